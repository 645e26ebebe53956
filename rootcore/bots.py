"""Building blocks for heuristic bots. Faction plugins subclass `HeuristicBot` in their own package and
register it (`registry.add_agent("heuristic", factory, faction=...)`); nothing here knows a faction.

A `HeuristicBot` answers each decision by its `kind`:

* a method named after the kind (`decide_` + the kind with dots as underscores, e.g. `decide_battle_ambush`)
  returns an option id, or None to fall back to the next rule;
* kinds in `lookahead_kinds` (a faction's main action choices) are decided by one-step lookahead: each option
  is tried on a `game.clone()` whose hidden information (dice, deck order, the other players' hands and
  face-down cards: `determinize`) is re-drawn from the bot's own RNG, the decisions that follow are played by
  the bot's fast rules until its next main choice or the end of the phase (`horizon = "turn"`: the end of the
  turn), and the option whose outcome `evaluate` rates best is taken;
* a kind the bot's class has no method for may have advice from the plugin that asks it
  (`Registry.add_bot_advice`: the Riverfolk's services offered to every buyer, the Arbiter's enlistment asked of
  every defender), called as `advice(bot, game, decision)`;
* anything else takes a seeded random option (`fallback`), counted by kind in `guessed` (outside play-outs), which
  `rootcore simulate` and `rootcore fuzz --bots heuristic` report.

In a game with hirelings (Law Appendix E) a bot takes the Daylight action of a hireling it controls whenever its menu
offers one (`hireling_action`, E.2.4) and a demoted card's ability paid with a card (E.2.2) when the card's advice
`<id>.ability` picks it from the menu, each only if it `can_spare` the warriors the action takes or moves (the Eyrie's
Decree may need them), hires and sets up the card worth most to it (`hireling_value`), and answers a hireling's
questions by the card's advice, most of it the shared `advise_*` functions at the end of this module: turn the
hireling on the bot's rivals (the other players and their hirelings), guard the bot's own pieces.

The base also answers what every faction's bot answers alike: card choices (ambush, foil, discards, paying for
a dominance card, any decision whose options are all cards: the card `card_value` rates lowest; the three cards of
an advanced setup's hand it rates highest), which building or token a hit removes (the one `hit_loss` rates cheapest
to lose), a draw an effect may replace (`decide_draw_replace`), the order of effects that happen at once (Law 1.1.3:
`order_simultaneous`, by look-ahead), the suit a cost of any suit is paid with (`decide_craft_any_suit`), and, for a
bot that defines `move_plan` or `battle_value`, the three steps of a move (`plan_move_origin`,
`plan_move_destination`, `plan_move_count`) and of a battle (`plan_battle_clearing`, `plan_battle_defender`), which a
subclass binds to its own decision kinds with one line each, e.g.
`decide_<faction>_move_count = bots.HeuristicBot.plan_move_count`, as it may `most_threatened_clearing` (where to put
pieces that hold ground). A move without a plan worth making is declined where it may be, else made from and to
where the bot is strongest (`unplanned_origin`, `strongest_clearing`), and a move out that a rule puts in place of a
battle (a Pax Law) is planned like any move, whatever the battle's kind (`move_instead_of_battle`,
`move_out_instead`). A battle is rated by `battle_worth`: the bot's `battle_value` plus the
stake of breaking a rival's rule that its activated dominance card needs (`dominance_stakes`, Law 3.3.1); a bot's own
move and placement choices may add the same stakes (`stake_in`).

Bots choose only among `decision.options` and are deterministic for a seed (no set iteration over strings, no
clock): the same game with the same seats plays the same.
"""
from __future__ import annotations

import functools
import random
from typing import Any, Callable, Literal

from rootcore.decisions import IllegalChoice, RootcoreError
from rootcore.knowledge import HAND, known_cards
from rootcore.rules import battle as battle_rules
from rootcore.rules import cards, craft, suits
from rootcore.rules.rule import rules
from rootcore.views import zone_seen

# A `decide_<kind>` method, bound: (game, decision) -> option id or None.
_Handler = Callable[[Any, Any], "str | None"]
# `dominance_stakes`: clearing -> (the rival whose dominance needs it, what stopping that is worth).
Stakes = dict[int, tuple[str, float]]


