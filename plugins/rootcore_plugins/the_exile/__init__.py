"""The Exile / the Brigand hireling (content/hirelings/the_exile.toml; Law Appendix E). The card's sides as rootcore
reads them (the file's notes say where the reading is ours):

- promoted, the Exile: a pawn set up in any forest (A.6.3) and the three Club items on the card. Any player with
  faction pieces in a clearing its forest touches may put an item of their Crafted Items box on the card, to draw a
  card and score a point (an ability, E.2.2, offered in their Daylight menus and in their Birdsong and Evening once
  the phase's start effects are over, before its steps: `rootcore_phase_open`, Law 1.4.1). Once in its controller's
  Daylight (E.2.4), again and again: exhaust one item on the card to move to an adjacent forest, or two to battle in
  a clearing its forest touches; then every item is refreshed. In battle it rolls up to as many hits as the card
  holds items (4.3.2.I), and each hit it takes exhausts an item, or removes an exhausted one (G.1.22) when none is
  face up;
- demoted, the Brigand: the "R" items go under the ruins at setup (as 9.3.4). Its controller, each once in their
  Daylight: takes the item of a ruin in a clearing where they have pieces (`Faction.gain_item`), the ruin going with
  its last item; and exhausts an item of their Crafted Items box to take a random card from a player with pieces in
  a clearing where they have pieces.

The Exile battles from outside the clearing: it answers the core's `Faction.fights_from_outside`, finds its clearings
of battle itself (`battle.take_battle(..., where=...)`) and gives its own `max_rolled_hits` and `take_hits`.

State (`game.state.factions["the_exile"].data`, beside the core's side, controller and control): `location`
(`{"forest": "f3"}`, or None off the map), `ready` and `exhausted` (the item kinds on the card, face up and
exhausted), `box` (items of the card not in play: the Clubs on the Brigand side, the "R" items it may put under the
ruins) and `exhausted_crafted` (player -> item -> copies the Brigand exhausted in that player's Crafted Items box).
"""
from __future__ import annotations

from collections import Counter

from rootcore import (Decision, Hireling, Option, ask_clearing, bots, faction_options, fixed_option, forest_options,
                      hookimpl)
from rootcore.rules import battle, cards, craft, scoring
from rootcore.rules.pieces import ruins_after_taking

CONTENT = "rootcore_content:hirelings/the_exile.toml"
ID = "the_exile"
PAWN = "pawn"
CLUB = "club"
MOVE_COST, BATTLE_COST = 1, 2  # items exhausted (the card)
AID_VP, AID_DRAW = 1, 1
BRIGAND_ACTIONS = ("ruin", "steal")  # each once per Daylight (E.2.4)
_DONE = fixed_option("done", "Stop: refresh the items on the card")
_MOVE = fixed_option("move", f"Exhaust {MOVE_COST} item to move to an adjacent forest")
_BATTLE = fixed_option("battle", f"Exhaust {BATTLE_COST} items to battle in a clearing next to the forest")
_NO_AID = fixed_option("pass", "Don't give an item")


