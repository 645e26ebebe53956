"""Rules tests of the Lizard Cult plugin (Law 10). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit, slots, neighbours):
1 fox (1; 5 9 10), 2 mouse (2; 5 6 10), 3 rabbit (1; 6 7 11), 5 rabbit (2; 1 2), 6 fox (2, 1 ruin; 2 3 11),
8 fox (2; 4 7), 9 mouse (2; 1 4 12), 10 rabbit (2, 1 ruin; 1 2 12), 12 fox (2, 1 ruin; 4 7 9 10 11).
Corners: 1 and 3 are opposite, 2 and 4.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.content import ContentError
from rootcore.rules import battle, cards, move
from rootcore.rules import setup as setup_rules
from rootcore.rules.pieces import held_pieces, place
from rootcore.rules.rule import rules
from rootcore.testing import check_clone_equivalence, check_plugin_conformance, invariant_problems

from conftest import build_faction, variant_board
from helpers import (coffin_makers_place, events, expect, faction_scenario, fix_dice, held, hold_every_card,
                     ids, play_choices, played_from_the_command_line, run, saved_loaded_and_rendered, scenario)

BASE = ("marquise", "eyrie", "alliance", "vagabond")
STOP_IN_DAYLIGHT = {"lizard": ["ambush_bird"]}  # a bird to sacrifice: the Cult's Daylight asks, and the test looks


# -- helpers ------------------------------------------------------------------------------------------------

def cult_game(clearings=None, *, current="lizard", phase="daylight", hands=None, factions=("marquise", "lizard"),
              outcast="fox", hated=False, acolytes=0, lost_souls=(), revealed=(), data=None, **extra):
    """A position with the Cult's Outcast, acolytes and piles as given; the Eyrie (when in play) lead as the
    Commander with no viziers, the Vagabond is the Thief without quests."""
    mine = {"lizard": {"outcast": outcast, "hated": hated, "acolytes": acolytes, "lost_souls": list(lost_souls),
                       "revealed": list(revealed)}}
    return faction_scenario(factions, current, phase, clearings, mine, hands=hands, data=data, **extra)


def cult(game):
    return game.state.factions["lizard"]


def warriors(game, clearing, faction="lizard"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def has_piece(game, clearing, faction, kind):
    return (faction, kind) in game.state.clearings[clearing].buildings


def no_problems(game):
    assert invariant_problems(game) == []


# -- the board and the plugin ----------------------------------------------------------------------------

def test_the_board_has_25_warriors_and_five_gardens_of_each_suit_on_their_tracks_law_10_3():
    game = rootcore.new_game({"factions": ["marquise", "lizard"], "seed": 1})
    fs = cult(game)
    assert fs.supply == {"warrior": 25}  # Law 10.3.1
    assert fs.tracks == {"garden_fox": 5, "garden_rabbit": 5, "garden_mouse": 5}  # Law 10.3.4 (before setup's one)
    assert fs.zones == {"lost_souls": [], "revealed": []}  # the Lost Souls pile (10.2.6), cards revealed (10.6.1)
    assert game.factions["lizard"].board.name == "Lizard Cult"
    assert game.factions["lizard"].board.reach == 2  # Law 5.2


def test_two_gardens_printed_with_one_suit_are_refused_by_file_and_field(tmp_path):
    board = variant_board(tmp_path, "lizard", ('garden_rabbit = "rabbit"', 'garden_rabbit = "fox"'))
    with pytest.raises(ContentError, match=r"\$\.data\.gardens\.garden_rabbit") as error:
        build_faction("lizard", board)
    assert "no garden is printed rabbit" in str(error.value)


# -- setup (Law 10.3) -------------------------------------------------------------------------------------

def play_until(game, player):
    """Answer every decision of the other players with their first option until `player` is asked."""
    while game.pending is not None and game.pending.player != player:
        game.choose(game.pending.option_ids[0])


def test_setup_in_the_corner_opposite_another_with_a_garden_of_its_suit_and_warriors_around_law_10_3_2():
    game = rootcore.new_game({"factions": ["marquise", "lizard"], "seating": ["marquise", "lizard"], "seed": 1})
    play_choices(game, "clearing:1")  # the Keep in corner 1
    play_until(game, "lizard")
    # Law 10.3.2: corner 3 is the only corner opposite a starting corner: taken without asking. 3 is rabbit.
    assert expect(game, "lizard.setup.outcast", "lizard") == ["suit:fox", "suit:rabbit", "suit:mouse"]
    assert warriors(game, 3) == 4 and has_piece(game, 3, "lizard", "garden_rabbit")
    assert {c: warriors(game, c) for c in (6, 7, 11)} == {6: 1, 7: 1, 11: 1}
    assert cult(game).tracks["garden_rabbit"] == 4
    play_choices(game, "suit:mouse")  # Law 10.3.3: any suit
    assert cult(game).data["outcast"] == "mouse" and cult(game).data["hated"] is False
    no_problems(game)


def test_setup_offers_every_free_corner_when_none_is_opposite_a_starting_corner_law_10_3_2():
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "lizard"],
                              "seating": ["marquise", "eyrie", "lizard"], "seed": 1})
    play_choices(game, "clearing:1")  # the Keep in corner 1; the Eyrie's one corner opposite it, 3, taken unasked
    play_until(game, "lizard")
    assert {c for c, cl in game.state.clearings.items() if ("eyrie", "roost") in cl.buildings} == {3}
    # 1 and 3 are taken, opposite each other: neither free corner (2, 4) is opposite one, so both are offered.
    assert expect(game, "lizard.setup.corner", "lizard") == ["clearing:2", "clearing:4"]


def cult_setup_after_sawmills(sawmills: dict[int, int]):
    """A three-player setup with the Keep in corner 1 and the Eyrie in 3, where `sawmills` (clearing: count) fill
    slots of the free corners before the Cult sets up; played up to the Cult's setup."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "lizard"],
                              "seating": ["marquise", "eyrie", "lizard"], "seed": 1})
    play_choices(game, "clearing:1")
    while game.pending.kind != "eyrie.setup.leader":
        game.choose(game.pending.option_ids[0])
    for clearing, count in sawmills.items():
        place(game, "marquise", "sawmill", clearing, count)
    play_until(game, "lizard")
    return game


def test_setup_places_what_it_can_when_no_free_corner_has_room_for_the_garden_law_10_3_2_and_1_5_4():
    # The sawmills fill the free corners' slots (2 has two, 4 one): no garden fits anywhere.
    game = cult_setup_after_sawmills({2: 2, 4: 1})
    # Law 1.5.4: the most possible is placed, in a corner that is nobody else's starting corner.
    assert expect(game, "lizard.setup.corner", "lizard") == ["clearing:2", "clearing:4"]
    play_choices(game, "clearing:4")  # mouse corner 4, next to 8 and 12
    assert warriors(game, 4) == 4 and not has_piece(game, 4, "lizard", "garden_mouse")
    assert {c: warriors(game, c) for c in (8, 12)} == {8: 1, 12: 1}
    assert setup_rules.starting_corners(game)["lizard"] == 4
    no_problems(game)


