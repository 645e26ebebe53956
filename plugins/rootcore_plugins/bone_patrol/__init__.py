"""The Bone Patrol (fan content: The Outsiders, BP.1-BP.6): the Alpha, Guard Dogs, Obedient, bone tokens buried and
fetched, the Bone Collection and the Rollover, Protective Breed; setup, Birdsong (Rollover, Recall, Scout),
Daylight (March, Battle, Recruit, Build, plus an action per bird card spent), Evening (Fetch/Bury, Craft, Draw).

State (all in `game.state.factions["bone_patrol"]`, so clones and saves carry it):

* `fs.data["alpha"]`: the Alpha's clearing. The Alpha is one of the Patrol's warriors there (a clearing counts a
  faction's warriors together): it rolls and counts with them, but no effect removes it and no move outside the
  Patrol's own moves takes it (`Faction.fixed_warriors`, BP.2.2);
* face-up bones are tokens on the map (`bone_fox`, `bone_rabbit`, `bone_mouse`). Face-down (buried) bones are not:
  they are `fs.data["buried"]` (clearing, as a string -> suits), so no other player can see, count, remove or
  otherwise touch them (BP.2.5.I); their suits are hidden in others' views. They lie face down where they are
  (`unseen_pieces`): a Scorched Earth (Law D.6.2) leaves them, and fetching one in the sealed clearing places
  nothing;
* `fs.data["collection"]`: bones in the Bone Collection by suit (BP.2.5.II); the supply of bone tokens is the
  Rollover (BP.2.5.III: bones not yet placed, and bones removed from the map, which go back to the supply);
* `fs.data["guard_dogs"]`: faction -> clearings it rules together with the Patrol until the end of its turn
  (BP.2.3), answered through the core's `rootcore_shared_rule`;
* in Daylight `fs.data["actions"]`: actions left (BP.5).

Readings of the text (each tested in tests/test_bone_patrol.py):

* The Alpha (BP.2.2): the Patrol rules its clearing through a rule bonus larger than the Lizard Cult's Pilgrims
  bonus (10.2.4), so no tie is left for Lords of the Forest (7.2.2). Its extra hit applies when the Patrol attacks
  in the Alpha's clearing (the Alpha must be in the battle to do a hit). In battle it takes a hit like any warrior
  but is never removed, so hits reach tokens and buildings there only when they exceed all the Patrol's warriors,
  the Alpha included (BP.2.5.IV); effects removing all pieces remove everything but it.
* A move of Patrol warriors from the Alpha's clearing asks whether the Alpha goes along (when some warriors stay);
  a move takes along up to one face-up bone per warrior moved (BP.2.5.I). Scout (BP.4.3) moves the Alpha alone
  (with up to one bone). Obedient (BP.2.4) holds for every move of Patrol warriors, the Patrol's or an effect's:
  from a clearing other than the Alpha's the only destination is the Alpha's clearing (`rootcore_adjacent`, and
  the plugin's own moves filter links other effects add).
* Guard Dogs (BP.2.3) is offered to other players in their Daylight (their "turn", where their actions are), for a
  clearing the Patrol rules and where they have any piece; the card (birds wild, Law 2.1.1) goes to the Patrol's
  hand, face up to all (it must be seen to match). The shared rule lasts while the Patrol rules that clearing,
  until the end of that player's turn.
* Recall (BP.4.2): the extra point is scored only when a bone must go to the Rollover because its suit's three
  Collection spaces are full, not when the Patrol chooses the Rollover with a space left.
* The Rollover (BP.2.5.III) is checked once, at the start of Birdsong: with four or more bones there the Patrol
  places any number, one at a time, face down in matching clearings without Patrol pieces (buried bones are
  Patrol pieces).
* Fetch/Bury (BP.6.1): each bone flips at most once an Evening: a bone fetched is not buried again, nor a bone
  buried fetched again (a flip back and forth would change nothing and never end); bones of one suit in one
  clearing being alike, the flips are counted per clearing, suit and direction, so two bones of a suit there may
  both flip.
* Setup (BP.3.2): a bone in every clearing without Patrol pieces, of the clearing's suit, where a bone may be placed
  (not the Marquise's Keep's clearing, Law 6.2.2, as for the Rollover; the bone stays in the Rollover); when a
  suit's four bones do not reach every such clearing (a map with more clearings of a suit), the Patrol chooses
  where they go.
* Draw (BP.6.3): the larger of one card and the draw bonuses uncovered.
"""
from __future__ import annotations

from rootcore import (Decision, Faction, answers_kept, ask_clearing, ask_yes_no, asks_about_hand,
                      clearing_options, count_options, fixed_option, hand_question, hookimpl)
