"""Rules tests of the Corvid Conspiracy plugin (Law 13). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit; paths; rivers): 1 fox (5 9 10),
2 mouse (5 6 10), 5 rabbit (1 2; river 10), 6 fox (2 3 11), 8 fox (4 7), 10 rabbit (1 2 12; rivers 5 11),
11 mouse (3 6 12; rivers 7 10), 12 fox (4 7 9 10 11). Rabbit clearings: 3 4 5 10.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.bots import determinize
from rootcore.content import ContentError
from rootcore.rules import battle, move
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import placement_allowed
from rootcore.scenario import ScenarioError
from rootcore.testing import check_plugin_conformance
from rootcore.views import events_for

from conftest import build_faction, variant_board
from helpers import (discarded, events, expect, faction_scenario, fix_dice, held, no_problems, play_choices,
                     play_until, played_from_the_command_line, run, saved_loaded_and_rendered, thief, warriors)

BASE = ("marquise", "eyrie", "alliance", "vagabond")
HUNDREDS = {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}}  # scenario data
DUCHY = {"swayed": [], "revealed": [], "crowns_lost": {}}


def corvid_game(clearings=None, *, plots=None, face_up=(), current="corvid", phase="daylight",
                factions=("marquise", "corvid"), hands=None, data=None, corvid=None, **extra):
    """A position with the Corvids' plots (`{clearing: type}`, face down unless in `face_up`) put on the map."""
    mine = {"corvid": {"plots": dict(plots or {}), "face_up": list(face_up), **(corvid or {})}}
    return faction_scenario(factions, current, phase, clearings, mine, hands=hands, data=data, **extra)


def cv(game):
    return game.state.factions["corvid"]


def plots(game):
    return {int(c): (p["type"], p["up"]) for c, p in cv(game).data["plots"].items()}


def card(game, faction, name):
    return held(game, name, game.state.factions[faction].hand)


# -- the board, setup (Law 13.3) ------------------------------------------------------------------------------

def test_the_board_has_15_warriors_and_8_plots_two_of_each_type_in_the_supply_law_13_3_1():
    """Law 13.3.1: the supplies hold 15 warriors and the 8 plots, none on the map."""
    game = rootcore.new_game({"factions": ["marquise", "corvid"], "seed": 1})
    assert cv(game).supply == {"warrior": 15, "plot": 8} and cv(game).data["plots"] == {}
    assert game.factions["corvid"].plot_counts == {"bomb": 2, "snare": 2, "extortion": 2, "raid": 2}


def test_plot_types_that_do_not_add_up_to_the_plot_tokens_are_refused_by_file_and_field(tmp_path):
    board = variant_board(tmp_path, "corvid", ("raid = 2", "raid = 3"))
    with pytest.raises(ContentError, match=r"\$\.data\.plots") as error:
        build_faction("corvid", board)
    assert "9 plots" in str(error.value)


@pytest.mark.parametrize("clearing, factions", [(99, ("marquise", "corvid")), (0, ("duchy", "corvid"))])
def test_a_scenario_plot_off_the_map_or_in_the_burrow_is_refused_by_field_law_13_2_2_and_12_2_2(clearing, factions):
    with pytest.raises(ScenarioError, match=f"corvid: plots names '{clearing}', not a clearing of the map"):
        corvid_game({}, plots={clearing: "bomb"}, factions=factions, data={"duchy": DUCHY} if "duchy" in factions
                    else None)


def test_a_scenario_plot_given_as_pieces_is_refused_for_its_type_is_data_law_13_2_2():
    # Found by a fuzz of scenario descriptions: three plot tokens placed through `clearings` had no type, and the
    # invariants broke at the first decision (one plot per clearing, each with its type, 13.2.2).
    with pytest.raises(ScenarioError, match=r"^corvid: the position is impossible: clearing 3: 3 plots \(13\.2\.2\.II\); "
                                            r"clearing 3: a plot token without a type in data"):
        corvid_game({3: {"corvid": {"plot": 3}}})


def test_scatter_a_warrior_in_a_clearing_of_each_suit_where_one_may_be_placed_law_13_3_2():
    """Law 13.3.2: one warrior in a clearing of each suit, three in all."""
    game = rootcore.new_game({"factions": ["marquise", "corvid"], "seed": 1})
    play_choices(game, "clearing:1")  # the Keep in fox corner 1: nobody else places there (6.2.2)
    play_until(game, "corvid", "corvid.setup")
    for suit_clearings, chosen in (({6, 8, 12}, 8), ({3, 4, 5, 10}, 10), ({2, 7, 9, 11}, 2)):
        assert set(expect(game, "corvid.setup", "corvid")) == {f"clearing:{c}" for c in suit_clearings}
        game.choose(f"clearing:{chosen}")
    assert [warriors(game, c, "corvid") for c in (8, 2, 10)] >= [1, 1, 1]
    assert cv(game).supply["warrior"] == 12


# -- Birdsong (Law 13.4) ----------------------------------------------------------------------------------------

def test_plots_face_up_or_down_are_crafting_pieces_in_birdsong_law_13_2_1_and_13_4_1():
    """Law 13.2.1, 13.4.1: a face-down and a face-up plot pay for a card crafted in Birdsong."""
    game = corvid_game({}, plots={1: "bomb", 8: "raid"}, face_up=[8], phase="birdsong",
                       hands={"corvid": ["foxfolk_steel"]})  # costs fox, fox
    steel = card(game, "corvid", "foxfolk_steel")
    assert f"craft:{steel}" in expect(game, "corvid.craft", "corvid")
    game.choose(f"craft:{steel}")
    assert "sword" in cv(game).crafted_items


def test_flip_scores_a_point_per_face_up_plot_only_where_corvid_warriors_are_law_13_4_2():
    game = corvid_game({5: {"corvid": {"warrior": 1}}, 6: {"corvid": {"warrior": 1}}},
                       plots={5: "raid", 6: "snare", 9: "extortion", 10: "raid"}, face_up=[9], phase="birdsong")
    assert set(expect(game, "corvid.flip", "corvid")) == {"clearing:5", "clearing:6", "done"}  # not 10: no warrior
    game.choose("clearing:6")
    assert cv(game).score == 2 and plots(game)[6] == ("snare", True)  # 9 and 6 face up
    game.choose("clearing:5")
    assert cv(game).score == 5  # 2 + 3
    assert [e["plot"] for e in events(game, "plot_flipped")] == ["snare", "raid"]
    no_problems(game)


def test_a_flipped_bomb_removes_every_enemy_piece_there_then_itself_law_13_7_1():
    game = corvid_game({8: {"corvid": {"warrior": 1}, "marquise": {"warrior": 2, "sawmill": 1, "wood": 1}}},
                       plots={8: "bomb"}, phase="birdsong")
    game.choose("clearing:8")
    cl = game.state.clearings[8]
    assert cl.warriors == {"corvid": 1} and cl.buildings == [] and cl.tokens == []
    assert cv(game).score == 1 + 2  # the flip, then the sawmill and the wood (3.2.1)
    assert plots(game) == {} and cv(game).supply["plot"] == 8  # back in the supply, face down
    no_problems(game)


def test_a_flipped_extortion_takes_a_random_card_from_each_enemy_there_law_13_7_3():
    game = corvid_game({8: {"corvid": {"warrior": 1}, "marquise": {"warrior": 1}}, 1: {"eyrie": {"warrior": 1}}},
                       factions=("marquise", "eyrie", "corvid"), plots={8: "extortion"}, phase="birdsong",
                       hands={"marquise": ["anvil"], "eyrie": ["sword"]})
    game.choose("clearing:8")
    assert [game.cards[c].id for c in cv(game).hand] == ["anvil"]  # the Eyrie have no piece in 8
    assert len(game.state.factions["eyrie"].hand) == 1
    taken = events(game, "card_taken")[0]
    assert events_for([taken], "eyrie")[0].get("card") is None  # private to the two of them (1.2.1)


