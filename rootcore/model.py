"""Content model: the frozen attrs classes that content files (maps, decks, faction boards, manifests,
game configs) are structured into after JSON Schema validation.

These classes are data only. The loading pipeline (schema -> cattrs -> semantic checks) lives in
`rootcore.content`; the live game state lives in `rootcore.state`.
"""
from __future__ import annotations

from typing import Any

import attrs

SUITS = ("fox", "rabbit", "mouse", "bird")
CLEARING_SUITS = ("fox", "rabbit", "mouse")


@attrs.frozen
class ClearingDef:
    """One clearing of a map (Law 2.2): its printed number, suit, building slots and ruins."""

    id: int
    # The printed suit; "" on a map that prints none (its suits come from suit markers, Law A.1).
    suit: str = attrs.field(default="", kw_only=True)
    slots: int
    name: str = ""
    ruins: int = 0  # slots that begin filled with a ruin (Law 2.2.4), counted inside `slots`


@attrs.frozen
class ForestDef:
    """One forest (Law 2.4): the clearings it touches and the forests it is adjacent to (2.4.1)."""

    id: str
    clearings: tuple[int, ...]
    adjacent: tuple[str, ...] = ()
    name: str = ""


@attrs.frozen
class MapDef:
    """A map: clearings, paths, rivers, forests, corners (TL, TR, BR, BL), the clearings on its edge (G.1.15)
    and the source notes of its numbers."""

    id: str
    name: str
    clearings: tuple[ClearingDef, ...]
    paths: tuple[tuple[int, int], ...]
    corners: tuple[int, int, int, int]
    rivers: tuple[tuple[int, int], ...] = ()
    forests: tuple[ForestDef, ...] = ()
    edge: tuple[int, ...] = ()  # clearings on the map edge (G.1.15), clockwise; empty when the map file names none
    source: str = ""
    notes: dict[str, str] = attrs.Factory(dict)
    layout: dict[str, Any] = attrs.Factory(dict)  # width, height, clearings/forests -> [x, y] (pictures)
    data: dict[str, Any] = attrs.Factory(dict)  # map-specific rules data read by the map's plugin
    data_schema: dict[str, Any] = attrs.Factory(dict)  # the JSON Schema `data` was checked against (may be empty)
    # Suit markers shuffled onto the clearings at setup (Law A.1), by suit; empty: the printed suits are used
    # unless the game option `random_suits` asks for markers (then the base game's 4 of each, Law B.1.2).
    suit_markers: dict[str, int] = attrs.Factory(dict)


@attrs.frozen
class CardDef:
    """One card design of a deck; `count` copies of it are in the deck.

    kind: "item" (immediate, gives an item), "immediate" (one-shot effect), "persistent" (stays in the
    play area, Law 4.1.3), "ambush" (2.1.2) or "dominance" (2.1.3). `effect` names the effect id a deck
    plugin implements; `cost` lists crafting suits ("any" is the three-colour question mark, 4.1.1).
    """

    id: str
    name: str
    suit: str
    kind: str
    count: int = 1
    cost: tuple[str, ...] = ()
    item: str | None = None
    vp: int = 0
    effect: str | None = None
    timing: str | None = None
    summary: str = ""


@attrs.frozen
class DeckDef:
    """A shared deck (Law 2.1): its cards, and the items that begin in the item supply (5.1.5)."""

    id: str
    name: str
    cards: tuple[CardDef, ...]
    item_supply: dict[str, int] = attrs.Factory(dict)
    ruin_items: tuple[str, ...] = ()
    source: str = ""


@attrs.frozen
class PieceDef:
    """A kind of faction piece (Law 1.5.2): warrior, building, token or pawn, and how many exist."""

    type: str  # warrior | building | token | pawn
    count: int
    track: str | None = None  # name of the track that holds the pieces not on the map, if any
    # Where removed pieces go (G.1.22): "supply" (or track) | "gone"; "never": nothing removes them, they stay.
    on_removal: str = "supply"


@attrs.frozen
class TrackDef:
    """A faction-board track (filled right to left, Law G.1.19/G.1.22).

    Entry i of each list belongs to the i-th piece placed from the track: its cost, the VP scored on
    uncovering its space, and the draw bonus that space uncovers.
    """

    piece: str
    spaces: int
    cost: tuple[int, ...] = ()
    vp: tuple[int, ...] = ()
    draw_bonus: tuple[int, ...] = ()


