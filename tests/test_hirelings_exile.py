"""The Exile / the Brigand (Marauder Expansion; Law Appendix E, set up by A.6; the sides as the card library's text
gives them, the readings in content/hirelings/the_exile.toml).

A game has exactly three hirelings: the card is tested with the Last Dynasty and a stand-in with the Dynasty's rules
(`stand_in_hirelings`); the random games use real cards. Autumn: forest f4 touches clearings 3 (rabbit), 6 (fox) and
11 (mouse) and is adjacent to forests f3 and f5; clearings 6, 10, 11 and 12 hold the ruins."""
from __future__ import annotations

import pytest

from rootcore import ConfigError, new_game
from rootcore.rules import battle, cards, craft
from rootcore.scenario import ScenarioError
from rootcore.testing import _item_totals
from rootcore_plugins.standard_deck import remove_all_enemy_pieces
from helpers import (card_games, choose_first_hireling, events, expect, fix_dice, hireling_scenario, hundreds_data,
                     no_problems, play_choices, run, warriors)

CARD = "the_exile"
EXILE = {"side": "promoted", "controller": "marquise", "control": 2}
ALLIANCE_EXILE = {**EXILE, "controller": "alliance"}  # battling the Marquise (no Guerrilla War, 8.2.2)
BRIGAND = {"side": "demoted", "controller": "marquise", "control": 2}
CLUBS = ["club", "club", "club"]

pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def exile_game(clearings, items=CLUBS, forest="f4", state=None, current="marquise", phase="daylight", **spec):
    """The Exile (the Marquise's, by default) in `forest` holding `items` ("kind:exhausted" for an exhausted one)."""
    data = {CARD: {"forest": forest, "items": list(items)}, **spec.pop("data", {})}
    return hireling_scenario(CARD, ["marquise", "alliance"], current, phase, clearings, state or EXILE, data=data,
                             **spec)


def card(game) -> dict:
    return game.state.factions[CARD].data


def on_card(game) -> tuple[list[str], list[str]]:
    return card(game)["ready"], card(game)["exhausted"]


def exile_action(game, choices):
    """The Exile's Daylight action (E.2.4), run bare with `choices`; returns the decision kinds asked."""
    asked, _ = run(game.factions[CARD].daylight_promoted(game, card(game)["controller"]), choices)
    return [d.kind for d in asked]


def menu_extras(game, player) -> list[str]:
    return [o.id for o in cards.daylight_extras(game, player)]


def resolve_extra(game, player, option_id, choices=()):
    option = next(o for o in cards.daylight_extras(game, player) if o.id == option_id)
    asked, _ = run(cards.resolve_daylight_extra(game, player, option), choices)
    return asked


def set_up_first(factions) -> tuple:
    game = new_game({"factions": factions, "hirelings": [CARD, "last_dynasty", "stand_in_a"], "seed": 2})
    return game, choose_first_hireling(game, CARD)


# -- setup (A.6.3) and the excluded faction (A.6.5) ----------------------------------------------------------------

def test_the_exile_is_set_up_in_any_forest_with_its_three_clubs_on_the_card():
    game, player = set_up_first(["marquise", "alliance"])  # two players: no card demoted (A.6.2)
    items_before = _item_totals(game)
    assert expect(game, f"{CARD}.setup", player) == [f"forest:f{i}" for i in range(1, 8)]
    game.choose("forest:f4")
    assert card(game)["location"] == {"forest": "f4"} and on_card(game) == (CLUBS, [])
    assert not any(CARD in cl.pawns for cl in game.state.clearings.values())  # in a forest, in no clearing
    assert game.state.factions[CARD].supply["pawn"] == 0 and _item_totals(game) == items_before
    no_problems(game)


def test_the_brigand_puts_the_r_items_under_the_ruins_at_setup():
    # The card's demoted setup, as 9.3.4: one "R" item under each ruin, from the card's box (items conserved).
    game, _ = set_up_first(["marquise", "alliance", "lizard", "riverfolk", "duchy"])  # five players: all demoted
    assert card(game)["side"] == "demoted" and card(game)["location"] is None
    assert sorted(game.state.ruin_items) == [6, 10, 11, 12]
    assert sorted(i for stack in game.state.ruin_items.values() for i in stack) == ["bag", "boot", "hammer", "sword"]
    assert card(game)["box"] == {"club": 3}
    no_problems(game)


