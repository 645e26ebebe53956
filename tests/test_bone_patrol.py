"""Rules tests of the Bone Patrol fan faction plugin (The Outsiders, BP.1-BP.6, rules text 002) and of the core's shared
rule extension point it uses (`rootcore_shared_rule`, Guard Dogs BP.2.3). Each test names the rule it checks.

Positions come from `rootcore.scenario`; steps of a phase are driven with `helpers.run`. Autumn clearings used below
(suit; adjacent): 1 fox (5 9 10), 2 mouse (5 6 10), 5 rabbit (1 2), 9 mouse (1 4 12), 10 rabbit (1 2 12),
12 fox (4 7 9 10 11).
"""
from __future__ import annotations

import rootcore
from rootcore.decisions import RootcoreError
from rootcore.engine import load_game
import pytest

from rootcore.rules import battle, cards, craft, move, pieces, scoring
from rootcore.rules.rule import rules, ruled_by, shares_rule
from rootcore.testing import check_plugin_conformance

from helpers import (events, expect, faction_scenario, fix_dice, hireling_scenario, no_problems, play_choices, play_until,
                     played_from_the_command_line, run, saved_loaded_and_rendered)

BP = "bone_patrol"


def bp_game(clearings, *, current="marquise", phase="daylight", factions=("marquise", BP), mine=None, hands=None,
            data=None, **extra):
    """A position with the Patrol's data `mine` (the Alpha's clearing...). By default in the Marquise's Daylight (a
    Marquise warrior in clearing 8 to wait on), for steps of the Patrol driven with `run`."""
    if current == "marquise":
        clearings = {8: {"marquise": {"warrior": 1}}, **clearings}
    return faction_scenario(factions, current, phase, clearings, {BP: dict(mine or {})}, hands=hands, data=data,
                            **extra)


def bp(game):
    return game.state.factions[BP]


def patrol(game):
    return game.factions[BP]


def warriors(game, clearing, faction=BP):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def tokens(game, clearing, kind):
    return game.state.clearings[clearing].count(BP, kind)


def hand_of(game, faction, *names):
    return [c for c in game.state.factions[faction].hand if game.cards[c].id in names]


def test_bad_scenario_data_is_refused_with_a_clear_error():
    with pytest.raises(RootcoreError, match="no Bone Patrol warrior to be the Alpha"):
        bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 9})
    with pytest.raises(RootcoreError, match="'bat' is no bone suit"):
        bp_game({5: {BP: {"warrior": 1}}}, mine={"buried": {"9": ["bat"]}})
    with pytest.raises(RootcoreError, match="4 fox bones"):
        bp_game({5: {BP: {"warrior": 1}}}, mine={"collection": {"fox": 4}})


def test_an_illegal_choice_leaves_the_game_unchanged():
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1}}}, current=BP, mine={"alpha": 5, "actions": 1})
    before = game.state.to_json()
    with pytest.raises(rootcore.IllegalChoice):
        game.choose("build")
    assert game.state.to_json() == before


# -- the Alpha (BP.2.2) ---------------------------------------------------------------------------------------------

def test_alpha_rules_its_clearing_against_more_enemy_pieces_bp_2_2():
    game = bp_game({5: {BP: {"warrior": 1}, "marquise": {"warrior": 4, "sawmill": 1}},
                    1: {BP: {"warrior": 1}, "marquise": {"warrior": 2}}}, mine={"alpha": 5})
    assert rules(game, 5) == BP          # the Alpha alone against five pieces
    assert rules(game, 1) == "marquise"  # without the Alpha, the usual count (Law 2.5)
    no_problems(game)


def test_alpha_overrides_lords_of_the_forest_bp_2_2_law_7_2_2():
    game = bp_game({5: {BP: {"warrior": 1}, "eyrie": {"warrior": 3, "roost": 1}},
                    2: {BP: {"warrior": 1}, "eyrie": {"warrior": 1}}},
                   factions=("marquise", "eyrie", BP), mine={"alpha": 5})
    assert rules(game, 5) == BP
    assert rules(game, 2) == "eyrie"  # a tie without the Alpha: Lords of the Forest (7.2.2)


def test_alpha_overrides_the_pilgrims_bp_2_2_law_10_2_4():
    game = bp_game({5: {BP: {"warrior": 1}, "lizard": {"warrior": 2, "garden_rabbit": 1}},
                    10: {BP: {"warrior": 5}, "lizard": {"garden_rabbit": 1}}},
                   factions=("marquise", "lizard", BP), mine={"alpha": 5})
    assert rules(game, 5) == BP
    assert rules(game, 10) == "lizard"  # the Pilgrims where the Alpha is not (10.2.4)


def test_alpha_deals_an_extra_hit_when_attacking_in_its_clearing_bp_2_2():
    game = bp_game({5: {BP: {"warrior": 3}, "marquise": {"warrior": 4}},
                    1: {BP: {"warrior": 3}, "marquise": {"warrior": 4}}}, mine={"alpha": 5})
    fix_dice(game, 2, 0, 2, 0)
    run(battle.fight(game, BP, 5, "marquise"))
    run(battle.fight(game, BP, 1, "marquise"))
    assert warriors(game, 5, "marquise") == 1  # 2 rolled + the Alpha's extra hit
    assert warriors(game, 1, "marquise") == 2  # no Alpha there: 2 rolled


def test_alpha_does_not_add_a_hit_when_defending_bp_2_2():
    game = bp_game({5: {BP: {"warrior": 3}, "marquise": {"warrior": 4}}}, mine={"alpha": 5})
    fix_dice(game, 2, 1)
    run(battle.fight(game, "marquise", 5, BP))
    assert warriors(game, 5, "marquise") == 3  # the Patrol's lower roll, 1, and nothing more


def test_alpha_is_never_removed_by_effects_bp_2_2():
    game = bp_game({5: {BP: {"warrior": 2}}}, mine={"alpha": 5})
    pieces.remove(game, BP, "warrior", 5, 2, "marquise", "card")
    assert warriors(game, 5) == 1 and bp(game).data["alpha"] == 5
    assert pieces.free_warriors(game, BP, 5, moving=True) == 0  # no other player's move takes it either
    no_problems(game)


def test_protective_breed_hits_must_exceed_warriors_with_the_alpha_bp_2_5_iv():
    """The text's own example: the Alpha, one other warrior and a face-up bone; 3 hits take the warrior and the
    bone, the Alpha stays; 2 hits take the warrior only."""
    game = bp_game({5: {BP: {"warrior": 2, "bone_rabbit": 1}, "marquise": {"warrior": 3}},
                    10: {BP: {"warrior": 2, "bone_rabbit": 1}, "marquise": {"warrior": 3}}}, mine={"alpha": 5})
    fix_dice(game, 3, 0)
    run(battle.fight(game, "marquise", 5, BP))
    assert warriors(game, 5) == 1 and tokens(game, 5, "bone_rabbit") == 0
    assert bp(game).supply["bone_rabbit"] == 4 - 1  # a removed bone goes to the Rollover (BP.2.5.III)
    game2 = bp_game({5: {BP: {"warrior": 2, "bone_rabbit": 1}, "marquise": {"warrior": 3}}}, mine={"alpha": 5})
    fix_dice(game2, 2, 0)
    run(battle.fight(game2, "marquise", 5, BP))
    assert warriors(game2, 5) == 1 and tokens(game2, 5, "bone_rabbit") == 1
    no_problems(game2)


def test_without_the_alpha_hits_go_to_warriors_then_other_pieces_law_4_3_4():
    game = bp_game({5: {BP: {"warrior": 1}},
                    10: {BP: {"warrior": 1, "stash": 1}, "marquise": {"warrior": 3}}}, mine={"alpha": 5})
    fix_dice(game, 2, 0)
    run(battle.fight(game, "marquise", 10, BP))
    assert warriors(game, 10) == 0 and game.state.clearings[10].count(BP, "stash") == 0


