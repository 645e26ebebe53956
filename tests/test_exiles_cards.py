"""Rules tests of the Exiles and Partisans deck (Law A.2): the crafted effects of its 25 persistent cards, named
after the cards, with the timing of Law 1.4.1, the battle steps of 4.3, FORCE (1.5.5) and mandatory effects
(4.1.3); interactions with the factions and maps; the deck's content; and seeded random four-faction games on
every map with the invariant checker after every decision.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit, slots; paths; rivers): 1 fox (1; 5 9
10), 2 mouse (2; 5 6 10), 3 rabbit (1; 6 7 11), 4 rabbit (1; 8 9 12; river 7), 5 rabbit (2; 1 2; river 10),
6 fox (2, ruin; 2 3 11), 7 mouse (2; 3 8 12; rivers 4 11), 8 fox (2; 4 7), 9 mouse (2; 1 4 12), 10 rabbit (2,
ruin; 1 2 12; rivers 5 11), 11 mouse (3, ruin; 3 6 12; rivers 7 10), 12 fox (2, ruin; 4 7 9 10 11).
"""
from __future__ import annotations

import collections
import json
import tomllib
import warnings
from pathlib import Path

import pytest

import rootcore
from rootcore import cli
from rootcore.agents import RandomAgent, make_agent, play
from rootcore.engine import UnimplementedCardWarning
from rootcore.rules import cards, move, pieces
from rootcore.rules.adjacency import adjacent
from rootcore.rules.pieces import held_pieces
from rootcore.rules.rule import rules
from rootcore.testing import check_replay_equivalence, invariant_problems, play_checked

from helpers import (assert_cards_named, coffin_makers_place, discarded, events, expect, fix_dice, fs, held,
                     hold_every_card, ids, play_choices, run, scenario, warriors)

REPO = Path(__file__).resolve().parent.parent
EYRIE = {"leader": "builder", "viziers": {}}
ALLIANCE = {"supporters": [], "officers": 0}
VAGABOND = {"character": "thief", "quests": [], "ruin_items": {}}
FOUR = ["marquise", "eyrie", "alliance", "vagabond"]
LIZARD = {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}
MARCH = {1: {"marquise": {"warrior": 1}}}


# -- helpers ------------------------------------------------------------------------------------------------------

def position(clearings, *, current="marquise", phase="daylight", factions=("marquise", "eyrie"), play_areas=None,
             hands=None, data=None, **extra):
    """A scenario with the Exiles and Partisans deck; the Eyrie (if in play) have no Decree and no viziers,
    the Alliance no supporters."""
    data = dict(data or {})
    if "eyrie" in factions:
        data.setdefault("eyrie", EYRIE)
    if "alliance" in factions:
        data.setdefault("alliance", ALLIANCE)
    return scenario(factions, current, phase, clearings, deck="exiles", play_areas=play_areas or {},
                    hands=hands or {}, data=data, **extra)


def conserved(game):
    """Pieces and cards are all accounted for (the invariant checker, without score and item history)."""
    problems = [p for p in invariant_problems(game) if "pending" not in p and "no pending" not in p]
    assert not problems, problems


def cats_attack_birds(play_areas, *, cats=3, birds=3, clearing=8, dice=(3, 2), hands=None):
    """The Marquise attack the Eyrie in `clearing`: the battle is the only action taken."""
    game = position({clearing: {"marquise": {"warrior": cats}, "eyrie": {"warrior": birds}}},
                    play_areas=play_areas, hands=hands)
    fix_dice(game, *dice)
    play_choices(game, "battle")
    return game


@pytest.mark.parametrize("design, make, kind, player, options", [
    ("swap_meet", lambda: position(MARCH, phase="birdsong", play_areas={"marquise": ["swap_meet"]},
                                   hands={"eyrie": ["sword"]}), "exiles.birdsong", "marquise", ["swap_meet:eyrie"]),
    ("false_orders", lambda: position({1: {"marquise": {"warrior": 1}}, 5: {"eyrie": {"warrior": 1}}},
                                      phase="birdsong", play_areas={"marquise": ["false_orders"]}),
     "exiles.birdsong", "marquise", ["false_orders"]),
    ("fox_partisans", lambda: cats_attack_birds({"marquise": ["fox_partisans"]}, dice=(1, 0)), "exiles.partisans",
     "marquise", ["partisans"]),
    ("propaganda_bureau", lambda: position({1: {"marquise": {"warrior": 1}}, 8: {"eyrie": {"warrior": 2}}},
                                           play_areas={"marquise": ["propaganda_bureau"]},
                                           hands={"marquise": ["anvil"]}),
     "marquise.craft", "marquise", ["extra:propaganda_bureau"]),
    ("league_of_adventurous_mice", lambda: league_position(["boot", "sword"]), "marquise.craft", "marquise",
     ["extra:league:move", "extra:league:battle"]),
    ("charm_offensive", lambda: position(MARCH, phase="evening", play_areas={"marquise": ["charm_offensive"]}),
     "exiles.charm_offensive", "marquise", ["charm_offensive:eyrie"]),
])
def test_each_card_effect_option_names_its_card_in_play_law_4_1_3(design, make, kind, player, options):
    """An option using a persistent card in play (Law 4.1.3) names that card in its data, `{"card": n}`, as the
    options of cards in hand do (Saboteurs' and Informants' name the card they discard or take); ids unchanged."""
    assert_cards_named(make(), kind, player, design, options)


# -- Birdsong cards ---------------------------------------------------------------------------------------------------

def test_saboteurs_discards_itself_and_an_enemy_crafted_card_at_start_of_birdsong_law_1_4_1():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs"], "eyrie": ["tunnels", "murine_broker"]})
    target = held(game, "tunnels", fs(game, "eyrie").play_area)
    options = expect(game, "exiles.birdsong", "marquise")
    assert f"saboteurs:eyrie:{target}" in options and "done" in options and len(options) == 3
    play_choices(game, f"saboteurs:eyrie:{target}")
    assert fs(game, "marquise").play_area == [] and discarded(game, "saboteurs")
    assert ids(game, fs(game, "eyrie").play_area) == ["murine_broker"] and discarded(game, "tunnels")
    assert game.state.phase == "daylight"  # then the turn goes on


def dominant_cats_against_soup_kitchens():
    """The Marquise, fox dominance active, rule fox clearings 1 and 6; in fox clearing 8 the Alliance's sympathy
    counts twice (Soup Kitchens) against one cat. The Marquise hold Saboteurs (and Swap Meet): their Birdsong."""
    return position({1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}},
                     8: {"marquise": {"warrior": 1}, "alliance": {"sympathy": 1}}},
                    phase="birdsong", factions=("marquise", "alliance", "eyrie"),
                    play_areas={"marquise": ["saboteurs", "swap_meet"], "alliance": ["soup_kitchens"]},
                    hands={"alliance": ["anvil"], "marquise": ["sword"]}, dominance={"marquise": "dominance_fox"})


def test_saboteurs_then_the_dominance_check_in_the_players_order_law_1_1_3_and_3_3_1():
    """Saboteurs and the dominance check are both at the start of Birdsong, so the player orders them (1.1.3):
    Soup Kitchens discarded first, the cats rule three fox clearings and win."""
    game = dominant_cats_against_soup_kitchens()
    assert not game.state.over  # checked first: two fox clearings
    play_choices(game, f"saboteurs:alliance:{held(game, 'soup_kitchens', fs(game, 'alliance').play_area)}")
    assert game.state.over and game.state.winners == ["marquise"] and game.state.end_reason == "dominance"


def test_saboteurs_comes_before_the_cards_usable_any_time_in_birdsong_law_1_4_1():
    """Saboteurs is used at the start of Birdsong, before everything else in the phase; Swap Meet may be used at any
    time in Birdsong: it is offered only once the start is over, and Saboteurs is then not offered again."""
    game = dominant_cats_against_soup_kitchens()
    start = expect(game, "exiles.birdsong", "marquise")
    assert start[-1] == "done" and all(o.startswith("saboteurs:") for o in start[:-1])
    play_choices(game, "done")
    assert expect(game, "exiles.birdsong", "marquise") == ["swap_meet:alliance", "done"]
    play_choices(game, "swap_meet:alliance")
    give = expect(game, "exiles.swap_meet.give", "marquise")
    play_choices(game, give[0])
    assert game.state.phase == "daylight"  # no Saboteurs menu: the Birdsong went on
    assert ids(game, fs(game, "marquise").play_area) == ["saboteurs", "swap_meet"]


def test_false_orders_is_offered_once_the_start_of_birdsong_is_over_law_1_4_1():
    # Like Swap Meet, False Orders is usable at any time in Birdsong: after Saboteurs' chance, and not before it.
    game = position({1: {"eyrie": {"warrior": 2}}, 9: {"marquise": {"warrior": 3}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs", "false_orders"], "eyrie": ["tunnels"]})
    assert "false_orders" not in expect(game, "exiles.birdsong", "marquise")
    play_choices(game, "done", "false_orders")
    while game.pending.kind.startswith("exiles.false_orders"):
        game.choose(game.pending.option_ids[0])
    assert game.state.phase == "daylight"  # no Saboteurs menu: the Birdsong went on
    assert ids(game, fs(game, "marquise").play_area) == ["saboteurs"]


def test_saboteurs_and_the_card_it_discards_reach_the_pile_together_law_2_1():
    """With the deck and the discard pile empty, both cards form the new deck, not Saboteurs alone."""
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs"], "eyrie": ["tunnels", "murine_broker"]})
    st = game.state
    hold_every_card(game, "eyrie")
    play_choices(game, f"saboteurs:eyrie:{held(game, 'tunnels', fs(game, 'eyrie').play_area)}")
    assert ids(game, st.deck) == ["saboteurs", "tunnels"] and st.discard == []


def test_saboteurs_only_at_the_start_of_birdsong_and_optional_law_4_1_3():
    game = position({1: {"marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs"], "eyrie": ["tunnels"]})
    play_choices(game, "done")
    assert game.state.clearings[1].count("marquise", "wood") == 1  # the Marquise's Birdsong went on
    assert game.state.phase == "daylight"  # not offered again at the end of Birdsong
    assert ids(game, fs(game, "marquise").play_area) == ["saboteurs"]


def test_saboteurs_cannot_target_the_vagabonds_coalition_partner_law_g_1_8():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong", current="vagabond",
                    factions=("marquise", "eyrie", "vagabond"),
                    play_areas={"vagabond": ["saboteurs"], "marquise": ["tunnels"], "eyrie": ["tunnels"]},
                    data={"vagabond": {**VAGABOND, "forest": "f1", "items": ["boot"], "coalition": "marquise"}})
    options = [o for o in expect(game, "exiles.birdsong", "vagabond") if o.startswith("saboteurs")]
    assert options and all(o.startswith("saboteurs:eyrie:") for o in options)


def test_saboteurs_and_the_card_it_discards_go_to_the_lost_souls_law_10_2_6():
    """Law 10.2.6: with the Cult in the game every card discarded, from a play area too, goes to its Lost Souls."""
    game = position(MARCH, phase="birdsong", factions=("marquise", "lizard"),
                    play_areas={"marquise": ["saboteurs"], "lizard": ["soup_kitchens"]}, data={"lizard": LIZARD})
    assert expect(game, "exiles.birdsong", "marquise") == [f"saboteurs:lizard:{fs(game, 'lizard').play_area[0]}",
                                                           "done"]
    play_choices(game, game.pending.options[0].id)
    assert ids(game, fs(game, "lizard").zones["lost_souls"]) == ["saboteurs", "soup_kitchens"]
    assert game.state.discard == [] and fs(game, "lizard").play_area == []


def test_swap_meet_takes_a_random_card_then_gives_one_once_per_birdsong_law_1_3_2():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong", play_areas={"marquise": ["swap_meet"]},
                    hands={"marquise": ["anvil"], "eyrie": ["sword", "bake_sale"]})
    assert expect(game, "exiles.birdsong", "marquise") == ["swap_meet:eyrie", "done"]
    play_choices(game, "swap_meet:eyrie")
    taken = events(game, "card_taken")[0]
    assert taken["to"] == ["marquise", "eyrie"] and taken["reason"] == "swap_meet"
    assert len(fs(game, "marquise").hand) == 2 and len(fs(game, "eyrie").hand) == 1
    anvil = held(game, "anvil", fs(game, "marquise").hand)
    play_choices(game, f"card:{anvil}")
    assert "anvil" in ids(game, fs(game, "eyrie").hand) and len(fs(game, "eyrie").hand) == 2
    assert ids(game, fs(game, "marquise").hand + fs(game, "eyrie").hand) == ["anvil", "bake_sale", "sword"]
    assert events(game, "card_given")[0]["to"] == ["marquise", "eyrie"]  # private to the two (1.2.1)
    assert game.state.phase == "daylight"  # once per Birdsong: not offered again at its end
    assert ids(game, fs(game, "marquise").play_area) == ["swap_meet"]  # it stays in play


def test_swap_meet_gives_back_without_asking_only_when_hands_are_not_concealed_law_1_2_1():
    for concealed in (False, True):
        game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong", play_areas={"marquise": ["swap_meet"]},
                        hands={"marquise": [], "eyrie": ["sword"]}, options={"conceal_hands": concealed})
        play_choices(game, "swap_meet:eyrie")
        sword = f"card:{held(game, 'sword', game.state.deck + fs(game, 'marquise').hand + fs(game, 'eyrie').hand)}"
        if concealed:  # the only card is asked for all the same: the others learn nothing of the hand
            assert expect(game, "exiles.swap_meet.give", "marquise") == [sword]
            play_choices(game, sword)
        assert ids(game, fs(game, "eyrie").hand) == ["sword"] and fs(game, "marquise").hand == []
        assert events(game, "card_given")[0]["card"] == int(sword.split(":")[1])


