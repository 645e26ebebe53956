"""Rules tests of the Order of the Forest, a fan faction of the Outsiders expansion (rules text 002, section OF,
cited "OF.x"; the Law of Root cited "Law x"). The readings of the text are in the plugin's docstring
(plugins/rootcore_plugins/order_of_the_forest/__init__.py); each test names the rule it checks. Also random games
with every invariant checked, their replay, and the heuristic bots.

Autumn clearings used: 1 fox (paths 5, 9, 10), 5 rabbit (paths 1, 2), 9 mouse (paths 1, 4, 12), 10 rabbit (paths 1,
2, 12), 12 fox (paths 4, 7, 9, 10, 11)."""
from __future__ import annotations

import random

import pytest

import rootcore
from rootcore.testing import check_plugin_conformance

from helpers import (events, expect, fix_dice, fs, held, hundreds_data, ids, no_problems, play_choices, scenario,
                     thief, warriors)

OF = "order_of_the_forest"
FACTIONS = ("marquise", OF)


def order_game(phase: str, clearings=None, data=None, hands=None, current=OF, factions=FACTIONS, others=None,
               **spec):
    """The Order in `phase` of its turn (or `current`'s), with Order data `data` and the other factions' `others`,
    every hand empty unless told."""
    all_hands = {f: [] for f in factions}
    all_hands.update(hands or {})
    return scenario(factions, current, phase, clearings, hands=all_hands, data={OF: data or {}, **(others or {})},
                    **spec)


def ranks(game) -> dict:
    return game.factions[OF].ranks(game)


def pawns(game) -> dict:
    return fs(game, OF).data["pawns"]


def witness(game, option: str) -> None:
    """Take a Witness action, paying with the first cards offered."""
    game.choose(option)
    while game.pending.kind == f"{OF}.witness.card":
        game.choose(game.pending.option_ids[0])


# -- setup (OF.3) ----------------------------------------------------------------------------------------------------

def test_setup_foreseen_appear_in_a_clearing_with_fewest_pieces_and_abbey_sequence_of_3():
    game = rootcore.new_game({"factions": ["marquise", "eyrie", OF], "seed": 4})
    while game.pending.kind != f"{OF}.setup.appear":
        game.choose(game.pending.option_ids[0])
    # OF.3.1: one card drawn, face down: the others see a count only.
    assert len(fs(game, OF).zones["foreseen"]) == 1 and len(fs(game, OF).hand) == 3  # Law 5.1.4: three in hand
    assert game.view("marquise")["factions"][OF]["zones"]["foreseen"] == {"count": 1}
    assert game.view(OF)["factions"][OF]["zones"]["foreseen"] == fs(game, OF).zones["foreseen"]
    # OF.3.2: the clearings offered are exactly those with the fewest pieces, a ruin counted as one (Law G.1.25): the
    # clearings whose only piece is a ruin are not among them (they were before an audit of November 25, 2026).
    counts = {c: game.state.clearings[c].piece_count() for c in game.board.clearing_ids}
    assert {c for c in game.board.clearing_ids if game.state.clearings[c].ruins} == {6, 10, 11, 12}
    fewest = min(counts.values())
    offered = expect(game, f"{OF}.setup.appear")
    assert offered == [f"clearing:{c}" for c in sorted(c for c, n in counts.items() if n == fewest)]
    assert any(n > fewest for n in counts.values())  # the choice excludes something
    assert fewest == 1 and not {"clearing:6", "clearing:10", "clearing:11", "clearing:12"} & set(offered)
    game.choose(offered[-1])
    where = int(offered[-1].split(":")[1])
    assert game.state.clearings[where].pawns.count(OF) == 4
    assert pawns(game) == {s: where for s in ("fox", "mouse", "rabbit", "bird")}
    # OF.3.3: the abbeys go on the track in the order chosen.
    play_choices(game, "abbey:bird", "abbey:rabbit", "abbey:fox")
    assert fs(game, OF).data["abbey_track"] == ["bird", "rabbit", "fox", "mouse"]
    no_problems(game)


# -- Birdsong (OF.4, OF.2.5, OF.2.7, OF.2.8) -------------------------------------------------------------------------

def test_proclaim_anoint_and_foresee_of_4_1_to_4_3():
    """The Foreseen (a fox card) becomes the Order Card; the fox pawn, on the Altar, comes back to a fox clearing;
    a new Foreseen is drawn face down."""
    game = order_game("birdsong", {5: {OF: {"pawn": 3}}},
                      {"pawns": {"mouse": 5, "rabbit": 5, "bird": 5}, "foreseen": ["ambush_fox"]},
                      deck_top=["sword"])
    assert expect(game, f"{OF}.anoint") == ["clearing:1", "clearing:6", "clearing:8", "clearing:12"]
    assert ids(game, fs(game, OF).zones["order"]) == ["ambush_fox"]
    game.choose("clearing:12")
    assert pawns(game)["fox"] == 12 and game.state.clearings[12].pawns == [OF]
    assert ids(game, fs(game, OF).zones["foreseen"]) == ["sword"]
    assert game.view("marquise")["factions"][OF]["zones"]["order"] == fs(game, OF).zones["order"]
    assert game.view("marquise")["factions"][OF]["zones"]["foreseen"] == {"count": 1}
    no_problems(game)


def test_anoint_only_the_pawn_of_the_order_cards_suit_of_4_2():
    """A fox Order Card does not bring back the bird pawn (bird pawn: bird card, and vice versa)."""
    game = order_game("birdsong", {5: {OF: {"pawn": 3}}},
                      {"pawns": {"fox": 5, "mouse": 5, "rabbit": 5}, "foreseen": ["ambush_fox"]})
    assert pawns(game)["bird"] is None
    assert not events(game, "anointed")
    assert fs(game, OF).supply["pawn"] == 1


def test_anoint_with_no_clearing_of_the_suit_to_take_the_pawn_leaves_it_on_the_altar_of_4_2_and_law_d_6_2():
    """Every fox clearing sealed (the Scoundrel's Scorched Earth: no piece placed there, Law D.6.2): Anoint asks
    nothing, and the fox pawn stays on the Altar for a later Anoint."""
    game = order_game("birdsong", {5: {OF: {"pawn": 3}}},
                      {"pawns": {"mouse": 5, "rabbit": 5, "bird": 5}, "foreseen": ["ambush_fox"]},
                      sealed={1: "torch", 6: "torch", 8: "torch", 12: "torch"})
    assert game.pending.kind != f"{OF}.anoint" and not events(game, "anointed")
    assert pawns(game)["fox"] is None and fs(game, OF).supply["pawn"] == 1
    assert ids(game, fs(game, OF).zones["order"]) == ["ambush_fox"]  # Proclaim still happened (OF.4.1)
    no_problems(game)


def test_anoint_the_bird_pawn_anywhere_of_4_2():
    game = order_game("birdsong", {5: {OF: {"pawn": 3}}},
                      {"pawns": {"fox": 5, "mouse": 5, "rabbit": 5}, "foreseen": ["ambush_bird"]})
    assert expect(game, f"{OF}.anoint") == [f"clearing:{c}" for c in range(1, 13)]