def test_setup_offers_only_the_free_corner_where_the_garden_fits_law_10_3_2():
    game = cult_setup_after_sawmills({4: 1})  # corner 4's one slot filled: no garden fits there; corner 2 has room
    # Law 10.3.2: a corner that takes the garden is chosen over one that does not (corner 2, the only one: unasked).
    assert game.pending.kind == "lizard.setup.outcast"
    assert warriors(game, 2) == 4 and has_piece(game, 2, "lizard", "garden_mouse")
    assert setup_rules.starting_corners(game)["lizard"] == 2


# -- the Lost Souls pile (Law 10.2.6) and Birdsong (10.4.1-10.4.2) ----------------------------------------------

def test_a_card_spent_or_discarded_by_anyone_goes_to_the_lost_souls_pile_law_10_2_6():
    game = cult_game({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["sword", "anvil"]})
    cards.discard_from_hand(game, "marquise", held(game, "sword", game.state.factions["marquise"].hand))
    assert ids(game, cult(game).zones["lost_souls"]) == ["sword"] and game.state.discard == []
    lost_souls = cult(game).zones["lost_souls"]
    assert game.view("marquise")["factions"]["lizard"]["zones"]["lost_souls"] == lost_souls  # public (10.2.6)
    no_problems(game)


def test_the_lost_souls_discarded_onto_an_empty_deck_all_form_the_new_deck_law_10_4_2_and_2_1():
    # The deck and the discard pile are empty as the Cult discards its pile of three (10.4.2): the new deck is all
    # three cards (Law 2.1), not the first alone.
    game = cult_game({})
    st = game.state
    pile = st.deck[:3]
    del st.deck[:3]
    cult(game).zones["lost_souls"] = list(pile)
    hold_every_card(game, "marquise")
    game.factions["lizard"].discard_lost_souls(game)
    assert sorted(st.deck) == sorted(pile) and st.discard == [] and cult(game).zones["lost_souls"] == []
    assert len(pile) == 3 and [e["cards"] for e in events(game, "reshuffled")] == [3]


def test_a_discarded_dominance_card_goes_to_the_lost_souls_pile_and_becomes_available_in_birdsong_law_10_2_6():
    game = cult_game(hands={"marquise": ["dominance_fox"]}, factions=("marquise", "eyrie", "lizard"))
    cards.discard_from_hand(game, "marquise", game.state.factions["marquise"].hand[0])
    assert game.state.available_dominance == [] and ids(game, cult(game).zones["lost_souls"]) == ["dominance_fox"]
    game = cult_game(phase="birdsong", lost_souls=["dominance_fox", "sword"], factions=("marquise", "eyrie", "lizard"))
    assert ids(game, game.state.available_dominance) == ["dominance_fox"]  # Law 10.4.2
    assert ids(game, game.state.discard) == ["sword"] and cult(game).zones["lost_souls"] == []


def test_the_eyries_purged_decree_goes_to_the_lost_souls_pile_law_10_2_6_and_7_7_2():
    game = cult_game({2: {"eyrie": {"roost": 1}}, 8: {"eyrie": {"warrior": 20}}}, current="eyrie",
                     factions=("eyrie", "lizard"), data={"eyrie": {"decree": {"recruit": ["sword"],
                                                                              "move": ["anvil"]}}})
    assert len(events(game, "turmoil")) == 1  # no warrior left to recruit
    assert ids(game, cult(game).zones["lost_souls"]) == ["anvil", "sword"] and game.state.discard == []


def test_supporters_the_alliance_spends_go_to_the_lost_souls_pile_law_10_2_6_and_8_4_2():
    game = cult_game(current="alliance", phase="birdsong", factions=("alliance", "lizard"),
                     hands={"alliance": ["anvil"]}, data={"alliance": {"supporters": ["sword"], "officers": 0}})
    play_choices(game, "clearing:2")  # spread sympathy to mouse clearing 2, paying the sword
    assert ids(game, cult(game).zones["lost_souls"]) == ["sword"] and game.state.discard == []


def test_without_the_cult_discards_reach_the_discard_pile_and_ask_no_hook():
    game = scenario(["marquise", "eyrie"], "marquise", "daylight", {}, hands={"marquise": ["sword"]})
    assert not game.has_hook("rootcore_card_discarded")
    cards.discard_from_hand(game, "marquise", game.state.factions["marquise"].hand[0])
    assert ids(game, game.state.discard) == ["sword"]


@pytest.mark.parametrize("outcast, hated, pile, expected", [
    ("mouse", False, ["anvil", "ambush_bird", "birdy_bindle", "crossbow_bird"], ("fox", False)),  # birds left out
    ("fox", False, ["anvil", "ambush_fox", "sword"], ("fox", True)),    # the Outcast again: Hated
    ("fox", True, ["anvil", "sword", "ambush_bird"], ("fox", True)),   # a tie: stays, Hated
    ("mouse", False, [], ("mouse", True)),                              # nothing: a tie at zero
    ("fox", True, ["sword"], ("mouse", False)),                         # a new Outcast is not Hated
])
def test_birdsong_adjusts_the_outcast_from_the_lost_souls_ignoring_birds_law_10_4_1(outcast, hated, pile, expected):
    game = cult_game(phase="birdsong", outcast=outcast, hated=hated, lost_souls=pile, hands=STOP_IN_DAYLIGHT)
    assert (cult(game).data["outcast"], cult(game).data["hated"]) == expected
    assert cult(game).zones["lost_souls"] == [] and ids(game, game.state.discard) == sorted(pile)  # 10.4.2
    assert [(e["suit"], e["hated"]) for e in events(game, "outcast")] == [expected]


# -- conspiracies (Law 10.4.3) -------------------------------------------------------------------------------

def test_convert_replaces_an_enemy_warrior_in_an_outcast_clearing_for_two_acolytes_law_10_4_3_ii():
    game = cult_game({1: {"marquise": {"warrior": 2}}, 2: {"marquise": {"warrior": 2}},
                      6: {"marquise": {"warrior": 1}}}, phase="birdsong", acolytes=2, lost_souls=["anvil"],
                     outcast="mouse", hands=STOP_IN_DAYLIGHT)
    # Law 10.4: the Outcast adjusted (10.4.1) by the Lost Souls before they are discarded (10.4.2) and before the
    # conspiracies (10.4.3) are asked
    assert cult(game).data["outcast"] == "fox"
    assert expect(game, "lizard.conspiracy", "lizard") == ["convert", "end"]
    play_choices(game, "convert")
    assert expect(game, "lizard.convert") == ["clearing:1", "clearing:6"]  # fox clearings only: not mouse 2
    play_choices(game, "clearing:1")
    assert warriors(game, 1, "marquise") == 1 and warriors(game, 1) == 1
    assert cult(game).data["acolytes"] == 0 and cult(game).supply["warrior"] == 25 + 2 - 2 - 1
    no_problems(game)


