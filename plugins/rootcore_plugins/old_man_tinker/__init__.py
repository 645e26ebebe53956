"""Old Man Tinker: a fan faction of the Outsiders (rules text 002, OMT.1-OMT.6; cited "OMT.x"), fan content.

The faction board is content/factions/old_man_tinker.toml (every number the text leaves out is chosen there, with
its reason). How the pieces are represented, with the core's own kinds of piece:

- **Two-sided tokens (OMT.2.3).** A token drone side up is one of the faction's warriors (`warrior`: it moves, deals
  and takes hits, rules, is worth no points when removed, and any effect on warriors reaches it, OMT.2.3.I); gear side
  up it is a token (`gear`, OMT.2.3.II: worth a point to whoever removes it, Law 3.2.1). Flipping one (Tinker) swaps
  the piece in the clearing, neither a placement nor a removal. The board lists each physical token once as a
  warrior and once as a gear: the side not showing is held on the board (`pieces_held`), and the supply of both
  kinds is the number of tokens in the supply (`_sync_supply`; a piece removed by someone else returns its one kind,
  the other is caught up before the faction next places one).
- **Robots and R.S.I. (OMT.2.4).** A robot is kept in `fs.data["robots"]` (its clearing and the gears on its
  R.S.I.), off the clearing's pawn list, so that the core never lets a broken robot fight (OMT.2.4.II) nor sees a
  pawn to keep a battle going. Each gear on an R.S.I. is one of the faction's warriors in the robot's clearing
  (OMT.2.4.I: hits, rule, movement), so rule and battle need nothing new: a clearing's warriors are its drones plus
  its robots' gears. A hit the faction puts on a robot takes its leftmost gear and puts it in the clearing gear side
  up, ignoring limits on placing (the warrior becomes a gear token there); a robot with no gear is broken and can
  only be repaired. Robots are never removed: their gears are lost to hits only, so effects removing warriors
  outside battle, or moving another's warriors, take drones alone (`Faction.fixed_warriors`).
- **The Old Man (OMT.2.2).** In a clearing he is the token `old_man` (treated as a token in battle: hits reach him
  after the warriors, and whoever removes him scores one VP by Law 3.2.1), in a forest he is on the board's data
  (`fs.data["old_man"]`, as the Exile hireling's pawn). Removed, he goes to a forest next to his clearing, which the
  faction chooses. He moves ignoring rule, between adjacent clearings, a clearing and a forest it touches, and
  adjacent forests (Law 2.4.1).

Readings of the text where it is silent (tested in tests/test_old_man_tinker.py):

1. Do-Over (OMT.4) is asked as the faction's turn begins, before Birdsong (`rootcore_turn_begins`: before the
   dominance check and the "at start of Birdsong" effects, such as Royal Claim's scoring): every piece of the faction
   leaves the map (no one scores, nothing is triggered: the faction picks its own pieces up) and Faction Setup
   (OMT.3) runs again, which resets the R.S.I. tracks, the factories track, the Production Level (1) and marker
   (gear). "Flip your board over" has no rules text; the board has one side here.
2. Crafting (OMT.2.1, OMT.5.1): gears in the Old Man's clearing are the crafting pieces, of its suit; each one
   activated is removed to the supply when crafting ends. Drones never craft.
3. Bustle (OMT.4.3): up to three moves; at each move from a clearing to a clearing the Old Man may take up to three
   gears of the clearing he leaves along (picking up and dropping off en route); gears never enter a forest.
4. Production (OMT.2.6): at each factory in clearing order; when the supply cannot fill every factory, the faction
   chooses the order. A factory placing fewer than the level (the supply, or a limit on placing) scores nothing.
5. Meltdown (OMT.2.5.II): once for the factories removed at once, whether from one clearing or several (a Favor
   card); the level stays at least the minimum.
6. Environmentally Conscious (OMT.2.5.I): a factory may be built only where no factory is, next to at most one
   factory, and where no factory next to it already has one other factory next to it.
7. Build (OMT.5.2) costs nothing beyond ruling the clearing.
8. Evening Draw (OMT.6.2): a bird card matches any clearing (Law 2.1.1), so it may be taken from the discard pile.
9. Breakage Die (OMT.4.1): the die's faces are on the board; a robot shown takes one hit however many dice show it,
   and a broken robot shown takes nothing.
10. The Old Man (OMT.2.2) is a token in his clearing outside battle too: an effect removing an enemy's tokens or all
   its pieces there removes him, scoring its player one VP (the text gives any remover the point), and he goes to a
   forest next to the clearing as after a battle. Not being a warrior, he neither rules nor moves with a Crusade.
11. A broken robot (OMT.2.4.II) stays the faction's piece for its own rules (Repair); the core's questions of which
   pieces stand in a clearing (a defender to battle) see its clearing's other pieces only, since it is kept off the
   clearing's pawns (a battle against it alone could do nothing).
12. A robot in a clearing the Scoundrel's Scorched Earth sealed (Law D.6.2) stays there, since robots cannot be
   removed (OMT.2.4.I), and so do its gears (lost to hits only). A hit it takes there still costs it a gear, but the
   gear goes to the supply: pieces cannot be placed in that clearing, and a CANNOT is absolute (Law 1.1.2), which
   "ignoring restrictions" does not name.
13. Setup (OMT.3.1): "the fewest pieces" counts every piece, a ruin too (Law G.1.18, G.1.25:
   `ClearingState.piece_count`).

Not implemented: the faction setup card of Do-Over with Advanced Setup (its text is unknown; games with the option
`setup_cards` refuse the faction by name), and "flip your board over" (no text for the board's other side).
"""
from __future__ import annotations

