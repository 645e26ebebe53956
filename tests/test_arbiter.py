"""The Arbiter (Law Appendix D.5): his starting items, and Protector (D.5.2), which the defender of any battle in
his clearing may take before the dice: he scores one point and his undamaged swords raise the defender's maximum
rolled hits. Limits (not for or against himself, only in his clearing, after an ambush), Mercenaries, random
games with him seated and the heuristic bots."""
from __future__ import annotations

from collections import Counter

import pytest

from rootcore.agents import make_agent
from rootcore.rules import battle as battle_rules
from rootcore.testing import check_plugin_conformance, invariant_problems

from helpers import (VAGABOND_TABLES, events, expect, faction_scenario, fix_dice, held, heuristic_vagabond_games,
                     play_choices, run, warriors)


def arbiter_game(clearings, items=("sword", "sword:exhausted", "sword:damaged", "boot"), where=None, *,
                 factions=("marquise", "eyrie", "vagabond"), current="marquise", hands=None, data=None, **extra):
    """The Marquise's Daylight (unless told), the Arbiter in clearing 9 (or `where`: {"clearing": c} or
    {"forest": f}) holding `items`."""
    arbiter = {"character": "arbiter", "items": items and list(items), **(where or {"clearing": 9})}
    return faction_scenario(factions, current, "daylight", clearings, {}, hands=hands,
                            data={"vagabond": arbiter, **(data or {})}, **extra)


def score(game, faction="vagabond"):
    return game.state.factions[faction].score


def marquise_attacks_eyrie(game, *enlist: str):
    """The Marquise battles the Eyrie in clearing 9 with the dice 3 and 3; `enlist` answers the Eyrie."""
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie", *enlist)


def test_starting_items_law_d_5_1():
    game = arbiter_game({}, items=None, where={"forest": "f1"})
    assert Counter(i["item"] for i in game.state.factions["vagabond"].data["items"]) == \
        Counter(["boot", "torch", "sword", "sword"])
    assert game.factions["vagabond"].character(game).special_action == "protector"


def test_the_defender_enlists_him_he_scores_and_his_undamaged_swords_raise_its_maximum_law_d_5_2():
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}})
    marquise_attacks_eyrie(game)
    assert expect(game, "arbiter.enlist", "eyrie") == ["yes", "no"]  # the defender's decision
    assert not events(game, "dice")  # before the dice are rolled
    play_choices(game, "yes")
    assert score(game) == 1 and events(game, "scored")[0]["reason"] == "protector"
    assert [(e["faction"], e["defender"], e["clearing"], e["swords"]) for e in events(game, "protector")] == \
        [("vagabond", "eyrie", 9, 2)]  # every player is told of the enlistment
    # One warrior and two undamaged swords (the face-up and the exhausted one; not the damaged one): three hits.
    assert events(game, "dice")[0]["defender_hits"] == 3
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "eyrie") == 0
    assert [i["exhausted"] for i in game.state.factions["vagabond"].data["items"] if i["item"] == "sword"] \
        .count(True) == 1  # he exhausts nothing
    assert not invariant_problems(game)


def test_a_defender_who_does_not_enlist_him_rolls_with_its_own_warriors_law_d_5_2_and_4_3_2_i():
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}})
    marquise_attacks_eyrie(game, "no")
    assert score(game) == 0 and events(game, "dice")[0]["defender_hits"] == 1
    assert warriors(game, 9, "marquise") == 2


def test_enlisted_without_an_undamaged_sword_he_still_scores_law_d_5_2():
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}}, items=("sword:damaged", "boot"))
    marquise_attacks_eyrie(game, "yes")
    assert score(game) == 1 and events(game, "dice")[0]["defender_hits"] == 1


def test_a_marquise_defender_without_warriors_stays_defenseless_law_d_5_2_and_4_3_3_ii():
    # The Eyrie attack the Marquise's lone sawmill; the Arbiter's two swords let her roll two hits, yet she has
    # no warrior there, so she takes the extra hit of the defenseless.
    game = arbiter_game({9: {"marquise": {"sawmill": 1}, "eyrie": {"warrior": 3}}}, current="eyrie")
    fix_dice(game, 1, 3)
    asked, fought = run(battle_rules.fight(game, "eyrie", 9, "marquise"), ["yes"])
    assert [d.kind for d in asked] == ["arbiter.enlist"] and asked[0].player == "marquise"
    assert fought.rolled_hits == {"attacker": 3, "defender": 1}  # 0 without him
    assert fought.extra_hits["attacker"] == 2  # the Commander's (7.8.3) and the defenseless one
    assert warriors(game, 9, "eyrie") == 2 and score(game) == 1


def test_he_cannot_be_enlisted_by_or_against_himself_law_d_5_2():
    clearings = {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}}
    game = arbiter_game(clearings)
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:vagabond")  # the Marquise attacks him: no enlistment
    assert not events(game, "protector") and score(game) == 0
    assert game.pending.kind != "arbiter.enlist"
    game = arbiter_game(clearings, items=("sword", "sword"), current="vagabond")
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")  # he attacks the Eyrie: they cannot enlist him against himself
    assert game.pending is None or game.pending.kind != "arbiter.enlist"
    assert not events(game, "protector") and warriors(game, 9, "eyrie") == 0


@pytest.mark.parametrize("where", [{"clearing": 5}, {"forest": "f1"}])
def test_only_in_the_clearing_of_battle_law_d_5_2(where):
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}}, where=where)
    fix_dice(game, 3, 3)
    play_choices(game, "battle")  # one clearing, one defender
    assert not events(game, "protector") and events(game, "dice")[0]["defender_hits"] == 1


