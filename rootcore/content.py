"""Content loading: a TOML (or JSON) file -> JSON Schema -> cattrs -> semantic checks -> frozen model objects.

Every content file starts with a header, ``kind`` ("map" | "deck" | "faction" | "landmark" | "hireling" | "plugin" |
"config") and
``schema_version = 1``, followed by the fields of the matching class in `rootcore.model`. Because the header
owns ``kind``, a model field that is itself called ``kind`` is spelled ``faction_kind`` (FactionBoardDef) or
``plugin_kind`` (Manifest) in files.

Each loader reports *every* problem it finds, as `ContentIssue` objects (file, JSONPath-like path, message)
gathered in one `ContentError`: schema errors first, then the file's `data` table against the JSON Schema the
file declares for it in `data_schema` (the table its plugin reads); the semantic pass (cross-references such as
paths naming real clearings) runs once the shape is right. A misspelt field or option name gets a "did you
mean" hint (`did_you_mean`). A file may give only what differs from another of its kind (``extends``, laid
over it before the checks: `_extended`). Loaded objects are cached by resolved path and modification time (those
of the files extended too), so starting many games does not re-parse files. `validate_paths` checks files as
`rootcore validate` does, the installed plugins' own checks of a map, deck or faction file included. Sources are
a filesystem path, a resource spec ``"package:relative/path.toml"`` (read through importlib.resources), or for
game configs a mapping.
"""
from __future__ import annotations

import difflib
import functools
import importlib.resources
import json
import marshal
import os
import tomllib
from collections.abc import Callable, Iterable, Mapping
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, cast

import attrs
import cattrs
from cattrs.gen import make_dict_structure_fn, override
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
import referencing.exceptions
from referencing import Registry, Resource

from rootcore.caches import BoundedCache
from rootcore.model import DeckDef, FactionBoardDef, GameConfig, HirelingDef, LandmarkDef, Manifest, MapDef

__all__ = [
    "ContentError",
    "ContentIssue",
    "did_you_mean",
    "load_deck",
    "load_faction_board",
    "load_game_config",
    "load_manifest",
    "load_map",
    "resolve_resource",
    "schema_registry",
    "validate_paths",
]

SCHEMA_BASE = "https://rootcore.invalid/schemas/"
Source = str | os.PathLike | Traversable


@attrs.frozen
class ContentIssue:
    """One problem in a content file: which file, where in it (``$.paths[3]``), and what is wrong."""

    file: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}"


class ContentError(ValueError):
    """Raised when a content file is invalid; `.issues` holds every problem found, the message lists them."""

    def __init__(self, issues: Iterable[ContentIssue]) -> None:
        self.issues = list(issues)
        super().__init__("\n".join(str(issue) for issue in self.issues))


# --------------------------------------------------------------------------- locating and reading files


def resolve_resource(spec: str | os.PathLike, base: Traversable | None = None) -> Traversable:
    """Resolve ``"package:relative/path"`` through importlib.resources; anything else is a filesystem path,
    taken relative to `base` (e.g. a manifest's directory) when one is given and the path is relative."""
    if isinstance(spec, str):
        package, sep, relative = spec.partition(":")
        # A one-letter "package" is a Windows drive letter, not a module.
        if sep and len(package) > 1 and all(part.isidentifier() for part in package.split(".")):
            return importlib.resources.files(package).joinpath(relative)
    path = Path(spec)
    return base.joinpath(str(path)) if base is not None and not path.is_absolute() else path


def read_document(resource: Traversable, label: str) -> Any:
    """Parse a TOML or JSON file; a missing file or a syntax error becomes a ContentError naming the file."""
    try:
        raw = resource.read_bytes()
    except OSError as exc:
        raise ContentError([ContentIssue(label, "$", f"cannot read file: {exc.strerror or exc}")]) from None
    try:
        if resource.name.lower().endswith(".json"):  # "MAP.JSON" from a case-blind file system too
            return json.loads(raw)
        # "utf-8-sig": the byte order mark some Windows editors put first is not content (tomllib refuses it).
        return tomllib.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:  # its message gives a byte offset; a person looks for a line
        line = raw[:exc.start].count(b"\n") + 1
        raise ContentError([ContentIssue(label, "$", f"syntax error: not UTF-8 text: byte {raw[exc.start]:#04x} "
                                                     f"at line {line}")]) from None
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        # tomllib puts "(at line L, column C)" in its message, so the line is reported too.
        raise ContentError([ContentIssue(label, "$", f"syntax error: {exc}")]) from None


