"""Agents answer decisions: a random agent (uniform over each decision's options), a scripted agent
(plays option ids from a list), and `play`, which runs a game to its end with one agent per faction."""
from __future__ import annotations

import random
from typing import Callable, Iterable, Mapping, cast


class RandomAgent:
    """Chooses uniformly among the options of each decision, from its own seeded RNG."""

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)

    def __call__(self, game, decision) -> str:
        # `rng.choice`, spelled out (the draw CPython's choice makes: the fewest random bits, redrawn until
        # below the count), since this runs for every decision of a batch of games.
        options = decision.options
        n = len(options)
        k = n.bit_length()
        bits = self.rng.getrandbits  # looked up here: a copy of the agent (undo) must use its own RNG
        r = bits(k)
        while r >= n:
            r = bits(k)
        return options[r].id


class ScriptedAgent:
    """Plays the given option ids in order; raises when the script runs out."""

    def __init__(self, choices: Iterable[str]):
        self.choices = list(choices)
        self.position = 0

    def __call__(self, game, decision) -> str:
        if self.position >= len(self.choices):
            raise RuntimeError(f"script exhausted at decision {decision.kind!r} for {decision.player!r}")
        choice = self.choices[self.position]
        self.position += 1
        return choice


Agent = Callable[[object, object], str]


def make_agent(kind: str, faction: str, seed: int = 0, disable: tuple[str, ...] = (),
               field: str = "agents") -> Agent:
    """An agent of `kind` for `faction`: "random" is built in, "human" plays in the terminal
    (rootcore.human), other kinds ("heuristic"...) come from plugins (`registry.add_agent`; a factory
    registered as a "module:attribute" string is imported here, the first time it is needed): those the game
    config's `disable` list leaves loading, so a plugin a game skips cannot stop its bots. A kind not installed
    is a ConfigError naming `field`, the setting that chose it (`seat_kinds`)."""
    from rootcore import plugins
    if kind == "random":
        return RandomAgent(seed)
    if kind == "human":
        from rootcore.human import HumanAgent
        return HumanAgent(faction)
    registry = plugins.discover(disable)
    factory = registry.agent_factory(kind, faction)
    if factory is None:
        from rootcore.engine import ConfigError
        known = sorted({k for k, f in registry.agents if f in (faction, None)} | {"random", "human"})
        raise ConfigError(f"no {kind!r} agent for {faction!r} is installed (known: {', '.join(known)}); a plugin "
                          "registers one with registry.add_agent (docs/plugins.md, section 8)", (field,))
    return factory(faction, seed)


def seat_kinds(factions, table: Mapping[str, str], default: str, seats: Mapping[str, str] | None = None,
               chosen_by: str = "agents", pool=()) -> dict[str, tuple[str, str]]:
    """Each faction's agent kind, and the setting that chose it (named by the error of a kind not installed, so
    that the command line can say which flag or file to fix): the caller's `seats` (named `chosen_by`), else
    the config's agents `table` (named "agents.<faction>"), else `default` (named "agents"). A seat of the table
    that is no faction of the game (a misspelt id, or a faction --factions left out) is a ConfigError naming it:
    ignored, it would leave that seat to the default kind without a word. Factions of `pool` (those a faction draft
    dealt its setup cards from, Law A.8.1) may be named though not picked: their seat plays if the faction is."""
    seats = seats or {}
    strangers = [f for f in table if f not in factions and f not in pool]
    if strangers:
        from rootcore.engine import ConfigError
        raise ConfigError(f"agents names faction {strangers[0]!r}, which is not in this game (factions: "
                          f"{', '.join(factions)})", (f"agents.{strangers[0]}", "factions"))
    return {f: (seats[f], chosen_by) if f in seats else (table[f], f"agents.{f}") if f in table
            else (default, "agents") for f in factions}


def seat_agents(game, default: str = "random", seats: Mapping[str, str] | None = None) -> dict[str, Agent]:
    """One agent per faction: `seats` (faction -> kind) overrides the config's `agents`, which overrides
    `default`; each seat's RNG is seeded from the game seed and the seat's position, so a game replays the same."""
    config = game.config
    from rootcore.rules.draft import listed
    kinds = seat_kinds(config.factions, config.agents, default, seats, pool=listed(config))
    return {f: make_agent(kind, f, config.seed * 31 + i, config.disable, field)
            for i, (f, (kind, field)) in enumerate(kinds.items())}


def play(game, agents: Agent | Mapping[str, Agent], max_decisions: int | None = None,
         after_each: Callable | None = None) -> dict:
    """Run `game` to the end, or until `max_decisions` decisions were answered (0: none). `agents` is one agent
    for every seat or a mapping faction -> agent, which must name every faction of the game (a ValueError before
    any decision otherwise); `after_each(game)` runs after every decision (the invariant checker uses it). Returns
    a result summary: winners, scores, turns, decisions and why the game ended."""
    decisions = 0
    per_seat = isinstance(agents, Mapping)  # asked once: an ABC check per decision is not free
    # The two readings of `agents`, for the type checker (which does not narrow through `per_seat`).
    by_faction, every_seat = cast(Mapping[str, Agent], agents), cast(Agent, agents)
    if per_seat:
        missing = [f for f in game.config.factions if f not in by_faction]
        if missing:
            raise ValueError(f"play: no agent for {', '.join(missing)} (agents given for: "
                             f"{', '.join(map(str, by_faction)) or 'none'}); give one agent per faction, or one agent "
                             "for every seat")
    while game.pending is not None and (max_decisions is None or decisions < max_decisions):
        decision = game.pending
        agent = by_faction[decision.player] if per_seat else every_seat
        game.choose(agent(game, decision))
        decisions += 1
        if after_each is not None:
            after_each(game)
    return {"winners": game.winners, "scores": game.scores, "turns": game.state.turn,
            "decisions": decisions, "reason": game.state.end_reason, "over": game.is_over}
