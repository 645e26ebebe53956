"""The game engine: builds a game from a config and the installed plugins, runs the rules as a generator
of decisions, and keeps the log that makes replay, saves and clones exact (DESIGN sections 3-4).

    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 7})
    while not game.is_over:
        game.choose(game.pending.options[0].id)

The log of chosen option ids, with the config and seed, is the whole truth: `to_json` writes it,
`load_game` replays it, and `clone` replays the choices made since the latest checkpoint (a turn or phase
start, or a resume point within a phase).
"""
from __future__ import annotations

import functools
import inspect
import json
import textwrap
import warnings
from pathlib import Path
from typing import Any

import attrs
import cattrs
import pluggy

from rootcore import hookspecs, plugins
from rootcore.caches import BoundedCache
from rootcore.components import Component, dropped_parameters
from rootcore.decisions import Decision, RootcoreError
from rootcore.model import GameConfig, RulesetDef
from rootcore.rules import hirelings, rule, scoring, setup, turn
from rootcore.state import GameState, first_difference, not_json

SAVE_FORMAT = "rootcore.save"
SAVE_VERSION = 1


class ConfigError(RootcoreError):
    """A game config names something that is not installed, enabled, or allowed together. `fields` are the
    config's fields that say so (empty when not known), so that the command line can name the flag or file
    that set them."""

    def __init__(self, message: str, fields: tuple[str, ...] = ()):
        super().__init__(message)
        self.fields = fields


# The config field that lists the components of each kind.
FIELD_OF_KIND = {"map": "map", "deck": "deck", "faction": "factions", "landmark": "landmarks", "hireling": "hirelings",
                 "ruleset": "ruleset"}


class SaveError(RootcoreError):
    """A save file is malformed or does not replay to the state it records."""


class UnimplementedCardWarning(UserWarning):
    """A deck holds cards whose crafted effect no plugin implements yet (they cannot be crafted)."""


# Configs and content objects as plain JSON data: lists, not tuples, whatever cattrs' defaults are.
PLAIN = cattrs.Converter(unstruct_collection_overrides={tuple: list})


DEFAULT_CONFIG = "rootcore_content:configs/default.toml"


def make_config(config: Any) -> GameConfig:
    """A GameConfig from a GameConfig, a mapping, or a TOML file path. Fields it leaves unset take the
    default game's values (content/configs/default.toml)."""
    from rootcore.content import load_game_config
    if not isinstance(config, GameConfig):
        config = load_game_config(config if config is not None else {})
    if not config.factions:
        config = attrs.evolve(config, factions=load_game_config(DEFAULT_CONFIG).factions)
    if "faction_draft" in config.options:  # Law A.8.1-A.8.2: the factions drafted from those listed
        from rootcore.rules import draft
        config = draft.resolve(config)
    return config


def check_config(config: Any) -> GameConfig:
    """`make_config(config)`, checked by making its game once (and dropping it): raises ConfigError or
    PluginError naming what is wrong (a faction listed twice, a plugin not installed, an option value a
    component refuses when the game is set up) before a batch of games starts. Warnings from loading are not
    shown here: the games say them."""
    config = make_config(config)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        Game(GameDefinition(config))
    return config


def with_disabled(config: dict, disable) -> dict:
    """`config` (as plain data) with the plugin ids of `disable` added to its own `disable` list, each once, in
    order: what `--disable` on the command line skips beside what a config file or a save already does."""
    if not disable:
        return config
    if isinstance(disable, str):  # one id, not its letters
        disable = [disable]
    return {**config, "disable": list(dict.fromkeys([*config.get("disable", ()), *disable]))}


def config_to_dict(config: GameConfig) -> dict:
    """A config as plain data (what saves store and TOML files hold); unset optional fields are left out."""
    data = {k: v for k, v in PLAIN.unstructure(config).items() if v is not None}
    if not data.get("factions"):
        data.pop("factions", None)  # unset: the default game's factions apply
    for field in ("landmarks", "hirelings"):
        if not data.get(field):
            data.pop(field, None)  # none: saves of games without them stay as they were
    return data


