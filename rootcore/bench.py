"""The benchmark: how fast rootcore plays, for fixed seeds and random agents (`rootcore bench`,
`python -m rootcore.bench`).

For each suite (a game config: factions, map, deck, options) it reports complete games per second and
decisions per second (median and spread over repeated runs), mean decisions per game, the cost of `clone()`
and of save/load mid-game, peak memory, and the share of time spent in hooks: in their implementations, work
included ("hooks %"), and in the dispatch alone ("dispatch %": every call of an implementation priced as a
call by position to a function doing nothing; calls by keyword and the generated hook callers' own calls
come on top, so it is a lower bound). With `--by-decision` it also shows where play time goes by decision
kind, and with `--profile N` the N functions that take the most time by themselves (cProfile) with each source
file's share. Each game's final state is fingerprinted, so two versions can be compared (`--compare OLD.json`)
both for speed and for playing exactly the same games. It also times a fixed piece of Python work (`host`), so that
a comparison with a run on another host can divide the hosts' speeds out. The fingerprint itself is not timed (JSON written
before 21 November 2026, commit b753d2a, timed it: against those, speed-ups look a little larger than they
are).
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import hashlib
import json
import os
import platform
import pstats
import statistics
import sys
import time
import timeit
import tracemalloc
import warnings

from rootcore.agents import RandomAgent, play
from rootcore.decisions import RootcoreError
from rootcore.engine import check_config, load_game, new_game

SUITES_RESOURCE = ("rootcore_content", "configs/bench")  # one game config per suite, named by file


class BenchError(RootcoreError):
    """Bad arguments for `rootcore bench`: a suite that is neither built in nor a config file, a count
    below one, or a --compare file that is not a bench JSON file."""


def suites() -> dict[str, dict]:
    """The built-in suites: every config file in content/configs/bench/ (suite name = file stem), each as
    the settings its games are made from (`suite_settings`)."""
    import importlib.resources
    folder = importlib.resources.files(SUITES_RESOURCE[0]).joinpath(SUITES_RESOURCE[1])
    return {entry.name[:-5]: suite_settings(f"{SUITES_RESOURCE[0]}:{SUITES_RESOURCE[1]}/{entry.name}")
            for entry in sorted(folder.iterdir(), key=lambda e: e.name) if entry.name.endswith(".toml")}


def suite_settings(source) -> dict:
    """A game config (file, resource spec or mapping) as the settings of a suite: all of it (factions, map,
    deck, expansions, options...) but its seed, since the bench plays its own seeds, and its agents, since
    the bench plays random agents. Raises ContentError naming the file and field of a malformed config."""
    from rootcore.content import load_game_config
    from rootcore.engine import config_to_dict, make_config
    settings = config_to_dict(make_config(load_game_config(source)))
    settings.pop("seed", None)
    settings.pop("agents", None)
    return settings


def fingerprint(game) -> str:
    return hashlib.sha256(json.dumps(game.state.to_json(), sort_keys=True).encode()).hexdigest()[:16]


class HookTimer:
    """Accumulates the time spent inside a game's hook implementations (hot-path tables included),
    i.e. the cost of the extension points, dispatch and work together. The two clock readings around each
    call are not hook time: their measured cost (`clock_overhead`) is taken off `seconds`."""

    def __init__(self):
        self.raw_seconds = 0.0
        self.calls = 0
        self.clock_overhead = _clock_overhead()

    @property
    def seconds(self) -> float:
        return max(0.0, self.raw_seconds - self.calls * self.clock_overhead)

    def attach(self, game) -> None:
        from rootcore.engine import FIRSTRESULT_HOOKS, FastHooks
        from rootcore.rules.rule import rule_counters
        from rootcore.rules.turn import phase_edges
        definition = game.definition
        timed = {name: tuple(self._timed(impl) for impl in impls) for name, impls in definition.fast_hooks.items()}
        definition.fast_hooks.clear()
        definition.fast_hooks.update(timed)
        # the timed rule bonuses and tie-breakers
        definition.rule_counters, definition.rule_kept, definition.ties_kept = rule_counters(definition)
        definition.phase_edges = phase_edges(definition)  # and the timed phase hooks
        definition.hooks = game.hooks = FastHooks(timed, FIRSTRESULT_HOOKS)

    def _timed(self, impl):
        def timed(*args, **kwargs):  # by position from the hook tables, by keyword for a firstresult hook
            start = time.perf_counter()
            try:
                return impl(*args, **kwargs)
            finally:
                self.raw_seconds += time.perf_counter() - start
                self.calls += 1
        return timed


def _call_cost(samples: int = 20000) -> float:
    """What calling a function that does nothing with three arguments by position costs (the least of several
    runs): the cheapest price of one hook dispatch, the call itself, without the implementation's work (the
    dispatch tables call implementations by position; a call by keyword costs more)."""
    def noop(game, faction, phase):
        return None

    def least(statement: str) -> float:
        return min(timeit.repeat(statement, number=samples, repeat=5, globals={"noop": noop})) / samples
    return max(least("noop(None, None, None)") - least("pass"), 0.0)


def _clock_overhead(samples: int = 20000) -> float:
    """What one interval between two back-to-back clock readings measures (the least of several runs)."""
    clock = time.perf_counter
    best = float("inf")
    for _ in range(5):
        total = 0.0
        for _ in range(samples):
            start = clock()
            total += clock() - start
        best = min(best, total / samples)
    return best


def run_games(settings: dict, seeds, hook_timer: HookTimer | None = None) -> dict:
    """Play one random game of a suite's `settings` per seed; returns timing, decisions and fingerprints."""
    decisions = 0
    prints = {}
    seconds = 0.0
    for seed in seeds:
        start = time.perf_counter()
        game = new_game({**settings, "seed": seed})
        if hook_timer is not None:
            hook_timer.attach(game)
        result = play(game, RandomAgent(seed))
        seconds += time.perf_counter() - start  # creating and playing the game; its fingerprint is not timed
        decisions += result["decisions"]
        prints[str(seed)] = fingerprint(game)
    return {"seconds": seconds, "games": len(seeds), "decisions": decisions, "fingerprints": prints}