def test_swap_meet_may_wait_for_the_end_of_birdsong_law_1_4_1():
    game = position({1: {"marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["swap_meet"]}, hands={"eyrie": ["sword"]})
    play_choices(game, "done")  # not now: the Marquise's Birdsong places wood, then it is offered again
    assert game.state.clearings[1].count("marquise", "wood") == 1
    assert expect(game, "exiles.birdsong", "marquise") == ["swap_meet:eyrie", "done"]


def test_saboteurs_is_not_offered_again_at_the_end_of_birdsong_law_1_4_1():
    game = position({1: {"marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs", "swap_meet"], "eyrie": ["tunnels"]},
                    hands={"eyrie": ["sword"]})
    assert len(expect(game, "exiles.birdsong", "marquise")) == 2  # Saboteurs at the start, or done
    play_choices(game, "done")
    assert expect(game, "exiles.birdsong", "marquise") == ["swap_meet:eyrie", "done"]  # the start is over
    play_choices(game, "done")
    assert game.state.clearings[1].count("marquise", "wood") == 1
    assert expect(game, "exiles.birdsong", "marquise") == ["swap_meet:eyrie", "done"]  # Swap Meet only


def test_false_orders_forces_half_rounded_up_to_move_ignoring_rule_law_1_5_5():
    # The Eyrie rule clearing 1 and 5 (5 Eyrie warriors against 1 cat): the Marquise choose where they go.
    game = position({1: {"eyrie": {"warrior": 5}, "marquise": {"warrior": 1}}, 5: {"eyrie": {"warrior": 1}},
                     9: {"marquise": {"warrior": 3}}}, phase="birdsong", play_areas={"marquise": ["false_orders"]})
    play_choices(game, "false_orders")
    assert discarded(game, "false_orders") and fs(game, "marquise").play_area == []
    assert set(expect(game, "exiles.false_orders.origin", "marquise")) == {"clearing:1", "clearing:5"}
    play_choices(game, "clearing:1")
    # Rule ignored: 9 is ruled by the Marquise and 1 ... anywhere adjacent for the Eyrie.
    assert set(expect(game, "exiles.false_orders.destination", "marquise")) == {"clearing:5", "clearing:9",
                                                                                  "clearing:10"}
    play_choices(game, "clearing:9")
    assert warriors(game, 1, "eyrie") == 2 and warriors(game, 9, "eyrie") == 3  # 5 halved, rounded up
    moved = [e for e in game.events if e["type"] == "moved"][-1]
    assert moved["faction"] == "eyrie" and moved["count"] == 3  # the Eyrie's own move (1.5.5)


def test_false_orders_outrage_is_the_moved_players_law_1_5_5_and_8_2_6():
    game = position({1: {"eyrie": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}, phase="birdsong",
                    factions=("marquise", "eyrie", "alliance"), play_areas={"marquise": ["false_orders"]},
                    hands={"marquise": ["smugglers_trail"], "eyrie": ["a_visit_to_friends", "bake_sale", "anvil"]})
    play_choices(game, "false_orders", "clearing:5")
    # The Eyrie moved into a sympathetic clearing: the Eyrie, not the Marquise, add a rabbit card.
    visit = held(game, "a_visit_to_friends", fs(game, "eyrie").hand)
    assert len(expect(game, "alliance.outrage", "eyrie")) == 2
    assert ids(game, fs(game, "marquise").hand) == ["smugglers_trail"]
    play_choices(game, f"card:{visit}")
    assert ids(game, fs(game, "alliance").zones["supporters"]) == ["a_visit_to_friends"]


def test_false_orders_moves_the_eyrie_with_their_abilities_lords_of_the_forest_and_boat_builders_law_1_5_5():
    # The forced move is the Eyrie's: their Boat Builders link the river 5-10 for it, the Marquise's own
    # Boat Builders would not; rule is ignored, and Lords of the Forest still decides rule afterwards (7.2.2).
    game = position({5: {"eyrie": {"warrior": 3}}, 10: {"marquise": {"warrior": 2}}}, phase="birdsong",
                    play_areas={"marquise": ["false_orders"], "eyrie": ["boat_builders"]})
    play_choices(game, "false_orders")
    assert set(expect(game, "exiles.false_orders.destination", "marquise")) == {"clearing:1", "clearing:2",
                                                                                  "clearing:10"}
    play_choices(game, "clearing:10")
    assert warriors(game, 10, "eyrie") == 2 and rules(game, 10) == "eyrie"  # 2-2 tie: Lords of the Forest
    game = position({5: {"eyrie": {"warrior": 3}}}, phase="birdsong",
                    play_areas={"marquise": ["false_orders", "boat_builders"]})
    play_choices(game, "false_orders")
    assert set(expect(game, "exiles.false_orders.destination")) == {"clearing:1", "clearing:2"}


def test_false_orders_on_the_lake_the_forced_enemy_takes_the_ferry_and_draws_law_1_5_5_and_c_2_5():
    """The forced move is the enemy's (1.5.5): moving out of the Ferry's clearing it may cross the lake, the
    Ferry goes along and the moving player, the enemy, draws (C.2.5). The Ferry is then spent for this turn,
    the holder's own moves included."""
    game = position({1: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 1}}, 12: {"marquise": {"warrior": 3}}},
                    phase="birdsong", map="lake", play_areas={"marquise": ["false_orders"]},
                    hands={"eyrie": [], "marquise": []})
    play_choices(game, "false_orders")  # the Eyrie in 1, the one enemy and clearing: unasked
    assert expect(game, "exiles.false_orders.destination") == ["clearing:5", "clearing:9", "clearing:10",
                                                                "clearing:11", "clearing:12"]
    play_choices(game, "clearing:11")
    assert warriors(game, 11, "eyrie") == 2 and game.map.ferry(game) == 11 and game.map.ferry_used(game)
    assert len(fs(game, "eyrie").hand) == 1 and fs(game, "marquise").hand == []
    game.state.clearings[11].warriors["marquise"] = 3  # the Marquise in the Ferry's clearing now: paths only
    game.state.clearings[11].warriors_changed()
    assert move.destinations(game, "marquise", 11) == [5, 6, 7]


def test_false_orders_cannot_target_the_vagabond_who_has_no_warriors():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong", factions=("marquise", "vagabond"),
                    play_areas={"marquise": ["false_orders"]},
                    data={"vagabond": {**VAGABOND, "clearing": 5, "items": ["boot"]}})
    assert game.state.phase == "daylight"  # nothing to offer: the Birdsong went by
    assert ids(game, fs(game, "marquise").play_area) == ["false_orders"]


def test_false_orders_discarded_with_the_deck_and_the_pile_empty_forms_the_new_deck_law_2_1():
    game = position({1: {"marquise": {"warrior": 1}}, 5: {"eyrie": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["false_orders"]})
    hold_every_card(game, "eyrie")
    play_choices(game, "false_orders")  # it discards itself before the Eyrie move: the pile is reshuffled at once
    assert ids(game, game.state.deck) == ["false_orders"] and game.state.discard == []


def test_false_orders_cannot_force_the_vagabonds_coalition_partner_law_g_1_8_and_1_5_5():
    game = position({1: {"marquise": {"warrior": 2}}, 5: {"eyrie": {"warrior": 2}}}, phase="birdsong",
                    current="vagabond", factions=("marquise", "eyrie", "vagabond"),
                    play_areas={"vagabond": ["false_orders"]},
                    data={"vagabond": {**VAGABOND, "forest": "f1", "items": ["boot"], "coalition": "marquise"}})
    play_choices(game, "false_orders")  # the Eyrie, the one enemy, in 5, their one clearing: neither asked
    assert expect(game, "exiles.false_orders.destination", "vagabond") == ["clearing:1", "clearing:2"]


def test_false_orders_from_a_clearing_the_enemy_does_not_rule_half_of_an_even_count_law_1_5_5():
    """The Eyrie (4) are outnumbered by the Marquise (5) in clearing 1 and rule no clearing next to it: the forced
    move ignores rule all the same, and half of four is two."""
    game = position({1: {"eyrie": {"warrior": 4}, "marquise": {"warrior": 5}}, 9: {"marquise": {"warrior": 1}}},
                    phase="birdsong", play_areas={"marquise": ["false_orders"]})
    play_choices(game, "false_orders")
    assert set(expect(game, "exiles.false_orders.destination", "marquise")) == {"clearing:5", "clearing:9",
                                                                                  "clearing:10"}
    play_choices(game, "clearing:10")
    assert warriors(game, 1, "eyrie") == 2 and warriors(game, 10, "eyrie") == 2
    assert [(e["other"], e["origin"], e["destination"], e["count"]) for e in events(game, "false_orders")] == [
        ("eyrie", 1, 10, 2)]


def test_eyrie_emigre_moves_then_battles_in_the_destination_at_end_of_birdsong_law_4_1_3():
    game = position({1: {"marquise": {"warrior": 2, "sawmill": 1}}, 5: {"eyrie": {"warrior": 1}},
                     10: {"eyrie": {"warrior": 1}}}, phase="birdsong", play_areas={"marquise": ["eyrie_emigre"]})
    # At the end of Birdsong (after the wood): mandatory, so no way to decline the move, and it must end where
    # a battle can follow (5 or 10, not 9).
    assert game.state.clearings[1].count("marquise", "wood") == 1
    assert expect(game, "exiles.eyrie_emigre.destination", "marquise") == ["clearing:5", "clearing:10"]
    play_choices(game, "clearing:5")
    assert "pass" not in expect(game, "exiles.eyrie_emigre.count")
    fix_dice(game, 2, 0)
    play_choices(game, "count:2")  # the battle in 5 against the only defender is forced
    assert warriors(game, 5, "eyrie") == 0 and warriors(game, 5, "marquise") == 2
    assert ids(game, fs(game, "marquise").play_area) == ["eyrie_emigre"]  # both done: it stays
    assert game.state.phase == "daylight"


def test_eyrie_emigre_outrage_waits_until_the_battle_is_over_law_1_4_2_and_8_2_6():
    """The card's move and battle are one effect, which nothing interrupts (1.4.2): moving into a sympathetic
    clearing triggers Outrage, paid once the battle there is over."""
    game = position({1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1, "warrior": 1}}},
                    phase="birdsong", factions=("marquise", "alliance"), play_areas={"marquise": ["eyrie_emigre"]},
                    hands={"marquise": ["a_visit_to_friends", "anvil"]}, data={"alliance": ALLIANCE})
    fix_dice(game, 0, 0)  # no hits: the sympathy token stays
    play_choices(game, "count:2")  # to 5, the only destination; the battle there against the Alliance follows
    kinds = [e["type"] for e in game.events if e["type"] in ("moved", "battle", "outrage")]
    assert kinds == ["moved", "battle", "outrage"]
    assert ids(game, fs(game, "alliance").zones["supporters"]) == ["a_visit_to_friends"]  # the only rabbit card


@pytest.mark.parametrize("faction, data", [("alliance", ALLIANCE), ("lizard", LIZARD)])
def test_eyrie_emigre_moves_and_battles_for_factions_that_do_neither_in_birdsong_law_4_1_3(faction, data):
    """The card gives its own move and battle at the end of Birdsong (4.1.3, the card over the Law, 1.1.1): the
    Alliance (who move and battle in Evening operations, 8.6) and the Cult (who move and battle by conspiracies
    spending acolytes, 10.4.3) take them as any faction does, and keep the card."""
    game = position({1: {faction: {"warrior": 2}}, 5: {"eyrie": {"warrior": 1}}}, current=faction,
                    phase="birdsong", factions=(faction, "eyrie"), play_areas={faction: ["eyrie_emigre"]},
                    hands={faction: []}, data={faction: dict(data)})
    assert expect(game, "exiles.eyrie_emigre.count", faction) == ["count:1", "count:2"]  # 5: the one destination
    fix_dice(game, 2, 0)
    play_choices(game, "count:2")  # the battle in 5 follows, forced
    assert warriors(game, 5, faction) == 2 and warriors(game, 5, "eyrie") == 0
    assert ids(game, fs(game, faction).play_area) == ["eyrie_emigre"]
    if faction == "lizard":
        assert fs(game, "lizard").data["acolytes"] == 0  # the card's battle costs no acolytes


