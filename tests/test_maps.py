"""The Winter, Lake and Mountain maps (Law Appendix C), suit markers (A.1) and the hand steps of the Advanced
Setup (A.7, A.10): content validation, a rules test per map rule (named after it), and seeded random
four-faction games on every map with the invariant checker after every decision."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import rootcore
from rootcore import ConfigError
from rootcore.content import ContentError, load_map, validate_paths
from rootcore.rules import adjacency, move
from rootcore.testing import check_replay_equivalence, play_checked
from rootcore.views import events_for
from helpers import events, expect, play_choices, play_until, run, thief

REPO = Path(__file__).resolve().parent.parent
MAPS = ("winter", "lake", "mountain")
FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def map_file(name: str) -> Path:
    return REPO / "content" / "maps" / f"{name}.toml"


def on_map(map_id, clearings, phase="daylight", current="marquise", **extra):
    spec = {"factions": ["marquise", "eyrie"], "map": map_id, "current": current, "phase": phase,
            "clearings": clearings}
    spec.update(extra)
    return rootcore.scenario(spec)


def hand_ids(game, faction="marquise"):
    return sorted(game.cards[c].id for c in game.state.factions[faction].hand)


# -- content -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", MAPS)
def test_map_content_validates_schema_and_semantics(name):
    assert validate_paths([map_file(name)]) == []
    assert validate_paths([REPO / "plugins" / "rootcore_plugins" / name / "plugin.toml"]) == []


@pytest.mark.parametrize(("name", "paths", "rivers", "forests", "corners"), [
    ("winter", 16, 3, 8, (1, 2, 3, 4)),
    ("lake", 17, 6, 9, (2, 4, 1, 3)),
    ("mountain", 21, 2, 10, (1, 2, 3, 4)),  # ten forests: every enclosed area, trees or not (Law C.3.5)
])
def test_map_shapes_match_the_reference_tables(name, paths, rivers, forests, corners):
    m = load_map(map_file(name))
    assert [c.id for c in m.clearings] == list(range(1, 13))
    assert (len(m.paths), len(m.rivers), len(m.forests)) == (paths, rivers, forests)
    assert sum(c.ruins for c in m.clearings) == 4  # four ruins on every map
    assert m.corners == corners
    assert m.suit_markers == {"fox": 4, "rabbit": 4, "mouse": 4}
    assert m.source and "confidence" in m.source.lower()


@pytest.mark.parametrize(("name", "edge"), [
    ("autumn", (1, 5, 2, 6, 3, 7, 8, 4, 9)),
    ("winter", (1, 5, 6, 2, 7, 3, 8, 9, 4, 10)),
    ("lake", (2, 7, 6, 4, 5, 1, 9, 3, 8)),
    ("mountain", (1, 9, 5, 2, 6, 3, 7, 12, 4, 8)),
])
def test_map_edge_clearings_match_the_reference_tables_law_g_1_15(name, edge):
    # The clearings of content-facts.md section E's "Edge?" column, clockwise: content checks make each one
    # linked by a path to the next (closed paths count, G.1.15) and the corners come in order.
    board = rootcore.new_game({"factions": ["marquise", "eyrie"], "map": name, "seed": 0}).board
    assert board.edge_clearings == edge
    assert all(edge[i - 1] in board.adjacent[c] for i, c in enumerate(edge))  # one loop of printed paths


def test_autumn_forests_touch_their_clearings_and_the_forests_one_path_away_law_2_4_and_2_4_1():
    """Law 2.4: the seven areas enclosed by paths and clearings (rivers divide none); 2.4.1: each is adjacent to the
    clearings it touches and to the forests across one path (reference/content-facts.md section E)."""
    board = rootcore.new_game({"factions": ["marquise", "eyrie"], "map": "autumn", "seed": 0}).board
    touches = {"f1": (1, 2, 5, 10), "f2": (1, 9, 10, 12), "f3": (2, 6, 10, 11, 12), "f4": (3, 6, 11),
               "f5": (3, 7, 11, 12), "f6": (4, 7, 8, 12), "f7": (4, 9, 12)}
    neighbours = {"f1": ("f2", "f3"), "f2": ("f1", "f3", "f7"), "f3": ("f1", "f2", "f4", "f5"), "f4": ("f3", "f5"),
                  "f5": ("f3", "f4", "f6"), "f6": ("f5", "f7"), "f7": ("f2", "f6")}
    assert {f: tuple(sorted(cs)) for f, cs in board.forests.items()} == touches
    assert {f: tuple(sorted(fs)) for f, fs in board.forest_adjacent.items()} == neighbours
    assert board.forests_of_clearing[12] == ("f2", "f3", "f5", "f6", "f7")  # the forests a clearing is next to


def test_map_special_features_are_data():
    assert load_map(map_file("lake")).data == {"coastal_clearings": [1, 10, 11, 12],
                                               "coastal_forests": ["f1", "f2", "f5", "f9"], "ferry_start": 1}
    mountain = load_map(map_file("mountain")).data
    assert mountain["tower"] == 10
    assert sorted(map(tuple, mountain["closed_paths"])) == [(2, 5), (3, 7), (5, 9), (6, 11), (8, 9), (11, 12)]
    assert load_map(map_file("winter")).data == {}  # C.1.1 is in its forests: no data says it again


BROKEN = """kind = "map"
schema_version = 1
id = "broken"
name = "Broken"
corners = [1, 2, 3, 4]
paths = [[1, 2], [2, 13], [3, 4]]
[[clearings]]
id = 1
suit = "fox"
slots = 1
[[clearings]]
id = 2
suit = "fox"
slots = 1
[[clearings]]
id = 3
suit = "mouse"
slots = 1
[[clearings]]
id = 4
slots = 1
[[forests]]
id = "f1"
clearings = [1, 2, 3]
adjacent = ["f9"]
"""


def test_broken_map_names_file_and_field(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(BROKEN, encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_map(path)
    report = str(error.value)
    assert f"{path}: $.paths[1]: clearing 13 does not exist" in report
    assert f"{path}: $.forests[0].adjacent[0]: forest 'f9' does not exist" in report
    assert f"{path}: $.clearings[3].suit: clearing 4 has no printed suit, so the map needs suit_markers" in report
    issues = validate_paths([path])
    assert {i.path for i in issues} == {"$.paths[1]", "$.forests[0].adjacent[0]", "$.clearings[3].suit"}


def test_suit_markers_must_cover_every_clearing(tmp_path):
    text = map_file("winter").read_text().replace("suit_markers = { fox = 4, rabbit = 4, mouse = 4 }",
                                                  "suit_markers = { fox = 4, rabbit = 4, mouse = 3 }")
    path = tmp_path / "winter.toml"
    path.write_text(text, encoding="utf-8")
    assert [str(i) for i in validate_paths([path])] == [f"{path}: $.suit_markers: 11 suit markers for 12 clearings"]


def test_map_plugin_data_errors_name_file_and_field(tmp_path):
    from rootcore_plugins import lake, mountain
    text = map_file("mountain").read_text().replace("[11, 12]]\ntower = 10", "[1, 12]]\ntower = 13")
    path = tmp_path / "mountain.toml"
    path.write_text(text, encoding="utf-8")
    issues = [str(i) for i in mountain.data_issues(load_map(path), str(path))]
    assert issues == [f"{path}: $.data.closed_paths[5]: [1, 12] is not a path of the map",
                      f"{path}: $.data.tower: clearing 13 does not exist"]
    text = map_file("lake").read_text().replace("ferry_start = 1", "ferry_start = 2")
    text = text.replace("coastal_clearings = [1, 10, 11, 12]", "coastal_clearings = [1, 10, 11, 13]")
    text = text.replace('coastal_forests = ["f1", "f2", "f5", "f9"]', 'coastal_forests = ["f1", "f2", "f5", "f10"]')
    path = tmp_path / "lake.toml"
    path.write_text(text, encoding="utf-8")
    assert [str(i) for i in lake.data_issues(load_map(path), str(path))] == [
        f"{path}: $.data.coastal_clearings[3]: clearing 13 does not exist",
        f"{path}: $.data.coastal_forests[3]: forest 'f10' does not exist",
        f"{path}: $.data.ferry_start: the Ferry must start in a coastal clearing, not 2"]
    # rootcore validate reports the plugins' checks of both files (Mountain's and Lake's, by the files' map ids)
    assert {str(issue) for issue in validate_paths([tmp_path])} == set(issues) | {
        str(i) for i in lake.data_issues(load_map(path), str(path))}


def test_the_shape_of_map_plugin_data_is_the_declared_schema_s_to_check(tmp_path):
    """The Lake's and the Mountain's plugins leave types, lengths and required keys to the `data_schema` their
    files declare (C.2.1-C.2.3, C.3.1, C.3.4): a malformed table is a content error by file and field when the
    map is loaded, before the plugin's own checks see it."""
    lake = map_file("lake").read_text().replace("coastal_clearings = [1, 10, 11, 12]", "coastal_clearings = [1]")
    lake = lake.replace("ferry_start = 1", "")
    mountain = map_file("mountain").read_text().replace("[[2, 5], [3, 7]", "[[2, 5, 9], [3, 7]")
    for name, text, expected in (
            ("lake", lake, {("$.data.coastal_clearings", "[1] is too short"),
                            ("$.data", "'ferry_start' is a required property")}),
            ("mountain", mountain, {("$.data.closed_paths[0]", "[2, 5, 9] is too long")})):
        path = tmp_path / f"{name}.toml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(ContentError) as error:
            load_map(path)
        assert {(i.path, i.message) for i in error.value.issues} == expected


