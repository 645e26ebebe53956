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
    costs = decision_costs(["marquise", "eyrie"], [0, 1])
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
