"""The Marauder Hireling Pack cards (Law Appendix E, set up by A.6): Flame Bearers / Rat Smugglers.

A game has exactly three hirelings; where a test needs one card, the other two are stand-ins with the Last Dynasty's
rules (`stand_in_hirelings`). Autumn paths used below: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8
7-12 9-12 10-12 11-12."""
from __future__ import annotations

import pytest

from rootcore import new_game
from rootcore.rules import hirelings
from rootcore.testing import check_plugin_conformance
from tests.helpers import events, expect, fix_dice, held, ids, no_problems, play_choices, play_until, run, scenario, \
    stand_in_hirelings, warriors

STAND_INS = ["stand_in_a", "stand_in_b"]
THIEF = {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}}}


@pytest.fixture(autouse=True)
def stand_ins():
    with stand_in_hirelings(*STAND_INS):
        yield


def hired(card: str, factions, current, phase, clearings, state: dict | None = None, **spec):
    """A scenario with `card` (its side, controller and control in `state`) and the two stand-ins."""
    hirelings = {card: state or {}, **{h: {} for h in STAND_INS}}
    return scenario(factions, current, phase, clearings, hirelings=hirelings, **spec)


def scores_unchanged(game) -> bool:
    return all(score == 0 for score in game.scores.values())


# -- Flame Bearers (promoted) --------------------------------------------------------------------------------------

def test_the_flame_bearers_set_up_two_warriors_in_one_clearing():
    # Law A.6.3, Flame Bearers: two warriors in a clearing of the setting-up player's choice.
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": ["flame_bearers", *STAND_INS], "seed": 1})
    last = game.state.turn_order[-1]
    play_choices(game, "hireling:flame_bearers")
    assert len(expect(game, "flame_bearers.setup", last)) == 12
    game.choose("clearing:7")
    assert warriors(game, 7, "flame_bearers") == 2
    assert game.state.factions["flame_bearers"].supply["warrior"] == 4


def test_the_flame_bearers_hired_with_none_on_the_map_place_two():
    # Law E.2.1, Flame Bearers: hired with no Bearer on the map, two go to one clearing; with one there, none.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "evening", {})
    asked, _ = run(hirelings.gain(game, "flame_bearers", "alliance"), ["clearing:3"])
    assert [d.kind for d in asked] == ["flame_bearers.hired"]
    assert warriors(game, 3, "flame_bearers") == 2
    asked, _ = run(hirelings.gain(game, "flame_bearers", "marquise"))
    assert asked == [] and warriors(game, 3, "flame_bearers") == 2


def test_the_flame_bearers_burn_one_enemy_piece_per_bearer_warriors_first_then_spread():
    # Law E.2.3, Flame Bearers at the start of the Alliance's Birdsong. Clearing 1: two Bearers remove the Marquise's
    # warrior, then her sawmill (warriors first); the Alliance's own warrior stays. Clearing 12: one Bearer, no enemy
    # warrior: the Alliance chooses the workshop over the sawmill. Nothing removed scores (E.3.6). Then one Bearer is
    # placed in a clearing with a Bearer or next to one.
    game = hired("flame_bearers", ["alliance", "marquise", "vagabond"], "alliance", "birdsong",
                 {1: {"flame_bearers": {"warrior": 2}, "marquise": {"warrior": 1, "sawmill": 1},
                      "alliance": {"warrior": 1}},
                  12: {"flame_bearers": {"warrior": 1}, "marquise": {"sawmill": 1, "workshop": 1}},
                  3: {"marquise": {"warrior": 2}}},
                 {"controller": "alliance", "control": 2}, data=THIEF)
    assert expect(game, "flame_bearers.burn", "alliance") == ["piece:marquise:sawmill", "piece:marquise:workshop"]
    cl1 = game.state.clearings[1]
    assert warriors(game, 1, "marquise") == 0 and cl1.buildings == [] and warriors(game, 1, "alliance") == 1
    game.choose("piece:marquise:workshop")
    assert game.state.clearings[12].buildings == [("marquise", "sawmill")]
    assert scores_unchanged(game)
    near = expect(game, "flame_bearers.spread", "alliance")
    assert sorted(int(o.split(":")[1]) for o in near) == [1, 4, 5, 7, 9, 10, 11, 12]
    game.choose("clearing:9")
    assert warriors(game, 9, "flame_bearers") == 1 and warriors(game, 3, "marquise") == 2
    no_problems(game)


