"""Turn structure (Law 1.4.1): Birdsong, Daylight, Evening; "at start of" hooks before a phase's own
steps, "at end of" hooks after; the dominance victory check at the start of Birdsong (3.3.1)."""
from __future__ import annotations

from rootcore.rules import cards

PHASES = ("birdsong", "daylight", "evening")


def take_turn(game, within_phase: bool = False):
    """The current player's turn, from `state.phase` (a scenario may start mid-turn). `within_phase`: a clone
    resumes at a resume point of that phase (`Game.resume_point`), whose start has already been run."""
    st = game.state
    faction = st.current_faction
    component = game.factions[faction]
    hooks = game.hooks
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
            # Every implementation is asked before any of the effects it returns runs (`game.hooks` lists them).
            for effect in hooks.rootcore_phase_start(game=game, faction=faction, phase=phase):
                yield from effect
        yield from getattr(component, phase)(game)
        for effect in hooks.rootcore_phase_end(game=game, faction=faction, phase=phase):
            yield from effect
