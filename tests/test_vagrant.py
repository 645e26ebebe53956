"""Rules tests of the Vagrant (Law Appendix D.4), a Vagabond character: his starting items and his special action,
Instigate, a battle in his clearing between two other players in which he removes the pieces hit on both sides and
scores for them; its limits; ambushes, Outrage and the Eyrie's Despot in such a battle; random and heuristic games.

Autumn clearing 9 is a mouse clearing; f1 is a forest (clearings 1 2 5 10).
"""
from __future__ import annotations

from collections import Counter

import pytest

import rootcore
from rootcore.agents import play, seat_agents
from rootcore.testing import InvariantChecker, check_plugin_conformance

from rootcore_plugins.vagrant import instigate_pairs

from helpers import events, expect, fix_dice, play_choices, scenario, warriors

FOUR = ("marquise", "eyrie", "alliance", "vagabond")


def vagrant_game(clearings, items=("torch", "boot"), clearing=9, hands=None, data=None, **vagrant):
    """The Vagrant in `clearing` (or `forest=`) in his Daylight, among the Marquise, the Eyrie and the Alliance."""
    vdata = {"character": "vagrant", "items": items and list(items), "quests": [], "ruin_items": {}, **vagrant}
    if "forest" not in vagrant:
        vdata["clearing"] = clearing
    hands = {"vagabond": [], "marquise": [], "eyrie": [], "alliance": [], **(hands or {})}
    return scenario(FOUR, "vagabond", "daylight", clearings, hands=hands, data={"vagabond": vdata, **(data or {})})


def scores(game) -> dict:
    return {f: fs.score for f, fs in game.state.factions.items()}


def test_vagrant_starting_items_law_d_4_1():
    game = vagrant_game({}, items=None, forest="f1")
    assert Counter(i["item"] for i in game.state.factions["vagabond"].data["items"]) == Counter(
        ["coins", "torch", "boot"])
    assert game.factions["vagabond"].character(game).action_item == "torch"


def test_instigate_the_vagrant_removes_both_sides_pieces_and_scores_for_them_law_d_4_2():
    """D.4.2: he picks the attacker (the Eyrie) and the defender (the Marquise); the dice give the Eyrie 3 hits
    and the Marquise 1. He removes for both, warriors first (4.3.4), and chooses which Marquise building goes:
    the sawmill scores him 1 VP (3.2.1), not the Eyrie. His removing their warriors makes both Hostile
    (9.2.9.III); Infamy then scores the Marquise's second warrior and the sawmill (9.2.9.III.a): 3 VP."""
    game = vagrant_game({9: {"marquise": {"warrior": 2, "sawmill": 1, "workshop": 1}, "eyrie": {"warrior": 3}}})
    play_choices(game, "special")
    assert expect(game, "vagrant.instigate", "vagabond") == ["battle:marquise:eyrie", "battle:eyrie:marquise"]
    fix_dice(game, 3, 1)
    game.choose("battle:eyrie:marquise")
    assert expect(game, "take_hit", "vagabond")  # he, not the Marquise, chooses the building
    game.choose("piece:sawmill")
    expect(game, "vagabond.action")
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "eyrie") == 2
    assert game.state.clearings[9].buildings == [("marquise", "workshop")]
    assert scores(game) == {"marquise": 0, "eyrie": 0, "alliance": 0, "vagabond": 3}
    relationships = game.state.factions["vagabond"].data["relationships"]
    assert relationships["marquise"] == relationships["eyrie"] == "hostile"
    assert all(e["by"] == "vagabond" for e in events(game, "removed"))
    [battle] = events(game, "battle")
    assert (battle["attacker"], battle["defender"]) == ("eyrie", "marquise")
    assert Counter(i["item"] + (":exhausted" if i["exhausted"] else "")
                   for i in game.state.factions["vagabond"].data["items"]) == Counter(["torch:exhausted", "boot"])


