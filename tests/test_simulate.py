"""`rootcore simulate`: batch games in parallel processes with a stats table, the same results whatever the
number of workers, and clear errors for bad input."""
from __future__ import annotations

import csv
import json
import sys

import pytest

from rootcore.cli import main
from rootcore.simulate import TIMING_FIELDS


def without_timing(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in TIMING_FIELDS}


def test_one_and_two_workers_give_the_same_results(tmp_path, capsys):
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    args = ["simulate", "--games", "4", "--first-seed", "3", "--bots", "marquise=heuristic", "--quiet"]
    assert main(args + ["--workers", "1", "--json", str(one)]) == 0
    table = capsys.readouterr().out
    assert main(args + ["--workers", "2", "--json", str(two)]) == 0
    first, second = json.loads(one.read_text()), json.loads(two.read_text())
    assert without_timing(first) == without_timing(second)
    assert [r["seed"] for r in first["results"]] == [3, 4, 5, 6]
    assert first["agents"] == {"marquise": "heuristic", "eyrie": "random", "alliance": "random",
                               "vagabond": "random"}
    wins = sum(s["wins"] for s in first["per_faction"].values())
    assert wins >= first["games"] - first["turn_cap_games"]
    assert sum(s["wins"] for s in first["per_seat"]) == wins
    for heading in ("faction", "seat", "win rate", "stdev", "dominance wins", "coalition wins", "turn-cap games",
                    "mean turns per game", "games/s"):
        assert heading in table
    assert "marquise  heuristic" in table


def test_progress_bar_and_csv(tmp_path, capsys):
    out = tmp_path / "games.csv"
    assert main(["simulate", "--games", "3", "--factions", "marquise,eyrie", "--csv", str(out)]) == 0
    captured = capsys.readouterr()
    assert "3/3 games" in captured.err and "[" in captured.err
    rows = list(csv.DictReader(out.open()))
    assert [int(r["seed"]) for r in rows] == [0, 1, 2]
    assert {"score_marquise", "score_eyrie", "agent_eyrie", "winners", "reason"} <= set(rows[0])


def test_challenger_runs_one_batch_per_faction(tmp_path, capsys):
    out = tmp_path / "c.json"
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--challenger", "heuristic",
                 "--quiet", "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "heuristic seat against the others, by faction" in text
    data = json.loads(out.read_text())
    assert [b["challenger"] for b in data["batches"]] == ["marquise", "eyrie"]
    assert data["batches"][1]["agents"] == {"marquise": "random", "eyrie": "heuristic"}


def test_unknown_faction_is_a_clear_error(capsys):
    assert main(["simulate", "--games", "2", "--factions", "marquise,otters", "--quiet"]) == 2
    assert "otters" in capsys.readouterr().err


def test_a_human_seat_names_the_setting_that_chose_it(tmp_path, capsys):
    # The README's config seats a person (agents = { eyrie = "human" }): simulate refused it without saying where.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      '[agents]\neyrie = "human"\n')
    told = "simulate plays bots only: the 'eyrie' seat is 'human', which would wait for the terminal"
    for args, source in ((["--config", str(config)], f"{config}: agents.eyrie"),
                         (["--factions", "marquise,eyrie", "--bots", "eyrie=human"], "--bots")):
        assert main(["simulate", "--games", "1", "--quiet", *args]) == 2
        assert capsys.readouterr().err == f"error: {source}: {told}\n", args
    assert main(["simulate", "--games", "1", "--quiet", "--config", str(config), "--bots", "eyrie=random"]) == 0


def test_unknown_agent_kind_and_bad_bots_entry(capsys):
    assert main(["simulate", "--games", "2", "--bots", "genius", "--quiet"]) == 2
    assert "no 'genius' agent" in capsys.readouterr().err
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--bots", "otters=heuristic",
                 "--quiet"]) == 2
    assert "otters" in capsys.readouterr().err


@pytest.mark.parametrize("bots, told", [("random,heuristic", "two default kinds, 'random' and 'heuristic'"),
                                         ("eyrie=heuristic,eyrie=random", "'eyrie' two agent kinds")])
def test_bots_giving_a_seat_two_kinds_is_an_error_not_the_last_one_silently(bots, told, capsys):
    # `--bots random,heuristic` read as one kind per seat used to seat the heuristic bot everywhere without a word.
    assert main(["simulate", "--games", "1", "--factions", "marquise,eyrie", "--bots", bots, "--quiet"]) == 2
    assert told in capsys.readouterr().err


@pytest.mark.parametrize("option, told", [('vagabond_character = "nobody"', "no such character"),
                                           ("random_suits = false", "needs suit markers")])
def test_an_option_refused_at_setup_is_a_clear_error_before_any_game(tmp_path, option, told, capsys):
    # Such a value is found wrong only when a game is set up (the Vagabond's character, the Winter map's suits):
    # the batch is refused as `rootcore play` refuses the game, not by a worker's traceback.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "vagabond"]\nmap = "winter"\n'
                      f"options = {{ {option} }}\n")
    assert main(["simulate", "--games", "2", "--config", str(config), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert told in err and "Traceback" not in err


def test_the_summary_names_the_game_options(tmp_path, capsys):
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      "options = { conceal_hands = true }\n")
    assert main(["simulate", "--games", "2", "--config", str(config), "--quiet"]) == 0
    assert "(standard deck, options conceal_hands = true)" in capsys.readouterr().out


def test_the_summary_names_the_landmarks_and_hirelings(tmp_path, capsys):
    # A batch with landmarks (Law A.5) or hirelings (A.6) used to print the same heading as one without.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      'landmarks = ["tower", "ferry"]\n'
                      'hirelings = ["flame_bearers", "warm_sun_prophets", "corvid_spies"]\n')
    assert main(["simulate", "--games", "1", "--config", str(config), "--quiet"]) == 0
    assert "(standard deck, landmarks tower/ferry, hirelings flame_bearers/warm_sun_prophets/corvid_spies)" in \
        capsys.readouterr().out


