"""Rules tests of Old Man Tinker, a faction of the Outsiders fan expansion (fan content; rules text 002, OMT.1-OMT.6,
cited "OMT.x"). The representation and the readings of the text are in the plugin's docstring
(plugins/rootcore_plugins/old_man_tinker/__init__.py); each test names the rule it checks.

Autumn clearings used: 1 fox (paths 5, 9, 10; slots 1), 5 rabbit (paths 1, 2), 9 mouse (paths 1, 4, 12), 10 rabbit
(paths 1, 2, 12), 12 fox (paths 4, 7, 9, 10, 11), 2 mouse (paths 5, 6, 10); forests f1 (clearings 1, 2, 5, 10), f2
(1, 9, 10, 12), f3 (next to f1, f2, f4, f5)."""
from __future__ import annotations

from pathlib import Path

import pytest

import rootcore
from rootcore.rules import battle, pieces
from rootcore.rules.rule import rules
from rootcore.agents import play, seat_agents
from rootcore.plugins import discover
from rootcore.testing import InvariantChecker, check_plugin_conformance

from helpers import (events, expect, fix_dice, fs, held, no_problems, play_choices, run, saved_loaded_and_rendered,
                     scenario, warriors)
from rootcore_plugins.standard_deck import remove_all_enemy_pieces

OMT = "old_man_tinker"


def robots(**where) -> dict:
    """Scenario robots: name -> (clearing, gears)."""
    return {name: {"clearing": c, "gears": g} for name, (c, g) in where.items()}


def omt(phase="daylight", clearings=None, data=None, factions=(OMT, "marquise"), current=OMT, **spec):
    """Old Man Tinker (or `current`) in `phase`; the robots and Old Man from `data` (none unless told)."""
    mine = {"old_man": {"clearing": 1}, **(data or {})}
    spec.setdefault("hands", {f: [] for f in factions})
    return scenario(factions, current, phase, clearings, data={OMT: mine, **spec.pop("data", {})}, **spec)


def robot(game, name) -> dict:
    return fs(game, OMT).data["robots"][name]


def gears(game, clearing) -> int:
    return game.state.clearings[clearing].count(OMT, "gear")


def old_man(game):
    return fs(game, OMT).data["old_man"]


def fix_breakage(game, *faces: int) -> None:
    """The next Breakage Dice show the board's faces of these indices."""
    queue = list(faces)
    real = game.state.rng.randrange
    game.state.rng.randrange = lambda n: queue.pop(0) if queue else real(n)


# -- pieces: drones, gears, robots (OMT.2.3, OMT.2.4) ---------------------------------------------------------------

def test_robot_gears_are_warriors_for_rule_and_a_broken_robot_rules_nothing_omt_2_4_i_ii():
    game = omt(clearings={9: {"marquise": {"warrior": 1}}, 4: {"marquise": {"warrior": 1}}},
               data={"robots": robots(birdbot=(9, 2), wolfbot=(4, 0))})
    assert warriors(game, 9, OMT) == 2 and rules(game, 9) == OMT        # two gears beat one cat
    assert rules(game, 4) == "marquise"                                   # a broken robot: no warriors
    no_problems(game)


def test_two_robots_in_one_clearing_add_their_gears_omt_2_4_i():
    game = omt(clearings={9: {"marquise": {"warrior": 3}}}, data={"robots": robots(birdbot=(9, 2), wolfbot=(9, 2))})
    assert warriors(game, 9, OMT) == 4 and rules(game, 9) == OMT


def test_drones_are_warriors_for_rule_and_gears_are_not_omt_2_3():
    game = omt(clearings={9: {OMT: {"warrior": 2, "gear": 3}, "marquise": {"warrior": 1}},
                          4: {OMT: {"gear": 3}, "marquise": {"warrior": 1}}})
    assert rules(game, 9) == OMT and rules(game, 4) == "marquise"


def hits_on(game, clearing, n, choices=(), remover="marquise"):
    return run(game.factions[OMT].take_hits(game, clearing, n, remover, "battle"), choices)


def test_a_hit_on_a_robot_drops_its_leftmost_gear_into_the_clearing_omt_2_4_i():
    game = omt(clearings={9: {OMT: {"warrior": 1}}}, data={"robots": robots(birdbot=(9, 2))})
    asked, _ = hits_on(game, 9, 1, ["robot:birdbot"])
    assert asked[0].option_ids == ["drone", "robot:birdbot"]               # the faction chooses (4.3.4)
    assert robot(game, "birdbot")["gears"] == 1 and gears(game, 9) == 1 and warriors(game, 9, OMT) == 2
    assert fs(game, "marquise").score == 0                                 # a warrior hit: no point
    no_problems(game)


@pytest.mark.parametrize("drones, answer", [(1, "drone"), (0, "robot:wolfbot")])
def test_the_bot_takes_a_hit_on_a_drone_then_on_the_robot_with_the_most_gears_omt_2_4_i(drones, answer):
    from rootcore.agents import make_agent
    # On the Marquise's turn: on its own the bot looks ahead instead.
    game = omt(clearings={9: {OMT: {"warrior": drones}, "marquise": {"warrior": 2}}},
               data={"robots": robots(birdbot=(9, 1), wolfbot=(9, 3))}, current="marquise")
    assert game.state.current_faction == "marquise"
    decision = next(game.factions[OMT].take_hits(game, 9, 1, "marquise", "battle"))
    assert make_agent("heuristic", OMT, 1)(game, decision) == answer


def test_hits_break_a_robot_then_reach_its_spilled_gears_omt_2_4_i_ii_and_law_4_3_4():
    """Three hits on a lone robot with two gears: both gears spill (it is broken), the third hit removes a gear
    token, worth a point to the remover (Law 3.2.1)."""
    game = omt(clearings={9: {}}, data={"robots": robots(birdbot=(9, 2))})
    hits_on(game, 9, 3)
    assert robot(game, "birdbot") == {"clearing": 9, "gears": 0}
    assert gears(game, 9) == 1 and warriors(game, 9, OMT) == 0 and fs(game, "marquise").score == 1
    assert [e["robot"] for e in events(game, "robot_broken")] == ["birdbot"]
    no_problems(game)


@pytest.mark.parametrize("sealed", [False, True])
def test_the_most_hits_the_tinker_takes_counts_the_gears_its_robots_drop_omt_2_4_i(sealed):
    """An effect sharing hits out (Fireball) gives a faction no more than `most_hits_taken`, the hits that each land
    (Law 4.3.4). Here a drone, a robot with two gears and a gear token: each gear hit drops a gear token that a later
    hit removes (OMT.2.4.I), so 6 hits land, the sixth taking the last token; in a sealed clearing the dropped gears go
    to the supply (Law D.6.2), so 4 do."""
    game = omt(clearings={9: {OMT: {"warrior": 1, "gear": 1}}}, data={"robots": robots(birdbot=(9, 2))},
               sealed={9: "torch"} if sealed else {})
    most = game.factions[OMT].most_hits_taken(game, 9)
    assert most == (4 if sealed else 6)
    hits_on(game, 9, most - 1, ["drone", "robot:birdbot", "robot:birdbot"])
    assert warriors(game, 9, OMT) == 0 and robot(game, "birdbot")["gears"] == 0 and gears(game, 9) == 1
    hits_on(game, 9, 1)
    assert gears(game, 9) == 0
    no_problems(game)


