"""Plugin discovery and the registry (DESIGN section 2).

Plugins are Python modules registered under the entry-point group `rootcore.plugins`; the entry-point
name is the plugin id. Discovery sorts entry points by name, skips disabled ids *before* importing them,
reads each plugin's manifest (`plugin.toml` beside the module, or the resource named by the module's
`ROOTCORE_MANIFEST`), checks it, and calls the module's `rootcore_register(registry)` hook. Any failure
names the plugin and the distribution it came from. A plugin that fails is set aside as broken and the others
still load, so `rootcore plugins` can list them all; everything else (`discover()`) refuses to go on while a
plugin is broken, and says how to skip it before import.
"""
from __future__ import annotations

import functools
import importlib.metadata
import importlib.resources
import json
import os
import pkgutil
import re
from typing import Any, Callable, Mapping

import attrs
import pluggy
from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

from rootcore import hookspecs
from rootcore.content import did_you_mean
from rootcore.decisions import RootcoreError
from rootcore.model import Manifest

__version__ = "0.3.106"
ENTRY_POINT_GROUP = "rootcore.plugins"
# Comma-separated plugin ids: when set, only these plugins are loaded (like llm's LLM_LOAD_PLUGINS).
LOAD_ENV = "ROOTCORE_LOAD_PLUGINS"


class PluginError(RootcoreError):
    """A plugin failed to load, register or combine; the message names the plugin and distribution."""


@attrs.define
class GameOption:
    """A key a game config's `options` table may hold: the JSON Schema its value must meet, what it does, and
    who reads it (a plugin id, or "rootcore" for the core's own), and the faction it is about, if one (the
    second Vagabond's character: it has no effect in a game without that faction)."""

    name: str
    schema: dict
    help: str
    plugin: str
    faction: str | None = None

    def to_json(self) -> dict:
        """What a frontend needs to offer the option: its name, the schema of its value and what it does."""
        return {"name": self.name, "schema": self.schema, "help": self.help}


@attrs.define
class PluginInfo:
    """One discovered plugin: its id, manifest, module name and the distribution that provides it."""

    id: str
    manifest: Manifest
    module: str
    distribution: str
    components: list[tuple[str, str]] = attrs.Factory(list)  # (kind, component id)
    options: list[GameOption] = attrs.Factory(list)  # the game options it declares (`Registry.add_option`)

    def to_json(self) -> dict:
        """The row of `rootcore plugins --json`; `fan` is the manifest's fan-content marker (None: official)."""
        return {"id": self.id, "kind": self.manifest.kind, "name": self.manifest.name,
                "version": self.manifest.version, "distribution": self.distribution,
                "module": self.module, "expansion": self.manifest.expansion, "fan": self.manifest.fan,
                "components": [f"{k}:{c}" for k, c in self.components],
                "options": [option.to_json() for option in self.options], "error": None}


@attrs.define
class BrokenPlugin:
    """An installed plugin that failed to load: `error` names it and its distribution, and its `__cause__` is
    what the plugin raised, if anything."""

    id: str
    distribution: str
    module: str  # the entry point's value
    error: PluginError
    manifest: Manifest | None = None  # when it was read before the failure (a rootcore version not supported...)

    def to_json(self) -> dict:
        """The row of `rootcore plugins --json`: what is known of the plugin (its manifest's kind, name and version
        once read, else None), and the error."""
        manifest = self.manifest
        return {"id": self.id, "kind": manifest and manifest.kind, "name": manifest and manifest.name,
                "version": manifest and manifest.version, "distribution": self.distribution, "module": self.module,
                "fan": manifest and manifest.fan, "error": str(self.error)}


# The core's id where it is listed beside the plugins; no plugin may take it.
CORE_ID = "rootcore"

