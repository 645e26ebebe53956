"""Rules tests of the Keepers in Iron plugin (Law 15). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit, slots; paths; forests):
1 fox (1; 5 9 10; f1 f2), 2 mouse (2; 5 6 10; f1 f3), 5 rabbit (2; 1 2; f1), 7 mouse (2; 3 8 12; f5 f6),
8 fox (2; 4 7; f6), 10 rabbit (2, 1 ruin; 1 2 12; f1 f2 f3). Forest f1 lies between 1, 2, 5 and 10. Corners 1-3 and
2-4 are opposite; the map edge is 1 5 2 6 3 7 8 4 9.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.bots import determinize
from rootcore.content import ContentError
from rootcore.rules import battle, move
from rootcore.testing import check_plugin_conformance, invariant_problems

from conftest import build_faction, install_variant_faction, variant_board
from helpers import (events, expect, faction_scenario, fix_dice, held, hireling_scenario, play_choices,
                     played_from_the_command_line, run, saved_loaded_and_rendered)

BASE = ("marquise", "eyrie", "alliance", "vagabond")
NO_RETAINERS = {"move": 0, "battle": 0, "recover": 0}


# -- helpers ------------------------------------------------------------------------------------------------

def keepers_game(clearings=None, *, current="keepers", phase="daylight", factions=("marquise", "keepers"),
                 keepers=None, hands=None, data=None, **extra):
    """A position with the Keepers' data as given (`keepers`: relics in forests, faces, Retinue...)."""
    return faction_scenario(factions, current, phase, clearings, {"keepers": dict(keepers or {})}, hands=hands,
                            data=data, **extra)


def kf(game):
    return game.state.factions["keepers"]


def component(game):
    return game.factions["keepers"]


def warriors(game, clearing, faction="keepers"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def relics_in(game, clearing):
    return sorted(kind for owner, kind in game.state.clearings[clearing].tokens if owner == "keepers")


def no_problems(game):
    assert invariant_problems(game) == []


def play_until(game, player, kind=None):
    """Answer every other decision with its first option until `player` is asked (a decision of `kind`)."""
    while game.pending is not None and (game.pending.player != player
                                        or (kind is not None and game.pending.kind != kind)):
        game.choose(game.pending.option_ids[0])


# -- the board and the plugin ----------------------------------------------------------------------------

def test_the_board_has_15_warriors_3_waystations_and_12_relics_law_15_2_and_15_3():
    game = rootcore.new_game({"factions": ["marquise", "keepers"], "seed": 1})
    board = component(game).board
    assert board.name == "Keepers in Iron" and board.reach == 8 and board.setup_order == "J"  # Law 5.2, 5.1.7
    assert sum(piece.count for kind, piece in board.pieces.items() if kind in component(game).relics) == 12
    for rtype in ("figure", "tablet", "jewelry"):  # 15.2.1: values 1, 2, 3, 3 of each type
        assert sorted(v for k, (t, v) in component(game).relics.items() if t == rtype
                      for _ in range(board.pieces[k].count)) == [1, 2, 3, 3]
    assert set(component(game).waystations.values()) == {("tablet", "jewelry"), ("jewelry", "figure"),
                                                          ("figure", "tablet")}  # 15.2.2


def test_a_waystation_printed_with_one_type_on_both_sides_is_refused_by_file_and_field(tmp_path):
    board = variant_board(tmp_path, "keepers", ('waystation_tablet_jewelry = ["tablet", "jewelry"]',
                                                'waystation_tablet_jewelry = ["tablet", "tablet"]'))
    with pytest.raises(ContentError, match=r"\$\.data\.waystations\.waystation_tablet_jewelry: both sides"):
        build_faction("keepers", board)


def test_a_waystation_that_is_no_building_of_the_board_is_refused_by_file_and_field_law_15_2_2(tmp_path):
    """Law 15.2.2: each waystation of the data is a building of the board (kept on its own track, 15.3.5)."""
    board = variant_board(tmp_path, "keepers", ('waystation_tablet_jewelry = ["tablet", "jewelry"]',
                                                'waystation_gold = ["tablet", "jewelry"]'))
    with pytest.raises(ContentError, match=r"\$\.data\.waystations.*waystation_gold"):
        build_faction("keepers", board)


@pytest.mark.parametrize("keepers, message", [
    ({"faces": {"waystation_tablet_jewelry": "figure"}}, "faces: 'waystation_tablet_jewelry' .* not show 'figure'"),
    ({"faces": {"waystation_gold": "figure"}}, "faces: 'waystation_gold' is no waystation"),
    ({"recovered": {"figure": ["tablet_1"]}}, "recovered: 'figure' .* holds relics of another"),
    ({"recovered": {"gems": []}}, "recovered: 'gems' is no relic type"),
    ({"retainers": {"attack": 1}}, "retainers: no column 'attack'"),
])
def test_a_scenario_naming_a_side_no_waystation_shows_a_relic_in_another_row_or_no_column_is_refused(keepers,
                                                                                                     message):
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=message):  # Law 15.2.2, 15.5.2.III.a, 15.5.2
        keepers_game({}, keepers=keepers)


# -- setup (Law 15.3) ------------------------------------------------------------------------------------

def set_up(seed=1):
    game = rootcore.new_game({"factions": ["marquise", "keepers"], "seating": ["marquise", "keepers"], "seed": seed})
    play_choices(game, "clearing:1")  # the Marquise's keep in corner 1
    play_until(game, "keepers")
    return game


def test_setup_warriors_in_the_opposite_corner_and_an_adjacent_edge_clearing_law_15_3_2():
    """Law 15.3.2: four warriors in the corner opposite the keep's, four in a map-edge clearing next to it."""
    game = set_up()  # corner 3, opposite the keep's, is the one: taken without a question
    assert warriors(game, 3) == 4 and [e["clearing"] for e in events(game, "placed")][-1] == 3
    assert expect(game, "keepers.setup.edge", "keepers") == ["clearing:6", "clearing:7"]  # 11 is not on the edge
    game.choose("clearing:7")
    assert warriors(game, 3) == 4 and warriors(game, 7) == 4
    assert kf(game).data["retainers"] == {"move": 1, "battle": 1, "recover": 1}  # 15.3.4
    assert all(kf(game).tracks[kind] == 1 for kind in component(game).waystations)  # 15.3.5
    no_problems(game)


@pytest.mark.parametrize("keep, corner, closed", [(1, 3, 7), (4, 2, 5)])
def test_setup_on_the_mountain_no_edge_clearing_across_a_closed_path_law_15_3_2_and_c_3_2(keep, corner, closed):
    """Law C.3.2: clearings a closed path links are not adjacent, and the closed paths are placed with the map
    (C.3.1), before the factions set up: the second four warriors go to an edge clearing adjacent by an open path
    (3-7 and 2-5 are closed; 3-6 and 2-6 are open)."""
    game = rootcore.new_game({"factions": ["marquise", "keepers"], "seating": ["marquise", "keepers"], "seed": 1,
                              "map": "mountain"})
    play_choices(game, f"clearing:{keep}")  # the Marquise's keep: the Keepers take the opposite corner
    play_until(game, "keepers")
    assert warriors(game, corner) == 4
    # 6, the one edge clearing left by an open path, is taken without a question.
    assert warriors(game, 6) == 4 and warriors(game, closed) == 0


def test_a_variant_board_without_setup_counts_sets_up_four_warriors_in_the_corner_law_15_3_2(extra_site, tmp_path):
    """Law 15.3.2: four warriors in the corner; a board that does not give `corner_warriors` gets the Law's four."""
    iron = install_variant_faction(extra_site, tmp_path, "keepers", "iron", (
        "corner_warriors = 4        # Law 15.3.2: in the corner clearing", ""))
    game = rootcore.new_game({"factions": ["marquise", iron], "seating": ["marquise", iron], "seed": 1})
    play_choices(game, "clearing:1")  # the Marquise's keep in corner 1
    play_until(game, iron)
    assert warriors(game, 3, iron) == 4


def test_setup_relics_one_per_forest_then_evenly_in_forests_far_from_the_warriors_law_15_3_1_and_15_3_3():
    """Law 15.3.1: the twelve relics shuffled, one in each forest; 15.3.3: the rest spread at random, as evenly as
    possible, over the forests by no clearing with Keeper warriors."""
    game = set_up()
    play_choices(game, "clearing:7")
    hidden = kf(game).data["hidden"]
    assert sum(len(kinds) for kinds in hidden.values()) == 12 and not any(kf(game).supply.get(k) for k in
                                                                          component(game).relics)
    near = {"f4", "f5", "f6"}  # the forests by 3 or 7
    assert all(len(hidden[f]) == 1 for f in near)
    far = [len(kinds) for f, kinds in hidden.items() if f not in near]
    assert sum(far) == 12 - 3 and max(far) - min(far) <= 1  # as evenly as possible
    again = set_up()
    play_choices(again, "clearing:7")
    assert kf(again).data["hidden"] == hidden  # random, but reproducible from the seed
    near_relics, fullest = set(), set()
    for seed in range(1, 5):
        other = set_up(seed)
        play_choices(other, "clearing:7")
        spread = kf(other).data["hidden"]
        near_relics.add(tuple(kind for f in sorted(near) for kind in spread[f]))
        fullest.add(max(sorted(spread), key=lambda f: len(spread[f])))
    assert len(near_relics) > 1 and len(fullest) > 1  # other seeds, other relics (15.3.1) and spreads (15.3.3)