def test_eyrie_emigre_is_discarded_when_no_move_can_end_in_a_battle():
    game = position({1: {"marquise": {"warrior": 2}}, 3: {"eyrie": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["eyrie_emigre"]})
    # No enemy next to 1: the move is still taken (mandatory), anywhere, and the card goes.
    assert expect(game, "exiles.eyrie_emigre.destination") == ["clearing:5", "clearing:9", "clearing:10"]
    play_choices(game, "clearing:5", "count:1")
    assert warriors(game, 5, "marquise") == 1
    assert fs(game, "marquise").play_area == [] and discarded(game, "eyrie_emigre")
    assert events(game, "eyrie_emigre_failed")[0]["moved"] is True


def test_eyrie_emigre_is_discarded_without_a_move():
    game = position({1: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["eyrie_emigre"]}, hands={"marquise": []})
    assert game.state.phase == "daylight"
    assert discarded(game, "eyrie_emigre") and events(game, "eyrie_emigre_failed")[0]["moved"] is False


def test_eyrie_emigre_discarded_with_the_deck_and_the_pile_empty_forms_the_new_deck_law_2_1():
    game = position({1: {"marquise": {"warrior": 2}}, 3: {"eyrie": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["eyrie_emigre"]})
    hold_every_card(game, "eyrie")
    play_choices(game, "clearing:5", "count:1")  # no battle can follow: the card goes
    assert ids(game, game.state.deck) == ["eyrie_emigre"] and game.state.discard == []


def test_eyrie_emigre_only_at_the_end_of_birdsong_law_4_1_3():
    # The Marquise's Evening ends with an enemy next to their warriors: no move and no battle then.
    game = position({1: {"marquise": {"warrior": 2}}, 5: {"eyrie": {"warrior": 1}}}, phase="evening",
                    play_areas={"marquise": ["eyrie_emigre"]}, hands={"marquise": []})
    assert game.state.current_faction == "eyrie" and warriors(game, 1, "marquise") == 2
    assert ids(game, fs(game, "marquise").play_area) == ["eyrie_emigre"]


def test_eyrie_emigre_failing_is_no_turmoil_for_the_eyrie_law_7_7():
    # Not a Decree action: the Eyrie keep their leader and their Decree when it fails.
    game = position({1: {"eyrie": {"warrior": 2, "roost": 1}}}, phase="birdsong", current="eyrie",
                    play_areas={"eyrie": ["eyrie_emigre"]}, hands={"eyrie": ["ambush_bird"]},
                    data={"eyrie": {"leader": "commander", "viziers": {}, "decree": {"recruit": ["anvil"]}}})
    play_choices(game, "column:build", "clearing:5", "count:2")  # the only card goes to the Decree
    assert discarded(game, "eyrie_emigre") and events(game, "eyrie_emigre_failed")  # nobody to battle in 5
    # Daylight: the Decree resolves (a recruit in 1, a roost in 5, now ruled) and no Turmoil followed.
    assert game.state.clearings[5].count("eyrie", "roost") == 1 and not events(game, "turmoil")
    assert fs(game, "eyrie").data["leader"] == "commander"
    assert ids(game, fs(game, "eyrie").zones["decree_recruit"]) == ["anvil"]


def test_eyrie_emigre_battle_for_the_eyrie_uses_the_commander_law_7_8_3():
    game = position({1: {"eyrie": {"warrior": 2, "roost": 1}}, 5: {"marquise": {"warrior": 2}}}, phase="birdsong",
                    current="eyrie", play_areas={"eyrie": ["eyrie_emigre"]}, hands={"eyrie": ["anvil"]},
                    data={"eyrie": {"leader": "commander"}})
    play_choices(game, "column:move")
    fix_dice(game, 1, 0)
    play_choices(game, "count:2")  # into 5, the only clearing where a battle can follow
    assert warriors(game, 5, "marquise") == 0  # a rolled hit and the Commander's extra hit
    assert ids(game, fs(game, "eyrie").play_area) == ["eyrie_emigre"]


def test_eyrie_emigre_for_the_vagabond_uses_boots_and_a_sword_law_9_5_1_and_9_5_2():
    game = position({5: {"marquise": {"warrior": 1}}}, phase="birdsong", current="vagabond",
                    factions=("marquise", "vagabond"), play_areas={"vagabond": ["eyrie_emigre"]},
                    data={"vagabond": {**VAGABOND, "clearing": 1, "items": ["boot", "sword", "torch"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "stay")  # the Vagabond's own Slip first (9.4.2); then the Emigre at the end, into 5
    assert warriors(game, 5, "marquise") == 0 and fs(game, "vagabond").data["location"] == {"clearing": 5}
    assert sorted(e["item"] for e in events(game, "item_exhausted")) == ["boot", "sword"]


def test_eyrie_emigre_vagabond_without_a_sword_cannot_do_both_so_moves_anywhere_law_9_5_2():
    game = position({5: {"marquise": {"warrior": 1}}}, phase="birdsong", current="vagabond",
                    factions=("marquise", "vagabond"), play_areas={"vagabond": ["eyrie_emigre"]},
                    data={"vagabond": {**VAGABOND, "clearing": 1, "items": ["boot", "torch"]}})
    play_choices(game, "stay")
    assert set(expect(game, "exiles.eyrie_emigre", "vagabond")) == {"clearing:5", "clearing:9", "clearing:10"}
    play_choices(game, "clearing:9")
    assert discarded(game, "eyrie_emigre") and fs(game, "vagabond").data["location"] == {"clearing": 9}


# -- battle cards (Law 4.3.3) ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "clearing", "keep", "lose"), [
    ("fox_partisans", 8, ["anvil"], ["bake_sale", "sword", "ambush_bird"]),      # 8 is a fox clearing
    ("rabbit_partisans", 5, ["bake_sale"], ["anvil", "sword", "ambush_bird"]),   # 5 rabbit
    ("mouse_partisans", 9, ["sword"], ["anvil", "bake_sale", "ambush_bird"]),    # 9 mouse
])
def test_partisans_extra_hit_then_discard_every_card_not_of_the_suit_birds_too_law_2_1_1_i(name, clearing, keep,
                                                                                            lose):
    """The discard is forced, so a bird counts as one of the other suits and goes too (2.1.1.I)."""
    game = cats_attack_birds({"marquise": [name]}, clearing=clearing, dice=(1, 0),
                             hands={"marquise": keep + lose})
    assert expect(game, "exiles.partisans", "marquise") == ["partisans", "pass"]
    play_choices(game, "partisans")
    assert warriors(game, clearing, "eyrie") == 1  # one rolled hit and the extra hit
    assert [(e["faction"], e["reason"]) for e in events(game, "extra_hit")] == [("marquise", name)]
    assert ids(game, fs(game, "marquise").hand) == sorted(keep)
    assert all(discarded(game, c) for c in lose)
    assert ids(game, fs(game, "marquise").play_area) == [name]  # it stays in play


@pytest.mark.parametrize("hand, answer", [(["anvil", "sword"], "partisans"), (["anvil", "sword", "bake_sale"], "pass")])
def test_a_bot_uses_the_partisans_when_they_cost_at_most_one_card_law_4_3_3(hand, answer):
    # Fox Partisans in fox clearing 8 keep the anvil (fox) and discard the rest: the sword alone, or the sword and
    # the Bake Sale.
    from rootcore.agents import make_agent
    game = cats_attack_birds({"marquise": ["fox_partisans"]}, clearing=8, dice=(1, 0), hands={"marquise": hand})
    expect(game, "exiles.partisans", "marquise")
    assert make_agent("heuristic", "marquise", 1)(game, game.pending) == answer


def test_partisans_discard_a_dominance_card_near_the_map_or_to_the_lost_souls_law_g_1_5_and_10_2_6():
    """A dominance card discarded goes near the map, where anyone may take it (G.1.5, 3.3.3), not to the pile; with
    the Cult in the game, every discarded card goes to its Lost Souls, dominance cards too (10.2.6)."""
    game = position({8: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}}, play_areas={"marquise": ["fox_partisans"]},
                    hands={"marquise": ["dominance_mouse", "anvil", "sword"]}, dominance_in_deck=True)
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "partisans")
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]
    assert ids(game, game.state.available_dominance) == ["dominance_mouse"] and ids(game, game.state.discard) == ["sword"]
    game = position({8: {"marquise": {"warrior": 3}, "lizard": {"warrior": 3}}}, factions=("marquise", "lizard"),
                    play_areas={"marquise": ["fox_partisans"]}, hands={"marquise": ["dominance_mouse", "anvil"]},
                    dominance_in_deck=True, data={"lizard": LIZARD})
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "partisans")
    assert ids(game, fs(game, "lizard").zones["lost_souls"]) == ["dominance_mouse"]
    assert game.state.available_dominance == []


def test_partisans_discards_reach_the_pile_together_law_2_1():
    """With the deck and the discard pile empty, every card Partisans discards forms the new deck, not the first."""
    game = cats_attack_birds({"marquise": ["fox_partisans"]}, dice=(1, 0),
                             hands={"marquise": ["anvil", "sword", "bake_sale"]})
    hold_every_card(game, "eyrie")
    play_choices(game, "partisans")
    assert ids(game, game.state.deck) == ["bake_sale", "sword"] and game.state.discard == []


def test_partisans_of_other_suits_are_no_battle_effect_to_order_law_4_3_3_and_1_1_3():
    # Both sides hold Partisans, neither of fox clearing 8's suit: no effect on either side, so the attacker is
    # not asked which side goes first.
    game = cats_attack_birds({"marquise": ["rabbit_partisans"], "eyrie": ["mouse_partisans"]}, dice=(1, 0))
    assert expect(game, "marquise.action") and warriors(game, 8, "eyrie") == 2


def test_fox_partisans_for_the_defender_too_and_only_in_fox_clearings():
    game = cats_attack_birds({"eyrie": ["fox_partisans"]}, dice=(1, 1), hands={"eyrie": ["anvil"]})
    play_choices(game, "partisans")
    assert warriors(game, 8, "marquise") == 1  # the Eyrie's rolled hit and the extra one
    game = cats_attack_birds({"marquise": ["fox_partisans"]}, clearing=5, dice=(1, 0))
    assert expect(game, "marquise.action")  # a rabbit clearing: not offered
    assert warriors(game, 5, "eyrie") == 2


def test_rabbit_partisans_may_be_declined_law_4_1_3():
    game = cats_attack_birds({"marquise": ["rabbit_partisans"]}, clearing=5, dice=(1, 0), hands={"marquise": ["anvil"]})
    play_choices(game, "pass")
    assert warriors(game, 5, "eyrie") == 2 and ids(game, fs(game, "marquise").hand) == ["anvil"]


def test_mouse_partisans_uses_the_suit_of_the_clearing_from_suit_markers_law_a_1():
    game = position({3: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}}, suits={3: "mouse"},
                    play_areas={"marquise": ["mouse_partisans"]})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert expect(game, "exiles.partisans", "marquise")


# -- Daylight cards --------------------------------------------------------------------------------------------------

def test_propaganda_bureau_spends_a_matching_card_to_replace_an_enemy_warrior_once_per_daylight():
    game = position({1: {"marquise": {"warrior": 1}}, 8: {"eyrie": {"warrior": 2}}, 5: {"eyrie": {"warrior": 1}}},
                    play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["anvil", "bake_sale"]})
    assert "extra:propaganda_bureau" in expect(game, "marquise.craft")
    play_choices(game, "extra:propaganda_bureau")
    assert expect(game, "exiles.propaganda_bureau.clearing") == ["clearing:5", "clearing:8"]
    play_choices(game, "clearing:8")  # the only enemy: asked no more; the only fox card is spent
    assert warriors(game, 8, "eyrie") == 1 and warriors(game, 8, "marquise") == 1
    assert discarded(game, "anvil") and ids(game, fs(game, "marquise").hand) == ["bake_sale"]
    assert "extra:propaganda_bureau" not in expect(game, "marquise.action")  # once per Daylight


def test_propaganda_bureau_removal_triggers_field_hospitals_after_the_effect_law_1_4_2():
    game = position({1: {"marquise": {"keep": 1}}, 8: {"marquise": {"warrior": 1}}}, current="eyrie",
                    play_areas={"eyrie": ["propaganda_bureau"]},
                    hands={"eyrie": ["anvil", "birdy_bindle"], "marquise": ["foxfolk_steel"]})
    play_choices(game, "extra:propaganda_bureau", f"card:{held(game, 'anvil', fs(game, 'eyrie').hand)}")
    assert warriors(game, 8, "eyrie") == 1  # placed before the triggers resolve
    steel = held(game, "foxfolk_steel", fs(game, "marquise").hand)
    assert expect(game, "marquise.field_hospitals", "marquise") == [f"card:{steel}", "pass"]
    play_choices(game, f"card:{steel}")
    assert warriors(game, 1, "marquise") == 1


def test_propaganda_bureau_only_where_a_warrior_can_replace_the_enemys_law_g_1_21():
    # A replacement is done whole or not at all: the Keep's clearing takes no Eyrie warrior (6.2.2), so only
    # clearing 8 is offered; with no warrior left in the supply, nowhere is, and the card is not offered.
    clearings = {1: {"marquise": {"keep": 1, "warrior": 1}}, 8: {"marquise": {"warrior": 1}}}
    game = position(clearings, current="eyrie", play_areas={"eyrie": ["propaganda_bureau"]},
                    hands={"eyrie": ["anvil", "foxfolk_steel"]})
    play_choices(game, "extra:propaganda_bureau")
    assert expect(game, "exiles.propaganda_bureau.card")  # clearing 8, the only one, was not asked about
    play_choices(game, f"card:{held(game, 'anvil', fs(game, 'eyrie').hand)}")
    assert warriors(game, 8, "eyrie") == 1 and warriors(game, 8, "marquise") == 0
    assert warriors(game, 1, "marquise") == 1
    game = position({**clearings, 5: {"eyrie": {"warrior": 20}}}, current="eyrie",  # every Eyrie warrior
                    play_areas={"eyrie": ["propaganda_bureau"]}, hands={"eyrie": ["anvil", "foxfolk_steel"]})
    # Nothing else to do in Daylight: never asked, the Eyrie's turn is over with the card unused.
    assert game.pending.player == "marquise" and warriors(game, 8, "marquise") == 1
    assert {"anvil", "foxfolk_steel"} <= set(ids(game, fs(game, "eyrie").hand))  # and the Evening's draw


def test_propaganda_bureau_only_in_clearings_a_card_held_matches_law_g_1_21():
    """Hands not concealed: a clearing is offered only if a card held can pay for it (a fox card for fox 8, a
    rabbit card for rabbit 5, none for mouse 9); with no matching card the Bureau is not offered."""
    clearings = {1: {"marquise": {"warrior": 1}}, 5: {"eyrie": {"warrior": 1}}, 8: {"eyrie": {"warrior": 1}},
                 9: {"eyrie": {"warrior": 1}}}
    game = position(clearings, play_areas={"marquise": ["propaganda_bureau"]},
                    hands={"marquise": ["anvil", "bake_sale"]})
    play_choices(game, "extra:propaganda_bureau")
    assert expect(game, "exiles.propaganda_bureau.clearing") == ["clearing:5", "clearing:8"]
    game = position({1: {"marquise": {"warrior": 1}}, 9: {"eyrie": {"warrior": 1}}},
                    play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["anvil", "bake_sale"]})
    assert game.pending.player == "marquise"
    assert not any("propaganda_bureau" in o for o in game.pending.option_ids)