def test_the_vagabond_taking_a_hit_on_allied_tinker_warriors_picks_a_drone_or_a_robot_omt_2_4_i_law_9_2_9_ii_d():
    """Law 9.2.9.II.d with OMT.2.4.I: attacking with the Allied Tinker's warriors as his own, the Vagabond may take a hit
    on them, and as the side taking it he picks which (4.3.4): a drone, or a robot, which drops its leftmost gear into
    the clearing; a gear on a robot is never removed as if it were a drone."""
    from helpers import thief
    factions = (OMT, "marquise", "vagabond")
    game = scenario(factions, "vagabond", "daylight", {9: {OMT: {"warrior": 1}, "marquise": {"warrior": 2}}},
                    hands={OMT: [], "marquise": ["ambush_mouse"], "vagabond": []},
                    data={OMT: {"old_man": {"clearing": 1}, "robots": robots(birdbot=(9, 2))},
                          "vagabond": thief(clearing=9, items=["sword", "boot"], relationships={OMT: "allied"})})
    fix_dice(game, 0, 0)
    ambush = fs(game, "marquise").hand[0]
    play_choices(game, "battle", "faction:marquise", f"ally:{OMT}", f"ambush:{ambush}", "ally_warrior")
    assert expect(game, f"{OMT}.take_hit", "vagabond") == ["drone", "robot:birdbot"]
    play_choices(game, "robot:birdbot")
    assert robot(game, "birdbot")["gears"] == 1 and gears(game, 9) == 1 and warriors(game, 9, OMT) == 2
    no_problems(game)


def test_a_removed_drone_scores_nothing_and_goes_back_to_the_supply_omt_2_3_i():
    game = omt(clearings={9: {OMT: {"warrior": 2}}})
    supply = game.factions[OMT].tokens_in_supply(game)
    hits_on(game, 9, 1)
    assert warriors(game, 9, OMT) == 1 and fs(game, "marquise").score == 0
    assert game.factions[OMT].tokens_in_supply(game) == supply + 1
    no_problems(game)


def test_effects_outside_battle_take_drones_not_robot_gears_omt_2_4_i():
    """Robots are never removed and their gears are lost to hits only: a removal of warriors outside battle takes
    the drones alone."""
    game = omt(clearings={9: {OMT: {"warrior": 1}}}, data={"robots": robots(birdbot=(9, 2))})
    pieces.remove(game, OMT, "warrior", 9, 3, "marquise", "effect")
    assert warriors(game, 9, OMT) == 2 and robot(game, "birdbot")["gears"] == 2
    no_problems(game)


def test_a_broken_robot_cannot_battle_or_move_omt_2_4_ii():
    game = omt(clearings={9: {"marquise": {"warrior": 1}}}, data={"robots": robots(birdbot=(9, 0))})
    assert game.factions[OMT].battle_clearings(game) == [] and game.factions[OMT].move_origins(game) == []
    assert "crusade" not in game.pending.option_ids


# -- the Old Man (OMT.2.2) -----------------------------------------------------------------------------------------

def test_the_old_man_is_hit_as_a_token_scores_his_remover_and_goes_to_a_forest_omt_2_2():
    """Marquise attacks clearing 1 where only the Old Man stands: he is defenseless (no warriors, Law 4.3.3.II), is
    removed, the Marquise scores one VP, and Old Man Tinker puts him in a forest touching clearing 1."""
    game = omt("daylight", {1: {"marquise": {"warrior": 2}}}, current="marquise",
               data={"marquise": {"actions": 2}})
    assert battle.defenders(game, "marquise", 1) == [OMT]
    fix_dice(game, 1, 0)
    gen = battle.fight(game, "marquise", 1, OMT)
    asked, _ = run(gen, ["forest:f2"])
    assert asked[-1].kind == f"{OMT}.old_man_forest" and asked[-1].option_ids == ["forest:f1", "forest:f2"]
    assert old_man(game) == {"forest": "f2"} and game.state.clearings[1].count(OMT, "old_man") == 0
    assert fs(game, "marquise").score == 1
    no_problems(game)


@pytest.mark.parametrize("guarded, forest", [(5, "forest:f1"), (12, "forest:f2")])
def test_the_bot_puts_the_old_man_in_the_forest_beside_its_warriors_omt_2_2(guarded, forest):
    """Forest f1 touches clearings 1, 2, 5 and 10; f2 touches 1, 9, 10 and 12: the bot's three warriors in 5 or in 12
    make that side the safer one for the Old Man."""
    from rootcore.agents import make_agent
    game = omt("daylight", {1: {"marquise": {"warrior": 2}}, guarded: {OMT: {"warrior": 3}}}, current="marquise",
               data={"marquise": {"actions": 2}})
    fix_dice(game, 1, 0)
    gen = battle.fight(game, "marquise", 1, OMT)
    decision = next(gen)
    while decision.kind != f"{OMT}.old_man_forest":
        decision = gen.send(decision.options[0])
    assert make_agent("heuristic", OMT, 1)(game, decision) == forest


def test_warriors_take_hits_before_the_old_man_law_4_3_4_omt_2_2():
    game = omt(clearings={1: {OMT: {"warrior": 1}}})
    hits_on(game, 1, 1)
    assert warriors(game, 1, OMT) == 0 and old_man(game) == {"clearing": 1}


# -- setup (OMT.3) --------------------------------------------------------------------------------------------------

def test_setup_robots_in_a_clearing_with_fewest_pieces_old_man_in_a_forest_next_to_it_omt_3():
    game = rootcore.new_game({"factions": ["eyrie", OMT], "seed": 4})
    while game.pending.player != OMT:
        game.choose(game.pending.option_ids[0])
    pending = expect(game, f"{OMT}.setup")
    counts = {c: cl.piece_count() for c, cl in game.state.clearings.items()}  # a ruin is a piece (Law G.1.25)
    fewest = min(counts.values())
    assert pending == [f"clearing:{c}" for c in sorted(counts) if counts[c] == fewest]
    home = int(pending[-1].split(":")[1])
    game.choose(pending[-1])
    forests = expect(game, f"{OMT}.setup_forest")
    assert forests == [f"forest:{f}" for f in game.board.forests_of_clearing[home]]
    game.choose(forests[0])
    data = fs(game, OMT).data
    assert all(r == {"clearing": home, "gears": 2} for r in data["robots"].values())     # OMT.3.2
    assert warriors(game, home, OMT) == 6 and data["old_man"] == {"forest": forests[0][7:]}
    assert (data["production"], data["marker"], fs(game, OMT).tracks["factory"]) == (1, "gear", 3)
    no_problems(game)


# -- Birdsong (OMT.4) -----------------------------------------------------------------------------------------------

def test_do_over_takes_every_piece_off_and_sets_up_again_scoring_nothing_omt_4():
    game = omt("birdsong", {5: {OMT: {"factory": 1, "warrior": 2, "gear": 1}}, 9: {OMT: {"gear": 2}}},
               data={"robots": robots(birdbot=(9, 0), wolfbot=(12, 3), foxbot=(5, 1)), "production": 3,
                     "marker": "drone"})
    play_choices(game, "yes")
    assert not any(cl.has_any(OMT) for cl in game.state.clearings.values())
    assert fs(game, OMT).tracks["factory"] == 3 and fs(game, "marquise").score == 0
    game.choose(game.pending.option_ids[0])       # the robots' clearing
    game.choose(game.pending.option_ids[0])       # the Old Man's forest
    data = fs(game, OMT).data
    assert [r["gears"] for r in data["robots"].values()] == [2, 2, 2]
    assert (data["production"], data["marker"]) == (1, "gear")
    no_problems(game)


