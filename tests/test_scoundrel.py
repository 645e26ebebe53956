"""Rules tests of the Scoundrel (Law Appendix D.6), a Vagabond character of the Riverfolk Expansion: his starting
items, and Scorched Earth: exhaust a torch and leave it in his clearing, remove every enemy piece there, and from
then on no piece may be placed in or moved into that clearing (the core's sealed clearings, `GameState.sealed`).

Autumn clearings used: 9 mouse (paths 1, 4, 12), 1 fox (paths 5, 9, 10), 5 rabbit (paths 1, 2), 12 fox; forest f1
(clearings 1 2 5 10). Positions come from `rootcore.scenario` (see tests/test_vagabond.py)."""
from __future__ import annotations

from collections import Counter

import pytest

from rootcore.agents import make_agent
from rootcore.render import render_svg
from rootcore.rules import move, pieces
from rootcore.rules.adjacency import adjacent, seal
from rootcore.testing import InvariantChecker, InvariantError, check_plugin_conformance

from rootcore_plugins.harrier import glide_destinations

from helpers import (VAGABOND_TABLES, events, expect, faction_scenario, heuristic_vagabond_games, play_choices,
                     vagabond_set_up_as, warriors)
from test_vagabond import faction, items, vb, vb_game

FOUR = ("marquise", "eyrie", "alliance", "vagabond")
EMPTY_HANDS = {"marquise": [], "eyrie": [], "alliance": [], "vagabond": []}


def scoundrel(vagabond, clearings=None, factions=FOUR, **extra):
    """The Scoundrel taking his Daylight (in clearing 9 with a torch and a boot unless told)."""
    where = {} if "forest" in vagabond else {"clearing": 9}
    return vb_game({"character": "scoundrel", **where, "items": ["torch", "boot"], **vagabond}, clearings,
                   factions=factions, hands={**{f: [] for f in factions}, **extra.pop("hands", {})}, **extra)


def scores(game) -> dict:
    return {f: fs.score for f, fs in game.state.factions.items()}


def marquise_turn(clearings, phase="daylight"):
    """The Marquise's turn among the four base factions, the Vagabond out of the way in forest f1."""
    return faction_scenario(FOUR, "marquise", phase, clearings, {}, hands=EMPTY_HANDS,
                            data={"vagabond": {"forest": "f1"}})


def test_starting_items_law_d_6_1():
    game = vagabond_set_up_as("scoundrel")
    assert items(game) == Counter(["boot", "boot", "torch", "crossbow"])
    assert faction(game).character(game).action_item == "torch"


def test_scorched_earth_leaves_the_torch_and_removes_every_enemy_piece_law_d_6_2():
    """The torch goes from his items into clearing 9, which is sealed; every enemy piece there goes. He scores for
    the sawmill, the roost and the sympathy token (3.2.1), no Infamy, as it is no battle (9.2.9.III.a): the Eyrie
    was Hostile already. Removing the Marquise's warriors makes her Hostile (9.2.9.III); the sympathy removed
    triggers Outrage (8.2.6)."""
    game = scoundrel({"relationships": {"eyrie": "hostile"}},
                     {9: {"marquise": {"warrior": 2, "sawmill": 1}, "eyrie": {"warrior": 1, "roost": 1},
                          "alliance": {"sympathy": 1}}})
    play_choices(game, "special")
    expect(game, "vagabond.action")
    cl = game.state.clearings[9]
    assert (cl.warriors, cl.buildings, cl.tokens, cl.pawns) == ({}, [], [], ["vagabond"])
    assert game.state.sealed == {9: "torch"} and game.view(None)["sealed"] == {9: "torch"}
    assert items(game) == Counter(["boot"]) and game.state.removed_items == {"torch": 1}
    assert [(e["faction"], e["item"], e["reason"]) for e in events(game, "item_removed")] == \
        [("vagabond", "torch", "scorched_earth")]  # every player is told the torch left his items
    assert scores(game) == {"marquise": 0, "eyrie": 0, "alliance": 0, "vagabond": 3}
    assert vb(game).data["relationships"]["marquise"] == "hostile"
    assert events(game, "outrage")