def test_instigate_limits_law_d_4_2():
    """Not in a forest (no clearing); not with the torch exhausted; the Vagrant is never a side, so one other
    player here is not enough; an attacker needs warriors there (4.3), so pieces that cannot fight only defend."""
    two = {9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}}
    assert "special" in expect(vagrant_game(two), "vagabond.action")
    assert "special" not in expect(vagrant_game(two, items=("torch:exhausted", "boot")), "vagabond.action")
    assert "special" not in expect(vagrant_game(two, forest="f1"), "vagabond.action")
    assert "special" not in expect(vagrant_game({9: {"marquise": {"warrior": 3}}}), "vagabond.action")
    game = vagrant_game({9: {"marquise": {"warrior": 1}, "eyrie": {"roost": 1}}})
    assert instigate_pairs(game, game.factions["vagabond"]) == [("marquise", "eyrie")]


def test_instigate_the_defender_may_ambush_and_the_vagrant_removes_its_hits_law_d_4_2_and_4_3_1():
    """4.3.1: the defender (the Marquise) may ambush the attacker; its two hits remove Eyrie warriors, removed by
    the Vagrant: the Eyrie becomes Hostile with the first, and the second scores him Infamy (9.2.9.III.a)."""
    game = vagrant_game({9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 3}}},
                        hands={"marquise": ["ambush_mouse"]})
    fix_dice(game, 0, 0)
    play_choices(game, "special", "battle:eyrie:marquise")
    assert expect(game, "battle.ambush", "marquise")
    game.choose(next(o for o in game.pending.option_ids if o != "pass"))
    expect(game, "vagabond.action")
    assert warriors(game, 9, "eyrie") == 1
    [removed] = [e for e in events(game, "removed") if e["cause"] == "ambush"]
    assert removed["by"] == "vagabond" and removed["count"] == 2
    assert game.state.factions["vagabond"].data["relationships"]["eyrie"] == "hostile"
    assert scores(game)["vagabond"] == 1 and scores(game)["marquise"] == 0


def test_instigate_removing_sympathy_costs_the_vagrant_outrage_law_d_4_2_and_8_2_6():
    """The Vagrant removes the sympathy token the Marquise's hit takes (the Alliance, defenseless, has no warriors
    here: 4.3.3.II): 1 VP for the token, and Outrage is his to pay (8.2.6): his matching card goes to the
    supporters."""
    game = vagrant_game({9: {"marquise": {"warrior": 2}, "alliance": {"sympathy": 1}}},
                        hands={"vagabond": ["sword"]})
    supporters = len(game.state.factions["alliance"].zones["supporters"])
    fix_dice(game, 1, 0)
    play_choices(game, "special")  # the one pair possible: the Marquise attacks
    while game.pending.kind != "vagabond.action":
        assert game.pending.kind == "alliance.outrage" and game.pending.player == "vagabond"
        game.choose(game.pending.option_ids[0])
    assert game.state.clearings[9].tokens == []
    assert game.state.factions["vagabond"].hand == []
    assert len(game.state.factions["alliance"].zones["supporters"]) == supporters + 1
    assert [e["faction"] for e in events(game, "outrage")] == ["vagabond"]
    assert scores(game) == {"marquise": 0, "eyrie": 0, "alliance": 0, "vagabond": 1}


def test_instigate_the_eyrie_despot_scores_nothing_for_pieces_the_vagrant_removes_law_d_4_2_and_7_8_4():
    """7.8.4: Despot scores when the Eyrie removes a building or token in battle; in the battle the Vagrant
    instigates, he removes them, so the Eyrie scores neither the building nor Despot's extra point."""
    game = vagrant_game({9: {"marquise": {"sawmill": 1}, "eyrie": {"warrior": 3}}},
                        data={"eyrie": {"leader": "despot"}})
    fix_dice(game, 3, 0)
    play_choices(game, "special")  # the one pair possible: the Eyrie attacks
    expect(game, "vagabond.action")
    assert game.state.clearings[9].buildings == []
    assert scores(game) == {"marquise": 0, "eyrie": 0, "alliance": 0, "vagabond": 1}


