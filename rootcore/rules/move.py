"""Move (Law 4.2): take any number of your warriors from one clearing to an adjacent one, ruling the
origin, the destination or both."""
from __future__ import annotations

from typing import Any

from rootcore.decisions import Decision, RootcoreError, ask_clearing, count_options
from rootcore.rules.adjacency import adjacent, printed_paths_only, rule_free
from rootcore.rules.pieces import LOCKED, free_warriors, put
from rootcore.rules.rule import SHARED, rules, shares_rule

# In the pieces a move reports (`after_move`, `rootcore_moved`): the owner of the warriors moved, present only when they
# are not the mover's (the Vagabond's Allied warriors, Law 9.2.9.II.b); the one value there that is not a count.
WARRIORS_OF = "warriors_of"


def destinations(game, faction: str, origin: int, ignore_rule: bool = False) -> list[int]:
    """Adjacent clearings `faction` may move to from `origin` (4.2.1); adjacency as changed by map rules
    and abilities (`rootcore.rules.adjacency.adjacent`, moving=True). Rule does not matter when
    `ignore_rule` is set (an effect granting a move that ignores rule) or when `faction` ignores it for
    every move (`ignores_rule`), and not along the links the adjacency rules say ignore it (`rule_free`: the
    Riverfolk's rivers, 11.2.2)."""
    near = adjacent(game, origin, faction, moving=True)
    rule_ignored = ignore_rule or ignores_rule(game, faction)
    found = list(_destinations(game, faction, origin, rule_ignored, near))
    # Links that ignore rule come only from `rootcore_adjacent` answers: most games have none, and ask nothing more.
    if rule_ignored or not game.definition.fast_hooks.get("rootcore_adjacent") or len(found) == len(near):
        return found
    free = rule_free(game, origin, faction)
    return sorted({*found, *(c for c in free if c in near)}) if free else found


def _destinations(game, faction: str, origin: int, rule_ignored: bool, near: tuple[int, ...]):
    """`destinations` (read-only) among `near`, the clearings adjacent to `origin`, once whether rule is
    ignored (`rule_ignored`) is known."""
    if rule_ignored or rules(game, origin) == faction:
        return near
    if SHARED in game.definition.hooks_in_use:  # rule shared with another (Guard Dogs): only then asked
        if shares_rule(game, origin, faction):
            return near
        return [d for d in near if rules(game, d) == faction or shares_rule(game, d, faction)]
    ruled = []
    for d in near:  # a plain loop: a comprehension is a call of its own (3.11)
        if rules(game, d) == faction:
            ruled.append(d)
    return ruled


def ignores_rule(game, faction: str) -> bool:
    """Whether `faction` ignores rule when moving (4.2.1), by the `rootcore_move_ignores_rule` hook."""
    if "rootcore_move_ignores_rule" not in game.definition.fast_hooks:  # the common case: asks nobody
        return False
    return any(game.hooks.rootcore_move_ignores_rule(game=game, faction=faction))


def origins(game, faction: str, allowed=None) -> list[int]:
    """Clearings from which `faction` can take a legal move (optionally only among `allowed`)."""
    return _origins(game, faction, allowed, False)


def can_move(game, faction: str, allowed=None) -> bool:
    """Whether `origins` is not empty (a menu entry), stopping at the first origin found."""
    return bool(_origins(game, faction, allowed, True))


def _origins(game, faction: str, allowed, first_only: bool) -> list[int]:
    """The origins in clearing order; only the first one when `first_only` (`can_move`)."""
    rule_ignored = ignores_rule(game, faction)  # asked once, not once per origin
    # The map's own paths when no rule changes adjacency (`adjacent` then answers them), read directly.
    # A sealed clearing (D.6.2) is left out by `adjacent` only.
    paths = game.board.adjacent if printed_paths_only(game, faction) and not game.state.sealed else None
    found = []
    for cid, cl in game.state.clearings.items():
        if faction in cl.warriors and (allowed is None or cid in allowed):
            near = adjacent(game, cid, faction, moving=True) if paths is None else paths[cid]
            # A ruled origin leads to every adjacent clearing: rule kept (`rules`; with rule bonuses only when
            # they may be kept) is read here without a call per origin, as every move menu asks.
            reachable = near if cl.rule_count == faction else _destinations(game, faction, cid, rule_ignored, near)
            if not reachable and paths is None and not rule_ignored:
                reachable = [c for c in rule_free(game, cid, faction) if c in near]  # whoever rules (11.2.2)
            if reachable:
                found.append(cid)
                if first_only:
                    break
    return found


