"""Rules tests of the Riverfolk Company plugin (Law 11). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit, slots; paths; rivers):
4 rabbit (1; paths 8 9 12; river 7), 5 rabbit (2; paths 1 2; river 10), 7 mouse (2; paths 3 8 12; rivers 4 11),
8 fox (2; paths 4 7), 10 rabbit (2, 1 ruin; paths 1 2 12; rivers 5 11), 11 mouse (3, 1 ruin; paths 3 6 12; rivers 7
10), 12 fox (2, 1 ruin). Rivers: 4-7, 5-10, 7-11, 10-11.
"""
from __future__ import annotations

import random

import pytest

import rootcore
from rootcore.content import ContentError
from rootcore.rules import battle, cards, move
from rootcore.rules.adjacency import rule_free
from rootcore.rules.pieces import held_pieces, hold
from rootcore.rules.rule import ruled_by, rules
from rootcore.testing import check_plugin_conformance, invariant_problems
from rootcore.views import events_for

from conftest import build_faction, variant_board
from helpers import (coffin_makers_place, events, expect, faction_scenario, fix_dice, held, ids, no_problems,
                     play_choices, play_until, played_from_the_command_line, run, saved_loaded_and_rendered,
                     scenario)

BASE = ("marquise", "eyrie", "alliance", "vagabond")
RIVER_CLEARINGS = {4, 5, 7, 10, 11}


# -- helpers ------------------------------------------------------------------------------------------------

def river_game(clearings=None, *, current="riverfolk", phase="daylight", factions=("marquise", "riverfolk"),
               funds=None, payments=None, committed=None, prices=None, hands=None, data=None, **extra):
    """A position with the Riverfolk's boxes (`{owner: warriors}`) and prices as given (every price 1 unless set);
    the Eyrie (when in play) lead as the Commander with no viziers, the Vagabond is the Thief without quests."""
    mine = {"riverfolk": {"funds": dict(funds or {}), "payments": dict(payments or {}),
                          "committed": dict(committed or {}),
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1, **(prices or {})}}}
    return faction_scenario(factions, current, phase, clearings, mine, hands=hands, data=data, **extra)


def rf(game):
    return game.state.factions["riverfolk"]


def component(game):
    return game.factions["riverfolk"]


def box(game, name):
    return component(game).box(game, name)


def warriors(game, clearing, faction="riverfolk"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def has_post(game, clearing, kind):
    return ("riverfolk", kind) in game.state.clearings[clearing].tokens


# -- the board and the plugin ----------------------------------------------------------------------------

def test_the_board_has_15_warriors_and_three_trade_posts_of_each_suit_on_their_tracks_law_11_3():
    game = rootcore.new_game({"factions": ["marquise", "riverfolk"], "seed": 1})
    assert rf(game).supply == {"warrior": 15}  # Law 11.3.1
    assert rf(game).tracks == {"trade_post_fox": 3, "trade_post_rabbit": 3, "trade_post_mouse": 3}  # Law 11.3.3
    board = component(game).board
    assert board.name == "Riverfolk Company" and board.reach == 5 and board.setup_order == "E"  # Law 5.2, 5.1.7
    assert component(game).hand_public  # Law 11.2.3


def test_two_trade_posts_printed_with_one_suit_are_refused_by_file_and_field(tmp_path):
    board = variant_board(tmp_path, "riverfolk", ('trade_post_mouse = "mouse"', 'trade_post_mouse = "fox"'))
    with pytest.raises(ContentError, match=r"\$\.data\.trade_posts\.trade_post_mouse") as error:
        build_faction("riverfolk", board)
    assert "no trade post is printed mouse" in str(error.value)


# -- setup (Law 11.3) ------------------------------------------------------------------------------------

def test_setup_four_warriors_by_rivers_three_in_payments_and_a_price_for_each_service_law_11_3():
    game = rootcore.new_game({"factions": ["marquise", "riverfolk"], "seating": ["marquise", "riverfolk"],
                              "seed": 1})
    play_choices(game, "clearing:4")  # the Keep in corner 4, by the river: no one else may place there (6.2.2)
    play_until(game, "riverfolk")
    for _ in range(4):  # 11.3.2: clearings touching a river, the Keep's left out
        assert set(expect(game, "riverfolk.setup.warrior", "riverfolk")) == {
            f"clearing:{c}" for c in RIVER_CLEARINGS - {4}}
        game.choose("clearing:11")
    assert warriors(game, 11) == 4 and box(game, "payments") == {"riverfolk": 3}  # 11.3.4
    for price in ("price:3", "price:4", "price:1"):  # 11.3.5: each Services track
        assert expect(game, "riverfolk.setup.price", "riverfolk") == ["price:1", "price:2", "price:3", "price:4"]
        game.choose(price)
    assert rf(game).data["prices"] == {"hand_card": 3, "riverboats": 4, "mercenaries": 1}
    assert rf(game).supply == {"warrior": 8}
    no_problems(game)


# -- Birdsong (Law 11.4) ---------------------------------------------------------------------------------

def test_birdsong_protectionism_dividends_and_gathering_funds_law_11_4():
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}}, phase="birdsong",
                      funds={"riverfolk": 3, "marquise": 2}, committed={"marquise": 1})
    # 11.4.1: Payments was empty, two Riverfolk warriors go there; 11.4.2: 5 funds score 2 (not Committed);
    # 11.4.3: everything on the board goes to Funds.
    assert rf(game).score == 2
    assert box(game, "funds") == {"riverfolk": 5, "marquise": 3} and box(game, "payments") == {}
    assert box(game, "committed") == {}
    no_problems(game)


def test_no_dividends_without_a_trade_post_on_the_map_and_no_protectionism_with_payments_law_11_4():
    game = river_game(phase="birdsong", funds={"riverfolk": 6}, payments={"marquise": 1})
    assert rf(game).score == 0
    assert box(game, "funds") == {"riverfolk": 6, "marquise": 1}


# -- Daylight (Law 11.5) ---------------------------------------------------------------------------------

def test_move_commits_a_fund_and_swims_along_a_river_whoever_rules_law_11_5_1_and_11_2_2():
    # Nobody rules 7 for the Riverfolk: the Marquise has more there and in 8 and 11. The river 7-11 takes them;
    # the path 7-8 does not (4.2.1).
    game = river_game({7: {"riverfolk": {"warrior": 1}, "marquise": {"warrior": 2}},
                       8: {"marquise": {"warrior": 1}}, 11: {"marquise": {"warrior": 1}}},
                      funds={"marquise": 1, "riverfolk": 1})
    play_choices(game, "move", "faction:marquise")  # which fund to commit: the Riverfolk choose (11.5)
    assert box(game, "committed") == {"marquise": 1}  # Law 11.5.1
    # Law 11.2.2: along the rivers to 4 and 11, though the Riverfolk rule neither end; no path (4.2.1)
    assert expect(game, "riverfolk.move.destination") == ["clearing:4", "clearing:11"]
    play_choices(game, "clearing:11")
    assert warriors(game, 11) == 1 and warriors(game, 7) == 0
    no_problems(game)


@pytest.mark.parametrize("take", [True, False])
def test_swimming_from_the_lakes_ferry_the_ferry_is_theirs_to_take_or_leave_law_11_2_2_and_c_2_5(take):
    """The lake is rivers (C.2.2), paths to the swimming Riverfolk (11.2.2), so they reach coastal clearing 10 from
    the Ferry's corner 1, the Marquise ruling both; the Ferry may go along (and they draw a card) or stay (C.2.5)."""
    game = river_game({1: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 3}}, 10: {"marquise": {"warrior": 3}}},
                      funds={"riverfolk": 2}, map="lake", hands={"riverfolk": []})
    play_choices(game, "move")
    assert "clearing:10" in expect(game, "riverfolk.move.destination")
    play_choices(game, "clearing:10", "count:2")
    assert expect(game, "lake.ferry", "riverfolk") == ["yes", "no"]
    play_choices(game, "yes" if take else "no")
    assert warriors(game, 10) == 2 and game.map.ferry(game) == (10 if take else 1)
    assert len(rf(game).hand) == (1 if take else 0)


def test_riverboats_bought_the_lakes_ferry_is_the_buyers_to_take_or_leave_law_11_2_7_ii_and_c_2_5():
    """The Marquise bought Riverboats (rivers are paths for her this turn, 11.2.7.II): marching from the Ferry's corner
    1 to coastal 10 along the lake, she is asked whether the Ferry goes along (C.2.5)."""
    game = river_game({1: {"marquise": {"warrior": 3}}, 10: {"riverfolk": {"warrior": 3}}}, current="marquise",
                      map="lake", data={"riverfolk": {"bought": {"marquise": ["riverboats"]}}}, hands={"marquise": []})
    play_choices(game, "march", "clearing:10", "count:1")
    assert expect(game, "lake.ferry", "marquise") == ["yes", "no"]
    play_choices(game, "yes")
    assert game.map.ferry(game) == 10 and len(game.state.factions["marquise"].hand) == 1


def test_mercenaries_rule_the_towers_clearing_for_the_buyer_at_the_end_of_its_evening_law_11_2_7_iii_tower_card():
    """Mercenaries count for the buyer's rule through its Evening (11.2.7.III): one Marquise warrior and two
    Riverfolk outnumber the Eyrie's two in the Tower's clearing 6 when her Evening ends, so she scores its point."""
    game = river_game({6: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 2}},
                       12: {"marquise": {"warrior": 1}}}, current="marquise", phase="evening",
                      factions=("marquise", "eyrie", "riverfolk"), hands={"marquise": []}, landmarks={"tower": 6},
                      data={"riverfolk": {"bought": {"marquise": ["mercenaries"]}, "mercenaries_for": "marquise"}})
    assert [(e["faction"], e["reason"]) for e in game.events if e["type"] == "scored"] == [("marquise", "tower")]


def test_rule_free_links_are_asked_only_where_a_rule_changes_adjacency():
    game = scenario(["marquise", "eyrie"], "marquise", "daylight", {7: {"marquise": {"warrior": 1}}})
    assert rule_free(game, 7, "marquise") == ()  # no rootcore_adjacent in the game: the map's paths alone
    game = river_game()
    assert rule_free(game, 7, "riverfolk") == (4, 11) and rule_free(game, 7, "marquise") == ()


def test_battle_commits_a_fund_law_11_5_2():
    game = river_game({5: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}}}, funds={"riverfolk": 1})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    assert box(game, "committed") == {"riverfolk": 1} and box(game, "funds") == {}  # Law 11.5.2
    play_until(game, "riverfolk", "riverfolk.action")  # the one clearing and defender: taken without asking
    assert warriors(game, 5, "marquise") == 0


