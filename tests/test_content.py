"""Tests of the content pipeline (rootcore.content): shipped files load, and broken files report every issue
with its file and field path."""
from __future__ import annotations

import importlib.resources
import json
import os
from collections import Counter
from pathlib import Path

import attrs
import pytest
from jsonschema import Draft202012Validator

import rootcore
from rootcore import engine, model
from rootcore.caches import BoundedCache
from rootcore.content import (
    ContentError,
    ContentIssue,
    did_you_mean,
    load_deck,
    load_faction_board,
    load_game_config,
    load_manifest,
    load_map,
    option_problems,
    resolve_resource,
    schema_registry,
    validate_paths,
)

from conftest import variant_board

AUTUMN = "rootcore_content:maps/autumn.toml"
STANDARD = "rootcore_content:decks/standard.toml"
MARQUISE = "rootcore_content:factions/marquise.toml"
EYRIE = "rootcore_content:factions/eyrie.toml"
MANIFESTS = [f"rootcore_plugins.{name}:plugin.toml" for name in ("autumn", "standard_deck", "marquise", "eyrie")]


def shipped_text(spec: str) -> str:
    return resolve_resource(spec).read_text(encoding="utf-8")


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def messages(error: pytest.ExceptionInfo[ContentError]) -> str:
    return str(error.value)


# --------------------------------------------------------------------------- schemas


