"""The Riverfolk Hireling Pack's cards (Law Appendix E, set up by A.6; the sides as reference/content-facts.md
section G summarises them): the Riverfolk Flotilla / Otter Divers and the Warm Sun Prophets / Lizard Envoys.

A game has exactly three hirelings: each card is tested with the Last Dynasty and a stand-in with the Dynasty's rules
(`stand_in_hirelings`)."""
from __future__ import annotations

import pytest

from rootcore import ConfigError, new_game
from rootcore.rules import battle, hirelings, move
from helpers import (card_games, choose_first_hireling, events, expect, fix_dice, hireling_scenario, hundreds_data,
                     no_problems, play_choices, play_until, run, scenario, thief, warriors)


pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def three(card: str) -> list[str]:
    return [card, "last_dynasty", "stand_in_a"]


with_card = hireling_scenario
ALLIANCE = {"controller": "alliance", "control": 2}


def test_each_card_keeps_its_faction_out_of_the_game():
    # Law A.6.5: the Flotilla is the Riverfolk's hireling.
    with pytest.raises(ConfigError, match="'riverfolk' cannot be played with hireling 'flotilla'"):
        new_game({"factions": ["riverfolk", "alliance"], "hirelings": three("flotilla")})


# -- the Riverfolk Flotilla (promoted) -----------------------------------------------------------------------------

def test_the_flotilla_is_set_up_on_the_map_edge_where_a_river_runs():
    # A.6.3 and the card: its pawn goes to a clearing on the map edge touching a river (Autumn: 4, 5 and 7).
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": three("flotilla"), "seed": 1})
    player = choose_first_hireling(game, "flotilla")
    assert expect(game, "flotilla.setup", player) == ["clearing:4", "clearing:5", "clearing:7"]
    game.choose("clearing:7")
    assert game.state.clearings[7].pawns == ["flotilla"]
    assert game.state.factions["flotilla"].supply["pawn"] == 0
    no_problems(game)


def flotilla_at(clearing: int, clearings: dict, phase="daylight", state: dict | None = None, **spec):
    """The Alliance's turn against the Marquise with the Flotilla's pawn in `clearing`."""
    clearings = {**clearings, clearing: {**clearings.get(clearing, {}), "flotilla": {"pawn": 1}}}
    return with_card("flotilla", ["alliance", "marquise"], "alliance", phase, clearings, state, **spec)


def test_nobody_can_battle_or_remove_the_flotilla():
    # The card: the Flotilla cannot be battled or removed, whoever controls it, yet it stays an enemy (E.3.2).
    game = flotilla_at(5, {5: {"marquise": {"warrior": 2}, "last_dynasty": {"warrior": 1}},
                           1: {"alliance": {"warrior": 1}}})
    assert battle.defenders(game, "marquise", 5) == ["last_dynasty"]
    assert battle.defenders(game, "last_dynasty", 5) == ["marquise"]  # another hireling neither
    assert battle.defenders(game, "flotilla", 5) == ["last_dynasty", "marquise"]  # it can battle them
    removals = list(battle.remove_enemy_pieces(game, "marquise", 5, "favor"))
    assert removals == [] and game.state.clearings[5].pawns == ["flotilla"]  # a Favor card passes it by