from rootcore import Decision, Faction, Option, ask_clearing, ask_yes_no, fixed_option, forest_options, hookimpl
from rootcore.decisions import count_options, hand_question
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, pieces, scoring
from rootcore.rules.adjacency import adjacent, enterable
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import crafting_key

ID = "old_man_tinker"
BOARD = "rootcore_content:factions/old_man_tinker.toml"
SIDES = {"gear": "gear", "drone": "warrior"}  # a token side -> the piece kind showing it

_END = fixed_option("end", "End Daylight's actions")
_DONE = fixed_option("done", "Done")


def data_issues(board, label: str) -> list:
    """What the board's schema cannot say: the numbers fit together, the die's faces are robots or blank, and the
    pieces the rules name are there (a token with a warrior of as many, the factories on their track)."""
    data = board.data
    issues = []
    if data["rsi_start"] > data["rsi_spaces"]:
        issues.append(ContentIssue(label, "$.data.rsi_start", f"more than the {data['rsi_spaces']} R.S.I. spaces"))
    if not data["production_min"] <= data["production_start"] <= data["production_max"]:
        issues.append(ContentIssue(label, "$.data.production_start", "not between production_min and production_max"))
    for i, face in enumerate(data["breakage_die"]):
        if face != "blank" and face not in data["robots"]:
            issues.append(ContentIssue(label, f"$.data.breakage_die[{i}]", f"{face!r} is no robot (nor 'blank')"))
    issues += piece_issues(board, label, {"warrior": "warrior", "gear": "token", "robot": "pawn", "old_man": "token",
                                          "factory": "building"}, tracked=("factory",))
    if not issues and board.pieces["gear"].count != board.pieces["warrior"].count:
        issues.append(ContentIssue(label, "$.pieces.gear.count", "each two-sided token is a gear and a warrior: as "
                                   "many gears as warriors (OMT.2.3)"))
    if not issues and board.pieces["robot"].count != len(data["robots"]):
        issues.append(ContentIssue(label, "$.pieces.robot.count", "one robot piece per name in data.robots"))
    return issues