def test_the_card_keeps_the_vagabond_out():
    with pytest.raises(ConfigError, match="vagabond"):  # A.6.5
        new_game({"factions": ["marquise", "vagabond"], "hirelings": [CARD, "last_dynasty", "stand_in_a"]})


def test_a_card_file_with_a_bad_club_count_is_refused_naming_the_file_and_field(tmp_path):
    from pathlib import Path
    from rootcore.content import ContentError, load_hireling
    text = (Path(__file__).parents[1] / "content/hirelings/the_exile.toml").read_text()
    bad = tmp_path / "the_exile.toml"
    bad.write_text(text.replace("clubs = 3", 'clubs = "three"'))
    with pytest.raises(ContentError, match=r"the_exile.toml: \$.data.clubs: 'three' is not of type 'integer'"):
        load_hireling(str(bad))


def test_a_scenario_naming_no_forest_of_the_map_is_refused():
    with pytest.raises(ScenarioError, match="forest 'f99'"):
        exile_game({}, forest="f99")


def test_a_scenarios_clubs_on_the_card_come_out_of_its_box():
    # The card holds three Club items in all (content-facts section F): a scenario putting two on the card, beside
    # another item, leaves the third in the box, and none is counted twice.
    game = exile_game({}, items=["club", "boot", "club:exhausted"])
    assert on_card(game) == (["club", "boot"], ["club"]) and card(game)["box"]["club"] == 1
    assert game.factions[CARD].items_held(game)["club"] == 3


def test_the_exiles_pawn_is_drawn_in_its_forest():
    from rootcore.render import render_svg
    assert 'class="pawn faction-the_exile"' in render_svg(exile_game({}))


# -- the Exile (promoted): moving from forest to forest --------------------------------------------------------------

def test_the_exile_moves_to_an_adjacent_forest_for_an_item_and_refreshes_when_done():
    # The card and 2.4.1: one face-up item exhausted per move, to a forest adjacent to its own (f4: f3, f5), as often
    # as the controller likes; then every item on the card is refreshed.
    game = exile_game({})
    asked = exile_action(game, ["move", "forest:f5", "move", "forest:f6", "done"])
    assert asked == [f"{CARD}.action", f"{CARD}.forest"] * 2 + [f"{CARD}.action"]
    assert [e["destination"] for e in events(game, "pawn_moved")] == ["f5", "f6"]
    assert card(game)["location"] == {"forest": "f6"}
    assert len(events(game, "item_exhausted")) == 2 and on_card(game) == (CLUBS, [])
    assert len(events(game, "items_refreshed")) == 1  # once, when the controller is done
    no_problems(game)


def test_the_exile_offers_only_the_adjacent_forests_and_stops_without_face_up_items():
    game = exile_game({}, items=["club", "club:exhausted"])
    asked, _ = run(game.factions[CARD].daylight_promoted(game, "marquise"), ["move", "forest:f3"])
    assert asked[0].option_ids == ["move", "done"]  # one face-up item: no battle (two), and no defender anyway
    assert asked[1].option_ids == ["forest:f3", "forest:f5"]
    assert len(asked) == 2  # nothing face up left: the action ends by itself, and the items are refreshed
    assert on_card(game) == (["club", "club"], [])


# -- the Exile in battle ---------------------------------------------------------------------------------------------

def test_the_exile_battles_a_clearing_its_forest_touches_with_hits_up_to_its_items():
    # The card: two face-up items exhausted to battle in a clearing f4 touches (3, not 1); it rolls up to as many hits
    # as items on the card, exhausted ones too (4.3.2.I: three here); the hit it takes removes an exhausted item, none
    # being face up (G.1.22: permanently); nobody scores (E.3.6).
    game = exile_game(state=ALLIANCE_EXILE, items=["club", "club", "boot:exhausted"],
                      clearings={3: {"marquise": {"warrior": 4}}, 1: {"marquise": {"warrior": 2}}})
    fix_dice(game, 3, 1)
    assert exile_action(game, ["battle"]) == [f"{CARD}.action", f"{CARD}.battle.clearing", f"{CARD}.battle.defender"]
    assert events(game, "battle")[0]["clearing"] == 3
    assert events(game, "dice")[0]["attacker_hits"] == 3 and warriors(game, 3, "marquise") == 1
    assert game.state.removed_items == {"boot": 1}
    assert on_card(game) == (["club", "club"], [])  # nothing face up after the hit: done, refreshed
    assert game.scores == {"alliance": 0, "marquise": 0}
    no_problems(game)


