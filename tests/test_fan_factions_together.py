"""The seven Outsiders fan factions and the Borough Kings in one game, with each other and with the Law's factions:
every invariant checked after every decision, the replay from the save, and (in one game) clones and re-dealt hidden
cards.
Each faction's own rules are tested in its own file; this file looks for what breaks when their extension points
meet (the Kings' mice lent to each opponent in turn, the Patrol's shared rule, the Menace's FRIGHT and the Order's
Witness dealing hits their own way, the Tinker's drones and robot gears counted as warriors, the Coven's spells
moving, swapping and removing everyone's warriors)."""
from __future__ import annotations

import pytest

from rootcore.testing import check_plugin_conformance

FAN = ["bone_patrol", "borough_kings", "winged_menace", "order_of_the_forest", "old_man_tinker"]


@pytest.mark.parametrize("factions, games, clones", [
    (FAN, 3, 1),
    (["marquise", "vagabond", "bone_patrol", "borough_kings", "winged_menace"], 2, 0),
    (["eyrie", "lizard", "order_of_the_forest", "old_man_tinker", "borough_kings"], 2, 0),
    (["alliance", "riverfolk", "hundreds", "winged_menace", "order_of_the_forest", "bone_patrol"], 2, 0),
    (["twelve_colonies", "borough_kings", "vagabond", "bone_patrol", "winged_menace",
      "order_of_the_forest"], 2, 1),
    # This game found the Tinker's Do-Over setting its robots up in the clearing Omnius Exitus (TC.2.3.IV) had sealed
    # and emptied, and its Old Man walking into it from a forest (Law D.6.2).
    (["twelve_colonies", "borough_kings", "vagabond", "hundreds", "old_man_tinker"], 2, 0),
    (["croakers_coven", "old_man_tinker", "borough_kings", "winged_menace", "bone_patrol"], 2, 1),
    (["croakers_coven", "order_of_the_forest", "marquise", "vagabond"], 2, 0),
])
def test_fan_factions_play_together_keeping_every_invariant(factions, games, clones):
    results = check_plugin_conformance(factions, games=games, clone_games=clones)
    assert all(result["over"] for result in results)
    assert all(set(result["game"].state.factions) >= set(factions) for result in results)


def test_dark_passage_carries_the_mice_an_opponent_holds_and_they_go_back_to_the_kings_wm_2_4_ii_bk_2_4():
    """During the Marquise's turn the Kings' mouse in a cave is her warrior (BK.2.4); her Dark Passage (WM.2.4.II)
    takes warriors out of that cave and places them in another, the same pieces: she says whether the mouse went, and
    at her turn's end it goes back to the Kings where it stands (no warrior lost or invented, Law 1.5)."""
    from helpers import expect, no_problems, play_choices, play_until, scenario, warriors
    kings, menace = "borough_kings", "winged_menace"
    game = scenario([kings, "marquise", menace], "marquise", "birdsong",
                    {6: {kings: {"warrior": 1}, "marquise": {"warrior": 2}}, 1: {"marquise": {"keep": 1}}},
                    hands={kings: [], "marquise": ["ambush_fox"], menace: []},
                    data={kings: {"regent": "oligarch", "henchmen": {}, "mice": {6: 1}}, menace: {"actions": 3}})
    assert warriors(game, 6, "marquise") == 3 and warriors(game, 6, kings) == 0  # the mouse is hers now
    assert expect(game, "winged_menace.dark_passage", "marquise") == ["yes", "no"]
    play_choices(game, "yes", "clearing:11", "count:2")  # her one card goes to the Menace without a question
    assert expect(game, f"{kings}.mischief_move", "marquise") == ["count:0", "count:1"]
    game.choose("count:1")
    assert warriors(game, 11, "marquise") == 2 and warriors(game, 6, "marquise") == 1
    assert game.state.factions[kings].data["lent"]["mice"] == {"11": 1}
    no_problems(game)
    play_choices(game, "end")
    play_until(game, menace)  # the mouse went back to the Kings at 11, and is lent there to the Menace in its turn
    assert game.state.factions[kings].data["lent"] == {"holder": menace, "mice": {"11": 1}}
    assert warriors(game, 11, menace) == 1 and warriors(game, 11, kings) == 0
    no_problems(game)


