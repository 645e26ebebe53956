"""The faction boards' printed numbers for the ten Law factions: the loaded boards
(`game.factions[f].board`) against reference/content-facts.md section I (tracks, leaders, ministers, moods, relics,
services, reach) and section F (item supply, ruin items, starting items), and Law 5.2 (reach) and Law B (components:
piece counts). Then a few plays showing the plugins use those numbers (not other hard-coded ones).

Autumn clearings used below: fox 1 6 8 12, mouse 2 7 9 11, rabbit 3 4 5 10; slots 1:1 2:2 3:1 4:1 5:2 6:2 7:2 8:2 9:2
10:2 11:3 12:2 (6, 10, 11 and 12 hold a ruin)."""
from __future__ import annotations

import functools

import pytest

import rootcore
from rootcore.rules import setup as setup_rules

from helpers import faction_scenario, play_choices, expect

LAW_FACTIONS = ("marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk", "duchy", "corvid", "hundreds",
                "keepers")


@functools.lru_cache(maxsize=None)
def new_game(faction: str):
    """A new two-player game (seed 1) of `faction` and the Eyrie (or the Marquise, beside the Eyrie)."""
    other = "eyrie" if faction == "marquise" else "marquise"
    return rootcore.new_game({"factions": [faction, other], "seed": 1})


def board(faction: str):
    """`faction`'s loaded board."""
    return new_game(faction).factions[faction].board


def pieces(faction: str) -> dict[str, tuple[str, int]]:
    """{piece kind: (type, count)} of `faction`'s board."""
    return {kind: (p.type, p.count) for kind, p in board(faction).pieces.items()}


# -- Law B: components (piece counts per faction) -------------------------------------------------------------

RELICS = {f"{t}_{v}": ("token", 2 if v == 3 else 1) for t in ("figure", "tablet", "jewelry") for v in (1, 2, 3)}
LAW_B_PIECES = {
    # B.1.2-B.1.3: 25 Marquise warriors, 8 wood, 1 keep, 6 sawmills, 6 workshops, 6 recruiters
    "marquise": {"warrior": ("warrior", 25), "wood": ("token", 8), "keep": ("token", 1),
                 "sawmill": ("building", 6), "workshop": ("building", 6), "recruiter": ("building", 6)},
    # B.1.2-B.1.3: 20 Eyrie warriors, 7 roosts
    "eyrie": {"warrior": ("warrior", 20), "roost": ("building", 7)},
    # B.1.2-B.1.3: 10 Alliance warriors, 3 bases, 10 sympathy
    "alliance": {"warrior": ("warrior", 10), "base_fox": ("building", 1), "base_rabbit": ("building", 1),
                 "base_mouse": ("building", 1), "sympathy": ("token", 10)},
    "vagabond": {"pawn": ("pawn", 1)},  # B.1.3
    # B.2.2-B.2.3: 25 Lizard warriors, 15 gardens (5 per suit, facts I)
    "lizard": {"warrior": ("warrior", 25), "garden_fox": ("building", 5), "garden_rabbit": ("building", 5),
               "garden_mouse": ("building", 5)},
    # B.2.2-B.2.3: 15 Riverfolk warriors, 9 trade posts (3 per suit, facts I)
    "riverfolk": {"warrior": ("warrior", 15), "trade_post_fox": ("token", 3), "trade_post_rabbit": ("token", 3),
                  "trade_post_mouse": ("token", 3)},
    # B.3.2-B.3.3: 20 Duchy warriors, 3 markets, 3 citadels, 3 tunnels
    "duchy": {"warrior": ("warrior", 20), "tunnel": ("token", 3), "citadel": ("building", 3),
              "market": ("building", 3)},
    # B.3.2-B.3.3: 15 Corvid warriors, 8 plots
    "corvid": {"warrior": ("warrior", 15), "plot": ("token", 8)},
    # B.4.2-B.4.3: 20 Hundreds warriors and the warlord (counted as one kind, 21), 6 strongholds, 5 mobs
    "hundreds": {"warrior": ("warrior", 21), "stronghold": ("building", 6), "mob": ("token", 5)},
    # B.4.2-B.4.3: 15 Keepers warriors, 3 waystations, 12 relics (1, 2, 3, 3 of each type, facts I)
    "keepers": {"warrior": ("warrior", 15), "waystation_tablet_jewelry": ("building", 1),
                "waystation_jewelry_figure": ("building", 1), "waystation_figure_tablet": ("building", 1), **RELICS},
}


