"""Landmarks (Law Appendix F, set up by A.5): the config field and its errors, the setup decisions, state, views and
render, F.1, the Tower and Ferry cards (which share their rule with the Mountain's Pass and the Lake's Ferry), the
Black Market and the Legendary Forge."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import rootcore
from rootcore import ConfigError, hookimpl
from rootcore.bots import determinize
from rootcore.cli import main
from rootcore.engine import GameDefinition, make_config
from rootcore.human import format_view
from rootcore.render import render_svg
from rootcore.rules import cards, craft, move
from rootcore.rules.rule import rules
from rootcore.testing import check_plugin_conformance, invariant_problems
from rootcore.views import events_for

from helpers import (events, expect, faction_scenario, fix_dice, no_problems, play_choices, play_until, scenario,
                     warriors)

THREE = ["marquise", "eyrie", "alliance"]


def landmark_game(landmarks, factions=THREE, **config):
    return rootcore.new_game({"factions": factions, "seating": factions, "landmarks": landmarks, **config})


def at(map_id, clearings, landmarks, phase="daylight", **extra):
    """A Marquise-and-Eyrie position on `map_id` with `landmarks` (id -> clearing) set up."""
    return rootcore.scenario({"factions": ["marquise", "eyrie"], "map": map_id, "current": "marquise",
                              "phase": phase, "clearings": clearings, "landmarks": landmarks, **extra})


# -- the config (A.5.1) ----------------------------------------------------------------------------------------

def test_more_than_two_landmarks_is_refused_law_a_5_1():
    with pytest.raises(ConfigError, match=r"one or two landmarks \(Law A.5.1\), not 3") as caught:
        landmark_game(["tower", "ferry", "lost_city"])
    assert caught.value.fields == ("landmarks",)


def test_an_unknown_landmark_is_named_with_the_known_ones():
    with pytest.raises(ConfigError, match=r"no landmark plugin 'towr'.*known: .*ferry, .*tower") as caught:
        landmark_game(["towr"])
    assert caught.value.fields == ("landmarks",)


def test_a_landmark_needing_more_players_is_refused(monkeypatch):
    two = ["marquise", "eyrie"]
    tower = GameDefinition(make_config({"factions": two, "landmarks": ["tower"]})).landmarks["tower"]
    monkeypatch.setattr(tower, "setup_rule", rootcore.model.LandmarkSetup("ruin", min_players=3))
    with pytest.raises(ConfigError, match="landmark 'tower' needs at least 3 players, not 2"):
        landmark_game(["tower"], factions=two)


def test_a_landmark_with_no_legal_clearing_is_refused_law_a_5_3(monkeypatch):
    tower = GameDefinition(make_config({"factions": THREE, "landmarks": ["tower"]})).landmarks["tower"]
    monkeypatch.setattr(tower, "fits", lambda game, clearing: False)
    with pytest.raises(ConfigError, match="landmark 'tower' cannot be set up on map 'autumn': no clearing is "
                                          "with a ruin"):
        landmark_game(["tower"])


# -- setup (A.5.2-A.5.3) -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_the_last_and_second_to_last_players_set_up_the_dealt_landmarks_law_a_5_3(seed):
    game = landmark_game(["tower", "ferry"], seed=seed)
    first = game.pending
    assert first.kind == "setup.landmark" and first.player == "alliance"  # the last in turn order
    dealt_first = "tower" if "Tower" in first.prompt else "ferry"
    ruins, rivers = [6, 10, 11, 12], [4, 5, 7, 10, 11]  # the Autumn map's
    assert [o.data["clearing"] for o in first.options] == (ruins if dealt_first == "tower" else rivers)
    first_at = 6 if dealt_first == "tower" else 11
    play_choices(game, f"clearing:{first_at}")
    second = game.pending
    assert second.kind == "setup.landmark" and second.player == "eyrie"  # the second-to-last
    if dealt_first == "tower":  # the Ferry keeps out of the Tower's clearing and those adjacent (2, 3, 11)
        assert second.option_ids == ["clearing:4", "clearing:5", "clearing:7", "clearing:10"]
    else:  # the Tower only out of the Ferry's clearing: 6 and 12 are adjacent to it, and allowed
        assert second.option_ids == ["clearing:6", "clearing:10", "clearing:12"]
    play_choices(game, second.option_ids[0])
    placed = game.state.data["landmarks"]
    other = "ferry" if dealt_first == "tower" else "tower"
    assert placed == {dealt_first: first_at, other: 4 if first_at == 6 else 6}
    assert game.pending.kind != "setup.landmark" and game.state.clearings[first_at].ruins == 1


def test_the_chosen_landmarks_are_shuffled_before_they_are_dealt_law_a_5_2():
    """A.5.2: the chosen landmark cards are shuffled before dealing, so which one the last player sets up is left to
    chance, not to the order the config names them in."""
    firsts = {"Tower" in landmark_game(["tower", "ferry"], seed=seed).pending.prompt for seed in range(6)}
    assert firsts == {True, False}


def test_one_landmark_is_set_up_by_the_last_player_law_a_5_3():
    game = landmark_game(["ferry"], factions=["marquise", "eyrie"])
    assert expect(game, "setup.landmark", "eyrie") == ["clearing:4", "clearing:5", "clearing:7", "clearing:10",
                                                        "clearing:11"]
    play_choices(game, "clearing:7")
    assert game.pending.kind != "setup.landmark" and game.view(None)["landmarks"] == {
        "ferry": {"clearing": 7, "used": False}}
    assert [(e["faction"], e["landmark"], e["clearing"]) for e in events(game, "landmark_set_up")] == [
        ("eyrie", "ferry", 7)]  # the log says who set it up where


def test_the_black_market_is_set_up_in_a_one_slot_clearing_without_a_ruin_law_a_5_3_black_market_card():
    # On Autumn, clearings 1, 3 and 4 have one slot each; every other clearing has two or more (Law 2.4).
    game = landmark_game(["black_market"], factions=["marquise", "eyrie"])
    assert expect(game, "setup.landmark", "eyrie") == ["clearing:1", "clearing:3", "clearing:4"]


def test_a_clearing_beyond_a_closed_path_is_not_adjacent_to_a_landmark_set_up_law_a_5_3_and_c_3_2():
    # On the Mountain, 5 is linked to 2 and 9 only by paths closed at setup (C.3.1): not adjacent (C.3.2), so the
    # second landmark may go there (A.5.3). The printed paths were read, and 2 and 9 were refused.
    game = landmark_game(["black_market", "legendary_forge"], map="mountain", seed=1)
    assert game.pending.player == "alliance" and "clearing:5" in game.pending.option_ids  # the Black Market first
    play_choices(game, "clearing:5")
    assert expect(game, "setup.landmark", "eyrie") == [f"clearing:{c}" for c in (1, 2, 3, 4, 6, 7, 8, 9, 12)]


def test_games_without_landmarks_have_none_in_state_or_view():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    assert "landmarks" not in game.state.data and game.view(None)["landmarks"] == {}
    assert "landmarks" not in game.to_json()["config"]  # saves of such games are as before


def test_landmarks_are_saved_replayed_and_cloned():
    game = landmark_game(["tower", "ferry"], seed=5)
    for _ in range(40):  # the landmarks' setup, then play
        game.choose(game.pending.option_ids[0])
    again = rootcore.load_game(json.dumps(game.to_json()))
    assert again.state.data["landmarks"] == game.state.data["landmarks"] == game.clone().state.data["landmarks"]


def test_render_and_the_text_view_show_the_landmarks():
    game = at("autumn", {}, {"tower": 6})
    svg = render_svg(game)
    assert 'class="landmark"' in svg and "\u2691 The Tower" in svg
    # each landmark is marked under its own clearing, and under no other
    svg_ns = "{http://www.w3.org/2000/svg}"
    marks = {g.get("id"): [t.text for t in g.iter(f"{svg_ns}text") if t.get("class") == "landmark"]
             for g in ET.fromstring(render_svg(at("autumn", {}, {"tower": 6, "ferry": 10}))).iter(f"{svg_ns}g")
             if (g.get("class") or "").startswith("clearing ")}
    assert {cid: texts for cid, texts in marks.items() if texts} == {"clearing-6": ["\u2691 The Tower"],
                                                                     "clearing-10": ["\u2691 The Ferry"]}
    assert "Landmarks: " in format_view(game, game.view("marquise"))


# -- F.1 -------------------------------------------------------------------------------------------------------

def test_a_landmark_is_no_ones_piece_and_stays_through_a_battle_law_f_1_1_f_1_2():
    game = at("autumn", {6: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}}, {"tower": 6, "ferry": 10})
    assert rules(game, 10) is None  # F.1.2: a landmark alone rules nothing and belongs to no one
    fix_dice(game, 3, 0)
    play_choices(game, "battle")  # in 6, the one clearing of battle
    assert game.state.clearings[6].warriors == {"marquise": 2}  # the Eyrie's warrior is gone, not the Tower
    assert game.state.data["landmarks"] == {"tower": 6, "ferry": 10}  # F.1.1: not battled, moved or removed


# -- the Tower ---------------------------------------------------------------------------------------------------

def test_ruling_the_towers_clearing_scores_at_end_of_evening_tower_card():
    game = at("autumn", {6: {"marquise": {"warrior": 1}}}, {"tower": 6}, phase="evening")
    assert game.state.current_faction == "eyrie"  # the Marquise's Evening is over
    assert [(e["faction"], e["reason"]) for e in events(game, "scored")] == [("marquise", "tower")]


def test_the_tower_scores_nothing_without_rule_tower_card():
    game = at("autumn", {6: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}}, {"tower": 6}, phase="evening")
    assert game.state.current_faction == "eyrie" and game.state.factions["marquise"].score == 0


def test_the_tower_card_replaces_the_mountains_pass_law_a_5():
    game = at("mountain", {10: {"marquise": {"warrior": 1}}}, {"tower": 11}, phase="evening")
    assert game.state.factions["marquise"].score == 0  # the Pass (10) no longer scores
    game = at("mountain", {11: {"marquise": {"warrior": 1}}}, {"tower": 11}, phase="evening")
    assert [e["reason"] for e in events(game, "scored")] == ["tower"]


# -- the Ferry ---------------------------------------------------------------------------------------------------

def test_the_ferry_card_carries_movers_along_a_river_and_draws_a_card():
    game = at("autumn", {10: {"marquise": {"warrior": 3}}}, {"ferry": 10}, hands={"marquise": []})
    assert move.destinations(game, "marquise", 10) == [1, 2, 5, 11, 12]  # 5 and 11 by river
    play_choices(game, "march", "clearing:11", "count:2")  # from 10, where all its warriors are
    assert game.state.clearings[11].warriors == {"marquise": 2}
    assert game.state.data["landmarks"]["ferry"] == 11 and len(game.state.factions["marquise"].hand) == 1
    assert game.view(None)["landmarks"]["ferry"] == {"clearing": 11, "used": True}
    assert move.destinations(game, "marquise", 11) == [3, 6, 12]  # once per turn


def test_every_player_is_told_of_the_ferrys_trip_ferry_card():
    game = at("autumn", {10: {"marquise": {"warrior": 3}}}, {"ferry": 10}, hands={"marquise": []})
    play_choices(game, "march", "clearing:11", "count:2")
    trips = [e for e in events_for(game.events, "eyrie") if e["type"] == "ferry"]
    assert [(e["faction"], e["origin"], e["destination"]) for e in trips] == [("marquise", 10, 11)]


def test_the_ferry_card_replaces_the_lakes_ferry_law_a_5():
    game = at("lake", {1: {"marquise": {"warrior": 2}}, 10: {"marquise": {"warrior": 2}}}, {"ferry": 10})
    assert game.map.ferry(game) is None and game.view(None)["map"]["ferry"] is None
    assert move.destinations(game, "marquise", 1) == [5, 9]  # the printed Ferry's corner: paths only
    assert move.destinations(game, "marquise", 10) == [1, 2, 7, 8, 11, 12]  # the card's: every coastal one


# -- whole games ---------------------------------------------------------------------------------------------

GAMES = [("autumn", ["marquise", "eyrie"]), ("winter", ["marquise", "eyrie", "alliance"]),
         ("lake", ["marquise", "eyrie", "alliance", "vagabond"]),
         ("mountain", ["marquise", "eyrie", "alliance", "vagabond", "riverfolk"])]


@pytest.mark.parametrize("map_id,factions", GAMES)
def test_random_games_with_landmarks_conform(map_id, factions):
    results = check_plugin_conformance(factions, games=2, map=map_id, landmarks=["tower", "ferry"])
    assert all(r["game"].state.data["landmarks"].keys() == {"tower", "ferry"} for r in results)


@pytest.mark.parametrize("factions,landmarks", [(["marquise", "eyrie"], ["tower", "ferry"]),
                                                (THREE, ["elder_treetop", "lost_city"])])
def test_rootcore_play_with_a_landmark_config(tmp_path, capsys, factions, landmarks):
    config = tmp_path / "game.toml"
    config.write_text(f'kind = "config"\nschema_version = 1\nfactions = {json.dumps(factions)}\nseed = 4\n'
                      f'landmarks = {json.dumps(landmarks)}\n')
    save = tmp_path / "game.json"
    assert main(["play", "--config", str(config), "--save", str(save)]) == 0
    assert "winner" in capsys.readouterr().out
    assert json.loads(save.read_text())["config"]["landmarks"] == landmarks
    again = rootcore.load_game(save)  # replayed to the state saved
    assert again.state.data["landmarks"].keys() == set(landmarks)


# -- the Black Market ----------------------------------------------------------------------------------------------

def black_market(clearings, **extra):
    """The Marquise's Daylight with the Black Market in corner 1, dealt the sword, tea and bag cards face down."""
    return at("autumn", clearings, {"black_market": 1}, deck_top=["sword", "root_tea_fox", "birdy_bindle"], **extra)


