"""Building blocks for heuristic bots. Faction plugins subclass `HeuristicBot` in their own package and
register it (`registry.add_agent("heuristic", factory, faction=...)`); nothing here knows a faction.

A `HeuristicBot` answers each decision by its `kind`:

* a method named after the kind (`decide_` + the kind with dots as underscores, e.g. `decide_battle_ambush`)
  returns an option id, or None to fall back to the next rule;
* kinds in `lookahead_kinds` (a faction's main action choices) are decided by one-step lookahead: each option
  is tried on a `game.clone()` whose hidden future (dice, deck order) is re-drawn from the bot's own RNG, the
  decisions that follow are played by the bot's fast rules until its next main choice or the end of the phase
  (`horizon = "turn"`: the end of the turn), and the option whose outcome `evaluate` rates best is taken;
* anything else takes a seeded random option.

Bots choose only among `decision.options` and are deterministic for a seed (no set iteration over strings, no
clock): the same game with the same seats plays the same.
"""
from __future__ import annotations

import random

from rootcore.decisions import IllegalChoice
from rootcore.rules.rule import rules


class HeuristicBot:
    """Base class of the heuristic bots; see the module docstring."""

    lookahead_kinds: frozenset[str] = frozenset()
    horizon = "phase"             # "phase" or "turn": how far a lookahead rollout plays
    rollout_limit = 80            # decisions per rollout at most
    score_weight = 10.0           # value of one VP in `evaluate`

    def __init__(self, faction: str, seed: int = 0):
        self.faction = faction
        self.rng = random.Random(seed)
        self.in_rollout = False
        self.plan: dict = {}  # what the bot is carrying out over several decisions (a move: origin, destination...)
        self._handlers: dict[str, object] = {}

    # -- the agent protocol -----------------------------------------------------------------------------------

    def __call__(self, game, decision) -> str:
        options = decision.options
        if len(options) == 1:
            return options[0].id
        if decision.player == self.faction and decision.kind in self.lookahead_kinds and not self.in_rollout:
            choice = self.lookahead(game, decision)
        else:
            choice = self.decide(game, decision)
        if choice is None or not _offered(decision, choice):
            choice = self.fallback(game, decision)
        return choice

    def decide(self, game, decision) -> str | None:
        """The fast rule for a decision: the `decide_<kind>` method, if any."""
        handler = self._handlers.get(decision.kind, False)
        if handler is False:
            handler = getattr(self, "decide_" + decision.kind.replace(".", "_").replace("-", "_"), None)
            self._handlers[decision.kind] = handler
        if handler is not None:
            return handler(game, decision)
        return self.decide_default(game, decision)

    def decide_default(self, game, decision) -> str | None:
        """Kinds without their own method: None (a seeded random option). Subclasses may cover families of
        kinds here (every `*.count`, every card choice...)."""
        return None

    def fallback(self, game, decision) -> str:
        return self.rng.choice(decision.options).id

    # -- evaluation and lookahead ------------------------------------------------------------------------------------

    def evaluate(self, game) -> float:
        """How good `game` is for this bot's faction (higher is better). The base rates score only, and a
        win (or a loss) above everything; factions add their board position."""
        st = game.state
        if st.over:
            if self.faction in st.winners:
                return 1e6
            if st.winners:
                return -1e6
        return self.score_weight * st.factions[self.faction].score

    def lookahead(self, game, decision) -> str:
        """Try every option on a determinized clone and take the best-rated outcome (ties: the first)."""
        best, best_value = None, None
        seed = self.rng.getrandbits(32)
        for option in decision.options:
            value = self.option_value(game, decision, option, seed)
            if best_value is None or value > best_value:
                best, best_value = option.id, value
        return best

    def option_value(self, game, decision, option, seed: int) -> float:
        """The value of one option for `lookahead` (subclasses may add what the outcome alone does not show)."""
        return self.rollout_value(game, [option.id], seed)

    def rollout_value(self, game, choices: list[str], seed: int) -> float:
        """Play `choices` (option ids, in order) on a determinized clone of `game`, continue with the fast rules
        (this bot's) and seeded random answers (other players) up to the horizon, and `evaluate` the result."""
        sim = game.clone()
        determinize(sim, seed)
        start = (sim.state.turn, sim.state.phase)
        rng = random.Random(seed)
        self.in_rollout, saved_plan, self.plan = True, self.plan, {}
        try:
            for choice in choices:
                if sim.pending is None or not _offered(sim.pending, choice):
                    break
                sim.choose(choice)
            steps = 0
            while sim.pending is not None and steps < self.rollout_limit:
                st = sim.state
                if st.turn != start[0] or (self.horizon == "phase" and st.phase != start[1]):
                    break
                pending = sim.pending
                if pending.player == self.faction:
                    if pending.kind in self.lookahead_kinds and self.horizon == "phase":
                        break
                    choice = self.decide(sim, pending)
                    if choice is None or not _offered(pending, choice):
                        choice = rng.choice(pending.options).id
                else:
                    choice = rng.choice(pending.options).id
                sim.choose(choice)
                steps += 1
        finally:
            self.in_rollout, self.plan = False, saved_plan
        return self.evaluate(sim)

    # -- helpers for subclasses ------------------------------------------------------------------------------------

    def pick(self, decision, key, prefix: str | None = None) -> str | None:
        """The id of the option (optionally only those whose id starts with `prefix`) with the highest
        `key(option)`; None if there is none or the best key is None. Ties go to the first option."""
        best, best_key = None, None
        for option in decision.options:
            if prefix is not None and not option.id.startswith(prefix):
                continue
            k = key(option)
            if k is None:
                continue
            if best_key is None or k > best_key:
                best, best_key = option.id, k
        return best

    @staticmethod
    def has(decision, option_id: str) -> bool:
        return _offered(decision, option_id)

    @staticmethod
    def item_vp(game, option) -> int | None:
        """For a craft option: the VP of the item the card makes, or None for any other card (the bots craft
        items only)."""
        card = game.cards[option.data["card"]]
        return card.vp if card.kind == "item" else None


