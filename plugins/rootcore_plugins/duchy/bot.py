"""A heuristic bot for the Underground Duchy (Law 12): in the Assembly it builds citadels and markets where it rules
(citadels first: more warriors each Birdsong, 12.4), battles where it wins, digs a tunnel to bring the Burrow's
warriors up where they take rule, moves to take clearings with room to build or to guard its buildings, and recruits
with any action left; in Parliament it scores its lords, builds with the Foremole, fights or moves with the Captain,
the Marshal and the Brigadier when that pays and banks spare cards for VP; then it sways the minister of highest
rank it can (the crowns are its main VP, 12.5.3), revealing suited cards before birds (birds revealed are discarded,
12.6.1). In Evening it crafts items. It takes a dominance victory when its rule wins it, loses tunnels before
buildings to hits (a building lost costs a card and a minister, 12.2.3), and lets go of the minister it needs least.
It reads only what its player sees: its hand, its revealed cards and the board.

Registered as `heuristic` for the Duchy (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import move, pieces
from rootcore.rules.rule import rules
from rootcore_plugins.duchy import BURROW, BUILDINGS

# Ministers by how much the bot wants them swayed (or keeps them, 12.2.3), within a rank; the rank comes first.
MINISTER_ORDER = ("earl_of_stone", "baron_of_dirt", "duchess_of_mud", "brigadier", "banker", "mayor", "foremole",
                  "captain", "marshal")
LOSS_ORDER = ("tunnel", "market", "citadel")  # which piece to lose first to a hit: a tunnel costs no minister
BATTLE_WORTH = 1.0     # `battle_value` an action must earn to battle
BANK_KEEP = 3          # cards the Banker leaves in hand, for the Sway that follows (12.5.3)


class DuchyBot(bots.HeuristicBot):

    dominance_margin = 1

    # -- helpers -------------------------------------------------------------------------------------------------

    def burrow(self, game) -> int:
        return game.state.clearings[BURROW].warriors.get(self.faction, 0)

    def buildings_in(self, game, clearing: int) -> int:
        return sum(1 for f, kind in game.state.clearings[clearing].buildings if f == self.faction and kind in BUILDINGS)

    def card_value(self, game, card: int) -> float:
        """A card builds, sways or digs where the Duchy has pieces of its suit; a bird does all of these but is lost
        when revealed (12.6.1); an item it can craft is worth about its VP."""
        d = game.cards[card]
        if d.kind == "dominance":
            return 4.0 + bots.suit_rule_counts(game, self.faction).get(d.suit, 0) if d.suit != "bird" else 3.0
        value = 1.5 + (0.5 if d.suit == "bird" else 0.2 * self.me(game).sway_clearings(game)[d.suit])
        if d.kind == "ambush":
            value += 0.5
        if d.kind == "item" and card not in game.unimplemented_cards and game.state.item_supply.get(d.item, 0) > 0:
            value += 0.5 * d.vp
        return value

    def reveal_cost(self, game, card: int) -> float:
        """What revealing `card` costs: a bird is discarded in Evening, a suited card comes back (12.6.1)."""
        return self.card_value(game, card) if game.cards[card].suit == "bird" else 0.1 * self.card_value(game, card)

    def decide_reveal(self, game, decision):
        """Reveal the card whose loss hurts least (suited cards before birds)."""
        return self.pick(decision, lambda o: -self.reveal_cost(game, o.data["card"]) if o.data else None)

    decide_duchy_build_card = decide_duchy_sway_card = decide_reveal

    # -- setup (Law 12.3.3) ----------------------------------------------------------------------------------------

    def decide_duchy_setup_corner(self, game, decision):
        """The corner with the most room around it and the fewest enemies next to it."""
        def room(option):
            corner = option.data["clearing"]
            near = game.board.adjacent[corner]
            return sum(pieces.open_slots(game, c) for c in (corner, *near)) - bots.threat(game, self.faction, corner)
        return self.pick(decision, room)

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_duchy_setup_homeland = decide_duchy_setup_corner
    # The card's warriors that do not share out evenly around the homeland (A.8.2): where enemies are nearest.
    decide_duchy_setup_adjacent = bots.HeuristicBot.most_threatened_clearing

    # -- the Assembly (Law 12.5.1) ---------------------------------------------------------------------------------

    def decide_duchy_assembly(self, game, decision):
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        if self.has(decision, "build") and self.build_target(game, any_suit=False) is not None:
            return "build"
        if self.has(decision, "battle") and self.best_battle(game, BATTLE_WORTH):
            return "battle"
        if self.has(decision, "dig") and self.dig_target(game) is not None:
            return "dig"
        if self.has(decision, "move") and self.move_plan(game) is not None:
            return "move"
        if self.has(decision, "recruit"):
            return "recruit"
        return "end"

    # build (12.5.1.I, the Foremole 12.5.2.I)

    def build_target(self, game, any_suit: bool) -> int | None:
        """The safest clearing to build in, with the most room left."""
        spots = self.me(game).build_spots(game, any_suit)
        if not spots:
            return None
        return max(spots, key=lambda c: (self.build_value(game, c), -c))

    def build_value(self, game, clearing: int) -> float:
        return self.safety(game, clearing) + 0.3 * pieces.open_slots(game, clearing)

    def decide_duchy_build(self, game, decision):
        return self.pick(decision, lambda o: self.build_value(game, o.data["clearing"]))

    def decide_duchy_build_piece(self, game, decision):
        """A citadel while no more are on the map than markets (warriors each Birdsong, 12.4), else a market (cards
        each Evening, 12.6.3)."""
        me = self.me(game)
        want = "citadel" if me.on_map(game, "citadel") <= me.on_map(game, "market") else "market"
        return f"piece:{want}" if self.has(decision, f"piece:{want}") else None

    # dig (12.5.1.V)

    def dig_value(self, game, clearing: int) -> float:
        """Bringing the Burrow's warriors (up to four) to `clearing`: taking rule where it may build is worth most."""
        up = min(self.burrow(game), self.me(game).board.data.get("dig_warriors", 4))
        mine = game.state.clearings[clearing].warriors.get(self.faction, 0)
        value = 0.3 * bots.enemy_pieces(game, self.faction, clearing) - 0.2 * bots.threat(game, self.faction, clearing)
        if rules(game, clearing) != self.faction and mine + up > bots.strongest_enemy(game, self.faction, clearing):
            value += 2.0 + (1.0 if pieces.open_slots(game, clearing) else 0.0)
        return value

    def dig_target(self, game) -> int | None:
        """Where to dig, if the Burrow holds warriors to bring up and a tunnel is left in the supply (moving one that
        is on the map, 12.2.4, is left to a large Burrow)."""
        if self.burrow(game) < 2 or (not self.fs(game).supply.get("tunnel", 0) and self.burrow(game) < 5):
            return None
        clearings = self.me(game).dig_clearings(game)
        best = max(clearings, key=lambda c: (self.dig_value(game, c), -c), default=None)
        return best if best is not None and self.dig_value(game, best) >= 2.0 else None

    def decide_duchy_dig(self, game, decision):
        return self.pick(decision, lambda o: self.dig_value(game, o.data["clearing"]))

    def decide_duchy_dig_remove(self, game, decision):
        """The tunnel where it has least (no building, fewest warriors)."""
        def worth(option):
            c = option.data["clearing"]
            return 3 * self.buildings_in(game, c) + game.state.clearings[c].warriors.get(self.faction, 0)
        return self.pick(decision, lambda o: -worth(o))

    def decide_duchy_dig_count(self, game, decision):
        return self.pick(decision, lambda o: o.data["count"])  # all it may: the Burrow holds them idle

    # battle (12.5.1.IV, the Captain and the Brigadier)

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """VP from the pieces removed and warriors killed against warriors lost (cheap: the Burrow refills, 12.4);
        killing beside its own buildings guards them (12.2.3); taking the clearing lets it build there (12.5.1.I)."""
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        if not (est["warriors"] or est["targets"]):
            return -1.0  # only a pawn: no VP (9.2.7)
        guard = 0.4 if self.buildings_in(game, clearing) else 0.0
        value = 1.5 * est["removed"] + (0.6 + guard) * est["killed"] - 0.6 * est["taken"]
        if rules(game, clearing) != self.faction:
            left = bots.strongest_enemy(game, self.faction, clearing) - est["killed"] - est["removed"]
            if game.state.clearings[clearing].warriors.get(self.faction, 0) - est["taken"] > left:
                value += 1.0 + (0.5 if pieces.open_slots(game, clearing) else 0.0)
        return value

    decide_duchy_battle_clearing = decide_duchy_captain_clearing = bots.HeuristicBot.plan_battle_clearing
    decide_duchy_battle_defender = decide_duchy_captain_defender = bots.HeuristicBot.plan_battle_defender
    decide_duchy_brigadier_battle_defender = bots.HeuristicBot.plan_battle_defender

    def decide_duchy_brigadier_battle_clearing(self, game, decision):
        """The best battle; the second only if it pays (it may be declined)."""
        best = self.best_battle(game, BATTLE_WORTH if self.has(decision, "pass") else -99.0)
        if best is None:
            return "pass"
        self.plan = {"battle": best}
        return f"clearing:{best[0]}"

    # move (12.5.1.III, the Marshal and the Brigadier; the Burrow links every tunnel clearing, 12.2.2)

    def keep_in(self, game, origin: int) -> int:
        """Warriors to leave in `origin`: none in the Burrow, else enough to keep its buildings ruled."""
        if origin == BURROW:
            return 0
        if self.buildings_in(game, origin):
            return max(1, bots.strongest_enemy(game, self.faction, origin))
        return 1 if rules(game, origin) == self.faction and bots.strongest_enemy(game, self.faction, origin) else 0

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        """Take rule of a clearing (more with room to build), or guard a threatened building."""
        st = game.state
        best, best_value = None, 0.5
        for origin in origins if origins is not None else move.origins(game, self.faction):
            spare = st.clearings[origin].warriors.get(self.faction, 0) - self.keep_in(game, origin)
            for dest in move.destinations(game, self.faction, origin) if spare > 0 else ():
                value, need = self.move_value(game, dest)
                if need <= spare and value > best_value:
                    best, best_value = (origin, dest, need), value
        return best

    def move_value(self, game, dest: int) -> tuple[float, int]:
        """What moving into `dest` is worth and how many warriors it takes."""
        if dest == BURROW:
            return 0.0, 1
        mine = game.state.clearings[dest].warriors.get(self.faction, 0)
        if rules(game, dest) == self.faction:
            if not self.buildings_in(game, dest):
                return 0.0, 1
            need = max(0, bots.threat(game, self.faction, dest) // 2 + 1 - mine)
            return (1.5 if need else 0.0), max(1, need)
        need = bots.warriors_to_rule(game, self.faction, dest)
        value = 2.0 + 0.5 * bots.enemy_pieces(game, self.faction, dest) + 0.2 * self.safety(game, dest)
        if pieces.open_slots(game, dest):
            value += 1.0
        return value, need

    def decide_move_origin(self, game, decision):
        """The planned move; else no move if it may be declined, else from where it has most warriors."""
        choice = self.plan_move_origin(game, decision)
        if choice:
            return choice
        if self.has(decision, "pass"):
            return "pass"
        return self.pick(decision, lambda o: game.state.clearings[o.data["clearing"]].warriors.get(self.faction, 0)
                         if o.data else None)

    def decide_move_destination(self, game, decision):
        """The planned destination, else the one `move_value` rates best."""
        return self.plan_move_destination(game, decision) or \
            self.pick(decision, lambda o: self.move_value(game, o.data["clearing"])[0])

    decide_duchy_move_origin = decide_duchy_marshal_origin = decide_duchy_brigadier_move_origin = decide_move_origin
    decide_duchy_move_destination = decide_duchy_marshal_destination = decide_move_destination
    decide_duchy_brigadier_move_destination = decide_move_destination
    decide_duchy_move_count = decide_duchy_marshal_count = bots.HeuristicBot.plan_move_count
    decide_duchy_brigadier_move_count = bots.HeuristicBot.plan_move_count

    # -- Parliament (Law 12.5.2) -------------------------------------------------------------------------------------

    def minister_worth(self, game, minister: str) -> float:
        """What a minister's action is worth now (0: not worth taking)."""
        me = self.me(game)
        if minister in ("duchess_of_mud", "baron_of_dirt", "earl_of_stone"):
            return 10.0 + me._lord_vp(game, minister)
        if minister == "foremole":
            return 5.0 if self.build_target(game, any_suit=True) is not None else 0.0
        if minister == "captain":
            return 4.0 if self.best_battle(game, BATTLE_WORTH) else 0.0
        if minister == "brigadier":
            return 4.5 if self.best_battle(game, BATTLE_WORTH) or self.move_plan(game) else 0.0
        if minister == "marshal":
            return 3.0 if self.move_plan(game) else 0.0
        if minister == "banker":
            return 1.0 if self.bank_suit(game) is not None else 0.0
        return max((self.minister_worth(game, m) for m in me._mayor_choices(game)), default=0.0)  # the Mayor

    def decide_duchy_parliament(self, game, decision):
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        best = self.pick(decision, lambda o: self.minister_worth(game, o.data["minister"])
                         if o.id.startswith("minister:") else None)
        if best is None or self.minister_worth(game, decision.option(best).data["minister"]) <= 0:
            return "end"
        return best

    def decide_duchy_mayor(self, game, decision):
        return self.pick(decision, lambda o: self.minister_worth(game, o.data["minister"]))

    def decide_duchy_brigadier(self, game, decision):
        return "battles" if self.has(decision, "battles") and self.best_battle(game, BATTLE_WORTH) else "moves"

    def bank_suit(self, game) -> str | None:
        """The suit of the most spare cards to bank (not birds, dominance cards or items it can craft), if the hand
        holds more than `BANK_KEEP` cards."""
        hand = self.fs(game).hand
        if len(hand) <= BANK_KEEP:
            return None
        spare = [game.cards[c].suit for c in hand if game.cards[c].suit != "bird"
                 and game.cards[c].kind != "dominance" and self.card_value(game, c) < 2.5]
        return max(sorted(set(spare)), key=spare.count, default=None)

    def decide_duchy_banker(self, game, decision):
        suit = self.bank_suit(game)
        return f"suit:{suit}" if suit is not None and self.has(decision, f"suit:{suit}") else None

    def decide_duchy_banker_card(self, game, decision):
        """Spend the least useful suited card while the hand keeps `BANK_KEEP` cards."""
        if len(self.fs(game).hand) <= BANK_KEEP and self.has(decision, "done"):
            return "done"
        return self.pick(decision, lambda o: -self.card_value(game, o.data["card"])
                         - (5.0 if game.cards[o.data["card"]].suit == "bird" else 0.0) if o.data else None)

    def decide_duchy_price_of_failure(self, game, decision):
        """Let go of the minister it wants least (12.2.3)."""
        return self.pick(decision, lambda o: MINISTER_ORDER.index(o.data["minister"]))

    # -- Sway (Law 12.5.3) -------------------------------------------------------------------------------------------

    def decide_duchy_sway(self, game, decision):
        """The minister of highest rank offered (its crown's VP), the most useful first; birds in hand are kept for
        a minister that needs them."""
        def worth(option):
            if not option.id.startswith("minister:"):
                return None
            minister = option.data["minister"]
            return self.me(game).sway_cards(minister) * 10 - MINISTER_ORDER.index(minister)
        choice = self.dominance_choice(game, decision)
        return choice or self.pick(decision, worth) or "end"

    # -- Evening and reactions ---------------------------------------------------------------------------------------

    def decide_duchy_craft(self, game, decision):
        return self.pick(decision, lambda o: self.item_vp(game, o), "craft:") or "done"

    def decide_take_hit(self, game, decision):
        kinds = [o.id.split(":", 1)[1] for o in decision.options]
        return next((f"piece:{kind}" for kind in LOSS_ORDER if kind in kinds), None)


def create(faction: str, seed: int = 0) -> DuchyBot:
    return DuchyBot(faction, seed)
