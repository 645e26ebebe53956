"""Rules tests of the Eyrie Dynasties plugin (Law 7). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`; Autumn clearings used below: 1 fox corner (1 slot), 2 mouse corner,
3 rabbit corner (1 slot), 4 rabbit corner (1 slot), 5 rabbit, 8 fox, 9 mouse, 11 mouse (3 slots, 1 ruin),
12 fox (2 slots, 1 ruin).
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.content import ContentError
from rootcore.rules import cards, setup, battle as battle_rules
from rootcore.rules.rule import rules
from rootcore.scenario import ScenarioError
from rootcore.testing import InvariantChecker

from conftest import REPO, build_faction, install_variant_faction, variant_board
from helpers import events, expect, faction_scenario, fix_dice, held, play_choices, run, scenario

NO_VIZIERS: dict = {}
COLUMNS = ("recruit", "move", "battle", "build")


# -- helpers ------------------------------------------------------------------------------------------

def eyrie_game(clearings=None, *, leader="commander", viziers=NO_VIZIERS, decree=None, hand=(),
               phase="daylight", scores=None, deposed=(), deck_top=(), ruins=None, marquise_hand=None):
    """The Eyrie taking their turn from `phase`. Viziers are left out unless asked for, so that only the
    cards a test puts on the Decree are resolved."""
    data = {"leader": leader, "decree": decree or {}, "deposed": list(deposed)}
    if viziers is not None:
        data["viziers"] = viziers
    hands = {"eyrie": list(hand)}
    if marquise_hand is not None:
        hands["marquise"] = list(marquise_hand)
    return scenario(["marquise", "eyrie"], "eyrie", phase, clearings, hands=hands, data={"eyrie": data},
                    deck_top=list(deck_top), scores=scores, ruins=ruins or {})


def eyrie(game):
    return game.state.factions["eyrie"]


def warriors(game, clearing, faction="eyrie"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def roosts(game, clearing):
    return game.state.clearings[clearing].count("eyrie", "roost")


def bare_map_game(clearings, ruins=None):
    """A position before the Eyrie's setup: only what the test places is on the map."""
    spec = {"factions": ["marquise", "eyrie"], "current": "marquise", "clearings": clearings,
            "data": {"eyrie": {"leader": None}}}
    if ruins:
        spec["ruins"] = ruins
    return rootcore.scenario(spec)


# -- setup (7.3) --------------------------------------------------------------------------------------

def play_marquise_setup(seed, keep):
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": seed})
    game.choose(f"clearing:{keep}")
    while game.pending.kind.startswith("marquise.setup"):
        game.choose(game.pending.option_ids[0])
    return game


@pytest.mark.parametrize("keep, far", [(1, 3), (2, 4), (3, 1), (4, 2)])
def test_setup_roost_diagonally_opposite_the_keep_law_7_3_2(keep, far):
    game = play_marquise_setup(3, keep)
    assert game.pending.kind == "eyrie.setup.leader"  # the corner was forced: no decision asked
    assert roosts(game, far) == 1 and warriors(game, far) == 6
    fs = eyrie(game)
    assert fs.supply["warrior"] == 14  # 7.3.1: 20 warriors, 6 placed
    assert fs.tracks["roost"] == 6     # 7.3.5: the other six roosts fill the track
    assert sum(roosts(game, c) for c in game.board.clearing_ids) == 1


@pytest.mark.parametrize("leader, columns", [("builder", ("recruit", "move")),
                                             ("charismatic", ("recruit", "battle")),
                                             ("commander", ("move", "battle")),
                                             ("despot", ("move", "build"))])
def test_setup_choose_leader_and_tuck_viziers_law_7_3_3_and_7_3_4(leader, columns):
    """Law 7.3.3: any of the four leaders is chosen, the other three stay face up; 7.3.4: its viziers' columns."""
    game = play_marquise_setup(5, 1)
    assert sorted(game.pending.option_ids) == ["leader:builder", "leader:charismatic", "leader:commander",
                                               "leader:despot"]
    game.choose(f"leader:{leader}")
    fs = eyrie(game)
    assert fs.data["leader"] == leader and fs.data["deposed"] == []
    assert {c: n for c, n in fs.data["viziers"].items() if n} == {c: 1 for c in columns}
    assert all(cards == [] for cards in fs.zones.values())  # viziers are not deck cards
    face_up = game.view("marquise")["factions"]["eyrie"]["face_up_leaders"]
    assert sorted(face_up) == sorted({"builder", "charismatic", "commander", "despot"} - {leader})


def test_setup_corner_choice_when_several_corners_qualify_law_7_3_2():
    # Starting corners at 1 (the keep) and 2 (a third faction's): 3 and 4 are each opposite one.
    game = bare_map_game({1: {"marquise": {"keep": 1}}})
    setup.record_starting_corner(game, "marquise", 1)
    setup.record_starting_corner(game, "a_third_faction", 2)
    asked, _ = run(game.factions["eyrie"].setup(game), ["clearing:4", "leader:despot"])
    assert asked[0].kind == "eyrie.setup.corner"
    assert asked[0].option_ids == ["clearing:3", "clearing:4"]
    assert roosts(game, 4) == 1 and warriors(game, 4) == 6
    assert eyrie(game).data["leader"] == "despot"


def test_setup_corner_any_free_corner_when_the_opposite_one_is_impossible_law_7_3_2():
    # The keep is at 1; its opposite corner 3 has its only slot filled by a ruin, so no roost fits there.
    game = bare_map_game({1: {"marquise": {"keep": 1, "warrior": 1}}}, ruins={3: 1})
    asked, _ = run(game.factions["eyrie"].setup(game), ["clearing:2", "leader:builder"])
    assert asked[0].option_ids == ["clearing:2", "clearing:4"]  # never the keep's own corner
    assert roosts(game, 2) == 1 and warriors(game, 2) == 6


def test_setup_places_what_it_can_in_a_free_corner_when_no_roost_fits_law_7_3_2_and_1_5_4():
    # The keep is at 1; ruins fill every slot of the other corners, so no roost fits in any of them.
    game = bare_map_game({1: {"marquise": {"keep": 1}}}, ruins={2: 2, 3: 1, 4: 1})
    setup.record_starting_corner(game, "marquise", 1)
    asked, _ = run(game.factions["eyrie"].setup(game), ["leader:builder"])
    assert asked[0].kind == "eyrie.setup.corner"
    assert asked[0].option_ids == ["clearing:3"]  # still opposite the keep's corner (7.3.2)
    assert roosts(game, 3) == 0 and warriors(game, 3) == 6  # Law 1.5.4: the warriors, without the roost
    assert setup.starting_corners(game)["eyrie"] == 3


def test_setup_garrison_warriors_do_not_make_a_starting_corner_law_7_3_2():
    game = bare_map_game({1: {"marquise": {"keep": 1}}, 2: {"marquise": {"warrior": 1}},
                          4: {"marquise": {"warrior": 1}}})
    setup.record_starting_corner(game, "marquise", 1)  # as Marquise setup does (Law 6.3.2)
    assert setup.starting_corners(game) == {"marquise": 1}
    assert game.factions["eyrie"].setup_corners(game) == [3]


def test_a_variant_board_s_leaders_tuck_viziers_only_in_its_decree_columns_law_7_3_4(extra_site, tmp_path):
    """Law 7.3.4, 7.8: a leader's Loyal Viziers go to the Decree columns printed on it. A variant board whose
    `decree_columns` leave out a column a leader names (the Despot's Build) is refused by file and field when the
    game is made, naming its plugin, instead of a KeyError when that leader is chosen in play."""
    hawks = install_variant_faction(extra_site, tmp_path, "eyrie", "hawks", (
        'decree_columns = ["recruit", "move", "battle", "build"]', 'decree_columns = ["recruit", "move", "battle"]'))
    with pytest.raises(ContentError) as error:
        rootcore.new_game({"factions": ["marquise", hawks]})
    [issue] = error.value.issues
    assert issue.file.endswith("hawks.toml of plugin 'hawks' (distribution 'hawks')")
    assert (issue.path, issue.message) == ("$.data.leaders.despot.viziers[1]", "column 'build' is not a Decree column "
                                           "of this board (decree_columns: recruit, move, battle)")


