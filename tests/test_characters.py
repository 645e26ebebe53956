"""The Vagabond characters (Law Appendix D), the quest deck (content facts C) and the Law 9 rules they
lean on (9.5.5 Quest, 9.5.9 Special Action, 9.2.9 relationships). Each test names the rule it checks.

Autumn clearings used: 1 fox, 2 mouse, 3 rabbit, 5 rabbit, 8 fox, 9 mouse (paths 1, 4, 12), 12 fox; forest f1
(clearings 1 2 5 10)."""
from __future__ import annotations

from collections import Counter

import pytest

import rootcore

from helpers import events, expect, faction_scenario, fix_dice, play_choices, scenario, warriors
from test_vagabond import faction, items, vb, vb_game

FOUR = ("marquise", "eyrie", "alliance", "vagabond")
NO_HANDS = {"marquise": [], "eyrie": [], "alliance": [], "vagabond": []}


def scores(game) -> dict:
    """Every faction's score."""
    return {f: fs.score for f, fs in game.state.factions.items()}


# -- the quest deck (content facts C; Law 9.3.3, 9.5.5) -----------------------------------------------------------

QUESTS = [("Fundraising", "fox", "tea", "coins"), ("Errand", "fox", "tea", "boot"),
          ("Logistics Help", "fox", "boot", "bag"), ("Repair a Shed", "fox", "torch", "hammer"),
          ("Give a Speech", "fox", "torch", "tea"), ("Guard Duty", "rabbit", "torch", "sword"),
          ("Errand", "rabbit", "tea", "boot"), ("Give a Speech", "rabbit", "torch", "tea"),
          ("Fend off a Bear", "rabbit", "torch", "crossbow"), ("Expel Bandits", "rabbit", "sword", "sword"),
          ("Expel Bandits", "mouse", "sword", "sword"), ("Guard Duty", "mouse", "torch", "sword"),
          ("Fend off a Bear", "mouse", "torch", "crossbow"), ("Escort", "mouse", "boot", "boot"),
          ("Logistics Help", "mouse", "boot", "bag")]


def test_the_quest_deck_is_the_fifteen_quests_of_the_facts_law_9_3_3():
    game = vb_game({"forest": "f1"})
    defs = faction(game).quest_defs
    got = Counter((q["name"], q["suit"], *sorted(q["items"])) for q in defs.values())
    assert got == Counter((n, s, *sorted((a, b))) for n, s, a, b in QUESTS)
    assert Counter(q["suit"] for q in defs.values()) == Counter({"fox": 5, "rabbit": 5, "mouse": 5})


def test_a_real_setup_deals_three_face_up_quests_from_the_fifteen_law_9_3_3():
    game = rootcore.new_game({"factions": ["marquise", "vagabond"], "seed": 5,
                              "options": {"vagabond_character": "thief"}})
    while game.pending.kind != "vagabond.setup.forest":
        game.choose(game.pending.option_ids[0])
    game.choose("forest:f1")
    data = vb(game).data
    assert len(data["quests"]) == 3 and len(data["quest_deck"]) == 12
    assert sorted(data["quests"] + data["quest_deck"]) == sorted(faction(game).quest_defs)


def test_the_last_quest_leaves_no_replacement_when_the_deck_is_empty_law_9_5_5():
    game = vb_game({"clearing": 2, "items": ["boot", "boot", "sword"], "quests": ["escort_mouse"]})
    vb(game).data["quest_deck"] = []
    play_choices(game, "quest", "reward:vp")
    assert vb(game).data["quests"] == [] and vb(game).data["completed_quests"] == ["escort_mouse"]
    assert vb(game).score == 1


@pytest.mark.parametrize("character, start, action_item", [
    ("thief", ["boot", "torch", "tea", "sword"], "torch"),
    ("tinker", ["boot", "torch", "bag", "hammer"], "torch"),
    ("ranger", ["boot", "torch", "crossbow", "sword"], "torch"),
    ("vagrant", ["coins", "torch", "boot"], "torch"),
    ("arbiter", ["boot", "torch", "sword", "sword"], ""),
    ("scoundrel", ["boot", "boot", "torch", "crossbow"], "torch"),
    ("adventurer", ["boot", "torch", "hammer"], ""),
    ("ronin", ["boot", "boot", "torch", "sword"], "sword"),
    ("harrier", ["coins", "torch", "sword", "crossbow"], "torch")])
def test_each_characters_starting_items_and_the_item_its_action_exhausts_law_d_x_1(character, start, action_item):
    """D.1.1-D.9.1 (items named in content facts D): set up through the real setup (9.3.5), tea/coins/bags face up
    on their tracks, the rest in the Satchel."""
    game = rootcore.new_game({"factions": ["marquise", "vagabond"], "seed": 3,
                              "options": {"vagabond_character": character}})
    while game.pending.kind != "vagabond.setup.forest":
        game.choose(game.pending.option_ids[0])
    game.choose("forest:f1")
    assert items(game) == Counter(start)
    assert faction(game).character(game).action_item == action_item


