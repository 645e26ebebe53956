"""Rules tests of the Harrier (Law Appendix D.9), a Vagabond character plugin: Glide exhausts a torch to move
his pawn alone to any clearing of the map, by no path, Hostile or not, exhausting no boots.

Autumn clearings used: 3 rabbit corner, 9 mouse (paths 1, 4, 12: not 3); forest f1 (1 2 5 10). Positions come
from `rootcore.scenario` (see tests/test_vagabond.py)."""
from __future__ import annotations

from collections import Counter

import pytest

from rootcore.testing import check_plugin_conformance

from helpers import (VAGABOND_TABLES, events, expect, heuristic_vagabond_games, play_choices, vagabond_set_up_as,
                     warriors)
from test_vagabond import faction, items, vb, vb_game


def harrier(vagabond, clearings=None, **extra):
    return vb_game({"character": "harrier", **vagabond}, clearings, **extra)


def test_starting_items_law_d_9_1():
    game = vagabond_set_up_as("harrier")
    assert items(game) == Counter(["coins", "torch", "sword", "crossbow"])


def test_glide_goes_anywhere_even_hostile_with_no_boots_law_d_9_2():
    game = harrier({"clearing": 9, "items": ["torch"], "relationships": {"marquise": "hostile"}},
                   {3: {"marquise": {"warrior": 2}}})
    assert expect(game, "vagabond.action") == ["special", "end"]  # no boot: no move
    play_choices(game, "special")
    assert expect(game, "harrier.glide") == [f"clearing:{c}" for c in game.board.clearing_ids if c != 9]
    play_choices(game, "clearing:3")  # far from 9 by paths, with Hostile warriors (9.2.9.III.b)
    assert faction(game).clearing(game) == 3 and "vagabond" in game.state.clearings[3].pawns
    assert items(game) == Counter(["torch:exhausted"])
    moved = events(game, "pawn_moved")[-1]
    assert (moved["origin"], moved["destination"]) == (9, 3)


def test_glide_from_a_forest_law_d_9_2():
    game = harrier({"forest": "f1", "items": ["torch"]})
    play_choices(game, "special")
    assert len(expect(game, "harrier.glide")) == len(game.board.clearing_ids)
    play_choices(game, "clearing:3")
    assert faction(game).clearing(game) == 3 and "location" in vb(game).data


def test_allied_warriors_stay_behind_law_d_9_2_and_9_2_9_ii_b():
    game = harrier({"clearing": 9, "items": ["torch"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}}})
    play_choices(game, "special", "clearing:12")  # no question about Allied warriors: only the pawn moves
    assert faction(game).clearing(game) == 12
    assert warriors(game, 9, "marquise") == 2 and warriors(game, 12, "marquise") == 0


def test_the_ferry_does_not_go_along_law_d_9_2_and_c_2_5():
    game = harrier({"clearing": 1, "items": ["torch"]}, map="lake", hands={"vagabond": []})
    assert game.map.ferry(game) == 1
    play_choices(game, "special", "clearing:11")  # coastal, as the Ferry's clearing: no path, no Ferry
    assert faction(game).clearing(game) == 11
    assert game.map.ferry(game) == 1 and not events(game, "ferry")  # and no card drawn for it


@pytest.mark.parametrize("torch", ["torch:exhausted", "torch:damaged"])
def test_no_glide_without_a_face_up_undamaged_torch_law_9_5_9(torch):
    game = harrier({"clearing": 9, "items": [torch, "boot"]})
    assert "special" not in expect(game, "vagabond.action")


@pytest.mark.parametrize("factions", VAGABOND_TABLES)
def test_random_games_with_the_harrier_keep_the_invariants(factions):
    results = check_plugin_conformance(factions, games=2, options={"vagabond_character": "harrier"})
    assert any(events(r["game"], "special_action") for r in results)


def test_the_heuristic_bot_glides():
    games, guessed = heuristic_vagabond_games("harrier")
    assert "harrier.glide" not in guessed  # answered by its rule, not at random
    assert any(events(game, "special_action") for game in games)


def test_no_glide_out_of_a_clearing_with_a_face_up_snare_law_d_9_2_and_13_7_2():
    # Glide is a move of the pawn (D.9.2), and enemy pieces cannot move out of a clearing with a face-up snare (13.7.2;
    # only the Slip ignores that, 9.4.2). Face down, the snare does nothing. (A crossbow and a Corvid warrior to strike
    # keep the Daylight menu open.)
    for face_up, offered in (([9], False), ([], True)):
        game = harrier({"clearing": 9, "items": ["torch", "crossbow"]}, {9: {"corvid": {"warrior": 1}}},
                       factions=["vagabond", "corvid"], data={"corvid": {"plots": {9: "snare"}, "face_up": face_up}})
        assert ("special" in expect(game, "vagabond.action")) is offered
