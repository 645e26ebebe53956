"""The Furious Protector / Stoic Protector (Underworld Hireling Pack; Law Appendix E, set up by A.6; the sides as
reference/content-facts.md section G summarises them, the readings in content/hirelings/furious_protector.toml).

A game has exactly three hirelings: the card is tested with the Last Dynasty and a stand-in with the Dynasty's rules
(`stand_in_hirelings`); the random games use real cards. Autumn: clearing 5 (rabbit) is linked to 1 and 2."""
from __future__ import annotations

import pytest

from rootcore import new_game
from rootcore.rules import adjacency, battle, hirelings, pieces
from rootcore_plugins.standard_deck import remove_all_enemy_pieces
from helpers import (card_games, choose_first_hireling, events, expect, fix_dice, hireling_scenario, hundreds_data,
                     no_problems, play_choices, run, scenario, thief, warriors)

CARD = "furious_protector"
STOIC = {"side": "demoted", "controller": "marquise", "control": 2}

pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def with_protector(factions, current, phase, clearings, state: dict | None = None, at: int | None = 5, **spec):
    """A scenario with the card (side, controller, control in `state`) and its pawn in clearing `at`."""
    if at is not None:
        clearings = {**clearings, at: {**clearings.get(at, {}), CARD: {"pawn": 1}}}
    return hireling_scenario(CARD, factions, current, phase, clearings, state, **spec)


def pawn_at(game) -> list[int]:
    return [c for c, cl in game.state.clearings.items() if CARD in cl.pawns]


def set_up_first(factions) -> tuple:
    """A new game on Autumn in which the first player setting up a hireling (A.6.3) chooses the card."""
    game = new_game({"factions": factions, "hirelings": [CARD, "last_dynasty", "stand_in_a"], "seed": 1})
    return game, choose_first_hireling(game, CARD)


# -- both sides ----------------------------------------------------------------------------------------------------

def test_the_furious_protector_is_set_up_in_any_clearing():
    # A.6.3 and the card: with two players no card is demoted (A.6.2); the pawn goes to any clearing.
    game, player = set_up_first(["marquise", "alliance"])
    assert expect(game, f"{CARD}.place", player) == [f"clearing:{c}" for c in range(1, 13)]
    game.choose("clearing:7")
    assert pawn_at(game) == [7] and game.state.factions[CARD].supply["pawn"] == 0
    no_problems(game)


def test_the_stoic_protector_is_set_up_off_the_map():
    # A.6.2: with five players every card is demoted; the Stoic side has no setup (our reading): no question, the
    # pawn stays in the supply and the next card is set up.
    game, _ = set_up_first(["marquise", "corvid", "alliance", "vagabond", "duchy"])
    assert game.state.factions[CARD].data["side"] == "demoted"
    expect(game, "setup.hireling")
    assert pawn_at(game) == [] and game.state.factions[CARD].supply["pawn"] == 1


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_nobody_can_battle_or_remove_the_pawn(side):
    # The card, both sides: the pawn is never a defender, for its enemies (E.3.2) or anyone, and effects removing
    # every enemy piece (a Favor card) pass it by.
    game = with_protector(["alliance", "marquise"], "alliance", "daylight",
                          {5: {"marquise": {"warrior": 1}, "last_dynasty": {"warrior": 1}}},
                          {"side": side, "controller": "alliance", "control": 2})
    assert battle.is_enemy(game, "marquise", CARD)
    assert battle.defenders(game, "marquise", 5) == ["last_dynasty"]
    assert battle.defenders(game, "last_dynasty", 5) == ["marquise"]
    run(remove_all_enemy_pieces(game, "marquise", "rabbit", "favor_of_the_rabbits"))
    assert pawn_at(game) == [5] and warriors(game, 5, "last_dynasty") == 0
    no_problems(game)


# -- the Furious Protector (promoted) ------------------------------------------------------------------------------

