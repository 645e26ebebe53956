"""Rules tests of the Winged Menace, a faction of the Outsiders fan expansion (fan content; rules text 002, sections
WM.1-WM.6, cited "WM.x"; "Law x" is the Law of Root). The readings the text leaves open are in the plugin's docstring
(plugins/rootcore_plugins/winged_menace/__init__.py); each test names the rule or reading it checks.

Autumn clearings used (suit; slots; adjacent): 1 fox (5 9 10), 2 mouse (5 6 10), 3 rabbit (6 7 11), 4 rabbit (8 9
12), 6 fox, 2 slots, cave (2 3 11), 7 mouse (3 8 12), 9 mouse (1 4 12), 10 rabbit, 2 slots, cave (1 2 12), 11 mouse,
3 slots, cave (3 6 12), 12 fox, 2 slots, cave (4 7 9 10 11). The Nexus is clearing -1, adjacent to the caves for
the Menace.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore import bots
from rootcore.rules import pieces
from rootcore.rules.rule import is_ruler
from rootcore.testing import check_plugin_conformance

from helpers import events, expect, fix_dice, no_problems, play_choices, run, stand_in_hirelings, thief, warriors

from rootcore_plugins.winged_menace import FACTION, FIGHT, FRIGHT, NEXUS, ROW_SPACES

WM = FACTION
CAVES = [6, 10, 11, 12]


def menace(clearings=None, *, phase="evening", current=WM, factions=("marquise", WM), hands=None, data=None,
           **spec):
    """A position in the Menace's `phase` (three Evening actions left), every hand empty unless told."""
    mine = {"actions": 3, **((data or {}).pop(WM, {}) if data else {})}
    all_data = {WM: mine, **(data or {})}
    return rootcore.scenario({"factions": list(factions), "current": current, "phase": phase,
                              "clearings": clearings or {}, "hands": {f: [] for f in factions} | (hands or {}),
                              "data": all_data, **spec})


def wm(game):
    return game.state.factions[WM]


def score(game, faction=WM):
    return game.state.factions[faction].score


def guano(game, clearing):
    return game.state.clearings[clearing].count(WM, "guano")


# -- setup (WM.3) ----------------------------------------------------------------------------------------------------

def set_up(factions=("marquise", WM), seed=1):
    """A new game driven (first option) up to the Menace's setup question."""
    game = rootcore.new_game({"factions": list(factions), "seed": seed})
    while game.pending.kind != "winged_menace.setup.active":
        game.choose(game.pending.option_ids[0])
    return game


def test_setup_caves_items_nexus_and_active_card_wm_3():
    game = set_up()
    st = game.state
    assert wm(game).data["caves"] == CAVES  # WM.3.1: the four ruins of Autumn become the caves
    assert sorted(st.ruin_items) == CAVES and all(len(st.ruin_items[c]) == 1 for c in CAVES)  # WM.3.2
    assert wm(game).data["box"] == {}  # the four "R" items came out of the box
    assert warriors(game, NEXUS, WM) == 6  # WM.3.3
    assert wm(game).tracks["guano"] == 4 and wm(game).data["rows"] == {"spawn": 4, "draw": 4}
    game.choose("active:fright")  # the Menace chooses which card lies at the bottom
    assert wm(game).data["active"] == FRIGHT


def test_setup_keeps_items_a_vagabond_put_under_the_ruins_wm_3_2():
    game = set_up(("marquise", "vagabond", WM))
    before = {c: list(v) for c, v in game.state.ruin_items.items()}
    assert sum(map(len, before.values())) == 4  # one set, the Vagabond's (9.3.4), not a second one
    assert wm(game).data["box"] == {"bag": 1, "boot": 1, "hammer": 1, "sword": 1}  # the Menace's copy stays boxed


# -- the Nexus and the caves (WM.2.4) -------------------------------------------------------------------------

def test_nexus_is_adjacent_to_the_caves_for_the_menace_alone_wm_2_4_i():
    from rootcore.rules.adjacency import adjacent
    game = menace({NEXUS: {WM: {"warrior": 2}}})
    assert sorted(adjacent(game, NEXUS, WM)) == CAVES
    assert NEXUS in adjacent(game, 12, WM, moving=True)
    assert NEXUS not in adjacent(game, 12, "marquise", moving=True)
    assert not pieces.placement_allowed(game, "marquise", "warrior", NEXUS)  # only Menace pieces there
    assert pieces.placement_allowed(game, WM, "warrior", NEXUS)
    assert not pieces.placement_allowed(game, WM, "guano", NEXUS)


def test_caves_stay_when_their_last_item_is_taken_wm_2_4():
    game = menace({NEXUS: {WM: {"warrior": 1}}}, phase="daylight", data={WM: {"rows": {"spawn": 4, "draw": 4}}})
    game.state.ruin_items = {6: ["hammer"]}
    pieces.ruins_after_taking(game, 6, 0)  # what the Vagabond's Explore, a raze or the Brigand ask
    assert game.state.clearings[6].ruins == 1 and not events(game, "ruin_removed")
    game2 = menace(phase="daylight")
    game2.state.data.pop("lasting_ruins")
    pieces.ruins_after_taking(game2, 6, 0)  # an ordinary ruin goes with its last item (9.5.3)
    assert game2.state.clearings[6].ruins == 0


def test_a_vagabond_exploring_a_cave_takes_the_item_and_the_cave_stays_wm_2_4():
    from helpers import thief
    game = rootcore.scenario({"factions": ["vagabond", WM], "current": "vagabond", "phase": "daylight",
                              "hands": {"vagabond": [], WM: []},
                              "data": {"vagabond": thief(clearing=12, items=["torch", "boot"],
                                                         ruin_items={"12": ["hammer"]}), WM: {}}})
    game.choose("explore")
    assert [e["item"] for e in events(game, "explored")] == ["hammer"] and not game.state.ruin_items
    assert game.state.clearings[12].ruins == 1 and not events(game, "ruin_removed")  # the cave is never removed


def elect_a_ruin_by_valorem_historiae(other: str, clearing: int = 12):
    """The Twelve Colonies pass Valorem Historiae (TC.2.3.XVI) electing the ruin of `clearing` (a hammer under it),
    `other` seconding; returns the game and the hammers in the supply before."""
    tc = "twelve_colonies"
    game = rootcore.scenario({"factions": [tc, other], "current": tc, "phase": "birdsong",
                              "clearings": {1: {tc: {"warrior": 2, "capitol": 1}}}, "hands": {tc: [], other: []},
                              "scores": {tc: 0, other: 1},
                              "data": {tc: {"ballots": {tc: 1, other: 0}, "law_hand": ["valorem_historiae"]}}})
    game.state.ruin_items = {clearing: ["hammer"]}
    supply = game.state.item_supply.get("hammer", 0)
    play_choices(game, "pass")  # no Recruit: the ballot is kept for the vote
    assert f"nominate:{clearing}:ruin" in expect(game, "twelve_colonies.nominate", tc)  # a ruin with an item
    # The other player votes first (more VP), with no ballot: it may still offer to buy some (TC.2.5.II), and abstains.
    play_choices(game, f"nominate:{clearing}:ruin", f"second:{clearing}:ruin", "done", "vote:A", "done", "done")
    assert game.state.factions[tc].data["law"] == "valorem_historiae"
    assert game.state.item_supply["hammer"] == supply + 1 and clearing not in game.state.ruin_items
    return game


def test_valorem_historiae_on_a_cave_frees_its_items_and_the_cave_stays_without_a_site_wm_2_4():
    """The cave cannot be removed (WM.2.4): its item goes to the supply, but its slot never empties, so the
    Historical Site, which takes the elected slot (TC.2.3.XVI), is not placed, though clearing 12 has a second, open
    slot. An ordinary ruin goes and the site takes its slot."""
    game = elect_a_ruin_by_valorem_historiae(WM)
    cl = game.state.clearings[12]
    assert cl.ruins == 1 and not cl.buildings and not events(game, "ruin_removed")
    assert events(game, "historical_site_blocked") and not events(game, "historical_site")
    no_problems(game)
    game = elect_a_ruin_by_valorem_historiae("marquise")
    assert game.state.clearings[12].ruins == 0 and game.state.clearings[12].buildings == [
        ("twelve_colonies", "historical_site")]


def test_explore_takes_a_cave_item_for_one_vp_and_the_cave_stays_wm_5_2():
    game = menace({NEXUS: {WM: {"warrior": 1}}}, phase="daylight",
                  data={WM: {"ruin_items": {10: ["boot"], 12: ["sword"]}}})
    assert expect(game, "winged_menace.explore", WM) == ["clearing:10", "clearing:12", "pass"]
    game.choose("clearing:12")
    assert wm(game).crafted_items == ["sword"] and score(game) == 1
    assert 12 not in game.state.ruin_items and game.state.clearings[12].ruins == 1