class GameDefinition:
    """Everything fixed for a game: config, components in play, their plugin manager, board and cards.
    Shared, never mutated, by a game and its clones; the components and their manager are also shared by
    every game with the same components and no extra plugins (`_shared_components`)."""

    def __init__(self, config: GameConfig, extra_plugins=()):
        self.config = config
        self.extra_plugins = tuple(extra_plugins)  # a replay of this game needs them again (`load_game`)
        registry = plugins.discover(frozenset(config.disable))
        self.registry = registry
        specs = [("map", config.map), ("deck", config.deck)] + [("faction", f) for f in config.factions] + [
            ("landmark", landmark) for landmark in config.landmarks] + [
            ("hireling", hireling) for hireling in config.hirelings] + (
            [("ruleset", config.ruleset)] if config.ruleset is not None else [])
        if len(set(config.factions)) != len(config.factions):
            raise ConfigError(f"a faction is listed twice: {list(config.factions)}", ("factions",))
        if not 2 <= len(config.factions) <= 6:
            raise ConfigError(f"a game needs 2 to 6 factions, not {len(config.factions)}", ("factions",))
        if len(config.landmarks) > 2:
            raise ConfigError(f"a game has one or two landmarks (Law A.5.1), not {len(config.landmarks)}: "
                              f"{list(config.landmarks)}", ("landmarks",))
        if config.hirelings and len(config.hirelings) != 3:  # the three cards dealt (A.6.1)
            raise ConfigError(f"a game has exactly three hirelings (Law A.6), not {list(config.hirelings)}",
                              ("hirelings",))
        if config.seating and sorted(config.seating) != sorted(config.factions):
            raise ConfigError(f"seating {list(config.seating)} must list exactly the factions {list(config.factions)}",
                              ("seating", "factions"))
        for ep in config.disable:  # a misspelt id would disable nothing without a word
            if ep not in registry.installed:
                from rootcore.content import did_you_mean
                raise ConfigError(f"config disables plugin {ep!r}, which is not installed"
                                  f"{did_you_mean(ep, registry.installed)}", ("disable",))
        for ep in config.enable:
            if ep in config.disable:  # skipped before import, so "not installed" would mislead
                raise ConfigError(f"config enables plugin {ep!r} and disables it too", ("enable", "disable"))
            if ep not in registry.plugins:
                from rootcore.content import did_you_mean
                raise ConfigError(f"config enables plugin {ep!r}, which is not installed"
                                  f"{did_you_mean(ep, registry.plugins)}", ("enable",))
        self._check_components(registry, specs)
        _check_options(config.options, registry.options)
        if extra_plugins:  # observers and test doubles for this game only: a manager of its own
            built, self.manager, self.plugin_versions = _build_components(registry, specs, extra_plugins)
            tables = _hook_tables(self.manager)
        else:
            built, self.manager, self.plugin_versions, tables = _shared_components(registry, tuple(specs))
        self.map = built[("map", config.map)]
        self.board = self.map.board
        self.deck = built[("deck", config.deck)]
        self.cards = self.deck.cards
        # The players' factions, then the hirelings (Appendix E): they own pieces and are battled as factions are,
        # but take no turns (`state.turn_order` lists the players) and score nothing (E.3.6).
        self.hirelings = {hireling: built[("hireling", hireling)] for hireling in config.hirelings}
        self.factions = {**{f: built[("faction", f)] for f in config.factions}, **self.hirelings}
        self.players_sorted = tuple(sorted(config.factions))  # tied at zero where only tokens or pawns stand (2.5)
        self.landmarks = {landmark: built[("landmark", landmark)] for landmark in config.landmarks}
        # The ruleset (docs/rulesets.md) and its settings, read by `rootcore.rules_setting`: empty without one.
        self.ruleset = built[("ruleset", config.ruleset)] if config.ruleset is not None else None
        self.rules_settings = dict(self.ruleset.settings) if self.ruleset is not None else {}
        _check_landmarks(self)
        _check_hirelings(self)
        _check_corners(self)
        self.card_effects = registry.card_effects
        # Law 1.2.1 for people at one table: questions over hidden cards are asked whenever such cards are held
        # (`decisions.hand_question`); read once here, since many questions ask it.
        self.hands_concealed = bool(config.options.get("conceal_hands"))
        self.unimplemented_cards = frozenset(
            i for i, c in enumerate(self.cards)
            if c.kind in ("immediate", "persistent") and c.effect not in self.card_effects)
        # Options read only by plugins with nothing in this game (the Vagabond's character without a Vagabond):
        # most likely a mistake in the config, told as a warning (`Game.warnings`).
        # An option about one faction (`GameOption.faction`) is idle without that faction.
        declared = [registry.options[name] for name in sorted(config.options)]
        self.idle_options = {o.name: o.plugin for o in declared
                             if o.plugin not in (plugins.CORE_ID, *self.plugin_versions)
                             or (o.faction is not None and o.faction not in config.factions)}
        self.pluggy_hooks = self.manager.hook
        hooks_in_use, fast_hooks, self.hooks, self.kept_answers = tables
        self.hooks_in_use = hooks_in_use
        self.fast_hooks = dict(fast_hooks)  # a game's own: the bench's hook timer wraps its entries
        # Beside warriors and buildings (2.5); whether rule, and a tie broken, may be kept with the pieces.
        self.rule_counters, self.rule_kept, self.ties_kept = rule.rule_counters(self)
        self.phase_edges = turn.phase_edges(self)  # the "at start of", "in" and "at end of" callers (1.4.1, 1.1.3)
        self.adjacency_filters = _adjacency_filters(self.manager)

    def allows(self, plugin: str) -> bool:
        """Whether this game may use the installed plugin `plugin` without its config naming it: the plugin is in
        no expansion, or in one the config enables (`expansions`), or the config enables it alone (`enable`)
        (docs/plugins.md, section 12). What a setup offers from every installed plugin of a kind (the Vagabond's
        characters) asks this."""
        info = self.registry.plugins.get(plugin)
        expansion = info.manifest.expansion if info else None
        return expansion is None or expansion in self.config.expansions or plugin in self._enabled

    def _check_components(self, registry, specs) -> None:
        """Each component in `specs` installed and enabled, in an expansion the config enables if in one, and
        its plugin's requirements and conflicts met."""
        enabled = self._enabled = set(self.config.enable)
        for exp in self.config.expansions:
            info = registry.plugins.get(exp)
            if exp in self.config.disable:  # skipped before import, so "not installed" would mislead
                raise ConfigError(f"config enables expansion {exp!r} and disables it too", ("expansions", "disable"))
            if info is None or info.manifest.kind != "expansion":
                from rootcore.content import did_you_mean
                known = [p for p, i in registry.plugins.items() if i.manifest and i.manifest.kind == "expansion"]
                raise ConfigError(f"config enables expansion {exp!r}, which is not installed"
                                  f"{did_you_mean(exp, known) or ' (installed: ' + ', '.join(sorted(known)) + ')'}",
                                  ("expansions",))
            enabled.update(info.manifest.bundles)
        in_play: dict[str, str] = {}  # plugin id -> the config field that brings it into play
        for kind, cid in specs:
            try:
                spec = registry.get(kind, cid)
            except plugins.PluginError as exc:  # not installed, or its plugin disabled
                disabled = ("disable",) if self.config.disable else ()
                field = FIELD_OF_KIND[kind]
                where = f"config field {field} = {cid!r}: " if kind == "ruleset" else ""
                raise ConfigError(where + str(exc), (field, *disabled)) from None
            info = registry.plugins.get(spec.plugin)
            if info is None:
                continue
            in_play.setdefault(info.id, FIELD_OF_KIND[kind])
            exp = info.manifest.expansion
            if not self.allows(info.id):
                raise ConfigError(f"{kind} {cid!r} belongs to expansion {exp!r}; enable it with "
                                  f"expansions = [{exp!r}] in the game config", (FIELD_OF_KIND[kind], "expansions"))
        for pid in sorted(in_play):
            manifest = registry.plugins[pid].manifest
            for need in manifest.requires:
                if need not in registry.plugins:
                    raise ConfigError(f"plugin {pid!r} requires plugin {need!r}, which is not installed",
                                      (in_play[pid],))
            for clash in manifest.conflicts:
                if clash in in_play:
                    raise ConfigError(f"plugin {pid!r} conflicts with plugin {clash!r}, which is also in play",
                                      (in_play[pid], in_play[clash]))