def test_draw_commits_a_fund_law_11_5_4():
    game = river_game(funds={"eyrie": 1}, factions=("eyrie", "riverfolk"))
    play_choices(game, "draw")
    assert len(rf(game).hand) == 1 and box(game, "committed") == {"eyrie": 1}  # Law 11.5.4


def test_a_committed_fund_is_public_in_every_players_events_law_11_5_and_1_2():
    # The Riverfolk's boxes are open (Law 11.5, 1.2): everyone sees whose warrior is committed. The event once
    # named its box `to`, which views.event_for reads as the players an event is private to: every other player
    # and an observer got it with `owner` hidden.
    game = river_game(funds={"eyrie": 1}, factions=("eyrie", "riverfolk"))
    start = len(game.events)
    play_choices(game, "draw")
    committed = [e for e in game.events[start:] if e["type"] == "fund_committed"]
    for player in ("eyrie", "riverfolk", None):
        assert [e for e in events_for(game.events, player, start) if e["type"] == "fund_committed"] == committed
    assert [(e["owner"], e["box"]) for e in committed] == [("eyrie", "committed")]


def test_recruit_spends_a_fund_back_to_its_owner_and_places_by_a_river_law_11_5_5():
    game = river_game(funds={"marquise": 1})
    supply = game.state.factions["marquise"].supply["warrior"]
    play_choices(game, "recruit")
    # Law 11.5.5: the fund spent goes back to the Marquise's supply; any clearing with a river
    assert game.state.factions["marquise"].supply["warrior"] == supply + 1 and box(game, "funds") == {}
    assert set(expect(game, "riverfolk.recruit")) == {f"clearing:{c}" for c in RIVER_CLEARINGS}
    play_choices(game, "clearing:10")
    assert warriors(game, 10) == 1
    no_problems(game)


def test_recruit_spends_the_boards_recruit_cost_law_11_5_5(monkeypatch):
    game = river_game(funds={"marquise": 1, "eyrie": 1}, factions=("marquise", "eyrie", "riverfolk"))
    monkeypatch.setitem(component(game).board.data, "recruit_cost", 2)  # a variant board's price
    play_choices(game, "recruit", "faction:eyrie")  # two funds: whose first (then the other, without asking)
    assert box(game, "funds") == {}
    play_choices(game, "clearing:10")
    assert warriors(game, 10) == 1
    game = river_game(funds={"marquise": 1})
    monkeypatch.setitem(component(game).board.data, "recruit_cost", 2)
    assert "recruit" not in expect(game, "riverfolk.action")  # one fund is not enough


def test_recruit_spends_one_fund_and_leaves_the_owners_others_in_the_funds_box_law_11_5_5():
    game = river_game(funds={"marquise": 2})
    supply = game.state.factions["marquise"].supply["warrior"]
    play_choices(game, "recruit")
    # Law 11.5.5: one fund is spent (the board's recruit cost), one warrior back to its owner's supply.
    assert box(game, "funds") == {"marquise": 1}
    assert game.state.factions["marquise"].supply["warrior"] == supply + 1


def test_recruit_needs_a_warrior_to_place_which_a_spent_riverfolk_fund_provides_law_11_5_5():
    # Every Riverfolk warrior is on the map (fox clearing 8, no river) or in Funds: the supply is empty.
    game = river_game({8: {"riverfolk": {"warrior": 14}}}, funds={"riverfolk": 1})
    assert rf(game).supply["warrior"] == 0
    # Law 11.5.5: their own fund spent goes back to their supply, so it can be placed by any river.
    assert set(component(game).recruit_clearings(game)) == RIVER_CLEARINGS
    play_choices(game, "recruit", "clearing:10")
    assert warriors(game, 10) == 1 and box(game, "funds") == {}
    # The engine's reading (recruit_clearings): spending a Marquise fund frees no Riverfolk warrior, so with an
    # empty supply there is nothing to place and Recruit is not offered.
    game = river_game({8: {"riverfolk": {"warrior": 15}}}, funds={"marquise": 1})
    assert component(game).recruit_clearings(game) == []
    assert "recruit" not in expect(game, "riverfolk.action")


def test_establish_spends_two_funds_of_the_ruler_places_post_and_warrior_and_scores_law_11_5_6():
    game = river_game({8: {"marquise": {"warrior": 2}}, 5: {"riverfolk": {"warrior": 1}}},
                      funds={"marquise": 2, "riverfolk": 1})
    marquise_supply = game.state.factions["marquise"].supply["warrior"]
    # Law 11.5.6: 8 (the Marquise's, 2 Marquise funds), not 5 (the Riverfolk's own, but only one Riverfolk fund).
    assert component(game).establish_clearings(game) == [8]
    play_choices(game, "establish")  # the one clearing: taken without asking
    assert has_post(game, 8, "trade_post_fox") and warriors(game, 8) == 1
    assert rf(game).tracks["trade_post_fox"] == 2 and rf(game).score == 2  # placed, it scores 2 VP (11.2.5; HRF)
    assert box(game, "funds") == {"riverfolk": 1}
    assert game.state.factions["marquise"].supply["warrior"] == marquise_supply + 2
    no_problems(game)


def test_establish_in_a_clearing_ruled_by_two_players_spends_funds_of_either_law_11_5_6_ii():
    # Guard Dogs (Outsiders BP.2.3): this turn the Riverfolk rule the Patrol's clearing 8 with it. Law 11.5.6.II names
    # "the player who rules" it: both do, so the Riverfolk choose whose two funds to spend (our reading).
    game = river_game({8: {"bone_patrol": {"warrior": 3}, "riverfolk": {"warrior": 1}}},
                      factions=("riverfolk", "bone_patrol"), funds={"bone_patrol": 2, "riverfolk": 2},
                      data={"bone_patrol": {"alpha": 8, "guard_dogs": {"riverfolk": [8]}}})
    assert rules(game, 8) == "bone_patrol"
    assert component(game).paying_rulers(game, 8, 2) == ["bone_patrol", "riverfolk"]
    assert component(game).establish_clearings(game) == [8]
    play_choices(game, "establish")
    assert expect(game, "riverfolk.establish.payer") == ["player:bone_patrol", "player:riverfolk"]
    play_choices(game, "player:riverfolk")
    assert has_post(game, 8, "trade_post_fox") and box(game, "funds") == {"bone_patrol": 2}
    no_problems(game)


def test_establish_with_shared_rule_offers_only_a_ruler_with_two_funds_law_11_5_6_ii():
    game = river_game({8: {"bone_patrol": {"warrior": 3}, "riverfolk": {"warrior": 1}}},
                      factions=("riverfolk", "bone_patrol"), funds={"bone_patrol": 1, "riverfolk": 2},
                      data={"bone_patrol": {"alpha": 8, "guard_dogs": {"riverfolk": [8]}}})
    play_choices(game, "establish")  # the one clearing, the one ruler with two funds: nothing asked
    assert has_post(game, 8, "trade_post_fox") and box(game, "funds") == {"bone_patrol": 1}
    no_problems(game)


def test_establish_needs_a_clearing_without_a_trade_post_law_11_5_6_i():
    game = river_game({8: {"marquise": {"warrior": 2}, "riverfolk": {"trade_post_fox": 1}},
                       12: {"marquise": {"warrior": 1}}}, funds={"marquise": 2})
    assert component(game).establish_clearings(game) == [12]


def test_craft_commits_funds_onto_empty_track_spaces_which_stay_filled_until_gathered_law_11_2_1_and_11_5_3():
    # Law 11.2.1: one fox trade post on the map, one empty fox space; the anvil (fox) can be crafted once this turn.
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}}, funds={"marquise": 1, "riverfolk": 1},
                      hands={"riverfolk": ["anvil", "crossbow_mouse", "root_tea_fox"]})
    play_choices(game, "craft")
    assert expect(game, "riverfolk.craft") == [f"craft:{c}" for c in sorted(component(game).craftable_cards(game))]
    assert ids(game, component(game).craftable_cards(game)) == ["anvil", "crossbow_mouse"]  # no mouse space
    anvil = held(game, "anvil", rf(game).hand)
    play_choices(game, f"craft:{anvil}", "faction:marquise", "craft")
    assert rf(game).crafted_items == ["hammer"] and rf(game).score == 2
    assert box(game, "on_tracks") == {"marquise": 1} and box(game, "funds") == {"riverfolk": 1}  # Law 11.5.3
    assert "craft" not in expect(game, "riverfolk.action")  # the fox space is filled for the rest of the turn
    no_problems(game)


def test_export_discards_the_card_for_a_riverfolk_warrior_in_payments_law_11_5_3_i():
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}}, funds={"marquise": 1}, hands={"riverfolk": ["anvil"]})
    play_choices(game, "craft", "export")  # the one card: taken without asking
    assert rf(game).crafted_items == [] and rf(game).score == 0 and rf(game).hand == []
    assert game.cards[game.state.discard[-1]].id == "anvil"
    assert box(game, "payments") == {"riverfolk": 1} and box(game, "on_tracks") == {"marquise": 1}
    no_problems(game)


# -- services (Law 11.2.6, 11.2.7) -----------------------------------------------------------------------

def test_services_at_the_start_of_another_players_birdsong_one_plus_one_per_trade_post_clearing_law_11_2_6():
    # The Marquise has pieces in 8 (a trade post): two services this turn, paid into Payments (11.2.6.I).
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 1}},
                       12: {"riverfolk": {"trade_post_fox": 1}}},
                      current="marquise", phase="birdsong", hands={"riverfolk": ["anvil", "sword", "bake_sale"]},
                      prices={"hand_card": 2, "riverboats": 3, "mercenaries": 4})
    supply = game.state.factions["marquise"].supply["warrior"]
    assert not any(cl.warriors.get("riverfolk") for cl in game.state.clearings.values())
    # Mercenaries too, though no Riverfolk warrior is on the map: a service that gives nothing may still be bought.
    assert expect(game, "riverfolk.service", "marquise") == ["service:hand_card:2", "service:riverboats:3",
                                                            "service:mercenaries:4", "done"]
    play_choices(game, "service:hand_card:2")
    sword = held(game, "sword", rf(game).hand)
    play_choices(game, f"card:{sword}")  # 11.2.7.I: any card of the hand
    assert ids(game, game.state.factions["marquise"].hand) == ["sword"]
    assert box(game, "payments") == {"marquise": 2}
    assert game.state.factions["marquise"].supply["warrior"] == supply - 2
    play_choices(game, "service:hand_card:2")  # Hand Card again (11.2.7.I), the second and last service
    play_choices(game, next(i for i in game.pending.option_ids))
    assert len(game.state.factions["marquise"].hand) == 2 and len(rf(game).hand) == 1
    assert game.pending.kind != "riverfolk.service"  # 11.2.6.II: no third
    assert rf(game).data["bought"] == {"marquise": ["hand_card", "hand_card"]}
    no_problems(game)