@pytest.mark.parametrize("order", [("borough_kings", "marquise", "winged_menace"),
                                   ("winged_menace", "marquise", "borough_kings")])
def test_the_mice_are_the_players_before_any_start_of_birdsong_effect_whatever_the_order_bk_2_4(order):
    """The Marquise holds the Kings' mouse in a cave from the very start of her turn (`rootcore_turn_begins`), so the
    Menace's Dark Passage, offered once the start of her Birdsong is over, counts it whichever faction the config
    lists first (the review found it offered in one order and not the other)."""
    from helpers import expect, no_problems, scenario, warriors
    game = scenario(list(order), "marquise", "birdsong",
                    {6: {"borough_kings": {"warrior": 1}}, 1: {"marquise": {"keep": 1, "warrior": 1}}},
                    hands={"borough_kings": [], "marquise": ["ambush_fox"], "winged_menace": []},
                    data={"borough_kings": {"regent": "oligarch", "henchmen": {}, "mice": {6: 1}},
                          "winged_menace": {"actions": 3}})
    assert warriors(game, 6, "marquise") == 1
    assert expect(game, "winged_menace.dark_passage", "marquise") == ["yes", "no"]
    no_problems(game)


def test_transform_swaps_in_the_old_man_tinkers_drones_keeping_its_token_count_cc_2_3_viii_omt():
    """Transform takes warriors from the other players' supplies (a swap, G.1.31): the Tinker's drones are the drone
    side of two-sided tokens, so its supply of gears shrinks with them, or the conformance kit finds a token
    counted twice."""
    from helpers import no_problems, play_choices, scenario, warriors
    coven, tinker = "croakers_coven", "old_man_tinker"
    game = scenario([coven, tinker, "marquise"], coven, "daylight",
                    {5: {coven: {"warrior": 1}, "marquise": {"warrior": 2}}},
                    hands={coven: [], tinker: [], "marquise": []},
                    data={coven: {"actions": 4, "cauldron": 2, "repertoire": ["transform"]},
                          tinker: {"old_man": {"clearing": 1}}})
    supply = game.state.factions[tinker].supply["warrior"]
    play_choices(game, "cast:transform", "count:2")  # the Marquise's two, for two drones (the one other player)
    assert warriors(game, 5, tinker) == 2 and warriors(game, 5, "marquise") == 0
    assert game.state.factions[tinker].supply == {**game.state.factions[tinker].supply, "warrior": supply - 2,
                                                  "gear": supply - 2}
    no_problems(game)


def test_a_robots_gears_moving_with_it_are_no_mice_omt_2_4_i_bk_2_4():
    """Soak seed 331: during Old Man Tinker's turn a Kings mouse is among its warriors (BK.2.4), but a robot's gears
    are its own tokens (OMT.2.4.I): a robot moving with its gears alone carries no mouse, so nobody is asked, and the
    mouse stays behind (the Tinker's drones there are never fewer than none)."""
    from helpers import expect, no_problems, play_choices, play_until, scenario
    omt, kings = "old_man_tinker", "borough_kings"
    game = scenario([omt, "marquise", kings], omt, "birdsong",
                    {9: {omt: {"warrior": 2}, kings: {"warrior": 1}}, 4: {"marquise": {"warrior": 1}}},
                    hands={omt: [], "marquise": [], kings: []},
                    data={omt: {"old_man": {"clearing": 1}, "robots": {"birdbot": {"clearing": 9, "gears": 2}},
                                "actions": 2},
                          kings: {"regent": "oligarch", "henchmen": {}, "mice": {9: 1}}})
    assert game.state.factions[kings].data["lent"]["mice"] == {"9": 1}
    game.choose("no")  # no Do-Over
    play_until(game, omt, f"{omt}.action")
    play_choices(game, "crusade", "clearing:4", "robot:birdbot", "count:0")  # the robot and its two gears only
    assert expect(game, f"{omt}.battle.clearing", omt)
    assert game.state.factions[kings].data["lent"]["mice"] == {"9": 1}
    no_problems(game)


