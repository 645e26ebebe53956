"""A heuristic bot for the Lord of the Hundreds (Law 14): it scores by Oppress (14.6.2), so it spreads warriors into
clearings with no enemy piece and keeps one behind where it rules; it battles where it wins (the warlord's moods
Wrathful and Stubborn counted, 14.7.7-14.7.8), looting a defender's item when it will rule after (14.2.5), builds
strongholds where it rules, incites mobs where they raze enemy buildings and tokens or ruins (14.4.1, 14.6.1),
takes a crafted item into the Hoard when it raises Command or Prowess and scores it otherwise (14.2.3-14.2.4),
chooses the mood that fits the warlord's surroundings (14.4.4) and never Lavish's removals, and takes a dominance
victory when its rule wins it. It reads only what its player sees: its hand, the board and the public Hoard.

Registered as `heuristic` for the Hundreds (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import battle, cards, move, pieces
from rootcore.rules.rule import rules

from rootcore_plugins.hundreds import FACTION

BATTLE_AT_LEAST = 1.0   # a Command battle is taken from this `battle_value` up
ADVANCE_AT_LEAST = 0.8  # an Advance (move and battle, or battle) from this value up
INCITE_SPARE_HAND = 4   # with this many cards a mob goes even where it razes nothing yet (it also spreads)


class HundredsBot(bots.HeuristicBot):

    dominance_margin = 1

    # -- helpers ---------------------------------------------------------------------------------------------------

    def warlord(self, game) -> int | None:
        return self.me(game).warlord(game)

    def in_mood(self, game, mood: str, clearing: int) -> bool:
        return self.me(game).mood(game) == mood and self.warlord(game) == clearing

    def enemy_pieces(self, game, clearing: int) -> int:
        """Every enemy piece in `clearing`: what keeps it from being oppressed (14.6.2)."""
        return self.me(game)._enemy_pieces(game, clearing)

    def track_gain(self, game, item: str) -> int:
        """How much Command or Prowess one more `item` adds (0 when the track is full or does not rise, 14.2.4.II)."""
        me = self.me(game)
        track = me.track_of(item)
        if track is None:
            return 0
        values = me.board.data["track_values"]
        n = len(self.fs(game).data["hoard"][track])
        return values[n + 1] - values[n] if n + 1 < len(values) else 0

    def card_value(self, game, card: int) -> float:
        """A card builds, incites or crafts in a clearing of its suit (birds anywhere); a dominance card is worth
        more the more clearings of its suit the Hundreds rule."""
        d = game.cards[card]
        if d.kind == "dominance":
            return 4.0 + bots.suit_rule_counts(game, self.faction).get(d.suit, 0) if d.suit != "bird" else 3.0
        value = 1.0 + (0.8 if d.suit == "bird" else 0.0) + (0.5 if d.kind == "ambush" else 0.0)
        if d.kind == "item" and card not in game.unimplemented_cards and game.state.item_supply.get(d.item, 0) > 0:
            value += 0.4 * d.vp + (0.5 if self.track_gain(game, d.item) else 0.0)
        return value

    # -- setup (Law 14.3) ------------------------------------------------------------------------------------------

    def decide_hundreds_setup_corner(self, game, decision):
        """The corner with the most empty clearings around it to oppress (14.6.2), the fewest enemies near."""
        def empty_around(option):
            near = bots.neighbours(game, option.data["clearing"], self.faction)
            return sum(1 for c in near if not self.enemy_pieces(game, c)) \
                - 0.5 * bots.threat(game, self.faction, option.data["clearing"])
        return self.pick(decision, empty_around)

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_hundreds_setup_homeland = decide_hundreds_setup_corner

    # -- battle (Law 4.3, 14.2.5, 14.7) ------------------------------------------------------------------------------

    def fight_value(self, game, clearing: int, defender: str, mine: int) -> float:
        """Attacking `defender` in `clearing` with `mine` warriors, average dice: VP for the pieces removed (3.2.1),
        warriors killed against warriors lost, more for taking rule and for leaving the clearing oppressed."""
        cl = game.state.clearings[clearing]
        theirs = cl.warriors.get(defender, 0)
        targets = sum(1 for f, _ in cl.buildings + cl.tokens if f == defender)
        if not (theirs or targets):
            return -1.0  # only the Vagabond's pawn: his items take the hits, no VP (9.2.7)
        high, low = bots.E_HIGH, bots.E_LOW
        if bots.defender_rolls_high(game, self.faction, clearing, defender):
            high, low = low, high
        dealt = min(mine, high) + (1 if self.in_mood(game, "wrathful", clearing) else 0)  # 14.7.8
        if game.factions[defender].defenseless(game, clearing):
            dealt += 1
        taken = min(game.factions[defender].max_rolled_hits(game, clearing), low)
        if self.in_mood(game, "stubborn", clearing):  # 14.7.7
            taken = max(0.0, taken - 1)
        killed = min(theirs, dealt)
        removed = min(targets, max(0.0, dealt - theirs))
        value = 1.5 * removed + 0.6 * killed - 0.8 * taken
        left = mine - taken
        if self.warlord(game) == clearing and left < 1:
            value -= 2.0  # the warlord would likely fall (14.2.2)
        if left > bots.strongest_enemy(game, self.faction, clearing) - killed - removed:
            if rules(game, clearing) != self.faction:
                value += 1.0
            if self.enemy_pieces(game, clearing) <= killed + removed:
                value += 0.8  # oppressed after (14.6.2)
        return value

    def battle_value(self, game, clearing: int, defender: str) -> float:
        return self.fight_value(game, clearing, defender, game.state.clearings[clearing].warriors.get(self.faction, 0))

    def best_battle_in(self, game, clearings) -> tuple[int, str, float] | None:
        best = None
        for c in battle.battle_clearings(game, self.faction, clearings):
            for defender in battle.defenders(game, self.faction, c):
                value = self.battle_value(game, c, defender)
                if best is None or value > best[2]:
                    best = (c, defender, value)
        return best

    decide_hundreds_battle_clearing = bots.HeuristicBot.plan_battle_clearing
    decide_hundreds_battle_defender = bots.HeuristicBot.plan_battle_defender
    decide_hundreds_advance_battle_defender = bots.HeuristicBot.plan_battle_defender

    def decide_hundreds_advance_battle_clearing(self, game, decision):
        """The warlord's battle if it pays (it is optional, 14.5.3)."""
        best = self.best_battle_in(game, [o.data["clearing"] for o in decision.options if o.data])
        if best is None or best[2] < ADVANCE_AT_LEAST - 0.5:
            return "pass"
        self.plan = {"battle": best[:2]}
        return f"clearing:{best[0]}"

    def decide_hundreds_loot(self, game, decision):
        """Loot (14.2.5) when the item is worth more than the rolled hits: the Hundreds should rule after the battle
        without them (the defender's warriors stay)."""
        st = game.state
        looted = [f for f in st.factions if f != self.faction and st.factions[f].crafted_items]
        # The decision does not name the clearing: every clearing where such a battle could be must be safe.
        where = [c for c in battle.battle_clearings(game, self.faction)
                 if any(f in looted for f in battle.defenders(game, self.faction, c))]
        safe = all(st.clearings[c].warriors.get(self.faction, 0) - bots.E_LOW
                   > bots.strongest_enemy(game, self.faction, c) + 1 for c in where)
        return "yes" if where and safe else "no"

    def decide_hundreds_loot_item(self, game, decision):
        return self.pick(decision, lambda o: self.track_gain(game, o.data["item"]) if o.data else 0.0)

    def decide_hundreds_hit_warlord(self, game, decision):
        return "warriors"  # the warlord recruits and leads (14.4.2, 14.5.3): he goes last

    def decide_take_hit(self, game, decision):
        """A mob before a stronghold: the stronghold recruits and crafts (14.4.2, 14.2.1)."""
        return self.pick(decision, lambda o: 1 if "mob" in o.id else 0)

    def decide_hundreds_bitter(self, game, decision):
        """Bitter (14.7.1): only mobs with nothing left to raze become warriors; none is removed when no warrior can
        be placed by the warlord (the mob is worth more where it stands)."""
        st = game.state
        if not pieces.can_place(game, self.faction, "warrior", game.factions[self.faction].warlord(game)):
            return "done"  # Bitter is asked only in the warlord's clearing
        for option in decision.options:
            c = option.data["clearing"] if option.data else None
            if c is not None and not self.enemy_targets(game, c) and not st.clearings[c].ruins:
                return option.id
        return "done"

    # -- moving (Law 4.2, 14.5.2.I) ----------------------------------------------------------------------------------

    def keep_in(self, game, origin: int) -> int:
        """Warriors to leave in `origin`: enough to keep rule where it has a stronghold or an enemy, else one to
        keep the clearing oppressed (14.6.2)."""
        cl = game.state.clearings[origin]
        strongholds = cl.count(self.faction, "stronghold")
        enemy = bots.strongest_enemy(game, self.faction, origin)
        return max(0 if strongholds else 1, enemy + 1 - strongholds)

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        """Take rule of a clearing with the spare warriors, best one with no enemy piece (oppressed at once)."""
        best, best_value = None, 0.9
        for origin, dest, need in self.ruling_moves(game, origins, self.keep_in):
            value = 1.0 + (1.5 if not self.enemy_pieces(game, dest) else 0.0) + 0.3 * pieces.open_slots(game, dest)
            value -= 0.2 * bots.threat(game, self.faction, dest)
            if value > best_value:
                best, best_value = (origin, dest, need), value
        return best

    decide_hundreds_move_origin = bots.HeuristicBot.plan_move_origin
    decide_hundreds_move_destination = bots.HeuristicBot.plan_move_destination
    decide_hundreds_move_count = bots.HeuristicBot.plan_move_count

    # -- Advance the Warlord (Law 14.5.3, 14.7.5) -------------------------------------------------------------------

    def advance_plan(self, game) -> tuple[int | None, int, float] | None:
        """(destination or None to stay, warriors moved with him, value of the battle there) for the best Advance."""
        w = self.warlord(game)
        if w is None:
            return None
        st = game.state
        best: tuple[int | None, int, float] | None = None
        here = self.best_battle_in(game, [w])
        if here is not None:
            best = (None, 0, here[2])
        have = st.clearings[w].warriors.get(self.faction, 0)
        going = max(1, have - self.keep_in(game, w) + 1)  # he goes with all the spare warriors
        for dest in move.destinations(game, self.faction, w) if move.can_move(game, self.faction, [w]) else ():
            mine = st.clearings[dest].warriors.get(self.faction, 0) + going
            for defender in battle.defenders(game, self.faction, dest) if mine else ():
                value = self.fight_value(game, dest, defender, mine) - 0.3 * bots.threat(game, self.faction, dest) / 3
                if best is None or value > best[2]:
                    best = (dest, going, value)
        return best

    def decide_hundreds_advance(self, game, decision):
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        plan = self.advance_plan(game) if self.has(decision, "advance") else None
        return "advance" if plan is not None and plan[2] >= ADVANCE_AT_LEAST else "end"

    def decide_hundreds_advance_move_origin(self, game, decision):
        plan = self.advance_plan(game)
        if plan is None or plan[0] is None or plan[2] < ADVANCE_AT_LEAST - 0.5:
            return "pass"
        self.plan = {"move": (self.warlord(game), plan[0], plan[1])}
        return self.pick(decision, lambda o: 1 if o.data else None)

    def decide_hundreds_advance_move_destination(self, game, decision):
        plan = self.plan.get("move")
        if plan is None:
            advance = self.advance_plan(game)
            if advance is None or advance[0] is None:
                return None
            plan = self.plan["move"] = (self.warlord(game), advance[0], advance[1])
        return f"clearing:{plan[1]}" if self.has(decision, f"clearing:{plan[1]}") else None

    decide_hundreds_advance_move_count = bots.HeuristicBot.plan_move_count

    def decide_hundreds_relentless(self, game, decision):
        """Relentless (14.7.5): battle again where it pays, else stop."""
        best = self.best_battle_in(game, [self.warlord(game)])
        return "battle" if best is not None and best[2] >= BATTLE_AT_LEAST and self.has(decision, "battle") else "pass"

    # -- Command the Hundreds (Law 14.5.2) ---------------------------------------------------------------------------

    def decide_hundreds_command(self, game, decision):
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        if self.has(decision, "battle") and self.best_battle(game, BATTLE_AT_LEAST) is not None:
            return "battle"
        if self.has(decision, "build") and self.build_spot(game) is not None:
            return "build"
        if self.has(decision, "move") and self.move_plan(game) is not None:
            return "move"
        return "end"

    def build_spot(self, game) -> int | None:
        """Where a stronghold goes (14.5.2.III): the safest clearing with no enemy piece, most open slots after."""
        spots = self.me(game).build_spots(game)
        if not spots:
            return None
        return max(spots, key=lambda c: (not self.enemy_pieces(game, c), self.safety(game, c),
                                         pieces.open_slots(game, c), -c))

    def decide_hundreds_build(self, game, decision):
        spot = self.build_spot(game)
        return f"clearing:{spot}" if spot is not None else None

    def decide_hundreds_craft(self, game, decision):
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        return self.pick(decision, lambda o: self.item_vp(game, o), "craft:") or "done"

    def decide_hundreds_contempt(self, game, decision):
        """Contempt for Trade (14.2.3): into the Hoard when it raises Command or Prowess, else the points."""
        card = next((e["card"] for e in reversed(game.events) if e["type"] == "crafted"
                     and e.get("faction") == self.faction), None)
        item = game.cards[card].item if card is not None else None
        vp = decision.option("remove").data["vp"]
        return "take" if item is not None and self.track_gain(game, item) and vp <= 2 else "remove"

    # -- Birdsong (Law 14.4) -----------------------------------------------------------------------------------------

    def enemy_targets(self, game, clearing: int) -> int:
        """Enemy buildings and tokens a mob would raze in `clearing` (14.4.1)."""
        cl = game.state.clearings[clearing]
        return sum(1 for f, _ in cl.buildings + cl.tokens
                   if f != self.faction and battle.is_enemy(game, self.faction, f))

    def mob_value(self, game, clearing: int) -> float:
        """A mob's worth in `clearing`: a VP per piece it razes, an item from a ruin (14.4.1)."""
        return 1.0 * self.enemy_targets(game, clearing) + (1.2 if game.state.clearings[clearing].ruins else 0.0)

    def decide_hundreds_mob(self, game, decision):
        return self.pick(decision, lambda o: (self.mob_value(game, o.data["clearing"]), -o.data["clearing"]))

    def decide_hundreds_raze_item(self, game, decision):
        return self.pick(decision, lambda o: self.track_gain(game, o.data["item"]) if o.data else 0.0)

    def decide_hundreds_overflow(self, game, decision):
        """A full track loses an item of the same kind (14.2.4.I): one from a ruin first, which would forbid
        taking another of its kind (9.7.3)."""
        return self.pick(decision, lambda o: 1 if o.data["entry"].endswith(":ruin") else 0)

    def decide_hundreds_recruit(self, game, decision):
        return self.pick(decision, lambda o: bots.threat(game, self.faction, o.data["clearing"]))

    def decide_hundreds_anoint(self, game, decision):
        """The warlord where most Hundreds warriors stand, the safest there."""
        return self.pick(decision, lambda o: (self.safety(game, o.data["clearing"]), -o.data["clearing"]))

    def mood_value(self, game, mood: str) -> float:
        """What each mood (14.7) is worth this turn around the warlord: fighting moods beside enemies, Rowdy's
        cards otherwise; Lavish costs items."""
        w = self.warlord(game)
        if w is None:
            return {"rowdy": 2.0, "lavish": -5.0}.get(mood, 0.0)
        near = (w, *bots.neighbours(game, w, self.faction))
        foes = sum(1 for c in near if battle.defenders(game, self.faction, c) or bots.enemy_strength(
            game, self.faction, c))
        threat = bots.threat(game, self.faction, w)
        hand = self.fs(game).hand
        if mood == "wrathful":
            return 1.0 + 1.2 * min(foes, 2)
        if mood == "relentless":
            return 0.5 + 0.9 * min(foes, 2)
        if mood == "stubborn":
            return 0.8 + 0.4 * min(threat, 4)
        if mood == "rowdy":
            return 2.0 + (1.0 if self.enemy_pieces(game, w) >= 3 else 0.0)
        if mood == "jubilant":
            mob_here = game.state.clearings[w].count(self.faction, "mob")
            return 1.8 if not mob_here and cards.has_matching(game, hand, game.state.suits[w]) else 0.2
        if mood == "bitter":
            mobs = sum(game.state.clearings[c].count(self.faction, "mob") for c in near)
            return 0.3 + 0.4 * mobs if foes else 0.0
        if mood == "grandiose":
            return 0.6
        return -5.0  # lavish: its removals lower Command and Prowess

    def decide_hundreds_mood(self, game, decision):
        return self.pick(decision, lambda o: self.mood_value(game, o.data["mood"]))

    def decide_hundreds_lavish(self, game, decision):
        return "done"  # items keep Command and Prowess up (14.2.4.II)

    # -- Evening (Law 14.6) ------------------------------------------------------------------------------------------

    def decide_hundreds_incite(self, game, decision):
        """A mob where it razes something or takes a ruin's item next Birdsong; with a full hand anywhere."""
        hand = len(self.fs(game).hand)
        best = self.pick(decision, lambda o: (self.mob_value(game, o.data["clearing"]),
                                              -o.data["clearing"]) if o.data else None)
        if best is None:
            return "done"
        value = self.mob_value(game, decision.option(best).data["clearing"])
        return best if value >= 1.0 or hand >= INCITE_SPARE_HAND else "done"

    def decide_hundreds_jubilant(self, game, decision):
        return "yes"  # more mobs, for free (14.7.3)

    def decide_hundreds_build_card(self, game, decision):
        return self.worst_card(game, decision)

    decide_hundreds_incite_card = decide_hundreds_build_card


def create(faction: str = FACTION, seed: int = 0) -> HundredsBot:
    return HundredsBot(faction, seed)

