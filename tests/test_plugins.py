"""Plugin framework tests: discovery from distributions outside the repository, manifests, config-driven
enabling and disabling, errors that name the failing plugin, and the hook reference."""
from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import attrs
import pytest

import rootcore
from rootcore import ConfigError, PluginError, hookimpl, hookspecs, plugins
from rootcore.agents import RandomAgent, play
from rootcore.testing import InvariantError, check_plugin_conformance, play_checked
from conftest import REPO, install_fake_distribution, variant_board


def test_builtin_plugins_are_each_their_own_entry_point():
    registry = plugins.discover()
    kinds = {pid: info.manifest.kind for pid, info in registry.plugins.items()}
    assert {"autumn": "map", "standard": "deck", "marquise": "faction", "eyrie": "faction"}.items() <= kinds.items()
    assert all(info.distribution == "rootcore" for pid, info in registry.plugins.items() if pid in kinds)


def test_third_party_faction_plugin_plays_a_game(moles):
    registry = plugins.discover()
    assert registry.plugins["moles"].distribution == "rootcore-moles"
    result = play_checked({"factions": ["moles", "eyrie"], "seed": 4})
    assert result["over"] and result["winners"]


def test_conformance_kit_on_the_third_party_plugin(moles):
    results = check_plugin_conformance(["moles", "marquise"], games=5)
    assert all(r["over"] for r in results)


def test_the_example_faction_may_activate_dominance_between_its_actions_law_3_3_1(moles):
    """During its Daylight (Law 3.3.1: not only in the crafting step) the Mole Diggers' action menu offers a dominance
    card at 10 VP, as every Daylight menu should (docs/plugins.md, rootcore_daylight_options), at no action cost."""
    game = rootcore.scenario({
        "factions": ["moles", "marquise"], "current": "moles", "phase": "daylight", "scores": {"moles": 12},
        "clearings": {1: {"moles": {"warrior": 3, "burrow": 1}}, 2: {"marquise": {"warrior": 1}}},
        "hands": {"moles": ["dominance_fox", "ambush_bird"]},
    })
    assert game.pending.kind == "moles.craft"
    game.choose("done")
    assert game.pending.kind == "moles.action" and game.pending.prompt == "Choose an action (2 left)"
    dominance = [o for o in game.pending.option_ids if o.startswith("activate_dominance:")]
    assert dominance and {"move", "recruit", "end"} <= set(game.pending.option_ids)
    game.choose("recruit")
    game.choose(dominance[0])
    assert game.pending.kind == "moles.action" and game.pending.prompt == "Choose an action (1 left)"
    assert game.state.factions["moles"].dominance is not None


def test_the_conformance_kit_runs_a_component_s_own_checks(moles, monkeypatch):
    # A faction's own invariant (here: at most 8 moles warriors on the map, a made-up rule) is checked after
    # every decision, and its failure names the faction, the decision and the seed.
    moles_class = type(rootcore.new_game({"factions": ["moles", "marquise"]}).factions["moles"])

    def at_most_eight_warriors(self, game):
        on_map = sum(cl.warriors.get(self.id, 0) for cl in game.state.clearings.values())
        return [f"{on_map} warriors on the map, more than 8"] if on_map > 8 else []

    monkeypatch.setattr(moles_class, "invariant_problems", at_most_eight_warriors)
    found = r"after decision #\d+ \(.*\) of seed \d+:\n  moles: \d+ warriors on the map, more than 8"
    with pytest.raises(InvariantError, match=found):
        check_plugin_conformance(["moles", "marquise"], games=3)


def test_config_naming_a_missing_plugin_is_a_clear_error():
    with pytest.raises(ConfigError, match="no faction plugin 'otters'.*known: .*eyrie.*marquise"):
        rootcore.new_game({"factions": ["marquise", "otters"]})
    with pytest.raises(ConfigError, match="no map plugin 'swamp'"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "map": "swamp"})


def install_one_module_plugin(site, dist: str, plugin_id: str, module: str, source: str,
                              manifest: str | None = None) -> None:
    """Install distribution `dist` with the entry point `plugin_id` -> package `module` made of `source` (and
    of a plugin.toml holding `manifest`, if given)."""
    pkg = site.parent / f"{module}_src" / module
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text(source)
    if manifest is not None:
        (pkg / "plugin.toml").write_text(manifest)
    install_fake_distribution(site, dist, "1.0", {plugin_id: module}, {module: pkg})
    plugins.clear_cache()


HOUSE_MANIFEST = ('kind = "plugin"\nschema_version = 1\nid = "house"\nplugin_kind = "ruleset"\nname = "House rules"\n'
                  'version = "1.0.0"\n')


def test_plugin_that_raises_while_loading_is_named(extra_site):
    install_one_module_plugin(extra_site, "broken-dist", "broken", "broken_plugin",
                              "raise RuntimeError('boom at import')\n")
    with pytest.raises(PluginError, match=r"plugin 'broken' \(distribution 'broken-dist'.*boom at import"):
        rootcore.new_game({"factions": ["marquise", "eyrie"]})
    # Disabled plugins are blocked before import, so the game can be played without it.
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "disable": ["broken"]})
    assert game.pending is not None


REGISTER_HOOK = 'from rootcore import hookimpl\n\n\n@hookimpl\ndef rootcore_register(registry):\n'
# Three ways an installed plugin ("house", distribution "house-rules") can fail: its source, its manifest and
# what the error says.
BROKEN_HOUSE = {
    "import": ("raise RuntimeError('boom at import')\n", None, "failed to load: RuntimeError: boom at import"),
    "version": (REGISTER_HOOK + "    pass\n", HOUSE_MANIFEST + 'rootcore = ">=9"\n', r"supports rootcore >=9, this is"),
    "register": (REGISTER_HOOK + '    registry.add_option("house_cards", {"type": "integer"}, "cards dealt")\n'
                 '    raise ValueError("boom while registering")\n', HOUSE_MANIFEST,
                 "failed while registering: ValueError: boom while registering"),
}
HOUSE_NAMED = r"plugin 'house' \(distribution 'house-rules', entry point 'house_rules'\)"


