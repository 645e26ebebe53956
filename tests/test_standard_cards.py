"""Rules tests of the crafted effects of the standard deck's 25 non-item cards (Law 4.1, with the timing of
1.4.1 and the battle steps of 4.3), named after the cards, and of the `rootcore cards` command.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit, slots; neighbours): 1 fox (1;
5 9 10), 2 mouse (2; 5 6 10), 3 rabbit (1; 6 7 11), 4 rabbit (1; 8 9 12), 5 rabbit (2; 1 2), 6 fox (2, ruin;
2 3 11), 8 fox (2; 4 7), 9 mouse (2; 1 4 12), 10 rabbit (2, ruin; 1 2 12), 12 fox (2, ruin; 4 7 9 10 11).
Forest f1 touches 1 2 5 10.
"""
from __future__ import annotations

import json
import warnings
from collections import Counter

import pytest

import rootcore
from rootcore import cli
from rootcore.engine import UnimplementedCardWarning
from rootcore.testing import play_checked

from helpers import (assert_cards_named, discarded, events, expect, faction_scenario, fix_dice, fs, held,
                     hold_every_card, ids, play_choices, play_until, scenario, stand_in_hirelings, thief, warriors)

EYRIE = {"leader": "builder", "viziers": {}}
MARCH = {1: {"marquise": {"warrior": 1}}}  # gives the Marquise a move, so their action menu is asked


# -- helpers ------------------------------------------------------------------------------------------------

def cats_turn(clearings, *, phase="daylight", factions=("marquise", "eyrie"), play_areas=None, hands=None,
              data=None, **extra):
    """The Marquise takes their turn from `phase`; the Eyrie (if in play) have no Decree and no viziers."""
    data = dict(data or {})
    if "eyrie" in factions:
        data.setdefault("eyrie", EYRIE)
    return scenario(factions, "marquise", phase, clearings, play_areas=play_areas or {}, hands=hands or {},
                    data=data, **extra)


def cats_attack_birds(play_areas, *, cats=3, birds=3, eyrie_hand=(), clearing=8, dice=(3, 2)):
    """The Marquise attack the Eyrie in `clearing` (fox): the battle is the only action taken."""
    game = cats_turn({clearing: {"marquise": {"warrior": cats}, "eyrie": {"warrior": birds}}},
                     play_areas=play_areas, hands={"eyrie": list(eyrie_hand)})
    fix_dice(game, *dice)
    play_choices(game, "battle")
    return game


# -- battle cards (Law 4.3) -----------------------------------------------------------------------------------

def test_armorers_ignores_the_rolled_hits_taken_law_4_3_3():
    game = cats_attack_birds({"marquise": ["armorers"]}, dice=(3, 2))
    assert expect(game, "standard.battle_effect", "marquise") == ["armorers", "done"]
    play_choices(game, "armorers")
    assert warriors(game, 8, "marquise") == 3  # the Eyrie's 2 rolled hits are ignored
    assert warriors(game, 8, "eyrie") == 0
    assert fs(game, "marquise").play_area == [] and discarded(game, "armorers")  # used up


def test_a_card_discarding_itself_onto_an_empty_deck_forms_the_new_deck_at_once_law_2_1():
    """Armorers discards itself from the play area while the deck and the discard pile are empty (every other
    card held): the deck is formed again at once from the discard pile, here Armorers alone (Law 2.1)."""
    game = cats_attack_birds({"marquise": ["armorers"]}, dice=(3, 2))
    st = game.state
    hold_every_card(game, "eyrie")
    play_choices(game, "armorers")
    assert ids(game, st.deck) == ["armorers"] and st.discard == []


def test_armorers_is_optional_and_offered_only_against_rolled_hits_law_4_1_3():
    game = cats_attack_birds({"marquise": ["armorers"]}, dice=(3, 2))
    play_choices(game, "done")
    assert warriors(game, 8, "marquise") == 1 and ids(game, fs(game, "marquise").play_area) == ["armorers"]
    game = cats_attack_birds({"marquise": ["armorers"]}, dice=(2, 0))  # the Eyrie roll no hits
    assert expect(game, "marquise.action")
    assert ids(game, fs(game, "marquise").play_area) == ["armorers"]


def test_armorers_does_not_ignore_ambush_hits_which_are_not_rolled_law_4_3_1():
    game = cats_attack_birds({"marquise": ["armorers"]}, cats=4, eyrie_hand=["ambush_fox"], dice=(1, 1))
    play_choices(game, next(o for o in expect(game, "battle.ambush", "eyrie") if o.startswith("ambush:")))
    assert warriors(game, 8, "marquise") == 2  # the ambush's two hits stand
    play_choices(game, "armorers")  # only the rolled hit is ignored
    assert warriors(game, 8, "marquise") == 2 and warriors(game, 8, "eyrie") == 2


def test_armorers_leave_the_defenseless_extra_hit_which_is_not_rolled_law_4_3_3_II():
    """A defender with no warriors uses Armorers: the two rolled hits are ignored, the defenseless one is not."""
    game = cats_turn({8: {"marquise": {"warrior": 2}, "eyrie": {"roost": 1}}}, play_areas={"eyrie": ["armorers"]})
    fix_dice(game, 2, 1)
    play_choices(game, "battle")
    play_choices(game, "armorers")
    assert game.state.clearings[8].buildings == [] and fs(game, "marquise").score == 1


def test_armorers_leave_the_sappers_extra_hit_law_4_3_3_I():
    """The attacker ignores the two rolled hits with Armorers; the defender's Sappers hit still lands."""
    game = cats_turn({8: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 2}}},
                     play_areas={"eyrie": ["sappers"], "marquise": ["armorers"]})
    fix_dice(game, 2, 2)
    play_choices(game, "battle", "attacker", "armorers", "sappers")
    assert warriors(game, 8, "marquise") == 1 and warriors(game, 8, "eyrie") == 0


def test_sappers_deals_an_extra_hit_as_defender_law_4_3_3_i():
    game = cats_attack_birds({"eyrie": ["sappers"]}, dice=(1, 1))
    assert expect(game, "standard.battle_effect", "eyrie") == ["sappers", "done"]
    play_choices(game, "sappers")
    assert warriors(game, 8, "marquise") == 1  # one rolled hit and one extra hit
    assert fs(game, "eyrie").play_area == [] and discarded(game, "sappers")


def test_sappers_is_not_usable_as_attacker_law_4_3_3():
    game = cats_attack_birds({"marquise": ["sappers"]}, dice=(1, 1))
    assert expect(game, "marquise.action")  # the battle resolved without asking
    assert warriors(game, 8, "eyrie") == 2


