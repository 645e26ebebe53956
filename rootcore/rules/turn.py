"""Turn structure (Law 1.4.1): Birdsong, Daylight, Evening; "at start of" hooks before a phase's own
steps, "at end of" hooks after, and between them, on both sides of the steps, the effects usable at any time in the
phase, in the player's order when several apply (1.1.3); the dominance victory check at the start of Birdsong
(3.3.1)."""
from __future__ import annotations

import functools
from typing import Callable

from rootcore.decisions import Option, in_chosen_order
from rootcore.rules import cards, hirelings

PHASES = ("birdsong", "daylight", "evening")
TURN_BEGINS = "rootcore_turn_begins"  # asked only in games with an implementation
TURN_ENDS = "rootcore_turn_ends"  # likewise


def take_turn(game, within_phase: bool = False):
    """The current player's turn, from `state.phase` (a scenario may start mid-turn). `within_phase`: a clone
    resumes at a resume point of that phase (`Game.resume_point`), whose start has already been run."""
    st = game.state
    faction = st.current_faction
    component = game.factions[faction]
    at_start, in_phase, at_end = game.definition.phase_edges
    if st.phase == "birdsong" and not within_phase:
        st.factions[faction].crafting_used.clear()  # 4.1.1: once per turn
        st.data["turn"] = {}
        game.event("turn", faction=faction, number=st.turn)
        if TURN_BEGINS in game.definition.hooks_in_use:  # before anything of Birdsong (the Kings' mice, BK.2.4)
            for begun in game.hooks.rootcore_turn_begins(game=game, faction=faction):
                yield from begun
    for i, phase in enumerate(PHASES[PHASES.index(st.phase):]):
        st.phase = phase
        if i:  # every phase but the first starts from the state alone: a clone may resume here
            game.checkpoint()
        if i or not within_phase:  # a clone resuming within this phase has run its start already
            game.event("phase", faction=faction, phase=phase)
            if phase == "birdsong":
                # 3.3.1 and the start effects are simultaneous, in the player's order (1.1.3): the check is made
                # before them and again after each (`simultaneous_effects`), so a rule one gave wins.
                cards.check_dominance_victory(game, faction)
            effect = at_start(game, faction, phase)
            if effect is not None:
                yield from effect
                if phase == "birdsong":  # one component's effects: checked again once they are over
                    cards.check_dominance_victory(game, faction)
            effect = in_phase(game, faction, phase, True)  # the start is over: effects usable at any time in it
            if effect is not None:
                yield from effect
        steps = getattr(component, phase)(game)
        if steps is None:  # a phase method without a yield: the plugin's mistake, named
            from rootcore.components import not_a_generator
            raise not_a_generator(game, component, phase)
        yield from steps
        effect = in_phase(game, faction, phase, False)  # again, once the steps are done and before the end
        if effect is not None:
            yield from effect
        effect = at_end(game, faction, phase)
        if effect is not None:
            yield from effect
    if game.definition.hirelings:
        yield from hirelings.end_of_turn(game, faction)  # hiring and control markers (Law E.1.1, E.1.3)
    if TURN_ENDS in game.definition.hooks_in_use:  # after everything of the turn (the Kings' mice return, BK.2.4)
        for ended in game.hooks.rootcore_turn_ends(game=game, faction=faction):
            yield from ended


PHASE_HOOKS = ("rootcore_phase_start", "rootcore_phase_open", "rootcore_phase_end")


def phase_edges(definition) -> tuple[Callable, Callable, Callable]:
    """What `take_turn` calls for the "at start of" effects of a phase, the effects usable at any time in it and
    its "at end of" effects (`PHASE_HOOKS`), as `edge(game, faction, phase)` (the second also with `first`, which of
    its two windows) -> a generator of decisions or None: nothing when no component implements the hook, the one
    implementation itself (the common case: nothing between it and the turn), or `simultaneous_effects` when two or
    more do. Worked out once per game definition from its `fast_hooks`."""
    edges: list[Callable] = []
    for hook in PHASE_HOOKS:
        impls = definition.fast_hooks.get(hook, ())
        if not impls:
            edges.append(_no_effect)
        else:
            edges.append(impls[0] if len(impls) == 1 else functools.partial(simultaneous_effects, hook=hook))
    return edges[0], edges[1], edges[2]


def _no_effect(*_) -> None:
    """The edge of a phase hook no component implements."""
    return None


def simultaneous_effects(game, faction: str, phase: str, *first: bool, hook: str):
    """The effects of `hook` (one of `PHASE_HOOKS`; `first` for the open windows') for `faction`'s `phase`, or
    None. Every implementation is asked before any effect runs. Effects returned by two or more components happen
    at the same time, so the player taking the turn orders them (Law 1.1.3): asked before each effect while two or
    more are left. One component's effects come as one generator, which orders its own."""
    impls = game.definition.fast_hooks.get(hook, ())
    owners = [impl.plugin for impl in reversed(getattr(game.definition.pluggy_hooks, hook).get_hookimpls())]
    effects = [(owner, effect) for owner, impl in zip(owners, impls)
               if (effect := impl(game, faction, phase, *first)) is not None]
    if not effects:
        return None
    if phase == "birdsong" and hook == "rootcore_phase_start":
        effects = [(owner, _then_dominance_check(game, faction, effect)) for owner, effect in effects]
    when = {"rootcore_phase_start": "at the start of", "rootcore_phase_open": "in"}.get(hook, "at the end of")
    return in_chosen_order(faction, "turn.effect_order", f"Which effect {when} {phase} first?",
                           effects, _effect_option)


def _then_dominance_check(game, faction: str, effect):
    """A start-of-Birdsong effect, then the dominance check (3.3.1), which the player may order after it (1.1.3)."""
    yield from effect
    cards.check_dominance_victory(game, faction)


def _effect_option(index: int, effect) -> Option:
    """The option for an (owner, effect) pair: a component's effect by the component's kind and id, labelled with
    its content's name (a faction, deck or map); another plugin of the game (an observer, a test double) by its
    place in the list."""
    owner = effect[0]
    definition = getattr(owner, "definition", None)
    if definition is not None and isinstance(getattr(owner, "id", None), str):
        return Option(f"effect:{owner.kind}:{owner.id}", getattr(definition, "name", "") or owner.id)
    return Option(f"effect:{index}", type(owner).__name__)
