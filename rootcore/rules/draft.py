"""The faction draft of the Advanced Setup (Law A.8.1-A.8.2), the game option `faction_draft`.

A config with `faction_draft = N` (the number of players) lists in `factions` the setup cards the group deals from
(the factions it has and wants, each with a `[setup_card]` on its board). `resolve` then, before the game is built:

* deals the cards (A.8.1): one militant card to the pool, then one card per player from the other militant cards
  shuffled with the insurgent ones (`deal`); with two players no insurgent card (A.8.1.I); the last card dealt is
  locked if it is an insurgent (A.8.1.II); each Vagabond card gets a random character card (A.8.1.III);
* has the players pick (A.8.2), the last in turn order first and then backwards, each a card of the pool (a locked
  card only once a militant card was picked, `choosable`);
* returns the game's config: the picked factions seated in turn order (`seating`), each Vagabond's character set,
  the option `setup_cards` on, so the factions then set up by their cards in the order they were picked (the game's
  `rules.setup.card_setup_order`, A.8.2), and `faction_draft` replaced by the record of the draft.

Seats are anonymous before the draft, so seating them at random (A.4) is the draft itself: seat i is the i-th player
in turn order. Picks are made by `choose(seat, pool, legal)`; without one, at random from the game's seed (what
`rootcore play` and `simulate` do). A limit, said in the README: each player picks before anyone sets up, where the
Law has each set up before the next one picks (A.8.2); the setups themselves are the Law's, in the Law's order.
"""
from __future__ import annotations

import random
from typing import Callable

import attrs

from rootcore.model import GameConfig

OPTION = "faction_draft"


@attrs.frozen
class SetupCard:
    """One faction setup card dealt to the pool: its faction, whether it is militant (A.8.1), the character card dealt
    with a Vagabond's card (A.8.1.III) and the game option that names it, and whether it is locked (A.8.1.II)."""

    faction: str
    militant: bool
    character: str | None = None
    character_option: str | None = None
    locked: bool = False


Chooser = Callable[[int, list[SetupCard], list[SetupCard]], str]


def deal(cards: dict[str, bool], players: int, rng: random.Random, characters=(),
         character_options: dict[str, str] | None = None) -> list[SetupCard]:
    """Law A.8.1: the pool of `players` + 1 cards dealt from `cards` (faction -> militant) with `rng`; a card of
    `character_options` (faction -> its character option) gets one of `characters` at random (A.8.1.III). Raises
    ConfigError when no card is militant or the cards are too few."""
    from rootcore.engine import ConfigError
    militant = sorted(f for f, m in cards.items() if m)
    insurgent = sorted(f for f, m in cards.items() if not m) if players > 2 else []  # A.8.1.I
    if not militant:
        raise ConfigError("the faction draft deals one militant setup card first (Law A.8.1): list a militant "
                          "faction", ("factions",))
    rng.shuffle(militant)
    rest = militant[1:] + insurgent
    if len(rest) < players:
        raise ConfigError(f"the faction draft deals {players + 1} setup cards for {players} players (Law A.8.1), and "
                          f"only {len(rest) + 1} can be dealt ({', '.join(sorted(cards))}"
                          f"{'; no insurgent card with two players, A.8.1.I' if players == 2 else ''})", ("factions",))
    rng.shuffle(rest)
    dealt = [militant[0], *rest[:players]]
    faces = list(characters)
    rng.shuffle(faces)
    options = character_options or {}
    pool = []
    for i, faction in enumerate(dealt):
        option = options.get(faction)
        character = faces.pop() if option and faces else None  # A.8.1.III
        locked = i == len(dealt) - 1 and not cards[faction]  # A.8.1.II
        pool.append(SetupCard(faction, cards[faction], character, option if character else None, locked))
    return pool


def choosable(pool: list[SetupCard], picked) -> list[SetupCard]:
    """The cards of `pool` a player may pick now (A.8.2): not picked, and a locked card only once a militant card
    was picked (A.8.1.II)."""
    picked = set(picked)
    militant_picked = any(c.militant for c in pool if c.faction in picked)
    return [c for c in pool if c.faction not in picked and (militant_picked or not c.locked)]


def pick_order(players: int) -> list[int]:
    """Law A.8.2: the seats (0 = first in turn order) in the order they pick, the last first, then backwards."""
    return list(reversed(range(players)))


