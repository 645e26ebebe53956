"""Cards (Law 2.1): drawing with reshuffle, discarding, spending with birds wild (2.1.1), dominance cards
(2.1.3, 3.3) and the hand limit discard of Evening.

Cards are integer ids into `game.cards` (a tuple of CardDef, one per physical card); the top of the deck
is the end of `state.deck`.
"""
from __future__ import annotations

from rootcore.caches import BoundedCache
from rootcore.decisions import (Decision, HandQuestion, Option, RootcoreError, asks_about_hand, fixed_option,
                                hand_question)
from rootcore.rules import scoring, suits
from rootcore.rules.pieces import BORROWED
from rootcore.rules.rule import SHARED, rules, rules_without_loans, shares_rule


def suit_of(game, card: int) -> str:
    return game.cards[card].suit


class _AcceptedSuits(dict):
    """suit -> `accepted_suits(suit)`, each tuple made once (menus ask about suits all the time); with
    `wild=False`, the suits accepted while birds are not wild (`set_birds_wild`)."""

    def __init__(self, wild: bool = True):
        super().__init__()
        self.wild = wild

    def __missing__(self, suit: str) -> tuple[str, ...]:
        if suit == "bird":
            accepted: tuple[str, ...] = ("bird",)
        else:  # a joined suit: each
            accepted = (*suits.split(suit), "bird") if self.wild else tuple(suits.split(suit))
        self[suit] = accepted
        return accepted


_ACCEPTED_SUITS = _AcceptedSuits()
_TAME_SUITS = _AcceptedSuits(wild=False)


def accepted_suits(suit: str, game=None) -> tuple[str, ...]:
    """The card suits that can be used as a card of `suit`: birds are wild (2.1.1), but a bird is asked for
    only as a bird (2.1.1.II reverse substitution). A clearing's joined suit (`rootcore.rules.suits`) accepts
    each of its suits. Given a `game` whose birds are not wild now (`set_birds_wild`), a bird only as a bird."""
    return _TAME_SUITS[suit] if game is not None and not game.state.birds_wild else _ACCEPTED_SUITS[suit]


def set_birds_wild(game, wild: bool) -> None:
    """Make bird cards wild (Law 2.1.1) or not in `game` from now on, for an effect that switches it off while it
    lasts: `matches`, `matching` and `has_matching` then take a bird only as a bird. Cards already in play that
    count as wild by their own rule (`matching_in_play`: the Alliance's supporters; an Eyrie Decree's bird column)
    are not its concern."""
    if game.state.birds_wild != wild:
        game.state.birds_wild = wild
        game.effects_changed()
        game.event("birds_wild" if wild else "birds_not_wild")


def matches(game, card: int, suit: str) -> bool:
    """Can `card` be used as a card of `suit`?"""
    return game.cards[card].suit in (_ACCEPTED_SUITS if game.state.birds_wild else _TAME_SUITS)[suit]


def matching(game, cards, suit: str) -> list[int]:
    """The `cards` that can be used as a card of `suit`, in their order."""
    deck, accepted = game.cards, (_ACCEPTED_SUITS if game.state.birds_wild else _TAME_SUITS)[suit]
    found = []  # a plain loop: a comprehension costs a call of its own (Python 3.11), and lists are short
    for c in cards:
        if deck[c].suit in accepted:
            found.append(c)
    return found


def matching_in_play(game, cards, suit: str) -> list[int]:
    """`matching` for cards already in play (a faction's supporters), whose birds stay wild even while an effect
    makes bird cards not wild (`set_birds_wild`)."""
    deck, accepted = game.cards, _ACCEPTED_SUITS[suit]
    return [c for c in cards if deck[c].suit in accepted]


def has_matching(game, cards, suit: str) -> bool:
    """Whether any of `cards` can be used as a card of `suit` (`matching` is not empty)."""
    deck, accepted = game.cards, (_ACCEPTED_SUITS if game.state.birds_wild else _TAME_SUITS)[suit]
    for c in cards:
        if deck[c].suit in accepted:
            return True
    return False


def card_option(game, card: int, prefix: str = "card") -> Option:
    """The menu option "PREFIX:CARD" for one card (shared by every game with this deck: read-only)."""
    return game.definition.deck.card_options[prefix, card]


def card_options(game, card_ids, prefix: str = "card") -> list[Option]:
    """`card_option` for each of `card_ids`, in their order."""
    table, options = game.definition.deck.card_options, []
    for card in card_ids:  # a plain loop, as in `matching`
        options.append(table[prefix, card])
    return options