class HeuristicBot:
    """Base class of the heuristic bots; see the module docstring."""

    lookahead_kinds: frozenset[str] = frozenset()
    horizon = "phase"             # "phase" or "turn": how far a lookahead rollout plays
    rollout_limit = 80            # decisions per rollout at most
    score_weight = 10.0           # value of one VP in `evaluate`

    # `card_value`: how much a card in hand is worth keeping (subclasses tune these or override it)
    card_base = 1.0               # any card
    card_bird = 1.0               # more for a bird card
    card_dominance = 0.0          # more for a dominance card
    card_ambush = 0.5             # more for an ambush card
    card_item_vp = 0.0            # more per VP of an item card the engine implements
    card_dominance_flat: float | None = None  # if set, a dominance card's whole value (the weights are skipped)
    dominance_margin = 1          # `dominance_choice`: pieces more than anyone needed in each ruled clearing
    move_origins_offered = True   # `plan_move_origin` plans from the offered origins (False: every origin)

    def __init__(self, faction: str, seed: int = 0):
        self.faction = faction
        self.rng = random.Random(seed)
        self.in_rollout = False
        self.plan: dict = {}  # what the bot is carrying out over several decisions (a move: origin, destination...)
        # decide_<kind> method by kind (None: the kind has none), looked up once per kind
        self._handlers: dict[str, _Handler | None] = {}
        # `lookahead`: the views it decided in this turn, each with the options it took there (`_taken_before`)
        self._led_back: list[tuple[dict, set[str]]] = []
        self._led_back_turn: int | None = None
        # decision kind -> answers left to chance (`fallback`) outside rollouts: what `rootcore simulate` reports
        self.guessed: dict[str, int] = {}

    # -- the agent protocol -----------------------------------------------------------------------------------

    def __call__(self, game, decision) -> str:
        options = decision.options
        if len(options) == 1:
            return options[0].id
        choice: str | None = None
        if game.definition.hirelings and decision.player == self.faction:  # only games with hirelings look
            choice = hireling_action(self, game, decision)
            if choice is not None and not self.can_spare(game, decision, choice):
                choice = None
        if choice is None:
            if decision.player == self.faction and not self.in_rollout and self.looks_ahead(game, decision):
                choice = self.lookahead(game, decision)
            else:
                choice = self.decide(game, decision)
        if choice is None or not _offered(decision, choice):
            choice = self.fallback(game, decision)
        return choice

    def looks_ahead(self, game, decision) -> bool:
        """Whether a decision of this bot's own is decided by `lookahead` (outside rollouts): one of its
        `lookahead_kinds`."""
        return decision.kind in self.lookahead_kinds

    def decide(self, game, decision) -> str | None:
        """The fast rule for a decision: the `decide_<kind>` method, if any."""
        handler: _Handler | None | Literal[False] = self._handlers.get(decision.kind, False)
        if handler is False:
            handler = getattr(self, "decide_" + decision.kind.replace(".", "_").replace("-", "_"), None)
            if handler is None:  # a kind another plugin asks of every player may come with advice for bots
                advice = game.definition.registry.advice_for(decision.kind)
                handler = functools.partial(advice, self) if advice is not None else None
            self._handlers[decision.kind] = handler
        if handler is not None:
            return handler(game, decision)
        return self.decide_default(game, decision)

    def decide_default(self, game, decision) -> str | None:
        """Kinds without their own method: a decision whose options are all cards takes the most useful one when they
        are all in another faction's hand (a card taken from a public hand: the Riverfolk's Hand Card, 11.2.7.I) and
        otherwise gives the least useful one (cards given away or spent: Outrage...); anything else None (a seeded
        random option); an option with `"card": None` (the Keepers' Faithful Retainer, 15.3.4) is not a card. Subclasses
        may cover more families of kinds here (every `*.count`...)."""
        if all(o.data and o.data.get("card") is not None for o in decision.options):  # not a card-less stand-in
            if self._cards_of_another_hand(game, decision):
                return self.pick(decision, lambda o: self.card_value(game, o.data["card"]))
            return self.worst_card(game, decision)
        step = moved_instead_step(decision.kind)
        if step is not None:
            return self.move_instead_of_battle(game, decision, step)
        return None

    def move_instead_of_battle(self, game, decision, step: str) -> str | None:
        """The move out a rule makes in place of a battle (`battle.move_instead`, a Pax Law's, TC.2.3.I), whatever
        the battle's kind: the move `move_plan_from` its clearing plans, for a bot that plans moves; else to the
        offered clearing where the bot is strongest against its rivals (`rule_margin`), with all its warriors
        there, since they could not battle."""
        if step == "count":
            if "move" in self.plan:
                return self.plan_move_count(game, decision)
            return advise_most(self, game, decision)
        origin = moved_instead_from(game, self.faction)
        plan = self.move_plan_from(game, origin) if origin is not None and self.plans_moves else None
        if plan and self.has(decision, f"clearing:{plan[1]}"):
            self.plan = {"move": plan}
            return f"clearing:{plan[1]}"
        self.plan = {}
        return self.strongest_clearing(game, decision)

    @property
    def plans_moves(self) -> bool:
        """Whether this bot's class plans moves (defines `move_plan`)."""
        return type(self).move_plan is not HeuristicBot.move_plan

    def _cards_of_another_hand(self, game, decision) -> bool:
        """Whether every card option is a card in one other faction's public hand (Law 11.2.3; a hidden hand is not
        looked at, 1.2): a card to take, not to give."""
        for fid, fs in game.state.factions.items():
            if fid != self.faction and game.factions[fid].hand_public and \
                    all(o.data["card"] in fs.hand for o in decision.options):
                return True
        return False

    def can_spare(self, game, decision, choice: str) -> bool:
        """Whether the bot can spare what the hireling option `choice` of its Daylight menu (`hireling_action`) takes
        or moves: warriors its own turn still needs. Yes here; a faction bot bound by a plan of its turn (the Eyrie's
        Decree) overrides it."""
        return True

    def fallback(self, game, decision) -> str:
        """A seeded random answer, for a decision no rule of the bot's answered; counted by kind in `guessed`."""
        if not self.in_rollout:
            self.guessed[decision.kind] = self.guessed.get(decision.kind, 0) + 1
        return self.rng.choice(decision.options).id

    # -- deciders every faction's bot shares ------------------------------------------------------------------------

    def decide_battle_ambush(self, game, decision):
        return self.pick(decision, lambda o: -self.card_value(game, o.data["card"]), "ambush:")

    def decide_battle_foil(self, game, decision):
        return self.pick(decision, lambda o: -self.card_value(game, o.data["card"]), "foil:")

    def decide_hireling_give(self, game, decision):
        """A hireling whose control ran out (Law E.1.3) goes to the player with the fewest VP: the least threat."""
        scores = game.state.factions
        return self.pick(decision, lambda o: -scores[o.data["faction"]].score)

    def decide_hireling_hire(self, game, decision):
        """Hire (Law E.1.1) the hireling worth most now: `hireling_value`."""
        return self.pick(decision, lambda o: hireling_value(game, self.faction, o.data["hireling"]))

    def decide_setup_hireling(self, game, decision):
        """Set up (A.6.3) the card `hireling_value` rates highest: a promoted one first (before setup no card has
        pieces on the map, so the side decides)."""
        return self.decide_hireling_hire(game, decision)

    def decide_setup_landmark(self, game, decision):
        """Law A.5.3: a landmark is set up before any faction's pieces, so nothing tells the clearings apart for
        this bot but the map: the one with the most paths, which its warriors can reach from the most places wherever
        they set up (ties: the first offered)."""
        return self.pick(decision, lambda o: len(neighbours(game, o.data["clearing"])))

    def decide_discard_hand_limit(self, game, decision):
        return self.worst_card(game, decision)

    def decide_setup_keep_cards(self, game, decision):
        """Law A.10 (advanced setup): keep the three cards `card_value` rates highest together."""
        return self.pick(decision, lambda o: sum(self.card_value(game, c) for c in o.data["cards"]))

    def decide_take_dominance_pay(self, game, decision):
        return self.worst_card(game, decision)

    def decide_draw_replace(self, game, decision):
        """A draw an effect may replace (`cards.draw_step`): a card offered instead (the Informants' ambush from the
        discard pile) is taken when it replaces the draw of one card and `card_value` rates it above the mean of the
        game's cards (what an unknown draw is worth); any other replacement (the Corvids' Exposure first) is left
        for the draw, which a bot rates without guessing."""
        if decision.options[0].data["count"] > 1:  # the draw itself, first (`cards.replaced`)
            return "draw"
        best = self.pick(decision, lambda o: self.card_value(game, o.data["card"]) if o.data and "card" in o.data
                         else None)
        if best is None:
            return "draw"
        unknown = sum(self.card_value(game, c) for c in range(len(game.cards))) / len(game.cards)
        return best if self.card_value(game, decision.option(best).data["card"]) > unknown else "draw"

    def order_simultaneous(self, game, decision):
        """Which of several effects happening at once resolves first (Law 1.1.3): what `lookahead` rates best, the
        order often mattering little but sometimes much (an effect removing what another would score). In a
        rollout the order offered, without a rollout of its own."""
        if self.in_rollout or decision.player != self.faction:
            return decision.options[0].id
        return self.lookahead(game, decision)

    decide_turn_effect_order = order_simultaneous  # the start or end of a phase (`turn.simultaneous_effects`)
    decide_order_effects = order_simultaneous  # effects triggered by removals made at once (`pieces.run_triggered`)
    decide_order_effect_groups = order_simultaneous  # both sides' groups of those in battle (4.3.4)
    decide_battle_effect_order = order_simultaneous  # the two sides' battle effects (4.3.3)

    def decide_craft_any_suit(self, game, decision):
        """A cost of any suit (Law 4.1.1) paid by a crafting piece of which suit: the suit with the most pieces left
        unused this turn beyond what the other cards in hand name in their costs, keeping the rest for those."""
        left = craft.remaining_pieces(game, self.faction)
        named: dict[str, int] = {}
        for card in game.state.factions[self.faction].hand:
            for suit in game.cards[card].cost:
                named[suit] = named.get(suit, 0) + 1
        return self.pick(decision, lambda o: left.get(o.data["suit"], 0) - named.get(o.data["suit"], 0))

    def most_threatened_clearing(self, game, decision):
        """The clearing option where enemies are nearest (`threat`): for pieces placed to hold ground (a faction setup
        card's warriors that do not share out evenly, Law A.8.2). A subclass binds it to its own decision kind."""
        return self.pick(decision, lambda o: threat(game, self.faction, o.data["clearing"]))

    def decide_take_hit(self, game, decision):
        """Which of its buildings and tokens a hit removes (Law 4.3.4), for a bot with no rule of its own: the piece
        `hit_loss` rates cheapest to lose."""
        return self.pick(decision, lambda o: -hit_loss(game, self.faction, o.data["piece"]))

    # Deciders a subclass binds to its own decision kinds (`decide_<kind> = HeuristicBot.plan_move_count`).
    # A move is planned whole at its origin (`self.plan["move"]`: origin, destination, count) and carried out
    # by the destination and count answers; a battle likewise (`self.plan["battle"]`: clearing, defender).

    def ruling_moves(self, game, origins, keep_in: Callable[[Any, int], int]):
        """Each move taking rule of a clearing the bot does not rule, as (origin, destination, warriors): from each
        of `origins` (every origin when None), the warriors beyond `keep_in(game, origin)`, if enough
        (`warriors_to_rule`). For a `move_plan` to rate."""
        from rootcore.rules import move
        st = game.state
        for origin in origins if origins is not None else move.origins(game, self.faction):
            spare = st.clearings[origin].warriors.get(self.faction, 0) - keep_in(game, origin)
            for dest in move.destinations(game, self.faction, origin) if spare > 0 else ():
                if rules(game, dest) != self.faction:
                    need = warriors_to_rule(game, self.faction, dest)
                    if need <= spare:
                        yield origin, dest, need

    def plan_move_origin(self, game, decision):
        """A move's origin: plan the move (`move_plan` over the offered origins, or every origin when
        `move_origins_offered` is False) and answer its origin; without a plan, `unplanned_origin`."""
        origins = [c for c in map(option_clearing, decision.options) if c is not None] \
            if self.move_origins_offered else None
        plan = self.move_plan(game, origins)
        if plan is None:
            return self.unplanned_origin(game, decision)
        self.plan = {"move": plan}
        return f"clearing:{plan[0]}"

    def unplanned_origin(self, game, decision) -> str | None:
        """A move's origin without a plan worth making: "pass" where the move may be declined, else (a move that must
        be made: the earlier Law's second March move) the `strongest_clearing` offered (its destination then follows
        `plan_move_destination`)."""
        if self.has(decision, "pass"):
            return "pass"
        return self.strongest_clearing(game, decision)

    def plan_move_destination(self, game, decision):
        """A move's destination: the planned one; when the origin was not asked (it was the only one), plan
        from the inferred origin first (`move_plan_from`). So too when the planned destination is not offered: a
        plan an earlier move left behind, its count answered unasked (one warrior), so that `plan_move_count` never
        took it. Without a plan, the `strongest_clearing`."""
        plan = self.plan.get("move")
        if plan is None or not self.has(decision, f"clearing:{plan[1]}"):
            origin = infer_move_origin(game, self.faction, decision)
            plan = self.move_plan_from(game, origin) if origin is not None else None
            self.plan = {"move": plan} if plan else {}
        if plan and self.has(decision, f"clearing:{plan[1]}"):
            return f"clearing:{plan[1]}"
        return self.strongest_clearing(game, decision)

    def strongest_clearing(self, game, decision) -> str | None:
        """The offered clearing where the bot is strongest against the other pieces there (`rule_margin`): a move's
        destination without a plan (none worth making from its origin, yet the move goes on), or the origin of a move
        that must be made without one (`unplanned_origin`), where a warrior leaving costs the bot least."""
        return self.pick(decision, lambda o: on_clearing(o, lambda c: rule_margin(game, self.faction, c)))

    def plan_move_count(self, game, decision):
        """How many warriors to move: the planned count (one without a plan), or the nearest offered."""
        plan = self.plan.pop("move", None)
        count = plan[2] if plan else 1
        return self.pick(decision, lambda o: -abs(o.data["count"] - count))

    def plan_battle_clearing(self, game, decision):
        """A battle's clearing: plan the best battle anywhere (`best_battle`, any value) and answer its
        clearing."""
        best = self.best_battle(game, -99.0)
        if best is None:
            return self.move_out_instead(game, decision)
        self.plan = {"battle": best}
        return f"clearing:{best[0]}"

    def move_out_instead(self, game, decision) -> str | None:
        """Of a battle question's moves out offered in place of battles a rule forbids (`battle.move_instead_option`),
        the one from the origin the bot's `move_plan` picks among them (the first without one); None if none is
        offered."""
        origins = [o.data["clearing"] for o in decision.options if o.id.startswith(battle_rules.MOVE_INSTEAD_PREFIX)]
        if not origins:
            return None
        plan = self.move_plan(game, origins) if self.plans_moves else None
        return battle_rules.MOVE_INSTEAD_PREFIX + str(plan[0] if plan else origins[0])

    def plan_battle_defender(self, game, decision):
        """A battle's defender: the planned one, else the one `battle_worth` rates best in the inferred
        clearing."""
        plan = self.plan.pop("battle", None)
        if plan and self.has(decision, f"faction:{plan[1]}"):
            return f"faction:{plan[1]}"
        clearing = infer_battle_clearing(game, self.faction, decision)
        if clearing is None:
            return None
        stakes = dominance_stakes(game, self.faction)
        return self.pick(decision, lambda o: self.battle_worth(game, clearing, o.data["faction"], stakes))

    # -- evaluation and lookahead ------------------------------------------------------------------------------------

    def evaluate(self, game) -> float:
        """How good `game` is for this bot's faction (higher is better). The base rates score only, and a
        win (or a loss) above everything; factions add their board position."""
        st = game.state
        if st.over:
            if self.faction in st.winners:
                return 1e6
            if st.winners:
                return -1e6
        return self.score_weight * st.factions[self.faction].score

    def lookahead(self, game, decision) -> str:
        """Try every option on a determinized clone and take the best-rated outcome (ties: the first). An option
        taken before in the same position, as the player sees it, led back to it without changing anything (a
        question backed out of, such as the Corvids' Exposure): it is not taken again there, or the bot would go
        round for ever."""
        led_back = self._taken_before(game)
        options = self.options_to_try([o for o in decision.options if o.id not in led_back] or decision.options)
        best: str | None = None
        best_value = None
        seed = self.rng.getrandbits(32)
        for option in options:
            value = self.option_value(game, decision, option, seed)
            if best_value is None or value > best_value:
                best, best_value = option.id, value
        assert best is not None  # a Decision always has options
        led_back.add(best)
        return best

    def options_to_try(self, options: list) -> list:
        """The options `lookahead` tries: all of them here; a subclass may try fewer of a long menu."""
        return options

    def _taken_before(self, game) -> set[str]:
        """The options `lookahead` took earlier this turn in the position `game` is in, as the player sees it (its
        view): each of them led back here unchanged. Every position of the turn is remembered, not only the last:
        a bot that looks ahead at both a menu and the question it opens (the generic bot at the Corvids' Exposure)
        goes round menu -> question -> back out -> menu, two positions that alternate."""
        if self._led_back_turn != game.state.turn:
            self._led_back, self._led_back_turn = [], game.state.turn
        view = game.view(self.faction)
        for seen, taken in self._led_back:
            if seen == view:
                return taken
        taken = set()
        self._led_back.append((view, taken))
        return taken

    def option_value(self, game, decision, option, seed: int) -> float:
        """The value of one option for `lookahead` (subclasses may add what the outcome alone does not show)."""
        return self.rollout_value(game, [option.id], seed)

    def rollout_value(self, game, choices: list[str], seed: int) -> float:
        """Play `choices` (option ids, in order) on a determinized clone of `game`, continue with the fast rules
        (this bot's) and seeded random answers (other players) up to the horizon, and `evaluate` the result."""
        turn, phase = game.state.turn, game.state.phase

        def beyond_horizon(sim, pending) -> bool:
            st = sim.state
            if st.turn != turn or (self.horizon == "phase" and st.phase != phase):
                return True
            return self.horizon == "phase" and pending.player == self.faction and pending.kind in self.lookahead_kinds

        return self.evaluate(self.play_out(game, choices, seed, beyond_horizon))

    def play_out(self, game, choices: list[str], seed: int, stop, plan: dict | None = None):
        """A determinized clone of `game` (`determinize`: no peeking) with `choices` (option ids, in order, while
        offered) taken, then played on, this bot's decisions by its fast rules and the others' by random answers
        seeded with `seed`, until `stop(sim, pending)` is true or `rollout_limit` answers were given. Meanwhile the
        bot is in a rollout (no lookahead of its own) with the plan `plan` (an empty one if None); both are
        restored after."""
        sim = game.clone()
        determinize(sim, seed, self.faction)
        rng = random.Random(seed)
        saved = self.in_rollout, self.plan  # restored as they were (one play-out within another)
        self.in_rollout, self.plan = True, {} if plan is None else plan
        try:
            for i, given in enumerate(choices):
                if sim.pending is None or not _offered(sim.pending, given):
                    break
                try:
                    sim.choose(given)
                except RootcoreError:
                    # The first answer meets the question as it was asked before the redeal: an option that hidden
                    # cards made possible may not be in the world dealt anew (a defender the attacker could pay to
                    # fight, the Spring Uprising). That world is not the game's: the play-out ends where it failed.
                    if i:
                        raise
                    return sim
            for _ in range(self.rollout_limit):
                pending = sim.pending
                if pending is None or stop(sim, pending):
                    break
                choice = self.decide(sim, pending) if pending.player == self.faction else None
                if choice is None or not _offered(pending, choice):
                    choice = rng.choice(pending.options).id
                sim.choose(choice)
        finally:
            self.in_rollout, self.plan = saved
        return sim

    # -- helpers for subclasses ------------------------------------------------------------------------------------

    def pick(self, decision, key, prefix: str | None = None) -> str | None:
        """The id of the option (optionally only those whose id starts with `prefix`) with the highest
        `key(option)`; None if there is none or the best key is None. Ties go to the first option."""
        best, best_key = None, None
        for option in decision.options:
            if prefix is not None and not option.id.startswith(prefix):
                continue
            k = key(option)
            if k is None:
                continue
            if best_key is None or k > best_key:
                best, best_key = option.id, k
        return best

    @staticmethod
    def has(decision, option_id: str) -> bool:
        return _offered(decision, option_id)

    def me(self, game):
        """This bot's faction component (`game.factions`)."""
        return game.factions[self.faction]

    def fs(self, game):
        """This bot's faction state (`game.state.factions`)."""
        return game.state.factions[self.faction]

    def card_value(self, game, card: int) -> float:
        """How much `card` is worth keeping in hand, from the `card_*` weights (higher: keep)."""
        d = game.cards[card]
        if d.kind == "dominance" and self.card_dominance_flat is not None:
            return self.card_dominance_flat
        value = self.card_base
        if d.suit == "bird":
            value += self.card_bird
        if d.kind == "dominance":
            value += self.card_dominance
        if d.kind == "ambush":
            value += self.card_ambush
        if self.card_item_vp and d.kind == "item" and card not in game.unimplemented_cards:
            value += self.card_item_vp * d.vp
        return value

    def worst_card(self, game, decision, prefix: str | None = None, value=None) -> str | None:
        """The card option (optionally only ids starting with `prefix`) that `value(game, card)` (default
        `card_value`) rates lowest; ties go to the first."""
        value = value or self.card_value
        return self.pick(decision, lambda o: -value(game, o.data["card"])
                         if o.data and "card" in o.data else None, prefix)

    def safety(self, game, clearing: int) -> float:
        """This faction's warriors in `clearing` less half the enemy warriors in and around it."""
        cl = game.state.clearings[clearing]
        return cl.warriors.get(self.faction, 0) - 0.5 * threat(game, self.faction, clearing)

    def dominance_choice(self, game, decision) -> str | None:
        """The first offered `activate_dominance...` option whose suit this faction would win with now
        (`dominance_ready` with `dominance_margin`), or None."""
        for option in decision.options:
            if option.id.startswith("activate_dominance"):
                suit = game.cards[option.data["card"]].suit
                if dominance_ready(game, self.faction, suit, margin=self.dominance_margin):
                    return option.id
        return None

    def move_plan(self, game, origins: list[int] | None = None) -> tuple[int, int, int] | None:
        """(origin, destination, count) of the move to make from one of `origins` (None: every clearing this
        faction can move from), or None. Bots that bind the `plan_move_*` deciders define it."""
        raise NotImplementedError(f"{type(self).__name__} plans no moves")

    def move_plan_from(self, game, origin: int) -> tuple[int, int, int] | None:
        """The move to make from `origin` once it is chosen (default: `move_plan` from it alone)."""
        return self.move_plan(game, [origin])

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """How much attacking `defender` in `clearing` is worth. Bots that bind the `plan_battle_*` deciders
        or call `best_battle` define it."""
        raise NotImplementedError(f"{type(self).__name__} rates no battles")

    def battle_worth(self, game, clearing: int, defender: str, stakes: Stakes) -> float:
        """`battle_value` plus, where `defender`'s rule of `clearing` is at stake for its dominance (`stakes`, from
        `dominance_stakes`), that stake in the share of its rule margin the battle is expected to remove."""
        value = self.battle_value(game, clearing, defender)
        stake = stakes.get(clearing)
        if stake is not None and stake[0] == defender:
            est = battle_estimate(game, self.faction, clearing, defender)
            margin = max(1, rule_margin(game, defender, clearing))
            value += stake[1] * min(1.0, (est["killed"] + est["removed"]) / margin)
        return value

    def best_battle(self, game, min_value: float) -> tuple[int, str] | None:
        """(clearing, defender) of the battle `battle_worth` rates highest above `min_value`, or None; ties go
        to the first clearing and defender."""
        best, best_value = None, min_value
        stakes = dominance_stakes(game, self.faction)
        for cid in battle_rules.battle_clearings(game, self.faction):
            for defender in battle_rules.defenders(game, self.faction, cid):
                value = self.battle_worth(game, cid, defender, stakes)
                if value > best_value:
                    best, best_value = (cid, defender), value
        return best

    @staticmethod
    def item_vp(game, option) -> int | None:
        """For a craft option: the VP of the item the card makes, or None for any other card (the bots craft
        items only)."""
        card = game.cards[option.data["card"]]
        return card.vp if card.kind == "item" else None