def _identity(resource: Traversable) -> tuple[str, int | None]:
    """Cache key of a file: its absolute path plus mtime, so an edited file is read again."""
    if isinstance(resource, Path):
        try:
            return str(resource.resolve()), resource.stat().st_mtime_ns
        except OSError:
            return str(resource.resolve()), None
    return str(resource), None


# --------------------------------------------------------------------------- schema validation


@functools.cache
def schema_registry() -> Registry:
    """A `referencing` registry of every schema shipped in package ``rootcore.schemas``, keyed by its ``$id``;
    cross-file ``$ref``s resolve through it, never through the network."""
    files = importlib.resources.files("rootcore.schemas")
    resources = [
        Resource.from_contents(json.loads(f.read_text(encoding="utf-8")))
        for f in files.iterdir()
        if f.name.endswith(".schema.json")
    ]
    # Every shipped schema has an `$id` (tests/test_content.py checks), so `id()` is never None here.
    return Registry().with_resources((cast(str, resource.id()), resource) for resource in resources)


@functools.cache
def item_kinds() -> frozenset[str]:
    """The item kinds of the game (Law 2.5, Appendix B), as the shared schema lists them (`$defs/item`)."""
    common = schema_registry().contents(f"{SCHEMA_BASE}common.schema.json")
    return frozenset(common["$defs"]["item"]["enum"])


@functools.cache
def _validator(kind: str) -> Draft202012Validator:
    registry = schema_registry()
    return Draft202012Validator(registry.contents(f"{SCHEMA_BASE}{kind}.schema.json"), registry=registry)


