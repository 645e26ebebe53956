"""Rules tests of the Grouch, a Vagabond character of the Outsiders fan expansion (fan content; rules text 002,
section G, cited "Outsiders G.x" to tell it from the Law's glossary, "Law G.x"): his starting items (G.2) and
Scram! (G.3): exhaust a torch to move half (rounded up) of each enemy's
warriors out of his clearing, as if he were those players. The readings are in the plugin's docstring
(plugins/rootcore_plugins/grouch/__init__.py); each test names the one it checks. Also how fan content is marked
(the manifest's `fan`) and that the Grouch is in no game that does not ask for him.

Autumn clearings used: 1 fox (paths 5, 9, 10), 5 rabbit (paths 1, 2), 9 mouse (paths 1, 4, 12), 12 fox; forest f1.
Positions come from `rootcore.scenario` (see tests/test_vagabond.py)."""
from __future__ import annotations

from collections import Counter

import pytest

import rootcore
from rootcore.rules import pieces
from rootcore.rules.adjacency import seal
from rootcore.testing import check_plugin_conformance

from helpers import VAGABOND_TABLES, events, expect, fs, play_choices, vagabond_set_up_as, warriors
from test_vagabond import faction, items, vb, vb_game

FOUR = ("marquise", "eyrie", "alliance", "vagabond")


def grouch(vagabond=None, clearings=None, factions=FOUR, **extra):
    """The Grouch taking his Daylight: in clearing 9 with a torch and a boot, every hand empty, unless told."""
    where = {} if "forest" in (vagabond or {}) else {"clearing": 9}
    return vb_game({"character": "grouch", **where, "items": ["torch", "boot"], **(vagabond or {})}, clearings,
                   factions=factions, hands={**{f: [] for f in factions}, **extra.pop("hands", {})}, **extra)


def scram(game, *choices: str) -> None:
    play_choices(game, "special", *choices)


def scores(game) -> dict:
    return {f: fs.score for f, fs in game.state.factions.items()}


# -- the card (G.2, G.3) -------------------------------------------------------------------------------------------

def test_starting_items_outsiders_g_2():
    game = vagabond_set_up_as("grouch")
    assert items(game) == Counter(["bag", "coins", "torch", "crossbow"])


def test_scram_moves_half_rounded_up_of_one_enemy_to_a_clearing_he_picks_outsiders_g_3():
    """Three Marquise warriors: two go (half of three, rounded up), where the Grouch says, as one move; the torch is
    exhausted. Moving them is neither a removal nor his move: relationships and scores stay (9.2.9.III)."""
    game = grouch({"relationships": {"marquise": 1}}, {9: {"marquise": {"warrior": 3}}})
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    game.choose("clearing:12")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 12, "marquise") == 2
    assert items(game) == Counter(["torch:exhausted", "boot"])
    assert [(e["other"], e["origin"], e["destination"], e["count"]) for e in events(game, "scram")] == [
        ("marquise", 9, 12, 2)]
    moved = events(game, "moved")[-1]  # the Marquise's move (1.5.5)
    assert (moved["faction"], moved["count"]) == ("marquise", 2)
    assert vb(game).data["relationships"]["marquise"] == 1 and scores(game)["vagabond"] == 0
    expect(game, "vagabond.action")


@pytest.mark.parametrize("n, moved", [(1, 1), (2, 1), (4, 2), (5, 3)])
def test_half_rounded_up_outsiders_g_3(n, moved):
    game = grouch({}, {9: {"marquise": {"warrior": n}}})
    scram(game, "clearing:4")
    assert warriors(game, 4, "marquise") == moved and warriors(game, 9, "marquise") == n - moved


def test_each_enemy_moves_half_in_the_order_he_picks_each_by_its_own_rule_outsiders_g_3_and_law_4_2_1():
    """Eyrie 4, Marquise 3 in 9: the Eyrie rules 9. Marquise first, she may go only where she rules (1), as a move
    of hers needs (4.2.1); the Grouch's Nimble (9.2.3) is his own. Eyrie first, 2 Eyrie warriors leave and the
    Marquise rules 9, so she may go anywhere next to it."""
    clearings = {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 4}}, 1: {"marquise": {"warrior": 1}}}
    game = grouch({}, clearings)
    scram(game)
    assert expect(game, "grouch.scram.enemy") == ["faction:eyrie", "faction:marquise"]
    game.choose("faction:marquise")  # her one way, 1, is taken unasked
    assert warriors(game, 1, "marquise") == 3
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]  # the Eyrie's
    game.choose("clearing:4")  # the one left: no question whose turn
    assert warriors(game, 4, "eyrie") == 2
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 9, "eyrie") == 2

    game = grouch({}, clearings)
    scram(game, "faction:eyrie", "clearing:12")
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    game.choose("clearing:4")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 4, "marquise") == 2


