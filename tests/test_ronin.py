"""The Ronin (Law Appendix D.8): his starting items, and Swift Strike (D.8.2): in a battle he fights, after the
dice, he may exhaust a sword for an extra hit, attacking or defending. Limits (a face-up undamaged sword, once
a battle, only his own battles, no Daylight action), the Eyrie Commander's effects beside his, random games
with him seated and the heuristic bot playing him."""
from __future__ import annotations

from collections import Counter

import pytest

from rootcore.agents import make_agent
from rootcore.rules import battle as battle_rules
from rootcore.testing import check_plugin_conformance, invariant_problems

from helpers import (VAGABOND_TABLES, events, expect, faction_scenario, fix_dice, heuristic_vagabond_games,
                     play_choices, run, warriors)


def ronin_game(clearings, items, *, current="vagabond", factions=("marquise", "eyrie", "vagabond")):
    """The Daylight of `current`, the Ronin in clearing 9 holding `items`."""
    return faction_scenario(factions, current, "daylight", clearings, {},
                            data={"vagabond": {"character": "ronin", "clearing": 9, "items": list(items)}})


def items(game) -> Counter:
    return Counter(i["item"] + (":damaged" if i["damaged"] else "") + (":exhausted" if i["exhausted"] else "")
                   for i in game.state.factions["vagabond"].data["items"])


def test_starting_items_and_no_daylight_action_law_d_8_1():
    game = faction_scenario(("marquise", "vagabond"), "vagabond", "daylight", {}, {},
                            data={"vagabond": {"character": "ronin", "forest": "f1", "items": None}})
    assert items(game) == Counter(["boot", "boot", "torch", "sword"])
    character = game.factions["vagabond"].character(game)
    assert (character.special_action, character.action_item) == ("swift_strike", "sword")
    game = ronin_game({}, ["torch", "sword", "boot"])
    assert "special" not in expect(game, "vagabond.action")  # Swift Strike is taken in battle only


def test_attacking_he_exhausts_a_second_sword_for_an_extra_hit_after_the_roll_law_d_8_2():
    game = ronin_game({9: {"marquise": {"warrior": 3}}}, ["sword", "sword", "boot"])
    fix_dice(game, 1, 0)
    play_choices(game, "battle")  # the Battle action exhausts one sword (9.5.2)
    assert expect(game, "ronin.swift_strike", "vagabond") == ["yes", "no"]
    assert events(game, "dice")  # after rolling
    play_choices(game, "yes")
    assert warriors(game, 9, "marquise") == 1  # one rolled hit and the extra one
    assert items(game) == Counter(["sword:exhausted", "sword:exhausted", "boot"])
    assert events(game, "swift_strike")[0]["clearing"] == 9
    assert not invariant_problems(game)


def test_declined_the_sword_stays_face_up_law_d_8_2():
    game = ronin_game({9: {"marquise": {"warrior": 3}}}, ["sword", "sword", "boot"])
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "no")
    assert warriors(game, 9, "marquise") == 2 and items(game)["sword"] == 1


def test_defending_he_strikes_too_even_with_no_rolled_hit_law_d_8_2():
    game = ronin_game({9: {"marquise": {"warrior": 3}}}, ["sword", "boot", "torch"], current="marquise")
    fix_dice(game, 2, 0)
    play_choices(game, "battle")  # the Marquise attacks him: one clearing, one defender
    play_choices(game, "yes", "item:boot:up", "item:torch:up")  # he takes the Marquise's two hits
    assert warriors(game, 9, "marquise") == 2  # the lower die gave him nothing: the extra hit is not capped
    assert items(game)["sword:exhausted"] == 1


def test_not_offered_without_a_face_up_undamaged_sword_law_d_8_2():
    game = ronin_game({9: {"marquise": {"warrior": 3}}}, ["sword", "sword:damaged", "boot"])
    fix_dice(game, 1, 0)
    play_choices(game, "battle")  # his one face-up sword went to the Battle action
    assert game.pending.kind != "ronin.swift_strike" and warriors(game, 9, "marquise") == 2
    assert not events(game, "swift_strike")


def test_once_a_battle_law_d_8_2():
    game = ronin_game({9: {"marquise": {"warrior": 4}}}, ["sword", "sword", "sword", "boot"])
    fix_dice(game, 0, 0)
    play_choices(game, "battle", "yes")
    assert game.pending.kind != "ronin.swift_strike" and warriors(game, 9, "marquise") == 3
    assert items(game)["sword"] == 1


def test_not_in_battles_of_others_in_his_clearing_law_d_8_2():
    game = ronin_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}}, ["sword", "boot"],
                      current="marquise")
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "faction:eyrie")
    assert game.pending.kind == "marquise.action"  # the battle is over, nothing asked of him
    assert not events(game, "swift_strike") and items(game)["sword"] == 1


