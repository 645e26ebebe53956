"""The Woodland Alliance (Law 8): sympathy, the Supporters stack, Outrage, Guerrilla War, revolts and bases,
officers and Military Operations.

State (all in `game.state.factions["alliance"]`, so clones and saves carry it):

* `fs.zones["supporters"]`: the Supporters stack, deck cards face down (only the Alliance sees them; the
  others see a count, Law 8.2.3);
* `fs.data["officers"]`: warriors in the Officers box. They are taken out of the warrior supply, and
  `pieces_held` reports them so piece conservation still counts every warrior (Law 1.5.1);
* `fs.data["operations"]`: Military Operations taken so far this Evening (only during Evening).

Bases are three building kinds, `base_fox`, `base_rabbit` and `base_mouse`, each with its printed suit in
the board data; a base off the map sits in the Bases box (the supply). Sympathy tokens wait on the
sympathy track, whose spaces give the spreading cost and the VP.

Scenario data (`rootcore.scenario`, `{"data": {"alliance": {...}}}`):
`{"supporters": ["ambush_fox", "sword"], "officers": 2}` -- supporters are card design ids taken from the
deck (or a number of random cards); officers come out of the warrior supply.
"""
from __future__ import annotations

import functools
from typing import cast

from rootcore import (BoundedCache, Decision, Faction, Option, SharedOptions, clearing_options, hand_question,
                      hookimpl)
from rootcore.components import one_per_suit_issues, piece_issues
from rootcore.rules import battle, cards, craft, hirelings, move, scoring
from rootcore.rules.adjacency import adjacent, printed_paths_only
from rootcore.rules.pieces import (available, place, placement_allowed, remove, resolve_removals, return_pieces,
                                   run_triggered, trigger_removals)
from rootcore.rules.suits import JOIN, counts_as, split

FACTION = "alliance"
SUPPORTERS = "supporters"
SYMPATHY = "sympathy"

# The fixed menu entries, made once: the menus are rebuilt after every action, and options are immutable.
_CRAFT = Option("craft", "Craft a card (8.5.1)")
_MOBILIZE = Option("mobilize", "Mobilize: add a card to the supporters (8.5.2)")
_TRAIN = Option("train", "Train an officer (8.5.3)")
_END_DAYLIGHT = Option("end", "End Daylight")
_DAYLIGHT_ACTIONS = frozenset((_CRAFT.id, _MOBILIZE.id, _TRAIN.id))
_MOVE = Option("move", "Move (8.6.1.I)")
_BATTLE = Option("battle", "Battle (8.6.1.II)")
_RECRUIT = Option("recruit", "Recruit (8.6.1.III)")
_ORGANIZE = Option("organize", "Organize (8.6.1.IV)")
_END_OPERATIONS = Option("end", "End Military Operations")
_NO_SPREAD = Option("pass", "No (more) sympathy")
_NO_REVOLT = Option("pass", "No (more) revolts")
# Spreading sympathy: one shared option per (clearing, cost, suit of the clearing).
_SPREAD_OPTIONS = SharedOptions(lambda key: Option(f"clearing:{key[0]}", "clearing {} ({} {} supporters)".format(*key),
                                                   {"clearing": key[0], "cost": key[1]}))


def _revolt_options(game, found: list[int]) -> list[Option]:
    """The Revolt menu's options for the clearings `Alliance.revolt_clearings` found (a new list)."""
    return clearing_options(found)


def _spread_options(game, found: list[tuple[int, int]]) -> list[Option]:
    """The Spread Sympathy menu's options for the (clearing, cost) pairs `Alliance.spread_clearings` found."""
    suits = game.state.suits
    return [_SPREAD_OPTIONS[c, cost, suits[c]] for c, cost in found]


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each base of `data.bases` is a building of the board, no two are
    printed with one suit (a revolt places the one base matching its clearing, Law 8.4.1.I, III), and sympathy is a
    token (8.2.5) kept on its track with its cost row (8.3.3, 8.5.1), beside warriors (8.5.3). Types are the schema's."""
    bases = board.data["bases"]
    issues = piece_issues(board, label, dict.fromkeys(bases, "building"), at="$.data.bases")
    issues += one_per_suit_issues(label, "$.data.bases", bases, "a revolt places the one {suit} base (Law 8.4.1)")
    return issues + piece_issues(board, label, {"warrior": "warrior", SYMPATHY: "token"}, tracked=(SYMPATHY,),
                                 rows=("cost",))


