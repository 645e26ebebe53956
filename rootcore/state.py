"""The live game state: everything that changes during a game, and nothing else.

All state a rule needs across a decision lives here (never only in generator locals across a turn or
phase boundary), so that a game can be checkpointed at the start of a turn or phase, copied cheaply for
clone(), and written as a JSON snapshot. Faction-specific data goes in `FactionState.data` (JSON-like values only) and
faction-held cards in `FactionState.zones`, so the core can copy, conserve and hide them without knowing
the faction.
"""
from __future__ import annotations

import marshal
import random
from typing import Any


def copy_jsonlike(value: Any) -> Any:
    """Deep copy of JSON-like data (dicts, lists, str, int, bool, None, float). marshal does it in C,
    about twice as fast as a Python recursion and far faster than copy.deepcopy."""
    return marshal.loads(marshal.dumps(value))


def first_difference(a: Any, b: Any, path: str = "state") -> str | None:
    """Where two JSON-like values first differ (`path.key[index]`), with what each holds there, or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}: only in the {'first' if key in a else 'second'}"
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if a == b else f"{path}: {a!r} against {b!r}"


def not_json(value: Any, path: str = "state") -> str | None:
    """Where `value` holds what a JSON save would change (a key that is not a string, a tuple), or None."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path}: key {key!r} ({type(key).__name__}; a JSON save makes it a string)"
            found = not_json(item, f"{path}.{key}")
            if found:
                return found
    elif isinstance(value, (list, tuple)):
        if isinstance(value, tuple):
            return f"{path}: a tuple (a JSON save makes it a list)"
        for i, item in enumerate(value):
            found = not_json(item, f"{path}[{i}]")
            if found:
                return found
    return None


NOT_COUNTED = object()  # ClearingState.rule_count before rule is worked out from the pieces

# Every ClearingState.changed() in this process adds one: a value worked out from the buildings, tokens and
# pawns of a game is still right while this count has not moved (`GameState.building_cache`). One count for
# all games keeps `changed()` a single increment; a change in another game only costs this one a recount.
_BUILDING_CHANGES = [0]


class ClearingState:
    """Pieces in one clearing. Buildings and tokens are (faction, kind) pairs; ruins fill slots (2.2.4).

    Code that adds, removes or moves pieces here must call `changed()` afterwards, or `warriors_changed()`
    when only warriors changed (`rootcore.rules.pieces` and `rootcore.rules.move` do): rule and what the
    buildings and tokens say are worked out once per change, not once per question (the invariant checker
    of `rootcore.testing` catches a change without it). `warriors` lists only factions with warriors here (a
    count of 0 is deleted, and the invariant checker reports one), so `faction in cl.warriors` says whether it
    has any."""

    __slots__ = ("warriors", "buildings", "tokens", "pawns", "ruins", "rule_count")

    def __init__(self, ruins: int = 0):
        self.warriors: dict[str, int] = {}
        self.buildings: list[tuple[str, str]] = []
        self.tokens: list[tuple[str, str]] = []
        self.pawns: list[str] = []
        self.ruins = ruins
        # What the pieces alone say about rule (`rootcore.rules.rule`): a faction, None, a tuple of tied
        # factions for the tie hooks, or NOT_COUNTED.
        self.rule_count: Any = NOT_COUNTED

    def changed(self) -> None:
        """The pieces (or ruins) here changed: forget the rule and everything else worked out from them."""
        self.rule_count = NOT_COUNTED
        _BUILDING_CHANGES[0] += 1

    def warriors_changed(self) -> None:
        """Only warriors changed here: forget the rule (values worked out from buildings, tokens and pawns
        stay right)."""
        self.rule_count = NOT_COUNTED

    def copy(self) -> "ClearingState":
        new = ClearingState.__new__(ClearingState)
        new.warriors = dict(self.warriors)
        new.buildings = list(self.buildings)
        new.tokens = list(self.tokens)
        new.pawns = list(self.pawns)
        new.ruins = self.ruins
        new.rule_count = self.rule_count
        return new

    def count(self, faction: str, kind: str) -> int:
        """How many pieces of one kind (warrior, a building kind or a token kind) `faction` has here."""
        if kind == "warrior":
            return self.warriors.get(faction, 0)
        pair = (faction, kind)
        return self.buildings.count(pair) + self.tokens.count(pair)

    def piece_count(self) -> int:
        """Every piece here (Law G.1.18): warriors, buildings, tokens, pawns and ruins (a ruin is a piece, G.1.25; the
        items under it are not counted apart from it). What a rule counting "the fewest pieces" compares (the
        Outsiders' setups: OF.3.2, OMT.3.1, TC.3.1)."""
        return sum(self.warriors.values()) + len(self.buildings) + len(self.tokens) + len(self.pawns) + self.ruins

    def has_any(self, faction: str) -> bool:
        if faction in self.warriors or faction in self.pawns:
            return True
        for owner, _ in self.buildings:
            if owner == faction:
                return True
        for owner, _ in self.tokens:
            if owner == faction:
                return True
        return False

    def to_json(self) -> dict:
        return {"warriors": {k: v for k, v in sorted(self.warriors.items()) if v},
                "buildings": [list(b) for b in self.buildings],
                "tokens": [list(t) for t in self.tokens],
                "pawns": list(self.pawns), "ruins": self.ruins}