# The options the core itself reads.
CORE_OPTIONS = (
    GameOption("random_suits", {"type": "boolean"}, "Law A.1: true covers the clearings with shuffled suit markers; "
               "false uses the map's printed or suggested suits (default: the map's own choice)", CORE_ID),
    GameOption("advanced_setup", {"type": "boolean"}, "Law A.7 and A.10: each player draws five cards at setup and "
               "keeps three", CORE_ID),
    GameOption("setup_cards", {"type": "boolean"}, "Law A.8.2 (needs advanced_setup): each faction sets up as its "
               "Marauder faction setup card says, choosing homelands, from the last player in turn order backwards; "
               "games with more corner factions than corners need it (default: false)", CORE_ID),
    GameOption("faction_draft", {"oneOf": [{"type": "integer", "minimum": 2, "maximum": 6}, {"type": "object"}]},
               "Law A.8.1-A.8.2 (needs advanced_setup): the number of players; `factions` then lists the setup cards "
               "to deal from, and the players pick their factions from the pool dealt (at random from the seed), "
               "the last in turn order first; a save holds the draft's record here instead", CORE_ID),
    GameOption("conceal_hands", {"type": "boolean"}, "Law 1.2.1: the questions whose answers come from your hidden "
               "cards (ambush, foil, Field Hospitals, a card to give or pay, the crafting step, a menu left with "
               "only card options, choices over other face-down cards) are asked whenever you hold such cards, "
               "even when only one answer would do, so being asked shows nothing; for games between people "
               "(default: false)", CORE_ID),
)


def core_info() -> PluginInfo:
    """The core described as a plugin row ("rootcore", kind "core") with the options it declares, for listings
    that show the core's settings beside the plugins' (`rootcore plugins`)."""
    manifest = Manifest(id=CORE_ID, kind="core", name="rootcore core rules", version=__version__)
    return PluginInfo(CORE_ID, manifest, "rootcore", "rootcore", options=list(CORE_OPTIONS))


@attrs.define
class ComponentSpec:
    """A registered component: a faction, map, deck, character, hireling, landmark or ruleset."""

    kind: str
    id: str
    factory: Callable[..., Any]
    content: str | None
    plugin: str


