"""Rules tests of the Lord of the Hundreds plugin (Law 14). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`; steps of a phase are driven with `helpers.run`. Autumn clearings used below
(suit; adjacent): 1 fox (5 9 10), 2 mouse (5 6 10), 3 rabbit (6 7 11), 5 rabbit (1 2), 6 fox, 1 ruin (2 3 11),
8 fox (4 7), 9 mouse (1 4 12), 10 rabbit, 1 ruin (1 2 12), 11 mouse, 1 ruin (3 6 12), 12 fox, 1 ruin (4 7 9 10 11).
Corners 1-3 and 2-4 are opposite.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.agents import make_agent
from rootcore.content import ContentError
from rootcore.rules import battle, move, pieces
from rootcore.rules.rule import ruled_by, rules
from rootcore.testing import check_plugin_conformance

from conftest import install_variant_faction, variant_board
from helpers import (coffin_makers_place, events, expect, faction_scenario, fix_dice, hireling_scenario,
                     hundreds_data, no_problems, play_choices, play_until, played_from_the_command_line, run,
                     saved_loaded_and_rendered)

BASE = ("marquise", "eyrie", "alliance", "vagabond")


# -- helpers ------------------------------------------------------------------------------------------------

def hundreds_game(clearings=None, *, current=None, phase="daylight", factions=("marquise", "hundreds"),
                  warlord=None, mood="stubborn", hoard=None, hands=None, data=None, **extra):
    """A position with the warlord in clearing `warlord` (one of the Hundreds warriors there), the mood and Hoard as
    given, no items under the ruins unless `data` gives them; the Eyrie lead as the Commander, the Vagabond is the
    Thief. By default in the Marquise's Daylight, waiting on her, for steps of the Hundreds driven with `run`."""
    mine = {"mood": mood, "hoard": {"command": [], "prowess": [], **(hoard or {})}, "ruin_items": {}}
    if warlord is not None:
        mine["warlord"] = warlord
    if current is None:  # a Marquise warrior in corner 4 gives her a March to wait on (6.5.2)
        current, clearings = "marquise", {4: {"marquise": {"warrior": 1}}, **(clearings or {})}
    return faction_scenario(factions, current, phase, clearings, {"hundreds": mine}, hands=hands, data=data, **extra)


def hd(game):
    return game.state.factions["hundreds"]


def component(game):
    return game.factions["hundreds"]


def warriors(game, clearing, faction="hundreds"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def mobs(game):
    return component(game).mob_clearings(game)


def fix_mob_die(game, *suits):
    """The next rolls of the mob die show `suits`."""
    faces = component(game).board.data["mob_die"]
    queue = [faces.index(suit) for suit in suits]
    real = game.state.rng.randrange
    game.state.rng.randrange = lambda n, *rest: queue.pop(0) if queue else real(n, *rest)


def fs_hand(game, faction):
    return game.state.factions[faction].hand


# -- the board ---------------------------------------------------------------------------------------------------

def test_the_board_has_twenty_warriors_a_warlord_six_strongholds_and_five_mobs_law_b_4_and_14_2_2():
    game = rootcore.new_game({"factions": ["marquise", "hundreds"], "seed": 1})
    board = component(game).board
    assert {k: p.count for k, p in board.pieces.items()} == {"warrior": 21, "stronghold": 6, "mob": 5}
    assert board.reach == 9 and board.setup_order == "I" and board.crafting_piece == "stronghold"
    # Before setup the warlord is on the board: neither in the supply nor on the map.
    assert hd(game).supply["warrior"] + component(game).pieces_held(game)["warrior"] + sum(
        warriors(game, c) for c in game.state.clearings) == 21


def test_a_starting_mood_that_is_no_mood_is_refused_by_file_and_field(tmp_path):
    from rootcore_plugins.hundreds import Hundreds
    from types import SimpleNamespace
    from rootcore.content import load_faction_board
    path = variant_board(tmp_path, "hundreds", ('starting_mood = "stubborn"', 'starting_mood = "grumpy"'))
    with pytest.raises(ContentError, match=r"\$\.data\.starting_mood"):
        Hundreds(SimpleNamespace(id="hundreds", content=str(path)), load_faction_board(path))


def test_a_mood_showing_an_item_of_no_track_is_refused_by_file_and_field_law_14_4_4(tmp_path):
    from rootcore_plugins.hundreds import Hundreds
    from types import SimpleNamespace
    from rootcore.content import load_faction_board
    path = variant_board(tmp_path, "hundreds", ('stubborn = "crossbow"', 'stubborn = "crosbow"'))
    with pytest.raises(ContentError, match=r"\$\.data\.moods\.stubborn: 'crosbow' is on neither Hoard track"):
        Hundreds(SimpleNamespace(id="hundreds", content=str(path)), load_faction_board(path))


# -- setup (Law 14.3) --------------------------------------------------------------------------------------------

def test_setup_warlord_four_warriors_and_a_stronghold_opposite_a_corner_r_items_under_ruins_stubborn_law_14_3():
    game = rootcore.new_game({"factions": ["marquise", "hundreds"], "seating": ["hundreds", "marquise"], "seed": 1})
    play_choices(game, "clearing:1")  # the Keep in corner 1
    play_until(game, "hundreds")  # 14.3.1: the one corner opposite the Marquise's is taken unasked
    placed = [(e["piece"], e["count"]) for e in events(game, "placed") if e["faction"] == "hundreds"]
    assert placed[:3] == [("warrior", 1), ("warrior", 4), ("stronghold", 1)]  # the warlord first
    cl = game.state.clearings[3]  # then the first Birdsong recruits two (14.4.2), and asks for a mood
    assert warriors(game, 3) == 7 and cl.count("hundreds", "stronghold") == 1 and hd(game).data["warlord"] == 3
    # 14.3.2: the four "R" items, one under each ruin, out of the box; 14.3.3: Stubborn.
    assert sorted(i for items in game.state.ruin_items.values() for i in items) == ["bag", "boot", "hammer", "sword"]
    assert all(len(game.state.ruin_items[c]) == 1 for c in (6, 10, 11, 12)) and hd(game).data["box"] == {}
    assert hd(game).data["mood"] == "stubborn"
    no_problems(game)


def test_with_the_vagabond_the_r_items_are_put_under_the_ruins_once_law_14_3_2():
    game = rootcore.new_game({"factions": ["vagabond", "hundreds"], "seed": 2})
    while not events(game, "turn"):  # through both setups: the Vagabond (D) first, then the Hundreds (G)
        game.choose(game.pending.option_ids[0])
    assert sorted(len(items) for items in game.state.ruin_items.values()) == [1, 1, 1, 1]
    assert hd(game).data["box"] == {"bag": 1, "boot": 1, "hammer": 1, "sword": 1}  # left in the box
    assert hd(game).data["per_ruin"] == 1


# -- the warlord (Law 14.2.2) ------------------------------------------------------------------------------------

def test_effects_outside_battle_cannot_remove_the_warlord_law_14_2_2():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}}}, warlord=5)
    removal = pieces.remove(game, "hundreds", "warrior", 5, 3, "marquise", "effect")
    assert removal.counts == {"warrior": 2} and warriors(game, 5) == 1 and hd(game).data["warlord"] == 5
    assert pieces.remove(game, "hundreds", "warrior", 5, 1, "marquise", "effect") is None
    assert pieces.free_warriors(game, "hundreds", 5) == 0
    assert pieces.enemy_warriors(game, "marquise", 5, "hundreds") == 0
    no_problems(game)


def test_a_faction_without_fixed_warriors_loses_every_warrior_to_an_effect():
    game = hundreds_game({5: {"marquise": {"warrior": 3}}})
    assert pieces.free_warriors(game, "marquise", 5) == 3
    assert pieces.remove(game, "marquise", "warrior", 5, 3, "hundreds", "effect").counts == {"warrior": 3}


def test_a_revolt_leaves_the_warlord_law_14_2_2_and_8_4_1():
    game = hundreds_game({5: {"hundreds": {"warrior": 2}, "alliance": {"sympathy": 1}}},
                         factions=("marquise", "alliance", "hundreds"), warlord=5)
    removals = run(game.factions["hundreds"].full_removal(game, 5, "alliance", "revolt"))[1]
    assert removals[0].counts == {"warrior": 1} and warriors(game, 5) == 1 and hd(game).data["warlord"] == 5


def test_the_lizard_cult_cannot_convert_the_warlord_law_14_2_2_and_10_4_3_ii():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 10: {"hundreds": {"warrior": 2}}},
                         factions=("marquise", "lizard", "hundreds"), warlord=5, data={"lizard": {"outcast": "rabbit"}})
    assert game.factions["lizard"].convert_clearings(game) == [4, 10]  # 4: the Marquise's warrior


def test_the_vagabond_cannot_strike_the_warlord_law_14_2_2_and_9_5_6():
    game = hundreds_game({5: {"hundreds": {"warrior": 1, "stronghold": 1}}},
                         factions=("marquise", "vagabond", "hundreds"),
                         warlord=5, data={"vagabond": {"clearing": 5}})
    assert game.factions["vagabond"]._strike_targets(game, 5) == []


def test_false_orders_cannot_move_the_warlord_law_14_2_2():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 10: {"hundreds": {"warrior": 3}}}, warlord=10,
                         deck="exiles")
    deck = game.deck
    assert sorted(deck._false_orders_targets(game, "marquise")["hundreds"]) == [5, 10]
    game.state.factions["hundreds"].data["warlord"] = 5
    assert sorted(deck._false_orders_targets(game, "marquise")["hundreds"]) == [10]  # 5 holds the warlord alone


def test_the_vagabond_moves_allied_warriors_but_never_the_warlord_law_14_2_2_and_9_2_9():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}}}, factions=("marquise", "vagabond", "hundreds"),
                         warlord=5, data={"vagabond": {"clearing": 5, "relationships": {"hundreds": "allied"}}})
    moves = run(game.factions["vagabond"].move_pawn(game, 1, None, "vagabond.move"), ["ally:hundreds", "count:2"])[0]
    assert moves[-1].option_ids == ["count:1", "count:2"]  # three warriors, one the warlord
    assert warriors(game, 1) == 2 and warriors(game, 5) == 1 and hd(game).data["warlord"] == 5


def test_in_battle_the_hundreds_choose_whether_the_warlord_takes_a_hit_law_14_2_2_and_4_3_4():
    for answer, warlord in (("warriors", 5), ("warlord", None)):
        game = hundreds_game({5: {"hundreds": {"warrior": 3}}}, warlord=5, mood="bitter")
        asked, removals = run(component(game).take_hits(game, 5, 1, "marquise", "battle"), [answer])
        assert asked[0].kind == "hundreds.hit_warlord" and warriors(game, 5) == 2
        assert hd(game).data["warlord"] == warlord
        no_problems(game)


def test_a_battle_removing_every_warrior_takes_the_warlord_and_anoint_brings_him_back_law_14_2_2_and_14_4_3():
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}, 10: {"hundreds": {"warrior": 2}}}, warlord=5,
                         mood="bitter")
    run(component(game).take_hits(game, 5, 3, "marquise", "battle"))
    assert warriors(game, 5) == 0 and hd(game).data["warlord"] is None
    assert component(game).pieces_held(game) == {"warrior": 1}
    no_problems(game)
    asked = run(component(game)._anoint(game))[0]  # 14.4.3: replaces the one Hundreds warrior left
    assert asked[0].option_ids == ["clearing:10"] and hd(game).data["warlord"] == 10 and warriors(game, 10) == 2
    assert hd(game).supply["warrior"] == 21 - 2
    no_problems(game)


