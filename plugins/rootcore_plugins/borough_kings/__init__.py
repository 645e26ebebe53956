"""The Borough Kings (fan faction, rules text 004, cited BK.x): arsenals, heralds, the Manifest, the Bag of rats and
mice, the Palace Coup and the four regents.

State (all in `game.state.factions["borough_kings"]`):

* `fs.zones["manifest_<column>"]`: the deck cards on each Manifest column, in the order added (public, as the Eyrie's
  Decree); `fs.data["henchmen"]`: how many Loyal Henchmen are tucked in each column (faction cards, so counts);
* `fs.data["regent"]`, `fs.data["deposed"]` (regents face down, BK.7.3); the others are face up;
* the Bag is the core's supply of warriors (`fs.supply["warrior"]`): one warrior kind for the core, told apart here.
  `fs.data["mice"]` counts the mice among the Kings' warriors in each clearing (str(clearing) -> n) and
  `fs.data["held_mice"]` those among their warriors in each holding place of the core (place -> n: the Riverfolk's
  boxes, BK.2.3; a card keeping removed warriors, Coffin Makers); every other mouse is in the bag. A count above
  the warriors really there is read as that many (`_mice_in`, `_held_mice_at`): the mice went first (a warrior
  moved or removed by an effect this plugin did not ask about, below).

Readings of the text (each tested in tests/test_borough_kings.py):

* BK.2.3 The Bag: every placement of the Kings' warriors from the supply, by any rule or card (`pieces.place`, seen
  through `rootcore_pieces_placed`), draws them at random with the game's RNG after the clearing is chosen (a
  `bag_draw` event); one placement of several warriors (a Recruit, BK.5.2.II; a New Arsenal's six, BK.4.1) is one
  simultaneous draw. Warriors paid to the Riverfolk are drawn the same way (`pay_warriors`). Setup's rats (BK.3.3)
  are placed as rats, before the bag is formed.
* Rats and mice (Law 4.3.4: the side taking hits chooses which of its pieces go): in battle the Kings choose how many
  of the warriors hit are mice when both kinds are there and not all go (`take_hits`); a removal by an effect asks
  the same as it resolves (`rootcore_pieces_removed`); a move of the Kings' warriors asks which move, and how many
  heralds go along (BK.2.2), during the move (`rootcore_during_move`). A move of their warriors by another player
  (the Vagabond's Allied warriors) moves rats first.
* BK.2.2 Herald of the King: after a battle the Kings fought in (attacking or defending), one VP if a herald of theirs
  is in the clearing, they rule it and no enemy piece is left there.
* BK.2.1 / BK.5.1 crafting: each arsenal activated needs its own Consolidate card matching its clearing (a bird card,
  a Loyal Henchman among them, matches any; any card matches one in the Lost City). A card is craftable when some way
  of paying its cost gives every arsenal activated this turn a card of its own (`crafting_affordable`). The core
  records a way this accepts (`craft.activate`): for a named suit an arsenal of its own suit where the rest can still
  be paid, else one in the Lost City (the core's order for every faction); for an "any" the arsenal the Kings choose
  among those leaving the rest payable. The named suit is not asked: whatever the turn's later crafts can pay after
  the Lost City's arsenal is used, they can pay after the suit's own (checked over every small case by
  tests/test_borough_kings.py, `test_own_suit_arsenal_first_never_costs_a_later_craft_bk_2_1`).
* BK.5.2.I Conquer: battle or move, the Kings choosing when both are possible; the card fails only when neither is.
* BK.5.2.II Recruit: one warrior per arsenal in the chosen clearing; short of warriors in the bag, the card fails.
* BK.5.3 Overextension counts the Loyal Henchmen among a column's cards.
* BK.7.1 Anarchy counts the Loyal Henchmen as bird cards (their suit is the board's `henchmen_suit`, bird).
* BK.7.2 Purge returns the mice to the bag as a removal by nobody (no VP, cause "purge"). The bag is the Kings'
  supply, so a card keeping the warriors that would return to a supply (Coffin Makers) keeps purged mice too, as it
  keeps the mice among the Kings' warriors removed in battle or by an effect: they go back to the bag when it
  releases them (`rootcore_held_moved`). Of the Kings' warriors leaving such a place or the Riverfolk's boxes
  only in part, the rats go first. A lent mouse its holder loses onto such a card is the Kings' there (BK.2.4).
* BK.8.3 Populist: after the Evening's discard; the two cards go to columns the Kings choose.

* BK.2.4 Mice Mischief: as an opponent with warriors of its own begins its turn (`rootcore_turn_begins`: before its
  Birdsong's dominance check and start effects, whatever the order of the factions), the mice on the map become its
  warriors in their clearings, so that every rule reads them as its own: rule, moves, battle, its abilities (a Corvid
  plot paid with a mouse), removal (it scores and triggers as for its own). It says which of its warriors moved,
  were relocated (the Menace's Scatter or Dark Passage, `rootcore_pieces_relocated`) or were removed where it holds
  mice (a removed mouse goes back to the bag). Its warriors swapped out where it holds mice (G.1.31: the Croakers
  Coven's Transform, `rootcore_warriors_returned`) are its mice first, since a swap asks nothing and that keeps its
  own on the map, as it would choose: they go back to the bag, or stay the Kings' on a card keeping removed warriors
  (Coffin Makers). Those left go back to the Kings as its turn ends (`rootcore_turn_ends`:
  after its Evening's end effects), where they stand (never its warlord, Law 14.2.2); one it left off the map (the
  Menace's Nexus, the Duchy's Burrow) goes back to the bag; any missing from where they were, by an effect this
  plugin does not hear of, are taken from its supply if it has them there, else found among its warriors where it
  says. Mice drawn from the bag during its turn are its at once. So no mouse of the Kings is on the map during
  another's turn that takes them: the Order of the Forest's Witness (OF.5.2), on its turn, swaps only rats into its
  Ranks. The holder's own pieces no removal outside battle takes (`Faction.fixed_warriors`: the Tinker's robot
  gears, the warlord) are never mice, nor those it tells apart (`warriors_told_apart`).
* BK.2.4.I: on his turn a Vagabond may use the mice in his clearing by the rules for Allied warriors (Law
  9.2.9.II.b-d, `rootcore_allied_warriors`): move them with him, attack with them (they add to his maximum rolled
  hits) and take hits on them, which never makes the Kings Hostile; as for an Allied faction, not when attacking
  the Kings, whose mice then defend with them. The mice he moves or loses are mice first.

Scenario data (`{"data": {"borough_kings": {...}}}`): `{"regent": "tyrant", "deposed": ["general"], "manifest":
{"conquer": ["ambush_fox"]}, "henchmen": {"recruit": 1}, "mice": {"5": 2}}` -- manifest cards are design ids taken
from the deck; henchmen default to the regent's columns; mice are among the warriors the scenario places.
"""
from __future__ import annotations

from collections import Counter
from functools import cached_property
from itertools import product

from rootcore import Decision, Faction, Option, bots, clearing_options, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.decisions import ask_yes_no, count_options, fixed_option, hand_question
from rootcore.rules import battle, cards, craft, move, pieces, scoring, setup
from rootcore.rules.adjacency import adjacent
from rootcore.rules.battle import is_enemy
from rootcore.rules.pieces import BATTLE_CAUSES, held_pieces
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import crafting_key
from rootcore_plugins.card_columns import column_birds, loyal_counts, pick_entry, purge, replace_leader

FACTION = "borough_kings"
COLUMNS = ("conquer", "recruit", "consolidate")  # resolved left to right, BK.5.2
HENCHMAN = "henchman"
GO_ON = fixed_option("go_on", "Go on with the Manifest")
END = fixed_option("end", "End Daylight")
ABDICATE = fixed_option("abdicate", "Abdicate: declare a Palace Coup (BK.5.4)")
ELSEWHERE = "elsewhere"  # key of the lent mice the holder placed out of their clearing, at its turn's end (BK.2.4)


def zone(column: str) -> str:
    return f"manifest_{column}"


