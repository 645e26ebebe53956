"""What a player remembers of hidden cards (Law 1.2, `rootcore.knowledge`) and how `bots.determinize` keeps it: a
card it gave or saw go into a hand stays there in every re-deal, until its holder could have moved it unseen."""
from __future__ import annotations

import pytest

from rootcore.bots import determinize
from rootcore.knowledge import known_cards
from rootcore.testing import InvariantChecker

from helpers import events, expect, held, play_choices, scenario

SEEDS = range(12)


def places_after_redeal(game, player, card, seeds=SEEDS):
    """Where `card` is (holder, "hand" or the zone, or "deck") in a clone re-dealt for `player` with each seed; every
    re-deal conserves the cards and shows `player` what the game shows it (Law 1.2)."""
    found = set()
    for seed in seeds:
        sim = game.clone()
        checker = InvariantChecker(game)
        determinize(sim, seed, player)
        checker(sim)
        assert sim.view(player) == game.view(player)
        found.add(where(sim, card))
    return found


def where(game, card):
    if card in game.state.deck:
        return "deck"
    for fid, fs in game.state.factions.items():
        if card in fs.hand:
            return fid, "hand"
        for zone, cards in fs.zones.items():
            if card in cards:
                return fid, zone
    return "elsewhere"


# -- a card given in Aid (Law 9.5.4, 1.2.1) ----------------------------------------------------------------------

def aided_game():
    """The Thief aids the Marquise with the Anvil (keeping a bird and the Sword); the Eyrie hold three cards and the Marquise two."""
    game = scenario(["vagabond", "marquise", "eyrie"], "vagabond", "daylight", {8: {"marquise": {"warrior": 1}}},
                    hands={"vagabond": ["anvil", "ambush_bird", "sword"], "marquise": 2, "eyrie": 3},
                    data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 8,
                                       "items": ["boot", "torch"]},
                          "eyrie": {"leader": "commander", "viziers": {}}})
    anvil = held(game, "anvil", game.state.factions["vagabond"].hand)
    play_choices(game, "aid", "item:boot:up", f"card:{anvil}")  # the only player
    expect(game, "vagabond.action", "vagabond")
    return game, anvil


def test_a_card_given_in_aid_stays_in_the_aided_hand_in_every_redeal_for_the_giver_law_9_5_4_and_1_2():
    game, anvil = aided_game()
    assert known_cards(game, "vagabond") == {anvil: ("marquise", "hand")}
    assert places_after_redeal(game, "vagabond", anvil) == {("marquise", "hand")}


@pytest.mark.parametrize("player", ["eyrie", None])
def test_a_card_given_in_aid_is_redealt_for_the_others_and_an_observer_law_1_2_1(player):
    # The event naming the card was the giver's and the receiver's alone: the Eyrie and an observer know nothing.
    game, anvil = aided_game()
    assert known_cards(game, player) == {}
    assert len(places_after_redeal(game, player, anvil)) > 1


def test_the_receiver_of_an_aid_knows_its_own_hand_and_the_giver_nothing_more_law_9_5_4():
    # The Marquise see their own hand; what the Thief still holds (the Sword) is re-dealt for them.
    game, anvil = aided_game()
    assert known_cards(game, "marquise") == {}
    sword = held(game, "sword", game.state.factions["vagabond"].hand)
    assert places_after_redeal(game, "marquise", anvil) == {("marquise", "hand")}
    assert len(places_after_redeal(game, "marquise", sword)) > 1


# -- a dominance card taken in the open (Law 3.3.4), then a card given in Outrage (8.2.6) ------------------------

