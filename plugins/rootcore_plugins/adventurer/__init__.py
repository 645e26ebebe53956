"""The Adventurer (Law Appendix D.7): a Vagabond character whose card gives no action to take but an ability,
Improve: once per turn, while taking the Quest action, one face-up item may stand in for any other item the quest
lists, and is damaged as well as exhausted (the Vagabond plugin's `Character.quest_wildcard`). Card data (its
starting items too, D.7.1): `[data.characters.adventurer]` of the Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import hookimpl
from rootcore_plugins.vagabond import Character

CHARACTER = "adventurer"


def create(spec, data):
    # D.7.2: no torch to exhaust and no menu entry (no `act`): the ability works within the Quest action.
    return Character.from_data(spec, data, quest_wildcard=True)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