def face_down_ids(game):
    return [game.cards[c].id for c in game.state.data["black_market"]]


def test_the_black_market_is_dealt_three_face_down_cards_nobody_sees_black_market_card():
    game = black_market({})
    assert face_down_ids(game) == ["sword", "root_tea_fox", "birdy_bindle"]
    for player in ("marquise", "eyrie", None):
        assert game.view(player)["landmarks"]["black_market"] == {"clearing": 1, "face_down": 3}
    game = landmark_game(["black_market"], seed=3)
    play_choices(game, "clearing:4")
    assert len(game.state.data["black_market"]) == 3 and len(game.state.deck) == 54 - 3 - 9


def test_a_player_with_a_piece_there_swaps_a_hand_card_once_per_turn_black_market_card():
    game = black_market({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]})
    play_choices(game, "extra:black_market.swap")  # the one card in hand goes face down, unasked
    assert expect(game, "black_market.take", "marquise") == [f"black_market.take:{i}" for i in range(3)]
    play_choices(game, "black_market.take:1")
    assert [game.cards[c].id for c in game.state.factions["marquise"].hand] == ["root_tea_fox"]
    assert face_down_ids(game) == ["sword", "anvil", "birdy_bindle"]
    swap = events(game, "black_market_swap")[0]
    assert "taken" in events_for([swap], "marquise")[0] and "taken" not in events_for([swap], "eyrie")[0]
    assert "extra:black_market.swap" not in game.pending.option_ids  # once per turn