class Registry:
    """What the discovered plugins provide. Plugins add to it inside `rootcore_register(registry)`."""

    KINDS = ("faction", "map", "deck", "character", "hireling", "landmark", "ruleset")

    def __init__(self):
        self.plugins: dict[str, PluginInfo] = {}
        self.components: dict[str, dict[str, ComponentSpec]] = {k: {} for k in self.KINDS}
        self.card_effects: dict[str, Callable] = {}
        self.agents: dict[tuple[str, str | None], Callable | str] = {}  # a "module:attribute" until first use
        self.bot_advice: dict[str, Callable | str] = {}  # decision kind -> advice, a "module:attribute" likewise
        self.options: dict[str, GameOption] = {option.name: option for option in CORE_OPTIONS}
        self.broken: list[BrokenPlugin] = []  # installed plugins that failed to load, in entry-point order
        self.installed: frozenset[str] = frozenset()  # every installed plugin id, disabled ones included
        self._current: PluginInfo | None = None

    # -- the registration API plugins call ---------------------------------------------------------

    def add_faction(self, id: str, factory, board: str):
        """A faction: `factory(spec, board_def)` returns a `rootcore.Faction`; `board` is its content."""
        self._add("faction", id, factory, board)

    def add_map(self, id: str, content: str, factory=None):
        """A map from a map content file; `factory` defaults to `rootcore.MapComponent`."""
        from rootcore.components import MapComponent
        self._add("map", id, factory or MapComponent, content)

    def add_deck(self, id: str, content: str, factory=None):
        """A shared deck from a deck content file; `factory` defaults to `rootcore.DeckComponent`."""
        from rootcore.components import DeckComponent
        self._add("deck", id, factory or DeckComponent, content)

    def add_card_effect(self, effect_id: str, fn: Callable):
        """The crafted effect of cards whose `effect` is `effect_id`: `fn(game, faction_id, card)` returns
        a generator (immediate effects run it when crafted; persistent ones when placed in play)."""
        if effect_id in self.card_effects:
            raise PluginError(f"card effect {effect_id!r} registered twice ({self._who()})")
        self.card_effects[effect_id] = fn

    def add_agent(self, kind: str, factory: Callable | str, faction: str | None = None):
        """An agent (bot) of `kind` (e.g. "heuristic"), for one faction or (faction=None) for any:
        `factory(faction_id, seed)` returns a callable `agent(game, decision) -> option id`.

        `factory` is a callable or a "module:attribute" string naming one (e.g. "mypackage.bot:create"):
        the module is imported when the agent is first made (`agent_factory`), so a plugin's bot costs
        nothing to import until a game seats it."""
        if (kind, faction) in self.agents:
            raise PluginError(f"agent {kind!r} for {faction or 'any faction'} registered twice ({self._who()})")
        self._check_reference(factory, f"agent {kind!r} for {faction or 'any faction'}", "factory")
        self.agents[(kind, faction)] = factory

    def add_bot_advice(self, decision_kind: str, advice: Callable | str):
        """How any heuristic bot answers a decision of `decision_kind` that this plugin asks of other players (a
        service offered to buyers, a defender asked to enlist help) when the bot's own class has no rule for it:
        `advice(bot, game, decision)` returns an option id, or None for a random one (`rootcore.bots`). Give a
        "module:attribute" string to import the module only when a bot first meets the kind."""
        if decision_kind in self.bot_advice:
            raise PluginError(f"bot advice for {decision_kind!r} registered twice ({self._who()})")
        self._check_reference(advice, f"bot advice for {decision_kind!r}", "advice")
        self.bot_advice[decision_kind] = advice

    def add_bot_advice_table(self, prefix: str, table: Mapping[str, Callable | str]) -> None:
        """`add_bot_advice` for each entry of `table`, its key naming the decision kind `<prefix>.<key>` (a hireling
        card's questions: `rootcore.bots.HIRELING_MOVE_ADVICE` and `HIRELING_BATTLE_ADVICE` answer the shared ones)."""
        for suffix, advice in table.items():
            self.add_bot_advice(f"{prefix}.{suffix}", advice)

    def advice_for(self, decision_kind: str) -> Callable | None:
        """The bot advice for `decision_kind`, or None; a "module:attribute" one is imported now and remembered."""
        advice = self.bot_advice.get(decision_kind)
        if isinstance(advice, str):
            self.bot_advice[decision_kind] = advice = _resolved(advice, f"bot advice for {decision_kind!r}", "advice")
        return advice

    def _check_reference(self, reference, what: str, noun: str) -> None:
        """A callable, or a "module:attribute" string naming one (imported on first use: `_resolved`)."""
        if isinstance(reference, str):
            module, _, attribute = reference.partition(":")
            if not module or not attribute:
                raise PluginError(f"{what}: {noun} {reference!r} is not \"module:attribute\" ({self._who()})")
        elif not callable(reference):
            raise PluginError(f"{what}: {noun} {reference!r} is neither callable nor a \"module:attribute\" string "
                              f"({self._who()})")

    def add_option(self, name: str, schema: dict, help: str, faction: str | None = None):
        """A game option this plugin reads from a config's `options` table (`game.config.options`): `schema`
        is a JSON Schema its value must meet, `help` says what it does. A config may set only declared
        options, so that a mistyped name is an error instead of a setting silently ignored. `faction`: the one
        faction the option is about, when it is; a game setting it without that faction warns that it has no
        effect (as for an option whose plugin has nothing in the game)."""
        if name in self.options:
            raise PluginError(f"game option {name!r} declared twice (by {self.options[name].plugin!r} and "
                              f"{self._who()})")
        try:
            Draft202012Validator.check_schema(schema)
        except SchemaError as exc:
            raise PluginError(f"{self._who()}: game option {name!r} has a schema that is not a JSON Schema: "
                              f"{exc.message}") from None
        option = self.options[name] = GameOption(name, schema, help, self._plugin_id(), faction)
        if self._current:
            self._current.options.append(option)

    def agent_factory(self, kind: str, faction: str) -> Callable | None:
        """The factory of the `kind` agent for `faction` (one registered for that faction, else one for any),
        or None. A "module:attribute" factory is imported now, on first use, and remembered."""
        key = (kind, faction) if (kind, faction) in self.agents else (kind, None)
        factory = self.agents.get(key)
        if isinstance(factory, str):
            self.agents[key] = factory = _resolved(factory, f"agent {kind!r} for {key[1] or 'any faction'}", "factory")
        return factory

    def add_character(self, id: str, factory, content: str | None = None):
        self._add("character", id, factory, content)

    def add_hireling(self, id: str, factory, content: str):
        """A hireling card (Law Appendix E) from a hireling content file; `factory` is a `rootcore.Hireling`
        subclass giving the card's rules."""
        self._add("hireling", id, factory, content)

    def add_landmark(self, id: str, content: str, factory=None):
        """A landmark (Law Appendix F) from a landmark content file; `factory` defaults to `rootcore.Landmark`."""
        from rootcore.components import Landmark
        self._add("landmark", id, factory or Landmark, content)

    def add_ruleset(self, id: str, factory, content: str | None = None):
        self._add("ruleset", id, factory, content)

    # -- lookups -------------------------------------------------------------------------------------

    def get(self, kind: str, id: str) -> ComponentSpec:
        try:
            return self.components[kind][id]
        except KeyError:
            known = ", ".join(sorted(self.components[kind])) or "none"
            raise PluginError(f"no {kind} plugin {id!r} is installed and enabled (known: {known})") from None

    def plugin_of(self, kind: str, id: str) -> PluginInfo:
        return self.plugins[self.get(kind, id).plugin]

    def plugin_named(self, plugin: str) -> str:
        """How an error names `plugin` (`plugin_named`), with its distribution if it is one of this registry's."""
        info = self.plugins.get(plugin)
        return plugin_named(plugin, info.distribution if info else None)

    def _add(self, kind: str, id: str, factory, content):
        if id in self.components[kind]:
            other = self.components[kind][id].plugin
            raise PluginError(f"{kind} {id!r} registered twice (by {other!r} and {self._who()})")
        self.components[kind][id] = ComponentSpec(kind, id, factory, content, self._plugin_id())
        if self._current:
            self._current.components.append((kind, id))

    def _plugin_id(self) -> str:
        """The id of the plugin registering now ("<direct>" outside discovery: tests, scripts)."""
        return self._current.id if self._current else "<direct>"

    def _who(self) -> str:
        return f"plugin {self._current.id!r}" if self._current else "direct registration"

    def _saved(self) -> tuple:
        """Copies of what `rootcore_register` may add to, for `_restore` when a plugin fails halfway."""
        return ({kind: dict(c) for kind, c in self.components.items()}, dict(self.card_effects), dict(self.agents),
                dict(self.bot_advice), dict(self.options))

    def _restore(self, saved: tuple) -> None:
        self.components, self.card_effects, self.agents, self.bot_advice, self.options = saved


