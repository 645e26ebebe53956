"""Play random games that mix every installed plugin, with every invariant checked, and report the ones that fail.

    rootcore fuzz --games 200                          # factions, maps, decks, hirelings, landmarks, rulesets, options
    rootcore fuzz --games 200 --include otters         # every game has the faction (or map, deck...) `otters`
    rootcore fuzz --games 50 --include grouch          # every game has a Vagabond playing the Grouch
    rootcore fuzz --games 50 --bots heuristic --max-turns 60
    rootcore fuzz --games 100 --branches 3             # clones and reloaded saves must play on alike
    rootcore fuzz --first-seed 494 --games 1 --include otters   # one failing game again

Game i has seed `first-seed + i`, and its config is drawn from that seed and `--include` alone
(`mixed_config`), so the same command plays the same games. Each game is played by random agents (or the
`--bots` kind) with the invariant checker after every decision (`rootcore.testing.InvariantChecker`), then
reloaded from its save (`check_replay_equivalence`). A failure prints the seed, the error, the plugin whose code
raised it (when one did) and the config, which `rootcore.testing.play_checked(config)` plays again in Python.
The exit status is 1 when a game failed. The conformance kit (`check_plugin_conformance`) plays one fixed mix;
this finds what breaks when a plugin meets the others.
"""
from __future__ import annotations

import json
import random
import sys
import time
import traceback

from rootcore.decisions import RootcoreError

# The core's own game options a mix may switch on, each with the chance it is on (`setup_cards` needs
# `advanced_setup`: drawn only with it).
OPTION_CHANCES = {"random_suits": 0.3, "advanced_setup": 0.3, "conceal_hands": 0.2}
SETUP_CARDS_CHANCE = 0.5  # of the games with advanced_setup
MAX_FACTIONS = 6
ATTEMPTS = 50  # drawings tried for one seed before giving up (each refused config is drawn again)
BRANCH_GAP = 100  # `--branches`: decisions between two points, on average (drawn from 1 to twice this)
BRANCH_DECISIONS = 200  # random choices a clone and a reload play on from each point


def mixed_config(seed: int, include=(), registry=None) -> dict:
    """A random game config for `seed` mixing the installed plugins: two to six factions, any map and deck, three
    hirelings and one or two landmarks now and then, a ruleset and the core's options sometimes; each id of
    `include` (a faction, map, deck, hireling, landmark, ruleset or Vagabond character) is in it: a character is
    played by a faction whose board names a character option (`setup_card.character_option`: the Vagabond, the
    second Vagabond), that option set to it. Every installed expansion is enabled.
    A drawing the engine refuses (`ConfigError`: a landmark needing more players, a hireling keeping a faction out,
    a faction without a setup card...) is drawn again; raises RootcoreError after `ATTEMPTS` refusals."""
    from rootcore import new_game, plugins
    from rootcore.engine import ConfigError
    registry = registry or plugins.discover()
    rng = random.Random(f"fuzz:{seed}")
    kind_of = _kinds(registry, include)
    players = _character_players(registry, [i for i, k in kind_of.items() if k == "character"])
    problem = None
    for _ in range(ATTEMPTS):
        config = _draw(registry, rng, kind_of, seed, players)
        try:
            new_game(config)
        except ConfigError as exc:
            problem = exc
            continue
        return config
    raise RootcoreError(f"fuzz: no config with {', '.join(include) or 'no plugin required'} was accepted in "
                        f"{ATTEMPTS} drawings for seed {seed} (the last refusal: {problem})")


def _kinds(registry, include) -> dict[str, str]:
    """The component kind of each id of `include`; a RootcoreError names an id that is no installed component."""
    kinds = {}
    for plugin_id in include:
        kind = next((k for k in ("faction", "map", "deck", "hireling", "landmark", "ruleset", "character")
                     if plugin_id in registry.components.get(k, {})), None)
        if kind is None:
            raise RootcoreError(f"--include {plugin_id}: no installed faction, map, deck, hireling, landmark, "
                                "ruleset or character has this id (rootcore plugins lists them)")
        kinds[plugin_id] = kind
    return kinds