def test_a_faction_board_read_by_the_eyrie_s_rules_must_declare_its_data_schema_and_roost(tmp_path):
    """The Eyrie's rules read the board's data (leaders, Law 7.8) and name the roost, kept on its track (7.3.5):
    a variant board without `data_schema`, or with the roost misspelt, is refused by file and field when the
    faction is built. The shipped board passes."""
    text = (REPO / "content/factions/eyrie.toml").read_text(encoding="utf-8")
    schema = text[text.index("[data_schema]"):text.index("[pieces]")]
    path = variant_board(tmp_path, "eyrie", (schema, ""))
    with pytest.raises(ContentError) as error:
        build_faction("eyrie", path)
    assert [(i.path, i.message) for i in error.value.issues] == [("$.data_schema", (
        "the 'eyrie' faction rules read this file's data table, so the file must declare its shape in data_schema "
        "(as the faction files shipped with the plugin do)"))]
    path = variant_board(tmp_path, "eyrie", ("roost = {", "roosts = {"), ('piece = "roost"', 'piece = "roosts"'))
    with pytest.raises(ContentError) as error:
        build_faction("eyrie", path)
    assert [(i.path, i.message) for i in error.value.issues] == [("$.pieces.roost", (
        "the rules need a building piece 'roost', which the board's pieces lack (did you mean 'roosts'?)"))]
    assert build_faction("eyrie").columns == COLUMNS


def test_a_variant_board_whose_schema_is_looser_than_the_rules_is_refused_by_file(tmp_path):
    """A variant board may declare a data_schema that lets through data the Eyrie's rules cannot read (leaders
    without their viziers): the faction is refused by file at $.data when it is built, not by a KeyError in play."""
    text = (REPO / "content/factions/eyrie.toml").read_text(encoding="utf-8")
    schema = text[text.index("[data_schema]"):text.index("[pieces]")]
    path = variant_board(tmp_path, "eyrie", (schema, '[data_schema]\ntype = "object"\n\n'),
                         ('viziers = ["move", "build"]', 'vizier = ["move", "build"]'))
    with pytest.raises(ContentError) as error:
        build_faction("eyrie", path)
    [issue] = error.value.issues
    assert issue.path == "$.data" and "KeyError" in issue.message and "data_schema must require" in issue.message


# -- faction abilities (7.2) ----------------------------------------------------------------------------

def test_lords_of_the_forest_rules_ties_law_7_2_2():
    """Law 7.2.2 where the general rule (2.5) leaves a tie unruled: the faction's rule wins (Law 1.1.1)."""
    game = eyrie_game({5: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1, "roost": 1}},
                       9: {"marquise": {"warrior": 1, "sawmill": 1}, "eyrie": {"warrior": 2}},
                       12: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 2}}})
    assert rules(game, 5) == "eyrie"      # 2 warriors vs 1 warrior + 1 roost
    assert rules(game, 9) == "eyrie"      # warrior + building vs 2 warriors
    assert rules(game, 12) == "marquise"  # no tie: the most rules


def test_clearings_ruled_by_lords_of_the_forest_count_for_dominance_both_ways_law_7_2_2_and_3_3_1_I():
    """A faction's rule beats the general one (1.1.1) for a dominance win too: fox clearings 1 (a tie of warriors)
    and 6 (a roost against a warrior) are the Eyrie's, with 8 that makes three; and the same tie in 1 keeps the
    Marquise, with her fox dominance, from winning with 6 and 8."""
    eyrie = {"leader": "commander", "viziers": {}, "decree": {}, "deposed": []}
    game = scenario(["marquise", "eyrie"], "eyrie", "birdsong",
                    {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}},
                     6: {"marquise": {"warrior": 1}, "eyrie": {"roost": 1}}, 8: {"eyrie": {"warrior": 1}}},
                    data={"eyrie": eyrie}, dominance={"eyrie": "dominance_fox"}, dominance_in_deck=True)
    assert game.is_over and game.winners == ["eyrie"] and game.state.end_reason == "dominance"
    game = scenario(["marquise", "eyrie"], "marquise", "birdsong",
                    {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}, 6: {"marquise": {"warrior": 2}},
                     8: {"marquise": {"warrior": 1}}},
                    data={"eyrie": dict(eyrie)}, dominance={"marquise": "dominance_fox"}, dominance_in_deck=True)
    assert not game.is_over


def test_lords_of_the_forest_needs_an_eyrie_piece_law_7_2_2():
    game = eyrie_game({7: {"marquise": {"wood": 1}}})
    assert rules(game, 7) is None  # only a Marquise token: a tie at zero the Eyrie are not part of
    assert rules(game, 8) is None  # nobody there
    hook = game.factions["eyrie"].rootcore_rule_tie
    assert hook(game=game, clearing=8, tied=["eyrie", "marquise"]) is None  # no Eyrie piece in 8
    assert hook(game=game, clearing=7, tied=["marquise"]) is None


def craft_anvil(leader):
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, leader=leader, hand=["anvil"])
    assert game.pending.kind == "eyrie.craft"  # Law 7.2.1, 7.5.1: the roost crafts, before the Decree
    game.choose(f"craft:{held(game, 'anvil', eyrie(game).hand)}")
    return game


def test_disdain_for_trade_items_score_one_vp_law_7_2_3():
    """Law 7.2.3: an item crafted (with the roost, 7.2.1) scores one VP, not the card's."""
    game = craft_anvil("commander")
    assert eyrie(game).crafted_items == ["hammer"]
    assert [e["vp"] for e in events(game, "scored") if e["faction"] == "eyrie"] == [1]  # the anvil prints 2


def test_builder_ignores_disdain_for_trade_law_7_8_1():
    """Law 7.8.1: the Builder scores the card's VP."""
    game = craft_anvil("builder")
    assert [e["vp"] for e in events(game, "scored") if e["faction"] == "eyrie"] == [2]


# -- Birdsong (7.4) -----------------------------------------------------------------------------------------

def test_emergency_orders_draw_with_an_empty_hand_law_7_4_1():
    """Law 7.4.1: an empty hand draws one card before the Decree."""
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong", deck_top=["anvil"])
    assert len(events(game, "emergency_orders")) == 1
    assert len(events(game, "turn")) == 1  # this very Birdsong, not the next turn's
    assert game.pending.kind == "eyrie.decree.column"  # the drawn card was the only one to add
    assert [game.cards[c].id for c in eyrie(game).hand] == ["anvil"]
    game.choose("column:build")
    added = events(game, "decree_added")[0]
    assert added["column"] == "build" and game.cards[added["card"]].id == "anvil"


def test_emergency_orders_not_with_cards_in_hand_law_7_4_1():
    """Law 7.4.1: no draw while a card is held."""
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong", hand=["sword"], deck_top=["anvil"])
    assert events(game, "emergency_orders") == []
    assert [game.cards[c].id for c in eyrie(game).hand] == ["sword"]


def test_add_to_the_decree_two_cards_only_one_bird_law_7_4_2():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong",
                      hand=["ambush_bird", "armorers", "anvil", "sword"])
    hand = eyrie(game).hand
    bird, other_bird = held(game, "ambush_bird", hand), held(game, "armorers", hand)
    anvil, sword = held(game, "anvil", hand), held(game, "sword", hand)
    assert game.pending.kind == "eyrie.decree.card"
    assert sorted(game.pending.option_ids) == sorted(f"card:{c}" for c in hand)
    game.choose(f"card:{bird}")
    assert game.pending.option_ids == [f"column:{c}" for c in COLUMNS]
    game.choose("column:battle")
    assert game.pending.kind == "eyrie.decree.more"
    game.choose("yes")
    assert sorted(game.pending.option_ids) == sorted([f"card:{anvil}", f"card:{sword}"])  # no second bird
    assert f"card:{other_bird}" not in game.pending.option_ids
    game.choose(f"card:{sword}")
    game.choose("column:battle")  # any column, including the same one
    added = [(e["card"], e["column"]) for e in events(game, "decree_added")]
    assert added == [(bird, "battle"), (sword, "battle")]
    assert sorted(game.cards[c].id for c in eyrie(game).hand) == ["anvil", "armorers"]


def test_add_to_the_decree_bird_second_and_one_card_is_enough_law_7_4_2():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong", hand=["anvil", "armorers", "sword"])
    hand = eyrie(game).hand
    game.choose(f"card:{held(game, 'anvil', hand)}")
    game.choose("column:recruit")
    game.choose("yes")
    assert f"card:{held(game, 'armorers', hand)}" in game.pending.option_ids  # a bird after a non-bird
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong", hand=["anvil", "sword"])
    game.choose(f"card:{held(game, 'anvil', eyrie(game).hand)}")
    game.choose("column:recruit")
    game.choose("no")
    assert len(events(game, "decree_added")) == 1


