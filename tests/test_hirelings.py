"""Hirelings (Law Appendix E, set up by A.6) and the first card, the Last Dynasty / Bluebird Nobles.

A game has exactly three hirelings; where a test needs only the Last Dynasty, the other two are stand-ins with its
rules (`stand_in_hirelings`)."""
from __future__ import annotations

import pytest

import rootcore
from rootcore import ConfigError, new_game
from rootcore.content import ContentError
from rootcore.rules import battle, hirelings, rule, scoring
from rootcore.testing import check_plugin_conformance
from helpers import events, expect, fix_dice, hireling_scenario, no_problems, play_choices, play_until, run, \
    scenario, warriors

THREE = ["last_dynasty", "stand_in_a", "stand_in_b"]
DAYLIGHT_ACTION = "extra:hireling:last_dynasty"


pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def hired(game_factions, current, phase, clearings, dynasty: dict | None = None, **spec):
    """A scenario with the three hirelings; `dynasty` is the Last Dynasty's side, controller and control."""
    state = {"last_dynasty": dynasty or {}, "stand_in_a": {}, "stand_in_b": {}}
    return scenario(game_factions, current, phase, clearings, hirelings=state, **spec)


# -- config and setup (A.6) ----------------------------------------------------------------------------------------

def test_a_game_has_exactly_three_different_hirelings():
    """Law A.6.1: three hiring cards are dealt (the config names them), and their pieces, no others, form supplies."""
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": THREE})
    assert game.state.factions["last_dynasty"].supply["warrior"] == 5 and "forest_patrol" not in game.state.factions
    # None is hired yet: no controller, no control marker on any card (E.1).
    assert [(game.state.factions[h].data["controller"], game.state.factions[h].data["control"]) for h in THREE] == [
        (None, 0)] * 3
    with pytest.raises(ConfigError, match="exactly three") as error:
        new_game({"factions": ["marquise", "alliance"], "hirelings": ["last_dynasty", "stand_in_a"]})
    assert error.value.fields == ("hirelings",)
    with pytest.raises(ContentError, match="non-unique"):
        new_game({"factions": ["marquise", "alliance"], "hirelings": ["last_dynasty"] * 3})


def test_a_hireling_keeps_its_faction_out_of_the_game():
    # Law A.6.5: the Last Dynasty is the Eyrie's hireling.
    with pytest.raises(ConfigError, match="'eyrie' cannot be played with hireling 'last_dynasty'") as error:
        new_game({"factions": ["eyrie", "alliance"], "hirelings": THREE})
    assert error.value.fields == ("hirelings", "factions")


@pytest.mark.parametrize("players, demoted", [(2, 0), (3, 1), (4, 2), (5, 3)])
def test_hirelings_are_demoted_by_player_count(players, demoted):
    # Law A.6.2: none with two players, one with three, two with four, all three with five or more.
    factions = ["marquise", "alliance", "vagabond", "lizard", "riverfolk"][:players]
    for seed in range(3):
        game = new_game({"factions": factions, "hirelings": THREE, "seed": seed})
        sides = [game.state.factions[h].data["side"] for h in THREE]
        assert sides.count("demoted") == demoted
        dealt = events(game, "hirelings_dealt")[0]  # the log names each side
        assert dealt["promoted"] == [h for h, side in zip(THREE, sides) if side == "promoted"]
        assert dealt["demoted"] == sorted(h for h, side in zip(THREE, sides) if side == "demoted")


def test_players_set_up_the_hirelings_from_the_last_player_counterclockwise():
    # Law A.6.3: with two players the last sets up one, the first one, the last the third; the setting-up player
    # chooses which, and the Dynasty's five warriors go to one clearing on the map edge.
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": THREE, "seed": 4})
    first, last = game.state.turn_order
    assert expect(game, "setup.hireling", last) == [f"hireling:{h}" for h in THREE]
    game.choose("hireling:last_dynasty")
    edge = expect(game, "last_dynasty.setup", last)  # the hireling's question, asked of the player setting it up
    assert sorted(int(o.split(":")[1]) for o in edge) == sorted(game.board.edge_clearings)
    game.choose("clearing:6")
    assert warriors(game, 6, "last_dynasty") == 5
    assert expect(game, "setup.hireling", first) == ["hireling:stand_in_a", "hireling:stand_in_b"]
    game.choose("hireling:stand_in_b")
    expect(game, "last_dynasty.setup", first)  # the stand-in's own setup question: asked of the first player
    game.choose("clearing:1")
    expect(game, "last_dynasty.setup", last)  # the last hireling, the only one left: set up by the last player
    game.choose("clearing:3")
    assert game.state.data["hiring_markers"] == [4, 8, 12]  # A.6.4, once the hirelings are set up
    assert [e["faction"] for e in events(game, "hireling_set_up")] == [last, first, last]
    assert all(game.state.factions[h].data["controller"] is None for h in THREE)
    no_problems(game)


# -- hiring (E.1.1, E.1.2) -----------------------------------------------------------------------------------------

def test_a_score_reaching_a_hiring_marker_takes_it():
    game = hired(["marquise", "alliance"], "marquise", "daylight", {}, scores={"marquise": 3})
    scoring.score(game, "marquise", 2, "test")  # 3 -> 5 passes the marker on 4 (E.1.1)
    assert game.state.data["hiring_markers"] == [8, 12]
    assert game.state.data["hirings_due"] == {"marquise": 1}
    scoring.score(game, "alliance", 9, "test")  # 0 -> 9 takes the markers on 4 (gone) and 8
    assert game.state.data["hiring_markers"] == [12]
    assert game.state.data["hirings_due"] == {"marquise": 1, "alliance": 1}
    scoring.score(game, "alliance", 3, "test")  # 9 -> 12 ends on the marker's space: entering it is enough
    assert game.state.data["hiring_markers"] == []
    assert game.state.data["hirings_due"] == {"marquise": 1, "alliance": 2}


def test_the_invariants_count_a_hireling_in_the_supply_for_each_hiring_marker_law_a_6_4():
    """Each hiring marker taken hires one hireling from the supply (E.1.1), so the markers left and those taken but not
    yet used never outnumber the hirelings there: the invariant checker says so when a position breaks it."""
    from rootcore.testing import invariant_problems
    game = hired(["marquise", "alliance"], "marquise", "daylight", {}, {"controller": "alliance"},
                 scores={"marquise": 3})
    assert game.state.data["hiring_markers"] == [8, 12]  # two hirelings in the supply
    scoring.score(game, "marquise", 6, "test")  # 3 -> 9 takes the marker on 8: one hiring due, one marker left
    assert not invariant_problems(game)
    game.state.data["hiring_markers"] = [4, 12]  # a marker no hireling is left for
    assert invariant_problems(game) == ["3 hiring markers left or taken but not yet used, 2 hireling(s) in the supply"]


