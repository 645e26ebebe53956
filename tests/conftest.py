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
    install_fake_distribution(extra_site, "rootcore-moles", "0.1.1", {"moles": "rootcore_moles"},
                              {"rootcore_moles": REPO / "examples/rootcore-moles/rootcore_moles"})
    plugins.clear_cache()
    return "moles"
