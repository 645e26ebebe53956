"""The Elder Treetop and the Lost City landmarks (Law Appendix F, set up by A.5): the Treetop's extra building slot,
which building stands in it and the extra point for removing it; the Lost City's three suits."""
from __future__ import annotations

import pytest

import rootcore
from rootcore import ConfigError
from rootcore.rules import pieces, suits
from rootcore.testing import check_plugin_conformance

from helpers import events, expect, faction_scenario, fix_dice, held, play_choices, run

THREE = ["marquise", "eyrie", "alliance"]


def position(clearings, landmarks, factions=THREE, phase="daylight", **extra):
    """The Marquise's turn (Daylight by default) on the Autumn map with `landmarks` (id -> clearing) set up."""
    return rootcore.scenario({"factions": factions, "current": "marquise", "phase": phase, "clearings": clearings,
                              "landmarks": landmarks, **extra})


def scored(game):
    return [(e["faction"], e["vp"], e["reason"]) for e in events(game, "scored")]


# -- the Elder Treetop -------------------------------------------------------------------------------------------

def test_the_treetop_needs_three_players_and_a_corner_away_from_landmarks_law_a_5_3():
    with pytest.raises(ConfigError, match="landmark 'elder_treetop' needs at least 3 players, not 2"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "landmarks": ["elder_treetop"]})
    game = rootcore.new_game({"factions": THREE, "seating": THREE, "seed": 2, "landmarks": ["elder_treetop"]})
    assert expect(game, "setup.landmark", "alliance") == ["clearing:1", "clearing:2", "clearing:3", "clearing:4"]
    play_choices(game, "clearing:2")
    assert game.state.slots[2] == 3 and game.board.slots[2] == 2  # the map's own count is untouched
    assert game.state.data["elder_treetop"] is None


def treetop_game(clearings, **extra):
    """The Treetop in corner 1 (one printed slot)."""
    return position(clearings, {"elder_treetop": 1}, **extra)


def test_the_treetop_adds_a_building_slot_and_a_building_placed_last_stands_in_it_treetop_card():
    # Clearing 1's printed slot holds an Alliance base: the Marquise may still build there, in the Treetop's slot.
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "marquise": {"warrior": 2, "wood": 1}},
                         8: {"marquise": {"sawmill": 1, "workshop": 1, "recruiter": 1}}})
    play_choices(game, "build", "building:sawmill")  # in clearing 1, the only one with a free slot
    assert game.state.clearings[1].buildings == [("alliance", "base_fox"), ("marquise", "sawmill")]
    assert game.state.data["elder_treetop"] == ["marquise", "sawmill"]
    assert game.view(None)["landmarks"]["elder_treetop"] == {"clearing": 1, "building": ["marquise", "sawmill"]}
    slotted = events(game, "treetop_slot")
    assert [(e["faction"], e["piece"], e["clearing"]) for e in slotted] == [("marquise", "sawmill", 1)]


def test_a_building_relocated_out_of_the_treetops_slot_frees_it_and_one_relocated_in_takes_it_cc_2_3_vii_treetop_card():
    # A relocation (the Croakers' Teleport, CC.2.3.VII) neither removes nor places, yet the Treetop's slot follows
    # the building: the sawmill in it leaves for clearing 2 (nobody scores), and a recruiter brought in takes it.
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "marquise": {"warrior": 2, "wood": 1}},
                         8: {"marquise": {"sawmill": 1, "workshop": 1, "recruiter": 1}}})
    play_choices(game, "build", "building:sawmill")
    marquise, points = game.factions["marquise"], scored(game)
    assert marquise.relocate_piece(game, "sawmill", 1, 2)
    assert game.state.data["elder_treetop"] is None and scored(game) == points
    assert marquise.relocate_piece(game, "recruiter", 8, 1)
    assert game.state.data["elder_treetop"] == ["marquise", "recruiter"]
    assert [(e["piece"], e["origin"], e["destination"], e["count"]) for e in events(game, "relocated")] == [
        ("sawmill", 1, 2, 1), ("recruiter", 8, 1, 1)]


def test_a_building_goes_in_a_free_printed_slot_before_the_treetops_treetop_card():
    game = treetop_game({1: {"marquise": {"warrior": 2, "wood": 1}},
                         8: {"marquise": {"sawmill": 1, "workshop": 1, "recruiter": 1}}})
    play_choices(game, "build", "building:sawmill")
    assert game.state.clearings[1].buildings == [("marquise", "sawmill")]
    assert game.state.data["elder_treetop"] is None


def battle_in_1(game, defender):
    play_choices(game, "battle", f"faction:{defender}")  # in clearing 1, the only one of battle


def test_a_building_placed_in_a_printed_slot_freed_later_leaves_the_treetops_building_in_place_treetop_card():
    # The roost stands in the Treetop's slot, the base in the printed one. Once the base is gone, the Marquise's
    # new sawmill goes in the freed printed slot: the roost keeps the Treetop's (and its extra point).
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "eyrie": {"roost": 1},
                             "marquise": {"warrior": 3, "wood": 1}},
                         8: {"marquise": {"sawmill": 1, "workshop": 1, "recruiter": 1}}})
    fix_dice(game, 3, 0)
    battle_in_1(game, "alliance")
    play_choices(game, "build", "building:sawmill")
    assert game.state.clearings[1].buildings == [("eyrie", "roost"), ("marquise", "sawmill")]
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]