def design_options(game, card_ids, prefix: str = "card") -> list[Option]:
    """One option per distinct card design among `card_ids`, in their order (copies of a design are
    interchangeable, so offering each copy would only lengthen the list)."""
    seen, options = set(), []
    deck, table = game.cards, game.definition.deck.card_options  # `card_option`, inlined
    for card in card_ids:
        design = deck[card].id
        if design not in seen:
            seen.add(design)
            options.append(table[prefix, card])
    return options


# -- deck ------------------------------------------------------------------------------------------------

def draw(game, faction: str, n: int = 1) -> list[int]:
    """Draw `n` cards, reshuffling the discard pile into the deck whenever it runs out (2.1). Returns the cards
    drawn, in order (fewer than `n` when every card is in hands or play areas)."""
    st = game.state
    hand = st.factions[faction].hand
    drawn = []
    for _ in range(n):
        if not st.deck:
            reshuffle(game)
            if not st.deck:
                break  # every card is in hands or play areas: draw the most possible (1.5.4)
        card = st.deck.pop()
        hand.append(card)
        drawn.append(card)
        if not st.deck:
            reshuffle_if_empty(game)  # "immediately" when the deck runs out (2.1)
    if drawn:
        game.event("drew", faction=faction, count=len(drawn))
    return drawn


def draw_step(game, faction: str, n: int):
    """A draw that effects may replace (a faction's Evening draw): with `rootcore_draw_replacements`
    answers, `faction` chooses between drawing `n` cards and each replacement (a card such as Informants);
    otherwise it simply draws. A generator (use with `yield from`); returns the cards drawn ([] when replaced)."""
    if n > 0 and game.has_hook("rootcore_draw_replacements"):
        answers = game.hooks.rootcore_draw_replacements(game=game, faction=faction, count=n)
        usual = Option("draw", f"Draw {n} card{'s' if n > 1 else ''}", {"count": n})
        if (yield from replaced(game, faction, answers, usual, "draw.replace", f"Draw {n} card(s), or instead...?")):
            return []
    return draw(game, faction, n)


def replaced(game, faction: str, answers, usual: Option, kind: str, prompt: str):
    """Let `faction` choose between `usual` (what happens otherwise) and each replacement the hook `answers`
    offer (lists of `(option, resolve)` pairs: `rootcore_draw_replacements`, `rootcore_crafted_card_replacements`),
    and run the replacement chosen. Returns (via generator return) whether one was chosen; asks nothing when none
    is offered."""
    pairs = [pair for answer in answers for pair in answer]
    if not pairs:
        return False
    chosen = yield Decision(faction, kind, prompt, [usual] + [option for option, _ in pairs])
    if chosen.id == usual.id:
        return False
    resolve = next(r for option, r in pairs if option.id == chosen.id)
    effect = resolve(game, faction, chosen)
    if effect is not None:
        yield from effect
    return True


def reshuffle(game) -> None:
    st = game.state
    if st.discard:
        st.deck = st.discard
        st.discard = []
        st.rng.shuffle(st.deck)
        game.event("reshuffled", cards=len(st.deck))


def discard(game, card: int, reshuffle_now: bool = True, redirect: bool = True) -> None:
    """Discard or spend a card: into the discard pile, or a dominance card becomes available (3.3.3, G.1.5), unless
    a `rootcore_card_discarded` answer puts it elsewhere (the Lizard Cult's Lost Souls pile, 10.2.6). Cards
    discarded together pass `reshuffle_now=False`, then `reshuffle_if_empty` once they are all down: an empty
    deck is formed again from all of them, not from the first alone (2.1). `redirect=False` does not ask the hook:
    for the component emptying the place its answer put cards in (the Cult's Birdsong, 10.4.2)."""
    # `game.has_hook`, inlined: every discard of every game passes here, and most games have no implementation.
    if redirect and "rootcore_card_discarded" in game.definition.hooks_in_use \
            and game.hooks.rootcore_card_discarded(game=game, card=card):
        return  # taken elsewhere: the pile is unchanged, so there is nothing to reshuffle
    st = game.state
    if game.cards[card].kind == "dominance":
        st.available_dominance.append(card)
    else:
        st.discard.append(card)
    if reshuffle_now and not st.deck:
        reshuffle_if_empty(game)  # the deck was empty: the discard pile forms a new deck at once (2.1)