def test_lake_coastal_forests_must_be_adjacent_in_the_map_s_forests_law_c_2_4(tmp_path):
    """`coastal_forests` is read by the Lake's content check: two of them around one coastal clearing (f1 and f2
    share clearing 1) must be adjacent in the forests the map lists, or the map is refused by file and field."""
    from rootcore_plugins import lake
    text = map_file("lake").read_text()
    text = text.replace('adjacent = ["f2", "f7", "f9"]', 'adjacent = ["f7", "f9"]')  # f1
    text = text.replace('adjacent = ["f1", "f5", "f6"]', 'adjacent = ["f5", "f6"]')  # f2
    path = tmp_path / "lake.toml"
    path.write_text(text, encoding="utf-8")
    expected = [f"{path}: $.forests[0].adjacent: coastal forests 'f1' and 'f2' share coastal clearing 1, so they "
                "must be adjacent (Law C.2.4)"]
    assert [str(i) for i in lake.data_issues(load_map(path), str(path))] == expected
    assert lake.data_issues(load_map(map_file("lake")), "lake.toml") == []  # the shipped map obeys it
    no_list = text.replace('coastal_forests = ["f1", "f2", "f5", "f9"]', "")
    path.write_text(no_list, encoding="utf-8")
    assert lake.data_issues(load_map(path), str(path)) == []  # without the list, nothing to check


@pytest.mark.parametrize("name", ["lake", "mountain"])
def test_a_variant_map_using_rules_that_read_data_must_declare_its_shape(tmp_path, name):
    """A modder's variant of a map whose rules read `data` (the Lake's coastal clearings, the Mountain's closed
    paths) must declare `data_schema`: without it a missing key would be a traceback from the plugin's code, so
    the map is refused by file and field instead. The shipped file, with its schema, is accepted."""
    from types import SimpleNamespace
    from rootcore_plugins.lake import LakeMap
    from rootcore_plugins.mountain import MountainMap
    rules = {"lake": LakeMap, "mountain": MountainMap}[name]
    text = map_file(name).read_text()
    path = tmp_path / f"{name}.toml"
    path.write_text(text[:text.index("[data_schema]")] + text[text.index("[[clearings]]"):], encoding="utf-8")
    with pytest.raises(ContentError) as error:
        rules(SimpleNamespace(id=name, content=str(path)), load_map(path))
    assert [(i.path, "data_schema" in i.message) for i in error.value.issues] == [("$.data_schema", True)]
    assert rules(SimpleNamespace(id=name, content=name), load_map(map_file(name))).board is not None


# -- suit markers (Law A.1) ----------------------------------------------------------------------------------

def suits(config):
    return rootcore.new_game({"factions": ["marquise", "eyrie"], **config}).state.suits


@pytest.mark.parametrize("name", MAPS)
def test_variant_maps_shuffle_the_suit_markers_law_a_1(name):
    first = suits({"map": name, "seed": 3})
    assert first == suits({"map": name, "seed": 3})  # deterministic per seed
    assert Counter(first.values()) == {"fox": 4, "rabbit": 4, "mouse": 4}
    assert len({tuple(sorted(suits({"map": name, "seed": s}).items())) for s in range(8)}) > 1


def test_autumn_keeps_printed_suits_unless_random_suits_law_a_1():
    """Each clearing has the suit printed on it (Law 2.2.2) unless the suit markers cover it (A.1)."""
    printed = load_map(map_file("autumn"))
    assert suits({"map": "autumn", "seed": 3}) == {c.id: c.suit for c in printed.clearings}
    shuffled = [suits({"map": "autumn", "seed": s, "options": {"random_suits": True}}) for s in range(8)]
    assert shuffled[0] == suits({"map": "autumn", "seed": 0, "options": {"random_suits": True}})
    assert all(Counter(s.values()) == {"fox": 4, "rabbit": 4, "mouse": 4} for s in shuffled)
    assert any(s != {c.id: c.suit for c in printed.clearings} for s in shuffled)


def test_suggested_suits_with_random_suits_off():
    lake = load_map(map_file("lake"))
    assert suits({"map": "lake", "options": {"random_suits": False}}) == {c.id: c.suit for c in lake.clearings}
    with pytest.raises(ConfigError, match="prints no suit"):
        suits({"map": "winter", "options": {"random_suits": False}})


# -- Winter (C.1) --------------------------------------------------------------------------------------------

def test_winter_river_divides_forests_law_c_1_1():
    game = on_map("winter", {11: {"marquise": {"warrior": 2}}})
    board = game.board
    # 11-12 is a stretch of the river: no path, so no move, but the forests on either side are separate
    # forests, adjacent across it (a Vagabond slips from one to the other).
    assert 12 not in move.destinations(game, "marquise", 11)
    assert set(board.forests["f1"]) & set(board.forests["f8"]) == {11, 12}
    assert "f8" in board.forest_adjacent["f1"] and "f1" in board.forest_adjacent["f8"]
    assert board.forests_of_clearing[11] == ("f1", "f2", "f6", "f7", "f8")


# -- Lake (C.2) ----------------------------------------------------------------------------------------------

def test_lake_links_coastal_clearings_as_rivers_not_paths_law_c_2_2():
    """Law C.2.2: the lake links each coastal clearing to the others as rivers, which are no paths (Law 2.3)."""
    game = on_map("lake", {10: {"marquise": {"warrior": 2}}})
    assert game.board.river_adjacent[10] == (1, 11, 12)
    assert move.destinations(game, "marquise", 10) == [2, 7, 8]  # no Ferry in 10: only its paths
    assert adjacency.adjacent(game, 1) == (5, 9)  # the Ferry is movement only, never adjacency


