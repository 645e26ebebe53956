"""Rules tests of the Adventurer (Law Appendix D.7), a Vagabond character plugin: Improve lets one face-up item
stand in for any other item during the Quest action (9.5.5), once per turn, and damages it.

Autumn clearings used: 1 fox, 9 mouse. Positions come from `rootcore.scenario` (see tests/test_vagabond.py)."""
from __future__ import annotations

from collections import Counter

import pytest

from rootcore.testing import check_plugin_conformance

from helpers import VAGABOND_TABLES, events, expect, heuristic_vagabond_games, play_choices, vagabond_set_up_as
from test_vagabond import items, vb, vb_game


def adventurer(vagabond, **extra):
    return vb_game({"character": "adventurer", **vagabond}, **extra)


def test_starting_items_law_d_7_1():
    game = vagabond_set_up_as("adventurer")
    assert items(game) == Counter(["boot", "torch", "hammer"])


def test_an_item_stands_in_for_a_missing_one_and_is_damaged_law_d_7_2():
    game = adventurer({"clearing": 9, "items": ["boot", "sword", "hammer"], "quests": ["escort_mouse"]})
    play_choices(game, "quest")  # Escort needs two boots: only one is here
    options = expect(game, "vagabond.quest.wildcard")
    assert sorted(options) == ["wildcard:item:hammer:up:as:boot", "wildcard:item:sword:up:as:boot"]
    play_choices(game, "wildcard:item:sword:up:as:boot", "reward:vp")
    assert items(game) == Counter(["boot:exhausted", "sword:damaged:exhausted", "hammer"])
    assert vb(game).data["completed_quests"] == ["escort_mouse"] and vb(game).score == 1
    assert [e["cause"] for e in events(game, "item_damaged")] == ["quest_wildcard"]


def test_a_stand_in_may_be_chosen_even_when_the_quests_items_are_there_law_d_7_2():
    vagabond = {"clearing": 9, "items": ["torch", "sword", "crossbow"], "quests": ["guard_duty_mouse"]}
    game = adventurer(vagabond)
    play_choices(game, "quest")
    assert "wildcard:none" in expect(game, "vagabond.quest.wildcard")
    play_choices(game, "wildcard:item:crossbow:up:as:torch", "reward:vp")  # keeps the torch face up
    assert items(game) == Counter(["torch", "sword:exhausted", "crossbow:damaged:exhausted"])
    game = adventurer(vagabond)
    play_choices(game, "quest", "wildcard:none", "reward:vp")
    assert items(game) == Counter(["torch:exhausted", "sword:exhausted", "crossbow"])
    assert not events(game, "item_damaged")


def test_no_stand_in_from_an_item_the_quest_needs_itself_law_d_7_2():
    """Law D.7.2: the item treated as another is still exhausted once, so an item the quest needs as itself cannot
    also stand in for the other one. With exactly a torch and a sword for Guard Duty there is no stand-in to choose."""
    game = adventurer({"clearing": 9, "items": ["torch", "sword"], "quests": ["guard_duty_mouse"]})
    play_choices(game, "quest")
    assert game.pending.kind != "vagabond.quest.wildcard"
    play_choices(game, "reward:vp")
    assert items(game) == Counter(["torch:exhausted", "sword:exhausted"]) and not events(game, "item_damaged")


def test_once_per_turn_law_d_7_2():
    game = adventurer({"clearing": 9, "items": ["boot", "sword", "crossbow", "hammer", "tea:damaged"],
                       "quests": ["escort_mouse", "expel_bandits_mouse"]})
    play_choices(game, "quest", "quest:escort_mouse", "wildcard:item:crossbow:up:as:boot", "reward:vp")
    # Expel Bandits needs two swords, one is here: without a second stand-in it cannot be done this turn.
    assert expect(game, "vagabond.action") == ["repair", "end"]
    game.choose("end")
    while (game.pending.player, game.pending.kind) != ("vagabond", "vagabond.action"):  # to his next Daylight
        game.choose(game.pending.option_ids[0])
    game.choose("quest")
    if game.pending.kind == "vagabond.quest":  # the quest drawn in place of Escort may be one he can do too
        game.choose("quest:expel_bandits_mouse")
    play_choices(game, "wildcard:item:hammer:up:as:sword", "reward:vp")
    assert vb(game).data["completed_quests"] == ["escort_mouse", "expel_bandits_mouse"]


@pytest.mark.parametrize("stand_in", ["sword:exhausted", "sword:damaged", "boot:exhausted"])
def test_only_a_face_up_undamaged_item_of_another_kind_stands_in_law_d_7_2_and_9_2_5(stand_in):
    game = adventurer({"clearing": 9, "items": ["boot", stand_in], "quests": ["escort_mouse"]})
    assert "quest" not in expect(game, "vagabond.action")


def test_only_while_questing_in_a_clearing_of_the_quests_suit_law_d_7_2_and_9_5_5():
    game = adventurer({"clearing": 1, "items": ["boot", "sword"], "quests": ["escort_mouse"]})
    assert "quest" not in expect(game, "vagabond.action")  # a fox clearing


def test_no_special_action_to_choose_and_the_other_characters_have_no_stand_in_law_d_7_2():
    game = adventurer({"clearing": 9, "items": ["torch", "boot"]})
    assert "special" not in expect(game, "vagabond.action")  # Improve is no action: it exhausts no torch
    game = vb_game({"clearing": 9, "items": ["boot", "sword"], "quests": ["escort_mouse"]})  # the Thief
    assert "quest" not in expect(game, "vagabond.action")


@pytest.mark.parametrize("factions", VAGABOND_TABLES)
def test_random_games_with_the_adventurer_keep_the_invariants(factions):
    results = check_plugin_conformance(factions, games=2, options={"vagabond_character": "adventurer"})
    assert all(r["game"].state.factions["vagabond"].data["character"] == "adventurer" for r in results)


def test_the_heuristic_bot_plays_the_adventurer():
    games, guessed = heuristic_vagabond_games("adventurer")
    assert "vagabond.quest.wildcard" not in guessed  # answered by its rule, not at random
    assert any(e["cause"] == "quest_wildcard" for game in games for e in events(game, "item_damaged"))


def test_an_item_stands_in_for_a_kind_he_has_none_of_law_d_7_2():
    """D.7.2: the stand-in may replace an item he has no copy of at all: a crossbow or a hammer as Guard Duty's torch."""
    game = adventurer({"clearing": 9, "items": ["sword", "crossbow", "hammer"], "quests": ["guard_duty_mouse"]})
    play_choices(game, "quest")
    assert sorted(expect(game, "vagabond.quest.wildcard")) == ["wildcard:item:crossbow:up:as:torch",
                                                              "wildcard:item:hammer:up:as:torch"]
    play_choices(game, "wildcard:item:crossbow:up:as:torch", "reward:vp")
    assert items(game) == Counter(["sword:exhausted", "crossbow:damaged:exhausted", "hammer"])