@pytest.mark.parametrize("first", ["faction:riverfolk", "deck:standard"])
def test_buying_services_and_a_start_of_birdsong_card_are_simultaneous_the_buyer_orders_them_law_1_1_3(first):
    # Better Burrow Bank (standard deck) and the Riverfolk's services both come at the start of the Marquise's
    # Birdsong; Royal Claim, usable at any time in Birdsong, comes only after both (1.4.1).
    game = river_game({8: {"marquise": {"warrior": 1}}}, current="marquise", phase="birdsong",
                      hands={"riverfolk": ["anvil"]}, play_areas={"marquise": ["better_burrow_bank", "royal_claim"]})
    assert expect(game, "turn.effect_order", "marquise") == ["effect:faction:riverfolk", "effect:deck:standard"]
    assert game.pending.options[0].label == "Riverfolk Company"
    play_choices(game, f"effect:{first}")
    kinds = ["riverfolk.service", "standard.birdsong"]
    if first == "deck:standard":
        kinds.reverse()
    for kind in kinds:  # each effect whole, the one chosen first, with no second question
        assert game.pending.kind == kind and game.pending.player == "marquise"
        if kind == "standard.birdsong":
            assert game.pending.option_ids == ["better_burrow_bank:riverfolk", "done"]
        play_choices(game, "done")
    assert expect(game, "standard.birdsong", "marquise") == ["royal_claim", "done"]  # the start is over
    play_choices(game, "done")
    # The Marquise's Birdsong steps followed; Royal Claim is offered again after them (the deck's own rule).
    assert game.pending.kind == "standard.birdsong" and events(game, "phase")[-1]["phase"] == "birdsong"
    no_problems(game)


def test_no_order_is_asked_when_the_buyer_can_buy_nothing_law_1_1_3():
    # With no warrior in its supply the Marquise can pay for no service: Royal Claim alone is left.
    game = river_game({7: {"marquise": {"warrior": 25}}}, current="marquise", phase="birdsong",
                      hands={"riverfolk": ["anvil"]}, play_areas={"marquise": ["royal_claim"]})
    assert game.pending.kind == "standard.birdsong"


def test_a_buyer_who_cannot_pay_is_not_offered_the_service_and_pays_with_warriors_it_then_lacks_law_11_2_6_i():
    game = river_game({7: {"marquise": {"warrior": 22}}}, current="marquise", phase="birdsong",
                       hands={"riverfolk": ["anvil"]},
                       prices={"hand_card": 3, "riverboats": 4, "mercenaries": 4})
    assert game.state.factions["marquise"].supply["warrior"] == 3
    assert expect(game, "riverfolk.service", "marquise") == ["service:hand_card:3", "done"]  # 4 > 3 warriors
    play_choices(game, "service:hand_card:3")
    assert game.state.factions["marquise"].supply["warrior"] == 0 and box(game, "payments") == {"marquise": 3}
    assert game.pending.kind != "riverfolk.service"  # nothing left to pay with
    no_problems(game)


def test_no_services_for_the_riverfolk_themselves_law_11_2_6():
    game = river_game(current="riverfolk", phase="birdsong", hands={"riverfolk": ["anvil"]})
    assert not events(game, "service_bought") and game.pending.kind == "riverfolk.action"


@pytest.mark.parametrize("vagabond", ["vagabond", "second_vagabond"])
def test_no_vagabond_is_offered_mercenaries_law_11_2_7_iii_b(vagabond):
    game = river_game({5: {"riverfolk": {"warrior": 2}}}, current=vagabond, phase="birdsong",
                      factions=(vagabond, "riverfolk"), hands={"riverfolk": ["anvil"]},
                      data={vagabond: {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 5,
                                       "items": ["sword", "boot", "torch"]}})
    assert expect(game, "riverfolk.service", vagabond) == ["service:hand_card:1", "service:riverboats:1", "done"]


def test_the_vagabonds_pawn_by_a_trade_post_earns_him_a_second_service_law_11_2_6_ii():
    # Clearing 5 (rabbit) holds a trade post and his pawn, his only piece: two services, not three.
    game = river_game({5: {"riverfolk": {"trade_post_rabbit": 1}}}, current="vagabond", phase="birdsong",
                      factions=("vagabond", "riverfolk"), hands={"riverfolk": ["anvil", "sword", "bake_sale"]},
                      data={"vagabond": {"clearing": 5, "items": ["sword", "boot", "torch"]}})
    for _ in range(2):
        play_choices(game, "service:hand_card:1")
        while game.pending.kind in ("vagabond.pay_item", "riverfolk.hand_card"):
            play_choices(game, game.pending.option_ids[0])
    assert len(game.state.factions["vagabond"].hand) == 2 and game.pending.kind != "riverfolk.service"


def test_the_vagabond_pays_by_exhausting_items_and_the_riverfolk_put_their_own_warriors_in_payments_law_11_2_6_iii():
    game = river_game(current="vagabond", phase="birdsong", factions=("vagabond", "riverfolk"),
                      hands={"riverfolk": ["anvil"]}, prices={"hand_card": 2, "riverboats": 4},
                      data={"vagabond": {"clearing": 5, "items": ["sword", "boot", "torch:exhausted"]}})
    assert expect(game, "riverfolk.service", "vagabond") == ["service:hand_card:2", "done"]  # two face-up items
    play_choices(game, "service:hand_card:2")
    assert set(expect(game, "vagabond.pay_item", "vagabond")) == {"item:sword:up", "item:boot:up"}
    play_choices(game, "item:sword:up")  # the boot, the last face-up item, goes without asking
    # (his Birdsong then refreshes them, 9.4.1: the services came first, at its start)
    assert sorted(e["item"] for e in events(game, "item_exhausted")) == ["boot", "sword"]
    assert box(game, "payments") == {"riverfolk": 2}
    assert ids(game, game.state.factions["vagabond"].hand) == ["anvil"]
    no_problems(game)


def test_the_vagabonds_bot_pays_a_service_with_the_item_it_keeps_least_law_11_2_6_iii():
    from rootcore.agents import make_agent
    game = river_game(current="vagabond", phase="birdsong", factions=("vagabond", "riverfolk"),
                      hands={"riverfolk": ["anvil"]}, prices={"hand_card": 2, "riverboats": 4},
                      data={"vagabond": {"clearing": 5, "items": ["sword", "boot", "torch", "bag"]}})
    play_choices(game, "service:hand_card:2")
    expect(game, "vagabond.pay_item", "vagabond")
    assert make_agent("heuristic", "vagabond", 1)(game, game.pending) == "item:bag:up"


def test_riverboats_rivers_are_paths_for_the_buyer_until_its_turn_ends_rule_still_counts_law_11_2_7_ii():
    game = river_game({7: {"marquise": {"warrior": 2}}, 4: {"eyrie": {"warrior": 3}}},
                      current="marquise", phase="birdsong", factions=("marquise", "eyrie", "riverfolk"),
                      prices={"riverboats": 1})
    assert move.destinations(game, "marquise", 7) == [3, 8, 12]
    play_choices(game, "service:riverboats:1")
    # 7-11 and 7-4 now link; the Marquise rules 7, so both are open (rule still counts, 4.2.1).
    assert move.destinations(game, "marquise", 7) == [3, 4, 8, 11, 12]
    assert rule_free(game, 7, "marquise") == ()
    assert move.destinations(game, "eyrie", 4) == [8, 9, 12]  # only the buyer
    play_until(game, "eyrie")  # the Marquise's turn is over
    assert game.state.current_faction == "eyrie" and rf(game).data["bought"] == {}
    assert move.destinations(game, "marquise", 7) == [3, 8, 12]
    no_problems(game)


def test_riverboats_bought_in_birdsong_still_serve_in_daylight_and_are_not_sold_again_law_11_2_7_ii_and_11_2_6():
    # Services are bought at the start of the buyer's Birdsong only (11.2.6), and Riverboats last its whole turn:
    # in her Daylight the Marquise still moves along the rivers from 7 (to 4 and 11), and nothing more is offered.
    game = river_game({7: {"marquise": {"warrior": 2}}, 4: {"eyrie": {"warrior": 3}}},
                      current="marquise", phase="birdsong", factions=("marquise", "eyrie", "riverfolk"),
                      prices={"riverboats": 1})
    play_choices(game, "service:riverboats:1")  # the one service she may buy (no trade post by her warriors)
    assert game.state.phase == "daylight" and game.pending.kind == "marquise.action"
    assert rf(game).data["bought"] == {"marquise": ["riverboats"]}
    assert move.destinations(game, "marquise", 7) == [3, 4, 8, 11, 12]


def test_riverboats_make_a_river_link_adjacency_for_the_alliances_spread_sympathy_law_11_2_7_ii_and_8_4_2_i():
    """Our reading of 11.2.7.II with 2.2.1 and 2.3: rivers treated as paths make clearings adjacent for the buyer,
    for every rule asking adjacency, not only for moves: the Alliance, sympathetic in 4, may spread to 7 (river
    4-7) as to 9 (path 4-9); without Riverboats only 9 (mouse supporters: 8 and 12 are fox)."""
    game = river_game({4: {"alliance": {"sympathy": 1}}}, current="alliance", phase="birdsong",
                      factions=("alliance", "riverfolk"),
                      data={"alliance": {"supporters": ["sword", "mouse_in_a_sack", "bake_sale"], "officers": 0}})
    play_choices(game, "service:riverboats:1")
    assert expect(game, "alliance.spread", "alliance") == ["clearing:7", "clearing:9", "pass"]
    game = river_game({4: {"alliance": {"sympathy": 1}}}, current="alliance", phase="birdsong",
                      factions=("alliance", "riverfolk"),
                      data={"alliance": {"supporters": ["sword", "mouse_in_a_sack", "bake_sale"], "officers": 0}})
    play_choices(game, "done")
    assert expect(game, "alliance.spread", "alliance") == ["clearing:9", "pass"]


