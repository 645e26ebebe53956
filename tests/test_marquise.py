"""Rules tests for the Marquise de Cat (Law 6), each named after its rule."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.content import ContentError
from rootcore.rules import pieces
from conftest import build_faction, install_variant_faction, variant_board
from helpers import expect, faction_scenario, fix_dice, play_choices, warriors


def marquise_turn(clearings, phase="daylight", **extra):
    spec = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": phase, "clearings": clearings}
    spec.update(extra)
    return rootcore.scenario(spec)


def hand_ids(game, faction="marquise"):
    return sorted(game.cards[c].id for c in game.state.factions[faction].hand)


# -- setup (6.3) -------------------------------------------------------------------------------------------

def test_setup_keep_garrison_and_starting_buildings_law_6_3():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    corners = {"clearing:1", "clearing:2", "clearing:3", "clearing:4"}
    assert set(expect(game, "marquise.setup.keep", "marquise")) == corners
    play_choices(game, "clearing:1")
    st = game.state
    assert ("marquise", "keep") in st.clearings[1].tokens
    assert st.clearings[3].warriors.get("marquise") is None  # 6.3.3: not the opposite corner
    assert all(st.clearings[c].warriors.get("marquise") == 1 for c in range(1, 13) if c != 3)
    # 6.3.4: buildings among the keep's clearing and its neighbours (1 has one slot, 5/9/10 are adjacent)
    assert set(expect(game, "marquise.setup.building")) == {"clearing:1", "clearing:5", "clearing:9", "clearing:10"}
    play_choices(game, "clearing:1")
    assert "clearing:1" not in expect(game, "marquise.setup.building")  # the only slot is full
    play_choices(game, "clearing:5", "clearing:9")
    fs = st.factions["marquise"]
    assert fs.tracks == {"sawmill": 5, "workshop": 5, "recruiter": 5}  # 6.3.5
    assert fs.supply["warrior"] == 25 - 11 and fs.supply["wood"] == 8  # 6.3.1: 25 warriors and 8 wood


# -- abilities (6.2) ---------------------------------------------------------------------------------------

def test_others_cannot_place_in_the_keep_clearing_law_6_2_2():
    game = marquise_turn({1: {"marquise": {"keep": 1, "warrior": 1}}})
    assert not pieces.can_place(game, "eyrie", "warrior", 1)
    assert pieces.can_place(game, "eyrie", "warrior", 5)
    assert pieces.can_place(game, "marquise", "warrior", 1)


def test_a_removed_keep_leaves_the_game_law_6_2_2():
    game = marquise_turn({1: {"marquise": {"keep": 1}}})
    pieces.remove(game, "marquise", "keep", 1, 1, "eyrie", "battle")
    fs = game.state.factions["marquise"]
    assert fs.supply.get("keep", 0) == 0 and fs.removed == {"keep": 1}
    assert pieces.available(game, "marquise", "keep") == 0


def test_others_may_move_into_the_keep_clearing_law_6_2_2():
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                              "clearings": {1: {"marquise": {"keep": 1}}, 5: {"eyrie": {"warrior": 2}}},
                              "data": {"eyrie": {"leader": "commander", "decree": {"move": ["anvil"]}}}})
    from rootcore.rules import move
    assert 1 in move.destinations(game, "eyrie", 5)


def battle_marquise_warriors(extra_hand=(), keep=True, options=None, sealed=None):
    """The Eyrie attack two Marquise warriors in fox clearing 8; the Marquise keeps clearing 1."""
    board = {8: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}}
    if keep:
        board[1] = {"marquise": {"keep": 1}}
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                              "clearings": board, "hands": {"marquise": list(extra_hand)}, "options": options or {},
                              "sealed": sealed or {},
                              "data": {"eyrie": {"leader": "despot", "decree": {"battle": ["anvil"]}}}})
    fix_dice(game, 3, 0)
    return game


def to_field_hospitals(game):
    """Answer every decision with its first option until Field Hospitals is asked (or the game ends)."""
    while game.pending and game.pending.kind != "marquise.field_hospitals":
        game.choose(game.pending.option_ids[0])


def test_field_hospitals_returns_removed_warriors_to_the_keep_law_6_2_3():
    game = battle_marquise_warriors(["root_tea_fox", "bake_sale"])
    to_field_hospitals(game)
    options = expect(game, "marquise.field_hospitals", "marquise")
    fox = [o for o in options if o != "pass"]
    assert len(fox) == 1 and game.cards[int(fox[0].split(":")[1])].id == "root_tea_fox"  # only a fox matches
    play_choices(game, fox[0])
    assert game.state.clearings[1].warriors == {"marquise": 2}
    assert hand_ids(game) == ["bake_sale"]


def test_field_hospitals_after_an_ambush_keeps_the_attacker_in_the_battle_law_4_3_1_II_and_4_3_4():
    # The ambush deals its hits as step 4 would (4.3.1.II), and the effects that removal triggers are part of
    # dealing hits (4.3.4): Field Hospitals puts the warrior back in the keep's clearing before the ambush asks
    # whether any attacker is left, so the battle goes on to the dice.
    game = marquise_turn({1: {"marquise": {"warrior": 1, "keep": 1, "sawmill": 1}, "eyrie": {"warrior": 2}}},
                         hands={"eyrie": ["ambush_fox"], "marquise": ["anvil"]},
                         data={"eyrie": {"leader": "builder", "viziers": {}}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    ambush = next(o for o in expect(game, "battle.ambush", "eyrie") if o != "pass")
    play_choices(game, ambush, "piece:sawmill")  # the second hit: the warrior first, then the sawmill (4.3.4)
    play_choices(game, next(o for o in expect(game, "marquise.field_hospitals", "marquise") if o != "pass"))
    assert [e["type"] for e in game.events if e["type"] in ("battle_ended_early", "dice")] == ["dice"]
    assert game.state.clearings[1].warriors == {"marquise": 1, "eyrie": 1}  # the dice's 3 hits, capped at 1

def test_field_hospitals_accepts_a_bird_law_6_2_3_and_2_1_1():
    game = battle_marquise_warriors(["birdy_bindle"])
    to_field_hospitals(game)
    assert len(expect(game, "marquise.field_hospitals")) == 2  # the bird, or pass


def test_field_hospitals_declined_warriors_go_to_supply_law_6_2_3():
    game = battle_marquise_warriors(["root_tea_fox"])
    to_field_hospitals(game)
    supply = game.state.factions["marquise"].supply["warrior"]
    play_choices(game, "pass")
    assert game.state.clearings[1].warriors == {}
    assert game.state.factions["marquise"].supply["warrior"] == supply


def test_field_hospitals_with_concealed_hands_asked_whenever_a_card_is_held_law_6_2_3_and_1_2_1():
    """With `conceal_hands`, a Marquise holding no matching card is asked all the same, passing the only answer:
    the question does not show that she holds none (Law 1.2.1)."""
    game = battle_marquise_warriors(["bake_sale"], options={"conceal_hands": True})  # rabbit: no match in fox 8
    to_field_hospitals(game)
    assert expect(game, "marquise.field_hospitals", "marquise") == ["pass"]
    play_choices(game, "pass")
    assert game.state.clearings[1].warriors == {} and hand_ids(game) == ["bake_sale"]


def eyrie_daylight_kinds(game):
    """Answer every decision of the Eyrie's Daylight with its first option; the kinds asked."""
    kinds = []
    while game.pending and game.state.current_faction == "eyrie" and game.state.phase == "daylight":
        kinds.append(game.pending.kind)
        game.choose(game.pending.option_ids[0])
    return kinds


