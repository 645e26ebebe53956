"""A heuristic bot for Old Man Tinker: `rootcore.bots.GenericBot` (each choice of its own turn played out on
determinized clones and the outcomes rated), with a Do-Over (OMT.4) only when it costs nothing worth keeping (no
factory on the map and every robot broken), a repair with as many gears as fit, a hit on a drone before a robot, and
the Old Man's forest after his removal where the clearings around it are safest."""
from __future__ import annotations

from rootcore.bots import GenericBot


class OldManTinkerBot(GenericBot):
    # Its own rules, not play-outs, for the Do-Over (a play-out to the turn's end cannot rate a new setup) and a
    # repair's count.
    ruled_kinds = frozenset({"old_man_tinker.do_over", "old_man_tinker.repair_count"})

    def decide_old_man_tinker_do_over(self, game, decision) -> str:
        component = game.factions[self.faction]
        robots = game.state.factions[self.faction].data["robots"].values()
        worthless = not component.factories(game) and all(not robot["gears"] for robot in robots)
        return "yes" if worthless else "no"

    def decide_old_man_tinker_repair_count(self, game, decision) -> str:
        return decision.option_ids[-1]  # as many gears as fit: a robot's strength (OMT.2.4)

    def decide_old_man_tinker_take_hit(self, game, decision) -> str | None:
        """A hit on its warriors (OMT.2.4.I), mostly on another's turn: a drone first (a robot's gear spills into the
        clearing for its enemies, and a robot with none left breaks), then the robot with the most gears."""
        if self.has(decision, "drone"):
            return "drone"
        robots = game.state.factions[self.faction].data["robots"]
        return self.pick(decision, lambda o: robots[o.data["robot"]]["gears"])

    def decide_old_man_tinker_old_man_forest(self, game, decision) -> str | None:
        """The Old Man, removed, goes to a forest next to his clearing (OMT.2.3), mostly on another's turn where the
        bot does not look ahead: the forest whose clearings are safest for him to step into (`safety`: the bot's
        warriors there less half the enemy warriors in and around them)."""
        forests = game.board.forests
        return self.pick(decision, lambda o: sum(self.safety(game, c) for c in forests[o.data["forest"]]))


def create(faction: str, seed: int = 0) -> OldManTinkerBot:
    return OldManTinkerBot(faction, seed)
