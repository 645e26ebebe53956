"""Borrowed warriors (`rootcore_borrowed_warriors`): a faction treating another's warriors as its own for rule and
battle, as a buyer of Riverfolk Mercenaries does (Law 11.2.7.III). A test-only lender lends the Eyrie's warriors
to the Marquise (in one test, to the Lizard Cult); the Mole Diggers (no special rules) are the enemy."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.rules import battle, cards, move, pieces
from rootcore.rules.rule import ruled_by, rules
from rootcore.testing import InvariantChecker, InvariantError, invariant_problems
from helpers import expect, fix_dice, play_choices, run

FACTIONS = ["marquise", "eyrie", "moles"]


class Lender:
    """Lends every Eyrie warrior to the Marquise, in every clearing, for the whole game."""

    def loan(self, game):
        return ["eyrie", "marquise"]  # [lender, borrower]

    @rootcore.hookimpl
    def rootcore_borrowed_warriors(self, game, faction, clearing, enemy):
        loan = self.loan(game)
        if not loan or faction != loan[1]:
            return None
        n = game.state.clearings[clearing].warriors.get(loan[0], 0)
        return {loan[0]: n} if n else None


class DataLender(Lender):
    """The loan read from `state.data["loan"]`: it begins and ends during the game, announced (or not)."""

    def loan(self, game):
        return game.state.data.get("loan")


def lent_game(clearings, lender=None, current="marquise", **spec):
    return rootcore.scenario({"factions": FACTIONS, "current": current, "phase": "daylight", "clearings": clearings,
                              **spec}, plugins=[lender or Lender()])


# -- rule (Law 2.5, 11.2.7.III) ---------------------------------------------------------------------------------

def test_lent_warriors_rule_for_the_borrower_not_the_lender_law_11_2_7_III_and_2_5(moles):
    game = lent_game({5: {"eyrie": {"warrior": 2}, "moles": {"warrior": 1}},
                      6: {"eyrie": {"warrior": 1}, "moles": {"warrior": 1}},
                      7: {"eyrie": {"warrior": 1}, "marquise": {"warrior": 1}}})
    # The Marquise rules with lent warriors alone (2 to 1); the Eyrie's lent warriors count for it, not for them
    # (the official FAQ's oppress example, docs/hooks.md), so 7 is the Marquise's 2 to 0, not a tie.
    assert [rules(game, c) for c in (5, 6, 7)] == ["marquise", None, "marquise"]
    assert ruled_by(game, "marquise") == [5, 7] and ruled_by(game, "eyrie") == []
    pieces.place(game, "eyrie", "warrior", 6)  # warriors changing in a clearing: its rule is counted again
    assert rules(game, 6) == "marquise" and invariant_problems(game) == []
    # The borrower cannot move them (4.2): they are no origin of a move of its own.
    assert 5 not in move.origins(game, "marquise")


def test_a_loan_keeps_rule_until_it_is_announced_law_11_2_7_III(moles):
    """Rule stays kept with the pieces in a game with a lender: the loan beginning or ending is announced with
    `game.effects_changed()`, and the invariant checker catches a loan that changed unannounced."""
    game = lent_game({5: {"eyrie": {"warrior": 2}, "moles": {"warrior": 1}}}, DataLender())
    checker = InvariantChecker(game)
    assert rules(game, 5) == "eyrie" and game.state.clearings[5].rule_count == "eyrie"  # kept
    game.state.data["loan"] = ["eyrie", "marquise"]
    game.effects_changed()  # the loan begins
    assert rules(game, 5) == "marquise"
    checker(game)
    game.state.data["loan"] = None  # the loan ends, unannounced
    with pytest.raises(InvariantError, match="clearing 5: rule kept as 'marquise' but the pieces say 'eyrie'"):
        checker(game)


def test_games_without_a_lender_count_nothing_more_for_rule(moles):
    game = rootcore.scenario({"factions": FACTIONS, "current": "marquise", "phase": "daylight", "clearings": {}})
    assert game.definition.rule_counters == () and game.definition.rule_kept
    assert lent_game({}).definition.rule_counters == (rootcore.rules.rule.lent_for_rule,)


class SecondLender(Lender):
    """A second implementation lending the very same Eyrie warriors."""


def test_lent_warriors_are_capped_at_the_lenders_warriors_there_law_11_2_7_III(moles):
    """Answers add up, each capped at the lender's warriors in the clearing: two implementations lending the
    same two warriors lend two, not four, so three moles still rule (2.5)."""
    game = rootcore.scenario({"factions": FACTIONS, "current": "marquise", "phase": "daylight",
                              "clearings": {5: {"eyrie": {"warrior": 2}, "moles": {"warrior": 3}}}},
                             plugins=[Lender(), SecondLender()])
    assert pieces.borrowed_warriors(game, "marquise", 5) == {"eyrie": 2}
    assert rules(game, 5) == "moles"


def test_lent_warriors_never_count_toward_dominance_law_3_3_1_and_11_2_7_III(moles):
    spec = {"phase": "birdsong", "suits": {1: "fox", 2: "fox", 3: "fox"}, "dominance": {"marquise": "dominance_fox"}}
    game = lent_game({1: {"marquise": {"warrior": 1}}, 2: {"marquise": {"warrior": 1}}, 3: {"eyrie": {"warrior": 1}}},
                     **spec)
    assert rules(game, 3) == "marquise"  # rule it does, with the lent warrior
    assert not game.is_over  # but not toward dominance: two fox clearings of its own
    cards.check_dominance_victory(game, "marquise")
    assert not game.is_over
    game = lent_game({c: {"marquise": {"warrior": 1}} for c in (1, 2, 3)}, **spec)
    assert game.winners == ["marquise"]  # three of its own


# -- battle (Law 4.3, 11.2.7.III) --------------------------------------------------------------------------------

def test_the_borrower_battles_where_it_has_only_lent_warriors_law_11_2_7_III_and_4_3_2_I(moles):
    game = lent_game({5: {"eyrie": {"warrior": 3}, "moles": {"warrior": 3}},
                      6: {"eyrie": {"warrior": 2}}})  # only the lender there: lent warriors never fight it
    assert battle.battle_clearings(game, "marquise") == [5]
    assert battle.defenders(game, "marquise", 5) == ["moles"]  # not the Eyrie, whose warriors they are
    fix_dice(game, 3, 1)
    play_choices(game, "battle")  # the one clearing and the one defender are chosen without asking
    cl = game.state.clearings[5]
    # Three lent warriors roll up to three hits (4.3.2.I): the moles lose three; their one hit takes a lent one.
    assert cl.warriors == {"eyrie": 2}
    assert game.state.factions["eyrie"].supply["warrior"] == 20 - 5 + 1  # back to its owner's supply


def test_lent_warriors_never_fight_their_own_faction_law_11_2_7_III(moles):
    game = lent_game({5: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 1}}})
    assert battle.defenders(game, "marquise", 5) == ["eyrie"]  # its own warrior battles the lender
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert game.state.clearings[5].warriors == {"eyrie": 2, "marquise": 1}  # one rolled hit: its warrior alone


def test_lent_warriors_keep_a_defender_from_being_defenseless_and_shield_its_buildings_law_4_3_3_II(moles):
    game = lent_game({5: {"moles": {"warrior": 2}, "marquise": {"sawmill": 1}, "eyrie": {"warrior": 2}}},
                     current="moles")
    fix_dice(game, 1, 1)
    play_choices(game, "battle")
    expect(game, "moles.battle.defender")
    play_choices(game, "faction:marquise")
    cl = game.state.clearings[5]
    # One hit each way: no extra hit (4.3.3.II), and it removes a lent warrior, not the sawmill (11.2.7.III.a);
    # the Marquise's one rolled hit comes from the lent warriors (4.3.2.I).
    assert cl.buildings == [("marquise", "sawmill")]
    assert cl.warriors == {"moles": 1, "eyrie": 1}


@pytest.mark.parametrize("own, lent, sawmills, hits, left", [
    (2, 2, 0, 3, (0, 1, 0)),  # odd hits own, even hits lent: own, lent, own
    (1, 3, 0, 3, (0, 1, 0)),  # own, lent, then no own warrior: the third goes to a lent one
    (4, 1, 0, 4, (1, 0, 0)),  # own, lent, own, then no lent warrior: the fourth goes to an own one
    (0, 2, 1, 2, (0, 0, 1)),  # only lent warriors: they take every hit before the building
    (1, 1, 1, 3, (0, 0, 0)),  # buildings once no warrior, own or lent, is left
])
def test_the_borrower_splits_hits_between_own_and_lent_warriors_law_11_2_7_III_a(moles, own, lent, sawmills, hits,
                                                                                  left):
    pieces_there = {"marquise": {"warrior": own, "sawmill": sawmills}, "eyrie": {"warrior": lent}}
    game = lent_game({5: {faction: {k: n for k, n in kinds.items() if n} for faction, kinds in pieces_there.items()}})
    _, removals = run(battle.take_hits(game, "marquise", 5, hits, "moles", "battle"))
    cl = game.state.clearings[5]
    assert (cl.warriors.get("marquise", 0), cl.warriors.get("eyrie", 0), cl.count("marquise", "sawmill")) == left
    lent_removals = [r for r in removals if r.owner == "eyrie"]
    if lent - left[1]:
        [removal] = lent_removals  # the lender's pieces, removed by the attacker, fighting for the borrower
        assert (removal.counts, removal.remover, removal.fought_for) == ({"warrior": lent - left[1]}, "moles",
                                                                         "marquise")
        assert removal.to_json()["fought_for"] == "marquise"
    assert all(r.fought_for is None for r in removals if r.owner == "marquise")


def test_an_ambushed_attacker_with_lent_warriors_left_fights_on_law_4_3_1_II(moles):
    game = lent_game({5: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}, "moles": {"warrior": 1}}},
                     hands={"moles": ["ambush_fox"]}, suits={5: "fox"})
    fix_dice(game, 1, 0)
    play_choices(game, "battle", "faction:moles")
    ambush = next(o for o in expect(game, "battle.ambush", "moles") if o.startswith("ambush:"))
    play_choices(game, ambush)  # two hits: the Marquise's warrior, then a lent one (11.2.7.III.a)
    cl = game.state.clearings[5]
    assert cl.warriors == {"eyrie": 1}  # one lent warrior left fights on and rolls the moles' warrior away


# -- the Vagabond's relationships (Law 9.2.9.III, 11.2.7.III.b) ---------------------------------------------------

def test_the_vagabond_removing_a_lent_warrior_angers_the_borrower_law_11_2_7_III_b():
    vagabond = {"character": "thief", "quests": [], "ruin_items": {}, "clearing": 9, "items": ["sword", "sword"]}
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "vagabond"], "current": "vagabond",
                              "phase": "daylight", "data": {"vagabond": vagabond},
                              "clearings": {9: {"marquise": {"sawmill": 1}, "eyrie": {"warrior": 2}}}},
                             plugins=[Lender()])
    fix_dice(game, 2, 0)
    play_choices(game, "battle", "faction:marquise")
    # Two hits, both on lent Eyrie warriors (the sawmill only once no warrior is left): the Marquise, whom they
    # fought for, becomes Hostile, not the Eyrie; the second is a Hostile faction's piece (Infamy, 9.2.9.III.a).
    assert game.state.clearings[9].warriors == {} and game.state.clearings[9].buildings == [("marquise", "sawmill")]
    relationships = game.state.factions["vagabond"].data["relationships"]
    assert relationships["marquise"] == "hostile" and relationships["eyrie"] == 0
    assert game.state.factions["vagabond"].score == 1


def test_a_lender_lending_a_faction_its_own_warriors_is_named_as_the_plugin_s_mistake(moles):
    """Law 11.2.7.III lends another faction's warriors; an implementation lending a faction its own is refused,
    naming the implementation, the faction and the clearing."""
    game = lent_game({5: {"marquise": {"warrior": 2}, "moles": {"warrior": 1}}}, lender=DataLender())
    game.state.data["loan"] = ["marquise", "marquise"]  # a broken lender: the Marquise's own warriors to her
    with pytest.raises(rootcore.RootcoreError, match=r"rootcore_borrowed_warriors implementation "
                                                     r"Lender\.rootcore_borrowed_warriors lends 'marquise' its own "
                                                     r"warriors in clearing 5"):
        pieces.borrowed_warriors(game, "marquise", 5)


class CultLender(Lender):
    """Lends every Eyrie warrior to the Lizard Cult."""

    def loan(self, game):
        return ["eyrie", "lizard"]


def test_revenge_takes_only_the_cults_own_warriors_not_those_lent_to_it_law_10_2_3_and_11_2_7_III_a():
    # The Marquise's two hits on the defending Cult fall on its own warrior, then on a lent Eyrie warrior (11.2.7.III.a):
    # only the Cult's own goes to the Acolytes box (Revenge, 10.2.3); the Eyrie's goes back to the Eyrie's supply.
    game = rootcore.scenario({"factions": ["marquise", "eyrie", "lizard"], "current": "marquise", "phase": "daylight",
                              "clearings": {5: {"lizard": {"warrior": 1}, "eyrie": {"warrior": 1},
                                                "marquise": {"warrior": 2}}},
                              "hands": {"lizard": [], "eyrie": [], "marquise": []}}, plugins=[CultLender()])
    eyrie_supply = game.state.factions["eyrie"].supply["warrior"]
    fix_dice(game, 2, 0)
    run(battle.fight(game, "marquise", 5, "lizard"))
    assert game.state.clearings[5].warriors == {"marquise": 2}
    assert game.state.factions["lizard"].data["acolytes"] == 1
    assert game.state.factions["eyrie"].supply["warrior"] == eyrie_supply + 1
    assert invariant_problems(game) == []