@pytest.mark.parametrize("controller", ["alliance", None])
def test_the_furious_protectors_enemies_cannot_place_pieces_in_its_clearing(controller):
    # The card: its enemies (E.3.2: everyone but the controller; everyone while uncontrolled) place nothing in its
    # clearing; the controller may, and everyone may elsewhere.
    game = with_protector(["alliance", "marquise"], "alliance", "daylight", {1: {"alliance": {"warrior": 1}}},
                          {"controller": controller, "control": 2 if controller else 0})
    assert pieces.place(game, "marquise", "warrior", 5) == 0 and warriors(game, 5, "marquise") == 0
    assert not pieces.can_place(game, "last_dynasty", "warrior", 5)
    assert pieces.place(game, "alliance", "warrior", 5) == (1 if controller else 0)
    assert pieces.place(game, "marquise", "warrior", 2) == 1
    no_problems(game)


def test_the_furious_protector_moves_then_removes_a_warrior_of_every_players_faction_there():
    # E.2.3 and the card: at the start of the controller's Birdsong it must move to an adjacent clearing, whoever
    # rules either end (the Marquise rules both 1 and 2), then one warrior of each player's faction there is removed,
    # the controller's too; the Last Dynasty's (a hireling's) stay, buildings stay, nobody scores (E.3.6).
    game = with_protector(["alliance", "marquise"], "alliance", "birdsong",
                          {1: {"marquise": {"warrior": 3, "sawmill": 1}, "alliance": {"warrior": 2},
                               "last_dynasty": {"warrior": 2}}, 2: {"marquise": {"warrior": 3}}},
                          {"controller": "alliance", "control": 2})
    assert expect(game, f"{CARD}.move", "alliance") == ["clearing:1", "clearing:2"]  # no "don't move"
    game.choose("clearing:1")
    assert pawn_at(game) == [1] and events(game, "pawn_moved")[0]["destination"] == 1
    assert [warriors(game, 1, f) for f in ("marquise", "alliance", "last_dynasty")] == [2, 1, 2]
    assert game.state.clearings[1].count("marquise", "sawmill") == 1
    assert {e["faction"] for e in events(game, "removed")} == {"marquise", "alliance"}
    assert game.scores == {"alliance": 0, "marquise": 0}
    no_problems(game)


def test_the_protector_moving_along_a_bandit_path_loses_nothing():
    # The card with the Highway Bandits (an enemy's, E.3.2): the Protector's pawn, moved along the path 5-1 holding a
    # bandit, is no piece the bandits may take (nobody removes it) and has no item to damage: no robbery.
    hirelings = {CARD: {"controller": "alliance", "control": 2},
                 "highway_bandits": {"controller": "marquise", "control": 2}, "stand_in_a": {}}
    game = scenario(["alliance", "marquise"], "alliance", "birdsong",
                    {5: {CARD: {"pawn": 1}}, 1: {"marquise": {"warrior": 1}}}, hirelings=hirelings,
                    data={"highway_bandits": {"paths": [[1, 5]]}})
    game.choose("clearing:1")
    assert pawn_at(game) == [1] and not events(game, "bandits_robbed")
    no_problems(game)