def test_no_field_hospitals_without_the_keep_law_6_2_3():
    game = battle_marquise_warriors(["root_tea_fox"], keep=False)
    assert "marquise.field_hospitals" not in eyrie_daylight_kinds(game)
    assert game.state.clearings[8].warriors.get("marquise") is None


def test_no_field_hospitals_when_only_a_building_is_removed_law_6_2_3():
    """Law 6.2.3 returns warriors only: the Eyrie's battle removes her lone sawmill in fox clearing 8, and her fox
    card is not asked for."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                              "clearings": {8: {"marquise": {"sawmill": 1}, "eyrie": {"warrior": 3}},
                                            1: {"marquise": {"keep": 1}}},
                              "hands": {"marquise": ["root_tea_fox"]},
                              "data": {"eyrie": {"leader": "despot", "decree": {"battle": ["anvil"]}}}})
    fix_dice(game, 3, 0)
    assert "marquise.field_hospitals" not in eyrie_daylight_kinds(game)
    assert game.state.clearings[8].buildings == [] and "root_tea_fox" in hand_ids(game)


def test_no_field_hospitals_when_the_keep_clearing_takes_no_warrior_law_6_2_3_and_1_5_4():
    """The keep's clearing sealed (D.6.2): no warrior could be placed there, the most possible being none (1.5.4),
    so the card is not offered and stays in her hand; the warriors go to her supply."""
    game = battle_marquise_warriors(["root_tea_fox"], sealed={1: "torch"})
    supply = game.state.factions["marquise"].supply["warrior"]
    assert "marquise.field_hospitals" not in eyrie_daylight_kinds(game)
    assert game.state.clearings[1].warriors == {} and "root_tea_fox" in hand_ids(game)
    assert game.state.factions["marquise"].supply["warrior"] == supply + 2


def test_no_field_hospitals_for_the_mercenaries_she_hired_law_1_5_3():
    """Law 1.5.3: the Riverfolk warriors the Marquise hired (Mercenaries, 11.2.7.III) fight for her, but they stay
    Riverfolk warriors: their removal asks no Field Hospitals (6.2.3) and they go back to the Riverfolk's supply."""
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie", "riverfolk"], "current": "marquise", "phase": "daylight",
        "clearings": {1: {"marquise": {"keep": 1, "warrior": 1}},
                      8: {"riverfolk": {"warrior": 2}, "eyrie": {"warrior": 2}}},
        "hands": {"marquise": ["root_tea_fox"]},
        "data": {"eyrie": {"leader": "despot", "viziers": {}}, "riverfolk": {"bought": {"marquise": ["mercenaries"]}}}})
    supply = game.state.factions["riverfolk"].supply["warrior"]
    fix_dice(game, 3, 3)
    play_choices(game, "battle")  # her only clearing of battle and defender: 8 and the Eyrie, without asking
    assert expect(game, "marquise.action", "marquise")  # back to her actions: no Field Hospitals was asked
    assert game.state.clearings[8].warriors == {} and game.state.clearings[1].warriors == {"marquise": 1}
    assert game.state.factions["riverfolk"].supply["warrior"] == supply + 2 and hand_ids(game) == ["root_tea_fox"]


def test_field_hospitals_after_a_vagabond_strike_outside_battle_law_9_5_6_and_6_2_3():
    """A warrior the Vagabond's Strike removes (9.5.6, no battle) is a Marquise warrior removed from a clearing:
    Field Hospitals (6.2.3) is offered, for a card matching that clearing (mouse 9), not the keep's."""
    game = rootcore.scenario({
        "factions": ["marquise", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {9: {"marquise": {"warrior": 1}}, 1: {"marquise": {"keep": 1}}},
        "hands": {"marquise": ["mouse_in_a_sack", "anvil"]},
        "data": {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 9,
                              "items": ["crossbow", "boot"]}}})
    play_choices(game, "strike")
    options = expect(game, "marquise.field_hospitals", "marquise")
    assert [game.cards[int(o.split(":")[1])].id for o in options if o != "pass"] == ["mouse_in_a_sack"]
    play_choices(game, options[0])
    assert game.state.clearings[9].warriors == {} and game.state.clearings[1].warriors == {"marquise": 1}
    assert hand_ids(game) == ["anvil"]


def test_field_hospitals_after_a_lizard_convert_law_10_4_3_ii_and_6_2_3():
    """Convert replaces a Marquise warrior (10.4.3.II): replacing removes it (G.1.22), so Field Hospitals (6.2.3)
    may send it to the keep's clearing while the Cult warrior takes its place."""
    game = rootcore.scenario({
        "factions": ["marquise", "lizard"], "current": "lizard", "phase": "birdsong",
        "clearings": {1: {"marquise": {"warrior": 2}}, 2: {"marquise": {"keep": 1}}},
        "hands": {"marquise": ["foxfolk_steel"], "lizard": ["ambush_bird"]},
        "data": {"lizard": {"outcast": "fox", "acolytes": 2}}})
    play_choices(game, "convert")  # fox clearing 1, the only one with an enemy warrior: taken unasked
    play_choices(game, next(o for o in expect(game, "marquise.field_hospitals", "marquise") if o != "pass"))
    assert game.state.clearings[1].warriors == {"marquise": 1, "lizard": 1}
    assert game.state.clearings[2].warriors == {"marquise": 1} and hand_ids(game) == []


# -- birdsong (6.4) -------------------------------------------------------------------------------------

def test_birdsong_places_wood_at_each_sawmill_law_6_4():
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "warrior": 1}}, 5: {"marquise": {"sawmill": 2}}},
                         phase="birdsong")
    assert game.state.clearings[1].count("marquise", "wood") == 1
    assert game.state.clearings[5].count("marquise", "wood") == 2


def test_birdsong_wood_shortage_lets_the_marquise_choose_law_6_4_and_1_5_4():
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "wood": 7}}, 5: {"marquise": {"sawmill": 1}}},
                         phase="birdsong")
    assert set(expect(game, "marquise.wood")) == {"clearing:1", "clearing:5"}
    play_choices(game, "clearing:5")
    assert game.state.clearings[5].count("marquise", "wood") == 1
    assert game.state.factions["marquise"].supply["wood"] == 0