def test_recruit_spends_a_card_for_a_warrior_in_each_clearing_of_its_suit_law_13_4_3():
    """Law 13.4.3: a card spent for a warrior in each clearing of its suit, once a turn."""
    game = corvid_game({10: {"marquise": {"keep": 1}}}, phase="birdsong", hands={"corvid": ["bake_sale", "anvil"]})
    game.choose(f"card:{card(game, 'corvid', 'bake_sale')}")
    assert [warriors(game, c, "corvid") for c in (3, 4, 5, 10)] == [1, 1, 1, 0]  # not by the Keep (6.2.2)
    assert [game.cards[c].id for c in cv(game).hand] == ["anvil"]
    expect(game, "corvid.action")  # Daylight: no second recruit with the card left


def test_recruit_with_a_bird_chooses_the_suit_and_short_of_warriors_the_clearings_law_13_4_3_and_1_5_4():
    game = corvid_game({1: {"corvid": {"warrior": 13}}}, phase="birdsong", hands={"corvid": ["ambush_bird"]})
    game.choose(f"card:{card(game, 'corvid', 'ambush_bird')}")
    assert expect(game, "corvid.recruit.suit") == ["suit:fox", "suit:rabbit", "suit:mouse"]
    game.choose("suit:mouse")  # 2, 7, 9, 11 with two warriors left
    game.choose("clearing:9")
    assert "clearing:9" not in expect(game, "corvid.recruit.clearing")
    game.choose("clearing:11")
    assert [warriors(game, c, "corvid") for c in (2, 7, 9, 11)] == [0, 0, 1, 1]


def test_royal_claim_crafted_with_plots_in_birdsong_is_offered_at_its_end_law_13_4_1_4_1_3_and_1_4_1():
    """The Corvids craft in Birdsong (13.4.1): a Royal Claim crafted there may be used in the same Birdsong, once its
    steps are done. It scores the clearings with Corvid warriors (1, 2); plots alone rule nothing (3, 4)."""
    game = corvid_game({1: {"corvid": {"warrior": 1}}, 2: {"corvid": {"warrior": 1}}},
                       plots={1: "bomb", 2: "raid", 3: "snare", 4: "extortion"}, phase="birdsong",
                       hands={"corvid": ["royal_claim", "anvil"]})
    play_choices(game, f"craft:{card(game, 'corvid', 'royal_claim')}", "suit:fox", "suit:mouse")
    assert cv(game).play_area and cv(game).crafting_used == {"fox": 1, "mouse": 1, "rabbit": 2}
    play_choices(game, "done")  # no flip
    assert expect(game, "corvid.recruit", "corvid")
    play_choices(game, "pass")
    assert expect(game, "standard.birdsong", "corvid") == ["royal_claim", "done"]
    assert game.pending.options[0].data["vp"] == 2
    play_choices(game, "royal_claim")
    assert cv(game).score == 2 and discarded(game, "royal_claim")


def test_a_favor_removing_a_face_down_raid_scores_it_and_the_raid_places_warriors_law_13_7_4_and_1_1_3():
    """Favor of the Rabbits removes the Corvid warrior and the face-down raid in rabbit clearing 5 (the crafter
    scores the token, 3.2.1); then the raid places a warrior in each clearing next to 5 (1 and 2). A bomb in a fox
    clearing stays, face down."""
    clearings = {c: {"marquise": {"workshop": 1}} for c in (3, 4, 10)}
    clearings[3]["marquise"]["warrior"] = 1
    clearings[5] = {"corvid": {"warrior": 1}}
    game = corvid_game(clearings, plots={5: "raid", 8: "bomb"}, current="marquise",
                       hands={"marquise": ["favor_of_the_rabbits"]})
    play_choices(game, f"craft:{card(game, 'marquise', 'favor_of_the_rabbits')}")
    assert plots(game) == {8: ("bomb", False)}
    assert [warriors(game, c, "corvid") for c in (1, 2, 5)] == [1, 1, 0]
    assert game.state.factions["marquise"].score == 1 and discarded(game, "favor_of_the_rabbits")
    no_problems(game)


# -- Daylight (Law 13.5) ----------------------------------------------------------------------------------------

def test_plot_removes_one_warrior_more_per_plot_placed_this_turn_and_needs_a_clearing_without_one_law_13_5_2():
    game = corvid_game({5: {"corvid": {"warrior": 3}}, 6: {"corvid": {"warrior": 2}}, 8: {"corvid": {"warrior": 1}}},
                       plots={8: "raid"})
    play_choices(game, "plot")
    assert set(expect(game, "corvid.plot")) == {"clearing:5", "clearing:6"}  # 8 holds a plot (13.2.2.II)
    play_choices(game, "clearing:5", "plot:snare")
    assert warriors(game, 5, "corvid") == 2 and plots(game)[5] == ("snare", False)
    play_choices(game, "plot")  # two warriors now: only clearing 6
    assert expect(game, "corvid.plot.type") == ["plot:bomb", "plot:snare", "plot:extortion", "plot:raid"]
    game.choose("plot:snare")  # clearing 6, the one choice, was taken unasked
    assert warriors(game, 6, "corvid") == 0 and cv(game).data["plotted"] == 2 and cv(game).supply["plot"] == 5
    assert "plot" not in expect(game, "corvid.action")  # 5 has a plot now and no clearing has three warriors
    no_problems(game)


def test_trick_swaps_two_plots_of_the_same_facing_law_13_5_4():
    """Law 13.5.4: two plots swap places, both face down or both face up."""
    game = corvid_game({1: {"corvid": {"warrior": 1}}}, plots={1: "bomb", 2: "raid", 3: "snare", 4: "extortion"},
                       face_up=[3, 4])
    play_choices(game, "trick", "clearing:1")  # face down with face down only: 2, taken unasked
    assert plots(game)[1] == ("raid", False) and plots(game)[2] == ("bomb", False)
    assert "plots" not in events(game, "trick")[0]  # face-down types are not told
    game = corvid_game({1: {"corvid": {"warrior": 1}}}, plots={1: "bomb", 3: "snare", 4: "extortion"}, face_up=[3, 4])
    play_choices(game, "trick")
    assert expect(game, "corvid.trick") == ["clearing:3", "clearing:4"]  # the lone face-down plot has no partner


def test_nimble_corvids_move_whoever_rules_either_end_law_13_2_3():
    """Law 13.2.3 in a Move action (13.5.1): from a clearing the Marquise rule to another she rules."""
    game = corvid_game({5: {"corvid": {"warrior": 1}, "marquise": {"warrior": 3}}, 1: {"marquise": {"warrior": 2}}})
    assert move.destinations(game, "corvid", 5) == [1, 2]
    play_choices(game, "move", "clearing:1")  # from 5, the one origin
    assert warriors(game, 1, "corvid") == 1
    assert move.destinations(game, "marquise", 1) == [5, 9, 10]  # the others still need rule (4.2.1)


def test_three_actions_then_evening_where_exert_takes_one_more_instead_of_drawing_law_13_5_and_13_6_1():
    """Law 13.5.1 three times, then the Evening (13.6): Exert comes first and takes the draw's place (13.6.1)."""
    game = corvid_game({5: {"corvid": {"warrior": 4}}})
    play_choices(game, "move", "clearing:1", "count:1")  # from 5, the one origin
    for _ in range(2):
        play_choices(game, "move", "clearing:5", "clearing:1", "count:1")
    expect(game, "corvid.exert")  # no action left in Daylight: it ended
    hand = len(cv(game).hand)
    play_choices(game, "move", "clearing:5", "clearing:2")  # its last warrior: no count asked
    assert len(cv(game).hand) == hand and warriors(game, 2, "corvid") == 1  # exerted: no draw


def test_evening_draws_one_plus_one_per_face_up_extortion_law_13_6_2_and_13_7_3():
    """Law 13.6.2 with 13.7.3: three cards with two face-up extortions."""
    game = corvid_game({}, plots={3: "extortion", 7: "extortion"}, face_up=[3, 7], phase="evening")
    assert expect(game, "corvid.exert") == ["trick", "draw"]  # two face-up plots may be swapped
    game.choose("draw")
    assert len(cv(game).hand) == 3
    assert game.factions["corvid"].draw_bonus(game) == 2


