"""Play many games with bots in parallel processes and print win rates and score statistics.

    rootcore simulate --games 400 --bots marquise=heuristic --workers 2
    rootcore simulate --games 400 --challenger heuristic --workers 2   # each faction in turn vs the rest
    rootcore simulate --games 100 --factions marquise,eyrie --bots heuristic --json out.json

Game i is played with seed `first-seed + i`; every seat's agent is seeded from the game seed and its seat
(`rootcore.agents.seat_agents`), and results are aggregated in seed order, so the same command prints the same
table (timing aside) whatever `--workers` is. `--bots` is a comma-separated list of agent kinds: a bare kind
(`random`, `heuristic`) is the default for every seat, `faction=kind` sets one faction's seat. `--challenger
KIND` runs one batch of `--games` games per faction in which that faction is played by KIND and the others
by the `--bots` default, then prints each batch and a summary table. Where heuristic bots met decisions none of
their rules rates and answered them at random, the summary says how often and which (`guessed` in the JSON, per game
and faction): a balance study should know, and a plugin author sees what its bot leaves to chance.

Beyond one machine, `--ray ADDRESS` plays the games on a Ray cluster (`pip install "rootcore[ray]"`) instead of
local processes: `--ray local` starts Ray on this machine, `--ray auto` joins the cluster `ray start` began here,
`--ray ray://HOST:10001` one elsewhere. Every node needs the same rootcore and plugins installed. `--workers` is
then the number of Ray processes (default: one per CPU the cluster has). The results are the same as on one
process: each game is seeded and they come back in seed order.
"""
from __future__ import annotations

import csv
import json
import statistics
import sys
import time
import warnings

from rootcore.decisions import RootcoreError

TIMING_FIELDS = ("seconds", "games_per_second")
GUESSED_SHOWN = 5  # decision kinds the summary names among those the bots answered at random


class SimulateError(RootcoreError):
    """Bad arguments for `rootcore simulate` (unknown agent kind, bad --bots entry...)."""


# -- one game (runs in a worker process; module-level so spawned processes can import it) --------------------

def play_one(job: tuple[dict, dict[str, str], str, int]) -> dict:
    """Play the game of `config` with seed `seed`; `seats` maps faction -> agent kind, `default` is the kind
    of the other seats. Returns a JSON-able summary of the finished game."""
    config, seats, default, seed = job
    warnings.simplefilter("ignore")
    from rootcore.agents import play
    try:
        game, agents = _start_game(config, seats, default, seed)
        result = play(game, agents)
    except Exception as exc:  # name the game, so it can be replayed alone
        raise RuntimeError(f"the game with seed {seed} failed: {type(exc).__name__}: {exc}") from exc
    st = game.state
    return {
        "seed": seed, "seating": list(st.turn_order), "winners": list(result["winners"]),
        "reason": result["reason"], "turns": result["turns"], "decisions": result["decisions"],
        "scores": {f: st.factions[f].score for f in st.turn_order},
        "agents": {f: seats.get(f, default) for f in st.turn_order},
        "guessed": guessed(agents),
    }


def guessed(agents) -> dict[str, dict[str, int]]:
    """Faction -> decision kind -> answers its bot left to chance in the game (a heuristic bot's `guessed`: no rule
    of its own rated the decision), for the bots that guessed at all; random agents count none."""
    return {f: dict(sorted(agent.guessed.items())) for f, agent in agents.items() if getattr(agent, "guessed", None)}


# -- parsing and checks --------------------------------------------------------------------------------------

def parse_bots(text: str | None, factions: list[str]) -> tuple[str, dict[str, str]]:
    """`--bots` text -> (default kind, {faction: kind}). Raises SimulateError on a bad entry, and on two default
    kinds or two kinds for one faction (the later one would silently win: `random,heuristic` is not a list by
    seat)."""
    default = "random"
    seats: dict[str, str] = {}
    bare: str | None = None
    for entry in (text or "").split(","):
        entry = entry.strip()
        if not entry:
            continue
        if "=" in entry:
            faction, kind = (part.strip() for part in entry.split("=", 1))
            if faction not in factions:
                raise SimulateError(f"--bots names faction {faction!r}, which is not in this game "
                                    f"(factions: {', '.join(factions)})")
            if not kind:
                raise SimulateError(f"--bots entry {entry!r} names no agent kind")
            if seats.get(faction, kind) != kind:
                raise SimulateError(f"--bots gives {faction!r} two agent kinds, {seats[faction]!r} and {kind!r}")
            seats[faction] = kind
        else:
            if bare is not None and bare != entry:
                raise SimulateError(f"--bots gives two default kinds, {bare!r} and {entry!r}: a bare KIND is every "
                                    "seat's default; set one seat with FACTION=KIND")
            default = bare = entry
    return default, seats


