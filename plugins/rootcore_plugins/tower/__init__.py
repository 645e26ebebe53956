"""The Tower landmark card (content/landmarks/tower.toml, Law Appendix F): set up in a clearing with a ruin and no
other landmark (A.5.3); at the end of a player's Evening, if they rule its clearing, they score one victory point.
The rule is the Mountain's Pass (C.3.4), shared through `rootcore_plugins.ferry_and_tower.TowerRule`; on the Mountain
map this card replaces the printed Tower.

State: its clearing is `state.data["landmarks"]["tower"]` (the core's landmark setup).
"""
from __future__ import annotations

from rootcore import Landmark, hookimpl
from rootcore_plugins.ferry_and_tower import TOWER, TowerRule

CONTENT = "rootcore_content:landmarks/tower.toml"


class TowerLandmark(TowerRule, Landmark):
    def tower_clearing(self, game) -> int | None:
        return self.clearing(game)


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(TOWER, CONTENT, factory=TowerLandmark)