def test_the_evening_draw_then_discards_down_to_five_law_13_6_2():
    """Law 13.6.2: four in hand, two drawn (one face-up extortion), one discarded; nothing to exert (13.6.1)."""
    game = corvid_game({}, plots={3: "extortion"}, face_up=[3], phase="evening",
                       hands={"corvid": ["anvil", "sword", "bake_sale", "ambush_fox"]})
    expect(game, "discard.hand_limit", "corvid")
    assert len(cv(game).hand) == 6
    game.choose(f"card:{card(game, 'corvid', 'anvil')}")
    assert len(cv(game).hand) == 5 and discarded(game, "anvil") and game.pending.kind != "discard.hand_limit"


def test_after_an_exert_the_corvids_still_discard_down_to_five_law_13_6_1_and_13_6_2():
    """Law 13.6.1 gives up the draw only: with six cards after an exerted move, one is discarded (13.6.2)."""
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, phase="evening",
                       hands={"corvid": ["anvil", "sword", "bake_sale", "ambush_fox", "cobbler", "armorers"]})
    play_choices(game, "move", "clearing:1")  # the exert: its one warrior, from 5, the one origin
    assert warriors(game, 1, "corvid") == 1 and len(cv(game).hand) == 6  # moved, nothing drawn
    expect(game, "discard.hand_limit", "corvid")
    game.choose(f"card:{card(game, 'corvid', 'anvil')}")
    assert len(cv(game).hand) == 5 and discarded(game, "anvil")


def test_battle_is_a_daylight_action_law_13_5_3():
    """Law 13.5.3: the Corvids initiate a battle as one of their three actions."""
    game = corvid_game({5: {"corvid": {"warrior": 3}, "marquise": {"warrior": 2}}})
    fix_dice(game, 2, 1)
    play_choices(game, "battle")  # in 5 against the Marquise, the one battle: taken unasked
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 5, "corvid") == 2
    assert len(events(game, "battle")) == 1 and cv(game).data["actions"] == 2
# -- plots against the others (Law 13.2.5, 13.7) ------------------------------------------------------------------

def test_embedded_agents_deal_an_extra_hit_defending_by_a_face_down_plot_even_defenseless_law_13_2_5():
    game = corvid_game({5: {"marquise": {"warrior": 3}}}, plots={5: "bomb"}, current="marquise")
    fix_dice(game, 1, 0)
    run(battle.fight(game, "marquise", 5, "corvid"))
    assert warriors(game, 5, "marquise") == 2 and plots(game) == {}  # the extra hit; the plot is removed
    assert game.state.factions["marquise"].score == 1  # a token removed (3.2.1)
    game = corvid_game({5: {"marquise": {"warrior": 3}}}, plots={5: "bomb"}, face_up=[5], current="marquise")
    fix_dice(game, 1, 0)
    run(battle.fight(game, "marquise", 5, "corvid"))
    assert warriors(game, 5, "marquise") == 3  # face up: no extra hit