def test_lake_coastal_forests_are_adjacent_around_the_lake_law_c_2_4():
    board = on_map("lake", {}).board
    for a, b in (("f1", "f2"), ("f2", "f5"), ("f5", "f9"), ("f9", "f1")):
        assert b in board.forest_adjacent[a] and a in board.forest_adjacent[b]
        assert len(set(board.forests[a]) & set(board.forests[b])) == 1  # one coastal clearing apart


def test_ferry_carries_movers_to_another_coastal_clearing_and_draws_a_card_law_c_2_5():
    game = on_map("lake", {1: {"marquise": {"warrior": 3}}, 12: {"eyrie": {"warrior": 1}}})
    assert game.map.ferry(game) == 1  # C.2.1: it starts in the coastal corner
    # Rule still matters: the Marquise rules 1, so every other coastal clearing (C.2.3: 10, 11, 12) is in reach.
    assert move.destinations(game, "marquise", 1) == [5, 9, 10, 11, 12]
    play_choices(game, "march", "clearing:11", "count:2")
    assert game.state.clearings[11].warriors == {"marquise": 2}
    assert game.map.ferry(game) == 11 and len(game.state.factions["marquise"].hand) == 1
    assert game.view(None)["map"]["ferry"] == 11
    # Once per turn: the second move of the march cannot take the Ferry again, from 11 or from 1.
    assert move.destinations(game, "marquise", 11) == [5, 6, 7]
    assert 10 not in move.destinations(game, "marquise", 1)


def test_the_ferrys_card_can_pay_the_outrage_of_an_earlier_move_of_the_march_law_c_2_5_and_1_4_2():
    """Outrage waits until the March is over (1.4.2), and the Ferry draws during the move (C.2.5): a card drawn
    by the Ferry on the second move pays the Outrage of the first."""
    game = on_map("lake", {1: {"marquise": {"warrior": 3}}, 5: {"alliance": {"sympathy": 1}}},
                  factions=["marquise", "alliance"], suits={5: "mouse"}, hands={"marquise": ["anvil"]},
                  deck_top=["mouse_in_a_sack", "sword"], data={"alliance": {"supporters": [], "officers": 0}})
    play_choices(game, "march", "clearing:5", "count:1")  # into sympathetic mouse clearing 5, no mouse card
    play_choices(game, "clearing:1", "clearing:11", "count:1")  # by Ferry: the Marquise draw the mouse card
    supporters = [game.cards[c].id for c in game.state.factions["alliance"].zones["supporters"]]
    assert supporters == ["mouse_in_a_sack"]  # given for the Outrage, not drawn from the deck by the Alliance
    assert hand_ids(game) == ["anvil"] and game.cards[game.state.deck[-1]].id == "sword"


def test_ferry_follows_the_move_rules_law_c_2_5():
    game = on_map("lake", {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 2}},
                           10: {"marquise": {"warrior": 1}}, 12: {"eyrie": {"warrior": 1}}})
    # The Eyrie rules 1, so the Marquise may go only where it rules: 10 (by Ferry); not 11 or 12.
    assert move.destinations(game, "marquise", 1) == [10]
    play_choices(game, "march", "clearing:1", "clearing:10")
    assert game.map.ferry(game) == 10 and game.state.clearings[10].warriors == {"marquise": 2}


def test_ferry_is_available_again_next_turn_law_c_2_5():
    game = on_map("lake", {1: {"marquise": {"warrior": 2}}})
    play_choices(game, "march", "clearing:12", "count:1")
    assert game.map.ferry_used(game)
    game.state.data["turn"] = {}  # what a new turn's Birdsong does
    assert 1 in move.destinations(game, "marquise", 12)


@pytest.mark.parametrize("take", [True, False])
def test_the_ferry_is_optional_when_a_river_is_a_path_law_c_2_5_with_boat_builders(take):
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "map": "lake", "deck": "exiles",
                              "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 3}}},
                              "play_areas": {"marquise": ["boat_builders"]}, "hands": {"marquise": []}})
    play_choices(game, "march", "clearing:10", "count:1")  # 1 and 10 are linked by the lake (a river)
    assert expect(game, "lake.ferry", "marquise") == ["yes", "no"]
    play_choices(game, "yes" if take else "no")
    assert game.state.clearings[10].warriors == {"marquise": 1}
    assert game.map.ferry(game) == (10 if take else 1) and game.map.ferry_used(game) == take
    assert len(game.state.factions["marquise"].hand) == (1 if take else 0)


def test_a_bot_takes_the_ferry_along_for_its_card_law_c_2_5():
    """Bot advice (`lake.ferry`, `ferry_and_tower.advise_take_ferry`): a heuristic bot whose move could go there anyway
    takes the Ferry, for the card the trip draws."""
    from rootcore.agents import make_agent
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "map": "lake", "deck": "exiles",
                              "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 3}}},
                              "play_areas": {"marquise": ["boat_builders"]}, "hands": {"marquise": []}})
    play_choices(game, "march", "clearing:10", "count:1")
    assert expect(game, "lake.ferry", "marquise") == ["yes", "no"]
    bot = make_agent("heuristic", "marquise", 0)
    assert bot(game, game.pending) == "yes" and bot.guessed == {}
    from rootcore_plugins.ferry_and_tower import advise_take_ferry
    assert game.definition.registry.advice_for("ferry.take") is advise_take_ferry  # the Ferry landmark's question


def test_vagabond_takes_the_ferry_law_c_2_5():
    game = rootcore.scenario({"factions": ["vagabond", "eyrie"], "map": "lake", "current": "vagabond",
                              "phase": "daylight", "clearings": {12: {"eyrie": {"warrior": 1}}},
                              "data": {"vagabond": {"character": "thief", "clearing": 1}}})
    assert set(game.factions["vagabond"].move_destinations(game)) == {5, 9, 10, 11, 12}
    play_choices(game, "move", "clearing:12")
    assert game.map.ferry(game) == 12 and len(game.state.factions["vagabond"].hand) == 1


# -- Mountain (C.3) ------------------------------------------------------------------------------------------

def test_closed_paths_are_not_adjacent_law_c_3_2():
    game = on_map("mountain", {2: {"marquise": {"warrior": 2}}, 9: {"marquise": {"warrior": 1}}})
    assert game.board.adjacent[2] == (5, 6, 11)  # printed
    assert adjacency.adjacent(game, 2) == (6, 11)  # 2-5 is closed
    assert move.destinations(game, "marquise", 2) == [6, 11]
    assert move.destinations(game, "marquise", 9) == [1, 10, 12]  # 5-9 and 8-9 are closed
    # Closed paths still divide forests: the forests on either side of 8-9 are adjacent (C.3.2).
    assert "f6" in game.board.forest_adjacent["f1"]


def test_closed_paths_break_supply_lines_and_sympathy_adjacency_law_c_3_2():
    game = on_map("mountain", {})
    assert adjacency.connected_within(game, 2, {2, 5, 9}) == {2}
    # 9 reaches 5 through 10 (9-5 is closed); 2 only by the closed 2-5 (2-10 is a river).
    assert adjacency.connected_within(game, 9, {2, 5, 9, 10}) == {5, 9, 10}
    assert not adjacency.is_adjacent(game, 8, 9) and adjacency.is_adjacent(game, 1, 8)