def test_no_view_shows_the_value_of_a_face_down_relic_and_determinize_redeals_them_law_15_2_1():
    game = set_up()
    relic_kinds = set(component(game).relics)
    during = game.view("keepers")["factions"]["keepers"]  # while setting up: five relics still to place
    assert not relic_kinds & set(during["supply"]) and during["data"]["unplaced"] == sorted(
        component(game).relics[k][0] for k in kf(game).data["unplaced"]) and len(during["data"]["unplaced"]) == 5
    play_choices(game, "clearing:7")
    for viewer in ("keepers", "marquise", None):
        seen = game.view(viewer)["factions"]["keepers"]
        assert not relic_kinds & {k for kinds in seen["data"]["hidden"].values() for k in kinds}
        assert not relic_kinds & {k for kinds in seen["forests"].values() for k in kinds}
        assert {k for kinds in seen["forests"].values() for k in kinds} <= {"figure", "tablet", "jewelry"}
    hidden = kf(game).data["hidden"]
    types = {f: [component(game).relics[k][0] for k in kinds] for f, kinds in hidden.items()}
    redealt = set()
    for seed in range(10):
        clone = game.clone()
        determinize(clone, seed, "marquise")
        after = kf(clone).data["hidden"]
        assert {f: [component(game).relics[k][0] for k in kinds] for f, kinds in after.items()} == types
        assert sorted(k for kinds in after.values() for k in kinds) == sorted(k for kinds in hidden.values()
                                                                               for k in kinds)
        redealt.add(str(after))
    assert len(redealt) > 1


# -- Devout Knights (Law 15.2.4) --------------------------------------------------------------------------

@pytest.mark.parametrize("relic, left", [(True, 1), (False, 0)])
def test_devout_knights_ignore_the_first_hit_where_a_relic_and_a_warrior_are_law_15_2_4(relic, left):
    keepers = {"warrior": 3, **({"figure_2": 1} if relic else {})}
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": keepers}}, current="marquise")
    fix_dice(game, 3, 0)  # three hits to the Keepers
    run(battle.fight(game, "marquise", 5, "keepers"))
    assert warriors(game, 5) == left
    assert relics_in(game, 5) == (["figure_2"] if relic else [])  # the third hit went on the last warrior
    no_problems(game)


def test_armorers_leave_devout_knights_the_brutal_tactics_hit_to_ignore_law_15_2_4_and_4_3_3():
    """The Keepers' Armorers ignores the three rolled hits, so none of them is taken: the first hit the Keepers take
    is Brutal Tactics' extra one, which Devout Knights ignores. The Keepers lose nothing; the Marquise chose that
    the defender uses effects first (4.3.3)."""
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"warrior": 3, "figure_2": 1}}}, current="marquise",
                        play_areas={"marquise": ["brutal_tactics"], "keepers": ["armorers"]}, hands={"marquise": []})
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "defender", "armorers", "brutal_tactics")
    ignored = [e for e in game.events if e["type"] == "hits_ignored"]
    assert len(ignored) == 1 and ignored[0]["hits"] == 1
    assert warriors(game, 5) == 3 and relics_in(game, 5) == ["figure_2"]
    assert kf(game).score == 1  # Brutal Tactics: the defender scores 1 VP
    no_problems(game)


def test_ambushed_knights_ignore_one_ambush_hit_and_none_of_the_rolled_ones_law_15_2_4():
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"warrior": 3, "figure_2": 1}}},
                        hands={"marquise": ["ambush_rabbit"]})
    ambush = held(game, "ambush_rabbit", game.state.factions["marquise"].hand)
    fix_dice(game, 2, 2)
    run(battle.fight(game, "keepers", 5, "marquise"), [f"ambush:{ambush}"])
    assert [e["type"] for e in game.events if e["type"] in ("ambush", "hits_ignored")] == ["ambush", "hits_ignored"]
    assert warriors(game, 5) == 0 and warriors(game, 5, "marquise") == 1  # 2 - 1 from the ambush, then 2 rolled
    assert relics_in(game, 5) == ["figure_2"]


def test_keeper_warriors_moving_may_take_one_relic_each_law_15_2_4():
    game = keepers_game({5: {"keepers": {"warrior": 2, "figure_2": 1, "tablet_1": 1, "jewelry_3": 1}}},
                        keepers={"retinue": {"move": ["ambush_rabbit"]}, "retainers": NO_RETAINERS})
    play_choices(game, expect(game, "keepers.retinue")[0], "clearing:1", "count:2")
    assert expect(game, "keepers.carry") == ["relic:figure_2", "relic:jewelry_3", "relic:tablet_1", "done"]
    assert game.view("keepers")["pending"]["about"] == {"origin": 5, "destination": 1}  # for frontends and bots
    play_choices(game, "relic:figure_2", "relic:tablet_1")  # two warriors: two relics, no question for a third
    assert relics_in(game, 1) == ["figure_2", "tablet_1"] and relics_in(game, 5) == ["jewelry_3"]
    assert game.pending.kind != "keepers.carry"
    no_problems(game)


# -- Prized Trophies (Law 15.2.5) --------------------------------------------------------------------------

def test_an_enemy_removing_a_relic_places_it_face_up_in_a_forest_and_scores_two_law_15_2_5():
    game = keepers_game({5: {"marquise": {"warrior": 2}, "keepers": {"tablet_3": 1}}}, current="marquise")
    fix_dice(game, 0, 0)  # only the extra hit on the defenseless Keepers (4.3.3.II)
    asked, _ = run(battle.fight(game, "marquise", 5, "keepers"), ["forest:f4"])
    assert asked[-1].kind == "keepers.trophy" and asked[-1].player == "marquise" and len(asked[-1].options) == 7
    assert game.state.factions["marquise"].score == 2
    assert kf(game).data["forests"]["f4"] == ["tablet_3"]
    assert game.view("marquise")["factions"]["keepers"]["forests"] == {"f4": ["tablet_3"]}
    no_problems(game)


def test_a_favor_removing_relics_sends_each_to_a_forest_of_the_crafters_choice_law_15_2_5_and_3_2_1():
    from rootcore_plugins.standard_deck import remove_all_enemy_pieces
    game = keepers_game({5: {"keepers": {"warrior": 1, "waystation_figure_tablet": 1, "figure_3": 1, "tablet_2": 1}}},
                        current="marquise")
    asked, _ = run(remove_all_enemy_pieces(game, "marquise", "rabbit", "favor_of_the_rabbits"),
                   ["forest:f1", "forest:f7"])
    assert [d.kind for d in asked] == ["keepers.trophy", "keepers.trophy"]
    assert kf(game).data["forests"]["f1"] == ["figure_3"] and kf(game).data["forests"]["f7"] == ["tablet_2"]
    assert game.state.factions["marquise"].score == 1 + 2 * 2  # the waystation, and two for each relic
    assert kf(game).tracks["waystation_figure_tablet"] == 1
    no_problems(game)


# -- Birdsong (Law 15.4) ------------------------------------------------------------------------------------

def test_encamp_replaces_a_warrior_with_a_waystation_showing_a_chosen_side_once_per_clearing_law_15_4_1():
    game = keepers_game({5: {"keepers": {"warrior": 2}}, 8: {"keepers": {"warrior": 1}}}, phase="birdsong")
    assert expect(game, "keepers.encamp") == ["clearing:5", "clearing:8", "done"]
    game.choose("clearing:5")
    assert len(expect(game, "keepers.waystation")) == 6  # three waystations, two sides each
    game.choose("waystation:waystation_tablet_jewelry:jewelry")
    assert expect(game, "keepers.encamp") == ["clearing:8", "done"]  # once per clearing
    assert warriors(game, 5) == 1 and ("keepers", "waystation_tablet_jewelry") in game.state.clearings[5].buildings
    assert kf(game).data["faces"] == {"waystation_tablet_jewelry": "jewelry"}
    assert game.view("marquise")["factions"]["keepers"]["faces"] == {"waystation_tablet_jewelry": "jewelry"}
    no_problems(game)


def test_with_no_warrior_or_waystation_encamp_places_both_on_the_map_edge_law_15_4_1():
    game = keepers_game({}, phase="birdsong")
    assert expect(game, "keepers.encamp.edge") == [f"clearing:{c}" for c in (1, 5, 2, 6, 3, 7, 8, 4, 9)]
    play_choices(game, "clearing:8", "waystation:waystation_figure_tablet:figure")
    assert warriors(game, 8) == 1 and ("keepers", "waystation_figure_tablet") in game.state.clearings[8].buildings
    assert kf(game).data["faces"]["waystation_figure_tablet"] == "figure"


def test_with_no_map_edge_clearing_open_encamp_places_nothing_and_birdsong_goes_on_law_15_4_1_and_1_5_4():
    """Law 15.4.1 with 1.5.4: no Keeper piece on the map and every map-edge clearing sealed (D.6.2): no waystation
    or warrior can be placed, so none is asked for."""
    edges = (1, 5, 2, 6, 3, 7, 8, 4, 9)
    game = keepers_game({}, phase="birdsong", sealed=dict.fromkeys(edges, "torch"))
    assert game.pending.kind == "keepers.gather"  # nothing to do in Daylight either: on to the Evening
    assert all(not cl.has_any("keepers") for cl in game.state.clearings.values())


def test_decamp_replaces_a_waystation_with_a_warrior_once_per_clearing_law_15_4_2():
    game = keepers_game({5: {"keepers": {"waystation_tablet_jewelry": 1, "waystation_figure_tablet": 1}}},
                        phase="birdsong", keepers={"faces": {"waystation_figure_tablet": "tablet"}})
    assert expect(game, "keepers.decamp") == ["clearing:5", "done"]  # (no warrior to encamp with)
    play_choices(game, "clearing:5", "piece:waystation_figure_tablet")
    assert warriors(game, 5) == 1 and kf(game).tracks["waystation_figure_tablet"] == 1
    assert game.pending.kind != "keepers.decamp"  # once per clearing: the other waystation stays
    assert ("keepers", "waystation_tablet_jewelry") in game.state.clearings[5].buildings
    no_problems(game)


def test_recruit_spends_a_card_to_place_two_warriors_at_a_waystation_of_its_suit_law_15_4_3():
    game = keepers_game({5: {"keepers": {"waystation_tablet_jewelry": 1}}}, phase="birdsong",
                        hands={"keepers": ["ambush_rabbit", "ambush_fox"]})
    play_choices(game, "done")  # no Decamp
    assert expect(game, "keepers.recruit") == ["clearing:5", "done"]
    game.choose("clearing:5")  # the rabbit card is the one that matches: spent without a question
    assert warriors(game, 5) == 2 and [game.cards[c].id for c in kf(game).hand] == ["ambush_fox"]
    assert game.pending.kind != "keepers.recruit"  # no other matching card
    no_problems(game)


