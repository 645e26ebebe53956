"""The Twelve Colonies (fan content: The Outsiders, TC.1-TC.6): snakes and turtles, Capitols and Commons, the Deck of
Laws, ballots and the Public Trust, the Democratic Process; setup (TC.3), Birdsong (Recruit, Convene), Daylight
(crafting, Campaign, Colonize, Claim), Evening (Distribute, Draw and Discard, Draft).

State (all in `game.state.factions["twelve_colonies"].data`, so clones and saves carry it):

* `turtles`: clearing (a string) -> how many of the Colonies' warriors there are turtles (TC.2.2). A clearing counts
  a faction's warriors together; the others are snakes. A tally above the warriors there counts as the warriors
  there (`turtles_at`): a removal by another effect takes snakes first, and the tally is trimmed after it. Warriors
  another faction lends the Colonies (the Borough Kings' mice in the Colonies' turn, BK.2.4) are never turtles: the
  turtles are told apart to the lender (`warriors_told_apart`, and `Removal.told_apart` for those the Colonies
  removed by their choice, `remove_warriors`), so it never claims a turtle as a mouse. Turtles
  in no clearing and on no path are in the supply as far as it has warriors, the rest among the Colonies' warriors
  another faction holds (the Order of the Forest's Ranks): `turtles_in_supply`;
* `path_turtles`: the paths (two clearings, number order) with a turtle on them, once per turtle (TC.2.2.II);
* `ballots`: player -> ballots held; `trust`: ballots on the Public Trust; `cast`: ballots given to the Colonies in
  the vote under way (TC.2.5);
* `law_deck` (the Deck of Laws, as a set: drawing picks at random), `law_hand` (the Laws kept, hidden from the
  others), `law` and `elected` (the Law in force and what it elected), `retired` (Laws out of the game), `motion`
  (the Law being voted on), `amplius` / `amplius_used` (Law VI);
* in Daylight `actions` (TC.5) and `claimed` (TC.5.3: once per turn).

Readings of the text (each tested in tests/test_twelve_colonies.py):

* TC.3.1: "the fewest pieces" of the two clearings counts every piece, a ruin too (Law G.1.18, G.1.25:
  `ClearingState.piece_count`).
* TC.3.2 with TC.6.3: the Law hand holds two Laws at each Convene (three drawn at setup, one returned; each Draft
  adds one of three). Convene reveals one of the two; the other stays for a later turn. With no Law in hand (the Deck
  of Laws spent) there is no Democratic Process.
* TC.2.3 / TC.5.2: the Law in force decides where the Colonies may Colonize: only in clearings of its suit ("all":
  any). With no Law in force yet, anywhere. The cards spent (the number on the track's space, `cost`) match the
  clearing (and so the Law). One colony (Capitol or Common) per clearing (TC.2.7).
* TC.2.2.I Hard Shelled: turtles roll no hits (the Colonies' most rolled hits are their snakes there); where the
  Colonies have a turtle in battle, the first hit dealt to them is ignored once the enemy has rolled at least one
  hit (a "rolled" hit: an ambush, before the roll, is never ignored).
* TC.2.2.II Slow but Steady: a turtle never moves from clearing to clearing: an effect moving the Colonies' warriors
  takes snakes only (`fixed_warriors` when moving: no lock an escape could pass). In the Colonies' own moves a turtle moves onto a path next to its
  clearing, or off a path into either of its clearings (ignoring rule, as the text says); turtles in the origin of a
  snakes' move may go onto the path the snakes take, and snakes moving along a path with turtles pick them all up
  into the destination.
* TC.2.2.III Tolls: another player moving along a path with a turtle gives the Colonies a card matching either end
  (birds wild, Law 2.1.1); a player with no such card cannot move along it (`rootcore_adjacent`, moves only). A turtle
  on a path is in no clearing: it counts for no rule and no battle.
* TC.2.5.I: ballots are bought from the Public Trust only at a player's turn to nominate or vote (buying them at any
  other time of one's turn changes nothing a ballot is used for, except the Colonies' Recruit, where buying with two
  warriors to recruit one or two is no gain). A faction without warriors (the Vagabond) exhausts an item (Law 9.2.5).
  TC.2.5.II Political Favours: at the same turns, an offer of cards from the buyer's hand for another player's
  ballots, which that player accepts (carried out at once: the deal binds) or refuses; no other price can be offered
  (`democracy.FAVOURS_WARNING`; the module's docstring has the protocol).
* TC.2.6: ties in point order are broken by turn order from the Colonies; ties of a vote (Yea-Nay, or between
  nominations) are decided by the Colonies. A player may pass when it is its turn to nominate; an Election with
  nothing seconded fails. Every player, the Colonies included, votes; all ballots cast go to Adjourn. Each round of
  votes starts with a public event `voting_round` (the round, the votes so far).
* Heuristic bots (advice.py, every player's): they nominate, second and vote for what a Law is worth to them (a
  rough rating of rootcore's, written out there); they buy no ballots, and sell theirs for a card each.
* TC.4.1 Recruit: each ballot placed on the Public Trust places one warrior at a Capitol or two at a Common.
* TC.2.7.I Starting Over: placing the leftmost Common outside setup (all Commons were on the track) also places two
  warriors there.
* The Laws (laws.py): Pax Laws forbid starting a battle in a clearing of their suit. Their alternative, moving out
  of that clearing where one would have battled there, is the core's `rootcore_move_instead_of_battle`: the core's
  battle question (`battle.take_battle`, which most battle actions and every granted battle use) offers it beside
  the clearings of battle, the move is the player's own (`Faction.take_move` out of that clearing: the Vagabond's
  boots, the Colonies' snakes or a turtle onto a path), and it stands for the battle (an Eyrie Decree's battle is
  carried out). A player whose only battles are forbidden is still offered its battle action for that move. The
  Vagabond's own Battle action does not offer it (moving out of his clearing is his Move action); the Keepers' Battle
  then Delve asks it itself (move out or not, then delve), and the Winged Menace's Swarm offers it where it would
  Swarm (its guano cleaned up in no such clearing: that is a battle too), and the Order of the Forest's Witness
  offers it at the Witness's base price; a hireling's battle (the Exile's, fought from a forest, among them) is
  forbidden with no move instead (warned when the Law passes).
  Omnius Exitus lets each player, and each hireling's controller, move its warriors out (ignoring rule) and moves out
  each pawn its faction lets go elsewhere (`Faction.relocate_piece`: the Vagabond's, at no boot, as the Law's move
  and not his Move action; a controlled Flotilla's or Protector's; those of the Order of the Forest it chooses, the
  rest going to its Altar: `Faction.relocatable_pawns`), removes the rest and seals the clearing until the Law is
  replaced (not when pieces that cannot be moved or removed stay there, a warlord outside the Hundreds' turn, an
  uncontrolled hireling's pawn, a Vagabond with every clearing next to it sealed, who damages three items instead,
  Law 9.2.2.I: warned);
  Amplius Actum is each player's choice once, when passed; Valorem Historiae's Historical Site is a building of the
  Colonies (it counts for their rule) that nothing removes (TC.2.4.III: `on_removal = "never"` on the board,
  `pieces.never_removed`): a hit, a Favor card or a revolt leaves it, no one scores for it, and no effect choosing a
  building to remove or replace (the Cult's Sanctify, a Strike, a burn) offers it, nor does the Election. An elected
  ruin that lasts (`pieces.make_ruins_last`: a Winged Menace cave, WM.2.4) gives up its items but keeps its slot: no
  Historical Site is placed; nor is one where the Colonies may place nothing (a sealed clearing, Law D.6.2; the
  Keep's, 6.2.2): the slot is emptied all the same.
* TC.2.3.X Artifex Contentio: no item and no improvement (a persistent effect card) is crafted while it is in force
  (`rootcore_can_craft`); an immediate effect (a Favor card) is neither, so it may still be crafted. Items and
  effects crafted before stay and work.
* TC.2.3.XIV Non Variablis: bird cards are not wild while it is in force (`cards.set_birds_wild`): for every card
  spent, given or matched from a hand or the discard pile (a toll, Colonize, crafting, an ambush: a bird ambush then
  matches no clearing). Cards already in play keep their wildness: the Alliance's supporters, an Eyrie Decree's bird
  column (a faction rule, not Law 2.1.1). When the Law is replaced, birds are wild again.
* TC.2.3.XIII Arcitectus Corvidae: every player ignores rule when moving. Its second sentence (ignoring warriors
  "where adjacency applies") names no rule of the Law of Root: no base rule depends on warriors in an adjacent
  clearing, and reading it as "an effect needing no enemy warriors next to a clearing" would need each such effect
  found and changed faction by faction; it is not applied, and warned when the Law passes.
"""
from __future__ import annotations

