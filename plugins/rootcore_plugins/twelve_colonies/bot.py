"""The Twelve Colonies' heuristic seat: `rootcore.bots.GenericBot`, its Democratic Process decided by the advice every
player's bot follows (`advice.py`), since a look-ahead would rate a vote by random play-outs of the turn, and which of
its warriors a removal takes by a rule of its own (asked in any player's turn, where a GenericBot does not look
ahead). Imported only when a game seats it (the plugin registers it by name)."""
from __future__ import annotations

from rootcore.bots import GenericBot

from .advice import ADVISED


class ColoniesBot(GenericBot):
    ruled_kinds = ADVISED | {"twelve_colonies.turtles_removed"}

    def decide_twelve_colonies_turtles_removed(self, game, decision):
        """Warriors removed where turtles and snakes stand (TC.2.2): the turtles but one go first. One turtle is
        enough for Hard Shelled (TC.2.2.I: the first rolled hit ignored); the others roll no hits and never move
        (TC.2.2.II), while snakes roll hits and march."""
        clearing = decision.about["clearing"]
        spare_turtles = max(0, self.me(game).turtles_at(game, clearing) - 1)
        return self.pick(decision, lambda o: -abs(o.data["count"] - spare_turtles))  # the nearest count offered