def test_add_to_the_decree_never_two_birds_law_7_4_2():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong", hand=["ambush_bird", "armorers"])
    game.choose(f"card:{held(game, 'ambush_bird', eyrie(game).hand)}")
    game.choose("column:move")
    # Only a bird is left: no second card is offered and Birdsong goes on.
    assert len(events(game, "decree_added")) == 1
    assert game.pending is None or game.pending.kind != "eyrie.decree.more"


def test_a_new_roost_fewest_warriors_and_the_keep_forbids_law_7_4_3():
    """Law 7.4.3: a roost and three warriors in a clearing with the fewest warriors where they may be placed."""
    # The keep's clearing 1 has no warriors but the Eyrie may not place there (6.2.2); 8 and 11 are empty.
    garrison = {c: {"marquise": {"warrior": 1}} for c in (2, 3, 4, 5, 6, 7, 9, 10, 12)}
    garrison[1] = {"marquise": {"keep": 1}}
    game = eyrie_game(garrison, phase="birdsong", hand=["anvil"], leader="commander")
    game.choose("column:build")  # the only card goes to the Decree; then A New Roost
    assert game.pending.kind == "eyrie.new_roost"
    assert game.pending.option_ids == ["clearing:8", "clearing:11"]
    game.choose("clearing:11")
    assert roosts(game, 11) == 1 and warriors(game, 11) == 3
    assert eyrie(game).tracks["roost"] == 6


def test_a_new_roost_needs_an_open_slot_law_7_4_3():
    garrison = {c: {"marquise": {"warrior": 1}} for c in (1, 2, 3, 4, 5, 6, 7, 9, 10, 12)}
    garrison[8] = {"marquise": {"sawmill": 1, "workshop": 1}}  # 8 has no warrior but no slot either
    game = eyrie_game(garrison, phase="birdsong", hand=["anvil"])
    game.choose("column:build")
    assert roosts(game, 11) == 1 and warriors(game, 11) == 3  # the only clearing left was chosen for them
    assert roosts(game, 8) == 0


def test_a_new_roost_not_while_a_roost_is_on_the_map_law_7_4_3():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, phase="birdsong", hand=["anvil"])
    game.choose("column:move")
    assert game.pending.kind != "eyrie.new_roost" and events(game, "new_roost") == []  # Law 7.4.3


def test_a_new_roost_places_nothing_when_no_clearing_can_take_it_law_7_4_3():
    """Law 7.4.3: the roost and its warriors go to a clearing where they can all be placed. With every slot of the
    map filled (by ruins here), no clearing qualifies: Birdsong goes on without a roost and without a question."""
    full = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 3, 12: 2}
    game = eyrie_game({}, phase="birdsong", hand=["anvil"], ruins=full)
    game.choose("column:build")  # the only card goes to the Decree; then A New Roost finds no clearing
    assert game.pending is None or game.pending.kind != "eyrie.new_roost"
    assert events(game, "new_roost") == [] and eyrie(game).tracks["roost"] == 7
    assert sum(warriors(game, c) for c in game.board.clearing_ids) == 0


def test_a_new_roost_places_the_warriors_left_in_the_supply_law_7_4_3_and_1_5_4():
    game = eyrie_game({2: {"eyrie": {"warrior": 19}}, 1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                      hand=["anvil"])
    game.choose("column:build")
    assert expect(game, "eyrie.new_roost")[0] == "clearing:3"  # every clearing without warriors, 1 and 2 not
    game.choose("clearing:3")
    assert roosts(game, 3) == 1 and warriors(game, 3) == 1  # one warrior left of the three asked for
    assert eyrie(game).supply["warrior"] == 0


# -- Daylight: the Decree (7.5) ---------------------------------------------------------------------------

def test_recruit_at_a_roost_in_a_matching_clearing_law_7_5_2_i():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}, 8: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"roost": 1}}},
                      decree={"recruit": ["anvil"]})
    assert game.pending.kind == "eyrie.recruit"
    assert game.pending.option_ids == ["clearing:1", "clearing:8"]  # fox roosts only, not mouse 2
    game.choose("clearing:8")
    assert warriors(game, 8) == 1 and warriors(game, 1) == 0 and warriors(game, 2) == 0
    assert events(game, "turmoil") == []


def test_charismatic_recruits_two_warriors_law_7_8_2():
    """Law 7.8.2: each Recruit places two warriors."""
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, leader="charismatic", decree={"recruit": ["sword"]})
    assert warriors(game, 2) == 2  # one roost: placed without a question
    assert events(game, "turmoil") == []


def test_charismatic_short_of_warriors_falls_into_turmoil_law_7_8_2():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}, 8: {"eyrie": {"warrior": 19}}}, leader="charismatic",
                      decree={"recruit": ["sword"]})
    assert warriors(game, 2) == 1  # the most possible (1.5.4), but the action was not fully taken
    assert len(events(game, "turmoil")) == 1


def test_recruit_with_no_warrior_in_supply_falls_into_turmoil_at_once_law_7_5_2_i():
    """Law 7.5.2: an action that cannot be fully taken sends the Eyrie into turmoil at once. With all twenty
    warriors on the map, a Recruit (7.5.2.I) cannot place one: no roost is asked for, though two fox roosts
    match the card."""
    game = eyrie_game({1: {"eyrie": {"roost": 1}}, 8: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"warrior": 20}}},
                      decree={"recruit": ["anvil"]})
    assert game.pending.kind == "eyrie.turmoil.leader"
    assert len(events(game, "turmoil")) == 1 and events(game, "placed") == []


def test_bird_cards_match_any_clearing_law_7_5_2():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, decree={"recruit": ["armorers"]})
    assert warriors(game, 2) == 1 and events(game, "turmoil") == []


def test_viziers_are_bird_cards_on_the_decree_law_7_3_4():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, leader="builder", viziers=None)  # recruit + move
    assert warriors(game, 2) == 1  # the Recruit vizier matched the mouse roost
    assert game.pending.kind == "eyrie.move.destination"  # the Move vizier moves it on
    assert game.pending.option_ids == ["clearing:5", "clearing:6", "clearing:10"]


def test_move_from_a_matching_clearing_law_7_5_2_ii():
    game = eyrie_game({1: {"eyrie": {"warrior": 3, "roost": 1}}, 2: {"eyrie": {"warrior": 2}}},
                      decree={"move": ["anvil"]})
    assert game.pending.kind == "eyrie.move.destination"  # only fox clearing 1 may be the origin
    assert game.pending.option_ids == ["clearing:5", "clearing:9", "clearing:10"]
    game.choose("clearing:9")
    assert game.pending.option_ids == ["count:1", "count:2", "count:3"]  # at least one warrior
    game.choose("count:2")
    assert warriors(game, 1) == 1 and warriors(game, 9) == 2 and events(game, "turmoil") == []


def test_move_with_a_vizier_from_any_clearing_law_7_5_2_ii():
    game = eyrie_game({1: {"eyrie": {"warrior": 1, "roost": 1}}, 2: {"eyrie": {"warrior": 2}}},
                      viziers={"move": 1})
    assert game.pending.kind == "eyrie.move.origin"
    assert game.pending.option_ids == ["clearing:1", "clearing:2"]


def test_battle_in_a_matching_clearing_law_7_5_2_iii():
    game = eyrie_game({12: {"eyrie": {"warrior": 3, "roost": 1}, "marquise": {"warrior": 2}},
                       9: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 2}}},
                      decree={"battle": ["anvil"]})
    fights = events(game, "battle")
    assert [(f["attacker"], f["defender"], f["clearing"]) for f in fights] == [("eyrie", "marquise", 12)]
    assert events(game, "turmoil") == []


def test_build_a_roost_in_a_ruled_matching_clearing_law_7_5_2_iv():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}, 5: {"eyrie": {"warrior": 2}, "marquise": {"warrior": 2}},
                       10: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 2}}},
                      decree={"build": ["a_visit_to_friends"]})
    assert roosts(game, 5) == 1  # ruled through Lords of the Forest; 10 is Marquise-ruled
    assert roosts(game, 10) == 0
    assert eyrie(game).tracks["roost"] == 5
    assert events(game, "turmoil") == []