def _version_tuple(text: str) -> tuple[int, ...]:
    """The release parts of a version, as many as it gives ("1.4.2rc1": 1, 4, 2; a tag's digits are no part)."""
    release = re.match(r"\s*v?(\d+(?:\.\d+)*)", text)
    return tuple(int(p) for p in release.group(1).split(".")) if release else ()


def version_supported(spec: str, version: str = __version__) -> bool:
    """Check a comma-separated requirement like ">=0.1,<2" against rootcore's version (the operators of PEP 440,
    as the manifest schema allows them: "===" compares the text as it is)."""
    have = _version_tuple(version)
    for part in filter(None, (p.strip() for p in spec.split(","))):
        if part.startswith("==="):
            if part[3:].strip() != version:
                return False
            continue
        m = re.match(r"(>=|<=|==|!=|>|<|~=)?\s*([\d.]+)", part)
        if not m:
            return False
        op, want = m.group(1) or "==", _version_tuple(m.group(2))
        n = len(want)
        ok = {">=": have >= want, "<=": have[:n] <= want, ">": have > want, "<": have < want,
              "==": have[:n] == want, "!=": have[:n] != want, "~=": have >= want and have[:n - 1] == want[:n - 1]}[op]
        if not ok:
            return False
    return True


def _manifest_for(module, plugin_id: str) -> Manifest:
    from rootcore.content import load_manifest
    spec = getattr(module, "ROOTCORE_MANIFEST", None)
    if spec is None:
        if not hasattr(module, "__path__"):
            raise PluginError(f"plugin {plugin_id!r} is a plain module without ROOTCORE_MANIFEST")
        spec = f"{module.__name__}:plugin.toml"
    return load_manifest(spec)


