"""What a player knows of the cards hidden from it (Law 1.2): a card it gave away, one taken from it, a hand shown to
it, a card everyone saw go into a hand. `bots.determinize` keeps such cards where the player knows them to be and
deals the others anew.

The knowledge is worked out when asked, from the events the player saw (`game.events` as `views.event_for` shows
them), so playing costs nothing. The events speak a small vocabulary (docs/plugins.md, "Cards a player knows"):

* `card` (a card number) or `cards` (a list of them): the cards an event is about;
* `held_by` (a faction) and `place` ("hand", the default, or one of that faction's zones): where those cards are once
  the event is over. Whoever sees the event knows it (the receiver of a card given privately, everyone for a
  card taken from the discard pile);
* an event naming cards without `held_by` moved them where everyone sees them (discarded, crafted, revealed): what
  was known of them is forgotten, since they may later come back into hiding unseen;
* `unseen` (a faction or a list of them): the event tells everyone that these factions moved hidden cards without
  naming them (a card put face down among the Alliance's supporters): what was known of their cards is forgotten;
* an event private to some players (`to=`) is, for everyone else, one where its `faction` and the factions in its
  `to` may have moved hidden cards: what the others knew of those factions' cards is forgotten.

The knowledge errs on the side of forgetting: a fact is kept only while no event could have moved its card unseen.
"""
from __future__ import annotations

from rootcore.views import audience, event_seen

HAND = "hand"  # the `place` of a card held in hand

# card number -> (holder, place): where the player knows the card to be
Known = dict[int, tuple[str, str]]


def known_cards(game, player: str | None) -> Known:
    """Where `player` (None: an observer) knows hidden cards to be, from the events it saw (see the module
    docstring): card number -> (holder faction, "hand" or the zone), another faction's (its own hand it sees). A
    fact about a card now in a public place may be among them: `bots.determinize` uses only cards still hidden."""
    known: Known = {}
    for event in game.events:
        if "to" in event and not event_seen(event, player):
            involved = audience(event) or ()
            _forget_holders(known, (event.get("faction"), *involved))
            continue
        unseen = event.get("unseen")
        if unseen is not None:
            _forget_holders(known, unseen if isinstance(unseen, (list, tuple)) else (unseen,))
        named = named_cards(event)
        if not named:
            continue
        holder = event.get("held_by")
        for card in named:
            if holder is None:
                known.pop(card, None)
            else:
                known[card] = (holder, event.get("place", HAND))
    return {card: where for card, where in known.items() if where[0] != player}


def named_cards(event: dict) -> list[int]:
    """The cards `event` names: its `card` (a number) and its `cards` (a list; a number there is a count)."""
    named = []
    card = event.get("card")
    if isinstance(card, int) and not isinstance(card, bool):
        named.append(card)
    more = event.get("cards")
    if isinstance(more, (list, tuple)):
        named += more
    return named


def _forget_holders(known: Known, holders) -> None:
    """Forget what was known of the cards held by `holders` (in hand or in their zones)."""
    for card in [c for c, (holder, _) in known.items() if holder in holders]:
        del known[card]