def test_decree_resolves_left_to_right_each_column_in_chosen_order_law_7_5_2():
    game = eyrie_game({1: {"eyrie": {"roost": 1}}, 5: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"warrior": 1}}},
                      decree={"recruit": ["anvil", "a_visit_to_friends"], "move": ["sword"]})
    fs = eyrie(game)
    anvil, rabbit = fs.zones["decree_recruit"]
    assert game.pending.kind == "eyrie.decree.resolve"
    assert game.pending.option_ids == [f"card:{anvil}", f"card:{rabbit}"]
    game.choose(f"card:{rabbit}")
    assert warriors(game, 5) == 1 and warriors(game, 1) == 1  # rabbit first, then fox (no more choice)
    assert game.pending.kind == "eyrie.move.destination"  # then Move, from mouse clearing 2
    assert events(game, "turmoil") == []


def test_the_card_chosen_first_in_a_column_is_resolved_first_law_7_5_2_and_7_7():
    """Law 7.5.2: the Eyrie choose the rabbit card first; with no rabbit roost it fails at once (Turmoil, 7.7), before
    the fox card could recruit at the roost in fox clearing 1."""
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, decree={"recruit": ["anvil", "a_visit_to_friends"]})
    rabbit = held(game, "a_visit_to_friends", eyrie(game).zones["decree_recruit"])
    play_choices(game, f"card:{rabbit}")
    assert [e["suit"] for e in events(game, "decree_failed")] == ["rabbit"] and len(events(game, "turmoil")) == 1
    assert warriors(game, 1) == 0


def test_two_viziers_in_a_column_are_one_choice_of_what_to_resolve_law_7_5_2():
    """Law 7.5.2: a column's cards are resolved in the order the Eyrie choose. Two Loyal Viziers in one column (a
    variant board's leader, or a scenario's) are alike: the menu offers the fox card and one Loyal Vizier."""
    game = eyrie_game({1: {"eyrie": {"roost": 1}}}, viziers={"recruit": 2}, decree={"recruit": ["anvil"]})
    anvil = held(game, "anvil", eyrie(game).zones["decree_recruit"])
    assert game.pending.kind == "eyrie.decree.resolve"
    assert game.pending.option_ids == [f"card:{anvil}", "vizier"]


# -- Turmoil (7.7) ------------------------------------------------------------------------------------------

BIRDY_DECREE = {"recruit": ["anvil"], "move": ["armorers"], "build": ["ambush_bird"]}


def assert_turmoil(game, before, birds, old_leader="commander"):
    fs = eyrie(game)
    assert len(events(game, "turmoil")) == 1
    assert fs.score == max(0, before - birds)                               # 7.7.1 Humiliate
    assert all(fs.zones[f"decree_{c}"] == [] for c in COLUMNS)              # 7.7.2 Purge
    assert fs.data["deposed"] == [old_leader] and fs.data["leader"] is None  # 7.7.3 Depose
    assert game.pending.kind == "eyrie.turmoil.leader"
    assert old_leader not in [o.split(":")[1] for o in game.pending.option_ids]


def test_turmoil_when_unable_to_recruit_law_7_7():
    game = eyrie_game({2: {"eyrie": {"roost": 1, "warrior": 1}}}, decree=BIRDY_DECREE, viziers=None,
                      scores={"eyrie": 10})  # commander viziers: move, battle -> 2 + 2 birds
    assert_turmoil(game, 10, 4)
    discarded = {game.cards[c].id for c in game.state.discard}
    assert {"anvil", "armorers", "ambush_bird"} <= discarded
    game.choose("leader:despot")
    fs = eyrie(game)
    assert fs.data["leader"] == "despot"
    assert {c: n for c, n in fs.data["viziers"].items() if n} == {"move": 1, "build": 1}  # re-tucked
    assert events(game, "moved") == []  # 7.7.4 Rest: the rest of the Decree is not resolved
    phases = [e["phase"] for e in events(game, "phase") if e["faction"] == "eyrie"]
    assert phases[:2] == ["daylight", "evening"]  # Evening follows at once


def test_turmoil_when_unable_to_move_law_7_7():
    game = eyrie_game({2: {"eyrie": {"roost": 1, "warrior": 2}}}, decree={"move": ["anvil", "armorers"]},
                      scores={"eyrie": 5})
    # The bird (armorers) may go first and move out of 2; the fox card then cannot move from a fox clearing.
    while game.pending.kind != "eyrie.turmoil.leader":
        game.choose(game.pending.option_ids[0])
    assert_turmoil(game, 5, 1)


def test_turmoil_when_unable_to_battle_law_7_7():
    game = eyrie_game({1: {"eyrie": {"roost": 1, "warrior": 2}}, 9: {"eyrie": {"warrior": 2},
                       "marquise": {"warrior": 1}}}, decree={"battle": ["anvil"], "build": ["armorers"]},
                      scores={"eyrie": 5})
    assert events(game, "battle") == []
    assert_turmoil(game, 5, 1)


def test_turmoil_when_unable_to_build_law_7_7():
    game = eyrie_game({1: {"eyrie": {"roost": 1, "warrior": 2}},
                       8: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 2}},
                       12: {"eyrie": {"warrior": 3}, "marquise": {"sawmill": 1}}},
                      decree={"recruit": ["armorers"], "build": ["anvil"]}, scores={"eyrie": 5},
                      ruins={12: 1})  # 12: ruled, but its two slots hold a ruin and a sawmill
    assert warriors(game, 1) == 3  # the bird Recruit was taken
    assert roosts(game, 8) == 0 and roosts(game, 12) == 0
    assert_turmoil(game, 5, 1)


def test_turmoil_when_every_roost_is_on_the_map_law_7_5_2_iv_and_7_7():
    """Law 7.5.2.IV: all seven roosts are on the map, so the fox Build cannot place one in ruled fox clearing 8,
    and the Eyrie fall into turmoil (7.7)."""
    roosted = {c: {"eyrie": {"roost": 1}} for c in (2, 3, 4, 5, 9, 10, 11)}
    game = eyrie_game({**roosted, 8: {"eyrie": {"warrior": 2}}}, decree={"build": ["anvil"]})
    assert rules(game, 8) == "eyrie" and roosts(game, 8) == 0
    assert [e["column"] for e in events(game, "decree_failed")] == ["build"] and len(events(game, "turmoil")) == 1


def test_build_in_a_clearing_whose_rule_the_eyrie_share_bp_2_3_and_law_7_5_2_iv():
    """Law 7.5.2.IV asks for a ruled clearing: after Guard Dogs (BP.2.3) the Eyrie rule rabbit clearing 5 with the
    Bone Patrol, and a rabbit Build may place a roost there."""
    game = faction_scenario(["marquise", "eyrie", "bone_patrol"], "eyrie", "daylight",
                            {5: {"bone_patrol": {"warrior": 2}, "eyrie": {"warrior": 1}},
                             1: {"bone_patrol": {"warrior": 1}}, 3: {"eyrie": {"roost": 1}}},
                            {"bone_patrol": {"alpha": 5}}, hands={"eyrie": ["ambush_rabbit"]})
    eyrie_faction = game.factions["eyrie"]
    assert eyrie_faction.build_clearings(game, "rabbit") == []
    guard_dogs = next(o for o in cards.daylight_extras(game, "eyrie") if o.id == "extra:bone_patrol.guard_dogs")
    run(cards.resolve_daylight_card_option(game, "eyrie", guard_dogs), ["clearing:5"])
    assert rules(game, 5) == "bone_patrol" and eyrie_faction.build_clearings(game, "rabbit") == [5]


def test_turmoil_build_needs_a_clearing_without_a_roost_law_7_5_2_iv():
    game = eyrie_game({1: {"eyrie": {"roost": 1, "warrior": 5}}}, decree={"build": ["anvil"]})
    assert len(events(game, "turmoil")) == 1


def test_turmoil_when_the_only_ruled_clearing_holds_the_keep_law_7_5_2_iv_and_6_2_2():
    """The Eyrie rule fox clearing 1, but the keep is there: they cannot place a roost (6.2.2), so the fox Build
    cannot be taken and they fall into turmoil (7.7)."""
    game = eyrie_game({1: {"marquise": {"keep": 1}, "eyrie": {"warrior": 2}}, 3: {"eyrie": {"roost": 1}}},
                      leader="despot", decree={"build": ["anvil"]}, hand=["ambush_bird"])
    assert rules(game, 1) == "eyrie" and roosts(game, 1) == 0
    assert [e["column"] for e in events(game, "decree_failed")] == ["build"] and len(events(game, "turmoil")) == 1