def test_the_flotilla_lets_players_there_draw_then_moves_along_the_river_and_battles_for_up_to_three_hits():
    # E.2.3, the card: at the start of its controller's Birdsong each player with a piece in its clearing may draw,
    # then it must move along a river (rule set aside: the Marquise rules 10) and may battle there. It rolls up to
    # three hits with no warrior, and the hits it takes remove nothing.
    game = flotilla_at(5, {5: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}},
                           10: {"marquise": {"warrior": 4}}},
                       "birdsong", {"controller": "alliance", "control": 2}, hands={"alliance": 0, "marquise": 0})
    expect(game, "flotilla.draw", "alliance")  # the controller first, then the others in turn order
    game.choose("yes")
    expect(game, "flotilla.draw", "marquise")
    game.choose("no")
    assert len(game.state.factions["alliance"].hand) == 1 and not game.state.factions["marquise"].hand
    # Clearing 10, its only river link, is not asked for.
    assert game.state.clearings[10].pawns == ["flotilla"] and not game.state.clearings[5].pawns
    assert "pass" in expect(game, "flotilla.battle.clearing", "alliance")  # it may battle
    fix_dice(game, 3, 3)
    game.choose("clearing:10")  # against the Marquise, the only enemy there
    assert warriors(game, 10, "marquise") == 1  # three hits
    assert game.state.clearings[10].pawns == ["flotilla"]  # the Marquise's three hits removed nothing
    assert game.scores["alliance"] == 0  # E.3.6
    no_problems(game)


def test_a_face_up_snare_holds_the_flotilla():
    # Law 13.7.2: enemy pieces cannot move out of a clearing with a face-up snare; the Flotilla is the Alliance's,
    # an enemy of the Corvids, so it stays (and battles nobody: it battles only where it moved to).
    game = with_card("flotilla", ["alliance", "corvid"], "alliance", "birdsong",
                     {5: {"flotilla": {"pawn": 1}, "corvid": {"warrior": 1}}, 1: {"alliance": {"warrior": 1}}},
                     {"controller": "alliance", "control": 2}, hands={"alliance": 0, "corvid": 0},
                     data={"corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    play_until(game, "alliance", "alliance.action")
    assert game.state.clearings[5].pawns == ["flotilla"] and not events(game, "pawn_moved")
    assert battle.is_enemy(game, "corvid", "flotilla") and battle.defenders(game, "corvid", 5) == []
    assert not battle.has_defender(game, "corvid", 5)  # nobody to battle there: effects granting a battle know it


def test_the_flotilla_may_decline_to_battle_and_does_nothing_uncontrolled():
    game = flotilla_at(5, {10: {"marquise": {"warrior": 1}}}, "birdsong", {"controller": "alliance", "control": 2})
    game.choose("pass")  # no one had pieces in clearing 5 to draw, and it moved to 10, its only river link
    assert not events(game, "battle") and game.state.clearings[10].pawns == ["flotilla"]
    uncontrolled = flotilla_at(5, {10: {"marquise": {"warrior": 1}}}, "birdsong")
    assert uncontrolled.state.clearings[5].pawns == ["flotilla"] and uncontrolled.pending.kind != "flotilla.move"


# -- the Otter Divers (demoted) ------------------------------------------------------------------------------------

def test_the_divers_controller_moves_to_and_from_river_clearings_whoever_rules():
    # The card (an ability, E.2.2): the controller's moves into or out of a clearing touching a river ignore rule
    # (Law 4.2.1 set aside). The Marquise rules 1, 5 and 10 (5 and 10 on a river; 1 not), the Alliance nothing.
    clearings = {1: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}},
                 5: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}},
                 10: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 1}}}
    game = with_card("flotilla", ["alliance", "marquise"], "alliance", "daylight", clearings,
                     {"side": "demoted", "controller": "alliance", "control": 2})
    assert move.destinations(game, "alliance", 1) == [5, 10]  # into river clearings, not to 9
    assert move.destinations(game, "alliance", 5) == [1, 2]  # out of a river clearing: any path
    assert move.destinations(game, "marquise", 9) == [1, 4, 12]  # the Marquise rules 9: as ever
    assert move.origins(game, "alliance") == [1, 5]
    others = with_card("flotilla", ["alliance", "marquise"], "alliance", "daylight", clearings,
                       {"side": "demoted", "controller": "marquise", "control": 2})
    assert move.destinations(others, "alliance", 1) == [] and move.origins(others, "alliance") == []


