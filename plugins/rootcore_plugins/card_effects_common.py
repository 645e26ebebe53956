"""Helpers shared by the deck plugins' card effects (the standard deck, `rootcore_plugins.standard_deck`, and
the Exiles and Partisans deck, `rootcore_plugins.exiles`). Not a plugin and no entry point: a module both
deck plugins declare they use (their docstrings and manifests say so). It relies only on rootcore's
public rules API.

* which persistent effects a faction has in its play area (Law 4.1.3, G.1.20), and a card discarding itself
  (`discard_own`, through the core's `cards.discard_from_play`);
* "once per Birdsong / once per Daylight" bookkeeping, kept in the per-turn core data that each Birdsong
  clears (`game.state.data["turn"]`), so clones and saves carry it;
* the menu offering a faction its optional card effects one at a time until it declines (Law 4.1.3), and
  the Birdsong one built on it for a deck that lists and applies its Birdsong effects (`birdsong_menu`).
"""
from __future__ import annotations

from typing import Mapping, cast

from rootcore import Decision, fixed_option
from rootcore.rules import cards


def in_play(game, faction: str, effect: str) -> int | None:
    """The card with `effect` in `faction`'s play area (the first, if two), or None."""
    play_area = game.state.factions[faction].play_area
    return game.definition.deck.effects_of(play_area).get(effect) if play_area else None  # most often empty


def discard_own(game, faction: str, effect: str) -> None:
    """A card of `effect` in `faction`'s play area discards itself (Armorers, Sappers, Royal Claim)."""
    cards.discard_from_play(game, faction, cast(int, in_play(game, faction, effect)), effect)


def effects_in_play(game, faction: str) -> Mapping[str, int]:
    """The effect ids of every card in `faction`'s play area, each with its card (`DeckComponent.effects_of`)."""
    return game.definition.deck.effects_of(game.state.factions[faction].play_area)


def used(game) -> list[str]:
    """Effects the player taking the turn has used this turn (those usable once per Birdsong or per
    Daylight); kept in the per-turn core data, which each Birdsong clears."""
    return game.state.data.get("turn", {}).get("cards_used", [])


def mark_used(game, effect: str) -> None:
    game.state.data.setdefault("turn", {}).setdefault("cards_used", []).append(effect)


def others(game, faction: str) -> list[str]:
    """Every other player, in seating order."""
    return [f for f in game.state.turn_order if f != faction]


def others_with_cards(game, faction: str) -> list[str]:
    """Every other player holding a card, in seating order: whom an effect may take a card from or look at
    (Codebreakers, Stand and Deliver!, Swap Meet)."""
    factions = game.state.factions
    found = []
    for f in game.state.turn_order:  # a plain loop: the Codebreakers check runs on every Daylight menu
        if f != faction and factions[f].hand:
            found.append(f)
    return found


def enters_play(game, faction: str, card: int):
    """Persistent effects do nothing when crafted; they are used later (Law 4.1.3)."""
    return None


def birdsong_menu(deck, game, faction: str, at_start: bool):
    """`effect_menu` for a deck's Birdsong card effects: those "at start of Birdsong" (`at_start`, from the deck's
    `rootcore_phase_start`), or those usable at any time in Birdsong (from its `rootcore_phase_open`, which the
    core asks after every start effect and again after the faction's own Birdsong steps, Law 1.4.1). The deck
    component lists them with `birdsong_options(game, faction, at_start)` and applies the chosen one with
    `use_birdsong(game, faction, chosen)`; the decision kind is "DECK.birdsong"."""
    when = "start" if at_start else "any time"
    return effect_menu(faction, f"{deck.id}.birdsong", f"Birdsong ({when}): use a card effect?",
                       lambda: deck.birdsong_options(game, faction, at_start),
                       lambda chosen: deck.use_birdsong(game, faction, chosen))


def effect_menu(faction: str, kind: str, prompt: str, options_of, use,
                done: str = "Use no (more) card effects now"):
    """Offer `faction` the card effects `options_of()` lists, plus a way to decline (every persistent effect
    is optional, Law 4.1.3), one at a time until it declines or none is left. `use(chosen)` applies the
    chosen option and returns None or a generator (run here: it may ask). Use with `yield from`."""
    while True:
        options = options_of()
        if not options:
            return
        options.append(fixed_option("done", done))
        chosen = yield Decision(faction, kind, prompt, options)
        if chosen.id == "done":
            return
        effect = use(chosen)
        if effect is not None:
            yield from effect
