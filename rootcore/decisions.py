"""Decisions: the engine asks, a player answers (DESIGN section 3).

Rules are generators that `yield` a Decision and receive the chosen Option back:

    option = yield Decision("marquise", "march.origin", "Move from which clearing?", options)

Every Option has a stable string id; `Game.choose(id)` answers the pending Decision. A Decision with a
single option is resolved by the engine without asking; it is neither logged nor an event (a replay
reaches it again and takes the same answer), and what it led to shows in the events as usual. The exception
is a `HandQuestion` (game option `conceal_hands`, Law 1.2.1), asked even when passing is its only answer.
"""
from __future__ import annotations

import copy

from collections import namedtuple
from typing import Any, Iterable

from rootcore.caches import BoundedCache


class RootcoreError(Exception):
    """Base class of every error rootcore raises on purpose."""


class IllegalChoice(RootcoreError):
    """An option id that is not among the pending decision's options; the game is unchanged."""


class Option(namedtuple("Option", ("id", "label", "data"))):
    """One answer to a decision: a stable id, a human label and JSON-able data. Immutable (a named
    tuple) because the engine shares common options (one per card, one per clearing) between decisions
    and games: to change a label, make a new Option."""

    __slots__ = ()

    def __new__(cls, id: str, label: str = "", data: Any = None):
        return tuple.__new__(cls, (id, label or id, data))

    def to_json(self) -> dict:
        return {"id": self.id, "label": self.label, "data": self.data}

    def __repr__(self) -> str:
        return f"Option({self.id!r})"


class Decision:
    """A question for one player: who decides, a stable kind, a prompt, and the options. One with a single
    option is answered by the engine without asking, unless `always_ask` (`HandQuestion`). `about` (JSON-like, or
    None) says what the question concerns when no option does, for frontends and bots to read instead of the prompt
    (the clearing of a relic to delve into, the origin and destination of pieces carried along)."""

    __slots__ = ("player", "kind", "prompt", "options", "about")
    always_ask = False

    def __init__(self, player: str, kind: str, prompt: str, options: Iterable[Option], about: dict | None = None):
        if options.__class__ is not list:  # a tuple or any iterable of options: kept as a list
            options = list(options)
        if not options:
            raise RootcoreError(f"decision {kind!r} for {player!r} has no options (engine bug)")
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.about = about

    def option(self, option_id: str) -> Option:
        for option in self.options:  # option lists are short: a scan beats building a dict per decision
            if option.id == option_id:
                return option
        shown = ", ".join(o.id for o in self.options[:12])
        more = "" if len(self.options) <= 12 else f", ... ({len(self.options)} in all)"
        if not isinstance(option_id, str):  # an Option, a number: say what is expected
            raise IllegalChoice(f"an answer is an option's id string (such as {self.options[0].id!r}), not "
                                f"{type(option_id).__name__} {option_id!r}; options of the pending decision "
                                f"{self.kind!r} for {self.player!r}: {shown}{more}")
        raise IllegalChoice(f"{option_id!r} is not an option of the pending decision {self.kind!r} for "
                            f"{self.player!r}; options: {shown}{more}")

    @property
    def option_ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_json(self) -> dict:
        out: dict[str, Any] = {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                               "options": [o.to_json() for o in self.options]}
        if self.about is not None:
            out["about"] = self.about
        return out

    def __repr__(self) -> str:
        return f"Decision({self.player!r}, {self.kind!r}, {self.option_ids})"


class HandQuestion(Decision):
    """A question about a player's hidden hand asked even when passing is its only answer: with the game option
    `conceal_hands`, when a player is asked must not show what they hold (Law 1.2.1). Made by
    `hand_question`."""

    __slots__ = ()
    always_ask = True


def asks_about_hand(game, player: str, answerable: bool, hidden: list | None = None) -> bool:
    """Whether a question whose answers come from `player`'s hidden hand is asked: when a card can answer it
    (`answerable`), or, in a game with the option `conceal_hands`, whenever the player holds any card (Law
    1.2.1). A rule may ask this before working out the question (`hand_question` asks it too). `hidden`: other
    face-down cards of the player's the question is about instead (such as supporters)."""
    if answerable:
        return True
    return game.definition.hands_concealed and bool(
        game.state.factions[player].hand if hidden is None else hidden)


def hand_question(game, player: str, kind: str, prompt: str, options: list[Option],
                  hidden: list | None = None) -> Decision | None:
    """The decision for a question whose answers come from `player`'s hidden cards: an optional question someone
    else's action puts (ambush, Field Hospitals), or a menu of the player's own that may be left with only its way
    on (the crafting step's "done", the Decree's "stop"). `options` are the answers the cards allow, then the way
    to pass or go on. With that one left, the question is skipped (None), unless the game conceals hands and the
    player holds any card (any of `hidden`, when given): then it is asked all the same, as a real question would
    be, so that being asked shows nothing (Law 1.2.1)."""
    if len(options) > 1:
        return Decision(player, kind, prompt, options)
    # The option is looked at first: most games do not conceal hands, and this is asked at every crafting step.
    if game.definition.hands_concealed and asks_about_hand(game, player, False, hidden):
        return HandQuestion(player, kind, prompt, options)
    return None


def ask_from_hand(game, player: str, kind: str, prompt: str, options: list[Option], stop: Option,
                  hidden: list | None = None):
    """`hand_question` over `options` and then `stop` (the way to pass or go on), asked with `yield from`: the option
    chosen, or None when nothing was asked (only `stop` to say, hands not concealed) or `stop` was chosen."""
    question = hand_question(game, player, kind, prompt, [*options, stop], hidden)
    if question is None:
        return None
    chosen = yield question
    return None if chosen.id == stop.id else chosen