@pytest.mark.parametrize("scores, dominance, control", [
    ({"marquise": 6, "alliance": 6}, False, 1),  # tied for the most: gold pips only (E.1.2)
    ({"marquise": 6, "alliance": 7}, False, 3),  # behind: every pip
    ({"marquise": 9, "alliance": 7}, True, 3),   # an activated dominance card: every pip
])
def test_a_player_hires_at_the_end_of_their_turn_and_rolls_for_control(monkeypatch, scores, dominance, control):
    monkeypatch.setattr(hirelings, "CONTROL_DIE", ((3, 1),))  # three pips, one of them gold
    spec = {"dominance": {"marquise": "dominance_fox"}, "dominance_in_deck": True} if dominance else {}
    game = hired(["marquise", "alliance"], "marquise", "evening", {1: {"marquise": {"warrior": 1}}},
                 scores=scores, **spec)
    game.state.data["hirings_due"] = {"marquise": 1}
    play_until(game, "marquise", "hireling.hire")
    assert expect(game, "hireling.hire") == [f"hireling:{h}" for h in THREE]
    game.choose("hireling:last_dynasty")
    assert game.state.factions["last_dynasty"].data["controller"] == "marquise"
    assert game.state.factions["last_dynasty"].data["control"] == control
    assert "hirings_due" not in game.state.data
    no_problems(game)


def test_a_score_marker_off_the_track_is_not_counted_for_the_lead(monkeypatch):
    # E.1.2 with 3.3.1: the Alliance activated a dominance card, which took her score marker off the track, so the
    # Marquise on 6 has the most victory points and counts the gold pips only (her 9 is no longer a score).
    monkeypatch.setattr(hirelings, "CONTROL_DIE", ((3, 1),))  # three pips, one of them gold
    game = hired(["marquise", "alliance"], "marquise", "evening", {}, scores={"marquise": 6, "alliance": 9},
                 dominance={"alliance": "dominance_fox"}, dominance_in_deck=True)
    list(hirelings.gain(game, "last_dynasty", "marquise"))
    assert game.state.factions["last_dynasty"].data["control"] == 1


def test_the_control_die_has_rootcores_documented_faces_law_e_1_2():
    """E.1.2 names the control die but not its faces: rootcore's die (docs/hirelings.md) shows 1, 2, 2, 3, 3 and 4
    pips, of which 1, 1, 1, 1, 2 and 2 are gold. Each face rolled in turn: the leader on 6 counts the gold pips, the
    Alliance behind on 2 every pip."""
    game = hired(["marquise", "alliance"], "marquise", "evening", {}, scores={"marquise": 6, "alliance": 2})

    class Face:  # a die showing face `i` (`rng.choice` picks the face)
        def __init__(self, i):
            self.i = i

        def choice(self, faces):
            return faces[self.i]

    rolled = []
    for i in range(6):
        game.state.rng = Face(i)
        rolled.append((hirelings.control_roll(game, "marquise"), hirelings.control_roll(game, "alliance")))
    assert rolled == [(1, 1), (1, 2), (1, 2), (1, 3), (2, 3), (2, 4)]


# -- control running out (E.1.3) -----------------------------------------------------------------------------------

def test_a_hireling_loses_a_control_marker_at_the_end_of_its_controllers_turn(monkeypatch):
    monkeypatch.setattr(hirelings, "CONTROL_DIE", ((2, 2),))
    game = hired(["marquise", "alliance", "vagabond"], "marquise", "evening", {1: {"marquise": {"warrior": 1}}},
                 {"controller": "marquise", "control": 2}, data={"vagabond": {"character": "thief"}})
    play_until(game, "alliance")  # the Marquise's turn is over
    lost = events(game, "hireling_control_lost")[0]
    assert (lost["faction"], lost["hireling"], lost["left"]) == ("marquise", "last_dynasty", 1)
    game = hired(["marquise", "alliance", "vagabond"], "marquise", "evening", {1: {"marquise": {"warrior": 1}}},
                 {"controller": "marquise", "control": 1}, data={"vagabond": {"character": "thief"}})
    play_until(game, "marquise", "hireling.give")
    assert expect(game, "hireling.give") == ["faction:alliance", "faction:vagabond"]  # any other player
    game.choose("faction:vagabond")
    assert game.state.factions["last_dynasty"].data == {"side": "promoted", "controller": "vagabond", "control": 2}
    assert events(game, "hireling_hired")[-1]["given_by"] == "marquise"


# -- rule, enemies, scoring (E.3) ----------------------------------------------------------------------------------

def test_a_controller_rules_with_its_hirelings_pieces_and_an_uncontrolled_hireling_rules_alone():
    game = hired(["marquise", "alliance"], "marquise", "daylight",
                 {10: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 1}}, 11: {"alliance": {"warrior": 1}}})
    assert rule.rules(game, 10) == "last_dynasty"  # E.3.1: as if it were a player
    assert "last_dynasty" not in game.scores  # no player: it scores nothing and has no score
    list(hirelings.gain(game, "last_dynasty", "alliance"))
    assert rule.rules(game, 10) == "alliance"  # hireling pieces alone rule for the controller; kept rule forgotten
    assert 10 in rule.ruled_by(game, "alliance")
    game.state.factions["last_dynasty"].data["controller"] = "marquise"
    hirelings.control_changed(game)
    assert rule.rules(game, 10) == "marquise"  # 1 + 2 against nobody else's


def test_a_hireling_is_an_enemy_of_everyone_but_its_controller():
    game = hired(["marquise", "alliance"], "marquise", "daylight", {})
    assert battle.is_enemy(game, "marquise", "last_dynasty") and battle.is_enemy(game, "last_dynasty", "alliance")
    game.state.factions["last_dynasty"].data["controller"] = "marquise"
    assert not battle.is_enemy(game, "marquise", "last_dynasty")  # E.3.2
    assert not battle.is_enemy(game, "last_dynasty", "marquise")
    assert battle.is_enemy(game, "alliance", "last_dynasty") and battle.is_enemy(game, "last_dynasty", "alliance")


def test_a_hirelings_warriors_are_not_its_controllers_warriors_law_e_3_3():
    """Law E.3.3 (its example: the Keepers cannot encamp with them): the Keepers' Dynasty has the only warriors on
    the map, so the Keepers have no warrior of their own to replace with a waystation (15.4.1) and place anew on
    the map edge instead, leaving the Dynasty's warriors where they are."""
    game = hired(["keepers", "marquise"], "keepers", "birdsong", {5: {"last_dynasty": {"warrior": 2}}},
                 {"controller": "keepers", "control": 2})
    assert "clearing:5" in expect(game, "keepers.encamp.edge", "keepers")
    play_choices(game, "clearing:5", "waystation:waystation_figure_tablet:figure")
    assert warriors(game, 5, "last_dynasty") == 2 and warriors(game, 5, "keepers") == 1


def test_the_controller_plays_no_ambush_card_for_its_hireling_law_e_3_5():
    """Law E.3.5 (its example): the Marquise attacks the Alliance's Dynasty in fox clearing 1. The Alliance holds a
    fox ambush card but may not play it in the Dynasty's battle: nobody is asked, and the dice decide."""
    game = hired(["marquise", "alliance"], "marquise", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 2}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": ["ambush_fox"]})
    fix_dice(game, 1, 1)
    play_until(game, "marquise", "marquise.action")
    play_choices(game, "battle")  # one clearing, one defender: both forced
    expect(game, "marquise.action")  # the battle is over: no ambush was asked
    assert not events(game, "ambush") and len(game.state.factions["alliance"].hand) == 1
    assert warriors(game, 1, "last_dynasty") == 1 and warriors(game, 1, "marquise") == 1


# -- the Last Dynasty (promoted) -----------------------------------------------------------------------------------