def test_schemas_are_valid_draft_2020_12_and_named_by_their_id():
    files = [f for f in importlib.resources.files("rootcore.schemas").iterdir() if f.name.endswith(".json")]
    kinds = ("common", "map", "deck", "faction", "plugin", "config", "landmark", "hireling")
    assert {f.name for f in files} == {f"{kind}.schema.json" for kind in kinds}
    for f in files:
        schema = json.loads(f.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        assert schema["$id"] == f"https://rootcore.invalid/schemas/{f.name}"
        assert schema_registry().contents(schema["$id"]) == schema


# Schema object -> model class, with the file spelling of a model field called `kind` (the header owns `kind`).
SCHEMA_MODEL = [
    ("map", None, model.MapDef, {}),
    ("map", "clearing", model.ClearingDef, {}),
    ("map", "forest", model.ForestDef, {}),
    ("deck", None, model.DeckDef, {}),
    ("deck", "card", model.CardDef, {}),
    ("faction", None, model.FactionBoardDef, {"kind": "faction_kind"}),
    ("faction", "piece", model.PieceDef, {}),
    ("faction", "track", model.TrackDef, {}),
    ("plugin", None, model.Manifest, {"kind": "plugin_kind"}),
    ("config", None, model.GameConfig, {}),
    ("landmark", None, model.LandmarkDef, {}),
    ("landmark", "setup", model.LandmarkSetup, {}),
]


@pytest.mark.parametrize(("kind", "definition", "cls", "renamed"), SCHEMA_MODEL)
def test_schema_properties_match_model_fields(kind, definition, cls, renamed):
    """A field added to rootcore.model must also be added to its schema (and the other way round)."""
    schema = schema_registry().contents(f"https://rootcore.invalid/schemas/{kind}.schema.json")
    if definition:
        schema = schema["$defs"][definition]
    fields = {renamed.get(a.name, a.name) for a in attrs.fields(cls)}
    if definition is None:
        fields |= {"kind", "schema_version"}
    assert set(schema["properties"]) == fields


# --------------------------------------------------------------------------- shipped content


@pytest.mark.parametrize("spec", MANIFESTS)
def test_shipped_manifests_load_and_their_content_validates(spec):
    manifest = load_manifest(spec)
    assert manifest.content
    assert validate_paths([spec]) == []


def test_shipped_directories_validate():
    root = Path(__file__).resolve().parent.parent
    assert validate_paths([root / "content", root / "plugins", root / "schemas"]) == []


def test_manifest_ids_and_kinds():
    got = {load_manifest(spec).id: load_manifest(spec).kind for spec in MANIFESTS}
    assert got == {"autumn": "map", "standard": "deck", "marquise": "faction", "eyrie": "faction"}


def test_autumn_map_shape():
    autumn = load_map(AUTUMN)
    assert [c.id for c in autumn.clearings] == list(range(1, 13))
    assert (len(autumn.paths), len(autumn.rivers), len(autumn.forests)) == (18, 4, 7)
    assert sum(c.ruins for c in autumn.clearings) == 4
    assert autumn.corners == (1, 2, 3, 4)
    assert {c.id: c.slots for c in autumn.clearings}[9] == 2
    assert "clearing 9 slots" in autumn.notes and autumn.source


def test_standard_deck_composition():
    deck = load_deck(STANDARD)
    copies = lambda cards: sum(c.count for c in cards)  # noqa: E731
    assert copies(deck.cards) == 54
    by_suit = Counter()
    by_kind = Counter()
    for card in deck.cards:
        by_suit[card.suit] += card.count
        by_kind[card.kind] += card.count
    assert by_suit == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    assert (by_kind["ambush"], by_kind["dominance"], by_kind["item"]) == (5, 4, 20)
    assert by_kind["persistent"] + by_kind["immediate"] == 25
    assert sum(deck.item_supply.values()) == 12 and deck.ruin_items == ("bag", "boot", "hammer", "sword")
    cards = {c.id: c for c in deck.cards}
    assert cards["root_tea_fox"].item == "tea" and cards["ambush_bird"].count == 2
    assert cards["royal_claim"].cost == ("any",) * 4 and cards["armorers"].effect == "armorers"


def test_faction_boards():
    marquise = load_faction_board(MARQUISE)
    assert (marquise.setup_order, marquise.reach, marquise.kind) == ("A", 10, "militant")
    assert marquise.crafting_piece == "workshop"
    assert marquise.pieces["warrior"].count == 25 and marquise.pieces["wood"].type == "token"
    assert marquise.tracks["workshop"].vp == (0, 2, 2, 3, 4, 5)
    assert marquise.tracks["recruiter"].draw_bonus == (0, 0, 1, 0, 1, 0)
    eyrie = load_faction_board(EYRIE)
    assert (eyrie.setup_order, eyrie.reach, eyrie.crafting_piece) == ("B", 7, "roost")
    assert eyrie.tracks["roost"].vp == (0, 1, 2, 3, 4, 4, 5)
    assert eyrie.data["leaders"]["despot"]["viziers"] == ["move", "build"]


def test_loads_are_cached():
    assert load_map(AUTUMN) is load_map(AUTUMN)


def test_resolve_resource_package_spec_and_plain_path(tmp_path):
    assert resolve_resource(AUTUMN).is_file()
    assert resolve_resource(str(tmp_path / "x.toml")) == tmp_path / "x.toml"
    assert resolve_resource("sub/x.toml", base=tmp_path) == tmp_path / "sub" / "x.toml"
    assert resolve_resource("sub/x.toml") == Path("sub/x.toml")  # no base: relative to the working directory


# --------------------------------------------------------------------------- broken content


def test_broken_map_names_file_and_field_path(tmp_path):
    text = shipped_text(AUTUMN).replace("[11, 12],\n]", "[11, 12], [1, 13],\n]")
    text = text.replace('adjacent = ["f2", "f3"]', 'adjacent = ["f2", "f3", "f9"]')
    path = write(tmp_path, "autumn.toml", text)
    with pytest.raises(ContentError) as error:
        load_map(str(path))
    assert f"{path}: $.paths[18]: clearing 13 does not exist" in messages(error)
    assert f"{path}: $.forests[0].adjacent[2]: forest 'f9' does not exist" in messages(error)
    assert ContentIssue(str(path), "$.paths[18]", "clearing 13 does not exist") in error.value.issues


def test_map_semantic_checks(tmp_path):
    text = shipped_text(AUTUMN).replace("[1, 5], [1, 9]", "[1, 5], [5, 1], [9, 9]")
    text = text.replace("corners = [1, 2, 3, 4]", "corners = [1, 2, 3, 3]")
    text = text.replace("slots = 3\nruins = 1", "slots = 0\nruins = 1")
    text = text.replace('adjacent = ["f1", "f3", "f7"]', 'adjacent = ["f3", "f7"]')  # f1 lists f2, f2 not f1
    path = write(tmp_path, "autumn.toml", text)
    with pytest.raises(ContentError) as error:
        load_map(path)
    found = {(i.path, i.message) for i in error.value.issues}
    assert found == {
        ("$.paths[1]", "5-1 is listed twice"),
        ("$.paths[2]", "clearing 9 is linked to itself"),
        ("$.corners[3]", "clearing 3 is already a corner"),
        ("$.clearings[10].ruins", "1 ruins do not fit in 0 slots"),
        ("$.forests[0].adjacent[0]", "forest 'f2' does not list 'f1' as adjacent"),
    }


def test_map_semantic_checks_of_ids_corners_and_forests(tmp_path):
    text = shipped_text(AUTUMN).replace("corners = [1, 2, 3, 4]", "corners = [1, 2, 3, 13]")
    text = text.replace('adjacent = ["f2", "f3"]', 'adjacent = ["f2", "f3", "f1"]')
    text = text.replace("[[forests]]", '[[clearings]]\nid = 12\nname = "Again"\nsuit = "fox"\nslots = 1\n\n'
                                      '[[forests]]\nid = "f7"\nname = "Again"\nclearings = [4, 8]\nadjacent = []\n\n'
                                      "[[forests]]", 1)
    path = write(tmp_path, "autumn.toml", text)
    with pytest.raises(ContentError) as error:
        load_map(path)
    found = {(i.path, i.message) for i in error.value.issues}
    assert {("$.clearings[12].id", "clearing 12 is defined twice"),
            ("$.corners[3]", "clearing 13 does not exist"),
            ("$.forests[7].id", "forest 'f7' is defined twice"),  # the first f7 is the one added before f1
            ("$.forests[1].adjacent[2]", "forest 'f1' cannot be adjacent to itself")} <= found


def no_link(at: int, here: int, nxt: int) -> tuple[str, str]:
    return (f"$.edge[{at}]", f"no path links clearing {here} to the next one, {nxt}: list the edge in order around "
                             "the map")


CLOCKWISE = ("$.edge", "the edge goes clockwise: it meets the corners in the order of `corners` (top left, top "
                       "right, bottom right, bottom left)")


@pytest.mark.parametrize(("edge", "corners", "problems"), [
    ("[1, 5, 2, 6, 3, 7, 8, 4, 9]", "[1, 2, 3, 4]", set()),  # as shipped: clockwise from the top-left corner
    ("[6, 3, 7, 8, 4, 9, 1, 5, 2]", "[1, 2, 3, 4]", set()),  # from any clearing
    ("[1, 5, 2, 6, 3, 7, 8, 4, 9, 13]", "[1, 2, 3, 4]", {("$.edge[9]", "clearing 13 does not exist")}),
    ("[1, 9, 4, 8, 7, 3, 6, 2, 5]", "[1, 2, 3, 4]", {CLOCKWISE}),  # the other way round
    ("[1, 5, 2, 6, 3, 7, 8, 4, 9]", "[1, 2, 4, 3]", {CLOCKWISE}),  # the last two corners out of order
    ("[1, 2, 3, 4, 5, 6, 7, 8, 9]", "[1, 2, 3, 4]", {no_link(1, 1, 2)}),  # number order: the first break alone
    ("[1, 9, 4, 8, 7, 3, 6, 5, 2]", "[1, 2, 3, 4]", {no_link(7, 6, 5)}),  # a break the other way round: one message
    ("[1, 5, 2, 6, 3, 7, 4, 9]", "[1, 2, 3, 4]", {no_link(6, 7, 4)}),  # 8 left out
    ("[1, 5, 2, 6, 3, 7, 8, 4, 9, 12]", "[1, 2, 3, 4]", {no_link(0, 12, 1)}),  # 12 too many: no closing link
    ("[1, 5, 2, 6, 3, 7, 12, 9]", "[1, 2, 3, 4]", {("$.edge", "corner 4 is not on the edge")}),  # not round the map
])
def test_map_edge_goes_once_round_the_map_clockwise_law_g_1_15(tmp_path, edge, corners, problems):
    text = shipped_text(AUTUMN).replace("edge = [1, 5, 2, 6, 3, 7, 8, 4, 9]", f"edge = {edge}")
    text = text.replace("corners = [1, 2, 3, 4]", f"corners = {corners}")
    path = write(tmp_path, "autumn.toml", text)
    if not problems:
        assert load_map(path).edge == tuple(json.loads(edge))
        return
    with pytest.raises(ContentError) as error:
        load_map(path)
    assert {(i.path, i.message) for i in error.value.issues} == problems


def test_map_edge_needs_three_clearings_each_once(tmp_path):
    for edge, message in (("[1, 5]", "$.edge: [1, 5] is too short"),
                          ("[1, 5, 2, 5]", "$.edge: [1, 5, 2, 5] has non-unique elements")):
        path = write(tmp_path, "autumn.toml", shipped_text(AUTUMN).replace("edge = [1, 5, 2, 6, 3, 7, 8, 4, 9]",
                                                                          f"edge = {edge}"))
        with pytest.raises(ContentError) as error:
            load_map(path)
        assert message in messages(error)


def test_a_map_may_name_no_edge_clearings(tmp_path):
    path = write(tmp_path, "autumn.toml", shipped_text(AUTUMN).replace("edge = [1, 5, 2, 6, 3, 7, 8, 4, 9]\n", ""))
    assert load_map(path).edge == ()


def test_several_schema_errors_are_all_reported(tmp_path):
    text = shipped_text(AUTUMN).replace('suit = "mouse"\nslots = 2\n', 'suit = "moose"\nslots = "two"\n', 1)
    text = text.replace('name = "Weald"', 'nmae = "Weald"').replace("corners = [1, 2, 3, 4]\n", "")
    path = write(tmp_path, "autumn.toml", text)
    with pytest.raises(ContentError) as error:
        load_map(path)
    report = messages(error)
    assert f"{path}: $: 'corners' is a required property" in report
    assert f"{path}: $.clearings[1].suit: 'moose' is not one of ['fox', 'rabbit', 'mouse']" in report
    assert f"{path}: $.clearings[1].slots: 'two' is not of type 'integer'" in report
    assert f"{path}: $.clearings[2].nmae: unknown field 'nmae'" in report
    assert len(error.value.issues) == 4 and len(report.splitlines()) == 4


def test_deck_semantic_checks(tmp_path):
    text = shipped_text(STANDARD)
    text = text.replace('kind = "ambush"\ncount = 2\n', 'kind = "ambush"\ncount = 2\ncost = ["fox"]\n')
    text = text.replace('id = "woodland_runners"', 'id = "birdy_bindle"')
    text = text.replace('item = "sword"\nvp = 2\n', "", 1)  # arms trader loses item and vp
    text = text.replace('effect = "sappers"\n', "")
    path = write(tmp_path, "deck.toml", text)
    with pytest.raises(ContentError) as error:
        load_deck(path)
    found = {(i.path, i.message) for i in error.value.issues}
    assert found == {
        ("$.cards[0].cost", "ambush cards cannot be crafted, so they have no cost"),
        ("$.cards[3].id", "card id 'birdy_bindle' is used twice"),
        ("$.cards[4]", "an item card needs `item`"),
        ("$.cards[4].vp", "an item card needs `vp`, the points its crafter scores"),
        ("$.cards[7]", "a persistent card needs `effect`, the id its plugin implements"),
    }


def test_a_craftable_card_needs_a_cost_and_only_item_cards_give_an_item_law_4_1_1(tmp_path):
    text = shipped_text(STANDARD).replace('count = 2\ncost = ["mouse"]\neffect = "sappers"',
                                          'count = 2\nitem = "bag"\neffect = "sappers"')
    with pytest.raises(ContentError) as error:
        load_deck(write(tmp_path, "deck.toml", text))
    assert {(i.path, i.message) for i in error.value.issues} == {
        ("$.cards[7].cost", "a craftable persistent card needs a cost"),
        ("$.cards[7].item", "only item cards give an item, not persistent cards")}


def test_unknown_item_in_supply_is_reported(tmp_path):
    text = shipped_text(STANDARD).replace("coins = 2 }", "coins = 2, gold = 1 }")
    with pytest.raises(ContentError) as error:
        load_deck(write(tmp_path, "deck.toml", text))
    assert any(i.path == "$.item_supply" and "'gold'" in i.message for i in error.value.issues)


def test_faction_semantic_checks(tmp_path):
    text = shipped_text(MARQUISE).replace('crafting_piece = "workshop"', 'crafting_piece = "forge"')
    text = text.replace('\npiece = "workshop"', '\npiece = "workshops"')
    text = text.replace("vp = [0, 1, 2, 3, 3, 4]", "vp = [0, 1, 2, 3, 3]")
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    found = {(i.path, i.message) for i in error.value.issues}
    assert found == {
        ("$.pieces.workshop.track", "track 'workshop' holds 'workshops', not 'workshop'"),
        ("$.tracks.workshop.piece", "piece 'workshops' does not exist"),
        ("$.tracks.recruiter.vp", "5 entries for 6 spaces"),
        ("$.crafting_piece", "piece 'forge' does not exist"),
    }


def test_a_piece_naming_a_track_the_board_lacks_is_named(tmp_path):
    text = shipped_text(MARQUISE).replace('count = 6, track = "sawmill" }', 'count = 6, track = "sawmil" }')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    assert [(i.path, i.message) for i in error.value.issues] == [
        ("$.pieces.sawmill.track", "track 'sawmil' does not exist")]


def test_a_piece_put_on_another_piece_s_track_is_named_with_both(tmp_path):
    """`track = "sawmill"` on the warriors: the message says which piece the track holds and which piece names it,
    not "track 'sawmill' holds 'sawmill'", which reads as no problem at all."""
    text = shipped_text(MARQUISE).replace('warrior = { type = "warrior", count = 25 }',
                                          'warrior = { type = "warrior", count = 25, track = "sawmill" }')
    assert 'track = "sawmill" }' in text
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    assert [(i.path, i.message) for i in error.value.issues] == [
        ("$.pieces.warrior.track", "track 'sawmill' holds 'sawmill', not 'warrior'")]


def test_a_board_may_craft_with_several_piece_kinds_each_of_which_must_exist_law_4_1_1(tmp_path):
    board = load_faction_board(write(tmp_path, "ok.toml", shipped_text(MARQUISE).replace(
        'crafting_piece = "workshop"', 'crafting_piece = ["workshop", "sawmill"]')))
    assert board.crafting_kinds == ("workshop", "sawmill")
    assert load_faction_board(MARQUISE).crafting_kinds == ("workshop",)
    text = shipped_text(MARQUISE).replace('crafting_piece = "workshop"', 'crafting_piece = ["workshop", "forge"]')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    assert {(i.path, i.message) for i in error.value.issues} == {("$.crafting_piece", "piece 'forge' does not exist")}
    text = shipped_text(MARQUISE).replace('crafting_piece = "workshop"', "crafting_piece = []")
    with pytest.raises(ContentError) as error:  # the schema: at least one
        load_faction_board(write(tmp_path, "empty.toml", text))
    assert error.value.issues[0].path == "$.crafting_piece"


def test_a_faction_has_one_warrior_kind_named_warrior(tmp_path):
    # A clearing counts a faction's warriors together: a second kind ("mouse") would be miscounted.
    text = shipped_text(MARQUISE).replace('warrior = { type = "warrior", count = 25 }',
                                          'warrior = { type = "warrior", count = 21 }\n'
                                          'mouse = { type = "warrior", count = 4 }')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    (issue,) = error.value.issues
    assert issue.path == "$.pieces.mouse.type" and "at most one kind of warrior, named 'warrior'" in issue.message
    # The one kind under another name: the rules ask for "warrior" and would find none.
    renamed = shipped_text(MARQUISE).replace('warrior = { type = "warrior", count = 25 }',
                                             'cat = { type = "warrior", count = 25 }')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", renamed))
    assert [(i.path, "named 'warrior'" in i.message) for i in error.value.issues] == [("$.pieces.cat.type", True)]


def test_toml_syntax_error_names_file_and_line(tmp_path):
    path = write(tmp_path, "bad.toml", 'kind = "map"\nschema_version = 1\nid = = "x"\n')
    with pytest.raises(ContentError) as error:
        load_map(path)
    (issue,) = error.value.issues
    assert issue.file == str(path) and "syntax error" in issue.message and "line 3" in issue.message


def test_a_package_spec_with_a_two_letter_package_is_read_from_the_package(tmp_path, monkeypatch):
    # One letter before the colon is a Windows drive; two or more name a package.
    write(tmp_path, "rc/__init__.py", "")
    write(tmp_path, "rc/maps/autumn.toml", shipped_text(AUTUMN))
    monkeypatch.syspath_prepend(str(tmp_path))
    assert resolve_resource("rc:maps/autumn.toml").is_file()
    assert load_map("rc:maps/autumn.toml") == load_map(AUTUMN)


def test_a_file_not_utf_8_names_the_line_of_the_bad_byte(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_bytes(b'kind = "map"\nschema_version = 1\nname = "Caf\xe9"\n')
    with pytest.raises(ContentError) as error:
        load_map(path)
    assert [(i.file, i.path, i.message) for i in error.value.issues] == [
        (str(path), "$", "syntax error: not UTF-8 text: byte 0xe9 at line 3")]


@pytest.mark.parametrize("name", ["autumn.json", "AUTUMN.JSON"])
def test_a_content_file_may_be_json(tmp_path, name):
    # The same map as a .json file loads to the same definition as the shipped TOML, whatever the name's case (a
    # file copied from a case-blind file system).
    import tomllib
    path = write(tmp_path, name, json.dumps(tomllib.loads(shipped_text(AUTUMN))))
    assert load_map(path) == load_map(AUTUMN)


def test_wrong_kind_and_missing_file(tmp_path):
    with pytest.raises(ContentError, match=r"\$\.kind: expected kind 'map', found 'deck'"):
        load_map(STANDARD)
    with pytest.raises(ContentError, match="cannot read file"):
        load_map(tmp_path / "nope.toml")


def test_game_config_from_dict_and_file(tmp_path):
    assert load_game_config({"seed": 7}).seed == 7
    assert load_game_config({"factions": ["marquise", "eyrie"], "seating": ["eyrie", "marquise"]}).seating == (
        "eyrie", "marquise")
    path = write(tmp_path, "game.toml", 'kind = "config"\nschema_version = 1\nseed = 3\nexpansions = ["riverfolk"]\n')
    assert load_game_config(path) == model.GameConfig(seed=3, expansions=("riverfolk",))
    with pytest.raises(ContentError) as error:
        load_game_config({"seed": "x", "factoins": ["eyrie"]})
    assert {i.path for i in error.value.issues} == {"$.seed", "$.factoins"}
    assert all(i.file == "<config>" for i in error.value.issues)


def test_validate_paths_reports_every_broken_file_in_a_directory(tmp_path):
    write(tmp_path, "good/deck.toml", shipped_text(STANDARD))
    write(tmp_path, "broken/map.toml", shipped_text(AUTUMN).replace("[2, 5]", "[2, 13]"))
    write(tmp_path, "broken/notes.toml", "title = 'not content'\n")
    write(tmp_path, "myplugin/plugin.toml", shipped_text(MANIFESTS[2]).replace(
        'content = ["rootcore_content:factions/marquise.toml"]', 'content = ["board.toml", "missing.toml"]'))
    write(tmp_path, "myplugin/board.toml", shipped_text(MARQUISE).replace("reach = 10", "reach = -1"))
    write(tmp_path, ".hidden/ignored.toml", "not toml at all [")
    issues = validate_paths([tmp_path])
    got = {(Path(i.file).relative_to(tmp_path).as_posix(), i.path, i.message) for i in issues}
    assert got == {
        ("broken/map.toml", "$.paths[3]", "clearing 13 does not exist"),
        ("broken/notes.toml", "$.kind",
         "unknown kind None; expected one of 'map', 'deck', 'faction', 'landmark', 'hireling', 'plugin', 'config'"),
        ("myplugin/board.toml", "$.reach", "-1 is less than the minimum of 0"),
        ("myplugin/plugin.toml", "$.content[1]", "missing.toml: file not found"),
    }
    assert len(issues) == len(got)  # board.toml, reached by the walk and through its manifest, is told once
    assert validate_paths([tmp_path / "good"]) == []
    assert validate_paths([tmp_path / "absent"])[0].message == "no such file or directory"


def test_validate_names_a_manifest_s_content_in_a_package_not_importable(tmp_path):
    write(tmp_path, "plugin.toml", shipped_text(MANIFESTS[2]).replace(
        'content = ["rootcore_content:factions/marquise.toml"]', 'content = ["no_such_package:board.toml"]'))
    assert [(i.path, i.message) for i in validate_paths([tmp_path])] == [
        ("$.content[0]", "package 'no_such_package' is not importable")]
    assert validate_paths(["no_such_package:board.toml"]) == [
        ContentIssue("no_such_package:board.toml", "$", "package 'no_such_package' is not importable")]


def test_validate_names_a_kind_that_is_a_list(tmp_path):
    path = write(tmp_path, "x.toml", 'kind = ["map"]\nschema_version = 1\n')
    with pytest.raises(ContentError, match=r"\$\.kind: expected kind 'map', found \['map'\]"):
        load_map(path)
    assert [i.path for i in validate_paths([path])] == ["$.kind"]


@pytest.mark.parametrize("project, paths", [
    ("project = 3", []), ("[project]\nentry-points = 3", []),  # no plugin entry points to check: nothing said
    ('[project.entry-points]\n"rootcore.plugins" = 3', ["$.project.entry-points.rootcore.plugins"])])
def test_validate_reads_a_pyproject_with_tables_of_the_wrong_type_without_failing(tmp_path, project, paths):
    path = write(tmp_path, "pyproject.toml", project + "\n")
    assert [i.path for i in validate_paths([path])] == paths


def test_validate_names_a_pyproject_that_is_not_utf_8(tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_bytes(b'[project]\nname = "caf\xe9"\n')
    assert [i.path for i in validate_paths([path])] == ["$"]


def test_validate_names_a_manifest_s_content_file_by_its_path(tmp_path):
    # A manifest checked alone: its content file, given relative to it, is named by its path, not its bare name.
    manifest = write(tmp_path, "myplugin/plugin.toml", shipped_text(MANIFESTS[2]).replace(
        'content = ["rootcore_content:factions/marquise.toml"]', 'content = ["board.toml"]'))
    write(tmp_path, "myplugin/board.toml", shipped_text(MARQUISE).replace("reach = 10", "reach = -1"))
    assert [(i.file, i.path) for i in validate_paths([manifest])] == [(str(tmp_path / "myplugin/board.toml"), "$.reach")]


def test_validate_leaves_an_entry_point_whose_manifest_is_elsewhere_to_the_plugin_s_loading(tmp_path):
    # A src/ layout: the module's plugin.toml is not beside pyproject.toml, and is not this check's to find.
    write(tmp_path, "pyproject.toml", '[project]\nname = "mine"\n[project.entry-points."rootcore.plugins"]\n'
                                      'mine = "mine_pkg"\n')
    write(tmp_path, "src/mine_pkg/plugin.toml", 'id = "mine"\n')
    assert validate_paths([tmp_path / "pyproject.toml"]) == []


def test_validate_names_an_agents_seat_of_a_kind_not_installed(tmp_path):
    # As `rootcore play` would refuse it: the seat's field, in the config file.
    path = write(tmp_path, "game.toml", 'kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\n'
                                        '[agents]\neyrie = "genius"\n')
    assert [(i.file, i.path, i.message.startswith("no 'genius' agent for 'eyrie' is installed"))
            for i in validate_paths([path])] == [(str(path), "$.agents.eyrie", True)]


def test_validate_refuses_a_manifest_taking_the_core_s_id(tmp_path):
    """The id 'rootcore' is the core's (its row in `rootcore plugins`, the owner of the core's options): a plugin
    with it never loads, so `rootcore validate` says so before it is installed."""
    write(tmp_path, "plugin.toml", 'kind = "plugin"\nschema_version = 1\nid = "rootcore"\nplugin_kind = "ruleset"\n'
                                   'name = "Core"\nversion = "1.0"\n')
    assert [(i.path, i.message) for i in validate_paths([tmp_path])] == [
        ("$.id", "'rootcore' is the core's id: a plugin needs another")]


def test_a_manifest_naming_itself_or_a_plugin_both_required_and_conflicting_is_refused(tmp_path):
    path = write(tmp_path, "plugin.toml", 'kind = "plugin"\nschema_version = 1\nid = "mine"\nplugin_kind = "ruleset"\n'
                                          'name = "Mine"\nversion = "1.0"\nrequires = ["mine", "other"]\n'
                                          'conflicts = ["other"]\n')
    with pytest.raises(ContentError) as error:
        load_manifest(path)
    assert [(i.path, i.message) for i in error.value.issues] == [
        ("$.requires", "a plugin cannot name itself in requires"),
        ("$.conflicts", "'other' is both required and conflicting")]
    path = write(tmp_path, "bundling/plugin.toml", 'kind = "plugin"\nschema_version = 1\nid = "mine"\n'
                 'plugin_kind = "ruleset"\nname = "Mine"\nversion = "1.0"\nbundles = ["other"]\n')
    with pytest.raises(ContentError) as error:
        load_manifest(path)
    assert [(i.path, i.message) for i in error.value.issues] == [
        ("$.bundles", "only plugins of kind 'expansion' bundle other plugins")]


# --------------------------------------------------------------------------- data tables and their data_schema

VAGABOND = "rootcore_content:factions/vagabond.toml"
MOUNTAIN = "rootcore_content:maps/mountain.toml"


def test_no_two_shipped_factions_share_a_setup_letter_law_5_1_7():
    """Factions set up in the order of their letters (5.1.7): two boards with one letter would leave the order to
    chance. The second Vagabond shares the first's (9.7: they set up one after the other as Vagabonds)."""
    root = Path(__file__).resolve().parent.parent / "content" / "factions"
    letters = Counter(load_faction_board(path).setup_order for path in root.glob("*.toml")
                      if path.stem != "second_vagabond")
    assert [letter for letter, n in letters.items() if n > 1] == []


def test_every_shipped_data_table_declares_its_shape():
    """Each shipped board and map with a `data` table says what the table holds, so a typo there is a content
    error; `data_schema` is kept on the loaded definition beside `data`."""
    root = Path(__file__).resolve().parent.parent / "content"
    loaders = {"factions": load_faction_board, "maps": load_map}
    checked = []
    for folder, load in loaders.items():
        for path in sorted((root / folder).glob("*.toml")):
            definition = load(path)
            if definition.data:
                assert definition.data_schema.get("additionalProperties") is False, path.name
                checked.append(path.stem)
    assert checked == ["alliance", "bone_patrol", "borough_kings", "corvid", "croakers_coven", "duchy", "eyrie",
                       "hundreds", "keepers", "lizard", "marquise", "old_man_tinker", "order_of_the_forest",
                       "riverfolk", "second_vagabond", "twelve_colonies", "vagabond", "winged_menace", "lake",
                       "mountain"]


def test_a_malformed_data_table_is_named_by_file_and_field_when_loaded_and_validated(tmp_path, capsys):
    """Law 6.5 (the Marquise's three actions) is a number in her board's data: a value of the wrong type and a
    misspelt key are content errors by file and field, not a traceback from her plugin's code."""
    text = shipped_text(MARQUISE).replace("actions_per_turn = 3", 'actions_per_turn = "three"')
    text = text.replace("march_moves = 2", "march_movs = 2")
    path = write(tmp_path, "marquise.toml", text)
    expected = {f"{path}: $.data.actions_per_turn: 'three' is not of type 'integer'",
                f"{path}: $.data.march_movs: unknown field 'march_movs' (did you mean 'march_moves'?)"}
    with pytest.raises(ContentError) as error:
        load_faction_board(path)
    assert set(messages(error).splitlines()) == expected
    assert {str(issue) for issue in validate_paths([path])} == expected
    from rootcore.cli import main
    assert main(["validate", str(path)]) == 1
    assert set(capsys.readouterr().out.splitlines()) == expected


def test_validate_reports_the_plugins_own_checks_of_a_board(tmp_path, capsys, monkeypatch):
    """Law 9.3.3, 9.5.5: a variant Vagabond board repeating a quest id has the right shape, but the Vagabond's own
    check (`data_issues`) refuses it: `rootcore validate` reports it by file and field, as a game would refuse it
    when built, so a modder sees it before playing. A game still runs the check once."""
    from rootcore.cli import main
    from rootcore_plugins import vagabond
    path = variant_board(tmp_path, "vagabond", ('id = "errand_rabbit"', 'id = "errand_fox"'))
    assert main(["validate", str(tmp_path)]) == 1
    assert capsys.readouterr().out.splitlines() == [f"{path}: $.data.quests[6].id: quest id 'errand_fox' is used twice"]
    calls = []
    monkeypatch.setattr(vagabond.Vagabond, "data_issues", staticmethod(lambda board, label: calls.append(label) or []))
    monkeypatch.setattr(engine, "_SHARED", BoundedCache(64))  # the components are built anew
    rootcore.new_game({"factions": ["marquise", "vagabond"]})
    assert calls == [VAGABOND]


def test_data_errors_in_nested_tables_and_maps_name_the_whole_path(tmp_path):
    # Law 9.5.5: a quest lists the items it exhausts; Law 7.8: a leader names the Decree columns of its viziers;
    # Law C.3.4: the Mountain's Tower is a clearing.
    vagabond = shipped_text(VAGABOND).replace('items = ["torch", "sword"]', 'items = ["torch", "swrod"]', 1)
    eyrie = shipped_text(EYRIE).replace('[data.leaders.despot]\nviziers', '[data.leaders.despot]\nvizier')
    mountain = shipped_text(MOUNTAIN).replace("tower = 10", 'tower = "ten"')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "vagabond.toml", vagabond))
    [issue] = error.value.issues
    assert issue.path == "$.data.quests[5].items[1]" and issue.message.startswith("'swrod' is not one of")
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "eyrie.toml", eyrie))
    assert {(i.path, i.message) for i in error.value.issues} == {
        ("$.data.leaders.despot.vizier", "unknown field 'vizier' (did you mean 'viziers'?)"),
        ("$.data.leaders.despot", "'viziers' is a required property")}
    with pytest.raises(ContentError) as error:
        load_map(write(tmp_path, "mountain.toml", mountain))
    assert [str(i) for i in error.value.issues] == [f"{tmp_path / 'mountain.toml'}: $.data.tower: 'ten' is not of "
                                                    "type 'integer'"]


