"""Engine tests (DESIGN sections 3-4): decisions, determinism, saves, clones, views, and bad input that
must give a clear error and change nothing."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import rootcore
import rootcore.views
from rootcore import IllegalChoice, SaveError
from rootcore.agents import RandomAgent, play
from rootcore.model import GameConfig
from rootcore.scenario import ScenarioError
from rootcore.testing import InvariantError, check_replay_equivalence

CONFIG = {"factions": ["marquise", "eyrie"], "seed": 11}


def advance(game, n, seed=0):
    play(game, RandomAgent(seed), max_decisions=n)


def test_same_seed_and_choices_give_the_same_game():
    a, b = rootcore.new_game(CONFIG), rootcore.new_game(CONFIG)
    play(a, RandomAgent(5))
    play(b, RandomAgent(5))
    assert a.log == b.log and a.state.to_json() == b.state.to_json() and a.events == b.events


def test_different_seeds_give_different_games():
    a = rootcore.new_game({**CONFIG, "seed": 1})
    b = rootcore.new_game({**CONFIG, "seed": 2})
    play(a, RandomAgent(1))
    play(b, RandomAgent(1))
    assert a.state.to_json() != b.state.to_json()


@pytest.mark.parametrize("seed", range(6))
def test_save_load_continue_equals_uninterrupted_play(seed):
    whole = rootcore.new_game({**CONFIG, "seed": seed})
    play(whole, RandomAgent(seed))
    part = rootcore.new_game({**CONFIG, "seed": seed})
    agent = RandomAgent(seed)
    for _ in range(len(whole.log) // 2):
        part.choose(agent(part, part.pending))
    loaded = rootcore.load_game(json.loads(json.dumps(part.to_json())))
    assert loaded.state.to_json() == part.state.to_json()
    play(loaded, agent)
    assert loaded.log == whole.log and loaded.state.to_json() == whole.state.to_json()


def assert_goes_on_like(copy, game, seed: int = 9):
    """`copy` stands where `game` stands (state and pending decision), and both, played on by the same seeded
    random agent, make the same choices and end in the same state with the same events."""
    assert copy.state.to_json() == game.state.to_json() and copy.pending.to_json() == game.pending.to_json()
    play(game, RandomAgent(seed))
    play(copy, RandomAgent(seed))
    assert copy.log == game.log and copy.events == game.events and copy.state.to_json() == game.state.to_json()


@pytest.mark.parametrize("seed", range(6))
def test_clone_continues_exactly_like_the_original(seed):
    game = rootcore.new_game({**CONFIG, "seed": seed})
    advance(game, 40 + 25 * seed, seed)
    assert_goes_on_like(game.clone(), game, 99)


def test_clone_is_independent_of_the_original():
    game = rootcore.new_game(CONFIG)
    advance(game, 30)
    before = game.state.to_json()
    copy = game.clone()
    play(copy, RandomAgent(3))
    assert game.state.to_json() == before


def test_clone_during_setup_and_after_the_end():
    game = rootcore.new_game(CONFIG)
    copy = game.clone()
    assert copy.state.to_json() == game.state.to_json()
    play(game, RandomAgent(1))
    done = game.clone()
    assert done.is_over and done.state.to_json() == game.state.to_json()


BASE_FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


@pytest.mark.parametrize("config", [
    {"factions": ["marquise", "eyrie"]},
    {"factions": BASE_FOUR},
    {"factions": BASE_FOUR, "map": "winter", "deck": "exiles", "options": {"vagabond_character": "tinker"}},
    {"factions": ["vagabond", "alliance"], "map": "lake", "options": {"vagabond_character": "ranger"}},
])
def test_a_clone_made_before_any_decision_stands_where_the_game_stands(config):
    """Clones resume at turn and phase starts and at the factions' resume points within a phase (the
    Daylight actions of the four base factions, the Alliance's operations): each of the game's clones must
    have the same state, pending decision, events and choices as the game itself."""
    from rootcore.testing import check_clone_equivalence
    assert check_clone_equivalence(config, seed=3) > 100


def marquise_later_action_menu(from_turn: int = 1):
    """A Marquise-Eyrie game (seed 4, random play) at a Marquise action menu after her first action, from
    turn `from_turn` on."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    agent = RandomAgent(4)
    while not (game.state.turn >= from_turn and game.pending.kind == "marquise.action"
               and game.state.factions["marquise"].data["actions"] < 3):
        game.choose(agent(game, game.pending))
    return game


def test_a_clone_within_the_marquise_daylight_replays_only_the_current_action():
    """The top of the Marquise's action loop is a resume point: a clone made at her second action menu
    replays no choice, however many choices her Daylight took before (crafting, the first action)."""
    game = marquise_later_action_menu()
    phase_start = max(i for i, e in enumerate(game.events) if e["type"] == "phase")
    assert [e for e in game.events[phase_start:] if e["type"] != "phase"]  # her first action is behind her
    game.clone()  # the first clone replays from turn 1; from now on the game keeps its resume points
    *_, log_length, events_length, within_phase = game._checkpoint
    assert within_phase and log_length == len(game.log) and events_length == len(game.events)
    assert_goes_on_like(game.clone(), game)  # this clone resumes at that point


