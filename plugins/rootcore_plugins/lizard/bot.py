"""A heuristic bot for the Lizard Cult (Law 10): in Birdsong it spends acolytes on the conspiracies that pay
(Sanctify wherever it gains a garden, Convert where it takes or keeps rule, Crusade to win a battle or take a
clearing); in Daylight it reveals its cards for rituals in the order that pays most (build a garden where it
rules, score a suit whose track pays, sacrifice its birds for acolytes, recruit with every card left, to take
or defend rule); in Evening it crafts items, and it discards the cards worth least, those of the Outcast suit
first. It takes a dominance victory when its rule wins it. It reads only what its player sees: its hand, the
board and the public piles.

Registered as `heuristic` for the Cult (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import battle, move, pieces
from rootcore.rules import suits as suit_rules
from rootcore.rules.rule import rules

RITUAL_ORDER = ("build", "score", "sacrifice", "recruit")  # what a revealed card is spent on first (10.5)


class LizardBot(bots.HeuristicBot):

    # -- helpers ---------------------------------------------------------------------------------------------------

    def gardens(self, game, suit: str) -> int:
        """Gardens of `suit` on the map (0 for birds)."""
        return self.me(game).gardens_of_suit(game, suit)

    def score_vp(self, game, suit: str) -> int:
        """What a score ritual of `suit` earns now (10.5.3)."""
        return self.me(game).score_ritual_vp(game, suit)

    def outcast(self, game) -> str:
        return self.fs(game).data["outcast"]

    def card_value(self, game, card: int) -> float:
        """A suited card builds, scores or recruits; a bird sacrifices (10.5); a card of the Outcast suit is
        worth a little less, as spending it keeps that suit the Outcast and Hated, which makes conspiracies
        cheaper (10.4.1, 10.4.3)."""
        d = game.cards[card]
        if d.kind == "dominance":
            return 4.0 + bots.suit_rule_counts(game, self.faction).get(d.suit, 0) if d.suit != "bird" else 3.0
        value = 1.5
        if d.suit == "bird":
            value += 0.8
        else:
            if self.me(game).ritual_clearings(game, "build", d.suit):
                value += 1.0
            if self.score_vp(game, d.suit) >= 2:
                value += 1.0
            if d.suit == self.outcast(game):
                value -= 0.5
        if d.kind == "ambush":
            value += 0.5
        if d.kind == "item" and card not in game.unimplemented_cards:
            value += 0.3 * d.vp
        return value

    def enemies(self, game, clearing: int) -> list[str]:
        """The other factions with pieces in `clearing` that the Cult may act against."""
        cl = game.state.clearings[clearing]
        owners = set(cl.warriors) | {owner for owner, _ in cl.buildings}
        return sorted(f for f in owners if battle.is_enemy(game, self.faction, f))

    def leader_first(self, game, faction: str) -> float:
        """Hit the leader: another faction's score."""
        return game.state.factions[faction].score

    # -- setup (Law 10.3) ----------------------------------------------------------------------------------------

    def decide_lizard_setup_corner(self, game, decision):
        """The corner with the most room around it and the fewest enemies next to it."""
        def room(option):
            corner = option.data["clearing"]
            near = bots.neighbours(game, corner, self.faction)
            return sum(pieces.open_slots(game, c) for c in (corner, *near)) - bots.threat(game, self.faction, corner)
        return self.pick(decision, room)

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_lizard_setup_homeland = decide_lizard_setup_corner
    # The card's warriors that do not share out evenly around the homeland (A.8.2): where enemies are nearest.
    decide_lizard_setup_adjacent = bots.HeuristicBot.most_threatened_clearing

    def decide_lizard_setup_outcast(self, game, decision):
        """The suit of its own gardens (they craft, 10.2.1) and of the most enemy buildings (Sanctify)."""
        def worth(option):
            suit = option.data["suit"]
            enemy = sum(bots.enemy_pieces(game, self.faction, c) for c in suit_rules.clearings_of_suit(game, suit))
            return 2 * self.gardens(game, suit) + enemy
        return self.pick(decision, worth)

    # -- Birdsong: conspiracies (Law 10.4.3) --------------------------------------------------------------------------

    def decide_lizard_conspiracy(self, game, decision):
        self.plan = {}
        if self.has(decision, "sanctify") and self.sanctify_target(game) is not None:
            return "sanctify"
        if self.has(decision, "convert") and self.convert_target(game, 2.0) is not None:
            return "convert"
        if self.has(decision, "crusade"):
            crusade = self.crusade_plan(game)
            if crusade is not None:
                self.plan = {"crusade": crusade}
                return "crusade"
        if self.has(decision, "convert") and self.convert_target(game, 0.5) is not None:
            return "convert"
        return "end"

    def sanctify_target(self, game) -> int | None:
        """The Sanctify clearing that adds most to a score ritual, the safest first (always worth a garden,
        rule and the VP of the building removed, 3.2.1)."""
        clearings = self.me(game).sanctify_clearings(game)
        if not clearings:
            return None
        suits = game.state.suits
        return max(clearings, key=lambda c: (self.gardens(game, suits[c]), self.safety(game, c), -c))

    def decide_lizard_sanctify(self, game, decision):
        target = self.sanctify_target(game)
        return f"clearing:{target}" if target is not None else None

    def decide_lizard_sanctify_building(self, game, decision):
        return self.pick(decision, lambda o: self.leader_first(game, o.data["faction"]))

    def convert_value(self, game, clearing: int, victim: str) -> float:
        """Turning a warrior of `victim` in `clearing`: taking rule is worth most, keeping a close rule or
        guarding a garden less."""
        cl = game.state.clearings[clearing]
        counts = dict(cl.warriors)
        for owner, _ in cl.buildings:
            counts[owner] = counts.get(owner, 0) + 1
        mine = counts.pop(self.faction, 0)
        counts[victim] -= 1
        margin = mine + 1 - max(counts.values(), default=0)
        ruled = rules(game, clearing) == self.faction
        if not ruled:
            return 3.0 if margin > 0 else 0.6
        gardens = sum(1 for f, kind in cl.buildings if f == self.faction and kind in self.me(game).gardens)
        return 2.0 if margin <= 1 and not gardens else 0.5 + 0.5 * gardens

    def convert_target(self, game, at_least: float) -> tuple[int, str] | None:
        """(clearing, victim) of the Convert worth most, if worth `at_least`."""
        best, best_value = None, at_least - 1e-9
        for c in self.me(game).convert_clearings(game):
            for victim in self.enemies(game, c):
                if game.state.clearings[c].warriors.get(victim):
                    value = self.convert_value(game, c, victim)
                    if value > best_value:
                        best, best_value = (c, victim), value
        return best

    def decide_lizard_convert(self, game, decision):
        target = self.convert_target(game, -99.0)
        if target is None:
            return None
        self.plan = {"convert": target[1]}
        return f"clearing:{target[0]}"

    def decide_lizard_convert_faction(self, game, decision):
        victim = self.plan.pop("convert", None)
        if victim and self.has(decision, f"faction:{victim}"):
            return f"faction:{victim}"
        return self.pick(decision, lambda o: self.leader_first(game, o.data["faction"]))

    # Crusade (10.4.3.I): a battle in an Outcast clearing, or a move out of one to take a clearing.

    def crusade_plan(self, game) -> tuple | None:
        """("battle", clearing, defender) if a battle in an Outcast clearing pays, else ("move", origin,
        destination, count) if a move from one takes a clearing, else None."""
        outcast = set(self.me(game).outcast_clearings(game))
        best, best_value = None, 1.0
        for c in battle.battle_clearings(game, self.faction, outcast):
            for defender in battle.defenders(game, self.faction, c):
                value = self.battle_value(game, c, defender)
                if value > best_value:
                    best, best_value = ("battle", c, defender), value
        if best is not None:
            return best
        origins = move.origins(game, self.faction, outcast)
        plan = self.move_plan(game, origins) if origins else None
        return ("move", *plan) if plan else None

    def decide_lizard_crusade(self, game, decision):
        plan = self.plan.get("crusade") or self.crusade_plan(game)
        if plan is None:
            return None
        if plan[0] == "battle":
            self.plan = {"battle": plan[1:]}
        else:
            self.plan = {"move": plan[1:]}
        return plan[0]

    def decide_lizard_crusade_battle_clearing(self, game, decision):
        """The planned battle, else the best offered one (after a Crusade move: only if it pays)."""
        plan = self.plan.get("battle")
        if plan and self.has(decision, f"clearing:{plan[0]}"):
            return f"clearing:{plan[0]}"
        best, best_value = None, 0.5 if self.has(decision, "pass") else -99.0
        for option in decision.options:
            if option.data:
                c = option.data["clearing"]
                for defender in battle.defenders(game, self.faction, c):
                    value = self.battle_value(game, c, defender)
                    if value > best_value:
                        best, best_value = (c, defender), value
        if best is None:
            return "pass"
        self.plan = {"battle": best}
        return f"clearing:{best[0]}"

    decide_lizard_crusade_battle_defender = bots.HeuristicBot.plan_battle_defender
    decide_lizard_crusade_move_origin = bots.HeuristicBot.plan_move_origin
    decide_lizard_crusade_move_destination = bots.HeuristicBot.plan_move_destination
    decide_lizard_crusade_move_count = bots.HeuristicBot.plan_move_count

    def battle_value(self, game, clearing: int, defender: str) -> float:
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        if not (est["warriors"] or est["targets"]):
            return -1.0  # only the Vagabond's pawn: the hits damage items, no VP (9.2.7)
        value = 1.5 * est["removed"] + 0.6 * est["killed"] - 0.8 * est["taken"]
        mine = game.state.clearings[clearing].warriors.get(self.faction, 0) - est["taken"]
        left = bots.strongest_enemy(game, self.faction, clearing) - est["killed"] - est["removed"]
        if rules(game, clearing) != self.faction and mine > left:
            value += 1.0  # takes the clearing
        return value

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        """Take rule of a clearing, best one with room for a garden of a suit in hand, leaving the origin
        ruled (a garden keeps rule by itself, 10.2.4)."""
        st = game.state
        hand_suits = {game.cards[c].suit for c in self.fs(game).hand}
        best, best_value = None, 1.0
        for origin, dest, need in self.ruling_moves(game, origins, self.keep_in):
            value = 2.0 + 0.5 * bots.enemy_pieces(game, self.faction, dest)
            if pieces.open_slots(game, dest) and st.suits[dest] in hand_suits:
                value += 1.5  # a garden to build there this Daylight
            if value > best_value:
                best, best_value = (origin, dest, need), value
        return best

    def keep_in(self, game, origin: int) -> int:
        """Warriors to leave in `origin`: one by a garden (which keeps rule by itself, 10.2.4), else enough to keep
        rule against the strongest enemy."""
        if self.garden_in(game, origin):
            return 1
        ruled = 1 if rules(game, origin) == self.faction else 0
        return max(0, bots.strongest_enemy(game, self.faction, origin) + ruled)

    def garden_in(self, game, clearing: int) -> bool:
        gardens = self.me(game).gardens
        return any(f == self.faction and kind in gardens for f, kind in game.state.clearings[clearing].buildings)

    # -- Daylight: rituals (Law 10.5) ----------------------------------------------------------------------------------

    def decide_lizard_ritual(self, game, decision):
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        for ritual in RITUAL_ORDER:
            if self.has(decision, ritual):
                plan = getattr(self, ritual + "_plan")(game)
                if plan is not None:
                    self.plan = {"ritual": plan}
                    return ritual
        return "end"

    def dominance_choice(self, game, decision) -> str | None:
        """Activate a dominance card that wins now with a rule likely to hold a round (3.3.1): a garden's clearing
        (10.2.4) or two pieces more than anyone, guarded against the warriors around; take one of a suit it rules
        three clearings of (3.3.4)."""
        held = [c for c in bots.ruled_clearings(game, self.faction) if self.safety(game, c) >= 0
                and (self.garden_in(game, c) or bots.rule_margin(game, self.faction, c) >= 2)]
        opposite = game.board.opposite_corner
        for option in decision.options:
            suit = game.cards[option.data["card"]].suit if option.id.startswith("activate_dominance") else None
            if suit == "bird" and any(opposite[c] in held for c in held if c in game.board.corners):
                return option.id
            if suit is not None and sum(1 for c in held if suit_rules.is_suit(game, c, suit)) >= 3:
                return option.id
        if self.fs(game).dominance is not None:
            return None
        ruled = bots.suit_rule_counts(game, self.faction)
        for option in decision.options:
            if option.id.startswith("take_dominance"):
                suit = game.cards[option.data["card"]].suit
                if suit != "bird" and ruled.get(suit, 0) >= 3:
                    return option.id
        return None

    def cards_of(self, game, ritual: str, suit: str | None = None) -> list[int]:
        """Cards in hand that may be revealed for `ritual` (of `suit`), the least useful first."""
        found = [c for c in self.me(game).ritual_cards(game, ritual) if suit is None or game.cards[c].suit == suit]
        return sorted(found, key=lambda c: (self.card_value(game, c), c))

    def build_plan(self, game) -> tuple[int, int] | None:
        """(card, clearing): a garden where it rules, first in the suit whose score ritual it raises most; not
        with the last card of a suit that scores now as much as after the build (it scores instead)."""
        best, best_value = None, None
        scorable = [game.cards[c].suit for c in self.me(game).ritual_cards(game, "score")]
        for card in self.cards_of(game, "build"):
            suit = game.cards[card].suit
            n, now = self.gardens(game, suit), self.score_vp(game, suit)
            vp = self.me(game).board.tracks[self.me(game).garden_of_suit.get(suit)].vp
            after = vp[n] if n < len(vp) else 0
            if now >= 2 and after <= now and scorable.count(suit) == 1:
                continue
            value = after - now + (1.0 if n == 1 else 0.0)  # the second garden also draws a card (10.6.3)
            for c in self.me(game).ritual_clearings(game, "build", suit):
                here = value + 0.2 * self.safety(game, c) + (0.5 if not self.garden_in(game, c) else 0.0)
                if best_value is None or here > best_value:
                    best, best_value = (card, c), here
        return best

    def score_plan(self, game) -> tuple[int, None] | None:
        """(card, None): the least useful card of a suit whose score ritual pays 2 VP or more."""
        for card in self.cards_of(game, "score"):
            if self.score_vp(game, game.cards[card].suit) >= 2:
                return card, None
        return None

    def sacrifice_plan(self, game) -> tuple[int, None] | None:
        found = self.cards_of(game, "sacrifice")
        return (found[0], None) if found else None

    def recruit_plan(self, game) -> tuple[int, int] | None:
        """(card, clearing): a warrior where it takes rule (room for a garden first) or guards a garden."""
        best, best_value = None, None
        for card in self.cards_of(game, "recruit"):
            for c in self.me(game).ritual_clearings(game, "recruit", game.cards[card].suit):
                value = self.recruit_value(game, c)
                if best_value is None or value > best_value:
                    best, best_value = (card, c), value
        return best

    def recruit_value(self, game, clearing: int) -> float:
        cl = game.state.clearings[clearing]
        value = -0.2 * cl.warriors.get(self.faction, 0)
        if rules(game, clearing) != self.faction:
            if bots.rule_margin(game, self.faction, clearing) + 1 > 0:
                value += 3.0 + (1.0 if pieces.open_slots(game, clearing) else 0.0)
                value += 0.5 if bots.strongest_enemy(game, self.faction, clearing) else 0.0  # and an enemy loses it
        elif self.garden_in(game, clearing):
            value += 0.4 * bots.threat(game, self.faction, clearing)
        return value

    def decide_lizard_build_card(self, game, decision):
        """The planned ritual's card (the options are one per design)."""
        plan = self.plan.get("ritual")
        if plan is None:
            return None
        design = game.cards[plan[0]].id
        return self.pick(decision, lambda o: 1 if o.data and game.cards[o.data["card"]].id == design else None)

    decide_lizard_recruit_card = decide_lizard_score_card = decide_lizard_sacrifice_card = decide_lizard_build_card

    def decide_lizard_build(self, game, decision):
        """The planned ritual's clearing."""
        plan = self.plan.get("ritual")
        return f"clearing:{plan[1]}" if plan and plan[1] is not None else None

    decide_lizard_recruit = decide_lizard_build

    def decide_lizard_garden(self, game, decision):
        """The garden to place in a clearing of several suits (the Lost City): the one raising its suit's score ritual
        most (10.5.3: the track space of the last garden on the map), then its draw bonus (10.6.2)."""
        me = self.me(game)

        def gain(option):
            kind = option.data["piece"]
            track, n = me.board.tracks[kind], me.gardens_on_map(game, kind)
            if n >= track.spaces:
                return None
            return track.vp[n] - (track.vp[n - 1] if n else 0), track.draw_bonus[n]
        return self.pick(decision, gain)

    # -- Evening and reactions ---------------------------------------------------------------------------------------

    def decide_lizard_craft(self, game, decision):
        return self.pick(decision, lambda o: self.item_vp(game, o), "craft:") or "done"

    def decide_take_hit(self, game, decision):
        """Lose the garden whose score ritual loses least (a garden lost also costs a card, 10.2.5)."""
        me = self.me(game)

        def loss(option):
            suit = me.gardens.get(option.id.split(":", 1)[1])
            if suit is None:
                return 0.0
            n = self.gardens(game, suit)
            vp = me.board.tracks[me.garden_of_suit.get(suit)].vp
            return -(vp[n - 1] - (vp[n - 2] if n >= 2 else 0)) - (1.0 if n == 2 else 0.0)
        return self.pick(decision, loss)


def create(faction: str, seed: int = 0) -> LizardBot:
    return LizardBot(faction, seed)
