"""Scenarios: a mid-game position from a compact description, for rules tests, bug reports and teaching.

    game = rootcore.scenario({
        "factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
        "clearings": {1: {"marquise": {"warrior": 3, "keep": 1, "sawmill": 1}},
                      5: {"eyrie": {"warrior": 2, "roost": 1}}},
        "hands": {"marquise": ["ambush_fox"], "eyrie": 2},   # card ids, or a count of random cards
        "scores": {"eyrie": 12},
        "data": {"eyrie": {"leader": "commander"}},           # faction data (see each faction)
        "landmarks": {"tower": 6},                             # landmark id -> its clearing (Appendix F)
        "hirelings": {"last_dynasty": {"side": "promoted", "controller": "marquise", "control": 2}, ...},
        "sealed": {9: "torch"},                                # clearing -> what seals it (`GameState.sealed`)
    })

Hirelings (Appendix E): the three in the game, each with its side ("promoted" by default), controller (None: in the
supply) and control markers; `hiring_markers` lists the score spaces still holding a hiring marker (default: those
of 4, 8 and 12 above every score, the highest kept, one per hireling in the supply at most: E.1.1, A.6.4). No
hireling setup runs: place its pieces through `clearings` like a faction's.

Pieces placed by a scenario come out of the faction's supply or track (so pieces stay conserved) and
ignore placement rules (the Keep, building slots: a position may be impossible in play). No faction setup runs;
each faction's `init_scenario` fills its own data, and a position its own `invariant_problems` finds impossible (two
statues of the Croakers in a clearing) is a ScenarioError. So is a field given a value no game could hold (a turn
order missing or repeating a faction, a hand of more cards than the deck has, a clearing suit that is not fox, rabbit
or mouse, a dominance card that is none, hiring markers off their score spaces, without hirelings, more than the
hirelings in the supply or at or below a score, control markers on a hireling in the supply), named by the field.
"""
from __future__ import annotations

from typing import Any

from rootcore.content import item_kinds
from rootcore.decisions import RootcoreError
from rootcore.engine import Game, GameDefinition, make_config
from rootcore.rules import hirelings as hirelings_rules
from rootcore.rules import setup, turn
from rootcore.rules.pieces import piece_type, put
from rootcore.state import ClearingState, FactionState, GameState


class ScenarioError(RootcoreError):
    """A scenario description asks for something impossible (too many pieces, an unknown card...)."""


# What a scenario description may give (the module docstring and `scenario`); anything else is a ScenarioError, so
# that a misspelt field ("hand" for "hands") is not left out without a word.
FIELDS = ("factions", "map", "deck", "seed", "options", "ruleset", "landmarks", "hirelings", "hiring_markers",
          "turn_order",
          "current", "phase", "turn", "suits", "ruins", "items", "dominance_in_deck", "clearings", "hands",
          "play_areas", "discard", "available_dominance", "deck_top", "scores", "sealed", "data", "dominance")
# The fields that give something per faction: their keys must be factions of the game.
PER_FACTION = ("hands", "play_areas", "scores", "data", "dominance")
# The shape of the other fields: a mapping (a clearing or an id -> what is there) or a list (of cards, factions...).
MAPPINGS = ("options", "landmarks", "hirelings", "suits", "ruins", "items", "clearings", "sealed")
LISTS = ("factions", "turn_order", "hiring_markers", "discard", "available_dominance", "deck_top")


