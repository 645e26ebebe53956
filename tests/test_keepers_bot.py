"""The Keepers in Iron's heuristic bot (plugins/rootcore_plugins/keepers/bot.py): it answers every decision the
Keepers meet with an offered option of its own rules in checked games of 2-5 players, picks what pays in a few
positions (Law 15.4.1, 15.5.2), decides only on what its player sees (never a face-down relic's value, 15.2.1), and
other bots place a relic they removed by the Keepers' advice (15.2.5).

Autumn clearings used below (suit; paths; forests): 1 fox (5 9 10; f1 f2), 2 mouse (5 6 10; f1 f3), 5 rabbit (1 2;
f1), 8 fox (4 7; f6), 10 rabbit (1 2 12; f1 f2 f3), 12 fox (4 7 9 10 11; f2 f3 f5 f6 f7). Forest f4 lies between
3, 6 and 11.
"""
from __future__ import annotations

import pytest

from rootcore.agents import make_agent
from rootcore.cli import main

from helpers import (bot_plays_its_turn, decisions_compared_on_redrawn_clones, expect, faction_scenario,
                     fix_dice, kinds_answered_in_checked_games, kinds_answered_over_games, play_choices,
                     same_game_twice)

SETS = [["marquise", "keepers"], ["marquise", "eyrie", "keepers"], ["marquise", "eyrie", "alliance", "keepers"],
        ["marquise", "eyrie", "alliance", "vagabond", "keepers"], ["lizard", "riverfolk", "keepers"]]
# What the Keepers are asked in any game; the bot must answer each by its own rules, not by a random fallback.
CORE_KINDS = {"keepers.setup.corner", "keepers.setup.edge", "keepers.encamp", "keepers.waystation", "keepers.decamp",
              "keepers.recruit", "keepers.recruit.card", "keepers.craft", "keepers.retinue", "keepers.move.origin",
              "keepers.move.destination", "keepers.move.count", "keepers.carry", "keepers.delve.clearing",
              "keepers.delve", "keepers.move_or_recover", "keepers.recover", "keepers.gather",
              "keepers.gather.card", "keepers.gather.column"}
NO_RETAINERS = {"move": 0, "battle": 0, "recover": 0}


def keepers_position(clearings, phase="daylight", factions=("marquise", "keepers"), current="keepers", hand=(),
                     **keepers):
    """The Keepers (or `current`) taking their turn from `phase`, with their data as given and the cards `hand`."""
    return faction_scenario(factions, current, phase, clearings, {"keepers": {"retainers": NO_RETAINERS, **keepers}},
                            hands={"keepers": hand})


def kf(game):
    return game.state.factions["keepers"]


def retinue_card(game, column):
    return kf(game).zones[f"retinue_{column}"][0]


def test_the_bot_is_registered_for_the_keepers():
    agent = make_agent("heuristic", "keepers", 3)
    assert callable(agent) and agent.faction == "keepers"


@pytest.mark.parametrize("factions", SETS, ids=lambda s: "-".join(s))
def test_the_bot_answers_every_keepers_decision_by_its_rules_in_checked_games(factions):
    kinds = kinds_answered_in_checked_games(factions, "keepers")
    assert {"keepers.encamp", "keepers.retinue", "keepers.gather"} <= kinds


def test_over_many_games_every_core_kind_is_met_and_answered_by_the_bot():
    kinds = kinds_answered_over_games(SETS, "keepers", 15)
    assert CORE_KINDS <= kinds, CORE_KINDS - kinds


def test_the_bot_plays_the_same_game_for_the_same_seed():
    assert same_game_twice(SETS[3], 8) > 50


def test_the_bot_decides_alike_whatever_it_cannot_see_law_1_2_and_15_2_1():
    """At each of the Keepers' decisions, a re-drawn clone (other hands, the deck and the values of face-down relics,
    `Keepers.redraw_hidden`) gets the same answer."""
    assert decisions_compared_on_redrawn_clones(SETS[2], "keepers", 4) > 30


# -- chosen positions --------------------------------------------------------------------------------------------