def test_the_dynasty_battles_twice_where_its_controller_does_not_rule_and_its_removals_score_nobody():
    # The Marquise rules clearing 10 (3 warriors and a sawmill against 3 Dynasty warriors): the Alliance's Dynasty
    # battles there twice. The sawmill it removes scores for nobody (E.3.6).
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {10: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 3, "sawmill": 1}},
                  1: {"alliance": {"warrior": 1}}}, {"controller": "alliance", "control": 2}, hands={"alliance": 2})
    assert rule.rules(game, 10) == "marquise"
    play_until(game, "alliance")
    assert DAYLIGHT_ACTION in game.pending.option_ids  # E.2.4
    fix_dice(game, 3, 0, 3, 0)
    game.choose(DAYLIGHT_ACTION)
    assert [(e["faction"], e["hireling"]) for e in events(game, "hireling_action")] == [("alliance", "last_dynasty")]
    assert [(e["attacker"], e["defender"], e["clearing"]) for e in events(game, "battle")] == [
        ("last_dynasty", "marquise", 10)] * 2
    assert game.state.clearings[10].buildings == [] and warriors(game, 10, "marquise") == 0
    assert game.scores == {"alliance": 0, "marquise": 0} and not events(game, "scored")
    assert DAYLIGHT_ACTION not in game.pending.option_ids  # once per Daylight
    no_problems(game)


def test_a_daylight_action_offered_that_does_nothing_is_named_as_the_plugins_mistake(monkeypatch):
    """Law E.2.4: a side's Daylight action is offered while `daylight_available` says it can act; a side method that
    then returns None instead of a generator would spend the once-per-Daylight action on nothing. The error names
    the plugin, the card and the method."""
    from rootcore.plugins import PluginError
    from rootcore_plugins.last_dynasty import LastDynasty
    monkeypatch.setattr(LastDynasty, "daylight_promoted", lambda self, game, player: None)
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {10: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 3}}, 1: {"alliance": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": 2})
    play_until(game, "alliance")
    with pytest.raises(PluginError, match=r"plugin 'last_dynasty' .*, hireling 'last_dynasty': its daylight_promoted "
                                          r"returned None"):
        game.choose(DAYLIGHT_ACTION)
    assert events(game, "hireling_action") == []


def test_the_dynastys_questions_are_asked_of_its_controller():
    game = hired(["alliance", "marquise", "lizard"], "alliance", "daylight",
                 {10: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 3}, "lizard": {"warrior": 1}},
                  1: {"alliance": {"warrior": 1}}}, {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    game.choose(DAYLIGHT_ACTION)
    assert expect(game, "last_dynasty.battle.defender", "alliance") == ["faction:lizard", "faction:marquise"]


def test_the_dynasty_moves_and_battles_where_its_controller_rules():
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 1}}, 10: {"marquise": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    fix_dice(game, 2, 0)
    game.choose(DAYLIGHT_ACTION)
    assert sorted(expect(game, "last_dynasty.move", "alliance")) == ["clearing:10", "clearing:5", "clearing:9"]
    game.choose("clearing:10")
    assert warriors(game, 1, "last_dynasty") == 0 and warriors(game, 10, "last_dynasty") == 2
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("last_dynasty", 10)]
    assert warriors(game, 10, "marquise") == 0


def test_the_dynasty_off_the_map_lands_on_the_edge_and_battles():
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {6: {"marquise": {"warrior": 2}}, 1: {"alliance": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2})
    play_until(game, "alliance")
    fix_dice(game, 3, 1)
    game.choose(DAYLIGHT_ACTION)
    assert sorted(int(o.split(":")[1]) for o in expect(game, "last_dynasty.place", "alliance")) == sorted(
        game.board.edge_clearings)
    game.choose("clearing:6")
    assert warriors(game, 6, "marquise") == 0 and warriors(game, 6, "last_dynasty") == 4  # one lost to the defender


def test_the_dynasty_split_in_two_clearings_acts_from_the_one_its_controller_chooses_law_e_2_4():
    # The Alliance rules 1 with its Dynasty warriors (E.3.1), not 6: from 6 the Dynasty battles twice.
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}}, 6: {"last_dynasty": {"warrior": 1}, "marquise": {"warrior": 3}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": 2})
    play_until(game, "alliance")
    game.choose(DAYLIGHT_ACTION)
    assert expect(game, "last_dynasty.from", "alliance") == ["clearing:1", "clearing:6"]
    fix_dice(game, 1, 0, 1, 0)
    game.choose("clearing:6")
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("last_dynasty", 6)] * 2
    assert warriors(game, 6, "marquise") == 1 and warriors(game, 1, "last_dynasty") == 2
    no_problems(game)


@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_only_the_dynasty_side_has_a_daylight_action_law_e_2_4(side):
    # The Bluebird Nobles rule ties and score at the start of Birdsong (E.2.2, E.2.3); no Daylight action.
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}, "alliance": {"warrior": 1}}, 10: {"marquise": {"warrior": 1}}},
                 {"side": side, "controller": "alliance", "control": 2}, hands={"alliance": 2})
    play_until(game, "alliance")
    assert game.pending.kind == "alliance.action"
    assert (DAYLIGHT_ACTION in game.pending.option_ids) == (side == "promoted")


# -- the Bluebird Nobles (demoted) ---------------------------------------------------------------------------------

def test_the_nobles_controller_rules_ties_and_scores_per_three_clearings_at_birdsong():
    """A controller's ability is the controller's (Law E.2): ties go to the player, not to the hireling."""
    clearings = {c: {"alliance": {"warrior": 1}, "marquise": {"warrior": 1}} for c in (1, 2, 3)}
    clearings[4] = {"alliance": {"warrior": 1}}
    game = hired(["alliance", "marquise"], "alliance", "birdsong", clearings,
                 {"side": "demoted", "controller": "alliance", "control": 2})
    assert rule.rules(game, 1) == "alliance"  # a tie, with an Alliance piece there
    assert [e["vp"] for e in events(game, "scored")] == [1]  # four clearings ruled: one VP (E.2.3)
    uncontrolled = hired(["alliance", "marquise"], "alliance", "birdsong", clearings, {"side": "demoted"})
    assert rule.rules(uncontrolled, 1) is None and not events(uncontrolled, "scored")


def test_the_nobles_controller_rules_only_ties_it_is_part_of_law_e_2_2_and_7_2_2():
    # In 1 the Marquise and the Riverfolk tie with two warriors each; the Alliance, with one there, is not tied.
    game = hired(["alliance", "marquise", "riverfolk"], "alliance", "daylight",
                 {1: {"marquise": {"warrior": 2}, "riverfolk": {"warrior": 2}, "alliance": {"warrior": 1}}},
                 {"side": "demoted", "controller": "alliance", "control": 2})
    assert rule.rules(game, 1) is None


@pytest.mark.parametrize("ruled, vp", [(2, 0), (3, 1), (5, 1), (6, 2)])
def test_the_nobles_controller_scores_one_vp_per_three_clearings_ruled_law_e_2_3(ruled, vp):
    clearings = {c: {"alliance": {"warrior": 1}} for c in range(1, ruled + 1)}
    game = hired(["alliance", "marquise"], "alliance", "birdsong", clearings,
                 {"side": "demoted", "controller": "alliance", "control": 2}, hands={"alliance": 2})
    assert game.pending.player == "alliance"  # her turn goes on: one Birdsong scored
    assert [e["vp"] for e in events(game, "scored") if e.get("reason") == "Bluebird Nobles"] == ([vp] if vp else [])


