"""Rules tests of the Borough Kings, a fan faction (rules text 004, cited BK.x): setup (BK.3), the Bag of rats and mice
(BK.2.3), Herald of the King (BK.2.2), crafting (BK.2.1), Birdsong (BK.4), the Manifest (BK.5), Evening (BK.6), the
Palace Coup (BK.7), the regents (BK.8) and Mice Mischief (BK.2.4). The readings of the text are in the plugin's
docstring (plugins/rootcore_plugins/borough_kings/__init__.py); each test names the one it checks.

Autumn clearings used: 1 fox (paths 5, 9, 10), 2 mouse (5, 6, 10), 5 rabbit (1, 2), 6 fox (2, 3, 11), 9 mouse (1, 4,
12), 10 rabbit (1, 2, 12), 12 fox; corners 1-4 (1 and 3 opposite, 2 and 4 opposite)."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.rules import battle, craft, pieces
from rootcore.rules.rule import rules
from rootcore.testing import check_plugin_conformance

from helpers import (coffin_makers_place, events, expect, fix_dice, no_problems, play_choices, play_until, run,
                     scenario, vagabond_at, warriors)

BK = "borough_kings"


def kings(clearings, mine=None, hands=None, factions=(BK, "marquise"), current=BK, phase="daylight", **spec):
    """The Kings (regent: the Oligarch unless told, no Loyal Henchmen unless told) taking their `phase`, every hand
    empty unless told."""
    data = {BK: {"regent": "oligarch", "henchmen": {}, **(mine or {})}}
    data.update(spec.pop("data", {}))
    hands = {**{f: [] for f in factions}, **(hands or {})}
    return scenario(list(factions), current, phase, clearings, hands=hands, data=data, **spec)


def kfs(game):
    return game.state.factions[BK]


def mice(game):
    return game.factions[BK].mice_on_map(game)


def bot_answer(game, faction: str) -> str:
    """The heuristic bot's answer to `faction`'s pending decision (the Kings' questions asked of others are advised,
    `Registry.add_bot_advice`): the same from bots of four seeds, so that no seeded random answer passes for it."""
    from rootcore.agents import make_agent
    answers = {make_agent("heuristic", faction, seed)(game, game.pending) for seed in range(4)}
    assert len(answers) == 1, answers
    return answers.pop()


def manifest(game, column):
    return [game.cards[c].id for c in kfs(game).zones[f"manifest_{column}"]]


def fill_map_with_rats(spec: dict, n: int, skip=()) -> dict:
    """`spec` with one Kings warrior (a rat, the scenario's default) in clearings 1.. until `n` are placed."""
    while n:
        for c in range(1, 13):
            if n and c not in skip:
                spec.setdefault(c, {}).setdefault(BK, {})
                spec[c][BK]["warrior"] = spec[c][BK].get("warrior", 0) + 1
                n -= 1
    return spec


# -- setup (BK.3) --------------------------------------------------------------------------------------------------

def set_up_game(seed=2):
    game = rootcore.new_game({"factions": ["marquise", "eyrie", BK], "seed": seed})
    play_until(game, BK, f"{BK}.setup.corner")
    return game


def test_setup_arsenal_corner_opposite_a_starting_corner_bk_3_2(seed=2):
    game = set_up_game(seed)
    taken = set(game.state.data["starting_corners"].values())
    offered = {int(o[len("clearing:"):]) for o in expect(game, f"{BK}.setup.corner", BK)}
    free = set(game.board.corners) - taken
    opposite = {c for c in free if game.board.opposite_corner[c] in taken}
    assert offered == (opposite or free)  # "if possible" diagonally opposite a starting corner


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_setup_corner_seeds_bk_3_2(seed):
    test_setup_arsenal_corner_opposite_a_starting_corner_bk_3_2(seed)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_places_arsenals_rats_and_fills_the_bag_bk_3_2_to_bk_3_7(seed):
    game = set_up_game(seed)
    corner = int(expect(game, f"{BK}.setup.corner")[0][len("clearing:"):])
    game.choose(f"clearing:{corner}")
    near = expect(game, f"{BK}.setup.arsenal", BK)
    for option in near:  # BK.3.2: adjacent, without enemy buildings
        c = int(option[len("clearing:"):])
        assert c in game.board.adjacent[corner]
        assert not [f for f, _ in game.state.clearings[c].buildings if f != BK]
    game.choose(near[0])
    if game.pending.kind == f"{BK}.setup.arsenal":
        assert near[0] not in game.pending.option_ids  # two different clearings
        game.choose(game.pending.option_ids[0])
    while game.pending.kind == f"{BK}.setup.rearrange":
        game.choose(game.pending.option_ids[0])
    assert expect(game, f"{BK}.setup.regent", BK) == ["regent:general", "regent:oligarch", "regent:populist",
                                                      "regent:tyrant"]
    game.choose("regent:tyrant")
    arsenals = [c for c, cl in game.state.clearings.items() if (BK, "arsenal") in cl.buildings]
    assert len(arsenals) == 3 and kfs(game).tracks["arsenal"] == 3  # BK.3.6
    assert corner in arsenals and all(c == corner or c in game.board.adjacent[corner] for c in arsenals)
    on_map = sum(cl.warriors.get(BK, 0) for cl in game.state.clearings.values())
    assert on_map == 12 and kfs(game).supply["warrior"] == 8  # BK.3.3: a rat per clearing, the rest in the bag
    assert mice(game) == {} and game.factions[BK].bag_mice(game) == 4  # BK.3.1: the 4 mice are in the bag
    for c, cl in game.state.clearings.items():  # BK.3.7: none left with enemy buildings or tokens
        enemy = [f for f, _ in cl.buildings + cl.tokens if f != BK]
        if enemy:
            assert not cl.warriors.get(BK)
    enemy_held = [c for c, cl in game.state.clearings.items() if [f for f, _ in cl.buildings + cl.tokens if f != BK]]
    counts = sorted(game.state.clearings[c].warriors[BK] for c in arsenals)
    assert sum(counts) == 3 + len(enemy_held)  # their own rats, and those taken from clearings held by enemies
    assert counts[-1] - counts[0] <= 1  # as evenly as possible
    assert kfs(game).data["henchmen"] == {"conquer": 0, "recruit": 1, "consolidate": 1}  # BK.3.5, BK.8.4


# -- the Bag (BK.2.3) ----------------------------------------------------------------------------------------------

def recruit_game(rats_on_map: int, arsenals=2, craft_first=False):
    """The Kings with `arsenals` arsenals in clearing 5 (rabbit) and a rabbit card in Recruit; `rats_on_map` warriors
    on the map (one in clearing 5), all rats up to the 16 rats of the bag, so the bag holds the others, the 4 mice
    among them; beyond 16, the rest are mice, one a clearing from clearing 1. `craft_first`: a card to craft first
    (a decision before the Recruit)."""
    clearings = fill_map_with_rats({5: {BK: {"arsenal": arsenals}}}, rats_on_map)
    mine = {"manifest": {"recruit": ["ambush_rabbit"]}}
    if rats_on_map > 16:  # BK.3.1: 16 rats in all
        mine["mice"] = {c: 1 for c in range(1, rats_on_map - 16 + 1)}
    if craft_first:
        mine["manifest"]["consolidate"] = ["bake_sale"]
        return kings(clearings, mine, hands={BK: ["a_visit_to_friends"]})
    return kings(clearings, mine)


def test_recruit_places_one_warrior_per_arsenal_drawn_from_the_bag_bk_5_2_ii_bk_2_3():
    game = recruit_game(16)  # the bag: the 4 mice alone; clearing 5 had one rat
    assert expect(game, f"{BK}.abdicate")  # the Manifest is resolved
    assert warriors(game, 5, BK) == 1 + 2
    assert mice(game) == {5: 2} and game.factions[BK].bag_mice(game) == 2
    draw = events(game, "bag_draw")[-1]
    assert (draw["clearing"], draw["count"], draw["mice"]) == (5, 2, 2)


def test_the_bag_draw_is_random_with_the_games_rng_and_replays_bk_2_3():
    game = recruit_game(12, craft_first=True)  # the bag: 4 rats, 4 mice
    assert expect(game, f"{BK}.craft", BK)
    picks = iter([7, 0])  # a bag of 8 with 4 mice: 7 draws a rat, then 0 (of 7 left, 4 mice) a mouse
    game.state.rng.randrange = lambda n: next(picks)
    game.choose("done")
    assert mice(game) == {5: 1}
    assert events(game, "bag_draw")[-1]["mice"] == 1
    # A real game with the Kings replays to the same state (the draws come from the game's RNG).
    played = rootcore.new_game({"factions": ["marquise", BK], "seed": 5})
    rng = __import__("random").Random(5)
    for _ in range(400):
        if played.is_over:
            break
        played.choose(rng.choice(played.pending.option_ids))
    again = rootcore.load_game(played.to_json())
    assert again.state.factions[BK].data == played.state.factions[BK].data
    assert again.state.factions[BK].supply == played.state.factions[BK].supply


def test_recruit_short_of_warriors_in_the_bag_fails_and_starts_a_palace_coup_bk_5_2_ii_bk_7():
    game = recruit_game(19)  # one warrior (a mouse) left in the bag, two arsenals
    assert expect(game, f"{BK}.coup.regent", BK)
    assert events(game, "manifest_failed") and events(game, "palace_coup")[-1]["reason"] == "failed"
    game.choose("regent:general")
    assert game.state.phase == "evening"  # BK.7.4 Proclaim


# -- rats and mice taking hits (Law 4.3.4) -------------------------------------------------------------------------

def test_the_kings_choose_whether_hits_remove_rats_or_mice_law_4_3_4():
    game = kings({1: {BK: {"warrior": 3}, "marquise": {"warrior": 2}}},
                 {"manifest": {"conquer": ["ambush_fox"]}, "mice": {1: 1}})
    fix_dice(game, 2, 2)
    play_choices(game, "battle")
    assert expect(game, f"{BK}.hit_mice", BK) == ["count:0", "count:1"]
    game.choose("count:1")
    assert warriors(game, 1, BK) == 1 and mice(game) == {}
    assert game.factions[BK].bag_mice(game) == 4
    no_problems(game)


def test_mice_hit_go_onto_coffin_makers_as_the_kings_removed_warriors_do_bk_2_3():
    game = kings({1: {BK: {"warrior": 3}, "marquise": {"warrior": 2}}},
                 {"manifest": {"conquer": ["ambush_fox"]}, "mice": {1: 1}}, deck="exiles",
                 play_areas={"marquise": ["coffin_makers"]})
    coffin = coffin_makers_place(game, "marquise")
    fix_dice(game, 2, 2)
    play_choices(game, "battle")
    game.choose("count:1")
    assert pieces.held_pieces(game, coffin)[BK] == {"warrior": 2} and mice(game) == {}
    assert game.factions[BK].bag_mice(game) == 3 and kfs(game).data["held_mice"] == {coffin: 1}
    no_problems(game)


def test_a_removal_outside_battle_asks_the_kings_which_warriors_went_bk_3_1():
    game = kings({1: {BK: {"warrior": 3}}}, {"mice": {1: 2}})
    removal = pieces.remove(game, BK, "warrior", 1, 1, "marquise", "effect")
    effect = game.factions[BK].rootcore_pieces_removed(game, removal)
    decision = next(effect)
    assert decision.kind == f"{BK}.removed_mice" and decision.option_ids == ["count:0", "count:1"]
    with pytest.raises(StopIteration):
        effect.send(decision.option("count:0"))
    assert mice(game) == {1: 2}  # a rat went


# -- Herald of the King (BK.2.2) -----------------------------------------------------------------------------------

@pytest.mark.parametrize("herald", [True, False])
def test_herald_scores_after_a_battle_leaving_no_enemy_bk_2_2(herald):
    mine = {BK: {"warrior": 3, "herald": 1 if herald else 0}}
    game = kings({1: {**mine, "marquise": {"warrior": 1}}}, {"manifest": {"conquer": ["ambush_fox"]}})
    fix_dice(game, 3, 0)
    play_choices(game, "battle")
    assert not game.state.clearings[1].warriors.get("marquise")
    assert game.state.factions[BK].score == (1 if herald else 0)


def test_herald_scores_nothing_while_an_enemy_piece_is_left_bk_2_2():
    game = kings({1: {BK: {"warrior": 3, "herald": 1}, "marquise": {"warrior": 1, "sawmill": 1}}},
                 {"manifest": {"conquer": ["ambush_fox"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert game.state.clearings[1].count("marquise", "sawmill") == 1
    assert game.state.factions[BK].score == 0


@pytest.mark.parametrize("count, heralds", [(2, "count:0"), (3, "count:2")])
def test_a_bot_moves_heralds_along_where_the_kings_come_to_rule_and_no_longer_rule_where_they_left_bk_2_2(count,
                                                                                                        heralds):
    """Two of three warriors leave 1: the one left rules 1, the heralds stay. All three: 1 is ruled no more and 5 is,
    so the heralds go along (they score and draw where the Kings rule, BK.2.2, BK.6.3). The advice answers outside
    the Kings' turn; in it, their GenericBot looks ahead."""
    from rootcore.bots import GenericBot
    from rootcore_plugins.borough_kings import advise_move_heralds
    game = kings({1: {BK: {"warrior": 3, "herald": 2}}}, {"manifest": {"conquer": ["ambush_fox"]}})
    play_choices(game, "clearing:5", f"count:{count}")
    expect(game, f"{BK}.move_heralds", BK)
    assert advise_move_heralds(GenericBot(BK), game, game.pending) == heralds


def test_heralds_may_move_with_the_warriors_bk_2_2():
    game = kings({1: {BK: {"warrior": 3, "herald": 2}}}, {"manifest": {"conquer": ["ambush_fox"]}})
    play_choices(game, "clearing:5", "count:2")
    assert expect(game, f"{BK}.move_heralds", BK) == ["count:0", "count:1", "count:2"]
    game.choose("count:1")
    assert game.state.clearings[5].count(BK, "herald") == 1 and game.state.clearings[1].count(BK, "herald") == 1
    assert warriors(game, 5, BK) == 2


def test_moving_asks_which_warriors_are_mice_bk_3_1():
    game = kings({1: {BK: {"warrior": 3}}}, {"manifest": {"conquer": ["ambush_fox"]}, "mice": {1: 1}})
    play_choices(game, "clearing:5", "count:2")
    assert expect(game, f"{BK}.move_mice", BK) == ["count:0", "count:1"]
    game.choose("count:1")
    assert mice(game) == {5: 1}


def test_mice_that_must_move_go_along_before_the_kings_choose_the_rest_bk_2_3():
    """Soak seed 494: while the Kings said how many of the warriors moving were mice, the ones that had to be were
    still counted where they left, above the warriors left there, and read as back in an empty bag."""
    game = kings({1: {BK: {"warrior": 3}}, 2: {BK: {"warrior": 17}}},  # every warrior out: the bag is empty
                 {"manifest": {"conquer": ["ambush_fox"]}, "mice": {1: 2, 2: 2}})
    play_choices(game, "clearing:5", "count:2")  # two of three go, two of them mice: one mouse at least goes
    assert expect(game, f"{BK}.move_mice", BK) == ["count:1", "count:2"]
    assert mice(game) == {1: 1, 2: 2, 5: 1}
    no_problems(game)
    game.choose("count:2")
    assert mice(game) == {2: 2, 5: 2}
    no_problems(game)


@pytest.mark.usefixtures("stand_ins")
def test_mice_that_must_move_go_along_before_another_effect_of_the_move_asks_bk_2_3_and_law_1_1_3():
    """Fuzz seed 12265009: all three warriors leave 1 (one a mouse) with two heralds there, along a path with the
    Kings' own Highway Bandits, whose toll is another effect of the move. The Kings' own questions about the move
    (which movers are mice, how many heralds go along) come first, then the toll; the mouse has gone, and is counted
    in 5 while either is asked, not read as back in the bag (four mice in a bag of three warriors)."""
    from helpers import hireling_scenario
    game = hireling_scenario("highway_bandits", [BK, "marquise"], BK, "daylight",
                             {1: {BK: {"warrior": 3, "herald": 2}}, 2: {BK: {"warrior": 14}}},
                             {"controller": BK, "control": 2}, {"last_dynasty": {}},
                             data={BK: {"regent": "oligarch", "henchmen": {}, "manifest": {"conquer": ["ambush_fox"]},
                                        "mice": {1: 1}},
                                   "highway_bandits": {"paths": [[1, 5]]}},
                             hands={BK: [], "marquise": []})
    play_choices(game, "done", "clearing:5", "count:3")  # no crafting (the bandits' action is offered there too)
    assert game.pending.kind == f"{BK}.move_heralds"  # the Kings' question about the move itself comes first
    assert mice(game) == {5: 1}
    no_problems(game)
    game.choose("count:2")
    assert game.pending.kind == "highway_bandits.toll"  # then the other effect of the move
    assert mice(game) == {5: 1} and game.state.clearings[5].count(BK, "herald") == 2
    no_problems(game)
    game.choose("yes")  # the toll's warrior, drawn from the bag, may be a mouse
    assert warriors(game, 5, BK) == 4 and mice(game).get(5) in (1, 2)
    no_problems(game)


def test_the_kings_bot_sends_mice_away_when_the_grouch_scrams_their_warriors_bk_2_3_bk_2_4():
    """Fuzz seed 19169000 (borough_kings.move_mice left to chance): the Grouch's Scram moves two of the Kings' four
    warriors in 9 (two of them mice) away on his turn, and the Kings say which are mice. Their bot, not looking ahead
    off their turn, sends the mice: those left beside him would serve him as his own (BK.2.4.I), and the rats hold."""
    from test_grouch import grouch, scram
    game = grouch({"relationships": {BK: 1}}, {9: {BK: {"warrior": 4}}}, factions=(BK, "vagabond"),
                  data={BK: {"regent": "oligarch", "henchmen": {}, "mice": {9: 2}}})
    scram(game, "clearing:4")
    assert expect(game, f"{BK}.move_mice", BK) == ["count:0", "count:1", "count:2"]
    assert bot_answer(game, BK) == "count:2"
    game.choose("count:2")
    assert mice(game) == {4: 2}
    no_problems(game)


# -- crafting (BK.2.1, BK.5.1) -------------------------------------------------------------------------------------

def test_crafting_needs_a_matching_consolidate_card_per_arsenal_bk_2_1():
    hands = {BK: ["anvil", "foxfolk_steel"]}  # cost fox / fox, fox
    game = kings({1: {BK: {"arsenal": 1}}, 6: {BK: {"arsenal": 1}}}, {"manifest": {"consolidate": ["ambush_fox"]}},
                 hands=hands)
    offered = expect(game, f"{BK}.craft", BK)
    assert [game.pending.option(o).data["card"] for o in offered if o.startswith("craft:")] == [
        c for c in kfs(game).hand if game.cards[c].id == "anvil"]


def test_a_bird_card_in_consolidate_matches_any_arsenal_bk_2_1():
    hands = {BK: ["foxfolk_steel", "tax_collector"]}  # fox, fox / fox, rabbit, mouse
    game = kings({1: {BK: {"arsenal": 1}}, 6: {BK: {"arsenal": 1}}, 5: {BK: {"arsenal": 1}}},
                 {"manifest": {"consolidate": ["ambush_fox"]}, "henchmen": {"consolidate": 1}}, hands=hands)
    crafts = {game.cards[game.pending.option(o).data["card"]].id for o in expect(game, f"{BK}.craft")
              if o.startswith("craft:")}
    assert crafts == {"foxfolk_steel"}  # two fox arsenals, a fox card and a bird; no mouse arsenal for the third


# -- Birdsong (BK.4) -----------------------------------------------------------------------------------------------

def test_a_new_arsenal_with_six_warriors_in_an_edge_clearing_bk_4_1():
    game = kings({}, phase="birdsong")
    spots = expect(game, f"{BK}.new_arsenal", BK)
    assert {int(o[len("clearing:"):]) for o in spots} == set(game.board.edge_clearings)
    game.choose("clearing:5")
    assert game.state.clearings[5].count(BK, "arsenal") == 1 and warriors(game, 5, BK) == 6


# -- the Manifest (BK.5.2) ------------------------------------------------------------------------------------------

def test_conquer_offers_battle_or_move_in_a_matching_clearing_bk_5_2_i():
    game = kings({1: {BK: {"warrior": 2}, "marquise": {"warrior": 1}}}, {"manifest": {"conquer": ["ambush_fox"]}})
    assert expect(game, f"{BK}.conquer", BK) == ["battle", "move"]
    game.choose("move")
    assert expect(game, f"{BK}.move.destination") == ["clearing:5", "clearing:9", "clearing:10"]


def test_conquer_that_cannot_be_taken_starts_a_palace_coup_bk_5_2_i_bk_7():
    game = kings({5: {BK: {"warrior": 2}}}, {"manifest": {"conquer": ["ambush_fox"]}})  # no fox clearing of theirs
    assert expect(game, f"{BK}.coup.regent", BK)
    assert events(game, "manifest_failed")[-1]["column"] == "conquer"


def test_consolidate_places_an_arsenal_where_ruled_or_a_herald_by_an_arsenal_bk_5_2_iii():
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}, 10: {BK: {"warrior": 1}}, 3: {"marquise": {"warrior": 1}}},
                 {"manifest": {"consolidate": ["ambush_rabbit"]}})
    options = expect(game, f"{BK}.consolidate", BK)
    assert options == ["arsenal:5", "herald:5", "arsenal:10"]  # 3 is rabbit but ruled by the Marquise
    game.choose("herald:5")
    assert game.state.clearings[5].count(BK, "herald") == 1


def test_a_column_is_resolved_in_the_kings_order_bk_5_2():
    game = kings({1: {BK: {"warrior": 2}}, 5: {BK: {"warrior": 2}}},
                 {"manifest": {"conquer": ["ambush_fox", "ambush_rabbit"]}})
    assert expect(game, f"{BK}.manifest.resolve", BK) == [f"card:{c}" for c in kfs(game).zones["manifest_conquer"]]


def test_overextension_five_cards_in_a_column_forces_a_palace_coup_bk_5_3():
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}},
                 {"manifest": {"recruit": ["ambush_rabbit", "bake_sale"]}, "henchmen": {"recruit": 3}})
    while game.pending.kind == f"{BK}.manifest.resolve":
        game.choose(game.pending.option_ids[0])
    assert expect(game, f"{BK}.coup.regent", BK)
    assert events(game, "palace_coup")[-1]["reason"] == "overextension"


