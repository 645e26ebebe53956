"""The Underground Duchy's heuristic bot (plugins/rootcore_plugins/duchy/bot.py): it answers every decision the Duchy
meets with an offered option of its own rules in checked games of 2-5 players, picks what pays in a few positions
(Law 12.2.3, 12.5), and decides only on what its player sees.

Autumn clearings used below (suit; neighbours): 1 fox (5 9 10), 2 mouse (5 6 10), 3 rabbit (6 7 11), 5 rabbit (1 2),
6 fox (2 3 11), 8 fox (4 7). Cards: anvil fox, sword mouse, bake_sale rabbit.
"""
from __future__ import annotations

import pytest

from rootcore.agents import make_agent
from rootcore.cli import main
from rootcore.rules.rule import rules
from rootcore_plugins.duchy import BURROW

from helpers import (bot_plays_its_turn, decisions_compared_on_redrawn_clones, events, faction_scenario,
                     fix_dice, kinds_answered_in_checked_games, kinds_answered_over_games, play_choices,
                     same_game_twice)

SETS = [["marquise", "duchy"], ["marquise", "eyrie", "duchy"], ["marquise", "eyrie", "alliance", "duchy"],
        ["marquise", "eyrie", "alliance", "vagabond", "duchy"], ["lizard", "riverfolk", "duchy"]]
# What the Duchy is asked in any game; the bot must answer each by its own rules, not by a random fallback.
CORE_KINDS = {"duchy.setup.corner", "duchy.assembly", "duchy.build", "duchy.build.piece", "duchy.build.card",
              "duchy.dig", "duchy.dig.count", "duchy.move.origin", "duchy.move.destination", "duchy.move.count",
              "duchy.battle.clearing", "duchy.parliament", "duchy.sway", "duchy.sway.card", "duchy.craft"}
# Questions the Corvids and the Keepers ask of every enemy (Exposure, 13.2.4; a relic's trophy, 15.2.5), which their
# plugins may advise bots on (`Registry.add_bot_advice`); until they do, a random answer.
ASKED_BY_OTHERS = {"corvid.exposure", "corvid.exposure.guess", "draw.replace", "keepers.trophy"}


def duchy_position(clearings, *, current="duchy", phase="daylight", hand=(), scores=None, **data):
    """`current` taking their turn from `phase` against the Marquise (Autumn), the Duchy's `fs.data` as given (a
    Marquise warrior in clearing 12 gives the Marquise a decision in its turn)."""
    clearings = {12: {"marquise": {"warrior": 1}}, **clearings}
    return faction_scenario(("marquise", "duchy"), current, phase, clearings, {"duchy": data},
                            hands={"duchy": list(hand)}, scores=scores)


def duchy(game):
    return game.state.factions["duchy"]


def test_the_bot_is_registered_for_the_duchy():
    agent = make_agent("heuristic", "duchy", 3)
    assert callable(agent) and agent.faction == "duchy"


@pytest.mark.parametrize("factions", SETS + [["corvid", "hundreds", "keepers", "duchy"]], ids=lambda s: "-".join(s))
def test_the_bot_answers_every_duchy_decision_by_its_rules_in_checked_games(factions):
    kinds = kinds_answered_in_checked_games(factions, "duchy", ASKED_BY_OTHERS,
                                            heuristic_last="corvid" not in factions)
    assert {"duchy.assembly", "duchy.parliament", "duchy.sway"} <= kinds


def test_over_many_games_every_core_kind_is_met_and_answered_by_the_bot():
    kinds = kinds_answered_over_games(SETS, "duchy", 15)
    assert CORE_KINDS <= kinds, CORE_KINDS - kinds


def test_the_bot_plays_the_same_game_for_the_same_seed():
    assert same_game_twice(SETS[3], 8) > 50


def test_the_bot_decides_alike_whatever_it_cannot_see_law_1_2():
    """At each of the Duchy's decisions, a re-drawn clone gets the same answer: the bot reads only its own hand and
    public things."""
    assert decisions_compared_on_redrawn_clones(SETS[2], "duchy", 4) > 30


# -- chosen positions --------------------------------------------------------------------------------------------