@pytest.mark.parametrize("failure", sorted(BROKEN_HOUSE))
def test_rootcore_plugins_lists_a_broken_plugin_beside_the_others(extra_site, capsys, failure):
    """One plugin failing to import, at its version check or while registering leaves `rootcore plugins`
    usable: the others are listed, the broken one has a row with its error, and the exit status is 1."""
    from rootcore import cli
    source, manifest, error = BROKEN_HOUSE[failure]
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules", source, manifest)
    assert cli.main(["plugins"]) == 1
    out, err = capsys.readouterr()
    assert re.search(r"^marquise +faction .* rootcore$", out, re.M)
    assert re.search(rf"^house +(ruleset +1\.0\.0 +)?BROKEN: {HOUSE_NAMED}.*{error}", out, re.M)
    assert 'disable = ["house"]' in err
    assert cli.main(["plugins", "--json"]) == 1
    rows = {row["id"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows["marquise"]["error"] is None and rows["marquise"]["kind"] == "faction"
    assert rows["house"]["distribution"] == "house-rules"
    assert re.search(f"{HOUSE_NAMED}.*{error}", rows["house"]["error"])
    # What it registered before failing is taken back: a broken plugin adds nothing.
    assert "house_cards" not in plugins.discover(broken_ok=True).options


@pytest.mark.parametrize("failure", sorted(BROKEN_HOUSE))
def test_a_broken_plugin_s_row_gives_its_kind_and_version_once_its_manifest_was_read(extra_site, capsys, failure):
    """A plugin that failed after its manifest was read (its rootcore version check, its registration) is listed
    with the kind and version the manifest gives, in text and JSON; one that failed before (at import) with none."""
    from rootcore import cli
    source, manifest, _ = BROKEN_HOUSE[failure]
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules", source, manifest)
    known = manifest is not None
    assert cli.main(["plugins"]) == 1
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("house "))
    assert line.split()[:3] == (["house", "ruleset", "1.0.0"] if known else ["house", "BROKEN:", "plugin"])
    assert cli.main(["plugins", "--json"]) == 1
    [row] = [row for row in json.loads(capsys.readouterr().out) if row["id"] == "house"]
    expected = ("ruleset", "House rules", "1.0.0") if known else (None, None, None)
    assert (row["kind"], row["name"], row["version"]) == expected


@pytest.mark.parametrize("failure", sorted(BROKEN_HOUSE))
def test_a_game_names_a_broken_plugin_and_how_to_skip_it(extra_site, monkeypatch, failure):
    """A game refuses to start while an installed plugin is broken, even one its config does not use (hooks
    can reach any game), and the error spells the config's `disable` list and ROOTCORE_LOAD_PLUGINS that
    skip it; each of the two then lets the game run."""
    source, manifest, error = BROKEN_HOUSE[failure]
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules", source, manifest)
    base = {"factions": ["marquise", "eyrie"], "disable": ["alliance"]}
    with pytest.raises(PluginError, match=f"{HOUSE_NAMED}.*{error}") as failed:
        rootcore.new_game(base)
    message = str(failed.value)
    disable = re.search(r"disable = (\[.*?\])", message)
    only = re.search(rf"{plugins.LOAD_ENV}=(\S+)", message)
    assert disable and only and json.loads(disable.group(1)) == ["alliance", "house"]
    assert "house" not in only.group(1).split(",")
    game = rootcore.new_game({**base, "disable": json.loads(disable.group(1))})
    play(game, RandomAgent(1), max_decisions=20)
    monkeypatch.setenv(plugins.LOAD_ENV, only.group(1))
    assert rootcore.new_game(base).pending is not None


def test_one_or_several_broken_plugins_are_told_apart_and_the_hint_keeps_to_the_plugins_allowed(extra_site,
                                                                                                 monkeypatch):
    """One broken plugin: its error, then how to skip "it"; several: how many, each error on its own line, then how
    to skip "them". With ROOTCORE_LOAD_PLUGINS set, the hint's list for it names only the other plugins it allows."""
    monkeypatch.setenv(plugins.LOAD_ENV, "marquise,eyrie,house,shed")
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules", "raise RuntimeError('house boom')\n")
    with pytest.raises(PluginError) as failed:
        plugins.discover()
    message = str(failed.value)
    assert message.startswith(f"plugin 'house' (distribution 'house-rules', entry point 'house_rules') failed to "
                              "load: RuntimeError: house boom\nTo go on without it, skip it before import")
    assert f"{plugins.LOAD_ENV}=eyrie,marquise in the environment" in message
    install_one_module_plugin(extra_site, "shed-rules", "shed", "shed_rules", "raise RuntimeError('shed boom')\n")
    with pytest.raises(PluginError) as failed:
        plugins.discover(("alliance",))
    lines = str(failed.value).splitlines()
    assert lines[0] == "2 plugins failed to load:"
    assert lines[1].startswith("  plugin 'house' ") and lines[1].endswith("RuntimeError: house boom")
    assert lines[2].startswith("  plugin 'shed' ") and lines[2].endswith("RuntimeError: shed boom")
    assert lines[3].startswith('To go on without them, skip them before import: put disable = ["alliance", "house", '
                               '"shed"] in the game config, add --disable house,shed to the command')
    assert f"{plugins.LOAD_ENV}=eyrie,marquise in the environment" in lines[3]


def test_a_failed_discovery_is_not_cached(extra_site, monkeypatch):
    """As when the first failure was raised: a discovery that found a broken plugin is tried again on the
    next call (a plugin fixed in the meantime then loads), while a healthy one is kept."""
    fails_when_asked = '    import os\n    if os.environ.get("HOUSE_BROKEN"):\n        raise ValueError("boom")\n'
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules", REGISTER_HOOK + fails_when_asked,
                              HOUSE_MANIFEST)
    monkeypatch.setenv("HOUSE_BROKEN", "1")
    with pytest.raises(PluginError, match="plugin 'house'"):
        plugins.discover()
    assert [b.id for b in plugins.discover(broken_ok=True).broken] == ["house"]
    monkeypatch.delenv("HOUSE_BROKEN")
    registry = plugins.discover()
    assert "house" in registry.plugins and plugins.discover(broken_ok=True) is registry