def test_abdicate_declares_a_palace_coup_bk_5_4():
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}}, {"manifest": {"recruit": ["ambush_rabbit"]}})
    assert expect(game, f"{BK}.abdicate", BK)[:2] == ["abdicate", "end"]
    game.choose("abdicate")
    assert events(game, "palace_coup")[-1]["reason"] == "abdicate"


# -- the Palace Coup (BK.7) -----------------------------------------------------------------------------------------

def test_palace_coup_anarchy_purge_dethrone_proclaim_bk_7():
    """Recruit with no arsenal on the map cannot be taken (BK.5.2.II): a forced Palace Coup."""
    game = kings({5: {BK: {"warrior": 3}}, 1: {BK: {"warrior": 1}}},
                 {"regent": "tyrant", "deposed": ["general"], "henchmen": {"recruit": 1, "consolidate": 1},
                  "manifest": {"recruit": ["ambush_bird"], "consolidate": ["ambush_fox"]}, "mice": {5: 2}},
                 scores={BK: 5})
    assert expect(game, f"{BK}.coup.regent") == ["regent:oligarch", "regent:populist"]  # BK.7.3: face up only
    assert kfs(game).score == 5 - 3  # BK.7.1: the bird card and the two bird Loyal Henchmen
    assert mice(game) == {} and warriors(game, 5, BK) == 1 and warriors(game, 1, BK) == 1  # BK.7.2 Purge
    assert game.factions[BK].bag_mice(game) == 4 and kfs(game).supply["warrior"] == 18
    assert manifest(game, "recruit") == [] and manifest(game, "consolidate") == []
    assert all(game.cards[c].id in ("ambush_bird", "ambush_fox") for c in game.state.discard[-2:])
    game.choose("regent:populist")
    assert kfs(game).data["deposed"] == ["general", "tyrant"]
    assert kfs(game).data["henchmen"] == {"conquer": 1, "recruit": 1, "consolidate": 0}  # BK.7.3: the new regent's
    assert game.state.phase == "evening" and game.state.current_faction == BK  # BK.7.4 Proclaim
    no_problems(game)


def test_anarchy_counts_the_loyal_henchmen_as_birds_only_when_the_board_makes_them_birds_bk_7_1(monkeypatch):
    """BK.7.1: Anarchy counts the Manifest's bird cards, the Loyal Henchmen among them as the board's suit is bird; a
    board giving them another suit (`henchmen_suit`) leaves only the bird cards themselves to count."""
    game = kings({5: {BK: {"warrior": 3}}}, {"henchmen": {"recruit": 1, "consolidate": 1},
                                              "manifest": {"recruit": ["ambush_bird"], "consolidate": ["ambush_fox"]}},
                 phase="evening")
    component = game.factions[BK]
    assert component.manifest_birds(game) == 3  # the bird card and the two Loyal Henchmen
    monkeypatch.setitem(component.board.data, "henchmen_suit", "fox")
    assert component.manifest_birds(game) == 1  # the bird card alone


def test_purged_mice_go_onto_coffin_makers_and_back_to_the_bag_with_its_warriors_bk_7_2():
    """Soak seeds 555, 331, 575, 589, 750: the Purge returns the mice to the bag, where the Kings' removed warriors
    go; Coffin Makers keeps warriors returning to a supply, so they wait on it, counted as mice there, until its
    holder's Birdsong sends them back."""
    clearings = fill_map_with_rats({5: {BK: {"warrior": 3}}}, 17)  # every warrior out: the bag is empty
    game = kings(clearings, {"regent": "tyrant", "manifest": {"recruit": ["ambush_bird"]}, "mice": {5: 3, 1: 1}},
                 deck="exiles", play_areas={"marquise": ["coffin_makers"]})  # no arsenal: the Recruit fails
    assert expect(game, f"{BK}.coup.regent", BK)
    coffin = coffin_makers_place(game, "marquise")
    assert mice(game) == {} and pieces.held_pieces(game, coffin) == {BK: {"warrior": 4}}
    assert game.factions[BK].bag_mice(game) == 0 and kfs(game).data["held_mice"] == {coffin: 4}
    no_problems(game)
    game.choose("regent:oligarch")
    play_until(game, "marquise")  # Coffin Makers empties at the start of the Marquise's Birdsong
    assert pieces.held_pieces(game) == {} and kfs(game).data["held_mice"] == {}
    assert kfs(game).supply["warrior"] == 4 and game.factions[BK].bag_mice(game) == 4
    no_problems(game)


def test_reactionist_uprising_flips_every_regent_face_up_bk_7_3_i():
    game = kings({}, {"regent": "tyrant", "deposed": ["general", "oligarch", "populist"]})
    game.choose("abdicate")
    assert expect(game, f"{BK}.coup.regent") == ["regent:general", "regent:oligarch", "regent:populist",
                                                 "regent:tyrant"]


# -- Evening (BK.6) --------------------------------------------------------------------------------------------------

def test_evening_pledge_adds_cards_scores_and_draws_with_heralds_bk_6():
    clearings = {c: {BK: {"warrior": 1, "arsenal": 1}} for c in (1, 5, 6, 9)}  # 4 arsenals out: add 3, pledge 3
    clearings[1][BK]["herald"] = 1
    game = kings(clearings, {"regent": "oligarch"}, hands={BK: ["ambush_fox", "ambush_rabbit"]}, phase="evening")
    assert len(kfs(game).hand) == 3  # BK.6.1: two in hand, fewer than 3: one drawn
    for _ in range(3):  # BK.6.2: three cards, any columns
        if game.pending.kind == f"{BK}.manifest.card":
            game.choose(game.pending.option_ids[0])
        play_choices(game, "column:recruit")
    assert len(manifest(game, "recruit")) == 3 and kfs(game).score == 2
    assert len(kfs(game).hand) == 2  # BK.6.3: one, and one for the ruled clearing with a herald


# -- regents (BK.8) --------------------------------------------------------------------------------------------------

def test_general_may_add_a_card_in_birdsong_and_score_bk_8_1():
    game = kings({5: {BK: {"arsenal": 1, "warrior": 1}}}, {"regent": "general"}, hands={BK: ["ambush_fox"]},
                 phase="birdsong")
    play_choices(game, "yes", "column:conquer")
    added = events(game, "manifest_added")
    assert [(game.cards[e["card"]].id, e["column"]) for e in added] == [("ambush_fox", "conquer")]
    assert kfs(game).score == 1


def test_oligarch_draws_once_after_crafting_an_item_bk_8_2():
    game = kings({1: {BK: {"arsenal": 2}}}, {"manifest": {"consolidate": ["ambush_fox", "foxfolk_steel"]}},
                 hands={BK: ["anvil", "crossbow_mouse"]})
    anvil = next(c for c in kfs(game).hand if game.cards[c].id == "anvil")
    play_choices(game, f"craft:{anvil}", "yes")
    assert len(kfs(game).hand) == 2
    crossbow = next(c for c in kfs(game).hand if game.cards[c].id == "crossbow_mouse")
    game.choose(f"craft:{crossbow}")
    assert game.pending.kind != f"{BK}.oligarch"  # once per turn


def test_populist_adds_two_drawn_cards_at_the_end_of_evening_without_points_bk_8_3():
    game = kings({5: {BK: {"arsenal": 1}}}, {"regent": "populist"}, hands={BK: ["ambush_fox"]}, phase="evening",
                 deck_top=["ambush_mouse", "ambush_rabbit", "ambush_bird", "anvil"])
    game.choose("column:conquer")  # BK.6.2: one card (one arsenal out), no points
    while game.pending.kind == "discard":
        game.choose(game.pending.option_ids[0])
    drawn = [c for c in kfs(game).hand if game.cards[c].id in ("ambush_rabbit", "ambush_bird")]
    assert len(drawn) == 2  # drawn after the Evening draw (ambush_mouse)
    play_choices(game, "column:recruit", "column:recruit")
    added = [(e["card"], e["column"]) for e in events(game, "manifest_added")]
    assert sorted(added[-2:]) == sorted((c, "recruit") for c in drawn)
    assert [e for e in events(game, "scored") if e.get("faction") == BK] == []