def test_a_data_field_that_is_no_table_is_named_not_checked_against_the_data_schema(tmp_path):
    import tomllib
    board = tomllib.loads(shipped_text(MARQUISE))
    path = write(tmp_path, "marquise.json", json.dumps({**board, "data": 3}))
    with pytest.raises(ContentError) as error:
        load_faction_board(path)
    assert [(i.path, i.message) for i in error.value.issues] == [("$.data", "3 is not of type 'object'")]


def test_a_broken_data_schema_is_reported_and_the_data_left_unchecked(tmp_path):
    text = shipped_text(MARQUISE).replace('march_moves = { "$ref" = "common.schema.json#/$defs/count" }',
                                          'march_moves = { type = "integr" }')
    text = text.replace("actions_per_turn = 3", 'actions_per_turn = "three"')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    [issue] = error.value.issues
    assert issue.path == "$.data_schema.properties.march_moves.type" and "'integr' is not one of" in issue.message


def test_an_unresolvable_ref_in_a_data_schema_is_named_by_file_and_field(tmp_path):
    """A `$ref` in a file's data_schema naming no schema rootcore has is a content error at $.data_schema, from
    loading and from `rootcore validate`, not a traceback from the schema library."""
    text = shipped_text(MARQUISE).replace('march_moves = { "$ref" = "common.schema.json#/$defs/count" }',
                                          'march_moves = { "$ref" = "nothere.schema.json" }')
    path = write(tmp_path, "marquise.toml", text)
    with pytest.raises(ContentError) as error:
        load_faction_board(path)
    [issue] = error.value.issues
    assert issue.path == "$.data_schema" and "nothere.schema.json" in issue.message
    assert [i.path for i in validate_paths([path])] == ["$.data_schema"]


