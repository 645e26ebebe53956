"""The Croakers Coven: a faction of the Outsiders fan expansion (fan content, not Leder Games'; rules text 002, sections
CC.1-CC.6, cited "CC.x"; "Law x" is the Law of Root). Frogs that brew Magic in their Cauldron and cast spells from a
growing Repertoire, turn enemy warriors into statues, and train warlocks in schools. Its numbers are in
content/factions/croakers_coven.toml (those the text leaves out are marked there as our choices).

Pieces and state:

* Warriors, schools (buildings on the `school` track) and statues (tokens on the `statue` track) are board pieces.
  One statue at most per clearing, and never a statue and a school in one clearing (CC.2.5, CC.2.6): a
  `rootcore_can_place` answer, so every placement honours it.
* Magic (CC.2.2.I-II) never goes on the map: `fs.data["magic"]` counts the tokens in the supply of the play area,
  `fs.data["cauldron"]` those in the Cauldron; paying a spell moves them back to the supply.
* The Repertoire (CC.2.2.IV) is `fs.data["repertoire"]`, the spell ids learnt; the Spells Deck is the other spells
  (public: the eight spells are known to everyone).
* Growth tokens (CC.2.3.III) lie on paths: `fs.data["growth"]`, pairs of clearings; a `rootcore_adjacent` answer
  blocks each such path for everyone, for moves and for every other adjacency question.
* The Mudman (CC.2.3.VI) is `fs.data["mudman"]`, its clearing or None: no piece of anyone's (it is "its own player"),
  so no one can remove it (Enchanted, CC.2.4), nor battle it; Dispel (CC.4.1) takes it off.

Enemies (Law E): a hireling's pieces are enemy pieces to Petrify, Fireball and the Mudman (Transform takes warriors
only from the players' supplies).

Readings of the text (chosen where it is silent or ambiguous; each is tested in tests/test_croakers_coven.py):

* Costs (CC.2.2): a spell of level 1, 2 or 3 costs that many Magic (the board's `costs`); an X spell costs the X the
  Croakers choose, at least 1.
* Casting (CC.2.2): at any time in their own Daylight, as often as Magic allows, no action spent; and at the start of
  any battle (`rootcore_battle_start`, before ambushes) in a clearing with their warriors, whoever fights. Fireball
  ("during your turn") only in the Croakers' own turn. Spells may target any clearing their own text allows, not only
  the battle's. Spells stay in the Repertoire once cast.
* Spell levels (CC.2.5-CC.2.6, CC.6.1): the schools on the map uncover the levels of `school_levels` in order (one
  school: level 1; two: 1 and 2; three: all); level X is uncovered while all three statues are on the map. A level
  covered again (a school removed) keeps the spells already researched.
* Petrify: one enemy warrior (not a warlord, Law 14.2.2) is removed (by the Croakers: removal effects apply) from a
  clearing with Croaker pieces where a statue may be placed, and a statue goes there.
* Dazzle: the chosen player (any other player, or the Mudman) deals one hit less in the next roll: the first hit it
  deals in that battle (an ambush's included, `rootcore_battle_ignored_hits`), or one Mudman hit fewer to the
  Croakers. Cast in a battle's window, on one of its sides (not the Mudman), it is that battle. "The next roll" is
  the next dice roll of the game: a battle's, a Fireball's or the Mudman's; if the chosen player does not roll in
  it, or no roll comes by the end of the turn the Dazzle was cast in (the Mudman's roll between turns counting),
  the Dazzle lapses unused (event `dazzle_lapsed`), and a new one may be cast.
* Regrowth: a growth token on a printed path from a clearing with Croaker warriors; growth tokens run out (the
  board's `growth_tokens`); Dispel takes them all back.
* Fireball: in the Croakers' own turn, in a clearing with their warriors and an enemy piece; the higher die's hits
  fall on enemies there, one by one as the Croakers choose, each enemy choosing its pieces (Law 4.3.4), the Croakers
  scoring for buildings and tokens; reading: a hit goes only to an enemy that would take it (`Faction.most_hits_taken`:
  not beyond the Vagabond's undamaged items, never on a hireling's pawn), and hits no enemy would take are lost.
  Then the lower die's hits fall on the Croakers there, removed by no one (no VP).
  No maximum rolled hits, no ambush, no battle effects: it is not a battle, but its hits are taken as a battle's
  (Law 4.3.4: warriors first, a warlord among them, removals of cause "battle"). Removals resolve together at the
  end.
* Resurrection: casting it readies it for the rest of the turn; once per turn, when warriors of anyone are removed
  from a clearing with Croaker pieces (or the Croakers' own), the Croakers may place up to two of them back there.
  Croaker pieces removed at the same time count as there (they stood there as the warriors were removed:
  `Removal.together`), so a battle or Mudman roll that clears the Croakers out may still bring warriors back
  (`pieces.place_removed`: warriors a card keeps come back from there).
* Summon: the Mudman goes to a clearing with Croaker pieces (cast again: it moves there). At the end of every turn
  (`rootcore_turn_ends`, the Croakers' own included, until Dispel) it rolls its two dice (the board's
  `mudman_suits` and `mudman_skulls`), moves to the clearing of the rolled suit, among its own clearing and those
  adjacent to it, holding the most pieces of all players (rule ignored; ties: the Croakers choose; none of that suit:
  it stays), then deals the skulls as hits to every player with pieces there (the Croakers too), each choosing its
  pieces as a battle's hits (Law 4.3.4, removals of cause "battle"). Enemy pieces it removes are removed by the
  Croakers (they score for buildings and tokens, Law 3.2.1, and removal effects see the Croakers as the remover); the
  Croakers' own are removed by no one.
* Teleport: X pieces of one player (asked to consent unless it is the Croakers; a refusal leaves the spell uncast, no
  Magic paid) in a clearing with Croaker pieces go to one clearing the Croakers choose, the Croakers choosing which
  pieces when there is a choice: warriors (not a warlord) wherever they may be placed (`pieces.relocate_warriors`),
  buildings only into open slots, tokens within their placing limits (CC.2.6's statues too), and pawns when their
  faction says how (`Faction.can_relocate_piece`: the Vagabond's goes, and each of the Order of the Forest's, told
  apart by suit; the Old Man Tinker's Old Man stays). Not a
  move and not a removal: no one scores, no removal or move effect triggers; a Corvid plot keeps its type and facing.
* Transform: once per turn, X warriors of one non-Croaker player (not a warlord) in a clearing with Croaker pieces go
  back to its supply, and as many warriors of the other non-Croaker players' supplies take their place (a swap,
  G.1.31: no removal, no placement limit), shared as evenly as the supplies allow (a round of one each from every
  player with the fewest given so far); the warriors no whole round can share are given by players the Croakers
  choose among those tied (the text's example, Law 1.1.3). X is at most the warriors the others' supplies hold.
* Enchanted (CC.2.4): the Croakers' tokens other than statues are the growth tokens (on paths, out of everyone's
  reach) and the Magic (off the map); the Mudman is no one's piece: none of them can be removed by others.
* Daylight (CC.5): with no school on the map, three warriors in any clearing where they may be placed and one Magic
  in the Cauldron, first; then up to four actions.
* Brew (CC.6.2): once per clearing with Croaker pieces, a card matching it (birds wild) for one Magic, while the
  supply holds any.
* Draw Power! (CC.6.3): after discarding to five, up to three of their own warriors removed (by no one) for as many
  cards.
* Hocus Focus (CC.4.2) scores one VP per statue on the map, and one more with all three schools on the map.

Not supported: the Marauder faction setup cards (Law A.8.2: games with `setup_cards` are refused by name).

Scenario data (`rootcore.scenario`): `{"cauldron": 3, "repertoire": ["petrify", "fireball"], "mudman": 5, "growth":
[[1, 5]], "actions": 4}`; left out, the Cauldron is empty, the Repertoire holds Petrify and the supply the rest of
the Magic.
"""
from __future__ import annotations

