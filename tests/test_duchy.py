"""Rules tests of the Underground Duchy plugin (Law 12). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`; the Burrow is clearing 0 (BURROW), off the map. Autumn clearings used below
(suit, slots; neighbours): 1 fox (1; 5 9 10), 2 mouse (2; 5 6 10), 3 rabbit (1; 6 7 11), 4 rabbit (1; 8 9 12),
5 rabbit (2; 1 2), 6 fox (2, 1 ruin; 2 3 11), 7 mouse (2; 3 8 12), 8 fox (2; 4 7), 9 mouse (2; 1 4 12),
10 rabbit (2, 1 ruin; 1 2 12), 12 fox (2, 1 ruin; 4 7 9 10 11). Corners: 1 and 3 are opposite, 2 and 4.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.content import ContentError
from rootcore.rules import cards, move, pieces
from rootcore.rules.adjacency import adjacent
from rootcore.rules.rule import rules, ruled_by
from rootcore.testing import check_plugin_conformance, invariant_problems
from rootcore_plugins.duchy import BURROW

from conftest import install_variant_faction, variant_board
from helpers import (events, expect, faction_scenario, fix_dice, held, hireling_scenario, ids, play_choices,
                     played_from_the_command_line, saved_loaded_and_rendered)

BASE = ("marquise", "eyrie", "alliance", "vagabond")


# -- helpers ------------------------------------------------------------------------------------------------

def duchy_game(clearings=None, *, current="duchy", phase="daylight", hands=None, factions=("marquise", "duchy"),
               swayed=(), revealed=(), crowns_lost=None, data=None, **extra):
    """A position with the Duchy's swayed ministers and revealed cards as given. A Marquise warrior in clearing 12
    (unless the test puts pieces there) gives the Marquise a decision in its turn, so that the game stops there."""
    clearings = dict(clearings or {})
    if "marquise" in factions:
        clearings.setdefault(12, {"marquise": {"warrior": 1}})
    mine = {"duchy": {"swayed": list(swayed), "revealed": list(revealed), "crowns_lost": dict(crowns_lost or {})}}
    return faction_scenario(factions, current, phase, clearings, mine, hands=hands, data=data, **extra)


def duchy(game):
    return game.state.factions["duchy"]


def burrow(game):
    return game.state.clearings[BURROW].warriors.get("duchy", 0)


def warriors(game, clearing, faction="duchy"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def has(game, clearing, kind, faction="duchy"):
    return game.state.clearings[clearing].count(faction, kind)


def no_problems(game):
    assert invariant_problems(game) == []


# -- the board and the plugin ----------------------------------------------------------------------------

def test_the_board_has_20_warriors_3_tunnels_and_3_citadels_and_markets_on_their_tracks_law_12_3():
    game = rootcore.new_game({"factions": ["marquise", "duchy"], "seed": 1})
    fs = duchy(game)
    assert fs.supply == {"warrior": 20, "tunnel": 3}  # Law 12.3.1
    assert fs.tracks == {"citadel": 3, "market": 3}  # Law 12.3.4
    board = game.factions["duchy"].board
    assert (board.name, board.reach, board.setup_order) == ("Underground Duchy", 8, "G")  # Law 5.2, 5.1.7
    assert fs.data["swayed"] == []  # Law 12.3.5: all nine ministers unswayed
    assert fs.data["crowns"] == {"squire": 3, "noble": 3, "lord": 3}  # Law 12.3.6
    # Law 12.3.2: the Burrow is there from the start, empty, off the map, and the Duchy's
    assert game.state.clearings[BURROW].warriors == {} and BURROW not in game.board.clearing_ids
    assert rules(game, BURROW) == "duchy"


def test_a_minister_the_rules_do_not_know_is_refused_by_file_and_field(tmp_path):
    from conftest import build_faction
    board = variant_board(tmp_path, "duchy", ('foremole = {', 'digger = {'))
    with pytest.raises(ContentError, match=r"\$\.data\.ministers\.digger"):
        build_faction("duchy", board)


def test_birdsong_warriors_for_every_count_of_citadels_are_required_law_12_4(tmp_path):
    from conftest import build_faction
    board = variant_board(tmp_path, "duchy", ("burrow_recruit = [1, 2, 4, 6]", "burrow_recruit = [1, 2, 4]"))
    with pytest.raises(ContentError, match=r"\$\.data\.burrow_recruit"):
        build_faction("duchy", board)


def test_setup_a_corner_opposite_a_starting_corner_with_a_tunnel_and_warriors_around_it_law_12_3_3():
    game = rootcore.new_game({"factions": ["marquise", "duchy"], "seed": 3, "seating": ["marquise", "duchy"]})
    play_choices(game, "clearing:1")  # the Keep in corner 1
    while game.state.turn == 0:  # the Marquise's setup, then the Duchy's, whose one corner is taken unasked
        game.choose(game.pending.option_ids[0])
    placed = [e for e in events(game, "placed") if e["faction"] == "duchy"]
    assert [(e["clearing"], e["piece"], e["count"]) for e in placed] == [  # Law 12.3.3
        (3, "warrior", 2), (3, "tunnel", 1), (6, "warrior", 2), (7, "warrior", 2), (11, "warrior", 2)]  # not 0
    assert burrow(game) == 0 and game.state.data["starting_corners"]["duchy"] == 3
    no_problems(game)


# -- the Burrow (Law 12.2.2) -------------------------------------------------------------------------------

def test_the_duchy_rules_the_burrow_even_with_no_pieces_there_law_12_2_2():
    game = duchy_game({1: {"duchy": {"tunnel": 1}}})
    assert game.state.clearings[BURROW].warriors == {} and rules(game, BURROW) == "duchy"
    assert BURROW in ruled_by(game, "duchy")  # a clearing it rules: Royal Claim counts it (our reading)


def test_the_burrow_is_adjacent_to_each_tunnel_clearing_for_duchy_moves_law_12_2_2():
    game = duchy_game({1: {"duchy": {"tunnel": 1}, "marquise": {"warrior": 3}}, 7: {"duchy": {"tunnel": 1}},
                       BURROW: {"duchy": {"warrior": 3}}})
    assert adjacent(game, BURROW, "duchy", moving=True) == (1, 7)
    assert BURROW in adjacent(game, 1, "duchy") and BURROW not in adjacent(game, 5, "duchy")
    assert move.destinations(game, "duchy", BURROW) == [1, 7]  # the Burrow is ruled: rule of the end is no matter
    play_choices(game, "move", "clearing:1", "count:2")  # from the Burrow, the only origin
    assert (burrow(game), warriors(game, 1)) == (1, 2)
    no_problems(game)


def test_warriors_move_from_a_tunnel_clearing_into_the_burrow_whoever_rules_there_law_12_2_2_and_4_2_1():
    game = duchy_game({1: {"duchy": {"tunnel": 1, "warrior": 1}, "marquise": {"warrior": 3}}})
    assert move.destinations(game, "duchy", 1) == [BURROW]  # Marquise rule 1 and 5, 9, 10: the Burrow only
    play_choices(game, "move")  # from 1, the only origin, to the Burrow, its only destination
    assert burrow(game) == 1 and warriors(game, 1) == 0


def test_no_other_faction_is_placed_in_or_moves_into_the_burrow_law_12_2_2():
    game = duchy_game({1: {"duchy": {"tunnel": 1}, "marquise": {"warrior": 3}}})
    assert not pieces.placement_allowed(game, "marquise", "warrior", BURROW)
    assert pieces.place(game, "marquise", "warrior", BURROW) == 0
    assert BURROW not in adjacent(game, 1, "marquise", moving=True)
    assert BURROW not in move.destinations(game, "marquise", 1)
    assert BURROW not in adjacent(game, 1)  # the map alone: the Burrow is off it


def test_the_burrow_takes_no_building_or_tunnel_law_12_2_2():
    game = duchy_game({BURROW: {"duchy": {"warrior": 2}}})
    assert not pieces.placement_allowed(game, "duchy", "tunnel", BURROW)
    assert pieces.placement_allowed(game, "duchy", "warrior", BURROW)


def test_the_burrow_is_not_a_map_clearing_views_show_it_without_a_suit_law_12_2_2():
    game = duchy_game({BURROW: {"duchy": {"warrior": 2}}})
    view = game.view("marquise")
    assert view["clearings"][BURROW]["warriors"] == {"duchy": 2} and view["rulers"][BURROW] == "duchy"
    assert BURROW not in view["suits"] and view["factions"]["duchy"]["burrow"] == 2


def test_a_favor_card_removes_the_duchy_in_clearings_of_its_suit_never_in_the_unsuited_burrow_law_12_2_2():
    game = duchy_game({2: {"marquise": {"workshop": 1}}, 7: {"marquise": {"workshop": 1}, "duchy": {"warrior": 2}},
                       9: {"marquise": {"workshop": 1}}, BURROW: {"duchy": {"warrior": 3}}},
                      current="marquise", hands={"marquise": ["favor_of_the_mice"]})
    favor = held(game, "favor_of_the_mice", duchy_hand(game, "marquise"))
    play_choices(game, f"craft:{favor}")
    assert warriors(game, 7) == 0 and burrow(game) == 3


def duchy_hand(game, faction):
    return game.state.factions[faction].hand


# -- Birdsong (Law 12.4) -------------------------------------------------------------------------------------

@pytest.mark.parametrize("citadels, placed", [(0, 1), (1, 2), (2, 4), (3, 6)])
def test_birdsong_places_one_warrior_plus_the_citadels_icons_in_the_burrow_law_12_4(citadels, placed):
    where = {c: {"duchy": {"citadel": 1, "warrior": 1}} for c in (2, 7, 9)[:citadels]}
    game = duchy_game(where, phase="birdsong", hands={"duchy": ["ambush_bird"]})
    assert burrow(game) == placed


# -- Daylight: the Assembly (Law 12.5.1) -------------------------------------------------------------------

def test_the_assembly_takes_up_to_two_actions_law_12_5_1():
    game = duchy_game({BURROW: {"duchy": {"warrior": 1}}}, hands={"duchy": ["ambush_bird"]})
    assert "recruit" in expect(game, "duchy.assembly")
    play_choices(game, "recruit", "recruit")
    assert burrow(game) == 3
    assert game.pending.player == "marquise"  # two actions taken: nothing else to do until the Marquise's turn


def test_build_reveals_a_card_matching_a_ruled_clearing_for_a_citadel_or_market_law_12_5_1_i():
    game = duchy_game({2: {"duchy": {"warrior": 2}}, 9: {"duchy": {"warrior": 1}, "marquise": {"warrior": 2}},
                       1: {"duchy": {"warrior": 2}}}, hands={"duchy": ["sword", "ambush_bird"]})
    play_choices(game, "build")
    assert expect(game, "duchy.build") == ["clearing:1", "clearing:2"]  # ruled (not 9), matched (a bird: any)
    play_choices(game, "clearing:2", "piece:market")
    sword = held(game, "sword", duchy(game).hand)
    play_choices(game, f"reveal:{sword}")
    assert has(game, 2, "market") == 1 and duchy(game).zones["revealed"] == [sword]
    assert sword not in duchy(game).hand  # revealed: public, still the Duchy's (12.6.1)
    assert game.view("marquise")["factions"]["duchy"]["zones"]["revealed"] == [sword]
    no_problems(game)


def test_build_needs_a_card_matching_the_clearing_law_12_5_1_i():
    game = duchy_game({2: {"duchy": {"warrior": 2}}}, hands={"duchy": ["anvil"]})
    assert "build" not in expect(game, "duchy.assembly")


def test_a_position_within_the_assembly_keeps_the_actions_left_law_12_5_1():
    game = duchy_game(hands={"duchy": ["ambush_bird"]}, data={"duchy": {"actions": 1, "used": ["marshal"]}},
                      swayed=["marshal"])
    play_choices(game, "recruit")  # the one action left: the Marshal has acted, so the Daylight is over
    assert burrow(game) == 1 and game.pending.player == "marquise"


def test_recruit_places_a_warrior_in_the_burrow_law_12_5_1_ii():
    game = duchy_game(hands={"duchy": ["ambush_bird"]})
    play_choices(game, "recruit")
    assert burrow(game) == 1


def test_dig_spends_a_card_for_a_tunnel_and_brings_up_to_four_warriors_from_the_burrow_law_12_5_1_v():
    game = duchy_game({BURROW: {"duchy": {"warrior": 6}}}, hands={"duchy": ["anvil", "sword"]})
    play_choices(game, "dig")
    assert expect(game, "duchy.dig") == ["clearing:1", "clearing:2", "clearing:6", "clearing:7", "clearing:8",
                                         "clearing:9", "clearing:11", "clearing:12"]  # fox or mouse
    play_choices(game, "clearing:8")  # the anvil, the one fox card, is spent unasked
    assert expect(game, "duchy.dig.count") == [f"count:{n}" for n in range(5)]
    play_choices(game, "count:4")
    assert has(game, 8, "tunnel") == 1 and warriors(game, 8) == 4 and burrow(game) == 2
    assert ids(game, duchy(game).hand) == ["sword"] and ids(game, game.state.discard) == ["anvil"]
    no_problems(game)


def test_dig_with_all_three_tunnels_on_the_map_removes_one_first_law_12_2_4():
    game = duchy_game({c: {"duchy": {"tunnel": 1}} for c in (1, 3, 4)}, hands={"duchy": ["anvil"]})
    play_choices(game, "dig", "clearing:8", "clearing:3")
    assert [c for c in range(1, 13) if has(game, c, "tunnel")] == [1, 4, 8]  # Law 12.2.4: 3 taken up for 8
    assert duchy(game).score == 0  # removing its own tunnel scores nothing
    no_problems(game)


def test_no_tunnel_is_dug_in_the_keeps_clearing_law_12_5_1_v_and_6_2_2():
    game = duchy_game({1: {"marquise": {"keep": 1}}}, hands={"duchy": ["anvil"]})
    play_choices(game, "dig")
    assert "clearing:1" not in expect(game, "duchy.dig")


def test_warriors_coming_out_of_a_tunnel_into_a_sympathetic_clearing_cause_outrage_law_12_5_1_v_and_8_2_6():
    game = duchy_game({8: {"alliance": {"sympathy": 1}}, BURROW: {"duchy": {"warrior": 2}}},
                      factions=("alliance", "duchy"), hands={"duchy": ["anvil", "foxfolk_steel"]})
    play_choices(game, "dig", "clearing:8")
    anvil = held(game, "anvil", duchy(game).hand)
    play_choices(game, f"card:{anvil}", "count:1")
    assert events(game, "outrage")[0]["faction"] == "duchy"
    assert ids(game, game.state.factions["alliance"].zones["supporters"]) == ["foxfolk_steel"]


# -- Daylight: the Parliament (Law 12.5.2) -------------------------------------------------------------------

def test_the_foremole_reveals_any_card_to_build_in_any_ruled_clearing_law_12_5_2_i():
    game = duchy_game({2: {"duchy": {"warrior": 2}}}, swayed=["foremole"], hands={"duchy": ["anvil"]},
                      data={"duchy": {}})
    play_choices(game, "end")  # no Assembly action
    play_choices(game, "minister:foremole", "piece:citadel")  # the clearing and the card are the only ones
    assert has(game, 2, "citadel") == 1 and [game.cards[e["card"]].id for e in events(game, "revealed")] == ["anvil"]


def test_the_marshal_moves_out_of_the_burrow_law_12_5_2_iii():
    game = duchy_game({5: {"duchy": {"tunnel": 1}}, BURROW: {"duchy": {"warrior": 2}}}, swayed=["marshal"],
                      hands={"duchy": ["ambush_bird"]})
    play_choices(game, "end", "minister:marshal", "count:2")
    assert warriors(game, 5) == 2 and burrow(game) == 0


def test_the_captain_battles_law_12_5_2_ii():
    game = duchy_game({5: {"duchy": {"warrior": 2}, "marquise": {"warrior": 1}}}, swayed=["captain"],
                      hands={"duchy": ["ambush_bird"]})
    fix_dice(game, 2, 0)
    play_choices(game, "end", "minister:captain")
    assert warriors(game, 5, "marquise") == 0


def test_the_brigadier_takes_two_moves_law_12_5_2_iv():
    game = duchy_game({5: {"duchy": {"warrior": 2, "tunnel": 1}}}, swayed=["brigadier"],
                      hands={"duchy": ["ambush_bird"]})
    play_choices(game, "end", "minister:brigadier")  # moves: no battle to take; from 5, the only origin
    assert expect(game, "duchy.brigadier.move.destination") == ["clearing:0", "clearing:1", "clearing:2"]
    play_choices(game, "clearing:0", "count:2", "clearing:0", "count:1")  # the second move: from the Burrow to 5
    assert (warriors(game, 5), burrow(game)) == (1, 1)


def test_the_brigadier_takes_two_battles_law_12_5_2_iv():
    game = duchy_game({5: {"duchy": {"warrior": 3}, "marquise": {"warrior": 2}}}, swayed=["brigadier"],
                      hands={"duchy": ["ambush_bird"]})
    fix_dice(game, 1, 0, 1, 0)
    play_choices(game, "end", "minister:brigadier", "battles")
    play_choices(game, "clearing:5")
    assert warriors(game, 5, "marquise") == 0  # one hit each battle


def test_the_banker_spends_cards_of_one_suit_birds_wild_for_a_vp_each_law_12_5_2_v():
    game = duchy_game(swayed=["banker"], hands={"duchy": ["anvil", "ambush_bird", "sword", "ambush_fox"]})
    play_choices(game, "end", "minister:banker", "suit:fox")
    hand = duchy(game).hand
    assert sorted(expect(game, "duchy.banker.card")) == sorted(f"spend:{c}" for c in hand if c != held(
        game, "sword", hand))
    play_choices(game, f"spend:{held(game, 'anvil', hand)}", f"spend:{held(game, 'ambush_bird', hand)}", "done")
    assert duchy(game).score == 2 and ids(game, game.state.discard) == ["ambush_bird", "anvil"]


def test_the_mayor_takes_the_action_of_a_swayed_noble_or_squire_law_12_5_2_vi():
    game = duchy_game({BURROW: {"duchy": {"warrior": 1}}, 5: {"duchy": {"tunnel": 1}}},
                      swayed=["mayor", "marshal", "earl_of_stone"], hands={"duchy": ["ambush_bird"]})
    play_choices(game, "end", "minister:marshal")  # the one warrior from the Burrow to 5
    assert game.factions["duchy"]._mayor_choices(game) == ["marshal"]  # not itself, not a lord; a used one too
    play_choices(game, "minister:mayor")  # the Marshal's action, the only one, again
    play_choices(game, "clearing:0")
    assert warriors(game, 5) == 0 and burrow(game) == 1  # the Mayor moved it back


@pytest.mark.parametrize("lord, vp", [("duchess_of_mud", 2), ("baron_of_dirt", 2), ("earl_of_stone", 1)])
def test_the_lords_score_tunnels_markets_and_citadels_law_12_5_2_vii_ix(lord, vp):
    """All three tunnels out: the Duchess of Mud scores 2 (Law 12.5.2.VII); two markets: the Baron of Dirt 2
    (12.5.2.VIII); one citadel: the Earl of Stone 1 (12.5.2.IX)."""
    game = duchy_game({1: {"duchy": {"tunnel": 1, "market": 1}}, 2: {"duchy": {"tunnel": 1, "market": 1}},
                       3: {"duchy": {"tunnel": 1, "citadel": 1}}}, swayed=[lord], hands={"duchy": ["ambush_bird"]})
    play_choices(game, "end", f"minister:{lord}")
    assert duchy(game).score == vp


def test_the_duchess_scores_nothing_and_is_not_offered_with_a_tunnel_off_the_map_law_12_5_2_vii():
    game = duchy_game({1: {"duchy": {"tunnel": 1}}, 2: {"duchy": {"tunnel": 1, "warrior": 1}}},
                      swayed=["duchess_of_mud", "captain"], hands={"duchy": ["ambush_bird"]})
    play_choices(game, "end")
    assert game.pending is None or "minister:duchess_of_mud" not in game.pending.option_ids


def test_each_swayed_minister_acts_once_law_12_5_2():
    game = duchy_game({BURROW: {"duchy": {"warrior": 2}}, 5: {"duchy": {"tunnel": 1}}},
                      swayed=["marshal", "captain"], hands={"duchy": ["ambush_bird"]})
    play_choices(game, "end", "minister:marshal", "count:1")
    assert game.pending.kind != "duchy.parliament"  # the Captain has no battle: nothing left to act


# -- Daylight: Sway (Law 12.5.3) ----------------------------------------------------------------------------

def test_sway_reveals_cards_one_per_matching_clearing_with_a_duchy_piece_and_scores_the_crown_law_12_5_3():
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 2: {"duchy": {"tunnel": 1}}},
                      hands={"duchy": ["anvil", "sword", "root_tea_fox"]})
    play_choices(game, "end")
    assert expect(game, "duchy.sway") == ["minister:foremole", "minister:captain", "minister:marshal", "end"]
    play_choices(game, "minister:captain")
    hand = duchy(game).hand
    assert expect(game, "duchy.sway.card") == [f"reveal:{c}" for c in sorted(hand)]
    play_choices(game, f"reveal:{held(game, 'anvil', hand)}")  # then the sword, unasked: one fox clearing only
    fs = duchy(game)
    assert fs.data["swayed"] == ["captain"] and fs.data["crowns"]["squire"] == 2 and fs.score == 1
    assert ids(game, events(game, "swayed")[0]["cards"]) == ["anvil", "sword"]
    no_problems(game)


def test_sway_chooses_an_unswayed_minister_with_a_crown_of_its_rank_left_law_12_5_3_i():
    """Law 12.5.3.I: the Captain is swayed already and no noble crown is left on the board (one on the Brigadier, two
    lost), so the squires left and the lords are offered; the lords' four cards can be revealed, birds in four
    clearings. Law 12.5.3.III: swaying the Earl of Stone takes a lord's crown off the board and scores its 3 VP."""
    game = duchy_game({c: {"duchy": {"warrior": 1}} for c in (1, 2, 5, 8)}, swayed=["captain", "brigadier"],
                      crowns_lost={"noble": 2}, hands={"duchy": ["ambush_bird", "birdy_bindle", "woodland_runners",
                                                                  "arms_trader"]})
    play_choices(game, "end", "end")  # no Assembly action, no minister
    assert expect(game, "duchy.sway") == ["minister:foremole", "minister:marshal", "minister:duchess_of_mud",
                                          "minister:baron_of_dirt", "minister:earl_of_stone", "end"]
    play_choices(game, "minister:earl_of_stone", *(f"reveal:{c}" for c in sorted(duchy(game).hand)[:3]))
    fs = duchy(game)
    assert fs.data["swayed"] == ["captain", "brigadier", "earl_of_stone"] and fs.score == 3
    assert fs.data["crowns"] == {"squire": 2, "noble": 0, "lord": 2}
    no_problems(game)