def league_position(items, clearings=None):
    """The Marquise in Daylight with League of Adventurous Mice and `items` in their Crafted Items box."""
    game = position(clearings or {1: {"marquise": {"warrior": 2}},
                                  8: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 1}}},
                    phase="evening", current="eyrie", play_areas={"marquise": ["league_of_adventurous_mice"]},
                    hands={"eyrie": ["sword", "anvil", "bake_sale", "tunnels", "swap_meet"]})
    # The Eyrie end their turn discarding down to five; the Marquise's turn then begins with these items.
    assert expect(game, "discard.hand_limit", "eyrie")
    fs(game, "marquise").crafted_items[:] = list(items)
    game.choose(game.pending.options[0].id)
    return game


def test_league_of_adventurous_mice_move_or_battle_by_exhausting_a_crafted_item():
    game = league_position(["boot", "sword"])
    options = expect(game, "marquise.craft", "marquise")
    assert {"extra:league:move", "extra:league:battle"} <= set(options)
    play_choices(game, "extra:league:move")
    assert expect(game, "exiles.league.item") == ["item:boot", "item:sword"]
    play_choices(game, "item:sword", "clearing:5", "count:2")  # from 1, the only origin
    assert warriors(game, 5, "marquise") == 2
    assert game.view(None)["deck_state"]["exhausted_items"] == {"marquise": {"sword": 1}}
    assert [(e["faction"], e["item"], e["reason"]) for e in events(game, "item_exhausted")] == [
        ("marquise", "sword", "league_of_adventurous_mice")]
    options = expect(game, "marquise.action")  # nothing more to craft: on to the actions
    assert not any(o.startswith("extra:league") for o in options)  # once per Daylight
    assert sorted(fs(game, "marquise").crafted_items) == ["boot", "sword"]  # exhausted items stay in the box


def test_league_of_adventurous_mice_battle_and_exhausted_items_stay_exhausted():
    game = league_position(["boot"])
    fix_dice(game, 2, 0)
    play_choices(game, "extra:league:battle")  # one clearing, one defender, one item: nothing more to ask
    assert warriors(game, 8, "eyrie") == 0
    # A whole round later the boot is still exhausted: no rule refreshes a Crafted Items box.
    game.state.data["turn"] = {}
    assert not any(o.startswith("extra:league") for o in expect(game, "marquise.action"))


def test_league_battle_losing_an_activated_sympathy_token_frees_the_other_law_4_1_1():
    # Two fox sympathy tokens (1 and 8); Anvil activates one. League's battle in 1 costs the Alliance its
    # warrior and the token there, taken to be the activated one: the token in 8 still pays for a Crossbow.
    game = position({1: {"alliance": {"warrior": 1, "sympathy": 1}, "eyrie": {"warrior": 3}},
                     8: {"alliance": {"sympathy": 1}}},
                    current="alliance", factions=("alliance", "eyrie"),
                    play_areas={"alliance": ["league_of_adventurous_mice"]},
                    hands={"alliance": ["anvil", "crossbow_bird"]})
    fs(game, "alliance").crafted_items.append("boot")  # for League to exhaust
    hand = fs(game, "alliance").hand
    anvil, crossbow = held(game, "anvil", hand), held(game, "crossbow_bird", hand)
    play_choices(game, "craft", f"craft:{anvil}")  # the token in 8 is still unactivated, whichever paid
    fix_dice(game, 3, 2)  # the Alliance attacks in 1: two hits back take its warrior and the token
    play_choices(game, "extra:league:battle", "item:boot")
    assert game.state.clearings[1].count("alliance", "sympathy") == 0
    assert "craft" in expect(game, "alliance.action")
    play_choices(game, "craft")  # Crossbow, the one card left, is crafted at once
    assert "crossbow" in fs(game, "alliance").crafted_items and crossbow in game.state.discard


def test_league_of_adventurous_mice_a_newly_crafted_item_comes_face_up():
    # One boot in the box, exhausted by League; a second boot crafted comes face up.
    game = position({5: {"marquise": {"workshop": 1, "warrior": 1}}},
                    play_areas={"marquise": ["league_of_adventurous_mice"]}, hands={"marquise": ["a_visit_to_friends"]})
    fs(game, "marquise").crafted_items[:] = ["boot"]
    game.state.item_supply["boot"] = 1
    game.state.data["exiles"] = {"exhausted": {"marquise": {"boot": 1}}}
    play_choices(game, f"craft:{held(game, 'a_visit_to_friends', fs(game, 'marquise').hand)}")
    from rootcore_plugins.exiles import ready_items
    assert fs(game, "marquise").crafted_items == ["boot", "boot"] and ready_items(game, "marquise") == {"boot": 1}


def aid_position(box, exhausted):
    """The Vagabond (a torch to exhaust, a fox card to give) in fox clearing 8 with the Marquise, whose Crafted
    Items box holds `box`, `exhausted` ({kind: n}) of it exhausted by their League of Adventurous Mice; the
    Vagabond has aided them and is asked what to take (Law 9.5.4)."""
    game = position({8: {"marquise": {"warrior": 1}}}, current="vagabond", factions=("marquise", "vagabond"),
                    play_areas={"marquise": ["league_of_adventurous_mice"]}, hands={"vagabond": ["anvil"]},
                    data={"vagabond": {**VAGABOND, "clearing": 8, "items": ["torch"]}})
    fs(game, "marquise").crafted_items[:] = box
    for kind in box:
        game.state.item_supply[kind] -= 1
    game.state.data["exiles"] = {"exhausted": {"marquise": dict(exhausted)}}
    play_choices(game, "aid")  # the one item, player and card
    return game


def vagabond_items(game, kind):
    return [(i["exhausted"], i["damaged"]) for i in fs(game, "vagabond").data["items"] if i["item"] == kind]


@pytest.mark.parametrize(("choice", "ready", "left_exhausted"), [
    ("item:boot:exhausted", {"boot": 1}, {}),  # the exhausted copy: the Marquise keeps a face-up boot
    ("item:boot", {}, {"boot": 1}),  # the face-up copy: their other boot stays exhausted
])
def test_aid_takes_the_face_up_or_the_exhausted_copy_of_an_item_law_9_5_4(choice, ready, left_exhausted):
    from rootcore.testing import InvariantChecker
    from rootcore_plugins.exiles import ready_items
    game = aid_position(["boot", "boot"], {"boot": 1})
    checker = InvariantChecker(game)
    assert expect(game, "vagabond.aid.take", "vagabond") == ["none", "item:boot", "item:boot:exhausted"]
    assert make_agent("heuristic", "vagabond", 0)(game, game.pending) == "item:boot"  # the bot reads ids
    play_choices(game, choice)
    checker(game)  # the boot went from the box to the Vagabond: items conserved
    assert fs(game, "marquise").crafted_items == ["boot"] and ready_items(game, "marquise") == ready
    assert game.state.data["exiles"]["exhausted"]["marquise"] == left_exhausted
    assert vagabond_items(game, "boot") == [(False, False)]  # face up, whichever copy he took (9.5.4)
    taken = events(game, "crafted_item_taken")[-1]
    assert (taken["faction"], taken["other"], taken["exhausted"]) == ("vagabond", "marquise", choice != "item:boot")


@pytest.mark.parametrize(("counted", "exhausted", "claimed", "left"), [
    ({"boot": 1}, True, True, {}),  # its exhausted boot left: counted off, and no other plugin is asked
    ({"boot": 1}, False, None, {"boot": 1}),  # a face-up boot left: the exhausted one stays exhausted
    ({"sword": 1}, True, None, {"sword": 1}),  # an exhausted boot it never counted: another plugin's copy
])
def test_league_claims_only_the_exhausted_copies_it_counted_law_9_5_4(counted, exhausted, claimed, left):
    game = aid_position(["boot", "boot", "sword"], counted)
    fs(game, "marquise").crafted_items.remove("boot")  # the copy has left the box when the hook is told
    assert game.deck.rootcore_crafted_item_taken(game, "marquise", "boot", exhausted, "vagabond") is claimed
    assert game.state.data["exiles"]["exhausted"]["marquise"] == left


@pytest.mark.parametrize(("box", "exhausted", "offered"), [
    (["boot", "boot"], {"boot": 2}, ["item:boot:exhausted"]),  # no face-up boot: none is offered
    (["hammer", "boot"], {"hammer": 1}, ["item:boot", "item:hammer:exhausted"]),
    (["boot", "hammer", "boot"], {}, ["item:boot", "item:hammer"]),  # nothing exhausted: the ids of old
])
def test_aid_offers_each_copy_the_crafted_items_box_holds_once_law_9_5_4(box, exhausted, offered):
    game = aid_position(box, exhausted)
    assert expect(game, "vagabond.aid.take") == ["none"] + offered
    play_choices(game, offered[0])
    assert vagabond_items(game, offered[0].split(":")[1]) == [(False, False)]


# -- Evening cards ---------------------------------------------------------------------------------------------------

def test_charm_offensive_at_start_of_evening_draw_and_another_player_scores_law_1_4_1():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["charm_offensive"]},
                    hands={"marquise": []}, deck_top=["anvil", "sword"])
    assert expect(game, "exiles.charm_offensive", "marquise") == ["charm_offensive:eyrie", "pass"]
    play_choices(game, "charm_offensive:eyrie")
    assert fs(game, "eyrie").score == 1
    assert ids(game, fs(game, "marquise").hand) == ["anvil", "sword"]  # then the Evening draw as usual (6.6)


def test_charm_offensive_may_be_declined():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["charm_offensive"]},
                    hands={"marquise": []}, deck_top=["anvil"])
    play_choices(game, "pass")
    assert fs(game, "eyrie").score == 0 and ids(game, fs(game, "marquise").hand) == ["anvil"]


def test_informants_take_an_ambush_from_the_discard_pile_instead_of_drawing_in_evening():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["informants"]},
                    hands={"marquise": []}, discard=["ambush_fox", "ambush_bird", "ambush_bird", "sword"],
                    deck_top=["anvil"])
    options = expect(game, "draw.replace", "marquise")
    assert options[0] == "draw" and len(options) == 3  # one option per ambush design
    fox = held(game, "ambush_fox", game.state.discard)
    play_choices(game, f"informants:{fox}")
    assert ids(game, fs(game, "marquise").hand) == ["ambush_fox"]  # instead of the draw: no anvil
    assert not discarded(game, "ambush_fox") and events(game, "card_taken_from_discard")


def test_informants_may_draw_as_usual_and_needs_an_ambush_in_the_discard():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["informants"]},
                    hands={"marquise": []}, discard=["ambush_fox"], deck_top=["anvil"])
    play_choices(game, "draw")
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["informants"]},
                    hands={"marquise": []}, discard=["sword"], deck_top=["anvil"])
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]  # nothing to take: no question


def test_a_bot_takes_the_informants_ambush_for_a_draw_of_one_card_and_draws_two_as_usual():
    from rootcore import Decision, Option
    from rootcore.bots import HeuristicBot
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["informants"]},
                    hands={"marquise": []}, discard=["ambush_bird", "sword"], deck_top=["anvil"])
    decision = game.pending
    assert decision.kind == "draw.replace" and decision.options[0].data == {"count": 1}
    bot = HeuristicBot("marquise", 1)
    bird = held(game, "ambush_bird", game.state.discard)
    assert bot(game, decision) == f"informants:{bird}"  # a bird ambush is worth more than an unknown card
    two = Decision("marquise", decision.kind, decision.prompt,
                   [Option("draw", "Draw 2 cards", {"count": 2})] + decision.options[1:])
    assert bot(game, two) == "draw"  # one card instead of two: drawn as usual
    bot.card_ambush = bot.card_bird = -5.0  # a bot that rates ambushes below any card draws
    assert bot(game, decision) == "draw"


def test_informants_replace_charm_offensives_draw_in_evening():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening",
                    play_areas={"marquise": ["charm_offensive", "informants"]}, hands={"marquise": []},
                    discard=["ambush_mouse"], deck_top=["anvil", "sword"])
    play_choices(game, "charm_offensive:eyrie")
    mouse = held(game, "ambush_mouse", game.state.discard)
    play_choices(game, f"informants:{mouse}")
    # Then the Evening draw: no ambush is left in the discard pile, so it is a plain draw.
    assert fs(game, "eyrie").score == 1 and ids(game, fs(game, "marquise").hand) == ["ambush_mouse", "anvil"]


def test_informants_in_other_factions_evening_draws():
    game = position({5: {"alliance": {"warrior": 1}}}, phase="evening", current="alliance",
                    factions=("marquise", "alliance"), play_areas={"alliance": ["informants"]},
                    hands={"alliance": []}, discard=["ambush_rabbit"], deck_top=["anvil"])
    assert expect(game, "draw.replace", "alliance")[0] == "draw"  # no officers: straight to the draw (8.6.2)