def test_beside_the_eyrie_commander_s_extra_hit_law_d_8_2_and_7_8_3():
    # The Eyrie attack him with the Commander's extra hit (7.8.3); each side deals one extra hit.
    game = ronin_game({9: {"eyrie": {"warrior": 3}}}, ["sword", "boot", "torch", "tea"], current="eyrie")
    fix_dice(game, 0, 0)
    asked, fought = run(battle_rules.fight(game, "eyrie", 9, "vagabond"), ["yes", "item:torch:up"])
    assert [d.kind for d in asked] == ["ronin.swift_strike", "vagabond.take_hit"]
    assert fought.extra_hits == {"attacker": 1, "defender": 1}
    assert warriors(game, 9, "eyrie") == 2 and items(game)["torch:damaged"] == 1


def test_defending_with_sappers_both_extra_hits_count_law_d_8_2_and_4_3_3_i():
    """The Marquise attacks him; he holds crafted Sappers (an extra hit as defender). After the roll (one hit each)
    he takes Swift Strike and discards Sappers: three hits kill her three warriors; he damages one item."""
    game = faction_scenario(("marquise", "eyrie", "vagabond"), "marquise", "daylight",
                            {9: {"marquise": {"warrior": 3}}}, {},
                            data={"vagabond": {"character": "ronin", "clearing": 9,
                                               "items": ["sword", "sword", "boot"]}},
                            play_areas={"vagabond": ["sappers"]})
    fix_dice(game, 1, 1)
    play_choices(game, "battle")
    play_choices(game, "yes")
    assert expect(game, "standard.battle_effect", "vagabond") == ["sappers", "done"]
    play_choices(game, "sappers", "item:boot:up")
    assert warriors(game, 9, "marquise") == 0 and game.state.factions["vagabond"].play_area == []
    assert items(game) == Counter(["sword", "sword:exhausted", "boot:damaged"])


@pytest.mark.parametrize("first", ["attacker", "defender"])
def test_attacking_armorers_ignore_his_rolled_hits_not_his_swift_strike_law_d_8_2_and_4_3_3_i(first):
    """Attacking the Marquise, who holds Armorers: she discards it to ignore the rolled hits she takes (two), not
    his Swift Strike's extra hit, in whichever order he, the player whose turn it is, has the two sides' effects
    taken (1.1.3)."""
    game = ronin_game({9: {"marquise": {"warrior": 3}}}, ["sword", "sword", "sword", "boot", "tea"])
    game.state.factions["marquise"].play_area = [next(c for c, card in enumerate(game.cards)
                                                      if card.id == "armorers")]
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    assert expect(game, "battle.effect_order", "vagabond") == ["attacker", "defender"]
    play_choices(game, first, *(["yes", "armorers"] if first == "attacker" else ["armorers", "yes"]))
    assert warriors(game, 9, "marquise") == 2 and events(game, "swift_strike")


def test_a_vagabond_without_a_character_card_fights_with_no_character_ability():
    # A position whose Vagabond holds no character card (Law 9.3.1 not yet done): his battles run without one.
    game = ronin_game({9: {"eyrie": {"warrior": 3}}}, ["sword", "boot", "torch"], current="eyrie")
    game.state.factions["vagabond"].data["character"] = None
    fix_dice(game, 1, 0)
    asked, fought = run(battle_rules.fight(game, "eyrie", 9, "vagabond"), ["item:boot:up", "item:torch:up"])
    assert [d.kind for d in asked] == ["vagabond.take_hit"] * 2  # a hit rolled and the Commander's (7.8.3)
    assert fought.extra_hits == {"attacker": 1, "defender": 0} and items(game) == Counter(
        ["sword", "boot:damaged", "torch:damaged"])


@pytest.mark.slow
@pytest.mark.parametrize("factions", VAGABOND_TABLES)
def test_random_games_with_the_ronin_conform(factions):
    check_plugin_conformance(factions, games=4, options={"vagabond_character": "ronin"})  # raises on a fault


def test_random_games_strike():
    results = check_plugin_conformance(["marquise", "eyrie", "alliance", "vagabond"], games=3, clone_games=0,
                                       options={"vagabond_character": "ronin"})
    assert any(events(r["game"], "swift_strike") for r in results)


def test_the_heuristic_bot_plays_the_ronin():
    games, guessed = heuristic_vagabond_games("ronin")
    assert "ronin.swift_strike" not in guessed  # answered by its rule, not at random
    assert any(events(game, "swift_strike") for game in games)


def test_the_heuristic_bot_strikes_when_offered():
    game = ronin_game({9: {"marquise": {"warrior": 3}}}, ["sword", "sword", "boot"])
    play_choices(game, "battle")
    expect(game, "ronin.swift_strike")
    assert {make_agent("heuristic", "vagabond", seed)(game, game.pending) for seed in range(12)} == {"yes"}