def _character_players(registry, characters: list[str]) -> dict[str, str]:
    """The installed factions that play a Vagabond character, each with the game option naming it (faction ->
    option), when `characters` are wanted; a RootcoreError when fewer such factions are installed than characters
    wanted."""
    if not characters:
        return {}
    from rootcore import content
    players = {}
    for faction, spec in sorted(registry.components["faction"].items()):
        option = content.load_faction_board(spec.content).setup_card.get("character_option")
        if option:
            players[faction] = option
    if len(players) < len(characters):
        raise RootcoreError(f"--include {', '.join(characters)}: {len(characters)} characters need as many "
                            f"factions that play one, and {len(players)} are installed ({', '.join(players) or 'none'})")
    return players


def _draw(registry, rng: random.Random, kind_of: dict[str, str], seed: int, players: dict[str, str]) -> dict:
    """One random config (not yet checked by the engine); `players`: the factions that may play the characters
    wanted, with their character options (`_character_players`): those included first, then drawn."""
    components = registry.components
    wanted = {kind: [i for i, k in kind_of.items() if k == kind] for kind in set(kind_of.values())}
    characters = wanted.get("character", [])
    factions = list(wanted.get("faction", []))
    playing = [f for f in factions if f in players][:len(characters)]
    playing += rng.sample(sorted(set(players) - set(playing)), len(characters) - len(playing))
    factions += [f for f in playing if f not in factions]
    others = sorted(set(components["faction"]) - set(factions))
    count = max(len(factions), rng.randint(2, MAX_FACTIONS))
    factions += rng.sample(others, min(count - len(factions), len(others)))
    rng.shuffle(factions)
    expansions = sorted(i for i, info in registry.plugins.items() if info.manifest.kind == "expansion")
    config: dict = {"factions": factions, "seed": seed, "expansions": expansions,
                    "map": _one(rng, wanted.get("map"), components["map"]),
                    "deck": _one(rng, wanted.get("deck"), components["deck"]), "options": {}}
    hirelings = sorted(components.get("hireling", {}))
    if wanted.get("hireling") or (hirelings and rng.random() < 0.3):
        chosen = list(wanted.get("hireling", []))
        config["hirelings"] = chosen + rng.sample(sorted(set(hirelings) - set(chosen)), max(0, 3 - len(chosen)))
    landmarks = sorted(components.get("landmark", {}))
    if wanted.get("landmark") or (landmarks and rng.random() < 0.3):
        config["landmarks"] = wanted.get("landmark") or rng.sample(landmarks, rng.randint(1, min(2, len(landmarks))))
    rulesets = sorted(components.get("ruleset", {}))
    if wanted.get("ruleset") or (rulesets and rng.random() < 0.2):
        config["ruleset"] = _one(rng, wanted.get("ruleset"), rulesets)
    for option, chance in OPTION_CHANCES.items():
        if rng.random() < chance:
            config["options"][option] = True
    if config["options"].get("advanced_setup") and rng.random() < SETUP_CARDS_CHANCE and not characters:
        config["options"]["setup_cards"] = True  # the faction draft deals the characters (A.8.1.III): not with these
    for faction, character in zip(playing, characters):
        config["options"][players[faction]] = character
    return config


def _one(rng: random.Random, wanted, installed) -> str:
    return wanted[0] if wanted else rng.choice(sorted(installed))


def fuzz_game(config: dict, bots: str = "random", branches: int = 0) -> dict:
    """Play the game of `config` with every invariant checked after every decision and reload it from its save; bots
    (any `bots` kind but random agents) must answer without changing the game (`testing.untouched`);
    with `branches`, at up to that many points of the game (drawn from its seed, `BRANCH_GAP` decisions apart on
    average) a clone and a reload of its save must play on alike (`testing.check_branches_agree`).
    Returns {"seed", "ok": True, "reason", "decisions", "guessed"} (the answers bots left to chance, by faction and
    decision kind: `simulate.guessed`) or, when it failed, {"seed", "ok": False, "error",
    "plugin", "traceback", "config"} (`plugin`: where in a plugin's code it was raised, or None)."""
    from rootcore import new_game, plugins, simulate
    from rootcore.agents import play, seat_agents
    from rootcore.testing import InvariantChecker, InvariantError, check_branches_agree, check_replay_equivalence, \
        untouched
    try:
        game = new_game(config)
        checker = InvariantChecker(game)
        checker(game)
        agents = seat_agents(game, bots)
        points = branch_points(config["seed"], branches)

        def after_each(game) -> None:
            checker(game)
            if points and len(game.log) in points and game.pending is not None:
                check_branches_agree(game, len(game.log), BRANCH_DECISIONS)
        seats = agents if bots == "random" else {f: untouched(agent) for f, agent in agents.items()}
        result = play(game, seats, after_each=after_each if points else checker)
        check_replay_equivalence(game)
    except Exception as exc:  # any failure is a finding: report it with its game and go on
        plugin = None if isinstance(exc, InvariantError) else plugins.raised_in_plugin(exc)
        return {"seed": config["seed"], "ok": False, "error": f"{type(exc).__name__}: {exc}", "plugin": plugin,
                "traceback": "".join(traceback.format_exception(exc)), "config": config}
    return {"seed": config["seed"], "ok": True, "reason": result["reason"], "decisions": result["decisions"],
            "guessed": simulate.guessed(agents)}