@pytest.mark.parametrize("faction", LAW_FACTIONS)
def test_piece_counts_are_the_components_of_law_b(faction):
    assert pieces(faction) == LAW_B_PIECES[faction]


def test_the_hundreds_start_with_20_warriors_in_the_supply_and_the_warlord_apart_law_b_4_3_and_14_2_2():
    fs = new_game("hundreds").state.factions["hundreds"]
    assert fs.supply["warrior"] == 20
    assert new_game("hundreds").factions["hundreds"].pieces_held(new_game("hundreds")) == {"warrior": 1}


def test_cards_and_markers_of_law_b_eyrie_duchy_hundreds_keepers_riverfolk():
    from rootcore_plugins.keepers import COLUMNS as KEEPER_COLUMNS
    from rootcore_plugins.riverfolk import SERVICES
    leaders = board("eyrie").data["leaders"]
    assert len(leaders) == 4  # B.1.4: 4 Eyrie leaders
    assert all(len(leader["viziers"]) == 2 for leader in leaders.values())  # B.1.4: 2 Loyal Viziers
    duchy = board("duchy").data
    assert len(duchy["ministers"]) == 9  # B.3.4: 9 ministers
    assert sum(len(rank["crown_vp"]) for rank in duchy["ranks"].values()) == 9  # B.3.3: 9 crowns
    assert len(board("hundreds").data["moods"]) == 8  # B.4.4: 8 moods
    assert board("keepers").data["retainers"] * len(KEEPER_COLUMNS) == 3  # B.4.4: 3 Faithful Retainers
    assert len(SERVICES) == 3 and len(new_game("riverfolk").state.factions["riverfolk"].data["prices"]) == 3  # B.2.5


# -- Law 5.2: reach --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("faction, reach", [("marquise", 10), ("hundreds", 9), ("keepers", 8), ("duchy", 8),
                                            ("eyrie", 7), ("vagabond", 5), ("riverfolk", 5), ("alliance", 3),
                                            ("corvid", 3), ("lizard", 2)])
def test_reach_values_law_5_2(faction, reach):
    assert board(faction).reach == reach


def test_the_second_vagabond_has_reach_2_law_5_2():
    game = rootcore.new_game({"factions": ["marquise", "vagabond", "second_vagabond"], "seed": 1})
    assert game.factions["second_vagabond"].board.reach == 2


def test_viable_reach_sums_law_5_2():
    assert setup_rules.REACH_NEEDED == {2: 17, 3: 18, 4: 21, 5: 25, 6: 28}
    low = rootcore.new_game({"factions": ["alliance", "lizard"], "seed": 1})  # 3 + 2 < 17
    assert "17" in setup_rules.reach_warning(low)
    assert setup_rules.reach_warning(new_game("marquise")) is None  # 10 + 7 = 17


# -- Section I: the printed tracks and data -----------------------------------------------------------------------

def test_marquise_tracks_facts_i():
    tracks = board("marquise").tracks
    for kind in ("sawmill", "workshop", "recruiter"):
        assert tracks[kind].spaces == 6
        assert tracks[kind].cost[1:] == (1, 2, 3, 3, 4)  # wood for the 2nd...6th building
    assert tracks["sawmill"].vp[1:] == (1, 2, 3, 4, 5)
    assert tracks["workshop"].vp[1:] == (2, 2, 3, 4, 5)
    assert tracks["recruiter"].vp[1:] == (1, 2, 3, 3, 4)
    # Evening: +1 once the 3rd recruiter is on the map, +1 more at the 5th; no other track draws
    assert tracks["recruiter"].draw_bonus == (0, 0, 1, 0, 1, 0)
    assert not tracks["sawmill"].draw_bonus and not tracks["workshop"].draw_bonus
    assert board("marquise").data["actions_per_turn"] == 3 and board("marquise").data["march_moves"] == 2


