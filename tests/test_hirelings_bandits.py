"""The Highway Bandits / Bandit Gangs (Riverfolk Hireling Pack; Law Appendix E, set up by A.6; the sides as
reference/content-facts.md section G summarises them, the readings in content/hirelings/highway_bandits.toml).

A game has exactly three hirelings: the card is tested with the Last Dynasty and a stand-in with the Dynasty's rules
(`stand_in_hirelings`); the random games use real cards."""
from __future__ import annotations

import pytest

from rootcore import new_game
from rootcore.rules import battle, hirelings, move
from helpers import (card_games, events, expect, hireling_scenario, hundreds_data, no_problems, play_choices,
                     play_until, run, scenario, vagabond_at, warriors)

CARD = "highway_bandits"
ACTION = f"extra:hireling:{CARD}"


pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def with_bandits(factions, current, phase, clearings, state: dict | None = None, paths=(), dynasty=None, **spec):
    """A scenario with the card (side, controller, control in `state`), bandits on `paths` and the Last Dynasty's
    state `dynasty`."""
    data = {**spec.pop("data", {}), CARD: {"paths": [list(p) for p in paths]}}
    return hireling_scenario(CARD, factions, current, phase, clearings, state, {"last_dynasty": dynasty or {}},
                             data=data, **spec)


def bandits(game):
    return game.state.factions[CARD]


# -- the Highway Bandits (promoted) --------------------------------------------------------------------------------

def test_the_bandits_are_set_up_on_two_open_paths_and_are_counted_off_the_map():
    # A.6.3 and the card: two bandits, each on a path (a closed path of the Mountain, C.3.2, is none). They are out
    # of the supply, in no clearing, counted by `pieces_held` (1.5.1) and shown in the view.
    game = new_game({"factions": ["marquise", "alliance"], "map": "mountain", "hirelings": [CARD, "last_dynasty",
                                                                                             "stand_in_a"], "seed": 1})
    player = game.pending.player
    game.choose(f"hireling:{CARD}")
    options = expect(game, "highway_bandits.setup", player)
    closed = game.definition.map.closed
    assert closed and not any(f"path:{min(p)}-{max(p)}" in options for p in closed)
    assert len(options) == sum(len(n) for n in game.board.adjacent.values()) // 2 - len(closed)
    game.choose("path:1-2" if "path:1-2" in options else options[0])
    first = bandits(game).data["paths"][0]
    assert f"path:{first[0]}-{first[1]}" not in expect(game, "highway_bandits.setup", player)  # one per path
    game.choose(expect(game, "highway_bandits.setup", player)[0])
    assert game.pending.kind != "highway_bandits.setup"  # two bandits, no third
    assert len(bandits(game).data["paths"]) == 2 and bandits(game).supply["warrior"] == 2
    assert game.factions[CARD].pieces_held(game) == {"warrior": 2}
    assert game.view(None)["factions"][CARD]["data"]["paths"] == bandits(game).data["paths"]
    no_problems(game)


@pytest.mark.parametrize("controller", ["alliance", None])
def test_an_enemy_moving_along_a_bandit_path_loses_a_moving_warrior(controller):
    # The card (E.2.2), E.3.2: the Marquise, an enemy of the Alliance's bandits (or of uncontrolled ones, everyone's
    # enemy), marches 1 -> 5 along a path with a bandit and loses a warrior there; 1 -> 9 has none. Nobody scores.
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 4}}},
                        {"controller": controller, "control": 2 if controller else 0}, paths=[(1, 5)])
    play_choices(game, "march", "clearing:5", "count:3", "clearing:1", "clearing:9")
    assert warriors(game, 5, "marquise") == 2 and warriors(game, 9, "marquise") == 1
    assert [e["clearing"] for e in events(game, "bandits_robbed")] == [5]
    assert game.scores["alliance"] == 0 and bandits(game).data["paths"] == [[1, 5]]  # the bandit stays
    no_problems(game)