def test_the_divers_give_no_move_along_a_closed_path(monkeypatch):
    # Law C.3.2: a closed path links nothing, rule or not. On the Mountain, with both paths of river clearing 4
    # closed (a stand-in for a map where that happens), the Alliance can move nowhere from 4 and is not offered it.
    clearings = {4: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}}, 8: {"marquise": {"warrior": 1}}}
    game = with_card("flotilla", ["alliance", "marquise"], "alliance", "daylight", clearings,
                     {"side": "demoted", "controller": "alliance", "control": 2}, map="mountain")
    mountain = game.definition.map
    closed = mountain.closed + ((4, 8), (4, 12))
    monkeypatch.setattr(mountain, "_kept", ([], closed, mountain._blocked(closed)))
    assert move.destinations(game, "alliance", 4) == []
    assert move.origins(game, "alliance") == []


def test_the_divers_follow_their_controller():
    # A change of controller (E.1.3) changes whose moves ignore rule, with no answer kept from before.
    clearings = {5: {"alliance": {"warrior": 1}, "marquise": {"warrior": 2}}, 10: {"marquise": {"warrior": 1}}}
    game = with_card("flotilla", ["marquise", "alliance", "lizard"], "marquise", "evening", clearings,
                     {"side": "demoted", "controller": "marquise", "control": 1})
    assert move.destinations(game, "alliance", 5) == []
    play_until(game, "marquise", "hireling.give")
    game.choose("faction:alliance")
    assert move.destinations(game, "alliance", 5) == [1, 2]
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card", ["flotilla", "warm_sun_prophets"])
@pytest.mark.parametrize("factions, map_id", [
    (["marquise", "alliance"], "autumn"), (["marquise", "hundreds", "vagabond"], "lake"),
    (["marquise", "alliance", "vagabond", "keepers"], "winter"),
    (["marquise", "alliance", "vagabond", "duchy", "corvid"], "mountain")])
def test_random_games_with_the_card_keep_every_invariant_and_replay(card, factions, map_id):
    # Both sides by player count (A.6.2; all demoted with five players), every invariant after every decision, and
    # each game replayed from its save, cloned and re-drawn (`check_plugin_conformance`).
    card_games(card, factions, three(card), 2, map=map_id)


# -- the Warm Sun Prophets (promoted) ------------------------------------------------------------------------------

PROPHETS_ACTION = "extra:hireling:warm_sun_prophets"


def prophets(clearings, state=None, factions=("alliance", "marquise"), **spec):
    """The Alliance's Daylight, the Alliance controlling the Prophets unless `state` says otherwise."""
    state = state or {"controller": "alliance", "control": 2}
    return with_card("warm_sun_prophets", list(factions), "alliance", "daylight", clearings, state, **spec)


def test_the_prophets_keep_the_lizards_out_and_are_set_up_in_each_ruin_clearing():
    # Law A.6.5; A.6.3 and the card: one Prophet in each clearing with a ruin (Autumn: 6, 10, 11 and 12).
    with pytest.raises(ConfigError, match="'lizard' cannot be played with hireling 'warm_sun_prophets'"):
        new_game({"factions": ["lizard", "alliance"], "hirelings": three("warm_sun_prophets")})
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": three("warm_sun_prophets"), "seed": 1})
    choose_first_hireling(game, "warm_sun_prophets")
    assert {c: warriors(game, c, "warm_sun_prophets") for c in (6, 10, 11, 12)} == {6: 1, 10: 1, 11: 1, 12: 1}
    assert game.state.factions["warm_sun_prophets"].supply["warrior"] == 0
    no_problems(game)


