"""The Ferry and the Tower, one rule each for the maps that print them (the Lake's Ferry, Law C.2.5; the Mountain's
Tower in the Pass, C.3.4) and the landmark cards of the same names, usable on any map (Law Appendix F, A.5; the
`ferry` and `tower` plugins). Not a plugin and no entry point: a module the four plugins declare they use (their
docstrings and manifests say so). It relies only on rootcore's public rules API.

A component mixes in `FerryRule` or `TowerRule` and says where its piece is (`ferry`, `tower_clearing`); the hooks
are the mixin's. With the landmark card of the same name in play, a map's own piece is left out: the landmark
overrides its placement (A.5).
"""
from __future__ import annotations

from typing import Collection

from rootcore import ask_yes_no, hookimpl
from rootcore.rules import cards, hirelings, scoring
from rootcore.rules.adjacency import is_adjacent
from rootcore.rules.rule import is_ruler

FERRY = "ferry"  # the landmark ids (`ferry` and `tower` plugins)
TOWER = "tower"


def advise_take_ferry(bot, game, decision) -> str:
    """Bot advice for the question whether the Ferry goes along on a move that could go there anyway (`FerryRule`'s
    `ferry_question`): yes, for the card the trip draws (C.2.5)."""
    return "yes"


def landmark_in_play(game, landmark: str) -> bool:
    """Whether the landmark card `landmark` is in this game, so that a map's own piece of that name is not (A.5)."""
    return landmark in game.definition.landmarks


class TowerRule:
    """The Tower: at the end of a player's Evening, if they rule its clearing, they score one victory point (Law
    C.3.4; the Tower card). `tower_clearing` says where it is (None: not in this game); `tower_reason` names the
    score."""

    tower_reason = "tower"

    def tower_clearing(self, game) -> int | None:
        raise NotImplementedError

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        if phase == "evening":
            clearing = self.tower_clearing(game)
            if clearing is not None and is_ruler(game, clearing, faction):
                scoring.score(game, faction, 1, self.tower_reason)
        return None


class FerryRule:
    """The Ferry: once per turn, pieces moving out of its clearing may go to a clearing of `ferry_reach` instead of
    along a path, still following the move rules (rule at origin or destination, 4.2.1, unless the mover ignores
    rule); the Ferry goes with them and the moving player then draws a card (Law C.2.5; the Ferry card). It is no
    faction's piece, so nothing battles or removes it (F.1). The trip is part of the move (`rootcore_during_move`),
    so it comes before what the move triggers (Outrage), which waits until the action is over (1.4.2). When the
    mover could have gone there anyway (a river as a path, Tunnels), it chooses whether the Ferry went along.

    A subclass says where the Ferry is (`ferry`, None: not in this game), where it goes (`ferry_reach`), how it
    moves it (`move_ferry`), and names its turn mark (`ferry_used_key`) and its question (`ferry_question`)."""

    ferry_used_key = "ferry.used"
    ferry_question = "ferry.take"

    def ferry(self, game) -> int | None:
        raise NotImplementedError

    def ferry_reach(self, game, origin: int) -> Collection[int]:
        raise NotImplementedError

    def move_ferry(self, game, destination: int) -> None:
        raise NotImplementedError

    def ferry_used(self, game) -> bool:
        """The Ferry carries pieces once per turn."""
        return bool(game.state.data.get("turn", {}).get(self.ferry_used_key))

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Moving out of the Ferry's clearing, the clearings of its reach are in reach too."""
        if not moving or faction is None or origin != self.ferry(game) or self.ferry_used(game):
            return None
        return {"add": list(self.ferry_reach(game, origin))}

    @hookimpl
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """A Ferry trip: the Ferry follows the movers, then the moving player draws a card."""
        if (origin is None or origin != self.ferry(game) or destination not in self.ferry_reach(game, origin)
                or self.ferry_used(game)):
            return None
        if is_adjacent(game, origin, destination, faction):  # links movement alone does not give (no Ferry)
            return self._offer_ferry(game, faction, origin, destination)
        return self._ferry_trip(game, faction, origin, destination)

    def _offer_ferry(self, game, faction, origin, destination):
        if (yield from ask_yes_no(faction, self.ferry_question, f"Take the Ferry along to clearing {destination}?")):
            yield from self._ferry_trip(game, faction, origin, destination)

    def _ferry_trip(self, game, faction, origin, destination):
        game.state.data.setdefault("turn", {})[self.ferry_used_key] = True
        self.move_ferry(game, destination)
        game.event("ferry", faction=faction, origin=origin, destination=destination)
        # A draw like any other: an effect that replaces draws (Informants, in the holder's Evening) may replace it.
        # A hireling moved on the Ferry is its controller moving: the controller draws (Law E.3.7).
        player = hirelings.player_of(game, faction)
        if player is not None:
            yield from cards.draw_step(game, player, 1)