def test_removing_the_enemy_building_in_the_treetops_slot_scores_one_more_treetop_card():
    # The base stands in the printed slot, the roost (listed last) in the Treetop's.
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "eyrie": {"roost": 1}, "marquise": {"warrior": 3}}})
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]
    fix_dice(game, 3, 0)
    battle_in_1(game, "eyrie")
    assert scored(game)[-2:] == [("marquise", 1, "removed roost"), ("marquise", 1, "elder_treetop")]
    assert game.state.data["elder_treetop"] is None
    assert game.state.factions["marquise"].score == 2


def test_removing_a_building_in_a_printed_slot_scores_as_usual_treetop_card():
    game = treetop_game({1: {"alliance": {"base_fox": 1}, "eyrie": {"roost": 1}, "marquise": {"warrior": 3}}})
    fix_dice(game, 3, 0)
    battle_in_1(game, "alliance")
    assert ("marquise", 1, "removed base_fox") in scored(game)
    assert not [s for s in scored(game) if s[2] == "elder_treetop"]
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]  # still in its slot


def test_the_keepers_decamping_their_waystation_from_the_treetops_slot_score_nothing_for_it_law_15_4_2_treetop_card():
    """Only an enemy's removal scores the Treetop's extra point: the Keepers replacing their own waystation standing
    in its slot free the slot and score nothing."""
    game = position({1: {"eyrie": {"roost": 1}, "keepers": {"waystation_tablet_jewelry": 1}}}, {"elder_treetop": 1},
                    factions=["marquise", "eyrie", "keepers"], current="keepers", phase="birdsong")
    assert game.state.data["elder_treetop"] == ["keepers", "waystation_tablet_jewelry"]
    assert expect(game, "keepers.decamp", "keepers") == ["clearing:1", "done"]
    play_choices(game, "clearing:1")
    assert game.state.clearings[1].buildings == [("eyrie", "roost")]
    assert game.state.data["elder_treetop"] is None
    assert scored(game) == [] and game.state.factions["keepers"].score == 0


def test_of_alike_buildings_the_treetops_is_removed_last_treetop_card():
    # Corner 2 has two printed slots: three roosts fill them and the Treetop's.
    game = position({2: {"eyrie": {"roost": 3}, "marquise": {"warrior": 3}}}, {"elder_treetop": 2})
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]
    fix_dice(game, 1, 0)  # one hit, and one more against the defenceless (Law 4.3.2.III)
    play_choices(game, "battle")  # in clearing 2, against the Eyrie
    assert game.state.clearings[2].count("eyrie", "roost") == 1
    assert game.state.factions["marquise"].score == 2 and game.state.data["elder_treetop"] == ["eyrie", "roost"]
    fix_dice(game, 0, 0)
    play_choices(game, "battle")
    assert game.state.factions["marquise"].score == 4  # the last roost: one point, and one more for the Treetop
    assert game.state.data["elder_treetop"] is None


def vagabond_in_the_treetops_corner(character, items):
    """The Vagabond (`character`) in his Daylight in corner 1, with the Treetop: the Alliance's base in the printed
    slot, the Eyrie's roost in the Treetop's."""
    vagabond = {"character": character, "clearing": 1, "items": list(items), "quests": [], "ruin_items": {}}
    game = position({1: {"alliance": {"base_fox": 1}, "eyrie": {"roost": 1}}}, {"elder_treetop": 1},
                    factions=["eyrie", "alliance", "vagabond"], current="vagabond",
                    hands={"eyrie": [], "alliance": [], "vagabond": []},
                    data={"vagabond": vagabond, "eyrie": {"leader": "commander", "viziers": {}}})
    assert game.state.data["elder_treetop"] == ["eyrie", "roost"]
    return game


def test_the_vagabonds_strike_on_the_treetops_building_scores_one_more_law_9_5_6_treetop_card():
    game = vagabond_in_the_treetops_corner("thief", ["crossbow", "boot"])
    play_choices(game, "strike")
    assert expect(game, "vagabond.strike", "vagabond") == ["piece:eyrie:roost", "piece:alliance:base_fox"]
    play_choices(game, "piece:eyrie:roost")
    assert scored(game) == [("vagabond", 1, "removed roost"), ("vagabond", 1, "elder_treetop")]
    assert game.state.data["elder_treetop"] is None


def test_scorched_earth_in_the_treetops_corner_scores_its_building_one_more_law_d_6_2_treetop_card():
    game = vagabond_in_the_treetops_corner("scoundrel", ["torch", "boot"])
    play_choices(game, "special")
    assert sorted(scored(game)) == [("vagabond", 1, "elder_treetop"), ("vagabond", 1, "removed base_fox"),
                                    ("vagabond", 1, "removed roost")]
    assert game.state.clearings[1].buildings == [] and game.state.data["elder_treetop"] is None