def test_it_builds_a_citadel_revealing_a_suited_card_before_its_bird_law_12_5_1_i_and_12_6_1():
    game = duchy_position({2: {"duchy": {"warrior": 2}}}, hand=["sword", "ambush_bird"])
    answers = bot_plays_its_turn(game, "duchy", "daylight")
    assert answers[:2] == ["build", "piece:citadel"]  # clearing 2, the one it rules, is not asked
    assert game.state.clearings[2].count("duchy", "citadel") == 1
    # The sword first (a revealed bird is discarded, 12.6.1); the bird then builds a market with the second action.
    assert [game.cards[e["card"]].id for e in events(game, "revealed")] == ["sword", "ambush_bird"]
    assert game.state.clearings[2].count("duchy", "market") == 1


def test_it_sways_the_lord_its_four_cards_can_pay_for_law_12_5_3():
    game = duchy_position({1: {"duchy": {"warrior": 1}}, 2: {"duchy": {"warrior": 1}}, 3: {"duchy": {"warrior": 1}},
                           8: {"duchy": {"warrior": 1}}}, hand=["anvil", "sword", "bake_sale", "root_tea_fox"],
                          actions=0, used=[], swayed_this_turn=False)
    assert "minister:earl_of_stone" in game.pending.option_ids
    assert bot_plays_its_turn(game, "duchy", "daylight")[0] == "minister:earl_of_stone"
    assert duchy(game).data["swayed"] == ["earl_of_stone"] and duchy(game).score == 3  # a lord's crown


def test_its_parliament_scores_the_earl_for_its_citadels_law_12_5_2_ix():
    game = duchy_position({2: {"duchy": {"warrior": 2, "citadel": 1}}, 5: {"duchy": {"warrior": 1, "citadel": 1}}},
                          swayed=["earl_of_stone"], actions=0, used=[], swayed_this_turn=False)
    assert bot_plays_its_turn(game, "duchy", "daylight")[0] == "minister:earl_of_stone"
    assert duchy(game).score == 2


def test_it_digs_to_bring_the_burrows_warriors_up_where_they_take_rule_law_12_5_1_v():
    game = duchy_position({BURROW: {"duchy": {"warrior": 4}}}, hand=["anvil"])
    answers = bot_plays_its_turn(game, "duchy", "daylight")
    assert answers[0] == "dig" and "count:4" in answers
    target = int(answers[1].split(":")[1])
    assert game.state.clearings[target].count("duchy", "tunnel") == 1 and rules(game, target) == "duchy"


def test_it_takes_a_dominance_victory_it_rules_law_3_3_1():
    game = duchy_position({c: {"duchy": {"warrior": 3}} for c in (1, 6, 8)}, hand=["dominance_fox", "sword"],
                          scores={"duchy": 10})
    answers = bot_plays_its_turn(game, "duchy", "daylight")
    assert answers[0].startswith("activate_dominance")
    assert duchy(game).dominance is not None


def test_it_loses_a_tunnel_before_a_citadel_to_a_hit_law_12_2_3():
    game = duchy_position({5: {"duchy": {"tunnel": 1, "citadel": 1}, "marquise": {"warrior": 2}}},
                          current="marquise", swayed=["earl_of_stone"], hand=["anvil"])
    fix_dice(game, 0, 0)  # one hit: the defenseless Duchy's (4.3.2.III)
    play_choices(game, "battle")
    assert bot_plays_its_turn(game, "duchy", "daylight") == ["piece:tunnel"]
    assert game.state.clearings[5].count("duchy", "citadel") == 1 and duchy(game).data["swayed"] == ["earl_of_stone"]


def test_the_price_of_failure_costs_the_lord_it_wants_least_law_12_2_3():
    game = duchy_position({5: {"duchy": {"citadel": 1}, "marquise": {"warrior": 2}}}, current="marquise",
                          swayed=["earl_of_stone", "duchess_of_mud"], hand=["anvil"])
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert bot_plays_its_turn(game, "duchy", "daylight") == ["minister:duchess_of_mud"]
    assert duchy(game).data["swayed"] == ["earl_of_stone"]


@pytest.mark.parametrize("factions", ["duchy,marquise", "eyrie,duchy,alliance", "lizard,riverfolk,duchy",
                                      "marquise,eyrie,alliance,vagabond,duchy"])
def test_simulate_with_heuristic_bots_plays_every_set_with_the_duchy(factions, capsys):
    assert main(["simulate", "--games", "2", "--factions", factions, "--bots", "heuristic", "--quiet"]) == 0