def test_eyrie_board_facts_i():
    b = board("eyrie")
    assert b.tracks["roost"].vp == (0, 1, 2, 3, 4, 4, 5)  # by roosts on the map, 1...7
    assert b.tracks["roost"].draw_bonus == (0, 0, 1, 0, 0, 1, 0)  # +1 at 3 roosts, +1 more at 6
    leaders = {name: sorted(leader["viziers"]) for name, leader in b.data["leaders"].items()}
    assert leaders == {"builder": ["move", "recruit"], "charismatic": ["battle", "recruit"],
                       "commander": ["battle", "move"], "despot": ["build", "move"]}  # Law 7.8
    assert b.data["decree_columns"] == ["recruit", "move", "battle", "build"]
    assert (b.data["starting_warriors"], b.data["new_roost_warriors"]) == (6, 3)  # Law 7.3.2, 7.4.3


def test_alliance_board_facts_i():
    b = board("alliance")
    assert b.tracks["sympathy"].cost == (1, 1, 1, 2, 2, 2, 3, 3, 3, 3)
    assert b.tracks["sympathy"].vp == (0, 1, 1, 1, 2, 2, 3, 4, 4, 4)
    assert b.data["bases"] == {"base_fox": "fox", "base_rabbit": "rabbit", "base_mouse": "mouse"}
    assert (b.data["supporters_capacity"], b.data["revolt_cost"], b.data["martial_law_warriors"],
            b.data["setup_supporters"]) == (5, 2, 3, 3)


def test_vagabond_board_facts_d_and_i():
    d = board("vagabond").data
    assert sorted(d["track_items"]) == ["bag", "coins", "tea"] and d["track_capacity"] == 3
    assert (d["refresh_base"], d["refresh_per_tea"]) == (3, 2)
    assert d["draw_base"] == 1
    assert (d["item_limit_base"], d["item_limit_per_bag"]) == (6, 2)
    assert d["explore_vp"] == 1 and d["allied_aid_vp"] == 2
    assert d["relationship_track"] == [{"aids": 1, "vp": 1}, {"aids": 2, "vp": 2}, {"aids": 3, "vp": 2}]


STARTING_ITEMS = {  # facts D (LAW16 Appendix V), the "S" items of facts F
    "thief": ["boot", "torch", "tea", "sword"], "tinker": ["boot", "torch", "bag", "hammer"],
    "ranger": ["boot", "torch", "crossbow", "sword"], "vagrant": ["coins", "torch", "boot"],
    "arbiter": ["boot", "torch", "sword", "sword"], "scoundrel": ["boot", "boot", "torch", "crossbow"],
    "adventurer": ["boot", "torch", "hammer"], "harrier": ["coins", "torch", "sword", "crossbow"],
    "ronin": ["boot", "boot", "torch", "sword"]}


@pytest.mark.parametrize("character", sorted(STARTING_ITEMS))
def test_vagabond_characters_starting_items_facts_d(character):
    assert sorted(board("vagabond").data["characters"][character]["starting_items"]) == \
        sorted(STARTING_ITEMS[character])


@pytest.mark.parametrize("character", ["thief", "tinker", "ranger"])
def test_a_base_character_starts_with_its_items_in_play(character):
    """The plugin reads the card's items (Law 9.3.5): a scenario-free game with the character option."""
    game = rootcore.new_game({"factions": ["marquise", "vagabond"], "seed": 1,
                              "options": {"vagabond_character": character}})
    while game.pending is not None and game.state.phase == "setup":
        game.choose(game.pending.option_ids[0])
    items = sorted(i["item"] for i in game.state.factions["vagabond"].data["items"])
    assert items == sorted(STARTING_ITEMS[character])


def test_lizard_board_facts_i():
    b = board("lizard")
    for suit in ("fox", "rabbit", "mouse"):
        track = b.tracks[f"garden_{suit}"]
        assert track.spaces == 5
        assert track.vp == (0, 2, 2, 3, 4)  # by gardens of the suit on the map, 1...5 [1: HRF]
        assert track.draw_bonus == (0, 1, 0, 0, 0)  # +1 once a suit has 2 gardens on the map [1: HRF]
    assert b.data["conspiracies"] == {"crusade": 2, "convert": 2, "sanctify": 3} and b.data["hated_discount"] == 1
    assert (b.data["starting_warriors"], b.data["adjacent_warriors"]) == (4, 1)  # Law 10.3.2