def test_the_nobles_tie_rule_yields_to_the_cults_pilgrims_law_10_2_4_and_7_2_2():
    # The Nobles rule ties as Lords of the Forest (7.2.2) do, and Pilgrims (10.2.4) override Lords of the Forest: the
    # Cult rules its garden's clearing 5 in a tie with the Marquise, who keeps the tie in 6, where the Cult has none.
    game = hired(["marquise", "lizard"], "marquise", "daylight",
                 {5: {"marquise": {"warrior": 2}, "lizard": {"warrior": 1, "garden_rabbit": 1}},
                  6: {"marquise": {"warrior": 1}, "lizard": {"warrior": 1}}},
                 {"side": "demoted", "controller": "marquise", "control": 2},
                 data={"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}})
    assert rule.rules(game, 5) == "lizard" and rule.rules(game, 6) == "marquise"


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", [["marquise", "alliance"], ["marquise", "alliance", "vagabond"],
                                      ["marquise", "alliance", "vagabond", "lizard", "riverfolk"]])
def test_random_games_with_hirelings_keep_every_invariant_and_replay(factions):
    results = check_plugin_conformance(factions, games=3, hirelings=THREE)
    kinds = {e["type"] for r in results for e in r["game"].events}
    assert {"hirelings_dealt", "hireling_set_up", "hiring_marker_taken", "hireling_hired"} <= kinds
    for result in results:
        assert all(p in result["game"].state.turn_order for p in result["game"].scores)


@pytest.mark.parametrize("factions, three, seed, decisions", [
    (["marquise", "alliance"], THREE, 2, 300),
    (["alliance", "lizard"], ["forest_patrol", "last_dynasty", "stand_in_a"], 3, 400),  # warriors on the Patrol's card
])
def test_a_game_with_hirelings_saves_and_loads(factions, three, seed, decisions):
    game = new_game({"factions": factions, "hirelings": three, "seed": seed})
    rootcore.play(game, rootcore.RandomAgent(seed), max_decisions=decisions)
    loaded = rootcore.load_game(game.to_json())
    assert loaded.state.to_json() == game.state.to_json()
    play_choices(loaded, loaded.pending.option_ids[0])


def test_a_snared_dynasty_battles_where_it_is():
    # Its controller rules its clearing, but a face-up snare keeps enemy pieces from moving out (Law 13.7.2): the
    # Dynasty cannot move, and battles where it is.
    game = hired(["alliance", "corvid"], "alliance", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}, "corvid": {"warrior": 1}}, 10: {"alliance": {"warrior": 1}}},
                 {"controller": "alliance", "control": 2},
                 data={"corvid": {"plots": {1: "snare"}, "face_up": [1]}}, hands={"alliance": 2})
    play_until(game, "alliance")
    fix_dice(game, 1, 0)
    game.choose(DAYLIGHT_ACTION)
    assert [(e["attacker"], e["clearing"]) for e in events(game, "battle")] == [("last_dynasty", 1)]
    assert warriors(game, 1, "last_dynasty") == 2 and warriors(game, 1, "corvid") == 0


# -- "weird stuff" (E.3.7): a hireling moved or removing is its controller moving or removing ------------------------

def test_the_dynasty_moving_into_sympathy_outrages_its_controller():
    # Law E.3.7 and 8.2.6: the Marquise's Dynasty moves into a sympathetic clearing: the Marquise gives a matching
    # card from her hand (the Dynasty has none).
    game = hired(["marquise", "alliance"], "marquise", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}, "marquise": {"keep": 1}}, 10: {"alliance": {"sympathy": 1}}},
                 {"controller": "marquise", "control": 2}, hands={"marquise": ["ambush_fox", "ambush_mouse"]})
    play_until(game, "marquise")
    game.choose(DAYLIGHT_ACTION)
    game.choose("clearing:10")
    # Moving in, then removing the sympathy token in battle: each is the Marquise's Outrage. The move and the battle
    # are one action: the move's Outrage waits until it is over (1.4.2), the battle's resolves in it (4.3.4).
    assert [(e["faction"], e["clearing"], e["cause"]) for e in events(game, "outrage")] == [
        ("marquise", 10, "removal"), ("marquise", 10, "move")]


def test_the_alliances_own_dynasty_moving_into_sympathy_is_no_outrage_law_8_2_6_and_e_3_7():
    """Outrage is owed by another player moving warriors into sympathy (8.2.6); the Dynasty's move is its
    controller's (E.3.7), here the Alliance's own: nothing is owed, and the token, no enemy of the Dynasty, stays."""
    game = hired(["marquise", "alliance"], "alliance", "daylight",
                 {1: {"last_dynasty": {"warrior": 2}, "alliance": {"warrior": 1}}, 10: {"alliance": {"sympathy": 1}}},
                 {"controller": "alliance", "control": 2}, hands={"alliance": ["ambush_fox", "anvil"]},
                 data={"alliance": {"supporters": [], "officers": 0}})
    play_choices(game, DAYLIGHT_ACTION, "clearing:10")
    expect(game, "alliance.action", "alliance")
    assert warriors(game, 10, "last_dynasty") == 2 and game.state.clearings[10].tokens == [("alliance", "sympathy")]
    assert not events(game, "outrage") and len(game.state.factions["alliance"].hand) == 2


def test_the_dynasty_on_the_ferry_draws_for_its_controller():
    game = hired(["marquise", "alliance"], "marquise", "daylight",
                 {5: {"last_dynasty": {"warrior": 2}, "marquise": {"sawmill": 1}}, 12: {"alliance": {"warrior": 1}}},
                 {"controller": "marquise", "control": 2}, landmarks={"ferry": 5})
    hand = len(game.state.factions["marquise"].hand)
    play_until(game, "marquise")
    game.choose(DAYLIGHT_ACTION)
    game.choose("clearing:10")  # along the river from the Ferry's clearing: the Ferry takes them
    assert [e["faction"] for e in events(game, "ferry")] == ["last_dynasty"]
    assert game.state.factions["last_dynasty"].hand == []
    assert len(game.state.factions["marquise"].hand) == hand + 1


# -- the Vagabond and hirelings (Law 9.5.6, Appendix D with E.3.2) ---------------------------------------------------

def vagabond_beside_the_dynasty(dynasty, clearings, items=("crossbow", "boot"), factions=("marquise", "alliance",
                                                                                            "vagabond"), **vagabond):
    """The Vagabond (the Thief unless told) in his Daylight in clearing 9, holding `items`."""
    data = {"character": "thief", "clearing": 9, "items": list(items), "quests": [], "ruin_items": {}, **vagabond}
    return hired(list(factions), "vagabond", "daylight", clearings, dynasty, hands={f: [] for f in factions},
                 data={"vagabond": data})


