"""The Keepers in Iron (Law 15): relics delved out of the forests and recovered at waystations of their type,
double-sided waystations, a Retinue of cards in three columns with Faithful Retainers, Devout Knights and Prized
Trophies.

State (in `game.state.factions["keepers"]`, so clones and saves carry it):

* relics are tokens, one kind per type and value (`figure_3`: a figure worth 3; the board's `data.relics`). In a
  clearing a relic is a Keeper token like any other: an enemy piece to the others, removed by hits and effects
  (Law 15.2.5 speaks of an enemy removing one), never counted for rule. It is always face up there: only delving
  brings one out of a forest, and delving flips it (15.5.2.II.a);
* `fs.data["hidden"]`: `{forest: [relic kind, ...]}`, the face-down relics of each forest (15.3.1). Their values are
  dealt by the game's RNG at setup, so replays and clones are exact, but no view shows them, the Keepers' neither
  (15.2.1: nobody knows a value until the relic is flipped): views show the types alone, and `redraw_hidden` deals
  the face-down values of each type anew for a bot looking ahead on a clone (`bots.determinize`). While the Keepers
  set up, the relics not yet placed are face down in `fs.data["unplaced"]` (15.3.1-3), hidden alike;
* `fs.data["forests"]`: `{forest: [relic kind, ...]}`, the face-up relics in forests (Prized Trophies, 15.2.5);
* `fs.data["recovered"]`: `{type: [relic kind, ...]}`, the Relics box, each type's row filled from the left
  (15.5.2.III.a). Relics in forests and in the box are off the map and counted by `pieces_held` (Law 1.5.1); a relic
  removed by no enemy goes to the supply (G.1.22) and stays there;
* waystations are three building kinds, one per physical waystation (`waystation_tablet_jewelry`...), with the two
  relic types printed on it in the board data and a track of one space whose draw bonus it uncovers (15.6.3).
  `fs.data["faces"]`: `{waystation kind: relic type}`, the side it shows, set when it is placed (15.4.1) and
  meaningful while it is on the map;
* the Retinue (15.5.2): the deck cards of each column in the public zones `retinue_move`, `retinue_battle` and
  `retinue_recover`, and `fs.data["retainers"]`, `{column: n}`, the Faithful Retainers there (15.3.4). Those are bird
  cards outside the deck, so they are counts, never card ids; one discarded leaves the game;
* during Daylight `fs.data["column"]` (the column acting, 0-2), `fs.data["acted"]` (the deck cards that have acted)
  and `fs.data["retainers_acted"]` (`{column: n}`).

Scenario data (`rootcore.scenario`, `{"data": {"keepers": {...}}}`): `{"hidden": {"f1": ["figure_3"]}, "forests":
{"f2": ["tablet_1"]}, "recovered": {"jewelry": ["jewelry_2"]}, "faces": {"waystation_tablet_jewelry": "jewelry"},
"retinue": {"move": ["ambush_fox"]}, "retainers": {"move": 1, "battle": 0, "recover": 1}}` -- relics come out of the
supply, cards are design ids taken from the deck; a waystation on the map given no face shows its first type. A face
not printed on its waystation, a relic in another type's row or an unknown column is refused (ScenarioError).
"""
from __future__ import annotations

import copy
import functools

from rootcore import (Decision, Faction, Option, ask_clearing, ask_from_hand, ask_yes_no, clearing_options,
                      faction_options, fixed_option, forest_options, hookimpl)
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, scoring, setup
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import (LOCKED, available, has_enemy_pieces, locked, on_map_from_track, piece_name, place,
                                   placement_allowed, put, remove, resolve_removals)
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import counts_as, split

FACTION = "keepers"
COLUMNS = ("move", "battle", "recover")  # the Retinue, left to right (Law 15.5.2.I-III)
RETAINER_SUIT = "bird"  # the Faithful Retainers' suit (the board's source says where this comes from)

_COLUMN_NAMES = {"move": "Move (15.5.2.I)", "battle": "Battle then Delve (15.5.2.II)",
                 "recover": "Move or Recover (15.5.2.III)"}
_COLUMN_OPTIONS = {column: Option(f"column:{column}", name, {"column": column})
                   for column, name in _COLUMN_NAMES.items()}
_NEXT = {column: fixed_option("next", f"Done with {name}") for column, name in _COLUMN_NAMES.items()}
_RETAINER = Option("retainer", "Faithful Retainer (bird)", {"card": None, "suit": RETAINER_SUIT})
_DONE = fixed_option("done", "Done")
_NO_DELVE = fixed_option("pass", "Don't delve")
_END_RECOVER = fixed_option("end", "End this Recover action")
_MOVE = fixed_option("move", "Move (15.5.2.III)")
_RECOVER = fixed_option("recover", "Recover relics (15.5.2.III.a-c)")
_ADD = fixed_option("add", "Add cards from your hand to the Retinue (15.6.2)")
_SHIFT = fixed_option("shift", "Shift one Retinue card to another column (15.6.2)")
_SKIP = fixed_option("skip", "Leave the Retinue as it is")