class GenericBot(HeuristicBot):
    """A heuristic bot for a faction whose plugin brings none of its own (register it with
    `registry.add_agent("heuristic", "rootcore.bots:GenericBot", faction=...)`): it knows no rule of the faction.
    Each choice of its own on its own turn and in setup is decided by `lookahead`: every option (of a menu longer than
    `max_options`, that many drawn at random) is played `samples` times on determinized clones to the end of the
    turn, the bot's later choices taken at random, and the option whose outcomes `evaluate` rates best on average is
    taken. `evaluate` rates what every faction has: VP, clearings ruled, pieces on the map and cards in hand.
    Everything else (other players' turns, card choices) is the base class's. A fan faction so seated among the
    base factions' bots scored 1.4 to 5 times the VP of the base class's mostly random answers (the figures are in
    docs/plugins.md, section 8)."""

    horizon = "turn"
    rollout_limit = 120           # answers per play-out at most (a turn of a busy faction is longer: cut there)
    samples = 2                   # play-outs per option
    max_options = 24              # a longer menu: that many of its options, drawn at random, are tried
    rule_weight = 1.5             # `evaluate`: per clearing ruled
    warrior_weight = 0.4          # per warrior on the map
    piece_weight = 1.0            # per building or token on the map
    hand_weight = 0.6             # per card in hand
    # Decision kinds a subclass answers by its own rules (`decide_<kind>` or plugin advice), never by a look-ahead.
    ruled_kinds: frozenset[str] = frozenset()

    def looks_ahead(self, game, decision) -> bool:
        """Its own choices on its own turn, and in setup (whose turn is the first player's for every faction's
        setup: the bot's seat must not decide whether it plans its start), except the `ruled_kinds`."""
        st = game.state
        return (st.current_faction == self.faction or st.phase == "setup") and len(decision.options) >= 2 \
            and decision.kind not in self.ruled_kinds

    def options_to_try(self, options: list) -> list:
        """A menu longer than `max_options` (every action in every clearing, say): a seeded sample of that many, in
        menu order, so that a play-out's cost stays bounded and the choice is still the best of those tried."""
        if len(options) <= self.max_options:
            return options
        picked = set(self.rng.sample(range(len(options)), self.max_options))
        return [o for i, o in enumerate(options) if i in picked]

    def evaluate(self, game) -> float:
        value = super().evaluate(game)
        if abs(value) >= 1e6:  # the game is over
            return value
        return value + self.position_value(game)

    def position_value(self, game) -> float:
        """What the bot's position is worth beside the VP of `HeuristicBot.evaluate` (a game not over): warriors,
        buildings and tokens on the map, clearings ruled, cards in hand. A subclass adds its faction's own terms."""
        value = 0.0
        me = self.faction
        for cl in game.state.clearings.values():
            value += self.warrior_weight * cl.warriors.get(me, 0)
            value += self.piece_weight * (sum(1 for owner, _ in cl.buildings if owner == me)
                                          + sum(1 for owner, _ in cl.tokens if owner == me))
        value += self.rule_weight * len(ruled_clearings(game, me))
        return value + self.hand_weight * len(game.state.factions[me].hand)

    def option_value(self, game, decision, option, seed: int) -> float:
        return sum(self.rollout_value(game, [option.id], seed + k) for k in range(self.samples)) / self.samples