@pytest.mark.parametrize("faction", ["eyrie", "alliance"])
def test_a_clone_late_in_a_daylight_resumes_at_its_latest_action(faction):
    """The Eyrie's Decree keeps what is left of it in the state (Law 7.5.2) and the Alliance's Daylight loop
    keeps nothing of its own (8.5): the top of each action is a resume point, so a clone made after several
    Daylight choices resumes after them, not at the phase start, and goes on exactly like its game."""
    game = rootcore.new_game({"factions": BASE_FOUR, "seed": 5})
    agent = RandomAgent(5)
    phase_start = None
    while True:
        st = game.state
        if st.current_faction == faction and st.phase == "daylight":
            if phase_start is None:
                phase_start = len(game.log)
            elif len(game.log) - phase_start >= 4 and game.pending.player == faction:
                break
        else:
            phase_start = None
        game.choose(agent(game, game.pending))
    game.clone()  # the first clone replays from turn 1; from now on the game keeps its resume points
    *_, log_length, events_length, within_phase = game._checkpoint
    assert within_phase and log_length > phase_start  # not the phase start: later in this Daylight
    assert_goes_on_like(game.clone(), game)  # this clone resumes there


def test_a_clone_copies_the_state_only_at_checkpoints_its_original_can_still_use(monkeypatch):
    """Replaying to its original's position, a clone keeps the checkpoints of the original's turn alone (the
    later ones replace the earlier), and takes none at the resume point it resumed at (its own checkpoint)."""
    from rootcore.state import GameState
    game = marquise_later_action_menu(from_turn=5)
    saved_in_turns = []  # the turn of every state copied for a checkpoint (a copy without its RNG)
    copy_with_rng = GameState.copy_with_rng

    def counting_copy(self, rng_state):
        if rng_state is None:
            saved_in_turns.append(self.turn)
        return copy_with_rng(self, rng_state)

    monkeypatch.setattr(GameState, "copy_with_rng", counting_copy)
    first = game.clone()  # replays from the first turn
    assert saved_in_turns and set(saved_in_turns) == {game.state.turn}
    assert game._checkpoint[4] and game._checkpoint[2] == len(game.log)  # at this action menu
    saved_in_turns.clear()
    second = game.clone()  # resumes at that resume point, with nothing to replay
    assert saved_in_turns == []
    for copy in (first, second):
        assert copy.state.to_json() == game.state.to_json() and copy.events == game.events


def test_the_conformance_kit_catches_a_resume_point_the_phase_cannot_continue_from(monkeypatch):
    """A resume point between the two moves of a March is wrong: Daylight called again goes back to the
    action menu, not to the second move. `check_clone_equivalence` must say so."""
    from rootcore.rules import move
    from rootcore.testing import check_clone_equivalence
    from rootcore_plugins.marquise import Marquise

    def march_with_a_wrong_resume_point(self, game):
        yield from move.take_move(game, self.id, kind="marquise.march")
        game.resume_point()
        yield from move.take_move(game, self.id, kind="marquise.march", optional=True)

    monkeypatch.setattr(Marquise, "_march", march_with_a_wrong_resume_point)
    with pytest.raises(InvariantError, match=r"a clone made before decision #\d+ of seed 3 .*differs from the game "
                                             "in its pending decision"):  # the seed, to rerun it (docs/plugins.md, 11)
        check_clone_equivalence({"factions": ["marquise", "eyrie"]}, seed=3)


def test_unknown_option_raises_and_changes_nothing():
    game = rootcore.new_game(CONFIG)
    advance(game, 10)
    before, pending, log = game.state.to_json(), game.pending.to_json(), list(game.log)
    with pytest.raises(IllegalChoice, match="not an option"):
        game.choose("clearing:99")
    with pytest.raises(IllegalChoice):
        game.choose(None)
    assert game.state.to_json() == before and game.pending.to_json() == pending and game.log == log


def test_choosing_an_option_object_says_an_id_string_is_expected():
    # A newcomer passes the Option itself: the error must not read as if 'clearing:1' were refused.
    game = rootcore.new_game(CONFIG)
    option = game.pending.options[0]
    with pytest.raises(IllegalChoice, match=rf"option's id string \(such as {option.id!r}\), not Option"):
        game.choose(option)
    with pytest.raises(IllegalChoice, match="not int 3"):
        game.choose(3)
    assert game.log == []
    game.choose(option.id)
    assert game.log == [option.id]


def test_a_decision_keeps_its_options_as_a_list_and_a_refusal_names_twelve_of_them():
    # Options given as a tuple are kept as a list; a refused answer lists the first twelve options and,
    # only when there are more, how many there are in all.
    from rootcore.decisions import Decision, Option
    twelve = Decision("marquise", "test.pick", "?", tuple(Option(f"o{i}") for i in range(12)))
    assert twelve.options == [Option(f"o{i}") for i in range(12)] and isinstance(twelve.options, list)
    with pytest.raises(IllegalChoice) as caught:
        twelve.option("x")
    assert str(caught.value).endswith("options: o0, o1, o2, o3, o4, o5, o6, o7, o8, o9, o10, o11")
    thirteen = Decision("marquise", "test.pick", "?", [Option(f"o{i}") for i in range(13)])
    with pytest.raises(IllegalChoice) as caught:
        thirteen.option("x")
    assert str(caught.value).endswith("o10, o11, ... (13 in all)")


def test_an_optional_clearing_question_adds_a_way_to_decline():
    # ask_clearing: one option per clearing, and with `optional` a "pass" answer that returns None.
    from rootcore.decisions import ask_clearing
    for optional, answer, result in ((False, "clearing:3", 3), (True, "clearing:3", 3), (True, "pass", None)):
        question = ask_clearing("marquise", "test.where", "Where?", [3, 7], optional=optional, decline="Stay")
        decision = next(question)
        expected = ["clearing:3", "clearing:7"] + (["pass"] if optional else [])
        assert [o.id for o in decision.options] == expected
        with pytest.raises(StopIteration) as done:
            question.send(decision.option(answer))
        assert done.value.value == result
    assert decision.option("pass").label == "Stay"


def test_choose_after_the_end_is_an_error():
    game = rootcore.new_game(CONFIG)
    play(game, RandomAgent(2))
    with pytest.raises(rootcore.RootcoreError, match="over"):
        game.choose("anything")


