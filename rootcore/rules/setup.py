"""Standard setup (Law 5.1): seating order and first player, score markers, starting hands (without
dominance cards in two-player games), ruins, the item supply, then each faction's own setup in setup
order (A, B, C...). Reach (5.2) is reported, never enforced. Landmarks named by the config are set up after
the ruins and items and before the hands (Law A.5), then the hirelings (A.6, `rootcore.rules.hirelings`)."""
from __future__ import annotations

import itertools

from rootcore.rules import hirelings
from rootcore.state import ClearingState, FactionState

STARTING_HAND = 3

REACH_NEEDED = {2: 17, 3: 18, 4: 21, 5: 25, 6: 28}


def reach_warning(game) -> str | None:
    """Law 5.2: a warning when the factions' reach is below the recommended total, else None."""
    players = game.config.factions
    total = sum(game.factions[f].board.reach for f in players)
    needed = REACH_NEEDED.get(len(players))
    if needed is not None and total < needed:
        return f"total reach {total} is below the {needed} recommended for {len(players)} players (Law 5.2)"
    return None


def record_starting_corner(game, faction: str, clearing: int) -> None:
    """Note the corner a faction set up in; later setups avoid it (e.g. Law 7.3.2)."""
    game.state.data.setdefault("starting_corners", {})[faction] = clearing


def starting_corners(game) -> dict[str, int]:
    """Each faction's starting corner clearing recorded so far in setup (faction -> clearing)."""
    return dict(game.state.data.get("starting_corners", {}))


def setup_corners(game, faction: str, fits) -> list[int]:
    """The corners `faction` may set up in (the Eyrie 7.3.2, the Lizard Cult 10.3.2): nobody else's starting corner,
    where `fits(clearing)` says its starting pieces can be placed, or any such corner when none fits (the most
    possible is then placed, 1.5.4); among them, those diagonally opposite another player's starting corner when
    there are any."""
    board = game.board
    taken = {c for f, c in starting_corners(game).items() if f != faction}
    free = [c for c in board.corners if c not in taken]
    allowed = [c for c in free if fits(c)] or free
    opposite = [c for c in allowed if board.opposite_corner[c] in taken]
    return opposite or allowed


def prepare_state(game) -> None:
    """Steps that need no decisions: seating (5.1.1), scores (5.1.2), hands (5.1.3), ruins (5.1.4),
    items (5.1.5), and each faction's supply."""
    st = game.state
    order = list(game.config.seating or game.config.factions)
    if not game.config.seating:
        st.rng.shuffle(order)  # 5.1.1 (and A.4): random seating and first player
    st.turn_order = order
    st.current = 0
    st.suits = game.map.clearing_suits(game)
    st.slots = game.board.slots  # the map's own dict: a landmark adding a slot replaces it (`GameState.slots`)
    for cid in game.board.clearing_ids:
        st.clearings[cid] = ClearingState(ruins=game.board.ruins[cid])  # 5.1.4
    for fid in [*order, *game.definition.hirelings]:  # the players, then the hirelings' pieces (Appendix E)
        fs = FactionState(fid)  # score 0 (5.1.2; A.9)
        game.factions[fid].init_state(game, fs)
        st.factions[fid] = fs
    deck = list(range(len(game.cards)))
    if len(order) == 2:  # 5.1.3: no dominance cards with two players
        st.set_aside = [c for c in deck if game.cards[c].kind == "dominance"]
        deck = [c for c in deck if game.cards[c].kind != "dominance"]
    st.rng.shuffle(deck)
    st.deck = deck
    st.item_supply = dict(game.deck.definition.item_supply)  # 5.1.5
    game.event("seating", order=list(order))


def setup_order(game) -> list[str]:
    """Law 5.1.7: the factions by the setup letter of their boards. Boards sharing a letter (in the Law only the two
    Vagabonds, whose order 9.7.1 leaves to chance) set up in an order shuffled with the game's RNG: drawn only when
    letters are shared, so other games draw nothing here."""
    def letter(faction: str) -> str:
        return game.factions[faction].board.setup_order

    order: list[str] = []
    for _, group in itertools.groupby(sorted(game.state.turn_order, key=letter), key=letter):
        tied = list(group)
        if len(tied) > 1:
            game.state.rng.shuffle(tied)
        order += tied
    return order