from rootcore.components import piece_issues
from rootcore.decisions import RootcoreError
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, scoring
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import (LOCKED, Removal, available, can_place, enemy_warriors, locked, place,
                                   placement_allowed, put, remove, take_hits_on_other_pieces)
from rootcore.rules.rule import rules
from rootcore.rules.suits import clearings_of_suit

FACTION = "bone_patrol"

# The Alpha's rule bonus (BP.2.2): more than the Pilgrims' (a million, Law 10.2.4) plus every piece a clearing could
# hold, so the Patrol rules the Alpha's clearing whatever else counts there.
_ALPHA_RULE = 1_000_000_000

_DONE = fixed_option("done", "Done")
_END = fixed_option("end", "End Daylight")
_MARCH = fixed_option("march", "March: up to two moves")
_BATTLE = fixed_option("battle", "Battle")
_RECRUIT = fixed_option("recruit", "Recruit: a warrior at each stash")
_BUILD = fixed_option("build", "Build a stash")
_BIRD = fixed_option("bird", "Spend a bird card for an extra action")
_BACK = fixed_option("back", "Don't do it now")
_ACTIONS = (_MARCH.id, _BATTLE.id, _RECRUIT.id, _BUILD.id)


def bone(suit: str) -> str:
    """The token kind of a face-up bone of `suit`."""
    return "bone_" + suit


def data_issues(board, label: str) -> list:
    """What the schema cannot say: the pieces the rules name, and a scouting bonus per stashes track space."""
    data = board.data
    wanted = {"warrior": "warrior", "stash": "building", **{bone(s): "token" for s in data["bone_suits"]}}
    issues = piece_issues(board, label, wanted, tracked=("stash",))
    track = board.tracks.get("stash")
    if track is not None and len(data["scout_bonus"]) != track.spaces:
        issues.append(ContentIssue(label, "$.data.scout_bonus",
                                   f"{len(data['scout_bonus'])} entries for {track.spaces} stashes track spaces"))
    return issues


