"""How a heuristic Vagabond bot plays the Grouch (Outsiders G.3), as bot advice (`Registry.add_bot_advice`):

* `grouch.special`: whether Scram! is worth his torch now, asked by the Vagabond's bot about the special action of its
  Daylight menu (`VagabondBot.decide_vagabond_action`). It is when the warriors it sends away are worth at least
  `SCRAM_WORTH`: each warrior of a Hostile faction (who may battle him there, Law 9.2.9) `HOSTILE_WARRIOR`, and a
  rival's rule of his clearing broken (`RULE_BROKEN`, plus a tenth of that rival's VP: the leader's rule hurts most).
* `grouch.scram.enemy`: the enemy worth most to move first (a move may change rule there and with it who else may
  leave, Law 4.2.1: the bot takes its best move while it is still possible).
* `grouch.scram.destination`: where the moved warriors gain their owner least: not a clearing they would come to
  rule, and among the rest the one with the most warriors of other factions (where the newcomers can rule nothing
  soon). Ties go to the first clearing offered.
"""
from __future__ import annotations

from rootcore import bots

SCRAM_WORTH = 1.0
HOSTILE_WARRIOR = 0.5
RULE_BROKEN = 1.0


def moved_warriors(game, here: int, owner: str) -> int:
    """How many of `owner`'s warriors Scram moves out of `here`: half, rounded up (Outsiders G.3)."""
    return (game.state.clearings[here].warriors[owner] + 1) // 2


def enemy_value(bot, game, vagabond, here: int, owner: str) -> float:
    """What sending half of `owner`'s warriors out of `here` is worth to the Grouch: relief from a Hostile faction's
    warriors, and a rival's rule of his clearing broken."""
    moved = moved_warriors(game, here, owner)
    value = HOSTILE_WARRIOR * moved if vagabond.is_hostile(game, owner) else 0.0
    if bots.loses_rule(game, owner, here, moved):
        value += RULE_BROKEN + max(0.0, bots.rival_value(game, bot.faction, owner)) / 10
    return value


def scram_value(bot, game) -> float:
    """What Scram! would be worth now: `enemy_value` of every enemy who can be moved (`scram_targets`)."""
    from rootcore_plugins.grouch import scram_targets
    vagabond = game.factions[bot.faction]
    here = vagabond.clearing(game)  # in a forest, no target: Scram is not offered
    return sum(enemy_value(bot, game, vagabond, here, owner) for owner in scram_targets(game, vagabond))


def advise_special(bot, game, decision):
    """Scram! when it is worth `SCRAM_WORTH`; otherwise no advice (the Vagabond's bot then keeps his torch)."""
    return "special" if scram_value(bot, game) >= SCRAM_WORTH else None


def advise_enemy(bot, game, decision):
    vagabond = game.factions[bot.faction]
    here = vagabond.clearing(game)
    return bot.pick(decision, lambda o: enemy_value(bot, game, vagabond, here, o.data["faction"]))


def advise_destination(bot, game, decision):
    owner, here = decision.about["faction"], decision.about["clearing"]
    moved = moved_warriors(game, here, owner)

    def gain(option) -> float:
        dest = option.data["clearing"]
        comes_to_rule = bots.comes_to_rule(game, owner, dest, moved)
        crowd = sum(n for f, n in game.state.clearings[dest].warriors.items() if f != owner)
        return -10.0 * comes_to_rule + 0.1 * crowd

    return bot.pick(decision, gain)