@pytest.mark.parametrize("bad, message", [
    ("not json at all {", "cannot read save file"),  # a string that is not JSON is taken as a path
    ("{not json", "not valid JSON"),
    ({"format": "something-else"}, "not a rootcore save"),
    ({"format": "rootcore.save", "version": 99, "config": {}, "choices": []}, "has unsupported version"),
    ({"format": "rootcore.save", "version": 1, "choices": []}, "no 'config'"),
    ({"format": "rootcore.save", "version": 1, "config": CONFIG, "choices": [1, 2]}, "list of option id strings"),
    ({"format": "rootcore.save", "version": 1, "config": CONFIG, "choices": ["nonsense"]}, "cannot be replayed"),
    # a scenario or plugins field of the wrong type was a TypeError or AttributeError (a traceback from rootcore
    # replay, "internal error" from rootcore serve's load), not an error naming the field
    ({"format": "rootcore.save", "version": 1, "config": CONFIG, "choices": [], "scenario": "x"}, "'scenario' must be"),
    ({"format": "rootcore.save", "version": 1, "config": CONFIG, "choices": [], "scenario": 5}, "'scenario' must be"),
    ({"format": "rootcore.save", "version": 1, "config": CONFIG, "choices": ["nonsense"], "plugins": ["eyrie"]},
     "'plugins' must be"),
    # A corrupted config was a ContentError (not a RootcoreError).
    ({"format": "rootcore.save", "version": 1, "config": {**CONFIG, "seed": "7"}, "choices": []},
     r"save: its config is not valid: <config>: \$\.seed: '7' is not of type 'integer'"),
])
def test_malformed_save_gives_a_clear_error(bad, message):
    with pytest.raises(SaveError, match=message):
        rootcore.load_game(bad)


def test_save_with_a_wrong_state_is_rejected():
    game = rootcore.new_game(CONFIG)
    advance(game, 20)
    data = game.to_json()
    score = data["state"]["factions"]["marquise"]["score"]
    data["state"]["factions"]["marquise"]["score"] += 1
    with pytest.raises(SaveError, match=rf"differs .*first at state\.factions\.marquise\.score: {score + 1} against "
                                        rf"{score}, the save's value first; saved with these same versions"):
        rootcore.load_game(data)


class IntKeyedState:
    """A plugin bug: state keyed by clearing numbers, which a JSON save turns into strings."""

    @rootcore.hookimpl
    def rootcore_game_start(self, game):
        game.state.factions["marquise"].data["by_clearing"] = {1: 2}


def test_state_a_json_save_cannot_keep_is_named():
    game = rootcore.new_game(CONFIG, plugins=[IntKeyedState()])
    advance(game, 20)
    with pytest.raises(SaveError, match=r"cannot keep, at state\.factions\.marquise\.data\.by_clearing: key 1 "
                                        r"\(int; a JSON save makes it a string\)"):
        rootcore.load_game(json.dumps(game.to_json()), plugins=[IntKeyedState()])
    # The conformance kit saves as text, as `Game.save` does, so it finds the bug too.
    with pytest.raises(InvariantError, match="save -> load of seed 11 fails: .*key 1"):
        check_replay_equivalence(game)


def test_a_save_that_replays_differently_names_the_versions_that_changed():
    """A save whose replay does not reach its state, made with another version of a plugin (a faction whose
    mid-phase state changed, say), names that plugin and both versions."""
    game = rootcore.new_game(CONFIG)
    advance(game, 20)
    data = game.to_json()
    data["state"]["factions"]["marquise"]["score"] += 1
    here = data["plugins"]["eyrie"]
    data["plugins"]["eyrie"] = "0.0.1"
    with pytest.raises(SaveError, match=f"saved with other versions: eyrie 0.0.1 -> {here}"):
        rootcore.load_game(data)
    # A choice the changed plugin no longer offers, or one past the end of the game, says the same.
    data["choices"][-1] = "no-such-option"
    with pytest.raises(SaveError, match=rf"choice #19 .*cannot be replayed: .*\(saved with other versions: eyrie "
                                        rf"0\.0\.1 -> {here}\)"):
        rootcore.load_game(data)
    play(game, RandomAgent(2))
    data = game.to_json()
    data["plugins"]["eyrie"] = "0.0.1"
    data["choices"].append("one-too-many")
    with pytest.raises(SaveError, match=rf"save has {len(game.log) + 1} choices but the game ended after "
                                        rf"{len(game.log)} \(saved with other versions: eyrie 0\.0\.1 -> {here}\)"):
        rootcore.load_game(data)


def test_unreadable_save_file(tmp_path):
    with pytest.raises(SaveError, match="cannot read"):
        rootcore.load_game(tmp_path / "missing.json")
    edited = tmp_path / "edited.json"  # a save file whose config is wrong is named by its path
    edited.write_text(json.dumps({"format": "rootcore.save", "version": 1, "config": {"factions": "marquise"},
                                  "choices": []}))
    with pytest.raises(SaveError, match=rf"save file {re.escape(str(edited))}: its config is not valid: .*factions"):
        rootcore.load_game(edited)


def test_save_file_round_trip(tmp_path):
    game = rootcore.new_game(CONFIG)
    advance(game, 50)
    game.save(tmp_path / "game.json")
    assert rootcore.load_game(tmp_path / "game.json").state.to_json() == game.state.to_json()


def test_scenario_games_save_and_load():
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 4}}}})
    advance(game, 15)
    assert rootcore.load_game(game.to_json()).state.to_json() == game.state.to_json()