def test_the_vagrant_removing_the_treetops_building_in_his_instigated_battle_scores_one_more_law_d_4_2_treetop_card():
    """The Eyrie attack the Marquise's sawmill in the Treetop's slot (the base in the printed one): the Vagrant
    removes it, so both points are his."""
    vagrant = {"character": "vagrant", "clearing": 1, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    factions = ["eyrie", "marquise", "alliance", "vagabond"]
    game = position({1: {"alliance": {"base_fox": 1}, "eyrie": {"warrior": 2}, "marquise": {"sawmill": 1}}},
                    {"elder_treetop": 1}, factions=factions, current="vagabond", hands={f: [] for f in factions},
                    data={"vagabond": vagrant, "eyrie": {"leader": "commander", "viziers": {}}})
    assert game.state.data["elder_treetop"] == ["marquise", "sawmill"]
    fix_dice(game, 2, 0)
    play_choices(game, "special", "battle:eyrie:marquise")
    assert scored(game) == [("vagabond", 1, "removed sawmill"), ("vagabond", 1, "elder_treetop")]


GAMES = [("autumn", THREE), ("winter", ["marquise", "eyrie", "alliance", "vagabond"]),
         ("lake", ["marquise", "eyrie", "alliance", "vagabond"]),
         ("mountain", ["marquise", "eyrie", "alliance", "vagabond", "riverfolk"])]


@pytest.mark.parametrize("map_id,factions", GAMES)
def test_random_games_with_the_elder_treetop_conform(map_id, factions):
    results = check_plugin_conformance(factions, games=2, map=map_id, landmarks=["elder_treetop", "tower"])
    for r in results:
        game = r["game"]
        corner = game.state.data["landmarks"]["elder_treetop"]
        assert corner in game.board.corners and game.state.slots[corner] == game.board.slots[corner] + 1


# -- the Lost City -------------------------------------------------------------------------------------------------

CITY = {"lost_city": 5}  # rabbit clearing 5 of the Autumn map, on the river to 10


def city_game(factions, current, clearings, mine=None, phase="daylight", **extra):
    """`current` taking their turn from `phase` with the Lost City in clearing 5."""
    return faction_scenario(factions, current, phase, clearings, mine or {}, landmarks=CITY, **extra)


def ids(game, faction):
    return sorted(game.cards[c].id for c in game.state.factions[faction].hand)


def test_the_lost_city_is_set_up_on_a_river_and_counts_as_every_suit_lost_city_card():
    game = rootcore.new_game({"factions": THREE, "seating": THREE, "seed": 2, "landmarks": ["lost_city"]})
    assert expect(game, "setup.landmark", "alliance") == ["clearing:4", "clearing:5", "clearing:7", "clearing:10",
                                                          "clearing:11"]
    play_choices(game, "clearing:10")
    assert game.state.suits[10] == "fox+rabbit+mouse" and game.board.printed_suit[10] == "rabbit"
    assert game.view(None)["landmarks"]["lost_city"] == {"clearing": 10, "suits": ["fox", "rabbit", "mouse"]}


def test_a_clearing_of_several_suits_counts_as_those_alone_law_2_2_2():
    """Law 2.2.2: a clearing's suit is mouse, rabbit or fox. A clearing holding several (the Lost City's "+"-joined
    value) counts as each of them and as no other suit: not as bird, which no clearing is."""
    assert suits.counts_as("fox+rabbit+mouse", "rabbit") and suits.counts_as("rabbit", "rabbit")
    assert not suits.counts_as("fox+rabbit+mouse", "bird")
    assert not suits.counts_as("fox+mouse", "rabbit") and not suits.counts_as("fox", "rabbit")
    game = city_game(["marquise", "eyrie"], "marquise", {})
    assert suits.is_suit(game, 5, "mouse") and not suits.is_suit(game, 5, "bird")
    assert 5 in suits.clearings_of_suit(game, "fox") and suits.clearings_of_suit(game, "bird") == []


def test_a_card_of_any_suit_matches_the_lost_city_marquise_overwork():
    # A fox card overworks the sawmill in rabbit clearing 5, which is also a fox clearing.
    game = city_game(["marquise", "eyrie"], "marquise", {5: {"marquise": {"sawmill": 1, "warrior": 1}}},
                     hands={"marquise": ["anvil"]})
    play_choices(game, "overwork")
    assert game.state.clearings[5].count("marquise", "wood") == 1 and ids(game, "marquise") == []


def test_an_ambush_of_any_of_the_lost_citys_suits_is_played_and_foiled_there_law_4_3_1_and_4_3_1_I():
    """A battle in the Lost City (printed rabbit): the Eyrie may ambush with the fox or the mouse card, and the
    Marquise may foil with the rabbit one."""
    game = city_game(["marquise", "eyrie"], "marquise", {5: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}},
                     hands={"eyrie": ["ambush_fox", "ambush_mouse"], "marquise": ["ambush_rabbit"]})
    fix_dice(game, 0, 0)
    play_choices(game, "battle")
    fox, mouse = (held(game, card, game.state.factions["eyrie"].hand) for card in ("ambush_fox", "ambush_mouse"))
    assert expect(game, "battle.ambush", "eyrie") == [f"ambush:{fox}", f"ambush:{mouse}", "pass"]
    play_choices(game, f"ambush:{mouse}")
    rabbit = held(game, "ambush_rabbit", game.state.factions["marquise"].hand)
    assert expect(game, "battle.foil", "marquise") == [f"foil:{rabbit}", "pass"]
    play_choices(game, f"foil:{rabbit}")
    assert game.state.clearings[5].warriors == {"marquise": 2, "eyrie": 1}  # foiled, and the dice rolled 0 and 0