def test_a_face_up_snare_holds_the_protector_law_13_7_2_and_e_2_3():
    # The Protector is the Alliance's, an enemy of the Corvids: their face-up snare in 5 keeps it from moving out.
    game = with_protector(["alliance", "corvid"], "alliance", "birdsong",
                          {5: {"corvid": {"warrior": 1}}, 1: {"alliance": {"warrior": 1}}},
                          {"controller": "alliance", "control": 2}, hands={"alliance": 0, "corvid": 0},
                          data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert game.pending is not None and game.pending.kind != f"{CARD}.move"
    assert pawn_at(game) == [5] and not events(game, "pawn_moved")
    no_problems(game)


def test_an_uncontrolled_protector_does_not_move():
    game = with_protector(["alliance", "marquise"], "alliance", "birdsong", {1: {"alliance": {"warrior": 1}}})
    assert game.pending.kind != f"{CARD}.move" and pawn_at(game) == [5] and not events(game, "pawn_moved")


# -- the Stoic Protector (demoted) ---------------------------------------------------------------------------------

def test_the_stoic_protector_when_hired_goes_to_a_clearing_with_the_controllers_pieces():
    # E.2.1 and the card: off the map, the pawn is placed where the controller has any piece; on the map, it stays.
    clearings = {3: {"marquise": {"sawmill": 1}}, 8: {"marquise": {"warrior": 1}}, 9: {"alliance": {"warrior": 1}}}
    game = with_protector(["marquise", "alliance"], "marquise", "daylight", clearings, {"side": "demoted"}, at=None,
                          hiring_markers=[8, 12])  # the marker on 4 taken: the hiring it gives (E.1.1)
    asked, _ = run(hirelings.gain(game, CARD, "marquise"), ["clearing:8"])
    assert [(d.kind, d.option_ids) for d in asked] == [(f"{CARD}.place", ["clearing:3", "clearing:8"])]
    assert pawn_at(game) == [8]
    asked, _ = run(hirelings.gain(game, CARD, "alliance"))
    assert asked == [] and pawn_at(game) == [8]  # hired again: it stays where it is
    no_problems(game)


def test_the_stoic_protector_hired_by_a_player_with_no_piece_on_the_map_stays_off_it_law_e_2_1():
    """E.2.1 and the card: the pawn off the map goes to a clearing with a piece of the controller's; the Alliance,
    with nothing on the map yet (as after its setup), has none, so the pawn stays in the supply."""
    game = with_protector(["marquise", "alliance"], "alliance", "daylight", {3: {"marquise": {"sawmill": 1}}},
                          {"side": "demoted"}, at=None, hiring_markers=[8, 12])  # the marker on 4 taken (E.1.1)
    asked, _ = run(hirelings.gain(game, CARD, "alliance"))
    assert asked == [] and pawn_at(game) == []
    assert game.state.factions[CARD].supply["pawn"] == 1
    no_problems(game)

def test_the_stoic_protector_must_move_at_the_start_of_birdsong_ignoring_rule():
    # E.2.3 and the card: the move is not optional and rule does not matter (the Alliance rules 1 and 2).
    game = with_protector(["marquise", "alliance"], "marquise", "birdsong",
                          {1: {"alliance": {"warrior": 2}}, 2: {"alliance": {"warrior": 2}},
                           5: {"marquise": {"warrior": 1}}}, STOIC)
    assert expect(game, f"{CARD}.move", "marquise") == ["clearing:1", "clearing:2"]
    game.choose("clearing:2")
    assert pawn_at(game) == [2] and warriors(game, 2, "alliance") == 2  # the Stoic side removes nothing
    no_problems(game)


def stoic_game(clearings, current="alliance", **spec):
    """The Stoic Protector of the Marquise in clearing 5, in the Alliance's Daylight."""
    return with_protector(["alliance", "marquise"], current, "daylight", clearings, STOIC, **spec)


def test_the_controllers_enemies_cannot_battle_it_in_the_stoic_protectors_clearing():
    # The card: the Alliance may not choose the Marquise as defender in 5, but may in 1; another hireling, an
    # enemy of the Marquise (E.3.2), neither.
    game = stoic_game({5: {"marquise": {"warrior": 2}, "alliance": {"warrior": 2}, "last_dynasty": {"warrior": 1}},
                       1: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}}})
    assert battle.defenders(game, "alliance", 5) == ["last_dynasty"]
    assert battle.defenders(game, "last_dynasty", 5) == ["alliance"]
    assert battle.defenders(game, "alliance", 1) == ["marquise"]
    assert battle.defenders(game, "marquise", 5) == ["alliance", "last_dynasty"]  # she may battle there


def test_hits_dealt_to_the_stoic_controller_in_the_protectors_clearing_remove_nothing():
    # The card: the Marquise attacks the Alliance in 5; the Alliance's three hits take none of her pieces (she is
    # not even asked which building goes, 4.3.4), her one hit takes an Alliance warrior (4.3.2.I: one warrior).
    game = stoic_game({5: {"marquise": {"warrior": 1, "sawmill": 1, "workshop": 1}, "alliance": {"warrior": 3}}})
    fix_dice(game, 3, 3)
    asked, _ = run(battle.fight(game, "marquise", 5, "alliance"))
    assert "take_hit" not in [d.kind for d in asked]
    cl = game.state.clearings[5]
    assert [warriors(game, 5, "marquise"), cl.count("marquise", "sawmill"), cl.count("marquise", "workshop")] \
        == [1, 1, 1]
    assert warriors(game, 5, "alliance") == 2 and game.scores["alliance"] == 0
    no_problems(game)