def check_agents(default: str, seats: dict[str, str], factions: list[str], disable: tuple[str, ...] = (),
                 table: dict[str, str] | None = None, chosen_by: str = "agents") -> None:
    """Build each seat's agent once (from the plugins not in `disable`), so an unknown kind is a clear error
    before any process starts: a ConfigError naming the setting that chose it (`agents.seat_kinds`: `seats`
    named `chosen_by`, the config's agents `table`, the `default`)."""
    from rootcore.agents import make_agent, seat_kinds
    for faction, (kind, field) in seat_kinds(factions, table or {}, default, seats, chosen_by).items():
        if kind == "human":  # a ConfigError naming the setting, so that the command line names its flag or file
            from rootcore.engine import ConfigError
            raise ConfigError(f"simulate plays bots only: the {faction!r} seat is 'human', which would wait for the "
                              "terminal", (field,))
        make_agent(kind, faction, 0, disable, field)


def game_config(args) -> dict:
    """The base game config (without seed) from the command line, checked by building one game."""
    from rootcore.cli import blamed, config_from_args
    from rootcore.content import ContentError
    from rootcore.engine import ConfigError, check_config, config_to_dict
    base = config_from_args(args)
    if args.max_turns is not None:
        base["max_turns"] = args.max_turns
    base.pop("seed", None)
    try:
        if "faction_draft" in base.get("options", {}):  # each seed would draft other factions: no table to compare
            raise ConfigError("simulate compares the same factions over many games: a faction_draft config drafts "
                              "other factions each game; list the factions with setup_cards = true instead "
                              "(docs/maps.md)", ("options",))
        out = config_to_dict(check_config({**base, "seed": args.first_seed}))
    except (ConfigError, ContentError) as exc:  # naming the flag or file the wrong setting came from
        raise blamed(exc, args) from None
    out.pop("seed", None)
    return out


# -- running ---------------------------------------------------------------------------------------------------

class Progress:
    """A one-line text progress bar on stderr (redrawn at most five times a second)."""

    def __init__(self, total: int, label: str = "", enabled: bool = True, stream=None):
        self.total, self.label, self.enabled = total, label, enabled
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.last = 0.0
        self.done = 0
        self.shown = -1

    def update(self, done: int) -> None:
        self.done = done
        now = time.perf_counter()
        if not self.enabled or (done < self.total and now - self.last < 0.2):
            return
        self.last = now
        self.shown = done
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - done) / rate if rate > 0 else 0.0
        width = 30
        filled = int(width * done / self.total) if self.total else width
        bar = "#" * filled + "." * (width - filled)
        self.stream.write(f"\r{self.label}[{bar}] {done}/{self.total} games  {rate:.1f} games/s  eta {eta:.0f}s ")
        self.stream.flush()

    def finish(self) -> None:
        if self.enabled:
            if self.shown != self.done:
                self.update(self.done)
            self.stream.write("\n")
            self.stream.flush()


def run_games(config: dict, seats: dict[str, str], default: str, seeds: list[int], pool=None,
              progress: Progress | None = None, chunksize: int = 2) -> list[dict]:
    """Play one game per seed, in `pool` (a multiprocessing pool, or `ray_pool`) if given; results come back in seed
    order."""
    jobs = [(config, seats, default, seed) for seed in seeds]
    if pool is None:
        results = []
        for job in jobs:
            results.append(play_one(job))
            if progress:
                progress.update(len(results))
        return results
    results = []
    for result in pool.imap(play_one, jobs, chunksize=chunksize):  # imap keeps seed order
        results.append(result)
        if progress:
            progress.update(len(results))
    return results


def make_pool(workers: int | None, warm_up: tuple | None = None, ray_address: str | None = None):
    """A pool of `workers` processes, or None for one. On Linux they are forked from this process after
    `warm_up` (a `play_one` job's config, seats and default kind) has loaded the plugins, content and bots
    once, so every worker starts playing at once; elsewhere they are spawned (fork is not safe on macOS).
    With `ray_address` ("local", or a cluster's address) Ray's pool of `workers` processes (None: one per CPU
    of the cluster) instead. Results never depend on it: each game is seeded."""
    if ray_address is not None:
        return ray_pool(ray_address, workers)
    if workers is None or workers <= 1:
        return None
    import multiprocessing
    if sys.platform.startswith("linux"):
        if warm_up is not None:
            _warm_up(*warm_up)
        return multiprocessing.get_context("fork").Pool(workers)
    return multiprocessing.get_context("spawn").Pool(workers)


