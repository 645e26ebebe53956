"""The Marauder Hireling Pack cards (Law Appendix E, set up by A.6): Flame Bearers / Rat Smugglers, Vault Keepers /
Badger Bodyguards.

A game has exactly three hirelings; where a test needs one card, the other two are stand-ins with the Last Dynasty's
rules (`stand_in_hirelings`). Autumn paths used below: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8
7-12 9-12 10-12 11-12."""
from __future__ import annotations

import pytest

from rootcore import new_game
from rootcore.rules import battle, hirelings, pieces, rule
from rootcore.testing import check_plugin_conformance
from helpers import events, expect, fix_dice, held, ids, no_problems, play_choices, play_until, run, \
    scenario, warriors

STAND_INS = ["stand_in_a", "stand_in_b"]
THIEF = {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}}}


pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def hired(card: str, factions, current, phase, clearings, state: dict | None = None, **spec):
    """A scenario with `card` (its side, controller and control in `state`) and the two stand-ins."""
    hirelings = {card: state or {}, **{h: {} for h in STAND_INS}}
    return scenario(factions, current, phase, clearings, hirelings=hirelings, **spec)


def scores_unchanged(game) -> bool:
    return all(score == 0 for score in game.scores.values())


# -- Flame Bearers (promoted) --------------------------------------------------------------------------------------

def test_the_flame_bearers_set_up_two_warriors_each_in_any_clearing_the_same_one_too():
    # Law A.6.3, Flame Bearers (the card's text, HIRE-TS): two warriors, one at a time, each in any clearing of the
    # setting-up player's choice; the second may join the first.
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": ["flame_bearers", *STAND_INS], "seed": 1})
    last = game.state.turn_order[-1]
    play_choices(game, "hireling:flame_bearers")
    assert len(expect(game, "flame_bearers.setup", last)) == 12
    game.choose("clearing:7")
    assert len(expect(game, "flame_bearers.setup", last)) == 12  # 7 again too
    game.choose("clearing:7")
    assert warriors(game, 7, "flame_bearers") == 2
    assert game.state.factions["flame_bearers"].supply["warrior"] == 4


def test_the_flame_bearers_hired_with_none_on_the_map_place_two():
    # Law E.2.1, Flame Bearers: hired with no Bearer on the map, two are placed, each in any clearing (both in one
    # here); with one there, none.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "evening", {})
    asked, _ = run(hirelings.gain(game, "flame_bearers", "alliance"), ["clearing:3", "clearing:3"])
    assert [d.kind for d in asked] == ["flame_bearers.hired", "flame_bearers.hired"]
    assert warriors(game, 3, "flame_bearers") == 2
    asked, _ = run(hirelings.gain(game, "flame_bearers", "marquise"))
    assert asked == [] and warriors(game, 3, "flame_bearers") == 2


def test_the_flame_bearers_burn_one_enemy_piece_per_bearer_warriors_first_then_spread():
    # Law E.2.3, Flame Bearers at the start of the Alliance's Birdsong. Clearing 1: two Bearers remove the Marquise's
    # warrior, then her sawmill (warriors first); the Alliance's own warrior stays. Clearing 12: one Bearer, no enemy
    # warrior: the Alliance chooses the workshop over the sawmill. Nothing removed scores (E.3.6). Then one Bearer is
    # placed in a clearing with a Bearer or next to one.
    game = hired("flame_bearers", ["alliance", "marquise", "vagabond"], "alliance", "birdsong",
                 {1: {"flame_bearers": {"warrior": 2}, "marquise": {"warrior": 1, "sawmill": 1},
                      "alliance": {"warrior": 1}},
                  12: {"flame_bearers": {"warrior": 1}, "marquise": {"sawmill": 1, "workshop": 1}},
                  3: {"marquise": {"warrior": 2}}},
                 {"controller": "alliance", "control": 2}, data=THIEF)
    assert expect(game, "flame_bearers.burn", "alliance") == ["piece:marquise:sawmill", "piece:marquise:workshop"]
    cl1 = game.state.clearings[1]
    assert warriors(game, 1, "marquise") == 0 and cl1.buildings == [] and warriors(game, 1, "alliance") == 1
    game.choose("piece:marquise:workshop")
    assert game.state.clearings[12].buildings == [("marquise", "sawmill")]
    assert scores_unchanged(game)
    near = expect(game, "flame_bearers.spread", "alliance")
    assert sorted(int(o.split(":")[1]) for o in near) == [1, 4, 5, 7, 9, 10, 11, 12]
    game.choose("clearing:9")
    assert warriors(game, 9, "flame_bearers") == 1 and warriors(game, 3, "marquise") == 2
    no_problems(game)


