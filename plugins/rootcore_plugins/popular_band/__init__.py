"""The Popular Band / Street Band hireling (content/hirelings/popular_band.toml; Law Appendix E). The card's sides as
rootcore reads them (the file's notes say where the reading is ours):

- both sides: the lock (an ability, E.2.2): the Band's enemies (E.3.2, G.1.8) cannot move pieces out of a clearing
  with Band warriors in the turn those pieces moved into it;
- promoted, the Popular Band: two Band warriors set up in two different clearings (A.6.3); when hired with none on
  the map (E.2.1), one is placed in a clearing with the controller's pieces; once in the controller's Daylight
  (E.2.4), in a Band clearing the controller chooses, one warrior of the controller's choice from each adjacent
  clearing moves in; then the controller may place a Band warrior in any clearing;
- demoted, the Street Band: no setup; once in the controller's Daylight, a Band warrior is placed in any clearing.

The lock: every move reports what entered where (`rootcore_moved`: warriors, a warlord among them, a pawn, relics
carried or delved), kept in `game.state.data["turn"]["popular_band"]` (owner -> clearing -> {kind: count}; warriors
moved by another, the Vagabond's Allied warriors, under their owner), which the core empties as each turn begins.
The core asks `rootcore_move_locked` for every count of warriors a move takes (the Keepers for the relics they may
carry), and the card answers `rootcore_adjacent` with "closed" where every such piece is locked, so no menu offers
that origin. Only games with the card pay for any of it.
"""
from __future__ import annotations

from rootcore import Hireling, ask_clearing, bots, hookimpl
from rootcore.decisions import Decision, faction_options
from rootcore.rules import adjacency, battle, move
from rootcore.rules.pieces import movable_warriors, place, placement_allowed
from rootcore_plugins.hireling_warriors import hired_placement, place_warrior, with_faction_pieces

CONTENT = "rootcore_content:hirelings/popular_band.toml"
ID = "popular_band"
SETUP_WARRIORS = 2
CLOSED = {"closed": True}  # the `rootcore_adjacent` answer for an origin nothing of the faction may leave
WARRIOR_KINDS = ("warrior", "fixed")  # the kinds of a move's pieces that are the warriors' owner's


