"""The standard ("Might & Right") shared deck: 54 cards as data (content/decks/standard.toml).

Item cards, ambush cards and dominance cards work through the core. The crafted effects of the 25
non-item cards come with a later plugin version; until then the engine lists them as unimplemented
(`Game.unimplemented_cards`, a warning at game start) and they cannot be crafted.
"""
from rootcore import hookimpl


@hookimpl
def rootcore_register(registry):
    registry.add_deck("standard", "rootcore_content:decks/standard.toml")
