"""Base classes of the components a game is built from: factions, maps, decks and landmarks.

A component object is created once per set of components in play and shared by every game that uses them
and by their clones: it holds no mutable state (all of that lives in `game.state`). Components are
registered in a pluggy manager of the game (shared the same way unless the game has extra plugins), so a
faction implements rules extension points simply by defining `@hookimpl` methods (see
`rootcore.hookspecs`).
"""
from __future__ import annotations

import functools
import inspect
from typing import Collection, Iterator, Mapping

from rootcore.board import Board
from rootcore.caches import BoundedCache
from rootcore.decisions import Option, SharedOptions
from rootcore.hookspecs import hookimpl
from rootcore.model import DeckDef, FactionBoardDef, HirelingDef, LandmarkDef, MapDef
from rootcore.rules import battle as battle_rules
from rootcore.rules import craft as craft_rules
from rootcore.rules import move as move_rules
from rootcore.rules import pieces as piece_rules
from rootcore.rules.suits import ANY, JOIN


class Component:
    kind = "component"

    def __init__(self, spec, definition):
        self.spec = spec
        self.id = spec.id
        self.definition = definition
        self._shared_options: dict[str, Option] = {}
        self._check_data(spec.content or definition.id)

    # -- the content's `data` table ----------------------------------------------------------------------

    @staticmethod
    def data_issues(definition, label: str, /) -> list:
        """Problems (ContentIssue, named by file `label` and field) in what this component's rules read from its
        content file that its JSON Schemas cannot express: cross-references within the file (a map's Ferry in a
        coastal clearing, a faction's Decree columns, a piece the rules name). None by default. A component whose
        rules override this read the file's `data` table, so the file must declare `data_schema` (checked first,
        at load): types and required keys are the schema's to check."""
        return []

    @classmethod
    def reads_data(cls) -> bool:
        """Whether this component's rules read the file's `data` table (they check it: `data_issues` is
        overridden)."""
        return cls.data_issues is not Component.data_issues

    def _check_data(self, label: str) -> None:
        """Raise ContentError with `data_issues` (or the missing `data_schema`) when the component is built: a
        variant file is refused by file and field instead of failing with a traceback in play."""
        if self.reads_data() and not getattr(self.definition, "data_schema", None):
            issues = [_undeclared_data(label, self.kind, self.id)]
        else:
            try:
                issues = self.data_issues(self.definition, label)
            except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
                # A declared schema looser than what the rules read (a required key left out): still by file.
                issues = [_unreadable_data(label, self.kind, self.id, exc)]
        if issues:
            from rootcore.content import ContentError
            raise ContentError(issues)

    def shared_option(self, option_id: str, label: str = "", data=None) -> Option:
        """One Option per id, made once and shared by every menu and game (options are immutable): for
        options offered again and again whose id alone decides their label and data."""
        option = self._shared_options.get(option_id)
        if option is None:
            option = self._shared_options[option_id] = Option(option_id, label, data)
        return option

    def invariant_problems(self, game) -> list[str]:
        """What is wrong with this component's own state in `game` right now (an empty list when nothing is):
        the conformance kit (`rootcore.testing`) checks it after every decision, beside the core's checks.
        For state only this component understands: counts kept in its data that must match the map, say."""
        return []

    def adjacency_concerns(self, game, faction: str) -> bool:
        """Whether this component's `rootcore_adjacent` answers may change adjacency for `faction` now (asked only
        of components implementing that hook, once they all override this method). When every such component
        says False, `faction`'s adjacency questions are answered from the map's paths without asking the hook
        (and the rules keep their fast paths), until `game.effects_changed()`: so the answer may depend only on
        the play areas (whose changes the core announces) and on state the plugin announces. Default: True."""
        return True


class Ruleset(Component):
    """A ruleset (docs/rulesets.md): rules of the Law changed for a whole game (`ruleset = "<id>"` in its config).
    It is built and registered with the game's other components, so it may implement hooks like any of them, and
    it holds `settings` (name -> value) that the core and plugins read with `rules_setting`. What it cannot play
    it says in `warnings`, which the game adds to `game.warnings`."""

    kind = "ruleset"
    name = ""
    settings: Mapping[str, object] = {}

    def warnings(self, game) -> list[str]:
        """What a game with this ruleset does not play as the ruleset would (said loudly in `game.warnings`)."""
        return []


def rules_setting(game, name: str, default=None):
    """The value of setting `name` of the game's ruleset (`Ruleset.settings`), or `default` when the game has no
    ruleset or its ruleset does not set it: one dict lookup, so a rule may ask it where it decides."""
    return game.definition.rules_settings.get(name, default)


class MapComponent(Component):
    """A map: its Board graph. Map rules (Appendix C) subclass this and add hooks."""

    kind = "map"

    def __init__(self, spec, map_def: MapDef):
        super().__init__(spec, map_def)  # checks `data_issues` first
        self.board = Board(map_def)

    def clearing_suits(self, game) -> dict[int, str]:
        """The suit of each clearing for this game, fixed at setup: suit markers shuffled with the game's
        RNG when `uses_suit_markers` (Law A.1), else the printed suits."""
        if self.uses_suit_markers(game):
            return self.random_suits(game)
        missing = [c for c, s in self.board.printed_suit.items() if not s]
        if missing:
            from rootcore.engine import ConfigError
            raise ConfigError(f"map {self.id!r} prints no suit on clearings {missing}: it needs suit markers "
                              "(leave out the option random_suits = false)", ("map", "options"))
        return dict(self.board.printed_suit)

    def uses_suit_markers(self, game) -> bool:
        """Law A.1: whether this game covers the clearings with shuffled suit markers. The game option
        `random_suits` decides when set (true randomises a map's printed suits; false uses a map's
        printed or suggested suits); otherwise a map that lists `suit_markers` uses them."""
        chosen = game.config.options.get("random_suits")
        if chosen is not None:
            return bool(chosen)
        return bool(self.definition.suit_markers)

    def suit_markers(self) -> list[str]:
        """The suit markers, one entry per marker in a fixed order: the map's `suit_markers`, else the base
        game's twelve (four of each clearing suit, Law B.1.2)."""
        from rootcore.model import CLEARING_SUITS
        counts = self.definition.suit_markers or {suit: 4 for suit in CLEARING_SUITS}
        return [suit for suit in sorted(counts) for _ in range(counts[suit])]

    def random_suits(self, game) -> dict[int, str]:
        """Law A.1: shuffle the suit markers face down with the game's RNG (so the same seed gives the same
        suits) and put one on each clearing, in clearing order."""
        markers = self.suit_markers()
        ids = self.board.clearing_ids
        if len(markers) != len(ids):
            from rootcore.engine import ConfigError
            raise ConfigError(f"map {self.id!r}: {len(markers)} suit markers for {len(ids)} clearings", ("map",))
        game.state.rng.shuffle(markers)
        return dict(zip(ids, markers))

    def view(self, game) -> dict:
        """Public map state for `game.view` (a ferry's clearing, closed paths still in play...); {} when
        the map has none."""
        return {}