def discard_from_play(game, faction: str, card: int, reason: str, reshuffle_now: bool = True) -> None:
    """A persistent card (4.1.3) leaves `faction`'s play area for the discard pile (it discards itself, or an
    effect discards it); `reshuffle_now` as in `discard`, False for cards discarded together."""
    game.state.factions[faction].play_area.remove(card)
    game.effects_changed()  # answers kept from the play areas (hookspecs.answers_kept)
    discard(game, card, reshuffle_now)
    game.event("discarded", faction=faction, card=card, reason=reason)


def reshuffle_if_empty(game) -> None:
    """Law 2.1: an empty deck is formed again from the discard pile at once. Under the earlier Law (2.1.2 of 000,
    ruleset setting `reshuffle_on_draw`) it waits until a card must be drawn from it (`draw` reshuffles then)."""
    # `rootcore.rules_setting`, read directly (rootcore.components imports the rules), and only once the deck is out.
    if not game.state.deck and not game.definition.rules_settings.get("reshuffle_on_draw", False):
        reshuffle(game)


def discard_all(game, cards) -> None:
    """Discard several cards together (the Eyrie's purge, 7.7.2; an ambush and the one that foils it)."""
    for card in cards:
        discard(game, card, reshuffle_now=False)
    reshuffle_if_empty(game)


def discard_from_hand(game, faction: str, card: int, reason: str = "discard", reshuffle_now: bool = True) -> None:
    game.state.factions[faction].hand.remove(card)
    discard(game, card, reshuffle_now)
    game.event("discarded", faction=faction, card=card, reason=reason)


def take_random_card(game, taker: str, victim: str, reason: str) -> int:
    """Move a random card of `victim`'s hand to `taker`'s hand (a chance outcome of the game's RNG); the
    event naming the card is private to the two of them (Law 1.2.1), unless the hand was public (the Riverfolk's,
    11.2.3: everyone saw it there, so everyone sees it go). `victim` must hold a card."""
    st = game.state
    hand = st.factions[victim].hand
    card = hand[st.rng.randrange(len(hand))]
    hand.remove(card)
    st.factions[taker].hand.append(card)
    if game.factions[victim].hand_public:
        game.event("card_taken", faction=taker, victim=victim, card=card, reason=reason, held_by=taker)
    else:
        game.event("card_taken", faction=taker, to=[taker, victim], victim=victim, card=card, reason=reason,
                   held_by=taker)
    return card


def choose_from_hand(game, player: str, kind: str, prompt: str, options: list[Option], hidden: list | None = None):
    """A choice `player` must make whose options come from the cards in their hand: a card to give or pay
    (Outrage 8.2.6, Swap Meet, an action's cost) or where the cards held allow an action (Overwork's sawmill).
    Returns the chosen option (use with `yield from`). With only one way to answer, it is taken without asking,
    unless hands are concealed and the player holds cards: being asked then tells the others nothing of what
    they hold (Law 1.2.1). `hidden`: the face-down cards the options come from, when not the hand (supporters)."""
    if len(options) > 1:  # `hand_question`'s first case, without its call: most such choices are real ones
        return (yield Decision(player, kind, prompt, options))
    question = hand_question(game, player, kind, prompt, options, hidden)
    if question is None:
        return options[0]
    return (yield question)


def spend(game, faction: str, suit: str, kind: str, prompt: str, optional: bool = False, about_hand: bool = False):
    """Ask `faction` to spend one card of `suit` from hand (birds wild). Returns the card, or None if
    `optional` and declined (or no card matches). `about_hand`: the optional question another player's action
    puts (Field Hospitals), made by `hand_question`: with hands concealed, asked even without a matching card."""
    cards = matching(game, game.state.factions[faction].hand, suit)
    options = card_options(game, cards)
    if optional or about_hand:
        options.append(fixed_option("pass", "Don't spend a card"))
    if about_hand:
        question = hand_question(game, faction, kind, prompt, options)
        if question is None:
            return None
        chosen = yield question
    elif optional:
        if not cards:
            return None
        chosen = yield Decision(faction, kind, prompt, options)
    elif cards:  # a card that must be paid: with hands concealed, asked even when only one would do (1.2.1)
        chosen = yield from choose_from_hand(game, faction, kind, prompt, options)
    else:
        return None
    if chosen.id == "pass":
        return None
    card = chosen.data["card"]
    discard_from_hand(game, faction, card, reason=kind)
    return card