HIRELING_ACTION = cards.EXTRA_PREFIX + "hireling:"  # a hireling's Daylight options in a menu (`cards.daylight_extras`)


def hireling_action(bot, game, decision) -> str | None:
    """The Daylight action of a hireling the bot controls (Law E.2.4, the option `extra:hireling:<id>`), whenever
    its menu offers one: the cards' advice then turns it on the bot's rivals. A demoted card's ability paid for with
    a card (`extra:hireling:<id>:<name>`, E.2.2) only when the card's advice `<id>.ability` picks it from the menu."""
    paying = []  # the cards with an ability paid for in the menu
    for option in decision.options:
        if option.id.startswith(HIRELING_ACTION):
            card = option.id.split(":")[2]
            if option.id.count(":") == 2:
                return option.id
            if card not in paying:
                paying.append(card)
    for card in paying:
        advice = game.definition.registry.advice_for(f"{card}.ability")
        choice = advice(bot, game, decision) if advice is not None else None
        if choice is not None:
            return choice
    return None



def _offered(decision, option_id: str) -> bool:
    try:
        decision.option(option_id)
    except IllegalChoice:
        return False
    return True


def determinize(game, seed: int, player: str | None = None) -> None:
    """Re-draw what `player` (None: an observer) cannot know about `game`, a clone about to be played out, so
    that a lookahead does not peek (Law 1.2, `game.view`): the dice and other random draws come from a new RNG;
    the cards hidden from `player` (the draw deck, the other players' hands unless public, Law 11.2.3, the
    zones it may not see, such as face-down supporters, and the face-down cards of landmarks, `Landmark.card_piles`)
    are shuffled together and dealt back, each place keeping its number of cards; so
    are the items under the ruins (9.3.4); and each faction re-draws what its data hides
    (`Faction.redraw_hidden`: the Vagabond's quest deck), except the ruin whose items `player`'s pending decision
    shows it (`Decision.about`'s "ruin": two items under a ruin, looked at and chosen between, 9.7.3).
    What `player` remembers stays: a hidden card it knows to be in another player's hand or zone (one it gave or had
    taken, a hand shown to it, a card everyone saw taken into a hand: `rootcore.knowledge.known_cards`, from the
    events it saw) stays there, until that player could have moved it unseen; only the other cards are dealt into
    the rest of the hidden places. Meant for a clone at `player`'s own pending decision: at another player's (or
    for an observer) the pending decision and the action under way may name cards the new deal takes from their
    holder, and the clone can fail when played on (a view of it is still right)."""
    st = game.state
    if player is not None and player not in st.factions:  # a misspelt one would have its own hand dealt anew
        raise ValueError(f"determinize: player {player!r} is not a faction of this game (factions: "
                         f"{', '.join(st.factions)}; None for an observer)")
    st.rng = rng = random.Random(seed)
    hidden: dict[tuple[str, str], list] = {("", "deck"): st.deck}  # (holder, place) -> the cards there
    for fid, fs in st.factions.items():
        component = game.factions[fid]
        if fid != player and not component.hand_public:  # a public hand (11.2.3) is known to all
            hidden[fid, HAND] = fs.hand
        for zone, zone_cards in fs.zones.items():
            if not zone_seen(component, zone, fid, player):
                hidden[fid, zone] = zone_cards
    piles = list(hidden.values())
    for landmark in game.definition.landmarks.values():
        piles += landmark.card_piles(game)
    _deal_anew(piles, rng, _kept(known_cards(game, player), hidden, piles) if game.events else {})
    pending = game.pending
    looked_at = (pending.about or {}).get("ruin") if pending is not None and pending.player == player else None
    _deal_anew([st.ruin_items[c] for c in sorted(st.ruin_items) if c != looked_at], rng)
    for fid, fs in st.factions.items():
        game.factions[fid].redraw_hidden(game, fs, player, rng)