def mid_game(settings: dict, seed: int, decisions: int = 150):
    game = new_game({**settings, "seed": seed})
    play(game, RandomAgent(seed), max_decisions=decisions)
    return game


def decision_costs(settings: dict, seeds) -> list[dict]:
    """Where play time goes, by decision kind: for each kind, how often it is asked per game, and the time
    from the previous answer until this decision is ready (the rules run between the two, its menu
    included), as a share of all play time and per decision. Slow menus and actions show up here first."""
    count: dict[str, int] = {}
    seconds: dict[str, float] = {}
    options: dict[str, int] = {}
    clock = time.perf_counter
    for seed in seeds:
        game = new_game({**settings, "seed": seed})
        agent = RandomAgent(seed)
        while game.pending is not None:
            answer = agent(game, game.pending)
            start = clock()
            game.choose(answer)
            took = clock() - start
            kind = game.pending.kind if game.pending is not None else "(game over)"
            count[kind] = count.get(kind, 0) + 1
            seconds[kind] = seconds.get(kind, 0.0) + took
            options[kind] = options.get(kind, 0) + (len(game.pending.options) if game.pending is not None else 0)
    total = sum(seconds.values())
    return [{"kind": kind, "per_game": count[kind] / len(seeds), "share": seconds[kind] / total,
             "microseconds": 1e6 * seconds[kind] / count[kind], "options": options[kind] / count[kind]}
            for kind in sorted(seconds, key=seconds.__getitem__, reverse=True)]


def format_decision_costs(name: str, costs: list[dict], top: int = 15) -> str:
    lines = [f"{name}: time by the decision it leads to (top {min(top, len(costs))} of {len(costs)} kinds)",
             f"  {'share':>6}  {'per game':>8}  {'us each':>7}  {'options':>7}  kind"]
    lines += [f"  {100 * c['share']:5.1f}%  {c['per_game']:8.1f}  {c['microseconds']:7.1f}  {c['options']:7.1f}  "
              f"{c['kind']}" for c in costs[:top]]
    return "\n".join(lines)


