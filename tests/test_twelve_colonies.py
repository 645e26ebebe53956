"""Rules tests of the Twelve Colonies, a faction of the Outsiders fan expansion (fan content; rules text 002, sections
TC.1-TC.6, cited "TC.x"; "Law x" is the Law of Root). The readings the text leaves open are in the plugin's docstring
(plugins/rootcore_plugins/twelve_colonies/__init__.py); each test names the rule or reading it checks.

Autumn clearings used (suit; adjacent): 1 fox (5 9 10), 2 mouse (5 6 10), 5 rabbit (1 2), 9 mouse (1 4 12), 10 rabbit
(1 2 12), 12 fox (4 7 9 10 11).
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.agents import make_agent
from rootcore.testing import check_plugin_conformance
from rootcore.rules import hirelings
from rootcore.rules.adjacency import seal

from helpers import events, expect, fix_dice, no_problems, play_choices, run, warriors

from rootcore_plugins.twelve_colonies import FACTION
from rootcore_plugins.twelve_colonies.democracy import FAVOURS_WARNING
from rootcore_plugins.twelve_colonies.laws import LAW_WARNINGS

TC = FACTION
M = "marquise"


CC = "croakers_coven"


def colonies(clearings=None, *, phase="daylight", current=TC, factions=(M, TC), hands=None, data=None, **spec):
    mine = {"actions": 3, **((data or {}).pop(TC, {}) if data else {})}
    return rootcore.scenario({"factions": list(factions), "current": current, "phase": phase,
                              "clearings": clearings or {}, "hands": {f: [] for f in factions} | (hands or {}),
                              "data": {TC: mine, **(data or {})}, **spec})


def tc(game):
    return game.state.factions[TC].data


def card(game, name):
    return next(c for c in range(len(game.cards)) if game.cards[c].id == name)


def turtles(game, clearing):
    return game.factions[TC].turtles_at(game, clearing)


# -- setup (TC.3) ----------------------------------------------------------------------------------------------------

def test_setup_founds_two_adjacent_colonies_keeps_two_laws_and_hands_out_ballots_tc_3():
    game = rootcore.new_game({"factions": ["eyrie", TC], "seed": 2})  # the Eyrie leaves most clearings empty
    while game.pending.kind != "twelve_colonies.setup.colonies":
        game.choose(game.pending.option_ids[0])
    pairs = [tuple(map(int, o.split(":")[1].split("-"))) for o in game.pending.option_ids]
    count = {c: cl.piece_count() for c, cl in game.state.clearings.items()}  # a ruin is a piece (Law G.1.25)
    fewest = min(count[a] + count[b] for a, b in pairs)
    assert all(count[a] + count[b] == fewest and b in game.board.adjacent[a] for a, b in pairs)  # TC.3.1
    a, b = pairs[0]
    play_choices(game, game.pending.option_ids[0], f"clearing:{a}")
    assert expect(game, "twelve_colonies.setup.law", TC) and len(tc(game)["law_hand"]) == 3  # TC.3.2
    game.choose(game.pending.option_ids[0])
    assert len(tc(game)["law_hand"]) == 2 and len(tc(game)["law_deck"]) == 14
    for c, kind in ((a, "capitol"), (b, "common")):
        assert game.state.clearings[c].count(TC, kind) == 1
        assert warriors(game, c, TC) == 3 and turtles(game, c) == 1  # two snakes, one turtle
    assert tc(game)["ballots"] == {TC: 3, "eyrie": 1} and tc(game)["trust"] == 24 - 4  # TC.3.3
    assert game.state.factions[TC].tracks == {"capitol": 3, "common": 4}  # TC.3.4
    assert FAVOURS_WARNING in game.warnings  # TC.2.5.II cannot be negotiated: said loudly


# -- Birdsong: Recruit (TC.4.1) ----------------------------------------------------------------------------------------

def recruit_position(**data):
    return colonies({1: {TC: {"warrior": 1, "capitol": 1}}, 5: {TC: {"warrior": 1, "common": 1}}}, phase="birdsong",
                    data={TC: {"ballots": {TC: 2}, "law_hand": [], **data}})


def test_recruit_one_warrior_at_a_capitol_two_at_a_common_per_ballot_tc_4_1():
    game = recruit_position()
    assert expect(game, "twelve_colonies.recruit", TC) == ["clearing:1", "clearing:5", "pass"]
    play_choices(game, "clearing:1", "count:1")  # the warrior is a turtle
    assert warriors(game, 1, TC) == 2 and turtles(game, 1) == 1
    play_choices(game, "clearing:5", "count:0")
    assert warriors(game, 5, TC) == 3 and turtles(game, 5) == 0
    assert tc(game)["trust"] == 24 and tc(game)["ballots"][TC] == 0
    no_problems(game)


# -- the Democratic Process (TC.2.6) ----------------------------------------------------------------------------------

def convene_position(hand, scores=None, ballots=None, clearings=None, law=None, hands=None):
    spec = {"scores": scores} if scores else {}
    game = colonies(clearings or {1: {TC: {"warrior": 2, "capitol": 1}}, 9: {M: {"warrior": 3}}}, phase="birdsong",
                    data={TC: {"ballots": ballots or {TC: 0, M: 2}, "law_hand": hand, "law": law}}, hands=hands,
                    **spec)
    if game.pending.kind == "twelve_colonies.recruit":
        game.choose("pass")  # keep the ballots for the vote
    return game


def test_a_directive_passes_on_more_yea_ballots_and_half_rounded_up_go_to_the_colonies_tc_2_6_ii_iii():
    game = convene_position(["defensio_optimum", "pax_mus"], ballots={TC: 1, M: 2}, scores={TC: 0, M: 5})
    assert expect(game, "twelve_colonies.reveal", TC) == ["law:defensio_optimum", "law:pax_mus"]
    game.choose("law:defensio_optimum")
    # Voting: highest VP first, so the Marquise first.
    assert expect(game, "twelve_colonies.vote", M) == ["vote:yea", "vote:nay", "buy", "favour", "done"]
    play_choices(game, "vote:nay", "count:1", "done")
    play_choices(game, "vote:yea", "done")  # the Colonies: one ballot, so no count is asked
    play_choices(game, "done", "done")  # round two: the Marquise, then the Colonies (who could buy a ballot)
    assert expect(game, "twelve_colonies.tie", TC) == ["result:yea", "result:nay"]  # TC.2.6: the Colonies decide
    game.choose("result:yea")
    assert tc(game)["law"] == "defensio_optimum" and tc(game)["law_hand"] == ["pax_mus"]
    assert tc(game)["ballots"] == {TC: 1, M: 1}  # two cast: one back to the Colonies, one to the Trust
    assert tc(game)["trust"] == 24 - 3 + 1
    no_problems(game)


def test_a_failed_law_leaves_the_game_and_the_old_law_stays_tc_2_6_iii():
    game = convene_position(["pax_mus"], ballots={TC: 0, M: 2}, law="insidae_tutela")
    play_choices(game, "done", "vote:nay", "count:2", "done", "done")  # a VP tie: the Colonies vote first (and abstain)
    assert tc(game)["law"] == "insidae_tutela" and "pax_mus" in tc(game)["retired"]


def test_abstaining_in_round_one_bars_round_two_tc_2_6_ii():
    game = convene_position(["pax_mus"], ballots={TC: 2, M: 2}, scores={TC: 0, M: 5})
    play_choices(game, "done")  # the Marquise abstains
    play_choices(game, "vote:yea", "count:1", "done")  # the Colonies
    # Round two: only the Colonies vote again.
    assert expect(game, "twelve_colonies.vote", TC) == ["vote:yea", "vote:nay", "buy", "favour", "done"]
    play_choices(game, "vote:yea", "done")
    assert tc(game)["law"] == "pax_mus" and [e["faction"] for e in events(game, "abstained")] == [M]


def test_buying_a_ballot_from_the_public_trust_removes_a_warrior_two_for_the_colonies_tc_2_5_i():
    game = convene_position(["pax_mus"], ballots={TC: 0, M: 0}, scores={TC: 0, M: 5})
    play_choices(game, "buy")
    assert warriors(game, 9, M) == 2 and tc(game)["ballots"][M] == 1
    play_choices(game, "vote:yea", "done")
    play_choices(game, "buy")  # the Colonies: two warriors from clearing 1 (one decision each, one clearing)
    assert warriors(game, 1, TC) == 0 and tc(game)["ballots"][TC] == 1
    no_problems(game)


def favour_position():
    """The Marquise (5 VP) votes first, with no ballot and two cards; the Colonies hold two ballots."""
    return convene_position(["pax_mus"], ballots={TC: 2, M: 0}, scores={TC: 0, M: 5},
                            hands={M: ["anvil", "root_tea_mouse"], TC: []})


def test_a_political_favour_accepted_hands_over_the_cards_and_ballots_at_once_tc_2_5_ii():
    from rootcore.knowledge import known_cards
    game = favour_position()
    assert expect(game, "twelve_colonies.vote", M) == ["buy", "favour", "done"]
    play_choices(game, "favour")  # the Colonies alone hold ballots: asked of no one else, so not asked
    assert expect(game, "twelve_colonies.favour.count", M) == ["count:1", "count:2"]
    anvil = card(game, "anvil")
    play_choices(game, "count:2", f"card:{anvil}", "offer")
    answer = expect(game, "twelve_colonies.favour.answer", TC)
    assert answer == ["yes", "no"] and "Anvil" in game.pending.prompt and "2 of your ballots" in game.pending.prompt
    assert known_cards(game, TC) == {anvil: (M, "hand")}  # the seller has seen the price (Law 1.2.1)
    assert known_cards(game, None) == {}  # nobody else has
    game.choose("yes")
    assert game.state.factions[M].hand == [card(game, "root_tea_mouse")] and game.state.factions[TC].hand == [anvil]
    assert tc(game)["ballots"] == {TC: 0, M: 2}
    assert [(e["seller"], e["count"], e["price"], e["accepted"]) for e in events(game, "favour_offered")] == \
        [(TC, 2, 1, True)]
    assert [(e["faction"], e["buyer"], e["count"], e["price"]) for e in events(game, "ballots_sold")] == [(TC, M, 2, 1)]
    assert known_cards(game, M) == {anvil: (TC, "hand")}  # the buyer knows where its card went (Law 1.2.1)
    # Back to the Marquise's vote: nobody left with ballots to sell, and the two bought ones to cast.
    assert expect(game, "twelve_colonies.vote", M) == ["vote:yea", "vote:nay", "buy", "done"]
    play_choices(game, "vote:yea", "count:2", "done")
    assert tc(game)["cast"] == 2
    no_problems(game)


def test_a_political_favour_refused_changes_nothing_and_is_not_offered_again_that_turn_tc_2_5_ii():
    game = favour_position()
    play_choices(game, "favour", "count:1", "offer")  # one ballot for nothing
    expect(game, "twelve_colonies.favour.answer", TC)
    game.choose("no")
    assert len(game.state.factions[M].hand) == 2 and tc(game)["ballots"] == {TC: 2, M: 0}
    assert [e["accepted"] for e in events(game, "favour_offered")] == [False] and events(game, "card_given") == []
    assert expect(game, "twelve_colonies.vote", M) == ["buy", "done"]  # the Colonies were asked this turn
    play_choices(game, "buy")  # from the Public Trust instead: she votes, so she may vote again in round two
    play_choices(game, "vote:yea", "done", "done")  # her ballot; the Colonies abstain
    assert expect(game, "twelve_colonies.vote", M) == ["buy", "favour", "done"]  # a new turn to vote: offered again


def test_a_heuristic_bot_buying_one_ballot_offers_one_card_tc_2_5_ii():
    game = favour_position()
    play_choices(game, "favour", "count:1")
    bot = make_agent("heuristic", M, 0)
    assert bot(game, game.pending).startswith("card:")
    game.choose(game.pending.option_ids[0])
    assert bot(game, game.pending) == "offer"


def test_a_heuristic_bot_buying_ballots_offers_its_least_useful_cards_one_a_ballot_tc_2_5_ii():
    # The Marquise buys two ballots of the Colonies' with three cards in hand, a bird card among them.
    game = convene_position(["pax_mus"], ballots={TC: 2, M: 0}, scores={TC: 0, M: 5},
                            hands={M: ["birdy_bindle", "root_tea_mouse", "anvil"], TC: []})
    play_choices(game, "favour", "count:2")
    bot = make_agent("heuristic", M, 0)  # her bot has no rule of its own for the Colonies' question: the advice
    first = bot(game, game.pending)
    assert first in (f"card:{card(game, 'root_tea_mouse')}", f"card:{card(game, 'anvil')}")  # not the bird card
    game.choose(first)
    second = bot(game, game.pending)
    assert second != first and second != f"card:{card(game, 'birdy_bindle')}"  # one card a ballot
    game.choose(second)
    assert bot(game, game.pending) == "offer"  # two cards for two ballots: no more


@pytest.mark.parametrize("cards_offered, answer", [(0, "no"), (1, "no"), (2, "yes")])
def test_a_heuristic_bot_sells_its_ballots_for_a_card_each_tc_2_5_ii(cards_offered, answer):
    # The Colonies (more VP, voting first, no ballot) offer for the Marquise's two ballots.
    game = convene_position(["pax_mus"], ballots={TC: 0, M: 2}, scores={TC: 5, M: 0},
                            hands={TC: ["anvil", "root_tea_mouse", "sword"], M: []})
    play_choices(game, "favour", "count:2")
    for _ in range(cards_offered):
        game.choose(game.pending.option_ids[0])
    game.choose("offer")
    assert expect(game, "twelve_colonies.favour.answer", M)
    assert make_agent("heuristic", M, 0)(game, game.pending) == answer


# -- heuristic bots in the Democratic Process (advice.py) ---------------------------------------------------------

def bot_answer(game, faction=None):
    return make_agent("heuristic", faction or game.pending.player, 0)(game, game.pending)


A = "alliance"


@pytest.mark.parametrize("law, target, worth", [
    # Every Law passed lets the Colonies colonize (2 to them, -1 to each rival), then what it does to each player.
    ("feris_ratio", M, {M: -1 + 2, A: -1 - 1, TC: 2 - 1}),  # the elected gains 2, each other player loses 1
    ("militaris_subsidium", TC, {M: -1 - 1, A: -1 - 1, TC: 2 + 2}),
    # Clearing 9: three Marquise warriors, a Colonies warrior, a sympathy token. Each piece of one's own there costs
    # 0.5, each of the others' rids one of half that.
    ("omnius_exitus", "9", {M: -1 + 0.5 * (2 / 2 - 3), A: -1 + 0.5 * (4 / 2 - 1), TC: 2 + 0.5 * (4 / 2 - 1)}),
    ("omnius_exitus", "1", {M: -1 + 0.5 * 3 / 2, A: -1 + 0.5 * 3 / 2, TC: 2 - 0.5 * 3}),  # two warriors, a capitol
    ("valorem_historiae", f"10:{M}:sawmill", {M: -1 - 2, A: -1 + 1, TC: 2 + 1}),  # her sawmill: 2 lost, 1 to others
    ("valorem_historiae", "10:ruin", {M: -1, A: -1, TC: 2}),
    ("status_aequalis", None, {M: -1 - 2, A: -1 + 2, TC: 2 + 2}),  # the Marquise leads, the others tie last
    ("pax_mus", None, {M: -1 - 1, A: -1 + 0.5, TC: 2 - 1}),  # an attacker (militant: her, the Colonies) loses 1
    ("defensio_optimum", None, {M: -1 - 1, A: -1 + 0.5, TC: 2 - 1}),
    ("amplius_actum", None, {M: -1 + 0.5, A: -1 + 0.5, TC: 2 + 0.5}),
    ("publico_auxilio", None, {M: -1 + 0.5, A: -1 + 0.5, TC: 2 + 0.5}),
    ("artifex_contentio", None, {M: -1 - 0.5, A: -1 - 0.5, TC: 2 - 0.5}),
    ("communia_divitiae", None, {M: -1, A: -1, TC: 2}),
])
def test_what_a_law_is_worth_to_each_player_for_the_bots_votes(law, target, worth):
    from rootcore_plugins.twelve_colonies.advice import law_value
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {M: {"sawmill": 1}},
                     9: {M: {"warrior": 3}, TC: {"warrior": 1}, A: {"sympathy": 1}}},
                    factions=(M, A, TC), scores={M: 5, A: 2, TC: 2})
    assert {p: law_value(game, TC, p, law, target) for p in (M, A, TC)} == pytest.approx(worth)


def test_heuristic_bots_nominate_themselves_for_a_law_that_helps_the_elected_player_tc_2_6_i():
    game = convene_position(["feris_ratio"], ballots={TC: 1, M: 1}, scores={TC: 3, M: 0})
    assert expect(game, "twelve_colonies.nominate", M) and bot_answer(game) == f"nominate:{M}"
    game.choose(f"nominate:{M}")
    assert expect(game, "twelve_colonies.nominate", TC) and bot_answer(game) == f"nominate:{TC}"  # not second:M


def test_heuristic_bots_nominate_for_omnius_exitus_a_clearing_of_their_rivals_or_nothing_tc_2_3_iv():
    # The Colonies at 1, the Marquise's three warriors at 9, two at 5 beside a Colonies warrior.
    game = convene_position(["omnius_exitus"], ballots={TC: 1, M: 1}, scores={TC: 3, M: 0},
                            clearings={1: {TC: {"warrior": 2, "capitol": 1}}, 9: {M: {"warrior": 3}},
                                       5: {M: {"warrior": 2}, TC: {"warrior": 1}}})
    assert bot_answer(game) == "pass"  # the Marquise: every Law passing lets the Colonies colonize
    game.choose("pass")
    assert bot_answer(game) == "nominate:9"  # the Colonies: most rival pieces, none of theirs


@pytest.mark.parametrize("law, scores, marquise, colonies", [
    ("pax_mus", {TC: 0, M: 5}, "vote:nay", "vote:yea"),  # a Pax Law hampers an attacker (the Marquise, militant)
    ("publico_auxilio", {TC: 0, M: 5}, "vote:nay", "vote:yea"),  # a card is not worth the Colonies colonizing
    ("status_aequalis", {TC: 0, M: 5}, "vote:nay", "vote:yea"),  # she leads: she would lose 2 VP
    ("status_aequalis", {TC: 6, M: 5}, "vote:yea", "vote:nay"),  # she trails: 2 VP for her, 2 less for the Colonies
])
def test_heuristic_bots_vote_for_what_the_law_is_worth_to_them_tc_2_6_ii(law, scores, marquise, colonies):
    game = convene_position([law], ballots={TC: 2, M: 2}, scores=scores)
    first, second = (M, TC) if scores[M] > scores[TC] else (TC, M)  # highest VP votes first
    expect(game, "twelve_colonies.vote", first)
    answers = {M: marquise, TC: colonies}
    assert bot_answer(game) == answers[first]
    play_choices(game, answers[first])
    assert expect(game, "twelve_colonies.vote.count", first) == ["count:1", "count:2"]
    assert bot_answer(game) == "count:1"  # one ballot in the first round keeps the right to vote in the second
    game.choose("count:1")
    assert bot_answer(game) == "done"  # once a round
    game.choose("done")
    expect(game, "twelve_colonies.vote", second)
    assert bot_answer(game) == answers[second]


def test_a_heuristic_bot_behind_in_the_second_round_votes_the_ballots_that_put_its_choice_ahead_tc_2_6_ii():
    # The Marquise (nay, 3 ballots) and the Colonies (yea, 5): one and three in round one.
    game = convene_position(["pax_mus"], ballots={TC: 5, M: 3}, scores={TC: 0, M: 5})
    play_choices(game, "vote:nay", "count:1", "done", "vote:yea", "count:3", "done")
    assert expect(game, "twelve_colonies.vote", M) and bot_answer(game) == "vote:nay"  # round two, 1 against 3
    game.choose("vote:nay")
    assert bot_answer(game) == "count:2"  # the most she has: 3 against 3 is a tie, not ahead
    game.choose("count:2")
    assert bot_answer(game) == "done"
    game.choose("done")
    assert expect(game, "twelve_colonies.vote", TC) and bot_answer(game) == "vote:yea"  # now behind, 3 against 3
    game.choose("vote:yea")
    assert bot_answer(game) == "count:1"


def test_a_heuristic_bot_votes_one_ballot_in_the_first_round_however_far_behind_tc_2_6_ii():
    game = convene_position(["pax_mus"], ballots={TC: 5, M: 3}, scores={TC: 0, M: 5})
    play_choices(game, "vote:nay", "count:3", "done", "vote:yea")  # 3 nays before the Colonies' first vote
    assert expect(game, "twelve_colonies.vote.count", TC) and bot_answer(game) == "count:1"


def test_a_heuristic_bot_with_one_nomination_to_vote_for_stops_voting_once_it_leads_tc_2_6_ii():
    game = convene_position(["feris_ratio"], ballots={TC: 3, M: 1}, scores={TC: 3, M: 0})
    play_choices(game, f"nominate:{TC}", f"second:{TC}")  # the Colonies alone, as A
    assert expect(game, "twelve_colonies.vote", TC) == ["vote:A", "buy", "favour", "done"]
    assert bot_answer(game) == "vote:A"
    play_choices(game, "vote:A", "count:1", "done", "done")  # the Marquise abstains, so she is out of round two
    assert expect(game, "twelve_colonies.vote", TC) and bot_answer(game) == "done"  # 1 against nobody: ahead


def test_a_heuristic_bot_ahead_in_the_second_round_keeps_its_ballots_tc_2_6_ii():
    game = convene_position(["pax_mus"], ballots={TC: 4, M: 1}, scores={TC: 0, M: 5})
    play_choices(game, "vote:nay", "done", "vote:yea", "count:2", "done")  # her one ballot needs no count
    assert expect(game, "twelve_colonies.vote", M) == ["buy", "favour", "done"]  # round two: she has none left
    assert bot_answer(game) == "done"  # and buys none
    game.choose("done")
    assert expect(game, "twelve_colonies.vote", TC) and bot_answer(game) == "done"  # yea leads, 2 against 1
    game.choose("done")
    assert tc(game)["law"] == "pax_mus" and tc(game)["ballots"][TC] == 2 + 2  # its two kept, half the three cast


def test_an_election_nominates_lowest_vp_first_and_elects_the_seconded_nomination_tc_2_6_i():
    game = convene_position(["feris_ratio"], ballots={TC: 1, M: 1}, scores={TC: 3, M: 0})
    expect(game, "twelve_colonies.nominate", M)  # lowest VP first
    assert set(game.pending.option_ids) == {f"nominate:{M}", f"nominate:{TC}", "buy", "favour", "pass"}
    game.choose(f"nominate:{M}")
    assert f"second:{M}" in expect(game, "twelve_colonies.nominate", TC)
    game.choose(f"second:{M}")
    # Voting highest first: the Colonies vote A, the Marquise too.
    assert expect(game, "twelve_colonies.vote", TC) == ["vote:A", "buy", "favour", "done"]
    play_choices(game, "vote:A", "done", "vote:A", "done", "done", "done")
    assert tc(game)["law"] == "feris_ratio" and tc(game)["elected"] == M


def test_an_election_with_nothing_seconded_fails_tc_2_6_i():
    game = convene_position(["feris_ratio"], scores={TC: 3, M: 0})
    play_choices(game, f"nominate:{M}", "pass")
    assert tc(game)["law"] is None and "feris_ratio" in tc(game)["retired"]


# -- Daylight (TC.5) ----------------------------------------------------------------------------------------------

def test_colonize_a_capitol_where_ruled_in_a_clearing_of_the_laws_suit_paying_the_track_cost_tc_5_2():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {TC: {"warrior": 2}}, 5: {TC: {"warrior": 1},
                                                                                          M: {"warrior": 2}}},
                    hands={TC: ["ambush_rabbit", "ambush_fox"]}, data={TC: {"law": "pax_lepus"}})
    game.choose("colonize")
    # A rabbit Law: rabbit clearings only; a Capitol only where ruled (10, not 5); a Common in 5 too.
    assert expect(game, "twelve_colonies.colonize", TC) == ["capitol:10", "common:5", "common:10"]
    game.choose("capitol:10")
    assert game.state.clearings[10].count(TC, "capitol") == 1
    assert game.state.factions[TC].score == 1 and card(game, "ambush_rabbit") in game.state.discard


def test_starting_over_places_two_warriors_with_the_leftmost_common_tc_2_7_i():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {TC: {"warrior": 1}}}, hands={TC: []})
    game.state.factions[TC].tracks["common"] = 5  # every Common is on the track: the next is the leftmost
    game.choose("colonize")
    play_choices(game, "count:0")  # the one place to colonize is taken unasked; the two warriors are snakes
    assert warriors(game, 10, TC) == 3 and game.state.factions[TC].tracks["common"] == 4


def test_claim_scores_the_uncovered_flags_once_per_turn_tc_5_3():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 9: {TC: {"capitol": 1}}, 12: {TC: {"capitol": 1}}})
    assert game.factions[TC].claim_vp(game) == 1  # three Capitols on the map: one flag uncovered (board choice)
    game.choose("claim")
    assert game.state.factions[TC].score == 1 and "claim" not in game.pending.option_ids


def test_campaign_moves_snakes_and_turtles_stay_tc_5_1_tc_2_2_ii():
    game = colonies({1: {TC: {"warrior": 3, "capitol": 1}}}, data={TC: {"turtles": {1: 1}}})
    play_choices(game, "campaign", "snakes:1", "clearing:5")
    assert expect(game, "twelve_colonies.move.count", TC) == ["count:1", "count:2"]  # the turtle is not counted
    play_choices(game, "count:2", "count:0", "done")
    assert warriors(game, 5, TC) == 2 and warriors(game, 1, TC) == 1 and turtles(game, 1) == 1


# -- Hard Shelled (TC.2.2.I) --------------------------------------------------------------------------------------

def test_turtles_roll_no_hits_and_one_rolled_hit_is_ignored_where_they_are_tc_2_2_i():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, M: {"warrior": 3}}}, data={TC: {"turtles": {1: 1}}})
    assert game.factions[TC].max_rolled_hits(game, 1) == 1
    fix_dice(game, 3, 2)
    play_choices(game, "campaign", "battles")
    play_choices(game, "count:1") if game.pending.kind == "twelve_colonies.turtles_removed" else None
    # The Colonies rolled 3 capped at their 1 snake; the Marquise 2, one ignored: one warrior of theirs lost.
    assert warriors(game, 1, M) == 2
    assert warriors(game, 1, TC) == 1 and events(game, "hits_ignored")[0]["hits"] == 1


def test_turtles_ignore_none_of_an_ambushs_hits_which_are_not_rolled_tc_2_2_i_and_law_4_3_1_ii():
    # Hard Shelled ignores a rolled hit only; an ambush deals its two hits before the dice are rolled (Law 4.3.1.II),
    # so the Colonies attacking with a turtle there lose two warriors to it, and the rolls of 0 then deal nothing.
    game = colonies({1: {TC: {"warrior": 4, "capitol": 1}, M: {"warrior": 1}}}, hands={M: ["ambush_fox"]},
                    data={TC: {"turtles": {1: 1}}})
    fix_dice(game, 0, 0)
    play_choices(game, "campaign", "battles", f"ambush:{card(game, 'ambush_fox')}")
    while game.pending.kind == "twelve_colonies.turtles_removed":
        play_choices(game, "count:0")
    assert warriors(game, 1, TC) == 2 and not events(game, "hits_ignored")
    assert len(events(game, "dice")) == 1  # the battle went on to its roll


@pytest.mark.parametrize("turtles_there, hits, answer", [
    (3, 2, 2),  # two of the three turtles go, one stays for Hard Shelled
    (3, 1, 1),
    (1, 1, 0),  # the one turtle stays: a snake goes
    (2, 3, 1),  # three of four, two of them turtles: one turtle and both snakes go
])
def test_the_colonies_bot_loses_turtles_but_one_first_tc_2_2(turtles_there, hits, answer):
    """The Marquise attacks four of the Colonies' warriors in 1 on her turn and deals `hits`: their bot keeps one
    turtle (Hard Shelled, TC.2.2.I, needs no more) and otherwise loses turtles, which roll no hits and never move
    (TC.2.2.II), before snakes."""

    game = colonies({1: {TC: {"warrior": 4, "capitol": 1}, M: {"warrior": 3}}}, current=M,
                    data={TC: {"turtles": {1: turtles_there}}, M: {}})
    fix_dice(game, hits + 1, 0)  # one rolled hit is ignored (Hard Shelled)
    play_choices(game, "battle")  # the one clearing and defender: asked of nobody
    assert expect(game, "twelve_colonies.turtles_removed", TC)
    assert make_agent("heuristic", TC, 0)(game, game.pending) == f"count:{answer}"


# -- Turtles on paths and Tolls (TC.2.2.II-III) -----------------------------------------------------------------------

def test_a_turtle_steps_onto_a_path_and_others_pay_a_toll_to_move_along_it_tc_2_2_iii():
    game = colonies({1: {TC: {"warrior": 1, "capitol": 1}}, 5: {M: {"warrior": 2}}}, data={TC: {"turtles": {1: 1}}})
    play_choices(game, "campaign", "clearing:5")  # the turtle is the one thing to move
    assert tc(game)["path_turtles"] == [[1, 5]] and warriors(game, 1, TC) == 0
    no_problems(game)
    from rootcore.rules import move
    assert 1 not in move.destinations(game, M, 5)  # no fox or rabbit card: the path is closed to the Marquise
    game.state.factions[M].hand.append(card(game, "ambush_fox"))
    assert 1 in move.destinations(game, M, 5)
    hand_before = len(game.state.factions[TC].hand)
    gen = move.move_warriors(game, M, 5, 1, 1)
    run(gen)
    assert len(game.state.factions[TC].hand) == hand_before + 1 and not game.state.factions[M].hand


def test_snakes_moving_along_a_path_pick_up_its_turtles_tc_2_2_ii():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, data={TC: {"path_turtles": [[1, 5]]}})
    play_choices(game, "campaign", "snakes:1", "clearing:5", "count:2")
    assert warriors(game, 5, TC) == 3 and turtles(game, 5) == 1 and tc(game)["path_turtles"] == []
    no_problems(game)


# -- Evening (TC.6) ------------------------------------------------------------------------------------------------

def test_evening_distributes_ballots_draws_and_drafts_one_law_of_three_tc_6():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, phase="evening", data={TC: {"law_hand": ["pax_mus"]}})
    assert tc(game)["ballots"] == {TC: 1, M: 1} and tc(game)["trust"] == 22  # TC.6.1
    assert expect(game, "twelve_colonies.draft", TC)
    assert len(tc(game)["law_hand"]) == 4 and "pax_mus" in tc(game)["law_hand"]
    returned = []
    for _ in range(2):  # two of the three drawn go back: the kept Law and one new one stay
        law = next(o for o in game.pending.option_ids if o != "law:pax_mus")
        returned.append(law.split(":")[1])
        play_choices(game, law)
    assert len(tc(game)["law_hand"]) == 2 and "pax_mus" in tc(game)["law_hand"]
    assert all(law in tc(game)["law_deck"] and law not in tc(game)["law_hand"] for law in returned)
    assert len(game.state.factions[TC].hand) == 1  # TC.6.2: one card, no draw bonus uncovered


# -- the Laws (TC.2.3) ------------------------------------------------------------------------------------------

def enact(game, law, target=None, choices=()):
    return run(game.factions[TC].enact(game, law, target), choices)


def test_a_pax_law_forbids_battles_in_its_suit_and_offers_a_move_out_instead_tc_2_3_i():
    # The Marquise beside Colonies warriors in fox clearing 1 and rabbit clearing 5, Pax Vulpes in force.
    game = colonies({1: {M: {"warrior": 3}, TC: {"warrior": 1}}, 5: {M: {"warrior": 2}, TC: {"warrior": 1}}},
                    current=M, data={TC: {"law": "pax_vulpes"}})
    from rootcore.rules import battle
    granted = next(battle.take_battle(game, M, kind="test.battle", optional=True))  # a battle an effect grants
    assert granted.option_ids == ["clearing:5", "move_instead:1", "pass"]
    game.choose("battle")
    assert expect(game, "marquise.battle.clearing", M) == ["clearing:5", "move_instead:1"]
    play_choices(game, "move_instead:1", "clearing:9", "count:3")  # moves out of 1, as her own move (Law 4.2)
    assert warriors(game, 1, M) == 0 and warriors(game, 9, M) == 3 and warriors(game, 1, TC) == 1
    assert events(game, "battle") == [] and [e["clearing"] for e in events(game, "moved_instead_of_battle")] == [1]
    assert expect(game, "marquise.action", M) and game.state.factions[M].data["actions"] == 2  # the battle's action


def test_a_pax_law_leaves_no_battle_action_where_no_move_out_is_legal_tc_2_3_i_law_4_2_1():
    # Clearing 1 and every clearing next to it are the Colonies': the Marquise could battle there, but may not,
    # and cannot move out (she rules neither end of a path, Law 4.2.1).
    game = colonies({1: {M: {"warrior": 1}, TC: {"warrior": 2}}, 5: {TC: {"warrior": 1}}, 9: {TC: {"warrior": 1}},
                     10: {TC: {"warrior": 1}}}, current=M)
    from rootcore.rules import battle
    assert battle.can_battle(game, M)
    enact(game, "pax_vulpes")
    assert not battle.can_battle(game, M) and battle.move_instead_clearings(game, M) == []
    enact(game, "pax_lepus")  # the fox Law replaced: battles in clearing 1 are allowed again
    assert battle.battle_clearings(game, M) == [1]


def test_an_eyrie_decree_battle_in_a_pax_clearing_is_carried_out_by_moving_out_tc_2_3_i_law_7_5_2_iii():
    """The move out stands for the battle: the Decree's battle column is resolved, with no turmoil (Law 7.7)."""
    eyrie = {"leader": "commander", "decree": {"battle": ["anvil"]}, "viziers": {}, "deposed": []}
    game = colonies({1: {"eyrie": {"warrior": 3}, M: {"warrior": 1}}, 12: {"eyrie": {"roost": 1}}},
                    current="eyrie", factions=(M, "eyrie", TC), data={TC: {"law": "pax_vulpes"}, "eyrie": eyrie})
    # The only way to resolve the fox battle is the move out of 1, so it is taken unasked.
    assert expect(game, "eyrie.battle.instead.destination", "eyrie") == ["clearing:5", "clearing:9", "clearing:10"]
    play_choices(game, "clearing:5", "count:2")
    assert warriors(game, 5, "eyrie") == 2 and warriors(game, 1, M) == 1
    assert events(game, "battle") == [] and events(game, "turmoil") == []


