"""Helpers shared by the hireling cards with a pawn (the Riverfolk Flotilla, `rootcore_plugins.flotilla`; the
Furious / Stoic Protector, `rootcore_plugins.furious_protector`). Not a plugin and no entry point: a module both
cards use. A hireling's pawn stands in its clearing's `pawns` (keyed by the hireling's id), or in its supply."""
from __future__ import annotations

from rootcore import Hireling
from rootcore.rules import pieces

PAWN = "pawn"


class PawnHireling(Hireling):
    """A hireling card whose one piece on the map is a pawn, which an effect may take elsewhere (the Twelve
    Colonies' Omnius Exitus moving its controller's pieces out, TC.2.3.IV) with `relocate_piece`: the same pawn, not
    removed or placed, into any clearing it may be placed in."""

    def can_relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        if kind != PAWN:
            return super().can_relocate_piece(game, kind, origin, dest)
        return self.id in game.state.clearings[origin].pawns and pieces.placement_allowed(game, self.id, PAWN, dest)

    def relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        if kind != PAWN:
            return super().relocate_piece(game, kind, origin, dest)
        if not self.can_relocate_piece(game, kind, origin, dest):
            return False
        move_pawn(game, self.id, origin, dest)
        return True


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
