"""`rootcore simulate`: batch games in parallel processes with a stats table, the same results whatever the
number of workers, and clear errors for bad input."""
from __future__ import annotations

import csv
import json
import sys
import types

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


class _Terminal:
    """A stream that shows only what was flushed, as a terminal shows a line without its newline."""

    def __init__(self):
        self.pending, self.shown = "", ""

    def write(self, text: str) -> None:
        self.pending += text

    def flush(self) -> None:
        self.shown, self.pending = self.shown + self.pending, ""


def test_the_progress_bar_redraws_at_most_five_times_a_second_and_always_shows_the_last_game(monkeypatch):
    from rootcore import simulate
    clock = iter([100.0, 101.0, 101.1, 103.0, 103.05])  # made, then one reading per update
    monkeypatch.setattr(simulate, "time", types.SimpleNamespace(perf_counter=lambda: next(clock)))
    terminal = _Terminal()
    progress = simulate.Progress(4, "eyrie ", stream=terminal)
    progress.update(1)
    assert terminal.shown == "\reyrie [" + "#" * 7 + "." * 23 + "] 1/4 games  1.0 games/s  eta 3s "
    progress.update(2)  # 0.1 s after the last drawing: not drawn
    progress.update(3)
    assert terminal.shown.split("\r")[1:] == [
        "eyrie [" + "#" * 7 + "." * 23 + "] 1/4 games  1.0 games/s  eta 3s ",
        "eyrie [" + "#" * 22 + "." * 8 + "] 3/4 games  1.0 games/s  eta 1s "]
    progress.update(4)  # the last game is drawn however soon after the one before
    progress.finish()
    assert terminal.shown.split("\r")[3] == "eyrie [" + "#" * 30 + "] 4/4 games  1.3 games/s  eta 0s \n"


def test_quiet_draws_no_progress_bar(capsys):
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def test_bots_entries_may_be_spaced_or_empty_and_the_first_equals_sign_ends_the_faction(capsys):
    from rootcore.simulate import parse_bots
    factions = ["marquise", "eyrie"]
    assert parse_bots(" heuristic , ,eyrie = random,", factions) == ("heuristic", {"eyrie": "random"})
    assert parse_bots("", factions) == ("random", {})
    assert main(["simulate", "--games", "1", "--factions", "marquise,eyrie", "--bots", "eyrie=heuristic=x",
                 "--quiet"]) == 2
    assert "no 'heuristic=x' agent" in capsys.readouterr().err


def test_challenger_runs_one_batch_per_faction(tmp_path, capsys):
    out = tmp_path / "c.json"
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--challenger", "heuristic",
                 "--quiet", "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "heuristic seat against the others, by faction" in text
    assert text.startswith("== marquise played by heuristic\n") and "\n\n== eyrie played by heuristic\n" in text
    data = json.loads(out.read_text())
    assert [b["challenger"] for b in data["batches"]] == ["marquise", "eyrie"]
    assert data["batches"][1]["agents"] == {"marquise": "random", "eyrie": "heuristic"}


# Three made-up games of marquise, eyrie and vagabond: a win by points, a dominance win the vagabond joins (a
# coalition, Law 9.2.8) and a game stopped at the turn cap.
MADE_UP_RESULTS = [
    {"seed": 5, "seating": ["marquise", "eyrie", "vagabond"], "winners": ["marquise"], "reason": "score", "turns": 10,
     "decisions": 100, "scores": {"marquise": 30, "eyrie": 12, "vagabond": 9},
     "agents": {"marquise": "heuristic", "eyrie": "random", "vagabond": "random"}},
    {"seed": 6, "seating": ["eyrie", "vagabond", "marquise"], "winners": ["eyrie", "vagabond"], "reason": "dominance",
     "turns": 12, "decisions": 140, "scores": {"marquise": 8, "eyrie": 20, "vagabond": 15},
     "agents": {"marquise": "heuristic", "eyrie": "random", "vagabond": "random"}},
    {"seed": 7, "seating": ["vagabond", "marquise", "eyrie"], "winners": [], "reason": "turn_cap", "turns": 20,
     "decisions": 200, "scores": {"marquise": 5, "eyrie": 6, "vagabond": 7},
     "agents": {"marquise": "heuristic", "eyrie": "random", "vagabond": "random"}},
]
FACTIONS = ["marquise", "eyrie", "vagabond"]