def test_confessions_shows_an_enemy_hand_at_an_abbey_to_the_order_alone_of_2_5():
    game = order_game("birdsong", {5: {OF: {"pawn": 4, "abbey_rabbit": 1}, "marquise": {"warrior": 1}}},
                      {"foreseen": ["ambush_rabbit"]}, hands={"marquise": ["sword", "anvil"]})
    assert expect(game, f"{OF}.confessions") == ["faction:marquise", "pass"]
    game.choose("faction:marquise")
    shown = events(game, "hand_shown")[-1]
    assert shown["to"] == OF and ids(game, shown["cards"]) == ["anvil", "sword"]
    assert game.pending.kind != f"{OF}.confessions"  # once per Birdsong


def test_no_confessions_without_an_enemy_at_an_abbey_of_2_5():
    game = order_game("birdsong", {5: {OF: {"pawn": 4, "abbey_rabbit": 1}}, 1: {"marquise": {"warrior": 1}}},
                      {"foreseen": ["ambush_rabbit"]}, hands={"marquise": ["sword"]})
    assert game.pending.kind == f"{OF}.herald.origin"


def test_herald_pawns_ignore_rule_warriors_need_it_of_4_4_and_2_2():
    """Pawns leave a clearing the Marquise rules; the warriors with them may not (no rule at either end); three
    moves at most."""
    game = order_game("birdsong", {5: {OF: {"pawn": 4, "warrior": 1}, "marquise": {"warrior": 3}},
                                   2: {"marquise": {"warrior": 2}}},
                      {"foreseen": ["ambush_bird"]})
    play_choices(game, "clearing:5")  # the bird pawn is on the map: no Anoint
    assert expect(game, f"{OF}.herald.destination") == ["clearing:1", "clearing:2"]
    game.choose("clearing:2")
    # Warriors cannot go (Marquise rules 5 and 2): only pawns are offered.
    assert expect(game, f"{OF}.herald.pawn") == ["pawn:fox", "pawn:mouse", "pawn:rabbit", "pawn:bird"]
    play_choices(game, "pawn:fox", "done")
    assert pawns(game)["fox"] == 2 and warriors(game, 5, OF) == 1
    # The one pawn left in clearing 1 for the third move goes without a question.
    play_choices(game, "clearing:5", "clearing:1", "pawn:mouse", "done", "clearing:1", "clearing:9")
    assert pawns(game)["mouse"] == 9
    assert game.pending.kind != f"{OF}.herald.origin"  # three moves made: Herald is over
    no_problems(game)


def test_herald_moves_warriors_and_pawns_together_with_rule_of_4_4():
    game = order_game("birdsong", {1: {OF: {"pawn": 1, "warrior": 2}}, 5: {OF: {"pawn": 3}}},
                      {"pawns": {"fox": 1, "mouse": 5, "rabbit": 5, "bird": 5}, "foreseen": ["ambush_mouse"]})
    play_choices(game, "clearing:1", "clearing:9")
    assert expect(game, f"{OF}.herald.count") == ["count:0", "count:1", "count:2"]
    play_choices(game, "count:2", "pawn:fox")
    assert warriors(game, 9, OF) == 2 and pawns(game)["fox"] == 9
    no_problems(game)


# -- Daylight (OF.5, OF.2.9) -----------------------------------------------------------------------------------------

def test_minister_soup_places_two_warriors_and_scores_its_space_of_5_1_and_2_9():
    game = order_game("daylight", {1: {OF: {"pawn": 4}}}, {"order": ["ambush_fox"]})
    options = expect(game, f"{OF}.minister")
    assert options[:2] == ["minister:soup:1", "minister:coins:1"]
    game.choose("minister:soup:1")
    assert game.state.clearings[1].tokens == [(OF, "soup")] and warriors(game, 1, OF) == 2
    assert fs(game, OF).score == 1
    assert game.pending.kind != f"{OF}.minister"  # once per turn: the step is over


def test_minister_coins_draws_two_cards_of_2_9():
    game = order_game("daylight", {1: {OF: {"pawn": 4}}}, {"order": ["ambush_fox"]}, deck_top=["sword", "anvil"])
    game.choose("minister:coins:1")
    assert ids(game, fs(game, OF).hand) == ["anvil", "sword"] and fs(game, OF).score == 1


def test_minister_only_where_a_pawn_matches_the_order_card_of_5():
    game = order_game("daylight", {1: {OF: {"pawn": 2}}, 9: {OF: {"pawn": 2}}},
                      {"pawns": {"fox": 1, "mouse": 1, "rabbit": 9, "bird": 9}, "order": ["ambush_mouse"]})
    assert [o for o in expect(game, f"{OF}.minister") if o.startswith("minister:")] == [
        "minister:soup:9", "minister:coins:9"]


def test_mouse_on_the_altar_ministers_twice_of_2_4_ii():
    game = order_game("daylight", {1: {OF: {"pawn": 3}}},
                      {"pawns": {"fox": 1, "rabbit": 1, "bird": 1}, "order": ["ambush_fox"]})
    play_choices(game, "minister:soup:1", "minister:soup:1")
    assert game.state.clearings[1].tokens == [(OF, "soup")] * 2 and fs(game, OF).score == 2
    assert game.pending.kind != f"{OF}.minister"


def test_witness_swaps_enemy_warriors_into_the_ranks_without_removal_of_5_2():
    """Three hits on three Marquise warriors: three Order warriors take their places, the Marquise's go to the
    Ranks; Field Hospitals is not offered (no removal). The Marquise's two hits fall on the Order's warriors,
    swapped-in ones included."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "marquise": {"warrior": 3, "sawmill": 1}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]},
                      hands={OF: ["anvil", "root_tea_fox", "foxfolk_steel"], "marquise": ["ambush_mouse", "root_tea_mouse"]})
    play_choices(game, "end_minister")
    assert expect(game, f"{OF}.witness")[0] == "witness:12:marquise"
    fix_dice(game, 3, 2)
    witness(game, "witness:12:marquise")
    assert ranks(game) == {"marquise": 3} and warriors(game, 12, "marquise") == 0
    assert events(game, "swapped")[-1]["count"] == 3
    assert warriors(game, 12, OF) == 3  # 2 + 3 swapped in - 2 hits
    assert expect(game, f"{OF}.witness", OF)  # the Marquise was asked nothing: no Field Hospitals (6.2.3)
    assert not events(game, "field_hospitals")
    assert game.state.clearings[12].buildings == [("marquise", "sawmill")]  # all three hits were on warriors
    assert fs(game, OF).score == 0
    no_problems(game)


def test_witness_hits_beyond_the_warriors_remove_buildings_as_usual_of_5_2():
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["anvil", "sword", "foxfolk_steel"]})
    play_choices(game, "end_minister")
    fix_dice(game, 3, 0)
    witness(game, "witness:12:marquise")
    assert ranks(game) == {"marquise": 1} and game.state.clearings[12].buildings == []
    assert fs(game, OF).score == 1  # the sawmill (Law 3.2.1)


def test_witness_costs_one_more_card_per_witness_against_the_same_faction_of_5_2():
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 5}, "marquise": {"warrior": 6}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]},
                      hands={OF: ["anvil", "root_tea_fox", "foxfolk_steel", "root_tea_rabbit"]})
    play_choices(game, "end_minister")
    fix_dice(game, 0, 0)
    witness(game, "witness:12:marquise")  # one card
    assert len(fs(game, OF).hand) == 3
    fix_dice(game, 0, 0)
    witness(game, "witness:12:marquise")  # costs two now: both fox cards left
    paid = [e["card"] for e in events(game, "discarded") if e["reason"] == f"{OF}.witness.card"]
    assert ids(game, paid) == ["anvil", "foxfolk_steel", "root_tea_fox"]
    # A third would cost three matching cards, and only a rabbit card is left: the Order's Daylight is over.
    assert game.state.phase != "daylight" or game.state.current_faction != OF


@pytest.mark.parametrize("order, offered", [("ambush_fox", False), ("ambush_mouse", True), ("ambush_bird", True)])
def test_witness_only_in_a_clearing_matching_the_order_card_of_5(order, offered):
    game = order_game("daylight", {9: {OF: {"pawn": 4, "warrior": 2}, "marquise": {"warrior": 1}}},
                      {"order": [order]}, hands={OF: ["mouse_in_a_sack"]})
    while game.pending.player == OF and game.pending.kind == f"{OF}.minister":
        game.choose("end_minister")
    asked = game.pending.player == OF and game.pending.kind == f"{OF}.witness"
    assert asked == offered


def eyrie_witnessed(marquise_in_ranks: int, eyrie_warriors: int):
    """The Order witnesses the Eyrie's warriors in 12, all of them swapped into Ranks holding `marquise_in_ranks`
    Marquise warriors (OF.5.2)."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "eyrie": {"warrior": eyrie_warriors}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"], "ranks": {"marquise": marquise_in_ranks}},
                      hands={OF: ["anvil"]}, factions=("marquise", "eyrie", OF))
    play_choices(game, "end_minister")
    fix_dice(game, eyrie_warriors, 0)
    witness(game, "witness:12:eyrie")
    return game


