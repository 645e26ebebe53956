"""Battle (Law 4.3) as named steps: choose clearing and defender, 1 ambush (4.3.1), then
`rootcore_battle_before_roll`, 2 roll dice (4.3.2), 3 effects (4.3.3: extra hits, defenseless,
`rootcore_battle_effects`), 4 deal hits (4.3.4, with `rootcore_battle_deal_hits` and
`rootcore_battle_hits_dealt`), then `rootcore_battle_end`.

Dice are two d4 with faces 0-3; the rolls are recorded as a chance event.
"""
from __future__ import annotations

from typing import cast

from rootcore.decisions import (Decision, Option, RootcoreError, ask_clearing, ask_from_hand, asked_of,
                                asks_about_hand, clearing_options, faction_options, fixed_option, hand_question)
from rootcore.rules import cards, scoring
from rootcore.rules.pieces import (BORROWED, borrowed_warriors, removable, remove,
                                   resolve_removal_groups, resolve_removals)

_NO_AMBUSH = fixed_option("pass", "No ambush")

BATTLE_COST = "rootcore_battle_cost"  # a price for battling some defenders: only in games with an implementation
BATTLE_START = "rootcore_battle_start"  # asked as a battle begins: only in games with an implementation
DEAL_HITS = "rootcore_battle_deal_hits"  # hits dealt another way than removing: only in games with an implementation
HIGH_ROLL = "rootcore_high_roll"  # the higher roll to the defender (Guerrilla War): only in games with an implementation
MOVE_INSTEAD = "rootcore_move_instead_of_battle"  # battles somewhere replaced by a move: only in games with one
MOVE_INSTEAD_PREFIX = "move_instead:"  # the id of a move out offered in place of a battle (`move_instead_option`)
MOVED_INSTEAD_SUFFIX = ".instead"  # the move kind of `move_instead`: the battle's kind with this added

SIDES = ("attacker", "defender")
IGNORED = "rootcore_battle_ignored_hits"
FIRST_HIT = "rootcore_battle_ignores_first_hit"
OTHER_SIDE = {"attacker": "defender", "defender": "attacker"}


class Battle:
    """One battle's working record, passed to the battle hooks."""

    def __init__(self, attacker: str, defender: str, clearing: int, cause: str = "battle",
                 remover: str | None = None):
        self.attacker = attacker
        self.defender = defender
        self.clearing = clearing
        self.cause = cause
        # A third player who removes the pieces hit on both sides, choosing which and scoring for them (a battle
        # a Vagabond character instigates, Law D.4.2); None: each side removes the other's, as usual (4.3.4).
        self.remover = remover
        self.rolls: tuple[int, int] | None = None
        self.high_roll_to = "attacker"  # Guerrilla War gives the higher roll to the defender (8.2.2)
        self.rolled_hits = {"attacker": 0, "defender": 0}
        self.extra_hits = {"attacker": 0, "defender": 0}
        self.added_max_hits = {"attacker": 0, "defender": 0}  # beyond the side's own (`rootcore_battle_before_roll`)
        self.ignored_hits = {"attacker": 0, "defender": 0}  # hits each side has ignored (`_taken`)
        self.removed: dict[str, list] = {"attacker": [], "defender": []}  # Removals dealt BY each side
        self.ended_early = False

    def faction(self, side: str) -> str:
        return self.attacker if side == "attacker" else self.defender

    def lent(self, game, side: str) -> int:
        """How many warriors other factions lend `side` here against the other side (Law 11.2.7.III). Callers ask
        only in games with `rootcore_borrowed_warriors` (`BORROWED in game.definition.hooks_in_use`, inlined)."""
        return sum(borrowed_warriors(game, self.faction(side), self.clearing, self.faction(OTHER_SIDE[side])).values())

    def to_json(self) -> dict:
        return {"attacker": self.attacker, "defender": self.defender, "clearing": self.clearing,
                "rolls": self.rolls, "rolled_hits": dict(self.rolled_hits), "extra_hits": dict(self.extra_hits)}


def remove_enemy_pieces(game, faction: str, clearing: int, cause: str):
    """Remove every enemy piece in `clearing` at once, for `faction` (a revolt, Law 8.4.1.III; a Favor card; a
    bomb, 13.7.1). Each enemy answers through `Faction.full_removal` (the Vagabond damages three items instead,
    9.2.2.I), but for one whose pieces there `faction` may not remove (`pieces.may_remove`); buildings and tokens
    score for `faction` (3.2.1). Returns (via generator return) the Removals, whose triggered effects the caller
    resolves once every piece is off the map (1.1.3)."""
    cl = game.state.clearings[clearing]
    owners = set(cl.warriors) | {f for f, _ in cl.buildings} | {f for f, _ in cl.tokens} | set(cl.pawns)
    removals = []
    for owner in sorted(owners):
        if owner != faction and is_enemy(game, faction, owner) and removable(game, faction, owner, clearing):
            removals += yield from game.factions[owner].full_removal(game, clearing, faction, cause)
    return removals