def test_the_tinker_may_take_a_hit_on_a_mouse_it_holds_before_its_robots_gears_bk_2_4_law_4_3_4_omt_2_4_i():
    """During Old Man Tinker's turn the Kings' mouse beside its birdbot is its warrior (BK.2.4), and the side taking
    hits chooses which of its pieces go (Law 4.3.4): the Tinker may take the Marquise's first hit on the mouse, which
    goes back to the bag (it cannot be one of the robots' gears, which are lost to hits only, OMT.2.4.I), and the
    second on a robot. Soak seed 7082: while the second hit is asked, the mouse's removal not yet told to the
    Kings, no invariant breaks (the robot still has its gears)."""
    from helpers import expect, fix_dice, no_problems, play_choices, play_until, scenario
    omt, kings = "old_man_tinker", "borough_kings"
    game = scenario([omt, "marquise", kings], omt, "birdsong",
                    {9: {kings: {"warrior": 1}, "marquise": {"warrior": 4}}},
                    hands={omt: [], "marquise": [], kings: []},
                    data={omt: {"old_man": {"clearing": 1}, "actions": 2,
                                "robots": {"birdbot": {"clearing": 9, "gears": 2}, "wolfbot": {"clearing": 9, "gears": 1}}},
                          kings: {"regent": "oligarch", "henchmen": {}, "mice": {9: 1}}})
    assert game.state.factions[kings].data["lent"]["mice"] == {"9": 1}
    bag = game.factions[kings].bag_mice(game)
    real = game.state.rng.randrange
    game.state.rng.randrange = lambda n: 3 if n == 6 else real(n)  # the Breakage Die shows a blank face (OMT.4.1)
    game.choose("no")  # no Do-Over
    game.state.rng.randrange = real
    play_until(game, omt, f"{omt}.action")
    fix_dice(game, 2, 2)  # each side deals two hits
    play_choices(game, "crusade")  # a battle in 9 (no move: nobody rules it); the Marquise has no card to play
    assert expect(game, f"{omt}.take_hit", omt) == ["drone", "robot:birdbot", "robot:wolfbot"]
    play_choices(game, "drone")
    assert expect(game, f"{omt}.take_hit", omt) == ["robot:birdbot", "robot:wolfbot"]  # the mouse is gone
    no_problems(game)
    play_choices(game, "robot:wolfbot")
    assert game.state.factions[omt].data["robots"]["birdbot"]["gears"] == 2
    assert game.state.clearings[9].warriors[omt] == 2
    assert game.state.factions[kings].data["lent"]["mice"] == {}
    assert game.factions[kings].bag_mice(game) == bag + 1
    no_problems(game)


def test_the_tinker_says_whether_a_warrior_hit_beside_its_robot_was_a_drone_or_a_mouse_bk_2_4_law_4_3_4():
    """A drone and a Kings mouse beside the Tinker's birdbot (BK.2.4): the Marquise's hit falls on one of the two, and
    the Tinker says which (Law 4.3.4); a drone lost leaves the mouse lent and the robot its gears."""
    from helpers import expect, fix_dice, no_problems, play_choices, play_until, scenario
    omt, kings = "old_man_tinker", "borough_kings"
    game = scenario([omt, "marquise", kings], omt, "birdsong",
                    {9: {omt: {"warrior": 1}, kings: {"warrior": 1}, "marquise": {"warrior": 4}}},
                    hands={omt: [], "marquise": [], kings: []},
                    data={omt: {"old_man": {"clearing": 1}, "robots": {"birdbot": {"clearing": 9, "gears": 2}},
                                "actions": 2},
                          kings: {"regent": "oligarch", "henchmen": {}, "mice": {9: 1}}})
    real = game.state.rng.randrange
    game.state.rng.randrange = lambda n: 3 if n == 6 else real(n)  # the Breakage Die shows a blank face (OMT.4.1)
    game.choose("no")  # no Do-Over
    game.state.rng.randrange = real
    play_until(game, omt, f"{omt}.action")
    fix_dice(game, 2, 1)
    play_choices(game, "crusade", "drone")  # a battle in 9 (nobody rules it: no move)
    assert expect(game, f"{kings}.mischief_removed", omt) == ["count:0", "count:1"]
    no_problems(game)
    play_choices(game, "count:0")  # a drone: the mouse stays lent
    assert game.state.factions[kings].data["lent"]["mice"] == {"9": 1}
    assert game.state.factions[omt].data["robots"]["birdbot"]["gears"] == 2
    no_problems(game)


