"""The `rootcore` command: play, replay, plugins, validate, with their happy paths and bad input."""
from __future__ import annotations

import json
import subprocess
import sys
import warnings

import pytest

import rootcore
from rootcore import plugins
from rootcore.cli import main


def test_play_prints_the_winner_and_scores(capsys):
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "winner:" in out and "marquise" in out and "eyrie" in out


def test_play_save_then_replay(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["play", "--factions", "eyrie,marquise", "--seed", "5", "--save", str(save)]) == 0
    data = json.loads(save.read_text())
    assert data["config"]["seed"] == 5 and data["choices"]
    assert main(["replay", str(save)]) == 0
    assert "final state matches" in capsys.readouterr().out


def test_replay_of_a_game_in_progress_names_who_decides(tmp_path, capsys):
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    for _ in range(5):
        game.choose(game.pending.options[0].id)
    save = tmp_path / "game.json"
    game.save(str(save))
    assert main(["replay", str(save)]) == 0
    assert f"game in progress: {game.pending.player} to decide {game.pending.kind}" in capsys.readouterr().out


def test_play_with_a_config_file(tmp_path, capsys):
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nseed = 9\n')
    assert main(["play", "--config", str(config)]) == 0
    assert "seed 9" in capsys.readouterr().out


def test_play_tells_the_games_own_warnings_once(capsys):
    # Law 5.2: the Alliance and the Vagabond together reach less than two players should; the warning is the
    # game's own (`game.warnings`), not a Python warning, and must still reach the person at the terminal.
    assert main(["play", "--factions", "alliance,vagabond", "--seed", "1"]) == 0
    err = capsys.readouterr().err
    assert err.count("Law 5.2") == 1 and "warning: total reach" in err


def test_validate_checks_a_configs_options_naming_the_file_and_field(tmp_path, capsys):
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      'options = { conceal_hand = true, random_suits = "yes" }\n')
    assert main(["validate", str(config)]) == 1
    out = capsys.readouterr().out
    hint = "unknown game option 'conceal_hand' (did you mean 'conceal_hands'?)"
    assert f"{config}: $.options.conceal_hand: {hint}" in out
    assert f"{config}: $.options.random_suits: game option random_suits = 'yes'" in out
    assert main(["play", "--config", str(config)]) == 2  # playing it is refused, naming the file too
    assert f"error: {config}: {hint}" in capsys.readouterr().err


def test_a_config_error_names_the_flag_or_the_file_that_set_the_wrong_value(tmp_path, capsys):
    # A flag overrides the file's value: an error about that value names the flag, one about the file's names the
    # file, and one about both (Law 5.1.1: seating lists the factions in play) names both.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      'seating = ["eyrie", "marquise"]\n')
    maps = sorted(plugins.discover().components["map"])  # the installed maps: the shipped ones, and any other
    assert {"autumn", "lake", "mountain", "winter"} <= set(maps)
    known = f"(known: {', '.join(maps)})"
    for flags, error in (
            (["--factions", "marquise,marquise"], "--factions: a faction is listed twice: ['marquise', 'marquise']"),
            (["--map", "lakee"], f"--map: no map plugin 'lakee' is installed and enabled {known}"),
            (["--factions", "marquise,Eyrie"], "--factions: $.factions[1]: 'Eyrie' does not match"),
            (["--factions", "marquise,eyrie,alliance"], f"{config}, --factions: seating ['eyrie', 'marquise'] must "
                                                        "list exactly the factions ['marquise', 'eyrie', 'alliance']"),
            (["--disable", "eyrie"], f"{config}, --disable: no faction plugin 'eyrie' is installed and enabled")):
        assert main(["play", "--config", str(config), *flags]) == 2
        assert f"error: {error}" in capsys.readouterr().err, flags
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nmap = "lakee"\n')
    assert main(["play", "--config", str(config), "--seed", "3"]) == 2
    assert f"error: {config}: no map plugin 'lakee' is installed and enabled {known}" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--config", str(config), "--map", "lakee"]) == 2
    assert f"error: --map: no map plugin 'lakee' is installed and enabled {known}" in capsys.readouterr().err