class FactionState:
    """One player's faction: score, hand, supply, tracks, crafted items, play area and own data."""

    __slots__ = ("id", "score", "hand", "supply", "tracks", "removed", "crafted_items", "play_area",
                 "dominance", "zones", "data", "crafting_used")

    def __init__(self, faction_id: str):
        self.id = faction_id
        self.score = 0
        self.hand: list[int] = []
        self.supply: dict[str, int] = {}      # pieces in the faction's supply (not on map or track)
        self.tracks: dict[str, int] = {}      # pieces still on each faction-board track
        self.removed: dict[str, int] = {}     # pieces removed from the game permanently (e.g. the keep)
        self.crafted_items: list[str] = []
        self.play_area: list[int] = []        # crafted persistent effects (4.1.3)
        self.dominance: int | None = None     # activated dominance card (3.3.1), out of the hand (3.3.2)
        self.zones: dict[str, list[int]] = {}  # other faction-held cards (decree, supporters...)
        self.data: dict[str, Any] = {}
        self.crafting_used: dict[str, int] = {}  # crafting pieces activated this turn, by suit (4.1.1)

    def copy(self) -> "FactionState":
        return self._copy(copy_jsonlike(self.data))

    def _copy(self, data: dict[str, Any]) -> "FactionState":
        """A copy holding `data` (a copy of this state's `data` made by the caller)."""
        new = FactionState.__new__(FactionState)
        new.id = self.id
        new.score = self.score
        new.hand = list(self.hand)
        new.supply = dict(self.supply)
        new.tracks = dict(self.tracks)
        new.removed = dict(self.removed)
        new.crafted_items = list(self.crafted_items)
        new.play_area = list(self.play_area)
        new.dominance = self.dominance
        new.zones = {k: list(v) for k, v in self.zones.items()}
        new.data = data
        new.crafting_used = dict(self.crafting_used)
        return new

    def to_json(self) -> dict:
        return {"score": self.score, "hand": list(self.hand), "supply": dict(sorted(self.supply.items())),
                "tracks": dict(sorted(self.tracks.items())), "removed": dict(sorted(self.removed.items())),
                "crafted_items": list(self.crafted_items), "play_area": list(self.play_area),
                "dominance": self.dominance, "zones": {k: list(v) for k, v in sorted(self.zones.items())},
                "data": copy_jsonlike(self.data), "crafting_used": dict(sorted(self.crafting_used.items()))}