def test_humiliate_cannot_go_below_zero_law_7_7_1():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, decree=BIRDY_DECREE, viziers=None, scores={"eyrie": 1})
    assert eyrie(game).score == 0


def test_bird_dominance_on_the_decree_humiliates_and_is_purged_to_the_available_cards_law_7_7_and_3_3_3():
    game = eyrie_game({2: {"eyrie": {"warrior": 1}}}, decree={"recruit": ["dominance_bird"], "move": ["anvil"]},
                      scores={"eyrie": 5})  # no roost: the bird Recruit fails at once
    assert expect(game, "eyrie.turmoil.leader")
    assert eyrie(game).score == 4  # 7.7.1: the dominance card is a bird card; the fox card is not
    assert [game.cards[c].id for c in game.state.available_dominance] == ["dominance_bird"]  # 7.7.2, 3.3.3
    assert [game.cards[c].id for c in game.state.discard] == ["anvil"]


def test_purge_onto_an_empty_deck_forms_it_from_every_purged_card_law_7_7_2_and_2_1():
    game = eyrie_game({1: {"eyrie": {"warrior": 1, "roost": 1}}}, phase="birdsong", hand=["anvil"],
                      decree={"battle": ["sappers", "foxfolk_steel"]})
    st = game.state
    st.factions["marquise"].hand.extend(st.deck)  # every other card held: deck and discard pile empty
    st.deck.clear()
    game.choose("column:battle")  # no enemy to battle: turmoil purges the three Decree cards
    while game.pending.kind == "eyrie.decree.resolve":
        game.choose(game.pending.option_ids[0])
    assert sorted(game.cards[c].id for c in st.deck) == ["anvil", "foxfolk_steel", "sappers"]
    assert st.discard == [] and [e["cards"] for e in events(game, "reshuffled")] == [3]


def test_depose_chooses_among_face_up_leaders_law_7_7_3():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, leader="despot", deposed=["builder"],
                      decree={"recruit": ["anvil"]})
    assert sorted(game.pending.option_ids) == ["leader:charismatic", "leader:commander"]
    game.choose("leader:commander")
    assert eyrie(game).data["deposed"] == ["builder", "despot"]


def test_a_new_clutch_when_no_leader_is_face_up_law_7_7_3_i():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, leader="commander",
                      deposed=["builder", "charismatic", "despot"], decree={"recruit": ["anvil"]})
    assert len(events(game, "new_clutch")) == 1
    assert sorted(game.pending.option_ids) == ["leader:builder", "leader:charismatic", "leader:commander",
                                               "leader:despot"]
    game.choose("leader:charismatic")
    fs = eyrie(game)
    assert fs.data["leader"] == "charismatic" and fs.data["deposed"] == []
    assert {c: n for c, n in fs.data["viziers"].items() if n} == {"recruit": 1, "battle": 1}


# -- leaders (7.8) ----------------------------------------------------------------------------------------

def battle_in_12(leader, marquise, dice):
    """The Eyrie (4 warriors after recruiting) battle the Marquise in fox clearing 12 with fixed dice."""
    game = eyrie_game({12: {"eyrie": {"warrior": 3, "roost": 1}, "marquise": marquise}}, leader=leader,
                      phase="birdsong", hand=["anvil"], decree={"battle": ["foxfolk_steel"]})
    assert game.pending.kind == "eyrie.decree.column"
    fix_dice(game, *dice)
    game.choose("column:recruit")
    while game.pending is not None and game.pending.kind == "take_hit":
        game.choose(game.pending.option_ids[0])
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("eyrie", 12)]
    return game


def lost(game, piece="warrior", faction="marquise"):
    return sum(e["count"] for e in events(game, "removed") if e["faction"] == faction and e["piece"] == piece)


def test_commander_deals_an_extra_hit_as_attacker_law_7_8_3():
    game = battle_in_12("commander", {"warrior": 6}, (2, 0))
    assert lost(game) == 3  # two rolled hits plus one
    game = battle_in_12("despot", {"warrior": 6}, (2, 0))
    assert lost(game) == 2


def test_commander_extra_hit_only_when_attacking_law_7_8_3():
    game = eyrie_game({12: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 3}}}, phase="birdsong",
                      hand=["anvil"])
    for attacker, defender, extra in (("eyrie", "marquise", 1), ("marquise", "eyrie", 0)):
        fight = battle_rules.Battle(attacker, defender, 12)
        for side in ("attacker", "defender"):
            for gen in game.hooks.rootcore_battle_effects(game=game, battle=fight, side=side):
                assert gen is None
        assert fight.extra_hits == {"attacker": extra, "defender": 0}


def eyrie_gains(game):
    return [(e["vp"], e["reason"]) for e in events(game, "scored") if e["faction"] == "eyrie"]


def test_dominance_can_be_activated_after_the_decree_law_3_3_1_and_7_5():
    game = eyrie_game({12: {"eyrie": {"warrior": 3, "roost": 1}, "marquise": {"sawmill": 1}}}, leader="despot",
                      hand=["dominance_fox"], scores={"eyrie": 9}, decree={"battle": ["anvil"]})
    fix_dice(game, 2, 0)  # the only battle possible is fought at once: 9 + 1 (sawmill) + 1 (Despot) = 11 VP
    assert eyrie(game).score == 11
    options = expect(game, "eyrie.daylight_cards")
    assert options[-1] == "end" and options[0].startswith("activate_dominance")
    play_choices(game, options[0])
    assert eyrie(game).dominance is not None
    assert [(e["faction"], e["phase"]) for e in events(game, "phase")][:2] == [("eyrie", "daylight"),
                                                                                ("eyrie", "evening")]


def test_card_effects_are_offered_between_decree_cards_not_before_the_first_law_1_4_1():
    game = eyrie_game({12: {"eyrie": {"warrior": 3, "roost": 1}}}, hand=["dominance_fox"], scores={"eyrie": 10},
                      decree={"recruit": ["anvil", "tax_collector"]})
    dominance = "activate_dominance:" + str(game.cards.index(next(c for c in game.cards if c.id == "dominance_fox")))
    assert expect(game, "eyrie.craft") == [dominance, "done"]  # offered with crafting first (7.5.1)
    play_choices(game, "done")  # the first recruit follows at once: no window before it
    assert game.state.clearings[12].warriors["eyrie"] == 4
    assert expect(game, "eyrie.daylight_cards") == [dominance, "go_on"]
    play_choices(game, "go_on")
    assert game.state.clearings[12].warriors["eyrie"] == 5
    assert expect(game, "eyrie.daylight_cards") == [dominance, "end"]
    play_choices(game, "end")
    assert game.state.phase != "daylight" and eyrie(game).dominance is None


def test_no_card_window_when_there_is_no_card_to_use_law_7_5():
    game = eyrie_game({12: {"eyrie": {"warrior": 3, "roost": 1}}}, decree={"recruit": ["anvil", "tax_collector"]})
    assert game.state.clearings[12].warriors["eyrie"] == 5 and game.state.phase != "daylight"
    # The window itself asks nothing (a menu of its "go on" alone would be answered unseen by the engine).
    from rootcore.rules import cards
    from rootcore_plugins.eyrie import GO_ON
    asked, _ = run(cards.daylight_card_window(game, "eyrie", "eyrie.daylight_cards", GO_ON))
    assert asked == []


@pytest.mark.parametrize("cards_held, score", [(0, 10), (1, 10), (1, 9)])
def test_with_hands_concealed_the_card_window_at_ten_points_asks_whoever_holds_a_card_law_1_2_1_and_3_3_1(
        cards_held, score):
    # At 10 points with no dominance card anyone can see, only a held card could be a dominance card to activate:
    # with hands concealed an Eyrie holding one is asked (being asked tells nothing), one holding none is not. Below
    # 10 points no held card could be used there, so nobody is asked.
    from rootcore.rules import cards
    from rootcore_plugins.eyrie import GO_ON
    game = scenario(["marquise", "eyrie"], "eyrie", "birdsong", {12: {"eyrie": {"warrior": 1, "roost": 1}}},
                    hands={"eyrie": ["anvil"]}, scores={"eyrie": score}, options={"conceal_hands": True},
                    data={"eyrie": {"leader": "commander", "decree": {}, "deposed": []}})
    hand = game.state.factions["eyrie"].hand
    game.state.deck += hand[cards_held:]
    del hand[cards_held:]
    questions, _ = run(cards.daylight_card_window(game, "eyrie", "eyrie.daylight_cards", GO_ON), ["go_on"])
    assert [q.option_ids for q in questions] == [["go_on"]] * (cards_held if score >= 10 else 0)


