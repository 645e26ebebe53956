"""`rootcore render`: board pictures (SVG 1.1) of a save, checked against the state they were drawn from."""
from __future__ import annotations

import math
import warnings
import xml.etree.ElementTree as ET
from collections import Counter

import attrs
import pytest

import rootcore
from rootcore.board import Board
from rootcore.cli import main
from rootcore.render import CLEARING_R, SUIT_COLOURS, auto_layout, board_layout, hash_colour, render_svg

NS = "{http://www.w3.org/2000/svg}"
FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def classes(node) -> list[str]:
    return (node.get("class") or "").split()


def faction_of(node) -> str:
    return next(c[len("faction-"):] for c in classes(node) if c.startswith("faction-"))


def kind_of(node) -> str:
    return next(c[len("kind-"):] for c in classes(node) if c.startswith("kind-"))


def groups(root, cls: str):
    return [g for g in root.iter(f"{NS}g") if cls in classes(g)]


def by_id(root, ident: str):
    found = [n for n in root.iter() if n.get("id") == ident]
    assert len(found) == 1, f"expected one element with id {ident!r}, found {len(found)}"
    return found[0]


def count_text(node) -> int:
    return int(next(t for t in node.iter(f"{NS}text") if "count" in classes(t)).text.lstrip("\u00d7"))


def all_text(node) -> str:
    return " ".join(t.text or "" for t in node.iter(f"{NS}text"))


def mid_game(seed: int = 4, decisions: int = 350):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": FOUR, "seed": seed})
    rootcore.play(game, rootcore.RandomAgent(seed), max_decisions=decisions)
    assert not game.is_over
    return game


def check_pictures_state(root, game) -> None:
    """Every clearing, piece, score, the item supply and whose turn it is, as in `game.state`."""
    st = game.state
    assert root.tag == f"{NS}svg" and root.get("version") == "1.1"
    assert all(node.tag.startswith(NS) for node in root.iter()), "only SVG elements"
    for cid, cl in st.clearings.items():
        g = by_id(root, f"clearing-{cid}")
        assert "clearing" in classes(g) and f"suit-{st.suits[cid]}" in classes(g)
        assert next(t for t in g.iter(f"{NS}text") if "clearing-id" in classes(t)).text == str(cid)
        assert next(t for t in g.iter(f"{NS}text") if "suit" in classes(t)).text == st.suits[cid]
        warriors = {faction_of(w): count_text(w) for w in groups(g, "warriors")}
        assert warriors == {f: n for f, n in cl.warriors.items() if n}, f"warriors in clearing {cid}"
        buildings = Counter((faction_of(b), kind_of(b)) for b in groups(g, "building"))
        assert buildings == Counter(cl.buildings), f"buildings in clearing {cid}"
        assert len(groups(g, "ruin")) == cl.ruins
        assert len(groups(g, "ruin")) + len(groups(g, "building")) + sum(
            1 for r in g.iter(f"{NS}rect") if "empty-slot" in classes(r)) == max(game.board.slots[cid],
                                                                                  cl.ruins + len(cl.buildings))
        tokens = Counter()
        for t in groups(g, "token"):
            badge = [x for x in t.iter(f"{NS}text") if "count" in classes(x)]
            tokens[(faction_of(t), kind_of(t))] += int(badge[0].text) if badge else 1
        assert tokens == Counter(tuple(t) for t in cl.tokens), f"tokens in clearing {cid}"
        assert sorted(faction_of(p) for p in groups(g, "pawn")) == sorted(cl.pawns)
    for fid, fs in st.factions.items():
        panel = by_id(root, f"faction-{fid}")
        score = next(t for t in panel.iter(f"{NS}text") if "score" in classes(t))
        assert score.text == f"{fs.score} VP"
        assert ("current" in classes(panel)) == (fid == st.current_faction)
    supply = {kind_of(i): count_text(i) for i in groups(by_id(root, "item-supply"), "item")}
    assert supply == st.item_supply
    status = all_text(by_id(root, "status"))
    assert f"turn {st.turn}: {st.current_faction}, {st.phase}" in status
    assert f"after {len(game.log)} choices" in status


