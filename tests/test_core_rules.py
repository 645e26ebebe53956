"""Rules tests for the general Law (chapters 1-5), each named after its rule.

The Marquise attacks or moves; the other side is the homebrew Mole Diggers (examples/rootcore-moles),
a faction with no special rules, so these tests see the general rules without faction exceptions.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.plugins import PluginError
from rootcore.rules import cards, craft, move, pieces, scoring
from rootcore.rules.battle import battle_clearings
from rootcore.rules.rule import ruled_by, rules
from helpers import events, expect, fix_dice, fs, held, hireling_scenario, play_choices, run, scenario


def cats_vs_moles(clearings, **extra):
    spec = {"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight",
            "clearings": clearings}
    spec.update(extra)
    return rootcore.scenario(spec)


def card_ids(game, hand):
    return [game.cards[c].id for c in hand]


# -- 2.5 rule -------------------------------------------------------------------------------------------

def test_rule_by_most_warriors_and_buildings_law_2_5(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 2, "wood": 3}, "moles": {"warrior": 1, "burrow": 1}},
                          6: {"marquise": {"warrior": 1}, "moles": {"burrow": 1}}})
    assert rules(game, 5) is None  # 2 v 2 is a tie; wood tokens do not count
    assert rules(game, 6) is None  # a building alone counts one, as a warrior does: a tie
    game.state.clearings[5].warriors["marquise"] = 3
    game.state.clearings[5].changed()  # a direct edit of the pieces must say so (rule is kept per clearing)
    assert rules(game, 5) == "marquise"
    assert rules(game, 7) is None  # empty clearing


def test_a_piece_change_without_changed_is_an_invariant_violation(moles):
    """Rule is kept per clearing until its pieces change: code editing pieces directly without
    `ClearingState.changed()` is caught by the invariant checker (and so by the conformance kit)."""
    from rootcore.testing import invariant_problems
    game = cats_vs_moles({5: {"marquise": {"warrior": 2}}})
    assert rules(game, 5) == "marquise" and invariant_problems(game) == []
    game.state.clearings[5].warriors["moles"] = 3  # from the supply, by hand
    game.state.factions["moles"].supply["warrior"] -= 3
    assert any("clearing 5: rule kept as 'marquise'" in p for p in invariant_problems(game))
    game.state.clearings[5].changed()
    assert invariant_problems(game) == [] and rules(game, 5) == "moles"


def test_a_building_change_without_changed_is_caught_by_the_checker(moles):
    """Values kept from buildings and tokens (crafting pieces...) live until `changed()`: the invariant
    checker reports buildings edited directly without it."""
    from rootcore.testing import InvariantChecker, InvariantError
    game = cats_vs_moles({5: {"marquise": {"warrior": 2, "workshop": 1}}})
    checker = InvariantChecker(game)
    kept = game.factions["marquise"].crafting_pieces(game)
    assert kept == {game.state.suits[5]: 1}
    game.state.clearings[5].buildings.remove(("marquise", "workshop"))  # by hand, to the track
    game.state.factions["marquise"].tracks["workshop"] += 1
    assert game.factions["marquise"].crafting_pieces(game) == kept  # stale, as documented
    with pytest.raises(InvariantError, match="buildings, tokens, pawns or ruins changed without ClearingState.changed"):
        checker(game)
    game.state.clearings[5].changed()
    assert game.factions["marquise"].crafting_pieces(game) == {}
    checker(game)  # consistent again


def test_a_token_moved_by_hand_is_caught_even_with_nothing_kept(moles):
    """The checker reports a token edited without `changed()` even when no value kept from the pieces is
    wrong: wood is not a crafting piece, so only the pieces themselves show the edit."""
    from rootcore.testing import InvariantChecker, InvariantError, invariant_problems
    game = cats_vs_moles({5: {"marquise": {"warrior": 1, "wood": 1}}, 1: {"marquise": {"warrior": 1}}})
    checker = InvariantChecker(game)
    game.state.clearings[5].tokens.remove(("marquise", "wood"))  # by hand, moved to clearing 1
    game.state.clearings[1].tokens.append(("marquise", "wood"))
    assert invariant_problems(game) == []  # the kept values (rule, crafting pieces) still agree
    with pytest.raises(InvariantError, match="buildings, tokens, pawns or ruins changed without ClearingState.changed"):
        checker(game)


def test_a_ruin_removed_by_hand_is_caught_by_the_checker(moles):
    """A ruin taken away frees a building slot (2.2.3), so it is a change like a building's: the checker
    reports one removed without `changed()`."""
    from rootcore.testing import InvariantChecker, InvariantError
    game = cats_vs_moles({5: {"marquise": {"warrior": 1}}})
    ruined = next(cid for cid, cl in game.state.clearings.items() if cl.ruins)
    checker = InvariantChecker(game)
    game.state.clearings[ruined].ruins -= 1
    with pytest.raises(InvariantError, match="buildings, tokens, pawns or ruins changed without"):
        checker(game)


class WrongTieBreaker:
    """A `rootcore_rule_tie` implementation that names a faction which is not tied."""

    @rootcore.hookimpl
    def rootcore_rule_tie(self, game, clearing, tied):
        return "eyrie"


def test_a_tie_breaker_must_answer_one_of_the_tied_law_2_5(moles):
    spec = {"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight",
            "clearings": {5: {"marquise": {"warrior": 2}, "moles": {"warrior": 2}}}}
    with pytest.raises(rootcore.RootcoreError, match="WrongTieBreaker.rootcore_rule_tie answered 'eyrie' for "
                                                     "clearing 5, which is not one of the tied"):
        rootcore.scenario(spec, plugins=[WrongTieBreaker()])  # the first menu already asks who rules


class DataBonus:
    """A rule bonus (2.5 changed by an effect) read from the game's data: +2 for the Marquise in the clearing
    `state.data["bonus_clearing"]` names."""

    @rootcore.hookimpl
    def rootcore_rule_bonus(self, game, clearing):
        return {"marquise": 2} if game.state.data.get("bonus_clearing") == clearing else None


class KeptDataBonus(DataBonus):
    """The same bonus marked `answers_kept`, as its docs allow only if the plugin announces every change of
    that data (`Game.effects_changed`)."""

    @rootcore.hookimpl
    @rootcore.answers_kept
    def rootcore_rule_bonus(self, game, clearing):
        return super().rootcore_rule_bonus(game, clearing)


def bonus_game(*bonuses):
    return rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight",
                              "clearings": {5: {"moles": {"warrior": 1}}}}, plugins=list(bonuses))


def test_a_kept_rule_bonus_keeps_rule_until_its_change_is_announced_law_2_5(moles):
    game = bonus_game(KeptDataBonus())
    assert game.definition.kept_answers == {"rootcore_rule_bonus"}
    game.effects_changed()  # forget what the first menu worked out: `rules` alone keeps it below
    assert rules(game, 5) == "moles" and game.state.clearings[5].rule_count == "moles"  # kept
    game.state.data["bonus_clearing"] = 5
    assert rules(game, 5) == "moles"  # kept: the change is not announced yet
    game.effects_changed()  # what the plugin promises to do at every change of what its bonus reads
    assert rules(game, 5) == "marquise"  # 2 against 1


def test_a_rule_bonus_not_marked_kept_is_asked_every_time_law_2_5(moles):
    """Rule is kept only when every rule bonus is marked `answers_kept`: one unmarked implementation among
    marked ones makes the core ask all of them at every question, so no announcement is needed."""
    for bonuses in ([DataBonus()], [KeptDataBonus(), DataBonus()]):
        game = bonus_game(*bonuses)
        assert not game.definition.kept_answers
        assert rules(game, 5) == "moles"
        game.state.data["bonus_clearing"] = 5  # not announced
        assert rules(game, 5) == "marquise"


def test_an_unannounced_change_of_a_kept_rule_bonus_is_an_invariant_violation(moles):
    from rootcore.testing import InvariantChecker, InvariantError
    game = bonus_game(KeptDataBonus())
    checker = InvariantChecker(game)
    assert rules(game, 5) == "moles"
    game.state.data["bonus_clearing"] = 5  # the plugin forgot game.effects_changed()
    with pytest.raises(InvariantError, match=r"clearing 5: rule kept as 'moles' but the pieces say 'marquise' "
                                             r".*a rule bonus or tie-breaker without game.effects_changed\(\)"):
        checker(game)


def test_answers_kept_on_another_hook_is_refused(moles):
    class KeptPlacement:
        @rootcore.hookimpl
        @rootcore.answers_kept
        def rootcore_can_place(self, game, faction, piece, clearing):
            return None

    with pytest.raises(PluginError, match="rootcore_can_place is marked @answers_kept, which only "
                                          "rootcore_rule_bonus and rootcore_rule_tie may be"):
        bonus_game(KeptPlacement())


class DataTieBreaker:
    """A tie-breaker read from the game's data: the Marquise rules ties in `state.data["her_ties"]`; counts its calls."""

    def __init__(self):
        self.calls = 0

    @rootcore.hookimpl
    def rootcore_rule_tie(self, game, clearing, tied):
        self.calls += 1
        return "marquise" if clearing in game.state.data.get("her_ties", ()) and "marquise" in tied else None


class KeptDataTieBreaker(DataTieBreaker):
    @rootcore.hookimpl
    @rootcore.answers_kept
    def rootcore_rule_tie(self, game, clearing, tied):
        return super().rootcore_rule_tie(game, clearing, tied)


def tie_game(breaker):
    return rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight",
                              "clearings": {5: {"marquise": {"warrior": 1}, "moles": {"warrior": 1}}},
                              "data": {}}, plugins=[breaker])


def test_a_kept_tie_breaker_is_asked_once_until_the_pieces_or_its_announced_data_change_law_2_5(moles):
    from rootcore.testing import InvariantChecker, InvariantError
    breaker = KeptDataTieBreaker()
    game = tie_game(breaker)
    game.state.data["her_ties"] = [5]
    game.effects_changed()  # announced: the tie is broken afresh at the next question, then kept
    calls = breaker.calls
    assert [rules(game, 5) for _ in range(3)] == ["marquise"] * 3 and breaker.calls == calls + 1
    assert game.state.clearings[5].rule_count == "marquise"  # kept broken
    checker = InvariantChecker(game)
    game.state.data["her_ties"] = []  # not announced: the invariant checker finds the stale answer
    with pytest.raises(InvariantError, match="clearing 5: rule kept as 'marquise' but the pieces say None"):
        checker(game)
    calls = breaker.calls  # the checker asked afresh
    pieces.place(game, "moles", "warrior", 5, 1)  # a piece change forgets it: moles 2, marquise 1
    assert rules(game, 5) == "moles" and breaker.calls == calls  # no tie, no question


def test_a_tie_breaker_not_marked_kept_is_asked_every_time_law_2_5(moles):
    breaker = DataTieBreaker()
    game = tie_game(breaker)
    assert not game.definition.ties_kept
    calls = breaker.calls
    game.state.data["her_ties"] = [5]  # not announced, and no need
    assert [rules(game, 5) for _ in range(3)] == ["marquise"] * 3 and breaker.calls == calls + 3


def test_every_clearing_ruled_counts_a_tie_won_by_a_tie_breaker_not_marked_kept_law_2_5(moles):
    # A faction's rule breaking a tie wins over "a tie rules nobody" (Law 2.5, 1.1.1): with a tie-breaker asked
    # every time, the list of the clearings each faction rules has the tied 5 for its winner alone.
    game = tie_game(DataTieBreaker())
    pieces.place(game, "moles", "warrior", 6, 1)
    assert ruled_by(game, "marquise") == [] and ruled_by(game, "moles") == [6]
    game.state.data["her_ties"] = [5]
    assert ruled_by(game, "marquise") == [5] and ruled_by(game, "moles") == [6]


def test_tokens_alone_do_not_rule_law_2_5(moles):
    game = cats_vs_moles({5: {"marquise": {"wood": 2}}})
    assert rules(game, 5) is None


# -- 4.2 move -----------------------------------------------------------------------------------------------