def test_despot_scores_an_extra_vp_for_removing_a_building_law_7_8_4():
    game = battle_in_12("despot", {"sawmill": 1}, (1, 0))  # 1 rolled + 1 defenseless hit
    assert lost(game, "sawmill") == 1
    assert eyrie_gains(game)[:2] == [(1, "removed sawmill"), (1, "despot")]


def test_despot_extra_vp_once_per_battle_law_7_8_4():
    game = battle_in_12("despot", {"sawmill": 1, "wood": 2}, (3, 0))  # 4 hits remove all three pieces
    assert lost(game, "sawmill") + lost(game, "wood") == 3
    gains = [g for g in eyrie_gains(game) if g[1] != "roosts"]
    assert sorted(gains) == sorted([(1, "removed sawmill"), (1, "removed wood"), (1, "removed wood"),
                                    (1, "despot")])


def test_despot_point_comes_with_the_hits_so_a_tie_at_30_goes_to_the_eyrie_law_7_8_4_and_3_1():
    """Both reach 30 by the same hits: the Eyrie, taking the turn, wins (with the point at the end of the
    battle, the Marquise would have won alone at 30 against 29)."""
    game = scenario(["marquise", "eyrie"], "eyrie", "birdsong",
                    {12: {"eyrie": {"warrior": 1, "roost": 1}, "marquise": {"warrior": 1, "sawmill": 1}},
                     2: {"eyrie": {"roost": 1}}},
                    play_areas={"eyrie": ["brutal_tactics"], "marquise": ["sappers"]}, hands={"eyrie": ["anvil"]},
                    scores={"eyrie": 28, "marquise": 28},
                    data={"eyrie": {"leader": "despot", "viziers": {}, "decree": {}, "deposed": []}})
    fix_dice(game, 3, 3)
    game.choose("column:battle")  # the Decree: battle in fox clearing 12
    while game.pending is not None:  # Brutal Tactics (Marquise 29) and Sappers: two hits each way
        wanted = [o for o in ("brutal_tactics", "sappers", "attacker") if o in game.pending.option_ids]
        game.choose(wanted[0] if wanted else game.pending.option_ids[0])
    assert {f: fs.score for f, fs in game.state.factions.items()} == {"marquise": 30, "eyrie": 30}
    assert game.state.winners == ["eyrie"]


def test_despot_no_extra_vp_for_warriors_or_other_leaders_law_7_8_4():
    game = battle_in_12("despot", {"warrior": 6}, (3, 0))
    assert lost(game) == 3 and eyrie_gains(game) == []
    game = battle_in_12("commander", {"sawmill": 1}, (1, 0))
    assert eyrie_gains(game) == [(1, "removed sawmill")]


# -- Evening (7.6) ------------------------------------------------------------------------------------------

def evening_with_roosts(n, hand=()):
    places = [1, 2, 3, 4, 5, 6, 7, 8][:n]
    return eyrie_game({c: {"eyrie": {"roost": 1}} for c in places}, phase="evening", hand=hand)


@pytest.mark.parametrize("n, vp, drawn", [(1, 0, 1), (2, 1, 1), (3, 2, 2), (5, 4, 2), (6, 4, 3), (7, 5, 3)])
def test_evening_scores_roost_track_and_draws_bonuses_law_7_6(n, vp, drawn):
    game = evening_with_roosts(n)
    assert eyrie(game).score == vp  # 7.6.1
    drew = [e["count"] for e in events(game, "drew") if e["faction"] == "eyrie"]
    assert drew[0] == drawn  # 7.6.2: one plus the bonuses of the 3rd and 6th roosts


def test_evening_hand_limit_five_law_7_6_2():
    game = evening_with_roosts(1, hand=["anvil", "sword", "bake_sale", "investments", "armorers"])
    assert game.pending.kind == "discard.hand_limit" and game.pending.player == "eyrie"
    game.choose(game.pending.option_ids[0])
    assert len(eyrie(game).hand) == 5


# -- the Eyrie and the standard deck's persistent cards (Law 4.1.3) ------------------------------------------------

def test_a_command_warren_battle_does_not_resolve_a_decree_battle_law_7_5_2_and_4_1_3():
    """Command Warren's battle at the start of Daylight (1.4.1) is the card's, not the Decree's: the fox battle card
    still has to be resolved, and with the only enemy gone the Eyrie fall into turmoil (7.7)."""
    game = scenario(["marquise", "eyrie"], "eyrie", "daylight",
                    {8: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 3, "roost": 1}}},
                    hands={"eyrie": []}, play_areas={"eyrie": ["command_warren"]},
                    data={"eyrie": {"leader": "builder", "viziers": {}, "decree": {"battle": ["anvil"]}}})
    assert expect(game, "standard.command_warren.clearing", "eyrie") == ["clearing:8", "pass"]
    fix_dice(game, 2, 0)
    play_choices(game, "clearing:8")
    assert game.state.clearings[8].warriors.get("marquise", 0) == 0
    assert len(events(game, "turmoil")) == 1 and game.pending.kind == "eyrie.turmoil.leader"


def test_royal_claim_counts_lords_of_the_forest_ties_but_not_against_pilgrims_law_7_2_2_and_10_2_4():
    """Royal Claim scores each clearing the Eyrie rule: a tie they win by Lords of the Forest (5) counts, a tie
    with the Cult where it has a garden (8) does not, as Pilgrims overrides Lords of the Forest."""
    game = faction_scenario(("eyrie", "lizard"), "eyrie", "birdsong",
                            {8: {"lizard": {"warrior": 1, "garden_fox": 1}, "eyrie": {"warrior": 2}},
                             5: {"lizard": {"warrior": 1}, "eyrie": {"warrior": 1}}, 1: {"eyrie": {"roost": 1}}},
                            {"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [],
                                        "revealed": []}},
                            hands={"eyrie": ["sword"]}, play_areas={"eyrie": ["royal_claim"]},
                            data={"eyrie": {"leader": "builder", "viziers": {}, "decree": {"battle": ["anvil"]}}})
    assert expect(game, "standard.birdsong", "eyrie") == ["royal_claim", "done"]
    assert game.pending.options[0].data["vp"] == 2  # clearings 1 and 5
    play_choices(game, "royal_claim")
    assert eyrie(game).score == 2 and eyrie(game).play_area == []


# -- scenario, view, and random games --------------------------------------------------------------------------

def test_view_shows_leader_deposed_and_decree_publicly_law_7_4_2():
    game = eyrie_game({2: {"eyrie": {"roost": 1}}}, leader="despot", viziers=None, deposed=["builder"],
                      phase="birdsong", hand=["anvil"], decree={"battle": ["sword"]})
    seen = game.view("marquise")["factions"]["eyrie"]
    assert seen["leader"] == "despot" and seen["deposed"] == ["builder"]
    assert sorted(seen["face_up_leaders"]) == ["charismatic", "commander"]
    assert seen["decree"]["move"] == {"cards": [], "viziers": 1}
    assert seen["decree"]["battle"]["viziers"] == 0
    assert [game.cards[c].id for c in seen["decree"]["battle"]["cards"]] == ["sword"]
    assert [game.cards[c].id for c in seen["zones"]["decree_battle"]] == ["sword"]  # public zone


def test_scenario_rejects_unknown_leader_and_column():
    with pytest.raises(ScenarioError):
        eyrie_game(leader="tyrant")
    with pytest.raises(ScenarioError):
        eyrie_game(decree={"craft": ["anvil"]})


def check_eyrie(game):
    """Eyrie invariants on top of the core's (pieces, cards, scores): viziers never become deck cards."""
    st = game.state
    fs = st.factions["eyrie"]
    if st.phase != "setup":  # the two viziers stay on the Decree, even through Turmoil
        assert sum(fs.data["viziers"].values()) == 2
        assert fs.data["leader"] is not None or game.pending.kind == "eyrie.turmoil.leader"
    assert set(fs.data["deposed"]) <= {"builder", "charismatic", "commander", "despot"}
    assert len(fs.data["deposed"]) <= 3 and fs.data["leader"] not in fs.data["deposed"]
    assert all(game.cards[c].kind != "vizier" for z in fs.zones.values() for c in z)