def test_an_enemy_with_no_legal_move_is_skipped_outsiders_g_3_if_possible_and_law_4_2_1():
    """The Marquise rules neither 9 (the Eyrie has more there) nor any clearing next to it: she cannot move, so
    only the Eyrie's warriors go, and hers stay. The Eyrie keeps 9 (two against one), so she stays stuck."""
    game = grouch({}, {9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 4}}})
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]  # the Eyrie's
    game.choose("clearing:1")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 1, "eyrie") == 2
    assert [e["other"] for e in events(game, "scram")] == ["eyrie"]
    expect(game, "vagabond.action")


def test_a_move_that_hands_rule_to_another_enemy_lets_it_move_too_outsiders_g_3_and_law_4_2_1():
    """Eyrie 3, Marquise 2 in 9: only the Eyrie may move at first. Two Eyrie warriors leave; the Marquise then rules
    9 (two against one) and moves one (half of two) too."""
    game = grouch({}, {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}})
    scram(game, "clearing:1")
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    game.choose("clearing:12")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 12, "marquise") == 1
    assert warriors(game, 9, "eyrie") == 1 and warriors(game, 1, "eyrie") == 2


def test_not_offered_when_no_enemy_can_move_outsiders_g_3():
    """The Eyrie rules 9 by its roost (a tie the Eyrie wins, 7.2.2) with no warrior to move; the Marquise rules no
    clearing next to 9. Nothing can move: no Scram (and no torch spent for nothing)."""
    game = grouch({"items": ["torch", "boot"]}, {9: {"marquise": {"warrior": 1}, "eyrie": {"roost": 1}}})
    assert "special" not in expect(game, "vagabond.action")


@pytest.mark.parametrize("vagabond", [{"items": ["torch:exhausted", "boot"]}, {"items": ["torch:damaged", "boot"]},
                                      {"items": ["boot"]}, {"forest": "f1", "items": ["torch", "boot"]}])
def test_scram_needs_a_face_up_undamaged_torch_and_a_clearing_outsiders_g_3_and_law_9_5_9(vagabond):
    game = grouch(vagabond, {9: {"marquise": {"warrior": 3}}})
    assert "special" not in expect(game, "vagabond.action")


def test_allied_warriors_move_too_the_coalition_partners_stay_outsiders_g_3_and_law_g_1_8():
    """Allied factions are still enemies (9.2.9.II, G.1.8): their warriors move, and the alliance lasts. His
    coalition partner is no enemy (9.2.8): its warriors stay. (Each side rules 9 in turn.)"""
    clearings = {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 3}}}
    game = grouch({"relationships": {"eyrie": "allied"}}, clearings)
    scram(game, "clearing:1", "clearing:4")
    assert warriors(game, 1, "eyrie") == 2 and warriors(game, 4, "marquise") == 1
    assert faction(game).is_allied(game, "eyrie")
    game = grouch({"coalition": "eyrie"}, clearings)
    assert "special" not in expect(game, "vagabond.action")  # the Marquise cannot move, the Eyrie may not be moved
    game = grouch({"coalition": "eyrie"}, {9: {"marquise": {"warrior": 2}, "eyrie": {"warrior": 1}}})
    scram(game, "clearing:12")
    assert warriors(game, 9, "eyrie") == 1 and warriors(game, 12, "marquise") == 1


