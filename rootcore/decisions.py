"""Decisions: the engine asks, a player answers (DESIGN section 3).

Rules are generators that `yield` a Decision and receive the chosen Option back:

    option = yield Decision("marquise", "march.origin", "Move from which clearing?", options)

Every Option has a stable string id; `Game.choose(id)` answers the pending Decision. A Decision with a
single option is resolved by the engine without asking (it is still recorded in the event stream).
"""
from __future__ import annotations

from collections import namedtuple
from typing import Any, Iterable


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
    """A question for one player: who decides, a stable kind, a prompt, and the options."""

    __slots__ = ("player", "kind", "prompt", "options")

    def __init__(self, player: str, kind: str, prompt: str, options: list[Option]):
        if options.__class__ is not list:  # a tuple or any iterable of options: kept as a list
            options = list(options)
        if not options:
            raise RootcoreError(f"decision {kind!r} for {player!r} has no options (engine bug)")
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self.options = options

    def option(self, option_id: str) -> Option:
        for option in self.options:  # option lists are short: a scan beats building a dict per decision
            if option.id == option_id:
                return option
        shown = ", ".join(o.id for o in self.options[:12])
        more = "" if len(self.options) <= 12 else f", ... ({len(self.options)} in all)"
        raise IllegalChoice(f"{option_id!r} is not an option of the pending decision {self.kind!r} for "
                            f"{self.player!r}; options: {shown}{more}")

    @property
    def option_ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_json(self) -> dict:
        return {"player": self.player, "kind": self.kind, "prompt": self.prompt,
                "options": [o.to_json() for o in self.options]}

    def __repr__(self) -> str:
        return f"Decision({self.player!r}, {self.kind!r}, {self.option_ids})"


def ask(player: str, kind: str, prompt: str, options: Iterable[Option]):
    """Yield one decision and return the chosen Option (use with `yield from`). The same as
    `option = yield Decision(...)`, which the built-in rules write out: one generator fewer per decision."""
    option = yield Decision(player, kind, prompt, list(options))
    return option


def ask_yes_no(player: str, kind: str, prompt: str, yes: str = "yes", no: str = "no"):
    """A yes/no decision; returns True for yes."""
    option = yield Decision(player, kind, prompt, [Option("yes", yes), Option("no", no)])
    return option.id == "yes"


_CLEARING_OPTIONS: dict[int, Option] = {}


def clearing_option(clearing: int) -> Option:
    """The option "clearing:N" (one shared, read-only object per clearing number)."""
    option = _CLEARING_OPTIONS.get(clearing)
    if option is None:
        option = _CLEARING_OPTIONS[clearing] = Option(f"clearing:{clearing}", f"clearing {clearing}",
                                                      {"clearing": clearing})
    return option


def clearing_options(clearings) -> list[Option]:
    """One option per clearing, with the stable id "clearing:N"."""
    get = _CLEARING_OPTIONS.get
    return [get(c) or clearing_option(c) for c in clearings]


_COUNT_OPTIONS: dict[int, Option] = {}


def count_options(most: int, least: int = 1) -> list[Option]:
    """One option per number from `least` to `most`, with the stable id "count:N" (shared read-only
    objects, like the clearing options): the answer to "how many?"."""
    options = []
    for n in range(least, most + 1):
        option = _COUNT_OPTIONS.get(n)
        if option is None:
            option = _COUNT_OPTIONS[n] = Option(f"count:{n}", str(n), {"count": n})
        options.append(option)
    return options


_FACTION_OPTIONS: dict[str, Option] = {}


def faction_options(factions) -> list[Option]:
    """One option per faction, with the stable id "faction:F" and data {"faction": F} (shared read-only
    objects): the answer to "whom?"."""
    options = []
    for faction in factions:
        option = _FACTION_OPTIONS.get(faction)
        if option is None:
            option = _FACTION_OPTIONS[faction] = Option(f"faction:{faction}", faction, {"faction": faction})
        options.append(option)
    return options


def ask_clearing(player: str, kind: str, prompt: str, clearings, optional: bool = False, decline: str = "Pass"):
    """Ask for one of `clearings`; returns the clearing id, or None if `optional` and declined."""
    options = clearing_options(clearings)
    if optional:
        options.append(Option("pass", decline))
    option = yield Decision(player, kind, prompt, options)
    return None if option.id == "pass" else option.data["clearing"]
