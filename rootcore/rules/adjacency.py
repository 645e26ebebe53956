"""Adjacency as the rules of one game see it (Law 2.2.1, G.1.2): the map's paths, changed by the
`rootcore_adjacent` hook for map rules and abilities (closed paths, C.3.2; the Ferry, C.2.5).

The Board is immutable and shared by every game on a map, so anything that changes during a game (a closed
path removed, where the Ferry is) lives in `game.state.data` and reaches the rules through the hook. Rules
that ask "which clearings are adjacent" call `adjacent` here rather than reading `game.board.adjacent`.
Without any implementation of the hook `adjacent` is a dictionary lookup (hot paths stay fast), and so it is
for a faction whom no implementation concerns now (`Component.adjacency_concerns`: Boat Builders changes
adjacency only for the faction holding it).

A sealed clearing (`seal`, `GameState.sealed`: the Scoundrel's Scorched Earth, Law D.6.2) takes no piece moving
in, by any link: `adjacent` leaves it out of a move's answer, and a move by no link (a flight to any clearing, out
of a forest) asks `enterable`. Games without one pay a test of an empty dict per move question.
"""
from __future__ import annotations


def adjacent(game, clearing: int, faction: str | None = None, moving: bool = False,
             escape: bool = False) -> tuple[int, ...]:
    """The clearings adjacent to `clearing` in this game, in number order.

    `faction` is who asks (None for a question about the map alone); `moving` is True when the answer
    is where `faction`'s pieces may move to (4.2), which may include links only movement uses (the Ferry).
    Each `rootcore_adjacent` answer may block printed paths and add links; blocks remove paths only, so a
    link another answer adds stays. A move's answer may say `"closed": True`: nothing of `faction` may move out
    of `clearing` (the Corvids' snare, Law 13.7.2), by any link; `escape` sets that aside for a move that
    ignores such effects (the Vagabond's Slip, 9.4.2)."""
    definition = game.definition
    hooks = definition.fast_hooks.get("rootcore_adjacent")
    if not hooks:
        if moving and game.state.sealed:  # nothing moves into a sealed clearing (D.6.2)
            return enterable(game, game.board.adjacent[clearing])
        return game.board.adjacent[clearing]
    # A clearing of the state that the map does not list (the Underground Duchy's Burrow) has no printed path:
    # only the hook links it.
    base = game.board.adjacent.get(clearing, ())
    if moving and game.state.sealed:
        base = enterable(game, base)
    # `printed_paths_only(game, faction)` written out: every adjacency question of such a game passes here.
    if faction is not None and definition.adjacency_filters is not None and not concerned(game, faction):
        return base  # no implementation changes adjacency for `faction` now
    add: list[int] = []
    block: set[int] = set()
    for hook in hooks:
        change = hook(game, faction, clearing, moving)  # (game, faction, origin, moving), by position
        if change:
            if change.get("closed") and not escape:
                return ()
            block.update(change.get("block", ()))
            add.extend(change.get("add", ()))
    if not add and not block:
        return base
    out = {c for c in base if c not in block}
    out.update(c for c in add if c != clearing)
    found = tuple(sorted(out))
    return enterable(game, found) if moving and game.state.sealed else found


def enterable(game, clearings: tuple[int, ...]) -> tuple[int, ...]:
    """`clearings` (in their order) but the sealed ones (`seal`), where no piece may move in (D.6.2): for a move
    by no link (out of a forest, a flight to any clearing). `clearings` itself while no clearing is sealed."""
    sealed = game.state.sealed
    if not sealed:
        return clearings
    return tuple(c for c in clearings if c not in sealed)


def seal(game, clearing: int, marker: str) -> None:
    """Seal `clearing` for the rest of the game: no piece may be placed in it (`pieces.placement_allowed`) or
    moved into it (`adjacent`, `enterable`), whoever's; pieces already there stay and may leave. `marker` is what
    lies there (an item: the Scoundrel's torch, D.6.2), which the views and the map show."""
    game.state.sealed = {**game.state.sealed, clearing: marker}  # a new dict: copies of the state share the old
    game.event("sealed", clearing=clearing, marker=marker)