def has_fighters(game, faction: str, clearing: int) -> bool:
    """Whether `faction` has something to battle with in `clearing`: its warriors or pawn there, or what it fights
    with from outside the clearing (`Faction.fights_from_outside`: a pawn in an adjacent forest), asked only when it
    has neither there."""
    cl = game.state.clearings[clearing]
    return faction in cl.warriors or faction in cl.pawns or game.factions[faction].fights_from_outside(game, clearing)


def is_enemy(game, faction: str, other: str) -> bool:
    """Every other player is an enemy unless a component says otherwise (coalitions, G.1.8)."""
    if faction == other:
        return False
    answer = game.hooks.rootcore_is_enemy(game=game, faction=faction, other=other)  # firstresult
    return True if answer is None else answer


def any_player_defends(game, other: str) -> bool:
    """Whether `other`, no enemy (a coalition partner, 9.2.8), may still be battled or struck: only under a ruleset
    setting `battle_any_player` (the earlier Law's 4.3 and 9.5.6 name any other player) and only if `other` is a
    player (a hireling is none, E.3.3). Asked after `is_enemy` said no, so games without coalitions never ask."""
    # `rootcore.rules_setting`, read directly: rootcore.components imports this module.
    return other in game.state.turn_order and game.definition.rules_settings.get("battle_any_player", False)


def present_in(cl) -> set[str]:
    """Everyone with any piece in clearing state `cl` (what `ClearingState.has_any` says yes to). Plain
    loops: a comprehension is a call of its own."""
    present = set()
    for f, n in cl.warriors.items():
        if n:
            present.add(f)
    for owner, _ in cl.buildings:
        present.add(owner)
    for owner, _ in cl.tokens:
        present.add(owner)
    present.update(cl.pawns)
    return present


def defenders(game, faction: str, clearing: int) -> list[str]:
    """Enemies with any piece in `clearing` (4.3); any other player under the earlier Law (`any_player_defends`)."""
    factions = game.state.factions
    # The pieces present, not every faction, are looked at: a clearing holds few owners.
    present = present_in(game.state.clearings[clearing])
    present.discard(faction)  # never its own enemy (`is_enemy`)
    enemies = []
    for f in present:
        if f in factions and (is_enemy(game, faction, f) or any_player_defends(game, f)):
            enemies.append(f)
    enemies.sort()
    if BATTLE_COST in game.definition.hooks_in_use:
        enemies = _affordable(game, faction, clearing, enemies)
    if BORROWED in game.definition.hooks_in_use and not has_fighters(game, faction, clearing):
        return _fought_by_lent_warriors(game, faction, clearing, enemies)
    return enemies


def _fought_by_lent_warriors(game, faction: str, clearing: int, enemies: list[str]) -> list[str]:
    """Of `enemies`, those that warriors lent to `faction` in `clearing` fight (11.2.7.III: never their own
    faction). A function of its own: a comprehension in `defenders` would make its locals cells at every call."""
    return [enemy for enemy in enemies if borrowed_warriors(game, faction, clearing, enemy)]


def _affordable(game, faction: str, clearing: int, enemies: list[str]) -> list[str]:
    """Of `enemies`, those `faction` can pay to battle in `clearing` (`rootcore_battle_cost`: no answer False)."""
    costs = game.hooks.rootcore_battle_cost
    return [e for e in enemies if False not in costs(game=game, attacker=faction, clearing=clearing, defender=e)]


def can_pay_after_spending(game, faction: str, clearing: int, defender: str, suit: str, n: int) -> bool:
    """Whether `faction` can still pay the price of battling `defender` in `clearing` (`rootcore_battle_cost`) once
    it has spent `n` more cards of `suit` on what leads to that battle (a Witness, OF.5.2; Swarm's second battle,
    WM.6.1.III): a menu must not offer a battle whose price the hand left then cannot pay. The price is asked of
    that hand: the cards are taken out of the hand for the question and put back as they were. False when the hand
    holds fewer than `n` such cards; True whenever no battle of the game has a price (then the caller's own count of
    the `n` cards is all there is to check)."""
    if n <= 0 or BATTLE_COST not in game.definition.hooks_in_use:  # no battle has a price: nothing to check
        return True
    hand = game.state.factions[faction].hand
    spent = cards.matching(game, hand, suit)
    if len(spent) < n:
        return False
    deck = game.cards
    spent.sort(key=lambda c: deck[c].suit == "bird")  # a suit's own cards go first: birds match more prices
    kept = list(hand)
    for card in spent[:n]:
        hand.remove(card)
    try:
        return bool(_affordable(game, faction, clearing, [defender]))
    finally:
        hand[:] = kept