@pytest.mark.parametrize("face_up", [(), (5,)])
def test_a_removed_raid_places_a_warrior_in_each_adjacent_clearing_law_13_7_4(face_up):
    """Law 13.7.4: a raid removed face down or face up places a warrior next to it, where one may go."""
    game = corvid_game({5: {"marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}}, plots={5: "raid"},
                       face_up=face_up, current="marquise")
    fix_dice(game, 1, 0)
    run(battle.fight(game, "marquise", 5, "corvid"))
    assert plots(game) == {} and [warriors(game, c, "corvid") for c in (1, 2)] == [0, 1]  # not by the Keep


def test_a_face_up_snare_bans_placing_and_moving_enemy_pieces_there_not_the_corvids_law_13_7_2():
    clearings = {10: {"marquise": {"warrior": 3}, "corvid": {"warrior": 1}}}
    game = corvid_game(clearings, plots={10: "snare"}, face_up=[10], current="marquise")
    assert not placement_allowed(game, "marquise", "warrior", 10) and placement_allowed(game, "corvid", "warrior", 10)
    assert 10 not in move.origins(game, "marquise") and move.destinations(game, "corvid", 10) == [1, 2, 12]
    assert placement_allowed(game, "marquise", "warrior", 5)
    game = corvid_game(clearings, plots={10: "snare"}, current="marquise")  # face down: no effect
    assert placement_allowed(game, "marquise", "warrior", 10) and 10 in move.origins(game, "marquise")


def test_a_snare_keeps_the_riverfolk_from_swimming_out_a_closed_answer_beats_added_links_law_13_7_2():
    game = corvid_game({10: {"riverfolk": {"warrior": 2}}, 5: {"riverfolk": {"warrior": 1}}},
                       factions=("riverfolk", "corvid"), plots={10: "snare"}, face_up=[10], current="riverfolk",
                       data={"riverfolk": {"prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}})
    assert adjacent(game, 10, "riverfolk", moving=True) == ()  # rivers to 5 and 11 included
    assert adjacent(game, 10, "riverfolk", moving=True, escape=True) == (1, 2, 5, 11, 12)
    assert adjacent(game, 10, "riverfolk") == (1, 2, 5, 11, 12)  # adjacency itself is unchanged
    assert move.origins(game, "riverfolk") == [5]


def test_a_snare_bars_propaganda_bureau_and_false_orders_but_not_for_the_corvids_own_warriors_law_13_7_2():
    """Law 13.7.2 (a CANNOT, 1.1.2) against the Exiles and Partisans deck: Propaganda Bureau is a replacement,
    done whole or not at all (G.1.21), so not where the holder may not place its warrior; False Orders moves an
    enemy of the Corvids out of a snare by no means, whoever holds the card, while the Corvids' own warriors may
    be forced out (the snare binds only their enemies)."""
    game = corvid_game({8: {"corvid": {"warrior": 2}}, 12: {"corvid": {"warrior": 2}}, 1: {"marquise": {"warrior": 1}}},
                       plots={8: "snare", 12: "bomb"}, face_up=[8], current="marquise", deck="exiles",
                       play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["ambush_fox"]})
    assert game.deck._propaganda_targets(game, "marquise") == {12: ["corvid"]}  # fox clearings 8 and 12
    game = corvid_game({8: {"eyrie": {"warrior": 2}, "corvid": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}},
                       plots={8: "snare"}, face_up=[8], current="marquise", phase="birdsong",
                       factions=("marquise", "eyrie", "corvid"), deck="exiles",
                       play_areas={"marquise": ["false_orders"]}, hands={"marquise": []})
    assert game.deck._false_orders_targets(game, "marquise") == {"corvid": {8: [4, 7]}}  # the Eyrie stay
    game = corvid_game({8: {"marquise": {"warrior": 2}}, 1: {"corvid": {"warrior": 1}}}, plots={8: "snare"},
                       face_up=[8], current="corvid", phase="birdsong", deck="exiles",
                       play_areas={"corvid": ["false_orders"]}, hands={"corvid": []})
    assert game.deck._false_orders_targets(game, "corvid") == {}


def test_the_vagabond_slips_out_of_a_snare_but_cannot_move_out_law_9_4_2_and_13_7_2():
    game = corvid_game({}, factions=("vagabond", "corvid"), plots={10: "snare"}, face_up=[10], current="vagabond",
                       phase="birdsong",
                       data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {},
                                          "location": {"clearing": 10}, "items": ["boot"]}})
    assert {"clearing:1", "clearing:2", "clearing:12"} <= set(expect(game, "vagabond.slip", "vagabond"))
    assert game.factions["vagabond"].move_destinations(game) == {}  # his boots cannot take him out


# -- Exposure (Law 13.2.4) ----------------------------------------------------------------------------------------

def exposure_game(guess_hand=("bake_sale",), phase="daylight", hands=None, **extra):
    """The Marquise, with a warrior by a face-down raid in rabbit clearing 5, takes their turn."""
    return corvid_game({5: {"marquise": {"warrior": 1}}, 8: {"marquise": {"sawmill": 1}}}, plots={5: "raid"},
                       current="marquise", phase=phase, hands=hands or {"marquise": list(guess_hand)}, **extra)


def test_a_wrong_exposure_gives_the_card_to_the_corvids_law_13_2_4():
    game = exposure_game()
    assert "extra:corvid.expose" in expect(game, "marquise.craft", "marquise")  # a Daylight menu
    play_choices(game, "extra:corvid.expose", "clearing:5")
    assert expect(game, "corvid.exposure.guess") == ["plot:bomb", "plot:snare", "plot:extortion", "plot:raid"]
    assert {o.data["clearing"] for o in game.pending.options} == {5}  # each guess names the clearing asked about
    game.choose("plot:bomb")
    assert [game.cards[c].id for c in cv(game).hand] == ["bake_sale"] and not game.state.factions["marquise"].hand
    assert plots(game) == {5: ("raid", False)}
    assert events(game, "exposure")[0]["correct"] is False
    assert events_for(events(game, "exposure_card"), None)[0].get("card") is None


def test_a_right_exposure_removes_the_plot_scores_a_point_and_ignores_the_raid_law_13_2_4_and_13_7_4():
    game = exposure_game()
    play_choices(game, "extra:corvid.expose", "clearing:5", "plot:raid")
    assert plots(game) == {} and cv(game).supply["plot"] == 8
    assert game.state.factions["marquise"].score == 1
    assert [game.cards[c].id for c in game.state.factions["marquise"].hand] == ["bake_sale"]  # shown, kept
    assert warriors(game, 1, "corvid") == 0 and warriors(game, 2, "corvid") == 0  # no raid
    no_problems(game)


def test_exposure_is_offered_in_birdsong_before_its_steps_law_13_2_4_and_1_4_1():
    # Once Birdsong's start effects are over (none here), no longer among them: Law 1.4.1 puts "at start of" first.
    game = exposure_game(phase="birdsong")
    assert expect(game, "corvid.exposure", "marquise") == ["clearing:5", "pass"]
    game.choose("pass")
    assert game.state.phase != "birdsong"  # Birdsong went on


def test_exposure_comes_after_the_riverfolk_services_unordered_law_1_4_1_and_13_2_4():
    """Law 1.4.1 with 11.2.6: the buyer's services are bought at the start of its Birdsong, before everything else in
    it; Exposure, usable at any time on its turn, is offered once they are over, with no order asked (1.1.3), and may
    show the card just bought."""
    river = {"funds": {}, "payments": {}, "committed": {}, "prices": {"hand_card": 1, "riverboats": 1,
                                                                      "mercenaries": 1}}
    game = exposure_game(guess_hand=(), phase="birdsong", factions=("marquise", "corvid", "riverfolk"),
                         hands={"marquise": [], "riverfolk": ["bake_sale"]}, data={"riverfolk": river})
    assert expect(game, "riverfolk.service", "marquise")[0] == "service:hand_card:1"  # no turn.effect_order first
    play_choices(game, "service:hand_card:1")  # the Riverfolk's one card, taken unasked; her one service (11.2.6)
    assert expect(game, "corvid.exposure", "marquise") == ["clearing:5", "pass"]
    play_choices(game, "clearing:5", "plot:raid")  # the bought rabbit card shown, taken unasked: right
    assert plots(game) == {} and game.state.factions["marquise"].score == 1


def test_exposure_is_offered_in_evening_before_its_steps_and_its_draw_law_1_4_1_and_13_2_4():
    """Law 13.2.4: before drawing any card in Evening; once the Evening's start effects are over (1.4.1), before its
    steps, where the Marquise draws (6.6.2)."""
    game = exposure_game(phase="evening")
    assert expect(game, "corvid.exposure", "marquise") == ["clearing:5", "pass"]
    assert events(game, "drew") == [] and len(game.state.factions["marquise"].hand) == 1
    play_choices(game, "clearing:5", "plot:bomb")  # the one card, taken unasked: wrong, to the Corvids
    types = [e["type"] for e in game.events if e["type"] in ("exposure", "drew")]
    assert types == ["exposure", "drew"] and len(cv(game).hand) == 1  # then the Evening's draw
    assert len(game.state.factions["marquise"].hand) == 1


def test_no_exposure_in_evening_once_charm_offensive_drew_at_its_start_law_1_4_1_and_13_2_4():
    """Charm Offensive draws "at start of" Evening (1.4.1: before everything else in it): Exposure is offered beside
    that draw, as before any other, and not once it is drawn (13.2.4)."""
    game = exposure_game(phase="evening", deck="exiles", play_areas={"marquise": ["charm_offensive"]})
    assert "charm_offensive:corvid" in expect(game, "exiles.charm_offensive", "marquise")  # no order asked
    play_choices(game, "charm_offensive:corvid")
    assert expect(game, "draw.replace", "marquise") == ["draw", "corvid.expose"]
    play_choices(game, "draw")  # then the Evening's own draw (6.6.2), unasked, and nothing more: her turn is over
    assert len(game.state.factions["marquise"].hand) == 3 and game.state.turn > 1
    assert not events(game, "exposure")


def test_exposure_is_offered_before_the_evening_draw_not_after_a_card_drawn_there_law_13_2_4():
    game = exposure_game(phase="evening", hands={"marquise": ["bake_sale", "a_visit_to_friends"]})
    play_choices(game, "pass")  # Exposure is first offered before the Evening's steps (Law 1.4.1): not now
    assert expect(game, "draw.replace", "marquise") == ["draw", "corvid.expose"]
    play_choices(game, "corvid.expose", "clearing:5", f"card:{card(game, 'marquise', 'bake_sale')}", "plot:bomb")
    assert expect(game, "draw.replace", "marquise") == ["draw", "corvid.expose"]  # wrong: again, or draw
    play_choices(game, "corvid.expose", "clearing:5", "plot:raid")  # the last card, taken unasked: right
    assert plots(game) == {} and len(game.state.factions["marquise"].hand) == 2  # then drew one
    component = game.factions["corvid"]
    assert component._drew_this_evening(game, "marquise") is False  # the Corvids' turn has begun
    game = exposure_game(phase="evening")
    game.event("drew", faction="marquise", count=1)
    assert component.rootcore_draw_replacements(game, "marquise", 1) is None  # a card drawn this Evening


def test_no_exposure_without_a_matching_card_a_piece_there_or_a_face_down_plot_law_13_2_4():
    game = exposure_game(guess_hand=("anvil",))  # fox: clearing 5 is rabbit
    assert not any("expose" in i for i in game.pending.option_ids)
    game = corvid_game({5: {"corvid": {"warrior": 1}}, 8: {"marquise": {"sawmill": 1}}}, plots={5: "raid"},
                       current="marquise", hands={"marquise": ["bake_sale"]})
    assert not any("expose" in i for i in game.pending.option_ids)  # no Marquise piece in 5
    game = exposure_game(phase="daylight", corvid={"face_up": [5]})
    assert not any("expose" in i for i in game.pending.option_ids)  # face up


def test_with_concealed_hands_exposure_is_asked_without_a_matching_card_with_a_way_back_law_1_2_1():
    game = exposure_game(guess_hand=("anvil",), phase="evening", options={"conceal_hands": True})
    play_choices(game, "pass")  # Exposure is first offered before the Evening's steps (Law 1.4.1): not now
    play_choices(game, "corvid.expose", "clearing:5")
    assert expect(game, "corvid.exposure.card") == ["back"]
    game.choose("back")
    assert plots(game) == {5: ("raid", False)} and len(game.state.factions["marquise"].hand) == 1


# -- hidden information (Law 1.2, 13.2.2.I) -----------------------------------------------------------------------

def test_face_down_plot_types_are_hidden_from_other_players_and_observers_law_13_2_2_i():
    game = corvid_game({5: {"corvid": {"warrior": 2}}}, plots={1: "bomb", 3: "snare"}, face_up=[3])
    play_choices(game, "plot", "plot:raid")  # in 5, the one clearing
    for viewer in ("marquise", None):
        shown = game.view(viewer)["factions"]["corvid"]
        assert shown["plots"] == {"1": {"type": None, "up": False}, "3": {"type": "snare", "up": True},
                                  "5": {"type": None, "up": False}}
        assert shown["data"]["plots"] == shown["plots"]
        assert "bomb" not in str(shown) and "raid" not in str(events_for(game.events, viewer))
    assert game.view("corvid")["factions"]["corvid"]["plots"]["5"] == {"type": "raid", "up": False}
    assert "raid" in str(events_for(game.events, "corvid"))


def test_with_concealed_hands_the_corvids_choose_a_plot_type_even_with_one_left_law_1_2():
    full = {1: "bomb", 2: "bomb", 3: "snare", 4: "snare", 6: "extortion", 7: "extortion", 8: "raid"}
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots=full, options={"conceal_hands": True})
    play_choices(game, "plot")
    assert expect(game, "corvid.plot.type") == ["plot:raid"]  # being asked tells nothing of the supply
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots=full)
    play_choices(game, "plot")
    assert plots(game)[5] == ("raid", False)  # the one type left, unasked