def test_move_needs_rule_of_origin_or_destination_law_4_2_1(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 1}, "moles": {"warrior": 2}},
                          1: {"moles": {"warrior": 1}}, 2: {"moles": {"warrior": 1}}})
    assert move.destinations(game, "marquise", 5) == []  # 5's paths lead to 1 and 2 (2.2.1), ruled by moles
    assert "march" not in expect(game, "marquise.action", "marquise")
    game.state.clearings[2].warriors = {"marquise": 1}
    game.state.clearings[2].changed()
    assert move.destinations(game, "marquise", 5) == [2]  # now the Marquise rules the destination


def test_a_scenario_listing_no_warriors_puts_none_law_4_2(moles):
    """A count of 0 in a scenario places nothing: the clearing lists no Marquise warriors, so no battle or move
    takes it for a clearing where she has some (the rules ask `faction in cl.warriors`, Law 4.3, 4.2)."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 0}, "moles": {"warrior": 1}}})
    assert "marquise" not in game.state.clearings[1].warriors
    assert battle_clearings(game, "marquise") == []
    assert move.origins(game, "marquise") == []


def test_move_any_number_to_adjacent_clearing_law_4_2(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 3}}})
    play_choices(game, "march")  # the only origin, clearing 1, is chosen without asking
    assert set(expect(game, "marquise.march.destination")) == {"clearing:5", "clearing:9", "clearing:10"}
    play_choices(game, "clearing:10")
    assert expect(game, "marquise.march.count") == ["count:1", "count:2", "count:3"]
    play_choices(game, "count:3")
    assert game.state.clearings[10].warriors == {"marquise": 3}
    assert "marquise" not in game.state.clearings[1].warriors


def test_pieces_may_move_again_in_one_turn_law_4_2_2(moles):
    """Law 4.2.2: the warriors the March's first move took to 10 move on to 12 in its second."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 2}}})
    play_choices(game, "march", "clearing:10", "count:2", "clearing:10", "clearing:12", "count:2")
    assert game.state.clearings[12].warriors == {"marquise": 2}


def test_a_move_of_no_warriors_or_too_many_is_refused_and_changes_nothing_law_4_2(moles):
    """`move.move` moves one warrior or more of those in the origin (Law 4.2): a plugin asking for 0, or for more than
    are there, gets a clear error and the clearings are unchanged (a 0 count once left a 0 entry behind)."""
    from rootcore.decisions import RootcoreError
    game = cats_vs_moles({1: {"marquise": {"warrior": 2}}})
    for count in (0, 3, -1):
        with pytest.raises(RootcoreError, match=f"cannot move {count} warriors from clearing 1: it has 2"):
            move.move(game, "marquise", 1, 5, count)
    with pytest.raises(RootcoreError, match="it has 0 there"):
        move.move(game, "moles", 1, 5, 1)
    assert game.state.clearings[1].warriors == {"marquise": 2} and game.state.clearings[5].warriors == {}
    move.move(game, "marquise", 1, 5, 2)
    assert game.state.clearings[1].warriors == {} and game.state.clearings[5].warriors == {"marquise": 2}


def test_a_shifted_token_is_neither_removed_nor_placed_law_3_2_1_and_6_2_2():
    """`move.shift_token` moves a token between clearings as the Keepers' relics and the Sunward Expedition's
    footholds move: no removal (no VP, Law 3.2.1), no placement (the Keep, 6.2.2, does not stop it), and the
    kept answers follow it (the Alliance's sympathy crafts in the clearing it went to). `lift_token` takes one off."""
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"marquise": {"keep": 1}}, 5: {"alliance": {"sympathy": 1}}})
    alliance = game.factions["alliance"]
    assert alliance.crafting_pieces(game) == {game.state.suits[5]: 1}
    before = len(game.events)
    move.shift_token(game, "alliance", "sympathy", 5, 1)
    assert ("alliance", "sympathy") in game.state.clearings[1].tokens and not game.state.clearings[5].tokens
    assert alliance.crafting_pieces(game) == {game.state.suits[1]: 1}
    move.lift_token(game, "alliance", "sympathy", 1)
    assert game.state.clearings[1].tokens == [("marquise", "keep")] and alliance.crafting_pieces(game) == {}
    assert game.events[before:] == [] and game.scores == {"marquise": 0, "alliance": 0}


# -- 4.3 battle ------------------------------------------------------------------------------------------

def battle(game, clearing, defender="moles"):
    if game.pending.kind == "marquise.craft":  # with hands concealed, asked whenever a card is held (1.2.1)
        play_choices(game, "done")
    play_choices(game, "battle")
    if game.pending is not None and game.pending.kind == "marquise.battle.clearing":
        play_choices(game, f"clearing:{clearing}")
    if game.pending is not None and game.pending.kind == "marquise.battle.defender":
        play_choices(game, f"faction:{defender}")


def test_attacker_deals_higher_roll_defender_lower_law_4_3_2(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 3}, "moles": {"warrior": 3}}})
    fix_dice(game, 1, 3)
    battle(game, 5)
    assert game.state.clearings[5].warriors == {"marquise": 2}  # 3 hits dealt, 1 taken


def test_each_battle_die_shows_zero_to_three_law_4_3_2():
    """The two battle dice (the game's components, B.1.5) have faces 0 to 3: over the battles of two random games,
    each die shows every face and nothing else (the tests above fix the dice, so only this sees the real ones)."""
    rolls = []
    for seed in range(2):
        game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": seed})
        rootcore.play(game, rootcore.RandomAgent(seed))
        rolls += [event["rolls"] for event in events(game, "dice")]
    assert {a for a, _ in rolls} == {b for _, b in rolls} == {0, 1, 2, 3}


def test_maximum_rolled_hits_is_warriors_in_clearing_law_4_3_2_I(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 1}, "moles": {"warrior": 3}}})
    fix_dice(game, 3, 2)
    battle(game, 5)
    assert game.state.clearings[5].warriors.get("moles") == 2  # 3 rolled, capped at 1 warrior
    assert game.state.clearings[5].warriors.get("marquise") is None  # 2 rolled, 1 warrior to lose


class RaisedMaximum:
    """A `rootcore_battle_before_roll` implementation raising one side's maximum rolled hits by one."""

    def __init__(self, side):
        self.side = side

    @rootcore.hookimpl
    def rootcore_battle_before_roll(self, game, battle):
        battle.added_max_hits[self.side] += 1


@pytest.mark.parametrize("side, cats, mole_warriors, left", [("attacker", 1, 3, {"moles": 1}),
                                                             ("defender", 3, 1, {"marquise": 1})])
def test_an_effect_raises_either_sides_maximum_rolled_hits_law_4_3_2_I(moles, side, cats, mole_warriors, left):
    game = hooked(RaisedMaximum(side), {5: {"marquise": {"warrior": cats}, "moles": {"warrior": mole_warriors}}})
    fix_dice(game, 3, 2)
    battle(game, 5)
    # The raised side deals 2 hits with 1 warrior there (3 or 2 rolled), the other side as many as it rolled.
    assert game.state.clearings[5].warriors == left


def test_defenseless_defender_takes_an_extra_hit_law_4_3_3_II(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 1}, "moles": {"burrow": 1}}})
    fix_dice(game, 0, 0)
    battle(game, 5)
    assert game.state.clearings[5].count("moles", "burrow") == 0
    assert game.state.factions["marquise"].score == 1  # 3.2.1: one VP per building removed
    assert game.state.factions["moles"].tracks["burrow"] == 5  # back to its track (G.1.22)


def test_a_defender_without_warriors_deals_no_rolled_hits_law_4_3_2_I(moles):
    # Both dice roll 3: the moles' burrow alone rolls the lower 3 but has no warrior to deal a hit with (4.3.2.I),
    # so both Marquise warriors stay; hers deal 2 hits and the defenseless extra one (4.3.3.II) to the burrow.
    game = cats_vs_moles({5: {"marquise": {"warrior": 2}, "moles": {"burrow": 1}}})
    fix_dice(game, 3, 3)
    battle(game, 5)
    assert game.state.clearings[5].warriors == {"marquise": 2} and game.state.clearings[5].buildings == []


def test_warriors_go_first_and_the_defender_chooses_buildings_law_4_3_4(moles):
    game = rootcore.scenario({"factions": ["marquise", "moles"], "current": "moles", "phase": "daylight",
                              "clearings": {5: {"moles": {"warrior": 3},
                                                "marquise": {"warrior": 1, "sawmill": 1, "workshop": 1, "wood": 1}}}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    # 3 hits: the warrior first, then the Marquise picks two of sawmill, workshop and wood.
    assert set(expect(game, "take_hit", "marquise")) == {"piece:sawmill", "piece:workshop", "piece:wood"}
    play_choices(game, "piece:wood")
    assert set(expect(game, "take_hit", "marquise")) == {"piece:sawmill", "piece:workshop"}
    play_choices(game, "piece:workshop")
    cl = game.state.clearings[5]
    assert cl.warriors.get("marquise") is None and cl.buildings == [("marquise", "sawmill")]
    assert game.state.factions["moles"].score == 2  # wood token and workshop (3.2.1)


def test_the_hit_question_names_each_piece_in_its_data_law_4_3_4():
    # A frontend reads what an option is from its data, and shows its label: "piece:base_fox" alone was both.
    game = rootcore.scenario({"factions": ["marquise", "alliance"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 3},
                                                "alliance": {"base_fox": 1, "sympathy": 1}}}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")  # the lower roll, 0 (Guerrilla War, 8.2.2), and the defenseless one (4.3.3.II)
    expect(game, "take_hit", "alliance")
    assert [o.to_json() for o in game.pending.options] == [
        {"id": "piece:base_fox", "label": "base fox (building)", "data": {"piece": "base_fox"}},
        {"id": "piece:sympathy", "label": "sympathy (token)", "data": {"piece": "sympathy"}}]
    play_choices(game, "piece:sympathy")
    assert game.state.clearings[1].tokens == [] and game.state.clearings[1].buildings == [("alliance", "base_fox")]


def test_removing_own_pieces_scores_nothing_law_3_2_1(moles):
    game = cats_vs_moles({5: {"marquise": {"wood": 1}}})
    pieces.remove(game, "marquise", "wood", 5, 1, "marquise", "cost")
    assert game.state.factions["marquise"].score == 0


def test_defender_ambush_deals_two_hits_and_can_end_battle_law_4_3_1(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 2}, "moles": {"warrior": 1}}},
                         hands={"moles": ["ambush_fox"]})
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    assert game.state.clearings[1].warriors == {"moles": 1}
    assert not any(e["type"] == "dice" for e in game.events)  # 4.3.1.II: the battle ended
    assert game.cards[game.state.discard[-1]].id == "ambush_fox"


class BattleRecorder:
    """Records the battle hooks: each side's hits as dealt, then the end of the battle."""

    def __init__(self):
        self.calls = []

    @rootcore.hookimpl
    def rootcore_battle_hits_dealt(self, game, battle, side, removals):
        pieces_removed = sum(n for r in removals for n in r.counts.values())
        held = game.state.hold_victory > 0  # inside the step that scores both sides' hits together (3.1)
        self.calls.append(("hits", side, len(battle.removed[side]), pieces_removed, held))

    @rootcore.hookimpl
    def rootcore_battle_end(self, game, battle):
        self.calls.append(("end", len(battle.removed["attacker"]), len(battle.removed["defender"])))


def test_battle_hooks_see_each_sides_hits_as_dealt_then_the_end_law_4_3_1_and_4_3_4(moles):
    recorder = BattleRecorder()
    game = rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 4}, "moles": {"warrior": 2}}},
                              "hands": {"moles": ["ambush_fox"]}}, plugins=[recorder])
    fix_dice(game, 2, 1)
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    assert recorder.calls == [("hits", "defender", 0, 2, True),  # the ambush: 2 of the 4 attacking warriors
                              ("hits", "attacker", 0, 2, True),  # step 4: 2 rolled hits, both moles warriors
                              ("hits", "defender", 1, 1, True),  # 1 rolled hit, after the ambush's removal
                              ("end", 1, 2)]