def test_hits_the_exile_takes_exhaust_face_up_items_first():
    game = exile_game(state=ALLIANCE_EXILE, clearings={3: {"marquise": {"warrior": 4}}},
                      items=["club", "club", "club", "boot"])
    fix_dice(game, 2, 2)
    exile_action(game, ["battle"])
    assert events(game, "dice")[0]["defender_hits"] == 2 and warriors(game, 3, "marquise") == 2
    assert not game.state.removed_items and sorted(on_card(game)[0]) == ["boot", "club", "club", "club"]
    assert [e["item"] for e in events(game, "item_exhausted")] == ["club", "club", "club", "boot"]


def test_after_an_ambush_the_exiles_battle_goes_on_while_the_card_holds_an_item():
    # 4.3.1.II with the card: the ambush's two hits exhaust the last face-up item and remove an exhausted one; the
    # items left are what the Exile fights with (`Faction.fights_from_outside`), so the battle goes on.
    game = exile_game(state=ALLIANCE_EXILE, clearings={3: {"marquise": {"warrior": 3}}},
                      hands={"marquise": ["ambush_rabbit"]})
    fix_dice(game, 3, 0)
    game.factions[CARD]._exhaust(game, 2)  # paid for the battle: one club face up, two exhausted
    run(battle.fight(game, CARD, 3, "marquise"), ["ambush:" + str(game.state.factions["marquise"].hand[0])])
    assert events(game, "ambush") and not events(game, "battle_ended_early")
    assert game.state.removed_items == {"club": 1} and on_card(game) == ([], ["club", "club"])
    assert events(game, "dice")[0]["attacker_hits"] == 2 and warriors(game, 3, "marquise") == 1


def test_an_ambush_leaving_the_card_no_item_ends_the_battle():
    game = exile_game(state=ALLIANCE_EXILE, clearings={3: {"marquise": {"warrior": 3}}}, items=["club", "club"],
                      hands={"marquise": ["ambush_rabbit"]})
    game.factions[CARD]._exhaust(game, 2)
    run(battle.fight(game, CARD, 3, "marquise"), ["ambush:" + str(game.state.factions["marquise"].hand[0])])
    assert events(game, "battle_ended_early") and not events(game, "dice")
    assert game.state.removed_items == {"club": 2} and on_card(game) == ([], [])
    assert not game.factions[CARD].daylight_available(game, "alliance")  # nothing left to pay with


def test_hits_beyond_the_exiles_items_are_lost_law_4_3_2_and_g_1_22():
    """The card (4.3.2): each hit the Exile takes exhausts a face-up item or removes an exhausted one (G.1.22). With
    its two clubs spent on the battle, the Marquise's three hits remove both; the third finds nothing on the card
    and does nothing."""
    game = exile_game(state=ALLIANCE_EXILE, clearings={3: {"marquise": {"warrior": 4}}}, items=["club", "club"])
    fix_dice(game, 3, 3)
    exile_action(game, ["battle"])
    assert events(game, "dice")[0]["defender_hits"] == 3 and warriors(game, 3, "marquise") == 2
    assert game.state.removed_items == {"club": 2} and on_card(game) == ([], [])
    assert [e["item"] for e in events(game, "item_removed")] == ["club", "club"]
    no_problems(game)

def test_the_exile_is_never_a_defender_nor_removed():
    # It stands in no clearing: no battle there can choose it, and effects removing enemy pieces pass it by.
    game = exile_game(state=ALLIANCE_EXILE,
                      clearings={3: {"marquise": {"warrior": 2}, "last_dynasty": {"warrior": 1}}})
    assert battle.defenders(game, "marquise", 3) == ["last_dynasty"]
    run(remove_all_enemy_pieces(game, "marquise", "rabbit", "favor_of_the_rabbits"))
    assert card(game)["location"] == {"forest": "f4"} and on_card(game) == (CLUBS, [])


def test_the_exile_can_battle_only_an_enemy_next_to_its_forest():
    # E.3.2: the controller's pieces are no enemy's; clearing 1 does not touch f4.
    game = exile_game(state=ALLIANCE_EXILE,
                      clearings={3: {"alliance": {"warrior": 2}}, 1: {"marquise": {"warrior": 2}}})
    assert game.factions[CARD]._battles(game) == []
    asked, _ = run(game.factions[CARD].daylight_promoted(game, "alliance"), ["done"])
    assert asked[0].option_ids == ["move", "done"]


# -- the Exile: any player's aid (an ability, E.2.2) ------------------------------------------------------------------

