"""The Black Market landmark card (content/landmarks/black_market.toml, Law Appendix F): set up in a clearing with
one building slot and no ruin, away from other landmarks (A.5.3), with three cards from the deck face down beside
it. Once per turn, a player with any piece in its clearing may swap a card from hand with one of the face-down cards,
chosen by position without seeing it. "Once on their turn" is read as any time of the turn, offered where rootcore's
turn has room for it: at the start of Birdsong (before its own steps: an Eyrie Decree, a revolt), among the Daylight
options, and at the end of Evening (after its draws).

Hidden information (Law 1.2): nobody sees the face-down cards, so views show their count, events tell each moved
card only to the swapping player, and `rootcore.bots.determinize` re-deals them with the other hidden cards
(`Landmark.card_piles`).

State (JSON-like): `state.data["black_market"]` lists the face-down cards; `state.data["turn"]["black_market.used"]`
marks this turn's swap.
"""
from __future__ import annotations

from rootcore import Decision, Landmark, Option, fixed_option, hookimpl
from rootcore.rules import cards

LANDMARK = "black_market"
CONTENT = "rootcore_content:landmarks/black_market.toml"
USED = "black_market.used"
FACE_DOWN = 3
_NOT_NOW = fixed_option("pass", "Not now")


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
        return self.shared_option("black_market.swap", "Swap a card with the Black Market")

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        if not self.can_swap(game, faction):
            return None
        return [(self.swap_option(), self.swap)]

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        """The swap offered at the start of Birdsong, before the phase's own steps."""
        return self._offer(game, faction) if phase == "birdsong" and self.can_swap(game, faction) else None

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        """The swap offered at the end of Evening, after its draws: the last moment of the turn."""
        return self._offer(game, faction) if phase == "evening" and self.can_swap(game, faction) else None

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
        game.event("black_market_swap", faction=faction, to=faction, given=given.data["card"], taken=card)


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(LANDMARK, CONTENT, factory=BlackMarket)
