"""The Croakers Coven's heuristic seat: `rootcore.bots.GenericBot` (a lookahead over its own turn) taught what the
Coven's spells are worth (`position_value`). The generic one sees only the bot's own pieces, so a spell that breaks enemy
pieces (Fireball, the Mudman) looked like a loss of Magic-free warriors, and Magic looked worthless. Here:

* enemy buildings and tokens on the map count against the bot (Fireball, Petrify and the Mudman break them), and a
  little each enemy warrior;
* a statue is worth more than another piece: it scores every Birdsong (Hocus Focus, CC.4.2), beyond the turn the
  lookahead sees;
* Magic in the Cauldron is worth a little more than a card, so Brew (CC.6.2) pays and a spell must buy more than it
  costs;
* Research (CC.6.1) follows a fixed preference (the lookahead cannot see a spell's worth in later turns), and a
  Fireball's hits go to the enemy with the most buildings and tokens there;
* in a battle on another's turn it casts Dazzle on its enemy when it fights, and nothing else.
"""
from __future__ import annotations

from rootcore import bots
from rootcore.bots import GenericBot

STATUE = "statue"
# CC.6.1: the order in which the bot researches spells (those that break enemy pieces or score first).
RESEARCH_ORDER = ("fireball", "dazzle", "summon", "resurrection", "regrowth", "transform", "teleport", "petrify")


class CroakersCovenBot(GenericBot):
    enemy_piece_weight = 1.0      # per enemy building or token on the map
    enemy_warrior_weight = 0.2    # per enemy warrior on the map
    statue_weight = 2.0           # per statue on the map, beside `piece_weight` (a VP every Birdsong)
    magic_weight = 0.7            # per Magic in the Cauldron (a card in hand is 0.6)
    ruled_kinds = frozenset({"croakers_coven.research", "croakers_coven.mudman"})

    def position_value(self, game) -> float:
        value = super().position_value(game)
        me = self.faction
        for cl in game.state.clearings.values():
            for owner, kind in cl.buildings + cl.tokens:
                if owner == me:
                    value += self.statue_weight if kind == STATUE else 0.0
                else:
                    value -= self.enemy_piece_weight
            value -= self.enemy_warrior_weight * (sum(cl.warriors.values()) - cl.warriors.get(me, 0))
        return value + self.magic_weight * game.state.factions[me].data["cauldron"]

    def decide_croakers_coven_battle_spell(self, game, decision):
        """A battle in a clearing with the bot's warriors, on another's turn (where it does not look ahead): Dazzle
        the enemy when the bot is a side of it (one of their hits ignored, CC.2.3.II), no other spell (a play-out of
        another's turn would guess that player's choices)."""
        fights = self.faction in decision.about["sides"]
        return "cast:dazzle" if fights and self.has(decision, "cast:dazzle") else "pass"

    def decide_croakers_coven_mudman(self, game, decision):
        """Where the Mudman goes among tied clearings (CC.2.3.VI; on its own turn and others'): where the hits it deals
        land on the most rival pieces against the fewest of the bot's own."""
        clearings, me = game.state.clearings, self.faction

        def worth(option):  # counted as `bots.rival_pieces` counts: a warrior 1, a building or token 2
            c = option.data["clearing"]
            cl = clearings[c]
            own = cl.warriors.get(me, 0) + sum(2 for owner, _ in cl.buildings + cl.tokens if owner == me)
            return bots.rival_pieces(game, me, c) - own
        return self.pick(decision, worth)

    def decide_croakers_coven_research(self, game, decision):
        return self.pick(decision, lambda o: -RESEARCH_ORDER.index(o.data["spell"]))

    def decide_croakers_coven_fireball_target(self, game, decision):
        """The enemy losing most buildings and tokens to the hits (they score), then the leader."""
        cl = game.state.clearings[decision.about["clearing"]]
        st = game.state

        def worth(option):
            f = option.data["faction"]
            return (sum(1 for owner, _ in cl.buildings + cl.tokens if owner == f), st.factions[f].score)
        return self.pick(decision, worth)