def test_the_vagabond_takes_hits_on_allied_patrol_warriors_but_never_on_the_alpha_bp_2_5_iv_law_9_2_9_ii_d():
    """Law 9.2.9.II.d: attacking with the Allied Patrol's warriors as his own, the Vagabond may take a hit by removing
    one of them; the Alpha is never removed (BP.2.2, BP.2.5.IV), so once he is the last Patrol warrior there the hit
    must go on an item. The ambush's two hits: the other warrior, then the boot."""
    game = bp_game({5: {BP: {"warrior": 2}, "marquise": {"warrior": 2}}}, current="vagabond",
                   factions=("marquise", "vagabond", BP), mine={"alpha": 5}, hands={"marquise": ["ambush_rabbit"]},
                   data={"vagabond": {"clearing": 5, "items": ["sword", "boot"],
                                      "relationships": {BP: "allied"}}})
    assert patrol(game).hit_warriors(game, 5) == 1
    fix_dice(game, 0, 0)
    ambush = hand_of(game, "marquise", "ambush_rabbit")[0]
    play_choices(game, "battle", "faction:marquise", f"ally:{BP}", f"ambush:{ambush}", "ally_warrior")
    assert "ally_warrior" not in expect(game, "vagabond.take_hit", "vagabond")
    assert warriors(game, 5) == 1 and bp(game).data["alpha"] == 5
    no_problems(game)


def test_fireball_deals_the_alpha_a_hit_only_on_the_way_to_the_pieces_beyond_him_bp_2_5_iv_cc_2_3_iv():
    """BP.2.5.IV: the Alpha takes a hit but stays, so a hit on him alone is lost: Fireball (CC.2.3.IV) deals the Patrol
    none where he stands alone, and two where a stash stands beside him (the first on him, the second on the stash)."""
    cc = "croakers_coven"
    game = bp_game({5: {BP: {"warrior": 1}, cc: {"warrior": 1}}}, factions=("marquise", BP, cc), mine={"alpha": 5},
                   data={cc: {"repertoire": ["fireball"]}})
    assert patrol(game).most_hits_taken(game, 5) == 0 and game.factions[cc].fireball_targets(game, 5, {}) == []
    pieces.place(game, BP, "stash", 5)
    assert patrol(game).most_hits_taken(game, 5) == 2
    assert game.factions[cc].fireball_targets(game, 5, {BP: 1}) == [BP]
    assert game.factions[cc].fireball_targets(game, 5, {BP: 2}) == []


def test_effects_removing_all_pieces_leave_the_alpha_bp_2_5_iv():
    game = bp_game({5: {BP: {"warrior": 3, "stash": 1, "bone_rabbit": 1}}}, mine={"alpha": 5})
    run(battle.remove_enemy_pieces(game, "marquise", 5, "favor"))
    cl = game.state.clearings[5]
    assert warriors(game, 5) == 1 and cl.count(BP, "stash") == 0 and cl.count(BP, "bone_rabbit") == 0
    no_problems(game)


# -- Obedient (BP.2.4) and moves ----------------------------------------------------------------------------------

def test_obedient_warriors_move_only_to_and_from_the_alphas_clearing_bp_2_4():
    game = bp_game({5: {BP: {"warrior": 2}}, 1: {BP: {"warrior": 2}}, 10: {BP: {"warrior": 1}}}, mine={"alpha": 5})
    assert move.destinations(game, BP, 1) == [5]       # not 9 or 10, though the Patrol rules 1
    assert move.destinations(game, BP, 10) == []       # 10 is not adjacent to the Alpha's clearing
    assert sorted(move.destinations(game, BP, 5)) == [1, 2]  # from the Alpha's clearing: anywhere by the rules
    assert 10 not in patrol(game)._starts(game)
    assert move.destinations(game, BP, 1, ignore_rule=True) == [5]  # an effect's move too (False Orders)


@pytest.mark.usefixtures("stand_ins")  # the Popular Band needs two other hireling cards (conftest)
def test_obedient_holds_against_the_popular_bands_gathering_bp_2_4():
    """The Popular Band hireling gathers a warrior from each adjacent clearing into a Band clearing: not a Patrol
    warrior whose move there Obedient forbids (from 1 into 5, the Alpha in 9), but the Alpha's own clearing's."""
    game = hireling_scenario("popular_band", ["marquise", BP], "marquise", "daylight",
                             {1: {BP: {"warrior": 2}}, 9: {BP: {"warrior": 2}}, 5: {"popular_band": {"warrior": 1}},
                              4: {"popular_band": {"warrior": 1}}},
                             {"controller": "marquise", "control": 2}, data={BP: {"alpha": 9}})
    gather = game.factions["popular_band"]._gather
    run(gather(game, 5))
    assert warriors(game, 1) == 2 and warriors(game, 5) == 0
    run(gather(game, 4))  # from 9, the Alpha's clearing, a warrior may go anywhere (not the Alpha: BP.2.2)
    assert warriors(game, 4) == 1 and warriors(game, 9) == 1 and bp(game).data["alpha"] == 9
    no_problems(game)


def test_a_move_from_the_alphas_clearing_asks_whether_the_alpha_goes_and_carries_bones_bp_2_5_i():
    game = bp_game({5: {BP: {"warrior": 3, "bone_rabbit": 2, "bone_fox": 1}}}, mine={"alpha": 5})
    asked, result = run(patrol(game)._move(game, "bone_patrol.march"),
                        ["clearing:1", "count:2", "yes", "carry:bone_rabbit", "carry:bone_fox"])
    assert result == (5, 1, 2)
    assert bp(game).data["alpha"] == 1 and warriors(game, 1) == 2 and warriors(game, 5) == 1
    assert tokens(game, 1, "bone_rabbit") == 1 and tokens(game, 1, "bone_fox") == 1
    assert tokens(game, 5, "bone_rabbit") == 1  # two warriors, two bones at most
    assert [d.kind for d in asked].count("bone_patrol.march.bone") == 2
    assert rules(game, 1) == BP
    no_problems(game)


def test_the_alpha_can_stay_behind_bp_2_2():
    game = bp_game({5: {BP: {"warrior": 3}}}, mine={"alpha": 5})
    run(patrol(game)._move(game, "bone_patrol.march"), ["clearing:1", "count:2", "no"])
    assert bp(game).data["alpha"] == 5 and warriors(game, 5) == 1
    # Those two may now only come back to the Alpha (BP.2.4).
    assert move.destinations(game, BP, 1) == [5]


def test_scout_moves_the_alpha_alone_once_per_uncovered_bonus_bp_4_3():
    game = bp_game({5: {BP: {"warrior": 2, "stash": 1}}, 12: {BP: {"stash": 1}}}, mine={"alpha": 5})
    assert patrol(game).scout_moves(game) == 1  # the second stash uncovers the first scouting bonus (board)
    run(patrol(game).birdsong(game), ["done", "clearing:5", "clearing:1"])  # no Rollover bone placed
    assert bp(game).data["alpha"] == 1 and warriors(game, 1) == 1 and warriors(game, 5) == 1
    one = bp_game({5: {BP: {"warrior": 2, "stash": 1}}}, mine={"alpha": 5})
    assert patrol(one).scout_moves(one) == 0


# -- bone tokens (BP.2.5) ---------------------------------------------------------------------------------------

def test_buried_bones_are_not_there_for_other_players_bp_2_5_i():
    game = bp_game({5: {BP: {"warrior": 1}}, 9: {"marquise": {"warrior": 1}}},
                   mine={"alpha": 5, "buried": {"9": ["mouse"], "12": ["fox"]}})
    assert game.state.clearings[9].tokens == [] and rules(game, 9) == "marquise"
    assert rules(game, 12) is None  # a buried bone alone rules nothing, not even a tie at zero
    run(battle.remove_enemy_pieces(game, "marquise", 12, "favor"))
    assert bp(game).data["buried"]["12"] == ["fox"]
    seen = game.view("marquise")["factions"][BP]["data"]["buried"]
    assert seen == {"9": 1, "12": 1}  # how many, never the suit
    assert game.view(BP)["factions"][BP]["data"]["buried"] == {"9": ["mouse"], "12": ["fox"]}
    no_problems(game)


