"""Rule (Law 2.5): a player rules a clearing with more warriors plus buildings there than each other
player; ties rule nobody unless a faction's ability says otherwise (the `rootcore_rule_tie` hook, e.g.
Lords of the Forest, 7.2.2).

Rule is asked about far more often than pieces change, so what the pieces of a clearing say is kept in
`ClearingState.rule_count` until they change (`ClearingState.changed`). A tie is kept broken when every tie-breaker
is marked `@answers_kept` (Lords of the Forest depends on the pieces alone); otherwise the tie-breakers are asked
every time (their answer may depend on more than the pieces). Effects that add to the counts (`rootcore_rule_bonus`,
cards such as Soup Kitchens) are kept with the pieces when every implementation is marked `@answers_kept` (they then
announce their other changes, `Game.effects_changed`); otherwise nothing is kept while they are in the game, since
their answer may change without any piece moving. Lent warriors (`rootcore_borrowed_warriors`, Law 11.2.7.III) count
for their borrower instead of their owner, and are always kept with the pieces.

A clearing has one ruler (`rules`), but an ability may let other factions rule it together with that ruler
(`rootcore_shared_rule`, the Bone Patrol's Guard Dogs): ask `shares_rule` wherever the question is "does F rule
C?" and `rules` did not answer F. Games without an implementation pay one set lookup for it.
"""
from __future__ import annotations

from typing import cast

from rootcore.decisions import RootcoreError
from rootcore.rules import hirelings
from rootcore.rules.pieces import BORROWED, borrowed_warriors
from rootcore.state import NOT_COUNTED


def rules(game, clearing: int) -> str | None:
    """The faction that rules `clearing`, or None."""
    cl = game.state.clearings[clearing]
    count = cl.rule_count  # the common case first: rule kept
    if count is NOT_COUNTED:  # `kept_rule_count` written out: calling it cost 0.3 M instructions a base-four game
        definition = game.definition
        count = count_rule(game, cl, clearing, definition.rule_counters)
        if definition.rule_kept:
            if count.__class__ is tuple and definition.ties_kept:
                count = break_tie(game, clearing, count)
            cl.rule_count = count
    if count.__class__ is not tuple:
        return count
    return break_tie(game, clearing, count)


def kept_rule_count(game, cl, clearing: int):
    """What `rules` keeps in `cl.rule_count` when it works rule out afresh: `count_rule`'s answer, with a tie broken
    when tie-breaks are kept (`GameDefinition.ties_kept`). The invariant checker compares it with the kept one."""
    count = count_rule(game, cl, clearing, game.definition.rule_counters)
    if count.__class__ is tuple and game.definition.ties_kept:
        return break_tie(game, clearing, count)
    return count


SHARED = "rootcore_shared_rule"
TIE = "rootcore_rule_tie"


def shares_rule(game, clearing: int, faction: str) -> bool:
    """Whether `faction` rules `clearing` together with its ruler (`rootcore_shared_rule`); False at once in games
    without an implementation. Ask it after `rules(game, clearing) != faction`; "does f rule the clearing?" is
    `is_ruler`."""
    if SHARED not in game.definition.hooks_in_use:
        return False
    return faction in shared_rulers(game, clearing)


def is_ruler(game, clearing: int, faction: str) -> bool:
    """Whether `faction` rules `clearing`, alone (`rules`) or together with its ruler (`shares_rule`: Guard Dogs,
    BP.2.3, where both count as its ruler). The question every rule about "a clearing you rule" asks, outside the
    hottest paths that write it out."""
    return rules(game, clearing) == faction or shares_rule(game, clearing, faction)


def shared_rulers(game, clearing: int) -> list[str]:
    """The factions ruling `clearing` beside its ruler (`rootcore_shared_rule` answers, added up)."""
    out: list[str] = []
    for answer in game.definition.fast_hooks.get(SHARED, ()):
        found = answer(game, clearing)  # the hook's parameters, by position
        if found:
            out.extend(found)
    return out


def rules_without_loans(game, clearing: int) -> str | None:
    """Who rules `clearing` with lent warriors counted for their owner (Law 11.2.7.III: a borrower never counts
    them toward dominance, 3.3): asked by the dominance check in games with `rootcore_borrowed_warriors`."""
    counters = tuple(counter for counter in game.definition.rule_counters if counter is not lent_for_rule)
    count = count_rule(game, game.state.clearings[clearing], clearing, counters)
    return break_tie(game, clearing, count) if isinstance(count, tuple) else count