from rootcore import Decision, ask_clearing, count_options, fixed_option, hand_question, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue, did_you_mean
from rootcore.rules import battle, cards, craft, move, pieces, scoring
from rootcore.rules.adjacency import adjacent, enterable
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import is_suit

from .advice import register_advice
from .democracy import FAVOURS_WARNING, Democracy
from .laws import PLAYED, Laws

FACTION = "twelve_colonies"
COLONIES = ("capitol", "common")

_END = fixed_option("end", "End Daylight")
_DONE = fixed_option("done", "Done")
_CAMPAIGN = fixed_option("campaign", "Campaign: two moves or two battles")
_COLONIZE = fixed_option("colonize", "Colonize: place a Capitol or Common")
_CLAIM = fixed_option("claim", "Claim: a VP per uncovered flag")
_MOVES = fixed_option("moves", "Two moves")
_BATTLES = fixed_option("battles", "Two battles")
_ACTIONS = (_CAMPAIGN.id, _COLONIZE.id, _CLAIM.id)


def path_of(a: int, b: int) -> list[int]:
    return [min(a, b), max(a, b)]


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: the pieces the rules name (warriors, Capitols and Commons on their
    tracks with their cost rows, the Historical Site, TC.2.1, TC.2.4.III, TC.5.2), the turtles among the warriors
    (TC.2.2) and those of setup among them (TC.3.1), a flag per Capitol track space (TC.5.3), and only Laws these rules
    play, each electing what its rules elect (TC.2.3)."""
    data = board.data
    issues = piece_issues(board, label, {"warrior": "warrior", **dict.fromkeys(COLONIES, "building"),
                                         "historical_site": "building"}, tracked=COLONIES, rows=("cost",))
    warriors = board.pieces["warrior"].count if "warrior" in board.pieces else 0
    if data["turtles"] > warriors:
        issues.append(ContentIssue(label, "$.data.turtles", f"{data['turtles']} turtles among {warriors} warriors"))
    elif 2 * data["setup_turtles"] > data["turtles"]:  # TC.3.1: in each of the two first colonies
        issues.append(ContentIssue(label, "$.data.setup_turtles", f"{data['setup_turtles']} in each of two colonies at "
                                   f"setup, more than the {data['turtles']} turtles (TC.3.1)"))
    elif 2 * data["setup_snakes"] > warriors - data["turtles"]:
        issues.append(ContentIssue(label, "$.data.setup_snakes", f"{data['setup_snakes']} in each of two colonies at "
                                   f"setup, more than the {warriors - data['turtles']} snakes (TC.3.1)"))
    track = board.tracks.get("capitol")
    if track is not None and len(data["capitol_flags"]) != track.spaces:
        issues.append(ContentIssue(label, "$.data.capitol_flags",
                                   f"{len(data['capitol_flags'])} entries for {track.spaces} Capitol track spaces"))
    for law, card in data["laws"].items():
        at = f"$.data.laws.{law}"
        if law not in PLAYED:
            issues.append(ContentIssue(label, at, f"no rules play this Law: the plugin plays the sixteen of TC.2.3"
                                                  f"{did_you_mean(law, PLAYED)}"))
        elif (card["type"] == "election") != (PLAYED[law] is not None) or card.get("elects") != PLAYED[law]:
            kind = f"an election of a {PLAYED[law]}" if PLAYED[law] else "a directive"
            issues.append(ContentIssue(label, at, f"its rules play it as {kind} (TC.2.3)"))
    return issues


class TwelveColonies(Laws, Democracy):
    data_issues = staticmethod(data_issues)

    def __init__(self, spec, board):
        super().__init__(spec, board)
        self.laws = board.data["laws"]

    # -- state ------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)
        game.warnings.append(FAVOURS_WARNING)
        fs.data.update(turtles={}, path_turtles=[], ballots={}, trust=self.board.data["ballots"], cast=0,
                       law_deck=sorted(self.laws), law_hand=[], law=None, elected=None, retired=[], motion=None,
                       amplius=[], amplius_used={}, offer=None)

    def init_scenario(self, game, fs, data: dict) -> None:
        """Scenario data: `turtles` ({clearing: n} among the warriors placed there), `path_turtles` (taken from the
        supply), `ballots` (taken from the Public Trust), `law_hand` and `law` (taken from the Deck of Laws)."""
        data = dict(data)
        fs.data["turtles"] = {str(c): n for c, n in data.pop("turtles", {}).items()}
        fs.data["path_turtles"] = sorted(path_of(*p) for p in data.pop("path_turtles", []))
        fs.supply["warrior"] -= len(fs.data["path_turtles"])
        for player, n in data.pop("ballots", {}).items():
            fs.data["ballots"][player] = n
            fs.data["trust"] -= n
        fs.data.update(data)
        if fs.data["law"] == "non_variablis":  # TC.2.3.XIV in force: birds are not wild
            game.state.birds_wild = False
        for law in fs.data["law_hand"] + [fs.data["law"]] + fs.data["retired"]:
            if law in fs.data["law_deck"]:
                fs.data["law_deck"].remove(law)

    def view(self, game, fs, viewer):
        """The Law hand is the Colonies' alone (TC.6.3): others see how many Laws it holds."""
        if viewer == self.id:
            return {"data": dict(fs.data)}
        return {"data": {**fs.data, "law_hand": len(fs.data["law_hand"]), "law_deck": len(fs.data["law_deck"])}}

    def redraw_hidden(self, game, fs, player, rng) -> None:
        if player == self.id:
            return
        pool = fs.data["law_deck"] + fs.data["law_hand"]
        rng.shuffle(pool)
        n = len(fs.data["law_hand"])
        fs.data["law_hand"], fs.data["law_deck"] = pool[:n], sorted(pool[n:])

    def turtles_at(self, game, clearing: int) -> int:
        data = game.state.factions[self.id].data["turtles"]
        if not data:
            return 0
        return min(data.get(str(clearing), 0), game.state.clearings[clearing].warriors.get(self.id, 0))

    def warriors_told_apart(self, game, clearing: int) -> int:
        """The turtles: never one of the warriors another faction lends the Colonies (the Borough Kings' mice)."""
        return self.turtles_at(game, clearing)

    def snakes_at(self, game, clearing: int) -> int:
        return game.state.clearings[clearing].warriors.get(self.id, 0) - self.turtles_at(game, clearing)

    def turtles_off_map(self, game) -> int:
        """Turtles in no clearing and on no path: in the supply, or among the Colonies' warriors another faction
        holds (the Order of the Forest's Ranks, the Riverfolk's payments)."""
        data = game.state.factions[self.id].data
        on_map = sum(self.turtles_at(game, int(c)) for c in data["turtles"])
        return self.board.data["turtles"] - on_map - len(data["path_turtles"])

    def turtles_in_supply(self, game) -> int:
        """The turtles off the map that are in the supply: as many as it holds (warriors held elsewhere are read as
        snakes first, as removals take snakes first)."""
        return min(self.turtles_off_map(game), game.state.factions[self.id].supply.get("warrior", 0))

    def _add_turtles(self, game, clearing: int, n: int) -> None:
        tally = game.state.factions[self.id].data["turtles"]
        left = self.turtles_at(game, clearing) + n
        if left > 0:
            tally[str(clearing)] = left
        else:
            tally.pop(str(clearing), None)

    def pieces_held(self, game) -> dict[str, int]:
        """Turtles on paths are out of the supply and in no clearing (Law 1.5.1)."""
        n = len(game.state.factions[self.id].data["path_turtles"])
        return {"warrior": n} if n else {}

    def pieces_on_paths(self, game) -> dict[tuple[int, int], int]:
        found: dict[tuple[int, int], int] = {}
        for a, b in game.state.factions[self.id].data["path_turtles"]:
            found[(a, b)] = found.get((a, b), 0) + 1
        return found

    def invariant_problems(self, game) -> list[str]:
        data = game.state.factions[self.id].data
        problems = []
        total = data["trust"] + data["cast"] + sum(data["ballots"].values())
        if total != self.board.data["ballots"]:
            problems.append(f"{total} ballots accounted for, not {self.board.data['ballots']} (TC.2.5)")
        off_map = self.turtles_off_map(game)
        held_elsewhere = pieces.held_pieces(game).get(self.id, {}).get("warrior", 0)
        if off_map < 0 or off_map > game.state.factions[self.id].supply.get("warrior", 0) + held_elsewhere:
            problems.append(f"{off_map} turtles off the map, more than the supply and other factions hold (TC.2.2)")
        return problems

    def claim_vp(self, game) -> int:
        """TC.5.3: the flags uncovered on the Capitols track."""
        uncovered = self.board.tracks["capitol"].spaces - game.state.factions[self.id].tracks["capitol"]
        return sum(self.board.data["capitol_flags"][:uncovered])

    # -- warriors: snakes and turtles (TC.2.2) -------------------------------------------------------------------

    def place_warriors(self, game, clearing: int, n: int):
        """Place `n` warriors in `clearing`, the Colonies choosing how many are turtles (TC.2.2: either kind)."""
        turtles_left = self.turtles_in_supply(game)
        snakes_left = game.state.factions[self.id].supply.get("warrior", 0) - turtles_left
        n = min(n, turtles_left + snakes_left)
        if n <= 0 or not pieces.can_place(game, self.id, "warrior", clearing):
            return 0
        turtles = yield from self._how_many_turtles("placed", clearing, n, turtles_left, snakes_left)
        before = self.turtles_at(game, clearing)
        placed = pieces.place(game, self.id, "warrior", clearing, n)
        # The placement hook tallied what it reads of any placement (`rootcore_pieces_placed`); the Colonies chose:
        # the tally is set to their choice, whatever the hook read (it cannot tell a turtle held elsewhere, a
        # payment, from one in the supply).
        self._add_turtles(game, clearing, before + min(turtles, placed) - self.turtles_at(game, clearing))
        return placed

    def _how_many_turtles(self, verb: str, clearing: int, n: int, turtles: int, snakes: int):
        """How many of `n` warriors `verb` ("placed", "removed") in `clearing` are turtles, out of `turtles` and
        `snakes` at hand: asked of the Colonies (decision `twelve_colonies.turtles_<verb>`) when both could be."""
        least, most = max(0, n - snakes), min(n, turtles)
        if most <= least:
            return least
        chosen = yield Decision(self.id, f"twelve_colonies.turtles_{verb}", f"How many of the {n} warriors {verb} "
                                f"{'in' if verb == 'placed' else 'from'} clearing {clearing} are turtles?",
                                count_options(most, least), about={"clearing": clearing})
        return chosen.data["count"]

    def remove_warriors(self, game, clearing: int, n: int, remover, cause: str):
        """Remove `n` warriors from `clearing` by the Colonies' choice or hits (`choose_turtles_removed`); the Removal
        says how many were turtles (`Removal.told_apart`: a lender of warriors, BK.2.4, counts them out)."""
        turtles = yield from self.choose_turtles_removed(game, clearing, n)
        removal = pieces.remove(game, self.id, "warrior", clearing, n, remover, cause)
        if removal is not None:
            removal.told_apart = turtles
        return removal

    def choose_turtles_removed(self, game, clearing: int, n: int):
        """Before `n` of the Colonies' warriors are removed from `clearing` by their own choice or hits, how many are
        turtles (the tally is lowered now; the removal then takes the rest as snakes)."""
        turtles, snakes = self.turtles_at(game, clearing), self.snakes_at(game, clearing)
        n = min(n, turtles + snakes)
        chosen_turtles = yield from self._how_many_turtles("removed", clearing, n, turtles, snakes)
        self._add_turtles(game, clearing, -chosen_turtles)
        # The tally must not keep more turtles than the warriors left: a removal takes snakes otherwise.
        return chosen_turtles

    @hookimpl
    def rootcore_pieces_placed(self, game, faction, kind, clearing, count):
        """Warriors placed by another effect are snakes while any are in the supply, then turtles: the supply held
        `count` more before, its turtles being those off the map still untallied (`place_warriors`, the Colonies'
        own placement, then sets the tally to their choice)."""
        if faction == self.id and kind == "warrior":
            supply = game.state.factions[self.id].supply.get("warrior", 0) + count
            snakes = supply - min(self.turtles_off_map(game), supply)
            if count > snakes:
                self._add_turtles(game, clearing, count - snakes)

    @hookimpl
    def rootcore_warriors_returned(self, game, faction, clearing, count):
        """Warriors swapped out of a clearing (G.1.22, G.1.31) leave the tally there at most the warriors left, so that
        warriors arriving later are not read as the turtles that went (snakes go first, as in a removal)."""
        if faction == self.id:
            self._add_turtles(game, clearing, 0)

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """The tally never keeps more turtles than warriors (a removal by another effect takes snakes first)."""
        if removal.owner == self.id and removal.counts.get("warrior"):
            self._add_turtles(game, removal.clearing, 0)
        return None

    has_fixed_warriors = True  # the turtles, when moving

    def fixed_warriors(self, game, clearing: int, moving: bool) -> int:
        """TC.2.2.II: turtles never move from clearing to clearing, whoever moves them and whatever the move ignores
        (the Vagabond's Slip with Allied warriors, 9.4.2); the Colonies' own moves take them onto paths (this
        plugin's code)."""
        return self.turtles_at(game, clearing) if moving else 0

    def max_rolled_hits(self, game, clearing: int) -> int:
        """TC.2.2.I: turtles deal no hits: only snakes roll."""
        return self.snakes_at(game, clearing)

    @hookimpl
    def rootcore_battle_ignored_hits(self, game, battle, side):
        """TC.2.2.I: where the Colonies have a turtle, they ignore one hit once the enemy has rolled one."""
        if battle.faction(side) != self.id or not self.turtles_at(game, battle.clearing):
            return None
        other = "defender" if side == "attacker" else "attacker"
        return 1 if battle.rolled_hits[other] > 0 else None

    def take_hits(self, game, clearing: int, hits: int, remover, cause):
        """Law 4.3.4: warriors first (the Colonies choose how many turtles), then buildings (never the Historical
        Site, TC.2.4.III: a piece nothing removes, `pieces.never_removed`)."""
        warriors = game.state.clearings[clearing].warriors.get(self.id, 0)
        n = min(hits, warriors)
        removal = None
        if n:
            removal = yield from self.remove_warriors(game, clearing, n, remover, cause)
        if hits <= n:
            return [removal] if removal is not None else []
        return (yield from pieces.take_hits_on_other_pieces(game, self.id, clearing, hits - n, remover, cause,
                                                            removal))

    # -- setup (TC.3) -----------------------------------------------------------------------------------------

    def setup(self, game):
        fs, data = game.state.factions[self.id], self.board.data
        pair = yield from self._found_colonies(game)
        capitol = yield from ask_clearing(self.id, "twelve_colonies.setup.capitol", "Place the Capitol in which of "
                                          "the two clearings (the Common goes in the other)?", pair)
        common = pair[0] if capitol == pair[1] else pair[1]
        for c, kind in ((capitol, "capitol"), (common, "common")):
            self._add_turtles(game, c, data["setup_turtles"])
            pieces.place(game, self.id, "warrior", c, data["setup_snakes"] + data["setup_turtles"])
            pieces.place(game, self.id, kind, c)
        # TC.3.2: three Laws drawn, one returned.
        for _ in range(data["setup_laws"]):
            self._draw_law(game)
        yield from self._return_laws(game, data["setup_laws"] - 1, "twelve_colonies.setup.law")
        # TC.3.3: the Public Trust; three ballots to the Colonies, one to each other player.
        self.give_ballots(game, self.id, data["colonies_ballots"])
        for player in game.state.turn_order:
            if player != self.id:
                self.give_ballots(game, player, data["others_ballots"])
        game.event("colonies_founded", faction=self.id, capitol=capitol, common=common, trust=fs.data["trust"])

    def _found_colonies(self, game):
        """TC.3.1: two adjacent clearings, together holding the fewest pieces, each with room for a colony."""
        def count(c):
            return game.state.clearings[c].piece_count()  # ruins included (Law G.1.25)

        pairs = [(a, b) for a in game.board.clearing_ids for b in adjacent(game, a) if a < b  # closed paths: C.3.2
                 and all(pieces.placement_allowed(game, self.id, "capitol", c) for c in (a, b))]
        fewest = min(count(a) + count(b) for a, b in pairs)
        options = [self.shared_option(f"pair:{a}-{b}", f"clearings {a} and {b}", {"clearings": [a, b]})
                   for a, b in pairs if count(a) + count(b) == fewest]
        chosen = yield Decision(self.id, "twelve_colonies.setup.colonies", "Found the first colonies in which two "
                                "adjacent clearings?", options)
        return chosen.data["clearings"]

    def _draw_law(self, game) -> str | None:
        data = game.state.factions[self.id].data
        if not data["law_deck"]:
            return None
        law = data["law_deck"].pop(game.state.rng.randrange(len(data["law_deck"])))
        data["law_hand"].append(law)
        return law

    def _return_laws(self, game, keep: int, kind: str, drawn: list[str] | None = None):
        """Laws back to the Deck of Laws until the hand holds `keep` (TC.3.2, TC.6.3), chosen among those just
        `drawn` (default: the whole hand): a Law kept from an earlier turn is not one of the Draft's three."""
        data = game.state.factions[self.id].data
        returnable = list(data["law_hand"] if drawn is None else drawn)
        while len(data["law_hand"]) > keep:
            chosen = yield Decision(self.id, kind, "Return which Law to the Deck of Laws?",
                                    [self.law_option(law) for law in sorted(set(returnable))])
            returnable.remove(chosen.data["law"])
            data["law_hand"].remove(chosen.data["law"])
            data["law_deck"].append(chosen.data["law"])
            data["law_deck"].sort()

    # -- Birdsong (TC.4) ----------------------------------------------------------------------------------------

    def birdsong(self, game):
        yield from self._recruit(game)
        yield from self.convene(game)

    def _recruit_spots(self, game) -> list[int]:
        return [c for c, cl in game.state.clearings.items()
                if any(f == self.id and k in COLONIES for f, k in cl.buildings)
                and pieces.can_place(game, self.id, "warrior", c)]

    def _recruit(self, game):
        """TC.4.1: each ballot placed on the Public Trust places one warrior at a Capitol or two at a Common."""
        while self.ballots(game, self.id) and pieces.available(game, self.id, "warrior"):
            spots = self._recruit_spots(game)
            if not spots:
                return
            c = yield from ask_clearing(self.id, "twelve_colonies.recruit", "Recruit: place a ballot on the Public "
                                        "Trust for warriors at which colony?", spots, optional=True,
                                        decline="Stop recruiting")
            if c is None:
                return
            self.return_ballots(game, self.id, 1)
            n = self.board.data["capitol_recruit" if (self.id, "capitol") in game.state.clearings[c].buildings
                                else "common_recruit"]
            yield from self.place_warriors(game, c, n)

    # -- Daylight (TC.5) ----------------------------------------------------------------------------------------

    def daylight(self, game):
        fs, me = game.state.factions[self.id], self.id
        if "actions" not in fs.data:
            yield from craft.craft_step(game, me, "twelve_colonies.craft")  # TC.2.1, TC.5
            fs.data["actions"] = self.board.data["actions"]
            fs.data["claimed"] = False
        while fs.data["actions"] > 0:
            game.resume_point()
            options = []
            if self._can_move(game) or battle.can_battle(game, me):
                options.append(_CAMPAIGN)
            if self._colonize_spots(game):
                options.append(_COLONIZE)
            if not fs.data.get("claimed") and self.claim_vp(game):
                options.append(_CLAIM)
            options += cards.daylight_card_options(game, me)
            options.append(_END)
            question = hand_question(game, me, "twelve_colonies.action",
                                     f"Choose an action ({fs.data['actions']} left)", options)
            if question is None:
                break
            chosen = yield question
            if chosen.id == _END.id:
                break
            if chosen.id not in _ACTIONS:
                yield from cards.resolve_daylight_card_option(game, me, chosen)
                continue
            fs.data["actions"] -= 1
            if chosen.id == _CAMPAIGN.id:
                yield from move.one_action(game, self._campaign(game))
            elif chosen.id == _COLONIZE.id:
                yield from self._colonize(game)
            else:
                fs.data["claimed"] = True  # TC.5.3: once per turn
                scoring.score(game, me, self.claim_vp(game), "claim")
        fs.data.pop("actions", None)
        fs.data.pop("claimed", None)

    def _campaign(self, game):
        """TC.5.1: two moves or two battles."""
        steps = self.board.data["campaign_steps"]
        options = ([_MOVES] if self._can_move(game) else []) + ([_BATTLES] if battle.can_battle(game, self.id) else [])
        chosen = yield Decision(self.id, "twelve_colonies.campaign", "Campaign: moves or battles?", options)
        for i in range(steps):
            if chosen.id == _MOVES.id:
                if (yield from self._move(game, "twelve_colonies.move", optional=i > 0)) is None:
                    return
            elif (yield from battle.take_battle(game, self.id, kind="twelve_colonies.battle",
                                                optional=i > 0)) is None:
                return

    def _colonize_spots(self, game) -> dict[str, list[int]]:
        """TC.5.2.I: a Capitol where the Colonies rule, a Common where they have any piece; one colony per clearing,
        in a clearing of the Law's suit (see the readings), with the cards the track's space asks for."""
        fs = game.state.factions[self.id]
        law = fs.data["law"]
        suit = self.laws[law]["suit"] if law else "all"
        found: dict[str, list[int]] = {}
        for kind in COLONIES:
            if not fs.tracks[kind]:
                continue
            cost = self._cost(game, kind)
            spots = []
            for c in game.board.clearing_ids:
                cl = game.state.clearings[c]
                if any(f == self.id and k in COLONIES for f, k in cl.buildings):
                    continue
                if suit != "all" and not is_suit(game, c, suit):
                    continue
                if kind == "capitol" and not is_ruler(game, c, self.id):
                    continue
                if kind == "common" and not cl.has_any(self.id):
                    continue
                if not pieces.placement_allowed(game, self.id, kind, c):
                    continue
                if len(cards.matching(game, fs.hand, game.state.suits[c])) < cost:
                    continue
                spots.append(c)
            if spots:
                found[kind] = spots
        return found

    def _cost(self, game, kind: str) -> int:
        track = self.board.tracks[kind]
        return track.cost[track.spaces - game.state.factions[self.id].tracks[kind]]

    def _colonize(self, game):
        spots = self._colonize_spots(game)
        options = [self.shared_option(f"{kind}:{c}", f"a {kind} in clearing {c}", {"piece": kind, "clearing": c})
                   for kind in COLONIES for c in spots.get(kind, ())]
        chosen = yield Decision(self.id, "twelve_colonies.colonize", "Colonize where?", options)
        kind, c = chosen.data["piece"], chosen.data["clearing"]
        suit = game.state.suits[c]
        for i in range(self._cost(game, kind)):
            yield from cards.spend(game, self.id, suit, "twelve_colonies.colonize.card", f"Spend a {suit} card "
                                   f"({i + 1} of {self._cost(game, kind)})")
        fs = game.state.factions[self.id]
        leftmost = kind == "common" and fs.tracks["common"] == self.board.tracks["common"].spaces
        vp = self.uncovered_vp(game, kind)
        pieces.place(game, self.id, kind, c)
        if vp:
            scoring.score(game, self.id, vp, kind)
        if leftmost:  # TC.2.7.I: Starting Over
            yield from self.place_warriors(game, c, self.board.data["starting_over"])

    # -- moves (TC.2.2.II-III) ----------------------------------------------------------------------------------

    def _snake_ends(self, game, origin: int) -> list[int]:
        """Where snakes may move from `origin`: none when no snake there may leave now (the turtles never do,
        `fixed_warriors`, and a lock may keep the snakes: a Popular Band's clearing entered this turn)."""
        if not pieces.free_warriors(game, self.id, origin, moving=True):
            return []
        return move.destinations(game, self.id, origin)

    def _turtle_paths(self, game, origin: int) -> list[int]:
        """Clearings whose path from `origin` a turtle there may step onto."""
        return list(adjacent(game, origin, self.id)) if self.turtles_at(game, origin) else []

    def _can_move(self, game, origin: int | None = None) -> bool:
        """Whether `_move` (out of `origin`, if given) has anything to move."""
        data = game.state.factions[self.id].data
        if data["path_turtles"] and origin is None:
            return True
        return any(self._snake_ends(game, c) or self._turtle_paths(game, c)
                   for c, cl in game.state.clearings.items()
                   if self.id in cl.warriors and (origin is None or c == origin))

    def _move(self, game, kind: str, optional: bool = False, into=None, origin: int | None = None):
        """One move: snakes (with turtles going onto their path, and picking up turtles on it), a turtle onto a path,
        or a turtle off a path (only out of `origin`, if given: no turtle off a path). Returns (origin,
        destination, count) as `move.take_move` does, a path's end being None (an effect battling where the move
        ended, the Eyrie Emigre, finds no clearing), or None."""
        me, data = self.id, game.state.factions[self.id].data
        options = []
        for c, cl in sorted(game.state.clearings.items()):
            if me not in cl.warriors or (origin is not None and c != origin):
                continue
            ends = self._snake_ends(game, c)
            if into is not None:
                ends = [d for d in ends if d in into]
            if ends:
                options.append(self.shared_option(f"snakes:{c}", f"Move snakes from clearing {c}", {"clearing": c}))
            if into is None and self._turtle_paths(game, c):
                options.append(self.shared_option(f"turtle:{c}", f"Move a turtle from clearing {c} onto a path",
                                                  {"clearing": c}))
        for a, b in sorted(map(tuple, {tuple(p) for p in data["path_turtles"]})):
            if origin is None and self._path_exits(game, (a, b), into):
                options.append(self.shared_option(f"off:{a}-{b}", f"Move a turtle off the path {a}-{b}",
                                                  {"path": [a, b]}))
        if not options:
            return None
        if optional:
            options.append(_DONE)
        chosen = yield Decision(me, f"{kind}.origin", "Move what?", options)
        if chosen.id == _DONE.id:
            return None
        if chosen.id.startswith("snakes:"):
            return (yield from self._move_snakes(game, kind, chosen.data["clearing"], into))
        if chosen.id.startswith("turtle:"):
            origin = chosen.data["clearing"]
            end = yield from ask_clearing(me, f"{kind}.path", f"Onto the path from {origin} to which clearing?",
                                          self._turtle_paths(game, origin))
            self._turtles_onto(game, origin, end, 1)
            return origin, None, 1  # on a path: in no clearing
        path = chosen.data["path"]
        dest = yield from ask_clearing(me, f"{kind}.path_end", "Off the path into which clearing?",
                                       self._path_exits(game, tuple(path), into))
        self._turtles_off(game, path, dest, 1)
        return None, dest, 1  # from a path: out of no clearing

    @staticmethod
    def _path_exits(game, path: tuple[int, int], into=None) -> list[int]:
        """The ends of `path` a turtle may step off into (`enterable`), those in `into` only when a move is limited."""
        return [c for c in enterable(game, path) if into is None or c in into]

    def _turtles_onto(self, game, origin: int, end: int, n: int) -> None:
        """`n` turtles step from `origin` onto its path to `end` (a move, not a removal: nothing triggers)."""
        data = game.state.factions[self.id].data
        self._add_turtles(game, origin, -n)
        pieces.take_warriors(game.state.clearings[origin], self.id, n)
        data["path_turtles"] = sorted(data["path_turtles"] + [path_of(origin, end)] * n)
        game.effects_changed()  # tolls change others' moves (`rootcore_adjacent`)
        game.event("turtles_onto_path", faction=self.id, origin=origin, path=path_of(origin, end), count=n)

    def _turtles_off(self, game, path: list[int], dest: int, n: int) -> None:
        data = game.state.factions[self.id].data
        for _ in range(n):
            data["path_turtles"].remove(path)
        self._add_turtles(game, dest, n)
        pieces.put(game.state.clearings[dest], self.id, "warrior", "warrior", n)
        game.effects_changed()
        game.event("turtles_off_path", faction=self.id, path=path, destination=dest, count=n)

    def _move_snakes(self, game, kind: str, origin: int, into):
        me = self.id
        ends = self._snake_ends(game, origin)
        if into is not None:
            ends = [d for d in ends if d in into]
        dest = yield from ask_clearing(me, f"{kind}.destination", f"Move from {origin} to which clearing?", ends)
        count = (yield Decision(me, f"{kind}.count", f"Move how many snakes from {origin} to {dest}?",
                                count_options(pieces.free_warriors(game, me, origin, moving=True)))).data["count"]
        along = 0
        if self.turtles_at(game, origin):  # TC.2.2.II: turtles go as far as the path
            along = (yield Decision(me, f"{kind}.turtles", "How many turtles go onto the path with them?",
                                    count_options(self.turtles_at(game, origin), 0))).data["count"]
        path = path_of(origin, dest)
        picked = game.state.factions[me].data["path_turtles"].count(path)
        move.move(game, me, origin, dest, count)
        if along:
            self._turtles_onto(game, origin, dest, along)
        if picked:  # TC.2.2.II: picked up, they end the move in the destination
            self._turtles_off(game, path, dest, picked)
        yield from move.after_move(game, me, origin, dest, {"warrior": count + picked})
        return origin, dest, count

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None):
        return (yield from self._move(game, kind, optional=optional, into=into, origin=origin))

    def can_take_move(self, game, origin: int | None = None) -> bool:
        return self._can_move(game, origin)

    # -- Tolls (TC.2.2.III) -----------------------------------------------------------------------------------

    def adjacency_concerns(self, game, faction: str) -> bool:
        return faction != self.id and bool(game.state.factions[self.id].data["path_turtles"])

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """TC.2.2.III: another player may move along a path with a turtle only if it can pay the toll."""
        data = game.state.factions[self.id].data
        if not moving or faction in (None, self.id) or not data["path_turtles"]:
            return None
        blocked = [b if a == origin else a for a, b in data["path_turtles"] if origin in (a, b)
                   and not self._toll_cards(game, faction, a, b)]
        return {"block": blocked} if blocked else None

    def _toll_cards(self, game, player: str, a: int, b: int) -> list[int]:
        hand = game.state.factions[player].hand
        suits = game.state.suits
        return sorted(set(cards.matching(game, hand, suits[a])) | set(cards.matching(game, hand, suits[b])))

    @hookimpl
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """TC.2.2.III: the toll, a card matching either end, to the Colonies."""
        if faction == self.id or origin is None or origin not in game.board.adjacent:
            return None
        if path_of(origin, destination) not in game.state.factions[self.id].data["path_turtles"]:
            return None
        return self._toll(game, faction, origin, destination)

    def _toll(self, game, player: str, a: int, b: int):
        options = cards.card_options(game, self._toll_cards(game, player, a, b))
        if not options:
            game.event("toll_unpaid", faction=player, path=path_of(a, b))
            return
        chosen = yield from cards.choose_from_hand(game, player, "twelve_colonies.toll",
                                                   f"Tolls: give the Colonies a card for the path {a}-{b}", options)
        card = chosen.data["card"]
        game.state.factions[player].hand.remove(card)
        game.state.factions[self.id].hand.append(card)
        game.event("toll_paid", faction=player, to_player=self.id, card=card, held_by=self.id)

    # -- Evening (TC.6) -----------------------------------------------------------------------------------------

    def evening(self, game):
        # TC.6.1 Distribute: one ballot to the Colonies, then one to each player, lowest VP first.
        self.give_ballots(game, self.id, 1)
        for player in self.point_order(game, highest_first=False):
            if player != self.id:
                self.give_ballots(game, player, 1)
        # TC.6.2: draw one plus the draw bonuses, discard down to five.
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))
        yield from cards.discard_to_hand_limit(game, self.id)
        # TC.6.3 Draft: three Laws drawn, one kept.
        data = game.state.factions[self.id].data
        kept = len(data["law_hand"])
        drawn = [law for _ in range(self.board.data["draft_laws"]) if (law := self._draw_law(game))]
        if drawn:
            yield from self._return_laws(game, kept + 1, "twelve_colonies.draft", drawn)


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, TwelveColonies, board="rootcore_content:factions/twelve_colonies.toml")
    registry.add_agent("heuristic", "rootcore_plugins.twelve_colonies.bot:ColoniesBot", faction=FACTION)
    # Every player's bot, asked on the Colonies' turn: nominations, votes and Political Favours (TC.2.5-TC.2.6).
    register_advice(registry, FACTION)