def test_recall_scores_two_and_fills_the_collection_bp_4_2():
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1, "bone_rabbit": 2}}}, mine={"alpha": 5})
    run(patrol(game)._recall(game), ["recall:5:bone_rabbit", "yes", "recall:5:bone_rabbit", "no"])
    assert bp(game).data["collection"]["rabbit"] == 1
    assert bp(game).supply["bone_rabbit"] == 4 - 2 + 1  # one chosen for the Rollover
    assert bp(game).score == 4  # 2 + 2: no extra point for a bone put in the Rollover by choice


def test_recall_into_a_full_collection_scores_an_extra_point_bp_2_5_ii():
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1, "bone_fox": 1}}},
                   mine={"alpha": 5, "collection": {"fox": 3}})
    asked, _ = run(patrol(game)._recall(game), ["recall:5:bone_fox", "done"])
    assert "bone_patrol.recall.collection" not in [d.kind for d in asked]  # the Rollover, without asking
    assert bp(game).score == 3 and bp(game).data["collection"]["fox"] == 3 and bp(game).supply["bone_fox"] == 1
    no_problems(game)


def test_recall_needs_a_stash_and_a_warrior_bp_4_2():
    game = bp_game({5: {BP: {"warrior": 1, "bone_rabbit": 1}}, 12: {BP: {"stash": 1, "bone_fox": 1}}},
                   mine={"alpha": 5})
    asked, _ = run(patrol(game)._recall(game))
    assert asked == [] and bp(game).score == 0


def test_rollover_places_bones_face_down_with_four_or_more_bp_2_5_iii():
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "buried": {"2": ["mouse"], "6": ["fox"],
                                                                          "3": ["rabbit"]}})
    assert sum(bp(game).supply[k] for k in patrol(game).kinds) == 9
    first = run(patrol(game).birdsong(game), ["bury:rabbit:10", "done"])[0][0]
    assert first.kind == "bone_patrol.rollover"
    spots = {o.id for o in first.options}
    assert "bury:rabbit:5" not in spots and "bury:mouse:2" not in spots  # clearings with Patrol pieces
    assert "bury:fox:10" not in spots  # not matching
    assert bp(game).data["buried"]["10"] == ["rabbit"]
    few = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "buried": {
        "1": ["fox"], "6": ["fox"], "8": ["fox"], "12": ["fox"], "2": ["mouse"], "7": ["mouse"], "9": ["mouse"],
        "11": ["mouse"], "3": ["rabbit"]}})
    asked, _ = run(patrol(few).birdsong(few))
    assert "bone_patrol.rollover" not in [d.kind for d in asked]  # only three in the Rollover


def test_fetch_and_bury_flip_bones_where_patrol_warriors_are_bp_6_1():
    game = bp_game({5: {BP: {"warrior": 1, "bone_fox": 1}}, 9: {BP: {"warrior": 1}}},
                   mine={"alpha": 5, "buried": {"5": ["rabbit"], "12": ["fox"]}})
    asked, _ = run(patrol(game)._fetch_bury(game), ["fetch:5:rabbit", "bury:5:fox", "done"])
    offered = {o.id for o in asked[0].options}
    assert "fetch:12:fox" not in offered  # no Patrol warrior in 12
    assert tokens(game, 5, "bone_rabbit") == 1 and tokens(game, 5, "bone_fox") == 0
    assert bp(game).data["buried"]["5"] == ["fox"]
    assert "bury:5:rabbit" not in {o.id for o in asked[-1].options}  # each bone flips once an Evening
    no_problems(game)


def test_craft_by_activating_bones_in_the_collection_bp_2_1():
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "collection": {"fox": 2, "rabbit": 0}},
                   hands={BP: ["foxfolk_steel", "a_visit_to_friends"]})
    assert patrol(game).crafting_pieces(game) == {"fox": 2}
    crafted = {game.cards[c].id for c in craft.craftable_cards(game, BP)}
    assert "foxfolk_steel" in crafted and "a_visit_to_friends" not in crafted
    empty = bp_game({5: {BP: {"warrior": 1, "stash": 1}}}, mine={"alpha": 5}, hands={BP: ["anvil"]})
    assert craft.craftable_cards(empty, BP) == []


def test_draw_one_or_one_per_uncovered_draw_bonus_bp_6_3():
    for stashes, drawn in ((1, 1), (2, 1), (3, 2), (4, 3)):
        spots = {5: {BP: {"warrior": 1, "stash": 1}}}
        for c in (1, 2, 10)[:stashes - 1]:
            spots[c] = {BP: {"stash": 1}}
        game = bp_game(spots, mine={"alpha": 5})
        run(patrol(game).evening(game), ["done"] * 5)
        assert len(bp(game).hand) == drawn, stashes


# -- setup (BP.3) -------------------------------------------------------------------------------------------------

def test_setup_places_the_patrol_and_buries_a_bone_everywhere_else_bp_3():
    game = rootcore.new_game({"factions": ["marquise", BP], "seed": 2})
    play_until(game, BP, "bone_patrol.setup.centre")
    marquise_built = {c for c, cl in game.state.clearings.items() if any(f == "marquise" for f, _ in cl.buildings)}
    centres = [o.data["clearing"] for o in game.pending.options]
    assert centres and not marquise_built & set(centres)
    centre = centres[0]
    game.choose(f"clearing:{centre}")
    sides = [o.data["clearing"] for o in game.pending.options]
    assert all(s in game.board.adjacent[centre] and s not in marquise_built for s in sides)
    game.choose(f"clearing:{sides[0]}")
    if game.pending.kind == "bone_patrol.setup.side":
        game.choose(game.pending.option_ids[0])
    st = game.state
    assert st.factions[BP].data["alpha"] == centre and warriors(game, centre) == 3
    assert st.clearings[centre].count(BP, "stash") == 1 and st.factions[BP].tracks["stash"] == 3
    patrol_clearings = {c for c, cl in st.clearings.items() if cl.has_any(BP)}
    assert len(patrol_clearings) == 3
    buried = st.factions[BP].data["buried"]
    keep = next(c for c, cl in st.clearings.items() if ("marquise", "keep") in cl.tokens)
    for c in game.board.clearing_ids:
        if c in patrol_clearings or c == keep:  # no piece but the Marquise's goes where the Keep is (Law 6.2.2)
            assert str(c) not in buried
        else:
            assert buried[str(c)] == [st.suits[c]]
    assert sum(st.factions[BP].supply[k] for k in patrol(game).kinds) == 12 - len(buried)  # the Rollover
    no_problems(game)


def test_setup_lets_the_patrol_choose_where_too_few_bones_go_bp_3_2():
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "collection": {"fox": 2}})
    asked, _ = run(patrol(game)._bury_at_setup(game), ["clearing:6", "clearing:12"])
    assert [d.kind for d in asked] == ["bone_patrol.setup.bone"] * 2
    assert [d.option_ids for d in asked][0] == ["clearing:1", "clearing:6", "clearing:8", "clearing:12"]
    buried = bp(game).data["buried"]
    assert buried["6"] == buried["12"] == ["fox"] and "1" not in buried and "8" not in buried
    assert buried["10"] == ["rabbit"] and "5" not in buried  # the other suits without asking; not where the Patrol is
    no_problems(game)


# -- Daylight (BP.5) ----------------------------------------------------------------------------------------------

def test_a_bird_card_spent_gives_an_extra_action_bp_5():
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1}}}, current=BP, mine={"alpha": 5, "actions": 0},
                   hands={BP: ["ambush_bird", "ambush_fox"]})
    assert "recruit" not in game.pending.option_ids
    play_choices(game, "bird")
    assert bp(game).data["actions"] == 1 and hand_of(game, BP, "ambush_bird") == []
    assert "recruit" in game.pending.option_ids


