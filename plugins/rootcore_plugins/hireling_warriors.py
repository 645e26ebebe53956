"""Helpers shared by the hireling cards that place their warriors one at a time: the when-hired action (Law E.2.1)
bringing one warrior onto a map with none (the Bandit Gangs, `rootcore_plugins.highway_bandits`; the Warm Sun
Prophets, `rootcore_plugins.warm_sun_prophets`; the Popular Band, `rootcore_plugins.popular_band`), and the Flame
Bearers' two warriors placed each in a clearing of its own choosing (`rootcore_plugins.flame_bearers`). Not a plugin
and no entry point: a module these cards use, relying only on rootcore's public rules API."""
from __future__ import annotations

from rootcore import Hireling, ask_clearing
from rootcore.rules import pieces

WARRIOR = "warrior"


def place_warrior(card: Hireling, game, kind: str, where):
    """One of `card`'s warriors from its supply into one of the clearings `where` that may take it, asked as `kind`
    of whoever answers for the card; nothing when none can be placed. Returns the clearing, or None."""
    where = [c for c in where if pieces.can_place(game, card.id, WARRIOR, c)]
    if not where:
        return None
    clearing = yield from ask_clearing(card.id, kind, f"Place a {card.side_name(game)} warrior in which clearing?",
                                       where)
    pieces.place(game, card.id, WARRIOR, clearing)
    return clearing


def hired_placement(card: Hireling, game, kind: str, where):
    """E.2.1 for a card that, taken with none of its warriors on the map, places one (`place_warrior`) in one of
    `where`; None while any of them is on the map."""
    return None if card.warrior_clearings(game) else place_warrior(card, game, kind, where)


def with_faction_pieces(game, player: str) -> list[int]:
    """The clearings where `player` has a piece of their own faction (a hireling's pieces are not theirs, E.3.3)."""
    return [c for c in game.board.clearing_ids if game.state.clearings[c].has_any(player)]
