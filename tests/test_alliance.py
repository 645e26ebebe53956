"""Rules tests of the Woodland Alliance plugin (Law 8). Each test names the Law rule it checks.

Positions come from `rootcore.scenario`. Autumn clearings used below (suit, slots, neighbours):
1 fox (1; 5 9 10), 2 mouse (2; 5 6 10), 5 rabbit (2; 1 2), 6 fox (2, 1 ruin; 2 3 11), 8 fox (2; 4 7),
9 mouse (2; 1 4 12), 10 rabbit (2, 1 ruin; 1 2 12), 12 fox (2, 1 ruin; 4 7 9 10 11).
"""
from __future__ import annotations

import collections
import random

import pytest

import rootcore
from rootcore.agents import make_agent
from rootcore.content import ContentError
from rootcore.rules import pieces
from rootcore.scenario import ScenarioError
from rootcore.testing import InvariantChecker, check_replay_equivalence, invariant_problems, play_checked

from conftest import build_faction, variant_board
from helpers import events, expect, fix_dice, held, hold_every_card, play_choices, run, scenario


# -- helpers ------------------------------------------------------------------------------------------

def alliance_game(clearings=None, *, current="alliance", phase="birdsong", hands=None, supporters=(),
                  officers=0, factions=("marquise", "alliance"), deck_top=(), scores=None, eyrie=None, options=None):
    """A position with the Alliance's supporters and officers; the Eyrie (when in play) have the given
    data, by default the Commander with no viziers and an empty Decree."""
    data = {"alliance": {"supporters": list(supporters), "officers": officers}}
    if "eyrie" in factions:
        data["eyrie"] = {"leader": "commander", "viziers": {}, **(eyrie or {})}
    return scenario(factions, current, phase, clearings, hands={f: list(h) for f, h in (hands or {}).items()},
                    data=data, deck_top=list(deck_top), scores=scores, options=options or {})


def alliance(game):
    return game.state.factions["alliance"]


def supporter_ids(game):
    return sorted(game.cards[c].id for c in alliance(game).zones["supporters"])


def hand_ids(game, faction):
    return sorted(game.cards[c].id for c in game.state.factions[faction].hand)


def warriors(game, clearing, faction="alliance"):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def sympathetic(game, clearing):
    return ("alliance", "sympathy") in game.state.clearings[clearing].tokens


def score_events(game, faction="alliance"):
    return [(e["vp"], e["reason"]) for e in events(game, "scored") if e["faction"] == faction]


def check(game):
    assert invariant_problems(game) == []


# -- setup (8.3) and hidden supporters (8.2.3) -------------------------------------------------------------

def test_setup_warriors_bases_sympathy_and_three_supporters_law_8_3():
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance"], "seed": 4,
                              "seating": ["marquise", "eyrie", "alliance"]})
    while game.state.phase == "setup":
        game.choose(game.pending.option_ids[0])
    fs = alliance(game)
    assert fs.supply == {"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1}  # 8.3.1, 8.3.2
    assert fs.tracks == {"sympathy": 10}                                                 # 8.3.3
    assert game.factions["alliance"].board.pieces["sympathy"].count == 10                # all ten of them (8.2.5)
    assert len(fs.zones["supporters"]) == 3 and len(fs.hand) == 3                        # 8.3.4, 5.1.3
    assert fs.data["officers"] == 0
    assert not any(cl.has_any("alliance") for cl in game.state.clearings.values())
    check(game)


def test_supporters_are_face_down_to_the_other_players_law_8_2_3():
    game = alliance_game(supporters=["anvil", "sword"], phase="daylight")
    others = game.view("marquise")["factions"]["alliance"]
    assert others["zones"]["supporters"] == {"count": 2}
    assert others["supporters_count"] == 2 and "hand" not in others
    own = game.view("alliance")["factions"]["alliance"]
    assert sorted(game.cards[c].id for c in own["zones"]["supporters"]) == ["anvil", "sword"]
    assert game.view(None)["factions"]["alliance"]["zones"]["supporters"] == {"count": 2}


def test_scenario_officers_come_from_the_warrior_supply_law_8_4_1_iii():
    game = alliance_game({1: {"alliance": {"warrior": 4}}}, officers=3, phase="daylight")
    assert alliance(game).supply["warrior"] == 3 and alliance(game).data["officers"] == 3
    check(game)  # officers count towards the 10 Alliance warriors
    with pytest.raises(ScenarioError):
        alliance_game({1: {"alliance": {"warrior": 8}}}, officers=3)


def test_a_variant_board_s_bases_are_buildings_one_per_suit_law_8_4_1(tmp_path):
    """Law 8.4.1: a revolt places the base matching the clearing's suit, and 8.2.4 reads a base's printed suit. A
    variant board whose `data.bases` names a piece the board lacks (a KeyError at the first revolt), or prints two
    bases with one suit (the second could never be placed), or whose sympathy is no token (8.2.5) is refused by
    file and field when the faction is built. The shipped board passes."""
    path = variant_board(tmp_path, "alliance", ('base_rabbit = "rabbit"', 'base_rabbit = "fox"'),
                         ('base_mouse = "mouse"', 'base_mose = "mouse"'),
                         ('sympathy = { type = "token"', 'sympathy = { type = "building"'))
    with pytest.raises(ContentError) as error:
        build_faction("alliance", path)
    assert [(i.path, i.message) for i in error.value.issues] == [
        ("$.data.bases.base_mose", "the rules need a building piece 'base_mose', which the board's pieces lack "
                                   "(did you mean 'base_mouse'?)"),
        ("$.data.bases.base_rabbit", "'base_fox' is printed fox too: a revolt places the one fox base (Law 8.4.1), "
                                     "so 'base_rabbit' never would"),
        ("$.pieces.sympathy.type", "the rules need 'sympathy' to be a token, not a building")]
    assert build_faction("alliance").base_suits == {"base_fox": "fox", "base_rabbit": "rabbit", "base_mouse": "mouse"}


# -- Guerrilla War (8.2.2) --------------------------------------------------------------------------------

def marquise_battles_alliance(marquise=3, alliance_pieces=None, hand=(), extra=None):
    """The Marquise attack the Alliance in rabbit clearing 5 (their only possible battle)."""
    board = {5: {"marquise": {"warrior": marquise}, "alliance": alliance_pieces or {"warrior": 3}}}
    board.update(extra or {})
    return alliance_game(board, current="marquise", phase="daylight", hands={"marquise": list(hand)})


def test_guerrilla_war_defender_uses_higher_roll_law_8_2_2():
    game = marquise_battles_alliance()
    fix_dice(game, 3, 1)
    play_choices(game, "battle")
    assert events(game, "dice")[0]["attacker_hits"] == 1 and events(game, "dice")[0]["defender_hits"] == 3
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 5) == 2


def test_armorers_ignores_the_guerrilla_wars_higher_roll_and_sappers_still_hits_law_8_2_2_and_4_3_3():
    """Against Guerrilla War the Alliance's rolled hits are the higher roll (3): the attacker's Armorers ignores
    them all; the Alliance's Sappers is an extra hit, not a rolled one, so it still lands. The attacker chooses
    who uses effects first (4.3.3)."""
    game = scenario(("marquise", "alliance"), "marquise", "daylight",
                    {8: {"marquise": {"warrior": 3}, "alliance": {"warrior": 3}}},
                    play_areas={"marquise": ["armorers"], "alliance": ["sappers"]}, hands={"marquise": []},
                    data={"alliance": {"supporters": [], "officers": 0}})
    fix_dice(game, 3, 1)
    play_choices(game, "battle")
    assert expect(game, "battle.effect_order", "marquise") == ["attacker", "defender"]
    play_choices(game, "attacker", "armorers")
    assert expect(game, "standard.battle_effect", "alliance") == ["sappers", "done"]
    play_choices(game, "sappers")
    assert warriors(game, 8, "marquise") == 2 and warriors(game, 8) == 2


def test_guerrilla_war_only_when_defending_law_8_2_2():
    game = alliance_game({5: {"marquise": {"warrior": 3}, "alliance": {"warrior": 3}}}, phase="evening",
                         officers=1)
    fix_dice(game, 1, 3)
    play_choices(game, "battle")
    dice = events(game, "dice")[0]
    assert dice["attacker_hits"] == 3 and dice["defender_hits"] == 1  # the Alliance attacked: the usual rule
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 5) == 2