def test_a_witness_against_the_kings_swaps_rats_the_mice_being_the_orders_own_of_5_2_bk_2_4():
    """On the Order of the Forest's turn the Kings' mouse in 12 is the Order's warrior (BK.2.4), so its Witness against
    the Kings (OF.5.2, an enemy's warriors) swaps their rats alone into the Ranks: the Kings' count of mice stays
    right (none in the Ranks, none on the map while lent), and at the turn's end the mouse is theirs again in 12."""
    from helpers import fix_dice, no_problems, play_until, scenario
    order, kings = "order_of_the_forest", "borough_kings"
    game = scenario([order, kings, "marquise"], order, "birdsong",
                    {12: {order: {"pawn": 1, "warrior": 1}, kings: {"warrior": 3}}},
                    hands={order: ["anvil", "root_tea_fox"], kings: [], "marquise": []},
                    data={order: {"pawns": {"fox": 12}, "order": ["ambush_fox"]},
                          kings: {"regent": "oligarch", "henchmen": {}, "mice": {12: 1}}})
    kings_fs = game.state.factions[kings]
    assert kings_fs.data["lent"]["mice"] == {"12": 1}
    play_until(game, order, f"{order}.witness")
    fix_dice(game, 2, 0)
    game.choose(f"witness:12:{kings}")
    while game.pending.kind == f"{order}.witness.card":
        game.choose(game.pending.option_ids[0])
    assert game.factions[order].ranks(game) == {kings: 2}
    assert game.state.clearings[12].warriors.get(kings, 0) == 0
    assert kings_fs.data["held_mice"] == {} and kings_fs.data["lent"]["mice"] == {"12": 1}
    no_problems(game)
    play_until(game, kings)
    assert game.factions[kings].mice_on_map(game) == {12: 1}
    assert game.factions[kings].bag_mice(game) == 3
    no_problems(game)


def test_a_witness_swapping_the_colonies_last_turtle_in_a_clearing_leaves_no_turtle_tallied_there_of_5_2_tc_2_2():
    """The Order's Witness (OF.5.2) swaps the Colonies' only warrior in 12, a turtle (TC.2.2), into the Ranks: the
    Colonies' tally of turtles there goes with it, so warriors arriving in 12 later are not read as that turtle (found
    by `rootcore fuzz`, seed 600497: a sixth turtle of five appeared when snakes moved back in)."""
    from helpers import fix_dice, no_problems, play_until, scenario
    from rootcore.rules import pieces
    order, colonies = "order_of_the_forest", "twelve_colonies"
    game = scenario([order, colonies], order, "birdsong",
                    {12: {order: {"pawn": 1, "warrior": 3}, colonies: {"warrior": 1}},
                     6: {colonies: {"warrior": 2, "capitol": 1}}},
                    hands={order: ["anvil", "root_tea_fox"], colonies: []},
                    data={order: {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, colonies: {"turtles": {12: 1}}})
    tc = game.factions[colonies]
    assert tc.turtles_at(game, 12) == 1 and tc.turtles_off_map(game) == 4
    play_until(game, order, f"{order}.witness")
    fix_dice(game, 2, 0)  # two hits, the turtle ignoring one (TC.2.2.I)
    game.choose(f"witness:12:{colonies}")
    while game.pending.kind == f"{order}.witness.card":
        game.choose(game.pending.option_ids[0])
    assert game.factions[order].ranks(game) == {colonies: 1}
    assert "12" not in game.state.factions[colonies].data["turtles"]
    no_problems(game)
    pieces.put(game.state.clearings[12], colonies, "warrior", "warrior", 2)  # snakes arriving later
    game.state.factions[colonies].supply["warrior"] -= 2
    assert tc.turtles_at(game, 12) == 0 and tc.snakes_at(game, 12) == 2
    no_problems(game)