def has_defender(game, faction: str, clearing: int) -> bool:
    """Whether `defenders` is not empty, stopping at the first enemy found."""
    if BATTLE_COST in game.definition.hooks_in_use:  # a defender may not be offered: `defenders` asks
        return bool(defenders(game, faction, clearing))
    state = game.state
    return _has_defender(game, faction, state.clearings[clearing], state.factions)


def _has_defender(game, faction: str, cl, factions) -> bool:
    for f in cl.warriors:  # only factions with warriors there (`ClearingState`)
        if f != faction and f in factions and (is_enemy(game, faction, f) or any_player_defends(game, f)):
            return True
    for f, _ in cl.buildings:
        if f != faction and f in factions and (is_enemy(game, faction, f) or any_player_defends(game, f)):
            return True
    for f, _ in cl.tokens:
        if f != faction and f in factions and (is_enemy(game, faction, f) or any_player_defends(game, f)):
            return True
    for f in cl.pawns:
        if f != faction and f in factions and (is_enemy(game, faction, f) or any_player_defends(game, f)):
            return True
    return False


def battle_clearings(game, faction: str, allowed=None) -> list[int]:
    return _battle_clearings(game, faction, allowed, False)


def can_battle(game, faction: str, allowed=None) -> bool:
    """Whether `take_battle` has anything to offer (a menu entry): a clearing of `battle_clearings`, stopping at
    the first one found, or else one of `move_instead_clearings`."""
    if _battle_clearings(game, faction, allowed, True):
        return True
    return MOVE_INSTEAD in game.definition.hooks_in_use and bool(move_instead_clearings(game, faction, allowed))


def _battle_clearings(game, faction: str, allowed, first_only: bool) -> list[int]:
    """`battle_clearings`, in clearing order; only the first one when `first_only` (`can_battle`). A plain
    loop, not a generator: every Daylight menu asks."""
    if BATTLE_COST in game.definition.hooks_in_use:  # some defenders ask a price: asked of each one
        return _priced_battle_clearings(game, faction, allowed, first_only)
    state = game.state
    factions = state.factions
    found = []
    for c, cl in state.clearings.items():
        if (faction in cl.warriors or faction in cl.pawns) and (allowed is None or c in allowed) \
                and _has_defender(game, faction, cl, factions):
            found.append(c)
            if first_only:
                break
    if BORROWED in game.definition.hooks_in_use and not (first_only and found):
        return _with_lent_warriors(game, faction, allowed, first_only, found)
    return found


def _with_lent_warriors(game, faction: str, allowed, first_only: bool, found: list[int]) -> list[int]:
    """`found` and the clearings where warriors lent to `faction` alone may fight (11.2.7.III), in clearing order
    (a function of its own, so that `_battle_clearings` keeps plain locals)."""
    found = [c for c in game.state.clearings if c in found or ((allowed is None or c in allowed)
                                                               and defenders(game, faction, c))]
    return found[:1] if first_only else found


def _priced_battle_clearings(game, faction: str, allowed, first_only: bool) -> list[int]:
    """`_battle_clearings` in a game where defenders may ask a price (`rootcore_battle_cost`): where `faction` has
    fighters (or lent warriors, whom `defenders` asks about) and a defender it can pay to battle."""
    lent = BORROWED in game.definition.hooks_in_use
    found = [c for c in game.state.clearings if (allowed is None or c in allowed)
             and (lent or has_fighters(game, faction, c)) and defenders(game, faction, c)]
    return found[:1] if first_only else found


def take_battle(game, faction: str, allowed=None, kind: str = "battle", optional: bool = False, start=None,
                where=None):
    """Ask for a clearing and a defender, then fight. Returns the Battle, or None if none is possible
    (or an optional battle is declined). `start(game, clearing, defender)`, if given, is a generator run once both
    are chosen, before the fight: what a faction asks at the start of its battles (the Hundreds' Looters, 14.2.5).
    `where`, if given, is the list of clearings of battle the caller worked out (each with a defender), in place of
    `battle_clearings`: for a faction that battles from outside the clearing (`Faction.fights_from_outside`).
    Otherwise, where a rule replaces battles by a move out (`move_instead_clearings`), that move is offered beside
    the clearings of battle, and choosing it returns a `MovedInstead`."""
    instead: list[int] = []
    if where is None:
        where = battle_clearings(game, faction, allowed)
        if MOVE_INSTEAD in game.definition.hooks_in_use:
            instead = move_instead_clearings(game, faction, allowed)
    if instead:
        chosen = yield from _ask_battle_or_move(faction, kind, where, instead, optional)
        if chosen.id.startswith(MOVE_INSTEAD_PREFIX):
            return (yield from move_instead(game, faction, chosen.data["clearing"], kind))
        clearing = None if chosen.id == "pass" else chosen.data["clearing"]
    elif not where:
        return None
    else:
        clearing = yield from ask_clearing(faction, f"{kind}.clearing", "Battle in which clearing?", where,
                                           optional, "Don't battle")
    if clearing is None:
        return None
    chosen = yield Decision(faction, f"{kind}.defender", f"Battle whom in clearing {clearing}?",
                            faction_options(defenders(game, faction, clearing)))
    if start is not None:
        yield from start(game, clearing, chosen.data["faction"])
    return (yield from fight(game, faction, clearing, chosen.data["faction"]))