def test_riverfolk_placing_in_sympathy_is_no_outrage_but_swimming_in_is_law_8_2_6_and_11_2_2():
    """Outrage (8.2.6) is for moving warriors in, not placing them (the Law's terms are exact, A4): the Riverfolk's
    Recruit (11.5.5) and Establish (11.5.6) in sympathetic rabbit clearing 10 owe none; their move along the
    river 10-5 (Swimmers, 11.2.2) into sympathetic 5 owes one, from their public hand (11.2.3)."""
    game = river_game({10: {"alliance": {"sympathy": 1}, "riverfolk": {"warrior": 1}}, 5: {"alliance": {"sympathy": 1}},
                       2: {"alliance": {"warrior": 1}}},
                      factions=("alliance", "riverfolk"), funds={"riverfolk": 5},
                      hands={"riverfolk": ["bake_sale", "anvil"]}, data={"alliance": {"supporters": [], "officers": 0}})
    play_choices(game, "recruit", "clearing:10", "establish")  # establish: 10, the one clearing ruled, unasked
    assert game.state.clearings[10].warriors == {"riverfolk": 3} and has_post(game, 10, "trade_post_rabbit")
    assert events(game, "outrage") == []
    play_choices(game, "move", "clearing:5", "count:1")  # from 10, their one origin
    assert warriors(game, 5) == 1
    assert [(e["faction"], e["cause"]) for e in events(game, "outrage")] == [("riverfolk", "move")]
    assert ids(game, game.state.factions["alliance"].zones["supporters"]) == ["bake_sale"]
    no_problems(game)


# -- Mercenaries (Law 11.2.7.III) ------------------------------------------------------------------------

def hired(clearings, current="marquise", factions=("marquise", "eyrie", "riverfolk"), **kwargs):
    """A position in the Daylight of `current`, which bought Mercenaries this turn (lent from that phase's start)."""
    data = {"riverfolk": {"bought": {current: ["mercenaries"]}}, **kwargs.pop("data", {})}
    return river_game(clearings, current=current, factions=factions, data=data, **kwargs)


def test_mercenaries_is_paid_and_lent_for_rule_from_the_buyers_daylight_to_the_end_of_its_turn_law_11_2_7_iii():
    # Two services for the Marquise (her warrior by the trade post in 8); in 7 the Riverfolk rule 2 to 1.
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 1}},
                       7: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}}},
                      current="marquise", phase="birdsong", factions=("marquise", "eyrie", "riverfolk"),
                      prices={"mercenaries": 3}, hands={"marquise": ["anvil", "sword", "bake_sale", "cobbler",
                                                                     "armorers"]})
    supply = game.state.factions["marquise"].supply["warrior"]
    assert "service:mercenaries:3" in expect(game, "riverfolk.service", "marquise")
    play_choices(game, "service:mercenaries:3")
    assert box(game, "payments") == {"marquise": 3}  # 11.2.6.I: paid with her warriors
    assert game.state.factions["marquise"].supply["warrior"] == supply - 3
    # Still her Birdsong: not lent yet, and not offered twice in a turn.
    assert expect(game, "riverfolk.service", "marquise") == ["service:riverboats:1", "done"]
    assert rules(game, 7) == "riverfolk"
    play_choices(game, "done")
    assert game.state.phase == "daylight" and rules(game, 7) == "marquise"  # 3 to 0: not the Riverfolk's meanwhile
    assert 7 not in ruled_by(game, "riverfolk")
    no_problems(game)
    play_choices(game, "end")
    expect(game, "discard.hand_limit", "marquise")  # her Evening: six cards after drawing
    assert game.state.phase == "evening" and rules(game, 7) == "marquise"
    play_until(game, "eyrie")  # her turn is over
    assert game.state.current_faction == "eyrie" and rf(game).data["mercenaries_for"] is None
    assert rules(game, 7) == "riverfolk"
    no_problems(game)


def test_the_buyer_battles_where_only_riverfolk_warriors_stand_with_their_rolled_hits_law_11_2_7_iii():
    game = hired({5: {"riverfolk": {"warrior": 3}, "eyrie": {"warrior": 3}}}, funds={"riverfolk": 4})
    assert battle.battle_clearings(game, "marquise") == [5]
    assert battle.defenders(game, "marquise", 5) == ["eyrie"]
    supply = rf(game).supply["warrior"]
    fix_dice(game, 3, 1)
    play_choices(game, "battle")  # the one clearing and defender, without asking
    # Three mercenaries roll up to three hits (4.3.2.I); the Eyrie's one hit removes one of them, back to the
    # Riverfolk's supply; no Trade Disruption (11.2.5.I: no trade post removed), the funds stay.
    assert warriors(game, 5, "eyrie") == 0 and warriors(game, 5) == 2
    assert rf(game).supply["warrior"] == supply + 1 and box(game, "funds") == {"riverfolk": 4}
    no_problems(game)


def test_mercenaries_never_fight_the_riverfolk_whose_trade_posts_disrupt_as_usual_law_11_2_7_iii_and_11_2_5_i():
    game = hired({8: {"riverfolk": {"warrior": 2, "trade_post_fox": 1}, "marquise": {"warrior": 2}},
                  7: {"riverfolk": {"warrior": 2}}}, funds={"riverfolk": 4})
    assert rules(game, 7) == "marquise"  # lent to her there
    assert battle.battle_clearings(game, "marquise") == [8]  # but not to battle the Riverfolk in 7
    assert battle.defenders(game, "marquise", 8) == ["riverfolk"]
    fix_dice(game, 3, 0)
    run(battle.fight(game, "marquise", 8, "riverfolk"))
    # Her two warriors roll at most two hits (four if the Riverfolk's counted for her): the post stays.
    assert warriors(game, 8) == 0 and has_post(game, 8, "trade_post_fox")
    fix_dice(game, 3, 0)
    run(battle.fight(game, "marquise", 8, "riverfolk"))
    assert not has_post(game, 8, "trade_post_fox") and box(game, "funds") == {"riverfolk": 2}  # half of 4
    no_problems(game)


def test_the_buyer_takes_odd_hits_on_its_own_warriors_and_even_hits_on_mercenaries_law_11_2_7_iii_a():
    game = hired({5: {"marquise": {"warrior": 2}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 3}}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    # Three hits each way: own, mercenary, own.
    assert game.state.clearings[5].warriors == {"riverfolk": 1}
    no_problems(game)


def test_an_ambush_leaving_the_attacker_no_warriors_ends_the_battle_in_a_game_with_mercenaries_law_4_3_1_ii():
    # Law 4.3.1.II: an ambush that removes every attacking warrior ends the battle before the dice (the check that
    # counts lent warriors, 11.2.7.III, finds none here): the Marquise's buildings in 5 never take the Riverfolk's
    # rolled hits.
    game = river_game({5: {"marquise": {"warrior": 2, "sawmill": 1, "workshop": 1}, "riverfolk": {"warrior": 3}}},
                      current="marquise", hands={"riverfolk": ["ambush_rabbit"]})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", f"ambush:{rf(game).hand[0]}")
    cl = game.state.clearings[5]
    assert "marquise" not in cl.warriors and len(cl.buildings) == 2 and warriors(game, 5) == 3
    assert events(game, "battle_ended_early") and not events(game, "dice")
    no_problems(game)


def test_the_buyers_building_is_hit_only_once_no_mercenary_is_left_law_11_2_7_iii_a_and_4_3_4():
    """The Marquise, with no warrior of her own in 5 but two mercenaries and a sawmill, take three hits: her
    buildings only go once she has no warriors there, mercenaries included (11.2.7.III.a, 4.3.4), so the two
    mercenaries first, then the sawmill."""
    game = hired({5: {"riverfolk": {"warrior": 2}, "marquise": {"sawmill": 1}, "eyrie": {"warrior": 3}}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle")  # the one clearing, and the Eyrie the one defender (never the Riverfolk)
    assert game.state.clearings[5].warriors == {"eyrie": 1} and game.state.clearings[5].buildings == []
    no_problems(game)


def test_mercenaries_bought_by_the_cult_do_not_fight_in_its_birdsong_crusade_law_11_2_7_iii_and_10_4_3_i():
    """Mercenaries are lent for the buyer's Daylight and Evening (11.2.7.III): the Cult's Crusade comes in its
    Birdsong (10.4.3.I), after buying them, so its one warrior rolls at most one hit (4.3.2.I), the Riverfolk may
    still be chosen as the defender, and the Marquise's three hits find one Cult warrior to remove."""
    game = river_game({1: {"lizard": {"warrior": 1}, "riverfolk": {"warrior": 2}, "marquise": {"warrior": 3}}},
                      current="lizard", phase="birdsong", factions=("marquise", "lizard", "riverfolk"),
                      data={"lizard": {"outcast": "fox", "acolytes": 2}}, hands={"lizard": ["ambush_bird"]})
    play_choices(game, "service:mercenaries:1")  # the one service it may buy
    fix_dice(game, 3, 3)
    play_choices(game, "crusade")  # fox clearing 1, the one with a Cult warrior: a battle, taken unasked
    assert expect(game, "lizard.crusade.battle.defender", "lizard") == ["faction:marquise", "faction:riverfolk"]
    play_choices(game, "faction:marquise")
    assert [(e["attacker_hits"], e["defender_hits"]) for e in events(game, "dice")] == [(1, 3)]
    assert game.state.clearings[1].warriors == {"riverfolk": 2, "marquise": 2}
    no_problems(game)


def test_the_buyer_cannot_move_mercenaries_law_11_2_7_iii():
    game = hired({5: {"riverfolk": {"warrior": 2}}, 7: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}}})
    assert rules(game, 5) == "marquise" and rules(game, 7) == "marquise"
    assert move.origins(game, "marquise") == [7]  # not 5, where only mercenaries stand
    play_choices(game, "march", "clearing:8")  # from 7, the one origin: her one warrior goes, without asking
    assert warriors(game, 8, "marquise") == 1 and warriors(game, 7, "marquise") == 0 and warriors(game, 7) == 2
    expect(game, "marquise.march.origin", "marquise")  # the second move of the march


def test_the_vagabond_removing_a_mercenary_makes_the_buyer_hostile_law_11_2_7_iii_b():
    thief = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 5, "items": ["sword", "sword"]}
    game = hired({5: {"riverfolk": {"warrior": 2}}}, factions=("marquise", "vagabond", "riverfolk"),
                 data={"vagabond": thief})
    fix_dice(game, 1, 1)
    play_choices(game, "battle")
    play_until(game, "marquise", "marquise.action")
    assert warriors(game, 5) == 1
    relationships = game.state.factions["vagabond"].data["relationships"]
    assert relationships["marquise"] == "hostile" and relationships["riverfolk"] == 0


def test_lords_of_the_forest_need_an_eyrie_piece_besides_their_mercenaries_law_7_2_2_and_11_2_7_iii():
    """With Mercenaries, the Eyrie count the Riverfolk warriors for rule (11.2.7.III), so a tie is theirs by Lords of
    the Forest (7.2.2) only where an Eyrie piece stands: in 7 (one warrior and one mercenary against two), not in 5
    (two mercenaries against two: a Riverfolk piece is no Eyrie piece, 1.5.3). Pilgrims (10.2.4) beat both in 10."""
    game = hired({5: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 2}},
                  7: {"riverfolk": {"warrior": 1}, "eyrie": {"warrior": 1}, "marquise": {"warrior": 2}},
                  10: {"riverfolk": {"warrior": 2}, "lizard": {"garden_rabbit": 1}}, 11: {"eyrie": {"roost": 1}}},
                 current="eyrie", factions=("marquise", "eyrie", "lizard", "riverfolk"),
                 data={"eyrie": {"decree": {"move": ["anvil"]}}})
    assert game.state.phase == "daylight" and rf(game).data["mercenaries_for"] == "eyrie"
    assert rules(game, 5) is None and rules(game, 7) == "eyrie" and rules(game, 10) == "lizard"