def profile(settings: dict, seeds) -> dict:
    """Play one random game per seed under cProfile. Returns, per function, its calls and its own and cumulative
    seconds, and the total own time: the profile the docs read to find hot paths (docs/performance.md).
    cProfile slows calls down more than other work, so shares are a guide, not a measurement of speed."""
    gc.collect()  # a collection's pause lands in whatever function runs: start with none pending
    profiler = cProfile.Profile()
    profiler.enable()
    for seed in seeds:
        play(new_game({**settings, "seed": seed}), RandomAgent(seed))
    profiler.disable()
    stats = pstats.Stats(profiler).stats  # type: ignore[attr-defined]  # {(file, line, name): (cc, nc, tt, ct, ..)}
    functions = [{"file": file, "line": line, "function": name, "calls": calls, "own": own, "cumulative": cumulative}
                 for (file, line, name), (_, calls, own, cumulative, _) in stats.items()]
    return {"games": len(seeds), "functions": functions, "total": sum(f["own"] for f in functions)}


def _source(file: str) -> str:
    """A short name for a profiled function's file: its last two path parts, or "~" for built-ins."""
    return "~" if file == "~" else "/".join(file.replace(os.sep, "/").split("/")[-2:])


def format_profile(name: str, found: dict, top: int) -> str:
    """The `top` functions by own time, then the source files by own time (the ten largest)."""
    total, games = found["total"] or 1.0, found["games"]
    functions = sorted(found["functions"], key=lambda f: f["own"], reverse=True)
    lines = [f"{name}: profile of {games} games (cProfile; top {min(top, len(functions))} functions by own time)",
             f"  {'own %':>6}  {'cum %':>6}  {'calls/game':>10}  function"]
    for f in functions[:top]:
        lines.append(f"  {100 * f['own'] / total:6.1f}  {100 * f['cumulative'] / total:6.1f}  "
                     f"{f['calls'] / games:10.1f}  {_source(f['file'])}:{f['line']}({f['function']})")
    by_file: dict[str, float] = {}
    for f in functions:
        by_file[_source(f["file"])] = by_file.get(_source(f["file"]), 0.0) + f["own"]
    lines.append(f"{name}: own time by source file (the ten largest)")
    for file, own in sorted(by_file.items(), key=lambda item: item[1], reverse=True)[:10]:
        lines.append(f"  {100 * own / total:6.1f}  {file}")
    return "\n".join(lines)