def test_the_game_s_own_disable_list_serves_its_bots_and_its_config_check(extra_site, tmp_path):
    """Bots and `rootcore validate` of a config read the plugins the config leaves enabled: a broken plugin
    the config disables stops neither."""
    from rootcore.agents import seat_agents
    from rootcore.content import validate_paths
    from rootcore.simulate import check_agents
    install_one_module_plugin(extra_site, "broken-dist", "broken", "broken_plugin",
                              "raise RuntimeError('boom at import')\n")
    config = {"factions": ["marquise", "eyrie"], "disable": ["broken"]}
    game = rootcore.new_game(config)
    play(game, seat_agents(game, "heuristic"), max_decisions=20)
    check_agents("heuristic", {}, ["marquise", "eyrie"], ("broken",))  # `rootcore simulate --bots heuristic`
    path = tmp_path / "game.toml"
    path.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\ndisable = ["broken"]\n'
                    'options = { advanced_setup = true }\n')
    assert validate_paths([str(path)]) == []
    # A config that leaves the broken plugin enabled is reported, by file, and the next file is still checked.
    other = tmp_path / "other.toml"
    other.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n')
    issues = validate_paths([str(other), str(path)])
    assert [(Path(i.file).name, i.path) for i in issues] == [("other.toml", "$.disable")]
    assert "plugin 'broken'" in issues[0].message and "not checked" in issues[0].message


def install_broken(site) -> None:
    install_one_module_plugin(site, "broken-dist", "broken", "broken_plugin", "raise RuntimeError('boom at import')\n")


def test_rootcore_play_disable_adds_to_the_config_s_own_list(extra_site, tmp_path, capsys):
    """A user whose installed plugin is broken skips it on the command line: the error's hint names the flag,
    and `--disable` joins the ids the config file disables."""
    from rootcore import cli
    install_broken(extra_site)
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      'disable = ["vagabond"]\n')
    assert cli.main(["play", "--config", str(config), "--seed", "1"]) == 2
    assert "add --disable broken to the command" in capsys.readouterr().err
    save = tmp_path / "game.json"
    assert cli.main(["play", "--config", str(config), "--seed", "1", "--disable", "broken", "--save", str(save)]) == 0
    assert json.loads(save.read_text())["config"]["disable"] == ["vagabond", "broken"]


@pytest.mark.parametrize("command", [
    ["simulate", "--games", "1", "--factions", "marquise,eyrie", "--max-turns", "2", "--quiet"],
    ["bench", "--suite", "marquise-eyrie", "--games", "1", "--repeat", "1"],
    ["cards"], ["replay", "SAVE"], ["render", "SAVE", "-o", "SVG"]])
def test_each_command_that_loads_plugins_takes_disable(extra_site, tmp_path, capsys, command):
    """Every command that makes games (or lists a deck's effects) refuses to run while a plugin is broken, says
    `--disable` skips it, and runs with it; a save replays without the plugin it never used."""
    from rootcore import cli
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 2})
    play(game, RandomAgent(2), max_decisions=30)
    game.save(tmp_path / "game.json")
    install_broken(extra_site)
    argv = [{"SAVE": str(tmp_path / "game.json"), "SVG": str(tmp_path / "game.svg")}.get(a, a) for a in command]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert "plugin 'broken'" in err and "add --disable broken to the command" in err
    assert cli.main(argv + ["--disable", "broken"]) == 0


def test_new_plugin_still_sees_the_components_of_healthy_plugins_beside_a_broken_one(extra_site):
    """`rootcore new-plugin` refuses a name a loadable plugin's component holds, even while another is broken."""
    from rootcore.scaffold import ScaffoldError, check_name
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules", REGISTER_HOOK +
                              '    registry.add_ruleset("house_variant", object)\n', HOUSE_MANIFEST)
    install_one_module_plugin(extra_site, "broken-dist", "broken", "broken_plugin", "raise RuntimeError('boom')\n")
    with pytest.raises(ScaffoldError, match="'house_variant' is already taken: it is the id of a ruleset registered "
                                            "by plugin 'house'"):
        check_name("house_variant")


def test_a_content_error_names_the_plugin_and_its_distribution(extra_site, tmp_path):
    """A broken board shows when a game is made: each problem by file and field, and whose file it is."""
    import shutil
    from rootcore.content import ContentError
    moles = tmp_path / "rootcore_moles"
    shutil.copytree(REPO / "examples/rootcore-moles/rootcore_moles", moles)
    board = moles / "moles.toml"
    board.write_text(board.read_text().replace('faction_kind = "militant"', 'faction_knd = "militant"'))
    install_fake_distribution(extra_site, "rootcore-moles", "0.1.2", {"moles": "rootcore_moles"},
                              {"rootcore_moles": moles})
    plugins.clear_cache()
    with pytest.raises(ContentError, match=r"moles\.toml of plugin 'moles' \(distribution 'rootcore-moles'\): "
                                           r"\$\.faction_knd"):
        rootcore.new_game({"factions": ["marquise", "moles"]})


def test_a_plugin_may_not_take_the_core_id(extra_site):
    """"rootcore" names the core in `rootcore plugins` and owns the core's options: no plugin may use it."""
    install_one_module_plugin(extra_site, "usurper-dist", "rootcore", "usurper",
                              "from rootcore import hookimpl\n\n\n@hookimpl\ndef rootcore_register(registry):\n"
                              "    pass\n", HOUSE_MANIFEST.replace('id = "house"', 'id = "rootcore"'))
    with pytest.raises(PluginError, match=r"plugin 'rootcore' \(distribution 'usurper-dist'.*the core's"):
        rootcore.new_game({"factions": ["marquise", "eyrie"]})


def test_a_deck_map_or_landmark_registered_without_a_factory_gets_the_core_s_component():
    """Every shipped deck and landmark gives its own factory; one from a content file alone is built by the
    core's component class."""
    from rootcore.components import DeckComponent, Landmark, MapComponent
    registry = plugins.Registry()
    registry.add_deck("plain_deck", "rootcore_content:decks/standard.toml")
    registry.add_map("plain_map", "rootcore_content:maps/autumn.toml")
    registry.add_landmark("plain_landmark", "rootcore_content:landmarks/tower.toml")
    assert registry.get("deck", "plain_deck").factory is DeckComponent
    assert registry.get("map", "plain_map").factory is MapComponent
    assert registry.get("landmark", "plain_landmark").factory is Landmark


def test_disabled_plugin_is_not_available():
    with pytest.raises(ConfigError, match="no faction plugin 'eyrie'"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "disable": ["eyrie"]})