def test_the_vagabond_strikes_an_enemy_hirelings_warrior_and_nobody_turns_hostile_law_9_5_6_and_e_3_2():
    """A hireling in the supply or held by an enemy is an enemy (E.3.2, G.1.8): his crossbow removes one of its
    warriors (9.5.6). It has no relationship marker (9.2.9), so nobody turns Hostile, and he scores nothing."""
    for dynasty in ({}, {"controller": "marquise", "control": 2}):
        game = vagabond_beside_the_dynasty(dynasty, {9: {"last_dynasty": {"warrior": 2}}})
        assert "strike" in expect(game, "vagabond.action", "vagabond")
        play_choices(game, "strike")
        assert warriors(game, 9, "last_dynasty") == 1
        assert game.state.factions["vagabond"].data["relationships"] == {"marquise": 0, "alliance": 0}
        assert game.state.factions["vagabond"].score == 0
        no_problems(game)


def test_the_vagabond_neither_strikes_nor_battles_his_own_or_his_partners_hireling_law_e_3_2_and_9_2_8():
    """His own hireling and the one his coalition partner controls are no enemies of his (E.3.2)."""
    clearings = {9: {"last_dynasty": {"warrior": 2}}}
    game = vagabond_beside_the_dynasty({"controller": "vagabond", "control": 2}, clearings, ("crossbow", "sword", "boot"))
    assert {"strike", "battle"}.isdisjoint(expect(game, "vagabond.action", "vagabond"))
    game = vagabond_beside_the_dynasty({"controller": "marquise", "control": 2}, clearings, ("crossbow", "sword", "boot"),
                                       factions=("marquise", "alliance", "corvid", "vagabond"), coalition="marquise")
    assert {"strike", "battle"}.isdisjoint(expect(game, "vagabond.action", "vagabond"))


def test_hirelings_are_no_players_a_three_player_game_with_them_has_no_coalition_law_9_2_8_and_e_3_3():
    """9.2.8: a Vagabond forms a coalition only in a game of four or more players; the three hirelings (which are
    no players, E.3.3) do not make a three-player game one of six."""
    vagabond = {"character": "thief", "forest": "f1", "items": ["boot"], "quests": [], "ruin_items": {}}
    game = hired(["marquise", "alliance", "vagabond"], "vagabond", "daylight", {1: {"marquise": {"warrior": 1}}},
                 hands={"vagabond": ["dominance_fox"]}, data={"vagabond": vagabond}, scores={"vagabond": 15})
    assert len(game.state.factions) == 6  # the three players and the three hirelings
    assert not any(o.startswith(("activate_dominance", "coalition")) for o in expect(game, "vagabond.action"))


def test_the_ronin_strikes_in_no_battle_of_his_hireling_law_e_3_5_and_d_8_2():
    """His Dynasty battles the Marquise twice where he does not rule (the Dynasty's side); Swift Strike is his
    ability, which a hireling cannot use (E.3.5): nobody is asked, and both swords stay face up."""
    game = vagabond_beside_the_dynasty({"controller": "vagabond", "control": 2},
                                       {9: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 3}}},
                                       ("sword", "sword", "boot"), character="ronin")
    fix_dice(game, 1, 1, 1, 1)
    play_choices(game, DAYLIGHT_ACTION)
    expect(game, "vagabond.action", "vagabond")
    assert [e["attacker"] for e in events(game, "battle")] == ["last_dynasty"] * 2 and not events(game, "swift_strike")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 9, "last_dynasty") == 1
    assert [i["exhausted"] for i in game.state.factions["vagabond"].data["items"]] == [False] * 3


def test_a_relic_the_dynasty_removes_goes_to_a_forest_its_controller_picks_and_scores_nobody_law_15_2_5_and_e_3_6():
    """Nobody rules clearing 10 (three Dynasty warriors, three Keepers): the Marquise's Dynasty battles twice there.
    The relic it removes is still placed in a forest (15.2.5), chosen by the Marquise who answers for it, but neither
    the relic nor Prized Trophies scores (E.3.6)."""
    game = hired(["marquise", "keepers"], "marquise", "daylight",
                 {10: {"last_dynasty": {"warrior": 3}, "keepers": {"tablet_3": 1, "warrior": 3}}},
                 {"controller": "marquise", "control": 2}, hands={"marquise": [], "keepers": []}, data={"keepers": {}})
    fix_dice(game, 3, 0, 3, 0)
    play_choices(game, DAYLIGHT_ACTION)
    assert len(expect(game, "keepers.trophy", "marquise")) == 7
    play_choices(game, "forest:f3")
    assert game.state.clearings[10].tokens == [] and game.state.factions["keepers"].data["forests"]["f3"] == ["tablet_3"]
    assert game.scores == {"marquise": 0, "keepers": 0} and not events(game, "scored")


# -- rule with hirelings' pieces where the rules ask who rules (E.3.1), and where they ask for the player's own ------

def test_a_hirelings_warrior_rules_a_clearing_for_a_dominance_win_law_3_3_1_and_e_3_1():
    """The Marquise's activated fox dominance: she rules fox clearings 1 and 6 with her warriors and 8 with her
    Dynasty's warrior alone (E.3.1), three of the suit at the start of her Birdsong: she wins."""
    game = hired(["alliance", "marquise"], "marquise", "birdsong",
                 {1: {"marquise": {"warrior": 1}}, 6: {"marquise": {"warrior": 1}}, 8: {"last_dynasty": {"warrior": 1}}},
                 {"controller": "marquise", "control": 2}, dominance={"marquise": "dominance_fox"},
                 dominance_in_deck=True)
    assert game.state.over and game.state.winners == ["marquise"]


def test_a_hirelings_warrior_rules_the_towers_clearing_for_its_controller_law_e_3_1_tower_card():
    game = hired(["marquise", "alliance"], "marquise", "evening", {6: {"last_dynasty": {"warrior": 1}}},
                 {"controller": "marquise", "control": 2}, landmarks={"tower": 6})
    assert [(e["faction"], e["reason"]) for e in events(game, "scored")] == [("marquise", "tower")]
    game = hired(["marquise", "alliance"], "marquise", "evening",
                 {6: {"last_dynasty": {"warrior": 1}, "alliance": {"warrior": 1}}},
                 {"controller": "marquise", "control": 2}, landmarks={"tower": 6})
    assert not events(game, "scored")  # a tie: nobody rules (2.5)
    game = hired(["marquise", "alliance"], "marquise", "evening",
                 {6: {"marquise": {"warrior": 1}, "alliance": {"warrior": 1}}},
                 {"side": "demoted", "controller": "marquise", "control": 2}, landmarks={"tower": 6})
    assert [e["reason"] for e in events(game, "scored")] == ["tower"]  # the Bluebird Nobles: ties are hers


def test_a_hirelings_piece_is_not_its_controllers_piece_at_the_black_market_or_the_forge_law_e_3_3():
    """The Black Market and the Legendary Forge ask for the player's own pieces there: the Dynasty's warrior is not
    the Marquise's (E.3.3), so she may neither swap nor craft the Forge's hammer (the supply has none left)."""
    dynasty = {"controller": "marquise", "control": 2}
    game = hired(["marquise", "alliance"], "marquise", "daylight", {9: {"last_dynasty": {"warrior": 1}},
                                                                    8: {"marquise": {"warrior": 1}}},
                 dynasty, landmarks={"black_market": 9}, hands={"marquise": ["anvil"], "alliance": []})
    play_choices(game, "done")  # nothing to craft
    assert not [o for o in expect(game, "marquise.action", "marquise") if "black_market" in o]
    game = hired(["marquise", "alliance"], "marquise", "daylight", {1: {"last_dynasty": {"warrior": 1}},
                                                                    8: {"marquise": {"warrior": 1, "workshop": 1}}},
                 dynasty, landmarks={"legendary_forge": 1}, hands={"marquise": ["anvil"], "alliance": []},
                 suits={8: "fox"})
    assert expect(game, "marquise.craft", "marquise") == [DAYLIGHT_ACTION, "done"]