# -- Daylight (Law 15.5) ------------------------------------------------------------------------------------

def test_the_keepers_craft_with_waystations_of_any_side_law_15_2_3():
    game = keepers_game({8: {"keepers": {"waystation_tablet_jewelry": 1}}}, hands={"keepers": ["anvil"]})
    anvil = held(game, "anvil", kf(game).hand)
    assert component(game).crafting_pieces(game) == {"fox": 1}
    assert f"craft:{anvil}" in expect(game, "keepers.craft")


def test_a_move_card_moves_from_a_clearing_of_its_suit_law_15_5_2_i():
    game = keepers_game({5: {"keepers": {"warrior": 2}}, 8: {"keepers": {"warrior": 2}}},
                        keepers={"retinue": {"move": ["ambush_rabbit"]}, "retainers": NO_RETAINERS})
    rabbit = held(game, "ambush_rabbit", kf(game).zones["retinue_move"])
    assert expect(game, "keepers.retinue") == [f"card:{rabbit}", "next"]
    game.choose(f"card:{rabbit}")  # from 5, the only rabbit clearing with Keeper warriors: asked no origin
    assert expect(game, "keepers.move.destination") == ["clearing:1", "clearing:2"]
    play_choices(game, "clearing:1", "count:1")
    assert warriors(game, 1) == 1 and game.pending.kind != "keepers.retinue"  # the card acts once a turn


def test_columns_act_from_left_to_right_each_card_once_law_15_5_2():
    game = keepers_game({5: {"keepers": {"warrior": 2}}, 7: {"keepers": {"warrior": 2}}},
                        keepers={"retinue": {"move": ["ambush_rabbit"], "recover": ["ambush_mouse"]},
                                 "retainers": NO_RETAINERS})
    rabbit = held(game, "ambush_rabbit", kf(game).zones["retinue_move"])
    mouse = held(game, "ambush_mouse", kf(game).zones["retinue_recover"])
    game.choose("next")  # the Move column is over: its card does not come back
    assert expect(game, "keepers.retinue") == [f"card:{mouse}", "next"] and f"card:{rabbit}" not in \
        game.pending.option_ids
    game.choose(f"card:{mouse}")  # no relic to recover: a move, from 7, the mouse clearing
    assert expect(game, "keepers.move.destination") == ["clearing:3", "clearing:8", "clearing:12"]
    play_choices(game, "clearing:8", "count:1")
    assert warriors(game, 8) == 1 and warriors(game, 5) == 2


@pytest.mark.parametrize("relic, discarded", [("figure_3", True), ("figure_2", True), ("figure_1", False)])
def test_battle_then_delve_battles_the_enemy_then_flips_a_forest_relic_into_the_clearing_law_15_5_2_ii(relic,
                                                                                                        discarded):
    game = keepers_game({5: {"keepers": {"warrior": 2}, "marquise": {"warrior": 1}}},
                        keepers={"retinue": {"battle": ["ambush_rabbit"]}, "retainers": NO_RETAINERS,
                                 "hidden": {"f1": [relic]}})
    rabbit = held(game, "ambush_rabbit", kf(game).zones["retinue_battle"])
    fix_dice(game, 1, 0)
    game.choose(f"card:{rabbit}")  # the one clearing; the battle there is a must: no question before it
    assert len(events(game, "battle")) == 1 and warriors(game, 5, "marquise") == 0
    assert expect(game, "keepers.delve") == ["relic:f1:figure", "pass"]  # face down: its type alone
    assert game.pending.about == {"clearing": 5}
    game.choose("relic:f1:figure")
    assert relics_in(game, 5) == [relic] and kf(game).data["hidden"]["f1"] == []
    # 15.5.2.II.b: the Keepers rule one of f1's clearings (5): fewer than a 3 or a 2, not fewer than a 1.
    assert (rabbit in game.state.discard) == discarded
    assert (rabbit in kf(game).zones["retinue_battle"]) == (not discarded)
    no_problems(game)


def test_no_delve_is_asked_without_a_relic_in_an_adjacent_forest_law_15_5_2_ii_a():
    """Law 15.5.2.II.a: a delve takes a relic of a forest next to the clearing; with none there, nothing is asked."""
    game = keepers_game({5: {"keepers": {"warrior": 2}}}, keepers={"hidden": {}, "forests": {}})
    assert component(game).delve_options(game, 5) == []
    assert run(component(game)._delve(game, None, 5)) == ([], None)


def test_a_relic_delved_into_a_sympathetic_clearing_is_no_warrior_so_no_outrage_law_15_5_2_ii_a_and_8_2_6():
    """Delving moves the relic into the clearing (15.5.2.II.a), reported as a move of the relic alone: Outrage is
    for warriors moved in (8.2.6), so the Alliance's sympathy there asks the Keepers for nothing."""
    game = keepers_game({5: {"keepers": {"warrior": 2}, "alliance": {"sympathy": 1}}}, factions=("alliance", "keepers"),
                        keepers={"hidden": {"f1": ["figure_1"]}}, hands={"keepers": ["ambush_rabbit"]})
    asked, _ = run(component(game)._delve(game, None, 5), ["relic:f1:figure"])
    assert [d.kind for d in asked] == ["keepers.delve"] and relics_in(game, 5) == ["figure_1"]
    assert events(game, "outrage") == [] and len(kf(game).hand) == 1
    no_problems(game)


def test_a_discarded_faithful_retainer_leaves_the_game_law_15_5_2_ii_b():
    game = keepers_game({5: {"keepers": {"warrior": 2}}},
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}, "hidden": {"f1": ["tablet_3"]}})
    discard = list(game.state.discard)
    play_choices(game, "retainer", "relic:f1:tablet")  # a bird: any clearing the Keepers rule (5, the only one)
    assert kf(game).data["retainers"]["battle"] == 0 and game.state.discard == discard
    no_problems(game)


def test_a_faithful_retainer_that_acts_leaves_the_others_of_its_column_law_15_5_2_ii_b():
    """Law 15.5.2.II.b: only the Faithful Retainer that acted leaves the game: the other one of the column stays
    and may act, and once both are gone none is offered."""
    game = keepers_game({5: {"keepers": {"warrior": 2}}},
                        keepers={"retainers": {"move": 0, "battle": 2, "recover": 0},
                                 "hidden": {"f1": ["tablet_3", "figure_3", "jewelry_3"]}})
    play_choices(game, "retainer", "relic:f1:tablet")  # rules one of f1's clearings, fewer than 3: discarded
    assert kf(game).data["retainers"]["battle"] == 1 and "retainer" in game.pending.option_ids
    play_choices(game, "retainer", "relic:f1:figure")
    assert kf(game).data["retainers"]["battle"] == 0 and "retainer" not in game.pending.option_ids
    no_problems(game)


def test_recover_scores_values_and_a_filled_column_then_discards_when_ruling_too_few_law_15_5_2_iii():
    game = keepers_game({5: {"keepers": {"warrior": 1, "waystation_tablet_jewelry": 1, "tablet_1": 1,
                                         "tablet_2": 1, "figure_3": 1}}},
                        keepers={"retinue": {"recover": ["ambush_rabbit"]}, "retainers": NO_RETAINERS,
                                 "faces": {"waystation_tablet_jewelry": "tablet"},
                                 "recovered": {"figure": ["figure_1"], "jewelry": ["jewelry_1"]}})
    rabbit = held(game, "ambush_rabbit", kf(game).zones["retinue_recover"])
    play_choices(game, f"card:{rabbit}", "recover")
    assert expect(game, "keepers.recover") == ["relic:tablet_1", "relic:tablet_2"]  # not the figure: no such side
    game.choose("relic:tablet_1")
    assert kf(game).score == 1 + 2  # its value, and the first column is filled
    assert expect(game, "keepers.recover") == ["relic:tablet_2", "end"]  # 1 rabbit clearing ruled, not fewer than 1
    game.choose("relic:tablet_2")
    assert kf(game).score == 3 + 2 and kf(game).data["recovered"]["tablet"] == ["tablet_1", "tablet_2"]
    assert rabbit in game.state.discard and relics_in(game, 5) == ["figure_3"]  # 1 ruled is fewer than 2
    no_problems(game)


def test_recover_may_end_after_the_first_relic_law_15_5_2_iii():
    """Law 15.5.2.III: after the first relic the Keepers may stop recovering; the card stays in the Retinue."""
    game = keepers_game({5: {"keepers": {"warrior": 1, "waystation_tablet_jewelry": 1, "tablet_1": 1,
                                         "tablet_2": 1}}},
                        keepers={"retinue": {"recover": ["ambush_rabbit"]}, "retainers": NO_RETAINERS,
                                 "faces": {"waystation_tablet_jewelry": "tablet"}})
    rabbit = held(game, "ambush_rabbit", kf(game).zones["retinue_recover"])
    play_choices(game, f"card:{rabbit}", "recover", "relic:tablet_1", "end")
    assert kf(game).data["recovered"]["tablet"] == ["tablet_1"] and relics_in(game, 5) == ["tablet_2"]
    assert rabbit in kf(game).zones["retinue_recover"] and kf(game).score == 1
    no_problems(game)


def test_daylight_offers_dominance_beside_the_retinue_law_3_3_1():
    game = keepers_game({5: {"keepers": {"warrior": 1}}}, hands={"keepers": ["dominance_fox"]},
                        scores={"keepers": 10})
    play_choices(game, "done")  # not in the crafting step (15.5.1)
    assert any("dominance" in option for option in expect(game, "keepers.retinue"))


# -- Evening (Law 15.6) -------------------------------------------------------------------------------------

