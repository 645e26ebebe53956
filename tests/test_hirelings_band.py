"""The Popular Band / Street Band (Marauder Hireling Pack; Law Appendix E, set up by A.6; the sides as
reference/content-facts.md section G summarises them, the readings in content/hirelings/popular_band.toml).

A game has exactly three hirelings: the card is tested with the Last Dynasty and a stand-in with the Dynasty's rules
(`stand_in_hirelings`); the random games use real cards."""
from __future__ import annotations

import pytest

from rootcore import new_game
from rootcore.rules import adjacency, hirelings, move, pieces
from helpers import (card_games, choose_first_hireling, events, expect, hireling_scenario, hundreds_data, no_problems,
                     play_choices, play_until, run, scenario, vagabond_at, warriors)

CARD = "popular_band"
ACTION = f"extra:hireling:{CARD}"
MARCH = ("marquise.march.origin", "marquise.march.destination", "marquise.march.count")

pytestmark = pytest.mark.usefixtures("stand_ins")  # two stand-in cards (conftest)


def with_band(factions, current, phase, clearings, state: dict | None = None, **spec):
    """A scenario with the card (side, controller, control in `state`) and two other cards."""
    return hireling_scenario(CARD, factions, current, phase, clearings, state, **spec)


def band(game):
    return game.state.factions[CARD]


ALLIANCE_BAND = {"controller": "alliance", "control": 2}
MARQUISE_BAND = {"controller": "marquise", "control": 2}


def march_in(game, origin: int, dest: int, count: int) -> None:
    """The Marquise's first March move (Law 6.5.2), `count` warriors from `origin` to `dest` (after crafting
    nothing, 6.4)."""
    if game.pending.kind == "marquise.craft":
        game.choose("done")
    game.choose("march")
    for kind, choice in zip(MARCH, (f"clearing:{origin}", f"clearing:{dest}", f"count:{count}")):
        if game.pending.kind == kind:
            game.choose(choice)


# -- set up: the Popular Band's (the Street Band has none) -------------------------------------------------------------

def test_the_popular_band_is_set_up_as_two_warriors_in_two_different_clearings():
    # A.6.3 and the card: two Band warriors, in two different clearings (two players: promoted, A.6.2). The Street
    # Band sets up nothing (`test_the_street_band_sets_up_nothing_law_a_6_3`).
    game = new_game({"factions": ["marquise", "alliance"], "hirelings": [CARD, "last_dynasty", "stand_in_a"],
                     "seed": 1})
    player = choose_first_hireling(game, CARD)
    assert band(game).data["side"] == "promoted"
    assert expect(game, "popular_band.setup", player) == [f"clearing:{c}" for c in game.board.clearing_ids]
    game.choose("clearing:5")
    assert "clearing:5" not in expect(game, "popular_band.setup", player)
    game.choose("clearing:9")
    assert game.pending.kind != "popular_band.setup"  # two warriors, no third
    assert warriors(game, 5, CARD) == 1 and warriors(game, 9, CARD) == 1 and band(game).supply["warrior"] == 3
    no_problems(game)


# -- the lock (both sides) ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("side", ["promoted", "demoted"])
def test_warriors_that_entered_a_band_clearing_cannot_leave_it_that_turn(side):
    # The card (E.2.2): the Marquise, an enemy of the Alliance's Band (E.3.2), marches 3 of her warriors from 1 into
    # 5, where she had 2 and the Band has one. Her second move (6.5.2) may take out of 5 only the 2 that were there
    # before the turn: the lock holds the pieces that entered, not the faction.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 3}}, 5: {"marquise": {"warrior": 2}, CARD: {"warrior": 1}}},
                     {**ALLIANCE_BAND, "side": side})
    march_in(game, 1, 5, 3)
    assert pieces.locked(game, "marquise", 5) == {"warrior": 3}
    play_choices(game, "clearing:5", "clearing:1")
    assert expect(game, "marquise.march.count", "marquise") == ["count:1", "count:2"]
    game.choose("count:2")
    assert warriors(game, 5, "marquise") == 3 and warriors(game, 1, "marquise") == 2
    no_problems(game)