class OldManTinker(Faction):
    """Old Man Tinker (OMT.1-OMT.6)."""

    data_issues = staticmethod(data_issues)

    has_fixed_warriors = True  # a robot's gears are lost to hits only (OMT.2.4.I)

    # -- state -----------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        data = self.board.data
        fs.data["robots"] = {name: {"clearing": None, "gears": 0} for name in data["robots"]}
        fs.data["old_man"] = None
        fs.data["production"] = data["production_start"]
        fs.data["marker"] = "gear"

    def init_scenario(self, game, fs, data: dict) -> None:
        """Scenario data: `robots` ({name: {"clearing": c, "gears": n}}: the gears are warriors taken from the
        supply), `old_man` ({"clearing": c} or {"forest": f}), `production`, `marker`, `actions`. Drones and gears
        are given as the clearing's `warrior` and `gear` pieces."""
        data = dict(data)
        for name, spec in data.pop("robots", {}).items():
            robot = fs.data["robots"][name]
            robot["clearing"], robot["gears"] = spec["clearing"], spec.get("gears", 0)
            fs.supply["robot"] -= 1
            self._put_warriors(game, spec["clearing"], robot["gears"])
        self._set_old_man(game, data.pop("old_man", None))
        fs.data.update(data)
        self._sync_supply(game)

    def _put_warriors(self, game, clearing: int, n: int) -> None:
        """Put `n` tokens from the supply into `clearing` drone side up (R.S.I. gears are such warriors)."""
        if n:
            fs = game.state.factions[self.id]
            fs.supply["warrior"] -= n
            fs.supply["gear"] -= n
            pieces.put(game.state.clearings[clearing], self.id, "warrior", "warrior", n)

    def _set_old_man(self, game, where) -> None:
        fs = game.state.factions[self.id]
        fs.data["old_man"] = where
        if where and "clearing" in where:
            fs.supply["old_man"] -= 1
            pieces.put(game.state.clearings[where["clearing"]], self.id, "old_man", "token", 1)
        elif where:
            fs.supply["old_man"] -= 1

    def robots_in(self, game, clearing: int) -> list[str]:
        return [name for name, robot in game.state.factions[self.id].data["robots"].items()
                if robot["clearing"] == clearing]

    def robot_gears(self, game, clearing: int) -> int:
        """Warriors in `clearing` that are gears on its robots' R.S.I. (OMT.2.4.I)."""
        return sum(robot["gears"] for robot in game.state.factions[self.id].data["robots"].values()
                   if robot["clearing"] == clearing)

    def drones(self, game, clearing: int) -> int:
        """Tokens drone side up in `clearing` (OMT.2.3.I): its warriors that are on no robot and are no other faction's
        warriors it uses as its own for now (`pieces.warriors_lent_to`: the Borough Kings' mice, BK.2.4)."""
        return (game.state.clearings[clearing].warriors.get(self.id, 0) - self.robot_gears(game, clearing)
                - pieces.warriors_lent_to(game, self.id, clearing))

    def off_robots(self, game, clearing: int) -> int:
        """Its warriors in `clearing` on no robot: its drones and any lent to it (BK.2.4). Read from the clearing
        alone, so right while a lender's count of removed warriors waits for its question (`rootcore_pieces_removed`
        hooks resolve in any order)."""
        return game.state.clearings[clearing].warriors.get(self.id, 0) - self.robot_gears(game, clearing)

    def old_man_clearing(self, game) -> int | None:
        """The Old Man's clearing, or None while he is in a forest (or off the map for a moment after a removal)."""
        where = game.state.factions[self.id].data["old_man"]
        if where and "clearing" in where and (self.id, "old_man") in game.state.clearings[where["clearing"]].tokens:
            return where["clearing"]
        return None

    def gears(self, game, clearing: int) -> int:
        return game.state.clearings[clearing].count(self.id, "gear")

    def factories(self, game) -> list[int]:
        return [c for c, cl in game.state.clearings.items() if (self.id, "factory") in cl.buildings]

    # -- the supply of two-sided tokens ------------------------------------------------------------------------

    def _out_of_supply(self, game) -> tuple[int, int, int]:
        """(drone-side pieces on the map, gear-side pieces on the map, tokens held by others' cards or boxes)."""
        on_map_w = -pieces.warriors_lent_to(game, self.id)  # others' warriors it uses as its own are no tokens of its
        on_map_g = 0
        for cl in game.state.clearings.values():
            on_map_w += cl.warriors.get(self.id, 0)
            on_map_g += cl.tokens.count((self.id, "gear"))
        held = pieces.held_pieces(game).get(self.id, {})
        fs = game.state.factions[self.id]
        others = held.get("warrior", 0) + held.get("gear", 0) + fs.removed.get("warrior", 0) + fs.removed.get("gear", 0)
        return on_map_w, on_map_g, others

    def tokens_in_supply(self, game) -> int:
        """Physical tokens in the supply: those neither on the map nor held elsewhere."""
        w, g, others = self._out_of_supply(game)
        return self.board.pieces["warrior"].count - w - g - others

    def _sync_supply(self, game) -> None:
        """Both kinds' supply = the tokens in the supply (a removal by another returned only the side showing)."""
        fs = game.state.factions[self.id]
        fs.supply["warrior"] = fs.supply["gear"] = self.tokens_in_supply(game)

    def place_tokens(self, game, side: str, clearing: int, n: int) -> int:
        """Place up to `n` tokens from the supply in `clearing`, `side` up (Law 1.5.4: the most possible, within the
        limits on placing); returns how many."""
        self._sync_supply(game)
        return pieces.place(game, self.id, SIDES[side], clearing, n)  # the other side follows (rootcore_pieces_placed)

    def flip(self, game, clearing: int, to: str) -> None:
        """Turn one token in `clearing` over to side `to` (neither placed nor removed)."""
        cl = game.state.clearings[clearing]
        if to == "drone":
            cl.tokens.remove((self.id, "gear"))
            cl.warriors[self.id] = cl.warriors.get(self.id, 0) + 1
        else:
            pieces.take_warriors(cl, self.id, 1)
            cl.tokens.append((self.id, "gear"))
        cl.changed()

    def can_relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        """The Old Man is a pawn kept in `fs.data["old_man"]` (OMT.2.2): another's effect relocating pieces (the
        Croakers Coven's Teleport) leaves him where he is, as it does every pawn."""
        return kind != "old_man" and super().can_relocate_piece(game, kind, origin, dest)

    def pieces_held(self, game) -> dict[str, int]:
        """The side of each token out of the supply that does not show, robots off the map, the Old Man in a
        forest (Law 1.5.1)."""
        fs = game.state.factions[self.id]
        w, g, _ = self._out_of_supply(game)
        held = pieces.held_pieces(game).get(self.id, {})
        count = self.board.pieces["warrior"].count
        out = {"warrior": count - w - fs.supply["warrior"] - held.get("warrior", 0) - fs.removed.get("warrior", 0),
               "gear": count - g - fs.supply["gear"] - held.get("gear", 0) - fs.removed.get("gear", 0)}
        out["robot"] = self.board.pieces["robot"].count - fs.supply["robot"]  # on the map, kept in data
        where = fs.data["old_man"]
        out["old_man"] = 1 if where and "forest" in where else 0
        return out

    def invariant_problems(self, game) -> list[str]:
        fs = game.state.factions[self.id]
        problems = []
        physical = self.tokens_in_supply(game)
        if physical < 0 or fs.supply["warrior"] > physical or fs.supply["gear"] > physical:
            problems.append(f"{self.id}: supply warrior {fs.supply['warrior']}, gear {fs.supply['gear']}, "
                            f"but {physical} tokens are in the supply")
        on_map = sum(1 for r in fs.data["robots"].values() if r["clearing"] is not None)
        if on_map + fs.supply["robot"] != self.board.pieces["robot"].count:
            problems.append(f"{self.id}: {on_map} robots on the map and {fs.supply['robot']} in the supply")
        for name, robot in fs.data["robots"].items():
            if not 0 <= robot["gears"] <= self.board.data["rsi_spaces"]:
                problems.append(f"{self.id}: {name} has {robot['gears']} gears")
            if robot["clearing"] is not None and self.off_robots(game, robot["clearing"]) < 0:
                problems.append(f"{self.id}: fewer warriors in {robot['clearing']} than its robots' gears")
        where = fs.data["old_man"]
        tokens = {c: cl.tokens.count((self.id, "old_man")) for c, cl in game.state.clearings.items()
                  if (self.id, "old_man") in cl.tokens}
        if tokens and tokens != {(where or {}).get("clearing"): 1}:  # his place is the faction's data (OMT.2.2)
            problems.append(f"{self.id}: Old Man tokens on the map {tokens}, but his place is {where}")
        data = self.board.data
        if not data["production_min"] <= fs.data["production"] <= data["production_max"]:
            problems.append(f"{self.id}: Production Level {fs.data['production']} out of range")
        return problems

    def pay_warriors(self, game, n: int, holder: str):
        pieces.hold(game, holder, self.id, "warrior", n)
        self._sync_supply(game)
        return 0
        yield  # a generator, as the base method

    def fixed_warriors(self, game, clearing: int, moving: bool) -> int:
        """A robot's gears are warriors only it carries, and they are lost to hits alone (OMT.2.4.I)."""
        return self.robot_gears(game, clearing)

    # -- setup (OMT.3) -----------------------------------------------------------------------------------------

    def setup(self, game):
        yield from self._materialize(game)

    def _materialize(self, game):
        """OMT.3.1-3.2: the robots in a clearing with the fewest pieces, the Old Man in a forest it touches, two
        gears on each R.S.I., the factories on their track, Production Level 1 and the marker gear side up."""
        fs = game.state.factions[self.id]
        sealed = game.state.sealed  # no piece is placed in a sealed clearing (Law D.6.2), emptied as it is
        sizes = {c: cl.piece_count() for c, cl in game.state.clearings.items()
                 if c in game.state.slots and c not in sealed}
        fewest = min(sizes.values())
        home = yield from ask_clearing(self.id, f"{ID}.setup", "Place the robots in which clearing (fewest pieces)?",
                                       sorted(c for c, n in sizes.items() if n == fewest))
        self._sync_supply(game)
        for robot in fs.data["robots"].values():
            # the most the supply allows (Law 1.5.4): a Do-Over may find tokens held elsewhere (Riverfolk payments)
            robot["clearing"], robot["gears"] = home, min(self.board.data["rsi_start"], fs.supply["warrior"])
            fs.supply["robot"] -= 1
            self._put_warriors(game, home, robot["gears"])
        game.event("robots_placed", faction=self.id, clearing=home)
        forests = game.board.forests_of_clearing.get(home, ())
        if forests:
            chosen = yield Decision(self.id, f"{ID}.setup_forest", "Place the Old Man in which forest?",
                                    forest_options(forests))
            self._set_old_man(game, {"forest": chosen.data["forest"]})
        else:  # a map without forests next to it: he stands with the robots
            self._set_old_man(game, {"clearing": home})
        fs.data["production"] = self.board.data["production_start"]
        fs.data["marker"] = "gear"

    def _do_over(self, game):
        """OMT.4 Do-Over: every piece off the map (picked up, not removed: no one scores), then setup again."""
        fs = game.state.factions[self.id]
        for c, cl in game.state.clearings.items():
            if cl.has_any(self.id):
                lent = pieces.warriors_lent_to(game, self.id, c)  # others' warriors used as its own stay (BK.2.4)
                if lent:
                    cl.warriors[self.id] = lent
                else:
                    cl.warriors.pop(self.id, None)
                factories = cl.buildings.count((self.id, "factory"))
                fs.tracks["factory"] += factories
                cl.buildings[:] = [b for b in cl.buildings if b[0] != self.id]
                if factories:  # picked up, not removed: a landmark's slot is freed all the same (the Elder Treetop)
                    pieces.buildings_gone(game, self.id, "factory", c, factories)
                cl.tokens[:] = [t for t in cl.tokens if t[0] != self.id]
                cl.changed()
        for robot in fs.data["robots"].values():
            if robot["clearing"] is not None:
                fs.supply["robot"] += 1
            robot["clearing"], robot["gears"] = None, 0
        if fs.data["old_man"]:
            fs.supply["old_man"] += 1
            fs.data["old_man"] = None
        game.event("do_over", faction=self.id)
        yield from self._materialize(game)

    # -- Birdsong (OMT.4) --------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_turn_begins(self, game, faction):
        """OMT.4: the Do-Over is offered at the start of the turn, before Birdsong (so before the dominance check and
        the "at start of Birdsong" effects, which see the pieces set up again)."""
        return self._offer_do_over(game) if faction == self.id else None

    def _offer_do_over(self, game):
        self._sync_supply(game)
        if (yield from ask_yes_no(self.id, f"{ID}.do_over", "Do-Over: take every piece off and set up again?")):
            yield from self._do_over(game)

    def birdsong(self, game):
        self._sync_supply(game)
        self.roll_breakage(game)
        yield from self._produce_all(game)
        yield from self._bustle(game)

    def roll_breakage(self, game) -> None:
        """OMT.4.1: a Breakage Die per Production Level; each robot shown takes one hit (one at most)."""
        fs = game.state.factions[self.id]
        faces = self.board.data["breakage_die"]
        rolled = [faces[game.state.rng.randrange(len(faces))] for _ in range(fs.data["production"])]
        game.event("breakage_dice", faction=self.id, faces=rolled)
        for name in fs.data["robots"]:
            if name in rolled:
                self.hit_robot(game, name)

    def hit_robot(self, game, name: str) -> None:
        """OMT.2.4.I: the robot's leftmost gear goes into its clearing gear side up, ignoring limits on placing; in a
        sealed clearing, where no piece can be placed (Law D.6.2), to the supply (reading 12)."""
        robot = game.state.factions[self.id].data["robots"][name]
        if not robot["gears"] or robot["clearing"] is None:
            return  # broken (OMT.2.4.II): nothing to take a hit
        robot["gears"] -= 1
        clearing = robot["clearing"]
        if clearing in game.state.sealed:
            pieces.take_warriors(game.state.clearings[clearing], self.id, 1)  # off the R.S.I., onto no clearing
            self._sync_supply(game)
        else:
            self.flip(game, clearing, "gear")
        game.event("robot_hit", faction=self.id, robot=name, clearing=clearing, gears=robot["gears"])
        if not robot["gears"]:
            game.event("robot_broken", faction=self.id, robot=name, clearing=robot["clearing"])

    def _produce_all(self, game):
        """OMT.4.2: Production at every factory, scoring; the faction orders them when the supply runs short."""
        fs = game.state.factions[self.id]
        left = self.factories(game)
        while left:
            self._sync_supply(game)
            clearing = left[0]
            # Only factories that can take tokens share a short supply (1.5.4): a snared one produces nothing.
            taking = [c for c in left if self.can_produce_at(game, c)]
            if len(taking) > 1 and self.tokens_in_supply(game) < fs.data["production"] * len(taking):
                clearing = yield from ask_clearing(self.id, f"{ID}.produce", "Produce at which factory next?", taking)
            left.remove(clearing)
            self.produce(game, clearing, score=True)

    def can_produce_at(self, game, clearing: int) -> bool:
        """Whether a Production token may be placed in `clearing` (the marker's side up; `pieces.placement_allowed`)."""
        return pieces.placement_allowed(game, self.id, SIDES[game.state.factions[self.id].data["marker"]], clearing)

    def produce(self, game, clearing: int, score: bool) -> int:
        """OMT.2.6: tokens equal to the Production Level at the factory, the marker's side up; one VP if all."""
        fs = game.state.factions[self.id]
        level = fs.data["production"]
        placed = self.place_tokens(game, fs.data["marker"], clearing, level)
        game.event("produced", faction=self.id, clearing=clearing, count=placed, side=fs.data["marker"])
        if score and placed == level:
            scoring.score(game, self.id, 1, "production")
        return placed

    def old_man_destinations(self, game) -> list[str | int]:
        """Where the Old Man may move (OMT.2.2, ignoring rule): clearings and forests next to where he is."""
        fs = game.state.factions[self.id]
        where = fs.data["old_man"]
        if not where:
            return []
        if "clearing" in where:
            c = self.old_man_clearing(game)
            if c is None:
                return []
            return [*adjacent(game, c, self.id, moving=True), *game.board.forests_of_clearing.get(c, ())]
        forest = where["forest"]  # a sealed clearing (Law D.6.2) takes no piece moving in
        return [*enterable(game, game.board.forests[forest]), *game.board.forest_adjacent[forest]]

    def _bustle(self, game):
        """OMT.4.3: up to three moves of the Old Man, taking up to three gears along each move between clearings."""
        for _ in range(self.board.data["bustle_moves"]):
            ends = self.old_man_destinations(game)
            if not ends:
                return
            options = [_place_option(e) for e in ends] + [fixed_option("done", "Stop bustling")]
            chosen = yield Decision(self.id, f"{ID}.bustle", "Move the Old Man where?", options)
            if chosen.id == "done":
                return
            yield from self.move_old_man(game, chosen.data.get("clearing", chosen.data.get("forest")))

    def move_old_man(self, game, dest):
        """One move of the Old Man to `dest` (a clearing id or a forest id), with gears when both are clearings."""
        fs = game.state.factions[self.id]
        origin = self.old_man_clearing(game)
        carried = 0
        if origin is not None and isinstance(dest, int):
            most = min(self.board.data["bustle_gears"], self.gears(game, origin))
            if most:
                chosen = yield Decision(self.id, f"{ID}.bustle_gears", f"Take how many gears from {origin} to {dest}?",
                                        count_options(most, 0))
                carried = chosen.data["count"]
        if origin is not None:  # from a forest he was on the board's data, not in a clearing
            move.lift_token(game, self.id, "old_man", origin)
            for _ in range(carried):
                move.shift_token(game, self.id, "gear", origin, dest)
        if isinstance(dest, int):
            pieces.put(game.state.clearings[dest], self.id, "old_man", "token", 1)
            fs.data["old_man"] = {"clearing": dest}
        else:
            fs.data["old_man"] = {"forest": dest}
        game.event("pawn_moved", faction=self.id, piece="old_man", origin=origin, destination=dest, gears=carried)
        if isinstance(dest, int):
            yield from move.after_move(game, self.id, origin, dest, {"old_man": 1, "gear": carried},
                                       along_path=origin is not None)

    # -- Daylight (OMT.5) --------------------------------------------------------------------------------------

    def crafting_pieces(self, game) -> dict[str, int]:
        """OMT.2.1: the gears in the Old Man's clearing, of its suit."""
        c = self.old_man_clearing(game)
        n = self.gears(game, c) if c is not None else 0
        return {crafting_key(game.state.suits[c]): n} if n else {}

    def daylight(self, game):
        fs = game.state.factions[self.id]
        if "actions" not in fs.data:  # the start of Daylight, not a clone resuming within the actions
            yield from self._craft(game)
            fs.data["actions"] = self.board.data["actions"]
        while fs.data["actions"] > 0:
            game.resume_point()
            options = self.action_options(game) + cards.daylight_card_options(game, self.id) + [_END]
            question = hand_question(game, self.id, f"{ID}.action", f"Choose an action ({fs.data['actions']} left)",
                                     options)
            if question is None:
                break
            chosen = yield question
            if chosen.id == "end":
                break
            if chosen.id not in ACTIONS:
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
                continue
            fs.data["actions"] -= 1
            yield from getattr(self, "_" + chosen.id)(game)
        fs.data.pop("actions", None)
        yield from self._build_step(game)

    def _craft(self, game):
        """OMT.5.1: craft with the gears of the Old Man's clearing, each one used going back to the supply."""
        yield from craft.craft_step(game, self.id, f"{ID}.craft")
        fs = game.state.factions[self.id]
        used = sum(fs.crafting_used.values())
        c = self.old_man_clearing(game)
        if used and c is not None:
            removal = pieces.remove(game, self.id, "gear", c, used, self.id, "craft")
            fs.crafting_used.clear()  # the pieces are gone: none is left to count as activated
            self._sync_supply(game)
            yield from pieces.resolve_removals(game, [removal])

    def action_options(self, game) -> list[Option]:
        options = []
        for action, label in ACTIONS.items():
            if getattr(self, "can_" + action)(game):
                options.append(self.shared_option(action, label))
        return options

    def can_tinker(self, game) -> bool:
        c = self.old_man_clearing(game)
        return c is not None and (self.gears(game, c) > 0 or self.drones(game, c) > 0)

    def _tinker(self, game):
        """OMT.5.1.I: flip up to three tokens on the map in the Old Man's clearing."""
        c = self.old_man_clearing(game)
        for _ in range(self.board.data["tinker_flips"]):
            options = []
            if self.gears(game, c):
                options.append(fixed_option("drone", "Flip a gear to its drone side"))
            if self.drones(game, c):
                options.append(fixed_option("gear", "Flip a drone to its gear side"))
            if not options:
                return
            chosen = yield Decision(self.id, f"{ID}.tinker", f"Tinker in clearing {c}", options + [_DONE])
            if chosen.id == "done":
                return
            self.flip(game, c, chosen.id)
            game.event("flipped", faction=self.id, clearing=c, side=chosen.id)

    def repairable(self, game) -> list[str]:
        c = self.old_man_clearing(game)
        if c is None or not self.gears(game, c):
            return []
        space = self.board.data["rsi_spaces"]
        robots = game.state.factions[self.id].data["robots"]
        return [name for name in self.robots_in(game, c) if robots[name]["gears"] < space]

    def can_repair(self, game) -> bool:
        return bool(self.repairable(game))

    def _repair(self, game):
        """OMT.5.1.II: up to three gears of the Old Man's clearing onto one robot's R.S.I. there."""
        c = self.old_man_clearing(game)
        names = self.repairable(game)
        name = names[0]
        if len(names) > 1:
            chosen = yield Decision(self.id, f"{ID}.repair", "Repair which robot?",
                                    [self.shared_option(f"robot:{n}", n, {"robot": n}) for n in names])
            name = chosen.data["robot"]
        robot = game.state.factions[self.id].data["robots"][name]
        most = min(self.board.data["repair_gears"], self.gears(game, c), self.board.data["rsi_spaces"] - robot["gears"])
        chosen = yield Decision(self.id, f"{ID}.repair_count", f"Put how many gears on the {name}?",
                                count_options(most))
        for _ in range(chosen.data["count"]):
            self.flip(game, c, "drone")  # the token leaves the map's tokens: a warrior on the robot's R.S.I.
            robot["gears"] += 1
        game.event("robot_repaired", faction=self.id, robot=name, clearing=c, gears=robot["gears"])

    def battle_clearings(self, game) -> list[int]:
        """Clearings where the faction's warriors (drones or robots' gears) can fight (OMT.2.4.II)."""
        mine = [c for c, cl in game.state.clearings.items() if self.id in cl.warriors]
        return battle.battle_clearings(game, self.id, mine) if mine else []

    def move_origins(self, game) -> list[int]:
        found = []
        for c, cl in game.state.clearings.items():
            if self.id in cl.warriors and self._movers(game, c) and move.destinations(game, self.id, c):
                found.append(c)
        return found

    def _movers(self, game, clearing: int) -> bool:
        robots = game.state.factions[self.id].data["robots"]
        return pieces.free_warriors(game, self.id, clearing, moving=True) > 0 or any(
            robots[n]["gears"] for n in self.robots_in(game, clearing))

    def can_crusade(self, game) -> bool:
        return bool(self.battle_clearings(game) or self.move_origins(game))

    def _crusade(self, game):
        """OMT.5.1.III: battle, or move and then perhaps battle in the clearing moved to."""
        options = []
        if self.battle_clearings(game):
            options.append(fixed_option("battle", "Battle"))
        if self.move_origins(game):
            options.append(fixed_option("move", "Move, then perhaps battle there"))
        chosen = yield Decision(self.id, f"{ID}.crusade", "Crusade: battle, or move first?", options)
        if chosen.id == "battle":
            yield from battle.take_battle(game, self.id, kind=f"{ID}.battle", where=self.battle_clearings(game))
            return
        _, dest, _ = yield from self._move(game)
        where = [c for c in self.battle_clearings(game) if c == dest]
        if where:
            yield from battle.take_battle(game, self.id, kind=f"{ID}.battle", optional=True, where=where)

    def _move(self, game, origins=None, into=None):
        """One move (Law 4.2, OMT.2.4.I): drones, and robots carrying their gears. Returns (origin, destination,
        warriors moved: drones and gears), as every move granted by an effect does (`Faction.take_move`)."""
        starts = origins if origins is not None else self.move_origins(game)
        if into is not None:
            starts = [o for o in starts if any(d in into for d in move.destinations(game, self.id, o))]
        origin = yield from ask_clearing(self.id, f"{ID}.move.origin", "Move from which clearing?", starts)
        ends = move.destinations(game, self.id, origin)
        if into is not None:
            ends = [d for d in ends if d in into]
        dest = yield from ask_clearing(self.id, f"{ID}.move.destination", f"Move from {origin} to which clearing?", ends)
        fs = game.state.factions[self.id]
        robots = [n for n in self.robots_in(game, origin) if fs.data["robots"][n]["gears"]]
        drones = pieces.free_warriors(game, self.id, origin, moving=True)
        taken: list[str] = []
        while robots:
            options = [self.shared_option(f"robot:{n}", n, {"robot": n}) for n in robots]
            if taken or drones:  # a move takes one warrior or more (Law 4.2)
                options.append(fixed_option("done", "No more robots"))
            chosen = yield Decision(self.id, f"{ID}.move.robot", f"Move which robot from {origin} to {dest}?",
                                    options)
            if chosen.id == "done":
                break
            robots.remove(chosen.data["robot"])
            taken.append(chosen.data["robot"])
        count = 0
        if drones:
            chosen = yield Decision(self.id, f"{ID}.move.count", f"Move how many drones from {origin} to {dest}?",
                                    count_options(drones, 0 if taken else 1))
            count = chosen.data["count"]
        total = count
        for name in taken:
            robot = fs.data["robots"][name]
            robot["clearing"] = dest
            total += robot["gears"]
        move.move(game, self.id, origin, dest, total)
        if taken:
            game.event("robots_moved", faction=self.id, robots=taken, origin=origin, destination=dest)
        yield from move.after_move(game, self.id, origin, dest, {"warrior": total, "robot": len(taken)})
        return origin, dest, total

    def can_overproduce(self, game) -> bool:
        """With hands concealed, offered whenever a factory is on the map and a card is held, so that the menu
        does not tell which cards are held (Law 1.2.1); without a matching card the action then does nothing and
        is not spent."""
        if self._overproduce_clearings(game):
            return True
        return _concealed(game, self.id) and bool(self.factories(game))

    def _overproduce_clearings(self, game) -> list[int]:
        """Factories whose clearing a card in hand matches and that can take a token (Law 1.5.4: no Production
        where nothing could be placed, a face-up snare, as the Marquise's Overwork, 6.5.5)."""
        hand = game.state.factions[self.id].hand
        return [c for c in self.factories(game) if cards.has_matching(game, hand, game.state.suits[c])
                and self.can_produce_at(game, c)]

    def _overproduce(self, game):
        """OMT.5.1.IV: spend a card matching a factory's clearing for Production there, scoring nothing."""
        where = self._overproduce_clearings(game)
        if not where:  # offered with hands concealed only (`can_overproduce`)
            game.state.factions[self.id].data["actions"] += 1
            return
        c = yield from ask_clearing(self.id, f"{ID}.overproduce", "Overproduce at which factory?", where)
        yield from cards.spend(game, self.id, game.state.suits[c], f"{ID}.overproduce_card",
                               f"Spend which card matching clearing {c}?")
        self.produce(game, c, score=False)

    def build_spots(self, game) -> list[int]:
        """OMT.5.2 with OMT.2.5.I: ruled, no factory, next to at most one factory, none of which has another."""
        if not pieces.available(game, self.id, "factory"):
            return []
        factories = set(self.factories(game))
        spots = []
        for c in game.state.clearings:
            if c in factories or not is_ruler(game, c, self.id) \
                    or not pieces.placement_allowed(game, self.id, "factory", c):
                continue
            near = [f for f in adjacent(game, c) if f in factories]
            if len(near) <= 1 and all(not any(g in factories for g in adjacent(game, f)) for f in near):
                spots.append(c)
        return spots

    def _build_step(self, game):
        while True:
            spots = self.build_spots(game)
            if not spots:
                return
            c = yield from ask_clearing(self.id, f"{ID}.build", "Build a factory where?", spots, True, "Build no more")
            if c is None:
                return
            pieces.place(game, self.id, "factory", c)

    # -- Evening (OMT.6) ---------------------------------------------------------------------------------------

    def evening(self, game):
        yield from self._restructure(game)
        yield from self._draw(game)
        yield from cards.discard_to_hand_limit(game, self.id)

    def _restructure_cards(self, game) -> list[int]:
        fs = game.state.factions[self.id]
        suits = {game.state.suits[c] for c in self.factories(game)}
        return [card for card in fs.hand if any(cards.matches(game, card, s) for s in suits)]

    def _restructure(self, game):
        """OMT.6.1: any number of times, a card matching a factory's clearing raises or lowers the Production
        Level by one, or flips the Production Marker."""
        fs = game.state.factions[self.id]
        data = self.board.data
        while self._restructure_cards(game) or (_concealed(game, self.id) and self.factories(game)):
            options = []
            if fs.data["production"] < data["production_max"]:
                options.append(fixed_option("raise", "Raise the Production Level"))
            if fs.data["production"] > data["production_min"]:
                options.append(fixed_option("lower", "Lower the Production Level"))
            options.append(fixed_option("flip", "Flip the Production Marker"))
            chosen = yield Decision(self.id, f"{ID}.restructure", "Restructure?",
                                    options + [fixed_option("done", "Done restructuring")])
            if chosen.id == "done":
                return
            options = cards.card_options(game, sorted(self._restructure_cards(game)))
            if _concealed(game, self.id):  # asked whatever is held (Law 1.2.1): a way back
                options.append(fixed_option("back", "Spend no card: stop restructuring"))
            card = yield from cards.choose_from_hand(game, self.id, f"{ID}.restructure_card", "Spend which card?",
                                                     options)
            if card.id == "back":
                return
            cards.discard_from_hand(game, self.id, card.data["card"], reason=f"{ID}.restructure")
            if chosen.id == "flip":
                fs.data["marker"] = "drone" if fs.data["marker"] == "gear" else "gear"
            else:
                fs.data["production"] += 1 if chosen.id == "raise" else -1
            game.event("restructured", faction=self.id, production=fs.data["production"], marker=fs.data["marker"])

    def _draw(self, game):
        """OMT.6.2: draw two cards, or take a card matching the Old Man's clearing from the discard pile."""
        c = self.old_man_clearing(game)
        st = game.state
        pile = sorted(set(cards.matching(game, st.discard, st.suits[c]))) if c is not None else []
        if pile:
            options = [fixed_option("draw", "Draw cards")] + cards.card_options(game, pile, "discard")
            chosen = yield Decision(self.id, f"{ID}.draw", "Draw, or take a card from the discard pile?", options)
            if chosen.id != "draw":
                card = chosen.data["card"]
                st.discard.remove(card)
                st.factions[self.id].hand.append(card)
                game.event("took_from_discard", faction=self.id, card=card, held_by=self.id)
                return
        yield from cards.draw_step(game, self.id, self.board.data["draw"])

    # -- battle (OMT.2.2, OMT.2.4) -----------------------------------------------------------------------------

    def most_hits_taken(self, game, clearing: int) -> int:
        """OMT.2.4.I: a hit on a robot's gear drops it into the clearing as a token, which a later hit may remove (in a
        sealed clearing it goes to the supply instead)."""
        dropped = 0 if clearing in game.state.sealed else self.robot_gears(game, clearing)
        return super().most_hits_taken(game, clearing) + dropped

    def take_hits(self, game, clearing: int, hits: int, remover: str | None, cause: str):
        """Law 4.3.4 with OMT.2.4.I: warriors first (`remove_hit_warriors`), then buildings and tokens, the Old Man
        among them (OMT.2.2)."""
        on_warriors = min(hits, game.state.clearings[clearing].warriors.get(self.id, 0))
        removal = yield from self.remove_hit_warriors(game, clearing, on_warriors, remover, cause, self.id)
        hits -= on_warriors
        rest = (yield from pieces.take_hits_default(game, self.id, clearing, hits, remover, cause)) if hits else []
        return ([removal] if removal is not None else []) + rest

    def remove_hit_warriors(self, game, clearing: int, n: int, remover: str | None, cause: str, chooser: str,
                            removal=None):
        """OMT.2.4.I: each of `n` hits falls on a drone or on a robot with gears, as `chooser` picks (the Tinker, or a
        Vagabond fighting with its warriors as his Allied ones, Law 9.2.9.II.d): a drone is removed, a robot drops its
        leftmost gear into the clearing. A warrior another faction lends it (a Borough Kings mouse, BK.2.4) is one of
        its warriors on no robot, hit as a drone is; its owner asks which of those removed were its own
        (`rootcore_pieces_removed`). Returns the Removal of the drones (`removal`, extended), None if none went."""
        robots = game.state.factions[self.id].data["robots"]
        for _ in range(n):
            options = []
            if self.off_robots(game, clearing):
                options.append(fixed_option("drone", "a drone (or a warrior lent to it)"))
            for name in self.robots_in(game, clearing):
                if robots[name]["gears"]:
                    options.append(self.shared_option(f"robot:{name}", f"the {name}", {"robot": name}))
            if not options:
                break
            chosen = options[0]
            if len(options) > 1:
                chosen = yield Decision(chooser, f"{ID}.take_hit", f"Which Tinker warrior takes a hit in clearing "
                                        f"{clearing}?", options)
            if chosen.id == "drone":
                removal = pieces.remove(game, self.id, "warrior", clearing, 1, remover, cause, removal)
            else:
                self.hit_robot(game, chosen.data["robot"])
        return removal

    # -- hooks -------------------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_pieces_placed(self, game, faction, kind, clearing, count):
        """A token of ours placed, by our rules or another's effect (a hireling we control placing our warriors):
        it left the supply with its other side."""
        if faction == self.id and kind in ("warrior", "gear"):
            self._sync_supply(game)

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """The Old Man removed goes to a forest next to his clearing (OMT.2.2); Meltdown (OMT.2.5.II)."""
        if removal.owner != self.id:
            return None
        fs = game.state.factions[self.id]
        # Meltdown: once for any number of factories removed at once, however many clearings they stood in (a Favor).
        if removal.counts.get("factory") and removal is next(
                r for r in removal.together if r.owner == self.id and r.counts.get("factory")):
            fs.data["production"] = max(self.board.data["production_min"], fs.data["production"] - 1)
            game.event("meltdown", faction=self.id, production=fs.data["production"])
        if removal.counts.get("old_man"):
            return self._old_man_to_forest(game, removal.clearing)
        return None

    def _old_man_to_forest(self, game, clearing: int):
        fs = game.state.factions[self.id]
        forests = game.board.forests_of_clearing.get(clearing, ())
        if not forests or not fs.supply.get("old_man"):
            fs.data["old_man"] = None
            return
        chosen = yield Decision(self.id, f"{ID}.old_man_forest", "Place the Old Man in which forest?",
                                forest_options(forests))
        fs.supply["old_man"] -= 1
        fs.data["old_man"] = {"forest": chosen.data["forest"]}
        game.event("pawn_moved", faction=self.id, piece="old_man", origin=None, destination=chosen.data["forest"])

    # -- moves and battles granted by cards --------------------------------------------------------------------

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None):
        starts = [o for o in self.move_origins(game) if origin is None or o == origin]
        if into is not None:
            starts = [o for o in starts if any(d in into for d in move.destinations(game, self.id, o))]
        if not starts:
            return None
        if optional and not (yield from ask_yes_no(self.id, f"{kind}.take", "Move?")):
            return None
        return (yield from self._move(game, starts, into))

    def can_take_move(self, game, origin: int | None = None) -> bool:
        return any(origin is None or o == origin for o in self.move_origins(game))

    def take_battle(self, game, kind: str, optional: bool = True, allowed=None):
        where = [c for c in self.battle_clearings(game) if allowed is None or c in allowed]
        return (yield from battle.take_battle(game, self.id, kind=kind, optional=optional, where=where))


ACTIONS = {"tinker": "Tinker (flip tokens)", "repair": "Repair a robot", "crusade": "Crusade (battle or move)",
           "overproduce": "Overproduce (spend a card)"}


def _concealed(game, faction: str) -> bool:
    """Whether questions over `faction`'s hand must be asked whatever it holds (the option conceal_hands, 1.2.1)."""
    return game.definition.hands_concealed and bool(game.state.factions[faction].hand)


def _place_option(where) -> Option:
    if isinstance(where, int):
        return Option(f"clearing:{where}", f"clearing {where}", {"clearing": where})
    return Option(f"forest:{where}", f"forest {where}", {"forest": where})


@hookimpl
def rootcore_register(registry):
    registry.add_faction(ID, OldManTinker, board=BOARD)
    registry.add_agent("heuristic", "rootcore_plugins.old_man_tinker.bot:create", faction=ID)