def _check_landmarks(definition: GameDefinition) -> None:
    """Each landmark allows this many players (Elder Treetop needs three)."""
    config = definition.config
    for landmark in definition.landmarks.values():
        if len(config.factions) < landmark.setup_rule.min_players:
            raise ConfigError(f"landmark {landmark.id!r} needs at least {landmark.setup_rule.min_players} players, "
                              f"not {len(config.factions)}", ("landmarks", "factions"))


def _check_corners(definition: GameDefinition) -> None:
    """Law 5: more factions that start in a corner than the map has corners need the Advanced Setup's faction setup
    cards (A.8.2, the game option `setup_cards`); with the standard setup the last of them would set up nothing.
    With `setup_cards`, every faction must have its card (`Faction.setup_from_card`), and the hands of the Advanced
    Setup (`advanced_setup`, A.7) come with it."""
    config = definition.config
    if config.options.get("setup_cards"):
        if not config.options.get("advanced_setup"):
            raise ConfigError("the game option setup_cards (Law A.8.2) is a step of the Advanced Setup: set "
                              "advanced_setup = true too", ("options",))
        missing = [f for f in config.factions if not definition.factions[f].setup_card_supported()]
        if missing:
            raise ConfigError(f"faction{'s' if len(missing) > 1 else ''} {', '.join(missing)} cannot set up by a "
                              "faction setup card (Law A.8.2): its plugin does not implement one; play without "
                              "setup_cards", ("factions", "options"))
        return
    corner_factions = [f for f in config.factions if definition.factions[f].starts_in_corner]
    corners = len(definition.board.corners)
    if len(corner_factions) > corners:
        raise ConfigError(f"factions {', '.join(corner_factions)} each start in a corner, and map "
                          f"{definition.board.id!r} has {corners}: Law 5 asks for the Advanced Setup's faction setup "
                          "cards then: set options advanced_setup = true and setup_cards = true", ("factions", "map"))


def _check_hirelings(definition: GameDefinition) -> None:
    """A faction cannot be played while the hireling matching it is in the game (Law A.6.5)."""
    for hireling in definition.hirelings.values():
        if hireling.id in definition.config.factions:
            raise ConfigError(f"hireling {hireling.id!r} has the id of a faction in the game",
                              ("hirelings", "factions"))
        for faction in hireling.hireling.excludes:
            if faction in definition.config.factions:
                raise ConfigError(f"faction {faction!r} cannot be played with hireling {hireling.id!r} in the game "
                                  "(Law A.6.5)", ("hirelings", "factions"))


def _check_options(chosen: dict, declared: dict) -> None:
    """Every game option a config sets must be declared by the core or an enabled plugin
    (`Registry.add_option`), with a value its schema accepts: a mistyped option must not be ignored."""
    from rootcore import content
    problems = content.option_problems(chosen, declared)
    if problems:
        raise ConfigError(problems[0][1], ("options",))


def _build_components(registry, specs, extra_plugins=()):
    """The components in play, built from their content, and a plugin manager holding them (and
    `extra_plugins`); returns (components by (kind, id), manager, plugin versions)."""
    from rootcore import content
    plugin_versions: dict[str, str] = {}
    manager = pluggy.PluginManager("rootcore")
    manager.add_hookspecs(hookspecs.GameSpecs)
    built = {}
    for kind, cid in specs:
        spec = registry.get(kind, cid)  # the config was checked (`_check_components`)
        info = registry.plugins.get(spec.plugin)
        loader = {"map": content.load_map, "deck": content.load_deck, "faction": content.load_faction_board,
                  "landmark": content.load_landmark, "hireling": content.load_hireling,
                  "ruleset": functools.partial(_ruleset_definition, cid)}[kind]
        try:
            component = build_component(registry, spec, loader(spec.content))
        except content.ContentError as exc:  # each problem, by file and field, and whose file it is
            owner = registry.plugin_named(spec.plugin)
            raise content.ContentError(content.ContentIssue(f"{issue.file} of {owner}", issue.path, issue.message)
                                       for issue in exc.issues) from None
        who = f"{registry.plugin_named(spec.plugin)}, {kind} {cid!r}"
        plugins.check_hooks(component, who, hookspecs.GameSpecs)
        dropped = dropped_parameters(type(component))
        if dropped:
            raise plugins.PluginError(f"{who}: overrides {', '.join(dropped)} without those parameters, which the core "
                                      "passes by name (add them, with the core method's defaults: docs/plugins.md)")
        manager.register(component, name=f"{kind}:{cid}")
        built[(kind, cid)] = component
        if info:
            plugin_versions[info.id] = info.manifest.version
    for i, extra in enumerate(extra_plugins):
        plugins.check_hooks(extra, f"extra plugin {extra!r}", hookspecs.GameSpecs)
        manager.register(extra, name=f"extra:{i}")
    return built, manager, plugin_versions


