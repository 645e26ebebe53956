"""What one player may know (Law 1.2): the map and scores are public; other players' hands are counts;
the deck's order is hidden; faction zones follow their `zone_visibility`. `player=None` is an observer.
Views name cards by number and clearings by id: `game_info` says what never changes (the cards, the map, the
faction boards). A view, a pending decision and the events they give are copies: a frontend may change them (put
card names in place of numbers, say) without changing the game."""
from __future__ import annotations

import copy
from typing import Any

from rootcore.rules.rule import rules
from rootcore.state import copy_jsonlike


def copied(value: Any) -> Any:
    """A deep copy of `value`, JSON-like data from the state and the plugins' views, which may hold the state's own
    lists and dicts (a faction's `data`, the options' `data` of the pending decision): changing what a view
    hands out must not change the game."""
    try:
        return copy_jsonlike(value)
    except ValueError:  # something marshal cannot copy (a plugin's own object)
        return copy.deepcopy(value)


def view(game, player: str | None) -> dict:
    """What `player` may know now (`game.view(player)`), as JSON-able data: `turn`, `current` (the faction
    taking the turn), `phase`, `turn_order`, `over`, `winners`, `end_reason` ("score", "dominance" or
    "turn_cap" once over), `suits` (clearing -> the suit in play), `map` and `deck_state` (public state of the
    map's and the cards' rules), `landmarks` (landmark id -> its `clearing`, None before setup, and its public state,
    Law Appendix F), `hirelings` (hireling id -> the `name` of its side, its `side`, `controller` and `control`
    markers, Appendix E; its pieces are listed with the factions'), `hiring_markers` (the score spaces still holding
    one, A.6.4), `homelands` (faction -> the homeland clearings its faction setup card chose, A.8.2.I; {} without
    `setup_cards`), `clearings` (warriors, buildings, tokens, pawns, ruins), `sealed` (clearing -> what lies there
    sealing it, such as "torch": no piece may be placed in or moved into it, `GameState.sealed`), `rulers` (clearing ->
    the faction ruling it, or None), `factions` (each one's score, hand_count, supply, tracks, crafted_items,
    play_area, dominance, zones and its own public data; `hand` for the player's own faction only),
    `deck_count`, `discard`, `available_dominance`, `item_supply`, and `pending`: the open decision as
    `pending_for` shows it to `player` (with its options for the player who decides; anyone else sees only who
    decides and its kind), or None. Cards are numbers: `game_info(game)["cards"][n]`. The view is a copy: changing
    it changes nothing in the game."""
    st = game.state
    factions = {}
    for fid, fs in st.factions.items():
        component = game.factions[fid]
        own = fid == player
        zones = {}
        for zone, cards in fs.zones.items():
            zones[zone] = list(cards) if zone_seen(component, zone, fid, player) else {"count": len(cards)}
        entry = {
            "score": fs.score, "hand_count": len(fs.hand), "supply": dict(fs.supply), "tracks": dict(fs.tracks),
            "crafted_items": list(fs.crafted_items), "play_area": list(fs.play_area),
            "dominance": fs.dominance, "zones": zones,
        }
        if own or component.hand_public:  # a public hand (11.2.3) is everyone's to see
            entry["hand"] = list(fs.hand)
        entry.update(component.view(game, fs, player))
        factions[fid] = entry
    return copied({
        "player": player, **turn_fields(game), "turn_order": list(st.turn_order), "over": st.over,
        "winners": list(st.winners),
        "end_reason": st.end_reason or None,  # "score", "dominance" or "turn_cap" once over
        "suits": {c: s for c, s in st.suits.items()},
        "map": game.map.view(game),  # public map state (the Ferry, closed paths...), {} on most maps
        "deck_state": game.deck.view(game),  # public state of card effects (warriors on a card...), or {}
        "landmarks": {lid: {"clearing": landmark.clearing(game), **landmark.view(game, player)}
                      for lid, landmark in game.definition.landmarks.items()},
        "hirelings": {hid: {"name": hireling.side_name(game), **st.factions[hid].data}
                      for hid, hireling in game.definition.hirelings.items()} if st.factions else {},
        "hiring_markers": list(st.data.get("hiring_markers", ())),
        "homelands": {f: list(cs) for f, cs in st.data.get("homelands", {}).items()},  # A.8.2.I, setup_cards
        "clearings": {c: cl.to_json() for c, cl in st.clearings.items()},
        "sealed": dict(st.sealed),
        "rulers": {c: rules(game, c) for c in st.clearings},  # Law 2.5, ties broken as the factions' rules say
        "factions": factions, "deck_count": len(st.deck), "discard": list(st.discard),  # open to all (Law 1.2.2)
        "available_dominance": list(st.available_dominance), "item_supply": dict(st.item_supply),
        "pending": pending_for(game, player),
    })