def test_the_warlord_removed_in_battle_leaves_coffin_makers_and_goes_back_to_the_board_law_14_2_2_and_g_1_22():
    """Law 14.2.2: the warlord removed goes back to the Hundreds' board, not onto Coffin Makers (G.1.22) with the
    other removed warriors: exactly one warrior comes off the card for him."""
    game = hundreds_game({5: {"hundreds": {"warrior": 3}}}, warlord=5, mood="bitter", deck="exiles",
                         play_areas={"marquise": ["coffin_makers"]})
    run(component(game).take_hits(game, 5, 3, "marquise", "battle"))
    assert warriors(game, 5) == 0 and hd(game).data["warlord"] is None
    assert pieces.held_pieces(game, coffin_makers_place(game, "marquise")) == {"hundreds": {"warrior": 2}}
    assert component(game).pieces_held(game) == {"warrior": 1}
    no_problems(game)


def test_the_warrior_anoint_replaces_goes_onto_coffin_makers_law_14_4_3_and_g_1_21():
    """Law 14.4.3: the warlord replaces a Hundreds warrior, a removal then a placement (G.1.21); the warrior removed
    would return to the supply (G.1.22), so with Coffin Makers (Exiles and Partisans deck) in play it goes onto
    the card instead."""
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}}, deck="exiles", play_areas={"marquise": ["coffin_makers"]})
    supply = hd(game).supply["warrior"]
    asked = run(component(game)._anoint(game))[0]
    assert asked[0].option_ids == ["clearing:5"] and hd(game).data["warlord"] == 5 and warriors(game, 5) == 2
    assert pieces.held_pieces(game, coffin_makers_place(game, "marquise")) == {"hundreds": {"warrior": 1}}
    assert hd(game).supply["warrior"] == supply and component(game).pieces_held(game) == {"warrior": 0}
    no_problems(game)


def test_anoint_places_the_warlord_anywhere_without_hundreds_warriors_law_14_4_3():
    game = hundreds_game({5: {"hundreds": {"stronghold": 1}}})
    asked = run(component(game)._anoint(game), ["clearing:8"])[0]
    assert len(asked[0].options) == 12 and warriors(game, 8) == 1 and hd(game).data["warlord"] == 8
    no_problems(game)


def test_a_command_move_from_the_warlords_clearing_says_whether_he_goes_law_14_2_2_and_4_2():
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}}, warlord=5)
    asked = run(component(game).take_move(game, "hundreds.move"), ["clearing:5", "clearing:1", "count:1"])[0]
    assert asked[-1].option_ids == ["count:1", "warlord:1", "warlord:2"]
    assert hd(game).data["warlord"] == 5 and warriors(game, 1) == 1
    run(component(game).take_move(game, "hundreds.move"), ["clearing:5", "clearing:1", "warlord:1"])
    assert hd(game).data["warlord"] == 1 and warriors(game, 1) == 2 and warriors(game, 5) == 0
    no_problems(game)


def test_hits_beyond_the_warriors_go_to_buildings_in_the_same_removal_law_4_3_4_and_14_2_2():
    """Law 4.3.4: hits left after the last warrior remove buildings, reported in one removal with the warriors."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1, "stronghold": 1}}, 10: {"hundreds": {"warrior": 1}}},
                         warlord=10)
    removals = run(component(game).take_hits(game, 5, 2, "marquise", "battle"))[1]
    assert [r.counts for r in removals] == [{"warrior": 1, "stronghold": 1}]


def test_losing_every_warrior_away_from_the_warlord_leaves_him_on_the_map_law_14_2_2():
    """Law 14.2.2: only the last warrior of the warlord's own clearing takes him."""
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}, 10: {"hundreds": {"warrior": 2}}}, warlord=10)
    run(component(game).take_hits(game, 5, 2, "marquise", "battle"))
    assert warriors(game, 5) == 0 and hd(game).data["warlord"] == 10
    assert component(game).pieces_held(game) == {"warrior": 0}
    no_problems(game)


# -- the Hoard, Contempt for Trade, Looters (Law 14.2.3-14.2.5) ---------------------------------------------------

def test_the_hoard_has_a_command_track_and_a_prowess_track_law_14_2_4():
    game = hundreds_game()
    for item in ("crossbow", "boot", "tea", "bag", "sword", "coins", "hammer"):
        run(component(game).gain(game, item))
    assert hd(game).data["hoard"] == {"command": ["boot", "bag", "coins"], "prowess": ["crossbow", "tea", "sword",
                                                                                       "hammer"]}
    assert hd(game).score == 0  # none lost to a full track (14.2.4.I)
    no_problems(game)


def test_command_and_prowess_follow_the_items_on_each_track_law_14_2_4_ii():
    game = hundreds_game()
    values = []
    for n in range(5):
        hd(game).data["hoard"]["prowess"] = ["sword"] * n
        values.append(component(game).value(game, "prowess"))
    assert values == [1, 2, 2, 3, 4] and component(game).value(game, "command") == 1


def test_an_item_gained_for_a_full_track_or_one_of_the_track_is_removed_for_a_point_law_14_2_4_i():
    game = hundreds_game(hoard={"command": ["boot", "bag", "coins", "boot"]})
    asked = run(component(game).gain(game, "bag"), ["item:coins"])[0]
    assert asked[0].option_ids == ["item:bag", "item:boot", "item:coins"]
    assert hd(game).data["hoard"]["command"] == ["boot", "bag", "boot", "bag"]
    assert game.state.removed_items == {"coins": 1} and hd(game).score == 1
    run(component(game).gain(game, "sword"))  # room on the other track
    assert hd(game).data["hoard"]["prowess"] == ["sword"]
    no_problems(game)


def test_the_item_gained_for_a_full_track_is_held_while_the_hundreds_choose_law_14_2_4_i():
    """Law 14.2.4.I: the Hoard holds its items; while the Hundreds choose which to remove for a full track, the
    gained item is counted with them (items are conserved), and after the choice only the Hoard is."""
    game = hundreds_game(hoard={"command": ["boot", "bag", "coins", "boot"]})
    assert component(game).items_held(game) == {"boot": 2, "bag": 1, "coins": 1}
    choice = component(game).gain(game, "bag")
    decision = next(choice)
    assert component(game).items_held(game) == {"boot": 2, "bag": 2, "coins": 1}
    with pytest.raises(StopIteration):
        choice.send(decision.option("item:coins"))
    assert component(game).items_held(game) == {"boot": 2, "bag": 2}


@pytest.mark.parametrize("answer", ["take", "remove"])
def test_contempt_for_trade_takes_the_item_for_nothing_or_removes_it_for_its_points_law_14_2_3(answer):
    """Crafted in Daylight's first step by activating two strongholds (Law 14.2.1, 14.5.1)."""
    game = hundreds_game({8: {"hundreds": {"warrior": 1, "stronghold": 2}}}, warlord=8, hands={"hundreds": ["sword"]},
                         current="hundreds")
    play_choices(game, f"craft:{hd(game).hand[0]}", answer)
    if answer == "take":
        assert hd(game).data["hoard"]["prowess"] == ["sword"] and hd(game).score == 0
    else:
        assert game.state.removed_items == {"sword": 1} and hd(game).score == 2
    assert hd(game).crafted_items == []  # a Hoard instead of a Crafted Items box (14.2.4)
    no_problems(game)


@pytest.mark.parametrize("answer", ["take", "remove"])
def test_contempt_for_trade_still_scores_master_engravers_and_feeds_murine_broker_law_14_2_3(answer):
    """Law 14.2.3: the listed points only for an item removed, but extra crafting points (Master Engravers,
    Exiles and Partisans deck) either way; an item crafted is crafted, so another player's Murine Broker draws."""
    game = hundreds_game({8: {"hundreds": {"warrior": 1, "stronghold": 2}}}, warlord=8, hands={"hundreds": ["sword"],
                         "marquise": []}, current="hundreds", deck="exiles", deck_top=["anvil"],
                         play_areas={"hundreds": ["master_engravers"], "marquise": ["murine_broker"]})
    play_choices(game, f"craft:{hd(game).hand[0]}", answer)
    assert hd(game).score == (3 if answer == "remove" else 1)
    assert "Master Engravers" in [e["reason"] for e in events(game, "scored")]
    assert [game.cards[c].id for c in game.state.factions["marquise"].hand] == ["anvil"]
    no_problems(game)


def test_propaganda_bureau_cannot_replace_the_warlord_law_14_2_2():
    """Law 14.2.2: the warlord cannot be removed outside battle, so Propaganda Bureau (a removal, then a
    placement: G.1.21) finds no warrior to replace where he stands alone, and only the others elsewhere."""
    game = hundreds_game({8: {"hundreds": {"warrior": 1}}, 9: {"hundreds": {"warrior": 2}}}, warlord=8,
                         deck="exiles", play_areas={"marquise": ["propaganda_bureau"]},
                         hands={"marquise": ["ambush_fox", "ambush_mouse"]})
    assert game.deck._propaganda_targets(game, "marquise") == {9: ["hundreds"]}
    game.state.clearings[9].warriors["hundreds"] = 1
    game.state.clearings[9].warriors_changed()
    hd(game).data["warlord"] = 9  # now alone in 9, and the warrior in 8 is a common one
    assert game.deck._propaganda_targets(game, "marquise") == {8: ["hundreds"]}


def looting(mood="stubborn", ruler_warriors=3):
    game = hundreds_game({5: {"hundreds": {"warrior": ruler_warriors}, "marquise": {"sawmill": 1}}}, warlord=5,
                         mood=mood, current="hundreds")
    game.state.factions["marquise"].crafted_items = ["boot", "tea"]
    game.state.item_supply["boot"] -= 1
    game.state.item_supply["tea"] -= 1
    return game


def test_looters_deal_no_rolled_hits_and_take_an_item_when_they_rule_after_the_battle_law_14_2_5():
    game = looting()
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "yes", "item:tea")
    # No rolled hits; the defenseless Marquise takes an extra hit (4.3.3.II) on her sawmill.
    assert game.state.clearings[5].count("marquise", "sawmill") == 0 and hd(game).score == 1
    assert game.state.factions["marquise"].crafted_items == ["boot"] and hd(game).data["hoard"]["prowess"] == ["tea"]
    assert "looting" not in hd(game).data
    no_problems(game)


def test_looters_deal_no_rolled_hits_to_warriors_either_law_14_2_5():
    game = looting(ruler_warriors=4)
    game.state.clearings[5].warriors["marquise"] = 2
    game.state.clearings[5].warriors_changed()
    game.state.factions["marquise"].supply["warrior"] -= 2
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "yes", "item:boot")  # 4 rule against 2 warriors and a sawmill
    assert warriors(game, 5, "marquise") == 2 and game.state.clearings[5].count("marquise", "sawmill") == 1
    assert game.state.factions["marquise"].crafted_items == ["tea"] and hd(game).data["hoard"]["command"] == ["boot"]
    assert "looting" not in hd(game).data
    no_problems(game)


def test_looters_are_not_offered_against_a_defender_without_crafted_items_law_14_2_5():
    game = hundreds_game({5: {"hundreds": {"warrior": 2}, "marquise": {"warrior": 1}}}, warlord=5)
    fix_dice(game, 0, 0)
    asked = run(component(game).take_battle(game, "hundreds.battle"), ["clearing:5"])[0]
    assert [d.kind for d in asked] == ["hundreds.battle.clearing", "hundreds.battle.defender"]
    assert events(game, "battle")


def test_looters_take_nothing_unless_they_rule_the_clearing_after_the_battle_law_14_2_5():
    game = looting()
    game.state.clearings[5].warriors["marquise"] = 3  # a tie: no one rules
    game.state.clearings[5].warriors_changed()
    game.state.factions["marquise"].supply["warrior"] -= 3
    fix_dice(game, 0, 0)
    play_choices(game, "battle", "yes")
    assert game.state.factions["marquise"].crafted_items == ["boot", "tea"] and hd(game).data["hoard"]["prowess"] == []
    assert game.pending.kind != "hundreds.loot.item"
    no_problems(game)


# -- Birdsong (Law 14.4) -------------------------------------------------------------------------------------------