def test_the_black_market_swap_is_offered_in_birdsong_before_its_steps_then_not_again_that_turn_black_market_card():
    """"Once on their turn": in Birdsong too, once its start effects are over (none here: Law 1.4.1 puts them first)
    and before the phase's own steps; used there, it is offered neither in that Daylight nor late in that Evening."""
    game = black_market({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]}, phase="birdsong")
    assert expect(game, "black_market.offer", "marquise") == ["black_market.swap", "pass"]
    play_choices(game, "black_market.swap", "black_market.take:0")
    assert face_down_ids(game) == ["anvil", "root_tea_fox", "birdy_bindle"]
    while game.state.current_faction == "marquise":
        assert game.pending.kind != "black_market.offer" and "extra:black_market.swap" not in game.pending.option_ids
        play_choices(game, "end" if "end" in game.pending.option_ids else game.pending.option_ids[-1])
    assert len(events(game, "black_market_swap")) == 1


def test_the_black_market_swap_is_offered_in_evening_after_the_draws_black_market_card():
    # After the Evening's steps, no longer at its end: Law 1.4.1 keeps "at end of" effects after everything else.
    game = black_market({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]}, phase="evening")
    assert expect(game, "black_market.offer", "marquise") == ["black_market.swap", "pass"]
    assert len(game.state.factions["marquise"].hand) == 2  # the Evening's card is drawn (Law 6.6.2)
    play_choices(game, "pass")
    assert game.state.current_faction == "eyrie" and events(game, "black_market_swap") == []


@pytest.mark.parametrize("hand, answer", [(["anvil"], "black_market.swap"), (["ambush_bird"], "pass")])
def test_a_bot_swaps_at_the_black_market_a_card_worth_less_than_an_unknown_one_black_market_card(hand, answer):
    """The Marquise's bot (bot advice) swaps its one card when `card_value` rates it below a card's mean (an anvil),
    not an ambush (birds and ambushes rate higher)."""
    from rootcore.agents import make_agent
    game = black_market({1: {"marquise": {"warrior": 1}}}, hands={"marquise": hand}, phase="birdsong")
    expect(game, "black_market.offer", "marquise")
    assert make_agent("heuristic", "marquise", 0)(game, game.pending) == answer


def test_a_bot_takes_a_face_down_card_it_did_not_put_there_itself_black_market_card():
    """Which positions a swap took is public (`black_market_taken`): the card the Marquise left at 0 on an earlier
    swap is still hers to know, so her bot takes 1; once the Eyrie has taken 0, it is unknown again, and 0 is first.
    Knowing every card there, it does not swap."""
    from rootcore.agents import make_agent
    game = black_market({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]})
    game.event("black_market_taken", faction="marquise", position=0)  # an earlier swap of hers, turns ago
    play_choices(game, "extra:black_market.swap")
    bot = make_agent("heuristic", "marquise", 0)
    assert bot(game, game.pending) == "black_market.take:1"
    game.event("black_market_taken", faction="eyrie", position=0)
    assert bot(game, game.pending) == "black_market.take:0"
    from rootcore_plugins.black_market import advise_offer
    for position in (0, 1, 2):
        game.event("black_market_taken", faction="marquise", position=position)
    assert advise_offer(bot, game, game.pending) == "pass"