def test_the_coalition_partners_pieces_stay_law_d_6_2_and_g_1_9():
    """His coalition partner (9.2.8) is no enemy (G.1.8): its pieces stay; the Eyrie's go. In a coalition he scores
    nothing himself (9.2.8)."""
    game = scoundrel({"coalition": "marquise"},
                     {9: {"marquise": {"warrior": 2, "sawmill": 1}, "eyrie": {"warrior": 1, "roost": 1}}})
    play_choices(game, "special")
    assert warriors(game, 9, "marquise") == 2 and game.state.clearings[9].buildings == [("marquise", "sawmill")]
    assert warriors(game, 9, "eyrie") == 0 and game.state.sealed == {9: "torch"}


def test_another_vagabond_damages_three_items_and_his_pawn_stays_law_9_2_2_i_and_g_1_34():
    """Scorched Earth removes all enemy pieces from a clearing: the other Vagabond there damages three items
    instead, and his pawn, which nothing removes, stays (he may leave, and not come back)."""
    game = scoundrel({}, {9: {"eyrie": {"warrior": 1}}}, factions=("eyrie", "vagabond", "second_vagabond"),
                     data={"second_vagabond": {"character": "thief", "clearing": 9, "items": ["sword", "boot", "tea"],
                                               "quests": [], "ruin_items": {}}})
    play_choices(game, "special")
    expect(game, "vagabond.full_removal", "second_vagabond")
    while game.pending.kind == "vagabond.full_removal":  # the last item left is damaged unasked
        game.choose(game.pending.option_ids[0])
    expect(game, "vagabond.action")
    assert "second_vagabond" in game.state.clearings[9].pawns and warriors(game, 9, "eyrie") == 0
    assert all(i["damaged"] for i in game.state.factions["second_vagabond"].data["items"])


def test_his_own_hirelings_pieces_stay_an_uncontrolled_hirelings_go_law_d_6_2_and_g_1_8(stand_ins):
    """A hireling is an enemy unless he (or his partner) controls it (G.1.8, E.3.2): his Last Dynasty stays,
    the stand-in in the supply goes. He scores nothing for hirelings' warriors, and they have no relationship."""
    hirelings = {"last_dynasty": {"controller": "vagabond", "control": 1}, "stand_in_a": {}, "stand_in_b": {}}
    game = scoundrel({}, {9: {"last_dynasty": {"warrior": 2}, "stand_in_a": {"warrior": 1}}},
                     factions=("marquise", "vagabond"), hirelings=hirelings)
    play_choices(game, "special")
    assert warriors(game, 9, "last_dynasty") == 2 and warriors(game, 9, "stand_in_a") == 0
    assert scores(game)["vagabond"] == 0


@pytest.mark.parametrize("vagabond", [{"items": ["torch:exhausted", "boot"]}, {"items": ["torch:damaged", "boot"]},
                                      {"forest": "f1"}])
def test_scorched_earth_needs_a_face_up_undamaged_torch_and_a_clearing_law_d_6_2(vagabond):
    game = scoundrel(vagabond, {9: {"eyrie": {"warrior": 1}}})
    assert "special" not in expect(game, "vagabond.action")


def test_a_second_scorched_earth_needs_another_clearing_and_the_first_stays_sealed_law_d_6_2():
    """In the clearing he sealed he keeps his second torch; once he has moved on, it seals a second clearing."""
    game = scoundrel({"items": ["torch", "torch", "boot"]}, {12: {"eyrie": {"warrior": 1}}})
    play_choices(game, "special")
    assert expect(game, "vagabond.action") == ["move", "end"]
    play_choices(game, "move", "clearing:12")
    play_choices(game, "special")
    assert game.state.sealed == {9: "torch", 12: "torch"} and warriors(game, 12, "eyrie") == 0