def test_a_clone_of_a_scenario_game_saves_as_that_scenario():
    """A clone keeps the scenario its game started from: its save replays from that position, not from a
    new game's setup (Law 5.1), so that it loads back to where the clone stands."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 4}}}})
    advance(game, 5)
    twin = game.clone()
    assert twin.scenario_spec == game.scenario_spec and twin.to_json() == game.to_json()
    assert rootcore.load_game(twin.to_json()).state.to_json() == game.state.to_json()


@pytest.mark.parametrize("field, spec", [
    ("clearings", {"clearings": {"north": {"marquise": {"warrior": 1}}}}),
    ("clearings", {"clearings": {13: {"marquise": {"warrior": 1}}}}),
    ("suits", {"suits": {"x": "fox"}}),
    ("ruins", {"ruins": {"99": 1}}),
    ("sealed", {"sealed": {"five": "torch"}}),
    ("landmarks", {"landmarks": {"tower": "seven"}}),
])
def test_a_scenario_naming_no_clearing_is_a_clear_error_naming_the_field(field, spec):
    base = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight"}
    with pytest.raises(ScenarioError, match=f"^{field}: .* is not a clearing of the map"):
        rootcore.scenario({**base, **spec})


@pytest.mark.parametrize("pieces", [{"warrior": -1}, {"sawmill": -1}, {"warrior": "2"}, {"warrior": 1.5}])
def test_a_scenario_count_of_pieces_that_is_no_count_is_a_clear_error(pieces):
    # A negative count put a negative number of warriors on the map (a faction "with warriors" to the rules, which
    # ask `faction in cl.warriors`) and added pieces to the supply (Law 1.5.1); text or a fraction was a TypeError.
    with pytest.raises(ScenarioError, match=r"^clearing 1: marquise \w+: .* is not a count of pieces"):
        rootcore.scenario({"factions": ["marquise", "eyrie"], "clearings": {1: {"marquise": pieces}}})


@pytest.mark.parametrize("field, value", [("phase", "setup"), ("phase", "dusk"), ("current", "alliance")])
def test_a_scenario_starting_outside_a_turn_phase_or_player_is_a_clear_error_law_1_4_1(field, value):
    # A scenario starts within a turn (Law 1.4.1): one of the three phases, of a player in the game. An unknown phase
    # was silently played from Birdsong, "setup" ran the setup over the scenario's pieces, and an unknown player was
    # a bare ValueError.
    spec = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight", field: value}
    with pytest.raises(ScenarioError, match=f"^{field}: '{value}' is not"):
        rootcore.scenario(spec)


@pytest.mark.parametrize("extra, message", [
    ({"hand": {"marquise": ["ambush_fox"]}}, r"^hand: not a scenario field \(did you mean 'hands'\?\)"),
    ({"hands": {"marquis": 2}}, r"^hands: 'marquis' is not a faction in this scenario \(did you mean 'marquise'\?\)"),
    ({"scores": {"alliance": 3}}, r"^scores: 'alliance' is not a faction in this scenario"),
    ({"data": {"eyre": {}}}, r"^data: 'eyre' is not a faction"),
    ({"play_areas": ["marquise"]}, r"^play_areas: a mapping of faction ids, not list")])
def test_a_scenario_field_misspelt_or_naming_no_faction_of_the_game_is_a_clear_error(extra, message):
    # A misspelt field was left out without a word (the position tested was not the one described), and a
    # per-faction field naming a faction not in the game was a bare KeyError.
    spec = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight", **extra}
    with pytest.raises(ScenarioError, match=message):
        rootcore.scenario(spec)


@pytest.mark.parametrize("extra, message", [
    # Found by a fuzz of scenario descriptions: these failed with an AttributeError inside the scenario's code, or
    # were accepted and broke the invariants at the first decision.
    ({"ruins": [3]}, r"^ruins: a mapping, not list \(\[3\]\)"),
    ({"sealed": "x"}, r"^sealed: a mapping, not str"),
    ({"discard": 4}, r"^discard: a list, not int"),
    ({"clearings": {1: [2]}}, r"^clearings: 1: a mapping of factions to their pieces and counts"),
    ({"clearings": {1: {"marquise": 2}}}, r"^clearings: 1: a mapping of factions"),
    ({"scores": {"eyrie": -3}}, r"^scores: eyrie: -3 is not a score \(a whole number, 0 or more\)"),  # Law 3.1
    ({"scores": {"eyrie": 2.5}}, r"^scores: eyrie: 2.5 is not a score"),
    ({"turn": []}, r"^turn: \[\] is not a turn number \(1 or more\)"),
    ({"turn": 0}, r"^turn: 0 is not a turn number"),
    ({"items": {"sword": "torch"}}, r"^items: 'sword': 'torch' is not a count of items \(0 or more\)"),
    ({"items": {"swords": 2}}, r"^items: 'swords' is no item \(Law 2.5: bag, boot, coins, crossbow, hammer, sword, "),
    ({"ruins": {"3": "x"}}, r"^ruins: 3: 'x' is not a count of ruins \(0 or more\)"),
])
def test_a_scenario_field_of_the_wrong_shape_or_an_impossible_score_is_a_clear_error(extra, message):
    spec = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight", **extra}
    with pytest.raises(ScenarioError, match=message):
        rootcore.scenario(spec)


# --------------------------------------------------------------------------- a scenario builds the position asked for
# Found by mutation testing of rootcore/scenario.py.

HIRELINGS = ("last_dynasty", "flame_bearers", "highway_bandits")


def test_a_scenario_giving_no_current_player_or_phase_starts_the_first_in_turn_order_in_birdsong_law_1_4_1():
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "turn_order": ["eyrie", "marquise"],
                              "data": {"eyrie": {"leader": "commander"}}})
    # The Marquise, second, plays no turn before the Eyrie's (her turn would pass without a decision here).
    assert [(e["type"], e["faction"], e.get("phase")) for e in game.events[:2]] == [
        ("turn", "eyrie", None), ("phase", "eyrie", "birdsong")]
    assert game.pending.player == "eyrie"


@pytest.mark.parametrize("factions, spec, set_aside", [
    (["marquise", "eyrie"], {}, 4),  # Law 5.1.3: two players play without them
    (["marquise", "eyrie"], {"dominance_in_deck": True}, 0),
    (["marquise", "eyrie", "alliance"], {}, 0),
])
def test_a_scenario_sets_the_dominance_cards_aside_in_a_two_player_game_only_law_5_1_3(factions, spec, set_aside):
    game = rootcore.scenario({"factions": factions, "data": {"eyrie": {"leader": "commander"}}, **spec})
    aside = [game.cards[c].kind for c in game.state.set_aside]
    in_deck = [game.cards[c].kind for c in game.state.deck]
    assert aside == ["dominance"] * set_aside and in_deck.count("dominance") == 4 - set_aside


def test_a_scenario_warns_of_too_little_reach_law_5_2():
    game = rootcore.scenario({"factions": ["marquise", "alliance"]})
    assert "total reach 13 is below the 17 recommended for 2 players (Law 5.2)" in game.warnings


def test_a_scenario_may_place_no_pieces_and_score_nothing():
    # A count of 0 is a count: nothing is placed (no empty entry left in the clearing) and a score of 0 stands.
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 0, "sawmill": 0}}}, "scores": {"eyrie": 0}})
    clearing = game.state.clearings[1]
    assert "marquise" not in clearing.warriors and clearing.buildings == []
    assert game.state.factions["eyrie"].score == 0 and game.state.factions["marquise"].supply["warrior"] == 25


def test_a_scenario_faction_given_no_data_still_gets_its_defaults_law_9_3_5():
    # Each faction fills its own data for a scenario, from what it is given or from nothing: the Vagabond given no
    # data is still a character (Law 9.3.1) holding its starting items (Law 9.3.5).
    game = rootcore.scenario({"factions": ["marquise", "vagabond"]})
    data = game.state.factions["vagabond"].data
    assert data["character"] == "ranger"
    assert sorted(item["item"] for item in data["items"]) == ["boot", "crossbow", "sword", "torch"]


@pytest.mark.parametrize("given", [{"sid": "demoted"}, {"side": "upright"}])
def test_a_scenario_hireling_with_an_unknown_field_or_side_is_a_clear_error(given):
    hirelings = {"last_dynasty": given, "flame_bearers": {}, "highway_bandits": {}}
    with pytest.raises(ScenarioError, match=r"^hireling 'last_dynasty': give side \(promoted or demoted\)"):
        rootcore.scenario({"factions": ["marquise", "alliance"], "hirelings": hirelings})


def test_a_scenario_hireling_has_one_control_marker_if_controlled_and_none_in_the_supply_law_e_1_2():
    hirelings = {"last_dynasty": {"controller": "marquise"}, "flame_bearers": {}, "highway_bandits": {}}
    game = rootcore.scenario({"factions": ["marquise", "alliance"], "hirelings": hirelings})
    assert {hid: game.state.factions[hid].data["control"] for hid in HIRELINGS} == {
        "last_dynasty": 1, "flame_bearers": 0, "highway_bandits": 0}



SPARE_HIRELINGS = {"flame_bearers": {}, "highway_bandits": {}}


CONTROLLED_SPARES = {"flame_bearers": {"controller": "alliance"}, "highway_bandits": {}}  # one left in the supply


@pytest.mark.parametrize("extra, field", [
    ({"hands": {"marquise": -1}}, "hands"),  # an empty hand without a word
    ({"hands": {"marquise": 100}}, "hands"),  # more cards than the deck holds: an IndexError
    ({"hands": {"marquise": True}}, "hands"),  # one card
    ({"turn_order": ["marquise"]}, "turn_order"),  # the Alliance never takes a turn (Law 1.4.1)
    ({"turn_order": ["marquise", "marquise", "alliance"]}, "turn_order"),  # the Marquise takes two
    ({"turn_order": [1, "marquise"]}, "turn_order"),  # no faction 1
    ({"hirelings": {"last_dynasty": {"controller": "marquise", "control": -2}, **SPARE_HIRELINGS}}, "hireling"),
    ({"hirelings": {"last_dynasty": {"controller": "marquise", "control": "x"}, **SPARE_HIRELINGS}}, "hireling"),
    ({"dominance": {"marquise": "ambush_fox"}}, "dominance"),  # an ambush card activated as a dominance card (Law 3.3)
    ({"hiring_markers": [4, 8]}, "hiring_markers"),  # dropped without a word when no hireling is given
    ({"hirelings": {"last_dynasty": {}, **SPARE_HIRELINGS}, "hiring_markers": [4, 9]}, "hiring_markers"),  # A.6.4
    ({"hirelings": {"last_dynasty": {}, **SPARE_HIRELINGS}, "hiring_markers": [4, 4]}, "hiring_markers"),
    # two markers left, one hireling in the supply: the second marker taken would find none to hire (A.6.4)
    ({"hirelings": {"last_dynasty": {"controller": "marquise"}, **CONTROLLED_SPARES}, "hiring_markers": [8, 12]},
     "hiring_markers"),
    ({"hirelings": {"last_dynasty": {}, **SPARE_HIRELINGS}, "scores": {"alliance": 8}, "hiring_markers": [8, 12]},
     "hiring_markers"),  # her score took the marker on 8 when it got there (E.1.1)
    ({"hirelings": {"last_dynasty": {"control": 1}, **SPARE_HIRELINGS}}, "hireling"),  # in the supply (E.1.2)
    ({"suits": {1: "bird"}}, "suits"),  # a clearing is a fox, rabbit or mouse clearing (Law 2.2.2)
])
def test_a_scenario_field_with_an_impossible_value_is_a_clear_error_naming_it(extra, field):
    with pytest.raises(ScenarioError, match=f"^{field}"):
        rootcore.scenario({"factions": ["marquise", "alliance"], "current": "marquise", "phase": "daylight", **extra})


def test_a_scenario_leaves_the_hiring_markers_a_game_could_have_law_e_1_1_a_6_4():
    """By default the markers above every score stay, the highest, one per hireling in the supply at most: a score of 6
    has taken the marker on 4, and with two hirelings held one more marker has gone, the lowest left."""
    def markers(**extra):
        game = rootcore.scenario({"factions": ["marquise", "alliance"], "current": "marquise", "phase": "daylight",
                                  **extra})
        return game.state.data["hiring_markers"]
    spares = {"last_dynasty": {}, **SPARE_HIRELINGS}
    assert markers(hirelings=spares) == [4, 8, 12]
    assert markers(hirelings=spares, scores={"alliance": 6}) == [8, 12]
    assert markers(hirelings={"last_dynasty": {"controller": "marquise"}, **SPARE_HIRELINGS}) == [8, 12]
    assert markers(hirelings={"last_dynasty": {"controller": "marquise"}, **CONTROLLED_SPARES}) == [12]
    assert markers(hirelings={"last_dynasty": {"controller": "marquise"}, **CONTROLLED_SPARES},
                   scores={"marquise": 12}) == []
    assert markers(hirelings=spares, scores={"alliance": 6}, hiring_markers=[12]) == [12]  # given: kept as given


def test_a_save_equals_itself_read_back_from_json():
    # A program keeping saves as JSON text compares them: config tuples, or a scenario's numbered clearings,
    # came back as lists and strings, and the save was no longer equal to itself.
    config = GameConfig(factions=("marquise", "eyrie"), seed=3, seating=("eyrie", "marquise"),
                        options={"conceal_hands": True})
    scene = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
             "clearings": {1: {"marquise": {"warrior": 4}}}, "hands": {"marquise": ("ambush_fox",)}}
    for game in (rootcore.new_game(config), rootcore.scenario(scene)):
        advance(game, 15)
        save = game.to_json()
        assert json.loads(json.dumps(save)) == save
        again = rootcore.load_game(json.dumps(save))
        assert again.to_json() == save and again.scenario_spec == save["scenario"]
        if save["scenario"]:  # a copy: changing it changes no game
            save["scenario"]["clearings"].clear()
            assert game.to_json()["scenario"]["clearings"] == {"1": {"marquise": {"warrior": 4}}}


@pytest.mark.parametrize("name", ["save-0.3.13.json", "scenario-save-0.3.13.json"])
def test_saves_written_by_rootcore_0_3_13_still_load(name):
    # Written by game.save() in 0.3.13 (a game with seating and an option; a scenario): the JSON text held lists,
    # as saves now do, and replaying the choices reaches the recorded state.
    path = Path(__file__).parent / "data" / name
    saved = json.loads(path.read_text())
    game = rootcore.load_game(path)
    # The versions are today's (a plugin's version changes without changing these games).
    now = game.to_json()
    assert now == {**saved, "rootcore": rootcore.__version__, "plugins": now["plugins"]}
    assert sorted(now["plugins"]) == sorted(saved["plugins"])


def test_view_hides_other_hands_and_the_deck():
    game = rootcore.new_game(CONFIG)
    advance(game, 30)
    view = game.view("marquise")
    assert "hand" in view["factions"]["marquise"] and "hand" not in view["factions"]["eyrie"]
    assert view["factions"]["eyrie"]["hand_count"] == len(game.state.factions["eyrie"].hand)
    assert "deck" not in view and view["deck_count"] == len(game.state.deck)
    json.dumps(view)  # views are JSON-able for frontends
    observer = game.view(None)
    assert all("hand" not in f for f in observer["factions"].values())


def test_a_view_for_a_player_not_in_the_game_is_an_error():
    """A misspelt player ("Eyrie") used to get an observer's view without a word: no hand, no options."""
    game = rootcore.new_game(CONFIG)
    with pytest.raises(rootcore.RootcoreError, match=r"player 'Eyrie' is not a faction of this game \(factions: "):
        game.view("Eyrie")
    assert "hand" in game.view("eyrie")["factions"]["eyrie"]


