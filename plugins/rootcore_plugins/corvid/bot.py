"""A heuristic bot for the Corvid Conspiracy (Law 13): it scores by flipping plots (a VP per face-up plot on the map,
13.4.2), so it plots where a warrior stays behind to flip the plot next Birdsong, picks the plot's type by the
clearing (a bomb among enemy buildings and tokens, an extortion among enemies holding cards, a snare where enemies
gather, else a raid), flips every plot it can with the bombs last (a flipped bomb leaves the map, 13.7.1), recruits
with its least useful card in the suit where the warriors help most, moves warriors onto plots they must flip and
to clearings where they can plot, battles where it wins, exerts to plot instead of drawing when that pays, and takes
a dominance victory when its rule wins it. It reads only what its player sees: its hand, its own plots, the board.

Other factions' heuristic bots get advice for Exposure (13.2.4, `advise_exposure*`): they guess only when the plot's
type is likely, from the public count of each type less the face-up ones and the guesses already proved wrong.

Registered as `heuristic` for the Corvids (`rootcore play --bots heuristic`, `rootcore simulate`)."""
from __future__ import annotations

from rootcore import bots
from rootcore.rules import battle, cards, move, suits
from rootcore.rules.pieces import available, placement_allowed
from rootcore_plugins.corvid import FACTION, SUITS, TYPES

RECRUIT_FLOOR = 6     # warriors on the map below which recruiting is worth even a good card
PLOT_MIN_VALUE = 1.0  # a plot (or an exert to plot) rated below this is not placed
GUESS_ODDS = 0.45     # another bot tries Exposure only when its guess is at least this likely


