"""The Tinker (Law Appendix D.2): a Vagabond character whose special action, Day Labor, takes a card of the
clearing's suit (or a bird) from the discard pile. Card data (its starting items too, D.2.1):
`[data.characters.tinker]` of the Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import hookimpl
from rootcore.decisions import Decision
from rootcore.rules import cards
from rootcore_plugins.vagabond import Character

CHARACTER = "tinker"


def day_labor_cards(game, vagabond) -> list[int]:
    """Discarded cards matching the Vagabond's clearing; birds always match (D.2.2, 2.1.1)."""
    clearing = vagabond.clearing(game)
    if clearing is None:
        return []
    return cards.matching(game, game.state.discard, game.state.suits[clearing])


def can_day_labor(game, vagabond) -> bool:
    """Whether `day_labor_cards` is not empty, stopping at the first card found (the pile can be long)."""
    clearing = vagabond.clearing(game)
    return clearing is not None and cards.has_matching(game, game.state.discard, game.state.suits[clearing])


def day_labor(game, vagabond):
    """D.2.2 Day Labor: the torch is already exhausted; the discard pile is public (1.2.2), so the card is
    chosen."""
    options = cards.design_options(game, day_labor_cards(game, vagabond), "take")
    chosen = yield Decision(vagabond.id, "tinker.day_labor", "Take which card from the discard pile?", options)
    card = chosen.data["card"]
    game.state.discard.remove(card)
    game.state.factions[vagabond.id].hand.append(card)
    game.event("day_labor", faction=vagabond.id, card=card, held_by=vagabond.id)  # seen going into his hand


def create(spec, data):
    return Character.from_data(spec, data, act=day_labor, can_act=can_day_labor)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
