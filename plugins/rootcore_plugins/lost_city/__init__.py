"""The Lost City landmark card (content/landmarks/lost_city.toml, Law Appendix F): set up in a river clearing (on
the Lake, a coastal one) away from other landmarks (A.5.3); its clearing counts as fox, mouse and rabbit at once.
Set up, it makes that clearing's suit the three joined (`rootcore.rules.suits.set_suits`); the rules then read it
through `rootcore.rules.suits` and the card functions (the content file's notes say how each kind of rule does).

State: the joined suit is in `state.suits`, fixed after setup like every clearing's suit.
"""
from __future__ import annotations

from rootcore import Landmark, hookimpl
from rootcore.model import CLEARING_SUITS
from rootcore.rules import suits

LANDMARK = "lost_city"
CONTENT = "rootcore_content:landmarks/lost_city.toml"


class LostCity(Landmark):
    def setup(self, game, clearing: int):
        suits.set_suits(game, clearing, CLEARING_SUITS)
        return iter(())

    def view(self, game, player) -> dict:
        clearing = self.clearing(game)
        return {"suits": list(suits.split(game.state.suits[clearing]))} if clearing is not None else {}


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(LANDMARK, CONTENT, factory=LostCity)