def test_live_off_the_land_removes_a_warrior_where_four_or_more_stand_law_15_6_1():
    game = keepers_game({5: {"keepers": {"warrior": 5}}, 8: {"keepers": {"warrior": 4}},
                         1: {"keepers": {"warrior": 3}}}, phase="evening")
    assert (warriors(game, 5), warriors(game, 8), warriors(game, 1)) == (4, 3, 3)


@pytest.mark.usefixtures("stand_ins")
def test_live_off_the_land_removals_trigger_effects_such_as_the_physicians_law_15_6_1_and_1_1_3():
    """Law 15.6.1 removes warriors; effects triggered by a removal (1.1.3) follow it: the Keepers controlling the
    demoted Forest Patrol are offered the Feline Physicians for the warrior removed in clearing 5 (rabbit)."""
    game = hireling_scenario("forest_patrol", ["alliance", "keepers"], "keepers", "evening",
                             {5: {"keepers": {"warrior": 4}}}, {"side": "demoted", "controller": "keepers",
                                                                 "control": 2},
                             hands={"keepers": ["ambush_rabbit"]})
    assert warriors(game, 5) == 3
    assert game.pending.kind == "forest_patrol.physicians" and game.pending.player == "keepers"


def test_gather_retinue_adds_cards_up_to_ten_or_shifts_one_law_15_6_2():
    game = keepers_game({}, phase="evening", hands={"keepers": ["ambush_fox", "ambush_mouse"]},
                        keepers={"retinue": {"move": ["anvil", "sword", "sappers"], "battle": ["armorers", "cobbler",
                                                                                              "investments"]}})
    assert expect(game, "keepers.gather") == ["add", "shift", "skip"]
    fox = held(game, "ambush_fox", kf(game).hand)
    play_choices(game, "add", f"card:{fox}", "column:recover")
    assert kf(game).zones["retinue_recover"] == [fox]
    assert game.pending.kind not in ("keepers.gather.card", "keepers.gather.column")  # ten cards: no room left
    shift = keepers_game({}, phase="evening", keepers={"retinue": {"move": ["anvil"]}})
    anvil = kf(shift).zones["retinue_move"][0]
    play_choices(shift, "shift", f"card:{anvil}:move")
    assert expect(shift, "keepers.shift.column") == ["column:battle", "column:recover"]
    shift.choose("column:battle")
    assert kf(shift).zones["retinue_battle"] == [anvil] and kf(shift).zones["retinue_move"] == []
    no_problems(shift)


def test_the_evening_draw_is_one_plus_one_per_waystation_on_the_map_law_15_6_3():
    game = keepers_game({5: {"keepers": {"waystation_tablet_jewelry": 1}}, 8: {"keepers": {
        "waystation_figure_tablet": 1}}}, phase="evening", keepers={"retainers": NO_RETAINERS})
    assert component(game).draw_bonus(game) == 2
    assert len(kf(game).hand) == 3


# -- relics against the Vagabond and the Corvids (rules-interaction audit) ------------------------------------------

def test_the_vagabond_striking_a_relic_puts_it_in_a_forest_of_his_choice_for_two_points_law_9_5_6_and_15_2_5():
    game = keepers_game({5: {"keepers": {"figure_2": 1, "waystation_figure_tablet": 1}}}, current="vagabond",
                        factions=("keepers", "vagabond"),
                        data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 5,
                                           "items": ["sword", "boot", "crossbow"]}})
    play_choices(game, "strike")  # no Keeper warrior there: any of their other pieces may be struck (9.5.6)
    assert expect(game, "vagabond.strike") == ["piece:keepers:figure_2", "piece:keepers:waystation_figure_tablet"]
    game.choose("piece:keepers:figure_2")
    expect(game, "keepers.trophy", "vagabond")
    game.choose("forest:f3")
    assert relics_in(game, 5) == [] and kf(game).data["forests"]["f3"] == ["figure_2"]
    assert game.state.factions["vagabond"].score == 2  # the token (3.2.1) and the trophy
    no_problems(game)


def test_a_face_up_snare_keeps_keeper_warriors_and_so_their_relics_in_law_13_7_2_and_15_2_4():
    game = keepers_game({5: {"keepers": {"warrior": 3, "figure_2": 1}}, 8: {"keepers": {"warrior": 1}}},
                        factions=("corvid", "keepers"), data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert move.origins(game, "keepers") == [8]
    assert relics_in(game, 5) == ["figure_2"]

# -- whole games ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, seed, clones, board", [
    (("marquise", "keepers"), 0, False, "autumn"),
    (("marquise", "eyrie", "keepers"), 1, False, "winter"),
    ((*BASE, "keepers"), 2, True, "autumn"),  # and clones: before every decision, and re-drawn for the player deciding
    (("vagabond", "alliance", "keepers", "lizard"), 3, False, "lake"),
    (("keepers", "riverfolk"), 4, True, "mountain"),
    (("eyrie", "keepers", "riverfolk", "lizard", "marquise"), 5, False, "autumn"),
    (("duchy", "corvid", "hundreds", "keepers"), 7, True, "autumn"),  # the Burrow, plots, mobs and relics together
])
def test_random_games_with_the_keepers_keep_the_invariants_replay_and_clone(factions, seed, clones, board):
    results = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=int(clones), map=board)
    assert results[0]["over"]


def test_random_games_with_concealed_hands_and_the_exiles_deck():
    results = check_plugin_conformance(("marquise", "keepers", "alliance"), games=1, first_seed=6, clone_games=0,
                                       deck="exiles", options={"conceal_hands": True})
    assert results[0]["over"]


def test_a_keepers_game_saves_loads_and_renders():
    picture = saved_loaded_and_rendered([*BASE, "keepers"], seed=4)
    assert "Keepers in Iron" in picture and "recovered" in picture  # the board's [data.render] show list


def test_rootcore_play_plays_the_keepers(capsys):
    assert "keepers" in played_from_the_command_line([*BASE, "keepers"], 3, capsys)


# -- the Keepers against the Duchy, the Corvids and the Hundreds -----------------------------------------------

def no_mob_spreads(game):
    """The next mob die shows fox (14.4.1), the suit of no clearing the mob at 8 could spread to (4 and 7)."""
    faces = game.factions["hundreds"].board.data["mob_die"]
    game.state.rng.randrange = lambda n, *rest: faces.index("fox")


HUNDREDS = {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}}


def test_a_flipped_bomb_removes_relics_the_corvids_place_each_in_a_forest_law_13_7_1_and_15_2_5():
    game = keepers_game({8: {"corvid": {"warrior": 1}, "keepers": {"warrior": 2, "figure_3": 1, "tablet_1": 1}}},
                        factions=("corvid", "keepers"), current="corvid", phase="birdsong",
                        data={"corvid": {"plots": {8: "bomb"}, "face_up": []}})
    game.choose("clearing:8")
    assert expect(game, "keepers.trophy", "corvid") == [f"forest:f{i}" for i in range(1, 8)]
    play_choices(game, "forest:f2", "forest:f3")
    assert game.state.clearings[8].tokens == [] and warriors(game, 8) == 0
    assert kf(game).data["forests"]["f2"] + kf(game).data["forests"]["f3"] == ["figure_3", "tablet_1"]
    assert game.state.factions["corvid"].score == 1 + 2 * 2  # the flip, then two for each relic (3.2.1, 15.2.5)
    no_problems(game)


def test_raze_removes_relics_the_hundreds_place_each_in_a_forest_law_14_4_1_and_15_2_5():
    game = keepers_game({8: {"hundreds": {"mob": 1}, "keepers": {"warrior": 1, "waystation_figure_tablet": 1,
                                                                 "jewelry_2": 1}}},
                        factions=("hundreds", "keepers"), current="hundreds", phase="daylight",
                        data={"hundreds": dict(HUNDREDS)})
    no_mob_spreads(game)
    asked, _ = run(game.factions["hundreds"]._raze(game), ["forest:f6"])
    assert [(d.kind, d.player) for d in asked] == [("keepers.trophy", "hundreds")]
    assert game.state.clearings[8].tokens == [("hundreds", "mob")] and warriors(game, 8) == 1  # warriors stay
    assert kf(game).data["forests"]["f6"] == ["jewelry_2"] and game.state.factions["hundreds"].score == 1 + 2
    no_problems(game)


def test_devout_knights_ignore_the_embedded_agents_hit_law_13_2_5_and_15_2_4():
    game = keepers_game({5: {"keepers": {"warrior": 1, "figure_1": 1}}}, factions=("corvid", "keepers"),
                        data={"corvid": {"plots": {5: "snare"}, "face_up": []}})
    fix_dice(game, 0, 0)  # no rolled hits: the Keepers' extra hit on the defenseless plot, the Corvids' extra hit
    run(battle.fight(game, "keepers", 5, "corvid"))
    assert [e["faction"] for e in game.events if e["type"] == "hits_ignored"] == ["keepers"]
    assert warriors(game, 5) == 1 and relics_in(game, 5) == ["figure_1"] and kf(game).score == 1  # the plot
    no_problems(game)


def test_stubborn_and_devout_knights_each_ignore_their_own_first_hit_law_14_7_7_and_15_2_4():
    game = keepers_game({8: {"keepers": {"warrior": 3, "tablet_2": 1}, "hundreds": {"warrior": 3}}},
                        factions=("hundreds", "keepers"), data={"hundreds": {**HUNDREDS, "warlord": 8}})
    fix_dice(game, 2, 2)
    run(battle.fight(game, "keepers", 8, "hundreds"), ["warriors"])  # the warlord stays
    assert warriors(game, 8) == 2 and warriors(game, 8, "hundreds") == 2
    assert relics_in(game, 8) == ["tablet_2"]
    no_problems(game)