# -- D.1 Thief --------------------------------------------------------------------------------------------------

def test_steal_not_offered_when_nobody_there_holds_a_card_nor_in_a_forest_law_d_1_2():
    game = vb_game({"clearing": 9, "items": ["torch", "boot"]}, {9: {"marquise": {"warrior": 1}}},
                   hands={"marquise": [], "eyrie": ["anvil"], "vagabond": []})
    assert "special" not in expect(game, "vagabond.action")  # the Eyrie hold a card but have no piece here
    game = vb_game({"forest": "f1", "items": ["torch", "boot"]}, hands={"marquise": ["anvil"], "vagabond": []})
    assert "special" not in expect(game, "vagabond.action")


def test_steal_from_the_other_vagabond_whose_pawn_alone_is_there_law_d_1_2_and_9_7():
    game = scenario(("marquise", "vagabond", "second_vagabond"), "vagabond", "daylight", {},
                    hands={"marquise": [], "vagabond": [], "second_vagabond": ["anvil"]},
                    data={"vagabond": {"character": "thief", "clearing": 9, "items": ["torch"], "quests": [],
                                       "ruin_items": {}},
                          "second_vagabond": {"character": "ranger", "clearing": 9, "items": ["boot"]}})
    play_choices(game, "special")
    [taken] = events(game, "card_taken")
    assert taken["victim"] == "second_vagabond" and game.cards[taken["card"]].id == "anvil"
    assert taken["card"] in vb(game).hand and game.state.factions["second_vagabond"].hand == []


# -- D.2 Tinker -------------------------------------------------------------------------------------------------

def test_day_labor_needs_a_clearing_and_a_matching_or_bird_card_law_d_2_2():
    tinker = {"character": "tinker", "items": ["torch", "boot"]}
    game = vb_game({**tinker, "forest": "f1"}, discard=["birdy_bindle"], hands={"vagabond": []})
    assert "special" not in expect(game, "vagabond.action")  # in a forest: no clearing to match
    game = vb_game({**tinker, "clearing": 9}, discard=["anvil"], hands={"vagabond": []})
    assert "special" not in expect(game, "vagabond.action")  # a fox card in a mouse clearing
    game = vb_game({**tinker, "clearing": 8}, discard=["anvil", "birdy_bindle"], hands={"vagabond": []})
    play_choices(game, "special")
    assert sorted(game.cards[int(o.split(":")[1])].id for o in expect(game, "tinker.day_labor")) == \
        ["anvil", "birdy_bindle"]


# -- D.3 Ranger -------------------------------------------------------------------------------------------------

def test_hideout_in_a_forest_with_one_damaged_item_repairs_it_and_ends_daylight_law_d_3_2():
    game = vb_game({"character": "ranger", "forest": "f1", "items": ["torch", "boot", "sword:damaged:exhausted"]})
    play_choices(game, "special")  # one damaged item: repaired without a choice (1.5.4: as many as possible)
    assert items(game) == Counter(["torch:exhausted", "boot", "sword:exhausted"])  # repaired, kept face down
    after = game.events[game.events.index(events(game, "hideout")[0]):]
    phase = next(e for e in after if e["type"] == "phase")
    assert (phase["faction"], phase["phase"]) == ("vagabond", "evening")  # no other Daylight action asked
    assert not [e for e in after if e["type"] == "item_exhausted" and e["faction"] == "vagabond"]


# -- D.4 Vagrant ------------------------------------------------------------------------------------------------

def vagrant_game(clearings, items=("torch", "boot"), hands=None, **vagrant):
    """The Vagrant's Daylight in clearing 9 (unless `vagrant` says) among the four base factions."""
    vdata = {"character": "vagrant", "items": list(items), "quests": [], "ruin_items": {}, "clearing": 9, **vagrant}
    return scenario(FOUR, "vagabond", "daylight", clearings, hands={**NO_HANDS, **(hands or {})},
                    data={"vagabond": vdata})


def test_instigate_between_two_hostile_factions_every_piece_scores_infamy_law_d_4_2_and_9_2_9_iii_a():
    """Both sides already Hostile: each warrior the Vagrant removes scores Infamy, the sawmill 1 (3.2.1) + 1
    (Infamy). Eyrie 3 hits on the Marquise (2 warriors + sawmill), Marquise 1 on the Eyrie: 2 + 2 + 1 = 5."""
    game = vagrant_game({9: {"marquise": {"warrior": 2, "sawmill": 1}, "eyrie": {"warrior": 3}}},
                        relationships={"marquise": "hostile", "eyrie": "hostile"})
    fix_dice(game, 3, 1)
    play_choices(game, "special", "battle:eyrie:marquise")
    expect(game, "vagabond.action")
    assert warriors(game, 9, "marquise") == 0 and warriors(game, 9, "eyrie") == 2
    assert scores(game) == {"marquise": 0, "eyrie": 0, "alliance": 0, "vagabond": 5}