def test_mercenaries_against_the_alliance_guerrilla_war_and_outrage_for_the_buyer_law_8_2_2_and_8_2_6():
    """The Marquise and two mercenaries attack the Alliance in rabbit clearing 5. Guerrilla War (8.2.2): she deals
    the lower roll, 2 (up to her three warriors with the mercenaries, 4.3.2.I), removing the Alliance warrior and
    the sympathy; the Alliance deal the higher, 3, capped at their one warrior, which takes her own warrior
    (11.2.7.III.a). The sympathy removed by the buyer's side is Outrage for the buyer (8.2.6)."""
    game = hired({5: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 2}, "alliance": {"warrior": 1,
                                                                                         "sympathy": 1}}},
                 factions=("marquise", "alliance", "riverfolk"), hands={"marquise": ["bake_sale", "anvil"]},
                 data={"alliance": {"supporters": [], "officers": 0}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle", "faction:alliance")
    assert game.state.clearings[5].warriors == {"riverfolk": 2} and game.state.clearings[5].tokens == []
    assert [(e["faction"], e["cause"]) for e in events(game, "outrage")] == [("marquise", "removal")]
    assert ids(game, game.state.factions["alliance"].zones["supporters"]) == ["bake_sale"]
    assert game.state.factions["marquise"].score == 1
    no_problems(game)


def test_mercenaries_never_count_toward_dominance_law_11_2_7_iii_and_3_3_1():
    game = hired({1: {"marquise": {"warrior": 1}}, 2: {"marquise": {"warrior": 1}}, 3: {"riverfolk": {"warrior": 1}}},
                 suits={1: "fox", 2: "fox", 3: "fox"}, dominance={"marquise": "dominance_fox"})
    assert ruled_by(game, "marquise") == [1, 2, 3]  # rule it does, with the mercenary
    cards.check_dominance_victory(game, "marquise")
    assert not game.is_over


def test_a_favor_crafted_by_the_buyer_leaves_its_mercenaries_they_are_not_enemy_pieces_law_g_1_9_and_11_2_7_iii():
    from rootcore_plugins.standard_deck import remove_all_enemy_pieces
    # Fox clearings 8 and 12: in 8 mercenaries and a trade post, in 12 the Eyrie's warrior.
    game = hired({8: {"riverfolk": {"warrior": 2, "trade_post_fox": 1}}, 12: {"eyrie": {"warrior": 1}}},
                 funds={"riverfolk": 2})
    run(remove_all_enemy_pieces(game, "marquise", "fox", "favor_of_the_foxes"))
    # The trade post is an enemy piece and goes (Trade Disruption: 1 of 2 funds); the lent warriors stay, and cannot
    # be removed but by taking hits (11.2.7.III).
    assert warriors(game, 8) == 2 and not has_post(game, 8, "trade_post_fox") and warriors(game, 12, "eyrie") == 0
    assert box(game, "funds") == {"riverfolk": 1} and game.state.factions["marquise"].score == 1
    no_problems(game)
    game = river_game({8: {"riverfolk": {"warrior": 2}}}, current="marquise")  # not hired: enemy pieces as ever
    run(remove_all_enemy_pieces(game, "marquise", "fox", "favor_of_the_foxes"))
    assert warriors(game, 8) == 0


def test_propaganda_bureau_cannot_replace_the_buyers_mercenaries_law_g_1_9_and_11_2_7_iii():
    # Clearing 5 (rabbit): a mercenary alone; 10 (rabbit): the Eyrie's warrior. A rabbit card to spend.
    game = hired({5: {"riverfolk": {"warrior": 1}}, 10: {"eyrie": {"warrior": 1}}, 1: {"marquise": {"workshop": 1}}},
                 deck="exiles", play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["bake_sale"]})
    play_choices(game, "extra:propaganda_bureau")  # the one clearing and the one card: without asking
    assert warriors(game, 10, "eyrie") == 0 and warriors(game, 10, "marquise") == 1 and warriors(game, 5) == 1
    game = hired({5: {"riverfolk": {"warrior": 1}}, 1: {"marquise": {"workshop": 1}}},
                 deck="exiles", play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["bake_sale"]})
    # No enemy warrior anywhere: not offered, so the crafting step had nothing to ask.
    assert not any("propaganda" in i for i in expect(game, "marquise.action"))


def test_the_eyrie_buy_mercenaries_and_their_decree_moves_and_battles_with_them_law_11_2_7_iii_and_7_5_2():
    # Their Decree moves (fox) from 8, ruled by the Marquise, into 7, ruled with the mercenaries (4.2.1); then
    # battles (mouse) in 11, where only mercenaries of theirs stand.
    game = river_game({1: {"eyrie": {"roost": 1}}, 8: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 2}},
                       7: {"riverfolk": {"warrior": 3}, "marquise": {"warrior": 1}},
                       11: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}}},
                      current="eyrie", phase="birdsong", factions=("eyrie", "marquise", "riverfolk"),
                      hands={"eyrie": ["crossbow_mouse"]}, data={"eyrie": {"decree": {"move": ["anvil"]}}})
    play_choices(game, "service:mercenaries:1")
    assert rf(game).data["bought"] == {"eyrie": ["mercenaries"]} and box(game, "payments") == {"eyrie": 1}
    play_choices(game, "column:battle")  # Birdsong: the crossbow (mouse) to the Battle column
    # Daylight: the move went (the one origin, destination and warrior), then the battle asks where.
    assert warriors(game, 7, "eyrie") == 1 and warriors(game, 8, "eyrie") == 0
    assert expect(game, "eyrie.battle.clearing", "eyrie") == ["clearing:7", "clearing:11"]
    fix_dice(game, 2, 1)
    play_choices(game, "clearing:11")  # the Marquise alone defend there
    assert game.state.clearings[11].warriors == {"riverfolk": 1}  # her warrior, and one mercenary (no own one)
    assert not events(game, "decree_failed")
    no_problems(game)


# -- Trade Disruption (Law 11.2.5.I) ---------------------------------------------------------------------

@pytest.mark.parametrize("attacker", ["marquise", "alliance", "vagabond"])
def test_a_trade_post_removed_in_battle_costs_half_the_funds_rounded_up_and_leaves_the_game_law_11_2_5_i(attacker):
    pieces = {"vagabond": {}}.get(attacker, {"warrior": 3})
    data = {"vagabond": {"clearing": 8, "items": ["sword", "sword", "sword"]}} if attacker == "vagabond" else None
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, **({attacker: pieces} if pieces else {})}},
                      factions=(attacker, "riverfolk"), funds={"riverfolk": 5}, data=data)
    fix_dice(game, 1, 0)  # one rolled hit, one more for the defenseless Riverfolk (4.3.3.II)
    fight = (game.factions["vagabond"].fight(game, 8, "riverfolk") if attacker == "vagabond"
             else battle.fight(game, attacker, 8, "riverfolk"))
    run(fight)
    assert not has_post(game, 8, "trade_post_fox") and rf(game).removed == {"trade_post_fox": 1}
    assert rf(game).tracks["trade_post_fox"] == 2  # gone for good, not back on its track
    assert sum(box(game, "funds").values()) == 2  # 5 funds: 3 removed
    assert game.state.factions[attacker].score == 1  # a token removed (3.2.1)
    no_problems(game)


def test_a_trade_post_struck_by_the_vagabond_disrupts_trade_and_angers_no_one_law_9_5_6_and_11_2_5_i():
    """Strike (9.5.6) removes a lone trade post (no Riverfolk warrior there): Trade Disruption, 2 of 3 funds
    (11.2.5.I); the Vagabond scores the token (3.2.1). Only removing a warrior makes a faction Hostile
    (9.2.9.III)."""
    game = river_game({10: {"riverfolk": {"trade_post_rabbit": 1}}}, current="vagabond",
                      factions=("riverfolk", "vagabond"), funds={"riverfolk": 3},
                      data={"vagabond": {"clearing": 10, "items": ["crossbow", "boot"]}})
    play_choices(game, "strike")
    assert not has_post(game, 10, "trade_post_rabbit") and rf(game).removed == {"trade_post_rabbit": 1}
    assert box(game, "funds") == {"riverfolk": 1}
    vagabond = game.state.factions["vagabond"]
    assert vagabond.score == 1 and vagabond.data["relationships"]["riverfolk"] != "hostile"
    no_problems(game)


def test_a_revolt_removing_a_trade_post_disrupts_trade_law_8_4_1_iii_and_11_2_5_i():
    """An Alliance revolt removes every enemy piece in rabbit clearing 10, the trade post and a Riverfolk warrior
    among them: the Alliance score the post (3.2.1), the Riverfolk lose 2 of 3 funds (11.2.5.I)."""
    game = river_game({10: {"riverfolk": {"trade_post_rabbit": 1, "warrior": 1}, "alliance": {"sympathy": 1}}},
                      current="alliance", phase="birdsong", factions=("alliance", "riverfolk"), funds={"riverfolk": 3},
                      data={"alliance": {"supporters": ["bake_sale", "a_visit_to_friends"], "officers": 0}})
    play_choices(game, "done", "clearing:10")  # no service bought; the revolt (8.4.1)
    assert not game.state.clearings[10].has_any("riverfolk") and rf(game).removed == {"trade_post_rabbit": 1}
    assert box(game, "funds") == {"riverfolk": 1} and game.state.factions["alliance"].score == 1
    assert game.state.clearings[10].buildings == [("alliance", "base_rabbit")]
    no_problems(game)