# -- Outrage (8.2.6) ------------------------------------------------------------------------------------

def marquise_march_into_sympathy(hand, supporters=(), deck_top=(), extra=None, options=None):
    """The Marquise (ruling clearing 1) march one warrior into sympathetic rabbit clearing 5 and decline the
    March's second move: Outrage follows the March (Law 1.4.2)."""
    board = {1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}
    board.update(extra or {})
    game = alliance_game(board, current="marquise", phase="daylight", hands={"marquise": list(hand)},
                         supporters=supporters, deck_top=deck_top, options=options)
    if (options or {}).get("conceal_hands"):  # the crafting step is asked whenever cards are held (1.2.1)
        play_choices(game, "done")
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    return game


def test_outrage_marquise_march_gives_a_matching_card_law_8_2_6():
    game = marquise_march_into_sympathy(["anvil", "sword", "a_visit_to_friends", "ambush_bird"])
    hand = game.state.factions["marquise"].hand
    # The mover chooses among the rabbit card and the bird (birds are wild, 2.1.1).
    options = expect(game, "alliance.outrage", "marquise")
    assert sorted(options) == sorted(f"card:{held(game, n, hand)}" for n in ("a_visit_to_friends", "ambush_bird"))
    play_choices(game, f"card:{held(game, 'a_visit_to_friends', hand)}")
    assert supporter_ids(game) == ["a_visit_to_friends"]
    assert hand_ids(game, "marquise") == ["ambush_bird", "anvil", "sword"]
    assert events(game, "outrage")[0]["faction"] == "marquise"
    assert expect(game, "marquise.action")  # the Daylight goes on
    check(game)


def test_outrage_waits_until_the_march_is_over_law_1_4_2_and_8_2_6():
    """Nothing interrupts an action (1.4.2), the March included: Outrage for its first move comes after the
    second, then Outrage for the second, in the order of the moves."""
    game = alliance_game({1: {"marquise": {"warrior": 3}}, 5: {"alliance": {"sympathy": 1}},
                          9: {"alliance": {"sympathy": 1}}}, current="marquise", phase="daylight",
                         hands={"marquise": ["a_visit_to_friends", "mouse_in_a_sack", "anvil"]})
    play_choices(game, "march", "clearing:5", "count:1")
    assert expect(game, "marquise.march.origin", "marquise")  # the second move, no Outrage yet
    assert events(game, "outrage") == []
    play_choices(game, "clearing:1", "clearing:9", "count:1")
    assert [e["clearing"] for e in events(game, "outrage")] == [5, 9]  # each paid with its only matching card
    assert supporter_ids(game) == ["a_visit_to_friends", "mouse_in_a_sack"]
    assert hand_ids(game, "marquise") == ["anvil"]
    assert expect(game, "marquise.action")
    check(game)


def test_outrage_bird_must_be_given_when_nothing_else_matches_law_8_2_6_and_2_1_1_i():
    game = marquise_march_into_sympathy(["anvil", "ambush_bird"])
    assert supporter_ids(game) == ["ambush_bird"]  # forced: the only matching card was given at once
    assert hand_ids(game, "marquise") == ["anvil"]
    assert events(game, "hand_shown") == []


def test_outrage_with_one_matching_card_is_asked_when_hands_are_concealed_law_8_2_6_and_1_2_1():
    # Settled without asking, the Outrage would tell the others that only one kind of matching card was held.
    game = marquise_march_into_sympathy(["anvil", "ambush_bird"], options={"conceal_hands": True})
    bird = f"card:{held(game, 'ambush_bird', game.state.factions['marquise'].hand)}"
    assert expect(game, "alliance.outrage", "marquise") == [bird]
    assert game.view("alliance")["pending"] == {"player": "marquise", "kind": "alliance.outrage"}
    play_choices(game, bird)
    assert supporter_ids(game) == ["ambush_bird"] and hand_ids(game, "marquise") == ["anvil"]
    assert expect(game, "marquise.action")


def test_outrage_without_matching_card_shows_hand_and_alliance_draws_law_8_2_6():
    game = marquise_march_into_sympathy(["anvil", "sword"], supporters=["bake_sale"], deck_top=["cobbler"])
    shown = events(game, "hand_shown")
    assert len(shown) == 1 and shown[0]["faction"] == "marquise" and shown[0]["to"] == "alliance"
    assert sorted(game.cards[c].id for c in shown[0]["cards"]) == ["anvil", "sword"]
    assert hand_ids(game, "marquise") == ["anvil", "sword"]
    assert supporter_ids(game) == ["bake_sale", "cobbler"]  # the top card of the deck
    check(game)


def test_outrage_drawing_the_last_card_of_the_deck_forms_a_new_deck_at_once_law_8_2_6_and_2_1():
    """Law 2.1: the deck is never left empty; the Outrage draw (8.2.6) that takes its last card is followed at once
    by the discard pile shuffled into a new deck."""
    board = {1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}
    game = alliance_game(board, current="marquise", phase="daylight", hands={"marquise": ["anvil"]},
                         deck_top=["cobbler"])
    st = game.state
    st.discard.extend(st.deck[:-1])  # all but the top card (cobbler) go to the discard pile
    del st.deck[:-1]
    pile = sorted(st.discard)
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    assert supporter_ids(game) == ["cobbler"]
    assert sorted(st.deck) == pile and st.discard == []
    assert len(events(game, "reshuffled")) == 1
    check(game)


def test_outrage_card_is_discarded_when_the_stack_is_full_law_8_2_3_i():
    five = ["anvil", "sword", "bake_sale", "cobbler", "investments"]
    game = marquise_march_into_sympathy(["a_visit_to_friends"], supporters=five)
    assert supporter_ids(game) == sorted(five)
    assert "a_visit_to_friends" in {game.cards[c].id for c in game.state.discard}
    assert hand_ids(game, "marquise") == []
    check(game)


def test_stack_is_unlimited_with_a_base_on_the_map_law_8_2_3_i():
    five = ["anvil", "sword", "bake_sale", "cobbler", "investments"]
    game = marquise_march_into_sympathy(["a_visit_to_friends"], supporters=five,
                                        extra={8: {"alliance": {"base_fox": 1}}})
    assert supporter_ids(game) == sorted(five + ["a_visit_to_friends"])


def test_no_outrage_moving_into_an_unsympathetic_clearing_law_8_2_6():
    game = alliance_game({1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"warrior": 1}}}, current="marquise",
                         phase="daylight", hands={"marquise": ["a_visit_to_friends"]})
    # The March declined after its first move: any Outrage would come now, once the March is over (1.4.2).
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    assert events(game, "outrage") == [] and supporter_ids(game) == []
    assert expect(game, "marquise.action")


def test_outrage_on_an_eyrie_move_law_8_2_6():
    game = alliance_game({1: {"eyrie": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}},
                         factions=("marquise", "eyrie", "alliance"), current="eyrie", phase="daylight",
                         hands={"eyrie": ["bake_sale", "anvil"]}, eyrie={"decree": {"move": ["foxfolk_steel"]}})
    play_choices(game, "clearing:5", "count:2")  # the Decree's fox card moves from fox clearing 1
    assert supporter_ids(game) == ["bake_sale"]  # the Eyrie's only rabbit card
    assert events(game, "outrage")[0]["faction"] == "eyrie"
    assert "bake_sale" not in hand_ids(game, "eyrie") and "anvil" in hand_ids(game, "eyrie")


def test_outrage_eyrie_removes_sympathy_in_battle_law_8_2_6():
    game = alliance_game({1: {"eyrie": {"warrior": 3}, "alliance": {"sympathy": 1}}},
                         factions=("marquise", "eyrie", "alliance"), current="eyrie", phase="daylight",
                         hands={"eyrie": ["foxfolk_steel", "sword"]}, eyrie={"decree": {"battle": ["anvil"]}})
    fix_dice(game, 0, 0)  # 0 rolled + defenseless (4.3.3.II) + Commander = 2 hits
    removed = events(game, "removed")
    assert [(e["faction"], e["piece"], e["by"]) for e in removed] == [("alliance", "sympathy", "eyrie")]
    assert events(game, "outrage")[0]["faction"] == "eyrie" and events(game, "outrage")[0]["cause"] == "removal"
    assert not sympathetic(game, 1) and alliance(game).tracks["sympathy"] == 10  # back on the track
    assert score_events(game, "eyrie") == [(1, "removed sympathy")]              # 3.2.1
    assert supporter_ids(game) == ["foxfolk_steel"]                             # the only fox card
    assert "foxfolk_steel" not in hand_ids(game, "eyrie") and "sword" in hand_ids(game, "eyrie")