def test_every_view_shows_the_discard_pile_card_by_card_law_1_2_2():
    """Law 1.2.2: anyone may look through the discard pile, even with hands concealed: each player's view and an
    observer's list its cards, in order."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "discard": ["anvil", "sword", "ambush_bird"], "options": {"conceal_hands": True},
                              "data": {"eyrie": {"leader": "despot"}}})
    names = [game.cards[c].id for c in game.state.discard]
    assert names == ["anvil", "sword", "ambush_bird"]
    for player in ("marquise", "eyrie", None):
        assert game.view(player)["discard"] == game.state.discard


def test_view_shows_options_only_to_the_deciding_player():
    game = rootcore.new_game(CONFIG)
    player = game.pending.player
    other = next(f for f in CONFIG["factions"] if f != player)
    assert "options" in game.view(player)["pending"] and "options" not in game.view(other)["pending"]


def _vandalize(value):
    """Change every list and dict inside `value`, as a careless frontend post-processing what it got might."""
    if isinstance(value, dict):
        for key in list(value):
            if key == "card" and isinstance(value[key], int):
                value[key] = f"card number {value[key]}"  # a card number shown as text
            else:
                _vandalize(value[key])
        value.clear()
    elif isinstance(value, list):
        for item in value:
            _vandalize(item)
        value.append("x")


def test_changing_a_view_its_pending_decision_or_its_events_changes_nothing_in_the_game():
    # Views were built on the state's own lists and dicts (a faction's data: the Vagabond's items, the Duchy's
    # swayed ministers, a face-up Corvid plot...), the pending decision's options on the decision's own data, and
    # events_for handed out the game's events: a frontend writing card names over the numbers of the options it
    # got crashed the game at its next choice (TypeError), and one emptying a view's list emptied the state's.
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "vagabond", "corvid", "duchy"], "seed": 3})
    agent = RandomAgent(3)
    checked = 0
    for _ in range(400):
        if game.is_over:
            break
        if any("card" in (option.data or {}) for option in game.pending.options) or checked % 25 == 0:
            state, pending, events = game.to_json(), game.pending.to_json(), json.dumps(game.events)
            for player in [*game.state.turn_order, None]:
                _vandalize(game.view(player))
                _vandalize(rootcore.views.pending_for(game, player))
                _vandalize(rootcore.views.events_for(game.events, player))
                _vandalize(rootcore.views.event_for(game.events[-1], player))
            assert game.to_json() == state and game.pending.to_json() == pending and json.dumps(game.events) == events
        checked += 1
        game.choose(agent(game, game.pending))
    assert checked > 100


def test_the_view_says_who_rules_each_clearing_law_2_5():
    # A frontend cannot count rule itself: ties go to whoever a faction's ability says (Lords of the Forest, 7.2.2).
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}},
                                            2: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}},
                                            3: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1, "roost": 1}}}})
    rulers = game.view(None)["rulers"]
    assert (rulers[1], rulers[2], rulers[3], rulers[4]) == ("eyrie", "marquise", "eyrie", None)
    assert game.view("marquise")["rulers"] == rulers


def test_events_are_data():
    game = rootcore.new_game(CONFIG)
    play(game, RandomAgent(4))
    types = {e["type"] for e in game.events}
    assert {"placed", "moved", "drew", "scored", "game_won"} <= types
    json.dumps(game.events)


def test_events_since_a_negative_index_is_an_error_not_the_last_events():
    from rootcore.views import events_for
    game = rootcore.new_game(CONFIG)
    assert len(events_for(game.events, "marquise", 2)) == len(game.events) - 2
    with pytest.raises(ValueError, match="since must be an event index"):
        events_for(game.events, "marquise", -3)


def test_turn_cap_ends_a_runaway_game():
    game = rootcore.new_game({**CONFIG, "max_turns": 3})
    play(game, RandomAgent(0))
    assert game.is_over and game.winners == [] and game.state.end_reason == "turn_cap"


def test_every_view_says_why_the_game_ended_and_nothing_before():
    # A frontend shows the end from the view alone: None while the game goes on, the reason once it is over.
    game = rootcore.new_game({**CONFIG, "max_turns": 3})
    assert [game.view(p)["end_reason"] for p in ("marquise", "eyrie", None)] == [None, None, None]
    play(game, RandomAgent(0))
    assert [game.view(p)["end_reason"] for p in ("marquise", "eyrie", None)] == ["turn_cap"] * 3


def test_random_agent_draws_as_random_choice():
    """The random agent picks its option index with the same draw as `random.Random.choice` (spelled out
    for speed), so games played with it stay the games `choice` would play."""
    import random
    from rootcore.agents import RandomAgent
    from rootcore.decisions import Decision, Option
    agent, reference = RandomAgent(7), random.Random(7)
    for n in list(range(1, 40)) * 30:
        decision = Decision("p", "k", "", [Option(f"o{i}") for i in range(n)])
        assert agent(None, decision) == reference.choice(decision.options).id


def test_shared_options_have_stable_ids_and_data_and_are_reused():
    """"Where?", "how many?" and "whom?" options: stable ids, data for the rules, one object per key."""
    from rootcore.decisions import clearing_option, clearing_options, count_options, faction_options
    assert [(o.id, o.data) for o in count_options(3)] == [("count:1", {"count": 1}), ("count:2", {"count": 2}),
                                                          ("count:3", {"count": 3})]
    assert [o.id for o in count_options(4, least=2)] == ["count:2", "count:3", "count:4"]
    assert count_options(0) == []
    assert [(o.id, o.label, o.data) for o in faction_options(["eyrie", "marquise"])] == [
        ("faction:eyrie", "eyrie", {"faction": "eyrie"}), ("faction:marquise", "marquise", {"faction": "marquise"})]
    assert clearing_options([5, 1])[0] is clearing_option(5)
    assert clearing_option(5).data == {"clearing": 5}
    assert faction_options(["eyrie"])[0] is faction_options(["eyrie"])[0]


def test_fixed_options_are_shared_per_id_and_label():
    """`fixed_option`: one read-only object per (id, label), no data; another wording is another option."""
    from rootcore.decisions import fixed_option
    done = fixed_option("done", "Done crafting")
    assert (done.id, done.label, done.data) == ("done", "Done crafting", None)
    assert fixed_option("done", "Done crafting") is done
    assert fixed_option("done", "Done moving").label == "Done moving"


def test_a_shared_options_table_with_a_limit_starts_again_when_full():
    from rootcore.decisions import Option, SharedOptions
    table = SharedOptions(lambda n: Option(f"n:{n}"), limit=2)
    assert [o.id for o in table.options([1, 2, 3])] == ["n:1", "n:2", "n:3"]
    assert len(table) == 1 and 3 in table


def test_a_bounded_cache_keeps_values_until_full_then_starts_again():
    from rootcore import BoundedCache
    cache = BoundedCache(2)
    assert cache.keep("a", 1) == 1 and cache.keep("b", 2) == 2
    assert cache == {"a": 1, "b": 2}
    assert cache.keep("c", 3) == 3 and cache == {"c": 3}
    unbounded = BoundedCache(None)
    for n in range(5000):
        unbounded.keep(n, n)
    assert len(unbounded) == 5000


def test_play_calls_a_callable_agent_object_and_a_plain_function_alike():
    """An agent may be a callable object or a plain function: both answer every decision alike."""
    by_object = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3})
    play(by_object, RandomAgent(3))
    agent = RandomAgent(3)
    by_function = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3})
    play(by_function, lambda game, decision: agent(game, decision))
    assert by_object.is_over and by_object.log == by_function.log


def test_play_takes_an_agent_whose_call_is_a_staticmethod():
    class FirstOption:
        @staticmethod
        def __call__(game, decision):
            return decision.options[0].id

    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3})
    assert play(game, FirstOption(), max_decisions=50)["decisions"] == 50


def test_play_with_max_decisions_zero_answers_none():
    """`max_decisions=0` asks no agent: it used to answer one decision before looking at the limit."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3})
    asked = []
    result = play(game, lambda g, d: asked.append(d) or d.options[0].id, max_decisions=0)
    assert result["decisions"] == 0 and asked == [] and game.log == []