def test_a_revolt_triggering_four_factions_effects_the_alliance_orders_them_law_1_1_3_and_8_4_1_iii():
    """A revolt in rabbit clearing 10 removes every enemy piece at once (1.1.3): the Vagabond damages three items
    (9.2.2.I); then the Alliance, taking the turn, order the effects the removals trigger: Fear of the Faithful
    (10.2.5), Field Hospitals (6.2.3) and Trade Disruption (11.2.5.I). They score the garden and the trade post."""
    game = river_game({10: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 2}, "lizard": {"garden_rabbit": 1},
                            "riverfolk": {"trade_post_rabbit": 1, "warrior": 1}}, 1: {"marquise": {"keep": 1}}},
                      current="alliance", phase="birdsong", funds={"riverfolk": 3},
                      factions=("alliance", "marquise", "lizard", "riverfolk", "vagabond"),
                      hands={"marquise": ["bake_sale"], "lizard": ["anvil", "sword"]},
                      data={"lizard": {"outcast": "fox"},
                            "alliance": {"supporters": ["a_visit_to_friends", "smugglers_trail"], "officers": 0},
                            "vagabond": {"clearing": 10, "items": ["sword", "boot", "torch", "tea"]}})
    play_choices(game, "done", "clearing:10", "item:boot:up", "item:sword:up", "item:tea:up")
    assert not any(game.state.clearings[10].has_any(f) for f in ("marquise", "lizard", "riverfolk"))
    assert [o.label for o in game.pending.options] == [f"{f} pieces removed in 10"
                                                        for f in ("lizard", "marquise", "riverfolk")]
    expect(game, "order_effects", "alliance")
    # Trade Disruption (two of three funds), then Fear of the Faithful (the options are numbered anew each time)
    play_choices(game, "effect:2", "effect:0")
    assert box(game, "funds") == {"riverfolk": 1} and len(game.state.factions["lizard"].hand) == 1
    play_choices(game, f"card:{held(game, 'bake_sale', game.state.factions['marquise'].hand)}")  # Field Hospitals
    assert game.state.clearings[1].warriors == {"marquise": 2}
    assert game.state.factions["alliance"].score == 2
    no_problems(game)


def test_a_revolts_trade_disruption_waits_until_the_revolt_is_over_law_1_4_2_and_8_4_1_iii():
    """Nothing interrupts an action (1.4.2): a revolt removes the trade post in 10, places the base, two warriors
    (two sympathetic rabbit clearings) and an officer (8.4.1.III), and only then does Trade Disruption (11.2.5.I)
    resolve. The Alliance, with two warriors left in their supply (two more among the Riverfolk's funds), place
    both and have none left for the officer (1.5.4); the Riverfolk then return the two Alliance funds."""
    game = river_game({10: {"alliance": {"sympathy": 1}, "riverfolk": {"trade_post_rabbit": 1}},
                       5: {"alliance": {"sympathy": 1}}, 3: {"alliance": {"warrior": 6}}},
                      current="alliance", phase="birdsong", factions=("alliance", "riverfolk"),
                      funds={"riverfolk": 2, "alliance": 2}, hands={"alliance": ["anvil"]},
                      data={"alliance": {"supporters": ["a_visit_to_friends", "smugglers_trail"], "officers": 0}})
    alliance = game.state.factions["alliance"]
    assert alliance.supply["warrior"] == 2
    play_choices(game, "done", "clearing:10")
    # The revolt is over before the Riverfolk are asked whose funds go.
    assert game.state.clearings[10].warriors == {"alliance": 2} and alliance.data["officers"] == 0
    play_choices(game, "faction:alliance", "faction:alliance")
    expect(game, "alliance.action", "alliance")  # their Daylight (the card in hand to mobilize)
    assert box(game, "funds") == {"riverfolk": 2} and alliance.supply["warrior"] == 2
    assert alliance.data["officers"] == 0 and game.state.clearings[10].warriors == {"alliance": 2}
    no_problems(game)


def test_trade_disruption_lets_the_riverfolk_choose_whose_funds_go_back_to_their_supplies_law_11_2_5_i():
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 3}}}, current="marquise",
                      funds={"riverfolk": 1, "marquise": 2})
    supply = game.state.factions["marquise"].supply["warrior"]
    fix_dice(game, 1, 0)
    asked, _ = run(battle.fight(game, "marquise", 8, "riverfolk"), ["faction:marquise", "faction:marquise"])
    assert [d.kind for d in asked].count("riverfolk.disruption") == 2  # half of 3, rounded up
    assert box(game, "funds") == {"riverfolk": 1}
    assert game.state.factions["marquise"].supply["warrior"] == supply + 2
    no_problems(game)


def test_funds_spent_or_disrupted_return_to_a_supply_so_coffin_makers_takes_them_law_11_5_and_11_2_5_i():
    # Coffin Makers (Exiles and Partisans): warriors that would return to a supply go onto the card instead.
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 3}}}, current="marquise",
                      funds={"marquise": 3}, deck="exiles", play_areas={"marquise": ["coffin_makers"]})
    coffin = coffin_makers_place(game, "marquise")
    supply = game.state.factions["marquise"].supply["warrior"]
    fix_dice(game, 1, 0)
    run(battle.fight(game, "marquise", 8, "riverfolk"))  # the post goes: two of three funds removed (11.2.5.I)
    assert held_pieces(game, coffin) == {"marquise": {"warrior": 2}} and box(game, "funds") == {"marquise": 1}
    assert game.state.factions["marquise"].supply["warrior"] == supply
    no_problems(game)
    game = river_game(funds={"marquise": 1}, deck="exiles", play_areas={"marquise": ["coffin_makers"]})
    play_choices(game, "recruit", "clearing:10")  # the fund spent returns to the Marquise's supply: onto the card
    assert held_pieces(game, coffin_makers_place(game, "marquise")) == {"marquise": {"warrior": 1}}
    assert box(game, "funds") == {}
    no_problems(game)


@pytest.mark.parametrize("take", [True, False])
def test_swimmers_cross_the_lake_and_choose_whether_the_ferry_goes_along_law_11_2_2_and_c_2_5(take):
    """The lake is rivers linking the coastal clearings (C.2.2), which the Riverfolk swim whoever rules (11.2.2);
    out of the Ferry's clearing they could go anyway, so they choose whether the Ferry goes with them (and draw)."""
    game = river_game({1: {"riverfolk": {"warrior": 2}}, 10: {"marquise": {"warrior": 3}}}, funds={"riverfolk": 1},
                      map="lake", hands={"riverfolk": []})
    play_choices(game, "move")  # committing the fund; 1 is the one origin
    assert expect(game, "riverfolk.move.destination") == ["clearing:5", "clearing:9", "clearing:10", "clearing:11",
                                                           "clearing:12"]
    play_choices(game, "clearing:10", "count:1")
    assert expect(game, "lake.ferry", "riverfolk") == ["yes", "no"]
    play_choices(game, "yes" if take else "no")
    assert game.state.clearings[10].warriors["riverfolk"] == 1
    assert game.map.ferry(game) == (10 if take else 1) and len(rf(game).hand) == (1 if take else 0)


# -- public hand (Law 11.2.3) and several factions' funds (11.2.4) ---------------------------------------

def test_the_hand_is_public_in_every_view_and_not_redrawn_by_determinize_law_11_2_3():
    from rootcore.bots import determinize
    game = river_game(hands={"riverfolk": ["anvil", "sword"], "marquise": ["bake_sale"]})
    hand = list(rf(game).hand)
    assert game.view("marquise")["factions"]["riverfolk"]["hand"] == hand
    assert game.view(None)["factions"]["riverfolk"]["hand"] == hand
    assert "hand" not in game.view("riverfolk")["factions"]["marquise"]
    for seed in range(10):
        clone = game.clone()
        determinize(clone, seed, "marquise")
        assert clone.state.factions["riverfolk"].hand == hand


def test_the_terminal_names_the_cards_of_the_public_hand_law_11_2_3():
    from rootcore.human import format_view
    game = river_game(hands={"riverfolk": ["anvil"], "marquise": ["bake_sale"]})
    text = format_view(game, game.view("marquise"))
    assert "riverfolk 1 (Anvil" in text and "Bake Sale" in text  # the Marquise's own hand by name
    assert "marquise 1 (" not in format_view(game, game.view("riverfolk"))


def test_a_card_the_thief_steals_from_the_public_hand_is_still_random_law_11_2_3_and_d_1_2():
    taken = set()
    for seed in range(20):
        game = river_game({5: {"riverfolk": {"warrior": 1}}}, current="vagabond", factions=("vagabond", "riverfolk"),
                          hands={"riverfolk": ["anvil", "sword", "bake_sale"]},
                          data={"vagabond": {"clearing": 5, "items": ["torch"]}})
        game.state.rng = random.Random(seed)
        play_choices(game, "special")  # Steal from the one player here (then his turn goes on to its end)
        [steal] = [e for e in events(game, "card_taken") if e["reason"] == "steal"]
        assert steal["victim"] == "riverfolk" and steal["card"] in game.state.factions["vagabond"].hand
        taken.add(game.cards[steal["card"]].id)
    assert taken == {"anvil", "sword", "bake_sale"}


def test_everyone_sees_which_card_was_taken_at_random_from_the_public_hand_law_11_2_3_and_1_2():
    from rootcore.views import event_for
    game = river_game({5: {"riverfolk": {"warrior": 1}}}, current="vagabond",
                      factions=("marquise", "vagabond", "riverfolk"), hands={"riverfolk": ["anvil", "sword"],
                                                                          "marquise": ["bake_sale"]},
                      data={"vagabond": {"clearing": 5, "items": ["torch"]}})
    play_choices(game, "special")  # the Thief steals from the Riverfolk, the one player in clearing 5
    [steal] = [e for e in events(game, "card_taken") if e["reason"] == "steal"]
    assert event_for(steal, "marquise")["card"] == steal["card"]  # it was in plain view (11.2.3)
    # From a hidden hand the card stays between the two players (1.2.1).
    game = river_game({5: {"marquise": {"warrior": 1}}}, current="vagabond",
                      factions=("marquise", "vagabond", "riverfolk"), hands={"marquise": ["bake_sale"]},
                      data={"vagabond": {"clearing": 5, "items": ["torch"]}})
    play_choices(game, "special")
    [steal] = [e for e in events(game, "card_taken") if e["reason"] == "steal"]
    assert "card" not in event_for(steal, "riverfolk") and event_for(steal, "vagabond")["card"] == steal["card"]


def test_funds_of_several_factions_are_conserved_and_shown_law_11_2_4_and_1_5_1():
    game = river_game(factions=("marquise", "eyrie", "alliance", "riverfolk"),
                      funds={"marquise": 3, "eyrie": 2, "alliance": 1}, payments={"riverfolk": 2})
    no_problems(game)
    assert held_pieces(game, "riverfolk:funds") == {"alliance": {"warrior": 1}, "eyrie": {"warrior": 2},
                                                    "marquise": {"warrior": 3}}
    view = game.view("eyrie")["factions"]["riverfolk"]
    assert view["funds"] == {"alliance": 1, "eyrie": 2, "marquise": 3} and view["payments"] == {"riverfolk": 2}
    game.state.factions["eyrie"].supply["warrior"] += 1  # a warrior counted twice is found
    assert any("eyrie warrior" in p for p in invariant_problems(game))