def standard_setup(game):
    """The whole of 5.1 as a generator (faction setups ask decisions). With the game option
    `advanced_setup`, the hand steps of the Advanced Setup replace 5.1.3: draw five (A.7), then after the
    factions' setup each player keeps three (A.10); with `setup_cards` too, each faction sets up as its faction
    setup card says (A.8.2, `Faction.setup_from_card`), from the last player in turn order backwards."""
    from rootcore.rules import cards
    prepare_state(game)
    warning = reach_warning(game)  # before the first decision (a landmark's, a hireling's), so a new game has it
    if warning:
        game.event("warning", message=warning)
        game.warnings.append(warning)
    if game.config.landmarks:
        yield from setup_landmarks(game)
    if game.config.hirelings:
        yield from hirelings.setup_hirelings(game)  # A.6
    advanced = uses_advanced_hands(game)
    for fid in game.state.turn_order:
        cards.draw(game, fid, ADVANCED_DRAW if advanced else STARTING_HAND)
    by_card = uses_setup_cards(game)
    for fid in card_setup_order(game) if by_card else setup_order(game):
        faction = game.factions[fid]
        steps = faction.setup_from_card(game) if by_card else faction.setup(game)  # A.8.2, else 5.1.7
        if steps is None:  # a setup without a yield: the plugin's mistake, named
            from rootcore.components import not_a_generator
            raise not_a_generator(game, faction, "setup_from_card" if by_card else "setup")
        yield from steps
    if advanced:
        yield from choose_starting_hands(game)


def setup_landmarks(game):
    """Law A.5.2-A.5.3: the chosen landmarks are shuffled; the last player in turn order sets up the first dealt,
    the second-to-last the second, each in a clearing its card allows (`Landmark.setup_clearings`). Where they
    are is `state.data["landmarks"]` (landmark id -> clearing), which nothing but a landmark's own rule changes
    (F.1.1)."""
    from rootcore.decisions import ask_clearing
    from rootcore.engine import ConfigError
    st = game.state
    dealt = list(game.config.landmarks)
    st.rng.shuffle(dealt)
    placed = st.data["landmarks"] = {}
    for i, landmark_id in enumerate(dealt):
        landmark = game.definition.landmarks[landmark_id]
        player = st.turn_order[-1 - i]  # a game has two players or more
        legal = landmark.setup_clearings(game)
        if not legal:
            raise ConfigError(f"landmark {landmark_id!r} cannot be set up on map {game.board.id!r}: no clearing is "
                              f"{_SETUP_WHERE[landmark.setup_rule.clearing]} away from the other landmarks "
                              f"({placed or 'none'})", ("landmarks", "map"))
        clearing = yield from ask_clearing(player, "setup.landmark", f"Set up {landmark.definition.name} in which "
                                           "clearing? (Law A.5.3)", legal)
        placed[landmark_id] = clearing
        game.event("landmark_set_up", faction=player, landmark=landmark_id, clearing=clearing)
        yield from landmark.setup(game, clearing)


# How an error names the clearings a landmark's `setup.clearing` asks for.
_SETUP_WHERE = {"any": "free", "ruin": "with a ruin", "river": "on a river", "corner": "a corner",
                "one_slot_no_ruin": "with one building slot and no ruin"}


# -- Advanced Setup (Appendix A): the map and its suits (A.1) are the map component's `clearing_suits`, the deck
# (A.2) is the config's `deck`; the hand steps are here.

ADVANCED_DRAW = 5  # Law A.7


def uses_advanced_hands(game) -> bool:
    """Whether this game draws five and keeps three (Law A.7, A.10): the game option `advanced_setup`."""
    return bool(game.config.options.get("advanced_setup"))


def choose_starting_hands(game):
    """Law A.10: each player, in turn order, keeps three cards of the five drawn in A.7 (one decision of
    which three to keep) and puts the others face down on the deck; then the deck is shuffled."""
    from itertools import combinations

    from rootcore.decisions import Decision, Option
    st = game.state
    for fid in st.turn_order:
        hand = st.factions[fid].hand
        if len(hand) <= STARTING_HAND:
            continue
        options = {}
        for keep in combinations(sorted(hand), STARTING_HAND):
            oid = "keep:" + ",".join(map(str, keep))
            options[oid] = Option(oid, "Keep " + ", ".join(game.cards[c].name for c in keep), {"cards": list(keep)})
        chosen = yield Decision(fid, "setup.keep_cards", f"Keep which {STARTING_HAND} cards? (the others go back "
                                "on the deck)", list(options.values()))
        returned = [c for c in hand if c not in chosen.data["cards"]]
        for card in returned:
            hand.remove(card)
            st.deck.append(card)
        game.event("starting_hand_kept", faction=fid, returned=len(returned), unseen=fid)  # cards gone unnamed
    st.rng.shuffle(st.deck)


# -- Faction setup cards (Law A.8.2): the game option `setup_cards`. Each faction sets up as its Marauder faction setup
# card says (`Faction.setup_from_card`), the last player in turn order first and then counterclockwise (backwards in
# turn order), each choosing homeland clearings that no enemy has chosen (A.8.2.I) and, when its card asks, far from
# the enemies' homelands (A.8.2.II). Which factions play is the config's; the faction draft (`rules.draft`, the option
# `faction_draft`) makes that config from the setup cards' deal (A.8.1) and the players' picks (docs/maps.md).

# How far from enemy homelands a card wants a homeland (A.8.2.II), as the fewest paths between them, strictest first:
# "two or more clearings between" is three paths or more, "not adjacent" two or more; each falls back to the next.
HOMELAND_SPACING = {"any": (), "not_adjacent": (2,), "two_between": (3, 2)}


