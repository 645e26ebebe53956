"""A faction's own clearing off the map: a clearing of the game state that is no clearing of the board, linked for
that faction alone to some map clearings (its gates), where only its warriors may be placed. The Underground Duchy's
Burrow (Law 12.2.2: linked to the clearings with a tunnel) and the Winged Menace's Nexus (Outsiders WM.2.4.I: linked
to the caves) are such clearings; docs/plugins.md, "Clearings off the map", says what the core does with them.

A faction class mixes `PrivateClearing` in before `Faction`, sets `private_clearing` (the clearing's id, one no map
uses), and defines `gates(game)` and `is_gate(game, clearing)`; it adds the clearing to the state in `init_state`."""
from __future__ import annotations

from rootcore import hookimpl


class PrivateClearing:
    """Adjacency and placing for a faction's own clearing off the map (see the module docstring)."""

    id: str
    private_clearing: int

    def __init__(self, spec, board):
        super().__init__(spec, board)  # type: ignore[call-arg]  # the Faction after this class in the bases
        self._to_private = {"add": [self.private_clearing]}  # adjacency from a gate; read only

    def gates(self, game) -> list[int]:
        """The map clearings linked to the private clearing now."""
        raise NotImplementedError

    def is_gate(self, game, clearing: int) -> bool:
        """Whether map clearing `clearing` is linked to the private clearing now (faster than `gates`)."""
        return clearing in self.gates(game)

    def adjacency_concerns(self, game, faction: str) -> bool:
        """The private clearing's links concern its faction alone: no one else may enter it."""
        return faction == self.id

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """The private clearing is adjacent to each gate, for its faction only."""
        if faction != self.id:
            return None
        if origin == self.private_clearing:
            return {"add": list(self.gates(game))}
        if self.is_gate(game, origin):
            return self._to_private
        return None

    @hookimpl
    def rootcore_can_place(self, game, faction, piece, clearing):
        """Only the faction's warriors may be placed in its private clearing (it has no slots and no suit)."""
        if clearing == self.private_clearing and (faction != self.id or piece != "warrior"):
            return False
        return None