class DeckComponent(Component):
    """A shared deck: its card designs expanded into card instances, and its crafted effects."""

    kind = "deck"

    def __init__(self, spec, deck_def: DeckDef):
        super().__init__(spec, deck_def)
        self.cards = tuple(card for card in deck_def.cards for _ in range(card.count))
        # (prefix, card) -> its menu Option (`cards.card_option`): options are read-only, so every game
        # with this deck shares them instead of building thousands per game.
        self.card_options = SharedOptions(self._card_option)
        # The dominance cards (Law 3.3), so that a Daylight menu tells at once whether a hand holds one.
        self.dominance_cards = frozenset(i for i, card in enumerate(self.cards) if card.kind == "dominance")
        self._effects_of = BoundedCache(4096)  # play area -> its effect ids; bounded, whatever the games played

    def _card_option(self, key: tuple[str, int]) -> Option:
        prefix, card = key
        d = self.cards[card]
        return Option(f"{prefix}:{card}", f"{d.name} ({d.suit})", {"card": card, "suit": d.suit, "name": d.name})

    def effects_of(self, card_ids) -> Mapping[str, int]:
        """The effect ids of these cards (a play area, Law 4.1.3), each with the first of the cards that has it,
        kept per distinct list: card effects ask about the play area in every menu (`effect in ...`), their
        options name the card (`[effect]`), and play areas change rarely. Read-only."""
        key = tuple(card_ids)
        effects = self._effects_of.get(key)
        if effects is None:
            first: dict[str, int] = {}
            for card in key:
                first.setdefault(self.cards[card].effect, card)
            effects = self._effects_of.keep(key, first)
        return effects

    def view(self, game) -> dict:
        """Public state of the deck's card effects for `game.view` (warriors kept on a card, exhausted
        crafted items...); {} when there is none."""
        return {}


class Landmark(Component):
    """A landmark (Law Appendix F): a piece on one clearing, set up by a player (A.5.3) where its content's `setup`
    allows. It belongs to no faction and is no piece of theirs (F.1.2), and nothing battles, moves or removes it
    (F.1.1): its clearing is kept in `state.data["landmarks"]`, not among the clearing's pieces. A landmark's
    effects are `@hookimpl` methods of a subclass, like a map's."""

    kind = "landmark"

    def __init__(self, spec, definition: LandmarkDef):
        super().__init__(spec, definition)  # checks `data_issues` first
        self.setup_rule = definition.setup

    def clearing(self, game) -> int | None:
        """The clearing this landmark is in (None before it is set up)."""
        return game.state.data.get("landmarks", {}).get(self.id)

    def fits(self, game, clearing: int) -> bool:
        """Whether `clearing` is of the kind the card names (`setup.clearing`), without regard to other landmarks."""
        board = game.board
        ruins = game.state.clearings[clearing].ruins
        where = self.setup_rule.clearing
        if where == "ruin":
            return ruins > 0
        if where == "river":
            return bool(board.river_adjacent[clearing])
        if where == "corner":
            return clearing in board.corners
        if where == "one_slot_no_ruin":
            return board.slots[clearing] == 1 and not ruins
        return True  # "any"

    def setup_clearings(self, game) -> list[int]:
        """The clearings it may be set up in now (Law A.5.3): those it `fits`, away from the landmarks already set up
        as `setup.apart` says (not in their clearing, or neither in nor adjacent to it in this game: the Mountain's
        closed paths link nothing, C.3.2)."""
        from rootcore.rules.adjacency import adjacent
        taken = set(game.state.data.get("landmarks", {}).values())
        if self.setup_rule.apart == "adjacent":
            taken.update(n for c in list(taken) for n in adjacent(game, c))
        return [c for c in game.board.clearing_ids if c not in taken and self.fits(game, c)]

    def setup(self, game, clearing: int):
        """What the card adds once its piece is in `clearing` (cards dealt beside it, items moved onto it): a
        generator of decisions; nothing by default."""
        return iter(())

    def card_piles(self, game) -> list[list[int]]:
        """The piles of face-down cards this landmark keeps, seen by no player (the Black Market's): the lists in the
        state themselves, so that the invariant checker counts their cards and `bots.determinize` re-deals them
        with the other hidden cards (Law 1.2). None by default."""
        return []

    def items_held(self, game) -> dict[str, int]:
        """Items kept on this landmark's card (the Legendary Forge's), by kind, for item conservation checks."""
        return {}

    def view(self, game, player: str | None) -> dict:
        """Public state of this landmark for `game.view` beyond its clearing (what `player`, None for an observer,
        may see of the cards beside it...); {} by default."""
        return {}