def test_birdsong_with_wood_for_every_sawmill_asks_nothing_law_6_4():
    """Law 6.4: with exactly one wood per sawmill in the supply, each sawmill gets one and nothing is asked."""
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "wood": 6}}, 5: {"marquise": {"sawmill": 1}}},
                         phase="birdsong")
    assert game.state.clearings[1].count("marquise", "wood") == 7
    assert game.state.clearings[5].count("marquise", "wood") == 1
    assert game.pending.kind != "marquise.wood"


def test_birdsong_wood_shortage_stops_asking_once_the_wood_is_placed_law_6_4_and_1_5_4():
    """Law 6.4 and 1.5.4: two wood left for four sawmills: she places both where she chooses, then Birdsong ends."""
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "wood": 6}}, 2: {"marquise": {"sawmill": 1}},
                          5: {"marquise": {"sawmill": 1}}, 10: {"marquise": {"sawmill": 1}}}, phase="birdsong")
    assert len(expect(game, "marquise.wood")) == 4
    play_choices(game, "clearing:5")
    assert set(expect(game, "marquise.wood")) == {"clearing:1", "clearing:2", "clearing:10"}
    play_choices(game, "clearing:2")
    assert game.pending.kind != "marquise.wood"
    assert {c: game.state.clearings[c].count("marquise", "wood") for c in (1, 2, 5, 10)} == {1: 6, 2: 1, 5: 1, 10: 0}


# -- daylight actions (6.5) ----------------------------------------------------------------------------------

def test_a_position_mid_daylight_with_actions_left_goes_on_from_the_action_menu_law_6_5():
    """A scenario may start the Marquise's Daylight with some actions left (her resume point): crafting is
    behind her and, unless the data says otherwise, she has not recruited yet."""
    game = marquise_turn({1: {"marquise": {"warrior": 2, "recruiter": 1, "workshop": 1}}},
                         hands={"marquise": ["anvil"]}, data={"marquise": {"actions": 1}})
    assert expect(game, "marquise.action") == ["march", "recruit", "end"]  # no craft menu, though anvil could be
    assert game.pending.prompt == "Choose an action (1 left)"  # not a Daylight begun again with three


def test_three_actions_plus_one_per_bird_card_law_6_5():
    game = marquise_turn({1: {"marquise": {"warrior": 5}}}, hands={"marquise": ["ambush_bird"]})
    assert "bird_action" in expect(game, "marquise.action")
    play_choices(game, "bird_action")
    assert game.state.factions["marquise"].data["actions"] == 4
    assert "bird_action" not in expect(game, "marquise.action")


def three_marches(game):
    for _ in range(3):  # one move 1 -> 5 each, the second move declined
        play_choices(game, "march")
        if game.pending.kind == "marquise.march.origin":
            play_choices(game, "clearing:1")
        play_choices(game, "clearing:5", "count:1", "pass")


def test_daylight_goes_on_after_the_third_action_for_a_bird_card_or_dominance_law_6_5_and_3_3_1():
    game = marquise_turn({1: {"marquise": {"warrior": 5}}}, hands={"marquise": ["dominance_fox", "ambush_bird"]},
                         scores={"marquise": 10})
    dominance = game.cards.index(next(c for c in game.cards if c.id == "dominance_fox"))
    play_choices(game, "done")  # not activated while crafting
    three_marches(game)
    assert expect(game, "marquise.action") == ["bird_action", f"activate_dominance:{dominance}", "end"]
    play_choices(game, f"activate_dominance:{dominance}")
    assert game.state.factions["marquise"].dominance == dominance
    play_choices(game, "bird_action")  # the only bird card: spent without asking
    assert game.state.factions["marquise"].data["actions"] == 1
    assert "march" in expect(game, "marquise.action")


def test_a_bird_dominance_card_spent_for_an_extra_action_becomes_available_law_6_5_and_3_3_3():
    game = marquise_turn({1: {"marquise": {"warrior": 5}}}, hands={"marquise": ["dominance_bird"]},
                         dominance_in_deck=True)
    dominance = game.state.factions["marquise"].hand[0]
    three_marches(game)
    play_choices(game, "bird_action")  # spent for its suit (2.1.3): not discarded but set near the map
    assert game.state.available_dominance == [dominance] and dominance not in game.state.discard
    assert "march" in expect(game, "marquise.action")


def test_daylight_ends_after_the_third_action_when_nothing_is_left_to_use_law_6_5():
    game = marquise_turn({1: {"marquise": {"warrior": 5}}}, hands={"marquise": ["anvil"]})
    three_marches(game)
    assert game.state.phase != "daylight" or game.state.current_faction != "marquise"


def test_workshops_craft_at_the_start_of_daylight_law_6_2_1():
    """Law 6.2.1: the workshop in fox clearing 1 pays for the anvil; the sawmill and recruiter in mouse clearing 2
    pay for nothing, so the mouse-cost bag is not offered."""
    game = marquise_turn({1: {"marquise": {"workshop": 1}}, 2: {"marquise": {"sawmill": 1, "recruiter": 1}}},
                         hands={"marquise": ["anvil", "birdy_bindle"]})
    anvil, bindle = game.state.factions["marquise"].hand
    assert expect(game, "marquise.craft", "marquise") == [f"craft:{anvil}", "done"]
    play_choices(game, f"craft:{anvil}")
    assert game.state.factions["marquise"].crafted_items == ["hammer"] and hand_ids(game) == ["birdy_bindle"]