def test_determinize_deals_the_face_down_types_anew_for_others_not_for_the_corvids_law_1_2():
    game = corvid_game({5: {"corvid": {"warrior": 2}}}, plots={1: "bomb", 2: "bomb", 3: "snare"}, face_up=[3])
    seen = set()
    for seed in range(20):
        clone = game.clone()
        determinize(clone, seed, "marquise")
        assert plots(clone)[3] == ("snare", True)
        seen.add(plots(clone)[1][0])
        no_problems(clone)
    assert len(seen) > 1 and "snare" in seen  # one snare is still in the supply: a face-down plot may be it
    clone = game.clone()
    determinize(clone, 1, "corvid")
    assert plots(clone) == plots(game)


# -- the other factions of the expansions (Law 12, 14, 15) ---------------------------------------------------------

def test_a_bomb_removes_the_mob_and_warriors_but_not_the_warlord_law_13_7_1_and_14_2_2():
    game = corvid_game({8: {"corvid": {"warrior": 1}, "hundreds": {"warrior": 2, "mob": 1}}}, plots={8: "bomb"},
                       phase="birdsong", factions=("hundreds", "corvid"), data={"hundreds": {**HUNDREDS, "warlord": 8}})
    game.choose("clearing:8")
    cl = game.state.clearings[8]
    assert cl.warriors == {"corvid": 1, "hundreds": 1} and cl.tokens == []  # no effect but battle removes him
    assert game.state.factions["hundreds"].data["warlord"] == 8 and cv(game).score == 1 + 1  # the flip, the mob
    no_problems(game)


def test_a_bomb_removing_a_relic_has_the_corvids_put_it_in_a_forest_for_two_points_law_13_7_1_and_15_2_5():
    game = corvid_game({8: {"corvid": {"warrior": 1}, "keepers": {"warrior": 1, "figure_2": 1}}}, plots={8: "bomb"},
                       phase="birdsong", factions=("keepers", "corvid"))
    game.choose("clearing:8")
    assert game.pending.kind == "keepers.trophy" and game.pending.player == "corvid"
    game.choose("forest:f1")
    assert game.state.clearings[8].tokens == [] and game.state.clearings[8].warriors == {"corvid": 1}
    assert cv(game).score == 1 + 2  # the flip, then the relic (3.2.1 and 15.2.5)
    no_problems(game)


def test_a_bomb_removes_duchy_tunnels_and_buildings_law_13_7_1_and_12_2():
    game = corvid_game({8: {"corvid": {"warrior": 1}, "duchy": {"warrior": 1, "tunnel": 1, "citadel": 1}}},
                       plots={8: "bomb"}, phase="birdsong", factions=("duchy", "corvid"), data={"duchy": DUCHY})
    game.choose("clearing:8")
    cl = game.state.clearings[8]
    assert cl.warriors == {"corvid": 1} and cl.tokens == [] and cl.buildings == [] and cv(game).score == 1 + 2
    no_problems(game)


def test_a_mob_razing_a_face_down_raid_scores_a_point_and_the_raid_places_warriors_law_14_4_1_and_13_7_4():
    game = corvid_game({5: {"hundreds": {"mob": 1}}, 12: {"hundreds": {"warrior": 1}}}, plots={5: "raid"},
                       phase="birdsong", current="hundreds", factions=("hundreds", "corvid"),
                       data={"hundreds": {**HUNDREDS, "warlord": 12}})
    assert game.pending.kind == "hundreds.mood"  # Raze (14.4.1) came first
    assert plots(game) == {} and game.state.factions["hundreds"].score == 1  # a token removed (3.2.1)
    assert [warriors(game, c, "corvid") for c in (1, 2)] == [1, 1]
    assert events_for(events(game, "plot_removed"), "hundreds")[0].get("plot") is None  # face down: unseen
    no_problems(game)


@pytest.mark.parametrize("defender, data, lost", [
    ({"keepers": {"warrior": 3, "figure_2": 1}}, {}, 0),  # Devout Knights ignore the Agents' hit (15.2.4)
    ({"keepers": {"warrior": 3}}, {}, 1),
    ({"hundreds": {"warrior": 3}}, {"hundreds": {**HUNDREDS, "warlord": 5}}, 0),  # Stubborn (14.7.7)
])
def test_embedded_agents_hit_is_the_first_hit_the_keepers_or_a_stubborn_warlord_ignore_law_13_2_5(defender, data,
                                                                                                 lost):
    attacker = next(iter(defender))
    game = corvid_game({5: {**defender, "corvid": {"warrior": 1}}}, plots={5: "bomb"}, current=attacker,
                       factions=(attacker, "corvid"), data=data)
    fix_dice(game, 0, 1)  # no rolled hit from the Corvids: only Embedded Agents
    run(battle.fight(game, attacker, 5, "corvid"), ["warriors"] * 3)
    assert warriors(game, 5, attacker) == 3 - lost and warriors(game, 5, "corvid") == 0
    assert plots(game) == {5: ("bomb", False)}


def test_a_snare_on_a_tunnel_keeps_the_duchy_from_the_burrow_but_not_out_of_it_law_13_7_2_and_12_2_2():
    game = corvid_game({3: {"duchy": {"warrior": 2, "tunnel": 1}}}, plots={3: "snare"}, face_up=[3], current="duchy",
                       factions=("duchy", "corvid"), data={"duchy": DUCHY})
    assert adjacent(game, 3, "duchy", moving=True) == () and move.origins(game, "duchy") == []
    assert not placement_allowed(game, "duchy", "tunnel", 3)
    game = corvid_game({3: {"duchy": {"tunnel": 1}}, 0: {"duchy": {"warrior": 2}}}, plots={3: "snare"},
                       face_up=[3], current="duchy", factions=("duchy", "corvid"), data={"duchy": DUCHY})
    assert move.destinations(game, "duchy", 0) == [3]  # moving into a snare is allowed


def test_a_snare_keeps_mobs_and_warriors_of_the_hundreds_from_being_placed_there_law_13_7_2():
    game = corvid_game({3: {"hundreds": {"warrior": 1}}}, plots={3: "snare"}, face_up=[3], current="hundreds",
                       factions=("hundreds", "corvid"), data={"hundreds": {**HUNDREDS, "warlord": 3}},
                       hands={"hundreds": ["bake_sale"]})
    assert 3 not in game.factions["hundreds"].incite_spots(game)
    assert not placement_allowed(game, "hundreds", "mob", 3) and not placement_allowed(game, "hundreds", "warrior", 3)


def test_a_raid_by_a_tunnel_places_no_warrior_in_the_burrow_law_13_7_4_and_12_2_2():
    game = corvid_game({3: {"duchy": {"warrior": 2, "tunnel": 1}}}, plots={3: "raid"}, current="duchy",
                       factions=("duchy", "corvid"), data={"duchy": DUCHY})
    fix_dice(game, 1, 0)
    run(battle.fight(game, "duchy", 3, "corvid"))
    assert plots(game) == {} and [warriors(game, c, "corvid") for c in (0, 6, 7, 11)] == [0, 1, 1, 1]
    no_problems(game)


@pytest.mark.parametrize("faction, piece", [("hundreds", "mob"), ("keepers", "figure_2")])
def test_a_mob_or_a_relic_alone_lets_its_owner_try_exposure_law_13_2_4_and_g_1_10(faction, piece):
    data = {"hundreds": {**HUNDREDS, "warlord": 12}} if faction == "hundreds" else {}
    game = corvid_game({5: {faction: {piece: 1}}, 12: {faction: {"warrior": 1}}}, plots={5: "raid"}, current=faction,
                       factions=(faction, "corvid"), data=data, hands={faction: ["bake_sale"]})
    assert game.factions["corvid"].exposure_clearings(game, faction, False) == [5]