def test_render_command_draws_what_a_mid_game_save_holds(tmp_path, capsys):
    game = mid_game()
    save = tmp_path / "game.json"
    game.save(save)
    out = tmp_path / "board.svg"
    assert main(["render", str(save), "-o", str(out)]) == 0
    assert f"wrote {out}" in capsys.readouterr().out
    text = out.read_text()
    assert text.startswith('<?xml version="1.0"')
    root = ET.fromstring(text)
    check_pictures_state(root, game)
    # every faction has its own colour; the base factions' come from their boards' [data.render]
    colours = {fid: by_id(root, f"faction-{fid}").find(f"{NS}rect").get("stroke") for fid in FOUR}
    assert colours["marquise"] == "#e8772e" and colours["eyrie"] == "#2f5ea8"
    assert len(set(colours.values())) == 4


def test_render_without_a_file_writes_the_svg_to_standard_output(tmp_path, capsys):
    game = mid_game(seed=6, decisions=120)
    save = tmp_path / "game.json"
    game.save(save)
    assert main(["render", str(save)]) == 0
    check_pictures_state(ET.fromstring(capsys.readouterr().out), game)


def test_render_at_draws_the_game_after_its_first_choices(tmp_path):
    game = mid_game(seed=5, decisions=300)
    save = tmp_path / "game.json"
    game.save(save)
    at = 90
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        earlier = rootcore.new_game({"factions": FOUR, "seed": 5})
    for option_id in game.log[:at]:
        earlier.choose(option_id)
    assert earlier.state.to_json() != game.state.to_json()
    out = tmp_path / "early.svg"
    assert main(["render", str(save), "--at", str(at), "-o", str(out)]) == 0
    check_pictures_state(ET.parse(out).getroot(), earlier)
    out0 = tmp_path / "start.svg"
    assert main(["render", str(save), "--at", "0", "-o", str(out0)]) == 0
    root = ET.parse(out0).getroot()
    assert "setup" in all_text(by_id(root, "status")) and "after 0 choices" in all_text(by_id(root, "status"))
    assert root.find(f"{NS}title").text == f"Root: {game.board.map_def.name} map, setup"
    assert not groups(root, "warriors")


def test_the_pawn_in_a_forest_and_a_players_hand_are_drawn():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.scenario({
            "factions": FOUR, "current": "eyrie", "phase": "daylight",
            "clearings": {1: {"marquise": {"warrior": 3, "keep": 1, "wood": 2}}, 5: {"eyrie": {"warrior": 2, "roost": 1}}},
            "hands": {"eyrie": ["ambush_fox"], "marquise": ["sword"]}, "scores": {"eyrie": 12},
            "data": {"vagabond": {"forest": "f3"}, "eyrie": {"leader": "commander"}},
        })
    root = ET.fromstring(render_svg(game, "eyrie"))
    forest = by_id(root, "forest-f3")
    pawns = groups(root, "pawn")
    assert [faction_of(p) for p in pawns] == ["vagabond"]
    assert not any(p in list(g.iter()) for g in groups(root, "clearing") for p in pawns)
    fx = float(next(c for c in forest.iter(f"{NS}circle")).get("cx"))
    px = float(next(c for c in pawns[0].iter(f"{NS}circle")).get("cx"))
    assert abs(px - fx) < 60  # next to the forest's marker
    eyrie = all_text(by_id(root, "faction-eyrie"))
    assert "Ambush!" in eyrie and "leader: commander" in eyrie and "12 VP" in eyrie
    assert "Sword" not in all_text(root)  # the Marquise's hand stays hidden from the Eyrie
    assert "Sword" in all_text(ET.fromstring(render_svg(game, "marquise")))
    check_pictures_state(root, game)


def test_a_clearing_of_several_suits_shows_a_stripe_per_suit():
    # The Lost City (Appendix F) makes clearing 5 count as fox, rabbit and mouse: one badge stripe in each suit's
    # colour, the suits' initials, and the full value in the clearing's title.
    game = rootcore.scenario({"factions": FOUR[:3], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 1}}}, "landmarks": {"lost_city": 5}})
    root = ET.fromstring(render_svg(game))
    clearing = by_id(root, "clearing-5")
    assert clearing.find(f"{NS}title").text.endswith("(fox+rabbit+mouse)")
    stripes = [r.get("fill") for r in clearing.iter(f"{NS}rect") if r.get("height") == "16"]
    assert stripes == [SUIT_COLOURS[s] for s in ("fox", "rabbit", "mouse")]
    assert next(t for t in clearing.iter(f"{NS}text") if "suit" in classes(t)).text == "F+R+M"
    one = by_id(root, "clearing-1")
    assert [t.text for t in one.iter(f"{NS}text") if "suit" in classes(t)] == [game.state.suits[1]]