def test_the_burrow_lets_no_card_be_revealed_to_sway_law_12_5_3_ii():
    game = duchy_game({1: {"duchy": {"warrior": 1}}, BURROW: {"duchy": {"warrior": 5}}},
                      hands={"duchy": ["anvil", "ambush_bird"]})
    assert "end" in expect(game, "duchy.assembly")
    play_choices(game, "end")
    assert game.pending.kind != "duchy.sway"  # two cards, one clearing


def test_a_bird_is_revealed_for_any_clearing_left_law_12_5_3_ii_and_2_1_1():
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 8: {"duchy": {"warrior": 1}}, 2: {"duchy": {"warrior": 1}}},
                      hands={"duchy": ["anvil", "foxfolk_steel", "ambush_bird"]}, swayed=["foremole", "captain"],
                      crowns_lost={"squire": 1})
    play_choices(game, "end", "end")  # no Assembly action, no minister
    assert "minister:marshal" not in expect(game, "duchy.sway")  # no squire crown left
    play_choices(game, "minister:brigadier")
    hand = duchy(game).hand
    play_choices(game, f"reveal:{held(game, 'ambush_bird', hand)}", f"reveal:{held(game, 'anvil', hand)}")
    assert duchy(game).score == 2 and "brigadier" in duchy(game).data["swayed"]  # a noble's crown: 2 VP