# -- plots and Exposure against the other factions (rules-interaction audit) -------------------------------------

def vagabond_items(game) -> list[str]:
    return sorted(i["item"] + (":damaged" if i["damaged"] else "") for i in game.state.factions["vagabond"].data["items"])


def test_a_bomb_removing_sympathy_costs_the_corvids_outrage_law_13_7_1_and_8_2_6():
    game = corvid_game({5: {"corvid": {"warrior": 1}, "alliance": {"sympathy": 1}}}, plots={5: "bomb"},
                       phase="birdsong", factions=("alliance", "corvid"), hands={"corvid": ["bake_sale", "anvil"]})
    game.choose("clearing:5")  # rabbit clearing 5: the Corvids' one rabbit card goes to the Supporters stack
    assert [game.cards[c].id for c in cv(game).hand] == ["anvil"]
    assert [game.cards[c].id for c in game.state.factions["alliance"].zones["supporters"]] == ["bake_sale"]
    assert events(game, "outrage")[0]["faction"] == "corvid" and cv(game).score == 1 + 1  # the flip, the token
    no_problems(game)


def test_a_bomb_damages_three_of_the_vagabonds_items_and_leaves_his_pawn_law_13_7_1_and_9_2_2_i():
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots={5: "bomb"}, phase="birdsong",
                       factions=("vagabond", "corvid"),
                       data={"vagabond": thief(clearing=5, items=["sword", "boot", "torch", "tea"])})
    game.choose("clearing:5")
    play_choices(game, "item:tea:up", "item:boot:up", "item:torch:up")  # the Vagabond chooses (9.2.7)
    assert vagabond_items(game) == ["boot:damaged", "sword", "tea:damaged", "torch:damaged"]
    assert game.state.clearings[5].pawns == ["vagabond"] and plots(game) == {}
    no_problems(game)


def test_a_flipped_extortion_takes_from_the_vagabond_but_not_from_a_coalition_partner_law_13_7_3_and_g_1_8():
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots={5: "extortion"}, phase="birdsong",
                       factions=("vagabond", "corvid"), data={"vagabond": thief(clearing=5, items=["boot"])},
                       hands={"vagabond": ["anvil"]})
    game.choose("clearing:5")  # his pawn is a faction piece there
    assert game.state.factions["vagabond"].hand == [] and [game.cards[c].id for c in cv(game).hand] == ["anvil"]
    game = corvid_game({5: {"corvid": {"warrior": 1}, "marquise": {"warrior": 1}}}, plots={5: "extortion"},
                       phase="birdsong", factions=("marquise", "vagabond", "corvid", "eyrie"),
                       data={"vagabond": thief(clearing=5, items=["boot"], coalition="corvid")},
                       hands={"vagabond": ["anvil"], "marquise": ["bake_sale"]})
    game.choose("clearing:5")  # the Vagabond in a coalition with the Corvids is no enemy of theirs
    assert len(game.state.factions["vagabond"].hand) == 1 and game.state.factions["marquise"].hand == []


def test_the_vagabonds_pawn_lets_him_try_exposure_and_a_bomb_guessed_right_does_nothing_law_13_2_4_and_g_1_10():
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots={5: "bomb"}, current="vagabond",
                       factions=("vagabond", "corvid"), data={"vagabond": thief(clearing=5, items=["boot"])},
                       hands={"vagabond": ["bake_sale"]})
    play_choices(game, "extra:corvid.expose", "clearing:5", "plot:bomb")  # his one rabbit card is shown
    assert plots(game) == {} and game.state.factions["vagabond"].score == 1
    assert warriors(game, 5, "corvid") == 1 and vagabond_items(game) == ["boot"]  # the bomb went off on no one
    no_problems(game)


def test_the_corvids_coalition_partner_tries_no_exposure_and_their_bomb_spares_him_law_g_1_8_13_2_4_13_7_1():
    data = {"vagabond": thief(clearing=5, items=["sword", "boot", "torch", "tea"], coalition="corvid")}
    factions = ("marquise", "vagabond", "corvid", "eyrie")
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots={5: "bomb"}, current="vagabond", factions=factions,
                       data=data, hands={"vagabond": ["bake_sale"]})
    assert "extra:corvid.expose" not in expect(game, "vagabond.action", "vagabond")
    game = corvid_game({5: {"corvid": {"warrior": 1}}}, plots={5: "bomb"}, phase="birdsong", factions=factions,
                       data=data)
    game.choose("clearing:5")
    assert game.pending.player == "corvid" and vagabond_items(game) == ["boot", "sword", "tea", "torch"]


def test_a_bomb_removes_every_factions_pieces_first_then_the_corvids_order_their_effects_law_13_7_1_and_1_1_3():
    game = corvid_game({5: {"corvid": {"warrior": 1}, "duchy": {"citadel": 1}, "keepers": {"figure_2": 1},
                            "alliance": {"sympathy": 1}}}, plots={5: "bomb"}, phase="birdsong",
                       factions=("duchy", "keepers", "alliance", "corvid"),
                       data={"duchy": {**DUCHY, "swayed": ["marshal", "captain"]}},
                       hands={"corvid": ["bake_sale"], "duchy": ["anvil"]})
    game.choose("clearing:5")
    assert expect(game, "order_effects", "corvid") == ["effect:0", "effect:1", "effect:2"]  # the turn's player
    cl = game.state.clearings[5]
    assert cl.buildings == [] and cl.tokens == [("corvid", "plot")]  # all removed before any effect resolves; the
    # bomb itself goes once they have resolved (13.7.1)
    play_choices(game, "effect:1")  # the Duchy's Price of Failure first (12.2.3): two squires, the Duchy chooses
    assert expect(game, "duchy.price_of_failure", "duchy") == ["minister:marshal", "minister:captain"]
    game.choose("minister:marshal")
    game.choose("effect:1")  # then Prized Trophies (15.2.5): the Corvids place the relic
    play_choices(game, "forest:f1")  # last, Outrage (8.2.6) for the sympathy: their one rabbit card
    assert game.state.factions["duchy"].hand == [] and game.state.factions["duchy"].data["swayed"] == ["captain"]
    assert cv(game).hand == [] and cv(game).score == 1 + 3 + 1  # the flip, three pieces, the trophy's extra point
    no_problems(game)