def _ruleset_definition(ruleset: str, content_spec: str | None) -> RulesetDef:
    """What a ruleset is built from: its id only, since a ruleset keeps its settings in its code
    (`rootcore.Ruleset.settings`); a content file is not read for rulesets (yet), so one given is an error."""
    if content_spec is not None:
        raise plugins.PluginError(f"ruleset {ruleset!r} names content {content_spec!r}: rulesets keep their "
                                  "settings in code (docs/plugins.md, Rulesets) and take no content file")
    return RulesetDef(ruleset)


def build_component(registry, spec, definition):
    """The component `spec` of `registry` names, built from `definition` by its plugin's factory, which runs the
    plugin's own content checks (`Component.data_issues`): a ContentError (by file and field) for a problem
    with the content, a PluginError naming the plugin for anything else it raises. A game builds its
    components so; `rootcore validate` builds a file it is given so, to report those checks too. A file whose `id`
    is neither `spec`'s nor that of another component of its kind (a file may serve several ids) is refused at
    `$.id`."""
    from rootcore.content import ContentError, ContentIssue
    file_id = getattr(definition, "id", spec.id)
    if file_id != spec.id and file_id not in registry.components[spec.kind]:  # half a rename: two names for one thing
        raise ContentError([ContentIssue(spec.content or file_id, "$.id", f"{file_id!r} differs from the id "
                                         f"{spec.id!r} its plugin registers this {spec.kind} under: use one id in "
                                         "both")])
    try:
        return spec.factory(spec, definition)
    except ContentError:
        raise
    except Exception as exc:
        raise plugins.PluginError(f"{registry.plugin_named(spec.plugin)} failed to build {spec.kind} {spec.id!r}: "
                                  f"{type(exc).__name__}: {exc}") from exc


def _hook_tables(manager) -> tuple[frozenset[str], dict[str, tuple], "FastHooks", frozenset[str]]:
    """The hooks `manager` has implementations of, and the dispatch tables for them, shared by every game
    with this manager (replacing an entry reaches all of them, so a game that needs its own copies them):
    `fast_hooks` (name -> implementations, last registered first, each taking the hook's parameters by
    position in the order of its spec) for hot paths (placement, rule), which call them without pluggy's
    per-call overhead (DESIGN 5), and `hooks`, through which every other hook call of a game goes
    (`game.hooks.NAME(**kwargs)`): the same call order and result rules as pluggy (firstresult stops at the
    first non-None; otherwise a list of non-None results) without its per-call cost. pluggy still validates
    every implementation when it is registered. Last, the hooks of `hookspecs.KEPT_ANSWER_HOOKS` whose
    answers may be kept, every implementation being marked `@answers_kept`."""
    pluggy_hooks = manager.hook
    in_use = frozenset(name for name in dir(hookspecs.GameSpecs) if name.startswith("rootcore_")
                       and getattr(pluggy_hooks, name).get_hookimpls())
    fast_hooks = {name: tuple(_by_position(name, impl.function)
                              for impl in reversed(getattr(pluggy_hooks, name).get_hookimpls()))
                  for name in in_use}
    kept = frozenset(name for name in hookspecs.KEPT_ANSWER_HOOKS if name in in_use and all(
        getattr(impl.function, "rootcore_answers_kept", False) for impl in getattr(pluggy_hooks, name).get_hookimpls()))
    return in_use, fast_hooks, FastHooks(fast_hooks, FIRSTRESULT_HOOKS), kept


def _adjacency_filters(manager) -> tuple | None:
    """The `adjacency_concerns` methods of the components implementing `rootcore_adjacent`, when every
    implementation belongs to a component that overrides it (`Component.adjacency_concerns`); else None (the
    hook is asked about every faction)."""
    filters = []
    for impl in manager.hook.rootcore_adjacent.get_hookimpls():
        concerns = getattr(type(impl.plugin), "adjacency_concerns", None)
        if concerns is None or concerns is Component.adjacency_concerns:
            return None
        filters.append(impl.plugin.adjacency_concerns)
    return tuple(filters) or None


def _by_position(name: str, impl):
    """`impl` if it takes hook `name`'s parameters by position in the order of its spec (a call by position
    costs less than one by keyword), else an adapter that does and passes on to `impl` the ones it takes."""
    params = inspect.signature(impl).parameters.values()
    if all(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in params) \
            and [p.name for p in params] == _hook_params(name):
        return impl
    adapter = _caller_factory(name, "adapter", _arguments_taken(name, params))((impl,))
    return functools.update_wrapper(adapter, impl)  # named as `impl` in tracebacks


def _arguments_taken(name: str, params) -> str:
    """The arguments an adapter passes to an implementation with `params`, as source text: as with pluggy,
    an implementation may take fewer of the hook's parameters, in any order; its other parameters keep their
    defaults, and a `**kwargs` receives every hook parameter it does not name."""
    spec = _hook_params(name)
    named = [p.name for p in params if p.name in spec]
    passed = []
    for p in params:
        if p.kind is inspect.Parameter.VAR_KEYWORD:
            passed += [f"{q}={q}" for q in spec if q not in named]
        elif p.name in spec:
            passed.append(p.name if p.kind is inspect.Parameter.POSITIONAL_ONLY else f"{p.name}={p.name}")
    return ", ".join(passed)


