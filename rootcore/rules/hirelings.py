"""Hirelings (Law Appendix E, set up by A.6): three hireling cards, each on its promoted or demoted side, whose
pieces belong to no player until one hires them.

A hireling is a component (`rootcore.components.Hireling`) listed with the factions (`game.factions`) and with a
`FactionState` of its own (`game.state.factions`: its supply, and in `data` its side, controller and control
markers), so its pieces are placed, moved, battled and removed as any faction's are. It is not in
`state.turn_order`: it takes no turn, and it scores nothing (E.3.6). Its pieces are keyed by its own id, never its
controller's, so no rule counting a player's own pieces counts them (E.3.3). It has its own hand (which stays
empty) and play area, so it plays none of its controller's cards (ambushes included), and the controller's abilities
and crafted effects, which ask for the controller's id, do not apply to it (E.3.5). What this module adds:

- setup (A.6.2-A.6.4): sides by player count, each hireling set up by a player, the hiring markers on 4, 8 and 12;
- hiring (E.1.1): a player whose score reaches a marker takes it, and at the end of their turn takes a hireling from
  the supply and rolls for control (E.1.2);
- control running out (E.1.3): at the end of its controller's turn a hireling loses a control marker, and with none
  left goes to another player of the controller's choice;
- rule (E.3.1): a controller counts its hirelings' warriors and buildings as its own for rule only;
- who answers a hireling's questions: its controller, or while it has none the player taking the turn (the Law
  gives uncontrolled hirelings no player; they only defend and take hits).

Enemies (E.3.2, G.1.8) are the `rootcore_is_enemy` answers of each Hireling component.
"""
from __future__ import annotations

from rootcore.decisions import Decision, Option, ask_clearing, count_options, faction_options, readdressed

HIRING_MARKERS = (4, 8, 12)  # A.6.4: score track spaces
DEMOTED_BY_PLAYERS = {2: 0, 3: 1, 4: 2}  # A.6.2: how many hirelings are flipped to their demoted side; 5+: all three
# E.1.2: the control die, as (all pips, gold pips) per face. The Law names the die but not its faces, and no source
# we have gives them (reference/content-facts.md, section G): rootcore's choice, recorded in docs/hirelings.md. A
# leader counts the gold pips only, anyone else all of them.
CONTROL_DIE = ((1, 1), (2, 1), (2, 1), (3, 1), (3, 2), (4, 2))


def controller(game, hireling: str) -> str | None:
    """The player controlling `hireling`, or None while it is in the supply."""
    return game.state.factions[hireling].data["controller"]


def controlled_by(game, player: str) -> list[str]:
    """The hirelings `player` controls, in the config's order."""
    factions = game.state.factions
    return [h for h in game.definition.hirelings if factions[h].data["controller"] == player]


def in_supply(game) -> list[str]:
    return [h for h in game.definition.hirelings if controller(game, h) is None]


def decider(game, owner: str) -> str:
    """Who answers a question addressed to `owner`: a player answers their own; a hireling's controller answers for
    it, and the player taking the turn for an uncontrolled one."""
    if owner in game.definition.hirelings:
        return controller(game, owner) or game.state.current_faction
    return owner


def player_of(game, owner: str) -> str | None:
    """The player acting through `owner`'s pieces: a player for their own, the controller for a hireling's (E.3.7:
    a hireling moved or removing pieces is its controller moving or removing them), None for a hireling in the
    supply. Effects on "the player who moved" (Outrage, the Ferry's draw) ask it."""
    if owner in game.definition.hirelings:
        return controller(game, owner)
    return owner


def questions_for_players(game, flow):
    """Run the game's rules generator `flow`, asking each question addressed to a hireling of the player who
    answers for it (`decider`), so that every pending decision names a player. Used only in games with hirelings."""
    hirelings = game.definition.hirelings
    return readdressed(flow, lambda owner: decider(game, owner) if owner in hirelings else None)


def answered_by(player: str, hireling: str, questions):
    """Run the rules generator `questions`, asking `player` the questions it addresses to `hireling` (the player
    setting up an uncontrolled hireling answers for it), and return what it returns."""
    return readdressed(questions, lambda owner: player if owner == hireling else None)


# -- setup (A.6) ---------------------------------------------------------------------------------------------------

