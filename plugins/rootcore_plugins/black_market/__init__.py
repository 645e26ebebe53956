"""The Black Market landmark card (content/landmarks/black_market.toml, Law Appendix F): set up in a clearing with
one building slot and no ruin, away from other landmarks (A.5.3), with three cards from the deck face down beside
it. Once per turn, a player with any piece in its clearing may swap a card from hand with one of the face-down cards,
chosen by position without seeing it (which position is public: the `black_market_taken` event). "Once on their turn"
is read as any time of the turn, offered where rootcore's turn has room for it (`rootcore_phase_open`): in Birdsong
once its start effects are over (Law 1.4.1: after the Riverfolk's services or Better Burrow Bank) and before its own
steps (an Eyrie Decree, a revolt), among the Daylight options, and in Evening after its steps (its draws), before its
end effects (the Tower's point).

Hidden information (Law 1.2): nobody sees the face-down cards, so views show their count, events tell each moved
card only to the swapping player, and `rootcore.bots.determinize` re-deals them with the other hidden cards
(`Landmark.card_piles`).

State (JSON-like): `state.data["black_market"]` lists the face-down cards; `state.data["turn"]["black_market.used"]`
marks this turn's swap.

Bot advice (`Registry.add_bot_advice`): a heuristic bot swaps when its least useful card is worth less than an unknown
card on average, and takes a face-down card it did not put there itself (`known_positions`).
"""
from __future__ import annotations

from rootcore import Decision, Landmark, Option, fixed_option, hookimpl
from rootcore.rules import cards

LANDMARK = "black_market"
CONTENT = "rootcore_content:landmarks/black_market.toml"
USED = "black_market.used"
FACE_DOWN = 3
_NOT_NOW = fixed_option("pass", "Not now")
SWAP = "black_market.swap"  # the swap's option id (Birdsong's first window, Daylight, Evening's last window)


class BlackMarket(Landmark):
    def face_down(self, game) -> list[int]:
        return game.state.data.get(LANDMARK, [])

    def card_piles(self, game) -> list[list[int]]:
        return [self.face_down(game)]

    def setup(self, game, clearing: int):
        """Three cards from the deck go face down beside the card."""
        st = game.state
        st.data[LANDMARK] = [st.deck.pop() for _ in range(min(FACE_DOWN, len(st.deck)))]
        return iter(())

    def view(self, game, player) -> dict:
        return {"face_down": len(self.face_down(game))}

    def can_swap(self, game, faction: str) -> bool:
        """Once per turn, with a card in hand and a piece in the Black Market's clearing."""
        st = game.state
        clearing = self.clearing(game)
        return (clearing is not None and bool(st.factions[faction].hand) and bool(self.face_down(game))
                and not st.data.get("turn", {}).get(USED) and st.clearings[clearing].has_any(faction))

    def swap_option(self) -> Option:
        return self.shared_option(SWAP, "Swap a card with the Black Market")

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        if not self.can_swap(game, faction):
            return None
        return [(self.swap_option(), self.swap)]

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        """The swap offered in Birdsong's first window, once its start is over (the dominance check, the Riverfolk's
        services, Better Burrow Bank...) and before its own steps, and in Evening's last window, after its steps
        (its draws) and before its end effects: the latest moment of the turn open to it (Law 1.4.1)."""
        if phase != ("birdsong" if first else "evening") or not self.can_swap(game, faction):
            return None
        return self._offer(game, faction)

    def _offer(self, game, faction: str):
        if not self.can_swap(game, faction):  # another effect of the same moment, ordered first, changed that
            return
        chosen = yield Decision(faction, "black_market.offer", "Swap a card with the Black Market now?",
                                [self.swap_option(), _NOT_NOW])
        if chosen.id != _NOT_NOW.id:
            yield from self.swap(game, faction, chosen)

    def swap(self, game, faction: str, option: Option):
        st = game.state
        hand = st.factions[faction].hand
        given = yield from cards.choose_from_hand(game, faction, "black_market.give", "Put which card face down "
                                                  "at the Black Market?", cards.card_options(game, sorted(set(hand))))
        face_down = self.face_down(game)
        slots = [self.shared_option(f"black_market.take:{i}", f"Face-down card {i + 1}", {"position": i})
                 for i in range(len(face_down))]
        taken = yield Decision(faction, "black_market.take", "Take which face-down card?", slots)
        position = taken.data["position"]
        card = face_down[position]
        hand.remove(given.data["card"])
        face_down[position] = given.data["card"]
        hand.append(card)
        st.data.setdefault("turn", {})[USED] = True
        game.event("black_market_taken", faction=faction, position=position)  # public: the table sees which
        game.event("black_market_swap", faction=faction, to=faction, given=given.data["card"], taken=card)


# -- bot advice ----------------------------------------------------------------------------------------------------

def known_positions(game, faction: str) -> set[int]:
    """The face-down positions holding a card `faction` put there itself and nobody has taken since (the public
    `black_market_taken` events: which position each swap took, and so filled): cards it knows, not worth taking."""
    last_taker: dict[int, str] = {}
    for event in game.events:
        if event["type"] == "black_market_taken":
            last_taker[event["position"]] = event["faction"]
    return {position for position, taker in last_taker.items() if taker == faction}


def advise_offer(bot, game, decision) -> str:
    """Swap when the hand's least useful card (`card_value`) is worth less than an unknown card on average and some
    face-down card is unknown to the bot; else not now."""
    me = bot.faction
    if len(known_positions(game, me)) >= len(game.state.data.get(LANDMARK, [])):
        return _NOT_NOW.id
    worst = min(bot.card_value(game, c) for c in game.state.factions[me].hand)
    mean = sum(bot.card_value(game, c) for c in range(len(game.cards))) / len(game.cards)
    return SWAP if worst < mean else _NOT_NOW.id


def advise_take(bot, game, decision) -> str | None:
    """The first face-down card the bot did not put there itself (`known_positions`)."""
    known = known_positions(game, bot.faction)
    return bot.pick(decision, lambda o: None if o.data["position"] in known else -o.data["position"])


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(LANDMARK, CONTENT, factory=BlackMarket)
    registry.add_bot_advice("black_market.offer", advise_offer)
    registry.add_bot_advice("black_market.take", advise_take)
