"""Rules tests of the Vagabond plugin (Law 9) and the base characters Thief, Tinker and Ranger (Appendix D).
Each test names the Law rule it checks.

Positions come from `rootcore.scenario`. Autumn clearings used below: 1 fox corner, 2 mouse corner, 3 rabbit
corner, 5 rabbit, 6 fox (ruin), 8 fox, 9 mouse, 10 rabbit (ruin), 11 mouse (ruin), 12 fox (ruin). Paths:
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12. Forests: f1 (1 2 5 10),
f2 (1 9 10 12), f3 (2 6 10 11 12), f4 (3 6 11), f5 (3 7 11 12), f6 (4 7 8 12), f7 (4 9 12).
"""
from __future__ import annotations

from collections import Counter

import pytest

import rootcore
from rootcore.content import ContentError, load_faction_board
from rootcore import ConfigError, RandomAgent, new_game, play, views
from rootcore.rules import battle as battle_rules
from rootcore.rules import pieces, scoring
from rootcore.rules.rule import rules
from rootcore.scenario import ScenarioError
from rootcore.testing import InvariantChecker, check_replay_equivalence, invariant_problems, play_checked

from conftest import build_faction, variant_board
from helpers import events, expect, fix_dice, held, play_choices, run, scenario, warriors

BASE = ("marquise", "eyrie", "vagabond")


# -- helpers ------------------------------------------------------------------------------------------

def vb_game(vagabond=None, clearings=None, *, factions=BASE, current="vagabond", phase="daylight", hands=None,
            scores=None, data=None, **extra):
    """A position with the Vagabond (the Thief unless told) taking their turn from `phase`. No quests and no
    ruin items unless the test asks, so that only the actions a test sets up are offered."""
    vdata = {"character": "thief", "quests": [], "ruin_items": {}}
    vdata.update(vagabond or {})
    return scenario(factions, current, phase, clearings, hands=hands or {},
                    data={"vagabond": vdata, **(data or {})}, scores=scores, **extra)


def vb(game):
    return game.state.factions["vagabond"]


def faction(game):
    return game.factions["vagabond"]


def items(game) -> Counter:
    """Items as a multiset of 'kind', 'kind:exhausted', 'kind:damaged', 'kind:damaged:exhausted'."""
    out = Counter()
    for i in vb(game).data["items"]:
        out[i["item"] + (":damaged" if i["damaged"] else "") + (":exhausted" if i["exhausted"] else "")] += 1
    return out


def play_setup_until_vagabond(seed=1, options=None, **config_fields):
    config = {"factions": list(BASE), "seed": seed, **config_fields}
    if options:
        config["options"] = options
    game = rootcore.new_game(config)
    checker = InvariantChecker(game)
    while game.pending and not game.pending.kind.startswith("vagabond.setup"):
        game.choose(game.pending.option_ids[0])
        checker(game)
    return game, checker


# -- setup (9.3) --------------------------------------------------------------------------------------------

def test_faction_board_setup_order_d_and_reach_5_law_5_2_and_5_1_7():
    game = vb_game({"forest": "f1"})
    board = faction(game).board
    assert (board.setup_order, board.reach, board.kind) == ("D", 5, "insurgent")
    assert board.pieces["pawn"].type == "pawn" and board.pieces["pawn"].count == 1


def test_setup_character_pawn_quests_ruins_items_relationships_law_9_3():
    game, checker = play_setup_until_vagabond(seed=4)
    kinds = [e for e in game.events if e["type"] == "placed"]
    assert {e["faction"] for e in kinds} == {"marquise", "eyrie"}  # setup order A, B before D (5.1.7)
    # The base game's three: the other installed characters come with expansions the config does not enable.
    assert expect(game, "vagabond.setup.character") == ["character:ranger", "character:thief", "character:tinker"]
    game.choose("character:tinker")  # 9.3.1
    checker(game)
    assert len(expect(game, "vagabond.setup.forest")) == len(game.board.forests) == 7
    game.choose("forest:f3")  # 9.3.2
    checker(game)
    fs = vb(game)
    assert fs.data["location"] == {"forest": "f3"}
    assert all("vagabond" not in cl.pawns for cl in game.state.clearings.values())  # in no clearing
    assert fs.supply.get("pawn", 0) == 0 and faction(game).pieces_held(game) == {"pawn": 1}
    assert len(fs.data["quests"]) == 3 and len(fs.data["quest_deck"]) == 12  # 9.3.3
    assert not set(fs.data["quests"]) & set(fs.data["quest_deck"])
    ruins = game.state.ruin_items  # 9.3.4: one R item under each of the four ruins
    assert sorted(ruins) == [6, 10, 11, 12] and all(len(v) == 1 for v in ruins.values())
    assert sorted(v[0] for v in ruins.values()) == ["bag", "boot", "hammer", "sword"]
    assert items(game) == Counter(["boot", "torch", "bag", "hammer"])  # 9.3.5, D.2.1
    assert fs.data["relationships"] == {"marquise": 0, "eyrie": 0}  # 9.3.6 Indifferent
    # The S items the Tinker does not start with stay in the box: with the base three characters, a crossbow, a
    # sword and a tea (as many of each as the most any character in play starts with).
    assert fs.data["box"] == {"crossbow": 1, "sword": 1, "tea": 1}
    assert not invariant_problems(game, expected_items=checker.items)


def test_setup_character_named_by_config_option_law_9_3_1():
    game, _ = play_setup_until_vagabond(seed=2, options={"vagabond_character": "ranger"})
    assert game.pending.kind == "vagabond.setup.forest"  # no character decision
    assert vb(game).data["character"] == "ranger"
    game.choose("forest:f1")
    assert items(game) == Counter(["boot", "torch", "crossbow", "sword"])  # D.3.1


def test_characters_of_an_expansion_are_offered_only_when_the_config_enables_it_law_a_8_and_appendix_d():
    # docs/plugins.md section 12: the Vagabond Pack's characters join the setup choice with its expansion enabled.
    game, _ = play_setup_until_vagabond(seed=4, expansions=["vagabond_pack"])
    assert expect(game, "vagabond.setup.character") == [
        "character:adventurer", "character:harrier", "character:ranger", "character:ronin", "character:thief",
        "character:tinker"]
    assert Counter(vb(game).data["box"])["boot"] == 3  # an R boot (9.3.4) and the two the Ronin starts with
    # One enabled alone (`enable`), or named by the Vagabond's option, comes without its expansion.
    game, _ = play_setup_until_vagabond(seed=4, enable=["arbiter"])
    assert "character:arbiter" in expect(game, "vagabond.setup.character")
    game, _ = play_setup_until_vagabond(seed=4, options={"vagabond_character": "vagrant"})
    assert vb(game).data["character"] == "vagrant"
    game.choose("forest:f1")
    assert items(game) == Counter(["coins", "torch", "boot"])  # D.4.1


def test_unknown_character_option_is_a_config_error():
    with pytest.raises(ConfigError, match="vagabond_character"):
        rootcore.new_game({"factions": list(BASE), "options": {"vagabond_character": "wizard"}})


@pytest.mark.parametrize("character, start", [("thief", ["boot", "torch", "tea", "sword"]),  # D.1.1, D.2.1, D.3.1
                                              ("tinker", ["boot", "torch", "bag", "hammer"]),
                                              ("ranger", ["boot", "torch", "crossbow", "sword"])])
def test_character_starting_items_law_appendix_d(character, start):
    game = vb_game({"character": character, "forest": "f1", "items": None})
    assert items(game) == Counter(start)
    assert faction(game).character(game).action_item == "torch"


def test_a_scenario_naming_no_ruin_items_puts_an_r_item_under_each_ruin_law_9_3_4():
    """Law 9.3.4: one R item goes under each ruin at setup. A position that says nothing of the ruins' items gets
    them as setup would (its `ruin_items`, when given, choose them instead)."""
    game = scenario(BASE, "vagabond", "daylight", data={"vagabond": {"character": "thief", "forest": "f1"}})
    ruins = game.state.ruin_items
    assert sorted(ruins) == [6, 10, 11, 12] and all(len(v) == 1 for v in ruins.values())
    assert sorted(v[0] for v in ruins.values()) == ["bag", "boot", "hammer", "sword"]


def test_a_scenario_pawn_stands_in_one_forest_of_the_map_law_9_3_2():
    """Law 9.3.2: the pawn is placed in a forest of the map. A position naming a forest the map lacks, or a forest
    or another clearing for a pawn already put in a clearing, is refused: there is one pawn (9.2.2)."""
    with pytest.raises(ScenarioError, match="forest 'f99'"):
        vb_game({"forest": "f99"})
    with pytest.raises(ScenarioError, match="forest 'f1'"):
        vb_game({"forest": "f1"}, {6: {"vagabond": {"pawn": 1}}})
    with pytest.raises(ScenarioError, match="already in clearing 6"):
        vb_game({"clearing": 7}, {6: {"vagabond": {"pawn": 1}}})
    assert vb(vb_game({"forest": "f1"})).data["location"] == {"forest": "f1"}


def test_a_variant_board_s_quests_have_their_own_ids_law_9_3_3(tmp_path):
    """Law 9.3.3, 9.5.5: the quest deck and the face-up quests are lists of quest ids, so a variant board that
    repeats an id (a quest copied and left unrenamed) would lose a quest without a word: it is refused by file and
    field when the faction is built, as is a pawn that is not a pawn (9.2.2). Items that are not items, in quests or
    a character's starting items, are the data_schema's to refuse when the board loads. The shipped board passes."""
    path = variant_board(tmp_path, "vagabond", ('id = "errand_rabbit"', 'id = "errand_fox"'),
                         ('pawn = { type = "pawn"', 'pawn = { type = "token"'))
    with pytest.raises(ContentError) as error:
        build_faction("vagabond", path)
    assert [(i.path, i.message) for i in error.value.issues] == [
        ("$.data.quests[6].id", "quest id 'errand_fox' is used twice"),
        ("$.pieces.pawn.type", "the rules need 'pawn' to be a pawn, not a token")]
    for old, new, where in (('items = ["tea", "boot"]', 'items = ["tea", "boots"]',  # both Errands
                             ["$.data.quests[1].items[1]", "$.data.quests[6].items[1]"]),
                            ('starting_items = ["boot", "torch", "tea", "sword"]',
                             'starting_items = ["boot", "torch", "tea", "swrod"]',
                             ["$.data.characters.thief.starting_items[3]"])):
        with pytest.raises(ContentError) as error:
            load_faction_board(variant_board(tmp_path, "vagabond", (old, new)))
        assert [i.path for i in error.value.issues] == where
    assert len(build_faction("vagabond").quest_defs) == 15


# -- Lone Wanderer, items, taking hits (9.2) -----------------------------------------------------------------