def _kept(known, hidden: dict[tuple[str, str], list], piles: list[list]) -> dict[int, list]:
    """The cards of `known` (`knowledge.known_cards`) to keep where they are known to be, by the index in `piles` of
    that place: only cards that are hidden (in one of `piles`) and known to be in a hidden place (one of `hidden`),
    at most as many as the place holds."""
    if not known:
        return {}
    in_piles = {card for pile in piles for card in pile}
    index = {id(pile): i for i, pile in enumerate(piles)}
    kept: dict[int, list] = {}
    for card in sorted(known):
        place = hidden.get(known[card])
        if place is not None and card in in_piles:
            staying = kept.setdefault(index[id(place)], [])
            if len(staying) < len(place):
                staying.append(card)
    return kept


def _deal_anew(places: list[list], rng: random.Random, kept: dict[int, list] | None = None) -> None:
    """Shuffle the contents of `places` together and deal them back, each place keeping its length; `kept`: the
    cards that stay in a place, by the place's index (they come first in it), which the others fill up."""
    kept = kept or {}
    staying = {thing for stay in kept.values() for thing in stay}
    pool = [thing for place in places for thing in place if thing not in staying]
    rng.shuffle(pool)
    for i, place in enumerate(places):
        stay = kept.get(i, [])
        n = len(place) - len(stay)
        place[:], pool = stay + pool[:n], pool[n:]


