"""Rulesets (docs/plugins.md, "Rulesets"): the config field `ruleset`, checked and saved; a ruleset's settings read
with `rootcore.rules_setting`; its hooks called like any component's; its warnings in `game.warnings`."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import rootcore
from rootcore import ConfigError, Ruleset, hookimpl, plugins, rules_setting
from rootcore.content import ContentError

BASE = {"factions": ["marquise", "eyrie"], "seed": 3}


class Observer(Ruleset):
    """A test ruleset: one setting, one hook, one warning."""

    settings = {"answer": 42}

    @hookimpl
    def rootcore_game_start(self, game):
        game.state.data["observer.started"] = True

    def warnings(self, game):
        return ["observer plays nothing"]


@pytest.fixture
def observer():
    registry = plugins.discover()
    registry.add_ruleset("observer", Observer)
    yield "observer"
    del registry.components["ruleset"]["observer"]


def test_no_ruleset_is_the_current_law_and_costs_nothing_to_ask():
    game = rootcore.new_game(BASE)
    assert game.config.ruleset is None and game.definition.ruleset is None
    assert rules_setting(game, "answer", "default") == "default"
    assert "ruleset" not in game.to_json()["config"]  # saves of games without one are as they were


def test_an_unknown_ruleset_is_a_config_error_naming_the_field():
    with pytest.raises(ConfigError) as raised:
        rootcore.new_game({**BASE, "ruleset": "no_such_edition"})
    assert raised.value.fields == ("ruleset",)
    assert "ruleset = 'no_such_edition'" in str(raised.value) and "legacy_edition" in str(raised.value)


def test_a_ruleset_id_must_be_an_id_by_the_schema():
    with pytest.raises(ContentError, match=r"\$\.ruleset"):
        rootcore.new_game({**BASE, "ruleset": 7})


def test_settings_hooks_and_warnings_of_a_ruleset(observer):
    game = rootcore.new_game({**BASE, "ruleset": observer})
    assert isinstance(game.definition.ruleset, Observer)
    assert rules_setting(game, "answer") == 42 and rules_setting(game, "other", 1) == 1
    while game.state.phase == "setup":
        game.choose(game.pending.options[0].id)
    assert game.state.data.get("observer.started") is True  # its rootcore_game_start ran
    assert "observer plays nothing" in game.warnings


def test_the_ruleset_is_saved_and_replayed():
    game = rootcore.new_game({**BASE, "ruleset": "legacy_edition"})
    for _ in range(60):
        game.choose(game.pending.options[-1].id)
    data = game.to_json()
    manifest = Path(__file__).resolve().parent.parent / "plugins/rootcore_plugins/legacy_edition/plugin.toml"
    version = tomllib.loads(manifest.read_text())["version"]
    assert data["config"]["ruleset"] == "legacy_edition" and data["plugins"]["legacy_edition"] == version
    again = rootcore.load_game(data)
    assert again.config.ruleset == "legacy_edition" and again.state.to_json() == game.state.to_json()
    assert again.warnings == game.warnings


def test_a_ruleset_registered_with_a_content_file_is_refused_by_name():
    """A ruleset keeps its settings in code (docs/plugins.md, Rulesets): a plugin registering one with a content file
    is told so when a game names it, not left wondering why the file is never read."""
    registry = plugins.discover()
    registry.add_ruleset("with_content", Observer, "house:rules.toml")
    try:
        with pytest.raises(plugins.PluginError, match="ruleset 'with_content' names content 'house:rules.toml': "
                                                      "rulesets keep their settings in code"):
            rootcore.new_game({**BASE, "ruleset": "with_content"})
    finally:
        del registry.components["ruleset"]["with_content"]
