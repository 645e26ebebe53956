"""`rootcore new-plugin`: the scaffold writes a homebrew faction package whose content validates, which
registers as a distribution outside the repository, plays conforming games, and whose own generated tests
pass; bad names and existing directories are refused with exit code 2."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

import rootcore
from rootcore import plugins, scaffold
from rootcore.cli import main
from rootcore.content import validate_paths
from rootcore.testing import check_plugin_conformance
from conftest import install_fake_distribution

NAME = "otters"


@pytest.fixture
def otters(extra_site, tmp_path, capsys):
    """The scaffolded package in tmp_path/otters, installed as distribution rootcore-otters in the fake
    site (outside the repository)."""
    assert main(["new-plugin", NAME, "--dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "created" in out and f"rootcore play --factions {NAME}," in out
    target = tmp_path / NAME
    install_fake_distribution(extra_site, "rootcore-otters", "0.1.0", {NAME: "rootcore_otters"},
                              {"rootcore_otters": target / "rootcore_otters"})
    plugins.clear_cache()
    yield target
    for mod in [m for m in sys.modules if m.startswith("rootcore_otters")]:
        del sys.modules[mod]
    plugins.clear_cache()


def test_scaffold_writes_a_complete_package(tmp_path):
    target = scaffold.create_plugin(NAME, tmp_path)
    assert target == tmp_path / NAME
    files = sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file())
    assert files == ["README.md", "pyproject.toml", "rootcore_otters/__init__.py", "rootcore_otters/otters.toml",
                     "rootcore_otters/plugin.toml", "tests/test_otters.py"]
    pyproject = (target / "pyproject.toml").read_text()
    assert '[project.entry-points."rootcore.plugins"]\notters = "rootcore_otters"' in pyproject
    assert 'name = "rootcore-otters"' in pyproject
    assert 'check_plugin_conformance(["otters", "marquise"], games=5)' in (target / "tests/test_otters.py").read_text()
    module = (target / "rootcore_otters/__init__.py").read_text()
    compile(module, "__init__.py", "exec")
    assert "class OttersFaction(Faction)" in module and "$" not in module


def test_validate_compares_the_entry_points_with_the_manifests(tmp_path):
    """A manifest id that differs from its entry point's name fails only when plugins load: validate says so."""
    target = scaffold.create_plugin(NAME, tmp_path)
    manifest = target / "rootcore_otters/plugin.toml"
    manifest.write_text(manifest.read_text().replace(f'id = "{NAME}"', 'id = "otter"'))
    [issue] = validate_paths([target])
    assert issue.file.endswith("pyproject.toml") and issue.path == f"$.project.entry-points.rootcore.plugins.{NAME}"
    assert "plugin.toml has id 'otter'" in issue.message
    # Given by itself, pyproject.toml gets the same check (not "unknown kind None": it is no content file).
    assert validate_paths([target / "pyproject.toml"]) == [issue]


def test_generated_content_validates(tmp_path):
    target = scaffold.create_plugin(NAME, tmp_path)
    assert validate_paths([target]) == []
    assert validate_paths([target / "rootcore_otters/plugin.toml"]) == []  # and the board it lists
    assert main(["validate", str(target)]) == 0


def test_generated_board_declares_the_shape_of_its_data(otters, extra_site):
    """The scaffold's board has a data_schema: a mistyped key and a wrong type in its data are named by file and
    field, by `rootcore validate` and when a game is made, before the faction's code reads them."""
    assert f'rootcore = ">={rootcore.__version__}"' in (otters / "rootcore_otters/plugin.toml").read_text()
    installed = extra_site / "rootcore_otters/otters.toml"
    for board in (otters / "rootcore_otters/otters.toml", installed):
        board.write_text(board.read_text().replace("actions_per_turn = 2 ", 'actions_per_turn = "2"')
                         .replace("starting_warriors = 3 ", "starting_warrior = 3 "))
    issues = {(issue.path, issue.message) for issue in validate_paths([otters])}
    hint = "(did you mean 'starting_warriors'?)"
    assert issues == {("$.data.actions_per_turn", "'2' is not of type 'integer'"),
                      ("$.data.starting_warrior", f"unknown field 'starting_warrior' {hint}"),
                      ("$.data", "'starting_warriors' is a required property")}
    with pytest.raises(rootcore.content.ContentError, match=r"otters\.toml .*: \$\.data\.actions_per_turn: '2' is not"):
        rootcore.new_game({"factions": [NAME, "marquise"], "seed": 1})


def test_generated_plugin_registers_and_plays_conforming_games(otters):
    registry = plugins.discover()
    info = registry.plugins[NAME]
    assert info.distribution == "rootcore-otters" and info.manifest.kind == "faction"
    assert ("faction", NAME) in info.components
    results = check_plugin_conformance([NAME, "marquise"], games=5)
    assert all(r["over"] for r in results)
    game = rootcore.new_game({"factions": [NAME, "eyrie"], "seed": 2})
    rootcore.play(game, rootcore.RandomAgent(2))
    assert game.is_over and any(e["type"] == "scored" and e["faction"] == NAME for e in game.events)


def test_generated_plugin_has_a_heuristic_bot_to_start_from(otters, capsys):
    """`--bots heuristic` works for a new faction: the scaffold registers the base heuristic bot for it."""
    assert main(["simulate", "--games", "3", "--factions", f"{NAME},eyrie", "--bots", "heuristic", "--quiet"]) == 0
    assert re.search(rf"^{NAME} +heuristic ", capsys.readouterr().out, re.MULTILINE)


def test_generated_plugin_plays_from_the_command_line(otters, capsys):
    assert main(["play", "--factions", f"{NAME},marquise", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "winner:" in out and NAME in out


def test_generated_tests_pass_in_a_subprocess(otters, extra_site):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(extra_site), env.get("PYTHONPATH")]))
    env.pop(plugins.LOAD_ENV, None)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
                          cwd=otters, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "5 passed" in proc.stdout


@pytest.mark.parametrize("name, message", [
    ("9lives", "invalid plugin name '9lives': use a lowercase Python identifier"),
    ("class", "invalid plugin name 'class': it is a Python keyword"),
    ("Bad-Name", "invalid plugin name 'Bad-Name': use a lowercase Python identifier"),
    ("marquise", "plugin name 'marquise' is already taken: it is an installed plugin (distribution 'rootcore')"),
    ("plugins", "clashes with the importable package 'rootcore_plugins'"),
    ("rootcore", "plugin name 'rootcore' is already taken: it is the id of rootcore itself"),  # refused at load
])
def test_bad_names_exit_2_with_a_clear_message(tmp_path, capsys, name, message):
    assert main(["new-plugin", name, "--dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_existing_directory_is_never_overwritten(tmp_path, capsys):
    existing = tmp_path / NAME
    existing.mkdir()
    (existing / "keep.txt").write_text("mine")
    assert main(["new-plugin", NAME, "--dir", str(tmp_path)]) == 2
    assert "already exists; refusing to overwrite" in capsys.readouterr().err
    assert [p.name for p in existing.iterdir()] == ["keep.txt"]


def test_plugin_names_derive_from_the_id():
    values = scaffold.names("river_folk")
    assert values["package"] == "rootcore_river_folk" and values["dist"] == "rootcore-river-folk"
    assert values["classname"] == "RiverFolkFaction" and values["title"] == "River Folk"


def test_new_plugin_is_a_cli_command(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["new-plugin", "--help"])
    assert exc.value.code == 0
    assert "--dir PATH" in capsys.readouterr().out