def test_a_map_without_layout_gets_a_deterministic_automatic_one():
    game = mid_game(seed=7, decisions=150)
    bare = attrs.evolve(game.board.map_def, layout={})
    game.definition.board = game.board = Board(bare)
    width, height, clearings, forests = board_layout(game.board)
    assert set(clearings) == set(game.board.clearing_ids) and set(forests) == set(game.board.forests)
    assert all(0 < x < width and 0 < y < height for x, y in clearings.values())
    points = list(clearings.values())
    closest = min(math.dist(a, b) for i, a in enumerate(points) for b in points[i + 1:])
    assert closest > 2 * CLEARING_R, "clearings do not overlap"
    tl, tr, br, bl = (clearings[c] for c in game.board.corners)
    assert tl[0] < tr[0] and tl[1] < bl[1] and br[0] > bl[0] and br[1] > tr[1]
    assert auto_layout(game.board, width, height) == clearings
    check_pictures_state(ET.fromstring(render_svg(game)), game)


def test_a_faction_without_render_data_gets_a_colour_from_its_id(moles):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": ["moles", "eyrie"], "seed": 3})
    rootcore.play(game, rootcore.RandomAgent(3), max_decisions=80)
    root = ET.fromstring(render_svg(game))
    assert by_id(root, "faction-moles").find(f"{NS}rect").get("stroke") == hash_colour("moles")
    assert hash_colour("moles") == hash_colour("moles") != hash_colour("otters")
    check_pictures_state(root, game)