def test_outrage_when_the_defender_removes_sympathy_from_the_attacking_alliance_law_8_2_6_and_4_3_4():
    game = alliance_game({5: {"alliance": {"warrior": 1, "sympathy": 1}, "marquise": {"warrior": 3}}},
                         phase="evening", officers=1, hands={"marquise": ["bake_sale", "anvil"]})
    fix_dice(game, 3, 2)  # the Alliance deal 1 (one warrior), the Marquise 2: the warrior, then the token
    play_choices(game, "battle")
    removed = [(e["faction"], e["piece"], e["by"]) for e in events(game, "removed") if e["faction"] == "alliance"]
    assert removed == [("alliance", "warrior", "marquise"), ("alliance", "sympathy", "marquise")]
    assert events(game, "outrage")[0]["faction"] == "marquise"  # the defender removed it
    assert supporter_ids(game) == ["bake_sale"] and hand_ids(game, "marquise") == ["anvil"]


def test_no_outrage_when_the_alliance_moves_law_8_2_6():
    game = alliance_game({1: {"alliance": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}, phase="evening",
                         officers=1, hands={"alliance": ["bake_sale"]})
    play_choices(game, "move", "clearing:5", "count:1")
    assert events(game, "outrage") == []


# -- Field Hospitals and Outrage in one battle (1.1.3, 4.3.4) ---------------------------------------------

def field_hospitals_and_outrage():
    """The Marquise attack warrior + sympathy in rabbit clearing 5 holding one rabbit card: Outrage (their
    removing the token) and Field Hospitals (their warrior removed) both want it."""
    game = marquise_battles_alliance(marquise=2, alliance_pieces={"warrior": 1, "sympathy": 1},
                                     hand=["a_visit_to_friends", "anvil"], extra={1: {"marquise": {"keep": 1}}})
    fix_dice(game, 2, 2)  # each side rolls 2: the Marquise remove warrior + token, the Alliance one warrior
    play_choices(game, "battle")
    return game


def test_field_hospitals_and_outrage_the_player_taking_the_turn_orders_them_law_1_1_3():
    game = field_hospitals_and_outrage()
    options = expect(game, "order_effect_groups", "marquise")
    groups = {o.data["faction"]: o.id for o in game.pending.options}
    assert sorted(groups) == ["alliance", "marquise"] and len(options) == 2
    play_choices(game, groups["marquise"])  # Field Hospitals first
    rabbit = held(game, "a_visit_to_friends", game.state.factions["marquise"].hand)
    play_choices(game, f"card:{rabbit}")
    assert game.state.clearings[1].warriors == {"marquise": 1}
    # Outrage follows: no rabbit card left, so the hand is shown and the Alliance draws.
    assert len(events(game, "hand_shown")) == 1
    assert len(alliance(game).zones["supporters"]) == 1 and hand_ids(game, "marquise") == ["anvil"]
    check(game)


def test_field_hospitals_and_outrage_outrage_first_takes_the_card_law_1_1_3():
    game = field_hospitals_and_outrage()
    groups = {o.data["faction"]: o.id for o in game.pending.options}
    play_choices(game, groups["alliance"])  # Outrage first: the rabbit card is given (forced)
    assert supporter_ids(game) == ["a_visit_to_friends"]
    # Field Hospitals now has no rabbit card to spend: the warrior stays in the supply.
    assert game.state.clearings[1].warriors == {} and events(game, "field_hospitals") == []
    assert hand_ids(game, "marquise") == ["anvil"]
    check(game)


# -- Revolt (8.4.1) ----------------------------------------------------------------------------------------

def revolt_position(**extra):
    board = {5: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 2, "sawmill": 1, "wood": 1},
                 "eyrie": {"warrior": 1, "roost": 1}},
             10: {"alliance": {"sympathy": 1}}, 4: {"alliance": {"sympathy": 1}}, 2: {"alliance": {"sympathy": 1}}}
    board.update(extra.pop("clearings", {}))
    supporters = extra.pop("supporters", ["a_visit_to_friends", "bake_sale", "anvil", "foxfolk_steel"])
    return alliance_game(board, factions=("marquise", "eyrie", "alliance"), supporters=supporters, **extra)


def test_revolt_removes_enemies_scores_and_places_base_warriors_officer_law_8_4_1():
    game = revolt_position()
    # Rabbit clearings 5, 10 and 4 are sympathetic (4 has one slot, empty): each can take the rabbit base.
    assert expect(game, "alliance.revolt", "alliance") == ["clearing:4", "clearing:5", "clearing:10", "pass"]
    play_choices(game, "clearing:5")
    st = game.state
    assert supporter_ids(game) == ["anvil", "foxfolk_steel"]  # the two rabbit supporters were spent (8.4.1.II)
    cl = st.clearings[5]
    assert cl.warriors == {"alliance": 3}    # three sympathetic rabbit clearings (8.4.1.III)
    assert cl.buildings == [("alliance", "base_rabbit")] and cl.tokens == [("alliance", "sympathy")]
    assert alliance(game).data["officers"] == 1 and alliance(game).supply["warrior"] == 10 - 3 - 1
    assert sorted(score_events(game)) == [(1, "removed roost"), (1, "removed sawmill"), (1, "removed wood")]
    assert st.factions["marquise"].supply["warrior"] == 25 and st.factions["eyrie"].tracks["roost"] == 7
    # The rabbit base is on the map: no more rabbit revolts; Spread Sympathy comes next (Law 8.4: revolts first).
    assert expect(game, "alliance.spread")
    check(game)


def test_revolt_needs_two_matching_supporters_birds_wild_law_8_4_1_ii():
    game = revolt_position(supporters=["a_visit_to_friends", "anvil"])
    assert events(game, "revolt") == [] and game.pending.kind != "alliance.revolt"  # one rabbit is not enough
    game = revolt_position(supporters=["a_visit_to_friends", "ambush_bird", "anvil"])
    assert game.pending.kind == "alliance.revolt"
    play_choices(game, "clearing:10")
    assert supporter_ids(game) == ["anvil"]  # the bird was spent as a rabbit
    assert game.state.clearings[10].buildings == [("alliance", "base_rabbit")]


def test_revolt_needs_the_matching_base_in_the_bases_box_law_8_4_1_i():
    game = revolt_position(clearings={3: {"alliance": {"base_rabbit": 1}}})  # the rabbit base is on the map
    assert events(game, "revolt") == [] and game.pending.kind == "alliance.spread"  # no revolt offered


def test_revolt_supporter_choice_when_more_match_law_8_4_1_ii():
    game = revolt_position(supporters=["a_visit_to_friends", "bake_sale", "ambush_bird"])
    play_choices(game, "clearing:4")
    stack = alliance(game).zones["supporters"]
    assert game.pending.kind == "alliance.revolt.supporter"
    assert len(game.pending.options) == 3
    play_choices(game, f"supporter:{held(game, 'ambush_bird', stack)}")
    play_choices(game, f"supporter:{held(game, 'bake_sale', stack)}")
    assert supporter_ids(game) == ["a_visit_to_friends"]


def test_revolt_removal_triggers_field_hospitals_law_8_4_1_and_6_2_3():
    game = revolt_position(clearings={1: {"marquise": {"keep": 1}}}, hands={"marquise": ["cobbler"]})
    play_choices(game, "clearing:5")
    assert expect(game, "marquise.field_hospitals", "marquise")
    play_choices(game, f"card:{held(game, 'cobbler', game.state.factions['marquise'].hand)}")
    assert game.state.clearings[1].warriors == {"marquise": 2}
    assert game.state.clearings[5].buildings == [("alliance", "base_rabbit")]