def test_instigate_field_hospitals_stays_the_marquise_s_choice_law_d_4_2_and_6_2_3():
    """6.2.3 triggers on any removal of Marquise warriors: the Vagrant removes them, and the Marquise still decides
    whether to spend a matching card to bring them to the keep."""
    game = vagrant_game({9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}, 1: {"marquise": {"keep": 1}}},
                        hands={"marquise": ["sword"]})
    fix_dice(game, 3, 0)
    play_choices(game, "special", "battle:eyrie:marquise")
    expect(game, "marquise.field_hospitals", "marquise")
    game.choose(next(o for o in game.pending.option_ids if o != "pass"))
    expect(game, "vagabond.action")
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 1, "marquise") == 2


def test_instigate_a_relic_the_vagrant_removes_is_his_trophy_law_d_4_2_and_15_2_5():
    """The Marquise attacks the Keepers' lone relic (defenseless: the extra hit, 4.3.3.II). The Vagrant removes it,
    so Prized Trophies is his: he places it in a forest of his choice and scores two; the Marquise nothing."""
    factions = ("marquise", "keepers", "vagabond")
    vdata = {"character": "vagrant", "clearing": 5, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    game = scenario(factions, "vagabond", "daylight", {5: {"keepers": {"tablet_3": 1}, "marquise": {"warrior": 2}}},
                    hands={f: [] for f in factions}, data={"vagabond": vdata, "keepers": {}})
    fix_dice(game, 0, 0)
    play_choices(game, "special")  # the one pair possible: the Keepers have no warrior to attack with
    assert len(expect(game, "keepers.trophy", "vagabond")) == 7
    play_choices(game, "forest:f2")
    expect(game, "vagabond.action")
    assert game.state.factions["keepers"].data["forests"]["f2"] == ["tablet_3"]
    assert scores(game) == {"marquise": 0, "keepers": 0, "vagabond": 2}


def test_instigate_beside_the_other_vagabond_the_arbiter_whom_the_defender_enlists_law_d_4_2_d_5_2_and_9_7():
    """With two Vagabonds, the Arbiter beside the Vagrant is neither side of the battle the Vagrant starts: the
    defender (the Eyrie) enlists him; his two swords and the Eyrie's warrior roll three hits. The Vagrant removes all
    three Marquise warriors (the first makes her Hostile, the two others score Infamy, 9.2.9.III.a) and the Eyrie's
    one (Hostile now too); the Arbiter scores his point."""
    factions = ("marquise", "eyrie", "vagabond", "second_vagabond")
    vdata = {"character": "vagrant", "clearing": 9, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    arbiter = {"character": "arbiter", "clearing": 9, "items": ["sword", "sword", "boot"], "quests": [],
               "ruin_items": {}}
    game = scenario(factions, "vagabond", "daylight", {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}},
                    hands={f: [] for f in factions}, data={"vagabond": vdata, "second_vagabond": arbiter,
                                                           "eyrie": {"leader": "commander", "viziers": {}}})
    fix_dice(game, 3, 3)
    play_choices(game, "special", "battle:marquise:eyrie")
    assert expect(game, "arbiter.enlist", "eyrie") == ["yes", "no"]
    play_choices(game, "yes")
    expect(game, "vagabond.action")
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "eyrie") == 0
    assert scores(game) == {"marquise": 0, "eyrie": 0, "vagabond": 2, "second_vagabond": 1}
    assert game.state.factions["vagabond"].data["relationships"] == {"marquise": "hostile", "eyrie": "hostile"}