def data_issues(board, label: str) -> list:
    """What the schema cannot say: regents' henchmen in the board's columns, the Arsenals track rows one entry per
    number of arsenals out (0..spaces), the pieces the rules name."""
    columns = board.data.get("manifest_columns", COLUMNS)
    issues = [ContentIssue(label, f"$.data.regents.{name}.henchmen[{i}]", f"column {column!r} is not a Manifest "
                           f"column of this board ({', '.join(columns)})")
              for name, regent in board.data["regents"].items()
              for i, column in enumerate(regent["henchmen"]) if column not in columns]
    spaces = board.tracks["arsenal"].spaces if "arsenal" in board.tracks else 0
    for row in ("manifest_cards", "pledge_hand"):
        if len(board.data[row]) != spaces + 1:
            issues.append(ContentIssue(label, f"$.data.{row}", f"{len(board.data[row])} entries; the Arsenals track "
                                       f"needs {spaces + 1} (0 to {spaces} arsenals off it)"))
    if board.pieces.get("warrior") and board.data.get("rats", 16) + board.data.get("mice", 4) \
            != board.pieces["warrior"].count:
        issues.append(ContentIssue(label, "$.data.mice", "rats plus mice must be the warriors' count"))
    return issues + piece_issues(board, label, {"arsenal": "building", "herald": "token", "warrior": "warrior"},
                                 tracked=("arsenal",))


