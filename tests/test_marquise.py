"""Rules tests for the Marquise de Cat (Law 6), each named after its rule."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.content import ContentError
from rootcore.rules import pieces
from conftest import build_faction, install_variant_faction, variant_board
from helpers import expect, fix_dice, play_choices


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