class MovedInstead:
    """What `take_battle` returns when the attacker moved out of a clearing instead of battling there
    (`rootcore_move_instead_of_battle`): not a Battle, but not None, so an action or effect that called for a
    battle counts it as taken (an Eyrie Decree's battle, 7.5.2). `clearing` is where the battle would have been,
    `moved` what `Faction.take_move` returned."""
    __slots__ = ("clearing", "moved")

    def __init__(self, clearing: int, moved):
        self.clearing, self.moved = clearing, moved


def battles_replaced(game, faction: str, clearing: int) -> bool:
    """Whether a rule forbids `faction` to start battles in `clearing` and offers a move out in their place
    (`rootcore_move_instead_of_battle`): for a faction's own kind of battle no defender price covers (the Winged
    Menace cleaning up its guano). False in games without such a rule."""
    return MOVE_INSTEAD in game.definition.hooks_in_use \
        and True in game.hooks.rootcore_move_instead_of_battle(game=game, attacker=faction, clearing=clearing)


def move_instead_clearings(game, faction: str, allowed=None) -> list[int]:
    """Clearings (of `allowed`, if given) where `faction` would battle, its fighters and an enemy being there, but
    a rule forbids it and offers a move out instead (`rootcore_move_instead_of_battle`), and where `faction` can
    make that move (`Faction.can_take_move` with `origin`). Empty in games without such a rule."""
    if MOVE_INSTEAD not in game.definition.hooks_in_use or faction in game.definition.hirelings:
        return []  # nor for a hireling's battle (Appendix E): its moves are its card's own
    component = game.factions[faction]
    state = game.state
    found = []
    for c, cl in state.clearings.items():
        if (allowed is None or c in allowed) and (faction in cl.warriors or faction in cl.pawns) \
                and _has_defender(game, faction, cl, state.factions) and battles_replaced(game, faction, c) \
                and component.can_take_move(game, origin=c):
            found.append(c)
    return found


def _ask_battle_or_move(faction: str, kind: str, where: list[int], instead: list[int], optional: bool):
    """The clearing question of `take_battle` with the moves that replace battles offered too: returns the option
    chosen ("clearing:N", "move_instead:N" or "pass")."""
    options = clearing_options(where)
    for c in instead:
        options.append(move_instead_option(c))
    if optional:
        options.append(fixed_option("pass", "Don't battle"))
    return (yield Decision(faction, f"{kind}.clearing", "Battle in which clearing, or move out instead?", options))


def move_instead_option(clearing: int) -> Option:
    """The answer "move out of `clearing` instead" (id "move_instead:N", data {"clearing": N}) of a battle question
    that offers the move a rule puts in place of a battle there (`move_instead_clearings`)."""
    return Option(f"{MOVE_INSTEAD_PREFIX}{clearing}",
                  f"Move out of clearing {clearing} instead (no battle may be started there)", {"clearing": clearing})


def move_instead(game, faction: str, clearing: int, kind: str):
    """`faction` moves out of `clearing` in place of a battle there, by its own move rules: a `MovedInstead`."""
    game.event("moved_instead_of_battle", faction=faction, clearing=clearing)
    moved = yield from game.factions[faction].take_move(game, kind + MOVED_INSTEAD_SUFFIX, optional=False,
                                                            origin=clearing)
    return MovedInstead(clearing, moved)