def test_convert_may_place_an_acolyte_it_paid_when_the_supply_is_empty_law_10_4_3_ii():
    game = cult_game({1: {"marquise": {"warrior": 1}}, 8: {"lizard": {"warrior": 23}}}, phase="birdsong", acolytes=2,
                     lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT)
    assert expect(game, "lizard.conspiracy") == ["crusade", "convert", "end"]
    play_choices(game, "convert")
    assert warriors(game, 1) == 1 and warriors(game, 1, "marquise") == 0 and cult(game).supply["warrior"] == 1
    no_problems(game)


def test_spent_acolytes_go_onto_coffin_makers_and_cannot_be_the_converted_warrior_law_10_4_3():
    # 10.4.3 returns spent acolytes to the supply: with Coffin Makers in play (our reading, README "Lizard Cult":
    # warriors returning to a supply) they go onto the card, as the Riverfolk's spent funds do, so with an empty
    # supply Convert cannot place one of them (10.4.3.II) and is not offered.
    clearings = {1: {"marquise": {"warrior": 1}}, 8: {"lizard": {"warrior": 23}}}
    game = cult_game(clearings, phase="birdsong", acolytes=2, lost_souls=["anvil"], outcast="mouse",
                     hands=STOP_IN_DAYLIGHT, deck="exiles", play_areas={"marquise": ["coffin_makers"]})
    coffin = coffin_makers_place(game, "marquise")
    assert expect(game, "lizard.conspiracy") == ["crusade", "end"]
    play_choices(game, "crusade")
    assert cult(game).data["acolytes"] == 0 and cult(game).supply["warrior"] == 0
    assert held_pieces(game, coffin) == {"lizard": {"warrior": 2}}
    no_problems(game)


def test_no_convert_in_the_keeps_clearing_where_the_cult_warrior_cannot_be_placed_law_10_4_3_ii_and_6_2_2():
    game = cult_game({1: {"marquise": {"warrior": 2, "keep": 1}}, 6: {"marquise": {"warrior": 1}}}, phase="birdsong",
                     acolytes=2, lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT)
    play_choices(game, "convert")  # fox clearing 6 the only choice: taken unasked, never the keep's 1
    assert game.state.clearings[6].warriors == {"lizard": 1} and game.state.clearings[1].warriors == {"marquise": 2}
    no_problems(game)


def test_convert_in_a_sympathetic_clearing_is_no_outrage_and_sanctify_takes_no_tokens_law_10_4_3_and_8_2_6():
    """Convert (10.4.3.II) removes an Alliance warrior and places a Cult warrior in sympathetic fox clearing 1:
    neither removing a sympathy token nor moving warriors in, so no Outrage (8.2.6). Sanctify (10.4.3.III) is for
    buildings: neither the sympathy nor the trade post in fox clearing 8 makes it an option."""
    game = cult_game({8: {"riverfolk": {"trade_post_fox": 1}}, 1: {"alliance": {"warrior": 1, "sympathy": 1}}},
                     phase="birdsong", acolytes=3, lost_souls=["anvil"], outcast="mouse",
                     hands={"lizard": ["ambush_bird", "foxfolk_steel"]}, factions=("alliance", "riverfolk", "lizard"),
                     data={"alliance": {"supporters": [], "officers": 0}})
    play_choices(game, "done")  # no Riverfolk service
    assert expect(game, "lizard.conspiracy", "lizard") == ["convert", "end"]
    play_choices(game, "convert")  # clearing 1, the one choice
    assert game.state.clearings[1].warriors == {"lizard": 1} and events(game, "outrage") == []
    assert ids(game, cult(game).hand) == ["ambush_bird", "foxfolk_steel"]
    no_problems(game)


def test_a_hated_outcast_makes_conspiracies_one_acolyte_cheaper_law_10_4_3():
    clearings = {1: {"marquise": {"warrior": 2}}, 2: {"marquise": {"warrior": 2}}}
    game = cult_game(clearings, phase="birdsong", acolytes=1, lost_souls=["sword"], outcast="fox", hated=True,
                     hands=STOP_IN_DAYLIGHT)
    assert not cult(game).data["hated"] and expect(game, "lizard.ritual")  # mouse, new, not Hated: convert costs 2
    game = cult_game(clearings, phase="birdsong", acolytes=1, lost_souls=["anvil"], outcast="fox",
                     hands=STOP_IN_DAYLIGHT)
    assert cult(game).data["hated"] and expect(game, "lizard.conspiracy") == ["convert", "end"]
    play_choices(game, "convert")  # fox clearing 1 is the only choice
    assert cult(game).data["acolytes"] == 0 and warriors(game, 1) == 1