def check_hooks(plugin, who: str, specs: type) -> None:
    """Raise PluginError naming `who` when a `rootcore_...` callable of `plugin` lacks the @hookimpl mark, or
    is marked but names no hook of `specs` (a hookspecs class): pluggy would skip the first and never call
    the second, without a word, so a forgotten mark (or a subclass overriding a hook without repeating it)
    or a mistyped hook name would silently do nothing."""
    known = [name for name in dir(specs) if name.startswith("rootcore_")]
    for name in dir(plugin):
        if not name.startswith("rootcore_") or not callable(getattr(plugin, name)):
            continue
        if not hasattr(getattr(plugin, name), "rootcore_impl"):
            raise PluginError(f"{who}: {name} not marked @hookimpl (from rootcore import hookimpl), so pluggy "
                              "would never call it")
        if name not in known:
            hint = did_you_mean(name, known) or " (docs/hooks.md lists them)"
            raise PluginError(f"{who}: {name} is not a rootcore hook{hint}")
        wanted = _parameters_not_passed(getattr(plugin, name), getattr(specs, name))
        if wanted:
            passed = _required_parameters(getattr(specs, name))
            hint = did_you_mean(wanted[0], passed) if len(wanted) == 1 else ""
            raise PluginError(f"{who}: {name} takes {', '.join(map(repr, wanted))}, which the hook does not "
                              f"pass{hint}; its parameters: {', '.join(passed)} (docs/hooks.md; arguments are passed "
                              "by name)")
        if getattr(getattr(plugin, name), "rootcore_answers_kept", False) and name not in hookspecs.KEPT_ANSWER_HOOKS:
            raise PluginError(f"{who}: {name} is marked @answers_kept, which only "
                              f"{' and '.join(hookspecs.KEPT_ANSWER_HOOKS)} may be: the core keeps no other answers")
        partner = hookspecs.PAIRED_HOOKS.get(name)
        if partner is not None and not callable(getattr(plugin, partner, None)):
            raise PluginError(f"{who}: implements {name} but not {partner}, which goes with it (docs/hooks.md)")


def _required_parameters(function) -> list[str]:
    """The parameters of `function` that pluggy fills by name: those without a default, `self` left out (a bound
    method's signature has none; a hookspec read from its class does)."""
    import inspect
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return [p.name for p in inspect.signature(function).parameters.values()
            if p.kind in kinds and p.default is inspect.Parameter.empty and p.name != "self"]


def _parameters_not_passed(impl, spec) -> list[str]:
    """The parameters `impl` requires that the hook `spec` does not pass: pluggy refuses such an implementation
    with its own error, which does not name the plugin's distribution (docs/plugins.md, section 7)."""
    passed = set(_required_parameters(spec))
    return [name for name in _required_parameters(impl) if name not in passed]


def _entry_points():
    return sorted(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: ep.name)


def discover(disable: tuple[str, ...] | frozenset[str] = (), *, broken_ok: bool = False) -> Registry:
    """Load every installed plugin not disabled and return the registry (cached per `disable` set).

    A plugin that fails to load raises PluginError naming it and saying how to skip it; with `broken_ok`
    (`rootcore plugins`) the registry of the others is returned instead, the failures in `registry.broken`."""
    try:
        return _discover(frozenset(disable), os.environ.get(LOAD_ENV))
    except _BrokenPlugins as failed:
        if broken_ok:
            return failed.registry
        broken = failed.registry.broken
        raise PluginError(_broken_message(broken, frozenset(disable))) from broken[0].error


