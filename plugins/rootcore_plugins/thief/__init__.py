"""The Thief (Law Appendix D.1): a Vagabond character whose special action, Steal, takes a random card from a player
with pieces in the Vagabond's clearing. Card data (its starting items too, D.1.1): `[data.characters.thief]` of the
Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import Decision, faction_options, hookimpl
from rootcore.rules import cards
from rootcore_plugins.vagabond import Character

CHARACTER = "thief"


def steal_targets(game, vagabond, first_only: bool = False) -> list[str]:
    """Whom the Thief may steal from (D.1.2): players with pieces in his clearing and a card in hand, in
    seating order; only the first one when `first_only` (a menu)."""
    clearing = vagabond.clearing(game)
    if clearing is None:
        return []
    return vagabond.others_here(game, clearing, with_cards=True, first_only=first_only)


def can_steal(game, vagabond) -> bool:
    """Whether `steal_targets` is not empty, stopping at the first target found."""
    return bool(steal_targets(game, vagabond, True))


def steal(game, vagabond):
    """D.1.2 Steal: the torch is already exhausted; take a random card from the chosen player's hand."""
    chosen = yield Decision(vagabond.id, "thief.steal", "Steal a random card from whom?",
                            faction_options(steal_targets(game, vagabond)))
    # The card is shown only to the Thief and the victim (1.2.1), as for every card taken from a hand.
    cards.take_random_card(game, vagabond.id, chosen.data["faction"], "steal")


def create(spec, data):
    return Character.from_data(spec, data, act=steal, can_act=can_steal)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