def test_attacker_foils_ambush_law_4_3_1_i(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 2}, "moles": {"warrior": 1}}},
                         hands={"moles": ["ambush_fox"], "marquise": ["ambush_bird"]})
    fix_dice(game, 2, 0)
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    foil = game.state.factions["marquise"].hand[0]
    expect(game, "battle.foil", "marquise")
    play_choices(game, f"foil:{foil}")
    assert game.state.clearings[1].warriors == {"marquise": 2}  # no ambush hits; moles warrior lost to dice
    assert sorted(card_ids(game, game.state.discard)) == ["ambush_bird", "ambush_fox"]


def test_ambush_hits_left_after_the_warriors_fall_on_the_attackers_buildings_and_tokens_law_4_3_1_II_and_4_3_4(moles):
    """The ambush's two hits are dealt as in step 4: the attacker's last warrior, then a building or token of the
    attacker's choice there, which scores for the defender (3.2.1); with no attacker left the battle ends undiced."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 1, "sawmill": 1, "wood": 1}, "moles": {"warrior": 1}}},
                         hands={"moles": ["ambush_fox"]})
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    assert expect(game, "take_hit", "marquise") == ["piece:sawmill", "piece:wood"]
    play_choices(game, "piece:wood")
    cl = game.state.clearings[1]
    assert cl.warriors == {"moles": 1} and cl.buildings == [("marquise", "sawmill")] and cl.tokens == []
    assert game.state.factions["moles"].score == 1 and not events(game, "dice")


def test_an_ambush_scoring_the_defenders_thirtieth_point_wins_in_the_attackers_turn_law_4_3_1_II_and_3_1(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 1, "sawmill": 1}, "moles": {"warrior": 1}}},
                         hands={"moles": ["ambush_fox"]}, scores={"moles": 29})
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    assert game.is_over and game.winners == ["moles"] and game.pending is None


def test_an_ambush_lowers_the_attackers_maximum_rolled_hits_law_4_3_1_and_4_3_2_I(moles):
    """The maximum is counted from the warriors left in step 2: three attacked, the ambush took two, so a roll of
    3 deals one hit."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 3}, "moles": {"warrior": 3}}}, hands={"moles": ["ambush_fox"]})
    fix_dice(game, 3, 3)
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    assert [(e["attacker_hits"], e["defender_hits"]) for e in events(game, "dice")] == [(1, 3)]
    assert game.state.clearings[1].warriors == {"moles": 2}


def test_a_defender_with_no_warriors_may_still_ambush_law_4_3_1_and_4_3_3_II(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 2}, "moles": {"burrow": 1}}}, hands={"moles": ["ambush_fox"]})
    fix_dice(game, 0, 0)
    battle(game, 1)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    # Both attackers fall to the ambush: the battle ends before the defenseless extra hit could be dealt.
    assert game.state.clearings[1].warriors == {} and game.state.clearings[1].buildings == [("moles", "burrow")]
    assert not events(game, "dice")


def test_ambush_must_match_the_clearing_birds_match_any_law_4_3_1(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 2}, "moles": {"warrior": 1}}},  # 5 is rabbit
                         hands={"moles": ["ambush_fox", "ambush_bird"]})
    battle(game, 5)
    ambushes = [o for o in expect(game, "battle.ambush", "moles") if o != "pass"]
    assert [game.cards[int(o.split(":")[1])].id for o in ambushes] == ["ambush_bird"]


def battle_in_1(hands, conceal_hands=False):
    """The Marquise attack two moles warriors in clearing 1 with two warriors, the dice rolling 0 and 0."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 2}, "moles": {"warrior": 2}}}, hands=hands,
                         options={"conceal_hands": conceal_hands})
    fix_dice(game, 0, 0)
    battle(game, 1)
    return game


def test_concealed_hands_ambush_and_foil_asked_even_when_only_passing_law_1_2_1(moles):
    """With the option `conceal_hands`, being asked about an ambush or a foil shows nothing of the hand: the
    question comes whenever the player holds a card, with passing as the only answer when none matches."""
    game = battle_in_1({"moles": ["anvil"]})
    assert events(game, "dice")  # not asked: straight to the dice
    game = battle_in_1({"moles": ["anvil"], "marquise": ["sword"]}, conceal_hands=True)
    assert expect(game, "battle.ambush", "moles") == ["pass"] and not events(game, "dice")
    play_choices(game, "pass")
    assert events(game, "dice")
    # The foil question likewise, to an attacker holding no ambush card.
    game = battle_in_1({"moles": ["ambush_fox"], "marquise": ["sword"]}, conceal_hands=True)
    play_choices(game, "ambush:" + str(game.state.factions["moles"].hand[0]))
    assert expect(game, "battle.foil", "marquise") == ["pass"]
    play_choices(game, "pass")
    assert game.state.clearings[1].warriors == {"moles": 2}  # the ambush's two hits


def test_concealed_hands_an_empty_hand_is_not_asked_law_1_2_1(moles):
    """A hand's size is public (1.2.1): with no card at all there is nothing to conceal, and no question."""
    assert events(battle_in_1({"moles": []}, conceal_hands=True), "dice")


# -- 3.1 victory -----------------------------------------------------------------------------------------

def test_thirty_points_wins_immediately_law_3_1(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 1}, "moles": {"burrow": 1}}}, scores={"marquise": 29})
    fix_dice(game, 0, 0)
    battle(game, 5)
    assert game.is_over and game.winners == ["marquise"] and game.pending is None


def test_simultaneous_thirty_goes_to_player_taking_turn_law_3_1(moles):
    game = cats_vs_moles({}, scores={"marquise": 29, "moles": 29})
    with pytest.raises(scoring.GameOver):
        with scoring.simultaneous(game):
            scoring.score(game, "moles", 1, "test")
            scoring.score(game, "marquise", 1, "test")
    assert game.state.winners == ["marquise"]


def test_a_simultaneous_step_within_another_waits_for_the_outer_one_law_3_1(moles):
    # An effect with simultaneous scores inside another (a removal within a battle's hits): the win is decided when
    # the outermost step ends, so the player taking the turn, who reaches 30 after the inner step, still wins.
    game = cats_vs_moles({}, scores={"marquise": 29, "moles": 29})
    with pytest.raises(scoring.GameOver):
        with scoring.simultaneous(game):
            with scoring.simultaneous(game):
                scoring.score(game, "moles", 1, "test")
            assert not game.state.winners
            scoring.score(game, "marquise", 1, "test")
    assert game.state.winners == ["marquise"] and game.state.hold_victory == 0


def test_an_error_within_a_simultaneous_step_propagates_and_releases_the_hold_law_3_1(moles):
    # A plugin's error inside the step is not swallowed, and the step no longer holds the check: 30 then wins at once.
    game = cats_vs_moles({}, scores={"marquise": 29})
    with pytest.raises(ZeroDivisionError):
        with scoring.simultaneous(game):
            1 / 0
    assert game.state.hold_victory == 0
    with pytest.raises(scoring.GameOver):
        scoring.score(game, "marquise", 1, "test")
    assert game.state.winners == ["marquise"]


def test_simultaneous_thirty_of_two_others_goes_to_the_nearer_clockwise_law_3_1():
    """Neither tied player takes the turn: the one nearer clockwise after the player taking it wins, as the
    published Law of Root rules (3.1.1 Ties), https://www.therootdatabase.com/law/victory/en/?highlight_law=27.
    Scored in the far player's favour first, so the order of scoring cannot decide it."""
    game = scenario(["marquise", "eyrie", "alliance"], "marquise", "daylight",
                    scores={"eyrie": 29, "alliance": 29})
    assert game.state.turn_order == ["marquise", "eyrie", "alliance"]
    with pytest.raises(scoring.GameOver):
        with scoring.simultaneous(game):
            scoring.score(game, "alliance", 1, "test")
            scoring.score(game, "eyrie", 1, "test")
    assert game.state.winners == ["eyrie"]
    game = scenario(["marquise", "eyrie", "alliance"], "eyrie", "daylight", scores={"marquise": 29, "alliance": 29})
    with pytest.raises(scoring.GameOver):
        with scoring.simultaneous(game):
            scoring.score(game, "marquise", 1, "test")
            scoring.score(game, "alliance", 1, "test")
    assert game.state.winners == ["alliance"]  # the turn order wraps: alliance comes before marquise after eyrie


# -- 2.1 cards -----------------------------------------------------------------------------------------

def test_empty_deck_reshuffles_discard_law_2_1(moles):
    game = cats_vs_moles({})
    st = game.state
    st.discard.extend(st.deck)
    st.deck.clear()
    pile = len(st.discard)
    hand_before = list(st.factions["moles"].hand)
    drawn = cards.draw(game, "moles", 2)
    assert len(drawn) == 2 and st.factions["moles"].hand == hand_before + drawn  # the cards drawn, in order
    assert st.discard == [] and len(st.deck) == pile - 2


def test_drawing_more_than_every_card_left_draws_the_most_possible_law_2_1_and_1_5_4(moles):
    game = cats_vs_moles({})
    st = game.state
    st.factions["marquise"].hand.extend(st.deck[:-3])  # every card but three is in a hand
    del st.deck[:-3]
    top = st.deck[::-1]
    assert cards.draw(game, "moles", 5) == top and st.deck == [] and st.discard == []


def test_a_draw_emptying_the_deck_goes_on_from_the_reshuffled_discard_pile_law_2_1(moles):
    """Three cards drawn with one left in the deck: that one, then the discard pile forms the deck at once and the
    other two come from it."""
    game = cats_vs_moles({})
    st = game.state
    held_cards = st.factions["marquise"].hand
    held_cards.extend(st.deck[:-1])
    last = st.deck[-1]
    del st.deck[:-1]
    st.discard.extend(held_cards[:5])
    del held_cards[:5]
    drawn = cards.draw(game, "moles", 3)
    assert drawn[0] == last and len(drawn) == 3 and len(st.deck) == 3 and st.discard == []


def test_a_draw_taking_the_last_card_forms_the_new_deck_at_once_law_2_1(moles):
    """The draw takes the deck's last card and stops there: the discard pile becomes the deck at once, not at the
    next draw."""
    game = cats_vs_moles({})
    st = game.state
    st.factions["marquise"].hand.extend(st.deck[:-1])
    del st.deck[:-1]
    st.discard.extend(st.factions["marquise"].hand[:5])
    del st.factions["marquise"].hand[:5]
    pile = list(st.discard)
    cards.draw(game, "moles", 1)
    assert sorted(st.deck) == sorted(pile) and st.discard == []


def test_cards_discarded_together_onto_an_empty_deck_all_form_the_new_deck_law_2_1(moles):
    """Discarding down to the hand limit with no deck and no discard pile: the new deck is every card
    discarded, not the first alone."""
    game = cats_vs_moles({}, hands={"marquise": ["anvil", "bake_sale", "sword", "crossbow_mouse", "investments",
                                                 "ambush_bird", "sappers"]})
    st = game.state
    st.factions["moles"].hand.extend(st.deck)  # every other card held
    st.deck.clear()
    run(cards.discard_to_hand_limit(game, "marquise"), ["card:" + str(c) for c in st.factions["marquise"].hand[:2]])
    assert sorted(game.cards[c].id for c in st.deck) == ["anvil", "bake_sale"] and st.discard == []
    assert [e["cards"] for e in game.events if e["type"] == "reshuffled"] == [2]


def test_a_card_spent_onto_an_empty_deck_forms_the_new_deck_at_once_law_2_1(moles):
    """A card spent from hand (an action's cost) while the deck and the discard pile are empty: the deck is
    formed again from the discard pile at once, here the spent card alone."""
    game = cats_vs_moles({}, hands={"marquise": ["anvil"]})
    st = game.state
    hand = st.factions["marquise"].hand
    st.factions["moles"].hand.extend(hand[1:] + st.deck + st.discard)  # every other card held by the Moles
    del hand[1:], st.deck[:], st.discard[:]
    _, card = run(cards.spend(game, "marquise", "fox", "pay", "Spend a fox card"))
    assert card_ids(game, st.deck) == ["anvil"] == card_ids(game, [card]) and st.discard == []
    # Any one card discarded alone does the same (an ambush card after its battle, a revealed card spent)
    st.factions["moles"].hand.extend(st.deck)
    st.deck.clear()
    card = st.factions["moles"].hand.pop()
    cards.discard(game, card)
    assert st.deck == [card] and st.discard == []