def test_raze_removes_enemy_buildings_and_tokens_takes_the_ruins_item_then_the_mob_die_spreads_law_14_4_1():
    game = hundreds_game({12: {"hundreds": {"mob": 1}, "marquise": {"warrior": 2, "sawmill": 1, "wood": 1}}},
                         data={"hundreds": {"ruin_items": {"12": ["hammer"]}}})
    fix_mob_die(game, "mouse")  # 9 and 11 are mouse clearings next to 12
    asked = run(component(game)._raze(game), ["clearing:11"])[0]
    cl = game.state.clearings[12]
    assert cl.buildings == [] and cl.tokens == [("hundreds", "mob")] and cl.warriors == {"marquise": 2}
    assert hd(game).score == 2 and hd(game).data["hoard"]["prowess"] == ["hammer:ruin"]  # 3.2.1; an "R" item
    assert cl.ruins == 0 and 12 not in game.state.ruin_items  # the ruin went with its last item
    assert asked[0].option_ids == ["clearing:7", "clearing:9", "clearing:11"]
    assert mobs(game) == [11, 12]
    no_problems(game)


def test_the_mob_die_places_nothing_without_a_matching_clearing_next_to_a_mob_law_14_4_1():
    game = hundreds_game({5: {"hundreds": {"mob": 1}}})
    fix_mob_die(game, "fox")  # 5 touches 1 (fox) and 2 (mouse)
    fix_mob_die(game, "rabbit")
    assert run(component(game)._raze(game))[0] == [] and mobs(game) == [5]
    assert events(game, "mob_die")[-1]["suit"] == "rabbit"


def test_with_two_items_under_a_ruin_the_hundreds_choose_but_not_an_r_item_they_hold_law_9_7_3():
    game = hundreds_game({12: {"hundreds": {"mob": 1}}}, hoard={"prowess": ["sword:ruin"]},
                         data={"hundreds": {"ruin_items": {"12": ["sword", "boot"]}, "per_ruin": 2}})
    fix_mob_die(game, "rabbit")
    run(component(game)._raze(game), ["clearing:10"])  # the ruin holds sword and boot: the sword is not allowed
    assert hd(game).data["hoard"]["command"] == ["boot:ruin"] and game.state.ruin_items[12] == ["sword"]
    assert game.state.clearings[12].ruins == 1  # an item is left under it


def test_a_ruin_still_holding_an_item_is_not_removed_nor_announced_removed_law_2_2_4():
    # Razing takes one of the two items under the ruin in 12: one is left, so the ruin stays (2.2.4: only an
    # instruction removes ruins, and the last item taken is what takes this one), and the log says nothing of it.
    game = hundreds_game({12: {"hundreds": {"mob": 1}}},
                         data={"hundreds": {"ruin_items": {"12": ["sword", "sword"]}, "per_ruin": 2}})
    fix_mob_die(game, "rabbit")
    run(component(game)._raze(game), ["clearing:10"])
    assert game.state.ruin_items[12] == ["sword"] and game.state.clearings[12].ruins == 1
    assert not events(game, "ruin_removed")


@pytest.mark.parametrize("items, hoard, taken", [
    (["sword", "sword"], {}, ["sword:ruin"]),  # the same kind twice: no choice
    (["sword", "boot"], {"prowess": ["sword:ruin"], "command": ["boot:ruin"]}, []),  # both kinds held: nothing
])
def test_with_hands_concealed_two_ruin_items_are_asked_about_even_without_a_choice_law_9_7_3_and_1_2(items, hoard,
                                                                                                  taken):
    # Only the Hundreds look at the two items (9.7.3). They were asked to choose only when the ruin offered two
    # kinds they might take, so every other player, seeing "hundreds.raze.item" come or not, learnt whether the item
    # left under the ruin was of the kind taken (or one in the Hoard). With hands concealed the question comes
    # whenever two items are looked at; without, a question with one answer is still skipped.
    for concealed in (True, False):
        game = hundreds_game({12: {"hundreds": {"mob": 1}}}, hoard=hoard, options={"conceal_hands": concealed},
                             data={"hundreds": {"ruin_items": {"12": list(items)}, "per_ruin": 2}})
        fix_mob_die(game, "rabbit")
        asked = run(component(game)._raze(game), ["clearing:10"])[0]
        raze = [d for d in asked if d.kind == "hundreds.raze.item"]
        assert len(raze) == (1 if concealed else 0) and all(d.always_ask and d.about == {"ruin": 12} for d in raze)
        gained = [e for track in ("command", "prowess") for e in hd(game).data["hoard"][track]]
        assert sorted(gained) == sorted([*hoard.get("command", []), *hoard.get("prowess", []), *taken])
        assert len(game.state.ruin_items[12]) == 2 - len(taken)


def test_recruit_places_prowess_warriors_by_the_warlord_and_one_per_stronghold_law_14_4_2():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 8: {"hundreds": {"stronghold": 2}}}, warlord=5,
                         hoard={"prowess": ["sword", "tea", "hammer"]})
    run(component(game)._recruit(game))
    assert warriors(game, 5) == 4 and warriors(game, 8) == 2


def test_choose_mood_offers_other_moods_whose_item_is_not_in_the_hoard_law_14_4_4():
    game = hundreds_game(mood="wrathful", hoard={"command": ["boot"], "prowess": ["crossbow"]})
    asked = run(component(game)._choose_mood(game), ["mood:rowdy"])[0]
    assert asked[0].option_ids == ["mood:bitter", "mood:grandiose", "mood:lavish", "mood:relentless", "mood:rowdy"]
    assert hd(game).data["mood"] == "rowdy"


def test_lavish_stays_when_every_other_mood_is_forbidden_law_14_4_4():
    game = hundreds_game(mood="lavish", hoard={"command": ["boot", "bag", "coins"],
                                               "prowess": ["hammer", "tea", "sword", "crossbow"]})
    assert run(component(game)._choose_mood(game))[0] == [] and hd(game).data["mood"] == "lavish"


def test_lavish_chosen_in_birdsong_acts_at_its_end_law_14_7_4():
    """Law 14.7.4: once chosen (14.4.4), Lavish is offered before Daylight."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}}, warlord=5, hoard={"command": ["boot"]},
                         current="hundreds", phase="birdsong")
    play_choices(game, "mood:lavish")
    assert expect(game, "hundreds.lavish") == ["item:boot", "done"]


@pytest.mark.parametrize("first", ["effect:deck:exiles", "effect:faction:hundreds"])
def test_lavish_and_the_eyrie_emigre_both_at_the_end_of_birdsong_in_the_players_order_law_14_7_4_and_1_1_3(first):
    """Lavish acts at the end of the Hundreds' Birdsong (14.7.4), as does the Eyrie Emigre (Exiles and Partisans
    deck): the two are simultaneous, so the Hundreds order them (1.1.3). The Emigre first moves the warlord and
    battles, and Lavish then places by him in his new clearing; Lavish first places the warriors that may then
    move with him."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}}, warlord=5,
                         hoard={"command": ["boot"]}, current="hundreds", phase="birdsong", deck="exiles",
                         play_areas={"hundreds": ["eyrie_emigre"]}, hands={"hundreds": []})
    play_choices(game, "mood:lavish")
    assert sorted(expect(game, "turn.effect_order", "hundreds")) == ["effect:deck:exiles", "effect:faction:hundreds"]
    play_choices(game, first)
    fix_dice(game, 0, 0)  # no hits either way
    assert warriors(game, 5) == 2  # the warlord and the warrior Recruit placed by him (14.4.2)
    if first == "effect:deck:exiles":
        play_choices(game, "warlord:1")  # to 1, the one destination: the warlord alone, then a battle there
        play_choices(game, "item:boot")  # Lavish: two warriors by the warlord, now in 1 (the Hoard is empty)
        assert warriors(game, 1) == 3 and warriors(game, 5) == 1
    else:
        play_choices(game, "item:boot")  # two warriors by the warlord in 5
        play_choices(game, "warlord:4")  # then all four move to 1 with him and battle there
        assert warriors(game, 1) == 4 and warriors(game, 5) == 0
    assert hd(game).data["warlord"] == 1 and game.state.phase == "daylight"
    no_problems(game)


def test_lavish_alone_at_the_end_of_birdsong_when_the_exiles_cards_held_do_nothing_there_law_14_7_4_and_1_1_3():
    """The Hundreds hold Exiles and Partisans cards that do nothing at the end of Birdsong (Tunnels; Saboteurs, used
    only at its start): Lavish is the one effect there, so no order is asked (1.1.3)."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}}, warlord=5,
                         hoard={"command": ["boot"]}, current="hundreds", phase="birdsong", deck="exiles",
                         play_areas={"hundreds": ["tunnels", "saboteurs"], "marquise": ["soup_kitchens"]},
                         hands={"hundreds": []})
    assert len(expect(game, "exiles.birdsong", "hundreds")) == 2  # Saboteurs on the Soup Kitchens, or done
    play_choices(game, "done", "mood:lavish")
    assert expect(game, "hundreds.lavish", "hundreds") == ["item:boot", "done"]


def test_royal_claim_comes_before_lavish_at_the_end_of_birdsong_law_14_7_4_and_1_4_1():
    """Royal Claim may be used at any time in Birdsong, and Lavish acts at its end, which comes after everything else
    in the phase (1.4.1): the claim cannot follow Lavish. Before Lavish the Hundreds rule nothing (two Marquise
    warriors against the warlord and one recruit), so the claim is not offered; Lavish's two warriors then take
    clearing 5, too late for it."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "marquise": {"warrior": 2}}}, warlord=5,
                         hoard={"command": ["boot"]}, current="hundreds", phase="birdsong",
                         play_areas={"hundreds": ["royal_claim"]}, hands={"hundreds": []})
    play_choices(game, "mood:lavish")
    assert warriors(game, 5) == 2 and not ruled_by(game, "hundreds")  # the warlord and Recruit's one warrior
    play_choices(game, "item:boot")  # Lavish, the one effect at the end: no order asked, no claim before it
    assert warriors(game, 5) == 4 and ruled_by(game, "hundreds") == [5]
    assert game.state.phase == "daylight" and hd(game).score == 0 and len(hd(game).play_area) == 1
    no_problems(game)


