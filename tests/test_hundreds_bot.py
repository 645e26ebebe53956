"""The Lord of the Hundreds' heuristic bot (plugins/rootcore_plugins/hundreds/bot.py): it answers every decision the
Hundreds meet with an offered option of its own rules in checked games of 2-5 players, picks what pays in a few
positions (Law 14.2.3, 14.4.4, 14.5.2, 14.6), takes a dominance victory it has won (3.3.1), and decides only on what
its player sees.

Autumn clearings used below (suit; adjacent): 1 fox (5 9 10), 5 rabbit (1 2), 6 fox (2 3 11), 8 fox (4 7),
10 rabbit (1 2 12), 12 fox (4 7 9 10 11).
"""
from __future__ import annotations

import pytest

from rootcore.agents import make_agent
from rootcore.cli import main
from rootcore.rules.rule import rules

from helpers import (bot_plays_its_turn, decisions_compared_on_redrawn_clones, fix_dice, held,
                     kinds_answered_in_checked_games, kinds_answered_over_games, same_game_twice)
from test_hundreds import hundreds_game

SETS = [["marquise", "hundreds"], ["marquise", "eyrie", "hundreds"], ["marquise", "eyrie", "alliance", "hundreds"],
        ["marquise", "eyrie", "alliance", "vagabond", "hundreds"], ["lizard", "riverfolk", "hundreds"]]
# What the Hundreds are asked in most games; the bot must answer each by its own rules, not by a random fallback.
CORE_KINDS = {"hundreds.setup.corner", "hundreds.command", "hundreds.advance", "hundreds.mood", "hundreds.incite",
              "hundreds.move.origin", "hundreds.move.destination", "hundreds.move.count", "hundreds.battle.clearing",
              "hundreds.advance.move.origin", "hundreds.advance.move.count", "hundreds.advance.battle.clearing",
              "hundreds.build", "hundreds.build.card", "hundreds.contempt", "hundreds.craft", "hundreds.mob",
              "hundreds.hit_warlord", "discard.hand_limit"}


def hd(game):
    return game.state.factions["hundreds"]


def card_ids(game, *names):
    return [held(game, name, hd(game).hand) for name in names]


def test_the_bot_is_registered_for_the_hundreds():
    agent = make_agent("heuristic", "hundreds", 3)
    assert callable(agent) and agent.faction == "hundreds"


@pytest.mark.parametrize("factions", SETS, ids=lambda s: "-".join(s))
def test_the_bot_answers_every_hundreds_decision_by_its_rules_in_checked_games(factions):
    kinds = kinds_answered_in_checked_games(factions, "hundreds")
    assert {"hundreds.command", "hundreds.advance", "hundreds.mood"} <= kinds


def test_over_many_games_every_core_kind_is_met_and_answered_by_the_bot():
    kinds = kinds_answered_over_games(SETS, "hundreds", 12)
    assert CORE_KINDS <= kinds, CORE_KINDS - kinds


def test_the_bot_plays_the_same_game_for_the_same_seed():
    assert same_game_twice(SETS[3], 8) > 50


def test_the_bot_decides_alike_whatever_it_cannot_see_law_1_2():
    """At each of the Hundreds' decisions, a re-drawn clone gets the same answer: the bot reads only its own hand and
    public things (the Hoard, the mood, the board)."""
    assert decisions_compared_on_redrawn_clones(SETS[2], "hundreds", 4) > 30


# -- chosen positions --------------------------------------------------------------------------------------------

def test_it_battles_where_it_wins_and_razes_the_building_law_14_5_2_ii():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}}}, warlord=5,
                         current="hundreds")
    fix_dice(game, 3, 0)
    answers = bot_plays_its_turn(game, "hundreds", "daylight")
    assert answers[0] == "battle"
    assert not game.state.clearings[5].warriors.get("marquise") and hd(game).score >= 1  # the sawmill (3.2.1)


def test_it_does_not_battle_where_it_loses_law_4_3():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "marquise": {"warrior": 4}}}, warlord=5,
                         current="hundreds")
    answers = bot_plays_its_turn(game, "hundreds", "daylight")
    assert "battle" not in answers and "advance" not in answers


def test_it_moves_a_spare_warrior_into_an_empty_clearing_to_oppress_it_law_14_6_2():
    # Three warriors and a stronghold in 1; every clearing next to it is empty.
    game = hundreds_game({1: {"hundreds": {"warrior": 3, "stronghold": 1}}}, warlord=1, current="hundreds")
    assert game.factions["hundreds"].oppressed(game) == [1]
    answers = bot_plays_its_turn(game, "hundreds", "daylight")
    assert answers[0] == "move"
    assert len(game.factions["hundreds"].oppressed(game)) == 2 and rules(game, 1) == "hundreds"