def test_tyrant_deals_an_extra_hit_where_there_is_an_arsenal_bk_8_4():
    game = kings({1: {BK: {"warrior": 2, "arsenal": 1}, "marquise": {"warrior": 3}}, 5: {BK: {"warrior": 1}}},
                 {"regent": "tyrant", "manifest": {"conquer": ["ambush_fox"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")  # one rolled hit and the Tyrant's
    assert warriors(game, 1, "marquise") == 1


# -- Mice Mischief (BK.2.4) ---------------------------------------------------------------------------------------------

def marquise_turn(clearings, mice_at, hands=None, **more):
    return kings(clearings, {"mice": mice_at}, hands=hands, current="marquise", phase="birdsong", **more)


def test_mice_rule_for_the_opponent_during_its_turn_bk_2_4():
    game = marquise_turn({5: {BK: {"warrior": 3}, "marquise": {"warrior": 1}}}, {5: 2})
    play_until(game, "marquise", "marquise.action")
    assert warriors(game, 5, "marquise") == 3 and warriors(game, 5, BK) == 1
    assert rules(game, 5) == "marquise"
    no_problems(game)


def test_mice_go_back_to_the_kings_at_the_end_of_the_turn_bk_2_4():
    game = marquise_turn({5: {BK: {"warrior": 3}}, 10: {"marquise": {"warrior": 1}}}, {5: 2})
    play_choices(game, "end")
    play_until(game, BK)
    assert warriors(game, 5, BK) == 3 and mice(game) == {5: 2} and kfs(game).data["lent"] is None


def test_the_opponent_moves_mice_and_says_which_warriors_moved_bk_2_4():
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 1, "sawmill": 1}}}, {5: 1},
                         data={"marquise": {}})
    play_until(game, "marquise", "marquise.action")
    play_choices(game, "march", "clearing:1", "count:1")
    assert expect(game, f"{BK}.mischief_move", "marquise") == ["count:0", "count:1"]
    assert bot_answer(game, "marquise") == "count:0"  # her bot: her own warrior holds where she moved (bot advice)
    game.choose("count:1")
    assert kfs(game).data["lent"]["mice"] == {"1": 1}


@pytest.mark.usefixtures("stand_ins")
def test_the_kings_say_which_movers_are_mice_before_bandits_rob_one_of_them_bk_2_3_law_4_2():
    """Fuzz seed 19023000: two of the Kings' three warriors in 1 (two of them mice) move to 5 along a path with the
    uncontrolled Highway Bandits, who rob one of them. Which of the movers are mice is part of the move itself (the
    pieces picked up), so the Kings say it first; the robbery then takes from warriors told apart. When the robbery
    came first, it took a rat from 5 while the movers were not yet told apart, and the Kings then named both movers
    mice: two mice counted on one warrior, and a later move of it asked a question with no answer."""
    from helpers import hireling_scenario
    game = hireling_scenario("highway_bandits", [BK, "marquise"], BK, "daylight",
                             {1: {BK: {"warrior": 3}}, 2: {BK: {"warrior": 14}}}, {}, {"last_dynasty": {}},
                             data={BK: {"regent": "oligarch", "henchmen": {}, "manifest": {"conquer": ["ambush_fox"]},
                                        "mice": {1: 2}},
                                   "highway_bandits": {"paths": [[1, 5]]}},
                             hands={BK: [], "marquise": []})
    play_choices(game, "clearing:5", "count:2")
    assert expect(game, f"{BK}.move_mice", BK) == ["count:1", "count:2"]  # asked before the robbery
    assert warriors(game, 5, BK) == 2
    game.choose("count:2")
    assert events(game, "bandits_robbed") and warriors(game, 5, BK) == 1
    assert mice(game) == {5: 1}  # both movers were mice: the one robbed too, unasked
    no_problems(game)


@pytest.mark.usefixtures("stand_ins")
def test_mice_an_opponent_must_have_moved_go_along_before_another_effect_of_the_move_asks_bk_2_4():
    """The Marquise marches her warrior and the two mice she holds out of 5 along a path with her Highway Bandits,
    whose toll asks first: the mice are already counted where they went, not where none of her warriors is left."""
    from helpers import hireling_scenario
    game = hireling_scenario("highway_bandits", [BK, "marquise"], "marquise", "birdsong",
                             {5: {BK: {"warrior": 2}, "marquise": {"warrior": 1, "sawmill": 1}}},
                             {"controller": "marquise", "control": 2}, {"last_dynasty": {}},
                             data={BK: {"regent": "oligarch", "henchmen": {}, "mice": {5: 2}},
                                   "highway_bandits": {"paths": [[1, 5]]}},
                             hands={BK: [], "marquise": []})
    play_until(game, "marquise", "marquise.action")
    play_choices(game, "march", "clearing:1", "count:3")
    assert game.pending.kind == "highway_bandits.toll"
    assert kfs(game).data["lent"]["mice"] == {"1": 2}
    no_problems(game)


def test_the_opponent_battles_with_mice_and_they_take_hits_bk_2_4():
    """The Marquise's one warrior and two mice roll up to three hits (Law 4.3.2.I) against the Kings' three rats; the
    hit the Marquise takes falls on a warrior of its choice, a mouse going back to the bag."""
    game = marquise_turn({5: {BK: {"warrior": 5}, "marquise": {"warrior": 1}}}, {5: 2})
    play_until(game, "marquise", "marquise.action")
    bag = game.factions[BK].bag_mice(game)
    fix_dice(game, 3, 1)
    play_choices(game, "battle")
    assert warriors(game, 5, BK) == 0  # three hits: the mice rolled with the Marquise
    assert expect(game, f"{BK}.mischief_removed", "marquise") == ["count:0", "count:1"]
    assert bot_answer(game, "marquise") == "count:1"  # her bot: a mouse lost, not a warrior of hers (bot advice)
    game.choose("count:1")
    assert warriors(game, 5, "marquise") == 2 and kfs(game).data["lent"]["mice"] == {"5": 1}
    assert game.factions[BK].bag_mice(game) == bag + 1
    no_problems(game)
    play_choices(game, "end")
    play_until(game, BK)
    assert mice(game) == {5: 1} and warriors(game, 5, "marquise") == 1  # the mouse left goes back to the Kings


@pytest.mark.parametrize("swapped, mice_left, after", [(1, {"5": 1}, {5: 1}), (2, {}, {}), (3, {}, {})])
def test_warriors_swapped_out_of_the_holder_are_its_mice_first_bk_2_4_g_1_31(swapped, mice_left, after):
    """Fuzz seed 7301347: the Croakers Coven's Transform (CC.2.3.VIII, a swap, G.1.31) took the Alliance's one warrior
    in a clearing, a Kings mouse during its turn, to the Alliance's supply: the mouse became hers for good. A swap
    asks nothing, so the mice go first (what the holder would choose: its own warriors stay on the map), back to
    the bag (BK.2.4), and the turn's end finds no mouse missing. Here the Marquise holds one warrior of hers and two
    mice in clearing 5."""
    coven = "croakers_coven"
    game = marquise_turn({5: {BK: {"warrior": 2}, "marquise": {"warrior": 1}}}, {5: 2}, factions=(BK, "marquise", coven),
                         data={coven: {}})
    play_until(game, "marquise", "marquise.action")
    bag, supply = game.factions[BK].bag_mice(game), game.state.factions["marquise"].supply["warrior"]
    game.factions[coven].swap(game, 5, "marquise", {coven: swapped})
    mice_out = min(swapped, 2)
    assert game.factions[BK].bag_mice(game) == bag + mice_out
    assert game.state.factions["marquise"].supply["warrior"] == supply + swapped - mice_out
    assert kfs(game).data["lent"]["mice"] == mice_left and warriors(game, 5, "marquise") == 3 - swapped
    assert [e["count"] for e in events(game, "mice_swapped_out")] == [mice_out]
    no_problems(game)
    play_choices(game, "end")
    play_until(game, coven)  # her turn over, the Kings' mice at 5 go back and are lent to the Coven in its turn
    assert kfs(game).data["lent"] == {"holder": coven, "mice": {str(c): n for c, n in after.items()}}
    assert warriors(game, 5, "marquise") == (swapped < 3)  # her own warrior stays while it can
    no_problems(game)


def test_mice_swapped_out_onto_coffin_makers_stay_the_kings_there_bk_2_4_g_1_31():
    coven = "croakers_coven"
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 2}}}, {5: 1}, factions=(BK, "marquise", coven),
                         data={coven: {}}, deck="exiles", play_areas={"marquise": ["coffin_makers"]})
    play_until(game, "marquise", "marquise.action")
    coffin = coffin_makers_place(game, "marquise")
    game.factions[coven].swap(game, 5, "marquise", {coven: 2})
    assert pieces.held_pieces(game, coffin) == {BK: {"warrior": 1}, "marquise": {"warrior": 1}}
    assert kfs(game).data["held_mice"] == {coffin: 1} and kfs(game).data["lent"]["mice"] == {}
    no_problems(game)


def test_several_removals_in_one_clearing_resolved_together_never_claim_more_mice_than_lent_bk_2_4():
    # Found by a heuristic game: the Croakers Coven's Draw Power! (CC.6.3) removes its warriors one at a time, then
    # resolves the removals together. Here the Marquise holds 2 cats and 2 mice in 5 and three of the four are removed
    # in three removals: the first must be a mouse (one warrior is left), the other two ask; once both mice are
    # counted, no further mouse can be claimed (it failed with a KeyError).
    game = marquise_turn({5: {BK: {"warrior": 2}, "marquise": {"warrior": 2}}}, {5: 2})
    play_until(game, "marquise", "marquise.action")
    bag = game.factions[BK].bag_mice(game)
    removals = [pieces.remove(game, "marquise", "warrior", 5, 1, None, "test") for _ in range(3)]
    asked, _ = run(pieces.resolve_removals(game, removals), ["effect:0", "count:1"])
    # the Marquise orders the two questions (Law 1.1.3); once one says "a mouse", the other has none left to claim
    assert [d.kind for d in asked] == ["order_effects", f"{BK}.mischief_removed"]
    assert "5" not in kfs(game).data["lent"]["mice"] and game.factions[BK].bag_mice(game) == bag + 2
    assert warriors(game, 5, "marquise") == 1
    no_problems(game)


def test_corvids_plot_with_a_mouse_which_goes_back_to_the_bag_bk_2_4():
    game = kings({5: {BK: {"warrior": 1}}}, {"mice": {5: 1}}, factions=(BK, "corvid"), current="corvid",
                 phase="birdsong", data={"corvid": {}})
    play_until(game, "corvid", "corvid.action")
    assert "plot" in game.pending.option_ids
    bag = game.factions[BK].bag_mice(game)
    play_choices(game, "plot", "plot:bomb")
    while game.pending.player == "corvid" and game.pending.kind != "corvid.action":
        game.choose(game.pending.option_ids[0])
    assert game.factions[BK].bag_mice(game) == bag + 1 and not warriors(game, 5, "corvid")
    no_problems(game)


def vagabond_turn(clearings, mice_at, items=("boot", "boot", "sword", "torch"), **more):
    from helpers import vagabond_at
    return kings(clearings, {"mice": mice_at}, factions=(BK, "vagabond", "marquise"), current="vagabond",
                 data=vagabond_at(5, items=items, **more))


def test_the_vagabond_moves_mice_as_allied_warriors_bk_2_4_i():
    game = vagabond_turn({5: {BK: {"warrior": 3}}}, {5: 2})
    play_choices(game, "move", "clearing:1", "ally:borough_kings")
    assert expect(game, "vagabond.move.ally_count") == ["count:1", "count:2"]  # the mice only, not the rat
    game.choose("count:2")
    assert warriors(game, 1, BK) == 2 and mice(game) == {1: 2} and warriors(game, 5, BK) == 1
    assert game.state.factions["vagabond"].data["relationships"][BK] == 0  # no relationship is needed or changed
    no_problems(game)


def test_the_vagabond_attacks_with_mice_and_takes_hits_on_them_bk_2_4_i():
    """The mouse (not the Kings' two rats) adds to his one sword's maximum rolled hits (Law 9.2.9.II.c); a hit he
    takes on it sends it to the bag and never makes the Kings Hostile (9.2.9.II.d set aside)."""
    game = vagabond_turn({5: {BK: {"warrior": 3}, "marquise": {"warrior": 3}}}, {5: 1})
    fix_dice(game, 3, 1)
    play_choices(game, "battle", "faction:marquise", "ally:borough_kings")
    assert warriors(game, 5, "marquise") == 1  # two hits of the three rolled: a sword and a mouse
    assert expect(game, "vagabond.take_hit")[-1] == "ally_warrior"
    game.choose("ally_warrior")
    assert warriors(game, 5, BK) == 2 and mice(game) == {} and game.factions[BK].bag_mice(game) == 4
    assert game.state.factions["vagabond"].data["relationships"][BK] == 0
    no_problems(game)


def test_a_mouse_the_vagabond_loses_onto_coffin_makers_stays_the_kings_there_bk_2_4_i():
    from helpers import vagabond_at
    game = kings({5: {BK: {"warrior": 3}, "marquise": {"warrior": 3}}}, {"mice": {5: 1}},
                 factions=(BK, "vagabond", "marquise"), current="vagabond", data=vagabond_at(5), deck="exiles",
                 play_areas={"marquise": ["coffin_makers"]})
    coffin = coffin_makers_place(game, "marquise")
    fix_dice(game, 3, 1)
    play_choices(game, "battle", "faction:marquise", "ally:borough_kings", "ally_warrior")
    assert warriors(game, 5, BK) == 2 and mice(game) == {}
    assert pieces.held_pieces(game, coffin)[BK] == {"warrior": 1} and kfs(game).data["held_mice"] == {coffin: 1}
    no_problems(game)


def test_on_the_vagabonds_turn_the_kings_hit_as_defenders_lose_the_mice_they_say_and_no_more_bk_3_1_bk_2_4_i():
    """Fuzz seed 7900584: another faction battled the Kings during a Vagabond's turn (a Croakers' battle in his
    Evening). The Kings said one of the warriors hit was a mouse, and the rule for the hits the Vagabond takes on the
    mice fighting with him (BK.2.4.I) sent a second mouse to the bag as well: the bag counted more mice than it held
    warriors. Those are told where the Vagabond chooses (`remove_hit_warriors`), so the Kings' own answer stands."""
    from rootcore.rules import battle
    game = vagabond_turn({5: {BK: {"warrior": 4}, "marquise": {"warrior": 3}}}, {5: 2})
    bag = game.factions[BK].bag_mice(game)
    fix_dice(game, 1, 0)
    asked, _ = run(battle.fight(game, "marquise", 5, BK), ["count:1"])
    assert [d.kind for d in asked][-1] == f"{BK}.hit_mice"
    assert warriors(game, 5, BK) == 3 and mice(game) == {5: 1} and game.factions[BK].bag_mice(game) == bag + 1
    no_problems(game)


@pytest.mark.parametrize("removal", ["battle", "effect"])
def test_the_kings_bot_loses_mice_before_rats_off_their_turn_bk_2_4_law_4_3_4(removal):
    """A mouse left on the map would fight for the next opponent (BK.2.4), a rat never: hit in a battle on the
    Vagabond's turn, or removed by an effect, the Kings' bot says as many of the warriors lost are mice as may be."""
    from rootcore.rules import battle
    game = vagabond_turn({5: {BK: {"warrior": 4}, "marquise": {"warrior": 3}}}, {5: 2})
    if removal == "battle":
        fix_dice(game, 1, 0)
        steps = battle.fight(game, "marquise", 5, BK)
    else:
        steps = game.factions[BK].rootcore_pieces_removed(game, pieces.remove(game, BK, "warrior", 5, 1, "marquise",
                                                                               "effect"))
    decision = next(steps)
    assert decision.kind == f"{BK}.{ {'battle': 'hit_mice', 'effect': 'removed_mice'}[removal]}"
    assert decision.option_ids == ["count:0", "count:1"]
    from rootcore.agents import make_agent
    assert {make_agent("heuristic", BK, seed)(game, decision) for seed in range(4)} == {"count:1"}  # no seeded guess