def test_bad_input_is_a_clear_error(tmp_path, capsys):
    assert main(["render", str(tmp_path / "missing.json"), "-o", str(tmp_path / "x.svg")]) == 2
    assert "cannot read save file" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{ nope")
    assert main(["render", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    game = mid_game(seed=8, decisions=40)
    save = tmp_path / "game.json"
    game.save(save)
    assert main(["render", str(save), "--at", "100000"]) == 2
    assert "out of range" in capsys.readouterr().err
    assert main(["render", str(save), "--player", "otters"]) == 2
    assert "not a faction of this game" in capsys.readouterr().err
    assert not (tmp_path / "x.svg").exists()


def test_render_is_listed_in_the_help(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "render" in capsys.readouterr().out


def test_a_maps_layout_places_its_clearings_and_forests_and_a_forest_it_omits_sits_among_its_clearings():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": FOUR, "seed": 3})
    layout = game.board.map_def.layout
    width, height, clearings, forests = board_layout(game.board)
    assert (width, height) == (float(layout["width"]), float(layout["height"]))
    assert clearings == {int(c): (float(x), float(y)) for c, (x, y) in layout["clearings"].items()}
    assert forests == {f: (float(x), float(y)) for f, (x, y) in layout["forests"].items()}
    without = {key: value for key, value in layout.items() if key != "forests"}
    game.definition.board = game.board = Board(attrs.evolve(game.board.map_def, layout=without))
    _, _, clearings, forests = board_layout(game.board)
    for forest, members in game.board.forests.items():
        points = [clearings[c] for c in members]
        assert forests[forest] == pytest.approx((sum(x for x, _ in points) / len(points),
                                                 sum(y for _, y in points) / len(points)))


def test_pieces_carry_their_boards_labels_or_their_initial_and_the_panel_the_boards_name(moles):
    # The Marquise's board labels its sawmill "Sw", keep "K" and wood "w", the Alliance's a mouse base "Bm"; the
    # moles' board labels nothing: their burrow, a building, shows its initial in capitals.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.scenario({"factions": ["marquise", "alliance", "moles"], "current": "marquise",
                                  "phase": "daylight",
                                  "clearings": {1: {"marquise": {"warrior": 1, "keep": 1, "wood": 1, "sawmill": 1}},
                                                2: {"alliance": {"sympathy": 1, "base_mouse": 1}},
                                                3: {"moles": {"burrow": 1}}}})
    root = ET.fromstring(render_svg(game))
    labels = {(faction_of(g), kind_of(g)): next(t.text for t in g.iter(f"{NS}text") if "count" not in classes(t))
              for g in groups(root, "building") + groups(root, "token")}
    assert labels == {("marquise", "sawmill"): "Sw", ("marquise", "keep"): "K", ("marquise", "wood"): "w",
                      ("alliance", "base_mouse"): "Bm", ("alliance", "sympathy"): "s", ("moles", "burrow"): "B"}
    for fid in ("marquise", "alliance"):
        name = next(t.text for t in by_id(root, f"faction-{fid}").iter(f"{NS}text") if "faction-name" in classes(t))
        assert name.endswith(game.factions[fid].board.name) and game.factions[fid].board.name != fid


def test_the_picture_has_its_title_paths_rivers_legend_and_a_finished_games_result():
    game = mid_game(seed=6, decisions=120)
    root = ET.fromstring(render_svg(game))
    assert root.find(f"{NS}title").text.startswith(f"Root: {game.board.map_def.name} map, turn {game.state.turn}")

    def edges(kind):
        return {tuple(int(n) for n in c[len(kind) + 1:].split("-")) for line in root.iter(f"{NS}line")
                for c in classes(line) if c.startswith(f"{kind}-")}
    assert edges("path") == {tuple(p) for p in game.board.map_def.paths}
    assert edges("river") == {tuple(r) for r in game.board.map_def.rivers} != set()
    words = [t for t in by_id(root, "legend").iter(f"{NS}text") if len(t.text) > 1]
    assert [t.text for t in words] == ["warriors", "building", "token", "ruin", "empty slot", "path", "river", "forest"]
    lefts = [float(t.get("x")) for t in words]
    assert lefts == sorted(lefts) and len(set(lefts)) == len(lefts)  # side by side, left to right
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        finished = rootcore.new_game({"factions": FOUR, "seed": 6})
    rootcore.play(finished, rootcore.RandomAgent(6))
    assert finished.is_over and finished.winners
    status = all_text(by_id(ET.fromstring(render_svg(finished)), "status"))
    assert f"game over after turn {finished.state.turn}: {', '.join(finished.winners)} won" in status


def test_the_side_panel_and_status_tell_each_factions_cards_supply_tracks_and_zones():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.scenario({
            "factions": FOUR, "current": "eyrie", "phase": "daylight",
            "clearings": {1: {"marquise": {"warrior": 1, "keep": 1, "wood": 2, "sawmill": 1}},
                          3: {"eyrie": {"warrior": 2, "roost": 1}}},
            "hands": {"eyrie": ["birdy_bindle", "anvil"], "marquise": ["investments"]},
            "dominance": {"marquise": "dominance_fox"}, "play_areas": {"marquise": ["cobbler"]},
            "data": {"eyrie": {"leader": "commander"}, "vagabond": {"clearing": 8},
                     "alliance": {"supporters": ["sword", "tax_collector"]}}})
    game.state.factions["eyrie"].crafted_items.append("boot")
    root = ET.fromstring(render_svg(game, "eyrie"))
    panel = {fid: [t.text for t in by_id(root, f"faction-{fid}").iter(f"{NS}text") if "detail" in classes(t)]
             for fid in FOUR}
    supply = game.view("eyrie")["factions"]["marquise"]["supply"]
    assert panel["marquise"][0] == "hand 1 card" and "dominance: Dominance (fox)" in panel["marquise"]
    assert f"supply: warrior {supply['warrior']}, wood {supply['wood']}, keep 0" in panel["marquise"]
    assert any(line.startswith("on tracks: sawmill ") for line in panel["marquise"])
    assert "play area: Cobbler (rabbit)" in panel["marquise"]
    assert panel["eyrie"][0] == "hand 2 cards: Birdy Bindle (bird), Anvil (fox)" and "crafted items: boot" in panel["eyrie"]
    assert "decree_recruit: none" in panel["eyrie"] and "leader: commander" in panel["eyrie"]
    assert "supporters: 2 card(s), hidden" in panel["alliance"]
    status = all_text(by_id(root, "status"))
    assert f"waiting for eyrie ({game.pending.kind})" in status and "view: eyrie" in status
    assert f"deck {len(game.state.deck)} cards, discard 0" in status
    titles = {g.find(f"{NS}title").text for g in groups(root, "warriors") + groups(root, "token")}
    assert {"marquise: 1 warrior", "eyrie: 2 warriors", "marquise: 2 wood tokens", "marquise: 1 keep token"} <= titles


def test_text_is_dark_on_a_light_fill_and_white_on_a_dark_one_and_a_tint_mixes_with_white():
    from rootcore.render import INK, text_colour, tint
    assert [text_colour(c) for c in ("#ffffff", SUIT_COLOURS["rabbit"], "#000000", "#2f5ea8")] == [
        INK, INK, "#ffffff", "#ffffff"]
    assert tint("#2f5ea8", 0) == "#2f5ea8" and tint("#2f5ea8", 1) == "#ffffff" and tint("#000000", 0.5) == "#808080"


def test_the_picture_says_whose_view_it_draws():
    game = mid_game(seed=6, decisions=120)
    for player, who in ((None, "an observer"), ("eyrie", "eyrie")):
        root = ET.fromstring(render_svg(game, player))
        assert root.find(f"{NS}desc").text.endswith(f"from the game view of {who}.")


def test_the_panel_lists_the_factions_in_turn_order_one_below_the_other():
    game = mid_game(seed=4, decisions=350)
    assert game.state.turn_order != FOUR  # the seating is not the config's order
    root = ET.fromstring(render_svg(game))
    boxes = {fid: by_id(root, f"faction-{fid}").find(f"{NS}rect") for fid in FOUR}
    tops = {fid: float(box.get("y")) for fid, box in boxes.items()}
    assert sorted(tops, key=tops.get) == game.state.turn_order
    for above, below in zip(game.state.turn_order, game.state.turn_order[1:]):
        assert tops[above] + float(boxes[above].get("height")) <= tops[below], (above, below)
    supply = float(next(by_id(root, "item-supply").iter(f"{NS}rect")).get("y"))
    last = game.state.turn_order[-1]
    assert tops[last] + float(boxes[last].get("height")) <= supply


def test_the_panel_marks_the_faction_to_play_and_a_finished_games_winners():
    def names_and_ids(root, fid):
        panel = by_id(root, f"faction-{fid}")
        texts = {cls: t.text for t in panel.iter(f"{NS}text") for cls in classes(t) if cls in ("faction-name",
                                                                                               "faction-id")}
        return classes(panel), texts["faction-name"], texts["faction-id"]
    game = mid_game(seed=6, decisions=120)
    root = ET.fromstring(render_svg(game))
    for fid in FOUR:
        panel_classes, name, ident = names_and_ids(root, fid)
        playing = fid == game.state.current_faction
        assert name.startswith("\u25b6 ") == playing and "winner" not in panel_classes
        assert ident == (f"{fid}, {game.state.phase}" if playing else fid)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        finished = rootcore.new_game({"factions": FOUR, "seed": 6})
    rootcore.play(finished, rootcore.RandomAgent(6))
    assert finished.is_over and finished.winners and set(finished.winners) != set(FOUR)
    root = ET.fromstring(render_svg(finished))
    for fid in FOUR:
        panel_classes, name, ident = names_and_ids(root, fid)
        won = fid in finished.winners
        assert ("winner" in panel_classes) == won and "current" not in panel_classes
        assert not name.startswith("\u25b6") and ident == (f"{fid}, winner" if won else fid)


def test_forests_are_drawn_as_areas_among_their_clearings_with_their_ids():
    game = mid_game(seed=6, decisions=120)
    root = ET.fromstring(render_svg(game))
    for fid, members in game.board.forests.items():
        forest = by_id(root, f"forest-{fid}")
        assert [t.text for t in forest.iter(f"{NS}text")] == [fid]
        polygons = list(forest.iter(f"{NS}polygon"))
        assert len(polygons) == (1 if len(members) >= 3 else 0), fid


def test_each_clearing_is_ringed_in_its_suits_colour_and_a_named_clearing_shows_its_name():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": FOUR, "map": "winter", "seed": 2})
    rootcore.play(game, rootcore.RandomAgent(2), max_decisions=60)
    assert game.board.names and all(game.board.names.values())
    root = ET.fromstring(render_svg(game))
    for cid in game.board.clearing_ids:
        clearing = by_id(root, f"clearing-{cid}")
        disc = next(c for c in clearing.iter(f"{NS}circle") if "clearing-disc" in classes(c))
        assert disc.get("stroke") == SUIT_COLOURS[game.state.suits[cid]], cid
        assert [t.text for t in clearing.iter(f"{NS}text") if "clearing-name" in classes(t)] == [
            game.board.names[cid]]


def test_each_piece_is_drawn_in_its_shape_and_its_factions_colour():
    game = mid_game()
    root = ET.fromstring(render_svg(game))
    colour = {fid: by_id(root, f"faction-{fid}").find(f"{NS}rect").get("stroke") for fid in FOUR}
    shapes = {"building": "rect", "warriors": "circle", "token": "polygon", "pawn": "path"}
    drawn = Counter()
    for kind, shape in shapes.items():
        for piece in groups(root, kind):
            assert [s.get("fill") for s in piece.iter(f"{NS}{shape}")][:1] == [colour[faction_of(piece)]], kind
            drawn[kind] += 1
    assert all(drawn[kind] for kind in shapes), drawn
    for token in groups(root, "token"):  # a stack of tokens carries its count on a white badge
        badges = [c for c in token.iter(f"{NS}circle") if c.get("fill") == "#ffffff"]
        assert len(badges) == (1 if [t for t in token.iter(f"{NS}text") if "count" in classes(t)] else 0)
    ruined = next(cid for cid, cl in game.state.clearings.items() if cl.ruins)
    for ruin in groups(by_id(root, f"clearing-{ruined}"), "ruin"):
        assert ruin.find(f"{NS}rect") is not None and [t.text for t in ruin.iter(f"{NS}text")] == ["R"]


def test_the_item_supply_names_each_item_with_its_count():
    game = mid_game(seed=6, decisions=120)
    supply = by_id(ET.fromstring(render_svg(game)), "item-supply")
    assert [t.text for t in supply.iter(f"{NS}text")][0] == "Item supply"
    for item in groups(supply, "item"):
        count = game.state.item_supply[kind_of(item)]
        assert [t.text for t in item.iter(f"{NS}text")] == [kind_of(item), f"\u00d7{count}"]
        assert item.find(f"{NS}rect") is not None


def test_a_factions_values_are_told_in_words():
    from rootcore.render import describe
    assert [describe(v) for v in (None, True, False, 3, "fox", [], ["a", 2], {})] == [
        "none", "yes", "no", "3", "fox", "none", "a, 2", "none"]
    assert describe({"item": "boot", "exhausted": True, "damaged": False}) == "boot (exhausted)"
    assert describe({"item": "boot", "exhausted": False}) == "boot"
    assert describe({"recruit": 0, "move": 2}) == "recruit 0, move 2"
    assert describe({"only": "thing"}) == "only thing"


def test_the_panel_shows_the_boards_show_list_or_else_the_simple_values_of_the_faction_data(monkeypatch):
    import rootcore.render as render
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "daylight",
                                  "clearings": {1: {"eyrie": {"warrior": 1, "roost": 1}}},
                                  "data": {"eyrie": {"leader": "commander"}}})

    def eyrie_lines(show):
        monkeypatch.setattr(render, "render_data", lambda game, faction: show if faction == "eyrie" else {})
        panel = by_id(ET.fromstring(render_svg(game)), "faction-eyrie")
        return [t.text for t in panel.iter(f"{NS}text") if "detail" in classes(t)]
    listed = eyrie_lines({"show": ["leader", "viziers", "no_such_value"]})
    assert "leader: commander" in listed and any(line.startswith("viziers: ") for line in listed)
    assert not any(line.startswith("no such value") for line in listed)  # a value the faction does not have
    unlisted = eyrie_lines({})  # no show list: the data's strings and numbers, not its lists or tables
    assert "leader: commander" in unlisted and not any(line.startswith(("viziers", "deposed")) for line in unlisted)