@pytest.mark.parametrize("move_out", [True, False])
def test_the_keepers_battle_then_delve_may_move_out_instead_then_delve_tc_2_3_i_law_15_5_2_ii(move_out):
    """Law 15.5.2.II: the Keepers must battle an enemy in the clearing, then may delve there. Under Pax Lepus no
    battle may be started in rabbit clearing 5: they may move out instead (or not), and may delve there all the same
    (a delve needs no warrior of theirs there)."""
    from helpers import held
    keepers = {"retinue": {"battle": ["ambush_rabbit"]}, "retainers": {"move": 0, "battle": 0, "recover": 0},
               "hidden": {"f1": ["figure_1"]}}
    game = colonies({5: {"keepers": {"warrior": 2}, M: {"warrior": 1}}}, current="keepers",
                    factions=(M, "keepers", TC), data={TC: {"law": "pax_lepus"}, "keepers": keepers})
    rabbit = held(game, "ambush_rabbit", game.state.factions["keepers"].zones["retinue_battle"])
    game.choose(f"card:{rabbit}")  # the one clearing of the card's suit
    assert expect(game, "keepers.battle.instead", "keepers") == ["yes", "no"]

    assert {make_agent("heuristic", "keepers", seed)(game, game.pending) for seed in (0, 1)} == {"no"}  # its bot stays
    play_choices(game, *(["yes", "clearing:1", "count:2"] if move_out else ["no"]))
    assert expect(game, "keepers.delve", "keepers") == ["relic:f1:figure", "pass"] and game.pending.about == {
        "clearing": 5}
    game.choose("relic:f1:figure")
    assert warriors(game, 5, "keepers") == (0 if move_out else 2) and warriors(game, 1, "keepers") == (
        2 if move_out else 0)
    assert events(game, "battle") == [] and warriors(game, 5, M) == 1
    assert [r for owner, r in game.state.clearings[5].tokens if owner == "keepers"] == ["figure_1"]
    no_problems(game)
    # With no relic to delve, the move out alone still makes the clearing one to take the action in.
    keepers["hidden"] = {}
    game = colonies({5: {"keepers": {"warrior": 2}, M: {"warrior": 1}}}, current="keepers",
                    factions=(M, "keepers", TC), data={TC: {"law": "pax_lepus"}, "keepers": keepers})
    assert game.factions["keepers"].delve_clearings(game, "rabbit") == [5]