def test_ranks_over_ten_return_warriors_of_the_orders_choice_of_2_10():
    game = eyrie_witnessed(9, 3)
    assert expect(game, f"{OF}.ranks_return") == ["faction:eyrie", "faction:marquise"]
    play_choices(game, "faction:marquise", "faction:eyrie")
    assert ranks(game) == {"marquise": 8, "eyrie": 2}
    assert fs(game, "marquise").supply["warrior"] == 25 - 8 and fs(game, "eyrie").supply["warrior"] == 20 - 2
    no_problems(game)


def test_build_a_matching_abbey_where_the_order_rules_pawns_not_counting_of_5_3():
    """Abbey track fox, mouse, rabbit, bird: the rabbit abbey on the third space scores 3. In clearing 10 a pawn
    and a Marquise warrior: the Marquise rules, so no abbey there; pawns alone (clearing 4) rule nothing."""
    game = order_game("daylight", {5: {OF: {"warrior": 1}}, 10: {OF: {"pawn": 3}, "marquise": {"warrior": 1}},
                                   4: {OF: {"pawn": 1}}},
                      {"pawns": {"fox": 10, "mouse": 10, "rabbit": 10, "bird": 4}, "order": ["ambush_rabbit"],
                       "abbey_track": ["fox", "mouse", "rabbit", "bird"]})
    play_choices(game, "end_minister")
    assert [o for o in expect(game, f"{OF}.build") if o.startswith("build:")] == [
        "build:abbey_rabbit:5", "build:abbey_bird:5"]
    game.choose("build:abbey_rabbit:5")
    assert fs(game, OF).score == 3 and (OF, "abbey_rabbit") in game.state.clearings[5].buildings


def test_congregate_with_pieces_of_their_own_suit_in_one_matching_clearing_of_2_1():
    """A fox pawn and the bird abbey (wild) in fox clearing 12 pay for two fox; the mouse, rabbit and bird pawns in
    mouse clearing 9 do not (the clearing-suit rule itself: `test_congregate_only_in_a_clearing_of_a_suit_...`)."""
    game = order_game("evening", {12: {OF: {"pawn": 1, "abbey_bird": 1}}, 9: {OF: {"pawn": 3}}},
                      {"pawns": {"fox": 12, "mouse": 9, "rabbit": 9, "bird": 9}},
                      hands={OF: ["foxfolk_steel", "sword"]})
    options = [o for o in expect(game, f"{OF}.congregate") if o.startswith("craft:")]
    assert {o.split(":")[2] for o in options} == {"12"} and len(options) == 2
    game.choose(options[0])
    assert len(fs(game, OF).crafted_items) == 1 and fs(game, OF).score == 2
    # Both pieces in 12 are used: the other card cannot be crafted; Rest follows (no question).
    assert len(events(game, "crafted")) == 1 and len(fs(game, OF).hand) == 1


def test_congregate_tax_collector_in_any_clearing_with_three_pieces_of_2_1():
    game = order_game("evening", {9: {OF: {"pawn": 3}}}, {"pawns": {"fox": 9, "rabbit": 9, "bird": 9}},
                      hands={OF: ["tax_collector"]})
    assert [o for o in expect(game, f"{OF}.congregate") if o.startswith("craft:")] == [
        f"craft:{fs(game, OF).hand[0]}:9"]


def test_rest_takes_the_order_card_draws_nothing_and_scores_the_ranks_of_6_2():
    game = order_game("evening", {1: {OF: {"pawn": 4}}}, {"order": ["ambush_fox"], "ranks": {"marquise": 5}})
    assert ids(game, fs(game, OF).hand) == ["ambush_fox"] and fs(game, OF).zones["order"] == []
    assert fs(game, OF).score == 2  # five to eight warriors: 2


@pytest.mark.parametrize("n, vp", [(1, 0), (2, 1), (4, 1), (8, 2), (9, 3), (10, 3)])
def test_ranks_scoring_table_of_6_2(n, vp):
    game = order_game("evening", {1: {OF: {"pawn": 4}}}, {"ranks": {"marquise": n}})
    assert fs(game, OF).score == vp


def test_bird_on_the_altar_adds_a_point_to_the_ranks_of_2_4_iv():
    game = order_game("evening", {1: {OF: {"pawn": 3}}}, {"pawns": {"fox": 1, "mouse": 1, "rabbit": 1},
                                                          "ranks": {"marquise": 2}})
    assert fs(game, OF).score == 2


def test_rabbit_on_the_altar_draws_at_the_start_of_evening_of_2_4_iii():
    game = order_game("evening", {1: {OF: {"pawn": 3}}}, {"pawns": {"fox": 1, "mouse": 1, "bird": 1}},
                      deck_top=["anvil"])
    assert ids(game, fs(game, OF).hand) == ["anvil"]


def test_hand_limit_five_of_6_2():
    """Five cards and the Order Card: one is discarded (no crafting piece can pay for any of them)."""
    game = order_game("evening", {1: {OF: {"pawn": 4}}}, {"order": ["ambush_fox"]},
                      hands={OF: ["ambush_mouse", "ambush_rabbit", "ambush_bird", "dominance_fox", "dominance_mouse"]})
    assert game.pending.player == OF and "discard" in game.pending.kind
    game.choose(game.pending.option_ids[0])
    assert len(fs(game, OF).hand) == 5