def test_a_stack_that_all_entered_a_band_clearing_is_no_origin_for_a_second_move():
    # The card: all 3 Marquise warriors in 5 came in this turn, so her second March move is offered from 10 only
    # (the Band's "closed" answer, `rootcore_adjacent`).
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 3}}, 10: {"marquise": {"warrior": 1}}, 5: {CARD: {"warrior": 1}}},
                     ALLIANCE_BAND)
    march_in(game, 1, 5, 3)
    assert expect(game, "marquise.march.origin", "marquise") == ["clearing:10", "pass"]
    # The lock closes 5 to the Marquise's moves only: for any other question its paths stay (1 and 2).
    assert adjacency.adjacent(game, 5, "marquise", moving=True) == ()
    assert adjacency.adjacent(game, 5, "marquise") == (1, 2)
    play_choices(game, "clearing:10", "clearing:1")
    assert warriors(game, 1, "marquise") == 1 and pieces.locked(game, "marquise", 5) == {"warrior": 3}
    no_problems(game)


def test_the_controllers_warriors_are_not_locked():
    # E.3.2: the Band's controller is no enemy of it. The Marquise controls the Band: the 3 she marched into 5 may
    # leave again with the 2 already there.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 3}}, 5: {"marquise": {"warrior": 2}, CARD: {"warrior": 1}}},
                     MARQUISE_BAND)
    march_in(game, 1, 5, 3)
    assert pieces.locked(game, "marquise", 5) == {}
    play_choices(game, "clearing:5", "clearing:1")
    assert expect(game, "marquise.march.count", "marquise") == [f"count:{n}" for n in range(1, 6)]
    no_problems(game)


@pytest.mark.parametrize("band_comes", [False, True])
def test_the_lock_needs_band_warriors_there_when_the_pieces_leave(band_comes):
    # The card (our reading: the Band there when they try to leave, not when they entered): the Marquise's 3 warriors
    # that entered 2, where no Band warrior stood, may all leave again; a Band warrior placed in 2 after they came in
    # (as the Street Band may) locks them there.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {5: {"marquise": {"warrior": 3}}, 9: {CARD: {"warrior": 1}}}, ALLIANCE_BAND)
    march_in(game, 5, 2, 3)
    if band_comes:
        pieces.place(game, CARD, "warrior", 2)
        assert pieces.locked(game, "marquise", 2) == {"warrior": 3}
        assert 2 not in move.origins(game, "marquise")
    else:
        play_choices(game, "clearing:2", "clearing:5")
        assert expect(game, "marquise.march.count", "marquise") == ["count:1", "count:2", "count:3"]
    no_problems(game)


def test_the_next_turn_the_warriors_that_entered_are_free():
    # The card: the lock lasts the turn the pieces entered. The Marquise marches 3 into the Band's clearing 5 and
    # ends her turn; from the Alliance's turn on nothing is locked, and in her next turn all 3 may leave.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 3}}, 5: {CARD: {"warrior": 1}}}, ALLIANCE_BAND)
    march_in(game, 1, 5, 3)
    assert pieces.locked(game, "marquise", 5) == {"warrior": 3}
    play_choices(game, "end")
    assert game.pending.player == "alliance" and warriors(game, 5, CARD) == 1
    assert pieces.locked(game, "marquise", 5) == {}
    play_until(game, "marquise", "marquise.action")
    assert warriors(game, 5, "marquise") == 3
    march_in(game, 5, 1, 3)
    assert warriors(game, 1, "marquise") == 3
    no_problems(game)


def test_the_vagabonds_pawn_that_entered_a_band_clearing_cannot_move_out_but_may_slip():
    # The card: the pawn is a piece. The Vagabond moves 1 -> 5, where the Marquise's Band stands: with a boot left he
    # has no move out of 5 this turn (his menu offers none). The Slip ignores effects that prevent movement out of a
    # clearing (Law 9.4.2), so it would still take him out.
    game = with_band(["marquise", "vagabond"], "vagabond", "daylight", {5: {CARD: {"warrior": 1}}}, MARQUISE_BAND,
                     data=vagabond_at(1))
    play_choices(game, "move", "clearing:5")
    assert game.state.clearings[5].pawns == ["vagabond"]
    assert pieces.locked(game, "vagabond", 5) == {"pawn": 1}
    assert game.pending.player == "vagabond" and "move" not in game.pending.option_ids
    slip = game.factions["vagabond"]._slip(game)
    assert {"clearing:1", "clearing:2"} <= set(next(slip).option_ids)
    no_problems(game)