_SHARED: BoundedCache = BoundedCache(64)


def _shared_components(registry, specs: tuple):
    """`_build_components` without extra plugins, and the `_hook_tables` of its manager, built once per
    registry and component list: components hold no game state (DESIGN 5), so every game with the same
    components shares them, their manager and its tables, and a new game skips loading content and
    registering hooks (most of its cost). A component may keep answers worked out from a game's state only
    together with the values they came from (compared before reuse), in one attribute, so that no game reads
    another's answer or half of an update."""
    key = (registry, specs)
    found = _SHARED.get(key)
    if found is None:
        built, manager, versions = _build_components(registry, specs)
        found = _SHARED.keep(key, (built, manager, versions, _hook_tables(manager)))
    built, manager, versions, tables = found
    return built, manager, dict(versions), tables


FIRSTRESULT_HOOKS = frozenset(
    name for name in dir(hookspecs.GameSpecs) if name.startswith("rootcore_")
    and getattr(getattr(hookspecs.GameSpecs, name), "rootcore_spec", {}).get("firstresult"))


class FastHooks:
    """The callers of the game hooks (DESIGN 5), one attribute per hook: `hooks.rootcore_x(game=game, ...)`,
    the hook's parameters by keyword. Shared like the tables they are made from (`_hook_tables`)."""

    def __init__(self, tables: dict[str, tuple], firstresult: frozenset[str]):
        for name in dir(hookspecs.GameSpecs):
            if name.startswith("rootcore_"):
                setattr(self, name, _caller(name, tables.get(name, ()), name in firstresult))


def _caller(name: str, impls: tuple, firstresult: bool):
    """The function a game calls for hook `name`: pluggy's call order and result rules over `impls`."""
    if firstresult and len(impls) == 1:  # its answer is the first non-None one, or None
        return impls[0]
    shape = "first" if firstresult else "one" if len(impls) == 1 else "list"
    return _caller_factory(name, shape)(impls)


@functools.cache
def _hook_params(name: str) -> list[str]:
    """The parameters of hook `name`, in the order of its spec (checked against the callers' own names)."""
    params = [p for p in inspect.signature(getattr(hookspecs.GameSpecs, name)).parameters if p != "self"]
    clashing = _CALLER_NAMES.intersection(params)
    if clashing:  # a generated caller would read its own local instead of the argument
        raise RootcoreError(f"hookspec {name} has a parameter named {sorted(clashing)[0]!r}, which the generated "
                            f"hook callers use themselves: rename it")
    return params


# The bodies of the hook callers and adapters (`_caller_factory`): PARAMS becomes the hook's parameters and
# ARGUMENTS what an adapter passes on (`_arguments_taken`); callers pass the parameters to the implementations
# (`_by_position`) by position. No hookspec parameter may be named like a local name of these bodies
# (`_CALLER_NAMES`, checked by `_hook_params`).
_CALLER_NAMES = frozenset({"impl", "impls", "result", "results", "call", "make", "PARAMS", "ARGUMENTS"})
_CALLER_BODIES = {
    "adapter": """
        impl = impls[0]
        def call(PARAMS):
            return impl(ARGUMENTS)""",
    "one": """
        impl = impls[0]  # the common case: one component implements the hook
        def call(*, PARAMS):
            result = impl(PARAMS)
            return [] if result is None else [result]""",
    "list": """
        def call(*, PARAMS):
            results = []
            for impl in impls:
                result = impl(PARAMS)
                if result is not None:
                    results.append(result)
            return results""",
    "first": """
        def call(*, PARAMS):
            for impl in impls:
                result = impl(PARAMS)
                if result is not None:
                    return result
            return None""",
}


@functools.cache
def _caller_factory(name: str, shape: str, arguments: str = ""):
    """A function making hook `name`'s callers (or adapters passing `arguments` on) of one shape from their
    implementations. The callers take the hook's own parameters, by keyword: a `**kwargs` caller would
    build a dict at every call and unpack it for every implementation, which costs more than most
    implementations' work. A caller is named after its hook, so that a wrong call names the hook."""
    params = _hook_params(name)
    body = textwrap.dedent(_CALLER_BODIES[shape])
    body = body.replace("ARGUMENTS", arguments).replace("PARAMS", ", ".join(params))
    body += f"\ncall.__name__ = call.__qualname__ = {name!r}\nreturn call"
    namespace: dict = {}
    exec(f"def make(impls):{textwrap.indent(body, '    ')}\n", namespace)
    return namespace["make"]