def test_it_recovers_the_relic_whose_check_keeps_the_card_first_law_15_5_2_iii():
    # The Keepers rule one rabbit clearing, 5: recovering the tablet worth 1 keeps the card (15.5.2.III.c), the one
    # worth 3 then costs it. The other way round the 3 would end the action and the 1 would stay.
    game = keepers_position({5: {"keepers": {"warrior": 1, "waystation_tablet_jewelry": 1, "tablet_1": 1,
                                             "tablet_3": 1}}},
                            retinue={"recover": ["ambush_rabbit"]}, faces={"waystation_tablet_jewelry": "tablet"})
    rabbit = retinue_card(game, "recover")
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert answers[:4] == [f"card:{rabbit}", "recover", "relic:tablet_1", "relic:tablet_3"]
    assert kf(game).data["recovered"]["tablet"] == ["tablet_1", "tablet_3"] and kf(game).score == 4
    assert rabbit in game.state.discard


def test_it_delves_by_a_waystation_showing_the_relics_type_and_recovers_it_the_same_daylight_law_15_5_2_ii():
    # Two fox clearings it rules, each by a forest with a face-up relic: 8 has a waystation showing tablets, the
    # type of the relic in f6; the wild Faithful Retainer of the recover column then recovers it (15.5.2.III).
    game = keepers_position({1: {"keepers": {"warrior": 1}},
                             8: {"keepers": {"warrior": 1, "waystation_figure_tablet": 1}}},
                            retinue={"battle": ["ambush_fox"]}, retainers={"move": 0, "battle": 0, "recover": 1},
                            faces={"waystation_figure_tablet": "tablet"},
                            forests={"f1": ["figure_1"], "f6": ["tablet_1"]})
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert answers[1:3] == ["clearing:8", "relic:f6:tablet_1"]
    assert "retainer" in answers and kf(game).data["recovered"]["tablet"] == ["tablet_1"] and kf(game).score == 1