def test_one_minister_is_swayed_per_turn_law_12_5_3():
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 8: {"duchy": {"warrior": 1}}},
                      hands={"duchy": ["anvil", "foxfolk_steel", "root_tea_fox", "travel_gear_fox"]})
    play_choices(game, "end", "minister:marshal", f"reveal:{held(game, 'anvil', duchy(game).hand)}",
                 f"reveal:{held(game, 'foxfolk_steel', duchy(game).hand)}")
    assert game.pending is None or not game.pending.kind.startswith("duchy.sway")


# -- the Price of Failure (Law 12.2.3) ----------------------------------------------------------------------

def test_a_building_removed_costs_a_random_card_and_the_highest_minister_whose_crown_leaves_law_12_2_3():
    game = duchy_game({5: {"duchy": {"market": 1}, "marquise": {"warrior": 2}}}, current="marquise",
                      swayed=["marshal", "brigadier", "mayor"], hands={"duchy": ["anvil", "sword"]})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")  # in 5, the only clearing, against the only defender
    assert expect(game, "duchy.price_of_failure", "duchy") == ["minister:brigadier", "minister:mayor"]
    play_choices(game, "minister:mayor")
    fs = duchy(game)
    assert fs.data["swayed"] == ["marshal", "brigadier"] and fs.data["crowns_lost"]["noble"] == 1
    assert len(fs.hand) == 1 and len(game.state.discard) == 1  # a random card
    assert fs.data["crowns"]["noble"] == 1  # the lost crown does not come back to the board
    assert game.state.factions["marquise"].score == 1
    no_problems(game)