def test_informants_replace_the_lake_ferrys_draw_in_the_holders_evening_law_c_2_5():
    # The Alliance moves in Evening (8.6.1): the Ferry's card (C.2.5) is a draw in Evening like any other.
    game = position({1: {"alliance": {"warrior": 3, "sympathy": 1}}, 5: {"marquise": {"warrior": 1}}}, map="lake",
                    current="alliance", phase="evening", factions=("alliance", "marquise"),
                    play_areas={"alliance": ["informants"]}, discard=["ambush_mouse"], deck_top=["anvil"],
                    data={"alliance": {"supporters": [], "officers": 1}})
    play_choices(game, "move", "clearing:11", "count:2")  # 1 and 11 share no path: only the Ferry goes there
    # Asked at the Ferry's draw, before the card is drawn (not only at the Evening draw that follows, 8.6.2).
    assert events(game, "ferry") and expect(game, "draw.replace", "alliance")[0] == "draw"
    assert fs(game, "alliance").hand == [] and warriors(game, 11, "alliance") == 2
    mouse = held(game, "ambush_mouse", game.state.discard)
    play_choices(game, f"informants:{mouse}")
    # Then the Evening draw: no ambush is left in the discard pile, so it is a plain draw (the anvil).
    assert ids(game, fs(game, "alliance").hand) == ["ambush_mouse", "anvil"] and game.state.phase != "evening"


def test_informants_do_not_replace_the_lake_ferrys_draw_in_daylight_law_c_2_5():
    # Only a draw in the holder's Evening: the Ferry's card in the Marquise's Daylight march is a plain draw.
    game = position({1: {"marquise": {"warrior": 3}}, 12: {"eyrie": {"warrior": 1}}}, map="lake",
                    play_areas={"marquise": ["informants"]}, hands={"marquise": []}, discard=["ambush_mouse"],
                    deck_top=["anvil"])
    play_choices(game, "march", "clearing:11", "count:2")
    assert events(game, "ferry") and ids(game, fs(game, "marquise").hand) == ["anvil"]
    assert discarded(game, "ambush_mouse") and game.pending.player == "marquise"


def test_informants_only_for_the_player_holding_it():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"eyrie": ["informants"]},
                    hands={"marquise": []}, discard=["ambush_fox"], deck_top=["anvil"])
    assert ids(game, fs(game, "marquise").hand) == ["anvil"] and discarded(game, "ambush_fox")  # no question


# -- always-on cards -------------------------------------------------------------------------------------------------

def test_soup_kitchens_tokens_count_toward_rule_each_twice_law_2_5():
    clearings = {5: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}},
                 9: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 2}},
                 2: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 3}}}
    game = position(clearings, factions=("marquise", "alliance"))
    assert [rules(game, c) for c in (5, 9, 2)] == ["marquise"] * 3  # tokens never count (2.5)
    game = position(clearings, factions=("marquise", "alliance"), play_areas={"alliance": ["soup_kitchens"]})
    assert [rules(game, c) for c in (5, 9, 2)] == ["alliance", None, "marquise"]  # 2 v 1, 2 v 2, 2 v 3


def test_soup_kitchens_rule_changes_as_the_card_is_crafted_and_discarded_law_2_5_and_4_1_3():
    """Rule is kept between questions with Soup Kitchens' bonus (marked `answers_kept`): crafting the card and
    discarding it from play change rule at once, with no piece moving."""
    game = position({1: {"marquise": {"workshop": 1}}, 2: {"marquise": {"workshop": 1}},
                     3: {"marquise": {"workshop": 1}}, 5: {"marquise": {"wood": 1}, "eyrie": {"warrior": 1}}},
                    hands={"marquise": ["soup_kitchens"]})
    assert rules(game, 5) == "eyrie" and game.state.clearings[5].rule_count == "eyrie"  # kept
    card = held(game, "soup_kitchens", fs(game, "marquise").hand)
    play_choices(game, f"craft:{card}")
    assert ids(game, fs(game, "marquise").play_area) == ["soup_kitchens"]
    assert rules(game, 5) == "marquise"  # the wood counts as two against one warrior
    cards.discard_from_play(game, "marquise", card, reason="test")
    assert rules(game, 5) == "eyrie"
    conserved(game)


def test_soup_kitchens_a_token_alone_rules_and_lords_of_the_forest_break_ties_law_7_2_2():
    game = position({1: {"marquise": {"wood": 1}}, 5: {"marquise": {"wood": 1}, "eyrie": {"warrior": 2}}},
                    play_areas={"marquise": ["soup_kitchens"]})
    assert rules(game, 1) == "marquise"
    assert rules(game, 5) == "eyrie"  # 2 v 2: tied, and the Eyrie rule ties


def test_boat_builders_rivers_are_paths_for_the_holder_only_law_2_3():
    game = position({5: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}, 4: {"eyrie": {"warrior": 2}}},
                    play_areas={"marquise": ["boat_builders"]})
    assert adjacent(game, 5, "marquise") == (1, 2, 10)  # the river 5-10 is a path for them
    assert adjacent(game, 5, "eyrie") == (1, 2) and adjacent(game, 5) == (1, 2)
    assert adjacent(game, 11, "marquise") == (3, 6, 7, 10, 12)
    assert move.destinations(game, "eyrie", 4) == [8, 9, 12]  # the Eyrie cannot sail to 7
    game.state.factions["eyrie"].play_area.append(game.state.factions["marquise"].play_area.pop())
    game.effects_changed()  # play areas edited by hand: whom adjacency changes concern is asked again
    assert move.destinations(game, "eyrie", 4) == [7, 8, 9, 12]


def test_boat_builders_crafted_changes_adjacency_at_once_law_2_3_and_4_1_3():
    """Adjacency is answered from the map's paths for a faction no card concerns (kept until the play areas
    change): crafting Boat Builders makes the rivers paths for the crafter at once, for nobody else."""
    game = position({5: {"marquise": {"workshop": 1, "warrior": 1}}, 2: {"marquise": {"workshop": 1}}},
                    hands={"marquise": ["boat_builders"]})
    assert adjacent(game, 5, "marquise") == (1, 2) and game.state.adjacency_concerns == {"marquise": False}
    play_choices(game, f"craft:{held(game, 'boat_builders', fs(game, 'marquise').hand)}", "suit:mouse")
    assert ids(game, fs(game, "marquise").play_area) == ["boat_builders"]
    assert adjacent(game, 5, "marquise") == (1, 2, 10) and adjacent(game, 5, "eyrie") == (1, 2)
    assert 10 in move.destinations(game, "marquise", 5)
    conserved(game)


def test_whom_adjacency_changes_concern_is_checked_by_the_invariant_checker():
    game = position({5: {"marquise": {"warrior": 1}}}, play_areas={"eyrie": ["boat_builders"]})
    assert adjacent(game, 5, "marquise") == (1, 2)  # kept: no card concerns the Marquise
    game.state.factions["marquise"].play_area.append(game.state.factions["eyrie"].play_area.pop())  # unannounced
    assert any("marquise: adjacency changes kept as not concerning it" in p for p in invariant_problems(game))
    game.effects_changed()
    assert not any("adjacency changes" in p for p in invariant_problems(game))
    assert adjacent(game, 5, "marquise") == (1, 2, 10)


def test_adjacency_is_asked_for_everyone_when_a_component_does_not_say_whom_it_concerns():
    """The Mountain's closed paths concern every faction and its component does not override
    `adjacency_concerns`: with it in the game no faction skips the hooks, the Exiles deck's included."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "deck": "exiles", "map": "mountain",
                              "current": "marquise", "phase": "daylight", "data": {"eyrie": EYRIE},
                              "clearings": {2: {"marquise": {"warrior": 1}}}})
    assert game.definition.adjacency_filters is None
    assert adjacent(game, 2, "marquise") == (6, 11)  # 2-5 is closed
    autumn = position({})
    assert autumn.definition.adjacency_filters == (autumn.definition.deck.adjacency_concerns,)


def test_boat_builders_on_the_lake_links_every_coastal_clearing_law_c_2_2():
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "deck": "exiles", "map": "lake",
                              "current": "marquise", "phase": "daylight", "data": {"eyrie": EYRIE},
                              "clearings": {1: {"marquise": {"warrior": 1}}},
                              "play_areas": {"marquise": ["boat_builders"]}})
    coastal = game.map.coastal
    assert set(coastal) - {1} <= set(adjacent(game, 1, "marquise"))
    assert not (set(coastal) - {1}) & set(game.board.adjacent[1])


def test_tunnels_link_the_clearings_with_crafting_pieces_and_moving_still_needs_rule_law_4_2_1():
    game = position({1: {"marquise": {"workshop": 1, "warrior": 2}}, 11: {"marquise": {"workshop": 1}},
                     3: {"marquise": {"workshop": 1}, "eyrie": {"warrior": 2}}, 12: {"eyrie": {"warrior": 1}}},
                    play_areas={"marquise": ["tunnels"]})
    assert adjacent(game, 1, "marquise") == (3, 5, 9, 10, 11)
    assert adjacent(game, 11, "marquise") == (1, 3, 6, 12)
    assert adjacent(game, 1, "eyrie") == (5, 9, 10)  # only for the holder
    assert adjacent(game, 5, "marquise") == (1, 2)  # no workshop in 5
    assert 11 in move.destinations(game, "marquise", 1) and 3 in move.destinations(game, "marquise", 1)
    game.state.clearings[1].warriors["eyrie"] = 5  # the Marquise no longer rule 1
    game.state.clearings[1].warriors_changed()
    assert 3 not in move.destinations(game, "marquise", 1)  # the Eyrie rule 3 too: no move there
    assert 11 in move.destinations(game, "marquise", 1)  # 11 is ruled by its workshop


def test_the_vagabond_may_craft_tunnels_but_it_links_nothing_for_him_law_9_2_1_and_4_1_3():
    """His crafting is done with hammers, items on his board and not pieces in clearings (9.2.1, 1.5.2): no
    clearing holds a crafting piece of his, so the card links none. Nothing forbids crafting a persistent
    effect its holder cannot use (4.1.3: he may use it; 4.1.4 only bars a second copy)."""
    game = position({}, current="vagabond", factions=("marquise", "vagabond"), hands={"vagabond": ["tunnels"]},
                    data={"vagabond": {**VAGABOND, "clearing": 5, "items": ["hammer", "boot"]}})
    before = {c: adjacent(game, c, "vagabond", moving=True) for c in game.board.clearing_ids}
    play_choices(game, "craft")  # the one card it could craft is taken without asking
    assert ids(game, fs(game, "vagabond").play_area) == ["tunnels"]
    assert {c: adjacent(game, c, "vagabond", moving=True) for c in game.board.clearing_ids} == before
    assert adjacent(game, 5, "vagabond") == (1, 2)


def test_tunnels_link_the_cults_gardens_of_the_outcast_law_10_2_1_and_4_1_1():
    """The Cult's crafting pieces are the gardens printed with the Outcast (its Crafting section, 10.2.1; 4.1.1 says
    a faction's crafting pieces are the ones that section names), so Tunnels links their clearings for the Cult,
    and the links follow the Outcast when it moves (10.4.1). The board names no single crafting piece kind, so the
    card linked nothing for the Cult before."""
    lizard = {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}
    game = position({1: {"lizard": {"garden_fox": 1, "warrior": 2}}, 8: {"lizard": {"garden_fox": 1}},
                     2: {"lizard": {"garden_mouse": 1}}, 9: {"lizard": {"garden_mouse": 1}}},
                    current="lizard", factions=("lizard", "marquise"), play_areas={"lizard": ["tunnels"]},
                    data={"lizard": lizard})
    assert adjacent(game, 1, "lizard") == (5, 8, 9, 10)  # the other fox garden's clearing, 8
    assert adjacent(game, 8, "lizard") == (1, 4, 7)
    assert adjacent(game, 1, "marquise") == (5, 9, 10)  # only for the holder
    assert 8 in move.destinations(game, "lizard", 1)  # Pilgrims: the Cult rules both (10.2.4)
    fs(game, "lizard").data["outcast"] = "mouse"  # the Outcast moves (10.4.1): the mouse gardens now
    assert adjacent(game, 1, "lizard") == (5, 9, 10) and adjacent(game, 2, "lizard") == (5, 6, 9, 10)


def test_tunnels_carry_the_marquises_wood_supply_lines_law_6_5_4_ii():
    game = position({1: {"marquise": {"workshop": 1, "warrior": 1}}, 11: {"marquise": {"workshop": 1, "wood": 1,
                                                                                         "warrior": 1}}},
                    play_areas={"marquise": ["tunnels"]})
    assert game.factions["marquise"]._wood_reachable(game, 1, {1, 11}) == {11: 1}


def test_tunnels_link_the_alliances_sympathy_not_its_bases_and_nothing_for_the_riverfolk_law_8_2_1_and_11_2_1():
    """Crafting pieces are those each faction's Crafting section names (4.1.1): the Alliance's sympathy tokens
    (8.2.1), not its bases; the Riverfolk have none (11.2.1), so Tunnels links nothing for them."""
    game = position({1: {"alliance": {"sympathy": 1, "warrior": 1}}, 11: {"alliance": {"sympathy": 1}},
                     3: {"alliance": {"base_rabbit": 1}}}, current="alliance", factions=("alliance", "eyrie"),
                    play_areas={"alliance": ["tunnels"]}, hands={"alliance": []})
    assert adjacent(game, 1, "alliance") == (5, 9, 10, 11)
    assert adjacent(game, 3, "alliance") == (6, 7, 11)  # printed only: a base is no crafting piece
    game = position({7: {"riverfolk": {"trade_post_mouse": 1, "warrior": 1}},
                     8: {"riverfolk": {"trade_post_fox": 1}}}, current="riverfolk", factions=("riverfolk", "eyrie"),
                    play_areas={"riverfolk": ["tunnels"]}, hands={"riverfolk": []},
                    data={"riverfolk": {"funds": {}, "payments": {}, "committed": {},
                                        "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}})
    assert adjacent(game, 7, "riverfolk") == (3, 4, 8, 11, 12)  # 4 and 11 by river (11.2.2), 8 by path


def test_tunnels_link_two_crafting_clearings_across_a_closed_path_law_1_1_1_and_c_3_2():
    """Our reading: a closed path makes its clearings not adjacent (C.3.2), Tunnels makes the holder's
    crafting clearings adjacent (the card), and a card beats the Law (1.1.1): the holder may move between them.
    (C.3.2 says "are not adjacent", no CANNOT that 1.1.2 would keep absolute.) For everyone else they stay apart."""
    game = position({2: {"marquise": {"warrior": 2, "workshop": 1}}, 5: {"marquise": {"workshop": 1}}},
                    map="mountain", play_areas={"marquise": ["tunnels"]})
    assert adjacent(game, 2, "marquise") == (5, 6, 11) and adjacent(game, 2, "eyrie") == (6, 11)
    assert move.destinations(game, "marquise", 2) == [5, 6, 11]


def test_corvid_planners_ignore_rule_but_open_no_closed_path_and_take_the_ferry_law_c_3_2_and_c_2_5():
    """Ignoring rule (4.2.1) changes nothing about adjacency: a closed path still links nothing (C.3.2). The
    Ferry follows the normal move rules (C.2.5), so ignoring rule it carries the holder out of an enemy's
    clearing to enemy coastal clearings."""
    game = position({2: {"marquise": {"warrior": 2}}, 5: {"eyrie": {"warrior": 3}}}, map="mountain",
                    play_areas={"marquise": ["corvid_planners"]})
    assert move.destinations(game, "marquise", 2) == [6, 11]
    game = position({1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}}, 11: {"eyrie": {"warrior": 2}}},
                    map="lake", hands={"marquise": []})
    assert move.destinations(game, "marquise", 1) == []  # the Eyrie rule 1 and every clearing near it
    game = position({1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}}, 11: {"eyrie": {"warrior": 2}}},
                    map="lake", play_areas={"marquise": ["corvid_planners"]}, hands={"marquise": []})
    assert move.destinations(game, "marquise", 1) == [5, 9, 10, 11, 12]
    play_choices(game, "march", "clearing:11")
    assert warriors(game, 11, "marquise") == 1 and game.map.ferry(game) == 11
    assert len(fs(game, "marquise").hand) == 1  # the Ferry's card


def test_corvid_planners_the_holder_ignores_rule_when_moving_law_4_2_1():
    clearings = {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 3}}, 5: {"eyrie": {"warrior": 2}},
                 9: {"eyrie": {"warrior": 2}}, 10: {"eyrie": {"warrior": 2}}}
    game = position(clearings)
    assert move.destinations(game, "marquise", 1) == [] and move.origins(game, "marquise") == []
    game = position(clearings, play_areas={"marquise": ["corvid_planners"]})
    assert move.destinations(game, "marquise", 1) == [5, 9, 10]
    play_choices(game, "march", "clearing:9")  # the March now goes where it likes (one warrior: no count)
    assert warriors(game, 9, "marquise") == 1


@pytest.mark.parametrize("map_id, clearing, rivers", [("winter", 11, (10, 12)), ("mountain", 10, (2, 4))])
def test_boat_builders_on_the_winter_and_mountain_rivers_law_2_3_and_c_1_1(map_id, clearing, rivers):
    """The rivers of the Winter map (C.1.1: a river that divides forests) and of the Mountain are paths for the
    holder alone; on the Mountain they are no closed paths (C.3.2)."""
    game = position({clearing: {"marquise": {"warrior": 2}}}, map=map_id, play_areas={"marquise": ["boat_builders"]})
    printed = game.board.adjacent[clearing]
    assert adjacent(game, clearing, "marquise") == tuple(sorted(set(adjacent(game, clearing, "eyrie")) | set(rivers)))
    assert not set(rivers) & set(printed) and not set(rivers) & set(adjacent(game, clearing, "eyrie"))
    assert set(rivers) <= set(move.destinations(game, "marquise", clearing))


def test_the_vagabond_crafting_an_item_scores_master_engravers_and_feeds_murine_broker_law_9_2_1():
    """The Vagabond crafts with hammers (9.2.1); an item he crafts is an item crafted: his Master Engravers scores
    one more, and another player's Murine Broker draws."""
    game = position({}, current="vagabond", factions=("vagabond", "marquise"),
                    play_areas={"vagabond": ["master_engravers"], "marquise": ["murine_broker"]},
                    hands={"vagabond": ["crossbow_bird"], "marquise": []}, deck_top=["anvil"],
                    data={"vagabond": {**VAGABOND, "clearing": 1, "items": ["hammer", "boot"]}})
    play_choices(game, "craft")  # the one card it could craft, in fox clearing 1, without asking
    assert [(e["reason"], e["vp"]) for e in events(game, "scored")] == [("crafted crossbow", 1),
                                                                         ("Master Engravers", 1)]
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]


