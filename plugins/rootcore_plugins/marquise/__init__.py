"""The Marquise de Cat (Law 6): the keep, Field Hospitals, sawmills feeding wood to buildings,
the March/Recruit/Build/Overwork actions, and draw bonuses from the recruiter track."""
from __future__ import annotations

import collections
import itertools

from rootcore import Decision, Faction, Option, asks_about_hand, clearing_options, hand_question, hookimpl
from rootcore.components import piece_issues, rules_setting
from rootcore.rules import battle, cards, craft, move, pieces, scoring, setup
from rootcore.rules.adjacency import adjacent, connected_within, printed_paths_only
from rootcore.rules.rule import ruled_by

BUILDINGS = ("sawmill", "workshop", "recruiter")
HOMELANDS = 3  # the Marquise's faction setup card (Law A.8.2), unless its [setup_card] says otherwise (`homelands`)
FACTION = "marquise"
# The Daylight menu's entries (immutable, so one of each serves every menu of every game); March's, whose label
# gives the board's number of moves, is added per board (`Marquise.actions`).
ACTIONS = {option.id: option for option in (
    Option("battle", "Battle"), Option("recruit", "Recruit"),
    Option("build", "Build"), Option("overwork", "Overwork"),
    Option("bird_action", "Spend a bird card for an extra action"), Option("end", "End Daylight"))}


def data_issues(board, label: str) -> list:
    """What the board's schemas cannot say: the pieces her rules name are on it, the keep and wood as tokens
    (Law 6.3.2, 6.4) and each building kept on its own track with its cost row (6.3.4-6.3.5, 6.5.4). Her data is
    numbers only."""
    needed = {"warrior": "warrior", "keep": "token", "wood": "token", **dict.fromkeys(BUILDINGS, "building")}
    return piece_issues(board, label, needed, tracked=BUILDINGS, rows=("cost",))