def test_buildings_removed_together_cost_the_price_once_law_12_2_3():
    game = duchy_game({2: {"duchy": {"market": 1}, "marquise": {"workshop": 1}},
                       7: {"duchy": {"citadel": 1}, "marquise": {"workshop": 1}}, 9: {"marquise": {"workshop": 1}}},
                      current="marquise", swayed=["marshal", "captain"], hands={"marquise": ["favor_of_the_mice"],
                                                                                 "duchy": ["anvil", "sword"]})
    play_choices(game, f"craft:{held(game, 'favor_of_the_mice', game.state.factions['marquise'].hand)}")
    play_choices(game, "minister:marshal")  # asked once: one trigger for removals at once
    assert game.pending.kind != "duchy.price_of_failure"
    fs = duchy(game)
    assert len(fs.hand) == 1 and len(fs.data["swayed"]) == 1


def test_a_tunnel_removed_costs_nothing_law_12_2_3():
    game = duchy_game({5: {"duchy": {"tunnel": 1}, "marquise": {"warrior": 2}}}, current="marquise",
                      swayed=["marshal"], hands={"duchy": ["anvil"]})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert duchy(game).data["swayed"] == ["marshal"] and len(duchy(game).hand) == 1
    assert game.state.factions["marquise"].score == 1  # a token removed (3.2.1)


# -- Evening (Law 12.6) ------------------------------------------------------------------------------------------

def test_evening_discards_revealed_birds_returns_the_rest_and_draws_one_plus_markets_law_12_6():
    game = duchy_game({2: {"duchy": {"market": 2}}, 5: {"duchy": {"citadel": 1}}}, phase="evening",
                      revealed=["ambush_bird", "anvil"], hands={"duchy": ["sword"]})
    fs = duchy(game)
    assert ids(game, game.state.discard) == ["ambush_bird"]
    assert "anvil" in ids(game, fs.hand) and fs.zones["revealed"] == []
    assert len(fs.hand) == 2 + 3  # the anvil and the sword, then one card plus one per market (Law 12.6.3)


def test_evening_discards_down_to_five_cards_after_drawing_law_12_6_3():
    game = duchy_game(phase="evening", hands={"duchy": ["anvil", "sword", "bake_sale", "cobbler", "armorers"]})
    assert len(duchy(game).hand) == 6  # one card drawn, no market on the map
    sword = held(game, "sword", duchy(game).hand)
    assert f"card:{sword}" in expect(game, "discard.hand_limit", "duchy")  # any card of its choice
    play_choices(game, f"card:{sword}")
    assert len(duchy(game).hand) == 5 and game.state.discard == [sword]
    assert game.pending.player == "marquise"  # one discard was enough: its turn is over


def test_evening_crafts_with_citadels_and_markets_law_12_6_2():
    game = duchy_game({1: {"duchy": {"market": 1}}, 6: {"duchy": {"citadel": 1}}}, phase="evening",
                      hands={"duchy": ["foxfolk_steel"]})
    steel = held(game, "foxfolk_steel", duchy(game).hand)
    play_choices(game, f"craft:{steel}")  # two fox: the market in 1 and the citadel in 6 (Law 12.2.1, 12.6.2)
    assert duchy(game).crafted_items == ["sword"] and duchy(game).score == 2


# -- effects of other components -----------------------------------------------------------------------------

def test_the_defender_may_ambush_the_duchys_battle_law_4_3_1():
    game = duchy_game({8: {"duchy": {"warrior": 2}, "marquise": {"warrior": 1}}}, swayed=["captain"],
                      hands={"duchy": ["anvil"], "marquise": ["ambush_fox"]})
    play_choices(game, "end", "minister:captain")  # in 8 against the Marquise
    ambush = held(game, "ambush_fox", game.state.factions["marquise"].hand)
    assert expect(game, "battle.ambush", "marquise") == [f"ambush:{ambush}", "pass"]
    play_choices(game, f"ambush:{ambush}")
    assert warriors(game, 8) == 0 and warriors(game, 8, "marquise") == 1  # two hits before the roll


def test_sanctify_replacing_a_duchy_building_costs_the_price_of_failure_law_10_4_3_iii_and_12_2_3():
    game = duchy_game({5: {"duchy": {"market": 1}, "lizard": {"warrior": 1}}}, factions=("lizard", "duchy"),
                      current="lizard", phase="birdsong", swayed=["marshal"], hands={"duchy": ["anvil"]},
                      data={"lizard": {"outcast": "rabbit", "acolytes": 3}})
    play_choices(game, "sanctify")  # in 5, the only clearing, of the market, the only building
    assert has(game, 5, "garden_rabbit", "lizard") == 1
    assert duchy(game).data["swayed"] == [] and duchy(game).hand == []


def test_the_cobbler_move_may_leave_the_burrow_law_12_2_2_and_4_2():
    game = duchy_game({5: {"duchy": {"tunnel": 1}}, BURROW: {"duchy": {"warrior": 2}}}, phase="evening",
                      play_areas={"duchy": ["cobbler"]})
    play_choices(game, "clearing:0", "count:2")  # the only destination, clearing 5
    assert warriors(game, 5) == 2


