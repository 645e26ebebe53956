"""The Corvid Spies / Raven Sentries hireling (content/hirelings/corvid_spies.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Corvid Spies: one warrior in each of two clearings of the same suit at setup (A.6.3). Once in its
  controller's Daylight (E.2.4): two Spies are placed, each in a clearing with an enemy piece; then the controller
  either has them battle in each clearing with Spies, or in one such clearing takes a random card from each enemy
  player there;
- demoted, the Raven Sentries: the controller deals an extra hit in their battles in clearings where they have a
  building or a token (an ability, E.2.2, as a battle effect, 4.3.3).

State: the core's (`game.state.factions["corvid_spies"]`: supply, side, controller, control markers).
"""
from __future__ import annotations

from rootcore import Decision, Hireling, Option, ask_clearing, bots, hookimpl
from rootcore.rules import battle as battle_rules, cards, pieces, suits

CONTENT = "rootcore_content:hirelings/corvid_spies.toml"
ID = "corvid_spies"
SPIES = 2  # placed by the Daylight action


def _share_a_suit(game, a: int, b: int) -> bool:
    """Whether clearings `a` and `b` count as clearings of one suit (Law 2.2.2; a clearing of several suits, the
    Lost City, shares each of them)."""
    return not set(suits.split(game.state.suits[a])).isdisjoint(suits.split(game.state.suits[b]))


class CorvidSpies(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    # -- the Corvid Spies (promoted) --------------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        """One Spy in each of two different clearings of one suit (A.6.3; the Lost City shares each of its suits)."""
        open_ = [c for c in game.board.clearing_ids if pieces.placement_allowed(game, self.id, "warrior", c)]
        paired = [c for c in open_ if any(_share_a_suit(game, c, d) for d in open_ if d != c)]
        if not paired:
            return
        first = yield from ask_clearing(self.id, "corvid_spies.setup", "Place a Spy in which clearing?", paired)
        pieces.place(game, self.id, "warrior", first)
        second = yield from ask_clearing(self.id, "corvid_spies.setup", "Place the other Spy in which clearing of "
                                         f"the suit of clearing {first}?",
                                         [c for c in paired if c != first and _share_a_suit(game, c, first)])
        pieces.place(game, self.id, "warrior", second)

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and bool(self._targets(game) or self._follow_ups(game))

    def daylight_promoted(self, game, player):
        for _ in range(SPIES):
            where = self._targets(game)
            if not where:
                break
            clearing = yield from ask_clearing(self.id, "corvid_spies.place", "Place a Spy in which clearing?", where)
            pieces.place(game, self.id, "warrior", clearing)
        options = self._follow_ups(game)
        if not options:
            return
        chosen = options[0] if len(options) == 1 else (
            yield Decision(self.id, "corvid_spies.then", "Then the Spies...", options))
        if chosen.id == "battle":
            yield from self._battle_everywhere(game)
        else:
            yield from self._take_cards(game, player)

    def _targets(self, game) -> list[int]:
        """Clearings with an enemy piece where a Spy from the supply may be placed."""
        if not game.state.factions[self.id].supply.get("warrior"):
            return []
        return [c for c in game.state.clearings if self._enemies_in(game, c)
                and pieces.placement_allowed(game, self.id, "warrior", c)]

    def _enemies_in(self, game, clearing: int) -> list[str]:
        """The Spies' enemies (E.3.2) with a piece in `clearing` (not `battle.defenders`, which are those the Spies
        there could fight: with lent warriors in the game, none where the Spies have no warrior)."""
        cl = game.state.clearings[clearing]
        owners = {f for f, n in cl.warriors.items() if n} | {f for f, _ in cl.buildings + cl.tokens} | set(cl.pawns)
        return sorted(f for f in owners if f != self.id and battle_rules.is_enemy(game, self.id, f))

    def _follow_ups(self, game) -> list[Option]:
        options = []
        if battle_rules.can_battle(game, self.id):
            options.append(Option("battle", "Battle in each clearing with Spies"))
        if self._card_clearings(game):
            options.append(Option("cards", "Take a random card from each enemy in one clearing with Spies"))
        return options

    def _battle_everywhere(self, game):
        """A battle of the Spies alone (E.3.4) in each clearing they hold, in the order the controller chooses."""
        left = self.warrior_clearings(game)
        while True:
            fought = yield from battle_rules.take_battle(game, self.id, allowed=left, kind="corvid_spies.battle")
            if fought is None:
                return
            left.remove(fought.clearing)

    def _robbed(self, game, clearing: int) -> list[str]:
        """Enemy players with a piece in `clearing` and a card in hand (a hireling holds none)."""
        factions = game.state.factions
        return [f for f in self._enemies_in(game, clearing) if factions[f].hand]

    def _card_clearings(self, game) -> list[int]:
        return [c for c in self.warrior_clearings(game) if self._robbed(game, c)]

    def _take_cards(self, game, player):
        clearing = yield from ask_clearing(self.id, "corvid_spies.cards", "Take cards in which clearing?",
                                           self._card_clearings(game))
        for enemy in self._robbed(game, clearing):
            cards.take_random_card(game, player, enemy, "corvid_spies")

    # -- the Raven Sentries (demoted) -------------------------------------------------------------------------------

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """The controller's extra hit where they have a building or a token (4.3.3)."""
        player = self.controller(game)
        if battle.faction(side) != player or self.promoted(game):  # uncontrolled (None): no side
            return None
        cl = game.state.clearings[battle.clearing]
        if any(owner == player for owner, _ in cl.buildings) or any(owner == player for owner, _ in cl.tokens):
            battle.extra_hits[side] += 1
            game.event("extra_hit", faction=player, reason="Raven Sentries")
        return None


def advise_then(bot, game, decision):
    """How a heuristic bot follows the Spies' placement: battle where a Spy clearing holds a rival's building or
    token (a VP each), else take cards from the rivals there."""
    spies = game.factions[ID].warrior_clearings(game)
    cl = game.state.clearings
    built = any(bots.rival(game, bot.faction, f) for c in spies for f, _ in cl[c].buildings + cl[c].tokens)
    return "battle" if built or not bot.has(decision, "cards") else "cards"


def advise_cards(bot, game, decision):
    """...and where it takes cards: the clearing with the most rivals holding cards."""
    robbed = game.factions[ID]._robbed
    return bot.pick(decision, lambda o: sum(1 for f in robbed(game, o.data["clearing"])
                                            if bots.rival(game, bot.faction, f)))


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, CorvidSpies, CONTENT)
    registry.add_bot_advice_table(ID, {
        **bots.HIRELING_BATTLE_ADVICE, "setup": bots.advise_rival_clearing, "place": bots.advise_rival_clearing,
        "then": advise_then, "cards": advise_cards})