def test_the_winged_menaces_swarm_under_a_pax_law_moves_out_instead_and_cleans_up_no_guano_tc_2_3_i_wm_6_1_iii():
    """Swarm is a battle (WM.6.1.III): under Pax Vulpes, in fox clearing 1, where the Marquise has fewer warriors, the
    Menace may move out instead; its guano in fox clearing 12 is no target (cleaning it up is a battle too)."""
    wm = "winged_menace"
    game = colonies({1: {wm: {"warrior": 3}, M: {"warrior": 1}}, 12: {wm: {"warrior": 2, "guano": 1}}},
                    current=wm, phase="evening", factions=(M, wm, TC),
                    data={TC: {"law": "pax_vulpes"}, wm: {"actions": 3, "active": "fight"}})
    menace = game.factions[wm]
    assert menace.swarm_targets(game) == {} and menace.swarm_instead(game) == [1]
    # The only Swarm is the move out of 1, so it is taken unasked: the Menace's own move (room for WM.2.5).
    play_choices(game, "swarm")
    assert expect(game, "winged_menace.swarm.instead.destination", wm) == ["clearing:5", "clearing:9", "clearing:10"]
    play_choices(game, "clearing:10", "count:3")
    assert warriors(game, 10, wm) == 3 and warriors(game, 1, M) == 1 and events(game, "battle") == []
    assert game.state.clearings[12].count(wm, "guano") == 1
    enact(game, "pax_mus")  # fox battles are allowed again: the guano in 12 may be cleaned up
    assert menace.swarm_targets(game) == {12: ["guano"]}


def order_under_pax_vulpes(hand):
    """The Order of the Forest at its Witness step (OF.5.2), its Order Card a bird (every clearing matches), beside a
    Marquise warrior in fox clearing 1 and rabbit clearing 5, Pax Vulpes in force."""
    of = "order_of_the_forest"
    game = colonies({1: {of: {"pawn": 1, "warrior": 3}, M: {"warrior": 1}}, 5: {of: {"warrior": 2}, M: {"warrior": 1}}},
                    current=of, factions=(M, of, TC), hands={of: hand},
                    data={TC: {"law": "pax_vulpes"}, of: {"pawns": {"fox": 1}, "order": ["ambush_bird"]}})
    play_choices(game, "end_minister")
    return game


def test_the_orders_witness_in_a_pax_clearing_is_a_move_out_paid_as_a_witness_tc_2_3_i_of_5_2():
    """Where the Order would Witness but may not battle (fox clearing 1), it may move out instead, paying the Witness's
    one card matching the clearing; the move counts as a Witness against no one (the next one against the Marquise
    still costs one card)."""
    of = "order_of_the_forest"
    game = order_under_pax_vulpes(["anvil", "foxfolk_steel", "root_tea_rabbit"])  # two fox cards, a rabbit one
    assert [o for o in expect(game, f"{of}.witness", of) if o.startswith(("witness", "move"))] == \
        ["witness:5:marquise", "move_instead:1"]
    play_choices(game, "move_instead:1")
    assert len(expect(game, f"{of}.witness.card", of)) == 2  # the fox cards, not the rabbit one
    play_choices(game, game.pending.option_ids[0])
    play_choices(game, "clearing:9", "count:3")  # its own move (Law 4.2): the pawn stays
    assert warriors(game, 1, of) == 0 and warriors(game, 9, of) == 3 and warriors(game, 1, M) == 1
    assert events(game, "battle") == [] and [e["clearing"] for e in events(game, "moved_instead_of_battle")] == [1]
    paid = [e for e in events(game, "discarded") if e["reason"] == f"{of}.witness.card"]
    assert len(paid) == 1 and len(game.state.factions[of].hand) == 2
    assert game.state.factions[of].data["witnessed"] == {}
    # Nothing of the Order's is left in 1 to fight with: the Witness in 5 is left, still at one card.
    assert [o for o in expect(game, f"{of}.witness", of) if o.startswith(("witness", "move"))] == ["witness:5:marquise"]
    assert game.factions[of].witness_cost(game, M) == 1


def test_the_orders_move_out_instead_of_a_witness_needs_a_card_matching_the_clearing_tc_2_3_i_of_5_2():
    of = "order_of_the_forest"
    game = order_under_pax_vulpes(["root_tea_rabbit"])  # no fox card to pay with
    assert [o for o in expect(game, f"{of}.witness", of) if o.startswith(("witness", "move"))] == \
        ["witness:5:marquise"]


@pytest.mark.usefixtures("stand_ins")
def test_a_hirelings_battle_in_a_pax_clearing_is_forbidden_with_no_move_instead_tc_2_3_i_law_e_3_4():
    """The move out instead goes with a player's battles: a hireling's moves are its card's own (Appendix E), so its
    battle where a Pax Law forbids one is not offered at all, even where its warriors could move out."""
    from rootcore.rules import battle
    game = colonies({1: {"last_dynasty": {"warrior": 3}, M: {"warrior": 1}}, 5: {TC: {"warrior": 1}},
                     9: {M: {"warrior": 1}}},
                    data={TC: {"law": "pax_vulpes"}},
                    hirelings={"last_dynasty": {"controller": TC, "control": 2}, "stand_in_a": {}, "stand_in_b": {}})
    assert not battle.can_battle(game, "last_dynasty") and battle.move_instead_clearings(game, "last_dynasty") == []
    assert battle.move_instead_clearings(game, M) == [1]  # a player in its place would be offered the move
    assert run(battle.take_battle(game, "last_dynasty", optional=True)) == ([], None)


def vagabond_in_a_pax_clearing(items):
    """The Vagabond in fox clearing 1 beside a Marquise warrior, Pax Vulpes in force."""
    vagabond = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 1, "items": items}
    return colonies({1: {M: {"warrior": 1}}}, current="vagabond", factions=(M, "vagabond", TC),
                    data={TC: {"law": "pax_vulpes"}, "vagabond": vagabond})


def test_the_vagabond_moves_out_instead_of_a_granted_battle_with_a_boot_not_his_sword_tc_2_3_i_law_9_5_1():
    game = vagabond_in_a_pax_clearing(["sword", "boot"])
    asked, result = run(game.factions["vagabond"].take_battle(game, "test.battle"), ["move_instead:1", "clearing:5"])
    assert asked[0].option_ids == ["move_instead:1", "pass"]  # no defender may be battled in clearing 1
    assert result.clearing == 1 and result.moved == (1, 5, 1)
    assert game.state.factions["vagabond"].data["location"] == {"clearing": 5}
    exhausted = {i["item"]: i["exhausted"] for i in game.state.factions["vagabond"].data["items"]}
    assert exhausted == {"boot": True, "sword": False}
    game = vagabond_in_a_pax_clearing(["sword:exhausted", "boot"])  # without a ready sword he would not battle
    assert run(game.factions["vagabond"].take_battle(game, "test.battle")) == ([], None)


