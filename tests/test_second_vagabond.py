"""Rules tests of a game with two Vagabonds (Law 9.7, the Riverfolk Expansion): the second board (reach 2, 5.2),
setup (9.7.1), shared quests (9.7.2), two items under each ruin (9.7.3), and how the two Vagabonds meet: Aid,
battle, Strike, the Thief's Steal, coalitions (9.2.8); plus random and heuristic games, saves and replays.

Autumn clearings used below: 6 fox (ruin), 8 fox, 10 rabbit (ruin). Paths 2-6 3-6 6-11. The first Vagabond of the
config ("vagabond") keeps the shared quests in his data; the second's data names him (`quests_kept_by`).
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import rootcore
from rootcore import ConfigError, load_game, views
from rootcore.agents import make_agent, seat_agents
from rootcore.bots import determinize
from rootcore.content import load_faction_board, load_game_config
from rootcore.rules import battle as battle_rules
from rootcore.rules import scoring
from rootcore.rules.setup import setup_order
from rootcore.scenario import ScenarioError
from rootcore.state import copy_jsonlike
from rootcore.testing import (InvariantChecker, check_clone_equivalence, check_determinized_play,
                              check_plugin_conformance, invariant_problems, play_checked)
from rootcore_plugins.vagabond import Vagabond

from helpers import events, expect, fix_dice, play_choices, scenario

REPO = Path(__file__).resolve().parent.parent
FACTIONS = ("marquise", "eyrie", "vagabond", "second_vagabond")
FIVE = ("marquise", "eyrie", "alliance", "vagabond", "second_vagabond")


def two_vb(first=None, second=None, clearings=None, *, factions=FACTIONS, current="vagabond", phase="daylight",
           hands=None, scores=None, **extra):
    """Both Vagabonds in play (the Thief and the Tinker unless told), `current` taking the turn from `phase`. No
    quests and no ruin items unless the test gives them."""
    first_data = {"character": "thief", "quests": [], "ruin_items": {}, **(first or {})}
    second_data = {"character": "tinker", **(second or {})}
    return scenario(factions, current, phase, clearings, hands=hands or {}, scores=scores,
                    data={"vagabond": first_data, "second_vagabond": second_data}, **extra)


def data(game, faction="vagabond") -> dict:
    return game.state.factions[faction].data


def items(game, faction="vagabond") -> Counter:
    """Items as a multiset of 'kind' with ':damaged', ':exhausted' and ':ruin' (an "R" item) as they apply."""
    return Counter(i["item"] + (":damaged" if i["damaged"] else "") + (":exhausted" if i["exhausted"] else "")
                   + (":ruin" if i.get("ruin") else "") for i in data(game, faction)["items"])


def setup_game(seed: int, **config):
    """A new game with both Vagabonds in a fixed seating (so that only 9.7.1 decides which sets up first)."""
    return rootcore.new_game({"factions": list(FACTIONS), "seating": list(FACTIONS), "seed": seed, **config})


def play_setup(game, checker=None, seen=None) -> list[str]:
    """Take the first option of every setup decision; return the Vagabonds in the order they chose characters.
    `seen` (a list) gets the shared quests as the second Vagabond begins his setup."""
    order = []
    while game.state.phase == "setup":
        if game.pending.kind == "vagabond.setup.character":
            order.append(game.pending.player)
            if seen is not None and len(order) == 2:
                seen.append(copy_jsonlike({k: data(game)[k] for k in ("quests", "quest_deck")}))
        game.choose(game.pending.option_ids[0])
        if checker:
            checker(game)
    return order


# -- the second board (Law 9.7, 5.2) ----------------------------------------------------------------------------

def test_the_second_board_is_the_vagabond_board_with_its_own_name_and_reach_2_law_9_7_and_5_2():
    first = load_faction_board(REPO / "content/factions/vagabond.toml")
    second = load_faction_board(REPO / "content/factions/second_vagabond.toml")
    assert (second.id, second.name, second.reach) == ("second_vagabond", "Second Vagabond", 2)
    assert (second.setup_order, second.kind, second.pieces, second.data_schema) == (
        first.setup_order, first.kind, first.pieces, first.data_schema)
    assert {k: v for k, v in second.data.items() if k != "render"} == {
        k: v for k, v in first.data.items() if k != "render"}
    game = two_vb()
    assert isinstance(game.factions["second_vagabond"], Vagabond)
    assert game.factions["second_vagabond"].board.reach == 2


def test_the_example_config_plays_two_vagabonds_with_the_alliance():
    config = load_game_config(REPO / "content/configs/two-vagabonds.toml")
    assert sorted(config.factions) == sorted(FIVE)
    result = play_checked({"factions": list(config.factions), "map": config.map}, seed=2)
    assert result["over"]


# -- setup (9.7.1) --------------------------------------------------------------------------------------------

def test_which_vagabond_sets_up_first_is_random_and_seeded_law_9_7_1():
    orders = {seed: play_setup(setup_game(seed)) for seed in range(12)}
    assert {tuple(order) for order in orders.values()} == {("vagabond", "second_vagabond"),
                                                           ("second_vagabond", "vagabond")}
    assert play_setup(setup_game(5)) == orders[5]  # the game's RNG: same seed, same order


def test_setup_order_draws_nothing_when_no_letters_are_shared_law_5_1_7():
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "vagabond"], "seed": 3})
    before = game.state.rng.getstate()
    assert setup_order(game) == ["marquise", "eyrie", "vagabond"]
    assert game.state.rng.getstate() == before


def test_setup_puts_both_r_sets_two_under_each_ruin_and_deals_the_quests_once_law_9_7_1_and_9_7_2():
    game = setup_game(4)
    checker = InvariantChecker(game)
    seen: list = []
    play_setup(game, checker, seen)
    ruins = game.state.ruin_items
    assert sorted(ruins) == [6, 10, 11, 12] and all(len(stack) == 2 for stack in ruins.values())
    assert Counter(k for stack in ruins.values() for k in stack) == Counter(["bag", "boot", "hammer", "sword"] * 2)
    for faction in ("vagabond", "second_vagabond"):
        assert not {"bag", "boot", "hammer", "sword"} & {k for k, n in data(game, faction)["box"].items() if n > 2}
    first, second = data(game), data(game, "second_vagabond")
    assert len(first["quests"]) == 3 and len(first["quest_deck"]) == 12  # no extra quest cards
    assert seen == [{"quests": first["quests"], "quest_deck": first["quest_deck"]}]  # dealt by the first alone
    assert second["quests_kept_by"] == "vagabond" and "quests" not in second and "quest_deck" not in second
    assert not invariant_problems(game, expected_items=checker.items)


def test_the_two_vagabonds_play_different_characters_law_9_7():
    game = setup_game(0)
    play_setup(game)
    assert data(game)["character"] != data(game, "second_vagabond")["character"]
    game = setup_game(0, options={"vagabond_character": "ranger"})
    while game.pending.kind != "vagabond.setup.character" or game.pending.player != "second_vagabond":
        game.choose(game.pending.option_ids[0])
    offered = expect(game, "vagabond.setup.character")  # every installed character but the first's
    assert offered == [f"character:{c}" for c in game.factions["vagabond"].characters(game) if c != "ranger"]
    with pytest.raises(ConfigError, match="one card of each"):
        setup_game(0, options={"vagabond_character": "thief", "second_vagabond_character": "thief"})
    with pytest.raises(ScenarioError, match="one card of each"):
        two_vb(second={"character": "thief"})


def test_relationship_markers_only_for_non_vagabond_factions_law_9_3_6_and_9_2_9():
    game = setup_game(1)
    play_setup(game)
    assert data(game)["relationships"] == {"marquise": 0, "eyrie": 0}
    assert data(game, "second_vagabond")["relationships"] == {"marquise": 0, "eyrie": 0}
    assert data(two_vb(), "second_vagabond")["relationships"] == {"marquise": 0, "eyrie": 0}
    # A scenario giving one a marker with the other is refused, naming the Vagabond it is given to.
    with pytest.raises(ScenarioError, match="^second_vagabond: no relationship with 'vagabond'$"):
        two_vb(second={"relationships": {"vagabond": "allied"}})


# -- shared quests (9.7.2) ---------------------------------------------------------------------------------------

def test_either_vagabond_completes_any_face_up_quest_and_keeps_it_in_his_own_play_area_law_9_7_2_and_9_5_5():
    game = two_vb({"quests": ["errand_fox", "escort_mouse"], "completed_quests": ["fundraising_fox"]},
                  {"clearing": 8, "items": ["tea", "boot", "torch"], "completed_quests": ["give_a_speech_fox"]},
                  current="second_vagabond")
    deck = list(data(game)["quest_deck"])
    assert len(deck) == 15 - 2 - 2  # neither Vagabond's completed quests nor the face-up ones
    play_choices(game, "quest")  # the one fox quest his items complete
    assert data(game)["quests"] == ["escort_mouse", deck[-1]]  # the shared deck's top card is drawn
    assert data(game)["quest_deck"] == deck[:-1]
    assert data(game, "second_vagabond")["completed_quests"] == ["give_a_speech_fox", "errand_fox"]
    assert data(game)["completed_quests"] == ["fundraising_fox"]
    # 9.5.5: one VP per fox quest that he completed, this one included, not the other Vagabond's fox quest
    assert game.pending.option("reward:vp").data == {"vp": 2}
    view = views.view(game, "second_vagabond")["factions"]
    assert view["second_vagabond"]["quests"] == view["vagabond"]["quests"] == data(game)["quests"]
    assert view["vagabond"]["data"]["quest_deck"] == {"count": len(deck) - 1}  # its order is hidden


def test_a_quest_completed_by_one_vagabond_is_no_longer_offered_to_the_other_law_9_7_2():
    game = two_vb({"clearing": 8, "items": ["tea", "boot"], "quests": ["errand_fox"]},
                  {"clearing": 8, "items": ["tea", "boot"]}, current="second_vagabond")
    play_choices(game, "quest", "reward:vp")  # the one quest he can complete
    assert "errand_fox" not in data(game)["quests"]
    assert data(game, "second_vagabond")["completed_quests"] == ["errand_fox"] and data(game)["completed_quests"] == []


def test_a_bot_deals_the_shared_quest_deck_anew_when_it_determinizes_law_1_2():
    game = two_vb({"quests": ["errand_fox"]})
    clone = game.clone()
    determinize(clone, 1, "second_vagabond")
    assert sorted(data(clone)["quest_deck"]) == sorted(data(game)["quest_deck"])
    assert data(clone)["quests"] == ["errand_fox"]


# -- two items under a ruin (9.7.3) ---------------------------------------------------------------------------

def test_explore_a_ruin_of_two_items_shows_both_and_takes_the_one_chosen_law_9_7_3():
    game = two_vb({"clearing": 6, "items": ["torch", "torch"], "ruin_items": {6: ["boot", "sword"]}})
    play_choices(game, "explore")
    assert expect(game, "vagabond.explore") == ["item:boot", "item:sword", "none"]
    game.choose("item:sword")
    assert items(game) == Counter(["torch:exhausted", "torch", "sword:ruin"]) and data(game, "vagabond") is not None
    assert game.state.factions["vagabond"].score == 1
    assert game.state.ruin_items[6] == ["boot"] and game.state.clearings[6].ruins == 1  # one item left
    play_choices(game, "explore")  # a second Explore takes the last item, and the ruin with it (9.5.3)
    assert items(game) == Counter(["torch:exhausted", "torch:exhausted", "sword:ruin", "boot:ruin"])
    assert 6 not in game.state.ruin_items and game.state.clearings[6].ruins == 0
    assert game.state.factions["vagabond"].score == 2


def test_a_bot_looking_ahead_from_the_ruin_he_looks_into_keeps_its_two_items_law_9_7_3_and_1_2():
    # The items of the ruin he is choosing from are shown to him (Decision.about names it): a lookahead re-deals
    # the other ruins' items (9.3.4), never these, so what he chose is there to take.
    game = two_vb({"clearing": 6, "items": ["torch"], "ruin_items": {6: ["boot", "sword"], 10: ["bag", "hammer"],
                                                                       11: ["bag", "coins"]}})
    play_choices(game, "explore")
    assert game.pending.about == {"ruin": 6}
    others = sorted(item for c, stack in game.state.ruin_items.items() if c != 6 for item in stack)
    assert others and set(others) != {"boot", "sword"}
    for seed in range(6):
        clone = game.clone()
        determinize(clone, seed, "vagabond")
        assert clone.state.ruin_items[6] == ["boot", "sword"]
        clone.choose("item:sword")
        assert "sword:ruin" in items(clone)


def test_the_other_vagabonds_lookahead_at_that_question_deals_the_ruins_items_anew_law_9_7_3_and_1_2():
    # Only the one looking into the ruin has seen its items: for anyone else they are dealt anew with the other
    # ruins' items like any hidden item (9.3.4), even while his question about them is pending.
    game = two_vb({"clearing": 6, "items": ["torch"], "ruin_items": {6: ["boot", "sword"], 10: ["bag", "hammer"],
                                                                       11: ["bag", "coins"]}})
    play_choices(game, "explore")
    assert game.pending.about == {"ruin": 6}
    dealt = set()
    for seed in range(6):
        clone = game.clone()
        determinize(clone, seed, "second_vagabond")
        dealt.add(tuple(clone.state.ruin_items[6]))
    assert len(dealt) > 1


def test_explore_may_take_nothing_then_no_vp_and_the_torch_stays_exhausted_law_9_7_3():
    game = two_vb({"clearing": 6, "items": ["torch"], "ruin_items": {6: ["boot", "sword"]}})
    play_choices(game, "explore", "none")
    assert items(game) == Counter(["torch:exhausted"]) and game.state.factions["vagabond"].score == 0
    assert game.state.ruin_items[6] == ["boot", "sword"] and game.state.clearings[6].ruins == 1


def test_no_r_item_of_a_kind_he_holds_from_ruins_law_9_7_3():
    game = two_vb({"clearing": 6, "items": ["torch", "torch", "sword:ruin:damaged", "hammer"],
                   "ruin_items": {6: ["sword", "hammer"], 10: ["sword"]}})
    play_choices(game, "explore")
    assert expect(game, "vagabond.explore") == ["item:hammer", "none"]  # his hammer is no "R" item
    game.choose("item:hammer")
    play_choices(game, "explore")  # the sword left alone: he may not take it, and scores nothing
    assert game.state.ruin_items[6] == ["sword"] and game.state.factions["vagabond"].score == 1
    assert items(game)["hammer:ruin"] == 1 and items(game)["sword:damaged:ruin"] == 1


def test_with_hands_concealed_he_is_asked_about_a_ruin_he_may_take_nothing_from_law_9_7_3_and_1_2():
    # He looks at the two items and may take neither (9.7.3). He was asked only when he might take one, so the
    # others, seeing "vagabond.explore" come or not, learnt that both were of the kinds of his "R" items. With hands
    # concealed he is asked all the same (his only answer: nothing); without, the one-answer question is skipped.
    for concealed in (True, False):
        game = two_vb({"clearing": 6, "items": ["torch", "sword:ruin", "hammer:ruin"],
                       "ruin_items": {6: ["sword", "hammer"]}}, options={"conceal_hands": concealed})
        play_choices(game, "explore")
        if concealed:
            assert expect(game, "vagabond.explore", "vagabond") == ["none"] and game.pending.about == {"ruin": 6}
            assert views.pending_for(game, "second_vagabond") == {"player": "vagabond", "kind": "vagabond.explore"}
            game.choose("none")
        assert game.pending.kind != "vagabond.explore"
        assert game.state.ruin_items[6] == ["sword", "hammer"] and game.state.factions["vagabond"].score == 0


def test_an_r_item_is_told_apart_when_items_are_removed_law_9_7_3_and_9_6_4():
    game = two_vb({"clearing": 6, "items": ["boot", "boot:ruin"] + ["sword"] * 6}, phase="evening",
                  hands={"vagabond": []})
    assert {"item:boot:up", "item:boot:up:ruin"} <= set(expect(game, "vagabond.item_limit"))
    game.choose("item:boot:up:ruin")
    assert items(game)["boot"] == 1 and items(game)["boot:ruin"] == 0


@pytest.mark.parametrize("bags, removed, left", [
    (["bag:ruin", "bag", "bag", "bag"], "item:bag:up:ruin", {"bag:ruin": 0, "bag": 3}),
    (["bag", "bag", "bag", "bag:ruin"], "item:bag:up", {"bag:ruin": 1, "bag": 2})])
def test_over_the_item_limit_an_r_bag_or_a_plain_one_may_go_wherever_it_lies_law_9_6_4_and_9_2_5_iii(bags, removed,
                                                                                                      left):
    """Four face-up bags, one from a ruin: three are on the track, one in the Satchel, but face-up bags move freely
    between the two (9.2.5.III), so either kind of bag may be the one removed (which matters for 9.7.3)."""
    game = two_vb({"clearing": 6, "items": bags + ["sword"] * 14}, phase="evening", hands={"vagabond": []})
    assert {"item:bag:up", "item:bag:up:ruin"} <= set(expect(game, "vagabond.item_limit"))
    game.choose(removed)
    assert {kind: items(game)[kind] for kind in left} == left


@pytest.mark.parametrize("boots, refreshed, mark", [(["boot:exhausted", "boot:exhausted:ruin"], "ruin", {"ruin": True}),
                                                     (["boot:exhausted:ruin", "boot:exhausted"], "", {})])
def test_refreshing_an_r_item_or_a_plain_one_keeps_the_items_in_order_law_9_4_1(boots, refreshed, mark):
    """An "R" boot and a plain one, both face down, in either order: the one refreshed comes first."""
    game = two_vb({"forest": "f1", "items": boots + ["sword:exhausted", "sword:exhausted", "tea:exhausted"]},
                  phase="birdsong")
    play_choices(game, "item:boot:down" + (":" + refreshed if refreshed else ""))
    kept = [(i["item"], i["damaged"], i["exhausted"]) for i in data(game)["items"]]
    assert kept == sorted(kept)
    assert data(game)["items"][0] == {"item": "boot", "exhausted": False, "damaged": False, **mark}


def test_one_vagabond_marks_no_item_from_ruins_law_9_5_3():
    game = scenario(("marquise", "vagabond"), "vagabond", "daylight",
                    data={"vagabond": {"clearing": 6, "items": ["torch"], "quests": [], "ruin_items": {6: ["bag"]}}})
    play_choices(game, "explore")
    assert data(game)["items"][0] == {"item": "bag", "exhausted": False, "damaged": False}


# -- the two Vagabonds meet ---------------------------------------------------------------------------------------

def test_aid_to_the_other_vagabond_gives_a_card_and_nothing_else_law_9_5_4_and_9_2_5():
    game = two_vb({"clearing": 8, "items": ["boot", "sword"]}, {"clearing": 8}, hands={"vagabond": ["anvil"]})
    play_choices(game, "aid", "item:boot:up")  # the one player there, the one card
    expect(game, "vagabond.action")  # no Crafted Items box to take an item from
    assert len(game.state.factions["second_vagabond"].hand) == 1 and not game.state.factions["vagabond"].hand
    assert data(game)["relationships"] == {"marquise": 0, "eyrie": 0} and data(game)["aids"] == {}
    assert game.state.factions["vagabond"].score == 0


def test_battle_between_the_vagabonds_damages_items_and_makes_no_one_hostile_law_9_2_7():
    game = two_vb({"clearing": 8, "items": ["sword", "sword", "boot"]},
                  {"clearing": 8, "items": ["sword", "torch", "bag"]})
    assert battle_rules.defenders(game, "vagabond", 8) == ["second_vagabond"]
    fix_dice(game, 2, 1)
    play_choices(game, "battle")  # the one defender
    while game.pending.kind == "vagabond.take_hit":
        game.choose(game.pending.option_ids[0])
    assert sum(i["damaged"] for i in data(game)["items"]) == 1  # the defender's one sword rolls one hit
    assert sum(i["damaged"] for i in data(game, "second_vagabond")["items"]) == 2
    assert data(game)["relationships"] == {"marquise": 0, "eyrie": 0}


def test_no_strike_at_the_other_vagabond_whose_pawn_cannot_be_removed_law_9_5_6_and_9_2_2():
    game = two_vb({"clearing": 8, "items": ["crossbow", "boot"]}, {"clearing": 8},
                  {8: {"marquise": {"warrior": 1}}})
    assert "strike" in expect(game, "vagabond.action")
    play_choices(game, "strike")  # the Marquise warrior is the one target
    assert not game.state.clearings[8].warriors.get("marquise")
    assert expect(game, "vagabond.action") == ["move", "end"]  # the crossbow is exhausted


def test_the_thief_steals_from_the_other_vagabond_law_d_1_2():
    game = two_vb({"clearing": 8, "items": ["torch", "boot"]}, {"clearing": 8}, hands={"second_vagabond": ["anvil"]})
    play_choices(game, "special")  # the one player there with a card
    assert len(game.state.factions["vagabond"].hand) == 1 and not game.state.factions["second_vagabond"].hand


def test_each_vagabond_keeps_his_own_relationship_with_the_same_faction_law_9_2_9_and_9_7():
    """The first strikes a Marquise warrior: she turns Hostile to him only (9.2.9.III); the second stays Allied with
    her. Then a clearing with her warriors costs the first an extra boot (9.2.9.III.b), not the second."""
    game = two_vb({"clearing": 8, "items": ["crossbow", "boot"]},
                  {"clearing": 9, "items": ["boot"], "relationships": {"marquise": "allied"}},
                  {8: {"marquise": {"warrior": 2}}})
    play_choices(game, "strike")
    assert data(game)["relationships"] == {"marquise": "hostile", "eyrie": 0}
    assert data(game, "second_vagabond")["relationships"] == {"marquise": 3, "eyrie": 0}  # the Allied space
    for current, reaches in (("vagabond", False), ("second_vagabond", True)):
        game = two_vb({"clearing": 4, "items": ["boot"], "relationships": {"marquise": "hostile"}},
                      {"clearing": 4, "items": ["boot"]}, {8: {"marquise": {"warrior": 2}}}, current=current)
        play_choices(game, "move")
        assert ("clearing:8" in expect(game, "vagabond.move", current)) == reaches


def test_a_coalition_leaves_out_the_vagabond_in_one_and_his_partner_law_9_2_8():
    """The first Vagabond formed a coalition with the Marquise: his score marker is off the track, so his 1 VP is
    not the fewest, and she is in a coalition, so of the two tied with the fewest VP only the Eyrie may be chosen."""
    game = two_vb({"forest": "f1", "items": ["boot"], "coalition": "marquise"},
                  {"forest": "f2", "items": ["boot"]}, factions=FIVE, current="second_vagabond",
                  hands={"second_vagabond": ["dominance_fox", "anvil"]}, dominance={"vagabond": "dominance_mouse"},
                  scores={"vagabond": 1, "marquise": 3, "eyrie": 3, "alliance": 8, "second_vagabond": 11})
    assert game.factions["second_vagabond"].coalition_partners(game) == ["eyrie"]
    coalition = next(o for o in expect(game, "vagabond.action") if o.startswith("coalition:"))
    play_choices(game, coalition)  # the one partner
    assert data(game, "second_vagabond")["coalition"] == "eyrie"


def test_a_vagabond_may_form_a_coalition_with_the_other_and_wins_with_his_partner_law_9_2_8():
    game = two_vb({"forest": "f1", "items": ["boot"]}, {"forest": "f2", "items": ["boot"]},
                  current="second_vagabond", hands={"second_vagabond": ["dominance_fox"]},
                  scores={"vagabond": 2, "marquise": 4, "eyrie": 6, "second_vagabond": 10})
    coalition = next(o for o in expect(game, "vagabond.action") if o.startswith("coalition:"))
    play_choices(game, coalition)  # the first Vagabond has the fewest VP: the one partner
    assert data(game, "second_vagabond")["coalition"] == "vagabond"
    assert not battle_rules.is_enemy(game, "vagabond", "second_vagabond")
    # The first Vagabond forms his own with the Marquise; her win is his, so the second's too.
    data(game)["coalition"] = "marquise"
    game.state.factions["vagabond"].dominance = 0
    with pytest.raises(scoring.GameOver):
        scoring.declare_winner(game, ["marquise"], "score")
    assert sorted(game.state.winners) == ["marquise", "second_vagabond", "vagabond"]


# -- whole games ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [FACTIONS, FIVE])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_two_vagabonds_keep_the_invariants(factions, seed):
    [result] = check_plugin_conformance(factions, games=1, first_seed=seed, clone_games=0)  # with its replay check
    assert result["over"]


def test_clones_redrawn_for_the_player_deciding_play_on_with_two_vagabonds_law_9_7_3():
    """check_determinized_play re-deals a clone's hidden things, the ruins' items too, before each third decision,
    some of them a pending two-item Explore (seed 18: decision #56)."""
    assert check_determinized_play({"factions": ["marquise", "vagabond", "second_vagabond"]}, seed=18, every=3,
                                   horizon=10) > 0


def test_clones_of_a_two_vagabond_game_play_the_same():
    assert check_clone_equivalence({"factions": list(FIVE)}, seed=3, max_decisions=600) > 0


def test_a_two_vagabond_game_saves_loads_and_replays_the_same():
    game = rootcore.new_game({"factions": list(FIVE), "seed": 9})
    agents = {f: rootcore.RandomAgent(seed=i) for i, f in enumerate(FIVE)}
    for _ in range(400):
        if game.pending is None:
            break
        game.choose(agents[game.pending.player](game, game.pending))
    loaded = load_game(game.to_json())
    assert loaded.state.to_json() == game.state.to_json()
    assert [loaded.pending and loaded.pending.option_ids] == [game.pending and game.pending.option_ids]


def bot_at_a_ruin(ruin_items: dict):
    """The first Vagabond at Autumn 6 (a ruin) with a torch and an "R" sword, the bot asked for his action."""
    game = two_vb({"clearing": 6, "items": ["torch", "sword:ruin", "boot"], "ruin_items": ruin_items})
    assert "explore" in expect(game, "vagabond.action")
    return game, make_agent("heuristic", "vagabond", 0)


def test_the_heuristic_bot_decides_alike_whatever_lies_under_which_ruin_law_9_7_3_and_1_2():
    """Which items lie under which ruin is hidden until explored (9.7.3): swapping the two ruins' items changes
    neither the bot's action nor what it makes of the clearing (it read the items once, so it explored only the
    ruin holding a bag). Both may hold the bag he may take: it explores."""
    answers, worth = set(), set()
    for ruin_items in ({6: ["sword", "sword"], 10: ["sword", "bag"]}, {6: ["sword", "bag"], 10: ["sword", "sword"]}):
        game, bot = bot_at_a_ruin(ruin_items)
        worth.add(bot.opportunity(game, 6))
        answers.add(bot(game, game.pending))
    assert answers == {"explore"} and len(worth) == 1


def test_the_heuristic_bot_explores_no_ruin_that_can_give_it_nothing_law_9_7_3():
    """No item under any ruin is one he may take (he holds an "R" sword): an Explore would exhaust a torch for
    nothing, so the bot neither takes that action nor counts the ruins in a clearing's worth."""
    game, bot = bot_at_a_ruin({6: ["sword", "sword"], 10: ["sword", "sword"]})
    assert bot(game, game.pending) != "explore"
    assert not bot.ruin_may_give(game, 6) and not bot.ruin_may_give(game, 10)


def test_the_heuristic_bot_remembers_a_ruin_it_explored_for_nothing_law_9_7_3():
    """He looked under the ruin and could take nothing (two swords): the bot counts that ruin out afterwards,
    but not the other, which may hold the bag."""
    game, bot = bot_at_a_ruin({6: ["sword", "sword"], 10: ["sword", "bag"]})
    before = bot.opportunity(game, 6)
    assert bot(game, game.pending) == "explore"
    game.choose("explore")
    assert game.state.ruin_items[6] == ["sword", "sword"] and not events(game, "explored")
    assert not bot.ruin_may_give(game, 6) and bot.ruin_may_give(game, 10)
    assert bot.opportunity(game, 6) < before


def test_heuristic_bots_play_two_vagabonds():
    game = rootcore.new_game({"factions": list(FIVE), "seed": 1})
    result = rootcore.play(game, seat_agents(game, "heuristic"))
    assert game.is_over and result
    assert {e["faction"] for e in events(game, "explored")} <= {"vagabond", "second_vagabond"}


def test_rootcore_play_plays_the_example_config_and_lines_up_the_scores(capsys, tmp_path):
    from rootcore.cli import main
    save = tmp_path / "two.json"
    assert main(["play", "--config", str(REPO / "content/configs/two-vagabonds.toml"), "--seed", "2",
                 "--save", str(save)]) == 0
    scores = [line for line in capsys.readouterr().out.splitlines() if line.rstrip().endswith(("VP", ")"))
              and " VP" in line]
    assert len(scores) == 5 and len({line.index(" VP") for line in scores}) == 1
    assert main(["replay", str(save)]) == 0


def test_a_scenario_giving_the_two_vagabonds_different_face_up_quests_is_refused_law_9_7_2():
    """Law 9.7.2: the two Vagabonds share one row of face-up quests; the same list may be given to both."""
    with pytest.raises(ScenarioError, match="share the face-up quests"):
        two_vb({"quests": ["errand_fox"]}, {"quests": ["escort_mouse"]})
    game = two_vb({"quests": ["errand_fox"]}, {"quests": ["errand_fox"]})
    assert data(game)["quests"] == ["errand_fox"]


def test_a_scenario_naming_no_ruin_items_puts_both_r_sets_two_under_each_ruin_law_9_7_1():
    """Law 9.7.1: a two-Vagabond position silent on the ruins gets both "R" sets, two items under each ruin, once."""
    game = scenario(FACTIONS, "vagabond", "daylight", data={"vagabond": {"character": "thief", "forest": "f1"},
                                                            "second_vagabond": {"character": "tinker", "forest": "f2"}})
    ruins = game.state.ruin_items
    assert sorted(ruins) == [6, 10, 11, 12] and all(len(stack) == 2 for stack in ruins.values())
    assert Counter(k for stack in ruins.values() for k in stack) == Counter(["bag", "boot", "hammer", "sword"] * 2)


def test_a_scenario_naming_no_characters_gives_the_two_vagabonds_different_ones_law_9_3_1_and_9_7():
    """Law 9.3.1, 9.7: each Vagabond has a character card, one of each: a position naming none deals two."""
    game = scenario(FACTIONS, "vagabond", "daylight", data={"vagabond": {"forest": "f1", "quests": [], "ruin_items": {}},
                                                            "second_vagabond": {"forest": "f2"}})
    characters = {data(game)["character"], data(game, "second_vagabond")["character"]}
    assert None not in characters and len(characters) == 2


def test_starting_items_are_no_r_items_law_9_7_3_and_9_3_5():
    """Only items taken from ruins are "R" items (9.7.3): the starting items of both Vagabonds (9.3.5) are not."""
    game = setup_game(4)
    play_setup(game)
    for faction in ("vagabond", "second_vagabond"):
        assert data(game, faction)["items"] and not any(item.get("ruin") for item in data(game, faction)["items"])