def test_the_invariant_checker_reports_a_box_holding_pieces_other_than_warriors_law_11_2_4():
    game = river_game(funds={"marquise": 1})
    assert component(game).invariant_problems(game) == []
    hold(game, component(game).holder("funds"), "marquise", "wood", 1)  # broken: funds are warriors (11.2.4)
    problems = component(game).invariant_problems(game)
    assert len(problems) == 1 and "funds box holds marquise pieces other than warriors" in problems[0]


# -- Evening (Law 11.6) and dominance ---------------------------------------------------------------------

def test_evening_discards_to_five_draws_nothing_and_sets_prices_law_11_6():
    game = river_game(phase="evening", hands={"riverfolk": ["anvil", "sword", "bake_sale", "investments", "cobbler",
                                                            "codebreakers", "armorers"]})
    deck = len(game.state.deck)
    play_choices(game, game.pending.option_ids[0], game.pending.option_ids[1])
    assert len(rf(game).hand) == 5 and len(game.state.deck) == deck  # 11.6.1, no Evening draw
    play_choices(game, "price:4", "price:2", "price:3")  # 11.6.2
    assert rf(game).data["prices"] == {"hand_card": 4, "riverboats": 2, "mercenaries": 3}


@pytest.mark.parametrize("warrior_at, offered", [(None, set()), (5, {"move"}), (1, {"battle"})])
def test_move_and_battle_are_offered_only_where_possible_law_11_5_1_and_11_5_2(warrior_at, offered):
    # With funds to commit, Move needs a warrior that can move and Battle one with an enemy (4.2, 4.3): with no
    # warrior on the map neither is offered; a warrior alone in 5 rules it and may move; one in 1, tied with the
    # Marquise's, rules neither 1 nor an empty neighbour, so it may battle but not move (4.2.1).
    clearings = {1: {"marquise": {"warrior": 1}}}
    if warrior_at:
        clearings.setdefault(warrior_at, {})["riverfolk"] = {"warrior": 1}
    game = river_game(clearings, funds={"marquise": 2})
    assert {o for o in expect(game, "riverfolk.action") if o in ("move", "battle")} == offered


def test_daylight_offers_dominance_as_the_other_factions_menus_do_law_3_3_1():
    game = river_game(hands={"riverfolk": ["dominance_fox"]}, scores={"riverfolk": 10})
    assert any("dominance" in i for i in expect(game, "riverfolk.action"))


# -- whole games ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, seed, clones", [
    (("marquise", "riverfolk"), 0, False),
    (("marquise", "eyrie", "riverfolk"), 1, False),
    ((*BASE, "riverfolk"), 2, True),  # and clones: before every decision, and re-drawn for the player deciding
    (("vagabond", "alliance", "riverfolk", "lizard"), 3, False),
    (("riverfolk", "lizard"), 4, True),
])
def test_random_games_with_the_riverfolk_keep_the_invariants_replay_and_clone(factions, seed, clones):
    results = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=int(clones))
    assert results[0]["over"]


def test_a_riverfolk_game_saves_loads_and_renders():
    picture = saved_loaded_and_rendered([*BASE, "riverfolk"], seed=4)
    assert "Riverfolk Company" in picture and "prices" in picture  # the board's [data.render] show list


def test_rootcore_play_plays_the_riverfolk(capsys):
    assert "riverfolk" in played_from_the_command_line([*BASE, "riverfolk"], 3, capsys)


@pytest.mark.parametrize("payments", [{"marquise": 30}, {"lizard": 1}])
def test_a_scenario_box_with_more_warriors_than_the_owner_s_supply_or_of_no_faction_in_play_is_refused_law_11_2_6_i(
        payments):
    """Law 11.2.6.I: the warriors in Payments are buyers' pieces, placed from their supplies."""
    from rootcore.scenario import ScenarioError
    owner = next(iter(payments))
    with pytest.raises(ScenarioError, match=f"^riverfolk: .* {owner} warriors asked in the payments box"):
        river_game({}, payments=payments)


# -- Audited against Law 11, rule by rule ---------------------------------------------------------------------------

# -- Birdsong (Law 11.4) ---------------------------------------------------------------------------------------

def test_protectionism_places_what_the_supply_holds_when_it_holds_fewer_than_two_law_11_4_1_and_1_5_4():
    # 13 warriors on the map, 1 fund: one warrior left in the supply. Payments was empty: that one goes there
    # (the most possible), then is gathered with the fund.
    game = river_game({8: {"riverfolk": {"warrior": 13}}}, phase="birdsong", funds={"riverfolk": 1})
    assert rf(game).supply["warrior"] == 0
    assert box(game, "funds") == {"riverfolk": 2} and box(game, "payments") == {}
    no_problems(game)


def test_gather_funds_takes_the_funds_left_on_the_trade_posts_tracks_too_law_11_4_3():
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}}, phase="birdsong", funds={"eyrie": 1},
                      factions=("marquise", "eyrie", "riverfolk"),
                      data={"riverfolk": {"on_tracks": {"marquise": 1}, "payments": {"eyrie": 1}}})
    assert box(game, "on_tracks") == {} and box(game, "funds") == {"eyrie": 2, "marquise": 1}
    assert rf(game).score == 0  # one fund at the dividends step (11.4.2): half of one is nothing


def test_no_dividends_once_the_only_trade_post_has_left_the_game_law_11_4_2_and_11_2_5_i():
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 3}}}, current="marquise",
                      funds={"riverfolk": 4})
    fix_dice(game, 2, 0)
    run(battle.fight(game, "marquise", 8, "riverfolk"))
    assert rf(game).removed == {"trade_post_fox": 1} and box(game, "funds") == {"riverfolk": 2}
    play_until(game, "riverfolk")  # the Riverfolk's Birdsong has run: 2 funds, but no trade post on the map
    assert game.state.current_faction == "riverfolk" and rf(game).score == 0


# -- Daylight (Law 11.5) ----------------------------------------------------------------------------------------

def test_establish_needs_a_trade_post_of_the_clearings_suit_left_on_its_track_law_11_5_6_iii():
    # The three fox posts are on the map: fox clearing 8, ruled by the Marquise with two of her funds, is no option.
    game = river_game({8: {"marquise": {"warrior": 2}}, 12: {"riverfolk": {"trade_post_fox": 1}},
                       1: {"riverfolk": {"trade_post_fox": 2}}}, funds={"marquise": 2})
    assert game.factions["riverfolk"].establish_clearings(game) == []
    assert "establish" not in expect(game, "riverfolk.action")


def test_establish_with_no_warrior_left_still_places_and_scores_the_post_law_11_5_6_iii_and_1_5_4():
    game = river_game({8: {"marquise": {"warrior": 2}}, 3: {"riverfolk": {"warrior": 15}}}, funds={"marquise": 2})
    assert rf(game).supply["warrior"] == 0
    play_choices(game, "establish")  # 8, the one clearing
    assert has_post(game, 8, "trade_post_fox") and warriors(game, 8) == 0 and rf(game).score == 2
    no_problems(game)


def test_establish_in_a_clearing_the_riverfolk_rule_spends_two_of_their_own_funds_law_11_5_6_ii():
    game = river_game({5: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}}},
                      funds={"riverfolk": 2, "marquise": 3})
    assert game.factions["riverfolk"].establish_clearings(game) == [5]
    play_choices(game, "establish")
    assert box(game, "funds") == {"marquise": 3} and has_post(game, 5, "trade_post_rabbit")
    assert warriors(game, 5) == 3
    no_problems(game)


def test_each_empty_fox_space_pays_once_a_turn_law_11_2_1_and_4_1_1():
    # Two fox posts on the map: two empty fox spaces. Foxfolk Steel (fox, fox) needs both; once the anvil (fox) has
    # filled one, it can no longer be crafted this turn, though three funds are left.
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}, 12: {"riverfolk": {"trade_post_fox": 1}}},
                      funds={"riverfolk": 4}, hands={"riverfolk": ["anvil", "foxfolk_steel"]})
    steel = held(game, "foxfolk_steel", rf(game).hand)
    assert steel in game.factions["riverfolk"].craftable_cards(game)
    anvil = held(game, "anvil", rf(game).hand)
    play_choices(game, "craft", f"craft:{anvil}", "export")
    assert box(game, "on_tracks") == {"riverfolk": 1} and box(game, "payments") == {"riverfolk": 1}
    assert "craft" not in expect(game, "riverfolk.action")
    no_problems(game)


def test_export_with_an_empty_supply_discards_the_card_and_places_nothing_law_11_5_3_i_and_1_5_4():
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}, 3: {"riverfolk": {"warrior": 14}}},
                      funds={"riverfolk": 1}, hands={"riverfolk": ["anvil"]})
    assert rf(game).supply["warrior"] == 0
    play_choices(game, "craft", "export")
    assert rf(game).hand == [] and box(game, "payments") == {} and box(game, "on_tracks") == {"riverfolk": 1}
    no_problems(game)


# -- services (Law 11.2.6) ----------------------------------------------------------------------------------------

def test_each_trade_post_clearing_with_any_buyer_piece_adds_a_service_law_11_2_6_ii():
    # A warrior by the post in 8 and a wood token by the post in 5 (a token is a faction piece); none by 10: 3.
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 1}},
                       5: {"riverfolk": {"trade_post_rabbit": 1}, "marquise": {"wood": 1}},
                       10: {"riverfolk": {"trade_post_rabbit": 1}}},
                      current="marquise", phase="birdsong",
                      hands={"riverfolk": ["anvil", "sword", "bake_sale", "cobbler"]})
    for _ in range(3):
        play_choices(game, "service:hand_card:1")
        play_choices(game, game.pending.option_ids[0])
    assert len(game.state.factions["marquise"].hand) == 3 and game.pending.kind != "riverfolk.service"
    assert box(game, "payments") == {"marquise": 3}


def test_a_damaged_item_cannot_pay_for_a_service_law_11_2_6_iii():
    game = river_game(current="vagabond", phase="birdsong", factions=("vagabond", "riverfolk"),
                      hands={"riverfolk": ["anvil"]}, prices={"hand_card": 2, "riverboats": 1},
                      data={"vagabond": {"clearing": 5, "items": ["sword:damaged", "boot", "torch:exhausted"]}})
    assert expect(game, "riverfolk.service", "vagabond") == ["service:riverboats:1", "done"]  # one usable item


# -- Mercenaries (Law 11.2.7.III) -----------------------------------------------------------------------------

def test_an_ambush_leaving_a_mercenary_lets_the_buyers_battle_go_on_with_its_roll_law_11_2_7_iii_and_4_3_1_ii():
    # The Eyrie's ambush (two hits) takes the Marquise's one warrior, then a mercenary; one mercenary is left, so
    # the battle goes on, her rolled hits capped at that one warrior (4.3.2.I).
    game = hired({5: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 3}}},
                 hands={"eyrie": ["ambush_rabbit"]})
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "faction:eyrie", f"ambush:{game.state.factions['eyrie'].hand[0]}")
    assert not events(game, "battle_ended_early")
    assert [e["attacker_hits"] for e in events(game, "dice")] == [1]
    assert game.state.clearings[5].warriors == {"riverfolk": 1, "eyrie": 2}
    no_problems(game)


