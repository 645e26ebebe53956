"""create a pip-installable homebrew faction package (manifest, faction board, faction module, tests)

    rootcore new-plugin NAME [--dir PATH]

writes PATH/NAME/ (PATH defaults to the current directory):

    NAME/pyproject.toml                  distribution rootcore-NAME, entry point NAME in `rootcore.plugins`
    NAME/README.md
    NAME/rootcore_NAME/__init__.py       the faction (setup, Birdsong, Daylight, Evening) + rootcore_register
    NAME/rootcore_NAME/plugin.toml       the manifest
    NAME/rootcore_NAME/NAME.toml         the faction board
    NAME/tests/test_NAME.py              conformance kit and scenario tests

NAME is the plugin id and faction id: a lowercase Python identifier (letters, digits, underscores, starting
with a letter), not a keyword, and not the id of an installed plugin or component. The templates are
`rootcore/templates/*.tmpl` (`string.Template`). docs/plugins.md walks through the result.
"""
from __future__ import annotations

import argparse
import importlib.metadata
import importlib.resources
import importlib.util
import keyword
import re
import shutil
import string
import sys
from pathlib import Path

from rootcore import plugins
from rootcore.decisions import RootcoreError

NAME_PATTERN = re.compile(r"[a-z][a-z0-9_]*")

# Template -> where it goes, relative to the new package directory.
FILES = {
    "pyproject.toml.tmpl": "pyproject.toml",
    "README.md.tmpl": "README.md",
    "faction.py.tmpl": "{package}/__init__.py",
    "plugin.toml.tmpl": "{package}/plugin.toml",
    "faction.toml.tmpl": "{package}/{name}.toml",
    "test_faction.py.tmpl": "tests/test_{name}.py",
}


class ScaffoldError(RootcoreError):
    """The plugin cannot be created (a bad name, or the directory exists); nothing was written."""


def names(name: str) -> dict[str, str]:
    """Every name derived from the plugin id, as used by the templates."""
    return {
        "name": name,                                   # plugin id, faction id, entry-point name
        "package": f"rootcore_{name}",                  # import package
        "dist": f"rootcore-{name.replace('_', '-')}",   # distribution (pip) name
        "classname": "".join(p.capitalize() for p in name.split("_") if p) + "Faction",
        "title": " ".join(p.capitalize() for p in name.split("_") if p),
        # The templates use what this rootcore has (its board declares a `data_schema`, new in 0.3.13).
        "rootcore_spec": f">={plugins.__version__}",
    }


def _installed_ids() -> dict[str, str]:
    """Ids already taken: installed plugin ids (entry points, whether enabled or not) and the ids of the
    components the loadable plugins register, each with what holds it."""
    taken: dict[str, str] = {plugins.CORE_ID: "the id of rootcore itself (its options' owner)"}
    for ep in importlib.metadata.entry_points(group=plugins.ENTRY_POINT_GROUP):
        dist = ep.dist.name if ep.dist else "an unknown distribution"
        taken.setdefault(ep.name, f"an installed plugin (distribution {dist!r})")
    registry = plugins.discover(broken_ok=True)  # a broken plugin must not stop scaffolding; its entry point is above
    for kind, components in registry.components.items():
        for cid, spec in components.items():
            taken.setdefault(cid, f"the id of a {kind} registered by plugin {spec.plugin!r}")
    return taken


def check_name(name: str) -> None:
    """Raise ScaffoldError with a clear message unless `name` can be a new plugin id."""
    if not NAME_PATTERN.fullmatch(name):
        raise ScaffoldError(
            f"invalid plugin name {name!r}: use a lowercase Python identifier (letters a-z, digits and "
            f"underscores, starting with a letter), e.g. {_suggest(name)!r}")
    if keyword.iskeyword(name):
        raise ScaffoldError(f"invalid plugin name {name!r}: it is a Python keyword; choose another name, "
                            f"e.g. '{name}_faction'")
    holder = _installed_ids().get(name)
    if holder:
        raise ScaffoldError(f"plugin name {name!r} is already taken: it is {holder}; choose another name")
    package = names(name)["package"]
    if importlib.util.find_spec(package) is not None:
        raise ScaffoldError(f"plugin name {name!r} clashes with the importable package {package!r}; "
                            f"choose another name")


def _suggest(name: str) -> str:
    text = re.sub(r"[^a-z0-9_]+", "_", name.lower()).strip("_")
    text = re.sub(r"^[0-9_]+", "", text)
    return text or "my_faction"


def _template(filename: str) -> string.Template:
    return string.Template(importlib.resources.files("rootcore.templates").joinpath(filename).read_text("utf-8"))


def render(name: str) -> dict[str, str]:
    """The files of the new package, by path relative to its directory."""
    values = names(name)
    return {target.format(**values): _template(source).substitute(values) for source, target in FILES.items()}


def create_plugin(name: str, parent: str | Path = ".") -> Path:
    """Write the package of homebrew faction `name` into `parent`/`name` and return that directory.
    Raises ScaffoldError for a bad name or an existing directory (nothing is overwritten)."""
    check_name(name)
    target = Path(parent) / name
    if target.exists():
        raise ScaffoldError(f"{target} already exists; refusing to overwrite it (choose another --dir or "
                            f"remove it)")
    files = render(name)
    target.mkdir(parents=True)
    try:
        for relative, text in files.items():
            path = target / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    except BaseException:
        shutil.rmtree(target, ignore_errors=True)
        raise
    return target


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", metavar="NAME",
                        help="plugin and faction id: a lowercase Python identifier, e.g. otters")
    parser.add_argument("--dir", default=".", metavar="PATH",
                        help="directory in which to create NAME/ (default: the current directory)")


def run(args) -> int:
    try:
        target = create_plugin(args.name, args.dir)
    except ScaffoldError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    values = names(args.name)
    print(f"created {target}/: plugin {values['name']!r}, distribution {values['dist']!r}, "
          f"package {values['package']!r}")
    for path in sorted(p for p in target.rglob("*") if p.is_file()):
        print(f"  {path.relative_to(target).as_posix()}")
    print(_template("next_steps.txt.tmpl").substitute(values, target=str(target)), end="")
    return 0