def test_instigate_is_a_special_action_costing_one_torch_law_d_4_2_and_9_5_9():
    game = vagrant_game({9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}}, items=("torch", "torch", "boot"))
    fix_dice(game, 0, 0)
    play_choices(game, "special", "battle:eyrie:marquise")
    expect(game, "vagabond.action")
    assert items(game) == Counter(["torch:exhausted", "torch", "boot"])


# -- D.5 Arbiter ------------------------------------------------------------------------------------------------

def arbiter_game(clearings, items=("sword", "sword", "boot"), **vagabond):
    """The Marquise's Daylight with the Arbiter in clearing 9 (unless `vagabond` says)."""
    return faction_scenario(("marquise", "eyrie", "vagabond"), "marquise", "daylight", clearings, {},
                            data={"vagabond": {"character": "arbiter", "clearing": 9, "items": list(items),
                                               **vagabond}})


def test_protector_for_a_hostile_defender_too_law_d_5_2():
    """D.5.2 sets no relationship condition: a defender Hostile to him may enlist him."""
    game = arbiter_game({9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}},
                        relationships={"eyrie": "hostile"})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    assert expect(game, "arbiter.enlist", "eyrie") == ["yes", "no"]
    play_choices(game, "yes")
    assert events(game, "dice")[0]["defender_hits"] == 3 and game.state.factions["vagabond"].score == 1