def test_devout_knights_ignore_the_first_hit_before_it_is_split_with_mercenaries_as_stubborn_law_15_2_4_11_2_7():
    """With Riverfolk mercenaries (11.2.7.III.a: odd hits on the buyer's own warriors, even on the mercenaries), the
    Keepers ignore the first hit dealt to them and split the rest, as the Hundreds' Stubborn (14.7.7), worded alike,
    does: of two hits, one is ignored and the other, the first split, takes a Keeper warrior. (The Law does not say
    whether the ignored hit counts in the split; the two abilities now read it one way.)"""
    riverfolk = {"prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}, "bought": {"keepers": ["mercenaries"]}}
    game = keepers_game({5: {"keepers": {"warrior": 2, "figure_2": 1}, "riverfolk": {"warrior": 2},
                             "marquise": {"warrior": 3}}},
                        factions=("marquise", "keepers", "riverfolk"), data={"riverfolk": riverfolk})
    fix_dice(game, 2, 2)  # two hits each way
    run(battle.fight(game, "keepers", 5, "marquise"))
    assert warriors(game, 5) == 1 and warriors(game, 5, "riverfolk") == 2
    assert [e["faction"] for e in game.events if e["type"] == "hits_ignored"] == ["keepers"]
    no_problems(game)


@pytest.mark.parametrize("enemy, pieces", [("hundreds", {"mob": 1}), ("corvid", {})])
def test_battle_then_delve_must_battle_an_enemy_with_only_a_token_there_law_15_5_2_ii(enemy, pieces):
    game = keepers_game({8: {"keepers": {"warrior": 2}, enemy: pieces}}, factions=(enemy, "keepers"),
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}},
                        data={"hundreds": HUNDREDS} if enemy == "hundreds" else
                        {"corvid": {"plots": {8: "raid"}, "face_up": []}})
    fix_dice(game, 0, 0)
    game.choose("retainer")  # 8, the one clearing with a Keeper warrior: a battle there is a must
    assert [(e["attacker"], e["defender"]) for e in events(game, "battle")] == [("keepers", enemy)]
    no_problems(game)


def test_a_face_up_snare_stops_encamp_decamp_and_recruit_there_not_a_delve_into_it_law_13_7_2_and_15_4():
    snared = {"corvid": {"plots": {5: "snare"}, "face_up": [5]}}
    game = keepers_game({5: {"keepers": {"warrior": 2}}, 8: {"keepers": {"warrior": 1}}}, phase="birdsong",
                        factions=("corvid", "keepers"), data=snared)
    assert expect(game, "keepers.encamp") == ["clearing:8", "done"]  # 15.4.1: no waystation can be placed in 5
    game = keepers_game({5: {"keepers": {"waystation_figure_tablet": 1}}, 8: {"keepers": {
        "waystation_tablet_jewelry": 1}}}, phase="birdsong", factions=("corvid", "keepers"), data=snared,
                        hands={"keepers": ["ambush_rabbit"]})
    assert expect(game, "keepers.decamp") == ["clearing:8", "done"]  # 15.4.2, G.1.21: no warrior placed in 5
    play_choices(game, "done")
    assert game.pending.kind != "keepers.recruit"  # 15.4.3: the rabbit card matches 5 alone
    game = keepers_game({5: {"keepers": {"warrior": 2}}}, factions=("corvid", "keepers"), data=snared,
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}, "hidden": {"f1": ["tablet_1"]}})
    play_choices(game, "retainer", "relic:f1:tablet")  # 15.5.2.II.a: a relic moved into the snared clearing
    assert relics_in(game, 5) == ["tablet_1"]
    no_problems(game)


def test_looting_hundreds_deal_only_their_extra_hit_which_devout_knights_ignore_law_14_2_5_and_15_2_4():
    game = keepers_game({8: {"keepers": {"warrior": 1, "tablet_2": 1}, "hundreds": {"warrior": 3}}},
                        factions=("hundreds", "keepers"), current="hundreds",
                        data={"hundreds": {**HUNDREDS, "mood": "wrathful", "warlord": 8}})
    kf(game).crafted_items = ["tea"]
    game.state.item_supply["tea"] -= 1
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "yes")  # in 8 against the Keepers, the one choice; loot them
    assert [e["faction"] for e in game.events if e["type"] == "hits_ignored"] == ["keepers"]  # Wrathful's hit
    assert warriors(game, 8) == 1 and relics_in(game, 8) == ["tablet_2"] and warriors(game, 8, "hundreds") == 3
    assert kf(game).crafted_items == [] and game.state.factions["hundreds"].data["hoard"]["prowess"] == ["tea"]
    no_problems(game)


def test_no_relic_is_delved_into_a_sealed_clearing_law_d_6_2():
    """A clearing the Scoundrel sealed (his coalition partner's warriors may stay there) takes no relic moved in."""
    where = {5: {"keepers": {"warrior": 2}}}
    keepers = {"retainers": NO_RETAINERS, "hidden": {"f1": ["figure_3"]}}
    for sealed, delved in (({}, ["relic:f1:figure"]), ({5: "torch"}, [])):
        game = keepers_game(where, keepers=keepers, sealed=sealed)
        assert [o.id for o in component(game).delve_options(game, 5)] == delved


def test_keepers_forced_by_false_orders_may_take_relics_with_their_warriors_law_15_2_4_and_1_5_5():
    game = keepers_game({5: {"keepers": {"warrior": 3, "figure_2": 1, "tablet_1": 1}}}, current="marquise",
                        phase="birdsong", deck="exiles", play_areas={"marquise": ["false_orders"]})
    play_choices(game, "false_orders", "clearing:1")  # two of the three Keeper warriors go, rule ignored
    assert warriors(game, 1) == 2
    assert expect(game, "keepers.carry", "keepers") == ["relic:figure_2", "relic:tablet_1", "done"]  # theirs to say
    play_choices(game, "relic:tablet_1", "done")
    assert relics_in(game, 1) == ["tablet_1"] and relics_in(game, 5) == ["figure_2"]
    no_problems(game)


def test_relics_are_moved_into_the_keeps_clearing_but_no_waystation_is_placed_there_law_6_2_2_and_15_2_4():
    # 6.2.2 bars the others from placing pieces in the keep's clearing, not from moving pieces in (A4: MOVE is not
    # PLACE): warriors carry a relic in and a delve moves one in; Encamp, a replacement, places a waystation.
    game = keepers_game({1: {"marquise": {"keep": 1}, "keepers": {"warrior": 2}}, 5: {"keepers": {"warrior": 1,
                                                                                                    "figure_2": 1}}},
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}, "hidden": {"f1": ["tablet_1"]}})
    play_choices(game, "retainer", "clearing:1", "relic:f1:tablet")  # delve into 1, ruled by the Keepers
    assert relics_in(game, 1) == ["tablet_1"]
    run(move.move_warriors(game, "keepers", 5, 1, 1), ["relic:figure_2"])
    assert relics_in(game, 1) == ["figure_2", "tablet_1"] and relics_in(game, 5) == []
    game = keepers_game({1: {"marquise": {"keep": 1}, "keepers": {"warrior": 2}}, 5: {"keepers": {"warrior": 1}}},
                        phase="birdsong")
    assert expect(game, "keepers.encamp") == ["clearing:5", "done"]
    no_problems(game)


def test_a_waystation_side_showing_a_type_no_relic_has_is_refused_by_file_and_field_law_15_2_2(tmp_path):
    """Law 15.2.2: each side of a waystation shows the type of some relics (here no relic is a figure)."""
    board = variant_board(tmp_path, "keepers", *((f'figure_{v} = {{ type = "figure"', f'figure_{v} = {{ type = "tablet"')
                                                 for v in (1, 2, 3)))
    with pytest.raises(ContentError, match=r"\$\.data\.waystations\.waystation_jewelry_figure: no relic is of type "
                                           r"'figure'"):
        build_faction("keepers", board)