@pytest.mark.parametrize("enemies, mood", [({5: {"marquise": {"warrior": 2}}}, "wrathful"), ({}, "rowdy")])
def test_it_chooses_a_fighting_mood_beside_enemies_and_rowdy_alone_law_14_4_4(enemies, mood):
    clearings = {1: {"hundreds": {"warrior": 4}}, **enemies}
    game = hundreds_game(clearings, warlord=1, current="hundreds", phase="birdsong")
    answers = bot_plays_its_turn(game, "hundreds", "birdsong")
    assert f"mood:{mood}" in answers and hd(game).data["mood"] == mood


@pytest.mark.parametrize("prowess, answer", [([], "take"), (["hammer"], "remove")])
def test_it_hoards_a_crafted_item_that_raises_prowess_else_scores_it_law_14_2_3(prowess, answer):
    # Prowess is 1 with no item and 2 with one or two (14.2.4.II): a second item adds nothing, its 2 VP do.
    game = hundreds_game({8: {"hundreds": {"warrior": 1, "stronghold": 2}}}, warlord=8, hands={"hundreds": ["sword"]},
                         hoard={"prowess": list(prowess)}, current="hundreds")
    answers = bot_plays_its_turn(game, "hundreds", "daylight")
    assert answers[:2] == [f"craft:{game.state.discard[-1]}", answer]
    crafted = [e["vp"] for e in game.events if e["type"] == "scored" and e["reason"] == "crafted sword"]
    if answer == "take":
        assert hd(game).data["hoard"]["prowess"] == ["sword"] and crafted == []
    else:
        assert hd(game).data["hoard"]["prowess"] == ["hammer"] and crafted == [2]


def test_it_incites_a_mob_where_it_razes_a_building_law_14_6_1():
    # A fox card for 1, beside a Marquise sawmill, and a rabbit card for the empty 5: only the mob in 1 razes.
    game = hundreds_game({1: {"hundreds": {"warrior": 2}, "marquise": {"sawmill": 1}}, 5: {"hundreds": {"warrior": 1}}},
                         warlord=1, phase="evening", current="hundreds",
                         hands={"hundreds": ["gently_used_knapsack", "smugglers_trail"]})
    rabbit = card_ids(game, "smugglers_trail")
    answers = bot_plays_its_turn(game, "hundreds", "evening")
    assert answers[0] == "clearing:1" and answers[-1] == "done"
    placed = [e["clearing"] for e in game.events if e["type"] == "placed" and e.get("piece") == "mob"]
    assert placed[0] == 1 and 5 not in placed and set(rabbit) <= set(hd(game).hand)


def test_it_activates_a_dominance_card_its_rule_wins_law_3_3_1():
    game = hundreds_game({1: {"hundreds": {"warrior": 2}}, 6: {"hundreds": {"warrior": 2}},
                          8: {"hundreds": {"warrior": 2}}}, warlord=1, current="hundreds",
                         hands={"hundreds": ["dominance_fox"]}, scores={"hundreds": 10})
    (card,) = card_ids(game, "dominance_fox")
    answers = bot_plays_its_turn(game, "hundreds", "daylight")
    assert answers[0].startswith("activate_dominance") and hd(game).dominance == card


# -- the command line ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", ["hundreds,marquise", "eyrie,hundreds,alliance", "hundreds,vagabond",
                                      "marquise,eyrie,alliance,vagabond,hundreds", "lizard,hundreds,riverfolk"])
def test_simulate_with_heuristic_bots_plays_every_set_with_the_hundreds(factions, capsys):
    assert main(["simulate", "--games", "2", "--factions", factions, "--bots", "heuristic", "--quiet"]) == 0


def test_it_loots_an_item_that_raises_command_where_it_will_rule_law_14_2_5():
    # Five warriors against a lone sawmill: the Hundreds rule after any roll. Prowess has the hammer, so the tea
    # would add nothing (14.2.4.II) and the boot raises Command.
    from test_hundreds import looting
    game = looting(ruler_warriors=5)
    hd(game).data["hoard"]["prowess"] = ["hammer"]
    answers = bot_plays_its_turn(game, "hundreds", "daylight")
    assert answers[:2] == ["battle", "yes"]
    assert hd(game).data["hoard"]["command"] == ["boot"] and game.state.factions["marquise"].crafted_items == ["tea"]
