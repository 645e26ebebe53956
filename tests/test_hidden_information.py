"""Law 1.2 (public and hidden information) against what each player is shown: views, events, decisions, the render;
cases the other tests (tests/test_knowledge.py, tests/test_concealed_hands.py) leave open."""
from __future__ import annotations

from rootcore.knowledge import known_cards
from rootcore.render import render_svg
from rootcore.views import events_for

from helpers import events, faction_scenario, fs, held, play_choices, scenario

BP = "bone_patrol"


def cards_named(game, player, kind):
    """The card ids `player` is shown in the events of `kind`."""
    shown = []
    for e in events_for(game.events, player):
        if e["type"] == kind:
            shown += [e[k] for k in ("card", "given", "taken") if k in e]
            shown += [c for k in ("cards",) if isinstance(e.get(k), list) for c in e[k]]
    return shown


# -- a card given for Guard Dogs (BP.2.3) ---------------------------------------------------------------------------

def guard_dogs_game():
    clearings = {8: {"marquise": {"warrior": 1}}, 5: {BP: {"warrior": 2}, "marquise": {"warrior": 1}},
                 1: {BP: {"warrior": 1}}}
    return faction_scenario(("marquise", BP, "eyrie"), "marquise", "daylight", clearings, {BP: {"alpha": 5}},
                            hands={"marquise": ["ambush_rabbit"], "eyrie": []})


def test_a_card_given_for_guard_dogs_is_seen_by_the_giver_and_the_patrol_alone_law_1_2_1():
    # Law 1.2.1 (with 1.3.2): a card passes from one hidden hand to another; nothing tells the others to reveal it
    # (BP.2.3 only says "give"), as the engine does for Outrage, Aid and Swap Meet.
    game = guard_dogs_game()
    card = held(game, "ambush_rabbit", fs(game, "marquise").hand)
    play_choices(game, "extra:bone_patrol.guard_dogs")
    assert card in fs(game, BP).hand
    assert card in cards_named(game, "marquise", "guard_dogs") and card in cards_named(game, BP, "guard_dogs")
    assert card not in cards_named(game, "eyrie", "guard_dogs")  # the third player is not told the card
    assert card not in cards_named(game, None, "guard_dogs")


def test_an_onlooker_does_not_learn_where_a_card_given_for_guard_dogs_lies_law_1_2_1():
    game = guard_dogs_game()
    card = held(game, "ambush_rabbit", fs(game, "marquise").hand)
    play_choices(game, "extra:bone_patrol.guard_dogs")
    assert card not in known_cards(game, "eyrie")  # the Eyrie do not "know" the card in the Patrol's hand


# -- random takes, gifts, shown hands -----------------------------------------------------------------------------

def steal_game():
    return scenario(("vagabond", "marquise", "eyrie"), "vagabond", "daylight", {9: {"marquise": {"warrior": 1}}},
                    hands={"vagabond": [], "marquise": ["anvil"], "eyrie": ["sword"]},
                    data={"vagabond": {"character": "thief", "clearing": 9, "items": ["torch"], "quests": [],
                                       "ruin_items": {}},
                          "eyrie": {"leader": "commander", "viziers": {}}})


def test_a_stolen_card_is_named_to_the_thief_and_the_victim_only_law_1_2_1_and_d_1_2():
    game = steal_game()
    play_choices(game, "special")
    [taken] = events(game, "card_taken")
    card = taken["card"]
    assert card in cards_named(game, "vagabond", "card_taken") and card in cards_named(game, "marquise", "card_taken")
    assert cards_named(game, "eyrie", "card_taken") == [] and cards_named(game, None, "card_taken") == []
    assert card not in known_cards(game, "eyrie")
    # the count stays public (1.2.1)
    assert game.view("eyrie")["factions"]["vagabond"]["hand_count"] == len(fs(game, "vagabond").hand)
    assert "hand" not in game.view("eyrie")["factions"]["vagabond"]


def test_a_card_taken_from_the_riverfolks_public_hand_is_seen_by_all_law_11_2_3():
    game = scenario(("vagabond", "riverfolk", "eyrie"), "vagabond", "daylight", {9: {"riverfolk": {"warrior": 1}}},
                    hands={"vagabond": [], "riverfolk": ["anvil"], "eyrie": []},
                    data={"vagabond": {"character": "thief", "clearing": 9, "items": ["torch"], "quests": [],
                                       "ruin_items": {}},
                          "eyrie": {"leader": "commander", "viziers": {}}})
    card = held(game, "anvil", fs(game, "riverfolk").hand)
    assert game.view("eyrie")["factions"]["riverfolk"]["hand"] == [card]  # the public hand (11.2.3)
    play_choices(game, "special")
    assert card in cards_named(game, "eyrie", "card_taken") and card in cards_named(game, None, "card_taken")


def test_codebreakers_shows_the_hand_to_its_player_alone_law_1_2_1():
    game = scenario(("marquise", "eyrie", "vagabond"), "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                    hands={"marquise": [], "eyrie": ["anvil", "sword"], "vagabond": []},
                    play_areas={"marquise": ["codebreakers"]},
                    data={"vagabond": {"character": "thief", "clearing": 9, "items": ["torch"], "quests": [],
                                       "ruin_items": {}},
                          "eyrie": {"leader": "commander", "viziers": {}}})
    option = next(o for o in game.pending.option_ids if "codebreakers" in o and "eyrie" in o)
    play_choices(game, option)
    hand = sorted(fs(game, "eyrie").hand)
    assert sorted(cards_named(game, "marquise", "hand_seen")) == hand
    assert cards_named(game, "vagabond", "hand_seen") == [] and cards_named(game, None, "hand_seen") == []
    seen = [e for e in events_for(game.events, "vagabond") if e["type"] == "hand_seen"]
    assert seen and seen[0]["cards_count"] == 2  # the others see that a hand was shown, not what it holds


# -- passing: face-down plots in an enemy's view, events and picture ---------------------------------------------

def plot_game():
    return scenario(("corvid", "marquise"), "marquise", "daylight",
                    {1: {"corvid": {"warrior": 1}},
                     8: {"marquise": {"warrior": 1}}},
                    data={"corvid": {"plots": {"1": "bomb", "5": "snare"}, "face_up": [5]}})


def test_a_face_down_plots_type_is_in_no_enemy_view_nor_picture_law_1_2_and_13_2_2_i():
    game = plot_game()
    enemy = game.view("marquise")["factions"]["corvid"]["plots"]
    assert enemy["1"] == {"type": None, "up": False} and enemy["5"]["type"] == "snare"
    assert game.view("corvid")["factions"]["corvid"]["plots"]["1"]["type"] == "bomb"
    assert "bomb" not in repr(game.view("marquise")) and "bomb" not in repr(game.view(None))
    assert "bomb" not in render_svg(game, "marquise").lower() and "bomb" not in render_svg(game, None).lower()
    assert "snare" in render_svg(game, "marquise").lower() or "snare" in repr(game.view("marquise"))