def test_lone_wanderer_pawn_never_rules_and_is_never_removed_law_9_2_2():
    game = vb_game({"clearing": 5, "items": ["sword"]}, {9: {"marquise": {"warrior": 1}, "vagabond": {}}})
    assert rules(game, 5) is None  # only the pawn there: nobody rules
    game = vb_game({"clearing": 9, "items": ["sword"]}, {9: {"marquise": {"warrior": 1}}})
    assert rules(game, 9) == "marquise"  # the pawn does not stop the Marquise ruling
    assert pieces.remove(game, "vagabond", "pawn", 9, 1, "marquise", "effect") is None
    assert game.state.clearings[9].pawns == ["vagabond"]


def test_item_tracks_hold_three_and_exhausting_moves_to_satchel_law_9_2_5():
    game = vb_game({"forest": "f1", "items": ["tea"] * 4 + ["coins", "bag:exhausted", "boot"]})
    vagabond = faction(game)
    assert vagabond.on_track(game, "tea") == 3  # 9.2.5.I: three per track; the fourth is in the Satchel
    assert vagabond.on_track(game, "coins") == 1 and vagabond.on_track(game, "bag") == 0  # face down: Satchel
    assert sorted(i["item"] for i in vagabond.satchel_and_damaged(game)) == ["bag", "boot", "tea"]
    vagabond.exhaust(game, "coins")  # 9.5: an exhausted track item goes to the Satchel
    assert vagabond.on_track(game, "coins") == 0
    assert len(vagabond.satchel_and_damaged(game)) == 4


def test_taking_hits_damages_items_and_ignores_the_rest_law_9_2_7():
    game = vb_game({"clearing": 9, "items": ["boot", "torch:exhausted"]}, {9: {"marquise": {"warrior": 3}}},
                   current="marquise")
    _, removals = run(faction(game).take_hits(game, 9, 3, "marquise", "battle"), ["item:boot:up"])
    assert removals == []
    assert items(game) == Counter(["boot:damaged", "torch:damaged:exhausted"])  # the third hit is ignored
    assert game.state.clearings[9].pawns == ["vagabond"]


def marquise_attacks(vagabond_items, rolls):
    game = vb_game({"clearing": 9, "items": vagabond_items}, {9: {"marquise": {"warrior": 2}}}, current="marquise")
    expect(game, "marquise.action")
    fix_dice(game, *rolls)
    play_choices(game, "battle")  # one clearing, one defender: both forced
    return game


def test_defenseless_without_an_undamaged_sword_law_9_2_4():
    game = marquise_attacks(["boot", "sword:damaged"], (0, 0))
    assert events(game, "item_damaged")[0]["item"] == "boot"  # 0 rolled + 1 extra hit (4.3.3.II)
    game = marquise_attacks(["boot", "sword:exhausted"], (0, 0))
    assert not events(game, "item_damaged")  # an exhausted sword still defends