def test_a_card_taken_at_random_goes_from_hand_to_hand_named_to_those_two_only_law_1_2_1(moles):
    game = cats_vs_moles({}, hands={"moles": ["anvil", "sword"]})
    taken_from = list(game.state.factions["moles"].hand)
    card = cards.take_random_card(game, "marquise", "moles", "test")
    assert card in taken_from and card not in game.state.factions["moles"].hand
    assert game.state.factions["marquise"].hand[-1] == card
    assert [(e["card"], e["to"]) for e in events(game, "card_taken")] == [(card, ["marquise", "moles"])]


def test_birds_are_wild_but_not_reverse_law_2_1_1(moles):
    game = cats_vs_moles({}, hands={"marquise": ["ambush_bird", "anvil"]})
    bird, fox = game.state.factions["marquise"].hand
    assert cards.matching(game, [bird, fox], "fox") == [bird, fox]
    assert cards.matching(game, [bird, fox], "rabbit") == [bird]
    assert cards.matching(game, [bird, fox], "bird") == [bird]  # 2.1.1.II reverse substitution


def test_ambush_and_dominance_cards_pay_for_their_suit_but_are_never_crafted_law_2_1_2_and_2_1_3(moles):
    """Law 2.1.2: five ambush cards (one per clearing suit, two birds); 2.1.3: four dominance cards (one per suit).
    Neither is crafted, though workshops of every suit stand ready; a fox one of each pays for the Overwork in 1."""
    kinds = {kind: sorted(c.suit for c in rootcore.new_game({"factions": ["marquise", "moles"]}).cards
                          if c.kind == kind) for kind in ("ambush", "dominance")}
    assert kinds == {"ambush": ["bird", "bird", "fox", "mouse", "rabbit"],
                     "dominance": ["bird", "fox", "mouse", "rabbit"]}
    game = cats_vs_moles({1: {"marquise": {"workshop": 1, "sawmill": 1}}, 2: {"marquise": {"workshop": 1}},
                          3: {"marquise": {"workshop": 1}}},
                         hands={"marquise": ["ambush_fox", "dominance_fox", "ambush_bird", "dominance_bird"]},
                         dominance_in_deck=True)
    fs = game.state.factions["marquise"]
    assert craft.craftable_cards(game, "marquise") == []
    play_choices(game, "overwork")
    assert sorted(card_ids(game, (game.pending.option(o).data["card"] for o in game.pending.option_ids))) == \
        ["ambush_bird", "ambush_fox", "dominance_bird", "dominance_fox"]  # birds are wild (2.1.1)
    fox = held(game, "dominance_fox", fs.hand)
    play_choices(game, f"card:{fox}")
    assert game.state.clearings[1].count("marquise", "wood") == 1 and game.state.available_dominance == [fox]


# -- 3.3 dominance ---------------------------------------------------------------------------------------

def test_dominance_needs_ten_points_and_stops_scoring_law_3_3_1(moles):
    spec = dict(hands={"marquise": ["dominance_fox"]}, dominance_in_deck=True)
    board = {1: {"marquise": {"warrior": 1}}}
    game = cats_vs_moles(board, scores={"marquise": 9}, **spec)
    assert not any(o.startswith("activate_dominance") for o in expect(game, "marquise.action"))
    game = cats_vs_moles(board, scores={"marquise": 10}, **spec)
    card = game.state.factions["marquise"].hand[0]
    play_choices(game, f"activate_dominance:{card}")
    fs = game.state.factions["marquise"]
    assert fs.dominance == card and card not in fs.hand
    assert scoring.score(game, "marquise", 3, "test") == 0 and fs.score == 10  # no more scoring


def test_suit_dominance_wins_at_start_of_birdsong_law_3_3_1_I(moles):
    game = rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "birdsong",
                              "dominance": {"marquise": "dominance_fox"}, "dominance_in_deck": True,
                              "clearings": {1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}},
                                            8: {"marquise": {"warrior": 1}}}})
    assert game.is_over and game.winners == ["marquise"] and game.state.end_reason == "dominance"
    assert [e["phase"] for e in game.events if e["type"] == "phase"] == ["birdsong"]  # before anything of Birdsong


def test_dominance_is_checked_only_at_the_start_of_birdsong_law_3_3_1(moles):
    # The Eyrie rule three fox clearings as Daylight begins, not as Birdsong began: no win this turn, neither at the
    # start of Daylight nor of Evening (only the rule at the start of Birdsong counts), but at their next Birdsong.
    game = rootcore.scenario({"factions": ["eyrie", "moles"], "current": "eyrie", "phase": "birdsong",
                              "dominance": {"eyrie": "dominance_fox"}, "dominance_in_deck": True,
                              "hands": {"eyrie": ["ambush_fox", "ambush_rabbit"]},
                              "clearings": {1: {"eyrie": {"warrior": 1}}, 6: {"eyrie": {"warrior": 1}},
                                            8: {"moles": {"warrior": 1}}}})
    assert not game.is_over and game.pending.kind == "eyrie.decree.card"
    game.state.clearings[8].warriors = {"eyrie": 1}  # rule gained during Birdsong
    game.state.clearings[8].changed()
    while not game.is_over:  # the Moles do nothing; the Eyrie take the last option of each decision
        game.choose(game.pending.options[-1].id)
    won = next(i for i, e in enumerate(game.events) if e["type"] == "game_won")
    assert game.winners == ["eyrie"] and game.events[won]["turn"] == 3  # the Eyrie's next turn
    assert game.events[won - 1] == {"type": "phase", "faction": "eyrie", "phase": "birdsong", "turn": 3}


def test_two_fox_clearings_are_not_dominance_law_3_3_1_I(moles):
    game = rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "birdsong",
                              "dominance": {"marquise": "dominance_fox"}, "dominance_in_deck": True,
                              "clearings": {1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}}})
    assert not game.is_over


def test_bird_dominance_needs_opposite_corners_law_3_3_1_II(moles):
    def position(corners):
        return rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "birdsong",
                                  "dominance": {"marquise": "dominance_bird"}, "dominance_in_deck": True,
                                  "clearings": {c: {"marquise": {"warrior": 1}} for c in corners}})
    assert not position([1, 2]).is_over  # adjacent corners
    assert position([2, 4]).winners == ["marquise"]  # Autumn: 2 and 4 are diagonally opposite


def test_discarded_dominance_becomes_available_law_3_3_3(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 1}}}, hands={"moles": ["dominance_rabbit"]},
                         dominance_in_deck=True)
    dom = game.state.factions["moles"].hand[0]
    cards.discard_from_hand(game, "moles", dom)
    assert game.state.available_dominance == [dom] and dom not in game.state.discard


def test_available_dominance_is_taken_by_spending_a_matching_card_law_3_3_4(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["ambush_bird", "anvil"]},
                         available_dominance=["dominance_rabbit"], dominance_in_deck=True)
    dom = game.state.available_dominance[0]
    play_choices(game, f"take_dominance:{dom}")  # the bird is the only rabbit-matching card: spent at once
    fs = game.state.factions["marquise"]
    assert card_ids(game, fs.hand) == ["anvil", "dominance_rabbit"] and game.state.available_dominance == []
    assert card_ids(game, game.state.discard) == ["ambush_bird"]


