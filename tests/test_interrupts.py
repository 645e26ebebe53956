"""Law 1.4.2 (nothing interrupts an action, compound or not, unless it says so) with 1.1.3 (removals
before their effects), across the engine's compound actions and multi-step effects."""
from __future__ import annotations

import pytest

from helpers import events, expect, fix_dice, play_choices, play_until, scenario, warriors

pytestmark = pytest.mark.usefixtures("stand_ins")

DYNASTY = "extra:hireling:last_dynasty"


def _supporters(game):
    return [game.cards[c].name for c in game.state.factions["alliance"].zones.get("supporters", [])]


def _dynasty_into_rabbit_base():
    # The Marquise's Last Dynasty rules clearing 1 and moves into clearing 10 (rabbit), where the Alliance has a
    # sympathy token and its rabbit base, no warriors. The Marquise holds one rabbit card (Bake Sale).
    return scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"last_dynasty": {"warrior": 2}, "marquise": {"keep": 1}},
                     10: {"alliance": {"sympathy": 1, "base_rabbit": 1}}},
                    hirelings={"last_dynasty": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    hands={"marquise": ["bake_sale"]}, data={"alliance": {"supporters": [], "officers": 0}})


# Law 1.4.2 (with E.2.4 and the Last Dynasty's "move all, then battle"): the Dynasty's Daylight action is one action;
# the Outrage its move triggers waits until the battle is over. The engine ran it between the move and the battle
# (before rootcore 0.3.106), so the card given went onto the supporters and was then discarded when the battle removes
# the rabbit base.
def test_last_dynasty_move_outrage_waits_until_its_battle_is_over():
    game = _dynasty_into_rabbit_base()
    play_until(game, "marquise")
    fix_dice(game, 0, 0)  # no rolled hits: only the defenseless extra hit (4.3.3.II)
    play_choices(game, DYNASTY, "clearing:10")  # all Dynasty warriors move, then battle the Alliance, unasked
    expect(game, "take_hit", "alliance")
    game.choose("piece:base_rabbit")
    expect(game, "marquise.action", "marquise")
    assert ("alliance", "base_rabbit") not in game.state.clearings[10].buildings
    # The battle (base removed, rabbit supporters discarded) comes before the move's Outrage: the card stays.
    assert _supporters(game) == ["Bake Sale"]


def _march_along_bandit_path():
    # The Marquise (keep in clearing 1, fox; three warriors there) marches; a bandit of the Alliance's Highway
    # Bandits sits on the path 1-5. She holds a rabbit card for Field Hospitals (clearing 5 is rabbit).
    return scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"marquise": {"keep": 1, "warrior": 3}}, 5: {"marquise": {"warrior": 1}}},
                    hirelings={"highway_bandits": {"controller": "alliance", "control": 2}, "last_dynasty": {},
                               "stand_in_a": {}},
                    hands={"marquise": ["bake_sale"]},
                    data={"highway_bandits": {"paths": [[1, 5]]}, "alliance": {"supporters": [], "officers": 0}})


# Law 1.4.2: the March is one action. A warrior the bandits take in its first move triggers Field Hospitals, which
# must wait until the March is over; the engine asks it at once (pieces.resolve_removals inside `move.one_action`
# runs immediately), so the warrior is back at the keep in time for the March's second move.
def test_field_hospitals_after_a_bandit_robbery_wait_until_the_march_is_over():
    game = _march_along_bandit_path()
    play_until(game, "marquise")
    game.choose("march")
    play_choices(game, "clearing:1", "clearing:5", "count:3")
    assert warriors(game, 5, "marquise") == 3 and warriors(game, 1, "marquise") == 0  # four in, one robbed
    if game.pending.kind == "marquise.field_hospitals":  # asked too early (the deviation): take it
        game.choose("card:33")
    # Law: the second move comes first; clearing 1 is still empty then (the warrior comes back after the March).
    assert "clearing:1" not in expect(game, "marquise.march.origin", "marquise")


