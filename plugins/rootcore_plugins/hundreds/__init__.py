"""The Lord of the Hundreds (Law 14): the warlord, the Hoard with its Command and Prowess, Contempt for Trade,
Looters, mobs and the mob die, moods, Oppress.

State (all in `game.state.factions["hundreds"]`, so clones and saves carry it):

* `fs.data["warlord"]`: the clearing of the warlord, or None while he is off the map. The warlord is a warrior
  (14.2.2): the board counts him as the 21st warrior, so he is one of the Hundreds' warriors of his clearing
  (`ClearingState.warriors`) and rules, rolls and takes hits with them; off the map he is neither in the supply
  nor on the map but on the board, which `pieces_held` reports. Only Anoint places him (14.4.3). Effects outside
  battle cannot remove him and moves outside the Hundreds' turn cannot take him (`Faction.fixed_warriors`, read by
  the core's `pieces.free_warriors` and `pieces.remove`). In battle the side taking hits chooses whether he is among
  the warriors removed (4.3.4); a removal taking the last Hundreds warrior of his clearing takes him too;
* `fs.data["mood"]`: the mood card in the Mood Card slot (14.4.4, 14.7);
* `fs.data["hoard"]`: `{"command": [...], "prowess": [...]}`, the items on each track from the left (14.2.4); an
  "R" item taken from a ruin is written `"kind:ruin"` (9.7.3 forbids taking a second of its kind);
* `fs.data["box"]`: "R" items still in the box: the Hundreds put them under the ruins at setup unless that is
  done (14.3.2), so they are counted here until then (`items_held`); `fs.data["per_ruin"]`: items under each ruin;
* in Daylight `fs.data["steps"]` (the Command and Advance steps left, 14.5.2-14.5.3, reversed when Grandiose) and
  `fs.data["taken"]` (actions taken in the current step); `fs.data["gaining"]`: an item gained for a full track
  while the Hundreds choose which item goes (14.2.4.I); in a battle `fs.data["looting"]` (the defender looted,
  14.2.5).

Scenario data (`rootcore.scenario`, `{"data": {"hundreds": {...}}}`): `{"warlord": 5, "mood": "wrathful",
"hoard": {"command": ["boot"], "prowess": []}, "ruin_items": {"6": ["hammer"]}}`: the warlord is one of the
Hundreds warriors placed in his clearing by the scenario.
"""
from __future__ import annotations

from collections import Counter

from rootcore import Decision, Faction, Option, ask_clearing, ask_yes_no, clearing_options, fixed_option, hookimpl
from rootcore import ask_from_hand, hand_question
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.decisions import HandQuestion
from rootcore.rules import battle, cards, craft, move, scoring, setup
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import (available, can_place, locked, movable_warriors, place, place_warriors_owed,
                                   placement_allowed, release_held, remove, resolve_removals, return_pieces,
                                   ruins_after_taking, warriors_not_lent)
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import is_suit

FACTION = "hundreds"
TRACKS = ("command", "prowess")
RUIN = ":ruin"  # the mark of an "R" item in the Hoard

_COMMAND = {"move": Option("move", "Move (14.5.2.I)"), "battle": Option("battle", "Battle (14.5.2.II)"),
            "build": Option("build", "Build a stronghold (14.5.2.III)")}
