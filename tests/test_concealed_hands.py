"""Law 1.2.1 with the game option `conceal_hands`: whether a player is asked something must not tell the others
what their hidden cards are. The engine answers a decision with a single option by itself, so a choice whose
options come from hidden cards (a card to pay or give, where the cards held allow an action, whether anything
can be crafted, a Daylight menu left with only card options, a card in play paid with a card of a suit, the
Alliance's menus over its face-down supporters) is asked, when hands are concealed, whenever the player holds such
cards.

Each case builds two positions that differ only in one player's hidden cards (the same number of them: a hand,
or the Alliance's supporters), plays the same public steps in both, and compares what another player sees: the
pending decision (`view`) and the events. With hands concealed the two must look the same; without, they
differ, which shows each case does reach a choice that depends on the hidden cards."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.views import events_for

EYRIE = {"leader": "commander", "viziers": {}}


def marquise_turn(hand, clearings=None, **spec):
    board = {1: {"marquise": {"warrior": 2, "sawmill": 1, "keep": 1, "workshop": 1}},
             5: {"eyrie": {"warrior": 1, "roost": 1}}}
    board.update(clearings or {})
    return {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight", "clearings": board,
            "hands": {"marquise": hand, "eyrie": 2}, "data": {"eyrie": EYRIE}, **spec}


def alliance_turn(hand):
    return {"factions": ["marquise", "alliance"], "current": "alliance", "phase": "daylight",
            "clearings": {1: {"alliance": {"sympathy": 1}}, 5: {"marquise": {"warrior": 1}},
                          12: {"alliance": {"base_fox": 1, "warrior": 1}}},
            "hands": {"alliance": hand, "marquise": 2}, "data": {"alliance": {"supporters": [], "officers": 0}}}


def vagabond_turn(hand, item):
    return {"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond", "phase": "daylight",
            "clearings": {1: {"marquise": {"warrior": 1}}, 8: {"eyrie": {"warrior": 1, "roost": 1}}},
            "hands": {"vagabond": hand, "marquise": 2, "eyrie": 2},
            "data": {"vagabond": {"character": "thief", "clearing": 1, "items": [item]}, "eyrie": EYRIE}}


def propaganda_turn(hand):
    return {"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight", "deck": "exiles",
            "clearings": {1: {"eyrie": {"warrior": 1}}, 3: {"eyrie": {"warrior": 1}},
                          8: {"marquise": {"warrior": 1}}, 4: {"eyrie": {"roost": 1}}},
            "hands": {"marquise": hand, "eyrie": 2}, "play_areas": {"marquise": ["propaganda_bureau"]},
            "data": {"eyrie": EYRIE}}


def eyrie_birdsong(hand):
    return {"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "birdsong",
            "clearings": {1: {"eyrie": {"warrior": 3, "roost": 1}}, 5: {"marquise": {"warrior": 1}}},
            "hands": {"eyrie": hand, "marquise": 2}, "data": {"eyrie": EYRIE}}


def the_card(name):
    """A step: the option of the card called `name` in the pending decision."""
    return lambda game: next(i for i in game.pending.option_ids if game.cards[int(i.split(":")[1])].id == name)


FIRST_BIRD = [the_card("ambush_bird"), "column:recruit"]  # the Decree's first card: a bird (7.4.2)


def answer_if(kind_end, answer):
    """A step: `answer` (an option id, or the prefix of one) if the pending decision's kind ends with `kind_end`
    (a question asked with hands concealed, or only in one of the two positions, when the other is forced)."""
    def step(game):
        if not game.pending.kind.endswith(kind_end):
            return None
        return next(i for i in game.pending.option_ids if i.startswith(answer))
    return step


def done_crafting(game):
    """A step: "done" at a crafting step, if one is asked (with hands concealed, whenever a card is held)."""
    return "done" if game.pending.kind.endswith(".craft") else None


def marquise_out_of_actions(hand):
    return marquise_turn(hand, data={"eyrie": EYRIE, "marquise": {"actions": 0, "recruited": True}})


def eyrie_decree_at_12_points(hand):
    return {"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight", "scores": {"eyrie": 12},
            "clearings": {1: {"eyrie": {"warrior": 3, "roost": 1}}, 5: {"marquise": {"warrior": 1}}},
            "hands": {"eyrie": hand, "marquise": 2}, "dominance_in_deck": True,
            "data": {"eyrie": {**EYRIE, "decree": {"recruit": ["anvil"], "move": ["bake_sale"]}}}}


def alliance_birdsong(supporters, base_on_map=True, hand=2):
    """The Alliance's Birdsong with these face-down supporters (their number is public, 8.2.3) and `hand` cards."""
    board = {1: {"alliance": {"sympathy": 1}}, 5: {"marquise": {"warrior": 1}}}
    if base_on_map:  # the fox base is out: no revolt in fox clearing 1
        board[12] = {"alliance": {"base_fox": 1, "warrior": 1}}
    return {"factions": ["marquise", "alliance"], "current": "alliance", "phase": "birdsong", "clearings": board,
            "hands": {"alliance": hand, "marquise": 2},
            "data": {"alliance": {"supporters": supporters, "officers": 0}}}