def test_two_flame_bearers_burn_two_of_three_enemy_warriors_law_e_2_3():
    # Law E.2.3, Flame Bearers: one enemy piece per Bearer, no more: two Bearers leave one of three Marquise warriors.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "birdsong",
                 {1: {"flame_bearers": {"warrior": 2}, "marquise": {"warrior": 3}}},
                 {"controller": "alliance", "control": 2})
    expect(game, "flame_bearers.spread", "alliance")
    assert warriors(game, 1, "marquise") == 1
    no_problems(game)


def test_the_flame_bearers_burn_no_piece_of_their_controller_law_e_3_2():
    # Law E.3.2: the Bearers' enemies are the players other than their controller. With no enemy warrior at 12, the
    # Marquise's sawmill is the only piece to burn: it goes, unasked, and the Alliance's sympathy there stays.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "birdsong",
                 {12: {"flame_bearers": {"warrior": 1}, "marquise": {"sawmill": 1}, "alliance": {"sympathy": 1}}},
                 {"controller": "alliance", "control": 2})
    expect(game, "flame_bearers.spread", "alliance")
    cl = game.state.clearings[12]
    assert cl.buildings == [] and cl.tokens == [("alliance", "sympathy")]
    no_problems(game)


def test_the_flame_bearers_with_none_on_the_map_place_two_anywhere_at_birdsong():
    # Law E.2.3, Flame Bearers: no Bearer to place next to, so two are placed, each in any clearing (the card's text,
    # HIRE-TS): one in 1, one in 6.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "birdsong", {1: {"marquise": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2})
    assert len(expect(game, "flame_bearers.place", "alliance")) == 12
    game.choose("clearing:1")
    assert len(expect(game, "flame_bearers.place", "alliance")) == 12
    game.choose("clearing:6")
    assert warriors(game, 1, "flame_bearers") == 1 and warriors(game, 6, "flame_bearers") == 1
    assert warriors(game, 1, "marquise") == 1