def test_march_is_up_to_two_moves_as_one_action_bp_5_1():
    game = bp_game({5: {BP: {"warrior": 3}, "marquise": {"warrior": 1}}}, current=BP,
                   mine={"alpha": 5, "actions": 2})
    assert {"march", "battle", "end"} <= set(game.pending.option_ids)
    play_choices(game, "march", "clearing:1", "count:1", "no")  # from 5 (the only origin): one warrior, not the Alpha
    assert game.pending.kind == "bone_patrol.march.origin" and "pass" in game.pending.option_ids  # the 2nd: optional
    play_choices(game, "clearing:1")  # back to the Alpha, the one destination from 1 (BP.2.4), its one warrior
    assert warriors(game, 5) == 3 and bp(game).data["actions"] == 1
    assert game.pending.kind == "bone_patrol.action"


def test_recruit_places_a_warrior_at_each_stash_bp_5_3():
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1}}, 10: {BP: {"stash": 2}}}, current=BP,
                   mine={"alpha": 5, "actions": 2})
    play_choices(game, "recruit")
    assert warriors(game, 5) == 2 and warriors(game, 10) == 2


def test_recruit_with_too_few_warriors_lets_the_patrol_choose_law_1_5_4_bp_5_3():
    game = bp_game({5: {BP: {"warrior": 13, "stash": 1}}, 10: {BP: {"stash": 1}}, 12: {BP: {"stash": 1}}},
                   mine={"alpha": 5})
    assert bp(game).supply["warrior"] == 2
    run(patrol(game)._recruit(game), ["clearing:12", "clearing:10"])
    assert warriors(game, 12) == 1 and warriors(game, 10) == 1 and warriors(game, 5) == 13


def test_build_a_stash_in_a_ruled_matching_clearing_for_a_card_bp_5_4():
    game = bp_game({5: {BP: {"warrior": 1}}, 1: {BP: {"warrior": 1}, "marquise": {"warrior": 2}},
                    10: {BP: {"warrior": 2}}}, current=BP, mine={"alpha": 5, "actions": 2},
                   hands={BP: ["ambush_rabbit"]})
    assert patrol(game)._build_spots(game) == [5, 10]  # rabbit clearings the Patrol rules; not fox 1
    play_choices(game, "build", "clearing:10")
    assert game.state.clearings[10].count(BP, "stash") == 1 and bp(game).hand == []
    assert bp(game).tracks["stash"] == 4 - 1


# -- Guard Dogs (BP.2.3) and the core's shared rule ----------------------------------------------------------------

def guard_dogs_game(hand=("ambush_rabbit",)):
    """The Marquise in Daylight with a warrior in 5, where the Alpha rules, and one in 10, which the Patrol rules."""
    return bp_game({5: {BP: {"warrior": 2}, "marquise": {"warrior": 1}},
                    10: {BP: {"warrior": 3}, "marquise": {"warrior": 1}},
                    1: {BP: {"warrior": 1}}}, mine={"alpha": 5}, hands={"marquise": list(hand)})


def test_guard_dogs_shares_rule_of_a_patrol_clearing_for_a_matching_card_bp_2_3():
    game = guard_dogs_game()
    assert "extra:bone_patrol.guard_dogs" in game.pending.option_ids  # the Marquise's own Daylight menu offers it
    extra = [o for o in cards.daylight_extras(game, "marquise") if o.id == "extra:bone_patrol.guard_dogs"]
    assert extra
    asked, _ = run(cards.resolve_daylight_card_option(game, "marquise", extra[0]), ["clearing:5"])
    assert {o.id for o in asked[0].options} == {"clearing:5", "clearing:10"}  # not 1: no Marquise piece there
    assert hand_of(game, BP, "ambush_rabbit") and game.state.factions["marquise"].hand == []
    assert rules(game, 5) == BP and shares_rule(game, 5, "marquise")  # both rule it, even with the Alpha there
    assert 5 in ruled_by(game, "marquise") and 5 in ruled_by(game, BP)
    assert move.destinations(game, "marquise", 5) == [1, 2]  # a move needs rule of either end (Law 4.2.1)
    assert not shares_rule(game, 10, "marquise")
    assert events(game, "guard_dogs")
    no_problems(game)


def test_a_move_into_a_clearing_of_shared_rule_needs_no_rule_of_the_origin_law_4_2_1_bp_2_3():
    # Guard Dogs lets the Marquise rule 5 with the Patrol; from 2, which nobody rules (a tie), she may move to 5 (she
    # rules the destination, Law 4.2.1), but neither to 10 (the Patrol's alone) nor to the empty 6.
    game = bp_game({5: {BP: {"warrior": 2}, "marquise": {"warrior": 1}}, 10: {BP: {"warrior": 3}},
                    1: {BP: {"warrior": 1}}, 2: {BP: {"warrior": 1}, "marquise": {"warrior": 1}}},
                   mine={"alpha": 5}, hands={"marquise": ["ambush_rabbit"]})
    assert move.destinations(game, "marquise", 2) == []
    extra = next(o for o in cards.daylight_extras(game, "marquise") if o.id == "extra:bone_patrol.guard_dogs")
    run(cards.resolve_daylight_card_option(game, "marquise", extra), ["clearing:5"])
    assert rules(game, 2) is None and shares_rule(game, 5, "marquise")
    assert move.destinations(game, "marquise", 2) == [5]


def _consolidate_spots(game, kings):
    """The clearings the Kings' Consolidate of a rabbit card offers an arsenal in (BK.5.2.III)."""
    asked, _ = run(kings._consolidate(game, "rabbit"), ["done"] * 3)
    return {o.data["clearing"] for o in asked[0].options if o.id.startswith("arsenal:")} if asked else set()


def _order_build_spots(game, order):
    return {o.data["clearing"] for o in order.build_options(game)}


def _herald_draws(game, kings):
    game.state.clearings[5].tokens.append((kings.id, "herald"))
    game.state.clearings[5].changed()
    return {5} if kings.draw_bonus(game) == 1 else set()


# Each fan faction's check of "a clearing it rules", with the data its scenario needs: (faction, data, hand, the
# clearings the check finds, given the game and the faction's component).
RULE_CHECKS = [
    ("croakers_coven", {"actions": 4}, [], lambda game, f: set(f.build_spots(game))),  # CC.5.3 school
    ("winged_menace", {"actions": 3}, ["ambush_rabbit"], lambda game, f: set(f.build_spots(game))),  # WM.6.1.II
    ("old_man_tinker", {"old_man": {"clearing": 1}}, [], lambda game, f: set(f.build_spots(game))),  # OMT.5.2
    ("twelve_colonies", {"actions": 3}, ["ambush_rabbit", "ambush_fox"],
     lambda game, f: set(f._colonize_spots(game).get("capitol", []))),  # TC.5.2.I: a Capitol where ruled
    ("order_of_the_forest", {"order": ["ambush_rabbit"]}, [], _order_build_spots),  # OF.5.3 abbey, a rabbit Order Card
    ("borough_kings", {"regent": "oligarch", "henchmen": {}}, [], _consolidate_spots),  # BK.5.2.III arsenal
    ("borough_kings", {"regent": "oligarch", "henchmen": {}}, [], _herald_draws),  # BK.6.3 a herald's card
]


@pytest.mark.parametrize("faction, data, hand, found", RULE_CHECKS,
                         ids=["school", "infestation", "factory", "capitol", "abbey", "arsenal", "herald_draw"])
def test_guard_dogs_lets_every_fan_faction_act_where_it_shares_rule_bp_2_3(faction, data, hand, found):
    """BP.2.3: a player who paid Guard Dogs for a clearing counts as its ruler there, with the Patrol, for whatever
    needs rule. Each fan faction's own "where you rule" check (`rule.is_ruler`) finds the Alpha's clearing 5 once the
    card is paid, and not before (audit of November 25, 2026: they asked the Patrol's sole rule)."""
    def position(paid: bool):
        guard = {"alpha": 5, "guard_dogs": {faction: [5]} if paid else {}}
        game = rootcore.scenario({"factions": [faction, BP], "current": faction, "phase": "daylight",
                                  "clearings": {5: {BP: {"warrior": 2}, faction: {"warrior": 1}}},
                                  "hands": {faction: list(hand), BP: []}, "data": {BP: guard, faction: dict(data)}})
        assert rules(game, 5) == BP and shares_rule(game, 5, faction) is paid
        return game
    alone, paid = position(False), position(True)
    assert 5 not in found(alone, alone.factions[faction])
    assert 5 in found(paid, paid.factions[faction])