def hundreds_by_band(warlord: int, warriors_in_1: int):
    """The Hundreds' Daylight, `warriors_in_1` warriors in clearing 1 and one in the Alliance's Band clearing 5, the
    warlord in `warlord`: (the game, the Hundreds' component)."""
    game = with_band(["hundreds", "alliance"], "hundreds", "daylight",
                     {1: {"hundreds": {"warrior": warriors_in_1}},
                      5: {"hundreds": {"warrior": 1}, CARD: {"warrior": 1}}},
                     ALLIANCE_BAND, data={"hundreds": hundreds_data(warlord=warlord)})
    return game, game.factions["hundreds"]


def test_the_hundreds_warlord_who_entered_a_band_clearing_stays_there():
    # The card and Law 14.5.3: the warlord advances from 1 into the Alliance's Band clearing 5 with a warrior, where a
    # Hundreds warrior already stood. Now he cannot advance again (Relentless, 14.7.5, would ask), and a move out of 5
    # takes only the warrior that was there before: one warrior, no warlord option.
    game, hundreds_faction = hundreds_by_band(warlord=1, warriors_in_1=2)
    run(hundreds_faction.take_move(game, "test", advance=True), ["clearing:1", "clearing:5", "warlord:2"])
    assert hundreds_faction.warlord(game) == 5 and pieces.locked(game, "hundreds", 5) == {"warrior": 2, "fixed": 1}
    assert not hundreds_faction._warlord_can_move(game)
    assert run(hundreds_faction.take_move(game, "test", advance=True)) == ([], None)
    asked, _ = run(hundreds_faction.take_move(game, "test"), ["clearing:5", "clearing:1"])
    assert asked[-1].option_ids == ["count:1"]
    assert warriors(game, 5, "hundreds") == 2 and hundreds_faction.warlord(game) == 5
    no_problems(game)


def test_a_warlord_who_was_there_before_stays_free_when_the_warriors_that_entered_fall():
    # The card and Law 14.2.2: the warlord stands in the Alliance's Band clearing 5 with a warrior; three Hundreds
    # warriors march in from 1, and two of the four warriors there are then removed. The two left are the warlord,
    # who never entered, and one warrior: only that one is locked, and the warlord may still move.
    game, hundreds_faction = hundreds_by_band(warlord=5, warriors_in_1=3)
    run(hundreds_faction.take_move(game, "test"), ["clearing:1", "clearing:5", "count:3"])
    run(pieces.resolve_removals(game, [pieces.remove(game, "hundreds", "warrior", 5, 2, "alliance", "battle")]))
    assert warriors(game, 5, "hundreds") == 2 and hundreds_faction.warlord(game) == 5
    assert pieces.locked(game, "hundreds", 5) == {"warrior": 1}
    assert hundreds_faction._warlord_can_move(game)
    no_problems(game)


def test_a_forced_move_leaves_the_locked_warriors_behind():
    # The card with the Warm Sun Prophets (forcing a player's warriors out, their move): the Marquise marched 2 into
    # 5, where the Alliance's Band and the Marquise's Prophets stand and she had 1; forced out, only that 1 goes.
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 2}},
                     5: {"marquise": {"warrior": 1}, CARD: {"warrior": 1}, "warm_sun_prophets": {"warrior": 1}}},
                    hirelings={CARD: ALLIANCE_BAND, "warm_sun_prophets": MARQUISE_BAND, "last_dynasty": {}})
    march_in(game, 1, 5, 2)
    run(game.factions["warm_sun_prophets"]._forced_move(game, "marquise", 5), ["clearing:1"])
    assert warriors(game, 5, "marquise") == 2 and warriors(game, 1, "marquise") == 1
    no_problems(game)