def test_no_explore_without_warriors_in_the_nexus_wm_5_2():
    game = menace({12: {WM: {"warrior": 1}}}, phase="daylight", data={WM: {"ruin_items": {10: ["boot"]}}})
    assert game.pending.kind != "winged_menace.explore"  # Daylight went on to Evening without asking
    assert game.state.ruin_items == {10: ["boot"]}


# -- Scatter (WM.4.1) ------------------------------------------------------------------------------------------

def test_scatter_places_warriors_in_adjacent_clearings_not_a_move_wm_4_1():
    """Warriors leave 12 and are placed in 10 and the Nexus: no move, so the Alliance's sympathy in 10 asks no
    Outrage (8.2.6 is about moves)."""
    game = menace({12: {WM: {"warrior": 3}}, 10: {"alliance": {"sympathy": 1}}}, phase="birdsong",
                  factions=("alliance", WM), hands={WM: ["ambush_fox"]})
    assert "clearing:12" in expect(game, "winged_menace.scatter", WM)
    play_choices(game, "clearing:12")
    assert sorted(expect(game, "winged_menace.scatter.destination")) == sorted(
        f"clearing:{c}" for c in (-1, 4, 7, 9, 10, 11))
    play_choices(game, "clearing:10", "count:2", "clearing:-1")
    assert warriors(game, 10, WM) == 2 and warriors(game, NEXUS, WM) == 1 and warriors(game, 12, WM) == 0
    assert not [e for e in events(game, "moved") if e["faction"] == WM]
    assert not events(game, "outrage") and len(wm(game).hand) == 1


# -- Guano (WM.2.5) ----------------------------------------------------------------------------------------------

def test_a_fifth_warrior_places_guano_first_and_loses_the_vp_uncovered_wm_2_5():
    game = menace({12: {WM: {"warrior": 4}}, 10: {WM: {"warrior": 4}}}, phase="birdsong", scores={WM: 5},
                  data={WM: {"rows": {"spawn": 4, "draw": 4}}})
    game.state.factions[WM].supply["warrior"] = 10
    plugin = game.factions[WM]
    assert plugin.place_warriors(game, 12, 1) == 1
    assert guano(game, 12) == 1 and score(game) == 5  # the first space costs nothing (board: 0, 1, 1, 2)
    assert plugin.place_warriors(game, 12, 1) == 1  # a sixth: another guano ("any time")
    assert guano(game, 12) == 2 and score(game) == 4
    assert plugin.place_warriors(game, 10, 2) == 2  # two at once: one guano
    assert guano(game, 10) == 1 and score(game) == 3 and wm(game).tracks["guano"] == 1


def test_no_guano_left_caps_warriors_at_four_wm_2_5():
    game = menace({12: {WM: {"warrior": 3}}}, phase="birdsong")
    wm(game).tracks["guano"] = 0  # all four guano on the map elsewhere
    assert game.factions[WM].place_warriors(game, 12, 3) == 1 and warriors(game, 12, WM) == 4
    assert game.factions[WM].place_warriors(game, NEXUS, 7) == 7  # no limit in the Nexus


def test_guano_never_in_the_keep_so_no_fifth_warrior_moves_there_wm_2_5():
    game = menace({1: {"marquise": {"keep": 1}, WM: {"warrior": 4}}, 5: {WM: {"warrior": 3}}},
                  data={"marquise": {"keep": 1}})
    assert game.factions[WM].room(game, 1, 3) == 0
    assert 1 not in game.factions[WM].swoop_destinations(game)


def test_a_move_into_a_crowded_clearing_places_guano_wm_2_5():
    game = menace({12: {WM: {"warrior": 4}}, 10: {WM: {"warrior": 2}}, 11: {WM: {"warrior": 1}}})
    play_choices(game, "swoop", "clearing:12", "clearing:10", "count:2")
    assert guano(game, 12) == 1 and warriors(game, 12, WM) == 6
    play_choices(game, "clearing:11")  # a second origin (one warrior: no count asked), again over four: more guano
    assert guano(game, 12) == 2 and warriors(game, 12, WM) == 7


# -- Spawn (WM.5.1) --------------------------------------------------------------------------------------------

def test_spawn_nexus_bonus_then_cards_place_one_plus_warrior_bonuses_wm_5_1():
    game = menace({NEXUS: {WM: {"warrior": 5}}, 9: {WM: {"infestation": 1}}, 6: {WM: {"infestation": 1}}},
                  phase="daylight", hands={WM: ["ambush_mouse"]})
    assert wm(game).data["rows"] == {"spawn": 2, "draw": 4}  # two infestations on the map, off the spawn row
    assert expect(game, "winged_menace.spawn.nexus", WM) == ["count:0", "count:1", "count:2"]  # 5 // 2
    game.choose("count:2")
    assert warriors(game, NEXUS, WM) == 7
    play_choices(game, game.pending.option_ids[0])  # the mouse card
    assert "clearing:6" not in expect(game, "winged_menace.spawn.clearing")  # fox: no match
    game.choose("clearing:9")
    assert warriors(game, 9, WM) == 2  # 1 + the warrior bonus uncovered on the spawn row's second space


# -- Evening actions (WM.6.1) -----------------------------------------------------------------------------------

def test_bite_removes_one_enemy_warrior_where_the_menace_is_wm_6_1_i():
    game = menace({3: {WM: {"warrior": 1}, "marquise": {"warrior": 2}}, 5: {"marquise": {"warrior": 1}}})
    play_choices(game, "bite")
    assert warriors(game, 3, "marquise") == 1 and warriors(game, 5, "marquise") == 1


def test_build_spends_a_matching_card_in_a_ruled_clearing_from_a_row_wm_6_1_ii():
    game = menace({7: {WM: {"warrior": 2}}, 8: {WM: {"warrior": 1}, "marquise": {"warrior": 2}}},
                  hands={WM: ["ambush_mouse"]})
    assert "build" in expect(game, "winged_menace.action")
    assert game.factions[WM].build_spots(game) == [7]  # 8 is the Marquise's; elsewhere no Menace piece
    play_choices(game, "build", "row:draw")  # the one clearing and the one card are taken unasked
    assert game.state.clearings[7].count(WM, "infestation") == 1 and not wm(game).hand
    assert wm(game).data["rows"] == {"spawn": 4, "draw": 3} and score(game) == 1  # the draw row's first space


def test_swarm_only_against_fewer_warriors_and_a_second_battle_for_a_card_wm_6_1_iii():
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"warrior": 2}}, 9: {WM: {"warrior": 1},
                                                                           "marquise": {"warrior": 2}}},
                  hands={WM: ["ambush_fox"]}, data={WM: {"active": FIGHT}})
    assert game.factions[WM].swarm_targets(game) == {12: ["marquise"]}  # in 9 the Marquise has more
    fix_dice(game, 1, 0, 1, 0)
    play_choices(game, "swarm", "keep")
    assert warriors(game, 12, "marquise") == 1
    play_choices(game, game.pending.option_ids[0], "keep")  # spend the fox card: the second battle
    assert warriors(game, 12, "marquise") == 0 and not wm(game).hand
    assert len(events(game, "battle")) == 2


def test_swoop_moves_from_several_clearings_into_one_adjacent_to_all_wm_6_1_iv():
    game = menace({10: {WM: {"warrior": 2}}, 11: {WM: {"warrior": 1}}, 4: {WM: {"warrior": 1}}})
    play_choices(game, "swoop", "clearing:12")
    assert expect(game, "winged_menace.swoop.origin") == ["clearing:4", "clearing:10", "clearing:11"]
    play_choices(game, "clearing:10", "count:2", "clearing:4")
    assert "done" in expect(game, "winged_menace.swoop.origin")
    game.choose("done")
    assert warriors(game, 12, WM) == 3 and warriors(game, 11, WM) == 1
    assert expect(game, "winged_menace.action") and wm(game).data["actions"] == 2