def test_brutal_tactics_extra_hit_and_the_defender_scores_one_law_4_3_3_i():
    game = cats_attack_birds({"marquise": ["brutal_tactics"]}, dice=(1, 0))
    assert expect(game, "standard.battle_effect", "marquise") == ["brutal_tactics", "done"]
    play_choices(game, "brutal_tactics")
    assert warriors(game, 8, "eyrie") == 1
    assert fs(game, "eyrie").score == 1 and fs(game, "marquise").score == 0
    assert ids(game, fs(game, "marquise").play_area) == ["brutal_tactics"]  # it stays in play


def test_brutal_tactics_is_not_usable_as_defender_law_4_3_3():
    game = cats_attack_birds({"eyrie": ["brutal_tactics"]}, dice=(1, 1))
    assert expect(game, "marquise.action")
    assert fs(game, "eyrie").score == 0


@pytest.mark.parametrize("play_areas, dice, player, answer", [
    ({"marquise": ["armorers"]}, (3, 2), "marquise", "armorers"),           # two rolled hits ignored: worth the card
    ({"marquise": ["armorers"]}, (3, 1), "marquise", "done"),               # one: kept for a bigger battle
    ({"eyrie": ["sappers"]}, (1, 1), "eyrie", "sappers"),                   # an extra hit
    ({"marquise": ["brutal_tactics"]}, (1, 0), "marquise", "done"),         # not a VP for the defender
])
def test_every_bot_weighs_the_battle_cards_law_4_3_3(play_areas, dice, player, answer):
    from rootcore.agents import make_agent
    game = cats_attack_birds(play_areas, dice=dice)
    expect(game, "standard.battle_effect", player)
    assert make_agent("heuristic", player, 1)(game, game.pending) == answer


def test_both_sides_card_effects_the_attacker_orders_them_law_4_3_3_and_1_1_3():
    game = cats_attack_birds({"marquise": ["brutal_tactics"], "eyrie": ["armorers"]}, dice=(2, 1))
    assert expect(game, "battle.effect_order", "marquise") == ["attacker", "defender"]
    play_choices(game, "defender", "armorers", "brutal_tactics")
    assert warriors(game, 8, "eyrie") == 2  # the 2 rolled hits are ignored, the extra hit is not
    assert warriors(game, 8, "marquise") == 2  # the Eyrie's rolled hit
    assert fs(game, "eyrie").score == 1


def test_battle_cards_of_factions_only_lending_warriors_are_not_offered_law_4_3_3_9_2_9_ii_c_and_11_2_7_iii():
    """Armorers and Brutal Tactics are for the attacker or defender (4.3.3): the Marquise, whose warriors the
    Vagabond attacks with as his Allies (9.2.9.II.c), and the Riverfolk, whose warriors fight as the Marquise's
    mercenaries (11.2.7.III), are neither, so neither is asked."""
    thief = {"character": "thief", "quests": [], "ruin_items": {}}
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond", "phase": "daylight",
        "clearings": {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}},
        "play_areas": {"marquise": ["armorers", "brutal_tactics"]},
        "data": {"eyrie": EYRIE, "vagabond": {**thief, "clearing": 9, "items": ["sword", "boot", "torch"],
                                                "relationships": {"marquise": "allied"}}}})
    fix_dice(game, 3, 2)
    play_choices(game, "battle", "faction:eyrie", "ally:marquise")
    expect(game, "vagabond.take_hit", "vagabond")  # the Eyrie's hits: no card effect was asked of anyone
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie", "riverfolk"], "current": "marquise", "phase": "daylight",
        "clearings": {5: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}, "eyrie": {"warrior": 3}}},
        "play_areas": {"riverfolk": ["armorers", "brutal_tactics"]},
        "data": {"eyrie": EYRIE, "riverfolk": {"bought": {"marquise": ["mercenaries"]}}}})
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    assert game.state.clearings[5].warriors == {}  # three hits each way (her warrior, two mercenaries), no card used
    assert ids(game, fs(game, "riverfolk").play_area) == ["armorers", "brutal_tactics"]


def test_scouting_party_attacker_is_unaffected_by_ambush_cards_law_4_3_1():
    game = cats_attack_birds({"marquise": ["scouting_party"]}, eyrie_hand=["ambush_fox"], dice=(1, 1))
    assert expect(game, "marquise.action")  # no ambush was offered: the battle went straight to the dice
    assert ids(game, fs(game, "eyrie").hand) == ["ambush_fox"]
    assert warriors(game, 8, "marquise") == 2 and warriors(game, 8, "eyrie") == 2
    # Only as attacker: a defender with Scouting Party may still be ambushed... and may still ambush.
    game = cats_attack_birds({"eyrie": ["scouting_party"]}, eyrie_hand=["ambush_fox"], dice=(1, 1))
    assert "pass" in expect(game, "battle.ambush", "eyrie")


@pytest.mark.parametrize("design, make, kind, player, options", [
    ("armorers", lambda: cats_attack_birds({"marquise": ["armorers"]}, dice=(3, 2)), "standard.battle_effect",
     "marquise", ["armorers"]),
    ("sappers", lambda: cats_attack_birds({"eyrie": ["sappers"]}, dice=(1, 1)), "standard.battle_effect", "eyrie",
     ["sappers"]),
    ("brutal_tactics", lambda: cats_attack_birds({"marquise": ["brutal_tactics"]}, dice=(1, 0)),
     "standard.battle_effect", "marquise", ["brutal_tactics"]),
    ("royal_claim", lambda: cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["royal_claim"]}),
     "standard.birdsong", "marquise", ["royal_claim"]),
    ("stand_and_deliver", lambda: cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["stand_and_deliver"]},
                                            hands={"eyrie": ["anvil"]}),
     "standard.birdsong", "marquise", ["stand_and_deliver:eyrie"]),
    ("better_burrow_bank", lambda: cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["better_burrow_bank"]}),
     "standard.birdsong", "marquise", ["better_burrow_bank:eyrie"]),
    ("tax_collector", lambda: cats_turn(MARCH, play_areas={"marquise": ["tax_collector"]}, hands={"marquise": []}),
     "marquise.craft", "marquise", ["extra:tax_collector"]),
    ("codebreakers", lambda: cats_turn(MARCH, play_areas={"marquise": ["codebreakers"]},
                                       hands={"marquise": [], "eyrie": ["anvil"]}),
     "marquise.craft", "marquise", ["extra:codebreakers:eyrie"]),
])
def test_each_card_effect_option_names_its_card_in_play_law_4_1_3(design, make, kind, player, options):
    """An option using a persistent card in play (Law 4.1.3) names that card in its data, `{"card": n}`, as the
    options of cards in hand do, so a frontend can show which card it is; the option ids stay as they were."""
    assert_cards_named(make(), kind, player, design, options)


# -- Birdsong cards ------------------------------------------------------------------------------------------

def test_royal_claim_discards_to_score_each_ruled_clearing_law_3_2():
    game = cats_turn({1: {"marquise": {"warrior": 1}}, 5: {"marquise": {"warrior": 2}},
                      9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}},
                     phase="birdsong", play_areas={"marquise": ["royal_claim"]})
    assert expect(game, "standard.birdsong", "marquise") == ["royal_claim", "done"]
    play_choices(game, "royal_claim")
    assert fs(game, "marquise").score == 2  # 1 and 5; 9 is tied
    assert fs(game, "marquise").play_area == [] and discarded(game, "royal_claim")