class Alliance(Faction):
    setup_card_homelands = 0  # what its setup_from_card chooses (Law A.8.2)
    zone_visibility = {SUPPORTERS: "owner"}  # face down: the others see only how many (Law 8.2.3)
    data_issues = staticmethod(data_issues)

    def __init__(self, spec, board):
        super().__init__(spec, board)
        self._token = (self.id, SYMPATHY)  # a sympathy token as clearings list it, made once: looked up often
        # Keys of what this faction keeps in `GameState.building_cache`, made once: menus look them up often.
        self._bases_key = ("alliance.bases", self.id)
        self._sympathy_key = ("alliance.sympathy", self.id)
        self._train_key = ("alliance.train", self.id)
        self._craft_key = ("alliance.craft", self.id)
        # `_spread_candidates` by sympathetic clearings (board order), for the board's own paths: components
        # are built per map (`engine._shared_components`), so the answers hold for every game sharing this one.
        self._near_sympathy = BoundedCache(4096)  # bounded, however large the map

    # -- board data -------------------------------------------------------------------------------------

    @property
    def base_suits(self) -> dict[str, str]:
        """Base kind -> its printed suit (Law 8.2.4)."""
        return dict(self._bases)

    @functools.cached_property
    def _bases(self) -> dict[str, str]:
        """`base_suits` built once (board data never changes); callers only read it."""
        return dict(self.board.data["bases"])

    @functools.cached_property
    def _base_by_suit(self) -> dict[str, str]:
        """Printed suit -> the first base kind of that suit, built once (what `base_of_suit` answers)."""
        out: dict[str, str] = {}
        for kind, suit in self._bases.items():
            out.setdefault(suit, kind)
        return out

    def base_of_suit(self, suit: str) -> str | None:
        return self._base_by_suit.get(suit)

    @functools.cached_property
    def sympathy_track(self):
        """The sympathy track of the faction board (board data never changes)."""
        return self.board.tracks[SYMPATHY]

    # -- state helpers ------------------------------------------------------------------------------------

    def supporters(self, game) -> list[int]:
        return game.state.factions[self.id].zones[SUPPORTERS]

    def officers(self, game) -> int:
        return game.state.factions[self.id].data.get("officers", 0)

    def bases_on_map(self, game) -> list[tuple[int, str]]:
        """(clearing, base kind) of every base on the map."""
        return list(self._kept_bases(game))

    def _kept_bases(self, game) -> list[tuple[int, str]]:
        """`bases_on_map`, kept until buildings change (menus ask often); callers only read it."""
        cache = game.state.building_cache()
        bases: list[tuple[int, str]] | None = cache.get(self._bases_key)
        if bases is None:
            kinds = self._bases
            me = self.id
            cache[self._bases_key] = bases = []  # plain loops: a comprehension costs a call of its own
            for cid, cl in game.state.clearings.items():
                for owner, kind in cl.buildings:
                    if owner == me and kind in kinds:
                        bases.append((cid, kind))
        return bases

    def has_base_on_map(self, game) -> bool:
        """Whether `bases_on_map` is not empty."""
        return bool(self._kept_bases(game))

    def is_sympathetic(self, game, clearing: int) -> bool:
        """Law 8.2.5.II: a clearing with a sympathy token."""
        return self._token in game.state.clearings[clearing].tokens

    def sympathetic_clearings(self, game) -> list[int]:
        """Clearings with a sympathy token, in board order."""
        return list(self._kept_sympathetic(game))

    def _kept_sympathetic(self, game) -> list[int]:
        """`sympathetic_clearings`, kept until tokens change (menus ask often); callers only read it."""
        cache = game.state.building_cache()
        found = cache.get(self._sympathy_key)
        if found is None:
            token = self._token
            found = cache[self._sympathy_key] = []  # a plain loop: a comprehension costs a call of its own
            for cid, cl in game.state.clearings.items():
                if token in cl.tokens:
                    found.append(cid)
        return found

    def capacity(self, game) -> int | None:
        """Law 8.2.3.I: five supporters while no base is on the map, else no limit (None)."""
        return None if self._kept_bases(game) else self._stack_limit

    @functools.cached_property
    def _stack_limit(self) -> int:
        """The stack's limit while no base is on the map (Law 8.2.3.I; board data, read once)."""
        return self.board.data.get("supporters_capacity", 5)

    def next_sympathy_index(self, game) -> int:
        """Index on the sympathy track of the next token to place (the leftmost one left)."""
        return self.sympathy_track.spaces - game.state.factions[self.id].tracks[SYMPATHY]

    # -- state and scenarios -------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # supply: 10 warriors, 3 bases (8.3.1, 8.3.2); track: 10 sympathy (8.3.3)
        fs.zones[SUPPORTERS] = []
        fs.data["officers"] = 0

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        supporters = data.pop("supporters", [])
        officers = int(data.pop("officers", 0))
        fs.data.update(data)
        if isinstance(supporters, int):
            fs.zones[SUPPORTERS] = [game.state.deck.pop() for _ in range(supporters)]
        else:
            fs.zones[SUPPORTERS] = take_cards(game, supporters)
        if officers < 0 or fs.supply.get("warrior", 0) < officers:
            raise ScenarioError(f"alliance: {officers} officers asked but only {fs.supply.get('warrior', 0)} "
                                f"warriors are left in the supply")
        fs.supply["warrior"] -= officers
        fs.data["officers"] = officers

    def pieces_held(self, game) -> dict[str, int]:
        """Officers are warriors kept in the Officers box (Law 8.4.1.III, 8.5.3)."""
        return {"warrior": self.officers(game)}

    # -- setup (Law 8.3) --------------------------------------------------------------------------------------

    def setup_from_card(self, game):
        """Law A.8.2: the Alliance's faction setup card ([setup_card] of the board) puts nothing on the map and asks
        what the standard setup does (8.3); no homeland."""
        return self.setup(game)

    def setup(self, game):
        # 8.3.1-8.3.3 are init_state; 8.3.4: three cards from the deck, face down, onto the stack.
        for _ in range(self.board.data.get("setup_supporters", 3)):
            self.draw_supporter(game, "setup")
        return
        yield  # a generator that asks nothing

    # -- the Supporters stack (Law 8.2.3) --------------------------------------------------------------------

    def gain_supporter(self, game, card: int, reason: str, **known) -> bool:
        """Add `card` to the stack; if the stack is full, the card is discarded instead (8.2.3.I). `known`: keys
        for the event of a card added face down (`unseen`: what the others learn, `rootcore.knowledge`)."""
        stack = self.supporters(game)
        # `capacity`, asking about bases only when the stack is full: most cards gained find room.
        if len(stack) >= self._stack_limit and not self._kept_bases(game):
            cards.discard(game, card)
            game.event("supporter_discarded", faction=self.id, card=card, reason=reason)
            return False
        stack.append(card)
        game.event("supporter_gained", faction=self.id, reason=reason, count=len(stack), **known)
        return True

    def draw_supporter(self, game, reason: str) -> bool:
        """Draw the top card of the deck onto the stack (reshuffling as Law 2.1 asks)."""
        st = game.state
        if not st.deck:
            cards.reshuffle(game)
            if not st.deck:
                return False  # every card is held somewhere: nothing to draw (1.5.4)
        card = st.deck.pop()
        if not st.deck:
            cards.reshuffle_if_empty(game)  # at once, or at the next draw under the earlier Law (2.1.2 of 000)
        return self.gain_supporter(game, card, reason)

    def discard_supporter(self, game, card: int, reason: str, spent: bool = False) -> None:
        """Move a supporter to the discard pile (spent for its suit, or discarded). Supporters leave together,
        so the caller forms an empty deck again once they are all down (`cards.reshuffle_if_empty`, 2.1)."""
        self.supporters(game).remove(card)
        cards.discard(game, card, reshuffle_now=False)
        game.event("supporter_spent" if spent else "supporter_discarded", faction=self.id, card=card,
                   reason=reason)

    def matching_supporters(self, game, suit: str) -> list[int]:
        """Supporters that can be spent as `suit` (their own suit, birds wild, Law 8.2.3 and 2.1.1)."""
        return cards.matching_in_play(game, self.supporters(game), suit)  # in play: birds wild (set_birds_wild)

    def spend_supporters(self, game, suit: str, count: int, kind: str, why: str):
        """Spend `count` supporters matching `suit`; the Alliance picks which when it has a choice."""
        concealed = game.definition.hands_concealed
        for spent in range(count):
            matching = self.matching_supporters(game, suit)
            # Every matching card must go: nothing to choose, and nothing asked unless the supporters are
            # concealed from the others (1.2.1: being asked must not tell them how many could pay).
            if len(matching) <= count - spent and not concealed:
                for card in matching:
                    self.discard_supporter(game, card, why, spent=True)
                break
            chosen = yield from cards.choose_from_hand(
                game, self.id, kind, f"{why}: spend which supporter as {suit} ({count - spent} left to spend)?",
                cards.design_options(game, sorted(matching), "supporter"), self.supporters(game))
            self.discard_supporter(game, chosen.data["card"], why, spent=True)
        cards.reshuffle_if_empty(game)  # the cards spent together reach the pile together (2.1)

    def discard_supporters_down_to(self, game, limit: int, reason: str):
        """Discard supporters of the Alliance's choice until `limit` remain (Law 8.2.4)."""
        while len(self.supporters(game)) > limit:
            stack = self.supporters(game)
            chosen = yield from cards.choose_from_hand(
                game, self.id, "alliance.discard_supporter",
                f"Discard supporters down to {limit} ({len(stack)} on the stack)",
                cards.design_options(game, sorted(stack), "supporter"), stack)
            self.discard_supporter(game, chosen.data["card"], reason)
        cards.reshuffle_if_empty(game)

    # -- abilities (Law 8.2) -------------------------------------------------------------------------------

    @hookimpl
    def rootcore_high_roll(self, game, battle):
        """Guerrilla War (Law 8.2.2): as defender, the Alliance takes the higher roll."""
        return "defender" if battle.defender == self.id else None

    @hookimpl
    def rootcore_can_place(self, game, faction, piece, clearing):
        """Law 8.2.5.I: at most one sympathy token per clearing."""
        # `is_sympathetic`, inlined: every placement by anyone asks.
        if piece == SYMPATHY and faction == self.id and self._token in game.state.clearings[clearing].tokens:
            return False
        return None

    @hookimpl
    def rootcore_moved(self, game, faction, origin, destination, pieces):
        """Outrage (Law 8.2.6): another player moved warriors into a sympathetic clearing. The Vagabond moving
        Allied warriors (9.2.9.II.b) owes it, even when they are the Alliance's own: the published Root FAQ says so
        (https://github.com/Vagabottos/root/blob/master/src/assets/i18n/faq/en-US.yml, Vagabond section)."""
        if faction == self.id or not self.is_sympathetic(game, destination):
            return None
        if not pieces.get("warrior"):
            return None  # a pawn alone (the Vagabond) is not a warrior; Allied warriors he moves are (E.3.7)
        player = hirelings.player_of(game, faction)  # a hireling's warriors: its controller moved them (E.3.7)
        if player is None or player == self.id:
            return None
        return self.outrage(game, player, destination, "move")

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Removing Bases (Law 8.2.4) and Outrage when another player removes a sympathy token (8.2.6)."""
        if removal.owner != self.id:
            return None
        bases = []  # each base removed, by kind; a plain loop: a comprehension costs a call of its own
        for kind, n in sorted(removal.counts.items()):
            if kind in self._bases:
                bases += [kind] * n
        outrages = 0
        remover = removal.remover and hirelings.player_of(game, removal.remover)  # a hireling's: its controller's
        if remover is not None and remover != self.id:
            outrages = removal.counts.get(SYMPATHY, 0)
        if not bases and not outrages:
            return None
        return self._after_removal(game, removal, bases, outrages, remover or "")

    def _after_removal(self, game, removal, bases: list[str], outrages: int, remover: str):
        """Removing Bases and the Outrage of `remover` (the player removing sympathy; "" when there is none), in
        the order the chooser says."""
        bases_first = True
        if bases and outrages:
            # Both are triggered by the Alliance's pieces being removed: in battle the Alliance, as the side
            # taking hits, orders them (4.3.4); otherwise the player taking the turn does (1.1.3).
            chooser = battle.orders_effects(game, self.id) if removal.cause in ("battle", "ambush") \
                else game.state.current_faction
            chosen = yield Decision(chooser, "alliance.removal_order",
                                    f"Base and sympathy removed in clearing {removal.clearing}: resolve which first?",
                                    [Option("bases_first", "Removing Bases (8.2.4) first"),
                                     Option("outrage_first", "Outrage (8.2.6) first")])
            bases_first = chosen.id == "bases_first"
        if not bases_first:
            for _ in range(outrages):
                yield from self.outrage(game, remover, removal.clearing, "removal")
        for kind in bases:
            yield from self.base_removed(game, kind)
        if bases_first:
            for _ in range(outrages):
                yield from self.outrage(game, remover, removal.clearing, "removal")

    def outrage(self, game, player: str, clearing: int, cause: str):
        """Law 8.2.6: `player` gives a card matching the clearing (birds count, and must be given when
        nothing else matches, 2.1.1.I) to the stack; with none, they show their hand to the Alliance and the
        Alliance draws a card onto the stack. Stack capacity applies either way (8.2.3.I)."""
        suit = game.state.suits[clearing]
        hand = game.state.factions[player].hand
        game.event("outrage", faction=player, clearing=clearing, suit=suit, cause=cause)
        matching = cards.matching(game, hand, suit)
        if matching:
            chosen = yield from cards.choose_from_hand(
                game, player, "alliance.outrage",
                f"Outrage in clearing {clearing}: add a {suit} card to the Alliance's supporters",
                cards.design_options(game, sorted(matching), "card"))
            card = chosen.data["card"]
            hand.remove(card)
            # The giver and the Alliance know which card is face down on the stack (1.2.1; rootcore.knowledge).
            game.event("card_given", faction=player, to=[player, self.id], other=self.id, card=card,
                       held_by=self.id, place=SUPPORTERS, reason="outrage")
            self.gain_supporter(game, card, "outrage")
        else:
            game.event("hand_shown", faction=player, to=self.id, cards=list(hand), held_by=player, reason="outrage")
            self.draw_supporter(game, "outrage")

    def base_removed(self, game, kind: str):
        """Law 8.2.4: discard the supporters matching the base's printed suit (birds too), lose half the
        officers rounded up; with no base left on the map, keep at most five supporters."""
        fs = game.state.factions[self.id]
        suit = self._bases[kind]
        for card in self.matching_supporters(game, suit):
            self.discard_supporter(game, card, "base_removed")
        cards.reshuffle_if_empty(game)
        lost = (self.officers(game) + 1) // 2
        fs.data["officers"] -= lost
        return_pieces(game, self.id, "warrior", lost)  # to the supply, or wherever removed warriors go (G.1.22)
        game.event("officers_removed", faction=self.id, count=lost, base=kind)
        limit = self.capacity(game)  # with no base left on the map, the stack has a limit again (8.2.3.I)
        if limit is not None:
            yield from self.discard_supporters_down_to(game, limit, "base_removed")

    # -- Birdsong (Law 8.4) --------------------------------------------------------------------------------

    def birdsong(self, game):
        # Both menus depend on the face-down supporters: with hands concealed they are asked whenever the others
        # cannot tell that no supporters could pay, passing being the only answer when none can (1.2.1). One loop
        # serves both menus, inline: no generator or closure of its own in a step of every Alliance turn.
        concealed = game.definition.hands_concealed
        for kind, prompt, clearings, options_of, stop, act in (
                ("alliance.revolt", "Revolt in which clearing?", self.revolt_clearings, _revolt_options, _NO_REVOLT,
                 self.revolt),  # 8.4.1 Revolt
                ("alliance.spread", "Spread sympathy to which clearing?", self.spread_clearings, _spread_options,
                 _NO_SPREAD, self.spread)):  # 8.4.2 Spread Sympathy
            while True:  # any number of times
                options = options_of(game, clearings(game))
                if not options and not (concealed and clearings(game, as_others_see=True)):
                    break
                options.append(stop)
                question = hand_question(game, self.id, kind, prompt, options, self.supporters(game))
                if question is None:
                    break
                chosen = yield question
                if chosen.id == stop.id:
                    break
                yield from act(game, chosen.data["clearing"])

    def revolt_clearings(self, game, as_others_see: bool = False) -> list[int]:
        """Law 8.4.1.I-II: sympathetic clearings matching a base in the Bases box, with two matching
        supporters to spend. Room for the base is no prerequisite: placing it is part of the effect (III),
        done as far as possible (1.5.4), so where no slot is left (2.2.3) the revolt goes on without it.
        `as_others_see`: the clearings where a revolt may be possible for all the other players know, who see
        only the number of supporters (8.2.3)."""
        cost = self.board.data.get("revolt_cost", 2)
        me = self.id
        st = game.state
        if len(self.supporters(game)) < cost:  # too few supporters: no clearing can revolt
            return []
        # The suits whose base is in the Bases box, found once for this listing (with none, no clearing can);
        # a plain loop: a comprehension costs a call of its own.
        ready = []
        for suit, base in self._base_by_suit.items():
            if available(game, me, base):
                ready.append(suit)
        if not ready:
            return []
        paying: dict[str, int] = {}  # supporters that can pay, by suit: counted once per suit for this listing
        out = []
        for cid in self._kept_sympathetic(game):
            suit = st.suits[cid]
            if JOIN in suit:  # a clearing of several suits (the Lost City) revolts as any of them
                if self._revolt_suits(game, cid, ready, cost, as_others_see):
                    out.append(cid)
                continue
            if suit not in ready:
                continue
            if suit not in paying:
                paying[suit] = cost if as_others_see else len(self.matching_supporters(game, suit))
            if paying[suit] < cost:
                continue
            out.append(cid)
        return sorted(out)

    def _revolt_suits(self, game, cid: int, ready, cost: int, as_others_see: bool = False) -> list[str]:
        """The suits `cid` may revolt as: each of its suits (several in the Lost City) with its base `ready` and
        `cost` supporters matching it."""
        return [suit for suit in split(game.state.suits[cid]) if suit in ready
                and (as_others_see or len(self.matching_supporters(game, suit)) >= cost)]

    def revolt(self, game, cid: int):
        cost = self.board.data.get("revolt_cost", 2)
        # One suit, or in a clearing of several (the Lost City) those with a base ready and supporters to pay
        ready = [s for s, base in self._base_by_suit.items() if available(game, self.id, base)]
        suits = self._revolt_suits(game, cid, ready, cost)
        suit = suits[0]
        if len(suits) > 1:  # the clearing is each of them: the Alliance picks the base (Lost City, Appendix F)
            suit = (yield Decision(self.id, "alliance.revolt.suit", f"Revolt in clearing {cid} as which suit?",
                                   [Option(f"suit:{s}", s, {"suit": s}) for s in suits])).data["suit"]
        base = cast(str, self.base_of_suit(suit))  # `revolt_clearings` offers only suits with a base
        yield from self.spend_supporters(game, suit, cost,
                                         "alliance.revolt.supporter", "Revolt")  # 8.4.1.II
        game.event("revolt", faction=self.id, clearing=cid, base=base)
        removals = yield from battle.remove_enemy_pieces(game, self.id, cid, "revolt")  # 8.4.1.III, scoring 3.2.1
        # Law 1.4.2: what the removals trigger (Field Hospitals, Trade Disruption...) waits until the revolt is over;
        # what they change at once (a face-up snare gone, and its ban on placing) holds for the placing below.
        triggered = trigger_removals(game, removals)
        place(game, self.id, base, cid)  # none when no slot is open (2.2.3, 1.5.4): it stays in the Bases box
        printed = self._bases[base]
        count = sum(1 for c in self._kept_sympathetic(game) if counts_as(game.state.suits[c], printed))
        place(game, self.id, "warrior", cid, count)  # the most possible (1.5.4)
        self.add_officer(game, "revolt")
        yield from run_triggered(game, triggered)

    def add_officer(self, game, reason: str) -> bool:
        """Move a warrior from the supply to the Officers box, if one is left (1.5.4)."""
        fs = game.state.factions[self.id]
        if not fs.supply.get("warrior", 0):
            return False
        fs.supply["warrior"] -= 1
        fs.data["officers"] = self.officers(game) + 1
        game.event("officer", faction=self.id, count=fs.data["officers"], reason=reason)
        return True

    def sympathy_cost(self, game, cid: int) -> int:
        """Law 8.4.2.II: the cost over the next token, plus one for Martial Law (8.4.2.II.a)."""
        return self.sympathy_track.cost[self.next_sympathy_index(game)] + self._martial_law(game, cid)

    def _martial_law(self, game, cid: int) -> int:
        """Law 8.4.2.II.a: one more supporter where another player has three or more warriors. The warriors of a
        hireling the Alliance controls are no other player's (E.3.3: nor its own faction's); another player's
        hireling, or one in the supply, counts as before (the Law does not say: a reading)."""
        need = self._martial_law_warriors
        me = self.id
        for f, n in game.state.clearings[cid].warriors.items():  # a plain loop: spreading asks per clearing
            if n >= need and f != me and not (f in game.definition.hirelings and hirelings.controller(game, f) == me):
                return 1
        return 0

    @functools.cached_property
    def _martial_law_warriors(self) -> int:
        """How many warriors of another player bring Martial Law (board data, read once)."""
        return self.board.data.get("martial_law_warriors", 3)

    def spread_clearings(self, game, as_others_see: bool = False) -> list[tuple[int, int]]:
        """Law 8.4.2.I: (clearing, cost) of each unsympathetic clearing adjacent to a sympathetic one (any
        clearing when none is sympathetic) where a token may be placed and the supporters can pay.
        `as_others_see`: where spreading may be possible for all the other players know, who see only the number
        of supporters (8.2.3)."""
        if not available(game, self.id, SYMPATHY):
            return []
        base_cost = self.sympathy_track.cost[self.next_sympathy_index(game)]  # `sympathy_cost` without Martial Law
        stack = self.supporters(game)
        if len(stack) < base_cost:  # no suit can pay: skip the scan
            return []
        candidates = self._spread_candidates(game)
        if not candidates:
            return []
        deck = game.cards
        by_suit: dict[str, int] = {}  # supporters by suit, counted once for this listing
        for card in stack:
            suit = deck[card].suit
            by_suit[suit] = by_suit.get(suit, 0) + 1
        birds = by_suit.get("bird", 0)
        st = game.state
        me = self.id
        out = []
        for cid in candidates:
            suit = st.suits[cid]
            # `matching_supporters` counted: the suit's own cards, and birds for any other suit (2.1.1); in a clearing
            # of several suits (the Lost City), the cards of each
            own = by_suit.get(suit, 0) if JOIN not in suit else sum(by_suit.get(s, 0) for s in split(suit))
            paying = len(stack) if as_others_see else own + (birds if suit != "bird" else 0)
            if paying < base_cost:  # too few supporters whatever the cost here: skip the other checks
                continue
            cost = base_cost + self._martial_law(game, cid)
            if paying >= cost and placement_allowed(game, me, SYMPATHY, cid):
                out.append((cid, cost))
        return out

    def _spread_candidates(self, game) -> list[int]:
        """The unsympathetic clearings adjacent to a sympathetic one (every clearing when none is
        sympathetic, 8.4.2.I), in board order; callers only read it."""
        sympathetic = self._kept_sympathetic(game)
        if not sympathetic:
            return list(game.board.clearing_ids)
        if not printed_paths_only(game, self.id):  # paths may change for the Alliance: work it out each time
            me = self.id
            near = set(sympathetic)
            return [c for c in game.board.clearing_ids if c not in near
                    and not near.isdisjoint(adjacent(game, c, me))]
        # With the board's own paths the answer depends on the sympathy tokens alone: kept per set of them.
        key = tuple(sympathetic)
        kept = self._near_sympathy
        found = kept.get(key)
        if found is None:
            found = kept.keep(key, self._board_neighbours(game, key))
        return found

    @staticmethod
    def _board_neighbours(game, sympathetic: tuple[int, ...]) -> list[int]:
        """The clearings next to `sympathetic` by the board's paths (which go both ways), outside it."""
        board_adjacent = game.board.adjacent
        near = set()
        for c in sympathetic:
            near.update(board_adjacent[c])
        return [c for c in game.board.clearing_ids if c in near and c not in sympathetic]

    def spread(self, game, cid: int):
        suit = game.state.suits[cid]
        yield from self.spend_supporters(game, suit, self.sympathy_cost(game, cid), "alliance.spread.supporter",
                                         "Spread Sympathy")
        self.place_sympathy(game, cid, "spread sympathy")  # 8.4.2.III

    def place_sympathy(self, game, cid: int, reason: str) -> None:
        """Place the leftmost sympathy token and score the space it uncovers (8.4.2.III, 8.6.1.IV)."""
        vp = self.uncovered_vp(game, SYMPATHY)
        if place(game, self.id, SYMPATHY, cid):
            scoring.score(game, self.id, vp, reason)

    # -- Daylight (Law 8.5) --------------------------------------------------------------------------------

    def daylight(self, game):
        """Law 8.5: craft, mobilize and train in any order and number. The loop keeps nothing of its own (every
        pass starts from the state alone), so its top is a resume point (`Game.resume_point`)."""
        fs = game.state.factions[self.id]
        while True:
            game.resume_point()
            options = []
            # Each entry only needs to know whether its action is possible: the checks stop at the first way.
            if fs.hand:  # crafting, mobilizing and training all need a card in hand
                if self._can_craft(game, fs.hand):
                    options.append(_CRAFT)
                options.append(_MOBILIZE)
                if self.train_cards(game, first_only=True):
                    options.append(_TRAIN)
            options += cards.daylight_card_options(game, self.id)
            options.append(_END_DAYLIGHT)
            chosen = yield Decision(self.id, "alliance.action", "Choose a Daylight action", options)
            if chosen.id == "end":
                return
            if chosen.id in _DAYLIGHT_ACTIONS:  # the usual answer: no prefix to test
                yield from getattr(self, "_" + chosen.id)(game)
            else:  # dominance and card effects (1.4.1); raises on an option this loop cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)

    def _can_craft(self, game, hand) -> bool:
        """Whether `craft.craftable_cards` is not empty, for the Daylight menu. Each card's answer is kept
        while the crafting pieces (sympathy tokens, Law 8.2.1) and their use this turn, the item supply and the
        play area stay the same: the menu asks after every action, and most actions only take a card. Not kept
        where items may come from elsewhere too (`rootcore_item_sources`: the Legendary Forge's need a piece there,
        and warriors moving do not empty the cache), nor where a rule may forbid crafting for a while
        (`rootcore_can_craft`: the Twelve Colonies' Artifex Contentio, whose passing changes none of the above)."""
        hooks_in_use = game.definition.hooks_in_use
        if "rootcore_item_sources" in hooks_in_use or craft.CRAFT_VETO in hooks_in_use:
            return bool(craft.craftable_cards(game, self.id))
        st = game.state
        fs = st.factions[self.id]
        cache = st.building_cache()  # emptied when tokens change
        memo = cache.get(self._craft_key)
        if memo is None or memo[0] != fs.crafting_used or memo[1] != st.item_supply or memo[2] != fs.play_area:
            memo = cache[self._craft_key] = (dict(fs.crafting_used), dict(st.item_supply), list(fs.play_area),
                                             craft.remaining_pieces(game, self.id), {})
        pieces, known = memo[3], memo[4]
        if not pieces:
            return False
        for card in hand:
            ok = known.get(card)
            if ok is None:
                ok = known[card] = craft.can_craft(game, self.id, card, pieces)
            if ok:
                return True
        return False

    def _craft(self, game):
        chosen = yield from cards.choose_from_hand(
            game, self.id, "alliance.craft", "Craft which card?",
            cards.design_options(game, sorted(craft.craftable_cards(game, self.id)), "craft"))
        yield from craft.craft(game, self.id, chosen.data["card"])

    def _mobilize(self, game):
        hand = game.state.factions[self.id].hand
        chosen = yield from cards.choose_from_hand(
            game, self.id, "alliance.mobilize", "Add which card to the supporters?",
            cards.design_options(game, sorted(hand), "card"))
        hand.remove(chosen.data["card"])
        self.gain_supporter(game, chosen.data["card"], "mobilize", unseen=self.id)  # a hand card gone face down

    def train_cards(self, game, first_only: bool = False) -> list[int]:
        """Law 8.5.3: cards in hand matching the printed suit of a base on the map (birds wild), in hand
        order; none without a warrior to make an officer. Only the first one when `first_only` (the Daylight
        menu's "can train?")."""
        fs = game.state.factions[self.id]
        found: list[int] = []
        if not available(game, self.id, "warrior"):
            return found
        accepted = self._train_suits(game)
        if not game.state.birds_wild:  # an effect makes birds not wild for now (`cards.set_birds_wild`)
            accepted = accepted - {"bird"}
        deck = game.cards
        for card in fs.hand:  # a plain loop that may stop at the first: no comprehension per menu
            if deck[card].suit in accepted:
                found.append(card)
                if first_only:
                    break
        return found

    def _train_suits(self, game) -> frozenset[str]:
        """The card suits that can train (matching a base on the map, birds wild), kept until buildings
        change: the Daylight menu asks after every action."""
        cache = game.state.building_cache()
        accepted = cache.get(self._train_key)
        if accepted is None:
            suits: set[str] = set()  # a plain loop: a generator costs a call of its own
            for _, kind in self._kept_bases(game):
                suits.update(cards.accepted_suits(self._bases[kind]))
            accepted = cache[self._train_key] = frozenset(suits)
        return accepted

    def _train(self, game):
        chosen = yield from cards.choose_from_hand(
            game, self.id, "alliance.train", "Spend which card to train an officer?",
            cards.design_options(game, sorted(self.train_cards(game)), "card"))
        cards.discard_from_hand(game, self.id, chosen.data["card"], reason="train")
        self.add_officer(game, "train")

    # -- Evening (Law 8.6) -----------------------------------------------------------------------------------

    def evening(self, game):
        """8.6: Military Operations, then draw and discard. The top of the operations loop is a resume point
        (`Game.resume_point`): Evening called again with `operations` in the state goes straight back to it."""
        fs = game.state.factions[self.id]
        fs.data.setdefault("operations", 0)
        while (left := self.officers(game) - fs.data["operations"]) > 0:  # 8.6.1: up to one per officer
            game.resume_point()
            options = self.operation_options(game)
            if not options:
                break
            options.append(_END_OPERATIONS)
            chosen = yield Decision(self.id, "alliance.operation", f"Military Operations ({left} left)", options)
            if chosen.id == "end":
                break
            fs.data["operations"] += 1
            yield from getattr(self, "_" + chosen.id)(game)
        fs.data.pop("operations", None)
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # 8.6.2 (effects may replace it)
        yield from cards.discard_to_hand_limit(game, self.id)

    def operation_options(self, game) -> list[Option]:
        options = []
        # Each entry only needs to know whether its action is possible: the checks stop at the first way.
        if move.can_move(game, self.id):
            options.append(_MOVE)
        if battle.can_battle(game, self.id):
            options.append(_BATTLE)
        if self._recruit_spots(game, first_only=True):
            options.append(_RECRUIT)
        if self._organize_spots(game, first_only=True):
            options.append(_ORGANIZE)
        return options

    def _move(self, game):
        yield from move.take_move(game, self.id, kind="alliance.move")

    def _battle(self, game):
        yield from battle.take_battle(game, self.id, kind="alliance.battle")

    def recruit_clearings(self, game) -> list[int]:
        """Law 8.6.1.III: clearings with a base where a warrior may be placed."""
        return sorted(set(self._recruit_spots(game)))

    def _recruit_spots(self, game, first_only: bool = False) -> list[int]:
        """`recruit_clearings` in the order of the bases (none without a warrior); only the first one when
        `first_only` (the operations menu's "can recruit?")."""
        me = self.id
        found: list[int] = []
        if not available(game, me, "warrior"):
            return found
        for cid, _ in self._kept_bases(game):
            if placement_allowed(game, me, "warrior", cid):
                found.append(cid)
                if first_only:
                    break
        return found

    def _recruit(self, game):
        chosen = yield Decision(self.id, "alliance.recruit", "Recruit a warrior in which clearing?",
                                clearing_options(self.recruit_clearings(game)))
        place(game, self.id, "warrior", chosen.data["clearing"])

    def organize_clearings(self, game) -> list[int]:
        """Law 8.6.1.IV: unsympathetic clearings with an Alliance warrior where a token may be placed."""
        return sorted(self._organize_spots(game))

    def _organize_spots(self, game, first_only: bool = False) -> list[int]:
        """`organize_clearings` in board order (`placement_allowed` keeps out sympathetic clearings, 8.2.5.I);
        only the first one when `first_only` (the operations menu's "can organize?")."""
        me = self.id
        found: list[int] = []
        if not available(game, me, SYMPATHY):
            return found
        for cid, cl in game.state.clearings.items():
            # A sympathetic clearing is refused by our own `rootcore_can_place`: skip it before asking every hook.
            if me in cl.warriors and not self.is_sympathetic(game, cid) \
                    and placement_allowed(game, me, SYMPATHY, cid):
                found.append(cid)
                if first_only:
                    break
        return found

    def _organize(self, game):
        chosen = yield Decision(self.id, "alliance.organize", "Organize in which clearing?",
                                clearing_options(self.organize_clearings(game)))
        cid = chosen.data["clearing"]
        removal = remove(game, self.id, "warrior", cid, 1, self.id, "organize")
        self.place_sympathy(game, cid, "organize")
        yield from resolve_removals(game, [removal])

    # -- general rules the Alliance changes ----------------------------------------------------------------

    def draw_bonus(self, game) -> int:
        """Law 8.6.2: one extra card per base on the map (the draw bonuses under the Bases box)."""
        return len(self._kept_bases(game))

    def view(self, game, fs, viewer):
        return {"officers": fs.data.get("officers", 0), "supporters_count": len(fs.zones.get(SUPPORTERS, [])),
                "data": dict(fs.data)}


def advise_removal_order(bot, game, decision) -> str:
    """Whose effect first when a base and sympathy go together (`alliance.removal_order`): Removing Bases discards the
    supporters of the base's suit and birds (8.2.4), among them the card an Outrage in that clearing adds (8.2.6: one
    matching the clearing, the base's suit, or a bird). The Alliance's bot resolves the bases first and keeps the card;
    any other bot (the player taking the turn) the Outrage first, so that the card is discarded too."""
    return "bases_first" if bot.faction == FACTION else "outrage_first"


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Alliance, board="rootcore_content:factions/alliance.toml")
    registry.add_bot_advice("alliance.removal_order", advise_removal_order)
    registry.add_agent("heuristic", "rootcore_plugins.alliance.bot:create", faction=FACTION)