def test_expansion_must_be_enabled_by_config(extra_site, tmp_path):
    src = tmp_path / "src"
    moles = src / "rootcore_moles"
    import shutil
    shutil.copytree(REPO / "examples/rootcore-moles/rootcore_moles", moles)
    manifest = (moles / "plugin.toml").read_text()
    (moles / "plugin.toml").write_text(manifest.replace('version = "0.1.2"',
                                                        'version = "0.1.2"\nexpansion = "molepack"'))
    pack = src / "molepack"
    pack.mkdir()
    (pack / "__init__.py").write_text('"""An expansion bundle: the Mole Diggers."""\n')
    (pack / "plugin.toml").write_text('kind = "plugin"\nschema_version = 1\nid = "molepack"\nplugin_kind = "expansion"\n'
                                      'name = "Mole Pack"\nversion = "1.0.0"\nbundles = ["moles"]\n')
    install_fake_distribution(extra_site, "molepack", "1.0.0", {"moles": "rootcore_moles", "molepack": "molepack"},
                              {"rootcore_moles": moles, "molepack": pack})
    plugins.clear_cache()
    with pytest.raises(ConfigError, match="expansion 'molepack'"):
        rootcore.new_game({"factions": ["marquise", "moles"]})
    game = rootcore.new_game({"factions": ["marquise", "moles"], "expansions": ["molepack"]})
    assert game.pending is not None
    with pytest.raises(ConfigError, match="expansion 'nope'"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "expansions": ["nope"]})


def test_agent_factory_named_by_string_is_imported_on_first_use(tmp_path, monkeypatch):
    (tmp_path / "rootcore_lazy_bot.py").write_text("def create(faction, seed=0):\n"
                                                   "    return ('bot', faction, seed)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "rootcore_lazy_bot", raising=False)
    registry = plugins.Registry()
    registry.add_agent("lazy", "rootcore_lazy_bot:create", faction="otters")
    registry.add_agent("lazy", lambda faction, seed: ("any", faction, seed))  # callables still work
    assert "rootcore_lazy_bot" not in sys.modules
    factory = registry.agent_factory("lazy", "otters")
    assert factory("otters", 4) == ("bot", "otters", 4)
    assert registry.agents[("lazy", "otters")] is factory  # resolved once, then remembered
    assert registry.agent_factory("lazy", "moles")("moles", 1) == ("any", "moles", 1)
    assert registry.agent_factory("nope", "otters") is None
    with pytest.raises(PluginError, match="module:attribute"):
        registry.add_agent("bad", "rootcore_lazy_bot.create")
    registry.add_agent("broken", "rootcore_lazy_bot:missing")
    with pytest.raises(PluginError, match="cannot load factory 'rootcore_lazy_bot:missing'"):
        registry.agent_factory("broken", "otters")


def test_bot_advice_named_by_string_is_imported_on_first_use_and_a_bad_one_is_named(tmp_path, monkeypatch):
    (tmp_path / "rootcore_lazy_advice.py").write_text("def advise(bot, game, decision):\n    return 'no'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "rootcore_lazy_advice", raising=False)
    registry = plugins.Registry()
    registry.add_bot_advice("otters.offer", "rootcore_lazy_advice:advise")
    assert "rootcore_lazy_advice" not in sys.modules and registry.advice_for("moles.offer") is None
    advice = registry.advice_for("otters.offer")
    assert advice(None, None, None) == "no" and registry.bot_advice["otters.offer"] is advice
    with pytest.raises(PluginError, match="registered twice"):
        registry.add_bot_advice("otters.offer", advice)
    with pytest.raises(PluginError, match="module:attribute"):
        registry.add_bot_advice("otters.other", "rootcore_lazy_advice.advise")
    registry.add_bot_advice("otters.broken", "rootcore_lazy_advice:missing")
    with pytest.raises(PluginError, match="bot advice for 'otters.broken': cannot load advice"):
        registry.advice_for("otters.broken")


def test_version_requirements():
    assert plugins.version_supported(">=0.1")
    assert plugins.version_supported(">=0.1,<2")
    assert not plugins.version_supported(">=9")


@pytest.mark.parametrize("spec, version, supported", [
    ("<=1.4", "1.4.2", True), ("<=1.3", "1.4.2", False),  # compared on the parts the requirement gives
    (">1.4", "1.4.2", True), (">1.4.2", "1.4.2", False),
    ("==1.4", "1.4.2", True), ("==1.5", "1.4.2", False),
    ("!=1.4", "1.4.2", False), ("!=1.5", "1.4.2", True),
    ("~=1.3", "1.4.2", True), ("~=1.3", "2.0", False),  # compatible release: 1.3 or later, still 1.x
    ("~=1.4.1", "1.4.2", True), ("~=1.4.1", "1.4.0", False), ("~=1.4.1", "1.5.0", False),
    (">1.4.2", "1.4.2rc1", False),  # the digits of a pre-release tag are no fourth part of the version
    ("===1.4.2", "1.4.2", True), ("===1.4", "1.4.2", False),  # PEP 440's arbitrary equality: the text as it is
    ("==1.4.*", "1.4.2", True), ("==1.3.*", "1.4.2", False),  # a wildcard: compared on the parts before it
    ("==1.4.2.1", "1.4.2", False), (">=1.4.2.1", "1.4.2", False), ("<1.4.2.1", "1.4.2", True),  # a fourth part
    (">=1.4.2", "1.4.2.1", True), ("==1.4.2", "1.4.2.1", True),
])
def test_each_version_operator_a_manifest_may_use(spec, version, supported):
    assert plugins.version_supported(spec, version) is supported


def test_game_config_from_toml(tmp_path):
    path = tmp_path / "game.toml"
    path.write_text('kind = "config"\nschema_version = 1\nfactions = ["eyrie", "marquise"]\nseed = 5\nmap = "autumn"\n')
    game = rootcore.new_game(str(path))
    assert game.config.seed == 5 and game.config.factions == ("eyrie", "marquise")


def test_no_core_module_imports_a_plugin():
    for path in (REPO / "rootcore").rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            bad = [n for n in names if n.split(".")[0] in ("rootcore_plugins", "plugins", "rootcore_moles")]
            assert not bad, f"{path.relative_to(REPO)} imports {bad}"


def test_core_never_names_a_faction():
    """Faction names may appear in the core's docstrings and comments (citing the Law), never in code."""
    names = re.compile(r"\b(marquise|eyrie|alliance|vagabond)\b", re.IGNORECASE)
    for path in (REPO / "rootcore").rglob("*.py"):
        tree = ast.parse(path.read_text())
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and ast.get_docstring(n)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                assert not names.search(node.value), f"{path.relative_to(REPO)}:{node.lineno}: {node.value!r}"
            if isinstance(node, ast.Name) or isinstance(node, ast.Attribute):
                ident = node.id if isinstance(node, ast.Name) else node.attr
                assert not names.search(ident.replace("_", " ")), f"{path.relative_to(REPO)}:{node.lineno}: {ident}"


def hookspec_names():
    return sorted(name for cls in (hookspecs.RegistrationSpecs, hookspecs.GameSpecs)
                  for name in vars(cls) if name.startswith("rootcore_"))


def test_every_hook_has_a_docstring_and_a_reference_entry():
    reference = (REPO / "docs/hooks.md").read_text()
    for name in hookspec_names():
        cls = hookspecs.RegistrationSpecs if hasattr(hookspecs.RegistrationSpecs, name) else hookspecs.GameSpecs
        assert getattr(cls, name).__doc__, f"{name} has no docstring"
        assert f"## {name}" in reference, f"{name} is not documented in docs/hooks.md"


def test_every_hook_is_exercised_by_a_test():
    tests = "\n".join(p.read_text() for p in (REPO / "tests").glob("test_*.py"))
    plugins_code = "\n".join(p.read_text() for p in (REPO / "plugins").rglob("*.py"))
    for name in hookspec_names():
        assert name in plugins_code or name in tests, f"no plugin or test uses {name}"


class LifecycleRecorder:
    """Records the lifecycle hooks, and asks one decision at the start of the first Daylight."""

    def __init__(self):
        self.calls = []

    @rootcore.hookimpl
    def rootcore_game_start(self, game):
        self.calls.append(("game_start", game.state.turn))

    @rootcore.hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        self.calls.append(("start", faction, phase))
        if phase == "daylight" and game.state.turn == 1:
            return self._ask(faction)
        return None

    def _ask(self, faction):
        yes = yield from rootcore.ask_yes_no(faction, "test.start_of_daylight", "Say yes?")
        self.calls.append(("answered", yes))

    @rootcore.hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        self.calls.append(("end", faction, phase))

    @rootcore.hookimpl
    def rootcore_game_over(self, game):
        self.calls.append(("game_over", tuple(game.winners)))


def test_lifecycle_hooks_run_in_law_order_law_1_4_1():
    recorder = LifecycleRecorder()
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 8}, plugins=[recorder])
    while game.pending.kind != "test.start_of_daylight":
        game.choose(game.pending.option_ids[0])
    first = game.state.turn_order[0]
    assert recorder.calls[0] == ("game_start", 1)
    assert recorder.calls[1:4] == [("start", first, "birdsong"), ("end", first, "birdsong"), ("start", first, "daylight")]
    game.choose("yes")
    assert recorder.calls[4] == ("answered", True)
    rootcore.play(game, rootcore.RandomAgent(8))
    assert recorder.calls[-1] == ("game_over", tuple(game.winners))
    phases = [c[2] for c in recorder.calls if c[0] == "start"]
    assert phases[:6] == ["birdsong", "daylight", "evening"] * 2