@pytest.mark.parametrize("seed", range(50))
def test_random_games_marquise_vs_eyrie_finish(seed):
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": seed})
    checker = InvariantChecker(game)

    def after_each(game):
        checker(game)
        check_eyrie(game)
    result = rootcore.play(game, rootcore.RandomAgent(seed), after_each=after_each)
    assert result["over"] and result["reason"] == "score"
    assert max(result["scores"].values()) >= 30


def test_a_scenario_leader_who_is_also_deposed_is_refused_law_7_7_3():
    """Law 7.7.3: a deposed leader is set aside face down; the leader in play cannot be one of them."""
    with pytest.raises(ScenarioError, match="^eyrie: leader 'despot' cannot also be deposed$"):
        eyrie_game(leader="despot", deposed=["despot"])


# -- Audited against Law 7, rule by rule ----------------------------------------------------------------------------

def eyrie_position(clearings=None, *, leader="commander", viziers=None, decree=None, hand=(), phase="daylight",
                   scores=None, deposed=(), deck_top=(), others=("marquise",), more_data=None, **spec):
    """The Eyrie taking their turn from `phase`; no Loyal Viziers unless `viziers` says where (a dict), so that
    only the Decree cards a test puts there are resolved."""
    data = {"leader": leader, "decree": decree or {}, "deposed": list(deposed), "viziers": viziers or {}}
    all_data = {"eyrie": data, **(more_data or {})}
    hands = {"eyrie": list(hand), **spec.pop("hands", {})}
    return scenario([*others, "eyrie"], "eyrie", phase, clearings, hands=hands, data=all_data,
                    deck_top=list(deck_top), scores=scores, **spec)


def gains(game, faction="eyrie"):
    """The (VP, reason) of each `scored` event of `faction`."""
    return [(e["vp"], e["reason"]) for e in events(game, "scored") if e["faction"] == faction]


# -- setup (7.3) ----------------------------------------------------------------------------------------------

def test_setup_with_no_starting_corner_yet_any_corner_may_be_chosen_law_7_3_2():
    """Law 7.3.2: with no other starting corner on the map yet (no Marquise), the Eyrie may start in any corner."""
    game = rootcore.new_game({"factions": ["eyrie", "alliance"], "seed": 1})
    assert expect(game, "eyrie.setup.corner", "eyrie") == ["clearing:1", "clearing:2", "clearing:3", "clearing:4"]
    play_choices(game, "clearing:2")
    assert roosts(game, 2) == 1 and warriors(game, 2) == 6
    assert eyrie(game).supply["warrior"] == 14 and eyrie(game).tracks["roost"] == 6


# -- Lords of the Forest (7.2.2) ---------------------------------------------------------------------------------

def test_lords_of_the_forest_three_way_tie_goes_to_the_eyrie_law_7_2_2():
    game = eyrie_position({5: {"marquise": {"warrior": 2}, "alliance": {"warrior": 1, "base_rabbit": 1},
                           "eyrie": {"warrior": 1, "roost": 1}}}, others=("marquise", "alliance"))
    assert rules(game, 5) == "eyrie"


def test_lords_of_the_forest_only_for_a_tie_for_the_most_law_7_2_2():
    """The Eyrie (1) are behind a tie of the Marquise and the Alliance (2 each): nobody rules (2.5)."""
    game = eyrie_position({5: {"marquise": {"warrior": 2}, "alliance": {"warrior": 2}, "eyrie": {"warrior": 1}}},
                      others=("marquise", "alliance"))
    assert rules(game, 5) is None


def test_a_decree_move_out_of_a_clearing_ruled_by_a_tie_law_7_2_2_and_7_5_2_ii():
    """The Eyrie rule fox clearing 12 by a tie (7.2.2), so a fox Move may leave it for Marquise-ruled 9 (4.2.1)."""
    game = eyrie_position({12: {"eyrie": {"warrior": 2, "roost": 1}, "marquise": {"warrior": 3}},
                       9: {"marquise": {"warrior": 4}}}, decree={"move": ["anvil"]})
    assert rules(game, 12) == "eyrie" and rules(game, 9) == "marquise"
    assert "clearing:9" in expect(game, "eyrie.move.destination", "eyrie")
    play_choices(game, "clearing:9", "count:2")
    assert warriors(game, 9) == 2 and events(game, "turmoil") == []


# -- crafting (7.2.1) ------------------------------------------------------------------------------------------

def test_the_eyrie_craft_only_with_roosts_law_7_2_1():
    """Law 7.2.1: roosts are the crafting pieces; warriors in a fox clearing do not pay for the fox Anvil."""
    game = eyrie_position({1: {"eyrie": {"warrior": 5}}, 2: {"eyrie": {"roost": 1}}}, hand=["anvil", "sword"],
                      decree={"recruit": ["investments"]})
    assert game.pending is None or game.pending.kind != "eyrie.craft"
    assert events(game, "crafted") == [] and warriors(game, 2) == 1  # straight on to the mouse Recruit


# -- Birdsong (7.4) --------------------------------------------------------------------------------------------

def test_a_start_of_birdsong_draw_comes_before_emergency_orders_law_1_4_1_and_7_4_1():
    """Better Burrow Bank (at start of Birdsong) gives the empty-handed Eyrie a card first: Emergency Orders then
    finds a card in hand and draws nothing."""
    game = eyrie_position({1: {"eyrie": {"roost": 1}}}, phase="birdsong", play_areas={"eyrie": ["better_burrow_bank"]},
                      hands={"marquise": ["sword"]}, deck_top=["anvil", "crossbow_bird", "bake_sale"])
    play_choices(game, "better_burrow_bank:marquise")
    assert events(game, "emergency_orders") == []
    assert [game.cards[c].id for c in eyrie(game).hand] == ["anvil"]
    assert expect(game, "eyrie.decree.column", "eyrie")


def test_emergency_orders_draws_from_the_reshuffled_discard_law_7_4_1_and_2_1():
    """Law 7.4.1 with an empty deck: the discard pile forms the new deck (2.1) and the Eyrie draw from it."""
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {1: {"eyrie": {"roost": 1}}, 12: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}},
                    data={"eyrie": {"leader": "commander", "viziers": {}}})
    assert expect(game, "marquise.action", "marquise")  # the Eyrie's Birdsong is driven by hand below
    st = game.state
    st.factions["eyrie"].hand = []
    anvil = next(c for c in st.deck if game.cards[c].id == "anvil")
    st.deck.remove(anvil)
    st.factions["marquise"].hand += st.deck
    st.deck, st.discard = [], [anvil]
    asked, _ = run(game.factions["eyrie"].birdsong(game), ["column:build"])
    assert len(events(game, "emergency_orders")) == 1
    assert eyrie(game).zones["decree_build"] == [anvil] and st.discard == []


def test_a_new_roost_counts_warriors_not_the_vagabond_pawn_law_7_4_3():
    """Law 7.4.3 counts warriors: a clearing holding only the Vagabond's pawn has none, and is among the fewest."""
    garrison = {c: {"marquise": {"warrior": 1}} for c in (1, 2, 3, 4, 5, 6, 7, 9, 10, 12)}
    game = eyrie_position(garrison, phase="birdsong", hand=["anvil"], others=("marquise", "vagabond"),
                      more_data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 8,
                                              "items": ["boot"]}})
    play_choices(game, "column:build")
    assert expect(game, "eyrie.new_roost", "eyrie") == ["clearing:8", "clearing:11"]


def test_with_hands_concealed_a_second_bird_is_still_refused_law_7_4_2():
    """Law 7.4.2 under concealed hands: after a bird, the second card may be any non-bird, never another bird."""
    game = eyrie_position({1: {"eyrie": {"roost": 1}}}, phase="birdsong", hand=["ambush_bird", "armorers", "sword"],
                      options={"conceal_hands": True})
    hand = eyrie(game).hand
    play_choices(game, f"card:{held(game, 'ambush_bird', hand)}", "column:move", "yes")
    assert expect(game, "eyrie.decree.card", "eyrie") == [f"card:{held(game, 'sword', hand)}"]


def test_a_dominance_card_on_the_decree_orders_its_suit_law_7_4_2_and_2_1_3():
    """Any card may go to the Decree: a fox dominance card there recruits at a fox roost."""
    game = eyrie_position({1: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"roost": 1}}},
                          decree={"recruit": ["dominance_fox"]}, dominance_in_deck=True)
    assert warriors(game, 1) == 1 and warriors(game, 2) == 0 and events(game, "turmoil") == []


# -- the Decree (7.5.2) ----------------------------------------------------------------------------------------

