"""The Riverfolk Hireling Pack's cards (Law Appendix E, set up by A.6; the sides as reference/content-facts.md
section G summarises them): the Riverfolk Flotilla / Otter Divers.

A game has exactly three hirelings: each card is tested with the Last Dynasty and a stand-in with the Dynasty's rules
(`stand_in_hirelings`)."""
from __future__ import annotations

import pytest

import rootcore
from rootcore import ConfigError, new_game
from rootcore.rules import battle, move
from rootcore.testing import check_plugin_conformance
from tests.helpers import events, expect, fix_dice, no_problems, play_until, scenario, stand_in_hirelings, warriors


@pytest.fixture(autouse=True)
def stand_in():
    with stand_in_hirelings("stand_in_a"):
        yield


def three(card: str) -> list[str]:
    return [card, "last_dynasty", "stand_in_a"]


def with_card(card: str, factions, current, phase, clearings, state: dict | None = None, **spec):
    """A scenario with `card` (its side, controller and control in `state`) and the two other hirelings."""
    hirelings = {card: state or {}, "last_dynasty": {}, "stand_in_a": {}}  # the card's hooks asked last
    return scenario(factions, current, phase, clearings, hirelings=hirelings, **spec)


def test_each_card_keeps_its_faction_out_of_the_game():
    # Law A.6.5: the Flotilla is the Riverfolk's hireling.
    with pytest.raises(ConfigError, match="'riverfolk' cannot be played with hireling 'flotilla'"):
        new_game({"factions": ["riverfolk", "alliance"], "hirelings": three("flotilla")})


# -- the Riverfolk Flotilla (promoted) -----------------------------------------------------------------------------

def set_up_first(game, card: str) -> str:
    """Choose `card` as the first hireling set up (A.6.3); returns the player setting it up."""
    player = game.pending.player
    expect(game, "setup.hireling")
    game.choose(f"hireling:{card}")
    return player


def test_the_flotilla_is_set_up_on_the_map_edge_where_a_river_runs():
    # A.6.3 and the card: its pawn goes to a clearing on the map edge touching a river (Autumn: 4, 5 and 7).
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": three("flotilla"), "seed": 1})
    player = set_up_first(game, "flotilla")
    assert expect(game, "flotilla.setup", player) == ["clearing:4", "clearing:5", "clearing:7"]
    game.choose("clearing:7")
    assert game.state.clearings[7].pawns == ["flotilla"]
    assert game.state.factions["flotilla"].supply["pawn"] == 0
    no_problems(game)


def flotilla_at(clearing: int, clearings: dict, phase="daylight", state: dict | None = None, **spec):
    """The Alliance's turn against the Marquise with the Flotilla's pawn in `clearing`."""
    clearings = {**clearings, clearing: {**clearings.get(clearing, {}), "flotilla": {"pawn": 1}}}
    return with_card("flotilla", ["alliance", "marquise"], "alliance", phase, clearings, state, **spec)


def test_nobody_can_battle_or_remove_the_flotilla():
    # The card: the Flotilla cannot be battled or removed, whoever controls it, yet it stays an enemy (E.3.2).
    game = flotilla_at(5, {5: {"marquise": {"warrior": 2}, "last_dynasty": {"warrior": 1}},
                           1: {"alliance": {"warrior": 1}}})
    assert battle.defenders(game, "marquise", 5) == ["last_dynasty"]
    assert battle.defenders(game, "last_dynasty", 5) == ["marquise"]  # another hireling neither
    assert battle.defenders(game, "flotilla", 5) == ["last_dynasty", "marquise"]  # it can battle them
    removals = list(battle.remove_enemy_pieces(game, "marquise", 5, "favor"))
    assert removals == [] and game.state.clearings[5].pawns == ["flotilla"]  # a Favor card passes it by


def test_the_flotilla_lets_players_there_draw_then_moves_along_the_river_and_battles_for_up_to_three_hits():
    # E.2.3, the card: at the start of its controller's Birdsong each player with a piece in its clearing may draw,
    # then it must move along a river (rule set aside: the Marquise rules 10) and may battle there. It rolls up to
    # three hits with no warrior, and the hits it takes remove nothing.
    game = flotilla_at(5, {5: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}},
                           10: {"marquise": {"warrior": 4}}},
                       "birdsong", {"controller": "alliance", "control": 2}, hands={"alliance": 0, "marquise": 0})
    expect(game, "flotilla.draw", "alliance")  # the controller first, then the others in turn order
    game.choose("yes")
    expect(game, "flotilla.draw", "marquise")
    game.choose("no")
    assert len(game.state.factions["alliance"].hand) == 1 and not game.state.factions["marquise"].hand
    # Clearing 10, its only river link, is not asked for.
    assert game.state.clearings[10].pawns == ["flotilla"] and not game.state.clearings[5].pawns
    assert "pass" in expect(game, "flotilla.battle.clearing", "alliance")  # it may battle
    fix_dice(game, 3, 3)
    game.choose("clearing:10")  # against the Marquise, the only enemy there
    assert warriors(game, 10, "marquise") == 1  # three hits
    assert game.state.clearings[10].pawns == ["flotilla"]  # the Marquise's three hits removed nothing
    assert game.scores["alliance"] == 0  # E.3.6
    no_problems(game)


