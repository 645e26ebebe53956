"""The Corvid Conspiracy (Law 13): plots placed face down and flipped for points, Nimble moves, Exposure by the
other players, Embedded Agents, and the bomb, snare, extortion and raid plots.

State (in `game.state.factions["corvid"]`, so clones and saves carry it):

* every plot on the map is a `plot` token (the board's one token kind, so piece conservation counts all eight
  whatever their type); `fs.data["plots"]` gives each one's type and facing by clearing,
  `{"5": {"type": "bomb", "up": False}}` (one plot per clearing, 13.2.2.II). The plots in the supply are the
  board's `data.plots` less those on the map, all face down (13.2.2.I);
* `fs.data["plotted"]`: plots placed this turn, which raise the cost of the next (13.5.2);
* `fs.data["actions"]`: Daylight actions left (13.5), present only during Daylight.

Hidden information (Law 1.2): the type of a face-down plot is the Corvids' alone. Other players' and observers'
views show such a plot as `{"type": None, "up": False}`; the map shows every plot as a `plot` token; the event
naming a placed plot's type is private to the Corvids; `redraw_hidden` deals the face-down types anew from those
the viewer cannot see (face-down plots and the supply), for bots looking ahead.

Exposure (13.2.4) is offered to each enemy with a piece by a face-down plot in its Birdsong and its Evening once the
phase's start effects are over, before the phase's steps (`rootcore_phase_open`, Law 1.4.1), in every Daylight menu
(`rootcore_daylight_options`) and beside its first draw of Evening (`rootcore_draw_replacements`: exposing, then the
draw), never once it has drawn a card in Evening. The
snare's ban on moving out (13.7.2) is a closed adjacency answer (`rootcore_adjacent`), which the Vagabond's Slip
sets aside (9.4.2).

Scenario data (`rootcore.scenario`, `{"data": {"corvid": {...}}}`): `{"plots": {"5": "bomb", "7": "snare"},
"face_up": [7], "plotted": 1}` -- the plot tokens are put on the map from the supply.
"""
from __future__ import annotations

import functools

from rootcore import Decision, Faction, Option, clearing_options, hand_question, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.decisions import HandQuestion, ask_clearing, ask_from_hand, fixed_option
from rootcore.rules import battle, cards, craft, move, scoring, setup
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import (available, place, place_warriors_owed, placement_allowed, put, removable, remove,
                                   resolve_removals)
from rootcore.rules.suits import clearings_of_suit, counts_as

FACTION = "corvid"
SUITS = ("fox", "rabbit", "mouse")
PLOT = "plot"
TYPES = ("bomb", "snare", "extortion", "raid")  # Law 13.7