def test_do_over_places_no_robot_in_a_sealed_clearing_omt_4_omt_3_1_and_law_d_6_2():
    # A sealed clearing (the Scoundrel's Scorched Earth, or the Twelve Colonies' Omnius Exitus) is emptied, so it has
    # the fewest pieces; but no piece may be placed there (Law D.6.2), so setup's choice leaves it out.
    clearings = {c: {"marquise": {"warrior": 1}} for c in range(1, 13) if c not in (3, 5)}
    game = omt("birdsong", clearings, data={"robots": robots(birdbot=(9, 1), wolfbot=(9, 1), foxbot=(9, 1))},
               sealed={3: "torch"})
    play_choices(game, "yes")  # 3 and 5 are empty; 3 is sealed: 5 is taken without asking, and its one forest
    assert robot(game, "birdbot")["clearing"] == 5 and fs(game, OMT).data["old_man"] == {"forest": "f1"}
    assert not game.state.clearings[3].has_any(OMT)
    no_problems(game)


def test_the_old_man_moves_from_a_forest_into_no_sealed_clearing_omt_2_2_and_law_d_6_2():
    game = omt("birdsong", {}, data={"old_man": {"forest": "f1"}}, sealed={5: "torch"})
    assert sorted(map(str, game.factions[OMT].old_man_destinations(game))) == ["1", "10", "2", "f2", "f3"]  # not 5


def test_breakage_dice_one_hit_per_robot_shown_omt_4_1():
    """Production Level 3: the dice show birdbot, birdbot, wolfbot: the birdbot takes one hit, not two."""
    game = omt("birdsong", {}, data={"robots": robots(birdbot=(9, 2), wolfbot=(12, 2), foxbot=(5, 2)),
                                     "production": 3})
    fix_breakage(game, 0, 0, 1)
    play_choices(game, "no")
    assert [robot(game, n)["gears"] for n in ("birdbot", "wolfbot", "foxbot")] == [1, 1, 2]
    assert gears(game, 9) == 1 and gears(game, 12) == 1
    assert events(game, "breakage_dice")[-1]["faces"] == ["birdbot", "birdbot", "wolfbot"]


def test_a_robot_hit_in_a_sealed_clearing_sends_its_gear_to_the_supply_omt_2_4_i_and_law_d_6_2():
    """Reading 12: the birdbot stays in clearing 9, sealed by Scorched Earth (robots cannot be removed). The Breakage
    Die hits it there: it loses its gear, which goes to the supply, since no piece can be placed in 9 (Law D.6.2, a
    CANNOT, 1.1.2). Found by `rootcore fuzz`, seed 2001031: a gear token appeared in the sealed clearing."""
    game = omt("birdsong", {}, data={"robots": robots(birdbot=(9, 2)), "production": 1}, sealed={9: "torch"})
    in_supply = game.factions[OMT].tokens_in_supply(game)
    fix_breakage(game, 0)
    play_choices(game, "no")
    assert events(game, "robot_hit")[-1] == {"faction": OMT, "robot": "birdbot", "clearing": 9, "gears": 1,
                                             "type": "robot_hit", "turn": game.state.turn}
    assert gears(game, 9) == 0 and warriors(game, 9, OMT) == 1  # its one gear left, and no token spilled there
    assert game.factions[OMT].tokens_in_supply(game) == in_supply + 1
    no_problems(game)


def test_blank_breakage_faces_hit_nothing_and_the_die_count_is_the_level_omt_4_1():
    game = omt("birdsong", {}, data={"robots": robots(birdbot=(9, 2)), "production": 1})
    fix_breakage(game, 4)
    play_choices(game, "no")
    assert robot(game, "birdbot")["gears"] == 2 and len(events(game, "breakage_dice")[-1]["faces"]) == 1


def test_produce_places_the_level_at_each_factory_marker_side_up_and_scores_each_omt_4_2_omt_2_6():
    game = omt("birdsong", {5: {OMT: {"factory": 1}}, 9: {OMT: {"factory": 1}}}, data={"production": 2})
    fix_breakage(game, 5, 5)
    play_choices(game, "no")
    assert gears(game, 5) == 2 and gears(game, 9) == 2 and fs(game, OMT).score == 2
    no_problems(game)


def test_produce_drone_side_up_places_warriors_omt_2_6_ii():
    game = omt("birdsong", {5: {OMT: {"factory": 1}}}, data={"marker": "drone"})
    fix_breakage(game, 5)
    play_choices(game, "no")
    assert warriors(game, 5, OMT) == 1 and gears(game, 5) == 0 and fs(game, OMT).score == 1


def test_a_short_supply_places_what_there_is_and_scores_nothing_there_omt_2_6():
    """17 of the 20 tokens are on the map, Production Level 2 at two factories: the faction chooses the order; the
    first gets 2 and scores, the second the last token and no point."""
    game = omt("birdsong", {5: {OMT: {"factory": 1, "gear": 9}}, 9: {OMT: {"factory": 1, "warrior": 8}}},
               data={"production": 2})
    fix_breakage(game, 5, 5)
    play_choices(game, "no", "clearing:9")
    assert gears(game, 9) == 2 and gears(game, 5) == 10 and fs(game, OMT).score == 1
    assert game.factions[OMT].tokens_in_supply(game) == 0
    no_problems(game)


def test_bustle_moves_the_old_man_ignoring_rule_with_gears_and_through_forests_omt_4_3():
    """Clearing 1 (Old Man, 3 gears) to 9, ruled by the Marquise, taking 2 gears; then into forest f2; then to 12."""
    game = omt("birdsong", {1: {OMT: {"gear": 3}}, 9: {"marquise": {"warrior": 2}}})
    fix_breakage(game, 5)
    play_choices(game, "no")
    options = expect(game, f"{OMT}.bustle")
    assert options == ["clearing:5", "clearing:9", "clearing:10", "forest:f1", "forest:f2", "done"]
    play_choices(game, "clearing:9")
    assert expect(game, f"{OMT}.bustle_gears") == ["count:0", "count:1", "count:2", "count:3"]
    play_choices(game, "count:2", "forest:f2")
    assert gears(game, 9) == 2 and gears(game, 1) == 1 and old_man(game) == {"forest": "f2"}
    assert expect(game, f"{OMT}.bustle") == ["clearing:1", "clearing:9", "clearing:10", "clearing:12", "forest:f1",
                                             "forest:f3", "forest:f7", "done"]
    play_choices(game, "clearing:12")
    assert old_man(game) == {"clearing": 12} and game.state.clearings[12].count(OMT, "old_man") == 1
    assert game.pending.kind != f"{OMT}.bustle"                             # three moves at most
    no_problems(game)


# -- Daylight (OMT.5) -----------------------------------------------------------------------------------------------

def test_crafting_removes_gears_from_the_old_mans_clearing_of_its_suit_omt_2_1_omt_5_1():
    """Old Man in clearing 1 (fox) with 2 gears and 3 drones: Anvil (one fox) is craftable, Foxfolk Steel (two)
    too, Root Tea (mouse) not; crafting the Anvil removes one gear to the supply."""
    game = omt("daylight", {1: {OMT: {"gear": 2, "warrior": 3}}},
               hands={OMT: ["anvil", "root_tea_fox"], "marquise": []})
    hand = fs(game, OMT).hand
    anvil = held(game, "anvil", hand)
    assert expect(game, f"{OMT}.craft") == [f"craft:{anvil}", "done"]
    supply = game.factions[OMT].tokens_in_supply(game)
    game.choose(f"craft:{anvil}")
    assert gears(game, 1) == 1 and warriors(game, 1, OMT) == 3 and fs(game, OMT).crafted_items == ["hammer"]
    assert game.factions[OMT].tokens_in_supply(game) == supply + 1 and fs(game, OMT).score == 2
    no_problems(game)


