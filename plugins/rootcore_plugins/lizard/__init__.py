"""The Lizard Cult (Law 10): gardens and Pilgrims, the Outcast, the Lost Souls pile, acolytes and conspiracies,
rituals by revealed cards, Revenge and Fear of the Faithful.

State (all in `game.state.factions["lizard"]`, so clones and saves carry it):

* `fs.zones["lost_souls"]`: the Lost Souls pile (Law 10.2.6). While the Cult is in the game every card anyone
  discards or spends lands here (the core's `rootcore_card_discarded` hook), dominance cards too; anyone may see
  it. The Cult discards it in its Birdsong (10.4.2);
* `fs.zones["revealed"]`: the cards revealed for rituals this turn (10.5), public, back to hand in Evening
  (10.6.1);
* `fs.data["outcast"]`: the Outcast suit, `fs.data["hated"]`: whether the marker shows its Hated side (10.4.1);
* `fs.data["acolytes"]`: warriors in the Acolytes box. They are out of the warrior supply, and `pieces_held`
  reports them so piece conservation still counts every warrior (Law 1.5.1);
* `fs.data["scored"]`: the suits of the score rituals taken this turn (once per suit, 10.5.3).

Gardens are three building kinds, `garden_fox`, `garden_rabbit` and `garden_mouse`, each with its printed suit in
the board data and its own Gardens track (the score VP and the draw bonuses). The Cult has no crafting piece of the
board's kind: `crafting_pieces` counts the gardens printed with the Outcast (10.2.1), used in Evening only.

Scenario data (`rootcore.scenario`, `{"data": {"lizard": {...}}}`): `{"outcast": "fox", "hated": true,
"acolytes": 2, "lost_souls": ["ambush_fox"], "revealed": ["sword"]}` -- cards are design ids taken from the deck;
acolytes come out of the warrior supply.
"""
from __future__ import annotations

import functools

from rootcore import (Decision, Faction, Option, answers_kept, ask_from_hand, clearing_options, faction_options,
                      hookimpl)
from rootcore.components import piece_issues, printed_suit_issues
from rootcore.rules import battle, cards, craft, move, scoring, setup
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import (available, divert, free_warriors, place, placement_allowed, release_removed,
                                   removable, remove, resolve_removals, return_pieces, supply_keeper)
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import counts_as, split

FACTION = "lizard"
LOST_SOULS = "lost_souls"
REVEALED = "revealed"
SUITS = ("fox", "rabbit", "mouse")  # the suits of the Outcast box (10.3.3): birds are never Outcast (10.4.1)

_END_CONSPIRACIES = Option("end", "No (more) conspiracies")
_END_DAYLIGHT = Option("end", "End Daylight")
_CONSPIRACIES = {"crusade": "Crusade (10.4.3.I)", "convert": "Convert (10.4.3.II)", "sanctify": "Sanctify (10.4.3.III)"}
_RITUALS = {"build": "Build a garden (10.5.1)", "recruit": "Recruit a warrior (10.5.2)",
            "score": "Score (10.5.3)", "sacrifice": "Sacrifice: a warrior to the Acolytes box (10.5.4)"}
