"""The Furious Protector / Stoic Protector hireling (content/hirelings/furious_protector.toml; Law Appendix E). The
card's sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Furious Protector: one pawn, set up in any clearing (A.6.3). Nobody battles or removes it (never a
  defender, `rootcore_battle_cost`; no effect removes a pawn but the Vagabond's, whose full removals damage items),
  and its enemies (E.3.2) place no piece in its clearing (`rootcore_can_place`). At the start of its controller's
  Birdsong (E.2.3) it must move to an adjacent clearing, whoever rules either end, and one warrior of each player's
  faction there is removed (the controller's too; hirelings' warriors stay);
- demoted, the Stoic Protector: the pawn starts off the map; when hired (E.2.1) it is placed in a clearing with the
  controller's pieces unless it is on the map. Nobody battles or removes it; the controller's enemies may neither
  battle the controller there (`rootcore_battle_cost`) nor remove the controller's pieces there in any way (the
  core's `rootcore_can_remove`: hits, effects and abilities alike). It must move at the start of the Birdsong too.

An effect moving a controlled hireling's pieces out of a clearing (the Twelve Colonies' Omnius Exitus, TC.2.3.IV)
takes the pawn along a path to a clearing it may be placed in (`hireling_pawns.PawnHireling`).

State: the core's (`game.state.factions["furious_protector"]`: supply, side, controller, control markers); the pawn
is in its clearing's `pawns`.
"""
from __future__ import annotations

from rootcore import ask_clearing, bots, hookimpl
from rootcore.rules import adjacency, battle, move, pieces
from rootcore_plugins.hireling_pawns import PAWN, PawnHireling, move_pawn, pawn_clearing

CONTENT = "rootcore_content:hirelings/furious_protector.toml"
ID = "furious_protector"


class Protector(PawnHireling):
    pieces_named = {"pawn": "pawn"}  # its rules place these (checked when the card is built)
    def clearing(self, game) -> int | None:
        """The Protector's clearing, or None while the pawn is off the map."""
        return pawn_clearing(game, self.id)

    def _place(self, game, where: list[int]):
        """The pawn into one of `where` (the clearings it may be placed in), asked of whoever answers for it."""
        where = [c for c in where if pieces.can_place(game, self.id, PAWN, c)]
        if where:
            clearing = yield from ask_clearing(self.id, f"{ID}.place", f"Place the {self.side_name(game)} in which "
                                               "clearing?", where)
            pieces.place(game, self.id, PAWN, clearing)

    def _move(self, game):
        """E.2.3, both sides: the pawn must move to an adjacent clearing (along a path, 4.2, so what goes along a
        path follows it; a face-up snare holds it, 13.7.2), whoever rules either end. Returns its clearing then."""
        here = self.clearing(game)
        ends = adjacency.adjacent(game, here, self.id, moving=True) if here is not None else ()
        if not ends:
            return here
        dest = yield from ask_clearing(self.id, f"{ID}.move", f"Move the {self.side_name(game)} from {here} to "
                                       "which clearing?", list(ends))
        move_pawn(game, self.id, here, dest)
        yield from move.after_move(game, self.id, here, dest, {PAWN: 1})
        return dest

    @hookimpl
    def rootcore_battle_cost(self, game, attacker, clearing, defender):
        """Both sides: no one may battle the pawn. Stoic: the controller's enemies may not battle the controller in
        the Protector's clearing."""
        if defender == self.id:
            return False
        if self.promoted(game) or defender != self.controller(game) or clearing != self.clearing(game):
            return None
        return False if battle.is_enemy(game, attacker, defender) else None

    # -- the Furious Protector (promoted) ---------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        return self._place(game, list(game.board.clearing_ids))

    def birdsong_promoted(self, game, player):
        """The move, then one warrior of each player's faction removed where the pawn stands (hirelings' stay; the
        warlord stays, 14.2.2), all at once (1.1.3)."""
        here = yield from self._move(game)
        if here is not None:
            yield from pieces.resolve_removals(game, [pieces.remove(game, p, "warrior", here, 1, self.id, ID)
                                                      for p in game.state.turn_order])

    @hookimpl
    def rootcore_can_place(self, game, faction, piece, clearing):
        """Furious: the Protector's enemies (E.3.2) place nothing in its clearing."""
        if not self.promoted(game) or faction == self.id or clearing != self.clearing(game):
            return None
        return False if battle.is_enemy(game, faction, self.id) else None

    # -- the Stoic Protector (demoted) ------------------------------------------------------------------------------

    def hired_demoted(self, game, player):
        if self.clearing(game) is not None:
            return None
        return self._place(game, [c for c in game.board.clearing_ids if game.state.clearings[c].has_any(player)])

    def birdsong_demoted(self, game, player):
        return self._move(game)

    @hookimpl
    def rootcore_can_remove(self, game, remover, owner, clearing):
        """Stoic: the controller's enemies remove none of the controller's pieces in the Protector's clearing."""
        if self.promoted(game) or owner != self.controller(game) or clearing != self.clearing(game):
            return None
        return False if battle.is_enemy(game, remover, owner) else None


def advise_clearing(bot, game, decision):
    """Where a heuristic bot places or moves the Protector. Furious: where the most rival players have warriors and
    the bot has none (one warrior of each player there is removed). Stoic: where the bot's own pieces are most
    threatened (it shields them)."""
    if not game.factions[ID].promoted(game):
        return bots.advise_guard_clearing(bot, game, decision)

    def value(option):
        warriors = game.state.clearings[option.data["clearing"]].warriors
        return sum(1 for f in game.state.turn_order if f != bot.faction and warriors.get(f)) \
            - 2 * bool(warriors.get(bot.faction))
    return bot.pick(decision, value)


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, Protector, CONTENT)
    registry.add_bot_advice_table(ID, {
        "place": advise_clearing, "move": advise_clearing})