@pytest.mark.parametrize("controller, cost", [("alliance", 2), ("marquise", 3), (None, 3)])
def test_martial_law_is_not_owed_for_the_alliances_own_hirelings_warriors_law_8_4_2_ii_a_and_e_3_3(controller, cost):
    """Martial Law asks for three warriors of another player in the clearing (8.4.2.II.a). Three warriors of the
    Dynasty the Alliance controls belong to no other player (E.3.3): spreading to fox clearing 12 costs the two
    supporters of the track. Another player's hireling, or one in the supply, is read as another player's: three."""
    game = hired(["marquise", "alliance"], "alliance", "birdsong",
                 {5: {"alliance": {"sympathy": 1}}, 10: {"alliance": {"sympathy": 1}}, 2: {"alliance": {"sympathy": 1}},
                  12: {"last_dynasty": {"warrior": 3}}}, {"controller": controller, "control": 2} if controller else {},
                 data={"alliance": {"supporters": ["anvil", "foxfolk_steel", "ambush_bird"], "officers": 0}})
    costs = {o.id: o.data["cost"] for o in game.pending.options if o.id != "pass"}
    assert expect(game, "alliance.spread", "alliance") and costs["clearing:12"] == cost


# -- faction abilities in a hireling's battle: those of the faction it fights work as against a player --------------

CULT = {"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [], "revealed": []}}


def test_cult_warriors_removed_defending_against_the_dynasty_become_acolytes_law_10_2_3():
    game = hired(["marquise", "lizard"], "marquise", "daylight",
                 {5: {"last_dynasty": {"warrior": 3}, "lizard": {"warrior": 2}}},
                 {"controller": "marquise", "control": 2}, data=CULT)
    fix_dice(game, 3, 0)
    run(battle.fight(game, "last_dynasty", 5, "lizard"))
    assert game.state.factions["lizard"].data["acolytes"] == 2 and warriors(game, 5, "lizard") == 0
    no_problems(game)


def test_field_hospitals_return_marquise_warriors_a_hireling_removes_law_6_2_3_and_1_5_3():
    # Her own warriors (1.5.3), whoever removed them: the Alliance's Dynasty here.
    game = hired(["alliance", "marquise"], "alliance", "daylight",
                 {5: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 2}}, 1: {"marquise": {"keep": 1}}},
                 {"controller": "alliance", "control": 2}, hands={"marquise": ["cobbler", "anvil"]})
    cobbler = game.state.factions["marquise"].hand[0]
    fix_dice(game, 3, 0)
    asked, _ = run(battle.fight(game, "last_dynasty", 5, "marquise"), [f"card:{cobbler}"])
    assert [d.player for d in asked if d.kind == "marquise.field_hospitals"] == ["marquise"]
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 1, "marquise") == 2
    no_problems(game)


def test_embedded_agents_deal_their_extra_hit_to_a_hireling_attacker_law_13_2_5():
    game = hired(["marquise", "corvid"], "marquise", "daylight",
                 {5: {"last_dynasty": {"warrior": 3}, "corvid": {"warrior": 3}}},
                 {"controller": "marquise", "control": 2}, data={"corvid": {"plots": {5: "bomb"}, "face_up": []}})
    fix_dice(game, 0, 1)  # the Dynasty deals 1, the Corvids 0 and the face-down plot's extra hit
    run(battle.fight(game, "last_dynasty", 5, "corvid"))
    assert warriors(game, 5, "last_dynasty") == 2 and warriors(game, 5, "corvid") == 2
    no_problems(game)


def test_guerrilla_war_gives_the_alliance_the_higher_roll_against_a_hireling_law_8_2_2():
    game = hired(["marquise", "alliance"], "marquise", "daylight",
                 {5: {"last_dynasty": {"warrior": 3}, "alliance": {"warrior": 3}}},
                 {"controller": "marquise", "control": 2})
    fix_dice(game, 1, 3)
    run(battle.fight(game, "last_dynasty", 5, "alliance"))
    assert warriors(game, 5, "last_dynasty") == 0 and warriors(game, 5, "alliance") == 2
    no_problems(game)


# -- heuristic bots ---------------------------------------------------------------------------------------------------

def test_a_heuristic_bot_gives_a_hireling_to_the_player_with_the_fewest_vp_and_battles_the_leader():
    from rootcore.agents import make_agent
    game = hired(["marquise", "alliance", "vagabond"], "marquise", "evening", {1: {"marquise": {"warrior": 1}}},
                 {"controller": "marquise", "control": 1}, data={"vagabond": {"character": "thief"}},
                 scores={"alliance": 7, "vagabond": 3})
    play_until(game, "marquise", "hireling.give")
    assert {make_agent("heuristic", "marquise", seed)(game, game.pending) for seed in range(8)} == {"faction:vagabond"}
    game = hired(["alliance", "marquise", "lizard"], "alliance", "daylight",
                 {10: {"last_dynasty": {"warrior": 3}, "marquise": {"warrior": 3}, "lizard": {"warrior": 1}},
                  1: {"alliance": {"warrior": 1}}}, {"controller": "alliance", "control": 2},
                 scores={"lizard": 5, "marquise": 2})
    play_until(game, "alliance")
    game.choose(DAYLIGHT_ACTION)
    assert make_agent("heuristic", "alliance", 0)(game, game.pending) == "faction:lizard"


# -- content -----------------------------------------------------------------------------------------------------------

def test_a_malformed_hireling_file_is_refused_by_file_and_field(tmp_path):
    from rootcore.content import resolve_resource, validate_paths
    text = resolve_resource("rootcore_content:hirelings/last_dynasty.toml").read_text(encoding="utf-8")
    assert validate_paths([resolve_resource("rootcore_content:hirelings/last_dynasty.toml")]) == []
    bad = tmp_path / "dynasty.toml"
    bad.write_text(text.replace('count = 5', 'count = 5\ntrack = "dynasty"').replace(
        'demoted_name = "Bluebird Nobles"', 'demoted_nme = "Bluebird Nobles"'), encoding="utf-8")
    issues = {(i.path, i.message.split(" (")[0]) for i in validate_paths([bad])}
    assert ("$", "'demoted_name' is a required property") in issues
    assert any(path == "$.demoted_nme" for path, _ in issues)
    bad.write_text(text.replace('count = 5', 'count = 5\ntrack = "dynasty"'), encoding="utf-8")
    assert [(i.path, i.message) for i in validate_paths([bad])] == [
        ("$.pieces.warrior.track", "a hireling has no faction board: its pieces have no track")]


def test_the_shipped_hireling_config_plays_from_the_command_line(capsys):
    from pathlib import Path
    from rootcore.cli import main
    config = Path(__file__).resolve().parents[1] / "content/configs/hirelings.toml"
    assert main(["play", "--config", str(config), "--seed", "3", "--bots", "heuristic"]) == 0
    out = capsys.readouterr().out
    assert "marquise" in out and "eyrie" in out