def test_guard_dogs_ends_with_the_players_turn_bp_2_3():
    game = guard_dogs_game()
    extra = next(o for o in cards.daylight_extras(game, "marquise") if o.id == "extra:bone_patrol.guard_dogs")
    run(cards.resolve_daylight_card_option(game, "marquise", extra), ["clearing:5"])
    patrol(game).rootcore_phase_end(game, "marquise", "evening")
    assert not shares_rule(game, 5, "marquise") and 5 not in ruled_by(game, "marquise")


def test_guard_dogs_shares_rule_only_while_the_patrol_rules_bp_2_3():
    game = guard_dogs_game()
    extra = next(o for o in cards.daylight_extras(game, "marquise") if o.id == "extra:bone_patrol.guard_dogs")
    run(cards.resolve_daylight_card_option(game, "marquise", extra), ["clearing:10"])
    assert shares_rule(game, 10, "marquise")
    pieces.remove(game, BP, "warrior", 10, 2, "marquise", "card")  # one Patrol warrior to one Marquise: a tie
    assert rules(game, 10) is None and not shares_rule(game, 10, "marquise")  # no Patrol rule left to share
    assert 10 not in ruled_by(game, "marquise")


def test_guard_dogs_needs_a_matching_card_and_is_not_for_the_patrol_bp_2_3():
    game = guard_dogs_game(hand=("ambush_mouse",))
    assert not [o for o in cards.daylight_extras(game, "marquise") if "guard_dogs" in o.id]
    birds = guard_dogs_game(hand=("ambush_bird",))  # birds are wild (Law 2.1.1)
    assert [o for o in cards.daylight_extras(birds, "marquise") if "guard_dogs" in o.id]
    assert patrol(birds).rootcore_daylight_options(birds, BP) is None


def test_shared_rule_counts_for_dominance_law_3_3_1_bp_2_3():
    game = bp_game({3: {"marquise": {"warrior": 1}}, 4: {"marquise": {"warrior": 1}},
                    5: {BP: {"warrior": 2}, "marquise": {"warrior": 1}}},
                   mine={"alpha": 5, "guard_dogs": {"marquise": [5]}}, hands={"marquise": []},
                   dominance={"marquise": "dominance_rabbit"})
    assert rules(game, 5) == BP
    with pytest.raises(scoring.GameOver):  # rabbit clearings 3, 4 and 5, the last shared
        cards.check_dominance_victory(game, "marquise")
    assert game.state.winners == ["marquise"]


def test_games_without_shared_rule_ask_nobody():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    assert "rootcore_shared_rule" not in game.definition.hooks_in_use
    assert shares_rule(game, 1, "marquise") is False


# -- whole games --------------------------------------------------------------------------------------------------

def test_conformance_with_the_base_factions():
    results = check_plugin_conformance(["marquise", "eyrie", "alliance", BP], games=3)
    assert all(r["over"] for r in results)


def test_conformance_with_pilgrims_lords_and_concealed_hands():
    results = check_plugin_conformance([BP, "lizard", "eyrie", "vagabond"], games=2, first_seed=5,
                                       options={"conceal_hands": True}, clone_games=0)
    assert all(r["over"] for r in results)


def test_games_replay_from_their_save():
    for seed in (11, 12):
        game = rootcore.new_game({"factions": ["marquise", "hundreds", BP], "seed": seed})
        rootcore.play(game, rootcore.RandomAgent(seed))
        assert load_game(game.to_json()).state.to_json() == game.state.to_json()
    assert saved_loaded_and_rendered(["marquise", "eyrie", BP], seed=4)


def test_played_from_the_command_line_and_by_heuristic_bots(capsys):
    assert BP in played_from_the_command_line(["marquise", "eyrie", "alliance", BP], 3, capsys)
    from rootcore.cli import main
    assert main(["play", "--factions", f"marquise,eyrie,alliance,{BP}", "--bots", "heuristic", "--seed", "3"]) == 0


def test_outsiders_bundles_the_bone_patrol():
    registry = rootcore.plugins.discover()
    assert BP in registry.plugins["outsiders"].manifest.bundles
    assert registry.plugins[BP].manifest.fan


# -- coverage of rare branches -----------------------------------------------------------------------------------

def test_a_board_with_a_scouting_bonus_missing_is_refused(tmp_path):
    """BP.4.3: the board gives one scouting bonus per stashes track space; a variant with one too few is named."""
    from helpers import board_variant_issues
    messages = board_variant_issues(tmp_path, "bone_patrol", ("scout_bonus = [0, 1, 0, 1]", "scout_bonus = [0, 1, 0]"))
    assert messages == ["$.data.scout_bonus: 3 entries for 4 stashes track spaces"]


def test_a_scenario_without_an_alpha_puts_it_with_the_first_patrol_warriors_bp_2_2():
    """BP.2.2: the Alpha is always with Patrol warriors; a position not naming its clearing finds one."""
    game = bp_game({9: {BP: {"warrior": 2}}, 12: {BP: {"warrior": 1}}})
    assert bp(game).data["alpha"] == 9
    assert rules(game, 9) == BP
    no_problems(game)


def test_a_card_move_limited_to_some_clearings_stays_obedient_bp_2_4():
    """BP.2.4: a move an effect grants only into given clearings (the Eyrie Emigre) still goes only to or from the
    Alpha's clearing; with no such move, none is taken."""
    game = bp_game({5: {BP: {"warrior": 2}}, 10: {BP: {"warrior": 1}}}, mine={"alpha": 5})
    asked, result = run(patrol(game).take_move(game, "exiles.eyrie_emigre", optional=False, into={2, 1}),
                        ["clearing:2", "count:1", "no"])
    assert [o.id for o in asked[0].options] == ["clearing:5"]  # 10 may only go to 5, which is not allowed
    assert result == (5, 2, 1) and warriors(game, 2) == 1
    asked, result = run(patrol(game).take_move(game, "exiles.eyrie_emigre", optional=False, into={12}))
    assert asked == [] and result is None  # 12 is next to neither 5 nor a clearing the warriors may leave for it


@pytest.mark.usefixtures("stand_ins")  # the Popular Band needs two other hireling cards (conftest)
def test_a_bone_locked_by_the_popular_band_is_not_carried_out_bp_2_5_i():
    """BP.2.5.I with the Popular Band's lock (E.2.2): a bone carried this turn into a Band clearing stays there, while
    a bone that was there before may go along."""
    game = hireling_scenario("popular_band", ["marquise", BP], "marquise", "daylight",
                             {5: {BP: {"warrior": 2, "bone_fox": 1}}, 1: {BP: {"warrior": 2, "bone_rabbit": 1},
                                                                          "popular_band": {"warrior": 1}},
                              8: {"marquise": {"warrior": 1}}, 4: {"popular_band": {"warrior": 1}}},
                             {"controller": "marquise", "control": 2}, data={BP: {"alpha": 1}})
    run(patrol(game)._move(game, "bone_patrol.march"), ["clearing:5", "count:1", "carry:bone_fox", "done"])
    assert tokens(game, 1, "bone_fox") == 1 and warriors(game, 1) == 3
    asked, _ = run(patrol(game)._move(game, "bone_patrol.march"),
                   ["clearing:1", "clearing:5", "count:2", "no", "carry:bone_rabbit"])
    carry = [d for d in asked if d.kind == "bone_patrol.march.bone"][0]
    assert "carry:bone_fox" not in carry.option_ids and "carry:bone_rabbit" in carry.option_ids
    assert tokens(game, 1, "bone_fox") == 1 and tokens(game, 5, "bone_rabbit") == 1