class EmptiesTheHandAtBirdsong:
    """A house rule: in Birdsong the player discards its whole hand, at its start or (`any_time`) at any time in it,
    offered where the Black Market's swap is (Law 1.1.3: the two are then simultaneous, the player orders them)."""

    def __init__(self, any_time: bool):
        self.any_time = any_time

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        return self._discard_hand(game, faction) if phase == "birdsong" and not self.any_time else None

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        return self._discard_hand(game, faction) if phase == "birdsong" and first and self.any_time else None

    def _discard_hand(self, game, faction):
        for card in list(game.state.factions[faction].hand):
            cards.discard_from_hand(game, faction, card)
        yield from ()


def test_the_black_market_offer_is_not_made_once_an_earlier_effect_of_the_moment_emptied_the_hand_black_market_card():
    spec = {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "birdsong",
            "clearings": {1: {"marquise": {"warrior": 1}}}, "landmarks": {"black_market": 1},
            "hands": {"marquise": ["anvil"]}}
    game = rootcore.scenario(spec, plugins=[EmptiesTheHandAtBirdsong(any_time=True)])
    assert expect(game, "turn.effect_order", "marquise") == ["effect:0", "effect:landmark:black_market"]
    play_choices(game, "effect:0")
    assert game.state.factions["marquise"].hand == [] and game.pending.kind != "black_market.offer"
    assert events(game, "black_market_swap") == []
    # A start effect is no longer ordered against the swap: Law 1.4.1 runs "at start of" Birdsong before it.
    game = rootcore.scenario(spec, plugins=[EmptiesTheHandAtBirdsong(any_time=False)])
    assert game.state.factions["marquise"].hand == [] and game.pending.kind not in ("turn.effect_order",
                                                                                    "black_market.offer")
    assert events(game, "black_market_swap") == []


def test_the_black_market_swap_comes_after_the_riverfolk_services_unordered_law_1_4_1_black_market_card():
    """Law 1.4.1 with 11.2.6: the buyer's services are bought at the start of its Birdsong, before everything else in
    it; the swap, usable at any time on the turn, is offered once they are over, with no order asked (1.1.3), and
    may give up the card just bought."""
    river = {"riverfolk": {"funds": {}, "payments": {}, "committed": {},
                           "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = rootcore.scenario({"factions": ["marquise", "riverfolk"], "current": "marquise", "phase": "birdsong",
                              "clearings": {1: {"marquise": {"warrior": 1}}, 7: {"riverfolk": {"trade_post_mouse": 1}}},
                              "landmarks": {"black_market": 1}, "deck_top": ["sword", "root_tea_fox", "birdy_bindle"],
                              "hands": {"marquise": ["anvil"], "riverfolk": ["bake_sale"]}, "data": river})
    assert expect(game, "riverfolk.service", "marquise")[0] == "service:hand_card:1"  # no turn.effect_order first
    play_choices(game, "service:hand_card:1")  # the Riverfolk's one card, taken unasked; her one service (11.2.6)
    bought = game.state.factions["marquise"].hand[-1]
    assert game.cards[bought].id == "bake_sale"
    assert expect(game, "black_market.offer", "marquise") == ["black_market.swap", "pass"]
    play_choices(game, "black_market.swap", f"card:{bought}", "black_market.take:0")
    assert face_down_ids(game) == ["bake_sale", "root_tea_fox", "birdy_bindle"]
    assert [game.cards[c].id for c in game.state.factions["marquise"].hand] == ["anvil", "sword"]


def test_the_black_market_swap_in_evening_comes_before_the_towers_point_law_1_4_1_black_market_card():
    """Law 1.4.1: the Tower's point comes "at end of" Evening, after everything else in it, so after the swap offered
    once the Evening's draws are done."""
    game = at("autumn", {1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}},
              {"black_market": 1, "tower": 6}, phase="evening", hands={"marquise": ["anvil"]})
    assert expect(game, "black_market.offer", "marquise") == ["black_market.swap", "pass"]
    assert len(game.state.factions["marquise"].hand) == 2 and game.scores["marquise"] == 0  # drawn, not yet scored
    play_choices(game, "pass")
    assert game.scores["marquise"] == 1 and game.state.current_faction == "eyrie"


def test_no_swap_without_a_piece_in_the_black_markets_clearing_black_market_card():
    game = black_market({5: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]})
    assert "extra:black_market.swap" not in game.pending.option_ids
    game = black_market({5: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]}, phase="evening")
    assert game.pending.kind != "black_market.offer"


def test_the_vagabonds_pawn_is_a_piece_at_the_black_market_law_9_2_2_black_market_card():
    """His pawn rules nothing (9.2.2) but is a piece: alone in the Black Market's clearing he may swap."""
    vagabond = {"character": "thief", "clearing": 9, "items": ["boot"], "quests": [], "ruin_items": {}}
    game = rootcore.scenario({"factions": ["marquise", "vagabond"], "current": "vagabond", "phase": "daylight",
                              "landmarks": {"black_market": 9}, "hands": {"vagabond": ["anvil"]},
                              "data": {"vagabond": vagabond}})
    assert "extra:black_market.swap" in expect(game, "vagabond.action", "vagabond")
    play_choices(game, "extra:black_market.swap", "black_market.take:0")
    assert len(game.state.factions["vagabond"].hand) == 1 and "anvil" in [game.cards[c].id
                                                                         for c in game.state.data["black_market"]]


def test_the_black_markets_cards_are_redealt_for_a_bots_lookahead_law_1_2():
    game = landmark_game(["black_market"], factions=["marquise", "eyrie"], seed=1)
    play_choices(game, "clearing:1")
    seen = []
    for seed in range(6):
        sim = game.clone()
        determinize(sim, seed, "marquise")
        seen.append(sorted(sim.state.data["black_market"]))
        assert invariant_problems(sim) == []
    assert len({tuple(cards) for cards in seen}) > 1