from rootcore import Decision, Faction, Option, clearing_options, count_options, faction_options, fixed_option, \
    hand_question, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, scoring
from rootcore.rules.adjacency import adjacent
from rootcore.rules.suits import is_suit
from rootcore.rules.battle import OTHER_SIDE
from rootcore.rules.pieces import (available, enemy_warriors, free_warriors, movable_warriors, open_slots,
                                   piece_kind, piece_name, piece_type, place, place_removed, place_warriors_owed,
                                   placement_allowed, put, relocate_warriors, remove, removable, resolve_removals,
                                   return_warriors, undiverted)
from rootcore.rules.rule import is_ruler

FACTION = "croakers_coven"
BOARD = "rootcore_content:factions/croakers_coven.toml"
SCHOOL, STATUE = "school", "statue"
MUDMAN = "mudman"  # a Dazzle target: the Mudman (CC.2.3.II)
# The removal cause of Fireball's and the Mudman's hits: hits are taken as in battle (Law 4.3.4), the warlord too.
HITS = "battle"

# CC.2.3: the eight spells and their levels.
SPELLS = {"petrify": "1", "dazzle": "1", "regrowth": "2", "fireball": "2", "resurrection": "3", "summon": "3",
          "teleport": "x", "transform": "x"}
ONCE_PER_TURN = ("resurrection", "transform")  # CC.2.3.V, CC.2.3.VIII

_SPELL_OPTIONS = {s: Option(f"cast:{s}", f"Cast {s.capitalize()} (level {SPELLS[s].upper()})", {"spell": s})
                  for s in SPELLS}
_RESEARCH_OPTIONS = {s: Option(f"spell:{s}", f"{s.capitalize()} (level {SPELLS[s].upper()})", {"spell": s})
                     for s in SPELLS}
_ACTIONS = {"move": Option("move", "Move (CC.5.1)"), "battle": Option("battle", "Battle (CC.5.2)"),
            "build": Option("build", "Build a school (CC.5.3)"), "recruit": Option("recruit", "Recruit (CC.5.4)")}
_END = fixed_option("end", "End Daylight")
_DONE = fixed_option("done", "Done")
_PASS = fixed_option("pass", "Cast nothing")
_MUDMAN_OPTION = Option("target:mudman", "the Mudman", {"faction": MUDMAN})