def test_the_render_command_says_what_it_drew_and_does_not_repeat_the_games_warnings(tmp_path, monkeypatch, capsys):
    from rootcore import plugins
    monkeypatch.delitem(plugins.discover().card_effects, "armorers")  # a card no plugin implements: a warning
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 2})
    rootcore.play(game, rootcore.RandomAgent(2))
    assert game.is_over and game.winners
    save, out = tmp_path / "game.json", tmp_path / "board.svg"
    game.save(str(save))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main(["render", str(save), "-o", str(out)]) == 0
    assert [str(w.message) for w in caught] == []
    assert capsys.readouterr().out == f"wrote {out}: game over, winners: {', '.join(game.winners)}\n"
    assert main(["render", str(save), "--at", "0", "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"wrote {out}: setup, after 0 choices\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        earlier = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 2})
    for option_id in game.log[:40]:
        earlier.choose(option_id)
    st = earlier.state
    assert st.phase != "setup"
    assert main(["render", str(save), "--at", "40", "-o", str(out)]) == 0
    told = f"turn {st.turn}, {st.current_faction} in {st.phase}, after 40 choices"
    assert capsys.readouterr().out == f"wrote {out}: {told}\n"


def test_a_game_stopped_at_the_turn_cap_is_drawn_over_with_no_winner():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.new_game({"factions": FOUR, "seed": 6, "max_turns": 2})
    rootcore.play(game, rootcore.RandomAgent(6))
    assert game.is_over and not game.winners
    status = all_text(by_id(ET.fromstring(render_svg(game)), "status"))
    assert "game over after turn 2: no winner (turn_cap)" in status
