"""The four base factions together (issue: Alliance and Vagabond): cross-faction interactions, hidden
information, out-of-turn deciders, the default game, reach, and a long fuzz run with every invariant."""
from __future__ import annotations

import collections

import pytest

import rootcore
from rootcore.testing import play_checked
from helpers import expect, play_choices

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def test_vagabond_moving_allied_warriors_into_sympathy_causes_outrage_law_8_2_6_and_9_2_9_ii_b():
    game = rootcore.scenario({
        "factions": FOUR, "current": "vagabond", "phase": "daylight",
        "clearings": {9: {"marquise": {"warrior": 3}}, 12: {"alliance": {"sympathy": 1}}},
        "hands": {"vagabond": ["anvil", "bake_sale"]},
        "data": {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 9,
                              "items": ["boot"], "relationships": {"marquise": "allied"}}}})
    supporters = len(game.state.factions["alliance"].zones["supporters"])
    play_choices(game, "move", "clearing:12", "ally:marquise", "count:2")
    # Clearing 12 is a fox clearing: the Vagabond, who moved the warriors, gives his only fox card.
    added = game.state.factions["alliance"].zones["supporters"][supporters:]
    assert [game.cards[c].id for c in added] == ["anvil"]
    assert any(e["type"] == "outrage" and e["faction"] == "vagabond" for e in game.events)


def test_vagabond_pawn_alone_causes_no_outrage_law_8_2_6():
    game = rootcore.scenario({
        "factions": FOUR, "current": "vagabond", "phase": "daylight",
        "clearings": {12: {"alliance": {"sympathy": 1}}}, "hands": {"vagabond": ["anvil"]},
        "data": {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 9,
                              "items": ["boot"]}}})
    play_choices(game, "move", "clearing:12")
    assert not any(e["type"] == "outrage" for e in game.events)


def test_outrage_decision_belongs_to_the_mover_not_the_player_taking_the_turn_law_8_2_6():
    game = rootcore.scenario({
        "factions": ["marquise", "alliance"], "current": "marquise", "phase": "daylight",
        "clearings": {1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}},
        "hands": {"marquise": ["bake_sale", "a_visit_to_friends"]}})
    play_choices(game, "march", "clearing:5", "count:1", "pass")  # Outrage follows the March (1.4.2)
    assert expect(game, "alliance.outrage", "marquise")


def test_view_hides_supporters_hands_and_ruin_items_law_1_2():
    game = rootcore.new_game({"factions": FOUR, "seed": 2})
    rootcore.play(game, rootcore.RandomAgent(2), max_decisions=120)
    alliance_view = game.view("alliance")["factions"]["alliance"]
    other_view = game.view("eyrie")["factions"]["alliance"]
    assert isinstance(alliance_view["zones"]["supporters"], list)
    assert other_view["zones"]["supporters"] == {"count": len(game.state.factions["alliance"].zones["supporters"])}
    assert "hand" not in other_view
    observer = game.view(None)
    assert "ruin_items" not in observer and all("hand" not in f for f in observer["factions"].values())


def test_default_game_is_the_four_base_factions():
    game = rootcore.new_game({"seed": 1})
    assert sorted(game.config.factions) == sorted(FOUR)


def test_reach_below_the_recommended_total_is_a_warning_not_a_rule_law_5_2():
    game = rootcore.new_game({"factions": ["alliance", "vagabond"], "seed": 1})  # reach 3 + 5 < 17
    assert any("reach 8" in w and "17" in w for w in game.warnings)
    assert game.pending is not None
    assert not rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1}).warnings[1:]  # 17: fine


@pytest.mark.parametrize("factions, needed, short", [
    (["marquise", "riverfolk", "lizard"], 18, True),                                        # 17
    (["marquise", "riverfolk", "alliance"], 18, False),                                     # 18
    (["eyrie", "alliance", "lizard", "duchy"], 21, True),                                   # 20
    (["eyrie", "alliance", "lizard", "hundreds"], 21, False),                               # 21
    (["eyrie", "alliance", "lizard", "corvid", "hundreds"], 25, True),                      # 24
    (["eyrie", "alliance", "lizard", "corvid", "marquise"], 25, False),                     # 25
    (["eyrie", "alliance", "lizard", "corvid", "riverfolk", "vagabond"], 28, True),         # 25
    (["eyrie", "alliance", "lizard", "corvid", "riverfolk", "duchy"], 28, False)])          # 28
def test_the_recommended_total_reach_for_each_player_count_law_5_2(factions, needed, short):
    """Law 5.2's table: 18 for three players, 21 for four, 25 for five, 28 for six; a warning below it only."""
    warnings = [w for w in rootcore.new_game({"factions": factions, "seed": 1}).warnings if "reach" in w]
    if short:
        assert len(warnings) == 1 and f"below the {needed} recommended for {len(factions)} players" in warnings[0]
    else:
        assert warnings == []


GAMES = 300


@pytest.fixture(scope="module")
def four_faction_results():
    return [play_checked({"factions": FOUR}, seed=seed) for seed in range(GAMES)]


def test_four_faction_random_games_keep_every_invariant_and_end(four_faction_results):
    reasons = collections.Counter(r["reason"] for r in four_faction_results)
    assert all(r["over"] for r in four_faction_results)
    # The 500-turn cap (125 rounds) exists for runaway random games, typically when every player has
    # activated a dominance card nobody can complete. Measured: 65 of 3,000 random games (2.2%, seeds 0-2999,
    # one random agent per game), 8 of these 300; it must stay rare.
    assert reasons["turn_cap"] <= GAMES // 25, reasons
    winners = collections.Counter(w for r in four_faction_results for w in r["winners"])
    assert set(winners) == set(FOUR), winners  # every faction can win
