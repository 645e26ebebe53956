"""The Harrier (Law Appendix D.9): a Vagabond character whose special action, Glide, moves his pawn alone to any
clearing of the map, by no path and exhausting no boot. Card data (its starting items too, D.9.1):
`[data.characters.harrier]` of the Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import clearing_options, hookimpl
from rootcore.decisions import Decision
from rootcore.rules import adjacency
from rootcore.rules.adjacency import enterable
from rootcore_plugins.vagabond import Character

CHARACTER = "harrier"


def glide_destinations(game, vagabond) -> list[int]:
    """D.9.2: every clearing but his own, Hostile or not, near or far (from a forest too); not a sealed one (the
    Scoundrel's Scorched Earth, D.6.2: no piece moves in, by any way)."""
    here = vagabond.clearing(game)
    return [c for c in enterable(game, game.board.clearing_ids) if c != here]


def can_glide(game, vagabond) -> bool:
    """Glide is a move (D.9.2), so an effect keeping the pawn in its clearing keeps it from gliding too (the Corvids'
    snare, 13.7.2; the Popular Band hireling's lock): only the Slip ignores those (9.4.2)."""
    if not game.definition.fast_hooks.get("rootcore_adjacent"):  # most games: nothing closes a clearing
        return True
    here = vagabond.clearing(game)
    return here is None or not adjacency.closed(game, here, vagabond.id)


def glide(game, vagabond):
    """D.9.2 Glide: the torch is already exhausted. A move of the pawn only (no Allied warriors go along,
    9.2.9.II.b), ignoring paths and rule (9.2.3), and no boots even into a clearing with Hostile warriors
    (9.2.9.III.b); what moving pieces triggers (`rootcore_moved`) still sees it."""
    chosen = yield Decision(vagabond.id, "harrier.glide", "Glide to which clearing?",
                            clearing_options(glide_destinations(game, vagabond)))
    yield from vagabond.move_pawn(game, chosen.data["clearing"], None, "harrier.glide", flight=True)


def create(spec, data):
    return Character.from_data(spec, data, act=glide, can_act=can_glide)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