def test_a_player_next_to_the_exile_puts_a_crafted_item_on_the_card_for_a_card_and_a_point():
    # Any player (here not the controller) with a faction piece in a clearing the forest touches (6): the item goes
    # face up onto the card, the player draws a card and scores one.
    game = exile_game({6: {"alliance": {"warrior": 1}}}, current="alliance")
    game.state.factions["alliance"].crafted_items.append("boot")
    assert f"extra:hireling:{CARD}:aid" in menu_extras(game, "alliance")
    assert f"extra:hireling:{CARD}:aid" not in menu_extras(game, "marquise")  # no crafted item
    hand = len(game.state.factions["alliance"].hand)
    resolve_extra(game, "alliance", f"extra:hireling:{CARD}:aid")
    assert game.state.factions["alliance"].crafted_items == [] and on_card(game) == (CLUBS + ["boot"], [])
    assert len(game.state.factions["alliance"].hand) == hand + 1 and game.scores["alliance"] == 1
    assert [(e["faction"], e["item"]) for e in events(game, "exile_aided")] == [("alliance", "boot")]
    assert f"extra:hireling:{CARD}:aid" not in menu_extras(game, "alliance")  # nothing left to give
    no_problems(game)


def test_no_aid_without_a_piece_next_to_the_exiles_forest():
    game = exile_game({1: {"alliance": {"warrior": 1}}, 3: {"last_dynasty": {"warrior": 1}}}, current="alliance")
    game.state.factions["alliance"].crafted_items.append("boot")
    assert f"extra:hireling:{CARD}:aid" not in menu_extras(game, "alliance")


def test_the_aid_is_offered_in_the_first_window_of_birdsong_and_evening_again_and_again():
    # Our reading of "at any time on their turn": in Birdsong and Evening once their start effects are over, before
    # their steps (and in Daylight menus), offered again after each item given, until the player stops. No longer at
    # the start of those phases: Law 1.4.1 puts everything "at start of" them first.
    game = exile_game({11: {"alliance": {"warrior": 1}}}, current="alliance")
    exile, fs = game.factions[CARD], game.state.factions["alliance"]
    assert exile.rootcore_phase_open(game, "alliance", "evening", True) is None  # no crafted item
    fs.crafted_items += ["bag", "sword"]
    game.state.factions["marquise"].crafted_items.append("boot")
    assert exile.rootcore_phase_open(game, "alliance", "daylight", True) is None  # Daylight: its menus offer it
    assert exile.rootcore_phase_open(game, "alliance", "evening", False) is None  # the first window of each only
    assert exile.rootcore_phase_open(game, "alliance", "birdsong", False) is None
    assert exile.rootcore_phase_start(game, "marquise", "birdsong") is None  # its controller's: no action (E.2.3)
    asked, _ = run(exile.rootcore_phase_open(game, "alliance", "birdsong", True), ["item:bag", "pass"])
    assert [d.kind for d in asked] == [f"{CARD}.aid", f"{CARD}.aid"] and "pass" in asked[0].option_ids
    assert fs.crafted_items == ["sword"] and game.scores["alliance"] == 1
    assert exile.rootcore_phase_open(game, "alliance", "evening", True) is not None
    assert exile.rootcore_phase_open(game, "marquise", "evening", True) is None  # no piece next to the forest


def test_the_aid_comes_after_the_riverfolk_services_and_a_hirelings_birdsong_action_unordered_law_1_4_1():
    # Law 1.4.1: the Riverfolk's services (11.2.6) and the Bluebird Nobles' action (E.2.3) come at the start of the
    # Marquise's Birdsong, before everything else in it: she orders those two (1.1.3), not the aid, usable at any
    # time on her turn, which is offered once they are over.
    river = {"funds": {}, "payments": {}, "committed": {}, "prices": {"hand_card": 1, "riverboats": 1,
                                                                      "mercenaries": 1}}
    nobles = {"side": "demoted", "controller": "marquise", "control": 2}
    game = hireling_scenario(CARD, ["marquise", "riverfolk"], "marquise", "birdsong",
                             {c: {"marquise": {"warrior": 1}} for c in (1, 2, 6)} | {7: {"riverfolk": {
                                 "trade_post_mouse": 1}}}, EXILE, others={"last_dynasty": nobles},
                             data={CARD: {"forest": "f4", "items": CLUBS}, "riverfolk": river},
                             hands={"marquise": [], "riverfolk": ["bake_sale"]})
    game.state.factions["marquise"].crafted_items.append("boot")
    assert sorted(expect(game, "turn.effect_order", "marquise")) == ["effect:faction:riverfolk",
                                                                      "effect:hireling:last_dynasty"]
    play_choices(game, "effect:faction:riverfolk", "service:hand_card:1")  # her one service (11.2.6)
    assert expect(game, f"{CARD}.aid", "marquise") == ["item:boot", "pass"]
    assert game.scores["marquise"] == 1  # the Nobles scored first: three clearings ruled
    assert len(game.state.factions["marquise"].hand) == 1  # and the card bought
    play_choices(game, "item:boot")
    assert game.scores["marquise"] == 2 and on_card(game) == (CLUBS + ["boot"], [])


