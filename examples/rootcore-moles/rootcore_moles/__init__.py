"""The Mole Diggers: a small homebrew faction showing how a third-party plugin plugs into rootcore.

Setup: a burrow and four warriors in a free corner. Daylight: craft with burrows, then two actions of
move, battle, recruit (a warrior at each burrow) or dig (a burrow in a clearing you rule). Evening: score
by burrows on the map, draw one card plus bonuses, discard to five.
"""
from rootcore import ask_clearing, Faction, Option, ask, clearing_options, hand_question, hookimpl
from rootcore.rules import battle, cards, craft, move, pieces, scoring, setup
from rootcore.rules.rule import rules


class Moles(Faction):

    def setup(self, game):
        taken = setup.starting_corners(game).values()
        free = [c for c in game.board.corners if c not in taken]
        spots = [c for c in (free or game.board.clearing_ids) if pieces.can_place(game, self.id, "burrow", c)]
        home = yield from ask_clearing(self.id, "moles.setup", "Start in which clearing?", spots)
        pieces.place(game, self.id, "burrow", home)
        setup.record_starting_corner(game, self.id, home)
        pieces.place(game, self.id, "warrior", home, self.board.data["starting_warriors"])

    def daylight(self, game):
        yield from craft.craft_step(game, self.id, "moles.craft")
        left = self.board.data["actions_per_turn"]
        while left:
            options = []
            if move.origins(game, self.id):
                options.append(Option("move", "Move"))
            if battle.battle_clearings(game, self.id):
                options.append(Option("battle", "Battle"))
            if self._burrows(game) and pieces.available(game, self.id, "warrior"):
                options.append(Option("recruit", "Recruit"))
            if self._dig_spots(game):
                options.append(Option("dig", "Dig a burrow"))
            # At any time in Daylight, at no action cost: dominance cards (Law 3.3.1) and card effects such as
            # Tax Collector (the rootcore_daylight_options hook), as in every Daylight menu (docs/plugins.md).
            options += cards.daylight_card_options(game, self.id)
            options.append(Option("end", "End Daylight"))
            # "End Daylight" alone ends it unasked, unless hands are concealed and a card is held (Law 1.2.1).
            question = hand_question(game, self.id, "moles.action", f"Choose an action ({left} left)", options)
            if question is None:
                return
            chosen = yield question
            if chosen.id == "end":
                return
            if chosen.id not in ("move", "battle", "recruit", "dig"):  # a dominance card or card effect
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)
                continue
            left -= 1
            if chosen.id == "move":
                yield from move.take_move(game, self.id, kind="moles.move")
            elif chosen.id == "battle":
                yield from battle.take_battle(game, self.id, kind="moles.battle")
            elif chosen.id == "recruit":
                for cid in self._burrows(game):
                    pieces.place(game, self.id, "warrior", cid)
            else:
                spots = self._dig_spots(game)
                chosen = yield from ask(self.id, "moles.dig", "Dig where?",
                                        clearing_options(spots))
                pieces.place(game, self.id, "burrow", chosen.data["clearing"])

    def evening(self, game):
        on_map = len(self._burrows(game))
        if on_map:
            scoring.score(game, self.id, self.board.tracks["burrow"].vp[on_map - 1], "burrows")
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # card effects may replace it
        yield from cards.discard_to_hand_limit(game, self.id)

    def _burrows(self, game):
        return [c for c, cl in game.state.clearings.items() for _ in range(cl.count(self.id, "burrow"))]

    def _dig_spots(self, game):
        return [c for c in game.board.clearing_ids
                if rules(game, c) == self.id and pieces.can_place(game, self.id, "burrow", c)]


@hookimpl
def rootcore_register(registry):
    registry.add_faction("moles", Moles, board="rootcore_moles:moles.toml")