def test_the_prophets_force_a_player_to_battle_where_they_are_and_that_player_scores():
    # E.2.4, the card: the controller (the Alliance) forces the Marquise, in a clearing with a Prophet, to battle
    # there against a defender the Alliance chooses: the Alliance's own base. The Marquise scores for it (E.3.6).
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 3},
                          "alliance": {"base_rabbit": 1}}, 1: {"alliance": {"warrior": 1}}})
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)
    assert expect(game, "warm_sun_prophets.mode", "alliance") == ["force", "place"]
    game.choose("force")  # clearing 10 and the Marquise, the only player the Prophets can force, are not asked
    assert expect(game, "warm_sun_prophets.order", "alliance") == ["battle", "move"]
    game.choose("battle")
    assert expect(game, "warm_sun_prophets.defender", "alliance") == ["faction:alliance", "faction:warm_sun_prophets"]
    fix_dice(game, 1, 0)
    game.choose("faction:alliance")
    assert [(e["attacker"], e["defender"], e["clearing"]) for e in events(game, "battle")] == [
        ("marquise", "alliance", 10)]
    assert game.state.clearings[10].buildings == [] and game.scores["marquise"] == 1


def test_the_prophets_forced_hundreds_may_loot_as_their_battle_begins():
    # Law 14.2.5: the Hundreds declare Looters as a battle of theirs begins, a battle the Prophets force included.
    hundreds = hundreds_data(warlord=1)
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "hundreds": {"warrior": 3},
                          "marquise": {"warrior": 1}}, 1: {"alliance": {"warrior": 1}, "hundreds": {"warrior": 1}}},
                    factions=("alliance", "marquise", "hundreds"), data={"hundreds": hundreds})
    game.state.factions["marquise"].crafted_items.append("boot")
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)
    play_choices(game, "force", "faction:hundreds", "battle", "faction:marquise")
    assert expect(game, "hundreds.loot", "hundreds") == ["yes", "no"]


def test_the_prophets_forced_vagabond_may_attack_with_allied_warriors_and_exhausts_no_sword():
    # Law 9.2.9.II.c: at the start of a battle as the attacker, the Vagabond may treat an Allied faction's warriors
    # there as his own; a forced battle is not his Battle action (9.5.2), so no sword is exhausted.
    vagabond = thief(clearing=10, items=["sword", "boot"], relationships={"marquise": "allied"})
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 2},
                          "alliance": {"warrior": 3}}, 1: {"alliance": {"warrior": 1}}},
                    factions=("alliance", "marquise", "vagabond"), data={"vagabond": vagabond})
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)
    play_choices(game, "force", "faction:vagabond", "faction:alliance")  # he has no warriors to move out
    assert expect(game, "vagabond.forced_battle.ally", "vagabond") == ["ally:none", "ally:marquise"]
    fix_dice(game, 3, 3)  # Guerrilla War (8.2.2) gives the Alliance the higher roll: three each
    game.choose("ally:marquise")
    assert warriors(game, 10, "alliance") == 0  # three hits: the sword and the two Allied warriors roll
    sword = [i for i in game.factions["vagabond"].items(game) if i["item"] == "sword"]
    assert sword and not sword[0]["exhausted"]  # no Battle action of his: no sword exhausted (9.5.2)


def test_the_prophets_force_a_player_out_then_maybe_to_battle_and_the_controller_too():
    # The card: "move out" takes every warrior of the forced player there to a clearing the controller chooses
    # (the player's legal move, 4.2.1: the Marquise rules 10), then the controller may have them battle there.
    # The controller may force themselves: the Alliance's warriors in 10 can be chosen too.
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 3}, "alliance": {"warrior": 1}},
                     12: {"alliance": {"warrior": 1}}})
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)
    game.choose("force")
    assert expect(game, "warm_sun_prophets.player", "alliance") == ["faction:alliance", "faction:marquise"]
    game.choose("faction:marquise")
    game.choose("move")
    assert expect(game, "warm_sun_prophets.destination", "alliance") == ["clearing:1", "clearing:2", "clearing:12"]
    game.choose("clearing:12")
    assert warriors(game, 10, "marquise") == 0 and warriors(game, 12, "marquise") == 3
    assert expect(game, "warm_sun_prophets.defender", "alliance") == ["faction:alliance", "pass"]
    fix_dice(game, 2, 2)  # the Alliance's Guerrilla War (8.2.2) gives it the higher roll: both roll 2
    game.choose("faction:alliance")
    assert warriors(game, 12, "alliance") == 0 and warriors(game, 12, "marquise") == 2
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("marquise", 12)]
    no_problems(game)


