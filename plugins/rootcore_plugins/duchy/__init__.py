"""The Underground Duchy (Law 12): the Burrow and its tunnels, citadels and markets, the Assembly, the nine ministers
of the Parliament, sway and crowns, and the Price of Failure.

The Burrow (Law 12.2.2) is a real clearing of the game state, `game.state.clearings[BURROW]` (id 0), that the map
graph does not list: it is not in `game.board.clearing_ids` nor in `game.state.suits` (it has no suit), and it has no
building slot. The Duchy's `init_state` adds it. So every rule that works on clearings of pieces works there without
more code: Duchy warriors move in and out by ordinary moves (the Assembly's Move, the Marshal, the Brigadier, and
effects granting a move such as the Cobbler or the Eyrie Emigre), the Duchy rules it through a rule bonus even when
empty, and piece conservation, saves, clones and views count it like any clearing. The consequences:

* Adjacency (`rootcore_adjacent`): for the Duchy alone, the Burrow is linked to every clearing with a tunnel
  (12.2.2). No other faction may be placed in or move into it, so adjacency to it could never give them anything:
  their questions, and those about the map alone (faction None), keep the printed paths (`adjacency_concerns`).
* Placement (`rootcore_can_place`): only Duchy warriors may be placed there (12.2.2; it has no slots and no suit,
  so no building or tunnel either). Nobody else can ever have a piece there, so no one else can battle there and no
  effect of others can choose it as a clearing to place in.
* Rule: a rule bonus of one for the Duchy there (12.2.2: it rules it even with no pieces), kept with the pieces.
* It is not a map clearing: loops over the map (`game.board.clearing_ids`, `game.state.suits`: dominance, Favor
  cards, sympathy, corners, matching suits) never see it; loops over `game.state.clearings` do, and must not index
  `game.state.suits` with it (the Riverfolk's and the Exiles' loops read the suit with `.get`). Effects counting the
  clearings a player rules (`rootcore.rules.rule.ruled_by`: Royal Claim) count the Burrow for the Duchy, as the Law
  says the Duchy rules it.
* `rootcore render` draws the map's clearings only; the panel shows the warriors in the Burrow.

The other choice, warriors held off the map with Burrow moves written as the Duchy's own options, would leave every
effect that grants "a move" unable to use the Burrow and would need a clearing id for move triggers anyway.

State (all in `game.state.factions["duchy"]`):

* `fs.zones["revealed"]`: the cards revealed this turn (to build, 12.5.1.I and the Foremole; to sway, 12.5.3),
  public, still the Duchy's; birds are discarded and the rest return to hand in Evening (12.6.1);
* `fs.data["swayed"]`: the swayed ministers, by id, in the order swayed (each holds a crown of its rank);
* `fs.data["crowns"]`: crowns left on the faction board by rank; `fs.data["crowns_lost"]`: crowns removed from the
  game by the Price of Failure (12.2.3), by rank;
* `fs.data["actions"]`: Assembly actions left (12.5.1) and `fs.data["used"]`: ministers that acted this Parliament
  (12.5.2), during Daylight only; `fs.data["swayed_this_turn"]`: whether the Sway step is done.

Scenario data (`rootcore.scenario`, `{"data": {"duchy": {...}}}`): `{"swayed": ["marshal", "banker"],
"crowns_lost": {"lord": 1}, "revealed": ["sword"], "actions": 2}`: crowns of the swayed ministers and lost ones are
taken off the board; cards are design ids taken from the deck; "actions", "used" and "swayed_this_turn" start a
position within Daylight (left out, Daylight sets them at its start). Warriors in the Burrow are pieces of clearing 0.
"""
from __future__ import annotations

import functools
from collections import Counter

from rootcore import Decision, Faction, Option, answers_kept, clearing_options, count_options, fixed_option, \
    hand_question, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, scoring, setup
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import available, on_map_from_track, place, placement_allowed, remove, resolve_removals
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import JOIN
from rootcore.state import ClearingState
from rootcore_plugins.private_clearing import PrivateClearing