def test_the_vagabond_cannot_attack_the_kings_with_their_own_mice_law_9_2_9_ii_c():
    game = vagabond_turn({5: {BK: {"warrior": 3}}}, {5: 2})
    play_choices(game, "battle")
    assert game.pending.kind != "vagabond.battle.ally"


# -- content, registration and whole games ---------------------------------------------------------------------------

def test_the_board_and_manifest_are_fan_content_and_valid():
    from rootcore.content import validate_paths
    assert validate_paths(["content/factions/borough_kings.toml",
                           "plugins/rootcore_plugins/borough_kings/plugin.toml"]) == []
    import tomllib
    with open("plugins/rootcore_plugins/borough_kings/plugin.toml", "rb") as f:
        assert "Borough Kings" in tomllib.load(f)["fan"]


@pytest.mark.parametrize("mine, message", [({"regent": "emperor"}, "unknown regent"),
                                           ({"mice": {5: 2}}, "fewer Kings warriors"),
                                           ({"mice": {40: 1}}, "does not have"),
                                           ({"manifest": {"plunder": []}}, "unknown Manifest column")])
def test_scenario_refuses_bad_kings_data(mine, message):
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match=message):
        kings({5: {BK: {"warrior": 1}}}, mine)


@pytest.mark.parametrize("others", [("marquise", "eyrie", "alliance"), ("vagabond", "riverfolk", "corvid"),
                                    ("hundreds", "duchy", "lizard"), ("winged_menace", "duchy", "vagabond")])
def test_random_games_keep_every_invariant_and_replay(others):
    results = check_plugin_conformance([BK, *others], games=2)
    assert all(result["over"] for result in results)


def test_heuristic_bots_play_a_game_with_the_kings(capsys):
    from rootcore.cli import main
    assert main(["play", "--factions", f"marquise,eyrie,alliance,{BK}", "--bots", "heuristic", "--seed", "3"]) in (0,
                                                                                                                None)


# -- more of the Bag and crafting -------------------------------------------------------------------------------------

def test_warriors_paid_to_the_riverfolk_are_drawn_from_the_bag_and_stay_the_kings_bk_2_3():
    clearings = fill_map_with_rats({}, 16)  # the bag: the 4 mice alone
    game = kings(clearings, factions=(BK, "riverfolk"))
    run_gen = game.factions[BK].pay_warriors(game, 2, "riverfolk:payments")
    with pytest.raises(StopIteration):
        next(run_gen)
    assert kfs(game).data["held_mice"] == {"riverfolk:payments": 2} and game.factions[BK].bag_mice(game) == 2
    assert pieces.held_pieces(game, "riverfolk:payments") == {BK: {"warrior": 2}}
    assert events(game, "bag_draw")[-1]["mice"] == 2
    no_problems(game)


def test_mice_paid_to_the_riverfolk_follow_their_warriors_from_box_to_box_bk_2_3():
    """Payments become funds, funds are spent (a reading: of the Kings' warriors leaving a box, rats go first)."""
    clearings = fill_map_with_rats({}, 16)  # the bag: the 4 mice alone
    game = kings(clearings, factions=(BK, "riverfolk"))
    for _ in game.factions[BK].pay_warriors(game, 2, "riverfolk:payments"):
        pass
    pieces.move_held(game, "riverfolk:payments", "riverfolk:funds", BK, "warrior", 2)
    assert kfs(game).data["held_mice"] == {"riverfolk:funds": 2} and game.factions[BK].bag_mice(game) == 2
    pieces.release_held(game, "riverfolk:funds", BK, "warrior", 1)
    assert kfs(game).data["held_mice"] == {"riverfolk:funds": 1} and game.factions[BK].bag_mice(game) == 3
    no_problems(game)


def test_mice_placed_during_an_opponents_turn_are_its_at_once_bk_2_4():
    clearings = fill_map_with_rats({10: {"marquise": {"warrior": 1}}}, 16)  # the bag: the 4 mice alone
    game = kings(clearings, current="marquise", phase="birdsong")
    play_until(game, "marquise", "marquise.action")
    before = warriors(game, 5, "marquise")
    pieces.place(game, BK, "warrior", 5, 1)  # an effect placing a Kings warrior: a mouse, drawn from the bag
    assert warriors(game, 5, "marquise") == before + 1 and kfs(game).data["lent"]["mice"] == {"5": 1}
    no_problems(game)


@pytest.mark.parametrize("cards_there, craftable", [(["ambush_fox", "ambush_rabbit"], False),
                                                    (["ambush_fox", "ambush_rabbit", "ambush_mouse", "anvil"], True)])
def test_an_any_cost_needs_a_consolidate_card_per_arsenal_bk_2_1(cards_there, craftable):
    arsenals = {c: {BK: {"arsenal": 1}} for c in (1, 5, 2, 6)}  # fox, rabbit, mouse, fox
    game = kings(arsenals, {"manifest": {"consolidate": cards_there}}, hands={BK: ["royal_claim"]})
    offered = game.pending is not None and game.pending.kind == f"{BK}.craft" and any(
        o.startswith("craft:") for o in game.pending.option_ids)
    assert offered == craftable


def test_a_craft_records_arsenals_its_cards_can_pay_so_a_later_craft_stands_bk_2_1():
    """Arsenals in fox 1, mouse 2, rabbit 3 and two in the Lost City (5, every suit); Consolidate holds a bird card
    and three rabbit cards. The Tax Collector (fox, rabbit, mouse) cannot take both the fox and the mouse arsenal: one
    bird card matches neither otherwise. Recorded as fox, rabbit and a Lost City arsenal, one arsenal there and a rabbit
    card are left for Travel Gear (rabbit); counting suits alone recorded fox, rabbit and mouse and refused it."""
    arsenals = {1: {BK: {"arsenal": 1}}, 2: {BK: {"arsenal": 1}}, 3: {BK: {"arsenal": 1}}, 5: {BK: {"arsenal": 2}}}
    consolidate = ["arms_trader", "ambush_rabbit", "a_visit_to_friends", "bake_sale"]
    game = kings(arsenals, {"manifest": {"consolidate": consolidate}}, hands={BK: ["tax_collector", "travel_gear_fox"]},
                 landmarks={"lost_city": 5})
    by_name = {game.cards[game.pending.option(o).data["card"]].id: o for o in expect(game, f"{BK}.craft", BK)
               if o.startswith("craft:")}
    assert set(by_name) == {"tax_collector", "travel_gear_fox"}
    game.choose(by_name["tax_collector"])
    assert kfs(game).crafting_used == {"fox": 1, "rabbit": 1, craft.ANY: 1}
    assert expect(game, f"{BK}.craft", BK) == [by_name["travel_gear_fox"], "done"]
    game.choose(by_name["travel_gear_fox"])
    assert kfs(game).crafting_used == {"fox": 1, "rabbit": 1, craft.ANY: 2}
    no_problems(game)


def test_own_suit_arsenal_first_never_costs_a_later_craft_bk_2_1():
    """BK.2.1 with the Lost City: the core pays a named suit with an arsenal of that suit before one in the Lost City
    (`craft._activate_limited`), without asking. Over every small case (arsenals and Consolidate cards of each suit,
    birds, arsenals already used this turn), when either arsenal would do, every later cost of up to two parts the Lost
    City's arsenal used first leaves payable is payable after the suit's own too; and some case tells them apart (so
    the check can fail: the Lost City's arsenal kept is sometimes what a later craft needs)."""
    from collections import Counter
    from itertools import combinations_with_replacement, product
    kings_class = type(rootcore.new_game({"factions": [BK, "marquise"], "seed": 1}).factions[BK])
    payable, suffice = kings_class._payable, kings_class._cards_suffice
    keys = ("fox", "rabbit", "mouse", craft.ANY)
    later = [c for n in (1, 2) for c in combinations_with_replacement(("fox", "rabbit", "mouse", "any"), n)]
    cases = told_apart = 0
    for counts in product(range(3), range(2), range(2), range(1, 3)):
        arsenals = {k: n for k, n in zip(keys, counts) if n}
        for fox, rabbit, mouse, birds in product(range(3), range(2), range(2), range(3)):
            cards = {k: n for k, n in zip(keys, (fox, rabbit, mouse)) if n}
            for used_counts in product(range(2), repeat=4):
                used = Counter({k: n for k, n in zip(keys, used_counts) if n})
                for suit in keys[:3]:
                    own, lost_city = used + Counter({suit: 1}), used + Counter({craft.ANY: 1})
                    if not (suffice(arsenals, cards, birds, own) and suffice(arsenals, cards, birds, lost_city)):
                        continue
                    cases += 1
                    for cost in later:
                        after_own = payable(arsenals, cards, birds, own, cost)
                        assert after_own or not payable(arsenals, cards, birds, lost_city, cost), \
                            (arsenals, cards, birds, dict(used), suit, cost)
                        told_apart += after_own and not payable(arsenals, cards, birds, lost_city, cost)
    assert cases > 1000 and told_apart > 0


def test_an_any_cost_offers_only_the_arsenals_that_leave_the_rest_payable_bk_2_1_law_4_1_1():
    """Arsenals in fox 1, mouse 2 and rabbit 3, a bird card and a rabbit card in Consolidate: an "any, any" cost takes
    the rabbit arsenal and one other. The fox arsenal chosen first (the bird card its match), the mouse arsenal could
    take no card of its own: the second part is the rabbit arsenal, unasked."""
    arsenals = {1: {BK: {"arsenal": 1}}, 2: {BK: {"arsenal": 1}}, 3: {BK: {"arsenal": 1}}}
    game = kings(arsenals, {"manifest": {"consolidate": ["arms_trader", "ambush_rabbit"]}})
    asked, _ = run(craft.activate(game, BK, ["any", "any"]), ["suit:fox"])
    assert [d.option_ids for d in asked] == [["suit:fox", "suit:mouse", "suit:rabbit"]]
    assert kfs(game).crafting_used == {"fox": 1, "rabbit": 1}


def test_a_crafting_limit_that_accepts_a_cost_but_no_way_of_paying_it_is_named(monkeypatch):
    """`craft.activate` records a way the faction's `crafting_affordable` accepts; one that accepts the cost but none
    of its ways is the plugin's mistake, named, rather than a record the faction cannot pay."""
    from rootcore.plugins import PluginError
    from rootcore_plugins.borough_kings import BoroughKings
    game = kings({1: {BK: {"arsenal": 1}}}, {"manifest": {"consolidate": ["ambush_fox"]}})
    monkeypatch.setattr(BoroughKings, "crafting_affordable", lambda self, game, cost, activated=None: not activated)
    for cost, part in ((["fox"], "its 'fox' part"), (["any"], "its 'any' part")):
        with pytest.raises(PluginError, match=f"borough_kings's crafting_affordable .*{part}"):
            run(craft.activate(game, BK, cost))
    assert kfs(game).crafting_used == {}


def test_a_board_variant_with_a_wrong_track_row_is_refused(tmp_path):
    from rootcore.content import validate_paths
    variant = tmp_path / "kings_variant.toml"
    variant.write_text('extends = "rootcore_content:factions/borough_kings.toml"\nkind = "faction"\n'
                       'schema_version = 1\nid = "borough_kings"\n[data]\nmanifest_cards = [1, 2, 3]\n')
    issues = validate_paths([variant])
    assert any("manifest_cards" in str(issue) for issue in issues)


def test_no_desperate_pledge_with_enough_cards_bk_6_1():
    clearings = {c: {BK: {"warrior": 1, "arsenal": 1}} for c in (1, 5, 6, 9)}  # the track shows 3
    game = kings(clearings, hands={BK: ["ambush_fox", "ambush_rabbit", "anvil"]}, phase="evening")
    assert len(kfs(game).hand) == 3 and not [e for e in events(game, "drew") if e.get("faction") == BK]


def test_no_mice_returned_event_after_a_turn_without_mice_bk_2_4():
    """The log tells of mice going back to the Kings only when an opponent held some (BK.2.4), not after every
    opponent's turn."""
    game = marquise_turn({5: {BK: {"warrior": 3}}, 10: {"marquise": {"warrior": 1}}}, {})
    play_choices(game, "end")
    play_until(game, BK)
    assert not events(game, "mice_returned") and kfs(game).data["lent"] is None
    game = marquise_turn({5: {BK: {"warrior": 3}}, 10: {"marquise": {"warrior": 1}}}, {5: 1})
    play_choices(game, "end")
    play_until(game, BK)
    assert [e["holder"] for e in events(game, "mice_returned")] == ["marquise"] and mice(game) == {5: 1}


def test_mice_moved_off_the_map_go_back_to_the_bag_at_the_end_of_the_turn_bk_2_4():
    """The Winged Menace holds the mouse in cave 12 during its turn (BK.2.4) and swoops it into the Nexus, which
    only Menace pieces may enter (WM.2.4.I). As the turn ends the mouse is the Kings' again, but off the map: it goes
    back to the bag instead of standing in the Nexus as a Kings warrior."""
    wm = "winged_menace"
    game = kings({12: {BK: {"warrior": 1}}, 9: {BK: {"warrior": 1}}}, {"mice": {12: 1}}, factions=(BK, "marquise", wm),
                 current=wm, phase="birdsong", data={wm: {}})
    play_choices(game, "pass")  # no Scatter
    play_choices(game, "swoop", "clearing:-1")  # the one origin, the cave, and the one warrior there: the mouse
    assert warriors(game, -1, wm) == 1 and kfs(game).data["lent"]["mice"] == {"-1": 1}
    bag = game.factions[BK].bag_mice(game)
    play_until(game, BK)
    assert warriors(game, -1, BK) == 0 and warriors(game, -1, wm) == 0 and mice(game) == {}
    assert game.factions[BK].bag_mice(game) == bag + 1
    assert [(e["clearing"], e["count"]) for e in events(game, "mice_to_bag")] == [(-1, 1)]
    no_problems(game)


def test_mice_the_holder_relocates_go_with_it_and_come_back_where_they_stand_bk_2_4():
    """The Winged Menace holds the mouse in cave 12 during its turn (BK.2.4) and Scatters it to clearing 9 (WM.4.1:
    taken out and placed as the same pieces, `pieces.relocate_warriors`): the one warrior there was the mouse, so the
    Kings' count follows it, and as the turn ends it is the Kings' again in 9. (A random game, Lake, seed 8, once
    left it a Menace warrior: the Menace had 26 warriors and the Kings 19.)"""
    wm = "winged_menace"
    game = kings({12: {BK: {"warrior": 1}}, -1: {wm: {"warrior": 25}}}, {"mice": {12: 1}},
                 factions=(BK, "marquise", wm), current=wm, phase="birdsong", data={wm: {}})
    play_choices(game, "clearing:12", "clearing:9")  # Scatter the one warrior there, the mouse, to 9
    assert warriors(game, 9, wm) == 1 and warriors(game, 12, wm) == 0
    assert kfs(game).data["lent"]["mice"] == {"9": 1}
    no_problems(game)
    while game.pending.player == wm:  # the rest of its turn
        game.choose("end" if "end" in game.pending.option_ids else game.pending.option_ids[0])
    assert warriors(game, 9, wm) == 0 and warriors(game, 9, BK) == 1 and mice(game) == {9: 1}
    assert kfs(game).data["lent"] is None
    no_problems(game)