def test_an_exhausted_crafted_copy_keeps_its_state_on_the_card():
    # A copy exhausted in a Crafted Items box (League of Adventurous Mice) comes onto the card exhausted.
    game = exile_game({6: {"alliance": {"warrior": 1}}}, current="alliance", deck="exiles")
    game.state.factions["alliance"].crafted_items.append("boot")
    game.state.data["exiles"] = {"exhausted": {"alliance": {"boot": 1}}}
    resolve_extra(game, "alliance", f"extra:hireling:{CARD}:aid", ["item:boot:exhausted"])
    assert on_card(game) == (CLUBS, ["boot"]) and game.state.data["exiles"]["exhausted"]["alliance"] == {}


# -- the Brigand (demoted) -----------------------------------------------------------------------------------------

def brigand_game(clearings, factions=("marquise", "alliance"), state=BRIGAND, ruins=None, **spec):
    game = hireling_scenario(CARD, list(factions), factions[0], "daylight", clearings, state, **spec)
    game.state.ruin_items = ruins if ruins is not None else {6: ["hammer"], 11: ["sword"]}
    return game


def test_the_brigands_controller_takes_the_item_of_a_ruin_where_they_have_pieces():
    # The card: into the Crafted Items box; the last item takes the ruin away (its slot opens); once per Daylight.
    game = brigand_game({6: {"marquise": {"warrior": 1}}, 10: {"alliance": {"warrior": 1}}})
    extras = menu_extras(game, "marquise")
    assert f"extra:hireling:{CARD}:ruin" in extras and f"extra:hireling:{CARD}:steal" not in extras
    assert f"extra:hireling:{CARD}:ruin" not in menu_extras(game, "alliance")  # the controller's only
    resolve_extra(game, "marquise", f"extra:hireling:{CARD}:ruin")
    assert game.state.factions["marquise"].crafted_items == ["hammer"] and 6 not in game.state.ruin_items
    assert game.state.clearings[6].ruins == 0 and events(game, "ruin_removed")
    assert [e["action"] for e in events(game, "hireling_action")] == ["ruin"]
    assert [(e["clearing"], e["item"]) for e in events(game, "brigand_ruin_item")] == [(6, "hammer")]
    assert game.scores["marquise"] == 0
    assert f"extra:hireling:{CARD}:ruin" not in menu_extras(game, "marquise")
    no_problems(game)


