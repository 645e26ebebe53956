"""Helpers shared by the hireling cards with a pawn (the Riverfolk Flotilla, `rootcore_plugins.flotilla`; the
Furious / Stoic Protector, `rootcore_plugins.furious_protector`). Not a plugin and no entry point: a module both
cards use. A hireling's pawn stands in its clearing's `pawns` (keyed by the hireling's id), or in its supply."""
from __future__ import annotations


def pawn_clearing(game, owner: str) -> int | None:
    """The clearing of `owner`'s pawn, or None while it is off the map."""
    for c, cl in game.state.clearings.items():
        if owner in cl.pawns:
            return c
    return None


def move_pawn(game, owner: str, origin: int, dest: int) -> None:
    """Move `owner`'s pawn from `origin` to `dest` (the caller runs what follows a move, `move.after_move`, for a
    move along a path)."""
    clearings = game.state.clearings
    clearings[origin].pawns.remove(owner)
    clearings[origin].changed()
    clearings[dest].pawns.append(owner)
    clearings[dest].changed()
    game.event("pawn_moved", faction=owner, origin=origin, destination=dest)
