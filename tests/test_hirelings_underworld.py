"""The Underworld Hireling Pack's cards (Law Appendix E, set up by A.6): the Corvid Spies / Raven Sentries and the
Sunward Expedition / Mole Artisans.

A game has exactly three hirelings: each test combines the card under test with the Last Dynasty and a stand-in
with the Dynasty's rules (`stand_in_hirelings`)."""
from __future__ import annotations

import pytest

import rootcore
from rootcore import new_game
from rootcore.rules import battle
from rootcore.testing import check_plugin_conformance
from helpers import (card_games, choose_first_hireling, events, expect, fix_dice, hireling_scenario, no_problems,
                     play_choices, play_until, run, scenario, warriors)


pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


with_card = hireling_scenario


def set_up_first(card: str, seed: int = 4, suits: dict | None = None):
    """A new two-player game in which the last player sets up `card` first (A.6.3); `suits` changes clearings'
    suits first."""
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": [card, "last_dynasty", "stand_in_a"],
                     "seed": seed})
    game.state.suits.update(suits or {})
    assert choose_first_hireling(game, card) == game.state.turn_order[-1]
    return game


# -- the Corvid Spies (promoted) -----------------------------------------------------------------------------------

SPIES = "extra:hireling:corvid_spies"


def test_the_spies_set_up_in_two_clearings_of_one_suit():
    # Corvid Spies, set up (A.6.3): one Spy in each of two different clearings sharing a suit.
    game = set_up_first("corvid_spies", suits={5: "bird"})  # no other clearing is a bird clearing
    last = game.state.turn_order[-1]
    assert "clearing:5" not in expect(game, "corvid_spies.setup", last)
    assert len(game.pending.option_ids) == 11
    game.choose("clearing:1")  # fox: 1, 6, 8 and 12
    assert expect(game, "corvid_spies.setup", last) == ["clearing:6", "clearing:8", "clearing:12"]
    game.choose("clearing:8")
    assert warriors(game, 1, "corvid_spies") == 1 and warriors(game, 8, "corvid_spies") == 1
    expect(game, "setup.hireling")


def test_the_spies_pair_the_lost_city_with_a_clearing_of_any_of_its_suits():
    # The Lost City (Appendix F) counts as fox, mouse and rabbit: a Spy there pairs with any other clearing.
    game = set_up_first("corvid_spies", suits={5: "fox+rabbit+mouse"})
    game.choose("clearing:5")
    assert len(expect(game, "corvid_spies.setup")) == 11  # every other clearing
    game = set_up_first("corvid_spies", suits={5: "fox+rabbit+mouse"})
    game.choose("clearing:2")  # mouse: 7, 9, 11 and the Lost City
    assert expect(game, "corvid_spies.setup") == ["clearing:5", "clearing:7", "clearing:9", "clearing:11"]


def test_the_spies_are_placed_where_enemies_are_then_battle_in_each_of_their_clearings():
    # Corvid Spies, once per Daylight (E.2.4): two Spies placed, each in a clearing with an enemy piece (not the
    # controller's own, E.3.2); then a battle of the Spies alone (E.3.4) in each clearing with Spies.
    game = with_card("corvid_spies", ["alliance", "marquise"], "alliance", "daylight",
                     {1: {"corvid_spies": {"warrior": 1}, "marquise": {"warrior": 1}}, 2: {"marquise": {"warrior": 2}},
                      3: {"marquise": {"sawmill": 1}}, 4: {"alliance": {"warrior": 1}},
                      9: {"last_dynasty": {"warrior": 1}}}, {"controller": "alliance", "control": 2},
                     hands={"marquise": 1})
    play_until(game, "alliance")
    game.choose(SPIES)
    assert expect(game, "corvid_spies.place", "alliance") == ["clearing:1", "clearing:2", "clearing:3", "clearing:9"]
    play_choices(game, "clearing:2", "clearing:3")
    assert warriors(game, 2, "corvid_spies") == 1 and warriors(game, 3, "corvid_spies") == 1
    assert expect(game, "corvid_spies.then", "alliance") == ["battle", "cards"]
    fix_dice(game, 1, 0, 1, 0, 1, 0)
    game.choose("battle")
    assert expect(game, "corvid_spies.battle.clearing", "alliance") == ["clearing:1", "clearing:2", "clearing:3"]
    game.choose("clearing:3")  # each clearing with Spies, in the order the controller chooses
    assert expect(game, "corvid_spies.battle.clearing", "alliance") == ["clearing:1", "clearing:2"]
    game.choose("clearing:1")  # then clearing 2, the only one left
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [
        ("corvid_spies", 3), ("corvid_spies", 1), ("corvid_spies", 2)]
    assert game.state.clearings[3].buildings == [] and warriors(game, 1, "marquise") == 0
    assert game.scores == {"alliance": 0, "marquise": 0}  # E.3.6: the sawmill scores for nobody
    no_problems(game)