def time_op(op, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        op()
        out.append(time.perf_counter() - start)
    return out


def spread(values: list[float]) -> dict:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def settle() -> None:
    """Move what loading made (the plugins' modules, the content, the shared components) out of the garbage
    collector's reach (`gc.freeze`), as a long-running host playing many games would: otherwise every full
    collection during the games walks all of it, a cost that grows with the plugins installed and has nothing to do
    with the rules (docs/performance.md: about 0.8% of a base-four game's instructions with 42 plugins installed)."""
    gc.collect()
    gc.freeze()


def bench_suite(name: str, settings: dict, games: int, repeat: int, first_seed: int,
                by_decision: bool = False, profiled: bool = False) -> dict:
    seeds = list(range(first_seed, first_seed + games))
    runs = [run_games(settings, seeds) for _ in range(repeat)]
    gps = [r["games"] / r["seconds"] for r in runs]
    dps = [r["decisions"] / r["seconds"] for r in runs]
    timer = HookTimer()
    timed = run_games(settings, seeds, timer)
    games_mid = [mid_game(settings, seed) for seed in seeds[: min(5, len(seeds))]]
    clone_us = [t * 1e6 for g in games_mid for t in time_op(g.clone, 20)]
    save_load_ms = [t * 1e3 for g in games_mid for t in time_op(lambda g=g: load_game(g.to_json()), 3)]
    tracemalloc.start()
    run_games(settings, seeds[:3])
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    result = {
        "suite": name, "factions": list(settings["factions"]), "settings": settings, "games": games,
        "repeat": repeat,
        "games_per_second": spread(gps), "decisions_per_second": spread(dps),
        "decisions_per_game": runs[0]["decisions"] / games,
        "clone_microseconds": spread(clone_us), "save_load_milliseconds": spread(save_load_ms),
        "peak_memory_mb": peak / 2**20,
        "hook_share": timer.seconds / timed["seconds"], "hook_calls_per_game": timer.calls / games,
        # The dispatch alone: every hook call priced as a call to a function doing nothing.
        "dispatch_share": timer.calls * _call_cost() / timed["seconds"],
        "fingerprints": runs[0]["fingerprints"],
        "same_games_every_run": all(r["fingerprints"] == runs[0]["fingerprints"] for r in runs),
    }
    if by_decision:
        result["decision_costs"] = decision_costs(settings, seeds)
    if profiled:
        result["profile"] = profile(settings, seeds)
    return result


def available_suites(names: list[str] | None, disable=()) -> list[tuple[str, dict]]:
    """(name, settings) of each suite to run: every built-in suite when `names` is None, skipping (and
    saying so) one whose game cannot be set up here (a faction, map or deck plugin not installed); else
    each of `names`, a built-in suite's name or a game config TOML file (named by its stem), which must
    set up: its error (ContentError, ConfigError, PluginError) says what is wrong. Each suite's games also
    skip the plugins of `disable` (`--disable`)."""
    from rootcore.engine import with_disabled
    known = {name: with_disabled(settings, disable) for name, settings in suites().items()}
    if names is None:
        out = []
        for name, settings in sorted(known.items()):
            problem = setup_problem(settings)
            if problem:
                print(f"skipping {name}: {problem}", file=sys.stderr)
            else:
                out.append((name, settings))
        return out
    chosen = []
    files = {}  # suite name -> the config file given for it, named by its errors
    for name in names:
        if name in known:
            chosen.append((name, known[name]))
        elif name.endswith(".toml") or os.sep in name:
            stem = os.path.splitext(os.path.basename(name))[0]
            chosen.append((stem, with_disabled(suite_settings(name), disable)))
            files[stem] = name
        else:
            raise BenchError(f"unknown suite {name!r} (known: {', '.join(sorted(known))}; or give a game config "
                             f"TOML file)")
    for name, settings in chosen:
        try:
            check_config(settings)  # raises what is wrong, naming it
        except RootcoreError as exc:
            if name not in files:
                raise
            raise BenchError(f"{files[name]}: {exc}") from None  # as `rootcore play --config` names it
    return chosen


def setup_problem(settings: dict) -> str | None:
    """Why a game of `settings` cannot be set up here (a plugin not installed...), or None."""
    try:
        check_config(settings)
    except RootcoreError as exc:
        return str(exc)
    return None


def format_table(results: list[dict], old: dict | None = None, host_ratio: float | None = None) -> str:
    """The results table; with `old` (suite -> an earlier run's result), a "vs old" row under each suite it has: the
    games/s ratio and whether the games were the same, and with `host_ratio` (`host_speed_ratio`, given when the
    hosts' speeds differ) the ratio with the hosts' difference divided out too."""
    rows = [("suite", "games/s", "(min-max)", "decisions/s", "dec/game", "clone us", "save+load ms",
             "peak MB", "hooks %", "dispatch %")]
    for r in results:
        g, d = r["games_per_second"], r["decisions_per_second"]
        rows.append((r["suite"], f"{g['median']:.1f}", f"{g['min']:.1f}-{g['max']:.1f}", f"{d['median']:.0f}",
                     f"{r['decisions_per_game']:.0f}", f"{r['clone_microseconds']['median']:.0f}",
                     f"{r['save_load_milliseconds']['median']:.1f}", f"{r['peak_memory_mb']:.1f}",
                     f"{100 * r['hook_share']:.1f}", f"{100 * r['dispatch_share']:.1f}"))
        prev = (old or {}).get(r["suite"])
        if prev:
            ratio = g["median"] / prev["games_per_second"]["median"]
            rows.append(("  vs old", f"x{ratio:.2f}", "", "", "", "", "", "", "", _verdict(prev, r)))
            if host_ratio is not None:
                rows.append(("  per host speed", f"x{ratio / host_ratio:.2f}", "", "", "", "", "", "", "", ""))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.rjust(w) if i else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths)))
                     for row in rows)


def _same_games(old: dict, new: dict) -> bool | None:
    """Whether two runs of a suite played the same games on the seeds they share (a short run compared with
    a longer one), or None when they share no seed."""
    old_prints, new_prints = old.get("fingerprints", {}), new["fingerprints"]
    common = old_prints.keys() & new_prints.keys()
    return all(old_prints[seed] == new_prints[seed] for seed in common) if common else None