def ask(player: str, kind: str, prompt: str, options: Iterable[Option]):
    """Yield one decision and return the chosen Option (use with `yield from`). The same as
    `option = yield Decision(...)`, which the built-in rules write out: one generator fewer per decision."""
    option = yield Decision(player, kind, prompt, list(options))
    return option


def in_chosen_order(player: str, kind: str, prompt: str, pending: list, option_of):
    """Simultaneous effects, to run with `yield from` one whole at a time, `player` choosing which next while two
    or more are left (Law 1.1.3). `pending` lists items whose last element is the effect's generator;
    `option_of(i, item)` is the option for the i-th item left (asked again after each effect, so an index names
    an item among those left). No effect or one is returned as it is: the common cases add no generator level."""
    if len(pending) > 1:
        return _chosen_order(player, kind, prompt, pending, option_of)
    return pending[0][-1] if pending else ()


def _chosen_order(player: str, kind: str, prompt: str, pending: list, option_of):
    while pending:
        index = 0
        if len(pending) > 1:
            options = [option_of(i, item) for i, item in enumerate(pending)]
            chosen = yield Decision(player, kind, prompt, options)
            index = next(i for i, option in enumerate(options) if option.id == chosen.id)
        yield from pending.pop(index)[-1]


def ask_yes_no(player: str, kind: str, prompt: str, yes: str = "yes", no: str = "no"):
    """A yes/no decision; returns True for yes."""
    option = yield Decision(player, kind, prompt, [fixed_option("yes", yes), fixed_option("no", no)])
    return option.id == "yes"


class SharedOptions(BoundedCache):
    """One read-only Option per key, made the first time it is asked for and then shared by every menu of
    every game (options are immutable): `table[key]` or `table.options(keys)`. `make(key)` builds one. With
    a `limit`, the table starts again empty once it holds that many (for keys from an open-ended set)."""

    __slots__ = ("make",)

    def __init__(self, make, limit: int | None = None):
        super().__init__(limit)
        self.make = make

    def __missing__(self, key) -> Option:
        return self.keep(key, self.make(key))

    def options(self, keys) -> list[Option]:
        return list(map(self.__getitem__, keys))  # not a comprehension: that is a call of its own (3.11)


# "clearing:N", "count:N" and "faction:F": the answers to "where?", "how many?" and "whom?".
_CLEARING_OPTIONS = SharedOptions(lambda c: Option(f"clearing:{c}", f"clearing {c}", {"clearing": c}))
_FOREST_OPTIONS = SharedOptions(lambda f: Option(f"forest:{f}", f"forest {f}", {"forest": f}))
_COUNT_OPTIONS = SharedOptions(lambda n: Option(f"count:{n}", str(n), {"count": n}))
_FACTION_OPTIONS = SharedOptions(lambda f: Option(f"faction:{f}", f, {"faction": f}))


# Fixed answers by (id, label), without data: labels are worded per menu, so the set is open-ended.
_FIXED_OPTIONS = SharedOptions(lambda key: Option(*key), limit=4096)


def asked_of(player: str, questions):
    """Run the rules generator `questions`, asking each of its decisions of `player` instead of whom it names (a
    copy of each decision), and return what it returns: for a player who decides for another (a Vagabond
    character removes the pieces hit on both sides of a battle he starts, Law D.4.2)."""
    return readdressed(questions, lambda _: player)


def readdressed(questions, answerer):
    """Run the rules generator `questions`, asking each decision of the player `answerer(decision.player)` names
    (a copy of the decision), or of whom it names when that is None, and return what the generator returns."""
    answer = None
    while True:
        try:
            question = questions.send(answer)
        except StopIteration as done:
            return done.value
        player = answerer(question.player)
        if player is not None:
            question = copy.copy(question)
            question.player = player
        answer = yield question


def fixed_option(option_id: str, label: str) -> Option:
    """The option `option_id` labelled `label`, without data, made once and shared (read-only): for the
    answers menus add again and again ("pass", "done", "yes"...), cheaper than a new Option each time."""
    return _FIXED_OPTIONS[option_id, label]


def clearing_option(clearing: int) -> Option:
    """The option "clearing:N" (data {"clearing": N}), shared."""
    return _CLEARING_OPTIONS[clearing]


def clearing_options(clearings) -> list[Option]:
    """One shared option per clearing, with the stable id "clearing:N"."""
    return _CLEARING_OPTIONS.options(clearings)


def forest_options(forests) -> list[Option]:
    """One shared option per forest (a map's forest id, Law 2.4), with the stable id "forest:F" (data {"forest": F})."""
    return _FOREST_OPTIONS.options(forests)


def count_options(most: int, least: int = 1) -> list[Option]:
    """One shared option per number from `least` to `most`, with the stable id "count:N" (data {"count": N})."""
    return _COUNT_OPTIONS.options(range(least, most + 1))


def faction_options(factions) -> list[Option]:
    """One shared option per faction, with the stable id "faction:F" (data {"faction": F})."""
    return _FACTION_OPTIONS.options(factions)


def ask_clearing(player: str, kind: str, prompt: str, clearings, optional: bool = False, decline: str = "Pass"):
    """Ask for one of `clearings`; returns the clearing id, or None if `optional` and declined."""
    options = clearing_options(clearings)
    if optional:
        options.append(fixed_option("pass", decline))
    option = yield Decision(player, kind, prompt, options)
    return None if option.id == "pass" else option.data["clearing"]