def test_the_flotilla_may_decline_to_battle_and_does_nothing_uncontrolled():
    game = flotilla_at(5, {10: {"marquise": {"warrior": 1}}}, "birdsong", {"controller": "alliance", "control": 2})
    game.choose("pass")  # no one had pieces in clearing 5 to draw, and it moved to 10, its only river link
    assert not events(game, "battle") and game.state.clearings[10].pawns == ["flotilla"]
    uncontrolled = flotilla_at(5, {10: {"marquise": {"warrior": 1}}}, "birdsong")
    assert uncontrolled.state.clearings[5].pawns == ["flotilla"] and uncontrolled.pending.kind != "flotilla.move"


# -- the Otter Divers (demoted) ------------------------------------------------------------------------------------

def test_the_divers_controller_moves_to_and_from_river_clearings_whoever_rules():
    # The card (an ability, E.2.2): the controller's moves into or out of a clearing touching a river ignore rule
    # (Law 4.2.1 set aside). The Marquise rules 1, 5 and 10 (5 and 10 on a river; 1 not), the Alliance nothing.
    clearings = {1: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}},
                 5: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}},
                 10: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 1}}}
    game = with_card("flotilla", ["alliance", "marquise"], "alliance", "daylight", clearings,
                     {"side": "demoted", "controller": "alliance", "control": 2})
    assert move.destinations(game, "alliance", 1) == [5, 10]  # into river clearings, not to 9
    assert move.destinations(game, "alliance", 5) == [1, 2]  # out of a river clearing: any path
    assert move.destinations(game, "marquise", 9) == [1, 4, 12]  # the Marquise rules 9: as ever
    assert move.origins(game, "alliance") == [1, 5]
    others = with_card("flotilla", ["alliance", "marquise"], "alliance", "daylight", clearings,
                       {"side": "demoted", "controller": "marquise", "control": 2})
    assert move.destinations(others, "alliance", 1) == [] and move.origins(others, "alliance") == []


def test_the_divers_give_no_move_along_a_closed_path(monkeypatch):
    # Law C.3.2: a closed path links nothing, rule or not. On the Mountain, with both paths of river clearing 4
    # closed (a stand-in for a map where that happens), the Alliance can move nowhere from 4 and is not offered it.
    clearings = {4: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}}, 8: {"marquise": {"warrior": 1}}}
    game = with_card("flotilla", ["alliance", "marquise"], "alliance", "daylight", clearings,
                     {"side": "demoted", "controller": "alliance", "control": 2}, map="mountain")
    mountain = game.definition.map
    closed = mountain.closed + ((4, 8), (4, 12))
    monkeypatch.setattr(mountain, "_kept", ([], closed, mountain._blocked(closed)))
    assert move.destinations(game, "alliance", 4) == []
    assert move.origins(game, "alliance") == []


def test_the_divers_follow_their_controller():
    # A change of controller (E.1.3) changes whose moves ignore rule, with no answer kept from before.
    clearings = {5: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}}, 10: {"marquise": {"warrior": 1}}}
    game = with_card("flotilla", ["marquise", "alliance", "lizard"], "marquise", "evening", clearings,
                     {"side": "demoted", "controller": "marquise", "control": 1})
    assert move.destinations(game, "alliance", 5) == []
    play_until(game, "marquise", "hireling.give")
    game.choose("faction:alliance")
    assert move.destinations(game, "alliance", 5) == [1, 2]
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card", ["flotilla"])
@pytest.mark.parametrize("factions, map_id", [
    (["marquise", "alliance"], "autumn"), (["marquise", "hundreds", "vagabond"], "lake"),
    (["marquise", "alliance", "vagabond", "keepers"], "winter"),
    (["marquise", "alliance", "vagabond", "duchy", "corvid"], "mountain")])
def test_random_games_with_the_card_keep_every_invariant_and_replay(card, factions, map_id):
    # Both sides by player count (A.6.2; all demoted with five players), every invariant after every decision, and
    # each game replayed from its save, cloned and re-drawn (`check_plugin_conformance`).
    results = check_plugin_conformance(factions, games=2, map=map_id, hirelings=three(card))
    setups = [e for r in results for e in r["game"].events if e["type"] == "hireling_set_up" and e["hireling"] == card]
    assert len(setups) == 2
    for result in results:
        loaded = rootcore.load_game(result["game"].to_json())
        assert loaded.state.to_json() == result["game"].state.to_json()
