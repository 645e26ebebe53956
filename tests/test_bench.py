"""The benchmark command runs, writes JSON, and its comparison notices when the games differ."""
from __future__ import annotations

import json

from rootcore.cli import main


def test_bench_writes_json_and_compares(tmp_path, capsys):
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "2", "--repeat", "2", "--suite", "marquise-eyrie", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    (result,) = data["results"]
    assert result["suite"] == "marquise-eyrie" and result["games_per_second"]["median"] > 0
    assert result["decisions_per_game"] > 0 and 0 < result["dispatch_share"] < result["hook_share"] < 1
    assert result["same_games_every_run"] and len(result["fingerprints"]) == 2
    assert "games/s" in capsys.readouterr().out
    assert main(["bench", "--games", "2", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    assert "same games" in capsys.readouterr().out
    result["fingerprints"]["0"] = "0" * 16
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "2", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 1


def test_bench_by_decision_accounts_for_every_decision(capsys):
    from rootcore.agents import RandomAgent, play
    from rootcore.bench import decision_costs
    from rootcore.engine import new_game
    costs = decision_costs({"factions": ["marquise", "eyrie"]}, [0, 1])
    decided = sum(play(new_game({"factions": ["marquise", "eyrie"], "seed": s}), RandomAgent(s))["decisions"]
                  for s in (0, 1))
    assert round(sum(c["per_game"] for c in costs) * 2) == decided  # one entry per answered decision
    assert abs(sum(c["share"] for c in costs) - 1) < 1e-9
    assert [c["share"] for c in costs] == sorted((c["share"] for c in costs), reverse=True)
    # Every decision it counts was asked, so had two options or more (one-option decisions are not asked).
    assert all(c["options"] >= 2 for c in costs if c["kind"] != "(game over)")
    assert any(c["kind"] == "marquise.action" for c in costs)
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--by-decision"]) == 0
    assert "time by the decision it leads to" in capsys.readouterr().out


def test_bench_records_its_interpreter_and_warns_when_a_comparison_used_another(tmp_path, capsys):
    import sys
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["interpreter"]["executable"] == sys.executable
    assert sys.executable in capsys.readouterr().out
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    assert "another interpreter" not in capsys.readouterr().err
    link = tmp_path / "python"  # the same interpreter by another name (pyenv's bin/python, a venv's python)
    link.symlink_to(sys.executable)
    data["interpreter"]["executable"] = str(link)
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    assert "another interpreter" not in capsys.readouterr().err
    data["interpreter"]["executable"] = "/opt/other/python"
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    err = capsys.readouterr().err
    assert "another interpreter" in err and "/opt/other/python" in err
    del data["interpreter"]  # a file from before the interpreter was recorded: only its version is known
    data["python"] = "2.7.18"
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    assert "another interpreter, Python 2.7.18" in capsys.readouterr().err


def _config_file(path, text: str):
    path.write_text('kind = "config"\nschema_version = 1\n' + text)
    return path


def test_a_suite_plays_its_whole_config_map_deck_and_all(tmp_path):
    """A suite is a game config: its map, deck and turn cap are played, not only its factions (a config
    file given to --suite is a suite named by its stem; its seed is not used, the bench plays its own)."""
    from rootcore.agents import RandomAgent, play
    from rootcore.bench import fingerprint
    from rootcore.engine import new_game
    config = _config_file(tmp_path / "winter-exiles.toml", 'factions = ["marquise", "eyrie"]\nmap = "winter"\n'
                          'deck = "exiles"\nmax_turns = 6\nseed = 99\n')
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "2", "--repeat", "1", "--first-seed", "3", "--suite", str(config),
                 "--json", str(out)]) == 0
    (result,) = json.loads(out.read_text())["results"]
    assert result["suite"] == "winter-exiles"
    assert result["settings"]["map"] == "winter" and result["settings"]["deck"] == "exiles"
    for seed in (3, 4):
        game = new_game({"factions": ["marquise", "eyrie"], "map": "winter", "deck": "exiles", "max_turns": 6,
                         "seed": seed})
        play(game, RandomAgent(seed))
        assert game.state.end_reason == "turn_cap"  # the cap of 6 turns was played too
        assert result["fingerprints"][str(seed)] == fingerprint(game)