# -- board measures bots share ------------------------------------------------------------------------------------

def ruled_clearings(game, faction: str) -> list[int]:
    return [c for c in game.board.clearing_ids if rules(game, c) == faction]


def warriors_on_map(game, faction: str) -> int:
    return sum(cl.warriors.get(faction, 0) for cl in game.state.clearings.values())


def enemy_strength(game, faction: str, clearing: int) -> int:
    """Warriors of every other faction in `clearing`."""
    return sum(n for f, n in game.state.clearings[clearing].warriors.items() if f != faction)


def strongest_enemy(game, faction: str, clearing: int) -> int:
    """The most warriors plus buildings any other faction has in `clearing` (0 if none): what it takes to
    rule there."""
    cl = game.state.clearings[clearing]
    counts: dict[str, int] = {}
    for f, n in cl.warriors.items():
        if f != faction:
            counts[f] = counts.get(f, 0) + n
    for f, _ in cl.buildings:
        if f != faction:
            counts[f] = counts.get(f, 0) + 1
    return max(counts.values(), default=0)


def warriors_to_rule(game, faction: str, clearing: int) -> int:
    """How many more warriors `faction` needs in `clearing` to outnumber the strongest other faction there (at
    least one): what a move taking rule of it brings."""
    mine = game.state.clearings[clearing].warriors.get(faction, 0)
    return max(1, strongest_enemy(game, faction, clearing) + 1 - mine)


def threat(game, faction: str, clearing: int) -> int:
    """Warriors of other factions in `clearing` and its neighbours by printed paths: who could attack there next. A
    clearing off the map's graph (the Winged Menace's Nexus, clearing -1) counts its own warriors alone."""
    total = enemy_strength(game, faction, clearing)
    for near in game.board.adjacent.get(clearing, ()):
        total += enemy_strength(game, faction, near)
    return total


def enemy_pieces(game, faction: str, clearing: int) -> int:
    """Buildings and tokens of other factions in `clearing` (each is worth a VP to whoever removes it)."""
    cl = game.state.clearings[clearing]
    return sum(1 for f, _ in cl.buildings if f != faction) + sum(1 for f, _ in cl.tokens if f != faction)


def share_suit(game, a: int, b: int) -> bool:
    """Whether clearings `a` and `b` count as a suit in common (a clearing of several suits, the Lost City's,
    shares each of them)."""
    suits_a = suits.split(game.state.suits[a])
    return any(suit in suits_a for suit in suits.split(game.state.suits[b]))


def suit_rule_counts(game, faction: str) -> dict[str, int]:
    """How many clearings of each suit `faction` rules."""
    counts: dict[str, int] = {}
    for c in ruled_clearings(game, faction):
        for suit in suits.split(game.state.suits[c]):  # a clearing of several suits counts for each (Lost City)
            counts[suit] = counts.get(suit, 0) + 1
    return counts


def dominance_ready(game, faction: str, suit: str, margin: int = 0) -> bool:
    """Would `faction` win with an activated dominance card of `suit` if the board stayed as it is (3.3.1):
    rule three clearings of the suit (with at least `margin` more pieces than anyone there), or for birds two
    diagonally opposite corners?"""
    ruled = [c for c in ruled_clearings(game, faction) if rule_margin(game, faction, c) >= margin]
    if suit == "bird":
        return _opposite_corners(game.board, ruled)
    return sum(1 for c in ruled if suits.is_suit(game, c, suit)) >= 3


def _opposite_corners(board, ruled) -> bool:
    """Whether `ruled` holds two diagonally opposite corners (a bird dominance card's win, 3.3.1)."""
    return any(board.opposite_corner[c] in ruled for c in ruled if c in board.corners)


DOMINANCE_BREAK = 5.0  # `dominance_stakes`: a clearing a rival rules and needs to win at its next Birdsong
DOMINANCE_DENY = 2.5   # one it rules or would gain while one clearing short of that


def dominance_stakes(game, faction: str) -> Stakes:
    """The clearings where `faction` can stop a rival's activated dominance card (Law 3.3.1) close to winning, as
    clearing -> (rival, stake): the rival's ruled clearings of the suit (DOMINANCE_BREAK if it would win at its
    next Birdsong as the board stands, DOMINANCE_DENY if it is one short) and, one short, the ones it could gain
    (DOMINANCE_DENY). While `faction`'s own activated dominance would win, only the rivals whose Birdsong comes
    before its own count (its own win comes first otherwise)."""
    st = game.state
    rivals = [fid for fid, fs in st.factions.items() if fs.dominance is not None and fid != faction]
    if not rivals:  # the usual case: no rival has activated a dominance card
        return {}
    own = st.factions[faction].dominance
    if own is not None and dominance_ready(game, faction, game.cards[own].suit):  # only rivals who would win first
        mine = turns_to_birdsong(game, faction)
        rivals = [rival for rival in rivals if turns_to_birdsong(game, rival) < mine]
    stakes: Stakes = {}
    for rival_id in rivals:
        for clearing, stake in _rival_stakes(game, rival_id, game.cards[st.factions[rival_id].dominance].suit):
            if stake > stakes.get(clearing, ("", 0.0))[1]:
                stakes[clearing] = (rival_id, stake)
    return stakes


