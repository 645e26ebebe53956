"""The Highway Bandits / Bandit Gangs hireling (content/hirelings/highway_bandits.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Highway Bandits: two bandits set up on paths (A.6.3). An enemy (E.3.2) moving along a path with a
  bandit loses one of the moving warriors, or, moving the Vagabond's pawn, damages an item; the controller moving
  along one, or moving a hireling of theirs along one (E.3.7), may place a warrior of theirs at the destination
  (abilities, E.2.2, as part of the move). Once in the controller's Daylight (E.2.4): a bandit, from the supply or,
  with none there, from another path, goes on a path linked to a clearing with the controller's pieces;
- demoted, the Bandit Gangs: the bandits are warriors in clearings, which nobody may battle where their controller
  has pieces (a `rootcore_battle_cost` answer). When hired with none on the map (E.2.1), one is placed in a clearing
  with the controller's pieces. Once in the controller's Daylight: a warrior of the controller's at each Bandit
  warrior, or a Bandit warrior in a clearing with the controller's pieces.

State: the core's (`game.state.factions["highway_bandits"]`: supply, side, controller, control markers) and
`data["paths"]`: the paths holding a bandit, each as its two clearings in number order. Bandits on paths are out of
the supply and on no clearing: `pieces_held` counts them (Law 1.5.1) and the view shows them; `render` draws them
(`pieces_on_paths`).
"""
from __future__ import annotations

from rootcore import Decision, Hireling, Option, ask_yes_no, bots, hookimpl
from rootcore.rules import battle, hirelings, pieces
from rootcore.rules.adjacency import adjacent
from rootcore_plugins.hireling_warriors import hired_placement, place_warrior, with_faction_pieces

CONTENT = "rootcore_content:hirelings/highway_bandits.toml"
ID = "highway_bandits"
SETUP_BANDITS = 2
SUPPLY = "supply"  # the Daylight source option that takes a bandit from the supply


def _path_option(path) -> Option:
    a, b = path
    return Option(f"path:{a}-{b}", f"the path between clearings {a} and {b}", {"path": [a, b]})


def _has_own_piece(game, player: str, clearing: int) -> bool:
    return game.state.clearings[clearing].has_any(player)