@pytest.mark.parametrize("map_id,factions", GAMES)
def test_random_games_with_the_black_market_conform(map_id, factions):
    results = check_plugin_conformance(factions, games=2, map=map_id, landmarks=["black_market", "ferry"])
    assert all(len(r["game"].state.data["black_market"]) == 3 for r in results)


# -- the Legendary Forge -------------------------------------------------------------------------------------------

def forge(clearings, **extra):
    """The Marquise's Daylight holding the Anvil (a hammer, one fox), the Legendary Forge in fox clearing 1."""
    return at("autumn", clearings, {"legendary_forge": 1}, hands={"marquise": ["anvil"]}, **extra)


def test_the_forge_takes_its_suits_items_from_the_supply_legendary_forge_card():
    game = forge({})
    assert game.view(None)["landmarks"]["legendary_forge"] == {"clearing": 1, "items": ["sword", "sword",
                                                                                         "crossbow", "hammer"]}
    assert [game.state.item_supply[item] for item in ("sword", "crossbow", "hammer", "tea")] == [0, 0, 0, 2]


def test_the_forge_takes_only_the_items_the_supply_holds_legendary_forge_card():
    # A supply of one sword and two hammers (no crossbow at all): the Forge gets one sword and one hammer.
    game = forge({}, items={"sword": 1, "hammer": 2})
    assert game.state.data["legendary_forge"] == ["sword", "hammer"]
    assert game.state.item_supply == {"sword": 0, "hammer": 1}
    assert [e["items"] for e in events(game, "forge_items")] == [["sword", "hammer"]]


def test_crafting_a_forge_item_there_draws_a_card_and_scores_one_more_legendary_forge_card():
    game = forge({1: {"marquise": {"warrior": 1, "workshop": 1}}})
    play_choices(game, "craft:" + str(game.state.factions["marquise"].hand[0]))  # the supply has no hammer left
    assert game.state.factions["marquise"].crafted_items == ["hammer"]
    assert game.state.data["legendary_forge"] == ["sword", "sword", "crossbow"]
    assert [e["reason"] for e in events(game, "scored")] == ["crafted hammer", "legendary_forge"]
    assert game.state.factions["marquise"].score == 3 and len(game.state.factions["marquise"].hand) == 1


def test_only_a_player_at_the_forge_crafts_its_items_legendary_forge_card():
    game = forge({9: {"marquise": {"warrior": 1, "workshop": 1}}}, suits={9: "fox"})
    assert not [o for o in game.pending.option_ids if o.startswith("craft:")]


def test_the_crafter_chooses_the_supply_or_the_forge_law_4_1_2_legendary_forge_card():
    items = {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 2, "sword": 2, "tea": 2, "coins": 2}
    game = forge({1: {"marquise": {"warrior": 1, "workshop": 1}}}, items=items)
    play_choices(game, "craft:" + str(game.state.factions["marquise"].hand[0]))
    assert expect(game, "craft.item_source", "marquise") == ["supply", "legendary_forge:hammer"]
    card = int(game.log[-1].split(":")[1])
    assert game.state.resolving == [card]  # the card paid for is somewhere while she chooses (found by rootcore fuzz)
    no_problems(game)
    play_choices(game, "supply")
    assert game.state.resolving == [] and card in game.state.discard
    assert game.state.item_supply["hammer"] == 0 and "hammer" in game.state.data["legendary_forge"]
    assert game.state.factions["marquise"].score == 2


def test_the_vagabond_crafts_a_forge_item_into_his_satchel_draws_and_scores_one_more_law_9_2_1_legendary_forge_card():
    """At the Forge (fox clearing 1), his hammer crafts the Anvil: the hammer comes from the Forge (the supply has
    none left) face up to him (9.2.1, 9.5.8); he scores the card's point, one more, and draws a card."""
    vagabond = {"character": "tinker", "clearing": 1, "items": ["hammer", "boot"], "quests": [], "ruin_items": {}}
    game = rootcore.scenario({"factions": ["marquise", "vagabond"], "current": "vagabond", "phase": "daylight",
                              "landmarks": {"legendary_forge": 1}, "hands": {"vagabond": ["anvil"]},
                              "data": {"vagabond": vagabond}})
    play_choices(game, "craft")  # the one card, the one source
    expect(game, "vagabond.action", "vagabond")
    fs = game.state.factions["vagabond"]
    assert sorted((i["item"], i["exhausted"]) for i in fs.data["items"]) == [
        ("boot", False), ("hammer", False), ("hammer", True)]
    assert game.state.data["legendary_forge"] == ["sword", "sword", "crossbow"]
    assert [e["reason"] for e in events(game, "scored")] == ["crafted hammer", "legendary_forge"]
    assert fs.score == 3 and len(fs.hand) == 1


def test_the_eyrie_crafting_a_forge_item_score_their_one_point_and_the_forges_law_7_2_2_legendary_forge_card():
    """Disdain for Trade (7.2.2) makes the hammer worth one to the Eyrie; the Forge's point comes on top."""
    game = rootcore.scenario({"factions": ["eyrie", "marquise"], "current": "eyrie", "phase": "daylight",
                              "clearings": {1: {"eyrie": {"roost": 1, "warrior": 1}}},
                              "landmarks": {"legendary_forge": 1}, "hands": {"eyrie": ["anvil"]},
                              "data": {"eyrie": {"leader": "commander", "viziers": {}}}})
    play_choices(game, next(o for o in expect(game, "eyrie.craft", "eyrie") if o.startswith("craft:")))
    assert [(e["reason"], e["vp"]) for e in events(game, "scored")] == [
        ("crafted hammer", 1), ("legendary_forge", 1)]
    assert game.state.factions["eyrie"].crafted_items == ["hammer"]