def eyrie_propaganda_between_decree_cards(hand):
    """The Eyrie with Propaganda Bureau in play, below 10 points and no dominance card out: between its two Decree
    cards only the Bureau can open a card window, and a Marquise warrior stands in rabbit clearing 5."""
    return {"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight", "deck": "exiles",
            "clearings": {1: {"eyrie": {"warrior": 3, "roost": 1}}, 5: {"marquise": {"warrior": 1}}},
            "hands": {"eyrie": hand, "marquise": 2}, "play_areas": {"eyrie": ["propaganda_bureau"]},
            "data": {"eyrie": {**EYRIE, "decree": {"recruit": ["anvil"], "move": ["bake_sale"]}}}}


PROPAGANDA_HANDS = (["a_visit_to_friends", "sword"], ["root_tea_fox", "sword"])  # a rabbit card, or none


def vagabond_items_exhausted(hand):
    spec = vagabond_turn(hand, "boot:exhausted")
    return {**spec, "available_dominance": ["dominance_rabbit"], "dominance_in_deck": True}

# (what is asked, Law, the position for the hidden cards, cards A, cards B, public steps, who looks, the question
# that must then be pending in both positions when hands are concealed)
CASES = [
    ("the crafting step: a craftable card or none", "6.5",
     marquise_turn, ["anvil", "bake_sale"], ["sword", "bake_sale"], [], "eyrie", "marquise.craft"),
    ("the card paid for Overwork: two fox cards or one", "6.5.5",
     marquise_turn, ["anvil", "ambush_fox"], ["anvil", "bake_sale"],
     ["overwork", answer_if(".overwork", "clearing:1")], "eyrie", "marquise.overwork.card"),
    ("the sawmill to Overwork: cards for two sawmills' suits or for one", "6.5.5",
     lambda hand: marquise_turn(hand, {3: {"marquise": {"sawmill": 1}}}),
     ["anvil", "bake_sale"], ["anvil", "foxfolk_steel"], ["overwork"], "eyrie", "marquise.overwork"),
    ("the bird card spent for an extra action: two birds or one", "6.5",
     marquise_turn, ["ambush_bird", "armorers"], ["ambush_bird", "anvil"], ["bird_action"], "eyrie",
     "marquise.bird_action"),
    ("the card paid to take a dominance card: two fox cards or one", "3.3.4",
     lambda hand: marquise_turn(hand, available_dominance=["dominance_fox"], dominance_in_deck=True),
     ["anvil", "ambush_fox"], ["anvil", "bake_sale"], ["take_dominance:"], "eyrie", "take_dominance.pay"),
    ("the card spent to train: two fox designs or one", "8.5.3",
     alliance_turn, ["anvil", "root_tea_fox"], ["anvil", "bake_sale"], ["train"], "marquise", "alliance.train"),
    ("the card crafted: two craftable designs or one", "8.5.1",
     alliance_turn, ["anvil", "crossbow_mouse"], ["anvil", "sword"], ["craft"], "marquise", "alliance.craft"),
    ("the card mobilized: two designs or two copies of one", "8.5.2",
     alliance_turn, ["ambush_bird", "anvil"], ["ambush_bird", "ambush_bird"], ["mobilize"], "marquise",
     "alliance.mobilize"),
    ("the card given in Aid, seen by a third player: two fox cards or one", "9.5.4",
     lambda hand: vagabond_turn(hand, "bag"), ["anvil", "ambush_fox"], ["anvil", "bake_sale"], ["aid"], "eyrie",
     "vagabond.aid.card"),
    ("the card the Vagabond crafts: two craftable cards or one", "9.5.8",
     lambda hand: vagabond_turn(hand, "hammer"), ["anvil", "crossbow_mouse"], ["anvil", "sword"], ["craft"], "eyrie",
     "vagabond.craft"),
    ("the Vagabond's menu with Aid the only action: a card that matches or none", "9.5.4",
     lambda hand: vagabond_turn(hand, "bag"), ["anvil", "bake_sale"], ["ambush_mouse", "bake_sale"], [], "eyrie",
     "vagabond.action"),
    ("Propaganda Bureau's clearing: cards for two clearings' suits or for one", "1.2.1",
     propaganda_turn, ["anvil", "bake_sale"], ["anvil", "foxfolk_steel"], ["extra:propaganda_bureau"], "eyrie",
     "exiles.propaganda_bureau.clearing"),
    ("Propaganda Bureau's card: two fox cards or one", "1.2.1",
     propaganda_turn, ["anvil", "ambush_fox"], ["anvil", "sword"],
     ["extra:propaganda_bureau", answer_if(".clearing", "clearing:1")], "eyrie", "exiles.propaganda_bureau.card"),
    ("a second Decree card after a bird: a card that may go or only birds", "7.4.2",
     eyrie_birdsong, ["ambush_bird", "anvil"], ["ambush_bird", "armorers"], FIRST_BIRD, "marquise",
     "eyrie.decree.more"),
    ("which second Decree card after a bird: two that may go or one", "7.4.2",
     eyrie_birdsong, ["ambush_bird", "anvil", "bake_sale"], ["ambush_bird", "anvil", "armorers"],
     FIRST_BIRD + ["yes"], "marquise", "eyrie.decree.card"),
    ("the Marquise's Daylight with no action left: a bird card to buy one or none", "6.5",
     marquise_out_of_actions, ["ambush_bird", "anvil"], ["foxfolk_steel", "anvil"], [], "eyrie", "marquise.action"),
    ("between two Decree actions at 12 points: a dominance card or an ordinary one", "3.3.1",
     eyrie_decree_at_12_points, ["dominance_rabbit", "sword"], ["investments", "sword"], [done_crafting],
     "marquise", "eyrie.daylight_cards"),
    ("the Vagabond's items all exhausted: a card to take the dominance card or none", "3.3.4",
     vagabond_items_exhausted, ["bake_sale", "anvil"], ["sword", "anvil"], [], "eyrie", "vagabond.action"),
    ("the spread menu: a supporter that can pay or none", "8.4.2",
     alliance_birdsong, ["ambush_mouse", "anvil"], ["foxfolk_steel", "anvil"], [], "marquise", "alliance.spread"),
    ("the spread menu, holding no card in hand: a supporter that can pay or none", "8.4.2",
     lambda supporters: alliance_birdsong(supporters, hand=0), ["ambush_mouse", "anvil"], ["foxfolk_steel", "anvil"],
     [], "marquise", "alliance.spread"),
    ("the revolt menu: two fox supporters or one", "8.4.1",
     lambda supporters: alliance_birdsong(supporters, base_on_map=False),
     ["anvil", "foxfolk_steel", "ambush_mouse"], ["anvil", "ambush_mouse", "bake_sale"], [], "marquise",
     "alliance.revolt"),
    ("the second supporter paying for a revolt: three fox or exactly two", "8.4.1",
     lambda supporters: alliance_birdsong(supporters, base_on_map=False),
     ["anvil", "foxfolk_steel", "root_tea_fox"], ["anvil", "foxfolk_steel", "ambush_mouse"],
     ["clearing:1", lambda game: the_card("anvil")(game) if game.pending.kind.endswith(".supporter") else None],
     "marquise", "alliance.revolt.supporter"),
    ("a card window only Propaganda Bureau can open: a card that pays for a clearing or none", "G.1.21",
     eyrie_propaganda_between_decree_cards, *PROPAGANDA_HANDS, [done_crafting], "marquise", "eyrie.daylight_cards"),
    ("Propaganda Bureau chosen: a card that pays for a clearing or none", "G.1.21",
     eyrie_propaganda_between_decree_cards, *PROPAGANDA_HANDS,
     [done_crafting, answer_if(".daylight_cards", "extra:propaganda_bureau")], "marquise",
     "exiles.propaganda_bureau.clearing"),
]