CULT = {"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}}


def bearers_of_the_marquise(factions, clearings, **spec):
    """The Marquise's Flame Bearers at the start of her Birdsong (E.2.3)."""
    return hired("flame_bearers", factions, "marquise", "birdsong", clearings, {"controller": "marquise", "control": 2},
                 **spec)


def test_a_duchy_building_the_flame_bearers_burn_costs_the_price_of_failure_and_scores_nobody_law_12_2_3_and_e_3_6():
    game = bearers_of_the_marquise(["marquise", "duchy"], {5: {"flame_bearers": {"warrior": 1}, "duchy": {"market": 1}}},
                                   data={"duchy": {"swayed": ["marshal", "brigadier", "mayor"], "revealed": [],
                                                   "crowns_lost": {}}}, hands={"duchy": ["anvil", "sword"]})
    assert expect(game, "duchy.price_of_failure", "duchy") == ["minister:brigadier", "minister:mayor"]
    play_choices(game, "minister:mayor")
    assert game.state.factions["duchy"].data["swayed"] == ["marshal", "brigadier"]
    assert len(game.state.factions["duchy"].hand) == 1 and scores_unchanged(game)


def test_a_garden_the_flame_bearers_burn_costs_the_cult_a_card_and_burnt_cult_warriors_are_no_acolytes_law_10_2_5():
    # Fear of the Faithful (10.2.5) follows any removal of a garden; Revenge (10.2.3) only removals in battle while
    # defending: the warrior the Bearers burn goes to the supply.
    game = bearers_of_the_marquise(["marquise", "lizard"],
                                   {5: {"flame_bearers": {"warrior": 2}, "lizard": {"warrior": 1, "garden_rabbit": 1}}},
                                   data=CULT, hands={"lizard": ["anvil", "sword"]})
    cult = game.state.factions["lizard"]
    assert not game.state.clearings[5].buildings and warriors(game, 5, "lizard") == 0
    assert cult.data["acolytes"] == 0 and len(cult.hand) == 1 and len(cult.zones["lost_souls"]) == 1
    assert [e["reason"] for e in events(game, "discarded")] == ["fear_of_the_faithful"] and scores_unchanged(game)


def test_sympathy_the_flame_bearers_burn_outrages_their_controller_law_8_2_6_and_e_3_7():
    game = bearers_of_the_marquise(["marquise", "alliance"],
                                   {5: {"flame_bearers": {"warrior": 1}, "alliance": {"sympathy": 1}}},
                                   hands={"marquise": ["ambush_fox", "anvil"]})
    assert [(e["faction"], e["clearing"], e["cause"]) for e in events(game, "outrage")] == [("marquise", 5, "removal")]
    assert scores_unchanged(game)


def test_the_flame_bearers_spread_neither_into_the_keep_nor_into_the_burrow_law_6_2_2_and_12_2_2():
    # Clearing 1 holds a Bearer and a tunnel; the keep is in 5, next to 1. Neither 5 (only the Marquise places
    # there) nor the Burrow (0, next to every tunnel clearing; only Duchy pieces) is offered.
    game = hired("flame_bearers", ["alliance", "marquise", "duchy"], "alliance", "birdsong",
                 {1: {"flame_bearers": {"warrior": 1}, "duchy": {"tunnel": 1}}, 5: {"marquise": {"keep": 1}}},
                 {"controller": "alliance", "control": 2}, data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    assert expect(game, "flame_bearers.spread", "alliance") == ["clearing:1", "clearing:9", "clearing:10"]


def test_the_eyrie_rules_a_tie_with_a_controllers_hireling_law_7_2_2_and_e_3_1():
    # Lords of the Forest (7.2.2) against the Marquise's Flame Bearers counted as hers for rule (E.3.1): one warrior
    # each in 5 is a tie the Eyrie rule; in 6 the Marquise's warrior and her Bearer outnumber the Eyrie's one.
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {5: {"flame_bearers": {"warrior": 1}, "eyrie": {"warrior": 1}},
                     6: {"flame_bearers": {"warrior": 1}, "marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}},
                    hirelings={"flame_bearers": {"controller": "marquise", "control": 2}, "corvid_spies": {},
                               "popular_band": {}}, data={"eyrie": {"leader": "commander", "viziers": {}}})
    assert rule.rules(game, 5) == "eyrie" and rule.rules(game, 6) == "marquise"


# -- Rat Smugglers (demoted) ---------------------------------------------------------------------------------------

SMUGGLE_MOVE, SMUGGLE_BATTLE = "extra:hireling:flame_bearers:move", "extra:hireling:flame_bearers:battle"


def test_the_rat_smugglers_discard_item_cards_to_move_or_battle_as_often_as_they_like():
    # Law E.2.2, Rat Smugglers: in the controller's Daylight, each card showing an item pays for a move or a battle,
    # as often as the controller has such cards (not once, E.2.4); an ambush card pays for nothing.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "daylight",
                 {1: {"alliance": {"warrior": 3}, "marquise": {"warrior": 1}}},
                 {"side": "demoted", "controller": "alliance", "control": 2},
                 hands={"alliance": ["sword", "anvil", "ambush_fox"]})
    play_until(game, "alliance")
    assert {SMUGGLE_MOVE, SMUGGLE_BATTLE} <= set(game.pending.option_ids)
    game.choose(SMUGGLE_MOVE)
    hand = game.state.factions["alliance"].hand
    sword, anvil = held(game, "sword", hand), held(game, "anvil", hand)
    assert sorted(expect(game, "flame_bearers.smuggle.card", "alliance")) == sorted([f"card:{sword}", f"card:{anvil}"])
    play_choices(game, f"card:{sword}", "clearing:5", "count:1")  # from clearing 1, the only origin
    assert warriors(game, 5, "alliance") == 1 and sword in game.state.discard
    assert {SMUGGLE_MOVE, SMUGGLE_BATTLE} <= set(game.pending.option_ids)  # again, with the anvil
    fix_dice(game, 2, 0)
    game.choose(SMUGGLE_BATTLE)  # the anvil, the only item card left, pays
    assert [(e["attacker"], e["defender"], e["clearing"]) for e in events(game, "battle")] == [
        ("alliance", "marquise", 1)]
    assert warriors(game, 1, "marquise") == 0
    assert ids(game, game.state.factions["alliance"].hand) == ["ambush_fox"]
    assert not {SMUGGLE_MOVE, SMUGGLE_BATTLE} & set(game.pending.option_ids)
    no_problems(game)


def test_the_rat_smugglers_offer_only_what_can_be_taken_and_only_to_their_controller():
    # Law E.2.2: no battle offered with no enemy to battle; the Vagabond's move needs a face-up boot (9.5.1); the
    # Smugglers of the supply offer nothing.
    game = hired("flame_bearers", ["vagabond", "marquise"], "vagabond", "daylight", {},
                 {"side": "demoted", "controller": "vagabond", "control": 2}, hands={"vagabond": ["sword"]},
                 data={"vagabond": {**THIEF["vagabond"], "clearing": 9, "items": ["boot", "torch"]}})
    play_until(game, "vagabond")
    assert SMUGGLE_MOVE in game.pending.option_ids and SMUGGLE_BATTLE not in game.pending.option_ids
    game = hired("flame_bearers", ["vagabond", "marquise"], "vagabond", "daylight", {},
                 {"side": "demoted", "controller": "vagabond", "control": 2}, hands={"vagabond": ["sword"]},
                 data={"vagabond": {**THIEF["vagabond"], "clearing": 9, "items": ["boot:exhausted", "torch"]}})
    play_until(game, "vagabond")
    assert SMUGGLE_MOVE not in game.pending.option_ids
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "daylight",
                 {1: {"alliance": {"warrior": 3}, "marquise": {"warrior": 1}}}, {"side": "demoted"},
                 hands={"alliance": ["sword"]})
    play_until(game, "alliance")
    assert not {SMUGGLE_MOVE, SMUGGLE_BATTLE} & set(game.pending.option_ids)


# -- Vault Keepers (promoted) --------------------------------------------------------------------------------------

KEEPERS_ACTION = "extra:hireling:vault_keepers"


def test_the_vault_keepers_set_up_two_warriors_and_a_vault_where_a_slot_is_open():
    # Law A.6.3, Vault Keepers: a clearing with an open slot (not 2 or 11 of Autumn filled by a building) takes them.
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": ["vault_keepers", *STAND_INS], "seed": 1})
    play_until(game, game.state.turn_order[-1], "setup.hireling")
    game.choose("hireling:vault_keepers")
    options = [int(o.split(":")[1]) for o in expect(game, "vault_keepers.setup")]
    assert options == [c for c in game.board.clearing_ids if pieces.open_slots(game, c)]
    game.choose(f"clearing:{options[0]}")
    cl = game.state.clearings[options[0]]
    assert cl.warriors["vault_keepers"] == 2 and ("vault_keepers", "vault") in cl.buildings


def test_the_vault_keepers_hired_with_nothing_on_the_map_set_up_again():
    # Law E.2.1, Vault Keepers: none of their pieces on the map, so two warriors and a vault; a lone vault is enough
    # to stop it.
    game = hired("vault_keepers", ["alliance", "marquise"], "alliance", "evening", {})
    asked, _ = run(hirelings.gain(game, "vault_keepers", "alliance"), ["clearing:4"])
    assert [d.kind for d in asked] == ["vault_keepers.hired"]
    assert warriors(game, 4, "vault_keepers") == 2 and game.state.clearings[4].buildings == [("vault_keepers", "vault")]
    game = hired("vault_keepers", ["alliance", "marquise"], "alliance", "evening", {4: {"vault_keepers": {"vault": 1}}})
    asked, _ = run(hirelings.gain(game, "vault_keepers", "alliance"))
    assert asked == [] and warriors(game, 4, "vault_keepers") == 0


def keepers_daylight(clearings, controller="alliance", **spec):
    game = hired("vault_keepers", ["alliance", "marquise"], "alliance", "daylight", clearings,
                 {"controller": controller, "control": 2}, **spec)
    play_until(game, "alliance")
    return game


def test_the_vault_keepers_place_a_vault_by_a_vault_then_battle_in_each_vault_clearing():
    # Law E.2.4, Vault Keepers, once in the controller's Daylight: a vault at or next to a vault where a slot is open
    # (not 1 and 10, full), then a battle in each clearing with a vault where the Keepers can battle (1 and 10, in
    # the order the controller chooses; 5 has no Keeper warrior).
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 2, "vault": 1}, "marquise": {"warrior": 1}},
                             10: {"vault_keepers": {"warrior": 1, "vault": 1}, "marquise": {"warrior": 2}},
                             5: {"marquise": {"warrior": 1}}})
    game.choose(KEEPERS_ACTION)
    assert sorted(int(o.split(":")[1]) for o in expect(game, "vault_keepers.vault", "alliance")) == [
        2, 5, 9, 12]
    game.choose("clearing:5")
    assert game.state.clearings[5].buildings == [("vault_keepers", "vault")]
    assert expect(game, "vault_keepers.then", "alliance") == ["battle", "guard"]
    fix_dice(game, 1, 0, 1, 0)
    play_choices(game, "battle")
    assert expect(game, "vault_keepers.battle.clearing", "alliance") == ["clearing:1", "clearing:10"]
    game.choose("clearing:10")
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("vault_keepers", 10),
                                                                                ("vault_keepers", 1)]
    assert warriors(game, 10, "marquise") == 1 and warriors(game, 1, "marquise") == 0
    assert KEEPERS_ACTION not in game.pending.option_ids  # once per Daylight
    no_problems(game)


