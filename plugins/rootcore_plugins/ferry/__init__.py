"""The Ferry landmark card (content/landmarks/ferry.toml, Law Appendix F): set up in a river clearing neither holding
nor adjacent to another landmark (A.5.3). Once per turn, pieces moving out of its clearing may go to a clearing linked
to it by a river instead of along a path; the Ferry goes with them and the moving player draws a card. The rule is the
Lake's Ferry (C.2.5), shared through `rootcore_plugins.ferry_and_tower.FerryRule`; on the Lake map (whose rivers link
every coastal clearing, C.2.2) this card replaces the printed Ferry.

State: its clearing is `state.data["landmarks"]["ferry"]` (set up by the core, moved by its trips), and
`state.data["turn"]["ferry.used"]` marks the turn's use.
"""
from __future__ import annotations

from rootcore import Landmark, hookimpl
from rootcore_plugins.ferry_and_tower import FERRY, FerryRule, advise_take_ferry

CONTENT = "rootcore_content:landmarks/ferry.toml"


class FerryLandmark(FerryRule, Landmark):
    def ferry(self, game) -> int | None:
        return self.clearing(game)

    def ferry_reach(self, game, origin: int) -> tuple[int, ...]:
        return game.board.river_adjacent[origin]

    def move_ferry(self, game, destination: int) -> None:
        # A landmark moves only as its own rule says (F.1.1): this is that rule.
        game.state.data["landmarks"][self.id] = destination

    def view(self, game, player) -> dict:
        return {"used": self.ferry_used(game)}


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(FERRY, CONTENT, factory=FerryLandmark)
    registry.add_bot_advice("ferry.take", advise_take_ferry)
