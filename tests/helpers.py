"""Small helpers for rules tests: fixed dice, and choosing options by id with a readable failure."""
from __future__ import annotations


def fix_dice(game, *rolls: int) -> None:
    """Make the next dice rolls of `game` come out as `rolls` (each 0-3)."""
    queue = list(rolls)
    real = game.state.rng.randint

    def randint(a, b):
        return queue.pop(0) if queue else real(a, b)
    game.state.rng.randint = randint


def play_choices(game, *choices: str) -> None:
    """Choose each option id in turn; fail with the pending decision if one is not offered."""
    for choice in choices:
        pending = game.pending
        assert pending is not None, f"game over before choosing {choice!r}"
        assert choice in pending.option_ids, f"{choice!r} not offered in {pending!r}"
        game.choose(choice)


def expect(game, kind: str, player: str | None = None) -> list[str]:
    """Assert the pending decision's kind (and player); return its option ids."""
    assert game.pending is not None, "no pending decision"
    assert game.pending.kind == kind, f"expected {kind!r}, pending is {game.pending!r}"
    if player is not None:
        assert game.pending.player == player
    return game.pending.option_ids
