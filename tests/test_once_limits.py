"""Once-per-turn / once-per-Daylight limits kept across a clone and a save/load, and reset by a new turn."""
from __future__ import annotations

import json

import rootcore

from helpers import expect, play_choices, play_until, scenario, warriors

EYRIE = {"leader": "builder", "viziers": {}}


def cats_turn(clearings, *, phase="daylight", play_areas=None, hands=None, **extra):
    return scenario(("marquise", "eyrie"), "marquise", phase, clearings, play_areas=play_areas or {},
                    hands=hands or {}, data={"eyrie": EYRIE}, **extra)


def reloaded(game):
    return rootcore.load_game(json.loads(json.dumps(game.to_json())))


# Law 1.4.1 / Tax Collector (once per Daylight): the use is remembered by a clone and a saved game.
def test_tax_collector_used_stays_used_after_clone_and_save_load():
    game = cats_turn({8: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 1}}},
                     play_areas={"marquise": ["tax_collector"]}, hands={"marquise": []}, deck_top=["anvil"])
    play_choices(game, "done", "extra:tax_collector", "clearing:8")
    assert "extra:tax_collector" not in expect(game, "marquise.action")
    for copy in (game.clone(), reloaded(game)):
        options = expect(copy, "marquise.action")
        assert "march" in options and "extra:tax_collector" not in options


# Tax Collector: the limit is per Daylight, so the owner's next turn offers it again.
def test_tax_collector_offered_again_in_the_next_turn():
    game = cats_turn({8: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 1}}},
                     play_areas={"marquise": ["tax_collector"]}, hands={"marquise": []}, deck_top=["anvil"])
    play_choices(game, "done", "extra:tax_collector", "clearing:8", "end")
    turn = game.state.turn
    play_until(game, "marquise", "marquise.craft")
    assert game.state.turn > turn
    assert "extra:tax_collector" in expect(game, "marquise.craft")


# Law 6.5.3: the Marquise's Recruit once per turn, also after a save/load within Daylight.
def test_marquise_recruit_once_after_save_load():
    game = cats_turn({1: {"marquise": {"keep": 1, "recruiter": 1, "warrior": 1}}})
    play_choices(game, "recruit")
    assert warriors(game, 1, "marquise") == 2
    for copy in (game.clone(), reloaded(game)):
        assert "recruit" not in expect(copy, "marquise.action")


# Law E.2.4: a hireling's Daylight action once in its controller's Daylight, also after a clone or a save/load.
def test_hireling_daylight_action_once_after_clone_and_save_load():
    game = scenario(["alliance", "riverfolk", "duchy"], "alliance", "daylight",
                    {1: {"forest_patrol": {"warrior": 2}}, 10: {"riverfolk": {"warrior": 2}}},
                    hirelings={"forest_patrol": {"side": "promoted", "controller": "alliance", "control": 2},
                               "highway_bandits": {}, "furious_protector": {}},
                    hands={"alliance": ["anvil", "sword"]})
    play_until(game, "alliance")
    kind = game.pending.kind
    assert "extra:hireling:forest_patrol" in game.pending.option_ids
    play_choices(game, "extra:hireling:forest_patrol")
    turn = game.state.turn
    play_until(game, "alliance", kind)
    assert game.state.turn == turn and game.state.phase == "daylight"
    for copy in (game, game.clone(), reloaded(game)):
        assert copy.pending.kind == kind
        assert "extra:hireling:forest_patrol" not in copy.pending.option_ids