def test_revolt_with_no_slot_left_goes_on_without_the_base_law_8_4_1_and_1_5_4():
    """Rabbit clearing 4 has one slot, here taken by a ruin (2.2.3: no building can go there). Placing the base
    is part of the revolt's effect, not a prerequisite: the revolt removes the enemies, places the warriors and
    the officer, and the base, placed as far as possible (none), stays in the Bases box (1.5.4)."""
    game = scenario(("marquise", "eyrie", "alliance"), "alliance", "birdsong",
                    {4: {"alliance": {"sympathy": 1}, "eyrie": {"warrior": 1}}}, ruins={"4": 1},
                    data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"], "officers": 0},
                          "eyrie": {"leader": "commander", "viziers": {}}})
    checker = InvariantChecker(game)
    assert expect(game, "alliance.revolt", "alliance") == ["clearing:4", "pass"]
    play_choices(game, "clearing:4")
    checker(game)
    cl = game.state.clearings[4]
    assert cl.buildings == [] and cl.ruins == 1 and cl.warriors == {"alliance": 1}
    assert pieces.available(game, "alliance", "base_rabbit") == 1 and alliance(game).data["officers"] == 1
    assert supporter_ids(game) == [] and [e["clearing"] for e in events(game, "revolt")] == [4]


def test_revolt_places_the_most_warriors_possible_law_8_4_1_and_1_5_4():
    game = revolt_position(clearings={9: {"alliance": {"warrior": 8}}})
    play_choices(game, "clearing:5")
    assert warriors(game, 5) == 2 and alliance(game).data["officers"] == 0  # 2 left: no officer
    check(game)


# -- Spread Sympathy (8.4.2) -------------------------------------------------------------------------------

def test_spread_sympathy_anywhere_when_none_on_the_map_law_8_4_2_i():
    game = alliance_game({1: {"marquise": {"keep": 1}}}, supporters=["ambush_bird"])
    options = expect(game, "alliance.spread", "alliance")
    assert options == [f"clearing:{c}" for c in range(2, 13)] + ["pass"]  # not the keep's clearing (6.2.2)
    play_choices(game, "clearing:8")
    assert sympathetic(game, 8) and supporter_ids(game) == []
    assert score_events(game) == []  # the first space scores 0


def test_spread_sympathy_adjacent_cost_and_score_law_8_4_2():
    game = alliance_game({5: {"alliance": {"sympathy": 1}}, 10: {"alliance": {"sympathy": 1}},
                          2: {"alliance": {"sympathy": 1}}}, supporters=["anvil", "foxfolk_steel", "sword"])
    # The fourth token costs 2 and scores 1; the unsympathetic neighbours of 2, 5 and 10 are 1, 6 and 12 (fox).
    assert expect(game, "alliance.spread") == ["clearing:1", "clearing:6", "clearing:12", "pass"]
    assert [o.data["cost"] for o in game.pending.options[:3]] == [2, 2, 2]
    play_choices(game, "clearing:12")
    assert sympathetic(game, 12) and supporter_ids(game) == ["sword"]
    assert score_events(game) == [(1, "spread sympathy")]
    assert alliance(game).tracks["sympathy"] == 6


def test_spread_sympathy_only_along_open_paths_on_the_mountain_law_8_4_2_i_and_c_3_2():
    """Law 8.4.2.I: spreading goes to a clearing adjacent to a sympathetic one. On the Mountain a closed path links
    no clearings (C.3.2): from clearing 2 (its path to 5 closed) only 6 and 11 are adjacent, not 5 nor the rest."""
    game = scenario(("marquise", "alliance"), "alliance", "birdsong", {2: {"alliance": {"sympathy": 1}}},
                    map="mountain", data={"alliance": {"supporters": ["ambush_bird"], "officers": 0}})
    assert expect(game, "alliance.spread", "alliance") == ["clearing:6", "clearing:11", "pass"]


def test_martial_law_costs_one_more_supporter_law_8_4_2_ii_a():
    board = {5: {"alliance": {"sympathy": 1}}, 10: {"alliance": {"sympathy": 1}}, 2: {"alliance": {"sympathy": 1}},
             12: {"marquise": {"warrior": 3}}}
    game = alliance_game(board, supporters=["anvil", "foxfolk_steel", "sword"])
    assert "clearing:12" not in expect(game, "alliance.spread")  # 3 needed, 2 fox supporters
    game = alliance_game(board, supporters=["anvil", "foxfolk_steel", "ambush_bird"])
    option = next(o for o in game.pending.options if o.id == "clearing:12")
    assert option.data["cost"] == 3
    play_choices(game, "clearing:12")
    assert supporter_ids(game) == []


def test_martial_law_needs_three_warriors_of_one_player_law_8_4_2_ii_a():
    board = {5: {"alliance": {"sympathy": 1}}, 10: {"alliance": {"sympathy": 1}}, 2: {"alliance": {"sympathy": 1}},
             12: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 2}}, 1: {"alliance": {"warrior": 3}}}
    game = alliance_game(board, factions=("marquise", "eyrie", "alliance"), supporters=["anvil", "foxfolk_steel"])
    costs = {o.id: o.data["cost"] for o in game.pending.options if o.id != "pass"}
    assert costs == {"clearing:1": 2, "clearing:6": 2, "clearing:12": 2}  # own warriors never count


def test_spread_sympathy_choose_which_supporters_law_8_4_2_ii():
    game = alliance_game({5: {"alliance": {"sympathy": 1}}, 10: {"alliance": {"sympathy": 1}},
                          2: {"alliance": {"sympathy": 1}}}, supporters=["anvil", "ambush_bird", "foxfolk_steel"])
    play_choices(game, "clearing:1")
    stack = alliance(game).zones["supporters"]
    assert expect(game, "alliance.spread.supporter") == sorted(f"supporter:{c}" for c in stack)
    play_choices(game, f"supporter:{held(game, 'anvil', stack)}", f"supporter:{held(game, 'foxfolk_steel', stack)}")
    assert supporter_ids(game) == ["ambush_bird"]


def test_no_spread_once_all_ten_sympathy_tokens_are_on_the_map_law_8_4_2_and_8_2_5():
    """Law 8.2.5: the Alliance has ten sympathy tokens; with all of them on the map Spread Sympathy (8.4.2) has no
    token to place: not offered, and Birdsong ends into Daylight."""
    board = {c: {"alliance": {"sympathy": 1}} for c in range(1, 11)}
    game = alliance_game(board, supporters=["anvil", "bake_sale"])  # one fox, one rabbit: no revolt either
    assert alliance(game).tracks["sympathy"] == 0
    assert game.factions["alliance"].spread_clearings(game) == []
    assert expect(game, "alliance.action", "alliance")
    assert events(game, "revolt") == [] and supporter_ids(game) == ["anvil", "bake_sale"]


def test_one_sympathy_token_per_clearing_law_8_2_5_i():
    game = alliance_game({5: {"alliance": {"sympathy": 1, "warrior": 1}}}, phase="daylight")
    assert not pieces.can_place(game, "alliance", "sympathy", 5)
    assert pieces.can_place(game, "alliance", "sympathy", 1)
    assert pieces.can_place(game, "marquise", "wood", 5)  # only sympathy is limited
    assert game.factions["alliance"].organize_clearings(game) == []  # 8.6.1.IV needs an unsympathetic clearing


# -- Daylight (8.5) ----------------------------------------------------------------------------------------

def test_craft_by_activating_sympathy_tokens_law_8_2_1_and_8_5_1():
    game = alliance_game({1: {"alliance": {"sympathy": 1}}, 8: {"alliance": {"sympathy": 1}}},
                         phase="daylight", hands={"alliance": ["foxfolk_steel", "anvil"]})
    assert game.factions["alliance"].crafting_pieces(game) == {"fox": 2}
    play_choices(game, "craft")
    hand = alliance(game).hand
    play_choices(game, f"craft:{held(game, 'foxfolk_steel', hand)}")
    assert alliance(game).crafted_items == ["sword"] and score_events(game) == [(2, "crafted sword")]
    assert "craft" not in expect(game, "alliance.action")  # both tokens used this turn (4.1.1)


def test_after_a_craft_that_changes_nothing_but_the_tokens_used_no_craft_is_offered_law_4_1_1_and_8_5_1():
    # Favor of the Foxes, crafted with all three fox sympathy tokens, removes nothing (no enemy piece in a fox
    # clearing) and leaves no card in play: only the tokens' use changed, and the Anvil in hand is then no longer
    # craftable this turn (4.1.1: each crafting piece once per turn).
    tokens = {c: {"alliance": {"sympathy": 1}} for c in (1, 6, 8)}
    game = alliance_game(tokens, phase="daylight", hands={"alliance": ["favor_of_the_foxes", "anvil"]})
    assert "craft" in expect(game, "alliance.action")
    play_choices(game, "craft", f"craft:{held(game, 'favor_of_the_foxes', alliance(game).hand)}")
    assert hand_ids(game, "alliance") == ["anvil"] and events(game, "favor")
    assert "craft" not in expect(game, "alliance.action")