def test_master_engravers_one_more_vp_per_item_even_with_disdain_for_trade_law_7_2_3():
    game = position({1: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"roost": 1}}}, current="eyrie",
                    play_areas={"eyrie": ["master_engravers"]}, hands={"eyrie": ["birdy_bindle", "anvil"]},
                    data={"eyrie": {"leader": "commander"}})
    play_choices(game, f"craft:{held(game, 'birdy_bindle', fs(game, 'eyrie').hand)}")
    assert fs(game, "eyrie").score == 2  # Disdain for Trade's 1, and the extra point
    reasons = [e["reason"] for e in events(game, "scored")]
    assert reasons == ["crafted bag", "Master Engravers"]


def test_master_engravers_not_for_other_crafters():
    game = position({2: {"marquise": {"workshop": 1, "warrior": 1}}}, play_areas={"eyrie": ["master_engravers"]},
                    hands={"marquise": ["birdy_bindle"]})
    play_choices(game, f"craft:{held(game, 'birdy_bindle', fs(game, 'marquise').hand)}")
    assert fs(game, "marquise").score == 1 and fs(game, "eyrie").score == 0


def test_murine_broker_draws_when_another_player_crafts_an_item():
    game = position({2: {"marquise": {"workshop": 1, "warrior": 1}}}, play_areas={"eyrie": ["murine_broker"]},
                    hands={"marquise": ["birdy_bindle"], "eyrie": []}, deck_top=["anvil"])
    play_choices(game, f"craft:{held(game, 'birdy_bindle', fs(game, 'marquise').hand)}")
    assert ids(game, fs(game, "eyrie").hand) == ["anvil"]  # the holder draws
    assert events(game, "murine_broker")[0]["faction"] == "eyrie"
    # The holder's own crafting draws nothing ("another player").
    game = position({2: {"marquise": {"workshop": 1, "warrior": 1}}}, play_areas={"marquise": ["murine_broker"]},
                    hands={"marquise": ["birdy_bindle"], "eyrie": []}, deck_top=["anvil"])
    play_choices(game, f"craft:{held(game, 'birdy_bindle', fs(game, 'marquise').hand)}")
    assert fs(game, "marquise").hand == [] and not events(game, "murine_broker")


def test_murine_broker_ignores_persistent_cards():
    game = position({5: {"marquise": {"workshop": 1, "warrior": 1}}}, play_areas={"eyrie": ["murine_broker"]},
                    hands={"marquise": ["tunnels", "anvil"], "eyrie": []})
    play_choices(game, f"craft:{held(game, 'tunnels', fs(game, 'marquise').hand)}")
    assert fs(game, "eyrie").hand == []


# -- Coffin Makers: where removed warriors go (G.1.22) -----------------------------------------------------------

def test_coffin_makers_removed_warriors_of_every_faction_go_onto_the_card_g_1_22():
    game = cats_attack_birds({"eyrie": ["coffin_makers"]}, cats=3, birds=3, dice=(2, 1))
    place = coffin_makers_place(game, "eyrie")
    assert held_pieces(game, place) == {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}}
    assert fs(game, "marquise").supply["warrior"] == 25 - 3  # not back in the supply
    conserved(game)
    assert game.view("marquise")["deck_state"]["held_pieces"] == {place: held_pieces(game, place)}


def test_coffin_makers_holds_nothing_when_no_warrior_returns_g_1_22():
    # The Alliance lose a base with no officers (8.2.4: half of none is none): no warrior returns, so nothing goes onto
    # the card, not even an entry of none for the Alliance.
    game = position({1: {"alliance": {"base_fox": 1}}}, factions=("marquise", "eyrie", "alliance"),
                    play_areas={"eyrie": ["coffin_makers"]})
    removal = pieces.remove(game, "alliance", "base_fox", 1, 1, "marquise", "effect")
    run(pieces.resolve_removals(game, [removal]))
    assert held_pieces(game) == {} and not events(game, "pieces_held")
    conserved(game)


def before_the_turn_of_the_eyrie(clearings, play_areas, **extra):
    """The Marquise end their Evening discarding down to five (a decision pending), so that the test may set
    up state before the Eyrie's turn begins with `finish_marquise_turn`."""
    game = position(clearings, phase="evening", play_areas=play_areas,
                    hands={"marquise": ["sword", "anvil", "bake_sale", "tunnels", "swap_meet"],
                           "eyrie": ["ambush_bird"]},
                    **extra)
    assert expect(game, "discard.hand_limit", "marquise")
    return game


def finish_marquise_turn(game):
    game.choose(game.pending.options[0].id)
    assert game.state.current_faction == "eyrie"


def test_coffin_makers_scores_one_per_five_at_start_of_birdsong_then_returns_them():
    game = before_the_turn_of_the_eyrie({1: {"eyrie": {"warrior": 1, "roost": 1}}}, {"eyrie": ["coffin_makers"]})
    coffin = coffin_makers_place(game, "eyrie")
    game.state.data["held_pieces"] = {coffin: {"marquise": {"warrior": 6}, "eyrie": {"warrior": 5}}}
    fs(game, "marquise").supply["warrior"] -= 6
    fs(game, "eyrie").supply["warrior"] -= 5
    conserved(game)
    finish_marquise_turn(game)
    assert fs(game, "eyrie").score == 2  # eleven warriors: two fives
    assert held_pieces(game, coffin) == {} and held_pieces(game) == {}
    assert fs(game, "marquise").supply["warrior"] == 25 and fs(game, "eyrie").supply["warrior"] == 19
    assert expect(game, "eyrie.decree.column")  # then the Eyrie's Birdsong goes on
    conserved(game)


@pytest.mark.parametrize("held, vp", [(4, 0), (5, 1)])
def test_coffin_makers_scores_one_per_five_warriors_and_returns_them_all(held, vp):
    """Coffin Makers, at the start of its holder's Birdsong: one VP per five warriors on the card (none below five),
    and every warrior on it goes back to its supply either way."""
    game = before_the_turn_of_the_eyrie({1: {"eyrie": {"warrior": 1, "roost": 1}}}, {"eyrie": ["coffin_makers"]})
    coffin = coffin_makers_place(game, "eyrie")
    game.state.data["held_pieces"] = {coffin: {"marquise": {"warrior": held}}}
    fs(game, "marquise").supply["warrior"] -= held
    finish_marquise_turn(game)
    assert fs(game, "eyrie").score == vp and held_pieces(game) == {} and fs(game, "marquise").supply["warrior"] == 25
    assert [(e["faction"], e["warriors"]) for e in events(game, "coffin_makers")] == [("eyrie", held)]


def test_coffin_makers_with_field_hospitals_the_marquise_places_those_warriors_from_the_card_law_6_2_3():
    # Coffin Makers is where removed warriors go (G.1.22), not a triggered effect: the warriors are on the
    # card once removed, then Field Hospitals triggers (1.1.3) and places "those warriors", from the card.
    game = position({1: {"marquise": {"keep": 1}}, 8: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}},
                    play_areas={"eyrie": ["coffin_makers"]}, hands={"marquise": ["anvil", "foxfolk_steel"]})
    coffin = coffin_makers_place(game, "eyrie")
    fix_dice(game, 2, 2)  # two hits each way
    play_choices(game, "battle")
    assert held_pieces(game, coffin) == {"marquise": {"warrior": 2}, "eyrie": {"warrior": 2}}
    assert fs(game, "marquise").supply["warrior"] == 22
    anvil = held(game, "anvil", fs(game, "marquise").hand)
    assert f"card:{anvil}" in expect(game, "marquise.field_hospitals", "marquise")
    play_choices(game, f"card:{anvil}")
    assert warriors(game, 1, "marquise") == 2 and held_pieces(game, coffin) == {"eyrie": {"warrior": 2}}
    assert fs(game, "marquise").supply["warrior"] == 22  # the very warriors on the card, not others
    conserved(game)


def test_coffin_makers_keeps_the_warriors_when_field_hospitals_is_declined():
    game = position({1: {"marquise": {"keep": 1}}, 8: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}},
                    play_areas={"eyrie": ["coffin_makers"]}, hands={"marquise": ["anvil", "foxfolk_steel"]})
    coffin = coffin_makers_place(game, "eyrie")
    fix_dice(game, 2, 2)
    play_choices(game, "battle", "pass")
    assert held_pieces(game, coffin)["marquise"] == {"warrior": 2} and warriors(game, 1, "marquise") == 0
    conserved(game)


def test_coffin_makers_takes_the_alliances_lost_officers_g_1_22():
    game = position({5: {"alliance": {"base_rabbit": 1}, "marquise": {"warrior": 4}}},
                    factions=("marquise", "alliance"), play_areas={"marquise": ["coffin_makers"]},
                    data={"alliance": {"supporters": [], "officers": 4}})
    coffin = coffin_makers_place(game, "marquise")
    fix_dice(game, 3, 0)
    play_choices(game, "battle")  # the defenseless base goes; the Alliance lose half their officers (8.2.4)
    assert expect(game, "marquise.action") and not game.state.clearings[5].has_any("alliance")
    on_card = held_pieces(game, coffin)
    assert on_card["alliance"]["warrior"] == 2  # half the four officers, rounded up
    conserved(game)