def test_drones_do_not_craft_omt_5_1():
    game = omt("daylight", {1: {OMT: {"warrior": 3}}}, hands={OMT: ["anvil"], "marquise": []})
    assert game.pending.kind == f"{OMT}.action"


def test_tinker_flips_up_to_three_tokens_in_the_old_mans_clearing_omt_5_1_i():
    game = omt("daylight", {1: {OMT: {"gear": 3, "warrior": 1}}}, data={"actions": 2})
    play_choices(game, "tinker", "drone", "drone", "gear")
    assert gears(game, 1) == 2 and warriors(game, 1, OMT) == 2
    expect(game, f"{OMT}.action")                                           # three flips, the action is over
    assert fs(game, OMT).data["actions"] == 1
    no_problems(game)


def test_repair_puts_gears_on_a_robot_in_the_old_mans_clearing_omt_5_1_ii():
    """A broken birdbot and two gears with the Old Man: repaired, the gears are its warriors and it rules."""
    game = omt("daylight", {1: {OMT: {"gear": 2}, "marquise": {"warrior": 1}}},
               data={"robots": robots(birdbot=(1, 0)), "actions": 2})
    assert rules(game, 1) == "marquise"
    play_choices(game, "repair", "count:2")
    assert robot(game, "birdbot")["gears"] == 2 and gears(game, 1) == 0 and rules(game, 1) == OMT
    no_problems(game)


def test_repair_fills_only_empty_r_s_i_spaces_omt_5_1_ii():
    game = omt("daylight", {1: {OMT: {"gear": 3}}}, data={"robots": robots(birdbot=(1, 2)), "actions": 2})
    play_choices(game, "repair")
    assert robot(game, "birdbot")["gears"] == 3 and gears(game, 1) == 2     # one space left of three


def test_crusade_moves_a_robot_with_its_gears_and_drones_then_battles_omt_5_1_iii():
    game = omt("daylight", {9: {OMT: {"warrior": 2}}, 4: {"marquise": {"warrior": 1}}},
               data={"robots": robots(birdbot=(9, 2), wolfbot=(9, 0)), "actions": 2})
    play_choices(game, "crusade", "clearing:4")          # no battle yet: only a move, from 9 only
    assert expect(game, f"{OMT}.move.robot") == ["robot:birdbot", "done"]   # the broken wolfbot cannot move
    play_choices(game, "robot:birdbot", "count:1")
    assert robot(game, "birdbot")["clearing"] == 4 and robot(game, "wolfbot")["clearing"] == 9
    assert warriors(game, 4, OMT) == 3 and warriors(game, 9, OMT) == 1
    assert expect(game, f"{OMT}.battle.clearing") == ["clearing:4", "pass"]
    fix_dice(game, 2, 0)
    play_choices(game, "clearing:4")
    assert warriors(game, 4, "marquise") == 0
    no_problems(game)


def test_overproduce_spends_a_matching_card_and_scores_nothing_omt_5_1_iv():
    game = omt("daylight", {5: {OMT: {"factory": 1}}}, data={"production": 2, "actions": 2},
               hands={OMT: ["ambush_rabbit", "anvil"], "marquise": []})
    play_choices(game, "overproduce")
    assert gears(game, 5) == 2 and fs(game, OMT).score == 0
    assert [game.cards[c].id for c in game.state.discard] == ["ambush_rabbit"]


def test_build_needs_rule_and_at_most_one_factory_next_to_it_omt_5_2_omt_2_5_i():
    """Factories in 9 and 10; ruled 1 is next to both (refused), ruled 12 too; ruled 4 is next to 9 alone, which has
    no other factory next to it (10 is not adjacent to 9): allowed; ruled 5 is next to none: allowed."""
    here = {OMT: {"warrior": 1}}
    game = omt("daylight", {9: {OMT: {"factory": 1}}, 10: {OMT: {"factory": 1}}, 1: here, 12: here, 4: here,
                            5: here, 3: {"marquise": {"warrior": 1}}}, data={"actions": 0})
    assert game.factions[OMT].build_spots(game) == [4, 5]
    play_choices(game, "clearing:5")
    assert game.state.clearings[5].count(OMT, "factory") == 1
    assert fs(game, OMT).tracks["factory"] == 0 and game.pending.player != OMT   # three factories at most (OMT.2.5)


def test_no_factory_next_to_a_factory_that_already_has_a_neighbour_omt_2_5_i():
    """Factories in 9 and 4, next to each other: ruled 1 is next to 9 alone, but 9 already has 4 next to it, so a
    factory in 1 would give 9 two; ruled 8 is next to 4: refused likewise; ruled 5, next to no factory, is not."""
    here = {OMT: {"warrior": 1}}
    game = omt("daylight", {9: {OMT: {"factory": 1}}, 4: {OMT: {"factory": 1}}, 1: here, 8: here, 5: here},
               data={"actions": 2})
    assert game.factions[OMT].build_spots(game) == [5]


# -- Meltdown (OMT.2.5.II) ------------------------------------------------------------------------------------------

def test_meltdown_lowers_production_when_a_factory_is_removed_omt_2_5_ii():
    game = omt("daylight", {5: {OMT: {"factory": 1}, "marquise": {"warrior": 2}}}, current="marquise",
               data={"production": 3, "marquise": {"actions": 2}})
    fix_dice(game, 2, 0)
    run(battle.fight(game, "marquise", 5, OMT))
    assert game.state.clearings[5].count(OMT, "factory") == 0 and fs(game, OMT).data["production"] == 2
    assert fs(game, OMT).tracks["factory"] == 3


# -- Evening (OMT.6) ------------------------------------------------------------------------------------------------

def test_restructure_spends_matching_cards_to_change_level_and_marker_omt_6_1():
    game = omt("evening", {5: {OMT: {"factory": 1}}},
               hands={OMT: ["ambush_rabbit", "ambush_bird", "anvil"], "marquise": []})
    assert expect(game, f"{OMT}.restructure") == ["raise", "flip", "done"]    # at 1, the lowest
    play_choices(game, "raise")
    play_choices(game, game.pending.option_ids[0])
    play_choices(game, "flip")
    assert (fs(game, OMT).data["production"], fs(game, OMT).data["marker"]) == (2, "drone")
    assert [game.cards[c].id for c in fs(game, OMT).hand][:1] == ["anvil"]


def test_draw_or_take_a_matching_card_from_the_discard_pile_omt_6_2():
    game = omt("evening", {}, discard=["anvil", "ambush_rabbit", "ambush_bird"])
    options = expect(game, f"{OMT}.draw")
    pile = game.state.discard
    anvil, bird = held(game, "anvil", pile), held(game, "ambush_bird", pile)
    assert options == ["draw"] + [f"discard:{c}" for c in sorted([anvil, bird])]   # clearing 1 is fox
    game.choose(f"discard:{anvil}")
    assert [game.cards[c].id for c in fs(game, OMT).hand] == ["anvil"] and anvil not in game.state.discard


def test_draw_two_then_discard_to_five_omt_6_2():
    game = omt("evening", {}, data={"old_man": {"forest": "f1"}},
               hands={OMT: ["anvil", "ambush_rabbit", "ambush_bird", "ambush_fox", "sappers"], "marquise": []})
    expect(game, "discard.hand_limit")
    assert len(fs(game, OMT).hand) == 7