def test_render_is_checked_by_rootcores_schema_not_the_boards(tmp_path):
    """`data.render` belongs to rootcore (board pictures): a board's data_schema need not list it, and a mistake
    in it is still found."""
    marquise = load_faction_board(MARQUISE)
    assert "render" in marquise.data and "render" not in marquise.data_schema["properties"]
    text = shipped_text(MARQUISE).replace('colour = "#e8772e"', 'colour = "orange"')
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    [issue] = error.value.issues
    assert issue.path == "$.data.render.colour"


def test_did_you_mean_only_when_a_known_name_is_close(tmp_path):
    text = shipped_text(MARQUISE).replace("reach = 10", "rech = 10").replace("hand_limit = 5", "zzyzx = 5")
    with pytest.raises(ContentError) as error:
        load_faction_board(write(tmp_path, "marquise.toml", text))
    found = {(i.path, i.message) for i in error.value.issues}
    assert ("$.rech", "unknown field 'rech' (did you mean 'reach'?)") in found
    assert ("$.zzyzx", "unknown field 'zzyzx'") in found
    declared = {"conceal_hands": None, "random_suits": None}
    assert option_problems({"conceal_hand": True, "qqq": 1}, declared) == [
        ("$.options.conceal_hand", "unknown game option 'conceal_hand' (did you mean 'conceal_hands'?) (known: "
                                   "conceal_hands, random_suits); a plugin declares the options it reads with "
                                   "registry.add_option"),
        ("$.options.qqq", "unknown game option 'qqq' (known: conceal_hands, random_suits); a plugin declares the "
                          "options it reads with registry.add_option")]
    assert did_you_mean("factoins", ["factions", "seed"]) == " (did you mean 'factions'?)"
    assert did_you_mean("xyz", ["factions", "seed"]) == ""