def test_riverboats_bought_by_the_duchy_add_no_river_to_the_burrow_law_11_2_7_ii_and_12_2_2():
    game = duchy_game({5: {"duchy": {"tunnel": 1}}, BURROW: {"duchy": {"warrior": 2}}},
                      factions=("riverfolk", "duchy"), hands={"duchy": ["ambush_bird"]},
                      data={"riverfolk": {"bought": {"duchy": ["riverboats"]}}})
    assert move.destinations(game, "duchy", BURROW) == [5]


def test_boat_builders_add_no_river_to_the_burrow_law_12_2_2():
    game = duchy_game({5: {"duchy": {"tunnel": 1}}, BURROW: {"duchy": {"warrior": 2}}}, deck="exiles",
                      play_areas={"duchy": ["boat_builders"]}, hands={"duchy": ["ambush_bird"]})
    assert move.destinations(game, "duchy", BURROW) == [5]


def test_no_trade_post_goes_in_the_burrow_law_11_5_6_and_12_2_2():
    game = duchy_game({BURROW: {"duchy": {"warrior": 3}}}, factions=("riverfolk", "duchy"), current="riverfolk",
                      hands={"riverfolk": ["ambush_bird"]})
    riverfolk = game.factions["riverfolk"]
    assert not riverfolk.post_spot(game, BURROW)


def test_propaganda_bureau_cannot_replace_a_warrior_in_the_burrow_law_12_2_2():
    game = duchy_game({BURROW: {"duchy": {"warrior": 3}}}, current="marquise", deck="exiles",
                      play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["ambush_bird"]})
    assert BURROW not in game.deck._propaganda_targets(game, "marquise")


# -- the other factions of the Underworld and Marauder boxes (Law 13, 14) -----------------------------------------

HUNDREDS = {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}}


def first_options(gen):
    """Drive a bare rules generator answering each decision with its first option; returns the decisions' kinds."""
    asked = []
    try:
        decision = next(gen)
        while True:
            asked.append(decision.kind)
            decision = gen.send(decision.options[0])
    except StopIteration:
        return asked


def test_a_bomb_removes_the_duchys_citadel_tunnel_and_warriors_at_the_price_of_failure_once_law_13_7_1_12_2_3():
    game = duchy_game({8: {"corvid": {"warrior": 1}, "duchy": {"warrior": 2, "citadel": 1, "tunnel": 1}}},
                      factions=("corvid", "duchy"), current="corvid", phase="birdsong", swayed=["marshal", "brigadier"],
                      hands={"duchy": ["anvil", "sword"]}, data={"corvid": {"plots": {"8": "bomb"}}})
    game.choose("clearing:8")  # flip the bomb: the Brigadier, the one noble, leaves unasked
    fs = duchy(game)
    assert game.state.clearings[8].warriors == {"corvid": 1} and game.state.clearings[8].buildings == []
    assert fs.supply["tunnel"] == 3 and fs.tracks["citadel"] == 3  # back to the supply and the track (G.1.22)
    assert fs.data["swayed"] == ["marshal"] and fs.data["crowns_lost"]["noble"] == 1 and len(fs.hand) == 1
    assert game.state.factions["corvid"].score == 1 + 2  # the flip, then the citadel and the tunnel (3.2.1)
    no_problems(game)


def test_a_snare_keeps_duchy_warriors_from_the_burrow_and_tunnels_from_its_clearing_law_13_7_2_12_2_2():
    game = duchy_game({1: {"duchy": {"tunnel": 1, "warrior": 2}, "corvid": {"warrior": 1}},
                       8: {"corvid": {"warrior": 1}}, BURROW: {"duchy": {"warrior": 2}}},
                      factions=("corvid", "duchy"), hands={"duchy": ["anvil"]},
                      data={"corvid": {"plots": {"1": "snare", "8": "snare"}, "face_up": [1, 8]}})
    assert move.origins(game, "duchy") == [BURROW]  # nothing moves out of 1, into the Burrow neither
    assert move.destinations(game, "duchy", BURROW) == [1]  # moving into a snared clearing is allowed
    assert game.factions["duchy"].dig_clearings(game) == [6, 12]  # fox, no tunnel, no snare (not 1, not 8)


def test_a_raid_removed_beside_a_tunnel_places_no_corvid_in_the_burrow_law_13_7_4_12_2_2():
    game = duchy_game({5: {"duchy": {"tunnel": 1}, "corvid": {"warrior": 1}}}, factions=("corvid", "duchy"),
                      hands={"duchy": ["anvil"]}, data={"corvid": {"plots": {"5": "raid"}, "face_up": [5]}})
    first_options(pieces.resolve_removals(game, [pieces.remove(game, "corvid", "plot", 5, 1, "duchy", "battle")]))
    assert [c for c, cl in game.state.clearings.items() if cl.warriors.get("corvid")] == [1, 2, 5]
    no_problems(game)


def test_raze_removes_the_duchys_market_and_tunnel_at_the_price_of_failure_once_law_14_4_1_12_2_3():
    game = duchy_game({12: {"hundreds": {"mob": 1}, "duchy": {"market": 1, "tunnel": 1, "warrior": 2}},
                       4: {"hundreds": {"warrior": 1}}}, factions=("hundreds", "duchy"), swayed=["captain", "mayor"],
                      hands={"duchy": ["anvil", "sword"]}, data={"hundreds": HUNDREDS})
    asked = first_options(game.factions["hundreds"]._raze(game))
    fs, cl = duchy(game), game.state.clearings[12]
    assert ("duchy", "market") not in cl.buildings and ("duchy", "tunnel") not in cl.tokens
    assert cl.warriors["duchy"] == 2  # Raze takes buildings and tokens only
    assert fs.data["swayed"] == ["captain"] and len(fs.hand) == 1  # the Mayor, the one noble, leaves
    assert asked.count("duchy.price_of_failure") == 1
    no_problems(game)


def test_one_raze_over_two_mobs_costs_the_price_of_failure_once_law_14_4_1_12_2_3_and_1_1_3():
    # Mobs in 12 and 10 remove a Duchy market in each: one Raze, so one random card and one minister (the Mayor).
    game = duchy_game({12: {"hundreds": {"mob": 1}, "duchy": {"market": 1}},
                       10: {"hundreds": {"mob": 1}, "duchy": {"market": 1}},
                       4: {"hundreds": {"warrior": 1}}}, factions=("hundreds", "duchy"), swayed=["captain", "mayor"],
                      hands={"duchy": ["anvil", "sword"]}, data={"hundreds": HUNDREDS})
    asked = first_options(game.factions["hundreds"]._raze(game))
    assert not any(("duchy", "market") in game.state.clearings[c].buildings for c in (10, 12))
    assert duchy(game).data["swayed"] == ["captain"] and len(duchy(game).hand) == 1
    assert asked.count("duchy.price_of_failure") == 1
    no_problems(game)


def test_a_citadel_activated_to_craft_and_then_removed_takes_its_activation_with_it_law_4_1_1_12_2_1():
    # Citadels and markets are both crafting pieces (the board lists both): a removed one used this turn counts.
    game = duchy_game({1: {"duchy": {"citadel": 1, "warrior": 1}}, 2: {"duchy": {"market": 1}}})
    suits = game.state.suits
    assert suits[1] != suits[2]
    assert game.factions["duchy"].crafting_pieces(game) == {suits[1]: 1, suits[2]: 1}
    duchy(game).crafting_used = {suits[2]: 1}
    pieces.remove(game, "duchy", "market", 2, 1, "marquise", "battle")
    assert duchy(game).crafting_used == {}


