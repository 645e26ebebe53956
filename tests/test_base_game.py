"""The four base factions together (issue: Alliance and Vagabond): cross-faction interactions, hidden
information, out-of-turn deciders, the default game, reach, and a long fuzz run with every invariant."""
from __future__ import annotations

import collections

import pytest

import rootcore
from rootcore.testing import play_checked
from helpers import events, expect, fix_dice, held, ids, play_choices, warriors

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


def test_vagabond_moving_allied_alliance_warriors_into_their_sympathy_owes_outrage_law_8_2_6_and_9_2_9_ii_b():
    """Our reading (8.2.6 to the letter): the Vagabond, another player, moves warriors into a sympathetic clearing,
    the Alliance's own Allied warriors (9.2.9.II.b) included, so he owes Outrage. The Law makes no exception for
    the Alliance's warriors; the other reading would exempt them."""
    game = rootcore.scenario({
        "factions": ["alliance", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {9: {"alliance": {"warrior": 3}}, 12: {"alliance": {"sympathy": 1}}},
        "hands": {"vagabond": ["anvil", "bake_sale"]},
        "data": {"alliance": {"supporters": [], "officers": 0},
                 "vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 9, "items": ["boot"],
                              "relationships": {"alliance": "allied"}}}})
    play_choices(game, "move", "clearing:12", "ally:alliance", "count:2")
    assert game.state.clearings[12].warriors == {"alliance": 2}
    assert [(e["faction"], e["cause"]) for e in events(game, "outrage")] == [("vagabond", "move")]
    assert ids(game, game.state.factions["alliance"].zones["supporters"]) == ["anvil"]


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


def thief(**more) -> dict:
    return {"character": "thief", "quests": [], "ruin_items": {}, **more}


def supporters(game) -> list[str]:
    return ids(game, game.state.factions["alliance"].zones["supporters"])