def _verdict(old: dict, new: dict) -> str:
    """What the comparison of a suite's two runs says about their games; the seeds in common are counted
    when the runs played other seeds too (their speed ratio then compares other games as well)."""
    same = _same_games(old, new)
    if same is None:
        return "no seed in common"
    verdict = "same games" if same else "DIFFERENT GAMES" + _other_settings(old, new)
    common = len(old["fingerprints"].keys() & new["fingerprints"].keys())
    if common != len(old["fingerprints"]) or common != len(new["fingerprints"]):
        verdict += f" ({common} seeds in common)"
    return verdict


def _other_settings(old: dict, new: dict) -> str:
    """" (other settings)" when the compared run played its suite with other settings (an edited config file),
    which explains different games; files written before settings were recorded hold their factions alone."""
    return "" if old.get("settings", new["settings"]) == new["settings"] else " (other settings)"


def interpreter() -> dict:
    """Which Python ran the benchmark. The same code runs 10 to 15% faster on an interpreter built with
    profile-guided and link-time optimisation (docs/performance.md), so a comparison must say which it used."""
    return {"implementation": platform.python_implementation(), "version": platform.python_version(),
            "executable": sys.executable, "compiler": platform.python_compiler()}


class _Piece:
    """A small object with slots, as the rules make many (`reference_work`)."""

    __slots__ = ("owner", "count")

    def __init__(self, owner: int, count: int):
        self.owner = owner
        self.count = count


def _pieces_of(pieces, owner: int):
    for piece in pieces:
        if piece.owner == owner:
            yield piece.count


def reference_work(rounds: int = 4000) -> int:
    """A fixed piece of Python work shaped like the rules' (dict lookups, small objects, calls, a generator run with
    `yield from`-like iteration, list building), timed by `host` to say how fast the host runs Python. It touches no
    part of rootcore, so its time depends on the host and the interpreter only."""
    total = 0
    table: dict[int, int] = {}
    for i in range(rounds):
        pieces = [_Piece(j % 4, i + j) for j in range(8)]
        for owner in range(4):
            table[owner] = table.get(owner, 0) + sum(_pieces_of(pieces, owner))
        total += len([p for p in pieces if p.count & 1]) + (i in table)
    return total + sum(table.values())


def host(samples: int = 7) -> dict:
    """The machine the benchmark ran on: its processor as the system names it (None where it does not say) and the
    time of `reference_work` in microseconds (the least of `samples` runs). Games per second depend on the host as
    much as on the code (docs/performance.md: the same code played 72-77 and 25-33 games/s on two hosts), so a
    comparison between runs on different hosts also gives the games/s ratio divided by the hosts' ratio."""
    reference_work(200)  # warm up
    best = min(timeit.repeat(reference_work, number=1, repeat=samples))
    return {"processor": _processor_name(), "reference_microseconds": best * 1e6}


def _processor_name() -> str | None:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or None


# Hosts whose reference work times differ by less than this share count as equally fast: on one host with other
# work running, two runs' times differed by up to 14% (22.0 and 25.1 ms), as much as the games per second do.
HOST_SAME = 0.15


def host_speed_ratio(old_file: dict, new_host: dict) -> float | None:
    """How many times as fast as the compared run's host this host ran `reference_work` (above 1: faster), or None
    when the compared file has no host record (written before 23 November 2026)."""
    old = old_file.get("host") or {}
    if not old.get("reference_microseconds"):
        return None
    return old["reference_microseconds"] / new_host["reference_microseconds"]


def describe(python: dict) -> str:
    return f"{python['implementation']} {python['version']} ({python['compiler']}) at {python['executable']}"


def other_interpreter(old_file: dict, python: dict) -> str | None:
    """How the compared run's interpreter differs from this one's, or None when they are the same. Files
    written before the interpreter was recorded hold its version alone."""
    old = old_file.get("interpreter")
    if old is None:
        version = old_file.get("python")
        return None if version in (None, python["version"]) else f"Python {version}"
    return None if _resolved(old) == _resolved(python) else describe(old)


