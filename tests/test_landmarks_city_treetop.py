"""The Elder Treetop and the Lost City landmarks (Law Appendix F, set up by A.5): the Treetop's extra building slot,
which building stands in it and the extra point for removing it; the Lost City's three suits."""
from __future__ import annotations

import pytest

import rootcore
from rootcore import ConfigError
from rootcore.testing import check_plugin_conformance

from helpers import expect, fix_dice, play_choices

THREE = ["marquise", "eyrie", "alliance"]


def position(clearings, landmarks, factions=THREE, phase="daylight", **extra):
    """The Marquise's turn (Daylight by default) on the Autumn map with `landmarks` (id -> clearing) set up."""
    return rootcore.scenario({"factions": factions, "current": "marquise", "phase": phase, "clearings": clearings,
                              "landmarks": landmarks, **extra})


def scored(game):
    return [(e["faction"], e["vp"], e["reason"]) for e in game.events if e["type"] == "scored"]


# -- the Elder Treetop -------------------------------------------------------------------------------------------

def test_the_treetop_needs_three_players_and_a_corner_away_from_landmarks_law_a_5_3():
    with pytest.raises(ConfigError, match="landmark 'elder_treetop' needs at least 3 players, not 2"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "landmarks": ["elder_treetop"]})
    game = rootcore.new_game({"factions": THREE, "seating": THREE, "seed": 2, "landmarks": ["elder_treetop"]})
    assert expect(game, "setup.landmark", "alliance") == ["clearing:1", "clearing:2", "clearing:3", "clearing:4"]
    play_choices(game, "clearing:2")
    assert game.state.slots[2] == 3 and game.board.slots[2] == 2  # the map's own count is untouched
    assert game.state.data["elder_treetop"] is None


def treetop_game(clearings, **extra):
    """The Treetop in corner 1 (one printed slot)."""
    return position(clearings, {"elder_treetop": 1}, **extra)


def test_the_treetop_adds_a_building_slot_and_a_building_placed_last_stands_in_it_treetop_card():
    # Clearing 1's printed slot holds an Alliance base: the Marquise may still build there, in the Treetop's slot.
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "marquise": {"warrior": 2, "wood": 1}},
                         8: {"marquise": {"sawmill": 1, "workshop": 1, "recruiter": 1}}})
    play_choices(game, "build", "building:sawmill")  # in clearing 1, the only one with a free slot
    assert game.state.clearings[1].buildings == [("alliance", "base_fox"), ("marquise", "sawmill")]
    assert game.state.data["elder_treetop"] == ["marquise", "sawmill"]
    assert game.view(None)["landmarks"]["elder_treetop"] == {"clearing": 1, "building": ["marquise", "sawmill"]}


def test_a_building_goes_in_a_free_printed_slot_before_the_treetops_treetop_card():
    game = treetop_game({1: {"marquise": {"warrior": 2, "wood": 1}},
                         8: {"marquise": {"sawmill": 1, "workshop": 1, "recruiter": 1}}})
    play_choices(game, "build", "building:sawmill")
    assert game.state.clearings[1].buildings == [("marquise", "sawmill")]
    assert game.state.data["elder_treetop"] is None


def battle_in_1(game, defender):
    play_choices(game, "battle", f"faction:{defender}")  # in clearing 1, the only one of battle


def test_removing_the_enemy_building_in_the_treetops_slot_scores_one_more_treetop_card():
    # The base stands in the printed slot, the roost (listed last) in the Treetop's.
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "eyrie": {"roost": 1}, "marquise": {"warrior": 3}}})
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]
    fix_dice(game, 3, 0)
    battle_in_1(game, "eyrie")
    assert scored(game)[-2:] == [("marquise", 1, "removed roost"), ("marquise", 1, "elder_treetop")]
    assert game.state.data["elder_treetop"] is None
    assert game.state.factions["marquise"].score == 2


def test_removing_a_building_in_a_printed_slot_scores_as_usual_treetop_card():
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "eyrie": {"roost": 1}, "marquise": {"warrior": 3}}})
    fix_dice(game, 3, 0)
    battle_in_1(game, "alliance")
    assert ("marquise", 1, "removed base_fox") in scored(game)
    assert not [s for s in scored(game) if s[2] == "elder_treetop"]
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]  # still in its slot


def test_of_alike_buildings_the_treetops_is_removed_last_treetop_card():
    # Corner 2 has two printed slots: three roosts fill them and the Treetop's.
    game = position({2: {"eyrie": {"roost": 3}, "marquise": {"warrior": 3}}}, {"elder_treetop": 2})
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]
    fix_dice(game, 1, 0)  # one hit, and one more against the defenceless (Law 4.3.2.III)
    play_choices(game, "battle")  # in clearing 2, against the Eyrie
    assert game.state.clearings[2].count("eyrie", "roost") == 1
    assert game.state.factions["marquise"].score == 2 and game.state.data["elder_treetop"] == ["eyrie", "roost"]
    fix_dice(game, 0, 0)
    play_choices(game, "battle")
    assert game.state.factions["marquise"].score == 4  # the last roost: one point, and one more for the Treetop
    assert game.state.data["elder_treetop"] is None


GAMES = [("autumn", THREE), ("winter", ["marquise", "eyrie", "alliance", "vagabond"]),
         ("lake", ["marquise", "eyrie", "alliance", "vagabond"]),
         ("mountain", ["marquise", "eyrie", "alliance", "vagabond", "riverfolk"])]


@pytest.mark.parametrize("map_id,factions", GAMES)
def test_random_games_with_the_elder_treetop_conform(map_id, factions):
    results = check_plugin_conformance(factions, games=2, map=map_id, landmarks=["elder_treetop", "tower"])
    for r in results:
        game = r["game"]
        corner = game.state.data["landmarks"]["elder_treetop"]
        assert corner in game.board.corners and game.state.slots[corner] == game.board.slots[corner] + 1