def eyrie_decree_battle_in_a_pax_clearing():
    """The Eyrie's Decree battles in fox clearing 1, where Pax Vulpes forbids it: it must move out instead, to 5,
    9 or 10; the Eyrie already rules 5 and 10, and a Marquise warrior holds 9."""
    eyrie = {"leader": "commander", "decree": {"battle": ["anvil"]}, "viziers": {}, "deposed": []}
    return colonies({1: {"eyrie": {"warrior": 3}, M: {"warrior": 1}}, 12: {"eyrie": {"roost": 1}},
                     5: {"eyrie": {"warrior": 1}}, 9: {M: {"warrior": 1}}, 10: {"eyrie": {"warrior": 1}}},
                    current="eyrie", factions=(M, "eyrie", TC), data={TC: {"law": "pax_vulpes"}, "eyrie": eyrie})


def test_a_bot_moves_out_instead_of_a_battle_by_its_own_move_plan_tc_2_3_i_law_7_2_2():
    """The move out is an ordinary move (Law 4.2) of the Eyrie's: its bot plans it as its other moves, here one warrior
    to take clearing 9 (a tie the Eyrie wins, Lords of the Forest, Law 7.2.2), without a random answer."""
    from rootcore.rules.rule import rules
    game = eyrie_decree_battle_in_a_pax_clearing()
    bot = make_agent("heuristic", "eyrie", 0)
    assert expect(game, "eyrie.battle.instead.destination", "eyrie")
    game.choose(bot(game, game.pending))
    assert expect(game, "eyrie.battle.instead.count", "eyrie")
    game.choose(bot(game, game.pending))
    assert warriors(game, 9, "eyrie") == 1 and warriors(game, 1, "eyrie") == 2 and rules(game, 9) == "eyrie"
    assert bot.guessed == {}


def test_a_bot_without_a_move_plan_moves_every_warrior_out_instead_of_a_battle_tc_2_3_i():
    game = eyrie_decree_battle_in_a_pax_clearing()
    game.choose("clearing:5")  # chosen by its player: the bot has no plan for the count
    bot = make_agent("heuristic", "eyrie", 0)
    assert expect(game, "eyrie.battle.instead.count", "eyrie") and bot(game, game.pending) == "count:3"
    assert bot.guessed == {}


def eyrie_decree_battles_beside_pax_clearings(mouse_battle: bool):
    """The Decree battles in fox clearings 1 and 8, where Pax Vulpes forbids it, and, if `mouse_battle`, in mouse
    clearing 2 beside them. From 1 every neighbour is already the Eyrie's; from 8 a move takes rule of 4 or 7."""
    eyrie = {"leader": "commander", "decree": {"battle": ["ambush_bird"]}, "viziers": {}, "deposed": []}
    clearings = {1: {"eyrie": {"warrior": 3}, M: {"warrior": 1}}, 8: {"eyrie": {"warrior": 2}, M: {"warrior": 1}},
                 5: {"eyrie": {"warrior": 1}}, 9: {"eyrie": {"warrior": 1}}, 10: {"eyrie": {"warrior": 1, "roost": 1}},
                 4: {M: {"warrior": 1}}}
    if mouse_battle:
        clearings[2] = {"eyrie": {"warrior": 2}, M: {"warrior": 1}}
    return colonies(clearings, current="eyrie", factions=(M, "eyrie", TC),
                    data={TC: {"law": "pax_vulpes"}, "eyrie": eyrie})


def test_the_eyries_bot_battles_where_it_may_rather_than_move_out_tc_2_3_i_law_7_5_2_iii():
    game = eyrie_decree_battles_beside_pax_clearings(mouse_battle=True)
    assert expect(game, "eyrie.battle.clearing", "eyrie") == ["clearing:2", "move_instead:1", "move_instead:8"]
    bot = make_agent("heuristic", "eyrie", 0)
    assert bot(game, game.pending) == "clearing:2" and bot.guessed == {}


def test_the_eyries_bot_moves_out_of_the_pax_clearing_its_move_plan_prefers_tc_2_3_i_law_7_5_2_iii():
    game = eyrie_decree_battles_beside_pax_clearings(mouse_battle=False)
    assert expect(game, "eyrie.battle.clearing", "eyrie") == ["move_instead:1", "move_instead:8"]
    bot = make_agent("heuristic", "eyrie", 0)
    assert bot(game, game.pending) == "move_instead:8" and bot.guessed == {}


def test_the_vagabonds_bot_moves_out_instead_of_a_battle_away_from_his_rivals_tc_2_3_i():
    """The Vagabond's move out asks its destination under the move's own kind (his pawn moves whole, Law 9.5.1)."""
    game = vagabond_in_a_pax_clearing(["sword", "boot"])
    from rootcore.rules.pieces import place
    place(game, M, "warrior", 9, 2)
    steps = game.factions["vagabond"].take_battle(game, "test.battle")
    asked = steps.send(None).option("move_instead:1")
    question = steps.send(asked)
    assert question.kind == "test.battle.instead" and question.option_ids == ["clearing:5", "clearing:9", "clearing:10"]
    bot = make_agent("heuristic", "vagabond", 0)
    assert bot(game, question) == "clearing:5" and bot.guessed == {}
    place(game, M, "warrior", 5, 3)
    assert bot(game, question) == "clearing:10"


def test_feris_ratio_gives_the_elected_attacker_an_extra_hit_tc_2_3_ii():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, M: {"warrior": 3}}})
    enact(game, "feris_ratio", TC)
    fix_dice(game, 1, 0)
    play_choices(game, "campaign")  # no move out of a tied clearing: battles, taken unasked
    assert warriors(game, 1, M) == 1  # one rolled hit plus the extra one


def test_defensio_optimum_gives_the_defender_the_higher_roll_tc_2_3_xi():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, M: {"warrior": 3}}})
    enact(game, "defensio_optimum")
    fix_dice(game, 2, 0)
    play_choices(game, "campaign")  # no move out of a tied clearing: battles, taken unasked
    assert warriors(game, 1, M) == 3 and warriors(game, 1, TC) == 0


def test_insidae_tutela_forbids_ambushes_tc_2_3_xii():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, M: {"warrior": 1}}}, hands={M: ["ambush_fox"]})
    enact(game, "insidae_tutela")
    fix_dice(game, 0, 0)
    play_choices(game, "campaign", "battles")
    assert not events(game, "ambush") and game.state.factions[M].hand


def test_status_aequalis_moves_two_vp_from_the_leader_to_the_last_tc_2_3_xv():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, scores={TC: 2, M: 7})
    enact(game, "status_aequalis")
    assert game.state.factions[TC].score == 4 and game.state.factions[M].score == 5


def test_publico_auxilio_draws_two_and_discards_one_tc_2_3_viii():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}})
    gen = game.factions[TC].enact(game, "publico_auxilio", None)
    decision = next(gen)
    while True:  # each player discards the first of the two cards drawn
        try:
            decision = gen.send(decision.options[0])
        except StopIteration:
            break
    assert len(game.state.factions[TC].hand) == 1 and len(game.state.factions[M].hand) == 1
    assert len(game.state.discard) == 2


def test_omnius_exitus_clears_and_seals_the_elected_clearing_until_replaced_tc_2_3_iv():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {M: {"warrior": 2, "sawmill": 1}}})
    enact(game, "omnius_exitus", "10", choices=["clearing:12"])
    assert warriors(game, 12, M) == 2 and not game.state.clearings[10].has_any(M)
    assert 10 in game.state.sealed
    enact(game, "pax_mus")
    assert 10 not in game.state.sealed and "omnius_exitus" in tc(game)["retired"]


@pytest.mark.parametrize("guarded", [2, 12])
def test_a_bot_moves_its_warriors_out_of_the_exitus_clearing_to_the_safest_next_to_it_tc_2_3_iv(guarded):
    # From 10 the warriors may go to 1 (the Colonies' warriors), 2 or 12 (one of them holding three of the Marquise's
    # warriors): never left behind.

    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, guarded: {M: {"warrior": 3}}, 10: {M: {"warrior": 2}}})
    gen = game.factions[TC].enact(game, "omnius_exitus", "10")
    decision = next(gen)
    assert decision.kind == "twelve_colonies.exitus" and "pass" in decision.option_ids
    assert make_agent("heuristic", M, 1)(game, decision) == f"clearing:{guarded}"


def test_a_bot_rates_the_winged_menaces_nexus_as_a_way_out_of_an_exitus_cave_tc_2_3_iv_wm_2_4_i():
    """The Nexus (clearing -1, off the map's graph) is next to every cave for the Menace (WM.2.4.I), so its warriors
    may leave an elected cave for it; a bot rating the ways out used to fail there (found by heuristic bots over mixed
    games, seed 49). With three of its warriors already there, the Nexus is the safest."""

    WM = "winged_menace"
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {WM: {"warrior": 2}}, -1: {WM: {"warrior": 3}}},
                    factions=(M, WM, TC))
    gen = game.factions[TC].enact(game, "omnius_exitus", "10")
    decision = next(gen)
    assert (decision.player, decision.kind) == (WM, "twelve_colonies.exitus") and "clearing:-1" in decision.option_ids
    assert make_agent("heuristic", WM, 1)(game, decision) == "clearing:-1"


def test_valorem_historiae_puts_an_unremovable_historical_site_in_the_slot_tc_2_3_xvi():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {M: {"sawmill": 1}}})
    enact(game, "valorem_historiae", f"10:{M}:sawmill")
    assert game.state.clearings[10].count(TC, "historical_site") == 1 and not game.state.clearings[10].has_any(M)
    from rootcore.rules import pieces
    removed, score = len(events(game, "removed")), game.state.factions[M].score
    assert pieces.remove(game, TC, "historical_site", 10, 1, M, "effect") is None  # TC.2.4.III: by no means
    assert game.state.clearings[10].count(TC, "historical_site") == 1
    assert len(events(game, "removed")) == removed and game.state.factions[M].score == score  # no VP for it
    no_problems(game)


def sanctify_position(clearings):
    """The Cult's Birdsong with fox its Outcast (the Lost Souls' anvil) and three acolytes, ready to Sanctify."""
    return colonies(clearings, factions=("lizard", TC), current="lizard", phase="birdsong",
                    hands={"lizard": ["ambush_bird"]}, data={"lizard": {"outcast": "mouse", "acolytes": 3,
                                                                        "lost_souls": ["anvil"], "hated": False,
                                                                        "revealed": []}})


def test_sanctify_never_replaces_the_historical_site_tc_2_4_iii_and_law_10_4_3_iii():
    """TC.2.4.III: nothing removes the Historical Site, so the Cult's Sanctify (Law 10.4.3.III: an enemy building
    replaced by a garden) never picks it: not in fox clearing 1, whose one slot it fills, and beside a Capitol only
    the Capitol. (Replacing it overfilled the slots: the Site came back beside the garden.)"""
    game = sanctify_position({1: {TC: {"historical_site": 1}}, 8: {TC: {"warrior": 1, "capitol": 1}}})
    assert game.factions["lizard"].sanctify_clearings(game) == [8]
    game = sanctify_position({8: {TC: {"warrior": 1, "capitol": 1, "historical_site": 1}}})
    play_choices(game, "sanctify")  # clearing 8, its Capitol and the fox garden: the only choices, taken unasked
    cl = game.state.clearings[8]
    assert cl.count("lizard", "garden_fox") == 1 and cl.count(TC, "capitol") == 0
    assert cl.count(TC, "historical_site") == 1
    no_problems(game)


def test_militaris_subsidium_lets_the_elected_player_place_three_warriors_in_birdsong_tc_2_3_iii():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 9: {M: {"warrior": 1, "keep": 1}}}, phase="evening",
                    data={TC: {"law": "militaris_subsidium", "elected": M, "law_hand": []}})
    while game.pending.player != M:
        game.choose(game.pending.option_ids[0])
    assert expect(game, "twelve_colonies.militaris", M)[0] == "clearing:9"
    play_choices(game, "clearing:9", "count:3")
    assert warriors(game, 9, M) == 4


def test_militaris_subsidium_places_nothing_once_the_supply_is_spent_on_services_first_tc_2_3_iii():
    """Found by the soak (seed 1100): the Riverfolk's services (Law 11.2.6) and Militaris Subsidium both start the
    elected player's Birdsong, in the order it chooses (Law 1.1.3). Paying the Riverfolk its last three warriors
    first leaves none to place: the Law asks nothing (it asked for a count with no option)."""
    game = colonies({7: {M: {"warrior": 22}}, 1: {TC: {"warrior": 1, "capitol": 1}}}, factions=(M, TC, "riverfolk"),
                    current=M, phase="birdsong", hands={"riverfolk": ["anvil"]},
                    data={TC: {"law": "militaris_subsidium", "elected": M, "law_hand": []},
                          "riverfolk": {"prices": {"hand_card": 3, "riverboats": 4, "mercenaries": 4}}})
    assert game.state.factions[M].supply["warrior"] == 3
    play_choices(game, "effect:faction:riverfolk", "service:hand_card:3")
    assert game.state.factions[M].supply["warrior"] == 0
    assert game.pending is not None and not game.pending.kind.startswith("twelve_colonies.militaris")
    no_problems(game)


def test_artifex_contentio_forbids_crafting_items_and_improvements_but_not_their_use_tc_2_3_x():
    from rootcore.rules import craft
    game = colonies({1: {M: {"workshop": 1}}, 6: {M: {"workshop": 1}}, 8: {M: {"workshop": 1}},
                     5: {TC: {"warrior": 2, "capitol": 1}}}, current=M)
    anvil, armorers, favor = card(game, "anvil"), card(game, "armorers"), card(game, "favor_of_the_foxes")
    game.state.factions[M].hand[:] = [anvil, armorers, favor]
    sappers = card(game, "sappers")
    game.state.factions[M].play_area.append(sappers)  # crafted before the Law
    assert sorted(craft.craftable_cards(game, M)) == sorted([anvil, armorers, favor])
    enact(game, "artifex_contentio")
    assert craft.craftable_cards(game, M) == [favor]  # an immediate effect is neither an item nor an improvement
    assert sappers in game.state.factions[M].play_area  # what was crafted before stays and works
    enact(game, "pax_mus")  # replaced: crafting is back
    assert sorted(craft.craftable_cards(game, M)) == sorted([anvil, armorers, favor])


def test_artifex_contentio_stops_the_colonies_own_crafting_step_tc_2_3_x_tc_5():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, data={TC: {"law": "artifex_contentio"}})
    game.state.factions[TC].hand[:] = [card(game, "anvil")]  # a fox item, paid by the Capitol in fox clearing 1
    from rootcore.rules import craft
    assert not craft.can_craft(game, TC, card(game, "anvil"))
    enact(game, "pax_mus")
    assert craft.can_craft(game, TC, card(game, "anvil"))