def scenario(spec: dict[str, Any], config=None, plugins=()) -> Game:
    _check_fields(spec)
    base: dict[str, Any] = {key: spec[key] for key in ("factions", "map", "deck", "seed", "options", "ruleset")
                            if key in spec}
    for field in ("landmarks", "hirelings"):  # id -> where it is, or its state: the config names them
        if field in spec:
            base[field] = list(spec[field])
    definition = GameDefinition(make_config(config if config is not None else base), plugins)
    factions = list(definition.config.factions)
    game = Game.__new__(Game)
    game._define(definition)
    game.state = st = GameState(definition.config.seed)
    game.log, game.events, game.warnings = [], [], []
    game.pending, game.scenario_spec, game._checkpoint, game._resume = None, spec, None, False

    st.turn_order = list(spec.get("turn_order", factions))
    if len(st.turn_order) != len(factions) or any(f not in st.turn_order for f in factions):  # one turn each (1.4)
        raise ScenarioError(f"turn_order: {st.turn_order!r} must name each faction of the game once ({factions})")
    current, phase = spec.get("current", st.turn_order[0]), spec.get("phase", "birdsong")
    if current not in st.turn_order:
        raise ScenarioError(f"current: {current!r} is not in the turn order {st.turn_order}")
    if phase not in turn.PHASES:  # a scenario starts within a turn (Law 1.4.1), not in setup
        raise ScenarioError(f"phase: {phase!r} is not one of {', '.join(turn.PHASES)}")
    st.current, st.phase = st.turn_order.index(current), phase
    st.turn = spec.get("turn", 1)
    if not _is_count(st.turn, 1):
        raise ScenarioError(f"turn: {st.turn!r} is not a turn number (1 or more)")
    st.suits = {**game.map.clearing_suits(game),
                **{_clearing_id(game, "suits", c): _clearing_suit(c, s) for c, s in spec.get("suits", {}).items()}}
    st.slots = game.board.slots
    ruins = {_clearing_id(game, "ruins", c): n for c, n in spec.get("ruins", {}).items()}
    for c, n in ruins.items():
        if not _is_count(n):
            raise ScenarioError(f"ruins: {c}: {n!r} is not a count of ruins (0 or more)")
    for cid in game.board.clearing_ids:
        st.clearings[cid] = ClearingState(ruins=ruins.get(cid, game.board.ruins[cid]))
    for fid in [*st.turn_order, *definition.hirelings]:
        fs = FactionState(fid)
        game.factions[fid].init_state(game, fs)
        st.factions[fid] = fs
    _check_factions_named(game, spec)
    _set_hirelings(game, spec)
    st.item_supply = dict(spec.get("items", definition.deck.definition.item_supply))
    for item, n in st.item_supply.items():
        if item not in item_kinds():
            raise ScenarioError(f"items: {item!r} is no item (Law 2.5: {', '.join(sorted(item_kinds()))})")
        if not _is_count(n):
            raise ScenarioError(f"items: {item!r}: {n!r} is not a count of items (0 or more)")
    deck = list(range(len(game.cards)))
    if len(factions) == 2 and not spec.get("dominance_in_deck", False):
        st.set_aside = [c for c in deck if game.cards[c].kind == "dominance"]
        deck = [c for c in deck if c not in st.set_aside]
    st.rng.shuffle(deck)
    st.deck = deck

    for cid, owners in spec.get("clearings", {}).items():
        clearing = _clearing_id(game, "clearings", cid)
        for fid, pieces in owners.items():
            for kind, n in pieces.items():
                _put(game, fid, kind, clearing, n)
    for fid, hand in spec.get("hands", {}).items():
        if isinstance(hand, (list, tuple)):
            st.factions[fid].hand = take_cards(game, hand)
        elif _is_count(hand) and hand <= len(st.deck):
            st.factions[fid].hand = [st.deck.pop() for _ in range(hand)]
        else:
            raise ScenarioError(f"hands: {fid}: {hand!r} is neither a list of card ids nor a count of cards the deck "
                                f"holds (0 to {len(st.deck)})")
    for fid, cards in spec.get("play_areas", {}).items():
        st.factions[fid].play_area = take_cards(game, cards)
    st.discard.extend(take_cards(game, spec.get("discard", [])))
    st.available_dominance.extend(take_cards(game, spec.get("available_dominance", [])))
    top = take_cards(game, spec.get("deck_top", []))
    st.deck.extend(reversed(top))  # the first listed card is drawn first
    _set_up_landmarks(game, spec.get("landmarks", {}))
    for fid, vp in spec.get("scores", {}).items():
        if not _is_count(vp):  # the score track has no space below 0
            raise ScenarioError(f"scores: {fid}: {vp!r} is not a score (a whole number, 0 or more)")
        st.factions[fid].score = vp
    _set_hiring_markers(game, spec)
    for cid, marker in spec.get("sealed", {}).items():
        st.sealed = {**st.sealed, _clearing_id(game, "sealed", cid): marker}
    for fid, data in spec.get("data", {}).items():
        game.factions[fid].init_scenario(game, st.factions[fid], data)
    for fid in st.turn_order:
        if fid not in spec.get("data", {}):
            game.factions[fid].init_scenario(game, st.factions[fid], {})
    for fid, card in spec.get("dominance", {}).items():
        st.factions[fid].dominance = taken = take_cards(game, [card])[0]
        if game.cards[taken].kind != "dominance":  # only a dominance card is activated (Law 3.3)
            raise ScenarioError(f"dominance: {fid}: {card!r} is not a dominance card")
    game.effects_changed()  # play areas and plugin data were set directly: forget rule kept from before
    for fid in st.factions:  # a position the faction's own rules could never reach (two statues in a clearing)
        problems = game.factions[fid].invariant_problems(game)
        if problems:
            raise ScenarioError(f"{fid}: the position is impossible: {'; '.join(problems)}")
    game._announce_unimplemented_cards()
    warning = setup.reach_warning(game)
    if warning:
        game.warnings.append(warning)
    game._flow = game._rules()
    game._advance(None)
    return game