def test_a_dominance_card_spent_to_take_another_becomes_available_in_its_place_law_3_3_4_and_3_3_3(moles):
    """The bird dominance card, spent for its suit (wild, 2.1.1), pays for the rabbit one and is set near the map."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["dominance_bird", "anvil"]},
                         available_dominance=["dominance_rabbit"], dominance_in_deck=True)
    bird, rabbit = game.state.factions["marquise"].hand[0], game.state.available_dominance[0]
    play_choices(game, f"take_dominance:{rabbit}")
    assert card_ids(game, game.state.factions["marquise"].hand) == ["anvil", "dominance_rabbit"]
    assert game.state.available_dominance == [bird] and game.state.discard == []


def test_a_dominance_card_taken_may_be_activated_at_once_but_not_inside_an_action_law_3_3_4_3_3_1_and_1_4_2(moles):
    """At 12 points the Marquise takes the available fox dominance card (paying her only fox card) and may activate
    it straight away in her Daylight; once she marches, the two moves of the March are one action: no dominance
    option comes between them (1.4.2), only after."""
    game = cats_vs_moles({1: {"marquise": {"warrior": 3}}}, hands={"marquise": ["anvil", "sword"]},
                         scores={"marquise": 12}, available_dominance=["dominance_fox"], dominance_in_deck=True)
    dom = game.state.available_dominance[0]
    play_choices(game, f"take_dominance:{dom}")
    assert expect(game, "marquise.craft", "marquise") == [f"activate_dominance:{dom}", "done"]
    play_choices(game, "done", "march", "clearing:5", "count:1")
    assert expect(game, "marquise.march.origin", "marquise") == ["clearing:1", "clearing:5", "pass"]
    play_choices(game, "pass")
    assert f"activate_dominance:{dom}" in expect(game, "marquise.action", "marquise")
    play_choices(game, f"activate_dominance:{dom}")
    assert game.state.factions["marquise"].dominance == dom


def test_bird_dominance_taken_only_with_a_bird_law_3_3_4(moles):
    game = cats_vs_moles({1: {"marquise": {"warrior": 1}}}, hands={"marquise": ["anvil"]},
                         available_dominance=["dominance_bird"], dominance_in_deck=True)
    assert not cards.dominance_options(game, "marquise")


def test_an_activated_dominance_card_stays_is_not_replaced_and_is_no_card_in_hand_law_3_3_2(moles):
    """Law 3.3.2: with the fox dominance active, the rabbit one in hand cannot replace it, and at the hand limit
    (five, 6.6) the activated card does not count: six cards held after the draw, one discarded."""
    hand = ["dominance_rabbit", "anvil", "sword", "bake_sale", "root_tea_fox"]
    game = cats_vs_moles({1: {"marquise": {"warrior": 1}}}, hands={"marquise": hand}, scores={"marquise": 10},
                         dominance={"marquise": "dominance_fox"}, dominance_in_deck=True, deck_top=["cobbler"])
    fs = game.state.factions["marquise"]
    active = fs.dominance
    assert not [o for o in expect(game, "marquise.action", "marquise") if o.startswith("activate_dominance")]
    play_choices(game, "end")
    assert len(fs.hand) == 6 and "dominance_rabbit" in card_ids(game, fs.hand)
    play_choices(game, expect(game, "discard.hand_limit", "marquise")[0])
    assert len(fs.hand) == 5 and game.pending.kind != "discard.hand_limit"  # one discard was enough
    assert fs.dominance == active and active not in fs.hand


# -- 4.1 craft -------------------------------------------------------------------------------------------

def test_crafting_an_item_takes_it_and_scores_law_4_1_2_and_3_2_2(moles):
    game = cats_vs_moles({2: {"marquise": {"workshop": 1}}}, hands={"marquise": ["root_tea_mouse"]})
    card = game.state.factions["marquise"].hand[0]
    play_choices(game, f"craft:{card}")
    fs = game.state.factions["marquise"]
    assert fs.crafted_items == ["tea"] and game.state.item_supply["tea"] == 1
    assert fs.score == 2  # Law 3.2.2: the two points the card lists
    assert card in game.state.discard


def test_crafting_with_dominance_active_takes_the_item_but_scores_nothing_law_3_3_1_and_3_2_2(moles):
    game = cats_vs_moles({2: {"marquise": {"workshop": 1}}}, hands={"marquise": ["root_tea_mouse"]},
                         scores={"marquise": 14}, dominance={"marquise": "dominance_fox"}, dominance_in_deck=True)
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")
    fs = game.state.factions["marquise"]
    assert fs.crafted_items == ["tea"] and game.state.item_supply["tea"] == 1 and fs.score == 14


def test_the_crafter_chooses_the_suit_of_each_piece_an_any_cost_activates_law_4_1_1(moles):
    """Royal Claim costs four of any suit: with five workshops (fox 1 and 6, rabbit 3 and 4, mouse 2) the Marquise
    is asked for each while two suits or more are left, and keeps the mouse one to craft Root Tea (a mouse cost)."""
    game = cats_vs_moles({c: {"marquise": {"workshop": 1}} for c in (1, 6, 3, 4, 2)},
                         hands={"marquise": ["royal_claim", "root_tea_rabbit"]})
    claim, tea = game.state.factions["marquise"].hand[:2]
    play_choices(game, f"craft:{claim}")
    for left in (["fox", "mouse", "rabbit"], ["fox", "mouse", "rabbit"], ["mouse", "rabbit"], ["mouse", "rabbit"]):
        assert expect(game, "craft.any_suit", "marquise") == [f"suit:{s}" for s in left]
        play_choices(game, "suit:fox" if "fox" in left else "suit:rabbit")
    assert game.state.factions["marquise"].crafting_used == {"fox": 2, "rabbit": 2}
    play_choices(game, f"craft:{tea}")
    assert game.state.factions["marquise"].crafting_used == {"fox": 2, "rabbit": 2, "mouse": 1}


def test_a_bot_pays_an_any_cost_with_the_suits_it_has_most_of_law_4_1_1(moles):
    """The same Royal Claim: a heuristic bot (`HeuristicBot.decide_craft_any_suit`) pays with the fox and rabbit
    workshops (two each) and keeps its one mouse workshop, so Root Tea (a mouse cost) can still be crafted."""
    from rootcore.bots import HeuristicBot
    game = cats_vs_moles({c: {"marquise": {"workshop": 1}} for c in (1, 6, 3, 4, 2)},
                         hands={"marquise": ["royal_claim", "root_tea_rabbit"]})
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")
    bot = HeuristicBot("marquise", 0)
    while game.pending.kind == "craft.any_suit":
        game.choose(bot(game, game.pending))
    assert game.state.factions["marquise"].crafting_used == {"fox": 2, "rabbit": 2} and bot.guessed == {}


def test_crafting_piece_activates_once_per_turn_law_4_1_1(moles):
    game = cats_vs_moles({2: {"marquise": {"workshop": 1}}}, hands={"marquise": ["birdy_bindle", "root_tea_fox"]})
    first, second = game.state.factions["marquise"].hand
    assert {f"craft:{first}", f"craft:{second}"} <= set(expect(game, "marquise.craft"))
    play_choices(game, f"craft:{first}")
    assert expect(game, "marquise.action")  # nothing left to craft with: straight to actions


def test_removed_crafting_piece_takes_its_activation_with_it_law_4_1_1(moles):
    """Two mouse workshops (clearings 2 and 7), one activated by a craft. Which one is never asked: when a
    workshop of that suit is removed later in the turn, it is taken to be the activated one, so the other
    can still pay for a mouse card; once both are gone, nothing is left to craft with."""
    game = cats_vs_moles({2: {"marquise": {"workshop": 1}}, 7: {"marquise": {"workshop": 1}},
                          6: {"marquise": {"workshop": 1}}},
                         hands={"marquise": ["birdy_bindle", "root_tea_fox", "root_tea_mouse"]})
    bindle, tea_fox, tea_mouse = game.state.factions["marquise"].hand
    play_choices(game, f"craft:{bindle}")  # one mouse workshop activated
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1, "fox": 1}
    pieces.remove(game, "marquise", "workshop", 6, 1, "moles", "battle")  # a fox one, never activated
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1}
    pieces.remove(game, "marquise", "workshop", 2, 1, "moles", "battle")
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1}  # the one in 7 was never activated
    assert sorted(craft.craftable_cards(game, "marquise")) == sorted([tea_fox, tea_mouse])
    pieces.remove(game, "marquise", "workshop", 7, 1, "moles", "battle")
    assert craft.remaining_pieces(game, "marquise") == {}


def test_only_crafting_pieces_take_activations_with_them_and_as_many_as_leave_law_4_1_1(moles):
    """A removed piece that is not a crafting piece (a sawmill, wood) leaves the turn's activations alone; two
    workshops removed together take two activations of their suit."""
    game = cats_vs_moles({2: {"marquise": {"workshop": 2}}, 9: {"marquise": {"workshop": 1, "sawmill": 1, "wood": 1}}},
                         hands={"marquise": ["scouting_party", "root_tea_mouse"]})
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")  # two mouse workshops activated
    assert expect(game, "marquise.craft")  # still crafting: the turn's activations stand
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1}
    pieces.remove(game, "marquise", "sawmill", 9, 1, "moles", "battle")
    pieces.remove(game, "marquise", "wood", 9, 1, "moles", "battle")
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1}  # not crafting pieces: nothing changes
    pieces.remove(game, "marquise", "workshop", 2, 2, "moles", "battle")  # both workshops in 2 at once
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1}  # two activations went with them: 9's is left


def test_one_of_two_activated_crafting_pieces_removed_takes_one_activation_only_law_4_1_1(moles):
    """Two mouse workshops in 2 and one in 9, two of them activated by a craft; one workshop in 2 is removed. It
    takes one activation with it, and the other activation stands: of the two workshops left, one is still used."""
    game = cats_vs_moles({2: {"marquise": {"workshop": 2}}, 9: {"marquise": {"workshop": 1}}},
                         hands={"marquise": ["scouting_party", "root_tea_mouse"]})
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")  # two mouse workshops activated
    pieces.remove(game, "marquise", "workshop", 2, 1, "moles", "battle")
    assert craft.remaining_pieces(game, "marquise") == {"mouse": 1}


def test_a_relocation_the_rules_forbid_does_nothing_cc_2_3_vii():
    # `Faction.relocate_piece` answers False and leaves the map as it was: no workshop of hers is in clearing 1 to
    # take, and clearing 1's one slot holds her sawmill, so none can come in from clearing 5 (Law 2.4).
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"sawmill": 1}}, 5: {"marquise": {"workshop": 1}}}})
    marquise = game.factions["marquise"]
    before = game.state.to_json()
    assert marquise.relocate_piece(game, "workshop", 1, 2) is False
    assert marquise.relocate_piece(game, "workshop", 5, 1) is False
    assert game.state.to_json() == before
    assert marquise.relocate_piece(game, "workshop", 5, 2) is True  # where the rules allow it, it goes
    assert game.state.clearings[2].buildings == [("marquise", "workshop")] and not game.state.clearings[5].buildings


def test_a_crafting_piece_relocated_after_it_was_activated_stays_activated_law_4_1_1():
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"workshop": 1}}}})  # clearing 1 fox, clearing 10 rabbit
    list(craft.activate(game, "marquise", ["fox"]))
    assert craft.remaining_pieces(game, "marquise") == {}
    assert game.factions["marquise"].relocate_piece(game, "workshop", 1, 10)
    assert craft.remaining_pieces(game, "marquise") == {}  # her one workshop was activated this turn
    # Two fox workshops, one activated: the one relocated is taken to be it (as for a removal), so the workshop left
    # in fox clearing 1 is still hers to activate; with none activated, a relocated workshop pays its new suit.
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"workshop": 1}}, 8: {"marquise": {"workshop": 1}}}})
    list(craft.activate(game, "marquise", ["fox"]))
    assert game.factions["marquise"].relocate_piece(game, "workshop", 8, 10)
    assert craft.remaining_pieces(game, "marquise") == {"fox": 1}
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"workshop": 1}}}})
    assert game.factions["marquise"].relocate_piece(game, "workshop", 1, 10)
    assert craft.remaining_pieces(game, "marquise") == {"rabbit": 1}


def test_crafting_pieces_that_shrink_while_paying_name_the_faction(moles, monkeypatch):
    # A faction whose `crafting_pieces` leaves out what it has activated (the core takes those off itself):
    # Royal Claim's four "any" seem affordable, then the fourth has nothing to activate.
    game = cats_vs_moles({c: {"marquise": {"workshop": 1}} for c in (1, 2, 3, 6)}, hands={"marquise": ["royal_claim"]})
    marquise = game.factions["marquise"]
    counted = type(marquise).crafting_pieces

    def shrinking(game):
        have = counted(marquise, game)
        for suit, n in game.state.factions["marquise"].crafting_used.items():
            have[suit] -= n
        return have

    monkeypatch.setattr(marquise, "crafting_pieces", shrinking)
    card = game.state.factions["marquise"].hand[0]
    with pytest.raises(PluginError, match=r"marquise's crafting_pieces \(Marquise\) leaves no piece to activate"):
        game.choose(f"craft:{card}")
        while game.pending.kind == "craft.any_suit":
            game.choose(game.pending.options[0].id)


def test_a_suit_counted_with_no_crafting_piece_is_never_offered_for_an_any_cost_law_4_1_1(moles, monkeypatch):
    # A faction whose `crafting_pieces` lists a suit it has no piece of (a count of 0): Royal Claim's "any" costs
    # are paid by the fox and rabbit workshops only.
    game = cats_vs_moles({c: {"marquise": {"workshop": 1}} for c in (1, 6, 3, 4)}, hands={"marquise": ["royal_claim"]})
    marquise = game.factions["marquise"]
    counted = type(marquise).crafting_pieces
    monkeypatch.setattr(marquise, "crafting_pieces", lambda game: {**counted(marquise, game), "mouse": 0})
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")
    assert expect(game, "craft.any_suit", "marquise") == ["suit:fox", "suit:rabbit"]


def test_item_not_in_supply_cannot_be_crafted_law_4_1_2(moles):
    game = cats_vs_moles({2: {"marquise": {"workshop": 1}}}, hands={"marquise": ["birdy_bindle"]},
                         items={"bag": 0, "boot": 2})
    assert expect(game, "marquise.action")


def test_unimplemented_card_effects_are_listed_and_not_craftable_law_4_1(moles, monkeypatch):
    from rootcore import plugins
    # Every standard card effect is implemented now: take Armorers' effect away to see an unimplemented one.
    monkeypatch.delitem(plugins.discover().card_effects, "armorers")
    game = cats_vs_moles({1: {"marquise": {"workshop": 1}}}, hands={"marquise": ["armorers"]})
    assert expect(game, "marquise.action")  # armorers (fox) is not offered for crafting
    assert any("Armorers" in w and "not implemented" in w for w in game.warnings)


def test_persistent_effect_goes_to_play_area_without_duplicates_law_4_1_3_and_4_1_4(moles):
    game = cats_vs_moles({1: {"marquise": {"workshop": 2}}, 6: {"marquise": {"workshop": 1}}},
                         hands={"marquise": ["armorers", "armorers"]})
    used = []

    def armorers_stub(game, faction, card):
        used.append(card)
        return None
    game.definition.card_effects = {**game.definition.card_effects, "armorers": armorers_stub}
    game.definition.unimplemented_cards = frozenset()
    from rootcore.rules import craft
    first, second = game.state.factions["marquise"].hand
    assert craft.can_craft(game, "marquise", first)
    gen = craft.craft(game, "marquise", first)
    with pytest.raises(StopIteration):
        next(gen)
    assert game.state.factions["marquise"].play_area == [first] and used == [first]
    assert not craft.can_craft(game, "marquise", second)  # 4.1.4: an identical card is in play


class ExhaustingBox:
    """Test double for the Crafted Items hooks: reports the exhausted copies of `exhausted` (faction -> {kind:
    n}) and records each copy taken with the box as it then is, counting an exhausted copy off as the hook asks."""

    def __init__(self, exhausted):
        self.exhausted, self.taken = exhausted, []

    @rootcore.hookimpl
    def rootcore_crafted_items_exhausted(self, game, faction):
        return self.exhausted.get(faction)

    @rootcore.hookimpl
    def rootcore_crafted_item_taken(self, game, owner, item, exhausted, taker):
        self.taken.append((owner, item, exhausted, taker, list(game.state.factions[owner].crafted_items)))
        mine = self.exhausted.get(owner, {})
        if exhausted and mine.get(item):
            mine[item] -= 1
            return True  # it was this plugin's copy: nobody else counts it off
        return None


def boxed(box, *plugins):
    """`bonus_game` with `box` as the Marquise's Crafted Items box."""
    game = bonus_game(*plugins)
    fs(game, "marquise").crafted_items[:] = box
    return game