def test_a_bone_buried_in_a_sealed_clearing_may_be_fetched_it_was_never_placed_bp_2_5_i_bp_6_1_and_law_d_6_2():
    """Found by rootcore fuzz (seed 8203120): the Scoundrel's Scorched Earth removed all but the Alpha (BP.2.2) and
    a buried bone, which no other player can touch (BP.2.5.I), and sealed the clearing (Law D.6.2). Fetching turns
    that bone face up where it lies: no piece is placed in or moved into the clearing, and the invariant checker,
    told of the Patrol's unseen pieces (`Faction.unseen_pieces`), agrees."""
    from rootcore.rules.adjacency import seal
    from rootcore.testing import InvariantChecker
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "buried": {"5": ["rabbit"]}})
    seal(game, 5, "torch")
    checker = InvariantChecker(game)
    assert patrol(game).unseen_pieces(game, 5) == 1
    run(patrol(game)._fetch_bury(game), ["fetch:5:rabbit", "done"])
    assert tokens(game, 5, "bone_rabbit") == 1 and not patrol(game).buried(game, 5)
    checker(game)  # no piece came into the sealed clearing
    run(patrol(game)._fetch_bury(game), ["bury:5:rabbit", "done"])
    checker(game)
    assert patrol(game).unseen_pieces(game, 5) == 1


def test_the_checker_still_sees_a_bone_placed_in_a_sealed_clearing_law_d_6_2():
    from rootcore.rules.adjacency import seal
    from rootcore.rules.pieces import put
    from rootcore.testing import InvariantChecker, InvariantError
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5})
    seal(game, 5, "torch")
    checker = InvariantChecker(game)
    put(game.state.clearings[5], BP, "bone_fox", "token", 1)  # out of nowhere: no buried bone turned up
    bp(game).supply["bone_fox"] -= 1
    with pytest.raises(InvariantError, match="placed in or moved into sealed clearing 5"):
        checker(game)


def test_a_bone_buried_in_a_sealed_clearing_dealt_anew_for_a_bot_is_no_placement_law_d_6_2():
    """A bot's re-deal (`redraw_hidden`) may give a buried bone another suit: its kind is hidden, so the checker counts
    it as a face-down piece whatever its suit (found by the fan factions' determinized play, with the fix above)."""
    from rootcore.rules.adjacency import seal
    from rootcore.testing import InvariantChecker
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "buried": {"5": ["rabbit"], "12": ["fox"]}})
    seal(game, 5, "torch")
    checker = InvariantChecker(game)  # made before the re-deal, as `check_determinized_play` does
    bp(game).data["buried"].update({"5": ["fox"], "12": ["rabbit"]})  # as `redraw_hidden` may deal them
    run(patrol(game)._fetch_bury(game), ["fetch:5:fox", "done"])
    checker(game)


def test_no_march_and_no_recruit_when_the_alpha_alone_is_snared_bp_2_2_law_13_7_2():
    """The Alpha, the Patrol's only warrior on the map, stands at its stash in a clearing with the Corvids' face-up
    snare, which lets no enemy piece move out of it or be placed in it (Law 13.7.2). The Patrol's warriors move only
    to and from the Alpha's clearing (BP.2.2), so no march can start anywhere, and the stash cannot recruit: only a
    battle (with the snare's token) is left, which
    frees the Alpha."""
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1}}, 1: {"corvid": {"warrior": 1}}}, current=BP,
                   factions=("corvid", BP), mine={"alpha": 5, "actions": 2},
                   data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert game.pending.kind == "bone_patrol.action" and game.pending.option_ids == ["battle", "end"]
    fix_dice(game, 0, 0)  # the Alpha's extra hit (BP.2.2) alone removes the undefended token
    game.choose("battle")  # the one clearing and defender: asked no more
    assert 5 not in {int(c) for c in game.state.factions["corvid"].data["plots"]}
    assert game.pending.option_ids == ["march", "recruit", "end"]  # the snare gone, both are back


# -- found by mutation testing: Protective Breed and removal (BP.2.2, BP.2.5.IV) -----------------------------------

def test_effects_remove_every_patrol_warrior_where_the_alpha_is_not_bp_2_2_bp_2_5_iv():
    """Only the Alpha is spared by effects removing pieces (BP.2.2, BP.2.5.IV): in a clearing without it, a Favor card
    or any other removal takes all the Patrol's warriors there."""
    game = bp_game({5: {BP: {"warrior": 1}}, 1: {BP: {"warrior": 2, "stash": 1}}, 10: {BP: {"warrior": 2}}},
                   mine={"alpha": 5})
    run(battle.remove_enemy_pieces(game, "marquise", 1, "favor"))
    assert warriors(game, 1) == 0 and game.state.clearings[1].count(BP, "stash") == 0
    pieces.remove(game, BP, "warrior", 10, 2, "marquise", "card")
    assert warriors(game, 10) == 0 and warriors(game, 5) == 1
    no_problems(game)


def test_hits_on_a_patrol_clearing_without_warriors_go_to_its_pieces_one_each_law_4_3_4_bp_2_5_iv():
    """With no Patrol warrior present, each hit removes one stash or face-up bone (Law 4.3.4), the defenseless
    extra hit (4.3.3.II) among them: one hit takes one of them, two hits take both."""
    game = bp_game({5: {BP: {"warrior": 1}},
                    10: {BP: {"stash": 1, "bone_rabbit": 1}, "marquise": {"warrior": 3}},
                    1: {BP: {"stash": 1, "bone_fox": 1}, "marquise": {"warrior": 3}}}, mine={"alpha": 5})
    fix_dice(game, 1, 0, 0, 0)
    run(battle.fight(game, "marquise", 10, BP), ["piece:stash"])  # 1 rolled + 1 defenseless
    run(battle.fight(game, "marquise", 1, BP), ["piece:stash"])  # the defenseless hit alone
    assert game.state.clearings[10].count(BP, "stash") == 0 and tokens(game, 10, "bone_rabbit") == 0
    left = game.state.clearings[1].count(BP, "stash") + tokens(game, 1, "bone_fox")
    assert left == 1


# -- found by mutation testing: Guard Dogs (BP.2.3) ------------------------------------------------------------------

def test_the_patrol_is_not_offered_guard_dogs_in_its_own_daylight_bp_2_3():
    """Guard Dogs is for the other players: the Patrol, holding a card matching a clearing it rules, is not offered
    to give itself a card."""
    game = bp_game({5: {BP: {"warrior": 2, "stash": 1}, "marquise": {"warrior": 1}}}, current=BP,
                   mine={"alpha": 5, "actions": 2}, hands={BP: ["ambush_rabbit"]})
    assert game.pending.kind == "bone_patrol.action"
    assert "extra:bone_patrol.guard_dogs" not in game.pending.option_ids
    assert patrol(game).rootcore_daylight_options(game, BP) is None


# -- found by mutation testing: the Rollover (BP.2.5.III, BP.4.1) ----------------------------------------------------

def test_rollover_with_exactly_four_bones_may_place_them_bp_2_5_iii():
    """Four bones in the Rollover are enough (four or more, BP.2.5.III)."""
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "buried": {
        "1": ["fox"], "6": ["fox"], "8": ["fox"], "2": ["mouse"], "7": ["mouse"], "9": ["mouse"], "3": ["rabbit"],
        "4": ["rabbit"]}})
    assert sum(bp(game).supply[k] for k in patrol(game).kinds) == 4
    asked, _ = run(patrol(game).birdsong(game), ["bury:fox:12", "done"])
    assert asked[0].kind == "bone_patrol.rollover"
    assert bp(game).data["buried"]["12"] == ["fox"]


# -- found by mutation testing: Scout (BP.4.3) -----------------------------------------------------------------------