def test_the_prophets_move_the_hundreds_out_but_their_warlord_stays():
    # The card's "move out", Law 14.2.2: no effect moves the warlord outside the Hundreds' turn. Forced in the
    # Alliance's Daylight, the three Hundreds warriors at 10 go to 12 and the warlord, one of the four, stays.
    hundreds = hundreds_data(warlord=10)
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "hundreds": {"warrior": 4}},
                     12: {"alliance": {"warrior": 1}}}, factions=("alliance", "hundreds"),
                    data={"hundreds": hundreds})
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)
    game.choose("force")
    game.choose("move")
    game.choose("clearing:12")
    assert warriors(game, 10, "hundreds") == 1 and warriors(game, 12, "hundreds") == 3
    assert game.state.factions["hundreds"].data["warlord"] == 10
    no_problems(game)


def test_the_prophets_may_leave_the_moved_player_in_peace_or_place_a_prophet():
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 2}},
                     12: {"alliance": {"warrior": 1}}})
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)
    game.choose("force")
    game.choose("move")
    game.choose("clearing:12")
    game.choose("pass")
    assert not events(game, "battle") and warriors(game, 12, "marquise") == 2
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}}, 12: {"alliance": {"warrior": 1}}},
                    hands={"alliance": 1})
    play_until(game, "alliance")
    game.choose(PROPHETS_ACTION)  # nobody to force: placing is the only choice, not asked
    places = expect(game, "warm_sun_prophets.place", "alliance")
    assert "clearing:10" not in places and len(places) == 11  # any clearing without a Prophet
    game.choose("clearing:3")
    assert warriors(game, 3, "warm_sun_prophets") == 1
    assert PROPHETS_ACTION not in game.pending.option_ids  # once per Daylight (E.2.4)


def test_the_prophets_forced_battle_is_told_to_the_players_law_e_2_4():
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 3},
                          "alliance": {"base_rabbit": 1}}, 1: {"alliance": {"warrior": 1}}})
    play_until(game, "alliance")
    fix_dice(game, 1, 0)
    play_choices(game, PROPHETS_ACTION, "force", "battle", "faction:alliance")
    assert [(e["faction"], e["clearing"], e["defender"]) for e in events(game, "prophets_forced_battle")] == [
        ("marquise", 10, "alliance")]


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_only_the_prophets_side_has_a_daylight_action_law_e_2_4(side):
    # The Lizard Envoys act at the start of Birdsong (E.2.3); they give no Daylight action.
    game = prophets({10: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 3}},
                     1: {"alliance": {"warrior": 1}}}, {"side": side, "controller": "alliance", "control": 2},
                    hands={"alliance": 1})
    play_until(game, "alliance")
    assert game.pending.kind == "alliance.action"
    assert (PROPHETS_ACTION in game.pending.option_ids) == (side == "promoted")


# -- the Lizard Envoys (demoted) -----------------------------------------------------------------------------------

def test_the_envoys_take_a_card_of_the_most_common_suit_among_the_top_five_discards():
    # E.2.3, the card: of the top five discards (the last five here), fox is seen most often (three, one of them an
    # ambush, which cannot be taken); the bird card counts as a bird, not as a fox; the fox card below the top
    # five is not searched.
    discard = ["anvil", "tax_collector", "ambush_fox", "birdy_bindle", "cobbler", "foxfolk_steel"]
    game = with_card("warm_sun_prophets", ["alliance", "marquise"], "alliance", "birdsong",
                     {1: {"alliance": {"warrior": 1}}}, {"side": "demoted", "controller": "alliance", "control": 2},
                     discard=discard, hands={"alliance": 0})
    options = expect(game, "warm_sun_prophets.envoys", "alliance")
    assert [game.cards[int(o.split(":")[1])].id for o in options if o != "pass"] == ["foxfolk_steel", "tax_collector"]
    assert "pass" in options  # the controller may take nothing
    game.choose(options[0])
    assert [game.cards[c].id for c in game.state.factions["alliance"].hand] == ["foxfolk_steel"]
    assert [game.cards[c].id for c in game.state.discard] == discard[:-1]
    no_problems(game)


