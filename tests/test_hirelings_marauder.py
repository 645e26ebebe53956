"""The Marauder hireling cards of this pack (Law Appendix E; sides as content-facts.md section G summarises them):
the Forest Patrol / Feline Physicians and the Spring Uprising / Rabbit Scouts.

A game needs exactly three hirelings (A.6): each card here plays with the Last Dynasty and a stand-in with the Last
Dynasty's rules (`stand_in_hirelings`)."""
from __future__ import annotations

import pytest

from rootcore import RootcoreError, new_game
from rootcore.rules import battle, hirelings, pieces
from rootcore.testing import check_plugin_conformance
from helpers import (coffin_makers_place, events, expect, fix_dice, hireling_scenario, no_problems, play_choices, play_until, run, scenario,
                     warriors)

PATROL = "forest_patrol"
PATROL_ACTION = f"extra:hireling:{PATROL}"
CARD = f"hireling:{PATROL}"
UPRISING = "spring_uprising"


pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def three(card: str) -> list[str]:
    return [card, "last_dynasty", "stand_in_a"]


hired = hireling_scenario


def on_card(game) -> int:
    return pieces.held_pieces(game, CARD).get(PATROL, {}).get("warrior", 0)


# -- the Forest Patrol (promoted) ----------------------------------------------------------------------------------

def test_the_patrol_sets_up_one_warrior_in_each_clearing():
    # Law A.6.3, the Forest Patrol's setup. Two players: every card promoted (A.6.2).
    game = new_game({"factions": ["alliance", "lizard"], "hirelings": three(PATROL), "seed": 1})
    game.choose(f"hireling:{PATROL}")
    assert all(warriors(game, c, PATROL) == 1 for c in game.state.clearings)
    assert game.state.factions[PATROL].supply["warrior"] == 0
    # Five players: all three demoted (A.6.2), and the Physicians place nothing.
    game = new_game({"factions": ["alliance", "lizard", "vagabond", "riverfolk", "duchy"], "hirelings": three(PATROL),
                     "seed": 1})
    play_until(game, game.pending.player, "setup.hireling")
    game.choose(f"hireling:{PATROL}")
    assert not any(warriors(game, c, PATROL) for c in game.state.clearings)


def test_one_of_the_patrol_warriors_removed_from_a_clearing_goes_onto_the_card():
    # The Forest Patrol's ability (E.2.2): two warriors lost in one battle, one of them kept on the card.
    game = hired(PATROL, ["alliance", "lizard"], "lizard", "daylight",
                 {5: {PATROL: {"warrior": 3}, "lizard": {"warrior": 3}}})
    fix_dice(game, 2, 0)
    run(battle.fight(game, "lizard", 5, PATROL))
    assert warriors(game, 5, PATROL) == 1
    assert on_card(game) == 1 and game.state.factions[PATROL].supply["warrior"] == 12 - 3 + 1
    no_problems(game)