def test_crafting_with_infestations_in_evening_then_draw_with_draw_bonuses_wm_2_1_wm_6_2_wm_6_3():
    game = menace({12: {WM: {"infestation": 1}}, 6: {WM: {"infestation": 1}}, 11: {WM: {"infestation": 1}}},
                  hands={WM: ["anvil"]}, data={WM: {"rows": {"spawn": 4, "draw": 1}}})
    anvil = wm(game).hand[0]
    # no action possible: straight to crafting, in Evening, with the infestations (the anvil costs one fox)
    assert expect(game, "winged_menace.craft", WM) == [f"craft:{anvil}", "done"]
    game.choose(f"craft:{anvil}")
    assert "hammer" in wm(game).crafted_items
    # draw row: three spaces uncovered, a bonus on the second: 1 + 1 cards drawn (WM.6.3)
    assert len(wm(game).hand) == 2


# -- the Active Card (WM.2.2) -------------------------------------------------------------------------------

def fright_game(extra=None, **kw):
    """The Menace (FRIGHT active) swarms the Marquise in 12 with 3 warriors against 2."""
    clearings = {12: {WM: {"warrior": 3}, "marquise": {"warrior": 2}}, **(extra or {})}
    return menace(clearings, data={WM: {"active": FRIGHT}}, **kw)


def test_fright_moves_warriors_to_a_clearing_they_rule_and_scores_when_none_left_wm_2_2_ii():
    game = fright_game({9: {"marquise": {"warrior": 1}}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 1)
    game.choose("keep")
    assert warriors(game, 9, "marquise") == 3 and warriors(game, 12, "marquise") == 0  # two moved to 9, theirs
    assert score(game) == 2  # one per warrior moved, as none are left
    assert warriors(game, 12, WM) == 2  # the Marquise's hit removed one as usual
    assert [e["card"] for e in events(game, "active_card_revealed")] == [FRIGHT]
    moved = [e for e in events(game, "moved") if e["faction"] == "marquise"]
    assert moved and moved[-1]["destination"] == 9


def test_fright_no_score_while_some_stay_wm_2_2_ii():
    game = fright_game({9: {"marquise": {"warrior": 1}}})
    play_choices(game, "swarm")
    fix_dice(game, 1, 0)
    game.choose("keep")
    assert warriors(game, 12, "marquise") == 1 and warriors(game, 9, "marquise") == 2 and score(game) == 0


@pytest.mark.parametrize("threatened, calm", [(9, 11), (11, 9)])
def test_a_frightened_bot_sends_its_warriors_to_guard_its_most_threatened_clearing_wm_2_2_ii(threatened, calm):
    """The Marquise rules 9 and 11, both next to 12; a Menace warrior stands in one of them: her bot (bot advice
    `winged_menace.fright`) sends the frightened warriors there."""
    from rootcore.agents import make_agent
    game = fright_game({threatened: {"marquise": {"warrior": 2}, WM: {"warrior": 1}},
                        calm: {"marquise": {"warrior": 2}}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert expect(game, "winged_menace.fright", "marquise") == ["clearing:9", "clearing:11"]
    assert make_agent("heuristic", "marquise", 0)(game, game.pending) == f"clearing:{threatened}"


def test_fright_goes_to_most_pieces_then_menace_choice_wm_2_2_ii():
    # 2nd priority: no clearing ruled by the Marquise nearby; 7 holds most of her pieces (tied rule there).
    game = fright_game({7: {"marquise": {"warrior": 1}, WM: {"warrior": 1}},
                        10: {WM: {"warrior": 2}}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert warriors(game, 7, "marquise") == 3
    # 3rd: none of her pieces nearby: the Menace chooses among every adjacent clearing (not the Nexus).
    game = fright_game()
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert expect(game, "winged_menace.fright", WM) == [f"clearing:{c}" for c in (4, 7, 9, 10, 11)]
    game.choose("clearing:4")
    assert warriors(game, 4, "marquise") == 2 and score(game) == 2


def test_fright_removes_no_buildings_or_tokens_wm_2_2_ii():
    game = fright_game({12: {WM: {"warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}},
                        9: {"marquise": {"warrior": 1}}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert game.state.clearings[12].count("marquise", "sawmill") == 1 and score(game) == 1


def test_fight_battles_as_usual_and_squatters_take_the_building_slot_wm_2_2_i_wm_2_3():
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"sawmill": 1, "warrior": 1}}}, data={WM: {"active": FIGHT}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert game.state.clearings[12].count("marquise", "sawmill") == 0 and score(game) == 1  # 3.2.1
    assert expect(game, "winged_menace.squatters", WM) == ["yes", "no"]
    play_choices(game, "yes", "row:spawn")
    assert game.state.clearings[12].count(WM, "infestation") == 1
    assert wm(game).data["rows"]["spawn"] == 3 and score(game) == 1  # the spawn row's first space scores 0


def test_the_menaces_advice_takes_squatters_from_the_row_that_scores_more_wm_2_3():
    """Outside its turn (where its GenericBot does not look ahead) the Menace's advice takes the free infestation, from
    the row whose space it uncovers scores more (the draw row's first: 1 VP, the spawn row's: 0), then the one with a
    bonus; the spawn row's second space and the draw row's second both score 1 VP with a bonus: the first offered."""
    from rootcore.bots import GenericBot
    from rootcore_plugins.winged_menace import advise_squatters, advise_take_row
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"sawmill": 1, "warrior": 1}}}, data={WM: {"active": FIGHT}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    bot = GenericBot(WM)
    assert advise_squatters(bot, game, game.pending) == "yes"
    play_choices(game, "yes")
    assert expect(game, "winged_menace.squatters.row", WM) == ["row:spawn", "row:draw"]
    assert advise_take_row(bot, game, game.pending) == "row:draw"
    wm(game).data["rows"]["spawn"] = 3  # its first space uncovered: its second scores 1 VP and spawns a warrior
    wm(game).data["rows"]["draw"] = 2  # its third space scores 2 VP
    assert advise_take_row(bot, game, game.pending) == "row:draw"
    wm(game).data["rows"]["draw"] = 3  # its second space: 1 VP and a card, as the spawn row's: the first offered
    assert advise_take_row(bot, game, game.pending) == "row:spawn"


def test_the_menace_may_swap_at_the_start_of_a_battle_it_defends_before_ambushes_wm_2_2():
    game = menace({12: {WM: {"warrior": 2}, "marquise": {"warrior": 3}}}, current="marquise", phase="daylight",
                  hands={WM: ["ambush_fox"]}, data={WM: {"active": FIGHT}, "marquise": {"actions": 3}})
    play_choices(game, "battle")  # the one clearing of battle: taken unasked
    assert expect(game, "winged_menace.active_card", WM) == ["keep", "swap"]
    game.choose("swap")
    assert expect(game, "battle.ambush", WM)  # the ambush comes after the swap
    assert wm(game).data["active"] == FRIGHT and events(game, "active_card_swapped")


@pytest.mark.parametrize("active, answer", [(FIGHT, "keep"), (FRIGHT, "swap")])
def test_the_menaces_bot_defends_with_fight_active_wm_2_2(active, answer):
    from rootcore.agents import make_agent
    game = menace({12: {WM: {"warrior": 2}, "marquise": {"warrior": 3}}}, current="marquise", phase="daylight",
                  data={WM: {"active": active}, "marquise": {"actions": 3}})
    play_choices(game, "battle")
    expect(game, "winged_menace.active_card", WM)
    assert make_agent("heuristic", WM, 1)(game, game.pending) == answer


def test_the_active_card_is_hidden_from_the_others_wm_2_2_law_1_2():
    game = menace({12: {WM: {"warrior": 1}}}, data={WM: {"active": FRIGHT}})
    assert game.view("marquise")["factions"][WM]["data"]["active"] is None
    assert game.view(WM)["factions"][WM]["data"]["active"] == FRIGHT
    seen = set()
    for seed in range(20):
        clone = game.clone()
        bots.determinize(clone, seed, "marquise")
        seen.add(clone.state.factions[WM].data["active"])
    assert seen == {FIGHT, FRIGHT}


# -- infestations returned (WM.2.3.I) and guano cleaned up (WM.2.5.I) ---------------------------------------------

def test_an_infestation_removed_goes_back_to_a_row_of_the_menace_choice_wm_2_3_i():
    game = menace({12: {WM: {"infestation": 2}, "marquise": {"warrior": 3}}}, current="marquise", phase="daylight",
                  data={WM: {"rows": {"spawn": 3, "draw": 3}}, "marquise": {"actions": 3}})
    play_choices(game, "battle")  # the one clearing of battle: taken unasked
    fix_dice(game, 0, 0)  # no rolled hit; one for the defenseless Menace (4.3.3.II)
    play_choices(game, "keep")
    assert expect(game, "winged_menace.return_row", WM) == ["row:spawn", "row:draw"]
    game.choose("row:draw")
    assert wm(game).data["rows"] == {"spawn": 3, "draw": 4} and score(game, "marquise") == 1


@pytest.mark.parametrize("rows, answer", [({"spawn": 3, "draw": 2}, "row:spawn"),
                                          ({"spawn": 2, "draw": 3}, "row:draw")])
def test_the_menaces_bot_returns_an_infestation_where_it_covers_no_bonus_wm_2_3_i(rows, answer):
    # With two on a row the space covered again is its second, which holds a bonus (a Spawn warrior, a card); with
    # three, its first, which holds none.
    from rootcore.agents import make_agent
    game = menace({12: {WM: {"infestation": 2}, "marquise": {"warrior": 3}}, 1: {WM: {"infestation": 1}}},
                  current="marquise", phase="daylight", data={WM: {"rows": rows}, "marquise": {"actions": 3}})
    play_choices(game, "battle")
    fix_dice(game, 0, 0)
    play_choices(game, "keep")
    expect(game, "winged_menace.return_row", WM)
    assert make_agent("heuristic", WM, 1)(game, game.pending) == answer


def test_an_enemy_cleans_up_lone_guano_defenseless_scoring_each_wm_2_5_i():
    game = menace({12: {WM: {"guano": 2}, "marquise": {"warrior": 1}}}, current="marquise", phase="daylight",
                  data={"marquise": {"actions": 3}})
    wm(game).tracks["guano"] = 2
    play_choices(game, "battle")  # the one clearing of battle: taken unasked
    fix_dice(game, 1, 0)
    play_choices(game, "keep")
    assert guano(game, 12) == 0 and score(game, "marquise") == 2  # one rolled hit + defenseless (4.3.3.II)
    assert wm(game).tracks["guano"] == 4  # back on the track


def test_the_menace_cleans_up_its_own_guano_with_swarm_fight_only_wm_2_5_i():
    game = menace({12: {WM: {"warrior": 2, "guano": 2}}}, data={WM: {"active": FIGHT}})
    wm(game).tracks["guano"] = 2
    play_choices(game, "swarm")  # the guano, the one target there
    fix_dice(game, 0, 0)
    game.choose("keep")
    assert guano(game, 12) == 1 and score(game) == 1  # no rolled hit, one for the defenseless guano
    game = menace({12: {WM: {"warrior": 2, "guano": 2}}}, data={WM: {"active": FRIGHT}})
    wm(game).tracks["guano"] = 2
    play_choices(game, "swarm")  # the guano, the one target there
    fix_dice(game, 3, 3)
    game.choose("keep")
    assert guano(game, 12) == 2 and score(game) == 0  # FRIGHT removes no tokens


# -- Dark Passage (WM.2.4.II) ------------------------------------------------------------------------------------

def test_dark_passage_another_player_gives_a_card_to_relocate_between_caves_wm_2_4_ii():
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="birdsong",
                  hands={"marquise": ["ambush_fox", "anvil"]}, data={"marquise": {}})
    assert expect(game, "winged_menace.dark_passage", "marquise") == ["yes", "no"]
    play_choices(game, "yes")  # the one cave with her warriors: no origin asked
    assert expect(game, "winged_menace.dark_passage.destination") == ["clearing:10", "clearing:11", "clearing:12"]
    play_choices(game, "clearing:11", "count:2")
    card = game.pending.option_ids[0]
    game.choose(card)
    assert warriors(game, 11, "marquise") == 2 and warriors(game, 6, "marquise") == 1
    assert len(wm(game).hand) == 1 and len(game.state.factions["marquise"].hand) == 1
    assert not [e for e in events(game, "moved") if e["faction"] == "marquise"]  # placed, not moved


# -- the Duchy's Burrow and the Nexus; random games --------------------------------------------------------------

def test_with_the_duchy_the_burrow_and_the_nexus_are_two_clearings():
    game = set_up(("duchy", WM))
    assert 0 in game.state.clearings and NEXUS in game.state.clearings
    assert warriors(game, NEXUS, WM) == 6
    results = check_plugin_conformance(["duchy", WM, "marquise"], games=2, clone_games=1)
    assert all(r["over"] for r in results)


@pytest.mark.parametrize("factions", [("marquise", "eyrie", "alliance", WM), (WM, "vagabond", "riverfolk", "duchy"),
                                      (WM, "hundreds", "keepers", "corvid")])
def test_random_games_with_the_menace_keep_the_invariants_replay_and_clone(factions):
    results = check_plugin_conformance(list(factions), games=3, clone_games=1)
    assert all(r["over"] for r in results)


def test_random_games_with_hands_concealed():
    results = check_plugin_conformance(["marquise", "eyrie", WM], games=2, options={"conceal_hands": True})
    assert all(r["over"] for r in results)


def test_marked_as_fan_content_and_bundled_by_the_outsiders():
    from rootcore import plugins
    registry = plugins.discover()
    assert "Winged Menace" in registry.plugins[WM].manifest.fan
    assert WM in registry.plugins["outsiders"].manifest.bundles
    game = rootcore.new_game({"factions": ["marquise", WM], "seed": 2})
    assert any("guano" in w for w in game.warnings)  # the one reading that departs from the text, said aloud


def test_dominance_can_be_activated_in_daylight_law_3_3():
    """The Menace's Daylight has no action menu: its card window offers the dominance card (3.3.1, 10 VP or more)."""
    game = menace({NEXUS: {WM: {"warrior": 1}}}, phase="daylight", hands={WM: ["dominance_fox"]}, scores={WM: 12})
    options = expect(game, "winged_menace.daylight_cards", WM)
    assert any(o.startswith("activate_dominance") for o in options) and "go_on" in options


def test_swoop_is_a_move_so_it_triggers_outrage_wm_6_1_iv_law_8_2_6():
    game = menace({10: {WM: {"warrior": 1}}, 11: {WM: {"warrior": 1}}, 12: {"alliance": {"sympathy": 1}}},
                  factions=("alliance", WM))
    play_choices(game, "swoop", "clearing:12", "clearing:10", "clearing:11")
    assert warriors(game, 12, WM) == 2
    outrage = events(game, "outrage")
    assert [(e["faction"], e["clearing"]) for e in outrage] == [(WM, 12), (WM, 12)]  # one per move (8.2.6)


def test_fright_as_defender_moves_the_attacker_out_wm_2_2_ii():
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"warrior": 1}}, 9: {"marquise": {"sawmill": 1}}},
                  current="marquise", phase="daylight", data={WM: {"active": FRIGHT}, "marquise": {"actions": 3}})
    play_choices(game, "battle")
    fix_dice(game, 0, 3)  # the higher roll to the attacker (capped by her one warrior), 0 to the Menace
    game.choose("keep")  # the Menace defends: it is asked too (WM.2.2)
    # no hit from the Menace: nothing frightened
    assert warriors(game, 12, "marquise") == 1 and warriors(game, 12, WM) == 2
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"warrior": 1}}, 9: {"marquise": {"sawmill": 1}}},
                  current="marquise", phase="daylight", data={WM: {"active": FRIGHT}, "marquise": {"actions": 3}})
    play_choices(game, "battle")
    fix_dice(game, 2, 2)
    game.choose("keep")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 12, "marquise") == 0  # to 9, which she rules
    assert score(game) == 1 and warriors(game, 12, WM) == 2


def test_dark_passage_comes_after_the_riverfolk_services_unordered_wm_2_4_ii_law_1_4_1():
    """Law 1.4.1 with 11.2.6: the buyer's services are bought at the start of its Birdsong, before everything else in
    it; Dark Passage, usable on its turn (WM.2.4.II), is offered once they are over, with no order asked (1.1.3)."""
    river = {"funds": {}, "payments": {}, "committed": {}, "prices": {"hand_card": 1, "riverboats": 1,
                                                                      "mercenaries": 1}}
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="birdsong",
                  factions=("marquise", WM, "riverfolk"), hands={"marquise": [], "riverfolk": ["anvil"]},
                  data={"marquise": {}, "riverfolk": river})
    assert not game.factions[WM].can_use_passage(game, "marquise")  # no card to give yet
    assert expect(game, "riverfolk.service", "marquise")[0] == "service:hand_card:1"  # no turn.effect_order first
    play_choices(game, "service:hand_card:1")  # the Riverfolk's one card, taken unasked; her one service (11.2.6)
    assert expect(game, "winged_menace.dark_passage", "marquise") == ["yes", "no"]
    play_choices(game, "yes", "clearing:12", "count:2")  # the card bought goes to the Menace, unasked
    assert warriors(game, 12, "marquise") == 2 and len(wm(game).hand) == 1


def test_dark_passage_is_offered_in_evening_before_its_steps_only_wm_2_4_ii_law_1_4_1():
    """Law 1.4.1: in Evening once its start effects are over, before its steps (the Marquise's draw, 6.6.2); not again
    after them."""
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="evening",
                  hands={"marquise": ["ambush_fox"]}, data={"marquise": {}})
    assert expect(game, "winged_menace.dark_passage", "marquise") == ["yes", "no"]
    assert len(game.state.factions["marquise"].hand) == 1 and not events(game, "drew")
    game.choose("no")  # then her draw, and no second offer: the next question is her next turn's
    assert len(game.state.factions["marquise"].hand) == 2
    assert (game.state.turn, game.state.phase, game.pending.kind) == (3, "birdsong", "winged_menace.dark_passage")


def test_dark_passage_is_offered_in_the_other_player_daylight_menu_wm_2_4_ii():
    game = menace({6: {"marquise": {"warrior": 2}}}, current="marquise", phase="daylight",
                  hands={"marquise": ["ambush_fox"]}, data={"marquise": {"actions": 3}})
    assert "extra:winged_menace:dark_passage" in game.pending.option_ids
    play_choices(game, "extra:winged_menace:dark_passage", "clearing:12", "count:2")
    assert warriors(game, 12, "marquise") == 2 and len(wm(game).hand) == 1


def test_the_board_picture_shows_the_nexus_off_the_map_and_hides_the_active_card_wm_2_4_i_wm_2_2():
    """The Nexus is no map clearing: `rootcore render` lists its warriors with the Menace's board, beside the rows
    and the caves; the Active Card is named to the Menace alone (Law 1.2)."""
    import re

    from rootcore.render import render_svg
    game = menace({NEXUS: {WM: {"warrior": 5}}}, phase="birdsong", data={WM: {"active": FRIGHT}})

    def panel(player):
        svg = render_svg(game, player)
        start = svg.index('id="faction-winged_menace"')
        return re.sub(r"<[^>]*>", "|", svg[start:svg.index("</g>", start)])

    mine, seen = panel(WM), panel(None)
    assert "nexus: 5" in mine and "nexus: 5" in seen
    assert "caves: 6, 10, 11, 12" in seen and "rows: spawn 4, draw 4" in seen
    assert "active: fright" in mine and "fright" not in seen and "active: face down" in seen


def test_no_move_offered_when_the_guano_rule_closes_every_destination_wm_2_5():
    """The Menace rules clearing 5 (four warriors), so it may move from there to 1 or 2 (Law 4.2.1), but each holds
    four of its warriors already and no guano is left to let a fifth in (WM.2.5); 1 and 2 are the Marquise's, and 5
    is full too, so nothing else moves. `can_take_move`, which an effect asks before its price is paid (the Rat
    Smugglers), must agree with `take_move`: no move."""
    game = menace({5: {WM: {"warrior": 4}}, 1: {WM: {"warrior": 4}, "marquise": {"warrior": 5}},
                   2: {WM: {"warrior": 4}, "marquise": {"warrior": 5}}})
    wm(game).tracks["guano"] = 0
    plugin = game.factions[WM]
    run = plugin.take_move(game, "test.move")
    with pytest.raises(StopIteration) as stop:
        next(run)
    assert stop.value.value is None
    assert plugin.can_take_move(game) is False
    wm(game).tracks["guano"] = 1  # a guano token may go first: the move is possible again
    assert plugin.can_take_move(game) is True


@pytest.mark.parametrize("old, new, expected", [
    ("vp = [0, 1, 1, 2]", "vp = [0, 1, 1]", "$.data.rows.spawn.vp: 3 entries for 4 spaces (WM.2.3.I)"),
    ('infestation = { type = "building", count = 8 }', 'infestation = { type = "building", count = 7 }',
     "$.pieces.infestation: 7 infestations for two rows of 4 spaces (WM.3.3)"),
    ("guano_vp_loss = [0, 1, 1, 2]", "guano_vp_loss = [0, 1, 1]",
     "$.data.guano_vp_loss: 3 entries for 4 guano tokens (WM.2.5)"),
])
def test_a_board_whose_rows_or_tokens_do_not_fit_is_refused(tmp_path, old, new, expected):
    """WM.2.3.I, WM.2.5, WM.3.3: two rows of four spaces hold the eight infestations; one VP loss per guano token."""
    from helpers import board_variant_issues
    assert expected in board_variant_issues(tmp_path, "winged_menace", (old, new))


def test_a_scenario_with_a_wrong_active_card_or_rows_is_refused_wm_2_2():
    """WM.2.2, WM.2.3.I: the active card is FIGHT or FRIGHT; the rows hold exactly the infestations off the map."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="active 'flight'"):
        menace({NEXUS: {WM: {"warrior": 1}}}, data={WM: {"active": "flight"}})
    with pytest.raises(ScenarioError, match="the rows must hold the infestations not on the map"):
        menace({NEXUS: {WM: {"warrior": 1}}}, data={WM: {"rows": {"spawn": 4, "draw": 3}}})


def test_dark_passage_needs_another_cave_the_warriors_may_be_placed_in_wm_2_4_ii():
    """WM.2.4.II places the warriors at another cave: with every other cave sealed by Scorched Earth (Law D.6.2,
    nothing may be placed there) the Marquise's warriors in cave 6 have nowhere to go, and Dark Passage is not
    offered; with one cave left open it is, to that cave alone."""
    hands = {"marquise": ["ambush_fox"]}
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="daylight", hands=hands,
                  data={"marquise": {"actions": 3}}, sealed={10: "torch", 11: "torch", 12: "torch"})
    assert "extra:winged_menace:dark_passage" not in game.pending.option_ids
    assert not game.factions[WM].can_use_passage(game, "marquise")
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="daylight", hands=hands,
                  data={"marquise": {"actions": 3}}, sealed={10: "torch", 11: "torch"})
    play_choices(game, "extra:winged_menace:dark_passage")
    assert expect(game, "winged_menace.dark_passage.count") and warriors(game, 12, "marquise") == 0
    play_choices(game, "count:2")
    assert warriors(game, 12, "marquise") == 2 and warriors(game, 6, "marquise") == 1


@pytest.mark.parametrize("spec, problem", [
    ({"data": {WM: {"caves": [6, 10, 11, 5]}}}, r"the cave in clearing 5 is gone"),
    ({"clearings": {NEXUS: {"marquise": {"warrior": 1}}}}, r"a piece other than a Menace warrior in the Nexus"),
    ({"data": {WM: {"rows": {"spawn": 5, "draw": 3}}}},
     r"rows \{'spawn': 5, 'draw': 3\} do not fit the 8 infestations in the supply")])
def test_caves_stand_on_ruins_the_nexus_is_the_menace_s_alone_and_rows_hold_four_wm_2_4_wm_2_3_i(spec, problem):
    """WM.2.4: the caves are the map's ruins, and none can be removed; WM.2.4.I: only Menace pieces may be in the
    Nexus; WM.2.3.I/WM.3.3: each infestation row has four spaces. A position breaking one of these is refused."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=rf"^winged_menace: the position is impossible: winged_menace: {problem}"):
        menace(**spec)


@pytest.mark.parametrize("hand, again", [(["ambush_fox", "foxfolk_steel"], False),
                                         (["ambush_fox", "foxfolk_steel", "root_tea_fox"], True)])
def test_swarm_again_on_the_spring_uprising_needs_a_card_for_each_price_wm_6_1_iii_and_law_e_2_2(hand, again):
    """Each battle against the promoted Spring Uprising costs a card matching the clearing (Law E.2.2), and Swarm's
    second battle another (WM.6.1.III). With two fox cards, the first battle's price leaves one: not enough for both,
    so no second battle is offered (it used to be, and the second battle went ahead with its price unpaid); with
    three, the second battle is offered and its price paid."""
    game = menace({12: {WM: {"warrior": 3}, "spring_uprising": {"warrior": 2}}}, hands={WM: hand},
                  data={WM: {"active": FIGHT}},
                  hirelings={"spring_uprising": {}, "last_dynasty": {}, "flame_bearers": {}})
    fix_dice(game, 1, 0, 1, 0)
    play_choices(game, "swarm")
    while game.pending.kind == "spring_uprising.battle_price":
        game.choose(game.pending.option_ids[0])
    game.choose("keep")
    assert warriors(game, 12, "spring_uprising") == 1
    assert (game.pending.kind == "winged_menace.swarm.again") is again
    if again:
        game.choose(game.pending.option_ids[0])
        while game.pending.kind == "spring_uprising.battle_price":
            game.choose(game.pending.option_ids[0])
        game.choose("keep")
        assert warriors(game, 12, "spring_uprising") == 0 and not wm(game).hand
        paid = [e["reason"] for e in events(game, "discarded")]
        assert paid == ["spring_uprising.battle_price", "winged_menace.swarm.again", "spring_uprising.battle_price"]
    no_problems(game)


# -- found by mutation testing: scatter and guano (WM.4.1, WM.2.5) --------------------------------------------------

def test_scatter_may_stop_early_and_places_guano_only_past_four_wm_4_1_wm_2_5():
    """Scatter starts from a clearing holding Menace warriors (the Nexus here, none on the map) and may stop after
    any group (WM.4.1). Four warriors placed in an empty cave need no guano; five need one first (WM.2.5)."""
    game = menace({NEXUS: {WM: {"warrior": 10}}, 9: {"marquise": {"warrior": 1}}}, phase="birdsong")
    assert expect(game, "winged_menace.scatter", WM) == ["clearing:-1", "pass"]
    play_choices(game, "clearing:-1", "clearing:12", "count:4")
    assert warriors(game, 12, WM) == 4 and guano(game, 12) == 0
    assert "done" in expect(game, "winged_menace.scatter.destination")
    play_choices(game, "clearing:10", "count:5")
    assert warriors(game, 10, WM) == 5 and guano(game, 10) == 1 and wm(game).tracks["guano"] == 3
    play_choices(game, "done")
    assert warriors(game, NEXUS, WM) == 1


def test_no_guano_left_still_lets_four_warriors_into_an_empty_clearing_wm_2_5():
    """With every guano token on the map, the Menace may still bring four warriors into a clearing where it has
    none, and no fifth (WM.2.5)."""
    game = menace({NEXUS: {WM: {"warrior": 6}}}, phase="birdsong")
    wm(game).tracks["guano"] = 0
    play_choices(game, "clearing:-1", "clearing:12")
    assert expect(game, "winged_menace.scatter.count")[-1] == "count:4"


def test_reaching_exactly_four_warriors_places_no_guano_wm_2_5():
    """Guano comes only with a fifth warrior (WM.2.5): spawning the fourth warrior into a clearing, or swooping
    the fourth in, places none and costs nothing."""
    game = menace({9: {WM: {"warrior": 3}}}, phase="daylight", hands={WM: ["ambush_mouse"]}, scores={WM: 5})
    play_choices(game, game.pending.option_ids[0], "clearing:9")  # the mouse card, into 9
    assert warriors(game, 9, WM) == 4 and guano(game, 9) == 0
    game = menace({12: {WM: {"warrior": 3}}, 10: {WM: {"warrior": 1}}}, scores={WM: 5})
    play_choices(game, "swoop", "clearing:12")  # from 10, its one warrior: no origin or count asked
    assert warriors(game, 12, WM) == 4 and guano(game, 12) == 0
    assert wm(game).tracks["guano"] == 4 and score(game) == 5


# -- found by mutation testing: infestations, Squatters and Build (WM.2.3, WM.6.1.II) -------------------------------

def infested(on_map: int, extra=None, **kw):
    """The Menace (FIGHT) with `on_map` infestations on the map, two in each of clearings 2, 5, 7 and 8."""
    where = [2, 2, 5, 5, 7, 7, 8, 8][:on_map]
    clearings = {}
    for c in where:
        clearings.setdefault(c, {WM: {"infestation": 0}})[WM]["infestation"] += 1
    return menace({**clearings, **(extra or {})}, data={WM: {"active": FIGHT}}, **kw)


def test_squatters_may_be_declined_and_need_an_infestation_left_wm_2_3():
    """Squatters (WM.2.3) is optional: declining places nothing. It takes an infestation from the rows, so with the
    last one still there it is offered, and with none left it is not, as Build (WM.6.1.II) is not."""
    sawmill = {1: {WM: {"warrior": 3}, "marquise": {"sawmill": 1}}}
    game = infested(7, sawmill)
    assert wm(game).data["rows"] == {"spawn": 0, "draw": 1}
    play_choices(game, "swarm")
    fix_dice(game, 1, 0)
    game.choose("keep")
    assert game.state.clearings[1].count("marquise", "sawmill") == 0
    assert expect(game, "winged_menace.squatters", WM) == ["yes", "no"]
    game.choose("no")
    assert game.state.clearings[1].count(WM, "infestation") == 0 and wm(game).data["rows"] == {"spawn": 0, "draw": 1}
    game = infested(8, sawmill, hands={WM: ["ambush_fox"]})
    assert wm(game).data["rows"] == {"spawn": 0, "draw": 0}
    play_choices(game, "swarm")
    fix_dice(game, 1, 0)
    game.choose("keep")
    assert game.state.clearings[1].count("marquise", "sawmill") == 0
    assert game.pending.kind != "winged_menace.squatters"
    assert game.factions[WM].build_spots(game) == []  # it rules fox clearing 1, a slot open, a fox card in hand


def test_squatters_after_a_battle_that_also_removed_an_infestation_returns_it_to_a_row_first_wm_2_3_i():
    """Fuzz seed 15033003: every infestation on the map, and in one battle the Menace lost one and removed a building.
    With the defender's removals resolved first (Law 1.1.3), Squatters found one infestation in the supply and none
    on the rows, and asked for a row with no option. The lost one goes back to a row of the Menace's choice first, and
    that is the one Squatters places."""
    game = infested(8, {1: {"marquise": {"sawmill": 1}}})
    assert wm(game).data["rows"] == {"spawn": 0, "draw": 0}
    lost = pieces.remove(game, WM, "infestation", 2, 1, "marquise", "battle")
    sawmill = pieces.remove(game, "marquise", "sawmill", 1, 1, WM, "battle")
    before = score(game)  # with the sawmill's VP (Law 3.2.1)
    squatters = game.factions[WM].rootcore_pieces_removed(game, sawmill)
    asked, _ = run(squatters, ["yes", "row:draw"])
    assert [d.kind for d in asked] == ["winged_menace.squatters", "winged_menace.return_row"]
    assert game.state.clearings[1].count(WM, "infestation") == 1 and wm(game).data["rows"] == {"spawn": 0, "draw": 0}
    assert score(game) - before == game.factions[WM].board.data["rows"]["draw"]["vp"][ROW_SPACES - 1]
    assert run(game.factions[WM].rootcore_pieces_removed(game, lost)) == ([], None)  # its return: done already
    no_problems(game)


def test_infestations_past_the_first_row_come_off_the_draw_row_in_a_scenario_wm_2_3_i():
    """The scenario reading of the rows (plugin docstring): infestations on the map come off the spawn row, then
    the draw row; with five on the map the spawn row is empty and the draw row holds three (WM.2.3.I)."""
    assert wm(infested(5)).data["rows"] == {"spawn": 0, "draw": 3}


def test_build_declined_with_hands_concealed_gives_the_action_back_wm_6_1_ii():
    """With hands concealed Build is offered for any held card; when the Menace then has no card matching the
    clearing, it places nothing, spends nothing and keeps its action (WM.6.1.II, Law 1.4.2)."""
    game = menace({7: {WM: {"warrior": 2}}}, hands={WM: ["ambush_fox"]}, options={"conceal_hands": True})
    play_choices(game, "build")  # mouse clearing 7, the one it rules: taken unasked
    assert game.state.clearings[7].count(WM, "infestation") == 0 and len(wm(game).hand) == 1
    assert expect(game, "winged_menace.action", WM) and wm(game).data["actions"] == 3


# -- found by mutation testing: the Active Card and Squatters in others' battles (WM.2.2, WM.2.3) -------------------

def test_a_battle_between_others_asks_and_shows_nothing_of_the_menace_wm_2_2_wm_2_3():
    """The Menace swaps and reveals its Active Card only in battles it is in (WM.2.2), and Squatters follows only its
    own removals (WM.2.3): the Marquise removing an Eyrie roost asks the Menace nothing. When the Marquise attacks
    the Menace, its card is revealed once the dice are rolled."""
    eyrie = {"leader": "commander", "viziers": {}}
    game = menace({3: {"marquise": {"warrior": 2}, "eyrie": {"roost": 1}}, NEXUS: {WM: {"warrior": 1}}},
                  current="marquise", phase="daylight", factions=("marquise", "eyrie", WM),
                  data={"marquise": {"actions": 3}, "eyrie": eyrie})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert game.state.clearings[3].count("eyrie", "roost") == 0
    assert game.pending.player == "marquise"
    assert not events(game, "active_card_revealed") and not events(game, "active_card_swapped")
    game = menace({12: {WM: {"warrior": 2}, "marquise": {"warrior": 3}}}, current="marquise", phase="daylight",
                  data={WM: {"active": FRIGHT}, "marquise": {"actions": 3}})
    play_choices(game, "battle")
    fix_dice(game, 0, 0)
    game.choose("keep")
    assert [e["card"] for e in events(game, "active_card_revealed")] == [FRIGHT]


