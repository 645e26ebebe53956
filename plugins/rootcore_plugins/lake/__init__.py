"""The Lake map (content/maps/lake.toml, Law Appendix C.2).

* Suits come from the suit markers shuffled at setup (Law A.1, `rootcore.MapComponent.clearing_suits`).
* The lake links the coastal clearings as rivers, not paths (C.2.2), and coastal forests are adjacent to their
  neighbours around the lake (C.2.4): both are content (`rivers`, `forests`), so no rule code reads them; loading
  checks the forests' adjacency against `data.coastal_forests` (`data_issues`).
* The Ferry (C.2.5) starts in the coastal corner (C.2.1, `data.ferry_start`). Once per turn, pieces moving out
  of the Ferry's clearing may go to any other coastal clearing instead of along a path, still following the
  move rules (rule at origin or destination, 4.2.1, unless the mover ignores rule); the Ferry goes with them
  and the moving player then draws a card. It is not a faction piece, so nothing battles or removes it. The trip
  is part of the move (`rootcore_during_move`), so it comes before what the move triggers (Outrage), which waits
  until the action is over (1.4.2).

State (JSON-like, so clones and saves stay exact): `state.data["lake"]["ferry"]` is the Ferry's clearing once
it has moved (the start clearing before), and `state.data["turn"]["lake.ferry_used"]` marks the turn's use.
A move counts as a Ferry trip when it goes from the Ferry's clearing to another coastal clearing that no path
links to it (on this map no path joins two coastal clearings); when the mover could have gone there anyway (a
river as a path, Tunnels), it chooses whether the Ferry went along.
"""
from __future__ import annotations

from rootcore import MapComponent, ask_yes_no, hookimpl
from rootcore.content import ContentIssue
from rootcore.rules import cards
from rootcore.rules.adjacency import is_adjacent

CONTENT = "rootcore_content:maps/lake.toml"
USED = "lake.ferry_used"


def data_issues(map_def, label: str) -> list[ContentIssue]:
    """What the file's `data_schema` cannot say about the Lake's `data`: that the coastal clearings and forests it
    names exist, that the Ferry starts in a coastal clearing (C.2.1), and that coastal forests sharing a coastal
    clearing are adjacent in the map's forests (C.2.4). Types and required keys are the schema's."""
    data = map_def.data
    clearings = {c.id for c in map_def.clearings}
    forests = {f.id for f in map_def.forests}
    coastal = data["coastal_clearings"]
    issues = [ContentIssue(label, f"$.data.coastal_clearings[{i}]", f"clearing {c} does not exist")
              for i, c in enumerate(coastal) if c not in clearings]
    issues += [ContentIssue(label, f"$.data.coastal_forests[{i}]", f"forest {f!r} does not exist")
               for i, f in enumerate(data.get("coastal_forests", [])) if f not in forests]
    if data["ferry_start"] not in coastal:
        issues.append(ContentIssue(label, "$.data.ferry_start", f"the Ferry must start in a coastal clearing, "
                                                                f"not {data['ferry_start']}"))
    return issues + _coastal_forest_issues(map_def, label)


def _coastal_forest_issues(map_def, label: str) -> list[ContentIssue]:
    """Law C.2.4: two coastal forests on either side of one coastal clearing are neighbours around the lake, so
    the map's forest adjacency must list them (this is what `coastal_forests` is read for)."""
    coastal = set(map_def.data["coastal_clearings"])
    forests = {f.id: (i, f) for i, f in enumerate(map_def.forests)}
    listed = [forests[f] for f in map_def.data.get("coastal_forests", []) if f in forests]
    issues = []
    for n, (i, forest) in enumerate(listed):
        for _, other in listed[n + 1:]:
            shared = sorted(coastal.intersection(forest.clearings, other.clearings))
            if shared and other.id not in forest.adjacent:
                issues.append(ContentIssue(label, f"$.forests[{i}].adjacent", (
                    f"coastal forests {forest.id!r} and {other.id!r} share coastal clearing {shared[0]}, so they "
                    "must be adjacent (Law C.2.4)")))
    return issues


class LakeMap(MapComponent):
    data_issues = staticmethod(data_issues)

    def __init__(self, spec, map_def):
        super().__init__(spec, map_def)  # checks `data_issues` first
        self.coastal: tuple[int, ...] = tuple(sorted(map_def.data["coastal_clearings"]))
        self.ferry_start: int = map_def.data["ferry_start"]

    def ferry(self, game) -> int:
        """The clearing the Ferry is in."""
        return game.state.data.get("lake", {}).get("ferry", self.ferry_start)

    def ferry_used(self, game) -> bool:
        """Law C.2.5: the Ferry carries pieces once per turn."""
        return bool(game.state.data.get("turn", {}).get(USED))

    def view(self, game) -> dict:
        return {"ferry": self.ferry(game), "ferry_used": self.ferry_used(game), "coastal": list(self.coastal)}

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Law C.2.5: moving out of the Ferry's clearing, every other coastal clearing is in reach."""
        if not moving or faction is None or origin != self.ferry(game) or self.ferry_used(game):
            return None
        return {"add": [c for c in self.coastal if c != origin]}

    @hookimpl
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """A Ferry trip: the Ferry follows the movers, then the moving player draws a card (C.2.5). It
        belongs to the move itself, so it comes before the effects the move triggers (Outrage...). When the
        move was possible without the Ferry too (a river as a path with Boat Builders, Tunnels), the Ferry is
        optional: the mover says whether it went along."""
        if (origin is None or origin != self.ferry(game) or destination not in self.coastal
                or self.ferry_used(game)):
            return None
        if is_adjacent(game, origin, destination, faction):  # links movement alone does not give (no Ferry)
            return self._offer_ferry(game, faction, origin, destination)
        return self._ferry_trip(game, faction, origin, destination)

    def _offer_ferry(self, game, faction, origin, destination):
        if (yield from ask_yes_no(faction, "lake.ferry", f"Take the Ferry along to clearing {destination}?")):
            yield from self._ferry_trip(game, faction, origin, destination)

    def _ferry_trip(self, game, faction, origin, destination):
        st = game.state
        st.data.setdefault("turn", {})[USED] = True
        st.data.setdefault("lake", {})["ferry"] = destination
        game.event("ferry", faction=faction, origin=origin, destination=destination)
        # A draw like any other: an effect that replaces draws (Informants, in the holder's Evening) may replace it.
        yield from cards.draw_step(game, faction, 1)


@hookimpl
def rootcore_register(registry):
    registry.add_map("lake", CONTENT, factory=LakeMap)