def test_the_buyer_with_one_own_warrior_one_mercenary_and_a_building_loses_all_three_to_three_hits_law_11_2_7_iii_a():
    # Hit 1 (odd) her warrior, hit 2 (even) the mercenary, hit 3: no warrior of either kind left, so the sawmill.
    game = hired({5: {"marquise": {"warrior": 1, "sawmill": 1}, "riverfolk": {"warrior": 1}, "eyrie": {"warrior": 3}}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    cl = game.state.clearings[5]
    assert "marquise" not in cl.warriors and "riverfolk" not in cl.warriors and cl.buildings == []
    no_problems(game)


def test_the_buyers_odd_hit_falls_on_its_own_warrior_when_mercenaries_run_out_law_11_2_7_iii_a():
    # Two own warriors and one mercenary take three hits: own, mercenary, own.
    game = hired({5: {"marquise": {"warrior": 2, "sawmill": 1}, "riverfolk": {"warrior": 1}, "eyrie": {"warrior": 3}}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    cl = game.state.clearings[5]
    assert "marquise" not in cl.warriors and "riverfolk" not in cl.warriors and len(cl.buildings) == 1
    no_problems(game)


def test_hits_on_the_buyer_never_take_a_riverfolk_trade_post_law_11_2_7_iii_a():
    # The Eyrie deal three: her warrior, the mercenary; the third finds nothing of hers: the post and funds stay.
    game = hired({5: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 1, "trade_post_rabbit": 1},
                      "eyrie": {"warrior": 3}}, 1: {"marquise": {"warrior": 1}}}, funds={"riverfolk": 4})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    assert has_post(game, 5, "trade_post_rabbit") and box(game, "funds") == {"riverfolk": 4}
    assert game.state.clearings[5].warriors == {"eyrie": 1}
    no_problems(game)


def test_field_hospitals_returns_only_the_buyers_own_warriors_not_mercenaries_law_11_2_7_iii_and_1_5_3():
    game = hired({5: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 3}},
                  1: {"marquise": {"keep": 1}}}, hands={"marquise": ["bake_sale", "a_visit_to_friends"]})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    expect(game, "marquise.field_hospitals", "marquise")
    play_choices(game, game.pending.option_ids[0])
    assert game.state.clearings[1].warriors == {"marquise": 1}  # one of hers, not the two mercenaries
    no_problems(game)


def test_the_alliance_battles_with_mercenaries_in_its_evening_operations_law_11_2_7_iii_and_8_6():
    game = river_game({5: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}}, 1: {"alliance": {"base_fox": 1}}},
                      current="alliance", phase="evening", factions=("marquise", "alliance", "riverfolk"),
                      data={"alliance": {"supporters": [], "officers": 1},
                            "riverfolk": {"bought": {"alliance": ["mercenaries"]}, "mercenaries_for": "alliance"}})
    assert "battle" in expect(game, "alliance.operation", "alliance")  # no Alliance warrior on the map
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert game.state.clearings[5].warriors == {"riverfolk": 2}


def test_the_marquise_builds_where_only_her_mercenaries_give_her_rule_law_11_2_7_iii_and_6_5_3():
    game = hired({5: {"riverfolk": {"warrior": 2}, "marquise": {"wood": 1}}, 1: {"marquise": {"warrior": 1}}})
    assert rules(game, 5) == "marquise"
    play_choices(game, "build")
    assert expect(game, "marquise.build.clearing", "marquise") == ["clearing:1", "clearing:5"]


# -- Trade Disruption (Law 11.2.5.I) ------------------------------------------------------------------------------

def test_two_trade_posts_removed_at_once_halve_the_funds_twice_law_11_2_5_i_and_1_1_3():
    from rootcore_plugins.standard_deck import remove_all_enemy_pieces
    # Favor of the Foxes clears fox clearings 8 and 12: 5 funds, less 3, then less 1 of the 2 left.
    game = river_game({8: {"riverfolk": {"trade_post_fox": 1}}, 12: {"riverfolk": {"trade_post_fox": 1}},
                       1: {"marquise": {"warrior": 1}}}, current="marquise", funds={"riverfolk": 5})
    run(remove_all_enemy_pieces(game, "marquise", "fox", "favor_of_the_foxes"), ["effect:0"])
    assert [e["funds_removed"] for e in events(game, "trade_disruption")] == [3, 1]
    assert box(game, "funds") == {"riverfolk": 1} and rf(game).removed == {"trade_post_fox": 2}
    assert game.state.factions["marquise"].score == 2
    no_problems(game)


def test_a_corvid_bomb_removing_a_trade_post_disrupts_trade_law_11_2_5_i_and_13_7_1():
    game = faction_scenario(("corvid", "riverfolk"), "corvid", "birdsong",
                            {8: {"corvid": {"warrior": 1}, "riverfolk": {"trade_post_fox": 1, "warrior": 1}}},
                            {"corvid": {"plots": {8: "bomb"}, "face_up": []},
                             "riverfolk": {"funds": {"riverfolk": 3}, "payments": {}, "committed": {}}})
    play_choices(game, "done", "clearing:8")
    assert not has_post(game, 8, "trade_post_fox") and rf(game).removed == {"trade_post_fox": 1}
    assert box(game, "funds") == {"riverfolk": 1}
    no_problems(game)


def test_an_ambush_taking_both_mercenaries_ends_the_buyers_battle_before_the_dice_law_11_2_7_iii_a_and_4_3_1_ii():
    # No warrior of her own: the first hit cannot reach her sawmill while a mercenary stands, so the two hits take
    # the two mercenaries; with no attacking warrior left the battle ends, the sawmill untouched.
    game = hired({5: {"marquise": {"sawmill": 1}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 1}}},
                 hands={"eyrie": ["ambush_rabbit"]})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", f"ambush:{game.state.factions['eyrie'].hand[0]}")
    cl = game.state.clearings[5]
    assert cl.warriors == {"eyrie": 1} and cl.buildings == [("marquise", "sawmill")]
    assert events(game, "battle_ended_early") and not events(game, "dice")
    no_problems(game)


def test_command_warren_at_the_start_of_daylight_battles_with_mercenaries_law_11_2_7_iii_and_1_4_1():
    # Mercenaries are the buyer's for battle all Daylight, from its start: the card's battle may be fought in 5,
    # where only Riverfolk warriors stand for the Marquise.
    game = river_game({5: {"riverfolk": {"warrior": 2}, "eyrie": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}},
                      current="marquise", phase="birdsong", factions=("marquise", "eyrie", "riverfolk"),
                      play_areas={"marquise": ["command_warren"]})
    play_choices(game, "service:mercenaries:1")
    assert expect(game, "standard.command_warren.clearing", "marquise") == ["clearing:5", "pass"]


# -- Swimmers and Riverboats (Law 11.2.2, 11.2.7.II) ---------------------------------------------------------------

def test_riverboats_let_the_vagabond_slip_along_a_river_in_his_birdsong_law_11_2_7_ii_and_9_4_2():
    game = river_game({}, current="vagabond", phase="birdsong", factions=("vagabond", "riverfolk"),
                      data={"vagabond": {"clearing": 7, "items": ["sword", "boot", "boot", "torch"]}})
    play_choices(game, "service:riverboats:1", "item:torch:up")
    options = expect(game, "vagabond.slip", "vagabond")
    assert "clearing:4" in options and "clearing:11" in options


def test_swimmers_and_a_corvid_snare_no_recruit_or_post_there_and_no_swim_out_law_11_2_2_and_13_7_2():
    # Face-up snares in 10 and 11: the Riverfolk may place nothing there (Recruit, Establish) and their warrior in
    # 11 cannot leave, even by the river; the one in 7 may swim into 11.
    game = faction_scenario(("corvid", "riverfolk"), "riverfolk", "daylight",
                            {10: {"corvid": {"warrior": 2}}, 7: {"riverfolk": {"warrior": 1}},
                             11: {"riverfolk": {"warrior": 1}}},
                            {"corvid": {"plots": {10: "snare", 11: "snare"}, "face_up": [10, 11]},
                             "riverfolk": {"funds": {"riverfolk": 2, "corvid": 2}, "payments": {}, "committed": {}}})
    component = game.factions["riverfolk"]
    assert component.recruit_clearings(game) == [4, 5, 7]
    assert component.establish_clearings(game) == [7]  # not the Corvids' 10, snared
    assert move.origins(game, "riverfolk") == [7] and 11 in move.destinations(game, "riverfolk", 7)


def test_establish_spends_the_funds_of_the_eyrie_ruling_a_tie_by_lords_of_the_forest_law_11_5_6_ii_and_7_2_2():
    # Fox clearing 8: one Eyrie warrior and one Marquise warrior; the Eyrie rule the tie (7.2.2), so two Eyrie
    # funds pay, not the Marquise's.
    game = river_game({8: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 1}}},
                      factions=("marquise", "eyrie", "riverfolk"), funds={"marquise": 2, "eyrie": 2})
    assert rules(game, 8) == "eyrie"
    assert game.factions["riverfolk"].establish_clearings(game) == [8]
    play_choices(game, "establish")
    assert box(game, "funds") == {"marquise": 2} and has_post(game, 8, "trade_post_fox")
    no_problems(game)


def test_royal_claim_any_suit_cost_takes_four_empty_spaces_of_any_tracks_law_11_5_3_and_4_1_1():
    posts = {8: {"riverfolk": {"trade_post_fox": 1}}, 5: {"riverfolk": {"trade_post_rabbit": 1}},
             7: {"riverfolk": {"trade_post_mouse": 1}}}
    game = river_game(posts, funds={"riverfolk": 4}, hands={"riverfolk": ["royal_claim"]})
    assert game.factions["riverfolk"].craftable_cards(game) == []  # three empty spaces for four "any" icons
    game = river_game({**posts, 11: {"riverfolk": {"trade_post_mouse": 1}}}, funds={"riverfolk": 4},
                      hands={"riverfolk": ["royal_claim"]})
    play_choices(game, "craft")  # the one card, paid with a fund on each empty space: fox, mouse, rabbit, mouse
    play_choices(game, "suit:fox", "suit:mouse", "suit:rabbit")  # the last space left is mouse: not asked
    play_choices(game, "craft")  # its benefit, not export
    assert [game.cards[c].id for c in rf(game).play_area] == ["royal_claim"]
    assert box(game, "on_tracks") == {"riverfolk": 4} and box(game, "funds") == {}
    no_problems(game)
