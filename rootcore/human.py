"""Play in the terminal: a `HumanAgent` shows one player what that player may see (`game.view(faction)`:
the board, the own hand by name, other hands as counts (a public hand by name, Law 11.2.3), scores, whose
turn, the phase, each faction's open data) and the pending decision's numbered options, and reads the answer.

    rootcore play --human eyrie              # the other seats are random bots

`play_interactive` runs a game with some human seats and the rest bots. Besides a number or an option id,
a human may type `undo` (back to that player's previous decision: the game is rebuilt from its config or
scenario by replaying the log up to there, and the bots are replayed too, so choosing the same again
gives the same game), `save FILE` (write the save and go on), `board`, `help` and `quit`.
"""
from __future__ import annotations

import copy
import sys
import warnings
from typing import Any, Iterable, Mapping

from rootcore.decisions import RootcoreError
from rootcore.views import events_for

HELP = """\
Answer with the number of an option or its id (shown in brackets).
  board       show the board again
  undo        go back to your previous decision
  save FILE   write the game so far to FILE (rootcore replay FILE, rootcore.load_game) and go on
  help        this text
  quit        stop the game
"""

MAX_EVENTS_SHOWN = 60


class QuitGame(Exception):
    """A human player typed `quit` (or the input ended)."""


class HumanAgent:
    """An agent that asks a person: `agent(game, decision) -> option id`. `input` and `output` are text
    streams (default: the terminal). Used directly as an agent (`rootcore.play`), it answers choices,
    `save`, `board`, `help` and `quit` (raising QuitGame); `undo` needs `play_interactive`."""

    def __init__(self, faction: str, input=None, output=None):
        self.faction = faction
        self.input = input
        self.output = output
        self._game = None          # the game object last shown (undo replaces it)
        self._seen_events = 0      # events already shown to this player
        self._expected_log: int | None = None  # log length if nobody else decided since our last answer

    # -- streams --------------------------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        out = self.output if self.output is not None else sys.stdout
        out.write(text + "\n")
        out.flush()

    def _read(self) -> str | None:
        stream = self.input if self.input is not None else sys.stdin
        out = self.output if self.output is not None else sys.stdout
        out.write(f"{self.faction}> ")
        out.flush()
        line = stream.readline()
        if not line:
            return None
        return line.strip()

    # -- the agent protocol ---------------------------------------------------------------------------

    def __call__(self, game, decision) -> str:
        while True:
            answer = self.ask(game, decision, can_undo=False)
            if answer[0] == "choose":
                return answer[1]
            if answer[0] == "quit":
                raise QuitGame(self.faction)

    def reset(self, game) -> None:
        """Forget what was shown (after the game object was replaced, e.g. by undo)."""
        self._game = game
        self._seen_events = len(game.events)
        self._expected_log = None

    def ask(self, game, decision, can_undo: bool = True) -> tuple:
        """Show what happened and the decision, then read until there is an answer:
        ("choose", option_id), ("undo",) or ("quit",). `save`, `board` and `help` are handled here."""
        if game is not self._game:  # another game object (not one `reset` was told of): show its board
            if not _continues(self._game, game):  # another game: its events from the start, setup included
                self._seen_events = 0
            self._game = game
            self._seen_events = min(self._seen_events, len(game.events))
            self._expected_log = None
        self._show_events(game)
        if self._expected_log != len(game.log):
            self.say(format_view(game, game.view(self.faction)))
        self.say(format_decision(game, decision))
        while True:
            line = self._read()
            if line is None:
                self.say("(end of input)")
                return ("quit",)
            if not line:
                self.say("Type the number of an option, or help.")
                continue
            chosen = _match_option(decision, line)
            if chosen is not None:
                self._expected_log = len(game.log) + 1
                return ("choose", chosen)
            word, _, rest = line.partition(" ")
            word = word.lower()
            if word in ("help", "?", "h"):
                self.say(HELP)
            elif word in ("board", "view", "b"):
                self.say(format_view(game, game.view(self.faction)))
                self.say(format_decision(game, decision))
            elif word in ("undo", "u"):
                if can_undo:
                    return ("undo",)
                self.say("undo is not available here (it needs rootcore.human.play_interactive)")
            elif word == "save":
                path = rest.strip()
                if not path:
                    self.say("usage: save FILE")
                    continue
                try:
                    game.save(path)
                except OSError as exc:
                    self.say(f"cannot save to {path}: {exc.strerror or exc}")
                else:
                    self.say(f"saved to {path}")
            elif word in ("quit", "exit", "q"):
                return ("quit",)
            else:
                self.say(f"{line!r} is not an option: type a number from 1 to {len(decision.options)}, "
                         f"an option id, or help.")

    def _show_events(self, game) -> None:
        new = events_for(game.events, self.faction, self._seen_events)
        self._seen_events = len(game.events)
        new = [e for e in new if e.get("type") != "phase"]
        if not new:
            return
        if len(new) > MAX_EVENTS_SHOWN:
            self.say(f"... {len(new) - MAX_EVENTS_SHOWN} earlier events")
            new = new[-MAX_EVENTS_SHOWN:]
        for event in new:
            self.say("  " + format_event(game, event))