class GameState:
    """The whole mutable state of one game."""

    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)
        self.turn_order: list[str] = []       # seating order, clockwise, first player first (5.1.1)
        self.current = 0                      # index into turn_order of the player taking the turn
        self.phase = "setup"                  # setup | birdsong | daylight | evening
        self.turn = 0                         # turns taken so far (1-based once play starts)
        # Clearing suits (several joined by "+" for a clearing of several, `rootcore.rules.suits`); fixed after setup,
        # so shared by copies (a landmark changing one replaces the dict)
        self.suits: dict[int, str] = {}
        # Building slots of each clearing (2.2.3): the map's, or a dict replacing it when a landmark adds one (Elder
        # Treetop); fixed after setup, so shared by copies and never changed in place. Not in `to_json`: it follows
        # from the map and the landmarks set up (`data["landmarks"]`).
        self.slots: dict[int, int] = {}
        self.clearings: dict[int, ClearingState] = {}
        self.factions: dict[str, FactionState] = {}
        self.deck: list[int] = []             # top of the deck is the END of the list
        self.discard: list[int] = []
        self.available_dominance: list[int] = []  # 3.3.3
        self.set_aside: list[int] = []        # cards out of play (dominance in 2-player games, 5.1.3)
        self.resolving: list[int] = []        # cards played and not yet discarded (an ambush in battle)
        self.item_supply: dict[str, int] = {}
        self.ruin_items: dict[int, list[str]] = {}
        self.removed_items: dict[str, int] = {}   # items removed permanently (G.1.22)
        # Sealed clearings: clearing -> what lies there sealing it (an item such as "torch"). No piece may be placed
        # in or moved into a sealed clearing, by anyone, for the rest of the game (a Vagabond character's Scorched
        # Earth, Law D.6.2). Empty in almost every game; `rules.adjacency.seal` replaces it with one more clearing,
        # never changing it in place, so copies share it.
        self.sealed: dict[int, str] = {}
        # Whether bird cards are wild (Law 2.1.1): an effect may switch it off while it lasts (`cards.set_birds_wild`).
        self.birds_wild = True
        self.winners: list[str] = []
        self.over = False
        self.end_reason = ""
        self.hold_victory = 0                 # >0 while simultaneous scoring is resolved (3.1)
        self.data: dict[str, Any] = {}        # per-turn and misc core data (JSON-like)
        self._building_cache: dict = {}
        self._building_cache_at = -1
        # Whether adjacency changes concern each faction (`rules.adjacency.concerned`), kept until
        # `Game.effects_changed`. Not part of the state: copies start with an empty one.
        self.adjacency_concerns: dict[str, bool] = {}

    def building_cache(self) -> dict:
        """A dict for values worked out from the buildings, tokens, pawns and ruins on the map alone (a faction's
        crafting pieces, where its buildings are...), emptied whenever any of them changed since
        (`ClearingState.changed`; warriors moving do not empty it). Not part of the state: copies start
        with an empty one."""
        if self._building_cache_at != _BUILDING_CHANGES[0]:
            self._building_cache = {}
            self._building_cache_at = _BUILDING_CHANGES[0]
        return self._building_cache

    def forget_kept_rule(self) -> None:
        """Forget the rule kept in every clearing (`Game.effects_changed`)."""
        for cl in self.clearings.values():
            cl.rule_count = NOT_COUNTED

    @property
    def current_faction(self) -> str:
        return self.turn_order[self.current]

    def copy(self) -> "GameState":
        return self.copy_with_rng(self.rng.getstate())

    def copy_with_rng(self, rng_state: tuple | None) -> "GameState":
        """A deep copy whose RNG is set to `rng_state` (from `random.Random.getstate`), or has no RNG when
        it is None (a checkpoint keeps its RNG state apart: getting it is half the cost of a copy, so a
        checkpoint restored many times gets it once)."""
        new = GameState.__new__(GameState)
        new.seed = self.seed
        if rng_state is None:
            # Only a checkpoint, which is never played (a clone copies it with an RNG), has no RNG: `rng` stays
            # typed as what every played state holds.
            new.rng = None  # type: ignore[assignment]
        else:
            new.rng = random.Random.__new__(random.Random)  # skips seeding from the OS: 4x cheaper
            new.rng.setstate(rng_state)
        new.turn_order = list(self.turn_order)
        new.current = self.current
        new.phase = self.phase
        new.turn = self.turn
        new.suits = self.suits
        new.slots = self.slots
        new.clearings = {c: s.copy() for c, s in self.clearings.items()}
        # Every faction's data and the core data in one C round trip rather than one per faction.
        *datas, new.data = copy_jsonlike([fs.data for fs in self.factions.values()] + [self.data])
        new.factions = {f: s._copy(data) for (f, s), data in zip(self.factions.items(), datas)}
        new.deck = list(self.deck)
        new.discard = list(self.discard)
        new.available_dominance = list(self.available_dominance)
        new.set_aside = list(self.set_aside)
        new.resolving = list(self.resolving)
        new.item_supply = dict(self.item_supply)
        new.ruin_items = {c: list(v) for c, v in self.ruin_items.items()}
        new.removed_items = dict(self.removed_items)
        new.sealed = self.sealed  # never changed in place (`rules.adjacency.seal` replaces it): shared
        new.birds_wild = self.birds_wild
        new.winners = list(self.winners)
        new.over = self.over
        new.end_reason = self.end_reason
        new.hold_victory = self.hold_victory
        new._building_cache, new._building_cache_at = {}, -1
        new.adjacency_concerns = {}
        return new

    def to_json(self) -> dict:
        """A complete JSON snapshot (also used to compare two games for equality)."""
        return {
            "seed": self.seed, "rng": _rng_digest(self.rng), "turn_order": list(self.turn_order),
            "current": self.current, "phase": self.phase, "turn": self.turn,
            "suits": {str(c): s for c, s in sorted(self.suits.items())},
            "clearings": {str(c): s.to_json() for c, s in sorted(self.clearings.items())},
            "factions": {f: s.to_json() for f, s in self.factions.items()},
            "deck": list(self.deck), "discard": list(self.discard),
            "available_dominance": list(self.available_dominance), "set_aside": list(self.set_aside),
            "resolving": list(self.resolving),
            "item_supply": dict(sorted(self.item_supply.items())),
            "ruin_items": {str(c): list(v) for c, v in sorted(self.ruin_items.items())},
            "removed_items": dict(sorted(self.removed_items.items())),
            **({"sealed": {str(c): m for c, m in sorted(self.sealed.items())}} if self.sealed else {}),
            **({} if self.birds_wild else {"birds_wild": False}),
            "winners": list(self.winners), "over": self.over, "end_reason": self.end_reason,
            "data": copy_jsonlike(self.data),
        }


def _rng_digest(rng: random.Random) -> int:
    """A short fingerprint of the RNG position, so snapshots of diverging RNGs compare unequal."""
    return hash(rng.getstate()[1]) & 0xFFFFFFFF