class FewerParameters:
    """Hook implementations taking fewer parameters than their specs, in another order (pluggy allows it)."""

    def __init__(self):
        self.phases = []

    @rootcore.hookimpl
    def rootcore_phase_start(self, phase, faction):  # a `game.hooks` call
        self.phases.append((faction, phase))

    @rootcore.hookimpl
    def rootcore_can_place(self, clearing, piece):  # a hot-path table call (`fast_hooks`)
        return False if piece == "warrior" and clearing == 1 else None


def test_hooks_may_take_fewer_parameters_in_any_order():
    plugin = FewerParameters()
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 8}, plugins=[plugin])
    while not plugin.phases:  # through setup
        game.choose(game.pending.option_ids[0])
    assert plugin.phases[0] == (game.state.turn_order[0], "birdsong")
    assert not rootcore.rules.pieces.placement_allowed(game, "eyrie", "warrior", 1)
    assert rootcore.rules.pieces.placement_allowed(game, "eyrie", "warrior", 2)


def test_every_phase_hook_is_asked_before_any_effect_runs():
    """Like any list hook: all `rootcore_phase_start` implementations answer first, then their effects run in the
    order the player chooses (Law 1.1.3), so what one effect does cannot change whether another is offered at
    that same moment."""
    first, second = LifecycleRecorder(), LifecycleRecorder()
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 8}, plugins=[first, second])
    while not (game.pending.kind == "turn.effect_order" and game.state.phase == "daylight"):
        game.choose(game.pending.option_ids[0])
    daylight = ("start", game.state.turn_order[0], "daylight")
    assert daylight in first.calls and daylight in second.calls  # both asked before the player orders them
    # Extra plugins are named by their place in the list: the last registered answers first (pluggy's order).
    assert game.pending.option_ids == ["effect:0", "effect:1"]
    assert [o.label for o in game.pending.options] == ["LifecycleRecorder"] * 2
    game.choose("effect:1")
    assert game.pending.kind == "test.start_of_daylight"
    game.choose("yes")
    assert game.pending.kind == "test.start_of_daylight"  # then the other effect asks in its turn, not the order
    game.choose("no")
    assert ("answered", True) in first.calls and ("answered", False) not in first.calls
    assert ("answered", False) in second.calls and ("answered", True) not in second.calls


class OtherShapes:
    """Implementation shapes pluggy accepts beside the spec's exact parameters: an extra parameter with a
    default (even one named like a builtin), and `**kwargs`."""

    def __init__(self):
        self.seen = []

    @rootcore.hookimpl
    def rootcore_can_place(self, game, piece, clearing, id=None):  # `id` keeps its default
        return False if (piece, clearing, id) == ("warrior", 1, None) else None

    @rootcore.hookimpl
    def rootcore_phase_start(self, game, **others):
        self.seen.append(others)


def test_hook_implementations_with_defaults_and_kwargs_get_the_hook_parameters():
    plugin = OtherShapes()
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 8}, plugins=[plugin])
    while not plugin.seen:  # through setup
        game.choose(game.pending.option_ids[0])
    assert plugin.seen[0] == {"faction": game.state.turn_order[0], "phase": "birdsong"}
    assert not rootcore.rules.pieces.placement_allowed(game, "eyrie", "warrior", 1)
    assert rootcore.rules.pieces.placement_allowed(game, "eyrie", "warrior", 2)


def test_a_wrong_hook_call_names_the_hook():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 8})
    with pytest.raises(TypeError, match="rootcore_phase_start"):
        game.hooks.rootcore_phase_start(game=game, faction="eyrie")