def test_pawns_fight_as_warriors_are_removed_last_and_go_to_the_altar_of_2_2_and_2_3():
    """The Marquise attacks a warrior, a pawn and a soup token with three hits: the warrior, then the token, then
    the pawn go (pawns last); the pawn rolled with the warrior (two hits at most)."""
    game = order_game("daylight", {1: {OF: {"pawn": 1, "warrior": 1, "soup": 1}, "marquise": {"warrior": 5}}},
                      {"pawns": {"fox": 1}}, current="marquise")
    fix_dice(game, 3, 3)
    game.choose("battle")
    assert events(game, "dice")[-1]["defender_hits"] == 2  # warrior + pawn (OF.2.2)
    removed = [(e["piece"], e["count"]) for e in events(game, "removed") if e["faction"] == OF]
    assert removed == [("warrior", 1), ("soup", 1), ("pawn", 1)]
    assert game.state.clearings[1].pawns == [] and pawns(game)["fox"] is None and fs(game, OF).supply["pawn"] == 4
    assert fs(game, "marquise").score == 1  # the token only: a pawn scores nothing
    no_problems(game)


def test_power_of_faith_tokens_roll_when_defenseless_of_2_6_and_fox_altar_extra_hit_of_2_4_i():
    """Two tokens and no warrior or pawn: the Order rolls up to two hits, plus one for the fox pawn on the Altar;
    still defenseless, so the Marquise deals one more (three rolled + one: both tokens go)."""
    game = order_game("daylight", {1: {OF: {"soup": 1, "coins": 1}, "marquise": {"warrior": 5}}},
                      {"pawns": {}}, current="marquise")
    fix_dice(game, 3, 3)
    game.choose("battle")
    assert events(game, "dice")[-1]["defender_hits"] == 2  # one per token (OF.2.6)
    game.choose("piece:soup")
    assert warriors(game, 1, "marquise") == 5 - 3  # two rolled + the fox pawn on the Altar (OF.2.4.I)
    assert game.state.clearings[1].tokens == []


def test_reclamation_returns_ranked_warriors_when_an_enemy_removes_order_warriors_of_2_11():
    game = order_game("daylight", {1: {OF: {"warrior": 2, "pawn": 4}, "marquise": {"warrior": 5}}},
                      {"ranks": {"marquise": 4}}, current="marquise", hands={"marquise": [], OF: []})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    while game.pending.kind.endswith(("clearing", "defender")):
        game.choose("clearing:1" if game.pending.kind.endswith("clearing") else f"faction:{OF}")
    assert expect(game, f"{OF}.reclamation", "marquise") == ["faction:marquise", "pass"]
    game.choose("faction:marquise")
    assert ranks(game) == {"marquise": 2}
    no_problems(game)


@pytest.mark.parametrize("ranks, answer", [({"marquise": 4, "eyrie": 2}, "faction:marquise"), ({"eyrie": 2}, "pass")])
def test_a_bot_reclaims_its_own_warriors_and_no_one_elses_of_2_11(ranks, answer):
    from rootcore.agents import make_agent
    game = order_game("daylight", {1: {OF: {"warrior": 2, "pawn": 4}, "marquise": {"warrior": 5}}},
                      {"ranks": ranks}, current="marquise", factions=(OF, "marquise", "eyrie"),
                      hands={"marquise": [], OF: [], "eyrie": []})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    while game.pending.kind.endswith(("clearing", "defender")):
        game.choose("clearing:1" if game.pending.kind.endswith("clearing") else f"faction:{OF}")
    expect(game, f"{OF}.reclamation", "marquise")
    assert make_agent("heuristic", "marquise", 1)(game, game.pending) == answer


def test_no_reclamation_on_the_orders_own_turn_of_2_11():
    """An ambush in the Order's Witness removes Order warriors on the Order's turn: no Reclamation."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 3}, "marquise": {"warrior": 1}}},
                      {"pawns": {"fox": 12}, "order": ["travel_gear_fox"], "ranks": {"marquise": 3}},
                      hands={OF: ["anvil", "sword", "foxfolk_steel"], "marquise": ["ambush_fox"]})
    play_choices(game, "end_minister")
    fix_dice(game, 0, 0)
    witness(game, "witness:12:marquise")
    expect(game, "battle.ambush", "marquise")
    game.choose(game.pending.option_ids[0])
    assert warriors(game, 12, OF) == 1  # the ambush took two
    # No Reclamation question for the Marquise: the game went on to her own turn, the Ranks untouched.
    assert game.pending.kind == "marquise.action" and ranks(game) == {"marquise": 3}


@pytest.mark.parametrize("factions, seed", [(("marquise", "eyrie", "alliance", OF), 1),
                                            (("marquise", OF, "vagabond"), 2),
                                            (("eyrie", OF), 3),
                                            # seed 13 once went over ten in the Ranks while asking which to return
                                            (("hundreds", OF, "lizard", "marquise"), 13),
                                            (("riverfolk", OF, "corvid", "duchy"), 21),
                                            (("keepers", OF, "vagabond", "eyrie", "alliance"), 31)])
def test_random_games_with_the_order_keep_the_invariants_replay_and_clone(factions, seed):
    results = check_plugin_conformance(factions, games=2, first_seed=seed, clone_games=1 if seed == 3 else 0)
    assert all(result["over"] for result in results)


def test_random_games_with_hands_concealed_keep_the_invariants():
    """Law 1.2.1: with `conceal_hands`, the Order's menus over its hand are asked as a real question would be."""
    results = check_plugin_conformance(("marquise", OF), games=1, first_seed=7, clone_games=0,
                                       options={"conceal_hands": True})
    assert all(result["over"] for result in results)


def test_heuristic_bots_play_the_order():
    """`rootcore play --bots heuristic` with the Order must not crash."""
    from rootcore.agents import seat_agents
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", OF], "seed": 3})
    rootcore.play(game, seat_agents(game, "heuristic"))
    assert game.is_over


def test_a_saved_game_with_the_order_replays_to_the_same_state():
    game = rootcore.new_game({"factions": ["marquise", OF], "seed": 5})
    rng = random.Random(5)
    for _ in range(400):
        if game.is_over:
            break
        game.choose(rng.choice(game.pending.option_ids))
    loaded = rootcore.load_game(game.to_json())
    assert loaded.state.to_json() == game.state.to_json()


@pytest.mark.parametrize("hits, ranked, warlord_back", [(2, 2, False), (3, 2, True)])
def test_witness_returns_the_warlord_to_his_owner_swapped_last_of_5_2_and_law_14_2_2(hits, ranked, warlord_back):
    """The warlord and two other Hundreds warriors: two hits swap the two others into the Ranks; a third swaps the
    warlord too, who goes back to the Hundreds' board (not the Ranks) by their own rules."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 3}, "hundreds": {"warrior": 3}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]},
                      hands={OF: ["anvil", "root_tea_fox", "foxfolk_steel"]}, factions=("hundreds", OF),
                      others={"hundreds": hundreds_data(warlord=12, mood="rowdy")})  # not Stubborn: no hit ignored
    play_choices(game, "end_minister")
    fix_dice(game, hits, 0)
    witness(game, "witness:12:hundreds")
    assert ranks(game) == {"hundreds": ranked}
    assert (fs(game, "hundreds").data["warlord"] is None) == warlord_back
    assert warriors(game, 12, "hundreds") == (0 if warlord_back else 1) and warriors(game, 12, OF) == 3 + hits
    no_problems(game)


def test_witness_leaves_a_lizard_warrior_to_the_ranks_without_revenge_of_5_2():
    """Revenge (Law 10.2.3) sends warriors removed in defence to the acolytes; a Witness swap removes none."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "lizard": {"warrior": 2}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]},
                      hands={OF: ["anvil", "root_tea_fox", "foxfolk_steel"]}, factions=("lizard", OF))
    play_choices(game, "end_minister")
    fix_dice(game, 2, 0)
    witness(game, "witness:12:lizard")
    assert ranks(game) == {"lizard": 2} and fs(game, "lizard").data.get("acolytes", 0) == 0
    no_problems(game)


