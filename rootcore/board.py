"""The map graph built from a MapDef: clearing adjacency by paths (Law 2.2.1), rivers (2.3), forests and
their adjacency (2.4.1), corners and their diagonal opposites (3.3.1.II, 6.3.3), and the clearings on the map
edge (G.1.15).

A Board is immutable and shared by every game (and clone) on that map. Cards and maps that change adjacency
(tunnels, closed paths, ferries) do so through the movement hooks, not by editing the Board.
"""
from __future__ import annotations

from rootcore.model import MapDef


class Board:
    """Read-only map graph; clearing ids are the printed priority numbers."""

    def __init__(self, map_def: MapDef):
        self.map_def = map_def
        self.id = map_def.id
        self.clearing_ids: tuple[int, ...] = tuple(c.id for c in map_def.clearings)
        self.printed_suit: dict[int, str] = {c.id: c.suit for c in map_def.clearings}
        self.slots: dict[int, int] = {c.id: c.slots for c in map_def.clearings}
        self.ruins: dict[int, int] = {c.id: c.ruins for c in map_def.clearings}
        self.names: dict[int, str] = {c.id: c.name for c in map_def.clearings}
        self.adjacent: dict[int, tuple[int, ...]] = _links(self.clearing_ids, map_def.paths)
        self.river_adjacent: dict[int, tuple[int, ...]] = _links(self.clearing_ids, map_def.rivers)
        self.corners: tuple[int, ...] = tuple(map_def.corners)
        tl, tr, br, bl = map_def.corners
        self.opposite_corner: dict[int, int] = {tl: br, br: tl, tr: bl, bl: tr}
        # The clearings on the map edge (G.1.15), clockwise, each linked by a path to the next and the last to the
        # first (checked when the map is loaded); empty when the map file names none.
        self.edge_clearings: tuple[int, ...] = tuple(map_def.edge)
        self.forests: dict[str, tuple[int, ...]] = {f.id: tuple(f.clearings) for f in map_def.forests}
        self.forest_adjacent: dict[str, tuple[str, ...]] = {f.id: tuple(f.adjacent) for f in map_def.forests}
        self.forests_of_clearing: dict[int, tuple[str, ...]] = {
            c: tuple(f for f, cs in self.forests.items() if c in cs) for c in self.clearing_ids
        }

    def is_adjacent(self, a: int, b: int) -> bool:
        return b in self.adjacent[a]

    def connected_within(self, start: int, allowed: set[int] | frozenset[int]) -> set[int]:
        """Clearings reachable from `start` through paths, passing only through `allowed` clearings
        (used by the Marquise's wood supply lines, Law 6.5.4.II). `start` is included if allowed."""
        if start not in allowed:
            return set()
        seen = {start}
        stack = [start]
        while stack:
            here = stack.pop()
            for nxt in self.adjacent[here]:
                if nxt in allowed and nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        return seen


def path_distances(neighbours, sources) -> dict[int, int]:
    """How many paths separate each clearing reachable in `neighbours` (clearing -> the clearings next to it, such
    as `Board.adjacent`) from the nearest of `sources` (0 for a source): a breadth-first search."""
    dist = {c: 0 for c in sources}
    frontier = list(dist)
    while frontier:
        step = []
        for here in frontier:
            for other in neighbours[here]:
                if other not in dist:
                    dist[other] = dist[here] + 1
                    step.append(other)
        frontier = step
    return dist


def _links(ids: tuple[int, ...], edges) -> dict[int, tuple[int, ...]]:
    out: dict[int, list[int]] = {c: [] for c in ids}
    for a, b in edges:
        out[a].append(b)
        out[b].append(a)
    return {c: tuple(sorted(v)) for c, v in out.items()}
