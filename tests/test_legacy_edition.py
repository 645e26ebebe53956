"""Rules tests of the `legacy_edition` ruleset (the earlier Law, text 000; docs/rulesets.md): each difference it plays
is set up as a position and checked against the earlier outcome, and against the current one without the ruleset."""
from __future__ import annotations

from collections import Counter

import pytest

import rootcore
from rootcore.rules import cards, rule
from helpers import (events, expect, faction_scenario, fix_dice, held, no_problems, play_choices, run, scenario,
                     warriors)

LEGACY = {"ruleset": "legacy_edition"}
EDITIONS = [pytest.param({}, id="current"), pytest.param(LEGACY, id="legacy")]


def marquise_turn(clearings, edition, **extra):
    return scenario(("marquise", "eyrie"), "marquise", "daylight", clearings, **edition, **extra)


def vb_game(vagabond, clearings, edition, *, factions=("marquise", "eyrie", "vagabond"), phase="daylight", **extra):
    data = {"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, **vagabond}, **extra.pop("data", {})}
    return scenario(factions, extra.pop("current", "vagabond"), phase, clearings, data=data, **edition, **extra)


# -- the deck (2.1) ----------------------------------------------------------------------------------------------

def deck_of_one(edition):
    """A deck of one card with three in the discard pile (the rest set aside, out of the game)."""
    game = marquise_turn({1: {"marquise": {"warrior": 1}}}, edition)
    st = game.state
    st.set_aside += st.deck[:-1] + st.discard
    st.deck, st.discard = st.deck[-1:], st.set_aside[:3]
    del st.set_aside[:3]
    return game


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_pile_is_reshuffled_only_when_drawn_from_in_the_earlier_law_2_1_2(edition):
    """001 2.1: the discard pile becomes the deck the moment the deck runs out; 000 2.1.2: only once a card must
    be drawn from the empty deck, so cards discarded meanwhile wait in the pile and go into that new deck."""
    game = deck_of_one(edition)
    st = game.state
    last, piled = st.deck[0], list(st.discard)
    assert cards.draw(game, "marquise") == [last]
    if edition:
        assert st.deck == [] and st.discard == piled  # no reshuffle yet
    else:
        assert sorted(st.deck) == sorted(piled) and st.discard == []
    cards.discard_from_hand(game, "marquise", last)  # waits in the pile under the earlier Law
    assert (st.discard == piled + [last]) if edition else (st.discard == [last])
    drawn = cards.draw(game, "marquise")
    if edition:  # a draw from the empty deck: now the pile, the card discarded last too, is shuffled into it
        assert st.discard == [] and sorted(st.deck + drawn) == sorted(piled + [last])
    else:  # drawn from the new deck; the card discarded waits for the next time it runs out
        assert st.discard == [last] and sorted(st.deck + drawn) == sorted(piled)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_discard_into_an_empty_deck_waits_in_the_earlier_law_2_1_2(edition):
    game = deck_of_one(edition)
    st = game.state
    card = st.deck.pop()  # the deck runs out with nothing said (a scenario's doing)
    st.factions["marquise"].hand.append(card)
    cards.discard_from_hand(game, "marquise", card)
    assert (st.deck == [] and len(st.discard) == 4) if edition else (len(st.deck) == 4 and st.discard == [])


# -- the Marquise (6.5, 6.5.2) ---------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("left", [3, 1, 0])
def test_bird_cards_buy_extra_actions_only_after_the_three_in_the_earlier_law_6_5(edition, left):
    """000 6.5: extra actions come once the three are taken; 001 6.5: a bird card may be spent at any point."""
    game = marquise_turn({1: {"marquise": {"warrior": 5}}}, edition, hands={"marquise": ["ambush_bird"]},
                         data={"marquise": {"actions": left}})
    offered = "bird_action" in expect(game, "marquise.action")
    assert offered is (left == 0 or not edition)
    if offered:
        play_choices(game, "bird_action")
        assert game.state.factions["marquise"].data["actions"] == left + 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_march_is_two_moves_in_the_earlier_law_6_5_2(edition):
    """000 6.5.2: two moves (the second one made while one is possible); 001: up to two (it may be declined)."""
    game = marquise_turn({1: {"marquise": {"warrior": 2}}}, edition)
    play_choices(game, "march", "clearing:10", "count:2")
    if edition:  # the second move is made: its one origin, 10, is taken without asking, and no "pass" is offered
        assert game.pending.kind == "marquise.march.destination"
        play_choices(game, "clearing:1", "count:2")
        assert warriors(game, 1, "marquise") == 2
    else:
        assert "pass" in expect(game, "marquise.march.origin")
        play_choices(game, "pass")
    assert game.state.factions["marquise"].data["actions"] == 2


def test_the_earlier_march_ends_after_one_move_when_no_second_is_possible_law_6_5_2():
    """The rule of the most possible (000 2.5): with the March's warriors moved where they rule nothing and can go
    nowhere, the March ends after one move."""
    game = marquise_turn({1: {"marquise": {"warrior": 1}}, 10: {"eyrie": {"warrior": 1}}}, LEGACY)
    play_choices(game, "march", "clearing:10")  # into a tie: ruled by nobody, no way on
    assert game.pending.kind == "marquise.action" and game.state.factions["marquise"].data["actions"] == 2


# -- the Vagabond (9.2.2, 9.2.9.II.b, 9.2.8) ---------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
def test_no_full_removal_damage_in_the_earlier_law_9_2_2(edition):
    """001 9.2.2.I: a revolt in his clearing damages three items; 000 has no such rule: none are damaged."""
    game = vb_game({"clearing": 5, "items": ["sword", "boot", "torch", "tea"]},
                   {5: {"alliance": {"sympathy": 1}, "marquise": {"warrior": 1}}}, edition,
                   factions=("marquise", "alliance", "vagabond"), current="alliance", phase="birdsong",
                   data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"], "officers": 0}})
    play_choices(game, "clearing:5")  # the only revolt
    assert warriors(game, 5, "marquise") == 0 and game.state.clearings[5].pawns == ["vagabond"]
    damaged = game.pending.kind == "vagabond.full_removal"
    assert damaged is not bool(edition)
    if edition:
        items = Counter(i["item"] for i in game.state.factions["vagabond"].data["items"] if not i["damaged"])
        assert items == Counter(["sword", "boot", "torch", "tea"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_allied_warriors_do_not_follow_the_slip_in_the_earlier_law_9_2_9_ii_b(edition):
    """000 9.2.9.II.b: Allied warriors move with him during Daylight only; 001: with any move, the Slip too."""
    game = vb_game({"clearing": 9, "items": [], "relationships": {"eyrie": "allied"}},
                   {9: {"eyrie": {"warrior": 2}}}, edition, phase="birdsong")
    play_choices(game, "clearing:1")
    if edition:  # moved alone, unasked
        assert game.state.clearings[1].pawns == ["vagabond"] and warriors(game, 9, "eyrie") == 2
    else:
        assert sorted(expect(game, "vagabond.slip.ally")) == ["ally:eyrie", "ally:none"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_allied_warriors_move_by_their_own_rule_in_the_earlier_law_9_2_9_ii_b(edition):
    """9 -> 12 with two Allied Marquise warriors: the Eyrie rule 9 (three warriors) and 12 (one): the Marquise rule
    neither, so under the earlier Law they cannot go with him (no Nimble for them); under the current one they can."""
    game = vb_game({"clearing": 9, "items": ["boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}, 12: {"eyrie": {"warrior": 1}}}, edition)
    play_choices(game, "move", "clearing:12")
    if edition:  # moved alone, unasked
        assert game.state.clearings[12].pawns == ["vagabond"] and warriors(game, 9, "marquise") == 2
    else:
        assert "ally:marquise" in expect(game, "vagabond.move.ally")


def test_allied_warriors_ruling_their_origin_still_follow_in_the_earlier_law_9_2_9_ii_b():
    game = vb_game({"clearing": 9, "items": ["boot"], "relationships": {"marquise": "allied"}},
                   {9: {"marquise": {"warrior": 3}}}, LEGACY)
    play_choices(game, "move", "clearing:12", "ally:marquise", "count:2")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 12, "marquise") == 2


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_partner_in_a_coalition_may_be_chosen_in_the_earlier_law_9_2_8(edition):
    """The first Vagabond is in a coalition with the Marquise, tied with the Eyrie for fewest VP: the current Law
    bars her (already in a coalition), the earlier one only bars a player with an activated dominance card."""
    factions = ("marquise", "eyrie", "alliance", "vagabond", "second_vagabond")
    game = scenario(factions, "second_vagabond", "daylight", {}, **edition,
                    data={"vagabond": {"character": "thief", "quests": [], "ruin_items": {}, "forest": "f1",
                                       "items": ["boot"], "coalition": "marquise"},
                          "second_vagabond": {"character": "tinker", "forest": "f2", "items": ["boot"]}},
                    hands={"second_vagabond": ["dominance_fox", "anvil"]}, dominance={"vagabond": "dominance_mouse"},
                    scores={"vagabond": 1, "marquise": 3, "eyrie": 3, "alliance": 8, "second_vagabond": 11})
    partners = game.factions["second_vagabond"].coalition_partners(game)
    assert partners == (["marquise", "eyrie"] if edition else ["eyrie"])


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [3, 4])
def test_the_vagabond_may_activate_a_dominance_card_for_its_victory_in_the_earlier_law_9_2_8(edition, players):
    """001 9.2.8 bars the usual activation (3.3.1) to him; 000 only adds the coalition: at 10 VP he may activate
    it, in a game of any size, and then scores no more; the coalition is offered only from four players."""
    factions = ("marquise", "eyrie", "alliance", "vagabond")[4 - players:]
    game = vb_game({"clearing": 1, "items": ["boot"]}, {}, edition, factions=factions,
                   hands={"vagabond": ["dominance_fox"]}, scores={"vagabond": 10})
    offered = {o.split(":")[0] for o in expect(game, "vagabond.action")}
    assert ("activate_dominance" in offered) is bool(edition)
    assert ("coalition" in offered) is (players == 4)
    if edition:
        activate = next(o for o in expect(game, "vagabond.action") if o.startswith("activate_dominance"))
        play_choices(game, activate)
        vagabond = game.state.factions["vagabond"]
        assert game.cards[vagabond.dominance].suit == "fox" and not vagabond.data.get("coalition")
        assert not game.factions["vagabond"].can_score(game)
        assert not any(o.startswith(("activate_dominance", "coalition")) for o in expect(game, "vagabond.action"))


def coalition_game(edition, clearings, current="vagabond"):
    """A Vagabond (sword, crossbow) in clearing 1, in a coalition with the Marquise."""
    return vb_game({"clearing": 1, "items": ["sword", "crossbow"], "coalition": "marquise"}, clearings, edition,
                   factions=("marquise", "eyrie", "alliance", "vagabond"), current=current,
                   dominance={"vagabond": "dominance_mouse"})


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_vagabond_may_battle_and_strike_his_partner_in_the_earlier_law_4_3_9_5_6(edition):
    """000 4.3 / 9.5.6: the defender, and the piece struck, may be any other player's; 001: an enemy's only (his
    coalition partner is none, 9.2.8)."""
    game = coalition_game(edition, {1: {"marquise": {"warrior": 2}}})
    if not edition:  # nothing to do: his Daylight ended unasked
        assert game.pending.player == "marquise"
        return
    assert {"battle", "strike"} <= set(expect(game, "vagabond.action"))
    play_choices(game, "strike")  # the one target, taken unasked
    assert warriors(game, 1, "marquise") == 1
    # an ordinary removal otherwise: the partner turns Hostile (9.2.9.III), the coalition stands
    vagabond = game.state.factions["vagabond"].data
    assert vagabond["relationships"]["marquise"] == "hostile" and vagabond["coalition"] == "marquise"


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_partner_may_battle_the_vagabond_in_the_earlier_law_4_3(edition):
    game = coalition_game(edition, {1: {"marquise": {"warrior": 2}}}, current="marquise")
    game.state.factions["marquise"].data["actions"] = 3
    assert rootcore.rules.battle.defenders(game, "marquise", 1) == (["vagabond"] if edition else [])
    assert ("battle" in expect(game, "marquise.action")) is bool(edition)


def test_other_enemies_are_battled_alike_in_either_edition_law_4_3():
    """The partner is added, never the only choice: an enemy there is a defender in both editions."""
    for edition in ({}, LEGACY):
        game = coalition_game(edition, {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}})
        assert rootcore.rules.battle.defenders(game, "vagabond", 1) == (
            ["eyrie", "marquise"] if edition else ["eyrie"])


# -- the Riverfolk's mercenaries (11.2.7.III.a) ------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
def test_hits_on_a_buyer_are_split_between_all_its_pieces_and_mercenaries_in_the_earlier_law_11_2_7_iii_a(edition):
    """The Marquise (one warrior, a sawmill) with two mercenaries battles three Eyrie warriors and takes three hits.
    001: odd hits on her warriors, her buildings only once no warrior of either is left: her warrior and both
    mercenaries go. 000: an even split between her pieces and the mercenaries, she taking the odd hit: her warrior
    and her sawmill, and one mercenary."""
    mine = {"riverfolk": {"bought": {"marquise": ["mercenaries"]}, "funds": {}, "payments": {}, "committed": {},
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = faction_scenario(("marquise", "eyrie", "riverfolk"), "marquise", "daylight",
                            {5: {"marquise": {"warrior": 1, "sawmill": 1}, "riverfolk": {"warrior": 2},
                                 "eyrie": {"warrior": 3}}}, mine, **edition)
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie")
    cl = game.state.clearings[5]
    if edition:
        assert cl.warriors == {"riverfolk": 1} and cl.buildings == []
    else:
        assert cl.warriors == {} and cl.buildings == [("marquise", "sawmill")]
    no_problems(game)


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_buyers_tokens_share_the_split_with_its_warriors_in_the_earlier_law_11_2_7_iii_a(edition):
    """As above with a wood token instead of the sawmill and three mercenaries: the Eyrie defend with Sappers and
    deal four hits. 001: the odd hit on her warrior, three on the mercenaries, her wood untouched. 000: her warrior
    and her wood count alike, so two hits are hers (both go) and two the mercenaries'."""
    mine = {"riverfolk": {"bought": {"marquise": ["mercenaries"]}, "funds": {}, "payments": {}, "committed": {},
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = faction_scenario(("marquise", "eyrie", "riverfolk"), "marquise", "daylight",
                            {5: {"marquise": {"warrior": 1, "wood": 1}, "riverfolk": {"warrior": 3},
                                 "eyrie": {"warrior": 3}}}, mine, play_areas={"eyrie": ["sappers"]}, **edition)
    fix_dice(game, 3, 3)
    play_choices(game, "battle", "faction:eyrie", "sappers")
    cl = game.state.clearings[5]
    assert "marquise" not in cl.warriors and events(game, "dice")[0]["defender_hits"] == 3
    assert (cl.tokens, cl.warriors.get("riverfolk", 0)) == (([], 1) if edition else ([("marquise", "wood")], 0))
    no_problems(game)


# -- warnings and whole games ------------------------------------------------------------------------------------

@pytest.mark.parametrize("edition", EDITIONS)
def test_lords_of_the_forest_rule_ties_at_zero_only_in_the_earlier_law_7_2_2(edition):
    """000 7.2.2: the Eyrie rule any clearing where they tie for the most warriors and buildings, but no empty one, so
    a clearing holding only a sympathy token or the Vagabond's pawn is theirs; 001 7.2.2 asks for an Eyrie piece
    there. A tie above zero that the Eyrie are not part of stays a tie in both."""
    game = vb_game({"clearing": 9, "items": ["sword"]},
                   {5: {"alliance": {"sympathy": 1}},
                    6: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}},
                    8: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 1}}}, edition,
                   factions=("marquise", "eyrie", "alliance", "vagabond"), current="eyrie")
    legacy = bool(edition)
    assert rule.rules(game, 5) == ("eyrie" if legacy else None)  # only a token there
    assert rule.rules(game, 9) == ("eyrie" if legacy else None)  # only the Vagabond's pawn there
    assert rule.rules(game, 1) is None  # empty: nobody, in both
    assert rule.rules(game, 6) is None  # tied at one without the Eyrie
    assert rule.rules(game, 8) == "eyrie"  # tied with a piece there: both editions
    assert (5 in rule.ruled_by(game, "eyrie")) is legacy
    # one difference left unplayed (docs/rulesets.md row 18, Law 1.4.2), said loudly; none in the current Law
    assert [w for w in game.warnings if w.startswith("legacy_edition")] == ([
        game.definition.ruleset.warnings(game)[0]] if legacy else [])
    assert not legacy or "1.4.2" in game.warnings[-1]
    no_problems(game)


def test_full_removal_asks_nothing_of_a_vagabond_elsewhere_either_edition():
    game = vb_game({"clearing": 9, "items": ["sword"]}, {5: {"marquise": {"warrior": 1}}}, LEGACY, current="eyrie")
    asked, removals = run(game.factions["vagabond"].full_removal(game, 9, "eyrie", "revolt"))
    assert asked == [] and removals == []


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_play_to_the_end_with_the_legacy_edition(seed):
    factions = ["marquise", "eyrie", "alliance", "vagabond"]
    game = rootcore.new_game({"factions": factions, "seed": seed, "max_turns": 200, **LEGACY})
    rootcore.play(game, {f: rootcore.RandomAgent(seed) for f in factions})
    assert game.is_over
    again = rootcore.load_game(game.to_json())
    assert again.state.to_json() == game.state.to_json()


# -- Audited against text 000, difference by difference -------------------------------------------------------------

def items(game) -> Counter:
    """The Vagabond's items, "kind" or "kind:damaged", counted."""
    out = Counter()
    for i in game.state.factions["vagabond"].data["items"]:
        out[i["item"] + (":damaged" if i["damaged"] else "")] += 1
    return out


# == Rows 16 and 17 of docs/rulesets.md ============================================================================

# Law 4.3.1 (000): a battle ends after the ambush when no attacking *warriors* remain (001 4.3.1.II: "warriors or
# pawns"); a Vagabond attacking alone has no warrior, so the earlier Law ends his battle there
# (`ambush_ends_without_warriors`).
def test_an_ambush_ends_a_lone_vagabonds_battle_in_the_earlier_law_4_3_1():
    game = vb_game({"clearing": 9, "items": ["sword", "sword", "boot", "torch"]}, {9: {"marquise": {"warrior": 3}}},
                   LEGACY, hands={"marquise": ["ambush_mouse"]})
    fix_dice(game, 2, 0)
    play_choices(game, "battle")
    play_choices(game, f"ambush:{held(game, 'ambush_mouse', game.state.factions['marquise'].hand)}")
    play_choices(game, "item:torch:up", "item:boot:up")  # the ambush's two hits: two items damaged
    assert events(game, "battle_ended_early") and not events(game, "dice")
    assert warriors(game, 9, "marquise") == 3


def eyrie_attacks_base_and_sympathy(edition):
    """The Eyrie (Commander) battle a lone Alliance base and sympathy token in fox clearing 1: 1 rolled hit +
    defenseless + Commander = 3 hits, enough for both pieces."""
    board = {1: {"eyrie": {"warrior": 2}, "alliance": {"base_fox": 1, "sympathy": 1}},
             2: {"alliance": {"base_mouse": 1}}}
    game = scenario(("marquise", "eyrie", "alliance"), "eyrie", "daylight", board,
                    hands={"eyrie": ["anvil", "bake_sale"]},
                    data={"alliance": {"supporters": ["sword", "cobbler"], "officers": 0},
                          "eyrie": {"leader": "commander", "viziers": {}, "decree": {"battle": ["foxfolk_steel"]}}},
                    **edition)
    fix_dice(game, 1, 0)
    return game


# Law 1.1.3 (000): simultaneous effects are ordered by the player taking the turn; 000's 4.3.3 gives the side
# taking hits only the choice of which pieces go. 001 4.3.4 adds that the side taking hits orders the effects its
# removed pieces trigger. The base's removal (8.2.4) and Outrage (8.2.6) triggered by one battle's hits are thus the
# attacker's to order under the earlier Law (`battle_effects_by_turn_player`).
def test_the_player_taking_the_turn_orders_battle_removal_effects_in_the_earlier_law_1_1_3():
    game = eyrie_attacks_base_and_sympathy(LEGACY)
    play_choices(game, "piece:base_fox")  # three hits: the base, then the token
    assert expect(game, "alliance.removal_order") == ["bases_first", "outrage_first"]
    assert game.pending.player == "eyrie"


# == Rows of docs/rulesets.md played: more of their consequences ===================================================

@pytest.mark.parametrize("edition", EDITIONS)
def test_a_favor_card_damages_none_of_the_vagabonds_items_in_the_earlier_law_9_2_2(edition):
    """Row 3 with a Favor card instead of a revolt: 001 9.2.2.I damages three items; 000 has no Full Removal."""
    clearings = {c: {"marquise": {"workshop": 1}} for c in (1, 8, 12)}
    clearings[1]["marquise"]["warrior"] = 1
    clearings[12]["eyrie"] = {"warrior": 1}
    game = vb_game({"clearing": 12, "items": ["sword", "boot", "torch", "tea"]}, clearings, edition,
                   current="marquise", hands={"marquise": ["favor_of_the_foxes"]})
    play_choices(game, f"craft:{held(game, 'favor_of_the_foxes', game.state.factions['marquise'].hand)}")
    assert warriors(game, 12, "eyrie") == 0
    if edition:
        assert game.pending.kind != "vagabond.full_removal"
        assert items(game) == Counter(["sword", "boot", "torch", "tea"])
    else:
        assert game.pending.kind == "vagabond.full_removal" and game.pending.player == "vagabond"


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_eyrie_build_a_roost_where_only_a_token_stands_in_the_earlier_law_7_2_2(edition):
    """Row 7 in play: a Build card of the Decree for fox; fox clearing 8 holds only a sympathy token. The earlier
    Lords of the Forest make it theirs (tied at zero, not empty), so the roost goes there; under the current Law they
    rule no fox clearing and fall into turmoil."""
    game = scenario(("marquise", "eyrie", "alliance"), "eyrie", "daylight",
                    {8: {"alliance": {"sympathy": 1}}, 9: {"eyrie": {"roost": 1, "warrior": 1}}},
                    data={"eyrie": {"leader": "builder", "viziers": {}, "decree": {"build": ["foxfolk_steel"]}},
                          "alliance": {"supporters": [], "officers": 0}}, **edition)
    if edition:
        assert ("eyrie", "roost") in game.state.clearings[8].buildings
        assert not events(game, "turmoil")
    else:
        assert ("eyrie", "roost") not in game.state.clearings[8].buildings
        assert events(game, "turmoil")
    no_problems(game)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_vagabond_battling_his_allied_partner_fights_alone_in_the_earlier_law_4_3_and_9_2_9_ii_c(edition):
    """Row 8 with 9.2.9.II.c: his coalition partner, also Allied, may be battled under the earlier Law, but an Ally
    who defends lends no warriors (both editions), so no Allied question is asked and his one sword caps the roll."""
    game = vb_game({"clearing": 1, "items": ["sword", "boot"], "coalition": "marquise",
                    "relationships": {"marquise": "allied"}},
                   {1: {"marquise": {"warrior": 3}}}, edition, factions=("marquise", "eyrie", "alliance", "vagabond"),
                   dominance={"vagabond": "dominance_mouse"})
    if not edition:  # no enemy to battle
        assert "battle" not in expect(game, "vagabond.action")
        return
    fix_dice(game, 3, 0)
    play_choices(game, "battle")  # the one clearing and defender: unasked
    assert not any(e["type"] == "ally" for e in game.events)
    assert game.pending.kind != "vagabond.battle.ally"
    assert warriors(game, 1, "marquise") == 2  # three rolled, one sword
    assert events(game, "dice")[0]["attacker_hits"] == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_an_ambush_on_a_mercenary_buyer_is_split_in_the_earlier_law_11_2_7_iii_a(edition):
    """Row 10 with the ambush's two hits: the Marquise battles in mouse clearing 9 with only a sawmill and two
    mercenaries there; the Eyrie ambush. 001: odd hits on her own warriors, her buildings only once no warrior (the
    mercenaries included) is left, so both mercenaries go and the battle ends. 000: one hit on her pieces (the
    sawmill), one on a mercenary, and the battle goes on with the other."""
    mine = {"riverfolk": {"bought": {"marquise": ["mercenaries"]}, "funds": {}, "payments": {}, "committed": {},
                          "prices": {"hand_card": 1, "riverboats": 1, "mercenaries": 1}}}
    game = faction_scenario(("marquise", "eyrie", "riverfolk"), "marquise", "daylight",
                            {9: {"marquise": {"sawmill": 1}, "riverfolk": {"warrior": 2}, "eyrie": {"warrior": 3}},
                             1: {"marquise": {"warrior": 1}}}, mine, hands={"eyrie": ["ambush_mouse"]}, **edition)
    fix_dice(game, 0, 0)
    play_choices(game, "battle")  # clearing 9 and the Eyrie: unasked
    play_choices(game, f"ambush:{held(game, 'ambush_mouse', game.state.factions['eyrie'].hand)}")
    cl = game.state.clearings[9]
    if edition:
        assert cl.buildings == [] and cl.warriors.get("riverfolk") == 1 and not events(game, "battle_ended_early")
        assert events(game, "dice")
    else:
        assert cl.buildings == [("marquise", "sawmill")] and "riverfolk" not in cl.warriors
        assert events(game, "battle_ended_early")
    no_problems(game)


def test_the_earlier_reshuffle_waits_for_an_outrage_draw_law_2_1_2_and_8_2_6():
    """Row 6 with a draw that is not the drawer's own: Outrage with no matching card has the Alliance draw from the
    deck (8.2.6). Under the earlier Law the empty deck is formed from the pile only then, so the card discarded just
    before (waiting in the pile) can be the supporter drawn."""
    game = scenario(("marquise", "alliance"), "marquise", "daylight",
                    {1: {"marquise": {"warrior": 2}}, 5: {"alliance": {"sympathy": 1}}},
                    hands={"marquise": ["anvil"]},
                    data={"alliance": {"supporters": [], "officers": 0}}, **LEGACY)
    st = game.state
    st.set_aside += st.deck + st.discard
    st.deck, st.discard = [], []
    pile = held(game, "anvil", st.factions["marquise"].hand)
    st.factions["marquise"].hand.remove(pile)
    cards.discard(game, pile)
    assert st.deck == [] and st.discard == [pile]  # waits: nobody drew
    play_choices(game, "march", "clearing:5", "count:2")  # into the sympathetic rabbit clearing
    play_choices(game, "clearing:2", "count:1")  # the second move the earlier March must make (then Outrage, 1.4.2)
    # no rabbit card (nor bird) in hand: she shows it, the Alliance draws the pile's only card
    assert [game.cards[c].id for c in st.factions["alliance"].zones["supporters"]] == ["anvil"]
    assert st.deck == [] and st.discard == []