def test_the_envoys_controller_may_take_nothing_and_a_card_taken_is_told_law_e_2_3():
    discard = ["anvil", "tax_collector", "cobbler", "foxfolk_steel"]
    for choice in ("pass", "take"):
        game = with_card("warm_sun_prophets", ["alliance", "marquise"], "alliance", "birdsong",
                         {1: {"alliance": {"warrior": 1}}}, {"side": "demoted", "controller": "alliance", "control": 2},
                         discard=discard, hands={"alliance": 0})
        options = expect(game, "warm_sun_prophets.envoys", "alliance")
        game.choose(options[0] if choice == "take" else "pass")
        taken = [game.cards[e["card"]].id for e in events(game, "card_taken_from_discard")]
        assert taken == ([] if choice == "pass" else ["foxfolk_steel"])
        assert ("foxfolk_steel" in [game.cards[c].id for c in game.state.factions["alliance"].hand]) == bool(taken)
        assert ("foxfolk_steel" in [game.cards[c].id for c in game.state.discard]) == (not taken)
        no_problems(game)


def test_the_envoys_choose_the_suit_on_a_tie_and_search_nothing_in_an_empty_pile():
    discard = ["cobbler", "anvil"]
    game = with_card("warm_sun_prophets", ["alliance", "marquise"], "alliance", "birdsong",
                     {1: {"alliance": {"warrior": 1}}}, {"side": "demoted", "controller": "alliance", "control": 2},
                     discard=discard)
    assert sorted(game.cards[int(o.split(":")[1])].id for o in expect(game, "warm_sun_prophets.envoys")
                  if o != "pass") == ["anvil", "cobbler"]
    empty = with_card("warm_sun_prophets", ["alliance", "marquise"], "alliance", "birdsong",
                      {1: {"alliance": {"warrior": 1}}}, {"side": "demoted", "controller": "alliance", "control": 2})
    assert empty.pending.kind != "warm_sun_prophets.envoys"


def test_the_envoys_search_the_pile_as_it_is_when_their_turn_among_the_birdsong_effects_comes():
    # Law 1.1.3: the Alliance puts Better Burrow Bank before the Envoys; its draw empties the deck, so the discard
    # pile becomes the deck (2.1) and the Envoys find nothing to search.
    game = with_card("warm_sun_prophets", ["marquise", "alliance"], "marquise", "evening",
                     {1: {"alliance": {"warrior": 1}}, 2: {"marquise": {"warrior": 1}}},
                     {"side": "demoted", "controller": "alliance", "control": 2},
                     play_areas={"alliance": ["better_burrow_bank"]}, hands={"marquise": 8})
    st = game.state
    st.discard.extend(st.deck[1:])  # one card left to draw (the Marquise's Evening draw is done)
    del st.deck[1:]
    play_until(game, "alliance", "turn.effect_order")
    assert len(game.state.discard) >= 5
    game.choose("effect:deck:standard")
    game.choose("better_burrow_bank:marquise")
    assert events(game, "reshuffled") and not game.state.discard
    assert game.pending.kind != "warm_sun_prophets.envoys"
    no_problems(game)


def test_the_flotilla_does_not_move_into_a_sealed_clearing_law_d_6_2():
    # The Scoundrel's Scorched Earth sealed clearing 10, the only river link of 5: the Flotilla stays.
    game = flotilla_at(5, {1: {"alliance": {"warrior": 1}}}, "birdsong", {"controller": "alliance", "control": 2},
                       hands={"alliance": 0, "marquise": 0}, sealed={10: "torch"})
    play_until(game, "alliance", "alliance.action")
    assert game.state.clearings[5].pawns == ["flotilla"] and not events(game, "pawn_moved")