def test_a_bird_battle_card_battles_in_any_clearing_law_7_5_2_iii_and_2_1_1():
    game = eyrie_position({9: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 1}}, 2: {"eyrie": {"roost": 1}}},
                      decree={"battle": ["armorers"]})
    fix_dice(game, 1, 0)
    while game.pending is not None and game.state.phase == "daylight" and game.pending.kind != "eyrie.turmoil.leader":
        game.choose(game.pending.option_ids[0])
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("eyrie", 9)]
    assert events(game, "turmoil") == []


def test_a_bird_build_card_builds_in_any_ruled_clearing_law_7_5_2_iv_and_2_1_1():
    game = eyrie_position({9: {"eyrie": {"warrior": 2}}, 5: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 2}},
                       2: {"eyrie": {"roost": 1}}}, decree={"build": ["armorers"]})
    assert roosts(game, 9) == 1 and roosts(game, 5) == 0  # the only ruled clearing without a roost
    assert events(game, "turmoil") == []


def test_two_cards_in_one_column_each_take_the_action_law_7_5_2():
    """Two fox Recruit cards: two Recruit actions, one warrior each (the Commander), without turmoil."""
    game = eyrie_position({1: {"eyrie": {"roost": 1}}}, decree={"recruit": ["anvil", "foxfolk_steel"]})
    assert warriors(game, 1) == 2 and events(game, "turmoil") == []


# -- Turmoil (7.7) ---------------------------------------------------------------------------------------------

def test_turmoil_with_an_activated_dominance_loses_no_points_but_purges_and_deposes_law_7_7_and_3_3_1():
    game = eyrie_position({2: {"eyrie": {"warrior": 1}}}, decree={"recruit": ["armorers"], "move": ["ambush_bird"]},
                      viziers={"move": 1, "battle": 1}, scores={"eyrie": 12}, dominance={"eyrie": "dominance_fox"},
                      dominance_in_deck=True)
    assert expect(game, "eyrie.turmoil.leader", "eyrie")
    assert [e for e in events(game, "scored") if e["faction"] == "eyrie"] == []
    assert all(eyrie(game).zones[f"decree_{c}"] == [] for c in ("recruit", "move", "battle", "build"))
    assert eyrie(game).data["deposed"] == ["commander"]



# -- leaders (7.8) ---------------------------------------------------------------------------------------------

def test_despot_scores_its_extra_point_as_defender_too_law_7_8_4():
    """Law 7.8.4 says "in battle", not "as attacker": the Eyrie, defending, remove the attacking Marquise's sawmill."""
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {12: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}}},
                    data={"eyrie": {"leader": "despot", "viziers": {}}})
    fix_dice(game, 2, 2)  # the Marquise deal 1 (one warrior), the Eyrie 2: her warrior, then the sawmill
    play_choices(game, "battle")
    while game.pending is not None and game.pending.player == "marquise" and game.pending.kind != "marquise.action":
        game.choose(game.pending.option_ids[0])
    assert gains(game) == [(1, "removed sawmill"), (1, "despot")]


def test_despot_scores_for_a_keepers_relic_beside_prized_trophies_law_7_8_4_and_15_2_5():
    game = eyrie_position({12: {"eyrie": {"warrior": 3, "roost": 1}, "keepers": {"tablet_1": 1}}}, leader="despot",
                      others=("keepers",), decree={"battle": ["anvil"]}, more_data={"keepers": {}})
    fix_dice(game, 2, 0)
    play_choices(game, "forest:f1")  # Prized Trophies: the Eyrie put the relic in a forest
    assert sorted(gains(game)) == sorted([(1, "removed tablet_1"), (1, "despot"), (1, "Prized Trophies")])


def test_despot_removing_sympathy_scores_two_and_still_faces_outrage_law_7_8_4_and_8_2_2():
    game = eyrie_position({12: {"eyrie": {"warrior": 3, "roost": 1}, "alliance": {"sympathy": 1}}}, leader="despot",
                      others=("alliance",), decree={"battle": ["anvil"]}, hand=["sword"])
    fix_dice(game, 1, 0)
    while game.pending is not None and game.state.phase == "daylight":
        game.choose(game.pending.option_ids[0])
    assert gains(game)[:2] == [(1, "removed sympathy"), (1, "despot")]
    # Outrage (8.2.2): no fox card in the Eyrie's hand, so their hand is shown and the Alliance draws a supporter.
    assert [(e["faction"], e["clearing"]) for e in events(game, "outrage")] == [("eyrie", 12)]
    assert len(game.state.factions["alliance"].zones["supporters"]) == 1


# -- Evening (7.6) ---------------------------------------------------------------------------------------------

def test_evening_with_no_roost_scores_nothing_and_draws_one_law_7_6():
    game = eyrie_position({2: {"eyrie": {"warrior": 2}}}, phase="evening")
    assert eyrie(game).score == 0 and gains(game) == []
    assert [e["count"] for e in events(game, "drew") if e["faction"] == "eyrie"][0] == 1


def test_evening_with_four_roosts_scores_three_and_draws_two_law_7_6():
    game = eyrie_position({c: {"eyrie": {"roost": 1}} for c in (1, 2, 3, 4)}, phase="evening")
    assert gains(game) == [(3, "roosts")]
    assert [e["count"] for e in events(game, "drew") if e["faction"] == "eyrie"][0] == 2


def test_a_roost_lost_in_battle_lowers_the_evening_score_and_covers_the_draw_bonus_law_7_6():
    """Three roosts out, then the Marquise removes the one in 12: in the Eyrie's Evening two are on the map, so the
    rightmost empty space scores 1 VP and the third space's draw bonus is covered again (7.6.1, 7.6.2)."""
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {12: {"eyrie": {"roost": 1}, "marquise": {"warrior": 2}}, 2: {"eyrie": {"roost": 1}},
                     3: {"eyrie": {"roost": 1}}},
                    hands={"eyrie": ["sword"]}, data={"eyrie": {"leader": "commander", "viziers": {}}})
    fix_dice(game, 1, 0)  # one rolled hit and one for the defenseless Eyrie: the roost goes
    play_choices(game, "battle")
    while game.pending is not None and game.pending.player == "marquise":
        game.choose("end" if "end" in game.pending.option_ids else game.pending.option_ids[0])
    assert roosts(game, 12) == 0 and eyrie(game).tracks["roost"] == 5
    play_choices(game, "column:recruit")  # the mouse card recruits at the roost in 2
    assert gains(game) == [(1, "roosts")]
    assert [e["count"] for e in events(game, "drew") if e["faction"] == "eyrie"][-1] == 1


# -- other factions (the Corvids' snare, Law 13.7.2) ------------------------------------------------------------

CORVIDS = {"corvid": {"plots": {1: "snare"}, "face_up": [1]}}


def test_no_decree_recruit_at_a_roost_under_a_face_up_snare_law_7_5_2_i_and_13_7_2():
    game = eyrie_position({1: {"eyrie": {"roost": 1, "warrior": 1}, "corvid": {"warrior": 1}}}, others=("corvid",),
                      more_data=CORVIDS, decree={"recruit": ["anvil"]})
    assert warriors(game, 1) == 1 and len(events(game, "turmoil")) == 1


def test_no_decree_move_out_of_a_clearing_under_a_face_up_snare_law_7_5_2_ii_and_13_7_2():
    game = eyrie_position({1: {"eyrie": {"roost": 1, "warrior": 3}, "corvid": {"warrior": 1}}}, others=("corvid",),
                      more_data=CORVIDS, decree={"move": ["anvil"]})
    assert warriors(game, 1) == 3 and len(events(game, "turmoil")) == 1


def test_a_new_roost_not_under_a_face_up_snare_law_7_4_3_and_13_7_2():
    """Every clearing but 1 (the snare's, with no warrior) holds a warrior: the new roost must go elsewhere, to one of
    the fewest warriors among the clearings that can take it."""
    garrison = {c: {"corvid": {"warrior": 1}} for c in (2, 3, 4, 5, 6, 7, 8, 9, 10, 11)}
    garrison[12] = {"corvid": {"warrior": 2}}
    game = eyrie_position(garrison, phase="birdsong", hand=["anvil"], others=("corvid",),
                      more_data={"corvid": {"plots": {1: "snare"}, "face_up": [1]}})
    play_choices(game, "column:build")
    options = expect(game, "eyrie.new_roost", "eyrie")
    assert "clearing:1" not in options and "clearing:12" not in options and len(options) == 10