def test_the_warlord_is_never_taken_for_a_mouse_bk_2_4_law_14_2_2():
    """The Hundreds hold the mouse beside their warlord in cave 12 and take one warrior out to cave 10 with Dark
    Passage (WM.2.4.II): the warlord never leaves (Law 14.2.2), so it was the mouse, and nobody is asked. As their
    turn ends the warrior left in 12 is the warlord, still theirs, and the mouse is the Kings' in 10 (a random game,
    Lake, seed 7, once left the warlord with no Hundreds warrior under it)."""
    wm = "winged_menace"
    game = kings({12: {BK: {"warrior": 1}, "hundreds": {"warrior": 1}}, 4: {BK: {"warrior": 1}}}, {"mice": {12: 1}},
                 factions=(wm, "hundreds", BK), current="hundreds", phase="birdsong", hands={"hundreds": ["ambush_fox"]},
                 data={wm: {}, "hundreds": {"warlord": 12, "mood": "stubborn",
                                             "hoard": {"command": [], "prowess": []}}})
    assert kfs(game).data["lent"] == {"holder": "hundreds", "mice": {"12": 1}} and warriors(game, 12, "hundreds") == 2
    asked, moved = run(pieces.relocate_warriors(game, "hundreds", 12, 10, 1))  # what Dark Passage does
    assert moved == 1 and asked == [] and kfs(game).data["lent"]["mice"] == {"10": 1}
    end = game.factions[BK].rootcore_turn_ends(game, "hundreds")
    asked, _ = run(end) if end is not None else ([], None)
    assert asked == []
    assert warriors(game, 12, "hundreds") == 1 and warriors(game, 12, BK) == 0  # the warlord, still theirs
    assert warriors(game, 10, BK) == 1 and mice(game) == {10: 1} and kfs(game).data["lent"] is None
    no_problems(game)


def test_a_turtle_is_never_taken_for_a_relocated_mouse_bk_2_4_tc_2_2_ii():
    """The Twelve Colonies hold the mouse beside their turtle in cave 12 and take one warrior out to cave 10 with Dark
    Passage (WM.2.4.II): a turtle never leaves its clearing (TC.2.2.II), so it was the mouse, and nobody is asked. As
    their turn ends the warrior left in 12 is the turtle, still theirs (`rootcore fuzz`, seed 6000373, once asked,
    took the turtle for the mover, and left the turtle tallied in a clearing the mouse went back from)."""
    wm, tc = "winged_menace", "twelve_colonies"
    game = kings({12: {BK: {"warrior": 1}, tc: {"warrior": 1}}, 4: {BK: {"warrior": 1}}}, {"mice": {12: 1}},
                 factions=(wm, tc, BK), current=tc, phase="birdsong", data={wm: {}, tc: {"turtles": {12: 1}}})
    assert kfs(game).data["lent"] == {"holder": tc, "mice": {"12": 1}} and warriors(game, 12, tc) == 2
    asked, moved = run(pieces.relocate_warriors(game, tc, 12, 10, 1))  # what Dark Passage does
    assert moved == 1 and asked == [] and kfs(game).data["lent"]["mice"] == {"10": 1}
    end = game.factions[BK].rootcore_turn_ends(game, tc)
    asked, _ = run(end) if end is not None else ([], None)
    assert asked == []
    assert warriors(game, 12, tc) == 1 and game.factions[tc].turtles_at(game, 12) == 1  # the turtle, still theirs
    assert warriors(game, 10, BK) == 1 and mice(game) == {10: 1} and kfs(game).data["lent"] is None
    no_problems(game)


def test_a_removal_after_a_mouse_was_relocated_counts_the_mice_left_there_bk_2_4():
    """The Marquise holds two mice in cave 12 on her turn (BK.2.4) and takes one out to cave 10 with Dark Passage
    (WM.2.4.II): both warriors there were mice, so one mouse is now in 10. The one warrior left in 12 is then removed:
    it was the other mouse, and it goes back to the bag, with nothing to ask (a random game with the Keepers, Lake,
    seed 5, once asked the holder to choose among no numbers)."""
    wm = "winged_menace"
    game = kings({12: {BK: {"warrior": 2}}, 4: {BK: {"warrior": 1}}}, {"mice": {12: 2}},
                 factions=(wm, "marquise", BK), current="marquise", phase="birdsong",
                 data={wm: {}, "marquise": {}})
    assert kfs(game).data["lent"] == {"holder": "marquise", "mice": {"12": 2}}
    asked, _ = run(pieces.relocate_warriors(game, "marquise", 12, 10, 1))  # what Dark Passage does
    assert asked == [] and kfs(game).data["lent"]["mice"] == {"12": 1, "10": 1}
    bag = game.factions[BK].bag_mice(game)
    removal = pieces.remove(game, "marquise", "warrior", 12, 1, None, "test")
    gen = pieces.resolve_removals(game, [removal])
    with pytest.raises(StopIteration):
        next(gen)  # nothing to ask: the one warrior removed was a mouse
    assert [e["count"] for e in events(game, "mice_removed")] == [1]
    assert game.factions[BK].bag_mice(game) == bag + 1 and kfs(game).data["lent"]["mice"] == {"10": 1}
    no_problems(game)


# -- Coffin Makers (the Exiles and Partisans deck) keeps removed warriors instead of their supply ------------------

def coffin_makers(game) -> str:
    from helpers import coffin_makers_place
    return coffin_makers_place(game, "marquise")


@pytest.mark.parametrize("how", ["hits", "purge"])
def test_mice_removed_onto_coffin_makers_are_not_in_the_bag_bk_2_3_bk_7_2(how):
    """Removed mice would go back to the bag (BK.2.3, BK.7.2 Purge): Coffin Makers keeps them on the card instead, so
    the bag holds no more mice than before until the card gives them back."""
    game = kings({5: {BK: {"warrior": 2}, "marquise": {"warrior": 1}}}, {"mice": {5: 2}}, deck="exiles",
                 play_areas={"marquise": ["coffin_makers"]})
    kings_ = game.factions[BK]
    assert kings_.bag_mice(game) == 2
    if how == "hits":
        _, removals = run(kings_.take_hits(game, 5, 2, "marquise", "battle"))
        run(pieces.resolve_removals(game, removals))
    else:
        run(kings_._coup(game, "failed"), ["regent:general"])
    assert pieces.held_pieces(game, coffin_makers(game)) == {BK: {"warrior": 2}}
    assert kings_.bag_mice(game) == 2                                            # both on the card, not in the bag
    assert kfs(game).data["held_mice"] == {coffin_makers(game): 2}
    no_problems(game)
    pieces.release_held(game, coffin_makers(game))                              # the card gives them back
    assert kings_.bag_mice(game) == 4
    no_problems(game)


def test_a_lent_mouse_removed_goes_onto_coffin_makers_as_the_kings_warrior_bk_2_4():
    """Found by the soak (seed 405): a mouse Old Man Tinker held (BK.2.4) was removed onto Coffin Makers as one of its
    warriors, and the Kings then took one of its tokens out of its supply for the bag. The mouse is the Kings' piece:
    it would go back to the bag, so it goes on the card as theirs, and the Tinker's supply keeps all its tokens; the
    broken robot standing with it loses nothing."""
    omt = "old_man_tinker"
    game = kings({5: {BK: {"warrior": 2}}}, {"mice": {5: 1}}, factions=(BK, omt, "marquise"), current=omt,
                 phase="birdsong", deck="exiles", play_areas={"marquise": ["coffin_makers"]},
                 data={omt: {"old_man": {"clearing": 1}, "robots": {"birdbot": {"clearing": 5, "gears": 0}}}})
    tinker = game.factions[omt]
    assert warriors(game, 5, omt) == 1 and kfs(game).data["lent"]["mice"] == {"5": 1}
    tokens = tinker.tokens_in_supply(game)
    removal = pieces.remove(game, omt, "warrior", 5, 1, "marquise", "test")
    run(pieces.resolve_removals(game, [removal]))
    assert pieces.held_pieces(game, coffin_makers(game)) == {BK: {"warrior": 1}}     # the mouse, as the Kings'
    assert tinker.tokens_in_supply(game) == tokens == game.state.factions[omt].supply["warrior"]
    assert "5" not in kfs(game).data["lent"]["mice"] and kfs(game).data["held_mice"] == {coffin_makers(game): 1}
    assert not events(game, "robot_hit")       # the broken birdbot there had no gear to lose (OMT.2.4.II)
    no_problems(game)


def test_a_mouse_swapped_out_by_transform_goes_back_to_the_bag_and_leaves_no_count_behind_bk_2_3_g_1_31():
    """The Croakers' Transform (cast at the start of the Kings' battle) swaps the Kings' only warrior in a clearing, a
    mouse, back to their supply, the bag (BK.2.3): the count kept there goes (`rootcore_warriors_returned`), so the next
    warrior placed there is not read as that mouse; the bag holds it again."""
    cc = "croakers_coven"
    game = kings({5: {BK: {"warrior": 1}, cc: {"warrior": 1}}}, {"mice": {5: 1}}, factions=(BK, "marquise", cc))
    kings_ = game.factions[BK]
    bag_mice = kings_.bag_mice(game)
    game.factions[cc].swap(game, 5, BK, {"marquise": 1})  # G.1.31: the mouse goes back, a cat comes
    assert warriors(game, 5, BK) == 0 and "5" not in kfs(game).data["mice"]
    assert kings_.bag_mice(game) == bag_mice + 1
    no_problems(game)


def test_beside_the_mice_an_allied_faction_s_warriors_all_move_with_the_vagabond_law_9_2_9_ii_b_and_bk_2_4_i():
    """Law 9.2.9.II.b: he may move any number of an Allied faction's warriors with him; the Kings' mice he may use
    (BK.2.4.I) put no cap on them."""
    game = vagabond_turn({5: {BK: {"warrior": 2}, "marquise": {"warrior": 3}}}, {5: 1},
                         relationships={"marquise": "allied"})
    play_choices(game, "move", "clearing:1", "ally:marquise")
    assert expect(game, "vagabond.move.ally_count") == ["count:1", "count:2", "count:3"]
    game.choose("count:3")
    assert warriors(game, 1, "marquise") == 3 and warriors(game, 5, "marquise") == 0


def test_a_board_whose_rats_and_mice_do_not_make_its_warriors_is_refused(tmp_path):
    """BK.3.1: the warriors are the rats and the mice; a variant giving five mice to twenty warriors is named."""
    from helpers import board_variant_issues
    messages = board_variant_issues(tmp_path, BK, ("mice = 4 ", "mice = 5 "))
    assert messages == ["$.data.mice: rats plus mice must be the warriors' count"]


def test_a_scenario_with_more_than_four_mice_is_refused_bk_3_1():
    """BK.3.1: the Kings have four mice; a position placing five is refused, naming the limit."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="more than 4 mice"):
        kings({1: {BK: {"warrior": 3}}, 5: {BK: {"warrior": 2}}}, {"mice": {"1": 3, "5": 2}})


def test_an_arsenal_in_the_lost_city_is_activated_by_a_consolidate_card_of_any_suit_bk_2_1():
    """BK.2.1 with the Lost City (a clearing of every suit): its arsenal matches a Consolidate card of any suit."""
    game = kings({5: {BK: {"warrior": 1, "arsenal": 1}}}, {"manifest": {"consolidate": ["ambush_fox"]}},
                 hands={BK: ["birdy_bindle"]}, landmarks={"lost_city": 5})
    assert game.state.suits[5] == "fox+rabbit+mouse"
    assert any(o.startswith("craft:") for o in game.pending.option_ids)  # a mouse cost, paid by the fox card there
    plain = kings({5: {BK: {"warrior": 1, "arsenal": 1}}}, {"manifest": {"consolidate": ["ambush_fox"]}},
                  hands={BK: ["birdy_bindle"]})
    assert not (plain.pending.kind == f"{BK}.craft" and any(o.startswith("craft:") for o in plain.pending.option_ids))


def test_the_mice_are_allied_warriors_of_the_vagabond_only_on_his_turn_bk_2_4_i():
    """BK.2.4.I: the Vagabond may use the mice as Allied warriors on his own turn, not on the Kings' turn."""
    from helpers import vagabond_at
    factions = (BK, "vagabond", "marquise")
    on_his = kings({5: {BK: {"warrior": 3}}}, {"mice": {5: 2}}, factions=factions, current="vagabond",
                   data=vagabond_at(5))
    assert on_his.factions["vagabond"].extra_allies(on_his, 5) == {BK: 2}
    on_theirs = kings({5: {BK: {"warrior": 3}}}, {"mice": {5: 2}}, factions=factions, current=BK,
                      data=vagabond_at(5))
    assert on_theirs.factions["vagabond"].extra_allies(on_theirs, 5) == {}


def test_mice_an_effect_placed_elsewhere_are_found_by_the_holder_at_the_end_of_its_turn_bk_2_4():
    """BK.2.4: the mice the Marquise holds are the Kings' again as her turn ends. Here an effect took her two warriors
    in 5, one of them the mouse, and placed them in 9 without a move; her supply is empty, so none was removed: she
    says which of her warriors is the mouse, and it is a Kings warrior there."""
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 1}}, 9: {"marquise": {"warrior": 23}},
                          12: {"marquise": {"warrior": 1}}}, {5: 1}, data={"marquise": {}})
    play_until(game, "marquise", "marquise.action")
    assert game.state.factions["marquise"].supply["warrior"] == 0 and kfs(game).data["lent"]["mice"] == {"5": 1}
    five, nine = game.state.clearings[5], game.state.clearings[9]
    pieces.take_warriors(five, "marquise", 2)  # an effect outside the move and removal rules
    five.warriors_changed()
    pieces.put(nine, "marquise", "warrior", "warrior", 2)
    nine.warriors_changed()
    play_choices(game, "end")
    assert expect(game, f"{BK}.mischief_placed", "marquise") == ["clearing:9", "clearing:12"]
    game.choose("clearing:9")
    assert warriors(game, 9, BK) == 1 and warriors(game, 9, "marquise") == 24 and mice(game) == {9: 1}
    assert kfs(game).data["lent"] is None and events(game, "mice_returned")
    no_problems(game)


def test_no_new_arsenal_when_no_edge_clearing_can_take_one_bk_4_1():
    """BK.4.1 places the new arsenal in an edge clearing where one can be placed: with every edge clearing sealed by
    Scorched Earth (Law D.6.2) there is none, so no arsenal or warrior is placed and Birdsong goes on (here to the
    General's question, BK.8.1)."""
    edges = (1, 5, 2, 6, 3, 7, 8, 4, 9)
    game = kings({}, {"regent": "general"}, hands={BK: ["ambush_fox"]}, phase="birdsong",
                 sealed=dict.fromkeys(edges, "torch"))
    assert game.pending.kind == f"{BK}.general" and game.pending.player == BK
    assert not pieces.on_map_from_track(game, BK, "arsenal")
    assert all(not cl.warriors.get(BK) for cl in game.state.clearings.values())


def test_a_position_with_more_than_sixteen_rats_is_refused_bk_3_1():
    """BK.3.1: of the Kings' 20 warriors 16 are rats and 4 mice, so 17 warriors on the map, none told to be a mouse,
    would leave the 4 mice in a bag of 3 warriors: the scenario is refused; 16 rats are fine."""
    from rootcore.scenario import ScenarioError
    kings(fill_map_with_rats({}, 16))
    with pytest.raises(ScenarioError, match="4 mice in a bag of 3 warriors"):
        kings(fill_map_with_rats({}, 17))
    kings(fill_map_with_rats({}, 17), {"mice": {1: 1}})  # one of them a mouse: 3 mice in a bag of 3


# -- found by mutation testing: setup, the Bag, mice (BK.3, BK.2.3, BK.2.4) --------------------------------------------