def plugin_named(plugin: str, distribution: str | None, entry_point: str | None = None) -> str:
    """How an error names a plugin: its id, the distribution that installed it (None: not known) and, where
    known, its entry point: "plugin 'otters' (distribution 'rootcore-otters', entry point 'rootcore_otters')"."""
    source = f"distribution {distribution!r}" if distribution else "distribution unknown"
    return f"plugin {plugin!r} ({source}{f', entry point {entry_point!r}' if entry_point else ''})"


class _BrokenPlugins(Exception):
    """Raised out of the cached `_discover` when a plugin is broken: lru_cache keeps no exception, so the next
    call loads again, as it did when the first failure was raised directly."""

    def __init__(self, registry: Registry):
        super().__init__(registry)
        self.registry = registry


def _allowed(only: str | None) -> set[str] | None:
    """The ids `ROOTCORE_LOAD_PLUGINS` lets load (None: all)."""
    return None if only is None else {p.strip() for p in only.split(",") if p.strip()}


@functools.lru_cache(maxsize=16)
def _discover(disable: frozenset[str], only: str | None) -> Registry:
    allowed = _allowed(only)
    registry = Registry()
    manager = pluggy.PluginManager("rootcore")
    manager.add_hookspecs(hookspecs.RegistrationSpecs)
    manager.hook.rootcore_register.call_historic(kwargs={"registry": registry})
    entry_points = _entry_points()
    registry.installed = frozenset(ep.name for ep in entry_points)
    for ep in entry_points:
        if ep.name in disable or (allowed is not None and ep.name not in allowed):
            continue  # blocked before import
        dist = ep.dist.name if ep.dist else None
        where = plugin_named(ep.name, dist, ep.value)
        dist = dist or "<unknown distribution>"
        manifest = None
        try:
            module, manifest = _import(ep, where, registry)
            _load(ep, dist, where, module, manifest, registry, manager)
        except PluginError as exc:  # set aside, so that one broken plugin does not hide the others
            registry.broken.append(BrokenPlugin(ep.name, dist, ep.value, exc, manifest))
    if registry.broken:
        raise _BrokenPlugins(registry)
    return registry


def _import(ep, where: str, registry: Registry) -> tuple[Any, Manifest]:
    """Import one plugin and read its manifest; PluginError naming it (`where`) when it fails."""
    if ep.name == CORE_ID:  # the core's own row in listings and the owner of the core's options
        raise PluginError(f"{where}: the id {CORE_ID!r} is the core's; a plugin needs another")
    if ep.name in registry.plugins:
        raise PluginError(f"{where}: a plugin with this id is already loaded from "
                          f"{registry.plugins[ep.name].distribution!r}")
    try:
        module = ep.load()
        manifest = _manifest_for(module, ep.name)
    except Exception as exc:  # any failure while importing is the plugin's, and must be named
        raise PluginError(f"{where} failed to load: {type(exc).__name__}: {exc}") from exc
    return module, manifest


def _load(ep, dist: str, where: str, module, manifest: Manifest, registry: Registry,
          manager: pluggy.PluginManager) -> None:
    """Check and register one imported plugin; PluginError naming it when it fails, leaving `registry` as it was."""
    if manifest.id != ep.name:
        raise PluginError(f"{where}: manifest id {manifest.id!r} differs from the entry-point name")
    if not version_supported(manifest.rootcore):
        raise PluginError(f"{where} supports rootcore {manifest.rootcore}, this is {__version__}")
    info = PluginInfo(ep.name, manifest, module.__name__, dist)
    if manifest.kind != "expansion":
        if not hasattr(module, "rootcore_register"):
            raise PluginError(f"{where} has no rootcore_register(registry) hook")
        check_hooks(module, where, hookspecs.RegistrationSpecs)
        _register(module, info, where, registry, manager)
    registry.plugins[ep.name] = info