def test_the_vault_keepers_place_a_warrior_at_each_vault():
    # Law E.2.4, Vault Keepers: a warrior at each vault, two vaults in a clearing taking two.
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 1, "vault": 2}, "marquise": {"warrior": 1}}})
    play_choices(game, KEEPERS_ACTION, "clearing:9", "guard")
    assert warriors(game, 1, "vault_keepers") == 3 and warriors(game, 9, "vault_keepers") == 1


def test_the_vault_keepers_with_no_vault_on_the_map_place_a_warrior_and_a_vault_anywhere():
    # Law E.2.4, Vault Keepers: no vault to build next to, so a warrior and a vault in any clearing with an open
    # slot; then, with no enemy to battle, the warrior at that vault.
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 1}}})
    game.choose(KEEPERS_ACTION)
    assert len(expect(game, "vault_keepers.resettle", "alliance")) == len(
        [c for c in game.board.clearing_ids if pieces.open_slots(game, c)])
    game.choose("clearing:8")
    assert warriors(game, 8, "vault_keepers") == 2 and game.state.clearings[8].buildings == [("vault_keepers", "vault")]


def test_the_vault_keepers_with_few_warriors_left_guard_the_vaults_the_controller_chooses():
    # Law E.2.4: one warrior left in the supply for three vaults (no enemy to battle: placing is all there is).
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 5, "vault": 1}}, 4: {"vault_keepers": {"vault": 1}}})
    play_choices(game, KEEPERS_ACTION, "clearing:9")
    assert expect(game, "vault_keepers.guard", "alliance") == ["clearing:1", "clearing:4", "clearing:9"]
    game.choose("clearing:4")
    assert warriors(game, 4, "vault_keepers") == 1 and game.state.factions["vault_keepers"].supply["warrior"] == 0