def test_game_options_must_be_declared_and_valid():
    """A config may set only the options the core (Law A.1 random_suits, A.7 advanced_setup) or an enabled
    plugin declares, with a value their schema accepts: a mistyped option is an error, not silently ignored."""
    base = {"factions": ["marquise", "eyrie", "vagabond"], "seed": 3}
    with pytest.raises(ConfigError, match=r"unknown game option 'advanced_setpu' \(did you mean 'advanced_setup'\?\) "
                                          r"\(known: advanced_setup, conceal_hands, faction_draft, random_suits, "
                                          r"second_vagabond_character, setup_cards, vagabond_character\)"):
        rootcore.new_game({**base, "options": {"advanced_setpu": True}})
    with pytest.raises(ConfigError, match=r"game option random_suits = 'yes' \(rootcore\): 'yes' is not of type"):
        rootcore.new_game({**base, "options": {"random_suits": "yes"}})
    with pytest.raises(ConfigError, match=r"vagabond_character = 3 \(vagabond\): 3 is not of type 'string'"):
        rootcore.new_game({**base, "options": {"vagabond_character": 3}})
    # An option belongs to its plugin: with the plugin disabled, the option is unknown.
    with pytest.raises(ConfigError, match="unknown game option 'vagabond_character'"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "disable": ["vagabond"],
                           "options": {"vagabond_character": "thief"}})
    game = rootcore.new_game({**base, "options": {"advanced_setup": True, "vagabond_character": "thief"}})
    play(game, RandomAgent(3), max_decisions=40)  # through setup: the option, not a decision, picks the character
    assert game.state.factions["vagabond"].data["character"] == "thief"
    assert not any(choice.startswith("character:") for choice in game.log)


def test_a_plugin_declares_its_game_options(extra_site):
    install_one_module_plugin(
        extra_site, "house-rules", "house", "house_rules",
        'from rootcore import hookimpl\n\n\n@hookimpl\ndef rootcore_register(registry):\n'
        '    registry.add_option("opening_cards", {"type": "integer", "minimum": 0}, "cards dealt at setup")\n',
        HOUSE_MANIFEST)
    base = {"factions": ["marquise", "eyrie"]}
    game = rootcore.new_game({**base, "options": {"opening_cards": 2}})
    assert game.config.options == {"opening_cards": 2}
    assert plugins.discover().plugins["house"].to_json()["options"] == [
        {"name": "opening_cards", "schema": {"type": "integer", "minimum": 0}, "help": "cards dealt at setup"}]
    with pytest.raises(ConfigError, match=r"opening_cards = -1 \(house\): -1 is less than the minimum of 0"):
        rootcore.new_game({**base, "options": {"opening_cards": -1}})
    registry = plugins.Registry()
    with pytest.raises(PluginError, match="game option 'random_suits' declared twice"):
        registry.add_option("random_suits", {"type": "boolean"}, "again")
    with pytest.raises(PluginError, match="game option 'odd' has a schema that is not a JSON Schema"):
        registry.add_option("odd", {"type": "whole number"}, "a bad schema")


def test_a_hook_without_its_mark_or_with_a_mistyped_name_is_named_not_skipped(extra_site, monkeypatch):
    """pluggy skips a `rootcore_...` function that lacks @hookimpl, and never calls a marked one whose name
    is no hook, without a word: a plugin module, a component or an observer with one is an error naming it."""
    install_one_module_plugin(extra_site, "house-rules", "house", "house_rules",
                              'def rootcore_register(registry):\n    pass\n', HOUSE_MANIFEST)
    with pytest.raises(PluginError, match=r"plugin 'house' \(distribution 'house-rules'.*rootcore_register not "
                                          r"marked @hookimpl"):
        rootcore.new_game({"factions": ["marquise", "eyrie"]})
    plugins.clear_cache()

    class Observer:
        def rootcore_game_over(self, game):  # forgot @hookimpl
            raise AssertionError("never called")

    with pytest.raises(PluginError, match="rootcore_game_over not marked @hookimpl"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "disable": ["house"]}, plugins=[Observer()])

    from rootcore_plugins.marquise import Marquise
    monkeypatch.setattr(Marquise, "rootcore_game_over", Observer.rootcore_game_over, raising=False)
    with pytest.raises(PluginError, match=r"plugin 'marquise' \(distribution 'rootcore'\), faction 'marquise': "
                                          "rootcore_game_over not marked"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "disable": ["house"]})
    monkeypatch.undo()

    class Mistyped:
        @hookimpl
        def rootcore_phase_strat(self, game, faction, phase):  # pluggy would register it and never call it
            raise AssertionError("never called")

    with pytest.raises(PluginError, match=r"rootcore_phase_strat is not a rootcore hook \(did you mean "
                                          r"'rootcore_phase_start'\?\)"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "disable": ["house"]}, plugins=[Mistyped()])


def test_a_hook_taking_a_parameter_its_hook_does_not_pass_is_named(monkeypatch):
    """Arguments are passed by name (docs/plugins.md, section 7): an implementation asking for one the hookspec does
    not have (`removed` for `removal`) is a PluginError naming the plugin, the hook and the parameter, with the
    hook's own, rather than pluggy's traceback; one with a default, or **kwargs, is still allowed (pluggy's rule)."""
    class Misnamed:
        @hookimpl
        def rootcore_pieces_removed(self, game, removed):
            raise AssertionError("never called")

    with pytest.raises(PluginError, match=r"extra plugin .*: rootcore_pieces_removed takes 'removed', which the hook "
                                          r"does not pass \(did you mean 'removal'\?\); its parameters: game, removal"):
        rootcore.new_game({"factions": ["marquise", "eyrie"]}, plugins=[Misnamed()])

    from rootcore import engine
    from rootcore.caches import BoundedCache
    from rootcore_plugins.marquise import Marquise

    @hookimpl
    def rootcore_game_over(self, game, winners):
        raise AssertionError("never called")

    monkeypatch.setattr(engine, "_SHARED", BoundedCache(64))  # built anew, not components shared from another test
    monkeypatch.setattr(Marquise, "rootcore_game_over", rootcore_game_over, raising=False)
    with pytest.raises(PluginError, match=r"plugin 'marquise' \(distribution 'rootcore'\), faction 'marquise': "
                                          r"rootcore_game_over takes 'winners'"):
        rootcore.new_game({"factions": ["marquise", "eyrie"]})
    monkeypatch.undo()
    rootcore.new_game({"factions": ["marquise", "eyrie"]}, plugins=[OtherShapes()])  # defaults and **kwargs