def test_an_agent_kind_not_installed_names_the_flag_or_the_file_and_seat_that_chose_it(tmp_path, capsys):
    # play's --bots (the default seat), simulate's --bots entries and --challenger, and the file's agents table.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      '[agents]\neyrie = "genius"\n')
    missing = "no 'genius' agent for 'eyrie' is installed (known: heuristic, human, random)"
    for command, source in ((["play", "--config", str(config)], f"{config}: agents.eyrie"),
                            (["simulate", "--games", "1", "--config", str(config)], f"{config}: agents.eyrie"),
                            (["play", "--factions", "eyrie,marquise", "--bots", "genius"], "--bots"),
                            (["simulate", "--games", "1", "--bots", "eyrie=genius"], "--bots"),
                            (["simulate", "--games", "1", "--factions", "eyrie,marquise", "--challenger", "genius"],
                             "--challenger")):
        assert main(command) == 2
        assert capsys.readouterr().err.startswith(f"error: {source}: {missing};"), command
    # A flag choosing the seat's kind overrides the file's: its game is played.
    assert main(["simulate", "--games", "1", "--quiet", "--config", str(config), "--bots", "eyrie=random"]) == 0


def test_an_option_nothing_in_the_game_reads_is_told(tmp_path, capsys):
    # The Vagabond's character set for a game without the Vagabond: most likely a mistake in the config.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      'options = { vagabond_character = "thief", random_suits = true }\n')
    assert main(["play", "--config", str(config)]) == 0
    err = capsys.readouterr().err
    assert "'vagabond_character' has no effect" in err and "random_suits" not in err  # the core reads that one
    game = rootcore.new_game({"factions": ["marquise", "vagabond"], "options": {"vagabond_character": "thief"}})
    assert not [w for w in game.warnings if "no effect" in w]
    # The second Vagabond's character in a game with one Vagabond (the option names the faction it is about).
    game = rootcore.new_game({"factions": ["marquise", "vagabond"], "options": {"second_vagabond_character": "thief"}})
    assert ("game option 'second_vagabond_character' has no effect: faction 'second_vagabond', which it is about, is "
            "not in this game") in game.warnings


def test_each_warning_is_told_once():
    # A warning can be both a Python warning caught while the game was made and one of the game's own (the
    # unimplemented cards): it is told once, the caught ones first.
    import warnings
    from rootcore.engine import warnings_told
    game = rootcore.new_game({"factions": ["alliance", "vagabond"], "seed": 1})
    own = game.warnings[0]
    caught = [warnings.WarningMessage("loading", UserWarning, "x.py", 1),
              warnings.WarningMessage(own, UserWarning, "y.py", 2)]
    assert warnings_told(game, caught) == ["loading", own] + game.warnings[1:]


def test_play_at_the_turn_cap_counts_the_turns_played(capsys):
    config = {"factions": ["marquise", "eyrie"], "seed": 5, "max_turns": 3}
    game = rootcore.new_game(config)
    result = rootcore.play(game, rootcore.RandomAgent(1))
    assert result["reason"] == "turn_cap" and not result["winners"]
    assert result["turns"] == 3 and [e["number"] for e in game.events if e["type"] == "turn"] == [1, 2, 3]
    assert game.view(None)["turn"] == 3 and game.view(None)["end_reason"] == "turn_cap"


def test_play_unknown_faction_is_a_clear_error(capsys):
    assert main(["play", "--factions", "marquise,otters"]) == 2
    assert "no faction plugin 'otters'" in capsys.readouterr().err


def test_replay_of_a_broken_save_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{ nope")
    assert main(["replay", str(bad)]) == 2
    assert f"save file {bad} is not valid JSON" in capsys.readouterr().err  # names the file
    bad.write_text('{"format": "something-else"}')
    assert main(["replay", str(bad)]) == 2
    assert f"save file {bad} is not a rootcore save" in capsys.readouterr().err


def test_replay_of_a_save_needing_what_is_not_installed_names_the_save(tmp_path, capsys):
    save = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1}).to_json()
    save["config"]["map"] = "lakee"  # edited by hand, or made where another map plugin was installed
    path = tmp_path / "game.json"
    path.write_text(json.dumps(save))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: save file {path}: ") and "'lakee'" in err


