"""Craft (Law 4.1): activate crafting pieces of the card's suits (each once per turn), then resolve an
immediate effect (item or one-shot; the card is discarded) or a persistent one (into the play area, no
duplicates). Items come from the item supply and score their VP (3.2.2) through `rootcore_crafted_item_vp`.
Another player may take an item out of a Crafted Items box (Aid, Law 9.5.4; Looters, 14.2.5): which copies
there are to choose from, face up or exhausted, is `crafted_copies`, and `take_crafted_item` takes one.

Cards whose effect no plugin implements cannot be crafted; the game lists them loudly at start
(`Game.unimplemented_cards`).
"""
from __future__ import annotations

from collections import Counter

from rootcore.decisions import Decision, Option, RootcoreError, fixed_option, hand_question
from rootcore.plugins import PluginError
from rootcore.rules import cards, scoring, suits
from rootcore.rules.suits import ANY

CRAFTABLE_KINDS = ("item", "immediate", "persistent")  # never ambush or dominance cards (Law 2.1.2, 2.1.3)
CRAFT_VETO = "rootcore_can_craft"
KEPT_CARDS = "rootcore_crafted_card_replacements"


def piece_removed(game, owner: str, kind: str, clearing: int, n: int) -> None:
    """Law 4.1.1: a crafting piece activated this turn that leaves the map takes its activation with it.
    Activations are kept by suit (which piece of a suit was activated is never asked), so a removed crafting
    piece is taken to be an activated one while its suit has activations left: the choice its owner would have
    made, since which piece is activated matters for nothing else. Called by `pieces.remove`."""
    fs = game.state.factions[owner]
    used = fs.crafting_used
    if not used or kind not in game.factions[owner].board.crafting_kinds:
        return
    suit = suits.crafting_key(game.state.suits[clearing])
    left = used.get(suit, 0) - n
    if left > 0:
        used[suit] = left
    else:
        used.pop(suit, None)


def piece_relocated(game, owner: str, kind: str, origin: int, dest: int) -> None:
    """Law 4.1.1: a crafting piece activated this turn that is taken elsewhere on the map (a relocation, neither a
    removal nor a placement) keeps its activation, now under the suit of its new clearing. As for a removal, the piece
    is taken to be an activated one while its suit has activations left."""
    used = game.state.factions[owner].crafting_used
    if not used or kind not in game.factions[owner].board.crafting_kinds:
        return
    if used.get(suits.crafting_key(game.state.suits[origin]), 0) <= 0:
        return  # nothing of its suit was activated: it goes as it is
    piece_removed(game, owner, kind, origin, 1)
    suit = game.state.suits.get(dest)
    if suit is not None:
        key = suits.crafting_key(suit)
        used[key] = used.get(key, 0) + 1


def remaining_pieces(game, faction: str) -> dict[str, int]:
    """Crafting pieces not yet activated this turn, by suit."""
    have = game.factions[faction].crafting_pieces(game)
    used = game.state.factions[faction].crafting_used
    if not used and 0 not in have.values():  # the usual case: nothing activated yet this turn
        return dict(have)  # a copy: `crafting_pieces` of a faction may keep its answer
    left = {}
    for suit, n in have.items():
        n -= used.get(suit, 0)
        if n > 0:
            left[suit] = n
    return left


_COST_PARTS: dict[tuple, tuple[tuple[tuple[str, int], ...], int, int]] = {}


def _cost_parts(cost) -> tuple[tuple[tuple[str, int], ...], int, int]:
    """(named suits with how many of each, named total, "any" count) of a crafting cost, kept per cost."""
    key = tuple(cost)
    parts = _COST_PARTS.get(key)
    if parts is None:
        named: dict[str, int] = {}
        for suit in key:
            if suit != "any":
                named[suit] = named.get(suit, 0) + 1
        parts = _COST_PARTS[key] = (tuple(named.items()), len(key) - key.count("any"), key.count("any"))
    return parts