def discard_to_hand_limit(game, faction: str):
    """Evening: discard cards of your choice down to the hand limit (Law 6.6, 7.6.2)."""
    hand = game.state.factions[faction].hand
    limit = game.factions[faction].hand_limit(game)
    if len(hand) <= limit:
        return
    options = card_options(game, sorted(hand))  # one decision per card: made once, the chosen ones leave it
    while len(hand) > limit:
        chosen = yield Decision(faction, "discard.hand_limit", f"Discard down to {limit} cards ({len(hand)} in hand)",
                                options)
        options = options.copy()  # a new list: the decision keeps the one it offered
        options.remove(chosen)
        discard_from_hand(game, faction, chosen.data["card"], reason="hand_limit", reshuffle_now=False)
    reshuffle_if_empty(game)  # the cards discarded together reach the pile together (2.1)


# -- dominance (Law 3.3) ------------------------------------------------------------------------------------

DOMINANCE_VP = 10  # Law 3.3.1: a dominance card may be activated from 10 victory points


def dominance_options(game, faction: str) -> list[Option]:
    """Daylight options every faction has: activate a dominance card (3.3.1) or take an available one
    (3.3.4)."""
    st = game.state
    fs = st.factions[faction]
    options = []
    dominance_cards = game.definition.deck.dominance_cards
    # An activated card is never replaced by another (3.3.2).
    if fs.dominance is None and fs.score >= DOMINANCE_VP and not dominance_cards.isdisjoint(fs.hand):
        for card in fs.hand:
            if card in dominance_cards:
                options.append(card_option(game, card, "activate_dominance"))
    if st.available_dominance:
        options += take_dominance_options(game, faction)
    return options


def take_dominance_options(game, faction: str) -> list[Option]:
    """The options to take an available dominance card (3.3.4), which every faction has, even one that
    activates dominance cards its own way."""
    available = game.state.available_dominance
    if not available:  # the usual case: no dominance card has been discarded
        return []
    hand, deck = game.state.factions[faction].hand, game.cards
    # An available bird dominance can only be taken with a bird card (3.3.4).
    options = []  # a plain loop, as in `matching`
    for card in available:
        if has_matching(game, hand, deck[card].suit):
            options.append(card_option(game, card, "take_dominance"))
    return options


def resolve_dominance_option(game, faction: str, option: Option):
    fs = game.state.factions[faction]
    card = option.data["card"]
    if option.id.startswith("activate_dominance"):
        fs.hand.remove(card)
        fs.dominance = card
        game.event("dominance_activated", faction=faction, card=card, suit=game.cards[card].suit)
        return
    suit = game.cards[card].suit
    yield from spend(game, faction, suit, "take_dominance.pay",
                     f"Spend a {suit} card to take {game.cards[card].name}")
    game.state.available_dominance.remove(card)
    fs.hand.append(card)
    game.event("dominance_taken", faction=faction, card=card, held_by=faction)  # everyone knows it is held (knowledge)


def check_dominance_victory(game, faction: str) -> None:
    """Start of Birdsong (3.3.1.I-II): rule three clearings of the suit, or two opposite corners."""
    fs = game.state.factions[faction]
    if fs.dominance is None or not game.factions[faction].wins_by_dominance(game):
        return
    suit = game.cards[fs.dominance].suit
    won = False
    ruler = rules_without_loans if BORROWED in game.definition.hooks_in_use else rules  # not lent ones (11.2.7.III)
    if SHARED in game.definition.hooks_in_use:  # a clearing ruled together with another counts (Guard Dogs)
        alone = ruler

        def ruler(game, c):
            return faction if shares_rule(game, c, faction) else alone(game, c)
    if suit == "bird":
        board = game.board
        # Each diagonal once (top left, top right and their opposites), its far corner asked only when its
        # near one is ruled: rule may have to be counted again in each clearing asked.
        for corner in board.corners[:2]:
            if ruler(game, corner) == faction and ruler(game, board.opposite_corner[corner]) == faction:
                won = True
                break
    else:
        ruled = 0
        for c, s in game.state.suits.items():  # a clearing of several suits counts for each (`suits.counts_as`)
            if (s == suit or (suits.JOIN in s and suit in suits.split(s))) and ruler(game, c) == faction:
                ruled += 1
        won = ruled >= 3
    if won:
        scoring.declare_winner(game, [faction], "dominance")


# -- other "at any time in Daylight" effects (Law 1.4.1) --------------------------------------------------

EXTRA_PREFIX = "extra:"