def test_a_suite_that_cannot_be_set_up_is_named_with_what_is_wrong(tmp_path, capsys, monkeypatch):
    from rootcore import bench
    bad_field = _config_file(tmp_path / "bad.toml", 'factions = ["marquise", "eyrie"]\nmax_turns = "many"\n')
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", str(bad_field)]) == 2
    err = capsys.readouterr().err
    assert "bad.toml" in err and "max_turns" in err
    no_plugin = _config_file(tmp_path / "homebrew.toml", 'factions = ["marquise", "moles"]\n')
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", str(no_plugin)]) == 2
    assert "moles" in capsys.readouterr().err
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "no-such-suite"]) == 2
    assert "unknown suite 'no-such-suite'" in capsys.readouterr().err
    # Run without --suite, the built-in suites that cannot be set up here are skipped, saying why.
    built_in = {"base-four": {"factions": ["marquise", "moles"]}, "marquise-eyrie": {"factions": ["marquise", "eyrie"]}}
    monkeypatch.setattr(bench, "suites", lambda: built_in)
    assert [name for name, _ in bench.available_suites(None)] == ["marquise-eyrie"]
    err = capsys.readouterr().err
    assert "skipping base-four" in err and "moles" in err


def test_a_comparison_says_when_a_suite_was_played_with_other_settings(tmp_path, capsys):
    config = _config_file(tmp_path / "duel.toml", 'factions = ["marquise", "eyrie"]\nmap = "lake"\n')
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", str(config), "--json", str(out)]) == 0
    _config_file(config, 'factions = ["marquise", "eyrie"]\nmap = "mountain"\n')  # the file edited since
    capsys.readouterr()
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", str(config), "--compare", str(out)]) == 1
    captured = capsys.readouterr()
    assert "DIFFERENT GAMES (other settings)" in captured.out
    assert "suites played with other settings: duel" in captured.err


def test_a_comparison_checks_the_games_of_the_seeds_both_runs_played(tmp_path, capsys):
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "2", "--repeat", "1", "--suite", "marquise-eyrie", "--json", str(out)]) == 0
    # A shorter run against a longer one: its seed is checked, not counted as a different game.
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    assert "same games (1 seeds in common)" in capsys.readouterr().out
    assert main(["bench", "--games", "1", "--repeat", "1", "--first-seed", "5", "--suite", "marquise-eyrie",
                 "--compare", str(out)]) == 0
    assert "no seed in common" in capsys.readouterr().out
    data = json.loads(out.read_text())
    data["results"][0]["fingerprints"]["0"] = "0" * 16
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 1
    captured = capsys.readouterr()
    assert "DIFFERENT GAMES (1 seeds in common)" in captured.out and "a rules change, or a bug" in captured.err


def test_bench_bad_arguments_say_what_is_wrong(tmp_path, capsys):
    """A count below one or a --compare file that is missing, not JSON or not a bench result gives one clear
    error line (exit 2) before any game is played, never a traceback."""
    not_json = tmp_path / "old.json"
    not_json.write_text("{bad")
    not_bench = tmp_path / "list.json"
    not_bench.write_text("[1]")
    cases = [(["--games", "0"], "--games must be at least 1, not 0"),
             (["--repeat", "0"], "--repeat must be at least 1, not 0"),
             (["--profile", "0"], "--profile must be at least 1, not 0"),
             (["--compare", str(tmp_path / "missing.json")], "cannot read --compare file"),
             (["--compare", str(not_json)], f"--compare file {not_json} is not JSON"),
             (["--compare", str(not_bench)], f"--compare file {not_bench} is not a bench result")]
    for arguments, message in cases:
        assert main(["bench", "--suite", "marquise-eyrie", "--games", "1", "--repeat", "1", *arguments]) == 2
        captured = capsys.readouterr()
        assert message in captured.err and "games/s" not in captured.out


def test_bench_profile_counts_every_call_and_lists_functions_by_own_time(tmp_path, capsys):
    from rootcore.agents import RandomAgent, play
    from rootcore.bench import format_profile, profile
    from rootcore.engine import new_game
    found = profile({"factions": ["marquise", "eyrie"]}, [0, 1])
    decided = sum(play(new_game({"factions": ["marquise", "eyrie"], "seed": s}), RandomAgent(s))["decisions"]
                  for s in (0, 1))
    (choose,) = [f for f in found["functions"] if f["function"] == "choose" and f["file"].endswith("engine.py")]
    assert choose["calls"] == decided  # every answer goes through Game.choose once
    assert abs(found["total"] - sum(f["own"] for f in found["functions"])) < 1e-9
    text = format_profile("marquise-eyrie", found, 5).splitlines()
    rows = text[2:7]
    shares = [float(row.split()[0]) for row in rows]
    assert len(rows) == 5 and shares == sorted(shares, reverse=True) and 0 < shares[0] < 100
    assert "own time by source file" in text[7] and len(text) == 8 + 10
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--profile", "3",
                 "--json", str(out)]) == 0
    assert "top 3 functions by own time" in capsys.readouterr().out
    assert "profile" not in json.loads(out.read_text())["results"][0]  # printed only