def test_a_taker_chooses_a_face_up_or_an_exhausted_copy_from_a_crafted_items_box_law_9_5_4(moles):
    # Reported: one boot of two, more swords than the box holds (capped), a hammer it does not hold (left out).
    double = ExhaustingBox({"marquise": {"boot": 1, "sword": 3, "hammer": 1}})
    game = boxed(["sword", "boot", "boot"], double)
    assert craft.exhausted_crafted_items(game, "marquise") == {"boot": 1, "sword": 1}
    assert craft.crafted_copies(game, "marquise") == [("boot", False), ("boot", True), ("sword", True)]
    options = craft.crafted_item_options(game, "marquise")
    assert [o.id for o in options] == ["item:boot", "item:boot:exhausted", "item:sword:exhausted"]
    assert options[1].data == {"item": "boot", "exhausted": True}
    with pytest.raises(rootcore.RootcoreError, match="moles cannot take a face-up sword: marquise's Crafted Items"):
        craft.take_crafted_item(game, "marquise", "sword", False, "moles")
    craft.take_crafted_item(game, "marquise", "boot", True, "moles")
    assert double.taken == [("marquise", "boot", True, "moles", ["sword", "boot"])]  # told once it has left
    assert double.exhausted["marquise"]["boot"] == 0  # and counted it off
    assert craft.crafted_copies(game, "marquise") == [("boot", False), ("sword", True)]
    assert events(game, "crafted_item_taken")[-1]["item"] == "boot"
    craft.take_crafted_item(game, "marquise", "boot", False, "moles")
    assert double.taken[-1][2:] == (False, "moles", ["sword"])


def test_a_plugin_reporting_exhausted_copies_must_count_them_off_when_taken(moles):
    class ReportsOnly:  # would go on reporting a copy that has left the box
        @rootcore.hookimpl
        def rootcore_crafted_items_exhausted(self, game, faction):
            return {"boot": 1}

    with pytest.raises(PluginError, match=r"extra plugin .*: implements rootcore_crafted_items_exhausted but not "
                                          r"rootcore_crafted_item_taken, which goes with it"):
        boxed(["boot"], ReportsOnly())


def test_an_exhausted_copy_reported_beyond_the_box_is_an_invariant_violation(moles):
    from rootcore.testing import invariant_problems
    double = ExhaustingBox({"marquise": {"boot": 1}})
    game = boxed(["boot"], double)
    assert invariant_problems(game) == []
    game.state.factions["marquise"].crafted_items.remove("boot")  # the boot left by hand: the count stays
    assert invariant_problems(game) == ["marquise: 1 exhausted boot reported, 0 in the Crafted Items box (a copy "
                                        "left without rootcore_crafted_item_taken)"]


def test_exhausted_copies_reported_by_several_plugins_add_up_law_9_5_4(moles):
    first, second = ExhaustingBox({"marquise": {"boot": 1}}), ExhaustingBox({"marquise": {"boot": 1}})
    game = boxed(["boot"] * 3, first, second)
    assert craft.exhausted_crafted_items(game, "marquise") == {"boot": 2}
    craft.take_crafted_item(game, "marquise", "boot", True, "moles")  # one exhausted boot leaves: one plugin's
    assert craft.exhausted_crafted_items(game, "marquise") == {"boot": 1}
    assert len(first.taken) + len(second.taken) == 1  # the question stopped at the plugin whose copy it was
    other = boxed(["boot"] * 3, ExhaustingBox({"moles": {"boot": 1}}))  # another faction's exhausted boot
    assert craft.exhausted_crafted_items(other, "marquise") == {}
    plain = boxed(["boot", "boot"])  # nothing reports exhausted copies: face up, as crafted (4.1.2)
    assert [o.id for o in craft.crafted_item_options(plain, "marquise")] == ["item:boot"]
    with pytest.raises(rootcore.RootcoreError, match="cannot take an exhausted boot"):
        craft.take_crafted_item(plain, "marquise", "boot", True, "moles")


# -- 5.1 setup ---------------------------------------------------------------------------------------------

def test_standard_setup_law_5_1():
    seatings = set()
    for seed in range(8):
        game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": seed})
        st = game.state
        seatings.add(tuple(st.turn_order))
        assert sorted(st.turn_order) == ["eyrie", "marquise"]
        assert all(fs.score == 0 for fs in st.factions.values())  # 5.1.2
        assert sum(cl.ruins for cl in st.clearings.values()) == 4  # 5.1.4
        assert sum(st.item_supply.values()) == 12  # 5.1.5
        assert sorted(game.cards[c].kind for c in st.set_aside) == ["dominance"] * 4  # 5.1.3, two players
    assert len(seatings) == 2  # 5.1.1: random seating order


def test_faction_setup_runs_in_setup_order_law_5_1_7():
    game = rootcore.new_game({"factions": ["eyrie", "marquise"], "seed": 3, "seating": ["eyrie", "marquise"]})
    assert game.pending.player == "marquise"  # setup letter A before B whatever the seating


# -- 1.5 pieces ------------------------------------------------------------------------------------------

def test_place_the_maximum_possible_law_1_5_4(moles):
    game = cats_vs_moles({5: {"marquise": {"warrior": 24}}})
    assert pieces.place(game, "marquise", "warrior", 6, 3) == 1  # only one left in supply
    assert pieces.place(game, "marquise", "sawmill", 1, 2) == 1  # clearing 1 has a single slot
    assert pieces.place(game, "marquise", "sawmill", 10, 2) == 1  # 2 slots, one ruin (2.2.4): one open slot
    assert pieces.place(game, "marquise", "warrior", 6, 1) == 0  # none left: nothing placed, and it says so
    assert game.state.clearings[10].buildings == [("marquise", "sawmill")]
    assert game.state.clearings[6].warriors == {"marquise": 1}


def test_held_pieces_move_the_most_possible_and_an_emptied_place_is_dropped_law_1_5_4(moles):
    """Pieces kept off the map in a holding place (a card keeping removed warriors, the Riverfolk's funds) move the
    most possible: what is there, nothing from an empty place; a place left empty is dropped, not kept empty."""
    game = cats_vs_moles({})
    assert pieces.hold(game, "card:a", "marquise", "warrior", 2) == 2
    assert pieces.move_held(game, "card:a", "card:b", "marquise", "warrior", 3) == 2
    assert pieces.move_held(game, "card:a", "card:c", "marquise", "warrior", 1) == 0
    assert game.state.data[pieces.HELD] == {"card:b": {"marquise": {"warrior": 2}}}
    assert pieces.release_held(game, "card:b") == 2 and game.state.data[pieces.HELD] == {}
    assert game.state.factions["marquise"].supply["warrior"] == 25


def test_a_count_of_zero_or_less_does_nothing_up_to_n_and_an_exact_count_not_there_is_refused_law_1_5_4(moles):
    """Law 1.5.4 read as "up to n": a count worked out by subtraction may come out at zero or below and then places,
    removes, holds or moves nothing; relocating or returning warriors that are not there is a caller's error."""
    game = cats_vs_moles({5: {"marquise": {"warrior": 2}}})
    before = game.state.to_json()
    assert pieces.place(game, "marquise", "warrior", 5, -1) == 0
    assert pieces.remove(game, "marquise", "warrior", 5, -1, "moles", "effect") is None
    assert pieces.hold(game, "card:a", "marquise", "warrior", -1) == 0
    assert pieces.move_held(game, "card:a", "card:b", "marquise", "warrior", -1) == 0
    assert pieces.release_held(game, "card:a", n=-1) == 0
    pieces.return_pieces(game, "marquise", "warrior", -1)
    assert game.state.to_json() == before and not events(game, "pieces_held")
    for count in (0, 3):
        with pytest.raises(ValueError, match="warriors in clearing 5"):
            run(pieces.relocate_warriors(game, "marquise", 5, 1, count))
        with pytest.raises(ValueError, match="warriors in clearing 5"):
            pieces.return_warriors(game, "marquise", 5, count)
    assert game.state.to_json() == before

def test_buildings_need_an_open_slot_law_2_2_3(moles):
    game = cats_vs_moles({1: {"marquise": {"sawmill": 1}}})
    assert not pieces.can_place(game, "marquise", "workshop", 1)
    assert pieces.open_slots(game, 10) == 1  # 2 slots, one ruin (2.2.4)


class TwoSidedEffects:
    """A battle-effects plugin for this test: both sides add an extra hit, recording the order."""

    def __init__(self):
        self.order = []

    @rootcore.hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        return self._use(battle, side)

    def _use(self, battle, side):
        self.order.append(side)
        battle.extra_hits[side] += 1
        yield from ()


@pytest.mark.parametrize("first", ["attacker", "defender"])
def test_attacker_chooses_who_uses_battle_effects_first_law_4_3_3(moles, first):
    recorder = TwoSidedEffects()
    game = rootcore.new_game({"factions": ["marquise", "moles"], "seed": 1}, plugins=[recorder])
    from rootcore.rules import battle as battle_rules
    game.state.clearings[5].warriors.update({"marquise": 2, "moles": 2})
    gen = battle_rules.fight(game, "marquise", 5, "moles")
    fix_dice(game, 0, 0)
    decision = next(gen)
    assert decision.kind == "battle.effect_order" and decision.player == "marquise"
    with pytest.raises(StopIteration):
        gen.send(decision.option(first))
    assert recorder.order == [first, "attacker" if first == "defender" else "defender"]
    assert game.state.clearings[5].warriors == {"marquise": 1, "moles": 1}  # one extra hit each way


# -- extension points the later factions use (Outrage, Guerrilla War, coalitions) -------------------------

class Interrupts:
    """Test double for the issue-3 hooks: records moves and asks the Moles a question mid-march, gives
    the defender the high roll, makes the Moles allies of the Marquise, and lets the Moles co-win."""

    def __init__(self, allied=False, guerrilla=False, ask_on_move=False):
        self.allied, self.guerrilla, self.ask_on_move = allied, guerrilla, ask_on_move
        self.moves, self.answers = [], []

    @rootcore.hookimpl
    def rootcore_moved(self, game, faction, origin, destination, pieces):
        self.moves.append((faction, origin, destination, pieces))
        return self._ask(destination) if self.ask_on_move else None

    def _ask(self, destination):
        self.answers.append((destination, (yield from rootcore.ask_yes_no("moles", "test.interrupt", "Object?"))))

    @rootcore.hookimpl
    def rootcore_high_roll(self, game, battle):
        return "defender" if self.guerrilla and battle.defender == "moles" else None

    @rootcore.hookimpl
    def rootcore_is_enemy(self, game, faction, other):
        return False if self.allied and {faction, other} == {"marquise", "moles"} else None

    @rootcore.hookimpl
    def rootcore_winners(self, game, winners, reason):
        return ["moles"] if self.allied and "marquise" in winners else None


def hooked(plugin, clearings, **extra):
    spec = {"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight", "clearings": clearings}
    spec.update(extra)
    return rootcore.scenario(spec, plugins=[plugin])


def test_moves_trigger_effects_that_another_player_decides_after_the_action_law_4_2_and_1_4_2(moles):
    plugin = Interrupts(ask_on_move=True)
    game = hooked(plugin, {1: {"marquise": {"warrior": 2}}})
    play_choices(game, "march", "clearing:5", "count:2")
    assert plugin.moves == [("marquise", 1, 5, {"warrior": 2})]  # the hook is asked right after the move
    assert expect(game, "marquise.march.origin", "marquise")  # but the March is not interrupted (1.4.2)
    play_choices(game, "clearing:5", "clearing:1", "count:1")
    assert expect(game, "test.interrupt", "moles") == ["yes", "no"]  # the Moles decide once it is over,
    play_choices(game, "no", "yes")  # for each move in turn
    assert plugin.moves[1] == ("marquise", 5, 1, {"warrior": 1}) and plugin.answers == [(5, False), (1, True)]
    assert expect(game, "marquise.action", "marquise")


