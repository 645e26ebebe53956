"""The Riverfolk Company's heuristic bot (plugins/rootcore_plugins/riverfolk/bot.py): it answers every decision the
Riverfolk meet with an offered option of its own rules in checked games of 2-5 players, picks what pays in a few
positions (Law 11.5, 11.6.2), and decides only on what its player sees.

Autumn clearings used below (suit; paths; rivers): 4 rabbit (8 9 12; river 7), 5 rabbit (1 2; river 10), 7 mouse
(3 8 12; rivers 4 11), 8 fox (4 7), 10 rabbit (1 2 12; rivers 5 11), 12 fox (4 7 10 11).
"""
from __future__ import annotations

import pytest

from rootcore.agents import make_agent
from rootcore.cli import main

from helpers import (bot_plays_its_turn, decisions_compared_on_redrawn_clones, faction_scenario, fix_dice,
                     held, kinds_answered_in_checked_games, kinds_answered_over_games, same_game_twice)

SETS = [["marquise", "riverfolk"], ["marquise", "eyrie", "riverfolk"], ["marquise", "eyrie", "alliance", "riverfolk"],
        ["marquise", "eyrie", "alliance", "vagabond", "riverfolk"], ["lizard", "riverfolk", "vagabond"]]
# What the Riverfolk are asked in any game; the bot must answer each by its own rules, not by a random fallback.
CORE_KINDS = {"riverfolk.setup.warrior", "riverfolk.setup.price", "riverfolk.price", "riverfolk.action",
              "riverfolk.establish", "riverfolk.commit", "riverfolk.spend", "riverfolk.recruit",
              "riverfolk.move.origin", "riverfolk.move.destination", "riverfolk.move.count",
              "riverfolk.battle.clearing", "riverfolk.export"}


def river_position(clearings=None, phase="daylight", hand=(), funds=None, factions=("marquise", "riverfolk"),
                   current="riverfolk", price=2, **spec):
    """The Riverfolk (or `current`) taking their turn from `phase`, with `funds` (owner -> warriors) and every
    service at `price`."""
    mine = {"riverfolk": {"funds": dict(funds or {}), "prices": dict.fromkeys(("hand_card", "riverboats",
                                                                                 "mercenaries"), price)}}
    return faction_scenario(factions, current, phase, clearings, mine, hands={"riverfolk": list(hand)}, **spec)


def rf(game):
    return game.state.factions["riverfolk"]


def box(game, name):
    return game.factions["riverfolk"].box(game, name)


def card_id(game, name):
    return held(game, name, rf(game).hand)


def test_the_bot_is_registered_for_the_riverfolk():
    agent = make_agent("heuristic", "riverfolk", 3)
    assert callable(agent) and agent.faction == "riverfolk"


@pytest.mark.parametrize("factions", SETS, ids=lambda s: "-".join(s))
def test_the_bot_answers_every_riverfolk_decision_by_its_rules_in_checked_games(factions):
    kinds = kinds_answered_in_checked_games(factions, "riverfolk")
    assert {"riverfolk.setup.warrior", "riverfolk.action", "riverfolk.price"} <= kinds


def test_over_many_games_every_core_kind_is_met_and_answered_by_the_bot():
    kinds = kinds_answered_over_games(SETS, "riverfolk", 15)
    assert CORE_KINDS <= kinds, CORE_KINDS - kinds


def test_the_bot_plays_the_same_game_for_the_same_seed():
    assert same_game_twice(SETS[3], 8) > 50


def test_the_bot_decides_alike_whatever_it_cannot_see_law_1_2():
    """At each of the Riverfolk's decisions, a re-drawn clone gets the same answer: the bot reads only public things
    (its hand is public, 11.2.3)."""
    assert decisions_compared_on_redrawn_clones(SETS[2], "riverfolk", 4) > 30


# -- chosen positions --------------------------------------------------------------------------------------------

def test_it_establishes_a_trade_post_in_the_safer_clearing_and_scores_law_11_5_6():
    # The Marquise rule 8 and 12 (fox), with two Marquise funds to spend: 12 has fewer Marquise warriors about.
    game = river_position({8: {"marquise": {"warrior": 2}}, 12: {"marquise": {"warrior": 1}}},
                          funds={"marquise": 2})
    answers = bot_plays_its_turn(game, "riverfolk", "daylight")
    assert answers[:2] == ["establish", "clearing:12"]
    assert ("riverfolk", "trade_post_fox") in game.state.clearings[12].tokens and rf(game).score == 2