def test_mobilize_adds_a_hand_card_to_the_supporters_law_8_5_2():
    game = alliance_game(phase="daylight", hands={"alliance": ["sword", "anvil"]})
    play_choices(game, "mobilize", f"card:{held(game, 'sword', alliance(game).hand)}")
    assert supporter_ids(game) == ["sword"] and hand_ids(game, "alliance") == ["anvil"]


def test_mobilize_into_a_full_stack_discards_the_card_law_8_2_3_i():
    five = ["anvil", "foxfolk_steel", "bake_sale", "cobbler", "investments"]
    game = alliance_game(phase="daylight", hands={"alliance": ["sword"]}, supporters=five)
    play_choices(game, "mobilize")
    assert supporter_ids(game) == sorted(five)
    assert "sword" in {game.cards[c].id for c in game.state.discard}


def test_train_spends_a_card_matching_a_base_for_an_officer_law_8_5_3():
    game = alliance_game({1: {"alliance": {"base_fox": 1}}}, phase="daylight",
                         hands={"alliance": ["anvil", "sword", "ambush_bird"]})
    hand = alliance(game).hand
    play_choices(game, "train")
    assert expect(game, "alliance.train") == sorted(f"card:{held(game, n, hand)}" for n in ("anvil", "ambush_bird"))
    play_choices(game, f"card:{held(game, 'anvil', hand)}")
    assert alliance(game).data["officers"] == 1 and alliance(game).supply["warrior"] == 9
    assert "anvil" in {game.cards[c].id for c in game.state.discard}
    check(game)


def test_train_takes_no_bird_card_while_an_effect_makes_birds_not_wild_law_8_5_3_and_2_1_1():
    """Law 8.5.3 takes a bird card only as a wild card (2.1.1): while an effect makes birds not wild (the Twelve
    Colonies' Non Variablis), only the base's suit trains."""
    from rootcore.rules import cards
    game = alliance_game({1: {"alliance": {"base_fox": 1}}}, phase="daylight",
                         hands={"alliance": ["sword", "ambush_bird"]})
    assert "train" in expect(game, "alliance.action")  # the bird card is wild
    cards.set_birds_wild(game, False)
    assert game.factions["alliance"].train_cards(game) == []
    cards.set_birds_wild(game, True)
    assert game.factions["alliance"].train_cards(game) == [held(game, "ambush_bird", alliance(game).hand)]


def test_no_training_without_a_base_on_the_map_law_8_5_3():
    game = alliance_game(phase="daylight", hands={"alliance": ["anvil"]})
    assert "train" not in expect(game, "alliance.action")


def test_supporters_do_not_count_against_the_hand_limit_law_8_2_3():
    game = alliance_game(phase="evening", hands={"alliance": ["anvil", "sword", "bake_sale", "cobbler"]},
                         supporters=["investments", "ambush_bird", "foxfolk_steel"])
    assert len(alliance(game).hand) == 5  # drew one, no discard although 8 cards are held in all
    assert len(alliance(game).zones["supporters"]) == 3


# -- Evening (8.6) -------------------------------------------------------------------------------------------

def test_military_operations_one_per_officer_law_8_6_1():
    game = alliance_game({1: {"alliance": {"base_fox": 1}}}, phase="evening", officers=2,
                         hands={"alliance": ["sword"]})
    expect(game, "alliance.operation", "alliance")
    play_choices(game, "recruit")  # one clearing with a base: placed at once (8.6.1.III)
    play_choices(game, "recruit")
    assert warriors(game, 1) == 2
    # Two officers, two operations: then Draw (1 + 1 per base, 8.6.2).
    assert len(alliance(game).hand) == 3
    assert sum(1 for e in events(game, "drew") if e["faction"] == "alliance") == 1


def test_a_military_operation_may_be_one_move_law_8_6_1_i():
    game = alliance_game({1: {"alliance": {"warrior": 3}}}, phase="evening", officers=2, hands={"alliance": ["sword"]})
    assert "move" in expect(game, "alliance.operation", "alliance")
    play_choices(game, "move", "clearing:5", "count:2")  # from 1, the only origin: taken without asking
    assert warriors(game, 1) == 1 and warriors(game, 5) == 2
    play_choices(game, "move", "clearing:5", "clearing:2", "count:1")  # a second operation may be a move again
    assert (warriors(game, 1), warriors(game, 5), warriors(game, 2)) == (1, 1, 1)
    assert len(alliance(game).hand) == 2  # two officers, two operations: then Draw (8.6.2)


def test_officers_lost_with_a_base_end_the_operations_they_allowed_law_8_6_1_and_8_2_4():
    game = alliance_game({1: {"alliance": {"warrior": 1, "base_fox": 1}, "marquise": {"warrior": 3}},
                          2: {"alliance": {"warrior": 2, "base_mouse": 1}}}, phase="evening", officers=3)
    fix_dice(game, 3, 3)  # the Marquise's three hits take the warrior and the fox base
    play_choices(game, "battle")  # in clearing 1, the only one possible
    assert game.state.clearings[1].buildings == []
    assert alliance(game).data["officers"] == 1  # three, less two (half, rounded up)
    # One operation taken, one officer left: Military Operations are over (Draw follows, 8.6.2).
    assert game.state.current_faction == "marquise"


def test_recruit_offers_every_clearing_with_a_base_law_8_6_1_iii():
    """Law 8.6.1.III: a recruit may place its warrior in any clearing with a base, so with two bases on the map
    the Alliance picks one of the two."""
    game = alliance_game({1: {"alliance": {"base_fox": 1}}, 2: {"alliance": {"base_mouse": 1}}}, phase="evening",
                         officers=1, hands={"alliance": ["sword"]})
    play_choices(game, "recruit")
    assert expect(game, "alliance.recruit", "alliance") == ["clearing:1", "clearing:2"]
    play_choices(game, "clearing:2")
    assert warriors(game, 2) == 1 and warriors(game, 1) == 0


def test_no_military_operations_without_officers_law_8_6_1():
    game = alliance_game({1: {"alliance": {"warrior": 2, "base_fox": 1}}}, phase="evening", officers=0,
                         hands={"alliance": ["sword"]})
    assert len(alliance(game).hand) == 3 and warriors(game, 1) == 2


def test_organize_replaces_a_warrior_with_sympathy_and_scores_law_8_6_1_iv():
    board = {8: {"alliance": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}, 10: {"alliance": {"sympathy": 1}},
             2: {"alliance": {"sympathy": 1}}, 4: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 3}}}
    game = alliance_game(board, phase="evening", officers=1, hands={"alliance": ["sword"]})
    play_choices(game, "organize")
    assert warriors(game, 8) == 1 and sympathetic(game, 8)  # only clearing 8 qualified
    assert score_events(game) == [(2, "organize")]          # the fifth space scores 2; no supporters paid
    assert alliance(game).supply["warrior"] == 10 - 2 - 1 + 1  # two on the map, one officer, one removed
    check(game)


def test_organize_offers_every_unsympathetic_clearing_with_a_warrior_law_8_6_1_iv():
    """Law 8.6.1.IV: warriors in unsympathetic clearings 8 and 2 and in sympathetic 5: she organizes in 8 or 2."""
    board = {8: {"alliance": {"warrior": 1}}, 2: {"alliance": {"warrior": 1}},
             5: {"alliance": {"warrior": 1, "sympathy": 1}}}
    game = alliance_game(board, phase="evening", officers=1, hands={"alliance": ["sword"]})
    play_choices(game, "organize")
    assert expect(game, "alliance.organize", "alliance") == ["clearing:2", "clearing:8"]
    play_choices(game, "clearing:2")
    assert sympathetic(game, 2) and warriors(game, 2) == 0 and warriors(game, 8) == 1