def test_content_error_message_lists_every_issue():
    issues = [ContentIssue("a.toml", "$.x", "one"), ContentIssue("a.toml", "$.y", "two")]
    error = ContentError(issues)
    assert isinstance(error, ValueError) and error.issues == issues
    assert str(error) == "a.toml: $.x: one\na.toml: $.y: two"


def test_layout_naming_an_unknown_clearing_or_forest_is_an_error(tmp_path):
    from rootcore.content import ContentError, load_map
    text = (Path(__file__).resolve().parent.parent / "content/maps/autumn.toml").read_text()
    broken = tmp_path / "autumn.toml"
    broken.write_text(text.replace("[layout.clearings]", "[layout.clearings]\n13 = [1, 1]")
                      .replace("[layout.forests]", "[layout.forests]\nf99 = [1, 1]"))
    with pytest.raises(ContentError) as err:
        load_map(str(broken))
    message = str(err.value)
    assert "$.layout.clearings.13: clearing 13 does not exist" in message and "f99" in message


def test_a_game_config_is_taken_as_it_is_and_a_mapping_without_a_seed_has_the_default_seed():
    config = model.GameConfig(factions=("marquise", "eyrie"), seed=5)
    assert load_game_config(config) is config
    assert load_game_config({"factions": ["marquise", "eyrie"]}).seed == model.GameConfig().seed == 0


