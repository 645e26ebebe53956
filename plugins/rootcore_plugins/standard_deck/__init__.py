"""The standard ("Might & Right") shared deck: 54 cards as data (content/decks/standard.toml) and the
crafted effects of its 25 non-item cards.

Item, ambush and dominance cards work through the core. The other effects are registered by effect id
(`registry.add_card_effect`): the three Favor cards are immediate effects run when crafted; the persistent
ones do nothing as they enter the play area (Law 4.1.3) and act later through the hooks of
`StandardDeck`, checking whose play area holds them:

| card | when | how |
| --- | --- | --- |
| Armorers, Sappers, Brutal Tactics | step 3 of battle (4.3.3) | `rootcore_battle_effects` |
| Scouting Party | step 1 of battle (4.3.1) | `rootcore_can_ambush` |
| Better Burrow Bank | at start of Birdsong | `rootcore_phase_start` |
| Royal Claim, Stand and Deliver! | in Birdsong: once its start is over, again after its steps | `rootcore_phase_open` |
| Command Warren | at start of Daylight | `rootcore_phase_start`, `Faction.take_battle` |
| Tax Collector, Codebreakers | once, at any time in Daylight | `rootcore_daylight_options` |
| Cobbler | at start of Evening | `rootcore_phase_start`, `Faction.take_move` |

Every persistent effect is optional (4.1.3), so each is a decision with a way to decline. An option using a card
in play names it in its data (`{"card": n}`, with the other player's id as `"faction"` where there is one; the battle
effects add the rolled hits dealt to their side, `"hits"`). Heuristic bots take the battle effects by
`advise_battle_effect`.
"""
from __future__ import annotations

from typing import Mapping

from rootcore import Decision, DeckComponent, Option, SharedOptions, clearing_options, hookimpl
from rootcore.rules import battle as battles
from rootcore.rules import cards, scoring
from rootcore.rules.pieces import free_warriors, remove, resolve_removals
from rootcore.rules.rule import ruled_by
from rootcore.rules.suits import counts_as
# Helpers shared with the Exiles and Partisans deck (a declared dependency: a module, not a plugin).
from rootcore_plugins.card_effects_common import birdsong_menu, discard_own, effect_menu, enters_play
from rootcore_plugins.card_effects_common import in_play
from rootcore_plugins.card_effects_common import effects_in_play as _effects_in_play
from rootcore_plugins.card_effects_common import mark_used as _mark_used
from rootcore_plugins.card_effects_common import others as _others
from rootcore_plugins.card_effects_common import others_with_cards
from rootcore_plugins.card_effects_common import used as _used

# The option "EFFECT:FACTION" to use a card effect with or against another player, by (effect, faction, card in play):
# data {"faction": FACTION, "card": card}.
_WITH_LABELS = {"better_burrow_bank": "Better Burrow Bank: you and {} each draw a card",
                "stand_and_deliver": "Stand and Deliver!: take a random card from {} (who scores 1 VP)",
                "codebreakers": "Codebreakers: look at {}'s hand"}
_WITH_OPTIONS = SharedOptions(lambda key: Option("{}:{}".format(*key[:2]), _WITH_LABELS[key[0]].format(key[1]),
                                                 {"faction": key[1], "card": key[2]}), limit=4096)
# Step 3 of battle (4.3.3): the options of the cards in play, by effect.
_BATTLE_LABELS = {"armorers": "Armorers: discard it to ignore the {hits} rolled hit(s) dealt to you",
                  "sappers": "Sappers: discard it to deal an extra hit",
                  "brutal_tactics": "Brutal Tactics: deal an extra hit; {defender} scores 1 VP"}
# The cards in play each side of a battle may use in step 3 (4.3.3), in the order they are offered, and their
# options by (effect, rolled hits, defender, card in play).
_BATTLE_EFFECTS = {"attacker": ("armorers", "brutal_tactics"), "defender": ("armorers", "sappers")}
_BATTLE_OPTIONS = SharedOptions(lambda key: Option(key[0], _BATTLE_LABELS[key[0]].format(hits=key[1], defender=key[2]),
                                                   {"card": key[3], "hits": key[1]}), limit=4096)
