"""rootcore: an open, rules-exact engine and plugin framework for the board game Root.

The public API (DESIGN section 7): `new_game`, `load_game`, `scenario`, `play`, the `Game` object
(`pending`, `choose`, `is_over`, `winners`, `scores`, `view`, `to_json`, `clone`), agents, and what
plugins build on: `Faction`, `MapComponent`, `DeckComponent`, `Landmark`, `Hireling`, `Ruleset` and `rules_setting`,
`hookimpl`, `answers_kept`, `Option`, `Decision`, `ask`, `hand_question`, `asks_about_hand`, `SharedOptions` and
`BoundedCache`.
"""
import importlib
from types import ModuleType

from rootcore.plugins import __version__
from rootcore.caches import BoundedCache
from rootcore.decisions import (Decision, IllegalChoice, Option, RootcoreError, ask, ask_clearing, ask_from_hand,
                                 ask_yes_no, SharedOptions, asks_about_hand, clearing_options, count_options,
                                 faction_options, fixed_option, forest_options, hand_question)
from rootcore.hookspecs import answers_kept, hookimpl
from rootcore.components import DeckComponent, Faction, Hireling, Landmark, MapComponent, Ruleset, rules_setting
from rootcore.model import GameConfig
from rootcore.engine import ConfigError, Game, SaveError, load_game, new_game
from rootcore.plugins import PluginError
from rootcore.agents import RandomAgent, ScriptedAgent, play
from rootcore.scenario import scenario

# Submodules the README names as `rootcore.views.events_for`, `rootcore.bots.determinize`, `rootcore.render.render_svg`,
# `rootcore.knowledge.known_cards`: imported on first use, so that `import rootcore` alone reaches them without paying
# for them at import time.
_LAZY_SUBMODULES = ("views", "bots", "render", "knowledge")


def __getattr__(name: str) -> ModuleType:
    if name in _LAZY_SUBMODULES:
        return importlib.import_module(f"rootcore.{name}")
    raise AttributeError(f"module 'rootcore' has no attribute {name!r}")

__all__ = [
    "__version__", "Decision", "IllegalChoice", "Option", "RootcoreError", "ask", "ask_clearing", "ask_from_hand",
    "ask_yes_no", "BoundedCache", "SharedOptions", "asks_about_hand", "clearing_options", "count_options",
    "faction_options", "forest_options", "fixed_option", "hand_question", "hookimpl", "answers_kept",
    "DeckComponent", "Faction", "Hireling", "Landmark", "MapComponent", "Ruleset", "rules_setting", "GameConfig",
    "ConfigError", "Game",
    "SaveError",
    "load_game", "new_game", "PluginError", "RandomAgent", "ScriptedAgent", "play", "scenario",
]