def test_hirelings_warriors_stay_outsiders_g_3_and_law_e_3_4(stand_ins):
    """A hireling takes no move but its own (E.3.4) and is no player: an enemy hireling's warriors stay, uncontrolled
    or controlled by an enemy; alone, they give no Scram."""
    hirelings = {"last_dynasty": {"controller": "marquise", "control": 1}, "stand_in_a": {}, "stand_in_b": {}}
    clearings = {9: {"last_dynasty": {"warrior": 2}, "stand_in_a": {"warrior": 2}, "marquise": {"warrior": 1}}}
    game = grouch({}, clearings, factions=("marquise", "vagabond"), hirelings=hirelings)
    scram(game)  # the Marquise rules 9 with her hireling's warriors (E.3.1): her one warrior may go anywhere
    game.choose("clearing:4")
    assert warriors(game, 4, "marquise") == 1
    assert warriors(game, 9, "last_dynasty") == 2 and warriors(game, 9, "stand_in_a") == 2
    game = grouch({"items": ["torch", "boot"]}, {9: {"stand_in_a": {"warrior": 3}}}, factions=("marquise", "vagabond"),
                  hirelings=hirelings)
    assert "special" not in expect(game, "vagabond.action")


# -- interactions ----------------------------------------------------------------------------------------------------

def test_no_enemy_leaves_a_clearing_with_a_face_up_snare_but_the_corvids_outsiders_g_3_and_law_13_7_2():
    """A face-up snare keeps other players' pieces in its clearing (13.7.2), and a Scram move is theirs: the Marquise
    stays, the Corvids (ruling 9) go. Face down, the snare does nothing and both go."""
    clearings = {9: {"corvid": {"warrior": 3}, "marquise": {"warrior": 2}}, 1: {"marquise": {"warrior": 1}}}
    for face_up, gone in (([9], ["corvid"]), ([], ["corvid", "marquise"])):
        game = grouch({}, clearings, factions=("marquise", "vagabond", "corvid"),
                      data={"corvid": {"plots": {9: "snare"}, "face_up": face_up}})
        scram(game)
        while game.pending.kind.startswith("grouch.scram"):
            game.choose(game.pending.option_ids[0])
        assert [e["other"] for e in events(game, "scram")] == gone


def test_each_enemy_moves_by_its_own_adjacency_the_riverfolk_swim_outsiders_g_3_and_law_11_2_2():
    """In 10 (paths to 1, 2, 12; rivers to 5 and 11) the Marquise rules: her warriors go by paths; the Riverfolk's,
    who rule nothing, go along the rivers, which they take whoever rules (11.2.2): their move, their rules."""
    game = grouch({"clearing": 10}, {10: {"marquise": {"warrior": 3}, "riverfolk": {"warrior": 2}}},
                  factions=("marquise", "vagabond", "riverfolk"))
    scram(game, "faction:riverfolk")
    assert expect(game, "grouch.scram.destination") == ["clearing:5", "clearing:11"]
    game.choose("clearing:11")
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:2", "clearing:12"]
    game.choose("clearing:2")
    assert warriors(game, 11, "riverfolk") == 1 and warriors(game, 2, "marquise") == 2


def test_no_scram_move_into_a_sealed_clearing_outsiders_g_3_and_law_d_6_2():
    """A clearing the Scoundrel sealed (D.6.2) takes no piece moving in, by anyone's move."""
    game = grouch({}, {9: {"marquise": {"warrior": 2}}})
    seal(game, 12, "torch")
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4"]


def test_scram_moves_into_the_keeps_clearing_outsiders_g_3_and_law_6_2_2():
    """The Keep stops other players' pieces being placed in its clearing (6.2.2), not moved in: Eyrie warriors
    scrammed out of 9 may go to 1, the Keep's clearing."""
    game = grouch({}, {9: {"eyrie": {"warrior": 2}}, 1: {"marquise": {"warrior": 1, "keep": 1}}})
    scram(game)
    assert "clearing:1" in expect(game, "grouch.scram.destination")
    game.choose("clearing:1")
    assert warriors(game, 1, "eyrie") == 1


