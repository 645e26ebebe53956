"""The Sunward Expedition / Mole Artisans hireling (content/hirelings/sunward_expedition.toml; Law Appendix E). The
card's sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Sunward Expedition: eight warriors and three foothold tokens; a foothold and three warriors set up in
  one clearing (A.6.3). Once in its controller's Daylight (E.2.4): a foothold, from the supply or, with none there,
  moved from another clearing, and up to three warriors are placed in a clearing without a foothold; then the
  Expedition either takes a move and a battle, or places a warrior at each foothold;
- demoted, the Mole Artisans: the controller may reveal an item card they craft instead of discarding it (an
  ability, E.2.2, through `rootcore_crafted_card_replacements`); it goes back to their hand at the end of their
  Evening.

State: the core's (`game.state.factions["sunward_expedition"]`: supply, side, controller, control markers); the cards
revealed through the Artisans are in that state's `zones`, one zone per player named by the player's id.
"""
from __future__ import annotations

from rootcore import Decision, Hireling, Option, ask_clearing, bots, hookimpl
from rootcore.decisions import count_options
from rootcore.rules import hirelings, move, pieces

CONTENT = "rootcore_content:hirelings/sunward_expedition.toml"
ID = "sunward_expedition"
FOOTHOLD = "foothold"
WARRIORS_WITH_FOOTHOLD = 3  # set up with the first foothold, and at most this many with each new one


class SunwardExpedition(Hireling):
    pieces_named = {"warrior": "warrior", "foothold": "token"}  # its rules place these (checked when the card is built)
    # -- the Sunward Expedition (promoted) --------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        where = self._new_foothold_clearings(game)
        if not where:
            return
        clearing = yield from ask_clearing(self.id, "sunward_expedition.setup", "Set up the Expedition in which "
                                           "clearing?", where)
        pieces.place(game, self.id, FOOTHOLD, clearing)
        pieces.place(game, self.id, "warrior", clearing, WARRIORS_WITH_FOOTHOLD)

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and bool(self._new_foothold_clearings(game) or self._follow_ups(game, player))

    def daylight_promoted(self, game, player):
        yield from self._new_foothold(game)
        options = self._follow_ups(game, player)
        if not options:
            return
        chosen = options[0] if len(options) == 1 else (
            yield Decision(self.id, "sunward_expedition.then", "Then the Expedition...", options))
        if chosen.id == "move":
            yield from hirelings.move_then_battle(game, self.id, player)
        else:
            yield from self._reinforce(game)

    def _footholds(self, game) -> list[int]:
        return [c for c, cl in game.state.clearings.items() if (self.id, FOOTHOLD) in cl.tokens]

    def _new_foothold_clearings(self, game) -> list[int]:
        """Clearings without a foothold where one may be placed, while one is in the supply or on the map."""
        held = self._footholds(game)
        if not held and not game.state.factions[self.id].supply.get(FOOTHOLD):
            return []
        return [c for c in game.state.clearings
                if c not in held and pieces.placement_allowed(game, self.id, FOOTHOLD, c)]

    def _new_foothold(self, game):
        """A foothold, from the supply or, with none there, taken from its clearing, and up to three warriors, in a
        new clearing."""
        where = self._new_foothold_clearings(game)
        if not where:
            return
        clearing = yield from ask_clearing(self.id, "sunward_expedition.foothold", "Place a foothold in which "
                                           "clearing?", where)
        if game.state.factions[self.id].supply.get(FOOTHOLD):
            pieces.place(game, self.id, FOOTHOLD, clearing)
        else:  # the card (HIRE-TS): one comes off the map only for want of one in the supply
            origin = yield from self._foothold_to_move(game)
            move.shift_token(game, self.id, FOOTHOLD, origin, clearing)  # moved, not removed: no removal triggers
            game.event("foothold_moved", faction=self.id, origin=origin, destination=clearing)
        most = min(WARRIORS_WITH_FOOTHOLD, pieces.available(game, self.id, "warrior"))
        if most:
            chosen = yield Decision(self.id, "sunward_expedition.warriors", f"Place how many warriors in {clearing}?",
                                    count_options(most, 0))
            pieces.place(game, self.id, "warrior", clearing, chosen.data["count"])

    def _foothold_to_move(self, game):
        """The clearing of the foothold the controller moves (asked when several are on the map)."""
        held = self._footholds(game)
        if len(held) == 1:
            return held[0]
        return (yield from ask_clearing(self.id, "sunward_expedition.foothold_from", "Take the foothold from which "
                                        "clearing?", held))

    def _follow_ups(self, game, player) -> list[Option]:
        options = []
        if hirelings.can_move_or_battle(game, self.id, player):
            options.append(Option("move", "Move, then battle"))
        if pieces.available(game, self.id, "warrior") and any(
                pieces.placement_allowed(game, self.id, "warrior", c) for c in self._footholds(game)):
            options.append(Option("reinforce", "Place a warrior at each foothold"))
        return options

    def _reinforce(self, game):
        """A warrior at each foothold; with fewer warriors left than footholds that can take one, the controller
        picks where (Law 1.5.4: never where none may go, the Keep's clearing, a face-up snare)."""
        yield from pieces.place_warriors_owed(game, self.id, dict.fromkeys(self._footholds(game), 1),
                                              "sunward_expedition.reinforce", "Place a warrior at which foothold?")

    # -- the Mole Artisans (demoted) --------------------------------------------------------------------------------

    @hookimpl
    def rootcore_crafted_card_replacements(self, game, faction, card):
        """The controller may reveal the item card just crafted instead of discarding it."""
        if self.promoted(game) or self.controller(game) != faction:
            return None
        return [(Option("mole_artisans", "Reveal it (Mole Artisans): back to your hand at the end of Evening",
                        {"card": card}), self._reveal)]

    def _reveal(self, game, faction, option):
        card = option.data["card"]
        game.state.factions[self.id].zones.setdefault(faction, []).append(card)
        game.event("card_revealed", faction=faction, card=card, reason="Mole Artisans")

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        """The cards `faction` revealed go back to their hand at the end of their Evening."""
        revealed = game.state.factions[self.id].zones
        if phase == "evening" and faction in revealed:
            cards = revealed.pop(faction)
            game.state.factions[faction].hand.extend(cards)
            game.event("cards_returned", faction=faction, cards=cards, reason="Mole Artisans", held_by=faction)
        return None


def advise_then(bot, game, decision):
    """How a heuristic bot follows the new foothold: move and battle while the Expedition can battle a rival, else
    a warrior at each foothold."""
    return "move" if bots.can_fight_rival(game, ID, bot.faction) else "reinforce"


def advise_foothold_from(bot, game, decision):
    """...with none in the supply, the foothold moved from the clearing with the fewest Expedition warriors."""
    return bot.pick(decision, lambda o: -game.state.clearings[o.data["clearing"]].warriors.get(ID, 0))


def advise_craft_discard(bot, game, decision):
    """The Mole Artisans: keep the crafted item card (revealed, back in hand at the end of Evening)."""
    return "mole_artisans" if bot.has(decision, "mole_artisans") else None


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, SunwardExpedition, CONTENT)
    registry.add_bot_advice_table(ID, {
        **bots.HIRELING_MOVE_ADVICE, **bots.HIRELING_BATTLE_ADVICE, "setup": bots.advise_rival_clearing,
        "foothold": bots.advise_rival_clearing, "foothold_from": advise_foothold_from, "warriors": bots.advise_most,
        "then": advise_then, "reinforce": bots.advise_guard_clearing})
    registry.add_bot_advice("craft.discard", advise_craft_discard)