def setup_hirelings(game):
    """A.6.2-A.6.4. The config names the three dealt hirelings (A.6.1). Sides are drawn with the game's RNG; then,
    from the last player in turn order counterclockwise, each player chooses one hireling not yet set up and sets
    it up as its side says (its plugin's `set_up`), and the hiring markers go on the score track."""
    st = game.state
    dealt = list(game.definition.hirelings)
    demoted_count = DEMOTED_BY_PLAYERS.get(len(st.turn_order), len(dealt))
    demoted = dealt if demoted_count >= len(dealt) else st.rng.sample(dealt, demoted_count) if demoted_count else []
    for hireling in dealt:
        st.factions[hireling].data["side"] = "demoted" if hireling in demoted else "promoted"
    game.event("hirelings_dealt", promoted=[h for h in dealt if h not in demoted], demoted=sorted(demoted))
    setters = list(reversed(st.turn_order))
    left = list(dealt)
    for i in range(len(dealt)):
        player = setters[i % len(setters)]
        chosen = yield Decision(player, "setup.hireling", "Set up which hireling?",
                                [_hireling_option(game, h) for h in left])
        hireling = chosen.data["hireling"]
        left.remove(hireling)
        game.event("hireling_set_up", faction=player, hireling=hireling, side=st.factions[hireling].data["side"])
        yield from answered_by(player, hireling, game.factions[hireling].set_up(game, player))
    st.data["hiring_markers"] = list(HIRING_MARKERS)


def _hireling_option(game, hireling: str) -> Option:
    component = game.factions[hireling]
    return Option(f"hireling:{hireling}", component.side_name(game), {"hireling": hireling})


# -- hiring and control (E.1) --------------------------------------------------------------------------------------

def score_moved(game, player: str, before: int, after: int) -> None:
    """E.1.1: a score marker entering a space with a hiring marker takes it (every marker passed on the way: the
    marker moves through each space). Called by `scoring.score` in games with hirelings."""
    markers = game.state.data.get("hiring_markers")
    if not markers:
        return
    for marker in [m for m in markers if before < m <= after]:
        markers.remove(marker)
        due = game.state.data.setdefault("hirings_due", {})
        due[player] = due.get(player, 0) + 1
        game.event("hiring_marker_taken", faction=player, marker=marker)


def end_of_turn(game, player: str):
    """E.1.3, then E.1.1, at the end of `player`'s turn. The Law puts both at the end of the turn without an order;
    rootcore takes control markers off the hirelings held so far first, so a hireling hired now keeps its whole roll.
    A hireling left without markers goes to another player of `player`'s choice, who rolls for control at once."""
    st = game.state
    for hireling in controlled_by(game, player):
        data = st.factions[hireling].data
        data["control"] = max(0, data["control"] - 1)
        game.event("hireling_control_lost", faction=player, hireling=hireling, left=data["control"])
    for hireling in controlled_by(game, player):
        if st.factions[hireling].data["control"] == 0:
            others = [p for p in st.turn_order if p != player]
            chosen = yield Decision(player, "hireling.give", f"Give {game.factions[hireling].side_name(game)} to "
                                    "which player?", faction_options(others), about={"hireling": hireling})
            yield from gain(game, hireling, chosen.data["faction"], given_by=player)
    due = st.data.get("hirings_due", {})
    for _ in range(due.pop(player, 0)):
        # One hiring marker per hireling (A.6.4): a marker taken always finds a hireling in the supply.
        chosen = yield Decision(player, "hireling.hire", "Hire which hireling from the supply?",
                                [_hireling_option(game, h) for h in in_supply(game)])
        yield from gain(game, chosen.data["hireling"], player)
    if not due:
        st.data.pop("hirings_due", None)


def gain(game, hireling: str, player: str, given_by: str | None = None):
    """`player` takes control of `hireling` (E.1.1, E.1.3) and rolls for control (E.1.2), then takes its when-hired
    action (E.2.1)."""
    st = game.state
    data = st.factions[hireling].data
    data["controller"] = player
    data["control"] = control_roll(game, player)
    control_changed(game)
    game.event("hireling_hired", faction=player, hireling=hireling, control=data["control"], given_by=given_by)
    yield from game.factions[hireling].when_hired(game, player)


def control_roll(game, player: str) -> int:
    """E.1.2: the control die rolled for `player`: gold pips only if they lead or tie for the lead in VP, all pips
    otherwise (always all with an activated dominance card, which leaves a player no score to lead with, 3.3.1; nor
    does it count for the lead)."""
    pips, gold = game.state.rng.choice(CONTROL_DIE)
    factions = game.state.factions
    mine = factions[player]
    leads = mine.dominance is None and all(mine.score >= factions[p].score for p in game.state.turn_order
                                           if factions[p].dominance is None)
    return gold if leads else pips


