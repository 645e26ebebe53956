"""A heuristic bot for Old Man Tinker: `rootcore.bots.GenericBot` (each choice of its own turn played out on
determinized clones and the outcomes rated), with a Do-Over (OMT.4) only when it costs nothing worth keeping (no
factory on the map and every robot broken) and a repair with as many gears as fit."""
from __future__ import annotations

from rootcore.bots import GenericBot

# The kinds the bot answers by its own rules below, never by a look-ahead.
_RULED = frozenset({"old_man_tinker.do_over", "old_man_tinker.repair_count"})


class OldManTinkerBot(GenericBot):

    def looks_ahead(self, game, decision) -> bool:
        """Its own rules, not play-outs, for the Do-Over (a play-out to the turn's end cannot rate a new setup) and
        a repair's count."""
        return decision.kind not in _RULED and super().looks_ahead(game, decision)

    def decide_old_man_tinker_do_over(self, game, decision) -> str:
        component = game.factions[self.faction]
        robots = game.state.factions[self.faction].data["robots"].values()
        worthless = not component.factories(game) and all(not robot["gears"] for robot in robots)
        return "yes" if worthless else "no"

    def decide_old_man_tinker_repair_count(self, game, decision) -> str:
        return decision.option_ids[-1]  # as many gears as fit: a robot's strength (OMT.2.4)


def create(faction: str, seed: int = 0) -> OldManTinkerBot:
    return OldManTinkerBot(faction, seed)