def test_he_may_stay_but_once_gone_cannot_come_back_law_d_6_2():
    game = scoundrel({"items": ["torch", "boot", "boot"]})
    play_choices(game, "special")
    assert faction(game).move_destinations(game) == {1: 1, 4: 1, 12: 1}  # he stays until he moves out
    play_choices(game, "move", "clearing:12")
    assert 9 not in faction(game).move_destinations(game)


@pytest.mark.parametrize("where, sealed, still", [({"clearing": 12}, 9, 11), ({"forest": "f1"}, 5, 10)])
def test_no_slip_into_a_sealed_clearing_from_a_clearing_or_a_forest_law_d_6_2_and_9_4_2(where, sealed, still):
    game = scoundrel({**where, "items": ["boot"]}, phase="birdsong", sealed={sealed: "torch"})
    options = expect(game, "vagabond.slip")
    assert f"clearing:{sealed}" not in options and f"clearing:{still}" in options


def test_no_move_from_a_forest_into_a_sealed_clearing_law_d_6_2():
    game = scoundrel({"forest": "f1", "items": ["boot"]})
    seal(game, 5, "torch")
    assert sorted(faction(game).move_destinations(game)) == [1, 2, 10]


def test_no_glide_into_a_sealed_clearing_law_d_6_2_and_d_9_2():
    game = vb_game({"character": "harrier", "clearing": 1, "items": ["torch"]})
    seal(game, 9, "torch")
    assert 9 not in glide_destinations(game, faction(game)) and 12 in glide_destinations(game, faction(game))


def test_no_recruit_in_a_sealed_clearing_law_d_6_2():
    """Pieces of the Scoundrel's coalition partner may stay in a clearing he sealed: its recruiter there recruits
    nothing (6.5.3), the one elsewhere does."""
    game = marquise_turn({1: {"marquise": {"warrior": 3, "keep": 1, "recruiter": 1}},
                          5: {"marquise": {"recruiter": 1, "warrior": 1}}})
    seal(game, 5, "torch")
    play_choices(game, "recruit")
    assert warriors(game, 5, "marquise") == 1 and warriors(game, 1, "marquise") == 4


def test_no_building_in_a_sealed_clearing_law_d_6_2():
    game = marquise_turn({1: {"marquise": {"warrior": 3, "keep": 1, "sawmill": 1, "wood": 2}},
                          5: {"marquise": {"warrior": 2, "wood": 1}}, 9: {"marquise": {"warrior": 2}},
                          10: {"marquise": {"warrior": 2}}})
    seal(game, 5, "torch")
    play_choices(game, "build")
    assert expect(game, "marquise.build.clearing") == ["clearing:9", "clearing:10"]


def test_no_sympathy_spread_into_a_sealed_clearing_for_cards_law_d_6_2_and_8_4_2():
    game = faction_scenario(FOUR, "alliance", "birdsong", {1: {"alliance": {"sympathy": 1}}},
                            {"alliance": {"supporters": ["ambush_fox", "ambush_rabbit", "ambush_mouse",
                                                         "ambush_bird"]}},
                            hands=EMPTY_HANDS, data={"vagabond": {"forest": "f1"}})
    seal(game, 5, "torch")
    play_choices(game, "pass")  # no revolt
    assert expect(game, "alliance.spread") == ["clearing:9", "clearing:10", "pass"]  # not 5 (rabbit)


def test_no_march_into_a_sealed_clearing_law_d_6_2_and_4_2():
    game = marquise_turn({1: {"marquise": {"warrior": 3, "keep": 1}}})
    seal(game, 5, "torch")
    play_choices(game, "march")  # from clearing 1, the only origin
    assert expect(game, "marquise.march.destination") == ["clearing:9", "clearing:10"]


def test_no_move_from_a_clearing_whose_every_way_is_sealed_law_d_6_2_and_4_2():
    """Clearing 5 leads to 1 and 2 only, both sealed: the Marquise's warriors there have no move (4.2)."""
    game = marquise_turn({5: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 2}}})
    for clearing in (1, 2):
        seal(game, clearing, "torch")
    assert move.origins(game, "marquise") == [9] and move.destinations(game, "marquise", 5) == []