def test_bench_profile_table_shares_calls_per_game_and_files():
    from rootcore.bench import format_profile
    functions = [("/x/rootcore/engine.py", 5, "choose", 8, 2.0, 9.0), ("/x/rules/move.py", 7, "take_move", 4, 5.0, 6.0),
                 ("~", 0, "<built-in method len>", 20, 1.0, 1.0), ("/x/rootcore/engine.py", 9, "event", 2, 2.0, 2.0)]
    found = {"games": 2, "total": 10.0, "functions": [
        {"file": f, "line": line, "function": name, "calls": calls, "own": own, "cumulative": cumulative}
        for f, line, name, calls, own, cumulative in functions]}
    assert format_profile("s", found, 2).splitlines() == [
        "s: profile of 2 games (cProfile; top 2 functions by own time)",
        "   own %   cum %  calls/game  function",
        "    50.0    60.0         2.0  rules/move.py:7(take_move)",
        "    20.0    90.0         4.0  rootcore/engine.py:5(choose)",
        "s: own time by source file (the ten largest)",
        "    50.0  rules/move.py",
        "    40.0  rootcore/engine.py",
        "    10.0  ~",
    ]
    header = format_profile("s", found, 10).splitlines()[0]
    assert header == "s: profile of 2 games (cProfile; top 4 functions by own time)"  # no more than there are


def test_bench_profile_counts_recursive_calls_every_time(monkeypatch):
    from rootcore import bench

    def countdown(n):
        return n if n == 0 else countdown(n - 1)

    real_play = bench.play

    def play(game, agent):
        countdown(3)
        return real_play(game, agent)

    monkeypatch.setattr(bench, "play", play)
    (row,) = [f for f in bench.profile({"factions": ["marquise", "eyrie"]}, [0])["functions"]
              if f["function"] == "countdown"]
    assert row["calls"] == 4  # each call, the recursive ones too (cProfile's primitive calls would count 1)


def test_a_suite_file_whose_game_cannot_be_set_up_is_named_by_its_error(tmp_path, capsys):
    # As `rootcore play --config` names it: the message said what was wrong, not in which of the files given.
    no_map = _config_file(tmp_path / "lakee.toml", 'factions = ["marquise", "eyrie"]\nmap = "lakee"\n')
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--suite", str(no_map)]) == 2
    assert capsys.readouterr().err.startswith(f"error: {no_map}: no map plugin 'lakee' is installed")


def test_a_comparison_across_hosts_divides_the_hosts_speeds_out(tmp_path, capsys):
    from rootcore.bench import format_table, host_speed_ratio
    out = tmp_path / "bench.json"
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    here = data["host"]["reference_microseconds"]
    assert here > 0 and "host:" in capsys.readouterr().out
    # The ratio: how many times as fast as the compared run's host this one is.
    assert host_speed_ratio({"host": {"reference_microseconds": 3 * here}}, data["host"]) == 3
    assert host_speed_ratio({"python": "3.11.7"}, data["host"]) is None  # a file from before hosts were recorded
    # The table: this run played twice the compared run's games/s on a host twice as fast, so x1.00 per host speed.
    (result,) = data["results"]
    old = json.loads(json.dumps(result))
    old["games_per_second"]["median"] = result["games_per_second"]["median"] / 2
    rows = format_table([result], {"marquise-eyrie": old}, host_ratio=2.0).splitlines()
    assert rows[2].split()[:3] == ["vs", "old", "x2.00"] and rows[3].split() == ["per", "host", "speed", "x1.00"]
    assert len(format_table([result], {"marquise-eyrie": old}).splitlines()) == 3  # no host ratio: no such row
    # The command: a compared host a hundred times slower is said, and the row is there; an equal host adds nothing.
    data["host"]["reference_microseconds"] = here * 100
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    captured = capsys.readouterr()
    assert "this host does the reference work" in captured.err and "per host speed" in captured.out
    del data["host"]
    out.write_text(json.dumps(data))
    assert main(["bench", "--games", "1", "--repeat", "1", "--suite", "marquise-eyrie", "--compare", str(out)]) == 0
    captured = capsys.readouterr()
    assert "per host speed" not in captured.out and "reference work" not in captured.err