def test_removing_a_closed_path_costs_a_card_and_scores_law_c_3_3():
    """Law C.3.3: in her Daylight, once per turn, a card spent removes the closed path for good and scores 1."""
    game = on_map("mountain", {2: {"marquise": {"warrior": 2}}}, hands={"marquise": ["ambush_fox"]})
    # Offered at any time of the Daylight, from its first step (crafting) on.
    offered = [o for o in expect(game, "marquise.craft", "marquise") if "remove_path" in o]
    assert offered == ["extra:mountain.remove_path:2-5"]  # only the closed path touching 2
    play_choices(game, "extra:mountain.remove_path:2-5")  # the only card is spent without asking
    st = game.state
    assert st.factions["marquise"].score == 1 and st.factions["marquise"].hand == []
    assert [game.cards[c].id for c in st.discard] == ["ambush_fox"]
    assert st.data["mountain"]["removed_paths"] == [[2, 5]]
    assert move.destinations(game, "marquise", 2) == [5, 6, 11]  # now a path like any other
    assert game.view(None)["map"]["closed_paths"] == [[3, 7], [5, 9], [6, 11], [8, 9], [11, 12]]
    # Once per turn.
    st.factions["marquise"].hand.append(st.deck.pop())
    st.clearings[9].warriors["marquise"] = 1
    assert game.map.removable(game, "marquise") == []


def test_every_player_is_told_which_closed_path_was_removed_law_c_3_3():
    game = on_map("mountain", {2: {"marquise": {"warrior": 2}}}, hands={"marquise": ["ambush_fox"]})
    play_choices(game, "extra:mountain.remove_path:2-5")
    removed = [e for e in events_for(game.events, "eyrie") if e["type"] == "closed_path_removed"]
    assert [(e["faction"], e["path"]) for e in removed] == [("marquise", [2, 5])]


def test_removing_a_closed_path_needs_a_piece_in_a_linked_clearing_law_c_3_3():
    """Law C.3.3: only with a piece of hers in a clearing the path links."""
    game = on_map("mountain", {1: {"marquise": {"warrior": 2}}}, hands={"marquise": ["ambush_fox"]})
    assert not [o for o in game.pending.option_ids if "remove_path" in o]
    assert game.map.removable(game, "marquise") == []
    game.state.clearings[8].tokens.append(("marquise", "wood"))  # any piece counts, tokens too
    assert game.map.removable(game, "marquise") == [(8, 9)]
    assert game.map.removable(game, "eyrie") == []  # only in one's own Daylight


def test_removed_closed_paths_survive_save_and_clone_law_c_3_3():
    game = on_map("mountain", {2: {"marquise": {"warrior": 2}}}, hands={"marquise": ["ambush_fox"]})
    play_choices(game, "extra:mountain.remove_path:2-5")
    copy = game.clone()
    assert copy.state.to_json() == game.state.to_json()
    assert move.destinations(copy, "marquise", 2) == [5, 6, 11]


def test_each_game_and_each_removal_keeps_its_own_closed_paths_law_c_3_3():
    """Games on the Mountain share its component, which keeps the closed paths worked out for a list of removed
    paths. Two games removing different paths, then one removing a second path on a later turn: each sees its
    own (the kept closed paths are compared with the whole list of removed paths, not its length)."""
    one = on_map("mountain", {2: {"marquise": {"warrior": 2}}, 6: {"marquise": {"warrior": 2}}},
                 hands={"marquise": ["ambush_fox"]})
    two = on_map("mountain", {2: {"marquise": {"warrior": 2}}, 6: {"marquise": {"warrior": 2}}},
                 hands={"marquise": ["ambush_fox"]})
    assert one.map is two.map  # one component for both games
    play_choices(one, "extra:mountain.remove_path:2-5")
    play_choices(two, "extra:mountain.remove_path:6-11")
    for _ in range(2):  # asked in turn: each answer must be the game's own
        assert 5 in move.destinations(one, "marquise", 2) and 11 not in move.destinations(one, "marquise", 6)
        assert 5 not in move.destinations(two, "marquise", 2) and 11 in move.destinations(two, "marquise", 6)
    # A later turn's removal, carried out directly (the map's own step, with a card to spend), right after a
    # question about the same game (what the map keeps must not be that game's own list, which grows).
    assert 11 not in move.destinations(one, "marquise", 6)
    one.state.factions["marquise"].hand.append(one.state.deck.pop())
    run(one.map.remove_path(one, "marquise", rootcore.Option("remove", "", {"path": [6, 11]})))
    assert 5 in move.destinations(one, "marquise", 2) and 11 in move.destinations(one, "marquise", 6)
    assert 5 not in move.destinations(two, "marquise", 2) and 11 in move.destinations(two, "marquise", 6)
    assert (2, 5) in two.map.closed_paths(two) and (6, 11) not in one.map.closed_paths(one)


def test_the_vagabond_removes_a_closed_path_beside_his_pawn_law_c_3_3():
    """Law C.3.3: any faction piece in a linked clearing will do; the Vagabond's is his pawn (G.1.10)."""
    game = rootcore.scenario({"factions": ["vagabond", "eyrie"], "map": "mountain", "current": "vagabond",
                              "phase": "daylight", "clearings": {},
                              "data": {"vagabond": {"character": "thief", "clearing": 2, "items": ["boot"]},
                                       "eyrie": {"leader": "builder", "viziers": {}}},
                              "hands": {"vagabond": ["ambush_fox"]}})
    assert expect(game, "vagabond.action", "vagabond") == ["move", "extra:mountain.remove_path:2-5", "end"]
    play_choices(game, "extra:mountain.remove_path:2-5")
    assert game.state.factions["vagabond"].score == 1 and game.state.factions["vagabond"].hand == []
    assert 5 in game.factions["vagabond"].move_destinations(game)


def test_the_alliance_removes_a_closed_path_with_a_card_in_hand_not_a_supporter_law_c_3_3_and_8_2_4():
    """Law C.3.3 spends a card, which is one from the hand: supporters are spent only for the Alliance's own
    actions. With supporters and no hand, no removal is offered; with a hand card, that card goes."""
    spec = {"factions": ["alliance", "eyrie"], "map": "mountain", "current": "alliance", "phase": "daylight",
            "clearings": {2: {"alliance": {"sympathy": 1}}},
            "data": {"alliance": {"supporters": ["anvil"], "officers": 0},
                     "eyrie": {"leader": "builder", "viziers": {}}}}
    game = rootcore.scenario({**spec, "hands": {"alliance": []}})
    assert game.map.removable(game, "alliance") == []
    game = rootcore.scenario({**spec, "hands": {"alliance": ["sword"]}})
    play_choices(game, "extra:mountain.remove_path:2-5")  # the one hand card, spent without asking
    fs = game.state.factions["alliance"]  # (her turn has gone on to the Evening draw)
    assert "sword" not in [game.cards[c].id for c in fs.hand] and fs.score == 1
    assert [game.cards[c].id for c in fs.zones["supporters"]] == ["anvil"]
    assert [game.cards[c].id for c in game.state.discard] == ["sword"]


def test_a_card_spent_on_a_closed_path_goes_to_the_lost_souls_law_c_3_3_and_10_2_6():
    """Law 10.2.6: with the Cult in the game, every card spent, by anyone, goes to the Lost Souls pile."""
    game = on_map("mountain", {2: {"marquise": {"warrior": 2}}}, factions=["marquise", "lizard"],
                  hands={"marquise": ["ambush_fox"]},
                  data={"lizard": {"outcast": "fox", "hated": False, "acolytes": 0, "lost_souls": [],
                                   "revealed": []}})
    play_choices(game, "extra:mountain.remove_path:2-5")
    assert game.state.discard == []
    assert [game.cards[c].id for c in game.state.factions["lizard"].zones["lost_souls"]] == ["ambush_fox"]
    assert game.state.factions["marquise"].score == 1