ARMORERS_WORTH = 2  # `advise_battle_effect`: the rolled hits a bot's Armorers must ignore to be worth discarding
# Tax Collector's option by the card in play (the id is the same for each of the three copies).
_TAX_COLLECTOR = SharedOptions(lambda card: Option("tax_collector", "Tax Collector: remove one of your warriors to "
                                                   "draw a card", {"card": card}))

DECK = "standard"
FAVORS = {"favor_of_the_foxes": "fox", "favor_of_the_rabbits": "rabbit", "favor_of_the_mice": "mouse"}
PERSISTENT = ("armorers", "sappers", "brutal_tactics", "royal_claim", "stand_and_deliver", "tax_collector",
              "command_warren", "better_burrow_bank", "cobbler", "scouting_party", "codebreakers")
BIRDSONG = ("better_burrow_bank", "royal_claim", "stand_and_deliver")
BATTLE = ("armorers", "sappers", "brutal_tactics")


# -- immediate effects: the Favor cards -----------------------------------------------------------------------

def favor(suit: str):
    """The crafted effect of a Favor card: remove every enemy piece in each clearing of `suit`."""
    def effect(game, faction: str, card: int):
        return remove_all_enemy_pieces(game, faction, suit, game.cards[card].effect)
    return effect


def remove_all_enemy_pieces(game, faction: str, suit: str, cause: str):
    """All enemy pieces in clearings of `suit` go at once. Each enemy answers through
    `Faction.full_removal` (the Vagabond damages three items instead, Law 9.2.2.I); buildings and tokens
    score for the remover (3.2.1); the effects the removals trigger (Field Hospitals, Outrage, the
    Alliance's bases) resolve only once every piece is off the map (1.1.3)."""
    st = game.state
    game.event("favor", faction=faction, suit=suit)
    removals = []
    with scoring.simultaneous(game):
        for cid in game.board.clearing_ids:
            if counts_as(st.suits[cid], suit):  # a clearing of several suits is of each (the Lost City)
                removals += yield from battles.remove_enemy_pieces(game, faction, cid, cause)
    yield from resolve_removals(game, removals)


def _warrior_clearings(game, faction: str, first_only: bool = False) -> list[int]:
    """The clearings holding a warrior of `faction` it may remove (not the warlord, Law 14.2.2: `free_warriors`), in
    clearing order; only the first one when `first_only` (every Daylight menu of a faction with Tax Collector asks
    whether there is one)."""
    found = []
    fixed = game.factions[faction].has_fixed_warriors
    for cid, cl in game.state.clearings.items():
        if faction in cl.warriors and (not fixed or free_warriors(game, faction, cid)):
            found.append(cid)
            if first_only:
                break
    return found


# -- the deck component: persistent effects through hooks ----------------------------------------------------