def test_a_revolt_where_a_snare_is_face_up_removes_it_then_places_the_base_law_8_4_1_iii_and_13_7_2():
    game = corvid_game({5: {"corvid": {"warrior": 1}, "alliance": {"sympathy": 1}}}, plots={5: "snare"},
                       face_up=[5], current="alliance", phase="birdsong", factions=("alliance", "corvid"),
                       data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"], "officers": 0}})
    play_choices(game, "clearing:5")  # offered though the snare bans placing there now
    cl = game.state.clearings[5]
    assert plots(game) == {} and ("alliance", "base_rabbit") in cl.buildings and warriors(game, 5, "alliance") == 1
    no_problems(game)


def test_a_trick_swapping_a_face_up_snare_moves_its_ban_law_13_5_4_and_13_7_2():
    both = {"marquise": {"warrior": 2}, "corvid": {"warrior": 1}}
    game = corvid_game({5: both, 8: dict(both)}, plots={5: "snare", 8: "extortion"}, face_up=[5, 8])
    assert 5 not in move.origins(game, "marquise") and not placement_allowed(game, "marquise", "warrior", 5)
    play_choices(game, "trick", "clearing:5")  # with 8, the one other face-up plot
    assert plots(game) == {5: ("extortion", True), 8: ("snare", True)}
    assert 5 in move.origins(game, "marquise") and 8 not in move.origins(game, "marquise")
    assert placement_allowed(game, "marquise", "warrior", 5) and not placement_allowed(game, "marquise", "warrior", 8)


@pytest.mark.parametrize("faction, data, menu", [
    ("duchy", {"duchy": DUCHY}, "duchy.assembly"),
    ("hundreds", {"hundreds": {**HUNDREDS, "warlord": 5}}, "hundreds.craft"),
    ("keepers", {}, "keepers.craft"),
])
def test_exposure_is_offered_in_the_daylight_of_the_duchy_the_hundreds_and_the_keepers_law_13_2_4(faction, data,
                                                                                                    menu):
    game = corvid_game({5: {faction: {"warrior": 2}, "corvid": {"warrior": 1}}}, plots={5: "bomb"}, current=faction,
                       factions=(faction, "corvid"), data=data, hands={faction: ["bake_sale"]})
    assert "extra:corvid.expose" in expect(game, menu, faction)


def test_a_raid_razed_with_too_few_corvid_warriors_left_lets_the_corvids_choose_where_law_13_7_4_and_1_5_4():
    game = corvid_game({5: {"hundreds": {"mob": 1}}, 12: {"hundreds": {"warrior": 1}, "corvid": {"warrior": 14}}},
                       plots={5: "raid"}, phase="birdsong", current="hundreds", factions=("hundreds", "corvid"),
                       data={"hundreds": {**HUNDREDS, "warlord": 12}})
    assert expect(game, "corvid.raid", "corvid") == ["clearing:1", "clearing:2"]  # one warrior for two clearings
    game.choose("clearing:2")
    assert [warriors(game, c, "corvid") for c in (1, 2)] == [0, 1] and cv(game).supply["warrior"] == 0
    no_problems(game)


# -- whole games -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, seed, clones, kw", [
    (("marquise", "corvid"), 0, False, {}),
    (("marquise", "eyrie", "corvid"), 1, False, {"map": "winter"}),
    ((*BASE, "corvid"), 2, True, {}),  # and clones: before every decision, and re-drawn for the player deciding
    (("vagabond", "alliance", "corvid", "lizard"), 3, False, {"map": "lake"}),
    (("corvid", "riverfolk"), 4, True, {"map": "mountain"}),
    (("eyrie", "corvid", "riverfolk", "alliance", "vagabond"), 5, False, {"deck": "exiles"}),
    (("marquise", "corvid", "vagabond"), 6, False, {"options": {"conceal_hands": True}}),
])
def test_random_games_with_the_corvids_keep_the_invariants_replay_and_clone(factions, seed, clones, kw):
    results = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=int(clones), **kw)
    assert results[0]["over"]


def test_a_corvid_game_saves_loads_and_renders():
    picture = saved_loaded_and_rendered([*BASE, "corvid"], seed=4)
    assert "Corvid Conspiracy" in picture


def test_rootcore_play_plays_the_corvids(capsys):
    assert "corvid" in played_from_the_command_line([*BASE, "corvid"], 3, capsys)


def test_a_face_up_snare_keeps_the_marquise_recruit_out_so_her_last_warrior_goes_unasked_law_13_7_2_and_1_5_4():
    # Recruiters in 1 (snared, face up) and 5, one warrior left in her supply: only 5 can take it, so no question.
    game = corvid_game({1: {"marquise": {"recruiter": 1}}, 5: {"marquise": {"recruiter": 1}},
                        7: {"marquise": {"warrior": 24}}}, plots={1: "snare"}, face_up=[1], current="marquise")
    play_choices(game, "recruit")
    assert game.state.clearings[5].warriors == {"marquise": 1} and not game.state.clearings[1].warriors
    assert game.pending.kind == "marquise.action"


# -- found by mutation testing (M7) ------------------------------------------------------------------------------

@pytest.mark.parametrize("types", [{1: "bomb", 2: "bomb", 3: "bomb"}, {1: "mine"}])
def test_a_scenario_with_more_plots_of_a_type_than_the_board_has_is_refused_law_13_2_2(types):
    """Law 13.2.2: two plots of each type; a third bomb, or a type the board lacks, is no position of the game."""
    kind = next(iter(types.values()))
    with pytest.raises(ScenarioError, match=f"corvid: no '{kind}' plot left"):
        corvid_game({}, plots=types)


def test_with_concealed_hands_exposure_is_asked_at_birdsong_without_a_matching_card_law_13_2_4_and_1_2_1():
    """Law 13.2.4, 1.2.1: at the start of its Birdsong the Marquise, with a warrior by a face-down plot, is asked
    about Exposure though it holds no rabbit card: being asked must not tell what it holds."""
    game = exposure_game(guess_hand=("anvil",), phase="birdsong", options={"conceal_hands": True})
    assert expect(game, "corvid.exposure", "marquise") == ["clearing:5", "pass"]
    play_choices(game, "clearing:5")
    assert expect(game, "corvid.exposure.card") == ["back"]


def test_a_clone_made_after_a_daylight_action_resumes_at_the_action_menu_law_13_5():
    """Law 13.5: the actions left are in the Corvids' data, so the top of their action loop is a resume point: a clone
    made at the second action menu resumes there (replaying no choice), and goes on like its game."""
    game = corvid_game({5: {"corvid": {"warrior": 4}}})
    play_choices(game, "move", "clearing:1", "count:1")
    assert "(2 left)" in game.pending.prompt
    game.clone()  # the first clone replays from the start; from now on the game keeps its resume points
    *_, log_length, events_length, within_phase = game._checkpoint
    assert within_phase and log_length == len(game.log) and events_length == len(game.events)
    copy = game.clone()
    assert copy.state.to_json() == game.state.to_json() and copy.pending.to_json() == game.pending.to_json()
    for g in (game, copy):
        play_choices(g, "move", "clearing:5", "clearing:1", "count:1")
    assert copy.log == game.log and copy.state.to_json() == game.state.to_json()


def test_a_scenario_with_plots_face_up_and_down_saves_and_loads_law_13_2_2():
    """The Corvids' scenario data (plots by type and facing, 13.2.2; plots placed this turn, 13.5.2) is read without
    being used up: the game's save still holds it, so the position loads to the same state."""
    game = corvid_game({5: {"corvid": {"warrior": 2}}}, plots={1: "bomb", 3: "snare"}, face_up=[3],
                       corvid={"plotted": 1})
    assert game.scenario_spec["data"]["corvid"] == {"plots": {1: "bomb", 3: "snare"}, "face_up": [3], "plotted": 1}
    loaded = rootcore.load_game(game.to_json())
    assert plots(loaded) == {1: ("bomb", False), 3: ("snare", True)} and cv(loaded).data["plotted"] == 1
    assert loaded.state.to_json() == game.state.to_json()


def test_a_variant_board_without_extortion_draw_draws_one_more_per_face_up_extortion_law_13_6_2(tmp_path):
    """`extortion_draw` may be left out of a modder's board: the Law's number then holds, one card more per face-up
    extortion (13.6.2, 13.7.3)."""
    board = variant_board(tmp_path, "corvid", ("extortion_draw = 1", ""))
    component = build_faction("corvid", board)
    assert "extortion_draw" not in component.board.data
    game = corvid_game({}, plots={3: "extortion", 7: "extortion", 8: "bomb"}, face_up=[3, 7, 8], phase="evening")
    assert component.draw_bonus(game) == 2


def test_a_face_up_snare_removed_in_battle_lets_the_enemy_move_out_again_law_13_7_2():
    """Law 13.7.2: only a face-up snare holds enemy pieces; once the Marquise removes it in battle, her warriors may
    move out of clearing 10, and whom adjacency changes concern is announced anew (the invariants hold)."""
    game = corvid_game({10: {"marquise": {"warrior": 3}}}, plots={10: "snare"}, face_up=[10], current="marquise")
    assert 10 not in move.origins(game, "marquise")
    fix_dice(game, 2, 0)
    run(battle.fight(game, "marquise", 10, "corvid"))
    assert plots(game) == {} and 10 in move.origins(game, "marquise")
    no_problems(game)


def test_a_scenario_face_up_plot_where_no_plot_is_refused_law_13_2_2():
    """Law 13.2.2: only a plot on the map can be face up; a scenario flipping one in an empty clearing is refused."""
    with pytest.raises(ScenarioError, match=r"corvid: face_up names clearings without a plot: \['5'\]"):
        corvid_game({}, plots={1: "bomb"}, face_up=[1, 5])


# -- found by mutation testing ------------------------------------------------------------------------------------