def test_battle_is_one_of_her_actions_law_6_5_1():
    game = marquise_turn({8: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}},
                         data={"eyrie": {"leader": "despot", "viziers": {}}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")  # 8 and the Eyrie, the only clearing and defender, without asking
    assert game.state.clearings[8].warriors == {"marquise": 2}
    assert game.state.factions["marquise"].data["actions"] == 2
    assert "battle" not in expect(game, "marquise.action")  # no enemy left to battle


def test_march_is_up_to_two_moves_law_6_5_2():
    game = marquise_turn({1: {"marquise": {"warrior": 2}}})
    play_choices(game, "march", "clearing:10", "count:2")
    assert "pass" in expect(game, "marquise.march.origin")
    play_choices(game, "pass")
    assert game.state.factions["marquise"].data["actions"] == 2


@pytest.mark.parametrize("moves", [1, 3])
def test_a_variant_board_sets_how_many_moves_a_march_takes_law_6_5_2(extra_site, tmp_path, moves):
    """`march_moves` in the board's data is the March's number of moves (two on the printed board)."""
    cats = install_variant_faction(extra_site, tmp_path, "marquise", "felines",
                                   ("march_moves = 2", f"march_moves = {moves}"))
    game = rootcore.scenario({"factions": [cats, "eyrie"], "current": cats, "phase": "daylight",
                              "clearings": {1: {cats: {"warrior": 4}}}})
    label = next(o.label for o in game.pending.options if o.id == "march")
    assert label == ("March (one move)" if moves == 1 else f"March (up to {moves} moves)")
    play_choices(game, "march", "clearing:10", "count:1")  # the first move: clearing 1 is the only origin
    for _ in range(moves - 1):
        play_choices(game, "clearing:1", "clearing:10", "count:1")  # each later move may be declined
    assert game.state.clearings[10].warriors == {cats: moves}
    assert game.pending.kind == "marquise.action" and game.state.factions[cats].data["actions"] == 2
    if moves == 3:  # declining the second move ends the March: no third move is asked
        game = rootcore.scenario({"factions": [cats, "eyrie"], "current": cats, "phase": "daylight",
                                  "clearings": {1: {cats: {"warrior": 4}}}})
        play_choices(game, "march", "clearing:10", "count:1", "pass")
        assert game.pending.kind == "marquise.action" and game.state.clearings[10].warriors == {cats: 1}


def test_a_variant_board_must_have_the_pieces_her_rules_name_law_6_3(tmp_path):
    """Her rules name the keep and wood (tokens, Law 6.3.2, 6.4) and her three buildings, each read from the track
    of its name (6.3.4-6.3.5, 6.5.4): a variant board that misspells one is refused by file and field when the
    faction is built, instead of a KeyError in play. The shipped board passes."""
    path = variant_board(tmp_path, "marquise", ('wood = { type = "token"', 'woood = { type = "token"'),
                         ('keep = { type = "token"', 'keep = { type = "building"'),
                         ('track = "recruiter"', 'track = "recruiters"'), ("[tracks.recruiter]", "[tracks.recruiters]"))
    with pytest.raises(ContentError) as error:
        build_faction("marquise", path)
    assert [str(i) for i in error.value.issues] == [
        f"{path}: $.pieces.keep.type: the rules need 'keep' to be a token, not a building",
        f"{path}: $.pieces.wood: the rules need a token piece 'wood', which the board's pieces lack "
        "(did you mean 'woood'?)",
        f"{path}: $.pieces.recruiter.track: the rules keep 'recruiter' on the track 'recruiter', not 'recruiters'"]
    assert build_faction("marquise").march_moves == 2


def test_a_variant_track_without_a_vp_row_scores_nothing_law_g_1_19(tmp_path):
    # An empty row is a track printing no VP: the sawmill the next build uncovers scores 0 on such a board, where the
    # shipped board's second sawmill space scores 1 (6.5.4). One sawmill is on the map, so one is off the track.
    game = marquise_turn({1: {"marquise": {"sawmill": 1}}})
    assert game.state.factions["marquise"].tracks["sawmill"] == 5
    assert build_faction("marquise").uncovered_vp(game, "sawmill") == 1
    path = variant_board(tmp_path, "marquise", ("vp = [0, 1, 2, 3, 4, 5]", "vp = []"))
    assert build_faction("marquise", path).uncovered_vp(game, "sawmill") == 0


def test_recruit_places_a_warrior_at_each_recruiter_once_per_turn_law_6_5_3():
    game = marquise_turn({1: {"marquise": {"recruiter": 1}}, 5: {"marquise": {"recruiter": 2}}})
    play_choices(game, "recruit")
    assert game.state.clearings[1].warriors == {"marquise": 1} and game.state.clearings[5].warriors == {"marquise": 2}
    assert "recruit" not in expect(game, "marquise.action")


def test_recruit_short_of_warriors_places_the_most_possible_where_she_chooses_law_6_5_3_and_1_5_4():
    # Three recruiters (one in 1, two in 5) and two warriors left in the supply (23 on the map in 7).
    game = marquise_turn({1: {"marquise": {"recruiter": 1}}, 5: {"marquise": {"recruiter": 2}},
                          7: {"marquise": {"warrior": 23}}})
    play_choices(game, "recruit")
    assert expect(game, "marquise.recruit") == ["clearing:1", "clearing:5"]
    play_choices(game, "clearing:5")
    assert expect(game, "marquise.recruit") == ["clearing:1", "clearing:5"]  # one left, still her choice
    play_choices(game, "clearing:5")
    assert game.state.clearings[5].warriors == {"marquise": 2} and not game.state.clearings[1].warriors
    assert game.state.factions["marquise"].supply["warrior"] == 0 and game.pending.kind == "marquise.action"


def test_recruit_with_exactly_enough_warriors_places_them_all_without_a_choice_law_6_5_3_and_1_5_4():
    # Three recruiters (one in 1, two in 5) and exactly three warriors left (22 on the map in 7): every recruiter
    # gets its warrior, so there is nothing to choose (the choice of 1.5.4 is only for a supply that falls short).
    game = marquise_turn({1: {"marquise": {"recruiter": 1}}, 5: {"marquise": {"recruiter": 2}},
                          7: {"marquise": {"warrior": 22}}})
    play_choices(game, "recruit")
    assert game.pending.kind == "marquise.action"
    assert game.state.clearings[1].warriors == {"marquise": 1} and game.state.clearings[5].warriors == {"marquise": 2}
    assert game.state.factions["marquise"].supply["warrior"] == 0


def test_recruit_stops_asking_once_the_supply_is_empty_law_6_5_3_and_1_5_4():
    # Recruiters in 1, 5 and 10, one warrior left (24 on the map in 7): she places it where she chooses, and then
    # nothing is left to place, so she is not asked about the other two recruiters.
    game = marquise_turn({1: {"marquise": {"recruiter": 1}}, 5: {"marquise": {"recruiter": 1}},
                          10: {"marquise": {"recruiter": 1}}, 7: {"marquise": {"warrior": 24}}})
    play_choices(game, "recruit")
    assert expect(game, "marquise.recruit") == ["clearing:1", "clearing:5", "clearing:10"]
    play_choices(game, "clearing:10")
    assert game.pending.kind == "marquise.action"
    assert game.state.clearings[10].warriors == {"marquise": 1}
    assert not game.state.clearings[1].warriors and not game.state.clearings[5].warriors


def test_build_pays_wood_through_ruled_clearings_and_scores_law_6_5_4():
    # Wood in 1 and 5 is linked by ruled clearings; wood in 4 is not (9 is the Eyrie's, 8 and 12 nobody's).
    # Each type already has one building on the map, so the next costs 1 wood.
    game = marquise_turn({1: {"marquise": {"warrior": 1, "wood": 1}},
                          5: {"marquise": {"warrior": 1, "wood": 1}},
                          9: {"eyrie": {"warrior": 1}},
                          4: {"marquise": {"warrior": 1, "wood": 3, "sawmill": 1}},
                          7: {"marquise": {"workshop": 1, "recruiter": 1}}})
    play_choices(game, "build")
    play_choices(game, "clearing:5")
    kinds = expect(game, "marquise.build.kind")
    assert set(kinds) == {"building:sawmill", "building:workshop", "building:recruiter"}  # cost 1 each
    play_choices(game, "building:workshop")
    assert set(expect(game, "marquise.build.wood")) == {"clearing:1", "clearing:5"}
    play_choices(game, "clearing:1")
    st = game.state
    assert st.clearings[5].count("marquise", "workshop") == 1 and st.clearings[1].count("marquise", "wood") == 0
    assert st.factions["marquise"].score == 2  # the second workshop's space shows 2 VP
    assert st.factions["marquise"].tracks["workshop"] == 4  # six, less two on the map


def test_build_cost_rises_along_the_track_law_6_5_4_II():
    game = marquise_turn({1: {"marquise": {"warrior": 1, "wood": 1, "sawmill": 2}}})
    # the third sawmill costs 2: one wood is not enough, and clearing 1 has no open slot anyway
    from rootcore_plugins.marquise import Marquise
    faction = game.factions["marquise"]
    assert isinstance(faction, Marquise) and faction.building_cost(game, "sawmill") == 2
    assert "build" not in expect(game, "marquise.action")


def test_build_takes_the_rest_of_the_cost_from_the_only_wood_left_law_6_5_4_II():
    """Law 6.5.4.II: the next sawmill costs 2 wood; 1 wood lies in clearing 5, where she builds, and 2 in clearing 1,
    linked through ruled clearings. Paying the first wood from 5 empties it: the second can only come from 1, so it
    is taken without asking, and clearing 1 keeps one wood."""
    game = marquise_turn({5: {"marquise": {"warrior": 1, "wood": 1}}, 1: {"marquise": {"warrior": 1, "wood": 2}},
                          2: {"marquise": {"workshop": 2}}, 6: {"marquise": {"sawmill": 2}},
                          7: {"marquise": {"recruiter": 2}}})
    play_choices(game, "build", "clearing:5", "building:sawmill")
    assert expect(game, "marquise.build.wood") == ["clearing:1", "clearing:5"]
    play_choices(game, "clearing:5")
    assert game.pending.kind == "marquise.action"  # no second question: only clearing 1 has wood left
    st = game.state
    assert st.clearings[5].count("marquise", "sawmill") == 1
    assert st.clearings[5].count("marquise", "wood") == 0 and st.clearings[1].count("marquise", "wood") == 1


def test_build_paid_with_every_linked_wood_asks_nothing_law_6_5_4_II():
    """Law 6.5.4.II: the next sawmill costs 2 and clearings 5 and 1, linked and ruled, hold one wood each: both must
    go, so she is not asked where from."""
    game = marquise_turn({5: {"marquise": {"warrior": 1, "wood": 1}}, 1: {"marquise": {"warrior": 1, "wood": 1}},
                          2: {"marquise": {"workshop": 2}}, 6: {"marquise": {"sawmill": 2}},
                          7: {"marquise": {"recruiter": 2}}})
    play_choices(game, "build", "clearing:5", "building:sawmill")
    assert game.pending.kind == "marquise.action"
    st = game.state
    assert st.clearings[5].count("marquise", "sawmill") == 1
    assert st.clearings[5].count("marquise", "wood") == 0 and st.clearings[1].count("marquise", "wood") == 0


def test_build_needs_a_ruled_clearing_law_6_5_4_i():
    game = marquise_turn({5: {"marquise": {"warrior": 1, "wood": 4}, "eyrie": {"warrior": 1}}})
    assert "build" not in expect(game, "marquise.action")  # Lords of the Forest: the Eyrie rule the tie


def test_build_with_all_the_wood_on_the_map_paying_exactly_law_6_5_4_ii():
    """Law 6.5.4.II: the two wood in clearing 8 are all the wood on the map and pay exactly for a leftmost building
    (two of each kind are on the map): she may build there, and all of it goes."""
    game = marquise_turn({5: {"marquise": {"sawmill": 2}}, 2: {"marquise": {"workshop": 2}},
                          7: {"marquise": {"recruiter": 2}}, 8: {"marquise": {"warrior": 1, "wood": 2}}})
    play_choices(game, "build")  # clearing 8, the only one, is taken without asking
    assert set(expect(game, "marquise.build.kind")) == {"building:sawmill", "building:workshop", "building:recruiter"}
    play_choices(game, "building:sawmill")
    assert game.state.clearings[8].count("marquise", "sawmill") == 1
    assert game.state.clearings[8].count("marquise", "wood") == 0


@pytest.mark.parametrize("wood", [1, 2])
def test_build_is_offered_where_she_can_pay_for_the_leftmost_building_law_6_5_4_i(wood):
    """Law 6.5.4.I: two of each building are on the map, so the leftmost left of each kind costs 2 wood; of the
    clearings she rules only 8 has an open slot, and the build is offered there only when its wood can pay (the
    wood in 4, which the Eyrie rule, is not linked to it)."""
    game = marquise_turn({5: {"marquise": {"sawmill": 2}}, 2: {"marquise": {"workshop": 2}},
                          7: {"marquise": {"recruiter": 2}}, 8: {"marquise": {"warrior": 1, "wood": wood}},
                          4: {"marquise": {"wood": 2}, "eyrie": {"warrior": 1}}})
    assert ("build" in expect(game, "marquise.action")) == (wood == 2)
    if wood == 2:
        play_choices(game, "build")  # the one clearing: taken without asking
        assert expect(game, "marquise.build.kind") == ["building:sawmill", "building:workshop", "building:recruiter"]


def test_overwork_spends_a_matching_card_for_wood_law_6_5_5():
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "warrior": 1}}}, hands={"marquise": ["anvil", "bake_sale"]})
    play_choices(game, "overwork")  # clearing 1 (fox) is the only sawmill; the anvil the only fox card
    assert game.state.clearings[1].count("marquise", "wood") == 1
    assert hand_ids(game) == ["bake_sale"]