@pytest.mark.parametrize("relic_first", [False, True])
def test_a_keeper_warrior_robbed_on_a_bandit_path_still_brings_the_relic_it_carried_law_15_2_4(relic_first):
    # The card (E.2.2) with Devout Knights (15.2.4; our reading, highway_bandits.toml `relics`): the Keepers move
    # their only warrior 5 -> 1 along a path with the Marquise's bandit, carrying a relic. The warrior moved, so the
    # relic may go with it; the bandits remove the warrior at the destination and the relic stays there, as relics
    # stay where their warriors are removed (after a battle). Whichever of the two parts of the move comes first:
    # the game's order (the robbery, then the relic), or the other, run by hand.
    game = with_bandits(["keepers", "marquise"], "keepers", "daylight", {5: {"keepers": {"warrior": 1, "figure_2": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5)],
                        data={"keepers": {"retinue": {"move": ["ambush_rabbit"]},
                                          "retainers": {"move": 0, "battle": 0, "recover": 0}}})
    if relic_first:
        moved = {"warrior": 1}
        move.move(game, "keepers", 5, 1, 1)
        for part in ("keepers", CARD):
            run(game.factions[part].rootcore_during_move(game, "keepers", 5, 1, moved), ["relic:figure_2"])
    else:
        play_choices(game, expect(game, "keepers.retinue")[0], "clearing:1", "relic:figure_2")
    for clearing, tokens in ((5, []), (1, [("keepers", "figure_2")])):
        cl = game.state.clearings[clearing]
        assert (cl.warriors.get("keepers", 0), cl.tokens) == (0, tokens)
    assert len(events(game, "bandits_robbed")) == 1 and len(events(game, "relic_moved")) == 1
    no_problems(game)


def test_the_vagabond_moving_along_a_bandit_path_damages_an_item():
    # The card: the Vagabond loses no piece but damages an item of his choice (a hit, 9.2.7).
    game = with_bandits(["marquise", "vagabond"], "vagabond", "daylight", {5: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5)],
                        data=vagabond_at_1())
    play_choices(game, "move", "clearing:5")
    expect(game, "vagabond.take_hit", "vagabond")
    game.choose(next(o for o in game.pending.option_ids if "torch" in o))
    assert game.state.clearings[5].pawns == ["vagabond"]
    assert [e["item"] for e in events(game, "item_damaged")] == ["torch"]
    assert game.pending.kind != "vagabond.take_hit"  # one hit, one item
    no_problems(game)


@pytest.mark.parametrize("at", [5, 9])
def test_the_bandits_rob_no_warrior_in_the_stoic_protectors_clearing_of_its_controller(at):
    # The card with the Stoic Protector's (Appendix E: enemies remove none of its controller's pieces in its
    # clearing): the Marquise controls it and marches 1 -> 5 along a path of the Alliance's bandits. With the
    # Protector in 5 she loses no warrior there; with it elsewhere (9) she loses one.
    hirelings = {"furious_protector": {"side": "demoted", "controller": "marquise", "control": 2},
                 CARD: {"controller": "alliance", "control": 2}, "last_dynasty": {}}
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 4}}, at: {"furious_protector": {"pawn": 1}}}, hirelings=hirelings,
                    data={CARD: {"paths": [[1, 5]]}})
    play_choices(game, "march", "clearing:5", "count:3")
    assert warriors(game, 5, "marquise") == (3 if at == 5 else 2)
    assert len(events(game, "bandits_robbed")) == (at != 5)
    no_problems(game)


def vagabond_at_1(**more):
    return vagabond_at(1, ["boot", "sword", "torch"], **more)


def test_the_harriers_glide_goes_along_no_path_and_passes_the_bandits_unharmed_law_d_9_2():
    """Glide (D.9.2) takes his pawn to any clearing, not along a path: from 1 to 5, though the path 1-5 holds a
    bandit, nothing is damaged (and the special action exhausts the torch, not a boot)."""
    harrier = {"character": "harrier", "clearing": 1, "items": ["boot", "torch", "sword"], "quests": [],
               "ruin_items": {}}
    game = with_bandits(["marquise", "vagabond"], "vagabond", "daylight", {5: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5)], data={"vagabond": harrier})
    play_choices(game, "special", "clearing:5")
    expect(game, "vagabond.action", "vagabond")
    assert game.state.clearings[5].pawns == ["vagabond"] and not events(game, "item_damaged")
    assert not any(i["damaged"] for i in game.state.factions["vagabond"].data["items"])


def test_the_vagabond_in_coalition_with_the_controller_passes_a_bandit_path_unharmed():
    # E.3.2, 9.2.8: the bandits' enemies are the players other than their controller and those in coalition with
    # the controller. The Vagabond, in coalition with the Marquise who controls them, moves 1 -> 5 along a bandit
    # path: no hit, and no warrior for him (the controller's placement is hers alone).
    game = with_bandits(["marquise", "vagabond"], "vagabond", "daylight", {5: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5)],
                        data=vagabond_at_1(coalition="marquise"))
    assert not battle.is_enemy(game, CARD, "vagabond")
    play_choices(game, "move", "clearing:5")
    assert game.state.clearings[5].pawns == ["vagabond"] and game.pending.kind != "vagabond.take_hit"
    assert not events(game, "bandits_robbed") and not events(game, "item_damaged")
    no_problems(game)