@pytest.mark.parametrize("hundreds, moved", [(3, 2), (2, 1), (1, 0)])
def test_the_warlord_stays_outsiders_g_3_and_law_14_2_2(hundreds, moved):
    """The warlord moves only by the Hundreds' own moves in their turn (14.2.2): half of the Hundreds' warriors in 9,
    rounded up, move, as long as that leaves him behind; alone there, he gives no Scram."""
    from test_hundreds import hundreds_game
    vagabond = {"character": "grouch", "clearing": 9, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    factions = ("marquise", "hundreds", "vagabond")
    game = hundreds_game({9: {"hundreds": {"warrior": hundreds, "stronghold": 1}}}, current="vagabond",
                         factions=factions, warlord=9, data={"vagabond": vagabond}, hands={f: [] for f in factions})
    if not moved:
        assert "special" not in expect(game, "vagabond.action", "vagabond")
        return
    scram(game, "clearing:4")
    assert warriors(game, 4, "hundreds") == moved and warriors(game, 9, "hundreds") == hundreds - moved
    assert game.state.factions["hundreds"].data["warlord"] == 9


@pytest.mark.parametrize("there", [1, 0])
def test_warriors_locked_by_the_popular_band_stay_outsiders_g_3_and_the_bands_lock(stand_ins, there):
    """The Popular Band's lock (its card, E.2.2): enemy warriors that entered a Band clearing this turn cannot leave
    it this turn. The Grouch scrams 2 of the Marquise's 4 from 1 into 5, where the Band stands, then moves there
    too. With one of hers already there, a second Scram moves that one only (half of her 3 would be 2); with none,
    every Marquise warrior there is locked, and no Scram is offered."""
    hirelings = {"popular_band": {"controller": "vagabond", "control": 2}, "last_dynasty": {}, "stand_in_a": {}}
    clearings = {1: {"marquise": {"warrior": 4}}, 5: {"popular_band": {"warrior": 1}}}
    if there:
        clearings[5]["marquise"] = {"warrior": there}
    game = grouch({"clearing": 1, "items": ["torch", "torch", "boot", "boot"]}, clearings,
                  factions=("marquise", "vagabond"), hirelings=hirelings)
    scram(game, "clearing:5")
    assert warriors(game, 5, "marquise") == 2 + there and pieces.locked(game, "marquise", 5) == {"warrior": 2}
    play_choices(game, "move", "clearing:5")
    if not there:
        assert "special" not in expect(game, "vagabond.action")
        return
    scram(game, "clearing:2")
    assert events(game, "scram")[-1]["count"] == 1
    assert warriors(game, 5, "marquise") == 2 and warriors(game, 2, "marquise") == 1
    assert warriors(game, 5, "popular_band") == 1  # a hireling's warriors stay (E.3.4)


def test_outrage_is_paid_by_the_player_whose_warriors_moved_after_every_move_outsiders_g_3_and_law_8_2_6():
    """Scram moves the Marquise's warriors as if she moved them (1.5.5): into a sympathetic clearing, she owes the
    Outrage (8.2.6), not the Grouch (with no card, she shows her hand and the Alliance draws). The moves are one
    action (1.4.2): the Outrage waits until the Alliance has moved too; its own warriors moved into sympathy owe
    nothing. (The Alliance rules 9 first; once 2 of its 4 left, the Marquise, with 3, does.)"""
    clearings = {9: {"marquise": {"warrior": 3}, "alliance": {"warrior": 4}}, 12: {"alliance": {"sympathy": 1}},
                 1: {"marquise": {"warrior": 1}}}
    game = grouch({}, clearings)
    scram(game, "faction:marquise")  # she may go only to 1, which she rules: unasked, and no sympathy there
    assert warriors(game, 1, "marquise") == 3 and not events(game, "outrage")
    game.choose("clearing:12")  # the Alliance into its own sympathy
    assert warriors(game, 12, "alliance") == 2 and not events(game, "outrage")

    game = grouch({}, clearings)
    scram(game, "faction:alliance", "clearing:4")
    assert warriors(game, 9, "marquise") == 3
    game.choose("clearing:12")
    assert warriors(game, 12, "marquise") == 2
    assert [(e["faction"], e["clearing"]) for e in events(game, "outrage")] == [("marquise", 12)]


def test_the_outrage_waits_until_every_scram_move_is_over_outsiders_g_3_and_law_1_4_2():
    """Marquise 3, Eyrie 1 in 9: the Marquise moves 2 into sympathy; then the Eyrie, now tied with her and ruling 9
    (7.2.2), moves; only then does she pay the Outrage."""
    clearings = {9: {"marquise": {"warrior": 3}, "eyrie": {"warrior": 1}}, 12: {"alliance": {"sympathy": 1}}}
    game = grouch({}, clearings)
    scram(game, "clearing:12")  # the Marquise, the only one who may move at first
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    assert not events(game, "outrage")
    game.choose("clearing:4")
    assert [(e["faction"], e["clearing"]) for e in events(game, "outrage")] == [("marquise", 12)]
    kinds = [e["type"] for e in game.events]
    assert kinds.index("outrage") > max(i for i, kind in enumerate(kinds) if kind == "moved")


# -- fan content: marked, and in no game that does not ask for it --------------------------------------------------

def test_the_grouch_is_offered_at_setup_only_when_the_game_asks_for_it():
    def offered(**config) -> list[str]:
        game = rootcore.new_game({"factions": ["marquise", "vagabond"], "seed": 3, **config})
        while game.pending.kind != "vagabond.setup.character":
            game.choose(game.pending.option_ids[0])
        return game.pending.option_ids

    assert "character:grouch" not in offered()
    assert "character:grouch" in offered(expansions=["outsiders"])
    assert "character:grouch" in offered(enable=["grouch"])
    assert vagabond_set_up_as("grouch").state.factions["vagabond"].data["character"] == "grouch"  # named: no menu


# -- random games --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("factions", VAGABOND_TABLES)
def test_random_games_with_the_grouch_keep_the_invariants(factions):
    results = check_plugin_conformance(factions, games=2, options={"vagabond_character": "grouch"})
    assert all(r["game"].state.factions["vagabond"].data["character"] == "grouch" for r in results)


def test_random_games_with_the_grouch_scram():
    results = check_plugin_conformance(["marquise", "eyrie", "alliance", "vagabond"], games=3, first_seed=10,
                                       clone_games=0, options={"vagabond_character": "grouch"})
    assert any(events(r["game"], "scram") for r in results)


# -- the heuristic bot (grouch/bot.py) -----------------------------------------------------------------------------

def bot_answer(game) -> str:
    from rootcore.agents import make_agent
    return make_agent("heuristic", "vagabond", 0)(game, game.pending)


@pytest.mark.parametrize("warriors_there, relationship, scrams", [
    (3, "hostile", True),   # two Hostile warriors sent away (Law 9.2.9): worth the torch
    (2, "hostile", False),  # one: not worth it
    (3, 1, False),          # three of a faction he is not Hostile to, who keeps its rule: nothing gained
])
def test_the_bot_scrams_hostile_warriors_away_when_enough_go_outsiders_g_3(warriors_there, relationship, scrams):
    game = grouch({"relationships": {"marquise": relationship}}, {9: {"marquise": {"warrior": warriors_there}}})
    expect(game, "vagabond.action")
    assert (bot_answer(game) == "special") == scrams
    assert (game.pending.option("special") is not None)  # offered every time: the bot chose


def test_the_bot_scrams_to_break_a_rivals_rule_of_his_clearing_outsiders_g_3_and_law_2_1():
    """One Eyrie warrior rules 9: it leaves, and the Eyrie no longer rules there."""
    from rootcore.agents import make_agent
    game = grouch({}, {9: {"eyrie": {"warrior": 1}}})
    expect(game, "vagabond.action")
    assert {make_agent("heuristic", "vagabond", seed)(game, game.pending) for seed in range(4)} == {"special"}


@pytest.mark.parametrize("ruler, other", [("eyrie", "marquise"), ("marquise", "eyrie")])
def test_the_bot_moves_the_ruler_first_and_sends_it_where_it_gains_no_rule_outsiders_g_3(ruler, other):
    """Four of the ruler's warriors and three of another faction's in 9 (who may leave too: it rules 1, Law 4.2.1): the
    ruler's two leaving break its rule, so they go first; of 1, 4 and 12 (next to 9), the two would come to rule 1
    (against one warrior) and empty 12, but not 4, where three Alliance warriors stand."""
    clearings = {9: {ruler: {"warrior": 4}, other: {"warrior": 3}}, 1: {other: {"warrior": 1}},
                 4: {"alliance": {"warrior": 3}}}
    game = grouch({}, clearings)
    scram(game)
    assert expect(game, "grouch.scram.enemy") == ["faction:eyrie", "faction:marquise"]
    assert bot_answer(game) == f"faction:{ruler}"
    game.choose(f"faction:{ruler}")
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    assert bot_answer(game) == "clearing:4"


@pytest.mark.parametrize("twelve, answer", [(0, 4), (3, 12)])
def test_the_bot_sends_warriors_where_they_rule_nothing_among_the_most_others_outsiders_g_3(twelve, answer):
    """Two of the Marquise's four warriors in 9 leave: they would rule 1 (one Eyrie and one Alliance warrior there)
    and an empty 12, not 4 (two Alliance warriors); with three Alliance warriors in 12, both 4 and 12 stay out of
    their rule, and 12 has the more warriors of others."""
    clearings = {9: {"marquise": {"warrior": 4}}, 1: {"eyrie": {"warrior": 1}, "alliance": {"warrior": 1}},
                 4: {"alliance": {"warrior": 2}}, **({12: {"alliance": {"warrior": twelve}}} if twelve else {})}
    game = grouch({}, clearings)
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    assert bot_answer(game) == f"clearing:{answer}"


def test_a_heuristic_grouch_leaves_none_of_his_questions_to_chance():
    """Whole games with the Grouch's bot among random players: Scram! is taken, and every question it asks is
    answered by the advice (none by the bot's random fallback)."""
    from helpers import watched_game
    kinds = set()
    for seed in range(1, 6):
        watched = watched_game(["marquise", "eyrie", "alliance", "vagabond"], "vagabond", seed,
                               options={"vagabond_character": "grouch"})
        assert not {k for k in watched.guessed if k.startswith("grouch.")}, (seed, watched.guessed)
        kinds |= watched.kinds
    assert {"grouch.scram.enemy", "grouch.scram.destination"} <= kinds


# -- Audited against the Outsiders' G rules -------------------------------------------------------------------------

pytestmark = pytest.mark.usefixtures("stand_ins")


# -- G.2 starting items, read with Law 9.3.5 / 9.2.5 ---------------------------------------------------------------

def test_grouch_starting_bag_and_coins_are_on_their_tracks_outsiders_g_2_and_law_9_3_5():
    """Law 9.3.5: track items start face up on their tracks: the bag raises the item limit to 8 (9.6.4), the coins
    add a draw (9.6.2); torch and crossbow are in the Satchel (counted against the limit)."""
    from helpers import vagabond_set_up_as
    game = vagabond_set_up_as("grouch")
    vag = faction(game)
    assert vag.on_track(game, "bag") == 1 and vag.on_track(game, "coins") == 1
    assert vag.on_track(game, "torch") == 0
    satchel, limit = vag._satchel_and_limit(game)
    assert limit == 8 and sorted(i["item"] for i in satchel) == ["crossbow", "torch"]
    assert items(game) == Counter(["bag", "coins", "torch", "crossbow"])


# -- G.3 Scram!: the cost (Law 9.5.9) --------------------------------------------------------------------------------

def test_scram_exhausts_one_torch_of_two_and_may_be_taken_again_outsiders_g_3_and_law_9_5_9():
    """Law 9.5.9: one torch per special action; Daylight actions have no per-turn limit (9.5)."""
    game = grouch({"items": ["torch", "torch", "boot"]}, {9: {"marquise": {"warrior": 4}}})
    scram(game, "clearing:4")
    assert items(game) == Counter(["torch", "torch:exhausted", "boot"])
    assert warriors(game, 9, "marquise") == 2
    scram(game, "clearing:12")
    assert warriors(game, 9, "marquise") == 1 and warriors(game, 12, "marquise") == 1
    assert items(game) == Counter(["torch:exhausted", "torch:exhausted", "boot"])


def test_scram_not_offered_in_birdsong_outsiders_g_3_and_law_9_5_9():
    """A special action is a Daylight action (9.5.9): the Grouch's Slip (9.4.2) offers no Scram; his Daylight does."""
    game = grouch({"items": ["torch", "boot"]}, {9: {"marquise": {"warrior": 3}}}, phase="birdsong")
    assert game.state.phase == "birdsong" and "special" not in expect(game, "vagabond.slip")
    game.choose("stay")
    assert game.state.phase == "daylight" and "special" in expect(game, "vagabond.action")


# -- G.3 with other factions' move rules ("as if you were those players") -------------------------------------------

def test_scrammed_keepers_may_take_relics_along_outsiders_g_3_and_law_15_2_4():
    """Devout Knights (15.2.4): Keeper warriors moved by another's effect may each carry a relic; two of three go,
    so up to two relics, chosen by the Keepers."""
    game = grouch({}, {9: {"keepers": {"warrior": 3, "figure_2": 1, "tablet_1": 1, "jewelry_3": 1}}},
                  factions=("marquise", "keepers", "vagabond"))
    scram(game, "clearing:4")
    assert expect(game, "keepers.carry", "keepers") == ["relic:figure_2", "relic:jewelry_3", "relic:tablet_1", "done"]
    play_choices(game, "relic:tablet_1", "relic:jewelry_3")
    tokens = lambda c: sorted(k for o, k in game.state.clearings[c].tokens if o == "keepers")  # noqa: E731
    assert tokens(4) == ["jewelry_3", "tablet_1"] and tokens(9) == ["figure_2"]
    assert warriors(game, 4, "keepers") == 2
    expect(game, "vagabond.action")


def test_scrammed_duchy_warriors_may_go_to_the_burrow_others_not_outsiders_g_3_and_law_12_2_2():
    """The Burrow (clearing 0) is adjacent to a tunnel clearing for the Duchy alone, which always rules it (12.2.2):
    Duchy warriors scrammed out of a tunnel clearing may go there; once the Marquise rules 9, her warriors may not."""
    game = grouch({}, {9: {"duchy": {"warrior": 3, "tunnel": 1}, "marquise": {"warrior": 2}}},
                  factions=("marquise", "duchy", "vagabond"))
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:0", "clearing:1", "clearing:4", "clearing:12"]
    game.choose("clearing:0")
    assert game.state.clearings[0].warriors.get("duchy") == 2
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]  # the Marquise's
    game.choose("clearing:1")
    assert warriors(game, 1, "marquise") == 1 and warriors(game, 9, "duchy") == 1