class PopularBand(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    # -- both sides: the lock (E.2.2) ---------------------------------------------------------------------------------

    @hookimpl
    def rootcore_moved(self, game, faction, origin, destination, pieces):
        """What entered `destination` this turn, by owner: the mover's pieces under its name, warriors it moved of
        another's under theirs (the Vagabond's Allied warriors, Law 9.2.9.II.b; the file's notes)."""
        entered = game.state.data.setdefault("turn", {}).setdefault(ID, {})
        owner = pieces.get(move.WARRIORS_OF, faction)
        for kind, n in pieces.items():
            if kind == move.WARRIORS_OF:
                continue
            of_owner = entered.setdefault(owner if kind in WARRIOR_KINDS else faction, {})
            here = of_owner.setdefault(str(destination), {})
            here[kind] = here.get(kind, 0) + n
        return None

    @hookimpl
    def rootcore_move_locked(self, game, faction, clearing):
        """The lock: the Band's enemies' pieces that entered `clearing` this turn stay while Band warriors are there;
        pieces of one kind are alike, so as many as entered are locked, at most all that are there."""
        came = game.state.data.get("turn", {}).get(ID, {}).get(faction, {}).get(str(clearing))
        if not came:
            return None
        cl = game.state.clearings[clearing]
        if not cl.warriors.get(self.id) or not battle.is_enemy(game, self.id, faction):
            return None
        locked = {}
        for kind, n in came.items():
            there = _there(game, faction, clearing, kind)
            if kind == "warrior":  # a warlord who was there before did not enter (14.2.2): not among those locked
                there -= max(0, _there(game, faction, clearing, "fixed") - came.get("fixed", 0))
            n = min(n, there)
            if n:
                locked[kind] = n
        return locked or None

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """No move of `faction` leaves `origin` while the lock holds its pawn or all its warriors there (the Slip
        passes it, 9.4.2, as it passes a snare)."""
        if not moving or faction is None:
            return None
        locked = self.rootcore_move_locked(game, faction, origin)
        if locked and (locked.get("pawn") or
                       locked.get("warrior", 0) >= game.state.clearings[origin].warriors.get(faction, 0) > 0):
            return CLOSED
        return None

    def _places(self, game) -> list[int]:
        """Clearings of the map where a Band warrior from the supply may be placed."""
        if not game.state.factions[self.id].supply.get("warrior"):
            return []
        return [c for c in game.board.clearing_ids if placement_allowed(game, self.id, "warrior", c)]

    def _place_one(self, game, optional: bool):
        clearing = yield from ask_clearing(self.id, "popular_band.place", "Place a Band warrior in which clearing?",
                                           self._places(game), optional, "Don't place")
        if clearing is not None:
            place(game, self.id, "warrior", clearing)

    def daylight_available(self, game, player) -> bool:
        if self.promoted(game):
            return bool(self._gatherings(game) or self._places(game))
        return bool(self._places(game))

    # -- the Popular Band (promoted) --------------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        """Two Band warriors in two different clearings (A.6.3; the Street Band has no setup, the base's default)."""
        first = None
        for _ in range(SETUP_WARRIORS):
            first = yield from place_warrior(self, game, "popular_band.setup",
                                             [c for c in game.board.clearing_ids if c != first])

    def hired_promoted(self, game, player):
        # Law E.2.1; the card (HIRE-TS): with no Band warrior on the map, one goes where the new controller has a
        # piece of their own.
        return hired_placement(self, game, "popular_band.hired", with_faction_pieces(game, player))

    def daylight_promoted(self, game, player):
        """One warrior from each clearing next to a Band clearing into it, then a Band warrior anywhere, if wanted."""
        gatherings = self._gatherings(game)
        if gatherings:
            here = yield from ask_clearing(self.id, "popular_band.gather", "Gather warriors into which Band clearing?",
                                           gatherings)
            yield from move.one_action(game, self._gather(game, here))  # one action (1.4.2)
        if self._places(game):
            yield from self._place_one(game, optional=True)

    def _pullable(self, game, clearing: int, into: int) -> list[str]:
        """Those with a warrior in `clearing` that may be moved out of it now into `into` (not a warlord, 14.2.2, nor
        one locked there; nothing out of a snared clearing, 13.7.2; nothing along a link the owner's moves may not
        take, such as the Bone Patrol's Obedient, BP.2.4)."""
        warriors = game.state.clearings[clearing].warriors
        return sorted(f for f in warriors if movable_warriors(game, f, clearing)
                      and not adjacency.closed(game, clearing, f)
                      and (adjacency.printed_paths_only(game, f)
                           or into in adjacency.adjacent(game, clearing, f, moving=True)))

    def _gatherings(self, game) -> list[int]:
        """Band clearings next to a clearing with a warrior that may be moved in (not a sealed one: nothing moves
        into it, the Scoundrel's Scorched Earth, D.6.2)."""
        return [c for c in adjacency.enterable(game, tuple(self.warrior_clearings(game)))
                if any(self._pullable(game, near, c) for near in adjacency.adjacent(game, c))]

    def _gather(self, game, here: int):
        for near in adjacency.adjacent(game, here):
            owners = self._pullable(game, near, here)
            if not owners:
                continue
            owner = owners[0] if len(owners) == 1 else (yield Decision(
                self.id, "popular_band.pull", f"Move whose warrior from {near} to {here}?",
                faction_options(owners))).data["faction"]
            yield from move.move_warriors(game, owner, near, here, 1)

    # -- the Street Band (demoted) ----------------------------------------------------------------------------------

    def daylight_demoted(self, game, player):
        """A Band warrior in any clearing."""
        yield from self._place_one(game, optional=False)


def _there(game, faction: str, clearing: int, kind: str) -> int:
    """How many pieces of `kind` (a kind of `rootcore_moved`) `faction` has in `clearing`."""
    cl = game.state.clearings[clearing]
    if kind == "pawn":
        return int(faction in cl.pawns)
    if kind == "fixed":
        component = game.factions[faction]
        return component.fixed_warriors(game, clearing, False) if component.has_fixed_warriors else 0
    return cl.count(faction, kind)  # warriors, or a token carried along (a relic, Law 15.2.4)


def advise_gather(bot, game, decision):
    """How a heuristic bot gathers the Band: into the Band clearing with the most of its own warriors next to it
    (its forces together). It places a Band warrior where its own pieces are most threatened
    (`bots.advise_guard_clearing`: the warrior counts for its rule, E.3.1)."""
    cl = game.state.clearings
    return bot.pick(decision, lambda o: sum(cl[c].warriors.get(bot.faction, 0)
                                            for c in adjacency.adjacent(game, o.data["clearing"])))


def advise_pull(bot, game, decision):
    """...pulls its own warrior in, else one of the rival with the most VP."""
    if bot.has(decision, f"faction:{bot.faction}"):
        return f"faction:{bot.faction}"
    return bots.advise_defender(bot, game, decision)


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, PopularBand, CONTENT)
    registry.add_bot_advice_table(ID, {
        "setup": bots.advise_rival_clearing, "place": bots.advise_guard_clearing, "hired": bots.advise_guard_clearing,
        "gather": advise_gather, "pull": advise_pull})