def test_ruling_the_pass_scores_at_end_of_evening_law_c_3_4():
    game = on_map("mountain", {10: {"marquise": {"warrior": 1}}, 11: {"eyrie": {"warrior": 1}}}, phase="evening")
    assert game.state.current_faction == "eyrie"  # the Marquise's Evening is over
    assert game.state.factions["marquise"].score == 1
    assert [e["reason"] for e in game.events if e["type"] == "scored"] == ["the_pass"]


def test_the_pass_scores_nothing_without_rule_law_c_3_4():
    game = on_map("mountain", {10: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}}}, phase="evening")
    assert game.state.current_faction == "eyrie"
    assert game.state.factions["marquise"].score == 0


def test_the_pass_scores_nothing_for_a_player_whose_dominance_card_is_active_law_c_3_4_and_3_3_1():
    """Law 3.3.1: a player who activated a dominance card can no longer score, the Pass included."""
    game = on_map("mountain", {10: {"marquise": {"warrior": 1}}}, phase="evening",
                  data={"eyrie": {"leader": "builder", "viziers": {}}}, dominance={"marquise": "dominance_fox"})
    assert game.state.current_faction == "eyrie"
    assert game.state.factions["marquise"].score == 0 and not [e for e in game.events if e["type"] == "scored"]


def test_soup_kitchens_tokens_win_the_pass_law_c_3_4_and_2_5():
    """Soup Kitchens (Exiles and Partisans deck): the holder's tokens count toward rule, twice each. A wood token
    (two) beats an Eyrie warrior (one) in the Pass, so the Marquise rule it at the end of her Evening."""
    game = on_map("mountain", {10: {"marquise": {"wood": 1}, "eyrie": {"warrior": 1}}}, phase="evening",
                  deck="exiles", play_areas={"marquise": ["soup_kitchens"]},
                  data={"eyrie": {"leader": "builder", "viziers": {}}})
    assert game.state.current_faction == "eyrie"
    assert game.state.factions["marquise"].score == 1
    assert [e["reason"] for e in game.events if e["type"] == "scored"] == ["the_pass"]


# -- Advanced Setup: seating (A.4), draw five, keep three (A.7, A.10) -----------------------------------------

def test_advanced_setup_seats_the_players_at_random_law_a_4():
    orders = {tuple(rootcore.new_game({"factions": ["marquise", "eyrie", "alliance"], "seed": seed,
                                       "options": {"advanced_setup": True}}).state.turn_order) for seed in range(12)}
    assert len(orders) > 2 and all(sorted(order) == ["alliance", "eyrie", "marquise"] for order in orders)


def test_advanced_setup_draws_five_and_keeps_three_law_a_7_a_10():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 2, "options": {"advanced_setup": True}})
    st = game.state
    kinds = set()
    while game.pending.kind != "setup.keep_cards":
        assert all(len(fs.hand) == 5 for fs in st.factions.values())  # A.7, through faction setup (A.8)
        kinds.add(game.pending.kind)
        game.choose(game.pending.options[0].id)
    assert {"marquise.setup.keep", "eyrie.setup.leader"} <= kinds  # A.8: both set up as in 5.1.7, before A.10
    for _ in st.turn_order:
        decision = game.pending
        assert decision.kind == "setup.keep_cards" and len(decision.options) == 10  # 3 of 5
        hand = list(st.factions[decision.player].hand)
        keep = decision.options[-1].data["cards"]
        game.choose(decision.options[-1].id)
        assert sorted(st.factions[decision.player].hand) == sorted(keep)
        assert set(hand) - set(keep) <= set(st.deck)
    assert all(len(fs.hand) == 3 for fs in st.factions.values()) and st.phase == "birdsong"
    # The log tells everyone how many cards each player put back (A.10), not which.
    assert [(e["faction"], e["returned"]) for e in game.events if e["type"] == "starting_hand_kept"] == [
        (f, 2) for f in st.turn_order]
    assert len(st.deck) == 54 - 4 - 6  # two-player: no dominance cards (A.7)
    assert all(fs.score == 0 for fs in st.factions.values())  # A.9: every score marker on 0


def test_standard_setup_still_draws_three_law_5_1_3():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 2})
    assert all(len(fs.hand) == 3 for fs in game.state.factions.values())


# -- seeded random four-faction games on every map -----------------------------------------------------------

GAMES_PER_MAP = 30
TURN_CAPS: dict[str, int] = {}


@pytest.mark.parametrize("name", MAPS)
def test_random_four_faction_games_keep_every_invariant(name):
    caps = 0
    features = Counter()
    for seed in range(GAMES_PER_MAP):
        result = play_checked({"factions": FOUR, "map": name}, seed=seed)
        game = result["game"]
        assert game.is_over
        caps += game.state.end_reason == "turn_cap"
        features.update(e["type"] for e in game.events if e["type"] in ("ferry", "closed_path_removed"))
        features.update(e["reason"] for e in game.events if e["type"] == "scored" and e["reason"] == "the_pass")
        if seed < 3:
            check_replay_equivalence(game)
    TURN_CAPS[name] = caps
    print(f"{name}: {GAMES_PER_MAP} games, {caps} reached the turn cap, {dict(features)}")
    assert caps <= GAMES_PER_MAP // 5
    if name == "lake":
        assert features["ferry"] > 0
    if name == "mountain":
        assert features["closed_path_removed"] > 0 and features["the_pass"] > 0


def test_random_games_with_advanced_setup_and_random_suits():
    for seed in range(6):
        options = {"advanced_setup": True, "random_suits": True}
        result = play_checked({"factions": FOUR, "map": ("autumn", "mountain")[seed % 2], "options": options},
                              seed=seed)
        assert result["game"].is_over
        check_replay_equivalence(result["game"])


def test_path_distances_counts_paths_from_the_nearest_source_law_2_2_1():
    """`board.path_distances` (the render's layout and the bots' "how far") counts the paths to the nearest of
    several clearings; an unreachable clearing is left out."""
    from rootcore.board import path_distances
    line = {1: (2,), 2: (1, 3), 3: (2, 4), 4: (3,), 5: ()}
    assert path_distances(line, [1]) == {1: 0, 2: 1, 3: 2, 4: 3}
    assert path_distances(line, [1, 4]) == {1: 0, 4: 0, 2: 1, 3: 1}
    assert path_distances(line, []) == {}
    board = rootcore.new_game({"factions": ["marquise", "eyrie"], "map": "autumn", "seed": 0}).board
    one, twelve = path_distances(board.adjacent, [1]), path_distances(board.adjacent, [12])
    assert len(one) == 12 and all(one[c] == 1 for c in board.adjacent[1])
    assert path_distances(board.adjacent, [1, 12]) == {c: min(one[c], twelve[c]) for c in board.clearing_ids}


# -- Audited against Appendix C and the map facts -------------------------------------------------------------------

def map_def(name):
    """The map definition content/maps/<name>.toml, loaded."""
    return load_map(REPO / "content" / "maps" / f"{name}.toml")


def edges(text: str) -> set[frozenset[int]]:
    """Clearing pairs written "a-b c-d ...", as sets."""
    return {frozenset(map(int, e.split("-"))) for e in text.split()}


