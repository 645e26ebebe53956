"""A heuristic bot for the Riverfolk Company (Law 11): it establishes a trade post whenever it can (2 VP, more services
for buyers), safest clearing first, crafts items for VP and exports other cards, battles where it wins, recruits
and moves by the rivers to rule clearings where it can establish or to guard its posts, draws when funds are
plenty, and otherwise keeps its funds for Dividends (1 VP per two funds in Birdsong while a post is on the map,
11.4.2): an action that commits a fund costs half a VP next Birdsong unless the funds are odd. Each Evening it
moves a price a step up if that service sold since it last priced, a step down if not though a buyer could pay,
never above what the richest buyer can pay; Hand Card is dearest while a card in its hand is worth keeping, and
Mercenaries dearer than Riverboats since they fight for the buyer. It takes a dominance victory when its rule wins
it. It reads only what its player sees: its hand, the board, the public boxes, prices and services sold.

Registered as `heuristic` for the Riverfolk (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import move, pieces
from rootcore.rules.rule import rules
from rootcore_plugins.riverfolk import FACTION


# The prices it sets up with (11.3.5), then moves a step a round after what sold (11.6.2), not below `MIN_PRICE`
# unless no buyer could pay that (Mercenaries dearest: they fight for the buyer). Hand Card goes to the top while
# the bot keeps a card (`KEEP_VALUE`).
BASE_PRICE = {"hand_card": 3, "riverboats": 3, "mercenaries": 4}
MIN_PRICE = {"hand_card": 2, "riverboats": 2, "mercenaries": 3}
KEEP_VALUE = 3.0  # a card worth this much (`card_value`) is not sold cheaply
RECRUIT_FLOOR = 4  # warriors on the map below which it recruits without a further reason


class RiverfolkBot(bots.HeuristicBot):

    # -- helpers ---------------------------------------------------------------------------------------------------

    def funds(self, game) -> dict[str, int]:
        return self.me(game).box(game, "funds")

    def commit_is_free(self, game) -> bool:
        """Committing a fund costs no Dividends next Birdsong (11.4.2): no post on the map, or the funds are odd."""
        return not self.me(game).posts_on_map(game) or sum(self.funds(game).values()) % 2 == 1

    def needed_owners(self, game) -> set[str]:
        """Factions whose funds it needs to establish a post: rulers of clearings where one could go (itself too,
        for clearings it would rule)."""
        needed = {self.faction}
        for c in game.board.clearing_ids:
            ruler = rules(game, c)
            if ruler is not None and self.me(game).post_spot(game, c):
                needed.add(ruler)
        return needed

    def card_value(self, game, card: int) -> float:
        """An item it can craft is worth about its VP, a Favor and an ambush a little more than other cards, a
        dominance card more the more clearings of its suit it rules (cards are sold through Hand Card, 11.2.7.I, and
        crafted with funds, 11.5.3)."""
        d = game.cards[card]
        if d.kind == "dominance":
            return 2.0 + bots.suit_rule_counts(game, self.faction).get(d.suit, 0) if d.suit != "bird" else 2.0
        value = 1.0 + (0.5 if d.kind == "ambush" else 0.0)
        if d.kind == "item" and card not in game.unimplemented_cards and game.state.item_supply.get(d.item, 0) > 0:
            value += 0.8 * d.vp
        if d.kind == "immediate":
            value += 1.0
        return value

    # -- setup (Law 11.3) and prices (11.3.5, 11.6.2) -------------------------------------------------------------

    def decide_riverfolk_setup_warrior(self, game, decision):
        """Spread the warriors over the quietest river clearings, where they rule and a post may follow."""
        def quiet(option):
            c = option.data["clearing"]
            mine = game.state.clearings[c].warriors.get(self.faction, 0)
            return -1.5 * bots.strongest_enemy(game, self.faction, c) - 0.4 * bots.threat(game, self.faction, c) \
                - 1.2 * mine + (1.0 if self.me(game).post_spot(game, c) else 0.0)
        return self.pick(decision, quiet)

    def decide_riverfolk_price(self, game, decision):
        service = decision.options[0].data["service"]
        price = self.price(game, service)
        return self.pick(decision, lambda o: -abs(o.data["price"] - price))

    decide_riverfolk_setup_price = decide_riverfolk_price

    def price(self, game, service: str) -> int:
        """The price it wants: Hand Card dear when its hand holds a card worth keeping; else a step up from the price
        that sold since it last set prices, a step down from one that did not though a buyer could pay it, no
        dearer than the richest buyer can pay (else nobody buys, 11.2.6.I), else not below `MIN_PRICE`."""
        hand = self.fs(game).hand
        if service == "hand_card" and hand and max(self.card_value(game, c) for c in hand) >= KEEP_VALUE:
            return 4
        payable = max((game.factions[f].warriors_payable(game) for f in game.state.factions if f != self.faction),
                      default=0)
        now = self.fs(game).data["prices"][service]
        sold = self.sold_since_pricing(game)
        if game.state.phase == "setup":
            wanted = BASE_PRICE[service]
        elif service in sold:
            wanted = now + 1
        else:
            wanted = now - 1 if payable >= now else now
        return max(1, min(max(MIN_PRICE[service], wanted), payable))

    def sold_since_pricing(self, game) -> set[str]:
        """The services bought from it since it last set its prices (public events, 11.2.6)."""
        sold = set()
        for event in reversed(game.events):
            if event.get("faction") == self.faction and event["type"] == "prices":
                break
            if event["type"] == "service_bought" and event.get("seller") == self.faction:
                sold.add(event["service"])
        return sold

    # -- whose funds (Law 11.5, 11.2.5.I) -----------------------------------------------------------------------------

    def decide_riverfolk_commit(self, game, decision):
        """Commit (or lose) the fund of the owner it least needs for establishing, the largest pile first."""
        needed, funds = self.needed_owners(game), self.funds(game)
        return self.pick(decision, lambda o: funds.get(o.data["faction"], 0)
                         - (2.5 if o.data["faction"] in needed else 0.0))

    decide_riverfolk_disruption = decide_riverfolk_commit

    def decide_riverfolk_spend(self, game, decision):
        """Recruit (11.5.5): its own fund when its supply is empty (that warrior is the one placed), else as for
        a commit."""
        if not pieces.available(game, self.faction, "warrior") and self.has(decision, f"faction:{self.faction}"):
            return f"faction:{self.faction}"
        return self.decide_riverfolk_commit(game, decision)

    # -- Daylight (Law 11.5) ------------------------------------------------------------------------------------------

    def decide_riverfolk_action(self, game, decision):
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        if self.has(decision, "establish"):
            return "establish"
        crafted = self.craft_choice(game) if self.has(decision, "craft") else None
        if crafted is not None:
            self.plan = {"craft": crafted}  # the card, for the export question (the card choice may be forced)
            return "craft"
        funds = sum(self.funds(game).values())
        free = self.commit_is_free(game)
        if self.has(decision, "battle") and self.best_battle(game, 1.0 if free else 1.8):
            return "battle"
        if self.has(decision, "recruit") and self.recruit_target(game) is not None:
            return "recruit"
        if self.has(decision, "move") and (free or funds >= 4) and self.move_plan(game) is not None:
            return "move"
        if self.has(decision, "draw") and len(self.fs(game).hand) < 4 and (funds >= 7 or (free and funds >= 3)):
            return "draw"
        return "end"

    def decide_riverfolk_establish(self, game, decision):
        """The post whose clearing is safest (a lost post costs half the funds, 11.2.5.I)."""
        return self.pick(decision, lambda o: self.safety(game, o.data["clearing"]))

    def decide_riverfolk_establish_post(self, game, decision):
        """The post to establish in a clearing of several suits (the Lost City): of the suit with the fewest posts on
        the map, so that its posts craft with more suits (11.2.1: posts are its crafting pieces)."""
        return self.pick(decision, lambda o: -pieces.on_map_from_track(game, self.faction, o.data["piece"]))

    # crafting (11.5.3): items for VP, Favors for their effect; any other card is exported (11.5.3.I)

    def benefit_worth(self, game, card: int) -> bool:
        d = game.cards[card]
        if card in game.unimplemented_cards:
            return False
        return d.kind == "immediate" or (d.kind == "item" and game.state.item_supply.get(d.item, 0) > 0)

    def craft_choice(self, game) -> int | None:
        """The card to craft: the best item or Favor; else, with a full hand and a commit that costs no
        Dividends, the least useful card, to export."""
        craftable = self.me(game).craftable_cards(game)
        worth = [c for c in craftable if self.benefit_worth(game, c)]
        if worth:
            return max(worth, key=lambda c: (game.cards[c].vp, -c))
        single = [c for c in craftable if len(game.cards[c].cost) == 1]
        if single and len(self.fs(game).hand) >= 4 and self.commit_is_free(game):
            return min(single, key=lambda c: (self.card_value(game, c), c))
        return None

    def decide_riverfolk_craft(self, game, decision):
        card = self.plan.get("craft")
        if card is None or not self.has(decision, f"craft:{card}"):
            card = self.craft_choice(game)
        if card is None or not self.has(decision, f"craft:{card}"):
            return self.worst_card(game, decision)
        self.plan = {"craft": card}
        return f"craft:{card}"

    def decide_riverfolk_export(self, game, decision):
        """Take the benefit of the card it set out to craft if that is worth it, else export (11.5.3.I)."""
        card = self.plan.pop("craft", None)
        return "craft" if card is not None and self.benefit_worth(game, card) else "export"

    # battle (11.5.2)

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """VP from the pieces removed, warriors killed against warriors lost (a post's guards count double)."""
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        if not (est["warriors"] or est["targets"]):
            return -1.0  # only a pawn: no VP (9.2.7)
        loss = 1.2 if self.me(game).post_in(game, clearing) else 0.8
        value = 1.5 * est["removed"] + 0.6 * est["killed"] - loss * est["taken"]
        mine = game.state.clearings[clearing].warriors.get(self.faction, 0) - est["taken"]
        if rules(game, clearing) != self.faction and mine > bots.strongest_enemy(game, self.faction, clearing) \
                - est["killed"] - est["removed"]:
            value += 0.8 + (0.7 if self.me(game).post_spot(game, clearing) else 0.0)  # takes the clearing
        return value

    decide_riverfolk_battle_clearing = bots.HeuristicBot.plan_battle_clearing
    decide_riverfolk_battle_defender = bots.HeuristicBot.plan_battle_defender

    # recruit (11.5.5)

    def recruit_value(self, game, clearing: int) -> float:
        """Taking rule where a post can go first (its own funds may then establish), then guarding a threatened
        post, then the quietest clearing."""
        value = -0.3 * bots.threat(game, self.faction, clearing)
        if bots.comes_to_rule(game, self.faction, clearing, 1):
            value += 3.0 if self.me(game).post_spot(game, clearing) else 1.0
        if self.me(game).post_in(game, clearing) and self.safety(game, clearing) < 1:
            value += 2.5
        return value

    def recruit_target(self, game) -> int | None:
        """Where to recruit, if it is worth a fund for good: fewer than `RECRUIT_FLOOR` warriors on the map, a
        clearing it would rule where a post can go, or a threatened post."""
        clearings = self.me(game).recruit_clearings(game)  # none when it has no warrior to place
        if not clearings:
            return None
        best = max(clearings, key=lambda c: (self.recruit_value(game, c), -c))
        if bots.warriors_on_map(game, self.faction) < RECRUIT_FLOOR or self.recruit_value(game, best) >= 1.5:
            return best
        return None

    def decide_riverfolk_recruit(self, game, decision):
        return self.pick(decision, lambda o: self.recruit_value(game, o.data["clearing"]))

    # move (11.5.1; rivers are paths that ignore rule, 11.2.2)

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        """Take rule of a clearing where a post can go, or guard a threatened post, leaving a guard behind at a
        post and rule where it keeps enemies out."""
        st = game.state
        best, best_value = None, 0.5
        for origin in origins if origins is not None else move.origins(game, self.faction):
            have = st.clearings[origin].warriors.get(self.faction, 0)
            keep = 0
            if self.me(game).post_in(game, origin):
                keep = max(1, bots.strongest_enemy(game, self.faction, origin) + 1)
            spare = have - keep
            for dest in move.destinations(game, self.faction, origin) if spare > 0 else ():
                value, need = self.move_value(game, dest)
                if need <= spare and value > best_value:
                    best, best_value = (origin, dest, need), value
        return best

    def move_value(self, game, dest: int) -> tuple[float, int]:
        """What moving into `dest` is worth and how many warriors it takes."""
        mine = game.state.clearings[dest].warriors.get(self.faction, 0)
        if self.me(game).post_in(game, dest):
            need = max(0, bots.threat(game, self.faction, dest) // 2 + 1 - mine)
            return (1.5 if need else 0.0), max(1, need)
        if rules(game, dest) == self.faction or not self.me(game).post_spot(game, dest):
            return 0.0, 1
        need = bots.warriors_to_rule(game, self.faction, dest)
        return 2.0 + 0.2 * self.safety(game, dest), need

    decide_riverfolk_move_origin = bots.HeuristicBot.plan_move_origin
    decide_riverfolk_move_destination = bots.HeuristicBot.plan_move_destination
    decide_riverfolk_move_count = bots.HeuristicBot.plan_move_count


def create(faction: str, seed: int = 0) -> RiverfolkBot:
    return RiverfolkBot(faction, seed)


# What a buyer gives up per warrior of a price (or item the Vagabond exhausts), in `card_value` units.
WARRIOR_VALUE = 0.5


def advise_service(bot, game, decision) -> str:
    """How another faction's heuristic bot buys services (Law 11.2.6, `Registry.add_bot_advice`): Hand Card while
    the best card of the public hand is worth more to it than the price (11.2.7.I), then no more. It buys neither
    Riverboats nor Mercenaries: no bot plans moves along rivers or battles with borrowed warriors yet."""
    hand = game.state.factions[FACTION].hand
    for option in decision.options:
        offer = option.data
        if offer and offer["service"] == "hand_card" and hand and \
                max(bot.card_value(game, card) for card in hand) > WARRIOR_VALUE * offer["price"]:
            return option.id
    return "done"