def install_house_cats(site, tmp_path, methods: str) -> None:
    """Install faction plugin 'housecat' (distribution 'rootcore-housecat'): the Marquise's rules with `methods`
    (source lines of the class body) overriding hers, on a copy of her board."""
    pkg = tmp_path / "housecat_src" / "housecat"
    pkg.mkdir(parents=True)
    variant_board(pkg, "marquise", variant="housecat")
    (pkg / "plugin.toml").write_text('kind = "plugin"\nschema_version = 1\nid = "housecat"\nplugin_kind = "faction"\n'
                                     'name = "House cats"\nversion = "1.0.0"\n')
    (pkg / "__init__.py").write_text(
        "from rootcore import hookimpl\nfrom rootcore_plugins.marquise import Marquise\n\n\n"
        f"class HouseCats(Marquise):\n{methods}\n\n"
        "@hookimpl\ndef rootcore_register(registry):\n"
        "    registry.add_faction('housecat', HouseCats, board='housecat:housecat.toml')\n")
    install_fake_distribution(site, "rootcore-housecat", "1.0.0", {"housecat": "housecat"}, {"housecat": pkg})
    plugins.clear_cache()


def test_an_error_a_plugin_raises_in_play_names_the_plugin_on_the_command_line(extra_site, tmp_path, capsys):
    """`rootcore play` prints a content error (a ValueError) as one line; a ValueError raised by a plugin's own code
    during a game is no content error: it comes with its traceback and the plugin's name, not as a bare message
    that hides where it came from (docs/plugins.md, section 13)."""
    install_house_cats(extra_site, tmp_path, "    def birdsong(self, game):\n        raise ValueError('boom in Birdsong')\n")
    from rootcore.cli import main
    assert main(["play", "--factions", "housecat,eyrie", "--seed", "1"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "in birdsong" in err
    assert err.rstrip().splitlines()[-1].startswith(
        "error: ValueError raised in plugin 'housecat' (distribution 'rootcore-housecat', entry point 'housecat'), at ")
    assert err.rstrip().endswith("in birdsong: boom in Birdsong")
    assert main(["play", "--factions", "housecat,eyrie", "--seed", "1", "--map", "lakee"]) == 2  # an input error
    assert capsys.readouterr().err.startswith("error: --map: no map plugin 'lakee'")


def test_a_faction_override_without_a_parameter_the_core_passes_by_name_is_named_at_load(extra_site, tmp_path):
    """A modder's faction overrides `take_move` as it was before the core added `origin` (a move made instead of a
    battle, rootcore 0.3.81): rather than a TypeError in the one game that passes it, the game is refused as it is
    built, naming the plugin, the method and the parameter. Extra parameters and renamed required ones are fine."""
    install_house_cats(extra_site, tmp_path, "    def take_move(self, game, kind, optional=True, into=None):\n"
                       "        return None\n\n    def could_battle_in(self, game, where, extra=0):\n"
                       "        return False\n\n    def crafting_affordable(self, game, cost):\n"
                       "        return False\n")  # as before `activated` (rootcore 0.3.89)
    with pytest.raises(PluginError, match=r"plugin 'housecat' \(distribution 'rootcore-housecat'.*\), faction "
                                          r"'housecat': overrides crafting_affordable\(activated\), take_move\(origin\) "
                                          r"without those parameters, which the core passes by name"):
        rootcore.new_game({"factions": ["housecat", "eyrie"]})


def test_a_faction_board_whose_id_differs_from_the_registered_id_is_refused_by_file_and_field(extra_site, tmp_path):
    """A plugin registers faction 'housecat' with a board whose `id` says 'house_cat' (a rename half done): a game
    refuses the board at $.id, and `rootcore validate` on the package says so too, rather than "ok" with the
    plugin's own checks (`data_issues`) skipped because no installed plugin gives a faction 'house_cat'."""
    from rootcore.content import ContentError, validate_paths
    pkg = tmp_path / "housecat_src" / "housecat"
    pkg.mkdir(parents=True)
    variant_board(pkg, "marquise", ('id = "marquise"', 'id = "house_cat"'))
    (pkg / "marquise.toml").rename(pkg / "housecat.toml")
    (pkg / "plugin.toml").write_text('kind = "plugin"\nschema_version = 1\nid = "housecat"\nplugin_kind = "faction"\n'
                                     'name = "House cats"\nversion = "1.0.0"\ncontent = ["housecat.toml"]\n')
    (pkg / "__init__.py").write_text(
        "from rootcore import hookimpl\nfrom rootcore_plugins.marquise import Marquise\n\n\n"
        "@hookimpl\ndef rootcore_register(registry):\n"
        "    registry.add_faction('housecat', Marquise, board='housecat:housecat.toml')\n")
    install_fake_distribution(extra_site, "rootcore-housecat", "1.0.0", {"housecat": "housecat"}, {"housecat": pkg})
    plugins.clear_cache()
    with pytest.raises(ContentError, match=r"housecat:housecat.toml of plugin 'housecat' .*: \$\.id: 'house_cat' "
                                           r"differs from the id 'housecat' its plugin registers this faction under"):
        rootcore.new_game({"factions": ["housecat", "eyrie"]})
    installed = extra_site / "housecat"
    issues = validate_paths([installed])
    assert [(issue.path, issue.message.split(":")[0]) for issue in issues] == [
        ("$.id", "'house_cat' differs from the id 'housecat' its plugin registers this faction under")]


def test_rules_that_yield_something_other_than_a_decision_are_named(monkeypatch):
    """A faction's phase generator that yields anything but a Decision is a plugin bug: the error says what was
    yielded and where, instead of an AttributeError from inside the engine."""
    from rootcore_plugins.marquise import Marquise

    def broken_birdsong(self, game):
        yield "clearing:1"  # an option id, not a Decision

    monkeypatch.setattr(Marquise, "birdsong", broken_birdsong)
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    with pytest.raises(PluginError, match=r"the rules yielded 'clearing:1' \(str\) where a Decision was expected, "
                                          r"in marquise's birdsong"):
        play(game, RandomAgent(1))


def test_a_phase_or_setup_without_a_yield_is_named(monkeypatch):
    """A phase or setup method written without any `yield` returns None, not a generator of decisions: the error
    names the plugin, the component and the method (docs/plugins.md, section 5), not "'NoneType' object is not
    iterable" from the turn structure."""
    from rootcore_plugins.eyrie import Eyrie
    from rootcore_plugins.marquise import Marquise

    def birdsong_placing_nothing(self, game):
        pass

    monkeypatch.setattr(Marquise, "birdsong", birdsong_placing_nothing)
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    with pytest.raises(PluginError, match=r"plugin 'marquise' \(distribution 'rootcore'\), faction 'marquise': its "
                                          r"birdsong returned None, not a generator of decisions"):
        play(game, RandomAgent(1))
    monkeypatch.setattr(Eyrie, "setup", birdsong_placing_nothing)
    with pytest.raises(PluginError, match=r"faction 'eyrie': its setup returned None"):
        play(rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1}), RandomAgent(1))