def test_sanctify_replaces_an_enemy_building_with_the_matching_garden_and_scores_it_law_10_4_3_iii():
    game = cult_game({1: {"marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong", acolytes=3,
                     lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT)
    play_choices(game, "sanctify")  # clearing 1 and its one building are the only choices: taken unasked
    assert has_piece(game, 1, "lizard", "garden_fox") and not has_piece(game, 1, "marquise", "sawmill")
    assert cult(game).score == 1  # Law 3.2.1: an enemy building removed
    assert rules(game, 1) == "lizard"  # Pilgrims (10.2.4), against the Marquise's warrior
    no_problems(game)


def test_sanctify_replaces_one_building_of_several_law_10_4_3_iii():
    game = cult_game({8: {"marquise": {"sawmill": 2}}}, phase="birdsong", acolytes=3, lost_souls=["anvil"],
                     outcast="mouse", hands=STOP_IN_DAYLIGHT)
    play_choices(game, "sanctify")  # clearing 8 and the sawmill are the only choices
    assert sorted(game.state.clearings[8].buildings) == [("lizard", "garden_fox"), ("marquise", "sawmill")]
    no_problems(game)


def test_no_sanctify_in_the_keeps_clearing_where_the_garden_cannot_be_placed_law_10_4_3_iii_and_6_2_2():
    game = cult_game({12: {"marquise": {"keep": 1, "sawmill": 1}}, 1: {"marquise": {"sawmill": 1}}}, phase="birdsong",
                     acolytes=3, lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT)
    assert game.factions["lizard"].sanctify_clearings(game) == [1]  # fox clearing 12 holds the Keep


def test_crusade_moves_from_an_outcast_clearing_then_may_battle_where_it_ends_law_10_4_3_i():
    game = cult_game({1: {"lizard": {"warrior": 3}}, 5: {"marquise": {"warrior": 1}}, 2: {"lizard": {"warrior": 3}}},
                     phase="birdsong", acolytes=2, lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT)
    fix_dice(game, 2, 0)
    play_choices(game, "crusade")  # only a move (no enemy in an Outcast clearing), only from fox clearing 1: unasked
    assert expect(game, "lizard.crusade.move.destination") == ["clearing:5", "clearing:9", "clearing:10"]
    play_choices(game, "clearing:5", "count:3")
    assert expect(game, "lizard.crusade.battle.clearing") == ["clearing:5", "pass"]
    play_choices(game, "clearing:5")  # the Marquise is the only defender
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 5) == 3
    assert cult(game).data["acolytes"] == 0
    no_problems(game)


def test_crusade_battles_in_an_outcast_clearing_only_law_10_4_3_i():
    game = cult_game({1: {"lizard": {"warrior": 1}, "marquise": {"warrior": 1}},
                      6: {"lizard": {"warrior": 1}, "marquise": {"warrior": 1}},
                      2: {"lizard": {"warrior": 1}, "marquise": {"warrior": 1}}, 8: {"lizard": {"warrior": 2}}},
                     phase="birdsong", acolytes=2, lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT)
    play_choices(game, "crusade")
    assert expect(game, "lizard.crusade") == ["battle", "move"]
    play_choices(game, "battle")
    assert expect(game, "lizard.crusade.battle.clearing") == ["clearing:1", "clearing:6"]  # not mouse clearing 2


def test_no_conspiracy_without_enough_acolytes_law_10_4_3():
    game = cult_game({2: {"lizard": {"warrior": 1}, "marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong",
                     acolytes=1, lost_souls=["sword"], outcast="fox", hands=STOP_IN_DAYLIGHT)
    assert expect(game, "lizard.ritual")  # mouse is the new Outcast, not Hated: every cost is 2 or more
    assert cult(game).data["acolytes"] == 1 and events(game, "conspiracy") == []


# -- Daylight rituals (Law 10.5) -----------------------------------------------------------------------------

def test_build_places_the_garden_of_the_revealed_suit_where_the_cult_rules_law_10_5_1():
    game = cult_game({1: {"lizard": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}},
                     hands={"lizard": ["anvil", "ambush_bird"]})
    assert expect(game, "lizard.ritual", "lizard") == ["build", "recruit", "sacrifice", "end"]  # no garden: no score
    play_choices(game, "build")  # Law 10.5.1: one card, one ruled fox clearing (not 6, 8, 12): taken unasked
    assert has_piece(game, 1, "lizard", "garden_fox") and cult(game).tracks["garden_fox"] == 4
    assert ids(game, cult(game).zones["revealed"]) == ["anvil"] and ids(game, cult(game).hand) == ["ambush_bird"]
    no_problems(game)


def test_birds_are_not_wild_for_rituals_and_only_a_bird_sacrifices_law_10_2_2_and_10_5_4():
    game = cult_game({1: {"lizard": {"warrior": 1, "garden_fox": 1}}},
                     hands={"lizard": ["ambush_bird", "crossbow_bird"]})
    assert expect(game, "lizard.ritual") == ["sacrifice", "end"]  # Law 10.2.2: no fox recruit or score with a bird
    play_choices(game, "sacrifice", "reveal:" + str(held(game, "ambush_bird", cult(game).hand)))
    assert cult(game).data["acolytes"] == 1 and cult(game).supply["warrior"] == 23  # Law 10.5.4
    assert ids(game, cult(game).zones["revealed"]) == ["ambush_bird"]
    no_problems(game)


@pytest.mark.parametrize("supply", [0, 1])
def test_a_sacrifice_needs_a_warrior_in_the_supply_law_10_5_4_and_1_5_4(supply):
    # Every other Cult warrior is in the Acolytes box: with one left the bird sacrifices it, with none nothing does.
    game = cult_game({}, acolytes=25 - supply, hands={"lizard": ["ambush_bird"]})
    if not supply:
        assert game.pending.kind != "lizard.ritual" and ids(game, cult(game).hand)[0] == "ambush_bird"
        return
    assert expect(game, "lizard.ritual") == ["sacrifice", "end"]
    play_choices(game, "sacrifice")
    assert cult(game).data["acolytes"] == 25 and cult(game).supply["warrior"] == 0
    no_problems(game)


@pytest.mark.parametrize("on_map", [4, 5])
def test_a_build_ritual_needs_a_garden_of_the_suit_on_its_track_law_10_5_1(on_map):
    # Without ruins, ruled fox clearings 6 and 12 have a slot free each; with all five fox gardens on the map there is
    # no fox garden to build, though the fox card still recruits and scores.
    gardens = {8: 2, 1: 1, 6: 1, 12: on_map - 4}
    game = cult_game({c: {"lizard": {"garden_fox": n, "warrior": 1}} for c, n in gardens.items()},
                     ruins={6: 0, 12: 0}, hands={"lizard": ["anvil"]})
    assert game.factions["lizard"].gardens_of_suit(game, "fox") == on_map
    assert expect(game, "lizard.ritual") == (["recruit", "score", "end"] if on_map == 5
                                             else ["build", "recruit", "score", "end"])


def test_a_build_ritual_may_place_a_garden_where_guard_dogs_shares_rule_law_10_5_1_and_bp_2_3():
    # Rabbit clearing 5 is the Bone Patrol's (two warriors to one) until Guard Dogs (BP.2.3) shares its rule with the
    # Cult: a rabbit build ritual may then place the rabbit garden there (10.5.1 asks for a clearing the Cult rules).
    game = cult_game({5: {"bone_patrol": {"warrior": 2}, "lizard": {"warrior": 1}}, 1: {"bone_patrol": {"warrior": 1}}},
                     factions=("marquise", "lizard", "bone_patrol"), hands={"lizard": ["ambush_rabbit"]},
                     data={"bone_patrol": {"alpha": 5}})
    cult_faction = game.factions["lizard"]
    assert cult_faction.ritual_clearings(game, "build", "rabbit") == []
    guard_dogs = next(o for o in cards.daylight_extras(game, "lizard") if o.id == "extra:bone_patrol.guard_dogs")
    run(cards.resolve_daylight_card_option(game, "lizard", guard_dogs), ["clearing:5"])
    assert rules(game, 5) == "bone_patrol" and cult_faction.ritual_clearings(game, "build", "rabbit") == [5]


def test_recruit_places_a_warrior_in_any_clearing_of_the_revealed_suit_law_10_5_2():
    game = cult_game({2: {"marquise": {"warrior": 3}}}, hands={"lizard": ["sword"]})
    assert expect(game, "lizard.ritual") == ["recruit", "end"]  # no bird in hand: no Sacrifice (Law 10.5.4)
    play_choices(game, "recruit")
    # Law 10.5.2: every mouse clearing, the Marquise's 2 too
    assert expect(game, "lizard.recruit") == ["clearing:2", "clearing:7", "clearing:9", "clearing:11"]
    play_choices(game, "clearing:2")
    assert warriors(game, 2) == 1


def test_score_spends_the_card_for_the_rightmost_empty_space_once_per_suit_per_turn_law_10_5_3():
    game = cult_game({1: {"lizard": {"garden_fox": 1}}, 6: {"lizard": {"garden_fox": 1}},
                      8: {"lizard": {"garden_fox": 1}}}, hands={"lizard": ["anvil", "ambush_fox"]})
    play_choices(game, "score", "reveal:" + str(held(game, "anvil", cult(game).hand)))
    assert cult(game).score == 2  # Law 10.5.3: three fox gardens, the third space (0, 2, 2, 3, 4)
    assert ids(game, cult(game).zones["lost_souls"]) == ["anvil"] and cult(game).zones["revealed"] == []
    options = expect(game, "lizard.ritual")
    assert "score" not in options  # fox scored this turn already
    assert not [o for o in options if o.startswith("craft")]  # the Cult crafts in Evening only (10.2.1)
    no_problems(game)


def test_a_suit_scored_last_turn_may_be_scored_again_law_10_5_3():
    # The fox score ritual was taken in the Cult's last turn: Birdsong starts a new turn, fox may be scored again.
    game = cult_game({1: {"lizard": {"garden_fox": 1}}}, phase="birdsong", hands={"lizard": ["anvil"]},
                     data={"lizard": {"scored": ["fox"]}})
    assert cult(game).data["scored"] == []
    assert "score" in expect(game, "lizard.ritual")


def test_a_score_ritual_earns_nothing_for_a_suit_without_a_garden_on_the_map_law_10_5_3():
    game = cult_game({1: {"lizard": {"garden_fox": 1}}, 6: {"lizard": {"garden_fox": 1}}})
    cult_faction = game.factions["lizard"]
    assert cult_faction.score_ritual_vp(game, "fox") == 2  # two fox gardens: the second space (0, 2, 2, 3, 4)
    assert cult_faction.score_ritual_vp(game, "mouse") == 0  # no mouse garden: nothing
    assert cult_faction.score_ritual_vp(game, "bird") == 0  # no garden is printed bird

# -- Evening (Law 10.6) -----------------------------------------------------------------------------------

def test_evening_returns_revealed_cards_crafts_with_outcast_gardens_and_draws_with_bonuses_law_10_6():
    game = cult_game({1: {"lizard": {"garden_fox": 1}}, 6: {"lizard": {"garden_fox": 1}},
                      2: {"lizard": {"garden_mouse": 1}}, 12: {"marquise": {"warrior": 1}}}, phase="evening",
                     outcast="fox", revealed=["anvil"],
                     hands={"lizard": ["mouse_in_a_sack"]})
    assert ids(game, cult(game).hand) == ["anvil", "mouse_in_a_sack"]  # 10.6.1
    anvil = held(game, "anvil", cult(game).hand)
    # 10.6.2: the fox gardens craft the Anvil (fox); the mouse garden is not the Outcast: no Mouse-in-a-Sack.
    assert expect(game, "lizard.craft", "lizard") == [f"craft:{anvil}", "done"]
    play_choices(game, f"craft:{anvil}")
    assert cult(game).crafted_items == ["hammer"] and cult(game).score == 2
    assert ids(game, cult(game).zones["lost_souls"]) == ["anvil"]  # crafted cards are discarded: Lost Souls
    assert len(cult(game).hand) == 1 + 2  # the Mouse-in-a-Sack, then 1 + 1 for the suit with two gardens (10.6.3)


def test_evening_offers_no_dominance_while_crafting_law_10_6_2_and_3_3_4():
    game = cult_game({1: {"lizard": {"garden_fox": 1}}}, phase="evening", outcast="fox", hands={"lizard": ["anvil"]},
                     available_dominance=["dominance_fox"], factions=("marquise", "eyrie", "lizard"))
    anvil = held(game, "anvil", cult(game).hand)
    assert expect(game, "lizard.craft") == [f"craft:{anvil}", "done"]


def test_only_gardens_printed_with_the_outcast_craft_law_10_2_1():
    clearings = {1: {"lizard": {"garden_fox": 1}}, 12: {"marquise": {"warrior": 1}}}
    hands = {"lizard": ["anvil", "mouse_in_a_sack"]}  # costs: fox, mouse
    game = cult_game(clearings, phase="evening", outcast="mouse", hands=hands)
    assert game.pending.player == "marquise"  # nothing to craft: the Cult's turn ended unasked
    assert len(cult(game).hand) == 3
    game = cult_game({**clearings, 2: {"lizard": {"garden_mouse": 1}}}, phase="evening", outcast="mouse", hands=hands)
    assert expect(game, "lizard.craft") == [f"craft:{held(game, 'mouse_in_a_sack', cult(game).hand)}", "done"]


# -- Revenge (Law 10.2.3) --------------------------------------------------------------------------------------

@pytest.mark.parametrize("attacker", ["marquise", "alliance", "vagabond"])
def test_cult_warriors_removed_defending_become_acolytes_law_10_2_3(attacker):
    clearings = {5: {"lizard": {"warrior": 3}}}
    data = None
    if attacker == "vagabond":
        data = {"vagabond": {"clearing": 5, "items": ["sword", "sword", "sword"]}}
    else:
        clearings[5][attacker] = {"warrior": 3}
    game = cult_game(clearings, current=attacker, factions=(attacker, "lizard"), data=data)
    fix_dice(game, 3, 0)  # three hits to the Cult, none back
    run(battle.fight(game, attacker, 5, "lizard"))
    assert warriors(game, 5) == 0
    assert cult(game).data["acolytes"] == 3 and cult(game).supply["warrior"] == 25 - 3
    no_problems(game)


def test_cult_warriors_lost_attacking_go_to_the_supply_law_10_2_3():
    game = cult_game({5: {"lizard": {"warrior": 3}, "marquise": {"warrior": 3}}})
    fix_dice(game, 3, 2)  # the Cult attacks: the Marquise deals the low roll, 2
    run(battle.fight(game, "lizard", 5, "marquise"))
    assert warriors(game, 5) == 1 and warriors(game, 5, "marquise") == 0
    assert cult(game).data["acolytes"] == 0 and cult(game).supply["warrior"] == 25 - 3 + 2
    no_problems(game)


def coffin_makers_battle(attacker: str, holder: str, dice: tuple[int, int]):
    """The Marquise and the Cult, three warriors each in 5, battle (`attacker` attacks) with Coffin Makers in
    `holder`'s play area (Exiles and Partisans deck); returns the game and the card's holding place."""
    game = cult_game({5: {"lizard": {"warrior": 3}, "marquise": {"warrior": 3}}}, current=attacker, deck="exiles",
                     play_areas={holder: ["coffin_makers"]})
    coffin = coffin_makers_place(game, holder)
    fix_dice(game, *dice)
    run(battle.fight(game, attacker, 5, "lizard" if attacker == "marquise" else "marquise"))
    return game, coffin


@pytest.mark.parametrize("holder", ["marquise", "lizard"])
def test_revenge_comes_before_coffin_makers_law_10_2_3(holder):
    # 10.2.3 with Coffin Makers (our reading, README "Lizard Cult"): Cult warriors the attacker removes while the
    # Cult defends go to the Acolytes box instead of the supply, so they are never warriors returning to a supply
    # and the card, whoever holds it, does not take them; the Marquise's warrior the Cult removes goes onto it.
    game, coffin = coffin_makers_battle("marquise", holder, (3, 1))
    assert warriors(game, 5) == 0 and warriors(game, 5, "marquise") == 2
    assert cult(game).data["acolytes"] == 3 and cult(game).supply["warrior"] == 25 - 3
    assert held_pieces(game, coffin) == {"marquise": {"warrior": 1}}
    no_problems(game)  # piece conservation: each warrior in one place


def test_cult_warriors_lost_attacking_go_onto_coffin_makers_law_10_2_3():
    # Not Revenge (the Cult attacks): the Cult's removed warriors would return to the supply, so the card takes them.
    game, coffin = coffin_makers_battle("lizard", "marquise", (3, 2))
    assert warriors(game, 5) == 1 and warriors(game, 5, "marquise") == 0
    assert cult(game).data["acolytes"] == 0 and cult(game).supply["warrior"] == 25 - 3
    assert held_pieces(game, coffin) == {"lizard": {"warrior": 2}, "marquise": {"warrior": 3}}
    no_problems(game)


# -- Pilgrims (Law 10.2.4) ----------------------------------------------------------------------------------------

def test_the_cult_rules_every_clearing_with_a_garden_law_10_2_4():
    game = cult_game({1: {"lizard": {"garden_fox": 1}, "marquise": {"warrior": 5}},
                      2: {"lizard": {"warrior": 1}, "marquise": {"warrior": 2}}})
    assert rules(game, 1) == "lizard" and rules(game, 2) == "marquise"
    no_problems(game)


def test_pilgrims_override_the_eyries_lords_of_the_forest_law_10_2_4_and_7_2_2():
    game = cult_game({2: {"lizard": {"garden_mouse": 1}, "eyrie": {"roost": 1}},
                      6: {"lizard": {"warrior": 1}, "eyrie": {"warrior": 1}},
                      9: {"lizard": {"garden_mouse": 1}, "eyrie": {"roost": 1, "warrior": 4}}},
                     factions=("eyrie", "lizard"))
    assert rules(game, 6) == "eyrie"  # a tie without a garden: Lords of the Forest
    assert rules(game, 2) == "lizard" and rules(game, 9) == "lizard"
    no_problems(game)


def test_pilgrims_outweigh_tokens_counted_twice_for_soup_kitchens_law_10_2_4():
    """Three wood counted twice and a sawmill (7) are more than every piece in the clearing plus one (4): the
    Cult rules all the same, whatever other rule bonuses add up to."""
    game = cult_game({5: {"lizard": {"garden_rabbit": 1}, "marquise": {"sawmill": 1, "wood": 3}},
                      10: {"lizard": {"warrior": 1}, "marquise": {"wood": 1}}},
                     deck="exiles", play_areas={"marquise": ["soup_kitchens"]})
    assert rules(game, 10) == "marquise"  # the card counts (no garden): 2 against 1
    assert rules(game, 5) == "lizard"
    no_problems(game)


# -- Fear of the Faithful (Law 10.2.5) ------------------------------------------------------------------------------

def test_a_garden_the_marquise_removes_costs_the_cult_a_random_card_law_10_2_5():
    game = cult_game({5: {"lizard": {"garden_rabbit": 1}, "marquise": {"warrior": 2}}}, current="marquise",
                     hands={"lizard": ["sword", "anvil"]})
    fix_dice(game, 1, 0)  # one rolled hit, one more for the defenseless Cult (4.3.3.II): the garden goes
    run(battle.fight(game, "marquise", 5, "lizard"))
    assert not has_piece(game, 5, "lizard", "garden_rabbit") and game.state.factions["marquise"].score == 1
    assert len(cult(game).hand) == 1 and len(cult(game).zones["lost_souls"]) == 1
    assert ids(game, cult(game).hand + cult(game).zones["lost_souls"]) == ["anvil", "sword"]
    assert [e["reason"] for e in events(game, "discarded")] == ["fear_of_the_faithful"]
    no_problems(game)


def test_a_garden_removed_by_an_alliance_revolt_costs_the_cult_a_random_card_law_10_2_5_and_8_4_1():
    game = cult_game({5: {"lizard": {"garden_rabbit": 1}, "alliance": {"sympathy": 1}}}, current="alliance",
                     phase="birdsong", factions=("alliance", "lizard"), hands={"lizard": ["sword"]},
                     data={"alliance": {"supporters": ["ambush_rabbit", "a_visit_to_friends"], "officers": 0}})
    play_choices(game, "clearing:5")  # revolt in rabbit clearing 5
    assert not has_piece(game, 5, "lizard", "garden_rabbit") and cult(game).hand == []
    # The revolt's two supporters and the Cult's card, all in the Lost Souls pile (10.2.6).
    assert ids(game, cult(game).zones["lost_souls"]) == ["a_visit_to_friends", "ambush_rabbit", "sword"]
    no_problems(game)


def test_a_favor_removing_two_gardens_costs_the_cult_two_random_cards_law_10_2_5_10_2_3_and_10_2_6():
    """Favor of the Foxes removes two gardens at once: Fear of the Faithful twice, once per garden. The warrior it
    removes goes to the supply, not to the acolytes (Revenge is for defending in battle, 10.2.3). The Favor and
    both discarded cards go to the Lost Souls; the crafter scores the gardens (3.2.1)."""
    clearings = {c: {"marquise": {"workshop": 1}} for c in (1, 6, 12)}
    clearings[1]["marquise"]["warrior"] = 1
    clearings[8] = {"lizard": {"warrior": 1, "garden_fox": 1}}
    clearings[2] = {"lizard": {"garden_mouse": 1}}  # a mouse clearing: untouched
    clearings[6]["lizard"] = {"garden_fox": 1}
    game = cult_game(clearings, current="marquise", hands={"marquise": ["favor_of_the_foxes"],
                                                            "lizard": ["anvil", "sword", "bake_sale"]})
    play_choices(game, f"craft:{held(game, 'favor_of_the_foxes', game.state.factions['marquise'].hand)}")
    assert len(expect(game, "order_effects", "marquise")) == 2  # both gardens are off before either (1.1.3)
    play_choices(game, "effect:0")
    assert not has_piece(game, 8, "lizard", "garden_fox") and not has_piece(game, 6, "lizard", "garden_fox")
    assert has_piece(game, 2, "lizard", "garden_mouse") and warriors(game, 8) == 0
    assert cult(game).data["acolytes"] == 0 and game.state.factions["marquise"].score == 2
    assert [e["reason"] for e in events(game, "discarded")].count("fear_of_the_faithful") == 2
    assert len(cult(game).hand) == 1
    lost = ids(game, cult(game).zones["lost_souls"])
    assert "favor_of_the_foxes" in lost and len(lost) == 3 and game.state.discard == []
    no_problems(game)


# -- the Cult against the other factions -----------------------------------------------------------------------

def test_sanctify_of_an_alliance_base_is_a_base_removed_law_10_4_3_iii_and_8_2_4():
    """Sanctify replaces the Alliance's fox base with a garden (10.4.3.III): the base is removed, so the Alliance
    discard their fox and bird supporters and lose half their officers, rounded up (8.2.4); the discarded
    supporters go to the Lost Souls (10.2.6) and the Cult scores the base (3.2.1)."""
    game = cult_game({1: {"alliance": {"base_fox": 1, "sympathy": 1, "warrior": 1}}}, phase="birdsong", acolytes=3,
                     lost_souls=["anvil"], outcast="mouse", hands=STOP_IN_DAYLIGHT, factions=("alliance", "lizard"),
                     data={"alliance": {"supporters": ["foxfolk_steel", "bake_sale", "ambush_bird", "sword"],
                                        "officers": 3}})
    play_choices(game, "sanctify")  # clearing 1 and its one building: taken unasked
    alliance = game.state.factions["alliance"]
    assert game.state.clearings[1].buildings == [("lizard", "garden_fox")]
    assert ids(game, alliance.zones["supporters"]) == ["bake_sale", "sword"] and alliance.data["officers"] == 1
    assert ids(game, cult(game).zones["lost_souls"]) == ["ambush_bird", "foxfolk_steel"] and cult(game).score == 1
    no_problems(game)


def test_cult_warriors_fighting_as_the_vagabonds_allies_are_no_acolytes_law_10_2_3_and_9_2_9_ii_c():
    """Revenge (10.2.3) is for Cult warriors removed while defending: the Cult warriors the Vagabond attacks with
    as his Allies (9.2.9.II.c) are on the attacking side, so the hits he takes on them send them to the supply."""
    game = cult_game({9: {"marquise": {"warrior": 3}, "lizard": {"warrior": 3}}}, current="vagabond",
                     factions=("marquise", "lizard", "vagabond"),
                     data={"vagabond": {"clearing": 9, "items": ["sword", "boot", "torch"],
                                        "relationships": {"lizard": "allied"}}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle", "faction:marquise", "ally:lizard", "ally_warrior", "ally_warrior")
    assert warriors(game, 9) == 1 and cult(game).data["acolytes"] == 0 and cult(game).supply["warrior"] == 24
    no_problems(game)


def test_cult_warriors_the_vagabond_removes_in_his_attack_become_acolytes_law_10_2_3_and_9_2_9_iii_a():
    game = cult_game({9: {"lizard": {"warrior": 3}}}, current="vagabond", factions=("lizard", "vagabond"),
                     data={"vagabond": {"clearing": 9, "items": ["sword", "sword", "boot", "torch"]}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")  # the one clearing and defender: taken unasked
    assert warriors(game, 9) == 1 and cult(game).data["acolytes"] == 2  # Revenge (10.2.3)
    # The first warrior made the Cult Hostile; the second scores Infamy (9.2.9.III.a).
    assert game.state.factions["vagabond"].score == 1
    no_problems(game)


def test_a_crusade_into_sympathy_costs_outrage_cards_that_skip_the_lost_souls_law_10_4_3_i_and_8_2_6():
    """A Crusade moves a Cult warrior into sympathetic rabbit clearing 5 and battles there, removing the sympathy:
    two Outrages (8.2.6), resolved once the conspiracy is over (1.4.2). The Cult pays them with a rabbit card and a
    bird (birds are wild here: Hatred of Birds, 10.2.2, is for rituals only); cards added to the Supporters stack
    are neither spent nor discarded, so they do not go to the Lost Souls (10.2.6)."""
    game = cult_game({1: {"lizard": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}, phase="birdsong",
                     acolytes=2, lost_souls=["anvil"], outcast="mouse", factions=("alliance", "lizard"),
                     hands={"lizard": ["ambush_bird", "bake_sale", "ambush_bird"]},
                     data={"alliance": {"supporters": [], "officers": 0}})
    fix_dice(game, 2, 0)
    play_choices(game, "crusade", "clearing:5", "count:1", "clearing:5")  # move into 5, then battle there
    assert not game.state.clearings[5].has_any("alliance")
    while game.pending.kind == "alliance.outrage":
        play_choices(game, next(o for o in game.pending.option_ids
                                if game.cards[int(o.split(":")[1])].id == "ambush_bird"))
    assert sorted(e["cause"] for e in events(game, "outrage")) == ["move", "removal"]
    alliance = game.state.factions["alliance"]
    assert ids(game, alliance.zones["supporters"]) == ["ambush_bird", "ambush_bird"]
    assert ids(game, cult(game).hand) == ["bake_sale"] and cult(game).zones["lost_souls"] == []
    no_problems(game)


def test_cult_warriors_ambushed_on_a_crusade_go_to_the_supply_not_the_acolytes_law_10_2_3_and_4_3_1():
    """The Cult attack on a Crusade (10.4.3.I) and the Marquise ambush them (4.3.1; the Cult could foil with their
    bird, and pass): the two Cult warriors removed were attacking, not defending, so no Revenge (10.2.3)."""
    game = cult_game({1: {"lizard": {"warrior": 3}, "marquise": {"warrior": 2}}}, phase="birdsong", acolytes=2,
                     lost_souls=["anvil"], outcast="mouse", hands={"lizard": ["ambush_bird"], "marquise": ["ambush_fox"]})
    fix_dice(game, 0, 0)
    supply = cult(game).supply["warrior"]
    play_choices(game, "crusade", "battle")  # fox clearing 1 and the Marquise: taken unasked
    play_choices(game, next(o for o in expect(game, "battle.ambush", "marquise") if o != "pass"))
    assert expect(game, "battle.foil", "lizard") == [f"foil:{held(game, 'ambush_bird', cult(game).hand)}", "pass"]
    play_choices(game, "pass")
    assert game.state.clearings[1].warriors == {"lizard": 1, "marquise": 2}
    assert cult(game).data["acolytes"] == 0 and cult(game).supply["warrior"] == supply + 2 + 2  # paid, ambushed
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [("marquise", "lizard"), ("eyrie", "lizard", "vagabond"),
                                      ("marquise", "eyrie", "alliance", "lizard"), (*BASE, "lizard")])
@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_the_cult_keep_the_invariants_and_replay(factions, seed):
    [result] = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=0)  # with its replay check
    assert result["over"]


def test_clones_of_a_cult_game_play_the_same():
    assert check_clone_equivalence({"factions": [*BASE, "lizard"]}, seed=3, max_decisions=600) > 0


def test_a_cult_game_saves_loads_and_renders():
    picture = saved_loaded_and_rendered([*BASE, "lizard"], seed=4)
    assert "Lizard Cult" in picture and "outcast" in picture  # the board's [data.render] show list


def test_rootcore_play_plays_the_cult(capsys):
    assert "lizard" in played_from_the_command_line([*BASE, "lizard"], 3, capsys)


def test_a_scenario_with_more_acolytes_than_warriors_in_the_supply_is_refused_law_10_2_3():
    """Law 10.2.3: acolytes are Cult warriors in the Acolytes box, taken from the supply; a scenario cannot ask for more than are left."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="^lizard: 30 acolytes asked but only 25 warriors"):
        cult_game({}, acolytes=30)
    with pytest.raises(ScenarioError, match="^lizard: -1 acolytes"):
        cult_game({}, acolytes=-1)


# -- from an audit against the Law (November 25, 2026) -----------------------------------------------------

def with_hireling(card: str, state: dict) -> dict:
    return {card: state, "stand_in_a": {}, "stand_in_b": {}}


def test_a_dominance_card_spent_to_score_goes_to_lost_souls_and_counts_for_the_outcast_law_10_5_3_10_4_1_3_3_3():
    """A fox dominance card is a fox card: it may be revealed to score fox (10.5.3), which spends it into the Lost
    Souls pile (10.2.6), not among the available dominance cards. In the next Birdsong it counts as a fox card for
    the Outcast (10.4.1) and only then becomes available (10.4.2, 3.3.3)."""
    game = cult_game({1: {"lizard": {"garden_fox": 1}}, 6: {"lizard": {"garden_fox": 1}}},
                     hands={"lizard": ["dominance_fox", "ambush_bird"]})
    play_choices(game, "score")  # the one fox card: taken unasked
    assert cult(game).score == 2 and ids(game, cult(game).zones["lost_souls"]) == ["dominance_fox"]
    assert game.state.available_dominance == []
    game = cult_game(phase="birdsong", outcast="mouse", lost_souls=["dominance_fox"], hands=STOP_IN_DAYLIGHT)
    assert (cult(game).data["outcast"], cult(game).data["hated"]) == ("fox", False)
    assert ids(game, game.state.available_dominance) == ["dominance_fox"] and game.state.discard == []


def test_convert_lets_field_hospitals_save_the_marquise_warrior_and_the_card_is_a_lost_soul_law_10_4_3_ii_6_2_3():
    """Convert removes a Marquise warrior (10.4.3.II): Field Hospitals (6.2.3) may send it to the Keep for a fox card,
    which is spent and so goes to the Lost Souls pile (10.2.6)."""
    game = cult_game({1: {"marquise": {"warrior": 1}}, 3: {"marquise": {"keep": 1}}}, phase="birdsong", acolytes=2,
                     lost_souls=["anvil"], outcast="mouse", hands={**STOP_IN_DAYLIGHT, "marquise": ["foxfolk_steel"]})
    play_choices(game, "convert")  # fox clearing 1 and the Marquise: the only choices
    card = expect(game, "marquise.field_hospitals", "marquise")[0]
    play_choices(game, card)
    assert game.state.clearings[1].warriors == {"lizard": 1} and game.state.clearings[3].warriors == {"marquise": 1}
    assert ids(game, cult(game).zones["lost_souls"]) == ["foxfolk_steel"] and cult(game).data["acolytes"] == 0
    no_problems(game)


def test_an_ambush_on_a_crusade_takes_the_last_warrior_then_the_garden_law_4_3_1_4_3_4_10_2_3_and_10_2_5():
    """The Marquise ambush a Crusade battle (10.4.3.I) led by one Cult warrior: the two hits take the warrior, then
    the garden beside it (4.3.4), and the battle ends (4.3.1.II). The warrior was attacking: it goes to the supply,
    not the Acolytes box (10.2.3); the garden costs the Cult a random card (10.2.5) and scores for the Marquise
    (3.2.1); the ambush card and the Cult's card go to the Lost Souls pile (10.2.6)."""
    game = cult_game({1: {"lizard": {"warrior": 1, "garden_fox": 1}, "marquise": {"warrior": 2}}}, phase="birdsong",
                     acolytes=2, lost_souls=["anvil"], outcast="mouse",
                     hands={"lizard": ["sword", "bake_sale"], "marquise": ["ambush_fox"]})
    fix_dice(game, 0, 0)
    play_choices(game, "crusade", "battle")  # fox clearing 1 and the Marquise: taken unasked
    play_choices(game, next(o for o in expect(game, "battle.ambush", "marquise") if o != "pass"))
    assert game.state.clearings[1].buildings == [] and game.state.clearings[1].warriors == {"marquise": 2}
    assert game.state.factions["marquise"].score == 1 and cult(game).data["acolytes"] == 0
    assert cult(game).supply["warrior"] == 25  # the two acolytes paid and the warrior removed: all in the supply
    lost = ids(game, cult(game).zones["lost_souls"])
    assert len(cult(game).hand) == 1 and len(lost) == 2 and "ambush_fox" in lost
    no_problems(game)


@pytest.mark.usefixtures("stand_ins")
def test_the_cult_builds_where_its_hirelings_rule_and_converts_only_hirelings_of_others_law_10_5_1_e_3_1_e_3_2():
    """Hireling warriors give their controller rule (E.3.1), so a build ritual may place a garden where only the
    Cult's Last Dynasty stands (10.5.1); they are no enemy to their controller (E.3.2), so Convert (10.4.3.II) may
    replace them only while another player holds the card."""
    game = cult_game({1: {"last_dynasty": {"warrior": 2}}}, hands={"lizard": ["anvil"]},
                     hirelings=with_hireling("last_dynasty", {"controller": "lizard", "control": 2}))
    assert game.factions["lizard"].ritual_clearings(game, "build", "fox") == [1]
    for controller, offered in (("lizard", False), ("marquise", True)):
        game = cult_game({1: {"last_dynasty": {"warrior": 2}}}, phase="birdsong", acolytes=2, lost_souls=["anvil"],
                         outcast="mouse", hands=STOP_IN_DAYLIGHT,
                         hirelings=with_hireling("last_dynasty", {"controller": controller, "control": 2}))
        assert game.factions["lizard"].convert_clearings(game) == ([1] if offered else [])


@pytest.mark.usefixtures("stand_ins")
def test_sanctify_replaces_a_hireling_vault_and_scores_it_law_10_4_3_iii_and_e_3_6():
    """A vault of the Vault Keepers another player holds is an enemy building (E.3.2): Sanctify replaces it with the
    fox garden, and the Cult scores it (3.2.1; E.3.6 keeps scoring for removing hireling buildings)."""
    game = cult_game({1: {"vault_keepers": {"vault": 1}}}, phase="birdsong", acolytes=3, lost_souls=["anvil"],
                     outcast="mouse", hands=STOP_IN_DAYLIGHT,
                     hirelings=with_hireling("vault_keepers", {"controller": "marquise", "control": 2}))
    play_choices(game, "sanctify")  # clearing 1 and its vault: taken unasked
    assert game.state.clearings[1].buildings == [("lizard", "garden_fox")] and cult(game).score == 1
    no_problems(game)


def test_a_crusade_moves_only_where_the_move_rule_allows_and_converts_nowhere_under_a_snare_law_4_2_1_13_7_2():
    """A Crusade's move (10.4.3.I) is a normal move: from fox clearing 1, ruled by the Marquise, to 5 and 9, ruled by
    the Marquise, and 10, ruled by no one, it is refused (4.2.1). Convert places a Cult warrior, which a face-up
    Corvid snare forbids (13.7.2): only fox clearing 6 is offered, not snared 1."""
    game = cult_game({1: {"lizard": {"warrior": 1}, "marquise": {"sawmill": 1, "warrior": 1}},
                      5: {"marquise": {"warrior": 1}}, 9: {"marquise": {"warrior": 1}}},
                     acolytes=2, hands=STOP_IN_DAYLIGHT)
    assert not move.can_move(game, "lizard", [1])
    assert [o.id for o in game.factions["lizard"]._crusades(game)] == ["battle"]
    game = cult_game({1: {"corvid": {"warrior": 1}, "lizard": {"warrior": 2}}, 6: {"corvid": {"warrior": 1}}},
                     factions=("corvid", "lizard"), phase="birdsong", acolytes=2, lost_souls=["anvil"],
                     outcast="mouse", hands=STOP_IN_DAYLIGHT, data={"corvid": {"plots": {1: "snare"}, "face_up": [1]}})
    assert game.factions["lizard"].convert_clearings(game) == [6]
