"""The `rootcore` command: play a game with bots, replay a save, list plugins, validate content.

Defined here: `play`, `replay`, `plugins`, `validate` and `bench`. The other commands live in their own modules
(`COMMAND_MODULES`): `simulate`, `render`, `serve`, `new-plugin`, `cards` and `fuzz`. `rootcore --help` lists them
all, and `rootcore COMMAND --help` gives a command's options; the README's "The command line" shows them in use.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import warnings
from pathlib import Path

from rootcore.decisions import RootcoreError


def _id_list(text: str) -> list[str]:
    """Comma-separated ids (`--factions`, `--disable`) as a list."""
    return [i.strip() for i in text.split(",") if i.strip()]


def add_disable_argument(parser) -> None:
    """`--disable ID[,ID...]` (repeatable), for every command that makes games or loads plugins."""
    parser.add_argument("--disable", metavar="ID[,ID...]", action="extend", type=_id_list, default=[],
                        help="plugins to skip before import (a broken one, say), beside the config's own disable list")


def config_from_args(args) -> dict:
    """The game config of the command line: the --config file's, changed by --factions, --map, --deck, --seed
    (those the command has) and --disable."""
    from rootcore.content import load_game_config
    from rootcore.engine import config_to_dict, with_disabled
    base = config_to_dict(load_game_config(args.config)) if args.config else {}
    if getattr(args, "factions", None) is not None:  # given empty (--factions "" from an unset variable): an error
        base["factions"] = _id_list(args.factions)
    for key in ("map", "deck", "seed", "ruleset"):
        if getattr(args, key, None) is not None:
            base[key] = getattr(args, key)
    return with_disabled(base, args.disable)


# The flags that set a config field, by field: the others come from the --config file, or the defaults. The
# seats' agent kinds (`agents.seat_kinds`) the command line sets are named "agents" (--bots) or, in `rootcore
# simulate`, "challenger"; "agents.<faction>" is a seat of the file's agents table.
CONFIG_FLAGS = {"factions": "--factions", "map": "--map", "deck": "--deck", "seed": "--seed", "ruleset": "--ruleset",
                "max_turns": "--max-turns", "disable": "--disable", "agents": "--bots", "challenger": "--challenger"}


def config_sources(args, fields: tuple[str, ...]) -> list[str]:
    """Where the command line's config got `fields`: each one's flag when it was given, else the --config file
    (if any), with the field when it is a key of one of the file's tables ("agents.eyrie"). With no fields known
    (an error a plugin raised, most likely about the options, which no flag sets), the file."""
    given = {field: flag for field, flag in CONFIG_FLAGS.items()
             if getattr(args, flag[2:].replace("-", "_"), None) not in (None, [])}
    sources = [given.get(field) or _in_file(args.config, field) for field in fields or ("options",)]
    named = {source for source in sources if source and source != args.config}
    # The file named once: with its field when one of the fields is a table's key ("game.toml: agents.eyrei").
    return list(dict.fromkeys(source for source in sources if source and not (
        source == args.config and any(s.startswith(f"{source}: ") for s in named))))


def _in_file(path: str | None, field: str) -> str | None:
    """The --config file (None without one) as where `field` was set, the field named when it is a table's key."""
    return f"{path}: {field}" if path and "." in field else path


def blamed(exc, args) -> Exception:
    """`exc`, an error in the command line's config (a ConfigError, or a ContentError of the config itself),
    naming where the wrong setting came from: the flag that set it, or the --config file."""
    from rootcore.content import ContentError
    from rootcore.engine import ConfigError
    if isinstance(exc, ContentError):  # the config with the flags applied is checked as "<config>"
        return ContentError(_blamed_issue(issue, args) for issue in exc.issues)
    sources = config_sources(args, exc.fields)
    return ConfigError(f"{', '.join(sources)}: {exc}" if sources else str(exc), exc.fields)


def _blamed_issue(issue, args):
    """A ContentIssue of the command line's config ("<config>") naming the flag or file that set its field."""
    import attrs
    field = issue.path[2:].partition("[")[0].partition(".")[0]  # "factions" for "$.factions[1]"
    sources = config_sources(args, (field,)) if issue.file == "<config>" else []
    return attrs.evolve(issue, file=", ".join(sources)) if sources else issue