def test_warriors_all_locked_cannot_be_forced_out():
    # As above, but the Marquise had no warrior in 5 before her march: both there entered the Band's clearing and are
    # locked, so the Prophets may order her to battle there but not to move out.
    game = scenario(["marquise", "alliance"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 2}}, 5: {CARD: {"warrior": 1}, "warm_sun_prophets": {"warrior": 1}}},
                    hirelings={CARD: ALLIANCE_BAND, "warm_sun_prophets": MARQUISE_BAND, "last_dynasty": {}})
    march_in(game, 1, 5, 2)
    assert pieces.locked(game, "marquise", 5) == {"warrior": 2} and pieces.movable_warriors(game, "marquise", 5) == 0
    assert game.factions["warm_sun_prophets"]._orders(game, "marquise", 5) == ["battle"]


def test_a_hirelings_move_leaves_its_locked_warriors_behind():
    # The card, E.3.2: the uncontrolled Last Dynasty is the enemy of the Marquise's Band. One of its warriors was
    # gathered into the Band clearing 5 this turn, where 2 stood; a move of the Dynasty (`hirelings.take_move`, as
    # the Forest Patrol's and the Sunward Expedition's; to 1, which the Marquise rules) takes out at most those 2.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"last_dynasty": {"warrior": 1}, "marquise": {"warrior": 2}},
                      5: {"last_dynasty": {"warrior": 2}, CARD: {"warrior": 1}}}, MARQUISE_BAND)
    run(game.factions[CARD]._gather(game, 5), ["faction:last_dynasty"])
    assert pieces.locked(game, "last_dynasty", 5) == {"warrior": 1}
    asked, _ = run(hirelings.take_move(game, "last_dynasty", "marquise", "test"), ["clearing:5", "count:2"])
    assert asked[-1].option_ids == ["count:1", "count:2"]
    assert warriors(game, 5, "last_dynasty") == 1
    no_problems(game)


def test_a_hirelings_move_offers_no_origin_whose_warriors_are_all_locked():
    # The card with Law 4.2 and E.3.1: the Dynasty's only warrior in the Band clearing 5, which the Marquise rules,
    # was gathered there from 2 this turn, so a move of the Dynasty may start only from 10, where its other warrior
    # stands: with every warrior there locked, no path leads out of 5 for it (a count with no options is never asked).
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {2: {"last_dynasty": {"warrior": 1}}, 5: {CARD: {"warrior": 1}, "marquise": {"warrior": 2}},
                      10: {"last_dynasty": {"warrior": 1}, "marquise": {"warrior": 2}}}, MARQUISE_BAND)
    run(game.factions[CARD]._gather(game, 5), [])
    assert pieces.locked(game, "last_dynasty", 5) == {"warrior": 1} and warriors(game, 5, "last_dynasty") == 1
    assert list(hirelings.moves(game, "last_dynasty", "marquise")) == [10]
    no_problems(game)


def test_the_harrier_cannot_glide_out_of_a_band_clearing_he_entered():
    # The card and Law D.9.2: Glide is a move of the pawn, so the lock keeps him too (only the Slip passes it, 9.4.2).
    # (A crossbow keeps his turn going: a Marquise warrior at 5 to strike.)
    game = with_band(["marquise", "vagabond"], "vagabond", "daylight",
                     {5: {CARD: {"warrior": 1}, "marquise": {"warrior": 1}}}, MARQUISE_BAND,
                     data={"vagabond": {"character": "harrier", "quests": [], "ruin_items": {}, "clearing": 1,
                                        "items": ["boot", "torch", "crossbow"]}})
    assert "special" in expect(game, "vagabond.action")
    play_choices(game, "move", "clearing:5")
    assert "special" not in expect(game, "vagabond.action") and "strike" in game.pending.option_ids
    no_problems(game)