def test_scrammed_corvids_move_anywhere_by_their_nimble_outsiders_g_3_and_law_13_2_3():
    """Corvid Nimble (13.2.3) is the Corvids' own rule of moving: one Corvid warrior against the Marquise's three
    rules no end of any path, yet is scrammed to any adjacent clearing."""
    game = grouch({}, {9: {"corvid": {"warrior": 1}, "marquise": {"warrior": 3}}},
                  factions=("marquise", "vagabond", "corvid"))
    scram(game, "faction:corvid")
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]
    game.choose("clearing:12")
    assert warriors(game, 12, "corvid") == 1


def test_scrammed_warriors_take_the_ferry_and_their_owner_draws_outsiders_g_3_and_law_c_2_5():
    """Lake map: from the Ferry's clearing the Eyrie's warriors may cross the lake; the Ferry goes along and the
    moving player, the Eyrie, draws (C.2.5), not the Grouch. The Ferry then is spent for the turn (once per turn):
    the Marquise, moving next, has paths only."""
    game = grouch({"clearing": 1}, {1: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 2}}}, map="lake",
                  hands={"eyrie": [], "marquise": [], "vagabond": []})
    assert game.map.ferry(game) == 1
    scram(game, "clearing:11")  # the Eyrie rules 1: only it may move at first
    assert warriors(game, 11, "eyrie") == 2 and game.map.ferry(game) == 11
    assert len(fs(game, "eyrie").hand) == 1 and fs(game, "vagabond").hand == [] and fs(game, "marquise").hand == []
    assert "clearing:11" not in expect(game, "grouch.scram.destination")  # the Marquise now rules 1: paths only
    assert all(int(o.split(":")[1]) in game.board.adjacent[1] for o in game.pending.option_ids)