def test_lavish_removes_items_for_two_warriors_each_by_the_warlord_law_14_7_4():
    """Law 14.7.4: an item removed for good, two warriors by the warlord, the track shifted to the left."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}}, warlord=5, mood="lavish",
                         hoard={"command": ["boot", "bag"]})
    run(component(game)._lavish(game), ["item:boot", "done"])
    assert warriors(game, 5) == 3 and hd(game).data["hoard"]["command"] == ["bag"]
    assert game.state.removed_items == {"boot": 1}
    no_problems(game)


@pytest.mark.parametrize("case, placed", [("room", 2), ("sealed", 0), ("one_left", 1), ("no_warlord", 0)])
def test_lavish_places_as_many_warriors_as_it_can_and_says_so_law_14_7_4_and_1_5_4(case, placed):
    """A removal places two warriors by the warlord, or the most possible (1.5.4), and the question says how many:
    none in his clearing sealed (D.6.2); one with 19 warriors in clearing 9 and one left in the supply; none with the
    warlord off the map (removed in battle, 14.2.2). The item goes all the same: it frees the moods it forbade
    (14.4.4), so the question stays."""
    clearings = {5: {"hundreds": {"warrior": 1}}, **({9: {"hundreds": {"warrior": 19}}} if case == "one_left" else {})}
    game = hundreds_game(clearings, warlord=5, mood="lavish", hoard={"command": ["boot"]},
                         **({"sealed": {5: "torch"}} if case == "sealed" else {}))
    if case == "no_warlord":  # the warlord taken off the map, held apart from the supply
        hd(game).data["warlord"] = None
        hd(game).supply["warrior"] -= 1
    asked = run(component(game)._lavish(game), ["item:boot"])[0]
    assert asked[0].about == {"warriors": placed} and f"for {placed} warrior(s)" in asked[0].prompt
    assert warriors(game, 5) == 1 + placed and hd(game).data["hoard"]["command"] == []
    no_problems(game)


# -- Daylight (Law 14.5) -------------------------------------------------------------------------------------------

def test_command_allows_as_many_actions_as_the_command_then_advance_as_many_as_the_prowess_law_14_5():
    game = hundreds_game({5: {"hundreds": {"warrior": 4}}}, warlord=5, hoard={"prowess": ["sword"]},
                         current="hundreds")
    assert expect(game, "hundreds.command") == ["move", "end"]  # Command 1
    play_choices(game, "move", "clearing:1", "count:1")
    assert warriors(game, 1) == 1 and warriors(game, 5) == 3  # the Command action was one move (14.5.2.I)
    assert expect(game, "hundreds.advance") == ["advance", "end"]  # Command spent; Prowess 2
    play_choices(game, "advance", "clearing:5", "clearing:2", "warlord:2")  # "you may move": the origin is asked
    assert hd(game).data["warlord"] == 2 and warriors(game, 2) == 2 and warriors(game, 5) == 1
    play_choices(game, "advance", "clearing:2", "clearing:5", "warlord:1")
    assert hd(game).data["warlord"] == 5 and len([e for e in events(game, "moved") if e["faction"] == "hundreds"]) == 3
    assert game.pending.kind != "hundreds.advance"  # both Advances taken


def test_grandiose_advances_the_warlord_before_commanding_law_14_7_2():
    """Law 14.7.2: Advance the Warlord (14.5.3) comes before Command the Hundreds (14.5.2)."""
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}}, warlord=5, mood="grandiose", current="hundreds")
    assert expect(game, "hundreds.advance") == ["advance", "end"]
    play_choices(game, "end")
    assert expect(game, "hundreds.command") == ["move", "end"]


def test_build_spends_a_matching_card_for_a_stronghold_where_the_hundreds_rule_law_14_5_2_iii():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 1: {"hundreds": {"warrior": 1}}}, warlord=5,
                         hands={"hundreds": ["ambush_rabbit"]}, current="hundreds")
    assert component(game).build_spots(game) == [5]  # rabbit, ruled; 1 is fox
    play_choices(game, "build")
    assert game.state.clearings[5].count("hundreds", "stronghold") == 1
    assert [game.cards[c].id for c in game.state.discard] == ["ambush_rabbit"]


def test_advance_moves_the_warlord_then_battles_in_his_clearing_relentless_once_more_law_14_5_3_and_14_7_5():
    game = hundreds_game({5: {"hundreds": {"warrior": 4}}, 1: {"marquise": {"warrior": 1}}}, warlord=5,
                         mood="relentless", current="hundreds")
    fix_dice(game, 0, 0, 0, 0)
    play_choices(game, "end", "advance", "clearing:5", "clearing:1", "warlord:3", "clearing:1")
    assert expect(game, "hundreds.relentless") == ["move", "battle", "pass"]
    play_choices(game, "battle")
    assert len(events(game, "battle")) == 2 and hd(game).data["warlord"] == 1


def test_advance_without_relentless_battles_once_law_14_5_3():
    game = hundreds_game({5: {"hundreds": {"warrior": 4}}, 1: {"marquise": {"warrior": 2}}}, warlord=5,
                         current="hundreds")
    fix_dice(game, 1, 0)
    play_choices(game, "end", "advance", "clearing:5", "clearing:1", "warlord:3", "clearing:1")
    assert warriors(game, 1, "marquise") == 1 and hd(game).data["warlord"] == 1
    assert len(events(game, "battle")) == 1 and game.pending.kind != "hundreds.relentless"


def test_relentless_asks_nothing_when_the_warlord_can_neither_move_nor_battle_law_14_7_5_and_d_6_2():
    """After the Advance's move and battle, Relentless offers another only if one is possible: the warlord alone in
    clearing 1, its enemy gone, every neighbour sealed by a Scorched Earth (no piece may move in, Law D.6.2)."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}}, warlord=5,
                         mood="relentless", current="hundreds", sealed={5: "torch", 9: "torch", 10: "torch"})
    fix_dice(game, 2, 0)
    play_choices(game, "end", "advance", "clearing:5", "clearing:1", "clearing:1")  # he moves alone: no count
    assert warriors(game, 1, "marquise") == 0 and hd(game).data["warlord"] == 1
    assert len(events(game, "battle")) == 1 and game.pending.kind != "hundreds.relentless"
    no_problems(game)


def test_relentless_may_move_the_warlord_again_after_advancing_law_14_7_5():
    """Law 14.7.5: after the Advance's move and battle, Relentless may take one more move with the warlord."""
    game = hundreds_game({5: {"hundreds": {"warrior": 4}}, 1: {"marquise": {"warrior": 1}}}, warlord=5,
                         mood="relentless", current="hundreds")
    fix_dice(game, 0, 0)
    play_choices(game, "end", "advance", "clearing:5", "clearing:1", "warlord:3", "clearing:1")
    play_choices(game, "move", "clearing:9", "warlord:3")
    assert hd(game).data["warlord"] == 9 and warriors(game, 9) == 3 and warriors(game, 1) == 0
    assert len(events(game, "battle")) == 1


# -- moods in battle (Law 14.7) ------------------------------------------------------------------------------------

def test_stubborn_ignores_the_first_hit_in_a_battle_in_the_warlords_clearing_law_14_7_7():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 3}}}, warlord=5,
                         current="marquise")
    fix_dice(game, 2, 2)
    run(battle.fight(game, "marquise", 5, "hundreds"), ["warriors"])
    assert warriors(game, 5) == 2 and warriors(game, 5, "marquise") == 1
    fix_dice(game, 2, 2)
    run(battle.fight(game, "marquise", 5, "hundreds"), ["warriors"])  # a second battle: its first hit ignored too
    assert warriors(game, 5) == 2 and warriors(game, 5, "marquise") == 0


def test_stubborn_ignores_the_first_of_an_ambushs_two_hits_law_14_7_7_and_4_3_1():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 1}}}, warlord=5,
                         hands={"marquise": ["ambush_rabbit"]})
    fix_dice(game, 0, 0)
    asked = run(battle.fight(game, "hundreds", 5, "marquise"), ["ambush:" + str(fs_hand(game, "marquise")[0]),
                                                                  "warlord"])[0]
    assert [d.kind for d in asked] == ["battle.ambush", "hundreds.hit_warlord"]  # one hit left: which warrior
    assert warriors(game, 5) == 2 and hd(game).data["warlord"] is None
    no_problems(game)


def test_tax_collector_cannot_remove_the_warlord_law_14_2_2():
    from rootcore_plugins.standard_deck import _warrior_clearings
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 10: {"hundreds": {"warrior": 1}}}, warlord=5)
    assert _warrior_clearings(game, "hundreds") == [10] and _warrior_clearings(game, "marquise") == [4]


def test_wrathful_deals_an_extra_hit_as_attacker_in_the_warlords_clearing_law_14_7_8():
    """Law 14.7.8: one rolled hit and Wrathful's."""
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 3}}}, warlord=5, mood="wrathful")
    fix_dice(game, 1, 0)
    run(battle.fight(game, "hundreds", 5, "marquise"))
    assert warriors(game, 5, "marquise") == 1


def test_bitter_removes_mobs_nearby_for_warriors_before_the_roll_law_14_7_1():
    """Law 14.7.1: mobs by the warlord's clearing become warriors there before the roll."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1, "mob": 1}, "marquise": {"warrior": 3}},
                          1: {"hundreds": {"mob": 1}}, 8: {"hundreds": {"mob": 1}}}, warlord=5, mood="bitter")
    fix_dice(game, 3, 3)
    asked = run(battle.fight(game, "hundreds", 5, "marquise"), ["clearing:1", "clearing:5"])[0]
    assert asked[0].option_ids == ["clearing:1", "clearing:5", "done"]  # 8 is not next to 5
    # Two warriors placed before the roll: three roll three hits (4.3.2.I), and take three.
    assert mobs(game) == [8] and warriors(game, 5, "marquise") == 0 and warriors(game, 5) == 0
    assert hd(game).data["warlord"] is None
    no_problems(game)


@pytest.mark.parametrize("mood", ["bitter", "wrathful"])
def test_bitter_and_wrathful_do_nothing_in_a_battle_away_from_the_warlord_law_14_7_1_and_14_7_8(mood):
    """Law 14.7.1, 14.7.8: both act only in the warlord's clearing; here he is in 5, the battle in 1."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1, "mob": 1}},
                          1: {"hundreds": {"warrior": 3, "mob": 1}, "marquise": {"warrior": 3}}}, warlord=5, mood=mood)
    fix_dice(game, 1, 0)
    asked = run(battle.fight(game, "hundreds", 1, "marquise"))[0]
    assert asked == [] and warriors(game, 1, "marquise") == 2 and mobs(game) == [1, 5]  # no Bitter, one hit


@pytest.mark.parametrize("sealed, supply", [({5: "torch"}, 20), ({}, 0)])
def test_bitter_offered_when_no_warrior_could_be_placed_law_14_7_1_and_1_5_4(sealed, supply):
    """The warlord's clearing sealed (D.6.2), or no warrior in the supply: removing a mob places none (the most
    possible, 1.5.4) but still returns the mob to the supply (G.1.22), where Incite takes one (14.6.1): Bitter is
    offered and says so. The Hundreds' heuristic bot keeps its mobs then."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1, "mob": 1}, "marquise": {"warrior": 3}},
                          1: {"hundreds": {"mob": 1}}}, warlord=5, mood="bitter", sealed=sealed, current="hundreds")
    if supply == 0:  # every warrior on the map
        pieces.place(game, "hundreds", "warrior", 9, hd(game).supply["warrior"])
    fix_dice(game, 0, 0)
    play_choices(game, "battle")  # in 5, against the Marquise: the only battle there is
    expect(game, "hundreds.bitter")
    assert "no warrior" in game.pending.prompt
    assert make_agent("heuristic", "hundreds", 1)(game, game.pending) == "done"
    play_choices(game, "clearing:1")
    expect(game, "hundreds.bitter")
    play_choices(game, "done")
    assert expect(game, "hundreds.advance")  # no hits rolled: the battle asks nothing more; on to Advance (14.5.3)
    assert mobs(game) == [5] and hd(game).supply["mob"] == 4
    assert warriors(game, 5) == 1 and hd(game).supply["warrior"] == supply
    no_problems(game)


# -- Evening (Law 14.6) --------------------------------------------------------------------------------------------

def test_incite_spends_a_card_for_a_mob_where_a_warrior_stands_without_a_mob_law_14_6_1():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 10: {"hundreds": {"warrior": 1, "mob": 1}},
                          1: {"hundreds": {"warrior": 1}}}, warlord=1, phase="evening", current="hundreds",
                         hands={"hundreds": ["ambush_rabbit", "ambush_fox"]})
    assert expect(game, "hundreds.incite") == ["clearing:1", "clearing:5", "done"]  # 10 has a mob
    play_choices(game, "clearing:5")
    assert mobs(game) == [5, 10] and [game.cards[c].id for c in game.state.discard] == ["ambush_rabbit"]
    assert expect(game, "hundreds.incite") == ["clearing:1", "done"]  # again, with the fox card


def test_jubilant_rolls_the_mob_die_after_inciting_by_the_warlord_law_14_7_3():
    """Law 14.7.3: after an Incite by the warlord, the mob die rolled while the Hundreds say yes."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 9: {"hundreds": {"warrior": 1}}}, warlord=5,
                         mood="jubilant", phase="evening", current="hundreds",
                         hands={"hundreds": ["ambush_rabbit", "ambush_mouse"]})
    fix_mob_die(game, "fox", "mouse")
    play_choices(game, "clearing:5", "yes")  # fox: 1, the one fox clearing next to a mob
    assert mobs(game) == [1, 5]
    play_choices(game, "yes", "clearing:2", "no")  # mouse: 2 (next to 5) or 9 (next to 1)
    assert mobs(game) == [1, 2, 5] and expect(game, "hundreds.incite") == ["clearing:9", "done"]


