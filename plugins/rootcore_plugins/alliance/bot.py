"""A heuristic bot for the Woodland Alliance: spread sympathy every Birdsong where it is cheapest and safest,
revolt where a base pays (enemy buildings to remove, or the first base), mobilize cards, craft items with the
sympathy tokens, train officers, and spend the officers on organizing (sympathy for a warrior), recruiting
and moving warriors to the next clearing to organize. It takes a dominance victory when it rules enough.

Registered as `heuristic` for the Alliance (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import craft, move, pieces

SYMPATHY = "sympathy"


class AllianceBot(bots.HeuristicBot):

    card_dominance, card_item_vp = 1.5, 0.3  # `card_value`
    move_origins_offered = False  # a move is planned over every clearing it can move from

    # -- helpers ---------------------------------------------------------------------------------------------------

    def supporter_value(self, game, card: int) -> float:
        """How much a supporter is worth keeping: birds are wild, scarce suits are needed."""
        d = game.cards[card]
        if d.suit == "bird":
            return 3.0
        same = sum(1 for c in self.me(game).supporters(game) if game.cards[c].suit == d.suit)
        return 1.0 + 1.0 / max(1, same)

    def threat(self, game, clearing: int) -> int:
        return bots.threat(game, self.faction, clearing)

    # -- Birdsong --------------------------------------------------------------------------------------------------

    def decide_alliance_revolt(self, game, decision):
        me = self.me(game)
        has_base = me.has_base_on_map(game)
        best, best_value = None, None
        stakes = bots.dominance_stakes(game, self.faction)
        for option in decision.options:
            if not option.data:
                continue
            cid = option.data["clearing"]
            enemy = bots.enemy_pieces(game, self.faction, cid) + bots.stake_in(stakes, cid)  # a rival's rule too
            warriors = sum(1 for c in me.sympathetic_clearings(game) if bots.share_suit(game, c, cid))
            value = 1.5 * enemy + 0.8 * warriors + (4.0 if not has_base else 1.0)
            value -= 0.3 * self.threat(game, cid)
            if best_value is None or value > best_value:
                best, best_value = option.id, value
        if best is not None and best_value >= 2.0:
            return best
        return "pass"

    def decide_alliance_revolt_suit(self, game, decision):
        """A revolt in a clearing of several suits (the Lost City) as which suit: the one with the most supporters
        matching it, which keeps the most after paying for it (8.5.1)."""
        me = self.me(game)
        return self.pick(decision, lambda o: len(me.matching_supporters(game, o.data["suit"])))

    def decide_alliance_revolt_supporter(self, game, decision):
        return self.worst_card(game, decision, value=self.supporter_value)

    def spread_value(self, game, clearing: int, cost: int) -> float:
        me = self.me(game)
        board = game.board
        sympathetic = set(me.sympathetic_clearings(game))
        open_neighbours = sum(1 for c in board.adjacent[clearing] if c not in sympathetic)
        value = -2.0 * cost + 0.3 * open_neighbours - 0.4 * self.threat(game, clearing)
        value -= 0.5 * bots.enemy_strength(game, self.faction, clearing)
        suit = game.state.suits[clearing]
        base = me.base_of_suit(suit)
        if base and pieces.available(game, self.faction, base) and not me.has_base_on_map(game):
            value += 0.5  # a future revolt spot
        return value

    def decide_alliance_spread(self, game, decision):
        return self.pick(decision, lambda o: self.spread_value(game, o.data["clearing"], o.data["cost"])
                         if o.data else None)

    def decide_alliance_spread_supporter(self, game, decision):
        return self.worst_card(game, decision, value=self.supporter_value)

    # -- Daylight --------------------------------------------------------------------------------------------------

    def decide_alliance_action(self, game, decision):
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        me = self.me(game)
        craftable = craft.craftable_cards(game, self.faction) if self.has(decision, "craft") else []
        if any(game.cards[c].kind == "item" for c in craftable):
            return "craft"
        if self.has(decision, "train") and me.officers(game) < 6 and self.train_card(game) is not None:
            return "train"
        if self.has(decision, "mobilize"):
            limit = me.capacity(game)
            if limit is None or len(me.supporters(game)) < limit:
                return "mobilize"
            if self.has(decision, "train"):
                return "train"
        return "end"

    def train_card(self, game) -> int | None:
        cards = self.me(game).train_cards(game)
        if not cards:
            return None
        return min(cards, key=lambda c: (self.card_value(game, c), c))

    def decide_alliance_craft(self, game, decision):
        return self.pick(decision, lambda o: self.item_vp(game, o))

    def decide_alliance_mobilize(self, game, decision):
        # Keep the suit the supporters lack most: mobilize the card whose suit is scarcest on the stack.
        return self.pick(decision, lambda o: self.mobilize_value(game, o.data["card"]))

    def mobilize_value(self, game, card: int) -> float:
        d = game.cards[card]
        if d.suit == "bird":
            return 3.0
        supporters = self.me(game).supporters(game)
        same = sum(1 for c in supporters if game.cards[c].suit == d.suit)
        return 2.0 - 0.5 * same

    def decide_alliance_train(self, game, decision):
        return self.worst_card(game, decision)

    # -- Evening: Military Operations ------------------------------------------------------------------------------

    def decide_alliance_operation(self, game, decision):
        if self.has(decision, "organize") and self.organize_target(game) is not None:
            return "organize"
        if self.has(decision, "recruit"):
            return "recruit"
        if self.has(decision, "battle") and self.best_battle(game, 1.0):
            return "battle"
        if self.has(decision, "move") and self.move_plan(game) is not None:
            return "move"
        return "end"

    def organize_target(self, game) -> int | None:
        me = self.me(game)
        best, best_value = None, None
        for cid in me.organize_clearings(game):
            cl = game.state.clearings[cid]
            value = -0.4 * self.threat(game, cid) + 0.2 * cl.warriors.get(self.faction, 0)
            if any(f == self.faction for f, _ in cl.buildings) and cl.warriors.get(self.faction, 0) <= 1:
                value -= 2.0  # the last guard of a base
            if best_value is None or value > best_value:
                best, best_value = cid, value
        return best

    def decide_alliance_organize(self, game, decision):
        target = self.organize_target(game)
        return f"clearing:{target}" if target is not None else None

    def decide_alliance_recruit(self, game, decision):
        return self.pick(decision, lambda o: self.threat(game, o.data["clearing"]))

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        st = game.state
        me = self.me(game)
        sympathetic = set(me.sympathetic_clearings(game))
        best, best_value = None, 0.5
        for origin in origins if origins is not None else move.origins(game, self.faction):
            cl = st.clearings[origin]
            have = cl.warriors.get(self.faction, 0)
            base_here = any(f == self.faction for f, _ in cl.buildings)
            keep = 1 if base_here else 0
            if origin not in sympathetic:
                keep = max(keep, 1)  # it can organize here itself
            spare = have - keep
            if spare <= 0:
                continue
            for dest in move.destinations(game, self.faction, origin):
                if dest in sympathetic or not pieces.placement_allowed(game, self.faction, SYMPATHY, dest):
                    continue
                if st.clearings[dest].warriors.get(self.faction):
                    continue
                value = 2.0 - 0.3 * self.threat(game, dest) - 0.5 * bots.enemy_strength(game, self.faction, dest)
                if value > best_value:
                    best, best_value = (origin, dest, 1), value
        return best

    decide_alliance_move_origin = bots.HeuristicBot.plan_move_origin
    decide_alliance_move_destination = bots.HeuristicBot.plan_move_destination
    decide_alliance_move_count = bots.HeuristicBot.plan_move_count

    def battle_value(self, game, clearing: int, defender: str) -> float:
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        if est["pawn"] and not est["warriors"] and not est["targets"]:
            return -1.0
        return 1.5 * est["removed"] + 0.5 * est["killed"] - 1.0 * est["taken"]

    decide_alliance_battle_clearing = bots.HeuristicBot.plan_battle_clearing
    decide_alliance_battle_defender = bots.HeuristicBot.plan_battle_defender

    # -- reactions and cards ---------------------------------------------------------------------------------------

    def decide_take_hit(self, game, decision):
        """A sympathy token is cheaper to lose than a base (Law 8.2.4: the supporters of its suit and half the officers
        go with a base); of several bases (the Lost City holds one of each suit, Law F), the one whose suit the fewest
        supporters match."""
        if self.has(decision, "piece:sympathy"):
            return "piece:sympathy"
        me = self.me(game)
        suits = me.base_suits
        return self.pick(decision, lambda o: -len(me.matching_supporters(game, suits[o.data["piece"]]))
                         if o.data["piece"] in suits else None) or super().decide_take_hit(game, decision)

    def decide_alliance_discard_supporter(self, game, decision):
        return self.worst_card(game, decision, value=self.supporter_value)


def create(faction: str, seed: int = 0) -> AllianceBot:
    return AllianceBot(faction, seed)