def _is_count(value, least: int = 0) -> bool:
    """Whether `value` is a whole number (not a bool, which Python counts as one) of at least `least`."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def _clearing_suit(clearing, value) -> str:
    """A clearing suit a scenario's `suits` gives: fox, rabbit or mouse (Law 2.2.2), or several joined (the Lost
    City's clearing)."""
    from rootcore.model import CLEARING_SUITS
    from rootcore.rules.suits import split
    if not isinstance(value, str) or not all(part in CLEARING_SUITS for part in split(value)):
        raise ScenarioError(f"suits: {clearing}: {value!r} is not a clearing suit ({', '.join(CLEARING_SUITS)})")
    return value


def _check_fields(spec: Any) -> None:
    """A ScenarioError for a description that is no mapping, or gives a field a scenario does not read."""
    if not isinstance(spec, dict):
        raise ScenarioError(f"a scenario is a mapping of fields ({', '.join(FIELDS)}), not {type(spec).__name__}")
    from rootcore.content import did_you_mean
    for field in spec:
        if field not in FIELDS:
            raise ScenarioError(f"{field}: not a scenario field{did_you_mean(str(field), FIELDS)} (the fields: "
                                f"{', '.join(FIELDS)})")
    for fields, shape, noun in ((MAPPINGS, dict, "a mapping"), (LISTS, (list, tuple), "a list")):
        for field in fields:
            if field in spec and not isinstance(spec[field], shape):
                raise ScenarioError(f"{field}: {noun}, not {type(spec[field]).__name__} ({spec[field]!r})")
    for clearing, owners in spec.get("clearings", {}).items():
        if not isinstance(owners, dict) or not all(isinstance(pieces, dict) for pieces in owners.values()):
            raise ScenarioError(f"clearings: {clearing!r}: a mapping of factions to their pieces and counts "
                                f"({{faction: {{kind: count}}}}), not {owners!r}")


def _check_factions_named(game, spec: dict) -> None:
    """A ScenarioError for a per-faction field (hands, scores...) naming a faction the game does not have."""
    from rootcore.content import did_you_mean
    for field in PER_FACTION:
        given = spec.get(field, {})
        if not isinstance(given, dict):
            raise ScenarioError(f"{field}: a mapping of faction ids, not {type(given).__name__}")
        for fid in given:
            if fid not in game.state.factions:
                raise ScenarioError(f"{field}: {fid!r} is not a faction in this scenario"
                                    f"{did_you_mean(str(fid), game.state.factions)}")


def _clearing_id(game, field: str, key) -> int:
    """The clearing a scenario's `field` names by `key` (a number, or its text as JSON keys are): a ScenarioError
    naming the field for anything else, or a clearing neither the map nor a faction's state has (the Burrow)."""
    try:
        clearing = int(key)
    except (TypeError, ValueError):
        clearing = None
    if clearing is None or (clearing not in game.board.clearing_ids and clearing not in game.state.clearings):
        raise ScenarioError(f"{field}: {key!r} is not a clearing of the map")
    return clearing


def _set_hirelings(game, spec: dict) -> None:
    """Each hireling's side, controller and control markers, and the hiring markers left on the score track."""
    hirelings = spec.get("hirelings", {})
    if not hirelings:
        if "hiring_markers" in spec:
            raise ScenarioError("hiring_markers: a scenario without hirelings has no hiring markers (Law A.6.4)")
        return
    for hid, given in hirelings.items():
        data = game.state.factions[hid].data
        unknown = set(given) - {"side", "controller", "control"}
        if unknown or given.get("side", "promoted") not in ("promoted", "demoted"):
            raise ScenarioError(f"hireling {hid!r}: give side (promoted or demoted), controller and control, not "
                                f"{given!r}")
        if given.get("controller") is not None and given["controller"] not in game.state.turn_order:
            raise ScenarioError(f"hireling {hid!r}: controller {given['controller']!r} is not a player")
        if "control" in given and not _is_count(given["control"], 1 if given.get("controller") else 0):
            raise ScenarioError(f"hireling {hid!r}: control {given['control']!r} is not a count of control markers "
                                "(one or more for a controlled hireling, E.1.2)")
        if given.get("control") and given.get("controller") is None:
            raise ScenarioError(f"hireling {hid!r}: control markers without a controller (E.1.2: a hireling in the "
                                "supply has none)")
        data.update({"side": given.get("side", "promoted"), "controller": given.get("controller"),
                     "control": given.get("control", 1 if given.get("controller") else 0)})