def fight(game, attacker: str, clearing: int, defender: str, cause: str = "battle", remover: str | None = None):
    """Resolve a battle whose clearing and defender are chosen; `remover`: see `Battle.remover`. What its removals
    trigger resolves within it (4.3.4), even when the battle is part of a longer action whose other effects wait for
    its end (`move.one_action`, 1.4.2). (Set aside and put back without a `try`: a battle left half way is a game
    that raised, which takes no more choices.)"""
    deferred = game.deferred_triggers
    if deferred is not None:
        game.deferred_triggers = None
    battle = Battle(attacker, defender, clearing, cause, remover)
    game.event("battle", attacker=attacker, defender=defender, clearing=clearing)
    if BATTLE_COST in game.definition.hooks_in_use:  # the price of battling this defender, paid first
        for pay in game.hooks.rootcore_battle_cost(game=game, attacker=attacker, clearing=clearing, defender=defender):
            if pay is False:  # whoever offered this battle should have asked `defenders` or `can_pay_after_spending`
                raise RootcoreError(f"{attacker} cannot pay the price of battling {defender} in clearing {clearing} "
                                    "(rootcore_battle_cost): this battle should not have been offered")
            yield from pay
    if BATTLE_START in game.definition.hooks_in_use:  # what a component does as any battle begins (WM.2.2)
        for step in game.hooks.rootcore_battle_start(game=game, battle=battle):  # list hooks leave out None
            yield from step
    yield from _ambush(game, battle)
    if not battle.ended_early:
        if "rootcore_battle_before_roll" in game.definition.hooks_in_use:  # `game.has_hook`, inlined
            for step in game.hooks.rootcore_battle_before_roll(game=game, battle=battle):  # list hooks leave out None
                yield from step
        _roll(game, battle)
        yield from _effects(game, battle)
        yield from _deal_hits(game, battle)
    for effect in game.hooks.rootcore_battle_end(game=game, battle=battle):  # list hooks leave out None
        yield from effect
    if deferred is not None:
        game.deferred_triggers = deferred
    return battle


def _ambush_cards(game, faction: str, suit: str) -> list[int]:
    found = []
    for c in game.state.factions[faction].hand:  # a plain loop: asked in every battle
        if game.cards[c].kind == "ambush" and cards.matches(game, c, suit):
            found.append(c)
    return found


def ambush_allowed(game, battle: Battle) -> bool:
    """Whether the defender may play an ambush card in `battle` (4.3.1): no `rootcore_can_ambush` answer
    is False (e.g. an attacker whom ambush cards cannot affect)."""
    if not game.has_hook("rootcore_can_ambush"):
        return True
    return all(answer is not False for answer in game.hooks.rootcore_can_ambush(game=game, battle=battle))


def _ambush(game, battle: Battle):
    """Step 1 (4.3.1): the defender may ambush; the attacker may foil it with an ambush of its own."""
    suit = game.state.suits[battle.clearing]
    ambushes = _ambush_cards(game, battle.defender, suit)  # its own hand: none for a hireling (Law E.3.5)
    if not asks_about_hand(game, battle.defender, bool(ambushes)) or not ambush_allowed(game, battle):
        return
    chosen = yield from ask_from_hand(game, battle.defender, "battle.ambush",
                                      f"{battle.attacker} attacks you in clearing {battle.clearing}: play an ambush "
                                      "card?", cards.card_options(game, ambushes, "ambush"), _NO_AMBUSH)
    if chosen is None:
        return
    card = chosen.data["card"]
    game.state.factions[battle.defender].hand.remove(card)
    game.state.resolving.append(card)
    game.event("ambush", faction=battle.defender, card=card, clearing=battle.clearing)
    foils = _ambush_cards(game, battle.attacker, suit)
    question = hand_question(game, battle.attacker, "battle.foil", "Foil the ambush with your own ambush card?",
                             cards.card_options(game, foils, "foil") + [fixed_option("pass", "Don't foil")])
    if question is not None:
        chosen = yield question
        if chosen.id != "pass":  # 4.3.1.I: both cards are discarded and the ambush deals no hits
            foil = chosen.data["card"]
            game.state.factions[battle.attacker].hand.remove(foil)
            game.event("ambush_foiled", faction=battle.attacker, card=foil)
            game.state.resolving.remove(card)
            cards.discard_all(game, (card, foil))
            return
    # 4.3.1.II: two hits at once, then the card is discarded.
    in_use = game.definition.hooks_in_use
    hits = _taken(game, battle, "attacker", 2) if IGNORED in in_use or FIRST_HIT in in_use else 2
    with scoring.simultaneous(game):
        removals = yield from (
            take_hits(game, battle.attacker, battle.clearing, hits, battle.defender, "ambush") if battle.remover is None
            else _hits_by_remover(game, battle, "attacker", hits, "ambush"))
        _hits_dealt(game, battle, "defender", removals)
    # What the removals trigger belongs to dealing hits (4.3.4), so it runs before the check below: attackers that
    # an effect puts back in the clearing (Field Hospitals, 6.2.3) keep the battle going.
    yield from resolve_removals(game, removals, chooser=orders_effects(game, battle.attacker))
    game.state.resolving.remove(card)
    cards.discard(game, card)
    if not _fights_on(game, battle) \
            and not (BORROWED in game.definition.hooks_in_use and battle.lent(game, "attacker")):
        battle.ended_early = True
        game.event("battle_ended_early", clearing=battle.clearing)


