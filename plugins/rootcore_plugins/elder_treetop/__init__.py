"""The Elder Treetop landmark card (content/landmarks/elder_treetop.toml, Law Appendix F): set up in a corner away
from other landmarks, in games of three or more (A.5.3). Its clearing has one more building slot (2.2.3): set up,
it replaces `state.slots` with a copy counting it. A player removing an enemy building from that slot scores one
more VP beyond that of Law 3.2.1.

Which building stands in the Treetop's slot (the content file's `notes.slot`): one placed when no printed slot is
free (`rootcore_buildings_placed`); it leaves when its last building of that faction and kind in the clearing is
removed (`rootcore_buildings_removed`, which scores the extra VP).

State (JSON-like): `state.data["elder_treetop"]` is the [faction, kind] of the building in its slot, or None.
"""
from __future__ import annotations

from rootcore import Landmark, hookimpl
from rootcore.rules import scoring

LANDMARK = "elder_treetop"
CONTENT = "rootcore_content:landmarks/elder_treetop.toml"


class ElderTreetop(Landmark):
    def in_slot(self, game) -> list | None:
        """The [faction, kind] of the building in the Treetop's slot, or None when it is free."""
        return game.state.data.get(LANDMARK)

    def setup(self, game, clearing: int):
        """One more slot in `clearing`; in a scenario already holding more buildings than printed slots, the last
        one listed stands in the Treetop's."""
        st = game.state
        st.slots = {**st.slots, clearing: st.slots[clearing] + 1}
        cl = st.clearings[clearing]
        over = len(cl.buildings) + cl.ruins > game.board.slots[clearing]
        st.data[LANDMARK] = list(cl.buildings[-1]) if over else None
        return iter(())

    def view(self, game, player) -> dict:
        return {"building": self.in_slot(game)}

    @hookimpl
    def rootcore_buildings_placed(self, game, faction, kind, clearing, count):
        """Printed slots fill first: the building goes in the Treetop's slot when they are all taken."""
        if clearing != self.clearing(game) or self.in_slot(game) is not None:
            return
        cl = game.state.clearings[clearing]
        if len(cl.buildings) + cl.ruins > game.board.slots[clearing]:
            game.state.data[LANDMARK] = [faction, kind]
            game.event("treetop_slot", faction=faction, piece=kind, clearing=clearing)

    @hookimpl
    def rootcore_buildings_removed(self, game, owner, kind, clearing, count, remover):
        """The Treetop's building leaves once none of its faction and kind is left there; an enemy removing it
        scores one more VP."""
        if self.in_slot(game) != [owner, kind] or clearing != self.clearing(game) \
                or game.state.clearings[clearing].count(owner, kind):
            return
        game.state.data[LANDMARK] = None
        if remover is not None and remover != owner:
            scoring.score(game, remover, 1, LANDMARK)


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(LANDMARK, CONTENT, factory=ElderTreetop)