def dominance_then_outrage():
    """The Marquise take the available rabbit dominance card, paying A Visit to Friends, and march into a
    sympathetic rabbit clearing: Outrage. Returns the game at that question and the dominance card."""
    game = scenario(["marquise", "alliance", "eyrie"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 3}}, 5: {"alliance": {"sympathy": 1}}},
                    hands={"marquise": ["anvil", "a_visit_to_friends", "ambush_bird"], "eyrie": 3, "alliance": 2},
                    available_dominance=["dominance_rabbit"],
                    data={"alliance": {"supporters": [], "officers": 0},
                          "eyrie": {"leader": "commander", "viziers": {}}})
    hand = game.state.factions["marquise"].hand
    dominance = game.state.available_dominance[0]
    play_choices(game, f"take_dominance:{dominance}", f"card:{held(game, 'a_visit_to_friends', hand)}")
    return game, dominance


@pytest.mark.parametrize("player", ["eyrie", "alliance", None])
def test_a_dominance_card_taken_in_the_open_stays_in_the_takers_hand_for_everyone_law_3_3_4(player):
    game, dominance = dominance_then_outrage()
    expect(game, "marquise.action", "marquise")
    assert known_cards(game, player) == {dominance: ("marquise", "hand")}
    assert places_after_redeal(game, player, dominance) == {("marquise", "hand")}


def test_a_card_given_face_down_in_outrage_makes_the_others_forget_the_givers_hand_law_8_2_6_and_1_2_1():
    """The Marquise give the Ambush bird to the supporters: the giver and the Alliance know where it is; the Eyrie and
    an observer saw only that some card went face down, so the dominance card they knew of may be gone too."""
    game, dominance = dominance_then_outrage()
    hand = game.state.factions["marquise"].hand
    bird = held(game, "ambush_bird", hand)
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    assert sorted(expect(game, "alliance.outrage", "marquise")) == sorted([f"card:{bird}", f"card:{dominance}"])
    play_choices(game, f"card:{bird}")
    expect(game, "marquise.action", "marquise")
    assert places_after_redeal(game, "marquise", bird) == {("alliance", "supporters")}  # the giver knows
    assert known_cards(game, "alliance") == {dominance: ("marquise", "hand")}  # the Alliance saw the bird given
    assert places_after_redeal(game, "alliance", dominance) == {("marquise", "hand")}
    for player in ("eyrie", None):
        assert known_cards(game, player) == {}
        assert len(places_after_redeal(game, player, dominance)) > 1
        assert len(places_after_redeal(game, player, bird)) > 1


def test_a_hand_shown_in_outrage_stays_whole_for_the_alliance_alone_law_8_2_6():
    """With no matching card the Marquise show their hand to the Alliance (8.2.6): in every re-deal for the Alliance
    it is the same hand; for the Eyrie it is dealt anew."""
    game = scenario(["marquise", "alliance", "eyrie"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 3}}, 5: {"alliance": {"sympathy": 1}}},
                    hands={"marquise": ["anvil", "sword"], "eyrie": 3, "alliance": 2},
                    data={"alliance": {"supporters": [], "officers": 0},
                          "eyrie": {"leader": "commander", "viziers": {}}})
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    shown = events(game, "hand_shown")
    assert len(shown) == 1
    hand = sorted(game.state.factions["marquise"].hand)
    for seed in SEEDS:
        sim = game.clone()
        determinize(sim, seed, "alliance")
        assert sorted(sim.state.factions["marquise"].hand) == hand
    redealt = set()
    for seed in SEEDS:
        sim = game.clone()
        determinize(sim, seed, "eyrie")
        redealt.add(tuple(sorted(sim.state.factions["marquise"].hand)))
    assert len(redealt) > 1


# -- a card that went face down unseen (the Alliance's Mobilize, Law 8.5.2) ---------------------------------------

def test_a_known_card_is_forgotten_once_its_holder_mobilizes_unseen_law_8_5_2_and_1_2():
    """The Marquise watched the Alliance take the rabbit dominance card; once the Alliance mobilize a card, face down
    (8.5.2), it may be that one: the Marquise no longer know it is in the Alliance's hand."""
    game = scenario(["alliance", "marquise"], "alliance", "daylight", {5: {"alliance": {"sympathy": 1}}},
                    hands={"alliance": ["a_visit_to_friends", "anvil", "sword"], "marquise": 2},
                    available_dominance=["dominance_rabbit"],
                    data={"alliance": {"supporters": [], "officers": 0}})
    hand = game.state.factions["alliance"].hand
    dominance = game.state.available_dominance[0]
    game.choose(f"take_dominance:{dominance}")  # paid with its only rabbit card
    assert known_cards(game, "marquise") == {dominance: ("alliance", "hand")}
    anvil = held(game, "anvil", hand)
    play_choices(game, "mobilize", f"card:{anvil}")
    assert known_cards(game, "marquise") == {}
    assert len(places_after_redeal(game, "marquise", dominance)) > 1