def test_the_spies_are_placed_where_enemies_are_in_a_game_with_lent_warriors():
    # With the Riverfolk in the game (Mercenaries, 11.2.7.III) the core's defenders are those warriors could fight:
    # the Spies still go where any enemy piece is.
    game = with_card("corvid_spies", ["alliance", "marquise", "riverfolk"], "alliance", "daylight",
                     {2: {"marquise": {"warrior": 2}}, 4: {"alliance": {"warrior": 1}},
                      7: {"riverfolk": {"warrior": 1}}}, {"controller": "alliance", "control": 2})
    play_choices(game, SPIES)
    assert expect(game, "corvid_spies.place", "alliance") == ["clearing:2", "clearing:7"]


def test_the_spies_take_a_random_card_from_each_enemy_player_in_one_of_their_clearings():
    game = with_card("corvid_spies", ["alliance", "marquise", "lizard"], "alliance", "daylight",
                     {5: {"corvid_spies": {"warrior": 1}, "marquise": {"warrior": 1}, "lizard": {"warrior": 1},
                          "last_dynasty": {"warrior": 1}},
                      10: {"corvid_spies": {"warrior": 1}, "lizard": {"warrior": 1}}, 4: {"alliance": {"warrior": 1}},
                      11: {"corvid_spies": {"warrior": 4}}},  # all six Spies on the map: none to place
                     {"controller": "alliance", "control": 2}, hands={"alliance": 0, "marquise": 2, "lizard": 3})
    play_until(game, "alliance")
    game.choose(SPIES)
    game.choose("cards")
    assert expect(game, "corvid_spies.cards", "alliance") == ["clearing:5", "clearing:10"]
    game.choose("clearing:5")
    hands = {f: len(game.state.factions[f].hand) for f in ("alliance", "marquise", "lizard")}
    assert hands == {"alliance": 2, "marquise": 1, "lizard": 2}  # one from each enemy player; the Dynasty has none
    assert sorted(e["victim"] for e in events(game, "card_taken")) == ["lizard", "marquise"]
    no_problems(game)


def test_the_spies_with_no_enemy_hand_to_rob_go_straight_to_battle_law_e_2_4():
    # Nobody there holds a card: battling is the only follow-up, so it is not asked.
    game = with_card("corvid_spies", ["alliance", "marquise"], "alliance", "daylight",
                     {2: {"marquise": {"warrior": 2}}, 4: {"alliance": {"warrior": 1}}},
                     {"controller": "alliance", "control": 2}, hands={"marquise": 0})
    play_until(game, "alliance")
    fix_dice(game, 1, 0)
    play_choices(game, SPIES)  # both Spies to 2, the one clearing with an enemy piece (single options are taken)
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("corvid_spies", 2)]
    assert warriors(game, 2, "marquise") == 1
    no_problems(game)


