"""The Last Dynasty / Bluebird Nobles hireling (content/hirelings/last_dynasty.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Last Dynasty: five warriors set up together in a clearing on the map edge (A.6.3). Once in its
  controller's Daylight (E.2.4): with none on the map, they are all placed in a clearing on the map edge and battle
  there; else, where the controller rules their clearing (E.3.1), they all move to an adjacent clearing and battle
  there; else they battle twice where they are;
- demoted, the Bluebird Nobles: the controller rules ties where they have a piece (an ability, E.2.2, as Lords of
  the Forest, 7.2.2), and at the start of their Birdsong (E.2.3) scores one VP per three clearings they rule.

State: the core's (`game.state.factions["last_dynasty"]`: supply, side, controller, control markers).
"""
from __future__ import annotations

from rootcore import Hireling, ask_clearing, bots, hookimpl
from rootcore.rules import battle, move, pieces, scoring
from rootcore.rules.adjacency import adjacent
from rootcore.rules.rule import is_ruler, ruled_by

CONTENT = "rootcore_content:hirelings/last_dynasty.toml"
ID = "last_dynasty"


class LastDynasty(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    # -- the Last Dynasty (promoted) --------------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        return self._land(game, player, "last_dynasty.setup")

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and (bool(self.warrior_clearings(game)) or bool(self._landing(game)))

    def daylight_promoted(self, game, player):
        where = self.warrior_clearings(game)
        if not where:
            clearing = yield from self._land(game, player, "last_dynasty.place")
            if clearing is not None:
                yield from self._battle(game, clearing)
            return
        clearing = where[0] if len(where) == 1 else (
            yield from ask_clearing(self.id, "last_dynasty.from", "The Dynasty acts from which clearing?", where))
        if is_ruler(game, clearing, player):
            near = adjacent(game, clearing, self.id, moving=True)
            if not near:  # no way out (the Mountain's closed paths): they battle where they are
                yield from self._battle(game, clearing)
                return
            dest = yield from ask_clearing(self.id, "last_dynasty.move", f"Move the Dynasty from {clearing} to "
                                           "which clearing?", near)
            yield from move.one_action(game, self._move_all_then_battle(game, clearing, dest))
        else:
            for _ in range(2):
                yield from self._battle(game, clearing)

    def _move_all_then_battle(self, game, origin: int, dest: int):
        """Every Dynasty warrior from `origin` to `dest`, then a battle there: one action, so what the move triggers
        (Outrage) waits until the battle is over (Law 1.4.2)."""
        yield from move.move_warriors(game, self.id, origin, dest, game.state.clearings[origin].warriors[self.id])
        yield from self._battle(game, dest)

    def _landing(self, game) -> list[int]:
        """Clearings on the map edge where the Dynasty's warriors may be placed."""
        if not game.state.factions[self.id].supply.get("warrior"):
            return []
        return [c for c in game.board.edge_clearings if pieces.can_place(game, self.id, "warrior", c)]

    def _land(self, game, player, kind):
        """Place every Dynasty warrior in the supply in a clearing on the map edge; returns the clearing, or None when
        none can take them."""
        where = sorted(self._landing(game))
        if not where:
            return None
        clearing = yield from ask_clearing(self.id, kind, "Place the Dynasty in which clearing on the map edge?",
                                           where)
        pieces.place(game, self.id, "warrior", clearing, game.state.factions[self.id].supply["warrior"])
        return clearing

    def _battle(self, game, clearing):
        """A battle of the Dynasty alone (E.3.4) in `clearing`, when it has an enemy there."""
        yield from battle.take_battle(game, self.id, allowed=[clearing], kind="last_dynasty.battle")

    # -- the Bluebird Nobles (demoted) ------------------------------------------------------------------------------

    @hookimpl
    def rootcore_rule_tie(self, game, clearing, tied):
        """The Nobles' controller rules where tied for the most with a piece there (as Lords of the Forest, 7.2.2)."""
        if self.promoted(game):
            return None
        player = self.controller(game)
        if player in tied and game.state.clearings[clearing].has_any(player):
            return player
        return None

    def birdsong_demoted(self, game, player):
        # Law 1.1.3 with E.2.3: the player orders it among the other start-of-Birdsong effects, any of which may
        # change what they rule, so the clearings are counted when it runs, and it is always offered.
        return self._score(game, player)

    @staticmethod
    def _score(game, player):
        """One VP per three clearings `player` rules now."""
        vp = len(ruled_by(game, player)) // 3
        if vp:
            scoring.score(game, player, vp, "Bluebird Nobles")
        yield from ()


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, LastDynasty, CONTENT)
    # A heuristic bot lands the Dynasty, acts from, and moves it where the rivals have the most pieces, and battles
    # the rival with the most VP (rootcore.bots).
    registry.add_bot_advice_table(ID, {
        "battle.defender": bots.advise_defender, "setup": bots.advise_rival_clearing,
        "place": bots.advise_rival_clearing, "from": bots.advise_rival_clearing, "move": bots.advise_rival_clearing})