class StandardDeck(DeckComponent):
    """The standard deck in play: its persistent card effects hook into battle and the turn."""


    # Battle (Law 4.3) ----------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_can_ambush(self, game, battle):
        """Scouting Party: ambush cards have no effect on an attacker with it in play, so none is played."""
        if in_play(game, battle.attacker, "scouting_party") is not None:
            return False
        return None

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """Step 3 (4.3.3): Armorers (either side), Sappers (defender), Brutal Tactics (attacker)."""
        if not self._battle_options(game, battle, side, ()):
            return None
        return self._use_battle_effects(game, battle, side)

    def _battle_options(self, game, battle, side: str, used) -> list[Option]:
        play_area = game.state.factions[battle.faction(side)].play_area
        if not play_area:
            return []
        effects = game.definition.deck.effects_of(play_area)
        hits = battle.rolled_hits["defender" if side == "attacker" else "attacker"]
        options = []
        for effect in _BATTLE_EFFECTS[side]:
            card = effects.get(effect)
            if card is not None and effect not in used and (hits or effect != "armorers"):  # Armorers: rolled hits
                options.append(_BATTLE_OPTIONS[effect, hits, battle.defender, card])
        return options

    def _use_battle_effects(self, game, battle, side: str):
        used: list[str] = []
        yield from effect_menu(battle.faction(side), "standard.battle_effect",
                               f"Battle in clearing {battle.clearing}: use a card effect?",
                               lambda: self._battle_options(game, battle, side, used),
                               lambda chosen: self._use_battle_effect(game, battle, side, chosen.id, used),
                               done="Use no (more) card effects")

    def _use_battle_effect(self, game, battle, side: str, effect: str, used: list[str]) -> None:
        faction = battle.faction(side)
        other = "defender" if side == "attacker" else "attacker"
        used.append(effect)
        if effect == "armorers":  # ambush and extra hits are not rolled hits: they still count
            discard_own(game, faction, "armorers")
            game.event("armorers", faction=faction, ignored=battle.rolled_hits[other])
            battle.rolled_hits[other] = 0
        elif effect == "sappers":
            discard_own(game, faction, "sappers")
            battle.extra_hits[side] += 1
            game.event("extra_hit", faction=faction, reason="sappers")
        else:  # Brutal Tactics stays in the play area
            battle.extra_hits[side] += 1
            game.event("extra_hit", faction=faction, reason="brutal_tactics")
            scoring.score(game, battle.defender, 1, "Brutal Tactics")

    # Birdsong ----------------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        """At start of Birdsong: Better Burrow Bank. At start of Daylight: Command Warren. At start of Evening:
        Cobbler."""
        play_area = game.state.factions[faction].play_area
        if not play_area:  # every phase asks: answer the common cases at once
            return None
        effects = game.definition.deck.effects_of(play_area)  # `_effects_in_play`, inlined
        if phase == "birdsong":
            if self.birdsong_options(game, faction, True, effects):
                return birdsong_menu(self, game, faction, True)
        elif phase == "daylight":
            if "command_warren" in effects:
                return game.factions[faction].take_battle(game, "standard.command_warren", optional=True)
        elif phase == "evening":
            if "cobbler" in effects:
                return game.factions[faction].take_move(game, "standard.cobbler", optional=True)
        return None

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        """Royal Claim and Stand and Deliver! may be used at any time in Birdsong: offered once its start is over
        and again once the faction's Birdsong steps are done (a new roost or a revolt may change what is ruled)."""
        if phase != "birdsong":
            return None
        play_area = game.state.factions[faction].play_area
        if not play_area:
            return None
        if self.birdsong_options(game, faction, False, game.definition.deck.effects_of(play_area)):
            return birdsong_menu(self, game, faction, False)
        return None

    def birdsong_options(self, game, faction: str, at_start: bool,
                         effects: Mapping[str, int] | None = None) -> list[Option]:
        """The Birdsong card effects `faction` may use now: at its start (`at_start`) Better Burrow Bank, else
        those usable at any time in it; `effects`: those in its play area, when the caller has them (the phase
        hooks)."""
        if effects is None:
            effects = _effects_in_play(game, faction)
        if effects.keys().isdisjoint(BIRDSONG):
            return []
        used = _used(game)
        options = []
        if at_start:
            if "better_burrow_bank" in effects and "better_burrow_bank" not in used:
                card = effects["better_burrow_bank"]
                options += [_WITH_OPTIONS["better_burrow_bank", f, card] for f in _others(game, faction)]
            return options
        if "royal_claim" in effects and game.factions[faction].can_score(game):
            ruled = len(ruled_by(game, faction))
            if ruled:
                options.append(Option("royal_claim", f"Royal Claim: discard it to score {ruled} VP",
                                      {"vp": ruled, "card": effects["royal_claim"]}))
        if "stand_and_deliver" in effects and "stand_and_deliver" not in used:
            card = effects["stand_and_deliver"]
            options += [_WITH_OPTIONS["stand_and_deliver", f, card] for f in others_with_cards(game, faction)]
        return options

    def use_birdsong(self, game, faction: str, chosen: Option):
        effect = chosen.id.split(":")[0]
        if effect == "better_burrow_bank":
            _mark_used(game, effect)
            other = chosen.data["faction"]
            game.event("better_burrow_bank", faction=faction, other=other)
            cards.draw(game, faction, 1)
            cards.draw(game, other, 1)
        elif effect == "royal_claim":
            discard_own(game, faction, "royal_claim")
            scoring.score(game, faction, chosen.data["vp"], "Royal Claim")
        else:
            _mark_used(game, effect)
            yield from self._stand_and_deliver(game, faction, chosen.data["faction"])

    def _stand_and_deliver(self, game, faction: str, victim: str):
        """Take a random card from `victim`'s hand (a chance outcome); then `victim` scores 1 VP."""
        cards.take_random_card(game, faction, victim, "stand_and_deliver")
        scoring.score(game, victim, 1, "Stand and Deliver!")
        return
        yield

    # Daylight ------------------------------------------------------------------------------------------------

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """Tax Collector and Codebreakers: each once per Daylight, at any time in it. Tax Collector is not offered
        when no card can be drawn (deck and discard pile both empty): the warrior would be removed for nothing."""
        st = game.state
        play_area = st.factions[faction].play_area
        if not play_area:  # every Daylight menu asks: answer the common cases at once
            return None
        effects = game.definition.deck.effects_of(play_area)  # `_effects_in_play`, inlined
        tax_collector, codebreakers = "tax_collector" in effects, "codebreakers" in effects
        if not tax_collector and not codebreakers:
            return None
        used = _used(game)
        pairs = []
        if tax_collector and "tax_collector" not in used and (st.deck or st.discard) \
                and _warrior_clearings(game, faction, first_only=True):
            pairs.append((_TAX_COLLECTOR[effects["tax_collector"]], self._tax_collector))
        if codebreakers and "codebreakers" not in used:
            card = effects["codebreakers"]
            for f in others_with_cards(game, faction):
                pairs.append((_WITH_OPTIONS["codebreakers", f, card], self._codebreakers))
        return pairs

    def _tax_collector(self, game, faction: str, option: Option):
        _mark_used(game, "tax_collector")
        where = _warrior_clearings(game, faction)
        chosen = yield Decision(faction, "standard.tax_collector", "Tax Collector: remove a warrior from which "
                                "clearing?", clearing_options(where))
        removal = remove(game, faction, "warrior", chosen.data["clearing"], 1, faction, "tax_collector")
        cards.draw(game, faction, 1)
        # Law 1.4.2: what the removal triggers (Field Hospitals) waits until the effect is done.
        yield from resolve_removals(game, [removal])

    def _codebreakers(self, game, faction: str, option: Option):
        _mark_used(game, "codebreakers")
        other = option.data["faction"]
        # Law 1.2.1: only the looker learns the cards; the player looked at, and everyone else, knows whose
        # hand it was (as with a card taken or given, the event is addressed to both).
        game.event("hand_seen", faction=faction, to=[faction, other], other=other,
                   cards=list(game.state.factions[other].hand), held_by=other, reason="codebreakers")
        return None


def advise_battle_effect(bot, game, decision) -> str:
    """Every heuristic bot in step 3 of a battle (4.3.3): Sappers whenever offered (an extra hit for a card it holds for
    no other use); Armorers when it ignores `ARMORERS_WORTH` rolled hits or more (it is discarded, so not for one);
    never Brutal Tactics, whose extra hit gives the defender a VP and a bot has no plan to weigh that against."""
    offered = {o.id: o for o in decision.options}
    if "sappers" in offered:
        return "sappers"
    armorers = offered.get("armorers")
    if armorers is not None and armorers.data["hits"] >= ARMORERS_WORTH:
        return "armorers"
    return "done"


@hookimpl
def rootcore_register(registry):
    registry.add_deck(DECK, "rootcore_content:decks/standard.toml", factory=StandardDeck)
    registry.add_bot_advice("standard.battle_effect", advise_battle_effect)
    for effect, suit in FAVORS.items():
        registry.add_card_effect(effect, favor(suit))
    for effect in PERSISTENT:
        registry.add_card_effect(effect, enters_play)
