"""Clearing suits (Law 2.2.2). A clearing's suit is `game.state.suits[clearing]`. A clearing counting as several
suits at once (the Lost City landmark, Appendix F) holds them joined by "+" ("fox+rabbit+mouse"): a value that the
card functions of `rootcore.rules.cards` (`matches`, `matching`, `has_matching`, `spend`) accept as a suit, a card
matching it when it matches any of them, and that crafting counts as a piece paying any of them (`crafting_key`,
`rootcore.rules.craft`). A rule asking whether a clearing is of one suit asks `is_suit` or `counts_as` (so
dominance and "clearings of a suit" count such a clearing for each of its suits); a rule wanting the clearing's
suit as one value (a garden, a base, a trade post of that suit) reads `split` and lets the player choose.

`game.state.suits` is fixed after setup and shared by copies: a landmark changing a suit replaces the dict
(`set_suits`), never edits it.
"""
from __future__ import annotations

JOIN = "+"
ANY = "any"  # the crafting key of a piece in a clearing of several suits: it pays any of them (4.1.1)

_SPLIT: dict[str, tuple[str, ...]] = {}
_JOINED: list = [None, False]  # (the suits dict last asked about, whether it holds a joined value)


def split(value: str) -> tuple[str, ...]:
    """The suits a clearing suit value stands for: ("fox",) for "fox", all of them for a joined value."""
    suits = _SPLIT.get(value)
    if suits is None:
        suits = _SPLIT[value] = tuple(value.split(JOIN))
    return suits


def counts_as(value: str, suit: str) -> bool:
    """Whether a clearing of suit `value` counts as one of `suit`."""
    return value == suit or (JOIN in value and suit in split(value))


def is_suit(game, clearing: int, suit: str) -> bool:
    """Whether `clearing` counts as a clearing of `suit` (False for a clearing without suit, the Burrow)."""
    value = game.state.suits.get(clearing)
    return value is not None and (value == suit or (JOIN in value and suit in split(value)))


def clearings_of_suit(game, suit: str) -> list[int]:
    """The map's clearings that count as `suit`, in clearing order."""
    suits = game.state.suits
    return [c for c in game.board.clearing_ids if counts_as(suits[c], suit)]


def crafting_key(value: str) -> str:
    """The suit a crafting piece in a clearing of suit `value` is counted under: the suit, or `ANY` when the clearing
    has several (a piece there pays any of them; the one such clearing, the Lost City's, is of every suit)."""
    return ANY if JOIN in value else value


def has_joined(game) -> bool:
    """Whether a clearing of this game counts as several suits (worked out once per suits dict: it never changes
    after setup)."""
    suits = game.state.suits
    if _JOINED[0] is not suits:
        _JOINED[:] = [suits, any(JOIN in value for value in suits.values())]
    return _JOINED[1]


def set_suits(game, clearing: int, suits) -> None:
    """Make `clearing` count as each of `suits` (in setup: the dict is replaced, copies share it)."""
    game.state.suits = {**game.state.suits, clearing: JOIN.join(suits)}