def test_coffin_makers_leaving_play_sends_its_warriors_home():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs"], "eyrie": ["coffin_makers"]})
    coffin = held(game, "coffin_makers", fs(game, "eyrie").play_area)
    game.state.data["held_pieces"] = {coffin_makers_place(game, "eyrie"): {"marquise": {"warrior": 2}}}
    fs(game, "marquise").supply["warrior"] -= 2
    play_choices(game, f"saboteurs:eyrie:{coffin}")
    assert held_pieces(game) == {} and fs(game, "marquise").supply["warrior"] == 24
    conserved(game)


# -- the deck's core cards, content, the command line ---------------------------------------------------------------

def test_item_and_ambush_cards_of_the_deck_work_through_the_core_law_4_1_2_and_4_3_1():
    game = position({2: {"marquise": {"workshop": 1, "warrior": 1}}}, hands={"marquise": ["root_tea_fox"]})
    play_choices(game, f"craft:{held(game, 'root_tea_fox', fs(game, 'marquise').hand)}")
    assert fs(game, "marquise").crafted_items == ["tea"] and fs(game, "marquise").score == 2
    game = cats_attack_birds({}, cats=3, birds=1, hands={"eyrie": ["ambush_fox"]}, dice=(0, 0))
    play_choices(game, next(o for o in expect(game, "battle.ambush", "eyrie") if o.startswith("ambush:")))
    assert warriors(game, 8, "marquise") == 1


def test_exiles_deck_content_54_cards_and_suit_totals():
    deck = rootcore.new_game({"factions": ["marquise", "eyrie"], "deck": "exiles", "seed": 1}).deck
    cards = deck.cards
    assert len(cards) == 54
    assert collections.Counter(c.suit for c in cards) == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    assert collections.Counter(c.kind for c in cards) == {"persistent": 25, "item": 20, "ambush": 5, "dominance": 4}
    effects = collections.Counter(c.id for c in cards if c.kind == "persistent")
    assert effects == {"saboteurs": 3, "soup_kitchens": 1, "boat_builders": 1, "corvid_planners": 1,
                       "eyrie_emigre": 1, "fox_partisans": 1, "propaganda_bureau": 1, "false_orders": 2,
                       "informants": 2, "rabbit_partisans": 1, "tunnels": 2, "charm_offensive": 1, "swap_meet": 2,
                       "coffin_makers": 1, "mouse_partisans": 1, "league_of_adventurous_mice": 2,
                       "murine_broker": 1, "master_engravers": 1}
    costs = {c.id: list(c.cost) for c in cards if c.kind == "persistent"}
    assert costs["saboteurs"] == ["any"] and costs["soup_kitchens"] == ["fox", "rabbit", "mouse"]
    assert costs["propaganda_bureau"] == ["any"] * 3 and costs["eyrie_emigre"] == ["fox", "fox"]
    assert costs["coffin_makers"] == ["rabbit", "rabbit"] and costs["master_engravers"] == ["mouse", "mouse"]
    # The same item, ambush and dominance cards as the standard deck.
    standard = tomllib.loads((REPO / "content/decks/standard.toml").read_text())
    exiles = tomllib.loads((REPO / "content/decks/exiles.toml").read_text())
    def core(deck):
        return [c for c in deck["cards"] if c["kind"] in ("item", "ambush", "dominance")]
    assert core(standard) == core(exiles)
    assert exiles["item_supply"] == standard["item_supply"] and exiles["ruin_items"] == standard["ruin_items"]


def test_every_exiles_card_is_implemented_and_no_warning(capsys):
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnimplementedCardWarning)
        game = rootcore.new_game({"factions": FOUR, "deck": "exiles", "seed": 3})
    assert game.unimplemented_cards == frozenset()
    assert not any("not implemented" in w for w in game.warnings)
    assert cli.main(["cards", "--deck", "exiles", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["cards"]
    assert sum(r["count"] for r in rows) == 54 and all(r["implemented"] for r in rows)
    assert cli.main(["cards", "--deck", "exiles"]) == 0
    assert "54 implemented, 0 not" in capsys.readouterr().out


def test_config_deck_exiles_and_cli_play(tmp_path, capsys):
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\ndeck = "exiles"\n'
                      'seed = 4\n')
    game = rootcore.new_game(str(config))
    assert game.deck.id == "exiles" and {c.id for c in game.cards} >= {"coffin_makers", "eyrie_emigre"}
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnimplementedCardWarning)
        assert cli.main(["play", "--deck", "exiles", "--seed", "5", "--factions", "marquise,eyrie"]) == 0
    out = capsys.readouterr()
    assert "winner" in out.out and "not implemented" not in out.out + out.err


# -- seeded random four-faction games on every map --------------------------------------------------------------------

GAMES_PER_MAP = 25


@pytest.mark.parametrize("map_id", ["autumn", "winter", "lake", "mountain"])
def test_random_four_faction_games_with_the_exiles_deck_keep_every_invariant(map_id):
    results = [play_checked({"factions": FOUR, "deck": "exiles", "map": map_id}, seed=seed)
               for seed in range(GAMES_PER_MAP)]
    assert all(r["game"].is_over for r in results)
    reasons = collections.Counter(r["reason"] for r in results)
    assert reasons["turn_cap"] <= 2, reasons
    for result in results[:3]:
        check_replay_equivalence(result["game"])


@pytest.mark.parametrize("seed", range(4))
def test_exiles_games_clone_mid_game_and_reload_from_saves(seed):
    game = rootcore.new_game({"factions": FOUR, "deck": "exiles", "map": "lake", "seed": seed})
    play(game, RandomAgent(seed), max_decisions=150 + 11 * seed)
    copy = game.clone()
    again = rootcore.load_game(json.loads(json.dumps(game.to_json())))
    assert again.state.to_json() == game.state.to_json()
    play(game, RandomAgent(seed + 1))
    play(copy, RandomAgent(seed + 1))
    assert copy.state.to_json() == game.state.to_json()


# -- Audited against the deck's facts and Law 1-4, card by card -----------------------------------------------------

# -- content: every card of section B, one by one ------------------------------------------------------------------

# (suit, count, cost, item, vp) of each card design, from reference/content-facts.md sections A (items, ambush,
# dominance: the same in both decks) and B (the 18 persistent designs).
FACTS = {
    "ambush_bird": ("bird", 2, [], None, 0), "dominance_bird": ("bird", 1, [], None, 0),
    "birdy_bindle": ("bird", 1, ["mouse"], "bag", 1), "woodland_runners": ("bird", 1, ["rabbit"], "boot", 1),
    "arms_trader": ("bird", 1, ["fox", "fox"], "sword", 2), "crossbow_bird": ("bird", 1, ["fox"], "crossbow", 1),
    "saboteurs": ("bird", 3, ["any"], None, 0), "soup_kitchens": ("bird", 1, ["fox", "rabbit", "mouse"], None, 0),
    "boat_builders": ("bird", 1, ["any", "any"], None, 0), "corvid_planners": ("bird", 1, ["any", "any"], None, 0),
    "eyrie_emigre": ("bird", 1, ["fox", "fox"], None, 0),
    "ambush_fox": ("fox", 1, [], None, 0), "dominance_fox": ("fox", 1, [], None, 0),
    "gently_used_knapsack": ("fox", 1, ["mouse"], "bag", 1), "root_tea_fox": ("fox", 1, ["mouse"], "tea", 2),
    "travel_gear_fox": ("fox", 1, ["rabbit"], "boot", 1),
    "protection_racket": ("fox", 1, ["rabbit", "rabbit"], "coins", 3),
    "foxfolk_steel": ("fox", 1, ["fox", "fox"], "sword", 2), "anvil": ("fox", 1, ["fox"], "hammer", 2),
    "fox_partisans": ("fox", 1, ["fox"], None, 0), "propaganda_bureau": ("fox", 1, ["any", "any", "any"], None, 0),
    "false_orders": ("fox", 2, ["fox"], None, 0), "informants": ("fox", 2, ["fox", "fox"], None, 0),
    "ambush_rabbit": ("rabbit", 1, [], None, 0), "dominance_rabbit": ("rabbit", 1, [], None, 0),
    "smugglers_trail": ("rabbit", 1, ["mouse"], "bag", 1), "root_tea_rabbit": ("rabbit", 1, ["mouse"], "tea", 2),
    "a_visit_to_friends": ("rabbit", 1, ["rabbit"], "boot", 1),
    "bake_sale": ("rabbit", 1, ["rabbit", "rabbit"], "coins", 3),
    "rabbit_partisans": ("rabbit", 1, ["rabbit"], None, 0), "tunnels": ("rabbit", 2, ["rabbit"], None, 0),
    "charm_offensive": ("rabbit", 1, ["rabbit"], None, 0), "swap_meet": ("rabbit", 2, ["rabbit"], None, 0),
    "coffin_makers": ("rabbit", 1, ["rabbit", "rabbit"], None, 0),
    "ambush_mouse": ("mouse", 1, [], None, 0), "dominance_mouse": ("mouse", 1, [], None, 0),
    "mouse_in_a_sack": ("mouse", 1, ["mouse"], "bag", 1), "root_tea_mouse": ("mouse", 1, ["mouse"], "tea", 2),
    "travel_gear_mouse": ("mouse", 1, ["rabbit"], "boot", 1),
    "investments": ("mouse", 1, ["rabbit", "rabbit"], "coins", 3),
    "sword": ("mouse", 1, ["fox", "fox"], "sword", 2), "crossbow_mouse": ("mouse", 1, ["fox"], "crossbow", 1),
    "mouse_partisans": ("mouse", 1, ["mouse"], None, 0), "league_of_adventurous_mice": ("mouse", 2, ["mouse"], None, 0),
    "murine_broker": ("mouse", 1, ["mouse", "mouse"], None, 0),
    "master_engravers": ("mouse", 1, ["mouse", "mouse"], None, 0),
}


def test_every_card_of_the_exiles_deck_has_the_suit_count_cost_item_and_vp_of_the_facts_law_b_7_and_2_1():
    cards = rootcore.new_game({"factions": ["marquise", "eyrie"], "deck": "exiles", "seed": 1}).deck.cards
    counts = collections.Counter(c.id for c in cards)
    assert sum(n for _, n, _, _, _ in FACTS.values()) == 54 and dict(counts) == {k: v[1] for k, v in FACTS.items()}
    for card in cards:
        suit, _, cost, item, vp = FACTS[card.id]
        assert (card.suit, list(card.cost or []), card.item, card.vp or 0) == (suit, cost, item, vp), card.id
        if card.kind == "persistent":
            assert card.effect == card.id  # each persistent design names its own effect


# -- crafting the deck's cards (Law 4.1) ---------------------------------------------------------------------------

def test_the_vagabonds_hammers_all_take_his_clearings_suit_so_soup_kitchens_needs_three_suits_law_9_2_1_and_4_1_1():
    """Soup Kitchens costs a fox, a rabbit and a mouse: three hammers in one clearing are of one suit and cannot pay;
    Boat Builders (any, any) they can."""
    game = position({}, current="vagabond", factions=("marquise", "vagabond"),
                    hands={"vagabond": ["soup_kitchens", "boat_builders"]},
                    data={"vagabond": {**VAGABOND, "clearing": 1, "items": ["hammer", "hammer", "hammer"]}})
    from rootcore.rules import craft
    hand = fs(game, "vagabond").hand
    assert not craft.can_craft(game, "vagabond", held(game, "soup_kitchens", hand))
    assert craft.can_craft(game, "vagabond", held(game, "boat_builders", hand))


def test_master_engravers_scores_nothing_once_dominance_is_activated_law_3_3_1():
    game = position({2: {"marquise": {"workshop": 1, "warrior": 1}}}, play_areas={"marquise": ["master_engravers"]},
                    hands={"marquise": ["birdy_bindle"]}, dominance={"marquise": "dominance_fox"},
                    scores={"marquise": 12})
    play_choices(game, f"craft:{held(game, 'birdy_bindle', fs(game, 'marquise').hand)}")
    assert fs(game, "marquise").crafted_items == ["bag"]
    assert fs(game, "marquise").score == 12 and not events(game, "scored")


def test_murine_broker_draws_when_the_eyrie_craft_an_item_despite_disdain_for_trade_law_7_2_3():
    game = position({1: {"eyrie": {"roost": 1}}, 2: {"eyrie": {"roost": 1}}}, current="eyrie",
                    play_areas={"marquise": ["murine_broker"]}, hands={"eyrie": ["birdy_bindle", "anvil"],
                                                                       "marquise": []},
                    data={"eyrie": {"leader": "commander"}}, deck_top=["sword"])
    play_choices(game, f"craft:{held(game, 'birdy_bindle', fs(game, 'eyrie').hand)}")
    assert fs(game, "eyrie").score == 1 and ids(game, fs(game, "marquise").hand) == ["sword"]


# -- Saboteurs ---------------------------------------------------------------------------------------------------

def test_saboteurs_cannot_take_an_activated_dominance_card_law_3_3_2():
    """An activated dominance card lies in its holder's play area (3.3.1) but is no crafted card and cannot be
    removed from play (3.3.2): Saboteurs offers only the crafted card."""
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["saboteurs"], "eyrie": ["tunnels"]},
                    dominance={"eyrie": "dominance_mouse"}, scores={"eyrie": 10})
    options = [o for o in expect(game, "exiles.birdsong", "marquise") if o.startswith("saboteurs")]
    assert options == [f"saboteurs:eyrie:{held(game, 'tunnels', fs(game, 'eyrie').play_area)}"]