class Marquise(Faction):
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # Law 6.3.2: the keep in any corner clearing (the first to set up, 5.1.7)

    # The tracks `_cost_table`'s answer was worked out from (a copy) and that answer, in one attribute: the
    # component is shared by games, and a game must never read one game's tracks with another's answer.
    _costs_seen: tuple[dict | None, tuple] = (None, ({}, 0, 0))

    def __init__(self, spec, board):
        super().__init__(spec, board)
        # Law 6.5.2: how many moves a March may take, as the board prints it (read once: board data never changes).
        self.march_moves: int = board.data.get("march_moves", 2)
        moves = "one move" if self.march_moves == 1 else f"up to {self.march_moves} moves"
        self.actions = {**ACTIONS, "march": Option("march", f"March ({moves})")}
        self._keep = (self.id, "keep")  # the keep token, made once: every placement by anyone asks (6.2.2)

    # -- setup (6.3) -----------------------------------------------------------------------------------

    def setup(self, game):
        """6.3.2-6.3.4; her supplies of 25 warriors and 8 wood (6.3.1) are the board's pieces (`init_state`)."""
        board = game.board
        corners = [c for c in board.corners]
        chosen = yield Decision(self.id, "marquise.setup.keep", "Place the keep in which corner clearing?",
                                clearing_options(corners))
        keep = chosen.data["clearing"]
        pieces.place(game, self.id, "keep", keep)  # 6.3.2
        setup.record_starting_corner(game, self.id, keep)
        far = board.opposite_corner[keep]
        for cid in board.clearing_ids:  # 6.3.3 garrison
            if cid != far:
                pieces.place(game, self.id, "warrior", cid)
        near = [keep, *adjacent(game, keep, self.id)]  # closed paths link nothing (Law C.3.2)
        for kind in BUILDINGS:  # 6.3.4
            spots = [c for c in near if pieces.can_place(game, self.id, kind, c)]
            if not spots:
                continue
            chosen = yield Decision(self.id, "marquise.setup.building", f"Place your starting {kind} where?",
                                    clearing_options(spots))
            pieces.place(game, self.id, kind, chosen.data["clearing"])

    def setup_from_card(self, game):
        """Law A.8.2, the Marquise's faction setup card ([setup_card] of the board): three homelands, each adjacent to
        another of them; 2 warriors in each and 1 in every other clearing; the keep in a homeland not adjacent to an
        enemy homeland if able (A.8.2.II's fall-back); a sawmill, a workshop and a recruiter, each in a different
        homeland."""
        homes: list[int] = []
        count = self._homeland_count()
        for n in range(count):
            where = self._homeland_options(game, homes)
            if not where:
                break
            chosen = yield Decision(self.id, "marquise.setup.homeland", f"Choose homeland {n + 1} of {count}"
                                    " (each adjacent to another of yours)", clearing_options(where))
            homes.append(chosen.data["clearing"])
            setup.record_homeland(game, self.id, homes[-1])
        home_warriors = setup.card_number(self, "homeland_warriors", 2)
        other_warriors = setup.card_number(self, "other_warriors", 1)
        for cid in game.board.clearing_ids:
            pieces.place(game, self.id, "warrior", cid, home_warriors if cid in homes else other_warriors)
        homes.sort()
        keep = setup.spaced(game, self.id, [c for c in homes if pieces.placement_allowed(game, self.id, "keep", c)],
                            "not_adjacent")
        if keep:
            chosen = yield Decision(self.id, "marquise.setup.keep", "Place the keep in which homeland?",
                                    clearing_options(keep))
            pieces.place(game, self.id, "keep", chosen.data["clearing"])
        free = list(homes)
        for kind in BUILDINGS:
            spots = [c for c in free if pieces.can_place(game, self.id, kind, c)]
            if spots:
                chosen = yield Decision(self.id, "marquise.setup.building", f"Place your starting {kind} in which "
                                        "homeland?", clearing_options(spots))
                free.remove(chosen.data["clearing"])
                pieces.place(game, self.id, kind, chosen.data["clearing"])

    def _homeland_options(self, game, homes: list[int]) -> list[int]:
        """The clearings that, with `homes`, can still make three homelands each adjacent to another: from those
        free of enemy homelands that take two warriors and a building (A.8.2.I), or any free ones when no such three
        exist (the most possible is then placed, 1.5.4; our choice)."""
        taken = setup.enemy_homelands(game, self.id) | set(homes)
        free = [c for c in game.board.clearing_ids if c not in taken]
        fitting = [c for c in free if pieces.placement_allowed(game, self.id, "warrior", c)
                   and pieces.placement_allowed(game, self.id, "sawmill", c)]
        return self._extending(game, homes, fitting) or self._extending(game, homes, free)

    def _homeland_count(self) -> int:
        """How many homelands the card chooses (its [setup_card] `homelands`)."""
        return int(self.board.setup_card.get("homelands", HOMELANDS))

    def _extending(self, game, homes: list[int], pool: list[int]) -> list[int]:
        """The clearings of `pool` in some group of three, holding `homes`, each adjacent to another of the group."""
        need = self._homeland_count() - len(homes)
        out: set[int] = set()
        for group in itertools.combinations(pool, need):
            if _linked(game, self.id, [*homes, *group]):
                out.update(group)
        return sorted(out)

    def keep_clearing(self, game) -> int | None:
        for cid, cl in game.state.clearings.items():
            if self._keep in cl.tokens:
                return cid
        return None

    # -- abilities ---------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_can_place(self, game, faction, piece, clearing):
        """The Keep (6.2.2): only the Marquise may place pieces in the keep's clearing."""
        if faction != self.id and self._keep in game.state.clearings[clearing].tokens:
            return False
        return None

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Field Hospitals (6.2.3). Not offered when the keep's clearing takes no Marquise warrior (sealed, a
        placement ban): the card would buy nothing (1.5.4, the most she could place is none)."""
        count = removal.counts.get("warrior", 0)
        if removal.owner != self.id or not count:  # her own warriors only, never those she hired (Law 1.5.3)
            return None
        keep = self.keep_clearing(game)
        if keep is None or not pieces.placement_allowed(game, self.id, "warrior", keep):
            return None
        suit = game.state.suits[removal.clearing]
        matches = cards.has_matching(game, game.state.factions[self.id].hand, suit)
        if not asks_about_hand(game, self.id, matches):  # with hands concealed: asked whenever a card is held
            return None
        return self._field_hospitals(game, removal, keep, count, suit)

    def _field_hospitals(self, game, removal, keep, count, suit):
        clearing = removal.clearing
        card = yield from cards.spend(game, self.id, suit, "marquise.field_hospitals",
                                      f"Field Hospitals: spend a {suit} card to return {count} warrior(s) "
                                      f"removed from clearing {clearing} to the keep?", about_hand=True)
        if card is not None:
            # "Those warriors": from wherever the removal sent them (a card may hold them, G.1.22).
            placed = pieces.place_removed(game, removal, "warrior", keep, count)
            game.event("field_hospitals", faction=self.id, clearing=keep, count=placed)

    # -- turn ---------------------------------------------------------------------------------------------

    def birdsong(self, game):
        """6.4: one wood at each sawmill; with too little wood, the Marquise chooses where it goes."""
        sawmills = self.building_spots(game, "sawmill")
        if pieces.available(game, self.id, "wood") >= len(sawmills):
            for cid in sawmills:
                pieces.place(game, self.id, "wood", cid)  # nothing where wood may not go (a snare, 1.5.4)
            return
        owed = collections.Counter(sawmills)  # a wood per sawmill, chosen only among clearings that can take it
        yield from pieces.place_owed(game, self.id, "wood", owed, "marquise.wood",
                                     "Not enough wood: place wood at which sawmill?")

    def daylight(self, game):
        """6.5: craft with workshops, then up to three actions plus one per bird card spent. The top of the
        action loop is a resume point (`Game.resume_point`): the actions left and the recruit taken are kept in
        the state, so Daylight called again with them goes straight back to the loop."""
        fs = game.state.factions[self.id]
        if "actions" not in fs.data:  # the start of Daylight, not a clone resuming within the actions
            yield from craft.craft_step(game, self.id, "marquise.craft")  # with workshops (6.2.1)
            fs.data["actions"] = self.board.data.get("actions_per_turn", 3)
            fs.data["recruited"] = False
        while True:
            game.resume_point()
            if fs.data["actions"] > 0:
                options = self._action_options(game)
            else:  # no action left, but Daylight goes on while a bird card or a card option is there to use
                options = self._extra_options(game, birds=True)
            options.append(self.actions["end"])
            prompt = f"Choose an action ({fs.data['actions']} left)"
            if len(options) > 1:
                question = Decision(self.id, "marquise.action", prompt, options)
            else:  # "end" alone ends Daylight unasked, unless hands are concealed and a card is held (1.2.1)
                question = hand_question(game, self.id, "marquise.action", prompt, options)
                if question is None:
                    break
            chosen = yield question
            if chosen.id == "end":
                break
            if chosen.id == "bird_action":
                yield from cards.spend(game, self.id, "bird", "marquise.bird_action",
                                       "Spend which bird card for an extra action?")
                fs.data["actions"] += 1
                continue
            if chosen.id in self.actions:  # one of the actions (the usual answer: no prefix to test)
                fs.data["actions"] -= 1
                yield from getattr(self, "_" + chosen.id)(game)
            else:  # dominance and card effects (1.4.1); raises on an option this loop cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
        fs.data.pop("actions", None)
        fs.data.pop("recruited", None)

    def _action_options(self, game) -> list[Option]:
        fs = game.state.factions[self.id]
        options = []
        # Each entry only needs to know whether its action is possible: the checks stop at the first way.
        if battle.can_battle(game, self.id):
            options.append(self.actions["battle"])
        if move.can_move(game, self.id):
            options.append(self.actions["march"])
        if not fs.data.get("recruited") and self._has_recruiter(game) and pieces.available(game, self.id, "warrior"):
            options.append(self.actions["recruit"])
        if self._build_choices(game, first_only=True):
            options.append(self.actions["build"])
        if self._overwork_choices(game, first_only=True):
            options.append(self.actions["overwork"])
        # The earlier Law sold extra actions only once the three were taken (6.5 of 000, the legacy_edition ruleset).
        options += self._extra_options(game, birds=not rules_setting(game, "marquise_bird_actions_after_three"))
        return options

    def _extra_options(self, game, birds: bool) -> list[Option]:
        """What Daylight offers beside the actions, with or without actions left (6.5): a bird card spent for
        one more action (when `birds`), dominance and the card effects usable at any time in Daylight (3.3.1,
        1.4.1)."""
        options = []
        if birds and cards.has_matching(game, game.state.factions[self.id].hand, "bird"):
            options.append(self.actions["bird_action"])
        options += cards.daylight_card_options(game, self.id)
        return options

    def _battle(self, game):
        """6.5.1: one battle."""
        yield from battle.take_battle(game, self.id, kind="marquise.battle")

    def _march(self, game):
        """6.5.2: up to `march_moves` moves (two on the printed board), one action: what the moves trigger
        (Outrage) waits until all are made (Law 1.4.2)."""
        yield from move.one_action(game, self._march_moves(game))

    def _march_moves(self, game):
        """The first move is taken; each later one may be declined, which ends the March. Any warriors may move
        again, those just moved too (Law 4.2.2). The earlier Law's March was two moves, not up to two (6.5.2 of 000,
        the legacy_edition ruleset): each is then made while a legal one exists."""
        optional = not rules_setting(game, "marquise_march_moves_required")
        yield from move.take_move(game, self.id, kind="marquise.march")
        for _ in range(self.march_moves - 1):
            if (yield from move.take_move(game, self.id, kind="marquise.march", optional=optional)) is None:
                return

    def building_spots(self, game, kind: str) -> list[int]:
        """A clearing per building of `kind` on the map (a clearing twice for two), in clearing order."""
        return list(self._spots(game, kind))

    def _spots(self, game, kind: str) -> list[int]:
        """`building_spots` (read-only), kept until buildings or tokens change: every Daylight menu asks where
        the sawmills are."""
        cache = game.state.building_cache()
        spots = cache.get(("marquise.spots", self.id, kind))
        if spots is None:
            spots = cache["marquise.spots", self.id, kind] = []
            piece = (self.id, kind)
            for cid, cl in game.state.clearings.items():
                if piece in cl.buildings:
                    spots += [cid] * cl.buildings.count(piece)
        return spots

    def _has_recruiter(self, game) -> bool:
        """Whether a recruiter is on the map (asked by every Daylight menu: found without looking at the map)."""
        return pieces.on_map_from_track(game, self.id, "recruiter") > 0

    def _recruit(self, game):
        """6.5.3: one warrior at each recruiter, once per turn; the most possible if warriors run short."""
        game.state.factions[self.id].data["recruited"] = True
        owed: dict[int, int] = {}
        for cid in self.building_spots(game, "recruiter"):
            owed[cid] = owed.get(cid, 0) + 1
        yield from pieces.place_warriors_owed(game, self.id, owed, "marquise.recruit",
                                              "Not enough warriors: recruit at which recruiter?")

    # -- build (6.5.4) ---------------------------------------------------------------------------------------

    def building_cost(self, game, kind: str) -> int | None:
        """Wood cost of the leftmost building of `kind` on its track, or None if the track is empty or `kind`
        is not one of the Marquise's buildings."""
        return self._cost_table(game)[0].get(kind)

    def _cost_table(self, game) -> tuple[dict[str, int], int, int]:
        """Building kind -> wood cost of its leftmost building, for each kind left on its track (in the order
        of BUILDINGS), with the cheapest and the dearest cost. Read-only; kept with the tracks it was worked
        out from: they change only when a building is placed or removed, and every Daylight menu asks."""
        tracks = game.state.factions[self.id].tracks
        seen, table = self._costs_seen
        if seen != tracks:
            costs = {}
            for kind in BUILDINGS:
                left = tracks[kind]
                if left:
                    track = self.board.tracks[kind]
                    costs[kind] = track.cost[track.spaces - left]
            table = (costs, min(costs.values(), default=0), max(costs.values(), default=0))
            self._costs_seen = (dict(tracks), table)  # one attribute: a game never reads half of an update
        return table

    def _wood_reachable(self, game, clearing: int, ruled: set[int]) -> dict[int, int]:
        """Wood usable for a build in `clearing`: in clearings connected to it through ruled clearings."""
        out = {}
        for cid in connected_within(game, clearing, ruled, self.id):
            n = game.state.clearings[cid].count(self.id, "wood")
            if n:
                out[cid] = n
        return out

    def _build_choices(self, game, first_only: bool = False) -> list[tuple[int, str]]:
        """(clearing, building kind) of each build possible now, by clearing: a ruled clearing, a kind whose leftmost
        building she can pay for and place there (6.5.4.I); only the first one when `first_only` (the Daylight menu's
        "can build?")."""
        found: list[tuple[int, str]] = []
        costs, cheapest, dearest = self._cost_table(game)
        if not costs:
            return found
        # No group of linked clearings holds more wood than the whole map, and the map holds at most the wood
        # that is neither in the supply nor out of the game: when that is too little for the cheapest
        # building, nothing can be built (found without looking at the map).
        fs = game.state.factions[self.id]
        if self.board.pieces["wood"].count - fs.supply.get("wood", 0) - fs.removed.get("wood", 0) < cheapest:
            return found
        clearings = game.state.clearings
        slots = game.state.slots
        ruled = set(ruled_by(game, self.id))
        wood_of_group: dict[int, int] = {}  # ruled clearings linked together share their wood (6.5.4.II)
        for cid in sorted(ruled):  # by clearing number, whatever order the map file lists them in
            cl = clearings[cid]
            if slots[cid] - len(cl.buildings) - cl.ruins <= 0:  # `pieces.open_slots`
                continue
            wood = wood_of_group.get(cid)
            if wood is None:
                group, wood = self._group_wood(game, cid, ruled, dearest)
                wood_of_group.update(dict.fromkeys(group, wood))
            for kind, cost in costs.items():  # the free slot is checked above: `placement_allowed` skips it
                if wood >= cost and pieces.placement_allowed(game, self.id, kind, cid, slots=False):
                    found.append((cid, kind))
                    if first_only:
                        return found
        return found

    def _group_wood(self, game, start: int, ruled: set[int], enough: int) -> tuple[set[int], int]:
        """The wood usable for a build in ruled `start`: in ruled clearings linked to it through ruled
        clearings (6.5.4.II). Returns the linked clearings looked at and their wood. Unlike
        `adjacency.connected_within`, the search stops once the wood reaches `enough` (the dearest building):
        every clearing looked at shares that wood, and more cannot change which builds are possible."""
        clearings = game.state.clearings
        wood_token = (self.id, "wood")  # wood is a token: counted among the tokens alone
        # The map's own paths when no rule changes adjacency (`adjacent` then answers them), read directly.
        paths = game.board.adjacent if printed_paths_only(game, self.id) else None
        group = {start}
        stack = [start]
        wood = clearings[start].tokens.count(wood_token)
        while stack and wood < enough:
            here = stack.pop()
            for nxt in adjacent(game, here, self.id) if paths is None else paths[here]:
                if nxt in ruled and nxt not in group:
                    group.add(nxt)
                    stack.append(nxt)
                    wood += clearings[nxt].tokens.count(wood_token)
        return group, wood

    def _build(self, game):
        choices = self._build_choices(game)
        clearings = sorted({c for c, _ in choices})
        chosen = yield Decision(self.id, "marquise.build.clearing", "Build in which clearing?",
                                clearing_options(clearings))
        cid = chosen.data["clearing"]
        kinds = [k for c, k in choices if c == cid]
        cost_of = self._cost_table(game)[0]
        chosen = yield Decision(self.id, "marquise.build.kind", f"Build what in clearing {cid}?",
                                [Option(f"building:{k}", f"{k} (cost {cost_of[k]})", {"building": k})
                                 for k in kinds])
        kind = chosen.data["building"]
        yield from self._pay_wood(game, cid, cost_of[kind])
        vp = self.uncovered_vp(game, kind)
        pieces.place(game, self.id, kind, cid)
        scoring.score(game, self.id, vp, "built " + kind)  # 6.5.4.III

    def _pay_wood(self, game, clearing: int, cost: int):
        """6.5.4.II: remove wood from the clearing or clearings linked to it through ruled clearings."""
        # The links are judged once, when the payment starts (as the build menu judged them).
        sources = self._wood_reachable(game, clearing, set(ruled_by(game, self.id)))
        for paid in range(cost):
            if len(sources) == 1 or sum(sources.values()) == cost - paid:
                source = min(sources)  # no real choice: every reachable wood goes
            else:
                chosen = yield Decision(self.id, "marquise.build.wood", "Take wood from which clearing?",
                                        [Option(f"clearing:{c}", f"clearing {c} ({n} wood)", {"clearing": c})
                                         for c, n in sorted(sources.items())])
                source = chosen.data["clearing"]
            pieces.remove(game, self.id, "wood", source, 1, self.id, "cost")
            sources[source] -= 1
            if not sources[source]:
                del sources[source]

    # -- overwork (6.5.5) ------------------------------------------------------------------------------------

    def _overwork_choices(self, game, first_only: bool = False) -> list[int]:
        """6.5.5: each sawmill clearing (once) where a wood may be placed, with a card of its suit in hand
        (birds are wild, 2.1.1); only the first one when `first_only` (the Daylight menu's "can overwork?")."""
        found: list[int] = []
        if not pieces.available(game, self.id, "wood"):
            return found
        hand = game.state.factions[self.id].hand
        suits = game.state.suits
        for cid in dict.fromkeys(self._spots(game, "sawmill")):  # each sawmill clearing once
            if cards.has_matching(game, hand, suits[cid]) and pieces.placement_allowed(game, self.id, "wood", cid):
                found.append(cid)
                if first_only:
                    break
        return found

    def _overwork(self, game):
        spots = self._overwork_choices(game)
        # Which sawmills can be overworked depends on the cards held: asked as a question about the hand (1.2.1).
        chosen = yield from cards.choose_from_hand(game, self.id, "marquise.overwork", "Overwork at which sawmill?",
                                                   clearing_options(spots))
        cid = chosen.data["clearing"]
        suit = game.state.suits[cid]
        yield from cards.spend(game, self.id, suit, "marquise.overwork.card", f"Spend a {suit} card to overwork")
        pieces.place(game, self.id, "wood", cid)

    # -- evening (6.6) ---------------------------------------------------------------------------------------

    def evening(self, game):
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # effects may replace it
        yield from cards.discard_to_hand_limit(game, self.id)


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Marquise, board="rootcore_content:factions/marquise.toml")
    registry.add_agent("heuristic", "rootcore_plugins.marquise.bot:create", faction=FACTION)


def _linked(game, faction: str, group: list[int]) -> bool:
    """Whether each clearing of `group` is adjacent to another of it (the Marquise's homelands, A.8.2); closed paths
    link nothing (Law C.3.2)."""
    return all(any(o in adjacent(game, c, faction) for o in group if o != c) for c in group)