def test_a_sealed_clearing_keeps_its_paths_for_all_but_moving_in_law_d_6_2_and_2_2_1():
    """Sealing 1 closes it to pieces moving in (D.6.2), not its paths (2.2.1): it is still adjacent to 5, though the
    Marquise's warriors in 5 may move only to 2."""
    game = marquise_turn({5: {"marquise": {"warrior": 2}}})
    seal(game, 1, "torch")
    assert adjacent(game, 5) == (1, 2) and adjacent(game, 5, "marquise") == (1, 2)
    assert adjacent(game, 5, "marquise", moving=True) == (2,) and move.destinations(game, "marquise", 5) == [2]


def test_scorched_earth_on_the_keep_leaves_no_field_hospitals_law_d_6_2_and_6_2_3():
    """The keep goes with the warriors (the Marquise's token, an enemy piece): with no keep on the map, Field
    Hospitals has nowhere to bring them (6.2.3), and nobody is asked. He scores the keep and the sawmill."""
    game = scoundrel({"clearing": 1}, {1: {"marquise": {"warrior": 2, "keep": 1, "sawmill": 1}}},
                     hands={"marquise": ["anvil"]})
    play_choices(game, "special")
    expect(game, "vagabond.action", "vagabond")
    assert game.state.clearings[1].warriors == {} and game.state.clearings[1].tokens == []
    assert not events(game, "field_hospitals") and len(game.state.factions["marquise"].hand) == 1
    assert scores(game)["vagabond"] == 2


def test_scorched_earth_away_from_the_keep_the_marquise_may_bring_the_warriors_there_law_d_6_2_and_6_2_3():
    game = scoundrel({}, {9: {"marquise": {"warrior": 2}}, 1: {"marquise": {"keep": 1}}},
                     hands={"marquise": ["sword"]})
    play_choices(game, "special")
    expect(game, "marquise.field_hospitals", "marquise")
    game.choose(next(o for o in game.pending.option_ids if o != "pass"))
    expect(game, "vagabond.action", "vagabond")
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 1, "marquise") == 2


def test_scorched_earth_on_a_relic_sends_it_to_a_forest_of_his_choice_for_two_law_d_6_2_and_15_2_5():
    """A relic is a Keepers token: removed by him, he places it face up in any forest and scores two (15.2.5)."""
    factions = ("marquise", "keepers", "vagabond")
    game = scoundrel({"clearing": 5}, {5: {"keepers": {"warrior": 1, "tablet_3": 1}}}, factions=factions,
                     data={"keepers": {}})
    play_choices(game, "special")
    assert len(expect(game, "keepers.trophy", "vagabond")) == 7  # any forest of the Autumn map
    play_choices(game, "forest:f4")
    assert game.state.clearings[5].tokens == [] and game.state.factions["keepers"].data["forests"]["f4"] == ["tablet_3"]
    assert scores(game)["vagabond"] == 2 and vb(game).data["relationships"]["keepers"] == "hostile"