class BoroughKings(Faction):
    zone_visibility = {zone(c): "public" for c in COLUMNS}
    data_issues = staticmethod(data_issues)
    starts_in_corner = True  # BK.3.2: the first arsenal goes in a corner no other player starts in

    # -- board data -------------------------------------------------------------------------------------------

    @cached_property
    def columns(self) -> tuple[str, ...]:
        return tuple(self.board.data.get("manifest_columns", COLUMNS))

    @cached_property
    def regents(self) -> dict[str, dict]:
        return dict(self.board.data["regents"])

    @cached_property
    def column_options(self) -> tuple[Option, ...]:
        return tuple(Option(f"column:{c}", c.capitalize(), {"column": c}) for c in self.columns)

    @cached_property
    def regent_options(self) -> dict[str, Option]:
        return {name: Option(f"regent:{name}", f"{name}: {info.get('summary', '')}",
                             {"regent": name, "henchmen": list(info["henchmen"])})
                for name, info in self.regents.items()}

    @property
    def henchmen_suit(self) -> str:
        return self.board.data.get("henchmen_suit", "bird")

    @property
    def total_mice(self) -> int:
        return self.board.data.get("mice", 4)

    def regent(self, game) -> str | None:
        return game.state.factions[self.id].data.get("regent")

    def face_up_regents(self, game) -> list[str]:
        data = game.state.factions[self.id].data
        return [r for r in self.regents if r != data.get("regent") and r not in data["deposed"]]

    def _tuck_henchmen(self, fs, regent: str | None) -> None:
        """BK.3.5 / BK.7.3: the two Loyal Henchmen go to the columns printed on the regent."""
        fs.data["henchmen"] = loyal_counts(self.columns, self.regents[regent]["henchmen"] if regent else ())

    # -- state and scenarios ----------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # 20 warriors (BK.3.1), 6 arsenals on the track
        fs.data.update(regent=None, deposed=[], mice={}, held_mice={}, bag_ready=False, oligarch_drew=False,
                       lent=None)
        self._tuck_henchmen(fs, None)
        for c in self.columns:
            fs.zones[zone(c)] = []

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError, take_cards
        data = dict(data)
        regent = data.pop("regent", None)
        deposed = list(data.pop("deposed", []))
        manifest = data.pop("manifest", {})
        henchmen = data.pop("henchmen", None)
        mice = {str(c): int(n) for c, n in data.pop("mice", {}).items() if int(n)}
        for name in ([regent] if regent else []) + deposed:
            if name not in self.regents:
                raise ScenarioError(f"{self.id}: unknown regent {name!r} (regents: {', '.join(self.regents)})")
        for c, n in mice.items():
            if int(c) not in game.state.clearings:
                raise ScenarioError(f"{self.id}: mice in clearing {c}, which this map does not have")
            if n > game.state.clearings[int(c)].warriors.get(self.id, 0):
                raise ScenarioError(f"{self.id}: {n} mice in clearing {c}, which has fewer Kings warriors")
        if sum(mice.values()) + sum(data.get("held_mice", {}).values()) > self.total_mice:
            raise ScenarioError(f"{self.id}: more than {self.total_mice} mice")
        fs.data.update(data)
        fs.data.update(regent=regent, deposed=deposed, mice=mice, bag_ready=True)
        self._tuck_henchmen(fs, regent)
        if henchmen is not None:
            fs.data["henchmen"] = {c: int(henchmen.get(c, 0)) for c in self.columns}
        for column, names in manifest.items():
            if column not in self.columns:
                raise ScenarioError(f"{self.id}: unknown Manifest column {column!r} ({', '.join(self.columns)})")
            fs.zones[zone(column)] = take_cards(game, names)

    # -- the Bag: rats and mice (BK.2.3, BK.3.1) -------------------------------------------------------------

    def _mice_in(self, game, clearing) -> int:
        """Mice among the Kings' warriors in `clearing`: the count kept, never more than the warriors there."""
        n = game.state.factions[self.id].data["mice"].get(str(clearing), 0)
        return min(n, game.state.clearings[clearing].warriors.get(self.id, 0)) if n else 0

    def _set_mice(self, game, clearing, n: int) -> None:
        mice = game.state.factions[self.id].data["mice"]
        if n > 0:
            mice[str(clearing)] = n
        else:
            mice.pop(str(clearing), None)

    def _held_mice_at(self, game, place: str) -> int:
        """Mice among the Kings' warriors in holding place `place`: the count kept, never more than are there."""
        n = game.state.factions[self.id].data["held_mice"].get(place, 0)
        return min(n, held_pieces(game, place).get(self.id, {}).get("warrior", 0)) if n else 0

    def _held_mice(self, game) -> int:
        """Mice among the Kings' warriors kept off the map and off their board (held pieces)."""
        return sum(self._held_mice_at(game, place) for place in game.state.factions[self.id].data["held_mice"])

    def _add_held_mice(self, game, place: str, n: int) -> None:
        held = game.state.factions[self.id].data["held_mice"]
        if held.get(place, 0) + n > 0:
            held[place] = held.get(place, 0) + n
        else:
            held.pop(place, None)

    @hookimpl
    def rootcore_held_moved(self, game, owner, kind, count, source, destination):
        """The Kings' warriors leaving a holding place (the Riverfolk's payments becoming funds, funds spent, Coffin
        Makers emptied): all of them, mice included, or else rats first (a reading: the mice stay while rats are
        left there)."""
        if owner != self.id or kind != "warrior":
            return
        going = max(0, game.state.factions[self.id].data["held_mice"].get(source, 0)
                    - held_pieces(game, source).get(self.id, {}).get("warrior", 0))
        self._add_held_mice(game, source, -going)
        if destination is not None and going:
            self._add_held_mice(game, destination, going)

    def mice_on_map(self, game) -> dict[int, int]:
        return {int(c): m for c in game.state.factions[self.id].data["mice"] if (m := self._mice_in(game, int(c)))}

    def bag_mice(self, game) -> int:
        """Mice in the bag (the supply): the mice neither on the map nor on another board."""
        return self.total_mice - sum(self.mice_on_map(game).values()) - self._held_mice(game) - self._lent_total(game)

    def _draw_from_bag(self, game, n: int, bag: int) -> int:
        """Draw `n` warriors at random from a bag of `bag` (BK.2.3), with the game's RNG: how many are mice. Asks
        the RNG nothing when the bag holds only one kind."""
        mice = self.bag_mice(game)
        if mice <= 0 or n <= 0:
            return 0
        if mice >= bag:
            return min(n, mice)
        drawn = 0
        rng = game.state.rng
        for _ in range(min(n, bag)):
            if rng.randrange(bag) < mice - drawn:
                drawn += 1
            bag -= 1
        return drawn

    @hookimpl
    def rootcore_pieces_placed(self, game, faction, kind, clearing, count):
        """BK.2.3: warriors placed from the supply are drawn from the bag once their clearing is chosen."""
        if faction != self.id or kind != "warrior":
            return
        fs = game.state.factions[self.id]
        if not fs.data.get("bag_ready"):
            return  # setup's rats (BK.3.3) go before the bag is formed
        self._settle_mice(game)
        drawn = self._draw_from_bag(game, count, fs.supply.get("warrior", 0) + count)
        game.event("bag_draw", faction=self.id, clearing=clearing, count=count, mice=drawn)
        if drawn:
            self._set_mice(game, clearing, self._mice_in(game, clearing) + drawn)
            lent = fs.data.get("lent")
            if lent is not None:  # BK.2.4: placed during an opponent's turn, they are that opponent's at once
                self._lend(game, lent, clearing, drawn)

    def pay_warriors(self, game, n: int, holder: str):
        """Warriors paid to the Riverfolk are drawn from the bag too (BK.2.3); they stay the Kings' on that board."""
        fs = game.state.factions[self.id]
        self._settle_mice(game)
        drawn = self._draw_from_bag(game, n, fs.supply.get("warrior", 0))
        pieces.hold(game, holder, self.id, "warrior", n)
        self._add_held_mice(game, holder, drawn)
        game.event("bag_draw", faction=self.id, holder=holder, count=n, mice=drawn)
        return 0
        yield

    def _settle_mice(self, game) -> None:
        """Bring the kept counts down to what they are read as (`_mice_in`, `_held_mice`)."""
        fs = game.state.factions[self.id]
        fs.data["mice"] = {c: m for c in list(fs.data["mice"]) if (m := self._mice_in(game, int(c)))}
        fs.data["held_mice"] = {p: m for p in list(fs.data["held_mice"]) if (m := self._held_mice_at(game, p))}

    def _which_go(self, game, clearing, going: int, before: int, mice: int, kind: str, verb: str, apply):
        """How many of `going` warriors out of `before` in `clearing`, `mice` of them mice, are mice: the Kings'
        choice (a decision) when it can go both ways. `apply(k)` records `k` of them as mice: those that must be
        now, when this is called, not when the generator returned runs (the warriors may have gone already, and
        other effects of the same move or removal may ask their questions first: the counts must hold meanwhile),
        then the rest chosen. Returns a generator whose value is how many were mice."""
        least, most = max(0, going - (before - mice)), min(going, mice)
        if least:
            apply(least)
        return self._choose_mice(clearing, going, least, most, kind, verb, apply)

    def _choose_mice(self, clearing, going: int, least: int, most: int, kind: str, verb: str, apply):
        """`_which_go`'s question, once the `least` mice that must go are recorded."""
        if least == most:
            return least
        chosen = yield Decision(self.id, kind, f"How many of the {going} warriors {verb} in clearing {clearing} "
                                f"are mice?", count_options(most, least), about={"clearing": clearing})
        if chosen.data["count"] > least:
            apply(chosen.data["count"] - least)
        return chosen.data["count"]

    def _removed_to(self, game, clearing, room: dict[str, int]):
        """An `apply` for `_which_go`: `k` mice removed from `clearing` go where the warriors removed with them went:
        the holding places in `room` ({place: warriors sent there not yet told apart}; a card keeping removed
        warriors, Coffin Makers), else the bag (BK.2.3, BK.7.2)."""
        def apply(k: int) -> None:
            self._shift_mice(game, clearing, None, k)
            for place in sorted(room):
                n = min(k, room[place])
                room[place] -= n
                k -= n
                self._add_held_mice(game, place, n)
        return apply

    def take_hits(self, game, clearing: int, hits: int, remover, cause: str):
        """Law 4.3.4 with BK.3.1: warriors first; the Kings choose how many of those hit are mice."""
        have = game.state.clearings[clearing].warriors.get(self.id, 0)
        going = min(hits, have)
        mice = self._mice_in(game, clearing)
        if going and mice:
            self._set_mice(game, clearing, mice)  # a stale count above the warriors there is read as that many
            lost = yield from self._which_go(game, clearing, going, have, mice, f"{self.id}.hit_mice", "removed",
                                             lambda k: None)  # the warriors are still there: counted once they go
            keeper = pieces.supply_keeper(game, self.id, "warrior", going)  # where they will go (Coffin Makers)
            self._removed_to(game, clearing, {keeper: going} if keeper else {})(lost)
        return (yield from pieces.take_hits_default(game, self.id, clearing, hits, remover, cause))

    def remove_hit_warriors(self, game, clearing: int, n: int, remover, cause: str, chooser: str, removal=None):
        """BK.2.4.I: the hits a Vagabond takes on the mice fighting with him as Allied warriors (Law 9.2.9.II.d)
        remove mice, the only warriors of the Kings he uses: back to the bag, or the Kings' on a card keeping removed
        warriors (Coffin Makers). Told here, where the chooser is known: a removal of the Kings' warriors in a
        battle on his turn may as well be the Kings' own hits as a defender (a Croakers' battle in his Evening), which
        `take_hits` has told apart already."""
        if chooser != self.id and self._uses_mice_as_allies(game, chooser):
            n = min(n, self.hit_warriors(game, clearing))
            mice = min(n, self._mice_in(game, clearing))
            if mice:
                keeper = pieces.supply_keeper(game, self.id, "warrior", n)  # where they will go (Coffin Makers)
                self._removed_to(game, clearing, {keeper: n} if keeper else {})(mice)
        return (yield from super().remove_hit_warriors(game, clearing, n, remover, cause, chooser, removal))

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Warriors removed outside battle from a clearing holding both kinds: the Kings say which went. During an
        opponent's turn, its warriors removed where it holds mice: it says how many were mice (BK.2.4)."""
        lent = game.state.factions[self.id].data.get("lent")
        if lent is not None and removal.owner == lent["holder"]:
            return self._lent_removed(game, lent, removal)
        if removal.owner != self.id or not removal.counts.get("warrior") or removal.cause in BATTLE_CAUSES:
            return None
        c = removal.clearing
        mice = game.state.factions[self.id].data["mice"].get(str(c), 0)
        if not mice:
            return None
        going = removal.counts["warrior"]
        before = game.state.clearings[c].warriors.get(self.id, 0) + going
        self._set_mice(game, c, min(mice, before))  # a stale count above the warriors there is read as that many
        return self._which_go(game, c, going, before, min(mice, before), f"{self.id}.removed_mice", "removed",
                              self._removed_to(game, c, dict(removal.held.get("warrior", {}))))

    # -- moves: mice and heralds along (BK.2.2) ----------------------------------------------------------------

    @hookimpl(tryfirst=True)
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """A move of the Kings' own warriors: which of them are mice, and heralds going along (BK.2.2). During an
        opponent's turn, a move of its warriors from where it holds mice: which of them are mice (BK.2.4). Asked before
        any other effect of the move (`tryfirst`): which pieces move is part of the move itself (Law 4.2), and another
        effect (the Highway Bandits' robbery) may take one of them."""
        lent = game.state.factions[self.id].data.get("lent")
        if lent is not None and faction == lent["holder"] and pieces.get("warrior") and str(origin) in lent["mice"] \
                and move.WARRIORS_OF not in pieces:
            return self._lent_moved(game, lent, origin, destination, pieces["warrior"], pieces.get("fixed", 0))
        if faction != self.id or not pieces.get("warrior") or move.WARRIORS_OF in pieces:
            return None
        going = pieces["warrior"]
        before, mice = self._before_moving(game, origin, going)
        heralds = game.state.clearings[origin].count(self.id, "herald")
        if not heralds and max(0, going - (before - mice)) == min(going, mice):  # nothing to ask
            self._shift_mice(game, origin, destination, min(going, mice))
            return None
        return self._move_along(game, origin, destination, pieces, going, before, mice, heralds)

    @hookimpl
    def rootcore_warriors_returned(self, game, faction, clearing, count, held):
        """The Kings' warriors swapped out of a clearing (G.1.31) go back to the bag (BK.2.3): the count of mice kept
        there comes down to the warriors left (rats go first, as the count is read), so that warriors arriving later
        are not read as the mice that went. The holder's swapped out where it holds mice (BK.2.4): those that were
        mice go to the bag, or stay the Kings' where a card keeps them (`held`, Coffin Makers). Which were mice is the
        holder's choice, which a swap cannot ask (the hook asks nothing): as many as may be, as it would choose, its
        own warriors then staying on the map for good rather than the Kings' mice."""
        if faction == self.id:
            self._settle_mice(game)
            return
        lent = game.state.factions[self.id].data.get("lent")
        if lent is None or faction != lent["holder"] or not lent["mice"].get(str(clearing)):
            return
        k = min(count, lent["mice"][str(clearing)])
        self._unlend(game, lent, clearing, {held: count} if held else {}, k, "mice_swapped_out")

    @hookimpl
    def rootcore_pieces_relocated(self, game, faction, origin, destination, count):
        """Warriors taken out of one clearing and placed in another as the same pieces (the Winged Menace's Dark
        Passage): the Kings' own, or an opponent's where it holds mice, say which of them are mice, as for a move
        (BK.2.3, BK.2.4); no heralds go along, since it is no move (BK.2.2)."""
        lent = game.state.factions[self.id].data.get("lent")
        if lent is not None and faction == lent["holder"] and str(origin) in lent["mice"]:
            return self._lent_moved(game, lent, origin, destination, count, relocated=True)
        if faction != self.id:
            return None
        before, mice = self._before_moving(game, origin, count)
        return self._move_along(game, origin, destination, {"warrior": count}, count, before, mice, 0)

    def _before_moving(self, game, origin: int, going: int) -> tuple[int, int]:
        """The Kings' warriors in `origin` before `going` of them left, and the mice among them (a stale count above
        the warriors read as that many, as `_mice_in` reads it)."""
        before = game.state.clearings[origin].warriors.get(self.id, 0) + going
        return before, min(game.state.factions[self.id].data["mice"].get(str(origin), 0), before)

    def _move_along(self, game, origin, destination, moved, going, before, mice, heralds):
        """The mice among warriors that moved (those that must be, recorded now: `_which_go`), then the heralds going
        along, as a generator."""
        which = self._which_go(game, origin, going, before, mice, f"{self.id}.move_mice", "moving",
                               lambda k: self._shift_mice(game, origin, destination, k))
        return self._heralds_along(game, which, origin, destination, moved, heralds)

    def _heralds_along(self, game, which, origin, destination, moved, heralds):
        yield from which
        if heralds:
            chosen = yield Decision(self.id, f"{self.id}.move_heralds", f"Move how many heralds along to "
                                    f"{destination}?", count_options(heralds, 0),
                                    about={"clearing": origin, "destination": destination})
            n = chosen.data["count"]
            for _ in range(n):
                move.shift_token(game, self.id, "herald", origin, destination)
            if n:
                moved["herald"] = n
                game.event("heralds_moved", faction=self.id, origin=origin, destination=destination, count=n)

    def _shift_mice(self, game, origin, destination, n: int) -> None:
        """`n` of the mice kept for `origin` go to `destination` (None: off the map)."""
        if n:
            mice = game.state.factions[self.id].data["mice"].get(str(origin), 0)
            self._set_mice(game, origin, mice - n)
            if destination is not None:
                self._set_mice(game, destination, self._mice_in(game, destination) + n)

    @hookimpl
    def rootcore_moved(self, game, faction, origin, destination, pieces):
        """Kings' warriors moved by another player: by a Vagabond on his turn, mice first (BK.2.4.I: he moves them
        as Allied warriors); else rats first."""
        if pieces.get(move.WARRIORS_OF) != self.id:
            return None
        mice = game.state.factions[self.id].data["mice"].get(str(origin), 0)
        if self._uses_mice_as_allies(game, faction):
            shifted = min(pieces.get("warrior", 0), mice)
        else:
            shifted = mice - game.state.clearings[origin].warriors.get(self.id, 0)
        if shifted > 0:
            self._shift_mice(game, origin, destination, shifted)
        return None

    # -- Mice Mischief (BK.2.4) ---------------------------------------------------------------------------------
    #
    # At the start of an opponent's turn the mice on the map become its warriors, in its `ClearingState.warriors`,
    # so every rule reads them as its own (rule, moves, battle, removal, its abilities); `fs.data["lent"]` says which
    # clearings hold how many: {"holder": faction, "mice": {str(clearing): n}}. Its moves and removals there ask it
    # which of its warriors were mice; at the end of its turn those left go back to the Kings, and any removed go
    # back to the bag.

    def takes_mice(self, game, faction: str) -> bool:
        """Whether `faction` treats the mice as its own warriors during its turn: an opponent with warriors of its
        own. The Vagabond uses them as Allied warriors instead (BK.2.4.I, `rootcore_allied_warriors`)."""
        return faction != self.id and "warrior" in game.factions[faction].board.pieces

    def _uses_mice_as_allies(self, game, faction: str | None) -> bool:
        """Whether `faction` is an opponent taking its turn that uses the mice as Allied warriors (BK.2.4.I): one
        without warriors of its own (the Vagabond)."""
        return faction is not None and faction != self.id and faction == game.state.current_faction \
            and not self.takes_mice(game, faction)

    @hookimpl
    def rootcore_allied_warriors(self, game, faction, clearing):
        """BK.2.4.I: on his turn the Vagabond may use the mice as Allied warriors (Law 9.2.9.II.b-d); their use never
        changes his relationship with the Kings."""
        if not self._uses_mice_as_allies(game, faction):
            return None
        n = self._mice_in(game, clearing)
        return {self.id: n} if n else None

    def _lent_total(self, game) -> int:
        lent = game.state.factions[self.id].data.get("lent")
        return sum(lent["mice"].values()) if lent else 0

    def warriors_with_others(self, game) -> dict[str, dict[int | None, int]]:
        lent = game.state.factions[self.id].data.get("lent")
        if not lent or not lent["mice"]:
            return {}
        return {lent["holder"]: {None if c == ELSEWHERE else int(c): n for c, n in lent["mice"].items()}}

    def _lend(self, game, lent: dict, clearing, n: int) -> None:
        """`n` mice of the Kings in `clearing` become the holder's warriors there."""
        cl = game.state.clearings[clearing]
        holder = lent["holder"]
        pieces.take_warriors(cl, self.id, n)
        pieces.put(cl, holder, "warrior", "warrior", n)
        self._set_mice(game, clearing, self._mice_in(game, clearing) - n)
        lent["mice"][str(clearing)] = lent["mice"].get(str(clearing), 0) + n

    @hookimpl
    def rootcore_turn_begins(self, game, faction):
        """BK.2.4: as an opponent's turn begins, before anything of its Birdsong (its dominance check, Law 3.3.1, and
        every "at start of Birdsong" effect, whatever the order of the factions), the mice on the map become its
        pieces."""
        if not self.takes_mice(game, faction):
            return None
        lent = game.state.factions[self.id].data["lent"] = {"holder": faction, "mice": {}}
        mice = self.mice_on_map(game)
        for c, n in sorted(mice.items()):
            self._lend(game, lent, c, n)
        if mice:
            game.event("mice_mischief", faction=self.id, holder=faction, mice={str(c): n for c, n in mice.items()})
        return None

    @hookimpl
    def rootcore_turn_ends(self, game, faction):
        """BK.2.4: as the opponent's turn ends (after its Evening's end effects) the mice it holds are the Kings' again;
        mice it lost went back to the bag as they were removed (`_lent_removed`). Mice it moved off the map (into the
        Winged Menace's Nexus or the Duchy's Burrow, where only the owner's pieces may be) are in no clearing of the
        map, where BK.2.4 lends them: they go back to the bag, not to the Kings there. Mice no longer where they were
        lent, neither moved nor removed by a rule this plugin hears of, were removed unannounced (into the bag, from
        the holder's supply) or, when its supply lacks them, taken out and placed elsewhere by an effect that did not
        relocate them through `pieces.relocate_warriors`: the holder says where (`_find_placed_mice`)."""
        fs = game.state.factions[self.id]
        lent = fs.data.get("lent")
        if lent is None or lent["holder"] != faction:
            return None
        holder = game.state.factions[faction]
        returned = bool(lent["mice"])  # none lent this turn (no mice on the map): nothing to tell
        missing = 0
        for c, n in sorted(lent["mice"].items()):
            back = min(n, pieces.free_warriors(game, faction, int(c)))  # never a warlord (Law 14.2.2) for a mouse
            self._take_back(game, faction, int(c), back)
            lost = min(n - back, holder.supply.get("warrior", 0))  # removed unannounced: into the bag now
            holder.supply["warrior"] = holder.supply.get("warrior", 0) - lost
            fs.supply["warrior"] += lost
            missing += n - back - lost
        lent["mice"] = {ELSEWHERE: missing} if missing else {}  # still the holder's until found (`warriors_with_others`)
        if missing:
            return self._find_placed_mice(game, lent, returned)
        self._end_lending(game, faction, returned)
        return None

    def _take_back(self, game, holder: str, clearing: int, n: int) -> None:
        """`n` of the holder's warriors in `clearing` are lent mice: the Kings' again there, or, off the map, into the
        bag (BK.2.4)."""
        if not n:
            return
        fs = game.state.factions[self.id]
        cl = game.state.clearings[clearing]
        pieces.take_warriors(cl, holder, n)
        if clearing in game.board.clearing_ids:  # a map clearing: the Kings' warriors again, where they stand
            cl.warriors[self.id] = cl.warriors.get(self.id, 0) + n
            self._set_mice(game, clearing, self._mice_in(game, clearing) + n)
        else:  # off the map (the Nexus, the Burrow): into the bag
            fs.supply["warrior"] += n
            game.event("mice_to_bag", faction=self.id, holder=holder, clearing=clearing, count=n)
        cl.warriors_changed()

    def _find_placed_mice(self, game, lent: dict, returned: bool):
        """The holder took mice out of their clearing and placed them elsewhere (no move, no removal): it says which
        of its warriors they are, one at a time; they are the Kings' again there (BK.2.4)."""
        holder = lent["holder"]
        while lent["mice"].get(ELSEWHERE):
            where = [c for c in sorted(game.state.clearings) if pieces.free_warriors(game, holder, c)]
            if not where:
                break
            chosen = yield Decision(holder, f"{self.id}.mischief_placed", f"Which of your warriors is a Borough Kings "
                                    f"mouse you placed elsewhere ({lent['mice'][ELSEWHERE]} to find)?",
                                    clearing_options(where))
            lent["mice"][ELSEWHERE] -= 1
            self._take_back(game, holder, chosen.data["clearing"], 1)
        self._end_lending(game, holder, returned)

    def _end_lending(self, game, holder: str, returned: bool) -> None:
        game.state.factions[self.id].data["lent"] = None
        if returned:
            game.event("mice_returned", faction=self.id, holder=holder)

    def _lent_removed(self, game, lent: dict, removal):
        """The holder's warriors removed where it holds mice: it chose which (Law 4.3.4, BK.2.4); those that were
        mice go back to the bag, not its supply. As many as must be mice go at once, the rest as it answers. Its
        warriors of a sort of its own (the Twelve Colonies' turtles, `Faction.warriors_told_apart`) are no mice: those
        it said were removed (`Removal.told_apart`) leave fewer mice to claim, those left leave fewer places for mice
        to stay; so do those no removal takes outside battle, its own pieces (`Faction.fixed_warriors`: a robot's
        gears, lost to hits only, OMT.2.4.I; the warlord, Law 14.2.2)."""
        c = str(removal.clearing)
        n, going = lent["mice"].get(c, 0), removal.counts.get("warrior", 0)
        if not n or not going:
            return None
        left = game.state.clearings[removal.clearing].warriors.get(lent["holder"], 0)
        n = min(n, left + going)  # mice placed elsewhere (no move, no removal) left a count above the warriors there
        holder = game.factions[lent["holder"]]
        room = left - holder.warriors_told_apart(game, removal.clearing)
        if holder.has_fixed_warriors:
            room -= holder.fixed_warriors(game, removal.clearing, False)
        least, most = max(0, n - room), min(going - removal.told_apart, n)
        self._unlend(game, lent, removal.clearing, removal.held.get("warrior", {}), least)
        if most == least:
            return None
        return self._ask_lent_removed(game, lent, removal, going, least, most)

    def _ask_lent_removed(self, game, lent, removal, going, least, most):
        # Removals resolved together (several in one clearing) may have claimed mice meanwhile: never more than are
        # still lent there.
        most = min(most, least + lent["mice"].get(str(removal.clearing), 0))
        if most <= least:
            return
        chosen = yield Decision(lent["holder"], f"{self.id}.mischief_removed", f"How many of your {going} warriors "
                                f"removed in clearing {removal.clearing} were Borough Kings mice?",
                                count_options(most, least), about={"clearing": removal.clearing})
        self._unlend(game, lent, removal.clearing, removal.held.get("warrior", {}), chosen.data["count"] - least)

    def _unlend(self, game, lent, clearing: int, held: dict[str, int], k: int, told: str = "mice_removed") -> None:
        """`k` of the holder's warriors that left `clearing` (removed, or swapped out) were mice: where they were kept
        (`held`, holding place -> how many of the holder's warriors went there: a card keeping them, Coffin Makers;
        brought down here), the Kings' there again; else from its supply to the bag. Event `told`."""
        holder = game.state.factions[lent["holder"]]
        kings = game.state.factions[self.id]
        kept = {place: n for place, n in held.items() if n}
        k = min(k, holder.supply.get("warrior", 0) + sum(kept.values()))
        if k <= 0:
            return
        left = k
        for place, n in sorted(kept.items()):
            swap = pieces.release_held(game, place, lent["holder"], "warrior", min(n, left))
            held[place] = n - swap
            holder.supply["warrior"] -= swap
            kings.supply["warrior"] += swap
            pieces.hold(game, place, self.id, "warrior", swap)
            self._add_held_mice(game, place, swap)
            left -= swap
        rest = min(left, holder.supply.get("warrior", 0))
        holder.supply["warrior"] -= rest
        kings.supply["warrior"] += rest
        k -= left - rest
        if k <= 0:
            return
        c = str(clearing)
        if lent["mice"].get(c, 0) > k:
            lent["mice"][c] -= k
        else:
            lent["mice"].pop(c, None)
        game.event(told, faction=self.id, holder=lent["holder"], clearing=clearing, count=k)

    def _lent_moved(self, game, lent, origin, destination, going: int, fixed_going: int = 0,
                    relocated: bool = False):
        """The holder moved warriors from where it holds mice (or `relocated` them: taken out and placed, WM.2.4.II):
        how many were mice is its choice (BK.2.4), asked by the generator returned. `fixed_going` of them are pieces of
        its own the move says went (the warlord moving on the Hundreds' turn, Law 14.2.2): never mice."""
        kept = lent["mice"][str(origin)]
        holder = game.factions[lent["holder"]]
        before = game.state.clearings[origin].warriors.get(lent["holder"], 0) + going
        n = min(kept, before)  # mice placed elsewhere (no move, no removal) left a count above the warriors there
        # Warriors its rules keep in place (the warlord, Law 14.2.2; the Twelve Colonies' turtles, TC.2.2.II) did not
        # go: the others that went were mice. Those its rules need as its own pieces where they went (a robot's gears
        # moving with it, OMT.2.4.I) are none.
        fixed = self._kept_in_place(game, holder, origin, relocated)
        room = going
        if holder.has_fixed_warriors:
            room = game.state.clearings[destination].warriors.get(lent["holder"], 0) \
                - self._kept_in_place(game, holder, destination, relocated) - lent["mice"].get(str(destination), 0)
        most = max(0, min(going - fixed_going, n, room))
        least = min(most, max(0, going - (before - n - fixed)))
        # Those that must be mice are recorded now, as for the Kings' own (`_which_go`): other effects of the move
        # may ask their questions before the holder answers.
        self._shift_lent(lent, origin, destination, least)
        return self._choose_lent(lent, origin, destination, going, least, most)

    def _choose_lent(self, lent, origin, destination, going: int, least: int, most: int):
        """`_lent_moved`'s question, once the `least` mice that must have gone are recorded."""
        if most > least:
            chosen = yield Decision(lent["holder"], f"{self.id}.mischief_move", f"How many of the {going} warriors "
                                    f"moving from {origin} are Borough Kings mice?", count_options(most, least),
                                    about={"clearing": origin})
            self._shift_lent(lent, origin, destination, chosen.data["count"] - least)

    @staticmethod
    def _shift_lent(lent, origin, destination, k: int) -> None:
        """`k` of the mice lent in `origin` went to `destination`."""
        if k:
            kept = lent["mice"][str(origin)]
            if kept > k:
                lent["mice"][str(origin)] = kept - k
            else:
                del lent["mice"][str(origin)]
            lent["mice"][str(destination)] = lent["mice"].get(str(destination), 0) + k

    @staticmethod
    def _kept_in_place(game, holder, clearing: int, relocated: bool) -> int:
        """The holder's warriors in `clearing` that its rules keep there: those no move takes (the warlord outside
        the Hundreds' turn, turtles) or, for warriors `relocated` (taken out and placed elsewhere by an effect), also
        those nothing may place (the warlord on any turn, Law 14.2.2): what `pieces.movable_warriors` leaves out."""
        if not holder.has_fixed_warriors:
            return 0
        fixed = holder.fixed_warriors(game, clearing, True)
        return max(fixed, holder.fixed_warriors(game, clearing, False)) if relocated else fixed

    # -- setup (BK.3) -----------------------------------------------------------------------------------------

    def _arsenal_fits(self, game):
        return lambda c: pieces.placement_allowed(game, self.id, "arsenal", c)

    def _enemy_buildings(self, game, c: int, tokens: bool = False) -> bool:
        cl = game.state.clearings[c]
        return any(f != self.id for f, _ in cl.buildings) or (tokens and any(f != self.id for f, _ in cl.tokens))

    def setup(self, game):
        fs = game.state.factions[self.id]
        corners = setup.setup_corners(game, self.id, self._arsenal_fits(game))  # BK.3.2, as the Eyrie's 7.3.2
        arsenals = []
        if corners:
            chosen = yield Decision(self.id, f"{self.id}.setup.corner", "Place your first arsenal in which corner?",
                                    clearing_options(corners))
            first = chosen.data["clearing"]
            pieces.place(game, self.id, "arsenal", first)
            setup.record_starting_corner(game, self.id, first)
            arsenals.append(first)
            for _ in range(2):  # two different adjacent clearings with no enemy buildings
                near = [c for c in adjacent(game, first) if c not in arsenals  # closed paths: Law C.3.2
                        and not self._enemy_buildings(game, c) and pieces.can_place(game, self.id, "arsenal", c)]
                if not near:
                    break
                chosen = yield Decision(self.id, f"{self.id}.setup.arsenal", "Place an arsenal in which adjacent "
                                        "clearing?", clearing_options(near))
                pieces.place(game, self.id, "arsenal", chosen.data["clearing"])
                arsenals.append(chosen.data["clearing"])
        # BK.3.3 a rat in each clearing; BK.3.7: those in clearings with enemy buildings or tokens go, as evenly as
        # possible, to the arsenal clearings (placed there at once: the same position).
        rats = min(self.board.data.get("rats", 16), fs.supply["warrior"])
        moved = 0
        for c in game.board.clearing_ids:
            if not rats:
                break
            rats -= 1
            if self._enemy_buildings(game, c, tokens=True) or not pieces.place(game, self.id, "warrior", c):
                moved += 1
        if arsenals:
            yield from setup.place_evenly(game, self.id, "warrior", moved, arsenals, f"{self.id}.setup.rearrange")
        fs.data["bag_ready"] = True  # the rest, mice included, go in the bag
        chosen = yield Decision(self.id, f"{self.id}.setup.regent", "Choose your regent",  # BK.3.4
                                list(self.regent_options.values()))
        fs.data["regent"] = chosen.data["regent"]
        self._tuck_henchmen(fs, fs.data["regent"])  # BK.3.5
        game.event("regent", faction=self.id, regent=fs.data["regent"])

    # -- abilities ----------------------------------------------------------------------------------------------

    limits_crafting = True  # BK.2.1: `crafting_affordable`

    def _crafting_limits(self, game):
        """(arsenals by crafting suit, Consolidate cards by suit without birds, bird cards there) for BK.2.1: an
        arsenal is activated only with a Consolidate card of its own matching its clearing, a bird card (a Loyal
        Henchman among them) matching any, and any card matching an arsenal in a clearing of every suit (the Lost
        City: its arsenals are counted under `craft.ANY`)."""
        fs = game.state.factions[self.id]
        suits = Counter(game.cards[c].suit for c in fs.zones[zone("consolidate")])
        suits[self.henchmen_suit] += fs.data["henchmen"].get("consolidate", 0)
        birds = suits.pop("bird", 0)
        arsenals: dict[str, int] = {}  # counted here, not kept in the core's building cache (its values are the
        for c, cl in game.state.clearings.items():  # default `crafting_pieces`, which this class answers otherwise)
            n = cl.buildings.count((self.id, "arsenal"))
            if n:
                key = crafting_key(game.state.suits[c])
                arsenals[key] = arsenals.get(key, 0) + n
        return arsenals, suits, birds

    @staticmethod
    def _cards_suffice(arsenals, suits, birds, activated) -> bool:
        """BK.2.1: whether `activated` arsenals (by crafting suit) each have a Consolidate card of their own: those of
        a suit take its cards, then birds; those of every suit (`craft.ANY`) any card left."""
        if any(n > arsenals.get(key, 0) for key, n in activated.items()):
            return False
        short = sum(max(0, n - suits.get(key, 0)) for key, n in activated.items() if key != craft.ANY)
        left = sum(max(0, n - activated.get(key, 0)) for key, n in suits.items()) + birds - short
        return short <= birds and activated.get(craft.ANY, 0) <= left

    def crafting_pieces(self, game) -> dict[str, int]:
        """BK.2.1, suit by suit: how many arsenals of each suit could be activated, counting those used this turn
        (the core takes them off), each as if the others took no card; whether a cost can be paid with its own
        cards for each arsenal is `crafting_affordable`."""
        arsenals, suits, birds = self._crafting_limits(game)
        used = game.state.factions[self.id].crafting_used
        out = {}
        for key, n in arsenals.items():
            activated = Counter(used)
            while activated[key] < n and self._cards_suffice(arsenals, suits, birds, activated + Counter({key: 1})):
                activated[key] += 1
            out[key] = activated[key]
        return out

    def crafting_affordable(self, game, cost, activated=None) -> bool:
        """BK.2.1: the activations of this turn (with `activated`, those `craft.activate` is trying) and those `cost`
        needs, each with its own matching Consolidate card, for some way of paying the cost: a named suit by an arsenal
        of that suit or one in a clearing of every suit (`craft.ANY`), an "any" by any arsenal."""
        arsenals, suits, birds = self._crafting_limits(game)
        used = Counter(game.state.factions[self.id].crafting_used) + Counter(activated or {})
        return self._payable(arsenals, suits, birds, used, cost)

    @classmethod
    def _payable(cls, arsenals, suits, birds, used: Counter, cost) -> bool:
        """`crafting_affordable` on counts: whether some way of paying `cost` on top of the `used` arsenals (by crafting
        suit) gives every arsenal a card of its own (`_cards_suffice`)."""
        ways = [list(arsenals) if suit == "any" else [suit] + ([craft.ANY] if craft.ANY in arsenals else [])
                for suit in cost]
        return any(cls._cards_suffice(arsenals, suits, birds, used + Counter(way))
                   for way in {tuple(sorted(way)) for way in product(*ways)})

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """BK.8.4 Tyrant: one extra hit in a clearing with an arsenal, attacking or defending."""
        if battle.faction(side) == self.id and self.regent(game) == "tyrant" \
                and game.state.clearings[battle.clearing].count(self.id, "arsenal"):
            battle.extra_hits[side] += 1
        return None

    @hookimpl
    def rootcore_battle_end(self, game, battle):
        """BK.2.2 Herald of the King: one VP when, after their battle, a herald is there, they rule the clearing
        and no enemy piece is left."""
        if self.id not in (battle.attacker, battle.defender):
            return None
        c = battle.clearing
        cl = game.state.clearings[c]
        if not cl.count(self.id, "herald") or not is_ruler(game, c, self.id):
            return None
        others = {f for f, n in cl.warriors.items() if n} | {f for f, _ in cl.buildings + cl.tokens} | set(cl.pawns)
        if any(f != self.id and f in game.state.factions and is_enemy(game, self.id, f)
               and pieces.has_enemy_pieces(game, self.id, c, f) for f in others):  # not mercenaries (G.1.9)
            return None
        scoring.score(game, self.id, 1, "herald")
        return None

    @hookimpl
    def rootcore_item_crafted(self, game, faction, card):
        """BK.8.2 Oligarch: once per turn, after crafting an item, may draw a card."""
        fs = game.state.factions[self.id]
        if faction != self.id or self.regent(game) != "oligarch" or fs.data.get("oligarch_drew"):
            return None
        return self._oligarch_draw(game)

    def _oligarch_draw(self, game):
        if (yield from ask_yes_no(self.id, f"{self.id}.oligarch", "Oligarch: draw a card?")):
            game.state.factions[self.id].data["oligarch_drew"] = True
            cards.draw(game, self.id, 1)

    # -- Birdsong (BK.4) ---------------------------------------------------------------------------------------

    def arsenals_out(self, game) -> int:
        """Arsenals off the track (on the map): the Arsenals track's revealed space (BK.6.1, BK.6.2)."""
        return self.board.tracks["arsenal"].spaces - game.state.factions[self.id].tracks["arsenal"]

    def birdsong(self, game):
        fs = game.state.factions[self.id]
        fs.data["oligarch_drew"] = False  # BK.8.2: once per turn
        if not pieces.on_map_from_track(game, self.id, "arsenal") and pieces.available(game, self.id, "arsenal"):
            spots = [c for c in setup.edge_clearings(game) if pieces.placement_allowed(game, self.id, "arsenal", c)]
            if spots:  # BK.4.1 A New Arsenal
                chosen = yield Decision(self.id, f"{self.id}.new_arsenal", "A New Arsenal: in which edge clearing?",
                                        clearing_options(spots))
                c = chosen.data["clearing"]
                pieces.place(game, self.id, "arsenal", c)
                pieces.place(game, self.id, "warrior", c, self.board.data.get("new_arsenal_warriors", 6))
                game.event("new_arsenal", faction=self.id, clearing=c)
        if self.regent(game) == "general" and fs.hand:  # BK.8.1
            question = hand_question(game, self.id, f"{self.id}.general", "General: add a card to the Manifest "
                                     "and score 1 VP?", [fixed_option("yes", "Add a card"), fixed_option("no", "No")])
            if question is not None and (yield question).id == "yes":
                yield from self._add_card(game, fs.hand)
                scoring.score(game, self.id, 1, "general")

    def _add_card(self, game, choices):
        """One card from hand to a Manifest column of the Kings' choice (BK.6.2: any column, any number)."""
        chosen = yield from cards.choose_from_hand(game, self.id, f"{self.id}.manifest.card", "Add which card to the "
                                                   "Manifest?", cards.card_options(game, sorted(set(choices))))
        yield from self._to_column(game, chosen.data["card"], from_hand=True)

    def _to_column(self, game, card: int, from_hand: bool):
        fs = game.state.factions[self.id]
        chosen = yield Decision(self.id, f"{self.id}.manifest.column", f"Add {game.cards[card].name} "
                                f"({game.cards[card].suit}) to which Manifest column?", list(self.column_options))
        column = chosen.data["column"]
        if from_hand:
            fs.hand.remove(card)
        fs.zones[zone(column)].append(card)
        game.event("manifest_added", faction=self.id, card=card, column=column)

    # -- Daylight (BK.5) ---------------------------------------------------------------------------------------

    def daylight(self, game):
        """BK.5: craft, resolve the Manifest left to right, Overextension, Abdicate. The top of each Manifest card
        is a resume point: what is left is in `manifest_progress`."""
        fs = game.state.factions[self.id]
        progress = fs.data.get("manifest_progress")
        if progress is None:
            yield from craft.craft_step(game, self.id, f"{self.id}.craft")  # BK.5.1
            progress = fs.data["manifest_progress"] = {"column": 0, "left": None, "acted": False}
        for index in range(progress["column"], len(self.columns)):  # BK.5.2: left to right
            column = self.columns[index]
            if progress["left"] is None:
                left = [[f"card:{c}", game.cards[c].suit] for c in fs.zones[zone(column)]]
                left += [[HENCHMAN, self.henchmen_suit]] * fs.data["henchmen"].get(column, 0)
                progress.update(column=index, left=left)
            left = progress["left"]
            while left:
                game.resume_point()
                if progress["acted"]:  # dominance and card effects between actions (3.3.1, 1.4.1)
                    yield from cards.daylight_card_window(game, self.id, f"{self.id}.daylight_cards", GO_ON)
                progress["acted"] = True
                entry = 0
                if len({suit for _, suit in left}) > 1:  # the order within a column is the Kings' (BK.5.2)
                    entry = yield from self._pick_entry(game, column, left)
                _, suit = left.pop(entry)
                done = yield from getattr(self, "_" + column)(game, suit)
                if not done:
                    del fs.data["manifest_progress"]
                    game.event("manifest_failed", faction=self.id, column=column, suit=suit)
                    yield from self._coup(game, "failed")  # BK.5.2, BK.7.4: Daylight ends
                    return
            progress["left"] = None
        del fs.data["manifest_progress"]
        if any(len(fs.zones[zone(c)]) + fs.data["henchmen"].get(c, 0) >= 5 for c in self.columns):
            yield from self._coup(game, "overextension")  # BK.5.3
            return
        while True:  # BK.5.4 Abdicate, with the Daylight card options (3.3.1, 1.4.1)
            options = [ABDICATE, END] + cards.daylight_card_options(game, self.id)
            chosen = yield Decision(self.id, f"{self.id}.abdicate", "End Daylight, or abdicate?", options)
            if chosen.id == "end":
                return
            if chosen.id == "abdicate":
                yield from self._coup(game, "abdicate")
                return
            yield from cards.resolve_daylight_card_option(game, self.id, chosen)

    def _pick_entry(self, game, column: str, left: list):
        return pick_entry(game, self.id, f"{self.id}.manifest.resolve", f"Resolve which {column.capitalize()} card "
                          "next?", column, left, HENCHMAN, f"Loyal Henchman ({self.henchmen_suit})")

    def matching(self, game, suit: str) -> frozenset | None:
        """Clearings a card of `suit` names (None: any, a bird card)."""
        if suit == "bird":
            return None
        from rootcore.rules.suits import clearings_of_suit
        return frozenset(clearings_of_suit(game, suit))

    def _conquer(self, game, suit: str):
        """BK.5.2.I: battle in, or move (one warrior or more) from, a matching clearing."""
        allowed = self.matching(game, suit)
        can_fight = battle.can_battle(game, self.id, allowed)
        can_go = move.can_move(game, self.id, allowed)
        if not (can_fight or can_go):
            return False
        if can_fight and can_go:
            chosen = yield Decision(self.id, f"{self.id}.conquer", f"Conquer ({suit}): battle or move?",
                                    [fixed_option("battle", "Battle"), fixed_option("move", "Move")])
            can_fight = chosen.id == "battle"
        if can_fight:
            return (yield from battle.take_battle(game, self.id, allowed=allowed, kind=f"{self.id}.battle")) is not None
        return (yield from move.take_move(game, self.id, allowed_origins=allowed, kind=f"{self.id}.move")) is not None

    def _recruit(self, game, suit: str):
        """BK.5.2.II: a matching clearing with arsenals; one warrior per arsenal, drawn together from the bag."""
        allowed = self.matching(game, suit)
        clearings = game.state.clearings
        spots = [c for c in game.board.clearing_ids if (self.id, "arsenal") in clearings[c].buildings
                 and (allowed is None or c in allowed) and pieces.placement_allowed(game, self.id, "warrior", c)]
        left = pieces.available(game, self.id, "warrior")
        if not spots or not left:
            return False
        # BK.5.2: an action that can be taken fully must be: where the bag holds a warrior per arsenal, if anywhere.
        spots = [c for c in spots if clearings[c].count(self.id, "arsenal") <= left] or spots
        chosen = yield Decision(self.id, f"{self.id}.recruit", f"Recruit ({suit}) in which clearing?",
                                clearing_options(spots))
        c = chosen.data["clearing"]
        need = clearings[c].count(self.id, "arsenal")
        return pieces.place(game, self.id, "warrior", c, need) == need  # the most possible (Law 1.5.4)

    def _consolidate(self, game, suit: str):
        """BK.5.2.III: an arsenal in a matching clearing the Kings rule, or a herald in a matching clearing with an
        arsenal."""
        allowed = self.matching(game, suit)
        options = []
        for c in game.board.clearing_ids:  # the map's (never a clearing off it, the Duchy's Burrow)
            if allowed is not None and c not in allowed:
                continue
            cl = game.state.clearings[c]
            if pieces.can_place(game, self.id, "arsenal", c) and is_ruler(game, c, self.id):
                options.append(Option(f"arsenal:{c}", f"arsenal in {c}", {"clearing": c, "piece": "arsenal"}))
            if (self.id, "arsenal") in cl.buildings and pieces.can_place(game, self.id, "herald", c):
                options.append(Option(f"herald:{c}", f"herald in {c}", {"clearing": c, "piece": "herald"}))
        if not options:
            return False
        chosen = yield Decision(self.id, f"{self.id}.consolidate", f"Consolidate ({suit}): place what, where?",
                                options)
        return pieces.place(game, self.id, chosen.data["piece"], chosen.data["clearing"]) == 1

    # -- Palace Coup (BK.7) ------------------------------------------------------------------------------------

    def manifest_birds(self, game) -> int:
        """Bird cards in the Manifest, the Loyal Henchmen included when they are birds (BK.7.1)."""
        fs = game.state.factions[self.id]
        return column_birds(game, fs, [zone(c) for c in self.columns], fs.data["henchmen"], self.henchmen_suit == "bird")

    def _coup(self, game, reason: str):
        fs = game.state.factions[self.id]
        game.event("palace_coup", faction=self.id, regent=fs.data["regent"], reason=reason)
        scoring.score(game, self.id, -self.manifest_birds(game), "anarchy")  # BK.7.1
        removals = []
        for c, n in sorted(self.mice_on_map(game).items()):  # BK.7.2 Purge: mice back to the bag
            removal = pieces.remove(game, self.id, "warrior", c, n, None, "purge")
            if removal is not None:  # they go where removed warriors go: the bag, or a card keeping them
                self._set_mice(game, c, n)  # a stale count above the warriors there is read as that many
                self._removed_to(game, c, dict(removal.held.get("warrior", {})))(removal.counts["warrior"])
                removals.append(removal)
        purge(game, fs, [zone(c) for c in self.columns])  # the Loyal Henchmen stay
        # BK.7.3 Dethrone, and BK.7.3.I Reactionist Uprising when no regent is face up
        fs.data["regent"] = yield from replace_leader(game, fs, self.id, self.regents, "regent", f"{self.id}.coup.regent",
                                                      "Palace Coup: choose your new regent", self.regent_options.get,
                                                      "reactionist_uprising")
        self._tuck_henchmen(fs, fs.data["regent"])
        game.event("regent", faction=self.id, regent=fs.data["regent"])
        yield from pieces.resolve_removals(game, removals)
        # BK.7.4 Proclaim: the caller ends Daylight.

    # -- Evening (BK.6) ----------------------------------------------------------------------------------------

    def evening(self, game):
        fs = game.state.factions[self.id]
        out = self.arsenals_out(game)
        if len(fs.hand) < self.board.data["pledge_hand"][out]:  # BK.6.1 Desperate Pledge
            yield from cards.draw_step(game, self.id, 1)
        added = 0
        for _ in range(self.board.data["manifest_cards"][out]):  # BK.6.2: as many as the hand allows
            if not fs.hand:
                break
            yield from self._add_card(game, fs.hand)
            added += 1
        if added > 1:
            scoring.score(game, self.id, added - 1, "manifest")
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # BK.6.3
        yield from cards.discard_to_hand_limit(game, self.id)
        if self.regent(game) == "populist":  # BK.8.3, at the end of Evening: no points for these
            for card in cards.draw(game, self.id, 2):
                yield from self._to_column(game, card, from_hand=True)

    def draw_bonus(self, game) -> int:
        """BK.6.3: one more card per clearing the Kings rule with a herald of theirs in it."""
        return sum(1 for c, cl in game.state.clearings.items()
                   if (self.id, "herald") in cl.tokens and is_ruler(game, c, self.id))

    # -- checks and view ---------------------------------------------------------------------------------------

    def invariant_problems(self, game) -> list[str]:
        fs = game.state.factions[self.id]
        problems = []
        for c, n in fs.data["mice"].items():
            if n <= 0:
                problems.append(f"a count of {n} mice kept for clearing {c}")
        bag = self.bag_mice(game)
        if not 0 <= bag <= fs.supply.get("warrior", 0):
            problems.append(f"{bag} mice in a bag of {fs.supply.get('warrior', 0)} warriors")
        return problems

    def view(self, game, fs, viewer):
        return {
            "regent": fs.data.get("regent"),
            "deposed": list(fs.data.get("deposed", [])),
            "face_up_regents": self.face_up_regents(game),
            "manifest": {c: {"cards": list(fs.zones.get(zone(c), [])), "henchmen": fs.data["henchmen"].get(c, 0)}
                         for c in self.columns},
            "mice": {str(c): n for c, n in self.mice_on_map(game).items()},
            "bag": {"warriors": fs.supply.get("warrior", 0), "mice": self.bag_mice(game)},
            "data": dict(fs.data),
        }