def test_scout_moves_only_the_alpha_once_per_bonus_and_stops_when_declined_bp_4_3():
    """With all four stashes out both scouting bonuses are uncovered: the Alpha may move twice, always from its own
    clearing (not other Patrol warriors'); declining a move ends Scout."""
    spots = {5: {BP: {"warrior": 2, "stash": 1}}, 10: {BP: {"warrior": 1, "stash": 1}}, 2: {BP: {"stash": 1}},
             12: {BP: {"stash": 1}}}
    game = bp_game(spots, mine={"alpha": 5})
    assert patrol(game).scout_moves(game) == 2
    asked, _ = run(patrol(game).birdsong(game), ["done", "clearing:5", "clearing:1", "clearing:1", "clearing:9"])
    origins = [d for d in asked if d.kind == "bone_patrol.scout.origin"]
    assert [o.option_ids for o in origins] == [["clearing:5", "pass"], ["clearing:1", "pass"]]
    assert bp(game).data["alpha"] == 9 and warriors(game, 9) == 1 and warriors(game, 5) == 1
    declined = bp_game(spots, mine={"alpha": 5})
    asked, _ = run(patrol(declined).birdsong(declined), ["done", "pass"])
    assert [d.kind for d in asked].count("bone_patrol.scout.origin") == 1
    assert bp(declined).data["alpha"] == 5


# -- found by mutation testing: the Alpha held by the Popular Band's lock (BP.2.2, Law E.2.2) -------------------------

@pytest.mark.usefixtures("stand_ins")  # the Popular Band needs two other hireling cards (conftest)
def test_the_alpha_locked_by_the_popular_band_stays_while_others_leave_bp_2_2():
    """The Alpha, moved alone this turn into a Band clearing, is held there by the lock (E.2.2); the two Patrol
    warriors that were there before may still march out, without the Alpha and without being asked about it."""
    game = hireling_scenario("popular_band", ["marquise", BP], "marquise", "daylight",
                             {5: {BP: {"warrior": 1}}, 1: {BP: {"warrior": 2}, "popular_band": {"warrior": 1}},
                              8: {"marquise": {"warrior": 1}}, 4: {"popular_band": {"warrior": 1}}},
                             {"controller": "marquise", "control": 2}, data={BP: {"alpha": 5}})
    run(patrol(game)._move(game, "bone_patrol.march"), ["clearing:5", "clearing:1"])
    assert bp(game).data["alpha"] == 1 and warriors(game, 1) == 3
    asked, _ = run(patrol(game)._move(game, "bone_patrol.march"), ["clearing:5", "count:2"])  # from 1, the one origin
    assert "bone_patrol.march.alpha" not in [d.kind for d in asked]
    assert bp(game).data["alpha"] == 1 and warriors(game, 1) == 1 and warriors(game, 5) == 2
    no_problems(game)


# -- found by mutation testing: Recruit (BP.5.3) ---------------------------------------------------------------------

def test_recruit_places_one_warrior_per_stash_and_no_more_bp_5_3():
    """Recruit puts exactly one warrior at each stash: with plenty of warriors it asks nothing and the action is over;
    with too few, a stash that got its warrior is not offered again (Law 1.5.4)."""
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1}}, 10: {BP: {"stash": 1}}}, current=BP,
                   mine={"alpha": 5, "actions": 2})
    play_choices(game, "recruit")
    assert warriors(game, 5) == 2 and warriors(game, 10) == 1
    assert game.pending.kind == "bone_patrol.action" and bp(game).data["actions"] == 1
    few = bp_game({5: {BP: {"warrior": 13, "stash": 1}}, 10: {BP: {"stash": 1}}, 12: {BP: {"stash": 1}}},
                  mine={"alpha": 5})
    asked, _ = run(patrol(few)._recruit(few), ["clearing:12", "clearing:10"])
    assert [d.option_ids for d in asked] == [["clearing:5", "clearing:10", "clearing:12"],
                                             ["clearing:5", "clearing:10"]]  # 12 has its warrior
    assert warriors(few, 12) == 1 and warriors(few, 10) == 1 and warriors(few, 5) == 13


# -- found by mutation testing: Obedient binds the Patrol alone (BP.2.4) ---------------------------------------------

@pytest.mark.usefixtures("stand_ins")  # the Popular Band needs two other hireling cards (conftest)
def test_obedient_leaves_other_factions_moves_alone_bp_2_4():
    """Obedient limits where Patrol warriors move (BP.2.4), not others: in a game where every faction's moves are
    asked about (the Popular Band's adjacency), Marquise warriors next to the Alpha's clearing still go anywhere."""
    game = hireling_scenario("popular_band", ["marquise", BP], "marquise", "daylight",
                             {1: {"marquise": {"warrior": 2}}, 9: {BP: {"warrior": 1}},
                              4: {"popular_band": {"warrior": 1}}, 12: {"popular_band": {"warrior": 1}}},
                             {"controller": "marquise", "control": 2}, data={BP: {"alpha": 9}})
    assert move.destinations(game, "marquise", 1) == [5, 9, 10]
    assert move.destinations(game, BP, 9) == [1, 4, 12]


# -- found by mutation testing: setup (BP.3.1) -----------------------------------------------------------------------

def test_setup_centre_needs_two_free_neighbours_and_takes_exactly_two_side_warriors_bp_3_1():
    """The Alpha's clearing must be next to two clearings without other players' buildings (BP.3.1): with Marquise
    buildings in 1 and 9, clearing 5 (next to 1 and 2) cannot be the centre, clearing 10 (next to 1, 2 and 12) can.
    From the centre chosen, exactly two neighbours get a warrior."""
    game = bp_game({1: {"marquise": {"sawmill": 1}}, 9: {"marquise": {"workshop": 1}}})
    asked, _ = run(patrol(game).setup(game), ["clearing:12", "clearing:4", "clearing:7"])
    centres = set(asked[0].option_ids)
    assert "clearing:10" in centres and "clearing:2" in centres
    assert "clearing:5" not in centres and "clearing:1" not in centres and "clearing:9" not in centres
    assert [d.kind for d in asked].count("bone_patrol.setup.side") == 2
    assert {c for c, cl in game.state.clearings.items() if cl.has_any(BP)} == {12, 4, 7}
    assert warriors(game, 12) == 3 and bp(game).data["alpha"] == 12


# -- found by mutation testing: moves granted by effects and Build (BP.2.4, BP.5.4) ---------------------------------

def test_an_effect_granting_a_move_sees_whether_the_patrol_can_move_bp_2_4():
    """An effect offering a move asks first whether one is possible (`can_take_move`): yes with the Alpha free to
    leave its clearing; no when the Alpha, the Patrol's only warrior, is held by a face-up snare (Law 13.7.2), as
    Obedient (BP.2.4) leaves no other start; yes again with a warrior next to it, which may join it."""
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5})
    assert patrol(game).can_take_move(game) is True
    snared = bp_game({5: {BP: {"warrior": 1}}, 1: {"corvid": {"warrior": 1}}}, current="corvid",
                     factions=("corvid", BP), mine={"alpha": 5},
                     data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert patrol(snared).can_take_move(snared) is False
    joined = bp_game({5: {BP: {"warrior": 1}}, 2: {BP: {"warrior": 1}}, 1: {"corvid": {"warrior": 1}}},
                     current="corvid", factions=("corvid", BP), mine={"alpha": 5},
                     data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert patrol(joined).can_take_move(joined) is True  # the warrior in 2 may still join the Alpha


def test_no_build_once_every_stash_is_on_the_map_bp_5_4():
    """Build places a stash from the stashes track (BP.5.4): with all four out, a matching card and a ruled clearing
    with room do not make it an option."""
    game = bp_game({5: {BP: {"warrior": 1}}, 1: {BP: {"warrior": 1, "stash": 1}}, 2: {BP: {"stash": 1}},
                    12: {BP: {"stash": 1}}, 9: {BP: {"stash": 1}}, 10: {BP: {"warrior": 2}}}, current=BP,
                   mine={"alpha": 5, "actions": 2}, hands={BP: ["ambush_rabbit"]})
    assert bp(game).tracks["stash"] == 0
    assert patrol(game)._build_spots(game) == [] and "build" not in game.pending.option_ids


# -- found by mutation testing: Scout with the Alpha held (BP.4.3, Law 13.7.2) ---------------------------------------

def test_scout_is_not_offered_while_the_alpha_is_snared_bp_4_3_law_13_7_2():
    """Scout moves the Alpha (BP.4.3): held by a face-up snare (Law 13.7.2), it has no move, so the Patrol is not
    asked to scout even with a scouting bonus uncovered."""
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1}}, 12: {BP: {"stash": 1}}, 1: {"corvid": {"warrior": 1}}},
                   current="corvid", factions=("corvid", BP), mine={"alpha": 5},
                   data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert patrol(game).scout_moves(game) == 1
    asked, _ = run(patrol(game).birdsong(game), ["done"])
    assert "bone_patrol.scout.origin" not in [d.kind for d in asked] and bp(game).data["alpha"] == 5