def test_riverfolk_board_facts_i():
    b = board("riverfolk")
    assert b.data["prices"] == [1, 2, 3, 4]
    for suit in ("fox", "rabbit", "mouse"):
        assert b.tracks[f"trade_post_{suit}"].spaces == 3 and b.tracks[f"trade_post_{suit}"].vp == (2, 2, 2)
        assert b.pieces[f"trade_post_{suit}"].on_removal == "gone"  # Law 11.2.5.I
    assert (b.data["starting_warriors"], b.data["starting_payments"], b.data["protectionism"],
            b.data["establish_cost"], b.data["recruit_cost"]) == (4, 3, 2, 2, 1)
    assert not any(t.draw_bonus for t in b.tracks.values())  # no Evening draw


def test_duchy_board_facts_i():
    d = board("duchy").data
    ranks = {m: v["rank"] for m, v in d["ministers"].items()}
    assert ranks == {"foremole": "squire", "captain": "squire", "marshal": "squire", "brigadier": "noble",
                     "banker": "noble", "mayor": "noble", "duchess_of_mud": "lord", "baron_of_dirt": "lord",
                     "earl_of_stone": "lord"}
    assert {r: v["sway_cards"] for r, v in d["ranks"].items()} == {"squire": 2, "noble": 3, "lord": 4}
    assert {r: v["crown_vp"] for r, v in d["ranks"].items()} == {"squire": [1, 1, 1], "noble": [2, 2, 2],
                                                                "lord": [3, 3, 3]}
    assert d["burrow_recruit"] == [1, 2, 4, 6]  # 0...3 citadels on the map
    assert board("duchy").tracks["market"].draw_bonus == (1, 1, 1)  # +1 per market on the map
    assert not board("duchy").tracks["citadel"].draw_bonus and not board("duchy").tracks["citadel"].vp
    assert (d["duchess_vp"], d["assembly_actions"], d["dig_warriors"]) == (2, 2, 4)
    assert (d["starting_warriors"], d["adjacent_warriors"]) == (2, 2)  # Law 12.3.3


def test_corvid_board_facts_i():
    d = board("corvid").data
    assert d["plots"] == {"bomb": 2, "snare": 2, "extortion": 2, "raid": 2}
    assert (d["actions"], d["plot_cost"], d["extortion_draw"], d["raid_warriors"], d["scatter_warriors"]) == \
        (3, 1, 1, 1, 1)


def test_hundreds_board_facts_i():
    d = board("hundreds").data
    assert d["moods"] == {"bitter": "hammer", "grandiose": "tea", "jubilant": "boot", "lavish": "",
                          "relentless": "bag", "rowdy": "coins", "stubborn": "crossbow", "wrathful": "sword"}
    assert sorted(d["command_items"]) == ["bag", "boot", "coins"]
    assert sorted(d["prowess_items"]) == ["crossbow", "hammer", "sword", "tea"]
    assert d["hoard_spaces"] == 4 and d["track_values"] == [1, 2, 2, 3, 4]  # 0...4 items
    assert d["oppress_vp"] == [0, 1, 1, 2, 2, 3, 4]  # 0...6+ clearings
    assert d["starting_mood"] == "stubborn" and d["overflow_vp"] == 1 and d["rowdy_draw"] == [1, 2]
    assert (d["lavish_warriors"], d["jubilant_rolls"], d["recruit_per_stronghold"], d["starting_warriors"]) == \
        (2, 4, 1, 4)


def test_keepers_board_facts_i():
    b = board("keepers")
    values = {}
    for kind, relic in b.data["relics"].items():
        values.setdefault(relic["type"], []).extend([relic["value"]] * b.pieces[kind].count)
    assert {t: sorted(v) for t, v in values.items()} == {t: [1, 2, 3, 3] for t in ("figure", "tablet", "jewelry")}
    assert {tuple(sorted(v)) for v in b.data["waystations"].values()} == {
        ("jewelry", "tablet"), ("figure", "jewelry"), ("figure", "tablet")}
    assert all(t.draw_bonus == (1,) for t in b.tracks.values())  # +1 per waystation on the map
    assert (b.data["column_bonus"], b.data["retinue_limit"], b.data["crowded"], b.data["recruit_warriors"]) == \
        (2, 10, 4, 2)
    assert (b.data["corner_warriors"], b.data["edge_warriors"]) == (4, 4)  # Law 15.3.2


# -- Section F: item supply and ruin items ------------------------------------------------------------------------