def cmd_play(args) -> int:
    import rootcore
    from rootcore.content import ContentError
    if "=" in args.bots or "," in args.bots:  # simulate's --bots entries (FACTION=KIND), which play does not take
        raise RootcoreError(f"--bots {args.bots}: rootcore play takes one agent kind, for every seat not set "
                            "otherwise; give a seat its own with the config's agents table "
                            "(agents = { FACTION = \"KIND\" })")
    config = config_from_args(args)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            game = rootcore.new_game(config)
            if _people_seated(game, args) and not _seed_given(args):
                # People at the table: a new deal each time (seed 0 every time would let them learn the bots'
                # hands and dice); the seed is printed with the result, so the game can be played again.
                import secrets
                game = rootcore.new_game({**config, "seed": secrets.randbelow(2**53)})
        except (rootcore.ConfigError, ContentError) as exc:
            raise blamed(exc, args) from None
    from rootcore.engine import warnings_told
    for message in warnings_told(game, caught):
        print(f"warning: {message}", file=sys.stderr)
    from rootcore.agents import seat_agents
    seed = game.config.seed
    seats = {f.strip(): "human" for f in (args.human or "").split(",") if f.strip()}
    try:
        agents = seat_agents(game, args.bots, seats)
    except rootcore.ConfigError as exc:  # an agent kind not installed, from --bots or the file's agents table
        raise blamed(exc, args) from None
    from rootcore.human import HumanAgent, play_interactive
    humans = list(seats) + [f for f, a in agents.items() if isinstance(a, HumanAgent) and f not in seats]
    if humans:  # people at this terminal: undo may rebuild the game, so take the game it returns
        result = play_interactive(game, agents, humans)
        game = result["game"]
    else:
        result = rootcore.play(game, agents)
    print(f"map {game.config.map}, deck {game.config.deck}, seed {seed}, seating {', '.join(game.state.turn_order)}")
    if result["winners"]:
        how = "by dominance" if result["reason"] == "dominance" else "by reaching 30 victory points"
        print(f"winner: {', '.join(result['winners'])} ({how}) after {result['turns']} turns, "
              f"{result['decisions']} decisions")
    elif result.get("quit"):
        print(f"no winner: the game was stopped during turn {game.state.turn}")
    else:
        print(f"no winner: the game stopped at the turn cap ({game.config.max_turns} turn"
              f"{'s' if game.config.max_turns != 1 else ''})")
    width = max(12, *map(len, game.state.turn_order))  # a long id (second_vagabond) keeps the column
    for fid in game.state.turn_order:
        fs = game.state.factions[fid]
        note = " (dominance activated)" if fs.dominance is not None else ""
        print(f"  {fid:{width}} {fs.score:3} VP{note}")
    if args.save:  # after the result, which a failed write (a full disk) must not take with it
        game.save(args.save)
        print(f"saved to {args.save}")
    return 0


def _people_seated(game, args) -> bool:
    """Whether anyone plays at this terminal: --human, or a "human" seat in the config's agents table."""
    return bool((args.human or "").strip()) or "human" in game.config.agents.values()


def _seed_given(args) -> bool:
    """Whether the command line (--seed) or the --config file sets the seed."""
    if getattr(args, "seed", None) is not None:
        return True
    if not args.config:
        return False
    from rootcore.content import read_document, resolve_resource
    return "seed" in read_document(resolve_resource(args.config), args.config)


def cmd_replay(args) -> int:
    import rootcore
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            game = rootcore.load_game(args.file, disable=args.disable)
        except rootcore.ConfigError as exc:  # the save's config names what is not installed: say which save
            raise rootcore.ConfigError(f"save file {args.file}: {exc}", exc.fields) from None
    print(f"replayed {len(game.log)} choices: the final state matches the save")
    if game.is_over:
        print(f"winner: {', '.join(game.winners) or 'none'}; scores: "
              + ", ".join(f"{f} {s}" for f, s in game.scores.items()))
    else:
        pending = game.pending
        assert pending is not None  # the rules stop asking only once the game is over
        print(f"game in progress: {pending.player} to decide {pending.kind}")
    return 0


def cmd_plugins(args) -> int:
    from rootcore import plugins
    registry = plugins.discover(broken_ok=True)
    # The core comes first, as a row of its own: a frontend reads its game options where it reads the plugins'.
    # A plugin that failed to load is listed after the others with its error, and the exit status says so.
    rows = [plugins.core_info().to_json()] + [info.to_json() for info in registry.plugins.values()]
    broken = [info.to_json() for info in registry.broken]
    if args.json:
        print(json.dumps(rows + broken, indent=2))
    else:
        width = max(len(row["id"]) for row in rows + broken)  # one column for every id, the longest included
        for row in rows:  # fan content says so, and where it comes from (the manifest's `fan`)
            fan = f"  [fan: {row['fan']}]" if row["fan"] else ""
            print(f"{row['id']:{width}} {row['kind']:10} {row['version']:8} {row['distribution']}{fan}")
        for row in broken:  # its kind and version when its manifest was read before it failed
            print(f"{row['id']:{width}} {row['kind'] or '':10} {row['version'] or '':8} BROKEN: {row['error']}")
    if broken:
        print(f"error: {len(broken)} plugin(s) failed to load, so no game starts. "
              f"{plugins.skip_hint(registry.broken)}", file=sys.stderr)
        return 1
    return 0