def test_royal_claim_may_wait_until_the_end_of_birdsong_law_1_4_1():
    game = cats_turn({1: {"marquise": {"warrior": 1, "sawmill": 1}}}, phase="birdsong",
                     play_areas={"marquise": ["royal_claim"]})
    play_choices(game, "done")  # not at the start: the Marquise's Birdsong places wood, then it is offered again
    assert game.state.clearings[1].count("marquise", "wood") == 1
    play_choices(game, "royal_claim")
    assert fs(game, "marquise").score == 1


def test_stand_and_deliver_takes_a_random_card_and_the_victim_scores_law_1_2_1():
    game = cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["stand_and_deliver"]},
                     hands={"marquise": [], "eyrie": ["anvil", "sword"]})
    assert expect(game, "standard.birdsong", "marquise") == ["stand_and_deliver:eyrie", "done"]
    play_choices(game, "stand_and_deliver:eyrie")
    taken = ids(game, fs(game, "marquise").hand)
    assert len(taken) == 1 and sorted(taken + ids(game, fs(game, "eyrie").hand)) == ["anvil", "sword"]
    assert fs(game, "eyrie").score == 1
    assert events(game, "card_taken")[0]["to"] == ["marquise", "eyrie"]  # the card is private to them
    assert expect(game, "marquise.action")  # not offered again at the end of Birdsong: once per Birdsong


def test_stand_and_deliver_needs_a_victim_with_cards():
    game = cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["stand_and_deliver"]},
                     hands={"marquise": [], "eyrie": []})
    assert expect(game, "marquise.action")


def test_better_burrow_bank_at_start_of_birdsong_you_and_another_draw_law_1_4_1():
    game = cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["better_burrow_bank"]},
                     hands={"marquise": [], "eyrie": []}, deck_top=["anvil", "sword"])
    assert expect(game, "standard.birdsong", "marquise") == ["better_burrow_bank:eyrie", "done"]
    play_choices(game, "better_burrow_bank:eyrie")
    assert ids(game, fs(game, "marquise").hand) == ["anvil"] and ids(game, fs(game, "eyrie").hand) == ["sword"]
    assert ids(game, fs(game, "marquise").play_area) == ["better_burrow_bank"]
    assert expect(game, "marquise.action")  # once, at the start only


def test_better_burrow_bank_lapses_if_not_used_at_the_start_law_1_4_1():
    game = cats_turn({1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                     play_areas={"marquise": ["better_burrow_bank", "royal_claim"]})
    assert "better_burrow_bank:eyrie" in expect(game, "standard.birdsong")
    play_choices(game, "done")
    assert expect(game, "standard.birdsong") == ["royal_claim", "done"]  # the end: only "in Birdsong" cards


def test_better_burrow_bank_comes_before_any_card_usable_any_time_in_birdsong_law_1_4_1():
    """"At start of" comes before everything else in the phase: Better Burrow Bank is offered alone, and Stand and
    Deliver! (usable at any time in Birdsong) only once the start is over, when the bank can no longer be used."""
    game = cats_turn(MARCH, phase="birdsong", play_areas={"marquise": ["better_burrow_bank", "stand_and_deliver"]},
                     hands={"marquise": [], "eyrie": ["anvil", "sword"]})
    assert expect(game, "standard.birdsong") == ["better_burrow_bank:eyrie", "done"]
    play_choices(game, "done")  # the bank declined: the start is over
    assert expect(game, "standard.birdsong") == ["stand_and_deliver:eyrie", "done"]
    play_choices(game, "stand_and_deliver:eyrie")
    assert expect(game, "marquise.action")  # no menu left: the bank lapsed, the other card is used
    assert not events(game, "better_burrow_bank") and len(fs(game, "marquise").hand) == 1


def test_dominance_is_checked_before_the_birdsong_cards_law_3_3_1_and_1_1_3():
    """The dominance check and Better Burrow Bank both come at the start of Birdsong, in the order the player
    picks (1.1.3); a draw cannot change who rules, so the core checks first and the player who rules three fox
    clearings wins before any card is asked. Stand and Deliver!, usable at any time in Birdsong, comes after
    everything at its start (1.4.1): its VP cannot make the Eyrie, at 29, win first."""
    fox = {c: {"marquise": {"warrior": 1}} for c in (1, 6, 8)}
    game = cats_turn(fox, phase="birdsong", play_areas={"marquise": ["better_burrow_bank", "stand_and_deliver"]},
                     hands={"eyrie": ["anvil"]}, scores={"eyrie": 29}, dominance={"marquise": "dominance_fox"},
                     dominance_in_deck=True)
    assert game.is_over and game.winners == ["marquise"] and game.state.end_reason == "dominance"
    assert not events(game, "better_burrow_bank") and fs(game, "eyrie").score == 29


# -- Daylight cards ------------------------------------------------------------------------------------------

def test_command_warren_battle_at_start_of_daylight_law_1_4_1():
    game = cats_turn({8: {"marquise": {"warrior": 2, "workshop": 1}, "eyrie": {"warrior": 1}}},
                     play_areas={"marquise": ["command_warren"]}, hands={"marquise": ["anvil"]})
    assert expect(game, "standard.command_warren.clearing", "marquise") == ["clearing:8", "pass"]
    fix_dice(game, 2, 0)
    play_choices(game, "clearing:8")
    assert warriors(game, 8, "eyrie") == 0
    assert expect(game, "marquise.craft")  # then the Marquise's Daylight as usual (6.5)


def test_command_warren_may_be_declined():
    game = cats_turn({8: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}},
                     play_areas={"marquise": ["command_warren"]})
    play_choices(game, "pass")
    assert expect(game, "marquise.action") and warriors(game, 8, "eyrie") == 1


def test_tax_collector_once_per_daylight_remove_a_warrior_to_draw_law_1_4_1():
    game = cats_turn({8: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 1}}},
                     play_areas={"marquise": ["tax_collector"]}, hands={"marquise": []}, deck_top=["anvil"])
    assert expect(game, "marquise.craft") == ["extra:tax_collector", "done"]  # in the crafting step...
    play_choices(game, "done")
    assert "extra:tax_collector" in expect(game, "marquise.action")  # ...and beside the dominance options
    play_choices(game, "extra:tax_collector", "clearing:8")
    assert warriors(game, 8, "marquise") == 1 and fs(game, "marquise").supply["warrior"] == 25 - 2
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]
    assert fs(game, "marquise").data["actions"] == 3  # not an action
    assert "extra:tax_collector" not in expect(game, "marquise.action")  # once per Daylight


