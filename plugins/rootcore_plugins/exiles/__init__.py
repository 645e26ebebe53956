"""The Exiles and Partisans shared deck (Law A.2): 54 cards as data (content/decks/exiles.toml) and the
crafted effects of its 25 persistent cards.

Its item, ambush and dominance cards are the standard deck's and work through the core. The 18 persistent
designs are registered by effect id (`registry.add_card_effect`); they do nothing as they enter the play
area (Law 4.1.3) and act later through the hooks of `ExilesDeck`, which look at whose play area holds them:

| card | when | how |
| --- | --- | --- |
| Saboteurs | at start of Birdsong | `rootcore_phase_start` |
| Coffin Makers | warriors going to a supply; scores at Birdsong start | `rootcore_return_to_supply`, `_phase_start` |
| Swap Meet, False Orders | in Birdsong: once its start is over, again after its steps | `rootcore_phase_open` |
| Eyrie Emigre | end of Birdsong (mandatory) | `rootcore_phase_end`, `Faction.take_move`, `take_battle`, `one_action` |
| Propaganda Bureau, League of Adventurous Mice | once, at any time in Daylight | `rootcore_daylight_options` |
| Charm Offensive | at start of Evening | `rootcore_phase_start` |
| Informants | in Evening, instead of a draw | `rootcore_draw_replacements` |
| Fox, Rabbit and Mouse Partisans | step 3 of battle (4.3.3) | `rootcore_battle_effects` |
| Soup Kitchens | always (rule) | `rootcore_rule_bonus` (`@answers_kept`) |
| Boat Builders, Tunnels | always (adjacency) | `rootcore_adjacent` |
| Corvid Planners | always (moves) | `rootcore_move_ignores_rule` |
| Master Engravers, Murine Broker | whenever an item is crafted | `rootcore_item_crafted` |
| League of Adventurous Mice | an item taken from a box (Aid) | `rootcore_crafted_items_exhausted`, `_item_taken` |

Readings (where the cards and the Law leave a choice; see also the README):

* Every effect but the Eyrie Emigre is optional (4.1.3), so each is a decision with a way to decline, whose
  option names the card in play in its data (`{"card": n}`; Saboteurs' names the enemy's card it discards, and
  Informants' the ambush card it takes, as `"card"`: the card the choice is about). The
  Emigre is mandatory: its move and its battle are asked without a way out, the move must end where a battle
  can follow whenever some move does (`Faction.could_battle_in`), and it discards itself when the two cannot
  both be taken. Neither is a Decree action, so an Eyrie failing it suffers no Turmoil.
* False Orders forces the enemy to move (1.5.5): the move is theirs, with their adjacency (their own Boat
  Builders or Tunnels, the Ferry) and their move triggers (Outrage asks them for the card; a Ferry trip
  draws for them). Rule is ignored, so rule effects (Lords of the Forest) change nothing about where they go.
* Coffin Makers changes where removed warriors go (G.1.22, the card over the Law, 1.1.1); it is not a
  triggered effect. Removal puts them on the card at once and Field Hospitals then triggers (1.1.3) and
  places "those warriors" from the card (`rootcore.rules.pieces.place_removed`), so no ordering choice
  arises. Warriors on the card go back to their supplies when it leaves play (Saboteurs).
* Partisans discard bird cards too: a forced discard of the other suits makes birds count as one of them
  (2.1.1.I), so only cards of the clearing's own printed suit stay. Every heuristic bot uses them when they cost
  it at most one card (`advise_partisans`).
* Saboteurs and the dominance check both happen at the start of Birdsong, in the order the player picks
  (1.1.3): the core checks dominance before the start effects, and Saboteurs, the one start effect here that
  can change rule (an enemy's Soup Kitchens), checks it again after it. Once a Birdsong card usable at any
  time (Swap Meet, False Orders) is used, the start of Birdsong is over (1.4.1) and Saboteurs is no longer
  offered, so that check never sees their effects.
* Propaganda Bureau: a replacement is done whole or not at all (G.1.21), so the card is offered only where its
  holder can place a warrior: not into the Keep's clearing, not with an empty supply, never to the Vagabond.
* Propaganda Bureau with hands concealed (game option `conceal_hands`, 1.2.1): it is offered whenever a card is
  held and some clearing could be paid for by a bird, so that a menu it alone opens (the Eyrie's between two
  Decree cards) tells the others nothing of the suits held. Its first question then has a way back, which
  spends no card and replaces no warrior; the Bureau is not offered again that Daylight.
* League of Adventurous Mice: no rule refreshes an item exhausted in a Crafted Items box, so it stays
  exhausted (an item crafted later comes face up). The Vagabond has no Crafted Items box (9.2.5). A box may
  then hold a face-up and an exhausted copy of one item, and whoever takes an item from it (the Vagabond's
  Aid, 9.5.4) chooses which: the deck reports its exhausted copies to the core
  (`rootcore_crafted_items_exhausted`) and counts one fewer only when the exhausted copy is taken
  (`rootcore_crafted_item_taken`), so the holder keeps whichever copy was left, face up or exhausted.
* Informants replaces any draw in the holder's own Evening that goes through `cards.draw_step` (each
  faction's Evening draw, Charm Offensive's draw, and the Lake Ferry's card when the holder moves in Evening).
* Tunnels links the clearings holding the faction's crafting piece as printed on its board
  (`crafting_piece`), or as its component names them (`crafting_kinds_now`: the Lizard Cult's gardens printed
  with the Outcast, Law 10.2.1, whose board names none), for every adjacency question the faction asks; moving through them still follows
  rule (4.2.1). A faction with no crafting piece in clearings may still craft it (4.1.3, 4.1.4) and it links
  nothing: the Vagabond crafts with hammers, items on his board (9.2.1), not pieces in clearings. Boat
  Builders adds the map's rivers as links for the holder.

Card effects the deck shares with the standard deck's code are in `rootcore_plugins.card_effects_common`.
"""
from __future__ import annotations