def test_false_orders_forces_duchy_warriors_out_of_the_burrow_or_into_it_as_their_own_move_law_1_5_5_and_12_2_2():
    game = duchy_game({3: {"duchy": {"warrior": 3, "tunnel": 1}}, 0: {"duchy": {"warrior": 4}}}, current="marquise",
                      phase="birdsong", deck="exiles", play_areas={"marquise": ["false_orders"]})
    play_choices(game, "false_orders")
    assert expect(game, "exiles.false_orders.origin", "marquise") == ["clearing:0", "clearing:3"]
    play_choices(game, "clearing:3")  # a forced move is the Duchy's own (1.5.5): the Burrow is a way
    assert expect(game, "exiles.false_orders.destination") == ["clearing:0", "clearing:6", "clearing:7", "clearing:11"]
    play_choices(game, "clearing:0")
    assert burrow(game) == 4 + 2 and warriors(game, 3) == 1  # half of three, rounded up
    no_problems(game)


def test_a_strike_on_an_unguarded_citadel_costs_the_price_of_failure_law_9_5_6_and_12_2_3():
    game = duchy_game({5: {"duchy": {"citadel": 1}}}, current="vagabond", factions=("vagabond", "duchy"),
                      swayed=["marshal", "brigadier"], hands={"duchy": ["anvil"]},
                      data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 5,
                                         "items": ["sword", "boot", "crossbow"]}})
    play_choices(game, "strike")  # the citadel, the one piece there, is struck unasked
    assert duchy(game).data["swayed"] == ["marshal"] and duchy(game).data["crowns_lost"]["noble"] == 1  # the noble
    assert duchy(game).hand == [] and duchy(game).data["swayed"] == ["marshal"]
    assert duchy(game).data["crowns_lost"]["noble"] == 1 and game.state.factions["vagabond"].score == 1
    no_problems(game)

# -- the core: a clearing off the map ---------------------------------------------------------------------------

def test_the_invariants_accept_a_clearing_off_the_map_with_no_slots():
    game = duchy_game({BURROW: {"duchy": {"warrior": 3}}})
    no_problems(game)


def test_ruled_by_lists_a_clearing_off_the_map_also_when_rule_is_not_kept_law_2_5(monkeypatch):
    game = duchy_game({BURROW: {"duchy": {"warrior": 3}}, 5: {"duchy": {"warrior": 1}}})
    monkeypatch.setattr(game.definition, "rule_kept", False)  # as with a rule bonus that may not be kept
    assert ruled_by(game, "duchy") == [5, BURROW]


# -- whole games ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, seed, clones, more", [
    (("marquise", "duchy"), 0, False, {}),
    (("eyrie", "duchy", "alliance"), 1, False, {"map": "winter"}),
    ((*BASE, "duchy"), 2, True, {}),  # and clones: before every decision, and re-drawn for the player deciding
    (("vagabond", "duchy", "riverfolk", "lizard"), 3, False, {"map": "lake"}),
    (("duchy", "lizard", "riverfolk"), 4, True, {"map": "mountain", "deck": "exiles"}),
    (("alliance", "duchy", "vagabond"), 5, True, {"options": {"conceal_hands": True}}),
    (("duchy", "corvid", "hundreds", "keepers"), 6, True, {}),  # the four factions of Law 12-15 together
])
def test_random_games_with_the_duchy_keep_the_invariants_replay_and_clone(factions, seed, clones, more):
    results = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=int(clones), **more)
    assert results[0]["over"]


def test_a_duchy_game_saves_loads_and_renders():
    picture = saved_loaded_and_rendered([*BASE, "duchy"], seed=4)
    assert "Underground Duchy" in picture and "burrow" in picture  # the board's [data.render] show list


def test_rootcore_play_plays_the_duchy(capsys):
    assert "duchy" in played_from_the_command_line([*BASE, "duchy"], 3, capsys)


def test_no_move_through_a_tunnel_or_along_a_path_into_a_sealed_clearing_law_d_6_2():
    """The Scoundrel's Scorched Earth sealed clearing 1 (the Duchy, his coalition partner, kept its tunnel there): the
    Burrow leads to the other tunnel only, and the map's paths with the Duchy's links in play skip it too."""
    game = duchy_game({1: {"duchy": {"tunnel": 1}}, 7: {"duchy": {"tunnel": 1}}, 5: {"marquise": {"warrior": 2}},
                       BURROW: {"duchy": {"warrior": 3}}}, sealed={1: "torch"})
    assert adjacent(game, BURROW, "duchy", moving=True) == (7,) and move.destinations(game, "duchy", BURROW) == [7]
    assert move.destinations(game, "marquise", 5) == [2] and adjacent(game, 5, "marquise") == (1, 2)
    # The seal stops moves in, not adjacency: the Burrow stays adjacent to both tunnel clearings (12.2.2).
    assert adjacent(game, BURROW, "duchy") == (1, 7)


# -- found by mutation testing (M7) ------------------------------------------------------------------------------

@pytest.mark.parametrize("before, menu", [((), "duchy.assembly"), (("end",), "duchy.parliament"),
                                          (("end", "end"), "duchy.sway")])
def test_a_card_option_taken_in_a_daylight_menu_leaves_that_menu_open_law_12_5_and_3_3_4(before, menu):
    """Law 3.3.4, 1.4.1: taking an available dominance card is a card effect of Daylight, not a step of the Duchy's
    Daylight (12.5): the Assembly keeps its two actions, the Marshal can still act, the sway is still to come."""
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 2: {"duchy": {"tunnel": 1, "warrior": 1}}}, swayed=["marshal"],
                      hands={"duchy": ["anvil", "sword", "root_tea_fox", "ambush_bird"]},
                      available_dominance=["dominance_rabbit"], dominance_in_deck=True)
    play_choices(game, *before)
    dom = game.state.available_dominance[0]
    play_choices(game, f"take_dominance:{dom}")  # the bird is the only rabbit-matching card: spent at once
    assert dom in duchy(game).hand and game.state.available_dominance == []
    options = expect(game, menu, "duchy")  # the same menu again
    if menu == "duchy.assembly":
        assert "recruit" in options and "(2 left)" in game.pending.prompt
    elif menu == "duchy.parliament":
        assert "minister:marshal" in options
    else:
        assert "minister:captain" in options
    assert "card" not in options


def test_the_foremole_is_not_offered_with_no_card_to_reveal_law_12_5_2_i():
    """Law 12.5.2.I: the Foremole reveals a card to build, so with an empty hand only the Marshal may act, though
    the Duchy rules clearing 2 with room to build."""
    game = duchy_game({2: {"duchy": {"warrior": 2}}}, swayed=["foremole", "marshal"], hands={"duchy": []})
    play_choices(game, "end")  # no Assembly action
    assert expect(game, "duchy.parliament", "duchy") == ["minister:marshal", "end"]


def test_swaying_the_last_squire_scores_the_last_squire_crown_space_law_12_5_3_iii():
    """Law 12.5.3.III: with two squires swayed, swaying the third takes the last squire crown off the board and
    scores the space it uncovers (1 VP)."""
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 2: {"duchy": {"tunnel": 1}}}, swayed=["captain", "marshal"],
                      hands={"duchy": ["anvil", "sword", "root_tea_fox"]})
    play_choices(game, "end", "end")  # no Assembly action, and the Marshal does not move
    assert expect(game, "duchy.sway") == ["minister:foremole", "end"]
    play_choices(game, "minister:foremole", f"reveal:{held(game, 'anvil', duchy(game).hand)}")
    fs = duchy(game)
    assert fs.data["swayed"] == ["captain", "marshal", "foremole"] and fs.data["crowns"]["squire"] == 0
    assert fs.score == 1
    no_problems(game)


def test_a_scenario_with_swayed_ministers_lost_crowns_and_revealed_cards_saves_and_loads_law_12_5_3_and_12_2_3():
    """The Duchy's scenario data (swayed ministers, 12.5.3.III; crowns out of the game, 12.2.3; revealed cards,
    12.6.1) is read without being used up: the game's save still holds it, so the position loads to the same state
    (and a clone of it stands where it stands)."""
    game = duchy_game({1: {"duchy": {"warrior": 1}}}, swayed=["captain"], crowns_lost={"noble": 1},
                      revealed=["sword"], hands={"duchy": ["anvil"]})
    assert game.scenario_spec["data"]["duchy"] == {"swayed": ["captain"], "revealed": ["sword"],
                                                   "crowns_lost": {"noble": 1}}
    loaded = rootcore.load_game(game.to_json())
    assert duchy(loaded).data["swayed"] == ["captain"] and duchy(loaded).data["crowns"]["noble"] == 2
    assert loaded.state.to_json() == game.state.to_json()
    assert game.clone().state.to_json() == game.state.to_json()