def play_steps(game, steps):
    """Make each public step (an option id, the prefix of one, or a function of the game giving one or None to
    skip the step), answering "done" to a crafting step that comes first (with hands concealed, it is asked
    whenever a card is held)."""
    for step in steps:
        if callable(step):
            chosen = step(game)
            if chosen is not None:
                game.choose(chosen)
            continue
        ids = game.pending.option_ids
        if step not in ids and not any(i.startswith(step) for i in ids) and "done" in ids:
            game.choose("done")
            ids = game.pending.option_ids
        game.choose(step if step in ids else next(i for i in ids if i.startswith(step)))


def seen_by(game, observer):
    """What `observer` sees now: whose decision is pending and of what kind, and every event as it may see it."""
    pending = game.view(observer)["pending"]
    return {"player": pending["player"], "kind": pending["kind"]}, events_for(game.events, observer)


def check_tells_nothing(what, law, position, hidden_a, hidden_b, steps, observer, question, prepare=None):
    """Play `steps` in the positions for `hidden_a` and `hidden_b`, with and without concealing, and check what
    `observer` sees (`prepare(game)`, if given, first changes each game made)."""
    seen = {}
    for concealed in (False, True):
        games = [rootcore.scenario({**position(hidden), "options": {"conceal_hands": concealed}})
                 for hidden in (hidden_a, hidden_b)]
        for game in games:
            if prepare is not None:
                prepare(game)
            play_steps(game, steps)
        seen[concealed] = [seen_by(game, observer) for game in games]
    assert seen[False][0] != seen[False][1], f"{what} ({law}): the two positions should part without concealing"
    assert seen[True][0][0]["kind"] == question, f"{what} ({law}): not at the question meant"
    assert seen[True][0] == seen[True][1], f"{what} ({law}): being asked tells {observer} about the hidden cards"