def test_tax_collector_in_the_crafting_step_and_field_hospitals_after_the_draw_law_1_4_2_and_6_2_3():
    game = cats_turn({1: {"marquise": {"keep": 1, "workshop": 1}}, 8: {"marquise": {"warrior": 1}}},
                     play_areas={"marquise": ["tax_collector"]}, hands={"marquise": []}, deck_top=["anvil"])
    assert "extra:tax_collector" in expect(game, "marquise.craft")
    play_choices(game, "extra:tax_collector")
    # The warrior is off the map and the card drawn before Field Hospitals (the drawn fox card pays for it).
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]
    assert expect(game, "marquise.field_hospitals", "marquise")
    play_choices(game, next(o for o in expect(game, "marquise.field_hospitals") if o != "pass"))
    assert warriors(game, 1, "marquise") == 1 and warriors(game, 8, "marquise") == 0


def test_tax_collector_in_other_daylight_menus():
    game = rootcore.scenario({"factions": ["marquise", "alliance"], "current": "alliance", "phase": "daylight",
                              "clearings": {5: {"alliance": {"warrior": 1}}},
                              "play_areas": {"alliance": ["tax_collector", "codebreakers"]},
                              "hands": {"alliance": [], "marquise": ["anvil"]},
                              "data": {"alliance": {"supporters": [], "officers": 0}}})
    options = expect(game, "alliance.action")
    assert {"extra:tax_collector", "extra:codebreakers:marquise"} <= set(options)
    play_choices(game, "extra:codebreakers:marquise")
    assert "extra:codebreakers:marquise" not in expect(game, "alliance.action")


def test_codebreakers_looks_at_another_hand_once_per_daylight_law_1_2_1():
    game = cats_turn(MARCH, factions=("marquise", "eyrie", "alliance"), play_areas={"marquise": ["codebreakers"]},
                     hands={"eyrie": ["anvil", "sword"], "alliance": ["root_tea_fox"]})
    assert set(expect(game, "marquise.craft")) == {"extra:codebreakers:alliance", "extra:codebreakers:eyrie", "done"}
    play_choices(game, "extra:codebreakers:eyrie")
    seen = events(game, "hand_seen")
    assert len(seen) == 1 and ids(game, seen[0]["cards"]) == ["anvil", "sword"]
    assert "extra:codebreakers:eyrie" not in expect(game, "marquise.action")
    # Law 1.2.1: the looker sees the cards, and so does the player looked at (their own hand); a third player
    # and an observer see whose hand was looked at, but not the cards.
    from rootcore.views import event_for
    assert "cards" in event_for(seen[0], "marquise") and "cards" in event_for(seen[0], "eyrie")
    for outsider in ("alliance", None):
        shown = event_for(seen[0], outsider)
        assert "cards" not in shown and shown["cards_count"] == 2 and set(shown["to"]) == {"marquise", "eyrie"}


def test_cobbler_move_at_start_of_evening_law_1_4_1():
    game = cats_turn({1: {"marquise": {"warrior": 2}}}, phase="evening", play_areas={"marquise": ["cobbler"]},
                     hands={"marquise": []})
    assert "pass" in expect(game, "standard.cobbler.origin", "marquise")
    play_choices(game, "clearing:1", "clearing:5", "count:2")
    assert warriors(game, 5, "marquise") == 2
    assert len(fs(game, "marquise").hand) == 1  # then Evening as usual: draw (6.6)


def test_cobbler_and_command_warren_for_the_vagabond_use_boots_and_a_sword_law_9_5_1_and_9_5_2():
    vagabond = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 1,
                "items": ["boot", "boot", "sword", "torch"]}
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "evening", "play_areas": {"vagabond": ["cobbler"]},
                              "clearings": {5: {"marquise": {"warrior": 1}}},
                              "data": {"vagabond": {**vagabond, "relationships": {"marquise": "hostile"}},
                                       "eyrie": EYRIE}})
    options = expect(game, "standard.cobbler", "vagabond")
    assert "pass" in options and "clearing:5" in options  # two boots: one more into a Hostile clearing
    play_choices(game, "clearing:5")
    vb = fs(game, "vagabond").data
    assert vb["location"] == {"clearing": 5}
    assert sum(1 for i in vb["items"] if i["item"] == "boot" and i["exhausted"]) == 2
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "play_areas": {"vagabond": ["command_warren"]},
                              "clearings": {1: {"marquise": {"warrior": 1}}},
                              "data": {"vagabond": vagabond, "eyrie": EYRIE}})
    assert expect(game, "standard.command_warren", "vagabond") == ["faction:marquise", "pass"]
    fix_dice(game, 1, 0)
    play_choices(game, "faction:marquise")
    assert warriors(game, 1, "marquise") == 0
    assert [i["exhausted"] for i in fs(game, "vagabond").data["items"] if i["item"] == "sword"] == [True]


# The other factions' scenario data: each takes its turn with two warriors beside a Marquise warrior in clearing 9.
OTHERS = {"eyrie": EYRIE, "alliance": {"supporters": [], "officers": 0}, "riverfolk": None,
          "lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []},
          "duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}, "corvid": {"plots": {}, "face_up": []},
          "hundreds": {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}, "warlord": 9},
          "keepers": {}}


def beside_the_cats(faction, phase, play_area):
    mine = {faction: OTHERS[faction]} if OTHERS[faction] is not None else {}
    return faction_scenario(("marquise", faction), faction, phase, {9: {"marquise": {"warrior": 1},
                                                                        faction: {"warrior": 2}}},
                            mine, play_areas={faction: play_area}, hands={faction: ["anvil"], "marquise": ["sword"]})


@pytest.mark.parametrize("faction", list(OTHERS))
def test_every_faction_is_offered_the_phase_cards_at_their_times_law_1_4_1_and_4_1_3(faction):
    """Whatever a faction's own turn looks like, Command Warren's battle is offered at the start of its Daylight and
    Cobbler's move at the start of its Evening, each with a way to decline (4.1.3); Tax Collector and Codebreakers
    are in the first menu of its Daylight once Command Warren is declined (or not in play)."""
    game = beside_the_cats(faction, "daylight", ["command_warren"])
    assert expect(game, "standard.command_warren.clearing", faction) == ["clearing:9", "pass"]
    game = beside_the_cats(faction, "evening", ["cobbler"])
    assert expect(game, "standard.cobbler.origin", faction) == ["clearing:9", "pass"]
    game = beside_the_cats(faction, "daylight", ["command_warren", "tax_collector", "codebreakers"])
    play_choices(game, "pass")
    assert game.pending.player == faction
    assert {"extra:tax_collector", "extra:codebreakers:marquise"} <= set(game.pending.option_ids)


# -- Favor cards (immediate, Law 4.1.2) ----------------------------------------------------------------------