def _offered(decision, option_id: str) -> bool:
    try:
        decision.option(option_id)
    except IllegalChoice:
        return False
    return True


def determinize(game, seed: int) -> None:
    """Re-draw what a player cannot know about the future of `game` (a clone): the dice and other random
    draws come from a new RNG and the draw deck is reshuffled, so a lookahead does not peek at them. (Other
    players' hands are left as they are: a rollout's random opponents play from their real hands.)"""
    st = game.state
    st.rng = random.Random(seed)
    st.rng.shuffle(st.deck)


# -- board measures bots share ------------------------------------------------------------------------------------

def ruled_clearings(game, faction: str) -> list[int]:
    return [c for c in game.board.clearing_ids if rules(game, c) == faction]


def warriors_on_map(game, faction: str) -> int:
    return sum(cl.warriors.get(faction, 0) for cl in game.state.clearings.values())


def enemy_strength(game, faction: str, clearing: int) -> int:
    """Warriors of every other faction in `clearing`."""
    return sum(n for f, n in game.state.clearings[clearing].warriors.items() if f != faction)


def threat(game, faction: str, clearing: int) -> int:
    """Warriors of other factions in `clearing` and its neighbours: who could attack there next."""
    total = enemy_strength(game, faction, clearing)
    for near in game.board.adjacent[clearing]:
        total += enemy_strength(game, faction, near)
    return total


def enemy_pieces(game, faction: str, clearing: int) -> int:
    """Buildings and tokens of other factions in `clearing` (each is worth a VP to whoever removes it)."""
    cl = game.state.clearings[clearing]
    return sum(1 for f, _ in cl.buildings if f != faction) + sum(1 for f, _ in cl.tokens if f != faction)


def suit_rule_counts(game, faction: str) -> dict[str, int]:
    """How many clearings of each suit `faction` rules."""
    counts: dict[str, int] = {}
    for c in ruled_clearings(game, faction):
        suit = game.state.suits[c]
        counts[suit] = counts.get(suit, 0) + 1
    return counts


def dominance_ready(game, faction: str, suit: str, margin: int = 0) -> bool:
    """Would `faction` win with an activated dominance card of `suit` if the board stayed as it is (3.3.1):
    rule three clearings of the suit (with at least `margin` more pieces than anyone there), or for birds two
    diagonally opposite corners?"""
    board = game.board
    ruled = [c for c in ruled_clearings(game, faction) if rule_margin(game, faction, c) >= margin]
    if suit == "bird":
        return any(board.opposite_corner[c] in ruled for c in ruled if c in board.corners)
    return sum(1 for c in ruled if game.state.suits[c] == suit) >= 3