def test_configs_from_mappings_keep_types_apart_and_their_own_values():
    """A config from a mapping is checked once per mapping less its seed (a batch differs only in the seed):
    the kept check must not answer for a value the schema tells apart, and must not see later changes."""
    from rootcore.content import load_game_config
    base = {"factions": ["marquise", "eyrie"], "max_turns": 1}
    assert load_game_config(base).max_turns == 1
    with pytest.raises(ContentError, match="max_turns"):
        load_game_config({**base, "max_turns": True})  # equal to 1 in Python, not an integer to the schema
    options = {"house_rules": ["a"]}
    first = load_game_config({**base, "seed": 1, "options": options})
    options["house_rules"].append("b")  # the caller changes its mapping afterwards
    second = load_game_config({**base, "seed": 2, "options": {"house_rules": ["a"]}})
    assert first.options == second.options == {"house_rules": ["a"]}
    assert (first.seed, second.seed) == (1, 2)
    assert attrs.evolve(first, seed=2) == second


# --------------------------------------------------------------------------- a file that extends another

HEADER = 'kind = "faction"\nschema_version = 1\n'


def test_a_file_extending_another_lays_its_fields_over_the_others(tmp_path):
    """A variant board names its base (relative to itself, or as a package resource) and gives what differs: values
    replace, tables merge key by key (the second Vagabond board, Law 9.7, is built so)."""
    write(tmp_path, "base.toml", shipped_text(MARQUISE))
    variant = write(tmp_path, "sub/variant.toml", HEADER + 'extends = "../base.toml"\nid = "tabby"\nreach = 4\n'
                    "[data]\nmarch_moves = 3\n")
    base, board = load_faction_board(tmp_path / "base.toml"), load_faction_board(variant)
    assert (board.id, board.reach, board.name) == ("tabby", 4, base.name)
    assert board.data == {**base.data, "march_moves": 3} and board.pieces == base.pieces
    packaged = write(tmp_path, "packaged.toml", HEADER + f'extends = "{MARQUISE}"\nid = "tabby"\n')
    assert load_faction_board(packaged).tracks == base.tracks
    assert validate_paths([tmp_path]) == []