def craft_favor(name, suit_clearings, board, *, hands=None, factions=("marquise", "eyrie"), data=None):
    """The Marquise craft the Favor card `name` with workshops in `suit_clearings` (three of its suit)."""
    for c in suit_clearings:
        board.setdefault(c, {}).setdefault("marquise", {})["workshop"] = 1
    board[suit_clearings[0]]["marquise"]["warrior"] = 1  # a march to take afterwards: the flow stops there
    hand = [name] + list((hands or {}).get("marquise", []))
    game = cats_turn(board, factions=factions, hands={**(hands or {}), "marquise": hand}, data=data)
    card = held(game, name, fs(game, "marquise").hand)
    play_choices(game, f"craft:{card}")
    return game


def test_favor_of_the_foxes_removes_every_enemy_piece_in_fox_clearings_law_3_2_1():
    game = craft_favor("favor_of_the_foxes", (1, 6, 8),
                       {8: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3, "roost": 1}},
                        12: {"eyrie": {"warrior": 1}}, 5: {"eyrie": {"warrior": 2, "roost": 1}}})
    st = game.state
    assert warriors(game, 8, "eyrie") == 0 and not st.clearings[8].count("eyrie", "roost")
    assert warriors(game, 12, "eyrie") == 0
    assert warriors(game, 5, "eyrie") == 2  # a rabbit clearing is untouched
    assert warriors(game, 8, "marquise") == 2  # only enemy pieces
    assert fs(game, "marquise").score == 1  # the roost (3.2.1)
    assert discarded(game, "favor_of_the_foxes")


def test_favor_of_the_rabbits_removes_every_enemy_piece_in_rabbit_clearings():
    game = craft_favor("favor_of_the_rabbits", (3, 4, 5),
                       {5: {"eyrie": {"warrior": 2, "roost": 1}}, 10: {"eyrie": {"warrior": 1}},
                        8: {"eyrie": {"warrior": 1}}})
    assert warriors(game, 5, "eyrie") == 0 and warriors(game, 10, "eyrie") == 0 and warriors(game, 8, "eyrie") == 1
    assert fs(game, "marquise").score == 1 and discarded(game, "favor_of_the_rabbits")


def test_favor_of_the_mice_removes_every_enemy_piece_in_mouse_clearings():
    game = craft_favor("favor_of_the_mice", (2, 7, 9),
                       {9: {"eyrie": {"warrior": 2}}, 11: {"eyrie": {"roost": 1}}, 1: {"eyrie": {"warrior": 1}}})
    assert warriors(game, 9, "eyrie") == 0 and not game.state.clearings[11].count("eyrie", "roost")
    assert warriors(game, 1, "eyrie") == 1
    assert fs(game, "marquise").score == 1 and discarded(game, "favor_of_the_mice")


def test_favor_against_the_vagabond_damages_three_items_law_9_2_2_i():
    vagabond = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 8,
                "items": ["sword", "boot", "torch", "tea"]}
    game = craft_favor("favor_of_the_foxes", (1, 6, 12), {8: {"eyrie": {"warrior": 1}}},
                       factions=("marquise", "eyrie", "vagabond"), data={"vagabond": vagabond})
    for _ in range(3):
        play_choices(game, expect(game, "vagabond.full_removal", "vagabond")[0])
    vb = fs(game, "vagabond").data
    assert sum(1 for i in vb["items"] if i["damaged"]) == 3
    assert game.state.clearings[8].pawns == ["vagabond"]  # the pawn stays (9.2.2)
    assert warriors(game, 8, "eyrie") == 0


def test_favor_against_alliance_sympathy_outrage_for_the_crafter_law_8_2_6():
    game = craft_favor("favor_of_the_foxes", (1, 6, 12), {8: {"alliance": {"sympathy": 1, "warrior": 1}}},
                       factions=("marquise", "alliance"), hands={"marquise": ["anvil", "a_visit_to_friends"]},
                       data={"alliance": {"supporters": [], "officers": 0}})
    assert not game.state.clearings[8].has_any("alliance")
    assert fs(game, "marquise").score == 1  # the sympathy token (3.2.1)
    # Outrage: the crafter gives a fox card (only the anvil matches) to the Alliance's supporters.
    assert ids(game, fs(game, "alliance").zones["supporters"]) == ["anvil"]
    assert ids(game, fs(game, "marquise").hand) == ["a_visit_to_friends"]


def test_favor_removing_the_keep_leaves_no_field_hospitals_law_1_1_3_and_6_2_3():
    def eyrie_crafts(keep):
        clearings = {c: {"eyrie": {"roost": 1}} for c in (2, 6, 8, 12)}
        clearings[1] = {"marquise": {"warrior": 2}}
        clearings.setdefault(keep, {}).setdefault("marquise", {})["keep"] = 1
        # The Eyrie keep a mouse item to craft afterwards, so that the flow stops in their crafting step.
        game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                                  "clearings": clearings, "data": {"eyrie": EYRIE},
                                  "hands": {"eyrie": ["favor_of_the_foxes", "birdy_bindle"], "marquise": ["anvil"]}})
        card = held(game, "favor_of_the_foxes", fs(game, "eyrie").hand)
        play_choices(game, f"craft:{card}")
        return game
    game = eyrie_crafts(keep=1)  # the keep goes with the warriors: Field Hospitals has nowhere to return them
    assert not game.state.clearings[1].has_any("marquise")
    assert ids(game, fs(game, "marquise").hand) == ["anvil"]
    assert expect(game, "eyrie.craft")  # no Field Hospitals was asked
    assert fs(game, "eyrie").score == 1
    game = eyrie_crafts(keep=3)  # with the keep elsewhere, Field Hospitals is asked
    assert expect(game, "marquise.field_hospitals", "marquise")


# -- the deck as a whole ---------------------------------------------------------------------------------------

def test_every_standard_card_effect_is_implemented_and_no_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error", UnimplementedCardWarning)
        game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3})
    assert game.unimplemented_cards == frozenset() and game.config.deck == "standard"
    assert not any("not implemented" in w for w in game.warnings)


def test_random_four_faction_games_use_the_card_effects():
    crafted = Counter()
    for seed in range(6):
        result = play_checked({"factions": ["marquise", "eyrie", "alliance", "vagabond"]}, seed=seed)
        crafted.update(e["name"] for e in result["game"].events if e["type"] == "crafted")
    assert crafted["Sappers"] and crafted["Armorers"] and crafted["Codebreakers"]


# -- rootcore cards ----------------------------------------------------------------------------------------------