def test_the_vault_keepers_with_every_warrior_out_and_no_enemy_by_a_vault_only_place_the_vault_law_e_2_4():
    # All six Keeper warriors are on the map and no enemy is in a vault clearing: after the vault, neither a battle
    # nor a warrior at each vault is possible, and the action ends.
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 6, "vault": 1}}, 4: {"marquise": {"warrior": 1}}},
                            hands={"alliance": 1})
    play_choices(game, KEEPERS_ACTION, "clearing:9")
    assert game.state.clearings[9].buildings == [("vault_keepers", "vault")] and not events(game, "battle")
    assert game.pending.player == "alliance" and KEEPERS_ACTION not in game.pending.option_ids
    no_problems(game)


def test_the_vault_keepers_with_no_vault_left_go_on_to_battle_or_guard_law_e_2_4():
    # All six vaults are on the map: no vault is placed (nor a warrior with one), and the choice follows at once.
    vaults = {c: {"vault_keepers": {"vault": 1}} for c in (2, 5, 9, 10, 12)}
    game = keepers_daylight({**vaults, 1: {"vault_keepers": {"warrior": 2, "vault": 1}, "marquise": {"warrior": 1}}})
    game.choose(KEEPERS_ACTION)
    assert expect(game, "vault_keepers.then", "alliance") == ["battle", "guard"]
    assert sum(cl.count("vault_keepers", "vault") for cl in game.state.clearings.values()) == 6
    no_problems(game)