@pytest.mark.parametrize("extends, where, message", [
    ("missing.toml", None, "missing.toml: file not found"),
    ("self.toml", None, "self.toml extends this file again"),
    ("loop.toml", "loop.toml", "self.toml extends this file again"),  # named in the file that closes the loop, by path
    (AUTUMN, None, f"{AUTUMN} is of kind 'map', not 'faction'"),
])
def test_a_file_extending_a_missing_looping_or_other_kind_of_file_is_named_at_extends(tmp_path, extends, where,
                                                                                        message):
    write(tmp_path, "loop.toml", HEADER + 'extends = "self.toml"\n')
    path = write(tmp_path, "self.toml", HEADER + f'extends = "{extends}"\nid = "x"\n')
    with pytest.raises(ContentError) as error:
        load_faction_board(path)
    assert error.value.issues == [ContentIssue(str(tmp_path / where) if where else str(path), "$.extends", message)]


def test_a_file_extending_another_may_replace_a_table_by_a_value_which_its_checks_then_name(tmp_path):
    # A table laid over a table merges; anything else replaces it, and the schema names what is wrong.
    write(tmp_path, "base.toml", shipped_text(MARQUISE))
    path = write(tmp_path, "variant.toml", HEADER + 'extends = "base.toml"\nid = "tabby"\ndata = 3\n')
    with pytest.raises(ContentError) as error:
        load_faction_board(path)
    assert [(i.path, i.message) for i in error.value.issues] == [("$.data", "3 is not of type 'object'")]