def test_two_crafting_pieces_in_the_lost_city_pay_two_suits_law_4_1_1():
    # Tax Collector costs fox, rabbit and mouse: a workshop in fox 1, and the two in the city pay rabbit and mouse.
    game = city_game(["marquise", "eyrie"], "marquise", {1: {"marquise": {"workshop": 1, "warrior": 1}},
                                                         5: {"marquise": {"workshop": 2, "warrior": 1}}},
                     hands={"marquise": ["tax_collector"]})
    card = game.state.factions["marquise"].hand[0]
    play_choices(game, f"craft:{card}")
    fs = game.state.factions["marquise"]
    assert card in fs.play_area and fs.crafting_used == {"fox": 1, "any": 2}
    game = city_game(["marquise", "eyrie"], "marquise", {5: {"marquise": {"workshop": 2, "warrior": 1}}},
                     hands={"marquise": ["tax_collector"]})
    assert f"craft:{game.state.factions['marquise'].hand[0]}" not in game.pending.option_ids  # three suits, two


def test_a_crafting_piece_in_the_lost_city_pays_one_missing_suit_not_two_law_4_1_1():
    # Arms Trader costs fox, fox: a workshop in rabbit 3 and the city's pay only one fox; with a fox one in 1, both.
    for other, craftable in ((3, False), (1, True)):
        game = city_game(["marquise", "eyrie"], "marquise", {other: {"marquise": {"workshop": 1, "warrior": 1}},
                                                             5: {"marquise": {"workshop": 1, "warrior": 1}}},
                         hands={"marquise": ["arms_trader"]})
        trader = held(game, "arms_trader", game.state.factions["marquise"].hand)
        assert (f"craft:{trader}" in game.pending.option_ids) is craftable


def test_a_spare_crafting_piece_of_one_named_suit_never_pays_another_law_4_1_1():
    # Tax Collector costs fox, rabbit, mouse. Workshops in fox 1 and the city pay the fox and one missing suit; a
    # second fox workshop (8) cannot pay the other (a piece's suit is its clearing's), one in rabbit 3 can.
    for other, craftable in ((8, False), (3, True)):
        game = city_game(["marquise", "eyrie"], "marquise", {c: {"marquise": {"workshop": 1, "warrior": 1}}
                                                             for c in (1, other, 5)},
                         hands={"marquise": ["tax_collector"]})
        collector = held(game, "tax_collector", game.state.factions["marquise"].hand)
        assert (f"craft:{collector}" in game.pending.option_ids) is craftable


def test_a_named_suit_twice_takes_the_lost_citys_piece_once_its_own_run_out_law_4_1_1():
    # Arms Trader (fox, fox) with workshops in fox 1 and in the city: the fox one pays one fox, the city's the other,
    # so both are activated and nothing is left for the rabbit of Woodland Runners (each piece once a turn).
    game = city_game(["marquise", "eyrie"], "marquise", {c: {"marquise": {"workshop": 1, "warrior": 1}} for c in (1, 5)},
                     hands={"marquise": ["arms_trader", "woodland_runners"]})
    hand = game.state.factions["marquise"].hand
    trader, runners = held(game, "arms_trader", hand), held(game, "woodland_runners", hand)
    play_choices(game, f"craft:{trader}")
    assert game.state.factions["marquise"].crafting_used == {"fox": 1, "any": 1}
    assert f"craft:{runners}" not in game.pending.option_ids


def test_a_named_suit_is_paid_by_its_own_pieces_before_the_lost_citys_law_4_1_1():
    # Arms Trader (fox, fox) with workshops in fox 1 and 8 and in the city: the two fox ones pay, and the city's is
    # left to pay the rabbit of Woodland Runners.
    workshops = {c: {"marquise": {"workshop": 1, "warrior": 1}} for c in (1, 8, 5)}
    game = city_game(["marquise", "eyrie"], "marquise", workshops,
                     hands={"marquise": ["arms_trader", "woodland_runners"]})
    hand = game.state.factions["marquise"].hand
    trader, runners = held(game, "arms_trader", hand), held(game, "woodland_runners", hand)
    play_choices(game, f"craft:{trader}")
    assert game.state.factions["marquise"].crafting_used == {"fox": 2}
    play_choices(game, f"craft:{runners}")
    assert game.state.factions["marquise"].crafting_used == {"fox": 2, "any": 1}