def test_the_vault_keepers_with_two_warriors_for_three_vaults_guard_two_different_ones_law_e_2_4():
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 4, "vault": 1}}, 4: {"vault_keepers": {"vault": 1}}})
    play_choices(game, KEEPERS_ACTION, "clearing:9")
    assert expect(game, "vault_keepers.guard", "alliance") == ["clearing:1", "clearing:4", "clearing:9"]
    game.choose("clearing:4")
    assert expect(game, "vault_keepers.guard", "alliance") == ["clearing:1", "clearing:9"]  # not 4 again
    game.choose("clearing:9")
    assert [warriors(game, c, "vault_keepers") for c in (1, 4, 9)] == [4, 1, 1]
    no_problems(game)


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_only_the_vault_keepers_side_has_a_daylight_action_law_e_2_4(side):
    # The Badger Bodyguards' one ability works in battle (E.2.2); they give no Daylight action.
    game = hired("vault_keepers", ["alliance", "marquise"], "alliance", "daylight",
                 {1: {"vault_keepers": {"warrior": 1, "vault": 1}}, 4: {"alliance": {"warrior": 1}}},
                 {"side": side, "controller": "alliance", "control": 2}, hands={"alliance": 1})
    play_until(game, "alliance")
    assert game.pending.kind == "alliance.action"
    assert (KEEPERS_ACTION in game.pending.option_ids) == (side == "promoted")


# -- Badger Bodyguards (demoted) -----------------------------------------------------------------------------------

def bodyguards(controller, hand=()):
    return hired("vault_keepers", ["alliance", "marquise"], "alliance", "daylight",
                 {1: {"alliance": {"warrior": 3}, "marquise": {"warrior": 3}}},
                 {"side": "demoted", "controller": controller, "control": 2 if controller else 0},
                 hands={"marquise": list(hand)})


@pytest.mark.parametrize("controller, attacker, alliance_left, marquise_left", [
    ("alliance", "marquise", 2, 0),  # the controller defends: two hits taken, one ignored (E.2.2)
    ("alliance", "alliance", 2, 0),  # the controller attacks: the same
    ("marquise", "marquise", 1, 1),  # the Marquise's: three hits, one ignored; the Alliance takes both of its own
    (None, "marquise", 1, 0),        # in the supply: nobody ignores anything
])
def test_the_badger_bodyguards_controller_ignores_the_first_hit_in_each_battle(controller, attacker, alliance_left,
                                                                               marquise_left):
    # Rolls 3 and 2: the Alliance gets the 3 whether it attacks or defends (Guerrilla War, 8.2.2).
    game = bodyguards(controller)
    defender = "marquise" if attacker == "alliance" else "alliance"
    fix_dice(game, 3, 2)
    run(battle.fight(game, attacker, 1, defender))
    assert (warriors(game, 1, "alliance"), warriors(game, 1, "marquise")) == (alliance_left, marquise_left)
    assert [e["faction"] for e in events(game, "hits_ignored")] == ([controller] if controller else [])


def test_the_badger_bodyguards_ignore_an_ambush_hit_and_then_no_more():
    # Law E.2.2 with 4.3.1.II: the ambush's first hit is the one ignored; the defender's rolled hit is then taken.
    game = bodyguards("alliance", ["ambush_fox"])
    ambush = held(game, "ambush_fox", game.state.factions["marquise"].hand)
    fix_dice(game, 2, 1)
    run(battle.fight(game, "alliance", 1, "marquise"), [f"ambush:{ambush}"])
    assert [e["hits"] for e in events(game, "hits_ignored")] == [1]
    assert warriors(game, 1, "alliance") == 1 and warriors(game, 1, "marquise") == 1


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [["marquise", "alliance"], ["marquise", "alliance", "vagabond"],
                                      ["marquise", "alliance", "vagabond", "duchy"],
                                      ["marquise", "alliance", "vagabond", "lizard", "riverfolk"]])
def test_random_games_with_the_marauder_pack_keep_every_invariant_and_replay(factions):
    # Both sides of each card come up: sides are drawn by player count (A.6.2), so three and four players mix them.
    # The Duchy's Burrow (12.2.2) is no clearing to place in.
    results = check_plugin_conformance(factions, games=3, hirelings=["flame_bearers", "vault_keepers", "last_dynasty"])
    acted = {e["hireling"] for r in results for e in r["game"].events if e["type"] == "hireling_hired"}
    assert {"flame_bearers", "vault_keepers"} <= acted


