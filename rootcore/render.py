"""Draw a board picture (SVG) of a save: map, pieces, item supply, scores and whose turn it is.

    rootcore render SAVE [--at DECISION] [--player FACTION] [-o board.svg]

From Python: `rootcore.render.render_svg(game, player=None) -> str`. The picture shows what `player` may
know (`game.view(player)`, Law 1.2; None is an observer). Everything it draws comes from the view and
from content: map coordinates from the map's `[layout]` (or a deterministic automatic layout when a map
has none), faction colours, piece labels and the faction data worth showing from each faction board's
`[data.render]` table (`colour`, `pieces`, `show`); a faction without one gets a colour derived from its id.
The output is plain SVG 1.1 built with the standard library only.
"""
from __future__ import annotations

import colorsys
import hashlib
import math
import re
import sys
import textwrap
import warnings
import xml.etree.ElementTree as ET

from rootcore.board import path_distances
from rootcore.rules import suits

SVG_NS = "http://www.w3.org/2000/svg"

# Suit colours of the clearings (the board's own: fox red, rabbit yellow, mouse orange; birds sky blue).
SUIT_COLOURS = {"fox": "#d0463a", "rabbit": "#e3bf2d", "mouse": "#e08a36", "bird": "#5aa9d6"}

CLEARING_R = 56          # clearing radius
SLOT = 24                # building slot side
CHIP_R = 11              # warrior / token chip radius
CHIP_STEP = 25           # distance between chip centres
CHIPS_PER_ROW = 4
DEFAULT_SIZE = (1000.0, 900.0)
HEADER_H = 56
LEGEND_H = 40
PANEL_W = 420
PANEL_CHARS = 62         # characters per panel line at 12px (for wrapping)
BACKGROUND = "#f1e7cc"
FOREST_FILL = "#b9cf94"
PATH_COLOUR = "#a88b5a"
RIVER_COLOUR = "#4f9fd8"
INK = "#2b2418"


# -- colours -------------------------------------------------------------------------------------------

_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def hash_colour(key: str) -> str:
    """A stable colour for an id no content names a colour for (same id, same colour, on every run)."""
    digest = hashlib.sha256(key.encode()).digest()
    hue = digest[0] / 255.0
    sat = 0.45 + digest[1] / 255.0 * 0.25
    light = 0.38 + digest[2] / 255.0 * 0.14
    r, g, b = colorsys.hls_to_rgb(hue, light, sat)
    return "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))


def _rgb(colour: str) -> tuple[float, float, float]:
    return tuple(int(colour[i:i + 2], 16) / 255.0 for i in (1, 3, 5))  # type: ignore[return-value]


def text_colour(fill: str) -> str:
    """Black or white, whichever reads better on `fill`."""
    r, g, b = _rgb(fill)
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 0.6 else "#ffffff"


def tint(colour: str, amount: float) -> str:
    """`colour` mixed with white (amount 0 = unchanged, 1 = white)."""
    r, g, b = _rgb(colour)
    mix = [round((c + (1 - c) * amount) * 255) for c in (r, g, b)]
    return "#%02x%02x%02x" % tuple(mix)


def suit_colour(suit: str) -> str:
    return SUIT_COLOURS.get(suit) or hash_colour("suit:" + suit)


def render_data(game, faction: str) -> dict:
    """The faction board's `[data.render]` table ({} when the faction has none)."""
    component = game.factions.get(faction)
    board = getattr(component, "board", None)
    data = getattr(board, "data", None) or {}
    render = data.get("render")
    return render if isinstance(render, dict) else {}


def faction_colour(game, faction: str) -> str:
    colour = render_data(game, faction).get("colour")
    return colour if isinstance(colour, str) and _HEX.match(colour) else hash_colour(faction)


def piece_label(game, faction: str, kind: str, piece_type: str) -> str:
    labels = render_data(game, faction).get("pieces") or {}
    label = labels.get(kind) if isinstance(labels, dict) else None
    if isinstance(label, str) and label:
        return label
    initial = kind[:1] or "?"
    return initial.lower() if piece_type == "token" else initial.upper()


def faction_name(game, faction: str) -> str:
    component = game.factions.get(faction)
    board = getattr(component, "board", None)
    return getattr(board, "name", "") or faction


# -- layout --------------------------------------------------------------------------------------------