def _set_hiring_markers(game, spec: dict) -> None:
    """The hiring markers left on the score track (once the scores are set): those given, or by default those above
    every score (a score reaching a marker takes it, Law E.1.1), the highest kept, one per hireling in the supply at
    most (each marker taken hires one, A.6.4). Given ones that break either rule are a ScenarioError."""
    if not spec.get("hirelings"):
        return
    st = game.state
    top = max((st.factions[f].score for f in st.turn_order), default=0)
    supply = len(hirelings_rules.in_supply(game))
    if "hiring_markers" not in spec:
        above = [m for m in hirelings_rules.HIRING_MARKERS if m > top]
        st.data["hiring_markers"] = above[max(0, len(above) - supply):]  # the highest, one per hireling at most
        return
    markers = list(spec["hiring_markers"])
    if any(m not in hirelings_rules.HIRING_MARKERS for m in markers) or len(set(markers)) < len(markers):
        raise ScenarioError(f"hiring_markers: {markers!r}: each one of the score spaces "
                            f"{list(hirelings_rules.HIRING_MARKERS)} at most once (Law A.6.4)")
    if len(markers) > supply:
        raise ScenarioError(f"hiring_markers: {markers!r}: {len(markers)} markers left but {supply} hireling(s) in the "
                            "supply (Law A.6.4: each marker taken hires one, so at most one marker per hireling left)")
    passed = [m for m in markers if m <= top]
    if passed:
        raise ScenarioError(f"hiring_markers: {passed!r}: a score of {top} has reached them, and a score reaching a "
                            "marker takes it (Law E.1.1)")
    st.data["hiring_markers"] = markers


def _set_up_landmarks(game, placed: dict) -> None:
    """Each landmark in its clearing, and what its card adds there (`Landmark.setup`: cards dealt beside it come from
    the top of the deck, so `deck_top` chooses them)."""
    if placed:
        game.state.data["landmarks"] = {}
    for lid, where in placed.items():
        clearing = game.state.data["landmarks"][lid] = _clearing_id(game, "landmarks", where)
        if next(game.definition.landmarks[lid].setup(game, clearing), None) is not None:
            raise ScenarioError(f"landmark {lid!r} asks a decision when set up, which a scenario cannot answer")


def _put(game, faction: str, kind: str, clearing: int, n: int) -> None:
    if faction not in game.state.factions:
        raise ScenarioError(f"clearing {clearing}: {faction!r} is not a faction in this scenario")
    if kind not in game.factions[faction].board.pieces:
        raise ScenarioError(f"clearing {clearing}: {faction} has no piece {kind!r}")
    if not _is_count(n):  # a negative count would add to the supply
        raise ScenarioError(f"clearing {clearing}: {faction} {kind}: {n!r} is not a count of pieces (0 or more)")
    fs = game.state.factions[faction]
    source = fs.tracks if kind in fs.tracks else fs.supply
    if source.get(kind, 0) < n:
        raise ScenarioError(f"clearing {clearing}: {faction} has only {source.get(kind, 0)} {kind} left to place")
    if not n:  # nothing to place: no empty entry either (`ClearingState.warriors` lists only factions with some)
        return
    source[kind] -= n
    put(game.state.clearings[clearing], faction, kind, piece_type(game, faction, kind), n)


def take_cards(game, names) -> list[int]:
    """Take card instances by design id out of the deck or set-aside cards (for scenarios and the
    `init_scenario` of factions holding cards in zones)."""
    st = game.state
    taken = []
    for name in names:
        for pile in (st.deck, st.set_aside):
            found = next((c for c in pile if game.cards[c].id == name), None)
            if found is not None:
                pile.remove(found)
                taken.append(found)
                break
        else:
            raise ScenarioError(f"no card {name!r} left in the deck (known ids: "
                                f"{', '.join(sorted({c.id for c in game.cards}))})")
    return taken