def test_cards_command_lists_designs_and_what_is_implemented(capsys):
    assert cli.main(["cards", "--deck", "standard", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    rows = {r["id"]: r for r in data["cards"]}
    assert data["deck"] == "standard" and sum(r["count"] for r in rows.values()) == 54
    assert rows["tax_collector"] == {**rows["tax_collector"], "suit": "fox", "count": 3,
                                     "cost": ["fox", "rabbit", "mouse"], "kind": "persistent", "implemented": True}
    assert all(r["implemented"] for r in rows.values())
    assert cli.main(["cards"]) == 0
    out = capsys.readouterr().out
    assert "Royal Claim" in out and "54 implemented, 0 not" in out
    assert cli.main(["cards", "--deck", "nope"]) == 2


def test_cards_command_marks_unregistered_effects(monkeypatch, capsys):
    from rootcore import plugins
    registry = plugins.discover()
    monkeypatch.delitem(registry.card_effects, "codebreakers")
    assert cli.main(["cards", "--json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)["cards"]}
    assert rows["codebreakers"]["implemented"] is False and rows["anvil"]["implemented"] is True


# -- Audited against the deck's facts and Law 1-4, card by card -----------------------------------------------------

COMMANDER = {"leader": "commander", "viziers": {}}  # the Eyrie's scenario data when they lead as Commanders


# -- the deck's data against content-facts section A ---------------------------------------------------------------

# name, suit, copies, crafting cost, kind, item, VP (facts table A; "any" = the three-colour question mark).
FACTS = [
    ("Ambush!", "bird", 2, (), "ambush", None, 0),
    ("Dominance", "bird", 1, (), "dominance", None, 0),
    ("Birdy Bindle", "bird", 1, ("mouse",), "item", "bag", 1),
    ("Woodland Runners", "bird", 1, ("rabbit",), "item", "boot", 1),
    ("Arms Trader", "bird", 1, ("fox", "fox"), "item", "sword", 2),
    ("Crossbow", "bird", 1, ("fox",), "item", "crossbow", 1),
    ("Armorers", "bird", 2, ("fox",), "persistent", None, 0),
    ("Sappers", "bird", 2, ("mouse",), "persistent", None, 0),
    ("Brutal Tactics", "bird", 2, ("fox", "fox"), "persistent", None, 0),
    ("Royal Claim", "bird", 1, ("any",) * 4, "persistent", None, 0),
    ("Ambush!", "fox", 1, (), "ambush", None, 0),
    ("Dominance", "fox", 1, (), "dominance", None, 0),
    ("Gently Used Knapsack", "fox", 1, ("mouse",), "item", "bag", 1),
    ("Root Tea", "fox", 1, ("mouse",), "item", "tea", 2),
    ("Travel Gear", "fox", 1, ("rabbit",), "item", "boot", 1),
    ("Protection Racket", "fox", 1, ("rabbit", "rabbit"), "item", "coins", 3),
    ("Foxfolk Steel", "fox", 1, ("fox", "fox"), "item", "sword", 2),
    ("Anvil", "fox", 1, ("fox",), "item", "hammer", 2),
    ("Stand and Deliver!", "fox", 2, ("mouse",) * 3, "persistent", None, 0),
    ("Tax Collector", "fox", 3, ("fox", "rabbit", "mouse"), "persistent", None, 0),
    ("Favor of the Foxes", "fox", 1, ("fox",) * 3, "immediate", None, 0),
    ("Ambush!", "rabbit", 1, (), "ambush", None, 0),
    ("Dominance", "rabbit", 1, (), "dominance", None, 0),
    ("Smuggler's Trail", "rabbit", 1, ("mouse",), "item", "bag", 1),
    ("Root Tea", "rabbit", 1, ("mouse",), "item", "tea", 2),
    ("A Visit to Friends", "rabbit", 1, ("rabbit",), "item", "boot", 1),
    ("Bake Sale", "rabbit", 1, ("rabbit", "rabbit"), "item", "coins", 3),
    ("Command Warren", "rabbit", 2, ("rabbit", "rabbit"), "persistent", None, 0),
    ("Better Burrow Bank", "rabbit", 2, ("rabbit", "rabbit"), "persistent", None, 0),
    ("Cobbler", "rabbit", 2, ("rabbit", "rabbit"), "persistent", None, 0),
    ("Favor of the Rabbits", "rabbit", 1, ("rabbit",) * 3, "immediate", None, 0),
    ("Ambush!", "mouse", 1, (), "ambush", None, 0),
    ("Dominance", "mouse", 1, (), "dominance", None, 0),
    ("Mouse-in-a-Sack", "mouse", 1, ("mouse",), "item", "bag", 1),
    ("Root Tea", "mouse", 1, ("mouse",), "item", "tea", 2),
    ("Travel Gear", "mouse", 1, ("rabbit",), "item", "boot", 1),
    ("Investments", "mouse", 1, ("rabbit", "rabbit"), "item", "coins", 3),
    ("Sword", "mouse", 1, ("fox", "fox"), "item", "sword", 2),
    ("Crossbow", "mouse", 1, ("fox",), "item", "crossbow", 1),
    ("Scouting Party", "mouse", 2, ("mouse", "mouse"), "persistent", None, 0),
    ("Codebreakers", "mouse", 2, ("mouse",), "persistent", None, 0),
    ("Favor of the Mice", "mouse", 1, ("mouse",) * 3, "immediate", None, 0),
]


def four_player_game():
    """A new game of the four base factions (seed 1)."""
    return rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "vagabond"], "seed": 1})


def test_every_card_of_the_deck_has_the_facts_copies_suit_cost_kind_item_and_vp():
    game = four_player_game()
    found = Counter((d.name, d.suit, tuple(d.cost), d.kind, d.item, d.vp) for d in game.cards)
    wanted = Counter({(name, suit, cost, kind, item, vp): n for name, suit, n, cost, kind, item, vp in FACTS})
    assert found == wanted
    assert len(game.cards) == 54
    assert Counter(d.suit for d in game.cards) == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    kinds = Counter(d.kind for d in game.cards)
    assert kinds["ambush"] == 5 and kinds["dominance"] == 4 and kinds["item"] == 20
    assert kinds["persistent"] + kinds["immediate"] == 25


def test_the_item_supply_at_setup_matches_the_facts_section_f():
    game = four_player_game()
    assert game.state.item_supply == {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2,
                                      "coins": 2}


def test_a_two_player_game_has_no_dominance_card_and_a_three_player_game_all_four_law_5_1_3():
    for factions, n in ((["marquise", "eyrie"], 0), (["marquise", "eyrie", "alliance"], 4)):
        game = rootcore.new_game({"factions": factions, "seed": 2})
        st = game.state
        every = list(st.deck) + list(st.discard) + [c for f in st.factions.values() for c in f.hand]
        assert sum(1 for c in every if game.cards[c].kind == "dominance") == n


# -- ambush cards (Law 2.1.2, 4.3.1) ----------------------------------------------------------------------------

def test_an_ambush_of_another_suit_than_the_clearing_is_not_offered_but_a_bird_one_is_law_4_3_1():
    """Eyrie defend in fox clearing 8 holding mouse and bird ambushes: only the bird one may be played."""
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {8: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 2}}},
                    hands={"eyrie": ["ambush_mouse", "ambush_bird"], "marquise": []}, data={"eyrie": COMMANDER})
    play_choices(game, "battle")
    bird = held(game, "ambush_bird", fs(game, "eyrie").hand)
    assert expect(game, "battle.ambush", "eyrie") == [f"ambush:{bird}", "pass"]