class Faction(Component):
    """A faction: setup, the three phases of its turn, and how it crafts and takes hits.

    Subclasses implement `setup`, `birdsong`, `daylight` and `evening` as generators of decisions, and
    may override the other methods. `self.board` is the faction board content.
    """

    kind = "faction"
    # Zones of FactionState.zones and who may see their cards (Law 1.2): "public", "owner" or "count".
    zone_visibility: dict[str, str] = {}
    # Whether everyone sees this faction's hand (the Riverfolk's Public Hand, Law 11.2.3): views show it to every
    # player and `bots.determinize` leaves it as it is. A random card taken from it is still drawn at random.
    hand_public = False
    # Whether its setup takes a corner clearing no other faction starts in (the Marquise 6.3.2, the Eyrie 7.3.2...): a
    # game with more such factions than the map has corners is refused unless the factions set up by their faction
    # setup cards (Law 5 and A.8.2, the option `setup_cards`), since the last to set up would find none.
    starts_in_corner = False
    # How many homelands its `setup_from_card` chooses when that number is the code's, not read from the board's
    # `[setup_card]` (None: the code reads the board's `homelands`). A board saying otherwise is refused at load, by
    # file and field: a changed number would not be played.
    setup_card_homelands: int | None = None

    def __init__(self, spec, board: FactionBoardDef):
        super().__init__(spec, board)
        self.board = board
        played = self.setup_card_homelands
        if board.setup_card and played is not None and board.setup_card.get("homelands") != played:
            from rootcore.content import ContentError, ContentIssue
            raise ContentError([ContentIssue(spec.content or board.id, "$.setup_card.homelands",
                                             f"the {self.id!r} rules choose {played} homeland(s) by this card (Law "
                                             f"A.8.2), not {board.setup_card.get('homelands')!r}: the number is "
                                             "theirs, not the board's")])

    # -- setup ----------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        """Fill the supply and tracks from the board (Law 5.1.1, 1.5.2): pieces kept on a track start
        there, the rest in the supply. Factions add their own `fs.data` here."""
        for kind, piece in self.board.pieces.items():
            if piece.track:
                fs.tracks[kind] = piece.count
            else:
                fs.supply[kind] = piece.count

    def init_scenario(self, game, fs, data: dict) -> None:
        """Fill faction data for a scenario (no setup has run); `data` comes from the scenario spec."""
        fs.data.update(data)

    def setup(self, game) -> Iterator:
        """Faction setup (Law 5.1.7), in setup order."""
        return iter(())

    def setup_from_card(self, game) -> Iterator:
        """Faction setup as its Marauder faction setup card says (Law A.8.2, the game option `setup_cards`), in the
        order of A.8.2 (`rules.setup.card_setup_order`); homelands are chosen with `rules.setup.homeland_choices`
        and noted with `rules.setup.record_homeland`. A faction that does not override it cannot be played with
        `setup_cards` (the config is refused, naming it): `setup_card_supported`."""
        raise NotImplementedError(f"faction {self.id!r} has no faction setup card (Law A.8.2)")

    @classmethod
    def setup_card_supported(cls) -> bool:
        """Whether this faction sets up by a faction setup card (it overrides `setup_from_card`)."""
        return cls.setup_from_card is not Faction.setup_from_card

    # -- turn ---------------------------------------------------------------------------------------

    def birdsong(self, game) -> Iterator:
        return iter(())

    def daylight(self, game) -> Iterator:
        return iter(())

    def evening(self, game) -> Iterator:
        return iter(())

    def uncovered_vp(self, game, kind: str) -> int:
        """The VP printed on the space of `kind`'s track that its leftmost piece covers: what placing that piece
        scores on the boards that print VP on their spaces (G.1.19; 0 past the printed values)."""
        track = self.board.tracks[kind]
        index = track.spaces - game.state.factions[self.id].tracks[kind]
        return track.vp[index] if index < len(track.vp) else 0

    # -- general rules a faction may change ------------------------------------------------------------

    def crafting_pieces(self, game) -> dict[str, int]:
        """How many crafting pieces this faction has on the map by suit (Law 4.1.1); by default the
        building or token kinds named by `crafting_piece` on the board, one per piece."""
        kinds = self.board.crafting_kinds
        if not kinds:
            return {}
        cache = game.state.building_cache()  # every craft menu asks: counted once per change of buildings
        counts = cache.get(("crafting_pieces", self.id))
        if counts is None:
            counts = cache["crafting_pieces", self.id] = {}
            suits = game.state.suits
            for kind in kinds:
                pair = (self.id, kind)
                # `cl.count` inlined, in the one list where a piece of this type is kept (`pieces.put`)
                on_buildings = self.board.pieces[kind].type == "building"
                for cid, cl in game.state.clearings.items():
                    pieces = cl.buildings if on_buildings else cl.tokens
                    if pair in pieces:  # counted only where there is one: most clearings have none
                        suit = suits[cid]
                        if JOIN in suit:  # `suits.crafting_key`, inlined: a clearing of several suits
                            suit = ANY
                        counts[suit] = counts.get(suit, 0) + pieces.count(pair)
        return dict(counts)

    # Whether `crafting_affordable` decides which costs this faction's crafting pieces pay (read before calling it).
    limits_crafting = False

    def crafting_affordable(self, game, cost, activated: dict[str, int] | None = None) -> bool:
        """Whether the crafting pieces not yet activated this turn pay `cost`, for a faction whose pieces cannot be
        counted by suit alone (`limits_crafting`): the Borough Kings' arsenals each need a matching card of theirs, and
        a bird card matches any suit but one arsenal (BK.2.1). `activated` (suit or `craft.ANY` -> count) are pieces
        to count as activated beyond this turn's: `craft.activate` tries each way of paying a cost with it, and records
        one this answers yes to. `crafting_pieces` must still give, suit by suit, how many could be activated.
        Default: the core's count by suit."""
        left = craft_rules.remaining_pieces(game, self.id)
        for key, n in (activated or {}).items():
            left[key] = left.get(key, 0) - n
        return all(n >= 0 for n in left.values()) and craft_rules.affordable(cost, left)

    def relocatable_pawns(self, game, clearing: int) -> list[str]:
        """This faction's pawns in `clearing`, one name per pawn, as `can_relocate_piece` and `relocate_piece` take
        them for `kind`: the board's pawn kind once per pawn when they are alike (the default), or a name per pawn,
        `"<pawn kind>:<which>"`, for a faction whose pawns differ (the Order of the Forest's `"pawn:fox"`...), so that
        an effect moving pawns elsewhere (Teleport, Omnius Exitus) can say which. `pieces.piece_kind` reads the kind
        back from a name."""
        kind = self.board.pawn_kind
        return [kind] * game.state.clearings[clearing].pawns.count(self.id) if kind is not None else []

    def can_relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        """Whether `relocate_piece` would take one of this faction's `kind` from `origin` to `dest` now: a building
        or token of that kind there, allowed in `dest` (`placement_allowed`: slots, limits). Overridden with it."""
        ptype = self.board.pieces[kind].type
        if ptype not in ("building", "token"):
            return False
        cl = game.state.clearings[origin]
        return (self.id, kind) in (cl.buildings if ptype == "building" else cl.tokens) \
            and piece_rules.placement_allowed(game, self.id, kind, dest)

    def relocate_piece(self, game, kind: str, origin: int, dest: int) -> bool:
        """Take one of this faction's buildings or tokens of `kind` out of `origin` and put it in `dest`, the same
        piece: neither removed nor placed, so nothing scores and no placing rule but `placement_allowed` (slots, the
        Keep...) applies; an activated crafting piece takes its activation with it (Law 4.1.1). For an effect that
        relocates any piece (the Croakers Coven's Teleport, Outsiders CC.2.3.VII; warriors go through
        `pieces.relocate_warriors`). Returns False, doing nothing, where the rules forbid it. Default: pawns are
        refused (their faction keeps where they are); a faction that keeps track of where its buildings or tokens
        are, or hides what they are, overrides this (the Vagabond's pawn, the Corvids' plots)."""
        if not self.can_relocate_piece(game, kind, origin, dest):
            return False
        ptype = self.board.pieces[kind].type
        source, target = game.state.clearings[origin], game.state.clearings[dest]
        pieces, to = (source.buildings, target.buildings) if ptype == "building" else (source.tokens, target.tokens)
        pieces.remove((self.id, kind))
        to.append((self.id, kind))
        source.changed()
        target.changed()
        craft_rules.piece_relocated(game, self.id, kind, origin, dest)
        if ptype == "building":  # a landmark's slot follows its building (the Elder Treetop)
            piece_rules.buildings_gone(game, self.id, kind, origin, 1)
            for placed in game.definition.fast_hooks.get("rootcore_buildings_placed", ()):
                placed(game, self.id, kind, dest, 1)
        game.event("relocated", faction=self.id, piece=kind, origin=origin, destination=dest, count=1)
        return True

    def take_hits(self, game, clearing: int, hits: int, remover: str | None, cause: str):
        """Take `hits` in `clearing` (Law 4.3.4): warriors first, then buildings and tokens of this
        faction's choice. Returns a generator (use with `yield from`) whose return value is the list of Removals
        made; their triggers are resolved by the caller."""
        return piece_rules.take_hits_default(game, self.id, clearing, hits, remover, cause)

    def remove_hit_warriors(self, game, clearing: int, n: int, remover: str | None, cause: str, chooser: str,
                            removal=None):
        """Remove `n` of this faction's warriors from `clearing` by hits (Law 4.3.4), adding them to `removal` if
        given. `chooser` is the side taking the hits: this faction, or one fighting with these warriors as its own
        (the Vagabond's Allied warriors, 9.2.9.II.d); it chooses which go where the warriors differ (the Hundreds'
        warlord, 14.2.2). At most `hit_warriors` go. Returns (via generator return) the Removal, or None if nothing
        was removed. Default: the warriors are alike, so nothing is asked."""
        n = min(n, self.hit_warriors(game, clearing))
        return piece_rules.remove(game, self.id, "warrior", clearing, n, remover, cause, removal)
        yield  # a generator, so that overrides may ask decisions

    def hit_warriors(self, game, clearing: int) -> int:
        """How many of this faction's warriors in `clearing` hits can remove (Law 4.3.4), whoever chooses them (the
        Vagabond offers to take a hit on Allied warriors only while one is, 9.2.9.II.d). Default: all of them; a
        faction with a warrior no hit removes (the Bone Patrol's Alpha, BP.2.5.IV) answers fewer."""
        return game.state.clearings[clearing].warriors.get(self.id, 0)

    def most_hits_taken(self, game, clearing: int) -> int:
        """How many hits dealt to this faction at once in `clearing` would each remove or damage something of its
        (Law 4.3.4), or be needed to reach something: an effect sharing hits out among enemies (the Croakers' Fireball)
        gives it no more. Default: its warriors, buildings and tokens there but those nothing removes
        (`pieces.never_removed`; a hireling's pawn takes no hit). The Vagabond counts his undamaged items (9.2.7), the
        Order of the Forest its pawns, the Tinker the gears its robots drop, and the Bone Patrol its Alpha only with
        pieces beyond him."""
        cl = game.state.clearings[clearing]
        others = 0
        for owner, kind in cl.buildings + cl.tokens:
            if owner == self.id and not piece_rules.never_removed(game, owner, kind):
                others += 1
        return cl.warriors.get(self.id, 0) + others

    def full_removal(self, game, clearing: int, remover: str | None, cause: str):
        """An effect removes all enemy pieces from `clearing` (a revolt, 8.4.1.III; the Favor cards): remove all
        of this faction's warriors, buildings and tokens there at once. Effects that remove all enemy pieces
        call this for each enemy with any piece there, pawns included, because a faction may answer
        differently (the Vagabond damages three items, 9.2.2.I). Returns (via generator return) the list of
        Removals; the caller resolves their triggers. Warriors lent to the remover stay: while it treats them as
        its own for rule they are not enemy pieces to it (G.1.9; Riverfolk mercenaries, 11.2.7.III)."""
        cl = game.state.clearings[clearing]
        removal = None
        for kind in ["warrior"] + sorted({k for f, k in cl.buildings + cl.tokens if f == self.id}):
            if kind == "warrior" and remover is not None:
                n = piece_rules.enemy_warriors(game, remover, clearing, self.id)
            else:
                n = cl.count(self.id, kind)
            removal = piece_rules.remove(game, self.id, kind, clearing, n, remover, cause, removal)
        return [removal] if removal is not None else []
        yield  # a generator, so that overrides may ask decisions

    def wins_by_dominance(self, game) -> bool:
        """Whether this faction's activated dominance card is its victory condition, checked at the start of its
        Birdsong (Law 3.3.1). Default: yes. A Vagabond's card forms a coalition instead (9.2.8)."""
        return True

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None):
        """One move (Law 4.2) granted by an effect outside this faction's own actions (the Cobbler card):
        by default `rootcore.rules.move.take_move`. A faction that moves differently (the Vagabond's pawn
        and boots, 9.5.1) overrides it. `into`, if given, limits the destinations; `origin`, if given, is the
        clearing the move must leave (a move made instead of a battle there, `battle.move_instead`). Returns (via
        generator return) the tuple (origin, destination, count) of `rootcore.rules.move.take_move`, whatever
        moved (an override's pawn counts as one), or None when no move is possible or an optional one is
        declined: effects read the destination at index 1 (the Eyrie Emigre battles there)."""
        return (yield from move_rules.take_move(game, self.id, None if origin is None else (origin,), kind=kind,
                                                optional=optional, into=into))

    def can_take_move(self, game, origin: int | None = None) -> bool:
        """Whether `take_move` (with the same `origin`) could move anything now: asked by an effect that offers a
        move before its cost is paid (the Rat Smugglers hireling). A faction that moves differently overrides it
        with `take_move`."""
        return move_rules.can_move(game, self.id, None if origin is None else (origin,))

    def could_battle_in(self, game, clearing: int) -> bool:
        """Whether this faction could start a battle in `clearing` once its pieces are there (Law 4.3: an enemy
        to battle), asked by effects that grant a move followed by a battle where it ended. A faction that
        needs more to battle (the Vagabond's sword, 9.5.2) overrides it."""
        return battle_rules.has_defender(game, self.id, clearing)

    def take_battle(self, game, kind: str, optional: bool = True, allowed=None):
        """One battle (Law 4.3) granted by an effect outside this faction's own actions (the Command
        Warren card): by default `rootcore.rules.battle.take_battle`. A faction that battles differently
        (the Vagabond, 9.5.2) overrides it. `allowed`, if given, limits the clearings of battle (an effect
        naming the clearing). Returns (via generator return) the Battle, or None when no battle is
        possible or an optional one is declined."""
        return (yield from battle_rules.take_battle(game, self.id, allowed=allowed, kind=kind, optional=optional))

    def forced_battle(self, game, clearing: int, defender: str):
        """A battle of this faction as the attacker whose clearing and defender another effect has chosen (the Warm
        Sun Prophets hireling forcing it; not an action of the faction's): `rootcore.rules.battle.fight`, after what
        the faction does as its battles begin. A faction with such a start (the Hundreds' Looters, 14.2.5; the
        Vagabond's Allied warriors, 9.2.9.II.c) overrides it. Returns (via generator return) the Battle."""
        return (yield from battle_rules.fight(game, self.id, clearing, defender))

    # Whether `fixed_warriors` may answer more than 0 (read before calling it, so other factions cost nothing).
    has_fixed_warriors = False
    # Piece kinds besides warriors that this faction's rules treat as warriors in battle: removed in battle, they
    # count as warriors removed for other rules too (the Order of the Forest's pawns, OF.2.2: a Vagabond removing
    # one turns Hostile, Law 9.2.9.III). Read through `rootcore.rules.pieces.warriors_removed`.
    fights_as_warriors: frozenset[str] = frozenset()
    # Hits dealt to this faction damage its items, not pieces (the Vagabond, Law 9.2.7): it chooses which even in a
    # battle where another player removes the pieces hit (Instigate, D.4.2: items are no pieces). Read by
    # `rootcore.rules.battle`.
    hits_damage_items: bool = False

    def fixed_warriors(self, game, clearing: int, moving: bool) -> int:
        """How many of this faction's warriors in `clearing` no effect may remove outside battle (`moving` False) or
        move now (`moving` True: a move of another player's, such as False Orders or the Vagabond's Allied
        warriors): the Hundreds' warlord (Law 14.2.2), or warriors of a sort that never moves (kept only when
        `moving`, so `pieces.movable_warriors` leaves them too). Read through `rootcore.rules.pieces.free_warriors`,
        only when `has_fixed_warriors`. Default: none."""
        return 0

    def takes_hits_on_others(self, game, clearing: int, remover: str | None) -> bool:
        """Whether hits dealt to this faction in a battle in `clearing` may fall, by its choice, on another faction's
        warriors there that `remover` may remove, warriors it fights with as its own by a rule of its own (the
        Vagabond's Allied warriors, Law 9.2.9.II.d). Then its hits are dealt to it even where a removal veto shields
        its own pieces from `remover`, and an ability ignoring the first hit it takes ignores the first of them
        (`rootcore.rules.battle`). Asked only in games with a removal veto. Default: no."""
        return False

    def fights_from_outside(self, game, clearing: int) -> bool:
        """Whether this faction has something to battle with in `clearing` other than its warriors and pawn there: a
        pawn standing in a forest next to it that battles the clearing (a hireling's). Asked by
        `rootcore.rules.battle.has_fighters` only when the faction has neither there (after an ambush, 4.3.1.II:
        the battle goes on while this says yes). A faction answering yes also gives its `max_rolled_hits` and
        `take_hits` there, and finds its clearings of battle itself (`battle.take_battle(..., where=...)`). Default:
        no."""
        return False

    def gain_item(self, game, item: str, ruin: bool = False):
        """This faction gains `item` from an effect other than crafting (taken from a ruin by a hireling's ability;
        `ruin`: an "R" item): by default into its Crafted Items box (4.1.2), face up. A faction keeping items
        elsewhere overrides it (the Hundreds' Hoard, 14.2.4). Returns a generator of the decisions it asks."""
        game.state.factions[self.id].crafted_items.append(item)
        yield from ()

    def max_rolled_hits(self, game, clearing: int) -> int:
        """Law 4.3.2.I: the most hits this faction can deal from rolling here (its warriors)."""
        return game.state.clearings[clearing].warriors.get(self.id, 0)

    def defenseless(self, game, clearing: int) -> bool:
        """Law 4.3.3.II: a defender with no warriors in the clearing of battle is defenseless."""
        return not game.state.clearings[clearing].warriors.get(self.id)

    def can_score(self, game) -> bool:
        """Whether this faction can score VP now: not after activating a dominance card (3.3.1)."""
        return game.state.factions[self.id].dominance is None

    def items_held(self, game) -> dict[str, int]:
        """Items this faction holds other than crafted ones (the Vagabond's satchel), for item
        conservation checks."""
        return {}

    def pieces_held(self, game) -> dict[str, int]:
        """Pieces of this faction kept off the map in a box of its board other than the supply and tracks
        (the Alliance's officers, Law 8.4.1.III), by kind, for piece conservation checks (1.5.1)."""
        return {}

    def warriors_with_others(self, game) -> dict[str, dict[int | None, int]]:
        """Warriors of this faction that count, for now, among another faction's warriors in clearings (in that
        faction's `ClearingState.warriors`): {holder: {clearing: count}}, the clearing None for those whose clearing
        is not known yet (the holder placed them elsewhere and has not said where). For pieces another player treats as its own
        for every purpose for a while (the Borough Kings' mice during an opponent's turn, BK.2.4); the piece
        conservation check (1.5) counts them for this faction, not the holder, and a holder counting its own physical
        pieces leaves them out (`rules.pieces.warriors_lent_to`). Default: none."""
        return {}

    def warriors_told_apart(self, game, clearing: int) -> int:
        """How many of this faction's warriors in `clearing` are of a sort of its own it keeps a tally of: its own
        pieces, so never warriors of another faction it holds as its own (`warriors_with_others`). The owner of such
        lent warriors, asking the holder which of its warriors moved or were removed, counts these out (and, for a
        removal, the `Removal.told_apart` ones). Default: none."""
        return 0

    def pieces_on_paths(self, game) -> dict[tuple[int, int], int]:
        """Warriors of this faction standing on paths rather than in clearings (the Highway Bandits hireling), by
        path (its two clearings in number order): what `render` draws on the map. Count them in `pieces_held`
        too."""
        return {}

    def warriors_payable(self, game) -> int:
        """How many warriors this faction can pay for a cost paid in warriors from its supply (a Riverfolk service,
        Law 11.2.6.I): by default the warriors in its supply. A faction paying another way overrides it with
        `pay_warriors` (the Vagabond's face-up items, 11.2.6.III)."""
        return game.state.factions[self.id].supply.get("warrior", 0)

    def pay_warriors(self, game, n: int, holder: str):
        """Pay `n` warriors (at most `warriors_payable`) into holding place `holder` (`pieces.hold`; the Payments
        box, 11.2.6.I). Returns (via generator return) how many of the `n` were paid some other way, for which the
        one paid puts its own warriors there instead (the Vagabond exhausts an item per warrior, 11.2.6.III): 0 by
        default."""
        piece_rules.hold(game, holder, self.id, "warrior", n)
        return 0
        yield  # a generator, so that overrides may ask decisions

    def draw_bonus(self, game) -> int:
        """Cards drawn in Evening beyond the first: the draw bonuses uncovered on the board's tracks."""
        fs = game.state.factions[self.id]
        bonus = 0
        for kind, track in self.board.tracks.items():
            if track.draw_bonus and kind in fs.tracks:
                bonus += sum(track.draw_bonus[:track.spaces - fs.tracks[kind]])
        return bonus

    def hand_limit(self, game) -> int:
        return self.board.hand_limit

    def view(self, game, fs, viewer: str | None) -> dict:
        """Faction data shown to `viewer` (None = an observer). Default: all `fs.data` is public."""
        return {"data": dict(fs.data)}

    def redraw_hidden(self, game, fs, player: str | None, rng) -> None:
        """Re-draw, with `rng` (a `random.Random`), what `player` cannot know in `fs.data` (what `view` hides
        from it: a face-down deck's order...), on a clone a bot is about to play out (`bots.determinize`).
        Cards in zones `player` may not see are re-drawn by the core. Default: nothing is hidden."""

    def unseen_pieces(self, game, clearing: int) -> int:
        """How many of this faction's pieces lie face down in `clearing`, kept in its data instead of the map (the
        Bone Patrol's buried bones). Turning one up, or laying one down, is no placement: the invariant checker
        counts them with the map's pieces of a sealed clearing (Law D.6.2). Their kinds are not asked: they are
        hidden, and a re-deal for a bot (`redraw_hidden`) may change them. Default: 0."""
        return 0


