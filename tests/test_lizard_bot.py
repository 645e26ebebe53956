"""The Lizard Cult's heuristic bot (plugins/rootcore_plugins/lizard/bot.py): it answers every decision the Cult
meets with an offered option of its own rules in checked games of 2-5 players, picks what pays in a few positions
(Law 10.4.3, 10.5), decides only on what its player sees, and clearly beats a random Cult.

Autumn clearings used below (suit, slots, neighbours): 1 fox (1; 5 9 10), 2 mouse (2; 5 6 10), 6 fox (2, 1 ruin;
2 3 11), 8 fox (2; 4 7), 9 mouse (2; 1 4 12).
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.agents import make_agent, play, seat_agents
from rootcore.cli import main
from rootcore.rules.rule import rules

from helpers import (bot_plays_its_turn, decisions_compared_on_redrawn_clones, kinds_answered_in_checked_games,
                     kinds_answered_over_games, same_game_twice, scenario)

SETS = [["marquise", "lizard"], ["marquise", "eyrie", "lizard"], ["marquise", "eyrie", "alliance", "lizard"],
        ["marquise", "eyrie", "alliance", "vagabond", "lizard"]]
# What the Cult is asked in any game; the bot must answer each by its own rules, not by a random fallback.
CORE_KINDS = {"lizard.setup.outcast", "lizard.conspiracy", "lizard.ritual", "lizard.build", "lizard.recruit",
              "lizard.sanctify", "lizard.convert", "lizard.crusade", "lizard.craft", "discard.hand_limit"}


def cult_position(clearings, phase="daylight", hand=(), **data):
    """The Cult taking its turn from `phase` against the Marquise (Autumn), with its `fs.data` as given."""
    return scenario(("marquise", "lizard"), "lizard", phase, clearings, hands={"lizard": list(hand)},
                    data={"lizard": {"outcast": "fox", "acolytes": 0, **data}})


def cult(game):
    return game.state.factions["lizard"]


def test_the_bot_is_registered_for_the_cult():
    agent = make_agent("heuristic", "lizard", 3)
    assert callable(agent) and agent.faction == "lizard"


@pytest.mark.parametrize("factions", SETS, ids=len)
def test_the_bot_answers_every_cult_decision_by_its_rules_in_checked_games(factions):
    kinds = kinds_answered_in_checked_games(factions, "lizard", heuristic_last=False)
    assert {"lizard.setup.outcast", "lizard.ritual", "lizard.recruit"} <= kinds


def test_over_many_games_every_core_kind_is_met_and_answered_by_the_bot():
    kinds = kinds_answered_over_games(SETS, "lizard", 12, alternate=False)
    assert CORE_KINDS <= kinds, CORE_KINDS - kinds


def test_the_bot_plays_the_same_game_for_the_same_seed():
    assert same_game_twice(SETS[3], 8) > 50


def test_the_bot_decides_alike_whatever_it_cannot_see_law_1_2():
    """At each of the Cult's decisions, a re-drawn clone gets the same answer: the bot reads only its own hand and
    public things."""
    assert decisions_compared_on_redrawn_clones(SETS[2], "lizard", 4) > 30


# -- chosen positions --------------------------------------------------------------------------------------------

def test_it_sanctifies_to_gain_a_garden_rather_than_passing_law_10_4_3_iii():
    # The Lost Souls' fox card keeps fox the Outcast, now Hated (10.4.1): Sanctify costs 2 of the 3 acolytes.
    game = cult_position({1: {"marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong", acolytes=3,
                         lost_souls=["anvil"], hand=["ambush_bird"])
    assert {"sanctify", "convert", "end"} <= set(game.pending.option_ids)
    assert bot_plays_its_turn(game, "lizard", "birdsong")[0] == "sanctify"
    assert ("lizard", "garden_fox") in game.state.clearings[1].buildings and cult(game).score == 1  # 3.2.1


def test_it_converts_where_that_takes_rule_law_10_4_3_ii():
    game = cult_position({1: {"marquise": {"warrior": 1}, "lizard": {"warrior": 1}}}, phase="birdsong", acolytes=2,
                         lost_souls=["anvil"], hand=["ambush_bird"])
    answers = bot_plays_its_turn(game, "lizard", "birdsong")
    assert answers[0] == "convert"
    assert "marquise" not in game.state.clearings[1].warriors and rules(game, 1) == "lizard"


def test_it_builds_a_garden_where_it_rules_then_sacrifices_its_bird_law_10_5_1_and_10_5_4():
    game = cult_position({1: {"lizard": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}},
                         hand=["anvil", "ambush_bird"])
    answers = bot_plays_its_turn(game, "lizard", "daylight")
    assert answers[0] == "build" and "sacrifice" in answers
    assert ("lizard", "garden_fox") in game.state.clearings[1].buildings and cult(game).data["acolytes"] == 1


def test_it_scores_a_suit_whose_track_pays_and_builds_with_the_other_card_law_10_5_3():
    game = cult_position({1: {"lizard": {"garden_fox": 1}}, 8: {"lizard": {"garden_fox": 1}}},
                         hand=["anvil", "ambush_fox"])
    answers = bot_plays_its_turn(game, "lizard", "daylight")
    assert answers.count("score") == 1 and answers.count("build") == 1
    assert cult(game).score == 2 and cult(game).tracks["garden_fox"] == 2  # two gardens: 2 VP, then a third


def test_it_scores_rather_than_builds_with_a_lone_card_when_the_build_would_not_raise_the_score_law_10_5_3():
    game = cult_position({1: {"lizard": {"garden_fox": 1}}, 8: {"lizard": {"garden_fox": 1}}}, hand=["anvil"])
    assert "build" in game.pending.option_ids
    assert bot_plays_its_turn(game, "lizard", "daylight")[0] == "score"
    assert cult(game).score == 2 and cult(game).tracks["garden_fox"] == 3


def test_it_recruits_where_the_warrior_takes_rule_from_an_enemy_law_10_5_2():
    game = cult_position({9: {"marquise": {"warrior": 1}, "lizard": {"warrior": 1}}}, hand=["sword"])
    assert bot_plays_its_turn(game, "lizard", "daylight")[:2] == ["recruit", "clearing:9"]


# -- against random players -----------------------------------------------------------------------------------------

def test_the_bot_clearly_beats_a_random_cult_against_random_players():
    """40 fixed games (2-5 players, the others random): a random Cult wins 25 and scores 17.6 on average, the bot
    wins 40 and scores 29.5 (100 games: 63 and 17.1 against 100 and 30.0)."""
    results = {}
    for kind in ("heuristic", "random"):
        wins = score = 0
        for seed in range(40):
            game = rootcore.new_game({"factions": SETS[seed % 4], "seed": 500 + seed})
            wins += "lizard" in play(game, seat_agents(game, "random", {"lizard": kind}))["winners"]
            score += cult(game).score
        results[kind] = wins, score / 40
    assert results["heuristic"][0] >= results["random"][0] + 10, results
    assert results["heuristic"][1] >= results["random"][1] + 5, results


@pytest.mark.parametrize("factions", ["lizard,marquise", "eyrie,lizard,alliance", "lizard,vagabond",
                                      "marquise,eyrie,alliance,vagabond,lizard", "lizard,vagabond,second_vagabond"])
def test_simulate_with_heuristic_bots_plays_every_set_with_the_cult(factions, capsys):
    assert main(["simulate", "--games", "2", "--factions", factions, "--bots", "heuristic", "--quiet"]) == 0
