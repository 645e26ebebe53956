"""Law 1.5.4 (place the most possible) across the engine: decisions asking where an owed piece goes while the
supply is short must offer only clearings that can take it, and a choice must always place something."""
from __future__ import annotations

import pytest

from rootcore.rules import pieces
from helpers import expect, hireling_scenario, play_choices, play_until, scenario, warriors

EXPEDITION = "extra:hireling:sunward_expedition"


def expedition_with_a_foothold_in_the_keep(warriors_1: int, warriors_2: int):
    """The Alliance's Daylight, the Expedition hired by it: footholds in 1 and 2, the Marquise's keep in 2 (no one
    else may place a piece there, Law 6.2.2)."""
    game = hireling_scenario("sunward_expedition", ["alliance", "marquise"], "alliance", "daylight",
                             {1: {"sunward_expedition": {"foothold": 1, "warrior": warriors_1}},
                              2: {"sunward_expedition": {"foothold": 1, "warrior": warriors_2},
                                  "marquise": {"keep": 1}},
                              4: {"alliance": {"warrior": 1}}},
                             {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    assert not pieces.placement_allowed(game, "sunward_expedition", "warrior", 2)
    return game


@pytest.fixture(autouse=True)
def _stand_ins(stand_ins):
    yield


def test_expedition_reinforce_short_never_offers_the_keep_law_1_5_4_and_6_2_2():
    # Law 1.5.4 / 6.2.2: one warrior left for footholds in 1, 2 (the keep) and 10: only 1 and 10 can take it.
    # The code (`SunwardExpedition._reinforce`) offered every foothold, so picking 2 placed nothing.
    game = expedition_with_a_foothold_in_the_keep(4, 3)
    play_choices(game, EXPEDITION, "clearing:10", "count:0", "reinforce")
    assert expect(game, "sunward_expedition.reinforce", "alliance") == ["clearing:1", "clearing:10"]


def test_expedition_reinforce_fills_the_allowed_footholds_unasked_law_1_5_4_and_6_2_2():
    # Law 1.5.4: two warriors left, three footholds but one in the keep's clearing: both warriors go to 1 and 10 at
    # once. The code counted the banned foothold, found the supply short and asked where (the keep among the options).
    game = expedition_with_a_foothold_in_the_keep(3, 3)
    play_choices(game, EXPEDITION, "clearing:10", "count:0", "reinforce")
    assert game.pending is None or game.pending.kind != "sunward_expedition.reinforce", game.pending.option_ids
    assert warriors(game, 1, "sunward_expedition") == 4 and warriors(game, 10, "sunward_expedition") == 1


# -- the Riverfolk's Recruit (Law 11.5.5) -----------------------------------------------------------------------------

def test_riverfolk_recruit_with_nothing_to_place_asks_no_clearing_law_1_5_4_and_11_5_5():
    # Law 1.5.4 / 11.5.5: no Riverfolk warrior in the supply, a fund of their own and one of the Marquise's. They
    # recruit and spend the Marquise's: no warrior can be placed, so no clearing should be asked. The code fell back
    # to every river clearing (`Riverfolk._recruit`: `recruit_clearings(game) or river_clearings(game)`), and the
    # choice placed nothing.
    from test_riverfolk import river_game
    game = river_game({3: {"riverfolk": {"warrior": 14}}}, funds={"riverfolk": 1, "marquise": 1})
    assert game.state.factions["riverfolk"].supply["warrior"] == 0
    play_choices(game, "recruit", "faction:marquise")
    assert game.pending.kind != "riverfolk.recruit", game.pending.option_ids


def test_riverfolk_recruit_spending_their_own_fund_places_it_law_11_5_5():
    # Law 11.5.5 / G.1.22: the Riverfolk's own fund, spent, is back in their supply and is the warrior recruited.
    from test_riverfolk import river_game
    game = river_game({3: {"riverfolk": {"warrior": 14}}}, funds={"riverfolk": 1, "marquise": 1})
    play_choices(game, "recruit", "faction:riverfolk")
    assert expect(game, "riverfolk.recruit") == ["clearing:4", "clearing:5", "clearing:7", "clearing:10",
                                                 "clearing:11"]
    game.choose("clearing:7")
    assert warriors(game, 7, "riverfolk") == 1


# -- Old Man Tinker's Production (OMT.4.2) ----------------------------------------------------------------------------

def test_omt_production_short_skips_a_snared_factory_and_fills_the_other_unasked_law_1_5_4_and_13_7_2():
    # Law 1.5.4 / 13.7.2: level 2, factories in 5 (a face-up snare: no token may go there) and 9; 3 tokens left,
    # enough for the only factory that can take them. The code counted the snared factory, found the supply short
    # and asked the order (`OldManTinker` production loop: `left = self.factories(game)`, unfiltered).
    from test_old_man_tinker import OMT, fix_breakage, gears
    factions = (OMT, "marquise", "corvid")
    game = scenario(factions, OMT, "birdsong",
                    {5: {OMT: {"factory": 1, "gear": 9}}, 9: {OMT: {"factory": 1, "warrior": 8}}},
                    hands={f: [] for f in factions},
                    data={OMT: {"old_man": {"clearing": 1}, "production": 2},
                          "corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert not pieces.placement_allowed(game, OMT, "gear", 5)
    fix_breakage(game, 5, 5)
    play_choices(game, "no")
    assert game.pending.kind != f"{OMT}.produce", game.pending.option_ids
    assert gears(game, 9) == 2 and gears(game, 5) == 9


# -- passing: placements that already honour the bans ------------------------------------------------------------------

def test_vault_keepers_guard_leaves_out_a_vault_in_the_keep_and_fills_the_others_unasked_law_1_5_4_and_6_2_2():
    # Two warriors left, vaults in 1 (the keep's clearing: no Keeper may be placed), 4 and 9: both go to 4 and 9.
    from test_hirelings_marauder_pack import KEEPERS_ACTION, keepers_daylight
    game = keepers_daylight({1: {"vault_keepers": {"warrior": 4, "vault": 1}, "marquise": {"keep": 1}},
                             4: {"vault_keepers": {"vault": 1}}})
    play_choices(game, KEEPERS_ACTION, "clearing:9", "guard")  # a battle is possible too: the keep is an enemy piece
    assert game.pending.kind != "vault_keepers.guard"
    assert [warriors(game, c, "vault_keepers") for c in (1, 4, 9)] == [4, 1, 1]


def test_croakers_recruit_short_skips_a_snared_school_law_1_5_4_and_13_7_2():
    # One warrior left, schools in 1 (a face-up snare) and 5: the warrior goes to 5 without a question.
    n = scenario(["croakers_coven", "marquise"], "croakers_coven", "daylight",
                 {}).state.factions["croakers_coven"].supply["warrior"]
    game = scenario(["croakers_coven", "marquise", "corvid"], "croakers_coven", "daylight",
                    {1: {"croakers_coven": {"school": 1, "warrior": 1}},
                     5: {"croakers_coven": {"school": 1, "warrior": n - 2}}},
                    data={"corvid": {"plots": {1: "snare"}, "face_up": [1]}})
    assert game.state.factions["croakers_coven"].supply["warrior"] == 1
    play_choices(game, "recruit")
    assert game.pending is None or game.pending.kind != "croakers_coven.recruit"
    assert warriors(game, 5, "croakers_coven") == n - 1 and warriors(game, 1, "croakers_coven") == 1


def test_omt_overproduce_is_not_offered_at_a_snared_factory_law_1_5_4_and_13_7_2():
    # Law 1.5.4 / 13.7.2 (OMT.5.1.IV): the only factory a card held matches (rabbit 5) has a face-up snare: no token
    # can go there, so Overproduce would spend the card and an action for nothing (as Overwork leaves out a snared
    # sawmill, 6.5.5). The code (`OldManTinker._overproduce_clearings`) listed every matching factory, unfiltered.
    from test_old_man_tinker import OMT
    factions = (OMT, "marquise", "corvid")
    game = scenario(factions, OMT, "daylight", {5: {OMT: {"factory": 1}}},
                    hands={OMT: ["ambush_rabbit"], "marquise": [], "corvid": []},
                    data={OMT: {"old_man": {"clearing": 1}, "production": 2, "actions": 2},
                          "corvid": {"plots": {5: "snare"}, "face_up": [5]}})
    assert not pieces.placement_allowed(game, OMT, "gear", 5)
    assert not game.factions[OMT].can_overproduce(game)
    assert game.pending.kind != f"{OMT}.action" or "overproduce" not in game.pending.option_ids