def turn_fields(game) -> dict:
    """`turn`, `current` (the faction taking the turn; None before seating) and `phase`: where the game is."""
    st = game.state
    return {"turn": st.turn, "current": st.current_faction if st.turn_order else None, "phase": st.phase}


def pending_for(game, player: str | None) -> dict | None:
    """The open decision as `player` (None: an observer) may see it: in full, options included, for the player
    who decides; anyone else sees only who decides and its kind (the options can show a hidden hand). None once
    the game is over."""
    decision = game.pending
    if decision is None:
        return None
    if decision.player == player:
        return copied(decision.to_json())  # the options' data are the decision's own: choose reads them
    return {"player": decision.player, "kind": decision.kind}


def game_info(game) -> dict:
    """What never changes in `game` and its views refer to, as JSON-able data (the `info` op of `rootcore serve`):
    the config, the factions' names, `boards` (each faction's board: `pieces` with their type (warrior,
    building, token, pawn) and count, `tracks`, reach, hand_limit, and its `data`, where `render` has its colour
    and piece labels), `cards` (card number n of a view, a hand or an option's data is `cards[n]`: id, name,
    suit, kind, cost, item, vp, summary...) and the `map` (clearings with their slots and names, paths, rivers,
    forests, corners, layout; a clearing's `suit` is the printed one, the suits in play are the view's `suits`)."""
    from rootcore.engine import PLAIN
    boards = {fid: _plain_content(component.board) for fid, component in game.factions.items()}
    return {"config": public_config(game),
            "factions": {fid: component.board.name for fid, component in game.factions.items()}, "boards": boards,
            "cards": PLAIN.unstructure(game.cards), "map": _plain_content(game.board.map_def)}


def public_config(game) -> dict:
    """`game`'s config as plain data a player may see: all but the seed, which deals every hidden card (with it a
    player could replay them all, Law 1.2)."""
    from rootcore.engine import config_to_dict
    config = config_to_dict(game.config)
    config.pop("seed", None)
    return config


def _plain_content(definition) -> dict:
    """A board's or map's content as JSON data for `game_info`, without how its file is checked (`data_schema`)
    and where its numbers come from (`source`)."""
    from rootcore.engine import PLAIN
    data = PLAIN.unstructure(definition)
    del data["data_schema"], data["source"]
    return data


def zone_seen(component, zone: str, owner: str, player: str | None) -> bool:
    """Whether `player` (None: an observer) may see the cards of `owner`'s `zone` (the faction's
    `zone_visibility`: "public" for everyone, "owner" for its owner alone, "count" for nobody; public when
    not listed)."""
    seen = component.zone_visibility.get(zone, "public")
    return seen == "public" or (seen == "owner" and owner == player)


# Event keys everyone may see even in an event meant for some players only.
PUBLIC_EVENT_KEYS = ("type", "turn", "faction", "to", "reason")


def event_for(event: dict, player: str | None) -> dict:
    """`event` as `player` may see it (None = an observer), a copy. Most events are public. An event with a
    `to` field (a faction or a list of factions) is private to those factions and to its `faction`:
    everyone else sees only its public keys, `hidden` naming the keys left out, and `<key>_count` for
    each left-out list (a hand shown to one player becomes `cards_count` for the others)."""
    return copied(_event_for(event, player))


def audience(event: dict) -> tuple | None:
    """The factions a private event is meant for (its `to`, as a tuple), or None for a public event; its `faction`
    sees it too (`event_seen`)."""
    to = event.get("to")
    if to is None:
        return None
    return tuple(to) if isinstance(to, (list, tuple)) else (to,)


def event_seen(event: dict, player: str | None) -> bool:
    """Whether `player` (None: an observer) sees the whole of `event`: a public one, or a private one meant for it
    or about its own faction."""
    to = audience(event)
    return to is None or (player is not None and (player in to or player == event.get("faction")))


def _event_for(event: dict, player: str | None) -> dict:
    """`event_for`, sharing the lists of the game's own event."""
    if event_seen(event, player):
        return event
    shown = {k: v for k, v in event.items() if k in PUBLIC_EVENT_KEYS}
    shown["hidden"] = [k for k in event if k not in PUBLIC_EVENT_KEYS]
    for k, v in event.items():
        if k not in PUBLIC_EVENT_KEYS and isinstance(v, (list, tuple, dict)):
            shown[f"{k}_count"] = len(v)
    return shown


def events_for(events, player: str | None, since: int = 0) -> list[dict]:
    """The events from index `since` on, each as `player` may see it (see `event_for`): copies, which a frontend
    may change without changing the game's events (another player's copy of a private event keeps its `to`)."""
    if since < 0:  # a slice from the end would hand out the last events as if they were new
        raise ValueError(f"since must be an event index (0 or more), not {since}")
    return copied([_event_for(e, player) for e in events[since:]])