# -- reference tables (content-facts.md section E), written out ----------------------------------------------------
# clearing: (name, suit or None for a random marker / suggested suit, slots incl. the ruin's, ruin?)

CLEARINGS = {
    "autumn": {1: ("Hill", "fox", 1, 0), 2: ("Quarry", "mouse", 2, 0), 3: ("Weald", "rabbit", 1, 0),
               4: ("Haven", "rabbit", 1, 0), 5: ("Creek", "rabbit", 2, 0), 6: ("Mountain", "fox", 2, 1),
               7: ("Pond", "mouse", 2, 0), 8: ("Meadow", "fox", 2, 0), 9: ("Dune", "mouse", 2, 0),
               10: ("Beach", "rabbit", 2, 1), 11: ("Waterfall", "mouse", 3, 1), 12: ("Glade", "fox", 2, 1)},
    "winter": {1: ("Mound", None, 1, 0), 2: ("Moor", None, 1, 0), 3: ("Hedge", None, 2, 0), 4: ("Spire", None, 2, 0),
               5: ("Trench", None, 2, 0), 6: ("Pit", None, 2, 0), 7: ("Ford", None, 1, 0), 8: ("Dale", None, 2, 1),
               9: ("Rock", None, 2, 1), 10: ("Drift", None, 1, 0), 11: ("Wade", None, 3, 1),
               12: ("Bend", None, 3, 1)},
    "lake": {1: ("Gulf", "fox", 2, 0), 2: ("Den", "fox", 1, 0), 3: ("Grove", "mouse", 1, 0),
             4: ("Shade", "rabbit", 1, 0), 5: ("Yard", "mouse", 3, 1), 6: ("Vert", "fox", 2, 0),
             7: ("Prairie", "mouse", 1, 0), 8: ("Lawn", "rabbit", 1, 0), 9: ("Alley", "fox", 1, 0),
             10: ("Shoal", "mouse", 3, 1), 11: ("Bay", "rabbit", 3, 1), 12: ("Marsh", "rabbit", 3, 1)},
    "mountain": {1: ("Slope", "fox", 2, 0), 2: ("Peak", "rabbit", 2, 0), 3: ("Crest", "fox", 2, 0),
                 4: ("Drain", "mouse", 2, 0), 5: ("Mine", "mouse", 1, 0), 6: ("Ridge", "mouse", 1, 0),
                 7: ("Cliff", "rabbit", 1, 0), 8: ("Brim", "rabbit", 1, 0), 9: ("Ledge", "rabbit", 3, 1),
                 10: ("Pass", "fox", 2, 1), 11: ("Valley", "mouse", 3, 1), 12: ("Ramp", "fox", 3, 1)},
}

PATHS = {
    "autumn": "1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12",
    "winter": "1-5 1-10 1-11 2-6 2-7 2-12 3-7 3-8 3-12 4-9 4-10 4-11 5-6 8-9 8-12 9-11",
    "lake": "1-5 1-9 2-7 2-8 2-10 3-8 3-9 3-12 4-5 4-6 5-11 6-7 6-11 7-10 7-11 8-10 9-12",
    "mountain": "1-8 1-9 2-5 2-6 2-11 3-6 3-7 3-11 4-8 4-12 5-9 5-10 5-11 6-11 7-12 8-9 9-10 9-12 10-11 10-12 11-12",
}

RIVERS = {"autumn": "4-7 5-10 7-11 10-11", "winter": "7-12 10-11 11-12",
          "lake": "1-10 1-11 1-12 10-11 10-12 11-12", "mountain": "2-10 4-10"}

# forest: (clearings it touches, adjacent forests)
FORESTS = {
    "winter": {"f1": ({1, 2, 5, 6, 11, 12}, {"f2", "f3", "f8"}), "f2": ({1, 10, 11}, {"f1", "f7"}),
               "f3": ({2, 7, 12}, {"f1", "f4"}), "f4": ({3, 7, 12}, {"f3", "f5"}), "f5": ({3, 8, 12}, {"f4", "f8"}),
               "f6": ({4, 9, 11}, {"f7", "f8"}), "f7": ({4, 10, 11}, {"f2", "f6"}),
               "f8": ({8, 9, 11, 12}, {"f1", "f5", "f6"})},
    "lake": {"f1": ({1, 5, 11}, {"f2", "f7", "f9"}), "f2": ({1, 9, 12}, {"f1", "f5", "f6"}),
             "f3": ({2, 7, 10}, {"f4", "f9"}), "f4": ({2, 8, 10}, {"f3", "f5"}),
             "f5": ({3, 8, 10, 12}, {"f2", "f4", "f6", "f9"}), "f6": ({3, 9, 12}, {"f2", "f5"}),
             "f7": ({4, 5, 6, 11}, {"f1", "f8"}), "f8": ({6, 7, 11}, {"f7", "f9"}),
             "f9": ({7, 10, 11}, {"f1", "f3", "f5", "f8"})},
    "mountain": {"f1": ({1, 8, 9}, {"f6"}), "f2": ({2, 5, 11}, {"f3", "f8"}), "f3": ({2, 6, 11}, {"f2", "f4"}),
                 "f4": ({3, 6, 11}, {"f3", "f5"}), "f5": ({3, 7, 11, 12}, {"f4", "f10"}),
                 "f6": ({4, 8, 9, 12}, {"f1", "f9"}), "f7": ({5, 9, 10}, {"f8", "f9"}),
                 "f8": ({5, 10, 11}, {"f2", "f7", "f10"}), "f9": ({9, 10, 12}, {"f6", "f7", "f10"}),
                 "f10": ({10, 11, 12}, {"f5", "f8", "f9"})},
}

# (TL, TR, BR, BL) and the two diagonals
CORNERS = {"autumn": ((1, 2, 3, 4), {1: 3, 2: 4}), "winter": ((1, 2, 3, 4), {1: 3, 2: 4}),
           "lake": ((2, 4, 1, 3), {2: 1, 4: 3}), "mountain": ((1, 2, 3, 4), {1: 3, 2: 4})}

ITEM_SUPPLY = {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2, "coins": 2}
RUIN_ITEMS = ["bag", "boot", "hammer", "sword"]

ALL_MAPS = ("autumn", "winter", "lake", "mountain")


def new_game(map_id, factions=("marquise", "eyrie"), **config):
    """A new game (seed 0) on `map_id` of `factions`."""
    return rootcore.new_game({"factions": list(factions), "map": map_id, "seed": 0, **config})


def scenario_on(map_id, clearings, factions=("marquise", "eyrie"), current="marquise", phase="daylight", **spec):
    """A scenario on `map_id` of `factions`, `current` taking their turn from `phase`."""
    return rootcore.scenario({"factions": list(factions), "map": map_id, "current": current, "phase": phase,
                              "clearings": clearings, **spec})


# -- map data against content-facts.md section E (Law 2.2-2.4, Appendix C) -------------------------------------------

@pytest.mark.parametrize("name", ALL_MAPS)
def test_clearing_names_suits_slots_and_ruins_match_the_reference_law_2_2_2_to_2_2_4(name):
    m = map_def(name)
    got = {c.id: (c.name, c.suit or None, c.slots, c.ruins) for c in m.clearings}
    assert got == CLEARINGS[name]
    # Winter prints no suit; Lake and Mountain list suggested suits; both use the 12 markers (A.1).
    if name != "autumn":
        assert m.suit_markers == {"fox": 4, "rabbit": 4, "mouse": 4}