def test_allied_warriors_the_vagabond_moved_into_a_band_clearing_are_locked_under_their_owner():
    # The card with Law 9.2.9.II.b: the Vagabond moves from 1 into the Band clearing 5 with 2 warriors of the Allied
    # Marquise, where 1 of hers stood. They entered 5 this turn, so when the Warm Sun Prophets (his too) force the
    # Marquise out of 5 the same turn, only the one that was there before goes. Her next turn they are free.
    vagabond = {"controller": "vagabond", "control": 2}
    game = scenario(["marquise", "vagabond"], "vagabond", "daylight",
                    {1: {"marquise": {"warrior": 2}},
                     5: {"marquise": {"warrior": 1}, CARD: {"warrior": 1}, "warm_sun_prophets": {"warrior": 1}}},
                    hirelings={CARD: vagabond, "warm_sun_prophets": vagabond, "last_dynasty": {}},
                    data=vagabond_at(1, relationships={"marquise": "allied"}))
    play_choices(game, "move", "clearing:5", "ally:marquise", "count:2")
    assert warriors(game, 5, "marquise") == 3 and pieces.locked(game, "marquise", 5) == {"warrior": 2}
    play_choices(game, "extra:hireling:warm_sun_prophets", "force", "faction:marquise", "move", "clearing:1")
    assert warriors(game, 5, "marquise") == 2 and warriors(game, 1, "marquise") == 1
    play_choices(game, "end")
    play_until(game, "marquise", "marquise.action")
    assert pieces.locked(game, "marquise", 5) == {}
    march_in(game, 5, 1, 2)
    assert warriors(game, 5, "marquise") == 0 and warriors(game, 1, "marquise") == 3
    no_problems(game)


def vagabond_moved_allies_into_band():
    """The Vagabond, Allied with the Marquise, has moved from 1 into the uncontrolled Band's clearing 5 with both of her
    warriors there, this turn (Law 9.2.9.II.b)."""
    game = with_band(["marquise", "vagabond"], "vagabond", "daylight",
                     {1: {"marquise": {"warrior": 2}}, 5: {CARD: {"warrior": 1}}},
                     data=vagabond_at(1, relationships={"marquise": "allied"}))
    play_choices(game, "move", "clearing:5", "ally:marquise", "count:2")
    return game


def test_the_vagabond_moving_allied_warriors_into_a_band_clearing_has_his_pawn_and_their_warriors_locked():
    # The card with Law 9.2.9.II.b: with no controller, the Band locks everyone (E.3.2). The Vagabond moves from 1
    # into its clearing 5 with both warriors of the Allied Marquise: the pawn is his piece and stays locked under his
    # name (he has no move out, boots left), the warriors under hers.
    game = vagabond_moved_allies_into_band()
    assert pieces.locked(game, "vagabond", 5) == {"pawn": 1} and pieces.locked(game, "marquise", 5) == {"warrior": 2}
    assert game.pending.player == "vagabond" and "move" not in game.pending.option_ids
    no_problems(game)


def test_the_vagabonds_slip_takes_allied_warriors_the_lock_holds_along():
    # The card with Law 9.4.2 and 9.2.9.II.b: the Vagabond moves from 1 into the Band clearing 5 with both warriors
    # of the Allied Marquise, which locks them and his pawn there this turn. The Slip ignores every effect that keeps
    # pieces in a clearing, so it may take him and both of them out to 1 all the same (as it would out of a snare).
    game = vagabond_moved_allies_into_band()
    assert pieces.locked(game, "marquise", 5) == {"warrior": 2}
    asked, _ = run(game.factions["vagabond"]._slip(game), ["clearing:1", "ally:marquise", "count:2"])
    assert [d.option_ids for d in asked if d.kind == "vagabond.slip.ally_count"] == [["count:1", "count:2"]]
    assert warriors(game, 1, "marquise") == 2 and game.state.clearings[1].pawns == ["vagabond"]
    no_problems(game)


def test_a_relic_carried_into_a_band_clearing_stays_while_warriors_there_before_leave():
    # The card with Law 15.2.4: a Keeper warrior moves from 1 into the Marquise's Band clearing 5 carrying the figure
    # worth 3; two Keeper warriors and a tablet were there before. The relic entered this turn, so it cannot leave:
    # a move of the two warriors that may leave offers to carry only the tablet, and the figure stays.
    game = with_band(["marquise", "keepers"], "keepers", "daylight",
                     {1: {"keepers": {"warrior": 1, "figure_3": 1}},
                      5: {"keepers": {"warrior": 2, "tablet_1": 1}, CARD: {"warrior": 1}}}, MARQUISE_BAND)
    run(move.take_move(game, "keepers"), ["clearing:1", "clearing:5", "relic:figure_3"])
    assert pieces.locked(game, "keepers", 5) == {"warrior": 1, "figure_3": 1}
    asked, _ = run(move.take_move(game, "keepers"), ["clearing:2", "count:2", "relic:tablet_1", "done"])
    assert [d.option_ids for d in asked if d.kind == "move.count"] == [["count:1", "count:2"]]
    assert [d.option_ids for d in asked if d.kind == "keepers.carry"] == [["relic:tablet_1", "done"]]
    assert warriors(game, 2, "keepers") == 2 and warriors(game, 5, "keepers") == 1
    assert relics(game, 5) == ["figure_3"] and relics(game, 2) == ["tablet_1"]
    no_problems(game)