def test_witness_never_removes_the_bone_patrols_alpha_of_5_2_and_bp_2_2():
    """The Alpha is kept from a swap as the warlord is (`fixed_warriors`), but hits never remove it (BP.2.2): three
    hits swap the two other Patrol warriors into the Ranks and the third falls on the Alpha by the Patrol's rules,
    which keep it, so no Order warrior takes its place and the Patrol still rules the clearing."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "bone_patrol": {"warrior": 3}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]},
                      hands={OF: ["anvil", "root_tea_fox", "foxfolk_steel"]}, factions=("bone_patrol", OF),
                      others={"bone_patrol": {"alpha": 12}})
    play_choices(game, "end_minister")
    fix_dice(game, 3, 0)
    witness(game, "witness:12:bone_patrol")
    assert ranks(game) == {"bone_patrol": 2}
    assert warriors(game, 12, "bone_patrol") == 1 and fs(game, "bone_patrol").data["alpha"] == 12
    assert warriors(game, 12, OF) == 2 + 2
    from rootcore.rules.rule import rules
    assert rules(game, 12) == "bone_patrol"  # BP.2.2, though the Order has four warriors there to its one
    no_problems(game)


def test_witness_against_the_vagabond_damages_his_items_never_his_allies_warriors_of_5_2_and_law_9_2_9_ii_c():
    """A Vagabond treats Allied warriors as his own only as the attacker (Law 9.2.9.II.c): witnessed beside the
    Marquise's warriors, his ally's, he takes the hits on his items (9.2.7), and her warriors stay, neither removed nor
    swapped. So no game has anything to warn about a Witness."""
    vagabond = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 12,
                "items": ["sword", "boot", "torch"], "relationships": {"marquise": 3}}
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 3}, "marquise": {"warrior": 2}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["anvil"]},
                      factions=("marquise", OF, "vagabond"), others={"vagabond": vagabond})
    assert not any(w.startswith("order_of_the_forest") for w in game.warnings)
    play_choices(game, "end_minister")
    fix_dice(game, 2, 0)
    witness(game, "witness:12:vagabond")
    while game.pending.player == "vagabond":  # which items take the hits: his choice
        game.choose(game.pending.option_ids[0])
    assert warriors(game, 12, "marquise") == 2 and ranks(game) == {}
    assert len(game.factions["vagabond"].undamaged_items(game)) == 1
    no_problems(game)


@pytest.mark.parametrize("marquise, lent, hits, marquise_left, lent_left", [
    (2, 2, 3, 0, 1), (2, 2, 1, 1, 2), (2, 2, 2, 1, 1), (1, 1, 3, 0, 0)])
def test_witness_swaps_mercenaries_for_their_share_of_the_hits_of_5_2_and_law_11_2_7_iii_a(marquise, lent, hits,
                                                                                          marquise_left, lent_left):
    """The Marquise defends fox clearing 12 with her warriors and Riverfolk mercenaries: the Order's hits split as
    the Law splits them (odd ones hers, even ones the lent warriors'), and every warrior hit, lent or not, is swapped
    into the Ranks, none removed; a hit beyond the warriors takes her sawmill as usual."""
    river = {"funds": {}, "payments": {}, "committed": {}, "mercenaries_for": "marquise",
             "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "marquise": {"warrior": marquise, "sawmill": 1},
                                        "riverfolk": {"warrior": lent}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["anvil"]},
                      factions=("marquise", OF, "riverfolk"), others={"riverfolk": river})
    play_choices(game, "end_minister")
    fix_dice(game, hits, 0)
    witness(game, "witness:12:marquise")
    assert (warriors(game, 12, "marquise"), warriors(game, 12, "riverfolk")) == (marquise_left, lent_left)
    taken = {"marquise": marquise - marquise_left, "riverfolk": lent - lent_left}
    assert ranks(game) == {f: n for f, n in taken.items() if n}
    assert warriors(game, 12, OF) == 2 + sum(taken.values())
    beyond = hits > marquise + lent
    assert [e["piece"] for e in events(game, "removed")] == (["sawmill"] if beyond else [])
    no_problems(game)


def test_witness_against_the_warlord_with_mercenaries_swaps_the_lent_share_and_returns_the_warlord_of_5_2():
    """Three hits on the warlord, one other Hundreds warrior and two mercenaries: two are the Hundreds' (11.2.7.III.a):
    the other warrior is swapped, and the warlord, who is never swapped, is removed by the second and goes back to
    the Hundreds' board, an Order warrior in his place; the third swaps one mercenary. None falls on the mercenaries
    twice."""
    river = {"funds": {}, "payments": {}, "committed": {}, "mercenaries_for": "hundreds",
             "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 3}, "hundreds": {"warrior": 2},
                                        "riverfolk": {"warrior": 2}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["anvil"]},
                      factions=("hundreds", OF, "riverfolk"),
                      others={"hundreds": hundreds_data(warlord=12, mood="rowdy"), "riverfolk": river})
    play_choices(game, "end_minister")
    fix_dice(game, 3, 0)
    witness(game, "witness:12:hundreds")
    assert ranks(game) == {"hundreds": 1, "riverfolk": 1} and fs(game, "hundreds").data["warlord"] is None
    assert (warriors(game, 12, "hundreds"), warriors(game, 12, "riverfolk"), warriors(game, 12, OF)) == (0, 1, 6)
    no_problems(game)


def test_a_board_with_three_pawns_is_refused(tmp_path):
    """OF.2.3: the Order has a pawn of each of the four suits; a variant with three is named."""
    from helpers import board_variant_issues
    messages = board_variant_issues(tmp_path, OF, ('pawn = { type = "pawn", count = 4 }',
                                                   'pawn = { type = "pawn", count = 3 }'))
    assert messages == ["$.pieces.pawn.count: the Order has one pawn per suit: 4"]


def test_a_scenario_with_a_wrong_pawn_table_is_refused_of_2_3():
    """OF.2.3: one pawn per suit, and the table must say where the map has them."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="no 'bat' pawn"):
        order_game("daylight", {1: {OF: {"warrior": 1}}}, data={"pawns": {"bat": 1}})
    with pytest.raises(ScenarioError, match="the pawns given do not match the map: clearing 1: 0 Order pawns"):
        order_game("daylight", {1: {OF: {"warrior": 1}}}, data={"pawns": {"fox": 1}})


def test_crafting_pieces_count_by_their_own_suit_birds_wild_of_2_1():
    """OF.2.1: a pawn or abbey is a crafting piece of its own suit, not its clearing's; the bird ones are wild."""
    from rootcore.rules.craft import ANY
    game = order_game("daylight", {5: {OF: {"pawn": 2, "abbey_mouse": 1}}, 1: {OF: {"abbey_rabbit": 1}}},
                      {"pawns": {"fox": 5, "bird": 5}})
    assert game.factions[OF].crafting_pieces(game) == {"fox": 1, ANY: 1, "mouse": 1, "rabbit": 1}


def test_a_position_with_more_than_ten_warriors_in_the_ranks_is_refused_of_2_10():
    """OF.2.10: the Ranks hold at most ten enemy warriors: a scenario putting eleven there is an impossible
    position; ten are fine."""
    from rootcore.scenario import ScenarioError
    order_game("daylight", data={"ranks": {"marquise": 10}})
    with pytest.raises(ScenarioError, match=r"11 warriors in the Ranks \(OF\.2\.10: at most ten\)"):
        order_game("daylight", data={"ranks": {"marquise": 11}})


UPRISING_HIRELINGS = {"spring_uprising": {}, "last_dynasty": {}, "flame_bearers": {}}  # three cards (Law A.6)


@pytest.mark.parametrize("hand, offered", [(["foxfolk_steel"], False), (["foxfolk_steel", "root_tea_fox"], True)])
def test_witness_against_the_spring_uprising_needs_a_card_for_each_price_of_5_2_and_law_e_2_2(hand, offered):
    """Witness costs a card matching the clearing (OF.5.2), and battling the promoted Spring Uprising another (its
    price, Law E.2.2): with one fox card the Order cannot pay both, so Witness against it is not offered (it used to
    be, and the battle then went ahead with the price unpaid); with two it is, and both are spent."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "spring_uprising": {"warrior": 2}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: hand},
                      hirelings=UPRISING_HIRELINGS)
    play_choices(game, "end_minister")
    assert ("witness:12:spring_uprising" in game.pending.option_ids) is offered
    if offered:
        fix_dice(game, 0, 0)
        witness(game, "witness:12:spring_uprising")
        while game.pending.kind == "spring_uprising.battle_price":
            game.choose(game.pending.option_ids[0])
        paid = [e["reason"] for e in events(game, "discarded")]
        assert paid == [f"{OF}.witness.card", "spring_uprising.battle_price"] and len(events(game, "battle")) == 1
    no_problems(game)


def test_witness_paid_with_the_last_matching_card_against_a_defender_without_a_price_of_5_2_and_law_e_2_2():
    """In a game where battling the Spring Uprising has a price (Law E.2.2), a Witness against another defender
    (OF.5.2) still costs its one card alone: the Order's only fox card pays for it against the Marquise, though
    it leaves nothing for the Uprising's price, so the Witness against the Uprising is not offered."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "marquise": {"warrior": 2},
                                        "spring_uprising": {"warrior": 2}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["foxfolk_steel"]},
                      hirelings=UPRISING_HIRELINGS)
    play_choices(game, "end_minister")
    assert "witness:12:marquise" in game.pending.option_ids
    assert "witness:12:spring_uprising" not in game.pending.option_ids
    fix_dice(game, 0, 0)
    witness(game, "witness:12:marquise")
    assert [e["reason"] for e in events(game, "discarded")] == [f"{OF}.witness.card"]
    assert len(events(game, "battle")) == 1
    no_problems(game)