# -- bot advice (`Registry.add_bot_advice`): the questions asked outside the Kings' turn, where their GenericBot does not
# look ahead, and those the mice ask of the opponent holding them (BK.2.4).

def advise_mischief_move(bot, game, decision) -> str:
    """The holder's warriors moving from where it holds mice: as few mice as may be (the least count offered), so that
    its own warriors hold the clearing it moves to once the mice go back to the Kings (at the end of its turn, where
    they stand)."""
    return bot.pick(decision, lambda o: -o.data["count"])


def advise_move_heralds(bot, game, decision) -> str:
    """Heralds moving along with the Kings' warriors (BK.2.2): all of them to the destination when the Kings rule it and
    no longer rule where they left (a herald scores and draws where the Kings rule, BK.2.2, BK.6.3), else none."""
    origin, destination = decision.about["clearing"], decision.about["destination"]
    if is_ruler(game, destination, FACTION) and not is_ruler(game, origin, FACTION):
        return bots.advise_most(bot, game, decision)
    return bot.pick(decision, lambda o: -o.data["count"])  # none


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, BoroughKings, board="rootcore_content:factions/borough_kings.toml")
    registry.add_agent("heuristic", "rootcore.bots:GenericBot", faction=FACTION)
    # The holder's warriors removed where it holds mice: as many mice as may be (`bots.advise_most`). Its own warriors
    # then stay, and fewer mice are left to go back to the Kings at the end of its turn.
    # The Kings' own warriors hit or removed off their turn (where the mice are theirs: a Vagabond's turn, BK.2.4):
    # as many mice as may be too. Rats and mice alike go back to the bag, but a mouse left on the map serves the next
    # opponent as its own warrior (BK.2.4) and a rat never does. Their warriors moved off their turn (the Grouch's
    # Scram): as many mice as may be go, so that the rats hold where the mover is and no mouse is left to serve him
    # (BK.2.4.I). On their own turn their bot looks ahead instead.
    registry.add_bot_advice_table(FACTION, {"mischief_removed": bots.advise_most,
                                            "mischief_move": advise_mischief_move,
                                            "move_heralds": advise_move_heralds,
                                            "hit_mice": bots.advise_most,
                                            "removed_mice": bots.advise_most,
                                            "move_mice": bots.advise_most})