def affordable(cost, pieces: dict[str, int]) -> bool:
    """Whether `pieces` (by suit) pay `cost`: each named suit by a piece of its suit, each "any" by a
    piece of any suit left over. Pieces counted under `suits.ANY` (in a clearing of several suits, the Lost City)
    pay any suit: those a named suit lacks, then "any"."""
    # `_cost_parts`' lookup inlined for a card's cost (a tuple): every craft menu asks for each card in hand.
    named, total, wild = (cost.__class__ is tuple and _COST_PARTS.get(cost)) or _cost_parts(cost)
    for suit, n in named:
        if pieces.get(suit, 0) < n:
            return ANY in pieces and _affordable_with_any(named, total, wild, pieces)
    return not wild or sum(pieces.values()) - total >= wild


def _affordable_with_any(named, total: int, wild: int, pieces: dict[str, int]) -> bool:
    short = 0
    for suit, n in named:
        short += max(0, n - pieces.get(suit, 0))
    return short <= pieces[ANY] and sum(pieces.values()) - total >= wild


def can_craft(game, faction: str, card: int, pieces: dict[str, int] | None = None) -> bool:
    """Whether `faction` may craft `card` now (Law 4.1): a craftable card no rule forbids (`rootcore_can_craft`, asked
    only in games with an implementation) and its unused crafting pieces pay for
    (`pieces`, by suit, when the caller has them, else `remaining_pieces`), with its item in the supply. For a faction
    whose pieces cannot be counted by suit alone (`Faction.limits_crafting`), `pieces` is not read: the faction's
    `crafting_affordable` decides."""
    deck = game.cards
    d = deck[card]
    kind = d.kind
    if kind not in CRAFTABLE_KINDS or card in game.definition.unimplemented_cards:
        return False
    if CRAFT_VETO in game.definition.hooks_in_use and not _craft_allowed(game, faction, card):
        return False
    component = game.factions[faction]
    if component.limits_crafting:  # a faction whose pieces cannot each pay on their own (`Faction.crafting_affordable`)
        if not component.crafting_affordable(game, d.cost):
            return False
    elif not affordable(d.cost, remaining_pieces(game, faction) if pieces is None else pieces):
        return False
    if kind == "item":  # 4.1.2: the supply, or another place an implementation offers (`item_sources`)
        return game.state.item_supply.get(d.item, 0) > 0 or bool(item_sources(game, faction, d.item))
    if kind == "persistent":  # 4.1.4 no duplicates
        design = d.id
        for c in game.state.factions[faction].play_area:
            if deck[c].id == design:
                return False
    return True


def _craft_allowed(game, faction: str, card: int) -> bool:
    """No `rootcore_can_craft` answer is False (a rule forbidding crafting while it lasts)."""
    for can in game.definition.fast_hooks[CRAFT_VETO]:
        if can(game, faction, card) is False:  # (game, faction, card)
            return False
    return True


def craftable_cards(game, faction: str) -> list[int]:
    pieces = remaining_pieces(game, faction)
    if not pieces:
        return []
    craftable = []  # a plain loop: a comprehension costs a call of its own (Python 3.11)
    for card in game.state.factions[faction].hand:
        if can_craft(game, faction, card, pieces):
            craftable.append(card)
    return craftable


def craft_step(game, faction: str, kind: str = "craft", daylight: bool = True):
    """A crafting step (e.g. the Marquise's Daylight, 6.5; the Eyrie's 7.5.1): craft any number of
    cards, and take the dominance options (3.3.1, 3.3.4) and the card effects usable at any time in Daylight
    (1.4.1; `cards.daylight_card_options`), until done. With hands concealed it is asked whenever the player
    holds a card, so that being asked does not tell the others they hold a card they could craft (1.2.1).
    `daylight=False`: a crafting step outside Daylight (the Lizard Cult's Evening, 10.6.2) offers crafting alone."""
    concealed = game.definition.hands_concealed
    while True:
        options = cards.card_options(game, sorted(craftable_cards(game, faction)), "craft")
        if daylight:
            options += cards.daylight_card_options(game, faction)
        if not options and not concealed:  # the usual case at most steps: nothing to ask
            return
        options.append(fixed_option("done", "Done crafting"))
        question = hand_question(game, faction, kind, "Craft a card?", options)  # None: only "done" to say
        if question is None:
            return
        chosen = yield question
        if chosen.id == "done":
            return
        if chosen.id.startswith("craft:"):
            yield from craft(game, faction, chosen.data["card"])
        else:
            yield from cards.resolve_daylight_card_option(game, faction, chosen)