def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: one spell level per school; the pieces the rules name."""
    issues = []
    schools = board.pieces.get(SCHOOL)
    if schools is not None and len(board.data["school_levels"]) != schools.count:
        issues.append(ContentIssue(label, "$.data.school_levels", f"{len(board.data['school_levels'])} levels for "
                                   f"{schools.count} schools (CC.2.5)"))
    return issues + piece_issues(board, label, {"warrior": "warrior", SCHOOL: "building", STATUE: "token"},
                                 tracked=(SCHOOL, STATUE))


class CroakersCoven(Faction):
    data_issues = staticmethod(data_issues)

    # -- state -------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # warriors in the supply, schools and statues on their tracks (CC.3.1)
        fs.data.update(magic=self.board.data["magic"], cauldron=0, repertoire=["petrify"], mudman=None, growth=[],
                       dazzle=None, dazzled=None, once=[], resurrection=False)

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError
        data = dict(data)
        if "growth" in data:
            data["growth"] = [sorted(int(c) for c in path) for path in data["growth"]]
        fs.data.update(data)
        fs.data["magic"] = self.board.data["magic"] - fs.data["cauldron"]
        unknown = [s for s in fs.data["repertoire"] if s not in SPELLS]
        if fs.data["magic"] < 0 or unknown:
            raise ScenarioError(f"croakers_coven: cauldron {fs.data['cauldron']} or repertoire {unknown} impossible")

    def invariant_problems(self, game) -> list[str]:
        data = game.state.factions[self.id].data
        problems = []
        if data["magic"] < 0 or data["cauldron"] < 0 or data["magic"] + data["cauldron"] != self.board.data["magic"]:
            problems.append(f"croakers_coven: Magic {data['magic']} + Cauldron {data['cauldron']} is not "
                            f"{self.board.data['magic']}")
        if len(data["growth"]) > self.board.data["growth_tokens"]:
            problems.append("croakers_coven: more growth tokens on paths than exist")
        for c in game.board.clearing_ids:
            cl = game.state.clearings[c]
            if cl.count(self.id, STATUE) > 1 or (cl.count(self.id, STATUE) and cl.count(self.id, SCHOOL)):
                problems.append(f"croakers_coven: clearing {c} breaks the statue and school limits (CC.2.5-CC.2.6)")
        return problems

    def view(self, game, fs, viewer):
        data = fs.data
        return {"cauldron": data["cauldron"], "repertoire": list(data["repertoire"]), "mudman": data["mudman"],
                "growth": [list(p) for p in data["growth"]], "data": dict(data)}

    def on_map(self, game, kind: str) -> int:
        track = self.board.tracks[kind]
        return track.spaces - game.state.factions[self.id].tracks[kind]

    def uncovered_levels(self, game) -> set[str]:
        """CC.2.5-CC.2.6: the spell levels the schools on the map uncover, and X with every statue on the map."""
        levels = set(self.board.data["school_levels"][:self.on_map(game, SCHOOL)])
        if game.state.factions[self.id].tracks[STATUE] == 0:
            levels.add("x")
        return levels

    def has_pieces(self, game, clearing: int) -> bool:
        return game.state.clearings[clearing].has_any(self.id)

    def my_clearings(self, game) -> list[int]:
        return [c for c in game.board.clearing_ids if game.state.clearings[c].has_any(self.id)]

    def enemies_in(self, game, clearing: int) -> list[str]:
        """Factions other than the Croakers with pieces in `clearing`: the players in turn order, then the hirelings
        (their pieces are enemy pieces too, Law E, though they take no turn)."""
        cl = game.state.clearings[clearing]
        order = list(game.state.turn_order) + sorted(f for f in game.state.factions if f not in game.state.turn_order)
        return [f for f in order if f != self.id and cl.has_any(f)]

    # -- placing limits (CC.2.5, CC.2.6) --------------------------------------------------------------------------

    @hookimpl
    def rootcore_can_place(self, game, faction, piece, clearing):
        """One statue per clearing; no statue where a school stands, no school where a statue stands."""
        if faction != self.id or (piece != STATUE and piece != SCHOOL):
            return None
        if (self.id, STATUE) in game.state.clearings[clearing].tokens:
            return False
        if piece == STATUE and (self.id, SCHOOL) in game.state.clearings[clearing].buildings:
            return False
        return None

    # -- growth tokens (CC.2.3.III) -------------------------------------------------------------------------------

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """A path with a growth token links nothing, for moves and for every other adjacency question."""
        growth = game.state.factions[self.id].data["growth"]
        if not growth:
            return None
        blocked = [b if a == origin else a for a, b in growth if origin == a or origin == b]
        return {"block": blocked} if blocked else None

    # -- setup (CC.3.1) -------------------------------------------------------------------------------------------

    def setup(self, game):
        """CC.3.1: statues and schools on their tracks, Petrify in the Repertoire (`init_state`); nothing on the
        map."""
        game.event("repertoire", faction=self.id, spells=["petrify"])
        yield from ()

    # -- Birdsong (CC.4) ------------------------------------------------------------------------------------------

    def birdsong(self, game):
        fs = game.state.factions[self.id]
        if fs.data["mudman"] is not None or fs.data["growth"]:  # CC.4.1 Dispel
            game.event("dispelled", faction=self.id, mudman=fs.data["mudman"], growth=len(fs.data["growth"]))
            fs.data["mudman"] = None
            fs.data["growth"] = []
        statues = self.on_map(game, STATUE)  # CC.4.2 Hocus Focus
        schools = 1 if fs.tracks[SCHOOL] == 0 else 0
        if statues + schools:
            scoring.score(game, self.id, statues + schools, "hocus focus")
        yield from craft.craft_step(game, self.id, "croakers_coven.craft", daylight=False)  # CC.4.3

    # -- Daylight (CC.5) ------------------------------------------------------------------------------------------

    def daylight(self, game):
        fs = game.state.factions[self.id]
        if "actions" not in fs.data:  # the start of Daylight, not a clone resuming within the actions
            if fs.tracks[SCHOOL] == self.board.tracks[SCHOOL].spaces:
                yield from self.fresh_start(game)
            fs.data["actions"] = self.board.data["actions"]
        while True:
            game.resume_point()
            options = [_ACTIONS[a] for a in self.actions_possible(game)] if fs.data["actions"] > 0 else []
            options += [_SPELL_OPTIONS[s] for s in self.castable(game, None)]
            options += cards.daylight_card_options(game, self.id)
            options.append(_END)
            question = hand_question(game, self.id, "croakers_coven.action",
                                     f"Choose an action ({fs.data['actions']} left) or cast a spell", options)
            if question is None:
                break
            chosen = yield question
            if chosen.id == "end":
                break
            if chosen.id.startswith("cast:"):
                yield from self.cast(game, chosen.data["spell"], None)
            elif chosen.id in _ACTIONS:
                fs.data["actions"] -= 1
                yield from getattr(self, "do_" + chosen.id)(game)
            else:  # a dominance card or card effect: no action spent
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
        fs.data.pop("actions", None)

    def fresh_start(self, game):
        """CC.5: with no school on the map, three warriors in any clearing and one Magic in the Cauldron."""
        spots = [c for c in game.board.clearing_ids if placement_allowed(game, self.id, "warrior", c)]
        if spots and available(game, self.id, "warrior"):
            chosen = yield Decision(self.id, "croakers_coven.start", "Place three warriors in which clearing?",
                                    clearing_options(spots))
            place(game, self.id, "warrior", chosen.data["clearing"], self.board.data["start_warriors"])
        self.add_magic(game, self.board.data["start_magic"])

    def add_magic(self, game, n: int) -> int:
        data = game.state.factions[self.id].data
        n = min(n, data["magic"])
        data["magic"] -= n
        data["cauldron"] += n
        if n:
            game.event("magic", faction=self.id, count=n, cauldron=data["cauldron"])
        return n

    def actions_possible(self, game) -> list[str]:
        found = []
        if move.can_move(game, self.id):
            found.append("move")
        if battle.can_battle(game, self.id):
            found.append("battle")
        if self.build_spots(game):
            found.append("build")
        if self.recruit_spots(game):
            found.append("recruit")
        return found

    def do_move(self, game):
        yield from move.take_move(game, self.id, kind="croakers_coven.move")

    def do_battle(self, game):
        yield from battle.take_battle(game, self.id, kind="croakers_coven.battle")

    def build_spots(self, game) -> list[int]:
        """CC.5.3: clearings the Croakers rule where a school may go (a slot, no statue)."""
        if not game.state.factions[self.id].tracks[SCHOOL]:
            return []
        return [c for c in game.board.clearing_ids if is_ruler(game, c, self.id)
                and placement_allowed(game, self.id, SCHOOL, c)]

    def do_build(self, game):
        chosen = yield Decision(self.id, "croakers_coven.build", "Build a school in which clearing?",
                                clearing_options(self.build_spots(game)))
        place(game, self.id, SCHOOL, chosen.data["clearing"])

    def recruit_spots(self, game) -> list[int]:
        """CC.5.4: each clearing with a school (however many there), where a warrior may be placed."""
        if not available(game, self.id, "warrior"):
            return []
        return [c for c in game.board.clearing_ids if (self.id, SCHOOL) in game.state.clearings[c].buildings
                and placement_allowed(game, self.id, "warrior", c)]

    def do_recruit(self, game):
        owed = dict.fromkeys(self.recruit_spots(game), 1)
        yield from place_warriors_owed(game, self.id, owed, "croakers_coven.recruit",
                                       "Recruit: place a warrior in which clearing?")

    # -- Evening (CC.6) -------------------------------------------------------------------------------------------

    def evening(self, game):
        yield from self.research(game)
        yield from self.brew(game)
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # CC.6.3
        yield from cards.discard_to_hand_limit(game, self.id)
        yield from self.draw_power(game)

    def researchable(self, game) -> list[str]:
        known = game.state.factions[self.id].data["repertoire"]
        levels = self.uncovered_levels(game)
        return [s for s, level in SPELLS.items() if level in levels and s not in known]

    def research(self, game):
        """CC.6.1: one spell of an uncovered level from the deck into the Repertoire."""
        spells = self.researchable(game)
        if not spells:
            return
        chosen = yield Decision(self.id, "croakers_coven.research", "Research which spell?",
                                [_RESEARCH_OPTIONS[s] for s in spells])
        game.state.factions[self.id].data["repertoire"].append(chosen.data["spell"])
        game.event("researched", faction=self.id, spell=chosen.data["spell"])

    def brew(self, game):
        """CC.6.2: once per clearing with Croaker pieces, a matching card for one Magic."""
        fs = game.state.factions[self.id]
        left = self.my_clearings(game)
        while left and fs.data["magic"] > 0:
            usable = [c for c in dict.fromkeys(fs.hand) if any(cards.matches(game, c, game.state.suits[cl])
                                                               for cl in left)]
            question = hand_question(game, self.id, "croakers_coven.brew", "Brew: spend a card for one Magic?",
                                     cards.card_options(game, usable) + [_DONE])
            if question is None:
                return
            chosen = yield question
            if chosen.id == "done":
                return
            card = chosen.data["card"]
            where = [c for c in left if cards.matches(game, card, game.state.suits[c])]
            chosen = yield Decision(self.id, "croakers_coven.brew.clearing", "Brew for which clearing?",
                                    clearing_options(where))
            left.remove(chosen.data["clearing"])
            cards.discard_from_hand(game, self.id, card, reason="brew")
            self.add_magic(game, 1)

    def draw_power(self, game):
        """CC.6.3, last part: up to three of their warriors removed from the map for as many cards."""
        removals = []
        for _ in range(self.board.data["draw_power"]):
            where = [c for c in game.board.clearing_ids if free_warriors(game, self.id, c)]
            if not where:
                break
            chosen = yield Decision(self.id, "croakers_coven.draw_power", "Draw Power!: remove a warrior to draw a "
                                    "card?", clearing_options(where) + [_DONE])
            if chosen.id == "done":
                break
            removals.append(remove(game, self.id, "warrior", chosen.data["clearing"], 1, None, "draw_power"))
        if removals:
            cards.draw(game, self.id, len(removals))
            yield from resolve_removals(game, removals)

    # -- Wizardry (CC.2.2) ----------------------------------------------------------------------------------------

    def cost(self, spell: str) -> int:
        """The Magic a spell costs (for an X spell, the least: one)."""
        level = SPELLS[spell]
        return 1 if level == "x" else self.board.data["costs"][level]

    def castable(self, game, fight) -> list[str]:
        """The spells of the Repertoire the Croakers can cast now (in their Daylight, `fight` None, or at the start
        of battle `fight`) and pay for."""
        data = game.state.factions[self.id].data
        cauldron = data["cauldron"]
        if not cauldron:
            return []
        return [s for s in data["repertoire"] if self.cost(s) <= cauldron and s not in data["once"]
                and getattr(self, "can_" + s)(game, fight)]

    def pay(self, game, spell: str, n: int) -> None:
        data = game.state.factions[self.id].data
        data["cauldron"] -= n
        data["magic"] += n
        if spell in ONCE_PER_TURN:
            data["once"].append(spell)
        game.event("spell_cast", faction=self.id, spell=spell, magic=n)

    def cast(self, game, spell: str, fight):
        """Cast `spell` (it pays for itself once its choices are made)."""
        yield from getattr(self, "cast_" + spell)(game, fight)

    def ask_x(self, game, spell: str, most: int):
        """How much Magic (X) to spend on an X spell, up to `most`."""
        most = min(most, game.state.factions[self.id].data["cauldron"])
        chosen = yield Decision(self.id, f"croakers_coven.{spell}.x", f"{spell.capitalize()}: spend how much Magic "
                                "(X)?", count_options(most))
        return chosen.data["count"]

    @hookimpl
    def rootcore_battle_start(self, game, battle):
        """CC.2.2: a battle starting in a clearing with Croaker warriors lets them cast spells; a pending Dazzle
        on one of its sides takes effect in it (CC.2.3.II)."""
        data = game.state.factions[self.id].data
        if not game.state.clearings[battle.clearing].warriors.get(self.id):
            if data["dazzle"] is None:
                return None
            if data["dazzle"] not in (battle.attacker, battle.defender):
                self.dazzle_lapses(game)
                return None
        return self._battle_window(game, battle)

    def _battle_window(self, game, fight):
        data = game.state.factions[self.id].data
        if game.state.clearings[fight.clearing].warriors.get(self.id):
            while True:
                spells = self.castable(game, fight)
                if not spells:
                    break
                options = [_SPELL_OPTIONS[s] for s in spells] + [_PASS]
                chosen = yield Decision(self.id, "croakers_coven.battle_spell", f"A battle starts in clearing "
                                        f"{fight.clearing}: cast a spell?", options,
                                        about={"clearing": fight.clearing, "sides": [fight.attacker, fight.defender]})
                if chosen.id == "pass":
                    break
                yield from self.cast(game, chosen.data["spell"], fight)
        if data["dazzle"] in (fight.attacker, fight.defender):  # CC.2.3.II: its next roll is this battle's
            data["dazzled"] = data["dazzle"]
            data["dazzle"] = None
        else:  # CC.2.3.II: the next roll is this battle's, and the dazzled player does not roll in it
            self.dazzle_lapses(game)

    def dazzle_lapses(self, game) -> None:
        """CC.2.3.II: a Dazzle whose next roll is not the chosen player's is spent unused."""
        data = game.state.factions[self.id].data
        if data["dazzle"] is not None:
            game.event("dazzle_lapsed", faction=self.id, other=data["dazzle"])
            data["dazzle"] = None

    @hookimpl
    def rootcore_battle_ignored_hits(self, game, battle, side):
        """CC.2.3.II: one hit of the dazzled player is not taken by the side it deals it to."""
        dazzled = game.state.factions[self.id].data["dazzled"]
        return 1 if dazzled is not None and battle.faction(OTHER_SIDE[side]) == dazzled else None

    @hookimpl
    def rootcore_battle_end(self, game, battle):
        data = game.state.factions[self.id].data
        if data["dazzled"] is not None:
            data["dazzled"] = None
        return None

    # CC.2.3.I Petrify

    def petrify_spots(self, game) -> dict[int, list[str]]:
        found: dict[int, list[str]] = {}
        if not game.state.factions[self.id].tracks[STATUE]:
            return found
        for c in self.my_clearings(game):
            if not placement_allowed(game, self.id, STATUE, c):
                continue
            enemies = [f for f in self.enemies_in(game, c) if battle.is_enemy(game, self.id, f)
                       and enemy_warriors(game, self.id, c, f) and removable(game, self.id, f, c)]  # G.1.9
            if enemies:
                found[c] = enemies
        return found

    def ask_spot(self, game, spots: dict[int, list[str]], kind: str, where: str, whose_kind: str, whose: str):
        """Ask a clearing of `spots` (clearing -> the players a spell may reach there), then one of those players
        (decision kinds `kind` and `kind.whose_kind`): returns (clearing, player)."""
        chosen = yield Decision(self.id, kind, where, clearing_options(sorted(spots)))
        clearing = chosen.data["clearing"]
        chosen = yield Decision(self.id, f"{kind}.{whose_kind}", whose, faction_options(spots[clearing]))
        return clearing, chosen.data["faction"]

    def can_petrify(self, game, fight) -> bool:
        return bool(self.petrify_spots(game))

    def cast_petrify(self, game, fight):
        clearing, enemy = yield from self.ask_spot(game, self.petrify_spots(game), "croakers_coven.petrify",
                                                   "Petrify: in which clearing?", "enemy", "Petrify whose warrior?")
        self.pay(game, "petrify", self.cost("petrify"))
        removal = remove(game, enemy, "warrior", clearing, 1, self.id, "petrify")
        place(game, self.id, STATUE, clearing)
        yield from resolve_removals(game, [removal])

    # CC.2.3.II Dazzle

    def dazzle_targets(self, game, fight) -> list[str]:
        if fight is not None:
            return [f for f in (fight.attacker, fight.defender) if f != self.id]
        return [f for f in game.state.turn_order if f != self.id]

    def can_dazzle(self, game, fight) -> bool:
        return game.state.factions[self.id].data["dazzle"] is None

    def cast_dazzle(self, game, fight):
        options = faction_options(self.dazzle_targets(game, fight))
        if fight is None and game.state.factions[self.id].data["mudman"] is not None:  # a battle's roll is not its
            options.append(_MUDMAN_OPTION)
        chosen = yield Decision(self.id, "croakers_coven.dazzle", "Dazzle whom (one of their hits on their next roll "
                                "is ignored)?", options)
        self.pay(game, "dazzle", self.cost("dazzle"))
        game.state.factions[self.id].data["dazzle"] = chosen.data["faction"]
        game.event("dazzled", faction=self.id, other=chosen.data["faction"])

    # CC.2.3.III Regrowth

    def growth_paths(self, game) -> list[tuple[int, int]]:
        data = game.state.factions[self.id].data
        if len(data["growth"]) >= self.board.data["growth_tokens"]:
            return []
        grown = {tuple(p) for p in data["growth"]}
        paths = set()
        for c in game.board.clearing_ids:
            if game.state.clearings[c].warriors.get(self.id):
                linked = adjacent(game, c)  # a closed path links nothing and takes no piece (Law C.3.2)
                for d in game.board.adjacent[c]:  # printed paths: never a river
                    path = (min(c, d), max(c, d))
                    if d in linked and path not in grown:
                        paths.add(path)
        return sorted(paths)

    def can_regrowth(self, game, fight) -> bool:
        return bool(self.growth_paths(game))

    def cast_regrowth(self, game, fight):
        paths = self.growth_paths(game)
        chosen = yield Decision(self.id, "croakers_coven.regrowth", "Regrowth: grow over which path?",
                                [Option(f"path:{a}-{b}", f"the path {a}-{b}", {"path": [a, b]}) for a, b in paths])
        self.pay(game, "regrowth", self.cost("regrowth"))
        game.state.factions[self.id].data["growth"].append(list(chosen.data["path"]))
        game.event("growth", faction=self.id, path=list(chosen.data["path"]))

    # CC.2.3.IV Fireball

    def fireball_spots(self, game) -> list[int]:
        if game.state.current_faction != self.id:
            return []
        return [c for c in game.board.clearing_ids if game.state.clearings[c].warriors.get(self.id)
                and self.fireball_targets(game, c, {})]

    def fireball_targets(self, game, clearing: int, dealt: dict[str, int]) -> list[str]:
        """Enemies in `clearing` that would take more hits than those dealt them so far (`Faction.most_hits_taken`:
        a hit a piece of theirs takes, or an item of the Vagabond's, 9.2.7; never a hireling's pawn, which takes
        none)."""
        found = []
        for f in self.enemies_in(game, clearing):
            if battle.is_enemy(game, self.id, f) and removable(game, self.id, f, clearing) \
                    and game.factions[f].most_hits_taken(game, clearing) > dealt.get(f, 0):
                found.append(f)
        return found

    def can_fireball(self, game, fight) -> bool:
        return bool(self.fireball_spots(game))

    def cast_fireball(self, game, fight):
        chosen = yield Decision(self.id, "croakers_coven.fireball", "Fireball: in which clearing?",
                                clearing_options(self.fireball_spots(game)))
        clearing = chosen.data["clearing"]
        self.pay(game, "fireball", self.cost("fireball"))
        rng = game.state.rng
        a, b = rng.randint(0, 3), rng.randint(0, 3)
        self.dazzle_lapses(game)  # CC.2.3.II: a roll of the Croakers' own, no one else's
        high, low = max(a, b), min(a, b)
        game.event("dice", rolls=[a, b], attacker_hits=high, defender_hits=low, fireball=clearing)
        dealt: dict[str, int] = {}
        for _ in range(high):
            targets = self.fireball_targets(game, clearing, dealt)
            if not targets:
                break
            chosen = yield Decision(self.id, "croakers_coven.fireball.target", "Fireball: deal a hit to whom?",
                                    faction_options(targets), about={"clearing": clearing})
            dealt[chosen.data["faction"]] = dealt.get(chosen.data["faction"], 0) + 1
        removals = []
        with scoring.simultaneous(game):
            for enemy, hits in dealt.items():
                removals += yield from battle.take_hits(game, enemy, clearing, hits, self.id, HITS)
            if low:  # CC.2.3.IV: the lower roll on the Croakers, removed by no one (no VP)
                removals += yield from self.take_hits(game, clearing, low, None, HITS)
        yield from resolve_removals(game, removals)

    # CC.2.3.V Resurrection

    def can_resurrection(self, game, fight) -> bool:
        return not game.state.factions[self.id].data["resurrection"]

    def cast_resurrection(self, game, fight):
        data = game.state.factions[self.id].data
        self.pay(game, "resurrection", self.cost("resurrection"))
        data["resurrection"] = True
        yield from ()

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """CC.2.3.V: a ready Resurrection may place back up to two warriors just removed near Croaker pieces."""
        data = game.state.factions[self.id].data
        # Only warriors no other effect sent elsewhere as they were removed: not those the Cult's Revenge put in the
        # Acolytes box (Law 10.2.3): each removed piece goes to one place (`pieces.undiverted`).
        if not data["resurrection"] or undiverted(removal, "warrior") <= 0:
            return None
        if removal.owner != self.id and not self.had_pieces(game, removal):
            return None
        return self._resurrect(game, removal)

    def had_pieces(self, game, removal) -> bool:
        """Whether Croaker pieces stood in the removal's clearing as its pieces were removed: some are there still,
        or some were removed at the same time (`removal.together`: both sides of a battle, a Fireball, the Mudman)."""
        return self.has_pieces(game, removal.clearing) or any(
            r.owner == self.id and r.clearing == removal.clearing for r in removal.together)

    def _resurrect(self, game, removal):
        data = game.state.factions[self.id].data
        # Asked again as it runs: removals made together each offer it, and one use ends it for the turn (CC.2.3.V).
        if not data["resurrection"]:
            return
        most = min(self.board.data["resurrect"], undiverted(removal, "warrior"))
        if not placement_allowed(game, removal.owner, "warrior", removal.clearing):
            return
        chosen = yield Decision(self.id, "croakers_coven.resurrection", f"Resurrection: place {removal.owner}'s "
                                f"warriors back in clearing {removal.clearing}?",
                                count_options(most) + [fixed_option("pass", "Not now")],
                                about={"clearing": removal.clearing, "faction": removal.owner})
        if chosen.id == "pass":
            return
        data["resurrection"] = False
        place_removed(game, removal, "warrior", removal.clearing, chosen.data["count"])

    # CC.2.3.VI Summon

    def can_summon(self, game, fight) -> bool:
        return bool(self.my_clearings(game))

    def cast_summon(self, game, fight):
        chosen = yield Decision(self.id, "croakers_coven.summon", "Summon the Mudman in which clearing?",
                                clearing_options(self.my_clearings(game)))
        self.pay(game, "summon", self.cost("summon"))
        game.state.factions[self.id].data["mudman"] = chosen.data["clearing"]
        game.event("mudman", faction=self.id, clearing=chosen.data["clearing"])

    @hookimpl
    def rootcore_turn_ends(self, game, faction):
        """Between turns: once-per-turn spells and a ready Resurrection end with the turn; the Mudman acts."""
        data = game.state.factions[self.id].data
        data["once"] = []
        data["resurrection"] = False
        if data["mudman"] is None:
            self.dazzle_lapses(game)  # CC.2.3.II: unused by the end of the turn it was cast in
            return None
        return self.mudman_acts(game)  # between turns: the Mudman's roll, the Dazzle's last chance

    def mudman_destinations(self, game, suit: str) -> list[int]:
        """The clearings of `suit` among the Mudman's and those adjacent to it holding the most pieces."""
        here = game.state.factions[self.id].data["mudman"]
        # A clearing of several suits (the Lost City) is one of each.
        near = [c for c in [here] + list(adjacent(game, here, None)) if is_suit(game, c, suit)]
        if not near:
            return []
        counts = {c: game.state.clearings[c].piece_count() for c in near}  # a ruin is a piece too (Law G.1.25)
        most = max(counts.values())
        return [c for c in near if counts[c] == most]

    def mudman_acts(self, game):
        """CC.2.3.VI: the Mudman rolls, moves to the matching clearing with the most pieces, and hits everyone."""
        st = game.state
        data = st.factions[self.id].data
        suit = st.rng.choice(self.board.data["mudman_suits"])
        skulls = st.rng.choice(self.board.data["mudman_skulls"])
        game.event("mudman_roll", faction=self.id, suit=suit, skulls=skulls)
        where = self.mudman_destinations(game, suit)
        if where:
            dest = where[0]
            if len(where) > 1:
                chosen = yield Decision(self.id, "croakers_coven.mudman", "The Mudman moves to which clearing?",
                                        clearing_options(where))
                dest = chosen.data["clearing"]
            if dest != data["mudman"]:
                data["mudman"] = dest
                game.event("mudman", faction=self.id, clearing=dest)
        clearing = data["mudman"]
        dazzled = data["dazzle"] == MUDMAN
        if dazzled:
            data["dazzle"] = None
        self.dazzle_lapses(game)  # CC.2.3.II: the Mudman's roll is the next roll, no player's
        if not skulls:
            return
        removals = []
        with scoring.simultaneous(game):
            if st.clearings[clearing].has_any(self.id):  # the Croakers' own: removed by no one (no VP)
                removals += yield from self.take_hits(game, clearing, skulls - (1 if dazzled else 0), None, HITS)
            for f in self.enemies_in(game, clearing):  # every other player there, hirelings too
                removals += yield from battle.take_hits(game, f, clearing, skulls, self.id, HITS)
        yield from resolve_removals(game, removals)

    # CC.2.3.VII Teleport

    def teleportable(self, game, owner: str, origin: int, dest: int | None) -> dict[str, int]:
        """`owner`'s pieces in `origin` Teleport could take (to `dest`; None: anywhere), kind -> how many: its warriors
        a move could take out (not a warlord, Law 14.2.2), and each building, token or pawn its faction lets be
        relocated (`Faction.can_relocate_piece`; pawns told apart by name, `Faction.relocatable_pawns`: the Order of
        the Forest's "pawn:fox"...), buildings no more than `dest`'s open slots (CC.2.3.VII)."""
        cl = game.state.clearings[origin]
        component = game.factions[owner]
        ends = [c for c in game.board.clearing_ids if c != origin] if dest is None else [dest]
        found: dict[str, int] = {}
        warriors = movable_warriors(game, owner, origin)  # taken out and placed: never a warlord, on any turn
        if warriors and any(placement_allowed(game, owner, "warrior", c) for c in ends):
            found["warrior"] = warriors
        kinds = [k for o, k in cl.buildings + cl.tokens if o == owner] + component.relocatable_pawns(game, origin)
        for kind in dict.fromkeys(kinds):
            if any(component.can_relocate_piece(game, kind, origin, c) for c in ends):
                found[kind] = kinds.count(kind)
        buildings = [k for k in found if component.board.pieces[piece_kind(k)].type == "building"]
        if dest is not None and buildings:
            room = open_slots(game, dest)
            for kind in buildings:
                found[kind] = min(found[kind], room)
                room -= found[kind]
            found = {k: n for k, n in found.items() if n}
        return found

    def teleport_spots(self, game) -> dict[int, list[str]]:
        found = {}
        for c in self.my_clearings(game):
            owners = [f for f in game.state.turn_order if self.teleportable(game, f, c, None)]
            if owners:
                found[c] = owners
        return found

    def can_teleport(self, game, fight) -> bool:
        return bool(self.teleport_spots(game))

    def cast_teleport(self, game, fight):
        """CC.2.3.VII: X pieces of one consenting player, from a clearing with Croaker pieces to one clearing."""
        origin, owner = yield from self.ask_spot(game, self.teleport_spots(game), "croakers_coven.teleport",
                                                 "Teleport from which clearing?", "owner", "Teleport whose pieces?")
        ends = [c for c in game.board.clearing_ids if c != origin and self.teleportable(game, owner, origin, c)]
        chosen = yield Decision(self.id, "croakers_coven.teleport.destination", "Teleport them to which clearing?",
                                clearing_options(ends))
        dest = chosen.data["clearing"]
        can_go = self.teleportable(game, owner, origin, dest)
        x = yield from self.ask_x(game, "teleport", sum(can_go.values()))
        going = yield from self.choose_teleported(game, can_go, x)
        if owner != self.id:  # CC.2.3.VII: only a consenting player's pieces
            listed = ", ".join(f"{n} {piece_name(k)}" for k, n in going.items())
            chosen = yield Decision(owner, "croakers_coven.teleport.consent", f"The Croakers Coven would teleport "
                                    f"{listed} of yours from {origin} to {dest}: do you consent?",
                                    [fixed_option("yes", "Consent"), fixed_option("no", "Refuse")],
                                    about={"clearing": origin, "destination": dest, "pieces": going})
            if chosen.id != "yes":
                game.event("teleport_refused", faction=owner, other=self.id)
                return
        self.pay(game, "teleport", x)
        if going.get("warrior"):
            yield from relocate_warriors(game, owner, origin, dest, going["warrior"])
        for kind, n in going.items():
            for _ in range(n if kind != "warrior" else 0):
                game.factions[owner].relocate_piece(game, kind, origin, dest)

    def choose_teleported(self, game, can_go: dict[str, int], x: int):
        """Which `x` of the pieces `can_go` (kind -> how many) go: asked one at a time while there is a choice."""
        going = dict.fromkeys(can_go, 0)
        left = dict(can_go)
        for _ in range(x):
            kinds = [k for k, n in left.items() if n]
            kind = kinds[0]
            if len(kinds) > 1 and sum(left.values()) > x - sum(going.values()):
                chosen = yield Decision(self.id, "croakers_coven.teleport.piece", "Teleport which piece?",
                                        [Option(f"piece:{k}", piece_name(k), {"piece": k}) for k in kinds])
                kind = chosen.data["piece"]
            going[kind] += 1
            left[kind] -= 1
        return {k: n for k, n in going.items() if n}

    # CC.2.3.VIII Transform

    def transform_spots(self, game) -> dict[int, list[str]]:
        found = {}
        for c in self.my_clearings(game):
            targets = [f for f in self.enemies_in(game, c) if free_warriors(game, f, c) and self.givers(game, f)]
            if targets:
                found[c] = targets
        return found

    def givers(self, game, target: str) -> list[str]:
        """The non-Croaker players other than `target` with warriors in their supply, in turn order."""
        return [f for f in game.state.turn_order if f != self.id and f != target and available(game, f, "warrior")]

    def can_transform(self, game, fight) -> bool:
        return bool(self.transform_spots(game))

    def cast_transform(self, game, fight):
        clearing, target = yield from self.ask_spot(game, self.transform_spots(game), "croakers_coven.transform",
                                                    "Transform in which clearing?", "target",
                                                    "Transform whose warriors?")
        supplies = {f: available(game, f, "warrior") for f in self.givers(game, target)}
        x = yield from self.ask_x(game, "transform", min(free_warriors(game, target, clearing), sum(supplies.values())))
        self.pay(game, "transform", x)
        given, tied, left = share_evenly(supplies, x)
        for _ in range(left):  # a tie: the Croakers choose who gives the warriors an even share leaves over
            chosen = yield Decision(self.id, "croakers_coven.transform.giver", "Transform: whose warrior takes "
                                    "the next place?", faction_options(tied), about={"clearing": clearing})
            given[chosen.data["faction"]] += 1
            tied.remove(chosen.data["faction"])
        self.swap(game, clearing, target, given)

    def swap(self, game, clearing: int, target: str, given: dict[str, int]) -> None:
        """G.1.31: `target`'s warriors leave `clearing` for its supply and the givers' take their places (neither
        removed nor placed)."""
        cl = game.state.clearings[clearing]
        return_warriors(game, target, clearing, sum(given.values()))  # to its supply (G.1.22), or a card keeping them
        for giver, n in given.items():
            if n:
                game.state.factions[giver].supply["warrior"] -= n
                put(cl, giver, "warrior", "warrior", n)
                # Not placed (no limit on placing applies), but they enter the map: a component tracking its pieces
                # (Old Man Tinker's two-sided tokens, the Borough Kings' mice) hears of it as of a placement.
                for placed in game.definition.fast_hooks.get("rootcore_pieces_placed", ()):
                    placed(game, giver, "warrior", clearing, n)
        game.event("transformed", faction=self.id, other=target, clearing=clearing, given=given)