@pytest.mark.parametrize("at_the_forge", [True, False])
def test_the_riverfolk_craft_a_forge_item_with_a_warrior_at_the_forge_law_11_5_3_legendary_forge_card(at_the_forge):
    """The Riverfolk craft with funds on their Trade Posts tracks (11.5.3), not with pieces in a clearing, yet the
    Forge's items need a piece of theirs at the Forge: a warrior in clearing 1 will do; with none there (the supply
    has no hammer left) the Anvil cannot be crafted."""
    clearings = {12: {"riverfolk": {"trade_post_fox": 1}}}  # an empty fox space on the track
    if at_the_forge:
        clearings[1] = {"riverfolk": {"warrior": 1}}
    mine = {"riverfolk": {"funds": {"riverfolk": 3}, "payments": {}, "committed": {},
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = rootcore.scenario({"factions": ["marquise", "riverfolk"], "current": "riverfolk", "phase": "daylight",
                              "clearings": clearings, "landmarks": {"legendary_forge": 1},
                              "hands": {"riverfolk": ["anvil"]}, "data": mine})
    assert ("craft" in expect(game, "riverfolk.action", "riverfolk")) == at_the_forge
    if at_the_forge:
        play_choices(game, "craft", "craft")  # crafted, not exported (11.5.3.I)
        assert game.state.factions["riverfolk"].crafted_items == ["hammer"]
        assert [e["reason"] for e in events(game, "scored")] == ["crafted hammer", "legendary_forge"]


@pytest.mark.parametrize("answer, vp", [("take", 1), ("remove", 3)])
def test_the_hundreds_score_the_forges_point_whether_they_keep_the_item_or_not_law_14_2_3_legendary_forge_card(
        answer, vp):
    """Contempt for Trade (14.2.3): kept in the Hoard, the Forge's sword scores none of its two points, removed it
    scores them; the Forge's extra point and card come either way."""
    from test_hundreds import hundreds_game
    game = hundreds_game({8: {"hundreds": {"warrior": 1, "stronghold": 2}}}, warlord=8, hands={"hundreds": ["sword"]},
                         current="hundreds", landmarks={"legendary_forge": 8}, suits={8: "fox"})
    fs = game.state.factions["hundreds"]
    play_choices(game, f"craft:{fs.hand[0]}", answer)  # the supply has no sword left: the Forge's
    assert game.state.data["legendary_forge"] == ["sword", "crossbow", "hammer"]
    assert fs.score == vp and "legendary_forge" in [e["reason"] for e in events(game, "scored")]
    assert len(fs.hand) == 1 and fs.data["hoard"]["prowess"] == (["sword"] if answer == "take" else [])


def test_the_alliance_menu_stops_offering_a_forge_item_once_its_warrior_leaves_the_forge_legendary_forge_card():
    # Sympathy in fox clearing 9 pays for the Anvil's hammer, which only the Forge (clearing 1) still holds; the
    # Alliance's one piece at the Forge is a warrior, and warriors moving leave the building cache as it is.
    game = rootcore.scenario({"factions": ["marquise", "alliance"], "map": "autumn", "current": "alliance",
                              "phase": "daylight", "landmarks": {"legendary_forge": 1}, "suits": {9: "fox"},
                              "clearings": {9: {"alliance": {"sympathy": 1}}, 1: {"alliance": {"warrior": 1}}},
                              "hands": {"alliance": ["anvil"]}})
    alliance, hand = game.factions["alliance"], game.state.factions["alliance"].hand
    assert alliance._can_craft(game, hand)
    game.state.clearings[1].warriors.pop("alliance")
    game.state.clearings[5].warriors["alliance"] = 1
    for c in (1, 5):
        game.state.clearings[c].warriors_changed()
    assert not alliance._can_craft(game, hand) and craft.craftable_cards(game, "alliance") == []


@pytest.mark.parametrize("map_id,factions", GAMES)
def test_random_games_with_the_legendary_forge_conform(map_id, factions):
    results = check_plugin_conformance(factions, games=2, map=map_id, landmarks=["legendary_forge", "tower"])
    assert all("legendary_forge" in r["game"].state.data for r in results)


# -- content ---------------------------------------------------------------------------------------------------

def test_a_broken_landmark_file_is_refused_by_file_and_field(tmp_path):
    from rootcore.content import validate_paths
    shipped = (Path(__file__).parent.parent / "content" / "landmarks" / "legendary_forge.toml").read_text()
    broken = tmp_path / "legendary_forge.toml"
    broken.write_text(shipped.replace('clearing = "any"', 'clearing = "anywhere"'))
    got = {(issue.path, issue.message.split(":")[0]) for issue in validate_paths([broken])}
    assert ("$.setup.clearing", "'anywhere' is not one of ['any', 'ruin', 'river', 'corner', 'one_slot_no_ruin']") \
        in got
    broken.write_text(shipped.replace('rabbit = ["boot", "boot", "coins", "coins"]', ''))
    assert [(i.path, i.message) for i in validate_paths([broken])] == [
        ("$.data.items", "no items listed for rabbit clearings")]


# -- Audited against Appendix F, A.5 and the landmark facts ---------------------------------------------------------

def scored(game):
    """(faction, VP, reason) of each `scored` event."""
    return [(e["faction"], e["vp"], e["reason"]) for e in events(game, "scored")]


# -- the Tower (card; C.3.4) with hirelings (Law E.3.1) --------------------------------------------------------------

@pytest.mark.usefixtures("stand_ins")
def test_the_controller_ruling_the_towers_clearing_with_hireling_warriors_alone_scores_law_e_3_1_tower_card():
    """E.3.1: a controller treats its hireling's pieces as its own for rule, so Dynasty warriors alone in the
    Tower's clearing give the Marquise rule there and the Tower's point at the end of her Evening."""
    game = scenario(["marquise", "alliance"], "marquise", "evening", {6: {"last_dynasty": {"warrior": 2}}},
                    hirelings={"last_dynasty": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}}, landmarks={"tower": 6})
    assert ("marquise", 1, "tower") in scored(game)


@pytest.mark.usefixtures("stand_ins")
def test_an_uncontrolled_hireling_outnumbering_a_player_keeps_the_towers_point_from_him_law_e_3_1_tower_card():
    """E.3.1: an uncontrolled hireling rules as a player would: two Dynasty warriors against one cat, no rule for the
    Marquise in the Tower's clearing, no point."""
    game = scenario(["marquise", "alliance"], "marquise", "evening",
                    {6: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 1}}},
                    hirelings={"last_dynasty": {}, "stand_in_a": {}, "stand_in_b": {}}, landmarks={"tower": 6})
    assert events(game, "turn") and not [s for s in scored(game) if s[2] == "tower"]  # her Evening is over