def test_non_variablis_makes_birds_not_wild_while_in_force_tc_2_3_xiv():
    from rootcore.rules import cards
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 12: {TC: {"warrior": 2}}})
    game.state.factions[TC].hand[:] = [card(game, "armorers")]  # a bird card
    # The Capitol costs one card (the bird pays for fox clearing 12); the leftmost Common costs none.
    assert game.factions[TC]._colonize_spots(game) == {"capitol": [12], "common": [12]}
    enact(game, "non_variablis")
    assert not game.state.birds_wild and game.factions[TC]._colonize_spots(game) == {"common": [12]}
    assert not cards.matches(game, card(game, "armorers"), "fox")
    enact(game, "pax_mus")  # replaced: birds are wild again
    assert game.state.birds_wild and cards.matches(game, card(game, "armorers"), "fox")


def test_non_variablis_leaves_birds_already_in_play_wild_tc_2_3_xiv():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, factions=("alliance", TC), current=TC,
                    data={TC: {"law": "non_variablis"}})
    bird = card(game, "armorers")
    game.factions["alliance"].supporters(game).append(bird)  # on the Supporters stack before
    assert not game.state.birds_wild  # a scenario with the Law in force
    assert game.factions["alliance"].matching_supporters(game, "fox") == [bird]


def test_laws_the_engine_cannot_play_in_full_warn_loudly_when_passed_tc_2_3_xiii():
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}})
    enact(game, "arcitectus_corvidae")
    enact(game, "pax_lepus")
    assert LAW_WARNINGS["arcitectus_corvidae"] in game.warnings and LAW_WARNINGS["pax_lepus"] in game.warnings
    assert "artifex_contentio" not in LAW_WARNINGS and "non_variablis" not in LAW_WARNINGS  # played now


# -- whole games ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [[TC, M, "eyrie"], [TC, "marquise", "eyrie", "alliance", "vagabond"],
                                      [TC, "bone_patrol", "winged_menace"]])
def test_random_games_play_to_the_end_keeping_every_invariant(factions):
    results = check_plugin_conformance(factions, games=2, clone_games=1 if len(factions) == 3 else 0)
    assert all(result["over"] for result in results)


def test_a_turtle_another_faction_takes_off_the_map_is_held_there_not_in_the_supply_tc_2_2():
    # Found by the fan factions' games together: the Order of the Forest's Witness (OF.5.2) takes enemy warriors into
    # its Ranks, a holding place, without removing them. A turtle so taken is off the map but not in the supply:
    # the supply's turtles are at most the warriors the supply has, and the rest are held elsewhere.
    from rootcore.rules import pieces
    game = colonies({1: {TC: {"warrior": 1, "capitol": 1}}, 5: {TC: {"warrior": 2}}}, data={TC: {"turtles": {1: 1}}})
    colonies_state = game.state.factions[TC]
    turtles_off = game.factions[TC].turtles_off_map(game)
    colonies_state.supply["warrior"] = turtles_off  # every turtle off the map in the supply, no snake
    cl = game.state.clearings[1]
    del cl.warriors[TC]
    cl.warriors_changed()
    colonies_state.supply["warrior"] += 1  # the turtle of 1, taken as Witness takes it: through the supply
    pieces.hold(game, "order_of_the_forest.ranks", TC, "warrior", 1)  # into the Ranks
    assert game.factions[TC].turtles_off_map(game) == turtles_off + 1
    assert game.factions[TC].turtles_in_supply(game) == turtles_off  # not one more than the supply holds
    assert game.factions[TC].invariant_problems(game) == []


def test_a_scenario_losing_ballots_or_with_more_turtles_than_exist_is_refused_tc_2_5_and_tc_2_2():
    """No play reaches these positions: the ballots only move between the Public Trust, the players and the cast
    ones (TC.2.5), so they always add up to the board's 24; and the Colonies have five turtles (TC.2.2), so no more
    than five of their warriors can be turtles. A scenario describing either is refused (the Colonies' own
    `invariant_problems`)."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=r"10 ballots accounted for, not 24 \(TC\.2\.5\)"):
        colonies({1: {TC: {"warrior": 1, "capitol": 1}}}, data={TC: {"trust": 10}})
    with pytest.raises(ScenarioError, match=r"-1 turtles off the map, more than the supply and other factions hold "
                                            r"\(TC\.2\.2\)"):
        colonies({1: {TC: {"warrior": 3, "capitol": 1}}, 5: {TC: {"warrior": 3}}}, data={TC: {"turtles": {1: 3, 5: 3}}})


def test_the_borough_kings_mice_the_colonies_hold_are_never_their_turtles_tc_2_2_and_bk_2_4():
    # Found by the soak (seed 813): during the Colonies' turn the Kings' mice are their warriors (BK.2.4). Paying the
    # Public Trust (TC.2.5.I) with a turtle and then saying that warrior was a mouse lost a turtle from the supply.
    # Clearing 1 holds a turtle, a snake and a mouse; clearing 5 a turtle and a mouse.
    from helpers import run
    bk = "borough_kings"
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, bk: {"warrior": 1}},
                     5: {TC: {"warrior": 1, "common": 1}, bk: {"warrior": 1}}}, factions=(bk, TC), phase="birdsong",
                    data={TC: {"turtles": {1: 1, 5: 1}, "law_hand": []},
                          bk: {"regent": "oligarch", "henchmen": {}, "mice": {1: 1, 5: 1}}})
    expect(game, "twelve_colonies.action", TC)  # the Colonies' Daylight: the mice are theirs now
    assert warriors(game, 1, TC) == 3 and warriors(game, 5, TC) == 2
    bag = game.factions[bk].bag_mice(game)
    asked, _ = run(game.factions[TC].buy_ballot(game, TC), ["clearing:1", "count:1", "clearing:5", "count:0"])
    # The warrior of 1 was the turtle: no mouse; the one of 5 was no turtle, so the mouse (the turtle stays): unasked.
    assert [d.kind for d in asked] == ["twelve_colonies.trust_warrior", "twelve_colonies.turtles_removed"] * 2
    assert turtles(game, 1) == 0 and turtles(game, 5) == 1 and warriors(game, 5, TC) == 1
    assert game.state.factions[bk].data["lent"]["mice"] == {"1": 1} and game.factions[bk].bag_mice(game) == bag + 1
    no_problems(game)


def test_the_colonies_moving_snakes_and_mice_leave_their_turtles_in_place_tc_2_2_ii_and_bk_2_4():
    """Turtles never move from clearing to clearing (TC.2.2.II): of the two warriors moving out of a clearing with a
    turtle, a snake and a Kings' mouse, one is the mouse, unasked (BK.2.4)."""
    bk = "borough_kings"
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, bk: {"warrior": 1}}}, factions=(bk, TC), phase="birdsong",
                    data={TC: {"turtles": {1: 1}, "law_hand": []},
                          bk: {"regent": "oligarch", "henchmen": {}, "mice": {1: 1}}})
    play_choices(game, "campaign", "snakes:1", "clearing:5", "count:2", "count:0")  # two moves (no battle); no turtle along
    assert game.state.factions[bk].data["lent"]["mice"] == {"5": 1}
    assert warriors(game, 1, TC) == 1 and turtles(game, 1) == 1 and warriors(game, 5, TC) == 2
    no_problems(game)


@pytest.mark.usefixtures("stand_ins")
def test_no_snake_move_from_a_clearing_where_the_popular_band_locks_the_snakes_tc_2_2_ii():
    """Found by the soak (seed 1039): a snake that entered a Popular Band clearing this turn is locked there (the
    Band's card) and the turtle never leaves for a clearing (TC.2.2.II): the clearing offers the turtle's step onto a
    path, no snake move (which had no count to offer)."""
    game = colonies({1: {TC: {"warrior": 1, "capitol": 1}, "popular_band": {"warrior": 1}}, 5: {TC: {"warrior": 1}}},
                    data={TC: {"turtles": {1: 1}}},
                    hirelings={"popular_band": {}, "last_dynasty": {}, "stand_in_a": {}})
    play_choices(game, "campaign", "moves", "snakes:5", "clearing:1")  # the one snake of 5 into 1
    assert warriors(game, 1, TC) == 2 and turtles(game, 1) == 1
    assert expect(game, "twelve_colonies.move.origin", TC) == ["turtle:1", "done"]
    no_problems(game)


def test_turtles_stay_put_even_for_a_move_ignoring_locks_tc_2_2_ii():
    """Found by the soak (seed 2106): the Vagabond's Slip (Law 9.4.2) ignores effects that keep pieces in a clearing,
    and took an Allied turtle along. A turtle never moves from clearing to clearing (TC.2.2.II), by any move: only
    the snake of clearing 1 may go, for a Slip, a move and a forced move alike; both may be removed."""
    from rootcore.rules import pieces
    game = colonies({1: {TC: {"warrior": 3, "capitol": 1}}}, data={TC: {"turtles": {1: 2}}})
    assert pieces.free_warriors(game, TC, 1, moving=True, escape=True) == 1
    assert pieces.free_warriors(game, TC, 1, moving=True) == 1 and pieces.movable_warriors(game, TC, 1) == 1
    assert pieces.free_warriors(game, TC, 1) == 3
    # With turtles alone there, nothing goes: a forced move takes none, though an effect may remove both.
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, data={TC: {"turtles": {1: 2}}})
    assert pieces.movable_warriors(game, TC, 1) == 0 and pieces.free_warriors(game, TC, 1) == 2


def test_a_warrior_another_effect_places_from_a_supply_of_turtles_is_a_turtle_tc_2_2():
    """Found by the soak (seed 2163): the Propaganda Bureau (an Exiles card) placed a Colonies warrior when their
    supply held only turtles; it was counted a snake, and a turtle went missing from the supply (TC.2.2)."""
    from rootcore.rules import pieces
    game = colonies({1: {TC: {"warrior": 18, "capitol": 1}}}, data={TC: {"turtles": {1: 3}}})
    assert game.state.factions[TC].supply["warrior"] == 2 and game.factions[TC].turtles_in_supply(game) == 2
    pieces.place(game, TC, "warrior", 1, 1)
    assert turtles(game, 1) == 4
    no_problems(game)


def test_a_turtle_the_colonies_place_while_another_is_held_elsewhere_is_tallied_once_tc_2_2():
    """Fuzz seed 10100354: with a turtle held off the map by another faction (the Riverfolk's payments, the Order's
    Ranks), the Colonies' own placement tallied the turtle it placed, and the placement hook, reading the held one as
    still in the supply, tallied a second: the turtles on the map outnumbered the five that exist (TC.2.2)."""
    from rootcore.rules import pieces
    game = colonies({1: {TC: {"warrior": 18, "capitol": 1}}}, data={TC: {"turtles": {1: 3}}})
    pieces.hold(game, "riverfolk.payments", TC, "warrior", 1)  # one of the two turtles off the map, as a payment
    assert game.state.factions[TC].supply["warrior"] == 1 and game.factions[TC].turtles_in_supply(game) == 1
    asked, placed = run(game.factions[TC].place_warriors(game, 1, 1))
    assert placed == 1 and asked == []  # the supply's one warrior is a turtle: nothing to ask
    assert turtles(game, 1) == 4 and game.factions[TC].turtles_off_map(game) == 1  # the held one
    no_problems(game)


def test_valorem_historiae_may_elect_a_ruin_that_lasts_but_never_the_historical_site_tc_2_3_xvi():
    """The Election offers every slot with a building or a ruin holding an item (TC.2.3.XVI): a Winged Menace cave's
    ruin too (its items go and the cave stays, WM.2.4: tests/test_winged_menace.py), never the Historical Site, which
    nothing removes (TC.2.4.III)."""
    from rootcore.rules import pieces
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1, "historical_site": 1}}})
    game.state.ruin_items[10] = ["bag"]  # rabbit clearing 10's ruin
    targets = game.factions[TC].targets(game, "slot")
    assert "10:ruin" in targets and "1:twelve_colonies:capitol" in targets
    assert "1:twelve_colonies:historical_site" not in targets
    pieces.make_ruins_last(game, [10])
    assert "10:ruin" in game.factions[TC].targets(game, "slot")


def test_fireball_deals_the_historical_site_no_hit_tc_2_4_iii_cc_2_3_iv():
    """The Historical Site takes no hit (nothing removes it, TC.2.4.III): the Colonies count it among the hits they
    could take (`most_hits_taken`), and a Fireball deals them no hit for it (CC.2.3.IV): with only the Site in clearing
    9 they are no target there; beside a warrior, they take one hit."""
    from rootcore.rules import pieces
    game = colonies({9: {TC: {"historical_site": 1}, CC: {"warrior": 1}}}, factions=(M, TC, CC))
    assert game.factions[TC].most_hits_taken(game, 9) == 0 and game.factions[CC].fireball_targets(game, 9, {}) == []
    pieces.place(game, TC, "warrior", 9)
    assert game.factions[TC].most_hits_taken(game, 9) == 1
    assert game.factions[CC].fireball_targets(game, 9, {}) == [TC]
    assert game.factions[CC].fireball_targets(game, 9, {TC: 1}) == []


def test_a_strike_never_offers_the_historical_site_tc_2_4_iii_law_9_5_6():
    """A Vagabond's Strike removes a building only where its owner has no warrior (Law 9.5.6), and never the Historical
    Site, which nothing removes (TC.2.4.III): with the Site and a Common in clearing 9 he may strike the Common alone,
    and with the Site alone nothing of the Colonies."""
    from helpers import vagabond_at
    game = colonies({9: {TC: {"historical_site": 1, "common": 1}}}, factions=(M, TC, "vagabond"),
                    data=vagabond_at(9, items=["crossbow"]))
    assert game.factions["vagabond"]._strike_targets(game, 9) == [(TC, "common")]
    game = colonies({9: {TC: {"historical_site": 1}}}, factions=(M, TC, "vagabond"),
                    data=vagabond_at(9, items=["crossbow"]))
    assert game.factions["vagabond"]._strike_targets(game, 9) == []


def test_a_turtle_move_for_another_effect_says_where_it_ended_like_any_move_tc_2_2_ii():
    """An effect granting a move reads where it ended (`Faction.take_move`: origin, destination, count; the Exiles'
    Eyrie Emigre then battles there): a turtle stepping onto a path ends in no clearing, one stepping off in its
    clearing (the answer was an option id, which the Emigre read as a clearing)."""
    from helpers import run
    game = colonies({1: {TC: {"warrior": 1, "capitol": 1}}}, data={TC: {"turtles": {1: 1}}})
    _, moved = run(game.factions[TC].take_move(game, "test.move", optional=False), ["clearing:5"])
    assert moved == (1, None, 1) and tc(game)["path_turtles"] == [[1, 5]]
    _, moved = run(game.factions[TC].take_move(game, "test.move", optional=False), ["clearing:5"])
    assert moved == (None, 5, 1) and turtles(game, 5) == 1
    no_problems(game)