def test_the_flame_bearers_with_none_on_the_map_place_two_anywhere_at_birdsong():
    # Law E.2.3, Flame Bearers: no Bearer to place next to, so two go to any one clearing.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "birdsong", {1: {"marquise": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2})
    assert len(expect(game, "flame_bearers.place", "alliance")) == 12
    game.choose("clearing:1")
    assert warriors(game, 1, "flame_bearers") == 2 and warriors(game, 1, "marquise") == 1


# -- Rat Smugglers (demoted) ---------------------------------------------------------------------------------------

SMUGGLE_MOVE, SMUGGLE_BATTLE = "extra:hireling:flame_bearers:move", "extra:hireling:flame_bearers:battle"


def test_the_rat_smugglers_discard_item_cards_to_move_or_battle_as_often_as_they_like():
    # Law E.2.2, Rat Smugglers: in the controller's Daylight, each card showing an item pays for a move or a battle,
    # as often as the controller has such cards (not once, E.2.4); an ambush card pays for nothing.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "daylight",
                 {1: {"alliance": {"warrior": 3}, "marquise": {"warrior": 1}}},
                 {"side": "demoted", "controller": "alliance", "control": 2},
                 hands={"alliance": ["sword", "anvil", "ambush_fox"]})
    play_until(game, "alliance")
    assert {SMUGGLE_MOVE, SMUGGLE_BATTLE} <= set(game.pending.option_ids)
    game.choose(SMUGGLE_MOVE)
    hand = game.state.factions["alliance"].hand
    sword, anvil = held(game, "sword", hand), held(game, "anvil", hand)
    assert sorted(expect(game, "flame_bearers.smuggle.card", "alliance")) == sorted([f"card:{sword}", f"card:{anvil}"])
    play_choices(game, f"card:{sword}", "clearing:5", "count:1")  # from clearing 1, the only origin
    assert warriors(game, 5, "alliance") == 1 and sword in game.state.discard
    assert {SMUGGLE_MOVE, SMUGGLE_BATTLE} <= set(game.pending.option_ids)  # again, with the anvil
    fix_dice(game, 2, 0)
    game.choose(SMUGGLE_BATTLE)  # the anvil, the only item card left, pays
    assert [(e["attacker"], e["defender"], e["clearing"]) for e in events(game, "battle")] == [
        ("alliance", "marquise", 1)]
    assert warriors(game, 1, "marquise") == 0
    assert ids(game, game.state.factions["alliance"].hand) == ["ambush_fox"]
    assert not {SMUGGLE_MOVE, SMUGGLE_BATTLE} & set(game.pending.option_ids)
    no_problems(game)


def test_the_rat_smugglers_offer_only_what_can_be_taken_and_only_to_their_controller():
    # Law E.2.2: no battle offered with no enemy to battle; the Vagabond's move needs a face-up boot (9.5.1); the
    # Smugglers of the supply offer nothing.
    game = hired("flame_bearers", ["vagabond", "marquise"], "vagabond", "daylight", {},
                 {"side": "demoted", "controller": "vagabond", "control": 2}, hands={"vagabond": ["sword"]},
                 data={"vagabond": {**THIEF["vagabond"], "clearing": 9, "items": ["boot", "torch"]}})
    play_until(game, "vagabond")
    assert SMUGGLE_MOVE in game.pending.option_ids and SMUGGLE_BATTLE not in game.pending.option_ids
    game = hired("flame_bearers", ["vagabond", "marquise"], "vagabond", "daylight", {},
                 {"side": "demoted", "controller": "vagabond", "control": 2}, hands={"vagabond": ["sword"]},
                 data={"vagabond": {**THIEF["vagabond"], "clearing": 9, "items": ["boot:exhausted", "torch"]}})
    play_until(game, "vagabond")
    assert SMUGGLE_MOVE not in game.pending.option_ids
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "daylight",
                 {1: {"alliance": {"warrior": 3}, "marquise": {"warrior": 1}}}, {"side": "demoted"},
                 hands={"alliance": ["sword"]})
    play_until(game, "alliance")
    assert not {SMUGGLE_MOVE, SMUGGLE_BATTLE} & set(game.pending.option_ids)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [["marquise", "alliance"], ["marquise", "alliance", "vagabond"],
                                      ["marquise", "alliance", "vagabond", "lizard"],
                                      ["marquise", "alliance", "vagabond", "lizard", "riverfolk"]])
def test_random_games_with_the_flame_bearers_keep_every_invariant_and_replay(factions):
    results = check_plugin_conformance(factions, games=3, hirelings=["flame_bearers", *STAND_INS])
    hired_ = {e["hireling"] for r in results for e in r["game"].events if e["type"] == "hireling_hired"}
    assert hired_