def test_the_stoic_vagabond_takes_no_damage_from_an_enemys_hits_or_favor_card_in_the_protectors_clearing():
    # The card with 9.2.7 and 9.2.2.I: the Vagabond controls the Protector in 5; he attacks the Marquise there and
    # her hits damage none of his items, nor does her Favor of the Rabbits (our reading: no removal, no damage).
    vagabond = thief(clearing=5, items=["boot", "sword", "sword", "torch"])
    game = with_protector(["vagabond", "marquise"], "vagabond", "daylight", {5: {"marquise": {"warrior": 3}}},
                          {"side": "demoted", "controller": "vagabond", "control": 2}, data={"vagabond": vagabond})
    fix_dice(game, 3, 3)
    asked, _ = run(battle.fight(game, "vagabond", 5, "marquise"))
    asked += run(remove_all_enemy_pieces(game, "marquise", "rabbit", "favor_of_the_rabbits"))[0]
    assert not events(game, "item_damaged") and not asked
    assert warriors(game, 5, "marquise") == 1
    no_problems(game)


def test_the_stoic_protector_shields_its_controller_from_enemies_only_not_from_itself_or_no_one():
    # The card shields the controller's pieces from its enemies (E.3.2): the Marquise still removes her own wood in
    # the Protector's clearing (a cost), and a removal by no faction still removes; neither scores (3.2.1).
    game = stoic_game({5: {"marquise": {"wood": 2, "warrior": 1}}})
    assert pieces.remove(game, "marquise", "wood", 5, 1, "marquise", "cost").counts == {"wood": 1}
    assert pieces.remove(game, "marquise", "warrior", 5, 1, None, "effect").counts == {"warrior": 1}
    assert game.state.clearings[5].count("marquise", "wood") == 1 and warriors(game, 5, "marquise") == 0
    assert game.scores["marquise"] == 0
    no_problems(game)


def test_a_favor_card_removes_nothing_of_the_stoic_controllers_in_the_protectors_clearing():
    # The card: Favor of the Rabbits (an enemy's card, removing every enemy piece in rabbit clearings) passes the
    # Marquise by in 5 and removes her pieces in 10; the Alliance scores for the sawmill in 10 only (3.2.1).
    clearings = {5: {"marquise": {"warrior": 2, "sawmill": 1}}, 10: {"marquise": {"warrior": 1, "sawmill": 1}}}
    game = stoic_game(clearings)
    run(remove_all_enemy_pieces(game, "alliance", "rabbit", "favor_of_the_rabbits"))
    assert warriors(game, 5, "marquise") == 2 and game.state.clearings[5].count("marquise", "sawmill") == 1
    assert warriors(game, 10, "marquise") == 0 and game.state.clearings[10].count("marquise", "sawmill") == 0
    assert game.scores["alliance"] == 1
    no_problems(game)


def test_the_hundreds_raze_leaves_the_stoic_controllers_pieces_in_the_protectors_clearing():
    # The card with Law 14.4.1: the mobs raze enemy buildings and tokens; the Marquise's sawmill under the Protector
    # stays (no VP), the one in 1 goes, and the raze carries on with the rest.
    hundreds = hundreds_data(warlord=1)
    game = with_protector(["hundreds", "marquise"], "marquise", "daylight",
                          {5: {"hundreds": {"mob": 1}, "marquise": {"sawmill": 1}},
                           1: {"hundreds": {"mob": 1, "warrior": 1}, "marquise": {"sawmill": 1}},
                           4: {"marquise": {"warrior": 1}}}, STOIC, data={"hundreds": hundreds})
    run(game.factions["hundreds"]._raze(game), ["clearing:2"] * 3)
    assert game.state.clearings[5].count("marquise", "sawmill") == 1
    assert game.state.clearings[1].count("marquise", "sawmill") == 0
    assert game.scores["hundreds"] == 1
    no_problems(game)