# -- whole games ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [("marquise", "eyrie", "alliance", OMT), (OMT, "lizard", "vagabond")])
def test_random_games_keep_every_invariant_and_replay(factions):
    results = check_plugin_conformance(list(factions), games=3, clone_games=1 if len(factions) == 3 else 0)
    assert all(result["over"] for result in results)


def test_random_games_with_concealed_hands():
    results = check_plugin_conformance([OMT, "marquise", "riverfolk"], games=2, clone_games=0,
                                       options={"conceal_hands": True})
    assert all(result["over"] for result in results)


def test_heuristic_bots_play_a_game_with_old_man_tinker():
    """`rootcore play --factions marquise,eyrie,alliance,old_man_tinker --bots heuristic --seed 3` must not crash."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", OMT], "seed": 3})
    play(game, seat_agents(game, "heuristic"), after_each=InvariantChecker(game))
    assert game.is_over


@pytest.mark.parametrize("gears_on_robots, factory, answer", [(0, False, "yes"), (0, True, "no"), (1, False, "no")])
def test_the_tinkers_bot_does_over_only_with_nothing_worth_keeping_omt_4(gears_on_robots, factory, answer):
    """The Tinker's bot plays out the choices of its turn (a GenericBot: its menus are long), but a Do-Over is its own
    rule: a play-out to the turn's end cannot rate a new setup. Its play-outs are never asked here."""
    from rootcore.agents import make_agent
    from rootcore.bots import GenericBot
    clearings = {5: {OMT: {"factory": 1}}} if factory else {}
    game = omt("birdsong", clearings, data={"robots": robots(birdbot=(9, gears_on_robots), wolfbot=(12, 0))})
    assert expect(game, f"{OMT}.do_over", OMT) == ["yes", "no"]
    bot = make_agent("heuristic", OMT, 0)
    assert isinstance(bot, GenericBot)
    bot.option_value = lambda *args: pytest.fail("a Do-Over looked ahead at")
    assert bot(game, game.pending) == answer


def test_fan_marker_and_the_outsiders_bundle():
    manifests = {info.id: info.manifest for info in discover().plugins.values()}
    assert "Outsiders" in manifests[OMT].fan
    assert OMT in manifests["outsiders"].bundles


def test_another_players_move_takes_drones_not_robot_gears_omt_2_4_i():
    game = omt(clearings={9: {OMT: {"warrior": 1}}}, data={"robots": robots(birdbot=(9, 2))})
    assert pieces.free_warriors(game, OMT, 9, moving=True) == 1 and pieces.movable_warriors(game, OMT, 9) == 1


def test_a_board_whose_numbers_do_not_fit_is_refused(tmp_path):
    from rootcore.content import validate_paths
    board = (Path(__file__).resolve().parent.parent / "content" / "factions" / "old_man_tinker.toml").read_text()
    bad = tmp_path / "old_man_tinker.toml"
    bad.write_text(board.replace("rsi_start = 2 ", "rsi_start = 5 ").replace('"foxbot", "blank"', '"foxbot", "catbot"'))
    messages = sorted(f"{issue.path}: {issue.message}" for issue in validate_paths([str(bad)]))
    assert messages == ["$.data.breakage_die[3]: 'catbot' is no robot (nor 'blank')",
                        "$.data.rsi_start: more than the 3 R.S.I. spaces"]


def test_the_heuristic_bot_does_over_only_with_nothing_to_lose_omt_4():
    from rootcore.agents import make_agent
    bot = make_agent("heuristic", OMT, seed=1)
    game = omt("birdsong", {5: {OMT: {"factory": 1}}}, data={"robots": robots(birdbot=(9, 0))})
    assert bot(game, game.pending) == "no"
    game = omt("birdsong", {}, data={"robots": robots(birdbot=(9, 0))})
    assert bot(game, game.pending) == "yes"


def test_robot_gears_deal_hits_in_a_crusade_battle_omt_2_4_i_omt_5_1_iii():
    """The birdbot's two gears are two warriors: a roll of 3 deals 2 hits (Law 4.3.2.I), removing both cats."""
    game = omt("daylight", {9: {"marquise": {"warrior": 2}}}, data={"robots": robots(birdbot=(9, 2)), "actions": 2})
    fix_dice(game, 3, 0)
    play_choices(game, "crusade")                     # only a battle, in 9, against the Marquise
    assert warriors(game, 9, "marquise") == 0 and robot(game, "birdbot")["gears"] == 2


def test_an_ambush_that_breaks_the_attacking_robot_ends_the_battle_omt_2_4_ii_and_law_4_3_1_ii():
    """The birdbot (2 gears) attacks; the Marquise ambushes (2 hits): both gears spill, the robot is broken, and with
    no warriors left the battle ends before the roll (a broken robot deals no hits)."""
    game = omt("daylight", {9: {"marquise": {"warrior": 2}}}, data={"robots": robots(birdbot=(9, 2)), "actions": 2},
               hands={OMT: [], "marquise": ["ambush_mouse"]})
    ambush = held(game, "ambush_mouse", fs(game, "marquise").hand)
    play_choices(game, "crusade", f"ambush:{ambush}")
    assert robot(game, "birdbot")["gears"] == 0 and gears(game, 9) == 2
    assert events(game, "battle_ended_early") and not events(game, "dice")
    assert warriors(game, 9, "marquise") == 2
    no_problems(game)


def test_a_game_saves_loads_and_renders_with_old_man_tinker():
    svg = saved_loaded_and_rendered([OMT, "marquise", "eyrie"], seed=5, decisions=300)
    assert "<svg" in svg and ">Gr<" in svg      # its gears are drawn with the board's abbreviation (data.render)


def test_a_drone_placed_by_another_rule_takes_its_gear_side_along_omt_2_3():
    """A hireling the faction controls may place its warriors (the Highway Bandits' garrison): the token leaves the
    supply with both its sides."""
    game = omt(clearings={9: {}})
    supply = game.factions[OMT].tokens_in_supply(game)
    assert pieces.place(game, OMT, "warrior", 9) == 1
    assert fs(game, OMT).supply["gear"] == fs(game, OMT).supply["warrior"] == supply - 1
    no_problems(game)


def test_a_do_over_with_tokens_held_elsewhere_puts_on_the_robots_what_the_supply_has_omt_4_omt_3_2_law_1_5_4():
    """15 drones paid into the Riverfolk's Payments box (Law 11.2.6.I), the birdbot's 2 gears on the map: the Do-Over
    lifts the 2 and finds 5 tokens in the supply, so the robots get 2, 2 and 1 (the most possible, Law 1.5.4)."""
    game = omt("birdsong", {}, data={"robots": robots(birdbot=(9, 2))}, factions=(OMT, "marquise", "riverfolk"))
    run(game.factions[OMT].pay_warriors(game, 15, "riverfolk:payments"))
    assert game.factions[OMT].tokens_in_supply(game) == 3
    play_choices(game, "yes", "clearing:5", "done")  # Do-Over first (OMT.4; 5's one forest: f1), no Riverfolk service
    assert [r["gears"] for r in fs(game, OMT).data["robots"].values()] == [2, 2, 1]
    assert game.factions[OMT].tokens_in_supply(game) == 0
    no_problems(game)