@pytest.mark.parametrize("name", ALL_MAPS)
def test_paths_and_rivers_match_the_reference_edge_lists_law_2_2_1_and_2_3(name):
    m = map_def(name)
    assert {frozenset(p) for p in m.paths} == edges(PATHS[name])
    assert {frozenset(r) for r in m.rivers} == edges(RIVERS[name])
    assert len(m.paths) == len(PATHS[name].split())  # no path listed twice


@pytest.mark.parametrize("name", ("winter", "lake", "mountain"))
def test_forests_and_their_adjacency_match_the_reference_law_2_4_c_1_1_c_2_4_c_3_5(name):
    board = new_game(name).board
    got = {f: (set(cs), set(board.forest_adjacent[f])) for f, cs in board.forests.items()}
    assert got == FORESTS[name]


@pytest.mark.parametrize("name", ALL_MAPS)
def test_corners_and_their_diagonals_match_the_reference_law_3_3_1_ii(name):
    board = new_game(name).board
    corners, diagonals = CORNERS[name]
    assert board.corners == corners
    for a, b in diagonals.items():
        assert board.opposite_corner[a] == b and board.opposite_corner[b] == a


def test_lake_coastal_clearings_and_ferry_start_and_mountain_closed_paths_and_tower_law_c_2_1_c_3_1():
    lake = new_game("lake")
    assert lake.map.coastal == (1, 10, 11, 12) and lake.map.ferry(lake) == 1
    assert 1 in lake.board.corners  # the one corner that is coastal
    mountain = new_game("mountain")
    assert set(mountain.map.closed_paths(mountain)) == {(2, 5), (3, 7), (5, 9), (6, 11), (8, 9), (11, 12)}
    assert mountain.map.tower_clearing(mountain) == 10
    assert mountain.view(None)["map"]["pass"] == 10


# -- ruins and the item supply (Law 2.2.4, 5.1.4, 5.1.5; content-facts.md section F) ------------------------------

@pytest.mark.parametrize("name", ALL_MAPS)
@pytest.mark.parametrize("deck", ["standard", "exiles"])
def test_setup_puts_a_ruin_in_each_r_slot_and_forms_the_twelve_item_supply_law_5_1_4_and_5_1_5(name, deck):
    game = new_game(name, deck=deck)
    st = game.state
    assert {c: cl.ruins for c, cl in st.clearings.items()} == {c: v[3] for c, v in CLEARINGS[name].items()}
    assert st.item_supply == ITEM_SUPPLY  # no torch: only a Vagabond's starting item
    assert sorted(game.deck.definition.ruin_items) == RUIN_ITEMS
    from rootcore.rules.pieces import open_slots
    assert {c: open_slots(game, c) for c in st.clearings} == {c: v[2] - v[3] for c, v in CLEARINGS[name].items()}


@pytest.mark.parametrize("name", ("winter", "lake", "mountain"))
def test_the_vagabond_puts_the_r_items_one_under_each_ruin_of_every_map_law_9_3_4_and_5_1_4(name):
    game = new_game(name, factions=("marquise", "vagabond"))
    play_until(game, "vagabond", "vagabond.setup.forest")
    game.choose(game.pending.option_ids[0])
    ruins = [c for c, v in CLEARINGS[name].items() if v[3]]
    assert sorted(game.state.ruin_items) == ruins
    assert sorted(i for c in ruins for i in game.state.ruin_items[c]) == RUIN_ITEMS


def test_a_card_showing_an_item_gone_from_the_supply_cannot_be_crafted_law_4_1_2():
    """Law 4.1.2: the supply's last crossbow (there is one, 5.1.5) taken, the Crossbow card is no longer offered."""
    spec = {"clearings": {1: {"marquise": {"workshop": 1, "warrior": 1}}}, "hands": {"marquise": ["crossbow_mouse"]}}
    game = scenario_on("autumn", phase="daylight", **spec)
    assert any(o.startswith("craft:") for o in expect(game, "marquise.craft", "marquise"))
    game = scenario_on("autumn", phase="daylight", items={**ITEM_SUPPLY, "crossbow": 0}, **spec)
    assert not any(o.startswith("craft:") for o in game.pending.option_ids)


# -- Autumn and rivers (Law 2.3) ------------------------------------------------------------------------------------

def test_rivers_link_no_clearings_for_moves_on_autumn_law_2_3():
    game = scenario_on("autumn", {5: {"marquise": {"warrior": 2}}})
    assert move.destinations(game, "marquise", 5) == [1, 2]  # 5-10 is a river, not a path
    assert not adjacency.is_adjacent(game, 5, 10)


# -- forests for the Vagabond's Slip (Law 2.4.1, 9.4.2; C.1.1, C.2.4, C.3.2) ----------------------------------------

def vagabond_birdsong(map_id, **where):
    """The Thief (one boot) at the start of his Birdsong on `map_id`, placed by `where`."""
    return rootcore.scenario({"factions": ["vagabond", "marquise"], "map": map_id, "current": "vagabond",
                              "phase": "birdsong", "clearings": {},
                              "data": {"vagabond": thief(items=["boot"], **where)}})


def test_the_vagabond_slips_across_the_winter_river_into_the_next_forest_law_c_1_1():
    """C.1.1: the Raging River divides forests as printed paths do, so the forests either side of 10-11 are two
    forests, one path's worth apart (2.4.1)."""
    game = vagabond_birdsong("winter", forest="f2")
    assert sorted(expect(game, "vagabond.slip")) == ["clearing:1", "clearing:10", "clearing:11", "forest:f1",
                                                     "forest:f7", "stay"]
    game.choose("forest:f7")
    assert game.state.factions["vagabond"].data["location"] == {"forest": "f7"}


def test_a_coastal_forest_neighbours_the_next_coastal_forests_around_the_lake_law_c_2_4():
    """C.2.4: coastal forest f1 (1, 5, 11) is adjacent to f2 and f9, each one coastal clearing away; f7 is a path
    away (5-11)."""
    game = vagabond_birdsong("lake", forest="f1")
    assert sorted(o for o in expect(game, "vagabond.slip") if o.startswith("forest:")) == [
        "forest:f2", "forest:f7", "forest:f9"]


def test_the_vagabond_slips_across_a_closed_path_between_forests_but_not_between_clearings_law_c_3_2():
    game = vagabond_birdsong("mountain", forest="f1")
    assert "forest:f6" in expect(game, "vagabond.slip")  # across closed 8-9
    game = vagabond_birdsong("mountain", clearing=2)
    assert sorted(expect(game, "vagabond.slip")) == ["clearing:11", "clearing:6", "forest:f2", "forest:f3", "stay"]


# -- Lake (C.2) -------------------------------------------------------------------------------------------------------

def test_the_ferry_follows_the_vagabonds_move_rules_a_hostile_destination_costs_a_second_boot_law_c_2_5_9_5_1():
    game = rootcore.scenario({"factions": ["vagabond", "marquise"], "map": "lake", "current": "vagabond",
                              "phase": "daylight", "clearings": {12: {"marquise": {"warrior": 1}}},
                              "hands": {"vagabond": []},
                              "data": {"vagabond": thief(clearing=1, items=["boot"],
                                                         relationships={"marquise": "hostile"})}})
    play_choices(game, "move")
    assert expect(game, "vagabond.move") == ["clearing:5", "clearing:9", "clearing:10", "clearing:11"]