@pytest.mark.parametrize("what, law, position, hidden_a, hidden_b, steps, observer, question", CASES,
                         ids=[c[0] for c in CASES])
def test_being_asked_tells_nothing_of_a_concealed_hand_law_1_2_1(what, law, position, hidden_a, hidden_b, steps,
                                                                 observer, question):
    check_tells_nothing(what, law, position, hidden_a, hidden_b, steps, observer, question)


def marquise_attacks_the_last_base(supporters):
    """The Marquise battles the Alliance's last base, alone in mouse clearing 2: at least the hit for a defenseless
    defender removes it (4.3.2.III), and the supporters, none of them mouse or bird, go down to the limit (8.2.4).
    The Alliance holds no card in hand: only its supporters can make the question asked."""
    return {"factions": ["marquise", "alliance"], "current": "marquise", "phase": "daylight",
            "clearings": {2: {"marquise": {"warrior": 3}, "alliance": {"base_mouse": 1}}},
            "hands": {"marquise": [], "alliance": 0}, "data": {"alliance": {"supporters": supporters}}}


def test_supporters_discarded_down_to_the_limit_tell_nothing_law_8_2_4(monkeypatch):
    # No shipped deck has six copies of a design, so a stack above five always offers a choice of designs: the
    # limit (the board's `supporters_capacity`, 8.2.3.I) is lowered to two here, where three copies of Tax
    # Collector leave nothing to choose and a stack with another design does.
    def lower_the_limit(game):
        monkeypatch.setattr(game.factions["alliance"], "_stack_limit", 2)
    check_tells_nothing("the supporter discarded down to the limit: two designs or one", "8.2.4",
                        marquise_attacks_the_last_base, ["tax_collector", "tax_collector", "anvil"],
                        ["tax_collector"] * 3, ["battle"], "marquise", "alliance.discard_supporter",
                        prepare=lower_the_limit)