def test_a_turtle_steps_off_a_path_only_into_the_clearings_a_limited_move_allows_tc_2_2_ii():
    """An effect granting a move into some clearings only (`into`) offers a turtle off a path only toward them: here the
    path 1-5 with only 1 allowed, so the turtle may step off into 1 and not 5; with only 9 allowed, no move is left."""
    from helpers import run
    game = colonies({1: {TC: {"capitol": 1}}}, data={TC: {"path_turtles": [[1, 5]]}})
    asked, moved = run(game.factions[TC].take_move(game, "test.move", optional=False, into={1}))
    assert moved == (None, 1, 1) and turtles(game, 1) == 1 and tc(game)["path_turtles"] == []
    no_problems(game)
    game = colonies({1: {TC: {"capitol": 1}}}, data={TC: {"path_turtles": [[1, 5]]}})
    asked, moved = run(game.factions[TC].take_move(game, "test.move", optional=False, into={9}))
    assert moved is None and tc(game)["path_turtles"] == [[1, 5]]


def test_a_turtle_swapped_out_by_transform_leaves_no_turtle_for_the_next_warrior_there_tc_2_2_g_1_31():
    """Found by `rootcore fuzz` (seed 20070): the Croakers' Transform swapped the Colonies' only warrior in a clearing,
    a turtle, back to their supply, and the tally kept a turtle there; a snake placed there later was read as that
    turtle, one turtle too many on the map. The swap now tells the Colonies (`rootcore_warriors_returned`)."""
    from rootcore.rules import pieces
    cc = "croakers_coven"
    game = colonies({5: {TC: {"warrior": 1}, cc: {"warrior": 1}}}, factions=(M, TC, cc),
                    data={TC: {"turtles": {5: 1}}})
    assert turtles(game, 5) == 1
    game.factions[cc].swap(game, 5, TC, {M: 1})  # G.1.31: the turtle goes back to the supply, a cat comes
    assert warriors(game, 5, TC) == 0 and warriors(game, 5, M) == 1 and "5" not in tc(game)["turtles"]
    pieces.place(game, TC, "warrior", 5, 1)  # a snake: the supply holds the one turtle and snakes
    assert turtles(game, 5) == 0
    no_problems(game)


# -- coverage of rare branches ------------------------------------------------------------------------------------

def test_the_law_hand_is_seen_by_the_colonies_alone_tc_6_3():
    """TC.6.3: the Laws drafted are the Colonies' secret; others see only how many they hold, and the deck's size."""
    game = colonies({1: {TC: {"warrior": 1}}}, data={TC: {"ballots": {TC: 2}, "law_hand": ["pax_mus"]}})
    own = game.view(TC)["factions"][TC]["data"]
    assert own["law_hand"] == ["pax_mus"] and isinstance(own["law_deck"], list)
    for viewer in (M, None):
        seen = game.view(viewer)["factions"][TC]["data"]
        assert seen["law_hand"] == 1 and seen["law_deck"] == len(own["law_deck"])


def test_a_card_move_limited_to_some_clearings_takes_snakes_only_there_tc_2_2_ii():
    """Law 4.2 for a move a card grants into given clearings (the Eyrie Emigre): snakes go only there; a turtle may
    go along as far as their path (TC.2.2.II), but has no move of its own onto a path, which is no clearing."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, data={TC: {"turtles": {1: 1}}})
    asked, result = run(game.factions[TC].take_move(game, "exiles.eyrie_emigre", optional=False, into={5}),
                        ["count:1"])
    assert [d.option_ids for d in asked[:2]] == [["snakes:1"], ["clearing:5"]]  # not 9 or 10; no turtle option
    assert asked[3].kind == "exiles.eyrie_emigre.turtles"
    assert result == (1, 5, 1) and warriors(game, 5, TC) == 1 and tc(game)["path_turtles"] == [[1, 5]]


def test_colonize_offers_no_capitol_once_all_are_on_the_map_tc_5_2_i():
    """TC.5.2.I: a colony comes from its track; with every Capitol built, only a Common may be placed."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 2: {TC: {"capitol": 1}}, 3: {TC: {"capitol": 1}},
                     4: {TC: {"capitol": 1}}, 10: {TC: {"warrior": 2}}, 5: {TC: {"warrior": 1}, M: {"warrior": 2}}},
                    hands={TC: ["ambush_rabbit", "ambush_fox"]}, data={TC: {"law": "pax_lepus"}})
    assert game.state.factions[TC].tracks["capitol"] == 0
    game.choose("colonize")
    assert expect(game, "twelve_colonies.colonize", TC) == ["common:5", "common:10"]  # capitol:10 without the cap


def test_omnius_exitus_removes_the_turtles_that_cannot_move_out_tc_2_3_iv_tc_2_2_ii():
    """TC.2.3.IV with TC.2.2.II: the snakes move out of the elected clearing, the turtle, which cannot go from clearing
    to clearing, is removed."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {TC: {"warrior": 3}, M: {"warrior": 1}}},
                    data={TC: {"turtles": {10: 1}}})
    enact(game, "omnius_exitus", "10", choices=["clearing:12", "clearing:12"])
    assert warriors(game, 12, TC) == 2 and warriors(game, 10, TC) == 0 and turtles(game, 10) == 0
    assert [(e["faction"], e["count"]) for e in events(game, "removed")] == [(TC, 1)]
    no_problems(game)


def exitus_with_the_vagabond(vagabond_clearing=10, **extra_clearings):
    """The Vagabond (sword, boot, torch) and two Marquise warriors in rabbit clearing 10, the Colonies at 1."""
    vagabond = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": vagabond_clearing,
                "items": ["sword", "boot", "torch"]}
    return colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {M: {"warrior": 2}}, **extra_clearings},
                    factions=(M, "vagabond", TC), data={"vagabond": vagabond})


def test_omnius_exitus_moves_the_vagabond_out_without_a_boot_and_seals_the_clearing_tc_2_3_iv_law_9_2_2():
    """TC.2.3.IV with Law 9.2.2: the pawn cannot be removed, so it moves out (rule ignored, Law 9.2.3), as the Law's
    move, not the Move action (no boot exhausted, 9.5.1); nothing else of his is touched, and the emptied clearing is
    sealed without a warning."""
    game = exitus_with_the_vagabond()
    asked, _ = enact(game, "omnius_exitus", "10", choices=["clearing:12", "clearing:2"])
    assert [(d.player, d.kind, d.option_ids) for d in asked] == [
        (M, "twelve_colonies.exitus", ["clearing:1", "clearing:2", "clearing:12", "pass"]),
        ("vagabond", "twelve_colonies.exitus.pawn", ["clearing:1", "clearing:2", "clearing:12"])]
    assert game.state.factions["vagabond"].data["location"] == {"clearing": 2}
    assert game.state.clearings[2].pawns == ["vagabond"] and game.state.clearings[10].pawns == []
    assert sorted((i["item"], i["exhausted"], i["damaged"]) for i in game.state.factions["vagabond"].data["items"]) == [
        ("boot", False, False), ("sword", False, False), ("torch", False, False)]
    assert 10 in game.state.sealed and not any("Omnius Exitus" in w for w in game.warnings)
    no_problems(game)


def test_omnius_exitus_leaves_a_vagabond_with_nowhere_to_go_and_says_the_clearing_stays_open_tc_2_3_iv():
    """TC.2.3.IV: with every clearing next to the elected one sealed, the pawn cannot leave and nothing removes it
    (Law 9.2.2): the Law's removal of all pieces damages three of his items instead (9.2.2.I), the clearing keeps the
    pawn and is not sealed, loudly."""
    game = exitus_with_the_vagabond(vagabond_clearing=5)  # rabbit 5: adjacent to 1 and 2 only
    for c in (1, 2):
        seal(game, c, "test")
    asked, _ = enact(game, "omnius_exitus", "5", choices=["item:boot:up", "item:sword:up"])
    assert [d.kind for d in asked] == ["vagabond.full_removal"] * 3  # the third has one item left: forced
    assert sorted(i["item"] for i in game.state.factions["vagabond"].data["items"] if i["damaged"]) == [
        "boot", "sword", "torch"]
    assert game.state.clearings[5].pawns == ["vagabond"] and 5 not in game.state.sealed
    assert any("Omnius Exitus" in w and "clearing 5" in w for w in game.warnings)


def test_omnius_exitus_moves_a_controlled_hirelings_warriors_by_its_controller_tc_2_3_iv_law_e_3_7():
    """TC.2.3.IV with Law E.3.7: the Last Dynasty's warriors are the Marquise's to move while she controls it; the
    question is hers."""
    hired = {"last_dynasty": {"side": "promoted", "controller": M, "control": 2}, "highway_bandits": {},
             "spring_uprising": {}}
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {"last_dynasty": {"warrior": 3}}}, hirelings=hired)
    gen = hirelings.questions_for_players(game, game.factions[TC].enact(game, "omnius_exitus", "10"))
    asked, _ = run(gen, ["clearing:2"])
    assert [(d.player, d.kind) for d in asked] == [(M, "twelve_colonies.exitus")]
    assert warriors(game, 2, "last_dynasty") == 3 and 10 in game.state.sealed


@pytest.mark.parametrize("hireling", ["furious_protector", "flotilla"])
def test_omnius_exitus_moves_a_controlled_hirelings_pawn_out_by_its_controller_tc_2_3_iv_law_e_3_7(hireling):
    """TC.2.3.IV with Law E.3.7: a pawn no effect removes is moved out along a path by the hireling's controller (the
    Flotilla too, though its own move goes along a river: our reading), and the emptied clearing is sealed."""
    ends = ["clearing:1", "clearing:2", "clearing:12"]
    hired = {hireling: {"side": "promoted", "controller": M, "control": 2}, "highway_bandits": {},
             "spring_uprising": {}}
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {hireling: {"pawn": 1}}}, hirelings=hired)
    gen = hirelings.questions_for_players(game, game.factions[TC].enact(game, "omnius_exitus", "10"))
    asked, _ = run(gen, ["clearing:2"])
    assert [(d.player, d.kind, d.option_ids) for d in asked] == [(M, "twelve_colonies.exitus.pawn", ends)]
    assert game.state.clearings[2].pawns == [hireling] and not game.state.clearings[10].pawns
    assert 10 in game.state.sealed and not any("Omnius Exitus" in w for w in game.warnings)
    no_problems(game)


def test_omnius_exitus_lets_the_order_move_out_the_pawns_it_chooses_and_the_rest_go_to_the_altar_tc_2_3_iv():
    """TC.2.3.IV ("move and/or remove") with OF.2.2 and OF.2.4: the Order's pawns differ by suit; it moves the fox
    pawn out (rule ignored) and leaves the mouse pawn, which the Law's removal sends to the Altar."""
    OF = "order_of_the_forest"
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {OF: {"pawn": 2}}}, factions=(M, OF, TC),
                    data={OF: {"pawns": {"fox": 10, "mouse": 10}}})
    asked, _ = enact(game, "omnius_exitus", "10", choices=["piece:pawn:fox", "clearing:12", "leave"])
    assert [(d.player, d.kind, d.option_ids) for d in asked] == [
        (OF, "twelve_colonies.exitus.which_pawn", ["piece:pawn:fox", "piece:pawn:mouse", "leave"]),
        (OF, "twelve_colonies.exitus.pawn", ["clearing:1", "clearing:2", "clearing:12"]),
        (OF, "twelve_colonies.exitus.which_pawn", ["piece:pawn:mouse", "leave"])]
    assert game.state.factions[OF].data["pawns"] == {"fox": 12, "mouse": None, "rabbit": None, "bird": None}
    assert game.state.clearings[12].pawns == [OF] and 10 in game.state.sealed
    no_problems(game)

    for seed in range(4):  # whatever the bot's seed, every pawn moves out
        bot = make_agent("heuristic", OF, seed)
        assert [bot(game, d) for d in asked[::2]] == ["piece:pawn:fox", "piece:pawn:mouse"]


def test_omnius_exitus_leaves_an_uncontrolled_hirelings_pawn_and_the_clearing_open_loudly_tc_2_3_iv():
    """TC.2.3.IV moves the pieces of players: a pawn of a hireling no one controls is no player's, and nothing removes
    it, so it stays and the clearing is not sealed, with a warning."""
    hired = {"furious_protector": {"side": "promoted"}, "highway_bandits": {}, "spring_uprising": {}}
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {"furious_protector": {"pawn": 1}}}, hirelings=hired)
    asked, _ = run(game.factions[TC].enact(game, "omnius_exitus", "10"), [])
    assert asked == [] and game.state.clearings[10].pawns == ["furious_protector"] and 10 not in game.state.sealed
    assert any("Omnius Exitus" in w and "clearing 10" in w for w in game.warnings)