def branch_points(seed: int, count: int) -> set[int]:
    """The `count` decision numbers of game `seed` where `--branches` checks, each 1 to 2 * `BRANCH_GAP` after the
    one before: spread over a game of any length (a short game reaches fewer)."""
    rng = random.Random(f"branches:{seed}")
    points, at = set(), 0
    for _ in range(count):
        at += rng.randint(1, 2 * BRANCH_GAP)
        points.add(at)
    return points


def add_arguments(parser) -> None:
    from rootcore.cli import add_disable_argument
    parser.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    parser.add_argument("--first-seed", type=int, default=0, help="seed of the first game (game i: first-seed + i)")
    parser.add_argument("--include", default="", metavar="ID[,ID...]",
                        help="plugins every game has: factions, a map, a deck, hirelings, landmarks, a ruleset, "
                             "characters (each played by a faction that takes one)")
    parser.add_argument("--bots", default="random", help="agent kind of every seat (random, heuristic)")
    parser.add_argument("--max-turns", type=int, help="turn cap of each game (a game reaching it has no winner)")
    parser.add_argument("--json", dest="json_out", metavar="FILE", help="write every game's result as JSON")
    parser.add_argument("--branches", type=int, default=0, metavar="N",
                        help=f"at up to N points of each game, about {BRANCH_GAP} decisions apart, a clone and a "
                             f"reload of its save play on {BRANCH_DECISIONS} random choices and must stay alike (finds "
                             "state a component keeps outside the game state, and resume points that do not resume)")
    parser.add_argument("--traceback", action="store_true", help="print each failure's traceback")
    add_disable_argument(parser)


def run(args) -> int:
    from rootcore import plugins
    registry = plugins.discover(tuple(args.disable))
    include = [i.strip() for i in args.include.split(",") if i.strip()]
    if args.branches < 0:
        raise RootcoreError(f"--branches must be 0 or more, not {args.branches}")
    results, started = [], time.perf_counter()
    for seed in range(args.first_seed, args.first_seed + args.games):
        config = mixed_config(seed, include, registry)
        if args.max_turns is not None:
            config["max_turns"] = args.max_turns
        if args.disable:
            config["disable"] = list(args.disable)
        result = fuzz_game(config, args.bots, args.branches)
        results.append(result)
        if not result["ok"]:
            _print_failure(result, args.traceback)
    failed = [r for r in results if not r["ok"]]
    print(f"{len(results)} game{'s' * (len(results) != 1)}, {len(failed)} failed ({time.perf_counter() - started:.1f} s)"
          + (f": seeds {', '.join(str(r['seed']) for r in failed)}" if failed else ""))
    from rootcore import simulate
    guessed = simulate.guessed_total([r for r in results if r["ok"]])
    if guessed:  # what the bots (--bots heuristic) left to chance: where their authors should look next
        print(simulate.guessed_line(guessed, len(results) - len(failed)))
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as out:
            json.dump([{k: v for k, v in r.items() if k != "traceback"} for r in results], out, indent=1)
    return 1 if failed else 0


def _print_failure(result: dict, with_traceback: bool) -> None:
    print(f"seed {result['seed']}: {result['error'].splitlines()[0]}")
    for line in result["error"].splitlines()[1:]:
        print(f"  {line}")
    if result["plugin"]:
        print(f"  raised in {result['plugin']}")
    print(f"  config: {json.dumps(result['config'])}")
    if with_traceback:
        print(result["traceback"], end="")
    sys.stdout.flush()
