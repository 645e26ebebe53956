"""The Vagabond (Law 9): one pawn, a satchel of items instead of warriors and buildings, relationships with the
other factions, quests, and a character chosen at setup (the characters are their own plugins, Appendix D).

Two Vagabonds (Law 9.7, the Riverfolk Expansion): the same class is registered as `vagabond` and `second_vagabond`
(its board, content/factions/second_vagabond.toml, extends the first's with reach 2). With both in play they set
up in a random order (9.7.1, drawn by the core for boards sharing a setup letter), play different characters (one
card of each), put both "R" sets under the ruins, two items under each (9.7.1), share the face-up quests and the
quest deck (9.7.2, kept in the first Vagabond's data), and choose between a ruin's two items, never taking an "R"
item of a kind they hold one of (9.7.3: such items are marked `"ruin": True`). Whatever asks "is this faction a
Vagabond" (relationship markers, 9.2.9, 9.3.6) asks `isinstance(component, Vagabond)`, never an id.

State (all in `game.state.factions[<id>].data`, JSON-like, so clones and saves carry it):

* `items`: every item on the faction board, each `{"item": "sword", "exhausted": False, "damaged": False}`
  (exhausted = face down, Law 9.2.5). Where an item sits follows from its state: damaged items are in the
  Damaged box; face-up undamaged tea, coins and bags are on their track (up to three each); everything else
  is in the Satchel. Law 9.2.5.III lets the Vagabond move face-up undamaged track items freely between track
  and Satchel, and a track is never the worse place for them (it adds refresh, draws and capacity, and items
  on a track do not count against the item limit, 9.6.4), so the engine always keeps them on the track
  instead of asking;
* `location`: `{"clearing": 5}` or `{"forest": "f3"}` (None before setup). In a clearing the pawn is also in
  `clearings[c].pawns`; in a forest it is in no clearing and `pieces_held` reports it for piece conservation;
* `relationships`: faction -> 0..3 (0 Indifferent, 3 Allied, Law 9.2.9) or "hostile"; `aids`: Aid actions
  this turn per faction toward the next space (9.2.9.I.a);
* `quests` (face up, available), `quest_deck` (top = end, hidden order), `completed_quests` (play area).
  Quests are not shared-deck cards, so they are ids of `[[data.quests]]` entries, never card ids. The second of
  two Vagabonds has `quests_kept_by` (the first's id) instead of `quests` and `quest_deck` (`quest_data`);
  `wildcard_turn`: the turn (`state.turn`) a character's quest wildcard was last used (`Character`);
* `character`, `coalition` (the partner, 9.2.8), `box` (items still in the game box for setup: the "R" ruin
  items and the "S" starting items, 9.3.4-9.3.5; what setup does not use stays there).

Scenario data (`rootcore.scenario`, `{"data": {"vagabond": {...}}}`):
`{"character": "thief", "clearing": 5 (or "forest": "f1"), "items": ["sword", "boot:exhausted",
"tea:damaged", "torch:damaged:exhausted"], "relationships": {"marquise": 2, "eyrie": "hostile"},
"quests": ["errand_fox"], "completed_quests": [], "ruin_items": {"6": ["hammer"]}, "coalition": None}`.
Items default to the character's starting items ("boot:ruin": an "R" item, 9.7.3); ruin items default to the deck's
ruin items placed at random. With two Vagabonds, the shared quests may be listed under either, once.
"""
from __future__ import annotations

import functools

from collections import Counter
from dataclasses import dataclass
from operator import itemgetter
from typing import Callable, cast

from rootcore import (ConfigError, Decision, Faction, Option, RootcoreError, SharedOptions, clearing_options,
                      count_options, faction_options, forest_options, hand_question, hookimpl)
from rootcore.components import piece_issues, rules_setting
from rootcore.content import ContentError, ContentIssue
from rootcore.decisions import HandQuestion
from rootcore.rules import battle, cards, craft, move, pieces, scoring
from rootcore.rules.adjacency import adjacent, enterable
from rootcore.rules.suits import ANY, JOIN, crafting_key, split

# The two Vagabond boards (Law 9.7: the Riverfolk Expansion adds the second), by faction id.
BOARDS = {"vagabond": "rootcore_content:factions/vagabond.toml",
          "second_vagabond": "rootcore_content:factions/second_vagabond.toml"}
PAWN = "pawn"
ALLIED_WARRIORS = "rootcore_allied_warriors"  # warriors used as Allied ones whatever the relationships (BK.2.4.I)
HOSTILE = "hostile"
RUIN = "ruin"  # an item's mark: an "R" item taken from a ruin, kept only in games with two Vagabonds (9.7.3)


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each quest card has its own id (the quest deck and the face-up
    quests are lists of ids, Law 9.3.3, 9.5.5, so a repeated id would lose a quest without a word), and the pawn is
    a pawn (9.2.2). Items, suits and required keys are the schema's."""
    seen: set[str] = set()
    issues = []
    for i, quest in enumerate(board.data["quests"]):
        if quest["id"] in seen:
            issues.append(ContentIssue(label, f"$.data.quests[{i}].id", f"quest id {quest['id']!r} is used twice"))
        seen.add(quest["id"])
    return issues + piece_issues(board, label, {PAWN: "pawn"})


class CharacterDataMissing(RootcoreError):
    """A character card (Appendix D) whose table the Vagabond board lacks: `Vagabond._character` names the file."""


@dataclass(frozen=True)
class Character:
    """A Vagabond character card (Law 9.3.1, Appendix D). Character plugins build one in their factory,
    `factory(spec, data)`, where `data` is the card's table under `[data.characters.<id>]` of the Vagabond
    board (empty for characters that bring their own data).

    `act(game, vagabond)` is a generator for the special action (9.5.9), run after the Vagabond exhausted
    `action_item`; `can_act(game, vagabond)` says whether the action may be taken now. A character whose card
    gives an ability instead of an action to choose from the menu has no `act` (and `action_item` "", unless
    its data names the item the ability exhausts).

    `quest_wildcard`: once per turn, while taking the Quest action (9.5.5), one face-up undamaged item may stand
    in for one item of another kind the quest lists; it is damaged as well as exhausted (D.7.2).

    Abilities in battle, each a callable returning a generator (to ask decisions) or None: `before_roll(game,
    vagabond, battle)` in every battle in the Vagabond's clearing (between any two factions, him among them or
    not), after any ambush and before the dice (`rootcore_battle_before_roll`; D.5.2), and `battle_effect(game,
    vagabond, battle, side)` in step 3 (4.3.3) of the battles the Vagabond fights on `side` (D.8.2)."""

    id: str
    name: str
    starting_items: tuple[str, ...]
    act: Callable | None
    can_act: Callable = lambda game, vagabond: True
    action_item: str = "torch"
    special_action: str = ""
    summary: str = ""
    quest_wildcard: bool = False
    before_roll: Callable | None = None
    battle_effect: Callable | None = None

    @classmethod
    def from_data(cls, spec, data: dict, act: Callable | None = None, can_act: Callable | None = None,
                  **abilities) -> "Character":
        """The character of card data `data`; `abilities` are the other fields (`quest_wildcard`, `before_roll`,
        `battle_effect`)."""
        if not data.get("starting_items"):
            raise CharacterDataMissing(f"character {spec.id!r}: no [data.characters.{spec.id}] table with "
                                       "starting_items on the Vagabond board")
        if can_act is None:  # without an act, never on the menu, even with an `action_item` (a battle ability's)
            can_act = (lambda game, vagabond: True) if act else (lambda game, vagabond: False)
        return cls(id=spec.id, name=data.get("name", spec.id), starting_items=tuple(data["starting_items"]),
                   act=act, can_act=can_act, action_item=data.get("action_item", "torch" if act else ""),
                   special_action=data.get("special_action", ""), summary=data.get("summary", ""), **abilities)


def _item_label(item: dict) -> str:
    state = "exhausted" if item["exhausted"] else "face up"
    return f"{item['item']} ({state}{', damaged' if item['damaged'] else ''}{', R' if item.get(RUIN) else ''})"


def _item_key(item: dict) -> str:
    return (f"item:{item['item']}:{'down' if item['exhausted'] else 'up'}{':damaged' if item['damaged'] else ''}"
            f"{':ruin' if item.get(RUIN) else ''}")


_SORT_KEY = itemgetter("item", "damaged", "exhausted")  # the order items are kept in (`Vagabond._sort`)

def _make_item_option(key: tuple) -> Option:
    kind, exhausted, damaged, ruin = key
    item = {"item": kind, "exhausted": exhausted, "damaged": damaged, **({RUIN: True} if ruin else {})}
    return Option(_item_key(item), _item_label(item), item)


# One shared, read-only option per item state (copies are interchangeable), per move (clearing, boots) and per
# forest a slip may go to.
_ITEM_OPTIONS = SharedOptions(_make_item_option)
# A hit a removal veto keeps off his items (the Stoic Protector's), put on them all the same: nothing is damaged.
_SHIELDED = Option("shielded", "Take it on an item, which is shielded here: nothing is damaged")
_MOVE_OPTIONS = SharedOptions(lambda key: Option(f"clearing:{key[0]}",
                                                 f"clearing {key[0]} ({key[1]} boot{'s' if key[1] > 1 else ''})",
                                                 {"clearing": key[0], "boots": key[1]}))


def _has_hostile_warriors(cl, relationships: dict, own: dict[str, int]) -> bool:
    """Whether clearing state `cl` holds a warrior of a faction in the Hostile box of `relationships` (Law
    9.2.9.III), beyond those `own` says he treats as his own pieces there (`Vagabond.extra_allies`: the Borough Kings'
    mice on his turn, BK.2.4.I); read from the relationships directly, so that no set of Hostile factions is built
    per menu."""
    for f, n in cl.warriors.items():
        if n and relationships.get(f) == HOSTILE and n > own.get(f, 0):
            return True
    return False


def _ready_counts(items: list[dict]) -> tuple[dict[str, int], bool]:
    """The face-up undamaged items by kind (the ones that can be exhausted), and whether any item is damaged:
    one pass over the items for a whole menu."""
    ready: dict[str, int] = {}
    damaged = False
    for item in items:
        if item["damaged"]:
            damaged = True
        elif not item["exhausted"]:
            kind = item["item"]
            ready[kind] = ready.get(kind, 0) + 1
    return ready, damaged


def _wildcard_swaps(needs: tuple[tuple[str, int], ...], ready: dict[str, int]) -> list[tuple[str, str]]:
    """The ways one `ready` item may stand in for one item of another kind that a quest `needs` ((kind, count)
    pairs), the other needed items still being `ready` (D.7.2): (kind of the stand-in, kind it stands for)."""
    need = dict(needs)
    swaps = []
    for as_kind in need:
        for kind, n in ready.items():
            if kind != as_kind and n > need.get(kind, 0) and all(
                    ready.get(k, 0) - (k == kind) >= m - (k == as_kind) for k, m in need.items()):
                swaps.append((kind, as_kind))
    return swaps