def test_eyrie_emigre_moves_a_robot_then_battles_where_it_went_omt_5_1_iii_law_4_1_3():
    """A move granted by a card (the Eyrie Emigre, at the end of Birdsong) is the faction's own move, robots and drones
    (OMT.2.4.I); the card's battle follows in the clearing moved into, which the move reports as every move does
    (origin, destination, count)."""
    game = omt("birdsong", {1: {OMT: {"warrior": 1}}, 5: {"marquise": {"warrior": 1}}}, deck="exiles",
               data={"robots": robots(birdbot=(1, 2))}, play_areas={OMT: ["eyrie_emigre"]})
    fix_breakage(game, 3)                                  # a blank face (no robot takes a hit)
    play_choices(game, "no", "done")                       # no Do-Over, no Bustle: Birdsong ends, the card acts
    play_choices(game, "robot:birdbot")                    # 1 to 5, the only move ending where a battle can follow
    fix_dice(game, 2, 0)
    play_choices(game, "count:1")                          # the battle in 5 follows, forced
    assert robot(game, "birdbot")["clearing"] == 5 and warriors(game, 5, OMT) == 3
    assert warriors(game, 5, "marquise") == 0 and fs(game, OMT).play_area   # both done: the card stays
    no_problems(game)


@pytest.mark.parametrize("old, new, expected", [
    ("production_start = 1 ", "production_start = 4 ",
     "$.data.production_start: not between production_min and production_max"),
    ('gear = { type = "token", count = 20 }', 'gear = { type = "token", count = 19 }',
     "$.pieces.gear.count: each two-sided token is a gear and a warrior: as many gears as warriors (OMT.2.3)"),
    ('robot = { type = "pawn", count = 3 }', 'robot = { type = "pawn", count = 2 }',
     "$.pieces.robot.count: one robot piece per name in data.robots"),
    # Found by mutating content files: with none, a Repair asked how many gears with no answer to give (OMT.5.1.II).
    ("repair_gears = 3 ", "repair_gears = 0 ", "$.data.repair_gears: 0 is less than the minimum of 1"),
])
def test_a_board_whose_pieces_do_not_fit_its_numbers_is_refused(tmp_path, old, new, expected):
    """OMT.2.3, OMT.2.4, OMT.3.2: production starts within its range, each token is a gear and a warrior, one robot
    piece per robot named."""
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, OMT, (old, new)) == [expected]


def test_overproduce_without_a_matching_card_spends_no_action_with_hands_concealed_omt_5_1_iv():
    """OMT.5.1.IV needs a card matching a factory's clearing; with hands concealed it is offered anyway (Law 1.2.1),
    and taken without such a card it does nothing and costs no action."""
    game = omt(clearings={5: {OMT: {"factory": 1, "warrior": 1}}}, hands={OMT: ["ambush_fox"], "marquise": []},
               options={"conceal_hands": True})
    play_choices(game, "done", "overproduce")
    assert expect(game, f"{OMT}.action") and fs(game, OMT).data["actions"] == 4
    assert gears(game, 5) == 0 and len(fs(game, OMT).hand) == 1


def test_a_move_granted_by_a_card_may_be_declined_or_limited_to_some_clearings_law_4_2():
    """Law 4.2 for a move a card grants (the Eyrie Emigre): drones move like any warriors, only into the clearings
    the card allows; an optional move may be declined, and with no such move nothing is asked."""
    game = omt(clearings={5: {OMT: {"warrior": 2}}})
    tinker = game.factions[OMT]
    assert tinker.can_take_move(game)
    asked, result = run(tinker.take_move(game, "exiles.eyrie_emigre", optional=True, into={2}), ["yes", "count:2"])
    assert asked[2].option_ids == ["clearing:2"] and result == (5, 2, 2) and warriors(game, 2, OMT) == 2
    asked, result = run(tinker.take_move(game, "exiles.eyrie_emigre", optional=True), ["no"])
    assert [d.kind for d in asked] == ["exiles.eyrie_emigre.take"] and result is None and warriors(game, 2, OMT) == 2
    asked, result = run(tinker.take_move(game, "exiles.eyrie_emigre", optional=False, into={12}))
    assert asked == [] and result is None  # 12 is not next to 2
    idle = omt(clearings={5: {OMT: {"gear": 2}}})
    assert not idle.factions[OMT].can_take_move(idle)  # gears are no warriors


@pytest.mark.parametrize("pieces, problem", [
    ({"old_man": 1}, r"old_man_tinker: Old Man tokens on the map \{1: 1, 5: 1\}, but his place is \{'clearing': 5\}"),
    ({"robot": 1}, r"old_man_tinker: 0 robots on the map and 2 in the supply")])
def test_a_scenario_giving_the_old_man_or_a_robot_as_pieces_is_refused_omt_2_2_and_omt_2_4(pieces, problem):
    # Found by a fuzz of scenario descriptions: an Old Man token given as a piece was not in the faction's data, and
    # was lost at his first move (a piece fewer than the board's). Where he and the robots are is the faction's data.
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=rf"^old_man_tinker: the position is impossible: {problem}"):
        omt(clearings={1: {OMT: pieces}}, data={"old_man": {"clearing": 5}})


@pytest.mark.parametrize("data, problem", [
    ({"robots": robots(birdbot=(9, 4))}, r"old_man_tinker: birdbot has 4 gears"),
    ({"production": 4}, r"old_man_tinker: Production Level 4 out of range"),
    ({"production": 0}, r"old_man_tinker: Production Level 0 out of range")])