def test_after_an_ambush_that_leaves_the_battle_going_law_d_5_2_and_4_3_1():
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}}, hands={"eyrie": ["ambush_mouse"]})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    play_choices(game, f"ambush:{held(game, 'ambush_mouse', game.state.factions['eyrie'].hand)}")
    assert warriors(game, 9, "marquise") == 1  # the ambush's two hits, then the defender may enlist him
    play_choices(game, "yes")
    assert score(game) == 1 and warriors(game, 9, "marquise") == 0


def test_not_after_an_ambush_that_ends_the_battle_law_4_3_1_iii():
    game = arbiter_game({9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}}, hands={"eyrie": ["ambush_mouse"]})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    play_choices(game, f"ambush:{held(game, 'ambush_mouse', game.state.factions['eyrie'].hand)}")
    assert events(game, "battle_ended_early") and not events(game, "protector") and not events(game, "dice")


def test_enlisted_against_an_attacker_with_mercenaries_law_d_5_2_and_11_2_7_iii():
    # The Marquise bought Mercenaries: one warrior and two Riverfolk warriors roll three hits; the Eyrie's one
    # warrior and the Arbiter's two swords roll three too. Lent warriors take every second hit (11.2.7.III.a).
    game = arbiter_game({9: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 1}}},
                        items=("sword", "sword"), factions=("marquise", "eyrie", "riverfolk", "vagabond"),
                        data={"riverfolk": {"bought": {"marquise": ["mercenaries"]}, "funds": {}, "payments": {},
                                            "committed": {}}})
    marquise_attacks_eyrie(game, "yes")
    dice = events(game, "dice")[0]
    assert (dice["attacker_hits"], dice["defender_hits"]) == (3, 3)
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "riverfolk") == 0 and score(game) == 1
    assert not invariant_problems(game)


def test_enlisted_by_the_alliance_his_swords_raise_the_higher_die_it_deals_law_d_5_2_and_8_2_2():
    """Guerrilla War (8.2.2): the defending Alliance deals the higher roll, the attacker the lower. With one warrior
    the Alliance could deal one of the 3 rolled; the Arbiter's two swords raise its maximum to three."""
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "alliance": {"warrior": 1}}}, items=("sword", "sword", "boot"),
                        factions=("marquise", "alliance", "vagabond"))
    fix_dice(game, 3, 1)
    play_choices(game, "battle", "faction:alliance")
    assert expect(game, "arbiter.enlist", "alliance") == ["yes", "no"]
    play_choices(game, "yes")
    dice = events(game, "dice")[0]
    assert (dice["attacker_hits"], dice["defender_hits"]) == (1, 3)
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "alliance") == 0 and score(game) == 1


def test_enlisted_by_the_other_vagabond_his_swords_add_to_that_vagabonds_law_d_5_2_9_2_6_and_9_7():
    """With two Vagabonds, the Marquise attacks the second (a Thief with one sword) in the Arbiter's clearing: the
    Thief enlists him, and one sword and his two roll three hits (9.2.6)."""
    thief = {"character": "thief", "clearing": 9, "items": ["sword", "boot", "tea", "torch"], "quests": [],
             "ruin_items": {}}
    game = arbiter_game({9: {"marquise": {"warrior": 3}}}, items=("sword", "sword", "boot"),
                        factions=("marquise", "eyrie", "vagabond", "second_vagabond"), data={"second_vagabond": thief})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:second_vagabond")
    assert expect(game, "arbiter.enlist", "second_vagabond") == ["yes", "no"]
    play_choices(game, "yes", "item:boot:up", "item:tea:up", "item:torch:up")
    assert events(game, "dice")[0]["defender_hits"] == 3
    assert warriors(game, 9, "marquise") == 0 and score(game) == 1 and score(game, "second_vagabond") == 0


@pytest.mark.slow
@pytest.mark.parametrize("factions", VAGABOND_TABLES)
def test_random_games_with_the_arbiter_conform(factions):
    check_plugin_conformance(factions, games=4, options={"vagabond_character": "arbiter"})  # raises on a fault


def test_random_games_enlist_him():
    enlisted = 0
    for seed in range(6):
        results = check_plugin_conformance(["marquise", "eyrie", "alliance", "vagabond"], games=1, first_seed=seed,
                                           clone_games=0, options={"vagabond_character": "arbiter"})
        enlisted += len(events(results[0]["game"], "protector"))
    assert enlisted


@pytest.mark.parametrize("eyrie, swords, arbiter_score, enlists", [
    (1, ("sword",), 0, "yes"), (2, ("sword", "sword"), 5, "yes"),
    (3, ("sword",), 0, "no"),         # three warriors already roll every hit a die shows (4.3.2.II)
    (1, ("sword:damaged",), 0, "no"),  # no undamaged sword: nothing to add
    (1, ("sword",), 29, "no"),        # his point would win him the game (3.1)
])
def test_a_heuristic_defender_enlists_him_when_his_swords_add_hits_by_the_arbiters_advice(eyrie, swords,
                                                                                        arbiter_score, enlists):
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": eyrie}}}, items=(*swords, "boot"),
                        scores={"vagabond": arbiter_score})
    marquise_attacks_eyrie(game)
    assert game.pending.kind == "arbiter.enlist"
    assert {make_agent("heuristic", "eyrie", seed)(game, game.pending) for seed in range(8)} == {enlists}


def test_the_heuristic_bot_plays_the_arbiter():
    games, guessed = heuristic_vagabond_games("arbiter")  # nothing of his own to decide: the defenders enlist him
    assert all(game.state.factions["vagabond"].data["character"] == "arbiter" for game in games)
