"""What one player may know (Law 1.2): the map and scores are public; other players' hands are counts;
the deck's order is hidden; faction zones follow their `zone_visibility`. `player=None` is an observer."""
from __future__ import annotations


def view(game, player: str | None) -> dict:
    st = game.state
    factions = {}
    for fid, fs in st.factions.items():
        component = game.factions[fid]
        own = fid == player
        zones = {}
        for zone, cards in fs.zones.items():
            seen = component.zone_visibility.get(zone, "public")
            zones[zone] = list(cards) if seen == "public" or (seen == "owner" and own) else {"count": len(cards)}
        entry = {
            "score": fs.score, "hand_count": len(fs.hand), "supply": dict(fs.supply), "tracks": dict(fs.tracks),
            "crafted_items": list(fs.crafted_items), "play_area": list(fs.play_area),
            "dominance": fs.dominance, "zones": zones,
        }
        if own:
            entry["hand"] = list(fs.hand)
        entry.update(component.view(game, fs, player))
        factions[fid] = entry
    pending = None
    if game.pending is not None:
        pending = {"player": game.pending.player, "kind": game.pending.kind}
        if game.pending.player == player:
            pending = game.pending.to_json()
    return {
        "player": player, "turn": st.turn, "current": st.current_faction if st.turn_order else None,
        "phase": st.phase, "turn_order": list(st.turn_order), "over": st.over, "winners": list(st.winners),
        "suits": {c: s for c, s in st.suits.items()},
        "clearings": {c: cl.to_json() for c, cl in st.clearings.items()},
        "factions": factions, "deck_count": len(st.deck), "discard": list(st.discard),
        "available_dominance": list(st.available_dominance), "item_supply": dict(st.item_supply),
        "pending": pending,
    }