class Hireling(Faction):
    """A hireling card (Law Appendix E): pieces owned by no player, controlled for a while by one, with the
    actions and abilities of its promoted or demoted side (A.6.2). `rootcore.rules.hirelings` runs setup, hiring,
    control and rule; a subclass gives the card's own rules by overriding the side methods below (each a generator
    of decisions, asked of the player who answers for the hireling, or None where the side has nothing):

    - `setup_promoted` / `setup_demoted` (A.6.3), `hired_promoted` / `hired_demoted` (E.2.1),
    - `birdsong_promoted` / `birdsong_demoted` (E.2.3, at the start of the controller's Birdsong),
    - `daylight_promoted` / `daylight_demoted` (E.2.4, once in the controller's Daylight; offered as the option
      `extra:hireling:<id>` while `daylight_available` says so),

    and abilities (E.2.2) as `@hookimpl` methods that ask `controller` and `promoted` themselves. A hireling is an
    enemy of every player but its controller and those in coalition with it (E.3.2), scores nothing (E.3.6), has
    no hand and plays no card."""

    kind = "hireling"
    # The pieces the card's rules name, kind -> type ("warrior": "warrior"): a card file without one of them is
    # refused by file and field when the card is built (`piece_issues`), instead of failing in play.
    pieces_named: Mapping[str, str] = {}

    def __init__(self, spec, definition: HirelingDef):
        # The pieces code reads a faction board: a hireling's has its pieces and nothing else.
        board = FactionBoardDef(id=definition.id, name=definition.name, setup_order="-", reach=0, kind="hireling",
                                pieces=dict(definition.pieces), data=definition.data,
                                data_schema=definition.data_schema, source=definition.source)
        Component.__init__(self, spec, definition)
        issues = piece_issues(board, spec.content or definition.id, dict(self.pieces_named))
        if issues:
            from rootcore.content import ContentError
            raise ContentError(issues)
        self.board = board
        self.hireling = definition
        self._daylight_options = {side: Option(f"hireling:{self.id}", name) for side, name in (
            (True, definition.name), (False, definition.demoted_name))}  # by side: promoted or not

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        fs.data.update({"side": "promoted", "controller": None, "control": 0})

    # -- its state ----------------------------------------------------------------------------------------------

    def controller(self, game) -> str | None:
        """The player controlling this hireling (None while it is in the supply): the one who gains its abilities
        marked for the controller (Law E.2) and takes its actions."""
        return game.state.factions[self.id].data["controller"]

    def promoted(self, game) -> bool:
        return game.state.factions[self.id].data["side"] == "promoted"

    def warrior_clearings(self, game) -> list[int]:
        """The clearings with this hireling's warriors, in clearing order."""
        return [c for c, cl in game.state.clearings.items() if cl.warriors.get(self.id)]

    def side_name(self, game) -> str:
        return self.hireling.name if self.promoted(game) else self.hireling.demoted_name

    def can_score(self, game) -> bool:
        return False  # E.3.6: removals by a hireling score for nobody

    # -- what a card's plugin gives ---------------------------------------------------------------------------------

    def set_up(self, game, player: str):
        effect = (self.setup_promoted if self.promoted(game) else self.setup_demoted)(game, player)
        if effect is not None:
            yield from effect

    def when_hired(self, game, player: str):
        effect = (self.hired_promoted if self.promoted(game) else self.hired_demoted)(game, player)
        if effect is not None:
            yield from effect

    def setup_promoted(self, game, player: str):
        return None

    def setup_demoted(self, game, player: str):
        return None

    def hired_promoted(self, game, player: str):
        return None

    def hired_demoted(self, game, player: str):
        return None

    def birdsong_promoted(self, game, player: str):
        return None

    def birdsong_demoted(self, game, player: str):
        return None

    def daylight_promoted(self, game, player: str):
        return None

    def daylight_demoted(self, game, player: str):
        return None

    def daylight_available(self, game, player: str) -> bool:
        """Whether the side's once-per-Daylight action (E.2.4) can do anything now; by default, whether the side
        has one. While it says yes, the side's method must return a generator (a PluginError names the card if it
        returns None: the action would be spent on nothing)."""
        side = self._daylight_side(game)
        return getattr(type(self), side) is not getattr(Hireling, side)

    def _daylight_side(self, game) -> str:
        """The name of the method of the side face up: `daylight_promoted` or `daylight_demoted`."""
        return "daylight_promoted" if self.promoted(game) else "daylight_demoted"

    # -- the hooks every hireling answers -------------------------------------------------------------------------

    @hookimpl
    def rootcore_is_enemy(self, game, faction, other):
        """E.3.2, G.1.8: a hireling in the supply is everyone's enemy; a controlled one is its controller's enemies'
        enemy, and their enemy."""
        if other == self.id:
            player = faction
        elif faction == self.id:
            player = other
        else:
            return None
        mine = self.controller(game)
        if mine is None:
            return True
        return mine != player and battle_rules.is_enemy(game, player, mine)

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        """E.2.3: the side's Birdsong action, at the start of its controller's Birdsong."""
        if phase != "birdsong" or self.controller(game) != faction:
            return None
        return (self.birdsong_promoted if self.promoted(game) else self.birdsong_demoted)(game, faction)

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """E.2.4: the side's Daylight action, once in its controller's Daylight."""
        acted = game.state.data.get("turn", {}).get("hirelings_acted", ())
        if self.controller(game) != faction or self.id in acted or not self.daylight_available(game, faction):
            return None
        return [(self._daylight_options[self.promoted(game)], self._daylight_action)]

    def _daylight_action(self, game, faction, option):
        side = self._daylight_side(game)
        action = getattr(self, side)(game, faction)
        if action is None:  # offered (`daylight_available`), it must do something: a plugin's mistake, named
            raise not_a_generator(game, self, side)
        game.state.data.setdefault("turn", {}).setdefault("hirelings_acted", []).append(self.id)
        game.event("hireling_action", faction=faction, hireling=self.id)
        return action