@pytest.mark.parametrize("deck", ["standard", "exiles"])
def test_item_supply_and_ruin_items_facts_f(deck):
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1, "deck": deck})
    d = game.deck.definition
    assert d.item_supply == {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
    assert sorted(d.ruin_items) == ["bag", "boot", "hammer", "sword"]


# -- the plugins use the printed numbers ---------------------------------------------------------------------------

SAWMILL_SPOTS = (2, 2, 5, 5, 7, 7)


@pytest.mark.parametrize("on_map", range(1, 6))
def test_marquise_build_cost_follows_the_printed_track_law_6_5_4_ii(on_map):
    clearings = {}
    for c in SAWMILL_SPOTS[:on_map]:
        clearings.setdefault(c, {"marquise": {"sawmill": 0}})["marquise"]["sawmill"] += 1
    game = faction_scenario(("marquise", "eyrie"), "marquise", "daylight", clearings, {})
    marquise = game.factions["marquise"]
    assert marquise.building_cost(game, "sawmill") == (0, 1, 2, 3, 3, 4)[on_map]
    assert marquise.uncovered_vp(game, "sawmill") == (0, 1, 2, 3, 4, 5)[on_map]
    assert marquise.building_cost(game, "workshop") == 0  # none on the map: the setup space (cost-free)


SYMPATHY_SPOTS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)


@pytest.mark.parametrize("on_map", range(0, 10))
def test_alliance_spread_cost_and_vp_follow_the_printed_track_law_8_4_2(on_map):
    clearings = {c: {"alliance": {"sympathy": 1}} for c in SYMPATHY_SPOTS[:on_map]}
    game = faction_scenario(("marquise", "alliance"), "alliance", "daylight", clearings, {})
    alliance = game.factions["alliance"]
    assert alliance.sympathy_cost(game, 12) == (1, 1, 1, 2, 2, 2, 3, 3, 3, 3)[on_map]  # no warriors in 12
    assert alliance.uncovered_vp(game, "sympathy") == (0, 1, 1, 1, 2, 2, 3, 4, 4, 4)[on_map]


def test_alliance_martial_law_adds_one_on_the_printed_cost_law_8_4_2_ii_a():
    clearings = {c: {"alliance": {"sympathy": 1}} for c in SYMPATHY_SPOTS[:6]}
    clearings[12] = {"marquise": {"warrior": 3}}
    game = faction_scenario(("marquise", "alliance"), "alliance", "daylight", clearings, {})
    assert game.factions["alliance"].sympathy_cost(game, 12) == 3 + 1


FOX_GARDENS = (1, 8, 8, 6, 12)  # clearing 8 has two slots; 6 and 12 a ruin and one free slot


@pytest.mark.parametrize("on_map, vp", [(1, 0), (2, 2), (3, 2), (4, 3), (5, 4)])
def test_lizard_score_ritual_reads_the_gardens_track_law_10_5_3(on_map, vp):
    clearings = {}
    for c in FOX_GARDENS[:on_map]:
        clearings.setdefault(c, {"lizard": {"garden_fox": 0}})["lizard"]["garden_fox"] += 1
    game = faction_scenario(("marquise", "lizard"), "lizard", "daylight", clearings,
                            {"lizard": {"outcast": "fox"}})
    assert game.factions["lizard"].score_ritual_vp(game, "fox") == vp


def test_lizard_evening_draws_one_plus_one_per_suit_with_two_gardens_law_10_6_3():
    clearings = {1: {"lizard": {"garden_fox": 1}}, 8: {"lizard": {"garden_fox": 2}},
                 2: {"lizard": {"garden_mouse": 2}}, 5: {"lizard": {"garden_rabbit": 1}}}
    game = faction_scenario(("marquise", "lizard"), "lizard", "daylight", clearings, {"lizard": {"outcast": "fox"}})
    assert game.factions["lizard"].draw_bonus(game) == 2  # fox (3) and mouse (2); rabbit has one


@pytest.mark.parametrize("on_map", range(0, 3))
def test_riverfolk_trade_post_scores_two_on_each_space_law_11_5_6_iii(on_map):
    clearings = {c: {"riverfolk": {"trade_post_fox": 1}} for c in (1, 8)[:on_map]}
    game = faction_scenario(("marquise", "riverfolk"), "riverfolk", "daylight", clearings, {})
    assert game.factions["riverfolk"].uncovered_vp(game, "trade_post_fox") == 2