def test_bone_patrol_alpha_stays_when_scrammed_outsiders_g_3_and_bp_2_2():
    """BP.2.2: the Alpha moves only on the Patrol's turn. Two Patrol warriors in 9, the Alpha one: half of two is
    one, and the one that goes is not the Alpha; alone, the Alpha gives no Scram."""
    from test_bone_patrol import BP, bp_game
    vagabond = {"character": "grouch", "clearing": 9, "items": ["torch", "boot"], "quests": [], "ruin_items": {}}
    game = bp_game({9: {BP: {"warrior": 2}}}, current="vagabond", mine={"alpha": 9},
                   factions=("marquise", BP, "vagabond"), data={"vagabond": vagabond},
                   hands={"marquise": [], BP: [], "vagabond": []})
    scram(game, "clearing:4")
    assert warriors(game, 4, BP) == 1 and warriors(game, 9, BP) == 1
    assert game.state.factions[BP].data["alpha"] == 9
    assert "special" not in expect(game, "vagabond.action")


def test_uncontrolled_bandits_rob_a_scrammed_warrior_and_no_relationship_changes_outsiders_g_3_and_bandits():
    """Highway Bandits (uncontrolled: enemy to all, E.3.2) on the path 9-12: the Marquise's warriors scrammed along it
    lose one there, removed by the bandits, not by the Grouch: her relationship stays (Law 9.2.9.III)."""
    hirelings = {"highway_bandits": {}, "last_dynasty": {}, "stand_in_a": {}}
    game = grouch({"relationships": {"marquise": 1}}, {9: {"marquise": {"warrior": 4}}},
                  factions=("marquise", "vagabond"), hirelings=hirelings,
                  data={"highway_bandits": {"paths": [[9, 12]]}})
    scram(game, "clearing:12")
    assert warriors(game, 9, "marquise") == 2 and warriors(game, 12, "marquise") == 1
    assert events(game, "bandits_robbed")
    assert vb(game).data["relationships"]["marquise"] == 1