def daylight_extras(game, faction: str) -> list[Option]:
    """The effects `faction` may use at any time in its Daylight besides the dominance options (cards used
    once per Daylight...), from the `rootcore_daylight_options` hook. Every Daylight menu offers them next
    to `dominance_options`; each id starts with "extra:". Resolve a chosen one with
    `resolve_daylight_extra`."""
    options = []
    # Every Daylight menu asks: the implementations are called by position (`fast_hooks`), skipping the
    # caller's list of answers, and each answer's "extra:" option is made once per option offered (the
    # lookup of `_extra_option` inlined for the kept ones).
    for daylight_options in game.definition.fast_hooks.get("rootcore_daylight_options", ()):
        pairs = daylight_options(game, faction)
        if pairs:
            for option, _ in pairs:
                kept = _EXTRA_OPTIONS.get(id(option))
                options.append(kept[1] if kept is not None and kept[0] is option else _extra_option(option))
    return options


# id() of an option offered -> (that option, its "extra:" option); the option kept here keeps its id() from being
# reused. Bounded, whatever the plugins offer (several options may share an option id: one per card in play).
_EXTRA_OPTIONS = BoundedCache(4096)


def _extra_option(option: Option) -> Option:
    """`option` with "extra:" before its id, made and kept for `daylight_extras`, which reuses it while the
    hook offers this very object (shared options come back each time; an option made anew is wrapped anew,
    so a cached label or data is never stale)."""
    extra = Option(EXTRA_PREFIX + option.id, option.label, option.data)
    _EXTRA_OPTIONS.keep(id(option), (option, extra))
    return extra


def resolve_daylight_extra(game, faction: str, option: Option):
    """Run the effect of a chosen `daylight_extras` option (a generator)."""
    wanted = option.id[len(EXTRA_PREFIX):]
    for pairs in game.hooks.rootcore_daylight_options(game=game, faction=faction):
        for offered, resolve in pairs:
            if offered.id == wanted:
                effect = resolve(game, faction, offered)
                if effect is not None:
                    yield from effect
                return
    raise RuntimeError(f"daylight option {option.id!r} is no longer offered to {faction!r} (engine bug)")


# -- what every Daylight menu offers beside a faction's own actions ------------------------------------------

def daylight_card_options(game, faction: str) -> list[Option]:
    """The dominance options (3.3.1, 3.3.4) and the other card effects usable at any time in Daylight (1.4.1).
    A faction that activates dominance cards its own way lists its dominance options itself, then
    `daylight_extras`. Resolve a chosen one with `resolve_daylight_card_option`."""
    options = dominance_options(game, faction)
    options += daylight_extras(game, faction)
    return options


def resolve_daylight_card_option(game, faction: str, option: Option):
    """Run a chosen dominance or card-effect option of a Daylight menu (a generator). Any other id is an option
    the menu offered that its Daylight loop cannot carry out: a plugin bug, raised, never skipped."""
    if option.id.startswith(EXTRA_PREFIX):
        yield from resolve_daylight_extra(game, faction, option)
    elif option.id.startswith(("activate_dominance", "take_dominance")):
        yield from resolve_dominance_option(game, faction, option)
    else:
        raise RootcoreError(f"{faction}: no Daylight action for option {option.id!r}")


def card_window_question(game, faction: str, kind: str, prompt: str, options: list[Option]) -> Decision | None:
    """The question at a point of Daylight where the card options may be all there is to offer: `options` end
    with the way on. With nothing else, it is not asked (None), unless hands are concealed and, from what
    everyone can see, a card the player holds could be used there: a dominance card to take (3.3.4) or, at 10
    points or more, to activate (3.3.1). Being asked then tells the others nothing (1.2.1)."""
    if len(options) > 1:
        return Decision(faction, kind, prompt, options)
    if asks_about_hand(game, faction, False):
        fs = game.state.factions[faction]
        if game.state.available_dominance or (fs.dominance is None and fs.score >= DOMINANCE_VP):
            return HandQuestion(faction, kind, prompt, options)
    return None


def daylight_card_window(game, faction: str, kind: str, go_on: Option):
    """A point of Daylight between actions where only the card options are left to offer (after the Eyrie's
    Decree cards, 7.5.2): dominance and the effects usable at any time in Daylight (3.3.1, 3.3.4, 1.4.1) stay
    open until the player picks `go_on`. Asks nothing when there are none (`card_window_question`)."""
    concealed = game.definition.hands_concealed
    while True:
        options = daylight_card_options(game, faction)
        if not options and not concealed:  # the usual case: nothing to offer
            return
        options.append(go_on)
        question = card_window_question(game, faction, kind, "Use a card before going on?", options)
        if question is None:
            return
        chosen = yield question
        if chosen.id == go_on.id:
            return
        yield from resolve_daylight_card_option(game, faction, chosen)