def test_maximum_rolled_hits_are_undamaged_swords_law_9_2_6():
    game = vb_game({"clearing": 9, "items": ["sword", "sword:exhausted", "sword:damaged", "boot"] + ["torch"] * 3},
                   {9: {"marquise": {"warrior": 4}}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle")  # the one defender is forced; the sword is exhausted
    assert warriors(game, 9, "marquise") == 2  # three rolled, capped at two undamaged swords
    for _ in range(3):  # the Marquise deals three hits: the Vagabond picks the items
        game.choose("item:torch:up")
    assert items(game)["torch:damaged"] == 3


def test_ambush_damages_items_and_the_battle_goes_on_law_4_3_1_and_9_2_2():
    game = vb_game({"clearing": 9, "items": ["sword", "sword", "boot", "torch"]}, {9: {"marquise": {"warrior": 3}}},
                   hands={"marquise": ["ambush_mouse"]})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    play_choices(game, f"ambush:{held(game, 'ambush_mouse', game.state.factions['marquise'].hand)}")
    play_choices(game, "item:torch:up", "item:boot:up")  # two hits: two items damaged
    assert not events(game, "battle_ended_early")  # the pawn is still there
    assert warriors(game, 9, "marquise") == 1  # two rolled hits: two undamaged swords


# -- Birdsong (9.4) ------------------------------------------------------------------------------------------

def test_refresh_three_plus_two_per_tea_on_track_law_9_4_1():
    game = vb_game({"forest": "f1", "items": ["tea", "tea"] + ["boot:exhausted"] * 9}, phase="birdsong")
    expect(game, "vagabond.slip")  # the refresh asked nothing: all exhausted items are alike
    assert items(game)["boot"] == 7 and items(game)["boot:exhausted"] == 2


def test_refresh_chooses_items_when_more_are_exhausted_law_9_4_1():
    game = vb_game({"forest": "f1", "items": ["sword:exhausted", "boot:exhausted", "torch:exhausted",
                                              "crossbow:exhausted", "hammer:damaged:exhausted"]}, phase="birdsong")
    for _ in range(3):
        expect(game, "vagabond.refresh")
        game.choose("item:hammer:down:damaged" if "item:hammer:down:damaged" in game.pending.option_ids
                    else game.pending.option_ids[0])
    expect(game, "vagabond.slip")
    assert items(game)["hammer:damaged"] == 1  # refreshed, still damaged
    assert sum(n for k, n in items(game).items() if k.endswith("exhausted")) == 2
    assert [e["count"] for e in game.events if e["type"] == "refreshed"] == [3]
    game = vb_game({"forest": "f1", "items": ["sword:exhausted", "boot:exhausted", "torch:exhausted",
                                              "crossbow:exhausted"]}, phase="birdsong")
    while game.pending.kind == "vagabond.refresh":
        game.choose(game.pending.option_ids[0])
    assert [e["count"] for e in game.events if e["type"] == "refreshed"] == [3]  # four exhausted, three refreshed


def test_items_stay_in_their_kept_order_through_random_games():
    """Exhausting and refreshing flip the copy that keeps the items sorted (no re-sort): the order holds
    after every decision of random games, Allied and Hostile play included."""
    from rootcore_plugins.vagabond import _SORT_KEY

    def kept_in_order(game):
        held = game.state.factions["vagabond"].data.get("items", [])
        assert held == sorted(held, key=_SORT_KEY), (game.config.seed, len(game.log))

    for seed in range(6):
        game = new_game({"factions": ["marquise", "eyrie", "alliance", "vagabond"], "seed": seed})
        play(game, RandomAgent(seed), after_each=kept_in_order)


def test_slip_from_a_forest_or_clearing_without_boots_even_into_hostile_law_9_4_2():
    game = vb_game({"forest": "f4", "items": ["boot:exhausted"], "relationships": {"marquise": "hostile"}},
                   {6: {"marquise": {"warrior": 2}}}, phase="birdsong")
    options = expect(game, "vagabond.slip")
    assert sorted(options) == ["clearing:11", "clearing:3", "clearing:6", "forest:f3", "forest:f5", "stay"]
    game.choose("clearing:6")
    assert game.state.clearings[6].pawns == ["vagabond"] and vb(game).data["location"] == {"clearing": 6}
    assert items(game) == Counter(["boot"])  # refreshed, and nothing exhausted for the slip
    game = vb_game({"clearing": 1, "items": []}, phase="birdsong")
    assert sorted(expect(game, "vagabond.slip")) == ["clearing:10", "clearing:5", "clearing:9", "forest:f1",
                                                     "forest:f2", "stay"]
    game.choose("forest:f2")
    assert game.state.clearings[1].pawns == [] and faction(game).pieces_held(game) == {"pawn": 1}


# -- Daylight actions (9.5) -------------------------------------------------------------------------------------

def test_move_exhausts_a_boot_nimble_and_never_into_a_forest_law_9_5_1_and_9_2_3():
    game = vb_game({"clearing": 1, "items": ["boot", "boot"]},
                   {1: {"eyrie": {"warrior": 2}}, 5: {"marquise": {"warrior": 1}}})
    play_choices(game, "move")
    assert sorted(expect(game, "vagabond.move")) == ["clearing:10", "clearing:5", "clearing:9"]  # no forest
    game.choose("clearing:5")  # origin ruled by the Eyrie, destination by the Marquise: Nimble (Law 9.2.3)
    assert game.state.clearings[5].pawns == ["vagabond"] and not game.state.clearings[1].pawns
    assert items(game) == Counter(["boot", "boot:exhausted"])
    moved = events(game, "pawn_moved")[-1]
    assert (moved["origin"], moved["destination"]) == (1, 5)


def test_move_out_of_a_forest_only_into_its_clearings_law_9_5_1():
    game = vb_game({"forest": "f4", "items": ["boot"]})
    play_choices(game, "move")
    assert sorted(expect(game, "vagabond.move")) == ["clearing:11", "clearing:3", "clearing:6"]


def test_moving_into_a_clearing_with_hostile_warriors_costs_an_extra_boot_law_9_2_9_iii_b():
    clearings = {5: {"marquise": {"warrior": 1}}, 10: {"eyrie": {"warrior": 1}}}
    game = vb_game({"clearing": 1, "items": ["boot"], "relationships": {"marquise": "hostile"}}, clearings)
    play_choices(game, "move")
    assert sorted(expect(game, "vagabond.move")) == ["clearing:10", "clearing:9"]  # 5 needs two boots
    game = vb_game({"clearing": 1, "items": ["boot", "boot"], "relationships": {"marquise": "hostile"}}, clearings)
    play_choices(game, "move", "clearing:5")
    assert items(game) == Counter(["boot:exhausted"] * 2)


def test_battle_exhausts_a_sword_and_hostility_and_infamy_law_9_5_2_and_9_2_9_iii():
    game = vb_game({"clearing": 9, "items": ["sword", "sword", "sword", "torch"]},
                   {9: {"marquise": {"warrior": 2, "sawmill": 1}}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    # Three hits: two warriors, then the sawmill. The first warrior makes the Marquise Hostile; Infamy scores
    # one VP for the second warrior and one for the sawmill, plus 1 VP for the building (3.2.1).
    assert vb(game).data["relationships"]["marquise"] == "hostile"
    assert vb(game).score == 3
    reasons = Counter(e["reason"] for e in events(game, "scored"))
    assert reasons == Counter({"infamy": 1, "removed sawmill": 1})
    assert items(game)["sword:exhausted"] == 1


def test_infamy_only_on_the_vagabonds_turn_law_9_2_9_iii_a():
    game = vb_game({"clearing": 9, "items": ["sword", "sword"], "relationships": {"marquise": "hostile"}},
                   {9: {"marquise": {"warrior": 2}}}, current="marquise")
    fix_dice(game, 2, 2)
    play_choices(game, "battle")  # both hits damage a sword: one kind of item, so nothing is asked
    assert warriors(game, 9, "marquise") == 0 and vb(game).score == 0  # defending: no Infamy
    game = vb_game({"clearing": 9, "items": ["sword", "sword"], "relationships": {"marquise": "hostile"}},
                   {9: {"marquise": {"warrior": 2}}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    assert vb(game).score == 2  # both warriors of a Hostile faction


def test_removing_warriors_while_defending_makes_hostile_without_infamy_law_9_2_9_iii_and_iii_a():
    """Hostility comes from any removal of a warrior by the Vagabond, on any turn; Infamy only on his own."""
    game = vb_game({"clearing": 9, "items": ["sword", "boot"]}, {9: {"marquise": {"warrior": 3}}},
                   current="marquise", hands={"vagabond": ["ambush_mouse"]})
    fix_dice(game, 0, 0)
    play_choices(game, "battle", f"ambush:{held(game, 'ambush_mouse', vb(game).hand)}")  # two hits (4.3.1.II)
    assert warriors(game, 9, "marquise") == 1
    assert vb(game).data["relationships"] == {"marquise": "hostile", "eyrie": 0}
    assert vb(game).score == 0  # the Marquise's turn: the second warrior scores no Infamy


def test_explore_takes_a_ruin_item_scores_and_removes_the_ruin_law_9_5_3():
    game = vb_game({"clearing": 6, "items": ["torch"], "ruin_items": {6: ["hammer"]}})
    assert game.state.clearings[6].ruins == 1
    play_choices(game, "explore")
    assert items(game) == Counter(["torch:exhausted", "hammer"])
    assert vb(game).score == 1
    assert game.state.clearings[6].ruins == 0 and 6 not in game.state.ruin_items


def test_explore_that_removes_a_ruin_empties_the_building_cache_law_9_5_3_and_2_2_3():
    # The ruin freed a building slot: values kept from the old map (building_cache) must be worked out again.
    game = vb_game({"clearing": 6, "items": ["torch"], "ruin_items": {6: ["hammer"]}})
    game.state.building_cache()["probe"] = "worked out with the ruin"
    play_choices(game, "explore")
    assert "probe" not in game.state.building_cache()


def test_aid_gives_a_matching_card_and_improves_relationships_law_9_5_4_and_9_2_9_i():
    hand = ["ambush_fox", "anvil", "dominance_bird"]  # two fox cards and a bird (wild, 2.1.1)
    game = vb_game({"clearing": 8, "items": ["boot", "torch", "sword", "crossbow"]},
                   {8: {"marquise": {"warrior": 1}}}, hands={"vagabond": hand, "marquise": []})
    play_choices(game, "aid", "item:boot:up")  # the only player and the matching cards
    options = expect(game, "vagabond.aid.card")
    assert len(options) == 3
    game.choose(options[0])
    assert len(game.state.factions["marquise"].hand) == 1 and len(vb(game).hand) == 2
    assert vb(game).data["relationships"]["marquise"] == 1 and vb(game).score == 1  # one Aid: +1 VP
    play_choices(game, "aid", "item:torch:up")
    game.choose(expect(game, "vagabond.aid.card")[0])
    assert vb(game).data["relationships"]["marquise"] == 1 and vb(game).data["aids"] == {"marquise": 1}
    play_choices(game, "aid", "item:sword:up")  # second Aid this turn: the next space, +2 VP
    expect(game, "vagabond.action")
    assert vb(game).data["relationships"]["marquise"] == 2 and vb(game).score == 3
    assert vb(game).data["aids"] == {}


def test_the_card_given_in_aid_is_seen_only_by_the_two_players_law_9_5_4_and_1_2_1():
    game = vb_game({"clearing": 8, "items": ["boot"]}, {8: {"marquise": {"warrior": 1}}},
                   hands={"vagabond": ["anvil"], "marquise": []})
    play_choices(game, "aid")  # the only item, player and card
    aided = events(game, "aided")[-1]
    card = game.state.factions["marquise"].hand[0]
    for player in ("vagabond", "marquise"):
        assert views.event_for(aided, player)["card"] == card
    for player in ("eyrie", None):  # another player, an observer: who was aided, not the card
        seen = views.event_for(aided, player)
        assert "card" not in seen and seen["to"] == ["vagabond", "marquise"]


def test_aids_toward_a_space_count_only_within_one_turn_law_9_2_9_i_a():
    game = vb_game({"forest": "f1", "items": [], "relationships": {"marquise": 1}, "aids": {"marquise": 1}},
                   phase="birdsong")
    assert vb(game).data["aids"] == {}


def test_aiding_an_allied_faction_scores_two_law_9_2_9_ii_a():
    game = vb_game({"clearing": 8, "items": ["boot"], "relationships": {"marquise": "allied"}},
                   {8: {"marquise": {"warrior": 1}}}, hands={"vagabond": ["anvil"]})
    play_choices(game, "aid")
    assert vb(game).score == 2 and vb(game).data["relationships"]["marquise"] == 3


def test_aiding_a_hostile_faction_takes_an_item_but_never_improves_law_9_2_9_iii_c():
    game = vb_game({"clearing": 8, "items": ["boot"], "relationships": {"marquise": "hostile"}},
                   {8: {"marquise": {"warrior": 1}}}, hands={"vagabond": ["anvil"]})
    game.state.factions["marquise"].crafted_items.append("hammer")
    checker = InvariantChecker(game)
    play_choices(game, "aid")
    assert sorted(expect(game, "vagabond.aid.take")) == ["item:hammer", "none"]
    game.choose("item:hammer")
    checker(game)
    assert items(game) == Counter(["boot:exhausted", "hammer"])
    assert game.state.factions["marquise"].crafted_items == []
    assert vb(game).data["relationships"]["marquise"] == "hostile" and vb(game).score == 0


def test_aid_take_menu_is_one_option_per_item_kind_when_nothing_is_exhausted_law_9_5_4():
    # Crafted items are face up (4.1.2): two boots are one option, with the ids games have always had.
    game = vb_game({"clearing": 8, "items": ["boot"]}, {8: {"marquise": {"warrior": 1}}}, hands={"vagabond": ["anvil"]})
    game.state.factions["marquise"].crafted_items[:] = ["hammer", "boot", "boot"]
    play_choices(game, "aid")
    assert expect(game, "vagabond.aid.take") == ["none", "item:boot", "item:hammer"]
    assert [o.data for o in game.pending.options[1:]] == [{"item": "boot", "exhausted": False},
                                                          {"item": "hammer", "exhausted": False}]
    game.choose("item:boot")
    assert game.state.factions["marquise"].crafted_items == ["hammer", "boot"]
    assert items(game) == Counter(["boot:exhausted", "boot"])


def test_quest_exhausts_two_items_and_scores_per_completed_quest_of_its_suit_law_9_5_5():
    game = vb_game({"clearing": 8, "items": ["tea", "boot", "torch"], "quests": ["errand_fox", "escort_mouse"],
                    "completed_quests": ["fundraising_fox", "guard_duty_mouse"]})
    deck = list(vb(game).data["quest_deck"])
    play_choices(game, "quest")  # the fox quest only: the clearing is fox
    play_choices(game, "reward:vp")
    assert vb(game).score == 2  # two fox quests completed, this one included
    assert items(game) == Counter(["tea:exhausted", "boot:exhausted", "torch"])
    assert vb(game).data["completed_quests"][-1] == "errand_fox"
    assert vb(game).data["quests"] == ["escort_mouse", deck[-1]]  # a new quest replaces it


def test_quest_reward_may_draw_two_cards_instead_law_9_5_5():
    game = vb_game({"clearing": 2, "items": ["boot", "boot", "boot"], "quests": ["escort_mouse"]})
    play_choices(game, "quest", "reward:cards")
    expect(game, "vagabond.action")
    assert len(vb(game).hand) == 2 and vb(game).score == 0


def test_quest_needs_matching_suit_and_items_law_9_5_5():
    game = vb_game({"clearing": 8, "items": ["boot", "boot:exhausted", "sword"], "quests": ["escort_mouse"]},
                   {8: {"marquise": {"warrior": 1}}})
    assert "quest" not in expect(game, "vagabond.action")


def test_strike_removes_a_warrior_then_other_pieces_law_9_5_6():
    game = vb_game({"clearing": 9, "items": ["crossbow", "crossbow"]},
                   {9: {"marquise": {"warrior": 1, "sawmill": 1}}})
    play_choices(game, "strike")  # warriors first: the one option
    assert warriors(game, 9, "marquise") == 0 and vb(game).data["relationships"]["marquise"] == "hostile"
    assert vb(game).score == 0  # a strike is not a battle: no Infamy
    play_choices(game, "strike")  # no warriors left: the sawmill
    assert game.state.clearings[9].count("marquise", "sawmill") == 0 and vb(game).score == 1  # 3.2.1


def test_strike_targets_are_labelled_in_words_law_9_5_6():
    game = vb_game({"clearing": 1, "items": ["crossbow"]}, {1: {"alliance": {"base_fox": 1, "sympathy": 1}}},
                   factions=["vagabond", "alliance"])
    play_choices(game, "strike")
    assert [(o.id, o.label, o.data) for o in game.pending.options] == [
        ("piece:alliance:base_fox", "alliance base fox", {"faction": "alliance", "piece": "base_fox"}),
        ("piece:alliance:sympathy", "alliance sympathy", {"faction": "alliance", "piece": "sympathy"})]


def test_repair_keeps_the_items_side_law_9_5_7():
    game = vb_game({"forest": "f1", "items": ["hammer", "sword:damaged:exhausted", "boot:damaged", "boot"]})
    play_choices(game, "repair", "item:sword:down:damaged")
    expect(game, "vagabond.action")
    assert items(game) == Counter(["hammer:exhausted", "sword:exhausted", "boot:damaged", "boot"])


def test_craft_exhausts_hammers_of_the_clearings_suit_and_takes_the_item_law_9_5_8_and_9_2_1():
    game = vb_game({"clearing": 8, "items": ["hammer", "hammer"]}, {8: {"marquise": {"warrior": 1}}},
                   hands={"vagabond": ["arms_trader", "crossbow_bird", "travel_gear_fox"]})
    checker = InvariantChecker(game)
    play_choices(game, "craft")
    options = expect(game, "vagabond.craft")  # fox clearing: the rabbit-cost boot cannot be crafted
    assert len(options) == 2
    arms = held(game, "arms_trader", vb(game).hand)
    game.choose(f"craft:{arms}")  # cost fox, fox: both hammers
    checker(game)
    assert items(game) == Counter(["hammer:exhausted", "hammer:exhausted", "sword"])
    assert vb(game).score == 2 and vb(game).crafted_items == [] and game.state.item_supply["sword"] == 1
    assert "craft" not in game.pending.option_ids


def test_no_crafting_in_a_forest_law_9_2_1():
    game = vb_game({"forest": "f1", "items": ["hammer", "hammer:damaged"]}, hands={"vagabond": ["crossbow_bird"]})
    assert faction(game).crafting_pieces(game) == {}
    assert "craft" not in expect(game, "vagabond.action")


def test_brutal_tactics_hit_is_beyond_the_swords_limit_and_angers_law_9_2_6_4_3_3_and_9_2_9_iii():
    """One sword caps the Vagabond's rolled hits at one (9.2.6); Brutal Tactics' extra hit is no rolled hit and
    takes the second warrior. The first warrior makes the Marquise Hostile, the second scores Infamy (9.2.9.III.a),
    and the Marquise, defending, score 1 VP for the card."""
    game = vb_game({"clearing": 9, "items": ["sword", "torch"]}, {9: {"marquise": {"warrior": 2}}},
                   play_areas={"vagabond": ["brutal_tactics"]})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert expect(game, "standard.battle_effect", "vagabond") == ["brutal_tactics", "done"]
    play_choices(game, "brutal_tactics")
    assert warriors(game, 9, "marquise") == 0
    assert vb(game).data["relationships"]["marquise"] == "hostile"
    assert vb(game).score == 1 and game.state.factions["marquise"].score == 1
    assert len(vb(game).play_area) == 1  # Brutal Tactics stays in play


def test_armorers_and_sappers_for_the_defending_vagabond_law_4_3_3_and_9_2_2():
    """Defending, the Vagabond may use both: Armorers ignores the two rolled hits (no item is damaged), Sappers
    adds a hit to his one rolled hit (one sword). The warriors he removes anger the Marquise, but Infamy is only
    for his own turn (9.2.9.III.a)."""
    game = vb_game({"clearing": 9, "items": ["sword", "torch", "boot"]}, {9: {"marquise": {"warrior": 3}}},
                   current="marquise", play_areas={"vagabond": ["armorers", "sappers"]})
    fix_dice(game, 2, 1)
    play_choices(game, "battle")
    assert expect(game, "standard.battle_effect", "vagabond") == ["armorers", "sappers", "done"]
    play_choices(game, "armorers")
    assert expect(game, "standard.battle_effect", "vagabond") == ["sappers", "done"]
    play_choices(game, "sappers")
    assert warriors(game, 9, "marquise") == 1
    assert items(game) == Counter(["sword", "torch", "boot"]) and vb(game).play_area == []
    assert vb(game).data["relationships"]["marquise"] == "hostile" and vb(game).score == 0


# -- characters (Appendix D) --------------------------------------------------------------------------------------

def test_thief_steals_a_random_card_law_d_1_2():
    game = vb_game({"clearing": 9, "items": ["torch", "boot"]}, {9: {"marquise": {"warrior": 1}}},
                   hands={"marquise": ["anvil", "sword"], "eyrie": ["ambush_fox"], "vagabond": []})
    play_choices(game, "special")  # only the Marquise has pieces here
    expect(game, "vagabond.action")
    assert len(game.state.factions["marquise"].hand) == 1 and len(vb(game).hand) == 1
    assert game.cards[vb(game).hand[0]].id in ("anvil", "sword")
    assert items(game) == Counter(["torch:exhausted", "boot"])  # the special action exhausts a torch (9.5.9)
    taken = [e for e in game.events if e["type"] == "card_taken"]
    assert [(e["card"], e["to"]) for e in taken] == [(vb(game).hand[0], ["vagabond", "marquise"])]  # private (1.2.1)


def test_thief_chooses_whom_to_steal_from_among_the_players_there_with_cards_law_d_1_2():
    """Three players have pieces in his clearing; the Eyrie hold no card, so there is nothing to take from them."""
    game = vb_game({"clearing": 9, "items": ["torch", "boot"]},
                   {9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}, "alliance": {"sympathy": 1}}},
                   factions=("marquise", "eyrie", "alliance", "vagabond"),
                   hands={"marquise": ["anvil"], "eyrie": [], "alliance": ["ambush_fox"], "vagabond": []})
    play_choices(game, "special")
    assert expect(game, "thief.steal", "vagabond") == ["faction:marquise", "faction:alliance"]
    play_choices(game, "faction:alliance")
    assert game.state.factions["alliance"].hand == [] and [game.cards[c].id for c in vb(game).hand] == ["ambush_fox"]
    assert [game.cards[c].id for c in game.state.factions["marquise"].hand] == ["anvil"]


def test_tinker_day_labor_takes_a_matching_or_bird_card_from_the_discard_law_d_2_2():
    game = vb_game({"character": "tinker", "clearing": 9, "items": ["torch", "boot"]},
                   discard=["anvil", "sword", "birdy_bindle"], hands={"vagabond": []})
    play_choices(game, "special")
    names = sorted(game.cards[int(o.split(":")[1])].id for o in expect(game, "tinker.day_labor"))
    assert names == ["birdy_bindle", "sword"]  # mouse clearing: the mouse card and the bird, not the fox
    game.choose(game.pending.option_ids[0])
    expect(game, "vagabond.action")
    assert len(vb(game).hand) == 1 and len(game.state.discard) == 2
    # The discard pile is public (1.2.2): every player is told which card went into his hand.
    assert [(e["card"], e["held_by"]) for e in events(game, "day_labor")] == [(vb(game).hand[0], "vagabond")]


def test_tinker_day_labor_takes_nothing_from_the_lizards_lost_souls_law_d_2_2_and_10_2_6():
    """With the Cult in play, spent and discarded cards wait in the Lost Souls pile (10.2.6), which is not the
    discard pile: with a matching card and a bird there and none in the discard pile, Day Labor is not offered."""
    game = vb_game({"character": "tinker", "clearing": 9, "items": ["torch", "boot"]},
                   factions=("marquise", "lizard", "vagabond"), hands={"vagabond": []},
                   data={"lizard": {"lost_souls": ["sword", "birdy_bindle"]}})
    assert game.state.discard == [] and "special" not in expect(game, "vagabond.action")


def test_ranger_hideout_repairs_three_and_ends_daylight_law_d_3_2():
    game = vb_game({"character": "ranger", "clearing": 9, "items": ["torch", "boot", "sword:damaged",
                                                                   "crossbow:damaged", "boot:damaged:exhausted",
                                                                   "tea:damaged"]})
    play_choices(game, "special")
    for _ in range(3):
        expect(game, "ranger.hideout")
        game.choose(game.pending.option_ids[0])
    assert sum(n for k, n in items(game).items() if "damaged" in k) == 1
    after = game.events[game.events.index(events(game, "hideout")[0]):]
    phase = next(e for e in after if e["type"] == "phase")
    assert (phase["faction"], phase["phase"]) == ("vagabond", "evening")  # Daylight ended at once


# -- Evening (9.6) ---------------------------------------------------------------------------------------

def test_evening_rest_in_a_forest_repairs_and_refreshes_damaged_items_law_9_6_1():
    game = vb_game({"forest": "f1", "items": ["sword:damaged:exhausted", "boot:damaged", "torch:exhausted"]},
                   phase="evening")
    assert items(game) == Counter(["sword", "boot", "torch:exhausted"])
    game = vb_game({"clearing": 1, "items": ["sword:damaged:exhausted"]}, phase="evening")
    assert items(game) == Counter(["sword:damaged:exhausted"])


def test_evening_draws_one_plus_face_up_coins_law_9_6_2():
    game = vb_game({"forest": "f1", "items": ["coins", "coins", "coins:exhausted"]}, phase="evening",
                   hands={"vagabond": []})
    assert len(vb(game).hand) == 3


def test_evening_discards_down_to_five_cards_of_his_choice_law_9_6_3():
    """Law 9.6.3: after drawing (9.6.2), more than five cards in hand are discarded down to five, chosen by him."""
    hand = ["anvil", "sword", "ambush_fox", "birdy_bindle", "arms_trader", "crossbow_bird"]
    game = vb_game({"forest": "f1", "items": ["coins"]}, phase="evening", hands={"vagabond": hand})
    drawn = list(vb(game).hand)
    assert len(drawn) == 8  # the six, one drawn and one per face-up coins (9.6.2)
    for card in drawn[:3]:
        expect(game, "discard.hand_limit", "vagabond")
        game.choose(f"card:{card}")
    assert game.pending is None or game.pending.player != "vagabond"  # five left: his turn is over
    assert sorted(vb(game).hand) == sorted(drawn[3:]) and set(drawn[:3]) <= set(game.state.discard)


def test_item_capacity_six_plus_two_per_bag_on_track_law_9_6_4():
    many = ["boot"] * 4 + ["torch", "sword", "crossbow", "hammer:damaged"]
    game = vb_game({"forest": "f1", "items": many + ["bag"]}, phase="evening")  # limit 8, track items free
    assert len(vb(game).data["items"]) == 9 and not game.state.removed_items
    game = vb_game({"forest": "f3", "items": many + ["bag:exhausted"]}, phase="evening")  # limit 6, nine held
    removed = []
    while game.pending.kind == "vagabond.item_limit":
        removed.append(game.pending.option_ids[0])
        game.choose(game.pending.option_ids[0])
    assert len(removed) == 3 and len(vb(game).data["items"]) == 6
    assert sum(game.state.removed_items.values()) == 3  # removed permanently


# -- Allied warriors (9.2.9.II) -------------------------------------------------------------------------------

def test_moving_with_allied_warriors_law_9_2_9_ii_b():
    game = vb_game({"clearing": 9, "items": ["boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}}})
    play_choices(game, "move", "clearing:12", "ally:marquise", "count:2")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 12, "marquise") == 2
    assert game.state.clearings[12].pawns == ["vagabond"]


@pytest.mark.parametrize("ally", ["none", "marquise"])
def test_moving_allied_warriors_into_sympathy_is_his_outrage_law_9_2_9_ii_b_and_8_2_6(ally):
    """Into fox clearing 12 with a sympathy token: his pawn alone is no warrior, so no Outrage; moving the Marquise's
    warriors along, he is the player moving them, and he gives a fox card to the supporters (8.2.6)."""
    game = vb_game({"clearing": 9, "items": ["boot", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}}, 12: {"alliance": {"sympathy": 1}}},
                   factions=("marquise", "alliance", "vagabond"), hands={"vagabond": ["anvil"], "marquise": ["sword"]})
    play_choices(game, "move", "clearing:12", f"ally:{ally}", *(["count:2"] if ally != "none" else []))
    expect(game, "vagabond.action")
    assert [(e["faction"], e["clearing"]) for e in events(game, "outrage")] == (
        [("vagabond", 12)] if ally != "none" else [])
    assert len(vb(game).hand) == (0 if ally != "none" else 1) and len(game.state.factions["marquise"].hand) == 1


def test_moving_allied_alliance_warriors_into_sympathy_is_his_outrage_law_9_2_9_ii_b_and_8_2_6():
    """The Allied faction is the Alliance itself: leading its warriors into its own sympathetic clearing, the
    Vagabond still owes the Outrage. Settled by the published Root FAQ (Vagabond: "If I move Allied warriors of the
    Woodland Alliance into a sympathetic clearing, do I trigger Outrage?" - yes), as kept by the Law of Root site,
    https://github.com/Vagabottos/root/blob/master/src/assets/i18n/faq/en-US.yml"""
    game = vb_game({"clearing": 9, "items": ["boot", "boot"], "relationships": {"alliance": "allied"}},
                   {9: {"alliance": {"warrior": 2}}, 12: {"alliance": {"sympathy": 1}}},
                   factions=("marquise", "alliance", "vagabond"), hands={"vagabond": ["anvil"]})
    supporters = len(game.state.factions["alliance"].zones["supporters"])
    play_choices(game, "move", "clearing:12", "ally:alliance", "count:2")
    expect(game, "vagabond.action")
    assert warriors(game, 12, "alliance") == 2
    assert [(e["faction"], e["clearing"]) for e in events(game, "outrage")] == [("vagabond", 12)]
    assert vb(game).hand == [] and len(game.state.factions["alliance"].zones["supporters"]) == supporters + 1


def test_slipping_between_clearings_may_take_allied_warriors_law_9_4_2_and_9_2_9_ii_b():
    game = vb_game({"clearing": 9, "items": [], "relationships": {"eyrie": "allied"}},
                   {9: {"eyrie": {"warrior": 2}}}, phase="birdsong")
    play_choices(game, "clearing:1", "ally:eyrie", "count:2")
    assert warriors(game, 1, "eyrie") == 2 and game.state.clearings[1].pawns == ["vagabond"]


def test_battling_an_allys_enemy_with_allied_warriors_law_9_2_9_ii_c():
    game = vb_game({"clearing": 9, "items": ["sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 4}}})
    checker = InvariantChecker(game)
    fix_dice(game, 3, 1)
    play_choices(game, "battle", "faction:eyrie")
    assert sorted(expect(game, "vagabond.battle.ally")) == ["ally:marquise", "ally:none"]
    game.choose("ally:marquise")
    # Max rolled hits: 3 Marquise warriors + 1 undamaged sword: all three rolled hits land.
    assert warriors(game, 9, "eyrie") == 1
    expect(game, "vagabond.take_hit")  # the Eyrie's one hit: an item or an Allied warrior
    assert "ally_warrior" in game.pending.option_ids
    game.choose("item:boot:up")
    checker(game)
    assert vb(game).data["relationships"] == {"marquise": 3, "eyrie": "hostile"}
    assert warriors(game, 9, "marquise") == 3 and "battle_ally" not in vb(game).data


def test_allied_warriors_cannot_attack_their_own_faction_law_9_2_9_ii_c():
    game = vb_game({"clearing": 9, "items": ["sword"], "relationships": {"marquise": "allied", "eyrie": "allied"}},
                   {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 2}}})
    play_choices(game, "battle", "faction:marquise")
    assert expect(game, "vagabond.battle.ally") == ["ally:none", "ally:eyrie"]  # never the Marquise's own


def test_allied_warriors_taking_more_hits_than_items_turns_hostile_law_9_2_9_ii_d():
    game = vb_game({"clearing": 9, "items": ["sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}})
    fix_dice(game, 2, 2)  # each side deals two hits
    play_choices(game, "battle", "faction:eyrie", "ally:marquise", "ally_warrior", "ally_warrior")
    assert warriors(game, 9, "marquise") == 1
    assert vb(game).data["relationships"]["marquise"] == "hostile"
    game = vb_game({"clearing": 9, "items": ["sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}})
    fix_dice(game, 2, 2)
    play_choices(game, "battle", "faction:eyrie", "ally:marquise", "ally_warrior", "item:boot:up")
    assert vb(game).data["relationships"]["marquise"] == 3  # one each: still Allied


def test_ambush_hits_on_allied_warriors_count_toward_hostility_law_9_2_9_ii_d_and_4_3_1():
    """The hits of the whole battle count, the ambush's too: two Allied warriors against one item."""
    game = vb_game({"clearing": 9, "items": ["sword", "boot", "torch"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}}, hands={"eyrie": ["ambush_mouse"]})
    fix_dice(game, 1, 1)
    play_choices(game, "battle", "faction:eyrie", "ally:marquise",
                 f"ambush:{held(game, 'ambush_mouse', game.state.factions['eyrie'].hand)}")
    play_choices(game, "ally_warrior", "ally_warrior", "item:boot:up")  # ambush: two warriors; the roll: an item
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 9, "eyrie") == 2
    assert vb(game).data["relationships"]["marquise"] == "hostile"


def test_hits_beyond_his_undamaged_items_are_ignored_even_beside_allied_warriors_law_9_2_7_and_9_2_9_ii_d():
    """Allied warriors may take hits in his place (9.2.9.II.d, a choice), but once no undamaged item is left the
    remaining hits are ignored (9.2.7): they never fall on the Allied warriors instead."""
    game = vb_game({"clearing": 9, "items": ["sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 4}}})
    fix_dice(game, 3, 3)  # the Eyrie deal three hits
    play_choices(game, "battle", "faction:eyrie", "ally:marquise", "item:boot:up", "item:sword:down")
    assert game.pending.kind != "vagabond.take_hit"  # the third hit is ignored, not asked nor forced
    assert warriors(game, 9, "marquise") == 3
    assert items(game) == Counter(["sword:damaged:exhausted", "boot:damaged"])
    assert vb(game).data["relationships"]["marquise"] == 3  # no Allied warrior took a hit: still Allied


# -- Full Removal (9.2.2.I) ----------------------------------------------------------------------------------------

def test_full_removal_damages_three_items_and_keeps_the_pawn_law_9_2_2_i():
    game = vb_game({"clearing": 9, "items": ["sword", "boot", "torch", "tea"]},
                   {9: {"marquise": {"warrior": 2, "sawmill": 1}}}, current="eyrie")
    asked, removals = run(faction(game).full_removal(game, 9, "eyrie", "revolt"),
                          ["item:tea:up", "item:boot:up", "item:sword:up"])
    assert removals == [] and len(asked) == 3
    assert items(game) == Counter(["sword:damaged", "boot:damaged", "tea:damaged", "torch"])
    assert game.state.clearings[9].pawns == ["vagabond"]
    # Every other faction loses all its pieces there (the core's default).
    _, removals = run(game.factions["marquise"].full_removal(game, 9, "eyrie", "revolt"))
    assert removals[0].counts == {"warrior": 2, "sawmill": 1} and not game.state.clearings[9].has_any("marquise")


def test_full_removal_by_an_alliance_revolt_law_9_2_2_i_and_8_4_1():
    """A revolt removes all enemy pieces: the Vagabond there damages three items and stays."""
    game = vb_game({"clearing": 5, "items": ["sword", "boot", "torch", "tea"]},
                   {5: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}}},
                   factions=("marquise", "alliance", "vagabond"), current="alliance", phase="birdsong",
                   data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"], "officers": 0}})
    checker = InvariantChecker(game)
    play_choices(game, "clearing:5")  # the only revolt
    for choice in ("item:tea:up", "item:boot:up", "item:torch:up"):
        play_choices(game, choice)
        checker(game)
    assert items(game) == Counter(["sword", "boot:damaged", "torch:damaged", "tea:damaged"])
    assert game.state.clearings[5].pawns == ["vagabond"] and warriors(game, 5, "marquise") == 0


def test_no_full_removal_damage_from_the_coalition_partners_revolt_law_9_2_2_i_9_2_8_and_g_1_8():
    """In coalition with the Alliance (9.2.8) the Vagabond is no enemy of theirs (G.1.8): their revolt removes
    every enemy piece in 5 but damages none of his items (9.2.2.I is for an enemy player's effect)."""
    game = vb_game({"clearing": 5, "items": ["sword", "boot", "torch", "tea"], "coalition": "alliance"},
                   {5: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}}},
                   factions=("alliance", "marquise", "eyrie", "vagabond"), current="alliance", phase="birdsong",
                   dominance={"vagabond": "dominance_fox"},
                   data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"], "officers": 0},
                         "eyrie": {"leader": "commander", "viziers": {}}})
    play_choices(game, "clearing:5")  # the only revolt
    assert warriors(game, 5, "marquise") == 0 and game.state.clearings[5].pawns == ["vagabond"]
    assert items(game) == Counter(["sword", "boot", "torch", "tea"])
    assert game.pending.kind != "vagabond.full_removal"


# -- coalitions (9.2.8) ----------------------------------------------------------------------------------------

def test_no_dominance_victory_and_no_coalition_below_four_players_law_9_2_8():
    game = vb_game({"forest": "f1", "items": ["boot"]}, hands={"vagabond": ["dominance_fox"]},
                   scores={"vagabond": 15})
    options = expect(game, "vagabond.action")
    assert not any(o.startswith(("activate_dominance", "coalition")) for o in options)


def test_the_vagabond_takes_an_available_dominance_card_in_daylight_law_3_3_4():
    """Law 3.3.4: in Daylight any player, the Vagabond too, may spend a card matching an available dominance card
    to take it; his Daylight then goes on."""
    game = vb_game({"forest": "f1", "items": ["boot"]}, hands={"vagabond": ["ambush_bird", "anvil"]},
                   available_dominance=["dominance_rabbit"], dominance_in_deck=True)
    dom = game.state.available_dominance[0]
    play_choices(game, f"take_dominance:{dom}")  # the bird is the only rabbit-matching card: spent at once
    assert sorted(game.cards[c].id for c in vb(game).hand) == ["anvil", "dominance_rabbit"]
    assert game.state.available_dominance == []
    assert [game.cards[c].id for c in game.state.discard] == ["ambush_bird"]
    assert expect(game, "vagabond.action", "vagabond")


def test_coalition_with_the_player_with_fewest_vp_law_9_2_8(moles):
    factions = ("marquise", "eyrie", "vagabond", "moles")
    game = vb_game({"forest": "f1", "items": ["boot"], "relationships": {"marquise": "hostile"}},
                   {9: {"marquise": {"warrior": 1}}}, factions=factions, hands={"vagabond": ["dominance_fox"]},
                   scores={"vagabond": 12, "marquise": 3, "eyrie": 5, "moles": 3})
    options = expect(game, "vagabond.action")
    assert not any(o.startswith("activate_dominance") for o in options)
    coalition = next(o for o in options if o.startswith("coalition:"))
    # Asked again, the label is the same: options are shared and immutable, never relabelled in place.
    labels = [next(o.label for o in faction(game)._dominance_options(game) if o.id == coalition) for _ in range(2)]
    assert labels[0] == labels[1] and labels[0].count("Form a coalition") == 1
    game.choose(coalition)
    assert sorted(expect(game, "vagabond.coalition")) == ["faction:marquise", "faction:moles"]  # tied fewest
    game.choose("faction:marquise")
    fs = vb(game)
    assert fs.data["coalition"] == "marquise" and fs.dominance is not None and not fs.hand
    assert fs.data["relationships"]["marquise"] == 0  # 9.2.9.III.d: from Hostile to Indifferent
    assert not battle_rules.is_enemy(game, "vagabond", "marquise") and not battle_rules.is_enemy(
        game, "marquise", "vagabond")
    assert battle_rules.is_enemy(game, "vagabond", "eyrie")
    assert not faction(game).can_score(game) and scoring.score(game, "vagabond", 2, "test") == 0


def test_no_coalition_below_ten_points_law_9_2_8_and_3_3_1(moles):
    factions = ("marquise", "eyrie", "vagabond", "moles")
    game = vb_game({"forest": "f1", "items": ["boot"]}, factions=factions, hands={"vagabond": ["dominance_fox"]},
                   scores={"vagabond": 9, "marquise": 3})
    assert not any(o.startswith("coalition:") for o in expect(game, "vagabond.action"))


def test_a_player_who_activated_dominance_is_not_compared_for_a_coalition_law_9_2_8_and_3_3_1(moles):
    """The Marquise activated dominance at 10 VP and took her score marker off the track (3.3.1): she cannot be
    the partner, nor does her frozen 10 stop the 12 of the Eyrie and the Moles being the fewest VP among the others."""
    factions = ("marquise", "eyrie", "vagabond", "moles")
    game = vb_game({"forest": "f1", "items": ["boot"]}, factions=factions, hands={"vagabond": ["dominance_mouse"]},
                   scores={"vagabond": 12, "marquise": 10, "eyrie": 12, "moles": 12},
                   dominance={"marquise": "dominance_fox"})
    coalition = next(o for o in expect(game, "vagabond.action") if o.startswith("coalition:"))
    game.choose(coalition)
    assert sorted(expect(game, "vagabond.coalition")) == ["faction:eyrie", "faction:moles"]


def test_a_partner_who_activates_dominance_later_wins_with_the_vagabond_law_9_2_8_and_3_3_1(moles):
    """Nothing ends a coalition: the partner may activate dominance afterwards, and a win by dominance is a win."""
    factions = ("marquise", "eyrie", "vagabond", "moles")
    game = vb_game({"forest": "f1", "items": ["boot"], "coalition": "marquise"},
                   {1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}, 8: {"marquise": {"warrior": 1}}},
                   factions=factions, current="marquise", phase="birdsong", scores={"marquise": 14, "vagabond": 12},
                   dominance={"vagabond": "dominance_mouse", "marquise": "dominance_fox"})
    assert game.is_over and game.state.end_reason == "dominance"
    assert game.winners == ["marquise", "vagabond"]


def test_coalition_wins_together_law_9_2_8(moles):
    factions = ("marquise", "eyrie", "vagabond", "moles")
    game = vb_game({"forest": "f1", "items": ["boot"], "coalition": "marquise"},
                   {1: {"marquise": {"workshop": 1, "warrior": 1}}}, factions=factions, current="marquise",
                   hands={"marquise": ["crossbow_bird"]}, scores={"marquise": 29, "vagabond": 12},
                   dominance={"vagabond": "dominance_fox"})
    crossbow = held(game, "crossbow_bird", game.state.factions["marquise"].hand)
    play_choices(game, f"craft:{crossbow}")
    assert game.is_over and game.state.end_reason == "score"
    assert game.winners == ["marquise", "vagabond"]


def test_a_partner_reaching_30_with_the_player_taking_the_turn_loses_and_the_vagabond_with_him_law_3_1_and_9_2_8(moles):
    """The Eyrie (the Despot, taking the turn) and the Marquise, the Vagabond's partner, reach 30 by the same battle
    (Brutal Tactics brings her to 29 in step 3, Sappers' and the dice's hits bring both to 30 in step 4): the Eyrie
    alone win; a coalition wins only when its partner does."""
    factions = ("marquise", "eyrie", "vagabond", "moles")
    game = vb_game({"forest": "f1", "items": ["boot"], "coalition": "marquise"},
                   {12: {"eyrie": {"warrior": 1, "roost": 1}, "marquise": {"warrior": 1, "sawmill": 1}},
                    2: {"eyrie": {"roost": 1}}}, factions=factions, current="eyrie", phase="birdsong",
                   play_areas={"eyrie": ["brutal_tactics"], "marquise": ["sappers"]}, hands={"eyrie": ["anvil"]},
                   scores={"eyrie": 28, "marquise": 28, "vagabond": 12}, dominance={"vagabond": "dominance_fox"},
                   data={"eyrie": {"leader": "despot", "viziers": {}, "decree": {}, "deposed": []}})
    fix_dice(game, 3, 3)
    game.choose("column:battle")  # the Decree: battle in fox clearing 12
    play_choices(game, "attacker", "brutal_tactics", "sappers")
    assert {f: fs.score for f, fs in game.state.factions.items() if f != "moles"} == {
        "marquise": 30, "eyrie": 30, "vagabond": 12}
    assert game.is_over and game.winners == ["eyrie"]


# -- views and whole games -----------------------------------------------------------------------------------

def test_view_hides_the_quest_deck_order_law_1_2():
    game = vb_game({"forest": "f1", "items": ["boot"], "quests": None})
    seen = game.view("eyrie")["factions"]["vagabond"]
    assert seen["data"]["quest_deck"] == {"count": 12} and len(seen["quests"]) == 3
    assert seen["location"] == {"forest": "f1"} and seen["item_tracks"] == {"tea": 0, "coins": 0, "bag": 0}


def test_random_games_with_the_vagabond_end_and_keep_every_invariant():
    results = [play_checked({"factions": list(BASE)}, seed=seed) for seed in range(50)]
    assert all(r["over"] for r in results)
    assert all(r["winners"] for r in results if r["reason"] != "turn_cap")
    wins = Counter(w for r in results for w in r["winners"])
    mean_turns = sum(r["turns"] for r in results) / len(results)
    print(f"\n50 games (marquise, eyrie, vagabond): wins {dict(wins)}, mean turns {mean_turns:.1f}, "
          f"ends {dict(Counter(r['reason'] for r in results))}")
    for r in results[:5]:
        check_replay_equivalence(r["game"])
        clone = r["game"].clone()
        assert clone.state.to_json() == r["game"].state.to_json()


@pytest.mark.parametrize("vagabond, message", [
    ({"clearing": 1, "items": ["sword:broken"]}, r"unknown item state \['broken'\] in 'sword:broken'"),
    ({"character": "wizard"}, "unknown character 'wizard' \\(installed: .*thief"),
    ({"quests": ["errand_fox", "slay_the_dragon"]}, "unknown quest 'slay_the_dragon'"),
    ({"completed_quests": ["slay_the_dragon"]}, "unknown quest 'slay_the_dragon'"),
])
def test_a_scenario_naming_an_item_face_a_character_or_a_quest_the_game_lacks_is_refused_law_9_2_5_and_9_3(
        vagabond, message):
    """Law 9.2.5 (items face up, face down or damaged), 9.3.1 (a character card), 9.3.3 (the quest cards): a scenario
    naming something else is refused, naming it."""
    with pytest.raises(ScenarioError, match=f"^vagabond: {message}"):
        vb_game(vagabond)


def test_a_character_plugin_without_card_data_on_the_board_is_refused_by_name_law_9_3_1():
    """Law 9.3.1: a character card gives the Vagabond's starting items; a character plugin whose card the Vagabond
    board does not describe is refused, naming the board file and the table to add."""
    from rootcore import plugins
    from rootcore_plugins.vagabond import Character
    registry = plugins.discover()
    registry.add_character("mystery", lambda spec, data: Character.from_data(spec, data))
    try:
        with pytest.raises(ContentError, match=r"^rootcore_content:factions/vagabond\.toml: \$\.data\.characters\."
                                               r"mystery: character 'mystery': no \[data\.characters\.mystery\] table "
                                               "with starting_items"):
            new_game({"factions": ["marquise", "vagabond"], "options": {"vagabond_character": "mystery"}})
    finally:
        del registry.components["character"]["mystery"]


def test_a_game_disabling_every_character_is_refused_before_it_starts_law_9_3_1():
    """Law 9.3.1: the Vagabond sets up by choosing a character; with every character plugin disabled there is none,
    and the config is refused at `new_game` (not partway through setup), naming the fields to change."""
    from rootcore.engine import ConfigError
    with pytest.raises(ConfigError, match=r"vagabond needs a character card \(Law 9.3.1\) and the game has 0 \(none\)") \
            as refused:
        new_game({"factions": ["marquise", "vagabond"], "seed": 1, "disable": ["ranger", "thief", "tinker"]})
    assert refused.value.fields == ("factions", "disable")


def test_two_vagabonds_with_one_character_between_them_are_refused_law_9_7():
    """Law 9.7: each of two Vagabonds takes its own character card; with one card left the config is refused."""
    from rootcore.engine import ConfigError
    with pytest.raises(ConfigError, match="the game has 1 \\(thief\\) for 2 Vagabonds"):
        new_game({"factions": ["marquise", "vagabond", "second_vagabond"], "seed": 1, "disable": ["ranger", "tinker"]})


def test_a_map_without_forests_is_refused_with_a_vagabond_before_any_choice_law_9_3_2(tmp_path, monkeypatch):
    # Found by mutating the map files: a map without forests validates (no base rule needs one), and the game
    # failed at the end of the Vagabond's setup, after its character was chosen, so nothing could be played.
    import json
    import re
    import tomllib

    import attrs

    from rootcore import plugins
    from rootcore.content import resolve_resource
    autumn = plugins.discover().get("map", "autumn")
    doc = tomllib.loads(resolve_resource(autumn.content).read_text())
    doc["id"], doc["forests"] = "treeless", []
    doc["layout"].pop("forests", None)  # where a frontend draws them
    path = tmp_path / "treeless.json"
    path.write_text(json.dumps(doc))
    monkeypatch.setitem(plugins.discover().components["map"], "treeless",
                        attrs.evolve(autumn, id="treeless", content=str(path)))
    assert new_game({"factions": ["marquise", "eyrie"], "map": "treeless", "seed": 1}).pending is not None
    with pytest.raises(ConfigError, match=re.escape("map 'treeless' has no forests, and vagabond's pawn sets up in "
                                                    "one (Law 9.3.2)")):
        new_game({"factions": ["marquise", "vagabond"], "map": "treeless", "seed": 1})


def test_a_vagabond_board_without_a_characters_table_is_refused_by_file_and_field_law_9_3_1(tmp_path, monkeypatch):
    # Found by mutating content files: the error named the table but not the file to mend.
    import json
    import tomllib

    import attrs

    from rootcore import plugins
    from rootcore.content import ContentError, resolve_resource
    vagabond = plugins.discover().get("faction", "vagabond")
    board = tomllib.loads(resolve_resource(vagabond.content).read_text())
    del board["data"]["characters"]["ranger"]
    path = tmp_path / "vagabond.json"
    path.write_text(json.dumps(board))
    monkeypatch.setitem(plugins.discover().components["faction"], "vagabond",
                        attrs.evolve(vagabond, content=str(path)))
    from rootcore import BoundedCache, engine
    monkeypatch.setattr(engine, "_SHARED", BoundedCache(64))  # components built for the shipped board: not these
    with pytest.raises(ContentError) as refused:
        new_game({"factions": ["marquise", "vagabond"], "seed": 1})
    assert [(i.file, i.path) for i in refused.value.issues] == [(str(path), "$.data.characters.ranger")]


def test_hits_fall_on_his_items_once_the_mice_he_used_are_gone_bk_2_4_i_and_law_9_2_9_ii_d():
    """BK.2.4.I: the Vagabond attacks with the one Borough Kings mouse in his clearing as an Allied warrior; he may
    take a hit on it (Law 9.2.9.II.d), but once it is gone the Kings' rats there are no warriors of his to take the
    next hit: it must damage an item."""
    from helpers import thief
    bk = "borough_kings"
    game = scenario((bk, "vagabond", "marquise"), "vagabond", "daylight",
                    {5: {bk: {"warrior": 3}, "marquise": {"warrior": 3}}},
                    hands={bk: [], "vagabond": [], "marquise": []},
                    data={bk: {"regent": "oligarch", "henchmen": {}, "mice": {5: 1}},
                          "vagabond": thief(clearing=5, items=["boot", "boot", "sword", "torch"])})
    fix_dice(game, 3, 2)  # he rolls 3 (2 hits: a sword and the mouse), the Marquise 2
    play_choices(game, "battle", "faction:marquise", "ally:borough_kings")
    assert expect(game, "vagabond.take_hit")[-1] == "ally_warrior"
    game.choose("ally_warrior")  # the first hit: on the mouse
    assert warriors(game, 5, bk) == 2
    assert "ally_warrior" not in expect(game, "vagabond.take_hit")  # the second: the rats are not his to use
    game.choose(game.pending.option_ids[0])
    assert warriors(game, 5, bk) == 2 and warriors(game, 5, "marquise") == 1
    assert sum(i["damaged"] for i in game.state.factions["vagabond"].data["items"]) == 1


@pytest.mark.usefixtures("stand_ins")  # the hireling stand-in (conftest): a game has three hirelings (Law A.6)
def test_shielded_by_the_stoic_protector_his_hits_stop_when_his_allied_warriors_are_gone_law_9_2_9_ii_d():
    """The Vagabond controls the Stoic Protector in 9 (its enemies remove none of his pieces there, our reading: nor
    damage his items) and battles the Alliance with his one Allied Marquise warrior (Law 9.2.9.II.c). Of the
    Alliance's three hits (Guerrilla War, 8.2.4) the first may fall on that warrior (9.2.9.II.d); the others have
    nothing left they could reach: no question, no item damaged."""
    game = vb_game({"clearing": 9, "items": ["sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 1}, "alliance": {"warrior": 3}, "furious_protector": {"pawn": 1}}},
                   factions=("vagabond", "marquise", "alliance"),
                   hirelings={"furious_protector": {"side": "demoted", "controller": "vagabond", "control": 2},
                              "last_dynasty": {}, "stand_in_a": {}})
    fix_dice(game, 3, 2)  # he deals 2 (his sword and the Allied warrior), the Alliance 3 (the higher roll)
    play_choices(game, "battle", "faction:alliance", "ally:marquise")
    assert warriors(game, 9, "alliance") == 1
    assert "ally_warrior" in expect(game, "vagabond.take_hit")
    game.choose("ally_warrior")  # the first hit: the Marquise warrior
    assert warriors(game, 9, "marquise") == 0
    assert game.pending.kind != "vagabond.take_hit"  # the others reach nothing
    assert not events(game, "item_damaged")
    assert not any(i["damaged"] for i in vb(game).data["items"])


def test_repair_is_offered_only_with_a_damaged_item_and_a_face_up_hammer_law_9_5_7():
    """Repair exhausts a hammer to repair a damaged item (9.5.7): without either, it is not on the menu."""
    game = vb_game({"forest": "f1", "items": ["hammer", "boot"]})  # a hammer, nothing damaged
    assert expect(game, "vagabond.action") == ["move", "end"]
    game = vb_game({"forest": "f1", "items": ["hammer:exhausted", "sword:damaged", "boot"]})  # damaged, no hammer
    assert expect(game, "vagabond.action") == ["move", "end"]


def test_allied_warriors_all_lost_to_an_ambush_add_no_rolled_hits_law_9_2_6_and_9_2_9_ii_c():
    """Rolled hits are capped by his undamaged swords plus the Allied warriors still there (9.2.6, 9.2.9.II.c): the
    ambush took both Allied warriors, so his one sword caps a roll of 3 at one hit."""
    game = vb_game({"clearing": 9, "items": ["sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}}, hands={"eyrie": ["ambush_mouse"]})
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "faction:eyrie", "ally:marquise",
                 f"ambush:{held(game, 'ambush_mouse', game.state.factions['eyrie'].hand)}")
    play_choices(game, "ally_warrior", "ally_warrior")  # the ambush's two hits on the Allied warriors
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "eyrie") == 2


def test_one_character_left_for_one_vagabond_is_enough_law_9_3_1():
    """Law 9.3.1: one Vagabond needs one character card; with the others disabled the last one is his."""
    game = new_game({"factions": ["marquise", "vagabond"], "seed": 1, "disable": ["ranger", "tinker"]})
    while game.pending and game.state.factions["vagabond"].data["character"] is None:
        game.choose(game.pending.option_ids[0])
    assert vb(game).data["character"] == "thief"


def test_a_scenario_names_the_indifferent_and_allied_spaces_law_9_2_9():
    """Scenario relationships may be named: "indifferent" is the track's first space, "allied" its last (9.2.9)."""
    game = vb_game({"forest": "f1", "items": [], "relationships": {"marquise": "indifferent", "eyrie": "allied"}})
    assert vb(game).data["relationships"] == {"marquise": 0, "eyrie": 3}


def test_aid_may_target_any_other_player_in_his_clearing_law_9_5_4():
    """Aid gives a card to another player with pieces in his clearing (9.5.4): each of them may be chosen."""
    game = vb_game({"clearing": 8, "items": ["boot"]}, {8: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}},
                   hands={"vagabond": ["anvil"]})
    play_choices(game, "aid")  # the one item
    assert expect(game, "vagabond.aid.player") == ["faction:marquise", "faction:eyrie"]


# -- Audited against Law 9, rule by rule ----------------------------------------------------------------------------

def test_refresh_counts_only_face_up_tea_on_its_track_law_9_4_1():
    """An exhausted tea and a damaged tea are not face up on the track: three items are refreshed, chosen."""
    game = vb_game({"forest": "f1", "items": ["tea:exhausted", "tea:damaged"] + ["boot:exhausted"] * 5},
                   phase="birdsong")
    n = 0
    while game.pending.kind == "vagabond.refresh":
        game.choose("item:boot:down")
        n += 1
    assert n == 3
    assert items(game)["boot"] == 3 and items(game)["boot:exhausted"] == 2


def test_refresh_with_three_face_up_tea_flips_nine_law_9_4_1():
    game = vb_game({"forest": "f1", "items": ["tea"] * 4 + ["boot:exhausted"] * 11}, phase="birdsong")
    # four face-up tea, three on the track (9.2.5.I): 3 + 2 * 3 = 9
    while game.pending.kind == "vagabond.refresh":
        game.choose(game.pending.option_ids[0])
    assert items(game)["boot"] == 9 and items(game)["boot:exhausted"] == 2


# -- Daylight: Move (9.5.1, 9.2.9.III.b) -------------------------------------------------------------------------

def test_moving_out_of_a_forest_into_a_hostile_clearing_costs_two_boots_law_9_5_1_and_9_2_9_iii_b():
    game = vb_game({"forest": "f4", "items": ["boot"], "relationships": {"marquise": "hostile"}},
                   {6: {"marquise": {"warrior": 1}}})
    play_choices(game, "move")
    assert sorted(expect(game, "vagabond.move")) == ["clearing:11", "clearing:3"]


def test_hostile_buildings_alone_cost_no_extra_boot_law_9_2_9_iii_b():
    game = vb_game({"clearing": 1, "items": ["boot"], "relationships": {"marquise": "hostile"}},
                   {5: {"marquise": {"sawmill": 1}}})
    play_choices(game, "move")
    assert "clearing:5" in expect(game, "vagabond.move")


def test_allied_warriors_follow_him_regardless_of_rule_law_9_2_9_ii_b_and_9_2_3():
    """The Eyrie rule both clearings: the Marquise could not move from 9 to 12, but her Allied warriors go with
    the Vagabond's Nimble move."""
    game = vb_game({"clearing": 9, "items": ["boot", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}, 12: {"eyrie": {"warrior": 3}}})
    play_choices(game, "move", "clearing:12", "ally:marquise", "count:2")
    assert warriors(game, 12, "marquise") == 2 and warriors(game, 9, "marquise") == 0


def test_only_one_allied_factions_warriors_follow_a_move_law_9_2_9_ii_b():
    game = vb_game({"clearing": 9, "items": ["boot", "boot"],
                    "relationships": {"marquise": "allied", "eyrie": "allied"}},
                   {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 2}}})
    play_choices(game, "move", "clearing:12")
    assert sorted(expect(game, "vagabond.move.ally")) == ["ally:eyrie", "ally:marquise", "ally:none"]
    play_choices(game, "ally:eyrie", "count:2")
    expect(game, "vagabond.action")
    assert warriors(game, 12, "eyrie") == 2 and warriors(game, 9, "marquise") == 2


def test_non_allied_warriors_never_follow_law_9_2_9_ii_b():
    game = vb_game({"clearing": 9, "items": ["boot", "boot"], "relationships": {"marquise": 2}},
                   {9: {"marquise": {"warrior": 2}}})
    play_choices(game, "move", "clearing:12")
    expect(game, "vagabond.action")
    assert warriors(game, 9, "marquise") == 2


# -- Relationships (9.2.9) ----------------------------------------------------------------------------------------

def test_three_aids_in_a_turn_reach_allied_then_each_aid_scores_two_law_9_2_9_i_and_ii_a():
    hand = ["anvil", "arms_trader", "ambush_fox", "birdy_bindle"]
    game = vb_game({"clearing": 8, "items": ["boot", "torch", "sword", "crossbow"], "relationships": {"marquise": 2}},
                   {8: {"marquise": {"warrior": 1}}}, hands={"vagabond": hand, "marquise": []})
    for n, item in enumerate(["boot", "torch", "sword"]):
        play_choices(game, "aid", f"item:{item}:up")
        if game.pending.kind == "vagabond.aid.card":
            game.choose(game.pending.option_ids[0])
        assert vb(game).data["relationships"]["marquise"] == (2 if n < 2 else 3)
    assert vb(game).score == 2  # the third Aid reached Allied: +2
    play_choices(game, "aid")
    assert vb(game).score == 4  # Aiding an Allied faction: +2


def test_striking_an_allied_warrior_makes_the_faction_hostile_law_9_2_9_iii():
    game = vb_game({"clearing": 9, "items": ["crossbow"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}}})
    play_choices(game, "strike")
    assert vb(game).data["relationships"]["marquise"] == "hostile" and vb(game).score == 0


def test_removing_only_buildings_of_a_non_hostile_faction_keeps_the_relationship_law_9_2_9_iii():
    game = vb_game({"clearing": 9, "items": ["crossbow"], "relationships": {"marquise": 2}},
                   {9: {"marquise": {"sawmill": 1}}})
    play_choices(game, "strike")
    assert vb(game).data["relationships"]["marquise"] == 2 and vb(game).score == 1


def test_infamy_for_every_hostile_piece_in_a_later_battle_law_9_2_9_iii_a():
    """Already Hostile: the first warrior scores too (only the one making them Hostile is left out)."""
    game = vb_game({"clearing": 9, "items": ["sword", "sword", "sword"], "relationships": {"marquise": "hostile"}},
                   {9: {"marquise": {"warrior": 1, "sawmill": 1, "wood": 1}}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    while game.pending.kind != "vagabond.action":
        game.choose(game.pending.option_ids[0])
    # warrior 1 + sawmill (1 + 1) + wood (1 + 1)
    assert vb(game).score == 5


# -- Battle (9.2.6, 9.2.7) ---------------------------------------------------------------------------------------

def test_defending_vagabond_rolls_up_to_his_undamaged_swords_face_down_too_law_9_2_6():
    game = vb_game({"clearing": 9, "items": ["sword:exhausted", "sword:exhausted", "sword:damaged", "boot"] * 1},
                   {9: {"marquise": {"warrior": 4}}}, current="marquise")
    fix_dice(game, 3, 3)
    play_choices(game, "battle")
    while game.pending.player == "vagabond" and game.pending.kind == "vagabond.take_hit":
        game.choose(game.pending.option_ids[0])
    assert warriors(game, 9, "marquise") == 2  # three rolled, two undamaged swords


def test_with_no_undamaged_item_every_hit_is_ignored_and_the_pawn_stays_law_9_2_7_and_9_2_2():
    game = vb_game({"clearing": 9, "items": ["sword:damaged", "boot:damaged"]}, {9: {"marquise": {"warrior": 3}}},
                   current="marquise")
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert game.pending.kind != "vagabond.take_hit"
    assert game.state.clearings[9].pawns == ["vagabond"] and items(game) == Counter(["sword:damaged", "boot:damaged"])


# -- Craft (9.2.1, 9.5.8) ----------------------------------------------------------------------------------------

def test_craft_counts_only_face_up_undamaged_hammers_law_9_5_8():
    game = vb_game({"clearing": 8, "items": ["hammer", "hammer:exhausted", "hammer:damaged"]},
                   hands={"vagabond": ["arms_trader"]})  # two fox
    assert "craft" not in expect(game, "vagabond.action")


# -- Evening (9.6) -----------------------------------------------------------------------------------------------

def test_coins_repaired_by_the_evening_rest_add_a_draw_law_9_6_1_and_9_6_2():
    game = vb_game({"forest": "f1", "items": ["coins:damaged:exhausted"]}, phase="evening", hands={"vagabond": []})
    assert len(vb(game).hand) == 2


def test_a_bag_repaired_by_the_evening_rest_raises_the_limit_law_9_6_1_and_9_6_4():
    many = ["boot"] * 4 + ["torch", "sword", "crossbow", "hammer"]
    game = vb_game({"forest": "f1", "items": many + ["bag:damaged"]}, phase="evening")
    assert len(vb(game).data["items"]) == 9 and not game.state.removed_items


def test_a_fourth_bag_is_in_the_satchel_and_counts_against_the_limit_law_9_2_5_i_and_9_6_4():
    # Four face-up bags: three on the track (limit 6 + 6 = 12), the fourth in the Satchel with 12 others.
    game = vb_game({"clearing": 1, "items": ["bag"] * 4 + ["boot"] * 12}, phase="evening")
    assert expect(game, "vagabond.item_limit")
    game.choose(game.pending.option_ids[0])
    assert len(vb(game).data["items"]) == 15 and sum(game.state.removed_items.values()) == 1


def test_no_evening_rest_in_a_clearing_law_9_6_1():
    game = vb_game({"clearing": 1, "items": ["coins:damaged"]}, phase="evening", hands={"vagabond": []})
    assert items(game) == Counter(["coins:damaged"]) and len(vb(game).hand) == 1


# -- more relationships, moves and items ----------------------------------------------------------------------

def test_battling_an_allied_faction_makes_it_hostile_and_scores_infamy_after_the_first_warrior_law_9_2_9_iii():
    game = vb_game({"clearing": 9, "items": ["sword", "sword", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    assert warriors(game, 9, "marquise") == 0
    assert vb(game).data["relationships"]["marquise"] == "hostile"
    assert vb(game).score == 1  # the first warrior made them Hostile, the second scores Infamy


def test_a_cobbler_move_in_evening_takes_allied_warriors_and_exhausts_a_boot_law_9_2_9_ii_b_and_9_5_1():
    game = vb_game({"clearing": 9, "items": ["boot", "boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}}}, phase="evening", play_areas={"vagabond": ["cobbler"]})
    play_choices(game, "clearing:12", "ally:marquise", "count:2")
    assert warriors(game, 12, "marquise") == 2 and game.state.clearings[12].pawns == ["vagabond"]
    assert items(game) == Counter(["boot", "boot:exhausted"])


def test_allied_warriors_going_along_into_a_hostile_clearing_still_cost_the_extra_boot_law_9_2_9_ii_b_iii_b():
    game = vb_game({"clearing": 9, "items": ["boot", "boot", "boot"],
                    "relationships": {"marquise": "allied", "eyrie": "hostile"}},
                   {9: {"marquise": {"warrior": 2}}, 12: {"eyrie": {"warrior": 1}}})
    play_choices(game, "move")
    assert [o.data["boots"] for o in game.pending.options if o.id == "clearing:12"] == [2]
    play_choices(game, "clearing:12", "ally:marquise", "count:2")
    assert items(game) == Counter(["boot", "boot:exhausted", "boot:exhausted"])


def test_aid_a_player_whose_only_piece_there_is_a_token_law_9_5_4():
    game = vb_game({"clearing": 8, "items": ["boot"]}, {8: {"alliance": {"sympathy": 1}}},
                   factions=("marquise", "alliance", "vagabond"), hands={"vagabond": ["anvil"], "alliance": []})
    play_choices(game, "aid")
    assert len(game.state.factions["alliance"].hand) == 1
    assert vb(game).data["relationships"]["alliance"] == 1 and vb(game).score == 1


def test_an_exhausted_tea_is_in_the_satchel_and_counts_toward_the_item_limit_law_9_5_and_9_6_4():
    """Exhausting a track item moves it to the Satchel (9.5): six other items plus it are seven, one too many."""
    game = vb_game({"clearing": 1, "items": ["tea:exhausted", "boot", "boot", "sword", "torch", "crossbow", "hammer"]},
                   phase="evening")
    expect(game, "vagabond.item_limit")
    game = vb_game({"clearing": 1, "items": ["tea", "boot", "boot", "sword", "torch", "crossbow", "hammer"]},
                   phase="evening")
    assert game.pending is None or game.pending.kind != "vagabond.item_limit"


def test_a_damaged_item_may_be_the_one_removed_over_the_limit_law_9_6_4():
    game = vb_game({"clearing": 1, "items": ["boot"] * 6 + ["sword:damaged"]}, phase="evening")
    assert "item:sword:up:damaged" in expect(game, "vagabond.item_limit")
    game.choose("item:sword:up:damaged")
    assert items(game) == Counter(["boot"] * 6) and game.state.removed_items == {"sword": 1}


def test_a_fourth_coins_in_the_satchel_draws_nothing_law_9_2_5_i_and_9_6_2():
    game = vb_game({"forest": "f1", "items": ["coins"] * 4}, phase="evening", hands={"vagabond": []})
    assert len(vb(game).hand) == 4  # one, plus three coins on the track


def test_an_enemy_favor_card_damages_three_of_his_items_and_leaves_the_pawn_law_9_2_2_i():
    game = vb_game({"clearing": 9, "items": ["boot", "sword", "torch", "tea"]},
                   {9: {"marquise": {"warrior": 1, "workshop": 1}}, 2: {"marquise": {"workshop": 2}}},
                   current="marquise", hands={"marquise": ["favor_of_the_mice"]})
    favor = held(game, "favor_of_the_mice", game.state.factions["marquise"].hand)
    play_choices(game, f"craft:{favor}")
    damaged = 0
    while game.pending.kind == "vagabond.full_removal":
        game.choose(game.pending.option_ids[0])
        damaged += 1
    assert damaged == 3 and sum(i["damaged"] for i in vb(game).data["items"]) == 3
    assert game.state.clearings[9].pawns == ["vagabond"]


def test_striking_a_hostile_warrior_scores_no_infamy_law_9_2_9_iii_a_and_9_5_6():
    game = vb_game({"clearing": 9, "items": ["crossbow", "boot"], "relationships": {"marquise": "hostile"}},
                   {9: {"marquise": {"warrior": 2}}})
    play_choices(game, "strike")
    assert warriors(game, 9, "marquise") == 1 and vb(game).score == 0


def test_aids_to_two_factions_count_apart_law_9_2_9_i_a():
    game = vb_game({"clearing": 8, "items": ["boot", "torch", "sword"], "relationships": {"marquise": 1, "eyrie": 1}},
                   {8: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}},
                   hands={"vagabond": ["anvil", "arms_trader", "ambush_fox"]})
    play_choices(game, "aid", "item:boot:up", "faction:marquise")
    game.choose(expect(game, "vagabond.aid.card")[0])
    play_choices(game, "aid", "item:torch:up", "faction:eyrie")
    game.choose(expect(game, "vagabond.aid.card")[0])
    assert vb(game).data["relationships"] == {"marquise": 1, "eyrie": 1}  # one Aid each: two are needed
    assert vb(game).data["aids"] == {"marquise": 1, "eyrie": 1} and vb(game).score == 0


def test_a_bag_taken_by_aid_goes_on_its_track_and_raises_the_limit_law_9_5_4_and_9_6_4():
    many = ["boot"] * 5 + ["torch", "sword"]
    game = vb_game({"clearing": 8, "items": many}, {8: {"marquise": {"warrior": 1}}},
                   hands={"vagabond": ["anvil"], "marquise": []})
    game.state.factions["marquise"].crafted_items.append("bag")
    play_choices(game, "aid", "item:boot:up", "item:bag")
    assert faction(game).on_track(game, "bag") == 1
    # seven items in the Satchel, limit eight: nothing removed in Evening
    play_choices(game, "end")
    assert not game.state.removed_items and len(vb(game).data["items"]) == 8