def test_a_relic_delved_into_a_band_clearing_stays_there_that_turn():
    # The card with Law 15.5.2.II.a: delving moves a relic from the forest f1 into the Marquise's Band clearing 5 (our
    # reading: it entered 5 this turn), so a move of the Keeper warriors there, all there before, cannot carry it out.
    game = with_band(["marquise", "keepers"], "keepers", "daylight",
                     {5: {"keepers": {"warrior": 2}, CARD: {"warrior": 1}}}, MARQUISE_BAND,
                     data={"keepers": {"forests": {"f1": ["figure_1"]}}})
    run(game.factions["keepers"]._delve(game, None, 5), ["relic:f1:figure_1"])
    assert relics(game, 5) == ["figure_1"] and pieces.locked(game, "keepers", 5) == {"figure_1": 1}
    asked, _ = run(move.take_move(game, "keepers"), ["clearing:2", "count:2", "relic:figure_1"])
    assert "keepers.carry" not in [d.kind for d in asked]
    assert warriors(game, 2, "keepers") == 2 and relics(game, 5) == ["figure_1"]
    no_problems(game)


def test_a_lone_keeper_warrior_there_before_a_relic_was_delved_in_may_still_leave():
    # The card locks what entered: the relic delved into 5 this turn stays, but the one Keeper warrior there, which
    # was there before, may leave without it, into 2, which the Keepers rule (as they rule a clearing by f1, the delve
    # costs no card).
    game = with_band(["marquise", "keepers"], "keepers", "daylight",
                     {5: {"keepers": {"warrior": 1}, CARD: {"warrior": 1}}, 2: {"keepers": {"warrior": 1}}},
                     MARQUISE_BAND, data={"keepers": {"forests": {"f1": ["figure_1"]}}})
    run(game.factions["keepers"]._delve(game, None, 5), ["relic:f1:figure_1"])
    assert pieces.locked(game, "keepers", 5) == {"figure_1": 1}
    run(move.take_move(game, "keepers"), ["clearing:5", "clearing:2"])
    assert warriors(game, 2, "keepers") == 2 and warriors(game, 5, "keepers") == 0 and relics(game, 5) == ["figure_1"]
    no_problems(game)


def relics(game, clearing: int) -> list[str]:
    return sorted(kind for owner, kind in game.state.clearings[clearing].tokens if owner == "keepers")


# -- the Popular Band (promoted) ------------------------------------------------------------------------------------

def test_the_popular_band_gathers_one_warrior_from_each_adjacent_clearing_then_may_place_one():
    # The card: in the Marquise's Daylight, into the Band clearing 5 comes one warrior from each adjacent clearing, 1
    # and 2, of the faction she chooses (at 1: hers or the Alliance's; at 2 the Alliance's alone); 10 is not
    # adjacent. Then she places a Band warrior in 9.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"alliance": {"warrior": 2}, "marquise": {"warrior": 1}}, 2: {"alliance": {"warrior": 1}},
                      10: {"alliance": {"warrior": 1}}, 5: {CARD: {"warrior": 1}}}, MARQUISE_BAND)
    play_until(game, "marquise")
    game.choose(ACTION)
    assert expect(game, "popular_band.pull", "marquise") == ["faction:alliance", "faction:marquise"]
    game.choose("faction:alliance")
    assert expect(game, "popular_band.place", "marquise")[-1] == "pass"  # "may place"
    game.choose("clearing:9")
    assert warriors(game, 5, "alliance") == 2 and warriors(game, 1, "alliance") == 1
    assert warriors(game, 1, "marquise") == 1 and warriors(game, 2, "alliance") == 0
    assert warriors(game, 10, "alliance") == 1 and warriors(game, 9, CARD) == 1
    assert band(game).supply["warrior"] == 3
    assert [(e["faction"], e["origin"]) for e in events(game, "moved")] == [("alliance", 1), ("alliance", 2)]
    no_problems(game)


