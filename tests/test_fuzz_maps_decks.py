"""Seeded random four-faction games on every map with every deck, the invariant checker after every
decision (issue 4: at least 100 per map-deck pair). Marked slow: `pytest -m slow` runs it (CI does)."""
from __future__ import annotations

import collections

import pytest

from rootcore.testing import play_checked

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]
MAPS = ["autumn", "winter", "lake", "mountain"]
DECKS = ["standard", "exiles"]
GAMES = 100


@pytest.mark.slow
@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("map_id", MAPS)
def test_random_games_on_every_map_and_deck_keep_every_invariant(map_id, deck):
    results = [play_checked({"factions": FOUR, "map": map_id, "deck": deck}, seed=seed) for seed in range(GAMES)]
    reasons = collections.Counter(r["reason"] for r in results)
    assert all(r["over"] for r in results)
    assert reasons["turn_cap"] <= GAMES // 20, reasons  # runaway random games stay rare