def test_jubilant_rolls_at_most_four_times_and_only_for_an_incite_by_the_warlord_law_14_7_3():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 8: {"hundreds": {"warrior": 1}}}, warlord=5,
                         mood="jubilant", phase="evening", current="hundreds",
                         hands={"hundreds": ["ambush_rabbit", "ambush_fox"]})
    fix_mob_die(game, *["rabbit"] * 4)  # 5 touches 1 (fox) and 2 (mouse): no mob is placed
    play_choices(game, "clearing:5", "yes", "yes", "yes", "yes")
    assert len(events(game, "mob_die")) == 4 and expect(game, "hundreds.incite") == ["clearing:8", "done"]
    play_choices(game, "clearing:8")  # away from the warlord: no roll (the next are the next turn's Raze, 14.4.1)
    assert game.pending.kind != "hundreds.jubilant" and 8 in mobs(game)
    assert len([e for e in events(game, "mob_die") if e["turn"] == 1]) == 4


def test_oppress_scores_by_clearings_ruled_with_a_hundreds_piece_and_no_enemy_piece_law_14_6_2():
    """Law 14.6.2: clearings 1, 3, 5 and 8 count, not 2 with a Marquise warrior: 2 points."""
    game = hundreds_game({1: {"hundreds": {"warrior": 1}}, 2: {"hundreds": {"warrior": 2}, "marquise": {"warrior": 1}},
                          3: {"hundreds": {"stronghold": 1}}, 5: {"hundreds": {"warrior": 1}},
                          8: {"hundreds": {"warrior": 1}}}, warlord=1, phase="evening", current="hundreds")
    assert component(game).oppressed(game) == [1, 3, 5, 8] and hd(game).score == 2  # 3-4 clearings: 2


@pytest.mark.parametrize("ruled, vp", [(2, 1), (3, 2), (4, 2), (5, 3), (6, 4), (7, 4)])
def test_oppress_scores_one_to_four_points_and_a_mob_alone_rules_nothing_law_14_6_2(ruled, vp):
    """Law 14.6.2: 1-2 clearings score one point, 3-4 two, 5 three, 6 or more four. Clearing 12 holds a mob alone,
    which rules nothing (a token, Law 2.5), so it does not count."""
    clearings = {c: {"hundreds": {"warrior": 1}} for c in (1, 2, 3, 5, 6, 7, 8)[:ruled]}
    game = hundreds_game({**clearings, 12: {"hundreds": {"mob": 1}}}, warlord=1, phase="evening", current="hundreds")
    assert hd(game).score == vp


@pytest.mark.parametrize("mood, enemies, drawn", [("stubborn", 0, 1), ("rowdy", 2, 2), ("rowdy", 3, 3)])
def test_evening_draws_one_rowdy_more_then_discards_down_to_five_law_14_6_3_and_14_7_6(mood, enemies, drawn):
    """Law 14.6.3: one card, then down to five; Rowdy (14.7.6) one more, two with three enemy pieces by the warlord.
    The cards match no clearing of a Hundreds warrior: nothing to incite (14.6.1)."""
    marquise = {"marquise": {"warrior": enemies}} if enemies else {}
    game = hundreds_game({5: {"hundreds": {"warrior": 2}, **marquise}}, warlord=5, mood=mood, phase="evening",
                         current="hundreds", hands={"hundreds": ["anvil", "sword", "ambush_fox", "ambush_mouse"]})
    assert len(hd(game).hand) == 4 + drawn
    for _ in range(drawn - 1):
        game.choose(expect(game, "discard.hand_limit", "hundreds")[0])
    assert len(hd(game).hand) == 5 and game.pending.kind != "discard.hand_limit"


def test_rowdy_draws_one_more_two_with_three_enemy_pieces_by_the_warlord_law_14_7_6():
    game = hundreds_game({5: {"hundreds": {"warrior": 4}, "marquise": {"warrior": 2, "sawmill": 1}}}, warlord=5,
                         mood="rowdy")
    assert component(game).draw_bonus(game) == 2
    game.state.clearings[5].warriors["marquise"] = 1
    assert component(game).draw_bonus(game) == 1


# -- with the Duchy, the Corvids and the Keepers ----------------------------------------------------------------

def test_a_corvid_bomb_removes_every_hundreds_piece_but_the_warlord_law_14_2_2_and_13_7_1():
    game = hundreds_game({5: {"hundreds": {"warrior": 3, "stronghold": 1, "mob": 1}, "corvid": {"warrior": 1}}},
                         factions=("marquise", "corvid", "hundreds"), warlord=5,
                         data={"corvid": {"plots": {"5": "bomb"}}})
    run(game.factions["corvid"]._flip(game, 5))
    cl = game.state.clearings[5]
    assert cl.warriors["hundreds"] == 1 and hd(game).data["warlord"] == 5  # not removed outside battle
    assert cl.buildings == [] and ("hundreds", "mob") not in cl.tokens
    assert game.state.factions["corvid"].score == 3  # the flip (13.4.2), the stronghold and the mob (3.2.1)
    no_problems(game)


def test_raze_removes_a_relic_which_the_hundreds_put_in_a_forest_for_two_points_law_14_4_1_and_15_2_5():
    game = hundreds_game({12: {"hundreds": {"mob": 1}, "keepers": {"warrior": 1, "figure_3": 1}}},
                         factions=("marquise", "keepers", "hundreds"))
    fix_mob_die(game, "rabbit")
    asked = run(component(game)._raze(game), ["forest:f1", "clearing:10"])[0]
    assert [d.kind for d in asked] == ["keepers.trophy", "hundreds.mob"] and asked[0].player == "hundreds"
    assert game.state.clearings[12].tokens == [("hundreds", "mob")] and warriors(game, 12, "keepers") == 1
    assert game.state.factions["keepers"].data["forests"]["f1"] == ["figure_3"] and hd(game).score == 2
    no_problems(game)


def test_raze_removes_face_down_plots_a_raid_places_corvid_warriors_a_bomb_does_nothing_law_14_4_1_and_13_7():
    game = hundreds_game({12: {"hundreds": {"mob": 1}}, 5: {"hundreds": {"mob": 1}}},
                         factions=("marquise", "corvid", "hundreds"),
                         data={"corvid": {"plots": {"12": "raid", "5": "bomb"}}})
    fix_mob_die(game, "fox")  # 1 is the one fox clearing next to a mob (5)
    run(component(game)._raze(game))
    assert game.state.factions["corvid"].data["plots"] == {} and hd(game).score == 2  # 3.2.1 for each plot
    assert [c for c in (4, 7, 9, 10, 11) if warriors(game, c, "corvid") == 1] == [4, 7, 9, 10, 11]  # the raid
    assert mobs(game) == [1, 5, 12] and warriors(game, 1, "corvid") == 0  # the bomb was removed, never flipped
    no_problems(game)


def test_a_face_up_snare_keeps_out_spreading_mobs_recruits_and_anoint_law_13_7_2():
    game = hundreds_game({5: {"hundreds": {"warrior": 2, "mob": 1}}, 1: {"hundreds": {"warrior": 1, "stronghold": 1}}},
                         factions=("marquise", "corvid", "hundreds"),
                         data={"corvid": {"plots": {"1": "snare"}, "face_up": [1]}})
    fix_mob_die(game, "fox")  # 1 (fox) is next to the mob in 5, but snared
    assert run(component(game)._raze(game))[0] == [] and mobs(game) == [5]  # nowhere offered
    run(component(game)._recruit(game))  # one per stronghold, not in the snared clearing
    assert warriors(game, 1) == 1
    asked = run(component(game)._anoint(game), ["clearing:5"])[0]  # the warrior in 1 cannot be replaced
    assert asked[0].option_ids == ["clearing:5"] and hd(game).data["warlord"] == 5
    no_problems(game)


def test_anoint_never_places_the_warlord_in_the_duchys_burrow_law_14_4_3_and_12_2_2():
    game = hundreds_game(factions=("marquise", "duchy", "hundreds"))
    asked = run(component(game)._anoint(game), ["clearing:5"])[0]
    assert "clearing:0" not in asked[0].option_ids and hd(game).data["warlord"] == 5
    no_problems(game)


def test_stubborn_ignores_the_embedded_agents_extra_hit_law_14_7_7_and_13_2_5():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "corvid": {"warrior": 1}}}, current="hundreds",
                         factions=("marquise", "corvid", "hundreds"), warlord=5,
                         data={"corvid": {"plots": {"5": "snare"}}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert warriors(game, 5) == 3 and warriors(game, 5, "corvid") == 0
    assert [(e["faction"], e["hits"]) for e in events(game, "hits_ignored")] == [("hundreds", 1)]
    no_problems(game)


def test_wrathfuls_extra_hit_meets_devout_knights_law_14_7_8_and_15_2_4():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "keepers": {"warrior": 2, "figure_3": 1}}},
                         current="hundreds", factions=("marquise", "keepers", "hundreds"), warlord=5, mood="wrathful")
    fix_dice(game, 2, 1)
    play_choices(game, "battle", "warriors")  # 2 rolled + 1 Wrathful, one ignored: both knights go, the relic stays
    assert warriors(game, 5, "keepers") == 0 and game.state.clearings[5].tokens == [("keepers", "figure_3")]
    assert warriors(game, 5) == 2 and hd(game).data["warlord"] == 5
    no_problems(game)


def test_looting_the_corvids_deals_wrathfuls_hit_and_takes_embedded_agents_law_14_2_5_14_7_8_and_13_2_5():
    game = hundreds_game({5: {"hundreds": {"warrior": 4}, "corvid": {"warrior": 1}}}, current="hundreds",
                         factions=("marquise", "corvid", "hundreds"), warlord=5, mood="wrathful",
                         data={"corvid": {"plots": {"5": "snare"}}})
    game.state.factions["corvid"].crafted_items = ["boot"]
    game.state.item_supply["boot"] -= 1
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "yes", "warriors")  # loot: no rolled hits; the agents' hit is taken by a warrior
    assert warriors(game, 5, "corvid") == 0 and warriors(game, 5) == 3  # Wrathful's hit still dealt (14.2.5)
    assert game.state.clearings[5].tokens == [("corvid", "plot")]  # no rolled hits to reach the plot
    assert game.state.factions["corvid"].crafted_items == [] and hd(game).data["hoard"]["command"] == ["boot"]
    no_problems(game)


# -- Raze, Oppress, Looters and the warlord against the other factions (rules-interaction audit) ------------------

def hand_ids(game, faction):
    return sorted(game.cards[c].id for c in game.state.factions[faction].hand)


def test_raze_removing_sympathy_costs_the_hundreds_outrage_law_14_4_1_and_8_2_6():
    game = hundreds_game({5: {"hundreds": {"mob": 1}, "alliance": {"sympathy": 1}}, 12: {"hundreds": {"warrior": 1}}},
                         current="hundreds", phase="birdsong", factions=("alliance", "hundreds"), warlord=12,
                         hands={"hundreds": ["bake_sale", "anvil"]})
    assert game.pending.kind == "hundreds.mood"  # Raze is over: the sympathy went, and Outrage with it
    assert game.state.clearings[5].tokens == [("hundreds", "mob")] and hd(game).score == 1
    assert hand_ids(game, "hundreds") == ["anvil"]  # the one rabbit card went to the Supporters stack
    assert [game.cards[c].id for c in game.state.factions["alliance"].zones["supporters"]] == ["bake_sale"]
    assert events(game, "outrage")[0]["faction"] == "hundreds"
    no_problems(game)


