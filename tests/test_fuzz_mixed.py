"""`rootcore fuzz` (`rootcore.fuzz`): random games mixing every installed plugin, with every invariant checked.

The configs are drawn from the seed alone, always include what `--include` names, and are ones the engine accepts;
a failing game is reported with its seed, its error, the plugin that raised it and its config. The games the
mixes once broke are played again here (marked slow: `pytest -m slow` runs them, CI does)."""
from __future__ import annotations

import json

import pytest

import rootcore
from rootcore import fuzz
from rootcore.cli import main
from rootcore.decisions import RootcoreError


def test_a_seed_draws_one_config_the_engine_accepts():
    configs = [fuzz.mixed_config(seed) for seed in range(12)]
    assert fuzz.mixed_config(3) == configs[3]  # the seed alone decides
    assert len({json.dumps(c, sort_keys=True) for c in configs}) == 12
    for config in configs:
        assert 2 <= len(config["factions"]) <= fuzz.MAX_FACTIONS
        rootcore.new_game(config)  # accepted (a refused drawing is drawn again)
    drawn = {key for config in configs for key in config} | {o for c in configs for o in c["options"]}
    assert {"hirelings", "landmarks", "ruleset", "random_suits", "advanced_setup"} <= drawn  # they all come up


@pytest.mark.parametrize("include, key", [
    (["twelve_colonies", "borough_kings"], "factions"), (["lake"], "map"), (["exiles"], "deck"),
    (["flotilla"], "hirelings"), (["tower"], "landmarks"), (["legacy_edition"], "ruleset")])
def test_every_game_has_the_plugins_included(include, key):
    for seed in range(4):
        config = fuzz.mixed_config(seed, include)
        chosen = config[key] if isinstance(config[key], list) else [config[key]]
        assert set(include) <= set(chosen)
        rootcore.new_game(config)


def test_an_id_that_is_no_component_is_refused_by_name():
    with pytest.raises(RootcoreError, match="--include otterz: no installed faction"):
        fuzz.mixed_config(0, ["otterz"])


def test_the_command_plays_its_games_and_says_none_failed(tmp_path, capsys):
    out_file = tmp_path / "fuzz.json"
    assert main(["fuzz", "--games", "2", "--first-seed", "5", "--include", "marquise", "--json", str(out_file)]) == 0
    assert "2 games, 0 failed" in capsys.readouterr().out
    results = json.loads(out_file.read_text())
    assert [r["seed"] for r in results] == [5, 6] and all(r["ok"] and r["decisions"] > 0 for r in results)


def test_a_failing_game_is_reported_with_its_seed_plugin_and_config(monkeypatch, capsys):
    import rootcore_plugins.marquise
    monkeypatch.setattr(rootcore_plugins.marquise, "rules_setting", None)  # her Daylight menu now raises TypeError
    assert main(["fuzz", "--games", "1", "--first-seed", "2", "--include", "marquise"]) == 1
    out = capsys.readouterr().out
    assert "seed 2: TypeError: 'NoneType' object is not callable" in out
    assert "raised in plugin 'marquise'" in out
    config = json.loads(out.split("config: ")[1].splitlines()[0])
    assert config == fuzz.mixed_config(2, ["marquise"])  # the game again, in Python: play_checked(config)
    assert "1 game, 1 failed" in out and "seeds 2" in out