class Exile(Hireling):
    pieces_named = {"pawn": "pawn"}  # its rules place these (checked when the card is built)
    def __init__(self, spec, definition):
        super().__init__(spec, definition)
        self._aid_option = Option(f"hireling:{ID}:aid", "The Exile: put a crafted item on the card (draw, 1 VP)")
        self._brigand_options = {name: Option(f"hireling:{ID}:{name}", label) for name, label in (
            ("ruin", "The Brigand: take an item from a ruin"),
            ("steal", "The Brigand: exhaust a crafted item to take a random card"))}

    # -- state ---------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        box = Counter(game.deck.definition.ruin_items)
        box[CLUB] += self.board.data["clubs"]
        fs.data.update(location=None, ready=[], exhausted=[], box=dict(box), exhausted_crafted={})

    def init_scenario(self, game, fs, data: dict) -> None:
        """Scenario data: `forest` (the pawn's forest, taken from the supply), `items` (the card's items, an
        exhausted one written "kind:exhausted"; Clubs come out of the box) and `exhausted_crafted`."""
        from rootcore.scenario import ScenarioError
        data = dict(data)
        forest = data.pop("forest", None)
        if forest is not None:
            if forest not in game.board.forests or not fs.supply.get(PAWN):
                raise ScenarioError(f"{self.id}: cannot put the pawn in forest {forest!r}")
            fs.supply[PAWN] -= 1
            fs.data["location"] = {"forest": forest}
        for entry in data.pop("items", []):
            kind, _, state = entry.partition(":")
            (fs.data["exhausted"] if state == "exhausted" else fs.data["ready"]).append(kind)
            if kind == CLUB and fs.data["box"].get(CLUB):
                fs.data["box"][CLUB] -= 1
        fs.data["exhausted_crafted"] = data.pop("exhausted_crafted", {})
        if data:
            raise ScenarioError(f"{self.id}: unknown scenario data {sorted(data)} (forest, items, exhausted_crafted)")

    def forest(self, game) -> str | None:
        """The Exile's forest, or None while the pawn is off the map."""
        location = game.state.factions[self.id].data["location"]
        return location["forest"] if location else None

    def items(self, game) -> tuple[list[str], list[str]]:
        """The item kinds on the card: (face up, exhausted)."""
        data = game.state.factions[self.id].data
        return data["ready"], data["exhausted"]

    def pieces_held(self, game) -> dict[str, int]:
        """The pawn in a forest is on the map in no clearing (as the Vagabond's, 9.3.2): counted here (1.5.1)."""
        return {PAWN: 1} if self.forest(game) else {}

    def items_held(self, game) -> dict[str, int]:
        """The items on the card and in its box, for item conservation."""
        data = game.state.factions[self.id].data
        held = Counter(data["ready"]) + Counter(data["exhausted"]) + Counter(data["box"])
        return dict(held)

    # -- the Exile (promoted): setup, the Daylight action ---------------------------------------------------------

    def setup_promoted(self, game, player):
        data = game.state.factions[self.id].data
        data["ready"] += [CLUB] * data["box"].pop(CLUB, 0)
        forests = sorted(game.board.forests)
        if forests:
            chosen = yield Decision(self.id, f"{ID}.setup", "Place the Exile in which forest?", forest_options(forests))
            self._enter(game, chosen.data["forest"], None)

    def _enter(self, game, forest: str, origin: str | None) -> None:
        fs = game.state.factions[self.id]
        if origin is None:
            fs.supply[PAWN] -= 1
        fs.data["location"] = {"forest": forest}
        game.event("pawn_moved", faction=self.id, origin=origin, destination=forest)

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and bool(self._moves(game) or self._battles(game))

    def _moves(self, game) -> tuple[str, ...]:
        """The forests the Exile may move to now: those adjacent to its own (2.4.1), with a face-up item to pay."""
        forest = self.forest(game)
        if forest is None or len(self.items(game)[0]) < MOVE_COST:
            return ()
        return game.board.forest_adjacent[forest]

    def _battles(self, game) -> list[int]:
        """The clearings the Exile may battle in now: those its forest touches with a defender, with two face-up
        items to pay."""
        forest = self.forest(game)
        if forest is None or len(self.items(game)[0]) < BATTLE_COST:
            return []
        return [c for c in game.board.forests[forest] if battle.defenders(game, self.id, c)]

    def daylight_promoted(self, game, player):
        while True:
            options = ([_MOVE] if self._moves(game) else []) + ([_BATTLE] if self._battles(game) else [])
            if not options:
                break
            chosen = yield Decision(self.id, f"{ID}.action", "The Exile: move, battle, or stop?", options + [_DONE])
            if chosen.id == "done":
                break
            if chosen.id == "move":
                yield from self._move(game)
            else:
                where = self._battles(game)
                self._exhaust(game, BATTLE_COST)
                yield from battle.take_battle(game, self.id, kind=f"{ID}.battle", where=where)
        self._refresh(game)

    def _move(self, game):
        here = self.forest(game)
        near = self._moves(game)
        self._exhaust(game, MOVE_COST)
        chosen = yield Decision(self.id, f"{ID}.forest", f"Move the Exile from forest {here} to which forest?",
                                forest_options(near))
        self._enter(game, chosen.data["forest"], here)

    def _exhaust(self, game, n: int) -> None:
        ready, exhausted = self.items(game)
        for _ in range(n):
            item = ready.pop(0)
            exhausted.append(item)
            game.event("item_exhausted", faction=self.id, item=item, reason=ID)

    def _refresh(self, game) -> None:
        """The card: when the controller is done, every item on it is refreshed."""
        ready, exhausted = self.items(game)
        if exhausted:
            ready += exhausted
            exhausted.clear()
            game.event("items_refreshed", faction=self.id)

    # -- the Exile in battle (4.3) -----------------------------------------------------------------------------------

    def fights_from_outside(self, game, clearing: int) -> bool:
        """It battles a clearing its forest touches, with the items on the card."""
        forest = self.forest(game)
        return forest is not None and clearing in game.board.forests[forest] and any(self.items(game))

    def max_rolled_hits(self, game, clearing: int) -> int:
        """The card: up to as many rolled hits as items on the card, face up or exhausted (4.3.2.I)."""
        if self.fights_from_outside(game, clearing):
            ready, exhausted = self.items(game)
            return len(ready) + len(exhausted)
        return super().max_rolled_hits(game, clearing)

    def take_hits(self, game, clearing: int, hits: int, remover, cause: str):
        """The card: each hit exhausts a face-up item, or removes an exhausted one permanently (G.1.22) when none is
        face up. No piece is removed, so there is no Removal."""
        ready, exhausted = self.items(game)
        removed = game.state.removed_items
        for _ in range(hits):
            if ready:
                item = ready.pop(0)
                exhausted.append(item)
                game.event("item_exhausted", faction=self.id, item=item, reason=cause)
            elif exhausted:
                item = exhausted.pop(0)
                removed[item] = removed.get(item, 0) + 1
                game.event("item_removed", faction=self.id, item=item, reason=cause)
        yield from ()  # a generator of decisions (`Faction.take_hits`), asking none
        return []

    # -- the Exile: any player's aid (an ability, E.2.2) -----------------------------------------------------------

    def can_aid(self, game, player: str) -> bool:
        """Whether `player` may put an item on the card now: the Exile on the map, an item in their Crafted Items
        box and a faction piece in a clearing its forest touches."""
        if not self.promoted(game) or not game.state.factions[player].crafted_items:
            return False
        forest = self.forest(game)
        clearings = game.state.clearings
        return forest is not None and any(clearings[c].has_any(player) for c in game.board.forests[forest])

    def _aid(self, game, player: str, optional: bool):
        """`player` puts a copy of their Crafted Items box on the card, keeping its state, then draws and scores.
        Returns whether they did."""
        options = craft.crafted_item_options(game, player)
        chosen = yield Decision(player, f"{ID}.aid", "Put which crafted item on the Exile's card (draw a card, "
                                f"{AID_VP} VP)?", options + ([_NO_AID] if optional else []))
        if chosen.id == "pass":
            return False
        item, was_exhausted = chosen.data["item"], chosen.data["exhausted"]
        craft.take_crafted_item(game, player, item, was_exhausted, self.id)
        ready, exhausted = self.items(game)
        (exhausted if was_exhausted else ready).append(item)
        game.event("exile_aided", faction=player, item=item)
        cards.draw(game, player, AID_DRAW)
        scoring.score(game, player, AID_VP, "aided the Exile")
        return True

    def _aid_from_menu(self, game, player: str, option):
        yield from self._aid(game, player, optional=False)

    def _aid_offers(self, game, player: str):
        """In a phase's open window: offered again after each item given, until the player stops."""
        while self.can_aid(game, player) and (yield from self._aid(game, player, optional=True)):
            pass

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        """The aid, "at any time on their turn": in the first window of Birdsong and of Evening, once the phase's
        start effects are over (Law 1.4.1: the Riverfolk's services, a hireling's start-of-Birdsong action) and before
        its own steps; Daylight offers it in the menus. The hireling's own start of Birdsong (`Hireling`'s
        `rootcore_phase_start`) is kept: it asks the side's Birdsong action, which neither side has (E.2.3)."""
        if not first or phase == "daylight" or not self.can_aid(game, faction):
            return None
        return self._aid_offers(game, faction)

    # -- Daylight menus: the Exile's aid, the Brigand's two actions --------------------------------------------------

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        found = super().rootcore_daylight_options(game, faction)
        if self.promoted(game):
            if self.can_aid(game, faction):
                found = (found or []) + [(self._aid_option, self._aid_from_menu)]
            return found
        if faction != self.controller(game):
            return found
        done = game.state.data.get("turn", {}).get(ID, ())
        for name in BRIGAND_ACTIONS:
            if name not in done and self._brigand_available(game, faction, name):
                found = (found or []) + [(self._brigand_options[name], self._brigand_action)]
        return found

    def _brigand_available(self, game, player: str, name: str) -> bool:
        if name == "ruin":
            return bool(self._ruin_clearings(game, player))
        return bool(self._ready_crafted(game, player)) and bool(self._victims(game, player))

    def _brigand_action(self, game, player: str, option):
        name = option.id.rsplit(":", 1)[1]
        game.state.data.setdefault("turn", {}).setdefault(ID, []).append(name)
        game.event("hireling_action", faction=player, hireling=self.id, action=name)
        if name == "ruin":
            yield from self._take_ruin_item(game, player)
        else:
            yield from self._steal(game, player)

    # -- the Brigand (demoted): setup, the ruin item, the steal -------------------------------------------------------

    def setup_demoted(self, game, player):
        """The "R" items under the ruins, as for a Vagabond (9.3.4), unless some are already there."""
        st = game.state
        if not st.ruin_items:
            box = st.factions[self.id].data["box"]
            items = list(game.deck.definition.ruin_items)
            st.rng.shuffle(items)
            for cid in game.board.clearing_ids:
                for _ in range(st.clearings[cid].ruins):
                    if items:
                        kind = items.pop()
                        st.ruin_items.setdefault(cid, []).append(kind)
                        box[kind] -= 1
            for kind in [k for k, n in box.items() if not n]:
                del box[kind]
        yield from ()

    def _ruin_clearings(self, game, player: str) -> list[int]:
        clearings = game.state.clearings
        return [c for c, stack in sorted(game.state.ruin_items.items()) if stack and clearings[c].has_any(player)]

    def _take_ruin_item(self, game, player: str):
        where = self._ruin_clearings(game, player)
        clearing = yield from ask_clearing(player, f"{ID}.ruin", "The Brigand: take the item of the ruin in which "
                                           "clearing?", where)
        st = game.state
        stack = st.ruin_items[clearing]
        kind = stack.pop()
        if not stack:  # the last item: the ruin goes, opening its slot (2.2.3)
            del st.ruin_items[clearing]
            ruins_after_taking(game, clearing, max(0, st.clearings[clearing].ruins - 1))  # none below none
        game.event("brigand_ruin_item", faction=player, clearing=clearing, item=kind)
        yield from game.factions[player].gain_item(game, kind, ruin=True)

    def _ready_crafted(self, game, player: str) -> list[str]:
        """The kinds of face-up items in `player`'s Crafted Items box (none exhausted by any effect)."""
        return sorted(craft.ready_crafted_items(game, player))

    def _victims(self, game, player: str) -> list[str]:
        """Other players holding cards with faction pieces in a clearing where `player` has faction pieces."""
        st = game.state
        shared = [cl for cl in st.clearings.values() if cl.has_any(player)]
        return [p for p in st.turn_order if p != player and st.factions[p].hand
                and any(cl.has_any(p) for cl in shared)]

    def _steal(self, game, player: str):
        kinds = self._ready_crafted(game, player)
        item = kinds[0]
        if len(kinds) > 1:
            chosen = yield Decision(player, f"{ID}.steal.item", "The Brigand: exhaust which crafted item?",
                                    [Option(f"item:{k}", k, {"item": k}) for k in kinds])
            item = chosen.data["item"]
        counts = game.state.factions[self.id].data["exhausted_crafted"].setdefault(player, {})
        counts[item] = counts.get(item, 0) + 1
        game.event("item_exhausted", faction=player, item=item, reason=ID)
        chosen = yield Decision(player, f"{ID}.steal.victim", "The Brigand: take a random card from whom?",
                                faction_options(self._victims(game, player)))
        cards.take_random_card(game, player, chosen.data["faction"], ID)

    @hookimpl
    def rootcore_crafted_items_exhausted(self, game, faction):
        """The items the Brigand exhausted in `faction`'s Crafted Items box."""
        return game.state.factions[self.id].data["exhausted_crafted"].get(faction) or None

    @hookimpl
    def rootcore_crafted_item_taken(self, game, owner, item, exhausted, taker):
        """An exhausted copy taken out of the box takes its exhaustion along, if the Brigand exhausted it."""
        return craft.count_off_exhausted(game.state.factions[self.id].data["exhausted_crafted"].get(owner, {}), item,
                                         exhausted)