def test_an_action_within_an_action_leaves_what_its_moves_trigger_to_the_outer_one_law_1_4_2(moles):
    """An action made of smaller actions is still one action: what the inner one's move triggers waits until the
    whole is over, after the outer one's own later move, and then runs in the order of the moves."""
    plugin = Interrupts(ask_on_move=True)
    game = hooked(plugin, {1: {"marquise": {"warrior": 2}}})
    answered_between = []

    def step(destination):
        move.move(game, "marquise", 1, destination, 1)
        yield from move.after_move(game, "marquise", 1, destination, {"warrior": 1})

    def whole():
        yield from move.one_action(game, step(5))
        answered_between.append(len(plugin.answers))
        yield from step(2)

    asked, _ = run(move.one_action(game, whole()), ["yes", "no"])
    assert answered_between == [0] and [d.kind for d in asked] == ["test.interrupt"] * 2
    assert plugin.answers == [(5, True), (2, False)] and game.deferred_triggers is None


def test_a_resume_point_inside_one_action_is_refused_law_1_4_2(moles):
    """Triggers waiting for the end of an action live only as long as the action, so a clone may not resume
    inside it: a plugin taking a resume point there is told so."""
    game = hooked(Interrupts(), {1: {"marquise": {"warrior": 2}}})

    def steps():
        game.resume_point()
        yield from ()

    with pytest.raises(PluginError, match="a resume point inside an action made with rootcore.rules.move.one_action"):
        run(move.one_action(game, steps()))
    assert game.deferred_triggers is None  # the action's end was reached: nothing left waiting
    game.resume_point()  # outside an action: fine


def test_higher_roll_can_go_to_the_defender_law_4_3_2(moles):
    game = hooked(Interrupts(guerrilla=True), {5: {"marquise": {"warrior": 3}, "moles": {"warrior": 3}}})
    fix_dice(game, 3, 1)
    battle(game, 5)
    assert game.state.clearings[5].warriors == {"moles": 2}  # the Moles dealt 3, the Marquise only 1


class RolledHigh:
    """A plugin written before `rootcore_high_roll`: it gives the defender the higher roll in `rootcore_battle_rolled`."""

    @rootcore.hookimpl
    def rootcore_battle_rolled(self, game, battle):
        if battle.defender == "moles":
            battle.high_roll_to = "defender"


def test_a_higher_roll_given_as_the_dice_are_rolled_still_counts_law_4_3_2(moles):
    game = rootcore.scenario({"factions": ["marquise", "moles"], "current": "marquise", "phase": "daylight",
                              "clearings": {5: {"marquise": {"warrior": 3}, "moles": {"warrior": 3}}}},
                             plugins=[RolledHigh()])
    fix_dice(game, 3, 1)
    battle(game, 5)
    assert game.state.clearings[5].warriors == {"moles": 2}


def test_allies_are_not_enemies_and_win_together_law_g_1_8(moles):
    game = hooked(Interrupts(allied=True), {5: {"marquise": {"warrior": 3}, "moles": {"warrior": 3}},
                                            6: {"marquise": {"warrior": 1}}}, scores={"marquise": 29})
    assert "battle" not in expect(game, "marquise.action")  # no enemy anywhere
    with pytest.raises(scoring.GameOver):
        scoring.score(game, "marquise", 1, "test")
    assert game.state.winners == ["marquise", "moles"]


def test_track_pieces_on_the_map_are_counted_from_the_track_law_1_5_1():
    """`pieces.on_map_from_track` (board count less track and removed pieces) agrees with the map after
    every decision of random games: placing takes from the track, removing returns there (G.1.22)."""
    for seed in range(3):
        game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "vagabond"], "seed": seed})
        checked = []

        def agree(game):
            for fid in game.factions:
                for kind in game.state.factions[fid].tracks:
                    on_map = sum(cl.count(fid, kind) for cl in game.state.clearings.values())
                    assert pieces.on_map_from_track(game, fid, kind) == on_map, (fid, kind)
                    checked.append(on_map)

        rootcore.play(game, rootcore.RandomAgent(seed), max_decisions=400, after_each=agree)
        assert any(checked), "no track piece reached the map"


class PlacementWatcher:
    """A component that must know whenever pieces enter the map, whoever places them (docs/plugins.md, 14)."""

    def __init__(self):
        self.seen = []

    @rootcore.hookimpl
    def rootcore_pieces_placed(self, game, faction, kind, clearing, count):
        self.seen.append((faction, kind, clearing, count))


def test_every_placement_is_told_to_a_component_watching_placements():
    # Setup, recruits, builds, wood and roosts: every piece `pieces.place` puts on the map, by any rule, is told
    # to the watcher, as the "placed" events record it (Law 1.5: placing takes pieces from the supply or a track).
    watcher = PlacementWatcher()
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 5}, plugins=[watcher])
    agent = rootcore.RandomAgent(5)
    while len(game.log) < 150 and game.pending is not None:
        game.choose(agent(game, game.pending))
    placed = [(e["faction"], e["piece"], e["clearing"], e["count"]) for e in events(game, "placed")]
    assert {kind for _, kind, _, _ in placed} >= {"warrior", "sawmill", "wood", "roost"}
    assert watcher.seen == placed


# -- a crafting veto (rootcore_can_craft) and bird cards made not wild (cards.set_birds_wild) ----------------------

class NoItems:
    """A `rootcore_can_craft` veto forbidding item cards while `state.data["no_items"]` is set."""

    @rootcore.hookimpl
    def rootcore_can_craft(self, game, faction, card):
        return False if game.state.data.get("no_items") and game.cards[card].kind == "item" else None


def _card(game, design):
    return next(c for c in range(len(game.cards)) if game.cards[c].id == design)


def crafting_cats(plugins=()):
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"workshop": 1}}, 6: {"marquise": {"workshop": 1}}},
                              "hands": {"marquise": [], "eyrie": []}}, plugins=list(plugins))
    made = [_card(game, "anvil"), _card(game, "armorers")]  # a fox item, a fox persistent effect
    game.state.factions["marquise"].hand[:] = made
    return game, made


def test_a_crafting_veto_forbids_what_it_answers_false_for_law_4_1():
    game, (anvil, armorers) = crafting_cats([NoItems()])
    assert "rootcore_can_craft" in game.definition.hooks_in_use
    assert sorted(craft.craftable_cards(game, "marquise")) == sorted([anvil, armorers])
    game.state.data["no_items"] = True
    assert craft.craftable_cards(game, "marquise") == [armorers]  # the item is vetoed, the effect is not
    assert not craft.can_craft(game, "marquise", anvil)


def test_games_without_a_crafting_veto_never_ask_one_law_4_1():
    game, (anvil, armorers) = crafting_cats()
    assert "rootcore_can_craft" not in game.definition.hooks_in_use
    assert sorted(craft.craftable_cards(game, "marquise")) == sorted([anvil, armorers])


def test_birds_made_not_wild_match_only_birds_until_made_wild_again_law_2_1_1():
    game, _ = crafting_cats()
    bird, fox = _card(game, "armorers"), _card(game, "anvil")
    assert cards.matching(game, [bird, fox], "fox") == [bird, fox] and cards.matches(game, bird, "rabbit")
    cards.set_birds_wild(game, False)
    assert cards.matching(game, [bird, fox], "fox") == [fox] and not cards.matches(game, bird, "rabbit")
    assert not cards.has_matching(game, [bird], "mouse") and cards.matching(game, [bird, fox], "bird") == [bird]
    assert cards.accepted_suits("fox", game) == ("fox",) and cards.accepted_suits("fox") == ("fox", "bird")
    assert cards.matching_in_play(game, [bird], "fox") == [bird]  # cards in play keep their wildness
    assert not game.state.copy().birds_wild and game.state.to_json()["birds_wild"] is False  # copies carry it
    cards.set_birds_wild(game, True)
    assert cards.matching(game, [bird, fox], "fox") == [bird, fox] and "birds_wild" not in game.state.to_json()
    assert len(events(game, "birds_not_wild")) == len(events(game, "birds_wild")) == 1


# -- a plugin's own adjacency change and start of turn, with no component saying when they apply ------------------

class Landslide:
    """A plain plugin (no `Component.adjacency_concerns`): the path 1-5 links nothing (as a closed path, Law C.3.2)."""

    @rootcore.hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        return {"block": {5: [1], 1: [5]}.get(origin, [])}


def test_an_adjacency_change_of_a_plugin_without_concerns_is_asked_for_every_faction_law_2_2_1():
    """Law 2.2.1, C.3.2: a path that links nothing makes no adjacency, for every faction's moves."""
    from rootcore.rules.adjacency import adjacent
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 2}}}}, plugins=[Landslide()])
    assert game.definition.adjacency_filters is None
    assert 5 not in adjacent(game, 1, "marquise") and 1 not in adjacent(game, 5, "eyrie")
    assert sorted(move.destinations(game, "marquise", 1)) == [9, 10]


class Fanfare:
    """A plugin asking the player whose turn begins a question before anything of their Birdsong."""

    @rootcore.hookimpl
    def rootcore_turn_begins(self, game, faction):
        from rootcore.decisions import Decision, fixed_option

        def ask():
            chosen = yield Decision(faction, "fanfare", "Play a fanfare?", [fixed_option("yes", "Yes"),
                                                                           fixed_option("no", "No")])
            game.event("fanfare", faction=faction, played=chosen.id)
        return ask()


def test_a_turn_beginning_effect_runs_its_decisions_before_birdsong_law_1_4_1():
    """Law 1.4.1: the turn begins before Birdsong's steps; a plugin's question then is asked first."""
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "evening",
                              "clearings": {1: {"marquise": {"warrior": 1}}}, "data": {"eyrie": {"leader": "commander"}}},
                             plugins=[Fanfare()])
    while game.pending.kind != "fanfare":
        game.choose(game.pending.option_ids[0])
    assert game.pending.player == "eyrie" and game.state.phase == "birdsong"
    play_choices(game, "no")
    assert events(game, "fanfare")[-1]["played"] == "no" and game.pending.kind != "fanfare"


def test_a_persistent_effect_whose_entering_play_asks_a_question_runs_it_when_crafted_law_4_1_3(monkeypatch):
    """Law 4.1.3: a crafted persistent effect goes into the play area; a card effect that acts as it enters play (a
    plugin's `add_card_effect` returning a generator) runs its decisions then, the card already in play."""
    from rootcore.decisions import Decision, fixed_option
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"workshop": 1}}, 6: {"marquise": {"workshop": 1}}},
                              "hands": {"marquise": ["armorers"], "eyrie": []},
                              "data": {"eyrie": {"leader": "commander"}}})
    armorers = held(game, "armorers", fs(game, "marquise").hand)

    def enters_play_asking(game, faction, card):
        assert card in game.state.factions[faction].play_area
        chosen = yield Decision(faction, "test.enters_play", "Polish the armour?", [fixed_option("yes", "Yes"),
                                                                                   fixed_option("no", "No")])
        game.event("polished", faction=faction, answer=chosen.id)
    monkeypatch.setitem(game.definition.card_effects, "armorers", enters_play_asking)
    play_choices(game, f"craft:{armorers}")
    assert expect(game, "test.enters_play", "marquise") == ["yes", "no"]
    play_choices(game, "yes")
    assert [e["answer"] for e in events(game, "polished")] == ["yes"]
    assert armorers in fs(game, "marquise").play_area


