"""The Legendary Forge landmark card (content/landmarks/legendary_forge.toml, Law Appendix F): set up in any clearing
away from other landmarks (A.5.3); the items its data lists for that clearing's suit move from the supply onto the
card. Crafting an item card (4.1.2), a player with any piece in the Forge's clearing may take its item from the Forge
instead of the supply (`rootcore_item_sources`); the crafter then draws a card and scores one more victory point.

State (JSON-like): `state.data["legendary_forge"]` lists the items on the card.
"""
from __future__ import annotations

from rootcore import Landmark, hookimpl
from rootcore.content import ContentIssue
from rootcore.model import CLEARING_SUITS
from rootcore.rules import cards, scoring

LANDMARK = "legendary_forge"
CONTENT = "rootcore_content:landmarks/legendary_forge.toml"


def data_issues(definition, label: str) -> list[ContentIssue]:
    """Every clearing suit lists its items (the schema checks each is an item)."""
    return [ContentIssue(label, "$.data.items", f"no items listed for {suit} clearings")
            for suit in CLEARING_SUITS if suit not in definition.data["items"]]


class LegendaryForge(Landmark):
    data_issues = staticmethod(data_issues)

    def items(self, game) -> list[str]:
        return game.state.data.get(LANDMARK, [])

    def items_held(self, game) -> dict[str, int]:
        held: dict[str, int] = {}
        for item in self.items(game):
            held[item] = held.get(item, 0) + 1
        return held

    def setup(self, game, clearing: int):
        """The items of the clearing's suit move from the supply onto the card, as many as the supply holds."""
        st = game.state
        moved = st.data[LANDMARK] = []
        for item in self.definition.data["items"][st.suits[clearing]]:
            if st.item_supply.get(item, 0) > 0:
                st.item_supply[item] -= 1
                moved.append(item)
        game.event("forge_items", items=list(moved))
        return iter(())

    def view(self, game, player) -> dict:
        return {"items": list(self.items(game))}

    @hookimpl
    def rootcore_item_sources(self, game, faction, item):
        clearing = self.clearing(game)
        if clearing is None or item not in self.items(game) or not game.state.clearings[clearing].has_any(faction):
            return None
        return self.shared_option(f"legendary_forge:{item}", f"Take the {item} from the Legendary Forge (draw a "
                                  "card, 1 more VP)"), self.take

    def take(self, game, faction: str, item: str):
        """The item leaves the card now; once the craft is scored, the crafter draws a card and scores one more."""
        self.items(game).remove(item)
        return self._reward(game, faction)

    @staticmethod
    def _reward(game, faction: str):
        yield from cards.draw_step(game, faction, 1)
        scoring.score(game, faction, 1, LANDMARK)


@hookimpl
def rootcore_register(registry):
    registry.add_landmark(LANDMARK, CONTENT, factory=LegendaryForge)