def test_the_spies_by_the_flotilla_alone_are_placed_and_do_nothing_more_law_e_2_4():
    # The uncontrolled Flotilla is an enemy piece (E.3.2), so Spies go to its clearing; but it cannot be battled and
    # holds no hand: after the placing there is nothing left to do, and the action ends.
    game = scenario(["alliance", "marquise"], "alliance", "daylight",
                    {5: {"flotilla": {"pawn": 1}}, 4: {"alliance": {"warrior": 1}}},
                    hirelings={"corvid_spies": {"controller": "alliance", "control": 2}, "flotilla": {},
                               "last_dynasty": {}}, hands={"alliance": 1})
    play_until(game, "alliance")
    play_choices(game, SPIES)  # both Spies to 5, the one clearing with an enemy piece (single options are taken)
    assert warriors(game, 5, "corvid_spies") == 2 and not events(game, "battle")
    assert game.pending.player == "alliance" and SPIES not in game.pending.option_ids  # back to her Daylight
    no_problems(game)


# -- the Raven Sentries (demoted) ----------------------------------------------------------------------------------

@pytest.mark.parametrize("controller, side, sawmill, hits", [
    ("marquise", "demoted", True, 1),   # their building there: one extra hit (E.2.2)
    ("marquise", "demoted", False, 0),  # no building or token of theirs there
    (None, "demoted", True, 0),         # an uncontrolled card gives nobody anything
    ("marquise", "promoted", True, 0),  # the Corvid Spies side has no such ability
])
def test_the_sentries_controller_deals_an_extra_hit_where_they_have_a_building(controller, side, sawmill, hits):
    marquise = {"warrior": 2, "sawmill": 1} if sawmill else {"warrior": 2}
    game = with_card("corvid_spies", ["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": marquise, "alliance": {"warrior": 3}}},
                     {"side": side, "controller": controller, "control": 2 if controller else 0})
    assert (SPIES in game.pending.option_ids) == (side == "promoted")  # the Sentries have no Daylight action
    if side == "promoted":
        game.choose("done")  # the Spies' action is left
    fix_dice(game, 0, 0)  # no rolled hits
    game.choose("battle")  # in clearing 1, the only one, against the Alliance
    assert warriors(game, 1, "alliance") == 3 - hits and warriors(game, 1, "marquise") == 2  # the Alliance: none
    no_problems(game)