def test_output_piped_into_a_reader_that_stops_early_is_no_error():
    # `rootcore cards | head -1`: the reader closing the pipe printed "error: [Errno 32] Broken pipe". Here the
    # reader closes it before anything is written, so the write always meets a closed pipe.
    process = subprocess.Popen([sys.executable, "-m", "rootcore.cli", "cards"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    process.stdout.close()
    stderr = process.stderr.read()
    process.wait(timeout=120)
    assert stderr == "" and process.returncode == 1  # the exit status Python's own docs give a broken pipe


def test_plugins_lists_kind_version_and_distribution(capsys):
    assert main(["plugins", "--json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["marquise"]["kind"] == "faction" and rows["autumn"]["kind"] == "map"
    assert rows["standard"]["distribution"] == "rootcore" and rows["eyrie"]["version"]
    # The core's own options (Law A.1, A.7) are listed as a plugin's are, for a frontend's settings.
    assert rows["rootcore"]["kind"] == "core"
    assert {o["name"]: o["schema"] for o in rows["rootcore"]["options"]} == {
        "random_suits": {"type": "boolean"}, "advanced_setup": {"type": "boolean"},
        "setup_cards": {"type": "boolean"}, "conceal_hands": {"type": "boolean"},
        "faction_draft": {"oneOf": [{"type": "integer", "minimum": 2, "maximum": 6}, {"type": "object"}]}}
    assert main(["plugins"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("marquise ") for line in lines)
    kinds = [line.index(f" {kind} ") for line in lines for kind in ("faction", "hireling") if f" {kind} " in line]
    assert len(set(kinds)) == 1  # one column for the kind, whatever the length of the id


def test_validate_good_and_bad_content(tmp_path, capsys):
    assert main(["validate", "content", "plugins"]) == 0
    assert capsys.readouterr().out.endswith("ok: content, plugins valid\n")
    broken = tmp_path / "map.toml"
    broken.write_text('kind = "map"\nschema_version = 1\nid = "x"\nname = "X"\ncorners = [1, 2, 3, 4]\n'
                      'paths = [[1, 13]]\nclearings = [{id = 1, suit = "fox", slots = 1}]\n')
    assert main(["validate", str(broken)]) == 1
    captured = capsys.readouterr()
    assert str(broken) in captured.out and "$.paths[0]" in captured.out and "ok: " not in captured.out
    assert captured.err == f"{len(captured.out.splitlines())} problem(s) found\n"


@pytest.mark.parametrize("module", ["rootcore.cli", "rootcore"])
def test_the_command_runs_as_a_module(module):
    # `python -m rootcore` for an environment without the script (a venv made with --system-site-packages).
    result = subprocess.run([sys.executable, "-m", module, "plugins"], capture_output=True, text=True)
    assert result.returncode == 0 and "eyrie" in result.stdout
    result = subprocess.run([sys.executable, "-m", module, "play", "--seed", "nope"], capture_output=True, text=True)
    assert result.returncode == 2 and result.stderr.startswith("usage: rootcore ")


def test_an_output_file_in_a_missing_folder_is_refused_before_any_game(tmp_path, capsys):
    """--save, --json, --csv and --output name files written after the games: a folder that does not exist
    is an error up front (exit 2), not a traceback after a long run; so is a folder given as the file."""
    missing = tmp_path / "no-such-folder" / "out.json"
    for command in (["play", "--save", str(missing)], ["simulate", "--games", "1", "--quiet", "--json", str(missing)],
                    ["simulate", "--games", "1", "--quiet", "--csv", str(missing)],
                    ["bench", "--games", "1", "--repeat", "1", "--json", str(missing)]):
        assert main(command) == 2
        captured = capsys.readouterr()
        assert f"the folder {missing.parent} does not exist" in captured.err
        assert "VP" not in captured.out and "games/s" not in captured.out  # refused before playing
    assert not missing.parent.exists()
    # A folder given as the file was found only when the file was written: after the game, whose result was lost.
    for command in (["play", "--save", str(tmp_path)], ["simulate", "--games", "1", "--quiet", "--csv", str(tmp_path)],
                    ["bench", "--games", "1", "--repeat", "1", "--json", str(tmp_path)]):
        assert main(command) == 2
        captured = capsys.readouterr()
        assert f"{tmp_path}: this is a folder; give the name of a file in it" in captured.err, command
        assert "VP" not in captured.out and "games/s" not in captured.out


def test_validate_refuses_a_config_that_play_refuses_naming_the_file_and_field(tmp_path, capsys):
    # `rootcore validate game.toml` said "valid" of configs `rootcore play` then refused: a faction no plugin
    # gives, seven players, a hireling keeping out a faction in the game (Law A.6.5: the Last Dynasty, the Eyrie).
    head = 'kind = "config"\nschema_version = 1\n'
    cases = {
        "typo.toml": ('factions = ["marquise", "eyrei"]\n', "$.factions", "no faction plugin 'eyrei' is installed"),
        "seven.toml": ('factions = ["marquise", "eyrie", "alliance", "vagabond", "second_vagabond", "lizard", '
                       '"riverfolk"]\n', "$.factions", "a game needs 2 to 6 factions, not 7"),
        "dynasty.toml": ('factions = ["marquise", "eyrie"]\n'
                         'hirelings = ["last_dynasty", "flame_bearers", "corvid_spies"]\n', "$.hirelings",
                         "faction 'eyrie' cannot be played with hireling 'last_dynasty' in the game (Law A.6.5)"),
        "treetop.toml": ('factions = ["marquise", "eyrie"]\nlandmarks = ["elder_treetop"]\n', "$.landmarks",
                         "landmark 'elder_treetop' needs at least 3 players, not 2"),
    }
    for name, (body, field, message) in cases.items():
        path = tmp_path / name
        path.write_text(head + body)
        assert main(["validate", str(path)]) == 1, name
        assert capsys.readouterr().out.startswith(f"{path}: {field}: {message}"), name
        assert main(["play", "--config", str(path)]) == 2, name  # refused for the same reason
        assert message in capsys.readouterr().err, name
    both = tmp_path / "both.toml"  # every error at once: the misspelt option and the faction no plugin gives
    both.write_text(head + 'factions = ["marquise", "eyrei"]\noptions = { advnced_setup = true }\n')
    assert main(["validate", str(both)]) == 1
    assert [line.split(": ")[1] for line in capsys.readouterr().out.splitlines()] == ["$.options.advnced_setup",
                                                                                     "$.factions"]
    good = tmp_path / "good.toml"
    good.write_text(head + 'factions = ["marquise", "eyrie"]\nhirelings = ["flame_bearers", "warm_sun_prophets", '
                           '"corvid_spies"]\n[agents]\neyrie = "heuristic"\n')
    assert main(["validate", str(good)]) == 0


def test_an_agents_seat_that_is_no_faction_of_the_game_is_an_error_naming_it(tmp_path, capsys):
    # A misspelt seat in the agents table was ignored: the seat the group meant to play itself went to a bot.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                      '[agents]\neyrei = "human"\n')
    stranger = "agents names faction 'eyrei', which is not in this game (factions: marquise, eyrie)"
    for command in (["play", "--config", str(config)], ["simulate", "--games", "1", "--config", str(config)]):
        assert main(command) == 2
        assert capsys.readouterr().err == f"error: {config}: agents.eyrei: {stranger}\n", command
    assert main(["validate", str(config)]) == 1
    assert capsys.readouterr().out == f"{config}: $.agents.eyrei: {stranger}\n"
    # A seat --factions leaves out names the flag too.
    config.write_text('kind = "config"\nschema_version = 1\n[agents]\nvagabond = "heuristic"\n')
    assert main(["play", "--config", str(config), "--factions", "marquise,eyrie"]) == 2
    assert capsys.readouterr().err.startswith(f"error: {config}: agents.vagabond, --factions: agents names faction "
                                              "'vagabond'")


def test_a_plugin_both_enabled_and_disabled_is_not_called_not_installed(tmp_path, capsys):
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "lizard"]\nenable = ["lizard"]\n'
                      'expansions = ["vagabond_pack"]\n')
    assert main(["play", "--config", str(config), "--disable", "lizard"]) == 2
    assert capsys.readouterr().err == f"error: {config}, --disable: config enables plugin 'lizard' and disables it too\n"
    assert main(["play", "--config", str(config), "--disable", "vagabond_pack"]) == 2
    assert "config enables expansion 'vagabond_pack' and disables it too" in capsys.readouterr().err


def test_disabling_a_plugin_that_is_not_installed_is_an_error_naming_it(tmp_path, capsys):
    # A misspelt id in disable (or --disable) disabled nothing, without a word: the game was played with the plugin.
    assert main(["play", "--factions", "marquise,eyrie", "--disable", "lizrd"]) == 2
    assert capsys.readouterr().err == ("error: --disable: config disables plugin 'lizrd', which is not installed "
                                       "(did you mean 'lizard'?)\n")
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\ndisable = ["xyzzy"]\n')
    assert main(["play", "--config", str(config)]) == 2
    assert capsys.readouterr().err == f"error: {config}: config disables plugin 'xyzzy', which is not installed\n"
    # load_game's disable given as one id, not a list: the id, not its letters
    save = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1}).to_json()
    assert rootcore.load_game(save, disable="lizard").config.disable == ("lizard",)


def test_an_expansion_or_plugin_enabled_but_not_installed_names_what_is(tmp_path, capsys):
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nexpansions = ["riverpak"]\n')
    assert main(["play", "--config", str(config)]) == 2
    assert capsys.readouterr().err == (f"error: {config}: config enables expansion 'riverpak', which is not installed "
                                       "(installed: outsiders, riverfolk_expansion, vagabond_pack)\n")
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nenable = ["lizrd"]\n')
    assert main(["play", "--config", str(config)]) == 2
    assert "config enables plugin 'lizrd', which is not installed (did you mean 'lizard'?)" in capsys.readouterr().err


def test_the_readmes_game_config_validates_and_seats_its_agents(tmp_path, capsys):
    # The config of the README's command line section, as a group would copy it into a file.
    from pathlib import Path
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    block = readme.split("A game config is TOML", 1)[1].split("```toml\n", 1)[1].split("```", 1)[0]
    config = tmp_path / "game.toml"
    config.write_text(block)
    assert main(["validate", str(config)]) == 0
    from rootcore.content import load_game_config
    assert load_game_config(config).agents == {"eyrie": "heuristic"}  # the seats the README says it sets


def test_a_config_saved_by_a_windows_editor_plays_and_one_not_in_utf8_names_its_line(tmp_path, capsys):
    # A UTF-8 byte order mark and CRLF line ends (Notepad) were "syntax error: Invalid statement (at line 1,
    # column 1)"; a Latin-1 byte was named only by its offset in the file.
    config = tmp_path / "game.toml"
    config.write_bytes(b'\xef\xbb\xbfkind = "config"\r\nschema_version = 1\r\nfactions = ["marquise", "eyrie"]\r\n')
    assert main(["validate", str(config)]) == 0
    assert main(["play", "--config", str(config), "--seed", "2"]) == 0
    capsys.readouterr()
    config.write_bytes(b'kind = "config"\nschema_version = 1\nfactions = ["marquise", "\xe9yrie"]\n')
    assert main(["play", "--config", str(config)]) == 2
    assert capsys.readouterr().err == f"error: {config}: $: syntax error: not UTF-8 text: byte 0xe9 at line 3\n"


def test_a_save_that_cannot_be_written_leaves_the_result_printed(tmp_path, capsys, monkeypatch):
    # The save was written before the result was printed: a write failing (a full disk) lost both.
    def full_disk(game, path):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(rootcore.Game, "save", full_disk)
    assert main(["play", "--factions", "marquise,eyrie", "--seed", "3", "--save", str(tmp_path / "g.json")]) == 2
    captured = capsys.readouterr()
    assert "winner:" in captured.out and "No space left on device" in captured.err


def test_more_factions_starting_in_corners_than_the_map_has_corners_is_refused(tmp_path, capsys):
    # Law 5: five or more factions that start in corners need the Advanced Setup's faction setup cards (A.8.2, the
    # options advanced_setup and setup_cards). Without them the last to set up found no corner and set up nothing: the
    # Hundreds began with no warlord and no warrior on the map, and the game went on.
    five = ["marquise", "eyrie", "lizard", "duchy", "hundreds"]
    told = ("factions marquise, eyrie, lizard, duchy, hundreds each start in a corner, and map 'autumn' has 4: Law 5 "
            "asks for the Advanced Setup's faction setup cards then: set options advanced_setup = true and setup_cards "
            "= true")
    with pytest.raises(rootcore.ConfigError, match="each start in a corner"):
        rootcore.new_game({"factions": five})
    assert main(["play", "--factions", ",".join(five)]) == 2
    assert capsys.readouterr().err == f"error: --factions: {told}\n"
    config = tmp_path / "game.toml"
    config.write_text(f'kind = "config"\nschema_version = 1\nfactions = {five!r}\n'.replace("'", '"'))
    assert main(["validate", str(config)]) == 1
    assert capsys.readouterr().out == f"{config}: $.factions: {told}\n"
    # Four of them and two that start elsewhere (Law 11.3.2, 9.3.2) still play.
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "lizard", "duchy", "vagabond", "riverfolk"], "seed": 1})
    assert rootcore.play(game, rootcore.RandomAgent(1))["over"]