def rule_margin(game, faction: str, clearing: int) -> int:
    """`faction`'s warriors plus buildings in `clearing` minus the most any other faction has there."""
    cl = game.state.clearings[clearing]
    counts = dict(cl.warriors)
    for owner, _ in cl.buildings:
        counts[owner] = counts.get(owner, 0) + 1
    mine = counts.pop(faction, 0)
    return mine - max(counts.values(), default=0)


# -- battle estimates ----------------------------------------------------------------------------------------------

E_HIGH, E_LOW = 2.125, 0.875  # expected higher and lower of two dice with faces 0-3


def defender_rolls_high(game, attacker: str, clearing: int, defender: str) -> bool:
    """Would the defender take the higher roll (Guerrilla War, 8.2.2)? Asks `rootcore_battle_rolled` about a
    scratch Battle (that hook only sets `high_roll_to`)."""
    if not game.has_hook("rootcore_battle_rolled"):
        return False
    from rootcore.rules.battle import Battle
    scratch = Battle(attacker, defender, clearing)
    scratch.rolls = (0, 0)
    game.hooks.rootcore_battle_rolled(game=game, battle=scratch)
    return scratch.high_roll_to == "defender"


def battle_estimate(game, attacker: str, clearing: int, defender: str, extra_hits: float = 0.0) -> dict:
    """Expected outcome of `attacker` battling `defender` in `clearing` with average dice (no ambush):
    hits dealt and taken, defender warriors killed, defender buildings and tokens removed (each a VP, 3.2.1)."""
    cl = game.state.clearings[clearing]
    att, dfn = game.factions[attacker], game.factions[defender]
    high, low = (E_LOW, E_HIGH) if defender_rolls_high(game, attacker, clearing, defender) else (E_HIGH, E_LOW)
    dealt = min(att.max_rolled_hits(game, clearing), high) + extra_hits
    if dfn.defenseless(game, clearing):
        dealt += 1
    taken = min(dfn.max_rolled_hits(game, clearing), low)
    theirs = cl.warriors.get(defender, 0)
    targets = sum(1 for f, _ in cl.buildings if f == defender) + sum(1 for f, _ in cl.tokens if f == defender)
    killed = min(theirs, dealt)
    removed = min(targets, max(0.0, dealt - theirs))
    return {"dealt": dealt, "taken": taken, "killed": killed, "removed": removed, "pawn": defender in cl.pawns,
            "warriors": theirs, "targets": targets}


def neighbours(game, clearing: int, faction: str | None = None) -> tuple[int, ...]:
    """Clearings adjacent to `clearing` in this game (map rules that close or add paths included, when the
    installed core has them)."""
    try:
        from rootcore.rules.adjacency import adjacent
    except ImportError:
        return game.board.adjacent[clearing]
    return adjacent(game, clearing, faction)


# -- what a decision left out -------------------------------------------------------------------------------------

def infer_move_origin(game, faction: str, decision) -> int | None:
    """The origin of a move whose origin was not asked (it was the only one): the clearing with `faction`'s
    warriors whose legal destinations are exactly the offered ones."""
    from rootcore.rules import move
    offered = {o.data["clearing"] for o in decision.options if o.data and "clearing" in o.data}
    found = [c for c in move.origins(game, faction) if set(move.destinations(game, faction, c)) == offered]
    return found[0] if len(found) == 1 else None


def infer_battle_clearing(game, faction: str, decision) -> int | None:
    """The clearing of a battle whose clearing was not asked (it was the only one): where exactly the offered
    defenders are."""
    from rootcore.rules.battle import battle_clearings, defenders
    offered = {o.data["faction"] for o in decision.options if o.data and "faction" in o.data}
    found = [c for c in battle_clearings(game, faction) if set(defenders(game, faction, c)) == offered]
    return found[0] if found else None


def last_removed(game, faction: str, piece: str = "warrior") -> int:
    """How many `piece`s of `faction` the latest removal event removed (0 if none)."""
    for event in reversed(game.events):
        if event["type"] == "removed" and event.get("faction") == faction and event.get("piece") == piece:
            return event.get("count", 0)
    return 0
