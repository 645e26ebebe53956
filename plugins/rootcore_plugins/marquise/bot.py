"""A heuristic bot for the Marquise de Cat: build every turn (the cheapest building first, sawmills early),
recruit once, overwork when wood is short, craft items, fight only battles that pay, march to rule clearings
with free building slots, and go for a dominance victory when it already rules three clearings of a suit.

Registered as `heuristic` for the Marquise (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import cards, craft, move, pieces, suits
from rootcore.rules.rule import rules

ENGINE = {"sawmill": 1.6, "workshop": 0.6, "recruiter": 0.9}  # worth of a building beyond its VP
LOSS_ORDER = ("wood", "recruiter", "workshop", "sawmill", "keep")  # which piece to lose first to a hit


class MarquiseBot(bots.HeuristicBot):

    dominance_margin = 2

    # -- helpers -------------------------------------------------------------------------------------------------

    def card_value(self, game, card: int) -> float:
        d = game.cards[card]
        if d.kind == "dominance":
            ruled = bots.suit_rule_counts(game, self.faction)
            return 6.0 + ruled.get(d.suit, 0) if d.suit != "bird" else 4.0
        value = 1.0
        if d.suit == "bird":
            value += 1.0
        if d.kind == "ambush":
            value += 1.5
        if d.kind == "item" and card not in game.unimplemented_cards:
            workshops = self.me(game).crafting_pieces(game)
            if craft.affordable(d.cost, workshops) and game.state.item_supply.get(d.item, 0) > 0:
                value += 1.0 + d.vp
        return value

    # -- setup -----------------------------------------------------------------------------------------------------

    def decide_marquise_setup_keep(self, game, decision):
        board = game.board
        return self.pick(decision, lambda o: sum(board.slots[c] for c in (o.data["clearing"],
                                                                            *board.adjacent[o.data["clearing"]])))

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_marquise_setup_homeland = decide_marquise_setup_keep

    def decide_marquise_setup_building(self, game, decision):
        return self.pick(decision, lambda o: (pieces.open_slots(game, o.data["clearing"]),
                                              -o.data["clearing"]))

    def decide_marquise_wood(self, game, decision):
        return self.pick(decision, lambda o: self.safety(game, o.data["clearing"]))

    # -- dominance -------------------------------------------------------------------------------------------------

    def dominance_choice(self, game, decision) -> str | None:
        """Activate a dominance card that wins now; else take one whose suit it rules three clearings of."""
        choice = super().dominance_choice(game, decision)
        if choice is not None:
            return choice
        fs = self.fs(game)
        if fs.dominance is None and fs.score >= 5:
            ruled = bots.suit_rule_counts(game, self.faction)
            for option in decision.options:
                if option.id.startswith("take_dominance"):
                    suit = game.cards[option.data["card"]].suit
                    spare = [c for c in fs.hand if game.cards[c].kind != "dominance" and cards.matches(game, c, suit)]
                    if suit != "bird" and ruled.get(suit, 0) >= 3 and spare:
                        return option.id
        return None

    # -- Daylight --------------------------------------------------------------------------------------------------

    def decide_marquise_craft(self, game, decision):
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        choice = self.pick(decision, lambda o: self.item_vp(game, o), "craft:")
        return choice or "done"

    def decide_marquise_action(self, game, decision):
        fs = self.fs(game)
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        left = fs.data.get("actions", 1)
        won = fs.dominance is not None
        build = self.best_build(game) if self.has(decision, "build") else None
        if build and not won:
            # Spend a spare bird card for one more action when there is more worth doing than actions left.
            if left == 1 and self.has(decision, "bird_action") and self.spare_bird(game):
                return "bird_action"
            return "build"
        if self.has(decision, "recruit"):
            return "recruit"
        if self.has(decision, "overwork") and not won and self.overwork_card(game) is not None \
                and self.wood_short(game):
            return "overwork"
        if self.has(decision, "battle") and self.best_battle(game, min_value=0.9 if not won else 0.3):
            return "battle"
        if self.has(decision, "march") and self.best_move(game, first=True):
            return "march"
        if left == 1 and self.has(decision, "bird_action") and self.spare_bird(game) and build:
            return "bird_action"
        return "end"

    def spare_bird(self, game) -> bool:
        return any(game.cards[c].suit == "bird" and self.card_value(game, c) <= 2.0 for c in self.fs(game).hand)

    def decide_marquise_bird_action(self, game, decision):
        return self.worst_card(game, decision)

    # build (6.5.4)

    def building_value(self, game, kind: str) -> float | None:
        me = self.me(game)
        cost = me.building_cost(game, kind)
        if cost is None:
            return None
        on_map = me.board.tracks[kind].spaces - self.fs(game).tracks[kind]
        engine = ENGINE[kind] * (1.0 if on_map < 4 else 0.4)
        return me.uncovered_vp(game, kind) + engine - 0.45 * cost

    def best_build(self, game) -> tuple[int, str] | None:
        choices = self.me(game)._build_choices(game)
        best, best_value = None, None
        for cid, kind in choices:
            value = self.building_value(game, kind)
            if value is None:
                continue
            value += 0.15 * self.safety(game, cid) + 0.2 * (pieces.open_slots(game, cid) - 1)
            if best_value is None or value > best_value:
                best, best_value = (cid, kind), value
        return best

    def decide_marquise_build_clearing(self, game, decision):
        best = self.best_build(game)
        if best is None:
            return None
        self.plan = {"build": best}
        return f"clearing:{best[0]}"

    def decide_marquise_build_kind(self, game, decision):
        plan = self.plan.pop("build", None)
        if plan and self.has(decision, f"building:{plan[1]}"):
            return f"building:{plan[1]}"
        return self.pick(decision, lambda o: self.building_value(game, o.data["building"]) or -99)

    def decide_marquise_build_wood(self, game, decision):
        # Take wood from the clearing holding the most (keeps wood spread near the other sawmills).
        return self.pick(decision, lambda o: (game.state.clearings[o.data["clearing"]].count(self.faction, "wood"),
                                              -self.safety(game, o.data["clearing"])))

    # overwork (6.5.5)

    def wood_short(self, game) -> bool:
        return not self.me(game)._build_choices(game)

    def overwork_card(self, game) -> int | None:
        me = self.me(game)
        hand = self.fs(game).hand
        best, best_value = None, None
        for cid in me._overwork_choices(game):
            suit = game.state.suits[cid]  # a card of the clearing's suit, or of one of the Lost City's (birds kept)
            for card in hand:
                if game.cards[card].suit != "bird" and cards.matches(game, card, suit) \
                        and self.card_value(game, card) <= 2.0:
                    if best_value is None or self.card_value(game, card) < best_value:
                        best, best_value = card, self.card_value(game, card)
        return best

    def decide_marquise_overwork(self, game, decision):
        card = self.overwork_card(game)
        if card is not None:
            suit = game.cards[card].suit
            choice = self.pick(decision, lambda o: self.safety(game, o.data["clearing"])
                               if suits.is_suit(game, o.data["clearing"], suit) else None)
            if choice:
                return choice
        return self.pick(decision, lambda o: self.safety(game, o.data["clearing"]))

    def decide_marquise_overwork_card(self, game, decision):
        return self.worst_card(game, decision)

    def decide_marquise_recruit(self, game, decision):
        return self.pick(decision, lambda o: bots.threat(game, self.faction, o.data["clearing"]))

    # battle

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """Expected worth of attacking `defender` in `clearing`: VP for buildings and tokens, warriors killed,
        minus our expected losses (expected dice: 2.125 high, 0.875 low)."""
        cl = game.state.clearings[clearing]
        mine = cl.warriors.get(self.faction, 0)
        theirs = cl.warriors.get(defender, 0)
        other = game.factions[defender]
        targets = sum(1 for f, _ in cl.buildings + cl.tokens if f == defender)
        dealt = min(mine, bots.E_HIGH) + (1 if other.defenseless(game, clearing) else 0)
        taken = min(other.max_rolled_hits(game, clearing), bots.E_LOW)
        if defender == "alliance" and theirs:  # Guerrilla War: the Alliance takes the higher roll (8.2.2)
            dealt, taken = min(mine, bots.E_LOW), min(theirs, bots.E_HIGH)
        if defender in cl.pawns and not theirs and not targets:  # the Vagabond: hits only damage items
            return 0.2 * dealt - 0.7 * taken
        killed = min(theirs, dealt)
        vp = min(targets, max(0.0, dealt - theirs))
        value = 1.4 * vp + 0.6 * killed - 0.7 * taken
        if rules(game, clearing) != self.faction and any(f == self.faction for f, _ in cl.buildings):
            value += 0.8  # win back rule over our own buildings
        return value

    decide_marquise_battle_clearing = bots.HeuristicBot.plan_battle_clearing
    decide_marquise_battle_defender = bots.HeuristicBot.plan_battle_defender

    # march (6.5.2)

    def best_move(self, game, first: bool, origins=None, floor: float | None = None) -> tuple[int, int, int] | None:
        """(origin, destination, count) of the most useful move, or None: take rule of a clearing with a free
        building slot, or bring a majority to a clearing with enemy buildings, without losing rule of the
        origin's buildings. A move must be worth more than `floor` (by default 0.5 for a March's first move, 0.8
        for its second)."""
        st = game.state
        stakes = bots.dominance_stakes(game, self.faction)
        best, best_value = None, floor if floor is not None else 0.5 if first else 0.8
        for origin in origins if origins is not None else move.origins(game, self.faction):
            cl = st.clearings[origin]
            have = cl.warriors.get(self.faction, 0)
            own_buildings = sum(1 for f, _ in cl.buildings if f == self.faction)
            enemies_here = max((n for f, n in cl.warriors.items() if f != self.faction), default=0)
            enemy_bld: dict[str, int] = {}
            for f, _ in cl.buildings:
                if f != self.faction:
                    enemy_bld[f] = enemy_bld.get(f, 0) + 1
            enemy_here = max((n + enemy_bld.get(f, 0) for f, n in cl.warriors.items() if f != self.faction),
                             default=max(enemy_bld.values(), default=0))
            keep = enemy_here + 1 - own_buildings if own_buildings else (1 if enemies_here else 0)
            spare = have - max(0, keep)
            if spare <= 0:
                continue
            for dest in move.destinations(game, self.faction, origin):
                dl = st.clearings[dest]
                mine = dl.warriors.get(self.faction, 0) + sum(1 for f, _ in dl.buildings if f == self.faction)
                strongest = bots.strongest_enemy(game, self.faction, dest)
                need = max(1, strongest + 1 - mine)
                if need > spare:
                    continue
                value = 0.0
                if rules(game, dest) != self.faction:
                    if pieces.open_slots(game, dest) > 0:
                        value += 2.0
                    value += 0.5 + bots.stake_in(stakes, dest)  # taking rule breaks a rival's (Law 3.3.1)
                targets = bots.enemy_pieces(game, self.faction, dest)
                if targets:
                    value += 0.8 * targets
                count = need
                if targets and spare > need:
                    count = min(spare, need + 2)
                if value > best_value:
                    best, best_value = (origin, dest, count), value
        return best

    def decide_marquise_march_origin(self, game, decision):
        optional = self.has(decision, "pass")
        best = self.best_move(game, first=not optional)
        if best is None and not optional:  # a first move she must make (a look-ahead chose March): the least bad
            best = self.best_move(game, first=True, floor=float("-inf"))
        if best is None:  # nothing to spare anywhere: pass, or a move she must make from where she is strongest
            return self.unplanned_origin(game, decision)
        self.plan = {"move": best}
        return f"clearing:{best[0]}"

    decide_marquise_march_destination = bots.HeuristicBot.plan_move_destination
    decide_marquise_march_count = bots.HeuristicBot.plan_move_count

    def move_plan_from(self, game, origin: int) -> tuple[int, int, int] | None:
        best = self.best_move(game, first=True, origins=[origin])
        if best is None:  # a move we must make anyway: one warrior toward the clearing we rule least firmly
            dests = move.destinations(game, self.faction, origin)
            if dests:
                best = (origin, max(dests, key=lambda d: (-bots.rule_margin(game, self.faction, d), -d)), 1)
        return best

    # -- reactions -----------------------------------------------------------------------------------------------

    def decide_marquise_field_hospitals(self, game, decision):
        if bots.last_removed(game, self.faction) >= 2:
            choice = self.pick(decision, lambda o: -self.card_value(game, o.data["card"])
                               if self.card_value(game, o.data["card"]) <= 2.5 else None, "card:")
            if choice:
                return choice
        return "pass"

    def decide_take_hit(self, game, decision):
        kinds = [o.id.split(":", 1)[1] for o in decision.options]
        for kind in LOSS_ORDER:
            if kind in kinds:
                return f"piece:{kind}"
        return None


def create(faction: str, seed: int = 0) -> MarquiseBot:
    return MarquiseBot(faction, seed)
