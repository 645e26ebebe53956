"""The Forest Patrol / Feline Physicians hireling (content/hirelings/forest_patrol.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Forest Patrol: one warrior set up in each clearing (A.6.3). Each time Patrol warriors are removed
  from a clearing, one of them goes onto the card (an ability, E.2.2). Once in its controller's Daylight (E.2.4):
  a move of Patrol warriors, then a battle by them; or every warrior on the card placed in one clearing with Patrol
  warriors;
- demoted, the Feline Physicians: whenever the controller's own warriors are removed from a clearing, the controller
  may spend a card matching it to place them in a clearing where it has pieces (an ability, as Field Hospitals,
  6.2.3).

State: the core's (`game.state.factions["forest_patrol"]`), and the warriors on the card as held pieces
(`rootcore.rules.pieces.held_pieces(game, CARD)`).
"""
from __future__ import annotations

from rootcore import Hireling, ask_clearing, bots, hookimpl
from rootcore.decisions import Decision, asks_about_hand, fixed_option
from rootcore.rules import cards, hirelings, pieces

CONTENT = "rootcore_content:hirelings/forest_patrol.toml"
ID = "forest_patrol"
CARD = f"hireling:{ID}"  # the holding place of the warriors on the card
MOVE_THEN_BATTLE = fixed_option("move", "Move Patrol warriors, then battle with them")
PLACE_FROM_CARD = fixed_option("place", "Place the warriors on the card in a clearing with Patrol warriors")


class ForestPatrol(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    # -- the Forest Patrol (promoted) -------------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        for clearing in game.board.clearing_ids:  # one in each clearing of the map that takes one (1.5.4)
            if pieces.can_place(game, self.id, "warrior", clearing):
                pieces.place(game, self.id, "warrior", clearing)
        return None

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Promoted: one of the Patrol warriors removed from a clearing goes onto the card, the rest stay in the
        supply. Demoted: the Physicians' offer to the controller whose warriors were removed."""
        if not removal.counts.get("warrior"):
            return None
        if self.promoted(game):
            if removal.owner == self.id:
                # "One of them": one of the removed warriors, from wherever the removal sent it (a card keeping
                # warriors bound for the supply, Coffin Makers G.1.22), as Field Hospitals takes "those warriors"
                # (`pieces.place_removed`); not another warrior of the supply besides them.
                pieces.release_removed(game, removal, "warrior", 1)
                pieces.hold(game, CARD, self.id, "warrior", 1)
            return None
        return self._physicians(game, removal)

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and bool(self._actions(game, player))

    def daylight_promoted(self, game, player):
        actions = self._actions(game, player)
        chosen = actions[0] if len(actions) == 1 else (
            yield Decision(self.id, "forest_patrol.action", "What does the Forest Patrol do?", actions))
        if chosen is MOVE_THEN_BATTLE:
            yield from hirelings.move_then_battle(game, self.id, player)
        else:
            where = [c for c in self.warrior_clearings(game) if pieces.placement_allowed(game, self.id, "warrior", c)]
            clearing = yield from ask_clearing(self.id, "forest_patrol.place", "Place the warriors on the card in "
                                               "which clearing?", where)
            pieces.place(game, self.id, "warrior", clearing, pieces.release_held(game, CARD, self.id, "warrior"))

    def _actions(self, game, player) -> list:
        """The choices of the Daylight action that can do something now."""
        actions = []
        if hirelings.can_move_or_battle(game, self.id, player):
            actions.append(MOVE_THEN_BATTLE)
        if pieces.held_pieces(game, CARD).get(self.id) and any(
                pieces.placement_allowed(game, self.id, "warrior", c) for c in self.warrior_clearings(game)):
            actions.append(PLACE_FROM_CARD)
        return actions

    # -- the Feline Physicians (demoted) ----------------------------------------------------------------------------

    def _physicians(self, game, removal):
        """As Field Hospitals (6.2.3), for the controller's warriors: a card matching the clearing they were removed
        from places them in a clearing where the controller has pieces. With hands concealed, asked whenever the
        controller holds a card (1.2.1)."""
        player = self.controller(game)
        # Only warriors no other effect has sent elsewhere, one place each: those the Cult's Revenge put in the
        # Acolytes box (Law 10.2.3) as they were removed are not placed again (`pieces.undiverted`).
        if removal.owner != player or not pieces.undiverted(removal, "warrior") or not self._wards(game, player):
            return None
        suit = game.state.suits.get(removal.clearing)
        if suit is None:  # a clearing of no suit (the Duchy's Burrow, 12.2.2): no card matches it
            return None
        if not asks_about_hand(game, player, cards.has_matching(game, game.state.factions[player].hand, suit)):
            return None
        return self._heal(game, removal, player, suit)

    def _wards(self, game, player) -> list[int]:
        """Clearings where `player` has pieces and may place warriors."""
        clearings = game.state.clearings
        return [c for c in game.board.clearing_ids  # the map's: not the Duchy's Burrow (12.2.2)
                if clearings[c].has_any(player) and pieces.placement_allowed(game, player, "warrior", c)]

    def _heal(self, game, removal, player, suit):
        count = pieces.undiverted(removal, "warrior")
        card = yield from cards.spend(game, player, suit, "forest_patrol.physicians", f"Feline Physicians: spend a "
                                      f"{suit} card to place the {count} warrior(s) removed from clearing "
                                      f"{removal.clearing} in a clearing where you have pieces?", about_hand=True)
        wards = self._wards(game, player)
        if card is None or not wards:
            return
        clearing = yield from ask_clearing(player, "forest_patrol.physicians.clearing", "Place them in which "
                                           "clearing?", wards)
        placed = pieces.place_removed(game, removal, "warrior", clearing, count)
        game.event("feline_physicians", faction=player, clearing=clearing, count=placed)


def advise_action(bot, game, decision):
    """How a heuristic bot has the Patrol act: move and battle while it can battle a rival, else bring back the
    warriors on the card."""
    return MOVE_THEN_BATTLE.id if bots.can_fight_rival(game, ID, bot.faction) else PLACE_FROM_CARD.id


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, ForestPatrol, CONTENT)
    registry.add_bot_advice_table(ID, {
        **bots.HIRELING_MOVE_ADVICE, **bots.HIRELING_BATTLE_ADVICE, "action": advise_action,
        "place": bots.advise_guard_clearing, "physicians": bots.advise_spend,
        "physicians.clearing": bots.advise_guard_clearing})