def uses_setup_cards(game) -> bool:
    """Whether the factions set up by their faction setup cards (Law A.8.2): the game option `setup_cards`."""
    return bool(game.config.options.get("setup_cards"))


def card_setup_order(game) -> list[str]:
    """Law A.8.2: the last player in turn order sets up first, then the others counterclockwise, that is backwards in
    turn order."""
    return list(reversed(game.state.turn_order))


def record_homeland(game, faction: str, clearing: int) -> None:
    """Note a homeland `faction` chose (Law A.8.2.I): no enemy may choose it, and cards keep away from it."""
    game.state.data.setdefault("homelands", {}).setdefault(faction, []).append(clearing)
    game.event("homeland", faction=faction, clearing=clearing)


def homelands(game) -> dict[str, list[int]]:
    """Each faction's homelands chosen so far (faction -> clearings, in the order chosen)."""
    return {f: list(cs) for f, cs in game.state.data.get("homelands", {}).items()}


def enemy_homelands(game, faction: str) -> set[int]:
    """The homelands of every faction but `faction` (Law A.8.2.I)."""
    return {c for f, cs in homelands(game).items() if f != faction for c in cs}


def card_homelands(game, faction, fits) -> list[int]:
    """The homelands `faction` (a Faction) may choose as its setup card says (`FactionBoardDef.setup_card`: `where`,
    "edge" or any clearing, and `spacing`), by `homeland_choices`."""
    card = faction.board.setup_card
    candidates = edge_clearings(game) if card.get("where") == "edge" else game.board.clearing_ids
    return homeland_choices(game, faction.id, candidates, fits, card.get("spacing", "any"))


def card_number(faction, name: str, default: int) -> int:
    """A count the faction's setup card gives (`setup_card.numbers`), else `default`."""
    return int(faction.board.setup_card.get("numbers", {}).get(name, default))


def edge_clearings(game) -> list[int]:
    """The clearings on the map edge (G.1.15) that cards ask homelands on; every clearing on a map whose file names no
    edge (our choice: the Law's maps all name one)."""
    return list(game.board.edge_clearings or game.board.clearing_ids)


def homeland_choices(game, faction: str, candidates, fits, spacing: str = "any") -> list[int]:
    """The clearings of `candidates` that `faction` may choose as a homeland: none an enemy's (Law A.8.2.I), each
    where `fits(clearing)` says the card's pieces can all be placed (A.8.2.I), then as far from enemy homelands as
    `spacing` asks ("two_between", else "not_adjacent", else any: A.8.2.II and its fall-backs). When no free clearing
    fits, every free one is offered and the most possible is placed (Law 1.5.4); when every candidate is an enemy's
    homeland, any free clearing of the map (both our choices: the Law is silent)."""
    taken = enemy_homelands(game, faction)
    free = [c for c in candidates if c not in taken] or [c for c in game.board.clearing_ids if c not in taken]
    allowed = [c for c in free if fits(c)] or free
    return spaced(game, faction, allowed, spacing)


def spaced(game, faction: str, clearings: list[int], spacing: str) -> list[int]:
    """Those of `clearings` as far from enemy homelands as `spacing` allows (Law A.8.2.II, with its fall-backs): the
    first distance of `HOMELAND_SPACING[spacing]` some of them keep, else all of them."""
    taken = enemy_homelands(game, faction)
    if not taken:
        return list(clearings)
    from rootcore.board import path_distances
    from rootcore.rules.adjacency import adjacent
    links = {c: adjacent(game, c, faction) for c in game.board.clearing_ids}  # closed paths link nothing (C.3.2)
    distance = path_distances(links, taken)
    for fewest in HOMELAND_SPACING[spacing]:
        far = [c for c in clearings if distance.get(c, fewest) >= fewest]  # unreachable: as far as can be
        if far:
            return far
    return list(clearings)


def place_evenly(game, faction: str, kind: str, count: int, clearings: list[int], decision_kind: str):
    """Place `count` pieces of `kind` among `clearings` as evenly as possible (the Cult's and the Duchy's cards,
    A.8.2): as many in each, then the player chooses which clearings take one more, each a different one. Clearings
    that cannot take the piece are left out (Law 1.5.4). Use `yield from`."""
    from rootcore.decisions import ask_clearing
    from rootcore.rules.pieces import place, placement_allowed
    where = [c for c in clearings if placement_allowed(game, faction, kind, c)]
    if not where or count <= 0:
        return
    each, extra = divmod(count, len(where))
    for c in where:
        place(game, faction, kind, c, each)
    for i in range(extra):
        chosen = yield from ask_clearing(faction, decision_kind, f"Place one more {kind} in which clearing? "
                                         f"({extra - i} left, each in a different clearing)", where)
        where.remove(chosen)
        place(game, faction, kind, chosen)
