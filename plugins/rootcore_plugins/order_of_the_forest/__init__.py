"""The Order of the Forest (fan content: the Outsiders expansion, section OF; rules text 002, OF.1-OF.6).

Four suited pawns (the High Priests) that ignore rule when moving, fight as warriors but fall last, and craft with
their own suit; a pawn removed goes to the Altar and unlocks its suit's ability until Anoint brings it back; a
hidden Foreseen card drawn from the shared deck becomes the public Order Card at Birdsong and limits Daylight to
matching clearings; Witness battles whose hits swap enemy warriors for the Order's own and put them in the Ranks,
which score in Evening.

State (in `game.state.factions["order_of_the_forest"]`, so clones and saves carry it):

* `fs.data["pawns"]`: `{suit: clearing or None}` for the four pawns (fox, mouse, rabbit, bird). The map's `pawns`
  lists hold the faction id once per pawn; this table says which is which. None: off the map, which after setup
  means on the Altar (OF.2.3); the pawns on the Altar are the `pawn` pieces in the supply (Law 1.5.1).
* `fs.data["abbey_track"]`: the four abbey suits in the order the player put them on the track at setup (OF.3.3):
  the abbey on space i scores `abbey_vp[i]` when built.
* zones `foreseen` (face down: the others see a count, OF.2.7) and `order` (the Order Card, face up, OF.2.8).
* the Ranks (OF.2.10): enemy warriors held in the holding place `order_of_the_forest.ranks` (`pieces.hold`).
* per turn: `ministered` (Minister actions taken), `witnessed` (`{faction: Witness actions against it}`), `built`,
  `confessed`, `activated` (the crafting pieces used this turn: `pawn:<suit>` and abbey kinds) and, during a
  Witness battle, `witness` (the clearing and defender).

Readings of the text (each tested in tests/test_order_of_the_forest.py):

* OF.2.1 Congregate: the pieces paying one card stand in one clearing of a suit named by the card's cost (a cost of
  "any" alone: any clearing). Which pieces pay is chosen for the player: pieces of the named suit first, bird
  (wild) ones last, as anyone keeping their wild pieces for later would.
* OF.2.2: pawns add to the Order's maximum rolled hits and take hits after its warriors, buildings and tokens.
  With pawns in the clearing the Order is not defenseless. Pawns never count for rule (the core counts warriors and
  buildings only). An effect removing all enemy pieces in a clearing removes the pawns too (to the Altar).
* OF.3.2 Appear: "the fewest pieces" counts every piece, a ruin too (Law G.1.18, G.1.25:
  `ClearingState.piece_count`), so a clearing empty but for its ruin holds one.
* OF.2.4.IV (bird): one more VP when the Ranks score at Rest (so with at least two warriors there).
* OF.2.5 Confessions: asked once in Birdsong, after Foresee and before Herald; an enemy qualifies with any piece
  in a clearing holding an abbey. The hand is shown to the Order alone (a private event).
* OF.2.6 Power of Faith: defending with neither warriors nor pawns, the Order rolls with one hit per token in the
  clearing; it is still defenseless (the attacker's extra hit, Law 4.3.3.II).
* OF.2.9, OF.5.1: a Minister places a soup or coins token (from its track, scoring the VP printed there) in a
  clearing with a pawn matching the Order Card; soup then places two warriors in that clearing, coins draws two
  cards (the board's choice of which bonus is which).
* Another's effect taking pieces elsewhere without removing them (the Croakers Coven's Teleport, the Twelve
  Colonies' Omnius Exitus) takes pawns by suit (`relocatable_pawns`: "pawn:fox"...): the same pawn goes, not by way
  of the Altar.
* OF.4.2 Anoint: the pawn of the Order Card's suit, if on the Altar, comes back in a clearing of that suit (bird:
  any clearing).
* OF.4.4 Herald: a move takes warriors (needing rule at either end, Law 4.2.1) and/or pawns (ignoring rule), one
  move counting as one of the three whatever it carries.
* OF.5 Daylight: its three steps in order: Minister (once, twice with the mouse pawn on the Altar), Witness any
  number of times, Build once. Each acts only in clearings matching the Order Card.
* OF.5.2 Witness: the cards spent match the clearing of battle (birds wild, Law 2.1.1). The hits that would
  remove the defender's warriors each swap one of them for an Order warrior from the supply (no removal: nothing
  a removal triggers happens); with the Order's supply empty a hit on a warrior does nothing, since the text
  forbids removing it. A warrior no effect may take away (`Faction.fixed_warriors`: the Hundreds' warlord, the Bone
  Patrol's Alpha) is never swapped: once every other warrior of its owner there is, the hits left fall the usual way
  (its owner's `take_hits`), so its owner's own rules say whether it goes: the warlord is removed in battle and goes
  back to the Hundreds' board until their Anoint (Law 14.2.2; the text's "return them to owner"), and an Order
  warrior takes his place as of a swapped one; the Alpha is never removed (BP.2.2). Hits beyond the defender's
  warriors fall on its buildings and tokens as usual. Warriors lent to the defender (Riverfolk mercenaries, Law
  11.2.7.III) are enemy warriors too: their share of the hits (11.2.7.III.a, `battle.hits_to_lent`) swaps them into the
  Ranks, whence they go back to the Riverfolk. A Vagabond's Allied warriors fight for him only when he attacks
  (9.2.9.II.c), so never in a Witness. The swapped warriors go to the Ranks at once; after the battle, above ten the
  Order returns warriors of its choice to their owners (OF.2.10). A defender telling
  its warriors apart (the Twelve Colonies' turtles) is told of each swap (`pieces.warriors_swapped_out`), as of
  warriors swapped back to the supply.
* OF.5.2 with the Twelve Colonies' Pax Laws (TC.2.3 I, V, IX): where the Order could Witness but a Law forbids
  battles there, it may move out of that clearing instead (`battle.move_instead_clearings`, its own move: warriors,
  Law 4.2.1). The move stands for the Witness, so it is paid like one, at the Witness's base price in cards matching
  the clearing (the text is silent; the price per defender is left out, as the move names no defender and counts
  against none).
* OF.5.2 with the Borough Kings' Mice Mischief (BK.2.4): on the Order's turn, the only one it witnesses in, the mice on
  the map are its own warriors, no enemy's; so a Witness against the Kings swaps their rats alone, and no mouse ever
  enters the Ranks (nor leaves them by OF.2.10 or OF.2.11): the Kings' count of mice needs no word from the swap.
  The mice it holds fight, take hits and are removed as its warriors (the Kings ask which were mice). Tested in
  tests/test_fan_factions_together.py.
* OF.5.3 Build: an abbey of the clearing's suit (the bird abbey in any clearing) in a clearing the Order rules
  that matches the Order Card, in a free slot; it scores the VP of its space on the abbey track.
* OF.2.11 Reclamation: an enemy removing Order warriors during its own turn (its pawns too, in battle, where they are
  warriors, OF.2.2) may, after the removal, return up to as many warriors of one player of its choice from the Ranks
  to that player's supply. Likewise a Vagabond removing a pawn in battle removed a warrior (Law 9.2.9.III: Hostile),
  through `Faction.fights_as_warriors`. A heuristic bot takes back its own and no one else's (`advise_reclamation`).
* OF.6.2 Rest: the Order Card goes into the hand (the Order draws no card in Evening, OF.2.8), then the hand is cut
  to five, then the Ranks score.
"""
from __future__ import annotations