def test_a_strike_or_a_convert_never_targets_the_stoic_controllers_pieces_in_the_protectors_clearing():
    # The card with 9.5.6 and 10.4.3: what the Marquise's enemies may not remove in the Protector's clearing (5) is
    # never offered, so no Strike or Convert is spent on it; her warrior in 1 may be converted.
    vagabond_data = thief(clearing=5, items=["boot", "crossbow", "torch"])
    lizard = {"outcast": "rabbit", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}
    game = with_protector(["vagabond", "marquise", "lizard", "alliance"], "vagabond", "daylight",
                          {5: {"marquise": {"warrior": 1, "sawmill": 1}, "lizard": {"warrior": 1},
                               "alliance": {"warrior": 1}},
                           1: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}}},
                          STOIC, data={"vagabond": vagabond_data, "lizard": lizard})
    vagabond, cult = game.factions["vagabond"], game.factions["lizard"]
    assert vagabond._strike_targets(game, 5) == [("lizard", "warrior"), ("alliance", "warrior")]
    assert cult._enemies_with(game, 5, True) == ["alliance"] and cult._enemies_with(game, 5, False) == []
    assert cult._enemies_with(game, 1, True) == ["alliance", "marquise"]
    no_problems(game)


def test_propaganda_bureau_never_targets_the_stoic_controllers_warrior_in_the_protectors_clearing():
    # The card with Propaganda Bureau (Exiles and Partisans deck): the Marquise's warrior in 5 is no target, hers in
    # 1 and the Cult's in 5 are (the clearings any card could pay for, as others see the hand).
    lizard = {"outcast": "rabbit", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}
    game = with_protector(["alliance", "marquise", "lizard"], "alliance", "daylight",
                          {5: {"marquise": {"warrior": 1}, "lizard": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}},
                          STOIC, deck="exiles", data={"lizard": lizard})
    assert game.deck._propaganda_targets(game, "alliance", True) == {1: ["marquise"], 5: ["lizard"]}


def test_the_flame_bearers_never_burn_the_stoic_controllers_pieces_in_the_protectors_clearing():
    # The card with the Flame Bearers' burn (the Alliance controls the Bearers): in 5 only the Cult's warrior may
    # burn, the Marquise's is shielded; in 1 hers burns.
    lizard = {"outcast": "rabbit", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}
    clearings = {5: {CARD: {"pawn": 1}, "marquise": {"warrior": 1}, "lizard": {"warrior": 1},
                     "flame_bearers": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}, "flame_bearers": {"warrior": 1}}}
    game = scenario(["marquise", "lizard", "alliance"], "marquise", "daylight", clearings,
                    hirelings={CARD: STOIC, "flame_bearers": {"controller": "alliance", "control": 2},
                               "vault_keepers": {}}, data={"lizard": lizard})
    bearers = game.factions["flame_bearers"]
    assert [o.id for o in bearers._burnable(game, 5)] == ["piece:lizard:warrior"]
    assert [o.id for o in bearers._burnable(game, 1)] == ["piece:marquise:warrior"]


def test_exposure_is_not_offered_where_the_guesser_may_not_remove_the_stoic_corvids_plot():
    # The card with 13.2.4: the Corvids control the Protector in 5; a right guess there would remove their plot,
    # which the Alliance may not, so Exposure is offered in 1 only.
    game = with_protector(["alliance", "corvid"], "alliance", "daylight",
                          {5: {"alliance": {"warrior": 1}}, 1: {"alliance": {"warrior": 1}}},
                          {"side": "demoted", "controller": "corvid", "control": 2},
                          data={"corvid": {"plots": {5: "snare", 1: "bomb"}, "face_up": []}})
    assert game.factions["corvid"].exposure_clearings(game, "alliance", True) == [1]