def test_a_variant_board_without_the_optional_numbers_plays_by_the_law_12_3_3_and_12_5_1(extra_site, tmp_path):
    """The board's `starting_warriors`, `adjacent_warriors` (Law 12.3.3) and `assembly_actions` (12.5.1) may be left
    out of a modder's board: the Law's numbers then hold, two warriors in the corner and beside it, two actions."""
    moles = install_variant_faction(extra_site, tmp_path, "duchy", "moles", *(
        (line, "") for line in ("starting_warriors = 2", "adjacent_warriors = 2", "assembly_actions = 2")))
    game = rootcore.new_game({"factions": ["marquise", moles], "seed": 3, "seating": ["marquise", moles]})
    play_choices(game, "clearing:1")  # the Keep in corner 1
    while game.state.turn == 0:
        game.choose(game.pending.option_ids[0])
    placed = [(e["clearing"], e["piece"], e["count"]) for e in events(game, "placed") if e["faction"] == moles]
    assert placed == [(3, "warrior", 2), (3, "tunnel", 1), (6, "warrior", 2), (7, "warrior", 2), (11, "warrior", 2)]
    game = rootcore.scenario({"factions": ["marquise", moles], "current": moles, "phase": "daylight",
                              "clearings": {12: {"marquise": {"warrior": 1}}}})
    play_choices(game, "recruit", "recruit")
    assert game.state.clearings[BURROW].warriors == {moles: 2} and game.pending.player == "marquise"


@pytest.mark.parametrize("swayed, lost, message", [
    (["foremole", "foremole"], None, "'foremole' is not a minister to sway"),
    (["nobody"], None, "'nobody' is not a minister to sway"),
    (["foremole"], {"squire": 3}, "more squire crowns swayed and lost than the board holds"),
])
def test_a_scenario_swaying_an_unknown_or_twice_swayed_minister_or_too_many_crowns_is_refused_law_12_2_3(
        swayed, lost, message):
    """Law 12.2.3: each minister is swayed once, each by one crown of its rank, and the board has so many crowns."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=f"^duchy: {message}"):
        duchy_game(swayed=swayed, crowns_lost=lost)


@pytest.mark.parametrize("pieces, named", [
    ({"marquise": {"warrior": 1}}, "marquise warrior"),
    ({"duchy": {"tunnel": 1}}, "duchy tunnel"),
])
def test_a_scenario_putting_anything_but_duchy_warriors_in_the_burrow_is_refused_law_12_2_2(pieces, named):
    # Found by a fuzz of scenario descriptions: a Bone Patrol warrior placed in the Burrow reached battle code that
    # knows no Burrow, and a tunnel there broke the invariants at the first decision.
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=rf"^duchy: the position is impossible: duchy: the Burrow holds only Duchy "
                                            rf"warriors, not {named} \(Law 12\.2\.2\)"):
        duchy_game({BURROW: pieces})
    assert burrow(duchy_game({BURROW: {"duchy": {"warrior": 2}}})) == 2


# -- found by mutation testing ------------------------------------------------------------------------------------

def test_the_assembly_offers_battle_with_no_card_in_hand_law_12_5_1_iv():
    """Law 12.5.1.IV: Battle needs an enemy piece beside a Duchy warrior, not a card (with none, there is no Dig)."""
    game = duchy_game({5: {"duchy": {"warrior": 2}, "marquise": {"warrior": 1}}}, hands={"duchy": []})
    assert "battle" in expect(game, "duchy.assembly") and "dig" not in game.pending.option_ids


def test_build_needs_a_card_of_the_clearings_suit_so_only_that_ruled_clearing_is_offered_law_12_5_1_i():
    """Law 12.5.1.I: with one fox card, Build goes in fox clearing 1, not in mouse clearing 2 the Duchy also rules."""
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 2: {"duchy": {"warrior": 1}}}, hands={"duchy": ["anvil"]})
    play_choices(game, "build")  # clearing 1, the one matching the anvil, is taken unasked
    play_choices(game, "piece:citadel")  # and the anvil is revealed unasked
    assert has(game, 1, "citadel") == 1 and has(game, 2, "citadel") == 0


def test_recruit_places_the_last_warrior_left_in_the_supply_law_12_5_1_ii():
    """Law 12.5.1.II: with one warrior left in the supply, Recruit is offered and places it in the Burrow."""
    game = duchy_game({BURROW: {"duchy": {"warrior": 19}}}, hands={"duchy": ["ambush_bird"]})
    assert "recruit" in expect(game, "duchy.assembly")
    play_choices(game, "recruit")
    assert burrow(game) == 20 and duchy(game).supply["warrior"] == 0


def test_build_places_the_one_kind_of_building_left_on_its_track_law_12_5_1_i_and_1_5_1():
    """Law 12.5.1.I, 1.5.1: with the three citadels on the map, Build places a market, unasked."""
    game = duchy_game({3: {"duchy": {"citadel": 1}}, 4: {"duchy": {"citadel": 1}}, 8: {"duchy": {"citadel": 1}},
                       2: {"duchy": {"warrior": 1}}}, hands={"duchy": ["sword"]})
    play_choices(game, "build")  # in mouse clearing 2, the one ruled with a mouse card; the sword, unasked
    assert has(game, 2, "market") == 1 and has(game, 2, "citadel") == 0


def test_the_lost_city_lets_one_card_be_revealed_to_sway_law_12_5_3_ii():
    """Law 12.5.3.II: each clearing with a Duchy piece lets one matching card be revealed; the Lost City (clearing 5)
    matches every suit but takes one card. Swaying a lord with fox clearing 1, rabbit clearings 3 and 4 and the city:
    once a second fox card has gone to the city, the third fox card has no clearing left."""
    game = duchy_game({c: {"duchy": {"warrior": 1}} for c in (1, 3, 4, 5)}, landmarks={"lost_city": 5},
                      hands={"duchy": ["anvil", "root_tea_fox", "foxfolk_steel", "bake_sale", "a_visit_to_friends"]})
    play_choices(game, "end", "minister:earl_of_stone")  # no Assembly action
    hand = duchy(game).hand
    play_choices(game, f"reveal:{held(game, 'bake_sale', hand)}", f"reveal:{held(game, 'anvil', hand)}")
    # rabbit clearing 3 and fox clearing 1 are taken: a fox card may go to the city, the rabbit card to 4
    assert sorted(expect(game, "duchy.sway.card")) == sorted(
        f"reveal:{held(game, name, hand)}" for name in ("root_tea_fox", "foxfolk_steel", "a_visit_to_friends"))
    play_choices(game, f"reveal:{held(game, 'root_tea_fox', hand)}")
    # rabbit clearing 4 is left, for the other rabbit card alone: revealed unasked, and the lord is swayed
    assert duchy(game).data["swayed"] == ["earl_of_stone"] and duchy(game).score == 3
    assert ids(game, events(game, "swayed")[0]["cards"]) == ["a_visit_to_friends", "anvil", "bake_sale", "root_tea_fox"]


def test_the_view_shows_an_empty_burrow_as_holding_no_warrior_law_12_2_2():
    """Law 12.2.2: the Burrow is a clearing off the map; empty, the Duchy's panel shows no warrior there."""
    game = duchy_game({1: {"duchy": {"tunnel": 1, "warrior": 1}}})
    assert game.view("marquise")["factions"]["duchy"]["burrow"] == 0