def test_no_organize_in_the_keeps_clearing_law_8_6_1_iv_and_6_2_2():
    """Alliance warriors may move into the keep's clearing, but no sympathy can be placed there (6.2.2): Organize
    takes clearing 5, the only other one with an Alliance warrior, without asking."""
    game = alliance_game({1: {"marquise": {"keep": 1}, "alliance": {"warrior": 2}}, 5: {"alliance": {"warrior": 1}}},
                         phase="evening", officers=1, hands={"alliance": ["sword"]})
    play_choices(game, "organize")
    assert sympathetic(game, 5) and not sympathetic(game, 1) and warriors(game, 1) == 2
    check(game)


def test_organize_removing_its_own_warrior_is_no_outrage_law_8_6_1_iv_and_8_2_6():
    """Outrage (8.2.6) is for another player's doing: the warrior Organize removes (8.6.1.IV) is the Alliance's own
    act, so no Outrage follows, with matching cards in hand or not."""
    game = alliance_game({8: {"alliance": {"warrior": 2}}}, phase="evening", officers=1,
                         hands={"alliance": ["anvil", "foxfolk_steel"]})
    play_choices(game, "organize")
    assert sympathetic(game, 8) and warriors(game, 8) == 1
    assert events(game, "outrage") == [] and events(game, "hand_shown") == []
    assert supporter_ids(game) == []


def test_evening_draw_one_plus_one_per_base_and_discard_to_five_law_8_6_2():
    game = alliance_game({1: {"alliance": {"base_fox": 1}}, 2: {"alliance": {"base_mouse": 1}}}, phase="evening",
                         hands={"alliance": ["anvil", "sword", "bake_sale", "cobbler"]})
    assert game.factions["alliance"].draw_bonus(game) == 2
    assert sum(e["count"] for e in events(game, "drew") if e["faction"] == "alliance") == 3
    expect(game, "discard.hand_limit", "alliance")  # 7 cards: discard two
    game.choose(game.pending.option_ids[0])
    game.choose(game.pending.option_ids[0])
    assert len(alliance(game).hand) == 5


# -- Removing bases (8.2.4) ---------------------------------------------------------------------------------

EIGHT = ["anvil", "ambush_bird", "sword", "cobbler", "bake_sale", "investments", "mouse_in_a_sack",
         "a_visit_to_friends"]


def eyrie_attacks_base(board, supporters, officers, eyrie_hand=("root_tea_mouse",)):
    game = alliance_game(board, factions=("marquise", "eyrie", "alliance"), current="eyrie", phase="daylight",
                         supporters=supporters, officers=officers, hands={"eyrie": list(eyrie_hand)},
                         eyrie={"decree": {"battle": ["foxfolk_steel"]}})
    fix_dice(game, 1, 0)  # 1 rolled + defenseless + Commander: 3 hits on a lone base
    return game


def test_supporters_spent_together_onto_an_empty_deck_all_form_the_new_deck_law_8_2_3_and_2_1():
    """Two fox supporters spent for one revolt's cost while the deck and the discard pile are empty: they reach the
    pile together, so the new deck is both cards (Law 2.1), not the first alone."""
    game = alliance_game(supporters=["anvil", "foxfolk_steel"])
    st = game.state
    stack = game.factions["alliance"].supporters(game)
    spent = list(stack)
    hold_every_card(game, "marquise")
    run(game.factions["alliance"].spend_supporters(game, "fox", 2, "alliance.revolt.pay", "Revolt"))
    assert len(spent) == 2 and sorted(st.deck) == sorted(spent) and st.discard == [] and stack == []
    assert [e["cards"] for e in events(game, "reshuffled")][-1:] == [2]


def test_base_removed_discards_matching_supporters_and_half_the_officers_law_8_2_4():
    game = eyrie_attacks_base({1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1}},
                               2: {"alliance": {"base_mouse": 1}}}, EIGHT, officers=3)
    fs = alliance(game)
    assert fs.supply["base_fox"] == 1 and game.state.clearings[1].buildings == []
    assert score_events(game, "eyrie") == [(1, "removed base_fox")]
    # The fox card and the bird are discarded; another base remains, so the other six stay.
    assert supporter_ids(game) == sorted(set(EIGHT) - {"anvil", "ambush_bird"})
    discarded = {game.cards[c].id for c in game.state.discard}
    assert {"anvil", "ambush_bird"} <= discarded
    assert fs.data["officers"] == 1 and fs.supply["warrior"] == 10 - 1  # 3 officers: 2 removed (rounded up)
    # They are discarded, not spent: the record says so (nothing was paid with them).
    assert [e["reason"] for e in events(game, "supporter_discarded")] == ["base_removed", "base_removed"]
    assert events(game, "supporter_spent") == []
    check(game)


def test_base_removed_with_an_even_number_of_officers_loses_exactly_half_law_8_2_4():
    """Law 8.2.4: half the officers, rounded up, go: of two officers one is lost and one stays."""
    game = eyrie_attacks_base({1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1}},
                               2: {"alliance": {"base_mouse": 1}}}, ["sword"], officers=2)
    assert game.state.clearings[1].buildings == []
    assert alliance(game).data["officers"] == 1 and alliance(game).supply["warrior"] == 10 - 1
    check(game)


def test_last_base_removed_discard_down_to_five_supporters_law_8_2_4():
    game = eyrie_attacks_base({1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1}}}, EIGHT, officers=1)
    assert expect(game, "alliance.discard_supporter", "alliance")  # six left after the fox and bird
    stack = alliance(game).zones["supporters"]
    play_choices(game, f"supporter:{held(game, 'cobbler', stack)}")
    assert supporter_ids(game) == sorted(set(EIGHT) - {"anvil", "ambush_bird", "cobbler"})
    assert alliance(game).data["officers"] == 0  # half of 1, rounded up
    check(game)


def test_last_base_removed_keeps_exactly_five_supporters_law_8_2_4():
    """Law 8.2.4: the last base gone, seven supporters less the fox card and the bird leave five, the limit
    (8.2.3.I): none more is discarded and nothing is asked."""
    seven = [c for c in EIGHT if c != "cobbler"]
    game = eyrie_attacks_base({1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1}}}, seven, officers=0)
    assert game.pending.kind != "alliance.discard_supporter"
    assert supporter_ids(game) == sorted(set(seven) - {"anvil", "ambush_bird"})
    check(game)


def test_base_and_sympathy_removed_together_the_alliance_orders_the_effects_law_4_3_4():
    board = {1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1, "sympathy": 1}},
             2: {"alliance": {"base_mouse": 1}}}
    game = eyrie_attacks_base(board, ["sword", "cobbler"], officers=0, eyrie_hand=("anvil", "bake_sale"))
    play_choices(game, "piece:base_fox")  # three hits: the base, then the token
    assert expect(game, "alliance.removal_order", "alliance") == ["bases_first", "outrage_first"]
    play_choices(game, "outrage_first")
    # Outrage gave the Eyrie's fox card, which the base's removal then discarded as a fox supporter.
    assert supporter_ids(game) == ["cobbler", "sword"]
    assert "anvil" in {game.cards[c].id for c in game.state.discard}
    game = eyrie_attacks_base(board, ["sword", "cobbler"], officers=0, eyrie_hand=("anvil", "bake_sale"))
    play_choices(game, "piece:sympathy")
    assert {make_agent("heuristic", "alliance", seed)(game, game.pending) for seed in range(4)} == {"bases_first"}
    play_choices(game, "bases_first")
    assert supporter_ids(game) == ["anvil", "cobbler", "sword"]


