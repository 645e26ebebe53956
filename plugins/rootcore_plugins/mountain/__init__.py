"""The Mountain map (content/maps/mountain.toml, Law Appendix C.3).

* Suits come from the suit markers shuffled at setup (Law A.1, `rootcore.MapComponent.clearing_suits`).
* Its ten forests are content: every area that paths and clearings enclose, trees drawn in it or not (C.3.5).
* Closed paths (C.3.1-C.3.2, `data.closed_paths`) are printed paths covered at setup: the clearings they link
  are not adjacent, for every rule, until the marker is removed. They still divide forests, which is content
  (the map's forests and their adjacency), so the Vagabond can slip across them.
* Removing one (C.3.3): once per turn in their own Daylight, a player with any piece in either clearing of a
  closed path may spend a card (any card: the Law names no suit) to remove it for the rest of the game and
  score one victory point. It is offered in every Daylight menu through `rootcore_daylight_options`.
* The Pass (C.3.4, `data.tower`): at the end of a player's Evening, if they rule the Tower's clearing, they
  score one victory point. The rule is the one the Tower landmark card uses too
  (`rootcore_plugins.ferry_and_tower.TowerRule`); with that card in play, it replaces the map's Tower (A.5).

State (JSON-like, so clones and saves stay exact): `state.data["mountain"]["removed_paths"]` lists the closed
paths removed so far, and `state.data["turn"]["mountain.path_removed"]` marks this turn's removal.
"""
from __future__ import annotations

from rootcore import Decision, MapComponent, Option, hookimpl
from rootcore.content import ContentIssue
from rootcore.rules import cards, scoring
from rootcore_plugins.ferry_and_tower import TOWER, TowerRule, landmark_in_play

CONTENT = "rootcore_content:maps/mountain.toml"
DONE = "mountain.path_removed"


def data_issues(map_def, label: str) -> list[ContentIssue]:
    """What the file's `data_schema` cannot say about the Mountain's `data`: each closed path must be a printed
    path of the map (C.3.1), the Tower a clearing of it (C.3.4). Types and required keys are the schema's."""
    data = map_def.data
    paths = {frozenset(p) for p in map_def.paths}
    issues = [ContentIssue(label, f"$.data.closed_paths[{i}]", f"{path!r} is not a path of the map")
              for i, path in enumerate(data["closed_paths"]) if frozenset(path) not in paths]
    if data["tower"] not in {c.id for c in map_def.clearings}:
        issues.append(ContentIssue(label, "$.data.tower", f"clearing {data['tower']} does not exist"))
    return issues


class MountainMap(TowerRule, MapComponent):
    data_issues = staticmethod(data_issues)
    tower_reason = "the_pass"

    def __init__(self, spec, map_def):
        super().__init__(spec, map_def)  # checks `data_issues` first
        self.closed: tuple[tuple[int, int], ...] = tuple(tuple(sorted(p)) for p in map_def.data["closed_paths"])
        self.tower: int = map_def.data["tower"]
        # The closed paths left and what each clearing loses by them, for a list of removed paths: every
        # adjacency question asks, and the list changes a few times a game. Kept in one attribute with the list
        # it came from, compared before reuse (games share this component).
        self._kept: tuple[list[list[int]], tuple[tuple[int, int], ...], dict[int, list[int]]] = (
            [], self.closed, self._blocked(self.closed))

    @staticmethod
    def _blocked(closed) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for a, b in closed:
            out.setdefault(a, []).append(b)
            out.setdefault(b, []).append(a)
        return out

    def removed_paths(self, game) -> list[list[int]]:
        return game.state.data.get("mountain", {}).get("removed_paths", [])

    def closed_paths(self, game) -> tuple[tuple[int, int], ...]:
        """The closed paths still on the map (C.3.2)."""
        return self._closed(game)[1]

    def _closed(self, game) -> tuple[list[list[int]], tuple[tuple[int, int], ...], dict[int, list[int]]]:
        """(removed paths, closed paths left, clearing -> clearings its closed paths no longer link) now. Read-only:
        shared by every game with the same removed paths."""
        removed = self.removed_paths(game)
        kept = self._kept
        if kept[0] != removed:
            gone = {tuple(p) for p in removed}
            closed = tuple(p for p in self.closed if p not in gone)
            kept = self._kept = ([list(p) for p in removed], closed, self._blocked(closed))  # a copy of the list
        return kept

    def view(self, game) -> dict:
        return {"closed_paths": [list(p) for p in self.closed_paths(game)], "pass": self.tower}

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Law C.3.2: a closed path links nothing."""
        blocked = self._closed(game)[2].get(origin)
        return {"block": blocked} if blocked else None

    # -- C.3.3 removing a closed path ----------------------------------------------------------------------

    def removable(self, game, faction: str) -> list[tuple[int, int]]:
        """Closed paths `faction` may remove now: in its own Daylight, once per turn, with a card to spend
        and any of its pieces in either linked clearing."""
        st = game.state
        if (st.phase != "daylight" or st.current_faction != faction or not st.factions[faction].hand
                or st.data.get("turn", {}).get(DONE)):
            return []
        clearings = st.clearings
        return [(a, b) for a, b in self.closed_paths(game)
                if clearings[a].has_any(faction) or clearings[b].has_any(faction)]

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        paths = self.removable(game, faction)
        return [(Option(f"mountain.remove_path:{a}-{b}", f"Remove the closed path {a}-{b} (spend a card, 1 VP)",
                        {"path": [a, b]}), self.remove_path) for a, b in paths] or None

    def remove_path(self, game, faction: str, option: Option):
        """Spend a card, remove the closed path for good, score one victory point (C.3.3)."""
        a, b = option.data["path"]
        hand = game.state.factions[faction].hand
        chosen = yield Decision(faction, "mountain.remove_path.card", f"Spend which card to remove the closed "
                                f"path {a}-{b}?", cards.card_options(game, sorted(set(hand))))
        cards.discard_from_hand(game, faction, chosen.data["card"], reason="mountain.remove_path")
        st = game.state
        st.data.setdefault("turn", {})[DONE] = True
        st.data.setdefault("mountain", {}).setdefault("removed_paths", []).append([a, b])
        game.event("closed_path_removed", faction=faction, path=[a, b])
        scoring.score(game, faction, 1, "closed_path")

    # -- C.3.4 the Pass -------------------------------------------------------------------------------------

    def tower_clearing(self, game) -> int | None:
        """The Pass; None when the Tower landmark card replaces the map's Tower (Law A.5)."""
        return None if landmark_in_play(game, TOWER) else self.tower


@hookimpl
def rootcore_register(registry):
    registry.add_map("mountain", CONTENT, factory=MountainMap)