def test_riverfolk_services_may_be_priced_one_to_four_law_11_3_5():
    game = rootcore.new_game({"factions": ["riverfolk", "marquise"], "seed": 1})
    while game.pending is not None and game.pending.kind != "riverfolk.setup.price":
        game.choose(game.pending.option_ids[0])
    assert sorted(o.data["price"] for o in game.pending.options) == [1, 2, 3, 4]


def test_duchy_swaying_a_noble_scores_two_law_12_5_3_iii():
    """Law 12.5.3.III: the noble crown space uncovered scores 2 (facts I: 1 / 2 / 3 by rank)."""
    clearings = {c: {"duchy": {"warrior": 1}} for c in (1, 2, 5)}
    clearings[12] = {"marquise": {"warrior": 1}}
    game = faction_scenario(("marquise", "duchy"), "duchy", "daylight", clearings,
                            {"duchy": {"swayed": [], "revealed": [], "crowns_lost": {}}},
                            hands={"duchy": ["anvil", "mouse_in_a_sack", "a_visit_to_friends"]})
    play_choices(game, "end")  # no Assembly action (no minister is swayed: no Parliament)
    assert "minister:brigadier" in expect(game, "duchy.sway")
    game.choose("minister:brigadier")
    while game.pending is not None and game.pending.kind == "duchy.sway.card":
        game.choose(game.pending.option_ids[0])
    fs = game.state.factions["duchy"]
    assert fs.data["swayed"] == ["brigadier"] and fs.score == 2 and fs.data["crowns"]["noble"] == 2


@pytest.mark.parametrize("item, mood", [("hammer", "bitter"), ("tea", "grandiose"), ("boot", "jubilant"),
                                        ("bag", "relentless"), ("coins", "rowdy"), ("crossbow", "stubborn"),
                                        ("sword", "wrathful")])
def test_hundreds_an_item_in_the_hoard_forbids_its_mood_law_14_4_4(item, mood):
    track = "command" if item in ("boot", "bag", "coins") else "prowess"
    hoard = {"command": [], "prowess": [], track: [item]}
    current = "lavish"
    game = faction_scenario(("marquise", "hundreds"), "hundreds", "daylight", {5: {"hundreds": {"warrior": 1}}},
                            {"hundreds": {"mood": current, "hoard": hoard, "ruin_items": {}, "warlord": 5}})
    options = game.factions["hundreds"].mood_options(game)
    assert mood not in options
    assert sorted(options) == sorted(m for m in board("hundreds").data["moods"] if m not in (mood, current))


@pytest.mark.parametrize("items, value", [(0, 1), (1, 2), (2, 2), (3, 3), (4, 4)])
def test_hundreds_prowess_by_items_law_14_2_4_ii(items, value):
    hoard = {"command": [], "prowess": ["hammer", "tea", "sword", "crossbow"][:items]}
    game = faction_scenario(("marquise", "hundreds"), "hundreds", "daylight", {5: {"hundreds": {"warrior": 1}}},
                            {"hundreds": {"mood": "stubborn", "hoard": hoard, "ruin_items": {}, "warlord": 5}})
    assert game.factions["hundreds"].value(game, "prowess") == value


def test_keepers_draw_one_more_per_waystation_on_the_map_law_15_6_3():
    game = faction_scenario(("marquise", "keepers"), "keepers", "daylight",
                            {5: {"keepers": {"warrior": 1, "waystation_tablet_jewelry": 1}},
                             2: {"keepers": {"warrior": 1, "waystation_figure_tablet": 1}}}, {"keepers": {}})
    assert game.factions["keepers"].draw_bonus(game) == 2
    assert game.factions["keepers"].relics == {
        kind: (t, v) for kind, (t, v) in ((k, (k.split("_")[0], int(k.split("_")[1]))) for k in RELICS)}


def test_marquise_evening_draw_bonus_at_three_and_five_recruiters_law_6_6():
    for n, bonus in ((2, 0), (3, 1), (4, 1), (5, 2), (6, 2)):
        clearings = {}
        for c in SAWMILL_SPOTS[:n]:
            clearings.setdefault(c, {"marquise": {"recruiter": 0}})["marquise"]["recruiter"] += 1
        game = faction_scenario(("marquise", "eyrie"), "marquise", "daylight", clearings, {})
        assert game.factions["marquise"].draw_bonus(game) == bonus, n