def test_vagabond_strike_on_sympathy_costs_him_outrage_law_9_5_6_and_8_2_6():
    game = rootcore.scenario({
        "factions": ["alliance", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {10: {"alliance": {"sympathy": 1}}}, "hands": {"vagabond": ["bake_sale", "anvil"]},
        "data": {"vagabond": thief(clearing=10, items=["crossbow", "boot"])}})
    play_choices(game, "strike")  # the lone token: no warrior to strike first
    assert game.state.clearings[10].tokens == [] and game.state.factions["vagabond"].score == 1  # 3.2.1
    # Outrage (8.2.6): his one rabbit card, for rabbit clearing 10, given without asking.
    assert supporters(game) == ["bake_sale"] and ids(game, game.state.factions["vagabond"].hand) == ["anvil"]


def test_vagabond_attacking_the_alliance_guerrilla_war_infamy_and_outrage_law_8_2_2_9_2_9_iii_a_and_8_2_6():
    """The Vagabond attacks the Hostile Alliance (a warrior and sympathy in 5). Guerrilla War (8.2.2): he deals the
    lower roll, 2 (two swords, 9.2.6), the Alliance the higher, 3, capped at their one warrior (4.3.2.I). He scores
    the sympathy (3.2.1) and Infamy for both pieces (9.2.9.III.a); the sympathy removed is Outrage (8.2.6)."""
    game = rootcore.scenario({
        "factions": ["alliance", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {5: {"alliance": {"warrior": 1, "sympathy": 1}}}, "hands": {"vagabond": ["bake_sale"]},
        "data": {"alliance": {"supporters": [], "officers": 0},
                 "vagabond": thief(clearing=5, items=["sword", "sword", "boot", "torch"],
                                   relationships={"alliance": "hostile"})}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle")
    assert [(e["attacker_hits"], e["defender_hits"]) for e in events(game, "dice")] == [(2, 1)]
    play_choices(game, "item:boot:up")  # the one hit he takes
    assert [i["item"] for i in game.state.factions["vagabond"].data["items"] if i["damaged"]] == ["boot"]
    assert not game.state.clearings[5].has_any("alliance") and game.state.factions["vagabond"].score == 3
    assert supporters(game) == ["bake_sale"]


def test_allied_marquise_warriors_lost_in_the_vagabonds_battle_go_to_field_hospitals_law_9_2_9_ii_d_and_6_2_3():
    """The Vagabond attacks the Eyrie with his Allied Marquise warriors (9.2.9.II.c) and takes both hits on them
    (9.2.9.II.d): they are Marquise warriors removed, so Field Hospitals (6.2.3) is offered; at the end of the
    battle the Marquise become Hostile, more hits having been taken on them than on items."""
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}, 2: {"marquise": {"keep": 1}}},
        "hands": {"marquise": ["mouse_in_a_sack"]},
        "data": {"eyrie": {"leader": "commander", "viziers": {}},
                 "vagabond": thief(clearing=9, items=["sword", "boot", "torch"], relationships={"marquise": "allied"})}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle", "faction:eyrie", "ally:marquise", "ally_warrior", "ally_warrior")
    play_choices(game, next(o for o in expect(game, "marquise.field_hospitals", "marquise") if o != "pass"))
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 2, "marquise") == 2 and warriors(game, 9, "eyrie") == 0
    assert game.state.factions["vagabond"].data["relationships"]["marquise"] == "hostile"


def test_a_favor_crafted_by_the_vagabond_angers_scores_and_outrages_law_9_2_9_iii_and_8_2_6():
    """Favor of the Rabbits crafted by the Vagabond (three hammers in rabbit clearing 10) removes the Marquise's and
    the Alliance's warriors and the sympathy in rabbit clearing 5: both factions become Hostile (9.2.9.III, no
    Infamy outside battle), he scores the sympathy (3.2.1) and owes Outrage for it (8.2.6)."""
    game = rootcore.scenario({
        "factions": ["marquise", "alliance", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {5: {"alliance": {"sympathy": 1, "warrior": 1}, "marquise": {"warrior": 1}}},
        "hands": {"vagabond": ["favor_of_the_rabbits", "bake_sale"]},
        "data": {"alliance": {"supporters": [], "officers": 0},
                 "vagabond": thief(clearing=10, items=["hammer", "hammer", "hammer", "boot"])}})
    play_choices(game, "craft", f"craft:{held(game, 'favor_of_the_rabbits', game.state.factions['vagabond'].hand)}")
    vagabond = game.state.factions["vagabond"]
    assert not game.state.clearings[5].has_any("alliance") and not game.state.clearings[5].has_any("marquise")
    assert vagabond.data["relationships"] == {"marquise": "hostile", "alliance": "hostile"}
    assert vagabond.score == 1 and supporters(game) == ["bake_sale"]


def test_a_favor_removing_marquise_warriors_in_two_clearings_asks_field_hospitals_for_each_law_6_2_3_and_1_1_3():
    """Favor of the Foxes crafted by the Vagabond removes Marquise warriors in fox clearings 1 and 6 at once: the
    Vagabond, taking the turn, orders the two Field Hospitals (1.1.3), each paid with its own fox card (6.2.3)."""
    game = rootcore.scenario({
        "factions": ["marquise", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {1: {"marquise": {"warrior": 2}}, 6: {"marquise": {"warrior": 1}}, 2: {"marquise": {"keep": 1}}},
        "hands": {"vagabond": ["favor_of_the_foxes"], "marquise": ["anvil", "foxfolk_steel", "bake_sale"]},
        "data": {"vagabond": thief(clearing=8, items=["hammer", "hammer", "hammer", "boot"])}})
    play_choices(game, "craft")  # the one card: crafted unasked
    assert expect(game, "order_effects", "vagabond") == ["effect:0", "effect:1"]
    play_choices(game, "effect:1")  # clearing 6 first
    for _ in range(2):
        fox = [o for o in expect(game, "marquise.field_hospitals", "marquise") if o != "pass"]
        assert len(fox) == 2 or len(fox) == 1  # the fox cards she still holds, never the rabbit
        play_choices(game, fox[0])
    assert warriors(game, 1, "marquise") == 0 and warriors(game, 6, "marquise") == 0
    assert warriors(game, 2, "marquise") == 3 and ids(game, game.state.factions["marquise"].hand) == ["bake_sale"]


def test_a_revolt_in_the_keeps_clearing_removes_the_keep_then_places_the_base_law_8_4_1_iii_and_6_2_2():
    """The keep forbids others to place pieces (6.2.2), but a revolt removes it with every enemy piece first
    (8.4.1.III), so the base and warriors are then placed in its clearing."""
    game = rootcore.scenario({
        "factions": ["alliance", "marquise"], "current": "alliance", "phase": "birdsong",
        "clearings": {1: {"marquise": {"keep": 1, "warrior": 2}, "alliance": {"sympathy": 1}}},
        "data": {"alliance": {"supporters": ["anvil", "foxfolk_steel"], "officers": 0}}})
    assert expect(game, "alliance.revolt", "alliance") == ["clearing:1", "pass"]
    play_choices(game, "clearing:1")
    cl = game.state.clearings[1]
    assert cl.buildings == [("alliance", "base_fox")] and cl.warriors == {"alliance": 1}
    assert game.state.factions["marquise"].removed == {"keep": 1} and game.state.factions["alliance"].score == 1


def test_the_vagabonds_battle_taking_the_keep_with_its_last_warrior_leaves_no_field_hospitals_law_1_1_3():
    """The Vagabond's two hits in the keep's clearing remove the Marquise's one warrior there and the keep at once:
    every piece is removed before the effects (1.1.3), so with the keep gone Field Hospitals cannot place the
    warrior (6.2.3) and is not asked. The warrior made the Marquise Hostile; the keep scores him one point and one
    of Infamy (3.2.1, 9.2.9.III.a)."""
    game = rootcore.scenario({
        "factions": ["marquise", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {1: {"marquise": {"warrior": 1, "keep": 1}}}, "hands": {"marquise": ["anvil"]},
        "data": {"vagabond": thief(clearing=1, items=["sword", "sword", "boot"])}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle", "item:boot:up")
    assert not game.state.clearings[1].has_any("marquise") and game.pending.kind != "marquise.field_hospitals"
    assert not any(cl.warriors.get("marquise") for cl in game.state.clearings.values())
    assert "anvil" in ids(game, game.state.factions["marquise"].hand)  # not spent (her turn came and drew one)
    assert game.state.factions["vagabond"].score == 2
    assert [e["reason"] for e in events(game, "scored")] == ["removed keep", "infamy"]


def test_the_vagabond_defending_plays_an_ambush_law_4_3_1():
    game = rootcore.scenario({
        "factions": ["marquise", "vagabond"], "current": "marquise", "phase": "daylight",
        "clearings": {9: {"marquise": {"warrior": 3}}}, "hands": {"vagabond": ["ambush_mouse"]},
        "data": {"vagabond": thief(clearing=9, items=["sword", "boot", "torch"])}})
    fix_dice(game, 3, 1)
    play_choices(game, "battle")
    play_choices(game, next(o for o in expect(game, "battle.ambush", "vagabond") if o != "pass"))
    # Two hits at once (4.3.1.II), then the dice: 1 rolled hit each way, capped by her last warrior and his sword.
    play_choices(game, "item:boot:up")
    assert warriors(game, 9, "marquise") == 0 and game.state.discard and ids(game, game.state.discard) == ["ambush_mouse"]


def test_battle_cards_of_a_faction_outside_the_battle_are_never_offered_sappers_and_brutal_tactics_law_4_3_3():
    """The Marquise attack the Vagabond; the Eyrie's Armorers and Brutal Tactics are not theirs to use in it, the
    Vagabond may use his Sappers (an extra hit as defender); Brutal Tactics of the Marquise's gives the Vagabond
    a point (4.3.3)."""
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie", "vagabond"], "current": "marquise", "phase": "daylight",
        "clearings": {9: {"marquise": {"warrior": 3}}},
        "play_areas": {"vagabond": ["sappers"], "eyrie": ["armorers", "brutal_tactics"], "marquise": ["brutal_tactics"]},
        "data": {"eyrie": {"leader": "commander", "viziers": {}}, "vagabond": thief(clearing=9, items=["sword", "boot"])}})
    fix_dice(game, 1, 1)
    play_choices(game, "battle", "attacker")  # the attacker chooses who uses effects first (4.3.3)
    assert expect(game, "standard.battle_effect", "marquise") == ["brutal_tactics", "done"]
    play_choices(game, "brutal_tactics")
    assert expect(game, "standard.battle_effect", "vagabond") == ["sappers", "done"]  # the Eyrie never asked
    play_choices(game, "sappers")
    assert game.state.factions["vagabond"].score == 1  # Brutal Tactics: the defender scores one
    play_choices(game, "item:boot:up")  # one rolled hit and Brutal Tactics' extra hit: both his items
    assert all(i["damaged"] for i in game.state.factions["vagabond"].data["items"])
    assert warriors(game, 9, "marquise") == 1  # his rolled hit and Sappers' extra hit


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
