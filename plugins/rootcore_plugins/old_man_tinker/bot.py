"""A light heuristic bot for Old Man Tinker: the shared heuristics of `rootcore.bots.HeuristicBot`, and a Do-Over
(OMT.4) only when it costs nothing worth keeping: no factory on the map and every robot broken. Its other questions
are answered at random (seeded), as the base class does for kinds it does not know."""
from __future__ import annotations

from rootcore.bots import HeuristicBot


class OldManTinkerBot(HeuristicBot):

    def decide_old_man_tinker_do_over(self, game, decision) -> str:
        component = game.factions[self.faction]
        robots = game.state.factions[self.faction].data["robots"].values()
        worthless = not component.factories(game) and all(not robot["gears"] for robot in robots)
        return "yes" if worthless else "no"

    def decide_old_man_tinker_repair_count(self, game, decision) -> str:
        return decision.option_ids[-1]  # as many gears as fit: a robot's strength (OMT.2.4)


def create(faction: str, seed: int = 0) -> OldManTinkerBot:
    return OldManTinkerBot(faction, seed)