def test_another_player_at_a_ruin_is_not_offered_the_brigands_actions_law_e_2_4():
    # E.2.4: the demoted card's actions are its controller's. The Alliance has a warrior at the ruin of 11, a crafted
    # item and a card-holding neighbour there, yet its menu offers neither of them.
    game = brigand_game({6: {"marquise": {"warrior": 1}},
                         11: {"alliance": {"warrior": 1}, "marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]})
    game.state.factions["alliance"].crafted_items.append("boot")
    assert not any(o.startswith(f"extra:hireling:{CARD}:") for o in menu_extras(game, "alliance"))
    assert f"extra:hireling:{CARD}:ruin" in menu_extras(game, "marquise")


def test_the_brigand_hides_the_r_items_under_the_ruins_at_random_law_9_3_4():
    # The card's setup, as a Vagabond's (9.3.4): the ruin stacks are shuffled, so which "R" item lies under which
    # ruin is the game's random draw; over a few seeds the ruin of clearing 6 hides more than one kind.
    under_6 = set()
    for seed in range(6):
        game = brigand_game({}, ruins={})
        game.state.rng.seed(seed)
        run(game.factions[CARD].setup_demoted(game, "marquise"))
        under = sorted(i for stack in game.state.ruin_items.values() for i in stack)
        assert under == ["bag", "boot", "hammer", "sword"]
        under_6.add(game.state.ruin_items[6][0])
    assert len(under_6) > 1


def test_the_brigands_ruin_item_goes_to_the_hundreds_hoard():
    # The card: as the Lord of the Hundreds, into the Hoard (14.2.4), through `Faction.gain_item`.
    game = brigand_game({6: {"hundreds": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}},
                        factions=("hundreds", "marquise"), state={**BRIGAND, "controller": "hundreds"},
                        data={"hundreds": hundreds_data()})
    resolve_extra(game, "hundreds", f"extra:hireling:{CARD}:ruin")
    assert game.state.factions["hundreds"].crafted_items == []
    assert game.factions["hundreds"].hoard_kinds(game) == {"hammer"}
    # An "R" item, marked so in the Hoard: the Hundreds may not raze another ruin's hammer (9.7.3, 14.4.1).
    assert [e for track in game.state.factions["hundreds"].data["hoard"].values() for e in track] == ["hammer:ruin"]


def test_the_brigands_controller_exhausts_a_crafted_item_to_take_a_random_card():
    # The card: from a player with pieces in a clearing where the controller has pieces; the item stays exhausted
    # (no rule refreshes it), so the steal needs another face-up item; once per Daylight.
    game = brigand_game({1: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}}}, ruins={},
                        hands={"alliance": ["anvil", "sword"]})
    marquise = game.state.factions["marquise"]
    assert f"extra:hireling:{CARD}:steal" not in menu_extras(game, "marquise")  # no crafted item
    marquise.crafted_items += ["boot", "bag"]
    hand = len(marquise.hand)
    asked = resolve_extra(game, "marquise", f"extra:hireling:{CARD}:steal", ["item:boot"])
    assert [d.kind for d in asked] == [f"{CARD}.steal.item", f"{CARD}.steal.victim"]
    assert len(marquise.hand) == hand + 1 and len(game.state.factions["alliance"].hand) == 1
    assert craft.exhausted_crafted_items(game, "marquise") == {"boot": 1}
    assert [(e["faction"], e["item"]) for e in events(game, "item_exhausted")] == [("marquise", "boot")]
    assert craft.ready_crafted_items(game, "marquise") == {"bag": 1}  # the core's count, which the card reads
    assert f"extra:hireling:{CARD}:steal" not in menu_extras(game, "marquise")
    no_problems(game)


def test_the_brigand_steals_only_from_a_player_holding_cards_in_a_clearing_it_shares():
    apart = brigand_game({1: {"marquise": {"warrior": 1}}, 2: {"alliance": {"warrior": 1}}}, ruins={},
                         hands={"alliance": ["anvil"]})
    no_cards = brigand_game({1: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}}}, ruins={})
    for game in (apart, no_cards):
        game.state.factions["marquise"].crafted_items.append("boot")
        assert f"extra:hireling:{CARD}:steal" not in menu_extras(game, "marquise")


def test_an_item_the_brigand_exhausted_leaves_the_box_with_its_exhaustion():
    # The exhausted count follows its copy out of the box (`rootcore_crafted_item_taken`: Aid, 9.5.4; the Exile).
    game = brigand_game({}, ruins={})
    marquise = game.state.factions["marquise"]
    marquise.crafted_items += ["boot", "boot"]
    card(game)["exhausted_crafted"] = {"marquise": {"boot": 1}}
    craft.take_crafted_item(game, "marquise", "boot", True, "alliance")
    assert craft.exhausted_crafted_items(game, "marquise") == {} and marquise.crafted_items == ["boot"]


# -- whole games -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [["marquise", "alliance"], ["marquise", "alliance", "hundreds", "duchy"]])
def test_random_games_with_the_card_keep_every_invariant(factions):
    results = card_games(CARD, factions, [CARD, "last_dynasty", "stand_in_a"], 2)
    assert all(r["over"] for r in results)


# -- Audited against Law Appendix E, A.6 and the card's text (HIRE-TS) -------------------------------------------------

def test_the_exile_keeps_the_second_vagabond_out_law_a_6_5():
    # A.6.5: a faction cannot be played while its hireling is in play; the Exile is the Vagabond's, and the second
    # Vagabond board (9.7) is a Vagabond too (EWEN's exile excludes 'vagabond' and 'vagabond2'). A game of the second
    # Vagabond with the Exile was built (the card's file excludes only "vagabond").
    with pytest.raises(ConfigError, match="A.6.5"):
        new_game({"factions": ["marquise", "second_vagabond"], "hirelings": [CARD, "stand_in_a", "stand_in_b"],
                  "seed": 1})