def _parse_item(text: str) -> dict:
    parts = text.split(":")
    flags = set(parts[1:])
    unknown = flags - {"exhausted", "damaged", RUIN}
    if unknown:
        from rootcore.scenario import ScenarioError
        raise ScenarioError(f"vagabond: unknown item state {sorted(unknown)} in {text!r} "
                            f"(use 'sword', 'sword:exhausted', 'sword:damaged', 'sword:ruin')")
    item = {"item": parts[0], "exhausted": "exhausted" in flags, "damaged": "damaged" in flags}
    if RUIN in flags:
        item[RUIN] = True
    return item


class Vagabond(Faction):
    setup_card_homelands = 0  # what its setup_from_card chooses (Law A.8.2)
    hits_damage_items = True  # Law 9.2.7: he chooses the items damaged, in a battle the Vagrant starts too (D.4.2)
    data_issues = staticmethod(data_issues)

    # -- board data ---------------------------------------------------------------------------------------

    @functools.cached_property
    def track_items(self) -> tuple[str, ...]:
        """The item kinds kept on tracks (built once: board data never changes)."""
        return tuple(self.board.data.get("track_items", ("tea", "coins", "bag")))

    def action_item(self, action: str) -> str:
        return self.board.data["action_items"][action]

    @property
    def relationship_track(self) -> list[dict]:
        return list(self.board.data["relationship_track"])

    @functools.cached_property
    def allied_space(self) -> int:
        """The Allied space of the relationship track (worked out once: board data never changes)."""
        return len(self.board.data["relationship_track"])

    @property
    def quest_defs(self) -> dict[str, dict]:
        return dict(self._quests)

    @functools.cached_property
    def _quests(self) -> dict[str, dict]:
        """Quest id -> quest card data, built once (board data never changes); callers only read it."""
        return {q["id"]: q for q in self.board.data["quests"]}

    # -- two Vagabonds (Law 9.7) -------------------------------------------------------------------------------

    def vagabonds(self, game) -> list[str]:
        """The Vagabonds in play, this one among them, in the config's order: the factions whose component is a
        Vagabond, whatever their ids (two with the Riverfolk Expansion, 9.7)."""
        return [f for f, component in game.factions.items() if isinstance(component, Vagabond)]

    def quest_data(self, game) -> dict:
        """The faction data holding the face-up quests (`quests`) and the quest deck (`quest_deck`): his own, or in
        a game with two Vagabonds, who share them (9.7.2), the first Vagabond's (`quests_kept_by` names it)."""
        data = game.state.factions[self.id].data
        keeper = data.get("quests_kept_by")
        return game.state.factions[keeper].data if keeper else data

    def _items_per_ruin(self, game) -> int:
        """Items under each ruin: one per Vagabond in play, each bringing a set of "R" items (9.3.4, 9.7.1)."""
        return self.board.data.get("items_per_ruin", 1) * len(self.vagabonds(game))

    # -- characters (Law 9.3.1) -------------------------------------------------------------------------------

    def characters(self, game) -> dict[str, Character]:
        """The characters in play, by id (sorted): every installed and enabled one whose expansion the game enables
        (`GameDefinition.allows`: the Vagrant and Arbiter come with the Riverfolk Expansion, the Adventurer, Harrier
        and Ronin with the Vagabond Pack), and any a Vagabond's option names (an explicit choice brings its card)."""
        definition = game.definition
        specs = definition.registry.components["character"]
        named = {game.config.options.get(game.factions[v].character_option) for v in self.vagabonds(game)}
        return {cid: self._character(game, cid) for cid in sorted(specs)
                if cid in named or definition.allows(specs[cid].plugin)}

    @functools.cached_property
    def _character_cache(self) -> dict[str, Character]:
        return {}  # immutable Character objects only, built on first use

    def _character(self, game, cid: str) -> Character:
        character = self._character_cache.get(cid)
        if character is None:
            spec = game.definition.registry.get("character", cid)
            try:
                character = spec.factory(spec, dict(self.board.data.get("characters", {}).get(cid, {})))
            except CharacterDataMissing as missing:  # the board file is the one to mend (Law 9.3.1: starting items)
                raise ContentError([ContentIssue(self.spec.content or self.id, f"$.data.characters.{cid}",
                                                 f"{missing}, so the {cid} cannot set up")]) from None
            self._character_cache[cid] = character
        return character

    @functools.cached_property
    def _special_options(self) -> SharedOptions:
        """The special action's menu entry by character (the id is the same for all)."""
        return SharedOptions(lambda character: Option("special", f"{character.name}: {character.summary}"))

    def character(self, game) -> Character | None:
        cid = game.state.factions[self.id].data.get("character")
        return self._character(game, cid) if cid else None

    @functools.cached_property
    def character_option(self) -> str:
        """The game option that names this Vagabond's character (`vagabond_character`, `second_vagabond_character`)."""
        return f"{self.id}_character"

    def _characters_taken(self, game) -> set[str]:
        """Characters the other Vagabond has, or is given by the config or the scenario: there is one card of each,
        so the two Vagabonds of 9.7 never play the same character."""
        st = game.state
        spec = (getattr(game, "scenario_spec", None) or {}).get("data", {})
        taken = set()
        for other in self.vagabonds(game):
            if other != self.id:
                fs = st.factions.get(other)
                taken |= {fs.data.get("character") if fs else None, spec.get(other, {}).get("character"),
                          game.config.options.get(game.factions[other].character_option)}
        return taken - {None}

    # -- where the pawn is ----------------------------------------------------------------------------------------

    def clearing(self, game) -> int | None:
        """The clearing of the pawn, or None in a forest (or off the map)."""
        location = game.state.factions[self.id].data.get("location") or {}
        return location.get("clearing")

    def forest(self, game) -> str | None:
        location = game.state.factions[self.id].data.get("location") or {}
        return location.get("forest")

    def _set_location(self, game, clearing: int | None = None, forest: str | None = None) -> None:
        clearings = game.state.clearings
        fs = game.state.factions[self.id]
        old = fs.data.get("location") or {}
        if "clearing" in old:
            cl = clearings[old["clearing"]]
            cl.pawns.remove(self.id)
            cl.changed()
        elif not old:
            fs.supply[PAWN] -= 1  # placed from the supply (setup, 9.3.2)
        if clearing is not None:
            cl = clearings[clearing]
            cl.pawns.append(self.id)
            cl.changed()
            fs.data["location"] = {"clearing": clearing}
        else:
            fs.data["location"] = {"forest": forest}

    def can_relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        if kind != PAWN:
            return super().can_relocate_piece(game, kind, origin, dest)
        return self.clearing(game) == origin and pieces.placement_allowed(game, self.id, kind, dest)

    def relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        """The pawn relocated by another's effect (the Croakers Coven's Teleport): to any clearing it may be placed
        in, not a move (no boot, Law 9.4.2)."""
        if kind != PAWN:
            return super().relocate_piece(game, kind, origin, dest)
        if not self.can_relocate_piece(game, kind, origin, dest):
            return False
        self._set_location(game, clearing=dest)
        game.event("relocated", faction=self.id, piece=kind, origin=origin, destination=dest, count=1)
        return True

    def pieces_held(self, game) -> dict[str, int]:
        """The pawn in a forest (Law 9.3.2, 9.4.2) is on the map but in no clearing, so piece conservation
        (1.5.1) counts it here."""
        return {PAWN: 1} if self.forest(game) else {}

    # -- items (Law 9.2.5) --------------------------------------------------------------------------------------

    def items(self, game) -> list[dict]:
        return game.state.factions[self.id].data["items"]

    def ready(self, game, kind: str) -> int:
        """Face-up undamaged items of `kind`: the ones that can be exhausted."""
        n = 0
        for i in game.state.factions[self.id].data["items"]:
            if i["item"] == kind and not i["exhausted"] and not i["damaged"]:
                n += 1
        return n

    def undamaged_items(self, game) -> list[dict]:
        """The items a hit may damage (Law 9.2.7)."""
        return [i for i in game.state.factions[self.id].data["items"] if not i["damaged"]]

    def undamaged(self, game, kind: str) -> int:
        n = 0
        for i in game.state.factions[self.id].data["items"]:
            if i["item"] == kind and not i["damaged"]:
                n += 1
        return n

    def on_track(self, game, kind: str) -> int:
        """Items face up on the matching track (Law 9.2.5.I: at most three)."""
        if kind not in self.track_items:
            return 0
        return min(self.board.data.get("track_capacity", 3), self.ready(game, kind))

    def satchel_and_damaged(self, game) -> list[dict]:
        """Items in the Satchel or the Damaged box: every item but those on the tracks (Law 9.6.4)."""
        return self._satchel_and_limit(game)[0]

    def _satchel_and_limit(self, game) -> tuple[list[dict], int]:
        """`satchel_and_damaged` and the item limit (6, plus 2 per bag on its track: Law 9.6.4), from one
        pass over the items."""
        # The first face-up undamaged items of a track kind, up to the track capacity, are on the track: this
        # skips `on_track` of each kind (min(capacity, ready)), which comes to the same.
        data = self.board.data
        capacity = data.get("track_capacity", 3)
        on_track = dict.fromkeys(self.track_items, 0)
        out = []
        for item in self.items(game):
            kind = item["item"]
            if kind in on_track and on_track[kind] < capacity and not item["exhausted"] and not item["damaged"]:
                on_track[kind] += 1
            else:
                out.append(item)
        limit = data.get("item_limit_base", 6) + data.get("item_limit_per_bag", 2) * on_track.get("bag", 0)
        return out, limit

    def _sort(self, game) -> None:
        """Put the items back in order, by (item, damaged, exhausted). Every change to the items leaves them in
        this order (`exhaust` and `_refresh` flip items so that it holds without sorting)."""
        self.items(game).sort(key=_SORT_KEY)

    def gain(self, game, kind: str, source: str, ruin: bool = False) -> None:
        """Take an item face up into the Satchel or onto its track (9.5.3, 9.5.4, 9.5.8, 9.3.5); `ruin` marks an
        "R" item from a ruin (9.7.3)."""
        self.items(game).append({"item": kind, "exhausted": False, "damaged": False, **({RUIN: True} if ruin else {})})
        self._sort(game)
        game.event("item_gained", faction=self.id, item=kind, source=source)

    def exhaust(self, game, kind: str, n: int = 1) -> None:
        """Flip `n` face-up undamaged items of `kind` face down (Law 9.2.5); a track item goes to the Satchel."""
        # The last face-up copies are flipped: they are the ones just before the face-down copies, so the
        # items stay in order (`_sort`) with no sorting.
        left = n
        for item in reversed(self.items(game)):
            if not left:
                break
            if item["item"] == kind and not item["exhausted"] and not item["damaged"]:
                item["exhausted"] = True
                left -= 1
        if left:
            raise RootcoreError(f"{self.id} has only {n - left} face-up undamaged {kind} to exhaust, not {n}")
        game.event("item_exhausted", faction=self.id, item=kind, count=n)

    def _find(self, game, data: dict) -> dict:
        """The first item in the state of `data` (an item option's data)."""
        kind, exhausted, damaged, ruin = data["item"], data["exhausted"], data["damaged"], data.get(RUIN, False)
        for item in self.items(game):  # a plain loop: a generator costs a call
            if item["item"] == kind and item["exhausted"] == exhausted and item["damaged"] == damaged \
                    and item.get(RUIN, False) == ruin:
                return item
        raise RootcoreError(f"{self.id} has no {_item_label(data)}")

    def item_options(self, items) -> list[Option]:
        """One option per distinct (item, face, damaged) among `items`: copies are interchangeable."""
        options = []
        for item in items:
            option = _ITEM_OPTIONS[item["item"], item["exhausted"], item["damaged"], item.get(RUIN, False)]
            if option not in options:  # the same state gives the same (shared) option
                options.append(option)
        return options

    def warriors_payable(self, game) -> int:
        """Law 11.2.6.III: the Vagabond pays a cost in warriors (a Riverfolk service) with his face-up items, one
        exhausted per warrior."""
        return len(self._ready_items(game))

    def pay_warriors(self, game, n: int, holder: str):
        """Law 11.2.6.III: exhaust `n` face-up items of his choice; the one paid puts its own warriors in their
        place (all `n` are paid another way)."""
        for _ in range(n):
            chosen = yield Decision(self.id, "vagabond.pay_item", f"Exhaust which item to pay ({n} in all)?",
                                    self.item_options(self._ready_items(game)))
            self.exhaust(game, chosen.data["item"])
        return n

    def _ready_items(self, game) -> list[dict]:
        return [i for i in self.items(game) if not i["exhausted"] and not i["damaged"]]

    def damage(self, game, item: dict, cause: str) -> None:
        found = self._find(game, item)
        found["damaged"] = True
        self._sort(game)
        game.event("item_damaged", faction=self.id, item=found["item"], cause=cause)

    def repair(self, game, item: dict) -> None:
        """Law 9.5.7: a damaged item back to the Satchel or its track, keeping its side."""
        found = self._find(game, item)
        found["damaged"] = False
        self._sort(game)
        game.event("item_repaired", faction=self.id, item=found["item"])

    def ask_damage(self, game, kind: str, prompt: str, cause: str, allow_ally: str | None = None,
                   clearing: int | None = None, shielded: bool = False):
        """Damage one undamaged item of the Vagabond's choice (Law 9.2.7). Returns "item", "ally" (an Allied
        warrior was chosen instead, 9.2.9.II.d; the caller removes it), "shielded" (the hit was put on his items,
        which a removal veto keeps it off when `shielded`: nothing damaged) or None (no undamaged item left: the hit
        is ignored, 9.2.7, even with Allied warriors there, whose removal is only ever a choice)."""
        undamaged = self.undamaged_items(game)
        if not undamaged:
            return None
        options = [_SHIELDED] if shielded else self.item_options(undamaged)
        if allow_ally and game.factions[allow_ally].hit_warriors(game, clearing):
            options.append(Option("ally_warrior", f"Remove an Allied {allow_ally} warrior instead",
                                  {"faction": allow_ally}))
        chosen = yield Decision(self.id, kind, prompt, options)
        if chosen.id == "ally_warrior":
            return "ally"
        if chosen.id == _SHIELDED.id:
            return "shielded"
        self.damage(game, chosen.data, cause)
        return "item"

    def ask_repair(self, game, count: int, kind: str = "vagabond.repair"):
        """Repair up to `count` damaged items of the Vagabond's choice (9.5.7; the Ranger's Hideout, D.3.2)."""
        for _ in range(count):
            damaged = [i for i in self.items(game) if i["damaged"]]
            if not damaged:
                return
            chosen = yield Decision(self.id, kind, "Repair which item?", self.item_options(damaged))
            self.repair(game, chosen.data)

    def end_daylight(self, game) -> None:
        """End Daylight now and begin Evening (the Ranger's Hideout, D.3.2)."""
        game.state.factions[self.id].data["daylight_over"] = True

    # -- relationships (Law 9.2.9) ---------------------------------------------------------------------------

    def relationship(self, game, faction: str):
        return game.state.factions[self.id].data["relationships"].get(faction)

    def is_hostile(self, game, faction: str) -> bool:
        return self.relationship(game, faction) == HOSTILE

    def is_allied(self, game, faction: str) -> bool:
        return self.relationship(game, faction) == self.allied_space

    def allies(self, game) -> list[str]:
        space = self.allied_space
        relationships = game.state.factions[self.id].data["relationships"]
        if space not in relationships.values():  # most of the time: nothing to sort
            return []
        return sorted([f for f, r in relationships.items() if r == space])

    def extra_allies(self, game, clearing: int) -> dict[str, int]:
        """Warriors others let him use as Allied warriors in `clearing` whatever his relationships (the
        `rootcore_allied_warriors` answers added up, each capped at the owner's warriors there: the Borough Kings'
        mice, BK.2.4.I): {owner: count}. Empty, asking nobody, in games without an implementation."""
        if ALLIED_WARRIORS not in game.definition.hooks_in_use:
            return {}
        warriors = game.state.clearings[clearing].warriors
        found: dict[str, int] = {}
        for answer in game.hooks.rootcore_allied_warriors(game=game, faction=self.id, clearing=clearing):
            for owner, n in answer.items():
                found[owner] = min(warriors.get(owner, 0), found.get(owner, 0) + n)
        return {owner: n for owner, n in found.items() if n > 0}

    def ally_limit(self, game, clearing: int, ally: str) -> int | None:
        """How many of `ally`'s warriors in `clearing` he may use as Allied ones: all (None) for an Allied faction
        (9.2.9.II), else those `extra_allies` lets him use."""
        if ally in self.allies(game):
            return None
        return self.extra_allies(game, clearing).get(ally, 0)

    def make_hostile(self, game, faction: str, reason: str) -> None:
        fs = game.state.factions[self.id]
        fs.data["relationships"][faction] = HOSTILE
        fs.data["aids"].pop(faction, None)
        game.event("relationship", faction=self.id, other=faction, space=HOSTILE, reason=reason)

    def hostile_warriors_in(self, game, clearing: int) -> bool:
        relationships = game.state.factions[self.id].data["relationships"]
        return _has_hostile_warriors(game.state.clearings[clearing], relationships, self.extra_allies(game, clearing))

    def _aided(self, game, faction: str) -> None:
        """Law 9.2.9.I-II: an Aid action counts toward the next space (or scores 2 VP with an ally)."""
        fs = game.state.factions[self.id]
        space = self.relationship(game, faction)
        if space is None or space == HOSTILE:
            return  # 9.2.9.III.c: Aid never leaves the Hostile box
        if space == self.allied_space:
            scoring.score(game, self.id, self.board.data.get("allied_aid_vp", 2), "aided ally")
            return
        step = self.relationship_track[space]
        aids = fs.data["aids"].get(faction, 0) + 1
        if aids < step["aids"]:
            fs.data["aids"][faction] = aids
            return
        fs.data["aids"].pop(faction, None)  # an Aid counts toward one improvement only (9.2.9.I.a)
        fs.data["relationships"][faction] = space + 1
        game.event("relationship", faction=self.id, other=faction, space=space + 1, reason="aid")
        scoring.score(game, self.id, step["vp"], "relationship")

    # -- state and scenarios ----------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # the pawn starts in the supply
        chosen = game.config.options.get(self.character_option)
        known = sorted(game.definition.registry.components["character"])
        if chosen is not None and chosen not in known:
            raise ConfigError(f"option {self.character_option} = {chosen!r}: no such character is installed and "
                              f"enabled (known: {', '.join(known) or 'none'})")
        characters = self.characters(game)
        if len(characters) < len(self.vagabonds(game)):  # 9.3.1: each Vagabond sets up with a character card
            raise ConfigError(f"{self.id} needs a character card (Law 9.3.1) and the game has "
                              f"{len(characters)} ({', '.join(characters) or 'none'}) for {len(self.vagabonds(game))} "
                              "Vagabonds: enable a character plugin or its expansion", ("factions", "disable"))
        if not game.board.forests:  # found by mutating the map files: refused at setup's end, after choices
            raise ConfigError(f"map {game.board.id!r} has no forests, and {self.id}'s pawn sets up in one (Law 9.3.2)",
                              ("map", "factions"))
        if chosen is not None and chosen in self._characters_taken(game):
            raise ConfigError(f"option {self.character_option} = {chosen!r}: the other Vagabond is given that "
                              "character, and there is one card of each (Law 9.7)")
        keeper = self.vagabonds(game)[0]  # 9.7.2: the quests of two Vagabonds are kept with the first's
        quests: dict = {"quests": [], "quest_deck": []} if keeper == self.id else {"quests_kept_by": keeper}
        fs.data.update({"character": None, "location": None, "items": [], "relationships": {}, "aids": {},
                        **quests, "completed_quests": [], "coalition": None, "box": self._box(game)})

    def _box(self, game) -> dict[str, int]:
        """Items in the box for setup: the "R" items (9.3.4; each Vagabond has a set, 9.7.1) and the "S" items the
        installed characters may start with (9.3.5; as many of each as the most any one character needs)."""
        box = Counter(game.deck.definition.ruin_items)
        starting: Counter = Counter()
        for character in self.characters(game).values():
            starting |= Counter(character.starting_items)
        box.update(starting)
        return dict(sorted(box.items()))

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError
        data = dict(data)
        st = game.state
        fs.data["box"] = {}
        characters = self.characters(game)
        taken = self._characters_taken(game)
        cid = (data.pop("character", None) or game.config.options.get(self.character_option)
               or next((c for c in characters if c not in taken), None))
        installed = sorted(game.definition.registry.components["character"])  # a scenario may name any of them
        if cid is not None and cid not in installed:
            raise ScenarioError(f"{self.id}: unknown character {cid!r} (installed: {', '.join(installed)})")
        if cid in taken:
            raise ScenarioError(f"{self.id}: the other Vagabond plays {cid!r}, and there is one card of each (Law 9.7)")
        fs.data["character"] = cid
        placed = [c for c, cl in st.clearings.items() if self.id in cl.pawns]
        if placed:
            fs.data["location"] = {"clearing": placed[0]}
        if "forest" in data:
            forest = data.pop("forest")
            if placed or forest not in game.board.forests:
                raise ScenarioError(f"{self.id}: cannot put the pawn in forest {forest!r}")
            self._set_location(game, forest=forest)
        elif "clearing" in data:
            clearing = int(data.pop("clearing"))
            if placed and placed[0] != clearing:
                raise ScenarioError(f"{self.id}: the pawn is already in clearing {placed[0]}")
            if not placed:
                self._set_location(game, clearing=clearing)
        items = data.pop("items", None)
        if items is None:
            items = list(self._character(game, cid).starting_items) if cid else []
        fs.data["items"] = [_parse_item(i) for i in items]
        self._sort(game)
        vagabonds = self.vagabonds(game)
        relationships = self._indifferent(game)
        names: dict[str, int | str] = {"indifferent": 0, "allied": self.allied_space, HOSTILE: HOSTILE}
        for f, space in data.pop("relationships", {}).items():
            if f not in relationships:
                raise ScenarioError(f"{self.id}: no relationship with {f!r}")
            relationships[f] = names.get(space, space)
        fs.data["relationships"] = relationships
        fs.data["aids"] = dict(data.pop("aids", {}))
        completed = list(data.pop("completed_quests", []))
        quests = data.pop("quests", None)
        for q in completed + list(quests or []):
            if q not in self.quest_defs:
                raise ScenarioError(f"{self.id}: unknown quest {q!r}")
        fs.data["completed_quests"] = completed
        # With two Vagabonds the first keeps the shared quests (9.7.2) and puts the "R" items of both under the
        # ruins (9.7.1), unless the scenario gives them.
        keeper = vagabonds[0] == self.id
        others = [dict(game.scenario_spec.get("data", {}).get(v, {})) for v in vagabonds if v != self.id]
        if keeper:
            self._scenario_quests(game, fs, quests, completed, others)
        ruin_items = data.pop("ruin_items", None)
        if ruin_items is not None:
            st.ruin_items = {int(c): list(v) for c, v in ruin_items.items() if v}
        elif keeper and not any("ruin_items" in o for o in others):
            self._populate_ruins(game, from_box=False)
        fs.data["coalition"] = data.pop("coalition", None)
        fs.data.update(data)

    def _scenario_quests(self, game, fs, quests: list | None, completed: list, others: list[dict]) -> None:
        """A scenario's face-up quests and quest deck, in the keeper's data (the first Vagabond's: 9.7.2). Either
        Vagabond may list the face-up quests, the same ones; the completed quests of both are out of the deck, and
        face-up quests not given are dealt from it as at setup (9.3.3)."""
        from rootcore.scenario import ScenarioError
        given = [list(q) for q in [quests] + [o.get("quests") for o in others] if q is not None]
        if any(q != given[0] for q in given):
            raise ScenarioError(f"{self.id}: the Vagabonds share the face-up quests (Law 9.7.2): list them once")
        face_up = given[0] if given else None
        done = completed + [q for o in others for q in o.get("completed_quests", [])]
        deck = [q for q in self.quest_defs if q not in done and q not in (face_up or [])]
        game.state.rng.shuffle(deck)
        fs.data.update({"quests": self._deal_quests(deck) if face_up is None else face_up, "quest_deck": deck})

    # -- setup (Law 9.3) ----------------------------------------------------------------------------------------

    def setup_from_card(self, game):
        """Law A.8.2: the Vagabond's faction setup card ([setup_card] of the board) asks what the standard setup does
        (9.3), with the character the game's options name; no homeland."""
        return self.setup(game)

    def setup(self, game):
        fs = game.state.factions[self.id]
        st = game.state
        taken = self._characters_taken(game)  # 9.3.1; one card of each character for two Vagabonds (9.7)
        characters = {c: ch for c, ch in self.characters(game).items() if c not in taken}
        if not characters:
            raise RootcoreError(f"{self.id} needs a character, and no other character plugin is installed and enabled")
        cid = game.config.options.get(self.character_option)
        if cid is None:
            chosen = yield Decision(self.id, "vagabond.setup.character", "Choose your character",
                                    [Option(f"character:{c}", f"{ch.name}: {ch.summary}", {"character": c})
                                     for c, ch in characters.items()])
            cid = chosen.data["character"]
        fs.data["character"] = cid
        game.event("vagabond_character", faction=self.id, character=cid)
        forests = sorted(game.board.forests)  # 9.3.2 (a map without any is refused by `init_state`)
        chosen = yield Decision(self.id, "vagabond.setup.forest", "Place your pawn in which forest?",
                                [Option(f"forest:{f}", f"forest {f} (clearings {list(game.board.forests[f])})",
                                        {"forest": f}) for f in forests])
        self._set_location(game, forest=chosen.data["forest"])
        # Steps 3 and 4 are done once: with two Vagabonds by the first to set up, for both (9.7.1, 9.7.2).
        quests = self.quest_data(game)
        if not quests["quests"] and not quests["quest_deck"]:  # 9.3.3
            deck = list(self.quest_defs)
            st.rng.shuffle(deck)
            quests["quest_deck"] = deck
            quests["quests"] = self._deal_quests(deck)
        if not st.ruin_items:
            self._populate_ruins(game, from_box=True)  # 9.3.4
        for kind in characters[cid].starting_items:  # 9.3.5
            self._from_box(game, kind)
            self.gain(game, kind, "starting")
        fs.data["relationships"] = self._indifferent(game)

    def _deal_quests(self, deck: list[str]) -> list[str]:
        """Law 9.3.3: the face-up quests at setup, drawn from the end (the top) of the shuffled quest `deck`."""
        return [deck.pop() for _ in range(min(len(deck), self.board.data.get("starting_quests", 3)))]

    def _indifferent(self, game) -> dict[str, int | str]:
        """Law 9.3.6: a relationship marker on Indifferent for each other faction, none for a Vagabond (9.7)."""
        vagabonds = self.vagabonds(game)
        return {f: 0 for f in game.state.turn_order if f not in vagabonds}

    def _from_box(self, game, kind: str) -> None:
        """Take an item out of the box: his own, else the other Vagabond's (the second set of "R" items, 9.7.1)."""
        for vagabond in [self.id] + self.vagabonds(game):
            box = game.state.factions[vagabond].data["box"]
            if box.get(kind):
                box[kind] -= 1
                if not box[kind]:
                    del box[kind]
                return

    def _populate_ruins(self, game, from_box: bool) -> None:
        """Law 9.3.4: the "R" items, shuffled, one under each ruin; with two Vagabonds both sets, two under each
        (9.7.1)."""
        st = game.state
        sets = len(self.vagabonds(game))
        items = list(game.deck.definition.ruin_items) * sets
        st.rng.shuffle(items)
        per_ruin = self._items_per_ruin(game)
        for cid in game.board.clearing_ids:
            for _ in range(st.clearings[cid].ruins * per_ruin):
                if not items:
                    return
                kind = items.pop()
                st.ruin_items.setdefault(cid, []).append(kind)
                if from_box:
                    self._from_box(game, kind)

    # -- general rules the Vagabond changes -------------------------------------------------------------------

    def crafting_pieces(self, game) -> dict[str, int]:
        """Law 9.2.1: face-up undamaged hammers, all of the suit of the pawn's clearing (none in a forest)."""
        clearing = self.clearing(game)
        hammers = self.ready(game, self.action_item("craft"))
        if clearing is None or not hammers:
            return {}
        return {crafting_key(game.state.suits[clearing]): hammers}  # hammers in the Lost City pay any suit

    def max_rolled_hits(self, game, clearing: int) -> int:
        """Law 9.2.6: undamaged swords; with Allied warriors treated as his own, plus theirs (9.2.9.II.c)."""
        hits = self.undamaged(game, "sword")
        ally = game.state.factions[self.id].data.get("battle_ally")
        if ally:
            there = game.state.clearings[clearing].warriors.get(ally["faction"], 0)
            limit = ally.get("limit")  # warriors used as Allied ones without the relationship (BK.2.4.I)
            hits += there if limit is None else min(there, limit - ally["warriors"])
        return hits

    def defenseless(self, game, clearing: int) -> bool:
        """Law 9.2.4: defenseless without an undamaged sword."""
        return self.undamaged(game, "sword") == 0

    def take_hits(self, game, clearing: int, hits: int, remover: str | None, cause: str):
        """Law 9.2.7: each hit damages an undamaged item of the Vagabond's choice; hits beyond them are
        ignored. With Allied warriors treated as his own (9.2.9.II.d) a hit may remove one of them instead, while
        an undamaged item is left to damage (once none is, the remaining hits are ignored). Where a removal veto
        shields him from `remover` (the Stoic Protector's, our reading: his items too), the hits reach him only
        for his Allied warriors, not shielded (`takes_hits_on_others`): each falls on them or on nothing."""
        info = game.state.factions[self.id].data.get("battle_ally") if cause in ("battle", "ambush") else None
        ally = self._ally_taking_hits(game, clearing, remover, info)
        shielded = not pieces.removable(game, remover, self.id, clearing)
        removal = None
        for taken in range(hits):
            if shielded and not (ally and game.factions[ally].hit_warriors(game, clearing)):
                break  # nothing left these hits could remove
            if ally and info and info.get("limit") is not None and info["warriors"] >= info["limit"]:
                ally = None  # every warrior he could use this way is gone (BK.2.4.I)
            result = yield from self.ask_damage(
                game, "vagabond.take_hit", f"Take a hit in clearing {clearing} ({hits - taken} left): damage which "
                "item?", cause, allow_ally=ally, clearing=clearing, shielded=shielded)
            if result is None:
                break
            if result == "ally":
                info = cast(dict, info)  # "ally" is offered only with `allow_ally`, so with `info`
                removal = yield from game.factions[info["faction"]].remove_hit_warriors(
                    game, clearing, 1, remover, cause, self.id, removal)
                info["warriors"] += 1
            elif info and result == "item":  # a shielded item took nothing: no item was damaged (9.2.9.II.d)
                info["items"] += 1
        return [removal] if removal is not None else []

    def most_hits_taken(self, game, clearing: int) -> int:
        """Law 9.2.7: each hit damages an undamaged item, where his pawn is; the rest are ignored."""
        return len(self.undamaged_items(game)) if self.id in game.state.clearings[clearing].pawns else 0

    def _ally_taking_hits(self, game, clearing: int, remover: str | None, info: dict | None) -> str | None:
        """The Allied faction whose warriors he treats as his own in this battle (`info`, 9.2.9.II.c) and a hit may
        remove (II.d): None without one, or where the remover may not remove theirs (a removal veto there)."""
        ally = info["faction"] if info else None
        return ally if ally and pieces.removable(game, remover, ally, clearing) else None

    def takes_hits_on_others(self, game, clearing: int, remover: str | None) -> bool:
        """9.2.9.II.d: attacking with Allied warriors as his own, a hit may remove one of theirs that `remover` may
        remove, even where his own pieces are shielded from `remover`: asked by battles (`rootcore.rules.battle`)."""
        ally = self._ally_taking_hits(game, clearing, remover, game.state.factions[self.id].data.get("battle_ally"))
        return ally is not None and bool(game.factions[ally].hit_warriors(game, clearing))

    def full_removal(self, game, clearing: int, remover: str | None, cause: str):
        """Law 9.2.2.I: an enemy effect removing all enemy pieces from the Vagabond's clearing damages three
        of his items instead (the pawn is never removed, 9.2.2). The earlier Law had no such rule (the legacy_edition
        ruleset sets the damage to none)."""
        if self.clearing(game) != clearing:
            return []
        damage = rules_setting(game, "vagabond_full_removal_damage", self.board.data.get("full_removal_damage", 3))
        for _ in range(damage):
            result = yield from self.ask_damage(game, "vagabond.full_removal", "Damage which item?", cause)
            if result is None:
                break
        return []

    def can_score(self, game) -> bool:
        """Law 9.2.8: no VP while in a coalition (nor after activating a dominance card, 3.3.1)."""
        fs = game.state.factions[self.id]
        return fs.dominance is None and not fs.data.get("coalition")

    def items_held(self, game) -> dict[str, int]:
        fs = game.state.factions[self.id]
        held = Counter(i["item"] for i in fs.data["items"])
        held.update(fs.data.get("box", {}))
        return dict(held)

    def draw_bonus(self, game) -> int:
        """Law 9.6.2: one more card per face-up coins on its track."""
        return self.on_track(game, "coins")

    def view(self, game, fs, viewer):
        data = dict(fs.data)
        if "quest_deck" in data:  # a second Vagabond has none of his own (9.7.2)
            data["quest_deck"] = {"count": len(fs.data["quest_deck"])}  # the order is hidden
        return {
            "character": fs.data.get("character"), "location": fs.data.get("location"),
            "items": [dict(i) for i in fs.data.get("items", [])],
            "item_tracks": {k: self.on_track(game, k) for k in self.track_items},
            "relationships": dict(fs.data.get("relationships", {})), "quests": list(self.quest_data(game)["quests"]),
            "completed_quests": list(fs.data.get("completed_quests", [])), "coalition": fs.data.get("coalition"),
            "data": data,
        }

    def redraw_hidden(self, game, fs, player, rng):
        """The quest deck is shuffled and face down (9.3.3): its order is hidden from every player, the Vagabond too."""
        rng.shuffle(fs.data.get("quest_deck", []))

    # -- hooks --------------------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_is_enemy(self, game, faction, other):
        """G.1.8, 9.2.8: the Vagabond and his coalition partner are not enemies."""
        if faction != self.id and other != self.id:  # most calls: battles between other factions
            return None
        partner = game.state.factions[self.id].data.get("coalition")
        if partner and {faction, other} == {self.id, partner}:
            return False
        return None

    @hookimpl
    def rootcore_battle_before_roll(self, game, battle):
        """The character's `before_roll`, in every battle in the Vagabond's clearing (Appendix D.5.2). Asked in
        every battle of a game with a Vagabond: the pawn's absence ends most calls at once."""
        if self.id not in game.state.clearings[battle.clearing].pawns:
            return None
        character = self.character(game)
        if character is None or character.before_roll is None:
            return None
        return character.before_roll(game, self, battle)

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """The character's `battle_effect`, in step 3 of the battles he fights (Appendix D.8.2)."""
        if (battle.attacker if side == "attacker" else battle.defender) != self.id:
            return None
        character = self.character(game)
        if character is None or character.battle_effect is None:  # no card yet (as `rootcore_battle_before_roll`)
            return None
        return character.battle_effect(game, self, battle, side)

    @hookimpl
    def rootcore_winners(self, game, winners, reason):
        """Law 9.2.8: if the coalition partner wins, the Vagabond wins too; so does he when his partner is the
        other Vagabond (9.7), who wins with his own partner."""
        factions = game.state.factions
        partner = factions[self.id].data.get("coalition")
        seen = {self.id}
        while partner and partner not in winners and partner not in seen:
            seen.add(partner)
            partner = factions[partner].data.get("coalition")
        if partner and partner in winners and self.id not in winners:
            return [self.id]
        return None

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Law 9.2.9.III: removing a warrior of a non-Hostile faction makes it Hostile; Infamy (III.a) scores one
        VP per piece of a Hostile faction removed in battle on the Vagabond's turn, except that warrior. Lent
        warriors count as pieces of the faction they fought for (a Riverfolk mercenary: the buyer's, 11.2.7.III.b)."""
        if removal.remover != self.id:
            return None
        side = removal.fought_for or removal.owner
        if side == self.id:
            return None
        space = self.relationship(game, side)
        if space is None:
            return None
        removed = sum(removal.counts.values())
        if space != HOSTILE:
            if not pieces.warriors_removed(game, removal):  # pieces fighting as warriors too (OF.2.2)
                return None
            self.make_hostile(game, side, removal.cause)
            removed -= 1
        if removed > 0 and removal.cause in ("battle", "ambush") and game.state.current_faction == self.id:
            scoring.score(game, self.id, removed, "infamy")
        return None

    # -- Birdsong (Law 9.4) ---------------------------------------------------------------------------------------

    def birdsong(self, game):
        game.state.factions[self.id].data["aids"] = {}
        yield from self._refresh(game)
        yield from self._slip(game)

    def _refresh(self, game):
        """Law 9.4.1: three exhausted items, plus two per face-up tea on its track at the start of Birdsong."""
        data = self.board.data
        exhausted = [item for item in self.items(game) if item["exhausted"]]
        flips = data.get("refresh_base", 3)
        if len(exhausted) > flips:  # the tea only matters when the base count does not refresh them all
            flips += data.get("refresh_per_tea", 2) * self.on_track(game, "tea")
        refreshed = min(flips, len(exhausted))
        # Refreshing keeps the items in order (`_sort`) with no sorting: every exhausted item is flipped, or
        # each chosen one is the first face-down copy of its kind and state, just after the face-up ones.
        if len(exhausted) <= flips:
            for item in exhausted:
                item["exhausted"] = False
        else:
            for left in range(flips, 0, -1):
                exhausted = [i for i in self.items(game) if i["exhausted"]]
                chosen = yield Decision(self.id, "vagabond.refresh", f"Refresh which item ({left} left)?",
                                        self.item_options(exhausted))
                self._find(game, chosen.data)["exhausted"] = False
                if any(RUIN in item for item in exhausted):  # "R" and plain copies of a kind lie in either order,
                    self._sort(game)  # so the one flipped may not be the first face-down one: back in order
        game.event("refreshed", faction=self.id, count=refreshed)

    def _slip(self, game):
        """Law 9.4.2: optionally move to an adjacent clearing or forest, exhausting nothing."""
        board = game.board
        location = game.state.factions[self.id].data.get("location") or {}
        clearing, forest = location.get("clearing"), location.get("forest")
        if clearing is not None:
            near_forests = board.forests_of_clearing[clearing]
        elif forest is not None:
            near_forests = board.forest_adjacent[forest]
        else:
            return
        # A move (9.4.2) that no effect keeps him from making out of a clearing (`escape`: the Corvids' snare).
        near_clearings = enterable(game, board.forests[forest]) if clearing is None \
            else adjacent(game, clearing, self.id, moving=True, escape=True)
        options = [self.shared_option("stay", "Don't slip"), *clearing_options(near_clearings),
                   *forest_options(near_forests)]
        chosen = yield Decision(self.id, "vagabond.slip", "Slip to an adjacent clearing or forest?", options)
        if chosen.id == "stay":
            return
        yield from self.move_pawn(game, chosen.data.get("clearing"), chosen.data.get("forest"), "vagabond.slip",
                                  escape=True)

    def move_pawn(self, game, clearing: int | None, forest: str | None, kind: str, flight: bool = False,
                  escape: bool = False):
        """Move the pawn, with warriors of one Allied faction when going from clearing to clearing (9.2.9.II.b).
        A `flight` moves the pawn alone, by no path (D.9.2): no Allied warriors, and none of what goes along a
        path (`move.after_move`). An `escape` (the Slip, 9.4.2) ignores effects that keep pieces in the origin, for
        the Allied warriors too (a lock, as a snare)."""
        origin = self.clearing(game)
        ally, count = None, 0
        if origin is not None and clearing is not None and not flight and self._allies_may_follow(game):
            ally = yield from self._ask_ally(game, origin, f"{kind}.ally", "Move Allied warriors with you?",
                                             "Move alone", "Move {} warriors", moving=True, escape=escape,
                                             dest=clearing)
            if ally:
                free = pieces.free_warriors(game, ally, origin, moving=True, escape=escape)
                limit = self.ally_limit(game, origin, ally) if ALLIED_WARRIORS in game.definition.hooks_in_use else None
                if limit is not None:
                    free = min(free, limit)
                chosen = yield Decision(self.id, f"{kind}.ally_count", f"Move how many {ally} warriors?",
                                        count_options(free))
                count = chosen.data["count"]
        self._set_location(game, clearing=clearing, forest=forest)
        game.event("pawn_moved", faction=self.id, origin=origin,
                   destination=clearing if clearing is not None else forest)
        moved: dict[str, int | str] = {PAWN: 1}
        if ally:
            move.move(game, ally, cast(int, origin), cast(int, clearing), count)  # asked only when both are clearings
            moved.update({"warrior": count, move.WARRIORS_OF: ally})  # the ally's warriors, not his (9.2.9.II.b)
        if clearing is not None:
            # Outrage and other movement triggers; a forest is not a clearing, so moves into forests trigger
            # nothing, and a move out of a forest has origin None.
            yield from move.after_move(game, self.id, origin, clearing, moved, along_path=not flight)

    @staticmethod
    def _allies_may_follow(game) -> bool:
        """Whether Allied warriors may go with a move of his now: always, but only in Daylight under the earlier Law
        (9.2.9.II.b of 000, the legacy_edition ruleset)."""
        return game.state.phase == "daylight" or not rules_setting(game, "vagabond_ally_moves_own_rule")

    def _ask_ally(self, game, clearing: int, kind: str, prompt: str, alone: str, each: str, defender: str = "",
                  moving: bool = False, escape: bool = False, dest: int | None = None):
        """Ask which Allied faction's warriors in `clearing` join a move or battle (9.2.9.II.b-c), if any
        are there (never the defender's; for a move, `moving`, only warriors that may move on his turn, not a
        warlord, Law 14.2.2, nor, unless `escape`, one a lock keeps there). `each` labels an ally's option, with {}
        for the faction. Returns the faction, or None."""
        allies = self.allies(game)
        if ALLIED_WARRIORS in game.definition.hooks_in_use:  # warriors used as Allied ones anyway (BK.2.4.I)
            allies = sorted(set(allies) | set(self.extra_allies(game, clearing)))
        if not allies:  # most moves and battles: no ally, no list to filter
            return None
        warriors = game.state.clearings[clearing].warriors
        allies = [f for f in allies if f != defender and warriors.get(f)
                  and (not moving or pieces.free_warriors(game, f, clearing, moving=True, escape=escape))]
        if dest is not None and rules_setting(game, "vagabond_ally_moves_own_rule"):
            # The earlier Law: Allied warriors move by their own faction's rules, not his Nimble (9.2.9.II.b of 000).
            allies = [f for f in allies if dest in move.destinations(game, f, clearing)]
        if not allies:
            return None
        chosen = yield Decision(self.id, kind, prompt, [Option("ally:none", alone)]
                                + [Option(f"ally:{f}", each.format(f), {"faction": f}) for f in allies])
        return None if chosen.id == "ally:none" else chosen.data["faction"]

    # -- Daylight (Law 9.5) ---------------------------------------------------------------------------------------

    def daylight(self, game):
        """9.5: actions until he ends Daylight. The top of the loop is a resume point (`Game.resume_point`):
        nothing before it changes the state but the `daylight_over` flag it reads, so Daylight called again
        there goes straight back to the loop."""
        fs = game.state.factions[self.id]
        fs.data.setdefault("daylight_over", False)
        character = self.character(game)  # chosen at setup (9.3.1): looked up once per Daylight, not per menu
        while not fs.data["daylight_over"]:
            game.resume_point()
            options = self._action_options(game, character)
            options.append(self._menu["end"])
            if len(options) > 1:
                question = Decision(self.id, "vagabond.action", "Choose an action", options)
            else:  # "end" alone ends Daylight unasked, unless hands are concealed and a card is held: Aid, crafting
                # and the dominance cards depend on the cards held (1.2.1)
                question = hand_question(game, self.id, "vagabond.action", "Choose an action", options)
                if question is None:
                    break
            chosen = yield question
            if chosen.id == "end":
                break
            if chosen.id in self._menu or chosen.id == "special":  # the usual answers: no prefix to test
                action = getattr(self, "_" + chosen.id)(game)
                if action is not None:  # Explore asks nothing, so it is a plain function
                    yield from action
            elif chosen.id.startswith("coalition:"):  # 9.2.8: his dominance cards form coalitions instead
                yield from self._coalition(game, chosen.data["card"])
            else:  # taking a dominance card (3.3.4) and card effects (1.4.1); raises on an option it cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
        fs.data.pop("daylight_over", None)

    @functools.cached_property
    def _menu(self) -> dict[str, Option]:
        """The Daylight menu's fixed entries, by id (shared, read-only)."""
        return {option_id: Option(option_id, label) for option_id, label in (
            ("move", "Move (exhaust a boot, two into a Hostile clearing)"), ("battle", "Battle (exhaust a sword)"),
            ("explore", "Explore a ruin (exhaust a torch)"),
            ("aid", "Aid (exhaust any item and give a matching card)"), ("quest", "Complete a quest"),
            ("strike", "Strike (exhaust a crossbow)"), ("craft", "Craft (exhaust hammers)"),
            ("repair", "Repair (exhaust a hammer)"), ("end", "End Daylight"))}

    def _action_options(self, game, character: Character | None) -> list[Option]:
        st = game.state
        fs = st.factions[self.id]
        location = fs.data.get("location") or {}
        clearing = location.get("clearing")
        ready, damaged = _ready_counts(fs.data["items"])
        action_items = self.board.data["action_items"]
        menu = self._menu
        options = []
        # Each entry only needs to know whether its action is possible: the checks stop at the first way.
        boots = ready.get(action_items["move"])
        if boots and self._move_costs(game, location, boots, first_only=True):
            options.append(menu["move"])
        if clearing is not None:
            suit = st.suits[clearing]
            if ready.get(action_items["battle"]) and battle.has_defender(game, self.id, clearing):
                options.append(menu["battle"])
            if ready.get(action_items["explore"]) and st.ruin_items.get(clearing):
                options.append(menu["explore"])
            if ready and cards.has_matching(game, fs.hand, suit) and self.others_here(game, clearing, first_only=True):
                options.append(menu["aid"])
            if self._completable_quests(game, suit, ready, self._wildcard_unused(game, character)):
                options.append(menu["quest"])
            if ready.get(action_items["strike"]) and self._strike_targets(game, clearing, True):
                options.append(menu["strike"])
            hammers = ready.get(action_items["craft"])  # `crafting_pieces`, from the items counted above
            if hammers and self._craftable_with(game, {ANY if JOIN in suit else suit: hammers}, True):  # `crafting_key`
                options.append(menu["craft"])
        if damaged and ready.get(action_items["repair"]):
            options.append(menu["repair"])
        if character and ready.get(character.action_item) and character.can_act(game, self):
            options.append(self._special_options[character])
        options += self._dominance_options(game)
        options += cards.daylight_extras(game, self.id)
        return options

    # 9.5.1 Move

    def _move_near(self, game, location: dict) -> tuple[int, ...]:
        """The clearings a move from `location` may reach, whatever it costs (out of a forest only into an
        adjacent clearing)."""
        clearing = location.get("clearing")
        if clearing is not None:
            return adjacent(game, clearing, self.id, moving=True)
        forest = location.get("forest")
        if forest is not None:
            return enterable(game, game.board.forests[forest])  # not into a sealed clearing (D.6.2)
        return ()

    def move_destinations(self, game) -> dict[int, int]:
        """Clearings the pawn can move to with its face-up boots, and the boots each costs (9.5.1)."""
        location = game.state.factions[self.id].data.get("location") or {}
        boots = self.ready(game, self.action_item("move"))
        return self._move_costs(game, location, boots) if boots else {}

    def _move_costs(self, game, location: dict, boots: int, first_only: bool = False) -> dict[int, int]:
        """`move_destinations` from `location` with `boots` face-up boots (9.2.3 Nimble: rule does not matter;
        9.2.9.III.b: one more into a clearing with Hostile warriors); only the first one when `first_only`
        (the Daylight menu's "can move?")."""
        st = game.state
        relationships = st.factions[self.id].data["relationships"]
        hostile = HOSTILE in relationships.values()  # most of the time none: no clearing to look at
        clearings = st.clearings
        costs = {}  # a plain loop that may stop at the first: no comprehension per menu
        for c in self._move_near(game, location):
            extra = hostile and _has_hostile_warriors(clearings[c], relationships, self.extra_allies(game, c))
            cost = 2 if extra else 1
            if cost <= boots:
                costs[c] = cost
                if first_only:
                    break
        return costs

    def _move(self, game):
        yield from self.take_move(game, "vagabond.move", optional=False)  # the menu offered it: a move is possible

    # 9.5.2 Battle

    def _battle(self, game):
        clearing = self.clearing(game)
        chosen = yield Decision(self.id, "vagabond.battle.defender", f"Battle whom in clearing {clearing}?",
                                faction_options(battle.defenders(game, self.id, clearing)))
        return (yield from self._battle_with_allies(game, clearing, chosen.data["faction"], "vagabond.battle.ally"))

    # Moves and battles granted by effects (the Cobbler and Command Warren cards)

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None):
        """A move granted by an effect is still a Vagabond move: the pawn goes to an adjacent clearing (one of
        `into`, if given), exhausting a boot plus one into a clearing with Hostile warriors (9.5.1,
        9.2.9.III.b), regardless of rule (9.2.3), with Allied warriors if he wants (9.2.9.II.b). It always leaves
        his clearing: none with another `origin`."""
        if origin is not None and origin != self.clearing(game):
            return None
        costs = self.move_destinations(game)
        if into is not None:
            costs = {c: n for c, n in costs.items() if c in into}
        if not costs:
            return None
        options = _MOVE_OPTIONS.options(sorted(costs.items()))
        if optional:
            options.append(Option("pass", "Don't move"))
        chosen = yield Decision(self.id, kind, "Move to which clearing?", options)
        if chosen.id == "pass":
            return None
        origin = self.clearing(game)
        self.exhaust(game, self.action_item("move"), chosen.data["boots"])
        yield from self.move_pawn(game, chosen.data["clearing"], None, kind)
        return origin, chosen.data["clearing"], 1

    def can_take_move(self, game, origin: int | None = None) -> bool:
        """A move granted by an effect needs a face-up boot and a clearing it reaches (9.5.1), from his clearing."""
        return (origin is None or origin == self.clearing(game)) and bool(self.move_destinations(game))

    def could_battle_in(self, game, clearing: int) -> bool:
        """A battle there needs a face-up sword besides an enemy (9.5.2); moving exhausts boots, not swords."""
        return bool(self.ready(game, self.action_item("battle"))) and battle.has_defender(game, self.id, clearing)

    def take_battle(self, game, kind: str, optional: bool = True, allowed=None):
        """A battle granted by an effect is still a Vagabond battle: it exhausts a sword (9.5.2), is
        fought in his clearing (which must be among `allowed`, if given), and may use Allied warriors
        (9.2.9.II.c). Where a rule replaces battles in his clearing by a move out (`battle.move_instead_clearings`),
        he may make that move instead, exhausting boots as any move does but not the sword (no battle is fought);
        he needs a face-up sword all the same, since only then would he battle."""
        clearing = self.clearing(game)
        if clearing is None or (allowed is not None and clearing not in allowed) or \
                not self.ready(game, self.action_item("battle")):
            return None
        options = faction_options(battle.defenders(game, self.id, clearing))
        if battle.move_instead_clearings(game, self.id, (clearing,)):
            options.append(battle.move_instead_option(clearing))
        if not options:
            return None
        if optional:
            options.append(Option("pass", "Don't battle"))
        chosen = yield Decision(self.id, kind, f"Battle whom in clearing {clearing}?", options)
        if chosen.id == "pass":
            return None
        if chosen.id.startswith("move_instead:"):
            return (yield from battle.move_instead(game, self.id, clearing, kind))
        return (yield from self._battle_with_allies(game, clearing, chosen.data["faction"], f"{kind}.ally"))

    def _battle_with_allies(self, game, clearing: int, defender: str, ally_kind: str):
        """Exhaust a sword (9.5.2), ask whether Allied warriors join as the attacker's own, at the start of
        battle (9.2.9.II.c), and fight."""
        self.exhaust(game, self.action_item("battle"))
        ally = yield from self._ask_ally(game, clearing, ally_kind, "Treat Allied warriors here as your own?",
                                         "Battle alone", "Battle with {} warriors", defender)
        return (yield from self.fight(game, clearing, defender, ally))

    def forced_battle(self, game, clearing: int, defender: str):
        """A battle another effect chose for him: not his Battle action, so no sword is exhausted (9.5.2), but
        Allied warriors may join as his own (9.2.9.II.c)."""
        ally = yield from self._ask_ally(game, clearing, "vagabond.forced_battle.ally",
                                         "Treat Allied warriors here as your own?", "Battle alone",
                                         "Battle with {} warriors", defender)
        return (yield from self.fight(game, clearing, defender, ally))

    def fight(self, game, clearing: int, defender: str, ally: str | None = None):
        """Battle as the attacker, optionally with one Allied faction's warriors (9.2.9.II.c-d)."""
        fs = game.state.factions[self.id]
        fs.data["battle_ally"] = {"faction": ally, "warriors": 0, "items": 0} if ally else None
        if ally and ALLIED_WARRIORS in game.definition.hooks_in_use:
            limit = self.ally_limit(game, clearing, ally)
            if limit is not None:  # used as Allied warriors without the relationship, which never changes (BK.2.4.I)
                fs.data["battle_ally"]["limit"] = limit
        result = yield from battle.fight(game, self.id, clearing, defender)
        info = fs.data.pop("battle_ally", None)
        if info and info.get("limit") is None and info["warriors"] > info["items"] \
                and not self.is_hostile(game, cast(str, ally)):
            # 9.2.9.II.d: more hits taken by Allied warriors than by items: Hostile at the end of the battle.
            self.make_hostile(game, cast(str, ally), "allied warriors took more hits")
        return result

    # 9.5.3 Explore

    def _explore(self, game):
        clearing = self.clearing(game)
        self.exhaust(game, self.action_item("explore"))
        if len(self.vagabonds(game)) > 1:
            return self._explore_shared(game, clearing)  # asks which item: a generator
        self._take_from_ruin(game, clearing, -1)
        return None

    def _explore_shared(self, game, clearing: int):
        """Law 9.7.3, with two Vagabonds: he looks at the items of the ruin and takes one of his choice, or none,
        but never an "R" item of a kind he holds an "R" item of (`ruin_offer`). A ruin holding one item left gives
        it, if he may take it. Nothing taken, no VP; the torch stays exhausted. The question names the ruin
        (`Decision.about`), so a bot's lookahead keeps the items he looked at (bots.determinize)."""
        stack = game.state.ruin_items[clearing]
        looked_at, allowed = self.ruin_offer(game, clearing)
        top = len(stack) - len(looked_at)  # where the ruin explored starts in the stack
        # With hands concealed he is asked even when he may take neither item: being asked must not tell the others
        # that both are of kinds he holds (Law 1.2, 9.7.3).
        if len(looked_at) > 1 and (allowed or game.definition.hands_concealed):
            question = Decision if allowed else HandQuestion
            chosen = yield question(self.id, "vagabond.explore", f"The ruin holds {', '.join(looked_at)}: take "
                                    "which?", [Option(f"item:{kind}", f"Take the {kind}", {"item": kind})
                                               for kind in allowed] + [Option("none", "Take nothing")],
                                    about={"ruin": clearing})  # looked at: a bot's lookahead keeps them (9.7.3)
            if chosen.id == "none":
                return
            allowed = [chosen.data["item"]]
        if allowed:
            self._take_from_ruin(game, clearing, stack.index(allowed[0], top), ruin=True)

    def ruin_offer(self, game, clearing: int) -> tuple[list[str], list[str]]:
        """The items an Explore in `clearing` looks at (those of one ruin: the last of the clearing's stack) and
        the kinds among them he may take: with one Vagabond the one item (9.5.3); with two, the ruin's two, but
        never an "R" item of a kind he holds an "R" item of (9.7.3). Nothing he may take: Explore gives nothing."""
        stack = game.state.ruin_items.get(clearing, [])
        if len(self.vagabonds(game)) == 1:
            return stack[-1:], stack[-1:]
        per_ruin = self._items_per_ruin(game)
        looked_at = stack[(len(stack) - 1) // per_ruin * per_ruin:]
        held = self.ruin_kinds_held(game)
        return looked_at, [kind for kind in dict.fromkeys(looked_at) if kind not in held]

    def ruin_kinds_held(self, game) -> frozenset[str]:
        """The kinds of the "R" items on his board: he may take no other of these from a ruin (9.7.3)."""
        return frozenset(item["item"] for item in self.items(game) if item.get(RUIN))

    def _take_from_ruin(self, game, clearing: int, index: int, ruin: bool = False) -> None:
        """Take the item at `index` of the clearing's ruin stack, and the ruin with its last item (9.5.3)."""
        st = game.state
        stack = st.ruin_items[clearing]
        kind = stack.pop(index)
        ruins_left = -(-len(stack) // self._items_per_ruin(game))
        if not stack:
            del st.ruin_items[clearing]
        pieces.ruins_after_taking(game, clearing, ruins_left)  # the last item of a ruin takes the ruin away
        game.event("explored", faction=self.id, clearing=clearing, item=kind)
        self.gain(game, kind, "ruin", ruin)
        scoring.score(game, self.id, self.board.data.get("explore_vp", 1), "explore")

    # 9.5.4 Aid

    def others_here(self, game, clearing: int, with_cards: bool = False, first_only: bool = False) -> list[str]:
        """The other players with pieces in `clearing` (whom Aid may target, 9.5.4), only those holding a card
        when `with_cards` (the Thief's Steal, D.1.2), in seating order; only the first one when `first_only`
        (a menu)."""
        st = game.state
        cl = st.clearings[clearing]
        found = []  # a plain loop that may stop at the first: no generator per menu
        for f in st.turn_order:
            if f != self.id and (not with_cards or st.factions[f].hand) and cl.has_any(f):
                found.append(f)
                if first_only:
                    break
        return found

    def _aid(self, game):
        st = game.state
        fs = st.factions[self.id]
        clearing = self.clearing(game)
        suit = st.suits[clearing]
        chosen = yield Decision(self.id, "vagabond.aid.item", "Aid: exhaust which item?",
                                self.item_options(self._ready_items(game)))
        self.exhaust(game, chosen.data["item"])
        chosen = yield Decision(self.id, "vagabond.aid.player", "Aid whom?",
                                faction_options(self.others_here(game, clearing)))
        target = chosen.data["faction"]
        chosen = yield from cards.choose_from_hand(
            game, self.id, "vagabond.aid.card", f"Give {target} which {suit} card?",
            cards.card_options(game, sorted(set(cards.matching(game, fs.hand, suit)))))
        card = chosen.data["card"]
        fs.hand.remove(card)
        st.factions[target].hand.append(card)
        # The card given is seen by the two players alone (1.2.1); whom he aided is public.
        game.event("aided", faction=self.id, to=[self.id, target], other=target, card=card, held_by=target)
        if st.factions[target].crafted_items:
            # He chooses the copy, face up or exhausted (an effect may exhaust one there): the aided player keeps
            # the other. Whichever he takes, he places it face up (9.5.4).
            chosen = yield Decision(self.id, "vagabond.aid.take", f"Take an item from {target}'s Crafted Items?",
                                    [Option("none", "Take nothing")] + craft.crafted_item_options(game, target))
            if chosen.id != "none":
                item = chosen.data["item"]
                craft.take_crafted_item(game, target, item, chosen.data["exhausted"], self.id)
                self.gain(game, item, f"aid:{target}")
        self._aided(game, target)

    # 9.5.5 Quest

    def _quest_choices(self, game, wildcard: bool) -> list[str]:
        clearing = self.clearing(game)
        if clearing is None:
            return []
        return self._completable_quests(game, game.state.suits[clearing], _ready_counts(self.items(game))[0],
                                        wildcard)

    def _completable_quests(self, game, suit: str, ready: dict[str, int], wildcard: bool = False) -> list[str]:
        """The face-up quests of `suit` whose items are among `ready` (face-up undamaged items by kind), or are
        with one standing in for another kind if `wildcard` (a quest wildcard unused this turn, D.7.2)."""
        terms = self._quest_terms
        quests = []
        several = JOIN in suit  # the Lost City: a quest of any of its suits (`suits.counts_as`, inlined)
        for qid in self.quest_data(game)["quests"]:
            quest_suit, needs = terms[qid]
            if quest_suit == suit or (several and quest_suit in split(suit)):
                for kind, n in needs:
                    if ready.get(kind, 0) < n:
                        if wildcard and _wildcard_swaps(needs, ready):
                            quests.append(qid)
                        break
                else:
                    quests.append(qid)
        return quests

    def _wildcard_unused(self, game, character: Character | None) -> bool:
        """Whether the character has a quest wildcard (D.7.2) not yet used this turn."""
        return bool(character and character.quest_wildcard) and \
            game.state.factions[self.id].data.get("wildcard_turn") != game.state.turn

    def _ask_wildcard(self, game, needs: tuple[tuple[str, int], ...]):
        """Ask which face-up item stands in for which kind the quest lists (D.7.2), or none if the quest can be
        completed without; mark the wildcard used this turn if one does. Returns (item option data, kind) or
        None."""
        ready_items = self._ready_items(game)
        ready = _ready_counts(ready_items)[0]
        options = [] if any(ready.get(k, 0) < n for k, n in needs) else [Option("wildcard:none", "No stand-in")]
        for kind, as_kind in _wildcard_swaps(needs, ready):
            for item in self.item_options([i for i in ready_items if i["item"] == kind]):
                options.append(Option(f"wildcard:{item.id}:as:{as_kind}",
                                      f"{_item_label(item.data)} as {as_kind} (then damaged)",
                                      {"item": item.data, "as": as_kind}))
        if len(options) == 1 and options[0].id == "wildcard:none":
            return None
        chosen = yield Decision(self.id, "vagabond.quest.wildcard", "Let an item stand in for another?", options)
        if not chosen.data:
            return None
        game.state.factions[self.id].data["wildcard_turn"] = game.state.turn
        return chosen.data["item"], chosen.data["as"]

    @functools.cached_property
    def _quest_terms(self) -> dict[str, tuple[str, tuple[tuple[str, int], ...]]]:
        """Quest id -> (suit, ((item kind, how many it needs), ...)), built once."""
        return {qid: (q["suit"], tuple(Counter(q["items"]).items())) for qid, q in self._quests.items()}

    def _quest(self, game):
        fs = game.state.factions[self.id]
        quests = self._quests
        character = self.character(game)
        wildcard = self._wildcard_unused(game, character)
        choices = self._quest_choices(game, wildcard)
        chosen = yield Decision(self.id, "vagabond.quest", "Complete which quest?",
                                [Option(f"quest:{q}", f"{quests[q]['name']} ({quests[q]['suit']}: "
                                        f"{' + '.join(quests[q]['items'])})", {"quest": q})
                                 for q in dict.fromkeys(choices)])
        qid = chosen.data["quest"]
        quest = quests[qid]
        _, needs = self._quest_terms[qid]
        stand_in = (yield from self._ask_wildcard(game, needs)) if wildcard else None
        if stand_in:  # exhausted and damaged first: the other exhausts keep the items in order (`exhaust`)
            item = self._find(game, stand_in[0])
            item["exhausted"] = item["damaged"] = True
            self._sort(game)
            game.event("item_exhausted", faction=self.id, item=item["item"], count=1)
            game.event("item_damaged", faction=self.id, item=item["item"], cause="quest_wildcard")
            needs = tuple((kind, n - (kind == stand_in[1])) for kind, n in needs)
        for kind, n in needs:
            if n:
                self.exhaust(game, kind, n)
        shared = self.quest_data(game)  # the face-up quests and deck, shared by two Vagabonds (9.7.2)
        shared["quests"].remove(qid)
        fs.data["completed_quests"].append(qid)  # his own play area: his VP count only his quests (9.5.5)
        if shared["quest_deck"]:
            shared["quests"].append(shared["quest_deck"].pop())
        game.event("quest_completed", faction=self.id, quest=qid, suit=quest["suit"])
        vp = sum(1 for q in fs.data["completed_quests"] if quests[q]["suit"] == quest["suit"])
        draw = self.board.data.get("quest_cards_drawn", 2)
        chosen = yield Decision(self.id, "vagabond.quest.reward", "Quest reward",
                                [Option("reward:vp", f"Score {vp} VP", {"vp": vp}),
                                 Option("reward:cards", f"Draw {draw} cards", {"cards": draw})])
        if chosen.id == "reward:vp":
            scoring.score(game, self.id, vp, "quest")
        else:
            cards.draw(game, self.id, draw)

    # 9.5.6 Strike

    def _strike_targets(self, game, clearing: int, first_only: bool = False) -> list[tuple[str, str]]:
        """(faction, piece kind) of each piece a strike in `clearing` may remove; only the first one when
        `first_only` (a menu)."""
        cl = game.state.clearings[clearing]
        found = []
        veto = pieces.REMOVAL_VETO in game.definition.hooks_in_use  # a hireling shielding pieces (Appendix E)
        # The players, then the hirelings: a hireling not his own or his partner's is an enemy too (E.3.2, G.1.8).
        # The earlier Law (000 9.5.6) let him strike any other player, his coalition partner too.
        for f in (*game.state.turn_order, *game.definition.hirelings):
            if f == self.id or not cl.has_any(f) \
                    or not (battle.is_enemy(game, self.id, f) or battle.any_player_defends(game, f)) \
                    or veto and not pieces.may_remove(game, self.id, f, clearing):
                continue
            if cl.warriors.get(f):
                # A warlord is a warrior no strike removes (14.2.2); the menu asks: no call for other factions.
                if not game.factions[f].has_fixed_warriors or pieces.free_warriors(game, f, clearing):
                    found.append((f, "warrior"))
            else:  # no warriors: another faction piece instead (never a pawn, 9.2.2)
                found += [(f, k) for k in sorted({k for o, k in cl.buildings + cl.tokens if o == f})
                          if not pieces.never_removed(game, f, k)]  # never a piece nothing removes
            if first_only and found:  # a pawn alone gives no target
                return found[:1]
        return found

    def _strike(self, game):
        clearing = self.clearing(game)
        chosen = yield Decision(self.id, "vagabond.strike", "Strike which piece?",
                                [Option(f"piece:{f}:{k}", f"{f} {pieces.piece_name(k)}", {"faction": f, "piece": k})
                                 for f, k in self._strike_targets(game, clearing)])
        self.exhaust(game, self.action_item("strike"))
        removal = pieces.remove(game, chosen.data["faction"], chosen.data["piece"], clearing, 1, self.id, "strike")
        yield from pieces.resolve_removals(game, [removal])

    # 9.5.7 Repair

    def _repair(self, game):
        self.exhaust(game, self.action_item("repair"))
        yield from self.ask_repair(game, 1)

    # 9.5.8 Craft

    def _craftable(self, game) -> list[int]:
        return sorted(set(self._craftable_with(game, self.crafting_pieces(game))))

    def _craftable_with(self, game, available: dict[str, int], first_only: bool = False) -> list[int]:
        """Cards in hand craftable with the crafting pieces `available`; only the first one when `first_only`
        (a menu)."""
        found = []  # a plain loop that may stop at the first: no generator per menu
        if available:
            for card in game.state.factions[self.id].hand:
                if craft.can_craft(game, self.id, card, available):
                    found.append(card)
                    if first_only:
                        break
        return found

    def _craft(self, game):
        fs = game.state.factions[self.id]
        chosen = yield from cards.choose_from_hand(game, self.id, "vagabond.craft", "Craft which card?",
                                                   cards.card_options(game, self._craftable(game), "craft"))
        card = chosen.data["card"]
        d = game.cards[card]
        fs.crafting_used.clear()
        yield from craft.craft(game, self.id, card)  # activates len(cost) hammers through crafting_pieces
        self.exhaust(game, self.action_item("craft"), len(d.cost))
        fs.crafting_used.clear()  # the exhausted hammers no longer count as crafting pieces
        if d.kind == "item" and d.item in fs.crafted_items:
            # 9.2.1: the Vagabond takes the crafted item at once, face up (he has no Crafted Items box).
            fs.crafted_items.remove(d.item)
            self.gain(game, d.item, "craft")

    # 9.5.9 Special action

    def _special(self, game):
        character = self.character(game)
        assert character and character.act and character.action_item  # the menu offers only such (`_action_options`)
        self.exhaust(game, character.action_item)
        game.event("special_action", faction=self.id, character=character.id, action=character.special_action)
        yield from character.act(game, self)

    # Dominance and coalitions (3.3.4, 9.2.8)

    def coalition_partners(self, game) -> list[str]:
        """Players the Vagabond may form a coalition with (9.2.8): fewest VP among the others (ties: any of
        them), not already in a coalition. Only players whose score marker is on the track are compared: one
        who has activated a dominance card took it off (3.3.1), as has a Vagabond in a coalition (9.2.8), so
        they have no VP to count, neither block the others nor may be chosen. (The earlier Law forbade a
        partner with an activated dominance card outright; E.1.2 too treats such a player as outside the
        VP comparison.) A partner who activates dominance later stays one: if they win, he wins too."""
        st = game.state
        others = [f for f in st.turn_order if f != self.id and st.factions[f].dominance is None]
        if not others:
            return []
        fewest = min(st.factions[f].score for f in others)
        partners = {fs.data.get("coalition") for fs in st.factions.values()}
        if rules_setting(game, "coalition_partner_in_coalition"):  # 9.2.8 of 000: no bar on a shared partner
            partners = set()
        return [f for f in others if st.factions[f].score == fewest and f not in partners
                and not st.factions[f].data.get("coalition")]

    def _dominance_options(self, game) -> list[Option]:
        """Taking available dominance cards works as for everyone (3.3.4); activating one never sets the
        normal victory condition (9.2.8) but forms a coalition, in games of four or more players, at 10 VP
        (the activation condition of 3.3.1). The earlier Law (ruleset setting `vagabond_dominance_activation`)
        did not bar the normal activation too: legal, though his pawn rules nothing, and it ends his scoring."""
        st = game.state
        fs = st.factions[self.id]
        if not st.available_dominance and fs.score < cards.DOMINANCE_VP:  # every menu asks: most often nothing
            return []
        options = cards.take_dominance_options(game, self.id)
        if fs.score >= cards.DOMINANCE_VP and fs.dominance is None and not fs.data.get("coalition"):
            held = sorted(game.definition.deck.dominance_cards.intersection(fs.hand))  # looked at first: cheap
            if held and rules_setting(game, "vagabond_dominance_activation"):  # 9.2.8 of 000: not barred (3.3.1)
                options += [cards.card_option(game, card, "activate_dominance") for card in held]
            # Players, not factions' states: a hireling has one too and is no player (E.3.3).
            if (held and len(st.turn_order) >= self.board.data.get("coalition_min_players", 4)
                    and self.coalition_partners(game)):
                for card in held:
                    option = cards.card_option(game, card, "coalition")
                    options.append(Option(option.id, f"Form a coalition with {option.label}", option.data))
        return options

    def wins_by_dominance(self, game) -> bool:
        """Law 9.2.8: his dominance card only forms a coalition; he wins when his partner does, never by ruling."""
        return False

    def _coalition(self, game, card: int):
        fs = game.state.factions[self.id]
        chosen = yield Decision(self.id, "vagabond.coalition", "Form a coalition with whom?",
                                faction_options(self.coalition_partners(game)))
        partner = chosen.data["faction"]
        fs.hand.remove(card)
        fs.dominance = card
        fs.data["coalition"] = partner
        if self.is_hostile(game, partner):  # 9.2.9.III.d
            fs.data["relationships"][partner] = 0
            game.event("relationship", faction=self.id, other=partner, space=0, reason="coalition")
        game.event("coalition", faction=self.id, partner=partner, card=card)

    # -- Evening (Law 9.6) ------------------------------------------------------------------------------------

    def evening(self, game):
        if self.forest(game):  # 9.6.1 An Evening's Rest
            repaired = 0
            for item in self.items(game):
                if item["damaged"]:
                    item["damaged"] = item["exhausted"] = False
                    repaired += 1
            self._sort(game)
            game.event("evening_rest", faction=self.id, repaired=repaired)
        yield from cards.draw_step(game, self.id, self.board.data.get("draw_base", 1) + self.draw_bonus(game))  # 9.6.2
        yield from cards.discard_to_hand_limit(game, self.id)  # 9.6.3
        yield from self._check_capacity(game)  # 9.6.4

    def _check_capacity(self, game):
        """Law 9.6.4: items in the Satchel and Damaged box beyond the limit are removed permanently."""
        st = game.state
        while True:
            satchel, limit = self._satchel_and_limit(game)
            if len(satchel) <= limit:
                return
            # Face-up undamaged copies of a kind in the Satchel may swap with those on its track (9.2.5.III): any of
            # them may go, an "R" one or a plain one (9.7.3). Without "R" items that adds no option.
            loose = {i["item"] for i in satchel if not i["exhausted"] and not i["damaged"]}
            choices = satchel + [i for i in self._ready_items(game) if i["item"] in loose]
            chosen = yield Decision(self.id, "vagabond.item_limit",
                                    f"Over the item limit of {limit}: remove which item?", self.item_options(choices))
            self.items(game).remove(self._find(game, chosen.data))
            kind = chosen.data["item"]
            st.removed_items[kind] = st.removed_items.get(kind, 0) + 1
            game.event("item_removed", faction=self.id, item=kind, reason="item_limit")


@hookimpl
def rootcore_register(registry):
    for faction, board in BOARDS.items():
        registry.add_faction(faction, Vagabond, board=board)
        registry.add_agent("heuristic", "rootcore_plugins.vagabond.bot:create", faction=faction)
        registry.add_option(f"{faction}_character", {"type": "string"}, f"Law 9.3.1 (setup step 1): the {faction}'s "
                            "character, e.g. \"thief\", instead of a setup decision (two Vagabonds: not the same, 9.7)",
                            faction=faction)