def test_the_duchy_builds_where_guard_dogs_share_rule_not_where_the_patrol_rules_alone_bp_2_3_law_12_5_1_i():
    """Fan rule BP.2.3: having paid the Bone Patrol's Guard Dogs for clearing 5, the Duchy rules it with them this turn
    and may build there (Law 12.5.1.I); not in rabbit clearing 10, which the Patrol rules alone."""
    game = duchy_game({5: {"bone_patrol": {"warrior": 2}, "duchy": {"warrior": 1}},
                       10: {"bone_patrol": {"warrior": 3}, "duchy": {"warrior": 1}}}, factions=("bone_patrol", "duchy"),
                      hands={"duchy": ["bake_sale"]}, data={"bone_patrol": {"alpha": 5, "guard_dogs": {"duchy": [5]}}})
    play_choices(game, "build")  # clearing 5, the one build spot, is taken unasked
    play_choices(game, "piece:citadel")  # the bake sale, the one card, is revealed unasked
    assert has(game, 5, "citadel") == 1 and has(game, 10, "citadel") == 0


# -- from an audit against the Law (November 25, 2026) -----------------------------------------------------

TC = "twelve_colonies"

PATROL = "forest_patrol"

BIRDS = ["ambush_bird", "birdy_bindle", "woodland_runners", "arms_trader"]  # four bird cards


def test_while_birds_are_not_wild_a_bird_card_is_revealed_for_no_clearing_to_sway_law_12_5_3_ii_tc_2_3_xiv():
    """Law 12.5.3.II: each card revealed to sway needs its own clearing with a Duchy piece matching the card's suit;
    a bird matches a fox clearing only because birds are wild (2.1.1). The Twelve Colonies' Non Variablis
    (TC.2.3.XIV, in force here) makes birds not wild for cards matched from a hand. With a fox card and a bird card
    and two fox clearings holding Duchy warriors, only the fox card can be revealed: no squire (two cards) can be
    swayed. (An audit of November 25, 2026 found the squires offered: the bird filled a fox
    clearing.)"""
    game = duchy_game({1: {"duchy": {"warrior": 1}}, 8: {"duchy": {"warrior": 1}},
                       12: {TC: {"warrior": 2, "capitol": 1}}},
                      factions=(TC, "duchy"), hands={"duchy": ["anvil", "ambush_bird"]},
                      data={TC: {"law": "non_variablis"}})
    assert not game.state.birds_wild
    component = game.factions["duchy"]

    def swayable(game):
        return sorted(o.data["minister"] for o in component.sway_options(game))
    assert swayable(game) == []  # one fox card alone sways no one: the cheapest ministers take two cards
    play_choices(game, "end")  # no Assembly action; the Sway step offers no minister
    assert game.pending.kind != "duchy.sway" and not events(game, "swayed")
    cards.set_birds_wild(game, True)  # with birds wild the bird fills the other fox clearing: the squires may be swayed
    assert swayable(game) and all(component.sway_cards(m) == 2 for m in swayable(game))


@pytest.mark.usefixtures("stand_ins")
def test_a_controlled_hirelings_warriors_rule_for_build_but_count_for_no_sway_nor_enter_the_burrow_law_e_3():
    """Law E.3.1: the Duchy rules clearing 8 through the Forest Patrol it controls, so it may build there (12.5.1.I).
    E.3.3: the Patrol's warriors are no Duchy pieces, so clearing 8 lets no card be revealed to sway (12.5.3.II):
    with two fox cards and one fox clearing of its own (1, a tunnel), no squire can be swayed. E.3.4 and 12.2.2: the
    Patrol's own move from the tunnel clearing never reaches the Burrow."""
    game = hireling_scenario(PATROL, ["alliance", "duchy"], "duchy", "daylight",
                             {1: {"duchy": {"tunnel": 1}, PATROL: {"warrior": 2}}, 8: {PATROL: {"warrior": 1}},
                              12: {"alliance": {"warrior": 1}}},
                             {"controller": "duchy", "control": 2}, hands={"duchy": ["anvil", "sword"]},
                             data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    play_choices(game, "build")
    assert expect(game, "duchy.build") == ["clearing:1", "clearing:8"]
    assert game.factions["duchy"].sway_options(game) == []  # one fox clearing with a Duchy piece, two fox cards
    game2 = hireling_scenario(PATROL, ["alliance", "duchy"], "duchy", "daylight",
                              {1: {"duchy": {"tunnel": 1}, PATROL: {"warrior": 2}}, 12: {"alliance": {"warrior": 1}}},
                              {"controller": "duchy", "control": 2}, hands={"duchy": ["anvil"]},
                              data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    play_choices(game2, f"extra:hireling:{PATROL}", "clearing:1")
    assert f"clearing:{BURROW}" not in expect(game2, "forest_patrol.move.destination")


def test_birdsong_places_the_warriors_left_when_the_supply_runs_short_law_12_4_and_1_5_4():
    """Law 12.4 with two citadels asks for four warriors in the Burrow; with two left in the supply, the most
    possible (1.5.4) are placed: two."""
    game = duchy_game({2: {"duchy": {"citadel": 1, "warrior": 9}}, 7: {"duchy": {"citadel": 1, "warrior": 9}}},
                      phase="birdsong", hands={"duchy": ["ambush_bird"]})
    assert game.state.clearings[BURROW].warriors == {"duchy": 2} and duchy(game).supply["warrior"] == 0
    no_problems(game)


def test_a_minister_lost_mid_parliament_acts_no_more_and_may_be_swayed_again_that_turn_law_12_2_3_12_5_3():
    """Law 12.2.3 within 12.5.2: the Captain's battle costs the Duchy its citadel (the defender's two hits), so the
    Brigadier, its one noble, returns unswayed before acting and its crown leaves the game. The Parliament no
    longer offers it. In the Sway step (12.5.3.I) a noble crown is still on the board, so the Brigadier may be
    swayed again at once, with three birds for three clearings holding Duchy pieces, scoring a noble's 2 VP."""
    game = duchy_game({5: {"duchy": {"warrior": 1, "citadel": 1}, "marquise": {"warrior": 2}},
                       1: {"duchy": {"warrior": 1}}, 2: {"duchy": {"warrior": 1}}, 3: {"duchy": {"warrior": 1}}},
                      swayed=["captain", "brigadier"], crowns_lost={"noble": 1}, hands={"duchy": BIRDS})
    fix_dice(game, 2, 2)
    play_choices(game, "end", "minister:captain")  # clearing 5 and the Marquise are the only choices
    data = duchy(game).data
    assert data["swayed"] == ["captain"] and data["crowns_lost"]["noble"] == 2 and len(duchy(game).hand) == 3
    assert game.pending.kind == "duchy.sway"  # the Parliament had nothing left to offer
    assert "minister:brigadier" in game.pending.option_ids
    score = duchy(game).score
    play_choices(game, "minister:brigadier", *(f"reveal:{c}" for c in sorted(duchy(game).hand)[:2]))
    assert data["swayed"] == ["captain", "brigadier"] and data["crowns"]["noble"] == 0
    assert duchy(game).score == score + 2
    no_problems(game)


def test_the_price_of_failure_with_an_empty_hand_still_costs_the_minister_law_12_2_3():
    """Law 12.2.3: with no card in hand nothing is discarded, but the highest minister (the lord) still leaves and
    its crown is out of the game; a tunnel removed in the same battle adds no second price."""
    game = duchy_game({5: {"duchy": {"market": 1, "tunnel": 1}, "marquise": {"warrior": 2}}},
                      swayed=["marshal", "earl_of_stone"], current="marquise")
    fix_dice(game, 2, 0)
    play_choices(game, "battle", "piece:market")  # in 5, the only battle; both pieces go, the market first
    data = duchy(game).data
    assert data["swayed"] == ["marshal"] and data["crowns_lost"] == {"squire": 0, "noble": 0, "lord": 1}
    assert duchy(game).hand == [] and game.state.discard == []
    no_problems(game)