def test_the_tower_scores_only_in_its_rulers_own_evening_c_3_4_tower_card():
    """C.3.4 / the Tower card: the point is scored at the end of *that player's* Evening: the Eyrie's Evening ends with
    the Marquise ruling the Tower's clearing, and she scores nothing then."""
    game = faction_scenario(["marquise", "eyrie"], "eyrie", "evening", {6: {"marquise": {"warrior": 2}}}, {},
                            hands={"eyrie": [], "marquise": []}, landmarks={"tower": 6})
    assert game.state.current_faction == "marquise"  # the Eyrie's turn is over
    assert game.state.factions["marquise"].score == 0 and not events(game, "scored")


# -- the Elder Treetop with hirelings (Law E.3.6) ----------------------------------------------------------------------

DYNASTY_ACTION = "extra:hireling:last_dynasty"


@pytest.mark.usefixtures("stand_ins")
def test_a_hireling_removing_the_treetops_building_scores_its_controller_nothing_law_e_3_6_treetop_card():
    """E.3.6: a controller scores nothing for what its hireling removes, the Treetop's extra point included: the
    Alliance's Dynasty battles twice in corner 1 and removes the sawmill standing in the Treetop's slot."""
    factions = ["alliance", "marquise", "riverfolk"]
    game = scenario(factions, "alliance", "daylight",
                    {1: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 3, "workshop": 1, "sawmill": 1}},
                     10: {"alliance": {"warrior": 1}}},
                    hirelings={"last_dynasty": {"controller": "alliance", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    landmarks={"elder_treetop": 1}, hands={"alliance": 2})
    assert game.state.data["elder_treetop"] == ["marquise", "sawmill"]
    play_until(game, "alliance")
    fix_dice(game, 3, 0, 3, 0)
    game.choose(DYNASTY_ACTION)
    while game.pending is not None and game.pending.player == "marquise":  # her hits: workshop, sawmill
        game.choose(game.pending.option_ids[0])
    assert game.state.clearings[1].buildings == [] and game.state.data["elder_treetop"] is None
    assert game.scores["alliance"] == 0 and not scored(game)



def test_the_mudman_counts_a_ruin_among_the_pieces_of_a_clearing_cc_2_3_vi_and_law_g_1_25():
    # CC.2.3.VI: the Mudman goes to the matching clearing with the most pieces, and a ruin is a piece (G.1.18,
    # G.1.25), as in the Outsiders' fewest-pieces setups (`ClearingState.piece_count`). From fox 1, rabbit clearings
    # 5 and 10 each hold one Marquise warrior; only 10 has a ruin, so it holds the most.
    from rootcore_plugins.croakers_coven import FACTION as CC
    game = faction_scenario([CC, "marquise"], CC, "daylight",
                            {1: {CC: {"warrior": 1}}, 5: {"marquise": {"warrior": 1}},
                             10: {"marquise": {"warrior": 1}}},
                            {CC: {"mudman": 1}}, ruins={5: 0, 10: 1})
    assert game.factions[CC].mudman_destinations(game, "rabbit") == [10]


# -- the Lost City -----------------------------------------------------------------------------------------------------

def test_the_mudman_rolling_mouse_may_go_to_the_lost_city_cc_2_3_vi_lost_city_card():
    # CC.2.3.VI with the Lost City card (content-facts H); `mudman_destinations` compared suits with `==`, before.
    # The Lost City's clearing counts as fox, mouse and rabbit at once, so it matches the Mudman's mouse roll (move to
    # the matching clearing with the most pieces); the code never matched it (Autumn 10, printed rabbit).
    from rootcore_plugins.croakers_coven import FACTION as CC
    factions = [CC, "marquise"]
    game = faction_scenario(factions, CC, "daylight",
                            {1: {CC: {"warrior": 1}}, 9: {"marquise": {"warrior": 1}},
                             10: {"marquise": {"warrior": 3}}},
                            {CC: {"actions": 4, "mudman": 1}}, hands={f: [] for f in factions},
                            landmarks={"lost_city": 10})
    queue = ["mouse", 1]  # the Mudman's suit die, then its skull die
    real = game.state.rng.choice
    game.state.rng.choice = lambda seq: queue.pop(0) if queue else real(seq)
    play_choices(game, "end")
    while game.pending is not None and game.pending.player == CC and game.pending.kind.startswith("croakers_coven") \
            and game.pending.kind != "croakers_coven.mudman":
        game.choose("done" if "done" in game.pending.option_ids else game.pending.option_ids[0])
    # From 1 (fox) the mouse clearings in reach are 9 (one piece) and the Lost City, 10 (three): it goes to 10.
    assert [e["clearing"] for e in events(game, "mudman")] == [10]


# -- the Ferry card (C.2.5 rule shared) --------------------------------------------------------------------------------

def ferry_at_10(clearings, **extra):
    """The Marquise's Daylight against the Eyrie with the Ferry card's landmark in clearing 10."""
    return rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": clearings, "landmarks": {"ferry": 10}, "hands": {"marquise": []},
                              **extra})


def test_the_ferry_card_needs_rule_at_one_end_of_the_trip_law_4_2_1_ferry_card():
    """The Ferry follows the normal move rules: outnumbered in the Ferry's clearing 10, the Marquise may not cross
    to empty 11 by river; once she rules 11, she may (and only then does 11 join her destinations)."""
    game = ferry_at_10({10: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}}})
    assert 11 not in move.destinations(game, "marquise", 10) and 5 not in move.destinations(game, "marquise", 10)
    game = ferry_at_10({10: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}}, 11: {"marquise": {"warrior": 1}}})
    assert 11 in move.destinations(game, "marquise", 10)
    play_choices(game, "march", "clearing:10", "clearing:11")
    assert warriors(game, 11, "marquise") == 2 and game.state.data["landmarks"]["ferry"] == 11
    assert len(game.state.factions["marquise"].hand) == 1  # the moving player's card