@pytest.mark.parametrize("other, data", [
    ({"alliance": {"sympathy": 1}}, {}),
    ({"duchy": {"tunnel": 1}}, {"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}}),
    ({"keepers": {"figure_2": 1}}, {}),
    ({"corvid": {}}, {"corvid": {"plots": {"5": "bomb"}, "face_up": []}}),  # a plot, even face down
    ({"vagabond": {}}, {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 5}}),
])
def test_oppress_skips_a_clearing_with_an_enemy_token_or_pawn_which_rules_nothing_law_14_6_2_and_g_1_9(other, data):
    enemy = next(iter(other))
    clearings = {5: {"hundreds": {"warrior": 2}, **({enemy: other[enemy]} if other[enemy] else {})},
                 8: {"hundreds": {"warrior": 1}}}
    game = hundreds_game(clearings, factions=("marquise", enemy, "hundreds"), warlord=5, data=data)
    assert rules(game, 5) == "hundreds"  # they rule it, but an enemy piece is there
    assert component(game).oppressed(game) == [8]


def test_oppress_skips_a_clearing_the_eyrie_rule_by_lords_of_the_forest_law_14_6_2_and_7_2_2():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "eyrie": {"warrior": 1}}, 8: {"hundreds": {"warrior": 1}}},
                         factions=("marquise", "eyrie", "hundreds"), warlord=8)
    assert component(game).oppressed(game) == [8]


def test_looters_are_not_offered_against_the_vagabond_law_14_2_5():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}}}, current="hundreds", factions=("vagabond", "hundreds"),
                         warlord=5, data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {},
                                                       "clearing": 5, "items": ["sword", "boot", "crossbow"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")  # the Vagabond, the one defender in 5
    assert expect(game, "vagabond.take_hit", "vagabond")  # no question about looting came first
    assert events(game, "battle")[0]["defender"] == "vagabond"


def test_a_face_up_snare_holds_the_warlord_and_his_warriors_law_13_7_2_and_14_5_3():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}}, 8: {"hundreds": {"warrior": 1}}}, current="hundreds",
                         factions=("corvid", "hundreds"), warlord=5,
                         data={"corvid": {"plots": {"5": "snare"}, "face_up": [5]}})
    assert move.origins(game, "hundreds") == [8] and not component(game)._warlord_can_move(game)
    play_choices(game, "end")  # Command over; Advance the Warlord may still battle in his clearing, not move
    assert expect(game, "hundreds.advance", "hundreds") == ["advance", "end"]
    play_choices(game, "advance")
    assert game.pending.kind == "hundreds.advance.battle.clearing"  # straight to the battle: no move asked


def test_the_warlord_advancing_into_sympathy_costs_outrage_once_the_action_is_over_law_14_5_3_8_2_6_and_1_4_2():
    game = hundreds_game({1: {"hundreds": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}, current="hundreds",
                         factions=("alliance", "hundreds"), warlord=1, hands={"hundreds": ["bake_sale", "anvil"]})
    play_choices(game, "end", "advance", "clearing:1", "clearing:5", "warlord:1")
    assert expect(game, "hundreds.advance.battle.clearing") and not events(game, "outrage")  # within the action
    play_choices(game, "pass")
    assert events(game, "outrage")[0]["faction"] == "hundreds" and hand_ids(game, "hundreds") == ["anvil"]
    assert hd(game).data["warlord"] == 5


def test_looters_take_nothing_where_a_garden_keeps_the_cult_ruling_law_14_2_5_and_10_2_4():
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "lizard": {"warrior": 1, "garden_rabbit": 1}}},
                         current="hundreds", factions=("lizard", "hundreds"), warlord=5, mood="wrathful",
                         data={"lizard": {"outcast": "rabbit"}})
    game.state.factions["lizard"].crafted_items = ["tea"]
    game.state.item_supply["tea"] -= 1
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "yes")  # loot: Wrathful's extra hit alone takes the Cult's warrior
    assert warriors(game, 5, "lizard") == 0 and game.state.clearings[5].buildings == [("lizard", "garden_rabbit")]
    assert game.state.factions["lizard"].crafted_items == ["tea"] and hd(game).data["hoard"]["prowess"] == []
    no_problems(game)


def test_raze_removing_a_garden_costs_the_cult_a_random_card_law_14_4_1_and_10_2_5():
    game = hundreds_game({5: {"hundreds": {"mob": 1}, "lizard": {"garden_rabbit": 1}}, 12: {"hundreds": {"warrior": 1}}},
                         current="hundreds", phase="birdsong", factions=("lizard", "hundreds"), warlord=12,
                         data={"lizard": {"outcast": "rabbit"}}, hands={"lizard": ["anvil"]})
    assert game.state.clearings[5].buildings == [] and game.state.factions["lizard"].hand == []
    assert hd(game).score == 1
    no_problems(game)


def test_a_favor_card_removes_every_hundreds_piece_in_its_clearings_but_the_warlord_law_14_2_2_and_3_2_1():
    from rootcore_plugins.standard_deck import remove_all_enemy_pieces
    game = hundreds_game({5: {"hundreds": {"warrior": 3, "stronghold": 1, "mob": 1}},
                          10: {"hundreds": {"warrior": 2}}}, warlord=5)
    run(remove_all_enemy_pieces(game, "marquise", "rabbit", "favor_of_the_rabbits"))
    assert game.state.clearings[5].warriors == {"hundreds": 1} and hd(game).data["warlord"] == 5
    assert game.state.clearings[5].buildings == [] and game.state.clearings[5].tokens == []
    assert warriors(game, 10) == 0 and game.state.factions["marquise"].score == 2  # the stronghold and the mob
    no_problems(game)


def test_propaganda_bureau_cannot_replace_the_warlord_law_14_2_2_and_g_1_21():
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, 10: {"hundreds": {"warrior": 2}}}, warlord=5,
                         deck="exiles", hands={"marquise": ["bake_sale"]}, play_areas={"marquise": ["propaganda_bureau"]})
    assert game.deck._propaganda_targets(game, "marquise") == {10: ["hundreds"]}  # 5 holds the warlord alone
    play_choices(game, "extra:propaganda_bureau")  # 10, the one clearing, is taken unasked
    assert warriors(game, 5) == 1 and hd(game).data["warlord"] == 5
    assert warriors(game, 10) == 1 and warriors(game, 10, "marquise") == 1

# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, seed, clones, game_map", [
    (("marquise", "hundreds"), 0, False, "autumn"),
    (("eyrie", "alliance", "hundreds"), 1, False, "winter"),
    ((*BASE, "hundreds"), 2, True, "autumn"),  # and clones
    (("vagabond", "riverfolk", "hundreds", "lizard"), 3, False, "lake"),
    (("hundreds", "lizard"), 4, True, "mountain"),
])
def test_random_games_with_the_hundreds_keep_the_invariants_replay_and_clone(factions, seed, clones, game_map):
    results = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=int(clones), map=game_map)
    assert results[0]["over"]


def test_a_hundreds_game_saves_loads_and_renders():
    picture = saved_loaded_and_rendered([*BASE, "hundreds"], seed=4)
    assert "Lord of the Hundreds" in picture and "mood" in picture


def test_rootcore_play_plays_the_hundreds(capsys):
    assert "hundreds" in played_from_the_command_line([*BASE, "hundreds"], 3, capsys)


@pytest.mark.parametrize("change, where", [
    (('prowess_items = ["hammer", "tea", "sword", "crossbow"]', 'prowess_items = ["hammer", "tea", "sword", "boot"]'),
     r"\$\.data\.prowess_items: \['boot'\] also on the Command track"),
    (("track_values = [1, 2, 2, 3, 4]", "track_values = [1, 2, 2, 3]"), r"\$\.data\.track_values: one value for each"),
])
def test_an_item_on_both_tracks_or_a_track_value_missing_is_refused_by_file_and_field_law_14_2_4(tmp_path, change,
                                                                                                  where):
    """Law 14.2.4: each item has one Hoard track, and a track's value is given for each number of items on it."""
    from rootcore_plugins.hundreds import Hundreds
    from types import SimpleNamespace
    from rootcore.content import load_faction_board
    path = variant_board(tmp_path, "hundreds", change)
    with pytest.raises(ContentError, match=where):
        Hundreds(SimpleNamespace(id="hundreds", content=str(path)), load_faction_board(path))


def test_a_scenario_warlord_in_a_clearing_without_hundreds_warriors_is_refused_law_14_2_2():
    """Law 14.2.2: the warlord is one of the Hundreds' warriors, so his clearing holds at least one."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="^hundreds: the warlord .* clearing 5 has none"):
        hundreds_game({1: {"hundreds": {"warrior": 2}}}, warlord=5)


def test_the_gained_item_itself_may_be_the_one_removed_from_a_full_track_law_14_2_4_i():
    """Law 14.2.4.I: with the track full, the Hundreds may remove the gained item rather than one of the track's:
    the track keeps its items as they were, the gained item is gone for good, and the point is scored all the same."""
    game = hundreds_game(hoard={"command": ["boot", "bag", "coins", "boot"]})
    run(component(game).gain(game, "bag"), ["item:bag"])
    assert hd(game).data["hoard"]["command"] == ["boot", "bag", "coins", "boot"]
    assert game.state.removed_items == {"bag": 1} and hd(game).score == 1
    no_problems(game)


@pytest.mark.parametrize("hoard, problem", [
    ({"command": ["boot", "bag", "coins", "boot", "bag"]}, "5 items on the command track"),
    ({"command": ["sword"]}, r"an item of another track on the command track: \['sword'\]")])
def test_a_hoard_track_holds_four_items_of_its_own_kinds_law_14_2_4(hoard, problem):
    """Law 14.2.4: each Hoard track has four spaces, and holds only its own items (the sword is Prowess): a position
    with more, or with an item on the wrong track, is impossible and the scenario is refused."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=rf"^hundreds: the position is impossible: {problem}"):
        hundreds_game(hoard=hoard)


def test_the_vagabond_strikes_a_warrior_beside_the_warlord_law_14_2_2_and_9_5_6():
    """Only the warlord is beyond a strike (14.2.2): the other Hundreds warriors with him are targets (9.5.6)."""
    game = hundreds_game({5: {"hundreds": {"warrior": 3}}}, factions=("marquise", "vagabond", "hundreds"),
                         current="vagabond", warlord=5,
                         data={"vagabond": {"clearing": 5, "items": ["crossbow", "boot"]}})
    play_choices(game, "strike")  # a Hundreds warrior, the one target: taken unasked
    assert game.state.clearings[5].warriors == {"hundreds": 2}
    assert game.state.factions["hundreds"].data["warlord"] == 5


# -- found by mutation testing -------------------------------------------------------------------------------------

def test_the_hundreds_count_among_the_factions_starting_in_a_corner_law_14_3_1_and_5():
    """Law 14.3.1: the Hundreds set up in a corner no one else starts in, so with four other corner factions the
    four corners of the Autumn map are too few: the game is refused (Law 5 asks for the faction setup cards)."""
    from rootcore.engine import ConfigError
    with pytest.raises(ConfigError, match="hundreds each start in a corner"):
        rootcore.new_game({"factions": ["marquise", "eyrie", "duchy", "keepers", "hundreds"], "seed": 1})


def vagabond_ambushed_with_allied_hundreds(hundreds_warriors: int):
    """The Vagabond (a sword, a boot) battles the Marquise's two warriors in clearing 5 with the Allied Hundreds'
    warriors there (the warlord among them) as his own; the Marquise ambushes; the dice will roll 0 and 0. Waiting on
    his first hit."""
    game = hundreds_game({5: {"hundreds": {"warrior": hundreds_warriors}, "marquise": {"warrior": 2}}},
                         current="vagabond", factions=("marquise", "vagabond", "hundreds"), warlord=5,
                         hands={"marquise": ["ambush_rabbit"]},
                         data={"vagabond": {"clearing": 5, "items": ["sword", "boot"],
                                            "relationships": {"hundreds": "allied"}}})
    fix_dice(game, 0, 0)
    play_choices(game, "battle", "faction:marquise", "ally:hundreds", f"ambush:{fs_hand(game, 'marquise')[0]}")
    return game