def test_the_patrol_warrior_kept_on_the_card_is_one_of_those_coffin_makers_took_law_g_1_22_and_1_1_3():
    # The Forest Patrol's ability (E.2.2) keeps one of the warriors removed on its card. Coffin Makers (G.1.22)
    # takes removed warriors as they go; the Patrol's ability, triggered after (1.1.3), takes one of those from the
    # card, as Field Hospitals takes "those warriors" (6.2.3). Every Patrol warrior on the map, the supply empty: the
    # card must not wait for a warrior in the supply (it got none), nor take one besides the two removed.
    clearings = {c: {PATROL: {"warrior": 1}} for c in range(1, 13)}
    clearings[5] = {PATROL: {"warrior": 2}, "lizard": {"warrior": 3}}
    clearings[12] = {"lizard": {"warrior": 1}}
    game = hired(PATROL, ["alliance", "lizard"], "lizard", "daylight", clearings,
                 data={"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}},
                 deck="exiles", play_areas={"lizard": ["coffin_makers"]})
    assert game.state.factions[PATROL].supply.get("warrior", 0) == 0
    coffin = coffin_makers_place(game, "lizard")
    fix_dice(game, 2, 0)
    run(battle.fight(game, "lizard", 5, PATROL))
    assert warriors(game, 5, PATROL) == 0 and on_card(game) == 1
    assert pieces.held_pieces(game, coffin) == {PATROL: {"warrior": 1}}
    assert game.state.factions[PATROL].supply.get("warrior", 0) == 0
    no_problems(game)


def test_the_patrol_places_the_warriors_on_the_card_in_a_clearing_with_patrol_warriors():
    # E.2.4, the Forest Patrol's second choice: every warrior on the card into one clearing with Patrol warriors.
    game = hired(PATROL, ["alliance", "lizard"], "alliance", "daylight",
                 {5: {PATROL: {"warrior": 1}}, 7: {PATROL: {"warrior": 1}}, 1: {"alliance": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": ["anvil"]})
    pieces.hold(game, CARD, PATROL, "warrior", 3)
    play_until(game, "alliance")
    game.choose(PATROL_ACTION)
    assert expect(game, "forest_patrol.action", "alliance") == ["move", "place"]
    game.choose("place")
    assert expect(game, "forest_patrol.place", "alliance") == ["clearing:5", "clearing:7"]
    game.choose("clearing:7")
    assert warriors(game, 7, PATROL) == 4 and on_card(game) == 0
    assert PATROL_ACTION not in game.pending.option_ids  # once per Daylight
    no_problems(game)


def test_the_patrol_moves_where_its_controller_rules_then_battles():
    # E.2.4, the Forest Patrol's first choice: a move by the rules (4.2.1; the controller rules clearing 1 with the
    # Patrol counted as its own, E.3.1), then a battle by the Patrol alone (E.3.4), whose removals score nobody.
    game = hired(PATROL, ["alliance", "lizard"], "alliance", "daylight",
                 {1: {PATROL: {"warrior": 3}}, 10: {"lizard": {"warrior": 1, "garden_fox": 1}},
                  4: {PATROL: {"warrior": 1}, "lizard": {"warrior": 2}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": ["anvil"]})
    play_until(game, "alliance")
    game.choose(PATROL_ACTION)  # no warrior on the card: move, then battle, unasked
    assert expect(game, "forest_patrol.move.origin", "alliance") == ["clearing:1", "pass"]  # not from 4: Lizards rule
    game.choose("clearing:1")
    assert expect(game, "forest_patrol.move.destination") == ["clearing:5", "clearing:9", "clearing:10"]
    play_choices(game, "clearing:10", "count:3")
    assert warriors(game, 1, PATROL) == 0 and warriors(game, 10, PATROL) == 3
    assert expect(game, "forest_patrol.battle.clearing", "alliance") == ["clearing:4", "clearing:10", "pass"]
    fix_dice(game, 3, 0)
    game.choose("clearing:10")  # the Lizards, the only defender, unasked
    assert [(e["attacker"], e["defender"], e["clearing"]) for e in events(game, "battle")] == [(PATROL, "lizard", 10)]
    assert warriors(game, 10, "lizard") == 0 and not game.state.clearings[10].buildings
    assert game.scores == {"alliance": 0, "lizard": 0}  # E.3.6
    no_problems(game)


def test_the_patrol_that_cannot_move_may_still_battle():
    # E.2.4: the move then the battle is offered while either can be taken. The Patrol's one warrior, in 4 (ruled by
    # the Lizards), has no clearing to move to: the controller rules neither 4 nor 8, 9 or 12 (4.2.1, E.3.1). It can
    # battle the Lizards there, so the action is offered, and the move, impossible, is not asked.
    game = hired(PATROL, ["alliance", "lizard"], "alliance", "daylight",
                 {4: {PATROL: {"warrior": 1}, "lizard": {"warrior": 2}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": ["anvil"]})
    play_until(game, "alliance")
    game.choose(PATROL_ACTION)
    assert expect(game, "forest_patrol.battle.clearing", "alliance") == ["clearing:4", "pass"]
    no_problems(game)


# -- the Feline Physicians (demoted) -------------------------------------------------------------------------------

def test_the_physicians_offer_nothing_for_warriors_removed_from_the_burrow():
    # The Duchy's Burrow (Law 12.2.2) is a clearing of no suit: no card matches it, so the Physicians' controller is
    # asked nothing (found by fuzzing: a Tax Collector taken in the Burrow, seeds 53061, 53104 and 53264).
    game = hired(PATROL, ["duchy", "alliance"], "duchy", "daylight",
                 {0: {"duchy": {"warrior": 2}}, 1: {"duchy": {"tunnel": 1, "warrior": 1}}},
                 {"side": "demoted", "controller": "duchy", "control": 2},
                 hands={"duchy": ["bake_sale", "anvil", "ambush_bird"]},
                 data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    removal = pieces.remove(game, "duchy", "warrior", 0, 1, "duchy", "card")
    asked, _ = run(pieces.resolve_removals(game, [removal]))
    assert asked == [] and game.state.clearings[0].warriors["duchy"] == 1


def test_the_physicians_controller_spends_a_matching_card_to_place_its_removed_warriors_with_its_pieces():
    # The Feline Physicians (E.2.2, as Field Hospitals 6.2.3): the Alliance loses two warriors in clearing 5
    # (rabbit), spends a rabbit card and places them in clearing 2, where it has a warrior (clearing 9 has none).
    game = hired(PATROL, ["alliance", "lizard"], "lizard", "daylight",
                 {5: {"alliance": {"warrior": 2}, "lizard": {"warrior": 3}}, 2: {"alliance": {"warrior": 1}},
                  9: {"lizard": {"warrior": 1}}},
                 {"side": "demoted", "controller": "alliance", "control": 2},
                 hands={"alliance": ["bake_sale", "anvil"]})
    bake_sale, anvil = game.state.factions["alliance"].hand
    fix_dice(game, 2, 2)  # Guerrilla War (8.2.2) gives the defender the higher roll: two hits each way
    asked, _ = run(battle.fight(game, "lizard", 5, "alliance"), [f"card:{bake_sale}", "clearing:2"])
    spend = next(d for d in asked if d.kind == "forest_patrol.physicians")
    assert spend.player == "alliance" and spend.option_ids == [f"card:{bake_sale}", "pass"]  # the fox card: no match
    assert warriors(game, 5, "alliance") == 0 and warriors(game, 2, "alliance") == 3
    assert game.state.factions["alliance"].hand == [anvil]
    no_problems(game)
    # Uncontrolled, or another player's warriors: nothing is offered.
    for state, loser in (({"side": "demoted"}, "alliance"), ({"side": "demoted", "controller": "lizard"}, "alliance")):
        game = hired(PATROL, ["alliance", "lizard"], "lizard", "daylight",
                     {5: {"alliance": {"warrior": 2}, "lizard": {"warrior": 3}}, 2: {"alliance": {"warrior": 1}}},
                     {**state, "control": 2 if "controller" in state else 0}, hands={"alliance": ["bake_sale"]})
        fix_dice(game, 2, 2)
        asked, _ = run(battle.fight(game, "lizard", 5, loser))
        assert not [d for d in asked if d.kind.startswith("forest_patrol")]


def physicians_battle(hand=("bake_sale", "anvil")):
    """The Lizards attack the Alliance, controller of the Feline Physicians, in 5 (rabbit); two hits each way take
    both Alliance warriors there. The Alliance has a warrior in 2 and the Lizards one in 9."""
    game = hired(PATROL, ["alliance", "lizard"], "lizard", "daylight",
                 {5: {"alliance": {"warrior": 2}, "lizard": {"warrior": 3}}, 2: {"alliance": {"warrior": 1}},
                  9: {"lizard": {"warrior": 1}}},
                 {"side": "demoted", "controller": "alliance", "control": 2}, hands={"alliance": list(hand)})
    fix_dice(game, 2, 2)
    return game


def test_the_physicians_place_only_where_the_controller_has_pieces_and_say_so_law_e_2_2_and_6_2_3():
    game = physicians_battle()
    bake_sale = game.state.factions["alliance"].hand[0]
    asked, _ = run(battle.fight(game, "lizard", 5, "alliance"), [f"card:{bake_sale}"])
    where = next(d for d in asked if d.kind == "forest_patrol.physicians.clearing")
    assert where.option_ids == ["clearing:2"]  # not 5, emptied, nor any clearing without an Alliance piece
    assert [(e["faction"], e["clearing"], e["count"]) for e in events(game, "feline_physicians")] == [
        ("alliance", 2, 2)]
    no_problems(game)


def test_the_physicians_controller_may_keep_the_card_and_the_warriors_stay_removed_law_e_2_2():
    game = physicians_battle()
    hand = list(game.state.factions["alliance"].hand)
    asked, _ = run(battle.fight(game, "lizard", 5, "alliance"), ["pass"])
    assert "forest_patrol.physicians" in [d.kind for d in asked]
    assert warriors(game, 5, "alliance") == 0 and warriors(game, 2, "alliance") == 1
    assert game.state.factions["alliance"].hand == hand and not events(game, "feline_physicians")
    no_problems(game)


# -- the Spring Uprising (promoted) -------------------------------------------------------------------------------

def uprising_die_shows(game, *suits: str) -> None:
    """Make the next rolls of the uprising die (its faces: the content's `data.die`) come out `suits`, the last
    one again after them."""
    die = game.factions[UPRISING].hireling.data["die"]
    real = game.state.rng.choice
    rolls = list(suits)
    game.state.rng.choice = lambda seq: (rolls.pop(0) if len(rolls) > 1 else rolls[0]) if seq == die else real(seq)


CULT = {"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}}


def test_cult_warriors_revenge_took_are_not_placed_again_by_the_physicians_law_10_2_3_and_1_1_3():
    # The Cult controls the Feline Physicians and loses two warriors defending in clearing 5 (rabbit). Revenge
    # (Law 10.2.3) puts them in the Acolytes box as they are removed, so they are not "those warriors" the Physicians
    # could place any more: nothing is offered, and no two warriors come out of the supply besides the two acolytes
    # (each removed warrior goes one place). Attacking, the Cult's lost warriors go to the supply and are offered.
    game = hired(PATROL, ["alliance", "lizard"], "alliance", "daylight",
                 {5: {"alliance": {"warrior": 3}, "lizard": {"warrior": 2}}, 2: {"lizard": {"warrior": 1}}},
                 {"side": "demoted", "controller": "lizard", "control": 2}, data=CULT,
                 hands={"lizard": ["bake_sale", "anvil"]})
    fix_dice(game, 2, 0)  # the Alliance attacks: two hits on the Cult, none back
    asked, _ = run(battle.fight(game, "alliance", 5, "lizard"))
    cult = game.state.factions["lizard"]
    assert [d.kind for d in asked if d.kind.startswith("forest_patrol")] == []
    assert cult.data["acolytes"] == 2 and warriors(game, 5, "lizard") == 0 and warriors(game, 2, "lizard") == 1
    assert len(cult.hand) == 2
    no_problems(game)
    game = hired(PATROL, ["alliance", "lizard"], "lizard", "daylight",
                 {5: {"alliance": {"warrior": 3}, "lizard": {"warrior": 2}}, 2: {"lizard": {"warrior": 1}}},
                 {"side": "demoted", "controller": "lizard", "control": 2}, data=CULT,
                 hands={"lizard": ["bake_sale", "anvil"]})
    bake_sale = game.state.factions["lizard"].hand[0]
    fix_dice(game, 0, 2)  # the Cult attacks; Guerrilla War gives the Alliance the higher roll, 2 hits
    asked, _ = run(battle.fight(game, "lizard", 5, "alliance"), [f"card:{bake_sale}", "clearing:2"])
    assert "forest_patrol.physicians" in [d.kind for d in asked]
    assert game.state.factions["lizard"].data["acolytes"] == 0 and warriors(game, 2, "lizard") == 3
    no_problems(game)


def test_the_uprising_sets_up_a_warrior_in_a_clearing_of_each_suit_rolled():
    # Law A.6.3, the Spring Uprising's setup: two rolls, a warrior placed where the setting-up player chooses.
    game = new_game({"factions": ["lizard", "duchy"], "hirelings": three(UPRISING), "seed": 2})
    setter = game.pending.player
    uprising_die_shows(game, "mouse", "fox")
    game.choose(f"hireling:{UPRISING}")
    mice = [f"clearing:{c}" for c, suit in sorted(game.state.suits.items()) if suit == "mouse"]
    assert expect(game, "spring_uprising.setup", setter) == mice
    game.choose(mice[0])
    assert expect(game, "spring_uprising.setup", setter) == [
        f"clearing:{c}" for c, suit in sorted(game.state.suits.items()) if suit == "fox"]
    game.choose("clearing:12")
    assert [c for c in game.state.clearings if warriors(game, c, UPRISING)] == [int(mice[0][9:]), 12]
    assert [e["suit"] for e in events(game, "uprising_die")] == ["mouse", "fox"]


def test_the_uprising_hired_with_no_warrior_on_the_map_places_one():
    # E.2.1, the Spring Uprising's when-hired action: only with none on the map.
    game = hired(UPRISING, ["lizard", "duchy"], "lizard", "evening", {})
    uprising_die_shows(game, "rabbit")
    run(hirelings.gain(game, UPRISING, "lizard"), ["clearing:10"])
    assert warriors(game, 10, UPRISING) == 1
    run(hirelings.gain(game, UPRISING, "duchy"))
    assert sum(warriors(game, c, UPRISING) for c in game.state.clearings) == 1


def test_battling_the_uprising_costs_a_card_matching_the_clearing():
    # The Spring Uprising's ability (E.2.2): the Lizards hold only a fox card, so clearing 5 (rabbit) offers no
    # battle against the Uprising; with a rabbit card they may, discarding it as the battle begins.
    spot = {5: {UPRISING: {"warrior": 2}, "lizard": {"warrior": 2}}}
    game = hired(UPRISING, ["lizard", "duchy"], "lizard", "daylight", spot, hands={"lizard": ["anvil"]})
    assert battle.battle_clearings(game, "lizard") == [] and battle.defenders(game, "lizard", 5) == []
    game = hired(UPRISING, ["lizard", "duchy"], "lizard", "daylight", spot,
                 hands={"lizard": ["bake_sale", "anvil", "a_visit_to_friends"]})
    bake_sale, anvil, visit = game.state.factions["lizard"].hand
    assert battle.battle_clearings(game, "lizard") == [5] and battle.defenders(game, "lizard", 5) == [UPRISING]
    fix_dice(game, 1, 0)
    asked, _ = run(battle.take_battle(game, "lizard"), [f"card:{visit}"])
    assert [d.kind for d in asked][:3] == ["battle.clearing", "battle.defender", "spring_uprising.battle_price"]
    assert asked[2].option_ids == [f"card:{bake_sale}", f"card:{visit}"]  # before the dice: nothing rolled yet
    assert game.state.factions["lizard"].hand == [bake_sale, anvil]  # (to the Lost Souls, 10.2.6)
    assert warriors(game, 5, UPRISING) == 1
    no_problems(game)


def test_a_hireling_battling_the_uprising_has_its_controller_pay():
    # A hireling has no hand: the Lizards' Last Dynasty battles the Uprising only with a Lizard card matching the
    # clearing (E.3.4: the hireling battles, its controller answers for it), which the Lizards discard.
    spot = {5: {UPRISING: {"warrior": 2}, "last_dynasty": {"warrior": 2}}}
    dynasty = {"controller": "lizard", "control": 2}
    for hand, defenders in ((["anvil"], []), (["bake_sale"], [UPRISING])):
        game = scenario(["lizard", "duchy"], "lizard", "daylight", spot, hands={"lizard": hand},
                        hirelings={UPRISING: {}, "last_dynasty": dynasty, "stand_in_a": {}})
        assert battle.defenders(game, "last_dynasty", 5) == defenders
    fix_dice(game, 1, 0)
    run(battle.fight(game, "last_dynasty", 5, UPRISING))
    assert game.state.factions["lizard"].hand == [] and warriors(game, 5, UPRISING) == 1


@pytest.mark.parametrize("choice", ["revolt:5", "place:3"])
def test_the_uprising_rolls_at_birdsong_then_revolts_or_places(choice):
    # E.2.3, the Spring Uprising's Birdsong action: the die shows rabbit. Revolt: in clearing 5 one Uprising
    # warrior and every enemy piece go (the controller's warrior stays; nobody scores, E.3.6). Or place one.
    game = hired(UPRISING, ["lizard", "duchy"], "duchy", "evening",
                 {5: {UPRISING: {"warrior": 2}, "lizard": {"warrior": 1}, "duchy": {"warrior": 2, "citadel": 1}},
                  1: {"lizard": {"warrior": 1}}, 9: {"duchy": {"warrior": 1}}},
                 {"controller": "lizard", "control": 2})
    uprising_die_shows(game, "rabbit")
    play_until(game, "lizard", "spring_uprising.birdsong")
    assert expect(game, "spring_uprising.birdsong") == ["revolt:5", "place:3", "place:4", "place:5", "place:10"]
    game.choose(choice)
    if choice == "revolt:5":
        assert warriors(game, 5, UPRISING) == 1 and warriors(game, 5, "lizard") == 1
        assert not game.state.clearings[5].has_any("duchy") and warriors(game, 9, "duchy") == 1
        assert game.scores["lizard"] == 0
    else:
        assert warriors(game, 3, UPRISING) == 1 and warriors(game, 5, "duchy") == 2
    no_problems(game)


def test_the_uprising_with_no_warrior_to_place_and_none_in_the_suit_rolled_does_nothing_law_e_2_3():
    # Its four warriors are all on the map, in fox clearings; the die shows rabbit: nothing to remove or place.
    game = hired(UPRISING, ["lizard", "duchy"], "duchy", "evening",
                 {c: {UPRISING: {"warrior": 1}} for c in (1, 6, 8, 12)} | {9: {"lizard": {"warrior": 1}}},
                 {"controller": "lizard", "control": 2})
    uprising_die_shows(game, "rabbit")
    play_until(game, "lizard")  # (the Cult, with no card, has no choice of its own to make before that)
    assert events(game, "uprising_die") and {e["suit"] for e in events(game, "uprising_die")} == {"rabbit"}
    assert [warriors(game, c, UPRISING) for c in (1, 6, 8, 12)] == [1, 1, 1, 1]
    no_problems(game)


@pytest.mark.parametrize("controller, damaged", [("lizard", 3), ("vagabond", 0)])
def test_an_uprising_revolt_in_the_vagabonds_clearing_damages_three_of_his_items_law_9_2_2_i(controller, damaged):
    """The revolt removes every enemy piece in clearing 5 (its controller's enemies, E.3.2): the Vagabond there
    damages three items instead (9.2.2.I) and his pawn stays. The Uprising he controls is no enemy of his."""
    vagabond = {"character": "thief", "clearing": 5, "items": ["boot", "torch", "sword", "tea"], "quests": [],
                "ruin_items": {}}
    before = {"lizard": "vagabond", "vagabond": "duchy"}[controller]  # the roll comes in the controller's Birdsong
    game = hired(UPRISING, ["lizard", "duchy", "vagabond"], before, "evening",
                 {5: {UPRISING: {"warrior": 2}}, 1: {"lizard": {"warrior": 1}}, 9: {"duchy": {"warrior": 1}}},
                 {"controller": controller, "control": 2}, data={"vagabond": vagabond},
                 hands={"vagabond": 5, "duchy": 5})  # an Evening stops on a discard, before the roll
    uprising_die_shows(game, "rabbit")
    play_until(game, controller, "spring_uprising.birdsong")
    play_choices(game, "revolt:5")
    while game.pending.kind == "vagabond.full_removal":
        game.choose(game.pending.option_ids[0])
    assert game.state.clearings[5].pawns == ["vagabond"] and warriors(game, 5, UPRISING) == 1
    assert sum(i["damaged"] for i in game.state.factions["vagabond"].data["items"]) == damaged


# -- the Rabbit Scouts (demoted) -----------------------------------------------------------------------------------

@pytest.mark.parametrize("spend", [True, False])
def test_the_scouts_controller_defending_may_spend_a_matching_card_for_the_higher_roll(spend):
    # The Rabbit Scouts (E.2.2, as Guerrilla War 8.2.2): the Lizards, attacked in clearing 5 (rabbit), spend a rabbit
    # card before the roll and deal the 3 rolled instead of the 1.
    game = hired(UPRISING, ["lizard", "duchy"], "duchy", "daylight",
                 {5: {"lizard": {"warrior": 3}, "duchy": {"warrior": 3}}},
                 {"side": "demoted", "controller": "lizard", "control": 2}, hands={"lizard": ["bake_sale", "anvil"]})
    bake_sale, _ = game.state.factions["lizard"].hand
    fix_dice(game, 3, 1)
    asked, _ = run(battle.fight(game, "duchy", 5, "lizard"), [f"card:{bake_sale}" if spend else "pass"])
    assert [d.option_ids for d in asked if d.kind == "spring_uprising.scouts"] == [[f"card:{bake_sale}", "pass"]]
    assert (warriors(game, 5, "duchy"), warriors(game, 5, "lizard")) == ((0, 2) if spend else (2, 0))
    no_problems(game)


def test_the_scouts_card_spent_is_told_to_the_players_law_e_2_2():
    game = hired(UPRISING, ["lizard", "duchy"], "duchy", "daylight",
                 {5: {"lizard": {"warrior": 3}, "duchy": {"warrior": 3}}},
                 {"side": "demoted", "controller": "lizard", "control": 2}, hands={"lizard": ["bake_sale"]})
    bake_sale, = game.state.factions["lizard"].hand
    fix_dice(game, 3, 1)
    run(battle.fight(game, "duchy", 5, "lizard"), [f"card:{bake_sale}"])
    assert [(e["faction"], e["clearing"]) for e in events(game, "rabbit_scouts")] == [("lizard", 5)]


@pytest.mark.parametrize("side, attacker, defender", [
    ("demoted", "lizard", "duchy"),   # the controller attacking: the Scouts help only a defending controller
    ("promoted", "duchy", "lizard"),  # the Spring Uprising side has no such ability
])
def test_the_scouts_are_offered_only_to_their_controller_defending_law_e_2_2(side, attacker, defender):
    game = hired(UPRISING, ["lizard", "duchy"], attacker, "daylight",
                 {5: {"lizard": {"warrior": 3}, "duchy": {"warrior": 3}}},
                 {"side": side, "controller": "lizard", "control": 2}, hands={"lizard": ["bake_sale", "anvil"]})
    fix_dice(game, 3, 1)
    asked, _ = run(battle.fight(game, attacker, 5, defender))
    assert "spring_uprising.scouts" not in [d.kind for d in asked] and not events(game, "rabbit_scouts")
    assert len(game.state.factions["lizard"].hand) == 2
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card", [PATROL, UPRISING])
@pytest.mark.parametrize("factions", [["lizard", "duchy"], ["lizard", "duchy", "vagabond"],
                                      ["lizard", "duchy", "vagabond", "riverfolk"],
                                      ["lizard", "duchy", "vagabond", "riverfolk", "corvid"]])
def test_random_games_with_the_card_keep_every_invariant_and_replay(card, factions):
    # Both sides met over the player counts (A.6.2: promoted with two players, demoted with five).
    results = check_plugin_conformance(factions, games=2, hirelings=three(card))
    kinds = {e["type"] for r in results for e in r["game"].events}
    assert {"hireling_set_up", "hireling_hired"} <= kinds


def test_two_patrol_warriors_burnt_by_the_flame_bearers_put_one_onto_the_card():
    # The Flame Bearers' Birdsong removal (E.2.3) is one effect: the two Patrol warriors it takes from clearing 1 are
    # one removal from a clearing, so one of them goes onto the Forest Patrol's card (E.2.2), not both.
    game = scenario(["alliance", "lizard"], "alliance", "birdsong",
                    {1: {"flame_bearers": {"warrior": 2}, PATROL: {"warrior": 2}}},
                    hirelings={"flame_bearers": {"controller": "alliance", "control": 2}, PATROL: {},
                               "stand_in_a": {}})
    expect(game, "flame_bearers.spread", "alliance")
    assert warriors(game, 1, PATROL) == 0 and on_card(game) == 1
    no_problems(game)


def test_the_patrol_sets_up_in_every_clearing_but_the_furious_protectors_law_a_6_3():
    """Law A.6.3, the Forest Patrol's setup: a warrior in each clearing that can take one (1.5.4). The Furious
    Protector, set up first in clearing 5, lets none of its enemies place there, so clearing 5 gets none."""
    game = new_game({"factions": ["alliance", "lizard"], "hirelings": [PATROL, "last_dynasty", "furious_protector"],
                     "seed": 1})
    game.choose("hireling:furious_protector")
    game.choose("clearing:5")
    game.choose(f"hireling:{PATROL}")
    assert warriors(game, 5, PATROL) == 0
    assert all(warriors(game, c, PATROL) == 1 for c in game.state.clearings if c != 5)
    assert game.state.factions[PATROL].supply["warrior"] == 1
    no_problems(game)


def test_the_patrol_that_can_neither_move_nor_battle_places_the_warriors_on_its_card_law_e_2_4():
    """E.2.4: the Patrol's one warrior is in clearing 4, ruled by the Lizards; its controller, the Alliance, rules
    none of 8, 9 or 12 (4.2.1, E.3.1), so it cannot move, and the Stoic Protector there (controlled by the Lizards)
    keeps their enemies from battling them in its clearing. Only the second choice is left: it is taken unasked,
    the card's warriors placed in clearing 4."""
    game = scenario(["alliance", "lizard"], "alliance", "daylight",
                    {4: {PATROL: {"warrior": 1}, "lizard": {"warrior": 2}, "furious_protector": {"pawn": 1}},
                     1: {"alliance": {"warrior": 1}}},
                    hirelings={PATROL: {"controller": "alliance", "control": 2}, "last_dynasty": {},
                               "furious_protector": {"side": "demoted", "controller": "lizard", "control": 2}},
                    hands={"alliance": ["anvil"]}, data=CULT)
    assert not hirelings.can_move_or_battle(game, PATROL, "alliance")
    assert PATROL_ACTION not in game.pending.option_ids  # nothing on the card yet: the action could do nothing
    pieces.hold(game, CARD, PATROL, "warrior", 2)
    play_choices(game, "mobilize")  # the one card to the Supporters: the Daylight menu is offered again
    game.choose(PATROL_ACTION)
    assert game.pending is None or not game.pending.kind.startswith("forest_patrol")  # no choice to make
    assert warriors(game, 4, PATROL) == 3 and on_card(game) == 0
    no_problems(game)


def test_a_battle_whose_price_cannot_be_paid_is_an_error_not_a_free_battle():
    """`battle.fight` pays the price of battling the Uprising as the battle begins (Law E.2.2). A caller that offers
    the battle without asking `battle.defenders` (or `battle.can_pay_after_spending`) first is a plugin's bug: it is
    an error naming the price, and the battle is not fought for free (the Order's Witness and the Menace's second
    Swarm did that once)."""
    spot = {5: {UPRISING: {"warrior": 2}, "lizard": {"warrior": 2}}}
    game = hired(UPRISING, ["lizard", "duchy"], "lizard", "daylight", spot, hands={"lizard": ["anvil"]})
    with pytest.raises(RootcoreError, match=r"lizard cannot pay the price of battling spring_uprising in clearing 5"):
        run(battle.fight(game, "lizard", 5, UPRISING))
    assert warriors(game, 5, UPRISING) == 2 and not events(game, "dice")