def test_the_vagabond_controlling_the_bandits_passes_a_bandit_path_with_nothing_to_place():
    # The card: the controller moving along a bandit path may place a warrior of theirs; the Vagabond has none
    # (9.1), so he is not asked, and the bandits, his, do not rob him (E.3.2).
    game = with_bandits(["marquise", "vagabond"], "vagabond", "daylight", {5: {"marquise": {"warrior": 1}}},
                        {"controller": "vagabond", "control": 2}, paths=[(1, 5)], data=vagabond_at_1())
    play_choices(game, "move", "clearing:5")
    assert game.state.clearings[5].pawns == ["vagabond"]
    assert game.pending.kind not in ("highway_bandits.toll", "vagabond.take_hit")
    assert not events(game, "bandits_robbed") and not events(game, "item_damaged")
    no_problems(game)


def test_the_controller_moving_along_a_bandit_path_may_place_a_warrior_at_the_destination():
    # The card: the Marquise controls the bandits; marching 1 -> 5 she may place a warrior at 5.
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 3}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5)])
    play_choices(game, "done", "march", "clearing:5", "count:2")
    expect(game, "highway_bandits.toll", "marquise")
    game.choose("yes")
    assert warriors(game, 5, "marquise") == 3 and warriors(game, 1, "marquise") == 1
    assert not events(game, "bandits_robbed")
    no_problems(game)


def test_the_controller_moving_a_hireling_of_theirs_along_a_bandit_path_may_place_a_warrior_too():
    # E.3.7 (an effect on a player moving counts the hirelings they move): the Marquise controls the bandits and the
    # Last Dynasty, whose Daylight action moves them 1 -> 5 (she rules 1 with them, E.3.1); she may place a warrior.
    control = {"controller": "marquise", "control": 2}
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"last_dynasty": {"warrior": 2}}},
                        control, paths=[(1, 5)], dynasty=control)
    play_choices(game, "extra:hireling:last_dynasty", "clearing:5")
    expect(game, "highway_bandits.toll", "marquise")
    game.choose("yes")
    assert warriors(game, 5, "last_dynasty") == 2 and warriors(game, 5, "marquise") == 1
    no_problems(game)


def test_the_bandits_daylight_places_one_next_to_the_controller_with_none_in_the_supply_from_another_path():
    # E.2.4 and the card: a bandit goes on a path without one with an end where the controller has a piece (the
    # Marquise has warriors at 1 only: paths 1-9 and 1-10; 1-5 has a bandit); every bandit is on a path, so it is
    # taken off another path, the controller choosing which.
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5), (2, 6), (3, 7), (4, 8)])
    assert bandits(game).supply["warrior"] == 0
    play_until(game, "marquise")
    game.choose(ACTION)
    assert expect(game, "highway_bandits.place", "marquise") == ["path:1-9", "path:1-10"]
    game.choose("path:1-10")
    assert expect(game, "highway_bandits.source", "marquise") == ["path:1-5", "path:2-6", "path:3-7", "path:4-8"]
    game.choose("path:1-5")  # moved from the other path
    assert bandits(game).data["paths"] == [[1, 10], [2, 6], [3, 7], [4, 8]]  # number order
    assert [(e["path"], e["source"]) for e in events(game, "bandit_placed")] == [([1, 10], [1, 5])]
    assert ACTION not in expect(game, "marquise.action", "marquise")  # once per Daylight
    no_problems(game)


def test_with_every_bandit_in_the_supply_the_daylight_takes_one_from_it_unasked():
    # E.2.4 and the card: with no bandit on a path the supply is the only source, so the controller is not asked.
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2})
    play_until(game, "marquise")
    game.choose(ACTION)
    game.choose("path:1-9")
    assert bandits(game).data["paths"] == [[1, 9]] and bandits(game).supply["warrior"] == 3
    assert [e["source"] for e in events(game, "bandit_placed")] == ["supply"]
    no_problems(game)


def test_the_bandits_action_is_not_offered_with_no_free_path_by_the_controller_law_e_2_4():
    # The card: every path from clearing 1, where the Marquise's only piece is, holds a bandit, so no bandit can go
    # on a path linked to her pieces, though one is left in the supply.
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(1, 5), (1, 9), (1, 10)])
    assert not game.factions[CARD].daylight_available(game, "marquise")
    play_until(game, "marquise")
    assert ACTION not in game.pending.option_ids