@pytest.mark.parametrize("keepers, message", [
    ({"hidden": {"f99": ["tablet_1"]}}, "^keepers: hidden: no forest 'f99' on this map$"),
    ({"forests": {"f1": ["tablet_1"] * 2}}, "^keepers: no relic 'tablet_1' left in the supply$"),  # one of each
    ({"forests": {"f1": ["gold_1"]}}, "^keepers: no relic 'gold_1' left in the supply$"),  # no such relic
])
def test_a_scenario_relic_in_no_forest_of_the_map_or_beyond_the_supply_is_refused_law_15_2_1(keepers, message):
    """Law 15.2.1: relics lie in the map's forests, and there are only so many of each."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=message):
        keepers_game({}, keepers=keepers)


def test_a_board_whose_faithful_retainers_overfill_the_retinue_is_refused_law_15_3_4_and_15_6_2(tmp_path):
    # Found by mutating content files: the Retinue held more than its limit from setup on, and the invariants failed.
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, "keepers", ("retinue_limit = 10 ", "retinue_limit = 2 ")) == [
        "$.data.retainers: 1 Faithful Retainers in each of the 3 Retinue columns, more than the Retinue's limit of 2"]


def test_with_no_free_slot_on_the_map_edge_encamp_places_the_warrior_alone_law_15_4_1_and_1_5_4():
    """Law 15.4.1 with 1.5.4: no Keeper piece on the map, and every map-edge slot filled by the Marquise's buildings:
    no waystation can be placed on the edge, so the Keepers choose an edge clearing and place the warrior alone (as
    much as possible), with no waystation asked for."""
    fill = {1: 1, 5: 2, 2: 2, 6: 1, 3: 1, 7: 2, 8: 2, 4: 1, 9: 2}  # the edge clearings and their free slots
    kinds = iter(["sawmill"] * 6 + ["workshop"] * 6 + ["recruiter"] * 2)
    clearings = {c: {"marquise": {}} for c in fill}
    for c, slots in fill.items():
        for _ in range(slots):
            buildings = clearings[c]["marquise"]
            kind = next(kinds)
            buildings[kind] = buildings.get(kind, 0) + 1
    game = keepers_game(clearings, phase="birdsong")
    assert expect(game, "keepers.encamp.edge") == [f"clearing:{c}" for c in (1, 5, 2, 6, 3, 7, 8, 4, 9)]
    play_choices(game, "clearing:8")
    assert game.pending.kind != "keepers.waystation"
    assert warriors(game, 8) == 1 and not any(b[0] == "keepers" for b in game.state.clearings[8].buildings)
    no_problems(game)


def test_a_position_with_more_than_ten_retinue_cards_is_refused_law_15_6_2():
    """Law 15.6.2: the Retinue holds at most ten cards (the Faithful Retainers among them): a scenario giving eleven
    is an impossible position; ten is fine."""
    from rootcore.scenario import ScenarioError
    cards = ["ambush_rabbit", "ambush_mouse", "ambush_fox", "anvil", "armorers", "arms_trader", "bake_sale",
             "birdy_bindle", "a_visit_to_friends", "cobbler", "sappers"]
    retainers = {"move": 0, "battle": 0, "recover": 0}
    keepers_game(keepers={"retinue": {"move": cards[:10]}, "retainers": retainers})
    with pytest.raises(ScenarioError, match=r"the Retinue holds 11 cards \(15\.6\.2\)"):
        keepers_game(keepers={"retinue": {"move": cards}, "retainers": retainers})


# -- found by mutation testing -------------------------------------------------------------------------------------

def test_the_keepers_count_among_the_factions_starting_in_a_corner_law_15_3_2_and_5():
    """Law 15.3.2: the Keepers set up in a corner no one else starts in, so with four other corner factions the four
    corners of the Autumn map are too few: the game is refused (Law 5 asks for the faction setup cards)."""
    from rootcore.engine import ConfigError
    with pytest.raises(ConfigError, match="keepers each start in a corner"):
        rootcore.new_game({"factions": ["marquise", "eyrie", "lizard", "duchy", "keepers"], "seed": 1})


def test_encamping_anew_replaces_the_encamp_step_law_15_4_1():
    """Law 15.4.1: with no Keeper piece on the map, a waystation and a warrior are placed instead of encamping: the
    warrior just placed is not offered for another waystation; Decamp (15.4.2) comes next."""
    game = keepers_game({}, phase="birdsong")
    play_choices(game, "clearing:8", "waystation:waystation_figure_tablet:figure")  # clearing 8 has a second slot
    assert expect(game, "keepers.decamp") == ["clearing:8", "done"]


def test_encamping_anew_goes_where_both_a_waystation_and_a_warrior_fit_law_15_4_1_and_1_5_4():
    """Law 15.4.1: with the one slot of map-edge clearing 1 taken by a sawmill, 1 could take the warrior alone: the
    other edge clearings, where both fit, are the ones offered."""
    game = keepers_game({1: {"marquise": {"sawmill": 1}}}, phase="birdsong")
    assert expect(game, "keepers.encamp.edge") == [f"clearing:{c}" for c in (5, 2, 6, 3, 7, 8, 4, 9)]


def test_with_every_warrior_on_the_map_recruit_is_not_offered_law_15_4_3_and_1_5_4():
    """Law 15.4.3: Recruit places warriors; with all fifteen on the map none is left (1.5.4), so no card is spent
    for it."""
    game = keepers_game({5: {"keepers": {"warrior": 15, "waystation_tablet_jewelry": 1}}}, phase="birdsong",
                        hands={"keepers": ["ambush_rabbit"]})
    play_choices(game, "done")  # no Decamp
    assert game.pending.kind != "keepers.recruit" and len(kf(game).hand) == 1


def test_a_move_card_is_not_offered_where_only_a_recover_could_be_taken_law_15_5_2_i():
    """Law 15.5.2.I: a Move card takes a move; with no Keeper warrior to move from a rabbit clearing, the rabbit card
    of the Move column is not offered, though a relic could be recovered in 5 (that is the third column's action)."""
    game = keepers_game({5: {"keepers": {"waystation_tablet_jewelry": 1, "tablet_1": 1}}},
                        keepers={"retinue": {"move": ["ambush_rabbit"], "recover": ["ambush_bird"]},
                                 "retainers": NO_RETAINERS, "faces": {"waystation_tablet_jewelry": "tablet"}})
    bird = held(game, "ambush_bird", kf(game).zones["retinue_recover"])
    assert expect(game, "keepers.retinue") == [f"card:{bird}", "next"] and kf(game).data["column"] == 2


def test_gather_retinue_adds_cards_while_there_is_room_law_15_6_2():
    """Law 15.6.2: with eight cards in the Retinue (three Faithful Retainers, five cards), two more may be added."""
    game = keepers_game({}, phase="evening", hands={"keepers": ["ambush_fox", "ambush_mouse", "ambush_rabbit"]},
                        keepers={"retinue": {"move": ["anvil", "sword", "sappers"], "battle": ["armorers", "cobbler"]}})
    fox = held(game, "ambush_fox", kf(game).hand)
    mouse = held(game, "ambush_mouse", kf(game).hand)
    play_choices(game, "add", f"card:{fox}", "column:recover", f"card:{mouse}", "column:recover")
    assert kf(game).zones["retinue_recover"] == [fox, mouse] and component(game).retinue_size(game) == 10
    assert game.pending.kind not in ("keepers.gather.card", "keepers.gather.column")  # ten: no room left
    full = keepers_game({}, phase="evening", hands={"keepers": ["ambush_fox"]}, keepers={"retinue": {
        "move": ["anvil", "sword", "sappers"], "battle": ["armorers", "cobbler", "investments", "bake_sale"]}})
    assert expect(full, "keepers.gather") == ["shift", "skip"]  # a full Retinue takes no card from the hand


def test_gather_retinue_may_shift_a_faithful_retainer_law_15_6_2():
    """Law 15.6.2: a Faithful Retainer, like any Retinue card, may be shifted to another column."""
    game = keepers_game({}, phase="evening")
    play_choices(game, "shift", "retainer:move", "column:recover")
    assert kf(game).data["retainers"] == {"move": 0, "battle": 1, "recover": 2}
    no_problems(game)


def test_a_variant_board_without_the_optional_numbers_plays_by_the_law_15(extra_site, tmp_path):
    """The board's optional numbers may be left out of a modder's board; the Law's then hold: four warriors in the
    map-edge clearing (15.3.2), a Faithful Retainer in each column (15.3.4), two warriors for a card at Recruit
    (15.4.3), a warrior living off the land where four or more stand (15.6.1), a Retinue of ten cards at most
    (15.6.2)."""
    from rootcore.scenario import ScenarioError
    iron = install_variant_faction(extra_site, tmp_path, "keepers", "iron", *((line, "") for line in (
        "edge_warriors = 4", "retainers = 1", "recruit_warriors = 2", "retinue_limit = 10", "crowded = 4")))
    game = rootcore.new_game({"factions": ["marquise", iron], "seating": ["marquise", iron], "seed": 1})
    play_choices(game, "clearing:1")  # the Marquise's keep in corner 1
    play_until(game, iron, "keepers.setup.edge")
    game.choose("clearing:7")
    assert warriors(game, 3, iron) == 4 and warriors(game, 7, iron) == 4

    def position(move_cards, **more):
        return faction_scenario(("marquise", iron), iron, "birdsong", {
            5: {iron: {"warrior": 3, "waystation_tablet_jewelry": 1}}, 8: {iron: {"warrior": 4}},
            1: {iron: {"warrior": 3}}},
            {iron: {"retinue": {"move": move_cards}}}, **more)
    cards = ["anvil", "armorers", "arms_trader", "bake_sale", "birdy_bindle", "a_visit_to_friends", "cobbler",
             "sappers"]
    with pytest.raises(ScenarioError, match=r"the Retinue holds 11 cards"):
        position(cards)  # and the three Faithful Retainers
    position(cards[:7])  # ten is fine
    game = position(cards[:6], hands={iron: ["ambush_rabbit", "ambush_fox", "ambush_mouse"]})
    asked = run(game.factions[iron]._recruit(game), ["clearing:5"])[0]
    assert warriors(game, 5, iron) == 5
    fox = held(game, "ambush_fox", game.state.factions[iron].hand)
    asked = run(game.factions[iron].evening(game), ["add", f"card:{fox}", "column:battle"])[0]
    assert (warriors(game, 5, iron), warriors(game, 8, iron), warriors(game, 1, iron)) == (4, 3, 3)
    assert [d.kind for d in asked].count("keepers.gather.card") == 1  # room for one card: nine held


def test_a_relic_removed_by_no_one_goes_to_the_supply_without_prized_trophies_law_15_2_5_and_g_1_22():
    """Law 15.2.5 is for an enemy removing a relic: one an effect removes with no remover goes to the supply (G.1.22),
    and nobody places it in a forest or scores for it."""
    from rootcore.rules import pieces
    game = keepers_game({5: {"keepers": {"warrior": 1, "figure_2": 1}}}, current="marquise")
    removal = pieces.remove(game, "keepers", "figure_2", 5, 1, None, "effect")
    assert run(pieces.resolve_removals(game, [removal]))[0] == []
    assert relics_in(game, 5) == [] and kf(game).supply["figure_2"] == 1
    assert all(not kinds for kinds in kf(game).data["forests"].values())


# -- Audited against Law 15, rule by rule --------------------------------------------------------------------------

# -- Devout Knights (Law 15.2.4) ----------------------------------------------------------------------------------

def test_devout_knights_need_a_keeper_warrior_a_relic_alone_ignores_nothing_law_15_2_4():
    # Law 15.2.4: a relic and a Keeper warrior must both be in the clearing; with a relic and a waystation only, the
    # first hit is taken.
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"waystation_tablet_jewelry": 1,
                                                                     "figure_2": 1}}}, current="marquise")
    fix_dice(game, 1, 0)  # one rolled hit, and the extra one on the defenseless Keepers (4.3.3.II)
    run(battle.fight(game, "marquise", 5, "keepers"), ["piece:figure_2", "forest:f2"])
    assert events(game, "hits_ignored") == []
    assert relics_in(game, 5) == [] and not game.state.clearings[5].buildings


