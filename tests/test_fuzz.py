"""Seeded random Marquise-vs-Eyrie games with the invariant checker after every decision (DESIGN 8)."""
from __future__ import annotations

import collections

import pytest

import rootcore
from rootcore.agents import RandomAgent, play
from rootcore.testing import check_replay_equivalence, play_checked

GAMES = 200


@pytest.fixture(scope="module")
def fuzz_results():
    return [play_checked({"factions": ["marquise", "eyrie"]}, seed=seed) for seed in range(GAMES)]


def test_random_games_keep_every_invariant_and_end_with_a_winner(fuzz_results):
    reasons = collections.Counter(r["reason"] for r in fuzz_results)
    # Every game ends by 30 VP (dominance cards are out of two-player games, Law 5.1.3); the turn cap
    # of 500 turns exists for runaway games and is never reached here.
    assert reasons == {"score": GAMES}, reasons
    assert all(len(r["winners"]) == 1 and max(r["scores"].values()) >= 30 for r in fuzz_results)
    wins = collections.Counter(r["winners"][0] for r in fuzz_results)
    assert set(wins) == {"marquise", "eyrie"}  # both factions can win


def test_random_games_replay_from_their_saves(fuzz_results):
    for result in fuzz_results[:40]:
        check_replay_equivalence(result["game"])


@pytest.mark.parametrize("seed", range(20))
def test_clone_mid_game_continues_identically(seed):
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": seed})
    play(game, RandomAgent(seed), max_decisions=60 + 7 * seed)
    copy = game.clone()
    play(game, RandomAgent(seed + 1))
    play(copy, RandomAgent(seed + 1))
    assert copy.state.to_json() == game.state.to_json()