def test_protector_in_a_coalition_scores_nothing_but_still_adds_swords_law_d_5_2_and_9_2_8():
    """9.2.8: in a coalition the Vagabond no longer scores; the enlistment still adds his swords."""
    game = faction_scenario(("marquise", "eyrie", "alliance", "vagabond"), "marquise", "daylight",
                            {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}}, {},
                            data={"vagabond": {"character": "arbiter", "clearing": 9,
                                               "items": ["sword", "sword", "boot"], "coalition": "alliance"}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie", "yes")
    assert events(game, "dice")[0]["defender_hits"] == 3
    assert game.state.factions["vagabond"].score == 0


# -- D.7 Adventurer ---------------------------------------------------------------------------------------------

def test_improve_a_track_tea_standing_in_is_exhausted_and_damaged_law_d_7_2():
    game = vb_game({"character": "adventurer", "clearing": 2, "items": ["boot", "tea"],
                    "quests": ["escort_mouse"]})
    play_choices(game, "quest", "reward:vp")  # the tea alone may stand in for the second boot: asked of nobody
    assert items(game) == Counter(["boot:exhausted", "tea:damaged:exhausted"])
    assert vb(game).score == 1


# -- D.9 Harrier ------------------------------------------------------------------------------------------------

def test_glide_into_a_sympathetic_clearing_costs_no_outrage_law_d_9_2_and_8_2_6():
    """Glide moves the pawn only (D.9.2), and Outrage is owed for warriors moved in (8.2.6): he keeps his card."""
    game = vb_game({"character": "harrier", "clearing": 1, "items": ["torch", "torch"]},
                   {9: {"alliance": {"sympathy": 1}}}, factions=FOUR,
                   hands={**NO_HANDS, "vagabond": ["sword"]})
    supporters = len(game.state.factions["alliance"].zones["supporters"])
    play_choices(game, "special", "clearing:9")
    expect(game, "vagabond.action")
    assert faction(game).clearing(game) == 9 and events(game, "outrage") == []
    assert len(vb(game).hand) == 1
    assert len(game.state.factions["alliance"].zones["supporters"]) == supporters


# -- more interactions ------------------------------------------------------------------------------------------

def test_steal_twice_in_one_daylight_with_two_torches_law_d_1_2_and_9_5():
    """9.5: actions in any order and number; each Steal exhausts its own torch."""
    game = vb_game({"clearing": 9, "items": ["torch", "torch", "boot"]}, {9: {"marquise": {"warrior": 1}}},
                   hands={"marquise": ["anvil", "sword", "ambush_fox"], "eyrie": [], "vagabond": []})
    play_choices(game, "special")
    play_choices(game, "special")
    expect(game, "vagabond.action")
    assert len(vb(game).hand) == 2 and len(game.state.factions["marquise"].hand) == 1
    assert items(game) == Counter(["torch:exhausted", "torch:exhausted", "boot"])
    assert "special" not in game.pending.option_ids


def test_scorched_earth_on_allied_warriors_makes_that_faction_hostile_law_d_6_2_and_9_2_9_iii():
    """Removing a warrior of a non-Hostile faction, even an Allied one, moves its marker to the Hostile box."""
    game = vb_game({"character": "scoundrel", "clearing": 9, "items": ["torch", "boot"],
                    "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}}}, hands={"marquise": [], "eyrie": [], "vagabond": []})
    play_choices(game, "special")
    assert warriors(game, 9, "marquise") == 0
    assert vb(game).data["relationships"]["marquise"] == "hostile" and vb(game).score == 0


def test_improve_one_stand_in_for_one_of_two_boots_law_d_7_2():
    """Escort lists two boots: one boot and a crossbow standing in for the other; the crossbow is damaged."""
    game = vb_game({"character": "adventurer", "clearing": 2, "items": ["boot", "crossbow"],
                    "quests": ["escort_mouse"]})
    play_choices(game, "quest", "reward:vp")
    assert items(game) == Counter(["boot:exhausted", "crossbow:damaged:exhausted"])
    assert vb(game).data["completed_quests"] == ["escort_mouse"]


def test_improve_never_two_stand_ins_law_d_7_2():
    """One item per turn stands in: with no boot at all, two crossbows cannot complete Escort."""
    game = vb_game({"character": "adventurer", "clearing": 2, "items": ["crossbow", "crossbow", "hammer",
                                                                          "tea:damaged"],
                    "quests": ["escort_mouse"]})
    assert expect(game, "vagabond.action") == ["repair", "end"]


def test_instigate_the_attacker_scores_nothing_and_the_vagrant_damages_no_item_law_d_4_2():
    """The Vagrant is neither side: his items take no hit, and the sawmill scores for him, not the Eyrie."""
    game = vagrant_game({9: {"marquise": {"sawmill": 1, "warrior": 1}, "eyrie": {"warrior": 3}}},
                        items=("torch", "boot", "sword"), relationships={"marquise": "hostile"})
    fix_dice(game, 3, 1)
    play_choices(game, "special", "battle:eyrie:marquise")
    expect(game, "vagabond.action")
    assert game.state.clearings[9].buildings == [] and warriors(game, 9, "eyrie") == 2
    assert items(game) == Counter(["torch:exhausted", "boot", "sword"])
    # Marquise Hostile: warrior 1 + sawmill 1 + 1 Infamy each; the Eyrie's first warrior makes it Hostile: 0.
    assert scores(game) == {"marquise": 0, "eyrie": 0, "alliance": 0, "vagabond": 3}
    assert vb(game).data["relationships"]["eyrie"] == "hostile"


def test_glide_out_of_a_sealed_clearing_is_allowed_back_in_is_not_law_d_9_2_and_d_6_2():
    """A sealed clearing only stops pieces coming in (D.6.2): a Harrier standing in one may glide out."""
    from rootcore.rules.adjacency import seal
    game = vb_game({"character": "harrier", "clearing": 9, "items": ["torch", "torch"]})
    seal(game, 9, "torch")
    play_choices(game, "special", "clearing:3")
    assert faction(game).clearing(game) == 3
    play_choices(game, "special")
    assert "clearing:9" not in expect(game, "harrier.glide")


def test_the_ruin_stays_in_a_scorched_clearing_and_he_may_explore_it_law_d_6_2_and_9_5_3():
    """A ruin is no enemy piece (D.6.2 removes only those), and exploring places nothing in the clearing."""
    game = vb_game({"character": "scoundrel", "clearing": 6, "items": ["torch", "torch"],
                    "ruin_items": {"6": ["hammer"]}}, {6: {"marquise": {"warrior": 1}}},
                   hands={"marquise": [], "eyrie": [], "vagabond": []})
    play_choices(game, "special")
    assert 6 in game.state.sealed and game.state.clearings[6].ruins == 1
    play_choices(game, "explore")
    assert Counter(i["item"] for i in vb(game).data["items"]) == Counter(["torch", "hammer"])
    assert vb(game).score == 1 and game.state.clearings[6].ruins == 0


def test_a_favor_card_leaves_the_scorched_clearing_sealed_law_d_6_2():
    """The torch is no enemy piece, so a Favor card's full removal there neither takes it nor unseals the clearing."""
    from helpers import run
    from rootcore_plugins.standard_deck import remove_all_enemy_pieces
    game = vb_game({"character": "scoundrel", "forest": "f1", "items": ["boot"]},
                   {9: {"eyrie": {"warrior": 1}}}, hands={"marquise": [], "eyrie": [], "vagabond": []})
    from rootcore.rules.adjacency import seal
    seal(game, 9, "torch")
    run(remove_all_enemy_pieces(game, "marquise", "mouse", "favor"))
    assert warriors(game, 9, "eyrie") == 0 and 9 in game.state.sealed