def _continues(old, new) -> bool:
    """Whether `new` is the game `old` was, at another point (a clone, a reload, an undo): the same config
    and one choice log the start of the other. The events of such a game shown before need not be again."""
    if old is None or old.config != new.config or old.scenario_spec != new.scenario_spec:
        return False
    shorter = min(len(old.log), len(new.log))
    return old.log[:shorter] == new.log[:shorter]


def _match_option(decision, text: str) -> str | None:
    if text.isdecimal():  # what int() reads: isdigit() also takes "²", which int() refuses
        n = int(text)
        if 1 <= n <= len(decision.options):
            return decision.options[n - 1].id
        return None
    for option in decision.options:
        if option.id == text:
            return option.id
    return None


def _label_names_card(game, label: str, card: int) -> bool:
    """Whether `label` starts with the name of card number `card` (a card in play's option: "Tax Collector: ...")."""
    return 0 <= card < len(game.cards) and label.startswith(game.cards[card].name)


# -- text rendering --------------------------------------------------------------------------------------

def card_name(game, card: Any) -> str:
    if isinstance(card, int) and not isinstance(card, bool) and 0 <= card < len(game.cards):
        c = game.cards[card]
        return f"{c.name} ({c.suit})"
    return str(card)


def _short(game, value: Any, key: str = "") -> str:
    """Compact text for view data; values under a `card`/`cards` key are shown by card name."""
    if key in ("card", "dominance") and isinstance(value, int):
        return card_name(game, value)
    if key in ("cards", "hand", "discard", "play_area", "available_dominance") and isinstance(value, list):
        return "[" + ", ".join(card_name(game, c) for c in value) + "]" if value else "none"
    if isinstance(value, dict):
        if not value:
            return "-"
        return "{" + ", ".join(f"{k}: {_short(game, v, str(k))}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        if not value:
            return "none"
        return "[" + ", ".join(_short(game, v, key) for v in value) + "]"
    if value is None:
        return "-"
    return str(value)


def _pieces(items: Iterable) -> str:
    counts: dict[str, int] = {}
    for owner, kind in items:
        name = f"{owner} {kind}"
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(name if n == 1 else f"{n} {name}" for name, n in counts.items())


STANDARD_FACTION_KEYS = ("score", "hand_count", "supply", "tracks", "crafted_items", "play_area", "dominance",
                         "zones", "hand")


def _public_hand(game, entry: dict) -> str:
    """The cards of another player's hand the view shows (a public hand, Law 11.2.3), as " (name, name)"; "" when
    it shows only their count."""
    hand = entry.get("hand")
    return f" ({', '.join(card_name(game, c) for c in hand)})" if hand else ""


def format_view(game, view: dict) -> str:
    """A player's view (`game.view(player)`) as text: whose turn, scores, clearings, hands, faction data."""
    me = view.get("player")
    lines = []
    who = f"you are {me}" if me else "observer"
    if view.get("over"):
        lines.append(f"== Game over after turn {view['turn']}; winners: {', '.join(view['winners']) or 'none'} ==")
    else:
        lines.append(f"== Turn {view['turn']}: {view['current']}'s turn, {view['phase']} ({who}) ==")
    factions = view["factions"]
    order = view.get("turn_order") or list(factions)
    lines.append("Scores: " + ", ".join(
        f"{f} {factions[f]['score']}" + (" (you)" if f == me else "") for f in order if f in factions))
    if view.get("map"):  # public map state (the Ferry, closed paths...)
        lines.append("Map: " + _short(game, view["map"]))
    if view.get("landmarks"):  # Appendix F
        lines.append("Landmarks: " + _short(game, view["landmarks"]))
    lines.append("Clearings:")
    adjacent = getattr(game.board, "adjacent", {})
    width = max((len(str(s)) for s in view["suits"].values()), default=0) + 1
    for cid, cl in view["clearings"].items():
        parts = []
        warriors = cl.get("warriors") or {}
        if warriors:
            parts.append(", ".join(f"{f} {n} warrior{'s' if n != 1 else ''}" for f, n in warriors.items()))
        if cl.get("buildings"):
            parts.append("buildings: " + _pieces(cl["buildings"]))
        if cl.get("tokens"):
            parts.append("tokens: " + _pieces(cl["tokens"]))
        if cl.get("pawns"):
            parts.append("pawns: " + ", ".join(cl["pawns"]))
        if cl.get("ruins"):
            parts.append(f"ruins {cl['ruins']}")
        for key, value in cl.items():
            if key not in ("warriors", "buildings", "tokens", "pawns", "ruins") and value:
                parts.append(f"{key}: {_short(game, value, key)}")
        slots = game.state.slots.get(cid)
        links = adjacent.get(cid, ())
        head = f"  {cid:>2} {view['suits'].get(cid, '?'):<{width}}"
        tail = f"  [slots {slots}; paths to {' '.join(map(str, links))}]" if links else ""
        lines.append(head + ("; ".join(parts) or "empty") + tail)
    mine = factions.get(me) if me else None
    if mine is not None and "hand" in mine:
        hand = mine["hand"]
        lines.append(f"Your hand ({len(hand)}): " + (", ".join(card_name(game, c) for c in hand) or "empty"))
    others = [f"{f} {factions[f]['hand_count']}" + _public_hand(game, factions[f])
              for f in order if f in factions and f != me]
    lines.append("Cards in hand: " + ", ".join(others))
    lines.append(f"Deck: {view['deck_count']} cards; discard pile: {len(view['discard'])}"
                 + (f", top {card_name(game, view['discard'][-1])}" if view["discard"] else ""))
    if view.get("available_dominance"):
        lines.append("Available dominance: " + ", ".join(card_name(game, c) for c in view["available_dominance"]))
    for f in order:
        entry = factions.get(f)
        if entry is None:
            continue
        parts = []
        if entry.get("supply"):
            parts.append("supply " + ", ".join(f"{k} {v}" for k, v in entry["supply"].items()))
        if entry.get("tracks"):
            parts.append("on track " + ", ".join(f"{k} {v}" for k, v in entry["tracks"].items()))
        if entry.get("crafted_items"):
            parts.append("items " + ", ".join(map(str, entry["crafted_items"])))
        if entry.get("play_area"):
            parts.append("in play " + _short(game, entry["play_area"], "play_area"))
        if entry.get("dominance") is not None:
            parts.append("dominance " + card_name(game, entry["dominance"]))
        for zone, cards in (entry.get("zones") or {}).items():
            parts.append(f"{zone} " + (f"{cards['count']} face down" if isinstance(cards, dict)
                                       else _short(game, cards, "cards")))
        extra = {k: v for k, v in entry.items() if k not in STANDARD_FACTION_KEYS}
        data = extra.pop("data", None)
        if isinstance(data, dict):  # show only what the faction's view does not already show
            extra.update({k: v for k, v in data.items() if k not in extra})
        for key, value in extra.items():
            parts.append(f"{key} {_short(game, value, key)}")
        lines.append(f"  {f}{' (you)' if f == me else ''}: " + "; ".join(parts))
    return "\n".join(lines)


def format_decision(game, decision) -> str:
    lines = [f"{decision.player}: {decision.prompt}  ({decision.kind})"]
    width = len(str(len(decision.options)))
    for i, option in enumerate(decision.options, 1):
        label = option.label
        card = option.data.get("card") if isinstance(option.data, dict) else None
        if isinstance(card, int) and "name" not in option.data and not _label_names_card(game, label, card):
            label = f"{label} - {card_name(game, card)}"
        shown = f"  {i:>{width}}. {label}"
        if option.id != option.label:
            shown += f"  [{option.id}]"
        lines.append(shown)
    return "\n".join(lines)


def format_event(game, event: dict) -> str:
    skip = ("type", "turn", "faction")
    parts = [f"{k} {_short(game, v, k)}" for k, v in event.items() if k not in skip]
    who = f"{event['faction']} " if event.get("faction") else ""
    return f"[turn {event.get('turn', '?')}] {who}{event.get('type', '?')}" + (": " + ", ".join(parts) if parts else "")


# -- the interactive loop --------------------------------------------------------------------------------

def play_interactive(game, agents: Mapping[str, Any], human_factions: Iterable[str], input=None, output=None,
                     max_decisions: int | None = None) -> dict:
    """Run `game` to its end: the factions in `human_factions` are asked through a HumanAgent on
    `input`/`output` (default the terminal), the others by `agents[faction]`. `undo` rebuilds the game
    (so the game object changes: use the returned `result["game"]`). Returns the `rootcore.play` result
    summary plus `game` and `quit` (True if a human stopped the game)."""
    humans_list = list(dict.fromkeys(human_factions))
    for f in humans_list:
        if f not in game.config.factions:  # a player: a hireling is asked nothing, its controller is (Law E.2)
            raise RootcoreError(f"{f!r} is not a faction in this game (factions: {', '.join(game.config.factions)})")
    humans = {f: HumanAgent(f, input, output) for f in humans_list}
    bots = {f: a for f, a in agents.items() if f not in humans}
    start = len(game.log)
    snapshot = {f: _copy_agent(a) for f, a in bots.items()}  # bot states at `start`, for undo
    decisions = 0
    quit_game = False
    while game.pending is not None:
        decision = game.pending
        human = humans.get(decision.player)
        if human is None:
            game.choose(bots[decision.player](game, decision))
        else:
            answer = human.ask(game, decision)
            if answer[0] == "quit":
                quit_game = True
                break
            if answer[0] == "undo":
                rebuilt = _undo(game, decision.player, snapshot, start, set(humans))
                if rebuilt is None:
                    human.say("nothing to undo: this is your first decision")
                    continue
                game, bots_now, target = rebuilt
                bots.update(bots_now)
                for h in humans.values():
                    h.reset(game)
                human.say(f"undone: back to your decision #{target + 1} of the game")
                continue
            game.choose(answer[1])
        decisions += 1
        if max_decisions is not None and decisions >= max_decisions:
            break
    return {"winners": game.winners, "scores": game.scores, "turns": game.state.turn, "decisions": decisions,
            "reason": game.state.end_reason, "over": game.is_over, "quit": quit_game, "game": game}


def _copy_agent(agent):
    try:
        return copy.deepcopy(agent)
    except Exception:  # an agent that cannot be copied keeps its state: undo then cannot replay it exactly
        return agent


def fresh_start(game):
    """The game as it was before its first choice: a new game from the same definition, or the same
    scenario again."""
    from rootcore.engine import Game
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if game.scenario_spec:
            from rootcore.scenario import scenario
            return scenario(copy.deepcopy(game.scenario_spec), config=game.config)
        return Game(game.definition)


def deciders(game) -> list[str]:
    """Who made each choice of `game.log` (found by replaying it)."""
    replay = fresh_start(game)
    who = []
    for option_id in game.log:
        who.append(replay.pending.player)
        replay.choose(option_id)
    return who


def _undo(game, player: str, snapshot: dict, start: int, humans: set):
    """Rebuild `game` just before `player`'s previous decision; the bots (copied from `snapshot`, their
    state at log index `start`) replay their own decisions from there, so they continue identically."""
    who = deciders(game)
    target = next((i for i in range(len(who) - 1, -1, -1) if who[i] == player), None)
    if target is None:
        return None
    bots = {f: _copy_agent(a) for f, a in snapshot.items()}
    rebuilt = fresh_start(game)
    for i, option_id in enumerate(game.log[:target]):
        decision = rebuilt.pending
        if i >= start and decision.player in bots and decision.player not in humans:
            bots[decision.player](rebuilt, decision)  # advance the bot's own state as it was
        rebuilt.choose(option_id)
    return rebuilt, bots, target