def test_the_flame_bearers_burn_pieces_that_a_battle_would_cost_a_card():
    # Law E.2.3, Flame Bearers: the Birdsong removal is no battle (4.3), so a price to battle (the Spring Uprising's,
    # a matching card the Marquise lacks) does not keep the uncontrolled Uprising's warrior, an enemy (E.3.2), from
    # being removed.
    game = scenario(["marquise", "vagabond"], "marquise", "birdsong",
                    {1: {"flame_bearers": {"warrior": 1}, "spring_uprising": {"warrior": 1}}}, data=THIEF,
                    hirelings={"flame_bearers": {"controller": "marquise", "control": 2}, "spring_uprising": {},
                               STAND_INS[0]: {}})
    assert game.state.factions["marquise"].hand == []
    expect(game, "flame_bearers.spread", "marquise")
    assert warriors(game, 1, "spring_uprising") == 0 and scores_unchanged(game)


def test_a_player_defending_against_the_vault_keepers_scores_for_a_vault_it_removes():
    # Law E.3.6: removals by a hireling score for nobody, but a player removing a hireling's building scores as usual
    # (3.2.1), even defending against it. The Marquise's Keepers attack; the Alliance rolls 2 (Guerrilla War, 8.2.2)
    # and removes the Keeper warrior, then the vault.
    game = hired("vault_keepers", ["marquise", "alliance"], "marquise", "daylight",
                 {1: {"vault_keepers": {"warrior": 1, "vault": 1}, "alliance": {"warrior": 2}}},
                 {"controller": "marquise", "control": 2})
    fix_dice(game, 2, 0)
    run(battle.fight(game, "vault_keepers", 1, "alliance"))
    assert not game.state.clearings[1].has_any("vault_keepers") and warriors(game, 1, "alliance") == 2
    assert game.scores == {"marquise": 0, "alliance": 1}


@pytest.mark.parametrize("hand, offered", [(["anvil"], False), (["anvil", "foxfolk_steel"], True)])
def test_the_rat_smugglers_offer_a_battle_only_with_a_card_left_to_pay_its_price(hand, offered):
    # E.2.2, Rat Smugglers, with the Spring Uprising's price to battle it (a card matching the clearing): with the
    # anvil her only fox card, the Marquise discarding it for a battle could not pay, so no battle is offered; with a
    # second fox item card, either pays for the battle and the other for the price.
    game = scenario(["marquise", "vagabond"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 1}, "spring_uprising": {"warrior": 1}}}, data=THIEF,
                    hirelings={"flame_bearers": {"side": "demoted", "controller": "marquise", "control": 2},
                               "spring_uprising": {}, STAND_INS[0]: {}}, hands={"marquise": hand})
    assert (SMUGGLE_BATTLE in game.pending.option_ids) == offered
    if offered:
        game.choose(SMUGGLE_BATTLE)
        hand_ids = game.state.factions["marquise"].hand
        assert sorted(expect(game, "flame_bearers.smuggle.card", "marquise")) == sorted(f"card:{c}" for c in hand_ids)


# -- Audited against Law Appendix E, A.6 and the cards' text (HIRE-TS) -------------------------------------------------

def test_the_flame_bearers_set_up_two_warriors_among_any_clearings_law_a_6_3():
    # A.6.3, Flame Bearers' setup: two Bearer warriors among any clearings, one or two (HIRE-TS; HRF places them one
    # at a time). The code put both in one clearing, asked once.
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": ["flame_bearers", *STAND_INS], "seed": 1})
    play_choices(game, "hireling:flame_bearers", "clearing:7")
    assert game.pending.kind == "flame_bearers.setup", game.pending  # the second warrior's clearing
    game.choose("clearing:3")
    assert warriors(game, 7, "flame_bearers") == 1 and warriors(game, 3, "flame_bearers") == 1


def test_the_flame_bearers_hired_with_none_on_the_map_may_place_two_in_different_clearings_law_e_2_1():
    # E.2.1, Flame Bearers' when-hired action: two Bearers among any clearings (HIRE-TS). The code asked one clearing
    # for both.
    game = hired("flame_bearers", ["alliance", "marquise"], "alliance", "evening", {})
    asked, _ = run(hirelings.gain(game, "flame_bearers", "alliance"), ["clearing:3", "clearing:8"])
    assert len(asked) == 2
    assert warriors(game, 3, "flame_bearers") == 1 and warriors(game, 8, "flame_bearers") == 1
