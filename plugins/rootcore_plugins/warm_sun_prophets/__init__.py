"""The Warm Sun Prophets / Lizard Envoys hireling (content/hirelings/warm_sun_prophets.toml; Law Appendix E). The
card's sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Warm Sun Prophets: four warriors, one set up in each clearing with a ruin (A.6.3); when hired with
  none on the map (E.2.1), one is placed in any clearing. Once in its controller's Daylight (E.2.4) the controller
  either forces a player (themselves too) with a piece in a clearing with Prophets to battle there, the controller
  choosing the defender, or to move all their warriors there to an adjacent clearing the controller chooses, then
  maybe battle there; or places a Prophet in a clearing without one. The forced battles and moves are the forced
  player's own (they score for what they remove, E.3.6);
- demoted, the Lizard Envoys: at the start of the controller's Birdsong (E.2.3) they may take from the top five cards
  of the discard pile a card, not an ambush, of a suit found most often there (birds are their own suit).

State: the core's (`game.state.factions["warm_sun_prophets"]`: supply, side, controller, control markers).
"""
from __future__ import annotations

from collections import Counter

from rootcore import Decision, Hireling, ask_clearing, bots, faction_options, fixed_option, hookimpl
from rootcore.rules import battle, cards, move, pieces
from rootcore_plugins.hireling_warriors import hired_placement

CONTENT = "rootcore_content:hirelings/warm_sun_prophets.toml"
ID = "warm_sun_prophets"
SEARCHED = 5  # the Envoys look at this many cards from the top of the discard pile
_MODES = {"force": fixed_option("force", "Force a player at the Prophets to battle or move"),
          "place": fixed_option("place", "Place a Prophet in a clearing without one")}
_ORDERS = {"battle": fixed_option("battle", "Battle there"), "move": fixed_option("move", "Move out of there")}
_NO_BATTLE = fixed_option("pass", "No battle")