def test_an_empty_factions_flag_is_an_error_not_the_default_game(capsys):
    # `--factions "$FACTIONS"` with the variable unset played the default four-faction game without a word.
    for command in (["play", "--factions", ""], ["simulate", "--games", "1", "--factions", ""]):
        assert main(command) == 2
        assert capsys.readouterr().err == "error: --factions: $.factions: [] should be non-empty\n", command


def test_the_reach_warning_is_told_in_games_with_landmarks_or_hirelings(capsys):
    # Law 5.2: the Marquise and the Alliance reach 13 of the 17 two players should. The warning came after the
    # landmarks' and hirelings' setup decisions, so a new game with either did not have it yet, and play never told it.
    for extra in ({"landmarks": ["tower"]}, {"hirelings": ["last_dynasty", "flame_bearers", "highway_bandits"]}):
        game = rootcore.new_game({"factions": ["marquise", "alliance"], **extra})
        assert game.pending.kind in ("setup.landmark", "setup.hireling")
        assert game.warnings == ["total reach 13 is below the 17 recommended for 2 players (Law 5.2)"], extra


def test_play_refuses_simulates_seat_entries_in_bots_saying_how_to_seat_one(capsys):
    # `rootcore simulate --bots eyrie=heuristic` seats one bot; play took the entry for an agent kind and said no
    # "eyrie=heuristic" agent was installed for the Marquise.
    assert main(["play", "--bots", "eyrie=heuristic"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --bots eyrie=heuristic: rootcore play takes one agent kind") and "agents table" in err


def test_play_tells_how_the_game_was_won_and_who_activated_a_dominance_card_law_3_3(tmp_path, capsys):
    # Law 3.1 and 3.3.1: a game is won by 30 victory points or by an activated dominance card. The result line says
    # which, and each faction's score line marks an activated dominance card (its victory condition changed), as
    # the save's state has them.
    four = "marquise,eyrie,alliance,vagabond"
    for seed, how in ((0, "by dominance"), (3, "by reaching 30 victory points")):
        save = tmp_path / f"game{seed}.json"
        assert main(["play", "--factions", four, "--seed", str(seed), "--save", str(save)]) == 0
        out = capsys.readouterr().out
        game = rootcore.load_game(str(save))
        assert game.state.end_reason == ("dominance" if how == "by dominance" else "score")
        assert f"winner: {', '.join(game.winners)} ({how}) after {game.state.turn} turns" in out
        scores = {line.split()[0]: line for line in out.splitlines() if line.endswith(("VP", "(dominance activated)"))}
        assert list(scores) == game.state.turn_order
        activated = {fid: line.endswith(" VP (dominance activated)") for fid, line in scores.items()}
        assert activated == {fid: fs.dominance is not None for fid, fs in game.state.factions.items()}
        assert True in activated.values() and False in activated.values()
        assert out.endswith(f"saved to {save}\n")


def test_play_at_the_config_files_turn_cap_says_the_game_stopped_there(tmp_path, capsys):
    config = tmp_path / "game.toml"
    for cap, told in ((1, "1 turn"), (3, "3 turns")):
        config.write_text(f'kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nmax_turns = {cap}\n')
        assert main(["play", "--config", str(config)]) == 0
        assert f"no winner: the game stopped at the turn cap ({told})\n" in capsys.readouterr().out


def test_play_plays_the_ruleset_its_flag_names(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["play", "--ruleset", "legacy_edition", "--seed", "1", "--save", str(save)]) == 0
    assert json.loads(save.read_text())["config"]["ruleset"] == "legacy_edition"
    assert rootcore.load_game(str(save)).config.ruleset == "legacy_edition"


def test_replay_of_a_finished_game_tells_the_winners_and_scores(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert main(["play", "--factions", "marquise,eyrie", "--seed", "2", "--save", str(save)]) == 0
    capsys.readouterr()
    game = rootcore.load_game(str(save))
    assert game.is_over and game.winners
    assert main(["replay", str(save)]) == 0
    assert capsys.readouterr().out.splitlines()[1] == (
        f"winner: {', '.join(game.winners)}; scores: " + ", ".join(f"{f} {s}" for f, s in game.scores.items()))


def test_replay_does_not_repeat_the_games_warnings_as_python_warnings(tmp_path, monkeypatch, capsys):
    # A replay says whether the save reaches its state: the warnings of a new game (an unimplemented card) are no
    # news then, and a Python warning would reach the terminal as "UserWarning: ..." with a file and line.
    monkeypatch.delitem(plugins.discover().card_effects, "armorers")
    save = tmp_path / "game.json"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    assert any("Armorers" in w for w in game.warnings)
    game.save(str(save))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["replay", str(save)]) == 0
    assert [str(w.message) for w in caught] == []


def test_the_help_names_the_command_and_each_modules_command_with_its_summary(capsys):
    import importlib

    from rootcore.cli import COMMAND_MODULES
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "The `rootcore` command: play a game with bots, replay a save, list plugins, validate content." in text
    for name, module in COMMAND_MODULES.items():
        summary = importlib.import_module(module).__doc__.strip().split("\n")[0]
        assert f"{name} {summary}" in text, name


def test_no_command_is_a_usage_error_not_a_traceback(capsys):
    with pytest.raises(SystemExit) as exit_:
        main([])
    assert exit_.value.code == 2
    assert "the following arguments are required: command" in capsys.readouterr().err


def test_a_command_module_not_installed_is_left_out_and_one_missing_a_dependency_is_an_error(tmp_path, monkeypatch):
    from rootcore import cli
    monkeypatch.setattr(cli, "COMMAND_MODULES", {**cli.COMMAND_MODULES, "ghost": "rootcore_no_such_module"})
    commands = next(a for a in cli.build_parser()._actions if a.dest == "command").choices
    assert "ghost" not in commands and "render" in commands
    # A module that is there but imports one that is not: its error, not a command quietly missing.
    (tmp_path / "rootcore_half_command.py").write_text('"""Half."""\nimport rootcore_no_such_dependency\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(cli, "COMMAND_MODULES", {"half": "rootcore_half_command"})
    with pytest.raises(ModuleNotFoundError, match="rootcore_no_such_dependency"):
        cli.build_parser()