def _fights_on(game, battle: Battle) -> bool:
    """Whether the attacker has something left to battle with after an ambush (4.3.1.II: warriors or pawns; only
    warriors under the earlier Law, 4.3.1 of 000, `ambush_ends_without_warriors`)."""
    if game.definition.rules_settings.get("ambush_ends_without_warriors", False):  # `rules_setting`, read directly
        return battle.attacker in game.state.clearings[battle.clearing].warriors
    return has_fighters(game, battle.attacker, battle.clearing)


def orders_effects(game, side: str) -> str:
    """Who orders the effects that the pieces removed from faction `side` in a battle trigger: that side, taking the
    hits (4.3.4), or, under the earlier Law (1.1.3 of 000, `battle_effects_by_turn_player`), the player taking the
    turn."""
    if game.definition.rules_settings.get("battle_effects_by_turn_player", False):
        return game.state.current_faction
    return side


def _roll(game, battle: Battle) -> None:
    """Step 2 (4.3.2): higher die to the attacker (unless `rootcore_high_roll` says otherwise), lower
    to the defender, each capped by that side's maximum rolled hits (4.3.2.I: its warriors there)."""
    rng = game.state.rng
    a, b = rng.randint(0, 3), rng.randint(0, 3)
    battle.rolls = (a, b)
    if HIGH_ROLL in game.definition.hooks_in_use:  # None keeps what an earlier step set (the Rabbit Scouts' card)
        high = game.hooks.rootcore_high_roll(game=game, battle=battle)
        if high is not None:
            battle.high_roll_to = high
    if game.has_hook("rootcore_battle_rolled"):
        game.hooks.rootcore_battle_rolled(game=game, battle=battle)
    to_attacker, to_defender = (a, b) if a >= b else (b, a)  # (higher, lower)
    if battle.high_roll_to != "attacker":
        to_attacker, to_defender = to_defender, to_attacker
    clearing, factions = battle.clearing, game.factions
    added = battle.added_max_hits
    attacker_most = factions[battle.attacker].max_rolled_hits(game, clearing) + added["attacker"]
    defender_most = factions[battle.defender].max_rolled_hits(game, clearing) + added["defender"]
    if BORROWED in game.definition.hooks_in_use:  # lent warriors roll with their borrower's (11.2.7.III)
        attacker_most += battle.lent(game, "attacker")
        defender_most += battle.lent(game, "defender")
    attacker_hits = min(to_attacker, attacker_most)
    defender_hits = min(to_defender, defender_most)
    battle.rolled_hits["attacker"] = attacker_hits
    battle.rolled_hits["defender"] = defender_hits
    game.event("dice", rolls=[a, b], attacker_hits=attacker_hits, defender_hits=defender_hits)


def _effects(game, battle: Battle):
    """Step 3 (4.3.3): defenseless (4.3.3.II), then each side's effects; when both sides have effects,
    the attacker chooses which side uses them first (1.1.3)."""
    if game.factions[battle.defender].defenseless(game, battle.clearing) \
            and not (BORROWED in game.definition.hooks_in_use and battle.lent(game, "defender")):
        battle.extra_hits["attacker"] += 1
    effects_of = game.hooks.rootcore_battle_effects
    effects = {"attacker": effects_of(game=game, battle=battle, side="attacker"),
               "defender": effects_of(game=game, battle=battle, side="defender")}
    order = SIDES
    if effects["attacker"] and effects["defender"]:
        chosen = yield Decision(battle.attacker, "battle.effect_order", "Which side uses its battle effects first?",
                                [fixed_option("attacker", "You (the attacker)"),
                                 fixed_option("defender", "The defender")])
        order = SIDES if chosen.id == "attacker" else SIDES[::-1]
    for side in order:
        for gen in effects[side]:
            yield from gen