def test_the_flotilla_with_no_river_edge_clearing_free_stays_off_the_map_law_a_6_3_and_e_2_3():
    """Law A.6.3: on the Lake map, clearing 1 is the only edge clearing touching a river; the Furious Protector set
    up there first keeps its enemies from placing in it, so the Flotilla is not placed. Its controller's Birdsong
    (E.2.3) then has no Flotilla to draw at or move."""
    game = new_game({"factions": ["marquise", "alliance"], "map": "lake",
                     "hirelings": ["flotilla", "last_dynasty", "furious_protector"], "seed": 1})
    choose_first_hireling(game, "furious_protector")
    game.choose("clearing:1")
    choose_first_hireling(game, "flotilla")
    assert not game.pending.kind.startswith("flotilla")  # nothing to ask: no clearing takes the pawn
    assert game.state.factions["flotilla"].supply["pawn"] == 1
    assert not any("flotilla" in cl.pawns for cl in game.state.clearings.values())
    # Hired while off the map: its Birdsong does nothing (no draw offered, no move).
    game = with_card("flotilla", ["alliance", "marquise"], "alliance", "birdsong",
                     {1: {"alliance": {"warrior": 1}}, 5: {"marquise": {"warrior": 1}}},
                     {"controller": "alliance", "control": 2}, hands={"alliance": 0, "marquise": 0})
    asked = []
    while game.pending is not None and game.pending.kind != "alliance.action":
        asked.append(game.pending.kind)
        game.choose(game.pending.option_ids[0])
    assert not [k for k in asked if k.startswith("flotilla")] and not events(game, "pawn_moved")
    assert game.state.factions["flotilla"].supply["pawn"] == 1
    no_problems(game)


# -- Audited against Law Appendix E, A.6 and the cards' text (HIRE-TS) -------------------------------------------------

def test_the_warm_sun_prophets_when_hired_with_none_on_the_map_place_one_law_e_2_1():
    # E.2.1; Warm Sun Prophets' when-hired action (HIRE-TS): with no Prophet warrior on the map, place one in any
    # clearing. The code had no `hired_promoted`: nothing was placed.
    game = with_card("warm_sun_prophets", ["alliance", "marquise"], "alliance", "evening",
                     {1: {"alliance": {"warrior": 1}}})
    assert not game.factions["warm_sun_prophets"].warrior_clearings(game)
    asked, _ = run(hirelings.gain(game, "warm_sun_prophets", "alliance"), ["clearing:7"])
    assert len(asked) == 1 and len(asked[0].option_ids) == 12
    assert warriors(game, 7, "warm_sun_prophets") == 1


def test_the_envoys_may_search_a_pile_another_start_of_birdsong_action_filled_law_1_1_3_and_e_2_3():
    # Law 1.1.3, E.2.3: the Envoys were offered only if the pile held a card when the start-of-Birdsong effects were
    # gathered, not when their turn came. The discard pile is empty; the Alliance's Bearers burn the Duchy's citadel,
    # and the Duchy discards its anvil (Price of Failure, 12.2.3): ordering the burn first, the Alliance's Envoys
    # can take it.
    game = scenario(["alliance", "duchy"], "alliance", "birdsong",
                    {3: {"flame_bearers": {"warrior": 1}, "duchy": {"citadel": 1}}},
                    hirelings={"flame_bearers": ALLIANCE, "warm_sun_prophets": {"side": "demoted", **ALLIANCE},
                               "stand_in_a": {}},
                    hands={"duchy": ["anvil"], "alliance": []},
                    data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    asked = []
    while game.pending is not None and game.state.phase == "birdsong":
        asked.append(game.pending.kind)
        burn_first = [o for o in game.pending.option_ids if "flame_bearers" in o]
        game.choose(burn_first[0] if game.pending.kind == "turn.effect_order" else game.pending.option_ids[0])
    assert "warm_sun_prophets.envoys" in asked, asked