def test_an_attribute_error_inside_the_rules_is_raised_as_it_is(monkeypatch):
    """Only a yield of something other than a Decision becomes that PluginError: an AttributeError the rules
    themselves raise (a rules bug) reaches the caller unchanged, naming the missing attribute."""
    from rootcore_plugins.marquise import Marquise

    def broken_birdsong(self, game):
        yield from game.no_such_attribute

    monkeypatch.setattr(Marquise, "birdsong", broken_birdsong)
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    with pytest.raises(AttributeError, match="no_such_attribute") as caught:
        play(game, RandomAgent(1))
    assert not isinstance(caught.value, PluginError)


class RaisesAtDaylight:
    """A house rule with a bug: its hook raises when the first Daylight starts."""

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        if phase == "daylight":
            raise ValueError("boom at Daylight")


def test_after_the_rules_raised_the_game_refuses_further_choices_instead_of_ending_unfinished():
    """A plugin's exception leaves the rules half way through a step. Before, the next `choose` found the rules
    finished and left a game with no pending decision, not over and without winners; now it is refused, naming the
    first error, and the decision stays as it was. The save keeps the choice that failed, so it replays to it."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1}, plugins=[RaisesAtDaylight()])
    with pytest.raises(ValueError, match="boom at Daylight"):
        while True:
            game.choose(game.pending.option_ids[0])
    pending, choices = game.pending, len(game.log)
    with pytest.raises(rootcore.RootcoreError, match=rf"this game cannot go on: its rules raised ValueError: boom at "
                                                     rf"Daylight at choice #{choices} "):
        game.choose(pending.option_ids[0])
    assert game.pending is pending and len(game.log) == choices and not game.is_over
    with pytest.raises(ValueError, match="boom at Daylight"):
        rootcore.load_game(game.to_json(), plugins=[RaisesAtDaylight()])


def test_a_plugin_s_required_and_conflicting_plugins_are_checked_when_a_game_is_set_up(monkeypatch):
    # A manifest's `requires` must be installed, and none of its `conflicts` may be in play in the same game;
    # a conflict with a plugin not in play is no error.
    info = plugins.discover().plugins["eyrie"]
    manifest = info.manifest
    config = {"factions": ["marquise", "eyrie"]}
    monkeypatch.setattr(info, "manifest", attrs.evolve(manifest, requires=("no_such_plugin",)))
    with pytest.raises(ConfigError, match="plugin 'eyrie' requires plugin 'no_such_plugin', which is not installed"):
        rootcore.new_game(config)
    monkeypatch.setattr(info, "manifest", attrs.evolve(manifest, requires=("marquise",)))
    assert rootcore.new_game(config).pending is not None
    monkeypatch.setattr(info, "manifest", attrs.evolve(manifest, conflicts=("marquise",)))
    with pytest.raises(ConfigError, match="plugin 'eyrie' conflicts with plugin 'marquise', which is also in play"):
        rootcore.new_game(config)
    monkeypatch.setattr(info, "manifest", attrs.evolve(manifest, conflicts=("riverfolk",)))
    assert rootcore.new_game(config).pending is not None


def test_a_component_that_fails_to_build_names_its_plugin_and_distribution_one_way():
    # Discovery, a content error and a failing factory name a plugin alike (plugins.plugin_named); a component
    # registered outside discovery has no distribution to name, and says so.
    from rootcore.engine import build_component

    def broken(spec, definition):
        raise RuntimeError("boom")
    assert plugins.plugin_named("otters", "rootcore-otters", "rootcore_otters") == \
        "plugin 'otters' (distribution 'rootcore-otters', entry point 'rootcore_otters')"
    installed = plugins.discover()
    spec = attrs.evolve(installed.get("map", "autumn"), factory=broken)
    with pytest.raises(PluginError, match=r"^plugin 'autumn' \(distribution 'rootcore'\) failed to build map "
                                          r"'autumn': RuntimeError: boom$"):
        build_component(installed, spec, None)
    direct = plugins.Registry()
    direct.add_map("fjord", spec.content, factory=broken)
    with pytest.raises(PluginError, match=r"^plugin '<direct>' \(distribution unknown\) failed to build map 'fjord'"):
        build_component(direct, direct.get("map", "fjord"), None)


# -- fan content (the manifest's `fan`) --------------------------------------------------------------------------

def test_fan_plugins_are_marked_in_the_listing(capsys):
    """The manifest's optional `fan` marks fan content (the Outsiders' Grouch and its expansion bundle); `rootcore
    plugins` shows it, and `--json` gives it for every plugin (None: official)."""
    from rootcore import cli
    registry = plugins.discover()
    assert registry.plugins["grouch"].manifest.fan and registry.plugins["outsiders"].manifest.fan
    assert registry.plugins["harrier"].manifest.fan is None and registry.plugins["vagabond_pack"].manifest.fan is None
    assert cli.main(["plugins", "--json"]) == 0
    rows = {row["id"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows["grouch"]["fan"].startswith("The Outsiders") and rows["thief"]["fan"] is None
    assert cli.main(["plugins"]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    assert "[fan: The Outsiders" in lines["grouch"] and "[fan:" in lines["outsiders"] and "fan" not in lines["thief"]


@pytest.mark.parametrize("value, message", [('""', "should be non-empty"), ("3", "is not of type 'string'"),
                                            ('"  "', "does not match")])
def test_a_bad_fan_marker_is_refused_naming_the_file_and_field(tmp_path, value, message):
    from rootcore.content import ContentError, load_manifest
    path = tmp_path / "plugin.toml"
    path.write_text('kind = "plugin"\nschema_version = 1\nid = "moles"\nplugin_kind = "faction"\nname = "Moles"\n'
                    f'version = "0.1.0"\nfan = {value}\n')
    with pytest.raises(ContentError) as caught:
        load_manifest(path)
    assert str(path) in str(caught.value) and "$.fan" in str(caught.value) and message in str(caught.value)