def test_overwork_offers_each_sawmill_whose_suit_a_card_matches_law_6_5_5():
    """Law 6.5.5: sawmills in fox 1, mouse 2 and rabbit 5, with a fox and a mouse card: she overworks at 1 or 2."""
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "warrior": 1}}, 2: {"marquise": {"sawmill": 1}},
                          5: {"marquise": {"sawmill": 1}}}, hands={"marquise": ["anvil", "sword"]})
    play_choices(game, "overwork")
    assert expect(game, "marquise.overwork") == ["clearing:1", "clearing:2"]
    play_choices(game, "clearing:2")  # the sword, the only mouse card, pays
    assert game.state.clearings[2].count("marquise", "wood") == 1
    assert hand_ids(game) == ["anvil"]


def test_overwork_needs_a_matching_card_law_6_5_5():
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "warrior": 1}}}, hands={"marquise": ["bake_sale"]})
    assert "overwork" not in expect(game, "marquise.action")


# -- evening (6.6) -------------------------------------------------------------------------------------------

def evening_draws(recruiters_on_map: int) -> int:
    board = {c: {"marquise": {"recruiter": 1}} for c in (1, 2, 3, 4, 5, 6)[:recruiters_on_map]}
    game = marquise_turn(board, phase="evening", hands={"marquise": []})
    return len(game.state.factions["marquise"].hand)


