"""List a deck's card designs: suit, count, crafting cost, kind, and whether the effect is implemented.

    rootcore cards                    # the default deck (standard)
    rootcore cards --deck standard --json

A card's effect is implemented when it is an item, ambush or dominance card (the core handles those,
Law 2.1.2, 2.1.3, 4.1.2) or when an installed plugin registered its effect id
(`registry.add_card_effect`). Cards whose effect is not implemented cannot be crafted.
"""
from __future__ import annotations

import json

CORE_KINDS = ("item", "ambush", "dominance")


def add_arguments(parser) -> None:
    from rootcore.cli import add_disable_argument
    parser.add_argument("--deck", default=None, help="deck id (default: the default game's deck)")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")
    add_disable_argument(parser)


def card_rows(deck_id: str, disable=()) -> list[dict]:
    """One row per card design of deck `deck_id`, in content order, from the plugins not in `disable`."""
    from rootcore import content, plugins
    registry = plugins.discover(tuple(disable))
    source = registry.get("deck", deck_id).content
    assert source is not None  # `add_deck` takes a content file
    deck = content.load_deck(source)
    rows = []
    for card in deck.cards:
        implemented = card.kind in CORE_KINDS or (card.effect is not None and card.effect in registry.card_effects)
        rows.append({"id": card.id, "name": card.name, "suit": card.suit, "count": card.count,
                     "cost": list(card.cost), "kind": card.kind, "item": card.item, "vp": card.vp,
                     "effect": card.effect, "implemented": implemented})
    return rows


def run(args) -> int:
    deck_id = args.deck
    if deck_id is None:
        from rootcore.engine import make_config
        deck_id = make_config(None).deck
    rows = card_rows(deck_id, args.disable)
    if args.json:
        print(json.dumps({"deck": deck_id, "cards": rows}, indent=2))
        return 0
    print(f"{'card':24} {'suit':7} {'n':>2}  {'cost':24} {'kind':11} implemented")
    for row in rows:
        cost = "+".join(row["cost"]) or "-"
        print(f"{row['name'][:24]:24} {row['suit']:7} {row['count']:>2}  {cost:24} {row['kind']:11} "
              f"{'yes' if row['implemented'] else 'NO'}")
    total = sum(r["count"] for r in rows)
    missing = sum(r["count"] for r in rows if not r["implemented"])
    print(f"{len(rows)} designs, {total} cards; {total - missing} implemented, {missing} not")
    return 0