# -- found by mutation testing: setup, turn limits, Herald, defence, Witness (OF.2-OF.5) -------------------------------

def test_the_altar_holds_the_pawns_off_the_map_once_a_real_setup_has_placed_them_of_2_3_and_3_2():
    """OF.2.3: before Appear (OF.3.2) the pawns are on no Altar; once setup is over, a pawn taken off the map is on
    the Altar and unlocks its suit's ability."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie", OF], "seed": 4})
    while game.pending.kind != f"{OF}.setup.appear":
        game.choose(game.pending.option_ids[0])
    assert game.factions[OF].altar(game) == []
    game.choose(game.pending.option_ids[0])
    play_choices(game, "abbey:bird", "abbey:rabbit", "abbey:fox")
    assert game.factions[OF].altar(game) == []
    where = pawns(game)["fox"]
    game.state.clearings[where].pawns.remove(OF)  # the fox pawn falls, as in a battle (OF.2.3)
    pawns(game)["fox"] = None
    fs(game, OF).supply["pawn"] += 1
    assert game.factions[OF].altar(game) == ["fox"]
    no_problems(game)


def test_each_birdsong_starts_the_turns_limits_afresh_one_minister_and_one_build_of_5_1_and_5_3():
    """The previous turn ministered and built: in this turn, begun at Birdsong, the Order may again Minister once
    (OF.5.1) and Build once (OF.5.3), and no more."""
    game = order_game("birdsong", {1: {OF: {"pawn": 4, "warrior": 1}}, 12: {OF: {"warrior": 1}}},
                      {"foreseen": ["ambush_fox"], "ministered": 1, "built": True})
    play_choices(game, "pass")  # no Herald move
    assert "minister:soup:1" in expect(game, f"{OF}.minister")
    game.choose("minister:soup:1")
    assert game.pending.kind != f"{OF}.minister"  # once: the step is over
    if game.pending.kind == f"{OF}.witness":
        game.choose("end_witness")
    assert "build:abbey_fox:12" in expect(game, f"{OF}.build")
    game.choose("build:abbey_fox:12")
    assert game.pending.kind != f"{OF}.build" or not any(o.startswith("build:") for o in game.pending.option_ids)


@pytest.mark.parametrize("pieces, left", [({"warrior": 2}, {"warrior": 1}), ({"pawn": 1, "soup": 1}, {"pawn": 1})])
def test_the_order_with_warriors_or_a_pawn_is_not_defenseless_of_2_2_and_law_4_3_3(pieces, left):
    """Law 4.3.3.II: only a defender without warriors takes an extra hit; the Order's pawns count as warriors in
    battle (OF.2.2). One hit rolled against two warriors, or against a pawn and a soup token, removes one piece."""
    table = {"fox": 1 if "pawn" in pieces else 5, "mouse": 5, "rabbit": 5, "bird": 5}
    clearings = {1: {OF: pieces, "marquise": {"warrior": 5}}, 5: {OF: {"pawn": 4 - pieces.get("pawn", 0)}}}
    game = order_game("daylight", clearings, {"pawns": table}, current="marquise")
    fix_dice(game, 1, 0)
    game.choose("battle")
    cl = game.state.clearings[1]
    assert {"warrior": warriors(game, 1, OF), "pawn": cl.pawns.count(OF)} == {"warrior": 0, "pawn": 0, **left}
    no_problems(game)


def test_herald_warriors_without_pawns_move_at_least_one_of_4_4_and_law_4_2():
    """A move takes at least one piece (Law 4.2): from a clearing with warriors and no pawn, zero is no choice."""
    game = order_game("birdsong", {1: {OF: {"warrior": 2}}, 5: {OF: {"pawn": 4}}},
                      {"pawns": {s: 5 for s in ("fox", "mouse", "rabbit", "bird")}, "foreseen": ["ambush_mouse"]})
    play_choices(game, "clearing:1", "clearing:9")
    assert expect(game, f"{OF}.herald.count") == ["count:1", "count:2"]


def test_herald_pawns_do_not_enter_a_sealed_clearing_of_4_4_and_law_d_6_2():
    """Pawns ignore rule (OF.2.2), not a clearing no piece may enter (the Scoundrel's Scorched Earth, Law D.6.2)."""
    game = order_game("birdsong", {9: {OF: {"pawn": 4}}}, {"foreseen": ["ambush_mouse"]}, sealed={1: "torch"})
    play_choices(game, "clearing:9")
    assert expect(game, f"{OF}.herald.destination") == ["clearing:4", "clearing:12"]


def test_witness_with_the_orders_supply_run_out_leaves_the_other_warriors_and_buildings_of_5_2():
    """OF.5.2: the Order's hits cannot remove enemy warriors. With one warrior left in its supply, three hits swap
    one Marquise warrior; the two hits left are used up: the other two warriors and the sawmill stay."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "marquise": {"warrior": 3, "sawmill": 1}},
                                   1: {OF: {"warrior": 12}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["anvil"]})
    assert fs(game, OF).supply["warrior"] == 1
    play_choices(game, "end_minister")
    fix_dice(game, 3, 0)
    witness(game, "witness:12:marquise")
    assert ranks(game) == {"marquise": 1} and warriors(game, 12, "marquise") == 2
    assert warriors(game, 12, OF) == 3 and game.state.clearings[12].buildings == [("marquise", "sawmill")]
    no_problems(game)


def test_ranks_of_exactly_ten_keep_every_warrior_of_2_10():
    """OF.2.10: only more than ten warriors in the Ranks send some back; a Witness bringing them to ten asks
    nothing."""
    game = eyrie_witnessed(8, 2)
    assert game.pending.kind != f"{OF}.ranks_return"
    assert ranks(game) == {"marquise": 8, "eyrie": 2}
    no_problems(game)


def test_one_hit_on_two_pawns_removes_one_of_the_orders_choice_to_the_altar_of_2_2_and_2_3():
    """Pawns take hits as warriors (OF.2.2), one each: one hit on the fox and mouse pawns removes the one the Order
    picks, which goes to the Altar (OF.2.3); the other stays."""
    game = order_game("daylight", {1: {OF: {"pawn": 2}, "marquise": {"warrior": 5}}, 5: {OF: {"pawn": 2}}},
                      {"pawns": {"fox": 1, "mouse": 1, "rabbit": 5, "bird": 5}}, current="marquise")
    fix_dice(game, 1, 0)
    game.choose("battle")
    assert expect(game, f"{OF}.martyr") == ["pawn:fox", "pawn:mouse"]
    game.choose("pawn:mouse")
    assert pawns(game)["fox"] == 1 and pawns(game)["mouse"] is None and game.factions[OF].altar(game) == ["mouse"]
    no_problems(game)


@pytest.mark.parametrize("hand, lost", [(["anvil", "root_tea_fox"], "pawn:mouse"), (["sword"], "pawn:fox")])
def test_the_orders_bot_loses_the_pawn_it_crafts_with_least_of_2_1_and_2_3(hand, lost):
    """Outside its turn its GenericBot does not look ahead: the advice gives up the pawn whose suit matches the fewest
    cards in its hand (fox cards: the mouse pawn; a mouse card: the fox pawn)."""
    from rootcore.agents import make_agent
    game = order_game("daylight", {1: {OF: {"pawn": 2}, "marquise": {"warrior": 5}}, 5: {OF: {"pawn": 2}}},
                      {"pawns": {"fox": 1, "mouse": 1, "rabbit": 5, "bird": 5}}, hands={OF: hand}, current="marquise")
    fix_dice(game, 1, 0)
    game.choose("battle")
    expect(game, f"{OF}.martyr")
    assert make_agent("heuristic", OF, 0)(game, game.pending) == lost


def test_congregate_only_in_a_clearing_of_a_suit_the_cost_names_of_2_1():
    """OF.2.1: a sword (two fox) may be paid by the fox and bird pawns only in a fox clearing: not in mouse clearing
    9 where they stand, but in fox clearing 1 by the fox and bird abbeys."""
    game = order_game("evening", {9: {OF: {"pawn": 4}}, 1: {OF: {"abbey_fox": 1, "abbey_bird": 1}}},
                      hands={OF: ["sword"]})
    assert [o for o in expect(game, f"{OF}.congregate") if o.startswith("craft:")] == [
        f"craft:{fs(game, OF).hand[0]}:1"]


def test_congregate_pieces_pay_once_a_turn_and_only_their_own_suit_or_as_birds_of_2_1():
    """OF.2.1: the fox and bird pawns in fox clearing 12 pay for a sword (two fox); the mouse pawn left there cannot
    pay for an anvil (one fox), so nothing more is offered."""
    game = order_game("evening", {12: {OF: {"pawn": 3}}, 5: {OF: {"pawn": 1}}},
                      {"pawns": {"fox": 12, "mouse": 12, "bird": 12, "rabbit": 5}}, hands={OF: ["sword", "anvil"]})
    sword = held(game, "sword", fs(game, OF).hand)
    game.choose(f"craft:{sword}:12")
    assert len(events(game, "crafted")) == 1
    asked = game.pending.option_ids if game.pending.kind == f"{OF}.congregate" else []
    assert not any(o.startswith("craft:") for o in asked)


def test_witness_hits_on_a_building_bring_no_order_warrior_of_5_2():
    """OF.5.2: only a swapped enemy warrior is replaced by an Order warrior; the hit beyond the one Marquise warrior
    removes the sawmill (Law 3.2.1) and puts no Order warrior there."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 3}, "marquise": {"warrior": 1, "sawmill": 1}}},
                      {"pawns": {"fox": 12}, "order": ["ambush_fox"]}, hands={OF: ["anvil"]})
    play_choices(game, "end_minister")
    fix_dice(game, 2, 0)
    witness(game, "witness:12:marquise")
    assert ranks(game) == {"marquise": 1} and game.state.clearings[12].buildings == []
    assert warriors(game, 12, OF) == 3 + 1
    no_problems(game)


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def marquise_attacks_clearing_1(game) -> None:
    """The Marquise battles the Order in clearing 1 (answering her battle questions)."""
    game.choose("battle")
    while game.pending.player == "marquise" and game.pending.kind.endswith(("clearing", "defender")):
        game.choose("clearing:1" if game.pending.kind.endswith("clearing") else f"faction:{OF}")