def rule_counters(definition) -> tuple[tuple, bool, bool]:
    """What counts toward rule beside warriors and buildings in games with `definition` (functions (game,
    clearing) -> {faction: extra} or None), and whether rule may be kept with the pieces: the rule bonuses, then
    the hirelings' pieces counted for their controllers (Law E.3.1), the lent warriors when
    `rootcore_borrowed_warriors` is implemented (`lent_for_rule`, kept by that hook's
    contract). Rule is kept unless a rule bonus may not be (`hookspecs.answers_kept`); last, whether a tie is kept
    broken: no tie-breaker, or every one marked `@answers_kept`."""
    fast_hooks = definition.fast_hooks
    counters = fast_hooks.get("rootcore_rule_bonus", ())
    kept = not counters or "rootcore_rule_bonus" in definition.kept_answers
    if definition.hirelings:  # kept: a change of controller empties kept rule (`hirelings.control_changed`)
        counters += (hirelings.hireling_rule,)
    if BORROWED in fast_hooks:
        counters += (lent_for_rule,)
    ties_kept = TIE not in fast_hooks or TIE in definition.kept_answers
    return counters, kept, ties_kept


def lent_for_rule(game, clearing: int) -> dict[str, int] | None:
    """Lent warriors count toward their borrower's rule (Law 11.2.7.III) and, while lent, not their owner's: the
    official FAQ (Leder Games, Lord of the Hundreds, 14.6.2) lets the Hundreds oppress with a mob and one
    Riverfolk mercenary, which needs the mercenary to rule for them alone (a mob is a token, 2.5)."""
    if not game.state.clearings[clearing].warriors:
        return None
    moved: dict[str, int] = {}
    for borrower in game.state.factions:
        for lender, n in borrowed_warriors(game, borrower, clearing).items():
            moved[borrower] = moved.get(borrower, 0) + n
            moved[lender] = moved.get(lender, 0) - n
    return moved


def break_tie(game, clearing: int, tied: tuple[str, ...]) -> str | None:
    """The ruler of a clearing where `tied` share the most pieces: a `rootcore_rule_tie` answer (one of
    them), or None. A faction's rule answering wins over the general rule that a tie rules nobody (Law 1.1.1)."""
    for tie_breaker in game.definition.fast_hooks.get(TIE, ()):  # firstresult
        ruler = tie_breaker(game, clearing, list(tied))  # the hook's parameters, by position
        if ruler is not None:
            if ruler not in tied:
                raise RootcoreError(f"rootcore_rule_tie implementation {tie_breaker.__qualname__} answered "
                                    f"{ruler!r} for clearing {clearing}, which is not one of the tied {list(tied)}")
            return ruler
    return None


def count_rule(game, cl, clearing: int, counters) -> str | tuple[str, ...] | None:
    """What the pieces (and `counters`: rule bonuses, lent warriors, `rule_counters`) in a clearing say: the
    faction with the most warriors plus buildings, None when nobody has any piece there, or the sorted tuple
    of the factions tied for the most (at zero, in a clearing holding only tokens or pawns: every player)."""
    if cl.buildings or counters:
        counts = dict(cl.warriors)
        for owner, _ in cl.buildings:
            counts[owner] = counts.get(owner, 0) + 1
        for counter in counters:  # tokens that count (cards), lent warriors
            extra = counter(game, clearing)  # a rule bonus takes the hook's parameters, by position
            if extra:
                for owner, n in extra.items():
                    counts[owner] = counts.get(owner, 0) + n
    else:
        counts = cl.warriors  # only read: warriors alone decide (the common case, no copy)
    best = 0
    first: str | None = None
    tied: list[str] | None = None  # set only when two or more share the most
    for faction, n in counts.items():
        if n > best:
            best, first, tied = n, faction, None
        elif n == best and n > 0:
            if tied is None:
                tied = [cast(str, first)]  # best > 0, so `first` is set
            tied.append(faction)
    if best > 0:
        if tied is None:
            return first
        return tuple(sorted(tied))
    # Nobody has warriors or buildings here. An empty clearing has no ruler; one holding only tokens or pawns has
    # every player tied at zero, for the tie-breakers to decide (most ask for a piece there, Law 7.2.2).
    if cl.tokens or cl.pawns:
        return game.definition.players_sorted
    return None


def ruled_by(game, faction: str) -> list[int]:
    """Every clearing `faction` rules, in clearing order (`rules` for each, in one pass), with those it rules
    together with another (`shares_rule`)."""
    definition = game.definition
    if SHARED in definition.hooks_in_use:
        return [c for c in game.state.clearings if is_ruler(game, c, faction)]
    if not definition.rule_kept:
        return [c for c in game.state.clearings if rules(game, c) == faction]  # with any off the map (the Burrow)
    counters, ties_kept = definition.rule_counters, definition.ties_kept
    out = []
    for c, cl in game.state.clearings.items():  # in clearing order (setup adds them in that order)
        count = cl.rule_count
        if count is NOT_COUNTED:  # `kept_rule_count` written out, as in `rules`
            count = count_rule(game, cl, c, counters)
            if ties_kept and count.__class__ is tuple:
                count = break_tie(game, c, count)
            cl.rule_count = count
        # A tie-breaker answers one of the tied: only ties `faction` is part of can go its way.
        if count == faction or (count.__class__ is tuple and faction in count and break_tie(game, c, count) == faction):
            out.append(c)
    return out
