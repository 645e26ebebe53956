"""Turn structure (Law 1.4.1): Birdsong, Daylight, Evening; "at start of" hooks before a phase's own
steps, "at end of" hooks after; the dominance victory check at the start of Birdsong (3.3.1)."""
from __future__ import annotations

from rootcore.rules import cards

PHASES = ("birdsong", "daylight", "evening")


def take_turn(game):
    """The current player's turn, from `state.phase` (a scenario may start mid-turn)."""
    st = game.state
    faction = st.current_faction
    component = game.factions[faction]
    hooks = game.definition.fast_hooks
    if st.phase not in PHASES:
        st.phase = "birdsong"
    if st.phase == "birdsong":
        st.factions[faction].crafting_used.clear()  # 4.1.1: once per turn
        st.data["turn"] = {}
        game.event("turn", faction=faction, number=st.turn)
    for i, phase in enumerate(PHASES[PHASES.index(st.phase):]):
        st.phase = phase
        if i:  # every phase but the first starts from the state alone: a clone may resume here
            game.checkpoint()
        game.event("phase", faction=faction, phase=phase)
        if phase == "birdsong":
            cards.check_dominance_victory(game, faction)
        for effect in _phase_effects(hooks.get("rootcore_phase_start"), game, faction, phase):
            yield from effect
        yield from getattr(component, phase)(game)
        for effect in _phase_effects(hooks.get("rootcore_phase_end"), game, faction, phase):
            yield from effect


def _phase_effects(implementations, game, faction: str, phase: str) -> list:
    """Ask every implementation of a phase hook, before any effect runs (as `game.hooks` would), and return
    the effects they want run, in order (a sequence). Called straight from the dispatch table: these hooks run six times
    a turn and mostly answer None."""
    if not implementations:
        return ()
    if len(implementations) == 1:  # the common case: no list built
        effect = implementations[0](game=game, faction=faction, phase=phase)
        return () if effect is None else (effect,)
    return [effect for at_phase in implementations
            if (effect := at_phase(game=game, faction=faction, phase=phase)) is not None]