# -- found by mutation testing: Guard Dogs with hands concealed (BP.2.3, Law 1.2.1) ----------------------------------

def test_guard_dogs_is_offered_with_any_card_when_hands_are_concealed_bp_2_3_law_1_2_1():
    """With hands concealed, offering Guard Dogs only to a player holding a matching card would tell the others what
    it holds (Law 1.2.1): a player with pieces in a Patrol clearing and any card is offered it, and may step back."""
    game = bp_game({5: {BP: {"warrior": 2}, "marquise": {"warrior": 1}}}, mine={"alpha": 5},
                   hands={"marquise": ["ambush_mouse"]}, options={"conceal_hands": True})
    extra = [o for o in cards.daylight_extras(game, "marquise") if o.id == "extra:bone_patrol.guard_dogs"]
    assert extra
    asked, _ = run(cards.resolve_daylight_card_option(game, "marquise", extra[0]))
    assert asked[0].option_ids == ["back"]  # no clearing without a matching card: only the way back
    assert game.state.factions["marquise"].hand and not shares_rule(game, 5, "marquise")


# -- found by mutation testing: the Evening craft step (BP.6.2, Law 3.3.1) -------------------------------------------

def test_evening_craft_offers_crafting_only_not_daylight_card_uses_bp_6_2_law_3_3_1():
    """The Patrol crafts in Evening (BP.2.1, BP.6.2); that step is not Daylight, so a dominance card it could activate
    at 10 points (which only Daylight allows, Law 3.3.1) is not offered there."""
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "collection": {"fox": 2}},
                   hands={BP: ["dominance_fox", "foxfolk_steel"]})
    bp(game).score = 10
    asked, _ = run(patrol(game).evening(game), ["done"])
    craft_step = [d for d in asked if d.kind == "bone_patrol.craft"]
    assert craft_step and not [o for o in craft_step[0].option_ids if o.startswith("activate_dominance")]


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def test_bury_both_face_up_bones_of_one_suit_in_a_clearing_bp_6_1():
    """BP.6.1: in Evening the Patrol may turn face down any number of bones where it has warriors. Two face-up rabbit
    bones lie with its warriors in 5 (carried there by two warriors, BP.2.5.I): both may be buried. (An audit of
    November 25, 2026 found the second bone refused: flips were counted per clearing and suit, not per bone.)"""
    game = bp_game({5: {BP: {"warrior": 2, "bone_rabbit": 2}}}, mine={"alpha": 5})
    asked, _ = run(patrol(game)._fetch_bury(game), ["bury:5:rabbit", "bury:5:rabbit", "done"])
    assert tokens(game, 5, "bone_rabbit") == 0
    assert bp(game).data["buried"]["5"] == ["rabbit", "rabbit"]


def test_fetch_both_buried_bones_of_one_suit_in_a_clearing_bp_6_1():
    """BP.6.1: any number of bones may be turned face up where the Patrol has warriors. Two rabbit bones lie buried in
    5 (one from setup, BP.3.2, one carried in and buried later): both may be fetched the same Evening."""
    game = bp_game({5: {BP: {"warrior": 2}}}, mine={"alpha": 5, "buried": {"5": ["rabbit", "rabbit"]}})
    asked, _ = run(patrol(game)._fetch_bury(game), ["fetch:5:rabbit", "fetch:5:rabbit", "done"])
    assert tokens(game, 5, "bone_rabbit") == 2
    assert not patrol(game).buried(game, 5)


def test_setup_buries_no_bone_in_the_keeps_clearing_bp_3_2_law_6_2_2():
    """BP.3.2 buries a bone in every clearing without Patrol pieces, but no player but the Marquise can place a piece
    in the Keep's clearing (Law 6.2.2; CANNOT is absolute, Law 1.1.2); the Patrol sets up after the Marquise (setup
    letter L). So the fox bone meant for clearing 1, the Keep's, stays in the Rollover,
    as the Rollover's own placements (BP.2.5.III) already did."""
    game = bp_game({1: {"marquise": {"keep": 1, "warrior": 1}}, 5: {BP: {"warrior": 1}}}, mine={"alpha": 5})
    run(patrol(game)._bury_at_setup(game))
    assert "1" not in bp(game).data["buried"]
    assert bp(game).supply["bone_fox"] == 1  # the fox bone with nowhere to go stays in the Rollover (BP.3.3)


def test_recall_two_bones_of_a_suit_into_a_collection_one_short_of_full_bp_4_2_bp_2_5_ii():
    """Two fox bones recalled with two fox bones already collected: the first may go to the Collection (2 VP), which
    fills it, so the second must go to the Rollover without asking, for 2 + 1 VP."""
    game = bp_game({5: {BP: {"warrior": 1, "stash": 1, "bone_fox": 2}}}, mine={"alpha": 5, "collection": {"fox": 2}})
    asked, _ = run(patrol(game)._recall(game), ["recall:5:bone_fox", "yes", "recall:5:bone_fox"])
    assert [d.kind for d in asked].count("bone_patrol.recall.collection") == 1
    assert bp(game).data["collection"]["fox"] == 3 and bp(game).supply["bone_fox"] == 1
    assert bp(game).score == 5
    no_problems(game)


def test_protective_breed_hits_equal_to_the_warriors_do_not_reach_the_stash_bp_2_5_iv():
    """BP.2.5.IV: with the Alpha and two other warriors at a stash, three hits (as many as the warriors) take the two
    warriors and nothing more; four hits (one more than the warriors) take the stash too. The Alpha stays."""
    for hits, stash_left in ((3, 1), (4, 0)):
        game = bp_game({5: {BP: {"warrior": 3, "stash": 1}}}, mine={"alpha": 5})
        run(patrol(game).take_hits(game, 5, hits, "marquise", "battle"))
        assert tokens(game, 5, "warrior") == 1 and bp(game).data["alpha"] == 5
        assert tokens(game, 5, "stash") == stash_left, hits


def test_guard_dogs_lets_the_marquise_build_in_the_alphas_clearing_bp_2_3():
    """BP.2.3: Guard Dogs paid for the Alpha's clearing lets the Marquise take an action needing rule there: her
    Build (Law 6.5.4, a first building of a kind costs no wood) offers clearing 5, which it did not before."""
    spots = {5: {BP: {"warrior": 2}, "marquise": {"warrior": 1}}}
    alone = bp_game(spots, mine={"alpha": 5})
    paid = bp_game(spots, mine={"alpha": 5, "guard_dogs": {"marquise": [5]}})
    assert 5 not in {c for c, _ in alone.factions["marquise"]._build_choices(alone)}
    assert 5 in {c for c, _ in paid.factions["marquise"]._build_choices(paid)}


def test_rollover_bones_go_one_at_a_time_never_two_in_a_clearing_bp_2_5_iii():
    """BP.2.5.III: Rollover bones are placed one at a time where the Patrol has no piece, so a clearing that has just
    received a buried bone is no longer offered for the next one (the buried bone is a Patrol piece)."""
    game = bp_game({5: {BP: {"warrior": 1}}}, mine={"alpha": 5, "buried": {"2": ["mouse"], "6": ["fox"]}})
    asked, _ = run(patrol(game)._rollover(game), ["bury:rabbit:10", "bury:rabbit:3", "done"])
    assert "bury:rabbit:10" in asked[0].option_ids and "bury:rabbit:10" not in asked[1].option_ids
    assert bp(game).data["buried"]["10"] == ["rabbit"] and bp(game).data["buried"]["3"] == ["rabbit"]
    no_problems(game)