@attrs.frozen
class FactionBoardDef:
    """A faction board: pieces, tracks, setup order letter, reach (5.2) and faction data (with the JSON Schema
    the file declares for it, `data_schema`, which loading checked)."""

    id: str
    name: str
    setup_order: str
    reach: int
    kind: str  # militant | insurgent
    pieces: dict[str, PieceDef]
    tracks: dict[str, TrackDef] = attrs.Factory(dict)
    crafting_piece: str | tuple[str, ...] | None = None  # one piece kind, or several (the Duchy's citadels and markets)
    hand_limit: int = 5
    data: dict[str, Any] = attrs.Factory(dict)
    data_schema: dict[str, Any] = attrs.Factory(dict)
    source: str = ""
    # The Marauder faction setup card (Law A.8.2): homelands, where, spacing, numbers, summary, source; empty if none.
    setup_card: dict[str, Any] = attrs.Factory(dict)

    @property
    def crafting_kinds(self) -> tuple[str, ...]:
        """The piece kinds whose clearings supply crafting suits (Law 4.1.1): `crafting_piece` as a tuple."""
        piece = self.crafting_piece
        return () if piece is None else (piece,) if isinstance(piece, str) else piece

    @property
    def pawn_kind(self) -> str | None:
        """The kind of this faction's pawn (`ClearingState.pawns` lists a pawn by its owner alone), or None."""
        return next((kind for kind, piece in self.pieces.items() if piece.type == "pawn"), None)


@attrs.frozen
class LandmarkSetup:
    """Where a landmark may be set up (Law A.5.3, as its card says): which clearings qualify (`clearing`: "any",
    "ruin", "river", "corner" or "one_slot_no_ruin"), how far from the landmarks already there (`apart`: not in their
    clearing, "clearing", or neither in nor adjacent to it, "adjacent") and the fewest players it needs."""

    clearing: str
    apart: str = "adjacent"
    min_players: int = 2


@attrs.frozen
class LandmarkDef:
    """A landmark card and its piece (Law Appendix F): its setup, a summary of its effect and the data its plugin
    reads (with the JSON Schema the file declares for it, `data_schema`, which loading checked)."""

    id: str
    name: str
    setup: LandmarkSetup
    summary: str = ""
    source: str = ""
    notes: dict[str, str] = attrs.Factory(dict)
    data: dict[str, Any] = attrs.Factory(dict)
    data_schema: dict[str, Any] = attrs.Factory(dict)


@attrs.frozen
class HirelingDef:
    """A hireling card (Law Appendix E): its promoted and demoted sides (A.6.2), the faction it keeps out of the game
    (A.6.5), its pieces, and the data its plugin reads (with the JSON Schema the file declares for it, `data_schema`,
    which loading checked)."""

    id: str
    name: str  # the promoted side's name
    demoted_name: str
    pieces: dict[str, PieceDef] = attrs.Factory(dict)
    excludes: tuple[str, ...] = ()
    summary: str = ""
    demoted_summary: str = ""
    source: str = ""
    notes: dict[str, str] = attrs.Factory(dict)
    data: dict[str, Any] = attrs.Factory(dict)
    data_schema: dict[str, Any] = attrs.Factory(dict)


@attrs.frozen
class RulesetDef:
    """What a ruleset component is built from: its id (its settings are in its code, `rootcore.Ruleset`)."""

    id: str


@attrs.frozen
class Manifest:
    """A plugin manifest (DESIGN section 2), validated against schemas/plugin.schema.json."""

    id: str
    kind: str  # faction | map | deck | character | hireling | landmark | ruleset | expansion
    name: str
    version: str
    rootcore: str = ">=0.1"
    requires: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    expansion: str | None = None
    content: tuple[str, ...] = ()  # "package:relative/path.toml" resource specs
    bundles: tuple[str, ...] = ()  # for kind = expansion: the plugin ids it enables
    fan: str | None = None  # fan content: where it comes from (the fan set); None for official content


@attrs.frozen
class GameConfig:
    """What game to play: components, seed, enabled/disabled plugins and options (a TOML file or a dict).
    Read-only, dicts included: configs loaded from the same file or mapping share them (`attrs.evolve` makes
    a changed copy)."""

    factions: tuple[str, ...] = ()  # empty: the factions of the default config (content/configs/default.toml)
    map: str = "autumn"
    deck: str = "standard"
    seed: int = 0
    expansions: tuple[str, ...] = ()
    enable: tuple[str, ...] = ()
    disable: tuple[str, ...] = ()
    seating: tuple[str, ...] | None = None  # fixed seating order; None = random (Law 5.1.1)
    max_turns: int = 500  # a safety cap for runaway bot games; reaching it ends the game with no winner
    agents: dict[str, str] = attrs.Factory(dict)  # faction -> agent kind for `rootcore play` (default random)
    options: dict[str, Any] = attrs.Factory(dict)
    landmarks: tuple[str, ...] = ()  # the one or two landmark cards in play (Law A.5.1); none: no landmarks
    hirelings: tuple[str, ...] = ()  # the three hireling cards dealt (Law A.6.1); none: no hirelings
    ruleset: str | None = None  # a ruleset changing rules of the Law (docs/rulesets.md); None: the current Law
