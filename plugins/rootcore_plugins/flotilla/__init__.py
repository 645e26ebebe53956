"""The Riverfolk Flotilla / Otter Divers hireling (content/hirelings/flotilla.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Riverfolk Flotilla: one pawn, set up in a clearing on the map edge touching a river (A.6.3). It
  cannot be battled or removed (no one may pick it as defender, `rootcore_battle_cost`; effects removing enemy
  pieces pass its pawn by, and the hits it takes as an attacker remove nothing, as hits never take a pawn) and rolls
  up to three hits (4.3.2.I). At the start of its controller's Birdsong (E.2.3) each player with a piece in its clearing
  may draw a card; then it must move along a river, rule set aside, and may battle in its new clearing (E.3.4);
- demoted, the Otter Divers: the controller's moves into or out of a clearing touching a river ignore rule (an
  ability, E.2.2; `rootcore_adjacent` lists those links under "ignore_rule", as the Riverfolk's Swimmers, 11.2.2).

An effect moving a controlled hireling's pieces out of a clearing (the Twelve Colonies' Omnius Exitus, TC.2.3.IV)
takes the pawn along a path like any piece (Law 4.2; `hireling_pawns.PawnHireling`). Our reading, the card being
silent: a move goes along a path, and the river is only the way the boat's own move goes. In a clearing no river
touches it then has no move of its own (E.2.3) until something takes it back to a river.

State: the core's (`game.state.factions["flotilla"]`: supply, side, controller, control markers); the pawn is in
its clearing's `pawns`.
"""
from __future__ import annotations

from rootcore import ask_clearing, ask_yes_no, bots, hookimpl
from rootcore.rules import adjacency, battle, cards, pieces
from rootcore_plugins.hireling_pawns import PAWN, PawnHireling, move_pawn, pawn_clearing

CONTENT = "rootcore_content:hirelings/flotilla.toml"
ID = "flotilla"
MOST_ROLLED_HITS = 3  # the card: the Flotilla rolls up to three hits


class Flotilla(PawnHireling):
    pieces_named = {"pawn": "pawn"}  # its rules place these (checked when the card is built)
    # -- the Riverfolk Flotilla (promoted) --------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        where = [c for c in sorted(game.board.edge_clearings)
                 if game.board.river_adjacent.get(c) and pieces.can_place(game, self.id, PAWN, c)]
        if where:
            clearing = yield from ask_clearing(self.id, "flotilla.setup", "Place the Flotilla in which clearing on "
                                               "the map edge touching a river?", where)
            pieces.place(game, self.id, PAWN, clearing)

    def birdsong_promoted(self, game, player):
        here = self.clearing(game)
        if here is None:
            return
        yield from self._draws(game, player, here)
        river = adjacency.enterable(game, game.board.river_adjacent.get(here, ()))  # none sealed (D.6.2)
        if not river or adjacency.closed(game, here, self.id):  # a face-up snare holds it too (13.7.2)
            return
        dest = yield from ask_clearing(self.id, "flotilla.move", f"Move the Flotilla from {here} along the river "
                                       "to which clearing?", sorted(river))
        move_pawn(game, self.id, here, dest)  # along a river: no path, so nothing that goes along one follows (Ferry)
        yield from battle.take_battle(game, self.id, allowed=[dest], kind="flotilla.battle", optional=True)

    def clearing(self, game) -> int | None:
        """The Flotilla's clearing, or None while the pawn is off the map."""
        return pawn_clearing(game, self.id)

    def _draws(self, game, player, here: int):
        """Each player with a piece in the Flotilla's clearing may draw a card, in turn order from `player`."""
        order = game.state.turn_order
        start = order.index(player)
        cl = game.state.clearings[here]
        for p in order[start:] + order[:start]:
            if cl.has_any(p) and (yield from ask_yes_no(p, "flotilla.draw", "Draw a card at the Flotilla?",
                                                        "Draw a card", "Don't draw")):
                cards.draw(game, p, 1)

    def max_rolled_hits(self, game, clearing: int) -> int:
        """Law 4.3.2.I as the card sets it: up to three rolled hits with the pawn there."""
        if self.promoted(game) and self.id in game.state.clearings[clearing].pawns:
            return MOST_ROLLED_HITS
        return super().max_rolled_hits(game, clearing)

    @hookimpl
    def rootcore_battle_cost(self, game, attacker, clearing, defender):
        """No one may battle the Flotilla: it is never offered as a defender (effects removing enemy pieces pass its
        pawn by, as they do every pawn but the Vagabond's)."""
        if defender == self.id and self.promoted(game):
            return False
        return None

    # -- the Otter Divers (demoted) ---------------------------------------------------------------------------------

    def adjacency_concerns(self, game, faction: str) -> bool:
        """The Divers change how their controller moves, nobody else's (a change of controller announces itself,
        `hirelings.control_changed`)."""
        return not self.promoted(game) and faction == self.controller(game)

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Otter Divers: a move of the controller from or to a clearing touching a river ignores rule."""
        if not moving or faction is None or not self.adjacency_concerns(game, faction):
            return None
        board = game.board
        paths = board.adjacent.get(origin, ())  # none from a clearing off the map (the Burrow)
        if board.river_adjacent.get(origin):
            free = paths + board.river_adjacent[origin]
        else:
            free = tuple(c for c in paths if board.river_adjacent.get(c))
        return {"ignore_rule": free} if free else None


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, Flotilla, CONTENT)
    registry.add_bot_advice_table(ID, {
        **bots.HIRELING_BATTLE_ADVICE, "setup": bots.advise_rival_clearing, "move": bots.advise_rival_clearing,
        "draw": bots.advise_yes})
