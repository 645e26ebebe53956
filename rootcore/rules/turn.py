"""Turn structure (Law 1.4.1): Birdsong, Daylight, Evening; "at start of" hooks before a phase's own
steps, "at end of" hooks after, in the player's order when several apply (1.1.3); the dominance victory check at
the start of Birdsong (3.3.1)."""
from __future__ import annotations

from rootcore.decisions import Option, in_chosen_order
from rootcore.rules import cards

PHASES = ("birdsong", "daylight", "evening")


def take_turn(game, within_phase: bool = False):
    """The current player's turn, from `state.phase` (a scenario may start mid-turn). `within_phase`: a clone
    resumes at a resume point of that phase (`Game.resume_point`), whose start has already been run."""
    st = game.state
    faction = st.current_faction
    component = game.factions[faction]
    if st.phase not in PHASES:
        st.phase = "birdsong"
    if st.phase == "birdsong" and not within_phase:
        st.factions[faction].crafting_used.clear()  # 4.1.1: once per turn
        st.data["turn"] = {}
        game.event("turn", faction=faction, number=st.turn)
    for i, phase in enumerate(PHASES[PHASES.index(st.phase):]):
        st.phase = phase
        if i:  # every phase but the first starts from the state alone: a clone may resume here
            game.checkpoint()
        if i or not within_phase:  # a clone resuming within this phase has run its start already
            game.event("phase", faction=faction, phase=phase)
            if phase == "birdsong":
                # 3.3.1 and the start effects are simultaneous, in the player's order (1.1.3). Checking first
                # loses no win: an effect that can change rule checks again after it (`rootcore_phase_start`).
                cards.check_dominance_victory(game, faction)
            yield from simultaneous_effects(game, faction, phase, "rootcore_phase_start")
        yield from getattr(component, phase)(game)
        yield from simultaneous_effects(game, faction, phase, "rootcore_phase_end")


def simultaneous_effects(game, faction: str, phase: str, hook: str):
    """The "at start of" or "at end of" effects of `faction`'s `phase` (`hook`: rootcore_phase_start or _end), to
    run with `yield from`. Every implementation is asked before any effect it returns runs. Effects returned by
    two or more components happen at the same time, so the player taking the turn orders them (Law 1.1.3): asked
    before each effect while two or more are left. One component's effects come as one generator, which orders
    its own. A plain function, not a generator: the common case (one implementation) adds no generator level."""
    impls = game.definition.fast_hooks.get(hook, ())
    if len(impls) == 1:  # called by position, as `fast_hooks` are
        effect = impls[0](game, faction, phase)
        return () if effect is None else effect
    if not impls:
        return ()
    owners = [impl.plugin for impl in reversed(getattr(game.definition.pluggy_hooks, hook).get_hookimpls())]
    effects = [(owner, effect) for owner, impl in zip(owners, impls)
               if (effect := impl(game, faction, phase)) is not None]
    when = "start" if hook == "rootcore_phase_start" else "end"
    return in_chosen_order(faction, "turn.effect_order", f"Which effect at the {when} of {phase} first?",
                           effects, _effect_option)


def _effect_option(index: int, effect) -> Option:
    """The option for an (owner, effect) pair: a component's effect by the component's kind and id, labelled with its content's name (a
    faction, deck or map); another plugin of the game (an observer, a test double) by its place in the list."""
    owner = effect[0]
    definition = getattr(owner, "definition", None)
    if definition is not None and isinstance(getattr(owner, "id", None), str):
        return Option(f"effect:{owner.kind}:{owner.id}", getattr(definition, "name", "") or owner.id)
    return Option(f"effect:{index}", type(owner).__name__)