def test_scorched_earth_on_a_tunnel_cuts_the_burrow_off_and_no_dig_reaches_it_law_d_6_2_and_12_2_2():
    """The tunnel and the citadel go (two points); the Burrow, adjacent only to tunnel clearings (12.2.2), no longer
    reaches clearing 9, and the Duchy's Dig cannot place a tunnel there (12.5.1.V)."""
    from rootcore_plugins.duchy import BURROW
    factions = ("marquise", "duchy", "vagabond")
    game = scoundrel({}, {9: {"duchy": {"warrior": 2, "tunnel": 1, "citadel": 1}}, BURROW: {"duchy": {"warrior": 3}}},
                     factions=factions, data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    play_choices(game, "special")
    assert game.state.clearings[9].tokens == [] and game.state.clearings[9].buildings == []
    assert scores(game)["vagabond"] == 2 and move.destinations(game, "duchy", BURROW) == []
    game.state.factions["duchy"].hand = [next(c for c, card in enumerate(game.cards) if card.id == "sword")]
    dig = game.factions["duchy"].dig_clearings(game)  # a mouse card: the mouse clearings but the sealed one
    assert 2 in dig and 9 not in dig


def test_scorched_earth_leaves_the_warlord_whom_only_a_battle_removes_law_d_6_2_and_14_2_2():
    """The warlord cannot be removed outside of battle (14.2.2): of the Hundreds there, he alone stays; the other
    warriors, the stronghold and the mob go (two points)."""
    from test_hundreds import hundreds_game
    vagabond = {"character": "scoundrel", "clearing": 9, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    factions = ("marquise", "hundreds", "vagabond")
    game = hundreds_game({9: {"hundreds": {"warrior": 3, "stronghold": 1, "mob": 1}}}, current="vagabond",
                         factions=factions, warlord=9, data={"vagabond": vagabond}, hands={f: [] for f in factions})
    play_choices(game, "special")
    expect(game, "vagabond.action", "vagabond")
    cl = game.state.clearings[9]
    assert (cl.warriors, cl.buildings, cl.tokens) == ({"hundreds": 1}, [], [])
    assert game.state.factions["hundreds"].data["warlord"] == 9
    assert scores(game)["vagabond"] == 2 and vb(game).data["relationships"]["hundreds"] == "hostile"


def test_the_map_marks_the_sealed_clearing():
    game = scoundrel({})
    play_choices(game, "special")
    svg = render_svg(game)
    assert "sealed: torch" in svg and 'class="sealed"' in svg


def test_sealed_clearings_are_part_of_the_state_copied_and_compared():
    game = scoundrel({})
    play_choices(game, "special")
    copy = game.state.copy()
    seal(game, 12, "torch")  # the original game goes on: its copy does not see it
    assert copy.sealed == {9: "torch"} and game.state.sealed == {9: "torch", 12: "torch"}
    assert copy.to_json()["sealed"] == {"9": "torch"} and "sealed" not in copy_of_unsealed().to_json()


def copy_of_unsealed():
    return scoundrel({}).state.copy()  # no "sealed" key while none is: snapshots of other games stay as they were


def test_the_conformance_kit_reports_a_piece_put_into_a_sealed_clearing():
    game = scoundrel({}, sealed={12: "torch"})
    checker = InvariantChecker(game)
    checker(game)
    pieces.put(game.state.clearings[12], "eyrie", "warrior", "warrior", 1)
    game.state.factions["eyrie"].supply["warrior"] -= 1
    with pytest.raises(InvariantError, match="sealed clearing 12"):
        checker(game)


def test_the_heuristic_bot_scorches_where_buildings_and_tokens_score():
    """It seals a clearing for good only for two points or more (3.2.1), not for warriors alone."""
    bot = make_agent("heuristic", "vagabond", 1)
    game = scoundrel({}, {9: {"marquise": {"warrior": 3}}})
    assert bot(game, game.pending) != "special"
    game = scoundrel({}, {9: {"marquise": {"warrior": 1, "sawmill": 1}, "alliance": {"sympathy": 1}}})
    assert bot(game, game.pending) == "special"


def test_the_heuristic_bot_plays_the_scoundrel_and_scorches():
    """Its Scorched Earth is answered by its rule, not at random, and seals a clearing in at least one game (D.6.2);
    every invariant holds after every decision."""
    games, guessed = heuristic_vagabond_games("scoundrel", checked=True)
    assert not guessed
    assert any(game.state.sealed for game in games)


@pytest.mark.parametrize("factions", VAGABOND_TABLES)
def test_random_games_with_the_scoundrel_keep_every_invariant(factions):
    """Checked after every decision, among them that no piece comes into a sealed clearing; replayed from saves."""
    options = {"vagabond_character": "scoundrel"}
    if "second_vagabond" in factions:
        options["second_vagabond_character"] = "harrier"
    results = check_plugin_conformance(factions, games=2, options=options)
    assert any(r["game"].state.sealed for r in results)