def test_saboteurs_discards_a_card_the_vagabond_crafted_law_9_2_1():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="birdsong", factions=("marquise", "vagabond"),
                    play_areas={"marquise": ["saboteurs"], "vagabond": ["boat_builders"]},
                    data={"vagabond": {**VAGABOND, "clearing": 5, "items": ["boot"]}})
    card = held(game, "boat_builders", fs(game, "vagabond").play_area)
    play_choices(game, f"saboteurs:vagabond:{card}")
    assert fs(game, "vagabond").play_area == [] and discarded(game, "boat_builders") and discarded(game, "saboteurs")


# -- Swap Meet, Charm Offensive, Informants ------------------------------------------------------------------------

def test_swap_meet_may_take_from_the_vagabonds_coalition_partner_another_player_law_g_1_8():
    """Swap Meet names another player, not an enemy: the Vagabond may use it on his coalition partner."""
    game = position({}, phase="birdsong", current="vagabond", factions=("marquise", "eyrie", "vagabond"),
                    play_areas={"vagabond": ["swap_meet"]}, hands={"marquise": ["anvil"], "eyrie": ["sword"]},
                    data={"vagabond": {**VAGABOND, "clearing": 5, "items": ["boot"], "coalition": "marquise"}})
    options = expect(game, "exiles.birdsong", "vagabond")
    assert {"swap_meet:marquise", "swap_meet:eyrie"} <= set(options)


def test_charm_offensive_point_bringing_another_player_to_thirty_wins_at_once_law_3_1():
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", play_areas={"marquise": ["charm_offensive"]},
                    hands={"marquise": []}, scores={"eyrie": 29})
    play_choices(game, "charm_offensive:eyrie")
    assert game.state.over and game.state.winners == ["eyrie"]


def test_informants_replace_the_vagabonds_evening_draw_law_9_6():
    game = position({}, phase="evening", current="vagabond", factions=("marquise", "vagabond"),
                    play_areas={"vagabond": ["informants"]}, hands={"vagabond": []},
                    discard=["ambush_rabbit"], deck_top=["anvil"],
                    data={"vagabond": {**VAGABOND, "clearing": 5, "items": ["boot"]}})
    options = expect(game, "draw.replace", "vagabond")
    rabbit = held(game, "ambush_rabbit", game.state.discard)
    play_choices(game, f"informants:{rabbit}")
    assert ids(game, fs(game, "vagabond").hand) == ["ambush_rabbit"] and "draw" in options


# -- always-on cards with other factions -------------------------------------------------------------------------------

def test_soup_kitchens_counts_riverfolk_trade_posts_twice_law_2_5():
    clearings = {7: {"riverfolk": {"trade_post_mouse": 1}, "marquise": {"warrior": 2}},
                 8: {"riverfolk": {"trade_post_fox": 1}, "marquise": {"warrior": 1}}}
    river = {"riverfolk": {"funds": {}, "payments": {}, "committed": {},
                           "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = position(clearings, factions=("marquise", "riverfolk"), data=river)
    assert rules(game, 7) == "marquise" and rules(game, 8) == "marquise"
    game = position(clearings, factions=("marquise", "riverfolk"), data=river,
                    play_areas={"riverfolk": ["soup_kitchens"]})
    assert rules(game, 7) is None and rules(game, 8) == "riverfolk"  # 2 v 2 tied; 2 v 1


def test_boat_builders_let_the_vagabond_sail_a_river_law_2_3():
    data = {"vagabond": {**VAGABOND, "clearing": 5, "items": ["boot", "boot"]}}
    game = position({}, current="vagabond", factions=("marquise", "vagabond"), data=data)
    assert 10 not in adjacent(game, 5, "vagabond", moving=True)
    game = position({}, current="vagabond", factions=("marquise", "vagabond"), data=data,
                    play_areas={"vagabond": ["boat_builders"]})
    assert 10 in adjacent(game, 5, "vagabond", moving=True)


def test_tunnels_link_the_duchys_citadels_and_markets_law_12_2_1():
    game = position({1: {"duchy": {"citadel": 1, "warrior": 2}}, 11: {"duchy": {"market": 1}}},
                    current="duchy", factions=("marquise", "duchy"), play_areas={"duchy": ["tunnels"]},
                    data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    assert 11 in adjacent(game, 1, "duchy") and 1 in adjacent(game, 11, "duchy")
    assert 11 not in adjacent(game, 1, "marquise")
    assert 11 in move.destinations(game, "duchy", 1)


# -- battle cards with the Vagabond --------------------------------------------------------------------------------

def test_fox_partisans_for_the_vagabond_attacking_in_a_fox_clearing_law_4_3_3():
    game = position({8: {"marquise": {"warrior": 3}}}, current="vagabond", factions=("marquise", "vagabond"),
                    play_areas={"vagabond": ["fox_partisans"]}, hands={"vagabond": ["anvil", "bake_sale"]},
                    data={"vagabond": {**VAGABOND, "clearing": 8, "items": ["sword", "sword", "boot"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    while game.pending.kind != "exiles.partisans":
        assert game.pending.player == "vagabond", game.pending
        game.choose(game.pending.option_ids[0])
    play_choices(game, "partisans")
    assert warriors(game, 8, "marquise") == 1  # one rolled hit and the extra hit
    assert ids(game, fs(game, "vagabond").hand) == ["anvil"] and discarded(game, "bake_sale")


# -- Eyrie Emigre --------------------------------------------------------------------------------------------------

def test_eyrie_emigre_kept_when_the_battle_it_started_ends_at_the_ambush_law_4_3_1_ii():
    """The battle was initiated, so both actions were taken, even though the defender's ambush removed every
    attacker and ended it (4.3.1.II)."""
    game = position({1: {"marquise": {"warrior": 2}}, 5: {"eyrie": {"warrior": 1}}}, phase="birdsong",
                    play_areas={"marquise": ["eyrie_emigre"]}, hands={"eyrie": ["ambush_rabbit"], "marquise": []})
    play_choices(game, "count:2")  # into 5, the only clearing where a battle can follow
    ambush = next(o for o in expect(game, "battle.ambush", "eyrie") if o.startswith("ambush:"))
    play_choices(game, ambush)
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 5, "eyrie") == 1
    assert ids(game, fs(game, "marquise").play_area) == ["eyrie_emigre"] and not events(game, "eyrie_emigre_failed")


# -- League of Adventurous Mice -------------------------------------------------------------------------------------

def test_league_is_not_offered_to_the_hundreds_who_have_a_hoard_not_a_crafted_items_box_law_14_2_4():
    game = position({5: {"hundreds": {"warrior": 3, "stronghold": 1}}, 1: {"marquise": {"warrior": 1}}},
                    current="hundreds", factions=("marquise", "hundreds"),
                    play_areas={"hundreds": ["league_of_adventurous_mice"]}, hands={"hundreds": []},
                    data={"hundreds": {"mood": "stubborn", "hoard": {"command": ["coins"], "prowess": ["sword"]},
                                       "ruin_items": {}, "warlord": 5}})
    from rootcore_plugins.exiles import ready_items
    assert ready_items(game, "hundreds") == {}
    assert game.deck.rootcore_daylight_options(game, "hundreds") is None


# -- more interactions -----------------------------------------------------------------------------------------------

def test_propaganda_bureau_paid_with_a_bird_card_in_a_rabbit_clearing_law_2_1_1():
    game = position({1: {"marquise": {"warrior": 1}}, 5: {"eyrie": {"warrior": 2}}},
                    play_areas={"marquise": ["propaganda_bureau"]}, hands={"marquise": ["birdy_bindle", "anvil"]})
    play_choices(game, "extra:propaganda_bureau")  # clearing 5 (rabbit), the one place: the bird card pays
    assert warriors(game, 5, "eyrie") == 1 and warriors(game, 5, "marquise") == 1
    assert discarded(game, "birdy_bindle") and ids(game, fs(game, "marquise").hand) == ["anvil"]


def test_eyrie_emigre_with_corvid_planners_moves_out_of_and_into_clearings_the_holder_does_not_rule_law_4_2_1():
    clearings = {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 3}}, 5: {"eyrie": {"warrior": 2}}}
    game = position(clearings, phase="birdsong", play_areas={"marquise": ["eyrie_emigre"]}, hands={"marquise": []})
    assert discarded(game, "eyrie_emigre")  # no move at all without the Planners
    game = position(clearings, phase="birdsong", play_areas={"marquise": ["eyrie_emigre", "corvid_planners"]},
                    hands={"marquise": []})
    # From 1 (ruled by the Eyrie) to 5 (ruled by the Eyrie), the one clearing next to 1 with an enemy: one warrior,
    # one destination, one defender, so the move and the battle follow unasked.
    assert warriors(game, 1, "marquise") == 0
    assert [(e["clearing"], e["attacker"], e["defender"]) for e in events(game, "battle")] == [(5, "marquise", "eyrie")]
    assert ids(game, fs(game, "marquise").play_area) == ["corvid_planners", "eyrie_emigre"]


def test_informants_take_nothing_from_the_lost_souls_pile_law_10_2_6():
    """With the Cult in the game discarded cards go to its Lost Souls pile instead of the discard pile: Informants,
    which takes from the discard pile, has nothing to take."""
    game = position({1: {"marquise": {"warrior": 1}}}, phase="evening", factions=("marquise", "lizard"),
                    play_areas={"marquise": ["informants"]}, hands={"marquise": []}, deck_top=["anvil"],
                    data={"lizard": {**LIZARD, "lost_souls": ["ambush_fox"]}})
    assert not events(game, "card_taken_from_discard")
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]  # drawn without a question


def test_soup_kitchens_sympathy_alone_rules_three_fox_clearings_and_wins_by_dominance_law_3_3_1_and_2_5():
    clearings = {1: {"alliance": {"sympathy": 1}}, 6: {"alliance": {"sympathy": 1}},
                 8: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}}, 3: {"marquise": {"warrior": 1}}}
    game = position(clearings, phase="birdsong", current="alliance", factions=("marquise", "alliance"),
                    play_areas={"alliance": ["soup_kitchens"]}, dominance={"alliance": "dominance_fox"})
    assert game.state.over and game.state.winners == ["alliance"] and game.state.end_reason == "dominance"
    game = position(clearings, phase="birdsong", current="alliance", factions=("marquise", "alliance"),
                    dominance={"alliance": "dominance_fox"})
    assert not game.state.over  # tokens alone rule nothing (2.5)


def test_tunnels_link_the_eyries_roosts_for_a_decree_move_law_7_2_1():
    game = position({1: {"eyrie": {"roost": 1, "warrior": 2}}, 11: {"eyrie": {"roost": 1}}}, current="eyrie",
                    play_areas={"eyrie": ["tunnels"]})
    assert 11 in move.destinations(game, "eyrie", 1) and 11 not in move.destinations(game, "marquise", 1)


# -- deviations ------------------------------------------------------------------------------------------------------

def test_false_orders_used_in_birdsong_cannot_feed_the_dominance_check_at_its_start_law_1_4_1_and_3_3_1():
    # Law 3.3.1.I with 1.4.1: the dominance win is checked at the start of Birdsong, before anything else in the
    # phase; False Orders may be used in Birdsong, so only after that start. The code re-checked dominance once the
    # deck's whole start-of-Birdsong effect was over, and that effect included the Birdsong card menu, so a rule
    # gained by False Orders won at once (before `rootcore_phase_open`, 0.3.102).
    # The Alliance (fox dominance active) rule fox clearings 1 and 6; in fox clearing 8 two Alliance warriors face
    # three cats. False Orders sends two cats away: the Alliance then rule 8 too, but only after the check.
    game = position({1: {"alliance": {"warrior": 1}}, 6: {"alliance": {"warrior": 1}},
                     8: {"alliance": {"warrior": 2}, "marquise": {"warrior": 3}}, 12: {"marquise": {"warrior": 1}}},
                    phase="birdsong", current="alliance", factions=("marquise", "alliance"),
                    play_areas={"alliance": ["false_orders"]}, hands={"alliance": []},
                    dominance={"alliance": "dominance_fox"})
    assert not game.state.over  # two fox clearings at the start of Birdsong
    play_choices(game, "false_orders")
    while game.pending is not None and game.pending.kind.startswith("exiles.false_orders"):
        options = game.pending.option_ids
        game.choose("clearing:8" if "clearing:8" in options and "origin" in game.pending.kind
                    else "faction:marquise" if "faction:marquise" in options else options[0])
    assert warriors(game, 8, "marquise") == 1 and rules(game, 8) == "alliance"  # rule gained in Birdsong
    assert not game.state.over, (game.state.winners, game.state.end_reason)  # no win until the next check


def test_riverfolk_services_at_the_start_of_birdsong_come_before_false_orders_law_1_4_1_and_11_2_6():
    # Law 1.4.1 with 11.2.6: buying services happens at the start of the buyer's Birdsong, before anything else in
    # the phase; False Orders is used at any time in Birdsong, so only once the services are over.
    river = {"riverfolk": {"funds": {}, "payments": {}, "committed": {},
                           "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = position({1: {"marquise": {"warrior": 2}}, 7: {"riverfolk": {"warrior": 2, "trade_post_mouse": 1}}},
                    phase="birdsong", factions=("marquise", "riverfolk"), play_areas={"marquise": ["false_orders"]},
                    hands={"marquise": [], "riverfolk": ["anvil"]}, data=river)
    assert game.pending.kind == "riverfolk.service"  # no order asked: the card is no start effect
    play_choices(game, "done", "false_orders", "clearing:8")  # one enemy, one origin: 7 to 8
    assert warriors(game, 8, "riverfolk") == 1 and discarded(game, "false_orders")
    assert game.pending is None or game.pending.kind != "riverfolk.service"