def test_a_vagabond_attacker_with_scouting_party_is_not_ambushed_law_4_3_1():
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "clearings": {8: {"eyrie": {"warrior": 2}}},
                              "hands": {"eyrie": ["ambush_fox"]}, "play_areas": {"vagabond": ["scouting_party"]},
                              "data": {"eyrie": COMMANDER,
                                       "vagabond": thief(clearing=8, items=["sword", "sword", "boot", "torch"])}})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    assert not events(game, "ambush") and len(fs(game, "eyrie").hand) == 1
    assert warriors(game, 8, "eyrie") == 0  # the dice decided alone
    assert not any(i["damaged"] for i in fs(game, "vagabond").data["items"])


# -- battle cards with the Vagabond and with hirelings (Law 4.3.3, 9.2.7, E.3.5) -----------------------------------

def test_the_vagabond_attacker_uses_armorers_and_brutal_tactics_law_4_3_3():
    """Armorers leaves his items undamaged by the Eyrie's two rolled hits; Brutal Tactics adds a hit and a VP for
    the Eyrie. His three hits: the first makes the Eyrie Hostile, the other two score Infamy (9.2.9.III.a)."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "clearings": {8: {"eyrie": {"warrior": 3}}},
                              "play_areas": {"vagabond": ["armorers", "brutal_tactics"]},
                              "data": {"eyrie": COMMANDER,
                                       "vagabond": thief(clearing=8, items=["sword", "sword", "boot", "torch"])}})
    fix_dice(game, 2, 2)
    play_choices(game, "battle")
    assert expect(game, "standard.battle_effect", "vagabond") == ["armorers", "brutal_tactics", "done"]
    play_choices(game, "armorers", "brutal_tactics")
    assert not any(i["damaged"] for i in fs(game, "vagabond").data["items"])
    assert warriors(game, 8, "eyrie") == 0
    assert fs(game, "eyrie").score == 1 and fs(game, "vagabond").score == 2
    assert [game.cards[c].id for c in fs(game, "vagabond").play_area] == ["brutal_tactics"]


def test_a_hireling_uses_none_of_its_controllers_battle_cards_law_e_3_5():
    """The Marquise attacks the Alliance's Dynasty: the Alliance's Sappers and Armorers are not asked; the Alliance's
    Dynasty attacking the Marquise is ambushed though the Alliance has Scouting Party."""
    with stand_in_hirelings("stand_in_a", "stand_in_b"):
        hired = {"last_dynasty": {"controller": "alliance", "control": 2}, "stand_in_a": {}, "stand_in_b": {}}
        game = scenario(["marquise", "alliance"], "marquise", "daylight",
                        {1: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 3}}}, hirelings=hired,
                        play_areas={"alliance": ["sappers", "armorers"]})
        play_until(game, "marquise", "marquise.action")
        fix_dice(game, 2, 1)
        play_choices(game, "battle")
        expect(game, "marquise.action")  # the battle is over: no card effect was offered to anyone
        assert warriors(game, 1, "last_dynasty") == 0 and warriors(game, 1, "marquise") == 2
        assert len(fs(game, "alliance").play_area) == 2

        game = scenario(["alliance", "marquise"], "alliance", "daylight",
                        {1: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 3}}}, hirelings=hired,
                        play_areas={"alliance": ["scouting_party", "brutal_tactics"]},
                        hands={"marquise": ["ambush_fox"], "alliance": []},
                        data={"alliance": {"supporters": [], "officers": 0}})
        play_until(game, "alliance")
        option = next(o for o in game.pending.option_ids if o.startswith("extra:hireling:last_dynasty"))
        fix_dice(game, 0, 0)
        game.choose(option)
        # The Marquise rule clearing 1, so the Dynasty battles there: she may ambush it (Scouting Party is the
        # Alliance's), and Brutal Tactics is never offered to the Dynasty.
        assert expect(game, "battle.ambush", "marquise")[0].startswith("ambush:")
        game.choose(game.pending.option_ids[0])
        assert warriors(game, 1, "last_dynasty") == 0 and not events(game, "extra_hit")


def test_brutal_tactics_against_a_defender_with_an_activated_dominance_scores_nothing_law_3_3_1():
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {8: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}}, scores={"eyrie": 12},
                    play_areas={"marquise": ["brutal_tactics"]}, hands={"marquise": []},
                    dominance={"eyrie": "dominance_fox"}, dominance_in_deck=True, data={"eyrie": COMMANDER})
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "brutal_tactics")
    assert warriors(game, 8, "eyrie") == 1 and fs(game, "eyrie").score == 12


# -- Favor cards (Law 4.1.2) with the Vagabond and coalitions -----------------------------------------------------

def test_the_vagabond_crafts_a_favor_makes_the_factions_hostile_scores_buildings_and_no_infamy_law_9_2_9_iii():
    """He crafts Favor of the Foxes with three hammers in fox clearing 8: the Eyrie's warriors and roost there and the
    Marquise's warrior and sawmill in fox clearing 1 go. Both factions turn Hostile; he scores the two buildings
    only (Infamy is for removals in battle)."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight",
                              "clearings": {8: {"eyrie": {"warrior": 2, "roost": 1}},
                                            1: {"marquise": {"warrior": 1, "sawmill": 1}}},
                              "hands": {"vagabond": ["favor_of_the_foxes", "anvil"]},
                              "data": {"eyrie": COMMANDER, "vagabond": thief(
                                  clearing=8, items=["hammer", "hammer", "hammer", "boot", "torch"],
                                  relationships={"marquise": 1})}})
    favor = held(game, "favor_of_the_foxes", fs(game, "vagabond").hand)
    play_choices(game, "craft", f"craft:{favor}")
    st = game.state
    assert not st.clearings[8].has_any("eyrie") and not st.clearings[1].has_any("marquise")
    assert fs(game, "vagabond").data["relationships"] == {"marquise": "hostile", "eyrie": "hostile"}
    assert fs(game, "vagabond").score == 2
    assert sum(1 for i in fs(game, "vagabond").data["items"] if i["item"] == "hammer" and i["exhausted"]) == 3


def test_a_favor_of_the_vagabonds_coalition_partner_spares_him_law_g_1_8_and_9_2_2_i():
    clearings = {c: {"eyrie": {"roost": 1}} for c in (1, 6, 12)}
    clearings[8] = {"marquise": {"warrior": 2}}
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond", "alliance"], "current": "eyrie",
                              "phase": "daylight", "clearings": clearings,
                              "hands": {"eyrie": ["favor_of_the_foxes", "birdy_bindle"]},
                              "data": {"eyrie": COMMANDER, "alliance": {"supporters": [], "officers": 0},
                                       "vagabond": thief(clearing=8, items=["sword", "boot", "torch", "tea"],
                                                         coalition="eyrie")}})
    favor = held(game, "favor_of_the_foxes", fs(game, "eyrie").hand)
    play_choices(game, f"craft:{favor}")
    assert warriors(game, 8, "marquise") == 0
    assert game.pending.kind != "vagabond.full_removal"  # he is not asked to damage items (9.2.2.I)...
    assert not any(i["damaged"] for i in fs(game, "vagabond").data["items"])  # ...and none is damaged