def test_evening_draw_bonuses_from_the_recruiter_track_law_6_6():
    assert [evening_draws(n) for n in (1, 2, 3, 4, 5)] == [1, 1, 2, 2, 3]


def test_evening_discards_down_to_five_law_6_6():
    hand = ["anvil", "bake_sale", "sword", "crossbow_mouse", "investments"]
    game = marquise_turn({}, phase="evening", hands={"marquise": hand})
    assert expect(game, "discard.hand_limit", "marquise")
    game.choose(game.pending.option_ids[0])
    assert len(game.state.factions["marquise"].hand) == 5


def test_no_build_once_every_building_is_on_the_map_law_6_5_4_i():
    """Law 6.5.4.I: a build places the leftmost building of a kind from her board; with all six sawmills, workshops
    and recruiters on the map, no track has one left, so Build is not offered even in a ruled clearing with an open
    slot and wood to spare."""
    game = marquise_turn({1: {"marquise": {"sawmill": 1, "warrior": 1}}, 2: {"marquise": {"sawmill": 2}},
                          3: {"marquise": {"sawmill": 1, "workshop": 1}}, 4: {"marquise": {"sawmill": 1}},
                          5: {"marquise": {"sawmill": 1, "workshop": 1}}, 6: {"marquise": {"workshop": 1}},
                          7: {"marquise": {"workshop": 2}}, 9: {"marquise": {"workshop": 1, "recruiter": 1}},
                          10: {"marquise": {"recruiter": 2}}, 11: {"marquise": {"recruiter": 1}},
                          12: {"marquise": {"recruiter": 2}}, 8: {"marquise": {"warrior": 1, "wood": 8}}})
    assert game.state.factions["marquise"].tracks == {"sawmill": 0, "workshop": 0, "recruiter": 0}
    assert "build" not in expect(game, "marquise.action")


# -- Audited against Law 6, rule by rule ---------------------------------------------------------------------------

def cats(clearings, phase="daylight", factions=("marquise", "eyrie"), current="marquise", **extra):
    """A scenario of `current`'s `phase` (the Eyrie, when in play, a Despot with no viziers); `data` in `extra` is
    merged, the other keys are scenario keys."""
    spec = {"factions": list(factions), "current": current, "phase": phase, "clearings": clearings}
    spec.setdefault("data", {})
    if "eyrie" in factions:
        spec["data"]["eyrie"] = {"leader": "despot", "viziers": {}}
    for key, value in extra.items():
        if key == "data":
            spec["data"].update(value)
        else:
            spec[key] = value
    return rootcore.scenario(spec)


def wood(game, clearing):
    """The Marquise's wood in `clearing`."""
    return game.state.clearings[clearing].count("marquise", "wood")


# -- Birdsong (6.4) with a supply too short -------------------------------------------------------------------

def test_birdsong_short_of_wood_skips_a_snared_sawmill_law_6_4_and_1_5_4():
    # Law 6.4 / 1.5.4: one wood left, sawmills in 1 (snared by the Corvids: no wood may go there) and 5. The most
    # she can place is one, in 5; the code let her pick 1, placing nothing and losing the wood for the turn.
    game = faction_scenario(["marquise", "corvid"], "marquise", "birdsong",
                            {1: {"marquise": {"sawmill": 1, "wood": 7}}, 5: {"marquise": {"sawmill": 1}}},
                            {"corvid": {"plots": {1: "snare"}, "face_up": [1]}})
    assert not pieces.placement_allowed(game, "marquise", "wood", 1)
    if game.pending is not None and game.pending.kind == "marquise.wood":
        assert game.pending.option_ids == ["clearing:5"], game.pending.option_ids
    assert wood(game, 5) == 1


# -- Field Hospitals (6.2.3) --------------------------------------------------------------------------------------

def eyrie_battle(board, hand, rolls=(3, 0), **extra):
    """The Eyrie (Despot) battle by a fox decree card in their Daylight; the Marquise holds `hand`."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                              "clearings": board, "hands": {"marquise": list(hand)},
                              "data": {"eyrie": {"leader": "despot", "decree": {"battle": ["anvil"]}}}, **extra})
    fix_dice(game, *rolls)
    return game


def eyrie_kinds(game):
    """Play the Eyrie's Daylight by first options; returns the decision kinds asked on the way."""
    kinds = []
    while game.pending and game.state.current_faction == "eyrie" and game.state.phase == "daylight":
        kinds.append(game.pending.kind)
        game.choose(game.pending.option_ids[0])
    return kinds


def test_no_field_hospitals_when_the_keep_falls_in_the_same_hits_law_6_2_3_and_1_1_3():
    # Law 1.1.3: the warrior and the keep are removed by the same hits before any effect resolves, so when Field
    # Hospitals would resolve there is no keep: the card is not asked for and the warrior stays in the supply.
    game = eyrie_battle({1: {"marquise": {"warrior": 1, "keep": 1}, "eyrie": {"warrior": 3}}}, ["root_tea_fox"])
    kinds = eyrie_kinds(game)
    assert "marquise.field_hospitals" not in kinds
    assert game.state.factions["marquise"].removed.get("keep") == 1
    assert warriors(game, 1, "marquise") == 0
    assert "root_tea_fox" in [game.cards[c].id for c in game.state.factions["marquise"].hand]


def test_field_hospitals_from_the_keep_clearing_itself_law_6_2_3():
    # Law 6.2.3: warriors removed from the keep's own clearing (the keep survives: a sawmill takes the last hit) may
    # be placed back there for a card of its suit.
    game = eyrie_battle({1: {"marquise": {"warrior": 1, "keep": 1, "sawmill": 1}, "eyrie": {"warrior": 2}}},
                        ["root_tea_fox"], rolls=(2, 0))
    while game.pending.kind != "marquise.field_hospitals":
        options = game.pending.option_ids
        game.choose("piece:sawmill" if "piece:sawmill" in options else options[0])
    card = next(o for o in expect(game, "marquise.field_hospitals", "marquise") if o != "pass")
    play_choices(game, card)
    assert warriors(game, 1, "marquise") == 1
    assert ("marquise", "keep") in game.state.clearings[1].tokens
    assert game.state.factions["marquise"].hand == []


# -- The Keep (6.2.2) -----------------------------------------------------------------------------------------------

def test_the_eyrie_cannot_build_a_roost_in_the_keep_clearing_they_rule_law_6_2_2():
    # Law 6.2.2: the Eyrie rule fox clearing 1, the keep's, and must build there by a fox Decree card; they cannot
    # place a roost in it, so the Decree fails (turmoil) and no roost is placed.
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                              "clearings": {1: {"marquise": {"keep": 1}, "eyrie": {"warrior": 2}},
                                            3: {"eyrie": {"roost": 1}}},
                              "data": {"eyrie": {"leader": "despot", "viziers": {}, "decree": {"build": ["anvil"]}}}})
    eyrie_kinds(game)
    assert game.state.clearings[1].count("eyrie", "roost") == 0
    assert any(e["type"] == "turmoil" for e in game.events)