def test_the_sentries_controller_deals_an_extra_hit_as_defender_where_they_have_a_token():
    game = with_card("corvid_spies", ["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 3}, "alliance": {"warrior": 1, "sympathy": 1}}},
                     {"side": "demoted", "controller": "alliance", "control": 2})
    play_until(game, "marquise", "marquise.action")
    fix_dice(game, 0, 0)
    game.choose("battle")  # in clearing 1, the only one, against the Alliance
    assert warriors(game, 1, "marquise") == 2  # no rolled hits: the Sentries' one
    no_problems(game)


def test_the_sentries_extra_hit_is_told_to_the_players_law_e_2_2():
    game = with_card("corvid_spies", ["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 2, "sawmill": 1}, "alliance": {"warrior": 3}}},
                     {"side": "demoted", "controller": "marquise", "control": 2})
    fix_dice(game, 0, 0)
    play_choices(game, "battle")
    assert [(e["faction"], e["reason"]) for e in events(game, "extra_hit")] == [("marquise", "Raven Sentries")]


# -- the Sunward Expedition (promoted) ------------------------------------------------------------------------------

EXPEDITION = "extra:hireling:sunward_expedition"


def footholds(game) -> list[int]:
    return [c for c, cl in game.state.clearings.items() if ("sunward_expedition", "foothold") in cl.tokens]


def test_the_expedition_sets_up_a_foothold_and_three_warriors_in_a_clearing():
    game = set_up_first("sunward_expedition")
    assert len(expect(game, "sunward_expedition.setup", game.state.turn_order[-1])) == 12  # any clearing (A.6.3)
    game.choose("clearing:5")
    assert footholds(game) == [5] and warriors(game, 5, "sunward_expedition") == 3
    expect(game, "setup.hireling")


def test_the_expedition_places_a_foothold_and_warriors_then_a_warrior_at_each_foothold():
    # Sunward Expedition, once per Daylight (E.2.4): a foothold from the supply (one is left there, so none is
    # moved, and nothing asked) and up to three warriors in a clearing without one; then a warrior at each foothold,
    # the controller choosing where when too few are left.
    game = with_card("sunward_expedition", ["alliance", "marquise"], "alliance", "daylight",
                     {1: {"sunward_expedition": {"foothold": 1, "warrior": 4}},
                      2: {"sunward_expedition": {"foothold": 1, "warrior": 3}}, 4: {"alliance": {"warrior": 1}}},
                     {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    game.choose(EXPEDITION)
    assert "clearing:1" not in expect(game, "sunward_expedition.foothold", "alliance")  # it has one
    game.choose("clearing:10")
    assert footholds(game) == [1, 2, 10] and not events(game, "foothold_moved")
    assert expect(game, "sunward_expedition.warriors") == ["count:0", "count:1"]  # one warrior left in the supply
    game.choose("count:0")
    assert expect(game, "sunward_expedition.then") == ["move", "reinforce"]
    game.choose("reinforce")
    assert expect(game, "sunward_expedition.reinforce") == ["clearing:1", "clearing:2", "clearing:10"]
    game.choose("clearing:10")
    assert footholds(game) == [1, 2, 10] and warriors(game, 10, "sunward_expedition") == 1
    no_problems(game)


def test_the_expedition_moves_a_foothold_then_moves_and_battles():
    # No foothold left in the supply: one is moved from clearing 1 (no removal); then a move, where the controller
    # rules the origin or the destination with the Expedition's pieces (4.2.1, E.3.1), and a battle of the
    # Expedition alone (E.3.4).
    game = with_card("sunward_expedition", ["alliance", "marquise"], "alliance", "daylight",
                     {1: {"sunward_expedition": {"foothold": 1, "warrior": 1}},
                      3: {"sunward_expedition": {"warrior": 1}, "marquise": {"warrior": 3}},
                      7: {"sunward_expedition": {"foothold": 1}}, 8: {"sunward_expedition": {"foothold": 1}},
                      12: {"marquise": {"warrior": 1}}, 4: {"alliance": {"warrior": 1}}},
                     {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    play_choices(game, EXPEDITION, "clearing:10")
    assert expect(game, "sunward_expedition.foothold_from") == ["clearing:1", "clearing:7", "clearing:8"]
    game.choose("clearing:1")
    assert footholds(game) == [7, 8, 10] and not events(game, "removed")
    play_choices(game, "count:3", "move")
    assert expect(game, "sunward_expedition.move.origin") == ["clearing:1", "clearing:10", "pass"]  # not 3
    play_choices(game, "clearing:10")
    assert "clearing:12" in expect(game, "sunward_expedition.move.destination")
    fix_dice(game, 2, 0)
    play_choices(game, "clearing:12", "count:3")
    assert expect(game, "sunward_expedition.battle.clearing") == ["clearing:3", "clearing:12", "pass"]
    play_choices(game, "clearing:12")
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("sunward_expedition", 12)]
    assert warriors(game, 12, "marquise") == 0 and warriors(game, 12, "sunward_expedition") == 3
    no_problems(game)


def test_the_expedition_with_every_warrior_out_places_a_lone_foothold_then_moves_law_e_2_4():
    # No foothold on the map: the new one can only come from the supply (not asked); no warrior left to place with
    # it or at the footholds, so the move and battle follow at once.
    game = with_card("sunward_expedition", ["alliance", "marquise"], "alliance", "daylight",
                     {1: {"sunward_expedition": {"warrior": 8}}, 4: {"alliance": {"warrior": 1}}},
                     {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    play_choices(game, EXPEDITION, "clearing:10")
    assert footholds(game) == [10]
    expect(game, "sunward_expedition.move.origin", "alliance")
    no_problems(game)


def expedition_with_footholds_in_1_and_2(warriors_1: int, warriors_2: int, more: dict | None = None):
    """The Alliance's Daylight, the Expedition hired: a foothold and `warriors_1` warriors in clearing 1, another and
    `warriors_2` in clearing 2, `more` clearings, the rest in the supply."""
    game = with_card("sunward_expedition", ["alliance", "marquise"], "alliance", "daylight",
                     {1: {"sunward_expedition": {"foothold": 1, "warrior": warriors_1}},
                      2: {"sunward_expedition": {"foothold": 1, "warrior": warriors_2}},
                      4: {"alliance": {"warrior": 1}}, **(more or {})},
                     {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    return game


def test_the_expedition_with_warriors_enough_places_one_at_every_foothold_unasked_law_e_2_4():
    game = expedition_with_footholds_in_1_and_2(1, 1)
    play_choices(game, EXPEDITION, "clearing:10", "count:0", "reinforce")  # the foothold from the supply
    assert game.pending.kind != "sunward_expedition.reinforce"
    assert {c: warriors(game, c, "sunward_expedition") for c in (1, 2, 10)} == {1: 2, 2: 2, 10: 1}
    no_problems(game)


def test_the_expedition_moves_a_foothold_and_with_one_warrior_for_three_footholds_asks_where_law_e_2_4():
    # The third foothold, in 7, leaves the supply none: the one in 2 is moved (the card, HIRE-TS).
    game = expedition_with_footholds_in_1_and_2(4, 3, {7: {"sunward_expedition": {"foothold": 1}}})
    play_choices(game, EXPEDITION, "clearing:10", "clearing:2", "count:0", "reinforce")
    assert [(e["origin"], e["destination"]) for e in events(game, "foothold_moved")] == [(2, 10)]
    assert expect(game, "sunward_expedition.reinforce", "alliance") == ["clearing:1", "clearing:7", "clearing:10"]
    game.choose("clearing:10")
    assert footholds(game) == [1, 7, 10] and warriors(game, 10, "sunward_expedition") == 1
    no_problems(game)


# -- the Mole Artisans (demoted) -----------------------------------------------------------------------------------

@pytest.mark.parametrize("side, controller, asked", [("demoted", "marquise", True), ("demoted", "alliance", False),
                                                     ("promoted", "marquise", False)])
def test_the_artisans_controller_may_reveal_a_crafted_item_card_back_to_hand_after_evening(side, controller, asked):
    game = with_card("sunward_expedition", ["marquise", "alliance"], "marquise", "daylight",
                     {2: {"marquise": {"warrior": 1, "workshop": 1}}, 4: {"alliance": {"warrior": 1}}},
                     {"side": side, "controller": controller, "control": 2}, hands={"marquise": ["birdy_bindle"]})
    card = game.state.factions["marquise"].hand[0]
    play_choices(game, f"craft:{card}")
    if not asked:  # Law 4.1.2: discarded
        assert card in game.state.discard
        return
    assert expect(game, "craft.discard", "marquise") == ["discard", "mole_artisans"]
    game.choose("mole_artisans")
    assert card not in game.state.discard and game.state.factions["sunward_expedition"].zones == {"marquise": [card]}
    assert game.state.factions["marquise"].crafted_items == ["bag"] and game.scores["marquise"] == 1
    while not events(game, "turn"):  # to the end of the Marquise's turn
        game.choose(game.pending.option_ids[0])
    kinds = [(e["type"], e["faction"]) for e in game.events if e["type"] in ("drew", "cards_returned", "turn")]
    assert kinds[:3] == [("drew", "marquise"), ("cards_returned", "marquise"), ("turn", "alliance")]  # after her draw
    assert events(game, "cards_returned")[0]["cards"] == [card]
    assert game.state.factions["sunward_expedition"].zones == {}
    no_problems(game)


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_only_the_expedition_side_has_a_daylight_action_law_e_2_4(side):
    # The Mole Artisans' one ability works as their controller crafts (E.2.2); they give no Daylight action.
    game = with_card("sunward_expedition", ["marquise", "alliance"], "marquise", "daylight",
                     {2: {"marquise": {"warrior": 1}}, 4: {"alliance": {"warrior": 1}}},
                     {"side": side, "controller": "marquise", "control": 2})
    assert game.pending.player == "marquise" and game.pending.kind in ("marquise.craft", "marquise.action")
    assert (EXPEDITION in game.pending.option_ids) == (side == "promoted")


# -- whole games ---------------------------------------------------------------------------------------------------

CARDS = ["corvid_spies", "sunward_expedition"]


@pytest.mark.parametrize("card", CARDS)
@pytest.mark.parametrize("factions", [["marquise", "alliance"], ["marquise", "alliance", "vagabond"],
                                      ["marquise", "alliance", "vagabond", "lizard"],
                                      ["marquise", "alliance", "vagabond", "lizard", "riverfolk"]])
def test_random_games_with_the_card_keep_every_invariant_and_replay(card, factions):
    # check_plugin_conformance plays each game under the invariant checker and replays it from its save.
    card_games(card, factions, [card, "last_dynasty", "stand_in_a"], 3)


@pytest.mark.parametrize("card", CARDS)
def test_a_game_with_the_card_saves_and_loads(card):
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": [card, "last_dynasty", "stand_in_a"],
                     "seed": 3})
    rootcore.play(game, rootcore.RandomAgent(3), max_decisions=200)
    loaded = rootcore.load_game(game.to_json())
    assert loaded.state.to_json() == game.state.to_json()
    play_choices(loaded, loaded.pending.option_ids[0])


def test_a_random_game_in_which_the_artisans_reveal_a_card_keeps_every_invariant_and_replays():
    # Five players: every hireling demoted (A.6.2). Seed 5 has a controller reveal a crafted card (found by search).
    factions = ["marquise", "alliance", "vagabond", "lizard", "riverfolk"]
    result, = check_plugin_conformance(factions, games=1, first_seed=5, clone_games=0,
                                       hirelings=["sunward_expedition", "last_dynasty", "stand_in_a"])
    assert "card_revealed" in [e["type"] for e in result["game"].events if e.get("reason") == "Mole Artisans"]


@pytest.mark.parametrize("factions", [["marquise", "alliance", "vagabond"],
                                      ["keepers", "lizard", "riverfolk", "hundreds"]])
def test_random_games_with_both_cards_keep_every_invariant_and_replay(factions):
    check_plugin_conformance(factions, games=3, hirelings=["corvid_spies", "sunward_expedition", "last_dynasty"])


# -- Audited against Law Appendix E, A.6 and the card's text (HIRE-TS) -------------------------------------------------

def test_a_foothold_moves_only_with_none_in_the_supply_sunward_expedition():
    # E.2.4, Sunward Expedition's Daylight action (HIRE-TS): a foothold from the supply; only with none there may one
    # be removed from the map to be placed. The code offered to move one from the map with two in the supply.
    game = with_card("sunward_expedition", ["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 1}}, 5: {"sunward_expedition": {"warrior": 3, "foothold": 1}}},
                     {"controller": "marquise", "control": 2})
    play_until(game, "marquise")
    play_choices(game, EXPEDITION, "clearing:10")
    if game.pending.kind == "sunward_expedition.foothold_from":
        assert game.pending.option_ids == ["supply"], game.pending.option_ids
    assert ("sunward_expedition", "foothold") in game.state.clearings[5].tokens


def test_a_player_defending_against_the_expedition_scores_for_its_foothold_law_e_3_6():
    # E.3.6's note: removing a hireling's token scores as usual, defending too. The Marquise's Expedition (one
    # warrior and a foothold in 10) attacks the Alliance's two warriors; her two hits take the warrior, then the
    # foothold: one VP for the Alliance. The Expedition's hit scores nobody.
    game = with_card("sunward_expedition", ["marquise", "alliance"], "marquise", "daylight",
                     {10: {"sunward_expedition": {"warrior": 1, "foothold": 1}, "alliance": {"warrior": 2}}},
                     {"controller": "marquise", "control": 2})
    fix_dice(game, 3, 3)
    run(battle.fight(game, "sunward_expedition", 10, "alliance"))
    assert game.state.clearings[10].tokens == [] and warriors(game, 10, "sunward_expedition") == 0
    assert game.scores == {"marquise": 0, "alliance": 1}
    no_problems(game)
