"""The Lake map (content/maps/lake.toml, Law Appendix C.2).

* Suits come from the suit markers shuffled at setup (Law A.1, `rootcore.MapComponent.clearing_suits`).
* The lake links the coastal clearings as rivers, not paths (C.2.2), and coastal forests are adjacent to their
  neighbours around the lake (C.2.4): both are content (`rivers`, `forests`), so no rule code reads them; loading
  checks the forests' adjacency against `data.coastal_forests` (`data_issues`).
* The Ferry (C.2.5) starts in the coastal corner (C.2.1, `data.ferry_start`). Once per turn, pieces moving out
  of the Ferry's clearing may go to any other coastal clearing instead of along a path; the Ferry goes with them
  and the moving player then draws a card. The rule is the one the Ferry landmark card uses too
  (`rootcore_plugins.ferry_and_tower.FerryRule`); with that card in play, it replaces the map's Ferry (A.5).

State (JSON-like, so clones and saves stay exact): `state.data["lake"]["ferry"]` is the Ferry's clearing once
it has moved (the start clearing before), and `state.data["turn"]["lake.ferry_used"]` marks the turn's use.
A move counts as a Ferry trip when it goes from the Ferry's clearing to another coastal clearing that no path
links to it (on this map no path joins two coastal clearings); when the mover could have gone there anyway (a
river as a path, Tunnels), it chooses whether the Ferry went along.
"""
from __future__ import annotations

from rootcore import MapComponent, hookimpl
from rootcore.content import ContentIssue
from rootcore_plugins.ferry_and_tower import FERRY, FerryRule, advise_take_ferry, landmark_in_play

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


class LakeMap(FerryRule, MapComponent):
    data_issues = staticmethod(data_issues)
    ferry_used_key = USED
    ferry_question = "lake.ferry"

    def __init__(self, spec, map_def):
        super().__init__(spec, map_def)  # checks `data_issues` first
        # The coastal clearings: those touching the lake (C.2.3).
        self.coastal: tuple[int, ...] = tuple(sorted(map_def.data["coastal_clearings"]))
        self.ferry_start: int = map_def.data["ferry_start"]

    def ferry(self, game) -> int | None:
        """The clearing the Ferry is in; None when the Ferry landmark card replaces it (Law A.5)."""
        if landmark_in_play(game, FERRY):
            return None
        return game.state.data.get("lake", {}).get("ferry", self.ferry_start)

    def ferry_reach(self, game, origin: int) -> tuple[int, ...]:
        """Law C.2.5: every other coastal clearing."""
        return tuple(c for c in self.coastal if c != origin)

    def move_ferry(self, game, destination: int) -> None:
        game.state.data.setdefault("lake", {})["ferry"] = destination

    def view(self, game) -> dict:
        return {"ferry": self.ferry(game), "ferry_used": self.ferry_used(game), "coastal": list(self.coastal)}


@hookimpl
def rootcore_register(registry):
    registry.add_map("lake", CONTENT, factory=LakeMap)
    registry.add_bot_advice("lake.ferry", advise_take_ferry)