def test_the_lizards_cannot_convert_in_the_keep_clearing_law_6_2_2_and_g_1_21():
    # Law 6.2.2 with G.1.21: Convert replaces a Marquise warrior with a Cult warrior; the Cult cannot place in the
    # keep's clearing (fox 1), so only fox clearing 8 can be converted.
    game = rootcore.scenario({
        "factions": ["marquise", "lizard"], "current": "lizard", "phase": "birdsong",
        "clearings": {1: {"marquise": {"warrior": 2, "keep": 1}}, 8: {"marquise": {"warrior": 1}}},
        "hands": {"lizard": ["ambush_bird"]}, "data": {"lizard": {"outcast": "fox", "acolytes": 2}}})
    assert game.factions["lizard"].convert_clearings(game) == [8]


def test_the_lizards_cannot_sanctify_a_building_in_the_keep_clearing_law_6_2_2_and_10_4_3_iii():
    game = rootcore.scenario({
        "factions": ["marquise", "lizard"], "current": "lizard", "phase": "birdsong",
        "clearings": {1: {"marquise": {"sawmill": 1, "keep": 1}}, 8: {"marquise": {"workshop": 1}}},
        "hands": {"lizard": ["ambush_bird"]}, "data": {"lizard": {"outcast": "fox", "acolytes": 3}}})
    assert game.factions["lizard"].sanctify_clearings(game) == [8]


def test_the_marquise_places_every_kind_of_piece_in_her_keep_clearing_law_6_2_2():
    # Law 6.2.2: the ban is on other players only; she builds, recruits and overworks in the keep's clearing.
    game = cats({5: {"marquise": {"keep": 1, "warrior": 1, "sawmill": 1, "wood": 1}},
                 2: {"marquise": {"recruiter": 1}}}, hands={"marquise": ["bake_sale"]})
    play_choices(game, "overwork")
    assert wood(game, 5) == 2
    play_choices(game, "build", "clearing:5", "building:workshop")  # no workshop on the map: the first costs 0
    assert game.state.clearings[5].count("marquise", "workshop") == 1


# -- Overwork (6.5.5) and Recruit (6.5.3) need no rule -------------------------------------------------------------

def test_overwork_at_a_sawmill_in_a_clearing_she_does_not_rule_law_6_5_5():
    # Law 6.5.5 asks only for a sawmill and a matching card: the Eyrie rule fox clearing 8 (3 warriors to her sawmill).
    game = cats({8: {"marquise": {"sawmill": 1}, "eyrie": {"warrior": 3}}, 7: {"marquise": {"warrior": 1}}},
                hands={"marquise": ["anvil"]})
    play_choices(game, "overwork")
    assert wood(game, 8) == 1 and game.state.factions["marquise"].hand == []


def test_recruit_at_a_recruiter_in_a_clearing_she_does_not_rule_law_6_5_3():
    game = cats({8: {"marquise": {"recruiter": 1}, "eyrie": {"warrior": 3}}, 2: {"marquise": {"recruiter": 1}}})
    play_choices(game, "recruit")
    assert warriors(game, 8, "marquise") == 1 and warriors(game, 2, "marquise") == 1


def test_recruit_skips_a_snared_recruiter_and_fills_the_others_law_6_5_3_and_13_7_2():
    # A face-up snare bans her placing in 5: that recruiter gets nothing, the one in 2 gets its warrior.
    game = faction_scenario(["marquise", "corvid"], "marquise", "daylight",
                            {5: {"marquise": {"recruiter": 1}}, 2: {"marquise": {"recruiter": 1}}},
                            {"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    play_choices(game, "recruit")
    assert warriors(game, 2, "marquise") == 1 and warriors(game, 5, "marquise") == 0
    assert game.state.factions["marquise"].supply["warrior"] == 24


# -- Build (6.5.4) ----------------------------------------------------------------------------------------------------

def test_build_in_a_clearing_ruled_through_mercenaries_law_6_5_4_i_and_11_2_7_iii():
    # Mercenaries make the Riverfolk warriors hers for rule in Daylight: she rules rabbit 5 (2 against the Eyrie's 1)
    # with no piece of her own but the wood there, and may build there with it.
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie", "riverfolk"], "current": "marquise", "phase": "daylight",
        "clearings": {5: {"riverfolk": {"warrior": 2}, "eyrie": {"warrior": 1}, "marquise": {"wood": 1}},
                      7: {"marquise": {"sawmill": 1, "workshop": 1}}, 3: {"marquise": {"recruiter": 1}}},
        "data": {"eyrie": {"leader": "despot", "viziers": {}}, "riverfolk": {"bought": {"marquise": ["mercenaries"]}}}})
    play_choices(game, "build")
    assert expect(game, "marquise.build.kind") == ["building:sawmill", "building:workshop", "building:recruiter"]
    play_choices(game, "building:recruiter")
    assert game.state.clearings[5].count("marquise", "recruiter") == 1 and wood(game, 5) == 0


def boat_builders_position(play_area):
    """A Build position on the Exiles deck with the Marquise's `play_area`."""
    # She rules 5 and 10 (a river links them) but not 1 or 2 (the Eyrie's), the paths between them.
    return cats({5: {"marquise": {"warrior": 1}}, 10: {"marquise": {"warrior": 1, "wood": 1}},
                 1: {"eyrie": {"warrior": 1}}, 2: {"eyrie": {"warrior": 1}},
                 7: {"marquise": {"sawmill": 1, "workshop": 1}}, 3: {"marquise": {"recruiter": 1}}},
                play_areas={"marquise": list(play_area)}, deck="exiles")


def test_build_wood_linked_only_by_a_river_needs_boat_builders_law_6_5_4_ii_and_2_3():
    game = boat_builders_position([])
    play_choices(game, "build")
    expect(game, "marquise.build.kind")  # 10, the only clearing, taken unasked: 5's one way to the wood is the river
    assert "clearing 10" in game.pending.prompt
    game = boat_builders_position(["boat_builders"])  # rivers are paths for her: 5 and 10 are adjacent
    play_choices(game, "build")
    assert expect(game, "marquise.build.clearing") == ["clearing:5", "clearing:10"]
    play_choices(game, "clearing:5", "building:sawmill")
    assert game.state.clearings[5].count("marquise", "sawmill") == 1 and wood(game, 10) == 0