def test_turtles_on_paths_are_shown_on_their_paths_tc_2_2_ii():
    """TC.2.2.II: a turtle may stand on a path; the map drawing finds them there, counted per path."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, data={TC: {"path_turtles": [[1, 5], [1, 5], [9, 12]]}})
    assert game.factions[TC].pieces_on_paths(game) == {(1, 5): 2, (9, 12): 1}


def test_the_alliance_is_not_offered_crafting_once_artifex_contentio_passes_tc_2_3_x_law_8_5_1():
    """TC.2.3.X with the Alliance's Daylight (Law 8.5.1): Craft is in its menu only while a card can be crafted. A
    Law passed since the menu last asked, its sympathy unchanged, takes Craft away (found by `rootcore fuzz`, seed
    601592: Craft was offered from an answer kept from before the Law, then there was nothing to craft)."""
    A = "alliance"
    game = colonies({1: {A: {"sympathy": 1}}, 5: {TC: {"warrior": 2, "capitol": 1}}}, current=A, factions=(A, TC),
                    hands={A: ["anvil", "ambush_fox", "ambush_mouse"]}, data={A: {"supporters": [], "officers": 0}})
    assert "craft" in game.pending.option_ids  # the Anvil, paid by the fox sympathy in clearing 1
    enact(game, "artifex_contentio")
    game.choose("mobilize")
    game.choose(f"card:{card(game, 'ambush_fox')}")
    assert game.pending.kind == "alliance.action" and "craft" not in game.pending.option_ids
    enact(game, "pax_mus")  # replaced: crafting is back
    game.choose("mobilize")
    game.choose(f"card:{card(game, 'ambush_mouse')}")
    assert "craft" in game.pending.option_ids


@pytest.mark.parametrize("old, new, expected", [
    # A Law the rules do not play would be voted on and passed with no effect: refused (TC.2.3).
    ('status_aequalis = { numeral = "XV"', 'status_novus = { numeral = "XV"',
     "$.data.laws.status_novus: no rules play this Law: the plugin plays the sixteen of TC.2.3 (did you mean "
     "'status_aequalis'?)"),
    # Omnius Exitus seals the clearing it elects: voted as a directive, it would have none (TC.2.3.IV).
    ('suit = "fox", type = "election", elects = "clearing" }', 'suit = "fox", type = "directive" }',
     "$.data.laws.omnius_exitus: its rules play it as an election of a clearing (TC.2.3)"),
    ('pax_mus = { numeral = "IX", suit = "mouse", type = "directive" }',
     'pax_mus = { numeral = "IX", suit = "mouse", type = "election", elects = "player" }',
     "$.data.laws.pax_mus: its rules play it as a directive (TC.2.3)"),
    ("capitol_flags = [0, 1, 0, 1]", "capitol_flags = [0, 1, 0]",
     "$.data.capitol_flags: 3 entries for 4 Capitol track spaces"),
    ("turtles = 5\n", "turtles = 21\n", "$.data.turtles: 21 turtles among 20 warriors"),
    ('historical_site = { type = "building", count = 1, on_removal = "never" }', "",
     "$.pieces.historical_site: the rules need a building piece 'historical_site', which the board's pieces lack"),
])
def test_a_board_variant_the_rules_cannot_play_is_refused_by_field(tmp_path, old, new, expected):
    """Found by mutating content files: the checks of what the board's schema cannot say (TC.2.2-TC.2.4, TC.5.3)."""
    from helpers import board_variant_issues
    assert expected in board_variant_issues(tmp_path, TC, (old, new))


def test_a_board_changing_only_the_suits_of_its_laws_is_accepted(tmp_path):
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, TC, ('pax_mus = { numeral = "IX", suit = "mouse"',
                                               'pax_mus = { numeral = "IX", suit = "fox"')) == []


@pytest.mark.parametrize("old, new, expected", [
    # Found by mutating content files: setup placed turtles the board did not have (a negative tally, TC.2.2).
    ("setup_turtles = 1\n", "setup_turtles = 3\n",
     "$.data.setup_turtles: 3 in each of two colonies at setup, more than the 5 turtles (TC.3.1)"),
    ("setup_snakes = 2\n", "setup_snakes = 8\n",
     "$.data.setup_snakes: 8 in each of two colonies at setup, more than the 15 snakes (TC.3.1)"),
])
def test_a_board_whose_setup_places_more_turtles_or_snakes_than_it_has_is_refused(tmp_path, old, new, expected):
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, TC, (old, new)) == [expected]


def test_valorem_historiae_in_a_sealed_clearing_takes_the_ruins_items_but_places_no_site_tc_2_3_xvi_and_law_d_6_2():
    """Found by rootcore fuzz (seed 8202662): a Scoundrel's Scorched Earth sealed a clearing whose ruin still held an
    item, the Election chose that slot, and the Historical Site was placed where no piece may be placed (Law D.6.2;
    a CANNOT is absolute, 1.1.2). The slot is electable (it has a ruin with an item, TC.2.3.XVI): the ruin and its
    item go, and the site is not placed."""
    from rootcore.rules.adjacency import seal
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}})
    game.state.ruin_items[10] = ["bag"]
    seal(game, 10, "torch")
    assert "10:ruin" in game.factions[TC].targets(game, "slot")
    bags = game.state.item_supply.get("bag", 0)
    enact(game, "valorem_historiae", "10:ruin")
    cl = game.state.clearings[10]
    assert cl.count(TC, "historical_site") == 0 and cl.ruins == 0 and game.state.item_supply["bag"] == bags + 1
    assert [e["clearing"] for e in events(game, "historical_site_blocked")] == [10]
    no_problems(game)


def test_valorem_historiae_places_no_site_in_the_keeps_clearing_tc_2_3_xvi_and_law_6_2_2():
    """The Keep: only the Marquise may place pieces in its clearing (Law 6.2.2). Her sawmill there is electable and
    removed; the Historical Site, a Colonies building, is not placed."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {M: {"sawmill": 1, "keep": 1}}})
    enact(game, "valorem_historiae", f"10:{M}:sawmill")
    cl = game.state.clearings[10]
    assert cl.count(M, "sawmill") == 0 and cl.count(TC, "historical_site") == 0
    assert [e["clearing"] for e in events(game, "historical_site_blocked")] == [10]
    no_problems(game)


# -- found by mutation testing: Daylight: actions, Campaign, Colonize (TC.5, TC.2.7) -----------------------------------

def test_a_fresh_daylight_has_three_actions_claim_among_them_each_spending_one_tc_5():
    """TC.5: after crafting, up to three actions; Claim (TC.5.3) is open in a Daylight begun afresh, each action
    taken uses one, and Daylight ends with none left. Each move asks how many turtles go onto the path: 0 or 1."""
    game = rootcore.scenario({"factions": [M, TC], "current": TC, "phase": "birdsong", "hands": {M: [], TC: []},
                              "clearings": {1: {TC: {"warrior": 5, "capitol": 1}}, 9: {TC: {"capitol": 1}},
                                            12: {TC: {"capitol": 1}}},
                              "data": {TC: {"turtles": {1: 1}, "law_hand": []}}})
    assert expect(game, "twelve_colonies.action", TC) == ["campaign", "claim", "end"]  # no ballot: no Recruit
    game.choose("claim")
    assert tc(game)["actions"] == 2 and game.state.factions[TC].score == 1
    for left in (1, 0):  # each Campaign: a snake to 5, the turtle stays, the second move declined
        play_choices(game, "campaign", "snakes:1", "clearing:5", "count:1")
        assert expect(game, "twelve_colonies.move.turtles", TC) == ["count:0", "count:1"]
        play_choices(game, "count:0", "done")
        assert tc(game).get("actions", 0) == left
    assert expect(game, "twelve_colonies.draft", TC) and warriors(game, 5, TC) == 2  # on to Evening


def test_a_campaign_of_battles_offers_the_second_battle_tc_5_1():
    """TC.5.1: Campaign is two battles: after the first, a second is offered (it may be declined)."""
    game = colonies({1: {TC: {"warrior": 3, "capitol": 1}, M: {"warrior": 3}}})
    fix_dice(game, 0, 0, 0, 0)
    play_choices(game, "campaign", "battles")
    assert "clearing:1" in expect(game, "twelve_colonies.battle.clearing", TC)
    game.choose("clearing:1")
    assert len(events(game, "dice")) == 2 and tc(game)["actions"] == 2


def test_colonize_skips_clearings_with_a_colony_of_another_suit_or_closed_to_the_colonies_tc_2_7_tc_5_2():
    """One colony per clearing (TC.2.7), of the Law's suit (TC.5.2.II, a mouse Law here), never where the Colonies may
    place nothing (the Keep's clearing, Law 6.2.2); the Historical Site is no colony: a Common may join it."""
    game = colonies({2: {TC: {"warrior": 2, "capitol": 1}}, 9: {TC: {"warrior": 1, "historical_site": 1}},
                     11: {TC: {"warrior": 1}, M: {"keep": 1}}, 1: {TC: {"warrior": 1}}},
                    hands={TC: ["ambush_mouse"]}, data={TC: {"law": "pax_mus"}})
    game.choose("colonize")
    assert expect(game, "twelve_colonies.colonize", TC) == ["capitol:9", "common:9"]


def test_a_common_that_is_not_the_leftmost_places_no_warriors_with_it_tc_2_7_i():
    """TC.2.7.I: only the leftmost Common brings two warriors; the next Common is placed alone (TC.5.2.III)."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 5: {TC: {"common": 1}}, 10: {TC: {"warrior": 1}}},
                    hands={TC: ["ambush_rabbit"]})
    play_choices(game, "colonize", "common:10")
    assert game.state.clearings[10].count(TC, "common") == 1 and game.state.factions[TC].tracks["common"] == 3
    assert warriors(game, 10, TC) == 1 and expect(game, "twelve_colonies.action", TC)  # nothing more asked


# -- found by mutation testing: turtles, paths and tolls (TC.2.2) ------------------------------------------------------

def test_only_turtles_still_ignore_a_hit_the_enemy_rolled_tc_2_2_i():
    """TC.2.2.I: the hit ignored is one the enemy rolled; the Colonies, all turtles here, roll none themselves."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}, M: {"warrior": 2}}}, data={TC: {"turtles": {1: 2}}})
    fix_dice(game, 2, 1)
    play_choices(game, "campaign", "battles")
    assert warriors(game, 1, M) == 2 and warriors(game, 1, TC) == 2  # they rolled 0, the Marquise's 1 ignored
    assert events(game, "hits_ignored")[0]["hits"] == 1


def test_colonies_with_no_warrior_in_a_battle_roll_no_hits_tc_2_2_i_law_4_3_2():
    """The Colonies roll hits with their snakes only (TC.2.2.I); with no warrior in the clearing they deal none
    (Law 4.3.2): the Marquise attacking their lone Capitol loses nothing."""
    from rootcore.rules import battle
    game = colonies({1: {TC: {"capitol": 1}, M: {"warrior": 3}}}, current=M, phase="daylight")
    fix_dice(game, 2, 1)
    run(battle.fight(game, M, 1, TC))
    assert warriors(game, 1, M) == 3 and game.state.clearings[1].count(TC, "capitol") == 0


def test_a_lone_capitol_takes_the_one_hit_of_a_battle_where_the_colonies_have_no_warrior_law_4_3_4():
    """Law 4.3.4: with no warrior of the Colonies there, the hit goes to their building: the Marquise rolling 0 still
    deals the defenseless extra hit (Law 4.3.3.II), which removes the Capitol."""
    from rootcore.rules import battle
    game = colonies({1: {TC: {"capitol": 1}, M: {"warrior": 1}}}, current=M, phase="daylight")
    fix_dice(game, 0, 0)
    run(battle.fight(game, M, 1, TC))
    assert game.state.clearings[1].count(TC, "capitol") == 0 and game.state.factions[M].score == 1


def test_a_turtle_on_a_path_alone_can_campaign_off_it_tc_2_2_ii_tc_5_1():
    """TC.2.2.II: a turtle steps off its path into either clearing, a move (TC.5.1) even with no warrior elsewhere
    to move."""
    game = colonies({1: {TC: {"capitol": 1}}}, data={TC: {"path_turtles": [[1, 5]]}})
    assert "campaign" in expect(game, "twelve_colonies.action", TC)
    play_choices(game, "campaign", "clearing:5")
    assert warriors(game, 5, TC) == 1 and turtles(game, 5) == 1 and tc(game)["path_turtles"] == []


def test_a_move_limited_to_clearings_the_snakes_cannot_reach_offers_them_no_move_tc_2_2_ii():
    """Law 4.2 for a move granted into given clearings only: snakes in 1 cannot reach 12, so no move is offered."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}})
    asked, moved = run(game.factions[TC].take_move(game, "test.move", optional=False, into={12}))
    assert moved is None and not asked and warriors(game, 1, TC) == 2


def test_moving_along_a_path_with_no_turtle_costs_no_toll_tc_2_2_iii():
    """TC.2.2.III: only a path with a turtle on it asks a toll; the Marquise moving 5-2 beside the turtle on 1-5
    keeps her rabbit card."""
    from rootcore.rules import move
    game = colonies({1: {TC: {"warrior": 1, "capitol": 1}}, 5: {M: {"warrior": 2}}},
                    hands={M: ["ambush_rabbit"]}, data={TC: {"path_turtles": [[1, 5]]}})
    run(move.move_warriors(game, M, 5, 2, 1))
    assert warriors(game, 2, M) == 1 and len(game.state.factions[M].hand) == 1 and not events(game, "toll_paid")


def test_tolls_are_for_others_moves_only_and_never_close_a_path_to_adjacency_tc_2_2_iii():
    """TC.2.2.III: the toll is paid by other players moving along the path: the Colonies' own snakes cross it free
    (keeping their card), and the path still joins its clearings for anything but a move."""
    from rootcore.rules.adjacency import adjacent
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}, 5: {M: {"warrior": 1}}}, hands={TC: ["ambush_fox"]},
                    data={TC: {"path_turtles": [[1, 5]]}})
    assert 1 in adjacent(game, 5, M) and 1 not in adjacent(game, 5, M, moving=True)  # the Marquise has no card
    play_choices(game, "campaign", "snakes:1", "clearing:5", "count:2")
    assert warriors(game, 5, TC) == 3 and len(game.state.factions[TC].hand) == 1 and not events(game, "toll_paid")


def test_a_turtle_removed_by_another_effect_leaves_no_turtle_for_the_next_warrior_there_tc_2_2():
    """TC.2.2: warriors removed by an effect of another player (a Favor card's sweep here) take their turtle with
    them; a snake placed there later is a snake, and every turtle is accounted for."""
    from rootcore.rules import pieces
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, data={TC: {"turtles": {1: 1}}})
    run(pieces.resolve_removals(game, [pieces.remove(game, TC, "warrior", 1, 2, M, "favor")]))
    assert "1" not in tc(game)["turtles"]
    pieces.place(game, TC, "warrior", 1, 1)
    assert turtles(game, 1) == 0
    no_problems(game)


def test_a_swap_taking_one_of_two_turtles_leaves_the_other_tc_2_2_g_1_31():
    """TC.2.2: the Croakers' Transform swaps one of the Colonies' two warriors in 5, both turtles, back to their
    supply (G.1.31): the warrior left is still a turtle."""
    cc = "croakers_coven"
    game = colonies({5: {TC: {"warrior": 2}, cc: {"warrior": 1}}}, factions=(M, TC, cc),
                    data={TC: {"turtles": {5: 2}}})
    game.factions[cc].swap(game, 5, TC, {M: 1})
    assert warriors(game, 5, TC) == 1 and turtles(game, 5) == 1
    no_problems(game)


def test_all_five_turtles_on_the_map_break_no_invariant_tc_2_2():
    """TC.2.2: five turtles; with all of them in clearings or on paths none is off the map, which is no problem."""
    game = colonies({1: {TC: {"warrior": 4, "capitol": 1}}}, data={TC: {"turtles": {1: 4}, "path_turtles": [[1, 5]]}})
    assert game.factions[TC].turtles_off_map(game) == 0
    no_problems(game)


# -- found by mutation testing: setup, Recruit, Evening, Laws, the board (TC.3, TC.4.1, TC.6, TC.2.3) ------------------

def test_setup_offers_the_adjacent_pairs_with_fewest_pieces_on_the_map_and_the_common_goes_in_the_other_tc_3_1():
    """TC.3.1: the pairs offered are those of all adjacent pairs with the fewest pieces; the Capitol may go in either
    clearing of the pair and the Common goes in the other."""
    game = rootcore.new_game({"factions": ["eyrie", TC], "seed": 2})
    while game.pending.kind != "twelve_colonies.setup.colonies":
        game.choose(game.pending.option_ids[0])
    count = {c: cl.piece_count() for c, cl in game.state.clearings.items()}  # a ruin is a piece (Law G.1.25)
    fewest = min(count[a] + count[b] for a in game.board.clearing_ids for b in game.board.adjacent[a])
    pairs = [tuple(map(int, o.split(":")[1].split("-"))) for o in game.pending.option_ids]
    assert pairs and all(count[a] + count[b] == fewest for a, b in pairs)
    assert not any(game.state.clearings[c].ruins for pair in pairs for c in pair)  # empty but for a ruin: not fewest
    a, b = pairs[0]
    play_choices(game, game.pending.option_ids[0], f"clearing:{b}")
    assert game.state.clearings[b].count(TC, "capitol") == 1 and game.state.clearings[a].count(TC, "common") == 1


def test_recruit_places_at_colonies_only_not_at_the_historical_site_tc_4_1():
    """TC.4.1: warriors are recruited at a Capitol or a Common; the Historical Site, a building of the Colonies
    (TC.2.4.III), is neither."""
    game = colonies({1: {TC: {"warrior": 1, "capitol": 1}}, 9: {TC: {"warrior": 1, "historical_site": 1}}},
                    phase="birdsong", data={TC: {"ballots": {TC: 1}, "law_hand": []}})
    assert expect(game, "twelve_colonies.recruit", TC) == ["clearing:1", "pass"]


def test_distribute_gives_the_last_ballots_to_the_lowest_scorer_first_tc_6_1():
    """TC.6.1: the Colonies take one ballot first, then the others get one each from the lowest VP up while the
    Public Trust lasts: two ballots left go to the Colonies and the Eyrie (2 VP), none to the Marquise (5 VP)."""
    e = "eyrie"
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, phase="evening", factions=(M, e, TC),
                    scores={M: 5, e: 2}, data={TC: {"ballots": {M: 11, e: 11}, "law_hand": []}})
    assert tc(game)["trust"] == 0 and tc(game)["ballots"] == {M: 11, e: 12, TC: 1}


def test_the_draft_keeps_one_of_the_three_laws_drawn_tc_6_3():
    """TC.6.3: of three Laws drawn, all but one go back: the hand holds the Law kept before and one new one."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}}, phase="evening", data={TC: {"law_hand": ["pax_mus"]}})
    for _ in range(2):
        play_choices(game, next(o for o in game.pending.option_ids if o != "law:pax_mus"))
    assert game.pending.kind != "twelve_colonies.draft" and len(tc(game)["law_hand"]) == 2
    assert "pax_mus" in tc(game)["law_hand"] and len(tc(game)["law_deck"]) == 16 - 2


def test_bots_take_amplius_actums_extra_action_with_warriors_to_take_it_else_warriors_where_threatened_tc_2_3_vi():
    """Every player's bot (bot advice): the Marquise, with warriors on the map, takes the extra move or battle; the
    Colonies, with none, take the warriors, in 5 (Marquise warriors next to it in 2) rather than quiet 9."""

    game = colonies({2: {M: {"warrior": 3}}, 5: {TC: {"capitol": 1}}, 9: {TC: {"common": 1}}})
    enacting = game.factions[TC].enact(game, "amplius_actum", None)
    answers = {}
    decision = next(enacting)
    try:
        while True:
            answer = make_agent("heuristic", decision.player, 0)(game, decision)
            answers.setdefault(decision.player, []).append(answer)
            decision = enacting.send(decision.option(answer))
    except StopIteration:
        pass
    assert answers[M] == ["extra"] and answers[TC][:2] == ["place", "clearing:5"]  # then how many are turtles
    assert tc(game)["amplius"] == [M] and warriors(game, 5, TC) == 2


def test_amplius_actum_gives_the_colonies_an_extra_move_beside_their_actions_tc_2_3_vi():
    """TC.2.3.VI: the Colonies, having chosen the extra move or battle, are offered it in Daylight while they can
    move (no enemy here to battle), and it spends none of their three actions (TC.5)."""
    game = colonies({1: {TC: {"warrior": 2, "capitol": 1}}},
                    data={TC: {"law": "amplius_actum", "amplius": [TC]}})
    assert "extra:twelve_colonies.amplius_action" in expect(game, "twelve_colonies.action", TC)
    play_choices(game, "extra:twelve_colonies.amplius_action", "clearing:5", "count:2")
    assert warriors(game, 5, TC) == 2 and tc(game)["actions"] == 3


@pytest.mark.parametrize("replacements", [
    # All twenty warriors turtles, none placed as a snake at setup.
    (("turtles = 5\n", "turtles = 20\n"), ("setup_snakes = 2\n", "setup_snakes = 0\n")),
    # Setup placing every turtle (two colonies of three) and every snake (two of seven among fourteen).
    (("turtles = 5\n", "turtles = 6\n"), ("setup_turtles = 1\n", "setup_turtles = 3\n"),
     ("setup_snakes = 2\n", "setup_snakes = 7\n")),
])
def test_a_board_whose_setup_uses_exactly_the_warriors_it_has_is_accepted(tmp_path, replacements):
    """The warrior checks (TC.2.2, TC.3.1) refuse only a board placing more turtles or snakes than it has."""
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, TC, *replacements) == []


def test_a_board_electing_the_wrong_target_is_refused_tc_2_3(tmp_path):
    """TC.2.3.II: Feris Ratio is an election of a player; a board making it an election of a clearing is refused."""
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, TC, ('elects = "player" }\nmilitaris', 'elects = "clearing" }\nmilitaris')) \
        == ["$.data.laws.feris_ratio: its rules play it as an election of a player (TC.2.3)"]