def test_propaganda_bureau_chosen_without_a_matching_card_backs_out_law_1_2_1():
    # With hands concealed, the Bureau is offered to an Eyrie holding no card that pays for a clearing: choosing
    # it then only lets the Eyrie back out, which spends no card and replaces no warrior (G.1.21); the Bureau is
    # not offered again that Daylight (else a bot could choose it and back out forever).
    game = rootcore.scenario({**eyrie_propaganda_between_decree_cards(PROPAGANDA_HANDS[1]),
                              "options": {"conceal_hands": True}})
    play_steps(game, [done_crafting, "extra:propaganda_bureau"])
    assert game.pending.option_ids == ["pass"]
    before = (len(game.events), list(game.state.factions["eyrie"].hand), dict(game.state.clearings[5].warriors))
    game.choose("pass")
    assert (game.state.factions["eyrie"].hand, game.state.clearings[5].warriors) == before[1:]
    assert not {"discarded", "removed", "placed"} & {e["type"] for e in game.events[before[0]:]}
    assert "extra:propaganda_bureau" not in game.pending.option_ids
    # Holding the rabbit card, the same choice pays for clearing 5 (or backs out too).
    game = rootcore.scenario({**eyrie_propaganda_between_decree_cards(PROPAGANDA_HANDS[0]),
                              "options": {"conceal_hands": True}})
    play_steps(game, [done_crafting, "extra:propaganda_bureau"])
    assert game.pending.option_ids == ["clearing:5", "pass"]
    play_steps(game, ["clearing:5", the_card("a_visit_to_friends")])  # the card paid is asked too, concealed
    assert game.state.clearings[5].warriors == {"eyrie": 1}


def test_a_menu_the_others_know_is_empty_is_not_asked_law_8_4_1():
    # With every base on the map no revolt can happen, whatever the supporters (8.4.1): the others know it, so
    # concealing asks nothing there, and the first question is the spread menu's.
    bases = {3: {"alliance": {"base_mouse": 1}}, 6: {"alliance": {"base_rabbit": 1}}}
    spec = alliance_birdsong(["anvil", "foxfolk_steel", "root_tea_fox"])
    spec["clearings"] = {**spec["clearings"], **bases}
    game = rootcore.scenario({**spec, "options": {"conceal_hands": True}})
    assert game.pending.kind == "alliance.spread"


@pytest.mark.parametrize("game_map", ["lake", "mountain", "winter"])
def test_a_view_shows_nothing_that_is_dealt_anew_for_its_player_law_1_2(game_map):
    # What a frontend shows a player (`game.view`) must not change when everything hidden from that player (the
    # deck, the other hands, face-down supporters, the items under the ruins, the quest deck) is dealt anew.
    from rootcore.testing import check_hidden_views
    config = {"factions": ["marquise", "eyrie", "alliance", "vagabond"], "map": game_map, "deck": "exiles",
              "options": {"conceal_hands": True}}
    assert check_hidden_views(config, seed=5, every=60) >= 5 * 5  # five viewers (an observer too), five stops or more


@pytest.mark.parametrize("concealed", [False, True])
def test_whether_a_hand_question_with_one_answer_is_asked_depends_on_concealment_and_cards_held_law_1_2_1(concealed):
    """Law 1.2.1: a question whose answers come from a hidden hand, left with only its way on, is skipped unless
    hands are concealed and the player holds a card (of the hand, or of the hidden cards given)."""
    from rootcore.decisions import Option, asks_about_hand, hand_question
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "hands": {"marquise": 2, "eyrie": 0}, "options": {"conceal_hands": concealed}})
    done = [Option("done")]
    assert asks_about_hand(game, "marquise", True) and asks_about_hand(game, "eyrie", True)
    assert asks_about_hand(game, "marquise", False) is concealed
    assert not asks_about_hand(game, "eyrie", False)
    assert asks_about_hand(game, "eyrie", False, hidden=[1]) is concealed
    assert not asks_about_hand(game, "marquise", False, hidden=[])
    asked = hand_question(game, "marquise", "test.step", "?", done)
    assert (asked is not None and asked.always_ask) if concealed else asked is None
    assert hand_question(game, "eyrie", "test.step", "?", done) is None
    assert hand_question(game, "eyrie", "test.step", "?", done + [Option("more")]).options == done + [Option("more")]