def test_the_vagabond_attacking_with_the_allied_warlord_alone_may_take_a_hit_on_him_law_14_2_2_and_9_2_9_ii_d():
    """Law 9.2.9.II.c-d: the Vagabond treats the Allied Hundreds' warriors as his own, the warlord among them (he is a
    warrior, 14.2.2), and may take a hit by removing him, in battle: here the first hit of the Marquise's ambush. He
    goes back to the Hundreds' board."""
    game = vagabond_ambushed_with_allied_hundreds(1)
    assert "ally_warrior" in expect(game, "vagabond.take_hit", "vagabond")
    play_choices(game, "ally_warrior", "item:boot:up")
    assert warriors(game, 5) == 0 and hd(game).data["warlord"] is None and warriors(game, 5, "marquise") == 2
    assert component(game).pieces_held(game) == {"warrior": 1}  # on the board, for Anoint (14.4.3)
    no_problems(game)


@pytest.mark.parametrize("answer, warlord", [("warriors", 5), ("warlord", None)])
def test_the_vagabond_taking_a_hit_on_allied_warriors_chooses_whether_the_warlord_goes_law_9_2_9_ii_d_and_4_3_4(
        answer, warlord):
    """Law 9.2.9.II.d with 4.3.4 and 14.2.2: the side taking the hits chooses which of its pieces go; the Vagabond,
    removing one of three Allied Hundreds warriors for the first hit of an ambush, is the one asked whether it is the
    warlord (not the Hundreds). One hit on a warrior and one on an item: the Hundreds stay Allied."""
    game = vagabond_ambushed_with_allied_hundreds(3)
    play_choices(game, "ally_warrior")
    assert expect(game, "hundreds.hit_warlord", "vagabond") == ["warriors", "warlord"]
    play_choices(game, answer)
    assert "item:boot:up" in expect(game, "vagabond.take_hit", "vagabond")  # the ambush's second hit
    assert warriors(game, 5) == 2 and hd(game).data["warlord"] == warlord
    assert component(game).pieces_held(game) == {"warrior": int(warlord is None)}
    no_problems(game)
    play_choices(game, "item:boot:up")  # the battle's rolls deal nothing: then the Hundreds' turn begins
    assert game.factions["vagabond"].is_allied(game, "hundreds")
    assert len(events(game, "warlord_removed")) == (warlord is None)


def test_contempt_for_trade_taking_the_item_leaves_the_score_as_it_was_law_14_2_3():
    """Law 14.2.3: an item taken into the Hoard scores none of its points and costs none either: 5 stays 5."""
    game = hundreds_game({8: {"hundreds": {"warrior": 1, "stronghold": 2}}}, warlord=8, hands={"hundreds": ["sword"]},
                         current="hundreds", scores={"hundreds": 5})
    play_choices(game, f"craft:{hd(game).hand[0]}", "take")
    assert hd(game).data["hoard"]["prowess"] == ["sword"] and hd(game).score == 5


def test_with_every_mob_on_the_map_the_mob_die_places_none_and_asks_nothing_law_14_4_1_and_1_5_4():
    """Law 14.4.1: the die is rolled, but with the five mobs on the map none is left to place (1.5.4): no clearing is
    asked for, though fox clearings 1, 6, 8 and 12 lie next to the mobs."""
    game = hundreds_game({c: {"hundreds": {"mob": 1}} for c in (2, 3, 5, 7, 11)})
    fix_mob_die(game, "fox")
    assert run(component(game)._raze(game))[0] == [] and mobs(game) == [2, 3, 5, 7, 11]
    assert events(game, "mob_die")[-1]["suit"] == "fox"


def test_with_every_mob_on_the_map_incite_offers_no_clearing_law_14_6_1_and_1_5_4():
    """Law 14.6.1: Incite places a mob; with the five on the map none is left (1.5.4), so no clearing is offered
    until one comes back."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}, **{c: {"hundreds": {"mob": 1}} for c in (2, 3, 7, 8, 11)}},
                         warlord=5, hands={"hundreds": ["ambush_rabbit"]})
    assert component(game).incite_spots(game) == []
    pieces.remove(game, "hundreds", "mob", 2, 1, "marquise", "effect")
    assert component(game).incite_spots(game) == [5]


def test_a_ruin_item_alone_is_taken_unasked_even_with_hands_concealed_law_14_4_1():
    """Law 14.4.1: a ruin holding one item leaves nothing to choose and nothing to hide (only two items looked at
    are asked about, 9.7.3 and 1.2): the Hundreds take it without a question."""
    game = hundreds_game({12: {"hundreds": {"mob": 1}}}, options={"conceal_hands": True},
                         data={"hundreds": {"ruin_items": {"12": ["sword"]}}})
    fix_mob_die(game, "rabbit")
    asked = run(component(game)._raze(game), ["clearing:10"])[0]
    assert "hundreds.raze.item" not in [d.kind for d in asked]
    assert hd(game).data["hoard"]["prowess"] == ["sword:ruin"] and 12 not in game.state.ruin_items


def test_with_two_kinds_under_a_ruin_and_neither_held_the_hundreds_choose_law_14_4_1_and_9_7_3():
    """Two items under each ruin (9.7.3): the Hundreds look at both and take the one they choose."""
    game = hundreds_game({12: {"hundreds": {"mob": 1}}},
                         data={"hundreds": {"ruin_items": {"12": ["sword", "boot"]}, "per_ruin": 2}})
    fix_mob_die(game, "rabbit")
    asked = run(component(game)._raze(game), ["item:boot", "clearing:10"])[0]
    assert asked[0].kind == "hundreds.raze.item" and asked[0].option_ids == ["item:sword", "item:boot"]
    assert hd(game).data["hoard"]["command"] == ["boot:ruin"] and game.state.ruin_items[12] == ["sword"]


def test_lavish_acts_only_in_the_lavish_mood_law_14_7_4():
    """Law 14.7.4: with another mood chosen at Birdsong (14.4.4), the Hoard is not offered for warriors at its end."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}}}, warlord=5, hoard={"command": ["boot"]},
                         current="hundreds", phase="birdsong")
    play_choices(game, "mood:rowdy")
    assert game.state.phase == "daylight" and not events(game, "item_removed")
    assert hd(game).data["hoard"]["command"] == ["boot"]


def test_advance_is_not_offered_when_the_warlord_can_neither_move_nor_battle_law_14_5_3():
    """Law 14.5.3: Advance the Warlord is a move with him then a battle in his clearing; with every path out of his
    clearing sealed (D.6.2) and no enemy there, it is not offered (the step ends unasked)."""
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}}, warlord=5, sealed={1: "torch", 2: "torch"})
    assert [o.id for o in component(game)._step_options(game, "advance")] == []
    game.state.clearings[5].warriors["marquise"] = 1  # an enemy to battle: now it is
    game.state.clearings[5].warriors_changed()
    assert [o.id for o in component(game)._step_options(game, "advance")] == ["advance"]


def test_rowdy_counts_each_enemy_building_once_law_14_7_6():
    """Law 14.7.6: two Marquise buildings and no Marquise warrior by the warlord are two enemy pieces, one card more;
    a warrior of hers makes three, two more."""
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "marquise": {"sawmill": 1, "workshop": 1}}}, warlord=5,
                         mood="rowdy")
    assert component(game).draw_bonus(game) == 1
    game.state.clearings[5].warriors["marquise"] = 1
    game.state.clearings[5].warriors_changed()
    assert component(game).draw_bonus(game) == 2


def test_an_eyrie_emigre_move_of_the_hundreds_starts_where_it_can_end_by_an_enemy_law_14_5_2_i():
    """The Eyrie Emigre's move must end where a battle can follow (`into`, Exiles and Partisans deck): of the
    Hundreds' two groups, only the one in 8, next to the Marquise in 4 and 7, may move; the warlord's in 5 cannot."""
    game = hundreds_game({5: {"hundreds": {"warrior": 2}}, 8: {"hundreds": {"warrior": 1}},
                          7: {"marquise": {"warrior": 1}}}, warlord=5)
    asked = run(component(game).take_move(game, "hundreds.move", optional=False, into={4, 7}), ["clearing:7"])[0]
    assert asked[0].option_ids == ["clearing:8"] and warriors(game, 7) == 1 and warriors(game, 8) == 0


def test_a_variant_board_without_the_optional_numbers_plays_by_the_law_14(extra_site, tmp_path):
    """The board's optional numbers may be left out of a modder's board; the Law's then hold: the warlord and four
    warriors (14.3.1), one recruit per stronghold (14.4.2), four spaces on a Hoard track and a point for an item lost
    (14.2.4.I), two warriors for an item Lavish removes (14.7.4), Rowdy's one or two cards (14.7.6), Jubilant's four
    rolls (14.7.3)."""
    from rootcore.scenario import ScenarioError
    horde = install_variant_faction(extra_site, tmp_path, "hundreds", "horde", *((line, "") for line in (
        "starting_warriors = 4", "recruit_per_stronghold = 1", "hoard_spaces = 4", "overflow_vp = 1",
        "lavish_warriors = 2", "jubilant_rolls = 4", "rowdy_draw = [1, 2]")))
    game = rootcore.new_game({"factions": ["marquise", horde], "seating": [horde, "marquise"], "seed": 1})
    play_choices(game, "clearing:1")  # the Keep in corner 1
    play_until(game, horde)
    assert [(e["piece"], e["count"]) for e in events(game, "placed") if e["faction"] == horde][:3] == [
        ("warrior", 1), ("warrior", 4), ("stronghold", 1)]
    assert warriors(game, 3, horde) == 5 + 1 + 1  # Recruit: Prowess 1 by the warlord, 1 for the stronghold

    def position(hoard):
        mine = {"mood": "lavish", "warlord": 5, "hoard": {"command": [], "prowess": [], **hoard}, "ruin_items": {}}
        return faction_scenario(("marquise", horde), "marquise", "daylight",
                                {4: {"marquise": {"warrior": 1}}, 5: {horde: {"warrior": 1}}}, {horde: mine},
                                hands={horde: ["ambush_rabbit"]})
    with pytest.raises(ScenarioError, match="5 items on the command track"):
        position({"command": ["boot", "bag", "coins", "boot", "bag"]})
    game = position({"command": ["boot", "bag", "coins"]})
    assert run(game.factions[horde].gain(game, "boot"))[0] == []  # a fourth space
    no_problems(game)
    asked = run(game.factions[horde].gain(game, "bag"), ["item:coins"])[0]  # the track is full
    assert asked[0].kind == "hundreds.overflow" and game.state.factions[horde].score == 1
    run(game.factions[horde]._lavish(game), ["item:boot", "done"])
    assert warriors(game, 5, horde) == 3
    game.state.factions[horde].data["mood"] = "rowdy"
    assert game.factions[horde].draw_bonus(game) == 1
    game.state.clearings[5].warriors["marquise"] = 3
    game.state.clearings[5].warriors_changed()
    assert game.factions[horde].draw_bonus(game) == 2
    game.state.factions[horde].data["mood"] = "jubilant"
    game.state.rng.randrange = lambda n, *rest: 1  # the mob die shows rabbit: 5 touches no other rabbit clearing
    asked = run(game.factions[horde]._incite(game), ["clearing:5", "yes", "yes", "yes", "yes"])[0]
    assert [d.kind for d in asked].count("hundreds.jubilant") == 4


@pytest.mark.parametrize("controller, razed", [("hundreds", False), ("marquise", True)])
def test_raze_spares_a_foothold_of_the_hireling_the_hundreds_control_law_14_4_1_and_e_3_2(stand_ins, controller,
                                                                                          razed):
    """Law 14.4.1 removes enemy buildings and tokens only: a hireling the Hundreds control is no enemy of theirs
    (E.3.2), so its foothold by the mob stays; the Marquise's hireling is, and its foothold goes with her sawmill,
    a point for each (3.2.1)."""
    game = hundreds_game({12: {"hundreds": {"mob": 1}, "marquise": {"sawmill": 1},
                               "sunward_expedition": {"foothold": 1, "warrior": 1}}},
                         hirelings={"sunward_expedition": {"controller": controller, "control": 2},
                                    "last_dynasty": {}, "stand_in_a": {}})
    fix_mob_die(game, "mouse")  # 9 and 11 are mouse clearings next to 12
    run(component(game)._raze(game), ["clearing:11"])
    cl = game.state.clearings[12]
    assert cl.buildings == [] and (("sunward_expedition", "foothold") in cl.tokens) == (not razed)
    assert cl.warriors == {"sunward_expedition": 1} and hd(game).score == (2 if razed else 1)
    no_problems(game)