def test_devout_knights_after_a_foiled_ambush_ignore_the_first_rolled_hit_law_15_2_4_and_4_3_1_i():
    # Law 15.2.4: a foiled ambush deals no hit, so the first hit the attacking Keepers take is a rolled one.
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"warrior": 3, "figure_2": 1}}},
                        hands={"marquise": ["ambush_rabbit"], "keepers": ["ambush_bird"]})
    ambush = held(game, "ambush_rabbit", game.state.factions["marquise"].hand)
    foil = held(game, "ambush_bird", kf(game).hand)
    fix_dice(game, 2, 2)
    run(battle.fight(game, "keepers", 5, "marquise"), [f"ambush:{ambush}", f"foil:{foil}"])
    assert [e["hits"] for e in events(game, "hits_ignored")] == [1]
    assert warriors(game, 5) == 2 and warriors(game, 5, "marquise") == 1


def test_devout_knights_keepers_attacking_ignore_their_first_rolled_hit_law_15_2_4():
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"warrior": 3, "tablet_1": 1}}})
    fix_dice(game, 3, 3)
    run(battle.fight(game, "keepers", 5, "marquise"))
    assert warriors(game, 5) == 1 and warriors(game, 5, "marquise") == 0  # 3 taken less 1 ignored
    assert relics_in(game, 5) == ["tablet_1"]


def test_a_keeper_warrior_removed_leaves_its_relic_in_the_clearing_law_15_2_4_and_15_2_5():
    # Nothing in Law 15 hands a relic to the enemy who removes the warrior that brought it: relics are removed only as
    # tokens, after every Keeper warrior there (4.3.4).
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"warrior": 1, "figure_3": 1}}},
                        current="marquise")
    fix_dice(game, 2, 0)  # two hits: one ignored, one on the warrior
    run(battle.fight(game, "marquise", 5, "keepers"))
    assert warriors(game, 5) == 0 and relics_in(game, 5) == ["figure_3"]
    assert game.state.factions["marquise"].score == 0 and kf(game).data["forests"] == {f: [] for f in
                                                                                       kf(game).data["forests"]}


def test_a_relic_goes_along_with_one_warrior_only_one_per_warrior_law_15_2_4():
    game = keepers_game({5: {"keepers": {"warrior": 3, "figure_2": 1, "tablet_1": 1}}},
                        keepers={"retinue": {"move": ["ambush_rabbit"]}, "retainers": NO_RETAINERS})
    play_choices(game, expect(game, "keepers.retinue")[0], "clearing:1", "count:1")
    assert expect(game, "keepers.carry") == ["relic:figure_2", "relic:tablet_1", "done"]
    game.choose("relic:tablet_1")  # one warrior moved: one relic, no second question
    assert game.pending.kind != "keepers.carry"
    assert relics_in(game, 1) == ["tablet_1"] and relics_in(game, 5) == ["figure_2"]


# -- Prized Trophies (Law 15.2.5) ----------------------------------------------------------------------------------

def test_a_defender_removing_a_relic_of_the_attacking_keepers_places_it_and_scores_two_law_15_2_5():
    game = keepers_game({5: {"marquise": {"warrior": 3}, "keepers": {"warrior": 1, "jewelry_1": 1}}})
    fix_dice(game, 3, 3)  # the Marquise deals 3: one ignored, the warrior, then the relic
    asked, _ = run(battle.fight(game, "keepers", 5, "marquise"), ["forest:f7"])
    assert [(d.kind, d.player) for d in asked] == [("keepers.trophy", "marquise")]
    assert kf(game).data["forests"]["f7"] == ["jewelry_1"] and relics_in(game, 5) == []
    assert game.state.factions["marquise"].score == 2
    no_problems(game)


def test_the_alliance_revolting_over_relics_places_each_and_scores_two_each_law_15_2_5_and_8_4_1():
    game = keepers_game({5: {"alliance": {"sympathy": 1}, "keepers": {"tablet_2": 1, "figure_1": 1}}},
                        factions=("alliance", "keepers"), current="alliance", phase="birdsong",
                        data={"alliance": {"supporters": ["ambush_rabbit", "ambush_bird"]}})
    before = game.state.factions["alliance"].score
    play_choices(game, "clearing:5")
    assert expect(game, "keepers.trophy", "alliance")
    play_choices(game, game.pending.option_ids[0], game.pending.option_ids[0])
    forests = kf(game).data["forests"]
    assert sorted(k for kinds in forests.values() for k in kinds) == ["figure_1", "tablet_2"]
    assert relics_in(game, 5) == []
    assert game.state.factions["alliance"].score - before == 2 * 2


# -- Battle then Delve (Law 15.5.2.II) -----------------------------------------------------------------------------

def test_battle_then_delve_needs_a_ruled_clearing_law_15_5_2_ii():
    # Law 15.5.2.II: a clearing with a Keeper warrior that the Keepers do not rule is not one to choose.
    game = keepers_game({5: {"keepers": {"warrior": 1}, "marquise": {"warrior": 1}},
                         10: {"keepers": {"warrior": 2}}},
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}, "hidden": {"f1": ["tablet_1"]}})
    game.choose("retainer")  # 10, the one clearing to choose, is taken without a question
    assert expect(game, "keepers.delve") == ["relic:f1:tablet", "pass"] and game.pending.about == {"clearing": 10}


def test_delve_is_allowed_after_the_battle_removed_every_keeper_warrior_law_15_5_2_ii():
    # Law 15.5.2.II: once the battle is over, the Keepers may delve there; nothing asks for a warrior left.
    game = keepers_game({5: {"keepers": {"warrior": 2}, "marquise": {"warrior": 1}}},
                        keepers={"retinue": {"battle": ["favor_of_the_rabbits"]}, "retainers": NO_RETAINERS,
                                 "hidden": {"f1": ["tablet_1"]}}, hands={"marquise": ["ambush_rabbit"]})
    card = held(game, "favor_of_the_rabbits", kf(game).zones["retinue_battle"])
    ambush = held(game, "ambush_rabbit", game.state.factions["marquise"].hand)
    game.choose(f"card:{card}")
    play_choices(game, f"ambush:{ambush}")  # two hits on two Keeper warriors, no relic there: none ignored
    assert warriors(game, 5) == 0
    assert expect(game, "keepers.delve") == ["relic:f1:tablet", "pass"]
    game.choose("relic:f1:tablet")
    assert relics_in(game, 5) == ["tablet_1"]
    assert card in game.state.discard  # 15.5.2.II.b: no clearing by f1 ruled, fewer than 1


def test_delve_counts_every_ruled_clearing_by_the_forest_law_15_5_2_ii_b():
    # Law 15.5.2.II.b: the Keepers rule three of f1's clearings (1, 5, 10): a relic worth 3 keeps the card.
    game = keepers_game({5: {"keepers": {"warrior": 2}}, 1: {"keepers": {"warrior": 1}},
                         10: {"keepers": {"warrior": 1}}},
                        keepers={"retinue": {"battle": ["ambush_rabbit"]}, "retainers": NO_RETAINERS,
                                 "hidden": {"f1": ["jewelry_3"]}})
    card = held(game, "ambush_rabbit", kf(game).zones["retinue_battle"])
    play_choices(game, f"card:{card}", "clearing:5", "relic:f1:jewelry")
    assert relics_in(game, 5) == ["jewelry_3"] and card in kf(game).zones["retinue_battle"]


def test_delve_takes_a_face_up_relic_of_a_forest_by_its_value_law_15_5_2_ii_a():
    # Law 15.5.2.II.a: any relic of an adjacent forest, one a Prized Trophies put there face up too.
    game = keepers_game({5: {"keepers": {"warrior": 2}}},
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}, "forests": {"f1": ["figure_1"]},
                                 "hidden": {"f1": ["figure_3"]}})
    game.choose("retainer")
    assert expect(game, "keepers.delve") == ["relic:f1:figure_1", "relic:f1:figure", "pass"]
    game.choose("relic:f1:figure_1")
    assert relics_in(game, 5) == ["figure_1"] and kf(game).data["hidden"]["f1"] == ["figure_3"]
    assert kf(game).data["retainers"]["battle"] == 1  # one ruled clearing, not fewer than 1


def test_a_dominance_card_discarded_from_the_retinue_becomes_available_law_15_5_2_ii_b_and_3_3_3():
    game = keepers_game({5: {"keepers": {"warrior": 2}}},
                        keepers={"retinue": {"battle": ["dominance_rabbit"]}, "retainers": NO_RETAINERS,
                                 "hidden": {"f1": ["tablet_3"]}})
    card = held(game, "dominance_rabbit", kf(game).zones["retinue_battle"])
    play_choices(game, f"card:{card}", "relic:f1:tablet")
    assert card in game.state.available_dominance and card not in game.state.discard
    assert card not in kf(game).zones["retinue_battle"]
    no_problems(game)


# -- Move or Recover (Law 15.5.2.III) ------------------------------------------------------------------------------

def test_recover_needs_neither_rule_nor_a_keeper_warrior_law_15_5_2_iii():
    # Law 15.5.2.III: any clearing of the card's suit with a relic of a waystation's type; the Marquise rules 5.
    game = keepers_game({5: {"keepers": {"waystation_tablet_jewelry": 1, "tablet_2": 1},
                             "marquise": {"warrior": 2}}, 8: {"keepers": {"warrior": 1}}},
                        keepers={"retinue": {"recover": ["ambush_rabbit"]}, "retainers": NO_RETAINERS,
                                 "faces": {"waystation_tablet_jewelry": "tablet"}})
    card = held(game, "ambush_rabbit", kf(game).zones["retinue_recover"])
    game.choose(f"card:{card}")  # no Keeper warrior in a rabbit clearing: no move; recover in 5, the one clearing
    assert kf(game).data["recovered"]["tablet"] == ["tablet_2"] and kf(game).score == 2
    assert card in game.state.discard  # no rabbit clearing ruled, fewer than 2


