"""The bird dominance check asks each diagonal once, from its near corner (Law 3.3.1.II): every pair of
corners, in either order of the board's corner list, wins exactly when the two are opposite."""
from __future__ import annotations

import itertools

import pytest

import rootcore


@pytest.mark.parametrize("pair", list(itertools.combinations(range(4), 2)))
def test_bird_dominance_wins_with_each_diagonal_only_law_3_3_1_II(moles, pair):
    board = rootcore.new_game({"factions": ["marquise", "moles"], "seed": 0, "map": "autumn"}).board
    corners = [board.corners[i] for i in pair]
    game = rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "birdsong",
                              "dominance": {"marquise": "dominance_bird"}, "dominance_in_deck": True,
                              "clearings": {c: {"marquise": {"warrior": 1}} for c in corners}})
    opposite = board.opposite_corner[corners[0]] == corners[1]
    assert (game.winners == ["marquise"]) == opposite
    assert game.is_over == opposite