class Game:
    """One game: the definition, the mutable state, the pending decision, the log and the events.

    What embedders read: `pending` (the open Decision, None once over), `choose(option_id)`, `is_over`,
    `winners`, `scores`, `view(player)`, `events` (a list of dicts; `rootcore.views.events_for` filters them
    for a player), `log` (the option ids chosen), `cards` (the deck's cards: card number n in views and option
    data is `cards[n]`), `board` (the map), `warnings`, `to_json()`/`save(path)` and `clone()`."""

    # A game keeps a checkpoint of its first turn start (a clone: the checkpoint it was made from); it copies
    # the state at every later turn and phase start and resume point only once it has been cloned, so games
    # nobody clones (random play, most rollouts of the bots) never pay for the copies.
    _keep_checkpoints = False
    # A clone replaying to its original's position keeps only the checkpoints of the original's turn (earlier
    # ones would be replaced before the end), and skips the resume point it resumed at (its checkpoint).
    _keep_from_turn = 0
    _resuming_within_phase = False
    # Effects triggered by the moves and the removals outside battle of the action in progress, waiting for its end
    # (`move.one_action`, Law 1.4.2); None outside such an action (and within a battle, `battle.fight`). Like a
    # generator's locals it lives within one action, which a clone replays from its start (resume points are at the top
    # of actions), so a clone starts with None.
    deferred_triggers: list | None = None
    # What the rules raised at a choice (a plugin's bug): the rules stopped half way through it, so the game takes no
    # more choices; None while all is well.
    _failure: str | None = None

    def __init__(self, definition: GameDefinition, state: GameState | None = None, scenario: dict | None = None):
        self._define(definition)
        self.state = state if state is not None else GameState(definition.config.seed)
        self.log: list[str] = []
        self.events: list[dict] = []
        self.warnings: list[str] = []
        self.pending: Decision | None = None
        self.scenario_spec = scenario
        # (state at a turn or phase start, or at a resume point within a phase, without its RNG; that RNG's
        # state; log length; events length; whether it is within a phase)
        self._checkpoint: tuple[GameState, tuple, int, int, bool] | None = None
        self._resume = False
        self._announce_unimplemented_cards()
        self._flow = self._rules()
        self._advance(None)

    def _define(self, definition: GameDefinition) -> None:
        """Set the definition, and the parts of it the rules read most (`cards`, `factions`, `hooks`,
        `board`, which are never replaced) as plain attributes: the rules look them up thousands of times a
        game, and a property costs a call each time."""
        self.definition = definition
        self.cards = definition.cards
        self.factions = definition.factions
        self.hooks = definition.hooks
        self.board = definition.board

    def _announce_unimplemented_cards(self) -> None:
        """Say loudly which cards cannot be crafted because no plugin implements their effect, and which game
        options nothing in this game reads."""
        unimplemented = self.definition.unimplemented_cards
        if unimplemented:
            names = sorted({self.cards[i].name for i in unimplemented})
            message = (f"deck {self.definition.deck.id!r}: {len(names)} card effects are not implemented yet "
                       f"and cannot be crafted (they can still be spent for their suit): {', '.join(names)}")
            self.warnings.append(message)
            warnings.warn(message, UnimplementedCardWarning, stacklevel=3)
        if "faction_draft" in self.definition.config.options:  # how the draft departed from Law A.8.2
            from rootcore.rules import draft
            self.warnings += draft.limits(self.definition.config)
        if self.definition.ruleset is not None:  # what the ruleset does not play, said loudly (docs/rulesets.md)
            self.warnings += self.definition.ruleset.warnings(self)
        for name, owner in self.definition.idle_options.items():
            about = self.definition.registry.options[name].faction
            self.warnings.append(f"game option {name!r} has no effect: " + (
                f"faction {about!r}, which it is about, is not in this game" if about and about not in
                self.definition.config.factions else f"plugin {owner!r}, which reads it, has nothing in this game"))

    # -- what the rules use ------------------------------------------------------------------------------

    @property
    def config(self) -> GameConfig:
        return self.definition.config

    @property
    def map(self):
        return self.definition.map

    @property
    def deck(self):
        return self.definition.deck

    @property
    def unimplemented_cards(self):
        return self.definition.unimplemented_cards

    def has_hook(self, name: str) -> bool:
        return name in self.definition.hooks_in_use

    def card_effect(self, effect_id: str):
        return self.definition.card_effects[effect_id]

    def effects_changed(self) -> None:
        """Announce a change that answers the core keeps may depend on, other than the pieces: rule with rule bonuses or
        tie-breakers marked `@answers_kept` (`hookspecs.answers_kept`) or lent warriors
        (`rootcore_borrowed_warriors`) and whom adjacency changes concern (`Component.adjacency_concerns`). The core
        calls it when a card enters or leaves a play area; a plugin calls it when its own state that such an answer
        reads changes."""
        definition = self.definition
        if definition.rule_kept and (definition.rule_counters or rule.TIE in definition.hooks_in_use):
            # rule bonuses or tie-breaks may be kept: only the pieces decide otherwise
            self.state.forget_kept_rule()
        self.state.adjacency_concerns.clear()

    def event(self, type: str, /, **data) -> None:
        """Add event `type` with `data` to the stream (`type` is positional only: Python then puts the
        keywords straight into `data`, without comparing each with the parameter names)."""
        data["type"] = type
        data["turn"] = self.state.turn
        self.events.append(data)

    # -- the decision loop ---------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def winners(self) -> list[str]:
        return list(self.state.winners)

    @property
    def scores(self) -> dict[str, int]:
        hirelings = self.definition.hirelings  # they score nothing (Law E.3.6) and are no players
        return {f: fs.score for f, fs in self.state.factions.items() if f not in hirelings}

    def choose(self, option_id: str) -> None:
        """Answer the pending decision. An unknown id raises IllegalChoice and changes nothing."""
        pending = self.pending
        if pending is None:
            raise RootcoreError("the game is over: there is no pending decision")
        if self._failure is not None:
            raise RootcoreError(f"this game cannot go on: its rules raised {self._failure}; its save replays to the "
                                "same error")
        for option in pending.options:  # `Decision.option` without its call: every choice passes here
            if option.id == option_id:
                break
        else:
            option = pending.option(option_id)  # raises IllegalChoice
        self.log.append(option_id)
        try:
            self._advance(option)
        except Exception as exc:  # the rules' generator is finished: a later send would end the game unfinished
            self._failure = f"{type(exc).__name__}: {exc} at choice #{len(self.log)} ({option_id!r})"
            raise

    def _advance(self, answer) -> None:
        """Send `answer` into the rules and run them to the next decision with a real choice."""
        decision = None
        try:
            decision = self._flow.send(answer)
            while len(decision.options) == 1 and not decision.always_ask:  # a forced choice: made without asking
                decision = self._flow.send(decision.options[0])
        except StopIteration:
            self.pending = None
            return
        except AttributeError:  # caught here, not checked per decision: the check would cost every decision
            if decision is None or isinstance(decision, Decision):
                raise  # raised inside the rules
            st = self.state
            raise plugins.PluginError(
                f"the rules yielded {decision!r} ({type(decision).__name__}) where a Decision was expected, in "
                f"{st.turn_order[st.current] if st.turn_order else 'setup'}'s {st.phase} (turn {st.turn}): "
                "a rules generator yields only Decision objects (docs/plugins.md, section 5)") from None
        self.pending = decision

    def _rules(self):
        """The game's rules generator: `_main`, whose questions to a hireling are asked of a player in games with
        hirelings (Appendix E)."""
        flow = self._main()
        return hirelings.questions_for_players(self, flow) if self.definition.hirelings else flow

    def _main(self):
        st = self.state
        try:
            if st.phase == "setup":
                yield from setup.standard_setup(self)
                st.phase = "birdsong"
                st.turn = 1
                self.hooks.rootcore_game_start(game=self)
            while True:
                within_phase = False
                if self._resume:  # a clone goes on from its checkpoint
                    self._resume = False
                    within_phase = self._checkpoint is not None and self._checkpoint[4]
                elif self._checkpoint is None or self._keep_checkpoints:
                    self._save_checkpoint()
                yield from turn.take_turn(self, within_phase)
                if st.turn >= self.config.max_turns:  # checked after the turn: the state keeps the last turn played
                    st.over, st.end_reason = True, "turn_cap"
                    self.event("turn_cap", turns=self.config.max_turns)
                    break
                st.current = (st.current + 1) % len(st.turn_order)
                st.phase = "birdsong"
                st.turn += 1
        except scoring.GameOver:
            pass
        self.hooks.rootcore_game_over(game=self)

    def checkpoint(self) -> None:
        """A point where a clone may resume: the turn structure calls it at the start of each phase after the
        first of a turn (the engine takes the turn-start one). Kept only by a game that has been cloned."""
        if self._keep_checkpoints:
            self._save_checkpoint()

    def resume_point(self) -> None:
        """A checkpoint within a phase, taken by a component's phase method at a point where that method,
        called again with the state as it is there, continues exactly as it would have (docs/plugins.md,
        "Resume points"). A clone made later in the phase then replays only the choices made since, instead
        of all of the phase's; the phase's start (its event and start-of-phase effects) is not run again.
        Kept only by a game that has been cloned."""
        if self.deferred_triggers is not None:  # a clone resumed here would not know of them
            raise plugins.PluginError(
                "a resume point inside an action made with rootcore.rules.move.one_action: effects triggered by its "
                "moves are waiting for its end, which a clone resuming here would not run (take resume points at "
                "the top of actions, docs/plugins.md)")
        if self._keep_checkpoints:
            if self._resuming_within_phase:  # the point this clone resumed at: its checkpoint already
                self._resuming_within_phase = False
            else:
                self._save_checkpoint(True)

    def _save_checkpoint(self, within_phase: bool = False) -> None:
        st = self.state
        if st.turn < self._keep_from_turn:  # a replaying clone: a later checkpoint will replace this one
            return
        self._checkpoint = (st.copy_with_rng(None), st.rng.getstate(), len(self.log), len(self.events),
                            within_phase)

    # -- copies, saves and views ---------------------------------------------------------------------------

    def clone(self) -> "Game":
        """An independent copy that continues exactly like this game (checkpoint + replay). The first clone of
        a game replays from its first turn start (see `_keep_checkpoints`); later ones from the latest turn or
        phase start."""
        if self._checkpoint is None:  # still in setup: replay from the start
            new = Game(self.definition)
            for option_id in self.log:
                new.choose(option_id)
            return new
        new = Game.__new__(Game)
        new._define(self.definition)
        new.warnings = list(self.warnings)
        new.scenario_spec = self.scenario_spec
        new.pending = None
        if self.state.over:  # nothing left to replay
            new.state = self.state.copy()
            new.log, new.events = list(self.log), list(self.events)
            new._checkpoint, new._resume, new._flow = self._checkpoint, False, iter(())
            return new
        saved, rng_state, log_len, events_len, within_phase = self._checkpoint
        new.state = saved.copy_with_rng(rng_state)
        new.log = self.log[:log_len]
        new.events = self.events[:events_len]
        new._checkpoint = self._checkpoint
        new._keep_checkpoints = True  # while it replays: the latest checkpoint is this game's next one
        new._keep_from_turn = self.state.turn
        new._resuming_within_phase = within_phase
        new._resume = True
        new._flow = new._rules()
        new._advance(None)
        for option_id in self.log[log_len:]:
            new.choose(option_id)
        if not self._keep_checkpoints:
            # The first clone of this game replayed from its first checkpoint, taking checkpoints on the way:
            # this game goes on from the latest of them, and checkpoints every turn and phase start from now on.
            self._checkpoint = new._checkpoint
            self._keep_checkpoints = True
        new._keep_checkpoints = False  # the clone itself checkpoints only once it is cloned (a rollout rarely is)
        new._keep_from_turn, new._resuming_within_phase = 0, False
        return new

    def to_json(self) -> dict:
        """The save: config, seed, plugin versions and every choice, plus a snapshot of the state. Plain JSON
        data (lists, string keys), so that it equals itself read back from JSON text."""
        scenario = json.loads(json.dumps(self.scenario_spec)) if self.scenario_spec is not None else None
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "rootcore": plugins.__version__,
                "config": config_to_dict(self.config), "scenario": scenario,
                "plugins": dict(sorted(self.definition.plugin_versions.items())),
                "choices": list(self.log), "state": self.state.to_json()}

    def save(self, path) -> None:
        """Write `to_json()` to the file `path`, as JSON text (`rootcore.load_game(path)` reads it back)."""
        Path(path).write_text(json.dumps(self.to_json(), indent=1))

    def view(self, player: str | None) -> dict:
        """What `player` (a faction id, or None for an observer) may know now (`rootcore.views.view` lists the
        fields): other players' hands are counts, hidden zones are counts, the deck's order is not shown. A `player`
        not in the game is a RootcoreError (a misspelt one would otherwise get an observer's view, with no hand)."""
        from rootcore.views import view
        if player is not None and player not in self.state.factions:
            raise RootcoreError(f"player {player!r} is not a faction of this game (factions: "
                                f"{', '.join(self.state.factions)}; None for an observer)")
        return view(self, player)


