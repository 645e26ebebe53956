"""The Flame Bearers / Rat Smugglers hireling (content/hirelings/flame_bearers.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Flame Bearers: two warriors set up (A.6.3), and two more when a player hires them with none on the
  map (E.2.1), each warrior in any clearing (the same one or two). At the start of the controller's Birdsong (E.2.3),
  in each clearing with Bearers one enemy piece per Bearer there is removed, warriors first, the controller choosing
  which; then one Bearer is placed in a clearing with a Bearer or next to one, or, where none can take it, two, each
  in any clearing;
- demoted, the Rat Smugglers: in the controller's Daylight, as often as they like, they discard a card showing an
  item to take a move or a battle (an ability, E.2.2, not the once-per-Daylight action of E.2.4).

State: the core's (`game.state.factions["flame_bearers"]`: supply, side, controller, control markers).
"""
from __future__ import annotations

from rootcore import Decision, Hireling, Option, bots, hookimpl
from rootcore.rules import battle, cards, move, pieces
from rootcore.rules.adjacency import at_or_adjacent
from rootcore_plugins.hireling_warriors import place_warrior

CONTENT = "rootcore_content:hirelings/flame_bearers.toml"
ID = "flame_bearers"


class FlameBearers(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    def __init__(self, spec, definition):
        super().__init__(spec, definition)
        self._smuggling = {action: Option(f"hireling:{self.id}:{action}", f"{definition.demoted_name}: discard an item "
                                          f"card to {action}", {"action": action}) for action in ("move", "battle")}

    # -- the Flame Bearers (promoted) -------------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        return self._place_two(game, "flame_bearers.setup")

    def hired_promoted(self, game, player):
        return None if self.warrior_clearings(game) else self._place_two(game, "flame_bearers.hired")

    def birdsong_promoted(self, game, player):
        removals: dict[tuple[int, str], pieces.Removal | None] = {}
        for clearing in self.warrior_clearings(game):
            for _ in range(game.state.clearings[clearing].warriors[self.id]):
                if not (yield from self._burn(game, clearing, removals)):
                    break
        yield from pieces.resolve_removals(game, removals.values())
        if not game.state.factions[self.id].supply.get("warrior"):
            return
        near = self._near_bearers(game)
        if near:
            yield from place_warrior(self, game, "flame_bearers.spread", near)
        else:
            yield from self._place_two(game, "flame_bearers.place")

    def _burn(self, game, clearing: int, removals: dict):
        """Remove one enemy piece in `clearing`, a warrior while there is one (the controller chooses whose);
        returns False when no enemy piece is left to remove. `removals` gathers one Removal per owner and clearing."""
        options = self._burnable(game, clearing)
        if not options:
            return False
        chosen = options[0] if len(options) == 1 else (yield Decision(
            self.id, "flame_bearers.burn", f"The Bearers remove which enemy piece in clearing {clearing}?", options))
        owner, kind = chosen.data["faction"], chosen.data["piece"]
        key = (clearing, owner)
        removals[key] = pieces.remove(game, owner, kind, clearing, 1, self.id, "flame_bearers", removals.get(key))
        return True

    def _burnable(self, game, clearing: int) -> list[Option]:
        """The enemy pieces the Bearers may remove next in `clearing`: enemy warriors while there are any, else
        enemy buildings and tokens (a pawn is not removed so; nor a piece nothing removes, `pieces.never_removed`)."""
        cl = game.state.clearings[clearing]
        # Any enemy (E.3.2), not only those `battle.defenders` offers: a price to battle (4.3) does not apply here.
        owners = {f for f, n in cl.warriors.items() if n} | {f for f, _ in cl.buildings + cl.tokens}
        enemies = sorted(f for f in owners if f != self.id and battle.is_enemy(game, self.id, f)
                         and pieces.removable(game, self.id, f, clearing))
        found = [(f, "warrior") for f in enemies if pieces.free_warriors(game, f, clearing)]
        if not found:
            found = sorted({(f, k) for f, k in cl.buildings + cl.tokens
                            if f in enemies and not pieces.never_removed(game, f, k)})
        return [Option(f"piece:{f}:{k}", f"{f} {pieces.piece_name(k)}", {"faction": f, "piece": k}) for f, k in found]

    def _near_bearers(self, game) -> list[int]:
        """Clearings with a Bearer or adjacent to one where a Bearer may be placed."""
        return [c for c in at_or_adjacent(game, self.warrior_clearings(game))
                if pieces.can_place(game, self.id, "warrior", c)]

    def _place_two(self, game, kind: str):
        """Two Bearers from the supply (fewer if fewer are left), one at a time, each in any clearing, the first's
        again if the chooser likes: the setup (A.6.3), when hired (E.2.1), the Birdsong fallback (E.2.3)."""
        for _ in range(2):  # the card: among any clearings, even the same one
            yield from place_warrior(self, game, kind, game.board.clearing_ids)

    # -- the Rat Smugglers (demoted) --------------------------------------------------------------------------------

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """The Smugglers' move or battle, each time an item card pays for it: not the once-per-Daylight action."""
        if self.promoted(game) or self.controller(game) != faction or not self._item_cards(game, faction):
            return None
        pairs = [(self._smuggling[action], self._smuggle) for action in ("move", "battle")
                 if self._payments(game, faction, action)]
        return pairs or None

    def _smuggle(self, game, faction, option):
        action = option.data["action"]
        chosen = yield Decision(faction, "flame_bearers.smuggle.card", "Discard which card showing an item?",
                                cards.card_options(game, self._payments(game, faction, action)))
        cards.discard_from_hand(game, faction, chosen.data["card"], "rat_smugglers")
        component = game.factions[faction]
        if action == "move":
            yield from component.take_move(game, "flame_bearers.smuggle.move", optional=False)
        else:
            yield from component.take_battle(game, "flame_bearers.smuggle.battle", optional=False)

    def _payments(self, game, faction: str, action: str) -> list[int]:
        """The item cards that can pay for the Smugglers' `action` so that it can then be taken: for a battle, those
        whose discard still leaves one (a price to battle may want a card of the hand: the Spring Uprising's)."""
        items = self._item_cards(game, faction)
        if action == "move":
            return items if game.factions[faction].can_take_move(game) else []
        if battle.BATTLE_COST not in game.definition.hooks_in_use:
            return items if self._can_battle(game, faction) else []
        return [card for card in items if self._can_battle_without(game, faction, card)]

    @staticmethod
    def _can_battle(game, faction: str) -> bool:
        component = game.factions[faction]
        return any(component.could_battle_in(game, c) for c in battle.battle_clearings(game, faction))

    def _can_battle_without(self, game, faction: str, card: int) -> bool:
        """Whether `faction` could battle with `card` gone from its hand (put back at once)."""
        hand = game.state.factions[faction].hand
        at = hand.index(card)
        del hand[at]
        try:
            return self._can_battle(game, faction)
        finally:
            hand.insert(at, card)

    @staticmethod
    def _item_cards(game, faction: str) -> list[int]:
        return [c for c in game.state.factions[faction].hand if game.cards[c].item]


def advise_burn(bot, game, decision):
    """How a heuristic bot has the Bearers burn: the piece of the rival with the most VP (the question offers
    warriors alone while there are any, then buildings and tokens alone: `_burnable`)."""
    return bot.pick(decision, lambda o: bots.rival_value(game, bot.faction, o.data["faction"]))


# -- the Rat Smugglers for a heuristic bot -------------------------------------------------------------------------
# The bot pays a card for a move or battle of its own (E.2.2) only when it is worth more than the card: it plans the
# whole move or battle when it picks the ability from its Daylight menu (`bot.plan["smuggle"]`, the option ids to
# answer), and follows the plan in the questions that come next.

SMUGGLED_BATTLE_WORTH = 1.0  # `smuggled_battle`: least expected worth (about a card's)
SMUGGLED_WARRIORS = 2        # `smuggled_move`: fewest warriors worth a card to bring toward a rival


def smuggled_battle(bot, game) -> list[str] | None:
    """The battle (Law 4.3) with a rival that `bots.battle_estimate` rates best for `bot`'s faction, a VP and a half
    per building or token removed (3.2.1), one per warrior killed, less one per warrior lost, if worth more than
    SMUGGLED_BATTLE_WORTH and not a loss by the faction bot's own `battle_value` (the Vagabond's relationships...): as
    the ids of its clearing and defender options."""
    faction = bot.faction
    component = game.factions[faction]
    rated = type(bot).battle_value is not bots.HeuristicBot.battle_value
    best, best_worth = None, SMUGGLED_BATTLE_WORTH
    for clearing in battle.battle_clearings(game, faction):
        if not component.could_battle_in(game, clearing):
            continue
        for defender in battle.defenders(game, faction, clearing):
            if bots.rival(game, faction, defender):
                est = bots.battle_estimate(game, faction, clearing, defender)
                worth = 1.5 * est["removed"] + est["killed"] - est["taken"]
                if worth > best_worth and (not rated or bot.battle_value(game, clearing, defender) > 0):
                    best, best_worth = [f"clearing:{clearing}", f"faction:{defender}"], worth
    return best


def smuggled_move(bot, game) -> list[str] | None:
    """The move (Law 4.2) of `bot`'s faction's warriors idle where no rival building or token is near (in or next to
    their clearing) to the clearing with the most rival buildings and tokens near, all those free to move
    (`pieces.free_warriors`: not a warrior an effect locks there) but one left with the faction's own building or
    token when no other stays, at least SMUGGLED_WARRIORS: as the ids of its origin, destination and count options;
    None if there is no such move."""
    faction = bot.faction

    def targets_near(clearing: int) -> int:
        return sum(1 for c in (clearing, *bots.neighbours(game, clearing)) for f, _ in
                   game.state.clearings[c].buildings + game.state.clearings[c].tokens if bots.rival(game, faction, f))
    best, most = None, 0
    for origin in move.origins(game, faction):
        cl = game.state.clearings[origin]
        guard = 1 if any(f == faction for f, _ in cl.buildings + cl.tokens) else 0
        count = min(pieces.free_warriors(game, faction, origin, moving=True), cl.warriors[faction] - guard)
        if count < SMUGGLED_WARRIORS or targets_near(origin):
            continue
        for dest in move.destinations(game, faction, origin):
            near = targets_near(dest)
            if near > most:
                best, most = [f"clearing:{origin}", f"clearing:{dest}", f"count:{count}"], near
    return best


def advise_smuggle(bot, game, decision):
    """The bot's Daylight menu (`bots.hireling_action`): the Smugglers' battle when `smuggled_battle` finds one worth
    it, else their move when `smuggled_move` finds one; else None (the menu's own answer)."""
    for action, plan in (("battle", smuggled_battle), ("move", smuggled_move)):
        option = f"{cards.EXTRA_PREFIX}hireling:{ID}:{action}"
        if bot.has(decision, option):
            steps = plan(bot, game)
            if steps is not None:
                bot.plan["smuggle"] = steps
                return option
    return None


def _planned(shared):
    """Advice for one question of the smuggled move or battle: the first planned answer offered (those before it
    dropped), else the `shared` advice (`rootcore.bots`)."""
    def advise(bot, game, decision):
        steps = bot.plan.get("smuggle", [])
        for i, step in enumerate(steps):
            if bot.has(decision, step):
                del steps[:i + 1]
                return step
        return shared(bot, game, decision)
    return advise


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, FlameBearers, CONTENT)
    registry.add_bot_advice_table(ID, {
        "setup": bots.advise_rival_clearing, "hired": bots.advise_rival_clearing,
        "place": bots.advise_rival_clearing, "spread": bots.advise_rival_clearing, "burn": advise_burn,
        "ability": advise_smuggle, "smuggle.move.origin": _planned(bots.advise_move_origin),
        "smuggle.move.destination": _planned(bots.advise_rival_clearing),
        "smuggle.move.count": _planned(bots.advise_most),
        "smuggle.battle.clearing": _planned(bots.advise_battle_clearing),
        # the Vagabond's battle asks only the defender, under the kind itself (9.5.2)
        "smuggle.battle.defender": _planned(bots.advise_defender), "smuggle.battle": _planned(bots.advise_defender)})