def test_setup_takes_a_corner_where_the_stronghold_fits_too_law_14_3_1_and_1_5_4():
    """Law 14.3.1: corner 3, opposite the Keep, has its one building slot taken by a sawmill; it could hold the
    warriors but not the stronghold, so the corners where everything fits, 2 and 4, are offered instead."""
    game = rootcore.new_game({"factions": ["marquise", "hundreds"], "seating": ["hundreds", "marquise"], "seed": 1})
    play_choices(game, "clearing:1", "clearing:1", "clearing:5")  # the Keep, a sawmill and a workshop
    pieces.place(game, "marquise", "sawmill", 3)  # before her recruiter is placed and the Hundreds set up
    game.choose("clearing:9")
    assert expect(game, "hundreds.setup.corner") == ["clearing:2", "clearing:4"]
    game.choose("clearing:4")
    assert hd(game).data["warlord"] == 4 and game.state.clearings[4].count("hundreds", "stronghold") == 1
    no_problems(game)


# -- Audited against Law 14, rule by rule --------------------------------------------------------------------------

# -- Stubborn (Law 14.7.7) -------------------------------------------------------------------------------------------

def test_stubborn_does_not_combine_with_the_badger_bodyguards_law_14_7_7(stand_ins):
    # Law 14.7.7: the code added Stubborn's ignored hit to the Badger Bodyguards' (E.2.2; `_taken` summed the hook's
    # answers, before `rootcore_battle_ignores_first_hit`), so two hits were ignored where the Law's note says the two
    # do not combine: one ignored, one taken.
    game = hireling_scenario("vault_keepers", ["marquise", "hundreds"], "marquise", "daylight",
                             {5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 3}}},
                             {"side": "demoted", "controller": "hundreds", "control": 2},
                             data={"hundreds": hundreds_data(warlord=5)})
    fix_dice(game, 2, 2)
    run(battle.fight(game, "marquise", 5, "hundreds"), ["warriors"])
    assert sum(e["hits"] for e in events(game, "hits_ignored")) == 1
    assert warriors(game, 5) == 2


# -- passing: rules or interactions the faction's tests did not cover yet ------------------------------------------

def test_stubborn_away_from_the_warlord_ignores_no_hit_law_14_7_7():
    # Law 14.7.7: only in battles in the warlord's clearing; he is in 10, the battle in 5.
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 3}},
                          10: {"hundreds": {"warrior": 1}}},
                         warlord=10)
    fix_dice(game, 2, 2)
    run(battle.fight(game, "marquise", 5, "hundreds"))
    assert not events(game, "hits_ignored") and warriors(game, 5) == 1


def test_wrathful_deals_no_extra_hit_as_defender_law_14_7_8():
    # Law 14.7.8: the extra hit is the attacker's only; defending by the warlord, the Hundreds deal their roll.
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"warrior": 3}}}, warlord=5, mood="wrathful")
    fix_dice(game, 1, 1)
    run(battle.fight(game, "marquise", 5, "hundreds"), ["warriors"])
    assert warriors(game, 5, "marquise") == 2 and warriors(game, 5) == 2


def test_bitter_works_when_the_hundreds_defend_by_the_warlord_law_14_7_1():
    # Law 14.7.1: "in battle" in his clearing, whichever side: a mob next door becomes a warrior before the roll, so
    # two warriors roll two hits (4.3.2.I).
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "marquise": {"warrior": 3}}, 2: {"hundreds": {"mob": 1}}},
                         warlord=5, mood="bitter")
    fix_dice(game, 3, 2)
    asked = run(battle.fight(game, "marquise", 5, "hundreds"), ["clearing:2", "warriors", "warriors"])[0]
    assert asked[0].kind == "hundreds.bitter" and component(game).mob_clearings(game) == []
    assert warriors(game, 5, "marquise") == 1


def test_birdsong_without_the_warlord_recruits_by_strongholds_only_then_anoints_law_14_4_2_and_14_4_3():
    # Law 14.4.2 then 14.4.3: the warlord off the map places no Prowess warriors; the strongholds recruit, and one of
    # the warriors is then replaced by him (the count stays).
    game = hundreds_game({8: {"hundreds": {"stronghold": 1}}, 5: {"hundreds": {"warrior": 1}}},
                         current="hundreds", phase="birdsong", hoard={"prowess": ["sword", "tea"]})
    assert expect(game, "hundreds.anoint", "hundreds") == ["clearing:5", "clearing:8"]
    assert warriors(game, 8) == 1 and warriors(game, 5) == 1
    play_choices(game, "clearing:8")
    assert hd(game).data["warlord"] == 8 and warriors(game, 8) == 1
    assert expect(game, "hundreds.mood", "hundreds")
    no_problems(game)


def test_an_item_looted_for_a_full_track_is_lost_or_kept_for_a_point_law_14_2_5_and_14_2_4_i():
    # Law 14.2.5 then 14.2.4.I: the boot looted meets a full Command track: the Hundreds remove one, score 1.
    game = hundreds_game({5: {"hundreds": {"warrior": 3}, "marquise": {"sawmill": 1}}}, warlord=5,
                         current="hundreds", hoard={"command": ["boot", "bag", "coins", "bag"]})
    game.state.factions["marquise"].crafted_items = ["boot"]
    game.state.item_supply["boot"] -= 1
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "yes")
    score = hd(game).score  # the sawmill, by the defenseless extra hit
    assert expect(game, "hundreds.overflow") == ["item:boot", "item:bag", "item:coins"]
    play_choices(game, "item:coins")
    assert hd(game).data["hoard"]["command"] == ["boot", "bag", "bag", "boot"]
    assert hd(game).score == score + 1 and game.state.removed_items == {"coins": 1}
    assert game.state.factions["marquise"].crafted_items == []


def test_looting_hundreds_still_take_the_defenders_rolled_hits_law_14_2_5():
    # Law 14.2.5: only the Hundreds' rolled hits are given up: the Marquise's rolled hit removes one of theirs, none
    # of hers goes, and still ruling (3 to 2) the Hundreds take her tea.
    game = hundreds_game({5: {"hundreds": {"warrior": 4}, "marquise": {"warrior": 2}},
                          10: {"hundreds": {"warrior": 1}}},
                         warlord=10, current="hundreds")
    game.state.factions["marquise"].crafted_items = ["tea"]
    game.state.item_supply["tea"] -= 1
    fix_dice(game, 2, 1)
    play_choices(game, "battle", "yes")
    assert warriors(game, 5) == 3 and warriors(game, 5, "marquise") == 2
    assert hd(game).data["hoard"]["prowess"] == ["tea"] and game.state.factions["marquise"].crafted_items == []
    no_problems(game)


def test_rowdy_without_the_warlord_on_the_map_draws_one_more_law_14_7_6():
    # Law 14.7.6: one more card; the two more need three enemy pieces in his clearing, which he has not.
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "marquise": {"warrior": 3}}}, mood="rowdy",
                         phase="evening", current="hundreds", hands={"hundreds": []})
    assert hd(game).data["warlord"] is None and len(hd(game).hand) == 2


def test_relentless_needs_both_a_move_and_a_battle_in_the_advance_law_14_7_5():
    # Law 14.7.5: the warlord does not move, battles where he is: no further move or battle is offered.
    game = hundreds_game({5: {"hundreds": {"warrior": 4}, "marquise": {"warrior": 3}}}, warlord=5,
                         mood="relentless", current="hundreds")
    fix_dice(game, 0, 0)
    play_choices(game, "end", "advance")
    expect(game, "hundreds.advance.move.origin", "hundreds")
    play_choices(game, game.pending.option_ids[-1])  # don't move
    play_choices(game, "clearing:5")
    assert len(events(game, "battle")) == 1 and game.pending.kind != "hundreds.relentless"


def test_the_advance_battles_only_in_the_warlords_clearing_law_14_5_3():
    # Law 14.5.3: the battle after the warlord's move is in his clearing; Hundreds warriors facing the Marquise in 10
    # are not offered.
    game = hundreds_game({5: {"hundreds": {"warrior": 2}, "marquise": {"warrior": 1}},
                          10: {"hundreds": {"warrior": 2}, "marquise": {"warrior": 1}}}, warlord=5,
                         current="hundreds")
    play_choices(game, "end", "advance")
    play_choices(game, game.pending.option_ids[-1])  # don't move
    assert expect(game, "hundreds.advance.battle.clearing", "hundreds")[0] == "clearing:5"
    assert "clearing:10" not in game.pending.option_ids


def test_taking_a_crafted_item_for_a_full_track_scores_only_the_overflow_point_law_14_2_3_and_14_2_4_i():
    # Law 14.2.3 then 14.2.4.I: the sword taken (no listed points) meets a full Prowess track: one item goes, 1 VP.
    game = hundreds_game({8: {"hundreds": {"warrior": 1, "stronghold": 2}}}, warlord=8, hands={"hundreds": ["sword"]},
                         current="hundreds", hoard={"prowess": ["hammer", "tea", "crossbow", "tea"]})
    play_choices(game, f"craft:{hd(game).hand[0]}", "take")
    assert expect(game, "hundreds.overflow") == ["item:sword", "item:hammer", "item:tea", "item:crossbow"]
    play_choices(game, "item:sword")
    assert hd(game).score == 1 and game.state.removed_items == {"sword": 1}
    assert hd(game).data["hoard"]["prowess"] == ["hammer", "tea", "crossbow", "tea"]
    no_problems(game)


def test_incite_with_a_bird_card_in_any_clearing_of_a_warrior_law_14_6_1_and_2_1_1():
    # Law 14.6.1 with 2.1.1: a bird card matches a fox, a mouse and a rabbit clearing alike.
    game = hundreds_game({1: {"hundreds": {"warrior": 1}}, 2: {"hundreds": {"warrior": 1}},
                          5: {"hundreds": {"warrior": 1}}}, warlord=1, phase="evening", current="hundreds",
                         hands={"hundreds": ["ambush_bird"]})
    assert expect(game, "hundreds.incite") == ["clearing:1", "clearing:2", "clearing:5", "done"]


def test_the_hundreds_defending_are_not_asked_to_loot_law_14_2_5():
    # Law 14.2.5: Looters is the attacker's declaration; the Marquise attacking the Hundreds with her boot in the box
    # asks the Hundreds nothing, and her battle takes nothing from her.
    game = hundreds_game({5: {"hundreds": {"warrior": 1}, "marquise": {"warrior": 3}},
                          10: {"hundreds": {"warrior": 1}}},
                         warlord=10)
    game.state.factions["marquise"].crafted_items = ["boot"]
    game.state.item_supply["boot"] -= 1
    fix_dice(game, 1, 1)
    asked = run(battle.fight(game, "marquise", 5, "hundreds"))[0]
    assert not [d for d in asked if d.kind.startswith("hundreds.loot")]
    assert game.state.factions["marquise"].crafted_items == ["boot"] and hd(game).data["hoard"]["command"] == []


def test_set_up_in_any_free_corner_when_none_is_opposite_a_starting_corner_law_14_3_1():
    # Law 14.3.1: "if possible" diagonally opposite a starting corner: the Marquise in 1 and the Eyrie opposite in 3
    # leave corners 2 and 4, neither opposite a starting corner: both are offered.
    import rootcore
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "hundreds"],
                              "seating": ["marquise", "eyrie", "hundreds"], "seed": 1})
    play_choices(game, "clearing:1")
    while game.pending.kind != "hundreds.setup.corner":
        assert game.pending.kind != "turn"
        game.choose(game.pending.option_ids[0])
    assert game.state.clearings[3].count("eyrie", "roost") == 1
    assert game.pending.option_ids == ["clearing:2", "clearing:4"]