class HighwayBandits(Hireling):
    pieces_named = {"warrior": "warrior"}  # its rules place these (checked when the card is built)
    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        fs.data["paths"] = []

    def init_scenario(self, game, fs, data: dict) -> None:
        """A scenario's `paths` take their bandits from the supply."""
        super().init_scenario(game, fs, data)
        fs.data["paths"] = sorted(sorted(path) for path in fs.data["paths"])
        fs.supply["warrior"] -= len(fs.data["paths"])

    def pieces_held(self, game) -> dict[str, int]:
        """The bandits on paths: out of the supply, on no clearing (1.5.1)."""
        return {"warrior": len(game.state.factions[self.id].data["paths"])}

    def pieces_on_paths(self, game) -> dict[tuple[int, int], int]:
        """One bandit per path holding one (`render` draws them)."""
        return {(a, b): 1 for a, b in game.state.factions[self.id].data["paths"]}

    # -- the Highway Bandits (promoted) ----------------------------------------------------------------------------

    def _bandit_paths(self, game) -> list[list[int]]:
        return game.state.factions[self.id].data["paths"]

    def _free_paths(self, game) -> list[list[int]]:
        """The map's open paths (2.2.1; a closed path, C.3.2, is none) without a bandit, in number order."""
        taken = self._bandit_paths(game)
        return [[a, b] for a in game.board.clearing_ids for b in adjacent(game, a)
                if a < b and b in game.board.adjacent[a] and [a, b] not in taken]

    def _put_on(self, game, path: list[int], source: list[int] | None) -> None:
        """A bandit onto `path`, from the path `source` or, when None, from the supply."""
        paths = self._bandit_paths(game)
        if source is None:
            game.state.factions[self.id].supply["warrior"] -= 1
        else:
            paths.remove(source)
        paths.append(path)
        paths.sort()
        game.event("bandit_placed", hireling=self.id, path=path, source=source or SUPPLY)

    def _ask_path(self, paths, kind: str, prompt: str):
        chosen = yield Decision(self.id, kind, prompt, [_path_option(p) for p in paths])
        return chosen.data["path"]

    def setup_promoted(self, game, player):
        """Two bandits on two paths (A.6.3)."""
        for _ in range(SETUP_BANDITS):
            path = yield from self._ask_path(self._free_paths(game), "highway_bandits.setup",
                                             "Place a bandit on which path?")
            self._put_on(game, path, None)

    def _targets(self, game, player: str) -> list[list[int]]:
        """Paths without a bandit with an end where `player` has a piece of their own."""
        return [p for p in self._free_paths(game) if any(_has_own_piece(game, player, c) for c in p)]

    def _sources(self, game) -> list[Option]:
        """Where the Daylight's bandit comes from: the supply; only with none there, a path holding one (the card,
        HIRE-TS: a bandit is taken off a path only for want of one in the supply)."""
        if game.state.factions[self.id].supply.get("warrior"):
            return [Option(SUPPLY, "a bandit from the supply")]
        return [_path_option(p) for p in self._bandit_paths(game)]

    def daylight_available(self, game, player) -> bool:
        if self.promoted(game):
            return bool(self._sources(game) and self._targets(game, player))
        return bool(self._recruit_clearings(game, player) or self._garrisons(game, player))

    def daylight_promoted(self, game, player):
        """A bandit on a path linked to the controller's pieces, from the supply, or, with none there, from another
        path."""
        path = yield from self._ask_path(self._targets(game, player), "highway_bandits.place",
                                         "Place a bandit on which path?")
        sources = self._sources(game)
        chosen = sources[0] if len(sources) == 1 else (
            yield Decision(self.id, "highway_bandits.source", f"Take the bandit for the path {path} from...", sources))
        self._put_on(game, path, None if chosen.id == SUPPLY else chosen.data["path"])

    @hookimpl
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """A move along a path with a bandit: an enemy loses a moving piece, the controller may place a warrior at
        the destination. A move by no path is not asked about (`move.after_move`), nor one along a river (11.2.2):
        no shipped map joins two clearings by both a river and a path, so the link with a bandit is always the path."""
        if origin is None or [min(origin, destination), max(origin, destination)] not in self._bandit_paths(game):
            return None
        player = self.controller(game)
        if player is not None and hirelings.player_of(game, faction) == player:  # their hireling too (E.3.7)
            return self._toll(game, player, destination)
        if battle.is_enemy(game, self.id, faction):
            return self._rob(game, faction, destination, pieces)
        return None

    def _toll(self, game, player: str, destination: int):
        if not pieces.can_place(game, player, "warrior", destination):
            return
        if (yield from ask_yes_no(player, "highway_bandits.toll", f"Place a warrior in clearing {destination} "
                                  "(Highway Bandits)?")):
            pieces.place(game, player, "warrior", destination)

    def _rob(self, game, faction: str, destination: int, moved: dict[str, int]):
        """One moving piece lost: a warrior of the mover's, or, for the Vagabond's pawn, a hit damaging an item. A
        warlord moving alone loses nothing (Law 14.2.2: no effect removes him outside battle), nor a hireling's pawn."""
        if not moved.get("pawn") and moved.get("warrior", 0) <= moved.get("fixed", 0):
            return
        if moved.get("pawn") and faction in game.definition.hirelings:  # a hireling's pawn (the Protector's) moving
            return  # alone: no effect removes it, and it has no items to damage
        if not pieces.removable(game, self.id, faction, destination):  # a removal veto there (the Stoic
            return  # Protector, Appendix E): no warrior lost, no hit to the Vagabond's items either (9.2.7)
        game.event("bandits_robbed", hireling=self.id, faction=faction, clearing=destination)
        if moved.get("pawn"):
            removals = yield from game.factions[faction].take_hits(game, destination, 1, self.id, ID)
        else:
            removals = [pieces.remove(game, faction, "warrior", destination, 1, self.id, ID)]
        yield from pieces.resolve_removals(game, removals)

    # -- the Bandit Gangs (demoted) ---------------------------------------------------------------------------------

    def hired_demoted(self, game, player):
        # Law E.2.1; the card (HIRE-TS, HRF): with no Bandit warrior on the map, one goes where the new controller
        # has a piece of their own.
        return hired_placement(self, game, "highway_bandits.hired", with_faction_pieces(game, player))

    def _recruit_clearings(self, game, player: str) -> list[int]:
        return [c for c in with_faction_pieces(game, player) if pieces.can_place(game, self.id, "warrior", c)]

    def _garrisons(self, game, player: str) -> dict[int, int]:
        """A warrior of `player`'s owed at each clearing with Bandit warriors where one may be placed."""
        if not pieces.available(game, player, "warrior"):
            return {}
        return {c: 1 for c in game.board.clearing_ids if game.state.clearings[c].warriors.get(self.id)
                and pieces.placement_allowed(game, player, "warrior", c)}

    def daylight_demoted(self, game, player):
        options = []
        if self._garrisons(game, player):
            options.append(Option("garrison", "Place a warrior of yours at each Bandit warrior"))
        if self._recruit_clearings(game, player):
            options.append(Option("recruit", "Place a Bandit warrior in a clearing with your pieces"))
        chosen = options[0] if len(options) == 1 else (
            yield Decision(player, "highway_bandits.gangs", "The Bandit Gangs...", options))
        if chosen.id == "garrison":
            yield from pieces.place_warriors_owed(game, player, self._garrisons(game, player),
                                                  "highway_bandits.garrison",
                                                  "Place a warrior at which Bandit warrior?")
        else:
            yield from place_warrior(self, game, "highway_bandits.recruit", self._recruit_clearings(game, player))

    @hookimpl
    def rootcore_battle_cost(self, game, attacker, clearing, defender):
        """No battle against the Gangs where their controller has a piece of their own."""
        player = self.controller(game)
        if defender != self.id or player is None or self.promoted(game):
            return None
        return False if _has_own_piece(game, player, clearing) else None


def advise_path(bot, game, decision):
    """How a heuristic bot places a bandit: on the path whose ends hold the most rival pieces (rivals moving along it
    lose warriors)."""
    return bot.pick(decision, lambda o: sum(bots.rival_pieces(game, bot.faction, c) for c in o.data["path"]))


def advise_source(bot, game, decision):
    """...with none in the supply, taken off the path whose ends hold the fewest rival pieces."""
    return bot.pick(decision, lambda o: -sum(bots.rival_pieces(game, bot.faction, c) for c in o.data["path"]))


def advise_gangs(bot, game, decision):
    """The Gangs: the bot's own warriors at each Bandit warrior (they count for rule and stay its own)."""
    return "garrison"


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, HighwayBandits, CONTENT)
    registry.add_bot_advice_table(ID, {
        "setup": advise_path, "place": advise_path, "source": advise_source, "toll": bots.advise_yes,
        "gangs": advise_gangs, "garrison": bots.advise_guard_clearing, "recruit": bots.advise_guard_clearing,
        "hired": bots.advise_guard_clearing})