def test_riverfolk_set_up_in_clearings_touching_the_lake_or_a_river_law_11_3_2_c_2_2():
    for map_id, where in (("lake", [1, 10, 11, 12]), ("mountain", [2, 4, 10]), ("winter", [7, 10, 11, 12])):
        game = new_game(map_id, factions=("riverfolk", "eyrie"))
        play_until(game, "riverfolk", "riverfolk.setup.warrior")
        assert game.pending.option_ids == [f"clearing:{c}" for c in where]


def test_bird_dominance_on_the_lake_wins_with_corners_2_and_1_not_2_and_3_law_3_3_1_ii():
    spec = {"dominance": {"marquise": "dominance_bird"}, "dominance_in_deck": True}
    game = scenario_on("lake", {2: {"marquise": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}}, phase="birdsong",
                  **spec)
    assert game.winners == ["marquise"]
    game = scenario_on("lake", {2: {"marquise": {"warrior": 1}}, 3: {"marquise": {"warrior": 1}}}, phase="birdsong",
                  **spec)
    assert not game.is_over


def test_the_marquise_garrison_and_the_eyrie_corner_use_the_lakes_diagonal_law_6_3_2_7_3_2():
    """On the Lake the corners are 2 (top left), 4, 1 (bottom right) and 3: the Keep in 2 leaves 1, diagonally
    opposite, without a Marquise warrior (6.3.2), and the Eyrie set up there (7.3.2)."""
    game = new_game("lake", factions=("marquise", "eyrie"), seating=["marquise", "eyrie"])
    assert expect(game, "marquise.setup.keep", "marquise") == ["clearing:2", "clearing:4", "clearing:1", "clearing:3"]
    game.choose("clearing:2")
    play_until(game, "eyrie")
    assert game.state.data["starting_corners"] == {"marquise": 2, "eyrie": 1}
    cl = game.state.clearings
    assert [c for c in range(1, 13) if not cl[c].warriors.get("marquise")] == [1]
    assert cl[1].warriors == {"eyrie": 6}


# -- Mountain (C.3) ---------------------------------------------------------------------------------------------------

FACTION_DATA = {"vagabond": {"vagabond": thief(clearing=2, items=["boot"])},
                "hundreds": {"hundreds": {"mood": "stubborn", "hoard": {"command": [], "prowess": []},
                                          "ruin_items": {}}},
                "eyrie": {"eyrie": {"leader": "commander", "viziers": {}}}}


@pytest.mark.parametrize("faction", ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk", "duchy",
                                     "corvid", "hundreds", "keepers"])
def test_every_faction_may_remove_a_closed_path_in_its_daylight_law_c_3_3(faction):
    other = "eyrie" if faction == "marquise" else "marquise"
    clearings = {} if faction == "vagabond" else {2: {faction: {"warrior": 1}}}
    game = scenario_on("mountain", clearings, factions=(faction, other), current=faction,
                  hands={faction: ["ambush_fox"]}, data=FACTION_DATA.get(faction, {}))
    assert "extra:mountain.remove_path:2-5" in game.pending.option_ids
    play_choices(game, "extra:mountain.remove_path:2-5")
    assert game.state.factions[faction].score == 1
    assert (2, 5) not in game.map.closed_paths(game)


@pytest.mark.parametrize("phase", ["birdsong", "evening"])
def test_no_closed_path_is_removed_outside_daylight_law_c_3_3(phase):
    game = scenario_on("mountain", {2: {"marquise": {"warrior": 1}}}, hands={"marquise": ["ambush_fox"]})
    assert game.map.removable(game, "marquise") == [(2, 5)]
    game.state.phase = phase
    assert game.map.removable(game, "marquise") == []


def test_a_dominance_card_spent_on_a_closed_path_becomes_available_law_c_3_3_and_3_3_3():
    game = scenario_on("mountain", {2: {"marquise": {"warrior": 2}}}, hands={"marquise": ["dominance_fox"]})
    play_choices(game, "extra:mountain.remove_path:2-5")
    st = game.state
    assert [game.cards[c].id for c in st.available_dominance] == ["dominance_fox"] and st.discard == []
    assert st.factions["marquise"].score == 1


THREE = {"last_dynasty": {"controller": "marquise", "control": 2}, "flame_bearers": {}, "vault_keepers": {}}


def test_a_hirelings_warrior_is_not_its_controllers_piece_for_removing_a_closed_path_law_c_3_3_and_e_3_3():
    game = scenario_on("mountain", {2: {"last_dynasty": {"warrior": 1}}, 1: {"marquise": {"warrior": 1}}},
                  factions=("marquise", "alliance"), hands={"marquise": ["ambush_fox"]}, hirelings=THREE)
    assert game.map.removable(game, "marquise") == []


def test_a_hirelings_warrior_rules_the_pass_for_its_controller_law_c_3_4_and_e_3_1():
    game = scenario_on("mountain", {10: {"last_dynasty": {"warrior": 1}}}, factions=("marquise", "alliance"),
                  phase="evening", hirelings=THREE)
    assert [(e["faction"], e["reason"]) for e in events(game, "scored")] == [("marquise", "the_pass")]


def test_the_pass_scores_each_player_at_the_end_of_their_own_evening_only_law_c_3_4():
    """The Eyrie rule the Pass, but the Marquise's Evening ends: nobody scores for it then."""
    game = scenario_on("mountain", {10: {"eyrie": {"warrior": 2}}, 1: {"marquise": {"warrior": 1}}}, phase="evening",
                  data={"eyrie": {"leader": "commander", "viziers": {}}})
    assert game.state.current_faction == "eyrie"
    assert not events(game, "scored")


# -- closed paths and the fan factions' placements and setups (Law C.3.2 with Outsiders CC/TC and BK) -------------

def test_croakers_regrowth_cannot_place_a_growth_token_on_a_closed_path_law_c_3_2_cc_2_3_iii():
    # Law C.3.2: no piece may be placed on a closed path; Regrowth lists the printed paths (board.adjacent), 2-5 too.
    from test_croakers_coven import CC, coven
    game = coven({2: {CC: {"warrior": 2}}}, data={CC: {"cauldron": 2, "repertoire": ["regrowth"]}}, map="mountain")
    play_choices(game, "cast:regrowth")
    assert expect(game, "croakers_coven.regrowth") == ["path:2-6", "path:2-11"]


def test_borough_kings_set_up_arsenals_only_in_clearings_adjacent_to_their_corner_law_c_3_2_bk_3():
    # Law C.3.2: 3-7 is closed, so 7 is not adjacent to corner 3; the setup reads the printed paths (board.adjacent).
    bk = "borough_kings"
    game = new_game("mountain", factions=("eyrie", bk))
    while game.pending and not game.pending.kind.startswith(bk):
        game.choose(game.pending.option_ids[0])
    assert game.state.data["starting_corners"][bk] == 3
    assert expect(game, f"{bk}.setup.arsenal", bk) == ["clearing:6", "clearing:11"]


def test_twelve_colonies_found_their_colonies_in_two_adjacent_clearings_law_c_3_2_tc_3_1():
    # Law C.3.2: 2-5 and 3-7 are closed, so those clearings are not adjacent; the pairs come from board.adjacent.
    tc = "twelve_colonies"
    game = new_game("mountain", factions=(tc, "eyrie"), seed=1)
    while game.pending and not game.pending.kind.startswith(tc):
        game.choose(game.pending.option_ids[0])
    pairs = [tuple(map(int, o[len("pair:"):].split("-"))) for o in expect(game, f"{tc}.setup.colonies", tc)]
    assert pairs and all(adjacency.is_adjacent(game, a, b) for a, b in pairs), pairs