def test_reclamation_counts_the_pawns_an_enemy_removes_in_battle_as_warriors_of_2_11_and_2_2():
    """OF.2.2: in battle the Order's pawns are treated as warriors. The Marquise, on her turn, removes one Order
    warrior and both pawns in clearing 1 with three hits: by OF.2.11 she may take back as many warriors from the
    Ranks, three. (An audit of November 25, 2026: the pawns were not counted.)"""
    game = order_game("daylight", {1: {OF: {"pawn": 2, "warrior": 1}, "marquise": {"warrior": 5}},
                                   5: {OF: {"pawn": 2}}},
                      {"pawns": {"fox": 1, "mouse": 1, "rabbit": 5, "bird": 5}, "ranks": {"marquise": 4}},
                      current="marquise")
    fix_dice(game, 3, 0)
    marquise_attacks_clearing_1(game)
    assert game.state.clearings[1].pawns == [] and warriors(game, 1, OF) == 0  # all three went
    expect(game, f"{OF}.reclamation", "marquise")
    game.choose("faction:marquise")
    assert ranks(game) == {"marquise": 1}


def test_a_vagabond_removing_an_order_pawn_in_battle_makes_the_order_hostile_of_2_2_and_law_9_2_9_iii():
    """OF.2.2: in battle the Order's pawns are treated as warriors; Law 9.2.9.III: a Vagabond removing a warrior of a
    non-Hostile faction makes it Hostile. The Thief battles the Order's lone fox pawn in clearing 1 and removes it:
    the Order should be Hostile. (It stayed Indifferent before an audit of November 25, 2026.)"""
    vagabond = thief(clearing=1, items=["sword", "sword", "boot", "torch"], relationships={OF: 0, "marquise": 0})
    game = order_game("daylight", {1: {OF: {"pawn": 1}}, 5: {OF: {"pawn": 3}}},
                      {"pawns": {"fox": 1, "mouse": 5, "rabbit": 5, "bird": 5}}, current="vagabond",
                      factions=("marquise", OF, "vagabond"), others={"vagabond": vagabond})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    while game.pending.player == "vagabond" and not events(game, "battle"):
        game.choose("clearing:1" if "clearing:1" in game.pending.option_ids else f"faction:{OF}")
    assert OF not in game.state.clearings[1].pawns and fs(game, OF).data["pawns"]["fox"] is None
    assert fs(game, "vagabond").data["relationships"][OF] == "hostile"