def turns_to_birdsong(game, faction: str) -> int:
    """How many turns start before `faction`'s next Birdsong, whose start checks its dominance (3.3.1): 0 if its
    turn is next, one less than the number of players while its own turn is under way (its check is done)."""
    order = game.state.turn_order
    return (order.index(faction) - game.state.current - 1) % len(order)


def stake_in(stakes: Stakes, clearing: int) -> float:
    """What taking rule of (or placing warriors in) `clearing` is worth against a rival's dominance: its stake in
    `stakes` (`dominance_stakes`), else 0."""
    stake = stakes.get(clearing)
    return stake[1] if stake is not None else 0.0


def _rival_stakes(game, rival_id: str, suit: str):
    """(clearing, stake) for `dominance_stakes` of one rival whose dominance card is of `suit` (3.3.1.I-II)."""
    board = game.board
    ruled = ruled_clearings(game, rival_id)
    if suit == "bird":  # two diagonally opposite corners
        corners = [c for c in ruled if c in board.corners]
        ready = _opposite_corners(board, corners)
        for c in corners:
            yield c, DOMINANCE_BREAK if ready else DOMINANCE_DENY
            if not ready:
                yield board.opposite_corner[c], DOMINANCE_DENY
        return
    of_suit = [c for c in board.clearing_ids if suits.is_suit(game, c, suit)]
    held = [c for c in of_suit if c in ruled]
    if len(held) >= 3:
        yield from ((c, DOMINANCE_BREAK) for c in held)
    elif len(held) == 2:
        yield from ((c, DOMINANCE_DENY) for c in of_suit)


def rule_margin(game, faction: str, clearing: int) -> int:
    """`faction`'s warriors plus buildings in `clearing` minus the most any other faction has there."""
    cl = game.state.clearings[clearing]
    counts = dict(cl.warriors)
    for owner, _ in cl.buildings:
        counts[owner] = counts.get(owner, 0) + 1
    mine = counts.pop(faction, 0)
    return mine - max(counts.values(), default=0)


def comes_to_rule(game, faction: str, clearing: int, added: int) -> bool:
    """Whether `faction`, not ruling `clearing` now, would rule it with `added` more warriors or buildings there: more
    than any other faction (`rule_margin`; a tie-break such as the Eyrie's Lords of the Forest aside)."""
    return rules(game, clearing) != faction and rule_margin(game, faction, clearing) + added > 0


def loses_rule(game, faction: str, clearing: int, removed: int) -> bool:
    """Whether `faction`, ruling `clearing` now, would no longer with `removed` of its warriors or buildings gone from
    it (`rule_margin`)."""
    return rules(game, clearing) == faction and rule_margin(game, faction, clearing) - removed <= 0


# -- battle estimates ----------------------------------------------------------------------------------------------

E_HIGH, E_LOW = 2.125, 0.875  # expected higher and lower of two dice with faces 0-3


def defender_rolls_high(game, attacker: str, clearing: int, defender: str) -> bool:
    """Would the defender take the higher roll (Guerrilla War, 8.2.2)? Asks `rootcore_high_roll` about a scratch
    Battle: a question that changes nothing, unlike `rootcore_battle_rolled`, which announces what a real roll reveals
    (the Winged Menace's Active Card)."""
    if not game.has_hook(battle_rules.HIGH_ROLL):
        return False
    scratch = battle_rules.Battle(attacker, defender, clearing)
    return game.hooks.rootcore_high_roll(game=game, battle=scratch) == "defender"


def battle_estimate(game, attacker: str, clearing: int, defender: str, extra_hits: float = 0.0) -> dict:
    """Expected outcome of `attacker` battling `defender` in `clearing` with average dice (no ambush):
    hits dealt and taken, defender warriors killed, defender buildings and tokens removed (each a VP, 3.2.1)."""
    cl = game.state.clearings[clearing]
    att, dfn = game.factions[attacker], game.factions[defender]
    high, low = (E_LOW, E_HIGH) if defender_rolls_high(game, attacker, clearing, defender) else (E_HIGH, E_LOW)
    dealt = min(att.max_rolled_hits(game, clearing), high) + extra_hits
    if dfn.defenseless(game, clearing):
        dealt += 1
    taken = min(dfn.max_rolled_hits(game, clearing), low)
    theirs = cl.warriors.get(defender, 0)
    targets = sum(1 for f, _ in cl.buildings if f == defender) + sum(1 for f, _ in cl.tokens if f == defender)
    killed = min(theirs, dealt)
    removed = min(targets, max(0.0, dealt - theirs))
    return {"dealt": dealt, "taken": taken, "killed": killed, "removed": removed, "pawn": defender in cl.pawns,
            "warriors": theirs, "targets": targets}


def neighbours(game, clearing: int, faction: str | None = None) -> tuple[int, ...]:
    """Clearings adjacent to `clearing` in this game (map rules that close or add paths included, when the
    installed core has them)."""
    try:
        from rootcore.rules.adjacency import adjacent
    except ImportError:
        return game.board.adjacent[clearing]
    return adjacent(game, clearing, faction)


# -- what a decision left out -------------------------------------------------------------------------------------

def infer_move_origin(game, faction: str, decision) -> int | None:
    """The origin of a move whose origin was not asked (it was the only one): the clearing with `faction`'s
    warriors whose legal destinations are exactly the offered ones."""
    from rootcore.rules import move
    offered = {o.data["clearing"] for o in decision.options if o.data and "clearing" in o.data}
    found = [c for c in move.origins(game, faction) if set(move.destinations(game, faction, c)) == offered]
    return found[0] if len(found) == 1 else None


def moved_instead_step(kind: str) -> str | None:
    """"destination" or "count" for a question of a move made in place of a battle (`battle.move_instead`: the
    battle's kind plus `MOVED_INSTEAD_SUFFIX`, then the move's step; a mover asking its destination alone, such as
    the Vagabond, asks it under the move's kind itself), else None."""
    suffix = battle_rules.MOVED_INSTEAD_SUFFIX
    if kind.endswith(suffix):
        return "destination"
    move_kind, _, step = kind.rpartition(".")
    return step if move_kind.endswith(suffix) and step in ("destination", "count") else None


def moved_instead_from(game, faction: str) -> int | None:
    """The clearing `faction` is moving out of in place of a battle (the latest `moved_instead_of_battle` event of
    its own), or None."""
    for event in reversed(game.events):
        if event["type"] == "moved_instead_of_battle" and event["faction"] == faction:
            return event["clearing"]
    return None


def infer_battle_clearing(game, faction: str, decision) -> int | None:
    """The clearing of a battle whose clearing was not asked (it was the only one): where exactly the offered
    defenders are."""
    from rootcore.rules.battle import battle_clearings, defenders
    offered = {o.data["faction"] for o in decision.options if o.data and "faction" in o.data}
    found = [c for c in battle_clearings(game, faction) if set(defenders(game, faction, c)) == offered]
    return found[0] if found else None


def last_removed(game, faction: str, piece: str = "warrior") -> int:
    """How many `piece`s of `faction` the latest removal event removed (0 if none)."""
    for event in reversed(game.events):
        if event["type"] == "removed" and event.get("faction") == faction and event.get("piece") == piece:
            return event.get("count", 0)
    return 0


