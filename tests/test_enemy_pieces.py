"""Law G.1.9 (Enemy Piece), with G.1.8, G.1.33, E.3.1-E.3.3 and 11.2.7.III, across the engine: a piece is
not an enemy piece to a player while that player treats it as its own for rule (Riverfolk warriors it hired as
Mercenaries, in its Daylight and Evening; the pieces of a hireling it controls), and every other faction piece of an
enemy (an uncontrolled or another player's hireling included) is one, whether or not an effect may remove it."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.rules.rule import rules
from helpers import (events, faction_scenario, fix_dice, hireling_scenario, hundreds_data, play_choices, scenario,
                     warriors)

BK = "borough_kings"
CC = "croakers_coven"
WM = "winged_menace"
OMT = "old_man_tinker"
BP = "bone_patrol"


def lent_to(buyer: str) -> dict:
    """Riverfolk scenario data: `buyer` bought Mercenaries this turn and holds them now (its Daylight or Evening)."""
    return {"riverfolk": {"bought": {buyer: ["mercenaries"]}, "mercenaries_for": buyer}}


def hundreds_at(clearings, factions, *, mood="rowdy", warlord=5, data=None, **spec):
    """The Hundreds in `mood` with the warlord in `warlord`, in the Marquise's Daylight (a Marquise warrior in 4 to
    wait on), for steps of the Hundreds read directly."""
    return faction_scenario(factions, "marquise", "daylight", {4: {"marquise": {"warrior": 1}}, **clearings},
                            {"hundreds": hundreds_data(warlord=warlord, mood=mood)}, data=data, **spec)


# == Fixed by the audit (each failed before) ====================================================================

# -- Lord of the Hundreds: Rowdy (14.7.6) and Oppress (14.6.2) count warriors no effect may remove ----------------

def test_rowdy_counts_the_bone_patrols_alpha_as_an_enemy_piece_law_14_7_6_and_g_1_9():
    # Law 14.7.6, G.1.9: the Alpha is a Bone Patrol warrior, an enemy piece like any other; that no effect may remove it
    # (BP.2.2) does not change that. Three Patrol warriors by the warlord: two more cards. The code counted enemy
    # warriors with `pieces.enemy_warriors`, which leaves out warriors no effect may remove (the Alpha): 2, one card
    # (now `pieces.warriors_not_lent`).
    game = hundreds_at({5: {"hundreds": {"warrior": 4}, BP: {"warrior": 3}}}, ("marquise", BP, "hundreds"),
                       data={BP: {"alpha": 5}})
    assert game.factions["hundreds"].draw_bonus(game) == 2


def test_rowdy_counts_a_robots_gears_as_enemy_pieces_law_14_7_6_and_g_1_9():
    # Law 14.7.6, G.1.9: a robot's three gears are Old Man Tinker warriors (OMT.2.4.I), enemy pieces by the warlord,
    # though only hits remove them. The code (`enemy_warriors` -> `free_warriors`) counted none: one card, not two.
    game = scenario(("marquise", OMT, "hundreds"), "marquise", "daylight",
                    {4: {"marquise": {"warrior": 1}}, 5: {"hundreds": {"warrior": 4}}},
                    data={"hundreds": hundreds_data(warlord=5, mood="rowdy"),
                          OMT: {"old_man": {"clearing": 1}, "robots": {"birdbot": {"clearing": 5, "gears": 3}}}})
    assert warriors(game, 5, OMT) == 3
    assert game.factions["hundreds"].draw_bonus(game) == 2


def test_oppress_skips_a_clearing_with_a_robots_gear_law_14_6_2_and_g_1_9():
    # Law 14.6.2, G.1.9: clearing 5 is the Hundreds' (three warriors against one gear) but holds an enemy warrior, a
    # robot's gear: no oppression there. The code did not see the gear (`enemy_warriors` leaves out warriors no
    # effect removes) and counted 5.
    game = scenario(("marquise", OMT, "hundreds"), "marquise", "daylight",
                    {4: {"marquise": {"warrior": 1}}, 5: {"hundreds": {"warrior": 3}}, 8: {"hundreds": {"warrior": 1}}},
                    data={"hundreds": hundreds_data(warlord=8),
                          OMT: {"old_man": {"clearing": 1}, "robots": {"birdbot": {"clearing": 5, "gears": 1}}}})
    assert rules(game, 5) == "hundreds" and warriors(game, 5, OMT) == 1
    assert game.factions["hundreds"].oppressed(game) == [8]


# -- Borough Kings: Herald of the King (BK.2.2) ------------------------------------------------------------------------

def test_herald_scores_when_only_lent_mercenaries_are_left_bk_2_2_and_g_1_9():
    # BK.2.2, G.1.9, G.1.33: the Kings hired Mercenaries; in their Daylight they battle the Marquise in 1 and remove her
    # warrior. What is left beside the Kings' own is a Riverfolk warrior they treat as their own for rule, no enemy
    # piece: they rule 1 and no enemy piece remains, so the herald scores. The code asked whether any enemy *faction*
    # had a piece there (the Riverfolk do) and scored nothing.
    factions = (BK, "marquise", "riverfolk")
    game = scenario(list(factions), BK, "daylight",
                    {1: {BK: {"warrior": 3, "herald": 1}, "marquise": {"warrior": 1}, "riverfolk": {"warrior": 1}}},
                    hands={f: [] for f in factions},
                    data={BK: {"regent": "oligarch", "henchmen": {}, "manifest": {"conquer": ["ambush_fox"]}},
                          **lent_to(BK)})
    fix_dice(game, 3, 0)
    play_choices(game, "battle", "faction:marquise")
    assert warriors(game, 1, "marquise") == 0 and warriors(game, 1, "riverfolk") == 1 and rules(game, 1) == BK
    assert game.state.factions[BK].score == 1


# -- Croakers Coven: Petrify (CC.2.3.I) -------------------------------------------------------------------------------

def test_petrify_cannot_take_a_lent_mercenary_cc_2_3_i_and_g_1_9():
    # CC.2.3.I, G.1.9: Petrify removes an *enemy* warrior. In the Croakers' Daylight (when they cast, CC.2.2) the
    # Riverfolk warrior they hired as a Mercenary is theirs for rule, no enemy piece: no clearing to petrify. The
    # code (`free_warriors`, not `enemy_warriors`) offers clearing 5.
    factions = (CC, "marquise", "riverfolk")
    game = faction_scenario(factions, CC, "daylight", {5: {CC: {"warrior": 1}, "riverfolk": {"warrior": 1}}},
                            {CC: {"actions": 4, "cauldron": 2}}, hands={f: [] for f in factions}, data=lent_to(CC))
    assert game.factions[CC].petrify_spots(game) == {}


# -- Winged Menace: Bite (WM.6.1.I) ------------------------------------------------------------------------------------

def test_bite_cannot_take_a_lent_mercenary_wm_6_1_i_and_g_1_9():
    # WM.6.1.I, G.1.9: Bite removes an *enemy* warrior, in the Menace's Evening, while the Riverfolk warrior hired as
    # a Mercenary is theirs for rule (11.2.7.III): no enemy piece in 3, nothing to bite. The code
    # (`free_warriors`, not `enemy_warriors`) offers the Riverfolk warrior.
    factions = ("marquise", WM, "riverfolk")
    game = rootcore.scenario({"factions": list(factions), "current": WM, "phase": "evening",
                              "clearings": {3: {WM: {"warrior": 1}, "riverfolk": {"warrior": 1}}},
                              "hands": {f: [] for f in factions}, "data": {WM: {"actions": 3}, **lent_to(WM)}})
    assert game.factions[WM].bite_targets(game) == {}


# == Passing: interactions the faction tests did not cover yet ========================================================

def test_oppress_counts_a_clearing_the_hundreds_rule_with_lent_mercenaries_law_14_6_2_11_2_7_iii_and_g_1_9():
    # Law 14.6.2, G.1.33: in the Hundreds' Evening the two Riverfolk warriors they hired are theirs for rule and no
    # enemy pieces, so 5 (one Hundreds warrior) is ruled and oppressed: three clearings, two points.
    factions = ("marquise", "riverfolk", "hundreds")
    game = faction_scenario(factions, "hundreds", "evening",
                            {5: {"hundreds": {"warrior": 1}, "riverfolk": {"warrior": 2}},
                             8: {"hundreds": {"warrior": 1}}, 1: {"hundreds": {"warrior": 1}}},
                            {"hundreds": hundreds_data(warlord=8)}, data=lent_to("hundreds"))
    assert [(e["vp"], e["reason"]) for e in events(game, "scored")] == [(2, "oppress")]


def test_rowdy_leaves_out_lent_mercenaries_by_the_warlord_law_14_7_6_and_g_1_9():
    # Law 14.7.6, G.1.9: three Riverfolk warriors hired by the Hundreds stand by the warlord in their Evening: no enemy
    # pieces, so one more card, not two. Outside the loan (the Marquise's turn) they are three enemy pieces.
    factions = ("marquise", "riverfolk", "hundreds")
    game = faction_scenario(factions, "hundreds", "evening",
                            {5: {"hundreds": {"warrior": 1}, "riverfolk": {"warrior": 3}}},
                            {"hundreds": hundreds_data(warlord=5, mood="rowdy")},
                            hands={"hundreds": ["anvil", "sword", "ambush_fox", "ambush_mouse"]},
                            data=lent_to("hundreds"))
    assert [e["count"] for e in events(game, "drew")][0] == 2  # 1 (14.6.3) + 1 (Rowdy)
    other = hundreds_at({5: {"hundreds": {"warrior": 1}, "riverfolk": {"warrior": 3}}}, factions)
    assert other.factions["hundreds"].draw_bonus(other) == 2


@pytest.mark.parametrize("controller, oppressed", [("hundreds", [5, 8]), ("marquise", [8]), (None, [8])])
def test_oppress_and_rowdy_see_a_hireling_as_enemy_unless_the_hundreds_control_it_law_14_6_2_14_7_6_e_3_2(
        stand_ins, controller, oppressed):
    # Law 14.6.2, 14.7.6, E.3.2, G.1.9: the Vault Keepers' warrior and vault in 5 are enemy pieces unless the Hundreds
    # control the card (then they even rule 5 with them, E.3.1).
    state = {"controller": controller, "control": 2} if controller else {}
    game = hireling_scenario("vault_keepers", ["marquise", "hundreds"], "marquise", "daylight",
                             {4: {"marquise": {"warrior": 1}}, 5: {"hundreds": {"warrior": 3},
                                                                   "vault_keepers": {"warrior": 1, "vault": 1}},
                              8: {"hundreds": {"warrior": 1}}},
                             state, data={"hundreds": hundreds_data(warlord=5, mood="rowdy")})
    hundreds = game.factions["hundreds"]
    assert hundreds.oppressed(game) == oppressed
    assert hundreds.draw_bonus(game) == 1  # two enemy pieces at most: one more card


@pytest.mark.parametrize("controller", ["alliance", "marquise", None])
def test_a_revolt_spares_the_alliances_own_hirelings_pieces_only_law_8_4_1_iii_and_e_3_2(stand_ins, controller):
    # Law 8.4.1.III, E.3.2, G.1.9: a revolt removes every enemy piece; the Vault Keepers' pieces are enemy pieces
    # unless the Alliance control the card. Removing the vault scores the Alliance a point (3.2.1, E.3.6's note).
    state = {"controller": controller, "control": 2} if controller else {}
    game = hireling_scenario("vault_keepers", ["marquise", "alliance"], "alliance", "birdsong",
                             {5: {"alliance": {"sympathy": 1}, "vault_keepers": {"warrior": 1, "vault": 1}},
                              10: {"alliance": {"sympathy": 1}}},
                             state, data={"alliance": {"supporters": ["a_visit_to_friends", "bake_sale"],
                                                       "officers": 0}})
    play_choices(game, "clearing:5")
    kept = controller == "alliance"
    cl = game.state.clearings[5]
    assert warriors(game, 5, "vault_keepers") == (1 if kept else 0)
    assert (("vault_keepers", "vault") in cl.buildings) is kept
    assert ("removed vault" in [e["reason"] for e in events(game, "scored")]) is not kept


def test_herald_scores_with_the_kings_own_hireling_left_bk_2_2_and_e_3_2(stand_ins):
    # BK.2.2, E.3.2, G.1.9: the Vault Keepers' warrior left in 1 is the Kings' own hireling's, no enemy piece.
    factions = (BK, "marquise")
    game = hireling_scenario("vault_keepers", list(factions), BK, "daylight",
                             {1: {BK: {"warrior": 3, "herald": 1}, "marquise": {"warrior": 1},
                                  "vault_keepers": {"warrior": 1}}},
                             {"side": "demoted", "controller": BK, "control": 2},
                             hands={f: [] for f in factions},
                             data={BK: {"regent": "oligarch", "henchmen": {}, "manifest": {"conquer": ["ambush_fox"]}}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert warriors(game, 1, "marquise") == 0 and warriors(game, 1, "vault_keepers") == 1
    assert game.state.factions[BK].score == 1


def test_bite_takes_a_riverfolk_warrior_outside_the_loan_wm_6_1_i_and_11_2_7_iii():
    # WM.6.1.I, 11.2.7.III: Mercenaries bought by the Marquise are not lent to the Menace: the Riverfolk warrior in 3
    # is an enemy piece to them and may be bitten.
    factions = ("marquise", WM, "riverfolk")
    game = rootcore.scenario({"factions": list(factions), "current": WM, "phase": "evening",
                              "clearings": {3: {WM: {"warrior": 1}, "riverfolk": {"warrior": 1}}},
                              "hands": {f: [] for f in factions},
                              "data": {WM: {"actions": 3}, "riverfolk": {"bought": {}, "mercenaries_for": None}}})
    assert game.factions[WM].bite_targets(game) == {3: ["riverfolk"]}