def board_layout(board) -> tuple[float, float, dict[int, tuple[float, float]], dict[str, tuple[float, float]]]:
    """(width, height, clearing centres, forest centres) for `board`: the map's `[layout]` where it gives
    them, the rest computed (a deterministic spring layout with the four corners pinned to the corners of
    the picture; a forest sits at the centre of the clearings it touches)."""
    layout = dict(board.map_def.layout or {})
    width = float(layout.get("width") or DEFAULT_SIZE[0])
    height = float(layout.get("height") or DEFAULT_SIZE[1])
    given = {}
    for key, point in (layout.get("clearings") or {}).items():
        try:
            cid = int(key)
        except (TypeError, ValueError):
            continue
        if cid in board.clearing_ids:
            given[cid] = (float(point[0]), float(point[1]))
    clearings = auto_layout(board, width, height, given)
    forests = {}
    given_forests = layout.get("forests") or {}
    for fid, members in board.forests.items():
        if fid in given_forests:
            forests[fid] = (float(given_forests[fid][0]), float(given_forests[fid][1]))
        else:
            pts = [clearings[c] for c in members if c in clearings] or [(width / 2, height / 2)]
            forests[fid] = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    return width, height, clearings, forests


def auto_layout(board, width: float, height: float, given: dict | None = None,
                iterations: int = 400) -> dict[int, tuple[float, float]]:
    """Positions for every clearing: `given` ones stay; if none are given the corners are pinned to the
    picture's corners (TL, TR, BR, BL); the others start at a mix of the corners weighted by graph
    distance and settle under springs along paths and rivers and repulsion between clearings."""
    given = dict(given or {})
    ids = list(board.clearing_ids)
    if all(c in given for c in ids):
        return given
    margin = CLEARING_R + 30
    lo_x, hi_x, lo_y, hi_y = margin, width - margin, margin + 14, height - margin
    pinned = dict(given)
    if not given:
        for cid, point in zip(board.corners, ((lo_x, lo_y), (hi_x, lo_y), (hi_x, hi_y), (lo_x, hi_y))):
            pinned[cid] = point
    edges = sorted({tuple(sorted(e)) for e in tuple(board.map_def.paths) + tuple(board.map_def.rivers)})
    neighbours: dict[int, set[int]] = {c: set() for c in ids}
    for a, b in edges:
        neighbours[a].add(b)
        neighbours[b].add(a)
    anchors = list(pinned.items())
    pos: dict[int, list[float]] = {}
    for index, cid in enumerate(ids):
        if cid in pinned:
            pos[cid] = list(pinned[cid])
            continue
        # Start at the anchors' average weighted by 1/(graph distance)^2, plus a small deterministic offset.
        dist = path_distances(neighbours, [cid])
        wsum = x = y = 0.0
        for aid, (ax, ay) in anchors:
            d: float | None = dist.get(aid)  # hops here; a float length in the spring loop below
            w = 1.0 / (d * d) if d else 0.05
            wsum += w
            x += w * ax
            y += w * ay
        if wsum:
            x, y = x / wsum, y / wsum
        else:
            x, y = width / 2, height / 2
        angle = index * 2.399963  # golden angle: spreads clearings that would start at the same point
        pos[cid] = [x + 30 * math.cos(angle), y + 30 * math.sin(angle)]
    ideal = math.sqrt((hi_x - lo_x) * (hi_y - lo_y) / max(1, len(ids))) * 0.95
    step = ideal / 4
    free = [c for c in ids if c not in pinned]
    for _ in range(iterations):
        force = {c: [0.0, 0.0] for c in free}
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                dx, dy = pos[a][0] - pos[b][0], pos[a][1] - pos[b][1]
                d2 = max(dx * dx + dy * dy, 1.0)
                d = math.sqrt(d2)
                push = ideal * ideal / d2
                if b in neighbours[a]:
                    push -= d / ideal  # spring: pull together beyond the ideal length
                fx, fy = dx / d * push, dy / d * push
                if a in force:
                    force[a][0] += fx
                    force[a][1] += fy
                if b in force:
                    force[b][0] -= fx
                    force[b][1] -= fy
        for c in free:
            fx, fy = force[c]
            size = math.hypot(fx, fy)
            if size > 0:
                move = min(step, size * ideal / 8)
                pos[c][0] = min(hi_x, max(lo_x, pos[c][0] + fx / size * move))
                pos[c][1] = min(hi_y, max(lo_y, pos[c][1] + fy / size * move))
        step = max(1.0, step * 0.985)
    return {c: (round(pos[c][0], 1), round(pos[c][1], 1)) for c in ids}


# -- SVG building --------------------------------------------------------------------------------------