def cmd_validate(args) -> int:
    from rootcore.content import validate_paths
    issues = validate_paths(args.paths)
    for issue in issues:
        print(issue)
    if issues:
        print(f"{len(issues)} problem(s) found", file=sys.stderr)
        return 1
    print(f"ok: {', '.join(args.paths)} valid")
    return 0


def cmd_bench(args) -> int:
    from rootcore import bench
    return bench.run(args)


# Commands that live in their own module: each module has `add_arguments(parser)` and `run(args) -> int`,
# and a one-line docstring used as the help text. A module not present in this installation is skipped.
COMMAND_MODULES = {
    "simulate": "rootcore.simulate",
    "render": "rootcore.render",
    "serve": "rootcore.serve",
    "new-plugin": "rootcore.scaffold",
    "cards": "rootcore.cardlist",
    "fuzz": "rootcore.fuzz",
}


def _add_module_commands(sub) -> None:
    import importlib
    for name, module_name in COMMAND_MODULES.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                continue
            raise
        p = sub.add_parser(name, help=(module.__doc__ or name).strip().split("\n")[0])
        module.add_arguments(p)
        p.set_defaults(func=module.run)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rootcore", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play a complete game with random bots and print the result")
    p.add_argument("--config", help="game config TOML file")
    p.add_argument("--factions", help="comma-separated faction ids (default: the config's, else the default game's)")
    p.add_argument("--map")
    p.add_argument("--deck")
    p.add_argument("--ruleset", help="a ruleset changing rules of the Law, such as legacy_edition (docs/rulesets.md)")
    p.add_argument("--seed", type=int)
    p.add_argument("--save", help="write the finished game's save to this file")
    p.add_argument("--bots", default="random", help="agent kind for the seats not otherwise set (random, heuristic)")
    p.add_argument("--human", help="comma-separated factions played by a person in this terminal")
    add_disable_argument(p)
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("replay", help="replay a save and check it reaches the recorded state")
    p.add_argument("file")
    add_disable_argument(p)
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("plugins", help="list installed plugins")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_plugins)
    p = sub.add_parser("validate", help="validate content files or plugin directories")
    p.add_argument("paths", nargs="+")
    p.set_defaults(func=cmd_validate)
    from rootcore.bench import add_arguments
    p = sub.add_parser("bench", help="benchmark random games: games/s, decisions/s, clone, save/load, hooks")
    add_arguments(p)
    p.set_defaults(func=cmd_bench)
    _add_module_commands(sub)
    return parser


# Arguments naming a file a command writes once its work is done: checked before the work starts, so that a
# long simulation is not lost to a mistyped folder.
OUTPUT_ARGUMENTS = {"save": "--save", "json_out": "--json", "csv_out": "--csv", "output": "--output"}


def check_output_folders(args) -> None:
    for name, flag in OUTPUT_ARGUMENTS.items():
        path = getattr(args, name, None)
        if path and not Path(path).resolve().parent.is_dir():
            raise RootcoreError(f"{flag} {path}: the folder {Path(path).parent} does not exist")
        if path and Path(path).is_dir():  # found only when the file is written, after the games
            raise RootcoreError(f"{flag} {path}: this is a folder; give the name of a file in it")


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    try:
        check_output_folders(args)
        return args.func(args)
    except RootcoreError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped reading (`rootcore plugins | head`): nothing is wrong here
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit's flush does not fail again
        return 1
    except (ValueError, OSError) as exc:  # content errors are ValueErrors listing every issue
        from rootcore import plugins
        from rootcore.content import ContentError
        culprit = None if isinstance(exc, ContentError) else plugins.raised_in_plugin(exc)
        if culprit:  # a plugin's own bug, not bad input: where it was raised, and whose code it is
            import traceback
            traceback.print_exc()
            print(f"error: {type(exc).__name__} raised in {culprit}: {exc}", file=sys.stderr)
            return 1
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