def _join(path: str, key: str | int) -> str:
    return f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}"


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """A hint for a mistyped name: `` (did you mean 'x'?)`` when one of the `known` names is close to it, else ''.
    Unknown fields of content files, unknown game options and unknown hook names all take it."""
    close = difflib.get_close_matches(name, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _schema_issues(instance: Any, validator: Draft202012Validator, label: str, at: str = "$") -> list[ContentIssue]:
    """What `validator` finds wrong with `instance`, which sits at path `at` of the file `label`."""
    issues = []
    # Sort by position in the document so reports read top to bottom (ints and strs never share a depth).
    errors = sorted(validator.iter_errors(instance), key=lambda e: [(isinstance(p, str), p) for p in e.path])
    for error in errors:
        if error.context:  # anyOf/oneOf: the most relevant branch error says more than "not valid under any"
            error = best_match(error.context)
        where = at + error.json_path[1:]  # json_path starts with "$", the instance itself
        if error.validator == "additionalProperties" and error.validator_value is False:
            # Point at each misspelt key rather than at the object that holds it.
            known = error.schema.get("properties", {})
            issues += [ContentIssue(label, _join(where, key), f"unknown field {key!r}{did_you_mean(key, known)}")
                       for key in error.instance if key not in known]
        else:
            issues.append(ContentIssue(label, where, error.message))
    return list(dict.fromkeys(issues))  # the metaschema reports some errors by two routes


@functools.cache
def _core_data_keys(kind: str) -> frozenset[str]:
    """Keys of `data` that rootcore's own schema for `kind` defines (a faction's `render`): checked there, so
    left out of the check against the file's `data_schema`."""
    schema = schema_registry().contents(f"{SCHEMA_BASE}{kind}.schema.json")
    return frozenset(schema["properties"].get("data", {}).get("properties", {}))


# Checks a file's `data_schema`. Its own validator, not a `$ref` from rootcore's schemas: the metaschema's dynamic
# references resolve several times faster through the registry of jsonschema's own than through ours.
_METASCHEMA = Draft202012Validator(Draft202012Validator.META_SCHEMA)


def _data_issues(document: dict, kind: str, label: str) -> list[ContentIssue]:
    """The file's `data` table against the JSON Schema the file declares for it (`data_schema`), if any, once
    that is a valid schema. It gets a base URI among rootcore's, so ``"common.schema.json#/$defs/item"`` resolves."""
    declared = document.get("data_schema")
    if declared is None:
        return []
    issues = _schema_issues(declared, _METASCHEMA, label, at="$.data_schema")
    if issues:
        return issues
    validator = Draft202012Validator({"$id": f"{SCHEMA_BASE}{kind}-data.schema.json", **declared},
                                     registry=schema_registry())
    skip = _core_data_keys(kind)
    data = {key: value for key, value in document.get("data", {}).items() if key not in skip}
    try:
        return _schema_issues(data, validator, label, at="$.data")
    except referencing.exceptions.Unresolvable as exc:  # a $ref naming no schema rootcore has
        return [ContentIssue(label, "$.data_schema", f"a $ref of data_schema cannot be resolved: {exc}")]


# --------------------------------------------------------------------------- structuring


def _one_or_several(value, _type):
    return value if value is None or isinstance(value, str) else tuple(value)


def _make_converter() -> cattrs.Converter:
    converter = cattrs.Converter()  # extra keys (the schema_version header) are ignored
    # `crafting_piece`: one kind or a list of them (the schema has checked which); registered
    # before the classes' functions are made, which look their fields' hooks up once.
    converter.register_structure_hook(str | tuple[str, ...] | None, _one_or_several)
    # The file header owns `kind`, so a model field named `kind` is spelled <file kind>_kind in files.
    for cls, key in ((FactionBoardDef, "faction_kind"), (Manifest, "plugin_kind")):
        converter.register_structure_hook(cls, make_dict_structure_fn(cls, converter, kind=override(rename=key)))
    return converter


_CONVERTER = _make_converter()


# --------------------------------------------------------------------------- semantic checks
# Each returns (path, message) pairs; the shape is already known to be right.

Problems = list[tuple[str, str]]


def _check_edges(name: str, edges: tuple[tuple[int, int], ...], clearings: set[int]) -> Problems:
    problems: Problems = []
    seen: set[frozenset[int]] = set()
    for i, (a, b) in enumerate(edges):
        at = f"$.{name}[{i}]"
        problems += [(at, f"clearing {c} does not exist") for c in dict.fromkeys((a, b)) if c not in clearings]
        if a == b:
            problems.append((at, f"clearing {a} is linked to itself"))
        elif frozenset((a, b)) in seen:
            problems.append((at, f"{a}-{b} is listed twice"))
        seen.add(frozenset((a, b)))
    return problems


def _check_map(m: MapDef) -> Problems:
    problems: Problems = []
    clearings: set[int] = set()
    for i, c in enumerate(m.clearings):
        if c.id in clearings:
            problems.append((f"$.clearings[{i}].id", f"clearing {c.id} is defined twice"))
        clearings.add(c.id)
        if c.ruins > c.slots:
            problems.append((f"$.clearings[{i}].ruins", f"{c.ruins} ruins do not fit in {c.slots} slots"))
    path_problems = _check_edges("paths", m.paths, clearings)
    problems += path_problems
    problems += _check_edges("rivers", m.rivers, clearings)
    problems += _check_suit_markers(m)
    for k, corner in enumerate(m.corners):
        if corner not in clearings:
            problems.append((f"$.corners[{k}]", f"clearing {corner} does not exist"))
        elif corner in m.corners[:k]:
            problems.append((f"$.corners[{k}]", f"clearing {corner} is already a corner"))
    problems += _check_map_edge(m, clearings, paths_checked=not path_problems)
    forests = {f.id: f for f in m.forests}
    seen: set[str] = set()
    for i, f in enumerate(m.forests):
        if f.id in seen:
            problems.append((f"$.forests[{i}].id", f"forest {f.id!r} is defined twice"))
        seen.add(f.id)
        problems += [(f"$.forests[{i}].clearings[{j}]", f"clearing {c} does not exist")
                     for j, c in enumerate(f.clearings) if c not in clearings]
        for j, other in enumerate(f.adjacent):
            at = f"$.forests[{i}].adjacent[{j}]"
            if other == f.id:
                problems.append((at, f"forest {other!r} cannot be adjacent to itself"))
            elif other not in forests:
                problems.append((at, f"forest {other!r} does not exist"))
            elif f.id not in forests[other].adjacent:  # adjacency is mutual, so both sides must say so
                problems.append((at, f"forest {other!r} does not list {f.id!r} as adjacent"))
    problems += _check_layout(m, clearings, set(forests))
    return problems


def _check_map_edge(m: MapDef, clearings: set[int], paths_checked: bool) -> Problems:
    """The map edge (G.1.15), when given, names real clearings and holds the four corners, and goes once round
    the map clockwise: each clearing linked by a path to the next, the last to the first, the corners met in the
    order of `corners`. The links are checked only when the paths passed their own checks, and only the first
    break is named (one mistake, one message)."""
    if not m.edge:
        return []
    problems: Problems = [(f"$.edge[{i}]", f"clearing {c} does not exist") for i, c in enumerate(m.edge)
                          if c not in clearings]
    if problems:
        return problems
    problems += [("$.edge", f"corner {c} is not on the edge") for c in m.corners if c not in m.edge]
    if paths_checked:
        linked = {frozenset(path) for path in m.paths}
        for i, here in enumerate(m.edge):
            at = (i + 1) % len(m.edge)
            if frozenset((here, m.edge[at])) not in linked:
                problems.append((f"$.edge[{at}]", f"no path links clearing {here} to the next one, {m.edge[at]}: "
                                                  "list the edge in order around the map"))
                break
    if not problems:
        start = m.edge.index(m.corners[0])
        steps = [(m.edge.index(c) - start) % len(m.edge) for c in m.corners]
        if steps != sorted(steps):
            problems.append(("$.edge", "the edge goes clockwise: it meets the corners in the order of `corners` "
                                       "(top left, top right, bottom right, bottom left)"))
    return problems


def _check_layout(m: MapDef, clearings: set[int], forests: set[str]) -> Problems:
    """Drawing coordinates must name real clearings and forests (a typo would silently misplace them)."""
    problems: Problems = []
    for key in m.layout.get("clearings", {}):
        if not str(key).isdigit() or int(key) not in clearings:
            problems.append((f"$.layout.clearings.{key}", f"clearing {key} does not exist"))
    for key in m.layout.get("forests", {}):
        if key not in forests:
            problems.append((f"$.layout.forests.{key}", f"forest {key!r} does not exist"))
    return problems


def _check_suit_markers(m: MapDef) -> Problems:
    """A clearing without a printed suit needs suit markers (Law A.1); the markers must cover every clearing."""
    problems: Problems = []
    if not m.suit_markers:
        problems += [(f"$.clearings[{i}].suit", f"clearing {c.id} has no printed suit, so the map needs "
                      "suit_markers") for i, c in enumerate(m.clearings) if not c.suit]
    elif sum(m.suit_markers.values()) != len(m.clearings):
        problems.append(("$.suit_markers", f"{sum(m.suit_markers.values())} suit markers for "
                         f"{len(m.clearings)} clearings"))
    return problems


def _check_deck(d: DeckDef) -> Problems:
    problems: Problems = []
    seen: set[str] = set()
    for i, c in enumerate(d.cards):
        at = f"$.cards[{i}]"
        if c.id in seen:
            problems.append((f"{at}.id", f"card id {c.id!r} is used twice"))
        seen.add(c.id)
        if c.kind in ("ambush", "dominance"):
            if c.cost:  # Law 2.1.2-2.1.3: these are never crafted
                problems.append((f"{at}.cost", f"{c.kind} cards cannot be crafted, so they have no cost"))
        elif not c.cost:
            problems.append((f"{at}.cost", f"a craftable {c.kind} card needs a cost"))
        if c.kind == "item":
            if c.item is None:
                problems.append((at, "an item card needs `item`"))
            if c.vp < 1:
                problems.append((f"{at}.vp", "an item card needs `vp`, the points its crafter scores"))
        elif c.item is not None:
            problems.append((f"{at}.item", f"only item cards give an item, not {c.kind} cards"))
        if c.kind in ("persistent", "immediate") and c.effect is None:
            problems.append((at, f"a {c.kind} card needs `effect`, the id its plugin implements"))
    return problems


def _check_faction(f: FactionBoardDef) -> Problems:
    problems: Problems = []
    for name, piece in f.pieces.items():
        if piece.track is None:
            continue
        if piece.track not in f.tracks:
            problems.append((f"$.pieces.{name}.track", f"track {piece.track!r} does not exist"))
        elif f.tracks[piece.track].piece != name:
            problems.append((f"$.pieces.{name}.track",
                             f"track {piece.track!r} holds {f.tracks[piece.track].piece!r}, not {name!r}"))
    for name, track in f.tracks.items():
        at = f"$.tracks.{name}"
        if track.piece not in f.pieces:
            problems.append((f"{at}.piece", f"piece {track.piece!r} does not exist"))
        elif track.spaces != f.pieces[track.piece].count:
            # Every piece kept on a track starts there, one per space (Law 5.1.1): the rules read its rows by the
            # pieces off it, so a piece more than the spaces would read past the row's end.
            problems.append((f"{at}.spaces", f"{track.spaces} spaces for {f.pieces[track.piece].count} pieces: a "
                             "track holds each of its pieces, one per space"))
        for field in ("cost", "vp", "draw_bonus"):
            values = getattr(track, field)
            if values and len(values) != track.spaces:  # an empty list means the track has no such row
                problems.append((f"{at}.{field}", f"{len(values)} entries for {track.spaces} spaces"))
    # A clearing keeps one count of each faction's warriors (`ClearingState.warriors`), and the rules ask for the
    # kind "warrior": a second warrior kind, or another name, would be miscounted without a word.
    for name, piece in f.pieces.items():
        if piece.type == "warrior" and name != "warrior":
            problems.append((f"$.pieces.{name}.type", "a faction has at most one kind of warrior, named 'warrior' "
                             "(the core counts a faction's warriors together); keep a distinction between "
                             "warriors in your faction's data"))
    for kind in f.crafting_kinds:
        if kind not in f.pieces:
            problems.append(("$.crafting_piece", f"piece {kind!r} does not exist"))
    return problems


def _check_manifest(m: Manifest) -> Problems:
    problems: Problems = []
    if m.id == "rootcore":  # plugins.CORE_ID: the core's row and the owner of its options; loading refuses it
        problems.append(("$.id", "'rootcore' is the core's id: a plugin needs another"))
    for field in ("requires", "conflicts"):
        if m.id in getattr(m, field):
            problems.append((f"$.{field}", f"a plugin cannot name itself in {field}"))
    problems += [("$.conflicts", f"{other!r} is both required and conflicting") for other in m.conflicts
                 if other in m.requires]
    if m.bundles and m.kind != "expansion":
        problems.append(("$.bundles", "only plugins of kind 'expansion' bundle other plugins"))
    return problems


def _check_landmark(landmark: LandmarkDef) -> Problems:
    return []  # its plugin checks what its rules read (`Component.data_issues`)


def _check_hireling(hireling: HirelingDef) -> Problems:
    problems: Problems = []
    for kind, piece in hireling.pieces.items():
        if piece.track:
            problems.append((f"$.pieces.{kind}.track", "a hireling has no faction board: its pieces have no track"))
    return problems


def _check_config(c: GameConfig) -> Problems:
    return []  # plugin ids are checked by the engine once plugins are discovered; options by `option_problems`


def option_problems(chosen: Mapping[str, Any], declared: Mapping[str, Any]) -> Problems:
    """What is wrong with a config's game `options` (name -> value), given the options the core and the enabled
    plugins declare (`Registry.options`: name -> `GameOption`): names nobody declares, values their schema
    refuses. One message per option, by its place in the config."""
    problems: Problems = []
    for name, value in chosen.items():
        option = declared.get(name)
        if option is None:
            known = ", ".join(sorted(declared))
            problems.append((f"$.options.{name}", f"unknown game option {name!r}{did_you_mean(name, declared)} "
                             f"(known: {known}); a plugin declares the options it reads with registry.add_option"))
            continue
        error = best_match(Draft202012Validator(option.schema).iter_errors(value))
        if error is not None:
            problems.append((f"$.options.{name}", f"game option {name} = {value!r} ({option.plugin}): {error.message}"))
    return problems


KINDS: dict[str, tuple[type, Callable[[Any], Problems]]] = {
    "map": (MapDef, _check_map),
    "deck": (DeckDef, _check_deck),
    "faction": (FactionBoardDef, _check_faction),
    "landmark": (LandmarkDef, _check_landmark),
    "hireling": (HirelingDef, _check_hireling),
    "plugin": (Manifest, _check_manifest),
    "config": (GameConfig, _check_config),
}


# --------------------------------------------------------------------------- the pipeline


def _parse(data: Any, label: str, kind: str) -> Any:
    """Schema, structure, semantic pass for one document of a known kind; raise ContentError listing all issues."""
    issues = _schema_issues(data, _validator(kind), label)
    if isinstance(data, dict) and not any(issue.path.startswith("$.data") for issue in issues):
        issues += _data_issues(data, kind, label)  # `data` is a table and `data_schema` one too
    if issues:  # the later stages assume the shape is right
        raise ContentError(issues)
    cls, check = KINDS[kind]
    try:
        obj: object = _CONVERTER.structure(data, cls)
    except Exception as exc:  # should not happen after the schema; still report it as content, not a crash
        raise ContentError(ContentIssue(label, "$", m) for m in cattrs.transform_error(exc, path="$")) from None
    issues = [ContentIssue(label, path, message) for path, message in check(obj)]
    if issues:
        raise ContentError(issues)
    return obj


# (kind, file's cache key) -> (the files it extends with their cache keys when read, the checked definition)
_CACHE: dict[tuple[str, tuple[str, int | None]], tuple[tuple, Any]] = {}


def _extended(data: Any, resource: Traversable, label: str, bases: list, seen: tuple = ()) -> Any:
    """A file with ``extends = "other.toml"`` (relative to its own directory, or ``"package:path"``) is the other
    file, of the same kind, with this file's fields laid over it: a table merges key by key, anything else
    replaces (a second board that differs from the first in its id, name and reach). Checked as one document.
    Each file read for it goes into `bases` with its cache key (`_load_resource`)."""
    if not isinstance(data, dict) or "extends" not in data:
        return data
    spec = data["extends"]
    if not isinstance(spec, str):
        raise ContentError([ContentIssue(label, "$.extends", f"{spec!r} is not a file name")])
    try:
        # The files resources resolve to (pathlib.Path, zipfile.Path) have `.parent`: see `_validate_file`.
        base_resource = resolve_resource(spec, base=resource.parent)  # type: ignore[attr-defined]
    except ModuleNotFoundError as exc:
        raise ContentError([ContentIssue(label, "$.extends", f"package {exc.name!r} is not importable")]) from None
    identity, seen = _identity(base_resource), (*seen, _identity(resource))
    if identity in seen:
        raise ContentError([ContentIssue(label, "$.extends", f"{spec} extends this file again")])
    if not base_resource.is_file():
        raise ContentError([ContentIssue(label, "$.extends", f"{spec}: file not found")])
    bases.append((base_resource, identity))
    base_label = spec if ":" in spec else str(base_resource)  # by its path, as a manifest's content files are
    base = read_document(base_resource, base_label)
    if not isinstance(base, dict) or base.get("kind") != data.get("kind"):
        found = base.get("kind") if isinstance(base, dict) else None
        raise ContentError([ContentIssue(label, "$.extends", f"{spec} is of kind {found!r}, not "
                                                             f"{data.get('kind')!r}")])
    base = _extended(base, base_resource, base_label, bases, seen)
    return _laid_over(base, {key: value for key, value in data.items() if key != "extends"})


def _laid_over(base: dict, over: dict) -> dict:
    """`over` laid over `base` (`_extended`): tables merge key by key, other values replace."""
    merged = dict(base)
    for key, value in over.items():
        below = merged.get(key)
        merged[key] = _laid_over(below, value) if isinstance(value, dict) and isinstance(below, dict) else value
    return merged


def _load_resource(resource: Traversable, label: str, kind: str, data: Any = None) -> Any:
    key = (kind, _identity(resource))
    cached = _CACHE.get(key)
    # A file extending another is read again when the other was edited too.
    if cached is None or any(_identity(base) != identity for base, identity in cached[0]):
        if data is None:
            data = read_document(resource, label)
        bases: list = []
        data = _extended(data, resource, label, bases)
        found = data.get("kind") if isinstance(data, dict) else None
        if found != kind:
            message = f"expected kind {kind!r}, found {found!r}" if found else f"missing `kind` (expected {kind!r})"
            raise ContentError([ContentIssue(label, "$.kind", message)])
        cached = _CACHE[key] = (tuple(bases), _parse(data, label, kind))
    return cached[1]


def _load(source: Source, kind: str) -> Any:
    try:
        resource = resolve_resource(source) if isinstance(source, (str, os.PathLike)) else source
    except ModuleNotFoundError as exc:
        raise ContentError([ContentIssue(str(source), "$", f"package {exc.name!r} is not importable")]) from None
    return _load_resource(resource, os.fspath(source) if isinstance(source, os.PathLike) else str(source), kind)


def load_map(source: Source) -> MapDef:
    """Load and check a map file (schemas/map.schema.json)."""
    return _load(source, "map")


def load_deck(source: Source) -> DeckDef:
    """Load and check a deck file (schemas/deck.schema.json)."""
    return _load(source, "deck")


def load_faction_board(source: Source) -> FactionBoardDef:
    """Load and check a faction board file (schemas/faction.schema.json)."""
    return _load(source, "faction")


def load_landmark(source: Source) -> LandmarkDef:
    """Load and check a landmark file (schemas/landmark.schema.json)."""
    return _load(source, "landmark")


def load_hireling(source: Source) -> HirelingDef:
    """Load and check a hireling card file (schemas/hireling.schema.json)."""
    return _load(source, "hireling")


def load_manifest(source: Source) -> Manifest:
    """Load and check a plugin manifest, usually a ``plugin.toml`` (schemas/plugin.schema.json)."""
    return _load(source, "plugin")


def load_game_config(source: Source | Mapping[str, Any] | GameConfig) -> GameConfig:
    """Load and check a game config from a file, a resource spec or a mapping (schemas/config.schema.json).

    A mapping built in code needs no ``kind``/``schema_version`` header."""
    if isinstance(source, GameConfig):
        return source
    if isinstance(source, Mapping):
        return _config_from_mapping(source)
    return _load(source, "config")


# Configs from mappings, checked once per distinct mapping less its seed: a batch of games differs only in
# the seed, and checking the rest again costs most of starting a game. The key is the mapping's marshal
# bytes, which tell apart what Python's equality does not (1, 1.0 and True are three values to the schema);
# the config is checked on the copy those bytes load, so a caller's later change to its mapping cannot
# reach a kept config.
_MAPPING_CONFIGS: BoundedCache = BoundedCache(256)  # bounded, whatever the configs played


def _config_from_mapping(source: Mapping[str, Any]) -> GameConfig:
    seed = source.get("seed", 0)
    rest = {key: value for key, value in source.items() if key != "seed"}
    try:
        key = marshal.dumps(rest, 2) if seed.__class__ is int else None
    except ValueError:  # a value marshal cannot write (a subclass, an object): not kept
        key = None
    if key is None:  # checked as given, every time
        return _parse({"kind": "config", "schema_version": 1, **source}, "<config>", "config")
    config = _MAPPING_CONFIGS.get(key)
    if config is None:
        config = _parse({"kind": "config", "schema_version": 1, **marshal.loads(key)}, "<config>", "config")
        _MAPPING_CONFIGS.keep(key, config)
    return attrs.evolve(config, seed=seed)


# --------------------------------------------------------------------------- validating many files


def _entry_point_issues(pyproject: Path) -> list[ContentIssue]:
    """A plugin package's entry points (group "rootcore.plugins") against the manifests of the modules they
    name: each manifest's `id` must equal its entry point's name, or the plugin fails when it is loaded."""
    label = str(pyproject)
    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        return [ContentIssue(label, "$", f"syntax error: {exc}")]
    entry_points = project.get("entry-points", {}) if isinstance(project, dict) else {}
    plugins = entry_points.get("rootcore.plugins", {}) if isinstance(entry_points, dict) else {}
    if not isinstance(plugins, dict):
        return [ContentIssue(label, "$.project.entry-points.rootcore.plugins", "a table of plugin names to modules")]
    issues = []
    for name, target in plugins.items():
        where = f"$.project.entry-points.rootcore.plugins.{name}"
        module = str(target).partition(":")[0]
        manifest = pyproject.parent.joinpath(*module.split("."), "plugin.toml")
        if not manifest.is_file():
            continue  # a layout this check does not follow (package-dir, src/): loading the plugin tells
        try:
            manifest_id = tomllib.loads(manifest.read_text()).get("id")
        except tomllib.TOMLDecodeError:
            continue  # reported with the manifest itself
        if manifest_id != name:
            issues.append(ContentIssue(label, where, f"entry point {name!r} names module {module!r}, whose "
                                                     f"plugin.toml has id {manifest_id!r}: the two must be equal"))
    return issues


def _skipped(path: Path, root: Path) -> bool:
    # Hidden directories (.git, .venv) and packaging files are not content.
    return path.name == "pyproject.toml" or any(part.startswith(".") for part in path.relative_to(root).parts)


def _validate_file(resource: Traversable, label: str, done: set) -> list[ContentIssue]:
    identity = _identity(resource)
    if identity in done:  # reached both by a directory walk and through a manifest
        return []
    done.add(identity)
    try:
        data = read_document(resource, label)
        kind = data.get("kind") if isinstance(data, dict) else None
        if not isinstance(kind, str) or kind not in KINDS:  # a list or a table is no kind either
            expected = ", ".join(map(repr, KINDS))
            return [ContentIssue(label, "$.kind", f"unknown kind {kind!r}; expected one of {expected}")]
        obj = _load_resource(resource, label, kind, data)
    except ContentError as exc:
        return exc.issues
    issues: list[ContentIssue] = []
    if kind in ("map", "deck", "faction", "landmark", "hireling"):
        issues += _component_issues(kind, obj, label, resource)
    if kind == "config":  # its options against those the core and the installed plugins declare
        from rootcore import plugins  # imported here: plugin discovery itself reads content
        try:
            declared = plugins.discover(obj.disable).options
        except plugins.PluginError as exc:  # this file cannot be played as it is; the other files are still checked
            issues.append(ContentIssue(label, "$.disable", f"its options are not checked: {exc}"))
        else:
            options = [ContentIssue(label, where, message) for where, message in option_problems(obj.options, declared)]
            # The rest as `rootcore play` would check it, by setting its game up once (the options told above once).
            issues += options + [i for i in _config_issues(obj, label) if not (options and i.path == "$.options")]
    if kind == "plugin":  # also check the content files the manifest lists
        for i, spec in enumerate(obj.content):
            try:
                # The files resources resolve to (pathlib.Path, zipfile.Path) have `.parent`; the Traversable
                # protocol does not declare it.
                target = resolve_resource(spec, base=resource.parent)  # type: ignore[attr-defined]
            except ModuleNotFoundError as exc:
                issues.append(ContentIssue(label, f"$.content[{i}]", f"package {exc.name!r} is not importable"))
                continue
            if not target.is_file():
                issues.append(ContentIssue(label, f"$.content[{i}]", f"{spec}: file not found"))
            else:
                issues += _validate_file(target, spec if ":" in spec else str(target), done)
    return issues


def _config_issues(config: GameConfig, label: str) -> list[ContentIssue]:
    """What a game of `config` (the file `label`) refuses when it is set up, as `rootcore play` would: a faction,
    map, deck, landmark, hireling or expansion no installed plugin gives, a faction listed twice, too few or too
    many players, a hireling that keeps out a faction in the game (Law A.6.5), an agents seat that is no faction of
    the game or names a kind not installed... at the field that says so (the first one the error names), so a file
    that validates also plays."""
    from rootcore.agents import make_agent, seat_kinds
    from rootcore.decisions import RootcoreError
    from rootcore.engine import check_config  # imported here: the engine imports this module
    try:
        config = check_config(config)
        from rootcore.rules.draft import listed
        seats = seat_kinds(config.factions, config.agents, "random", pool=listed(config))
        for faction, (kind, field) in seats.items():
            make_agent(kind, faction, 0, config.disable, field)  # each seat of `agents` a kind installed
    except ContentError as exc:  # a component's own content file (a map, a board) is broken
        return exc.issues
    except RootcoreError as exc:
        fields = getattr(exc, "fields", ())
        return [ContentIssue(label, f"$.{fields[0]}" if fields else "$", str(exc))]
    return []


def _component_issues(kind: str, definition: MapDef | DeckDef | FactionBoardDef | LandmarkDef | HirelingDef,
                      label: str, resource: Traversable) -> list[ContentIssue]:
    """What the installed plugin giving the `kind` (map, deck, faction, landmark or hireling) of `definition`'s id,
    or registering this very file (`resource`) under another id, finds wrong in the file `label`, when it builds the
    component from it as a game would (its own checks: `Component.data_issues`, and the id); nothing when no
    installed plugin gives that component. Plugins that fail to load are left out."""
    from rootcore import engine, plugins  # imported here: plugin discovery itself reads content
    registry = plugins.discover(broken_ok=True)
    spec = registry.components[kind].get(definition.id) or _registered_as(registry.components[kind], resource)
    if spec is None:
        return []
    try:
        engine.build_component(registry, attrs.evolve(spec, content=label), definition)
    except ContentError as exc:
        return exc.issues
    except plugins.PluginError as exc:
        return [ContentIssue(label, "$", str(exc))]
    return []


def _registered_as(specs: Mapping[str, Any], resource: Traversable) -> Any:
    """The spec among `specs` whose content is the file `resource`, if any."""
    here = _identity(resource)[0]
    for spec in specs.values():
        try:
            if spec.content and _identity(resolve_resource(spec.content))[0] == here:
                return spec
        except (ModuleNotFoundError, OSError):  # a plugin's missing package or file: told when a game loads it
            continue
    return None


def validate_paths(paths: Iterable[str | os.PathLike]) -> list[ContentIssue]:
    """Check content files, directories (every ``*.toml`` below them) and the content plugin manifests list.

    Returns every issue found; an empty list means all is valid (``rootcore validate PATH...``)."""
    issues: list[ContentIssue] = []
    done: set = set()
    for given in paths:
        label = os.fspath(given)
        try:
            resource = resolve_resource(given)
        except ModuleNotFoundError as exc:
            issues.append(ContentIssue(label, "$", f"package {exc.name!r} is not importable"))
            continue
        if isinstance(resource, Path) and resource.is_dir():
            for path in sorted(resource.rglob("*.toml")):
                if not _skipped(path, resource):
                    issues += _validate_file(path, str(path), done)
            if (resource / "pyproject.toml").is_file():
                issues += _entry_point_issues(resource / "pyproject.toml")
        elif not resource.is_file():
            issues.append(ContentIssue(label, "$", "no such file or directory"))
        elif isinstance(resource, Path) and resource.name == "pyproject.toml":  # packaging: its entry points only
            issues += _entry_point_issues(resource)
        else:
            issues += _validate_file(resource, label, done)
    return issues