@pytest.mark.parametrize("at", [5, 9])
def test_the_highway_bandits_rob_the_stoic_vagabond_of_nothing_in_the_protectors_clearing(at):
    # The card with the Highway Bandits' robbery (their card, E.2.2) and 9.2.7: the Vagabond controls the Protector
    # and moves 1 -> 5 along a path of the Marquise's bandits, his enemies (E.3.2). With the Protector in 5 no hit
    # is dealt to him there, so no item is damaged; with it elsewhere (9) he takes the hit.
    vagabond = thief(clearing=1, items=["boot", "sword", "torch"])
    hirelings = {CARD: {"side": "demoted", "controller": "vagabond", "control": 2},
                 "highway_bandits": {"controller": "marquise", "control": 2}, "last_dynasty": {}}
    game = scenario(["vagabond", "marquise"], "vagabond", "daylight", {at: {CARD: {"pawn": 1}}}, hirelings=hirelings,
                    data={"vagabond": vagabond, "highway_bandits": {"paths": [[1, 5]]}})
    play_choices(game, "move", "clearing:5")
    assert "vagabond" in game.state.clearings[5].pawns
    assert (game.pending.kind == "vagabond.take_hit") == (at != 5)
    assert not events(game, "item_damaged")
    no_problems(game)


@pytest.mark.parametrize("at", [5, 9])
def test_the_vagabond_cannot_put_a_hit_on_an_allied_warrior_the_stoic_protector_shields(at):
    # The card with 9.2.9.II.c-d: the Vagabond battles the Alliance in 5 with the Marquise's Allied warriors, hers
    # shielded there from the Alliance while she controls the Protector there (5). The Alliance's hit may not be put
    # on one of them (it would remove nothing); with the Protector elsewhere (9) it may.
    vagabond = thief(clearing=5, items=["sword", "boot", "torch"], relationships={"marquise": "allied"})
    game = with_protector(["vagabond", "marquise", "alliance"], "vagabond", "daylight",
                          {5: {"marquise": {"warrior": 3}, "alliance": {"warrior": 3}}}, STOIC, at=at,
                          data={"vagabond": vagabond})
    fix_dice(game, 1, 1)
    play_choices(game, "battle", *(["faction:alliance"] if at != 5 else []), "ally:marquise")  # in 5 the only one
    expect(game, "vagabond.take_hit", "vagabond")
    assert ("ally_warrior" in game.pending.option_ids) == (at != 5)
    no_problems(game)


def stoic_vagabond_with_an_ally(bodyguards: bool):
    """The Vagabond controls the Stoic Protector in 5 (and the Badger Bodyguards, if `bodyguards`) and battles the
    Alliance there with the Marquise's Allied warriors as his own; the Alliance deals two hits (dice 2, 2)."""
    vagabond = thief(clearing=5, items=["sword", "sword", "boot", "torch"], relationships={"marquise": "allied"})
    third = {"vault_keepers": {"side": "demoted", "controller": "vagabond", "control": 2}} if bodyguards \
        else {"stand_in_a": {}}
    game = scenario(["vagabond", "marquise", "alliance"], "vagabond", "daylight",
                    {5: {"marquise": {"warrior": 3}, "alliance": {"warrior": 3}, CARD: {"pawn": 1}}},
                    hirelings={CARD: {"side": "demoted", "controller": "vagabond", "control": 2}, "last_dynasty": {},
                               **third}, data={"vagabond": vagabond})
    fix_dice(game, 2, 2)
    play_choices(game, "battle", "faction:alliance", "ally:marquise")
    return game


@pytest.mark.parametrize("bodyguards", [False, True])
def test_the_shielded_stoic_vagabond_may_put_hits_on_his_allied_warriors_law_9_2_9_ii_d(bodyguards):
    # The card with 9.2.7 and 9.2.9.II.c-d (our reading, furious_protector.toml `stoic_allies`): the Protector
    # shields the Vagabond's own items in 5 from the Alliance, not the Marquise's Allied warriors he fights with.
    # Each of the Alliance's hits falls, as he chooses, on a shielded item (nothing is damaged) or on an Allied
    # warrior. With the Badger Bodyguards too, these hits can remove something, so they are taken: the first is
    # ignored (E.2.2), one is left to put.
    game = stoic_vagabond_with_an_ally(bodyguards)
    asked = 0
    while game.pending.kind == "vagabond.take_hit":
        assert game.pending.option_ids == ["shielded", "ally_warrior"]
        play_choices(game, "ally_warrior")
        asked += 1
    assert asked == (1 if bodyguards else 2)
    assert [e["faction"] for e in events(game, "hits_ignored")] == (["vagabond"] if bodyguards else [])
    assert warriors(game, 5, "marquise") == 3 - asked and not events(game, "item_damaged")
    assert game.state.factions["vagabond"].data["relationships"]["marquise"] == "hostile"  # II.d: no item took one
    no_problems(game)


