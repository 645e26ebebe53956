"""A heuristic bot for the Keepers in Iron (Law 15): it scores by recovering relics. In Birdsong it encamps a
waystation wherever one is safe enough, first where a relic waits, a forest with relics is near or four warriors
crowd (15.6.1), showing the type it can recover there (15.4.1), and recruits at its waystations while it is short
of warriors (15.4.3), with its birds only when very short. In Daylight it crafts items, then acts with each Retinue
card whose action pays: moves that carry relics to a waystation of their type or nearer one, or take rule
(15.5.2.I), battles it wins or that cost less than the relic it then delves, the relic least likely to cost the card
(15.5.2.II), recovers relics whose check costs no card first (15.5.2.III). In Evening it adds to the Retinue the
cards its columns need most, to recover where a relic waits at a waystation of their suit, else to delve, keeping a
card worth keeping (15.6.2). It takes a dominance victory when its rule wins it, and loses
warriors, then relics, then waystations to hits. It reads only what its player sees: its hand, the board, the
Retinue and the types of face-down relics, never their values (15.2.1).

Registered as `heuristic` for the Keepers (`rootcore play --bots heuristic`, `rootcore simulate`), with advice for
the other bots on where to put a relic they removed (Prized Trophies, 15.2.5)."""
from __future__ import annotations

from rootcore import bots
from rootcore.board import path_distances
from rootcore.rules import cards, move, suits
from rootcore.rules.rule import rules
from rootcore_plugins.keepers import COLUMNS, FACTION, RETAINER_SUIT, zone

FACE_DOWN_VALUE = 2.25  # the mean of a face-down relic's value (1, 2, 3, 3: 15.2.1)
COLUMN_WEIGHT = {"move": 1.0, "battle": 1.3, "recover": 1.6}  # how many cards each column should get, relatively
WARRIOR_FLOOR = 14  # warriors on the map below which it recruits (of 15)
BATTLE_NEED = 1.5  # `column_needs` of the battle column for a card that cannot delve now
CAMP_WORTH = -0.5  # `camp_value` above which it encamps: a waystation draws and crafts wherever it is safe enough
CROWDED = 4  # Live off the Land removes a warrior where this many stand (15.6.1): it encamps or moves one away