class CorvidBot(bots.HeuristicBot):

    card_item_vp = 0.6
    card_dominance = 0.5

    # -- helpers ---------------------------------------------------------------------------------------------------

    def plots(self, game) -> dict[str, dict]:
        """Its plots on the map (it sees their types, 13.2.2.I)."""
        return self.me(game).plots(game)

    def warriors(self, game, clearing: int) -> int:
        return game.state.clearings[clearing].warriors.get(self.faction, 0)

    def enemies_in(self, game, clearing: int) -> list[str]:
        cl = game.state.clearings[clearing]
        return [f for f in game.state.turn_order if f != self.faction and cl.has_any(f)
                and battle.is_enemy(game, self.faction, f)]

    def unguarded_plots(self, game) -> list[int]:
        """Face-down plots with no Corvid warrior to flip them (13.4.2)."""
        return sorted(int(c) for c, plot in self.plots(game).items()
                      if not plot["up"] and not self.warriors(game, int(c)))

    # -- setup (Law 13.3.2) and Birdsong (13.4) ------------------------------------------------------------------

    def decide_corvid_setup(self, game, decision):
        """The quietest clearing with the most neighbours (Nimble moves and recruits reach further, 13.2.3)."""
        return self.pick(decision, lambda o: len(game.board.adjacent[o.data["clearing"]])
                         - 0.8 * bots.threat(game, self.faction, o.data["clearing"]))

    # The homeland of a faction setup card (Law A.8.2) stands where the standard setup's start would.
    decide_corvid_setup_homeland = decide_corvid_setup

    def decide_corvid_craft(self, game, decision):
        return self.pick(decision, lambda o: self.item_vp(game, o), "craft:") or "done"

    def decide_corvid_flip(self, game, decision):
        """Flip every plot it can (each flip scores the face-up plots, 13.4.2), bombs last: a bomb leaves the map once
        flipped (13.7.1), so flipped first it lowers what the later flips score."""
        plots = self.plots(game)

        def order(option):
            if not option.data:
                return None
            c = option.data["clearing"]
            if plots[str(c)]["type"] == "bomb":
                return -1.0 + 0.1 * len(self.enemies_in(game, c))
            return 1.0
        return self.pick(decision, order) or "done"

    def suit_value(self, game, suit: str) -> float:
        """What a warrior in each clearing of `suit` is worth (13.4.3): on a plot it must flip or guard most, then
        where it could plot, less where enemies would meet it."""
        value = 0.0
        plots = self.plots(game)
        for c in game.board.clearing_ids:
            if not suits.is_suit(game, c, suit) or not placement_allowed(game, self.faction, "warrior", c):
                continue
            plot = plots.get(str(c))
            mine = self.warriors(game, c)
            if plot is not None and not plot["up"]:
                value += 2.0 if not mine else 0.6
            elif plot is None:
                value += 1.0 if mine == 1 else 0.5
            value -= 0.1 * bots.strongest_enemy(game, self.faction, c)
        return value

    def decide_corvid_recruit(self, game, decision):
        """Spend the card whose suit's warriors help most for what the card is worth; a bird picks its suit. Passes
        when its warriors on the map are many and every card is worth keeping."""
        best = max(self.suit_value(game, s) for s in SUITS)

        def worth(option):
            if not option.data:
                return None
            suit = game.cards[option.data["card"]].suit
            gain = best if suit == "bird" else self.suit_value(game, suit)
            return gain - self.card_value(game, option.data["card"])
        choice = self.pick(decision, worth)
        if choice is None:
            return "pass"
        if worth(decision.option(choice)) < 0 and bots.warriors_on_map(game, self.faction) >= RECRUIT_FLOOR:
            return "pass"
        return choice

    def decide_corvid_recruit_suit(self, game, decision):
        return self.pick(decision, lambda o: self.suit_value(game, o.data["suit"]))

    def place_value(self, game, clearing: int) -> float:
        """Where a warrior short of the supply goes (1.5.4): onto an unguarded plot, else the safest clearing."""
        return (3.0 if clearing in self.unguarded_plots(game) else 0.0) + self.safety(game, clearing)

    def decide_corvid_recruit_clearing(self, game, decision):
        return self.pick(decision, lambda o: self.place_value(game, o.data["clearing"]))

    decide_corvid_raid = decide_corvid_recruit_clearing

    # -- Daylight (Law 13.5) -----------------------------------------------------------------------------------------

    def decide_corvid_action(self, game, decision):
        self.plan = {}
        choice = self.dominance_choice(game, decision)
        if choice:
            return choice
        if self.has(decision, "plot") and self.plot_choice(game) is not None:
            return "plot"
        if self.has(decision, "battle") and self.best_battle(game, 1.0):
            return "battle"
        if self.has(decision, "move") and self.move_plan(game) is not None:
            return "move"
        if self.has(decision, "trick") and self.trick_choice(game) is not None:
            return "trick"
        return "end"

    def decide_corvid_exert(self, game, decision):
        """Exert to plot instead of drawing (13.6.1) when the plot is good and the hand holds a card to recruit."""
        plan = self.plot_choice(game)
        if self.has(decision, "plot") and plan is not None and plan[1] >= PLOT_MIN_VALUE + 1.0 \
                and len(self.fs(game).hand) >= 2:
            return "plot"
        return "draw"

    # plot (13.5.2)

    def plot_value(self, game, clearing: int) -> float:
        """A plot its warriors can flip next Birdsong (one stays after paying) and guard, in a clearing safe enough
        to keep it; more where a bomb or an extortion has something to take."""
        left = self.warriors(game, clearing) - self.me(game).plot_cost(game)
        value = 2.0 if left >= 1 else 0.3
        value += 0.2 * min(left, 3) - 0.25 * bots.threat(game, self.faction, clearing)
        value += 0.5 * min(bots.enemy_pieces(game, self.faction, clearing), 3) + 0.3 * len(self.enemies_in(game,
                                                                                                           clearing))
        return value

    def plot_choice(self, game, least: float = PLOT_MIN_VALUE) -> tuple[int, float] | None:
        """(clearing, value) of the best plot worth at least `least`, or None."""
        clearings = self.me(game).plot_clearings(game)
        if not clearings:
            return None
        best = max(clearings, key=lambda c: (self.plot_value(game, c), -c))
        value = self.plot_value(game, best)
        return (best, value) if value >= least else None

    def decide_corvid_plot(self, game, decision):
        choice = self.pick(decision, lambda o: self.plot_value(game, o.data["clearing"]))
        self.plan = {"plot": int(choice.split(":")[1])} if choice else {}
        return choice

    def decide_corvid_plot_type(self, game, decision):
        """The type the clearing rates best (the clearing: the one just chosen, else the only one offered), then the
        type with most left in the supply."""
        clearing = self.plan.pop("plot", None)
        if clearing is None:
            choice = self.plot_choice(game, 0.0)
            clearing = choice[0] if choice else None
        left = self.me(game).supply_types(game)
        return self.pick(decision, lambda o: (self.type_value(game, o.data["plot"], clearing) if clearing else 0.0)
                         + 0.1 * left[o.data["plot"]])

    def type_value(self, game, kind: str, clearing: int) -> float:
        """Bomb: the enemy pieces its flip removes (buildings and tokens score, 3.2.1); extortion: a card from each
        enemy with cards there and a card each Evening; snare: enemies about to be held or kept out; raid:
        warriors back when the plot is lost in a threatened clearing (13.7)."""
        if kind == "bomb":
            return 1.5 * bots.enemy_pieces(game, self.faction, clearing) + 0.3 * bots.enemy_strength(
                game, self.faction, clearing)
        if kind == "extortion":
            enemies = self.enemies_in(game, clearing)
            return 1.2 + 0.8 * sum(1 for f in enemies if game.state.factions[f].hand)
        if kind == "snare":
            buildings = len(game.state.clearings[clearing].buildings)
            return 0.5 + 0.2 * bots.threat(game, self.faction, clearing) + 0.3 * buildings
        return 0.4 + 0.25 * bots.threat(game, self.faction, clearing)

    # trick (13.5.4): a face-down bomb swapped to where it removes more

    def trick_choice(self, game) -> tuple[int, int] | None:
        """Swap a face-down bomb with another face-down plot whose clearing holds more enemy buildings and
        tokens."""
        plots = self.plots(game)
        best, gain = None, 0
        for key, plot in plots.items():
            if plot["up"] or plot["type"] != "bomb":
                continue
            here = bots.enemy_pieces(game, self.faction, int(key))
            for other, partner in plots.items():
                if not partner["up"] and partner["type"] != "bomb":
                    more = bots.enemy_pieces(game, self.faction, int(other)) - here
                    if more > gain:
                        best, gain = (int(key), int(other)), more
        return best

    def decide_corvid_trick(self, game, decision):
        plan = self.trick_choice(game)
        self.plan = {"trick": plan} if plan else {}
        return f"clearing:{plan[0]}" if plan else None

    def decide_corvid_trick_with(self, game, decision):
        plan = self.plan.pop("trick", None) or self.trick_choice(game)
        return f"clearing:{plan[1]}" if plan else None

    # battle (13.5.3)

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """VP from the pieces removed, warriors killed against warriors lost; losing the last warrior on a face-down
        plot costs its flip."""
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        if not (est["warriors"] or est["targets"]):
            return -1.0  # only a pawn: no VP (9.2.7)
        value = 1.5 * est["removed"] + 0.6 * est["killed"] - 0.8 * est["taken"]
        plot = self.plots(game).get(str(clearing))
        if plot is not None and not plot["up"] and self.warriors(game, clearing) - est["taken"] < 1:
            value -= 1.5
        return value

    decide_corvid_battle_clearing = bots.HeuristicBot.plan_battle_clearing
    decide_corvid_battle_defender = bots.HeuristicBot.plan_battle_defender

    # move (13.5.1, Nimble: rule does not matter, 13.2.3)

    def move_value(self, game, dest: int, spare: int) -> tuple[float, int]:
        """What moving into `dest` is worth and how many warriors it takes: a face-down plot without a warrior to
        flip it first, then a clearing where two warriors can plot."""
        plot = self.plots(game).get(str(dest))
        mine = self.warriors(game, dest)
        if plot is not None and not plot["up"] and not mine:
            return 3.0 - 0.1 * bots.threat(game, self.faction, dest), 1
        if plot is None and available(game, self.faction, "plot"):
            need = max(0, 2 - mine)
            if need and need <= spare:
                return 1.5 - 0.2 * bots.threat(game, self.faction, dest), need
        return 0.0, 1

    def move_plan(self, game, origins=None) -> tuple[int, int, int] | None:
        """The best move, keeping a warrior on a face-down plot at the origin (to flip it, 13.4.2)."""
        plots = self.plots(game)
        best, best_value = None, 0.5
        for origin in origins if origins is not None else move.origins(game, self.faction):
            plot = plots.get(str(origin))
            spare = self.warriors(game, origin) - (1 if plot is not None and not plot["up"] else 0)
            for dest in move.destinations(game, self.faction, origin) if spare > 0 else ():
                value, need = self.move_value(game, dest, spare)
                if need <= spare and value > best_value:
                    best, best_value = (origin, dest, need), value
        return best

    decide_corvid_move_origin = bots.HeuristicBot.plan_move_origin
    decide_corvid_move_destination = bots.HeuristicBot.plan_move_destination
    decide_corvid_move_count = bots.HeuristicBot.plan_move_count