_ADVANCE = Option("advance", "Advance the Warlord (14.5.3)")
_END_STEP = fixed_option("end", "End this step")
_DONE = fixed_option("done", "Done")


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: the two tracks hold different items, a value for each number of
    items, each mood shows an item of a track (or none), the starting mood is a mood, and the pieces the rules
    name."""
    data = board.data
    issues = []
    both = set(data["command_items"]) & set(data["prowess_items"])
    if both:
        issues.append(ContentIssue(label, "$.data.prowess_items", f"{sorted(both)} also on the Command track (each "
                                   "item has one track, Law 14.2.4)"))
    if len(data["track_values"]) != data.get("hoard_spaces", 4) + 1:
        issues.append(ContentIssue(label, "$.data.track_values", "one value for each number of items, 0 to "
                                   "hoard_spaces (Law 14.2.4.II)"))
    items = {*data["command_items"], *data["prowess_items"], ""}  # "": a mood showing no item (Lavish, 14.7.4)
    for mood, item in sorted(data["moods"].items()):
        if item not in items:
            issues.append(ContentIssue(label, f"$.data.moods.{mood}", f"{item!r} is on neither Hoard track: no item "
                                       "could forbid the mood (Law 14.2.4, 14.4.4)"))
    if data["starting_mood"] not in data["moods"]:
        issues.append(ContentIssue(label, "$.data.starting_mood", f"{data['starting_mood']!r} is not one of the "
                                   "moods (Law 14.3.3)"))
    return issues + piece_issues(board, label, {"warrior": "warrior", "stronghold": "building", "mob": "token"})


def _kind(entry: str) -> str:
    """The item kind of a Hoard entry ("hammer" or "hammer:ruin")."""
    return entry.split(":")[0]


class Hundreds(Faction):
    setup_card_homelands = 1  # what its setup_from_card chooses (Law A.8.2)
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # Law 14.3.1: its starting pieces in a corner no one else starts in
    has_fixed_warriors = True  # the warlord (Law 14.2.2)

    # -- state -------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        fs.supply["warrior"] -= 1  # the warlord waits on the board until Anoint or setup places him (14.2.2)
        fs.data.update(warlord=None, mood=self.board.data["starting_mood"], hoard={t: [] for t in TRACKS},
                       box=dict(Counter(game.deck.definition.ruin_items)), per_ruin=1)

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError
        data = dict(data)
        fs.data["box"] = {}
        ruin_items = data.pop("ruin_items", None)
        if ruin_items is not None:
            game.state.ruin_items = {int(c): list(v) for c, v in ruin_items.items() if v}
        warlord = data.pop("warlord", None)
        fs.data.update(data)
        if warlord is not None:
            if not game.state.clearings[int(warlord)].warriors.get(self.id):
                raise ScenarioError(f"hundreds: the warlord is one of the Hundreds warriors in his clearing, and "
                                    f"clearing {warlord} has none")
            fs.data["warlord"] = int(warlord)
            fs.supply["warrior"] += 1  # he was placed from the supply: the warlord's own piece goes there instead

    def pieces_held(self, game) -> dict[str, int]:
        """The warlord off the map is on the board, neither in the supply nor on the map (14.2.2, 14.4.3)."""
        return {"warrior": 1 if game.state.factions[self.id].data["warlord"] is None else 0}

    def items_held(self, game) -> dict[str, int]:
        """The Hoard (14.2.4) and the "R" items not yet under the ruins (14.3.2)."""
        data = game.state.factions[self.id].data
        held = Counter(_kind(entry) for track in TRACKS for entry in data["hoard"][track])
        held.update(data["box"])
        if "gaining" in data:
            held[_kind(data["gaining"])] += 1
        return dict(held)

    def invariant_problems(self, game) -> list[str]:
        data = game.state.factions[self.id].data
        problems = []
        for track in TRACKS:
            items = data["hoard"][track]
            if len(items) > self.board.data.get("hoard_spaces", 4):
                problems.append(f"{len(items)} items on the {track} track")
            if any(_kind(e) not in self.board.data[f"{track}_items"] for e in items):
                problems.append(f"an item of another track on the {track} track: {items}")
        warlord = data["warlord"]
        if warlord is not None and not game.state.clearings[warlord].warriors.get(self.id):
            problems.append(f"the warlord is in clearing {warlord}, where the Hundreds have no warrior")
        return problems

    # -- the warlord (Law 14.2.2) ----------------------------------------------------------------------------

    def warlord(self, game) -> int | None:
        return game.state.factions[self.id].data["warlord"]

    def fixed_warriors(self, game, clearing: int, moving: bool) -> int:
        """Law 14.2.2: the warlord cannot be removed outside battle, nor moved outside the Hundreds' turn."""
        if self.warlord(game) != clearing or (moving and game.state.current_faction == self.id):
            return 0
        return 1

    def _place_warlord(self, game, clearing: int) -> bool:
        """Place the warlord from the board (setup 14.3.1, Anoint 14.4.3)."""
        fs = game.state.factions[self.id]
        fs.supply["warrior"] += 1
        if not place(game, self.id, "warrior", clearing):
            fs.supply["warrior"] -= 1
            return False
        fs.data["warlord"] = clearing
        game.event("warlord", faction=self.id, clearing=clearing)
        return True

    def _warlord_off(self, game, removal) -> None:
        """The warlord was among the warriors `removal` took: he goes back to the board, not to the supply (or a
        card keeping removed warriors, `Removal.held`)."""
        fs = game.state.factions[self.id]
        fs.data["warlord"] = None
        for holder, n in sorted(removal.held.get("warrior", {}).items()):
            if n:
                release_held(game, holder, self.id, "warrior", 1)
                removal.held["warrior"][holder] = n - 1
                break
        fs.supply["warrior"] -= 1
        game.event("warlord_removed", faction=self.id, clearing=removal.clearing)

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """A removal that took the last Hundreds warrior of the warlord's clearing took the warlord (in battle: no
        effect outside battle can remove him, 14.2.2)."""
        if removal.owner == self.id and removal.clearing == self.warlord(game) \
                and not game.state.clearings[removal.clearing].warriors.get(self.id):
            self._warlord_off(game, removal)
        return None

    def take_hits(self, game, clearing: int, hits: int, remover: str | None, cause: str):
        """Law 4.3.4: warriors first (`remove_hit_warriors`: the Hundreds choosing whether the warlord is among
        them), then buildings and tokens."""
        on_warriors = min(hits, game.state.clearings[clearing].warriors.get(self.id, 0))
        if not on_warriors:
            return (yield from super().take_hits(game, clearing, hits, remover, cause))
        removal = yield from self.remove_hit_warriors(game, clearing, on_warriors, remover, cause, self.id)
        assert removal is not None  # warriors there, taking hits (4.3.4)
        if hits > on_warriors:  # buildings and tokens of the Hundreds' choice (4.3.4), in the same removal
            for more in (yield from super().take_hits(game, clearing, hits - on_warriors, remover, cause)):
                for kind, n in more.counts.items():
                    removal.counts[kind] = removal.counts.get(kind, 0) + n
        return [removal]

    def remove_hit_warriors(self, game, clearing: int, n: int, remover: str | None, cause: str, chooser: str,
                            removal=None):
        """Law 4.3.4 with the warlord (14.2.2): the side taking the hits chooses whether he is among the `n` warriors
        removed (he goes with the last one): the Hundreds, or the Vagabond fighting with them as his Allied
        warriors (9.2.9.II.d)."""
        have = game.state.clearings[clearing].warriors.get(self.id, 0)
        n = min(n, have)
        here = self.warlord(game) == clearing
        warlord_goes = here and n == have
        if here and 0 < n < have:
            whose = "your" if chooser == self.id else "the Hundreds'"
            chosen = yield Decision(chooser, "hundreds.hit_warlord", f"{n} of {whose} {have} warriors in clearing "
                                    f"{clearing} are removed: is the warlord one of them?",
                                    [fixed_option("warriors", "No, other warriors"),
                                     fixed_option("warlord", "Yes, the warlord")])
            warlord_goes = chosen.id == "warlord"
        removal = remove(game, self.id, "warrior", clearing, n, remover, cause, removal)
        if warlord_goes and removal is not None:  # at once: the questions after it come with the warlord off the map
            self._warlord_off(game, removal)
        return removal

    # -- the Hoard (Law 14.2.4) ------------------------------------------------------------------------------

    def track_of(self, item: str) -> str | None:
        for track in TRACKS:
            if item in self.board.data[f"{track}_items"]:
                return track
        return None

    def value(self, game, track: str) -> int:
        """Command or Prowess (14.2.4.II): by the items on the track."""
        values = self.board.data["track_values"]
        return values[min(len(game.state.factions[self.id].data["hoard"][track]), len(values) - 1)]

    def hoard_kinds(self, game) -> set[str]:
        hoard = game.state.factions[self.id].data["hoard"]
        return {_kind(entry) for track in TRACKS for entry in hoard[track]}

    def gain_item(self, game, item: str, ruin: bool = False):
        """An item gained outside crafting (a hireling's ability taking it from a ruin) goes to the Hoard, which
        stands in for a Crafted Items box (14.2.4), as `gain` puts it."""
        return self.gain(game, item, ruin)

    def gain(self, game, item: str, ruin: bool = False):
        """Law 14.2.4.I: the item goes to the leftmost empty space of its track; a full track loses the item or
        one of its own, of the Hundreds' choice, permanently, for a point."""
        st = game.state
        entry = item + RUIN if ruin else item
        track = self.track_of(item)
        hoard = st.factions[self.id].data["hoard"]
        if track is not None and len(hoard[track]) < self.board.data.get("hoard_spaces", 4):
            hoard[track].append(entry)
            game.event("hoard", faction=self.id, item=item, track=track)
            return
        lost = entry
        if track is not None:
            choices = list(dict.fromkeys([entry] + hoard[track]))
            data = st.factions[self.id].data
            data["gaining"] = entry  # held while the Hundreds choose (`items_held`)
            options = [Option(f"item:{e}", f"{_kind(e)} ({'gained' if e == entry else track})",
                              {"item": _kind(e), "entry": e}) for e in choices]
            chosen = yield Decision(self.id, "hundreds.overflow", f"The {track} track is full: remove which item "
                                    "permanently?", options)
            lost = chosen.data["entry"]
            del data["gaining"]
            if lost != entry:
                hoard[track].remove(lost)
                hoard[track].append(entry)
        self._remove_item(game, _kind(lost), "overflow")
        scoring.score(game, self.id, self.board.data.get("overflow_vp", 1), "Hoard overflow")

    def _remove_item(self, game, item: str, reason: str) -> None:
        removed = game.state.removed_items
        removed[item] = removed.get(item, 0) + 1
        game.event("item_removed", faction=self.id, item=item, reason=reason)

    # -- Contempt for Trade and Looters (Law 14.2.3, 14.2.5) --------------------------------------------------------

    @hookimpl
    def rootcore_crafted_item_vp(self, game, faction, card, vp):
        """Contempt for Trade (14.2.3): the listed points only for an item removed, asked once crafted."""
        return 0 if faction == self.id else None

    @hookimpl
    def rootcore_item_crafted(self, game, faction, card):
        return self._contempt_for_trade(game, card) if faction == self.id else None

    def _contempt_for_trade(self, game, card):
        """Law 14.2.3: take the crafted item into the Hoard for no points, or remove it for its points."""
        chosen = yield Decision(self.id, "hundreds.contempt", f"Crafted a {card.item}: keep it or remove it?",
                                [fixed_option("take", "Take it into the Hoard, no points"),
                                 Option("remove", f"Remove it permanently and score {card.vp}", {"vp": card.vp})])
        game.state.factions[self.id].crafted_items.remove(card.item)  # the Hundreds have a Hoard instead (14.2.4)
        if chosen.id == "take":
            yield from self.gain(game, card.item)
            return
        self._remove_item(game, card.item, "contempt_for_trade")
        scoring.score(game, self.id, card.vp, "crafted " + card.item)

    def take_battle(self, game, kind: str, optional: bool = True, allowed=None):
        """A battle of the Hundreds' (4.3), with Looters (14.2.5) asked at its start."""
        return (yield from battle.take_battle(game, self.id, allowed, kind, optional, start=self._looters))

    def forced_battle(self, game, clearing: int, defender: str):
        """A battle another effect chose for the Hundreds, with Looters (14.2.5) asked at its start."""
        yield from self._looters(game, clearing, defender)
        return (yield from battle.fight(game, self.id, clearing, defender))

    def _looters(self, game, clearing: int, defender: str):
        """Law 14.2.5: declared at the start of the battle, against a defender with a crafted item."""
        if game.state.factions[defender].crafted_items and (yield from ask_yes_no(
                self.id, "hundreds.loot", f"Loot {defender}: deal no rolled hits, take an item if you rule "
                "the clearing after the battle?", "Loot", "Don't loot")):
            game.state.factions[self.id].data["looting"] = defender

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """Looters deal no rolled hits (14.2.5); Wrathful deals an extra hit as attacker by the warlord (14.7.8)."""
        if side != "attacker" or battle.attacker != self.id:
            return None
        if game.state.factions[self.id].data.get("looting") == battle.defender:
            battle.rolled_hits["attacker"] = 0
        if self._in_mood(game, "wrathful", battle.clearing):
            battle.extra_hits["attacker"] += 1
        return None

    @hookimpl
    def rootcore_battle_before_roll(self, game, battle):
        """Bitter (14.7.1): before the roll of a battle in the warlord's clearing. Offered even when no warrior could
        be placed there (an empty supply, a sealed clearing, a placement ban; the most placed is then none, 1.5.4):
        a mob removed still goes back to the supply, where Incite and Raze take theirs (14.6.1, 14.4.1)."""
        if self.id not in (battle.attacker, battle.defender) or not self._in_mood(game, "bitter", battle.clearing):
            return None
        return self._bitter(game, battle.clearing) if self._bitter_mobs(game, battle.clearing) else None

    def _bitter_mobs(self, game, clearing: int) -> list[int]:
        near = (clearing, *adjacent(game, clearing, self.id))
        return sorted(c for c in set(near) if game.state.clearings[c].count(self.id, "mob"))

    def _bitter(self, game, clearing: int):
        removed = 0
        prompt = "Bitter: remove a mob for a warrior here?" if can_place(game, self.id, "warrior", clearing) \
            else "Bitter: remove a mob (no warrior can be placed here)?"
        while True:
            mobs = self._bitter_mobs(game, clearing)
            if not mobs:
                break
            chosen = yield Decision(self.id, "hundreds.bitter", prompt, clearing_options(mobs) + [_DONE])
            if chosen.id == "done":
                break
            removal = remove(game, self.id, "mob", chosen.data["clearing"], 1, self.id, "bitter")
            removed += 1
            yield from resolve_removals(game, [removal])
        place(game, self.id, "warrior", clearing, removed)

    @hookimpl
    def rootcore_battle_ignores_first_hit(self, game, battle, side):
        """Stubborn (14.7.7): in a battle in the warlord's clearing the Hundreds ignore the first hit dealt to them, an
        ambush's included (the battle counts it, `battle.ignored_hits`); not on top of another such ability (the
        Badger Bodyguards), which the core's hook sees to."""
        if battle.faction(side) == self.id and self._in_mood(game, "stubborn", battle.clearing):
            return True
        return None

    @hookimpl
    def rootcore_battle_end(self, game, battle):
        """Looters take an item if the Hundreds rule (14.2.5)."""
        if self.id not in (battle.attacker, battle.defender):
            return None
        data = game.state.factions[self.id].data
        looted = data.pop("looting", None)
        if looted is None or battle.attacker != self.id or not is_ruler(game, battle.clearing, self.id) \
                or not game.state.factions[looted].crafted_items:
            return None
        return self._loot(game, looted)

    def _loot(self, game, defender: str):
        chosen = yield Decision(self.id, "hundreds.loot.item", f"Take which item from {defender}?",
                                craft.crafted_item_options(game, defender))
        craft.take_crafted_item(game, defender, chosen.data["item"], chosen.data["exhausted"], self.id)
        yield from self.gain(game, chosen.data["item"])

    # -- moods (Law 14.7) ------------------------------------------------------------------------------------

    def mood(self, game) -> str:
        return game.state.factions[self.id].data["mood"]

    def _in_mood(self, game, mood: str, clearing: int | None = None) -> bool:
        """Whether the mood is `mood` (and, given `clearing`, the warlord is there)."""
        data = game.state.factions[self.id].data
        return data["mood"] == mood and (clearing is None or data["warlord"] == clearing)

    def draw_bonus(self, game) -> int:
        """Rowdy (14.7.6): one more card, two with three or more enemy pieces in the warlord's clearing."""
        if not self._in_mood(game, "rowdy"):
            return 0
        more, most = self.board.data.get("rowdy_draw", [1, 2])
        warlord = self.warlord(game)
        return most if warlord is not None and self._enemy_pieces(game, warlord) >= 3 else more

    def _enemy_pieces(self, game, clearing: int) -> int:
        """Enemy pieces in `clearing` (of every enemy together); warriors lent to the Hundreds are not (G.1.9)."""
        cl = game.state.clearings[clearing]
        owners = {f for f, n in cl.warriors.items() if n} | {f for f, _ in cl.buildings + cl.tokens} | set(cl.pawns)
        total = 0
        for owner in owners:
            if owner == self.id or owner not in game.state.factions or not battle.is_enemy(game, self.id, owner):
                continue
            total += warriors_not_lent(game, self.id, clearing, owner)  # the Alpha or gears too: no removal here
            total += sum(1 for f, _ in cl.buildings + cl.tokens if f == owner) + cl.pawns.count(owner)
        return total

    # -- setup (Law 14.3) -------------------------------------------------------------------------------------

    def setup(self, game):
        # 14.3.1: a corner no one else starts in, opposite one if possible, with the warlord, 4 warriors and a
        # stronghold; a corner that can take them if there is one, else any (the most possible placed, 1.5.4).
        corners = setup.setup_corners(game, self.id, self._start_fits(game))
        if corners:
            chosen = yield Decision(self.id, "hundreds.setup.corner", "Set up the warlord, 4 warriors and a "
                                    "stronghold in which corner?", clearing_options(corners))
            corner = chosen.data["clearing"]
            self._garrison(game, corner)
            setup.record_starting_corner(game, self.id, corner)
        self._setup_rest(game)

    def setup_from_card(self, game):
        """Law A.8.2, the Hundreds' faction setup card ([setup_card] of the board): a homeland on the map edge with two
        or more clearings between it and enemy homelands (A.8.2.II, with its fall-backs), the warlord, 4 warriors and
        a stronghold there; the Stubborn mood and the ruin items as in 14.3.2-14.3.3."""
        fits = self._start_fits(game)
        where = setup.card_homelands(game, self, fits)
        chosen = yield Decision(self.id, "hundreds.setup.homeland", "Set up the warlord, 4 warriors and a "
                                "stronghold in which homeland?", clearing_options(where))
        self._garrison(game, chosen.data["clearing"], setup.card_number(self, "homeland_warriors", 4))
        setup.record_homeland(game, self.id, chosen.data["clearing"])
        self._setup_rest(game)

    def _start_fits(self, game):
        return lambda c: placement_allowed(game, self.id, "warrior", c) \
            and placement_allowed(game, self.id, "stronghold", c)

    def _garrison(self, game, clearing: int, warriors: int | None = None) -> None:
        """The warlord, 4 warriors and a stronghold in `clearing` (14.3.1; the faction setup card the same, giving its
        own count of `warriors`)."""
        self._place_warlord(game, clearing)
        if warriors is None:
            warriors = self.board.data.get("starting_warriors", 4)
        place(game, self.id, "warrior", clearing, warriors)
        place(game, self.id, "stronghold", clearing)

    def _setup_rest(self, game) -> None:
        fs = game.state.factions[self.id]
        if not game.state.ruin_items:  # 14.3.2: unless done (by a Vagabond, 9.3.4)
            self._populate_ruins(game)
        ruins = sum(cl.ruins for cl in game.state.clearings.values())
        fs.data["per_ruin"] = max(1, -(-sum(map(len, game.state.ruin_items.values())) // ruins)) if ruins else 1
        fs.data["mood"] = self.board.data["starting_mood"]  # 14.3.3

    def _populate_ruins(self, game) -> None:
        """Law 14.3.2: the "R" items, shuffled, one under each ruin (from the box)."""
        st = game.state
        box = st.factions[self.id].data["box"]
        items = sorted(Counter(box).elements())
        st.rng.shuffle(items)
        for cid in game.board.clearing_ids:
            for _ in range(st.clearings[cid].ruins):
                if not items:
                    return
                kind = items.pop()
                st.ruin_items.setdefault(cid, []).append(kind)
                box[kind] -= 1
                if not box[kind]:
                    del box[kind]

    # -- Birdsong (Law 14.4) -----------------------------------------------------------------------------------

    def birdsong(self, game):
        yield from self._raze(game)  # 14.4.1
        yield from self._recruit(game)  # 14.4.2
        yield from self._anoint(game)  # 14.4.3
        yield from self._choose_mood(game)  # 14.4.4
        # Lavish (14.7.4) comes after these steps, at the end of Birdsong: `rootcore_phase_end`.

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        """Lavish (14.7.4) at the end of the Hundreds' Birdsong: an effect at the end of the phase like the others
        there (the Eyrie Emigre card), which the Hundreds order with them (1.1.3). Nothing in the Hoard: no effect."""
        if faction == self.id and phase == "birdsong" and self._in_mood(game, "lavish") \
                and any(game.state.factions[self.id].data["hoard"].values()):
            return self._lavish(game)
        return None

    def mob_clearings(self, game) -> list[int]:
        return [c for c, cl in game.state.clearings.items() if (self.id, "mob") in cl.tokens]

    def _raze(self, game):
        """Law 14.4.1: the mobs remove the enemy buildings and tokens of their clearings, one step whose removals
        trigger their effects together once all are made (1.1.3: the Duchy's Price of Failure once, 12.2.3); then
        each takes an item of its ruin, in clearing order; then the mob die is rolled once."""
        st = game.state
        mobs = self.mob_clearings(game)
        removals = []
        for c in mobs:
            cl = st.clearings[c]
            for owner, kind in sorted(set(cl.buildings + cl.tokens)):
                if owner != self.id and battle.is_enemy(game, self.id, owner):
                    removals.append(remove(game, owner, kind, c, cl.count(owner, kind), self.id, "raze"))
        yield from resolve_removals(game, removals)
        for c in mobs:
            yield from self._raze_ruin(game, c)
        yield from self._spread_mob(game)

    def _raze_ruin(self, game, clearing: int):
        """An item of the ruin (14.4.1): with two items under each ruin the Hundreds look and choose, never an
        "R" item of a kind already in their Hoard (9.7.3); the ruin goes with its last item."""
        st = game.state
        stack = st.ruin_items.get(clearing)
        if not stack:
            return
        per_ruin = st.factions[self.id].data.get("per_ruin", 1)
        top = (len(stack) - 1) // per_ruin * per_ruin
        held = {_kind(e) for track in TRACKS for e in st.factions[self.id].data["hoard"][track] if e.endswith(RUIN)}
        allowed = [kind for kind in dict.fromkeys(stack[top:]) if kind not in held]
        # With hands concealed, two items looked at are asked about even when they leave no choice: being asked
        # must not tell the others what stays under the ruin (the same kind, or one in the Hoard; Law 1.2, 9.7.3).
        concealed = game.definition.hands_concealed and len(stack) - top > 1
        if not allowed and not concealed:
            return
        kind = allowed[0] if allowed else None
        if len(allowed) > 1 or concealed:
            options = [Option(f"item:{k}", f"Take the {k}", {"item": k}) for k in allowed] or [
                Option("none", "Take nothing (the Hoard holds an \"R\" item of each kind)")]
            question = Decision if len(options) > 1 else HandQuestion
            chosen = yield question(self.id, "hundreds.raze.item", f"The ruin holds {', '.join(stack[top:])}: take "
                                    "which?", options,
                                    about={"ruin": clearing})  # looked at: a bot's lookahead keeps them (9.7.3)
            kind = chosen.data["item"] if chosen.data else None
        if kind is None:
            return
        stack.pop(stack.index(kind, top))
        if not stack:
            del st.ruin_items[clearing]
        ruins_left = -(-len(stack) // per_ruin)
        ruins_after_taking(game, clearing, ruins_left)  # the last item of a ruin takes it away (2.2.3)
        game.event("razed_ruin", faction=self.id, clearing=clearing, item=kind)
        yield from self.gain(game, kind, ruin=True)

    def roll_mob_die(self, game) -> str:
        """The mob die (14.4.1): a suit, from the game's RNG (a chance outcome, replayed with the game)."""
        faces = self.board.data["mob_die"]
        suit = faces[game.state.rng.randrange(len(faces))]
        game.event("mob_die", faction=self.id, suit=suit)
        return suit

    def _spread_mob(self, game):
        """Roll the mob die; place a mob in a clearing of that suit without one, next to a clearing with one."""
        suit = self.roll_mob_die(game)
        mobs = self.mob_clearings(game)
        if not game.state.factions[self.id].supply.get("mob"):
            return
        near = {n for c in mobs for n in adjacent(game, c, self.id)}
        spots = [c for c in sorted(near) if is_suit(game, c, suit) and c not in mobs
                 and placement_allowed(game, self.id, "mob", c)]
        if spots:
            where = yield from ask_clearing(self.id, "hundreds.mob", f"The mob die shows {suit}: place a mob where?",
                                            spots)
            place(game, self.id, "mob", where)

    def _recruit(self, game):
        """Law 14.4.2: Prowess warriors by the warlord, then one per stronghold in its clearing (the most possible,
        where the Hundreds choose when the supply runs short, 1.5.4)."""
        warlord = self.warlord(game)
        if warlord is not None:
            place(game, self.id, "warrior", warlord, self.value(game, "prowess"))
        per = self.board.data.get("recruit_per_stronghold", 1)
        owed = {c: cl.count(self.id, "stronghold") * per for c, cl in game.state.clearings.items()
                if cl.count(self.id, "stronghold")}
        yield from place_warriors_owed(game, self.id, owed, "hundreds.recruit", "Too few warriors: recruit where next?")

    def _anoint(self, game):
        """Law 14.4.3: with the warlord off the map, he replaces a Hundreds warrior, else is placed anywhere."""
        if self.warlord(game) is not None:
            return
        st = game.state
        mine = [c for c, cl in st.clearings.items() if cl.warriors.get(self.id)
                and placement_allowed(game, self.id, "warrior", c)]
        if mine:
            c = yield from ask_clearing(self.id, "hundreds.anoint", "Anoint: which warrior becomes the warlord?", mine)
            st.factions[self.id].data["warlord"] = c
            # The warrior replaced is removed (G.1.21): back to the supply, or where removed warriors go instead
            # (Coffin Makers, G.1.22); the warlord left the board.
            return_pieces(game, self.id, "warrior", 1)
            game.event("warlord", faction=self.id, clearing=c, replaced=True)
            return
        anywhere = [c for c in st.clearings if placement_allowed(game, self.id, "warrior", c)]
        if anywhere:
            c = yield from ask_clearing(self.id, "hundreds.anoint", "Anoint: place the warlord where?", anywhere)
            self._place_warlord(game, c)

    def mood_options(self, game) -> list[str]:
        """Law 14.4.4: another mood whose item is not in the Hoard (Lavish shows none)."""
        held, current = self.hoard_kinds(game), self.mood(game)
        return [m for m, item in self.board.data["moods"].items() if m != current and item not in held]

    def _choose_mood(self, game):
        moods = self.mood_options(game)
        if not moods:  # only Lavish can be left without another (14.4.4): it stays
            return
        chosen = yield Decision(self.id, "hundreds.mood", "Choose your mood", [
            Option(f"mood:{m}", m.capitalize(), {"mood": m}) for m in moods])
        game.state.factions[self.id].data["mood"] = chosen.data["mood"]
        game.event("mood", faction=self.id, mood=chosen.data["mood"])

    def _lavish(self, game):
        """Law 14.7.4: items of the Hoard removed for two warriors each by the warlord; the tracks then shift left
        (kept as lists, they have no gaps). Asked even when no warrior could be placed by him (he is off the map,
        his clearing is sealed or under a placement ban, the supply is empty): a removal still frees the moods its
        item forbade (14.4.4), the only way out of Lavish when every other mood is forbidden. The question says
        how many warriors a removal places (`about`: {"warriors": n}), none then."""
        hoard = game.state.factions[self.id].data["hoard"]
        while any(hoard.values()):
            entries = list(dict.fromkeys(e for track in TRACKS for e in hoard[track]))
            warlord, each = self.warlord(game), self._lavish_warriors(game)
            chosen = yield Decision(self.id, "hundreds.lavish", f"Lavish: remove an item for {each} warrior(s) by "
                                    "the warlord?", [Option(f"item:{e}", _kind(e), {"item": _kind(e), "entry": e})
                                                     for e in entries] + [_DONE], about={"warriors": each})
            if chosen.id == "done":
                return
            entry = chosen.data["entry"]
            hoard[next(track for track in TRACKS if entry in hoard[track])].remove(entry)
            self._remove_item(game, _kind(entry), "lavish")
            if each:
                place(game, self.id, "warrior", warlord, each)

    def _lavish_warriors(self, game) -> int:
        """How many warriors an item removed by Lavish places by the warlord: two (the board's number), fewer with
        fewer in the supply, none where none may be placed (1.5.4)."""
        warlord = self.warlord(game)
        if warlord is None or not placement_allowed(game, self.id, "warrior", warlord):
            return 0
        return min(self.board.data.get("lavish_warriors", 2), available(game, self.id, "warrior"))

    # -- Daylight (Law 14.5) -----------------------------------------------------------------------------------

    def daylight(self, game):
        """14.5.1 craft, then Command the Hundreds and Advance the Warlord (reversed when Grandiose, 14.7.2). The
        steps left and the actions taken are in the data, so the top of the loop is a resume point."""
        fs = game.state.factions[self.id]
        if "steps" not in fs.data:
            yield from craft.craft_step(game, self.id, "hundreds.craft")  # 14.5.1: strongholds craft (14.2.1)
            fs.data["steps"] = ["advance", "command"] if self._in_mood(game, "grandiose") else ["command", "advance"]
            fs.data["taken"] = 0
        while fs.data["steps"]:
            game.resume_point()
            step = fs.data["steps"][0]
            limit = self.value(game, "command" if step == "command" else "prowess")
            options = self._step_options(game, step) if fs.data["taken"] < limit else []
            options += cards.daylight_card_options(game, self.id)
            options.append(_END_STEP)
            question = hand_question(game, self.id, f"hundreds.{step}",
                                     f"{step.capitalize()}: {fs.data['taken']} of {limit} taken", options)
            chosen = _END_STEP if question is None else (yield question)
            if chosen.id == "end":
                fs.data["steps"].pop(0)
                fs.data["taken"] = 0
            elif chosen.id in _COMMAND or chosen.id == "advance":
                fs.data["taken"] += 1
                yield from getattr(self, "_" + chosen.id)(game)
            else:  # dominance and card effects (1.4.1)
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
        del fs.data["steps"], fs.data["taken"]

    def _step_options(self, game, step: str) -> list[Option]:
        if step == "advance":
            warlord = self.warlord(game)
            possible = warlord is not None and (self._warlord_can_move(game)
                                                or battle.can_battle(game, self.id, [warlord]))
            return [_ADVANCE] if possible else []
        options = []
        if move.can_move(game, self.id):
            options.append(_COMMAND["move"])
        if battle.can_battle(game, self.id):
            options.append(_COMMAND["battle"])
        if self.build_spots(game):
            options.append(_COMMAND["build"])
        return options

    def _move(self, game):
        yield from self.take_move(game, "hundreds.move", optional=False)

    def _battle(self, game):
        yield from self.take_battle(game, "hundreds.battle", optional=False)

    def build_spots(self, game) -> list[int]:
        """Law 14.5.2.III: clearings the Hundreds rule with room for a stronghold and a card of their suit."""
        hand = game.state.factions[self.id].hand
        return [c for c in game.board.clearing_ids if is_ruler(game, c, self.id)
                and placement_allowed(game, self.id, "stronghold", c)
                and game.state.factions[self.id].supply.get("stronghold") and cards.has_matching(game, hand,
                                                                                                 game.state.suits[c])]

    def _build(self, game):
        clearing = yield from ask_clearing(self.id, "hundreds.build", "Build a stronghold where?",
                                           self.build_spots(game))
        suit = game.state.suits[clearing]
        yield from cards.spend(game, self.id, suit, "hundreds.build.card", f"Spend a {suit} card to build")
        place(game, self.id, "stronghold", clearing)

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None,
                  advance: bool = False):
        """A move of the Hundreds (4.2): from the warlord's clearing they say whether he goes with the warriors
        moved (`warlord:N`: N warriors, the warlord one of them; `count:N`: N others). `advance`: Advance the
        Warlord's move (14.5.3), from his clearing, with him. `origin`, if given: out of that clearing only."""
        fs = game.state.factions[self.id]
        warlord = fs.data["warlord"]
        starts = ([warlord] if self._warlord_can_move(game) else []) if advance else move.origins(
            game, self.id, None if origin is None else (origin,))
        if into is not None:
            starts = [o for o in starts if any(d in into for d in move.destinations(game, self.id, o))]
        if not starts:
            return None
        origin = yield from ask_clearing(self.id, f"{kind}.origin", "Move from which clearing?", starts, optional,
                                         "Don't move")
        if origin is None:
            return None
        ends = [d for d in move.destinations(game, self.id, origin) if into is None or d in into]
        dest = yield from ask_clearing(self.id, f"{kind}.destination", f"Move from {origin} to which clearing?", ends)
        # The warriors besides the warlord that may go (`movable_warriors`), and whether he may: not those an effect
        # locks there (the Popular Band hireling's, `pieces.locked`; empty in other games).
        others = movable_warriors(game, self.id, origin)
        lock = locked(game, self.id, origin)
        options = [] if advance else [Option(f"count:{n}", f"{n} warriors", {"count": n, "warlord": False})
                                      for n in range(1, others + 1)]
        if origin == warlord and not lock.get("fixed"):
            options += [Option(f"warlord:{n}", f"the warlord and {n - 1} warriors", {"count": n, "warlord": True})
                        for n in range(1, others + 2)]
        chosen = yield Decision(self.id, f"{kind}.count", f"Move how many warriors from {origin} to {dest}?",
                                options)
        n = chosen.data["count"]
        move.move(game, self.id, origin, dest, n)
        if chosen.data["warlord"]:
            fs.data["warlord"] = dest
        moved = {"warrior": n, "fixed": 1} if chosen.data["warlord"] else {"warrior": n}  # the warlord among them
        yield from move.after_move(game, self.id, origin, dest, moved)
        return origin, dest, n

    def _warlord_can_move(self, game) -> bool:
        """Whether a move with the warlord can be made (Advance the Warlord, 14.5.3): one from his clearing, unless an
        effect locks him there (`pieces.locked`: the Popular Band hireling's)."""
        warlord = self.warlord(game)
        return (warlord is not None and move.can_move(game, self.id, [warlord])
                and not locked(game, self.id, warlord).get("fixed"))

    def _advance(self, game):
        yield from move.one_action(game, self._advance_steps(game))  # one action (1.4.2)

    def _advance_steps(self, game):
        """Law 14.5.3: move the warlord with any warriors, then battle in his clearing; Relentless (14.7.5) then
        one more move or battle when both were taken."""
        moved = yield from self.take_move(game, "hundreds.advance.move", optional=True, advance=True)
        warlord = self.warlord(game)
        fought = None if warlord is None else (yield from self.take_battle(
            game, "hundreds.advance.battle", optional=True, allowed=[warlord]))
        warlord = self.warlord(game)
        if moved is None or fought is None or warlord is None or not self._in_mood(game, "relentless"):
            return
        options = []
        if self._warlord_can_move(game):
            options.append(_COMMAND["move"])
        if battle.can_battle(game, self.id, [warlord]):
            options.append(_COMMAND["battle"])
        if not options:
            return
        chosen = yield Decision(self.id, "hundreds.relentless", "Relentless: move or battle again?",
                                options + [fixed_option("pass", "Neither")])
        if chosen.id == "move":
            yield from self.take_move(game, "hundreds.advance.move", optional=False, advance=True)
        elif chosen.id == "battle":
            yield from self.take_battle(game, "hundreds.advance.battle", optional=False, allowed=[warlord])

    # -- Evening (Law 14.6) -------------------------------------------------------------------------------------

    def evening(self, game):
        yield from self._incite(game)  # 14.6.1
        self._oppress(game)  # 14.6.2
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # 14.6.3, Rowdy (14.7.6)
        yield from cards.discard_to_hand_limit(game, self.id)

    def incite_spots(self, game) -> list[int]:
        """Law 14.6.1: clearings with a Hundreds warrior and no mob, matching a card in hand."""
        st = game.state
        if not st.factions[self.id].supply.get("mob"):
            return []
        hand = st.factions[self.id].hand
        return [c for c, cl in st.clearings.items() if cl.warriors.get(self.id) and (self.id, "mob") not in cl.tokens
                and placement_allowed(game, self.id, "mob", c) and cards.has_matching(game, hand, st.suits[c])]

    def _incite(self, game):
        while True:
            chosen = yield from ask_from_hand(game, self.id, "hundreds.incite", "Incite: spend a card for a mob where?",
                                              clearing_options(self.incite_spots(game)), _DONE)
            if chosen is None:
                return
            clearing = chosen.data["clearing"]
            suit = game.state.suits[clearing]
            yield from cards.spend(game, self.id, suit, "hundreds.incite.card", f"Spend a {suit} card to incite")
            place(game, self.id, "mob", clearing)
            if self._in_mood(game, "jubilant", clearing):  # 14.7.3
                for _ in range(self.board.data.get("jubilant_rolls", 4)):
                    if not (yield from ask_yes_no(self.id, "hundreds.jubilant", "Jubilant: roll the mob die?")):
                        break
                    yield from self._spread_mob(game)

    def oppressed(self, game) -> list[int]:
        """Law 14.6.2: clearings the Hundreds rule with a piece of theirs and no enemy piece."""
        st = game.state
        return [c for c in game.board.clearing_ids if is_ruler(game, c, self.id) and st.clearings[c].has_any(self.id)
                and not self._enemy_pieces(game, c)]

    def _oppress(self, game) -> None:
        table = self.board.data["oppress_vp"]
        n = len(self.oppressed(game))
        scoring.score(game, self.id, table[min(n, len(table) - 1)], "oppress")


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Hundreds, board="rootcore_content:factions/hundreds.toml")
    registry.add_agent("heuristic", "rootcore_plugins.hundreds.bot:create", faction=FACTION)