def ray_pool(address: str, workers: int | None = None):
    """Ray's drop-in for a multiprocessing pool (`ray.util.multiprocessing.Pool`) with `workers` processes: on a
    Ray instance started here for "local", else on the cluster at `address` ("auto", "ray://HOST:PORT"). A
    distributed engine for what outgrows one machine, rather than one of our own (DESIGN 9)."""
    try:
        from ray.util.multiprocessing import Pool
    except ImportError as exc:
        raise SimulateError(f"--ray needs Ray, which is not installed here ({exc}): pip install \"rootcore[ray]\" "
                            "on this machine and on every node of the cluster") from None
    try:
        return Pool(processes=workers, ray_address=None if address == "local" else address)
    except Exception as exc:  # no cluster there, Ray's client missing...: named by the flag that asked for it
        raise SimulateError(f"--ray {address}: Ray could not start its pool: {exc}") from None


def ray_chunksize(games: int, workers: int | None) -> int:
    """Games per Ray task: a task costs more to start than a forked pool's, so up to 10 games each (400 games on a
    local Ray of two processes, warmed up: 65 games/s by twos, 74 by tens), while every process still gets about
    four tasks to share the work evenly."""
    return max(2, min(10, games // (4 * (workers or 1))))


def _start_game(config: dict, seats: dict[str, str], default: str, seed: int):
    """A new game of `config` with `seed`, and its agents (`seats`: faction -> agent kind, `default` for the
    other seats)."""
    from rootcore.agents import seat_agents
    from rootcore.engine import new_game
    game = new_game({**config, "seed": seed})
    return game, seat_agents(game, default, seats)


def _warm_up(config: dict, seats: dict[str, str], default: str) -> None:
    """Load what a game of `config` needs (plugins, content, components, bot modules) without playing it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        _start_game(config, seats, default, 0)


def _spread(values: list[float]) -> dict:
    if not values:
        return {"mean": 0.0, "stdev": 0.0, "min": 0, "max": 0}
    return {"mean": statistics.fmean(values), "stdev": statistics.pstdev(values),
            "min": min(values), "max": max(values)}


def summarize(results: list[dict], factions: list[str], seats: dict[str, str], default: str) -> dict:
    """Win rates by faction and by seat, score spread, how games ended, length: plain data, in seed order."""
    n = len(results)
    per_faction = {}
    for f in factions:
        wins = sum(1 for r in results if f in r["winners"])
        per_faction[f] = {"agent": seats.get(f, default), "games": n, "wins": wins,
                          "win_rate": wins / n if n else 0.0,
                          "score": _spread([r["scores"][f] for r in results])}
    players = max((len(r["seating"]) for r in results), default=0)
    per_seat = []
    for i in range(players):
        wins = sum(1 for r in results if r["seating"][i] in r["winners"])
        per_seat.append({"seat": i + 1, "games": n, "wins": wins, "win_rate": wins / n if n else 0.0,
                         "score": _spread([r["scores"][r["seating"][i]] for r in results])})
    return {
        "games": n, "factions": list(factions), "agents": {f: seats.get(f, default) for f in factions},
        "first_seed": results[0]["seed"] if results else None,
        "per_faction": per_faction, "per_seat": per_seat,
        "score_wins": sum(1 for r in results if r["reason"] == "score"),
        "dominance_wins": sum(1 for r in results if r["reason"] == "dominance"),
        # A winner joined by another (the rootcore_winners hook, e.g. a Vagabond coalition, Law 9.2.8).
        "coalition_wins": sum(1 for r in results if len(r["winners"]) > 1),
        "turn_cap_games": sum(1 for r in results if r["reason"] == "turn_cap"),
        "mean_turns": statistics.fmean(r["turns"] for r in results) if n else 0.0,
        "mean_decisions": statistics.fmean(r["decisions"] for r in results) if n else 0.0,
        "guessed": guessed_total(results),
        "results": results,
    }


def guessed_line(total: dict[str, int], games: int) -> str:
    """The summary's line on the answers bots left to chance in `games` games (`total`: kind -> answers, the most
    first, as `guessed_total` gives them)."""
    top = ", ".join(f"{kind} {count}" for kind, count in list(total.items())[:GUESSED_SHOWN])
    more = ", ..." if len(total) > GUESSED_SHOWN else ""
    return f"answers the bots left to chance: {sum(total.values()) / games:.1f} per game ({top}{more})"


def guessed_total(results: list[dict]) -> dict[str, int]:
    """Decision kind -> answers the bots left to chance over all `results`, the most first."""
    total: dict[str, int] = {}
    for r in results:
        for kinds in r.get("guessed", {}).values():
            for kind, count in kinds.items():
                total[kind] = total.get(kind, 0) + count
    return dict(sorted(total.items(), key=lambda kv: (-kv[1], kv[0])))


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _table(rows: list[tuple]) -> str:
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(row, widths)))
                     for row in rows)


def format_summary(summary: dict, config: dict) -> str:
    n = summary["games"]
    first = summary["first_seed"]
    options = config.get("options") or {}
    # What else sets the game apart (Law A.5 landmarks, A.6 hirelings, expansion bundles), then the options.
    told = "".join(f", {key} {'/'.join(config[key])}" for key in ("expansions", "landmarks", "hirelings")
                   if config.get(key))
    told += f", options {', '.join(f'{k} = {json.dumps(v)}' for k, v in sorted(options.items()))}" if options else ""
    lines = [f"{n} games of {', '.join(summary['factions'])} on {config.get('map', 'autumn')} "
             f"({config.get('deck', 'standard')} deck{told}), seeds {first}-{first + n - 1}"]
    rows: list[tuple] = [("faction", "agent", "wins", "win rate", "score mean", "stdev", "min", "max")]
    for f, s in summary["per_faction"].items():
        sc = s["score"]
        rows.append((f, s["agent"], s["wins"], _pct(s["win_rate"]), f"{sc['mean']:.1f}", f"{sc['stdev']:.1f}",
                     sc["min"], sc["max"]))
    lines += ["", _table(rows)]
    rows = [("seat", "wins", "win rate", "score mean", "stdev", "min", "max")]
    for s in summary["per_seat"]:
        sc = s["score"]
        rows.append((s["seat"], s["wins"], _pct(s["win_rate"]), f"{sc['mean']:.1f}", f"{sc['stdev']:.1f}",
                     sc["min"], sc["max"]))
    lines += ["", _table(rows), ""]
    share = (lambda k: f"{summary[k]} ({_pct(summary[k] / n)})") if n else (lambda k: str(summary[k]))
    lines.append(f"wins by 30 VP: {share('score_wins')}, dominance wins: {share('dominance_wins')}, "
                 f"coalition wins: {share('coalition_wins')}, turn-cap games: {share('turn_cap_games')}")
    lines.append(f"mean turns per game: {summary['mean_turns']:.1f}, mean decisions per game: "
                 f"{summary['mean_decisions']:.0f}")
    if summary["guessed"]:  # a bot met decisions none of its rules rates: say so, a study should know
        lines.append(guessed_line(summary["guessed"], n))
    if "seconds" in summary:
        lines.append(f"{summary['seconds']:.1f} s, {summary['games_per_second']:.2f} games/s")
    return "\n".join(lines)


def format_challenger(batches: list[dict], kind: str) -> str:
    rows: list[tuple] = [("faction", "agent", "games", "wins", "win rate", "score mean", "stdev", "dominance",
                          "mean turns")]
    for b in batches:
        f = b["challenger"]
        s = b["per_faction"][f]
        dom = sum(1 for r in b["results"] if r["reason"] == "dominance" and f in r["winners"])
        rows.append((f, kind, b["games"], s["wins"], _pct(s["win_rate"]), f"{s['score']['mean']:.1f}",
                     f"{s['score']['stdev']:.1f}", dom, f"{b['mean_turns']:.1f}"))
    return f"{kind} seat against the others, by faction\n\n" + _table(rows)


def write_csv(path: str, batches: list[dict]) -> None:
    factions = batches[0]["factions"]
    with open(path, "w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["batch", "seed", "seating", "winners", "reason", "turns", "decisions"]
                     + [f"score_{x}" for x in factions] + [f"agent_{x}" for x in factions])
        for i, b in enumerate(batches):
            for r in b["results"]:
                out.writerow([b.get("challenger") or i, r["seed"], " ".join(r["seating"]), " ".join(r["winners"]),
                              r["reason"], r["turns"], r["decisions"]]
                             + [r["scores"][x] for x in factions] + [r["agents"][x] for x in factions])


# -- the command -------------------------------------------------------------------------------------------------

def add_arguments(parser) -> None:
    from rootcore.cli import add_disable_argument
    parser.add_argument("--games", type=int, default=100, help="games to play (per faction with --challenger)")
    parser.add_argument("--config", help="game config TOML file (its seed is ignored; its agents seat bots, a --bots "
                                         "FACTION=KIND entry overrides one, --challenger ignores them)")
    parser.add_argument("--factions",
                        help="comma-separated faction ids (default: the config's, else the default game's)")
    parser.add_argument("--map")
    parser.add_argument("--deck")
    parser.add_argument("--ruleset", help="a ruleset changing rules of the Law, such as legacy_edition")
    parser.add_argument("--max-turns", type=int, help="turn cap (a game reaching it has no winner)")
    add_disable_argument(parser)
    parser.add_argument("--bots", default="random",
                        help="agent kinds: a bare KIND (random, heuristic) is every seat's default, FACTION=KIND "
                             "sets one seat; comma-separated")
    parser.add_argument("--challenger", metavar="KIND",
                        help="one batch per faction, that faction played by KIND, the others by the --bots default")
    parser.add_argument("--workers", type=int, help="processes to play in (default 1; with --ray, one per CPU of the "
                                                    "cluster)")
    parser.add_argument("--ray", metavar="ADDRESS", help="play on Ray (pip install \"rootcore[ray]\"): 'local' starts it "
                                                          "here, 'auto' or ray://HOST:PORT joins a cluster")
    parser.add_argument("--first-seed", type=int, default=0, help="seed of the first game (game i: first-seed + i)")
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", dest="json_out", metavar="FILE", help="write summaries and every game's result as JSON")
    out.add_argument("--csv", dest="csv_out", metavar="FILE", help="write one row per game as CSV")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args) -> int:
    from rootcore.cli import blamed
    from rootcore.engine import ConfigError
    if args.games < 1:
        raise SimulateError(f"--games must be at least 1, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise SimulateError(f"--workers must be at least 1, not {args.workers}")
    config = game_config(args)
    factions = list(config["factions"])
    default, seats = parse_bots(args.bots, factions)
    config_seats: dict[str, str] = config.pop("agents", None) or {}  # a config file's seats, unless --bots sets them
    if args.challenger:
        if seats:
            raise SimulateError("--challenger sets the seats itself: give --bots a bare default kind only")
        plans, table, chosen_by = [(f, {f: args.challenger}) for f in factions], {}, "challenger"
    else:
        plans, table, chosen_by = [(None, seats)], config_seats, "agents"
    try:
        for _, plan_seats in plans:
            check_agents(default, plan_seats, factions, tuple(config.get("disable", ())), table, chosen_by)
    except ConfigError as exc:  # naming the flag or the file's agents table that chose the kind
        raise blamed(exc, args) from None
    plans = [(challenger, {**table, **plan_seats}) for challenger, plan_seats in plans]
    seeds = list(range(args.first_seed, args.first_seed + args.games))
    batches = []
    if args.ray is not None and not args.ray.strip():
        raise SimulateError("--ray needs an address: local, auto or ray://HOST:PORT")
    workers = args.workers if args.workers is not None else (None if args.ray else 1)  # Ray: every CPU it has
    if workers is not None:
        workers = min(workers, args.games)
    pool = make_pool(workers, (config, plans[0][1], default), args.ray)
    try:
        for challenger, plan_seats in plans:
            progress = Progress(len(seeds), f"{challenger} " if challenger else "", enabled=not args.quiet)
            start = time.perf_counter()
            chunks = ray_chunksize(len(seeds), workers) if args.ray else 2
            results = run_games(config, plan_seats, default, seeds, pool, progress, chunks)
            progress.finish()
            seconds = time.perf_counter() - start
            summary = summarize(results, factions, plan_seats, default)
            summary.update(config=config, challenger=challenger, seconds=seconds,
                           games_per_second=len(results) / seconds if seconds > 0 else 0.0)
            batches.append(summary)
            if challenger:
                print(f"== {challenger} played by {args.challenger}")
            print(format_summary(summary, config))
            print()
    except BaseException:
        if pool is not None:
            pool.terminate()
            pool.join()
        raise
    if pool is not None:  # let the workers end by themselves: Ray reports a terminated worker as one that died
        pool.close()
        pool.join()
    if args.challenger:
        print(format_challenger(batches, args.challenger))
    if args.json_out:
        data = batches[0] if len(batches) == 1 else {"challenger": args.challenger, "batches": batches}
        with open(args.json_out, "w") as f:
            json.dump(data, f, indent=1)
    if args.csv_out:
        write_csv(args.csv_out, batches)
    return 0


def main(argv=None) -> int:
    from rootcore.cli import main as cli_main
    if argv is None:
        argv = sys.argv[1:]
    return cli_main(["simulate", *argv])


if __name__ == "__main__":
    sys.exit(main())
