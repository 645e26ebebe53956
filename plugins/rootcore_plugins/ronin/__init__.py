"""The Ronin (Law Appendix D.8): a Vagabond character whose special action, Swift Strike, is no Daylight action:
after the dice of a battle he fights, he may exhaust a sword to deal an extra hit. Card data (its starting items
too, D.8.1): `[data.characters.ronin]` of the Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import ask_yes_no, hookimpl
from rootcore_plugins.vagabond import Character

CHARACTER = "ronin"


def battle_effect(game, vagabond, battle, side):
    """Battle step 3 (4.3.3, after the dice): offered while he has a face-up undamaged sword (the card's
    `action_item`) to exhaust. The Law limits it neither to attacking nor to defending ("in battle"), so he may
    strike on either side; one sword, one extra hit, once per battle."""
    item = vagabond.character(game).action_item
    return swift_strike(game, vagabond, battle, side, item) if vagabond.ready(game, item) else None


def swift_strike(game, vagabond, battle, side, item: str):
    """D.8.2 Swift Strike: an extra hit, which the other side's maximum rolled hits do not cap (4.3.3.I)."""
    prompt = f"Swift Strike: exhaust a {item} to deal an extra hit in clearing {battle.clearing}?"
    strike = yield from ask_yes_no(vagabond.id, "ronin.swift_strike", prompt,
                                   yes=f"Exhaust a {item}: one extra hit", no="No extra hit")
    if strike:
        vagabond.exhaust(game, item)
        battle.extra_hits[side] += 1
        game.event("swift_strike", faction=vagabond.id, clearing=battle.clearing)


def create(spec, data):
    return Character.from_data(spec, data, battle_effect=battle_effect)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