def test_a_favor_removing_a_base_and_sympathy_lets_the_crafter_order_the_effects_law_1_1_3_8_2_4_and_8_2_6():
    """A Favor card removes the base and the sympathy token at once, outside battle: the player taking the turn
    (the crafter, 1.1.3) orders the base's effect and Outrage, not the Alliance (4.3.4 is battle's). Bases first:
    the fox and bird supporters go and 2 of 3 officers (8.2.4), then Outrage gives the only fox card in hand, which
    stays a supporter."""
    clearings = {c: {"marquise": {"workshop": 1}} for c in (1, 6, 12)}
    clearings[1]["marquise"]["warrior"] = 1
    clearings[8] = {"alliance": {"warrior": 1, "base_fox": 1, "sympathy": 1}}
    game = scenario(("marquise", "alliance"), "marquise", "daylight", clearings,
                    hands={"marquise": ["favor_of_the_foxes", "anvil"]},
                    data={"alliance": {"supporters": ["travel_gear_fox", "armorers", "bake_sale"], "officers": 3}})
    play_choices(game, f"craft:{held(game, 'favor_of_the_foxes', game.state.factions['marquise'].hand)}")
    assert expect(game, "alliance.removal_order", "marquise") == ["bases_first", "outrage_first"]
    # The Marquise's bot would have the card she gives discarded with the fox supporters (Outrage first).
    assert {make_agent("heuristic", "marquise", seed)(game, game.pending) for seed in range(4)} == {"outrage_first"}
    play_choices(game, "bases_first")
    assert not game.state.clearings[8].has_any("alliance")
    assert supporter_ids(game) == ["anvil", "bake_sale"] and alliance(game).data["officers"] == 1
    assert game.state.factions["marquise"].score == 2  # the base and the token (3.2.1)
    assert sorted(game.cards[c].id for c in game.state.discard) == ["armorers", "favor_of_the_foxes",
                                                                    "travel_gear_fox"]


def test_removed_base_can_return_by_revolt_law_8_2_4_and_8_4_1():
    game = eyrie_attacks_base({1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1}},
                               2: {"alliance": {"base_mouse": 1}}}, ["anvil"], officers=0)
    assert pieces.available(game, "alliance", "base_fox") == 1


# -- random games -------------------------------------------------------------------------------------------

def test_fifty_random_three_faction_games_keep_every_invariant():
    """50 seeded random games to the end with the invariant checker after every decision (DESIGN 8)."""
    wins, turns = collections.Counter(), []
    for seed in range(50):
        game = play_checked({"factions": ["marquise", "eyrie", "alliance"]}, seed=seed)["game"]
        assert game.is_over, f"seed {seed}"
        wins.update(game.winners or ["turn_cap"])
        turns.append(game.state.turn)
    assert wins["turn_cap"] <= 2, wins  # random play nearly always ends with a winner
    assert wins["alliance"] > 0, wins   # the Alliance can win at all


def test_random_games_replay_from_saves():
    for seed in (3, 11):
        result = play_checked({"factions": ["alliance", "marquise", "eyrie"]}, seed=seed)
        check_replay_equivalence(result["game"])


def test_clone_mid_game_continues_identically():
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance"], "seed": 21})
    checker = InvariantChecker(game)
    rng = random.Random(5)
    for _ in range(400):
        if game.is_over:
            break
        game.choose(rng.choice(game.pending.option_ids))
        checker(game)
    clone = game.clone()
    assert clone.state.to_json() == game.state.to_json()


def test_a_scenario_may_give_the_supporters_as_a_number_dealt_from_the_deck_law_8_2_3():
    """Law 8.2.3: the Supporters stack is cards; a scenario giving only how many deals that many from the deck."""
    game = scenario(("marquise", "alliance"), "alliance", "birdsong", {}, data={"alliance": {"supporters": 3}})
    stack = alliance(game).zones["supporters"]
    assert len(stack) == 3 and not set(stack) & set(game.state.deck)
    check(game)


# -- Audited against Law 8, rule by rule ----------------------------------------------------------------------------

def game_of(clearings=None, *, current="alliance", phase="birdsong", hands=None, supporters=(), officers=0,
            factions=("marquise", "alliance"), deck_top=(), eyrie=None, **spec):
    """A position of `current`'s `phase` with the Alliance's `supporters` (card ids) and `officers`; the Eyrie, when
    in play, Commanders with no viziers (and `eyrie` data)."""
    data = {"alliance": {"supporters": list(supporters), "officers": officers}}
    if "eyrie" in factions:
        data["eyrie"] = {"leader": "commander", "viziers": {}, **(eyrie or {})}
    return scenario(factions, current, phase, clearings, hands={f: list(h) for f, h in (hands or {}).items()},
                    data=data, deck_top=list(deck_top), **spec)


def fs(game, faction="alliance"):
    """A faction's state, the Alliance's by default."""
    return game.state.factions[faction]


def stack_ids(game):
    """The Supporters stack's card ids, sorted."""
    return sorted(game.cards[c].id for c in fs(game).zones["supporters"])


def scored(game, faction="alliance"):
    """The (VP, reason) of each `scored` event of `faction`."""
    return [(e["vp"], e["reason"]) for e in events(game, "scored") if e["faction"] == faction]


# -- passing tests of rules and interactions the faction's tests do not cover ---------------------------------

def test_each_move_of_a_march_into_one_sympathetic_clearing_is_an_outrage_law_8_2_6():
    # Law 8.2.6: each move into a sympathetic clearing triggers Outrage, twice in one March into the same clearing.
    game = game_of({1: {"marquise": {"warrior": 3}}, 5: {"alliance": {"sympathy": 1}}}, current="marquise",
                   phase="daylight", hands={"marquise": ["a_visit_to_friends", "bake_sale", "anvil"]})
    play_choices(game, "march", "clearing:5", "count:1")
    play_choices(game, "clearing:1", "clearing:5", "count:1")
    while game.pending.kind == "alliance.outrage":
        game.choose(game.pending.option_ids[0])
    assert [e["clearing"] for e in events(game, "outrage")] == [5, 5]
    assert stack_ids(game) == ["a_visit_to_friends", "bake_sale"] and hand_ids(game, "marquise") == ["anvil"]


def test_outrage_with_an_empty_hand_shows_it_and_the_alliance_draws_law_8_2_6():
    # Law 8.2.6: no cards at all is no matching card: the (empty) hand is shown and the Alliance draws.
    game = game_of({1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}, current="marquise",
                   phase="daylight", hands={"marquise": []}, deck_top=["cobbler"])
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    assert len(events(game, "hand_shown")) == 1 and stack_ids(game) == ["cobbler"]


def test_outrage_card_drawn_into_a_full_stack_is_discarded_law_8_2_6_and_8_2_3_i():
    # Law 8.2.3.I with 8.2.6: the card the Alliance draws for Outrage is discarded when five supporters and no base.
    five = ["anvil", "sword", "bake_sale", "investments", "foxfolk_steel"]
    game = game_of({1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}}, current="marquise",
                   phase="daylight", hands={"marquise": ["mouse_in_a_sack"]}, deck_top=["cobbler"], supporters=five)
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    assert stack_ids(game) == sorted(five)
    assert "cobbler" in {game.cards[c].id for c in game.state.discard}


def test_an_officer_trained_in_daylight_adds_an_operation_that_evening_law_8_5_3_and_8_6_1():
    # Law 8.5.3 then 8.6.1: the officer trained this Daylight counts for this Evening's operations.
    game = game_of({1: {"alliance": {"base_fox": 1}}}, phase="daylight", hands={"alliance": ["anvil", "sword"]})
    play_choices(game, "train", "end")  # the anvil, the only fox card, is spent without asking
    assert fs(game).data["officers"] == 1
    assert expect(game, "alliance.operation", "alliance")
    play_choices(game, "recruit")
    assert warriors(game, 1) == 1


def test_guerrilla_war_with_equal_rolls_both_deal_the_roll_law_8_2_2_and_4_3_2():
    # Law 8.2.2 with 4.3.2: equal rolls, each side deals that number.
    game = game_of({5: {"marquise": {"warrior": 3}, "alliance": {"warrior": 3}}}, current="marquise",
                   phase="daylight")
    fix_dice(game, 2, 2)
    play_choices(game, "battle")
    assert warriors(game, 5, "marquise") == 1 and warriors(game, 5) == 1


def test_revolt_keeps_the_alliances_own_warriors_and_adds_more_law_8_4_1_iii():
    # Law 8.4.1.III: only enemy pieces go; the warriors placed join the Alliance's own.
    game = game_of({5: {"alliance": {"sympathy": 1, "warrior": 1}, "marquise": {"warrior": 2}},
                    10: {"alliance": {"sympathy": 1}}}, supporters=["bake_sale", "a_visit_to_friends"])
    play_choices(game, "clearing:5")
    assert warriors(game, 5) == 3 and warriors(game, 5, "marquise") == 0