def test_play_with_a_mapping_missing_a_seat_says_so_before_any_decision():
    """A mapping of agents without one faction's is refused up front, naming it (it was a bare KeyError mid-game,
    after the other seats had played)."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3})
    with pytest.raises(ValueError, match="no agent for eyrie"):
        play(game, {"marquise": RandomAgent(1)})
    assert game.log == []


def test_a_hookspec_parameter_named_like_a_caller_local_is_refused(monkeypatch):
    """The hook callers are generated from the specs' parameter names: a parameter named like one of the
    callers' own locals would silently read the local, so it is refused by name."""
    from rootcore import engine, hookspecs

    def rootcore_test_clash(self, game, impl):
        """A spec with a clashing parameter name."""
    monkeypatch.setattr(hookspecs.GameSpecs, "rootcore_test_clash", rootcore_test_clash, raising=False)
    with pytest.raises(rootcore.RootcoreError, match="rootcore_test_clash has a parameter named 'impl'"):
        engine._hook_params("rootcore_test_clash")
    assert engine._hook_params("rootcore_can_place") == ["game", "faction", "piece", "clearing"]


@pytest.mark.parametrize("faction, menu", [("marquise", "action"), ("alliance", "action"), ("vagabond", "action"),
                                           ("eyrie", "craft")])  # the core's crafting step (Law 7.5.1)