def test_the_shielded_stoic_vagabond_loses_nothing_when_hits_go_on_his_shielded_items():
    # As above without the Bodyguards: both hits put on the shielded items damage nothing, and the Marquise, whose
    # warriors took no hit, stays Allied (9.2.9.II.d).
    game = stoic_vagabond_with_an_ally(False)
    play_choices(game, "shielded", "shielded")
    assert warriors(game, 5, "marquise") == 3 and not events(game, "item_damaged")
    assert game.state.factions["vagabond"].data["relationships"]["marquise"] == game.factions["vagabond"].allied_space
    no_problems(game)


def test_hits_on_the_stoic_controller_with_mercenaries_still_take_the_lent_warriors():
    # The card with 11.2.7.III.a: the Marquise, who bought Mercenaries, is dealt two hits by the Alliance in the
    # Protector's clearing (5): the first, hers, removes nothing; the second, the lent ones', removes a Riverfolk
    # warrior, which the Alliance may remove there (the shield is the controller's alone).
    river = {"funds": {}, "payments": {}, "committed": {}, "prices": {"hand_card": 1, "riverboats": 1,
                                                                      "mercenaries": 1}, "mercenaries_for": "marquise"}
    game = with_protector(["marquise", "riverfolk", "alliance"], "marquise", "daylight",
                          {5: {"marquise": {"warrior": 2}, "riverfolk": {"warrior": 2}, "alliance": {"warrior": 2}}},
                          STOIC, data={"riverfolk": river})
    _, removals = run(battle.take_hits(game, "marquise", 5, 2, "alliance", "battle"))
    assert (warriors(game, 5, "marquise"), warriors(game, 5, "riverfolk")) == (2, 1)
    assert [(r.owner, r.remover, r.fought_for) for r in removals] == [("riverfolk", "alliance", "marquise")]
    no_problems(game)


def test_stubborn_is_not_used_on_hits_the_stoic_protector_stops_law_14_7_7():
    # The card with 14.7.7: the Hundreds, the Protector's controller, attack the Marquise in its clearing (5) with
    # the warlord there, Stubborn. The ambush's two hits and the dice's two remove nothing (the shield), so none of
    # them is "taken": Stubborn ignores none of them (our reading) and nothing says it did.
    mine = hundreds_data(warlord=5)
    game = with_protector(["hundreds", "marquise"], "hundreds", "daylight",
                          {5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 3}}},
                          {"side": "demoted", "controller": "hundreds", "control": 2},
                          data={"hundreds": mine}, hands={"marquise": ["ambush_rabbit"]})
    fix_dice(game, 2, 2)
    ambush = "ambush:" + str(game.state.factions["marquise"].hand[0])
    run(battle.fight(game, "hundreds", 5, "marquise"), [ambush])
    assert warriors(game, 5, "hundreds") == 3 and warriors(game, 5, "marquise") == 1
    assert events(game, "hits_ignored") == []
    no_problems(game)


def test_stubborn_is_not_used_on_stopped_hits_with_the_riverfolk_in_play_lending_nothing_law_14_7_7():
    # As above, with the Riverfolk in the game (their Mercenaries lend warriors under the earlier Law, 11.2.7.III.a)
    # but bought by no one: no warrior is lent to the Hundreds, so the Protector still stops every hit on them and
    # Stubborn ignores none.
    mine = hundreds_data(warlord=5)
    river = {"funds": {}, "payments": {}, "committed": {}, "prices": {"hand_card": 1, "riverboats": 1,
                                                                      "mercenaries": 1}, "mercenaries_for": None}
    game = with_protector(["hundreds", "marquise", "riverfolk"], "hundreds", "daylight",
                          {5: {"hundreds": {"warrior": 3}, "riverfolk": {"warrior": 2}, "marquise": {"warrior": 3}}},
                          {"side": "demoted", "controller": "hundreds", "control": 2},
                          data={"hundreds": mine, "riverfolk": river})
    assert "rootcore_borrowed_warriors" in game.definition.hooks_in_use  # lent warriors are asked about
    fix_dice(game, 2, 2)
    run(battle.fight(game, "hundreds", 5, "marquise"))
    assert events(game, "hits_ignored") == []
    assert (warriors(game, 5, "hundreds"), warriors(game, 5, "riverfolk"), warriors(game, 5, "marquise")) == (3, 2, 1)
    no_problems(game)