def share_evenly(supplies: dict[str, int], x: int) -> tuple[dict[str, int], list[str], int]:
    """`x` warriors from `supplies` (player -> warriors there), as evenly as they allow (CC.2.3.VIII): one more
    from each player with the fewest given so far and some left, while that round can be given whole. Returns
    (given, tied, left): the `left` warriors (fewer than the `tied` players) an even share cannot place, for the
    Croakers to choose who gives them (Law 1.1.3, the text's example)."""
    given = dict.fromkeys(supplies, 0)
    left = x
    while left:
        able = [f for f in supplies if given[f] < supplies[f]]
        if not able:
            break
        least = min(given[f] for f in able)
        tied = [f for f in able if given[f] == least]
        if len(tied) > left:
            return given, tied, left
        for f in tied:
            given[f] += 1
        left -= len(tied)
    return given, [], 0


def advise_teleport_consent(bot, game, decision) -> str:
    """A player's bot asked to let the Croakers teleport its pieces (CC.2.3.VII) consents when the move gains it rule
    of the destination without losing rule of the origin (its warriors and buildings moved, Law 2.1), and refuses
    otherwise: the spell is the Croakers', cast where it serves them."""
    from rootcore import bots
    about, me = decision.about, bot.faction
    origin, dest = about["clearing"], about["destination"]
    moved = sum(n for name, n in about["pieces"].items()
                if piece_type(game, me, piece_kind(name)) in ("warrior", "building"))
    return "yes" if bots.comes_to_rule(game, me, dest, moved) and not bots.loses_rule(game, me, origin, moved) else "no"


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, CroakersCoven, board=BOARD)
    registry.add_bot_advice("croakers_coven.teleport.consent", advise_teleport_consent)
    registry.add_agent("heuristic", "rootcore_plugins.croakers_coven.bot:CroakersCovenBot", faction=FACTION)