def move(game, faction: str, origin: int, dest: int, count: int) -> None:
    """Carry out a legal move: callers offer only legal options, so only the count is checked (a move takes one
    warrior or more, of those in the origin, Law 4.2), and a wrong count raises, changing nothing."""
    clearings = game.state.clearings
    src = clearings[origin].warriors
    have = src.get(faction, 0)
    if not 0 < count <= have:
        raise RootcoreError(f"{faction!r} cannot move {count!r} warriors from clearing {origin}: it has {have} there")
    if count == have:
        del src[faction]
    else:
        src[faction] = have - count
    dst = clearings[dest].warriors
    dst[faction] = dst.get(faction, 0) + count
    clearings[origin].warriors_changed()
    clearings[dest].warriors_changed()
    game.event("moved", faction=faction, origin=origin, destination=dest, count=count)


def lift_token(game, owner: str, kind: str, clearing: int) -> None:
    """Take one of `owner`'s `kind` tokens off `clearing` without removing it (it moves, or goes to its faction's
    board): nothing a removal triggers runs (no VP for a removed token, Law 3.2.1)."""
    cl = game.state.clearings[clearing]
    cl.tokens.remove((owner, kind))
    cl.changed()


def shift_token(game, owner: str, kind: str, origin: int, dest: int) -> None:
    """Move one of `owner`'s `kind` tokens from `origin` to `dest`: lifted (`lift_token`), not removed, and put down,
    not placed (a limit on placing, the Keep's, does not stop it). The caller records the move's event."""
    lift_token(game, owner, kind, origin)
    put(game.state.clearings[dest], owner, kind, "token", 1)


def take_move(game, faction: str, allowed_origins=None, kind: str = "move", optional: bool = False, into=None):
    """Ask for one move (origin, then destination, then how many). `into`, if given, limits the destinations
    (an effect that needs the move to end where something else can follow). Returns (origin, dest, count), or
    None when no move is possible or an optional move is declined."""
    starts = origins(game, faction, allowed_origins)
    if into is not None:
        starts = [o for o in starts if any(d in into for d in destinations(game, faction, o))]
    if not starts:
        return None
    origin = yield from ask_clearing(faction, f"{kind}.origin", "Move from which clearing?", starts,
                                     optional, "Don't move")
    if origin is None:
        return None
    ends = destinations(game, faction, origin)
    if into is not None:
        ends = [d for d in ends if d in into]
    dest = yield from ask_clearing(faction, f"{kind}.destination", f"Move from {origin} to which clearing?", ends)
    have = game.state.clearings[origin].warriors[faction]
    if LOCKED in game.definition.hooks_in_use:  # only then may an effect lock some there (`pieces.locked`)
        have = free_warriors(game, faction, origin, moving=True)
    chosen = yield Decision(faction, f"{kind}.count", f"Move how many warriors from {origin} to {dest}?",
                            count_options(have))
    yield from move_warriors(game, faction, origin, dest, chosen.data["count"])
    return origin, dest, chosen.data["count"]


def move_warriors(game, faction: str, origin, dest: int, count: int):
    """Move `count` of `faction`'s warriors from `origin` to `dest` (`move`), then run what follows (`after_move`):
    every move of warriors alone, whoever asks for it (a faction's own move, a hireling's, an effect moving
    another's warriors, Law 1.5.5)."""
    move(game, faction, origin, dest, count)
    yield from after_move(game, faction, origin, dest, {"warrior": count})


def after_move(game, faction: str, origin, dest, moved: dict[str, Any], along_path: bool = True):
    """What follows a move: the rest of the move itself (`rootcore_during_move`, the Ferry; only for a move
    `along_path`, not for one straight to any clearing), then the effects it triggers (`rootcore_moved`, e.g.
    Outrage), at once or, within `one_action`, once the action is over (Law 1.4.2). Every kind of move calls it.
    `moved` counts the pieces by kind, with "warriors_of" naming their owner when the warriors are another's
    (`rootcore_moved`)."""
    # `game.hooks` asks every implementation before any of the effects they return runs.
    if along_path and game.has_hook("rootcore_during_move"):
        for effect in game.hooks.rootcore_during_move(game=game, faction=faction, origin=origin, destination=dest,
                                                      pieces=moved):
            yield from effect
    triggered = game.hooks.rootcore_moved(game=game, faction=faction, origin=origin, destination=dest, pieces=moved)
    if game.deferred_triggers is not None:
        game.deferred_triggers += triggered
        return
    for effect in triggered:
        yield from effect


def one_action(game, steps):
    """Run `steps` (a generator of decisions) as one action, such as the Marquise's March (6.5.2): the effects
    its moves trigger (`rootcore_moved`: Outrage) and those its removals outside battle trigger
    (`pieces.resolve_removals`: Field Hospitals after a Highway Bandits' robbery) wait until it is over, then run
    in the order they were triggered, since nothing interrupts an action (Law 1.4.2). Returns what `steps`
    returns. Within another `one_action`, the outer action runs them."""
    if game.deferred_triggers is not None:  # already within an action: its end runs them
        return (yield from steps)
    game.deferred_triggers = []
    try:
        result = yield from steps
    finally:
        triggered, game.deferred_triggers = game.deferred_triggers, None
    for effect in triggered:
        yield from effect
    return result