class KeepersBot(bots.HeuristicBot):

    dominance_margin = 2

    # -- what it knows (never a face-down relic's value, 15.2.1) -----------------------------------------------------

    def relic_type(self, game, kind: str) -> str:
        return self.me(game).relics[kind][0]

    def forest_relics(self, game, forest: str) -> list[tuple[str, float]]:
        """(type, value) of the relics in `forest`: face up with their value, face down with the mean."""
        data, me = self.fs(game).data, self.me(game)
        return [me.relics[kind] for kind in data["forests"][forest]] + \
            [(me.relics[kind][0], FACE_DOWN_VALUE) for kind in data["hidden"][forest]]

    def near_relics(self, game, clearing: int) -> int:
        """Relics in the forests by `clearing`."""
        return sum(len(self.forest_relics(game, f)) for f in game.board.forests_of_clearing[clearing])

    def shown(self, game, clearing: int) -> set[str]:
        """The relic types the Keepers' waystations in `clearing` show."""
        faces = self.fs(game).data["faces"]
        return {faces[kind] for kind in self.me(game).waystations_at(game, clearing)}

    def row_need(self, game, rtype: str) -> float:
        """1 for a relic of a shortest row of the Relics box (it may fill a column, 15.5.2.III.b), else 0."""
        rows = self.fs(game).data["recovered"]
        return 1.0 if len(rows[rtype]) <= min(len(row) for row in rows.values()) else 0.0

    def ruled_of_suit(self, game, suit: str) -> int:
        return sum(1 for c in suits.clearings_of_suit(game, suit) if rules(game, c) == self.faction)

    def ruled_by_forest(self, game, forest: str) -> int:
        return sum(1 for c in game.board.forests[forest] if rules(game, c) == self.faction)

    def card_value(self, game, card: int) -> float:
        """Birds are wild in the Retinue (2.1.1); a suit where it has warriors or waystations acts; items it can craft
        are worth their VP; a dominance card more the more clearings of its suit it rules."""
        d = game.cards[card]
        if d.kind == "dominance":
            return 2.0 + bots.suit_rule_counts(game, self.faction).get(d.suit, 0) if d.suit != "bird" else 2.0
        value = 1.0 + (1.0 if d.suit == "bird" else 0.0) + (0.5 if d.kind == "ambush" else 0.0)
        if d.kind == "item" and card not in game.unimplemented_cards and game.state.item_supply.get(d.item, 0) > 0:
            value += 0.5 * d.vp
        return value

    # -- setup (Law 15.3) ------------------------------------------------------------------------------------------

    def decide_keepers_setup_corner(self, game, decision):
        """The corner with the most relics in forests about it and its neighbours, and the fewest enemies."""
        def worth(option):
            c = option.data["clearing"]
            return sum(self.near_relics(game, n) for n in (c, *game.board.adjacent[c])) - bots.threat(
                game, self.faction, c)
        return self.pick(decision, worth)

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_keepers_setup_homeland = decide_keepers_setup_corner

    def decide_keepers_setup_edge(self, game, decision):
        return self.pick(decision, lambda o: self.near_relics(game, o.data["clearing"])
                         - bots.threat(game, self.faction, o.data["clearing"]))

    # -- Birdsong (Law 15.4) ------------------------------------------------------------------------------------------

    def camp_value(self, game, clearing: int) -> float | None:
        """What a waystation in `clearing` is worth: relics there it could show, relics in forests by it, rule; None
        where one stands already (a second would only take a guard away)."""
        cl = game.state.clearings[clearing]
        if self.me(game).waystations_at(game, clearing):
            return None
        relics = len(self.me(game).relics_at(game, clearing))
        mine = cl.warriors.get(self.faction, 0)
        return 2.0 * relics + 0.5 * self.near_relics(game, clearing) - 0.3 * bots.threat(game, self.faction, clearing) \
            + (0.5 if mine >= 2 else -1.0) + (2.5 if mine >= CROWDED else 0.0)

    def decide_keepers_encamp(self, game, decision):
        """Encamp where a waystation is worth most, if anywhere: it also draws a card each Evening (15.6.3)."""
        def worth(option):
            value = self.camp_value(game, option.data["clearing"]) if option.data else None
            return value if value is not None and value > CAMP_WORTH else None
        return self.pick(decision, worth) or "done"

    def decide_keepers_encamp_edge(self, game, decision):
        return self.pick(decision, lambda o: self.near_relics(game, o.data["clearing"])
                         - bots.threat(game, self.faction, o.data["clearing"]))

    def decide_keepers_waystation(self, game, decision):
        """Show the type of a relic in the clearing, else one in the forests by it, the rows it needs first."""
        clearing = self.decision_clearing(decision)
        here = [self.relic_type(game, k) for k in self.me(game).relics_at(game, clearing)] if clearing else []
        near = [t for f in game.board.forests_of_clearing.get(clearing, ()) for t, _ in self.forest_relics(game, f)] \
            if clearing else []
        shown_anywhere = {face for c in game.state.clearings for face in self.shown(game, c)}

        def worth(option):
            face = option.data["face"]
            return 3.0 * here.count(face) + near.count(face) + self.row_need(game, face) \
                - (0.5 if face in shown_anywhere else 0.0)
        return self.pick(decision, worth)

    @staticmethod
    def decision_clearing(decision) -> int | None:
        """The clearing a waystation, delve or recover question is about (`Decision.about`)."""
        return (decision.about or {}).get("clearing")

    def decide_keepers_decamp(self, game, decision):
        return "done"

    def decide_keepers_recruit(self, game, decision):
        """Recruit while short of warriors (holding two cards, or one when very short), where the threat is
        greatest and two more warriors do not crowd the clearing (15.6.1), with a card of the clearing's suit: a bird
        only when very short, for it acts anywhere in the Retinue (2.1.1)."""
        on_map = bots.warriors_on_map(game, self.faction)
        very_short = on_map < WARRIOR_FLOOR // 2
        hand = self.fs(game).hand
        if on_map >= WARRIOR_FLOOR or len(hand) < (1 if very_short else 2):
            return "done"

        def worth(option):
            if not option.data:
                return None
            c = option.data["clearing"]
            if not very_short and all(game.cards[k].suit == RETAINER_SUIT
                                      for k in cards.matching(game, hand, game.state.suits[c])):
                return None
            crowd = max(0, game.state.clearings[c].warriors.get(self.faction, 0) + 3 - CROWDED)
            return bots.threat(game, self.faction, c) + 0.5 * self.near_relics(game, c) - 3.0 * crowd
        return self.pick(decision, worth) or "done"

    # -- Daylight (Law 15.5) ------------------------------------------------------------------------------------------

    def decide_keepers_craft(self, game, decision):
        return self.dominance_choice(game, decision) or self.pick(decision, lambda o: self.item_vp(game, o),
                                                                  "craft:") or "done"

    def decide_keepers_retinue(self, game, decision):
        """Act with a card of the column whose action pays, suited cards before the wild Faithful Retainers;
        else done with the column."""
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        self.plan = {}
        column = COLUMNS[self.fs(game).data["column"]]
        for option in decision.options:
            if option.id == "retainer" or option.id.startswith("card:"):
                suit = RETAINER_SUIT if option.id == "retainer" else game.cards[option.data["card"]].suit
                if option.id != "retainer" and suit == RETAINER_SUIT and self.has(decision, "retainer"):
                    continue  # a bird card of the deck acts like a retainer: let the retainer go first
                if self.worth_acting(game, column, suit):
                    return option.id
        return "next"

    def worth_acting(self, game, column: str, suit: str) -> bool:
        allowed = self.me(game).suit_clearings(game, suit)
        if column == "battle":
            return self.best_delve(game, allowed) is not None
        if column == "recover" and self.me(game).recover_clearings(game, suit):
            return True
        return self.move_plan(game, [c for c in allowed if c in move.origins(game, self.faction)]) is not None

    def delve_value(self, game, clearing: int) -> float | None:
        """A battle there (a must where enemies are, 15.5.2.II) and the best relic to delve, if together they pay:
        a relic brought out is worth a battle that costs a little (a relic scores 1-3 VP, 15.5.2.III.b)."""
        defenders = self.me(game).battle_required(game, clearing)
        value = max((self.battle_value(game, clearing, d) for d in defenders), default=0.0)
        relics = [r for f in game.board.forests_of_clearing[clearing] for r in self.forest_relics(game, f)]
        if relics:
            shown = self.shown(game, clearing)  # a relic delved there may be recovered in the same Daylight
            value += 2.0 + (3.0 if any(t in shown for t, _ in relics) else 0.0)
        return value if value >= 0 and (relics or defenders) else None

    def best_delve(self, game, allowed) -> int | None:
        clearings = self.me(game).delve_clearings(game, "bird")
        scored = [(self.delve_value(game, c), c) for c in clearings if c in allowed]
        scored = [(v, -c) for v, c in scored if v is not None]
        return -max(scored)[1] if scored else None

    def decide_keepers_delve_clearing(self, game, decision):
        return self.pick(decision, lambda o: _or_least(self.delve_value(game, o.data["clearing"])))

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """VP from pieces removed and warriors killed against warriors lost (Devout Knights ignore a hit, 15.2.4)."""
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        guarded = bool(self.me(game).relics_at(game, clearing))
        taken = max(0.0, est["taken"] - (1.0 if guarded else 0.0))
        return 1.5 * est["removed"] + 0.7 * est["killed"] - 0.9 * taken

    decide_keepers_battle_defender = bots.HeuristicBot.plan_battle_defender

    def decide_keepers_battle_instead(self, game, decision):
        """Battle then Delve where no battle may be started (a Pax Law, TC.2.3.I): stay, beside the relic about to be
        delved there, which the warriors then guard and can carry along (Devout Knights, 15.2.4)."""
        return "no"

    def decide_keepers_delve(self, game, decision):
        """The relic least likely to cost the card (its value at most the clearings ruled by its forest,
        15.5.2.II.b), of a type shown by a waystation near and of a short row."""
        clearing = self.decision_clearing(decision)

        def worth(option):
            if not option.data:
                return None
            forest, relic = option.data["forest"], option.data["relic"]
            me = self.me(game)
            rtype, value = me.relics[relic] if relic in me.relics else (relic, FACE_DOWN_VALUE)
            ruled = self.ruled_by_forest(game, forest)
            return (2.0 if value <= ruled else 0.0) + self.row_need(game, rtype) + value * 0.3 + \
                (3.0 if rtype in self.shown(game, clearing) else 0.0) + \
                (1.0 if any(rtype in self.shown(game, c) for c in game.board.forests[forest]) else 0.0)
        return self.pick(decision, worth)

    def decide_keepers_move_or_recover(self, game, decision):
        return "recover" if self.has(decision, "recover") else "move"

    def decide_keepers_recover_clearing(self, game, decision):
        me = self.me(game)
        return self.pick(decision, lambda o: sum(me.relics[k][1] for k in me.recoverable(game, o.data["clearing"])))

    def decide_keepers_recover(self, game, decision):
        """Relics whose check keeps the card first, the best of them (15.5.2.III.c), then the most valuable."""
        clearing = self.decision_clearing(decision)
        ruled = self.ruled_of_suit(game, game.state.suits[clearing]) if clearing else 0

        def worth(option):
            if not option.data:
                return None
            rtype, value = self.me(game).relics[option.data["relic"]]
            return (10.0 if value <= ruled else 0.0) + value + 2.0 * self.row_need(game, rtype)
        return self.pick(decision, worth)

    # moves (15.5.2.I, III): carry relics to a waystation showing their type or nearer one, or take rule

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        st, me = game.state, self.me(game)
        best, best_value = None, 0.5
        for origin in origins if origins is not None else move.origins(game, self.faction):
            have = st.clearings[origin].warriors.get(self.faction, 0)
            relics = [k for k in me.relics_at(game, origin) if k not in me.recoverable(game, origin)]
            keep = 1 if me.waystations_at(game, origin) or (me.relics_at(game, origin) and not relics) else 0
            spare = have - keep
            for dest in move.destinations(game, self.faction, origin) if spare > 0 else ():
                value, need = self.move_value(game, origin, dest, relics)
                there = st.clearings[dest].warriors.get(self.faction, 0)
                if have >= CROWDED and there + have - CROWDED + 1 < CROWDED:  # out of a crowd (15.6.1)
                    value, need = max(value, 1.0), max(need, have - CROWDED + 1)
                if need <= spare and value > best_value:
                    best, best_value = (origin, dest, need), value
        return best

    def move_value(self, game, origin: int, dest: int, relics: list[str]) -> tuple[float, int]:
        """What moving from `origin` into `dest` is worth and how many warriors it takes: relics carried to a
        waystation showing their type, or nearer one (15.2.4), or rule taken."""
        shown = self.shown(game, dest)
        carried = [k for k in relics if self.relic_type(game, k) in shown]
        need = bots.warriors_to_rule(game, self.faction, dest)
        if carried:
            return 3.0 + len(carried), max(need, len(carried))
        nearer = [k for k in relics if self.nearer_waystation(game, self.relic_type(game, k), origin, dest)]
        if nearer:
            return 2.0 + 0.5 * len(nearer), max(need, len(nearer))
        if rules(game, dest) == self.faction:
            return 0.0, 1
        # rule counts in the checks that keep a card (15.5.2.II.b, III.c); forests with relics by it may be delved
        return 1.0 + 0.3 * self.near_relics(game, dest) - 0.2 * bots.threat(game, self.faction, dest), need

    def nearer_waystation(self, game, rtype: str, origin: int, dest: int) -> bool:
        """Whether `dest` is fewer paths than `origin` from a waystation showing `rtype`."""
        far = self.waystation_distances(game, rtype)
        return dest in far and far[dest] < far.get(origin, len(far))

    def waystation_distances(self, game, rtype: str) -> dict[int, int]:
        """Paths from each clearing to the nearest waystation showing `rtype` (none: empty)."""
        return path_distances(game.board.adjacent, [c for c in game.state.clearings if rtype in self.shown(game, c)])

    decide_keepers_move_origin = bots.HeuristicBot.plan_move_origin
    decide_keepers_move_destination = bots.HeuristicBot.plan_move_destination
    decide_keepers_move_count = bots.HeuristicBot.plan_move_count

    def decide_keepers_carry(self, game, decision):
        """Carry the relics a waystation at the destination recovers, the best first, and any left without a
        guard (15.2.4)."""
        origin, dest = decision.about["origin"], decision.about["destination"]
        shown = self.shown(game, dest)
        guard_left = game.state.clearings[origin].warriors.get(self.faction, 0) > 0  # the movers have left

        def worth(option):
            if not option.data:
                return None
            rtype, value = self.me(game).relics[option.data["relic"]]
            if rtype in shown:
                return 10.0 + value
            if self.nearer_waystation(game, rtype, origin, dest):
                return 5.0 + value
            return None if guard_left else value
        return self.pick(decision, worth) or "done"

    # -- Evening (Law 15.6) --------------------------------------------------------------------------------------------

    def keeps(self, game) -> list[int]:
        """The one card of its hand it keeps out of the Retinue: a dominance card or item worth 3 or more."""
        hand = self.fs(game).hand
        best = max(hand, key=lambda c: (self.card_value(game, c), -c), default=None)
        return [best] if best is not None and self.card_value(game, best) >= 3.0 else []

    def decide_keepers_gather(self, game, decision):
        fs = self.fs(game)
        return "add" if self.has(decision, "add") and [c for c in fs.hand if c not in self.keeps(game)] else "skip"

    def decide_keepers_gather_card(self, game, decision):
        """The card some column needs most (`column_worth`) first: the Retinue may fill up (15.6.2)."""
        keep = self.keeps(game)

        def worth(option):
            if not option.data or option.data["card"] in keep:
                return None
            suit = game.cards[option.data["card"]].suit
            needs = self.column_needs(game, suit)
            return max(self.column_worth(game, column, suit, needs) for column in COLUMNS)
        choice = self.pick(decision, worth)
        self.plan = {"gather": int(choice.split(":")[1])} if choice else {}
        return choice or "done"

    def decide_keepers_gather_column(self, game, decision):
        """The column where the card's suit is needed most (`column_worth`)."""
        card = self.plan.pop("gather", None)
        suit = game.cards[card].suit if card is not None else RETAINER_SUIT
        needs = self.column_needs(game, suit)
        return self.pick(decision, lambda o: self.column_worth(game, o.data["column"], suit, needs))

    def column_needs(self, game, suit: str) -> dict[str, float]:
        """How much each Retinue column needs a card of `suit` (15.5.2): recover where relics wait at a waystation
        showing their type (most) or where a waystation stands; battle and delve where it rules by a forest with
        relics, or later (delves are what bring relics out, and their checks cycle the Retinue's cards, 15.5.2.II.b);
        move a little."""
        me = self.me(game)
        clearings = me.suit_clearings(game, suit)
        recover = 4.0 if me.recover_clearings(game, suit) else \
            2.0 if any(me.waystations_at(game, c) for c in clearings) else 0.0
        battle = 3.0 if self.best_delve(game, clearings) is not None else BATTLE_NEED
        return {"move": 1.0, "battle": battle, "recover": recover}

    def column_worth(self, game, column: str, suit: str, needs: dict[str, float]) -> float:
        """What a card of `suit` adds to `column`: its need there (`needs`, from `column_needs`), less for each card
        of that suit there already, and less the more cards the column holds for its weight (`COLUMN_WEIGHT`)."""
        fs = self.fs(game)
        cards = fs.zones[zone(column)]
        alike = sum(1 for c in cards if game.cards[c].suit == suit)
        return needs[column] / (1 + alike) - 0.3 * (len(cards) + fs.data["retainers"][column]) / COLUMN_WEIGHT[column]

    def decide_keepers_shift_card(self, game, decision):
        return self.pick(decision, lambda o: -COLUMN_WEIGHT[o.data["column"]])

    def decide_keepers_shift_column(self, game, decision):
        return self.pick(decision, lambda o: COLUMN_WEIGHT[o.data["column"]])

    def decide_take_hit(self, game, decision):
        """Relics before waystations: a relic removed goes to a forest to be delved again, though the enemy scores 2
        (15.2.5); a waystation lost stops crafting, recruiting, recovering and a draw (15.2.3, 15.4.3, 15.6.3)."""
        me = self.me(game)
        return self.pick(decision, lambda o: 1.0 if o.data["piece"] in me.relics else 0.0)


def _or_least(value: float | None) -> float:
    return -99.0 if value is None else value


def create(faction: str, seed: int = 0) -> KeepersBot:
    return KeepersBot(faction, seed)


def advise_trophy(bot, game, decision) -> str | None:
    """How another faction's heuristic bot places a relic it removed (Prized Trophies, Law 15.2.5): in the forest
    whose clearings hold the fewest Keeper warriors, so that it is hardest to delve again."""
    def keepers_by(option):
        return -sum(game.state.clearings[c].warriors.get(FACTION, 0) for c in game.board.forests[option.data["forest"]])
    return bot.pick(decision, keepers_by)