def zone(column: str) -> str:
    """The public zone of a Retinue column's deck cards."""
    return f"retinue_{column}"


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each relic of `data.relics` is a token of the board and each
    waystation of `data.waystations` a building kept on the track of its name (15.3.5), printed with two different
    types, each the type of some relic; the Faithful Retainers of setup fit in the Retinue (15.3.4, 15.6.2)."""
    relics, waystations = board.data["relics"], board.data["waystations"]
    issues = piece_issues(board, label, {"warrior": "warrior"})
    issues += piece_issues(board, label, dict.fromkeys(relics, "token"), at="$.data.relics")
    issues += piece_issues(board, label, dict.fromkeys(waystations, "building"), tracked=tuple(waystations),
                           at="$.data.waystations")
    types = {relic["type"] for relic in relics.values()}
    for kind, faces in waystations.items():
        if faces[0] == faces[1]:
            issues.append(ContentIssue(label, f"$.data.waystations.{kind}", "both sides show the same type"))
        for face in faces:
            if face not in types:
                issues.append(ContentIssue(label, f"$.data.waystations.{kind}", f"no relic is of type {face!r}"))
    retainers, limit = board.data.get("retainers", 1), board.data.get("retinue_limit", 10)
    if retainers * len(COLUMNS) > limit:
        issues.append(ContentIssue(label, "$.data.retainers", f"{retainers} Faithful Retainers in each of the "
                                   f"{len(COLUMNS)} Retinue columns, more than the Retinue's limit of {limit}"))
    return issues


class Keepers(Faction):
    setup_card_homelands = 2  # what its setup_from_card chooses (Law A.8.2)
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # Law 15.3.2: its starting pieces in a corner no one else starts in

    # -- board data ------------------------------------------------------------------------------------------

    @functools.cached_property
    def relics(self) -> dict[str, tuple[str, int]]:
        """Relic kind -> (type, value) (board data, read once)."""
        return {kind: (relic["type"], relic["value"]) for kind, relic in self.board.data["relics"].items()}

    @functools.cached_property
    def relic_types(self) -> tuple[str, ...]:
        """The relic types, as the board first names them (the rows of the Relics box)."""
        return tuple(dict.fromkeys(rtype for rtype, _ in self.relics.values()))

    @functools.cached_property
    def waystations(self) -> dict[str, tuple[str, str]]:
        """Waystation kind -> the relic types on its two sides (board data, read once)."""
        return {kind: (faces[0], faces[1]) for kind, faces in self.board.data["waystations"].items()}

    def _setting(self, key: str, default: int) -> int:
        return self.board.data.get(key, default)

    # -- state -----------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        # 15 warriors and the relics in the supply, each waystation on its space (15.3.5); the Faithful Retainers
        # tucked into the Retinue (15.3.4).
        super().init_state(game, fs)
        for column in COLUMNS:
            fs.zones[zone(column)] = []
        fs.data.update(hidden={forest: [] for forest in game.board.forests},
                       forests={forest: [] for forest in game.board.forests},
                       recovered={rtype: [] for rtype in self.relic_types}, faces={},
                       retainers=dict.fromkeys(COLUMNS, self._setting("retainers", 1)))

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        for where in ("hidden", "forests"):
            for forest, kinds in data.pop(where, {}).items():
                if forest not in fs.data[where]:
                    raise ScenarioError(f"keepers: {where}: no forest {forest!r} on this map")
                fs.data[where][forest] += [self._from_supply(fs, kind) for kind in kinds]
        for rtype, kinds in data.pop("recovered", {}).items():
            if rtype not in fs.data["recovered"] or any(self.relics.get(kind, ("",))[0] != rtype for kind in kinds):
                raise ScenarioError(f"keepers: recovered: {rtype!r} is no relic type or holds relics of another "
                                    f"({kinds}; types: {', '.join(self.relic_types)})")
            fs.data["recovered"][rtype] += [self._from_supply(fs, kind) for kind in kinds]
        retinue, retainers = data.pop("retinue", {}), data.pop("retainers", {})
        for column in {**retinue, **retainers}:
            if column not in COLUMNS:
                raise ScenarioError(f"keepers: retinue or retainers: no column {column!r} (columns: "
                                    f"{', '.join(COLUMNS)})")
        for column, names in retinue.items():
            fs.zones[zone(column)] = take_cards(game, names)
        fs.data["retainers"].update(retainers)
        for kind, face in data.pop("faces", {}).items():
            if face not in self.waystations.get(kind, ()):  # 15.2.2: one of the two types printed on it
                raise ScenarioError(f"keepers: faces: {kind!r} is no waystation or does not show {face!r} (sides: "
                                    f"{self.waystations})")
            fs.data["faces"][kind] = face
        fs.data.update(data)
        for kind, faces in self.waystations.items():
            if on_map_from_track(game, self.id, kind):
                fs.data["faces"].setdefault(kind, faces[0])

    def _from_supply(self, fs, kind: str) -> str:
        from rootcore.scenario import ScenarioError
        if fs.supply.get(kind, 0) <= 0:
            raise ScenarioError(f"keepers: no relic {kind!r} left in the supply")
        fs.supply[kind] -= 1
        return kind

    def pieces_held(self, game) -> dict[str, int]:
        """Relics in the forests and in the Relics box (Law 1.5.1)."""
        data = game.state.factions[self.id].data
        held: dict[str, int] = {}
        for kinds in (*self._face_down(data), *data["forests"].values(), *data["recovered"].values()):
            for kind in kinds:
                held[kind] = held.get(kind, 0) + 1
        return held

    @staticmethod
    def _face_down(data: dict) -> list[list[str]]:
        """The lists of face-down relics: each forest's, and those not yet placed while the Keepers set up."""
        return [*data["hidden"].values(), *([data["unplaced"]] if "unplaced" in data else [])]

    def invariant_problems(self, game) -> list[str]:
        fs = game.state.factions[self.id]
        problems = [f"waystation {kind} on the map shows no side" for kind in self.waystations
                    if on_map_from_track(game, self.id, kind) and kind not in fs.data["faces"]]
        size = self.retinue_size(game)
        if size > self._setting("retinue_limit", 10):
            problems.append(f"the Retinue holds {size} cards (15.6.2)")
        return problems

    def view(self, game, fs, viewer):
        """Everything but the values of face-down relics, which nobody knows (15.2.1): their types alone."""
        data = copy.deepcopy(fs.data)  # views are not on the hot path; a view must not share the state's lists
        data["hidden"] = {forest: [self.relics[kind][0] for kind in kinds]
                          for forest, kinds in fs.data["hidden"].items()}
        if "unplaced" in data:
            data["unplaced"] = sorted(self.relics[kind][0] for kind in data["unplaced"])
        faces = {kind: face for kind, face in fs.data["faces"].items() if on_map_from_track(game, self.id, kind)}
        forests = {forest: data["hidden"][forest] + fs.data["forests"][forest] for forest in fs.data["forests"]}
        return {"faces": faces, "forests": {f: kinds for f, kinds in forests.items() if kinds},
                "recovered": data["recovered"], "retainers": data["retainers"], "data": data}

    def redraw_hidden(self, game, fs, player, rng) -> None:
        """Deal the values of the face-down relics anew within each type (what `view` hides, 15.2.1)."""
        places = self._face_down(fs.data)
        by_type: dict[str, list[str]] = {}
        for kinds in places:
            for kind in kinds:
                by_type.setdefault(self.relics[kind][0], []).append(kind)
        for kinds in by_type.values():
            rng.shuffle(kinds)
        for kinds in places:
            kinds[:] = [by_type[self.relics[kind][0]].pop() for kind in kinds]

    # -- reading the position ----------------------------------------------------------------------------------

    def relics_at(self, game, clearing: int) -> list[str]:
        """The relic kinds of the Keepers in `clearing`, each once, sorted."""
        relics = self.relics
        return sorted({kind for owner, kind in game.state.clearings[clearing].tokens
                       if owner == self.id and kind in relics})

    def waystations_at(self, game, clearing: int) -> list[str]:
        return sorted(kind for owner, kind in game.state.clearings[clearing].buildings
                      if owner == self.id and kind in self.waystations)

    def suit_clearings(self, game, suit: str) -> list[int]:
        """The clearings a card of `suit` matches (birds are wild, Law 2.1.1)."""
        return [c for c, s in game.state.suits.items() if suit == "bird" or counts_as(s, suit)]

    def retinue_size(self, game) -> int:
        fs = game.state.factions[self.id]
        return sum(len(fs.zones[zone(column)]) + fs.data["retainers"][column] for column in COLUMNS)

    def _relic_option(self, kind: str) -> Option:
        rtype, value = self.relics[kind]
        return self.shared_option(f"relic:{kind}", f"{rtype} worth {value}", {"relic": kind})

    # -- Devout Knights (Law 15.2.4; crafting, 15.2.3, is the board's `crafting_piece`) ------------------------------

    @hookimpl
    def rootcore_battle_ignores_first_hit(self, game, battle, side):
        """Devout Knights (Law 15.2.4): in a battle whose clearing holds a relic and a Keeper warrior, the Keepers
        ignore the first hit dealt to them, an ambush's included. Through the core's hook, as the Hundreds' Stubborn
        (14.7.7), which the Law words alike: the battle counts the hit ignored (`battle.ignored_hits`), before hits
        are split with lent warriors (11.2.7.III.a)."""
        if battle.faction(side) == self.id and game.state.clearings[battle.clearing].warriors.get(self.id) \
                and self.relics_at(game, battle.clearing):
            return True
        return None

    @hookimpl
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """Devout Knights (Law 15.2.4): one relic may go along with each Keeper warrior moved, by any move of
        theirs, a forced one too."""
        if faction != self.id or not pieces.get("warrior") or not self.relics_at(game, origin):
            return None
        return self._carry_relics(game, origin, destination, pieces)

    def _carry_relics(self, game, origin: int, destination: int, moved: dict):
        """Each relic carried joins `moved`, the move's pieces, so that what the move triggers sees it go
        (`rootcore_moved`: the Popular Band's lock records it entering `destination`)."""
        # One per warrior moved (15.2.4), counting one an effect of the same move removes at the destination (the
        # Highway Bandits' robbery), before or after this asks: it moved, and its relic stays where it is removed
        # (relics stay where their warriors are removed: nothing in Law 15 returns them).
        most = moved["warrior"]
        for carried in range(most):
            kinds = self._carriable(game, origin)
            if not kinds:
                return
            chosen = yield Decision(self.id, "keepers.carry",
                                    f"Take a relic from {origin} to {destination} ({most - carried} may go)?",
                                    [self._relic_option(kind) for kind in kinds] + [_DONE],
                                    about={"origin": origin, "destination": destination})
            if chosen.id == "done":
                return
            kind = chosen.data["relic"]
            self._shift_relic(game, kind, origin, destination)
            moved[kind] = moved.get(kind, 0) + 1

    def _carriable(self, game, origin: int) -> list[str]:
        """The relic kinds in `origin` that may leave it now with a warrior (15.2.4): not those an effect locks there
        (`pieces.locked`: the Popular Band's lock keeps a relic that entered its clearing this turn; warriors that did
        not may leave without it)."""
        kinds = self.relics_at(game, origin)
        if LOCKED not in game.definition.hooks_in_use or not kinds:
            return kinds
        lock, tokens = locked(game, self.id, origin), game.state.clearings[origin].tokens
        return [kind for kind in kinds if tokens.count((self.id, kind)) > lock.get(kind, 0)]

    def _shift_relic(self, game, kind: str, origin: int, destination: int) -> None:
        """Move one relic between clearings (a move, not a placement: the Keep does not stop it; no removal effects,
        no Prized Trophies, 15.2.5)."""
        move.shift_token(game, self.id, kind, origin, destination)
        game.event("relic_moved", faction=self.id, relic=kind, origin=origin, destination=destination)

    # -- Prized Trophies (Law 15.2.5) -----------------------------------------------------------------------------

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Prized Trophies (Law 15.2.5): an enemy removing a relic places it face up in a forest of its choice and
        scores one more VP (the first is the token's, 3.2.1)."""
        remover = removal.remover
        if removal.owner != self.id or remover is None or remover == self.id or remover not in game.state.factions:
            return None
        relics = [kind for kind, n in sorted(removal.counts.items()) if kind in self.relics for _ in range(n)]
        if not relics or not battle.is_enemy(game, remover, self.id):
            return None
        return self._prized_trophies(game, remover, relics)

    def _prized_trophies(self, game, remover: str, relics: list[str]):
        fs = game.state.factions[self.id]
        forests = forest_options(game.board.forests)
        for kind in relics:
            if not fs.supply.get(kind):  # kept elsewhere by another effect
                continue
            chosen = yield Decision(remover, "keepers.trophy", f"Place the removed {piece_name(kind)} in which forest?",
                                    forests)
            fs.supply[kind] -= 1
            fs.data["forests"][chosen.data["forest"]].append(kind)
            game.event("relic_returned", faction=remover, relic=kind, forest=chosen.data["forest"])
            scoring.score(game, remover, 1, "Prized Trophies")

    # -- setup (Law 15.3) ---------------------------------------------------------------------------------------

    def setup(self, game):
        self._first_relics(game)
        yield from self._setup_warriors(game)  # 15.3.2
        self._other_relics(game)

    def setup_from_card(self, game):
        """Law A.8.2, the Keepers' faction setup card ([setup_card] of the board): a relic in each forest as in 15.3.1;
        two adjacent homelands on the map edge with two or more clearings between them and enemy homelands (A.8.2.II,
        with its fall-backs), 4 warriors in each; the other relics as in 15.3.3 (forests by no homeland)."""
        self._first_relics(game)
        first = yield from ask_clearing(self.id, "keepers.setup.homeland", "Place four warriors in which homeland "
                                        "(the first of two adjacent ones)?", self._homeland_pairs(game))
        self._homeland(game, first)
        where = self._homeland_pairs(game, first)
        if where:  # none when every clearing by the first is an enemy's homeland: one homeland then (1.5.4)
            second = yield from ask_clearing(self.id, "keepers.setup.homeland", "Place four warriors in which "
                                             f"homeland adjacent to {first}?", where)
            self._homeland(game, second)
        self._other_relics(game)

    def _homeland(self, game, clearing: int) -> None:
        place(game, self.id, "warrior", clearing, setup.card_number(self, "homeland_warriors", 4))
        setup.record_homeland(game, self.id, clearing)

    def _homeland_pairs(self, game, first: int | None = None) -> list[int]:
        """The map-edge clearings that are one of two adjacent homelands for the card (with `first` chosen, those
        adjacent to it): free of enemy homelands and taking warriors (A.8.2.I), else any free ones (1.5.4); then as
        far from enemy homelands as A.8.2.II allows for both of the pair."""
        card = self.board.setup_card
        taken = setup.enemy_homelands(game, self.id)
        candidates = setup.edge_clearings(game) if card.get("where", "edge") == "edge" else game.board.clearing_ids
        free = [c for c in candidates if c not in taken]
        fitting = [c for c in free if placement_allowed(game, self.id, "warrior", c)]
        chain = ("two_between", "not_adjacent", "any")
        spacings = chain[chain.index(card.get("spacing", "two_between")):]  # the card's, then its fall-backs (A.8.2.II)
        for pool in (fitting, free):
            for near in (setup.spaced(game, self.id, pool, spacing) for spacing in spacings):
                pairs = {(a, b) for a in near for b in adjacent(game, a, self.id) if b in near}
                if first is not None:
                    pairs = {(a, b) for a, b in pairs if a == first}
                if pairs:
                    return sorted({b if first is not None else a for a, b in pairs})
        if first is not None:  # no two adjacent free edge clearings: any free clearing by the first (our choice)
            return [c for c in adjacent(game, first, self.id) if c not in taken]
        return free or [c for c in game.board.clearing_ids if c not in taken]

    def _first_relics(self, game) -> None:
        """15.3.1: the relics shuffled face down (out of the supply at once, so that no view tells which are left),
        one in each forest."""
        fs = game.state.factions[self.id]
        unplaced = fs.data["unplaced"] = [kind for kind in self.relics for _ in range(fs.supply.pop(kind, 0))]
        game.state.rng.shuffle(unplaced)
        for forest in list(game.board.forests)[:len(unplaced)]:
            fs.data["hidden"][forest].append(unplaced.pop())

    def _other_relics(self, game) -> None:
        fs = game.state.factions[self.id]
        forests = list(game.board.forests)
        # 15.3.3: the rest at random, as evenly as possible, among the forests by no clearing with Keeper warriors
        # (all forests if every one is by one); 15.3.4-5 are init_state.
        clearings = game.state.clearings
        far = [f for f in forests if not any(clearings[c].warriors.get(self.id) for c in game.board.forests[f])]
        far = far or forests
        game.state.rng.shuffle(far)
        for i, kind in enumerate(fs.data.pop("unplaced")):
            fs.data["hidden"][far[i % len(far)]].append(kind)

    def _setup_warriors(self, game):
        """Law 15.3.2: four warriors in a corner that is nobody else's starting corner, opposite one if possible, and
        four in a map-edge clearing adjacent to it (corners that allow both first, else the most possible, 1.5.4)."""
        corners = setup.setup_corners(game, self.id, lambda c: placement_allowed(game, self.id, "warrior", c)
                                      and bool(self._edges_by(game, c)))
        if not corners:
            return
        chosen = yield Decision(self.id, "keepers.setup.corner", "Place four warriors in which corner?",
                                clearing_options(corners))
        corner = chosen.data["clearing"]
        place(game, self.id, "warrior", corner, self._setting("corner_warriors", 4))
        setup.record_starting_corner(game, self.id, corner)
        edges = self._edges_by(game, corner)
        if edges:
            chosen = yield Decision(self.id, "keepers.setup.edge",
                                    f"Place four warriors in which map-edge clearing by {corner}?",
                                    clearing_options(edges))
            place(game, self.id, "warrior", chosen.data["clearing"], self._setting("edge_warriors", 4))

    def _edges_by(self, game, corner: int) -> list[int]:
        edge = game.board.edge_clearings
        # Adjacent as the map now has it: not across a closed path (Law C.3.2, placed with the map, C.3.1).
        return [c for c in adjacent(game, corner, self.id)
                if c in edge and placement_allowed(game, self.id, "warrior", c)]

    # -- Birdsong (Law 15.4) -------------------------------------------------------------------------------------

    def birdsong(self, game):
        yield from self._encamp(game)  # 15.4.1
        yield from self._decamp(game)  # 15.4.2
        yield from self._recruit(game)  # 15.4.3

    def _free_waystations(self, game) -> list[str]:
        return [kind for kind in self.waystations if available(game, self.id, kind)]

    def _camp_spot(self, game, clearing: int) -> bool:
        """A waystation of the Keepers' could be placed in `clearing`."""
        return any(placement_allowed(game, self.id, kind, clearing) for kind in self._free_waystations(game))

    def _on_map(self, game) -> bool:
        """Whether any Keeper warrior or waystation is on the map."""
        if any(on_map_from_track(game, self.id, kind) for kind in self.waystations):
            return True
        return any(cl.warriors.get(self.id) for cl in game.state.clearings.values())

    def _encamp(self, game):
        """Law 15.4.1: once per clearing, replace a warrior with a waystation; with neither on the map, place one of
        each in a map-edge clearing instead. The waystation shows the side of the Keepers' choice."""
        if not self._on_map(game):
            yield from self._camp_anew(game)
            return
        clearings = game.state.clearings
        yield from self._once_per_clearing(
            game, "keepers.encamp", "Encamp: replace a warrior with a waystation where?",
            lambda c: bool(clearings[c].warriors.get(self.id)) and self._camp_spot(game, c), self._encamp_at)

    def _once_per_clearing(self, game, kind: str, prompt: str, allowed, act):
        """Encamp and Decamp (15.4.1-2): `act(game, clearing)` in clearings the Keepers choose one at a time, each
        at most once, among those where `allowed(clearing)`, until they are done or none is left."""
        done: set[int] = set()
        while True:
            where = [c for c in game.state.clearings if c not in done and allowed(c)]
            if not where:
                return
            chosen = yield Decision(self.id, kind, prompt, clearing_options(where) + [_DONE])
            if chosen.id == "done":
                return
            done.add(chosen.data["clearing"])
            yield from act(game, chosen.data["clearing"])

    def _encamp_at(self, game, clearing: int):
        kind, face = yield from self._choose_waystation(game, clearing)
        removal = remove(game, self.id, "warrior", clearing, 1, self.id, "encamp")
        self._place_waystation(game, kind, face, clearing)
        yield from resolve_removals(game, [removal])

    def _camp_anew(self, game):
        edge = game.board.edge_clearings
        both = [c for c in edge if self._camp_spot(game, c) and placement_allowed(game, self.id, "warrior", c)]
        where = both or [c for c in edge if self._camp_spot(game, c) or placement_allowed(game, self.id, "warrior", c)]
        if not where:
            return
        chosen = yield Decision(self.id, "keepers.encamp.edge", "Place a waystation and a warrior in which clearing "
                                "on the map edge?", clearing_options(where))
        clearing = chosen.data["clearing"]
        if self._camp_spot(game, clearing):
            kind, face = yield from self._choose_waystation(game, clearing)
            self._place_waystation(game, kind, face, clearing)
        place(game, self.id, "warrior", clearing)

    def _choose_waystation(self, game, clearing: int):
        """Which waystation, showing which side (15.2.2, 15.4.1): returns (kind, relic type)."""
        options = [self.shared_option(f"waystation:{kind}:{face}", f"{piece_name(kind)} showing {face}",
                                      {"piece": kind, "face": face})
                   for kind in self._free_waystations(game) if placement_allowed(game, self.id, kind, clearing)
                   for face in self.waystations[kind]]
        chosen = yield Decision(self.id, "keepers.waystation", f"Which waystation, showing which side, in {clearing}?",
                                options, about={"clearing": clearing})
        return chosen.data["piece"], chosen.data["face"]

    def _place_waystation(self, game, kind: str, face: str, clearing: int) -> None:
        if place(game, self.id, kind, clearing):
            game.state.factions[self.id].data["faces"][kind] = face
            game.event("waystation_face", faction=self.id, piece=kind, face=face, clearing=clearing)

    def _decamp(self, game):
        """Law 15.4.2: once per clearing, replace a waystation with a warrior (only where the warrior can then be
        placed: a replacement is done whole or not at all, G.1.21)."""
        yield from self._once_per_clearing(
            game, "keepers.decamp", "Decamp: replace a waystation with a warrior where?",
            lambda c: bool(available(game, self.id, "warrior") and self.waystations_at(game, c)
                           and placement_allowed(game, self.id, "warrior", c)), self._decamp_at)

    def _decamp_at(self, game, clearing: int):
        kinds = self.waystations_at(game, clearing)
        kind = kinds[0]
        if len(kinds) > 1:
            which = yield Decision(self.id, "keepers.decamp.waystation", f"Which waystation in {clearing}?",
                                   [self.shared_option(f"piece:{k}", piece_name(k), {"piece": k}) for k in kinds])
            kind = which.data["piece"]
        removal = remove(game, self.id, kind, clearing, 1, self.id, "decamp")
        place(game, self.id, "warrior", clearing)
        yield from resolve_removals(game, [removal])

    def _recruit(self, game):
        """Law 15.4.3: any number of times, spend a card to place two warriors at a waystation of its suit."""
        fs = game.state.factions[self.id]
        suits = game.state.suits
        while True:
            if not available(game, self.id, "warrior"):
                return
            where = [c for c in game.state.clearings if self.waystations_at(game, c)
                     and placement_allowed(game, self.id, "warrior", c)]
            if not where:
                return
            options = clearing_options([c for c in where if cards.has_matching(game, fs.hand, suits[c])])
            chosen = yield from ask_from_hand(game, self.id, "keepers.recruit", "Recruit: spend a card to place two "
                                              "warriors at a waystation of its suit?", options, _DONE)
            if chosen is None:
                return
            clearing = chosen.data["clearing"]
            yield from cards.spend(game, self.id, suits[clearing], "keepers.recruit.card",
                                   f"Spend which card to recruit in {clearing}?")
            place(game, self.id, "warrior", clearing, self._setting("recruit_warriors", 2))

    # -- Daylight (Law 15.5) --------------------------------------------------------------------------------------

    def daylight(self, game):
        """Law 15.5: craft, then act with the Retinue's cards, column by column from the left. The loop keeps its
        progress in the data, so its top is a resume point (`Game.resume_point`)."""
        fs = game.state.factions[self.id]
        if "column" not in fs.data:  # the start of Daylight, not a clone resuming within the Retinue
            yield from craft.craft_step(game, self.id, "keepers.craft")  # 15.5.1
            fs.data.update(column=0, acted=[], retainers_acted=dict.fromkeys(COLUMNS, 0))
        while fs.data["column"] < len(COLUMNS):
            game.resume_point()
            column = COLUMNS[fs.data["column"]]
            options = self.retinue_options(game, column) + cards.daylight_card_options(game, self.id)
            options.append(_NEXT[column])
            question = cards.card_window_question(game, self.id, "keepers.retinue",
                                                  f"{_COLUMN_NAMES[column]}: act with which card?", options)
            chosen = _NEXT[column] if question is None else (yield question)
            if chosen.id == "next":
                fs.data["column"] += 1
            elif chosen.id == "retainer" or chosen.id.startswith("card:"):
                yield from self._act(game, column, chosen.data["card"])
            else:  # dominance and card effects (1.4.1); raises on an option this loop cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
        for key in ("column", "acted", "retainers_acted"):
            del fs.data[key]

    def retinue_options(self, game, column: str) -> list[Option]:
        """The cards of `column` that have not acted this turn and whose action can be taken now."""
        fs = game.state.factions[self.id]
        possible: dict[str, bool] = {}
        options = []
        for card in fs.zones[zone(column)]:
            if card in fs.data["acted"]:
                continue
            suit = game.cards[card].suit
            if suit not in possible:
                possible[suit] = self._can_act(game, column, suit)
            if possible[suit]:
                options.append(cards.card_option(game, card))
        if fs.data["retainers"][column] > fs.data["retainers_acted"][column] and self._can_act(game, column,
                                                                                              RETAINER_SUIT):
            options.append(_RETAINER)
        return options

    def _can_act(self, game, column: str, suit: str) -> bool:
        if column == "battle":
            return bool(self.delve_clearings(game, suit))
        if move.can_move(game, self.id, self.suit_clearings(game, suit)):
            return True
        return column == "recover" and bool(self.recover_clearings(game, suit))

    def _act(self, game, column: str, card: int | None):
        """One card of the Retinue takes its column's action (15.5.2); `card` None: a Faithful Retainer."""
        fs = game.state.factions[self.id]
        if card is None:
            fs.data["retainers_acted"][column] += 1
            suit = RETAINER_SUIT
        else:
            fs.data["acted"].append(card)
            suit = game.cards[card].suit
        game.event("retinue_action", faction=self.id, column=column, card=card)
        if column == "move":  # 15.5.2.I
            yield from move.take_move(game, self.id, allowed_origins=self.suit_clearings(game, suit),
                                      kind="keepers.move")
        elif column == "battle":
            yield from self._battle_then_delve(game, card, suit)
        else:
            yield from self._move_or_recover(game, card, suit)

    def _discard_from_retinue(self, game, column: str, card: int | None) -> None:
        """A Retinue card that acted is discarded (15.5.2.II.b, III.c); a Faithful Retainer leaves the game."""
        fs = game.state.factions[self.id]
        game.event("retinue_discarded", faction=self.id, column=column, card=card)
        if card is None:
            fs.data["retainers"][column] -= 1
            fs.data["retainers_acted"][column] -= 1
            return
        fs.zones[zone(column)].remove(card)
        fs.data["acted"].remove(card)
        cards.discard(game, card)

    # Battle then Delve (15.5.2.II)

    def delve_clearings(self, game, suit: str) -> list[int]:
        """Clearings of `suit` the Keepers rule with a warrior of theirs, where there is an enemy to battle (or, where
        a rule forbids that battle, a move out to make instead: `battle.move_instead_clearings`) or a relic to delve
        out of an adjacent forest (elsewhere the action would do nothing)."""
        found = []
        data = game.state.factions[self.id].data
        for c in self.suit_clearings(game, suit):
            if not game.state.clearings[c].warriors.get(self.id) or not is_ruler(game, c, self.id):
                continue
            if self.battle_required(game, c) or any(data["hidden"][f] or data["forests"][f]
                                                            for f in game.board.forests_of_clearing[c]) \
                    or battle.move_instead_clearings(game, self.id, (c,)):
                found.append(c)
        return found

    def battle_required(self, game, clearing: int) -> list[str]:
        """The enemies the Keepers may battle in `clearing` when Battle then Delve must battle there (15.5.2.II: an
        enemy piece is there), else []. Riverfolk warriors lent to the Keepers are theirs for rule, so no enemy pieces
        (G.1.9, 11.2.7.III): with nothing else there, no battle is made."""
        enemies = battle.defenders(game, self.id, clearing)
        if any(has_enemy_pieces(game, self.id, clearing, enemy) for enemy in enemies):
            return enemies
        return []

    def _battle_then_delve(self, game, card: int | None, suit: str):
        chosen = yield Decision(self.id, "keepers.delve.clearing", "Battle then delve in which clearing?",
                                clearing_options(self.delve_clearings(game, suit)))
        clearing = chosen.data["clearing"]
        enemies = self.battle_required(game, clearing)
        if enemies:  # 15.5.2.II: a battle is a must where there is an enemy piece
            whom = yield Decision(self.id, "keepers.battle.defender", f"Battle whom in clearing {clearing}?",
                                  faction_options(enemies))
            yield from battle.fight(game, self.id, clearing, whom.data["faction"])
        elif battle.move_instead_clearings(game, self.id, (clearing,)) and (yield from ask_yes_no(
                self.id, "keepers.battle.instead", f"No battle may be started in clearing {clearing}: move out of it "
                "instead, before delving?")):
            yield from battle.move_instead(game, self.id, clearing, "keepers.battle")
        yield from self._delve(game, card, clearing)

    def delve_options(self, game, clearing: int) -> list[Option]:
        """The relics of the forests adjacent to `clearing`: face up by kind, face down by type alone; none into a
        sealed clearing (a relic moved in, D.6.2: Keepers left there as the Scoundrel's coalition partner)."""
        data = game.state.factions[self.id].data
        options: list[Option] = []
        if clearing in game.state.sealed:
            return options
        for forest in game.board.forests_of_clearing[clearing]:
            for kind in sorted(set(data["forests"][forest])):
                rtype, value = self.relics[kind]
                options.append(self.shared_option(f"relic:{forest}:{kind}", f"{rtype} worth {value} in forest {forest}",
                                                  {"forest": forest, "relic": kind}))
            for rtype in sorted({self.relics[kind][0] for kind in data["hidden"][forest]}):
                options.append(self.shared_option(f"relic:{forest}:{rtype}", f"a face-down {rtype} in forest {forest}",
                                                  {"forest": forest, "relic": rtype}))
        return options

    def _delve(self, game, card: int | None, clearing: int):
        """15.5.2.II.a-b: a relic of an adjacent forest into the clearing, flipped face up; the card is discarded if
        the Keepers rule fewer of the forest's clearings than its value."""
        options = self.delve_options(game, clearing)
        if not options:
            return
        chosen = yield Decision(self.id, "keepers.delve", f"Delve: which relic into clearing {clearing}?",
                                options + [_NO_DELVE], about={"clearing": clearing})
        if chosen.id == "pass":
            return
        forest, relic = chosen.data["forest"], chosen.data["relic"]
        data = game.state.factions[self.id].data
        if relic in self.relics:
            data["forests"][forest].remove(relic)
        else:  # a face-down relic of that type: its value shows now (15.5.2.II.a)
            relic = next(kind for kind in data["hidden"][forest] if self.relics[kind][0] == relic)
            data["hidden"][forest].remove(relic)
        put(game.state.clearings[clearing], self.id, relic, "token", 1)
        game.event("delved", faction=self.id, forest=forest, clearing=clearing, relic=relic)
        # The relic moved in (15.5.2.II.a), from no clearing and by no path: what a move triggers sees it enter (the
        # Popular Band's lock keeps it there this turn).
        yield from move.after_move(game, self.id, None, clearing, {relic: 1}, along_path=False)
        ruled = sum(1 for c in game.board.forests[forest] if is_ruler(game, c, self.id))
        if ruled < self.relics[relic][1]:
            self._discard_from_retinue(game, "battle", card)

    # Move or Recover (15.5.2.III)

    def recoverable(self, game, clearing: int) -> list[str]:
        """The relic kinds in `clearing` of a type a waystation there shows."""
        faces = game.state.factions[self.id].data["faces"]
        shown = {faces[kind] for kind in self.waystations_at(game, clearing)}
        return [kind for kind in self.relics_at(game, clearing) if self.relics[kind][0] in shown] if shown else []

    def recover_clearings(self, game, suit: str) -> list[int]:
        return [c for c in self.suit_clearings(game, suit) if self.recoverable(game, c)]

    def _move_or_recover(self, game, card: int | None, suit: str):
        allowed = self.suit_clearings(game, suit)
        ways = ([_MOVE] if move.can_move(game, self.id, allowed) else []) + (
            [_RECOVER] if self.recover_clearings(game, suit) else [])
        way = yield Decision(self.id, "keepers.move_or_recover", "Move or recover?", ways)
        if way.id == "move":
            yield from move.take_move(game, self.id, allowed_origins=allowed, kind="keepers.move")
            return
        chosen = yield Decision(self.id, "keepers.recover.clearing", "Recover relics in which clearing?",
                                clearing_options(self.recover_clearings(game, suit)))
        yield from self._recover(game, card, chosen.data["clearing"])

    def _ruled_of_suit(self, game, suit: str) -> int:
        """Clearings of `suit` the Keepers rule; for a clearing of several suits (the Lost City), the most of any of
        them: the clearing being each, its relic needs the count of one of its suits to reach its value."""
        return max(sum(1 for c, s in game.state.suits.items() if counts_as(s, one) and is_ruler(game, c, self.id))
                   for one in split(suit))

    def _recover(self, game, card: int | None, clearing: int):
        """15.5.2.III.a-c: take relics one by one into the Relics box, scoring each; after each, if the Keepers rule
        fewer clearings of the clearing's suit than its value, the action ends and the card is discarded."""
        suit = game.state.suits[clearing]
        first = True
        while True:
            kinds = self.recoverable(game, clearing)
            if not kinds:
                return
            options = [self._relic_option(kind) for kind in kinds]
            chosen = yield Decision(self.id, "keepers.recover", f"Recover which relic in clearing {clearing}?",
                                    options if first else options + [_END_RECOVER], about={"clearing": clearing})
            if chosen.id == "end":
                return
            first = False
            kind = chosen.data["relic"]
            self._take_relic(game, clearing, kind)
            if self._ruled_of_suit(game, suit) < self.relics[kind][1]:
                self._discard_from_retinue(game, "recover", card)
                return

    def _take_relic(self, game, clearing: int, kind: str) -> None:
        """15.5.2.III.a-b: into the leftmost empty space of its type's row; its value in VP, and the column bonus
        if every row now reaches that space."""
        move.lift_token(game, self.id, kind, clearing)  # into the box, not removed: no Prized Trophies (15.2.5)
        recovered = game.state.factions[self.id].data["recovered"]
        rtype, value = self.relics[kind]
        recovered[rtype].append(kind)
        game.event("recovered", faction=self.id, clearing=clearing, relic=kind)
        filled = all(len(recovered[other]) >= len(recovered[rtype]) for other in self.relic_types)
        scoring.score(game, self.id, value, "recovered " + piece_name(kind))
        if filled:
            scoring.score(game, self.id, self._setting("column_bonus", 2), "Relics column")

    # -- Evening (Law 15.6) ----------------------------------------------------------------------------------------

    def evening(self, game):
        crowded = self._setting("crowded", 4)  # 15.6.1 Live off the Land
        removals = [remove(game, self.id, "warrior", c, 1, self.id, "live_off_the_land")
                    for c, cl in game.state.clearings.items() if cl.warriors.get(self.id, 0) >= crowded]
        yield from resolve_removals(game, removals)
        yield from self._gather_retinue(game)  # 15.6.2
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # 15.6.3: 1 + waystations on the map
        yield from cards.discard_to_hand_limit(game, self.id)

    def _gather_retinue(self, game):
        """Law 15.6.2: add any number of cards from hand to any columns, or shift one card; ten cards at most."""
        fs = game.state.factions[self.id]
        room = self._setting("retinue_limit", 10) - self.retinue_size(game)
        ways = ([_ADD] if fs.hand and room > 0 else []) + ([_SHIFT] if self.retinue_size(game) else [])
        if not ways:
            return
        way = yield Decision(self.id, "keepers.gather", "Gather Retinue?", ways + [_SKIP])
        if way.id == "add":
            while fs.hand and room > 0:
                chosen = yield Decision(self.id, "keepers.gather.card", "Add which card to the Retinue?",
                                        cards.card_options(game, sorted(fs.hand)) + [_DONE])
                if chosen.id == "done":
                    return
                column = yield Decision(self.id, "keepers.gather.column", "Into which column?",
                                        list(_COLUMN_OPTIONS.values()))
                fs.hand.remove(chosen.data["card"])
                fs.zones[zone(column.data["column"])].append(chosen.data["card"])
                game.event("retinue_added", faction=self.id, card=chosen.data["card"], column=column.data["column"])
                room -= 1
        elif way.id == "shift":
            yield from self._shift(game)

    def _shift(self, game):
        fs = game.state.factions[self.id]
        options = []
        for column in COLUMNS:
            options += [Option(f"card:{card}:{column}", f"{game.cards[card].name} ({column})",
                               {"card": card, "column": column}) for card in fs.zones[zone(column)]]
            if fs.data["retainers"][column]:
                options.append(self.shared_option(f"retainer:{column}", f"Faithful Retainer ({column})",
                                                  {"card": None, "column": column}))
        chosen = yield Decision(self.id, "keepers.shift.card", "Shift which Retinue card?", options)
        card, source = chosen.data["card"], chosen.data["column"]
        to = yield Decision(self.id, "keepers.shift.column", "To which column?",
                            [option for column, option in _COLUMN_OPTIONS.items() if column != source])
        target = to.data["column"]
        if card is None:
            fs.data["retainers"][source] -= 1
            fs.data["retainers"][target] += 1
        else:
            fs.zones[zone(source)].remove(card)
            fs.zones[zone(target)].append(card)
        game.event("retinue_shifted", faction=self.id, card=card, origin=source, destination=target)


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Keepers, board="rootcore_content:factions/keepers.toml")
    registry.add_agent("heuristic", "rootcore_plugins.keepers.bot:create", faction=FACTION)
    registry.add_bot_advice("keepers.trophy", "rootcore_plugins.keepers.bot:advise_trophy")