def test_a_battle_the_vagrant_instigates_keeps_him_its_remover_where_hits_may_be_dealt_otherwise_law_d_4_2():
    """Law D.4.2 with Law 4.3.4: in a game where some faction may deal a battle's hits its own way (the Order of the
    Forest's Witness, OF), hits of a battle the Vagrant instigates are still dealt the usual way with him removing the
    pieces: he, not the attacker, scores the building removed (Law 3.2.1)."""
    factions = ["eyrie", "marquise", "vagabond", "order_of_the_forest"]
    vagrant = {"character": "vagrant", "clearing": 1, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    game = scenario(factions, "vagabond", "daylight",
                    {1: {"eyrie": {"warrior": 2}, "marquise": {"sawmill": 1}},
                     7: {"order_of_the_forest": {"warrior": 1}}},
                    hands={f: [] for f in factions},
                    data={"vagabond": vagrant, "eyrie": {"leader": "commander", "viziers": {}}})
    fix_dice(game, 2, 0)
    play_choices(game, "special")  # the only pair: the Eyrie attack the Marquise
    assert [(e["attacker"], e["defender"]) for e in events(game, "battle")] == [("eyrie", "marquise")]
    assert game.state.clearings[1].buildings == []
    assert [(e["faction"], e["reason"]) for e in events(game, "scored")] == [("vagabond", "removed sawmill")]


def test_pieces_sent_elsewhere_as_they_were_removed_are_not_placed_again():
    """An effect placing "those" removed warriors (`pieces.place_removed`: Field Hospitals 6.2.3, the Feline
    Physicians, Resurrection) places only those no other effect already sent elsewhere (`pieces.divert`: the Cult's
    Revenge puts them in the Acolytes box, Law 10.2.3): each removed piece goes to one place."""
    game = scenario(["lizard", "marquise"], "marquise", "daylight", {5: {"lizard": {"warrior": 3}}},
                    hands={"lizard": [], "marquise": []})
    removal = pieces.remove(game, "lizard", "warrior", 5, 3, "marquise", "battle")
    assert pieces.divert(removal, "warrior") == 3 and pieces.undiverted(removal, "warrior") == 0
    assert pieces.place_removed(game, removal, "warrior", 5, 2) == 0
    assert game.state.clearings[5].warriors.get("lizard", 0) == 0


# -- Audited against Law 1-5 and Appendix A, rule by rule ----------------------------------------------------------

# -- 3.3.1 with 1.1.3 / 1.4.1: the dominance check and the other start-of-Birdsong effects ------------------------

@pytest.mark.usefixtures("stand_ins")
def test_a_start_of_birdsong_hireling_action_giving_rule_then_wins_by_dominance_law_3_3_1_and_1_1_3(monkeypatch):
    # Law 3.3.1.I + 1.1.3 + E.2.3: the dominance check and the hireling's start-of-Birdsong action happen at the same
    # moment, so the player taking the turn may order the action first; the code checked dominance once, before it,
    # and never again, so a win the player could take was lost (fixed at rootcore 0.3.100).
    from rootcore_plugins.spring_uprising import SpringUprising
    monkeypatch.setattr(SpringUprising, "_roll", lambda self, game: "fox")
    game = hireling_scenario("spring_uprising", ["lizard", "marquise"], "marquise", "birdsong",
                             {1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}},
                             {"controller": "marquise", "control": 2}, dominance={"marquise": "dominance_fox"},
                             dominance_in_deck=True)
    assert not game.state.over  # two fox clearings ruled: no win yet
    expect(game, "spring_uprising.birdsong", "marquise")
    play_choices(game, "place:8")  # the Uprising warrior counts for her rule (E.3.1): fox clearings 1, 6 and 8
    assert rules(game, 8) == "marquise"
    assert game.state.over and game.state.winners == ["marquise"]


@pytest.mark.usefixtures("stand_ins")
def test_a_vagabond_in_a_coalition_never_wins_by_his_dominance_card_law_9_2_8_and_3_3_1():
    # Law 9.2.8 with 3.3.1: the Vagabond's dominance card forms a coalition and is never his victory condition; the
    # code keeps it as his activated card and checks it at the start of his Birdsong like any other, so ruling three
    # fox clearings with the warriors of a hireling he controls (E.3.1) makes him win alone.
    from helpers import thief
    game = scenario(["marquise", "alliance", "lizard", "vagabond"], "vagabond", "birdsong",
                    {1: {"last_dynasty": {"warrior": 1}}, 6: {"last_dynasty": {"warrior": 1}},
                     8: {"last_dynasty": {"warrior": 1}}},
                    hirelings={"last_dynasty": {"controller": "vagabond", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    data={"vagabond": thief(clearing=5, items=["boot", "torch"], coalition="lizard")},
                    dominance={"vagabond": "dominance_fox"})
    assert [rules(game, c) for c in (1, 6, 8)] == ["vagabond"] * 3
    assert not game.state.over, (game.state.winners, game.state.end_reason)


# -- battle (Law 4.3) with scoring (3.1, 3.2.1) ---------------------------------------------------------------------

EYRIE = {"eyrie": {"leader": "builder", "viziers": {}}}


def cats_attack(clearing_pieces, *, clearing=8, dice=(3, 3), play_areas=None, hands=None, scores=None):
    """The Marquise battling the Eyrie (Builder) in `clearing` with `clearing_pieces` and fixed `dice`."""
    game = scenario(["marquise", "eyrie"], "marquise", "daylight", {clearing: clearing_pieces},
                    play_areas=play_areas or {}, hands=hands or {}, data=EYRIE, scores=scores)
    fix_dice(game, *dice)
    play_choices(game, "battle")
    return game


def test_the_defenders_rolled_hits_take_the_attackers_buildings_and_tokens_after_its_warriors_law_4_3_4_and_3_2_1():
    # The Eyrie's 3 rolled hits: the Marquise's one warrior, then her sawmill and wood in the order she chooses;
    # the Eyrie score one VP each.
    game = cats_attack({"marquise": {"warrior": 1, "sawmill": 1, "wood": 1}, "eyrie": {"warrior": 3}})
    assert set(expect(game, "take_hit", "marquise")) == {"piece:sawmill", "piece:wood"}
    play_choices(game, "piece:wood")
    cl = game.state.clearings[8]
    assert cl.warriors == {"eyrie": 2} and cl.buildings == [] and cl.tokens == []
    assert fs(game, "eyrie").score == 2 and fs(game, "marquise").score == 0


def test_a_defender_reaching_thirty_by_its_hits_wins_in_the_attackers_turn_law_3_1_and_4_3_4():
    game = cats_attack({"marquise": {"warrior": 1, "sawmill": 1}, "eyrie": {"warrior": 3}}, scores={"eyrie": 29})
    assert game.state.over and game.state.winners == ["eyrie"] and game.state.end_reason == "score"


def test_brutal_tactics_point_making_thirty_wins_before_any_hit_is_dealt_law_3_1_and_4_3_3():
    game = cats_attack({"marquise": {"warrior": 3}, "eyrie": {"warrior": 3}}, dice=(1, 0),
                       play_areas={"marquise": ["brutal_tactics"]}, scores={"eyrie": 29})
    play_choices(game, "brutal_tactics")
    assert game.state.over and game.state.winners == ["eyrie"]
    assert game.state.clearings[8].warriors == {"marquise": 3, "eyrie": 3}  # step 4 never came


def test_an_attacker_with_an_activated_dominance_card_scores_nothing_for_buildings_it_removes_law_3_3_1_and_3_2_1():
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {8: {"marquise": {"warrior": 3}, "eyrie": {"roost": 1}}}, data=EYRIE, scores={"marquise": 12},
                    dominance={"marquise": "dominance_fox"}, dominance_in_deck=True)
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert game.state.clearings[8].buildings == [] and fs(game, "marquise").score == 12


def test_a_bird_ambush_may_be_foiled_by_an_ambush_of_the_clearings_suit_law_4_3_1_I():
    game = cats_attack({"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}, dice=(2, 0),
                       hands={"eyrie": ["ambush_bird"], "marquise": ["ambush_fox"]})
    play_choices(game, "ambush:" + str(fs(game, "eyrie").hand[0]))
    foil = fs(game, "marquise").hand[0]
    assert f"foil:{foil}" in expect(game, "battle.foil", "marquise")
    play_choices(game, f"foil:{foil}")
    assert game.state.clearings[8].warriors == {"marquise": 2}
    assert sorted(game.cards[c].id for c in game.state.discard) == ["ambush_bird", "ambush_fox"]


def test_an_ambush_of_another_suit_cannot_foil_law_4_3_1_I():
    game = cats_attack({"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}, dice=(2, 0),
                       hands={"eyrie": ["ambush_fox"], "marquise": ["ambush_mouse"]})
    play_choices(game, "ambush:" + str(fs(game, "eyrie").hand[0]))
    assert game.pending is None or game.pending.kind != "battle.foil"
    assert game.state.clearings[8].warriors == {"marquise": 1}  # 2 ambush hits; the roll's 1 hit took the Eyrie's


# -- Appendix A: the order of the Advanced Setup's steps ------------------------------------------------------------

def test_advanced_setup_runs_landmarks_then_hirelings_then_hands_then_factions_then_keeps_three_law_a_5_to_a_10():
    game = rootcore.new_game({"factions": ["eyrie", "lizard", "riverfolk"], "seed": 5,
                              "hirelings": ["forest_patrol", "highway_bandits", "furious_protector"],
                              "landmarks": ["tower"], "options": {"advanced_setup": True}})
    players = game.state.turn_order
    steps = []
    while game.pending is not None and game.state.turn == 0 and game.pending.kind != "setup.keep_cards":
        kind = game.pending.kind
        hands = {len(fs(game, f).hand) for f in players}
        step = ("landmark" if kind == "setup.landmark" else "hireling" if kind == "setup.hireling"
                else "faction" if kind.startswith(tuple(f + "." for f in players)) else None)
        if step and (not steps or steps[-1][0] != step):
            steps.append((step, hands))
        game.choose(game.pending.option_ids[0])
    # A.5 and A.6 before any card is drawn, A.7's five cards before the factions set up (A.8).
    assert steps[:2] == [("landmark", {0}), ("hireling", {0})]
    assert steps[2:] and all(step == ("faction", {5}) for step in steps[2:])
    # A.10: each player keeps three and puts two back on the deck, in turn order.
    for player in players:
        assert game.pending.kind == "setup.keep_cards" and game.pending.player == player
        assert len(fs(game, player).hand) == 5
        game.choose(game.pending.option_ids[0])
        assert len(fs(game, player).hand) == 3


def test_a_two_player_advanced_setup_draws_five_with_every_dominance_card_out_of_the_deck_law_a_7():
    for seed in range(4):
        game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": seed,
                                  "options": {"advanced_setup": True}})
        while game.pending.kind != "setup.keep_cards":
            game.choose(game.pending.option_ids[0])
        st = game.state
        in_play = st.deck + st.discard + [c for f in st.turn_order for c in fs(game, f).hand]
        assert all(len(fs(game, f).hand) == 5 for f in st.turn_order)
        assert not [c for c in in_play if game.cards[c].kind == "dominance"]
        assert sorted(game.cards[c].id for c in st.set_aside) == ["dominance_bird", "dominance_fox", "dominance_mouse",
                                                                   "dominance_rabbit"]


# -- 2.2.4 ruins, 3.2.1 with a Favor card ----------------------------------------------------------------------------

def test_a_favor_removes_the_enemy_building_beside_a_ruin_and_never_the_ruin_law_2_2_4_and_3_2_1():
    # Clearing 12 (fox) holds a ruin and an Eyrie roost; Favor of the Foxes takes the roost (1 VP), not the ruin.
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {12: {"eyrie": {"roost": 1, "warrior": 2}}, 1: {"marquise": {"workshop": 1}},
                     6: {"marquise": {"workshop": 1}}, 8: {"marquise": {"workshop": 1}}},
                    hands={"marquise": ["favor_of_the_foxes"]}, data=EYRIE)
    assert game.state.clearings[12].ruins == 1
    card = fs(game, "marquise").hand[0]
    play_choices(game, f"craft:{card}")
    cl = game.state.clearings[12]
    assert cl.buildings == [] and cl.warriors == {} and cl.ruins == 1
    assert fs(game, "marquise").score == 1 and game.cards[game.state.discard[-1]].id == "favor_of_the_foxes"