def unseal(game, clearing: int) -> None:
    """Lift the seal of `clearing` (`seal`), for an effect that seals only while it lasts (a fan faction's Law)."""
    if clearing in game.state.sealed:
        game.state.sealed = {c: m for c, m in game.state.sealed.items() if c != clearing}  # a new dict, as `seal`
        game.event("unsealed", clearing=clearing)


def concerned(game, faction: str) -> bool:
    """Whether the `rootcore_adjacent` implementations may change adjacency for `faction` now: unless every one
    of them belongs to a component that says when it does (`Component.adjacency_concerns`), always. Kept per
    faction until `Game.effects_changed`."""
    filters = game.definition.adjacency_filters
    if filters is None:
        return True
    kept = game.state.adjacency_concerns
    found = kept.get(faction)
    if found is None:
        found = False
        for concerns in filters:
            if concerns(game, faction):
                found = True
                break
        kept[faction] = found
    return found


def printed_paths_only(game, faction: str | None = None) -> bool:
    """Whether adjacency in this game is the map's printed paths alone: no `rootcore_adjacent` implementation
    in play (answers worked out from them may be kept for the whole game), or, when `faction` is given, none
    that changes adjacency for `faction` now (`concerned`)."""
    definition = game.definition
    if not definition.fast_hooks.get("rootcore_adjacent"):
        return True
    return faction is not None and definition.adjacency_filters is not None and not concerned(game, faction)


def rule_free(game, clearing: int, faction: str) -> tuple[int, ...]:
    """The clearings adjacent to `clearing` to which a move of `faction` goes whoever rules either end (Law 4.2.1
    set aside for some links: the Riverfolk move along rivers regardless of rule, 11.2.2): those the
    `rootcore_adjacent` answers for a move list under "ignore_rule". Empty, asking nobody, while adjacency is the
    map's paths alone for `faction` (`printed_paths_only`), so ordinary games pay nothing for it."""
    if printed_paths_only(game, faction):
        return ()
    free: set[int] = set()
    for hook in game.definition.fast_hooks["rootcore_adjacent"]:
        change = hook(game, faction, clearing, True)  # (game, faction, origin, moving), by position
        if change:
            if change.get("closed"):
                return ()  # no move leaves `clearing` (13.7.2), along rivers neither
            free.update(change.get("ignore_rule", ()))
    free.discard(clearing)
    return tuple(sorted(free))


def closed(game, clearing: int, faction: str) -> bool:
    """Whether nothing of `faction` may move out of `clearing` by any link, path, river or other (a `rootcore_adjacent`
    answer saying "closed": the Corvids' snare, Law 13.7.2): for a move that does not go through `adjacent`."""
    for hook in game.definition.fast_hooks.get("rootcore_adjacent", ()):
        change = hook(game, faction, clearing, True)  # (game, faction, origin, moving), by position
        if change and change.get("closed"):
            return True
    return False


def at_or_adjacent(game, clearings) -> list[int]:
    """`clearings` and the clearings adjacent to any of them (on the map alone), in number order: where an effect
    places a piece "in or next to" a clearing (the Flame Bearers and Vault Keepers hirelings)."""
    found = set(clearings)
    for clearing in clearings:
        found.update(adjacent(game, clearing))
    return sorted(found)


def is_adjacent(game, a: int, b: int, faction: str | None = None) -> bool:
    """Whether clearing `b` is adjacent to clearing `a` in this game (not counting movement-only links)."""
    return b in adjacent(game, a, faction)


def connected_within(game, start: int, allowed, faction: str | None = None) -> set[int]:
    """Clearings reachable from `start` through adjacent clearings, passing only through `allowed` ones
    (the Marquise's wood supply lines, Law 6.5.4.II). `start` is included if allowed."""
    if start not in allowed:
        return set()
    if printed_paths_only(game, faction):
        return game.board.connected_within(start, allowed)
    seen = {start}
    stack = [start]
    while stack:
        here = stack.pop()
        for nxt in adjacent(game, here, faction):
            if nxt in allowed and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen
