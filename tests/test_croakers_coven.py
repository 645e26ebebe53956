"""Rules tests of the Croakers Coven, a faction of the Outsiders fan expansion (fan content; rules text 002, sections
CC.1-CC.6, cited "CC.x"; "Law x" is the Law of Root). The readings the text leaves open are in the plugin's docstring
(plugins/rootcore_plugins/croakers_coven/__init__.py); each test names the rule or reading it checks.

Autumn clearings used (suit; slots; adjacent): 1 fox, 1 slot (5 9 10), 2 mouse, 2 slots (5 6 10), 5 rabbit, 2 slots
(1 2), 6 fox (2 3 11), 9 mouse (1 4 12), 10 rabbit, 2 slots (1 2 12), 12 fox (4 7 9 10 11).
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.rules.pieces import placement_allowed
from rootcore.testing import check_plugin_conformance

from helpers import events, expect, faction_scenario, fix_dice, no_problems, play_choices, warriors

from rootcore_plugins.croakers_coven import FACTION, share_evenly

CC = FACTION


OF = "order_of_the_forest"


def coven(clearings=None, *, phase="daylight", current=CC, factions=(CC, "marquise"), hands=None, data=None,
          **spec):
    """A position in `current`'s `phase`; the Croakers with four Daylight actions left and the data given in
    `data[CC]`, every hand empty unless told."""
    data = dict(data or {})
    mine = {"actions": 4, **data.pop(CC, {})}
    return faction_scenario(list(factions), current, phase, clearings or {}, {CC: mine},
                            hands={f: [] for f in factions} | (hands or {}), data=data, **spec)


def cc(game):
    return game.state.factions[CC].data


def score(game, faction=CC):
    return game.state.factions[faction].score


def fix_mudman(game, suit: str, skulls: int) -> None:
    """The Mudman's next roll (two `rng.choice` calls: the suit die, then the skull die)."""
    queue = [suit, skulls]
    real = game.state.rng.choice

    def choice(seq):
        return queue.pop(0) if queue else real(seq)
    game.state.rng.choice = choice


def end_turn(game) -> None:
    """End the Croakers' Daylight and pass every Evening choice (Research takes the first spell)."""
    play_choices(game, "end")
    while game.pending is not None and game.pending.player == CC and game.pending.kind.startswith("croakers_coven"):
        game.choose("done" if "done" in game.pending.option_ids else game.pending.option_ids[0])


# -- setup (CC.3) and Daylight's start (CC.5) ------------------------------------------------------------------------

def test_setup_puts_nothing_on_the_map_and_petrify_in_the_repertoire_cc_3_1():
    game = rootcore.new_game({"factions": [CC, "marquise"], "seed": 2})
    while game.pending.player != CC:
        game.choose(game.pending.option_ids[0])
    fs = game.state.factions[CC]
    assert fs.tracks == {"school": 3, "statue": 3} and fs.supply["warrior"] == 12
    assert cc(game)["repertoire"] == ["petrify"] and cc(game)["cauldron"] == 0 and cc(game)["magic"] == 8
    assert not any(cl.has_any(CC) for cl in game.state.clearings.values())


def test_daylight_without_schools_places_three_warriors_and_one_magic_first_cc_5():
    game = faction_scenario([CC, "marquise"], CC, "daylight", {}, {CC: {}}, hands={CC: [], "marquise": []})
    assert expect(game, "croakers_coven.start", CC)[:2] == ["clearing:1", "clearing:2"]
    game.choose("clearing:5")
    assert warriors(game, 5, CC) == 3 and cc(game)["cauldron"] == 1 and cc(game)["magic"] == 7
    assert cc(game)["actions"] == 4


def test_no_free_start_with_a_school_on_the_map_cc_5():
    game = faction_scenario([CC, "marquise"], CC, "daylight", {5: {CC: {"school": 1}}}, {CC: {}},
                            hands={CC: [], "marquise": []})
    assert game.pending.kind == "croakers_coven.action"
    assert cc(game)["cauldron"] == 0


# -- Daylight actions (CC.5.1-CC.5.4) --------------------------------------------------------------------------------

def test_build_a_school_where_they_rule_but_never_beside_a_statue_cc_5_3_cc_2_5():
    game = coven({5: {CC: {"warrior": 2}}, 2: {CC: {"warrior": 2, "statue": 1}}})
    assert game.factions[CC].build_spots(game) == [5]  # 2 holds a statue
    play_choices(game, "build")  # the one clearing is taken unasked
    assert game.state.clearings[5].count(CC, "school") == 1 and game.state.factions[CC].tracks["school"] == 2
    assert cc(game)["actions"] == 3


def test_several_schools_in_one_clearing_and_recruit_once_per_clearing_cc_2_5_cc_5_4():
    game = coven({5: {CC: {"warrior": 2, "school": 1}}, 10: {CC: {"school": 1}}})
    play_choices(game, "build")  # a second school in 5 (two slots; 10's other slot holds a ruin)
    assert game.state.clearings[5].count(CC, "school") == 2
    play_choices(game, "recruit")
    assert warriors(game, 5, CC) == 3 and warriors(game, 10, CC) == 1  # one per clearing, not per school


def test_up_to_four_actions_cc_5():
    game = coven({5: {CC: {"warrior": 2, "school": 1}}}, data={CC: {"actions": 1}})
    play_choices(game, "recruit")
    assert warriors(game, 5, CC) == 3
    assert game.pending.kind == "croakers_coven.draw_power"  # no action left, nothing to cast: on to Evening


def test_statue_and_school_exclusivity_applies_to_every_placement_cc_2_5_cc_2_6():
    from rootcore.rules.pieces import placement_allowed
    game = coven({5: {CC: {"school": 1}}, 2: {CC: {"statue": 1}}})
    assert not placement_allowed(game, CC, "statue", 5)  # no statue where a school stands
    assert not placement_allowed(game, CC, "statue", 2)  # one statue per clearing
    assert not placement_allowed(game, CC, "school", 2)  # no school where a statue stands
    assert placement_allowed(game, CC, "statue", 10) and placement_allowed(game, CC, "school", 10)
    assert placement_allowed(game, CC, "warrior", 2)


# -- Birdsong (CC.4) -------------------------------------------------------------------------------------------------

def test_birdsong_dispels_scores_statues_and_all_schools_then_crafts_cc_4():
    game = coven({5: {CC: {"school": 2}}, 10: {CC: {"school": 1}}, 1: {CC: {"statue": 1}}, 2: {CC: {"statue": 1}}},
                 phase="birdsong", hands={CC: ["travel_gear_fox"]},
                 data={CC: {"mudman": 1, "growth": [[1, 5]]}})
    assert cc(game)["mudman"] is None and cc(game)["growth"] == []  # CC.4.1
    assert score(game) == 3  # CC.4.2: two statues, and all three schools
    expect(game, "croakers_coven.craft", CC)  # CC.4.3: the schools craft (the fox travel gear costs one rabbit)


def test_hocus_focus_scores_nothing_for_schools_until_all_three_are_placed_cc_4_2():
    game = coven({5: {CC: {"school": 2}}, 1: {CC: {"statue": 1}}}, phase="birdsong")
    assert score(game) == 1


# -- Wizardry and the spells (CC.2.2, CC.2.3) ------------------------------------------------------------------------

def test_spells_cost_their_level_and_cannot_be_cast_without_magic_cc_2_2():
    game = coven({5: {CC: {"warrior": 2}, "marquise": {"warrior": 1}}},
                 data={CC: {"cauldron": 1, "repertoire": ["petrify", "regrowth", "summon"]}})
    options = expect(game, "croakers_coven.action")
    assert "cast:petrify" in options and "cast:regrowth" not in options and "cast:summon" not in options


def test_petrify_removes_an_enemy_warrior_and_places_a_statue_cc_2_3_i():
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 2}}, 2: {CC: {"school": 1},
                                                                          "marquise": {"warrior": 1}}},
                 data={CC: {"cauldron": 2}})
    assert sorted(game.factions[CC].petrify_spots(game)) == [5]  # not 2: a school stands there (CC.2.6)
    play_choices(game, "cast:petrify")  # the one clearing and enemy are taken unasked
    assert warriors(game, 5, "marquise") == 1 and game.state.clearings[5].count(CC, "statue") == 1
    assert cc(game)["cauldron"] == 1 and cc(game)["magic"] == 7
    assert cc(game)["actions"] == 4  # casting is no action
    assert "cast:petrify" not in expect(game, "croakers_coven.action")  # one statue per clearing, none elsewhere


def test_petrify_needs_a_statue_left_on_the_board_cc_2_3_i():
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 2}}, 1: {CC: {"statue": 1}},
                  2: {CC: {"statue": 1}}, 10: {CC: {"statue": 1}}}, data={CC: {"cauldron": 2}})
    assert "cast:petrify" not in expect(game, "croakers_coven.action")


def test_dazzle_in_a_battle_on_another_players_turn_ignores_one_of_their_hits_cc_2_2_cc_2_3_ii():
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"cauldron": 1, "repertoire": ["petrify", "dazzle"]}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle")
    assert expect(game, "croakers_coven.battle_spell", CC) == ["cast:petrify", "cast:dazzle", "pass"]
    play_choices(game, "cast:dazzle")  # the one player on the other side, the Marquise, taken unasked
    # The Marquise rolled 3 and the Croakers 2: the Croakers lose two warriors, not three; she loses two.
    assert warriors(game, 5, CC) == 1 and warriors(game, 5, "marquise") == 1
    assert [e["faction"] for e in events(game, "hits_ignored")] == [CC]
    assert cc(game)["dazzle"] is None and cc(game)["dazzled"] is None and cc(game)["cauldron"] == 0


def test_the_covens_bot_dazzles_its_enemy_in_a_battle_on_another_players_turn_and_casts_nothing_else_cc_2_3_ii():
    from rootcore.agents import make_agent
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"cauldron": 1, "repertoire": ["petrify", "dazzle"]}})
    play_choices(game, "battle")
    expect(game, "croakers_coven.battle_spell", CC)
    assert make_agent("heuristic", CC, 1)(game, game.pending) == "cast:dazzle"
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"cauldron": 1, "repertoire": ["petrify"]}})
    play_choices(game, "battle")
    expect(game, "croakers_coven.battle_spell", CC)
    assert make_agent("heuristic", CC, 1)(game, game.pending) == "pass"  # Petrify alone: not on another's turn


def test_dazzle_on_the_mudman_spares_the_croakers_one_hit_cc_2_3_ii_vi():
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}},
                 data={CC: {"cauldron": 1, "repertoire": ["dazzle"], "mudman": 5}})
    play_choices(game, "cast:dazzle")
    assert expect(game, "croakers_coven.dazzle") == ["faction:marquise", "target:mudman"]
    game.choose("target:mudman")
    fix_mudman(game, "rabbit", 2)
    end_turn(game)
    assert warriors(game, 5, CC) == 2 and warriors(game, 5, "marquise") == 1  # one hit for the frogs, two for her


def test_resurrection_cast_as_another_player_battles_places_two_warriors_back_cc_2_3_v():
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"cauldron": 3, "repertoire": ["resurrection"]}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "cast:resurrection")
    assert expect(game, "croakers_coven.resurrection", CC) == ["count:1", "count:2", "pass"]
    game.choose("count:2")
    assert warriors(game, 5, CC) == 2  # three removed, two placed back
    assert cc(game)["resurrection"] is False  # once per turn


def test_resurrection_lasts_until_the_turn_ends_cc_2_3_v():
    game = coven({5: {CC: {"warrior": 1}}}, data={CC: {"cauldron": 3, "repertoire": ["resurrection"]}})
    play_choices(game, "cast:resurrection")
    assert cc(game)["resurrection"] is True
    end_turn(game)
    assert cc(game)["resurrection"] is False and cc(game)["once"] == []


def test_regrowth_blocks_a_path_for_moves_and_adjacency_until_dispel_cc_2_3_iii():
    from rootcore.rules.adjacency import adjacent
    from rootcore.rules.move import destinations
    game = coven({5: {CC: {"warrior": 2}}, 1: {"marquise": {"warrior": 2}}},
                 data={CC: {"cauldron": 2, "repertoire": ["regrowth"]}})
    play_choices(game, "cast:regrowth")
    assert expect(game, "croakers_coven.regrowth") == ["path:1-5", "path:2-5"]
    game.choose("path:1-5")
    assert cc(game)["growth"] == [[1, 5]]
    assert 5 not in destinations(game, "marquise", 1) and 1 not in destinations(game, CC, 5)
    assert adjacent(game, 1, None) == (9, 10) and adjacent(game, 5, "marquise") == (2,)


def test_regrowth_closes_a_path_to_the_winged_menaces_fright_cc_2_3_iii_wm_2_2_ii():
    """FRIGHT sends warriors to an adjacent clearing (WM.2.2.II): a grown path is no way out."""
    wm = "winged_menace"
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 2}}, 2: {"marquise": {"warrior": 1}},
                  1: {"marquise": {"warrior": 1}}}, factions=(CC, "marquise", wm),
                 data={CC: {"growth": [[2, 5]]}, wm: {"actions": 3}})
    menace = game.factions[wm]
    assert menace.fright_destinations(game, "marquise", 5) == ("marquise", [1])  # 2 is ruled too, but cut off
    cc(game)["growth"] = []
    assert menace.fright_destinations(game, "marquise", 5) == ("marquise", [1, 2])


def test_fireball_deals_the_high_roll_to_enemies_and_the_low_roll_to_the_croakers_cc_2_3_iv():
    """The text's example: one frog and a statue, two factions, a roll of 3-3."""
    game = coven({5: {CC: {"warrior": 1, "statue": 1}, "marquise": {"warrior": 1, "sawmill": 1},
                      "eyrie": {"warrior": 2}}},
                 factions=(CC, "marquise", "eyrie"), data={CC: {"cauldron": 2, "repertoire": ["fireball"]}})
    fix_dice(game, 3, 3)
    play_choices(game, "cast:fireball", "faction:marquise", "faction:marquise")  # the third hit: the Eyrie's
    cl = game.state.clearings[5]
    assert not cl.has_any("marquise") and warriors(game, 5, "eyrie") == 1
    assert not cl.has_any(CC) and game.state.factions[CC].tracks["statue"] == 3  # three hits on two frog pieces
    assert score(game) == 1 and score(game, "eyrie") == 0 and score(game, "marquise") == 0  # the sawmill only


def test_fireball_ignores_maximum_rolled_hits_and_only_in_their_own_turn_cc_2_3_iv():
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"cauldron": 2, "repertoire": ["fireball", "petrify"]}})
    play_choices(game, "battle")
    assert expect(game, "croakers_coven.battle_spell", CC) == ["cast:petrify", "pass"]  # no Fireball on her turn
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 3}}},
                 data={CC: {"cauldron": 2, "repertoire": ["fireball"]}})
    fix_dice(game, 3, 0)
    play_choices(game, "cast:fireball")
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 5, CC) == 1  # three hits from one frog


def test_the_mudman_moves_to_the_matching_clearing_with_most_pieces_and_hits_everyone_cc_2_3_vi():
    """The text's example: it stands in a mouse clearing; the adjacent mouse clearing holds more pieces."""
    game = coven({2: {CC: {"warrior": 1}}, 6: {CC: {"warrior": 1}},
                  9: {CC: {"warrior": 2}, "marquise": {"warrior": 1, "workshop": 1}}},
                 data={CC: {"cauldron": 3, "repertoire": ["summon"]}})
    play_choices(game, "cast:summon")
    assert expect(game, "croakers_coven.summon") == ["clearing:2", "clearing:6", "clearing:9"]
    play_choices(game, "clearing:2")
    assert cc(game)["mudman"] == 2
    fix_mudman(game, "mouse", 2)  # 2 is mouse; 5, 6 and 10 next to it are not: it stays in 2
    end_turn(game)
    assert cc(game)["mudman"] == 2 and warriors(game, 2, CC) == 0  # it hit the Croakers too


def test_the_mudman_removes_enemy_buildings_for_the_croakers_points_cc_2_3_vi():
    game = coven({1: {CC: {"warrior": 1}}, 9: {CC: {"warrior": 2}, "marquise": {"workshop": 1, "warrior": 1}},
                  10: {CC: {"warrior": 1}}}, data={CC: {"mudman": 1}})
    fix_mudman(game, "mouse", 3)  # 1 is fox; 9 is the one mouse clearing next to it
    end_turn(game)
    assert [e["clearing"] for e in events(game, "mudman")] == [9]
    assert warriors(game, 9, CC) == 0 and not game.state.clearings[9].has_any("marquise")
    assert score(game) == 1  # her workshop; the Croakers' own warriors score no one anything


@pytest.mark.parametrize("count, nine, answer", [
    (1, {}, "yes"),                              # rule of empty 9 gained, 5 still hers (two against one)
    (2, {}, "no"),                               # 9 gained, but 5 lost (one against one)
    (1, {"eyrie": {"warrior": 2}}, "no"),        # nothing gained: two Eyrie warriors keep 9
])
def test_a_bots_consent_to_a_teleport_asks_whether_it_gains_rule_without_losing_any_cc_2_3_vii(count, nine, answer):
    """The Marquise's bot (bot advice `croakers_coven.teleport.consent`) consents when her warriors teleported from 5
    to 9 come to rule 9 while she keeps 5 (Law 2.1)."""
    from rootcore.agents import make_agent
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 3}}, **({9: nine} if nine else {})},
                 factions=(CC, "marquise", "eyrie"), data={CC: {"cauldron": 3, "repertoire": ["teleport"]}})
    play_choices(game, "cast:teleport", "faction:marquise", "clearing:9", f"count:{count}")
    expect(game, "croakers_coven.teleport.consent", "marquise")
    assert make_agent("heuristic", "marquise", 0)(game, game.pending) == answer


def test_enchanted_the_mudman_stays_whoever_battles_in_its_clearing_cc_2_4():
    game = coven({5: {CC: {"warrior": 1, "statue": 1}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"mudman": 5}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert cc(game)["mudman"] == 5  # not a piece: no hit can take it
    assert not game.state.clearings[5].has_any(CC) and score(game, "marquise") == 1  # the statue is no Enchanted token


def test_teleport_asks_the_owner_to_consent_and_a_refusal_costs_nothing_cc_2_3_vii():
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 3}}},
                 data={CC: {"cauldron": 3, "repertoire": ["teleport"]}})
    play_choices(game, "cast:teleport", "faction:marquise", "clearing:9", "count:2")
    expect(game, "croakers_coven.teleport.consent", "marquise")
    game.choose("no")
    assert warriors(game, 5, "marquise") == 3 and cc(game)["cauldron"] == 3
    play_choices(game, "cast:teleport", "faction:marquise", "clearing:9", "count:2", "yes")
    assert warriors(game, 5, "marquise") == 1 and warriors(game, 9, "marquise") == 2 and cc(game)["cauldron"] == 1


@pytest.mark.parametrize("current", ["hundreds", CC])
def test_teleport_never_takes_the_warlord_even_on_the_hundreds_turn_cc_2_3_vii_law_14_2_2(current):
    """Law 14.2.2: the warlord is placed only by Anoint, so Teleport (taking pieces out and placing them elsewhere)
    cannot take him, on the Hundreds' turn (in their battle, where the Croakers cast it) as on any other (found by
    `rootcore fuzz`, seed 2001257: the warlord left recorded in a clearing his warriors were teleported out of)."""
    def teleportable(hundreds_in_5: int) -> dict:
        hundreds = {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}, "warlord": 5}
        game = coven({5: {CC: {"warrior": 1}, "hundreds": {"warrior": hundreds_in_5}}}, current=current,
                     factions=(CC, "hundreds"), data={CC: {"cauldron": 3, "repertoire": ["teleport"]},
                                                      "hundreds": hundreds})
        return game.factions[CC].teleportable(game, "hundreds", 5, None)

    assert teleportable(2) == {"warrior": 1}  # the warrior beside him
    assert teleportable(1) == {}  # the warlord alone


def test_teleport_moves_the_croakers_own_warriors_without_asking_cc_2_3_vii():
    game = coven({5: {CC: {"warrior": 3}}}, data={CC: {"cauldron": 2, "repertoire": ["teleport"]}})
    play_choices(game, "cast:teleport", "clearing:12", "count:2")
    assert warriors(game, 12, CC) == 2 and warriors(game, 5, CC) == 1 and cc(game)["cauldron"] == 0


def test_transform_with_short_supplies_as_in_the_texts_example_cc_2_3_viii():
    """Four Eyrie warriors swapped for three of the Marquise's and the Alliance's last one."""
    game = coven({5: {CC: {"warrior": 1}, "eyrie": {"warrior": 4, "roost": 1}},
                  12: {"marquise": {"warrior": 22}}, 9: {"alliance": {"warrior": 9}}},
                 factions=(CC, "marquise", "eyrie", "alliance"),
                 data={CC: {"cauldron": 5, "repertoire": ["transform"]}})
    assert game.state.factions["marquise"].supply["warrior"] == 3
    play_choices(game, "cast:transform")
    assert expect(game, "croakers_coven.transform.x") == [f"count:{n}" for n in range(1, 5)]  # four Eyrie there
    game.choose("count:4")
    cl = game.state.clearings[5]
    assert cl.warriors == {CC: 1, "marquise": 3, "alliance": 1}
    assert game.state.factions["eyrie"].supply["warrior"] == 20 - 4 + 4
    assert cc(game)["cauldron"] == 1 and "cast:transform" not in expect(game, "croakers_coven.action")  # once
    no_problems(game)


# -- Evening (CC.6) and the spell levels (CC.2.5, CC.2.6) ------------------------------------------------------------

def test_research_offers_the_levels_the_schools_uncover_cc_6_1_cc_2_5():
    game = coven({5: {CC: {"school": 1, "warrior": 1}}, 10: {CC: {"school": 1}}}, phase="evening")
    assert expect(game, "croakers_coven.research") == ["spell:dazzle", "spell:regrowth", "spell:fireball"]
    game.choose("spell:fireball")
    assert cc(game)["repertoire"] == ["petrify", "fireball"]


def test_three_statues_unlock_the_x_level_cc_2_6():
    game = coven({1: {CC: {"statue": 1}}, 2: {CC: {"statue": 1}}, 10: {CC: {"statue": 1, "warrior": 1}}},
                 phase="evening")
    assert expect(game, "croakers_coven.research") == ["spell:teleport", "spell:transform"]
    game = coven({1: {CC: {"statue": 1}}, 2: {CC: {"statue": 1, "warrior": 1}}}, phase="evening",
                 hands={CC: ["root_tea_fox"]})
    assert game.pending.kind != "croakers_coven.research"  # two statues uncover nothing


def test_brew_once_per_clearing_with_a_matching_card_cc_6_2():
    game = coven({1: {CC: {"warrior": 1}}, 6: {CC: {"statue": 1}}}, phase="evening",
                 hands={CC: ["root_tea_fox", "travel_gear_fox", "anvil", "root_tea_mouse"]})
    assert expect(game, "croakers_coven.brew")[-1] == "done"
    fox = game.pending.option_ids[0]
    play_choices(game, fox, "clearing:1")
    play_choices(game, game.pending.option_ids[0])  # another fox card: only 6 is left
    assert cc(game)["cauldron"] == 2
    assert game.pending.kind != "croakers_coven.brew"  # two clearings brewed; the mouse card matches neither


def test_draw_power_removes_warriors_for_cards_after_discarding_to_five_cc_6_3():
    game = coven({1: {CC: {"warrior": 2}}, 12: {CC: {"warrior": 1}}}, phase="evening",
                 hands={CC: ["root_tea_fox", "travel_gear_fox", "anvil", "root_tea_mouse", "sword"]})
    while game.pending.kind == "croakers_coven.brew":
        game.choose("done")
    expect(game, "discard.hand_limit", CC)  # six cards: down to five first
    game.choose(game.pending.option_ids[0])
    play_choices(game, "clearing:1", "clearing:12", "done")
    assert warriors(game, 1, CC) == 1 and warriors(game, 12, CC) == 0
    assert len(game.state.factions[CC].hand) == 7
    assert score(game, "marquise") == 0


# -- random games ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [(CC, "marquise"), ("marquise", "eyrie", "alliance", "vagabond", CC),
                                      (CC, "winged_menace", "bone_patrol", "old_man_tinker")])
def test_random_games_keep_every_invariant(factions):
    results = check_plugin_conformance(list(factions), games=2, clone_games=1)
    assert all(result["over"] for result in results)


def test_random_games_with_hands_concealed():
    results = check_plugin_conformance([CC, "eyrie"], games=2, options={"conceal_hands": True})
    assert all(result["over"] for result in results)


def test_a_board_whose_numbers_do_not_fit_is_refused(tmp_path):
    from pathlib import Path
    from rootcore.content import validate_paths
    board = (Path(__file__).resolve().parent.parent / "content" / "factions" / "croakers_coven.toml").read_text()
    bad = tmp_path / "croakers_coven.toml"
    bad.write_text(board.replace('school_levels = ["1", "2", "3"]', 'school_levels = ["1", "2"]')
                   .replace("magic = 8", "magic = -1"))
    messages = sorted(f"{issue.path}: {issue.message}" for issue in validate_paths([str(bad)]))
    assert len(messages) == 1 and messages[0].startswith("$.data.magic")  # the shape first
    bad.write_text(board.replace('school_levels = ["1", "2", "3"]', 'school_levels = ["1", "2"]'))
    messages = sorted(f"{issue.path}: {issue.message}" for issue in validate_paths([str(bad)]))
    assert messages == ["$.data.school_levels: 2 levels for 3 schools (CC.2.5)"]


def test_a_game_with_the_coven_saves_loads_and_plays_on():
    """`rootcore simulate` and saves: a seeded random game reloads from its JSON save to the same state."""
    import json
    import random
    game = rootcore.new_game({"factions": [CC, "marquise", "eyrie"], "seed": 5})
    rng = random.Random(5)
    for _ in range(400):
        if game.is_over:
            break
        game.choose(rng.choice(game.pending.option_ids))
    again = rootcore.load_game(json.loads(json.dumps(game.to_json())))
    assert again.state.to_json() == game.state.to_json()


# -- review 0.1.1: hirelings, the Vagabond, Teleport of every kind of piece ------------------------------------------

@pytest.mark.usefixtures("stand_ins")  # a game has three hirelings (conftest's stand-in cards)
def test_hireling_warriors_are_enemies_to_petrify_fireball_and_the_mudman_cc_2_3_i_iv_vi_law_e():
    """A hireling's pieces are enemy pieces to the Croakers (Law E), though it takes no turn."""
    from helpers import hireling_scenario
    game = hireling_scenario("forest_patrol", [CC, "alliance"], CC, "daylight",
                             {5: {CC: {"warrior": 1}, "forest_patrol": {"warrior": 3}}},
                             {"controller": "alliance", "control": 2},
                             data={CC: {"actions": 4, "cauldron": 3, "repertoire": ["petrify", "fireball"]},
                                   },
                             hands={CC: [], "alliance": []})
    assert game.factions[CC].petrify_spots(game) == {5: ["forest_patrol"]}
    assert game.factions[CC].fireball_spots(game) == [5]
    cc(game)["mudman"] = 5
    fix_mudman(game, "rabbit", 2)  # 5 is rabbit: it stays and deals two hits to everyone there
    end_turn(game)
    assert warriors(game, 5, "forest_patrol") == 1 and warriors(game, 5, CC) == 0


@pytest.mark.usefixtures("stand_ins")  # a game has three hirelings (conftest's stand-in cards)
def test_fireball_never_targets_the_croakers_own_hireling_cc_2_3_iv_law_e_3_2():
    """Fireball deals its hits to enemies only (CC.2.3.IV): a hireling the Croakers control is no enemy of theirs
    (Law E.3.2), so all three hits go to the Alliance, the one enemy there, and the Patrol loses nothing."""
    from helpers import hireling_scenario
    game = hireling_scenario("forest_patrol", [CC, "alliance"], CC, "daylight",
                             {5: {CC: {"warrior": 1}, "forest_patrol": {"warrior": 2}, "alliance": {"warrior": 1}}},
                             {"controller": CC, "control": 2},
                             data={CC: {"actions": 4, "cauldron": 2, "repertoire": ["fireball"]}},
                             hands={CC: [], "alliance": []})
    assert game.factions[CC].fireball_targets(game, 5, {}) == ["alliance"]
    fix_dice(game, 3, 0)
    play_choices(game, "cast:fireball")  # one target: no question of whom to hit
    assert game.state.clearings[5].warriors == {CC: 1, "forest_patrol": 2}
    no_problems(game)


@pytest.mark.usefixtures("stand_ins")
def test_fireball_never_targets_pieces_the_stoic_protector_shields_cc_2_3_iv_law_e():
    """The Stoic Protector (the Marquise's hireling, demoted side) keeps her enemies from removing her pieces in its
    clearing in any way: Fireball there never offers her as a target (CC.2.3.IV) and her warriors stay. Nor is the
    Protector a target: its pawn takes no hit. So the Alliance, the one target left, takes the hit unasked."""
    from helpers import hireling_scenario
    game = hireling_scenario("furious_protector", [CC, "marquise", "alliance"], CC, "daylight",
                             {5: {CC: {"warrior": 1}, "marquise": {"warrior": 2}, "alliance": {"warrior": 1},
                                  "furious_protector": {"pawn": 1}}},
                             {"side": "demoted", "controller": "marquise", "control": 2},
                             data={CC: {"actions": 4, "cauldron": 2, "repertoire": ["fireball"]}},
                             hands={CC: [], "marquise": [], "alliance": []})
    assert game.factions[CC].fireball_targets(game, 5, {}) == ["alliance"]
    fix_dice(game, 1, 0)
    play_choices(game, "cast:fireball")
    assert game.state.clearings[5].warriors == {CC: 1, "marquise": 2}
    assert game.state.clearings[5].pawns == ["furious_protector"]
    no_problems(game)


def test_fireball_may_deal_every_hit_to_the_vagabond_cc_2_3_iv_law_9_2_7():
    """The Vagabond takes hits on his items, one each: his one pawn does not cap the hits he can be dealt."""
    from helpers import vagabond_at
    game = coven({5: {CC: {"warrior": 1}}}, factions=(CC, "vagabond"),
                 data={CC: {"cauldron": 2, "repertoire": ["fireball"]}, **vagabond_at(5)})
    fix_dice(game, 3, 0)
    play_choices(game, "cast:fireball")
    for _ in range(3):  # each hit: the Croakers deal it to the Vagabond (the one enemy), who damages an item
        while game.pending.player == "vagabond":
            game.choose(game.pending.option_ids[0])
    items = game.state.factions["vagabond"].data["items"]
    assert sum(1 for item in items if item.get("damaged")) == 3, items


def test_fireball_deals_no_enemy_more_hits_than_it_can_take_cc_2_3_iv_law_9_2_7_and_of_2_2():
    """A hit is dealt only where it lands (our reading of CC.2.3.IV, as for pieces): the Vagabond takes no more than
    his undamaged items (the rest would be ignored, Law 9.2.7); the Order of the Forest takes one on each of its
    warriors, then its pawns (OF.2.2). Three hits, two on the Vagabond: the third can go to the Order alone."""
    from helpers import vagabond_at
    game = coven({5: {CC: {"warrior": 1}, OF: {"warrior": 1, "pawn": 1}}}, factions=(CC, "vagabond", OF),
                 data={CC: {"cauldron": 2, "repertoire": ["fireball"]}, **vagabond_at(5, items=("boot", "sword")),
                       OF: {"pawns": {"bird": 5}}})
    targets = game.factions[CC].fireball_targets
    assert targets(game, 5, {}) == ["vagabond", OF]
    assert targets(game, 5, {"vagabond": 2, OF: 1}) == [OF]  # the bird pawn takes the next
    assert targets(game, 5, {"vagabond": 2, OF: 2}) == []
    fix_dice(game, 3, 0)
    play_choices(game, "cast:fireball", "faction:vagabond", "faction:vagabond")
    while game.pending.player == "vagabond":
        game.choose(game.pending.option_ids[0])
    items = game.state.factions["vagabond"].data["items"]
    assert all(item["damaged"] for item in items)
    assert game.state.clearings[5].warriors == {CC: 1} and game.state.clearings[5].pawns.count(OF) == 1
    no_problems(game)


def test_teleport_moves_buildings_tokens_and_warriors_of_the_consenting_player_cc_2_3_vii():
    """Buildings need an open slot where they go (1 has none: her workshop); nothing is removed, so no one scores."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 2, "sawmill": 1, "wood": 1}},
                  1: {"marquise": {"workshop": 1}}}, data={CC: {"cauldron": 4, "repertoire": ["teleport"]}})
    coven_ = game.factions[CC]
    assert coven_.teleportable(game, "marquise", 5, 1) == {"warrior": 2, "wood": 1}
    assert coven_.teleportable(game, "marquise", 5, 9) == {"warrior": 2, "sawmill": 1, "wood": 1}
    play_choices(game, "cast:teleport", "faction:marquise", "clearing:9", "count:3")
    assert expect(game, "croakers_coven.teleport.piece") == ["piece:warrior", "piece:sawmill", "piece:wood"]
    play_choices(game, "piece:sawmill", "piece:wood")  # then only warriors are left: the third one, unasked
    assert "1 warrior, 1 sawmill, 1 wood" in game.pending.prompt
    game.choose("yes")
    cl = game.state.clearings[9]
    assert cl.buildings == [("marquise", "sawmill")] and cl.tokens == [("marquise", "wood")]
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 5, "marquise") == 1
    assert not game.state.clearings[5].count("marquise", "sawmill") and cc(game)["cauldron"] == 1
    assert score(game) == 0 and score(game, "marquise") == 0
    no_problems(game)


def test_teleport_the_croakers_own_school_and_statue_within_their_limits_cc_2_3_vii_cc_2_5_cc_2_6():
    game = coven({5: {CC: {"warrior": 1, "statue": 1}}, 2: {CC: {"school": 1}}, 10: {CC: {"statue": 1}}},
                 data={CC: {"cauldron": 4, "repertoire": ["teleport"]}})
    coven_ = game.factions[CC]
    assert "statue" not in coven_.teleportable(game, CC, 5, 2)   # never beside a school
    assert "statue" not in coven_.teleportable(game, CC, 5, 10)  # one statue per clearing
    assert coven_.teleportable(game, CC, 2, 5) == {}             # no school where a statue stands
    play_choices(game, "cast:teleport", "clearing:2", "clearing:9")  # one piece: X and the school, unasked
    assert game.state.clearings[9].count(CC, "school") == 1 and not game.state.clearings[2].has_any(CC)
    assert game.state.factions[CC].tracks["school"] == 2 and coven_.uncovered_levels(game) == {"1"}
    no_problems(game)


def test_teleport_moves_the_vagabonds_pawn_with_his_consent_cc_2_3_vii():
    from helpers import vagabond_at
    game = coven({5: {CC: {"warrior": 1}}}, factions=(CC, "vagabond"),
                 data={CC: {"cauldron": 1, "repertoire": ["teleport"]}, **vagabond_at(5)})
    play_choices(game, "cast:teleport", "faction:vagabond", "clearing:11")  # X = 1, unasked
    expect(game, "croakers_coven.teleport.consent", "vagabond")
    game.choose("yes")
    assert game.factions["vagabond"].clearing(game) == 11 and game.state.clearings[11].pawns == ["vagabond"]
    assert "vagabond" not in game.state.clearings[5].pawns
    no_problems(game)


def test_teleport_takes_the_order_of_the_forests_pawns_by_suit_cc_2_3_vii_of_2_2():
    """The Order's pawns differ by suit (OF.2.2): the Croakers choose which one goes, and it goes itself, not to the
    Altar (a relocation is no removal)."""
    game = coven({5: {CC: {"warrior": 1}, OF: {"pawn": 2}}}, factions=(CC, OF),
                 data={CC: {"cauldron": 2, "repertoire": ["teleport"]}, OF: {"pawns": {"fox": 5, "bird": 5}}})
    assert game.factions[CC].teleportable(game, OF, 5, 11) == {"pawn:fox": 1, "pawn:bird": 1}
    play_choices(game, "cast:teleport", f"faction:{OF}", "clearing:11", "count:1")
    assert [o.label for o in game.pending.options] == ["fox pawn", "bird pawn"]
    play_choices(game, "piece:pawn:bird")
    expect(game, "croakers_coven.teleport.consent", OF)
    game.choose("yes")
    assert game.state.factions[OF].data["pawns"] == {"fox": 5, "mouse": None, "rabbit": None, "bird": 11}
    assert game.state.clearings[11].pawns == [OF] and game.state.clearings[5].pawns == [OF]
    moved = events(game, "relocated")[-1]
    assert (moved["faction"], moved["piece"], moved["suit"], moved["origin"], moved["destination"]) == (
        OF, "pawn", "bird", 5, 11)
    no_problems(game)


def test_teleport_keeps_a_corvid_plots_face_and_type_and_leaves_the_old_man_cc_2_3_vii():
    game = coven({5: {CC: {"warrior": 1}}},  # the plots: placed by the Corvids' scenario data
                 factions=(CC, "corvid"), data={CC: {"cauldron": 1, "repertoire": ["teleport"]},
                                                "corvid": {"plots": {"5": "bomb", "9": "snare"}}})
    assert game.factions[CC].teleportable(game, "corvid", 5, 9) == {}  # one plot per clearing (Law 13.2.2.II)
    play_choices(game, "cast:teleport", "faction:corvid", "clearing:2", "yes")
    assert game.state.factions["corvid"].data["plots"] == {"2": {"type": "bomb", "up": False},
                                                            "9": {"type": "snare", "up": False}}
    no_problems(game)
    from rootcore.components import Faction
    assert Faction.can_relocate_piece(game.factions["corvid"], game, "warrior", 9, 2) is False  # warriors: not here


# -- the review's points: Transform's ties, Dazzle's lapse, Resurrection after simultaneous removals ------------------

def test_share_evenly_leaves_the_tied_remainder_to_the_croakers_cc_2_3_viii():
    assert share_evenly({"marquise": 3, "alliance": 1}, 4) == ({"marquise": 3, "alliance": 1}, [], 0)
    assert share_evenly({"marquise": 9, "alliance": 9}, 3) == ({"marquise": 1, "alliance": 1}, ["marquise",
                                                                                              "alliance"], 1)
    assert share_evenly({"marquise": 0, "alliance": 2}, 2) == ({"marquise": 0, "alliance": 2}, [], 0)


def test_transform_tie_the_croakers_choose_who_gives_cc_2_3_viii_law_1_1_3():
    """Three Eyrie warriors for the Marquise's and the Alliance's: one each, and the Croakers choose who gives the
    third (not the turn order, which would name the Marquise)."""
    game = coven({5: {CC: {"warrior": 1}, "eyrie": {"warrior": 3}}},
                 factions=(CC, "marquise", "eyrie", "alliance"),
                 data={CC: {"cauldron": 3, "repertoire": ["transform"]}})
    play_choices(game, "cast:transform", "count:3")
    assert expect(game, "croakers_coven.transform.giver", CC) == ["faction:marquise", "faction:alliance"]
    game.choose("faction:alliance")
    assert game.state.clearings[5].warriors == {CC: 1, "marquise": 1, "alliance": 2}
    no_problems(game)


def test_an_unused_dazzle_lapses_at_the_end_of_its_turn_cc_2_3_ii():
    game = coven({5: {CC: {"warrior": 3}}}, data={CC: {"cauldron": 2, "repertoire": ["dazzle"]}})
    play_choices(game, "cast:dazzle")  # the Marquise, the only other player, taken unasked
    assert cc(game)["dazzle"] == "marquise" and "cast:dazzle" not in expect(game, "croakers_coven.action")
    end_turn(game)  # ... and plays on, taking the first option each time: in the next turns, a new Dazzle
    lapsed = [(e["turn"], e["other"]) for e in events(game, "dazzle_lapsed")]
    assert lapsed[0] == (1, "marquise")
    assert [e["turn"] for e in events(game, "dazzled")][:2] == [1, 3]  # the lapsed one no longer blocks a new one


def test_a_dazzle_lapses_when_the_next_roll_is_not_the_chosen_players_cc_2_3_ii():
    """Dazzle on the Eyrie, then the Croakers battle the Marquise: that battle is the next roll, and the Marquise's
    hits are all taken; the Dazzle is spent, so a new one may be cast."""
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}},
                  12: {"eyrie": {"warrior": 1}}},
                 factions=(CC, "marquise", "eyrie"), data={CC: {"cauldron": 2, "repertoire": ["dazzle"]}})
    play_choices(game, "cast:dazzle", "faction:eyrie")
    fix_dice(game, 2, 2)
    play_choices(game, "battle")  # the one battle there is, resolved unasked
    assert warriors(game, 5, CC) == 1 and warriors(game, 5, "marquise") == 1  # two hits each, none ignored
    assert not events(game, "hits_ignored") and cc(game)["dazzle"] is None
    assert "cast:dazzle" in expect(game, "croakers_coven.action")


def test_resurrection_when_the_croakers_last_pieces_fall_in_the_same_battle_cc_2_3_v():
    """The Marquise's battle removes the Croakers' only warrior and one of hers at once: the Croakers' piece was
    there as her warrior was removed, so the ready Resurrection may place hers back."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                 current="marquise", data={CC: {"cauldron": 3, "repertoire": ["resurrection"]}})
    fix_dice(game, 1, 1)
    play_choices(game, "battle", "cast:resurrection")
    resurrections = []
    while game.pending is not None and game.pending.kind != "marquise.action" and len(resurrections) < 5:
        if game.pending.kind == "croakers_coven.resurrection":
            resurrections.append(game.pending.about["faction"])
            if game.pending.about["faction"] == "marquise":
                game.choose("count:1")
                continue
            game.choose("pass")
            continue
        game.choose(game.pending.option_ids[0])
    assert "marquise" in resurrections
    assert warriors(game, 5, "marquise") == 3 and warriors(game, 5, CC) == 0
    no_problems(game)


# -- the heuristic seat -----------------------------------------------------------------------------------------------

def test_the_heuristic_seat_is_the_covens_bot_and_aims_fireball_at_buildings():
    from rootcore.agents import seat_agents
    from rootcore_plugins.croakers_coven.bot import CroakersCovenBot
    game = coven({5: {CC: {"warrior": 2}, "marquise": {"warrior": 2}, "eyrie": {"warrior": 1, "roost": 1}}},
                 factions=(CC, "marquise", "eyrie"), data={CC: {"cauldron": 2, "repertoire": ["fireball"]}})
    bot = seat_agents(game, "heuristic", {})[CC]
    assert isinstance(bot, CroakersCovenBot)
    fix_dice(game, 2, 0)
    play_choices(game, "cast:fireball")
    assert bot.decide(game, game.pending) == "faction:eyrie"  # the roost scores; the Marquise has warriors only
    rated = bot.evaluate(game)
    play_choices(game, "faction:eyrie", "faction:eyrie")  # the warrior, then the roost
    assert bot.evaluate(game) > rated and score(game) == 1


def test_the_covens_bot_researches_fireball_first_cc_6_1():
    from rootcore.agents import seat_agents
    game = coven({5: {CC: {"warrior": 2, "school": 2}}}, phase="evening")
    bot = seat_agents(game, "heuristic", {})[CC]
    assert expect(game, "croakers_coven.research") == ["spell:dazzle", "spell:regrowth", "spell:fireball"]
    assert bot.decide(game, game.pending) == "spell:fireball"


def test_removal_together_lists_every_removal_made_at_the_same_time_law_1_1_3():
    """The core's `Removal.together` (what Resurrection reads): both battle sides' removals, or one batch's."""
    from rootcore.rules.pieces import Removal, resolve_removal_groups, resolve_removals
    game = coven({5: {CC: {"warrior": 1}}})
    mine, hers, alone = Removal(5, CC, None, "battle"), Removal(5, "marquise", None, "battle"), Removal(1, CC, None,
                                                                                                        "effect")
    list(resolve_removal_groups(game, [([mine, None], CC), ([hers], "marquise")]))
    assert mine.together == [mine, hers] and hers.together == [mine, hers]
    list(resolve_removals(game, [alone, None]))
    assert alone.together == [alone]


def test_a_dazzle_cast_in_a_battle_is_for_its_sides_only_cc_2_3_ii():
    """In a battle's window the next roll is that battle's: its sides may be dazzled, the Mudman (not rolling) not."""
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"marquise": {"keep": 1}},
                  12: {"eyrie": {"warrior": 1}}},
                 current="marquise", factions=(CC, "marquise", "eyrie"),
                 data={CC: {"cauldron": 1, "repertoire": ["dazzle"], "mudman": 12}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle", "cast:dazzle")  # the Marquise, the only side but theirs, taken unasked
    assert [e["faction"] for e in events(game, "hits_ignored")] == [CC]


def test_a_scenario_with_an_impossible_cauldron_or_spell_is_refused_cc_2_2():
    """CC.2.2: the Cauldron holds at most the Magic there is, and the repertoire names known spells."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="cauldron 9"):
        coven({1: {CC: {"warrior": 1}}}, data={CC: {"cauldron": 9}})
    with pytest.raises(ScenarioError, match="'levitate'"):
        coven({1: {CC: {"warrior": 1}}}, data={CC: {"repertoire": ["levitate"]}})


def test_the_cauldron_repertoire_and_growth_are_public_cc_2_2():
    """CC.2.2, CC.2.3.III: the Cauldron, the spells known and the growth tokens on paths are open to every player."""
    game = coven({1: {CC: {"warrior": 1}}}, data={CC: {"cauldron": 3, "growth": [[1, 5]]}})
    seen = game.view("marquise")["factions"][CC]
    assert seen["cauldron"] == 3 and seen["growth"] == [[1, 5]]
    assert seen["repertoire"] == cc(game)["repertoire"] and seen["data"]["magic"] == 8 - 3


def test_no_regrowth_once_every_growth_token_is_on_a_path_cc_2_3_iii():
    """CC.2.3.III: Regrowth places a growth token; with all three on paths it cannot be cast."""
    game = coven({5: {CC: {"warrior": 2}}}, data={CC: {"cauldron": 2, "repertoire": ["regrowth"],
                                                       "growth": [[1, 5], [2, 5], [9, 12]]}})
    assert "cast:regrowth" not in expect(game, "croakers_coven.action")
    two = coven({5: {CC: {"warrior": 2}}}, data={CC: {"cauldron": 2, "repertoire": ["regrowth"],
                                                      "growth": [[1, 5], [9, 12]]}})
    assert "cast:regrowth" in expect(two, "croakers_coven.action")


def test_a_dazzle_lapses_in_a_battle_without_croaker_warriors_cc_2_3_ii():
    """CC.2.3.II: the Dazzle is for the chosen player's next roll; a battle of others, with no Croaker warrior there,
    spends it unused."""
    game = coven({5: {CC: {"statue": 1}, "marquise": {"warrior": 2}}, 1: {"marquise": {"keep": 1}}},
                 factions=(CC, "marquise", "eyrie"), current="marquise", data={CC: {"dazzle": "eyrie"}})
    play_choices(game, "battle")
    assert cc(game)["dazzle"] is None and cc(game)["dazzled"] is None
    assert [e["other"] for e in events(game, "dazzle_lapsed")] == ["eyrie"]


def test_no_resurrection_where_the_warriors_cannot_be_placed_cc_2_3_v():
    """CC.2.3.V: the warriors go back only if possible; none may be placed in the Keep's clearing (Law 6.2.2)."""
    game = coven({1: {CC: {"warrior": 2, "statue": 1}, "marquise": {"warrior": 3, "keep": 1}}},
                 current="marquise", data={CC: {"resurrection": True}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    while game.pending.player == CC and game.pending.kind != "croakers_coven.resurrection":
        game.choose("pass")
    assert game.pending.kind != "croakers_coven.resurrection"
    assert warriors(game, 1, CC) == 0


def test_a_scenario_the_coven_could_never_reach_is_refused_with_its_own_invariant_cc_2_5_and_cc_2_6():
    # Found by a fuzz of scenario descriptions: two statues in one clearing were accepted, and the invariants broke at
    # the first decision. A scenario now asks each faction's own `invariant_problems` before play.
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=r"^croakers_coven: the position is impossible: croakers_coven: clearing 11 "
                                            r"breaks the statue and school limits \(CC\.2\.5-CC\.2\.6\)"):
        coven({11: {CC: {"statue": 2}}})


def test_daylight_without_schools_or_warriors_in_the_supply_still_adds_the_magic_cc_5():
    """CC.5 with Law 1.5.4: no school on the map and all twelve Croaker warriors already on it, so no warrior can be
    placed and no clearing is asked for; the one Magic still goes into the Cauldron."""
    game = faction_scenario([CC, "marquise"], CC, "daylight", {5: {CC: {"warrior": 6}}, 9: {CC: {"warrior": 6}}},
                            {CC: {}}, hands={CC: [], "marquise": []})
    assert game.pending.kind == "croakers_coven.action"
    assert warriors(game, 5, CC) == 6 and warriors(game, 9, CC) == 6
    assert cc(game)["cauldron"] == 1 and cc(game)["magic"] == 7 and cc(game)["actions"] == 4


def test_a_position_with_more_growth_tokens_than_the_board_has_is_refused_cc_2_3_iii():
    """CC.2.3.III: Regrowth puts growth tokens on paths, and the faction has three of them (the board's
    `growth_tokens`): a fourth path with growth is an impossible position; three are fine."""
    from rootcore.scenario import ScenarioError
    coven({1: {CC: {"warrior": 1}}}, data={CC: {"growth": [[1, 5], [1, 9], [1, 10]]}})
    with pytest.raises(ScenarioError, match="more growth tokens on paths than exist"):
        coven({1: {CC: {"warrior": 1}}}, data={CC: {"growth": [[1, 5], [1, 9], [1, 10], [2, 5]]}})


def test_resurrection_never_places_warriors_the_cults_revenge_took_cc_2_3_v_law_10_2_3():
    """The Croakers battle the Lizard Cult: the two Cult warriors removed go to the Acolytes box (Revenge, Law
    10.2.3), not the supply, so they are no warriors a ready Resurrection may place back (CC.2.3.V): each removed
    piece goes to one place. It used to offer them, and placed two more from the Cult's supply as if they were those."""
    game = coven({5: {CC: {"warrior": 3}, "lizard": {"warrior": 2}}}, factions=(CC, "lizard"),
                 data={CC: {"resurrection": True}})
    acolytes = game.state.factions["lizard"].data["acolytes"]
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    while game.pending.kind.startswith("battle."):
        game.choose(game.pending.option_ids[0])
    assert warriors(game, 5, "lizard") == 0 and game.state.factions["lizard"].data["acolytes"] == acolytes + 2
    assert game.pending.kind != "croakers_coven.resurrection"
    assert cc(game)["resurrection"] is True  # still ready: nothing was placed
    no_problems(game)


# -- found by mutation testing: Resurrection's clearing (CC.2.3.V) ----------------------------------------------------

def test_resurrection_only_for_warriors_removed_where_the_croakers_have_pieces_cc_2_3_v():
    """CC.2.3.V: a ready Resurrection may place back an enemy's warriors removed from a clearing with Croaker pieces
    (the frogs still standing there), never those removed in a clearing where the Croakers have nothing."""
    game = coven({5: {CC: {"warrior": 3}, "marquise": {"warrior": 2}}, 1: {"marquise": {"keep": 1}}},
                 data={CC: {"resurrection": True}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    assert expect(game, "croakers_coven.resurrection", CC) == ["count:1", "count:2", "pass"]
    assert game.pending.about["faction"] == "marquise"
    game = coven({5: {CC: {"warrior": 1}}, 9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 2}},
                  1: {"marquise": {"keep": 1}}},
                 current="marquise", factions=(CC, "marquise", "eyrie"), data={CC: {"resurrection": True}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    while game.pending.player != "marquise":
        assert game.pending.kind != "croakers_coven.resurrection"
        game.choose(game.pending.option_ids[0])
    assert warriors(game, 9, "eyrie") == 0 and cc(game)["resurrection"] is True


# -- found by mutation testing: Brew and the Magic supply (CC.6.2, CC.2.2) -------------------------------------------

def test_brew_needs_magic_left_in_the_supply_cc_6_2_cc_2_2():
    """CC.6.2 moves a Magic token from the supply into the Cauldron: with the last one brewed, no card is spent for
    nothing; and all eight Magic in the Cauldron is a position the game accepts."""
    game = coven({1: {CC: {"warrior": 1}}, 6: {CC: {"statue": 1}}}, phase="evening",
                 hands={CC: ["root_tea_fox", "travel_gear_fox"]}, data={CC: {"cauldron": 7}})
    fox = expect(game, "croakers_coven.brew", CC)[0]
    play_choices(game, fox, "clearing:1")
    assert cc(game)["cauldron"] == 8 and cc(game)["magic"] == 0
    assert game.pending.kind != "croakers_coven.brew" and len(game.state.factions[CC].hand) >= 1
    game = coven({1: {CC: {"warrior": 1}}}, phase="evening", hands={CC: ["root_tea_fox"]}, data={CC: {"cauldron": 8}})
    assert game.pending.kind != "croakers_coven.brew" and cc(game)["cauldron"] == 8


# -- found by mutation testing: Build and Recruit with nothing left to place (CC.5.3, CC.5.4) ------------------------

def test_no_build_without_a_school_left_nor_recruit_without_a_warrior_left_cc_5_3_cc_5_4():
    """CC.5.3 places a school and CC.5.4 warriors (Law 1.5.4): with all three schools and all twelve warriors on the
    map, neither action is offered, though 2 has an open slot where they rule."""
    game = coven({5: {CC: {"warrior": 6, "school": 2}}, 2: {CC: {"warrior": 6, "school": 1}}})
    options = expect(game, "croakers_coven.action", CC)
    assert "move" in options and "build" not in options and "recruit" not in options


# -- found by mutation testing: where the Mudman goes (CC.2.3.VI) ----------------------------------------------------

def test_the_mudman_stays_when_no_clearing_of_its_suit_is_in_reach_cc_2_3_vi():
    """CC.2.3.VI moves it only if possible: from 5 (rabbit), with the path to 1 (the one fox clearing next to it)
    grown over, a fox roll leaves it in 5, where it hits everyone."""
    game = coven({5: {CC: {"warrior": 2}, "marquise": {"warrior": 1}}, 1: {"marquise": {"warrior": 3}}},
                 data={CC: {"mudman": 5, "growth": [[1, 5]]}})
    fix_mudman(game, "fox", 1)
    end_turn(game)
    assert cc(game)["mudman"] == 5 and not events(game, "mudman")
    assert warriors(game, 5, CC) == 1 and warriors(game, 5, "marquise") == 0 and warriors(game, 1, "marquise") == 3


def test_the_croakers_choose_between_tied_clearings_for_the_mudman_cc_2_3_vi():
    """CC.2.3.VI: from 1 (fox) a rabbit roll finds 5 and 10 with one piece each (10's ruin taken away: a ruin is a
    piece, G.1.25): the Croakers choose (Law 1.1.3)."""
    game = coven({1: {CC: {"warrior": 1}}, 5: {"marquise": {"warrior": 1}}, 10: {"marquise": {"warrior": 1}}},
                 data={CC: {"mudman": 1}}, ruins={10: 0})
    fix_mudman(game, "rabbit", 1)
    play_choices(game, "end")
    while game.pending.player == CC and game.pending.kind != "croakers_coven.mudman":
        game.choose("done" if "done" in game.pending.option_ids else game.pending.option_ids[0])
    assert expect(game, "croakers_coven.mudman", CC) == ["clearing:5", "clearing:10"]
    game.choose("clearing:10")
    assert cc(game)["mudman"] == 10 and warriors(game, 10, "marquise") == 0 and warriors(game, 5, "marquise") == 1


@pytest.mark.parametrize("five, ten, answer", [({"warrior": 1}, {"sawmill": 1}, "clearing:10"),
                                                ({"sawmill": 1}, {"warrior": 1}, "clearing:5")])
def test_the_croakers_bot_sends_the_mudman_where_its_hits_cost_rivals_most_cc_2_3_vi(five, ten, answer):
    """Tied on pieces, 5 and 10: the bot takes the one where a hit removes the Marquise's building (a VP for the
    Croakers, Law 3.2.1) rather than a warrior (10's ruin taken away, a piece too)."""
    from rootcore.agents import make_agent
    game = coven({1: {CC: {"warrior": 1}}, 5: {"marquise": five}, 10: {"marquise": ten}}, data={CC: {"mudman": 1}},
                 ruins={10: 0})
    fix_mudman(game, "rabbit", 1)
    play_choices(game, "end")
    while game.pending.player == CC and game.pending.kind != "croakers_coven.mudman":
        game.choose("done" if "done" in game.pending.option_ids else game.pending.option_ids[0])
    assert expect(game, "croakers_coven.mudman", CC) == ["clearing:5", "clearing:10"]
    assert make_agent("heuristic", CC, 0)(game, game.pending) == answer


# -- found by mutation testing: Teleport and open slots (CC.2.3.VII) -------------------------------------------------

def test_teleport_takes_buildings_only_where_open_slots_hold_them_cc_2_3_vii():
    """CC.2.3.VII: buildings need open slots where they go. Full clearings are no destination for a sawmill and a
    workshop; 9 has one open slot (her recruiter in the other), so only one of them can go there."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"sawmill": 1, "workshop": 1}}, 1: {"marquise": {"workshop": 1}},
                  9: {"marquise": {"recruiter": 1}}}, data={CC: {"cauldron": 2, "repertoire": ["teleport"]}})
    assert game.factions[CC].teleportable(game, "marquise", 5, 9) == {"sawmill": 1}
    play_choices(game, "cast:teleport", "faction:marquise")
    destinations = expect(game, "croakers_coven.teleport.destination", CC)
    assert "clearing:1" not in destinations and "clearing:9" in destinations and "clearing:5" not in destinations
    game.choose("clearing:9")
    expect(game, "croakers_coven.teleport.consent", "marquise")  # one building fits: X = 1, unasked
    game.choose("yes")
    assert game.state.clearings[9].buildings == [("marquise", "recruiter"), ("marquise", "sawmill")]
    assert game.state.clearings[5].buildings == [("marquise", "workshop")] and cc(game)["cauldron"] == 1
    no_problems(game)


# -- found by mutation testing: Fireball's dice (CC.2.3.IV) ----------------------------------------------------------

def test_fireball_rolls_the_two_battle_dice_cc_2_3_iv_law_4_3_2():
    """CC.2.3.IV rolls as if initiating a battle: two dice of 0-3 hits each (Law 4.3.2)."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 3}}},
                 data={CC: {"cauldron": 2, "repertoire": ["fireball"]}})
    ranges = []
    real = game.state.rng.randint

    def randint(a, b):
        ranges.append((a, b))
        return real(a, b)
    game.state.rng.randint = randint
    play_choices(game, "cast:fireball")
    assert ranges == [(0, 3), (0, 3)]


# -- found by mutation testing: a Dazzle in a battle without Croaker warriors (CC.2.3.II) ----------------------------

@pytest.mark.usefixtures("stand_ins")  # a game has three hirelings (conftest's stand-in cards)
def test_a_dazzle_holds_in_the_chosen_players_next_battle_without_croaker_warriors_cc_2_3_ii():
    """CC.2.3.II: the Dazzle is for the chosen player's next roll, wherever it is: the Croakers' Last Dynasty battles
    the dazzled Marquise in 10, where no frog stands, and one of her hits is ignored."""
    from helpers import hireling_scenario
    control = {"last_dynasty": {"controller": CC, "control": 2}}
    game = hireling_scenario("stand_in_b", [CC, "marquise"], CC, "daylight",
                             {5: {CC: {"warrior": 1}},
                              10: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 3}}},
                             others=control, data={CC: {"actions": 4, "cauldron": 1, "repertoire": ["dazzle"]}},
                             hands={CC: [], "marquise": []})
    play_choices(game, "cast:dazzle")  # the Marquise, the only other player, taken unasked
    fix_dice(game, 3, 2, 0, 0)
    play_choices(game, "extra:hireling:last_dynasty")  # it does not rule 10: it battles there twice
    assert [e["faction"] for e in events(game, "hits_ignored")] == ["last_dynasty"]
    assert warriors(game, 10, "last_dynasty") == 1 and warriors(game, 10, "marquise") == 1


# -- found by mutation testing: Birdsong's crafting (CC.4.3) ---------------------------------------------------------

def test_birdsong_crafting_offers_no_dominance_which_waits_for_daylight_cc_4_3_law_3_3_1():
    """CC.4.3 crafts in Birdsong; a dominance card is activated in Daylight only (Law 3.3.1): with ten points and one
    in hand, Birdsong asks nothing and the first Daylight question offers it."""
    game = coven({5: {CC: {"warrior": 1, "school": 1}}}, phase="birdsong", hands={CC: ["dominance_fox"]},
                 scores={CC: 10, "marquise": 0})
    assert any(o.startswith("activate_dominance:") for o in expect(game, "croakers_coven.action", CC))


# -- found by mutation testing: the growth tokens run out (CC.2.3.III) -----------------------------------------------

def test_no_regrowth_with_every_growth_token_on_far_paths_cc_2_3_iii():
    """CC.2.3.III: the three growth tokens all lie on paths far from the frogs; the paths from 5 are open, but no
    token is left to place."""
    game = coven({5: {CC: {"warrior": 2}}}, data={CC: {"cauldron": 2, "repertoire": ["regrowth"],
                                                       "growth": [[9, 12], [4, 8], [3, 7]]}})
    assert "cast:regrowth" not in expect(game, "croakers_coven.action")


# -- found by mutation testing: whom a Fireball's hits can reach (CC.2.3.IV) -----------------------------------------

def test_fireball_hits_a_building_of_an_enemy_without_warriors_once_cc_2_3_iv():
    """CC.2.3.IV, Law 4.3.4: the Marquise has only a sawmill there, the Eyrie one warrior; two hits: the Croakers
    choose whom the first hits, and the second goes to the enemy with a piece still unhit."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"sawmill": 1}, "eyrie": {"warrior": 1}}},
                 factions=(CC, "marquise", "eyrie"), data={CC: {"cauldron": 2, "repertoire": ["fireball"]}})
    fix_dice(game, 2, 0)
    play_choices(game, "cast:fireball")
    assert expect(game, "croakers_coven.fireball.target", CC) == ["faction:marquise", "faction:eyrie"]
    game.choose("faction:marquise")
    cl = game.state.clearings[5]
    assert not cl.has_any("marquise") and not cl.has_any("eyrie") and score(game) == 1


def test_fireball_only_where_frog_warriors_face_an_enemy_cc_2_3_iv():
    """CC.2.3.IV: a Fireball needs Croaker warriors and an enemy in its clearing: not 1 (frogs alone), nor 9 (a statue
    and an enemy warrior, no frog warrior)."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 1}}, 1: {CC: {"warrior": 1}},
                  9: {CC: {"statue": 1}, "marquise": {"warrior": 1}}},
                 data={CC: {"cauldron": 2, "repertoire": ["fireball"]}})
    assert game.factions[CC].fireball_spots(game) == [5]


# -- found by mutation testing: Petrify and Transform need the target's warriors (CC.2.3.I, CC.2.3.VIII) -------------

def test_no_petrify_or_transform_where_the_enemy_has_no_warrior_cc_2_3_i_cc_2_3_viii():
    """Petrify removes an enemy warrior (CC.2.3.I) and Transform swaps warriors (CC.2.3.VIII): the Eyrie's roost
    alone beside the frogs is a target for neither."""
    game = coven({5: {CC: {"warrior": 1}, "eyrie": {"roost": 1}}}, factions=(CC, "marquise", "eyrie"),
                 data={CC: {"cauldron": 2, "repertoire": ["petrify", "transform"]}})
    options = expect(game, "croakers_coven.action", CC)
    assert "cast:petrify" not in options and "cast:transform" not in options


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def test_one_resurrection_places_back_two_warriors_at_most_of_removals_made_together_cc_2_3_v():
    """CC.2.3.V: once per turn, up to two removed warriors come back. A Fireball removes two Marquise warriors, one
    Eyrie warrior and both frogs at once: Resurrection is offered once (for the removal the Croakers order first),
    brings the two Marquise warriors back, and is spent. (An audit of November 25, 2026 found it offered once per
    owner: five warriors came back.)"""
    game = coven({5: {CC: {"warrior": 2}, "marquise": {"warrior": 2}, "eyrie": {"warrior": 2}}},
                 factions=(CC, "marquise", "eyrie"),
                 data={CC: {"cauldron": 5, "repertoire": ["fireball", "resurrection"]}})
    play_choices(game, "cast:resurrection")
    fix_dice(game, 3, 2)
    play_choices(game, "cast:fireball", "faction:marquise", "faction:marquise")  # the third hit: the Eyrie's
    offers = 0
    while game.pending.kind in ("order_effects", "croakers_coven.resurrection"):
        offers += game.pending.kind == "croakers_coven.resurrection"
        game.choose("count:2" if "count:2" in game.pending.option_ids else game.pending.option_ids[0])
    assert offers == 1 and game.state.clearings[5].warriors == {"marquise": 2, "eyrie": 1}
    assert not game.state.factions[CC].data["resurrection"]
    no_problems(game)


def answer_coven(game, prefer=()) -> None:
    """Answer the Croakers' decisions (the first of `prefer` offered, else "done", else the first option) until
    another player is asked."""
    while game.pending is not None and game.pending.player == CC:
        options = game.pending.option_ids
        pick = next((p for p in prefer if p in options), None)
        game.choose(pick or ("done" if "done" in options else options[0]))


def test_draw_power_removals_bring_back_two_warriors_at_most_under_one_resurrection_cc_2_3_v_cc_6_3():
    """CC.2.3.V with CC.6.3: Resurrection is cast in Daylight, and the frogs remove three warriors from 5 for cards
    in Evening. One Resurrection may put back two of them at most. (An audit of November 25, 2026 found all three put
    back: each removal made together offered it anew.)"""
    game = coven({5: {CC: {"warrior": 4}}}, data={CC: {"cauldron": 3, "repertoire": ["resurrection"]}})
    play_choices(game, "cast:resurrection", "end")
    for _ in range(3):
        play_choices(game, "clearing:5")
    while game.pending.player == CC and game.pending.kind in ("order_effects", "croakers_coven.resurrection"):
        game.choose("count:1" if "count:1" in game.pending.option_ids else game.pending.option_ids[0])
    assert warriors(game, 5, CC) <= 1 + 2


def test_transform_swaps_warriors_into_the_keeps_clearing_cc_2_3_viii_g_1_31_law_6_2_2():
    """CC.2.3.VIII uses a swap (G.1.31), which ignores placement limits. So the Eyrie and the Alliance, who may not
    place warriors next to the Keep (Law 6.2.2), still take the Marquise warriors' places there, one each."""
    game = coven({1: {CC: {"warrior": 1}, "marquise": {"warrior": 2, "keep": 1}}},
                 factions=(CC, "marquise", "eyrie", "alliance"),
                 data={CC: {"cauldron": 2, "repertoire": ["transform"]}})
    assert not placement_allowed(game, "eyrie", "warrior", 1)
    play_choices(game, "cast:transform", "count:2")
    assert game.state.clearings[1].warriors == {CC: 1, "eyrie": 1, "alliance": 1}
    no_problems(game)


def test_petrifying_with_the_third_statue_uncovers_level_x_for_research_that_evening_cc_2_3_i_cc_2_6_cc_6_1():
    """Two statues are on the map. Petrify places the third (CC.2.3.I), which uncovers level X (CC.2.6). The same
    Evening, Research offers the two X spells (CC.6.1)."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 1}}, 1: {CC: {"statue": 1}},
                  2: {CC: {"statue": 1}}}, data={CC: {"cauldron": 1}})
    play_choices(game, "cast:petrify", "end")
    assert expect(game, "croakers_coven.research", CC) == ["spell:teleport", "spell:transform"]


def test_resurrection_may_put_back_the_warrior_petrify_just_removed_cc_2_3_i_cc_2_3_v():
    """The Marquise warrior that Petrify removes is a warrior removed from a clearing with Croaker pieces. A ready
    Resurrection may put it back, and the statue stays."""
    game = coven({5: {CC: {"warrior": 1}, "marquise": {"warrior": 1}}},
                 data={CC: {"cauldron": 4, "repertoire": ["petrify", "resurrection"]}})
    play_choices(game, "cast:resurrection", "cast:petrify")
    assert expect(game, "croakers_coven.resurrection", CC) == ["count:1", "pass"]
    game.choose("count:1")
    assert warriors(game, 5, "marquise") == 1 and game.state.clearings[5].count(CC, "statue") == 1


def test_hocus_focus_scores_four_at_most_three_statues_and_the_full_set_of_schools_cc_4_2():
    """CC.4.2 at its highest: three statues (three VP) and all three schools (one VP), two of them in one clearing
    (CC.2.5)."""
    game = coven({1: {CC: {"statue": 1}}, 2: {CC: {"statue": 1}}, 10: {CC: {"statue": 1}},
                  5: {CC: {"school": 2}}, 9: {CC: {"school": 1}}}, phase="birdsong")
    assert score(game) == 4


def test_brew_takes_a_bird_card_for_any_clearing_cc_6_2():
    """CC.6.2: a bird card matches any clearing, but each clearing brews only once."""
    game = coven({1: {CC: {"warrior": 1}}, 2: {CC: {"warrior": 1}}, 5: {CC: {"warrior": 1}}}, phase="evening",
                 hands={CC: ["woodland_runners", "birdy_bindle"]})
    play_choices(game, expect(game, "croakers_coven.brew", CC)[0])
    assert expect(game, "croakers_coven.brew.clearing") == ["clearing:1", "clearing:2", "clearing:5"]
    play_choices(game, "clearing:2")
    play_choices(game, expect(game, "croakers_coven.brew", CC)[0])  # the other bird card
    assert expect(game, "croakers_coven.brew.clearing") == ["clearing:1", "clearing:5"]