def test_advance_the_warlord_move_outrage_waits_until_its_battle_is_over_law_14_5_3_and_1_4_2():
    """Passing: the Advance (move, then battle) is one action; the Outrage of its move into sympathetic fox clearing 1
    comes after the battle that removes the fox base there, so the card given is not discarded with the base's
    supporters (8.2.4)."""
    game = scenario(["alliance", "hundreds"], "hundreds", "daylight",
                    {5: {"hundreds": {"warrior": 4}}, 1: {"alliance": {"sympathy": 1, "base_fox": 1}}},
                    hands={"hundreds": ["anvil"]},
                    data={"hundreds": {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {},
                                       "warlord": 5},
                          "alliance": {"supporters": [], "officers": 0}})
    fix_dice(game, 0, 0)
    play_choices(game, "end", "advance", "clearing:5", "clearing:1", "warlord:3")
    if game.pending.kind == "hundreds.advance.battle.clearing":
        game.choose("clearing:1")
    play_choices(game, "piece:base_fox")
    assert ("alliance", "base_fox") not in game.state.clearings[1].buildings
    assert [e["cause"] for e in events(game, "outrage")] == ["move"]
    assert _supporters(game) == ["Anvil"]


# Law 1.4.2 (E.2.4, the Forest Patrol's "move, then battle"; the same code, `hirelings.move_then_battle`, runs the
# Sunward Expedition's): the Outrage of the Patrol's move waits until its battle is over. The engine ran it between
# them (before 0.3.106), so the card given was discarded with the fox base's supporters (8.2.4).
def test_forest_patrol_move_outrage_waits_until_its_battle_is_over():
    game = scenario(["alliance", "lizard"], "lizard", "daylight",
                    {5: {"forest_patrol": {"warrior": 3}}, 1: {"alliance": {"sympathy": 1, "base_fox": 1}}},
                    hirelings={"forest_patrol": {"controller": "lizard", "control": 2}, "last_dynasty": {},
                               "stand_in_a": {}},
                    hands={"lizard": ["anvil"]}, data={"alliance": {"supporters": [], "officers": 0}})
    play_until(game, "lizard")
    fix_dice(game, 0, 0)
    play_choices(game, "extra:hireling:forest_patrol", "clearing:5", "clearing:1", "count:3", "clearing:1")
    play_choices(game, "piece:base_fox")
    assert ("alliance", "base_fox") not in game.state.clearings[1].buildings
    assert [e["cause"] for e in events(game, "outrage")] == ["move"]
    assert _supporters(game) == ["Anvil"]


# Law 1.4.2 (E.2.4, the Warm Sun Prophets forcing a player to move out, then maybe battle): one action of the
# hireling's; the Outrage the forced move triggers (1.5.5: the Marquise's own move) waits until the battle is over.
# The engine ran it between them (`WarmSunProphets._forced_move`), so the card given was discarded with the base.
def test_warm_sun_prophets_forced_move_outrage_waits_until_the_forced_battle_is_over():
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {5: {"warm_sun_prophets": {"warrior": 1}, "marquise": {"warrior": 2}},
                     1: {"alliance": {"sympathy": 1, "base_fox": 1}}},
                    hirelings={"warm_sun_prophets": {"controller": "marquise", "control": 2}, "stand_in_a": {},
                               "stand_in_b": {}},
                    hands={"marquise": ["anvil"]}, data={"alliance": {"supporters": [], "officers": 0}})
    play_until(game, "marquise")
    fix_dice(game, 0, 0)
    play_choices(game, "extra:hireling:warm_sun_prophets", "force", "clearing:1", "faction:alliance",
                 "piece:base_fox")
    assert ("alliance", "base_fox") not in game.state.clearings[1].buildings
    assert [e["cause"] for e in events(game, "outrage")] == ["move"]
    assert _supporters(game) == ["Anvil"]


def test_field_hospitals_in_an_advance_battle_resolves_in_the_battle_before_relentless_law_4_3_4():
    """Passing, the other way: effects of removals in battle resolve in the battle (4.3.4, the side taking hits orders
    them), even within a compound action (the Advance, run by `move.one_action`): Field Hospitals is asked before the
    Relentless follow-up (14.7.5), not deferred to the Advance's end."""
    game = scenario(["marquise", "hundreds"], "hundreds", "daylight",
                    {5: {"hundreds": {"warrior": 4}}, 1: {"marquise": {"warrior": 1}}, 12: {"marquise": {"keep": 1}}},
                    hands={"marquise": ["anvil"]},
                    data={"hundreds": {"mood": "relentless", "hoard": {"command": [], "prowess": []},
                                       "ruin_items": {}, "warlord": 5}})
    fix_dice(game, 2, 0)
    play_choices(game, "end", "advance", "clearing:5", "clearing:1", "warlord:3")
    if game.pending.kind == "hundreds.advance.battle.clearing":
        game.choose("clearing:1")
    expect(game, "marquise.field_hospitals", "marquise")
    play_choices(game, next(o for o in game.pending.option_ids if o != "pass"))
    assert warriors(game, 12, "marquise") == 1
    expect(game, "hundreds.relentless", "hundreds")