@pytest.mark.parametrize("workers", ["0", "-3"])
def test_bad_workers(workers, capsys):
    assert main(["simulate", "--games", "2", "--workers", workers, "--quiet"]) == 2
    assert "--workers must be at least 1" in capsys.readouterr().err


def test_workers_must_be_a_number(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--workers", "many"])
    assert exc.value.code == 2
    assert "invalid int value" in capsys.readouterr().err


# -- Ray, for what outgrows one machine (DESIGN 9) --------------------------------------------------------------

class _PoolStandIn:
    """What `ray.util.multiprocessing.Pool` offers simulate (imap in order, terminate, join), played in this
    process, recording how it was made: the glue is tested where Ray is not installed."""
    made: list[dict] = []

    def __init__(self, processes=None, ray_address=None):
        self.made.append({"processes": processes, "ray_address": ray_address})
        self.closed = False

    def imap(self, function, jobs, chunksize=1):
        return map(function, jobs)

    def close(self):
        self.closed = True

    def terminate(self):
        raise AssertionError("a pool whose games all came back is closed, not terminated")

    def join(self):
        assert self.closed


def _fake_ray(monkeypatch):
    import types
    modules = {name: types.ModuleType(name) for name in ("ray", "ray.util", "ray.util.multiprocessing")}
    modules["ray.util.multiprocessing"].Pool = _PoolStandIn  # type: ignore[attr-defined]
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    _PoolStandIn.made = []


@pytest.mark.parametrize("extra, made", [
    (["--ray", "local", "--workers", "2"], {"processes": 2, "ray_address": None}),
    (["--ray", "auto"], {"processes": None, "ray_address": "auto"}),  # every CPU of the cluster
    (["--ray", "ray://head:10001", "--workers", "9"], {"processes": 3, "ray_address": "ray://head:10001"}),
])
def test_ray_plays_the_same_games_in_seed_order(extra, made, tmp_path, monkeypatch, capsys):
    _fake_ray(monkeypatch)
    here, there = tmp_path / "here.json", tmp_path / "there.json"
    args = ["simulate", "--games", "3", "--first-seed", "7", "--factions", "marquise,eyrie", "--quiet"]
    assert main(args + ["--json", str(here)]) == 0
    assert _PoolStandIn.made == []  # one process: no pool at all
    assert main(args + extra + ["--json", str(there)]) == 0
    assert _PoolStandIn.made == [made]  # --workers above --games is cut to the games, as for local processes
    first, second = json.loads(here.read_text()), json.loads(there.read_text())
    assert without_timing(first) == without_timing(second)
    assert [r["seed"] for r in second["results"]] == [7, 8, 9]


@pytest.mark.parametrize("games, workers, chunk", [(400, 2, 10), (40, 2, 5), (3, None, 2), (100, 16, 2),
                                                   (1000, None, 10)])
def test_ray_tasks_hold_up_to_ten_games_and_every_process_gets_several(games, workers, chunk):
    from rootcore.simulate import ray_chunksize
    assert ray_chunksize(games, workers) == chunk


def test_ray_not_installed_says_how_to_install_it(monkeypatch, capsys):
    for name in ("ray", "ray.util", "ray.util.multiprocessing"):
        monkeypatch.setitem(sys.modules, name, None)  # importing it raises ImportError, installed or not
    assert main(["simulate", "--games", "2", "--ray", "local", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "--ray needs Ray" in err and 'pip install "rootcore[ray]"' in err


def test_ray_failing_to_start_is_named_by_the_flag(monkeypatch, capsys):
    _fake_ray(monkeypatch)

    def no_cluster(processes=None, ray_address=None):
        raise ConnectionError("Could not find any running Ray instance.")
    monkeypatch.setattr(sys.modules["ray.util.multiprocessing"], "Pool", no_cluster)
    assert main(["simulate", "--games", "2", "--ray", "auto", "--quiet"]) == 2
    assert "--ray auto: Ray could not start its pool: Could not find any running Ray instance." in \
        capsys.readouterr().err


def test_ray_needs_an_address(capsys):
    assert main(["simulate", "--games", "2", "--ray", " ", "--quiet"]) == 2
    assert "--ray needs an address" in capsys.readouterr().err


@pytest.mark.slow
def test_a_real_ray_instance_plays_the_same_games(tmp_path, capsys):
    """With Ray installed (pip install "rootcore[ray]"), a local Ray instance of two processes: the same
    results as one process."""
    ray = pytest.importorskip("ray")
    here, there = tmp_path / "here.json", tmp_path / "there.json"
    args = ["simulate", "--games", "6", "--first-seed", "11", "--quiet"]
    try:
        assert main(args + ["--json", str(here)]) == 0
        assert main(args + ["--ray", "local", "--workers", "2", "--json", str(there)]) == 0
    finally:
        ray.shutdown()
    assert without_timing(json.loads(here.read_text())) == without_timing(json.loads(there.read_text()))