def new_game(config: Any = None, plugins=()) -> Game:
    """A new game from a GameConfig, a mapping or a TOML path; the seed is in the config. `plugins` are
    extra objects with `@hookimpl` methods registered for this game only (observers, house rules in
    tests); they are not part of saves, so pass them again to `load_game`. A clone (`Game.clone`, a bot's
    lookahead) shares them: its replay of the choices and its own play call them too, with the clone as `game`,
    so an observer counting events checks that `game` is the one it watches."""
    return Game(GameDefinition(make_config(config), plugins))


def warnings_told(game: Game, caught=()) -> list[str]:
    """What to tell a person about a new game, each once: the warnings `caught` while it was made (loading
    content, unimplemented cards), then the game's own (`game.warnings`, such as the reach of Law 5.2)."""
    told = [str(w.message) for w in caught]
    return told + [message for message in game.warnings if message not in told]


def load_game(data: Any, plugins=(), disable=()) -> Game:
    """Rebuild a game from `to_json()` output (a dict, JSON text or a file path) by replaying its choices;
    raises SaveError if the save is malformed or does not reach the state it records. `disable` names plugins
    to skip beside those the saved config disables (one broken since the game was saved, say)."""
    named = _save_name(data)
    data = _read_save(data)
    from rootcore.content import ContentError
    try:
        config = make_config(with_disabled(data["config"], disable))
    except ContentError as exc:  # a save's config edited or corrupted: a SaveError like the rest of the save's faults
        raise SaveError(f"{named}: its config is not valid: {exc}") from None
    if data.get("scenario"):
        from rootcore.scenario import scenario
        game = scenario(data["scenario"], config=config, plugins=plugins)
    else:
        game = new_game(config, plugins)
    for i, option_id in enumerate(data["choices"]):
        if game.pending is None:
            raise SaveError(f"save has {len(data['choices'])} choices but the game ended after {i} "
                            f"({_versions_told(data, game)})")
        try:
            game.choose(option_id)
        except RootcoreError as exc:
            raise SaveError(f"choice #{i} ({option_id!r}) cannot be replayed: {exc} ({_versions_told(data, game)})") \
                from None
    live = game.state.to_json() if "state" in data else None
    if live is not None and data["state"] != live:
        unsafe = not_json(live)  # looked for only here: a game whose state JSON would change cannot match its save
        if unsafe:
            raise SaveError(f"the replayed game holds state that a JSON save cannot keep, at {unsafe}: game state "
                            "must be JSON-like, with string keys (docs/plugins.md, section 5)")
        where = first_difference(data["state"], live)
        raise SaveError(f"the replayed game differs from the state recorded in the save (first at {where}, the "
                        f"save's value first; {_versions_told(data, game)})")
    return game