_ACTIONS = {"move": "Move (13.5.1)", "plot": "Plot (13.5.2)", "battle": "Battle (13.5.3)", "trick": "Trick (13.5.4)"}
_ACTION_OPTIONS = {key: Option(key, label) for key, label in _ACTIONS.items()}
_NO_RECRUIT = fixed_option("pass", "Don't recruit")
_TYPE_OPTIONS = {t: Option(f"plot:{t}", t.capitalize(), {"plot": t}) for t in TYPES}
_SUIT_OPTIONS = [Option(f"suit:{suit}", suit, {"suit": suit}) for suit in SUITS]
_END_DAYLIGHT = Option("end", "End Daylight")
_DRAW = Option("draw", "Draw cards (13.6.2) instead of exerting")
_NO_FLIP = Option("done", "Flip no (more) plots")
_EXPOSE = Option("corvid.expose", "Exposure: guess a face-down Corvid plot (13.2.4)")
_CLOSED = {"closed": True}  # a `rootcore_adjacent` answer: nothing moves out (13.7.2)


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: a warrior and a `plot` token, as many plots as `data.plots` lists
    (13.2.2)."""
    issues = piece_issues(board, label, {"warrior": "warrior", PLOT: "token"})
    plot = board.pieces.get(PLOT)
    if plot is not None and sum(board.data["plots"].values()) != plot.count:
        issues.append(ContentIssue(label, "$.data.plots", f"{sum(board.data['plots'].values())} plots of the types "
                                   f"listed, but the board has {plot.count} plot tokens (Law 13.2.2)"))
    return issues


class CorvidConspiracy(Faction):
    setup_card_homelands = 1  # what its setup_from_card chooses (Law A.8.2)
    data_issues = staticmethod(data_issues)

    # -- plots ------------------------------------------------------------------------------------------------

    @functools.cached_property
    def plot_counts(self) -> dict[str, int]:
        """Plot type -> tokens of that type the board has (13.2.2)."""
        return dict(self.board.data["plots"])

    def plots(self, game) -> dict[str, dict]:
        """The plots on the map: clearing (as a string) -> {"type": ..., "up": face up?}."""
        return game.state.factions[self.id].data["plots"]

    def plot_at(self, game, clearing: int) -> dict | None:
        """The plot in `clearing`, or None (13.2.2.II: one at most)."""
        return game.state.factions[self.id].data["plots"].get(str(clearing))

    def face_up(self, game, kind: str | None = None) -> int:
        """Face-up plots on the map (of type `kind` only, if given)."""
        return sum(1 for plot in self.plots(game).values() if plot["up"] and kind in (None, plot["type"]))

    def supply_types(self, game) -> dict[str, int]:
        """Plot type -> tokens of it in the supply: the board's less those on the map."""
        left = dict(self.plot_counts)
        for plot in self.plots(game).values():
            left[plot["type"]] -= 1
        return left

    def _snared(self, game, clearing: int, faction: str) -> bool:
        """Whether a face-up snare in `clearing` holds the pieces of `faction` (an enemy, 13.7.2)."""
        plot = self.plot_at(game, clearing)
        return plot is not None and plot["up"] and plot["type"] == "snare" and faction != self.id \
            and battle.is_enemy(game, self.id, faction)

    # -- state ---------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # 15 warriors and 8 plots, face down, in the supply (13.3.1)
        fs.data.update(plots={}, plotted=0)

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError
        data = dict(data)
        types = {str(c): t for c, t in data.pop("plots", {}).items()}
        face_up = {str(c) for c in data.pop("face_up", [])}
        fs.data.update(data)
        left = dict(self.plot_counts)
        on_map = {str(c) for c in game.board.clearing_ids}  # not the Duchy's Burrow: no plot goes there (12.2.2)
        for clearing, kind in types.items():
            if clearing not in on_map:
                raise ScenarioError(f"corvid: plots names {clearing!r}, not a clearing of the map")
            if left.get(kind, 0) <= 0:
                raise ScenarioError(f"corvid: no {kind!r} plot left for clearing {clearing} (the board has "
                                    f"{self.plot_counts})")
            left[kind] -= 1
            fs.supply[PLOT] -= 1
            put(game.state.clearings[int(clearing)], self.id, PLOT, "token", 1)
            fs.data["plots"][clearing] = {"type": kind, "up": clearing in face_up}
        if face_up - set(types):
            raise ScenarioError(f"corvid: face_up names clearings without a plot: {sorted(face_up - set(types))}")

    def invariant_problems(self, game) -> list[str]:
        """Each plot token on the map has its type (entries of plots removed wait for the removal's effects), and no
        type has more plots out than the board (13.2.2)."""
        problems = []
        data = self.plots(game)
        for cid, cl in game.state.clearings.items():
            tokens = cl.tokens.count((self.id, PLOT))
            if tokens > 1:
                problems.append(f"clearing {cid}: {tokens} plots (13.2.2.II)")
            if tokens and str(cid) not in data:
                problems.append(f"clearing {cid}: a plot token without a type in data")
        for kind, n in self.supply_types(game).items():
            if n < 0:
                problems.append(f"more {kind} plots out than the board has")
        return problems

    def view(self, game, fs, viewer):
        """The types of face-down plots are the Corvids' alone (13.2.2.I, 1.2)."""
        plots = fs.data["plots"]
        if viewer != self.id:
            plots = {c: plot if plot["up"] else {"type": None, "up": False} for c, plot in plots.items()}
        else:
            plots = {c: dict(plot) for c, plot in plots.items()}
        return {"plots": plots, "data": {**fs.data, "plots": plots}}

    def redraw_hidden(self, game, fs, player, rng) -> None:
        """Deal the types of the face-down plots anew from those `player` cannot see: the face-down plots' and the
        supply's (13.2.2.I)."""
        if player == self.id:
            return
        hidden = [plot for _, plot in sorted(fs.data["plots"].items()) if not plot["up"]]
        pool = [plot["type"] for plot in hidden]
        for kind, n in self.supply_types(game).items():
            pool += [kind] * n
        rng.shuffle(pool)
        for plot, kind in zip(hidden, pool):
            plot["type"] = kind

    # -- abilities (Law 13.2) -------------------------------------------------------------------------------------

    def draw_bonus(self, game) -> int:
        """Law 13.6.2, 13.7.3: one more card per face-up extortion."""
        return self.board.data.get("extortion_draw", 1) * self.face_up(game, "extortion")

    @hookimpl
    def rootcore_move_ignores_rule(self, game, faction):
        """Nimble (Law 13.2.3): the Corvids move whoever rules either end."""
        return True if faction == self.id else None

    def adjacency_concerns(self, game, faction: str) -> bool:
        """Only a face-up snare changes adjacency, and only for the others (13.7.2)."""
        return faction != self.id and self.face_up(game, "snare") > 0

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Snare (Law 13.7.2): enemy pieces cannot move out of a clearing with a face-up snare."""
        if moving and faction is not None and self._snared(game, origin, faction):
            return _CLOSED
        return None

    def relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        """A plot relocated by another's effect (the Croakers Coven's Teleport) keeps its type and facing, and goes
        only where no plot is (13.2.2.II)."""
        if not super().relocate_piece(game, kind, origin, dest):
            return False
        if kind == PLOT:
            plots = game.state.factions[self.id].data["plots"]
            plots[str(dest)] = plots.pop(str(origin))
        return True

    def can_relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        plots = game.state.factions[self.id].data["plots"]
        return super().can_relocate_piece(game, kind, origin, dest) and (kind != PLOT or str(dest) not in plots)

    @hookimpl
    def rootcore_can_place(self, game, faction, piece, clearing):
        """Snare (Law 13.7.2): enemy pieces cannot be placed in a clearing with a face-up snare."""
        return False if self._snared(game, clearing, faction) else None

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """Embedded Agents (Law 13.2.5): defending by a face-down plot of theirs, defenseless or not, the Corvids deal
        an extra hit."""
        if side == "defender" and battle.defender == self.id:
            plot = self.plot_at(game, battle.clearing)
            if plot is not None and not plot["up"]:
                battle.extra_hits["defender"] += 1
        return None

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """A removed plot goes back to the supply face down; a raid, unless exposed, places a warrior in each
        adjacent clearing (Law 13.7.4)."""
        if removal.owner != self.id or PLOT not in removal.counts:
            return None
        plot = self.plots(game).pop(str(removal.clearing), None)
        if plot is None:
            return None
        shown = {} if plot["up"] else {"to": [self.id]}  # a face-down plot goes back unseen (13.2.2.I)
        game.event("plot_removed", faction=self.id, clearing=removal.clearing, plot=plot["type"], up=plot["up"],
                   **shown)
        if plot["up"] and plot["type"] == "snare":
            game.effects_changed()  # whom adjacency changes concern (`adjacency_concerns`)
        if plot["type"] == "raid" and removal.cause != "exposure":
            return self._place_in_each(game, adjacent(game, removal.clearing, self.id),
                                       self.board.data.get("raid_warriors", 1), "corvid.raid")
        return None

    def _place_in_each(self, game, clearings, n: int, kind: str):
        """Place `n` warriors in each of `clearings` where they may go; short of warriors, the most possible, in the
        clearings the Corvids choose (Law 1.5.4)."""
        return place_warriors_owed(game, self.id, dict.fromkeys(clearings, n) if n > 0 else {}, kind,
                                   "Too few warriors: place in which clearing?")

    # -- Exposure (Law 13.2.4) -------------------------------------------------------------------------------------

    def exposure_clearings(self, game, faction: str, any_card: bool) -> list[int]:
        """Where enemy `faction` may try Exposure: a face-down plot and a piece of `faction`; unless `any_card`
        (hands concealed: being asked must not tell what it holds, 1.2.1), only where it holds a matching card."""
        if faction == self.id:
            return []
        st = game.state
        hand = st.factions[faction].hand
        found = []
        for key, plot in st.factions[self.id].data["plots"].items():
            if plot["up"]:
                continue
            cid = int(key)
            cl = st.clearings[cid]
            if (self.id, PLOT) in cl.tokens and cl.has_any(faction) and removable(game, faction, self.id, cid) \
                    and (any_card or cards.has_matching(game, hand, st.suits[cid])):
                found.append(cid)
        if found and not battle.is_enemy(game, faction, self.id):
            return []
        return sorted(found)

    def may_expose(self, game, faction: str) -> bool:
        """Whether to offer `faction` Exposure beside other choices: somewhere it may try, by the cards it holds
        (with hands concealed, by the board alone, if it holds any card: 1.2.1)."""
        concealed = game.definition.hands_concealed
        return bool(self.exposure_clearings(game, faction, concealed)) \
            and (not concealed or bool(game.state.factions[faction].hand))

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        """Exposure in the first window of an enemy's Birdsong and of its Evening: once the phase's start effects are
        over (Law 1.4.1: the Riverfolk's services, Better Burrow Bank, the dominance check) and before its own steps,
        so in Evening before the steps that draw (13.2.4); not once a start effect drew a card there (Charm
        Offensive)."""
        if not first or phase == "daylight" or not self.exposure_clearings(game, faction, True) \
                or (phase == "evening" and self._drew_this_evening(game, faction)):
            return None
        return self._exposure(game, faction, once=False)

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """Exposure in every Daylight menu of an enemy."""
        return [(_EXPOSE, self._expose_once)] if self.may_expose(game, faction) else None

    def _expose_once(self, game, faction: str, option: Option):
        return self._exposure(game, faction, once=True)

    @hookimpl
    def rootcore_draw_replacements(self, game, faction, count):
        """Exposure just before an enemy's first draw of its Evening (after the Evening's steps before it), as a
        choice beside drawing, the draw still to come (13.2.4: not once it has drawn a card in Evening)."""
        st = game.state
        if st.phase != "evening" or st.current_faction != faction or not self.may_expose(game, faction) \
                or self._drew_this_evening(game, faction):
            return None
        return [(Option(_EXPOSE.id, _EXPOSE.label + ", then draw", {"draw": count}), self._expose_then_draw)]

    def _expose_then_draw(self, game, faction: str, option: Option):
        yield from self._exposure(game, faction, once=True)
        yield from cards.draw_step(game, faction, option.data["draw"])

    @staticmethod
    def _drew_this_evening(game, faction: str) -> bool:
        """Whether `faction` has drawn a card since its Evening began (the events since that phase's)."""
        for event in reversed(game.events):
            if event["type"] == "phase":
                return False
            if event["type"] == "drew" and event.get("faction") == faction:
                return True
        return False

    def _exposure(self, game, faction: str, once: bool):
        """Ask `faction` whether and where to try Exposure (again, unless `once`)."""
        while True:
            where = self.exposure_clearings(game, faction, game.definition.hands_concealed)
            if not where:
                return
            options = clearing_options(where)
            options.append(fixed_option("pass", "No exposure"))
            question = hand_question(game, faction, "corvid.exposure", "Exposure: guess the Corvid plot in which "
                                     "clearing?", options)
            if question is None:
                return
            chosen = yield question
            if chosen.id == "pass":
                return
            yield from self._expose(game, faction, chosen.data["clearing"])
            if once:
                return

    def _expose(self, game, guesser: str, clearing: int):
        """Show a card matching the clearing and name a plot type: wrong, the card goes to the Corvids; right, the
        guesser removes the plot (scoring for it, 3.2.1) and its removal does nothing (13.2.4, 13.7.4)."""
        st = game.state
        hand = st.factions[guesser].hand
        suit = st.suits[clearing]
        options = cards.card_options(game, cards.matching(game, hand, suit))
        if game.definition.hands_concealed:
            options.append(fixed_option("back", "Show no card"))
        chosen = yield from cards.choose_from_hand(game, guesser, "corvid.exposure.card",
                                                   f"Exposure: show which {suit} card?", options)
        if chosen.id == "back":
            return
        card = chosen.data["card"]
        guesses = [Option(o.id, o.label, {**o.data, "clearing": clearing}) for o in _TYPE_OPTIONS.values()]
        guess = (yield Decision(guesser, "corvid.exposure.guess", f"Which plot is in clearing {clearing}?",
                                guesses)).data["plot"]
        correct = self.plots(game)[str(clearing)]["type"] == guess
        game.event("exposure", faction=guesser, clearing=clearing, guess=guess, correct=correct)
        game.event("exposure_card", faction=guesser, to=[self.id], card=card, given=not correct,
                   held_by=guesser if correct else self.id)
        if correct:
            removal = remove(game, self.id, PLOT, clearing, 1, guesser, "exposure")
            yield from resolve_removals(game, [removal])
        else:
            hand.remove(card)
            st.factions[self.id].hand.append(card)

    # -- setup (Law 13.3) ---------------------------------------------------------------------------------------

    def setup(self, game):
        """13.3.1 is init_state. 13.3.2: a warrior in a clearing of each suit, where one may be placed."""
        yield from self._scatter(game)

    def setup_from_card(self, game):
        """Law A.8.2, the Corvids' faction setup card ([setup_card] of the board): a homeland with a warrior and a plot
        of their choice face down; then a warrior in a clearing of each suit, as in 13.3.2."""
        def fits(c: int) -> bool:
            return placement_allowed(game, self.id, "warrior", c) and placement_allowed(game, self.id, PLOT, c)

        where = setup.card_homelands(game, self, fits)
        home = yield from ask_clearing(self.id, "corvid.setup.homeland", "Place a warrior and a plot in which "
                                       "homeland?", where)
        place(game, self.id, "warrior", home, setup.card_number(self, "homeland_warriors", 1))
        setup.record_homeland(game, self.id, home)
        if fits(home) and available(game, self.id, PLOT):
            kind = yield from self._plot_type(game)
            self._put_plot(game, home, kind)
        yield from self._scatter(game, setup.card_number(self, "scatter_warriors", 1))

    def _scatter(self, game, warriors: int | None = None):
        if warriors is None:  # the standard setup's count (13.3.2); the setup card gives its own
            warriors = self.board.data.get("scatter_warriors", 1)
        suits = game.state.suits
        for suit in SUITS:
            where = [c for c in game.board.clearing_ids
                     if counts_as(suits[c], suit) and placement_allowed(game, self.id, "warrior", c)]
            if where:
                chosen = yield from ask_clearing(self.id, "corvid.setup", f"Scatter: a warrior in which {suit} "
                                                 "clearing?", where)
                place(game, self.id, "warrior", chosen, warriors)

    # -- Birdsong (Law 13.4) ---------------------------------------------------------------------------------------

    def birdsong(self, game):
        game.state.factions[self.id].data["plotted"] = 0  # a new turn (13.5.2)
        yield from craft.craft_step(game, self.id, "corvid.craft", daylight=False)  # 13.4.1, 13.2.1
        yield from self._flips(game)  # 13.4.2
        yield from self._recruit(game)  # 13.4.3

    def flip_clearings(self, game) -> list[int]:
        """Face-down plots in clearings with a Corvid warrior (13.4.2)."""
        clearings = game.state.clearings
        return sorted(int(c) for c, plot in self.plots(game).items()
                      if not plot["up"] and clearings[int(c)].warriors.get(self.id))

    def _flips(self, game):
        while True:
            where = self.flip_clearings(game)
            if not where:
                return
            options = clearing_options(where)
            options.append(_NO_FLIP)
            chosen = yield Decision(self.id, "corvid.flip", "Flip a plot face up?", options)
            if chosen.id == "done":
                return
            yield from self._flip(game, chosen.data["clearing"])

    def _flip(self, game, clearing: int):
        """Law 13.4.2: face up, a point per face-up plot on the map, then a bomb's or an extortion's effect."""
        plot = self.plots(game)[str(clearing)]
        plot["up"] = True
        game.event("plot_flipped", faction=self.id, clearing=clearing, plot=plot["type"])
        if plot["type"] == "snare":
            game.effects_changed()  # whom adjacency changes concern (`adjacency_concerns`)
        scoring.score(game, self.id, self.face_up(game), "flipped plot")
        if plot["type"] == "bomb":  # 13.7.1
            removals = yield from battle.remove_enemy_pieces(game, self.id, clearing, "bomb")
            yield from resolve_removals(game, removals)
            yield from resolve_removals(game, [remove(game, self.id, PLOT, clearing, 1, self.id, "bomb")])
        elif plot["type"] == "extortion":  # 13.7.3
            cl = game.state.clearings[clearing]
            for enemy in game.state.turn_order:
                if enemy != self.id and cl.has_any(enemy) and game.state.factions[enemy].hand \
                        and battle.is_enemy(game, self.id, enemy):
                    cards.take_random_card(game, self.id, enemy, "extortion")

    def _recruit(self, game):
        """Law 13.4.3: spend any card for a warrior in each clearing of its suit (a bird: of a suit chosen)."""
        fs = game.state.factions[self.id]
        if not available(game, self.id, "warrior"):
            return
        chosen = yield from ask_from_hand(game, self.id, "corvid.recruit", "Recruit: spend which card?",
                                          cards.design_options(game, sorted(fs.hand)), _NO_RECRUIT)
        if chosen is None:
            return
        card = chosen.data["card"]
        suit = game.cards[card].suit
        if suit == "bird":
            suit = (yield Decision(self.id, "corvid.recruit.suit", "Recruit in clearings of which suit?",
                                   _SUIT_OPTIONS)).data["suit"]
        cards.discard_from_hand(game, self.id, card, reason="corvid.recruit")
        where = clearings_of_suit(game, suit)
        yield from self._place_in_each(game, where, 1, "corvid.recruit.clearing")

    # -- Daylight (Law 13.5) and Exert (13.6.1) ------------------------------------------------------------------

    def daylight(self, game):
        """Law 13.5: up to three actions, and the card options of Daylight (1.4.1, 3.3). The actions left are in
        the data, so the top of the loop is a resume point (`Game.resume_point`)."""
        fs = game.state.factions[self.id]
        if "actions" not in fs.data:
            fs.data["actions"] = self.board.data["actions"]
        while True:
            game.resume_point()
            options = self.action_options(game) if fs.data["actions"] > 0 else []
            options += cards.daylight_card_options(game, self.id)
            options.append(_END_DAYLIGHT)
            question = hand_question(game, self.id, "corvid.action", f"Action ({fs.data['actions']} left)?", options)
            if question is None:
                break
            chosen = yield question
            if chosen.id == "end":
                break
            if chosen.id in _ACTIONS:
                fs.data["actions"] -= 1
                yield from getattr(self, "_" + chosen.id)(game)
            else:  # dominance and card effects; raises on an option this loop cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
        fs.data.pop("actions", None)

    def action_options(self, game) -> list[Option]:
        return [_ACTION_OPTIONS[action] for action in _ACTIONS if self._possible(game, action)]

    def _possible(self, game, action: str) -> bool:
        if action == "move":
            return move.can_move(game, self.id)
        if action == "battle":
            return battle.can_battle(game, self.id)
        if action == "plot":
            return bool(self.plot_clearings(game))
        return bool(self.trick_clearings(game))

    def _move(self, game):
        yield from move.take_move(game, self.id, kind="corvid.move")  # 13.5.1, Nimble (13.2.3)

    def _battle(self, game):
        yield from battle.take_battle(game, self.id, kind="corvid.battle")  # 13.5.3

    def plot_cost(self, game) -> int:
        """Law 13.5.2: a warrior, plus one per plot placed this turn."""
        return self.board.data.get("plot_cost", 1) + game.state.factions[self.id].data["plotted"]

    def plot_clearings(self, game) -> list[int]:
        """Clearings without a plot, with enough Corvid warriors to pay, where a plot may be placed (13.5.2)."""
        if not available(game, self.id, PLOT):
            return []
        cost, plots = self.plot_cost(game), self.plots(game)
        return [c for c, cl in game.state.clearings.items()
                if cl.warriors.get(self.id, 0) >= cost and str(c) not in plots
                and placement_allowed(game, self.id, PLOT, c)]

    def _plot(self, game):
        """Law 13.5.2: remove the warriors, place a plot face down of a type the Corvids choose from their supply."""
        fs = game.state.factions[self.id]
        clearing = yield from ask_clearing(self.id, "corvid.plot", "Plot in which clearing?", self.plot_clearings(game))
        kind = yield from self._plot_type(game)
        cost = self.plot_cost(game)
        removal = remove(game, self.id, "warrior", clearing, cost, self.id, "plot")
        self._put_plot(game, clearing, kind)
        fs.data["plotted"] += 1
        yield from resolve_removals(game, [removal])

    def _plot_type(self, game):
        """The type of plot to place face down, of those in the supply (13.5.2). Use `yield from`."""
        kinds = [kind for kind, n in self.supply_types(game).items() if n > 0]
        options = [_TYPE_OPTIONS[k] for k in kinds]
        prompt = "Place which plot face down?"
        # With hands concealed, asked even with one type left: being asked must not tell what the supply holds (1.2).
        question = HandQuestion if game.definition.hands_concealed and len(options) == 1 else Decision
        return (yield question(self.id, "corvid.plot.type", prompt, options)).data["plot"]

    def _put_plot(self, game, clearing: int, kind: str) -> None:
        """A plot of `kind` placed face down in `clearing`, seen only by the Corvids."""
        place(game, self.id, PLOT, clearing)
        game.state.factions[self.id].data["plots"][str(clearing)] = {"type": kind, "up": False}
        game.event("plot_placed", faction=self.id, to=[self.id], clearing=clearing, plot=kind)

    def trick_clearings(self, game, first: int | None = None) -> list[int]:
        """Plots that may be swapped (13.5.4): with another of the same facing; with `first` given, its partners."""
        plots = self.plots(game)
        if first is not None:
            up = plots[str(first)]["up"]
            return sorted(int(c) for c, plot in plots.items() if plot["up"] == up and int(c) != first)
        facings = [plot["up"] for plot in plots.values()]
        return sorted(int(c) for c, plot in plots.items() if facings.count(plot["up"]) > 1)

    def _trick(self, game):
        """Law 13.5.4: swap two plots, both face up or both face down (the tokens stay: their types change places)."""
        first = yield from ask_clearing(self.id, "corvid.trick", "Trick: swap which plot?", self.trick_clearings(game))
        second = yield from ask_clearing(self.id, "corvid.trick.with", f"Trick: swap the plot in {first} with which?",
                                         self.trick_clearings(game, first))
        plots = self.plots(game)
        a, b = plots[str(first)], plots[str(second)]
        a["type"], b["type"] = b["type"], a["type"]
        shown = {"plots": [a["type"], b["type"]]} if a["up"] else {}
        game.event("trick", faction=self.id, clearings=[first, second], **shown)

    # -- Evening (Law 13.6) ---------------------------------------------------------------------------------------

    def evening(self, game):
        if not (yield from self._exert(game)):  # 13.6.1
            yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # 13.6.2 (effects may replace it)
        yield from cards.discard_to_hand_limit(game, self.id)  # after an Exert too: it gives up only the draw

    def _exert(self, game):
        """Law 13.6.1: one Daylight action instead of drawing any card in Evening: not once they have drawn one this
        Evening (a card's effect at its start: Charm Offensive). Returns whether the Corvids exerted."""
        options = self.action_options(game)
        if not options or self._drew_this_evening(game, self.id):
            return False
        options.append(_DRAW)
        chosen = yield Decision(self.id, "corvid.exert", "Exert: take an action instead of drawing?", options)
        if chosen.id == "draw":
            return False
        yield from getattr(self, "_" + chosen.id)(game)
        return True


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, CorvidConspiracy, board="rootcore_content:factions/corvid.toml")
    registry.add_agent("heuristic", "rootcore_plugins.corvid.bot:create", faction=FACTION)
    for kind in ("exposure", "exposure.card", "exposure.guess"):  # asked of the other players (13.2.4)
        registry.add_bot_advice(f"corvid.{kind}", f"rootcore_plugins.corvid.bot:advise_{kind.replace('.', '_')}")