def test_the_kings_count_among_the_factions_starting_in_a_corner_bk_3_2():
    """BK.3.2: the first arsenal goes in a corner no other player starts in: with four corner factions besides the Kings
    on a map of four corners there is none, and the game is refused (Law 5)."""
    with pytest.raises(rootcore.ConfigError, match="each start in a corner"):
        rootcore.new_game({"factions": ["marquise", "eyrie", "lizard", "duchy", BK], "seed": 1})


def test_after_setup_the_bag_holds_the_mice_and_warriors_placed_are_drawn_from_it_bk_3_3_bk_2_3():
    """BK.3.3, BK.2.3: once setup is done the remaining warriors, the 4 mice among them, are in the bag, and the next
    warriors placed are drawn from it: placing the whole bag (8 warriors) draws the 4 mice."""
    game = set_up_game(2)
    while game.pending.kind != f"{BK}.setup.regent":
        game.choose(game.pending.option_ids[0])
    game.choose("regent:tyrant")
    assert kfs(game).supply["warrior"] == 8
    c = next(c for c, cl in game.state.clearings.items() if (BK, "arsenal") in cl.buildings)
    pieces.place(game, BK, "warrior", c, 8)
    assert events(game, "bag_draw")[-1]["mice"] == 4 and game.factions[BK].bag_mice(game) == 0
    no_problems(game)


def test_the_bag_draw_takes_warriors_out_of_the_bag_one_by_one_bk_2_3():
    """BK.2.3: two warriors drawn from a bag of one rat and one mouse are that rat and that mouse, whatever the RNG
    picks (a draw without putting back)."""
    clearings = fill_map_with_rats({5: {BK: {"arsenal": 2}}}, 18)  # 15 rats and 3 mice out: the bag, a rat and a mouse
    game = kings(clearings, {"manifest": {"recruit": ["ambush_rabbit"], "consolidate": ["bake_sale"]},
                             "mice": {1: 1, 2: 1, 3: 1}}, hands={BK: ["a_visit_to_friends"]})
    assert expect(game, f"{BK}.craft", BK)  # a decision before the Recruit
    game.state.rng.randrange = lambda n: range(n)[-1]  # always the last warrior left in the bag
    game.choose("done")
    assert events(game, "bag_draw")[-1]["mice"] == 1 and mice(game)[5] == 1
    assert kfs(game).supply["warrior"] == 0 and game.factions[BK].bag_mice(game) == 0
    no_problems(game)


def test_a_removal_of_another_factions_warriors_leaves_the_kings_mice_alone_bk_2_3():
    """BK.2.3 with Law 4.3.4: a Marquise warrior removed beside the Kings' rats and mice asks the Kings nothing."""
    game = kings({1: {BK: {"warrior": 3}, "marquise": {"warrior": 2}}}, {"mice": {1: 2}})
    removal = pieces.remove(game, "marquise", "warrior", 1, 1, BK, "effect")
    asked, _ = run(pieces.resolve_removals(game, [removal]))
    assert asked == [] and mice(game) == {1: 2} and warriors(game, 1, BK) == 3


def test_mice_moving_into_a_clearing_with_a_rat_stay_two_mice_bk_2_3():
    """BK.2.3: two warriors, both mice, move into a clearing holding a rat: two mice there, the rat still a rat."""
    game = kings({1: {BK: {"warrior": 2}}, 5: {BK: {"warrior": 1}}},
                 {"manifest": {"conquer": ["ambush_fox"]}, "mice": {1: 2}})
    play_choices(game, "clearing:5", "count:2")
    assert warriors(game, 5, BK) == 3 and mice(game) == {5: 2}
    no_problems(game)


def test_of_the_kings_warriors_leaving_a_riverfolk_box_in_part_the_rats_go_first_bk_2_3():
    """BK.2.3 (the reading in the plugin's docstring): three warriors paid, one a mouse; one of them leaving the funds
    is a rat, so the mouse is still counted there."""
    clearings = fill_map_with_rats({}, 17)  # 14 rats and 3 mice out: the bag holds 2 rats and a mouse
    game = kings(clearings, {"mice": {1: 1, 2: 1, 3: 1}}, factions=(BK, "riverfolk"))
    run(game.factions[BK].pay_warriors(game, 3, "riverfolk:payments"))
    assert kfs(game).data["held_mice"] == {"riverfolk:payments": 1}
    pieces.move_held(game, "riverfolk:payments", "riverfolk:funds", BK, "warrior", 3)
    pieces.release_held(game, "riverfolk:funds", BK, "warrior", 1)
    assert kfs(game).data["held_mice"] == {"riverfolk:funds": 1} and game.factions[BK].bag_mice(game) == 0
    no_problems(game)


def test_the_vagabond_moving_one_of_two_mice_takes_that_mouse_along_bk_2_4_i():
    """BK.2.4.I with Law 9.2.9.II.b: one mouse moved with the Vagabond is a mouse where it arrives, one stays behind."""
    game = vagabond_turn({5: {BK: {"warrior": 3}}}, {5: 2})
    play_choices(game, "move", "clearing:1", "ally:borough_kings")
    assert expect(game, "vagabond.move.ally_count") == ["count:1", "count:2"]
    game.choose("count:1")
    assert warriors(game, 1, BK) == 1 and mice(game) == {1: 1, 5: 1}
    no_problems(game)


def test_an_effect_removing_every_warrior_of_the_kings_in_a_clearing_takes_its_mice_unasked_bk_2_3():
    """BK.2.3 with Law 4.3.4: all three warriors removed, two of them mice: nothing to choose, both mice to the bag."""
    game = kings({1: {BK: {"warrior": 3}}, 5: {BK: {"warrior": 1}}}, {"mice": {1: 2}})
    removal = pieces.remove(game, BK, "warrior", 1, 3, "marquise", "effect")
    asked, _ = run(pieces.resolve_removals(game, [removal]))
    assert asked == [] and mice(game) == {} and game.factions[BK].bag_mice(game) == 4
    no_problems(game)


def test_warriors_the_kings_pay_for_a_service_are_theirs_alone_in_payments_law_11_2_6_bk_2_3():
    """Law 11.2.6.I with BK.2.3: the Kings pay Riverboats with two warriors drawn from the bag; the Riverfolk add none
    of their own to Payments."""
    game = kings(fill_map_with_rats({}, 16), factions=(BK, "riverfolk"),
                 data={"riverfolk": {"prices": {"riverboats": 2}}})
    run(game.factions["riverfolk"].buy(game, BK, "riverboats"))
    assert pieces.held_pieces(game, "riverfolk:payments") == {BK: {"warrior": 2}}
    assert kfs(game).data["held_mice"] == {"riverfolk:payments": 2}
    no_problems(game)


# -- found by mutation testing: crafting (BK.2.1) ----------------------------------------------------------------------

@pytest.mark.parametrize("arsenals, cards_there, hand", [
    ((1, 5, 2), ["ambush_bird"], "tax_collector"),  # one bird card for three arsenals
    ((1, 5), ["ambush_fox", "travel_gear_fox", "ambush_rabbit"], "foxfolk_steel"),  # two fox costs, one fox arsenal
    ((1, 5, 10, 2), ["ambush_fox", "ambush_rabbit", "a_visit_to_friends"], "tax_collector"),  # no card for mouse
])
def test_each_arsenal_activated_needs_a_consolidate_card_of_its_own_bk_2_1(arsenals, cards_there, hand):
    """BK.2.1: one arsenal per matching Consolidate card (a bird card matching any): a cost needing more arsenals of a
    suit than are out, or more cards than match, is not craftable, while Anvil (one fox) is."""
    game = kings({c: {BK: {"arsenal": 1}} for c in arsenals}, {"manifest": {"consolidate": cards_there}},
                 hands={BK: [hand, "anvil"]})
    crafts = {game.cards[game.pending.option(o).data["card"]].id for o in expect(game, f"{BK}.craft", BK)
              if o.startswith("craft:")}
    assert crafts == {"anvil"}


def test_an_any_cost_never_activates_an_arsenal_without_a_matching_consolidate_card_bk_2_1():
    """BK.2.1: four fox arsenals with four fox cards pay Royal Claim; the rabbit arsenal, with no rabbit or bird card,
    is never offered for one of its "any" suits."""
    arsenals = {c: {BK: {"arsenal": 1}} for c in (1, 6, 8, 12, 5)}  # four fox, one rabbit
    game = kings(arsenals, {"manifest": {"consolidate": ["ambush_fox", "anvil", "foxfolk_steel", "travel_gear_fox"]}},
                 hands={BK: ["royal_claim"]})
    claim = kfs(game).hand[0]
    game.choose(f"craft:{claim}")
    assert game.pending.kind != "craft.any_suit"
    assert kfs(game).crafting_used == {"fox": 4} and claim in kfs(game).play_area


# -- found by mutation testing: the Manifest, the coup, Evening, regents (BK.5-BK.8, BK.2.2) ---------------------------

def test_a_consolidate_fully_taken_is_no_failure_bk_5_2_iii():
    """BK.5.2.III: a rabbit card offers rabbit clearings only; the arsenal placed is the action taken: no coup."""
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}, 10: {BK: {"warrior": 1}},
                  1: {BK: {"warrior": 1, "arsenal": 1}}},
                 {"manifest": {"consolidate": ["ambush_rabbit"]}})
    assert expect(game, f"{BK}.consolidate", BK) == ["arsenal:5", "herald:5", "arsenal:10"]  # rabbit clearings only
    game.choose("arsenal:10")
    assert game.state.clearings[10].count(BK, "arsenal") == 1
    assert not events(game, "palace_coup") and expect(game, f"{BK}.abdicate", BK)


def test_a_conquer_battle_fought_is_no_failure_bk_5_2_i():
    """BK.5.2.I: a battle fought for a Conquer card is the action taken: no Palace Coup, Daylight goes on."""
    game = kings({1: {BK: {"warrior": 2}, "marquise": {"warrior": 1}}}, {"manifest": {"conquer": ["ambush_fox"]}})
    fix_dice(game, 1, 0)
    play_choices(game, "battle")
    assert not events(game, "palace_coup") and expect(game, f"{BK}.abdicate", BK)


def test_a_consolidate_that_cannot_be_taken_starts_a_palace_coup_bk_5_2_iii_bk_7():
    """BK.5.2.III: no rabbit clearing ruled and no arsenal: the rabbit card cannot be taken, a forced Palace Coup."""
    game = kings({1: {BK: {"warrior": 2}}}, {"manifest": {"consolidate": ["ambush_rabbit"]}})
    assert expect(game, f"{BK}.coup.regent", BK)
    assert events(game, "manifest_failed")[-1]["column"] == "consolidate"


def test_an_overextension_coup_ends_daylight_bk_5_3_bk_7_4():
    """BK.5.3 then BK.7.4 Proclaim: after the forced Palace Coup the Kings go to Evening, never to Abdicate."""
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}},
                 {"manifest": {"recruit": ["ambush_rabbit", "bake_sale"]}, "henchmen": {"recruit": 3}})
    while game.pending.kind == f"{BK}.manifest.resolve":
        game.choose(game.pending.option_ids[0])
    play_choices(game, "regent:general")
    assert game.state.phase == "evening" and game.state.current_faction == BK


def test_four_cards_in_a_column_are_no_overextension_bk_5_3():
    """BK.5.3: a column of four (two cards and two Loyal Henchmen) resolved in full: no Palace Coup, on to Abdicate."""
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}},
                 {"manifest": {"recruit": ["ambush_rabbit", "bake_sale"]}, "henchmen": {"recruit": 2}})
    while game.pending.kind == f"{BK}.manifest.resolve":
        game.choose(game.pending.option_ids[0])
    assert expect(game, f"{BK}.abdicate", BK) and not events(game, "palace_coup")
    assert warriors(game, 5, BK) == 2 + 4


def test_the_oligarch_may_draw_again_on_a_new_turn_and_is_asked_nothing_in_birdsong_bk_8_1_bk_8_2():
    """BK.8.2: once per turn, so a draw taken last turn does not stop this turn's; BK.8.1: only the General adds a card
    in Birdsong."""
    game = kings({1: {BK: {"arsenal": 1}}}, {"oligarch_drew": True, "manifest": {"consolidate": ["ambush_fox"]}},
                 hands={BK: ["anvil"]}, phase="birdsong")
    anvil = next(c for c in kfs(game).hand if game.cards[c].id == "anvil")
    assert f"craft:{anvil}" in expect(game, f"{BK}.craft", BK)
    game.choose(f"craft:{anvil}")
    assert expect(game, f"{BK}.oligarch", BK)


def test_adding_two_cards_to_the_manifest_scores_one_point_bk_6_2():
    """BK.6.2: one point per card added after the first: two cards (three arsenals out, BK.6.2's track) score one."""
    clearings = {c: {BK: {"warrior": 1, "arsenal": 1}} for c in (1, 5, 6)}
    game = kings(clearings, hands={BK: ["ambush_fox", "ambush_rabbit"]}, phase="evening")
    for _ in range(2):
        if game.pending.kind == f"{BK}.manifest.card":
            game.choose(game.pending.option_ids[0])
        play_choices(game, "column:recruit")
    assert len(manifest(game, "recruit")) == 2 and kfs(game).score == 1


def test_a_battle_between_two_others_scores_the_kings_no_herald_point_bk_2_2():
    """BK.2.2 (read with BK.1: the Kings' own battles): the Marquise and the Eyrie removing each other where a herald
    and a rat of the Kings stand leaves the Kings ruling with no enemy there, and scores them nothing."""
    game = kings({5: {BK: {"warrior": 1, "herald": 1}, "marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}},
                 factions=(BK, "marquise", "eyrie"), current="marquise", phase="birdsong", data={"marquise": {}})
    play_until(game, "marquise", "marquise.action")
    fix_dice(game, 1, 1)
    play_choices(game, "battle", "faction:eyrie")
    assert not warriors(game, 5, "marquise") and not warriors(game, 5, "eyrie") and rules(game, 5) == BK
    assert kfs(game).score == 0


def test_the_view_shows_the_regents_still_face_up_bk_3_4_bk_7_3():
    """BK.3.4, BK.7.3: the regents face up are those neither reigning nor deposed."""
    game = kings({}, {"regent": "tyrant", "deposed": ["general"]}, phase="birdsong")
    view = game.factions[BK].view(game, kfs(game), BK)
    assert view["face_up_regents"] == ["oligarch", "populist"]


def test_the_populist_adds_exactly_two_drawn_cards_bk_8_3():
    """BK.8.3: at the end of Evening the Populist draws two cards, no more, and adds both to the Manifest."""
    game = kings({5: {BK: {"arsenal": 1}}}, {"regent": "populist"}, hands={BK: ["ambush_fox"]}, phase="evening",
                 deck_top=["ambush_mouse", "ambush_rabbit", "ambush_bird", "anvil"])
    game.choose("column:conquer")
    while game.pending.kind == "discard":
        game.choose(game.pending.option_ids[0])
    play_choices(game, "column:recruit", "column:recruit")
    assert game.pending.kind != f"{BK}.manifest.column"
    added = [game.cards[e["card"]].id for e in events(game, "manifest_added")]
    assert added == ["ambush_fox", "ambush_rabbit", "ambush_bird"]


def test_an_opponent_losing_every_warrior_where_it_holds_a_mouse_sends_that_mouse_alone_to_the_bag_bk_2_4():
    """BK.2.4: the Marquise's cat and the mouse she holds in 5 are removed, and her one cat in 10: the mouse goes back
    to the bag, the two cats to her supply, with nothing to ask."""
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 1}}, 10: {"marquise": {"warrior": 1}}},
                         {5: 1})
    play_until(game, "marquise", "marquise.action")
    bag, supply = kfs(game).supply["warrior"], game.state.factions["marquise"].supply["warrior"]
    removals = [pieces.remove(game, "marquise", "warrior", 5, 2, None, "effect"),
                pieces.remove(game, "marquise", "warrior", 10, 1, None, "effect")]
    asked, _ = run(pieces.resolve_removals(game, removals))
    assert [d.kind for d in asked if d.kind.startswith(BK)] == []
    assert kfs(game).supply["warrior"] == bag + 1 and game.factions[BK].bag_mice(game) == 4
    assert game.state.factions["marquise"].supply["warrior"] == supply + 2 and kfs(game).data["lent"]["mice"] == {}
    no_problems(game)