def _register(module, info: PluginInfo, where: str, registry: Registry, manager: pluggy.PluginManager) -> None:
    """Call the plugin's `rootcore_register`; when it fails, take back what it added before failing."""
    saved = registry._saved()
    registry._current = info
    try:
        manager.register(module, name=info.id)  # the historic hook calls rootcore_register now
    except Exception as exc:
        registry._restore(saved)  # the manager calls a plugin's rootcore_register once: nothing else to undo
        what = str(exc) if isinstance(exc, PluginError) else f"{type(exc).__name__}: {exc}"
        raise PluginError(f"{where} failed while registering: {what}") from exc
    finally:
        registry._current = None


def _broken_message(broken: list[BrokenPlugin], disable: frozenset[str]) -> str:
    """The errors of the broken plugins, and how to go on without them."""
    if len(broken) == 1:
        return f"{broken[0].error}\n{skip_hint(broken, disable)}"
    return (f"{len(broken)} plugins failed to load:\n" + "".join(f"  {b.error}\n" for b in broken)
            + skip_hint(broken, disable))


def skip_hint(broken: list[BrokenPlugin], disable: frozenset[str] = frozenset()) -> str:
    """The exact ways to skip the broken plugins before import: the game config's `disable` list (beside the
    ids it already holds), `--disable` on the command line (which adds to it), or `ROOTCORE_LOAD_PLUGINS`
    naming every other installed plugin it lets load."""
    ids = [b.id for b in broken]
    allowed = _allowed(os.environ.get(LOAD_ENV))
    others = sorted({ep.name for ep in _entry_points() if allowed is None or ep.name in allowed} - set(ids))
    it = "it" if len(ids) == 1 else "them"
    return (f"To go on without {it}, skip {it} before import: put disable = {json.dumps(sorted(disable | set(ids)))} "
            f"in the game config, add --disable {','.join(sorted(ids))} to the command (rootcore play, simulate, "
            f"bench, replay, render, cards), or set {LOAD_ENV}={','.join(others)} in the environment (`rootcore "
            "plugins` lists every installed plugin, broken ones included)")


def raised_in_plugin(exc: BaseException) -> str | None:
    """Where in an installed plugin's code `exc` was raised: "plugin 'otters' (distribution ..., entry point ...),
    at FILE:LINE in FUNCTION" for the innermost frame of its traceback in a module of a plugin's entry point (a
    helper module the plugin calls is passed over for the plugin code that called it), or None when no plugin's code
    is in it. The command line names the plugin so, instead of printing such an error as if it were bad input."""
    modules = {str(ep.value).partition(":")[0]: ep for ep in _entry_points()}
    frames = []
    tb = exc.__traceback__
    while tb is not None:
        frames.append(tb)
        tb = tb.tb_next
    for tb in reversed(frames):
        name = str(tb.tb_frame.f_globals.get("__name__", ""))
        ep = modules.get(name) or next((ep for module, ep in modules.items() if name.startswith(module + ".")), None)
        if ep is not None:
            code = tb.tb_frame.f_code
            where = plugin_named(ep.name, ep.dist.name if ep.dist else None, ep.value)
            return f"{where}, at {code.co_filename}:{tb.tb_lineno} in {code.co_name}"
    return None


def clear_cache() -> None:
    """Forget discovered plugins (tests that install a plugin at run time call this)."""
    _discover.cache_clear()


def _resolved(reference: str, what: str, noun: str) -> Callable:
    """The callable a "module:attribute" `reference` names, imported now; a PluginError naming `what` otherwise."""
    try:
        resolved = pkgutil.resolve_name(reference)
    except Exception as exc:  # the plugin's mistake: name it
        raise PluginError(f"{what}: cannot load {noun} {reference!r}: {type(exc).__name__}: {exc}") from exc
    if not callable(resolved):
        raise PluginError(f"{what}: {noun} {reference!r} is not callable")
    return resolved