def _versions_told(data: dict, game: Game) -> str:
    """What a save's recorded versions say about a replay that does not reach its state: the rootcore and
    plugin versions that differ from this installation's (a plugin's rules or state may have changed), or
    that they are all the same."""
    saved = {"rootcore": data.get("rootcore"), **(data.get("plugins") or {})}
    here = {"rootcore": plugins.__version__, **game.definition.plugin_versions}
    changed = [f"{name} {saved[name]} -> {here.get(name, 'not installed')}" for name in sorted(saved)
               if saved[name] is not None and saved[name] != here.get(name)]
    if changed:
        return "saved with other versions: " + ", ".join(changed)
    return "saved with these same versions: the save was edited, or a plugin changed without a new version"


def _save_name(data: Any) -> str:
    """What the errors call a save: one read from a file is named by its path."""
    if isinstance(data, (str, Path)) and not str(data).lstrip().startswith("{"):
        return f"save file {data}"
    return "save"


def _read_save(data: Any) -> dict:
    where = _save_name(data)
    if where != "save":
        try:
            data = Path(data).read_text()
        except OSError as exc:
            raise SaveError(f"cannot read {where}: {exc.strerror}") from None
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise SaveError(f"{where} is not valid JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"{where} is not a rootcore save (expected a JSON object with format {SAVE_FORMAT!r})")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(f"{where} has unsupported version {data.get('version')!r} (this rootcore reads "
                        f"{SAVE_VERSION})")
    if not isinstance(data.get("config"), dict):
        raise SaveError(f"{where} has no 'config' object")
    choices = data.get("choices")
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        raise SaveError(f"{where}: 'choices' must be a list of option id strings")
    if not isinstance(data.get("scenario"), (dict, type(None))):
        raise SaveError(f"{where}: 'scenario' must be an object (the scenario the game started from) or null")
    if not isinstance(data.get("plugins"), (dict, type(None))):
        raise SaveError(f"{where}: 'plugins' must be an object (each plugin's version when the game was saved)")
    return data