def craft(game, faction: str, card: int):
    """Pay for and resolve one craftable card."""
    yield from activate(game, faction, game.cards[card].cost)
    yield from resolve(game, faction, card)


def resolve(game, faction: str, card: int):
    """Law 4.1.2-4.1.3: the card, paid for, leaves the hand and takes effect (an item, an immediate effect or a
    persistent one). A faction paying its own way (the Riverfolk, 11.2.1) calls `activate` then this."""
    d = game.cards[card]
    fs = game.state.factions[faction]
    fs.hand.remove(card)
    game.event("crafted", faction=faction, card=card, name=d.name)
    if d.kind == "item":
        game.state.resolving.append(card)  # where it is if the crafter is asked where the item comes from
        then = yield from take_item(game, faction, d.item)
        game.state.resolving.remove(card)
        fs.crafted_items.append(d.item)
        # Discarded before scoring, which may end the game (3.1), unless a replacement keeps it (asked only in games
        # with one: no generator for the others).
        if not (KEPT_CARDS in game.definition.hooks_in_use and (yield from _card_kept(game, faction, card))):
            cards.discard(game, card)
        vp = game.hooks.rootcore_crafted_item_vp(game=game, faction=faction, card=d, vp=d.vp)
        scoring.score(game, faction, d.vp if vp is None else vp, "crafted " + d.item)
        if then is not None:  # what the place it came from adds (the Legendary Forge's card and point)
            yield from then
        # "Whenever an item is crafted" effects (list hooks leave out None answers).
        for effect in game.hooks.rootcore_item_crafted(game=game, faction=faction, card=d):
            yield from effect
    elif d.kind == "immediate":
        game.state.resolving.append(card)
        yield from game.card_effect(d.effect)(game, faction, card)
        game.state.resolving.remove(card)
        cards.discard(game, card)
    else:
        fs.play_area.append(card)
        game.effects_changed()  # answers kept from the play areas (hookspecs.answers_kept)
        effect = game.card_effect(d.effect)(game, faction, card)
        if effect is not None:
            yield from effect


def _card_kept(game, faction: str, card: int):
    """Whether `faction` keeps the item card it crafted out of the discard pile, taking a replacement a
    `rootcore_crafted_card_replacements` answer offers (a hireling's). Asked only in games with an answer."""
    answers = game.hooks.rootcore_crafted_card_replacements(game=game, faction=faction, card=card)
    game.state.resolving.append(card)  # where it is while the crafter chooses
    kept = yield from cards.replaced(game, faction, answers, fixed_option("discard", "Discard it"), "craft.discard",
                                     f"Discard {game.cards[card].name}, or instead...?")
    game.state.resolving.remove(card)
    return kept


def item_sources(game, faction: str, item: str) -> list:
    """The `(option, take)` answers of `rootcore_item_sources`: where else `faction` may take `item` (none in games
    without an implementation)."""
    answers = []
    for source in game.definition.fast_hooks.get("rootcore_item_sources", ()):  # most games: none, no call made
        answer = source(game, faction, item)  # the hook's parameters, by position
        if answer is not None:
            answers.append(answer)
    return answers


def take_item(game, faction: str, item: str):
    """Take a crafted `item` from the supply (4.1.2) or from a place `item_sources` offers, the crafter choosing when
    there are two or more. Returns (via generator return) what that place adds after the craft is scored, or None."""
    sources = item_sources(game, faction, item)
    if sources:
        options = [option for option, _ in sources]
        if game.state.item_supply.get(item, 0) > 0:
            options.insert(0, fixed_option("supply", f"Take the {item} from the supply"))
        chosen = yield Decision(faction, "craft.item_source", f"Take the {item} from where?", options)
        for option, take in sources:
            if option.id == chosen.id:
                return take(game, faction, item)
    game.state.item_supply[item] -= 1
    return None