def create(faction: str, seed: int = 0) -> CorvidBot:
    return CorvidBot(faction, seed)


# -- advice for other factions' bots (Exposure, Law 13.2.4) ------------------------------------------------------------

def guess_odds(bot, game, clearing: int) -> dict[str, float]:
    """How likely each type is for the face-down plot in `clearing`, from what `bot`'s player sees: the board's count
    of each type less the face-up plots, not a type already guessed wrong there (public events, 13.2.4) since the
    plot there was last removed or tricked (13.5.4)."""
    corvid = game.factions[FACTION]
    unseen = dict(corvid.plot_counts)
    for plot in corvid.plots(game).values():
        if plot["up"]:
            unseen[plot["type"]] -= 1
    wrong = set()
    for event in reversed(game.events):  # public events only: the plot's removal and tricks (1.2)
        if event["type"] == "trick" and clearing in event["clearings"] or event["type"] == "removed" \
                and (event["faction"], event["piece"], event["clearing"]) == (FACTION, "plot", clearing):
            break
        if event["type"] == "exposure" and event["clearing"] == clearing and not event["correct"]:
            wrong.add(event["guess"])
    weights = {t: max(0, unseen.get(t, 0)) if t not in wrong else 0 for t in TYPES}
    total = sum(weights.values()) or 1
    return {t: w / total for t, w in weights.items()}


def advise_exposure(bot, game, decision) -> str:
    """Try Exposure where the likeliest guess is at least `GUESS_ODDS` likely and the bot holds a card matching the
    clearing to show (13.2.4; with hands concealed every plot is offered, and one without a card would be backed out
    of and offered again, for ever), else pass."""
    best, odds = "pass", GUESS_ODDS
    hand = game.state.factions[bot.faction].hand
    for option in decision.options:
        if option.data and "clearing" in option.data and \
                cards.matching(game, hand, game.state.suits[option.data["clearing"]]):
            likely = max(guess_odds(bot, game, option.data["clearing"]).values())
            if likely >= odds:
                best, odds = option.id, likely
    return best


def advise_exposure_card(bot, game, decision) -> str | None:
    """Show the least useful matching card."""
    return bot.worst_card(game, decision) or "back"


def advise_exposure_guess(bot, game, decision) -> str | None:
    """The likeliest type in the clearing asked about (each option names it)."""
    odds = guess_odds(bot, game, decision.options[0].data["clearing"])
    return bot.pick(decision, lambda o: odds[o.data["plot"]])