FACTION = "duchy"
BURROW = 0  # the Burrow's clearing id: maps number their clearings from 1
REVEALED = "revealed"
RANKS = ("squire", "noble", "lord")  # lowest first (12.2.3: the highest rank goes first)
BUILDINGS = ("citadel", "market")
SUITS = ("fox", "rabbit", "mouse", "bird")

_ASSEMBLY = {"build": "Build (12.5.1.I)", "recruit": "Recruit in the Burrow (12.5.1.II)", "move": "Move (12.5.1.III)",
             "battle": "Battle (12.5.1.IV)", "dig": "Dig (12.5.1.V)"}
_ASSEMBLY_OPTIONS = {key: Option(key, label) for key, label in _ASSEMBLY.items()}
_END_ASSEMBLY = Option("end", "End the Assembly")
_END_PARLIAMENT = Option("end", "End the Parliament")
_NO_SWAY = Option("end", "Sway no minister")
_DONE = Option("done", "Spend no more")
_MOVES = Option("moves", "Up to two moves")
_BATTLES = Option("battles", "Up to two battles")
_BUILDING_OPTIONS = {kind: Option(f"piece:{kind}", kind, {"piece": kind}) for kind in BUILDINGS}
_SUIT_OPTIONS = {suit: Option(f"suit:{suit}", suit, {"suit": suit}) for suit in SUITS}
_ACTIONS = ("foremole", "captain", "marshal", "brigadier", "banker", "mayor", "duchess_of_mud", "baron_of_dirt",
            "earl_of_stone")  # the minister ids the code carries out (12.5.2.I-IX)


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each minister is one the rules carry out, and Birdsong's warriors
    are given for every count of citadels on the map (0 to all)."""
    issues = []
    for minister in board.data["ministers"]:
        if minister not in _ACTIONS:
            issues.append(ContentIssue(label, f"$.data.ministers.{minister}",
                                       f"no minister action {minister!r} (known: {', '.join(_ACTIONS)})"))
    citadels = board.pieces.get("citadel")
    if citadels is not None and len(board.data["burrow_recruit"]) != citadels.count + 1:
        issues.append(ContentIssue(label, "$.data.burrow_recruit", f"{len(board.data['burrow_recruit'])} entries "
                                   f"for 0 to {citadels.count} citadels: one per count is needed (Law 12.4)"))
    return issues + piece_issues(board, label, {"warrior": "warrior", "tunnel": "token", "citadel": "building",
                                                "market": "building"}, tracked=BUILDINGS)


class Duchy(PrivateClearing, Faction):
    setup_card_homelands = 1  # what its setup_from_card chooses (Law A.8.2)
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # Law 12.3.3: its starting pieces in a corner no one else starts in

    def __init__(self, spec, board):
        super().__init__(spec, board)
        self._burrow_rule = {self.id: 1}  # the rule bonus in the Burrow (12.2.2); read only

    # -- board data -------------------------------------------------------------------------------------------

    @functools.cached_property
    def ministers(self) -> dict[str, dict]:
        return dict(self.board.data["ministers"])

    def rank(self, minister: str) -> str:
        return self.ministers[minister]["rank"]

    def sway_cards(self, minister: str) -> int:
        return self.board.data["ranks"][self.rank(minister)]["sway_cards"]

    def _minister_option(self, minister: str) -> Option:
        return self.shared_option(f"minister:{minister}", self.ministers[minister]["name"], {"minister": minister})

    # -- state -------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # 12.3.1, 12.3.4: warriors and tunnels in the supply, buildings on tracks
        if BURROW in game.board.clearing_ids:
            from rootcore.engine import ConfigError
            raise ConfigError(f"map {game.board.id!r} has a clearing {BURROW}, the Underground Duchy's Burrow",
                              ("map",))
        game.state.clearings[BURROW] = ClearingState()  # 12.3.2: the Burrow, off the map
        fs.zones[REVEALED] = []
        ranks = self.board.data["ranks"]
        # 12.3.5: every minister starts unswayed; 12.3.6: a crown on each crown space of the board
        fs.data.update(swayed=[], crowns={rank: len(ranks[rank]["crown_vp"]) for rank in RANKS},
                       crowns_lost=dict.fromkeys(RANKS, 0))

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        fs.zones[REVEALED] = take_cards(game, data.pop(REVEALED, []))
        swayed = list(data.pop("swayed", []))
        lost = {**dict.fromkeys(RANKS, 0), **data.pop("crowns_lost", {})}
        fs.data.update(data)
        for minister in swayed:
            if minister not in self.ministers or swayed.count(minister) > 1:
                raise ScenarioError(f"duchy: {minister!r} is not a minister to sway (or is listed twice)")
        for rank in RANKS:
            left = len(self.board.data["ranks"][rank]["crown_vp"]) - lost[rank] \
                - sum(1 for m in swayed if self.rank(m) == rank)
            if left < 0:
                raise ScenarioError(f"duchy: more {rank} crowns swayed and lost than the board holds")
            fs.data["crowns"][rank] = left
        fs.data.update(swayed=swayed, crowns_lost=lost)

    def invariant_problems(self, game) -> list[str]:
        """Each rank's crowns are on the board, on a swayed minister or out of the game; a minister is swayed once;
        the Burrow holds Duchy warriors alone."""
        data = game.state.factions[self.id].data
        problems = []
        if len(set(data["swayed"])) != len(data["swayed"]):
            problems.append(f"duchy: a minister swayed twice: {data['swayed']}")
        for rank in RANKS:
            held = sum(1 for m in data["swayed"] if self.rank(m) == rank)
            total = len(self.board.data["ranks"][rank]["crown_vp"])
            if data["crowns"][rank] + held + data["crowns_lost"][rank] != total:
                problems.append(f"duchy: {rank} crowns {data['crowns'][rank]} on the board + {held} swayed + "
                                f"{data['crowns_lost'][rank]} lost != {total}")
        burrow = game.state.clearings[BURROW]
        others = sorted({f"{f} warrior" for f in burrow.warriors if f != self.id} | {f"{f} {k}" for f, k in
                         burrow.buildings + burrow.tokens} | {f"{f} pawn" for f in burrow.pawns})
        if others:  # no other piece enters it (12.2.2), and it has no slot and takes no token
            problems.append(f"duchy: the Burrow holds only Duchy warriors, not {', '.join(others)} (Law 12.2.2)")
        return problems

    def on_map(self, game, kind: str) -> int:
        """Citadels or markets on the map (off their track), or tunnels (out of the supply)."""
        if kind == "tunnel":
            return self.board.pieces[kind].count - game.state.factions[self.id].supply.get(kind, 0)
        return on_map_from_track(game, self.id, kind)

    def tunnel_clearings(self, game) -> list[int]:
        """The clearings with a tunnel, in clearing order (kept until buildings or tokens change)."""
        cache = game.state.building_cache()
        found = cache.get(("duchy.tunnels", self.id))
        if found is None:
            tunnel = (self.id, "tunnel")
            found = cache["duchy.tunnels", self.id] = [c for c, cl in game.state.clearings.items()
                                                      if tunnel in cl.tokens]
        return found

    def map_clearings_with_pieces(self, game) -> list[int]:
        """The map clearings (not the Burrow) with any Duchy piece."""
        clearings = game.state.clearings
        return [c for c in game.board.clearing_ids if clearings[c].has_any(self.id)]

    # -- abilities (Law 12.2) ----------------------------------------------------------------------------------

    # Law 12.2.2: the Burrow, adjacent to each clearing with a tunnel for the Duchy alone, where only its warriors
    # may be placed (`PrivateClearing`: adjacency and placing).
    private_clearing = BURROW

    def gates(self, game) -> list[int]:
        return self.tunnel_clearings(game)

    def is_gate(self, game, clearing: int) -> bool:
        return (self.id, "tunnel") in game.state.clearings[clearing].tokens

    @hookimpl
    @answers_kept
    def rootcore_rule_bonus(self, game, clearing):
        """Law 12.2.2: the Duchy rules the Burrow, even with no pieces there (nobody else can be there). Depends on
        the clearing alone, so the core may keep it."""
        return self._burrow_rule if clearing == BURROW else None

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """The Price of Failure (Law 12.2.3): once for Duchy buildings removed together, however many and wherever
        (the removals of one effect are all reported before any effect resolves, so the first one answers)."""
        if removal.owner != self.id or not any(kind in BUILDINGS for kind in removal.counts):
            return None
        data = game.state.factions[self.id].data
        if data.get("failure_pending"):
            return None
        data["failure_pending"] = True
        return self._price_of_failure(game)

    def _price_of_failure(self, game):
        st = game.state
        fs = st.factions[self.id]
        fs.data.pop("failure_pending", None)
        if fs.hand:
            card = fs.hand[st.rng.randrange(len(fs.hand))]  # a chance outcome of the game's RNG
            cards.discard_from_hand(game, self.id, card, reason="price_of_failure")
        swayed = fs.data["swayed"]
        if not swayed:
            return
        top = max(RANKS.index(self.rank(m)) for m in swayed)
        highest = [m for m in swayed if RANKS.index(self.rank(m)) == top]
        chosen = yield Decision(self.id, "duchy.price_of_failure", "Price of Failure: which minister leaves?",
                                [self._minister_option(m) for m in highest])
        minister = chosen.data["minister"]
        swayed.remove(minister)
        fs.data["crowns_lost"][self.rank(minister)] += 1  # 12.2.3: its crown leaves the game
        game.event("minister_lost", faction=self.id, minister=minister)

    # -- setup (Law 12.3) ---------------------------------------------------------------------------------------

    def setup(self, game):
        # 12.3.1, 12.3.2, 12.3.4, 12.3.5 and 12.3.6 are init_state. 12.3.3: a corner no one else starts in, opposite
        # one if possible, with 2 warriors and a tunnel; 2 warriors in each clearing adjacent to it except the Burrow.
        data = self.board.data
        corners = setup.setup_corners(game, self.id, lambda c: placement_allowed(game, self.id, "tunnel", c)
                                      and placement_allowed(game, self.id, "warrior", c))
        if corners:
            chosen = yield Decision(self.id, "duchy.setup.corner", "Set up a tunnel and 2 warriors in which corner?",
                                    clearing_options(corners))
            corner = chosen.data["clearing"]
            place(game, self.id, "warrior", corner, data.get("starting_warriors", 2))
            place(game, self.id, "tunnel", corner)
            for near in adjacent(game, corner, self.id):
                if near != BURROW:
                    place(game, self.id, "warrior", near, data.get("adjacent_warriors", 2))
            setup.record_starting_corner(game, self.id, corner)

    def setup_from_card(self, game):
        """Law A.8.2, the Duchy's faction setup card ([setup_card] of the board): a homeland not adjacent to enemy
        homelands (A.8.2.II, with its fall-back), 2 warriors and a tunnel there, 5 warriors among the clearings
        adjacent to it as evenly as possible (never the Burrow, which no path reaches); the rest is init_state."""
        def fits(c: int) -> bool:
            return placement_allowed(game, self.id, "tunnel", c) and placement_allowed(game, self.id, "warrior", c)

        where = setup.card_homelands(game, self, fits)
        chosen = yield Decision(self.id, "duchy.setup.homeland", "Set up a tunnel and 2 warriors in which homeland?",
                                clearing_options(where))
        home = chosen.data["clearing"]
        place(game, self.id, "warrior", home, setup.card_number(self, "homeland_warriors", 2))
        place(game, self.id, "tunnel", home)
        setup.record_homeland(game, self.id, home)
        near = [c for c in adjacent(game, home, self.id) if c != BURROW]
        yield from setup.place_evenly(game, self.id, "warrior", setup.card_number(self, "adjacent_warriors", 5),
                                      near, "duchy.setup.adjacent")

    # -- Birdsong (Law 12.4) ------------------------------------------------------------------------------------

    def birdsong(self, game):
        warriors = self.board.data["burrow_recruit"][self.on_map(game, "citadel")]
        place(game, self.id, "warrior", BURROW, warriors)
        yield from ()

    # -- Daylight (Law 12.5) ------------------------------------------------------------------------------------

    def daylight(self, game):
        fs = game.state.factions[self.id]
        # set at the start of Daylight, unless a scenario starts within it (12.5.1-3)
        fs.data.setdefault("actions", self.board.data.get("assembly_actions", 2))
        fs.data.setdefault("used", [])
        fs.data.setdefault("swayed_this_turn", False)
        yield from self.assembly(game)
        yield from self.parliament(game)
        yield from self.sway(game)
        for key in ("actions", "used", "swayed_this_turn"):
            fs.data.pop(key, None)

    def _menu(self, game, kind: str, prompt: str, options: list[Option], end: Option):
        """A Daylight menu: `options`, the dominance options and card effects usable in Daylight (1.4.1), and the
        way on. Returns the chosen option of `options`, None for the way on, or an option "card" when a card
        option was chosen and resolved here (the caller asks again)."""
        options = options + cards.daylight_card_options(game, self.id)
        options.append(end)
        question = hand_question(game, self.id, kind, prompt, options)
        if question is None:
            return None
        chosen = yield question
        if chosen.id == "end":
            return None
        if chosen.id in _ASSEMBLY or chosen.id.startswith("minister:"):
            return chosen
        yield from cards.resolve_daylight_card_option(game, self.id, chosen)  # raises on an unknown option
        return fixed_option("card", "")

    def assembly(self, game):
        """Law 12.5.1: up to two actions, in any order and number."""
        fs = game.state.factions[self.id]
        while fs.data["actions"] > 0:
            options = [_ASSEMBLY_OPTIONS[key] for key in _ASSEMBLY if self._assembly_possible(game, key)]
            chosen = yield from self._menu(game, "duchy.assembly",
                                           f"Assembly: choose an action ({fs.data['actions']} left)", options,
                                           _END_ASSEMBLY)
            if chosen is None:
                return
            if chosen.id == "card":
                continue
            fs.data["actions"] -= 1
            yield from getattr(self, "_" + chosen.id)(game)

    def _assembly_possible(self, game, action: str) -> bool:
        if action == "build":
            return bool(self.build_spots(game, any_suit=False))
        if action == "recruit":
            return available(game, self.id, "warrior") > 0
        if action == "move":
            return move.can_move(game, self.id)
        if action == "battle":
            return battle.can_battle(game, self.id)
        return bool(self.dig_clearings(game))

    # Build (12.5.1.I) and the Foremole (12.5.2.I)

    def build_spots(self, game, any_suit: bool) -> list[int]:
        """Map clearings the Duchy rules with room for a citadel or market it has left and a card to reveal for it:
        one matching the clearing (birds are wild, 2.1.1), or any card (`any_suit`, the Foremole)."""
        hand = game.state.factions[self.id].hand
        kinds = [kind for kind in BUILDINGS if available(game, self.id, kind)]
        if not hand or not kinds:
            return []
        suits = game.state.suits
        return [c for c in game.board.clearing_ids
                if is_ruler(game, c, self.id)  # rule shared with another counts (BP.2.3)
                and (any_suit or cards.has_matching(game, hand, suits[c]))
                and any(placement_allowed(game, self.id, kind, c) for kind in kinds)]

    def _build(self, game, any_suit: bool = False):
        fs = game.state.factions[self.id]
        where = yield Decision(self.id, "duchy.build", "Build in which clearing?",
                               clearing_options(self.build_spots(game, any_suit)))
        clearing = where.data["clearing"]
        kinds = [kind for kind in BUILDINGS
                 if available(game, self.id, kind) and placement_allowed(game, self.id, kind, clearing)]
        kind = (yield Decision(self.id, "duchy.build.piece", f"Build what in clearing {clearing}?",
                               [_BUILDING_OPTIONS[k] for k in kinds])).data["piece"]
        hand = fs.hand if any_suit else cards.matching(game, fs.hand, game.state.suits[clearing])
        card = yield from self._reveal_one(game, "duchy.build.card", f"Reveal which card to build a {kind}?", hand)
        place(game, self.id, kind, clearing)
        game.event("built", faction=self.id, piece=kind, clearing=clearing, card=card)

    def _reveal_one(self, game, kind: str, prompt: str, candidates):
        """Reveal one of `candidates` (cards in hand): it goes to the public revealed cards (12.6.1)."""
        chosen = yield from cards.choose_from_hand(game, self.id, kind, prompt,
                                                   cards.design_options(game, sorted(candidates), "reveal"))
        card = chosen.data["card"]
        fs = game.state.factions[self.id]
        fs.hand.remove(card)
        fs.zones[REVEALED].append(card)
        game.event("revealed", faction=self.id, card=card)
        return card

    def _recruit(self, game):
        place(game, self.id, "warrior", BURROW)  # 12.5.1.II
        yield from ()

    def _move(self, game):
        yield from move.take_move(game, self.id, kind="duchy.move")

    def _battle(self, game):
        yield from battle.take_battle(game, self.id, kind="duchy.battle")

    # Dig (12.5.1.V)

    def dig_clearings(self, game) -> list[int]:
        """Map clearings without a tunnel, matching a card in hand, where a tunnel may be placed: one from the
        supply, or, with all three on the map, one removed first (12.2.4)."""
        fs = game.state.factions[self.id]
        if not fs.hand:  # a tunnel is always at hand: in the supply, or on the map to be moved (12.2.4)
            return []
        tunnels = self.tunnel_clearings(game)
        suits = game.state.suits
        return [c for c in game.board.clearing_ids if c not in tunnels
                and cards.has_matching(game, fs.hand, suits[c]) and placement_allowed(game, self.id, "tunnel", c)]

    def _dig(self, game):
        fs = game.state.factions[self.id]
        target = (yield Decision(self.id, "duchy.dig", "Dig a tunnel in which clearing?",
                                 clearing_options(self.dig_clearings(game)))).data["clearing"]
        yield from cards.spend(game, self.id, game.state.suits[target], "duchy.dig.card",
                               f"Spend which card to dig in clearing {target}?")
        if not fs.supply.get("tunnel", 0):  # 12.2.4: all three on the map, one comes off first
            old = (yield Decision(self.id, "duchy.dig.remove", "Remove which tunnel first?",
                                  clearing_options(self.tunnel_clearings(game)))).data["clearing"]
            yield from resolve_removals(game, [remove(game, self.id, "tunnel", old, 1, self.id, "dig")])
        place(game, self.id, "tunnel", target)
        burrow = game.state.clearings[BURROW].warriors.get(self.id, 0)
        most = min(burrow, self.board.data.get("dig_warriors", 4))
        if most:
            count = (yield Decision(self.id, "duchy.dig.count", f"Move how many warriors from the Burrow to clearing "
                                    f"{target}?", count_options(most, 0))).data["count"]
            if count:
                yield from move.move_warriors(game, self.id, BURROW, target, count)

    # Parliament (12.5.2)

    def parliament(self, game):
        """Law 12.5.2: each swayed minister may act once, in any order."""
        fs = game.state.factions[self.id]
        while True:
            options = [self._minister_option(m) for m in fs.data["swayed"]
                       if m not in fs.data["used"] and self._minister_possible(game, m)]
            chosen = yield from self._menu(game, "duchy.parliament", "Parliament: which minister acts?", options,
                                           _END_PARLIAMENT)
            if chosen is None:
                return
            if chosen.id == "card":
                continue
            minister = chosen.data["minister"]
            fs.data["used"].append(minister)
            yield from self._minister_action(game, minister)

    def _minister_possible(self, game, minister: str) -> bool:
        if minister == "foremole":
            return bool(self.build_spots(game, any_suit=True))
        if minister == "captain":
            return battle.can_battle(game, self.id)
        if minister == "marshal":
            return move.can_move(game, self.id)
        if minister == "brigadier":
            return move.can_move(game, self.id) or battle.can_battle(game, self.id)
        if minister == "banker":
            return bool(game.state.factions[self.id].hand)
        if minister == "mayor":
            return bool(self._mayor_choices(game))
        return self._lord_vp(game, minister) > 0

    def _lord_vp(self, game, minister: str) -> int:
        """What a lord scores now: the Duchess of Mud for all tunnels on the map (12.5.2.VII), the Baron of Dirt a point
        per market (12.5.2.VIII), the Earl of Stone a point per citadel (12.5.2.IX)."""
        if minister == "duchess_of_mud":
            tunnels = self.board.pieces["tunnel"].count
            return self.board.data.get("duchess_vp", 2) if self.on_map(game, "tunnel") == tunnels else 0
        return self.on_map(game, "market" if minister == "baron_of_dirt" else "citadel")

    def _minister_action(self, game, minister: str):
        if minister == "foremole":
            yield from self._build(game, any_suit=True)
        elif minister == "captain":
            yield from battle.take_battle(game, self.id, kind="duchy.captain")
        elif minister == "marshal":
            yield from move.take_move(game, self.id, kind="duchy.marshal")
        elif minister == "brigadier":
            yield from self._brigadier(game)
        elif minister == "banker":
            yield from self._banker(game)
        elif minister == "mayor":
            chosen = yield Decision(self.id, "duchy.mayor", "Mayor: take the action of which minister?",
                                    [self._minister_option(m) for m in self._mayor_choices(game)])
            yield from self._minister_action(game, chosen.data["minister"])
        else:
            scoring.score(game, self.id, self._lord_vp(game, minister), minister)

    def _mayor_choices(self, game) -> list[str]:
        """Law 12.5.2.VI: swayed nobles and squires other than the Mayor whose action can be taken now."""
        return [m for m in game.state.factions[self.id].data["swayed"]
                if m != "mayor" and self.rank(m) != "lord" and self._minister_possible(game, m)]

    def _brigadier(self, game):
        """Law 12.5.2.IV: up to two moves (one action, 1.4.2) or up to two battles."""
        options = [option for option, possible in ((_MOVES, move.can_move(game, self.id)),
                                                  (_BATTLES, battle.can_battle(game, self.id))) if possible]
        chosen = yield Decision(self.id, "duchy.brigadier", "Brigadier: moves or battles?", options)
        if chosen.id == "moves":
            yield from move.one_action(game, self._two_moves(game))
        else:
            yield from battle.take_battle(game, self.id, kind="duchy.brigadier.battle")
            yield from battle.take_battle(game, self.id, kind="duchy.brigadier.battle", optional=True)

    def _two_moves(self, game):
        yield from move.take_move(game, self.id, kind="duchy.brigadier.move")
        yield from move.take_move(game, self.id, kind="duchy.brigadier.move", optional=True)

    def _banker(self, game):
        """Law 12.5.2.V: spend cards of one suit (birds are wild, 2.1.1), one VP each."""
        fs = game.state.factions[self.id]
        suits = [s for s in SUITS if cards.has_matching(game, fs.hand, s)]
        suit = (yield Decision(self.id, "duchy.banker", "Banker: spend cards of which suit?",
                               [_SUIT_OPTIONS[s] for s in suits])).data["suit"]
        spent = 0
        while True:
            options = cards.card_options(game, sorted(cards.matching(game, fs.hand, suit)), "spend")
            if spent:
                options.append(_DONE)
            if not options:
                break
            chosen = yield Decision(self.id, "duchy.banker.card", f"Banker: spend which {suit} card?", options)
            if chosen.id == "done":
                break
            cards.discard_from_hand(game, self.id, chosen.data["card"], reason="banker")
            spent += 1
        scoring.score(game, self.id, spent, "banker")

    # Sway (12.5.3)

    def sway_clearings(self, game) -> Counter:
        """Map clearings with a Duchy piece, counted by suit: each lets one matching card be revealed (12.5.3.II)."""
        suits = game.state.suits
        return Counter(suits[c] for c in self.map_clearings_with_pieces(game))

    def most_revealable(self, game, chosen: list[int], rest: list[int], room: Counter) -> int:
        """How many of `rest` can be revealed beside `chosen`, each in a clearing of its own matching its suit
        (`room`: clearings by suit). The suits' clearings are apart, so a card of a suit needs one of its suit, a
        bird any clearing left over while birds are wild (none while they are not: `cards.set_birds_wild`, the
        Twelve Colonies' Non Variablis). A clearing of several suits (the Lost City, counted once under its joined
        suit) takes a card of any of them: the suited cards its suits' own clearings cannot take."""
        deck = game.cards
        taken = Counter(deck[c].suit for c in chosen if deck[c].suit != "bird")
        left_total = sum(room.values()) - len(chosen)
        by_suit = Counter(deck[c].suit for c in rest)
        shared = sum(n for s, n in room.items() if JOIN in s)
        shared -= sum(max(0, n - room[s]) for s, n in taken.items())  # chosen cards beyond their own clearings
        suited = over = 0
        for s, n in by_suit.items():
            if s != "bird":
                own = max(0, room[s] - taken[s])
                suited += min(n, own)
                over += max(0, n - own)
        birds = by_suit["bird"] if game.state.birds_wild else 0
        return max(0, min(left_total, suited + min(over, max(0, shared)) + birds))

    def sway_options(self, game) -> list[Option]:
        """Unswayed ministers with a crown of their rank on the board whose cards can be revealed (12.5.3.I-II)."""
        fs = game.state.factions[self.id]
        if not fs.hand:
            return []
        room = self.sway_clearings(game)
        most = self.most_revealable(game, [], fs.hand, room)
        return [self._minister_option(m) for m in self.ministers if m not in fs.data["swayed"]
                and fs.data["crowns"][self.rank(m)] > 0 and self.sway_cards(m) <= most]

    def sway(self, game):
        """Law 12.5.3: sway one minister."""
        fs = game.state.factions[self.id]
        while not fs.data["swayed_this_turn"]:
            chosen = yield from self._menu(game, "duchy.sway", "Sway a minister?", self.sway_options(game), _NO_SWAY)
            if chosen is None:
                return
            if chosen.id == "card":
                continue
            fs.data["swayed_this_turn"] = True
            yield from self._sway(game, chosen.data["minister"])

    def _sway(self, game, minister: str):
        fs = game.state.factions[self.id]
        need = self.sway_cards(minister)
        room = self.sway_clearings(game)
        chosen: list[int] = []
        for i in range(need):
            fits = [c for c in fs.hand if self.most_revealable(game, chosen + [c], [x for x in fs.hand if x != c],
                                                               room) >= need - i - 1
                    and self.most_revealable(game, chosen, [c], room) == 1]
            card = yield from self._reveal_one(game, "duchy.sway.card", f"Sway the {self.ministers[minister]['name']}:"
                                               f" reveal which card ({need - i} left)?", fits)
            chosen.append(card)
        # 12.5.3.III: the minister is swayed and takes a crown of its rank off the board, scoring the space uncovered
        rank = self.rank(minister)
        fs.data["swayed"].append(minister)
        fs.data["crowns"][rank] -= 1
        crown_vp = self.board.data["ranks"][rank]["crown_vp"]
        game.event("swayed", faction=self.id, minister=minister, cards=chosen)
        scoring.score(game, self.id, crown_vp[len(crown_vp) - fs.data["crowns"][rank] - 1], f"swayed {minister}")

    # -- Evening (Law 12.6) -------------------------------------------------------------------------------------

    def evening(self, game):
        fs = game.state.factions[self.id]
        revealed = fs.zones[REVEALED]
        if revealed:  # 12.6.1: birds discarded, the rest back to hand
            fs.zones[REVEALED] = []
            returned = []
            for card in revealed:
                if game.cards[card].suit == "bird":
                    cards.discard(game, card, reshuffle_now=False)
                else:
                    fs.hand.append(card)
                    returned.append(card)
            cards.reshuffle_if_empty(game)
            game.event("revealed_returned", faction=self.id, cards=returned, held_by=self.id)  # seen going back
        # 12.6.2; 12.2.1: in Evening only, with citadels and markets alike (the board's crafting pieces)
        yield from craft.craft_step(game, self.id, "duchy.craft", daylight=False)
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # 12.6.3 (effects may replace it)
        yield from cards.discard_to_hand_limit(game, self.id)

    def view(self, game, fs, viewer):
        return {"burrow": game.state.clearings[BURROW].warriors.get(self.id, 0), "swayed": list(fs.data["swayed"]),
                "crowns": dict(fs.data["crowns"]), "data": dict(fs.data)}


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Duchy, board="rootcore_content:factions/duchy.toml")
    registry.add_agent("heuristic", "rootcore_plugins.duchy.bot:create", faction=FACTION)