def test_the_lost_city_counts_for_dominance_of_each_suit_law_3_3_1():
    game = city_game(["marquise", "eyrie"], "marquise", {2: {"marquise": {"warrior": 1}},
                                                         7: {"marquise": {"warrior": 1}},
                                                         5: {"marquise": {"warrior": 1}}},
                     phase="birdsong", dominance={"marquise": "dominance_mouse"}, dominance_in_deck=True)
    assert game.is_over and game.winners == ["marquise"] and game.state.end_reason == "dominance"


def test_the_lost_city_is_in_every_column_of_the_decree_law_7_5_2():
    game = city_game(["marquise", "eyrie"], "eyrie", {5: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"roost": 1}}},
                     data={"eyrie": {"decree": {"recruit": ["anvil"]}}})
    assert game.state.clearings[5].warriors == {"eyrie": 1}  # the one fox roost: recruited without a question


def test_any_suits_supporters_spread_sympathy_to_the_lost_city_law_8_4_2():
    game = city_game(["marquise", "alliance"], "alliance", {1: {"alliance": {"sympathy": 1}}},
                     {"alliance": {"supporters": ["mouse_in_a_sack"], "officers": 0}}, phase="birdsong")
    play_choices(game, "pass") if game.pending.kind == "alliance.revolt" else None
    assert expect(game, "alliance.spread") == ["clearing:5", "clearing:9", "pass"]  # 5 is a mouse clearing too
    play_choices(game, "clearing:5")
    assert ("alliance", "sympathy") in game.state.clearings[5].tokens


@pytest.mark.parametrize("supporters, answer", [
    (["anvil", "foxfolk_steel", "root_tea_fox", "a_visit_to_friends", "bake_sale"], "suit:fox"),
    (["anvil", "foxfolk_steel", "a_visit_to_friends", "bake_sale", "root_tea_rabbit"], "suit:rabbit"),
])
def test_the_alliance_bot_revolts_in_the_lost_city_as_the_suit_it_has_most_supporters_of_law_8_4_1(supporters, answer):
    """Paying for the revolt leaves the most supporters when it is of the suit with the most (8.5.1)."""
    from rootcore.agents import make_agent
    game = city_game(["marquise", "alliance"], "alliance", {5: {"alliance": {"sympathy": 1}}},
                     {"alliance": {"supporters": supporters, "officers": 0}}, phase="birdsong")
    play_choices(game, "clearing:5")
    expect(game, "alliance.revolt.suit")
    assert make_agent("heuristic", "alliance", 0)(game, game.pending) == answer


def test_a_revolt_in_the_lost_city_places_the_base_of_a_suit_chosen_law_8_4_1():
    game = city_game(["marquise", "alliance"], "alliance", {5: {"alliance": {"sympathy": 1}},
                                                            1: {"alliance": {"sympathy": 1}}},
                     {"alliance": {"supporters": ["anvil", "foxfolk_steel", "a_visit_to_friends", "bake_sale"],
                                   "officers": 0}}, phase="birdsong")
    play_choices(game, "clearing:5")
    assert expect(game, "alliance.revolt.suit") == ["suit:fox", "suit:rabbit"]  # no mouse supporters
    play_choices(game, "suit:fox")
    st = game.state
    assert st.clearings[5].buildings == [("alliance", "base_fox")]
    assert st.clearings[5].warriors == {"alliance": 2}  # the city and clearing 1: two sympathetic fox clearings
    assert ids(game, "alliance") == [] and sorted(game.cards[c].id for c in st.factions["alliance"].zones[
        "supporters"]) == ["a_visit_to_friends", "bake_sale"]