def test_it_battles_then_delves_where_the_battle_pays_law_15_5_2_ii():
    # In 5 two Keepers face a Marquise warrior (no VP, a hit likely taken); in 10 three face a warrior and a sawmill.
    game = keepers_position({5: {"keepers": {"warrior": 2}, "marquise": {"warrior": 1}},
                             10: {"keepers": {"warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}}},
                            retinue={"battle": ["ambush_rabbit"]})
    fix_dice(game, 2, 0)
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert answers[1] == "clearing:10"
    assert ("marquise", "sawmill") not in game.state.clearings[10].buildings and kf(game).score == 1  # 3.2.1


def test_it_carries_a_relic_to_a_waystation_showing_its_type_and_recovers_it_law_15_2_4_and_15_5_2_i():
    # A figure in 5 by one warrior; a waystation showing figures in 2 (not in 1): the move column's rabbit card
    # moves the warrior with the relic to 2, the recover column's Retainer recovers it there.
    game = keepers_position({5: {"keepers": {"warrior": 1, "figure_2": 1}},
                             2: {"keepers": {"warrior": 1, "waystation_jewelry_figure": 1}},
                             1: {"keepers": {"warrior": 1}}},
                            retinue={"move": ["ambush_rabbit"]}, retainers={"move": 0, "battle": 0, "recover": 1},
                            faces={"waystation_jewelry_figure": "figure"})
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert answers[1:3] == ["clearing:2", "relic:figure_2"]
    assert kf(game).data["recovered"]["figure"] == ["figure_2"] and kf(game).score == 2


def test_it_encamps_where_four_warriors_crowd_showing_the_type_of_the_relic_there_law_15_4_1():
    # Four warriors in 10 would lose one to Live off the Land (15.6.1); a waystation there keeps three and shows
    # jewelry, the type of the relic beside them.
    game = keepers_position({5: {"keepers": {"warrior": 1}}, 10: {"keepers": {"warrior": 4, "jewelry_2": 1}}},
                            phase="birdsong")
    answers = bot_plays_its_turn(game, "keepers", "birdsong")
    assert answers[0] == "clearing:10" and answers[1].endswith(":jewelry")
    assert game.state.clearings[10].warriors["keepers"] == 3 and "jewelry" in kf(game).data["faces"].values()


def test_it_battles_to_delve_even_when_the_battle_alone_would_cost_a_little_law_15_5_2_ii():
    # Three Keepers face one Marquise warrior in 5: the battle alone kills one and likely loses one (a little less
    # than even), but the relic it then delves out of f1 scores later (15.5.2.III.b): the card acts.
    game = keepers_position({5: {"keepers": {"warrior": 3}, "marquise": {"warrior": 1}}},
                            retinue={"battle": ["ambush_rabbit"]}, forests={"f1": ["figure_1"]})
    rabbit = retinue_card(game, "battle")
    fix_dice(game, 2, 0)
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert f"card:{rabbit}" in answers and "relic:f1:figure_1" in answers
    assert ("keepers", "figure_1") in game.state.clearings[5].tokens


def tablet_waiting_in_1(hand: list, retinue: dict):
    """The Keepers' Evening with the cards `hand` and the Retinue `retinue`; a tablet waits in fox clearing 1 at the
    waystation showing tablets, guarded by one warrior."""
    return keepers_position({1: {"keepers": {"warrior": 1, "waystation_figure_tablet": 1, "tablet_1": 1}}},
                            phase="evening", hand=hand, faces={"waystation_figure_tablet": "tablet"}, retinue=retinue)


def test_it_adds_a_card_to_the_recover_column_where_a_relic_waits_for_its_suit_law_15_6_2():
    # A tablet waits at the waystation showing tablets in 1 (fox), and the recover column holds only rabbit cards: the
    # fox card goes there, to recover it next Daylight (15.5.2.III), though the move column is empty.
    game = tablet_waiting_in_1(["ambush_fox"], {"recover": ["ambush_rabbit", "smugglers_trail"]})
    fox = kf(game).hand[0]
    answers = bot_plays_its_turn(game, "keepers", "evening")
    assert answers[:3] == ["add", f"card:{fox}", "column:recover"] and fox in kf(game).zones["retinue_recover"]


def test_with_room_for_one_card_it_adds_the_one_a_column_needs_law_15_6_2():
    # The Retinue holds nine cards of ten (15.6.2): the fox card that can recover the tablet waiting in 1 goes in, not
    # the rabbit item worth more in hand.
    game = tablet_waiting_in_1(["bake_sale", "ambush_fox"],
                               {"move": ["ambush_mouse", "dominance_mouse", "sword", "investments"],
                                "battle": ["mouse_in_a_sack", "root_tea_mouse", "travel_gear_mouse"],
                                "recover": ["ambush_rabbit", "smugglers_trail"]})
    bake_sale, fox = kf(game).hand
    answers = bot_plays_its_turn(game, "keepers", "evening")
    assert answers[1:3] == [f"card:{fox}", "column:recover"] and bake_sale in kf(game).hand


def test_a_card_no_column_needs_now_goes_to_the_battle_column_law_15_6_2():
    # No relic anywhere near and no waystation: the fox card goes where it will delve once relics are in reach (the
    # delves bring relics out, and a failed check discards the card, making room, 15.5.2.II.b), not to the move column.
    game = keepers_position({1: {"keepers": {"warrior": 2}}}, phase="evening", hand=["ambush_fox"])
    fox = kf(game).hand[0]
    answers = bot_plays_its_turn(game, "keepers", "evening")
    assert answers[:3] == ["add", f"card:{fox}", "column:battle"] and fox in kf(game).zones["retinue_battle"]


def test_it_keeps_its_bird_cards_for_the_retinue_rather_than_recruit_with_them_law_15_4_3():
    # Seven warriors on the map (not very short) and only bird cards in hand: birds act anywhere in the Retinue
    # (2.1.1), so it does not spend them on two warriors at a waystation.
    game = keepers_position({7: {"keepers": {"warrior": 1, "waystation_jewelry_figure": 1}},
                             3: {"keepers": {"warrior": 3, "waystation_figure_tablet": 1}},
                             4: {"keepers": {"warrior": 3, "waystation_tablet_jewelry": 1}}},
                            phase="birdsong", hand=["ambush_bird", "armorers"])
    answers = bot_plays_its_turn(game, "keepers", "birdsong")
    assert answers[-1] == "done" and len(kf(game).hand) == 2 and game.state.clearings[7].warriors["keepers"] == 1


def test_it_moves_to_take_rule_even_by_forests_without_relics_law_15_5_2_i():
    # No relic anywhere: a move card still takes rule of a clearing next to 5, which counts in the checks that keep a
    # card (15.5.2.II.b, III.c), instead of idling.
    game = keepers_position({5: {"keepers": {"warrior": 3}}}, retinue={"move": ["ambush_rabbit"]})
    rabbit = retinue_card(game, "move")
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert answers[:2] == [f"card:{rabbit}", "clearing:1"] and game.state.clearings[1].warriors["keepers"] == 1


def test_it_encamps_where_two_warriors_stand_a_little_threatened_law_15_4_1():
    # Two warriors in 5, one Marquise warrior next door in 1 and no relic near: a waystation there still draws a card
    # each Evening and crafts (15.6.3, 15.2.3), worth the warrior it replaces.
    game = keepers_position({5: {"keepers": {"warrior": 2}}, 1: {"marquise": {"warrior": 1}}}, phase="birdsong")
    answers = bot_plays_its_turn(game, "keepers", "birdsong")
    assert answers[0] == "clearing:5" and game.factions["keepers"].waystations_at(game, 5)


@pytest.mark.parametrize("warriors", [1, 2])
def test_it_does_not_encamp_again_where_a_waystation_stands_law_15_4_1(warriors):
    # A waystation and one warrior in 5, a Marquise warrior next door in 1: a second waystation there would replace
    # the waystation's only guard (15.4.1), leaving both defenseless; with two warriors it would add only a draw for
    # a warrior. It encamps nowhere.
    game = keepers_position({5: {"keepers": {"warrior": warriors, "waystation_figure_tablet": 1}},
                             1: {"marquise": {"warrior": 1}}}, phase="birdsong")
    assert expect(game, "keepers.encamp") == ["clearing:5", "done"]
    answers = bot_plays_its_turn(game, "keepers", "birdsong")
    assert answers[0] == "done" and game.state.clearings[5].warriors["keepers"] == warriors
    assert game.state.clearings[5].buildings == [("keepers", "waystation_figure_tablet")]


def test_it_carries_a_relic_toward_a_waystation_of_its_type_two_paths_away_law_15_2_4():
    # A tablet in 10 with two warriors; the waystation showing tablets is in 7, two paths away (10-12-7): the move
    # card takes a warrior and the tablet into 12, one path from it.
    game = keepers_position({10: {"keepers": {"warrior": 2, "tablet_1": 1}},
                             7: {"keepers": {"warrior": 1, "waystation_figure_tablet": 1}}},
                            retinue={"move": ["ambush_rabbit"]}, faces={"waystation_figure_tablet": "tablet"})
    answers = bot_plays_its_turn(game, "keepers", "daylight")
    assert "clearing:12" in answers and "relic:tablet_1" in answers
    assert ("keepers", "tablet_1") in game.state.clearings[12].tokens


@pytest.mark.parametrize("seed", range(6))
def test_other_bots_put_a_removed_relic_in_the_forest_farthest_from_keeper_warriors_law_15_2_5(seed):
    # Keeper warriors in 1 and 12 touch every forest but f4 (3, 6, 11): the Marquise, removing the relic in 5,
    # place it there by the Keepers' advice (Registry.add_bot_advice), whatever the bot's seed.
    game = keepers_position({5: {"keepers": {"tablet_3": 1}, "marquise": {"warrior": 2}},
                             1: {"keepers": {"warrior": 1}}, 12: {"keepers": {"warrior": 1}}}, current="marquise")
    fix_dice(game, 0, 0)  # only the extra hit on the defenseless Keepers (4.3.3.II)
    play_choices(game, "battle")  # in 5, against the Keepers: the only battle there is
    expect(game, "keepers.trophy", "marquise")
    game.choose(make_agent("heuristic", "marquise", seed)(game, game.pending))
    assert expect(game, "marquise.action")  # the battle asks nothing more
    assert kf(game).data["forests"]["f4"] == ["tablet_3"]


# -- the command line ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", ["keepers,marquise", "eyrie,keepers,alliance", "keepers,vagabond",
                                      "marquise,eyrie,alliance,vagabond,keepers", "lizard,riverfolk,keepers"])
def test_simulate_with_heuristic_bots_plays_every_set_with_the_keepers(factions, capsys):
    assert main(["simulate", "--games", "2", "--factions", factions, "--bots", "heuristic", "--quiet"]) == 0