from typing import cast

from rootcore import (Decision, DeckComponent, Option, answers_kept, asks_about_hand, clearing_options, faction_options,
                      fixed_option, hookimpl)
from rootcore.rules import battle as battles
from rootcore.rules import cards, craft, move, scoring
from rootcore.rules.pieces import (HELD, can_place, enemy_warriors, held_pieces, movable_warriors, place, release_held,
                                   removable, remove, resolve_removals)
from rootcore.rules.suits import split
# Helpers shared with the standard deck (a declared dependency: a module, not a plugin).
from rootcore_plugins.card_effects_common import (birdsong_menu, enters_play, mark_used, others,
                                                  others_with_cards, used)

DECK = "exiles"
PARTISANS = {"fox": "fox_partisans", "rabbit": "rabbit_partisans", "mouse": "mouse_partisans"}
EFFECTS = ("saboteurs", "soup_kitchens", "boat_builders", "corvid_planners", "eyrie_emigre", "fox_partisans",
           "propaganda_bureau", "false_orders", "informants", "rabbit_partisans", "tunnels", "charm_offensive",
           "swap_meet", "coffin_makers", "mouse_partisans", "league_of_adventurous_mice", "murine_broker",
           "master_engravers")
DATA = "exiles"  # game.state.data[DATA]["exhausted"][faction][item]: items exhausted by League (JSON-like)
# With hands concealed, the way out of Propaganda Bureau's first question (`ExilesDeck._propaganda_bureau`).
_PROPAGANDA_BACK = fixed_option("pass", "Don't use Propaganda Bureau now")