def test_build_in_a_ruled_clearing_whose_placement_is_banned_is_not_offered_law_6_5_4_i_and_13_7_2():
    # She rules 5 (a face-up snare there bans her placing) with wood to pay: she cannot place the building (6.5.4.I).
    game = faction_scenario(["marquise", "corvid"], "marquise", "daylight",
                            {5: {"marquise": {"warrior": 2, "wood": 3}},
                             7: {"marquise": {"sawmill": 1, "workshop": 1}}, 3: {"marquise": {"recruiter": 1}}},
                            {"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert "build" not in expect(game, "marquise.action")


@pytest.mark.parametrize("kind, on_map, vp", [("sawmill", 5, 5), ("workshop", 2, 2), ("workshop", 5, 5),
                                              ("recruiter", 4, 3), ("recruiter", 5, 4), ("sawmill", 3, 3)])
def test_build_scores_the_space_uncovered_on_each_track_law_6_5_4_iii(kind, on_map, vp):
    # Content facts I: 2nd..6th sawmill 1,2,3,4,5; workshop 2,2,3,4,5; recruiter 1,2,3,3,4; costs 1,2,3,3,4.
    cost = [0, 1, 2, 3, 3, 4][on_map]
    board = {c: {"marquise": {kind: 1}} for c in (2, 6, 7, 9, 11)[:on_map]}
    board[12] = {"marquise": {"warrior": 1, "wood": cost}}
    game = cats(board)
    play_choices(game, "build", "clearing:12", f"building:{kind}")
    assert game.state.factions["marquise"].score == vp
    assert wood(game, 12) == 0 and game.state.clearings[12].count("marquise", kind) == 1


def test_a_building_removed_returns_to_its_track_and_is_rebuilt_at_that_space_law_6_5_4_and_g_1_22():
    # Two sawmills were on the map and the Eyrie removed one: it is back on the rightmost empty space, so the next
    # sawmill costs 1 and scores 1 again.
    game = cats({2: {"marquise": {"sawmill": 1}}, 6: {"marquise": {"sawmill": 1}},
                 12: {"marquise": {"warrior": 1, "wood": 1}}})
    pieces.remove(game, "marquise", "sawmill", 6, 1, "eyrie", "battle")
    assert game.state.factions["marquise"].tracks["sawmill"] == 5
    play_choices(game, "build", "clearing:12", "building:sawmill")
    assert game.state.factions["marquise"].score == 1 and wood(game, 12) == 0


# -- Daylight: extra actions (6.5) and once-per-turn Recruit (6.5.3) ---------------------------------------------

def test_no_extra_action_without_a_real_bird_card_law_6_5_and_2_1_1_ii():
    # Law 2.1.1.II: spending a bird card admits no other suit in its place; fox, mouse and rabbit cards buy nothing.
    game = cats({1: {"marquise": {"warrior": 2}}}, hands={"marquise": ["anvil", "sword", "bake_sale"]})
    assert "bird_action" not in expect(game, "marquise.action")


def test_a_bird_card_spent_before_any_action_gives_four_and_recruit_stays_once_law_6_5_and_6_5_3():
    game = cats({1: {"marquise": {"warrior": 2, "recruiter": 1}}}, hands={"marquise": ["ambush_bird", "birdy_bindle"]})
    play_choices(game, "bird_action")  # spent first, before any action ("not as part of an action")
    assert game.pending.kind == "marquise.bird_action"  # two bird cards: which one
    game.choose(game.pending.option_ids[0])
    assert game.state.factions["marquise"].data["actions"] == 4
    play_choices(game, "recruit")
    assert warriors(game, 1, "marquise") == 3
    play_choices(game, "bird_action")  # the second bird: five actions in all, still no second Recruit
    assert "recruit" not in expect(game, "marquise.action")
    assert game.state.factions["marquise"].data["actions"] == 4


def test_no_crafting_once_an_action_is_taken_law_6_5():
    # Law 6.5: crafting comes first; once she has passed it and acted, her workshop crafts nothing more this turn.
    game = cats({1: {"marquise": {"workshop": 1, "warrior": 2}}}, hands={"marquise": ["anvil", "sword"]})
    assert "done" in expect(game, "marquise.craft")
    play_choices(game, "done", "march", "clearing:5", "count:1", "pass")
    assert all(not o.startswith("craft") for o in expect(game, "marquise.action"))
    assert game.state.factions["marquise"].crafted_items == []


# -- Setup (6.3) ---------------------------------------------------------------------------------------------------

def test_setup_two_starting_buildings_in_one_adjacent_clearing_and_the_garrison_law_6_3_3_and_6_3_4():
    # Keep in mouse corner 2 (opposite corner: 4). Buildings go among 2 and its neighbours 5, 6, 10, in any mix:
    # two in 2 (its two slots) fill it, and the recruiter then goes next door.
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 2})
    play_choices(game, "clearing:2")
    st = game.state
    assert all(warriors(game, c, "marquise") == (0 if c == 4 else 1) for c in range(1, 13))
    assert set(expect(game, "marquise.setup.building")) == {"clearing:2", "clearing:5", "clearing:6", "clearing:10"}
    play_choices(game, "clearing:2", "clearing:2")
    assert set(expect(game, "marquise.setup.building")) == {"clearing:5", "clearing:6", "clearing:10"}
    play_choices(game, "clearing:6")
    assert st.clearings[2].buildings.count(("marquise", "sawmill")) == 1
    assert st.clearings[2].buildings.count(("marquise", "workshop")) == 1
    assert st.clearings[6].buildings == [("marquise", "recruiter")]


def test_field_hospitals_after_a_favor_is_asked_per_clearing_each_for_its_own_card_law_6_2_3_and_1_1_3():
    # Favor of the Foxes removes her warriors from fox clearings 1 and 8 at once (keep in rabbit 3): each clearing
    # is a removal of its own, and her one fox card pays for one of them only.
    clearings = {c: {"eyrie": {"roost": 1}} for c in (2, 6, 8, 12)}  # three fox roosts craft the Favor
    clearings[1] = {"marquise": {"warrior": 2}}
    clearings[8]["marquise"] = {"warrior": 1}
    clearings[3] = {"marquise": {"keep": 1}}
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                              "clearings": clearings, "data": {"eyrie": {"leader": "builder", "viziers": {}}},
                              "hands": {"eyrie": ["favor_of_the_foxes", "birdy_bindle"], "marquise": ["anvil"]}})
    favor = next(c for c in game.state.factions["eyrie"].hand if game.cards[c].id == "favor_of_the_foxes")
    play_choices(game, f"craft:{favor}")
    if game.pending.kind == "order_effects":  # the Eyrie, taking the turn, order the two (1.1.3)
        play_choices(game, "effect:0")
    card = next(o for o in expect(game, "marquise.field_hospitals", "marquise") if o != "pass")
    play_choices(game, card)
    # the other clearing's removal finds no fox card left: not asked, those warriors stay in the supply
    assert game.pending.kind != "marquise.field_hospitals"
    hospitals = [e for e in game.events if e["type"] == "field_hospitals"]
    assert len(hospitals) == 1 and warriors(game, 3, "marquise") == hospitals[0]["count"] > 0
    assert warriors(game, 1, "marquise") == 0 and warriors(game, 8, "marquise") == 0
    assert game.state.factions["marquise"].hand == []