def test_the_enemys_own_boat_builders_serve_its_scrammed_warriors_his_do_not_outsiders_g_3_and_law_1_5_5():
    """Boat Builders (rivers are paths for the holder): the Marquise's card lets her scrammed warriors take the
    rivers out of 10 (to 5 and 11); the Grouch's own card is his, and lends them nothing."""
    clearings = {10: {"marquise": {"warrior": 3}}}
    game = grouch({"clearing": 10}, clearings, factions=("marquise", "vagabond"),
                  play_areas={"marquise": ["boat_builders"]}, deck="exiles")
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:2", "clearing:5", "clearing:11",
                                                        "clearing:12"]
    game.choose("clearing:11")
    assert warriors(game, 11, "marquise") == 2
    game = grouch({"clearing": 10}, clearings, factions=("marquise", "vagabond"),
                  play_areas={"vagabond": ["boat_builders"]}, deck="exiles")
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:2", "clearing:12"]


def test_the_grouchs_riverboats_lend_the_scrammed_enemy_no_river_outsiders_g_3_and_law_11_2_7_ii():
    """Riverboats bought by the Grouch this turn make rivers paths for the buyer only (11.2.7.II): the Marquise's
    scrammed warriors leave 10 by paths."""
    game = grouch({"clearing": 10}, {10: {"marquise": {"warrior": 3}}}, factions=("marquise", "vagabond", "riverfolk"),
                  data={"riverfolk": {"bought": {"vagabond": ["riverboats"]}}})
    scram(game)
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:2", "clearing:12"]