def test_stubborn_is_used_on_hits_that_fall_on_mercenaries_lent_to_the_stoic_controller_law_14_7_7():
    # The card with 14.7.7 and 11.2.7.III.a: the Hundreds, the Protector's controller, bought Mercenaries and attack
    # the Marquise in its clearing (5), the warlord there, Stubborn. Of the Marquise's two hits, one would remove a
    # lent Riverfolk warrior (the shield is the controller's alone), so they are taken: Stubborn ignores the first,
    # the second falls on the shielded Hundreds and removes nothing.
    mine = hundreds_data(warlord=5)
    river = {"funds": {}, "payments": {}, "committed": {}, "prices": {"hand_card": 1, "riverboats": 1,
                                                                      "mercenaries": 1}, "mercenaries_for": "hundreds"}
    game = with_protector(["hundreds", "marquise", "riverfolk"], "hundreds", "daylight",
                          {5: {"hundreds": {"warrior": 3}, "riverfolk": {"warrior": 2}, "marquise": {"warrior": 3}}},
                          {"side": "demoted", "controller": "hundreds", "control": 2},
                          data={"hundreds": mine, "riverfolk": river})
    fix_dice(game, 2, 2)
    run(battle.fight(game, "hundreds", 5, "marquise"))
    assert len(events(game, "hits_ignored")) == 1
    assert (warriors(game, 5, "hundreds"), warriors(game, 5, "riverfolk"), warriors(game, 5, "marquise")) == (3, 2, 1)
    no_problems(game)


def test_scorched_earth_leaves_the_stoic_controllers_pieces_and_the_pawn_which_then_moves_out():
    # The card with the Scoundrel (D.6.2): his Scorched Earth in 5 removes the Alliance's warrior but neither the
    # pawn (never removed) nor the pieces of the Marquise, who controls the Protector there; the seal then keeps
    # nothing in: at her Birdsong the pawn must still move out (E.2.3), and cannot come back.
    scoundrel = {"character": "scoundrel", "quests": [], "ruin_items": {}, "clearing": 5, "items": ["torch", "boot"]}
    game = with_protector(["vagabond", "marquise", "alliance"], "vagabond", "daylight",
                          {5: {"marquise": {"warrior": 1, "sawmill": 1}, "alliance": {"warrior": 1}}}, STOIC,
                          data={"vagabond": scoundrel})
    play_choices(game, "special")
    cl = game.state.clearings[5]
    assert game.state.sealed == {5: "torch"} and sorted(cl.pawns) == sorted(["vagabond", CARD])
    assert (cl.warriors, cl.buildings) == ({"marquise": 1}, [("marquise", "sawmill")])
    asked, _ = run(game.factions[CARD].birdsong_demoted(game, "marquise"), ["clearing:1"])
    assert pawn_at(game) == [1] and 5 not in adjacency.adjacent(game, 1, CARD, moving=True)
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, map_id, others", [
    (["marquise", "alliance"], "autumn", ["last_dynasty", "flotilla"]),
    (["marquise", "hundreds", "vagabond"], "lake", ["corvid_spies", "highway_bandits"]),
    (["marquise", "alliance", "vagabond", "corvid"], "winter", ["warm_sun_prophets", "flame_bearers"]),
    (["eyrie", "alliance", "vagabond", "duchy", "lizard"], "mountain", ["flotilla", "vault_keepers"]),
    (["hundreds", "keepers", "riverfolk", "lizard", "vagabond"], "autumn", ["forest_patrol", "sunward_expedition"])])
def test_random_games_with_the_card_keep_every_invariant_and_replay(factions, map_id, others):
    # Both sides by player count (A.6.2; all demoted with five players), every invariant after every decision, each
    # game replayed from its save, cloned and re-drawn.
    card_games(CARD, factions, [CARD, *others], 3, map=map_id)