def test_it_battles_where_it_wins_law_11_5_2():
    # Three warriors against one and a sawmill in 5; one against three in 10. One fund, odd: committing it costs
    # no Dividends (11.4.2).
    game = river_position({5: {"riverfolk": {"warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}},
                           10: {"riverfolk": {"warrior": 1}, "marquise": {"warrior": 3}}}, funds={"riverfolk": 1})
    fix_dice(game, 2, 0)
    answers = bot_plays_its_turn(game, "riverfolk", "daylight")
    assert answers[:2] == ["battle", "clearing:5"]
    assert "marquise" not in game.state.clearings[5].warriors and rf(game).score == 1  # the sawmill (3.2.1)


def test_it_crafts_an_item_for_its_vp_law_11_5_3():
    # A fox post on the map: one empty fox space to commit a fund onto. The anvil is worth 2 VP.
    game = river_position({8: {"riverfolk": {"trade_post_fox": 1, "warrior": 1}}}, funds={"riverfolk": 1},
                          hand=["armorers", "anvil"])
    anvil = card_id(game, "anvil")
    answers = bot_plays_its_turn(game, "riverfolk", "daylight")
    assert answers[:3] == ["craft", f"craft:{anvil}", "craft"]
    assert rf(game).score == 2 and anvil not in rf(game).hand


def test_it_exports_a_card_whose_benefit_is_worthless_to_it_law_11_5_3_i():
    game = river_position({8: {"riverfolk": {"trade_post_fox": 1, "warrior": 1}}}, funds={"riverfolk": 1},
                          hand=["armorers", "ambush_bird", "ambush_fox", "ambush_mouse"])
    armorers = card_id(game, "armorers")
    answers = bot_plays_its_turn(game, "riverfolk", "daylight")
    assert answers[:2] == ["craft", "export"]
    assert armorers not in rf(game).hand and box(game, "payments") == {"riverfolk": 1}


def test_it_recruits_by_a_river_where_it_takes_rule_for_a_post_law_11_5_5():
    # Three of its funds: one recruits in the empty river clearing 11 (mouse), two then establish a post there.
    game = river_position({7: {"marquise": {"warrior": 2}}, 4: {"marquise": {"warrior": 1}},
                           5: {"marquise": {"warrior": 1}}, 10: {"marquise": {"warrior": 1}}},
                          funds={"riverfolk": 3})
    answers = bot_plays_its_turn(game, "riverfolk", "daylight")
    assert answers[:2] == ["recruit", "clearing:11"] and "establish" in answers
    assert ("riverfolk", "trade_post_mouse") in game.state.clearings[11].tokens


def evening_prices(hand, clearings=None, price=2):
    game = river_position(clearings, phase="evening", hand=hand, price=price)
    bot_plays_its_turn(game, "riverfolk", "evening")
    return rf(game).data["prices"]


def test_it_prices_hand_card_dear_when_it_keeps_a_card_and_cheap_for_poor_buyers_law_11_6_2():
    assert evening_prices(["protection_racket"])["hand_card"] == 4  # a 3-VP item it would craft
    # Nothing sold though the Marquise could pay: a step down, to the floor (Mercenaries' is 3).
    assert evening_prices(["ambush_bird"], price=3) == {"hand_card": 2, "riverboats": 2, "mercenaries": 3}
    # The Marquise have one warrior left in their supply: no price above 1 would sell (11.2.6.I).
    poor = evening_prices(["ambush_bird"], {1: {"marquise": {"warrior": 12}}, 2: {"marquise": {"warrior": 12}}})
    assert poor == {"hand_card": 1, "riverboats": 1, "mercenaries": 1}


def test_it_raises_the_price_of_a_service_that_sold_law_11_6_2():
    game = river_position({8: {"marquise": {"warrior": 1}}}, current="marquise", phase="birdsong", price=3)
    assert game.pending.kind == "riverfolk.service"
    game.choose("service:riverboats:3")  # Law 11.2.6: the Marquise buy Riverboats for 3
    while not any(e["type"] == "prices" for e in game.events):  # the Riverfolk's Evening repricing (11.6.2)
        pending = game.pending
        game.choose(pending.option_ids[0] if pending.player != "riverfolk" else
                    make_agent("heuristic", "riverfolk", 1)(game, pending))
    assert rf(game).data["prices"] == {"hand_card": 2, "riverboats": 4, "mercenaries": 3}


# -- the command line ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", ["riverfolk,marquise", "eyrie,riverfolk,alliance", "riverfolk,vagabond",
                                      "marquise,eyrie,alliance,vagabond,riverfolk", "lizard,riverfolk,vagabond"])
def test_simulate_with_heuristic_bots_plays_every_set_with_the_riverfolk(factions, capsys):
    assert main(["simulate", "--games", "2", "--factions", factions, "--bots", "heuristic", "--quiet"]) == 0


def test_other_bots_take_the_most_useful_card_from_the_public_hand_law_11_2_7_i():
    # A heuristic bot of another faction buying Hand Card takes the card it rates highest, not lowest (the base
    # rule for all-card decisions gives away the least useful card of its own hand).
    from test_riverfolk import river_game
    game = river_game(current="marquise", phase="birdsong", hands={"riverfolk": ["anvil", "ambush_bird"]},
                      prices={"hand_card": 1, "riverboats": 4, "mercenaries": 4})
    game.choose("service:hand_card:1")
    assert game.pending.kind == "riverfolk.hand_card"
    bot = make_agent("heuristic", "marquise", 1)
    values = {o.id: bot.card_value(game, o.data["card"]) for o in game.pending.options}
    assert len(set(values.values())) == 2
    assert bot(game, game.pending) == max(values, key=values.get)


@pytest.mark.parametrize("faction", ["marquise", "eyrie", "alliance", "vagabond"])
def test_other_bots_buy_hand_card_only_when_the_best_card_is_worth_the_price_by_the_riverfolks_advice(faction):
    # The Riverfolk plugin advises every heuristic bot on its service offer (Registry.add_bot_advice, Law 11.2.6):
    # a bird card at 1 warrior is bought, whatever the seed; plain cards at 4 are not, nor Riverboats or Mercenaries.
    from test_riverfolk import river_game
    for hand, price, expected in ((["ambush_bird", "anvil"], 1, "service:hand_card:1"), (["anvil"], 4, "done")):
        game = river_game({1: {faction: {"warrior": 1}}} if faction != "vagabond" else {}, current=faction,
                          phase="birdsong", factions=(faction, "riverfolk"), hands={"riverfolk": hand},
                          prices={"hand_card": price, "riverboats": 1, "mercenaries": 1},
                          data={"vagabond": {"clearing": 1, "items": ["sword", "boot", "torch", "bag"]}}
                          if faction == "vagabond" else None)
        assert game.pending.kind == "riverfolk.service" and len(game.pending.options) >= 3
        assert {make_agent("heuristic", faction, seed)(game, game.pending) for seed in range(8)} == {expected}