def test_martial_law_adds_one_supporter_even_with_two_players_of_three_warriors_law_8_4_2_ii_a():
    # Law 8.4.2.II.a: one more supporter, not one per player with three warriors.
    board = {5: {"alliance": {"sympathy": 1}}, 1: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}}
    game = game_of(board, factions=("marquise", "eyrie", "alliance"), supporters=["anvil", "foxfolk_steel"])
    costs = {o.id: o.data["cost"] for o in game.pending.options if o.id != "pass"}
    assert costs == {"clearing:1": 2}  # 1 + 1, not 1 + 2 (clearing 2, mouse, cannot be paid)


def test_train_needs_a_base_on_the_map_of_the_cards_suit_law_8_5_3():
    # Law 8.5.3: a mouse card cannot train with only the fox base on the map.
    game = game_of({1: {"alliance": {"base_fox": 1}}}, phase="daylight", hands={"alliance": ["mouse_in_a_sack"]})
    assert "train" not in expect(game, "alliance.action")


def test_spread_sympathy_with_boat_builders_crosses_rivers_law_8_4_2_i_and_2_3():
    # Law 8.4.2.I with Boat Builders (rivers are paths for the holder): river neighbours 5 and 11 of 10 are adjacent.
    game = game_of({10: {"alliance": {"sympathy": 1}}}, supporters=["ambush_bird"],
                   play_areas={"alliance": ["boat_builders"]}, deck="exiles")
    assert expect(game, "alliance.spread") == ["clearing:1", "clearing:2", "clearing:5", "clearing:11",
                                               "clearing:12", "pass"]


def test_no_spread_into_a_clearing_with_a_face_up_snare_law_8_4_2_and_13_7_2():
    # Law 8.4.2 with 13.7.2: no sympathy can be placed under a face-up snare.
    game = scenario(("alliance", "corvid"), "alliance", "birdsong",
                    {5: {"alliance": {"sympathy": 1}}, 2: {"corvid": {"warrior": 1}, "alliance": {"warrior": 1}}},
                    data={"alliance": {"supporters": ["ambush_bird"], "officers": 0},
                          "corvid": {"plots": {2: "snare"}, "face_up": [2]}})
    assert expect(game, "alliance.spread") == ["clearing:1", "pass"]


def test_two_revolts_of_different_suits_in_one_birdsong_law_8_4_1():
    # Law 8.4.1: any number of revolts; each places its suit's base, warriors and an officer.
    board = {5: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}}, 1: {"alliance": {"sympathy": 1}},
             10: {"alliance": {"sympathy": 1}}}
    game = game_of(board, supporters=["bake_sale", "a_visit_to_friends", "anvil", "foxfolk_steel", "sword"])
    play_choices(game, "clearing:5")
    assert expect(game, "alliance.revolt") == ["clearing:1", "pass"]
    play_choices(game, "clearing:1")
    assert {game.state.clearings[c].buildings[0][1] for c in (1, 5)} == {"base_fox", "base_rabbit"}
    assert warriors(game, 5) == 2 and warriors(game, 1) == 1 and fs(game).data["officers"] == 2
    # No spreading possible (one mouse supporter left, the 4th token costs 2): Birdsong is over.
    assert game.state.phase != "birdsong"


def test_spreading_three_times_scores_and_costs_along_the_track_law_8_4_2_ii_iii():
    # Law 8.4.2.II-III: tokens 1-3 cost 1 and score 0, 1, 1; the 4th costs 2.
    game = game_of(supporters=["sword", "cobbler", "anvil", "foxfolk_steel", "travel_gear_fox"])
    play_choices(game, "clearing:9", "clearing:4")  # mouse (sword), rabbit (cobbler): no choice of supporter
    play_choices(game, "clearing:12")
    play_choices(game, game.pending.option_ids[0])
    # 1st 0, 2nd 1, 3rd 1; 4th costs 2
    assert scored(game) == [(1, "spread sympathy"), (1, "spread sympathy")]
    assert [o.id for o in game.pending.options] == ["clearing:1", "clearing:8", "pass"]  # fox only: two fox cards left
    assert all(o.data["cost"] == 2 for o in game.pending.options if o.id != "pass")


def test_guerrilla_war_high_roll_is_capped_by_the_alliances_warriors_law_8_2_2_and_4_3_2_i():
    # Law 8.2.2 with 4.3.2.I: the higher roll, 3, deals only as many hits as the Alliance has warriors (1).
    game = game_of({5: {"marquise": {"warrior": 3}, "alliance": {"warrior": 1}}}, current="marquise",
                   phase="daylight")
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert events(game, "dice")[0]["defender_hits"] == 1 and events(game, "dice")[0]["attacker_hits"] == 0


def test_military_operations_mix_organize_and_recruit_law_8_6_1():
    # Law 8.6.1: two officers, an Organize then a Recruit.
    game = game_of({8: {"alliance": {"warrior": 2, "base_fox": 1}}}, phase="evening", officers=2,
                   hands={"alliance": ["sword"]})
    play_choices(game, "organize", "recruit")
    assert sympathetic(game, 8) and warriors(game, 8) == 2


def test_outrage_resolved_after_the_last_base_is_gone_meets_the_five_card_limit_law_8_2_3_i_8_2_4_8_2_6():
    # Law 1.1.3, 8.2.3.I, 8.2.6: base and token removed together; Outrage first still sees no base on the map,
    # so the card given to a full stack is discarded.
    five = ["sword", "cobbler", "bake_sale", "investments", "mouse_in_a_sack"]
    game = game_of({1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1, "sympathy": 1}}},
                   factions=("marquise", "eyrie", "alliance"), current="eyrie", phase="daylight",
                   supporters=five, hands={"eyrie": ["anvil"]}, eyrie={"decree": {"battle": ["foxfolk_steel"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "piece:base_fox", "outrage_first")
    assert stack_ids(game) == sorted(five)  # no base left: the stack is full, the card given is discarded
    assert "anvil" in {game.cards[c].id for c in game.state.discard}


def test_spread_sympathy_needs_no_open_slot_law_8_4_2_and_2_2_3():
    # Law 8.4.2 with 2.2.3: a token uses no building slot.
    game = game_of({1: {"marquise": {"sawmill": 1}}, 5: {"alliance": {"sympathy": 1}}}, supporters=["anvil"])
    assert "clearing:1" in expect(game, "alliance.spread")
    play_choices(game, "clearing:1")
    assert sympathetic(game, 1)


def test_no_revolt_after_spreading_sympathy_law_8_4():
    # Law 8.4: Revolt, then Spread Sympathy, in that order: a revolt made payable by spreading is not offered.
    game = game_of({1: {"alliance": {"sympathy": 1}}},
                   supporters=["bake_sale", "a_visit_to_friends", "cobbler"])
    assert expect(game, "alliance.spread")  # no fox supporters: no revolt in 1
    play_choices(game, "clearing:5")
    play_choices(game, game.pending.option_ids[0])  # which rabbit supporter
    assert sympathetic(game, 5) and len(fs(game).zones["supporters"]) == 2
    # Two rabbit supporters now could pay a revolt in rabbit clearing 5, but Revolt came first (8.4): not offered.
    assert expect(game, "alliance.spread") == ["clearing:10", "pass"]
    turn = game.state.turn
    play_choices(game, "pass")
    assert events(game, "revolt") == [] and game.state.turn != turn


def test_placing_warriors_in_a_sympathetic_clearing_is_no_outrage_law_8_2_6():
    # Law 8.2.6: the Marquise's Recruit places, not moves: no Outrage.
    game = game_of({5: {"alliance": {"sympathy": 1}, "marquise": {"recruiter": 1}}}, current="marquise",
                   phase="daylight", hands={"marquise": ["bake_sale"]})
    play_choices(game, "recruit")
    assert warriors(game, 5, "marquise") == 1 and events(game, "outrage") == []


def test_a_revolt_that_could_not_place_its_base_uncovers_no_draw_bonus_law_8_6_2():
    # Law 8.6.2: the base stayed in the Bases box (no slot), so Evening draws one card.
    game = scenario(("marquise", "alliance"), "alliance", "birdsong",
                    {4: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}}}, ruins={"4": 1},
                    data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"], "officers": 0}},
                    hands={"alliance": []})
    play_choices(game, "clearing:4")
    assert game.state.clearings[4].buildings == []
    while game.state.current_faction == "alliance":
        game.choose("end" if "end" in game.pending.option_ids else game.pending.option_ids[-1])
    assert [e["count"] for e in events(game, "drew") if e["faction"] == "alliance"][0] == 1
