"""The Ranger (Law Appendix D.3): a Vagabond character whose special action, Hideout, repairs three items and then
ends Daylight. Card data (its starting items too, D.3.1): `[data.characters.ranger]` of the Vagabond board
(content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import hookimpl
from rootcore_plugins.vagabond import Character

CHARACTER = "ranger"
REPAIRS = 3


def hideout(game, vagabond):
    """D.3.2 Hideout: the torch is already exhausted; repair up to three items (as many as are damaged,
    1.5.4), then Daylight ends at once and Evening begins."""
    yield from vagabond.ask_repair(game, REPAIRS, kind="ranger.hideout")
    vagabond.end_daylight(game)
    game.event("hideout", faction=vagabond.id)


def create(spec, data):
    return Character.from_data(spec, data, act=hideout)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