def _resolved(python: dict) -> dict:
    """`python` with its executable's symbolic links followed: `bin/python`, `bin/python3.11` and a virtual
    environment's `python` may all be one interpreter."""
    return {**python, "executable": os.path.realpath(python["executable"])}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="rootcore bench", description=__doc__.split("\n")[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


def add_arguments(parser) -> None:
    from rootcore.cli import add_disable_argument
    parser.add_argument("--games", type=int, default=50, help="games per run (seeds first-seed...)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per suite for the median and spread")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--suite", action="append",
                        help="a suite name, or a game config TOML file (its factions, map, deck and options; its "
                             "seed and agents are ignored); repeatable (default: every suite in content/configs/bench)")
    add_disable_argument(parser)
    parser.add_argument("--json", dest="json_out", help="write the results to this JSON file")
    parser.add_argument("--compare", help="an earlier --json file to compare against")
    parser.add_argument("--by-decision", action="store_true",
                        help="also show where play time goes, by the kind of decision it leads to")
    parser.add_argument("--profile", type=int, metavar="N",
                        help="also profile the suite's games (cProfile) and show the N functions with the most "
                             "own time, and each source file's share")


def read_results(path: str) -> dict:
    """An earlier `--json` file, checked enough to compare against; BenchError names the file otherwise."""
    try:
        with open(path) as f:
            data = json.load(f)
    except OSError as exc:
        raise BenchError(f"cannot read --compare file {path}: {exc.strerror}") from None
    except ValueError as exc:
        raise BenchError(f"--compare file {path} is not JSON: {exc}") from None
    results = data.get("results") if isinstance(data, dict) else None
    if not isinstance(results, list) or not all(isinstance(r, dict) and "suite" in r for r in results):
        raise BenchError(f"--compare file {path} is not a bench result: it has no list of suite results")
    return data


def run(args) -> int:
    for name in ("games", "repeat", "profile"):
        if getattr(args, name) is not None and getattr(args, name) < 1:
            raise BenchError(f"--{name} must be at least 1, not {getattr(args, name)}")
    warnings.simplefilter("ignore")
    old = None
    host_ratio = None
    old_file = read_results(args.compare) if args.compare else None
    python = interpreter()
    print(f"interpreter: {describe(python)}")
    machine = host()
    print(f"host: {machine['processor'] or 'processor not named'}; reference work "
          f"{machine['reference_microseconds'] / 1000:.1f} ms (the same Python work on every host: `bench.host`)")
    if old_file is not None:
        old = {r["suite"]: r for r in old_file["results"]}
        other = other_interpreter(old_file, python)
        if other:
            print(f"the compared run used another interpreter, {other}: its ratios compare interpreters too",
                  file=sys.stderr)
        host_ratio = host_speed_ratio(old_file, machine)
        if host_ratio is not None and abs(host_ratio - 1) < HOST_SAME:
            host_ratio = None  # within the reference work's own spread between runs: the same speed of host
        if host_ratio is not None:
            print(f"this host does the reference work {host_ratio:.2f} times as fast as the compared run's"
                  if host_ratio > 1 else
                  f"the compared run's host did the reference work {1 / host_ratio:.2f} times as fast as this one",
                  file=sys.stderr)
    chosen = available_suites(args.suite, args.disable)  # each suite's game set up once: plugins and content loaded
    settle()
    results = [bench_suite(name, settings, args.games, args.repeat, args.first_seed, args.by_decision,
                           args.profile is not None)
               for name, settings in chosen]
    print(format_table(results, old, host_ratio))
    for r in results:
        if "decision_costs" in r:
            print()
            print(format_decision_costs(r["suite"], r["decision_costs"]))
        if "profile" in r:
            print()
            print(format_profile(r["suite"], r.pop("profile"), args.profile))  # printed, not written to JSON
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump({"python": python["version"], "interpreter": python, "host": machine, "results": results}, f,
                      indent=1)
    old = old or {}
    differ = [r for r in results if r["suite"] in old and _same_games(old[r["suite"]], r) is False]
    if differ:
        settings = [r["suite"] for r in differ if _other_settings(old[r["suite"]], r)]
        why = f"suites played with other settings: {', '.join(settings)}" if settings else "a rules change, or a bug"
        print(f"the games differ from the compared run ({why})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