def resolve(config: GameConfig, choose: Chooser | None = None) -> GameConfig:
    """The game config of a config with `faction_draft = N` (players), by the draft above; any other config as it
    is. Raises ConfigError naming the config field at fault."""
    from rootcore.engine import ConfigError
    players = config.options.get(OPTION)
    if isinstance(players, dict):  # a draft already made: its record, as a drafted game's save holds it
        _check_record(config, players)
        return config
    if isinstance(players, float) and players.is_integer():
        players = int(players)  # 4.0 (a JSON client's 4): the schema's integers include it
    if not isinstance(players, int) or isinstance(players, bool):
        return config  # no draft
    if not config.options.get("advanced_setup"):
        raise ConfigError("the faction draft (Law A.8) is a step of the Advanced Setup: set advanced_setup = true "
                          "too", ("options",))
    if config.seating:
        raise ConfigError("with the faction draft the players pick their factions: leave seating out (the draft "
                          "seats them, Law A.4 and A.8.2)", ("seating",))
    rng = random.Random(f"{OPTION}:{config.seed}")  # its own RNG: the game's draws are the same with or without
    cards, options = _setup_cards(config)
    try:
        pool = deal(cards, players, rng, _characters(config), options)
    except ConfigError as exc:  # say which listed factions the hirelings kept out: the deal's count leaves them out
        out = [f for f in config.factions if f not in cards]
        if not out:
            raise
        raise ConfigError(f"{exc}; kept out of the deal by the config's hirelings (Law A.6.5): {', '.join(out)}",
                          ("factions", "hirelings")) from None
    for card in pool:
        if card.character_option and card.character_option in config.options:
            raise ConfigError(f"option {card.character_option} is dealt by the faction draft (Law A.8.1.III): leave "
                              "it out", ("options",))
    chooser = "players" if choose is not None else "random"
    choose = choose or (lambda seat, dealt, legal: rng.choice(legal).faction)
    picks: dict[int, str] = {}
    for seat in pick_order(players):
        legal = choosable(pool, picks.values())
        faction = choose(seat, pool, legal)
        if faction not in {c.faction for c in legal}:
            raise ValueError(f"seat {seat + 1} cannot pick {faction!r} (may pick: {[c.faction for c in legal]})")
        picks[seat] = faction
    seating = tuple(picks[seat] for seat in range(players))
    chosen = [c for c in pool if c.faction in seating]
    record = {"players": players, "listed": list(config.factions), "pool": [c.faction for c in pool],
              "locked": next((c.faction for c in pool if c.locked), None),
              "characters": {c.faction: c.character for c in pool if c.character},
              "picks": [picks[seat] for seat in pick_order(players)], "chooser": chooser}
    new_options = {**config.options, OPTION: record, "setup_cards": True,
                   **{c.character_option: c.character for c in chosen if c.character_option}}
    return attrs.evolve(config, factions=seating, seating=seating, options=new_options)


def _check_record(config: GameConfig, record: dict) -> None:
    """A draft's record is only a drafted game's own (its save's): its picks are the config's factions, set up by
    their cards. Anything else (a record written by hand, `{}`, or one whose factions were edited) would play the
    listed factions with no draft made, under a warning naming picks that never were: a ConfigError."""
    from rootcore.engine import ConfigError
    picks = record.get("picks")
    if (not isinstance(picks, list) or sorted(picks) != sorted(config.factions)
            or not config.options.get("setup_cards")):
        raise ConfigError(f"option {OPTION} is an object, which only a drafted game's save holds (the record of its "
                          f"draft, whose picks are the game's factions and which sets up by cards); for a draft give "
                          f"{OPTION} = N, the number of players", ("options",))


def limits(config: GameConfig) -> list[str]:
    """What a game drafted by `resolve` should tell its players about how the draft departed from the Law: picks
    made at random (no chooser was given) and, always, picks made before any faction set up."""
    record = config.options.get(OPTION)
    if not isinstance(record, dict):
        return []
    how = "at random from the seed" if record.get("chooser", "random") == "random" else "by the given chooser"
    return [f"faction draft: the picks ({', '.join(record.get('picks', ()))}) were made {how}, all before any faction "
            "set up; the Law has each player pick and then set up before the next picks (A.8.2). A frontend lets "
            "players pick by passing a chooser to rootcore.rules.draft.resolve"]


def listed(config: GameConfig) -> list[str]:
    """The factions a drafted game's config listed, whose setup cards the draft dealt from (its record's `listed`),
    none for other games: the config's `agents` table may name them though they were not picked
    (`agents.seat_kinds`)."""
    record = config.options.get(OPTION)
    return list(record.get("listed", ())) if isinstance(record, dict) else []


def _setup_cards(config: GameConfig) -> tuple[dict[str, bool], dict[str, str]]:
    """The setup cards of the config's factions (faction -> militant) less those a hireling of the config keeps out
    (Law A.6.5), and the character option of each Vagabond's card. A faction without a card, or whose plugin cannot
    set up by one, is a ConfigError naming it."""
    from rootcore import content, plugins
    from rootcore.engine import ConfigError
    registry = plugins.discover(frozenset(config.disable))
    excluded: set[str] = set()
    for hireling in config.hirelings:
        spec = _spec(registry, "hireling", hireling, "hirelings")
        excluded.update(content.load_hireling(spec.content).excludes)
    cards, options = {}, {}
    for faction in config.factions:
        spec = _spec(registry, "faction", faction, "factions")
        board = content.load_faction_board(spec.content)
        supported = getattr(spec.factory, "setup_card_supported", None)
        if not board.setup_card or (supported is not None and not supported()):
            raise ConfigError(f"faction {faction!r} has no faction setup card (Law A.8.1): leave it out of the "
                              "faction draft", ("factions",))
        if faction in excluded:
            continue  # A.6.5: its card goes back to the box
        cards[faction] = board.kind == "militant"
        if board.setup_card.get("character_option"):
            options[faction] = board.setup_card["character_option"]
    return cards, options


def _spec(registry, kind: str, cid: str, field: str):
    from rootcore import plugins
    from rootcore.engine import ConfigError
    try:
        return registry.get(kind, cid)
    except plugins.PluginError as exc:
        raise ConfigError(str(exc), (field,)) from None


def _characters(config: GameConfig) -> list[str]:
    """The Vagabond character cards the game may deal (A.8.1.III): every installed and enabled one in no expansion or
    in one the config enables (as `GameDefinition.allows`), sorted."""
    from rootcore import plugins
    registry = plugins.discover(frozenset(config.disable))
    enabled = set(config.enable)
    for exp in config.expansions:
        info = registry.plugins.get(exp)
        enabled.update(info.manifest.bundles if info else ())
    out = []
    for cid, spec in sorted(registry.components["character"].items()):
        info = registry.plugins.get(spec.plugin)
        expansion = info.manifest.expansion if info else None
        if expansion is None or expansion in config.expansions or spec.plugin in enabled:
            out.append(cid)
    return out