@functools.cache
def dropped_parameters(cls: type) -> tuple[str, ...]:
    """"method(name, ...)" for each public method `cls` overrides from the core class it derives from (Faction, or
    another component class) whose override does not accept, by name, a parameter with a default that the core's
    method has: the core passes those by name (`take_move(..., origin=c)`), so such an override would fail with a
    TypeError only in the games that pass it. Checked once per class when a game is built (a PluginError names it)."""
    base = next((b for b in cls.__mro__ if b.__module__ == __name__), None)
    if base is None or base is cls:
        return ()
    found = []
    for name, core in inspect.getmembers(base, inspect.isfunction):
        mine = getattr(cls, name)
        if name.startswith("_") or mine is core or not inspect.isfunction(mine):
            continue
        accepted = inspect.signature(mine).parameters
        if any(p.kind is p.VAR_KEYWORD for p in accepted.values()):
            continue
        dropped = [p.name for p in inspect.signature(core).parameters.values() if p.default is not p.empty
                   and p.kind is not p.POSITIONAL_ONLY and p.name not in accepted]
        if dropped:
            found.append(f"{name}({', '.join(dropped)})")
    return tuple(found)


def not_a_generator(game, component, method: str):
    """The PluginError for a phase or setup method of `component` that returned None (written without a `yield`)
    where the rules run a generator of decisions: it names the plugin, the component and the method."""
    from rootcore.plugins import PluginError
    who = game.definition.registry.plugin_named(component.spec.plugin)
    return PluginError(f"{who}, {component.kind} {component.id!r}: its {method} returned None, not a generator of "
                       "decisions; a phase or setup that asks nothing still yields: end it with `yield from ()` "
                       "(docs/plugins.md, section 5)")