def test_the_gathering_takes_no_locked_warrior():
    # The card: a warrior locked in a Band clearing (it entered it this turn) is not gathered out of it. The
    # Marquise controls the Band; gathering into 1 brought a Band warrior from 5 and the Alliance's warrior from 9.
    # Gathering into 5 then offers, from 1, the Band's warrior or the Marquise's, not the Alliance's (locked there).
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 1}, CARD: {"warrior": 1}}, 9: {"alliance": {"warrior": 1}},
                      5: {CARD: {"warrior": 2}}}, MARQUISE_BAND)
    gather = game.factions[CARD]._gather
    run(gather(game, 1))
    assert warriors(game, 1, "alliance") == 1 and pieces.locked(game, "alliance", 1) == {"warrior": 1}
    asked, _ = run(gather(game, 5), ["faction:marquise"])
    assert [d.option_ids for d in asked] == [["faction:marquise", f"faction:{CARD}"]]
    assert warriors(game, 5, "marquise") == 1 and warriors(game, 1, "alliance") == 1
    no_problems(game)


def test_the_gathering_takes_nothing_out_of_a_snared_clearing():
    # The card with Law 13.7.2: a face-up snare keeps the Corvids' enemies' pieces where they are, so gathering into
    # 5 takes from 1 the Corvids' own warrior (the snare does not hold them) and nothing of the Marquise's there.
    game = with_band(["marquise", "corvid"], "marquise", "daylight",
                     {1: {"marquise": {"warrior": 2}, "corvid": {"warrior": 1}}, 5: {CARD: {"warrior": 1}}},
                     MARQUISE_BAND, data={"corvid": {"plots": {1: "snare"}, "face_up": [1]}})
    asked, _ = run(game.factions[CARD]._gather(game, 5))
    assert asked == [] and warriors(game, 5, "corvid") == 1 and warriors(game, 1, "marquise") == 2
    no_problems(game)


def test_allied_warriors_gathered_into_the_vagabonds_clearing_do_not_move_on_with_him():
    # The card with Law 9.2.9.II.b: the Vagabond, controlling the Band, gathers the Allied Marquise's warrior from 1
    # into his Band clearing 5; it entered 5 this turn, so when he moves on he is not offered to take it along.
    game = with_band(["marquise", "vagabond"], "vagabond", "daylight",
                     {1: {"marquise": {"warrior": 1}}, 5: {CARD: {"warrior": 1}}},
                     {"controller": "vagabond", "control": 2},
                     data=vagabond_at(5, relationships={"marquise": "allied"}))
    run(game.factions[CARD]._gather(game, 5))
    assert warriors(game, 5, "marquise") == 1 and pieces.locked(game, "marquise", 5) == {"warrior": 1}
    play_choices(game, "move", "clearing:1")
    assert game.state.clearings[1].pawns == ["vagabond"] and warriors(game, 5, "marquise") == 1
    assert not events(game, "moved")[1:]
    no_problems(game)


def test_the_popular_band_gathers_into_no_sealed_clearing():
    # The card with the Scoundrel's Scorched Earth (D.6.2): the Band's warriors in sealed clearing 5 (his own
    # hireling's stay there) gather nothing in, since nothing may move into it; Band clearing 10 still may.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {1: {"alliance": {"warrior": 1}}, 5: {CARD: {"warrior": 1}}, 10: {CARD: {"warrior": 1}},
                      2: {"alliance": {"warrior": 1}}}, MARQUISE_BAND, sealed={5: "torch"})
    assert game.factions[CARD]._gatherings(game) == [10]


# -- the Street Band (demoted) --------------------------------------------------------------------------------------

