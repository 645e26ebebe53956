"""Helpers shared by factions that resolve columns of cards, each column an action, with loyal faction cards tucked
in them and a leader who is replaced when the columns fail: the Eyrie's Decree (Law 7.4-7.7, `rootcore_plugins.eyrie`)
and the Borough Kings' Manifest (fan rules text 004, BK.5 and BK.7, `rootcore_plugins.borough_kings`). Not a plugin
and no entry point: a module both plugins use. It relies only on rootcore's public rules API.

* `pick_entry`: which card of a column resolves next (the order within a column is the player's, Law 7.5.2, BK.5.2);
* `loyal_counts`: the loyal cards (Loyal Viziers, Loyal Henchmen) the leader's card puts in each column (7.3.4, BK.3.5);
* `column_birds`: the bird cards in the columns, loyal ones included (Humiliate 7.7.1, Anarchy BK.7.1);
* `purge`: every card of the columns discarded, the loyal ones staying (Purge 7.7.2, BK.7.2);
* `replace_leader`: the leader set aside face down and a new one chosen from those face up, all flipped face up when
  none is (Depose and A New Clutch 7.7.3, Dethrone and Reactionist Uprising BK.7.3).
"""
from __future__ import annotations

from rootcore import Decision, Option
from rootcore.rules import cards


def pick_entry(game, player: str, kind: str, prompt: str, column: str, left: list, loyal_key: str, loyal_label: str):
    """Ask which of `left` ([key, suit] per card still to resolve in `column`: "card:N", or `loyal_key` for a loyal
    card) resolves next; one option per key. Returns (via generator return) its index in `left`."""
    options, seen = [], set()
    for key, suit in left:
        if key in seen:
            continue
        seen.add(key)
        label = loyal_label if key == loyal_key else cards.card_option(game, int(key[5:])).label
        options.append(Option(key, label, {"suit": suit, "column": column}))
    chosen = yield Decision(player, kind, prompt, options)
    for index, (key, _) in enumerate(left):  # a plain loop: a generator costs a call of its own
        if key == chosen.id:
            return index


def loyal_counts(columns, leader_columns) -> dict[str, int]:
    """Column -> how many loyal cards a leader listing `leader_columns` (one entry per card) tucks there."""
    counts = {c: 0 for c in columns}
    for column in leader_columns:
        counts[column] += 1
    return counts


def column_birds(game, fs, zone_ids, loyal: dict[str, int], loyal_are_birds: bool = True) -> int:
    """Bird cards in the zones `zone_ids` of `fs`, plus the loyal cards (`loyal`: column -> count) when birds."""
    birds = sum(loyal.values()) if loyal_are_birds else 0
    for zone_id in zone_ids:
        birds += len(cards.matching(game, fs.zones[zone_id], "bird"))
    return birds


def purge(game, fs, zone_ids) -> None:
    """Discard every card of the zones `zone_ids` together (Law 2.1); loyal cards are counts and stay."""
    purged = []
    for zone_id in zone_ids:
        purged += fs.zones[zone_id]
        fs.zones[zone_id] = []
    cards.discard_all(game, purged)


def replace_leader(game, fs, player: str, leaders, key: str, kind: str, prompt: str, option_of, flipped_event: str):
    """Set the current leader (`fs.data[key]`) aside face down (`fs.data["deposed"]`) and ask `player` for a new one
    among those face up (`leaders` in their order, neither current nor deposed); with none face up, all are flipped
    face up first (event `flipped_event`). `option_of(name)` is a leader's option. Returns the new leader."""
    old = fs.data[key]
    if old is not None:
        fs.data["deposed"].append(old)
        fs.data[key] = None
    choices = [name for name in leaders if name not in fs.data["deposed"]]
    if not choices:
        fs.data["deposed"] = []
        choices = list(leaders)
        game.event(flipped_event, faction=player)
    chosen = yield Decision(player, kind, prompt, [option_of(name) for name in choices])
    return chosen.data[key]