class BonePatrol(Faction):
    data_issues = staticmethod(data_issues)
    has_fixed_warriors = True

    def __init__(self, spec, board):
        super().__init__(spec, board)
        self.suits = tuple(board.data["bone_suits"])
        self.kinds = tuple(bone(s) for s in self.suits)

    # -- state --------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        fs.data.update({"alpha": None, "collection": dict.fromkeys(self.suits, 0), "buried": {},
                        "guard_dogs": {}})

    def init_scenario(self, game, fs, data: dict) -> None:
        """Scenario data: `{"alpha": 5, "buried": {"3": ["fox"]}, "collection": {"fox": 2}, "actions": 2}`. The
        Alpha is one of the Patrol warriors the scenario puts in its clearing (default: the first clearing with
        Patrol warriors); buried and collected bones come out of the supply (the Rollover)."""
        data = dict(data)
        fs.data["collection"].update(data.pop("collection", {}))
        fs.data["buried"] = {str(c): list(s) for c, s in data.pop("buried", {}).items()}
        fs.data.update(data)
        for suit, n in fs.data["collection"].items():
            self._scenario_check(suit in self.suits and 0 <= n <= self.board.data["collection_limit"],
                                 f"collection: {n} {suit} bones (at most {self.board.data['collection_limit']} of "
                                 f"each of {', '.join(self.suits)}, BP.2.5.II)")
            fs.supply[bone(suit)] -= n
        for c, suits in fs.data["buried"].items():
            self._scenario_check(c.isdigit() and int(c) in game.state.clearings, f"buried: no clearing {c}")
            for suit in suits:
                self._scenario_check(suit in self.suits, f"buried: {suit!r} is no bone suit ({', '.join(self.suits)})")
                fs.supply[bone(suit)] -= 1
        for kind in self.kinds:
            self._scenario_check(fs.supply[kind] >= 0, f"more {kind} on the map, buried and collected than the "
                                                       f"{self.board.pieces[kind].count} there are")
        if fs.data["alpha"] is None:
            fs.data["alpha"] = next((c for c, cl in game.state.clearings.items() if cl.warriors.get(self.id)), None)
        alpha = fs.data["alpha"]
        self._scenario_check(alpha is None or (alpha in game.state.clearings and
                                               game.state.clearings[alpha].warriors.get(self.id)),
                             f"alpha: clearing {alpha} has no Bone Patrol warrior to be the Alpha (BP.2.2)")
        game.effects_changed()  # the Alpha's rule bonus is kept with the pieces

    @staticmethod
    def _scenario_check(ok, message: str) -> None:
        if not ok:
            raise RootcoreError(f"scenario data of bone_patrol: {message}")

    def alpha(self, game) -> int | None:
        return game.state.factions[self.id].data["alpha"]

    def buried(self, game, clearing: int) -> list[str]:
        return game.state.factions[self.id].data["buried"].get(str(clearing), [])

    def unseen_pieces(self, game, clearing: int) -> int:
        """Buried bones lie face down in their clearing (BP.2.5.I): fetching one turns it up, placing nothing."""
        return len(self.buried(game, clearing))

    def _has_pieces(self, game, clearing: int) -> bool:
        """Any Patrol piece in `clearing`, buried bones included (BP.2.5.III)."""
        return game.state.clearings[clearing].has_any(self.id) or bool(self.buried(game, clearing))

    def faceup(self, game, clearing: int) -> dict[str, int]:
        """Face-up bones in `clearing` by token kind."""
        out: dict[str, int] = {}
        for owner, kind in game.state.clearings[clearing].tokens:
            if owner == self.id:
                out[kind] = out.get(kind, 0) + 1
        return out

    def pieces_held(self, game) -> dict[str, int]:
        """Buried bones and those in the Bone Collection are off the map and out of the supply."""
        data = game.state.factions[self.id].data
        held = {bone(s): n for s, n in data["collection"].items()}
        for suits in data["buried"].values():
            for suit in suits:
                held[bone(suit)] = held.get(bone(suit), 0) + 1
        return held

    def crafting_pieces(self, game) -> dict[str, int]:
        """BP.2.1: each bone in the Bone Collection gives its suit for crafting."""
        return {s: n for s, n in game.state.factions[self.id].data["collection"].items() if n}

    def scout_moves(self, game) -> int:
        """BP.4.3: the Alpha scouting bonuses uncovered on the stashes track."""
        uncovered = self.board.tracks["stash"].spaces - game.state.factions[self.id].tracks["stash"]
        return sum(self.board.data["scout_bonus"][:uncovered])

    def invariant_problems(self, game) -> list[str]:
        fs = game.state.factions[self.id]
        problems = []
        alpha = fs.data["alpha"]
        if alpha is not None and not game.state.clearings[alpha].warriors.get(self.id):
            problems.append(f"the Alpha's clearing {alpha} has no Patrol warrior (BP.2.2)")
        for suit, n in fs.data["collection"].items():
            if n > self.board.data["collection_limit"]:
                problems.append(f"{n} {suit} bones in the Bone Collection (BP.2.5.II)")
        return problems

    def view(self, game, fs, viewer):
        """Buried bones' suits are the Patrol's alone (BP.2.5.I): others see how many lie in each clearing."""
        buried = fs.data["buried"]
        if viewer != self.id:
            buried = {c: len(s) for c, s in buried.items() if s}
        return {"data": {**fs.data, "buried": buried}}

    def redraw_hidden(self, game, fs, player, rng) -> None:
        """Deal the buried bones' suits anew among the buried bones (the others' suits are public)."""
        if player == self.id:
            return
        buried = fs.data["buried"]
        pool = [s for _, suits in sorted(buried.items()) for s in suits]
        rng.shuffle(pool)
        for c in sorted(buried):
            n = len(buried[c])
            buried[c], pool = pool[:n], pool[n:]

    # -- the Alpha (BP.2.2), Obedient (BP.2.4), Protective Breed (BP.2.5.IV) -------------------------------------

    def fixed_warriors(self, game, clearing: int, moving: bool) -> int:
        """BP.2.2: the Alpha is never removed, and moves only by the Patrol's own moves (this plugin's code, which
        does not ask this), so no other effect takes it."""
        return 1 if self.alpha(game) == clearing else 0

    @hookimpl
    @answers_kept
    def rootcore_rule_bonus(self, game, clearing):
        """BP.2.2: the Patrol rules the Alpha's clearing, over Lords of the Forest and Pilgrims. The Alpha moves only
        with warriors, which empties the kept rule of both clearings, so the answer may be kept."""
        if game.state.factions[self.id].data["alpha"] == clearing:
            return {self.id: _ALPHA_RULE}
        return None

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """BP.2.2: the Alpha does an extra hit when the Patrol attacks in its clearing."""
        if side == "attacker" and battle.attacker == self.id and battle.clearing == self.alpha(game):
            battle.extra_hits["attacker"] += 1
        return None

    def adjacency_concerns(self, game, faction: str) -> bool:
        return faction == self.id  # Obedient changes the Patrol's moves only

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Obedient (BP.2.4): from a clearing without the Alpha, Patrol warriors move only to the Alpha's."""
        if not moving or faction != self.id:
            return None
        alpha = self.alpha(game)
        if alpha is None or origin == alpha:
            return None
        return {"block": [c for c in game.board.adjacent.get(origin, ()) if c != alpha]}

    def take_hits(self, game, clearing: int, hits: int, remover, cause):
        """Law 4.3.4 with BP.2.2 and BP.2.5.IV: warriors first, never the Alpha; hits reach stashes and face-up
        bones only beyond the Patrol's warriors there, the Alpha counted."""
        warriors = game.state.clearings[clearing].warriors.get(self.id, 0)
        removal = yield from self.remove_hit_warriors(game, clearing, hits, remover, cause, self.id)
        # The Alpha takes a hit but stays: what is left after every warrior there, the Alpha counted (BP.2.5.IV).
        return (yield from take_hits_on_other_pieces(game, self.id, clearing, hits - warriors, remover, cause,
                                                     removal))

    def most_hits_taken(self, game, clearing: int) -> int:
        """BP.2.5.IV: the Alpha takes a hit only on the way to the stashes and face-up bones beyond him; with none
        there, a hit on him is lost (an effect sharing hits out, Fireball, deals him none)."""
        most = super().most_hits_taken(game, clearing)
        if self.alpha(game) == clearing and most == game.state.clearings[clearing].warriors.get(self.id, 0):
            most -= 1
        return most

    def hit_warriors(self, game, clearing: int) -> int:
        """BP.2.5.IV: every Patrol warrior there but the Alpha, whoever deals the hits or chooses them (a Vagabond
        fighting with the Patrol as Allied warriors, Law 9.2.9.II.d)."""
        return game.state.clearings[clearing].warriors.get(self.id, 0) - (self.alpha(game) == clearing)

    def full_removal(self, game, clearing: int, remover, cause):
        """BP.2.5.IV: an effect removing all pieces removes every Patrol piece there but the Alpha (buried bones are
        not there for it, BP.2.5.I)."""
        cl = game.state.clearings[clearing]
        removal: Removal | None = None
        n = enemy_warriors(game, remover, clearing, self.id) if remover is not None else cl.warriors.get(self.id, 0)
        if self.alpha(game) == clearing:
            n = min(n, cl.warriors.get(self.id, 0) - 1)
        removal = remove(game, self.id, "warrior", clearing, n, remover, cause, removal)
        for kind in sorted({k for f, k in cl.buildings + cl.tokens if f == self.id}):
            removal = remove(game, self.id, kind, clearing, cl.count(self.id, kind), remover, cause, removal)
        return [removal] if removal is not None else []
        yield  # a generator

    # -- Guard Dogs (BP.2.3) -----------------------------------------------------------------------------------

    @hookimpl
    def rootcore_shared_rule(self, game, clearing):
        """BP.2.3: the player taking the turn rules a clearing it paid for together with the Patrol."""
        guarded = game.state.factions[self.id].data["guard_dogs"]
        if not guarded:
            return None
        current = game.state.current_faction
        if clearing in guarded.get(current, ()) and rules(game, clearing) == self.id:
            return [current]
        return None

    def _guard_targets(self, game, player: str, any_card: bool = False) -> list[int]:
        """Clearings the Patrol rules where `player` has pieces and does not yet share rule, that a card in hand
        matches (`any_card`: any card could, as the others see it, 1.2.1)."""
        st = game.state
        hand = st.factions[player].hand
        shared = st.factions[self.id].data["guard_dogs"].get(player, ())
        found = []
        for c, cl in st.clearings.items():
            if c in shared or not cl.has_any(player) or rules(game, c) != self.id:
                continue
            if any_card or cards.has_matching(game, hand, st.suits.get(c, "bird")):
                found.append(c)
        return found

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """BP.2.3: other players may pay the Patrol for Guard Dogs at any time in their Daylight."""
        st = game.state
        if faction == self.id or st.current_faction != faction or not st.factions[faction].hand:
            return None
        if not self._guard_targets(game, faction) and not (
                asks_about_hand(game, faction, False) and self._guard_targets(game, faction, True)):
            return None
        return [(self.shared_option("bone_patrol.guard_dogs", "Guard Dogs: give the Bone Patrol a card to rule a "
                                                              "clearing with them this turn"), self._guard_dogs)]

    def _guard_dogs(self, game, player: str, option):
        st = game.state
        options = clearing_options(self._guard_targets(game, player))
        if game.definition.hands_concealed:  # offered without a matching card: a way back
            options.append(_BACK)
        chosen = yield from cards.choose_from_hand(game, player, "bone_patrol.guard_dogs.clearing",
                                                   "Guard Dogs: share rule of which clearing?", options)
        if chosen.id == _BACK.id:
            return
        clearing = chosen.data["clearing"]
        hand = st.factions[player].hand
        chosen = yield from cards.choose_from_hand(
            game, player, "bone_patrol.guard_dogs.card", f"Guard Dogs: give which card matching clearing {clearing}?",
            cards.card_options(game, cards.matching(game, hand, st.suits.get(clearing, "bird"))))
        card = chosen.data["card"]
        hand.remove(card)
        st.factions[self.id].hand.append(card)
        guarded = st.factions[self.id].data["guard_dogs"]
        guarded[player] = [*guarded.get(player, ()), clearing]
        # Who shares rule where is public; the card passes from one hidden hand to another (Law 1.2.1), told only to
        # the giver and the Patrol, as Outrage's is.
        game.event("rule_shared", faction=player, other=self.id, clearing=clearing, reason="guard_dogs")
        game.event("guard_dogs", faction=player, receiver=self.id, clearing=clearing, card=card, held_by=self.id,
                   to=[player, self.id])

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        """BP.2.3: shared rule lasts until the end of the paying player's turn."""
        if phase == "evening":
            guarded = game.state.factions[self.id].data["guard_dogs"]
            if faction in guarded:
                del guarded[faction]
        return None

    # -- setup (BP.3) ------------------------------------------------------------------------------------------

    def setup(self, game):
        st, me, data = game.state, self.id, self.board.data

        def free(c):  # BP.3.1: no other player's buildings
            return (all(owner == me for owner, _ in st.clearings[c].buildings)
                    and can_place(game, me, "warrior", c))

        spots = [c for c in game.board.clearing_ids if free(c)]
        centres = [c for c in spots if can_place(game, me, "stash", c)
                   and sum(1 for n in adjacent(game, c) if free(n)) >= 2]
        # With no such chain on the map (every clearing built up), the most the text allows (1.5.4).
        centre = yield from ask_clearing(me, "bone_patrol.setup.centre", "Place the Alpha, two warriors and a stash "
                                         "in which clearing (adjacent to the other two)?", centres or spots)
        sides = [n for n in adjacent(game, centre) if free(n)]
        chosen = []
        for _ in range(2):
            left = [n for n in sides if n not in chosen]
            if not left:
                break
            chosen.append((yield from ask_clearing(me, "bone_patrol.setup.side",
                                                   f"Place a warrior in which clearing next to {centre}?", left)))
        st.factions[me].data["alpha"] = centre
        place(game, me, "warrior", centre, 1 + data["central_warriors"])
        place(game, me, "stash", centre)
        for c in chosen:
            place(game, me, "warrior", c, data["side_warriors"])
        yield from self._bury_at_setup(game)

    def _bury_at_setup(self, game):
        """BP.3.2: a bone of the clearing's suit face down in every clearing without Patrol pieces; the rest stay in
        the Rollover (the supply, BP.3.3)."""
        fs = game.state.factions[self.id]
        for suit in self.suits:
            spots = [c for c in clearings_of_suit(game, suit) if not self._has_pieces(game, c)
                     and placement_allowed(game, self.id, bone(suit), c)]  # not the Keep's clearing (Law 6.2.2)
            while spots and fs.supply[bone(suit)]:
                c = spots[0] if len(spots) <= fs.supply[bone(suit)] else (
                    yield from ask_clearing(self.id, "bone_patrol.setup.bone",
                                            f"Bury a {suit} bone in which clearing?", spots))
                self._bury_from_supply(game, suit, c)
                spots.remove(c)

    def _bury_from_supply(self, game, suit: str, clearing: int) -> None:
        fs = game.state.factions[self.id]
        fs.supply[bone(suit)] -= 1
        fs.data["buried"].setdefault(str(clearing), []).append(suit)
        game.event("bone_buried", faction=self.id, clearing=clearing)  # face down: no suit told

    # -- Birdsong (BP.4) ---------------------------------------------------------------------------------------

    def birdsong(self, game):
        fs = game.state.factions[self.id]
        if sum(fs.supply[k] for k in self.kinds) >= self.board.data["rollover_threshold"]:
            yield from self._rollover(game)
        yield from self._recall(game)
        for _ in range(self.scout_moves(game)):
            if (yield from self._move(game, "bone_patrol.scout", optional=True, alpha_only=True)) is None:
                break

    def _rollover_spots(self, game) -> list[tuple[str, int]]:
        fs = game.state.factions[self.id]
        return [(suit, c) for suit in self.suits if fs.supply[bone(suit)]
                for c in clearings_of_suit(game, suit)
                if not self._has_pieces(game, c) and placement_allowed(game, self.id, bone(suit), c)]

    def _rollover(self, game):
        """BP.2.5.III, BP.4.1: bones from the Rollover face down, one at a time, where the Patrol has no piece."""
        while True:
            spots = self._rollover_spots(game)
            if not spots:
                return
            options = [self.shared_option(f"bury:{s}:{c}", f"Bury a {s} bone in clearing {c}",
                                          {"suit": s, "clearing": c}) for s, c in spots]
            chosen = yield Decision(self.id, "bone_patrol.rollover", "Place a bone from the Rollover?",
                                    options + [_DONE])
            if chosen.id == _DONE.id:
                return
            self._bury_from_supply(game, chosen.data["suit"], chosen.data["clearing"])

    def _recall(self, game):
        """BP.4.2: face-up bones where a stash and a warrior are go to the Collection or the Rollover, 2 VP each."""
        fs, me, data = game.state.factions[self.id], self.id, self.board.data
        while True:
            options = []
            for c, cl in game.state.clearings.items():
                if cl.warriors.get(me) and (me, "stash") in cl.buildings:
                    for kind in sorted(self.faceup(game, c)):
                        options.append(self.shared_option(f"recall:{c}:{kind}", f"Recall a {kind[5:]} bone from "
                                                          f"clearing {c}", {"clearing": c, "piece": kind}))
            if not options:
                return
            chosen = yield Decision(me, "bone_patrol.recall", "Recall a face-up bone?", options + [_DONE])
            if chosen.id == _DONE.id:
                return
            c, kind = chosen.data["clearing"], chosen.data["piece"]
            suit = kind[5:]
            full = fs.data["collection"][suit] >= data["collection_limit"]
            keep = not full and (yield from ask_yes_no(me, "bone_patrol.recall.collection",
                                                       f"Put the {suit} bone in the Bone Collection (no: the Rollover)?"))
            move.lift_token(game, me, kind, c)  # once decided: every piece is somewhere between decisions
            if keep:
                fs.data["collection"][suit] += 1
            else:
                fs.supply[kind] += 1
            game.event("bone_recalled", faction=me, clearing=c, piece=kind, collection=keep)
            scoring.score(game, me, data["recall_vp"] + (data["overflow_vp"] if full else 0), "recalled bone")

    # -- moves (BP.2.4, BP.2.5.I) ------------------------------------------------------------------------------

    def _ends(self, game, origin: int, into=None) -> list[int]:
        """Where Patrol warriors in `origin` may move: the rules' destinations, only the Alpha's clearing unless they
        leave it (Obedient, BP.2.4, whatever links other effects add)."""
        alpha = self.alpha(game)
        ends = move.destinations(game, self.id, origin)
        if origin != alpha:
            ends = [d for d in ends if d == alpha]
        if into is not None:
            ends = [d for d in ends if d in into]
        return ends

    def _starts(self, game, into=None, alpha_only: bool = False) -> list[int]:
        if alpha_only:
            alpha = self.alpha(game)
            return [alpha] if alpha is not None and self._alpha_free(game) and self._ends(game, alpha, into) else []
        return [o for o in move.origins(game, self.id) if self._ends(game, o, into) and self._free(game, o)]

    def _lock(self, game, clearing: int) -> dict[str, int]:
        return locked(game, self.id, clearing) if LOCKED in game.definition.hooks_in_use else {}

    def _alpha_free(self, game) -> bool:
        alpha = self.alpha(game)
        return alpha is not None and not self._lock(game, alpha).get("fixed")

    def _free(self, game, clearing: int) -> int:
        """Warriors a move may take out of `clearing` (less those an effect locks there)."""
        have = game.state.clearings[clearing].warriors.get(self.id, 0)
        lock = self._lock(game, clearing)
        return max(0, have - lock.get("warrior", 0))

    def _move(self, game, kind: str, optional: bool = False, alpha_only: bool = False, into=None,
              origin: int | None = None):
        """One move of Patrol warriors (Law 4.2, Obedient BP.2.4), taking face-up bones along, one per warrior
        (BP.2.5.I). `alpha_only`: the Alpha alone (Scout, BP.4.3). `origin`, if given: out of that clearing only.
        Returns (origin, dest, count) or None."""
        me, alpha = self.id, self.alpha(game)
        starts = [o for o in self._starts(game, into, alpha_only) if origin is None or o == origin]
        if not starts:
            return None
        origin = yield from ask_clearing(me, f"{kind}.origin", "Move from which clearing?", starts, optional,
                                         "Don't move")
        if origin is None:
            return None
        dest = yield from ask_clearing(me, f"{kind}.destination", f"Move from {origin} to which clearing?",
                                       self._ends(game, origin, into))
        have = game.state.clearings[origin].warriors[me]
        if alpha_only:
            count, with_alpha = 1, True
        else:
            free = self._free(game, origin)
            alpha_stays = origin == alpha and not self._alpha_free(game)
            most = min(free, have - 1) if alpha_stays else free
            chosen = yield Decision(me, f"{kind}.count", f"Move how many warriors from {origin} to {dest}?",
                                    count_options(most))
            count = chosen.data["count"]
            with_alpha = False
            if origin == alpha and not alpha_stays:
                with_alpha = count == have or (
                    (yield from ask_yes_no(me, f"{kind}.alpha", "Does the Alpha go along?")))
        carried = yield from self._carry(game, origin, count, kind)
        if with_alpha:
            game.state.factions[me].data["alpha"] = dest  # before the pieces move: rule is counted again then
        move.move(game, me, origin, dest, count)
        for bone_kind, n in carried.items():
            for _ in range(n):
                move.shift_token(game, me, bone_kind, origin, dest)
        moved = {"warrior": count, **carried}
        if with_alpha:
            moved["fixed"] = 1
        yield from move.after_move(game, me, origin, dest, moved)
        return origin, dest, count

    def _carry(self, game, origin: int, count: int, kind: str):
        """BP.2.5.I: which face-up bones go along, at most one per warrior moved."""
        there = self.faceup(game, origin)
        for token, n in self._lock(game, origin).items():
            if token in there:
                there[token] -= n
        carried: dict[str, int] = {}
        while sum(carried.values()) < count:
            options = [self.shared_option(f"carry:{k}", f"Take a {k[5:]} bone along", {"piece": k})
                       for k in sorted(there) if there[k] > carried.get(k, 0)]
            if not options:
                break
            chosen = yield Decision(self.id, f"{kind}.bone", "Take a face-up bone along?", options + [_DONE])
            if chosen.id == _DONE.id:
                break
            token = chosen.data["piece"]
            carried[token] = carried.get(token, 0) + 1
        return carried

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None):
        """A move granted by an effect (a card) is a Patrol move like its own: Obedient, the Alpha, bones along."""
        return (yield from self._move(game, kind, optional=optional, into=into, origin=origin))

    def can_take_move(self, game, origin: int | None = None) -> bool:
        return any(origin is None or o == origin for o in self._starts(game))

    # -- Daylight (BP.5) ---------------------------------------------------------------------------------------

    def daylight(self, game):
        fs, me = game.state.factions[self.id], self.id
        if "actions" not in fs.data:
            fs.data["actions"] = self.board.data["actions"]
        while True:
            game.resume_point()
            options = []
            if fs.data["actions"] > 0:
                if self._starts(game):
                    options.append(_MARCH)
                if battle.can_battle(game, me):
                    options.append(_BATTLE)
                if self._recruit_spots(game):
                    options.append(_RECRUIT)
                if self._build_spots(game):
                    options.append(_BUILD)
            # With hands concealed it is offered whenever a card is held, so that it tells nothing (Law 1.2.1).
            if any(cards.suit_of(game, c) == "bird" for c in fs.hand) or asks_about_hand(game, me, False):
                options.append(_BIRD)
            options += cards.daylight_card_options(game, me)
            options.append(_END)
            question = hand_question(game, me, "bone_patrol.action",
                                     f"Choose an action ({fs.data['actions']} left)", options)
            if question is None:
                break
            chosen = yield question
            if chosen.id == _END.id:
                break
            if chosen.id == _BIRD.id:
                yield from self._spend_bird(game)
            elif chosen.id in _ACTIONS:
                fs.data["actions"] -= 1
                if chosen.id == _MARCH.id:
                    yield from move.one_action(game, self._march(game))
                elif chosen.id == _BATTLE.id:
                    yield from battle.take_battle(game, me, kind="bone_patrol.battle")
                elif chosen.id == _RECRUIT.id:
                    yield from self._recruit(game)
                else:
                    yield from self._build(game)
            else:
                yield from cards.resolve_daylight_card_option(game, me, chosen)
        fs.data.pop("actions", None)

    def _spend_bird(self, game):
        """BP.5: a bird card spent, not as part of an action, gives one more action."""
        fs = game.state.factions[self.id]
        birds = [c for c in sorted(fs.hand) if cards.suit_of(game, c) == "bird"]
        options = cards.card_options(game, birds)
        if game.definition.hands_concealed:
            options.append(_BACK)
        chosen = yield from cards.choose_from_hand(game, self.id, "bone_patrol.bird",
                                                   "Spend which bird card for an extra action?", options)
        if chosen.id == _BACK.id:
            return
        cards.discard_from_hand(game, self.id, chosen.data["card"], reason="bone_patrol.bird")
        fs.data["actions"] += 1

    def _march(self, game):
        """BP.5.1: up to two moves."""
        for i in range(self.board.data["march_moves"]):
            if (yield from self._move(game, "bone_patrol.march", optional=i > 0)) is None:
                return

    def _stashes(self, game) -> dict[int, int]:
        return {c: cl.count(self.id, "stash") for c, cl in game.state.clearings.items()
                if (self.id, "stash") in cl.buildings}

    def _recruit_spots(self, game) -> list[int]:
        if not available(game, self.id, "warrior"):
            return []
        return [c for c in self._stashes(game) if can_place(game, self.id, "warrior", c)]

    def _recruit(self, game):
        """BP.5.3: a warrior at each stash; with too few warriors left, the Patrol chooses where (Law 1.5.4)."""
        owed = {c: n * self.board.data["recruit_per_stash"] for c, n in self._stashes(game).items()
                if can_place(game, self.id, "warrior", c)}
        if sum(owed.values()) <= available(game, self.id, "warrior"):
            for c, n in owed.items():
                place(game, self.id, "warrior", c, n)
            return
        while available(game, self.id, "warrior") and owed:
            c = yield from ask_clearing(self.id, "bone_patrol.recruit", "Recruit at which stash?", sorted(owed))
            place(game, self.id, "warrior", c, 1)
            owed[c] -= 1
            if not owed[c]:
                del owed[c]

    def _build_spots(self, game) -> list[int]:
        """BP.5.4: a clearing the Patrol rules, with room for a stash, matched by a card in hand."""
        st = game.state
        if not available(game, self.id, "stash"):
            return []
        hand = st.factions[self.id].hand
        return [c for c in game.board.clearing_ids if rules(game, c) == self.id
                and placement_allowed(game, self.id, "stash", c) and cards.has_matching(game, hand, st.suits[c])]

    def _build(self, game):
        clearing = yield from ask_clearing(self.id, "bone_patrol.build", "Build a stash in which clearing?",
                                           self._build_spots(game))
        suit = game.state.suits[clearing]
        yield from cards.spend(game, self.id, suit, "bone_patrol.build.card", f"Spend a {suit} card to build")
        vp = self.uncovered_vp(game, "stash")
        place(game, self.id, "stash", clearing)
        if vp:
            scoring.score(game, self.id, vp, "stash")

    # -- Evening (BP.6) ----------------------------------------------------------------------------------------

    def evening(self, game):
        yield from self._fetch_bury(game)
        yield from craft.craft_step(game, self.id, "bone_patrol.craft", daylight=False)  # BP.2.1, BP.6.2
        yield from cards.draw_step(game, self.id, max(1, self.draw_bonus(game)))  # BP.6.3
        yield from cards.discard_to_hand_limit(game, self.id)

    def _fetch_bury(self, game):
        """BP.6.1: flip bones where Patrol warriors are, each at most once (see the module docstring)."""
        me, fs = self.id, game.state.factions[self.id]
        # Bones of one suit in one clearing are alike: what each direction flipped there this Evening is counted,
        # so a bone just fetched is not buried again (nor the reverse) while its twin may still flip.
        fetched: dict[tuple[int, str], int] = {}
        hidden: dict[tuple[int, str], int] = {}
        while True:
            options = []
            for c, cl in game.state.clearings.items():
                if not cl.warriors.get(me):
                    continue
                down = self.buried(game, c)
                for suit in sorted(set(down)):
                    if down.count(suit) > hidden.get((c, suit), 0):
                        options.append(self.shared_option(f"fetch:{c}:{suit}", f"Fetch (turn face up) a {suit} bone "
                                                          f"in clearing {c}", {"clearing": c, "suit": suit}))
                up = self.faceup(game, c)
                for kind in sorted(up):
                    if up[kind] > fetched.get((c, kind[5:]), 0):
                        options.append(self.shared_option(f"bury:{c}:{kind[5:]}", f"Bury (turn face down) a "
                                                          f"{kind[5:]} bone in clearing {c}",
                                                          {"clearing": c, "suit": kind[5:]}))
            if not options:
                return
            chosen = yield Decision(me, "bone_patrol.fetch_bury", "Flip a bone?", options + [_DONE])
            if chosen.id == _DONE.id:
                return
            c, suit = chosen.data["clearing"], chosen.data["suit"]
            flips = fetched if chosen.id.startswith("fetch:") else hidden
            flips[c, suit] = flips.get((c, suit), 0) + 1
            if chosen.id.startswith("fetch:"):
                buried = fs.data["buried"]
                rest = list(buried[str(c)])
                rest.remove(suit)
                if rest:
                    buried[str(c)] = rest
                else:
                    del buried[str(c)]
                put(game.state.clearings[c], me, bone(suit), "token", 1)
                game.event("bone_fetched", faction=me, clearing=c, piece=bone(suit))
            else:
                move.lift_token(game, me, bone(suit), c)
                fs.data["buried"][str(c)] = [*self.buried(game, c), suit]
                game.event("bone_buried", faction=me, clearing=c)


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, BonePatrol, board="rootcore_content:factions/bone_patrol.toml")
    registry.add_agent("heuristic", "rootcore.bots:GenericBot", faction=FACTION)