def _deal_hits(game, battle: Battle):
    """Step 4 (4.3.4): both sides' hits are dealt together; then removal effects resolve."""
    to_defender = battle.rolled_hits["attacker"] + battle.extra_hits["attacker"]
    to_attacker = battle.rolled_hits["defender"] + battle.extra_hits["defender"]
    in_use = game.definition.hooks_in_use  # `game.has_hook`, inlined
    if IGNORED in in_use or FIRST_HIT in in_use:
        to_defender, to_attacker = _taken(game, battle, "defender", to_defender), _taken(game, battle, "attacker",
                                                                                          to_attacker)
    with scoring.simultaneous(game):
        if DEAL_HITS in game.definition.hooks_in_use:  # a side may deal its hits another way (WM.2.2.II)
            hit_defender, hit_attacker = yield from _deal_hits_replaced(game, battle, to_defender, to_attacker)
        elif battle.remover is None:
            hit_defender = yield from take_hits(game, battle.defender, battle.clearing, to_defender, battle.attacker,
                                                "battle")
            hit_attacker = yield from take_hits(game, battle.attacker, battle.clearing, to_attacker, battle.defender,
                                                "battle")
        else:
            hit_defender = yield from _hits_by_remover(game, battle, "defender", to_defender, "battle")
            hit_attacker = yield from _hits_by_remover(game, battle, "attacker", to_attacker, "battle")
        _hits_dealt(game, battle, "attacker", hit_defender)
        _hits_dealt(game, battle, "defender", hit_attacker)
    # Both sides' removals are simultaneous: each side orders its own effects, the player taking the turn
    # chooses whose go first (4.3.4, 1.1.3), e.g. Field Hospitals (6.2.3) against Outrage (8.2.6).
    yield from resolve_removal_groups(game, [(hit_defender, orders_effects(game, battle.defender)),
                                             (hit_attacker, orders_effects(game, battle.attacker))])


def _deal_hits_replaced(game, battle: Battle, to_defender: int, to_attacker: int):
    """Step 4's hits in a game where a component may deal a side's hits its own way (`rootcore_battle_deal_hits`):
    the attacker's hits first, then the defender's, as `_deal_hits` does. Returns the two lists of Removals."""
    found = []
    for side, hits in (("attacker", to_defender), ("defender", to_attacker)):
        dealt = game.hooks.rootcore_battle_deal_hits(game=game, battle=battle, side=side, hits=hits)  # firstresult
        found.append((yield from (dealt if dealt is not None else deal_hits_usually(game, battle, side, hits))))
    return found[0], found[1]


def deal_hits_usually(game, battle: Battle, side: str, hits: int):
    """`side` of `battle` deals `hits` to the other side the usual way (Law 4.3.4: the other side takes them,
    `Faction.take_hits`, or the battle's `remover` removes the pieces): for a `rootcore_battle_deal_hits`
    implementation that deals some hits its own way and the rest as usual (the Order of the Forest's Witness). A
    generator returning the list of Removals."""
    other = OTHER_SIDE[side]
    if battle.remover is None:
        return (yield from take_hits(game, battle.faction(other), battle.clearing, hits, battle.faction(side), "battle"))
    return (yield from _hits_by_remover(game, battle, other, hits, "battle"))


def _taken(game, battle: Battle, side: str, hits: int) -> int:
    """Of `hits` dealt to `side` (the ambush's, 4.3.1.II, or step 4's, 4.3.4), how many it takes: less those it may
    still ignore in this battle (the first ones dealt to it: `rootcore_battle_ignored_hits`, and one for any number
    of `rootcore_battle_ignores_first_hit` answers, which do not combine, 14.7.7). Hits that can remove nothing
    (`_shielded`) are not taken, so none is ignored: the ignoring waits for a hit that would remove something.
    Called only in games with an implementation of either."""
    if _shielded(game, battle, side):
        return hits
    in_use = game.definition.hooks_in_use
    allowed = sum(game.hooks.rootcore_battle_ignored_hits(game=game, battle=battle, side=side)) \
        if IGNORED in in_use else 0  # None left out
    if FIRST_HIT in in_use and any(game.hooks.rootcore_battle_ignores_first_hit(game=game, battle=battle, side=side)):
        allowed += 1
    ignored = min(hits, max(0, allowed - battle.ignored_hits[side]))
    if ignored:
        battle.ignored_hits[side] += ignored
        game.event("hits_ignored", faction=battle.faction(side), clearing=battle.clearing, hits=ignored)
    return hits - ignored


def _shielded(game, battle: Battle, side: str) -> bool:
    """Whether the hits dealt to `side` remove none of its pieces: whoever removes them may not remove its pieces
    there (a removal veto, `pieces.removable`), no warriors are lent to it there (those still go, 11.2.7.III.a) and
    it may put none on another's warriors it fights with (`Faction.takes_hits_on_others`: the Vagabond's Allied
    warriors, 9.2.9.II.d)."""
    remover = battle.remover or battle.faction(OTHER_SIDE[side])
    return _veto_shields(game, remover, battle.faction(side), battle.clearing) \
        and not (BORROWED in game.definition.hooks_in_use and battle.lent(game, side))


def _veto_shields(game, remover: str | None, faction: str, clearing: int) -> bool:
    """Whether a removal veto keeps `remover` from removing any of `faction`'s pieces in `clearing`, with no other
    faction's warriors there it may put hits on instead (`Faction.takes_hits_on_others`)."""
    return not removable(game, remover, faction, clearing) \
        and not game.factions[faction].takes_hits_on_others(game, clearing, remover)