def test_an_enemy_holding_corvid_planners_is_scrammed_whoever_rules_outsiders_g_3_and_corvid_planners():
    """Corvid Planners: the holder ignores rule when moving (4.2.1). The Marquise, one warrior against the Eyrie's
    three and ruling nothing near, may still be scrammed first, anywhere."""
    game = grouch({}, {9: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 3}}},
                  play_areas={"marquise": ["corvid_planners"]}, deck="exiles")
    scram(game)
    assert expect(game, "grouch.scram.enemy") == ["faction:eyrie", "faction:marquise"]
    game.choose("faction:marquise")
    assert expect(game, "grouch.scram.destination") == ["clearing:1", "clearing:4", "clearing:12"]


def test_a_lizard_garden_keeps_rule_so_the_outnumbering_marquise_stays_outsiders_g_3_and_law_10_2_4():
    """Pilgrims (10.2.4): the Cult rules a clearing with its garden. One Lizard warrior goes (half of one, rounded up);
    the Cult still rules 9, so the Marquise (three warriors, ruling no clearing next to it) cannot move: skipped."""
    game = grouch({}, {9: {"lizard": {"warrior": 1, "garden_mouse": 1}, "marquise": {"warrior": 3}}},
                  factions=("marquise", "vagabond", "lizard"))
    scram(game, "clearing:4")
    assert warriors(game, 4, "lizard") == 1 and warriors(game, 9, "marquise") == 3
    assert [e["other"] for e in events(game, "scram")] == ["lizard"]
    expect(game, "vagabond.action")