def _undeclared_data(label: str, kind: str, component_id: str):
    """The issue of a file without `data_schema` whose rules read `data`: types and required keys are then
    unchecked, and a mistake would surface as a traceback from the plugin instead of by file and field."""
    from rootcore.content import ContentIssue
    return ContentIssue(label, "$.data_schema", f"the {component_id!r} {kind} rules read this file's data table, so "
                        f"the file must declare its shape in data_schema (as the {kind} files shipped with the plugin "
                        "do)")


def _unreadable_data(label: str, kind: str, component_id: str, exc: Exception):
    """The issue of a file whose `data` the rules could not read although it passed its own `data_schema`."""
    from rootcore.content import ContentIssue
    return ContentIssue(label, "$.data", f"the {component_id!r} {kind} rules could not read this file's data "
                        f"({type(exc).__name__}: {exc}): its data_schema must require what they read (as the "
                        f"{kind} files shipped with the plugin do)")


def one_per_suit_issues(label: str, at: str, printed: Mapping[str, str], why: str) -> list:
    """Problems (ContentIssue) with a board table `printed` of piece kind -> printed suit (at field `at`) whose rules
    take the one piece of a suit (the Alliance's bases, 8.4.1; the Lizard Cult's gardens, 10.5.1): each suit printed
    on one kind only. `why` says what takes it, with `{suit}` for the suit ("a revolt places the one {suit} base")."""
    from rootcore.content import ContentIssue
    issues = []
    first: dict[str, str] = {}
    for kind, suit in printed.items():
        if suit in first:
            issues.append(ContentIssue(label, f"{at}.{kind}", f"{first[suit]!r} is printed {suit} too: "
                                       f"{why.format(suit=suit)}, so {kind!r} never would"))
        first.setdefault(suit, kind)
    return issues