# -- the pending decision's cards ---------------------------------------------------------------------------------

def test_the_cards_of_another_players_pending_decision_are_not_kept_unless_known_law_1_2_1():
    """At the Marquise's Outrage question the Alliance see only who decides and its kind (`views.pending_for`): the
    cards offered are dealt anew for them, except the dominance card they saw taken; the Marquise's own re-deal keeps
    their hand, so their options stay legal."""
    game, dominance = dominance_then_outrage()
    hand = game.state.factions["marquise"].hand
    bird = held(game, "ambush_bird", hand)
    play_choices(game, "march", "clearing:5", "count:1", "pass")
    expect(game, "alliance.outrage", "marquise")
    assert places_after_redeal(game, "alliance", dominance) == {("marquise", "hand")}
    assert len(places_after_redeal(game, "alliance", bird)) > 1
    for seed in SEEDS:
        sim = game.clone()
        determinize(sim, seed, "marquise")
        assert sorted(sim.state.factions["marquise"].hand) == sorted(hand)
        sim.choose(f"card:{bird}")  # the clone plays on
        assert bird in sim.state.factions["alliance"].zones["supporters"]


# -- what is known is true ----------------------------------------------------------------------------------------

# Games of random players, and events that teach where cards are which each of them meets (seed 16; it may meet
# more kinds, as rules changes change the random games).
KNOWLEDGE_GAMES = [
    ({"factions": ["corvid", "riverfolk", "alliance", "vagabond"], "deck": "exiles"},
     {"aided", "card_given", "card_taken", "dominance_taken", "exposure_card", "hand_shown"}),
    ({"factions": ["lizard", "duchy", "corvid", "eyrie"], "deck": "exiles", "options": {"conceal_hands": True}},
     {"card_given", "card_taken", "card_taken_from_discard", "dominance_taken", "exposure_card", "revealed_returned"}),
    ({"factions": ["marquise", "vagabond", "alliance", "eyrie"], "landmarks": ["black_market"]},
     {"aided", "card_given", "card_taken", "dominance_taken", "hand_seen", "hand_shown"}),
]


def known_facts_hold(config: dict, seed: int, every: int = 10) -> set[str]:
    """Play a random game of `config`; every `every` decisions check that each card any player (or an observer)
    knows the place of is there. Returns the types of the events that taught something."""
    import rootcore
    from rootcore.agents import RandomAgent
    game = rootcore.new_game({**config, "seed": seed})
    agent = RandomAgent(seed)
    while game.pending is not None:
        if len(game.log) % every == 0:
            for player in [*game.state.factions, None]:
                for card, (holder, place) in known_cards(game, player).items():
                    fs = game.state.factions[holder]
                    assert card in (fs.hand if place == "hand" else fs.zones[place]), \
                        (player, game.cards[card].id, holder, place, len(game.log))
        game.choose(agent(game, game.pending))
    return {e["type"] for e in game.events if "held_by" in e}


@pytest.mark.parametrize("config, teaching", KNOWLEDGE_GAMES, ids=lambda c: "-".join(c["factions"]) if "factions"
                         in c else "")
def test_every_card_a_player_knows_the_place_of_is_there_law_1_2(config, teaching):
    """The knowledge is never wrong: no event left out moved a known card unseen (Mobilize, a swap at the Black
    Market, Extortion, Exposure...), in games where cards are given, taken, shown and returned."""
    assert teaching <= known_facts_hold(config, seed=16)
