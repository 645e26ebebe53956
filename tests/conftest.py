"""Shared fixtures: install the example third-party plugin (examples/rootcore-moles), or any fake
distribution, outside the repository for the duration of a test."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from rootcore import plugins

REPO = Path(__file__).resolve().parent.parent


def install_fake_distribution(root: Path, name: str, version: str, entry_points: dict[str, str],
                              packages: dict[str, Path]) -> None:
    """Make `root` look like site-packages holding distribution `name`: its packages and a dist-info
    with METADATA and entry_points.txt (what `pip install` would write)."""
    for pkg, src in packages.items():
        shutil.copytree(src, root / pkg)
    info = root / f"{name.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    lines = ["[rootcore.plugins]"] + [f"{k} = {v}" for k, v in entry_points.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")


def variant_board(tmp_path: Path, faction: str, *changes: tuple[str, str], variant: str | None = None) -> Path:
    """A copy of a shipped faction board in `tmp_path` in which each (old, new) of `changes` is made (each `old` must
    be in the board), with id `variant` if given: a modder's variant board."""
    text = (REPO / "content" / "factions" / f"{faction}.toml").read_text(encoding="utf-8")
    for old, new in changes + (((f'id = "{faction}"', f'id = "{variant}"'),) if variant else ()):
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / f"{variant or faction}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def build_faction(faction: str, path: Path | None = None):
    """The faction component of the shipped faction's rules with the board at `path` (default: the shipped board),
    as a game would build it."""
    path = path or REPO / "content" / "factions" / f"{faction}.toml"
    from types import SimpleNamespace
    from rootcore.content import load_faction_board
    from rootcore_plugins import alliance, corvid, duchy, eyrie, keepers, lizard, marquise, riverfolk, vagabond
    rules = {"alliance": alliance.Alliance, "eyrie": eyrie.Eyrie, "marquise": marquise.Marquise,
             "vagabond": vagabond.Vagabond, "lizard": lizard.LizardCult, "riverfolk": riverfolk.Riverfolk,
             "duchy": duchy.Duchy, "corvid": corvid.CorvidConspiracy, "keepers": keepers.Keepers}[faction]
    return rules(SimpleNamespace(id=faction, content=str(path)), load_faction_board(path))


def install_variant_faction(site: Path, tmp_path: Path, faction: str, variant: str, *changes: tuple[str, str]) -> str:
    """Install faction `variant` as a modder would ship a variant of a shipped faction: its plugin's code with a copy
    of its board changed by `changes` (see `variant_board`). Returns the variant's id."""
    pkg = tmp_path / f"{variant}_src" / variant
    pkg.mkdir(parents=True)
    variant_board(pkg, faction, *changes, variant=variant)
    (pkg / "plugin.toml").write_text(f'kind = "plugin"\nschema_version = 1\nid = "{variant}"\nplugin_kind = '
                                     f'"faction"\nname = "Variant {faction}"\nversion = "1.0.0"\n')
    rules = f"{faction}.{faction.capitalize()}"  # the faction's class: Marquise, Eyrie...
    (pkg / "__init__.py").write_text(f"from rootcore import hookimpl\nfrom rootcore_plugins import {faction}\n\n\n"
                                     f"@hookimpl\ndef rootcore_register(registry):\n    registry.add_faction("
                                     f'"{variant}", {rules}, board="{variant}:{variant}.toml")\n')
    install_fake_distribution(site, variant, "1.0.0", {variant: variant}, {variant: pkg})
    plugins.clear_cache()
    return variant


@pytest.fixture
def extra_site(tmp_path):
    """A temporary site directory on sys.path; plugin discovery is re-run with and without it."""
    site = tmp_path / "site"
    site.mkdir()
    sys.path.insert(0, str(site))
    plugins.clear_cache()
    yield site
    sys.path.remove(str(site))
    for name, module in list(sys.modules.items()):  # everything imported from the site: the next test's may differ
        if str(getattr(module, "__file__", None) or "").startswith(str(site)):
            del sys.modules[name]
    plugins.clear_cache()


@pytest.fixture
def moles(extra_site):
    """The homebrew Mole Diggers installed as a third-party distribution."""
    install_fake_distribution(extra_site, "rootcore-moles", "0.1.2", {"moles": "rootcore_moles"},
                              {"rootcore_moles": REPO / "examples/rootcore-moles/rootcore_moles"})
    plugins.clear_cache()
    return "moles"


@pytest.fixture
def stand_ins():
    """Two stand-in hireling cards, `stand_in_a` and `stand_in_b`, with the Last Dynasty's rules, for the tests of a
    card that needs two more cards in its game (a game has exactly three hirelings, Law A.6): the hireling test files
    use it for every test (`pytestmark`)."""
    from helpers import stand_in_hirelings
    with stand_in_hirelings("stand_in_a", "stand_in_b"):
        yield