def test_the_summary_counts_wins_by_faction_and_by_seat_and_how_games_ended():
    from rootcore.simulate import summarize
    summary = summarize(MADE_UP_RESULTS, FACTIONS, {"marquise": "heuristic"}, "random")
    assert summary["agents"] == {"marquise": "heuristic", "eyrie": "random", "vagabond": "random"}
    assert summary["first_seed"] == 5 and summary["games"] == 3
    assert {f: (s["wins"], s["score"]["min"], s["score"]["max"]) for f, s in summary["per_faction"].items()} == {
        "marquise": (1, 5, 30), "eyrie": (1, 6, 20), "vagabond": (1, 7, 15)}
    assert summary["per_faction"]["marquise"]["score"]["mean"] == pytest.approx(43 / 3)
    assert summary["per_faction"]["marquise"]["win_rate"] == pytest.approx(1 / 3)
    # Seat 1 won the first two games, seat 2 (the vagabond's coalition) the second, seat 3 none.
    assert [(s["seat"], s["wins"], s["score"]["min"], s["score"]["max"]) for s in summary["per_seat"]] == [
        (1, 2, 7, 30), (2, 1, 5, 15), (3, 0, 6, 9)]
    assert (summary["score_wins"], summary["dominance_wins"], summary["coalition_wins"],
            summary["turn_cap_games"]) == (1, 1, 1, 1)
    assert summary["mean_turns"] == pytest.approx(14) and summary["mean_decisions"] == pytest.approx(440 / 3)


def test_the_printed_summary_and_challenger_table_give_every_row():
    from rootcore.simulate import format_challenger, format_summary, summarize
    summary = summarize(MADE_UP_RESULTS, FACTIONS, {"marquise": "heuristic"}, "random")
    lines = format_summary(summary, {"map": "winter", "deck": "exiles"}).splitlines()
    assert lines[0] == "3 games of marquise, eyrie, vagabond on winter (exiles deck), seeds 5-7"
    assert [line.split()[:3] for line in lines[7:11]] == [["seat", "wins", "win"], ["1", "2", "66.7%"],
                                                           ["2", "1", "33.3%"], ["3", "0", "0.0%"]]
    assert lines[-2:] == ["wins by 30 VP: 1 (33.3%), dominance wins: 1 (33.3%), coalition wins: 1 (33.3%), "
                          "turn-cap games: 1 (33.3%)", "mean turns per game: 14.0, mean decisions per game: 147"]
    batches = [{**summary, "challenger": f} for f in FACTIONS]
    rows = [line.split() for line in format_challenger(batches, "heuristic").splitlines()[3:]]
    # The dominance column counts the dominance wins the challenger shares: the eyrie's, and the vagabond's
    # coalition with it.
    assert [(row[0], row[1], row[3], row[7]) for row in rows] == [
        ("marquise", "heuristic", "1", "0"), ("eyrie", "heuristic", "1", "1"), ("vagabond", "heuristic", "1", "1")]


def test_the_summary_says_how_often_and_where_the_bots_answered_at_random():
    from rootcore.simulate import GUESSED_SHOWN, format_summary, summarize
    guesses = [{"marquise": {"a.one": 2, "b.two": 1}}, {}, {"marquise": {"b.two": 3}, "eyrie": {"c.three": 1}}]
    results = [{**r, "guessed": g} for r, g in zip(MADE_UP_RESULTS, guesses)]
    summary = summarize(results, FACTIONS, {"marquise": "heuristic"}, "random")
    assert summary["guessed"] == {"b.two": 4, "a.one": 2, "c.three": 1}  # the most first
    assert format_summary(summary, {}).splitlines()[-1] == (
        "answers the bots left to chance: 2.3 per game (b.two 4, a.one 2, c.three 1)")
    many = [{**MADE_UP_RESULTS[0], "guessed": {"marquise": {f"kind.{i}": 1 for i in range(GUESSED_SHOWN + 1)}}}]
    line = format_summary(summarize(many, FACTIONS, {}, "random"), {}).splitlines()[-1]
    assert line.endswith("kind.4 1, ...)") and "kind.5" not in line  # the first GUESSED_SHOWN, by name when tied
    # None guessed (random agents, or bots with a rule for everything): no line.
    assert "left to chance" not in format_summary(summarize(MADE_UP_RESULTS, FACTIONS, {}, "random"), {})