from rootcore import Decision, Faction, Option, ask_clearing, fixed_option, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.decisions import count_options, faction_options, hand_question
from rootcore.rules import battle, cards, craft, move, scoring
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import (Removal, borrowed_warriors, held_pieces, hold, place, placement_allowed, put,
                                   release_held, take_hits_default, take_warriors, warriors_removed,
                                   warriors_swapped_out)
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import ANY, is_suit

FACTION = "order_of_the_forest"
BOARD = "rootcore_content:factions/order_of_the_forest.toml"
PAWN = "pawn"  # the board's kind of the four pawns (which is which: `fs.data["pawns"]`)
SUITS = ("fox", "mouse", "rabbit", "bird")  # the pawns and abbeys, one of each (OF.2.2, OF.3.3)
ABBEYS = {suit: f"abbey_{suit}" for suit in SUITS}
ABBEY_SUIT = {kind: suit for suit, kind in ABBEYS.items()}
RANKS = f"{FACTION}.ranks"
FORESEEN, ORDER = "foreseen", "order"
TOKENS = ("soup", "coins")

_PASS = fixed_option("pass", "Pass")
_DONE = fixed_option("done", "Done")


def data_issues(board, label):
    """What the schema cannot say: the pieces the rules name."""
    issues = piece_issues(board, label, {"warrior": "warrior", "pawn": "pawn", **{k: "building" for k in
                                                                                    ABBEY_SUIT},
                                         "soup": "token", "coins": "token"}, tracked=TOKENS)
    if board.pieces.get("pawn") and board.pieces["pawn"].count != len(SUITS):
        issues.append(ContentIssue(label, "$.pieces.pawn.count", "the Order has one pawn per suit: 4"))
    return issues


def suit_matches(game, clearing: int, suit: str) -> bool:
    """Whether `clearing` matches `suit` (bird: every clearing, OF.2.8, OF.4.2)."""
    return suit == "bird" or is_suit(game, clearing, suit)