def test_a_daylight_menu_answer_its_loop_cannot_carry_out_raises_never_skips(faction, menu):
    """`choose` refuses ids a menu did not offer; an option that reaches a faction's Daylight loop all the same
    (a plugin bug) must stop the game with an error naming it, not run as some other effect or be skipped."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "vagabond"], "seed": 0})
    agent = RandomAgent(0)
    while game.pending.kind != f"{faction}.{menu}":
        game.choose(agent(game, game.pending))
    with pytest.raises(rootcore.RootcoreError, match=f"{faction}: no Daylight action for option 'bogus'"):
        game._advance(rootcore.Option("bogus"))  # past `choose`, as a buggy plugin's generator would send it


def test_where_two_states_differ_and_what_json_would_change():
    from rootcore.state import first_difference, not_json
    saved = {"a": {"b": [1, {"c": 2}]}, "d": 1}
    assert first_difference(saved, {"a": {"b": [1, {"c": 3}]}, "d": 1}) == "state.a.b[1].c: 2 against 3"
    assert first_difference(saved, {"a": {"b": [1]}, "d": 1}) == "state.a.b: [1, {'c': 2}] against [1]"
    assert first_difference(saved, {"a": {"b": [1, {"c": 2}]}}) == "state.d: only in the first"
    assert first_difference(saved, {"a": {"b": [1, {"c": 2}]}, "d": 1}) is None
    assert not_json(saved) is None
    assert not_json({"a": [{"b": (1, 2)}]}) == "state.a[0].b: a tuple (a JSON save makes it a list)"


def test_a_state_snapshot_tells_apart_the_positions_of_its_random_generator():
    # A snapshot (what saves and clones are compared by) holds a 32-bit fingerprint of the RNG's position:
    # states whose RNGs drew a different number of times compare unequal.
    from rootcore.state import GameState
    state = GameState(7)
    digests = []
    for _ in range(8):
        digests.append(state.to_json()["rng"])
        state.rng.random()
    assert len(set(digests)) == 8 and all(0 <= d < 2 ** 32 for d in digests)
    assert GameState(7).to_json()["rng"] == digests[0]


def test_game_info_keeps_the_seed_secret_law_1_2():
    """`info` (views.game_info) is what a frontend passes on to players; the seed deals every hidden card, so with
    it and the config anyone could replay the hands and the deck's order (Law 1.2). It is left out."""
    from rootcore.views import game_info
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 918273})
    info = game_info(game)
    assert "seed" not in info["config"] and "918273" not in json.dumps(info)
    assert info["config"]["factions"] == ["marquise", "eyrie"]


def test_the_submodules_the_readme_names_are_reached_after_import_rootcore_alone():
    """The README writes `rootcore.views.events_for`, `rootcore.bots.determinize`, `rootcore.render.render_svg`:
    after a bare `import rootcore` the last failed with AttributeError (the first two worked only once a game had
    imported them). A fresh interpreter, since this one has imported them all."""
    import subprocess
    import sys
    code = ("import rootcore\n"
            "game = rootcore.new_game({'factions': ['marquise', 'eyrie'], 'seed': 1})\n"
            "assert rootcore.render.render_svg(game).startswith('<?xml')\n"
            "assert callable(rootcore.views.events_for) and callable(rootcore.bots.determinize)\n"
            "assert rootcore.knowledge.known_cards(game, 'marquise') == {}\n"
            "try:\n    rootcore.no_such_name\nexcept AttributeError:\n    pass\nelse:\n    raise SystemExit(3)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