def test_the_old_man_moving_along_a_bandit_path_loses_nothing_omt_2_2():
    # The card robs one of the moving warriors: the Old Man (a token, OMT.2.2) moving 1 -> 5 along a path with a
    # bandit moves none, so nothing is lost, not the Tinker's warrior already at 5, which did not move.
    game = with_bandits(["old_man_tinker", "marquise"], "old_man_tinker", "daylight",
                        {5: {"old_man_tinker": {"warrior": 1}}}, {"controller": "marquise", "control": 2},
                        paths=[(1, 5)], data={"old_man_tinker": {"old_man": {"clearing": 1}}})
    run(game.factions["old_man_tinker"].move_old_man(game, 5))
    assert game.state.factions["old_man_tinker"].data["old_man"] == {"clearing": 5}
    assert warriors(game, 5, "old_man_tinker") == 1 and not events(game, "bandits_robbed")


# -- the Bandit Gangs (demoted) ------------------------------------------------------------------------------------

def test_the_gangs_cannot_be_battled_where_their_controller_has_pieces():
    # The card (a rootcore_battle_cost answer): the Marquise controls the Gangs; at 5 she has a warrior, at 10 not.
    clearings = {5: {CARD: {"warrior": 1}, "marquise": {"warrior": 1}, "alliance": {"warrior": 1}},
                 10: {CARD: {"warrior": 1}, "alliance": {"warrior": 1}}}
    game = with_bandits(["alliance", "marquise"], "alliance", "daylight", clearings,
                        {"side": "demoted", "controller": "marquise", "control": 2})
    assert battle.defenders(game, "alliance", 5) == ["marquise"]
    assert battle.defenders(game, "alliance", 10) == [CARD]
    uncontrolled = with_bandits(["alliance", "marquise"], "alliance", "daylight", clearings, {"side": "demoted"})
    assert CARD in battle.defenders(uncontrolled, "alliance", 5)


def test_the_gangs_daylight_places_a_controller_warrior_at_each_bandit_warrior():
    # E.2.4 and the card: a Marquise warrior in each clearing with Bandit warriors.
    clearings = {5: {CARD: {"warrior": 1}}, 10: {CARD: {"warrior": 2}}, 1: {"marquise": {"warrior": 1}}}
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", clearings,
                        {"side": "demoted", "controller": "marquise", "control": 2})
    play_until(game, "marquise")
    game.choose(ACTION)
    assert expect(game, "highway_bandits.gangs", "marquise") == ["garrison", "recruit"]
    game.choose("garrison")
    assert warriors(game, 5, "marquise") == 1 and warriors(game, 10, "marquise") == 1
    no_problems(game)


def test_the_gangs_daylight_places_a_bandit_warrior_with_the_controllers_pieces():
    # E.2.4 and the card: one Bandit warrior, from the supply, in a clearing where the controller has a piece.
    clearings = {1: {"marquise": {"warrior": 1}}, 9: {"marquise": {"warrior": 1}}}
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", clearings,
                        {"side": "demoted", "controller": "marquise", "control": 2})
    play_until(game, "marquise")
    game.choose(ACTION)  # no Bandit warrior on the map: only the recruit is offered
    assert expect(game, "highway_bandits.recruit", "marquise") == ["clearing:1", "clearing:9"]
    game.choose("clearing:9")
    assert warriors(game, 9, CARD) == 1 and bandits(game).supply["warrior"] == 3
    no_problems(game)


def test_the_gangs_place_no_bandit_warrior_with_none_left_in_the_supply():
    # The card: all four Bandit warriors are on the map, so only the garrison is left; it is taken unasked.
    clearings = {5: {CARD: {"warrior": 4}}, 1: {"marquise": {"warrior": 1}}}
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", clearings,
                        {"side": "demoted", "controller": "marquise", "control": 2})
    assert bandits(game).supply["warrior"] == 0
    play_until(game, "marquise")
    game.choose(ACTION)
    assert warriors(game, 5, "marquise") == 1 and warriors(game, 5, CARD) == 4
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, map_id, others", [
    (["marquise", "alliance"], "autumn", ["last_dynasty", "flotilla"]),
    (["marquise", "hundreds", "vagabond"], "lake", ["corvid_spies", "vault_keepers"]),
    (["marquise", "alliance", "vagabond", "riverfolk"], "winter", ["last_dynasty", "flame_bearers"]),
    (["eyrie", "alliance", "vagabond", "duchy", "corvid"], "mountain", ["flame_bearers", "warm_sun_prophets"])])
def test_random_games_with_the_card_keep_every_invariant_and_replay(factions, map_id, others):
    # Both sides by player count (A.6.2; all demoted with five players), every invariant after every decision (the
    # bandits on paths counted, 1.5.1), each game replayed from its save, cloned and re-drawn.
    card_games(CARD, factions, [CARD, *others], 3, map=map_id)