def _hits_by_remover(game, battle: Battle, side: str, hits: int, cause: str):
    """`side` takes `hits` from the other side, the pieces removed by the battle's `remover`, who answers the
    questions of which go (a Vagabond character, Law D.4.2); a faction whose hits damage its items chooses them
    itself (`Faction.hits_damage_items`: items are no pieces)."""
    remover = cast(str, battle.remover)  # called only for a battle with a remover
    faction = battle.faction(side)
    hits_taken = take_hits(game, faction, battle.clearing, hits, battle.faction(OTHER_SIDE[side]), cause, remover)
    if game.factions[faction].hits_damage_items:  # he damages his own items: the remover removes pieces only
        return hits_taken
    return asked_of(remover, hits_taken)


def take_hits(game, faction: str, clearing: int, hits: int, enemy: str, cause: str, remover: str | None = None):
    """`faction` takes `hits` in battle against `enemy` (4.3.4): a generator of the decisions its `Faction.take_hits`
    asks, returning the Removals, made by `enemy` unless a `remover` is given. With lent warriors there,
    `_take_hits_with_lent` splits them (11.2.7.III.a)."""
    remover = enemy if remover is None else remover
    # Pieces the remover may not remove here (`rootcore_can_remove`): the hits on them take nothing, unless the
    # faction may put them on another's warriors (`Faction.takes_hits_on_others`; it then keeps its own from them)
    shielded = _veto_shields(game, remover, faction, clearing)
    if BORROWED in game.definition.hooks_in_use:
        lent = borrowed_warriors(game, faction, clearing, enemy)
        if lent:
            return _take_hits_with_lent(game, faction, clearing, hits, enemy, cause, lent, remover, shielded)
    return game.factions[faction].take_hits(game, clearing, 0 if shielded else hits, remover, cause)


def _take_hits_with_lent(game, faction: str, clearing: int, hits: int, enemy: str, cause: str, lent: dict[str, int],
                         remover: str, shielded: bool):
    """Law 11.2.7.III.a: odd hits take the borrower's own warriors and even hits the lent ones, a kind that runs out
    leaving the rest to the other, and its buildings and tokens only once no warrior, own or lent, is left (its
    faction's `take_hits` takes the hits that are not the lent warriors', none when its own pieces are `shielded`
    from the remover: the lent ones, another's, still take theirs). Lent warriors go back to their owner, the
    Removal saying whom they fought for (`fought_for`, 11.2.7.III.b)."""
    to_lent = hits_to_lent(game, faction, clearing, hits, lent)
    removals = yield from game.factions[faction].take_hits(game, clearing, 0 if shielded else hits - to_lent, remover,
                                                           cause)
    for lender in sorted(lent):  # one lender in practice; several in the order of their ids
        n = min(to_lent, lent[lender])
        removal = remove(game, lender, "warrior", clearing, n, remover, cause)
        if removal is not None:
            removal.fought_for = faction
            removals.append(removal)
            to_lent -= n
    return removals


def _buildings_and_tokens(cl, faction: str) -> int:
    return sum(1 for owner, _ in cl.buildings if owner == faction) + sum(1 for owner, _ in cl.tokens if owner == faction)


def hits_to_lent(game, faction: str, clearing: int, hits: int, lent: dict[str, int]) -> int:
    """How many of `hits` dealt to `faction` in `clearing` fall on the warriors `lent` to it there ({lender: n},
    `pieces.borrowed_warriors`), by Law 11.2.7.III.a: the even ones of those that hit warriors, as long as lent ones
    are left, and the odd ones once its own warriors are gone. Used by `take_hits` and by a component dealing hits its
    own way (the Order of the Forest's Witness)."""
    cl = game.state.clearings[clearing]
    own = cl.warriors.get(faction, 0)
    # `rootcore.rules_setting`, read directly: the earlier Law (11.2.7.III.a of 000) splits the hits evenly between
    # all the buyer's pieces and the lent warriors, so its buildings and tokens share the odd hits at once.
    if game.definition.rules_settings.get("mercenary_hits_split_pieces", False):
        own += _buildings_and_tokens(cl, faction)
    lent_there = sum(lent.values())
    on_warriors = min(hits, own + lent_there)
    to_own = min(own, max((on_warriors + 1) // 2, on_warriors - lent_there))
    return on_warriors - to_own


def _hits_dealt(game, battle: Battle, side: str, removals: list) -> None:
    """Record what `side` removed; points scored with a removal (7.8.4) count with the hits (3.1)."""
    game.hooks.rootcore_battle_hits_dealt(game=game, battle=battle, side=side, removals=removals)
    battle.removed[side].extend(removals)
