"""Rule (Law 2.5): a player rules a clearing with more warriors plus buildings there than each other
player; ties rule nobody unless a faction's ability says otherwise (the `rootcore_rule_tie` hook, e.g.
Lords of the Forest, 7.2.2)."""
from __future__ import annotations


def rules(game, clearing: int) -> str | None:
    """The faction that rules `clearing`, or None."""
    cl = game.state.clearings[clearing]
    bonus_hooks = game.definition.fast_hooks.get("rootcore_rule_bonus", ())
    if cl.buildings or bonus_hooks:
        counts = dict(cl.warriors)
        for owner, _ in cl.buildings:
            counts[owner] = counts.get(owner, 0) + 1
        for rule_bonus in bonus_hooks:  # tokens that count (cards)
            extra = rule_bonus(game=game, clearing=clearing)
            if extra:
                for owner, n in extra.items():
                    counts[owner] = counts.get(owner, 0) + n
    else:
        counts = cl.warriors  # only read: warriors alone decide (the common case, no copy)
    best = 0
    first = None
    tied: list[str] | None = None  # set only when two or more share the most
    for faction, n in counts.items():
        if n > best:
            best, first, tied = n, faction, None
        elif n == best and n > 0:
            if tied is None:
                tied = [first]
            tied.append(faction)
    if best > 0:
        if tied is None:
            return first
    else:
        # Nobody has warriors or buildings here; factions with only tokens or pawns tie at zero.
        tied = sorted({f for f, _ in cl.tokens} | set(cl.pawns))
        if not tied:
            return None
    tied = sorted(tied)
    for tie_breaker in game.definition.fast_hooks.get("rootcore_rule_tie", ()):  # firstresult
        ruler = tie_breaker(game=game, clearing=clearing, tied=tied)
        if ruler is not None:
            return ruler
    return None


def ruled_by(game, faction: str) -> list[int]:
    """Every clearing `faction` rules."""
    return [c for c in game.board.clearing_ids if rules(game, c) == faction]