def test_instigate_against_the_other_vagabond_he_chooses_his_own_damaged_items_law_d_4_2_and_9_2_7():
    """The Vagrant sets the Marquise on the other Vagabond (a Thief). He removes pieces for each side (D.4.2), but
    items are no pieces: the Thief chooses which of his items the Marquise's hits damage (9.2.7)."""
    factions = ("marquise", "eyrie", "vagabond", "second_vagabond")
    vdata = {"character": "vagrant", "clearing": 9, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    thief = {"character": "thief", "clearing": 9, "items": ["sword", "boot", "tea"], "quests": [], "ruin_items": {}}
    game = scenario(factions, "vagabond", "daylight", {9: {"marquise": {"warrior": 3}}},
                    hands={f: [] for f in factions}, data={"vagabond": vdata, "second_vagabond": thief,
                                                           "eyrie": {"leader": "commander", "viziers": {}}})
    fix_dice(game, 2, 0)  # the Marquise roll 2 hits, the Thief (one sword) none
    play_choices(game, "special", "battle:marquise:second_vagabond")
    asked = expect(game, "vagabond.take_hit", "second_vagabond")  # his own choice, not the Vagrant's
    play_choices(game, asked[0])
    expect(game, "vagabond.take_hit", "second_vagabond")


@pytest.mark.parametrize("snare_up", [True, False])
def test_instigate_field_hospitals_cannot_place_in_a_keep_clearing_snared_law_d_4_2_6_2_3_and_13_7_2(snare_up):
    """The Eyrie kill both Marquise warriors the Vagrant sets them on. Her keep's clearing 1 holds a Corvid snare:
    face up, no enemy piece may be placed there (13.7.2), so Field Hospitals (6.2.3) is not offered; face down,
    it is."""
    from test_corvid import corvid_game
    factions = ("marquise", "eyrie", "corvid", "vagabond")
    vdata = {"character": "vagrant", "clearing": 9, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    game = corvid_game({9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}},
                        1: {"marquise": {"keep": 1}, "corvid": {"warrior": 1}}}, plots={1: "snare"},
                       face_up=[1] if snare_up else [], current="vagabond", factions=factions,
                       hands={"marquise": ["sword"], "vagabond": [], "eyrie": [], "corvid": []}, data={"vagabond": vdata})
    fix_dice(game, 3, 0)
    play_choices(game, "special", "battle:eyrie:marquise")
    if snare_up:
        expect(game, "vagabond.action")
        assert len(game.state.factions["marquise"].hand) == 1
    else:
        assert expect(game, "marquise.field_hospitals", "marquise") == [
            f"card:{game.state.factions['marquise'].hand[0]}", "pass"]
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 1, "marquise") == 0


@pytest.mark.parametrize("factions", [("marquise", "vagabond"), ("marquise", "eyrie", "vagabond"), FOUR,
                                      ("marquise", "eyrie", "alliance", "vagabond", "second_vagabond")])
def test_random_games_with_the_vagrant_keep_every_invariant(factions):
    options = {"vagabond_character": "vagrant"}
    if "second_vagabond" in factions:
        options["second_vagabond_character"] = "thief"
    results = check_plugin_conformance(factions, games=2, first_seed=3, clone_games=1, options=options)
    if len(factions) == 2:  # one other player: nobody to set fighting
        assert not any(events(r["game"], "instigate") for r in results)
    elif len(factions) == 4:
        assert any(events(r["game"], "instigate") for r in results)  # the action is taken in these games


def test_the_heuristic_bot_plays_the_vagrant():
    """The Vagabond's heuristic bot plays the Vagrant through whole checked games (it prefers exploring with its
    torch, so it seldom instigates in them: the position below checks its choice)."""
    for seed in range(3):
        game = rootcore.new_game({"factions": list(FOUR), "seed": seed, "options": {"vagabond_character": "vagrant"}})
        checker = InvariantChecker(game)
        checker(game)
        assert play(game, seat_agents(game, "heuristic"), after_each=checker)["over"]


def test_the_heuristic_bot_picks_the_battle_that_scores_most():
    """It instigates where buildings fall (the Eyrie's three warriors on the Marquise's buildings), not where only
    warriors of factions it is not Hostile to would (a full hand keeps it from taking the action for cards)."""
    from rootcore.agents import make_agent
    bot = make_agent("heuristic", "vagabond", 1)
    full = {"vagabond": ["anvil", "sword", "crossbow_mouse", "ambush_fox", "mouse_in_a_sack"]}
    game = vagrant_game({9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}}, hands=full)
    assert bot(game, game.pending) != "special"
    game = vagrant_game({9: {"marquise": {"warrior": 1, "sawmill": 1, "workshop": 1}, "eyrie": {"warrior": 3},
                             "alliance": {"warrior": 1}}}, hands=full)
    assert bot(game, game.pending) == "special"
    game.choose("special")
    assert len(game.pending.options) == 6
    assert bot(game, game.pending) == "battle:eyrie:marquise"