# -- the Vagabond and the other persistent cards --------------------------------------------------------------------

def test_the_vagabond_has_no_warriors_for_tax_collector_but_may_use_codebreakers_law_9_2_2():
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "clearings": {},
                              "play_areas": {"vagabond": ["tax_collector", "codebreakers"]},
                              "hands": {"eyrie": ["anvil"], "marquise": []},
                              "data": {"eyrie": COMMANDER, "vagabond": thief(clearing=8, items=["boot", "torch"])}})
    options = expect(game, "vagabond.action", "vagabond")
    assert "extra:codebreakers:eyrie" in options and "extra:tax_collector" not in options


def test_royal_claim_is_not_offered_to_the_vagabond_who_rules_nothing_law_9_2_2():
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "birdsong", "clearings": {8: {"marquise": {"warrior": 1}}},
                              "play_areas": {"vagabond": ["royal_claim", "stand_and_deliver"]},
                              "hands": {"eyrie": ["anvil"]},
                              "data": {"eyrie": COMMANDER, "vagabond": thief(clearing=8, items=["boot", "torch"])}})
    assert expect(game, "standard.birdsong", "vagabond") == ["stand_and_deliver:eyrie", "done"]


def test_the_vagabond_crafts_royal_claim_with_four_hammers_of_his_clearing_law_9_5_8_and_4_1_1():
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "clearings": {},
                              "hands": {"vagabond": ["royal_claim"]},
                              "data": {"eyrie": COMMANDER, "vagabond": thief(
                                  clearing=8, items=["hammer"] * 3 + ["boot", "torch"])}})
    assert "craft" not in expect(game, "vagabond.action")  # three hammers do not pay four
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "clearings": {},
                              "hands": {"vagabond": ["royal_claim"]},
                              "data": {"eyrie": COMMANDER, "vagabond": thief(
                                  clearing=8, items=["hammer"] * 4 + ["boot", "torch"])}})
    card = fs(game, "vagabond").hand[0]
    play_choices(game, "craft")  # the only card he can craft: taken without asking
    assert fs(game, "vagabond").play_area == [card]
    assert sum(1 for i in fs(game, "vagabond").data["items"] if i["item"] == "hammer" and i["exhausted"]) == 4


# -- Birdsong cards -----------------------------------------------------------------------------------------------

def test_stand_and_deliver_against_a_player_with_an_activated_dominance_gives_no_vp_law_3_3_1():
    game = scenario(["marquise", "eyrie"], "marquise", "birdsong", {1: {"marquise": {"warrior": 1}}},
                    scores={"eyrie": 11}, play_areas={"marquise": ["stand_and_deliver"]},
                    hands={"marquise": [], "eyrie": ["anvil"]}, dominance={"eyrie": "dominance_mouse"},
                    dominance_in_deck=True, data={"eyrie": COMMANDER})
    play_choices(game, "stand_and_deliver:eyrie")
    assert len(fs(game, "marquise").hand) == 1 and fs(game, "eyrie").hand == []
    assert fs(game, "eyrie").score == 11


def test_royal_claim_of_the_duchy_counts_the_burrow_it_always_rules_law_12_2_2():
    from rootcore_plugins.duchy import BURROW
    game = scenario(["marquise", "duchy"], "duchy", "birdsong",
                    {BURROW: {"duchy": {"warrior": 1}}, 3: {"duchy": {"warrior": 1}}},
                    play_areas={"duchy": ["royal_claim"]}, data={"duchy": {"swayed": [], "crowns_lost": {}}})
    play_until(game, "duchy", "standard.birdsong")
    assert game.pending.option("royal_claim").data["vp"] == 2
    play_choices(game, "royal_claim")
    assert fs(game, "duchy").score == 2


OTHERS_AND_VAGABOND = {**OTHERS, "vagabond": None}  # the Vagabond taking his turn beside them too


@pytest.mark.parametrize("faction", list(OTHERS_AND_VAGABOND))
def test_better_burrow_bank_is_offered_first_in_every_factions_birdsong_law_1_4_1(faction):
    """At the start of Birdsong, before the faction's own steps (the Vagabond's refresh, the Corvids' crafting...):
    the bank with each other player; then the cards usable at any time in Birdsong."""
    data = {faction: OTHERS_AND_VAGABOND[faction]} if OTHERS_AND_VAGABOND[faction] is not None else {}
    if faction == "vagabond":
        data = {"vagabond": thief(clearing=9, items=["boot:exhausted", "torch:exhausted"])}
    play_area = ["better_burrow_bank", "stand_and_deliver"]
    game = scenario(["marquise", faction], faction, "birdsong",
                    {9: {"marquise": {"warrior": 1}, **({} if faction == "vagabond" else {faction: {"warrior": 2}})}},
                    play_areas={faction: play_area}, hands={faction: [], "marquise": ["sword"]}, data=data,
                    deck_top=["anvil", "root_tea_fox"])
    assert expect(game, "standard.birdsong", faction) == ["better_burrow_bank:marquise", "done"]
    play_choices(game, "better_burrow_bank:marquise")
    assert [game.cards[c].id for c in fs(game, faction).hand] == ["anvil"]
    assert sorted(game.cards[c].id for c in fs(game, "marquise").hand) == ["root_tea_fox", "sword"]
    assert expect(game, "standard.birdsong", faction) == ["stand_and_deliver:marquise", "done"]  # then (1.4.1)


def test_an_item_crafted_after_activating_dominance_is_taken_but_scores_nothing_law_3_3_1_and_3_2_2():
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {8: {"marquise": {"workshop": 1, "warrior": 1}}}, scores={"marquise": 10},
                    hands={"marquise": ["anvil"]}, dominance={"marquise": "dominance_mouse"},
                    dominance_in_deck=True, data={"eyrie": COMMANDER})
    anvil = held(game, "anvil", fs(game, "marquise").hand)
    play_choices(game, f"craft:{anvil}")
    assert fs(game, "marquise").crafted_items == ["hammer"] and game.state.item_supply["hammer"] == 0
    assert fs(game, "marquise").score == 10


def test_a_persistent_card_is_not_craftable_beside_an_identical_one_but_another_design_is_law_4_1_4():
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {8: {"marquise": {"workshop": 1, "warrior": 1}}, 9: {"marquise": {"workshop": 1}}},
                    hands={"marquise": ["armorers", "sappers"]}, play_areas={"marquise": ["armorers"]},
                    data={"eyrie": COMMANDER})
    sappers = held(game, "sappers", fs(game, "marquise").hand)
    assert expect(game, "marquise.craft", "marquise") == [f"craft:{sappers}", "done"]