def _fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _el(parent, tag: str, text: str | None = None, **attrs) -> ET.Element:
    node = ET.SubElement(parent, tag, {k.rstrip("_").replace("_", "-"): (_fmt(v) if isinstance(v, float) else str(v))
                                       for k, v in attrs.items() if v is not None})
    if text is not None:
        node.text = text
    return node


def _group(parent, title: str | None = None, **attrs) -> ET.Element:
    g = _el(parent, "g", **attrs)
    if title:
        _el(g, "title", title)
    return g


def _text(parent, x: float, y: float, text: str, size: float = 12, anchor: str = "start", weight=None,
          fill: str = INK, style=None, class_=None) -> ET.Element:
    return _el(parent, "text", text, x=float(x), y=float(y), font_size=size, text_anchor=anchor,
               font_weight=weight, fill=fill, font_style=style, class_=class_)


def _shrink(points, centre, factor):
    cx, cy = centre
    return [(cx + (x - cx) * factor, cy + (y - cy) * factor) for x, y in points]


# -- the picture ---------------------------------------------------------------------------------------

class _Picture:
    def __init__(self, game, player: str | None):
        if player is not None and player not in game.state.factions:
            raise ValueError(f"player {player!r} is not a faction of this game "
                             f"(factions: {', '.join(game.state.factions)})")
        self.game = game
        self.player = player
        self.view = game.view(player)
        self.board = game.board
        self.width, self.height, self.clearings, self.forests = board_layout(self.board)
        self.order = list(self.view["turn_order"]) or list(game.state.factions)
        self.colours = {f: faction_colour(game, f) for f in game.state.factions}

    def card(self, index: int) -> str:
        try:
            c = self.game.cards[index]
        except (IndexError, TypeError):
            return f"card {index}"
        return f"{c.name} ({c.suit})"

    # -- the whole document --

    def svg(self) -> str:
        panel_lines = self.panel_blocks()
        panel_h = HEADER_H + sum(block_height(b) for b in panel_lines) + 30
        map_h = HEADER_H + self.height + LEGEND_H
        total_w = self.width + PANEL_W
        total_h = max(map_h, panel_h)
        root = ET.Element("svg", {"xmlns": SVG_NS, "version": "1.1", "width": _fmt(total_w),
                                  "height": _fmt(total_h), "viewBox": f"0 0 {_fmt(total_w)} {_fmt(total_h)}",
                                  "font-family": "DejaVu Sans, Verdana, Arial, sans-serif"})
        _el(root, "title", self.title())
        _el(root, "desc", "Board picture drawn by rootcore render from the game view of "
            + (self.player or "an observer") + ".")
        _el(root, "rect", x=0, y=0, width=_fmt(total_w), height=_fmt(total_h), fill="#fbf7ec")
        self.draw_status(root)
        board = _group(root, id="board", transform=f"translate(0,{HEADER_H})")
        _el(board, "rect", x=4, y=4, width=_fmt(self.width - 8), height=_fmt(self.height - 8), rx=18,
            fill=BACKGROUND, stroke="#8c7650", stroke_width=3)
        self.draw_forests(board)
        self.draw_edges(board)
        self.draw_path_pieces(board)
        for cid in self.board.clearing_ids:
            self.draw_clearing(board, cid)
        self.draw_forest_pawns(board)
        self.draw_legend(root, HEADER_H + self.height)
        self.draw_panel(root, panel_lines)
        ET.indent(root, space=" ")
        return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root, encoding="unicode") + "\n"

    def title(self) -> str:
        return f"Root: {self.board.map_def.name} map, " + self.status_text()

    def status_text(self) -> str:
        v = self.view
        if v["over"]:
            why = {"dominance": " by dominance"}.get(self.game.state.end_reason, "")
            if v["winners"]:
                return f"game over after turn {v['turn']}: {', '.join(v['winners'])} won{why}"
            return f"game over after turn {v['turn']}: no winner ({self.game.state.end_reason or 'ended'})"
        if v["phase"] == "setup" or not v["current"]:
            return "setup"
        return f"turn {v['turn']}: {v['current']}, {v['phase']}"

    def draw_status(self, root) -> None:
        g = _group(root, id="status")
        _text(g, 16, 26, self.title(), size=18, weight="bold", class_="status")
        pending = self.view["pending"]
        parts = [f"after {len(self.game.log)} choices"]
        if pending:
            parts.append(f"waiting for {pending['player']} ({pending['kind']})")
        parts.append(f"view: {self.player or 'observer'}")
        parts.append(f"deck {self.view['deck_count']} cards, discard {len(self.view['discard'])}")
        _text(g, 16, 46, " \u00b7 ".join(parts), size=12, class_="substatus")

    def draw_forests(self, parent) -> None:
        g = _group(parent, id="forests")
        names = {f.id: f.name for f in self.board.map_def.forests}
        for fid, members in self.board.forests.items():
            centre = self.forests[fid]
            pts = [self.clearings[c] for c in members if c in self.clearings]
            name = names.get(fid, "")
            fg = _group(g, f"forest {fid}" + (f" ({name})" if name else "") + ": touches clearings "
                        + ", ".join(str(c) for c in members), id=f"forest-{fid}", class_="forest")
            if len(pts) >= 3:
                pts.sort(key=lambda p: math.atan2(p[1] - centre[1], p[0] - centre[0]))
                shrunk = _shrink(pts, centre, 0.86)
                _el(fg, "polygon", points=" ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in shrunk),
                    fill=FOREST_FILL, stroke="#8fae6a", stroke_width=2, stroke_linejoin="round")
            _el(fg, "circle", cx=centre[0], cy=centre[1], r=15.0, fill="#7f9f58", stroke="#5c7a3c",
                stroke_width=1.5)
            _text(fg, centre[0], centre[1] + 4, fid, size=10, anchor="middle", fill="#ffffff", weight="bold")

    def draw_edges(self, parent) -> None:
        g = _group(parent, id="paths")
        for a, b in self.board.map_def.paths:
            (x1, y1), (x2, y2) = self.clearings[a], self.clearings[b]
            _el(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=PATH_COLOUR, stroke_width=9,
                stroke_linecap="round", class_=f"path path-{a}-{b}")
            _el(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke="#d8c598", stroke_width=3,
                stroke_dasharray="8 7", stroke_linecap="round")
        g = _group(parent, id="rivers")
        for a, b in self.board.map_def.rivers:
            (x1, y1), (x2, y2) = self.clearings[a], self.clearings[b]
            _el(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=RIVER_COLOUR, stroke_width=12,
                stroke_opacity=0.8, stroke_linecap="round", class_=f"river river-{a}-{b}")
            _el(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke="#a9d4f2", stroke_width=2,
                stroke_dasharray="14 10")

    def draw_path_pieces(self, parent) -> None:
        """Warriors standing on paths (`Faction.pieces_on_paths`: the Highway Bandits), at each path's middle."""
        g = _group(parent, id="path-pieces")
        for faction, component in self.game.factions.items():
            for (a, b), count in component.pieces_on_paths(self.game).items():
                (x1, y1), (x2, y2) = self.clearings[a], self.clearings[b]
                self.draw_chip(g, (x1 + x2) / 2, (y1 + y2) / 2, "warriors", faction, "warrior", count)

    def draw_clearing(self, parent, cid: int) -> None:
        x, y = self.clearings[cid]
        suit = self.view["suits"].get(cid) or self.board.printed_suit.get(cid) or ""
        cl = self.view["clearings"][cid]
        name = self.board.names.get(cid, "")
        g = _group(parent, f"clearing {cid}" + (f" {name}" if name else "") + f" ({suit or 'no suit yet'})",
                   id=f"clearing-{cid}", class_=f"clearing suit-{suit or 'none'}")
        several = suits.split(suit) if suit else ()  # the Lost City's clearing counts as several suits (Appendix F)
        colour = suit_colour(suit) if len(several) == 1 else "#a39a86"
        _el(g, "circle", cx=x, cy=y, r=float(CLEARING_R), fill=tint(colour, 0.72), stroke=colour, stroke_width=6,
            class_="clearing-disc")
        # number badge (top left) and suit badge (top right)
        _el(g, "circle", cx=x - 42, cy=y - 42, r=15.0, fill=INK, stroke="#ffffff", stroke_width=2)
        _text(g, x - 42, y - 37, str(cid), size=14, anchor="middle", weight="bold", fill="#ffffff",
              class_="clearing-id")
        self.draw_suit_badge(g, x, y, suit, colour)
        if name:
            _text(g, x, y + CLEARING_R + 16, name, size=11, anchor="middle", style="italic", class_="clearing-name")
        landmarks = [self.game.definition.landmarks[lid].definition.name
                     for lid, at in self.view["landmarks"].items() if at["clearing"] == cid]
        if landmarks:  # Appendix F: a plain mark under the clearing
            _text(g, x, y + CLEARING_R + 30, "\u2691 " + ", ".join(landmarks), size=11, anchor="middle",
                  weight="bold", class_="landmark")
        marker = self.view["sealed"].get(cid)
        if marker:  # no piece may be placed in or moved into it (`GameState.sealed`: the Scoundrel's torch, D.6.2)
            _text(g, x, y - CLEARING_R - 8, f"\u2716 sealed: {marker}", size=11, anchor="middle", weight="bold",
                  fill="#b0281a", class_="sealed")
        self.draw_slots(g, cid, x, y, cl)
        self.draw_chips(g, x, y, cl)

    def draw_suit_badge(self, g, x, y, suit: str, colour: str) -> None:
        """The suit badge at a clearing's top right: one colour and name, or a stripe per suit and their
        initials for a clearing of several suits."""
        several = suits.split(suit) if suit else ()
        if len(several) > 1:
            width = 46.0 / len(several)
            for i, one in enumerate(several):
                _el(g, "rect", x=x + 22 + i * width, y=y - 58, width=width, height=16.0, fill=suit_colour(one),
                    stroke=INK, stroke_width=1)
            _text(g, x + 45, y - 46, "+".join(one[0].upper() for one in several), size=11, anchor="middle",
                  weight="bold", fill=INK, class_="suit")
            return
        _el(g, "rect", x=x + 22, y=y - 58, width=46.0, height=16.0, rx=8, fill=colour, stroke=INK, stroke_width=1)
        _text(g, x + 45, y - 46, suit or "?", size=11, anchor="middle", weight="bold", fill=text_colour(colour),
              class_="suit")

    def draw_slots(self, g, cid, x, y, cl) -> None:
        buildings = [tuple(b) for b in cl["buildings"]]
        ruins = cl["ruins"]
        total = max(self.game.state.slots.get(cid, 0), len(buildings) + ruins)
        if not total:
            return
        width = total * SLOT + (total - 1) * 4
        left = x - width / 2
        top = y - 36
        sg = _group(g, class_="slots")
        for i in range(total):
            sx = left + i * (SLOT + 4)
            if i < len(buildings):
                faction, kind = buildings[i]
                fill = self.colours.get(faction, hash_colour(faction))
                bg = _group(sg, f"{faction} {kind}", class_=f"building faction-{faction} kind-{kind}")
                _el(bg, "rect", x=sx, y=top, width=float(SLOT), height=float(SLOT), rx=4, fill=fill, stroke=INK,
                    stroke_width=1.5)
                label = piece_label(self.game, faction, kind, "building")
                _text(bg, sx + SLOT / 2, top + 16.5, label, size=11 if len(label) < 3 else 8, anchor="middle",
                      weight="bold", fill=text_colour(fill))
            elif i < len(buildings) + ruins:
                rg = _group(sg, "ruin", class_="ruin")
                _el(rg, "rect", x=sx, y=top, width=float(SLOT), height=float(SLOT), rx=4, fill="#8d8577", stroke=INK,
                    stroke_width=1.5)
                _text(rg, sx + SLOT / 2, top + 16.5, "R", size=12, anchor="middle", weight="bold", fill="#f4efe4")
            else:
                _el(sg, "rect", x=sx, y=top, width=float(SLOT), height=float(SLOT), rx=4, fill="#ffffff",
                    fill_opacity=0.55, stroke="#6b5d45", stroke_width=1.2, stroke_dasharray="3 2",
                    class_="empty-slot")

    def draw_chips(self, g, x, y, cl) -> None:
        chips = []  # (kind of chip, faction, piece kind, count)
        for faction in self.order + sorted(set(cl["warriors"]) - set(self.order)):
            if cl["warriors"].get(faction):
                chips.append(("warriors", faction, "warrior", cl["warriors"][faction]))
        tokens: dict[tuple[str, str], int] = {}
        for faction, kind in cl["tokens"]:
            tokens[(faction, kind)] = tokens.get((faction, kind), 0) + 1
        for (faction, kind), n in tokens.items():
            chips.append(("token", faction, kind, n))
        for faction in cl["pawns"]:
            chips.append(("pawn", faction, "pawn", 1))
        for i, chip in enumerate(chips):
            row, col = divmod(i, CHIPS_PER_ROW)
            in_row = min(CHIPS_PER_ROW, len(chips) - row * CHIPS_PER_ROW)
            cx = x + (col - (in_row - 1) / 2) * CHIP_STEP
            cy = y + 6 + row * CHIP_STEP
            self.draw_chip(g, cx, cy, *chip)

    def draw_chip(self, g, cx, cy, chip, faction, kind, count) -> None:
        fill = self.colours.get(faction, hash_colour(faction))
        ink = text_colour(fill)
        if chip == "warriors":
            cg = _group(g, f"{faction}: {count} warrior" + ("s" if count != 1 else ""),
                        class_=f"warriors faction-{faction}")
            _el(cg, "circle", cx=cx, cy=cy, r=float(CHIP_R), fill=fill, stroke=INK, stroke_width=1.5)
            _text(cg, cx, cy + 4.5, str(count), size=13 if count < 10 else 11, anchor="middle", weight="bold",
                  fill=ink, class_="count")
        elif chip == "token":
            cg = _group(g, f"{faction}: {count} {kind} token" + ("s" if count != 1 else ""),
                        class_=f"token faction-{faction} kind-{kind}")
            r = CHIP_R
            _el(cg, "polygon", points=f"{_fmt(cx)},{_fmt(cy - r - 1)} {_fmt(cx + r + 1)},{_fmt(cy)} "
                f"{_fmt(cx)},{_fmt(cy + r + 1)} {_fmt(cx - r - 1)},{_fmt(cy)}", fill=fill, stroke=INK,
                stroke_width=1.5, stroke_linejoin="round")
            label = piece_label(self.game, faction, kind, "token")
            _text(cg, cx, cy + 4, label, size=10 if len(label) < 2 else 8, anchor="middle", weight="bold", fill=ink)
            if count > 1:
                _el(cg, "circle", cx=cx + 9, cy=cy - 9, r=7.0, fill="#ffffff", stroke=INK, stroke_width=1)
                _text(cg, cx + 9, cy - 5.5, str(count), size=9, anchor="middle", weight="bold", class_="count")
        else:
            self.draw_pawn(g, cx, cy, faction)

    def draw_pawn(self, g, cx, cy, faction, scale: float = 1.0) -> None:
        fill = self.colours.get(faction, hash_colour(faction))
        pg = _group(g, f"{faction} pawn", class_=f"pawn faction-{faction}")
        s = scale
        body = (f"M {_fmt(cx - 9 * s)},{_fmt(cy + 12 * s)} L {_fmt(cx - 5 * s)},{_fmt(cy - 2 * s)} "
                f"L {_fmt(cx + 5 * s)},{_fmt(cy - 2 * s)} L {_fmt(cx + 9 * s)},{_fmt(cy + 12 * s)} Z")
        _el(pg, "path", d=body, fill=fill, stroke=INK, stroke_width=1.5, stroke_linejoin="round")
        _el(pg, "circle", cx=cx, cy=cy - 7 * s, r=6.5 * s, fill=fill, stroke=INK, stroke_width=1.5)

    def forest_pawns(self) -> dict[str, list[str]]:
        """Pawns standing in a forest: a faction whose view (or view data) has `location = {forest: id}`; the
        players' first, then the hirelings' (the Exile's)."""
        out: dict[str, list[str]] = {}
        others = [f for f in self.view["factions"] if f not in self.order]
        for faction in self.order + others:
            entry = self.view["factions"].get(faction, {})
            location = entry.get("location")
            if not isinstance(location, dict):
                data = entry.get("data")
                location = data.get("location") if isinstance(data, dict) else None
            if isinstance(location, dict) and location.get("forest") in self.forests:
                out.setdefault(location["forest"], []).append(faction)
        return out

    def draw_forest_pawns(self, parent) -> None:
        for fid, factions in self.forest_pawns().items():
            x, y = self.forests[fid]
            for i, faction in enumerate(factions):
                self.draw_pawn(parent, x + 24 + i * 22, y - 2, faction, scale=1.2)

    def draw_legend(self, root, top) -> None:
        g = _group(root, id="legend", transform=f"translate(16,{_fmt(top + 8)})")
        x = 0
        _el(g, "circle", cx=x + 10, cy=12, r=float(CHIP_R), fill="#777777", stroke=INK, stroke_width=1.5)
        _text(g, x + 10, 16.5, "3", size=13, anchor="middle", weight="bold", fill="#ffffff")
        _text(g, x + 26, 16, "warriors", size=12)
        x += 100
        _el(g, "rect", x=x, y=0, width=24, height=24, rx=4, fill="#777777", stroke=INK, stroke_width=1.5)
        _text(g, x + 30, 16, "building", size=12)
        x += 100
        _el(g, "polygon", points=f"{x + 12},0 {x + 24},12 {x + 12},24 {x},12", fill="#777777", stroke=INK,
            stroke_width=1.5)
        _text(g, x + 30, 16, "token", size=12)
        x += 80
        _el(g, "rect", x=x, y=0, width=24, height=24, rx=4, fill="#8d8577", stroke=INK, stroke_width=1.5)
        _text(g, x + 12, 17, "R", size=12, anchor="middle", weight="bold", fill="#f4efe4")
        _text(g, x + 30, 16, "ruin", size=12)
        x += 70
        _el(g, "rect", x=x, y=0, width=24, height=24, rx=4, fill="#ffffff", stroke="#6b5d45", stroke_dasharray="3 2")
        _text(g, x + 30, 16, "empty slot", size=12)
        x += 110
        _el(g, "line", x1=x, y1=12, x2=x + 30, y2=12, stroke=PATH_COLOUR, stroke_width=8)
        _text(g, x + 36, 16, "path", size=12)
        x += 80
        _el(g, "line", x1=x, y1=12, x2=x + 30, y2=12, stroke=RIVER_COLOUR, stroke_width=10)
        _text(g, x + 36, 16, "river", size=12)
        x += 80
        _el(g, "circle", cx=x + 12, cy=12, r=12.0, fill="#7f9f58")
        _text(g, x + 30, 16, "forest", size=12)

    # -- the side panel --

    def panel_blocks(self) -> list[dict]:
        blocks = []
        for faction in self.order:
            blocks.append({"faction": faction, "lines": self.faction_lines(faction)})
        items = self.view.get("item_supply") or {}
        blocks.append({"items": items})
        return blocks

    def faction_lines(self, faction: str) -> list[str]:
        entry = self.view["factions"].get(faction, {})
        lines = []
        hand = entry.get("hand")
        lines.append(f"hand {entry.get('hand_count', 0)} card" + ("s" if entry.get("hand_count") != 1 else "")
                     + (": " + ", ".join(self.card(c) for c in hand) if hand else ""))
        if entry.get("dominance") is not None:
            lines.append("dominance: " + self.card(entry["dominance"]))
        supply = {k: v for k, v in (entry.get("supply") or {}).items()}
        if supply:
            lines.append("supply: " + ", ".join(f"{k} {v}" for k, v in supply.items()))
        tracks = entry.get("tracks") or {}
        if tracks:
            lines.append("on tracks: " + ", ".join(f"{k} {v}" for k, v in tracks.items()))
        if entry.get("crafted_items"):
            lines.append("crafted items: " + ", ".join(entry["crafted_items"]))
        if entry.get("play_area"):
            lines.append("play area: " + ", ".join(self.card(c) for c in entry["play_area"]))
        for zone, cards in (entry.get("zones") or {}).items():
            if isinstance(cards, dict):
                lines.append(f"{zone}: {cards.get('count', 0)} card(s), hidden")
            else:
                lines.append(f"{zone}: " + (", ".join(self.card(c) for c in cards) or "none"))
        data = entry.get("data") if isinstance(entry.get("data"), dict) else {}
        show = render_data(self.game, faction).get("show")
        if isinstance(show, list):
            keys = [k for k in show if isinstance(k, str)]
        else:  # no list in the content: every simple value of the faction data
            keys = [k for k, v in data.items() if isinstance(v, (str, int, float)) and not isinstance(v, bool)]
        for key in keys:
            value = entry[key] if key in entry else data.get(key)
            if value is None and key not in entry and key not in data:
                continue
            lines.append(f"{key.replace('_', ' ')}: {describe(value)}")
        out = []
        for line in lines:
            out.extend(wrap(line))
        return out

    def draw_panel(self, root, blocks) -> None:
        left = self.width + 10
        g = _group(root, id="panel", transform=f"translate({_fmt(left)},{HEADER_H})")
        y = 4.0
        current = self.view["current"] if not self.view["over"] and self.view["phase"] != "setup" else None
        for block in blocks:
            if "faction" in block:
                faction = block["faction"]
                fs_entry = self.view["factions"].get(faction, {})
                colour = self.colours[faction]
                classes = f"faction faction-{faction}" + (" current" if faction == current else "") \
                    + (" winner" if faction in self.view["winners"] else "")
                fg = _group(g, id=f"faction-{faction}", class_=classes)
                h = block_height(block)
                _el(fg, "rect", x=0, y=y, width=float(PANEL_W - 20), height=h - 8, rx=8,
                    fill=tint(colour, 0.85), stroke=colour, stroke_width=4 if faction == current else 1.5)
                _el(fg, "rect", x=0, y=y, width=10.0, height=h - 8, rx=4, fill=colour)
                marker = "\u25b6 " if faction == current else ""
                _text(fg, 18, y + 22, marker + faction_name(self.game, faction), size=15, weight="bold",
                      class_="faction-name")
                _text(fg, PANEL_W - 34, y + 22, f"{fs_entry.get('score', 0)} VP", size=15, anchor="end",
                      weight="bold", class_="score")
                sub = faction + (f", {self.view['phase']}" if faction == current else "")
                if faction in self.view["winners"]:
                    sub += ", winner"
                _text(fg, 18, y + 38, sub, size=11, style="italic", class_="faction-id")
                for i, line in enumerate(block["lines"]):
                    _text(fg, 18, y + 56 + i * 15, line, size=12, class_="detail")
                y += h
            else:
                ig = _group(g, "the item supply", id="item-supply")
                _text(ig, 4, y + 18, "Item supply", size=15, weight="bold")
                for i, (item, count) in enumerate(block["items"].items()):
                    col, row = i % 3, i // 3
                    ix, iy = 4 + col * 130, y + 28 + row * 30
                    cg = _group(ig, f"{item}: {count}", class_=f"item kind-{item}")
                    _el(cg, "rect", x=float(ix), y=iy, width=122.0, height=24.0, rx=12,
                        fill="#efe3c2" if count else "#e4e0d8", stroke="#6b5d45", stroke_width=1.2)
                    _text(cg, ix + 10, iy + 16.5, item, size=12, fill=INK if count else "#8a8478")
                    _text(cg, ix + 112, iy + 16.5, f"\u00d7{count}", size=12, anchor="end", weight="bold",
                          class_="count", fill=INK if count else "#8a8478")
                y += block_height(block)