def activate(game, faction: str, cost):
    """Activate crafting pieces for `cost`: named suits first, then a chosen suit for each "any" (4.1.1); they count
    in `game.state.factions[faction].crafting_used` until the turn ends."""
    component = game.factions[faction]
    if component.limits_crafting:
        yield from _activate_limited(game, faction, component, cost)
        return
    fs = game.state.factions[faction]
    used = fs.crafting_used
    # A named suit its own pieces lack is paid by a piece counted under `suits.ANY` (the Lost City's): its own
    # first, since a piece there could pay any suit later (the choice any player would make).
    unused = remaining_pieces(game, faction) if suits.has_joined(game) else {}
    for suit in cost:
        if suit != "any":
            if unused:
                suit = suit if unused.get(suit, 0) > 0 else ANY
                unused[suit] -= 1
            used[suit] = used.get(suit, 0) + 1
    for suit in cost:
        if suit == "any":
            left = sorted(remaining_pieces(game, faction))
            if not left:  # `affordable` said yes to this cost before any piece was activated
                raise PluginError(
                    f"{faction}'s crafting_pieces ({type(game.factions[faction]).__qualname__}) leaves no piece to "
                    f"activate for cost {list(cost)} that it said it could pay: it must count every crafting piece "
                    "on the map, activated or not (the core takes the activated ones off, Law 4.1.1)")
            pick = left[0]
            if len(left) > 1:
                chosen = yield Decision(faction, "craft.any_suit", "Activate a crafting piece of which suit?",
                                        [Option(f"suit:{s}", s, {"suit": s}) for s in left])
                pick = chosen.data["suit"]
            used[pick] = used.get(pick, 0) + 1


def _activate_limited(game, faction: str, component, cost):
    """`activate` for a faction whose pieces cannot each pay on their own (`Faction.limits_crafting`: the Borough
    Kings' arsenals each take a card of theirs). Each part of the cost, named suits first, is paid by a piece that
    leaves the rest of the cost payable (`crafting_affordable` with the pieces chosen so far): a named suit by a piece
    of that suit, else by one counted under `ANY` (the Lost City's: the order `activate` takes for every faction), an
    "any" by a piece of the suit the player chooses. Counting the suits alone could record a way the faction cannot
    pay, and then refuse a later craft of the turn that a true record allows."""
    named = [suit for suit in cost if suit != "any"]
    parts = named + ["any"] * (len(cost) - len(named))
    chosen: dict[str, int] = {}
    for i, part in enumerate(parts):
        offered = sorted(remaining_pieces(game, faction)) if part == "any" else [part, ANY]
        keys = [k for k in offered if component.crafting_affordable(game, parts[i + 1:], activated=_plus(chosen, k))]
        if not keys:
            raise PluginError(f"{faction}'s crafting_affordable ({type(component).__qualname__}) accepted cost "
                              f"{list(cost)} but accepts no piece for its {part!r} part")
        pick = keys[0]
        if part == "any" and len(keys) > 1:
            answer = yield Decision(faction, "craft.any_suit", "Activate a crafting piece of which suit?",
                                    [Option(f"suit:{k}", k, {"suit": k}) for k in keys])
            pick = answer.data["suit"]
        chosen = _plus(chosen, pick)
    used = game.state.factions[faction].crafting_used
    for key, n in chosen.items():
        used[key] = used.get(key, 0) + n


def _plus(counts: dict[str, int], key: str) -> dict[str, int]:
    return {**counts, key: counts.get(key, 0) + 1}


# -- taking an item out of a Crafted Items box (Aid, Law 9.5.4; Looters, 14.2.5) ---------------------------------