class WarmSunProphets(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    # -- the Warm Sun Prophets (promoted) ---------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        for c, cl in game.state.clearings.items():
            if cl.ruins:
                pieces.place(game, self.id, "warrior", c)
        return None

    def hired_promoted(self, game, player):
        # Law E.2.1; the card (HIRE-TS): with no Prophet on the map, one goes to any clearing.
        return hired_placement(self, game, "warm_sun_prophets.hired", game.board.clearing_ids)

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and bool(self._targets(game) or self._free_clearings(game))

    def daylight_promoted(self, game, player):
        targets, free = self._targets(game), self._free_clearings(game)
        modes = [_MODES[m] for m, can in (("force", targets), ("place", free)) if can]
        mode = yield Decision(self.id, "warm_sun_prophets.mode", "The Prophets: force or place?", modes)
        if mode.id == "place":
            clearing = yield from ask_clearing(self.id, "warm_sun_prophets.place", "Place a Prophet in which "
                                               "clearing?", free)
            pieces.place(game, self.id, "warrior", clearing)
            return
        clearing = yield from ask_clearing(self.id, "warm_sun_prophets.clearing", "Force a player in which clearing "
                                           "with Prophets?", sorted(targets))
        chosen = yield Decision(self.id, "warm_sun_prophets.player", "Force which player?",
                                faction_options(targets[clearing]))
        forced = chosen.data["faction"]
        order = yield Decision(self.id, "warm_sun_prophets.order", f"{forced} must battle in or move out of clearing "
                               f"{clearing}: which?", [_ORDERS[o] for o in self._orders(game, forced, clearing)],
                               about={"faction": forced, "clearing": clearing})
        if order.id == "battle":
            yield from self._forced_battle(game, forced, clearing)
        else:
            yield from move.one_action(game, self._forced_move(game, forced, clearing))  # Outrage after it (1.4.2)

    def _forced_move(self, game, forced: str, clearing: int):
        """Every warrior of `forced` in `clearing` that an effect may move moves to an adjacent clearing the controller
        chooses (a legal move of `forced`, 4.2.1); then the controller may have them battle there."""
        dest = yield from ask_clearing(self.id, "warm_sun_prophets.destination", f"Move {forced}'s warriors from "
                                       f"{clearing} to which clearing?", move.destinations(game, forced, clearing))
        count = pieces.movable_warriors(game, forced, clearing)  # the warlord stays (14.2.2), and any locked there
        yield from move.move_warriors(game, forced, clearing, dest, count)
        if battle.has_fighters(game, forced, dest) and battle.defenders(game, forced, dest):
            yield from self._forced_battle(game, forced, dest, optional=True)

    def _targets(self, game) -> dict[int, list[str]]:
        """Clearings with Prophets -> the players there whom the Prophets can force: to battle (a fighter and an
        enemy there) or to move out (warriors with somewhere to go)."""
        found = {}
        for c, cl in game.state.clearings.items():
            if cl.warriors.get(self.id):
                players = [p for p in game.state.turn_order if self._orders(game, p, c)]
                if players:
                    found[c] = players
        return found

    def _orders(self, game, player: str, clearing: int) -> list[str]:
        """What the Prophets can force `player` to do in `clearing`."""
        orders = []
        if battle.has_fighters(game, player, clearing) and battle.defenders(game, player, clearing):
            orders.append("battle")
        if pieces.movable_warriors(game, player, clearing) and move.destinations(game, player, clearing):
            orders.append("move")
        return orders

    def _free_clearings(self, game) -> list[int]:
        """Clearings without a Prophet where one may be placed."""
        return [c for c, cl in game.state.clearings.items()
                if not cl.warriors.get(self.id) and pieces.can_place(game, self.id, "warrior", c)]

    def _forced_battle(self, game, forced: str, clearing: int, optional: bool = False):
        """`forced` battles in `clearing` against a defender the controller chooses (or none, if `optional`)."""
        options = faction_options(battle.defenders(game, forced, clearing)) + ([_NO_BATTLE] if optional else [])
        chosen = yield Decision(self.id, "warm_sun_prophets.defender", f"{forced} battles in clearing {clearing}: "
                                "against whom?", options)
        if chosen.id == "pass":
            return
        defender = chosen.data["faction"]
        game.event("prophets_forced_battle", faction=forced, clearing=clearing, defender=defender)
        yield from game.factions[forced].forced_battle(game, clearing, defender)  # with its battle-start effects

    # -- the Lizard Envoys (demoted) --------------------------------------------------------------------------------

    def birdsong_demoted(self, game, player):
        # Law 1.1.3 with E.2.3: another start-of-Birdsong effect the player puts first may fill the pile, so the
        # search is always offered to be ordered and looks at the pile when it runs.
        return self._search(game, player)

    def _searchable(self, game) -> list[int]:
        """The cards the Envoys may take: of the top five of the discard pile, those of a suit found there most often
        (a bird is a bird), ambushes left out."""
        top = game.state.discard[-SEARCHED:]
        counts = Counter(cards.suit_of(game, c) for c in top)
        most = max(counts.values(), default=0)
        return [c for c in reversed(top) if counts[cards.suit_of(game, c)] == most and game.cards[c].kind != "ambush"]

    def _search(self, game, player):
        """Run when the Birdsong effects come to it (others may go first, 1.1.3): the pile is searched then."""
        found = self._searchable(game)
        if not found:
            return
        options = cards.design_options(game, found, "take") + [fixed_option("pass", "Take nothing")]
        chosen = yield Decision(player, "warm_sun_prophets.envoys", "The Lizard Envoys: take which card from the "
                                "discard pile?", options)
        if chosen.id == "pass":
            return
        card = chosen.data["card"]
        game.state.discard.remove(card)
        game.state.factions[player].hand.append(card)
        game.event("card_taken_from_discard", faction=player, card=card, reason="lizard_envoys", held_by=player)  # public (1.2.2)


def advise_mode(bot, game, decision):
    """How a heuristic bot uses the Prophets: force a rival where one can be forced, else place a Prophet."""
    targets = game.factions[ID]._targets(game)
    rivals = any(p != bot.faction for players in targets.values() for p in players)
    return "force" if rivals else "place"


def advise_player(bot, game, decision):
    """...whom it forces: the rival with the most VP (itself only when no one else is offered)."""
    return bot.pick(decision, lambda o: bots.rival_value(game, bot.faction, o.data["faction"]))


def advise_order(bot, game, decision):
    """...to do what: battle where a rival of the bot other than the forced player can be the defender (two rivals
    hurt each other, or the bot hurts one), else move out."""
    forced, clearing = decision.about["faction"], decision.about["clearing"]  # both orders offered: 2 options
    defenders = battle.defenders(game, forced, clearing)
    return "battle" if any(d != forced and bots.rival(game, bot.faction, d) for d in defenders) else "move"


def advise_destination(bot, game, decision):
    """...and where the forced warriors go: toward the rivals, away from the bot's own pieces."""

    def value(option):
        c = option.data["clearing"]
        mine = game.state.clearings[c]
        return bots.rival_pieces(game, bot.faction, c) - 3 * (mine.warriors.get(bot.faction, 0) + sum(
            1 for f, _ in mine.buildings + mine.tokens if f == bot.faction))
    return bot.pick(decision, value)


def advise_envoys(bot, game, decision):
    """The Envoys take the card the bot values most (never nothing when a card is offered)."""
    return bot.pick(decision, lambda o: bot.card_value(game, o.data["card"]) if o.data else None)


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, WarmSunProphets, CONTENT)
    registry.add_bot_advice_table(ID, {
        "mode": advise_mode, "place": bots.advise_rival_clearing, "hired": bots.advise_rival_clearing,
        "clearing": bots.advise_rival_clearing,
        "player": advise_player, "order": advise_order, "destination": advise_destination,
        "defender": bots.advise_defender, "envoys": advise_envoys})