def test_plot_is_not_offered_with_all_eight_plots_on_the_map_law_13_5_2_and_1_5_1():
    """Law 13.2.2, 1.5.1: the Corvids have eight plots; with all of them on the map, Plot places none."""
    types = ("bomb", "bomb", "snare", "snare", "extortion", "extortion", "raid", "raid")
    game = corvid_game({5: {"corvid": {"warrior": 3}}}, plots=dict(zip((1, 2, 3, 4, 6, 7, 8, 9), types)))
    assert cv(game).supply["plot"] == 0
    assert "plot" not in expect(game, "corvid.action")  # clearing 5 has no plot and three warriors


def test_with_concealed_hands_an_enemy_holding_no_card_is_offered_no_exposure_law_13_2_4_and_1_2_1():
    """Law 13.2.4: Exposure shows a card. With hands concealed it is offered without a matching card (1.2.1), but not
    to an enemy holding no card at all, which every player can see."""
    game = exposure_game(guess_hand=(), options={"conceal_hands": True})
    assert game.pending.player == "marquise" and game.state.factions["marquise"].hand == []
    assert not any("expose" in i for i in game.pending.option_ids)  # a warrior by the face-down raid in 5


# -- from an audit against the Law (November 25, 2026) -----------------------------------------------------

def test_no_exert_after_drawing_a_card_in_evening_with_charm_offensive_law_13_6_1():
    """Law 13.6.1: the Corvids may exert only if they draw no card in Evening. Having drawn one with Charm Offensive as
    their Evening began, they are not offered Exert: the draw of 13.6.2 follows (two cards in hand). (An audit of
    November 25, 2026 found Exert offered.)"""
    game = faction_scenario(("marquise", "corvid"), "corvid", "evening", {5: {"corvid": {"warrior": 2}}},
                            {"corvid": {}}, deck="exiles", play_areas={"corvid": ["charm_offensive"]})
    assert game.pending.player == "corvid" and "charm_offensive:marquise" in game.pending.option_ids
    play_choices(game, "charm_offensive:marquise")
    assert len(game.state.factions["corvid"].hand) == 2  # Charm Offensive's card, then 13.6.2's: no Exert asked
    assert game.pending is None or game.pending.kind != "corvid.exert"


def plot_types(game):
    return {int(c): (p["type"], p["up"]) for c, p in game.state.factions["corvid"].data["plots"].items()}


def forest_patrol_game(controller, plot, *, face_up=(), current="alliance", phase="daylight", hands=None,
                       clearings=None):
    """The Alliance and the Corvids; three Forest Patrol warriors (controlled by `controller`) and one Corvid
    warrior in rabbit clearing 5, where the Corvids have a plot of type `plot`."""
    hirelings = {"forest_patrol": {"controller": controller, "control": 2 if controller else 0},
                 "last_dynasty": {}, "popular_band": {}}
    return rootcore.scenario({
        "factions": ["alliance", "corvid"], "current": current, "phase": phase,
        "clearings": clearings or {5: {"forest_patrol": {"warrior": 3}, "corvid": {"warrior": 1}}},
        "hirelings": hirelings, "hands": hands or {},
        "data": {"corvid": {"plots": {5: plot}, "face_up": list(face_up)}}})


def test_a_snare_binds_a_hireling_of_an_enemy_or_of_no_one_but_not_the_corvids_own_law_13_7_2_and_e_3_2():
    """E.3.2: a hireling is an enemy to all but its controller, so a face-up snare keeps the Forest Patrol in
    clearing 5 and out of it unless the Corvids control it."""
    for controller, bound in (("alliance", True), (None, True), ("corvid", False)):
        game = forest_patrol_game(controller, "snare", face_up=[5])
        assert (adjacent(game, 5, "forest_patrol", moving=True) == ()) is bound
        assert placement_allowed(game, "forest_patrol", "warrior", 5) is not bound


def test_a_bomb_removes_an_enemys_hireling_but_spares_the_corvids_own_law_13_7_1_and_e_3_2():
    for controller, left in (("alliance", 0), (None, 0), ("corvid", 3)):
        game = forest_patrol_game(controller, "bomb", current="corvid", phase="birdsong")
        play_choices(game, "clearing:5")
        assert warriors(game, 5, "forest_patrol") == left and plot_types(game) == {}


def test_hireling_pieces_alone_give_their_controller_neither_exposure_nor_an_extortion_loss_law_13_2_4_13_7_3_e_3_3():
    """E.3.3: hireling pieces are not the controller's faction pieces."""
    game = forest_patrol_game("alliance", "bomb", hands={"alliance": ["bake_sale"]})
    assert not any("corvid.expose" in o for o in expect(game, "alliance.action", "alliance"))
    game = forest_patrol_game("alliance", "extortion", current="corvid", phase="birdsong",
                              hands={"alliance": ["bake_sale"]})
    play_choices(game, "clearing:5")
    assert len(game.state.factions["alliance"].hand) == 1 and game.state.factions["corvid"].hand == []


def test_a_hireling_battling_a_raid_scores_nothing_takes_the_agents_hit_and_the_raid_places_law_e_3_6_13_2_5_13_7_4():
    game = forest_patrol_game("alliance", "raid", clearings={5: {"forest_patrol": {"warrior": 3}}})
    fix_dice(game, 1, 0)
    run(battle.fight(game, "forest_patrol", 5, "corvid"))
    assert plot_types(game) == {} and game.state.factions["alliance"].score == 0  # E.3.6
    assert warriors(game, 5, "forest_patrol") == 2  # Embedded Agents (defenseless plot)
    assert [warriors(game, c, "corvid") for c in (1, 2)] == [1, 1]


def test_a_raid_on_the_mountain_map_places_nothing_across_a_closed_path_law_13_7_4_and_c_3_2():
    """Mountain clearing 5: its paths to 2 and 9 are closed at setup, so it is adjacent to 10 and 11 only."""
    game = faction_scenario(("marquise", "corvid"), "marquise", "daylight", {5: {"marquise": {"warrior": 3}}},
                            {"corvid": {"plots": {5: "raid"}}}, map="mountain")
    fix_dice(game, 1, 0)
    run(battle.fight(game, "marquise", 5, "corvid"))
    placed = {c: warriors(game, c, "corvid") for c in game.board.clearing_ids if warriors(game, c, "corvid")}
    assert placed == {10: 1, 11: 1}


def test_a_dominance_card_spent_to_recruit_becomes_available_law_13_4_3_and_3_3_3():
    game = faction_scenario(("marquise", "eyrie", "corvid"), "corvid", "birdsong", {}, {"corvid": {}},
                            hands={"corvid": ["dominance_rabbit"]})
    card = game.state.factions["corvid"].hand[0]
    play_choices(game, f"card:{card}")
    assert [warriors(game, c, "corvid") for c in (3, 4, 5, 10)] == [1, 1, 1, 1]
    assert game.state.available_dominance == [card] and card not in game.state.discard


def test_armorers_ignore_rolled_hits_but_not_the_embedded_agents_hit_law_13_2_5_and_4_3_3_i():
    """Armorers cancel rolled hits only; the extra hit of Embedded Agents still removes a Marquise warrior."""
    game = faction_scenario(("marquise", "corvid"), "marquise", "daylight",
                            {5: {"marquise": {"warrior": 3}, "corvid": {"warrior": 1}}},
                            {"corvid": {"plots": {5: "bomb"}}}, play_areas={"marquise": ["armorers"]})
    fix_dice(game, 1, 1)
    play_choices(game, "battle", "armorers")
    assert warriors(game, 5, "marquise") == 2 and warriors(game, 5, "corvid") == 0


def test_an_exerted_plot_costs_one_warrior_more_per_plot_placed_in_daylight_law_13_6_1_and_13_5_2():
    game = faction_scenario(("marquise", "corvid"), "corvid", "daylight",
                            {5: {"corvid": {"warrior": 1}}, 1: {"corvid": {"warrior": 2}},
                             2: {"corvid": {"warrior": 2}}}, {"corvid": {}})
    play_choices(game, "plot", "clearing:5", "plot:bomb", "end")
    assert expect(game, "corvid.exert", "corvid")[:1] == ["move"]
    play_choices(game, "plot")
    assert set(expect(game, "corvid.plot")) == {"clearing:1", "clearing:2"}  # two warriors needed now
    play_choices(game, "clearing:1", "plot:raid")
    assert warriors(game, 1, "corvid") == 0 and plot_types(game) == {5: ("bomb", False), 1: ("raid", False)}
