"""Scoring and victory (Law 3).

`score` changes a faction's VP, whatever scores them: each faction's own way and the ways open to every faction
(Law 3.2: a removed enemy building or token, 3.2.1; a crafted item, 3.2.2). Never below zero; a faction with an
activated dominance card cannot score (3.3.1). It checks 30 VP at once (3.1), unless a simultaneous step holds
the check (`simultaneous()`), after which the player taking the turn wins a tie at 30+.
"""
from __future__ import annotations

from typing import Literal

from rootcore.rules import hirelings

WINNING_SCORE = 30


class GameOver(Exception):
    """Raised inside the rules when the game has been won; the engine ends the game flow."""


def score(game, faction: str, vp: int, reason: str) -> int:
    """Add (or with a negative `vp`, lose) victory points; returns the change actually made."""
    fs = game.state.factions[faction]
    if vp == 0 or not game.factions[faction].can_score(game):
        return 0
    before = fs.score
    fs.score = max(0, fs.score + vp)  # the score track has no space below zero
    change = fs.score - before
    if change:
        game.event("scored", faction=faction, vp=change, reason=reason, total=fs.score)
        if change > 0 and game.definition.hirelings:  # a hiring marker reached (Law E.1.1)
            hirelings.score_moved(game, faction, before, fs.score)
        if game.state.hold_victory == 0:
            check_victory(game)
    return change


class simultaneous:
    """`with simultaneous(game):` scores made inside count as simultaneous for Law 3.1 (e.g. both sides'
    hits in battle); victory is checked once the outermost block ends normally. (A small class rather than
    a contextlib generator: every battle uses it.)"""

    __slots__ = ("game",)

    def __init__(self, game):
        self.game = game

    def __enter__(self):
        self.game.state.hold_victory += 1

    def __exit__(self, exc_type, exc, traceback) -> Literal[False]:
        st = self.game.state
        st.hold_victory -= 1
        if exc_type is None and st.hold_victory == 0:
            check_victory(self.game)
        return False


def check_victory(game) -> None:
    """Law 3.1: the first to 30 VP wins at once; if several reach it together, the player taking the
    turn wins, else the first of them clockwise from that player. Our copy of the Law is silent on the second
    case; the later Law of Root settles it this way (3.1.1 Ties: the tied player nearest clockwise to the current
    player, the current player included), https://www.therootdatabase.com/law/victory/en/?highlight_law=27"""
    st = game.state
    reached = []
    for f, fs in st.factions.items():  # a plain loop: asked after nearly every score
        if fs.score >= WINNING_SCORE and game.factions[f].can_score(game):
            reached.append(f)
    if not reached:
        return
    order = st.turn_order[st.current:] + st.turn_order[:st.current]
    winner = next(f for f in order if f in reached)
    declare_winner(game, [winner], "score")


def declare_winner(game, winners: list[str], reason: str) -> None:
    """End the game: `winners` and whoever wins with them (`rootcore_winners`, e.g. coalitions)."""
    st = game.state
    winners = list(winners)
    for more in game.hooks.rootcore_winners(game=game, winners=list(winners), reason=reason):
        winners += [f for f in more if f not in winners]
    st.winners = list(winners)
    st.over = True
    st.end_reason = reason
    game.event("game_won", winners=list(winners), reason=reason)
    raise GameOver(reason)