def test_a_hireling_registered_under_a_faction_s_id_is_refused_with_that_faction_law_a_6_5():
    """Law A.6.5: a hireling and the faction it stands for are never both in a game; a plugin registering a hireling
    under the id of a faction in the game is refused, naming both fields."""
    from rootcore import plugins
    registry = plugins.discover()
    dynasty = registry.get("hireling", "last_dynasty")
    registry.add_hireling("marquise", dynasty.factory, dynasty.content)
    try:
        with pytest.raises(ConfigError, match="hireling 'marquise' has the id of a faction in the game") as error:
            new_game({"factions": ["marquise", "alliance"], "hirelings": ["marquise", "stand_in_a", "stand_in_b"]})
        assert error.value.fields == ("hirelings", "factions")
    finally:
        del registry.components["hireling"]["marquise"]


def _named_pieces():
    """(hireling, piece kind, piece type) for each piece each installed hireling card's rules place."""
    from rootcore import plugins
    return [(hid, kind, piece_type) for hid, spec in sorted(plugins.discover().components["hireling"].items())
            for kind, piece_type in sorted(spec.factory.pieces_named.items())]


@pytest.mark.parametrize("hireling, kind, piece_type", _named_pieces())
def test_a_hireling_card_file_without_a_piece_its_rules_place_is_refused_by_file_and_field(tmp_path, hireling, kind,
                                                                                           piece_type):
    # Found by mutating content files: a card file without its warriors (or pawn) validated, and the game failed with
    # a KeyError when the card set up or its controller used it (Law A.6.3, E.2).
    import json
    import tomllib
    from pathlib import Path

    from rootcore.content import validate_paths
    card = tomllib.loads((Path(__file__).resolve().parent.parent / "content" / "hirelings" /
                          f"{hireling}.toml").read_text())
    del card["pieces"][kind]
    path = tmp_path / f"{hireling}.json"
    path.write_text(json.dumps(card))
    assert [str(i) for i in validate_paths([path])] == [  # named by its file, not the card's id
        f"{path}: $.pieces.{kind}: the rules need a {piece_type} piece {kind!r}, which the board's pieces lack"]


def test_every_shipped_hireling_names_the_pieces_its_rules_place():
    assert {hid for hid, _, _ in _named_pieces()} == set(rootcore.plugins.discover().components["hireling"])


# -- Audited against Law Appendix E, A.6 and the cards' text (HIRE-TS) -------------------------------------------------

ALLIANCE = {"controller": "alliance", "control": 2}
MARQUISE = {"controller": "marquise", "control": 2}


# -- setup (A.6) -------------------------------------------------------------------------------------------------------

def test_four_players_set_up_the_hirelings_from_the_last_counterclockwise_law_a_6_3():
    # A.6.3 with four players: the last, the third and the second in turn order set up one each; the first none
    # (each card's own questions answered with their first option).
    game = new_game({"factions": ["marquise", "alliance", "lizard", "riverfolk"], "hirelings": THREE, "seed": 2})
    order = game.state.turn_order
    setters = []
    while game.pending.kind in ("setup.hireling", "last_dynasty.setup"):
        if game.pending.kind == "setup.hireling":
            setters.append(game.pending.player)
        game.choose(game.pending.option_ids[0])
    assert setters[:2] == [order[3], order[2]]  # the third card, alone left, is set up unasked
    assert [e["faction"] for e in events(game, "hireling_set_up")] == [order[3], order[2], order[1]]
    assert game.state.data["hiring_markers"] == [4, 8, 12]


# -- hiring and control (E.1) ------------------------------------------------------------------------------------------

def test_a_marker_taken_on_another_players_turn_is_used_at_the_end_of_the_takers_own_turn_law_e_1_1():
    # E.1.1: the Alliance's score enters the "4" space while the Marquise is taking her turn; she hires at the end of
    # her own turn, not at the end of the Marquise's.
    game = hired(["marquise", "alliance"], "marquise", "evening",
                 {1: {"marquise": {"warrior": 1}}, 10: {"alliance": {"warrior": 1}}}, scores={"alliance": 3})
    assert game.state.current_faction == "marquise"
    scoring.score(game, "alliance", 1, "test")
    assert game.state.data["hirings_due"] == {"alliance": 1}
    since = len(game.events)
    play_until(game, "alliance", "hireling.hire")
    assert (game.state.current_faction, game.state.phase) == ("alliance", "evening")
    turns = [e["faction"] for e in game.events[since:] if e["type"] == "turn"]
    assert turns == ["alliance"] and not events(game, "hireling_hired")  # the Marquise's turn ended: no hire


def test_a_hireling_given_away_rolls_for_control_by_the_receivers_lead_law_e_1_2_and_e_1_3(monkeypatch):
    # E.1.3 then E.1.2: the Marquise (behind) gives her spent Dynasty to the leading Alliance, who counts only the
    # gold pip of the roll: one control marker; given to the Riverfolk (behind), three.
    monkeypatch.setattr(hirelings, "CONTROL_DIE", ((3, 1),))
    for receiver, control in (("alliance", 1), ("riverfolk", 3)):
        game = hired(["marquise", "alliance", "riverfolk"], "marquise", "evening", {1: {"marquise": {"warrior": 1}}},
                     {"controller": "marquise", "control": 1}, scores={"alliance": 7, "marquise": 2, "riverfolk": 3})
        play_until(game, "marquise", "hireling.give")
        game.choose(f"faction:{receiver}")
        assert game.state.factions["last_dynasty"].data == {"side": "promoted", "controller": receiver,
                                                            "control": control}


def test_a_hireling_given_away_takes_its_when_hired_action_for_the_receiver_law_e_1_3_and_e_2_1():
    # E.1.3 with E.2.1: taking control by gift is taking control; the Lizards, given the Spring Uprising with no
    # Uprising warrior on the map, roll and place one.
    game = hireling_scenario("spring_uprising", ["duchy", "lizard", "riverfolk"], "duchy", "evening",
                             {1: {"duchy": {"warrior": 1}}}, {"controller": "duchy", "control": 1}, data=CULT)
    die = game.factions["spring_uprising"].hireling.data["die"]
    real = game.state.rng.choice
    game.state.rng.choice = lambda seq: "mouse" if seq == die else real(seq)
    play_until(game, "duchy", "hireling.give")
    game.choose("faction:lizard")
    assert expect(game, "spring_uprising.hired", "lizard") == ["clearing:2", "clearing:7", "clearing:9", "clearing:11"]
    game.choose("clearing:9")
    assert warriors(game, 9, "spring_uprising") == 1


def test_every_spent_hireling_is_given_separately_law_e_1_3(monkeypatch):
    # E.1.3: each hireling left without control markers goes, with its own choice, to any other player.
    monkeypatch.setattr(hirelings, "CONTROL_DIE", ((2, 2),))
    game = hireling_scenario("stand_in_b", ["marquise", "alliance", "lizard"], "marquise", "evening",
                             {1: {"marquise": {"warrior": 1}}}, {"controller": "marquise", "control": 3},
                             {"last_dynasty": {"controller": "marquise", "control": 1},
                              "stand_in_a": {"controller": "marquise", "control": 1}}, data=CULT)
    play_until(game, "marquise", "hireling.give")
    game.choose("faction:alliance")
    expect(game, "hireling.give", "marquise")
    game.choose("faction:lizard")
    controllers = {h: game.state.factions[h].data["controller"] for h in THREE}
    assert controllers == {"last_dynasty": "alliance", "stand_in_a": "lizard", "stand_in_b": "marquise"}
    assert game.state.factions["stand_in_b"].data["control"] == 2