def test_recover_discard_counts_clearings_of_the_clearings_suit_not_the_cards_law_15_5_2_iii_c():
    # A Faithful Retainer (bird) recovers in rabbit 5: the rabbit clearings ruled count (5 and 10: two), not all
    # those the bird card matches.
    for value, kept in ((2, True), (3, False)):
        game = keepers_game({5: {"keepers": {"warrior": 1, "waystation_figure_tablet": 1, f"figure_{value}": 1}},
                             10: {"keepers": {"warrior": 1}}, 1: {"keepers": {"warrior": 1}},
                             8: {"keepers": {"warrior": 1}}},
                            keepers={"retainers": {"move": 0, "battle": 0, "recover": 1},
                                     "faces": {"waystation_figure_tablet": "figure"}})
        play_choices(game, "retainer", "recover")  # 5, the one clearing to recover in
        assert kf(game).data["recovered"]["figure"] == [f"figure_{value}"]
        assert (kf(game).data["retainers"]["recover"] == 1) == kept


def test_a_second_relics_column_filled_scores_two_more_law_15_5_2_iii_b():
    game = keepers_game({5: {"keepers": {"warrior": 3, "waystation_figure_tablet": 1, "figure_1": 1}},
                         10: {"keepers": {"warrior": 1}}},
                        keepers={"retainers": {"move": 0, "battle": 0, "recover": 1},
                                 "faces": {"waystation_figure_tablet": "figure"},
                                 "recovered": {"figure": ["figure_2"], "tablet": ["tablet_1", "tablet_2"],
                                               "jewelry": ["jewelry_1", "jewelry_2"]}})
    play_choices(game, "retainer", "recover")
    assert kf(game).score == 1 + 2
    game = keepers_game({5: {"keepers": {"warrior": 3, "waystation_figure_tablet": 1, "figure_1": 1}},
                         10: {"keepers": {"warrior": 1}}},
                        keepers={"retainers": {"move": 0, "battle": 0, "recover": 1},
                                 "faces": {"waystation_figure_tablet": "figure"},
                                 "recovered": {"figure": ["figure_2"], "tablet": ["tablet_1", "tablet_2"],
                                               "jewelry": ["jewelry_1"]}})
    play_choices(game, "retainer", "recover")
    assert kf(game).score == 1  # the jewelry row stops at its first space: the second column is not full


def test_recover_takes_relics_of_either_waystations_type_in_the_clearing_law_15_5_2_iii_a():
    game = keepers_game({5: {"keepers": {"warrior": 2, "waystation_figure_tablet": 1,
                                         "waystation_tablet_jewelry": 1, "figure_1": 1, "jewelry_1": 1}},
                         10: {"keepers": {"warrior": 1}}},
                        keepers={"retainers": {"move": 0, "battle": 0, "recover": 1},
                                 "faces": {"waystation_figure_tablet": "figure",
                                           "waystation_tablet_jewelry": "jewelry"}})
    play_choices(game, "retainer", "recover")
    assert expect(game, "keepers.recover") == ["relic:figure_1", "relic:jewelry_1"]


# -- Birdsong (Law 15.4) -------------------------------------------------------------------------------------------

def test_a_waystation_encamped_may_be_decamped_in_the_same_birdsong_law_15_4_1_and_15_4_2():
    game = keepers_game({8: {"keepers": {"warrior": 2}}}, phase="birdsong")
    play_choices(game, "clearing:8", "waystation:waystation_tablet_jewelry:tablet")
    assert expect(game, "keepers.decamp") == ["clearing:8", "done"]
    game.choose("clearing:8")
    assert warriors(game, 8) == 2 and not game.state.clearings[8].buildings
    assert kf(game).tracks["waystation_tablet_jewelry"] == 1
    no_problems(game)


def test_encamping_anew_with_only_relics_on_the_map_law_15_4_1():
    # Law 15.4.1: relics are neither warriors nor waystations: with only a relic on the map the Keepers place anew.
    game = keepers_game({5: {"keepers": {"figure_1": 1}}}, phase="birdsong")
    assert game.pending.kind == "keepers.encamp.edge"


def test_recruit_with_one_warrior_left_spends_the_card_and_places_it_law_15_4_3_and_1_5_4():
    game = keepers_game({5: {"keepers": {"warrior": 14, "waystation_tablet_jewelry": 1}}}, phase="birdsong",
                        hands={"keepers": ["ambush_rabbit"]})
    play_choices(game, "done", "done")  # no Encamp, no Decamp
    play_choices(game, "clearing:5")
    assert warriors(game, 5) == 15 and kf(game).hand == []
    no_problems(game)


# -- Evening (Law 15.6) --------------------------------------------------------------------------------------------

def test_gather_retinue_adding_cards_leaves_no_shift_law_15_6_2():
    game = keepers_game({}, phase="evening", hands={"keepers": ["ambush_fox", "ambush_mouse"]})
    fox = held(game, "ambush_fox", kf(game).hand)
    play_choices(game, "add", f"card:{fox}", "column:move", "done")
    assert kf(game).zones["retinue_move"] == [fox]
    assert game.pending is None or game.pending.kind not in ("keepers.shift.card", "keepers.gather")


def test_evening_draws_then_discards_down_to_five_law_15_6_3():
    hand = ["ambush_fox", "ambush_mouse", "ambush_rabbit", "anvil", "sword"]
    game = keepers_game({5: {"keepers": {"waystation_tablet_jewelry": 1}}}, phase="evening",
                        hands={"keepers": hand}, keepers={"retainers": NO_RETAINERS})
    game.choose("skip")  # no Gather Retinue
    assert len(kf(game).hand) == 7  # 1 + 1 for the waystation on the map
    options = expect(game, "discard.hand_limit", "keepers")
    play_choices(game, options[0], options[1])
    assert len(kf(game).hand) == 5


# -- interactions: Riverfolk mercenaries, hirelings, dominance -----------------------------------------------------

MERCENARIES = {"prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}, "bought": {"keepers": ["mercenaries"]}}


def test_battle_then_delve_need_not_battle_mercenaries_which_are_no_enemy_pieces_law_15_5_2_ii_and_g_1_9():
    # Law 15.5.2.II: the battle is a must only where there are enemy pieces; G.1.9 and 11.2.7.III: the Riverfolk
    # warriors the Keepers hired as mercenaries this turn are theirs for rule, so no enemy pieces. The code counted them
    # as enemies and made the Keepers attack their own mercenaries before delving.
    game = keepers_game({5: {"keepers": {"warrior": 1}, "riverfolk": {"warrior": 2}}},
                        factions=("marquise", "keepers", "riverfolk"), data={"riverfolk": MERCENARIES},
                        keepers={"retainers": {"move": 0, "battle": 1, "recover": 0}, "hidden": {"f1": ["tablet_1"]}})
    game.choose("retainer")  # 5, ruled with the mercenaries, is the one clearing
    assert events(game, "battle") == []
    assert expect(game, "keepers.delve") == ["relic:f1:tablet", "pass"]


def test_mercenaries_count_for_the_rule_of_the_delve_check_law_15_5_2_ii_b_and_11_2_7_iii():
    # Law 15.5.2.II.b counts the clearings the Keepers rule; with mercenaries they rule 1 (1 Keeper and 1 Riverfolk
    # warrior against 1 Marquise warrior), so two of f1's clearings: a relic worth 2 keeps the card.
    game = keepers_game({5: {"keepers": {"warrior": 2}}, 1: {"keepers": {"warrior": 1}, "riverfolk": {"warrior": 1},
                                                             "marquise": {"warrior": 1}}},
                        factions=("marquise", "keepers", "riverfolk"), data={"riverfolk": MERCENARIES},
                        keepers={"retinue": {"battle": ["favor_of_the_rabbits"]}, "retainers": NO_RETAINERS,
                                 "hidden": {"f1": ["figure_2"]}})
    card = held(game, "favor_of_the_rabbits", kf(game).zones["retinue_battle"])
    play_choices(game, f"card:{card}", "relic:f1:figure")
    assert relics_in(game, 5) == ["figure_2"] and card in kf(game).zones["retinue_battle"]


def test_live_off_the_land_counts_keeper_warriors_not_mercenaries_law_15_6_1_and_11_2_7_iii():
    game = keepers_game({5: {"keepers": {"warrior": 3}, "riverfolk": {"warrior": 2}},
                         8: {"keepers": {"warrior": 4}}}, phase="evening",
                        factions=("marquise", "keepers", "riverfolk"), data={"riverfolk": MERCENARIES})
    assert warriors(game, 5) == 3 and warriors(game, 5, "riverfolk") == 2 and warriors(game, 8) == 3


@pytest.mark.usefixtures("stand_ins")
def test_a_relic_removed_by_an_uncontrolled_hireling_still_goes_to_a_forest_and_nobody_scores_law_15_2_5_e_3_6():
    # G.1.8: a hireling in the supply is an enemy; its removal of a relic sends the relic to a forest (15.2.5), and
    # the extra point goes to no one (E.3.6).
    game = hireling_scenario("forest_patrol", ["alliance", "keepers"], "keepers", "daylight",
                             {5: {"keepers": {"warrior": 1, "figure_2": 1}, "forest_patrol": {"warrior": 3}}},
                             {"side": "promoted", "controller": None})
    fix_dice(game, 3, 3)  # three hits to the Keepers: one ignored, the warrior, the relic
    asked, _ = run(battle.fight(game, "keepers", 5, "forest_patrol"), ["forest:f3"])
    assert [d.kind for d in asked] == ["keepers.trophy"]
    assert kf(game).data["forests"]["f3"] == ["figure_2"] and relics_in(game, 5) == []
    assert all(state.score == 0 for state in game.state.factions.values())


def test_with_a_waystation_but_no_warrior_on_the_map_encamp_does_not_place_anew_law_15_4_1():
    # Law 15.4.1: the Keepers place anew only with neither warriors nor waystations on the map.
    game = keepers_game({8: {"keepers": {"waystation_tablet_jewelry": 1}}}, phase="birdsong")
    assert expect(game, "keepers.decamp") == ["clearing:8", "done"]
    assert not events(game, "placed")