# -- found by mutation testing: where FRIGHT sends the warriors (WM.2.2.II) -----------------------------------------

def test_the_menaces_bot_frightening_an_attacker_sends_it_away_from_its_pieces_and_among_its_rivals_wm_2_2_ii():
    """FRIGHT on the Marquise's turn, with none of her pieces next to 12: the Menace chooses where her warriors go,
    and its bot (advice `winged_menace.fright`, no look-ahead off its turn) sends them neither to 4 nor 10, where the
    Menace stands, but to 11, among the Eyrie's warriors."""
    from rootcore.agents import make_agent
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"warrior": 1}}, 4: {WM: {"warrior": 1}},
                   10: {WM: {"warrior": 1}}, 11: {"eyrie": {"warrior": 2}}},
                  current="marquise", phase="daylight", factions=("marquise", WM, "eyrie"),
                  data={WM: {"active": FRIGHT}, "marquise": {"actions": 3}, "eyrie": {"leader": "commander",
                                                                                       "viziers": {}}})
    play_choices(game, "battle")
    fix_dice(game, 2, 2)
    game.choose("keep")
    assert expect(game, "winged_menace.fright", WM) == [f"clearing:{c}" for c in (4, 7, 9, 10, 11)]
    assert {make_agent("heuristic", WM, seed)(game, game.pending) for seed in range(4)} == {"clearing:11"}


def test_fright_prefers_a_ruled_clearing_to_one_with_more_pieces_wm_2_2_ii():
    """The first choice is a clearing the frightened player rules (9, one warrior), even beside one holding more of
    its pieces that it does not rule (7: two warriors, the Menace's three rule there) (WM.2.2.II)."""
    game = fright_game({9: {"marquise": {"warrior": 1}}, 7: {"marquise": {"warrior": 2}, WM: {"warrior": 3}}})
    play_choices(game, "swarm", "clearing:12")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert warriors(game, 9, "marquise") == 3 and warriors(game, 7, "marquise") == 2


def test_fright_counts_every_piece_of_the_player_but_no_one_else_s_wm_2_2_ii():
    """The second choice counts all of the player's pieces (WM.2.2.II), tokens too, and only hers: 7 holds three
    Marquise warriors, 9 one warrior and two wood (the Menace's guano there is not hers), a tie she breaks; the
    Menace rules both."""
    game = fright_game({7: {"marquise": {"warrior": 3}, WM: {"warrior": 4}},
                        9: {"marquise": {"warrior": 1, "wood": 2}, WM: {"warrior": 4, "guano": 1}}})
    wm(game).tracks["guano"] = 3
    play_choices(game, "swarm", "clearing:12")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert expect(game, "winged_menace.fright", "marquise") == ["clearing:7", "clearing:9"]


def test_fright_never_sends_warriors_into_a_sealed_clearing_wm_2_2_ii_law_d_6_2():
    """FRIGHT's warriors move (WM.2.2.II), and nothing moves into a clearing Scorched Earth sealed (Law D.6.2):
    clearing 4 is not among the Menace's choices."""
    game = fright_game(sealed={4: "torch"})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0)
    game.choose("keep")
    assert expect(game, "winged_menace.fright", WM) == [f"clearing:{c}" for c in (7, 9, 10, 11)]


# -- found by mutation testing: Evening actions (WM.6.1, WM.6.2) ----------------------------------------------------

def test_three_evening_actions_and_no_fourth_wm_6_1():
    """The Menace takes up to three actions (WM.6.1): with a Bite still possible, a third is offered and no
    fourth."""
    game = menace({3: {WM: {"warrior": 1}, "marquise": {"warrior": 5}}})
    play_choices(game, "bite", "bite", "bite")
    assert warriors(game, 3, "marquise") == 2
    assert game.pending is None or game.pending.kind != "winged_menace.action"


def test_swarm_targets_need_menace_warriors_there_and_fewer_enemy_warriors_wm_6_1_iii_wm_2_5_i():
    """Swarm is a battle (WM.6.1.III), so the Menace needs warriors in the clearing: lone guano in 12 is no target.
    A player with no warriors at all has fewer than the Menace's one: the Marquise's lone sawmill in 1 is."""
    game = menace({12: {WM: {"guano": 2}}, 1: {WM: {"warrior": 1}, "marquise": {"sawmill": 1}}})
    wm(game).tracks["guano"] = 2
    assert game.factions[WM].swarm_targets(game) == {1: ["marquise"]}


def test_the_menace_may_swarm_its_guano_again_for_a_matching_card_wm_6_1_iii_wm_2_5_i():
    """Swarm's second battle (WM.6.1.III) is offered against the guano too, while some is left in the clearing:
    the fox card buys a second clean-up of fox clearing 12, each removing one token for 1 VP (WM.2.5.I)."""
    game = menace({12: {WM: {"warrior": 2, "guano": 2}}}, hands={WM: ["ambush_fox"]}, data={WM: {"active": FIGHT}})
    wm(game).tracks["guano"] = 2
    fix_dice(game, 0, 0, 0, 0)
    play_choices(game, "swarm", "keep")
    assert guano(game, 12) == 1
    options = expect(game, "winged_menace.swarm.again", WM)
    play_choices(game, next(o for o in options if o != "pass"), "keep")
    assert guano(game, 12) == 0 and score(game) == 2 and not wm(game).hand


def test_evening_crafting_offers_no_daylight_card_effects_wm_6_2():
    """The Menace crafts in Evening (WM.2.1, WM.6.2): its crafting step offers crafting alone, not what may be done
    only in Daylight, such as activating a dominance card (Law 3.3.1)."""
    game = menace({12: {WM: {"infestation": 1}}}, hands={WM: ["anvil", "dominance_fox"]}, scores={WM: 12})
    options = expect(game, "winged_menace.craft", WM)
    assert any(o.startswith("craft:") for o in options)
    assert not any(o.startswith("activate_dominance") for o in options)


# -- found by mutation testing: Dark Passage and the Nexus (WM.2.4) ------------------------------------------------

def test_dark_passage_declined_moves_nothing_wm_2_4_ii():
    """Dark Passage is the other player's choice (WM.2.4.II): declining it gives no card and moves no warrior."""
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="birdsong",
                  hands={"marquise": ["ambush_fox"]}, data={"marquise": {}})
    expect(game, "winged_menace.dark_passage", "marquise")
    game.choose("no")
    assert not game.pending.kind.startswith("winged_menace.dark_passage")
    assert warriors(game, 6, "marquise") == 3 and len(game.state.factions["marquise"].hand) == 1


def test_another_players_bot_declines_dark_passage_wm_2_4_ii():
    from rootcore.agents import make_agent
    game = menace({6: {"marquise": {"warrior": 3}}}, current="marquise", phase="birdsong",
                  hands={"marquise": ["ambush_fox"]}, data={"marquise": {}})
    expect(game, "winged_menace.dark_passage", "marquise")
    assert make_agent("heuristic", "marquise", 1)(game, game.pending) == "no"


def test_the_view_counts_an_empty_nexus_as_none_wm_2_4_i():
    """The Nexus (WM.2.4.I) shown with the Menace's board holds no warriors when it is empty."""
    game = menace({12: {WM: {"warrior": 1}}})
    assert game.view("marquise")["factions"][WM]["nexus"] == 0


# -- found by mutation testing: the clean-up dice (WM.2.5.I, Law 4.3.2) ---------------------------------------------

def test_the_guano_clean_up_rolls_the_two_root_dice_wm_2_5_i_law_4_3_2():
    """The Menace's clean-up of its guano is a battle (WM.2.5.I): each of its two dice shows 0 to 3 like any
    battle's (Law 4.3.2), every face turning up on each die over a few seeded games."""
    faces = [set(), set()]
    for seed in range(24):
        game = menace({12: {WM: {"warrior": 4, "guano": 1}}}, seed=seed)
        wm(game).tracks["guano"] = 3
        play_choices(game, "swarm", "keep")
        for die, roll in zip(faces, events(game, "dice")[-1]["rolls"]):
            die.add(roll)
    assert faces == [{0, 1, 2, 3}, {0, 1, 2, 3}]


