"""The Eyrie Dynasties (Law 7): roosts, the Decree and its four columns, Turmoil, and the four leaders.

State (all in `game.state.factions["eyrie"]`, so clones and saves carry it):

* `fs.zones["decree_<column>"]`: the deck cards on each Decree column, in the order they were added
  (public, Law 7.4.2);
* `fs.data["viziers"]`: how many Loyal Viziers are tucked in each column. The viziers are bird cards that
  belong to the faction, not to the shared deck, so they are counts and never card ids (card conservation);
* `fs.data["leader"]`: the current leader (None only in a scenario that gives none);
* `fs.data["deposed"]`: the leaders set aside face down (Law 7.7.3); the others are face up.

Scenario data (`rootcore.scenario`, `{"data": {"eyrie": {...}}}`):
`{"leader": "despot", "decree": {"recruit": ["ambush_fox"], "build": ["anvil"]}, "deposed": ["builder"],
"viziers": {"move": 1, "build": 1}}` -- decree cards are design ids taken from the deck; viziers default to
the leader's columns.
"""
from __future__ import annotations

from functools import cached_property
from operator import itemgetter

from rootcore import Decision, Faction, Option, answers_kept, clearing_options, hand_question, hookimpl
from rootcore.components import piece_issues, rules_setting
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, pieces, scoring, setup
from rootcore.rules.rule import SHARED, rules, shares_rule
from rootcore.rules.suits import split
from rootcore_plugins.card_columns import column_birds, loyal_counts, pick_entry, purge, replace_leader

FACTION = "eyrie"
COLUMNS = ("recruit", "move", "battle", "build")  # resolved left to right, Law 7.5.2
VIZIER = "vizier"
# The answers that close a Daylight card window (`cards.daylight_card_window`) between and after Decree cards.
GO_ON = Option("go_on", "Go on with the Decree")
END_DAYLIGHT = Option("end", "End Daylight")
_ADD_ANOTHER, _STOP = Option("yes", "add another card"), Option("no", "stop")  # a second Decree card? (7.4.2)
_suit_of_entry = itemgetter(1)  # the suit of a Decree entry (key, suit)


def zone(column: str) -> str:
    return f"decree_{column}"


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each leader's Loyal Viziers start in Decree columns the board has
    (Law 7.3.4, 7.8), it has warriors, and the roost is a building kept on its track with its VP row (7.3.5, 7.6.1). Types are
    the schema's."""
    columns = board.data.get("decree_columns", COLUMNS)
    issues = [ContentIssue(label, f"$.data.leaders.{name}.viziers[{i}]", f"column {column!r} is not a Decree column "
                           f"of this board (decree_columns: {', '.join(columns)})")
              for name, leader in board.data["leaders"].items()
              for i, column in enumerate(leader["viziers"]) if column not in columns]
    return issues + piece_issues(board, label, {"warrior": "warrior", "roost": "building"}, tracked=("roost",),
                                 rows=("vp",))