@pytest.mark.parametrize("law", ["pax_vulpes", "pax_lepus", "pax_mus"])
def test_under_a_pax_law_every_faction_battles_or_moves_out_exactly_when_it_may_tc_2_3_i(law):
    """In positions of random games, with the Pax Law put in force: for every faction, the core's battle question
    (`battle.take_battle`) does something exactly when `battle.can_battle` says so; no battle is fought in a clearing
    of the Law's suit; a move made instead leaves the clearing it replaced a battle in; no invariant breaks."""
    from rootcore.agents import RandomAgent
    from rootcore.rules import battle
    from rootcore.rules.scoring import GameOver
    from rootcore.testing import invariant_problems
    suit = {"pax_vulpes": "fox", "pax_lepus": "rabbit", "pax_mus": "mouse"}[law]
    moved_instead = 0
    for seed, decisions in ((1, 200), (2, 500), (3, 900), (5, 200)):
        for faction in (TC, M, "eyrie", "vagabond", "alliance"):
            # A fresh game each time: a clone replays the log, and would not keep the Law set by hand.
            game = rootcore.new_game({"factions": [TC, M, "eyrie", "vagabond", "alliance"], "seed": seed})
            rootcore.play(game, RandomAgent(seed), max_decisions=decisions)
            tc(game)["law"] = law
            game.effects_changed()
            before = len(game.events)
            can = battle.can_battle(game, faction)
            try:
                result = moving_out_if_offered(battle.take_battle(game, faction, optional=False))
            except GameOver:
                continue
            assert can == (result is not None), (seed, faction, can)
            fought = [e["clearing"] for e in game.events[before:] if e["type"] == "battle"]
            assert all(game.state.suits[c] != suit for c in fought), (seed, faction, fought)
            if isinstance(result, battle.MovedInstead):
                moved_instead += 1
                assert game.state.suits[result.clearing] == suit and result.moved[0] == result.clearing
            assert invariant_problems(game) == [], (seed, faction)
    assert moved_instead >= 1


def moving_out_if_offered(steps):
    """Run a rules generator answering each question with a move out instead of a battle if offered, else with its
    first option; its return value."""
    try:
        decision = next(steps)
        while True:
            instead = [o for o in decision.options if o.id.startswith("move_instead")]
            decision = steps.send((instead or decision.options)[0])
    except StopIteration as stop:
        return stop.value


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def audit_position(clearings, *, current=TC, phase="daylight", factions=(M, TC), hands=None, data=None, **spec):
    """A mid-game position; the Colonies hold three Daylight actions unless `data` says otherwise."""
    data = dict(data or {})
    mine = {"actions": 3, **data.pop(TC, {})}
    return rootcore.scenario({"factions": list(factions), "current": current, "phase": phase, "clearings": clearings,
                              "hands": {f: [] for f in factions} | (hands or {}), "data": {TC: mine, **data},
                              **spec})


def colonies_data(game):
    return game.state.factions[TC].data


def card_id(game, name):
    return next(i for i, c in enumerate(game.cards) if c.id == name)


def enact_law(game, law, target=None, choices=()):
    return run(game.factions[TC].enact(game, law, target), choices)


def test_status_aequalis_picks_the_last_and_the_leader_before_either_scores_tc_2_3_xv():
    """TC.2.3.XV: the player with the fewest VP gains two and the one with the most loses two, both judged on the
    scores as the Law passes. The Colonies (3) trail the Marquise (4): the Colonies must end on 5, the Marquise on 2.
    (An audit of November 25, 2026 found the leader looked for again after the gain: the Colonies lost the two.)"""
    game = audit_position({1: {TC: {"warrior": 2, "capitol": 1}}}, scores={TC: 3, M: 4})
    enact_law(game, "status_aequalis")
    assert game.state.factions[TC].score == 5
    assert game.state.factions[M].score == 2


def test_the_draft_keeps_one_of_the_three_laws_drawn_and_cannot_give_back_the_law_kept_before_tc_6_3():
    """TC.6.3: of the three Laws drawn in Evening, all but one go back. The Law the Colonies already held (kept at
    setup, TC.3.2) is not one of the three drawn, so it cannot be the one returned; otherwise the Colonies keep two
    of the three new Laws. (It was offered before an audit of November 25,
    2026.)"""
    game = audit_position({1: {TC: {"warrior": 2, "capitol": 1}}}, phase="evening",
                          data={TC: {"law_hand": ["pax_mus"]}})
    assert game.pending.kind == "twelve_colonies.draft"
    assert "law:pax_mus" not in game.pending.option_ids


def test_omnius_exitus_offers_no_way_out_along_a_toll_path_the_mover_cannot_pay_tc_2_3_iv_tc_2_2_iii():
    """TC.2.3.IV with TC.2.2.III: moving out of the elected clearing may ignore rule, not the Tolls. A turtle sits on
    the path 10-12 and the Marquise holds no card at all, so she may not move along it: her warriors may leave 10
    for 1 or 2 only (or be removed). (An audit of November 25, 2026 found 12 offered and the move made with the toll
    unpaid.)"""
    game = audit_position({1: {TC: {"warrior": 2, "capitol": 1}}, 10: {M: {"warrior": 2}}},
                          data={TC: {"path_turtles": [[10, 12]]}})
    gen = game.factions[TC].enact(game, "omnius_exitus", "10")
    question = next(gen)
    assert (question.player, question.kind) == (M, "twelve_colonies.exitus")
    assert "clearing:12" not in question.option_ids, "the Marquise cannot pay the toll of path 10-12"


def test_turtles_alone_defend_with_no_hit_of_their_own_ignore_one_rolled_hit_and_are_not_defenceless_tc_2_2_i():
    """TC.2.2.I with Law 4.3.2: a lone turtle (and a Capitol) attacked by the Marquise rolls no hit, ignores her one
    rolled hit, and, being a warrior, takes no extra hit for a defenceless defender: nothing is removed."""
    game = audit_position({1: {TC: {"warrior": 1, "capitol": 1}, M: {"warrior": 3}}}, current=M,
                          data={TC: {"turtles": {1: 1}}, M: {}})
    fix_dice(game, 1, 0)  # the attacker takes the higher roll: one hit for the Marquise, none for the turtle
    play_choices(game, "battle")
    assert events(game, "battle") and events(game, "hits_ignored")[0]["hits"] == 1
    assert warriors(game, 1, TC) == 1 and game.state.clearings[1].count(TC, "capitol") == 1
    assert warriors(game, 1, M) == 3


def test_feris_ratios_extra_hit_is_not_the_rolled_hit_hard_shelled_ignores_tc_2_3_ii_tc_2_2_i():
    """TC.2.3.II with TC.2.2.I: the elected Marquise rolls one hit and deals one extra; the turtle ignores the rolled
    one only, so the Colonies lose one warrior."""
    game = audit_position({1: {TC: {"warrior": 2, "capitol": 1}, M: {"warrior": 3}}}, current=M,
                          data={TC: {"turtles": {1: 1}}, M: {}})
    enact_law(game, "feris_ratio", M)
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    while game.pending is not None and game.pending.kind == "twelve_colonies.turtles_removed":
        play_choices(game, "count:0")  # the snake goes
    assert warriors(game, 1, TC) == 1


def test_under_non_variablis_a_bird_card_pays_no_toll_so_the_path_is_closed_tc_2_3_xiv_tc_2_2_iii():
    """TC.2.3.XIV with TC.2.2.III: birds are not wild, so a Marquise holding only a bird card cannot pay the toll of
    path 1-5 (fox and rabbit) and cannot move along it; once the Law is replaced she can."""
    from rootcore.rules import move
    game = audit_position({1: {TC: {"warrior": 1, "capitol": 1}}, 5: {M: {"warrior": 2}}}, current=M,
                          hands={M: ["armorers"]}, data={TC: {"path_turtles": [[1, 5]]}, M: {}})
    assert 1 in move.destinations(game, M, 5)
    enact_law(game, "non_variablis")
    assert 1 not in move.destinations(game, M, 5)
    enact_law(game, "pax_mus")
    assert 1 in move.destinations(game, M, 5)


def test_valorem_historiae_on_a_ruin_sends_its_item_to_the_supply_and_places_the_site_tc_2_3_xvi():
    """TC.2.3.XVI: a ruin holding an item is emptied: the ruin goes, its item joins the supply (craftable), and the
    Historical Site takes the slot."""
    game = audit_position({1: {TC: {"warrior": 2, "capitol": 1}}})
    game.state.ruin_items[10] = ["bag"]
    bags = game.state.item_supply.get("bag", 0)
    assert game.state.clearings[10].ruins == 1
    enact_law(game, "valorem_historiae", "10:ruin")
    cl = game.state.clearings[10]
    assert cl.ruins == 0 and cl.count(TC, "historical_site") == 1
    assert game.state.item_supply.get("bag", 0) == bags + 1 and 10 not in game.state.ruin_items