def test_the_ferry_card_stays_when_movers_leave_its_clearing_along_a_path_ferry_card():
    """Only a trip by river takes the Ferry along: a march from 10 to 1 along a path leaves it in 10, draws nothing,
    and the Ferry is still there for a later river trip that turn."""
    game = ferry_at_10({10: {"marquise": {"warrior": 3}}})
    play_choices(game, "march", "clearing:1", "count:1")  # 10 is the one origin
    assert game.state.data["landmarks"]["ferry"] == 10 and game.state.factions["marquise"].hand == []
    assert 11 in move.destinations(game, "marquise", 10)


# -- hireling pieces are not their controller's pieces (Law E.3.3) -----------------------------------------------------

@pytest.mark.usefixtures("stand_ins")
def test_a_controlled_hirelings_warrior_is_not_its_controllers_piece_at_the_black_market_law_e_3_3():
    """Black Market card: a player *with a piece* in its clearing may swap; Dynasty warriors there are the
    hireling's, not the Marquise's (E.3.3), even though she controls them."""
    game = scenario(["marquise", "alliance"], "marquise", "daylight", {1: {"last_dynasty": {"warrior": 2}}},
                    hirelings={"last_dynasty": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    landmarks={"black_market": 1}, hands={"marquise": ["anvil"]})
    assert "extra:black_market.swap" not in game.pending.option_ids
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 1}}},
                    hirelings={"last_dynasty": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    landmarks={"black_market": 1}, hands={"marquise": ["anvil"]})
    assert "extra:black_market.swap" in game.pending.option_ids  # one warrior of her own there: now she may


@pytest.mark.usefixtures("stand_ins")
def test_a_controlled_hirelings_warrior_at_the_forge_does_not_open_it_to_its_controller_law_e_3_3():
    """Legendary Forge card: only a player with a piece at the Forge crafts its items; the Marquise's Dynasty there
    is no piece of hers (E.3.3), so with the supply's hammer gone she cannot craft the Anvil with her workshop in fox
    clearing 6."""
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"last_dynasty": {"warrior": 2}}, 6: {"marquise": {"workshop": 1}}},
                    hirelings={"last_dynasty": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    landmarks={"legendary_forge": 1}, hands={"marquise": ["anvil"]})
    assert game.state.item_supply["hammer"] == 0 and "hammer" in game.state.data["legendary_forge"]
    assert not [o for o in game.pending.option_ids if o.startswith("craft:")]


# -- setup on the variant maps (A.5.3, each card's setup; content-facts E and H) ---------------------------------------

LEGAL = {  # by the maps' tables in content-facts E: river (Lake: coastal), ruin, corner, one slot without ruin
    "lake": {"ferry": [1, 10, 11, 12], "lost_city": [1, 10, 11, 12], "tower": [5, 10, 11, 12],
             "elder_treetop": [1, 2, 3, 4], "black_market": [2, 3, 4, 7, 8, 9], "legendary_forge": list(range(1, 13))},
    "mountain": {"ferry": [2, 4, 10], "lost_city": [2, 4, 10], "tower": [9, 10, 11, 12], "elder_treetop": [1, 2, 3, 4],
                 "black_market": [5, 6, 7, 8], "legendary_forge": list(range(1, 13))},
}


@pytest.mark.parametrize("map_id,landmark", [(m, lm) for m in LEGAL for lm in LEGAL[m]])
def test_each_landmark_is_offered_the_clearings_its_card_names_on_the_variant_maps_law_a_5_3(map_id, landmark):
    game = rootcore.new_game({"factions": THREE, "seating": THREE, "map": map_id, "seed": 1, "landmarks": [landmark]})
    assert expect(game, "setup.landmark", "alliance") == [f"clearing:{c}" for c in LEGAL[map_id][landmark]]


def test_on_the_lake_a_second_landmark_keeps_off_the_first_but_the_lake_does_not_make_coastal_clearings_adjacent():
    """A.5.3 with the cards' setup: the Lost City may not share the Ferry card's clearing nor be adjacent to it; the
    lake links coastal clearings as rivers, not paths (C.2.2), so the other coastal clearings stay open."""
    for seed in range(8):
        game = rootcore.new_game({"factions": THREE, "seating": THREE, "map": "lake", "seed": seed,
                                  "landmarks": ["ferry", "lost_city"]})
        play_choices(game, "clearing:10")
        assert expect(game, "setup.landmark", "eyrie") == ["clearing:1", "clearing:11", "clearing:12"]


# -- the Elder Treetop's slot follows its building off the map ---------------------------------------------------------

def test_a_factory_picked_up_by_the_do_over_frees_the_treetops_slot_omt_4_treetop_card():
    # Elder Treetop card with OMT.4; `_do_over` emptied the buildings without `rootcore_buildings_removed`, before.
    # The extra point is for an enemy building removed *from the Treetop's slot*. The Tinker's
    # Do-Over (OMT.4) picks every piece of his off the map without removing them; the factory standing in the
    # Treetop's slot leaves it. The code edited the clearing's buildings directly (`_do_over`), so the Treetop kept
    # naming the factory: a sawmill later built into the freed slot was not known to stand there, and removing it
    # scored no extra point (now `pieces.buildings_gone`).
    from rootcore.rules import pieces
    omt = "old_man_tinker"
    factions = [omt, "marquise", "alliance"]
    game = scenario(factions, omt, "birdsong", {1: {"alliance": {"base_fox": 1}, omt: {"factory": 1}}},
                    landmarks={"elder_treetop": 1}, hands={f: [] for f in factions},
                    data={omt: {"old_man": {"clearing": 5}}})
    assert game.state.data["elder_treetop"] == [omt, "factory"]
    assert expect(game, f"{omt}.do_over", omt) == ["yes", "no"]
    play_choices(game, "yes")
    assert not game.state.clearings[1].has_any(omt)
    assert game.state.data["elder_treetop"] is None  # the factory is gone from the Treetop's slot
    pieces.place(game, "marquise", "sawmill", 1)  # the one free slot of corner 1: the Treetop's
    pieces.remove(game, "marquise", "sawmill", 1, 1, "alliance", "test")
    assert ("alliance", 1, "elder_treetop") in scored(game)