class Eyrie(Faction):
    setup_card_homelands = 1  # what its setup_from_card chooses (Law A.8.2)
    zone_visibility = {zone(c): "public" for c in COLUMNS}  # the Decree is open information (Law 7.4.2)
    # `_clearings_of_suit`'s table and the suits it was made from, in one attribute so that a game reading it
    # while another replaces it sees one pair or the other, never a mix.
    _suit_table: tuple[dict | None, dict[str, tuple[int, ...]]] = (None, {})
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # Law 7.3.2: its starting pieces in a corner no one else starts in

    # -- board data ---------------------------------------------------------------------------------

    @cached_property
    def columns(self) -> tuple[str, ...]:
        return tuple(self.board.data.get("decree_columns", COLUMNS))

    @cached_property
    def _decree_zones(self) -> dict[str, str]:
        """Column -> the zone holding its cards (`zone`), left to right, made once: every turn reads them."""
        return {c: zone(c) for c in self.columns}

    @cached_property
    def _decree_columns(self) -> tuple[tuple[str, str], ...]:
        """(column, zone) pairs of the Decree, left to right (`_decree_zones` as a sequence, made once)."""
        return tuple(self._decree_zones.items())

    @cached_property
    def column_options(self) -> tuple[Option, ...]:
        """The answers to "add to which Decree column?" (the same every time: read-only, shared)."""
        return tuple(Option(f"column:{c}", c.capitalize(), {"column": c}) for c in self.columns)

    @cached_property
    def leaders(self) -> dict[str, dict]:
        """Leader name -> its board data (summary, viziers): read-only."""
        return dict(self.board.data["leaders"])

    def leader(self, game) -> str | None:
        return game.state.factions[self.id].data.get("leader")

    def face_up_leaders(self, game) -> list[str]:
        """Leaders neither in the leader slot nor deposed (Law 7.3.3, 7.7.3)."""
        data = game.state.factions[self.id].data
        return [name for name in self.leaders if name != data.get("leader") and name not in data["deposed"]]

    def _tuck_viziers(self, fs, leader: str | None) -> None:
        """Law 7.3.4 / 7.7.3: the Loyal Viziers go to the columns printed on the leader."""
        fs.data["viziers"] = loyal_counts(self.columns, self.leaders[leader]["viziers"] if leader is not None else ())

    # -- state and scenarios -------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # 20 warriors in supply, 7 roosts on the track (Law 7.3.1, 7.3.5)
        fs.data["leader"] = None
        fs.data["deposed"] = []
        fs.data["viziers"] = {c: 0 for c in self.columns}
        for zone_id in self._decree_zones.values():
            fs.zones[zone_id] = []

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        leader = data.pop("leader", None)
        deposed = list(data.pop("deposed", []))
        decree = data.pop("decree", {})
        viziers = data.pop("viziers", None)
        for name in ([leader] if leader is not None else []) + deposed:
            if name not in self.leaders:
                raise ScenarioError(f"eyrie: unknown leader {name!r} (leaders: {', '.join(self.leaders)})")
        if leader is not None and leader in deposed:
            raise ScenarioError(f"eyrie: leader {leader!r} cannot also be deposed")
        fs.data.update(data)
        fs.data["leader"] = leader
        fs.data["deposed"] = deposed
        self._tuck_viziers(fs, leader)
        if viziers is not None:
            fs.data["viziers"] = {c: int(viziers.get(c, 0)) for c in self.columns}
        for column, names in decree.items():
            if column not in self.columns:
                raise ScenarioError(f"eyrie: unknown Decree column {column!r} (columns: {', '.join(self.columns)})")
            fs.zones[zone(column)] = take_cards(game, names)

    # -- setup (Law 7.3) --------------------------------------------------------------------------------

    def setup_corners(self, game) -> list[int]:
        """Law 7.3.2: corners that are nobody else's starting corner and can take the roost and warriors (any such
        corner when none can: the most possible is placed, 1.5.4); among them, those diagonally opposite a starting
        corner if there are any."""
        return setup.setup_corners(game, self.id, self._start_fits(game))

    def setup(self, game):
        corners = self.setup_corners(game)
        if corners:
            chosen = yield Decision(self.id, "eyrie.setup.corner",
                                    "Place your first roost and 6 warriors in which corner?",
                                    clearing_options(corners))
            cid = chosen.data["clearing"]
            self._place_start(game, cid)
            setup.record_starting_corner(game, self.id, cid)
        yield from self._choose_leader(game)

    def setup_from_card(self, game):
        """Law A.8.2, the Eyrie's faction setup card ([setup_card] of the board): a homeland on the map edge with two
        or more clearings between it and enemy homelands (A.8.2.II, with its fall-backs), the roost and 6 warriors
        there; leader and viziers as in 7.3.3-7.3.4."""
        fits = self._start_fits(game)
        where = setup.card_homelands(game, self, fits)
        chosen = yield Decision(self.id, "eyrie.setup.homeland", "Place your first roost and 6 warriors in which "
                                "homeland?", clearing_options(where))
        cid = chosen.data["clearing"]
        self._place_start(game, cid)
        setup.record_homeland(game, self.id, cid)
        yield from self._choose_leader(game)

    def _start_fits(self, game):
        return lambda c: pieces.placement_allowed(game, self.id, "roost", c) \
            and pieces.placement_allowed(game, self.id, "warrior", c)

    def _place_start(self, game, cid: int) -> None:
        pieces.place(game, self.id, "roost", cid)  # Law 7.3.2; the other 6 stay on the track (7.3.5)
        pieces.place(game, self.id, "warrior", cid, self.board.data.get("starting_warriors", 6))

    def _choose_leader(self, game):
        fs = game.state.factions[self.id]
        chosen = yield Decision(self.id, "eyrie.setup.leader", "Choose your leader",  # Law 7.3.3
                                [self._leader_option(name) for name in self.leaders])
        fs.data["leader"] = chosen.data["leader"]
        self._tuck_viziers(fs, fs.data["leader"])  # Law 7.3.4
        game.event("eyrie_leader", faction=self.id, leader=fs.data["leader"])

    def _leader_option(self, name: str) -> Option:
        return self._leader_options[name]

    @cached_property
    def _leader_options(self) -> dict[str, Option]:
        """One "choose this leader" option per leader (immutable, so shared by every menu)."""
        return {name: Option(f"leader:{name}", f"{name}: {info.get('summary', '')}",
                             {"leader": name, "viziers": list(info["viziers"])})
                for name, info in self.leaders.items()}

    # -- abilities (Law 7.2, 7.8) -------------------------------------------------------------------------

    @hookimpl
    @answers_kept  # the pieces there and the ruleset decide: a tie broken is kept with the pieces
    def rootcore_rule_tie(self, game, clearing, tied):
        """Lords of the Forest (Law 7.2.2): tied for most, with at least one Eyrie piece there; under the earlier
        edition (`legacy_edition`, 7.2.2 of 000) any tie, even at zero in a clearing holding only others' tokens or
        pawns (never an empty one, which has no tie)."""
        if self.id in tied and (game.state.clearings[clearing].has_any(self.id)
                                or rules_setting(game, "lords_of_the_forest_without_a_piece")):
            return self.id
        return None

    @hookimpl
    def rootcore_crafted_item_vp(self, game, faction, card, vp):
        """Disdain for Trade (Law 7.2.3): crafted items score 1 VP; the Builder ignores it (7.8.1)."""
        if faction != self.id or self.leader(game) == "builder":
            return None
        return 1

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """Commander (Law 7.8.3): one extra hit when attacking."""
        if side == "attacker" and battle.attacker == self.id and self.leader(game) == "commander":
            battle.extra_hits["attacker"] += 1
        return None

    @hookimpl
    def rootcore_battle_hits_dealt(self, game, battle, side, removals):
        """Despot (Law 7.8.4): one extra VP per battle in which the Eyrie removes at least one enemy building
        or token, scored with the hits that remove the first (so a tie at 30 is settled with them, 3.1)."""
        if battle.faction(side) != self.id or self.leader(game) != "despot":
            return
        already = self._removed_enemy_building_or_token(game, battle.removed[side])  # earlier in this battle
        if not already and self._removed_enemy_building_or_token(game, removals):
            scoring.score(game, self.id, 1, "despot")

    def _removed_enemy_building_or_token(self, game, removals) -> bool:
        """Whether the Eyrie removed at least one building or token of another faction in `removals` (not so when
        a third player removes the pieces hit in the battle, `Battle.remover`: the Vagrant's Instigate, D.4.2)."""
        for removal in removals:
            if removal is None or removal.owner == self.id or removal.remover != self.id:
                continue
            for kind, n in removal.counts.items():
                if n > 0 and pieces.piece_type(game, removal.owner, kind) in ("building", "token"):
                    return True
        return False

    # -- Birdsong (Law 7.4) ---------------------------------------------------------------------------------

    def birdsong(self, game):
        fs = game.state.factions[self.id]
        if not fs.hand:  # Law 7.4.1 Emergency Orders
            cards.draw(game, self.id, 1)
            game.event("emergency_orders", faction=self.id)
        yield from self._add_to_decree(game)
        yield from self._new_roost(game)

    def _add_to_decree(self, game):
        """Law 7.4.2: one card, then optionally a second; at most one of them a bird; any columns."""
        fs = game.state.factions[self.id]
        if not fs.hand:
            return  # nothing to add even after Emergency Orders (the deck and discard are empty)
        first = yield from self._decree_card(game, fs.hand)
        first_is_bird = game.cards[first].suit == "bird"
        second = [c for c in fs.hand if not (first_is_bird and game.cards[c].suit == "bird")]
        # Whether a second card may go depends on the hand: with hands concealed, asked whenever a card is left,
        # "stop" being the only answer when none may (1.2.1).
        options = [_ADD_ANOTHER, _STOP] if second else [_STOP]
        question = hand_question(game, self.id, "eyrie.decree.more", "Add a second card to the Decree?", options)
        if question is not None and (yield question).id == "yes":
            yield from self._decree_card(game, second)

    def _decree_card(self, game, choices):
        fs = game.state.factions[self.id]
        chosen = yield from cards.choose_from_hand(game, self.id, "eyrie.decree.card", "Add which card to the Decree?",
                                                   cards.card_options(game, sorted(set(choices))))
        card = chosen.data["card"]
        chosen = yield Decision(self.id, "eyrie.decree.column",
                                f"Add {game.cards[card].name} ({game.cards[card].suit}) to which Decree column?",
                                list(self.column_options))
        column = chosen.data["column"]
        fs.hand.remove(card)
        fs.zones[self._decree_zones[column]].append(card)
        game.event("decree_added", faction=self.id, card=card, column=column)
        return card

    def roosts_on_map(self, game) -> int:
        """Roosts on the map (counted from the Roosts track, `pieces.on_map_from_track`)."""
        return pieces.on_map_from_track(game, self.id, "roost")

    def _new_roost(self, game):
        """Law 7.4.3 A New Roost: with no roost on the map, a roost and three warriors go to a clearing
        with the fewest warriors among those where the pieces may be placed (slots, the Keep...)."""
        if self.roosts_on_map(game) or not pieces.available(game, self.id, "roost"):
            return
        spots = [c for c in game.board.clearing_ids
                 if pieces.placement_allowed(game, self.id, "roost", c)
                 and pieces.placement_allowed(game, self.id, "warrior", c)]
        if not spots:
            return
        clearings = game.state.clearings
        fewest = min(sum(clearings[c].warriors.values()) for c in spots)
        spots = [c for c in spots if sum(clearings[c].warriors.values()) == fewest]
        chosen = yield Decision(self.id, "eyrie.new_roost", "A New Roost: place it in which clearing?",
                                clearing_options(spots))
        cid = chosen.data["clearing"]
        pieces.place(game, self.id, "roost", cid)
        # Law 1.5.4: as many of the three warriors as the supply holds.
        pieces.place(game, self.id, "warrior", cid, self.board.data.get("new_roost_warriors", 3))
        game.event("new_roost", faction=self.id, clearing=cid)

    # -- Daylight (Law 7.5) ---------------------------------------------------------------------------------

    def daylight(self, game):
        """Law 7.5: craft, then resolve the Decree column by column. The top of each Decree action is a resume
        point (`Game.resume_point`): what is left to resolve is kept in the state (`decree_progress`: the
        column reached, its entries not yet resolved, whether an action has been taken), so Daylight called
        again with it goes straight back to the Decree."""
        fs = game.state.factions[self.id]
        progress = fs.data.get("decree_progress")
        if progress is None:  # the start of Daylight, not a clone resuming within the Decree
            yield from craft.craft_step(game, self.id, "eyrie.craft")  # Law 7.2.1, 7.5.1: roosts craft first
            progress = fs.data["decree_progress"] = {"column": 0, "left": None, "acted": False}
        # The loop reads the progress into locals and writes it back where it changes: `left` is the state's
        # own list, and the column and `acted` change only a few times a turn.
        columns = self._decree_columns
        acted, left = progress["acted"], progress["left"]
        for index in range(progress["column"], len(columns)):  # Law 7.5.2: left to right
            column, zone_id = columns[index]
            if left is None:  # the column's entries: [key, suit] per card, then one per Loyal Vizier
                deck = game.cards
                left = []  # a plain loop, not a comprehension (a call of its own): every column of every turn
                for c in fs.zones[zone_id]:
                    left.append([f"card:{c}", deck[c].suit])
                for _ in range(fs.data["viziers"].get(column, 0)):
                    left.append([VIZIER, "bird"])
                progress["column"] = index
                progress["left"] = left
            while left:
                game.resume_point()
                if acted:  # between two Decree actions, dominance and card effects may be used (3.3.1, 1.4.1)
                    yield from cards.daylight_card_window(game, self.id, "eyrie.daylight_cards", GO_ON)
                else:
                    acted = progress["acted"] = True
                entry = 0
                if len(set(map(_suit_of_entry, left))) > 1:  # the order within a column is the Eyrie's choice
                    entry = yield from self._pick_entry(game, column, left)
                _, suit = left.pop(entry)
                done = yield from getattr(self, "_" + column)(game, suit)
                if not done:
                    del fs.data["decree_progress"]
                    game.event("decree_failed", faction=self.id, column=column, suit=suit)
                    yield from self._turmoil(game)
                    return  # Law 7.7.4 Rest: Daylight ends
            left = progress["left"] = None
        del fs.data["decree_progress"]
        # The Decree is resolved and it is still Daylight: the last chance this turn (3.3.1, 1.4.1).
        yield from cards.daylight_card_window(game, self.id, "eyrie.daylight_cards", END_DAYLIGHT)

    def _pick_entry(self, game, column: str, left: list[list[str]]):
        return pick_entry(game, self.id, "eyrie.decree.resolve", f"Resolve which {column.capitalize()} card next?",
                          column, left, VIZIER, "Loyal Vizier (bird)")

    def matching_clearings(self, game, suit: str) -> list[int]:
        """Clearings a Decree card of `suit` lets the Eyrie act in: bird cards match every clearing."""
        if suit == "bird":
            return list(game.board.clearing_ids)
        return list(self._clearings_of_suit(game).get(suit, ()))

    def matching_limit(self, game, suit: str) -> frozenset[int] | None:
        """`matching_clearings` as the `allowed` limit of a move or battle: None (no limit) for a bird card."""
        return None if suit == "bird" else frozenset(self._clearings_of_suit(game).get(suit, ()))

    def _clearings_of_suit(self, game) -> dict[str, tuple[int, ...]]:
        """The clearings of each suit, in clearing order. Kept with the suits it was worked out from: a game's
        suits are set up once and never change (states share them), and every Decree card asks."""
        suits = game.state.suits
        seen, by_suit = self._suit_table
        if seen is not suits:
            by_suit = {}
            for c in game.board.clearing_ids:
                for suit in split(suits[c]):  # a clearing of several suits is in each column (the Lost City)
                    by_suit[suit] = by_suit.get(suit, ()) + (c,)
            self._suit_table = (suits, by_suit)
        return by_suit

    def _recruit(self, game, suit: str):
        """Law 7.5.2.I: a warrior at a roost in a matching clearing (two with the Charismatic, 7.8.2)."""
        need = 2 if self.leader(game) == "charismatic" else 1
        if not pieces.available(game, self.id, "warrior"):
            return False
        roost, clearings = (self.id, "roost"), game.state.clearings
        spots = [c for c in self.matching_clearings(game, suit)
                 if roost in clearings[c].buildings and pieces.placement_allowed(game, self.id, "warrior", c)]
        if not spots:
            return False
        chosen = yield Decision(self.id, "eyrie.recruit", f"Recruit ({suit}) at which roost?",
                                clearing_options(spots))
        placed = pieces.place(game, self.id, "warrior", chosen.data["clearing"], need)  # the most possible (1.5.4)
        return placed == need

    def _move(self, game, suit: str):
        """Law 7.5.2.II: move at least one warrior from a matching clearing."""
        result = yield from move.take_move(game, self.id, allowed_origins=self.matching_limit(game, suit),
                                           kind="eyrie.move")
        return result is not None

    def _battle(self, game, suit: str):
        """Law 7.5.2.III: battle in a matching clearing."""
        result = yield from battle.take_battle(game, self.id, allowed=self.matching_limit(game, suit),
                                               kind="eyrie.battle")
        return result is not None

    def build_clearings(self, game, suit: str) -> list[int]:
        """Law 7.5.2.IV: ruled, matching, without a roost, and a roost may be placed there (slot, Keep)."""
        if not pieces.available(game, self.id, "roost"):
            return []
        roost, clearings = (self.id, "roost"), game.state.clearings
        shared = SHARED in game.definition.hooks_in_use  # rule shared with another (BP.2.3): asked only then
        return [c for c in self.matching_clearings(game, suit)
                if roost not in clearings[c].buildings
                and (rules(game, c) == self.id or shared and shares_rule(game, c, self.id))
                and pieces.placement_allowed(game, self.id, "roost", c)]

    def _build(self, game, suit: str):
        spots = self.build_clearings(game, suit)
        if not spots:
            return False
        chosen = yield Decision(self.id, "eyrie.build", f"Build ({suit}) a roost in which clearing?",
                                clearing_options(spots))
        pieces.place(game, self.id, "roost", chosen.data["clearing"])
        return True

    # -- Turmoil (Law 7.7) ----------------------------------------------------------------------------------

    def decree_birds(self, game) -> int:
        """Bird cards on the Decree, Loyal Viziers included (Law 7.7.1)."""
        fs = game.state.factions[self.id]
        return column_birds(game, fs, self._decree_zones.values(), fs.data["viziers"])

    def _turmoil(self, game):
        fs = game.state.factions[self.id]
        game.event("turmoil", faction=self.id, leader=fs.data["leader"])
        birds = self.decree_birds(game)
        scoring.score(game, self.id, -birds, "turmoil")  # Law 7.7.1 Humiliate
        purge(game, fs, self._decree_zones.values())  # Law 7.7.2 Purge (the viziers stay)
        # Law 7.7.3 Depose, and 7.7.3.I A New Clutch when no leader is face up
        fs.data["leader"] = yield from replace_leader(game, fs, self.id, self.leaders, "leader", "eyrie.turmoil.leader",
                                                      "Turmoil: choose your new leader", self._leader_option,
                                                      "new_clutch")
        self._tuck_viziers(fs, fs.data["leader"])
        game.event("eyrie_leader", faction=self.id, leader=fs.data["leader"])

    # -- Evening (Law 7.6) ----------------------------------------------------------------------------------

    def evening(self, game):
        roosts = self.roosts_on_map(game)
        if roosts:  # Law 7.6.1: the rightmost empty space of the Roosts track
            scoring.score(game, self.id, self.board.tracks["roost"].vp[roosts - 1], "roosts")
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # Law 7.6.2 (effects may replace it)
        yield from cards.discard_to_hand_limit(game, self.id)

    # -- view --------------------------------------------------------------------------------------------------

    def view(self, game, fs, viewer):
        return {
            "leader": fs.data.get("leader"),
            "deposed": list(fs.data.get("deposed", [])),
            "face_up_leaders": self.face_up_leaders(game),
            "decree": {c: {"cards": list(fs.zones.get(zone(c), [])), "viziers": fs.data["viziers"].get(c, 0)}
                       for c in self.columns},
            "data": dict(fs.data),
        }


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Eyrie, board="rootcore_content:factions/eyrie.toml")
    registry.add_agent("heuristic", "rootcore_plugins.eyrie.bot:create", faction=FACTION)