def test_a_witness_with_pawns_alone_goes_on_after_an_ambush_leaves_one_pawn_of_2_2_and_5_2():
    """Pawns are fighters (OF.2.2): three pawns alone may Witness. The Marquise's ambush (two hits) removes two pawns
    to the Altar; the pawn left keeps the battle going (Law 4.3.1) and rolls one hit, which swaps a Marquise warrior
    into the Ranks (OF.5.2)."""
    game = order_game("daylight", {12: {OF: {"pawn": 3}, "marquise": {"warrior": 3}}, 5: {OF: {"pawn": 1}}},
                      {"pawns": {"fox": 12, "mouse": 12, "rabbit": 12, "bird": 5}, "order": ["travel_gear_fox"]},
                      hands={OF: ["anvil"], "marquise": ["ambush_fox"]})
    play_choices(game, "end_minister")
    fix_dice(game, 3, 0)
    witness(game, "witness:12:marquise")
    game.choose(expect(game, "battle.ambush", "marquise")[0])
    play_choices(game, "pawn:fox", "pawn:mouse")  # which two pawns fall: the Order's choice
    assert not events(game, "battle_ended_early")
    assert ranks(game) == {"marquise": 1} and warriors(game, 12, "marquise") == 2
    assert game.factions[OF].altar(game) == ["fox", "mouse"]
    assert warriors(game, 12, OF) == 1 and game.state.clearings[12].pawns == [OF]
    no_problems(game)


def test_the_witness_price_rises_per_defender_not_per_witness_of_5_2():
    """OF.5.2: one more card per Witness already taken against the same faction: after one against the Marquise,
    one against the Eyrie in the same clearing still costs a single card."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 5}, "marquise": {"warrior": 3},
                                        "eyrie": {"warrior": 3}}},
                      {"pawns": {"fox": 12}, "order": ["travel_gear_fox"]},
                      hands={OF: ["anvil", "foxfolk_steel"]}, factions=("marquise", "eyrie", OF),
                      others={"eyrie": {"leader": "commander", "viziers": {}}})
    play_choices(game, "end_minister")
    fix_dice(game, 0, 0)
    witness(game, "witness:12:marquise")
    assert "witness:12:eyrie" in expect(game, f"{OF}.witness")
    assert "witness:12:marquise" not in game.pending.option_ids  # two cards now, one left
    fix_dice(game, 0, 0)
    witness(game, "witness:12:eyrie")
    assert fs(game, OF).hand == [] and len(events(game, "battle")) == 2


def test_reclamation_takes_back_no_more_than_the_chosen_player_has_in_the_ranks_of_2_11():
    """OF.2.11: two Order warriors removed by the Marquise let her take back two warriors of one player; choosing
    the Eyrie, which has one there, returns that one, and the Marquise's stay."""
    game = order_game("daylight", {1: {OF: {"warrior": 2}, "marquise": {"warrior": 5}}, 5: {OF: {"pawn": 4}}},
                      {"ranks": {"marquise": 3, "eyrie": 1}}, current="marquise",
                      factions=("marquise", "eyrie", OF), others={"eyrie": {"leader": "commander", "viziers": {}}})
    fix_dice(game, 2, 0)
    marquise_attacks_clearing_1(game)
    assert expect(game, f"{OF}.reclamation", "marquise") == ["faction:eyrie", "faction:marquise", "pass"]
    game.choose("faction:eyrie")
    assert ranks(game) == {"marquise": 3}
    no_problems(game)


def test_the_fox_pawn_on_the_altar_adds_no_hit_when_the_order_witnesses_of_2_4_i():
    """OF.2.4.I: the fox pawn's extra hit is the defender's; in a Witness the Order attacks, so one rolled hit swaps
    one Marquise warrior, not two."""
    game = order_game("daylight", {12: {OF: {"pawn": 1, "warrior": 2}, "marquise": {"warrior": 3}},
                                   5: {OF: {"pawn": 2}}},
                      {"pawns": {"bird": 12, "mouse": 5, "rabbit": 5}, "order": ["travel_gear_fox"]},
                      hands={OF: ["anvil"]})
    assert game.factions[OF].altar(game) == ["fox"]
    play_choices(game, "end_minister")
    fix_dice(game, 1, 0)
    witness(game, "witness:12:marquise")
    assert ranks(game) == {"marquise": 1} and warriors(game, 12, "marquise") == 2


def test_power_of_faith_rolls_for_tokens_but_not_abbeys_of_2_6():
    """OF.2.6: defenseless, the Order rolls up to one hit per token; an abbey is a building and adds none. A soup
    token and the fox abbey in clearing 1: at most one hit."""
    game = order_game("daylight", {1: {OF: {"soup": 1, "abbey_fox": 1}, "marquise": {"warrior": 5}},
                                   5: {OF: {"pawn": 4}}},
                      {"pawns": {s: 5 for s in ("fox", "mouse", "rabbit", "bird")}}, current="marquise")
    fix_dice(game, 3, 3)
    marquise_attacks_clearing_1(game)
    assert events(game, "dice")[-1]["defender_hits"] == 1


def test_the_card_the_rabbit_pawn_draws_can_be_crafted_the_same_evening_of_2_4_iii_and_2_1():
    """OF.2.4.III and OF.2.1 both act at the start of Evening: the card drawn for the rabbit pawn on the Altar comes
    first, so the fox pawn in fox clearing 1 can Congregate it (an anvil, one fox) at once."""
    game = order_game("evening", {1: {OF: {"pawn": 3}}}, {"pawns": {"fox": 1, "mouse": 1, "bird": 1}},
                      deck_top=["anvil"])
    crafts = [o for o in expect(game, f"{OF}.congregate") if o.startswith("craft:")]
    assert crafts == [f"craft:{fs(game, OF).hand[0]}:1"]
    game.choose(crafts[0])
    assert len(events(game, "crafted")) == 1