def test_a_broken_base_file_is_named_by_its_path(tmp_path):
    """A syntax error in the file extended is reported at that file's path, not at the bare name the extending
    file gives (which says nothing of the directory it is in)."""
    write(tmp_path, "boards/broken.toml", 'kind = "faction"\nid = [\n')
    path = write(tmp_path, "boards/variant.toml", HEADER + 'extends = "broken.toml"\nid = "x"\n')
    with pytest.raises(ContentError) as error:
        load_faction_board(path)
    assert [issue.file for issue in error.value.issues] == [str(tmp_path / "boards/broken.toml")]


def test_an_edited_base_file_is_read_again_by_the_file_extending_it(tmp_path):
    """The content cache knows a file by its path and time of change: a file extending another is read again
    when the other changes, as the other itself is."""
    base = write(tmp_path, "base.toml", shipped_text(MARQUISE))
    variant = write(tmp_path, "variant.toml", HEADER + 'extends = "base.toml"\nid = "tabby"\n')
    assert load_faction_board(variant).reach == load_faction_board(base).reach == 10
    stamp = base.stat().st_mtime_ns
    base.write_text(base.read_text(encoding="utf-8").replace("reach = 10", "reach = 7"), encoding="utf-8")
    os.utime(base, ns=(stamp + 10**9, stamp + 10**9))  # a new time of change, however coarse the file system's
    assert load_faction_board(base).reach == load_faction_board(variant).reach == 7


@pytest.mark.parametrize("faction, old, new, count", [
    ("marquise", 'sawmill = { type = "building", count = 6,', 'sawmill = { type = "building", count = 7,', 7),
    # Found by mutating content files: 99 arsenals on a track of six read past the Arsenals rows in Evening.
    ("borough_kings", 'arsenal = { type = "building", count = 6,', 'arsenal = { type = "building", count = 99,', 99),
    ("marquise", 'sawmill = { type = "building", count = 6,', 'sawmill = { type = "building", count = 5,', 5),
])
def test_a_track_holds_each_of_its_pieces_one_per_space_law_5_1_1(tmp_path, faction, old, new, count):
    # Pieces kept on a track all start there (Law 5.1.1), so the rules read a track's rows by the pieces off it: a
    # piece more than the spaces would read past the rows' end, a piece fewer would never reveal the last space.
    from helpers import board_variant_issues
    track = "sawmill" if faction == "marquise" else "arsenal"
    assert board_variant_issues(tmp_path, faction, (old, new)) == [
        f"$.tracks.{track}.spaces: 6 spaces for {count} pieces: a track holds each of its pieces, one per space"]


@pytest.mark.parametrize("faction, line", [
    ("marquise", 'warrior = { type = "warrior", count = 25 }'), ("eyrie", 'warrior = { type = "warrior", count = 20 }'),
    ("alliance", 'warrior = { type = "warrior", count = 10 }'),
    ("twelve_colonies", 'warrior = { type = "warrior", count = 20 }')])
def test_a_board_without_the_warriors_its_rules_move_is_refused_by_file_and_field(tmp_path, faction, line):
    # Found by mutating content files: these boards validated without warriors, and the game failed at the first
    # placement with a KeyError. The Vagabond's board has none, and needs none.
    from helpers import board_variant_issues
    messages = board_variant_issues(tmp_path, faction, (line, ""))
    assert "$.pieces.warrior: the rules need a warrior piece 'warrior', which the board's pieces lack" in messages


@pytest.mark.parametrize("faction, old, new, field", [
    # Found by mutating content files: an empty row is a track without one (the core scores 0 for it), but these
    # rules index the row and failed with an IndexError in play.
    ("marquise", "cost = [0, 1, 2, 3, 3, 4]\nvp = [0, 1, 2, 3, 4, 5]", "cost = []\nvp = [0, 1, 2, 3, 4, 5]",
     "$.tracks.sawmill.cost"),  # Law 6.5.4: a building costs the wood its track shows
    ("eyrie", "vp = [0, 1, 2, 3, 4, 4, 5]", "vp = []", "$.tracks.roost.vp"),  # Law 7.6.1
    ("alliance", "cost = [1, 1, 1, 2, 2, 2, 3, 3, 3, 3]", "cost = []", "$.tracks.sympathy.cost"),  # Law 8.5.1
    ("lizard", "vp = [0, 2, 2, 3, 4]", "vp = []", "$.tracks.garden_fox.vp"),  # Law 10.5.1
    ("twelve_colonies", "cost = [0, 1, 2, 2]", "cost = []", "$.tracks.capitol.cost"),  # TC.5.2
])
def test_a_track_row_the_rules_read_must_be_printed(tmp_path, faction, old, new, field):
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, faction, (old, new)) == [
        f"{field}: the rules read this track's {field.rsplit('.', 1)[1]} row: one entry per space"]


def test_a_track_row_no_rule_reads_may_be_left_out(tmp_path):
    # The Marquise's building points are scored by the core, which reads a missing row as no points.
    from helpers import board_variant_issues
    assert board_variant_issues(tmp_path, "marquise", ("vp = [0, 1, 2, 3, 4, 5]", "vp = []")) == []