def test_the_hundreds_warlord_moving_alone_along_a_bandit_path_loses_nothing():
    # The card: a moving piece is lost; the warlord is never removed outside battle (Law 14.2.2), and the Hundreds
    # warrior already in the destination did not move, so nothing is lost. With a warrior moving beside him, one goes.
    for count, left in (("warlord:1", 1), ("warlord:2", 2)):
        game = with_bandits(["hundreds", "alliance"], "alliance", "daylight",
                            {1: {"hundreds": {"warrior": 2}}, 5: {"hundreds": {"warrior": 1}},
                             10: {"alliance": {"warrior": 1}}},
                            {"controller": "alliance", "control": 2}, paths=[(1, 5)],
                            data={"hundreds": hundreds_data(warlord=1)})  # fresh: a scenario keeps its dicts
        asked, _ = run(game.factions["hundreds"].take_move(game, "test"), ["clearing:1", "clearing:5", count])
        moved = int(count.split(":")[1])
        assert game.state.factions["hundreds"].data["warlord"] == 5
        assert game.state.clearings[5].warriors["hundreds"] == 1 + moved - (left == 2)
        assert len(events(game, "bandits_robbed")) == (left == 2)


def test_render_draws_a_bandit_at_the_middle_of_each_path_holding_one():
    # The bandits stand on paths (the card), so the board picture draws one warrior chip of the card's colour
    # half-way along each such path, and none in the clearings.
    import xml.etree.ElementTree as ET
    from rootcore.render import render_svg
    ns = "{http://www.w3.org/2000/svg}"
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                        {"side": "promoted"}, paths=[(1, 5), (2, 6)])
    root = ET.fromstring(render_svg(game))
    on_paths = next(g for g in root.iter(f"{ns}g") if g.get("id") == "path-pieces")
    chips = [g for g in on_paths.iter(f"{ns}g") if f"faction-{CARD}" in (g.get("class") or "")]
    assert len(chips) == 2
    assert [t.text for g in chips for t in g.iter(f"{ns}text")] == ["1", "1"]  # one bandit on each path
    centres = sorted((float(c.get("cx")), float(c.get("cy"))) for g in chips for c in g.iter(f"{ns}circle"))
    layout = {}
    for g in root.iter(f"{ns}g"):
        if (g.get("id") or "").startswith("clearing-"):
            disc = next(c for c in g.iter(f"{ns}circle") if "clearing-disc" in (c.get("class") or ""))
            layout[int(g.get("id")[len("clearing-"):])] = (float(disc.get("cx")), float(disc.get("cy")))
    middles = sorted(((layout[a][0] + layout[b][0]) / 2, (layout[a][1] + layout[b][1]) / 2)
                     for a, b in [(1, 5), (2, 6)])
    assert [v for point in centres for v in point] == pytest.approx([v for point in middles for v in point])


# -- Audited against Law Appendix E, A.6 and the card's text (HIRE-TS) -------------------------------------------------

def test_the_bandit_gangs_when_hired_place_a_bandit_warrior_with_the_controllers_pieces_law_e_2_1():
    # E.2.1; Bandit Gangs' when-hired action (HIRE-TS and HRF `OnTakeHirelingAction(BanditGangs)`): with no Bandit
    # warrior on the map, the new controller places one in a clearing with their pieces. The code had no
    # `hired_demoted`, so nothing was asked and nothing placed.
    game = with_bandits(["alliance", "marquise"], "alliance", "evening",
                        {1: {"alliance": {"warrior": 1}}, 9: {"alliance": {"warrior": 1}}}, {"side": "demoted"})
    asked, _ = run(hirelings.gain(game, CARD, "alliance"), ["clearing:9"])
    assert [d.kind for d in asked] == ["highway_bandits.hired"]
    assert sorted(asked[0].option_ids) == ["clearing:1", "clearing:9"]
    assert warriors(game, 9, CARD) == 1


def test_a_bandit_moves_off_a_path_only_with_none_in_the_supply_highway_bandits():
    # E.2.4, Highway Bandits' Daylight action (HIRE-TS): place a bandit from the supply; only with none in the supply
    # may one be removed from a path to be placed. The code offered a path as the source with bandits in the supply.
    game = with_bandits(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                        {"controller": "marquise", "control": 2}, paths=[(7, 8)])
    assert bandits(game).supply["warrior"] == 3
    play_until(game, "marquise")
    play_choices(game, ACTION, "path:1-5")
    if game.pending.kind == "highway_bandits.source":
        assert game.pending.option_ids == ["supply"], game.pending.option_ids
    assert bandits(game).data["paths"] == [[1, 5], [7, 8]]
