"""A heuristic bot for the Eyrie Dynasties. The Decree is planned by lookahead: each card and column it could
add is tried on a clone of the game (the dice, the deck and the other players' hands re-drawn, so nothing hidden
is seen: `bots.determinize`), the rest of the turn is played by the bot's fast rules, and the outcome is rated
by score, roosts on the map, warriors, cards and whether next turn's Decree can still be carried out (Turmoil is
what loses the Eyrie games). The fast rules carry the Decree out: move to take clearings where a roost can be
built, fight the battles that pay, build roosts where they are safest, and go for a dominance victory when it
already rules enough clearings. With hirelings it takes no hireling action whose warriors the rest of its
Decree needs (`can_spare`).

Registered as `heuristic` for the Eyrie (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

import copy

from rootcore import Option, bots
from rootcore.rules import battle as battle_rules
from rootcore.rules import move, pieces, suits
from rootcore.rules.rule import rules

LEADER_PREFERENCE = ("builder", "charismatic", "commander", "despot")


class EyrieBot(bots.HeuristicBot):

    horizon = "turn"
    rollout_limit = 120
    plan_turn = -1  # the turn whose Decree is being planned (Turmoil in it is penalized)
    card_base, card_bird, card_dominance_flat = 1.5, 1.5, 5.0  # `card_value`

    # -- helpers ---------------------------------------------------------------------------------------------------

    def decree(self, game) -> dict[str, list[str]]:
        """Suits on each Decree column, Loyal Viziers as birds."""
        fs = self.fs(game)
        out = {}
        for column in self.me(game).columns:
            out[column] = [game.cards[c].suit for c in fs.zones.get(f"decree_{column}", [])]
            out[column] += ["bird"] * fs.data.get("viziers", {}).get(column, 0)
        return out

    # -- evaluation ------------------------------------------------------------------------------------------------

    def decree_left(self, game, kind: str) -> dict[str, list[str]] | None:
        """The Decree entries (suits by column) still to carry out this Daylight, when the Eyrie is asked a decision
        of `kind`: all of them at the craft step (Law 7.5.1), else those the rules' `decree_progress` keeps (the
        column reached, its entries left: 7.5.2); None when the Decree is not being carried out."""
        progress = self.fs(game).data.get("decree_progress")
        if progress is None:
            return self.decree(game) if kind == "eyrie.craft" else None
        decree, index, left = self.decree(game), progress["column"], progress["left"]
        for column in self.me(game).columns[:index]:
            decree[column] = []
        if left is not None:  # None: the column's entries are not read yet, all are left
            decree[self.me(game).columns[index]] = [suit for _, suit in left]
        return decree

    def decree_problems(self, game, decree: dict[str, list[str]] | None = None) -> int:
        """How many entries of `decree` (default: the whole Decree) could not be carried out from this position (a
        rough, static check)."""
        me, st = self.me(game), game.state
        if decree is None:
            decree = self.decree(game)
        problems = 0
        need = 2 if me.leader(game) == "charismatic" else 1
        supply = pieces.available(game, self.faction, "warrior")
        roost_clearings = [c for c, cl in st.clearings.items() if cl.count(self.faction, "roost")]
        for suit in sorted(decree.get("recruit", []), key=lambda s: s == "bird"):
            ok = any(suit == "bird" or suits.is_suit(game, c, suit) for c in roost_clearings)
            if not ok or supply < need:
                problems += 1
            supply -= need
        movable = {}
        for c in move.origins(game, self.faction):
            movable[c] = st.clearings[c].warriors.get(self.faction, 0)
        for suit in decree.get("move", []):
            spots = [c for c in movable if suit == "bird" or suits.is_suit(game, c, suit)]
            if not spots:
                problems += 1
        fighting = battle_rules.battle_clearings(game, self.faction)
        for suit in decree.get("battle", []):
            if not any(suit == "bird" or suits.is_suit(game, c, suit) for c in fighting):
                problems += 1
        roosts_left = pieces.available(game, self.faction, "roost")
        taken = set()
        for suit in sorted(decree.get("build", []), key=lambda s: s == "bird"):
            spots = [c for c in me.build_clearings(game, suit) if c not in taken]
            if not spots or roosts_left <= 0:
                problems += 1
                continue
            taken.add(spots[0])
            roosts_left -= 1
        return problems

    def evaluate(self, game) -> float:
        st = game.state
        if st.over:
            return 1e6 if self.faction in st.winners else (-1e6 if st.winners else 0.0)
        fs = self.fs(game)
        me = self.me(game)
        value = 10.0 * fs.score
        value += 13.0 * me.roosts_on_map(game)
        value += 1.5 * bots.warriors_on_map(game, self.faction)
        value += 1.0 * len(bots.ruled_clearings(game, self.faction))
        value += 2.0 * len(fs.hand)
        cards_in_decree = sum(len(fs.zones.get(f"decree_{c}", [])) for c in me.columns)
        value += 3.0 * cards_in_decree
        problems = self.decree_problems(game)
        if problems:
            value -= 25.0 + 10.0 * me.decree_birds(game) + 3.0 * cards_in_decree
        if self.turmoil_in_plan_turn(game):
            value -= 20.0
        return value

    def turmoil_in_plan_turn(self, game) -> bool:
        """Whether a Turmoil event of the planned turn is among the last 400 events. Read from the newest back,
        stopping at an earlier turn's event (events come in turn order): every rollout is rated by it."""
        plan_turn = self.plan_turn
        for e in reversed(game.events[-400:]):
            turn = e["turn"]
            if turn < plan_turn:
                return False
            if turn == plan_turn and e["type"] == "turmoil":
                return True
        return False

    # -- hirelings (Law Appendix E) --------------------------------------------------------------------------------

    def can_spare(self, game, decision, choice: str) -> bool:
        """Law 7.7: a hireling's action (E.2.2, E.2.4) that takes or moves warriors the rest of the Decree needs would
        throw the Eyrie into turmoil. It is tried on a determinized clone (`hireling_trial`); spared if no Decree
        entry failed there and the entries left have no more problems (`decree_problems`) than before."""
        left = self.decree_left(game, decision.kind)
        if left is None:
            return True
        sim = self.hireling_trial(game, choice)
        if any(e["type"] == "decree_failed" for e in sim.events[len(game.events):]):
            return False
        after = self.decree_left(sim, sim.pending.kind) if sim.pending is not None else None
        return after is None or self.decree_problems(sim, after) <= self.decree_problems(game, left)

    def hireling_trial(self, game, choice: str):
        """A determinized clone of `game` with `choice` taken and its questions answered (`play_out`: the Eyrie's by
        its fast rules, the others' at random), up to the Eyrie's next decision of its own or the end of the phase;
        the bot's plan is left as it was."""
        turn, phase = game.state.turn, game.state.phase

        def stop(sim, pending) -> bool:
            return (sim.state.turn, sim.state.phase) != (turn, phase) or \
                (pending.player == self.faction and pending.kind.startswith("eyrie."))

        return self.play_out(game, [choice], self.rng.getrandbits(32), stop, copy.deepcopy(self.plan))

    # -- setup -----------------------------------------------------------------------------------------------------

    def decide_eyrie_setup_corner(self, game, decision):
        board = game.board
        return self.pick(decision, lambda o: sum(board.slots[c] for c in board.adjacent[o.data["clearing"]]))

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_eyrie_setup_homeland = decide_eyrie_setup_corner

    def leader_choice(self, decision) -> str | None:
        for name in LEADER_PREFERENCE:
            if self.has(decision, f"leader:{name}"):
                return f"leader:{name}"
        return None

    def decide_eyrie_setup_leader(self, game, decision):
        return self.leader_choice(decision)

    def decide_eyrie_turmoil_leader(self, game, decision):
        return self.leader_choice(decision)

    def decide_eyrie_new_roost(self, game, decision):
        board = game.board
        return self.pick(decision, lambda o: (pieces.open_slots(game, o.data["clearing"]),
                                              len(board.adjacent[o.data["clearing"]])))

    # -- the Decree (planned by lookahead) -------------------------------------------------------------------------

    def candidates(self, game, decision) -> list:
        """One card option per suit (the least useful card of that suit; dominance cards are kept)."""
        best: dict[str, Option] = {}
        for option in decision.options:
            card = option.data["card"]
            d = game.cards[card]
            if d.kind == "dominance" and len(decision.options) > 1:
                continue
            key = d.suit
            if key not in best or self.card_value(game, card) < self.card_value(game, best[key].data["card"]):
                best[key] = option
        return [best[k] for k in sorted(best)] or list(decision.options[:1])

    def plan_card(self, game, decision, prefix: list[str], seed: int) -> tuple[float, str, str] | None:
        """Best (value, card option id, column option id) for the card decision reached after `prefix`."""
        best = None
        for option in self.candidates(game, decision):
            for column in self.me(game).columns:
                value = self.rollout_value(game, prefix + [option.id, f"column:{column}"], seed)
                if best is None or value > best[0]:
                    best = (value, option.id, f"column:{column}")
        return best

    def decide_eyrie_decree_card(self, game, decision):
        if self.in_rollout:
            return self.worst_card(game, decision)
        planned = self.plan.get("card")
        if planned and self.has(decision, planned):
            return planned
        self.plan_turn = game.state.turn
        best = self.plan_card(game, decision, [], self.rng.getrandbits(32))
        self.plan = {"card": None, "column": best[2]}
        return best[1]

    def decide_eyrie_decree_column(self, game, decision):
        column = self.plan.pop("column", None)
        self.plan.pop("card", None)
        if column is None and not self.in_rollout:  # the card was the only one, so it was not asked
            self.plan_turn = game.state.turn
            seed = self.rng.getrandbits(32)
            column = self.pick(decision, lambda o: self.rollout_value(game, [o.id], seed))
        return column

    def decide_eyrie_decree_more(self, game, decision):
        if self.in_rollout:
            return "no"
        self.plan_turn = game.state.turn
        seed = self.rng.getrandbits(32)
        stop = self.rollout_value(game, ["no"], seed)
        sim = game.clone()
        sim.choose("yes")
        if sim.pending is None or sim.pending.kind != "eyrie.decree.card":
            return "no"
        best = self.plan_card(sim, sim.pending, [], seed)
        if best is None or best[0] <= stop + 1.0:
            return "no"
        self.plan = {"card": best[1], "column": best[2]}
        return "yes"

    # -- Daylight --------------------------------------------------------------------------------------------------

    def decide_eyrie_craft(self, game, decision):
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        fs = self.fs(game)
        if self.me(game).leader(game) == "builder" or len(fs.hand) >= 4:
            choice = self.pick(decision, lambda o: self.item_vp(game, o), "craft:")
            if choice:
                return choice
        return "done"

    def decide_eyrie_daylight_cards(self, game, decision):
        """Between and after the Decree cards: activate a dominance card that would win, else go on."""
        return self.dominance_choice(game, decision) or decision.options[-1].id  # the window's go-on answer last

    def decide_eyrie_decree_resolve(self, game, decision):
        # The most demanding entries first: a bird fits anywhere later.
        return self.pick(decision, lambda o: o.data["suit"] != "bird")

    def decide_eyrie_recruit(self, game, decision):
        return self.pick(decision, lambda o: bots.threat(game, self.faction, o.data["clearing"]))

    def decide_eyrie_build(self, game, decision):
        return self.pick(decision, lambda o: self.safety(game, o.data["clearing"]))

    # move

    def move_plan(self, game, origins: list[int] | None = None) -> tuple[int, int, int] | None:
        assert origins is not None  # `move_origins_offered`: `plan_move_origin` passes the offered origins
        st = game.state
        decree = self.decree(game)
        build_suits = set(decree.get("build", []))
        battle_suits = set(decree.get("battle", []))
        roosts_left = pieces.available(game, self.faction, "roost")
        stakes = bots.dominance_stakes(game, self.faction)
        best, best_value = None, None
        for origin in origins:
            cl = st.clearings[origin]
            have = cl.warriors.get(self.faction, 0)
            roost_here = cl.count(self.faction, "roost")
            strongest_here = max((n for f, n in cl.warriors.items() if f != self.faction), default=0)
            keep = max(0, strongest_here + 1 - roost_here) if roost_here else 0
            spare = have - keep
            for dest in move.destinations(game, self.faction, origin):
                dl = st.clearings[dest]
                mine = dl.warriors.get(self.faction, 0) + dl.count(self.faction, "roost")
                strongest = bots.strongest_enemy(game, self.faction, dest)
                need = max(1, strongest - mine)  # a tie is enough: Lords of the Forest
                value = 0.0
                count = 1
                if spare >= need:
                    count = need
                    suit = st.suits[dest]
                    can_roost = (not dl.count(self.faction, "roost") and pieces.open_slots(game, dest) > 0
                                 and roosts_left > 0 and pieces.placement_allowed(game, self.faction, "roost", dest))
                    if rules(game, dest) != self.faction:
                        value += 1.0 + bots.stake_in(stakes, dest)  # taking rule breaks a rival's (Law 3.3.1)
                        if can_roost:
                            value += 2.0 + (2.0 if (suit in build_suits or "bird" in build_suits) else 0.0)
                    if bots.enemy_pieces(game, self.faction, dest) and (suit in battle_suits or "bird" in battle_suits):
                        value += 1.5
                        count = min(spare, need + 2)
                    value -= 0.2 * bots.threat(game, self.faction, dest)
                else:
                    value -= 3.0 + (0 if have > 1 else 1)
                    count = max(1, min(have, spare)) if spare > 0 else 1
                value += 0.1 * spare
                if best_value is None or value > best_value:
                    best, best_value = (origin, dest, count), value
        return best

    decide_eyrie_move_origin = bots.HeuristicBot.plan_move_origin
    decide_eyrie_move_destination = bots.HeuristicBot.plan_move_destination
    decide_eyrie_move_count = bots.HeuristicBot.plan_move_count

    # battle

    def battle_value(self, game, clearing: int, defender: str) -> float:
        extra = 1.0 if self.me(game).leader(game) == "commander" else 0.0
        est = bots.battle_estimate(game, self.faction, clearing, defender, extra)
        if est["pawn"] and not est["warriors"] and not est["targets"]:
            return 0.2 * est["dealt"] - 0.8 * est["taken"]
        value = 1.5 * est["removed"] + 0.6 * est["killed"] - 0.8 * est["taken"]
        if self.me(game).leader(game) == "despot" and est["removed"] >= 0.5:
            value += 1.0
        return value

    def decide_eyrie_battle_clearing(self, game, decision):
        best, best_value = None, None
        stakes = bots.dominance_stakes(game, self.faction)
        for option in decision.options:
            if not option.id.startswith("clearing:"):  # "pass", or a move out in place of a battle (TC.2.3.I)
                continue
            cid = option.data["clearing"]
            for defender in battle_rules.defenders(game, self.faction, cid):
                value = self.battle_worth(game, cid, defender, stakes)
                if best_value is None or value > best_value:
                    best, best_value = (cid, defender), value
        if best is None:
            return self.move_out_instead(game, decision)
        self.plan = {"battle": best}
        return f"clearing:{best[0]}"

    decide_eyrie_battle_defender = bots.HeuristicBot.plan_battle_defender


def create(faction: str, seed: int = 0) -> EyrieBot:
    return EyrieBot(faction, seed)