class ExilesDeck(DeckComponent):
    """The Exiles and Partisans deck in play: its persistent card effects hook into the rules."""


    def __init__(self, spec, deck_def):
        super().__init__(spec, deck_def)
        by_effect: dict[str, list[int]] = {}
        for index, card in enumerate(self.cards):
            if card.effect:
                by_effect.setdefault(card.effect, []).append(index)
        # The card instances of each effect, so that "who has it in play" is a few list lookups (several
        # of these hooks are on hot paths: rule, adjacency, every removal).
        self.instances: dict[str, tuple[int, ...]] = {e: tuple(ids) for e, ids in by_effect.items()}
        self.adjacency_cards = frozenset(self.instances.get("boat_builders", ()) + self.instances.get("tunnels", ()))

    # -- who has what in play -----------------------------------------------------------------------------

    def card_of(self, game, faction: str, effect: str) -> int | None:
        """The card of `effect` in `faction`'s play area, or None."""
        area = game.state.factions[faction].play_area
        if area:
            for card in self.instances.get(effect, ()):
                if card in area:
                    return card
        return None

    def holder(self, game, effect: str) -> tuple[str, int] | None:
        """(faction, card) of the first player in seating order with `effect` in play, or None. Used for
        the designs the deck holds a single copy of (Soup Kitchens, Coffin Makers, Murine Broker)."""
        ids = self.instances.get(effect, ())
        for fid, fs in game.state.factions.items():
            if fs.play_area:
                for card in ids:
                    if card in fs.play_area:
                        return fid, card
        return None

    def leave_play(self, game, faction: str, card: int, reason: str, reshuffle_now: bool = True) -> None:
        """A persistent card goes from `faction`'s play area to the discard pile; warriors kept on it go
        back to their supplies. `reshuffle_now` as in `cards.discard`."""
        cards.discard_from_play(game, faction, card, reason, reshuffle_now)
        release_held(game, holding_place(card))

    def leave_own(self, game, faction: str, effect: str, reshuffle_now: bool = True) -> None:
        """`faction`'s card of `effect` discards itself (`leave_play`)."""
        self.leave_play(game, faction, cast(int, self.card_of(game, faction, effect)), effect, reshuffle_now)

    def view(self, game) -> dict:
        out = {}
        places = game.state.data.get(HELD, {})
        if places:
            out["held_pieces"] = {holder: held_pieces(game, holder) for holder in sorted(places)}
        exhausted = game.state.data.get(DATA, {}).get("exhausted")
        if exhausted:
            out["exhausted_items"] = {f: dict(items) for f, items in exhausted.items() if items}
        return out

    # -- always-on effects: rule, adjacency, movement, removed warriors ------------------------------------

    @hookimpl
    @answers_kept  # reads the clearing's tokens and the play areas, whose changes the core announces
    def rootcore_rule_bonus(self, game, clearing):
        """Soup Kitchens: the holder's tokens count toward rule, each as two (Law 2.5 changed by the card)."""
        found = self.holder(game, "soup_kitchens")
        if found is None:
            return None
        faction = found[0]
        tokens = sum(1 for owner, _ in game.state.clearings[clearing].tokens if owner == faction)
        return {faction: 2 * tokens} if tokens else None

    def adjacency_concerns(self, game, faction: str) -> bool:
        """Boat Builders and Tunnels change adjacency only for a faction holding one (a play area)."""
        return not self.adjacency_cards.isdisjoint(game.state.factions[faction].play_area)

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Boat Builders (rivers are paths for the holder, Law 2.3) and Tunnels (the holder's clearings with
        crafting pieces are adjacent to one another)."""
        if faction is None or not self.adjacency_concerns(game, faction):
            return None  # the common case (asked even so on maps whose own adjacency rules concern everyone)
        add: list[int] = []
        if self.card_of(game, faction, "boat_builders") is not None:
            add += game.board.river_adjacent.get(origin, ())  # none from a clearing off the map (the Burrow)
        if self.card_of(game, faction, "tunnels") is not None:
            linked = tunnel_clearings(game, faction)
            if origin in linked:
                add += [c for c in linked if c != origin]
        return {"add": add} if add else None

    @hookimpl
    def rootcore_move_ignores_rule(self, game, faction):
        """Corvid Planners: the holder ignores rule when moving (4.2.1)."""
        return True if self.card_of(game, faction, "corvid_planners") is not None else None

    @hookimpl
    def rootcore_return_to_supply(self, game, owner, kind, count):
        """Coffin Makers: warriors of any faction that would return to a supply go onto the card."""
        if game.factions[owner].board.pieces[kind].type != "warrior":
            return None
        found = self.holder(game, "coffin_makers")
        return holding_place(found[1]) if found is not None else None

    # -- crafting items ---------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_item_crafted(self, game, faction, card):
        """Master Engravers (one more VP for the crafter) and Murine Broker (the other holder draws).
        A newly crafted item enters the Crafted Items box face up: League of Adventurous Mice counts only the
        copies it exhausted, and the count loses a copy that leaves (`rootcore_crafted_item_taken`)."""
        broker = self.holder(game, "murine_broker")
        if broker is not None and broker[0] != faction:
            game.event("murine_broker", faction=broker[0], crafter=faction, item=card.item)
            cards.draw(game, broker[0], 1)
        if self.card_of(game, faction, "master_engravers") is not None:
            scoring.score(game, faction, 1, "Master Engravers")
        return None

    @hookimpl
    def rootcore_crafted_items_exhausted(self, game, faction):
        """League of Adventurous Mice: the items it has exhausted in `faction`'s Crafted Items box."""
        return exhausted_items(game, faction) or None

    @hookimpl
    def rootcore_crafted_item_taken(self, game, owner, item, exhausted, taker):
        """An exhausted copy taken out of the box (Aid, 9.5.4) takes its exhaustion with it, if League exhausted
        it (True: counted off here); a face-up copy taken leaves the others as they were."""
        return craft.count_off_exhausted(exhausted_items(game, owner), item, exhausted)

    # -- battle (Law 4.3.3) -------------------------------------------------------------------------------

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """The Partisans: in a battle in a clearing of their suit, either side may deal an extra hit."""
        faction = battle.faction(side)
        if not game.state.factions[faction].play_area:
            return None
        held = []  # in a clearing of several suits (the Lost City), the Partisans of each
        for suit in split(game.state.suits[battle.clearing]):
            effect = PARTISANS.get(suit)
            card = self.card_of(game, faction, effect) if effect is not None else None
            if card is not None:
                held.append((suit, card))
        if not held:
            return None
        return self._each_partisans(game, battle, side, held)

    def _each_partisans(self, game, battle, side: str, held: list):
        for suit, card in held:
            yield from self._partisans(game, battle, side, suit, card)

    def _partisans(self, game, battle, side: str, suit: str, card: int):
        faction = battle.faction(side)
        hand = game.state.factions[faction].hand
        # A forced discard of the other suits takes the birds too: they count as a suit asked for (2.1.1.I).
        lost = [c for c in hand if game.cards[c].suit != suit]
        chosen = yield Decision(faction, "exiles.partisans", f"Battle in clearing {battle.clearing}: use "
                                f"{suit.capitalize()} Partisans?",
                                [Option("partisans", f"Deal an extra hit, then discard the {len(lost)} card(s) "
                                                     f"in your hand that are not {suit}",
                                        {"discards": len(lost), "card": card}),
                                 Option("pass", "Don't use it")])
        if chosen.id == "pass":
            return
        battle.extra_hits[side] += 1
        game.event("extra_hit", faction=faction, reason=PARTISANS[suit])
        for card in lost:
            cards.discard_from_hand(game, faction, card, reason=PARTISANS[suit], reshuffle_now=False)
        cards.reshuffle_if_empty(game)  # discarded together (2.1)

    # -- the turn: Birdsong --------------------------------------------------------------------------------

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        """At start of Birdsong: Coffin Makers scores, and Saboteurs. At start of Evening: Charm Offensive."""
        if not game.state.factions[faction].play_area:
            return None
        if phase == "birdsong":
            coffin = self.card_of(game, faction, "coffin_makers")
            if coffin is not None or self.birdsong_options(game, faction, True):
                return self._birdsong_start(game, faction, coffin)
        elif phase == "evening":
            if self.card_of(game, faction, "charm_offensive") is not None and others(game, faction):
                return self._charm_offensive(game, faction)
        return None

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        """Swap Meet and False Orders may be used at any time in Birdsong: offered once its start is over and again
        once the faction's own Birdsong steps are done (Law 1.4.1)."""
        if phase != "birdsong" or not game.state.factions[faction].play_area:
            return None
        return birdsong_menu(self, game, faction, False) if self.birdsong_options(game, faction, False) else None

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        """At the very end of Birdsong: the Eyrie Emigre (mandatory)."""
        if phase != "birdsong" or not game.state.factions[faction].play_area:
            return None
        return self._eyrie_emigre(game, faction) if self.card_of(game, faction, "eyrie_emigre") is not None else None

    def _birdsong_start(self, game, faction: str, coffin: int | None):
        if coffin is not None:  # mandatory; its order against the optional cards changes nothing (1.1.3)
            self._coffin_makers(game, faction, coffin)
        yield from birdsong_menu(self, game, faction, True)

    def birdsong_options(self, game, faction: str, at_start: bool) -> list[Option]:
        """The Birdsong card effects `faction` may use now: at its start (`at_start`) Saboteurs, else those usable at
        any time in it (Swap Meet, False Orders)."""
        options: list[Option] = []
        if at_start:
            if self.card_of(game, faction, "saboteurs") is None:
                return options
            for enemy in others(game, faction):
                if not battles.is_enemy(game, faction, enemy):
                    continue
                for card in game.state.factions[enemy].play_area:
                    options.append(Option(f"saboteurs:{enemy}:{card}", f"Saboteurs: discard it to make {enemy} "
                                          f"discard {game.cards[card].name}", {"faction": enemy, "card": card}))
            return options
        swap_meet = self.card_of(game, faction, "swap_meet") if "swap_meet" not in used(game) else None
        if swap_meet is not None:
            options += [Option(f"swap_meet:{f}", f"Swap Meet: take a random card from {f}, then give them a card",
                               {"faction": f, "card": swap_meet}) for f in others_with_cards(game, faction)]
        false_orders = self.card_of(game, faction, "false_orders")
        if false_orders is not None and self._false_orders_targets(game, faction):
            options.append(Option("false_orders", "False Orders: discard it to force an enemy to move half "
                                                  "their warriors from one clearing", {"card": false_orders}))
        return options

    def use_birdsong(self, game, faction: str, chosen: Option):
        effect = chosen.id.split(":")[0]
        if effect == "saboteurs":
            self._saboteurs(game, faction, chosen.data["faction"], chosen.data["card"])
        elif effect == "swap_meet":
            yield from self._swap_meet(game, faction, chosen.data["faction"])
        else:
            yield from self._false_orders(game, faction)

    def _coffin_makers(self, game, faction: str, card: int) -> None:
        """Score one VP per five warriors on the card, then every warrior on it goes back to its supply."""
        place_id = holding_place(card)
        warriors = sum(kinds.get("warrior", 0) for kinds in held_pieces(game, place_id).values())
        game.event("coffin_makers", faction=faction, warriors=warriors)
        release_held(game, place_id)
        if warriors >= 5:
            scoring.score(game, faction, warriors // 5, "Coffin Makers")


    def _saboteurs(self, game, faction: str, enemy: str, card: int) -> None:
        """At start of Birdsong: discard Saboteurs and the enemy's crafted card. The dominance check happens at
        the same moment and the player orders the two (1.1.3): it is made again now, since the card may have
        changed rule (Soup Kitchens); the core checks before the start effects and after this deck's are over."""
        self.leave_own(game, faction, "saboteurs", reshuffle_now=False)
        self.leave_play(game, enemy, card, "saboteurs", False)
        cards.reshuffle_if_empty(game)  # the two cards reach the pile together (2.1)
        cards.check_dominance_victory(game, faction)  # Law 3.3.1

    def _swap_meet(self, game, faction: str, other: str):
        """Take a random card from `other`, then give them any card of your hand (Law 1.3.2: as told)."""
        mark_used(game, "swap_meet")
        cards.take_random_card(game, faction, other, "swap_meet")
        hand = game.state.factions[faction].hand
        chosen = yield from cards.choose_from_hand(game, faction, "exiles.swap_meet.give",
                                                   f"Swap Meet: give {other} which card?",
                                                   cards.card_options(game, sorted(set(hand))))
        card = chosen.data["card"]
        hand.remove(card)
        game.state.factions[other].hand.append(card)
        game.event("card_given", faction=faction, to=[faction, other], other=other, card=card, reason="swap_meet",
                   held_by=other)

    # False Orders (1.5.5 FORCE)

    def _false_orders_targets(self, game, faction: str) -> dict[str, dict[int, list[int]]]:
        """Enemy -> origin -> destinations of the moves False Orders can force: any clearing with the enemy's
        warriors, to a clearing adjacent for them, rule ignored."""
        out: dict[str, dict[int, list[int]]] = {}
        for enemy in others(game, faction):
            if not battles.is_enemy(game, faction, enemy):
                continue
            for cid, cl in game.state.clearings.items():
                if cl.warriors.get(enemy) and movable_warriors(game, enemy, cid):  # not a warlord (14.2.2)
                    dests = move.destinations(game, enemy, cid, ignore_rule=True)
                    if dests:
                        out.setdefault(enemy, {})[cid] = dests
        return out

    def _false_orders(self, game, faction: str):
        targets = self._false_orders_targets(game, faction)
        self.leave_own(game, faction, "false_orders")
        chosen = yield Decision(faction, "exiles.false_orders.faction", "False Orders: force which enemy to move?",
                                faction_options(sorted(targets)))
        enemy = chosen.data["faction"]
        chosen = yield Decision(faction, "exiles.false_orders.origin", f"False Orders: move {enemy} warriors from "
                                "which clearing?", clearing_options(sorted(targets[enemy])))
        origin = chosen.data["clearing"]
        count = min((game.state.clearings[origin].warriors[enemy] + 1) // 2,  # half, rounded up
                    movable_warriors(game, enemy, origin))  # a warlord stays (Law 14.2.2)
        chosen = yield Decision(faction, "exiles.false_orders.destination", f"False Orders: move {count} {enemy} "
                                f"warrior(s) from {origin} to which clearing?",
                                clearing_options(targets[enemy][origin]))
        dest = chosen.data["clearing"]
        game.event("false_orders", faction=faction, other=enemy, origin=origin, destination=dest, count=count)
        # As if the enemy moved (1.5.5): their move, their move triggers.
        yield from move.move_warriors(game, enemy, origin, dest, count)

    # Eyrie Emigre (mandatory, 4.1.3)

    def _eyrie_emigre(self, game, faction: str):
        """Take a move, then battle in the clearing moved into; without both, the card is discarded. Both
        are the faction's own kind of move and battle (the Vagabond's boots and sword). The card is mandatory
        (4.1.3), so when some move leads to a clearing where a battle can follow, the move must be one of
        those: only a player who cannot do both may move anywhere, and loses the card. Nothing interrupts
        the card's effect (Law 1.4.2): what the move triggers (Outrage) waits until it is over."""
        yield from move.one_action(game, self._emigre_move_and_battle(game, faction))

    def _emigre_move_and_battle(self, game, faction: str):
        component = game.factions[faction]
        fightable = {c for c in game.state.clearings if component.could_battle_in(game, c)}
        moved = None
        if fightable:
            moved = yield from component.take_move(game, "exiles.eyrie_emigre", optional=False, into=fightable)
        if moved is None:  # no move ends where a battle can follow: any move, then the card goes
            moved = yield from component.take_move(game, "exiles.eyrie_emigre", optional=False)
        fought = None
        if moved is not None:
            fought = yield from component.take_battle(game, "exiles.eyrie_emigre.battle", optional=False,
                                                      allowed={moved[1]})
        card = self.card_of(game, faction, "eyrie_emigre")
        if fought is None and card is not None:
            game.event("eyrie_emigre_failed", faction=faction, moved=moved is not None)
            self.leave_play(game, faction, card, "eyrie_emigre")

    # -- the turn: Daylight ----------------------------------------------------------------------------------

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """Propaganda Bureau and League of Adventurous Mice: each once, at any time in Daylight."""
        st = game.state
        if not st.factions[faction].play_area or st.phase != "daylight" or st.current_faction != faction:
            return None
        done = used(game)
        pairs = []
        bureau = self.card_of(game, faction, "propaganda_bureau") if "propaganda_bureau" not in done else None
        if bureau is not None and self._propaganda_offered(game, faction):
            pairs.append((Option("propaganda_bureau", "Propaganda Bureau: spend a card to replace an enemy warrior "
                                                      "with one of yours", {"card": bureau}), self._propaganda_bureau))
        league = (self.card_of(game, faction, "league_of_adventurous_mice")
                  if "league_of_adventurous_mice" not in done else None)
        if league is not None and ready_items(game, faction):
            if move.origins(game, faction):
                pairs.append((Option("league:move", "League of Adventurous Mice: exhaust a crafted item to move",
                                     {"card": league}), self._league))
            if battles.battle_clearings(game, faction):
                pairs.append((Option("league:battle", "League of Adventurous Mice: exhaust a crafted item to "
                                                      "battle", {"card": league}), self._league))
        return pairs or None

    def _propaganda_targets(self, game, faction: str, as_others_see: bool = False) -> dict[int, list[str]]:
        """Clearing -> enemies with warriors there, for clearings a card in hand matches and where `faction` can
        place a warrior: the card replaces one, and a replacement is done whole or not at all (Law G.1.21), so
        not by a player without a warrior to place (the Vagabond) nor into the Keep's clearing (6.2.2).
        `as_others_see`: the clearings any card could match (a bird matches them all), for the other players,
        who do not see the hand (1.2.1)."""
        st = game.state
        hand = st.factions[faction].hand
        out = {}
        for cid, cl in st.clearings.items():
            enemies = sorted(f for f, n in cl.warriors.items() if n and f != faction
                             and battles.is_enemy(game, faction, f) and enemy_warriors(game, faction, cid, f)
                             and removable(game, faction, f, cid))
            # A clearing without suit (the Duchy's Burrow) is matched by birds alone; no one else may place there.
            if enemies and (as_others_see or cards.has_matching(game, hand, st.suits.get(cid, "bird"))) \
                    and can_place(game, faction, "warrior", cid):
                out[cid] = enemies
        return out

    def _propaganda_offered(self, game, faction: str) -> bool:
        """Whether Daylight menus offer Propaganda Bureau: when a card held can pay for a clearing, or, with hands
        concealed, whenever a card is held and some clearing could be paid for as the others see it, so that a
        menu coming only for this card tells them nothing of the suits held (1.2.1)."""
        if self._propaganda_targets(game, faction):
            return True
        return asks_about_hand(game, faction, False) and bool(self._propaganda_targets(game, faction, True))

    def _propaganda_bureau(self, game, faction: str, option: Option):
        # Used once chosen, even if backed out of: offering it again would let a bot choose and back out forever.
        mark_used(game, "propaganda_bureau")
        targets = self._propaganda_targets(game, faction)
        options = clearing_options(sorted(targets))
        if game.definition.hands_concealed:  # offered without a matching card (`_propaganda_offered`): a way back
            options.append(_PROPAGANDA_BACK)
        chosen = yield from cards.choose_from_hand(game, faction, "exiles.propaganda_bureau.clearing",  # by suits held
                                                   "Propaganda Bureau: in which clearing?", options)
        if chosen.id == _PROPAGANDA_BACK.id:  # no card paid, no warrior replaced
            return
        cid = chosen.data["clearing"]
        chosen = yield Decision(faction, "exiles.propaganda_bureau.enemy", f"Propaganda Bureau: remove whose "
                                f"warrior in clearing {cid}?",
                                faction_options(targets[cid]))
        enemy = chosen.data["faction"]
        suit = game.state.suits[cid]
        yield from cards.spend(game, faction, suit, "exiles.propaganda_bureau.card",
                               f"Propaganda Bureau: spend a {suit} card")
        removal = remove(game, enemy, "warrior", cid, 1, faction, "propaganda_bureau")
        place(game, faction, "warrior", cid, 1)  # possible: only such clearings are offered (G.1.21)
        # What the removal triggers (Field Hospitals) waits until the effect is done (1.4.2).
        yield from resolve_removals(game, [removal])

    def _league(self, game, faction: str, option: Option):
        mark_used(game, "league_of_adventurous_mice")
        items = ready_items(game, faction)
        kinds = sorted(items)
        item = kinds[0]
        if len(kinds) > 1:
            chosen = yield Decision(faction, "exiles.league.item", "League of Adventurous Mice: exhaust which item?",
                                    [Option(f"item:{k}", k, {"item": k}) for k in kinds])
            item = chosen.data["item"]
        exhausted = game.state.data.setdefault(DATA, {}).setdefault("exhausted", {}).setdefault(faction, {})
        exhausted[item] = exhausted.get(item, 0) + 1
        game.event("item_exhausted", faction=faction, item=item, reason="league_of_adventurous_mice")
        component = game.factions[faction]
        if option.id == "league:move":
            yield from component.take_move(game, "exiles.league.move", optional=False)
        else:
            yield from component.take_battle(game, "exiles.league.battle", optional=False)

    # -- the turn: Evening -------------------------------------------------------------------------------

    def _charm_offensive(self, game, faction: str):
        card = self.card_of(game, faction, "charm_offensive")
        options = [Option(f"charm_offensive:{f}", f"Charm Offensive: draw a card; {f} scores 1 VP",
                          {"faction": f, "card": card}) for f in others(game, faction)]
        options.append(Option("pass", "Don't use Charm Offensive"))
        chosen = yield Decision(faction, "exiles.charm_offensive", "Evening begins: use Charm Offensive?", options)
        if chosen.id == "pass":
            return
        yield from cards.draw_step(game, faction, 1)  # a draw in Evening: Informants may replace it
        scoring.score(game, chosen.data["faction"], 1, "Charm Offensive")

    @hookimpl
    def rootcore_draw_replacements(self, game, faction, count):
        """Informants: in the holder's Evening, a draw may be replaced by one ambush card from the discard."""
        st = game.state
        if st.phase != "evening" or st.current_faction != faction:
            return None
        if self.card_of(game, faction, "informants") is None:
            return None
        ambushes = {}
        for card in st.discard:
            if game.cards[card].kind == "ambush":
                ambushes.setdefault(game.cards[card].id, card)  # copies of a design are interchangeable
        return [(Option(f"informants:{card}", f"Informants: instead, take {game.cards[card].name} "
                                              f"({game.cards[card].suit}) from the discard pile", {"card": card}),
                 self._informants) for _, card in sorted(ambushes.items())] or None

    def _informants(self, game, faction: str, option: Option):
        card = option.data["card"]
        game.state.discard.remove(card)
        game.state.factions[faction].hand.append(card)
        game.event("card_taken_from_discard", faction=faction, card=card, reason="informants", held_by=faction)  # public (1.2.2)
        return None


# -- helpers -------------------------------------------------------------------------------------------------

def holding_place(card: int) -> str:
    """The holding place (`rootcore_return_to_supply`) of the warriors kept on card `card`."""
    return f"card:{card}"


def tunnel_clearings(game, faction: str) -> list[int]:
    """Clearings with any of `faction`'s crafting pieces (the pieces its Crafting section names, Law 4.1.1: the
    kinds its board names, or those its component says it crafts with now, `crafting_kinds_now`: the Cult's gardens
    of the Outcast, 10.2.1). Read-only: kept until buildings or tokens change (`building_cache`), for those kinds,
    since the holder's every adjacency question asks."""
    component = game.factions[faction]
    now = getattr(component, "crafting_kinds_now", None)
    kinds = now(game) if now is not None else component.board.crafting_kinds
    cache = game.state.building_cache()
    found = cache.get(("exiles.tunnels", faction, kinds))
    if found is None:
        found = cache["exiles.tunnels", faction, kinds] = [
            cid for cid, cl in game.state.clearings.items() if any(cl.count(faction, kind) for kind in kinds)]
    return found


def exhausted_items(game, faction: str) -> dict[str, int]:
    """The items League of Adventurous Mice has exhausted in `faction`'s Crafted Items box, by kind, as kept in
    the game's data (when there is no such count yet, an empty dict that is not kept: change only counts in it)."""
    return game.state.data.get(DATA, {}).get("exhausted", {}).get(faction, {})


# The face-up items in a Crafted Items box, by kind (League of Adventurous Mice answers which are exhausted): the core's.
ready_items = craft.ready_crafted_items


PARTISANS_DISCARDS = 1  # `advise_partisans`: the most cards a bot gives up for the Partisans' extra hit


def advise_partisans(bot, game, decision) -> str:
    """Every heuristic bot in step 3 of a battle (4.3.3): the Partisans' extra hit when it costs at most
    `PARTISANS_DISCARDS` cards of the hand (a hit is worth about a card; a whole hand is not)."""
    partisans = decision.options[0]
    return "partisans" if partisans.data["discards"] <= PARTISANS_DISCARDS else "pass"


@hookimpl
def rootcore_register(registry):
    registry.add_deck(DECK, "rootcore_content:decks/exiles.toml", factory=ExilesDeck)
    registry.add_bot_advice("exiles.partisans", advise_partisans)
    for effect in EFFECTS:
        registry.add_card_effect(effect, enters_play)