def test_the_duchy_counts_the_lost_city_once_for_sway_law_12_5_3():
    two_fox = {"duchy": ["anvil", "root_tea_fox"]}
    alone = city_game(["marquise", "duchy"], "duchy", {5: {"duchy": {"warrior": 1}}, 12: {"marquise": {"warrior": 1}}},
                      {"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}}, hands=two_fox)
    play_choices(alone, "end")
    assert "minister:captain" not in alone.pending.option_ids  # one clearing: one card
    game = city_game(["marquise", "duchy"], "duchy", {5: {"duchy": {"warrior": 1}}, 1: {"duchy": {"warrior": 1}},
                                                      12: {"marquise": {"warrior": 1}}},
                     {"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}}, hands=two_fox)
    play_choices(game, "end", "minister:captain")
    play_choices(game, game.pending.option_ids[0])  # either fox card; the other is then revealed unasked
    assert game.state.factions["duchy"].data["swayed"] == ["captain"]  # a fox card in 1, the other in the city


def test_a_favor_card_removes_enemies_from_the_lost_city_standard_deck():
    game = city_game(["marquise", "eyrie"], "marquise", {2: {"marquise": {"workshop": 1, "warrior": 1}},
                                                         7: {"marquise": {"workshop": 1, "warrior": 1}},
                                                         9: {"marquise": {"workshop": 1, "warrior": 1}},
                                                         5: {"eyrie": {"roost": 1, "warrior": 2}}},
                     hands={"marquise": ["favor_of_the_mice"]})
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")
    assert not game.state.clearings[5].buildings and not game.state.clearings[5].warriors


@pytest.mark.parametrize("map_id,factions", GAMES + [
    ("autumn", ["lizard", "riverfolk", "duchy", "corvid"]), ("winter", ["keepers", "hundreds", "vagabond"]),
    ("lake", ["marquise", "eyrie"])])
def test_random_games_with_the_lost_city_conform(map_id, factions):
    landmarks = ["lost_city", "elder_treetop"] if len(factions) >= 3 else ["lost_city"]
    results = check_plugin_conformance(factions, games=2, map=map_id, landmarks=landmarks)
    for r in results:
        assert "+" in r["game"].state.suits[r["game"].state.data["landmarks"]["lost_city"]]


def test_a_recruit_of_a_suit_places_in_the_lost_city_too_corvid_law_13_4_3():
    game = city_game(["marquise", "corvid"], "corvid", {}, {"corvid": {"plots": {}, "face_up": []}},
                     phase="birdsong", hands={"corvid": ["anvil"]})
    play_choices(game, f"card:{game.state.factions['corvid'].hand[0]}")  # fox: 1, 6, 8, 12 and the city
    assert [game.state.clearings[c].warriors.get("corvid", 0) for c in (1, 5, 6, 8, 12)] == [1, 1, 1, 1, 1]


def test_the_lost_city_is_an_outcast_clearing_and_sanctified_with_a_garden_chosen_lizard_law_10_4_3():
    mine = {"lizard": {"outcast": "mouse", "hated": False, "acolytes": 3, "lost_souls": ["anvil"], "revealed": []}}
    game = city_game(["marquise", "lizard"], "lizard", {5: {"marquise": {"warrior": 1, "sawmill": 1}}}, mine,
                     phase="birdsong", hands={"lizard": ["ambush_bird"]})
    play_choices(game, "sanctify")  # the city, a mouse clearing, and its one building: taken unasked
    assert expect(game, "lizard.garden") == ["piece:garden_fox", "piece:garden_rabbit", "piece:garden_mouse"]
    play_choices(game, "piece:garden_mouse")
    assert game.state.clearings[5].buildings == [("lizard", "garden_mouse")]


def test_the_lost_city_sanctified_with_every_mouse_garden_placed_asks_between_the_other_two_lizard_law_10_4_3():
    # All five mouse gardens are on the map (2, 7 and 9): the Cult still chooses, between a fox and a rabbit garden.
    mine = {"lizard": {"outcast": "mouse", "hated": False, "acolytes": 3, "lost_souls": ["anvil"], "revealed": []}}
    gardens = {c: {"lizard": {"garden_mouse": n}} for c, n in ((2, 2), (7, 2), (9, 1))}
    game = city_game(["marquise", "lizard"], "lizard", {5: {"marquise": {"warrior": 1, "sawmill": 1}}, **gardens},
                     mine, phase="birdsong", hands={"lizard": ["ambush_bird"]})
    play_choices(game, "sanctify")  # the city and its one building: taken unasked
    assert expect(game, "lizard.garden") == ["piece:garden_fox", "piece:garden_rabbit"]
    play_choices(game, "piece:garden_rabbit")
    assert game.state.clearings[5].buildings == [("lizard", "garden_rabbit")]


def test_a_trade_post_of_a_suit_chosen_is_established_in_the_lost_city_riverfolk_law_11_5_6():
    mine = {"riverfolk": {"funds": {"marquise": 2}, "payments": {}, "committed": {},
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = city_game(["marquise", "riverfolk"], "riverfolk", {5: {"marquise": {"warrior": 2}}}, mine)
    play_choices(game, "establish")  # the city, the one clearing: taken unasked
    assert expect(game, "riverfolk.establish.post") == ["piece:trade_post_fox", "piece:trade_post_rabbit",
                                                         "piece:trade_post_mouse"]
    play_choices(game, "piece:trade_post_mouse")
    assert ("riverfolk", "trade_post_mouse") in game.state.clearings[5].tokens


@pytest.mark.parametrize("placed, answer", [({}, "piece:trade_post_fox"), ({1: {"riverfolk": {"trade_post_fox": 1}}},
                                                                          "piece:trade_post_rabbit")])
def test_the_riverfolk_bot_establishes_in_the_lost_city_the_post_of_a_suit_it_has_fewest_of_law_11_2_1(placed, answer):
    """Its posts are its crafting pieces (11.2.1): in the city, of every suit, its bot takes a suit it has no post of."""
    from rootcore.agents import make_agent
    mine = {"riverfolk": {"funds": {"marquise": 2}, "payments": {}, "committed": {},
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = city_game(["marquise", "riverfolk"], "riverfolk", {5: {"marquise": {"warrior": 2}}, **placed}, mine)
    play_choices(game, "establish")
    expect(game, "riverfolk.establish.post")
    assert make_agent("heuristic", "riverfolk", 0)(game, game.pending) == answer


@pytest.mark.parametrize("gardens, answer", [
    ({2: {"lizard": {"garden_rabbit": 1}}}, "piece:garden_rabbit"),  # a second rabbit garden: its ritual 0 -> 2 VP
    ({2: {"lizard": {"garden_rabbit": 2}}, 9: {"lizard": {"garden_fox": 1}}}, "piece:garden_fox"),  # rabbit: 2 -> 2
])
def test_the_lizard_bot_sanctifies_the_lost_city_with_the_garden_raising_a_ritual_most_law_10_5_3(gardens, answer):
    from rootcore.agents import make_agent
    mine = {"lizard": {"outcast": "mouse", "hated": False, "acolytes": 3, "lost_souls": ["anvil"], "revealed": []}}
    game = city_game(["marquise", "lizard"], "lizard", {5: {"marquise": {"warrior": 1, "sawmill": 1}}, **gardens},
                     mine, phase="birdsong", hands={"lizard": ["ambush_bird"]})
    play_choices(game, "sanctify")
    expect(game, "lizard.garden")
    assert make_agent("heuristic", "lizard", 0)(game, game.pending) == answer


def test_hammers_in_the_lost_city_craft_any_suit_vagabond_law_9_5_8():
    game = city_game(["marquise", "vagabond"], "vagabond", {}, data={"vagabond": {"clearing": 5,
                                                                                  "items": ["hammer", "hammer"]}},
                     hands={"vagabond": ["arms_trader"]})
    play_choices(game, "craft")  # fox, fox in rabbit clearing 5: the city's
    assert game.state.factions["vagabond"].score == 2


def test_the_vagabond_quests_day_labors_and_aids_in_the_lost_city_with_any_suit_law_9_5_5_d_2_2_and_9_5_4():
    """Clearing 5 (rabbit) as the Lost City counts as each suit: a fox and a mouse quest may be completed there
    (9.5.5), the Tinker's Day Labor takes a discarded card of any suit (D.2.2), and a fox card is a matching
    one to give in Aid (9.5.4)."""
    vagabond = {"clearing": 5, "items": ["tea", "boot", "torch", "boot", "sword"],
                "quests": ["errand_fox", "escort_mouse"], "ruin_items": {}}
    game = city_game(["marquise", "vagabond"], "vagabond", {}, data={"vagabond": vagabond})
    play_choices(game, "quest")
    assert expect(game, "vagabond.quest", "vagabond") == ["quest:errand_fox", "quest:escort_mouse"]
    game = city_game(["marquise", "vagabond"], "vagabond", {},
                     data={"vagabond": {"character": "tinker", "clearing": 5, "items": ["torch", "boot"]}},
                     discard=["anvil", "sword", "birdy_bindle", "a_visit_to_friends"], hands={"vagabond": []})
    play_choices(game, "special")
    assert sorted(game.cards[int(o.split(":")[1])].id for o in expect(game, "tinker.day_labor")) == [
        "a_visit_to_friends", "anvil", "birdy_bindle", "sword"]
    game = city_game(["marquise", "vagabond"], "vagabond", {5: {"marquise": {"warrior": 1}}},
                     data={"vagabond": {"clearing": 5, "items": ["torch", "boot"]}}, hands={"vagabond": ["anvil"]})
    assert "aid" in expect(game, "vagabond.action", "vagabond")


def test_the_keepers_recover_in_the_lost_city_with_a_card_of_any_suit_and_count_ruled_clearings_of_one_law_15_5_2():
    relics = {"warrior": 1, "waystation_tablet_jewelry": 1, "tablet_1": 1, "tablet_2": 1}
    game = city_game(["marquise", "keepers"], "keepers", {5: {"keepers": relics}, 1: {"keepers": {"warrior": 1}},
                                                          8: {"keepers": {"warrior": 1}}},
                     {"keepers": {"retinue": {"recover": ["ambush_fox"]},
                                  "retainers": {"move": 0, "battle": 0, "recover": 0},
                                  "faces": {"waystation_tablet_jewelry": "tablet"}, "recovered": {}}})
    fox = game.state.factions["keepers"].zones["retinue_recover"][0]
    play_choices(game, f"card:{fox}", "recover", "relic:tablet_1", "relic:tablet_2")
    # Three fox clearings ruled (1, 8 and the city) reach the second tablet's value: the card stays.
    assert fox in game.state.factions["keepers"].zones["retinue_recover"]


def test_each_partisans_of_the_lost_citys_suits_may_be_used_in_a_battle_there_exiles():
    game = faction_scenario(["marquise", "eyrie"], "marquise", "daylight",
                            {5: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}},
                            {"eyrie": {"leader": "commander", "viziers": {}, "decree": {}}}, deck="exiles",
                            play_areas={"marquise": ["fox_partisans", "mouse_partisans"]},
                            hands={"marquise": ["anvil"]}, landmarks=CITY)
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "partisans")  # the fox Partisans: the anvil, a fox card, is kept
    assert expect(game, "exiles.partisans", "marquise") == ["partisans", "pass"]  # then the mouse Partisans
    play_choices(game, "pass")
    assert game.state.clearings[5].warriors["eyrie"] == 1


def test_a_ritual_recruit_of_any_suit_may_go_to_the_lost_city_lizard_law_10_5_2():
    mine = {"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}}
    game = city_game(["marquise", "lizard"], "lizard", {2: {"marquise": {"warrior": 3}}}, mine,
                     hands={"lizard": ["sword"]})
    play_choices(game, "recruit")
    assert expect(game, "lizard.recruit") == ["clearing:2", "clearing:5", "clearing:7", "clearing:9", "clearing:11"]


def test_the_mob_die_spreads_a_mob_to_the_lost_city_on_any_of_its_suits_hundreds_law_14_4_1():
    mine = {"hundreds": {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}}}
    game = city_game(["marquise", "hundreds"], "marquise", {1: {"hundreds": {"mob": 1}},
                                                            4: {"marquise": {"warrior": 1}}}, mine)
    hundreds = game.factions["hundreds"]
    faces = hundreds.board.data["mob_die"]
    game.state.rng.randrange = lambda n, *rest: faces.index("mouse")
    asked = run(hundreds._spread_mob(game), ["clearing:5"])[0]
    assert asked[0].option_ids == ["clearing:5", "clearing:9"]  # next to the mob in 1: mouse 9, and the city
    assert ("hundreds", "mob") in game.state.clearings[5].tokens


def test_the_lizard_cult_starting_in_the_lost_city_picks_its_garden_law_10_3_2():
    game = rootcore.new_game({"factions": ["marquise", "lizard"], "seating": ["marquise", "lizard"], "seed": 1,
                              "landmarks": ["lost_city"]})
    play_choices(game, "clearing:4", "clearing:2")  # the city in corner 4 (by the river to 7), the Keep in 2
    while game.pending.kind.startswith("marquise."):
        play_choices(game, game.pending.option_ids[0])
    if game.pending.kind == "lizard.setup.corner":
        play_choices(game, "clearing:4")  # opposite the Keep
    assert expect(game, "lizard.garden") == ["piece:garden_fox", "piece:garden_rabbit", "piece:garden_mouse"]
    play_choices(game, "piece:garden_rabbit")
    assert game.state.clearings[4].buildings == [("lizard", "garden_rabbit")]


def test_a_crafting_piece_removed_from_the_lost_city_takes_its_activation_along_law_4_1_1():
    game = city_game(["marquise", "eyrie"], "marquise", {5: {"marquise": {"workshop": 1, "warrior": 1}}},
                     hands={"marquise": ["anvil"]})
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")
    assert game.state.factions["marquise"].crafting_used == {"any": 1}
    pieces.remove(game, "marquise", "workshop", 5, 1, "eyrie", "effect")
    assert game.state.factions["marquise"].crafting_used == {}


# -- the heuristic bots count the Lost City for each of its suits ------------------------------------------------

def test_bots_count_the_lost_city_as_each_of_its_suits():
    """The bots' board measures ask `rootcore.rules.suits`: the Lost City (clearing 5 here, rabbit on the map) shares a
    suit with a fox clearing, and the Keepers bot counts it among the fox clearings it rules."""
    from rootcore.bots import share_suit
    from rootcore_plugins.keepers.bot import KeepersBot
    game = position({5: {"keepers": {"warrior": 3}}, 1: {"keepers": {"warrior": 3}}}, CITY,
                    factions=["keepers", "eyrie"], current="keepers")
    assert game.state.suits[1] == "fox" and game.state.suits[2] == "mouse"
    assert share_suit(game, 5, 1) and share_suit(game, 2, 5) and not share_suit(game, 1, 2)
    bot = KeepersBot("keepers")
    assert bot.ruled_of_suit(game, "fox") == 2 and bot.ruled_of_suit(game, "rabbit") == 1


def test_the_alliances_bot_loses_the_lost_city_base_whose_suit_the_fewest_supporters_match_law_8_2_4():
    """Law 8.2.4: a base removed takes the supporters of its suit with it. In the Lost City the Alliance may hold a
    base of each suit; hit there, its bot gives up the one costing the fewest supporters (birds count for every
    suit), and a sympathy token before any base."""
    from rootcore.agents import make_agent
    from rootcore.rules import pieces
    bases = {"base_fox": 1, "base_mouse": 1, "base_rabbit": 1}
    game = city_game(["alliance", "marquise"], "marquise", {5: {"alliance": bases}},
                     {"alliance": {"supporters": ["anvil", "arms_trader", "ambush_mouse", "ambush_bird"]}})
    decision = next(pieces.take_hits_on_other_pieces(game, "alliance", 5, 1, "marquise", "battle"))
    assert decision.option_ids == ["piece:base_fox", "piece:base_mouse", "piece:base_rabbit"]
    bot = make_agent("heuristic", "alliance", 0)
    assert bot(game, decision) == "piece:base_rabbit" and bot.guessed == {}  # rabbit: two birds; fox, mouse: three
    pieces.place(game, "alliance", "sympathy", 5)
    decision = next(pieces.take_hits_on_other_pieces(game, "alliance", 5, 1, "marquise", "battle"))
    assert bot(game, decision) == "piece:sympathy"