def test_the_street_band_places_a_band_warrior_in_any_clearing():
    # The card: once in the controller's Daylight, a Band warrior in any clearing (the action itself: no "pass").
    game = with_band(["marquise", "alliance"], "marquise", "daylight", {1: {"marquise": {"warrior": 1}}},
                     {**MARQUISE_BAND, "side": "demoted"})
    play_until(game, "marquise")
    game.choose(ACTION)
    assert expect(game, "popular_band.place", "marquise") == [f"clearing:{c}" for c in game.board.clearing_ids]
    game.choose("clearing:12")
    assert warriors(game, 12, CARD) == 1 and band(game).supply["warrior"] == 4
    no_problems(game)


def test_the_street_band_has_no_action_with_every_band_warrior_on_the_map():
    # The card places a Band warrior from the supply: with all five on the map, the action is not offered.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {5: {CARD: {"warrior": 5}}, 1: {"marquise": {"warrior": 1}}}, {**MARQUISE_BAND, "side": "demoted"})
    assert band(game).supply["warrior"] == 0
    play_until(game, "marquise")
    assert ACTION not in game.pending.option_ids


def test_the_popular_band_still_gathers_with_every_band_warrior_on_the_map():
    # The card: with no Band warrior left to place, the gathering alone is the action: the Alliance's warrior at 1
    # comes into the Band clearing 5, and no placement is offered.
    game = with_band(["marquise", "alliance"], "marquise", "daylight",
                     {5: {CARD: {"warrior": 5}}, 1: {"alliance": {"warrior": 1}}}, MARQUISE_BAND)
    play_until(game, "marquise")
    game.choose(ACTION)
    assert warriors(game, 5, "alliance") == 1 and warriors(game, 1, "alliance") == 0
    assert game.pending.kind != "popular_band.place"
    no_problems(game)


# -- whole games ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions, map_id, others", [
    (["marquise", "alliance"], "autumn", ["last_dynasty", "flotilla"]),
    (["marquise", "hundreds", "vagabond"], "lake", ["warm_sun_prophets", "highway_bandits"]),
    (["eyrie", "alliance", "vagabond", "riverfolk"], "winter", ["forest_patrol", "flame_bearers"]),
    (["eyrie", "duchy", "vagabond", "corvid", "keepers"], "mountain", ["spring_uprising", "flotilla"])])
def test_random_games_with_the_card_keep_every_invariant_and_replay(factions, map_id, others):
    # Both sides by player count (A.6.2; all demoted with five players), every invariant after every decision, each
    # game replayed from its save, cloned and re-drawn.
    card_games(CARD, factions, [CARD, *others], 3, map=map_id)


# -- Audited against Law Appendix E, A.6 and the card's text (HIRE-TS) -------------------------------------------------

def test_the_popular_band_when_hired_with_none_on_the_map_place_one_with_the_controller_law_e_2_1():
    # E.2.1; Popular Band's when-hired action (HIRE-TS): with no Band warrior on the map, place one in a clearing
    # with the controller's pieces. The code had no `hired_promoted`: nothing was placed.
    game = with_band(["alliance", "marquise"], "alliance", "evening",
                     {1: {"alliance": {"warrior": 1}}, 12: {"alliance": {"warrior": 1}}})
    asked, _ = run(hirelings.gain(game, CARD, "alliance"), ["clearing:12"])
    assert len(asked) == 1 and sorted(asked[0].option_ids) == ["clearing:1", "clearing:12"]
    assert warriors(game, 12, CARD) == 1


def test_the_street_band_sets_up_nothing_law_a_6_3():
    # A.6.3 ("some have no setup instructions"): the demoted Street Band has no setup (HIRE-TS gives only the
    # promoted side one; HRF's StreetBand sets up nothing). The code set up two Band warriors on both sides.
    game = new_game({"factions": ["marquise", "alliance", "vagabond", "lizard", "corvid"],
                     "hirelings": [CARD, "stand_in_a", "stand_in_b"], "seed": 1})
    assert band(game).data["side"] == "demoted"  # five players: all demoted (A.6.2)
    player = game.pending.player
    play_choices(game, f"hireling:{CARD}")
    assert game.pending.kind != "popular_band.setup"
    assert band(game).supply["warrior"] == 5
    assert [e["faction"] for e in events(game, "hireling_set_up")] == [player]