def test_between_two_manifest_actions_the_kings_may_activate_dominance_law_3_3_1_bk_5_2():
    """Law 3.3.1 during BK.5.2: with 10 VP and a dominance card, the Kings are offered it after one Manifest action and
    before the next."""
    game = kings({5: {BK: {"warrior": 1, "arsenal": 1}}},
                 {"manifest": {"recruit": ["ambush_rabbit"]}, "henchmen": {"recruit": 1}},
                 hands={BK: ["dominance_fox"]}, scores={BK: 10})
    play_choices(game, "done", "henchman")  # no craft; the Loyal Henchman's Recruit first
    assert warriors(game, 5, BK) == 2
    assert expect(game, f"{BK}.daylight_cards", BK)[-1] == "go_on"
    game.choose("go_on")
    assert warriors(game, 5, BK) == 3 and expect(game, f"{BK}.abdicate", BK)


# -- found by mutation testing: setup (BK.3.2, BK.3.7) -----------------------------------------------------------------

def test_two_arsenals_beside_the_first_and_no_rat_left_by_the_duchys_tunnel_bk_3_2_bk_3_7():
    """BK.3.2: beside the first arsenal, two more, in two different adjacent clearings: with three free (6, 7, 11 by
    corner 3) the Kings are asked twice, no more. BK.3.7: the rat in the Duchy's corner, which holds its tunnel (a
    token) and no building, goes to an arsenal clearing; the rats beside the Duchy's warriors alone stay."""
    game = rootcore.new_game({"factions": ["duchy", BK], "seed": 1})
    play_choices(game, "clearing:1")  # the Duchy's corner; the Kings' first arsenal goes in 3, opposite
    assert expect(game, f"{BK}.setup.arsenal", BK) == ["clearing:6", "clearing:7", "clearing:11"]
    play_choices(game, "clearing:6", "clearing:7")
    assert expect(game, f"{BK}.setup.rearrange", BK) == ["clearing:3", "clearing:6", "clearing:7"]
    game.choose("clearing:3")
    assert expect(game, f"{BK}.setup.regent", BK)
    assert game.state.clearings[1].tokens == [("duchy", "tunnel")] and warriors(game, 1, BK) == 0
    assert [warriors(game, c, BK) for c in (3, 6, 7, 11)] == [2, 1, 1, 1]  # 11: its own rat, no arsenal
    assert all(warriors(game, c, BK) == 1 for c in (5, 9, 10))  # beside the Duchy's warriors


def test_an_enemy_token_beside_the_first_arsenal_bars_no_arsenal_but_moves_the_rat_bk_3_2_bk_3_7():
    """BK.3.2 bars from the two arsenals beside the first only clearings with enemy buildings (9, a sawmill), not one
    with an enemy token (5, a sympathy token); BK.3.7 moves the rats out of both. (No base faction sets up a token
    beside a corner, so the Kings' setup is run on a position.)"""
    game = kings({5: {"alliance": {"sympathy": 1}}, 9: {"marquise": {"sawmill": 1}}},
                 factions=(BK, "marquise", "alliance"), phase="birdsong")
    kfs(game).data["bag_ready"] = False  # as in setup: the rats go before the bag is formed (BK.3.3)
    asked, _ = run(game.factions[BK].setup(game), ["clearing:1", "clearing:5", "clearing:5", "clearing:10",
                                                   "regent:tyrant"])
    assert [d.kind for d in asked[:3]] == [f"{BK}.setup.corner", f"{BK}.setup.arsenal", f"{BK}.setup.arsenal"]
    assert asked[1].option_ids == ["clearing:5", "clearing:10"]
    assert [game.state.clearings[c].count(BK, "arsenal") for c in (1, 5, 9, 10)] == [1, 1, 0, 1]
    assert [warriors(game, c, BK) for c in (1, 5, 9, 10)] == [1, 1, 0, 2]  # the rats of 5 and 9 went to 5 and 10


# -- found by mutation testing: mice relocated, moved by others, lent and removed (BK.2.3, BK.2.4) ---------------------

def test_the_kings_own_warriors_relocated_say_which_are_mice_and_take_no_herald_along_bk_2_3_bk_2_2():
    """On their turn the Kings take two of their three warriors in cave 12, two of them mice, out to cave 10 with Dark
    Passage (WM.2.4.II): one mouse at least went, and they say whether both did; the mice are counted where they
    stand. The herald there stays: it is no move, so BK.2.2 takes none along."""
    wm = "winged_menace"
    game = kings({12: {BK: {"warrior": 3, "herald": 1}}}, {"mice": {12: 2}}, factions=(BK, "marquise", wm),
                 data={wm: {}})
    asked, moved = run(pieces.relocate_warriors(game, BK, 12, 10, 2), ["count:2"])
    assert moved == 2 and [(d.kind, d.option_ids) for d in asked] == [(f"{BK}.move_mice", ["count:1", "count:2"])]
    assert mice(game) == {10: 2} and warriors(game, 12, BK) == 1
    assert game.state.clearings[12].count(BK, "herald") == 1
    no_problems(game)


def test_another_factions_warriors_relocated_beside_the_kings_mice_leave_them_alone_bk_2_3():
    """BK.2.3: the Marquise's warrior taken out of cave 12 to cave 10 on the Kings' turn (an effect relocating another
    player's warriors, as the Croakers' Teleport, CC.2.3.VII) asks the Kings nothing and leaves their mouse in 12."""
    game = kings({12: {BK: {"warrior": 2}, "marquise": {"warrior": 1}}}, {"mice": {12: 1}})
    gen = pieces.relocate_warriors(game, "marquise", 12, 10, 1)
    with pytest.raises(StopIteration):
        next(gen)
    assert warriors(game, 10, "marquise") == 1 and mice(game) == {12: 1} and warriors(game, 12, BK) == 2
    no_problems(game)


def test_the_vagabond_moving_an_allied_factions_warriors_leaves_the_kings_mice_behind_bk_2_4_i():
    """Law 9.2.9.II.b with BK.2.4.I: the Vagabond moves the Marquise's three warriors, his allies, from 5 to 1; the
    Kings' warriors there, a rat and a mouse, did not move: the mouse is still counted in 5."""
    game = vagabond_turn({5: {BK: {"warrior": 2}, "marquise": {"warrior": 3}}}, {5: 1},
                         relationships={"marquise": "allied"})
    play_choices(game, "move", "clearing:1", "ally:marquise", "count:3")
    assert warriors(game, 1, "marquise") == 3 and warriors(game, 1, BK) == 0
    assert warriors(game, 5, BK) == 2 and mice(game) == {5: 1}
    no_problems(game)


def test_a_lent_mouse_swapped_back_to_the_holders_supply_goes_to_the_bag_as_its_turn_ends_bk_2_4_g_1_31():
    """BK.2.4: the Marquise's two warriors in 5, her cat and the mouse she holds, are swapped back to her supply
    (G.1.31, as the Croakers' Transform does), neither moved nor removed. As her turn ends the mouse is the Kings'
    again, and it is in no clearing: one warrior leaves her supply for the Kings' bag."""
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 1}}, 10: {"marquise": {"warrior": 1}}},
                         {5: 1})
    play_until(game, "marquise", "marquise.action")
    bag, theirs = kfs(game).supply["warrior"], game.state.factions["marquise"].supply["warrior"]
    bag_mice = game.factions[BK].bag_mice(game)
    pieces.return_warriors(game, "marquise", 5, 2)
    play_choices(game, "end")
    play_until(game, BK)
    assert kfs(game).supply["warrior"] == bag + 1 and game.factions[BK].bag_mice(game) == bag_mice + 1
    assert game.state.factions["marquise"].supply["warrior"] == theirs + 1
    assert mice(game) == {} and kfs(game).data["lent"] is None
    no_problems(game)


def test_a_mouse_lent_to_old_man_tinker_is_no_drone_to_flip_bk_2_4():
    """BK.2.4: the mouse Old Man Tinker holds in the Old Man's clearing is its warrior for the turn, but no token of its
    own: it is no drone (OMT.2.3.I), so the Tinker has nothing to flip there and is not offered Tinker (OMT.5.1.I)."""
    omt = "old_man_tinker"
    game = kings({5: {BK: {"warrior": 1}}}, {"mice": {5: 1}}, factions=(BK, omt, "marquise"), current=omt,
                 phase="birdsong", data={omt: {"old_man": {"clearing": 5},
                                               "robots": {"birdbot": {"clearing": 1, "gears": 0}}}})
    assert warriors(game, 5, omt) == 1 and kfs(game).data["lent"]["mice"] == {"5": 1}
    play_choices(game, "no", "done")  # no Do-Over, no Bustle
    assert "tinker" not in expect(game, f"{omt}.action", omt)
    assert game.factions[omt].drones(game, 5) == 0


def test_removals_without_the_holders_mice_ask_it_nothing_about_mice_bk_2_4():
    """BK.2.4: of three removals made together on the Marquise's turn (a warrior where she holds a cat and a mouse,
    her sawmill there, her warrior in 10 where she holds no mouse), only the first may have taken a mouse: she is asked
    that alone, with no order of effects to choose."""
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 1, "sawmill": 1}},
                          10: {"marquise": {"warrior": 1}}}, {5: 1})
    play_until(game, "marquise", "marquise.action")
    bag = game.factions[BK].bag_mice(game)
    removals = [pieces.remove(game, "marquise", "warrior", 5, 1, None, "effect"),
                pieces.remove(game, "marquise", "sawmill", 5, 1, None, "effect"),
                pieces.remove(game, "marquise", "warrior", 10, 1, None, "effect")]
    asked, _ = run(pieces.resolve_removals(game, removals), ["count:1"])
    assert [(d.kind, d.option_ids) for d in asked] == [(f"{BK}.mischief_removed", ["count:0", "count:1"])]
    assert game.factions[BK].bag_mice(game) == bag + 1 and kfs(game).data["lent"]["mice"] == {}
    no_problems(game)


def test_a_removal_beside_more_cats_than_mice_offers_none_or_one_mouse_bk_2_4():
    """BK.2.4 with Law 4.3.4: one of the Marquise's three warriors in 5, two cats and a mouse she holds, is removed by
    an effect: it may be a cat or the mouse, her choice; nothing else is offered. A cat: the mouse stays hers."""
    game = marquise_turn({5: {BK: {"warrior": 1}, "marquise": {"warrior": 2}}}, {5: 1})
    play_until(game, "marquise", "marquise.action")
    removal = pieces.remove(game, "marquise", "warrior", 5, 1, None, "effect")
    asked, _ = run(pieces.resolve_removals(game, [removal]), ["count:0"])
    assert [(d.kind, d.option_ids) for d in asked] == [(f"{BK}.mischief_removed", ["count:0", "count:1"])]
    assert kfs(game).data["lent"]["mice"] == {"5": 1} and game.factions[BK].bag_mice(game) == 3
    no_problems(game)


def test_the_warlord_is_never_taken_for_a_mouse_removed_by_an_effect_bk_2_4_law_14_2_2():
    """Law 14.2.2: the warlord is removed in battle only. On their turn the Hundreds hold the mouse in 12 (BK.2.4)
    beside their warlord and a warrior recruited there, and an effect removes two of the three: the warlord stays, so
    both others went, the mouse back to the bag, and nobody is asked."""
    game = kings({12: {BK: {"warrior": 1}, "hundreds": {"warrior": 1}}, 4: {BK: {"warrior": 1}}}, {"mice": {12: 1}},
                 factions=(BK, "hundreds", "marquise"), current="hundreds", phase="birdsong",
                 data={"hundreds": {"warlord": 12, "mood": "stubborn", "hoard": {"command": [], "prowess": []},
                                    "ruin_items": {}}})
    assert warriors(game, 12, "hundreds") == 3  # one recruited there in their Birdsong
    bag = game.factions[BK].bag_mice(game)
    removal = pieces.remove(game, "hundreds", "warrior", 12, 2, None, "effect")
    asked, _ = run(pieces.resolve_removals(game, [removal]))
    assert [d.kind for d in asked] == []
    assert game.factions[BK].bag_mice(game) == bag + 1 and "12" not in kfs(game).data["lent"]["mice"]
    assert warriors(game, 12, "hundreds") == 1 and game.state.factions["hundreds"].data["warlord"] == 12
    no_problems(game)


def test_a_scenario_with_mice_where_the_kings_have_no_warrior_is_refused_bk_3_1():
    """BK.3.1: mice are among the Kings' warriors; a position with a mouse in a clearing holding none is refused."""
    from rootcore.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="fewer Kings warriors"):
        kings({5: {BK: {"warrior": 1}}}, {"mice": {1: 1}})


# -- found by mutation testing: crafting, arsenal by arsenal (BK.2.1) --------------------------------------------------

def crafts_offered(game) -> set[str]:
    """The designs of the cards the Kings are offered to craft now (none if they are not asked to craft)."""
    if game.pending is None or game.pending.kind != f"{BK}.craft":
        return set()
    return {game.cards[game.pending.option(o).data["card"]].id for o in game.pending.option_ids
            if o.startswith("craft:")}


@pytest.mark.parametrize("arsenals, cards_there, offered", [
    ((1,), ["ambush_bird"], {"anvil"}),  # a bird card: the fox arsenal; no rabbit arsenal for A Visit to Friends
    ((1, 5), ["ambush_rabbit"], {"a_visit_to_friends"}),  # no fox card nor bird card: the fox arsenal stays idle
])
def test_a_cost_needs_an_arsenal_of_its_suit_and_a_card_matching_it_bk_2_1(arsenals, cards_there, offered):
    """BK.2.1: a cost of one suit is paid by an arsenal of that suit (1 fox, 5 rabbit) activated with a Consolidate card
    matching it (a bird card matches any)."""
    game = kings({c: {BK: {"arsenal": 1}} for c in arsenals}, {"regent": "tyrant", "manifest": {"consolidate":
                 cards_there}}, hands={BK: ["anvil", "a_visit_to_friends"]})
    assert crafts_offered(game) == offered


@pytest.mark.parametrize("arsenals, second", [((1, 6), "crossbow_mouse"), ((1, 5), "a_visit_to_friends")])
def test_two_bird_cards_activate_two_arsenals_one_craft_after_the_other_bk_2_1(arsenals, second):
    """BK.2.1: with two bird cards in Consolidate and no other, Anvil (fox) activates one arsenal with one of them; the
    other bird card still activates a second arsenal (fox in 6, or rabbit in 5) for the next craft."""
    game = kings({c: {BK: {"arsenal": 1}} for c in arsenals}, {"regent": "tyrant", "manifest": {"consolidate":
                 ["ambush_bird", "birdy_bindle"]}}, hands={BK: ["anvil", second]})
    anvil = next(c for c in kfs(game).hand if game.cards[c].id == "anvil")
    game.choose(f"craft:{anvil}")
    assert crafts_offered(game) == {second}