def control_changed(game) -> None:
    """Rule counts a hireling's pieces for its controller (E.3.1): a change of controller changes rule anywhere, and
    whom a card's abilities concern (`Component.adjacency_concerns`: a controller's own moves)."""
    for cl in game.state.clearings.values():
        cl.changed()
    game.effects_changed()


# -- rule (E.3.1) --------------------------------------------------------------------------------------------------

def hireling_rule(game, clearing: int) -> dict[str, int] | None:
    """A rule counter (`rule.rule_counters`): each controlled hireling's warriors and buildings in `clearing` count
    for its controller instead of for it. Kept with the pieces: a change of controller empties every clearing's
    kept rule (`control_changed`)."""
    cl = game.state.clearings[clearing]
    moved: dict[str, int] | None = None
    factions = game.state.factions
    for hireling in game.definition.hirelings:
        player = factions[hireling].data["controller"]
        if player is None:
            continue
        n = cl.warriors.get(hireling, 0)
        for owner, _ in cl.buildings:
            if owner == hireling:
                n += 1
        if n:
            if moved is None:
                moved = {}
            moved[hireling] = moved.get(hireling, 0) - n
            moved[player] = moved.get(player, 0) + n
    return moved


# -- a controlled hireling's moves (4.2.1 with E.3.1) ------------------------------------------------------------

def moves(game, hireling: str, player: str) -> dict[int, list[int]]:
    """Origin -> destinations of a move of `hireling`'s warriors by `player`, its controller: a move by the rules
    (4.2.1), `player` ruling the origin or the destination with the hireling's pieces counted as its own (E.3.1)."""
    from rootcore.rules.adjacency import adjacent  # imported here: `rule` imports this module
    from rootcore.rules.rule import is_ruler
    found = {}
    for origin in game.factions[hireling].warrior_clearings(game):
        near = adjacent(game, origin, hireling, moving=True)
        ends = list(near) if is_ruler(game, origin, player) else [d for d in near if is_ruler(game, d, player)]
        if ends:
            found[origin] = ends
    return found


def take_move(game, hireling: str, player: str, kind: str):
    """One move of `hireling`'s warriors (`moves`), which its controller `player` may decline; asks
    `<kind>.origin`, `<kind>.destination` and `<kind>.count` of the hireling. Returns (origin, destination, count),
    or None when no move is made."""
    from rootcore.rules import move, pieces
    found = moves(game, hireling, player)
    if not found:
        return None
    origin = yield from ask_clearing(hireling, f"{kind}.origin", "Move from which clearing?", sorted(found), True,
                                     "Don't move")
    if origin is None:
        return None
    dest = yield from ask_clearing(hireling, f"{kind}.destination", f"Move from {origin} to which clearing?",
                                   found[origin])
    chosen = yield Decision(hireling, f"{kind}.count", f"Move how many warriors from {origin} to {dest}?",
                            count_options(pieces.free_warriors(game, hireling, origin, moving=True)))
    count = chosen.data["count"]
    yield from move.move_warriors(game, hireling, origin, dest, count)
    return origin, dest, count


def can_move_or_battle(game, hireling: str, player: str) -> bool:
    """Whether `move_then_battle` could do anything now: a move (`moves`) or a battle of `hireling`'s."""
    from rootcore.rules.battle import can_battle  # imported here: `rule` imports this module
    return bool(moves(game, hireling, player)) or can_battle(game, hireling)


def move_then_battle(game, hireling: str, player: str):
    """A Daylight action of some cards (E.2.4): one move of `hireling`'s warriors by its controller `player`
    (`take_move`), then one battle by them (E.3.4), each of which may be declined; asks `<hireling>.move.*` and
    `<hireling>.battle.*`, the kinds `bots.HIRELING_MOVE_ADVICE` and `HIRELING_BATTLE_ADVICE` answer. One action:
    what the move triggers (Outrage) waits until the battle is over (Law 1.4.2)."""
    from rootcore.rules.move import one_action  # imported here: `move` imports this module's callers
    yield from one_action(game, _move_then_battle(game, hireling, player))


def _move_then_battle(game, hireling: str, player: str):
    from rootcore.rules.battle import take_battle
    yield from take_move(game, hireling, player, f"{hireling}.move")
    yield from take_battle(game, hireling, kind=f"{hireling}.battle", optional=True)
