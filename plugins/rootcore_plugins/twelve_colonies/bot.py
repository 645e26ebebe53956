"""The Twelve Colonies' heuristic seat: `rootcore.bots.GenericBot`, its Democratic Process decided by the advice every
player's bot follows (`advice.py`), since a look-ahead would rate a vote by random play-outs of the turn. Imported
only when a game seats it (the plugin registers it by name)."""
from __future__ import annotations

from rootcore.bots import GenericBot

from .advice import ADVISED


class ColoniesBot(GenericBot):
    ruled_kinds = ADVISED