def test_an_any_cost_activates_only_an_arsenal_with_a_card_left_for_it_bk_2_1():
    """BK.2.1: arsenals in 1 (fox), 5 (rabbit) and 2 (mouse), a bird card and a mouse card in Consolidate. Anvil (fox)
    takes the fox arsenal and the bird card; Saboteurs (one "any") then activates the mouse arsenal with the mouse
    card: the rabbit arsenal has no card left, so the Kings are not asked which suit to activate."""
    game = kings({c: {BK: {"arsenal": 1}} for c in (1, 5, 2)},
                 {"regent": "tyrant", "manifest": {"consolidate": ["ambush_bird", "ambush_mouse"]}},
                 hands={BK: ["anvil", "saboteurs"]}, deck="exiles")
    anvil, saboteurs = (next(c for c in kfs(game).hand if game.cards[c].id == name) for name in ("anvil", "saboteurs"))
    game.choose(f"craft:{anvil}")
    assert crafts_offered(game) == {"saboteurs"}
    game.choose(f"craft:{saboteurs}")
    assert game.pending.kind != "craft.any_suit"
    assert kfs(game).crafting_used == {"fox": 1, "mouse": 1} and saboteurs in kfs(game).play_area


@pytest.mark.parametrize("cards_there, craftable", [(["ambush_fox"], False), (["ambush_fox", "ambush_rabbit"], True)])
def test_two_any_costs_need_a_card_for_each_arsenal_bk_2_1(cards_there, craftable):
    """BK.2.1: Boat Builders (two "any") with a fox and a rabbit arsenal: the rabbit one needs a rabbit (or bird) card
    of its own, the fox card activating only the fox arsenal."""
    game = kings({1: {BK: {"arsenal": 1}}, 5: {BK: {"arsenal": 1}}},
                 {"regent": "tyrant", "manifest": {"consolidate": cards_there}}, hands={BK: ["boat_builders"]},
                 deck="exiles")
    assert crafts_offered(game) == ({"boat_builders"} if craftable else set())


def test_a_fox_arsenal_and_one_in_the_lost_city_pay_two_foxes_with_two_fox_cards_bk_2_1():
    """BK.2.1 with the Lost City (a clearing of every suit): Foxfolk Steel (fox, fox) is paid by the fox arsenal in 1
    and the arsenal in the Lost City, each with a fox card of its own."""
    game = kings({1: {BK: {"arsenal": 1}}, 5: {BK: {"warrior": 1, "arsenal": 1}}},
                 {"regent": "tyrant", "manifest": {"consolidate": ["ambush_fox", "travel_gear_fox"]}},
                 hands={BK: ["foxfolk_steel"]}, landmarks={"lost_city": 5})
    assert crafts_offered(game) == {"foxfolk_steel"}
    game.choose(f"craft:{kfs(game).hand[0]}")
    assert kfs(game).hand == [] and kfs(game).crafted_items == ["sword"]


# -- found by mutation testing: Birdsong, the Populist, the board (BK.4.1, BK.8.3) -------------------------------------

def test_a_board_leaving_out_the_new_arsenals_warriors_places_the_texts_six_bk_4_1(tmp_path, monkeypatch):
    """BK.4.1: a New Arsenal comes with six warriors. The board's number is optional: a variant board without it is
    valid, and plays by the text's six."""
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, BK, ("new_arsenal_warriors = 6", "")) == []
    game = kings({}, phase="birdsong")
    monkeypatch.delitem(game.factions[BK].board.data, "new_arsenal_warriors")  # as read from that board
    play_choices(game, "clearing:5")
    assert game.state.clearings[5].count(BK, "arsenal") == 1 and warriors(game, 5, BK) == 6
    assert events(game, "bag_draw")[-1]["count"] == 6


def test_the_populists_two_cards_leave_the_hand_for_the_manifest_bk_8_3():
    """BK.8.3: each of the two cards the Populist draws at the end of Evening goes from the hand to the Manifest: once
    the first is added, the hand holds the card of the Evening draw (BK.6.3) and the second one alone."""
    game = kings({5: {BK: {"arsenal": 1}}}, {"regent": "populist"}, hands={BK: ["ambush_fox"]}, phase="evening",
                 deck_top=["ambush_mouse", "ambush_rabbit", "ambush_bird", "anvil"])
    game.choose("column:conquer")  # BK.6.2
    assert [game.cards[c].id for c in kfs(game).hand] == ["ambush_mouse", "ambush_rabbit", "ambush_bird"]
    game.choose("column:recruit")
    assert expect(game, f"{BK}.manifest.column", BK) and manifest(game, "recruit") == ["ambush_rabbit"]
    assert [game.cards[c].id for c in kfs(game).hand] == ["ambush_mouse", "ambush_bird"]
    no_problems(game)


def test_a_wrong_arsenals_track_row_names_the_entries_needed(tmp_path):
    """The Arsenals track rows (BK.6.1, BK.6.2) give one entry per number of arsenals off the track, 0 to 6: a board
    giving three is told it needs seven."""
    from helpers import board_variant_issues
    row = "manifest_cards = [1, 1, 1, 2, 3, 4, 5]"
    messages = board_variant_issues(tmp_path, BK, (row, "manifest_cards = [1, 2, 3]"))
    assert messages == ["$.data.manifest_cards: 3 entries; the Arsenals track needs 7 (0 to 6 arsenals off it)"]


def test_rats_paid_to_the_riverfolk_leave_no_mice_counted_on_their_board_bk_2_3():
    """BK.2.3: with the four mice on the map the bag holds rats alone; two warriors paid to the Riverfolk are drawn
    from it, both rats, and the Kings' view counts no mice in the Riverfolk's Payments box."""
    clearings = fill_map_with_rats({}, 16)  # the bag: four rats
    game = kings(clearings, {"mice": {1: 1, 2: 1, 3: 1, 4: 1}}, factions=(BK, "riverfolk"))
    run(game.factions[BK].pay_warriors(game, 2, "riverfolk:payments"))
    assert pieces.held_pieces(game, "riverfolk:payments") == {BK: {"warrior": 2}}
    assert events(game, "bag_draw")[-1]["mice"] == 0
    assert game.factions[BK].view(game, kfs(game), BK)["data"]["held_mice"] == {}
    no_problems(game)


# -- the warlord moving where the Hundreds hold a mouse (BK.2.4, Law 14.2.2) -------------------------------------------

@pytest.mark.parametrize("count, asked", [("warlord:1", None), ("warlord:2", ["count:0", "count:1"])])
def test_the_warlord_moving_is_never_one_of_the_mice_the_hundreds_hold_bk_2_4_law_14_2_2(count, asked):
    """BK.2.4: the Hundreds, on their turn, hold the mouse in 12 beside their warlord and a warrior recruited there.
    The warlord (Law 14.2.2) is never a mouse: moving him alone to 4 moves no mouse, and nobody is asked; moving him
    with one more warrior, that one may be the recruit or the mouse, their choice. The mouse left in 12 is the Kings'
    again in 12 as the Hundreds' turn ends."""
    game = kings({12: {BK: {"warrior": 1}, "hundreds": {"warrior": 1}}}, {"mice": {12: 1}},
                 factions=(BK, "hundreds"), current="hundreds", phase="birdsong",
                 data={"hundreds": {"warlord": 12, "mood": "stubborn", "hoard": {"command": [], "prowess": []},
                                    "ruin_items": {}}})
    play_until(game, "hundreds", "hundreds.command")
    assert warriors(game, 12, "hundreds") == 3  # the warlord, the recruit and the mouse
    play_choices(game, "move", "clearing:4", count)
    if asked is None:
        assert game.pending.kind != f"{BK}.mischief_move" and kfs(game).data["lent"]["mice"] == {"12": 1}
        play_choices(game, "end")  # no Advance the Warlord (14.5.3)
        play_until(game, BK)
        assert mice(game) == {12: 1} and warriors(game, 12, BK) == 1 and warriors(game, 4, BK) == 0
        assert warriors(game, 12, "hundreds") == 1 and warriors(game, 4, "hundreds") == 1
    else:
        assert expect(game, f"{BK}.mischief_move", "hundreds") == asked
        game.choose("count:1")
        play_choices(game, "end")  # no Advance the Warlord (14.5.3)
        play_until(game, BK)
        assert mice(game) == {4: 1} and warriors(game, 4, BK) == 1
        assert warriors(game, 4, "hundreds") == 1 and warriors(game, 12, "hundreds") == 1
    no_problems(game)


# -- crafting with an arsenal in the Lost City (BK.2.1, Appendix F) ----------------------------------------------------

@pytest.mark.parametrize("cards_there, hand, craftable", [
    (["ambush_fox"], "foxfolk_steel", False),  # one fox card cannot activate both the fox arsenal and the Lost City's
    (["ambush_fox", "ambush_rabbit"], "foxfolk_steel", True),  # the rabbit card activates the Lost City's for a fox
    (["ambush_rabbit"], "anvil", True),  # the fox arsenal has no card: the Lost City's pays the fox with the rabbit
    (["ambush_rabbit"], "foxfolk_steel", False),  # one card, two arsenals to activate
])
def test_an_arsenal_in_the_lost_city_takes_a_card_of_its_own_of_any_suit_bk_2_1(cards_there, hand, craftable):
    """BK.2.1: one arsenal per matching Consolidate card. The Lost City is a clearing of every suit, so any card
    matches an arsenal there, but never a card another arsenal already took: a fox arsenal in 1, one in the Lost City
    (5)."""
    game = kings({1: {BK: {"arsenal": 1}}, 5: {BK: {"warrior": 1, "arsenal": 1}}},
                 {"regent": "tyrant", "manifest": {"consolidate": cards_there}}, hands={BK: [hand]},
                 landmarks={"lost_city": 5})
    assert crafts_offered(game) == ({hand} if craftable else set())
    if craftable:
        game.choose(f"craft:{kfs(game).hand[0]}")
        assert kfs(game).hand == [] and kfs(game).crafted_items == [{"foxfolk_steel": "sword", "anvil": "hammer"}[hand]]


# -- from an audit against the text (November 25, 2026) ----------------------------------------------------

def with_rats(spec: dict, n: int) -> dict:
    """`spec` with one more Kings warrior in clearings 1, 2, ... 12, round and round, until `n` are placed."""
    while n:
        for c in range(1, 13):
            if n:
                spec.setdefault(c, {}).setdefault(BK, {})
                spec[c][BK]["warrior"] = spec[c][BK].get("warrior", 0) + 1
                n -= 1
    return spec


def hostile_vagabond_turn(clearings, mice_at, relationship=0):
    """The Thief in clearing 5 (two boots, a sword, a torch) taking his Daylight, with the Kings' mice `mice_at`
    and his relationship with the Kings."""
    vb = vagabond_at(5, items=("boot", "boot", "sword", "torch"))["vagabond"]
    vb["relationships"] = {BK: relationship, "marquise": 0}
    return kings(clearings, {"mice": mice_at}, factions=(BK, "vagabond", "marquise"), current="vagabond",
                 data={"vagabond": vb})


def exhausted_boots(game) -> int:
    return sum(1 for i in game.state.factions["vagabond"].data["items"] if i["item"] == "boot" and i["exhausted"])


def test_recruit_must_pick_a_clearing_where_it_can_be_fully_taken_bk_5_2_ii():
    """BK.5.2.II / BK.5.2: a Recruit card must be carried out, and only an action that cannot be fully taken
    brings a Palace Coup. One warrior is left in the bag; rabbit clearing 10 has one arsenal (fully takeable),
    rabbit clearing 5 has two (not). The Kings can fully take the action, so they must not be offered the clearing
    that fails on purpose and throws away the rest of the Manifest: 10 is taken without asking. (An audit of
    November 25, 2026 found 5 offered.)"""
    clearings = with_rats({5: {BK: {"arsenal": 2}}, 10: {BK: {"arsenal": 1}}}, 19)  # 19 of 20 warriors out
    game = kings(clearings, {"manifest": {"recruit": ["ambush_rabbit"]}, "mice": {1: 1, 2: 1, 3: 1}})
    assert not [e for e in events(game, "placed") if e.get("clearing") == 5 and e.get("piece") == "warrior"]
    assert not events(game, "palace_coup")
    assert warriors(game, 10, BK) == clearings[10][BK]["warrior"] + 1 and game.state.factions[BK].supply["warrior"] == 0


def test_a_mouse_is_no_hostile_warrior_to_the_vagabond_moving_on_his_turn_bk_2_4_i():
    """BK.2.4 / BK.2.4.I: on his own turn the Vagabond treats the mice as his own faction's pieces. A clearing whose
    only Kings warrior is a mouse holds no warrior of the Hostile Kings for him, so moving there costs one boot,
    not the extra one of Law 9.2.9.III.b. (An audit of November 25, 2026 found two.)"""
    game = hostile_vagabond_turn({1: {BK: {"warrior": 1}}}, {1: 1}, relationship="hostile")
    play_choices(game, "move", "clearing:1")
    assert game.factions["vagabond"].clearing(game) == 1
    assert exhausted_boots(game) == 1


def test_herald_scores_for_the_kings_defending_too_bk_2_2():
    """BK.2.2 (plugin reading: attacking or defending): the Marquise attacks the Kings in 1, where a herald stands,
    and loses her only warrior; the Kings still rule 1 with nothing of hers left: one VP."""
    game = kings({1: {BK: {"warrior": 2, "herald": 1}, "marquise": {"warrior": 1}}}, current="marquise")
    fix_dice(game, 1, 1)
    list(battle.fight(game, "marquise", 1, BK))
    assert warriors(game, 1, "marquise") == 0 and warriors(game, 1, BK) == 1
    assert game.state.factions[BK].score == 1


def test_tyrant_extra_hit_as_defender_where_an_arsenal_stands_bk_8_4():
    """BK.8.4: the Tyrant's extra hit counts when the Kings defend too: the Marquise attacks 1 (an arsenal there),
    the Kings roll one hit and deal two."""
    game = kings({1: {BK: {"warrior": 2, "arsenal": 1}, "marquise": {"warrior": 3}}}, {"regent": "tyrant"},
                 current="marquise")
    fix_dice(game, 1, 1)
    list(battle.fight(game, "marquise", 1, BK))
    assert warriors(game, 1, "marquise") == 1 and warriors(game, 1, BK) == 1


def test_the_evening_draw_counts_clearings_with_heralds_not_heralds_bk_6_3():
    """BK.6.3: one card, plus one per ruled clearing holding a herald: two heralds in one clearing add one card."""
    game = kings({5: {BK: {"warrior": 1, "arsenal": 1, "herald": 2}}}, hands={BK: ["ambush_fox", "ambush_mouse"]},
                 phase="evening")
    play_choices(game, game.pending.option_ids[0], "column:conquer")  # one arsenal out: one card to add
    assert len(game.state.factions[BK].hand) == 1 + 2


def test_a_failed_action_coup_is_the_only_coup_despite_a_full_column_bk_5_2_bk_5_3_bk_7_4():
    """BK.5.2 with BK.5.3: a Conquer that cannot be taken brings the Palace Coup and ends Daylight (BK.7.4), so the
    five cards in Recruit bring no second, Overextension coup."""
    game = kings({5: {BK: {"warrior": 2, "arsenal": 1}}},
                 {"manifest": {"conquer": ["ambush_fox"], "recruit": ["ambush_rabbit", "bake_sale"]},
                  "henchmen": {"recruit": 3}})
    assert expect(game, f"{BK}.coup.regent", BK)
    game.choose(game.pending.option_ids[0])
    assert [e["reason"] for e in events(game, "palace_coup")] == ["failed"]
    assert game.state.phase == "evening"
