"""The Spring Uprising / Rabbit Scouts hireling (content/hirelings/spring_uprising.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Spring Uprising: four warriors and the uprising die (its faces: the file's `data.die`). Set up
  (A.6.3): two rolls, a warrior placed in a clearing of each suit rolled. When hired (E.2.1): with none on the
  map, one roll and one warrior. A player battling them first discards a card matching the clearing (an ability,
  E.2.2: `rootcore_battle_cost`). At the start of the controller's Birdsong (E.2.3): a roll, then either an
  Uprising warrior and every enemy piece removed from a clearing of that suit, or a warrior placed in one;
- demoted, the Rabbit Scouts: the controller, defending in battle, may spend a card matching the clearing before
  the roll to take the higher roll (an ability, as Guerrilla War, 8.2.2).

State: the core's (`game.state.factions["spring_uprising"]`: supply, side, controller, control markers).
"""
from __future__ import annotations

from rootcore import Hireling, ask_clearing, bots, hookimpl
from rootcore.decisions import Decision, Option, asks_about_hand
from rootcore.rules import battle, cards, hirelings, pieces, suits

CONTENT = "rootcore_content:hirelings/spring_uprising.toml"
ID = "spring_uprising"


class SpringUprising(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    # -- the Spring Uprising (promoted) -----------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        for _ in range(2):
            yield from self._rise(game, "spring_uprising.setup")

    def hired_promoted(self, game, player):
        if not self.warrior_clearings(game):
            return self._rise(game, "spring_uprising.hired")
        return None

    def birdsong_promoted(self, game, player):
        suit = self._roll(game)
        options = [Option(f"revolt:{c}", f"Remove an Uprising warrior and every enemy piece from clearing {c}",
                          {"clearing": c}) for c in self.warrior_clearings(game) if suits.is_suit(game, c, suit)]
        options += [Option(f"place:{c}", f"Place an Uprising warrior in clearing {c}", {"clearing": c})
                    for c in self._landing(game, suit)]
        if not options:
            return
        chosen = yield Decision(self.id, "spring_uprising.birdsong", f"The uprising die shows {suit}: remove or "
                                "place?", options)
        clearing = chosen.data["clearing"]
        if chosen.id.startswith("place"):
            pieces.place(game, self.id, "warrior", clearing)
            return
        own = pieces.remove(game, self.id, "warrior", clearing, 1, self.id, "effect")
        removals = yield from battle.remove_enemy_pieces(game, self.id, clearing, "effect")
        yield from pieces.resolve_removals(game, [own, *removals])

    @hookimpl
    def rootcore_battle_cost(self, game, attacker, clearing, defender):
        """A player battling the Uprising discards a card matching the clearing; a hireling's controller pays for
        it. False (no battle) without such a card."""
        if defender != self.id or not self.promoted(game):
            return None
        payer = hirelings.decider(game, attacker)
        suit = game.state.suits[clearing]
        if not cards.has_matching(game, game.state.factions[payer].hand, suit):
            return False
        return cards.spend(game, payer, suit, "spring_uprising.battle_price", f"Discard a {suit} card to battle the "
                           f"Spring Uprising in clearing {clearing}")

    def _roll(self, game) -> str:
        suit = game.state.rng.choice(self.hireling.data["die"])
        game.event("uprising_die", hireling=self.id, suit=suit)
        return suit

    def _rise(self, game, kind):
        """Roll the die and place a warrior in a clearing of the suit rolled, where one can be placed."""
        suit = self._roll(game)
        where = self._landing(game, suit)
        if where:
            clearing = yield from ask_clearing(self.id, kind, f"The uprising die shows {suit}: place a warrior in "
                                               "which clearing?", where)
            pieces.place(game, self.id, "warrior", clearing)

    def _landing(self, game, suit: str) -> list[int]:
        return [c for c in game.board.clearing_ids
                if suits.is_suit(game, c, suit) and pieces.can_place(game, self.id, "warrior", c)]

    # -- the Rabbit Scouts (demoted) --------------------------------------------------------------------------------

    @hookimpl
    def rootcore_battle_before_roll(self, game, battle):
        """The controller defending may spend a card matching the clearing for the higher roll (as 8.2.2). With
        hands concealed, asked whenever it holds a card (1.2.1)."""
        player = self.controller(game)
        if self.promoted(game) or player is None or battle.defender != player:
            return None
        suit = game.state.suits[battle.clearing]
        if not asks_about_hand(game, player, cards.has_matching(game, game.state.factions[player].hand, suit)):
            return None
        return self._scout(game, battle, player, suit)

    def _scout(self, game, battle, player, suit):
        card = yield from cards.spend(game, player, suit, "spring_uprising.scouts", f"Rabbit Scouts: spend a {suit} "
                                      "card to take the higher roll?", about_hand=True)
        if card is not None:
            battle.high_roll_to = "defender"
            game.event("rabbit_scouts", faction=player, clearing=battle.clearing)


def advise_birdsong(bot, game, decision):
    """How a heuristic bot answers the uprising die: a revolt where rivals have pieces (the most), else a warrior
    placed where the rivals are."""

    def value(option):
        rivals = bots.rival_pieces(game, bot.faction, option.data["clearing"])
        return rivals if option.id.startswith("revolt") else 0.5 + rivals / 100
    return bot.pick(decision, value)


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, SpringUprising, CONTENT)
    registry.add_bot_advice_table(ID, {
        "setup": bots.advise_rival_clearing, "hired": bots.advise_rival_clearing, "birdsong": advise_birdsong,
        "scouts": bots.advise_spend})