def test_a_scenario_past_the_rsi_spaces_or_the_production_track_is_refused_omt_2_4_and_omt_2_6(data, problem):
    """OMT.2.4: an R.S.I. has three spaces, so a robot never holds four gears; OMT.2.6: the Production Level runs
    from 1 to 3. A position beyond either is impossible, and the faction's invariant check refuses it."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=rf"^old_man_tinker: the position is impossible: {problem}"):
        omt(data=data)
    omt(data={"robots": robots(birdbot=(9, 3)), "production": 3})  # the ends of both ranges are fine


# -- found by mutation testing: board data (OMT.2.4, OMT.2.6, OMT.3.2) ----------------------------------------------

def test_a_board_filling_every_rsi_space_and_starting_at_the_top_level_is_accepted_omt_3_2_omt_2_6(tmp_path):
    """The checks of the board's numbers are bounds, not strict: a board starting robots with all their R.S.I.
    spaces filled (OMT.2.4) and the Production Level at its highest (OMT.2.6.I) is valid."""
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, OMT, ("rsi_start = 2 ", "rsi_start = 3 "),
                                ("production_start = 1 ", "production_start = 3 ")) == []


# -- found by mutation testing: the Croakers Coven's Teleport (OMT.2.2, OMT.2.3.II) ---------------------------------

def test_teleport_may_take_the_tinkers_gears_but_not_the_old_man_omt_2_3_ii_omt_2_2_cc_2_3_vii():
    """Gears on the map are tokens like any other (OMT.2.3.II), so the Coven's Teleport may relocate them; the Old Man
    is a pawn whose place the faction keeps (OMT.2.2), and he stays (the plugin's reading, as for every pawn)."""
    game = omt(clearings={1: {OMT: {"gear": 2}}}, factions=(OMT, "croakers_coven"))
    assert game.state.clearings[1].count(OMT, "old_man") == 1
    assert game.factions["croakers_coven"].teleportable(game, OMT, 1, None) == {"gear": 2}


# -- found by mutation testing: paying with drones; Overproduce offered (OMT.2.3.I, OMT.5.1.IV) ---------------------

def test_the_tinker_pays_a_riverfolk_service_with_its_drones_alone_omt_2_3_i_law_11_2_6_i():
    """Drones are warriors (OMT.2.3.I), so the Tinker pays a service's price with them (Law 11.2.6.I): Payments holds
    its tokens and none of the Riverfolk's own warriors (those pay for what a buyer pays otherwise, 11.2.6.III)."""
    game = omt(clearings={9: {OMT: {"warrior": 1}}}, factions=(OMT, "riverfolk"))
    riverfolk = game.factions["riverfolk"]
    fs(game, "riverfolk").data["prices"]["riverboats"] = 2
    run(riverfolk.buy(game, OMT, "riverboats"))
    assert pieces.held_pieces(game, riverfolk.holder("payments")) == {OMT: {"warrior": 2}}
    no_problems(game)


def test_overproduce_is_not_offered_without_a_card_matching_a_factory_with_open_hands_omt_5_1_iv():
    """OMT.5.1.IV spends a card matching a factory's clearing: a factory in rabbit clearing 5 and only a fox card
    held, with hands open, offer no Overproduce (a drone with the Old Man leaves Tinker to choose)."""
    game = omt(clearings={5: {OMT: {"factory": 1}}, 1: {OMT: {"warrior": 1}}}, hands={OMT: ["anvil"], "marquise": []},
               data={"actions": 2})
    assert game.pending.kind == f"{OMT}.action" and "overproduce" not in game.pending.option_ids


# -- found by mutation testing: Repair (OMT.5.1.II) -----------------------------------------------------------------

def test_repair_asks_which_robot_when_two_in_the_old_mans_clearing_have_room_omt_5_1_ii():
    """Two robots with empty R.S.I. spaces stand with the Old Man: the faction chooses the one repaired."""
    game = omt("daylight", {1: {OMT: {"gear": 2}}}, data={"robots": robots(birdbot=(1, 1), wolfbot=(1, 2)),
                                                          "actions": 2})
    play_choices(game, "repair")
    assert expect(game, f"{OMT}.repair") == ["robot:birdbot", "robot:wolfbot"]
    play_choices(game, "robot:wolfbot")
    assert robot(game, "wolfbot")["gears"] == 3 and robot(game, "birdbot")["gears"] == 1 and gears(game, 1) == 1
    no_problems(game)


# -- found by mutation testing: Production order, a lone drone's move (OMT.4.2, OMT.5.1.III) ------------------------

def test_a_supply_filling_every_factory_exactly_asks_no_order_omt_4_2_omt_2_6():
    """16 of the 20 tokens on the map, Production Level 2 at two factories: the 4 in the supply fill both, so the
    order is not asked (reading 4) and each factory scores."""
    game = omt("birdsong", {5: {OMT: {"factory": 1, "gear": 8}}, 9: {OMT: {"factory": 1, "warrior": 8}}},
               data={"production": 2})
    fix_breakage(game, 5, 5)
    play_choices(game, "no")
    assert game.pending.kind == f"{OMT}.bustle"                          # produced at both without asking
    assert gears(game, 5) == 10 and gears(game, 9) == 2 and fs(game, OMT).score == 2
    no_problems(game)


def test_a_lone_drone_may_move_in_a_crusade_omt_5_1_iii_omt_2_3_i():
    """A drone is a warrior (OMT.2.3.I) and a move takes one warrior or more (Law 4.2): one drone alone moves."""
    game = omt("daylight", {9: {OMT: {"warrior": 1}}}, data={"actions": 2})
    assert game.factions[OMT].move_origins(game) == [9]
    play_choices(game, "crusade", "clearing:4")      # 9 the only origin, the move the only choice
    assert warriors(game, 4, OMT) == 1 and warriors(game, 9, OMT) == 0


# -- found by mutation testing: robot gears removed by another's rule (OMT.2.4.I) -----------------------------------

def test_two_hits_on_a_drone_and_a_robot_leave_the_robot_one_gear_omt_2_4_i():
    """One drone and the birdbot's two gears in 9; two hits on the warriors there, as another's rule chooses them
    (`remove_hit_warriors`: the Vagabond's Allied warriors, Law 9.2.9.II.d): the drone goes, then the robot alone is
    left to hit and drops one gear into the clearing, keeping the other."""
    game = omt(clearings={9: {OMT: {"warrior": 1}}}, data={"robots": robots(birdbot=(9, 2))})
    asked, removal = run(game.factions[OMT].remove_hit_warriors(game, 9, 2, "marquise", "battle", "marquise"),
                         ["drone"])
    assert [d.player for d in asked] == ["marquise"] and removal.counts == {"warrior": 1}
    run(pieces.resolve_removals(game, [removal]))
    assert warriors(game, 9, OMT) == 1 and robot(game, "birdbot")["gears"] == 1 and gears(game, 9) == 1
    no_problems(game)


# -- found by mutation testing: Tinker, Build, a battle granted in some clearings (OMT.5.1, OMT.5.2) ---------------

def test_tinker_is_offered_with_one_drone_alone_in_the_old_mans_clearing_omt_5_1_i():
    """Any token in the Old Man's clearing may be flipped (OMT.5.1.I): a single drone becomes a gear."""
    game = omt("daylight", {1: {OMT: {"warrior": 1}}}, data={"actions": 2})
    assert "tinker" in game.pending.option_ids
    play_choices(game, "tinker", "gear")
    assert gears(game, 1) == 1 and warriors(game, 1, OMT) == 0


def test_building_a_factory_may_be_declined_omt_5_2():
    """OMT.5.2 places a factory any number of times, none included: the Build step can be passed."""
    game = omt("daylight", {5: {OMT: {"warrior": 1}}}, data={"actions": 0})
    assert expect(game, f"{OMT}.build") == ["clearing:5", "pass"]
    play_choices(game, "pass")
    assert game.state.clearings[5].count(OMT, "factory") == 0 and fs(game, OMT).tracks["factory"] == 3


def test_a_battle_granted_in_some_clearings_only_is_offered_there_only_law_4_3():
    """An effect granting the Tinker a battle in given clearings (`allowed`) offers those alone."""
    game = omt(clearings={9: {OMT: {"warrior": 1}, "marquise": {"warrior": 1}},
                          4: {OMT: {"warrior": 1}, "marquise": {"warrior": 1}}})
    asked, _ = run(game.factions[OMT].take_battle(game, f"{OMT}.test", optional=True, allowed=[4]), ["pass"])
    assert asked[0].option_ids == ["clearing:4", "pass"]


# -- found by mutation testing: Restructure lowering, the Old Man kept out of a sealed clearing (OMT.6.1, OMT.2.2) --

def test_restructure_may_lower_the_production_level_omt_6_1():
    """A card matching a factory's clearing (rabbit 5) lowers the Production Level by one, from 2 to 1."""
    game = omt("evening", {5: {OMT: {"factory": 1}}}, data={"production": 2},
               hands={OMT: ["ambush_rabbit"], "marquise": []})
    assert expect(game, f"{OMT}.restructure") == ["raise", "lower", "flip", "done"]
    play_choices(game, "lower")
    assert fs(game, OMT).data["production"] == 1
    assert [game.cards[c].id for c in game.state.discard] == ["ambush_rabbit"]


def test_the_old_man_moves_from_a_clearing_into_no_sealed_clearing_omt_2_2_and_law_d_6_2():
    """Ignoring rule (OMT.2.2) is no leave to enter a clearing where no piece can be put (Law D.6.2): from 1, not 5."""
    game = omt("birdsong", {}, sealed={5: "torch"})
    assert sorted(map(str, game.factions[OMT].old_man_destinations(game))) == ["10", "9", "f1", "f2"]


# -- found by mutation testing: what the game records of robots and the Old Man (OMT.2.4, OMT.4.3) ------------------

def test_a_robot_is_told_broken_only_when_its_rsi_empties_omt_2_4_i_ii():
    """A hit leaving the birdbot one gear does not break it; the next, emptying its R.S.I., does (OMT.2.4.II)."""
    game = omt(clearings={9: {}}, data={"robots": robots(birdbot=(9, 2))})
    hits_on(game, 9, 1)
    assert robot(game, "birdbot")["gears"] == 1 and not events(game, "robot_broken")
    hits_on(game, 9, 1)
    assert [e["robot"] for e in events(game, "robot_broken")] == ["birdbot"]


def test_the_old_man_moving_into_a_forest_carries_no_gears_omt_4_3():
    """Gears never enter a forest (reading 3): the Old Man's move from clearing 1 into f1 records none carried."""
    game = omt("birdsong", {1: {OMT: {"gear": 2}}})
    fix_breakage(game, 5)
    play_choices(game, "no", "forest:f1", "done")
    assert events(game, "pawn_moved")[-1]["gears"] == 0 and gears(game, 1) == 2


# -- found by mutation testing: a move granted into some clearings (Law 4.2) ---------------------------------------

def test_a_move_granted_into_some_clearings_may_start_where_every_neighbour_is_one_of_them_law_4_2():
    """Drones in 5, whose neighbours are 1 and 2: a move granted into 1 or 2 starts there and goes to either."""
    game = omt(clearings={5: {OMT: {"warrior": 1}}})
    asked, moved = run(game.factions[OMT].take_move(game, f"{OMT}.test", optional=False, into=[1, 2]), ["clearing:1"])
    assert asked[-2].option_ids == ["clearing:1", "clearing:2"] and moved == (5, 1, 1)


# -- found by mutation testing: the Old Man moves along paths (OMT.2.2, OMT.4.3) -----------------------------------

def test_the_old_man_moving_along_a_path_pays_its_toll_omt_2_2_tc_2_2_iii():
    """The Old Man moves from clearing 1 to 5 along their path (OMT.2.2), which a Colonies turtle guards: the mover
    gives the Colonies a card matching either end (TC.2.2.III), its one fox card."""
    game = omt("birdsong", {}, factions=(OMT, "twelve_colonies"), hands={OMT: ["anvil"], "twelve_colonies": []})
    fs(game, "twelve_colonies").data["path_turtles"] = [[1, 5]]
    fix_breakage(game, 5)
    play_choices(game, "no", "clearing:5")
    assert old_man(game) == {"clearing": 5}
    assert len(events(game, "toll_paid")) == 1 and fs(game, OMT).hand == []
    assert len(fs(game, "twelve_colonies").hand) == 1


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def tinker_game(phase="daylight", clearings=None, data=None, current=OMT, factions=(OMT, "marquise"), **spec):
    mine = {"old_man": {"clearing": 1}, **(data or {})}
    spec.setdefault("hands", {f: [] for f in factions})
    more = spec.pop("data", {})
    return scenario(factions, current, phase, clearings, data={OMT: mine, **more}, **spec)


def test_do_over_comes_before_start_of_birdsong_effects_omt_4():
    """OMT.4: the Do-Over is taken at the start of the turn, before Birdsong begins. A card acting at the start of
    Birdsong (Royal Claim, scoring the clearings ruled) must therefore see the position after the Do-Over, so the
    Do-Over is the first question of the turn. (It was asked inside Birdsong, after those effects, before an
    audit of November 25, 2026.)"""
    game = tinker_game("birdsong", {5: {OMT: {"warrior": 2}}}, play_areas={OMT: ["royal_claim"]})
    assert game.pending.kind == f"{OMT}.do_over"


def test_one_favor_removing_two_factories_lowers_production_once_omt_2_5_ii():
    """OMT.2.5.II: whenever factories are removed, however many, the Production Level drops by one. Favor of the
    Foxes removes the factories in fox clearings 1 and 12 in one effect: the level goes from 3 to 2. (It was lowered
    once per clearing, to 1, before an audit of November 25, 2026.)"""
    game = tinker_game("daylight", {1: {OMT: {"factory": 1}}, 12: {OMT: {"factory": 1}}}, current="marquise",
                       data={"old_man": {"forest": "f3"}, "production": 3, "marquise": {"actions": 2}})
    run(remove_all_enemy_pieces(game, "marquise", "fox", "favor_of_the_foxes"))
    assert fs(game, OMT).tracks["factory"] == 3                 # both factories are gone
    assert fs(game, OMT).data["production"] == 2


def test_a_favor_takes_drones_gears_factory_and_old_man_but_no_robot_omt_2_4_i_omt_2_2_omt_2_5_ii():
    """Favor of the Foxes on clearing 1 (fox): the two drones go (no point, OMT.2.3.I), the two gear tokens, the
    factory and the Old Man score a point each for the Marquise (Law 3.2.1, OMT.2.2), the Old Man goes to a forest
    next to 1, the Production Level drops by one (OMT.2.5.II); the birdbot stays with its two R.S.I. gears, which
    are lost to hits only (OMT.2.4.I)."""
    game = tinker_game("daylight", {1: {OMT: {"factory": 1, "warrior": 2, "gear": 2}}}, current="marquise",
                       data={"robots": robots(birdbot=(1, 2)), "production": 2, "marquise": {"actions": 2}})
    asked, _ = run(remove_all_enemy_pieces(game, "marquise", "fox", "favor_of_the_foxes"), ["forest:f2"])
    assert [d.kind for d in asked] == [f"{OMT}.old_man_forest"]
    assert fs(game, "marquise").score == 4
    assert fs(game, OMT).data["robots"]["birdbot"] == {"clearing": 1, "gears": 2} and warriors(game, 1, OMT) == 2
    assert game.state.clearings[1].count(OMT, "gear") == 0 and fs(game, OMT).data["old_man"] == {"forest": "f2"}
    assert fs(game, OMT).data["production"] == 1
    no_problems(game)


def test_tinker_is_not_offered_for_gears_on_an_rsi_omt_5_1_i():
    """OMT.5.1.I flips tokens physically on the map only: with the Old Man and the birdbot (two R.S.I. gears) in
    clearing 1 and no token there, Tinker is not an action; Crusade is (the robot's gears may move)."""
    game = tinker_game("daylight", {}, data={"robots": robots(birdbot=(1, 2)), "actions": 4})
    options = expect(game, f"{OMT}.action")
    assert "tinker" not in options and "crusade" in options


def test_gears_overproduced_in_daylight_cannot_craft_that_turn_omt_5_1():
    """OMT.5.1: crafting comes first, then the actions. The Old Man stands with a factory in rabbit clearing 5 and no
    gear: nothing is craftable, so no crafting is asked; Overproduce then places a gear there, but the turn's
    crafting is past, so Travel Gear (one rabbit) is not crafted nor offered."""
    game = tinker_game("daylight", {5: {OMT: {"factory": 1}}},
                       data={"old_man": {"clearing": 5}},
                       hands={OMT: ["ambush_rabbit", "travel_gear_fox"], "marquise": []})
    play_choices(game, "overproduce")
    options = expect(game, f"{OMT}.action")
    assert game.state.clearings[5].count(OMT, "gear") == 1 and fs(game, OMT).score == 0
    gear_card = held(game, "travel_gear_fox", fs(game, OMT).hand)
    assert not any(str(gear_card) in o for o in options) and fs(game, OMT).crafted_items == []
    no_problems(game)