def test_each_games_result_counts_its_bots_random_answers_by_faction_and_kind(tmp_path, monkeypatch, capsys):
    """A heuristic bot whose rules answer nothing (its `decide` patched) leaves every decision it does not look
    ahead at to chance: each game's result counts them, and the summary says so."""
    from rootcore.bots import HeuristicBot
    monkeypatch.setattr(HeuristicBot, "decide", lambda self, game, decision: None)
    out = tmp_path / "sim.json"
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--bots", "eyrie=heuristic", "--quiet",
                 "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    for result in data["results"]:
        assert set(result["guessed"]) == {"eyrie"}  # the random agent's seat counts nothing
        assert sum(result["guessed"]["eyrie"].values()) > 0
    per_game = [r["guessed"]["eyrie"] for r in data["results"]]
    assert data["guessed"] == {k: sum(g.get(k, 0) for g in per_game) for k in data["guessed"]}  # the batch's total
    assert set(data["guessed"]) == {k for g in per_game for k in g}
    assert "answers the bots left to chance" in capsys.readouterr().out


def test_the_csv_names_the_batch_by_its_challenger_or_its_number(tmp_path):
    from rootcore.simulate import summarize, write_csv
    summary = summarize(MADE_UP_RESULTS, FACTIONS, {}, "random")
    path = tmp_path / "games.csv"
    write_csv(str(path), [{**summary, "challenger": None}])
    assert [row["batch"] for row in csv.DictReader(path.open())] == ["0", "0", "0"]
    write_csv(str(path), [{**summary, "challenger": "eyrie"}])
    assert [row["batch"] for row in csv.DictReader(path.open())] == ["eyrie", "eyrie", "eyrie"]


def test_the_deck_and_ruleset_flags_reach_the_games_and_the_json_config_has_no_seed(tmp_path, capsys):
    out = tmp_path / "out.json"
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--deck", "exiles", "--ruleset",
                 "legacy_edition", "--quiet", "--json", str(out)]) == 0
    assert "on autumn (exiles deck)" in capsys.readouterr().out
    data = json.loads(out.read_text())
    assert data["config"]["deck"] == "exiles" and data["config"]["ruleset"] == "legacy_edition"
    assert "seed" not in data["config"]  # each game has its own, in its result
    assert data["games_per_second"] == pytest.approx(data["games"] / data["seconds"])


def test_the_default_is_a_hundred_games_in_one_process_and_more_workers_make_a_pool(monkeypatch, capsys):
    import argparse
    from rootcore import simulate
    parser = argparse.ArgumentParser()
    simulate.add_arguments(parser)
    assert parser.parse_args([]).games == 100
    assert simulate.make_pool(None) is None and simulate.make_pool(1) is None
    pool = simulate.make_pool(2)
    try:
        assert pool is not None
    finally:
        pool.terminate()
        pool.join()
    asked = []
    monkeypatch.setattr(simulate, "make_pool", lambda workers, *rest: asked.append(workers))
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--quiet"]) == 0
    assert asked == [1]


def test_games_played_by_workers_move_the_progress_bar(capsys):
    assert main(["simulate", "--games", "2", "--factions", "marquise,eyrie", "--workers", "2"]) == 0
    err = capsys.readouterr().err
    assert "2/2 games" in err and err.endswith(" eta 0s \n")


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_game_that_fails_is_named_by_its_seed(workers, monkeypatch):
    import rootcore.agents

    def broken_play(game, agents):
        raise ValueError("boom")
    monkeypatch.setattr(rootcore.agents, "play", broken_play)
    with pytest.raises(RuntimeError, match="the game with seed 4 failed: ValueError: boom"):
        main(["simulate", "--games", "2", "--first-seed", "4", "--factions", "marquise,eyrie", "--workers", workers,
              "--quiet"])


def test_a_warning_each_game_gives_is_not_repeated_for_every_game_of_the_batch(monkeypatch, capsys):
    import warnings
    import rootcore.engine
    new_game = rootcore.engine.new_game

    def warning_game(config, *args, **kwargs):
        warnings.warn("a card of this deck is not implemented")
        return new_game(config, *args, **kwargs)
    monkeypatch.setattr(rootcore.engine, "new_game", warning_game)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["simulate", "--games", "3", "--factions", "marquise,eyrie", "--quiet"]) == 0
    assert [str(w.message) for w in caught] == []


def test_simulate_runs_as_a_module():
    import subprocess
    result = subprocess.run([sys.executable, "-m", "rootcore.simulate", "--games", "1", "--factions",
                             "marquise,eyrie", "--quiet"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("1 games of marquise, eyrie on autumn")


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
                                                   (1000, None, 10), (32, None, 8)])
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