# -- found by mutation testing: a move an effect grants (WM.2.5, Law 4.2) -------------------------------------------

def test_a_granted_move_limited_to_some_clearings_goes_only_there_wm_2_5():
    """An effect granting the Menace a move into given clearings only (the Eyrie Emigre moves where it can battle)
    offers those alone, the guano rule still limiting the count (WM.2.5, Law 4.2): from 10 into 12."""
    from helpers import run
    game = menace({10: {WM: {"warrior": 2}}})
    asked, moved = run(game.factions[WM].take_move(game, "test.move", optional=False, into=(12,)), ["count:2"])
    assert [d.kind for d in asked] == ["test.move.origin", "test.move.destination", "test.move.count"]
    assert moved == (10, 12, 2) and warriors(game, 12, WM) == 2


# -- found by mutation testing: warriors an effect keeps in a clearing (WM.6.1.IV) -----------------------------------

def test_a_second_swoop_leaves_the_warriors_the_popular_band_locked_behind_wm_6_1_iv():
    """Swoop is a move (WM.6.1.IV), so warriors an effect keeps in a clearing stay: two Menace warriors swoop into
    12, where the Marquise's Popular Band stands (Law E.2.2: enemy pieces that entered stay that turn), and a second
    Swoop out of 12 may take only the one warrior that was there before."""
    game = menace({10: {WM: {"warrior": 2}}, 12: {WM: {"warrior": 1}, "popular_band": {"warrior": 1}}},
                  hirelings={"popular_band": {"controller": "marquise", "control": 2}, "last_dynasty": {},
                             "flame_bearers": {}})
    play_choices(game, "swoop", "clearing:12", "count:2")  # from 10, the one origin
    assert warriors(game, 12, WM) == 3 and pieces.locked(game, WM, 12) == {"warrior": 2}
    play_choices(game, "swoop", "clearing:11")  # from 12, the one origin: one warrior may leave, taken unasked
    assert warriors(game, 11, WM) == 1 and warriors(game, 12, WM) == 2


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def test_swarm_frightens_then_swaps_to_fight_for_the_second_battle_and_squats_wm_6_1_iii_wm_2_2_wm_2_3():
    """WM.6.1.III: the second battle of a Swarm is a new battle, so the active card may be swapped (WM.2.2). FRIGHT
    first scares both Marquise warriors out of 12 (2 VP, WM.2.2.II); FIGHT then hits the sawmill left alone
    (defenseless), scores it, and Squatters offers its slot (WM.2.3)."""
    game = menace({12: {WM: {"warrior": 3}, "marquise": {"warrior": 2, "sawmill": 1}}}, hands={WM: ["ambush_fox"]},
                  data={WM: {"active": FRIGHT}})
    play_choices(game, "swarm")
    fix_dice(game, 3, 0, 0, 0)
    play_choices(game, "keep", "clearing:4")  # none of her pieces nearby: the Menace sends them to 4
    assert warriors(game, 12, "marquise") == 0 and warriors(game, 4, "marquise") == 2 and score(game) == 2
    assert game.state.clearings[12].count("marquise", "sawmill") == 1  # FRIGHT removes no building
    play_choices(game, expect(game, "winged_menace.swarm.again", WM)[0], "swap")
    assert game.state.clearings[12].count("marquise", "sawmill") == 0 and score(game) == 3
    assert [e["card"] for e in events(game, "active_card_revealed")] == [FRIGHT, FIGHT]
    assert expect(game, "winged_menace.squatters", WM) == ["yes", "no"]


@pytest.mark.parametrize("menace_attacks", [True, False])
def test_fright_deals_no_damage_to_the_vagabond_and_scores_nothing_wm_2_2_ii(menace_attacks):
    """WM.2.2.II: with FRIGHT, the Menace's hits only move warriors; the Vagabond has none, so none of his items is
    damaged (whoever attacks) and no VP is scored. The Menace still takes the Vagabond's hits as usual."""
    current, phase = (WM, "evening") if menace_attacks else ("vagabond", "daylight")
    game = menace({12: {WM: {"warrior": 3}}}, current=current, phase=phase, factions=("vagabond", WM),
                  data={WM: {"active": FRIGHT},
                        "vagabond": thief(clearing=12, items=["boot", "sword", "sword", "torch"])})
    if menace_attacks:
        play_choices(game, "swarm")
        fix_dice(game, 3, 2)
    else:
        play_choices(game, "battle")
        fix_dice(game, 2, 3)  # the Vagabond attacking: the higher roll is his
    while game.pending is not None and game.pending.kind == "winged_menace.active_card":
        game.choose("keep")
    items = game.state.factions["vagabond"].data["items"]
    assert not any(i["damaged"] for i in items)
    assert warriors(game, 12, WM) == 1 and score(game) == 0  # two hits from his two swords


def test_squatters_is_not_offered_where_the_keep_forbids_the_infestation_wm_2_3_law_6_2_2():
    """WM.2.3 places the infestation only where the Menace may place a building: FIGHT removes the Marquise's sawmill
    in 1, but her Keep stays there (Law 6.2.2), so no infestation is offered; the sawmill still scores."""
    game = menace({1: {WM: {"warrior": 2}, "marquise": {"keep": 1, "sawmill": 1}}}, data={WM: {"active": FIGHT},
                                                                                        "marquise": {"keep": 1}})
    play_choices(game, "swarm")
    fix_dice(game, 0, 0)  # no rolled hit: only the defenseless one (4.3.3.II)
    play_choices(game, "keep")
    if game.pending is not None and game.pending.player == "marquise":  # which of her pieces the hit takes
        game.choose(next(o for o in game.pending.option_ids if "sawmill" in o))
    assert game.state.clearings[1].count("marquise", "sawmill") == 0 and score(game) == 1
    assert game.pending is None or game.pending.kind != "winged_menace.squatters"
    assert game.state.clearings[1].count(WM, "infestation") == 0


def test_the_nexus_is_ruled_by_the_menace_only_while_its_warriors_are_there_wm_2_4_i_law_4_2_1():
    """WM.2.4.I: the Nexus is a clearing, ruled as any other (Law 2.5): with Menace warriors there, they may swoop
    into a cave the Marquise rules; from that cave into an empty Nexus, neither end is the Menace's: no move."""
    held = menace({NEXUS: {WM: {"warrior": 3}}, 12: {"marquise": {"warrior": 3}}})
    assert is_ruler(held, NEXUS, WM) and 12 in held.factions[WM].swoop_destinations(held)
    empty = menace({12: {WM: {"warrior": 2}, "marquise": {"warrior": 3}}})
    assert not is_ruler(empty, NEXUS, WM) and NEXUS not in empty.factions[WM].swoop_destinations(empty)


def test_guano_cleaned_up_returns_to_its_space_and_costs_its_vp_again_wm_2_5_wm_2_5_i():
    """WM.2.5: a guano token placed uncovers its track space and the Menace loses the VP shown. Two on the map (the
    second space, 1 VP, uncovered); the Marquise cleans one up (1 VP to her, WM.2.5.I), which returns to that space;
    the next fifth warrior places it again and the Menace loses that 1 VP a second time."""
    game = menace({12: {WM: {"guano": 2}, "marquise": {"warrior": 1}}, 10: {WM: {"warrior": 4}}},
                  current="marquise", phase="daylight", scores={WM: 5}, data={"marquise": {"actions": 3}})
    game.state.factions[WM].tracks["guano"] = 2
    play_choices(game, "battle")  # the one clearing of battle: taken unasked
    fix_dice(game, 0, 0)
    play_choices(game, "keep")
    assert game.state.clearings[12].count(WM, "guano") == 1 and score(game, "marquise") == 1
    assert game.state.factions[WM].tracks["guano"] == 3
    assert game.factions[WM].place_warriors(game, 10, 1) == 1
    assert game.state.clearings[10].count(WM, "guano") == 1 and score(game) == 4


def test_squatters_takes_the_slot_of_a_hirelings_building_wm_2_3():
    """WM.2.3 follows any enemy building the Menace removes: a vault of the Vault Keepers hireling (controlled by the
    Marquise) removed by FIGHT may become an infestation."""
    with stand_in_hirelings("stand_in_a", "stand_in_b"):
        game = menace({12: {WM: {"warrior": 3}, "vault_keepers": {"vault": 1}}}, data={WM: {"active": FIGHT}},
                      hirelings={"vault_keepers": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                                 "stand_in_b": {}})
        play_choices(game, "swarm")
        fix_dice(game, 3, 0)
        play_choices(game, "keep", "yes", "row:spawn")
        assert game.state.clearings[12].buildings == [(WM, "infestation")]