# -- advice for hirelings' questions (Law Appendix E) ---------------------------------------------------------------
# A bot answering for a hireling (as its controller, or as the player taking the turn while it has none) turns it on
# its rivals: the other players and the hirelings they control (E.3.1). Hireling cards register these functions as
# advice (`Registry.add_bot_advice`) for the decisions they share; each card's module holds its own rules.

PROMOTED_BONUS = 3  # `hireling_value`: a promoted side's actions are worth this many well-placed warriors


def rival(game, faction: str, owner: str) -> bool:
    """Whether `owner`'s pieces are a rival's of `faction`: another player's, or a hireling's that one controls."""
    from rootcore.rules.hirelings import player_of
    player = player_of(game, owner)
    return player is not None and player != faction


def rival_value(game, faction: str, owner: str) -> float:
    """How much `faction` gains by hurting `owner`: the VP of the player behind it (a rival's hireling a little
    less), less for a hireling in the supply, and least of all for `faction` itself or a hireling of its own."""
    from rootcore.rules.hirelings import player_of
    player = player_of(game, owner)
    if player == faction:
        return -100.0
    if player is None:
        return -1.0
    return game.state.factions[player].score - (0.5 if player != owner else 0.0)


def rival_pieces(game, faction: str, clearing: int) -> int:
    """Rivals' warriors in `clearing`, and two for each rival building or token (each a VP to remove, 3.2.1)."""
    cl = game.state.clearings[clearing]
    return sum(n for f, n in cl.warriors.items() if rival(game, faction, f)) + \
        sum(2 for f, _ in cl.buildings + cl.tokens if rival(game, faction, f))


def own_pieces(game, faction: str, clearing: int) -> int:
    """`faction`'s warriors, buildings and tokens in `clearing`, with those of the hirelings it controls."""
    from rootcore.rules.hirelings import player_of
    cl = game.state.clearings[clearing]
    return sum(n for f, n in cl.warriors.items() if player_of(game, f) == faction) + \
        sum(1 for f, _ in cl.buildings + cl.tokens if player_of(game, f) == faction)


def rivals_near(game, faction: str, clearing: int) -> int:
    """`rival_pieces` in `clearing` and its neighbours: what a hireling there can reach."""
    return rival_pieces(game, faction, clearing) + sum(rival_pieces(game, faction, c)
                                                      for c in neighbours(game, clearing))


def hit_loss(game, faction: str, kind: str) -> float:
    """What losing one `kind` piece to a hit costs `faction`, read from its board alone (`decide_take_hit`): a piece
    it has one of (the Keep, an Alliance base) far more than one of many (wood, sympathy), a crafting piece more (its
    suit crafts), a building a little more than a token (it took an action to build), and a piece that leaves the
    game when removed more than one that goes back to be placed again (Law G.1.22)."""
    piece = game.factions[faction].board.pieces[kind]
    loss = 1.0 - 0.05 * piece.count
    if piece.count <= 1:
        loss += 3.0
    if kind in game.factions[faction].board.crafting_kinds:
        loss += 1.0
    if piece.type == "building":
        loss += 0.5
    if piece.on_removal == "gone":
        loss += 2.0
    return loss


def hireling_value(game, faction: str, hireling: str) -> int:
    """What `hireling` is worth to `faction` now: its warriors on the map within reach of a rival, and
    `PROMOTED_BONUS` for the promoted side (its actions)."""
    value = PROMOTED_BONUS if game.factions[hireling].promoted(game) else 0
    for c, cl in game.state.clearings.items():
        if cl.warriors.get(hireling) and rivals_near(game, faction, c):
            value += cl.warriors[hireling]
    return value


def option_clearing(option) -> int | None:
    """The clearing an option names (`data["clearing"]`), or None: "done", or another kind of answer offered beside
    the clearings (a component's own move may offer a path: the Twelve Colonies' turtles)."""
    data = option.data
    return data.get("clearing") if data else None


def on_clearing(option, rate):
    """`rate(clearing)` for an option naming a clearing, else None (not rated: `HeuristicBot.pick` skips it)."""
    clearing = option_clearing(option)
    return None if clearing is None else rate(clearing)


def advise_rival_clearing(bot, game, decision):
    """Place or move where the rivals have the most pieces (`rival_pieces`)."""
    return bot.pick(decision, lambda o: on_clearing(o, lambda c: rival_pieces(game, bot.faction, c)))


def advise_move_origin(bot, game, decision):
    """Move from the clearing with the most rival pieces next to it; decline when none has any."""
    def reach(clearing):
        return sum(rival_pieces(game, bot.faction, c) for c in neighbours(game, clearing)) or None
    return bot.pick(decision, lambda o: on_clearing(o, reach)) or _pass(bot, decision)


def advise_most(bot, game, decision):
    """As many as offered (warriors moved or placed)."""
    return bot.pick(decision, lambda o: o.data["count"])


def advise_guard_clearing(bot, game, decision):
    """Place where the bot's own pieces are most threatened (`threat`), else where the rivals are."""
    def guard(c):
        return game.state.clearings[c].has_any(bot.faction), threat(game, bot.faction, c), rival_pieces(
            game, bot.faction, c)
    return bot.pick(decision, lambda o: on_clearing(o, guard))


def advise_battle_clearing(bot, game, decision):
    """Battle where the rivals have the most pieces; where none has any, decline when optional, else (a battle that
    must be fought) battle where the bot and the hirelings it controls have the fewest pieces."""
    return bot.pick(decision, lambda o: on_clearing(o, lambda c: rival_pieces(game, bot.faction, c) or None)) \
        or _pass(bot, decision) \
        or bot.pick(decision, lambda o: on_clearing(o, lambda c: -own_pieces(game, bot.faction, c)))


def advise_defender(bot, game, decision):
    """Battle (or make battle) the rival with the most VP (`rival_value`); never the bot's own faction when
    another is offered."""
    return bot.pick(decision, lambda o: rival_value(game, bot.faction, o.data["faction"]) if o.data else None)


def advise_yes(bot, game, decision):
    """Yes to an offer that only helps (a card drawn, a warrior placed)."""
    return "yes"


def advise_spend(bot, game, decision):
    """Pay for an ability that saves or strengthens the bot's pieces with its least useful card."""
    return bot.worst_card(game, decision)


def can_fight_rival(game, hireling: str, faction: str) -> bool:
    """Whether `hireling` can battle a rival of `faction` somewhere now."""
    return any(rival(game, faction, d) for c in battle_rules.battle_clearings(game, hireling)
               for d in battle_rules.defenders(game, hireling, c))


def _pass(bot, decision) -> str | None:
    return "pass" if bot.has(decision, "pass") else None


# The advice for the questions `rootcore.rules.hirelings.take_move` and a hireling's battle (`battle.take_battle` with
# its kind) ask, which several cards share (`Registry.add_bot_advice_table`).
HIRELING_MOVE_ADVICE = {"move.origin": advise_move_origin, "move.destination": advise_rival_clearing,
                        "move.count": advise_most}
HIRELING_BATTLE_ADVICE = {"battle.clearing": advise_battle_clearing, "battle.defender": advise_defender}