_OPTIONS = {key: Option(key, label) for key, label in {**_CONSPIRACIES, **_RITUALS}.items()}
_CRUSADE_BATTLE = Option("battle", "Battle in an Outcast clearing")
_CRUSADE_MOVE = Option("move", "Move from an Outcast clearing, then you may battle there")
_OUTCAST_OPTIONS = [Option(f"suit:{suit}", suit, {"suit": suit}) for suit in SUITS]
# Pilgrims' rule bonus: more than any count of pieces and other bonuses in one clearing can reach (the game has a
# few hundred pieces at most), so no sum of other answers outweighs it (Law 10.2.4).
_PILGRIMS = 1_000_000


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each garden of `data.gardens` is a building kept on the track of
    its name (10.3.4) with its VP row (10.5.1), one garden kind per suit (a ritual builds the one garden of its suit,
    10.5.1)."""
    issues = printed_suit_issues(board, label, "gardens", "building", "garden",
                                 "a ritual builds the one {suit} garden (Law 10.3.4, 10.5.1)", SUITS, rows=("vp",))
    return issues + piece_issues(board, label, {"warrior": "warrior"})


class LizardCult(Faction):
    setup_card_homelands = 1  # what its setup_from_card chooses (Law A.8.2)
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # Law 10.3.2: its starting pieces in a corner no one else starts in

    # -- board data -------------------------------------------------------------------------------------------

    @functools.cached_property
    def gardens(self) -> dict[str, str]:
        """Garden kind -> its printed suit (board data, read once)."""
        return dict(self.board.data["gardens"])

    @functools.cached_property
    def garden_of_suit(self) -> dict[str, str]:
        """Suit -> the garden kind printed with it (no entry for birds)."""
        return {suit: kind for kind, suit in self.gardens.items()}

    def conspiracy_cost(self, game, conspiracy: str) -> int:
        """Law 10.4.3: the board's cost, one fewer (never below zero) while the Outcast is Hated."""
        cost = self.board.data["conspiracies"][conspiracy]
        if game.state.factions[self.id].data["hated"]:
            cost -= self.board.data.get("hated_discount", 1)
        return max(cost, 0)

    # -- state -------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # 25 warriors in the supply, the gardens on their tracks (10.3.1, 10.3.4)
        fs.zones[LOST_SOULS] = []
        fs.zones[REVEALED] = []
        fs.data.update(outcast=SUITS[0], hated=False, acolytes=0, scored=[])

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        for zone in (LOST_SOULS, REVEALED):
            fs.zones[zone] = take_cards(game, data.pop(zone, []))
        acolytes = int(data.pop("acolytes", 0))
        fs.data.update(data)
        if acolytes < 0 or fs.supply.get("warrior", 0) < acolytes:
            raise ScenarioError(f"lizard: {acolytes} acolytes asked but only {fs.supply.get('warrior', 0)} "
                                "warriors are left in the supply")
        fs.supply["warrior"] -= acolytes
        fs.data["acolytes"] = acolytes

    def pieces_held(self, game) -> dict[str, int]:
        """Acolytes are warriors kept in the Acolytes box (Law 10.2.3, 10.5.4)."""
        return {"warrior": game.state.factions[self.id].data["acolytes"]}

    def add_acolytes(self, game, n: int, reason: str) -> int:
        """Move up to `n` warriors from the supply to the Acolytes box (the most possible, 1.5.4)."""
        fs = game.state.factions[self.id]
        n = min(n, fs.supply.get("warrior", 0))
        if n > 0:
            fs.supply["warrior"] -= n
            fs.data["acolytes"] += n
            game.event("acolytes", faction=self.id, count=fs.data["acolytes"], added=n, reason=reason)
        return n

    def gardens_on_map(self, game, kind: str) -> int:
        """Gardens of one kind on the map: the spaces uncovered on its track."""
        return self.board.tracks[kind].spaces - game.state.factions[self.id].tracks[kind]

    def gardens_of_suit(self, game, suit: str) -> int:
        """Gardens printed with `suit` on the map (none for birds)."""
        kind = self.garden_of_suit.get(suit)
        return self.gardens_on_map(game, kind) if kind else 0

    def score_ritual_vp(self, game, suit: str) -> int:
        """What a score ritual of `suit` earns now (10.5.3: the track's space of the last garden placed), 0 with
        no garden of the suit on the map."""
        n = self.gardens_of_suit(game, suit)
        return self.board.tracks[self.garden_of_suit[suit]].vp[n - 1] if n else 0

    # -- abilities (Law 10.2) -------------------------------------------------------------------------------------

    def crafting_kinds_now(self, game) -> tuple[str, ...]:
        """The piece kinds that are the Cult's crafting pieces now (4.1.1: those its Crafting section names): the
        gardens printed with the Outcast (10.2.1). Asked by effects about where a faction's crafting pieces are
        (Tunnels, Exiles and Partisans deck); the board names no crafting piece, since it changes with the Outcast."""
        kind = self.garden_of_suit.get(game.state.factions[self.id].data["outcast"])
        return (kind,) if kind else ()

    def crafting_pieces(self, game) -> dict[str, int]:
        """Law 10.2.1: the gardens whose printed suit is the Outcast, each giving that suit (the Cult crafts in
        Evening only, 10.6.2, so nothing else asks)."""
        outcast = game.state.factions[self.id].data["outcast"]
        n = self.gardens_of_suit(game, outcast)
        return {outcast: n} if n else {}

    @hookimpl
    def rootcore_card_discarded(self, game, card):
        """The Lost Souls pile (Law 10.2.6): every card discarded or spent, by anyone, goes here instead."""
        game.state.factions[self.id].zones[LOST_SOULS].append(card)
        game.event("lost_soul", faction=self.id, card=card)
        return True

    @hookimpl
    @answers_kept
    def rootcore_rule_bonus(self, game, clearing):
        """Pilgrims (Law 10.2.4): the Cult rules every clearing with a garden of its, whatever the others have
        there, other rule bonuses too (tokens that count, twice, for Soup Kitchens), so there is no tie for Lords
        of the Forest (7.2.2) to break. Depends on the clearing's pieces alone, so the core may keep it
        (`answers_kept`)."""
        me, gardens = self.id, self.gardens
        for owner, kind in game.state.clearings[clearing].buildings:
            if owner == me and kind in gardens:
                return {me: _PILGRIMS}
        return None

    @hookimpl
    def rootcore_battle_hits_dealt(self, game, battle, side, removals):
        """Revenge (Law 10.2.3): Cult warriors the attacker removes while the Cult defends go to the Acolytes box
        instead of the supply. Never bound for the supply, they are no warriors a card keeping those returning to
        a supply takes (Coffin Makers, our reading): one that kept them as they were removed
        (`Removal.held`) gives them up, through the supply, so that each is counted in one place."""
        if side != "attacker" or battle.defender != self.id:
            return
        lost = 0
        for removal in removals:
            if removal is not None and removal.owner == self.id:
                release_removed(game, removal, "warrior")
                lost += divert(removal, "warrior")  # not placed again elsewhere
        if lost > 0:
            self.add_acolytes(game, lost, "revenge")

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Fear of the Faithful (Law 10.2.5): for each garden removed, by anyone, a random card of the Cult's hand
        is discarded (to the Lost Souls pile)."""
        if removal.owner != self.id:
            return None
        gardens = sum(n for kind, n in removal.counts.items() if kind in self.gardens)
        return self._fear_of_the_faithful(game, gardens) if gardens else None

    def _fear_of_the_faithful(self, game, gardens: int):
        st = game.state
        hand = st.factions[self.id].hand
        for _ in range(gardens):
            if not hand:
                break
            card = hand[st.rng.randrange(len(hand))]  # a chance outcome of the game's RNG
            cards.discard_from_hand(game, self.id, card, reason="fear_of_the_faithful")
        return
        yield  # a generator that asks nothing

    # -- setup (Law 10.3) ---------------------------------------------------------------------------------------

    def setup(self, game):
        # 10.3.1 and 10.3.4 are init_state. 10.3.2: a corner no one else starts in, opposite one if possible, with
        # 4 warriors and the garden printed with its suit; a warrior in each adjacent clearing. A corner that can take
        # them all if there is one; else any such corner, with the most possible placed (1.5.4).
        suits = game.state.suits
        corners = setup.setup_corners(game, self.id, lambda c: self._setup_fits(game, c, suits[c]))
        if corners:
            chosen = yield Decision(self.id, "lizard.setup.corner", "Set up a garden and 4 warriors in which corner?",
                                    clearing_options(corners))
            corner = chosen.data["clearing"]
            place(game, self.id, "warrior", corner, self.board.data.get("starting_warriors", 4))
            garden = yield from self._choose_garden(game, corner, self._garden_choices(game, corner))
            if garden is not None:
                place(game, self.id, garden, corner)
            for near in adjacent(game, corner, self.id):
                place(game, self.id, "warrior", near, self.board.data.get("adjacent_warriors", 1))
            setup.record_starting_corner(game, self.id, corner)
        yield from self._choose_outcast(game)

    def setup_from_card(self, game):
        """Law A.8.2, the Cult's faction setup card ([setup_card] of the board): a homeland not adjacent to enemy
        homelands (A.8.2.II, with its fall-back) with 4 warriors and the garden of its suit; 3 warriors among the
        clearings adjacent to it as evenly as possible; 2 warriors in the Acolytes box; the Outcast as in 10.3.3."""
        suits = game.state.suits
        where = setup.card_homelands(game, self, lambda c: self._setup_fits(game, c, suits[c]))
        chosen = yield Decision(self.id, "lizard.setup.homeland", "Set up a garden and 4 warriors in which homeland?",
                                clearing_options(where))
        home = chosen.data["clearing"]
        place(game, self.id, "warrior", home, setup.card_number(self, "homeland_warriors", 4))
        garden = yield from self._choose_garden(game, home, self._garden_choices(game, home))
        if garden is not None:
            place(game, self.id, garden, home)
        setup.record_homeland(game, self.id, home)
        yield from setup.place_evenly(game, self.id, "warrior", setup.card_number(self, "adjacent_warriors", 3),
                                      list(adjacent(game, home, self.id)), "lizard.setup.adjacent")
        self.add_acolytes(game, setup.card_number(self, "acolytes", 2), "setup")
        yield from self._choose_outcast(game)

    def _choose_outcast(self, game):
        """10.3.3 (and the faction setup card): any suit of the Outcast box, the Outcast side up."""
        chosen = yield Decision(self.id, "lizard.setup.outcast", "Choose the Outcast suit", _OUTCAST_OPTIONS)
        game.state.factions[self.id].data["outcast"] = chosen.data["suit"]
        game.event("outcast", faction=self.id, suit=chosen.data["suit"], hated=False)

    def _setup_fits(self, game, corner: int, suit: str) -> bool:
        return any(placement_allowed(game, self.id, garden, corner) for garden in self._gardens_of(suit)) \
            and placement_allowed(game, self.id, "warrior", corner)

    def _gardens_of(self, suit: str) -> list[str]:
        """The garden of a clearing of `suit`; one of each of its suits in a clearing of several (the Lost City)."""
        return [self.garden_of_suit[s] for s in split(suit) if s in self.garden_of_suit]

    def _garden_choices(self, game, clearing: int, slots: bool = True) -> list[str]:
        """The gardens of the clearing's suit (or suits) on their track that may be placed there (`slots`: as for
        `placement_allowed`)."""
        return [garden for garden in self._gardens_of(game.state.suits.get(clearing, ""))
                if available(game, self.id, garden) and placement_allowed(game, self.id, garden, clearing, slots=slots)]

    def _choose_garden(self, game, clearing: int, gardens: list[str]):
        """The garden to place in `clearing`: the one of its suit, or in the Lost City the Cult's pick (a clearing of
        every suit, Appendix F); None when there is none. Use `yield from`."""
        if len(gardens) < 2:
            return gardens[0] if gardens else None
        chosen = yield Decision(self.id, "lizard.garden", f"Place which garden in clearing {clearing}?",
                                [Option(f"piece:{g}", g.replace("_", " "), {"piece": g}) for g in gardens])
        return chosen.data["piece"]

    # -- Birdsong (Law 10.4) ---------------------------------------------------------------------------------------

    def birdsong(self, game):
        fs = game.state.factions[self.id]
        fs.data["scored"] = []  # a new turn: every suit may be scored once again (10.5.3)
        self.adjust_outcast(game)  # 10.4.1
        self.discard_lost_souls(game)  # 10.4.2
        while True:  # 10.4.3, in any order and number
            options = self.conspiracy_options(game)
            if not options:
                return
            options.append(_END_CONSPIRACIES)
            chosen = yield Decision(self.id, "lizard.conspiracy",
                                    f"Perform a conspiracy ({fs.data['acolytes']} acolytes)?", options)
            if chosen.id == "end":
                return
            cost = self.conspiracy_cost(game, chosen.id)
            fs.data["acolytes"] -= cost  # spent acolytes return to the supply (10.4.3), or where returning warriors
            return_pieces(game, self.id, "warrior", cost)  # go instead (Coffin Makers)
            game.event("conspiracy", faction=self.id, conspiracy=chosen.id, acolytes=cost)
            yield from getattr(self, "_" + chosen.id)(game)

    def adjust_outcast(self, game) -> None:
        """Law 10.4.1: the suit with the most cards in the Lost Souls pile, birds left out, becomes the Outcast, or
        turns Hated if it was the Outcast already; with no single most, the marker stays and shows Hated."""
        fs = game.state.factions[self.id]
        counts = dict.fromkeys(SUITS, 0)
        for card in fs.zones[LOST_SOULS]:
            suit = game.cards[card].suit
            if suit in counts:
                counts[suit] += 1
        most = max(counts.values())
        leaders = [suit for suit in SUITS if counts[suit] == most]
        if len(leaders) == 1 and leaders[0] != fs.data["outcast"]:
            fs.data["outcast"], fs.data["hated"] = leaders[0], False
        else:
            fs.data["hated"] = True
        game.event("outcast", faction=self.id, suit=fs.data["outcast"], hated=fs.data["hated"])

    def discard_lost_souls(self, game) -> None:
        """Law 10.4.2: the Lost Souls pile goes to the discard pile; dominance cards become available (3.3.3)."""
        pile = game.state.factions[self.id].zones[LOST_SOULS]
        for card in pile:
            cards.discard(game, card, reshuffle_now=False, redirect=False)
        if pile:
            game.event("lost_souls_discarded", faction=self.id, cards=list(pile))
            pile.clear()
            cards.reshuffle_if_empty(game)

    def outcast_clearings(self, game) -> list[int]:
        outcast = game.state.factions[self.id].data["outcast"]
        return [c for c, suit in game.state.suits.items() if counts_as(suit, outcast)]

    def conspiracy_options(self, game) -> list[Option]:
        acolytes = game.state.factions[self.id].data["acolytes"]
        options = []
        for conspiracy, possible in (("crusade", self._crusades), ("convert", self.convert_clearings),
                                     ("sanctify", self.sanctify_clearings)):
            if self.conspiracy_cost(game, conspiracy) <= acolytes and possible(game):
                options.append(_OPTIONS[conspiracy])
        return options

    def _crusades(self, game) -> list[Option]:
        """Law 10.4.3.I: battle in an Outcast clearing, or move from one (then maybe battle where it ended)."""
        outcast = self.outcast_clearings(game)
        options = []
        if battle.can_battle(game, self.id, outcast):
            options.append(_CRUSADE_BATTLE)
        if move.can_move(game, self.id, outcast):
            options.append(_CRUSADE_MOVE)
        return options

    def _crusade(self, game):
        chosen = yield Decision(self.id, "lizard.crusade", "Crusade: battle or move?", self._crusades(game))
        outcast = self.outcast_clearings(game)
        if chosen.id == "battle":
            yield from battle.take_battle(game, self.id, allowed=outcast, kind="lizard.crusade.battle")
        else:
            yield from move.one_action(game, self._crusade_move(game, outcast))  # Law 1.4.2: one action

    def _crusade_move(self, game, outcast: list[int]):
        moved = yield from move.take_move(game, self.id, allowed_origins=outcast, kind="lizard.crusade.move")
        if moved is not None:
            yield from battle.take_battle(game, self.id, allowed=[moved[1]], kind="lizard.crusade.battle",
                                          optional=True)

    def _enemies_with(self, game, clearing: int, warriors: bool) -> list[str]:
        """Enemies with warriors the Cult may remove (not a warlord, Law 14.2.2: `free_warriors`), or buildings, in
        `clearing`, leaving out those it may not remove there (`pieces.removable`: the Stoic Protector hireling)."""
        cl = game.state.clearings[clearing]
        owners = {f for f in cl.warriors if free_warriors(game, f, clearing)} if warriors \
            else {owner for owner, _ in cl.buildings}
        return sorted(f for f in owners if f != self.id and battle.is_enemy(game, self.id, f)
                      and removable(game, self.id, f, clearing))

    def convert_clearings(self, game) -> list[int]:
        """Law 10.4.3.II: Outcast clearings with an enemy warrior where a Cult warrior can be placed instead (the
        acolytes paid go back to the supply first, so they may be that warrior, unless they go onto a card keeping
        returning warriors instead: `rootcore_return_to_supply`)."""
        cost = self.conspiracy_cost(game, "convert")
        back = cost if supply_keeper(game, self.id, "warrior", cost) is None else 0  # Coffin Makers keeps them
        if not available(game, self.id, "warrior") + back:
            return []
        return [c for c in self.outcast_clearings(game)
                if self._enemies_with(game, c, True) and placement_allowed(game, self.id, "warrior", c)]

    def _convert(self, game):
        clearing = (yield Decision(self.id, "lizard.convert", "Convert in which clearing?",
                                   clearing_options(self.convert_clearings(game)))).data["clearing"]
        victim = (yield Decision(self.id, "lizard.convert.faction", f"Convert whose warrior in clearing {clearing}?",
                                 faction_options(self._enemies_with(game, clearing, True)))).data["faction"]
        removal = remove(game, victim, "warrior", clearing, 1, self.id, "convert")
        place(game, self.id, "warrior", clearing)
        yield from resolve_removals(game, [removal])

    def sanctify_clearings(self, game) -> list[int]:
        """Law 10.4.3.III: Outcast clearings with an enemy building where the garden of the clearing's suit can
        replace it (one on its track, no placement rule against it; the removed building frees its slot)."""
        found = []
        for c in self.outcast_clearings(game):
            if self._sanctify_targets(game, c) and self._garden_choices(game, c, slots=False):
                found.append(c)
        return found

    def _sanctify_targets(self, game, clearing: int) -> list[tuple[str, str]]:
        """(owner, kind) of the enemy buildings Sanctify may replace in `clearing`: not one nothing removes (the
        Twelve Colonies' Historical Site, TC.2.4.III: `pieces.removable` with the kind), whose slot would not free."""
        cl = game.state.clearings[clearing]
        enemies = self._enemies_with(game, clearing, False)
        return sorted({(f, kind) for f, kind in cl.buildings
                       if f in enemies and removable(game, self.id, f, clearing, kind)})

    def _sanctify(self, game):
        clearing = (yield Decision(self.id, "lizard.sanctify", "Sanctify in which clearing?",
                                   clearing_options(self.sanctify_clearings(game)))).data["clearing"]
        targets = self._sanctify_targets(game, clearing)
        chosen = yield Decision(self.id, "lizard.sanctify.building", f"Replace which building in clearing {clearing}?",
                                [Option(f"building:{f}:{kind}", f"{f} {kind.replace('_', ' ')}",
                                        {"faction": f, "piece": kind}) for f, kind in targets])
        garden = yield from self._choose_garden(game, clearing, self._garden_choices(game, clearing, slots=False))
        removal = remove(game, chosen.data["faction"], chosen.data["piece"], clearing, 1, self.id, "sanctify")
        place(game, self.id, garden, clearing)
        yield from resolve_removals(game, [removal])

    # -- Daylight (Law 10.5) -------------------------------------------------------------------------------------

    def daylight(self, game):
        """Law 10.5: reveal cards, one ritual each, in any order and number. The loop keeps nothing of its own, so
        its top is a resume point (`Game.resume_point`)."""
        while True:
            game.resume_point()
            options = [_OPTIONS[ritual] for ritual in _RITUALS if self.ritual_cards(game, ritual)]
            options += cards.daylight_card_options(game, self.id)
            chosen = yield from ask_from_hand(game, self.id, "lizard.ritual", "Reveal a card for a ritual?", options,
                                              _END_DAYLIGHT)
            if chosen is None:
                return
            if chosen.id in _RITUALS:
                yield from self._ritual(game, chosen.id)
            else:  # dominance and card effects (1.4.1); raises on an option this loop cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)

    def ritual_cards(self, game, ritual: str) -> list[int]:
        """The cards in hand that can be revealed for `ritual`, by their own suit: birds are not wild (10.2.2) and
        only a bird can be revealed to sacrifice (10.5.4)."""
        fs = game.state.factions[self.id]
        possible = {suit: self._ritual_possible(game, ritual, suit) for suit in (*SUITS, "bird")}
        return [card for card in fs.hand if possible.get(game.cards[card].suit, False)]

    def _ritual_possible(self, game, ritual: str, suit: str) -> bool:
        if ritual == "sacrifice":
            return suit == "bird" and available(game, self.id, "warrior") > 0
        if suit == "bird":
            return False
        if ritual == "score":
            return suit not in game.state.factions[self.id].data["scored"] and self.gardens_of_suit(game, suit) > 0
        return bool(self.ritual_clearings(game, ritual, suit))

    def ritual_clearings(self, game, ritual: str, suit: str) -> list[int]:
        """Where a build (10.5.1: a clearing of the suit that the Cult rules, room for the garden) or a recruit
        (10.5.2: any clearing of the suit) revealing a card of `suit` may place its piece."""
        kind = self._ritual_piece(ritual, suit)
        if not available(game, self.id, kind):
            return []
        return [c for c, s in game.state.suits.items()
                if counts_as(s, suit) and (ritual != "build" or is_ruler(game, c, self.id))  # shared rule too (BP.2.3)
                and placement_allowed(game, self.id, kind, c)]

    def _ritual_piece(self, ritual: str, suit: str) -> str:
        """The piece a build (the garden of the suit) or a recruit (a warrior) revealing a card of `suit` places."""
        return self.garden_of_suit[suit] if ritual == "build" else "warrior"

    def _ritual(self, game, ritual: str):
        fs = game.state.factions[self.id]
        chosen = yield from cards.choose_from_hand(
            game, self.id, f"lizard.{ritual}.card", f"{_RITUALS[ritual]}: reveal which card?",
            cards.design_options(game, sorted(self.ritual_cards(game, ritual)), "reveal"))
        card = chosen.data["card"]
        suit = game.cards[card].suit
        fs.hand.remove(card)
        if ritual == "score":  # 10.5.3: the card is spent, so it goes to the Lost Souls pile
            fs.data["scored"].append(suit)
            game.event("ritual", faction=self.id, ritual=ritual, card=card)
            cards.discard(game, card)
            scoring.score(game, self.id, self.score_ritual_vp(game, suit), f"{suit} score ritual")
            return
        fs.zones[REVEALED].append(card)
        game.event("ritual", faction=self.id, ritual=ritual, card=card)
        if ritual == "sacrifice":  # 10.5.4
            self.add_acolytes(game, 1, "sacrifice")
            return
        where = yield Decision(self.id, f"lizard.{ritual}", f"{_RITUALS[ritual]}: in which {suit} clearing?",
                               clearing_options(self.ritual_clearings(game, ritual, suit)))
        place(game, self.id, self._ritual_piece(ritual, suit), where.data["clearing"])

    # -- Evening (Law 10.6) -------------------------------------------------------------------------------------

    def evening(self, game):
        fs = game.state.factions[self.id]
        if fs.zones[REVEALED]:  # 10.6.1
            returned = fs.zones[REVEALED]
            fs.hand += returned
            fs.zones[REVEALED] = []
            game.event("revealed_returned", faction=self.id, cards=returned, held_by=self.id)  # seen going back
        yield from craft.craft_step(game, self.id, "lizard.craft", daylight=False)  # 10.6.2
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # 10.6.3 (effects may replace it)
        yield from cards.discard_to_hand_limit(game, self.id)

    def view(self, game, fs, viewer):
        return {"outcast": fs.data["outcast"], "hated": fs.data["hated"], "acolytes": fs.data["acolytes"],
                "data": dict(fs.data)}


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, LizardCult, board="rootcore_content:factions/lizard.toml")
    registry.add_agent("heuristic", "rootcore_plugins.lizard.bot:create", faction=FACTION)