def exhausted_crafted_items(game, owner: str) -> dict[str, int]:
    """How many copies of each item kind in `owner`'s Crafted Items box are exhausted by an effect
    (`rootcore_crafted_items_exhausted`; nothing in crafting exhausts an item, 4.1.2, so they enter the box face
    up), each capped at the copies there."""
    box = game.state.factions[owner].crafted_items
    if not box or not game.has_hook("rootcore_crafted_items_exhausted"):
        return {}
    reported: dict[str, int] = {}
    for answer in game.hooks.rootcore_crafted_items_exhausted(game=game, faction=owner):
        for kind, n in answer.items():
            reported[kind] = reported.get(kind, 0) + n
    capped = {kind: min(n, box.count(kind)) for kind, n in reported.items()}
    return {kind: n for kind, n in capped.items() if n > 0}


def count_off_exhausted(counts: dict[str, int], item: str, exhausted: bool) -> bool | None:
    """The answer to `rootcore_crafted_item_taken` of an effect that keeps `counts` (item kind -> copies it exhausted
    in one Crafted Items box): an exhausted copy of `item` taken out takes its exhaustion along, so it is counted off
    here (True); a face-up copy, or a kind this effect did not exhaust, is not its concern (None)."""
    if not exhausted or not counts.get(item):
        return None
    counts[item] -= 1
    if not counts[item]:
        del counts[item]
    return True


def ready_crafted_items(game, owner: str) -> dict[str, int]:
    """The face-up items in `owner`'s Crafted Items box, by kind: those no effect has exhausted
    (`exhausted_crafted_items`), for an effect that exhausts one (League of Adventurous Mice, the Brigand)."""
    ready = Counter(game.state.factions[owner].crafted_items)
    ready.subtract(exhausted_crafted_items(game, owner))
    return {kind: n for kind, n in ready.items() if n > 0}


def crafted_copies(game, owner: str) -> list[tuple[str, bool]]:
    """The copies in `owner`'s Crafted Items box a taker can tell apart, as (kind, exhausted): by kind, the
    face-up copy before the exhausted one. Copies of one kind in one state are alike, so each pair is listed
    once. Which one is taken matters to the owner, whose remaining copy is then face up or exhausted."""
    exhausted = exhausted_crafted_items(game, owner)
    copies = []
    for kind, n in sorted(Counter(game.state.factions[owner].crafted_items).items()):
        down = exhausted.get(kind, 0)
        if n > down:
            copies.append((kind, False))
        if down:
            copies.append((kind, True))
    return copies


def crafted_item_options(game, owner: str) -> list[Option]:
    """One option per copy of `crafted_copies`, with data {"item": kind, "exhausted": bool}: "item:<kind>" for
    a face-up copy (the only ids of games where nothing exhausts a crafted item), "item:<kind>:exhausted" for
    an exhausted one."""
    options = []
    for kind, exhausted in crafted_copies(game, owner):
        if exhausted:
            options.append(Option(f"item:{kind}:exhausted", f"{kind} (exhausted)", {"item": kind, "exhausted": True}))
        else:
            options.append(Option(f"item:{kind}", kind, {"item": kind, "exhausted": False}))
    return options


def take_crafted_item(game, owner: str, item: str, exhausted: bool, taker: str) -> None:
    """`taker` takes one copy of `item` out of `owner`'s Crafted Items box, the exhausted copy if `exhausted`
    (one of `crafted_copies`), and the plugins counting exhausted copies hear of it (`rootcore_crafted_item_taken`:
    the first whose copy it was counts it off). Where the item goes is the taker's rule: Aid places it face up
    (9.5.4)."""
    if (item, exhausted) not in crafted_copies(game, owner):
        copy = "an exhausted" if exhausted else "a face-up"
        raise RootcoreError(f"{taker} cannot take {copy} {item}: {owner}'s Crafted Items box holds none")
    game.state.factions[owner].crafted_items.remove(item)
    game.event("crafted_item_taken", faction=taker, other=owner, item=item, exhausted=exhausted)
    game.hooks.rootcore_crafted_item_taken(game=game, owner=owner, item=item, exhausted=exhausted, taker=taker)