def block_height(block: dict) -> float:
    if "faction" in block:
        return 56 + 15 * len(block["lines"]) + 4
    return 34 + 30 * math.ceil(len(block["items"]) / 3) + 10


def wrap(line: str) -> list[str]:
    return textwrap.wrap(line, PANEL_CHARS, subsequent_indent="   ") or [""]


def describe(value) -> str:
    """A short human text for a JSON-like value of a faction's view."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float, str)):
        return str(value)
    if isinstance(value, list):
        return ", ".join(describe(v) for v in value) if value else "none"
    if isinstance(value, dict):
        strings = [v for v in value.values() if isinstance(v, str)]
        flags = [k for k, v in value.items() if v is True]
        if len(strings) == 1 and len(value) > 1 and all(isinstance(v, (str, bool)) for v in value.values()):
            return strings[0] + (f" ({', '.join(flags)})" if flags else "")  # a thing and its state flags
        return ", ".join(f"{k} {describe(v)}" for k, v in value.items()) if value else "none"
    return str(value)


def render_svg(game, player: str | None = None) -> str:
    """An SVG 1.1 picture of `game` as `player` sees it (None: an observer)."""
    return _Picture(game, player).svg()


# -- the command ---------------------------------------------------------------------------------------

def load_at(save, at: int | None, disable=()):
    """The game of a save (a path, JSON text or a dict) after its first `at` choices (all of them if None),
    without the plugins of `disable` (`rootcore.load_game`)."""
    from rootcore.engine import SaveError, _read_save, load_game
    data = _read_save(save)
    choices = data["choices"]
    if at is not None:
        if not 0 <= at <= len(choices):
            raise SaveError(f"--at {at} is out of range: the save has {len(choices)} choices")
        if at < len(choices):
            data = dict(data, choices=choices[:at])
            data.pop("state", None)  # the recorded state is the final one, not this earlier one
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return load_game(data, disable=disable)


def add_arguments(parser) -> None:
    from rootcore.cli import add_disable_argument
    parser.add_argument("save", help="a save file (rootcore play --save)")
    parser.add_argument("--at", type=int, metavar="DECISION",
                        help="replay only the first DECISION choices of the save (default: all)")
    parser.add_argument("--player", metavar="FACTION",
                        help="draw what this faction may know (its hand); default: an observer")
    parser.add_argument("-o", "--output", metavar="FILE", help="SVG file to write (default: standard output)")
    add_disable_argument(parser)


def run(args) -> int:
    game = load_at(args.save, args.at, args.disable)
    svg = render_svg(game, args.player)
    if args.output in (None, "-"):
        sys.stdout.write(svg)
        return 0
    with open(args.output, "w", encoding="utf-8") as out:
        out.write(svg)
    print(f"wrote {args.output}: {_status_line(game)}")
    return 0


def _status_line(game) -> str:
    st = game.state
    if st.over:
        return f"game over, winners: {', '.join(st.winners) or 'none'}"
    if st.phase == "setup" or not st.turn_order:
        return f"setup, after {len(game.log)} choices"
    return f"turn {st.turn}, {st.current_faction} in {st.phase}, after {len(game.log)} choices"