def printed_suit_issues(board: FactionBoardDef, label: str, key: str, piece_type: str, noun: str, why: str,
                        suits: Collection[str], rows: Collection[str] = ()) -> list:
    """Problems (ContentIssue) with `board.data[key]`, a table of piece kind -> printed suit whose rules take the one
    piece of a suit (the Lizard Cult's gardens, 10.5.1; the Riverfolk's trade posts, 11.5.6.III): each kind a
    `piece_type` piece of the board kept on the track of its name, one kind per suit, and one for each of `suits`.
    `why` says what takes it, with `{suit}` for the suit; `noun` names the pieces ("garden"); `rows` the track rows
    the rules read (`piece_issues`)."""
    from rootcore.content import ContentIssue
    printed = board.data[key]
    at = f"$.data.{key}"
    issues = piece_issues(board, label, dict.fromkeys(printed, piece_type), tracked=tuple(printed), at=at, rows=rows)
    issues += one_per_suit_issues(label, at, printed, why)
    for suit in suits:
        if suit not in printed.values():
            issues.append(ContentIssue(label, at, f"no {noun} is printed {suit}: {why.format(suit=suit)}"))
    return issues


def piece_issues(board: FactionBoardDef, label: str, needed: dict[str, str], tracked: Collection[str] = (),
                 at: str = "$.pieces", rows: Collection[str] = ()) -> list:
    """Problems (ContentIssue) with the pieces a faction's rules name in code (for its `data_issues`): each kind of
    `needed` (kind -> piece type) must be a piece of the board of that type, and each of `tracked` kept on the track
    of its own name (the rules read `board.tracks[kind]`), with each row of `rows` ("cost", "vp", "draw_bonus")
    printed (an empty row is a track without one, which the core reads as 0 but these rules index). A missing kind
    is named at `at`.kind: `$.data.<key>` when the kind comes from the board's data."""
    from rootcore.content import ContentIssue, did_you_mean
    issues = []
    for kind, piece_type in needed.items():
        piece = board.pieces.get(kind)
        if piece is None:
            issues.append(ContentIssue(label, f"{at}.{kind}", f"the rules need a {piece_type} piece {kind!r}, which "
                                       f"the board's pieces lack{did_you_mean(kind, board.pieces)}"))
        elif piece.type != piece_type:
            issues.append(ContentIssue(label, f"$.pieces.{kind}.type", f"the rules need {kind!r} to be a "
                                       f"{piece_type}, not a {piece.type}"))
        elif kind in tracked and piece.track != kind:
            issues.append(ContentIssue(label, f"$.pieces.{kind}.track", f"the rules keep {kind!r} on the track "
                                       f"{kind!r}, not {piece.track!r}"))
        elif kind in tracked and kind in board.tracks:
            issues += [ContentIssue(label, f"$.tracks.{kind}.{row}", f"the rules read this track's {row} row: one "
                                    "entry per space") for row in rows if not getattr(board.tracks[kind], row)]
    return issues