# -- rule, enemies, separate pieces, actions, effects (E.3) ------------------------------------------------------------

def test_the_duchy_cannot_sway_with_its_hirelings_pieces_law_e_3_3():
    # E.3.3's example (12.5.3.II): the Duchy's Flame Bearers in fox clearings 6 and 8 are no Duchy pieces; with its
    # own warrior in fox clearing 1 only, it can reveal one fox card, too few for a squire (two cards).
    clearings = {1: {"duchy": {"warrior": 1}}, 6: {"flame_bearers": {"warrior": 1}},
                 8: {"flame_bearers": {"warrior": 1}}, 12: {"marquise": {"warrior": 1}}}

    def duchy_game():
        return hireling_scenario("flame_bearers", ["marquise", "duchy"], "duchy", "daylight", clearings,
                                 {"controller": "duchy", "control": 2}, hands={"duchy": ["anvil", "root_tea_fox"]},
                                 data={"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}})
    game = duchy_game()
    assert rule.rules(game, 6) == "duchy"  # for rule they count (E.3.1)
    assert game.factions["duchy"].sway_options(game) == []
    clearings[6] = {"duchy": {"warrior": 1}}
    game = duchy_game()
    assert game.factions["duchy"].sway_options(game)  # a Duchy warrior in a second fox clearing: it can


def test_a_hireling_does_not_battle_another_hireling_of_its_controller_law_e_3_2():
    # E.3.2: two hirelings of one controller are no enemies of each other; one held by another player is.
    clearings = {1: {"corvid_spies": {"warrior": 2}, "last_dynasty": {"warrior": 1}, "alliance": {"warrior": 1}}}
    for dynasty, defenders in ((ALLIANCE, []), (MARQUISE, ["last_dynasty"])):
        game = hireling_scenario("corvid_spies", ["alliance", "marquise"], "alliance", "daylight", clearings, ALLIANCE,
                                 {"last_dynasty": dynasty})
        assert battle.defenders(game, "corvid_spies", 1) == defenders


def test_a_hireling_does_not_use_its_controllers_boat_builders_law_e_3_5():
    # E.3.5's example: the Alliance's Boat Builders (rivers as paths for her) do not carry her Forest Patrol from 5
    # along the river to 10; her own warriors in 5 may go there.
    from rootcore.rules import move
    game = hireling_scenario("forest_patrol", ["alliance", "lizard"], "alliance", "daylight",
                             {5: {"forest_patrol": {"warrior": 2}, "alliance": {"warrior": 1}}}, ALLIANCE,
                             play_areas={"alliance": ["boat_builders"]}, deck="exiles", data=CULT)
    assert hirelings.moves(game, "forest_patrol", "alliance") == {5: [1, 2]}
    assert 10 in move.destinations(game, "alliance", 5)


def test_the_controllers_march_does_not_move_its_hirelings_warriors_law_e_3_4():
    # E.3.4: the Marquise's move takes her warriors only; her Dynasty's warriors in 1 give her march no origin.
    from rootcore.rules import move
    game = hired(["marquise", "alliance"], "marquise", "daylight",
                 {1: {"last_dynasty": {"warrior": 3}}, 10: {"marquise": {"warrior": 1}}}, MARQUISE,
                 hands={"marquise": []})
    assert move.origins(game, "marquise") == [10]
    assert rule.rules(game, 1) == "marquise"


def test_the_eyrie_is_offered_its_hirelings_daylight_action_law_e_2_4():
    # E.2.4: once in the controller's Daylight, whatever the faction: the Eyrie, after crafting, before its Decree.
    # (The Last Dynasty and its stand-ins keep the Eyrie out, A.6.5: three other cards.)
    game = scenario(["eyrie", "alliance"], "eyrie", "daylight",
                    {1: {"forest_patrol": {"warrior": 2}}, 2: {"eyrie": {"warrior": 1, "roost": 1}},
                     10: {"alliance": {"warrior": 1}}},
                    hirelings={"forest_patrol": {"controller": "eyrie", "control": 2}, "flame_bearers": {},
                               "corvid_spies": {}},
                    data={"eyrie": {"leader": "commander", "viziers": {}}}, hands={"eyrie": []})
    play_until(game, "eyrie")
    assert "extra:hireling:forest_patrol" in game.pending.option_ids, game.pending


def test_the_vagabonds_hireling_is_no_enemy_of_his_coalition_partner_law_e_3_2():
    # E.3.2: not the enemy of players in coalition with its controller. The Vagabond, in coalition with the Marquise,
    # controls the Dynasty: it is the Marquise's enemy no more (she cannot battle it), and still the Alliance's.
    vagabond = {"character": "thief", "clearing": 9, "items": ["boot"], "quests": [], "ruin_items": {},
                "coalition": "marquise"}
    game = hired(["marquise", "alliance", "corvid", "vagabond"], "marquise", "daylight",
                 {5: {"last_dynasty": {"warrior": 2}, "marquise": {"warrior": 2}, "alliance": {"warrior": 1}}},
                 {"controller": "vagabond", "control": 2},
                 data={"vagabond": vagabond}, dominance={"vagabond": "dominance_fox"}, dominance_in_deck=True)
    assert not battle.is_enemy(game, "marquise", "last_dynasty")
    assert not battle.is_enemy(game, "last_dynasty", "marquise")
    assert battle.is_enemy(game, "alliance", "last_dynasty")
    assert "last_dynasty" not in battle.defenders(game, "marquise", 5)
    assert "last_dynasty" in battle.defenders(game, "alliance", 5)


# -- the Bluebird Nobles' score among the start-of-Birdsong actions (1.1.3, E.2.3) -------------------------------------

def test_nobles_score_can_follow_another_start_of_birdsong_action_law_1_1_3_and_e_2_3():
    # Law 1.1.3, E.2.3: the Nobles' score and the Flame Bearers' burn are both start-of-Birdsong actions, so the
    # Alliance orders them; the code scored the Nobles when the effects were gathered, before any ran, unasked.
    # The Alliance rules 1 and 2; in 3 her two Bearers tie the Marquise's two warriors (she has no piece of her own
    # there, so the Nobles' tie rule does not apply). Burning first, she rules 3 too: three clearings, one VP.
    clearings = {1: {"alliance": {"warrior": 1}}, 2: {"alliance": {"warrior": 1}},
                 3: {"flame_bearers": {"warrior": 2}, "marquise": {"warrior": 2}}}
    game = hireling_scenario("flame_bearers", ["alliance", "marquise"], "alliance", "birdsong", clearings, ALLIANCE,
                             {"last_dynasty": {"side": "demoted", **ALLIANCE}})
    assert game.pending.kind == "turn.effect_order", game.pending  # both actions are hers to order
    bearers_first = [o for o in game.pending.option_ids if "flame_bearers" in o]
    play_choices(game, *bearers_first)
    play_until(game, "alliance", "flame_bearers.spread")
    game.choose(game.pending.option_ids[0])
    assert game.state.factions["alliance"].score == 1