# -- bot advice -----------------------------------------------------------------------------------------------------

def _rivals_around(game, faction: str, forest: str) -> int:
    """Rival pieces (`bots.rival_pieces`) in the clearings `forest` touches: what the Exile there can battle."""
    return sum(bots.rival_pieces(game, faction, c) for c in game.board.forests[forest])


def advise_forest(bot, game, decision):
    """Place or move the Exile next to the most rival pieces."""
    return bot.pick(decision, lambda o: _rivals_around(game, bot.faction, o.data["forest"]))


def advise_action(bot, game, decision):
    """Battle while a rival can be battled; else move toward more rival pieces; else stop."""
    exile = game.factions[ID]
    if bot.has(decision, "battle") and any(bots.rival(game, bot.faction, d) for c in exile._battles(game)
                                           for d in battle.defenders(game, ID, c)):
        return "battle"
    here = exile.forest(game)
    if bot.has(decision, "move") and here is not None and any(
            _rivals_around(game, bot.faction, f) > _rivals_around(game, bot.faction, here) for f in exile._moves(game)):
        return "move"
    return "done"


def advise_ability(bot, game, decision):
    """Take every offer of the card in the menu: the aid (a card and a VP), the ruin item, the steal."""
    prefix = f"{cards.EXTRA_PREFIX}hireling:{ID}:"
    return next((o.id for o in decision.options if o.id.startswith(prefix)), None)


def advise_first(bot, game, decision):
    """Any: the first option that does something (an item given, a ruin chosen)."""
    return next((o.id for o in decision.options if o.id != "pass"), decision.options[0].id)


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, Exile, CONTENT)
    registry.add_bot_advice_table(ID, {
        **bots.HIRELING_BATTLE_ADVICE, "setup": advise_forest, "forest": advise_forest, "action": advise_action,
        "ability": advise_ability, "aid": advise_first, "ruin": bots.advise_rival_clearing,
        "steal.item": advise_first, "steal.victim": bots.advise_defender})