class OrderOfTheForest(Faction):
    data_issues = staticmethod(data_issues)
    zone_visibility = {FORESEEN: "owner", ORDER: "public"}  # OF.2.7: face down; OF.2.8: revealed
    fights_as_warriors = frozenset({"pawn"})  # OF.2.2: in battle, the pawns are warriors (removed last)

    # -- state ------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        fs.data.update(pawns={suit: None for suit in SUITS}, abbey_track=list(SUITS), ministered=0, witnessed={},
                       built=False, confessed=False, activated=[], witness=None)
        fs.zones[FORESEEN] = []
        fs.zones[ORDER] = []

    def init_scenario(self, game, fs, data: dict) -> None:
        """Scenario data: `pawns` ({suit: clearing}; pawns placed by the scenario without it take the suits in the
        order fox, mouse, rabbit, bird), `foreseen` / `order` (card design ids), `ranks` ({faction: n}: enemy
        warriors from their supplies), and any other key of the state."""
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        fs.zones[FORESEEN] = take_cards(game, data.pop(FORESEEN, []))
        fs.zones[ORDER] = take_cards(game, data.pop(ORDER, []))
        for owner, n in data.pop("ranks", {}).items():
            hold(game, RANKS, owner, "warrior", n)
        placed = data.pop("pawns", None)
        fs.data.update(data)
        if placed is None:
            on_map = [c for c, cl in game.state.clearings.items() for _ in range(cl.pawns.count(self.id))]
            placed = dict(zip(SUITS, on_map))
        pawns: dict[str, int | None] = {suit: None for suit in SUITS}
        for suit, c in placed.items():
            if suit not in SUITS:
                raise ScenarioError(f"{self.id}: no {suit!r} pawn (the pawns are {', '.join(SUITS)})")
            pawns[suit] = int(c)
        fs.data["pawns"] = pawns
        wrong = [p for p in self.invariant_problems(game) if "pawn" in p]
        if wrong:  # the table must say where each pawn the scenario placed is
            raise ScenarioError(f"{self.id}: the pawns given do not match the map: {'; '.join(wrong)}")

    def invariant_problems(self, game) -> list[str]:
        """The pawn table agrees with the map and the supply; the Ranks hold at most ten outside a battle."""
        fs = game.state.factions[self.id]
        problems = []
        for c, cl in game.state.clearings.items():
            listed = sum(1 for where in fs.data["pawns"].values() if where == c)
            if cl.pawns.count(self.id) != listed:
                problems.append(f"clearing {c}: {cl.pawns.count(self.id)} Order pawns, the pawn table says {listed}")
        off = sum(1 for where in fs.data["pawns"].values() if where is None)
        if off != fs.supply.get("pawn", 0):
            problems.append(f"{off} pawns off the map in the table, {fs.supply.get('pawn', 0)} in the supply")
        if fs.data.get("witness") is None and self.ranks_count(game) > self.board.data["ranks_limit"]:
            problems.append(f"{self.ranks_count(game)} warriors in the Ranks (OF.2.10: at most ten)")
        return problems

    # -- reading the position ---------------------------------------------------------------------------------

    def ranks(self, game) -> dict[str, int]:
        """The enemy warriors in the Ranks, by owner (OF.2.10)."""
        return {owner: kinds.get("warrior", 0) for owner, kinds in held_pieces(game, RANKS).items()}

    def ranks_count(self, game) -> int:
        return sum(self.ranks(game).values())

    def altar(self, game) -> list[str]:
        """The suits of the pawns on the Altar (OF.2.3): off the map once setup has placed them."""
        fs = game.state.factions[self.id]
        if not fs.data.get("set_up", True):
            return []
        return [suit for suit, where in fs.data["pawns"].items() if where is None]

    def order_suit(self, game) -> str | None:
        """The suit of the current Order Card (OF.2.8), or None when there is none."""
        order = game.state.factions[self.id].zones[ORDER]
        return game.cards[order[0]].suit if order else None

    def allowed(self, game, clearing: int) -> bool:
        """OF.5: a Daylight action's clearing must match the Order Card (bird: any)."""
        suit = self.order_suit(game)
        return suit is not None and suit_matches(game, clearing, suit)

    def pawns_in(self, game, clearing: int) -> list[str]:
        return [suit for suit, where in game.state.factions[self.id].data["pawns"].items() if where == clearing]

    # -- pawns taken elsewhere by another's effect (the Coven's Teleport, the Colonies' Omnius Exitus) --------------

    def relocatable_pawns(self, game, clearing: int) -> list[str]:
        """The pawns differ by suit (OF.2.2): each is named "pawn:<suit>" for `relocate_piece`."""
        return [f"{PAWN}:{suit}" for suit in self.pawns_in(game, clearing)]

    def can_relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        if not kind.startswith(f"{PAWN}:"):
            return super().can_relocate_piece(game, kind, origin, dest)
        suit = kind.partition(":")[2]
        return game.state.factions[self.id].data["pawns"].get(suit) == origin \
            and placement_allowed(game, self.id, PAWN, dest)

    def relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        """A pawn named by `relocatable_pawns` goes to `dest`, the same pawn (not removed or placed: the Altar is not
        involved), with its activation of this turn if it crafted (the activations are kept by suit)."""
        if not kind.startswith(f"{PAWN}:"):
            return super().relocate_piece(game, kind, origin, dest)
        if not self.can_relocate_piece(game, kind, origin, dest):
            return False
        suit = kind.partition(":")[2]
        self._carry_pawn(game, suit, origin, dest)
        game.event("relocated", faction=self.id, piece=PAWN, suit=suit, origin=origin, destination=dest, count=1)
        return True

    # -- setup (OF.3) -------------------------------------------------------------------------------------------

    def setup(self, game):
        fs = game.state.factions[self.id]
        fs.data["set_up"] = False
        self.foresee(game)  # OF.3.1: Prophetic Spirit
        # OF.3.2: Appear, all four pawns in one clearing with the fewest pieces.
        counts = {c: game.state.clearings[c].piece_count() for c in game.board.clearing_ids
                  if placement_allowed(game, self.id, "pawn", c)}
        fewest = min(counts.values())
        where = yield from ask_clearing(self.id, f"{self.id}.setup.appear", "Place your four pawns in which clearing?",
                                        sorted(c for c, n in counts.items() if n == fewest))
        place(game, self.id, "pawn", where, len(SUITS))
        fs.data["pawns"] = {suit: where for suit in SUITS}
        # OF.3.3: Ready the Order, the abbeys on their track in a sequence of the player's choice.
        track = []
        left = list(SUITS)
        while len(left) > 1:
            vp = self.board.data["abbey_vp"][len(track)]
            chosen = yield Decision(self.id, f"{self.id}.setup.abbey", f"Which abbey goes on the space scoring {vp} VP?",
                                    [self.shared_option(f"abbey:{s}", f"{s} abbey", {"suit": s}) for s in left])
            track.append(chosen.data["suit"])
            left.remove(chosen.data["suit"])
        fs.data["abbey_track"] = track + left
        fs.data["set_up"] = True

    @staticmethod
    def owners_in(game, clearing: int) -> set[str]:
        """Everyone with a piece in `clearing`."""
        cl = game.state.clearings[clearing]
        return set(cl.warriors) | {f for f, _ in cl.buildings + cl.tokens} | set(cl.pawns)

    # -- Birdsong (OF.4) ----------------------------------------------------------------------------------------

    def birdsong(self, game):
        fs = game.state.factions[self.id]
        fs.data.update(ministered=0, witnessed={}, built=False, confessed=False, activated=[])
        self.proclaim(game)
        yield from self.anoint(game)
        self.foresee(game)
        yield from self.confessions(game)
        yield from self.herald(game)

    def proclaim(self, game) -> None:
        """OF.4.1: the Foreseen is revealed and becomes the Order Card."""
        fs = game.state.factions[self.id]
        for card in fs.zones[FORESEEN]:
            fs.zones[ORDER].append(card)
            game.event("order_card", faction=self.id, card=card)  # public: everyone sees it
        fs.zones[FORESEEN] = []

    def foresee(self, game) -> None:
        """OF.4.3 (and OF.3.1): draw a card and keep it face down as the Foreseen; only the Order sees it."""
        fs = game.state.factions[self.id]
        for card in cards.draw(game, self.id, 1):
            fs.hand.remove(card)
            fs.zones[FORESEEN].append(card)
            game.event("foreseen", faction=self.id, to=[self.id], card=card, held_by=self.id, place=FORESEEN)

    def anoint(self, game):
        """OF.4.2: the pawn of the Order Card's suit comes back from the Altar into a matching clearing."""
        suit = self.order_suit(game)
        if suit is None or suit not in self.altar(game):
            return
        spots = [c for c in game.board.clearing_ids if suit_matches(game, c, suit)
                 and placement_allowed(game, self.id, "pawn", c)]
        if not spots:
            return
        where = yield from ask_clearing(self.id, f"{self.id}.anoint", f"Anoint: place the {suit} pawn where?", spots)
        place(game, self.id, "pawn", where)
        game.state.factions[self.id].data["pawns"][suit] = where
        game.event("anointed", faction=self.id, suit=suit, clearing=where)

    def confessions(self, game):
        """OF.2.5: once in Birdsong, look at the hand of an enemy with pieces in a clearing holding an abbey."""
        fs = game.state.factions[self.id]
        if fs.data["confessed"]:
            return
        abbeys = [c for c, cl in game.state.clearings.items() if any(f == self.id for f, _ in cl.buildings)]
        enemies = sorted({f for c in abbeys for f in self.owners_in(game, c)
                          if f != self.id and f in game.state.factions and battle.is_enemy(game, self.id, f)})
        if not enemies:
            return
        chosen = yield Decision(self.id, f"{self.id}.confessions", "Confessions: look at whose hand?",
                                faction_options(enemies) + [_PASS])
        if chosen.id == "pass":
            return
        fs.data["confessed"] = True
        target = chosen.data["faction"]
        hand = list(game.state.factions[target].hand)
        game.event("hand_shown", faction=target, to=self.id, cards=hand, held_by=target, reason="confessions")

    def herald(self, game):
        """OF.4.4: up to three moves; pawns ignore rule, warriors need it (Law 4.2.1)."""
        for left in range(self.board.data["herald_moves"], 0, -1):
            starts = [c for c, cl in game.state.clearings.items()
                      if (cl.warriors.get(self.id) or self.id in cl.pawns) and self.move_ends(game, c)]
            if not starts:
                return
            origin = yield from ask_clearing(self.id, f"{self.id}.herald.origin",
                                             f"Herald: move from which clearing? ({left} moves left)", starts,
                                             True, "Stop moving")
            if origin is None:
                return
            dest = yield from ask_clearing(self.id, f"{self.id}.herald.destination", f"Move from {origin} to where?",
                                           self.move_ends(game, origin))
            yield from self.move_pieces(game, origin, dest)

    def move_ends(self, game, origin: int) -> list[int]:
        """Where a move from `origin` may go: with pawns there, every adjacent clearing (they ignore rule, OF.2.2);
        with warriors only, where they could go (rule at either end)."""
        ends = set(move.destinations(game, self.id, origin)) if game.state.clearings[origin].warriors.get(self.id) \
            else set()
        if self.id in game.state.clearings[origin].pawns:
            ends.update(adjacent(game, origin, self.id, moving=True))
        return sorted(ends)

    def move_pieces(self, game, origin: int, dest: int):
        """One move from `origin` to `dest`: warriors (if rule allows) and pawns, chosen one question at a time."""
        cl = game.state.clearings[origin]
        moved: dict = {}
        if cl.warriors.get(self.id) and dest in move.destinations(game, self.id, origin):
            least = 0 if self.id in cl.pawns else 1
            chosen = yield Decision(self.id, f"{self.id}.herald.count", f"Move how many warriors to {dest}?",
                                    count_options(cl.warriors[self.id], least))
            if chosen.data["count"]:
                move.move(game, self.id, origin, dest, chosen.data["count"])
                moved["warrior"] = chosen.data["count"]
        pawns = self.pawns_in(game, origin)
        while pawns:
            options = [self.shared_option(f"pawn:{s}", f"{s} pawn", {"suit": s}) for s in pawns]
            if moved:
                options.append(_DONE)
            chosen = yield Decision(self.id, f"{self.id}.herald.pawn", f"Move which pawn to {dest}?", options)
            if chosen.id == "done":
                break
            suit = chosen.data["suit"]
            self.shift_pawn(game, suit, origin, dest)
            moved["pawn"] = moved.get("pawn", 0) + 1
            pawns.remove(suit)
        yield from move.after_move(game, self.id, origin, dest, moved)

    def shift_pawn(self, game, suit: str, origin: int, dest: int) -> None:
        """The `suit` pawn's move from `origin` to `dest` (the caller runs what follows a move)."""
        self._carry_pawn(game, suit, origin, dest)
        game.event("pawn_moved", faction=self.id, suit=suit, origin=origin, destination=dest)

    def _carry_pawn(self, game, suit: str, origin: int, dest: int) -> None:
        """The `suit` pawn from `origin` to `dest` on the map and in the pawn table, told by the caller's event."""
        clearings = game.state.clearings
        clearings[origin].pawns.remove(self.id)
        clearings[origin].changed()
        clearings[dest].pawns.append(self.id)
        clearings[dest].changed()
        game.state.factions[self.id].data["pawns"][suit] = dest

    # -- Daylight (OF.5) ----------------------------------------------------------------------------------------

    def daylight(self, game):
        yield from self.step(game, "minister", self.minister_options, self.minister)
        yield from self.step(game, "witness", self.witness_options, self.witness)
        yield from self.step(game, "build", self.build_options, self.build)

    def step(self, game, name: str, options_of, act):
        """One Daylight step: its actions as often as allowed, with the card options usable at any time (dominance,
        card effects, Law 1.4.1), until the player goes on."""
        while True:
            options = options_of(game) + cards.daylight_card_options(game, self.id)
            question = hand_question(game, self.id, f"{self.id}.{name}", f"{name.capitalize()}: choose",
                                     options + [self.shared_option(f"end_{name}", f"End the {name} step")])
            if question is None:
                return
            chosen = yield question
            if chosen.id == f"end_{name}":
                return
            if chosen.id.startswith((f"{name}:", "move_instead:")):  # the Witness's move out (TC.2.3 I)
                yield from act(game, chosen)
            else:
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)

    def minister_options(self, game) -> list[Option]:
        """OF.5.1: a token where a pawn stands in a clearing matching the Order Card (twice with the mouse pawn on
        the Altar, OF.2.4.II)."""
        fs = game.state.factions[self.id]
        most = self.board.data["ministers"] + ("mouse" in self.altar(game))
        if fs.data["ministered"] >= most:
            return []
        spots = sorted({c for c in fs.data["pawns"].values() if c is not None and self.allowed(game, c)})
        return [self.shared_option(f"minister:{token}:{c}", f"Place {token} in clearing {c}",
                                   {"token": token, "clearing": c})
                for token in TOKENS if fs.tracks[token] for c in spots if placement_allowed(game, self.id, token, c)]

    def minister(self, game, chosen: Option):
        fs = game.state.factions[self.id]
        token, c = chosen.data["token"], chosen.data["clearing"]
        fs.data["ministered"] += 1
        vp = self.uncovered_vp(game, token)
        place(game, self.id, token, c)
        scoring.score(game, self.id, vp, token)
        # OF.2.9: the bonus the token uncovers, at once.
        if token == "soup":
            place(game, self.id, "warrior", c, self.board.data["soup_warriors"])
        else:
            cards.draw(game, self.id, self.board.data["coins_cards"])
        yield from ()

    def witness_cost(self, game, defender: str) -> int:
        return self.board.data["witness_cost"] + game.state.factions[self.id].data["witnessed"].get(defender, 0)

    def witness_options(self, game) -> list[Option]:
        """OF.5.2: a battle in a clearing matching the Order Card, paid with matching cards, one more for each
        Witness already taken against the same defender this turn; where a rule forbids that battle and offers a
        move out instead (TC.2.3 I), that move, at the base price."""
        hand = game.state.factions[self.id].hand
        options = []
        for c in battle.battle_clearings(game, self.id):
            if not self.allowed(game, c):
                continue
            suit = game.state.suits[c]
            have = len(cards.matching(game, hand, suit))
            for defender in battle.defenders(game, self.id, c):
                cost = self.witness_cost(game, defender)
                # The cards left must pay a price of battling the defender too (the Spring Uprising's, Law E.2.2).
                if have >= cost and battle.can_pay_after_spending(game, self.id, c, defender, suit, cost):
                    options.append(self.shared_option(f"witness:{c}:{defender}",
                                                      f"Witness against {defender} in clearing {c}",
                                                      {"clearing": c, "faction": defender}))
        for c in battle.move_instead_clearings(game, self.id):
            if self.allowed(game, c) \
                    and len(cards.matching(game, hand, game.state.suits[c])) >= self.board.data["witness_cost"]:
                options.append(battle.move_instead_option(c))
        return options

    def witness(self, game, chosen: Option):
        fs = game.state.factions[self.id]
        c = chosen.data["clearing"]
        if chosen.id.startswith("move_instead:"):  # TC.2.3 I: a move out, paid as a Witness against no one
            yield from self.pay_witness(game, c, self.board.data["witness_cost"])
            yield from battle.move_instead(game, self.id, c, f"{self.id}.witness")
            return
        defender = chosen.data["faction"]
        yield from self.pay_witness(game, c, self.witness_cost(game, defender))
        fs.data["witnessed"][defender] = fs.data["witnessed"].get(defender, 0) + 1
        fs.data["witness"] = {"clearing": c, "defender": defender}
        yield from battle.fight(game, self.id, c, defender)
        yield from self.trim_ranks(game)  # OF.2.10, after the battle
        fs.data["witness"] = None

    def pay_witness(self, game, clearing: int, cost: int):
        for _ in range(cost):
            yield from cards.spend(game, self.id, game.state.suits[clearing], f"{self.id}.witness.card",
                                   f"Spend a card matching clearing {clearing} for Witness")

    def build_options(self, game) -> list[Option]:
        """OF.5.3: once, an abbey of the clearing's suit (bird: any) where the Order rules, matching the Order Card."""
        fs = game.state.factions[self.id]
        if fs.data["built"]:
            return []
        options = []
        for c in sorted(game.state.clearings):
            if c not in game.state.suits or not self.allowed(game, c) or not is_ruler(game, c, self.id):
                continue
            for suit, kind in ABBEYS.items():
                if fs.supply.get(kind) and suit_matches(game, c, suit) and placement_allowed(game, self.id, kind, c):
                    options.append(self.shared_option(f"build:{kind}:{c}", f"Build the {suit} abbey in clearing {c}",
                                                      {"piece": kind, "clearing": c}))
        return options

    def build(self, game, chosen: Option):
        fs = game.state.factions[self.id]
        kind, c = chosen.data["piece"], chosen.data["clearing"]
        fs.data["built"] = True
        place(game, self.id, kind, c)
        space = fs.data["abbey_track"].index(ABBEY_SUIT[kind])
        scoring.score(game, self.id, self.board.data["abbey_vp"][space], kind)
        yield from ()

    # -- Evening (OF.6) -----------------------------------------------------------------------------------------

    def evening(self, game):
        if "rabbit" in self.altar(game):  # OF.2.4.III: a card at the start of Evening
            yield from cards.draw_step(game, self.id, 1)
        yield from self.congregate(game)
        yield from self.rest(game)

    def rest(self, game):
        """OF.6.2: the Order Card into the hand (no draw, OF.2.8), discard down to five, score the Ranks."""
        fs = game.state.factions[self.id]
        for card in fs.zones[ORDER]:
            fs.hand.append(card)
            game.event("order_card_taken", faction=self.id, card=card, held_by=self.id)
        fs.zones[ORDER] = []
        yield from cards.discard_to_hand_limit(game, self.id)
        n = self.ranks_count(game)
        vp = 0
        for least, points in self.board.data["ranks_vp"]:
            if n >= least:
                vp = points
        if vp and "bird" in self.altar(game):  # OF.2.4.IV
            vp += 1
        if vp:
            scoring.score(game, self.id, vp, "ranks")

    # -- crafting (OF.2.1, OF.6.1) ------------------------------------------------------------------------------

    def crafting_pieces(self, game) -> dict[str, int]:
        """Every crafting piece on the map by its own suit (bird ones wild, under `ANY`), for anything that asks
        how much the Order could craft; Congregate itself pays clearing by clearing (`pieces_at`)."""
        counts: dict[str, int] = {}
        for c in game.state.clearings:
            for suit, n in self.pieces_at(game, c, used=()).items():
                counts[suit] = counts.get(suit, 0) + n
        return counts

    def pieces_at(self, game, clearing: int, used=None) -> dict[str, int]:
        """The Order's crafting pieces in `clearing` not activated this turn, by suit (bird: `ANY`)."""
        if used is None:
            used = game.state.factions[self.id].data["activated"]
        counts: dict[str, int] = {}
        for piece in self.piece_ids_at(game, clearing):
            if piece not in used:
                key = ANY if piece.endswith("bird") else piece.split("_" if piece.startswith("abbey") else ":")[1]
                counts[key] = counts.get(key, 0) + 1
        return counts

    def piece_ids_at(self, game, clearing: int) -> list[str]:
        """`pawn:<suit>` for each pawn and the abbey kinds in `clearing`."""
        ids = [f"pawn:{suit}" for suit in self.pawns_in(game, clearing)]
        ids += [kind for f, kind in game.state.clearings[clearing].buildings if f == self.id]
        return ids

    def craft_places(self, game, card: int) -> list[int]:
        """The clearings whose unused pieces can pay for `card` and that match a suit its cost names (OF.2.1)."""
        cost = game.cards[card].cost
        named = [s for s in cost if s != "any"]
        places = []
        for c in game.state.clearings:
            if c not in game.state.suits or (named and not any(is_suit(game, c, s) for s in named)):
                continue
            if craft.can_craft(game, self.id, card, self.pieces_at(game, c)):
                places.append(c)
        return places

    def congregate(self, game):
        """OF.6.1: craft any number of cards from the hand, each paid by pieces in one clearing."""
        while True:
            hand = game.state.factions[self.id].hand
            options = [self.shared_option(f"craft:{card}:{c}", f"Craft {game.cards[card].name} in clearing {c}",
                                          {"card": card, "clearing": c})
                       for card in sorted(hand) for c in self.craft_places(game, card)]
            question = hand_question(game, self.id, f"{self.id}.congregate", "Congregate: craft a card?",
                                     options + [fixed_option("done", "Done crafting")])
            if question is None:
                return
            chosen = yield question
            if chosen.id == "done":
                return
            self.activate(game, chosen.data["clearing"], game.cards[chosen.data["card"]].cost)
            yield from craft.resolve(game, self.id, chosen.data["card"])

    def activate(self, game, clearing: int, cost) -> None:
        """Mark the pieces paying `cost` in `clearing` used: named suits by their own pieces first, then by bird
        (wild) pieces; "any" by the pieces left, bird last (the choice keeping wild pieces for later)."""
        used = game.state.factions[self.id].data["activated"]
        free = [p for p in self.piece_ids_at(game, clearing) if p not in used]
        free.sort(key=lambda p: p.endswith("bird"))  # own-suit pieces first, wild last

        def take(fits):
            piece = next(p for p in free if fits(p))
            free.remove(piece)
            used.append(piece)
        for suit in cost:
            if suit != "any":
                take(lambda p, s=suit: p.endswith(s) or p.endswith("bird"))
        for suit in cost:
            if suit == "any":
                take(lambda p: True)

    # -- battle (OF.2.2, OF.2.4.I, OF.2.6, OF.5.2) ------------------------------------------------------------------

    def max_rolled_hits(self, game, clearing: int) -> int:
        """Pawns fight as warriors (OF.2.2); without either, each token deals up to one hit (OF.2.6)."""
        cl = game.state.clearings[clearing]
        fighters = cl.warriors.get(self.id, 0) + cl.pawns.count(self.id)
        if fighters:
            return fighters
        return sum(1 for f, _ in cl.tokens if f == self.id)

    def defenseless(self, game, clearing: int) -> bool:
        cl = game.state.clearings[clearing]
        return not cl.warriors.get(self.id) and self.id not in cl.pawns

    def take_hits(self, game, clearing: int, hits: int, remover, cause: str):
        """Warriors, then buildings and tokens, then pawns last (OF.2.2)."""
        removals = yield from take_hits_default(game, self.id, clearing, hits, remover, cause)
        left = hits - sum(sum(r.counts.values()) for r in removals)
        if left > 0 and self.id in game.state.clearings[clearing].pawns:
            removal = removals[0] if removals else None
            removal = yield from self.remove_pawns(game, clearing, left, remover, cause, removal)
            removals = [removal]
        return removals

    def most_hits_taken(self, game, clearing: int) -> int:
        """OF.2.2: hits reach its pawns last."""
        return super().most_hits_taken(game, clearing) + game.state.clearings[clearing].pawns.count(self.id)

    def full_removal(self, game, clearing: int, remover, cause: str):
        removals = yield from super().full_removal(game, clearing, remover, cause)
        n = game.state.clearings[clearing].pawns.count(self.id)
        if n:
            removal = yield from self.remove_pawns(game, clearing, n, remover, cause,
                                                   removals[0] if removals else None)
            removals = [removal]
        return removals

    def remove_pawns(self, game, clearing: int, n: int, remover, cause: str, removal: Removal | None):
        """Remove up to `n` pawns from `clearing` to the Altar (OF.2.3), the Order choosing which."""
        fs = game.state.factions[self.id]
        there = self.pawns_in(game, clearing)
        n = min(n, len(there))
        chosen_suits = there if n == len(there) else []
        while len(chosen_suits) < n:
            left = [s for s in there if s not in chosen_suits]
            chosen = yield Decision(self.id, f"{self.id}.martyr", f"Which pawn in clearing {clearing} is removed?",
                                    [self.shared_option(f"pawn:{s}", f"{s} pawn", {"suit": s}) for s in left])
            chosen_suits.append(chosen.data["suit"])
        if removal is None:
            removal = Removal(clearing, self.id, remover, cause)
        cl = game.state.clearings[clearing]
        for suit in chosen_suits:
            cl.pawns.remove(self.id)
            fs.data["pawns"][suit] = None
            fs.supply["pawn"] = fs.supply.get("pawn", 0) + 1
            game.event("removed", faction=self.id, piece="pawn", suit=suit, clearing=clearing, count=1, by=remover,
                       cause=cause)
            game.event("martyr", faction=self.id, suit=suit)
        cl.changed()
        removal.counts["pawn"] = removal.counts.get("pawn", 0) + len(chosen_suits)
        return removal

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """OF.2.4.I: with the fox pawn on the Altar, an extra hit as defender."""
        if side == "defender" and battle.defender == self.id and "fox" in self.altar(game):
            battle.extra_hits["defender"] += 1
        return None

    @hookimpl
    def rootcore_battle_deal_hits(self, game, battle, side, hits):
        """OF.5.2: in a Witness battle, the Order's hits on the defender's warriors swap them for Order warriors; the
        hits left fall on the defender's buildings and tokens as usual."""
        witness = game.state.factions[self.id].data.get("witness")
        if side != "attacker" or battle.attacker != self.id or not witness or not hits:
            return None
        return self.witness_hits(game, battle, hits)

    def witness_hits(self, game, fought, hits: int):
        """The Order's `hits` in the Witness battle `fought` (OF.5.2): the defender's warriors are swapped (`swap`),
        and so are warriors lent to it (Riverfolk mercenaries, Law 11.2.7.III), enemy warriors too, for their share
        of the hits (11.2.7.III.a); the hits left fall the usual way (its `take_hits`) on the warriors its own rules
        keep from a swap (`Faction.fixed_warriors`), then on its buildings and tokens. Such a warrior is removed only
        if its rules let hits remove it (the warlord goes back to the Hundreds, Law 14.2.2; the Bone Patrol's Alpha
        stays, BP.2.2), and an Order warrior takes the place of each one removed, as of a swapped one. If the Order's
        supply runs out while warriors that could be swapped are left, the hits left would fall on them, which the
        text forbids: they are used up. A generator returning the Removals made."""
        defender, clearing = fought.defender, fought.clearing
        lent = borrowed_warriors(game, defender, clearing, self.id)
        to_lent = battle.hits_to_lent(game, defender, clearing, hits, lent) if lent else 0
        own_hits = hits - to_lent
        swaps, unswapped = self.swap(game, clearing, defender, own_hits)
        if unswapped:
            return []
        for lender in sorted(lent):  # one lender in practice
            n = min(to_lent, lent[lender])
            to_lent -= n
            if self.swap(game, clearing, lender, n)[1]:
                return []
        # Hits are left over only for warriors kept from a swap (one at most: the warlord, the Alpha) or beyond every
        # warrior: dealt as usual, they split with the lent warriors left just as the whole hits did.
        removals = yield from battle.deal_hits_usually(game, fought, "attacker", own_hits - swaps)
        removed = sum(r.counts.get("warrior", 0) for r in removals if r.owner == defender)
        taking_place = min(removed, game.state.factions[self.id].supply.get("warrior", 0))
        if taking_place:
            self.swap_in(game, clearing, defender, 0, taking_place)
        return removals

    def swap(self, game, clearing: int, owner: str, hits: int) -> tuple[int, int]:
        """Each of `hits` falling on a warrior of `owner` (the defender, or a lender of warriors to it) that its
        rules do not keep in place (`Faction.fixed_warriors`) swaps it for a warrior from the Order's supply (G.1.31:
        no removal, no placement limit); the enemy warrior goes to the Ranks. Returns (hits used, swappable warriors
        left unswapped while hits were left: the Order's supply ran out)."""
        cl = game.state.clearings[clearing]
        component = game.factions[owner]
        warriors = cl.warriors.get(owner, 0)
        fixed = component.fixed_warriors(game, clearing, False) if component.has_fixed_warriors else 0
        swappable = max(0, warriors - fixed)
        swaps = min(hits, swappable, game.state.factions[self.id].supply.get("warrior", 0))
        if swaps > 0:
            self.swap_in(game, clearing, owner, swaps)
            game.state.factions[owner].supply["warrior"] = game.state.factions[owner].supply.get("warrior", 0) + swaps
            hold(game, RANKS, owner, "warrior", swaps)
        return swaps, (swappable - swaps if hits > swaps else 0)

    def swap_in(self, game, clearing: int, defender: str, taken: int, extra: int = 0) -> None:
        """Take `taken` of `defender`'s warriors off `clearing` (not a removal) and put as many Order warriors, plus
        `extra` for warriors removed otherwise, from the supply there (a swap ignores placement limits, G.1.31)."""
        cl = game.state.clearings[clearing]
        if taken:
            take_warriors(cl, defender, taken)
            warriors_swapped_out(game, defender, clearing, taken, RANKS)  # bound for the Ranks (`swap`)
        game.state.factions[self.id].supply["warrior"] -= taken + extra
        put(cl, self.id, "warrior", "warrior", taken + extra)
        cl.warriors_changed()
        game.event("swapped", faction=self.id, other=defender, clearing=clearing, count=taken + extra)

    def trim_ranks(self, game):
        """OF.2.10: above ten, enemy warriors of the Order's choice go back to their owners."""
        while self.ranks_count(game) > self.board.data["ranks_limit"]:
            owners = sorted(o for o, n in self.ranks(game).items() if n)
            chosen = yield Decision(self.id, f"{self.id}.ranks_return", "The Ranks are over ten: return whose warrior?",
                                    faction_options(owners))
            release_held(game, RANKS, chosen.data["faction"], "warrior", 1)

    # -- Reclamation (OF.2.11) ----------------------------------------------------------------------------------

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        remover = removal.remover
        if removal.owner != self.id or remover is None or remover == self.id \
                or remover != game.state.current_faction or not self.ranks_count(game):
            return None
        removed = warriors_removed(game, removal)  # the pawns too, in battle (OF.2.2)
        return self.reclaim(game, remover, removed) if removed else None

    def reclaim(self, game, remover: str, n: int):
        owners = sorted(o for o, k in self.ranks(game).items() if k)
        chosen = yield Decision(remover, f"{self.id}.reclamation",
                                f"Reclamation: return up to {n} warriors of which player from the Order's Ranks?",
                                faction_options(owners) + [_PASS])
        if chosen.id != "pass":
            release_held(game, RANKS, chosen.data["faction"], "warrior", n)


def advise_reclamation(bot, game, decision) -> str:
    """Another player's bot that removed Order warriors (OF.2.11): its own warriors back from the Ranks when some are
    there, else none (another player's warriors would go back to a rival)."""
    own = f"faction:{bot.faction}"
    return own if bot.has(decision, own) else "pass"


def advise_martyr(bot, game, decision) -> str:
    """The Order's GenericBot outside its turn (where it does not look ahead) losing one of several pawns in a clearing
    (OF.2.3): the one whose suit matches the fewest cards in its hand, the pawn it crafts with least (OF.2.1); its
    suit's Altar ability then comes into play (OF.2.4)."""
    hand = game.state.factions[bot.faction].hand
    return bot.pick(decision, lambda o: -sum(1 for c in hand if cards.matches(game, c, o.data["suit"])))


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, OrderOfTheForest, board=BOARD)
    # No bot of its own: a GenericBot (look-ahead over its own turn); other players' bots are advised on Reclamation.
    registry.add_agent("heuristic", "rootcore.bots:GenericBot", faction=FACTION)
    registry.add_bot_advice(f"{FACTION}.reclamation", advise_reclamation)
    registry.add_bot_advice(f"{FACTION}.martyr", advise_martyr)
