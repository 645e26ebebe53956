"""Seeded random games with three of the shipped hireling cards (Law A.6, Appendix E) and the factions they allow,
on every map, with the invariant checker after every decision and a replay of each save. The cards' own tests play
each card with the Last Dynasty; these mix the cards with each other and with every faction. Marked slow:
`pytest -m slow` runs it (CI does)."""
from __future__ import annotations

import random

import pytest

from rootcore import plugins
from rootcore.content import load_hireling
from rootcore.testing import check_replay_equivalence, play_checked

FACTIONS = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk", "duchy", "corvid", "hundreds",
            "keepers"]
MAPS = ["autumn", "winter", "lake", "mountain"]
GAMES = 25  # per map


def mixed_config(seed: int, map_id: str) -> dict:
    """Two to five factions and three shipped hirelings none of which keeps one of them out (A.6.5)."""
    rng = random.Random(seed)
    factions = rng.sample(FACTIONS, rng.randint(2, 5))
    cards = plugins.discover().components["hireling"]
    allowed = sorted(h for h, spec in cards.items()
                     if not set(load_hireling(spec.content).excludes) & set(factions))
    return {"factions": factions, "map": map_id, "hirelings": rng.sample(allowed, 3), "seed": seed}


@pytest.mark.slow
@pytest.mark.parametrize("map_id", MAPS)
def test_random_games_mixing_hirelings_keep_every_invariant_and_replay(map_id):
    hired = set()
    for seed in range(GAMES):
        config = mixed_config(seed, map_id)
        result = play_checked(config)
        assert result["over"]
        check_replay_equivalence(result["game"])
        hired |= {e["hireling"] for e in result["game"].events if e["type"] == "hireling_hired"}
    assert len(hired) >= 5  # most cards were hired somewhere
