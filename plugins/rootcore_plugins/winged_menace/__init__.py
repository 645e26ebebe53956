"""The Winged Menace: a faction of the Outsiders fan expansion (fan content, not Leder Games'; rules text 002, sections
WM.1-WM.6, cited "WM.x"; "Law x" is the Law of Root). Bats that live in the Nexus off the map, scatter and swoop over
it, frighten enemy warriors out of clearings with their FRIGHT card, take over the buildings they remove with FIGHT
(Squatters), and leave guano behind when they crowd a clearing. Its numbers are in
content/factions/winged_menace.toml (those the text leaves out are marked there as our choices).

Pieces and places:

* The Nexus (WM.2.4.I) is clearing `NEXUS` (-1) of the game state, off the map, as the Underground Duchy's Burrow is
  clearing 0 (docs/plugins.md, "Clearings off the map"): not in `game.board`, no suit, no slots. The Menace's
  `init_state` adds it. For the Menace it is adjacent to the four caves (`rootcore_adjacent`), and only the Menace's
  warriors may be placed there (`rootcore_can_place`); no one else is ever linked to it, so no one else can move
  there. The Duchy's Burrow and the Nexus are different ids, so both factions play in one game.
* The caves (WM.2.4, WM.3.1) replace the ruins: at setup the clearings with a ruin become the caves
  (`fs.data["caves"]`) and their ruins last (`rootcore.rules.pieces.make_ruins_last`): taking their last item (the
  Vagabond's Explore, the Hundreds' raze, the Brigand, our Explore) leaves the ruin, a cave, in place. They are no
  pieces of the Menace's (not on its board), no buildings and do not count for rule, as ruins.
* Infestations (WM.2.3.I) are the board's `infestation` buildings, kept in the supply; which row each stands on is
  `fs.data["rows"]` (pieces left on each row). Placing one takes it from a row of the Menace's choice, left to right,
  scoring the space uncovered; one removed goes back to a row of its choice, right to left (asked when the removal
  resolves).
* Guano (WM.2.5) are the board's `guano` tokens on their track.

Readings of the text (chosen where it is silent or ambiguous; each has a test in tests/test_winged_menace.py):

* The Active Card (WM.2.2) is `fs.data["active"]`, hidden from the others in views and re-dealt at random by
  `bots.determinize` (Law 1.2). At setup the Menace chooses which card starts at the bottom. At the start of every
  battle it is in, as attacker or defender (the hook `rootcore_battle_start`, after the clearing, attacker and
  defender are chosen and before ambushes), the Menace may swap the cards; that it swapped is public (the cards are
  seen to move), which card is active is not, until the dice are rolled (`rootcore_battle_rolled`, a public event).
* FIGHT: the Menace battles by the usual rules (Law 4.3). FRIGHT (WM.2.2.II, through `rootcore_battle_deal_hits`): the
  Menace's step-4 hits remove nothing; as many of the enemy's warriors as those hits would have removed (the hits
  fall on warriors first, 4.3.4; a warlord is not moved, Law 14.2.2) are moved by their owner, together, to one
  adjacent clearing: one it rules if any (its choice among several); else one with the most of its pieces, if it has
  any nearby (its choice among ties); else one the Menace chooses. The move is theirs (Outrage and other move
  triggers apply, as with the Grouch's Scram) but rule does not limit it: the text gives its own order of
  destinations. If that player then has no warriors left in the clearing of battle, the Menace scores `fright_vp`
  (1) per warrior moved. Hits beyond the warriors are lost (no buildings, tokens or items are hit). An ambush's hits
  are dealt before the dice and the active card is revealed after them, so an ambush the Menace plays removes
  warriors as usual.
* Squatters (WM.2.3): whenever the Menace removes enemy buildings (in battle or by any effect), for each it may place
  an infestation in the clearing (the slot freed), from the row of its choice, scoring the space uncovered.
* Guano (WM.2.5): each time a placement or a move would bring the Menace above `crowd` (4) warriors in a map clearing,
  a guano token goes there first and the Menace loses the VP of the space uncovered (`guano_vp_loss`); when none can
  go there (none left on the track, or the Marquise's Keep forbids it, 6.2.2), the Menace cannot bring more than four
  there: the counts offered stop at four (its own moves and placements, and moves effects grant it). A move of its
  warriors by another player's effect (the Grouch's Scram) places guano when it can and is not stopped otherwise.
* Guano "as its own player" (WM.2.5.I): rootcore has no seat for a player without a turn, so the tokens are held
  under the Menace's id. An enemy cleans guano up by battling the Menace in the clearing: with no Menace warriors
  there the Menace is defenseless (4.3.3.II), and each guano token removed scores 1 VP for the remover (Law 3.2.1);
  where Menace warriors stand too, hits take the warriors first, then the infestations and guano of the Menace's
  choice (4.3.4). This differs from the text in that one case: an enemy cannot battle the guano alone beside Menace
  warriors; and, the tokens being the Menace's, a Vagabond removing guano removes Menace pieces for his relationships
  (Law 9.2.9.III) and a Menace Favor card leaves its guano. The Menace cleans up its own guano with Swarm (target
  "guano": a battle with no ambush and no card effects, the guano rolling no hits and being defenseless; 1 VP per
  token removed, none with FRIGHT active, which removes no tokens). `game.warnings` says so in every game with the
  Menace.
* Dark Passage (WM.2.4.II): another player may use it in its Birdsong and Evening once their start effects are over
  (Law 1.4.1), before their steps (`rootcore_phase_open`), and in its Daylight menus (as the Exile's aid is offered):
  it gives the Menace any card (seen by the two alone) and relocates any number of its warriors from one cave's
  clearing to another's, a placement (not a move: no rule needed), so no warlord and no warriors an effect locks.
* Scatter (WM.4.1) is a placement: warriors leave one clearing (no removal: nothing scores or triggers) and are placed
  in clearings adjacent to it (the Nexus and caves included), in groups of the Menace's choice.
* Spawn (WM.5.1): one more warrior in the Nexus per two there (the Menace chooses how many, up to that), then any
  number of times a card (any suit; a bird card matches every clearing) places 1 warrior plus one per uncovered
  warrior bonus in a clearing matching it.
* Explore (WM.5.2): with warriors in the Nexus, the Menace may take the top item of any cave's stack into its
  Crafted Items (1 VP); the cave stays.
* Swarm (WM.6.1.III): a battle in a clearing against a player with fewer warriors there than the Menace has (the
  Vagabond, with none, always qualifies). The second battle, for a card matching the clearing, is against the same
  player in the same clearing and needs only what any battle needs.
* Swoop (WM.6.1.IV): one destination, then any number of origins adjacent to it, each a move of the Menace's (rule
  applies, Law 4.2.1), all one action (Law 1.4.2).
* Crafting (WM.2.1) is in Evening, before drawing, with the infestations (Law 4.1).
* A cave elected by the Twelve Colonies' Valorem Historiae (TC.2.3.XVI: a slot with a ruin holding an item) loses
  its items to the supply, as any effect taking items from under it (WM.2.4), but stays; its slot is not emptied,
  so the Historical Site, which goes in that slot, is not placed (not even in another open slot of the clearing).

Heuristic bots: the Menace's seat is a `GenericBot`, which looks ahead on its own turn; at the start of a battle it
defends (and in its play-outs) it makes FIGHT the active card (`advise_active_card`: its hits then remove warriors, and
Squatters follows the buildings they remove), returns an infestation to the row where covering a space again costs
the smaller bonus (`advise_return_row`), and always takes Squatters (`advise_squatters`), from the row whose uncovered
space scores more (`advise_take_row`). An enemy's bot frightened by FRIGHT guards its most threatened clearing
(`advise_fright`). Another player's bot declines Dark Passage when it is asked (`advise_dark_passage`: a card given to
a rival for a relocation no bot plans).

Not supported: the Marauder faction setup cards (Law A.8.2: games with `setup_cards` are refused by name).

Scenario data (`rootcore.scenario`): `{"active": "fright", "rows": {"spawn": 2, "draw": 4}, "caves": [1, 2],
"actions": 3, "ruin_items": {"6": ["hammer"]}}`; left out, `caves` are the clearings with ruins, `rows` take the
infestations on the map off the spawn row first, `active` is FIGHT. Warriors in the Nexus are pieces of clearing -1.
"""
from __future__ import annotations

from collections import Counter

from rootcore import Decision, Faction, Option, clearing_options, count_options, faction_options, fixed_option, \
    hand_question, hookimpl
from rootcore.components import piece_issues
from rootcore.content import ContentIssue
from rootcore.rules import battle, cards, craft, move, scoring
from rootcore.rules.adjacency import adjacent
from rootcore.rules.battle import OTHER_SIDE
from rootcore.rules.pieces import (available, enemy_warriors, free_warriors, make_ruins_last, movable_warriors,
                                   place, placement_allowed, relocate_warriors, remove, removable, resolve_removals)
from rootcore.rules.rule import is_ruler
from rootcore.state import ClearingState
from rootcore_plugins.private_clearing import PrivateClearing

FACTION = "winged_menace"
NEXUS = -1  # the Nexus's clearing id: maps number their clearings from 1, the Duchy's Burrow is 0
GUANO = "guano"
INFESTATION = "infestation"
ROWS = ("spawn", "draw")
FIGHT, FRIGHT = "fight", "fright"
ROW_SPACES = 4

_ACTIONS = {"bite": "Bite (WM.6.1.I)", "build": "Build (WM.6.1.II)", "swarm": "Swarm (WM.6.1.III)",
            "swoop": "Swoop (WM.6.1.IV)"}
_ACTION_OPTIONS = {key: Option(key, label) for key, label in _ACTIONS.items()}
_END = fixed_option("end", "End the actions")
_DONE = fixed_option("done", "Done")
_GO_ON = fixed_option("go_on", "Go on")
_KEEP = fixed_option("keep", "Keep the active card")
_SWAP = fixed_option("swap", "Swap the two cards")
_GUANO_TARGET = Option("guano", "the guano (clean up)", {"target": GUANO})
_ROW_OPTIONS = {row: Option(f"row:{row}", f"the {row} row", {"row": row}) for row in ROWS}
_CARD_OPTIONS = {card: Option(f"active:{card}", card.upper(), {"active": card}) for card in (FIGHT, FRIGHT)}
_NO_SCATTER = fixed_option("pass", "Don't scatter")
_NO_EXPLORE = fixed_option("pass", "Don't explore")
_NO_PASSAGE = fixed_option("no", "No Dark Passage")
_PASSAGE = fixed_option("yes", "Dark Passage: give the Winged Menace a card to move warriors between caves")

WARNING = ("winged_menace: guano tokens are held under the Menace's id (rootcore has no seat for a player without "
           "a turn): an enemy removes guano by battling the Menace there, and cannot battle the guano alone where "
           "Menace warriors stand (WM.2.5.I; see the plugin's docstring)")


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each row has four spaces and the rows hold every infestation; one
    VP loss per guano token."""
    issues = []
    rows = board.data["rows"]
    for row in ROWS:
        for key in ("vp", "warriors", "cards"):
            if len(rows[row][key]) != ROW_SPACES:
                issues.append(ContentIssue(label, f"$.data.rows.{row}.{key}", f"{len(rows[row][key])} entries for "
                                           f"{ROW_SPACES} spaces (WM.2.3.I)"))
    infestations = board.pieces.get(INFESTATION)
    if infestations is not None and infestations.count != ROW_SPACES * len(ROWS):
        issues.append(ContentIssue(label, "$.pieces.infestation", f"{infestations.count} infestations for two rows of "
                                   f"{ROW_SPACES} spaces (WM.3.3)"))
    guano = board.pieces.get(GUANO)
    if guano is not None and len(board.data["guano_vp_loss"]) != guano.count:
        issues.append(ContentIssue(label, "$.data.guano_vp_loss", f"{len(board.data['guano_vp_loss'])} entries for "
                                   f"{guano.count} guano tokens (WM.2.5)"))
    return issues + piece_issues(board, label, {"warrior": "warrior", INFESTATION: "building", GUANO: "token"},
                                 tracked=(GUANO,))


class WingedMenace(PrivateClearing, Faction):
    data_issues = staticmethod(data_issues)

    def __init__(self, spec, board):
        super().__init__(spec, board)
        self._passage_option = Option("winged_menace:dark_passage", _PASSAGE.label)  # the core adds "extra:"

    # -- state -------------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # warriors and infestations in the supply, guano on its track (WM.3.3)
        game.state.clearings[NEXUS] = ClearingState()  # WM.2.4.I: the Nexus, off the map
        game.warnings.append(WARNING)
        fs.data.update(active=FIGHT, rows=dict.fromkeys(ROWS, ROW_SPACES), caves=[],
                       box=dict(Counter(game.deck.definition.ruin_items)))  # the "R" items not yet under a cave

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError
        data = dict(data)
        caves = data.pop("caves", None)
        ruin_items = data.pop("ruin_items", None)
        if ruin_items is not None:  # the items under the caves, by clearing (JSON keys are text)
            game.state.ruin_items = {int(c): list(v) for c, v in ruin_items.items() if v}
        if caves is None:
            caves = [c for c in game.board.clearing_ids if game.state.clearings[c].ruins]
        fs.data["caves"] = sorted(int(c) for c in caves)
        make_ruins_last(game, fs.data["caves"])
        if "rows" not in data:  # the infestations a scenario put on the map come off the spawn row first
            on_map = self.board.pieces[INFESTATION].count - fs.supply.get(INFESTATION, 0)
            spawn = max(0, ROW_SPACES - on_map)
            data["rows"] = {"spawn": spawn, "draw": ROW_SPACES - (on_map - (ROW_SPACES - spawn))}
        if data.get("active", FIGHT) not in (FIGHT, FRIGHT):
            raise ScenarioError(f"winged_menace: active {data['active']!r} is neither {FIGHT!r} nor {FRIGHT!r}")
        fs.data.update(data)
        if sum(fs.data["rows"].values()) != fs.supply.get(INFESTATION, 0):
            raise ScenarioError("winged_menace: the rows must hold the infestations not on the map")

    def invariant_problems(self, game) -> list[str]:
        st = game.state
        fs = st.factions[self.id]
        problems = []
        nexus = st.clearings[NEXUS]
        if nexus.buildings or nexus.tokens or nexus.pawns or any(f != self.id for f in nexus.warriors):
            problems.append("winged_menace: a piece other than a Menace warrior in the Nexus")
        rows = fs.data["rows"]
        if not all(0 <= rows[row] <= ROW_SPACES for row in ROWS) or sum(rows.values()) > fs.supply[INFESTATION]:
            problems.append(f"winged_menace: rows {rows} do not fit the {fs.supply[INFESTATION]} infestations in the "
                            "supply")
        for cave in fs.data["caves"]:
            if not st.clearings[cave].ruins:
                problems.append(f"winged_menace: the cave in clearing {cave} is gone")
        return problems

    def items_held(self, game) -> dict[str, int]:
        """The "R" items still in the box (put under the caves at setup unless someone else did)."""
        return dict(game.state.factions[self.id].data["box"])

    def view(self, game, fs, viewer):
        """The Active Card is face down: the others do not see which it is (WM.2.2, Law 1.2). The Nexus, off the map,
        is shown with the board (`nexus`: the warriors there, WM.2.4.I), as the rows and the caves are."""
        data = dict(fs.data)
        if viewer != self.id:
            data["active"] = None
        return {"nexus": game.state.clearings[NEXUS].warriors.get(self.id, 0),
                "active": data["active"] or "face down", "rows": dict(data["rows"]),
                "caves": list(data["caves"]), "data": data}

    def redraw_hidden(self, game, fs, player, rng) -> None:
        if player != self.id:
            fs.data["active"] = rng.choice((FIGHT, FRIGHT))

    def draw_bonus(self, game) -> int:
        """WM.6.3: one more card per draw bonus uncovered on either row."""
        return self._uncovered(game, "cards")

    def _uncovered(self, game, key: str) -> int:
        rows = game.state.factions[self.id].data["rows"]
        spec = self.board.data["rows"]
        return sum(sum(spec[row][key][:ROW_SPACES - rows[row]]) for row in ROWS)

    def caves(self, game) -> list[int]:
        return game.state.factions[self.id].data["caves"]

    # -- the Nexus and the caves (WM.2.4) ----------------------------------------------------------------------

    # WM.2.4.I: the Nexus, adjacent to every cave for the Menace alone, where only its warriors may be placed
    # (`PrivateClearing`: adjacency and placing).
    private_clearing = NEXUS

    def gates(self, game) -> list[int]:
        return self.caves(game)

    def is_gate(self, game, clearing: int) -> bool:
        return clearing in game.state.factions[self.id].data["caves"]

    # -- guano (WM.2.5) ------------------------------------------------------------------------------------------

    def guano_can_go(self, game, clearing: int) -> bool:
        """Whether a guano token may be placed in `clearing` now: one left on the track, and no rule against it (the
        Keep, Law 6.2.2)."""
        return clearing != NEXUS and game.state.factions[self.id].tracks[GUANO] > 0 \
            and placement_allowed(game, self.id, GUANO, clearing)

    def room(self, game, clearing: int, n: int) -> int:
        """How many of `n` more warriors may come into `clearing` now (WM.2.5): all of them in the Nexus, or while no
        more than `crowd` would stand there, or when a guano token can go there first; else up to `crowd`."""
        crowd = self.board.data["crowd"]
        have = game.state.clearings[clearing].warriors.get(self.id, 0)
        if clearing == NEXUS or have + n <= crowd or self.guano_can_go(game, clearing):
            return n
        return max(0, crowd - have)

    def _drop_guano(self, game, clearing: int) -> None:
        """WM.2.5: a guano token goes into `clearing`; the VP shown on the space it uncovers are lost."""
        fs = game.state.factions[self.id]
        index = self.board.pieces[GUANO].count - fs.tracks[GUANO]
        if place(game, self.id, GUANO, clearing):
            loss = self.board.data["guano_vp_loss"][index]
            if loss:
                scoring.score(game, self.id, -loss, "guano")

    def place_warriors(self, game, clearing: int, n: int) -> int:
        """Place up to `n` warriors in `clearing` (the most possible, Law 1.5.4), a guano token first if they would
        make more than `crowd` there (WM.2.5). Returns how many were placed."""
        n = min(n, available(game, self.id, "warrior"), self.room(game, clearing, n))
        if n <= 0 or not placement_allowed(game, self.id, "warrior", clearing):
            return 0
        if clearing != NEXUS and game.state.clearings[clearing].warriors.get(self.id, 0) + n > self.board.data["crowd"]:
            self._drop_guano(game, clearing)
        return place(game, self.id, "warrior", clearing, n)

    @hookimpl
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """WM.2.5: a move bringing the Menace above `crowd` warriors in a clearing places a guano token there (its
        own moves offer no more than `room` allows; a move by another's effect places one if it can)."""
        if faction == self.id and destination != NEXUS and \
                game.state.clearings[destination].warriors.get(self.id, 0) > self.board.data["crowd"] and \
                self.guano_can_go(game, destination):
            self._drop_guano(game, destination)
        return None

    # -- infestations (WM.2.3) ------------------------------------------------------------------------------------

    def _row(self, game, kind: str, prompt: str, full: bool):
        """A row to take an infestation from (`full` False: one with pieces) or to return one to (`full` True: one
        with an empty space); asked only when both rows qualify."""
        rows = game.state.factions[self.id].data["rows"]
        fits = [row for row in ROWS if (rows[row] < ROW_SPACES if full else rows[row] > 0)]
        if len(fits) == 1:
            return fits[0]
        chosen = yield Decision(self.id, kind, prompt, [_ROW_OPTIONS[row] for row in fits])
        return chosen.data["row"]

    def can_infest(self, game, clearing: int) -> bool:
        return available(game, self.id, INFESTATION) > 0 and placement_allowed(game, self.id, INFESTATION, clearing)

    def place_infestation(self, game, clearing: int, kind: str):
        """Place an infestation from the row of the Menace's choice, left to right, and score the VP of the space
        it uncovers (WM.2.3.I, G.1.19). An infestation of the Menace's removed in the same battle or effect goes back
        to its row first (WM.2.3.I: its return is part of its removal, not an effect waiting its turn behind
        Squatters, whose infestation then may be that one)."""
        yield from self._return_infestations(game)
        row = yield from self._row(game, f"{kind}.row", "Take the infestation from which row?", full=False)
        rows = game.state.factions[self.id].data["rows"]
        index = ROW_SPACES - rows[row]
        if not place(game, self.id, INFESTATION, clearing):
            return
        rows[row] -= 1
        vp = self.board.data["rows"][row]["vp"][index]
        if vp:
            scoring.score(game, self.id, vp, "infestation")

    def _return_infestations(self, game):
        """WM.2.3.I: each infestation back in the supply goes to a row of the Menace's choice, right to left."""
        fs = game.state.factions[self.id]
        rows = fs.data["rows"]
        while sum(rows.values()) < fs.supply[INFESTATION]:
            row = yield from self._row(game, "winged_menace.return_row", "Return the infestation to which row?",
                                       full=True)
            rows[row] += 1

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Infestations removed go back to a row (WM.2.3.I); enemy buildings the Menace removes may become
        infestations (Squatters, WM.2.3)."""
        if removal.owner == self.id:
            return self._return_infestations(game) if INFESTATION in removal.counts else None
        if removal.remover != self.id:
            return None
        board = game.factions[removal.owner].board
        buildings = sum(n for kind, n in removal.counts.items() if board.pieces[kind].type == "building")
        return self._squatters(game, removal.clearing, buildings) if buildings else None

    def _squatters(self, game, clearing: int, buildings: int):
        for _ in range(buildings):
            if not self.can_infest(game, clearing):
                return
            chosen = yield Decision(self.id, "winged_menace.squatters", f"Squatters: place an infestation in "
                                    f"clearing {clearing} for free?", [fixed_option("yes", "Place an infestation"),
                                                                       fixed_option("no", "Don't")],
                                    about={"clearing": clearing})
            if chosen.id != "yes":
                return
            yield from self.place_infestation(game, clearing, "winged_menace.squatters")

    # -- the Active Card (WM.2.2) ---------------------------------------------------------------------------------

    @hookimpl
    def rootcore_battle_start(self, game, battle):
        """WM.2.2: at the start of any battle it is in, the Menace may swap FIGHT and FRIGHT."""
        if self.id != battle.attacker and self.id != battle.defender:
            return None
        return self._swap_question(game)

    def _swap_question(self, game):
        data = game.state.factions[self.id].data
        chosen = yield Decision(self.id, "winged_menace.active_card", "Swap FIGHT and FRIGHT before this battle?",
                                [_KEEP, _SWAP])
        if chosen.id == "swap":
            data["active"] = FRIGHT if data["active"] == FIGHT else FIGHT
            game.event("active_card_swapped", faction=self.id)  # seen, but not which card ends on the bottom

    def _reveal(self, game) -> None:
        game.event("active_card_revealed", faction=self.id, card=game.state.factions[self.id].data["active"])

    @hookimpl
    def rootcore_battle_rolled(self, game, battle):
        """WM.2.2: the Active Card is revealed once the dice are rolled."""
        if self.id == battle.attacker or self.id == battle.defender:
            self._reveal(game)

    @hookimpl
    def rootcore_battle_deal_hits(self, game, battle, side, hits):
        """WM.2.2.II: with FRIGHT active, the Menace's hits move the enemy's warriors out instead of removing."""
        if battle.faction(side) != self.id or game.state.factions[self.id].data["active"] != FRIGHT:
            return None
        return self._fright(game, battle.faction(OTHER_SIDE[side]), battle.clearing, hits)

    def fright_destinations(self, game, enemy: str, clearing: int) -> tuple[str, list[int]]:
        """Who chooses and among which clearings the warriors FRIGHT moves go (WM.2.2.II): those adjacent that the
        enemy rules (its choice), else those holding the most of its pieces, if any (its choice), else any adjacent
        one (the Menace's)."""
        near = [c for c in adjacent(game, clearing, enemy, moving=True) if c != NEXUS]
        ruled = [c for c in near if is_ruler(game, c, enemy)]
        if ruled:
            return enemy, ruled
        held = {c: pieces_of(game.state.clearings[c], enemy) for c in near}
        most = max(held.values(), default=0)
        if most:
            return enemy, [c for c in near if held[c] == most]
        return self.id, near

    def _fright(self, game, enemy: str, clearing: int, hits: int):
        n = min(hits, movable_warriors(game, enemy, clearing))
        if n <= 0:
            return []
        chooser, where = self.fright_destinations(game, enemy, clearing)
        if not where:
            return []
        chosen = yield Decision(chooser, "winged_menace.fright", f"FRIGHT: move {n} {enemy} warrior(s) from clearing "
                                f"{clearing} to which clearing?", clearing_options(where),
                                about={"faction": enemy, "clearing": clearing})
        dest = chosen.data["clearing"]
        game.event("frightened", faction=self.id, other=enemy, origin=clearing, destination=dest, count=n)
        yield from move.move_warriors(game, enemy, clearing, dest, n)  # their move: their triggers (1.5.5)
        if not game.state.clearings[clearing].warriors.get(enemy):
            scoring.score(game, self.id, n * self.board.data["fright_vp"], "fright")
        return []

    # -- Dark Passage (WM.2.4.II) ---------------------------------------------------------------------------------

    def passage_routes(self, game, player: str) -> dict[int, list[int]]:
        """Each cave holding warriors of `player` it may take out -> the other caves they may be placed in."""
        caves = self.caves(game)
        found = {}
        for cave in caves:
            if movable_warriors(game, player, cave):
                ends = [c for c in caves if c != cave and placement_allowed(game, player, "warrior", c)]
                if ends:
                    found[cave] = ends
        return found

    def can_use_passage(self, game, player: str) -> bool:
        return player != self.id and player in game.state.turn_order and bool(game.state.factions[player].hand) \
            and bool(self.passage_routes(game, player))

    @hookimpl
    def rootcore_phase_open(self, game, faction, phase, first):
        """WM.2.4.II: on its turn another player may use Dark Passage: offered in the first window of its Birdsong and
        of its Evening, once the phase's start effects are over (Law 1.4.1: the Riverfolk's services, a hireling's
        start-of-Birdsong action) and before its own steps; Daylight offers it in the menus."""
        if not first or phase == "daylight" or not self.can_use_passage(game, faction):
            return None
        return self._offer_passage(game, faction)

    def _offer_passage(self, game, player: str):
        while self.can_use_passage(game, player):
            chosen = yield Decision(player, "winged_menace.dark_passage", "Use the Winged Menace's Dark Passage?",
                                    [_PASSAGE, _NO_PASSAGE])
            if chosen.id != "yes":
                return
            yield from self.dark_passage(game, player)

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        if faction == self.id or not self.can_use_passage(game, faction):
            return None
        return [(self._passage_option, self._passage_from_menu)]

    def _passage_from_menu(self, game, faction, option):
        return self.dark_passage(game, faction)

    def dark_passage(self, game, player: str):
        """WM.2.4.II: `player` gives the Menace a card of its choice and relocates warriors between two caves."""
        routes = self.passage_routes(game, player)
        chosen = yield Decision(player, "winged_menace.dark_passage.origin", "Dark Passage: from which cave?",
                                clearing_options(sorted(routes)))
        origin = chosen.data["clearing"]
        chosen = yield Decision(player, "winged_menace.dark_passage.destination", f"Dark Passage: from {origin} to "
                                "which cave?", clearing_options(routes[origin]))
        dest = chosen.data["clearing"]
        chosen = yield Decision(player, "winged_menace.dark_passage.count", f"Dark Passage: how many warriors from "
                                f"{origin} to {dest}?", count_options(movable_warriors(game, player, origin)))
        count = chosen.data["count"]
        hand = game.state.factions[player].hand
        chosen = yield from cards.choose_from_hand(game, player, "winged_menace.dark_passage.card", "Give the Winged "
                                                   "Menace which card?", cards.card_options(game, sorted(set(hand))))
        card = chosen.data["card"]
        hand.remove(card)
        game.state.factions[self.id].hand.append(card)
        game.event("dark_passage", faction=player, to=[player, self.id], other=self.id, card=card, held_by=self.id)
        yield from relocate_warriors(game, player, origin, dest, count)

    # -- setup (WM.3) -------------------------------------------------------------------------------------------

    def setup(self, game):
        st = game.state
        fs = st.factions[self.id]
        caves = [c for c in game.board.clearing_ids if st.clearings[c].ruins]  # WM.3.1: the caves replace the ruins
        fs.data["caves"] = caves
        make_ruins_last(game, caves)
        game.event("caves", faction=self.id, clearings=caves)
        if not st.ruin_items:  # WM.3.2: the "R" items under them, unless already done (a Vagabond, 9.3.4)
            box = fs.data["box"]
            items = sorted(Counter(box).elements())
            st.rng.shuffle(items)
            for cave in caves:
                if items:
                    kind = items.pop()
                    st.ruin_items.setdefault(cave, []).append(kind)
                    box[kind] -= 1
                    if not box[kind]:
                        del box[kind]
        place(game, self.id, "warrior", NEXUS, self.board.data["nexus_warriors"])  # WM.3.3
        chosen = yield Decision(self.id, "winged_menace.setup.active", "Which card lies at the bottom (active)?",
                                [_CARD_OPTIONS[FIGHT], _CARD_OPTIONS[FRIGHT]])
        fs.data["active"] = chosen.data["active"]

    # -- Birdsong: Scatter (WM.4.1) -------------------------------------------------------------------------------

    def scatter_spots(self, game, origin: int) -> list[int]:
        """The clearings adjacent to `origin` where a warrior may be placed now."""
        return [c for c in adjacent(game, origin, self.id) if placement_allowed(game, self.id, "warrior", c)
                and self.room(game, c, 1)]

    def birdsong(self, game):
        clearings = game.state.clearings
        origins = [c for c, cl in clearings.items() if cl.warriors.get(self.id) and self.scatter_spots(game, c)]
        if not origins:
            return
        chosen = yield Decision(self.id, "winged_menace.scatter", "Scatter: take warriors from which clearing?",
                                clearing_options(origins) + [_NO_SCATTER])
        if chosen.id == "pass":
            return
        origin = chosen.data["clearing"]
        first = True
        while clearings[origin].warriors.get(self.id):
            spots = self.scatter_spots(game, origin)
            if not spots:
                return
            options = clearing_options(spots) + ([] if first else [_DONE])
            chosen = yield Decision(self.id, "winged_menace.scatter.destination", f"Scatter: place warriors from "
                                    f"{origin} in which clearing?", options, about={"clearing": origin})
            if chosen.id == "done":
                return
            dest = chosen.data["clearing"]
            most = self.room(game, dest, clearings[origin].warriors[self.id])
            chosen = yield Decision(self.id, "winged_menace.scatter.count", f"Scatter: how many from {origin} to "
                                    f"{dest}?", count_options(most))
            count = chosen.data["count"]
            if dest != NEXUS and placement_allowed(game, self.id, "warrior", dest) and \
                    clearings[dest].warriors.get(self.id, 0) + count > self.board.data["crowd"]:
                self._drop_guano(game, dest)  # WM.2.5: the guano first (`room` kept the count possible)
            yield from relocate_warriors(game, self.id, origin, dest, count)  # the same pieces, placed (WM.4.1)
            first = False

    # -- Daylight: Spawn and Explore (WM.5) -----------------------------------------------------------------------

    def daylight(self, game):
        # Dominance (Law 3.3) and card effects usable at any time in Daylight (1.4.1): offered before each step and
        # after the last, since the Menace's Daylight has no action menu of its own.
        yield from cards.daylight_card_window(game, self.id, "winged_menace.daylight_cards", _GO_ON)
        yield from self.spawn(game)
        yield from cards.daylight_card_window(game, self.id, "winged_menace.daylight_cards", _GO_ON)
        yield from self.explore(game)
        yield from cards.daylight_card_window(game, self.id, "winged_menace.daylight_cards", _GO_ON)

    def spawn_clearings(self, game, card: int) -> list[int]:
        return [c for c in game.board.clearing_ids if cards.matches(game, card, game.state.suits[c])
                and placement_allowed(game, self.id, "warrior", c) and self.room(game, c, 1)]

    def spawn(self, game):
        """WM.5.1: one more warrior in the Nexus per two there, then warriors for cards in matching clearings."""
        most = min(game.state.clearings[NEXUS].warriors.get(self.id, 0) // self.board.data["spawn_per"],
                   available(game, self.id, "warrior"))
        if most:
            chosen = yield Decision(self.id, "winged_menace.spawn.nexus", "Spawn: how many warriors in the Nexus?",
                                    count_options(most, 0))
            self.place_warriors(game, NEXUS, chosen.data["count"])
        fs = game.state.factions[self.id]
        while available(game, self.id, "warrior"):
            usable = [c for c in dict.fromkeys(fs.hand) if self.spawn_clearings(game, c)]
            options = cards.card_options(game, usable) + [_DONE]
            question = hand_question(game, self.id, "winged_menace.spawn", "Spawn: spend a card to place warriors?",
                                     options)
            if question is None:
                return
            chosen = yield question
            if chosen.id == "done":
                return
            card = chosen.data["card"]
            chosen = yield Decision(self.id, "winged_menace.spawn.clearing", "Spawn: place them in which clearing?",
                                    clearing_options(self.spawn_clearings(game, card)))
            cards.discard_from_hand(game, self.id, card, reason="spawn")
            self.place_warriors(game, chosen.data["clearing"], 1 + self._uncovered(game, "warriors"))

    def explore(self, game):
        """WM.5.2: with warriors in the Nexus, one item from a cave into the Crafted Items, for 1 VP."""
        st = game.state
        where = [c for c in sorted(st.ruin_items) if st.ruin_items[c]]
        if not st.clearings[NEXUS].warriors.get(self.id) or not where:
            return
        chosen = yield Decision(self.id, "winged_menace.explore", "Explore: take the item of which cave?",
                                clearing_options(where) + [_NO_EXPLORE])
        if chosen.id == "pass":
            return
        clearing = chosen.data["clearing"]
        stack = st.ruin_items[clearing]
        kind = stack.pop()
        if not stack:
            del st.ruin_items[clearing]
        game.event("explored", faction=self.id, clearing=clearing, item=kind)  # the cave stays (WM.2.4)
        yield from self.gain_item(game, kind, ruin=True)
        scoring.score(game, self.id, self.board.data["explore_vp"], "explore")

    # -- Evening (WM.6) ------------------------------------------------------------------------------------------

    def evening(self, game):
        fs = game.state.factions[self.id]
        fs.data.setdefault("actions", self.board.data["actions"])
        while fs.data["actions"] > 0:
            game.resume_point()
            options = [_ACTION_OPTIONS[key] for key, can in (("bite", self.bite_targets), ("build", self.build_spots),
                                                              ("swarm", self.can_swarm),
                                                              ("swoop", self.swoop_destinations)) if can(game)]
            if not options:
                break
            chosen = yield Decision(self.id, "winged_menace.action", f"Act ({fs.data['actions']} left)",
                                    options + [_END])
            if chosen.id == "end":
                break
            fs.data["actions"] -= 1
            yield from getattr(self, chosen.id)(game)
        fs.data.pop("actions", None)
        yield from craft.craft_step(game, self.id, "winged_menace.craft", daylight=False)  # WM.2.1, WM.6.2
        yield from cards.draw_step(game, self.id, 1 + self.draw_bonus(game))  # WM.6.3
        yield from cards.discard_to_hand_limit(game, self.id)

    # WM.6.1.I Bite

    def bite_targets(self, game) -> dict[int, list[str]]:
        found = {}
        for c, cl in game.state.clearings.items():
            if not cl.warriors.get(self.id):
                continue
            enemies = [f for f in sorted(cl.warriors) if f != self.id and f in game.state.factions
                       and battle.is_enemy(game, self.id, f) and enemy_warriors(game, self.id, c, f)
                       and removable(game, self.id, f, c)]  # not those lent to the Menace (G.1.9)
            if enemies:
                found[c] = enemies
        return found

    def bite(self, game):
        targets = self.bite_targets(game)
        chosen = yield Decision(self.id, "winged_menace.bite.clearing", "Bite in which clearing?",
                                clearing_options(sorted(targets)))
        clearing = chosen.data["clearing"]
        chosen = yield Decision(self.id, "winged_menace.bite.enemy", f"Bite whose warrior in clearing {clearing}?",
                                faction_options(targets[clearing]))
        removal = remove(game, chosen.data["faction"], "warrior", clearing, 1, self.id, "bite")
        yield from resolve_removals(game, [removal] if removal else [])

    # WM.6.1.II Build

    def build_spots(self, game) -> list[int]:
        """Map clearings the Menace rules with room for an infestation and a card in hand matching them (with hands
        concealed, any card held will do for the menu: the card is asked for next, with a way back)."""
        hand = game.state.factions[self.id].hand
        if not hand or not available(game, self.id, INFESTATION):
            return []
        suits = game.state.suits
        spots = []
        for c in game.board.clearing_ids:
            if is_ruler(game, c, self.id) and placement_allowed(game, self.id, INFESTATION, c) \
                    and (game.definition.hands_concealed or cards.has_matching(game, hand, suits[c])):
                spots.append(c)
        return spots

    def build(self, game):
        fs = game.state.factions[self.id]
        chosen = yield Decision(self.id, "winged_menace.build.clearing", "Build an infestation in which clearing?",
                                clearing_options(self.build_spots(game)))
        clearing = chosen.data["clearing"]
        card = yield from cards.spend(game, self.id, game.state.suits[clearing], "winged_menace.build.card",
                                      f"Spend which card to build in clearing {clearing}?",
                                      optional=game.definition.hands_concealed)
        if card is None:  # no matching card after all (hands concealed): the action is not taken
            fs.data["actions"] += 1
            return
        yield from self.place_infestation(game, clearing, "winged_menace.build")

    # WM.6.1.III Swarm

    def swarm_targets(self, game) -> dict[int, list[str]]:
        """Clearings of battle -> the players there with fewer warriors than the Menace (and the guano, cleaned up,
        unless a rule forbids battles there: `battle.battles_replaced`, a Pax Law)."""
        found = {}
        for c, cl in game.state.clearings.items():
            mine = cl.warriors.get(self.id, 0)
            if not mine:
                continue
            targets = [f for f in battle.defenders(game, self.id, c) if cl.warriors.get(f, 0) < mine]
            if (self.id, GUANO) in cl.tokens and not battle.battles_replaced(game, self.id, c):
                targets.append(GUANO)
            if targets:
                found[c] = targets
        return found

    def swarm_instead(self, game) -> list[int]:
        """Clearings where the Menace would Swarm a player with fewer warriors, but a rule forbids the battle and
        offers a move out of the clearing instead (`battle.move_instead_clearings`: the Twelve Colonies' Pax Laws)."""
        found = []
        for c in battle.move_instead_clearings(game, self.id):
            cl = game.state.clearings[c]
            mine = cl.warriors.get(self.id, 0)
            if any(f != self.id and f in game.state.factions and battle.is_enemy(game, self.id, f)
                   and cl.warriors.get(f, 0) < mine for f in battle.present_in(cl)):
                found.append(c)
        return found

    def can_swarm(self, game) -> bool:
        return bool(self.swarm_targets(game) or self.swarm_instead(game))

    def _target_options(self, targets: list[str]) -> list[Option]:
        return faction_options([t for t in targets if t != GUANO]) + ([_GUANO_TARGET] if GUANO in targets else [])

    def swarm(self, game):
        targets = self.swarm_targets(game)
        instead = [battle.move_instead_option(c) for c in self.swarm_instead(game)]
        chosen = yield Decision(self.id, "winged_menace.swarm.clearing", "Swarm: battle in which clearing?",
                                clearing_options(sorted(targets)) + instead)
        clearing = chosen.data["clearing"]
        if chosen.id.startswith("move_instead:"):
            yield from battle.move_instead(game, self.id, clearing, "winged_menace.swarm")
            return
        chosen = yield Decision(self.id, "winged_menace.swarm.target", f"Swarm: battle whom in clearing {clearing}?",
                                self._target_options(targets[clearing]))
        target = chosen.data.get("faction", GUANO)
        yield from self._swarm_battle(game, clearing, target)
        # The second battle, for a card matching the clearing, against the same player there (WM.6.1.III).
        cl = game.state.clearings[clearing]
        if not cl.warriors.get(self.id) or not self._still_there(game, clearing, target):
            return
        card = yield from cards.spend(game, self.id, game.state.suits[clearing], "winged_menace.swarm.again",
                                      "Swarm: spend a matching card to battle again?", optional=True)
        if card is not None:
            yield from self._swarm_battle(game, clearing, target)

    def _still_there(self, game, clearing: int, target: str) -> bool:
        """Whether the second battle may be offered: the target is still there and, once the Swarm card is spent,
        the hand left can pay a price of battling it (the Spring Uprising's, Law E.2.2)."""
        if target == GUANO:
            return (self.id, GUANO) in game.state.clearings[clearing].tokens
        return target in battle.defenders(game, self.id, clearing) and battle.can_pay_after_spending(
            game, self.id, clearing, target, game.state.suits[clearing], 1)

    def _swarm_battle(self, game, clearing: int, target: str):
        if target == GUANO:
            yield from self.clean_up(game, clearing)
        else:
            yield from battle.fight(game, self.id, clearing, target)

    def clean_up(self, game, clearing: int):
        """A battle against the guano (WM.2.5.I): the guano, no warriors, is defenseless (4.3.3.II) and rolls no
        hits; each token the Menace's hits remove scores it 1 VP (3.2.1), none with FRIGHT (no tokens removed)."""
        st = game.state
        game.event("battle", attacker=self.id, defender=GUANO, clearing=clearing)
        yield from self._swap_question(game)
        a, b = st.rng.randint(0, 3), st.rng.randint(0, 3)
        hits = min(max(a, b), st.clearings[clearing].warriors.get(self.id, 0))
        game.event("dice", rolls=[a, b], attacker_hits=hits, defender_hits=0)
        self._reveal(game)
        if st.factions[self.id].data["active"] == FRIGHT:
            return
        n = min(hits + 1, st.clearings[clearing].count(self.id, GUANO))
        removal = remove(game, self.id, GUANO, clearing, n, self.id, "battle")
        if removal is not None:
            scoring.score(game, self.id, removal.counts[GUANO], "removed guano")  # the core scores only others'
            yield from resolve_removals(game, [removal])

    # WM.6.1.IV Swoop

    def _movers(self, game, origin: int) -> int:
        return free_warriors(game, self.id, origin, moving=True)

    def swoop_origins(self, game, dest: int) -> list[int]:
        return [c for c, cl in game.state.clearings.items() if c != dest and cl.warriors.get(self.id)
                and self._movers(game, c) and dest in move.destinations(game, self.id, c)]

    def swoop_destinations(self, game) -> list[int]:
        ends: set[int] = set()
        for c, cl in game.state.clearings.items():
            if cl.warriors.get(self.id) and self._movers(game, c):
                ends.update(d for d in move.destinations(game, self.id, c) if self.room(game, d, 1))
        return sorted(ends)

    def swoop(self, game):
        chosen = yield Decision(self.id, "winged_menace.swoop.destination", "Swoop into which clearing?",
                                clearing_options(self.swoop_destinations(game)))
        yield from move.one_action(game, self._swoop_moves(game, chosen.data["clearing"]))  # one move action

    def _swoop_moves(self, game, dest: int):
        used: list[int] = []
        while True:
            origins = [c for c in self.swoop_origins(game, dest) if c not in used]
            if not origins or not self.room(game, dest, 1):
                return
            chosen = yield Decision(self.id, "winged_menace.swoop.origin", f"Swoop into {dest} from which clearing?",
                                    clearing_options(origins) + ([_DONE] if used else []), about={"clearing": dest})
            if chosen.id == "done":
                return
            origin = chosen.data["clearing"]
            used.append(origin)
            yield from self._guarded_move(game, origin, dest, "winged_menace.swoop.count")

    def _guarded_move(self, game, origin: int, dest: int, kind: str):
        """One move of the Menace's warriors from `origin` to `dest`, of as many as it chooses and `room` allows
        (WM.2.5: the guano token is placed as it arrives, `rootcore_during_move`)."""
        most = self.room(game, dest, self._movers(game, origin))
        chosen = yield Decision(self.id, kind, f"Move how many warriors from {origin} to {dest}?", count_options(most))
        yield from move.move_warriors(game, self.id, origin, dest, chosen.data["count"])
        return origin, dest, chosen.data["count"]

    def _move_starts(self, game, into=None, origin: int | None = None) -> dict[int, list[int]]:
        """Origin (only `origin`, if given) -> the destinations a move of the Menace may take warriors to now: the
        usual ones (Law 4.2) with room for one more warrior (WM.2.5), within `into` if given."""
        starts = {}
        for origin in move.origins(game, self.id, None if origin is None else (origin,)):
            ends = [d for d in move.destinations(game, self.id, origin) if (into is None or d in into)
                    and self.room(game, d, 1)]
            if ends:
                starts[origin] = ends
        return starts

    def can_take_move(self, game, origin: int | None = None) -> bool:
        """Whether `take_move` could move anything now (asked before an effect's price is paid, the Rat Smugglers):
        not when every destination is a clearing the guano rule closes (WM.2.5)."""
        return bool(self._move_starts(game, None, origin))

    def take_move(self, game, kind: str, optional: bool = True, into=None, origin: int | None = None):
        """A move an effect grants (Law 4.2), its count limited by the guano rule (WM.2.5)."""
        starts = self._move_starts(game, into, origin)
        if not starts:
            return None
        options = clearing_options(sorted(starts)) + ([fixed_option("pass", "Don't move")] if optional else [])
        chosen = yield Decision(self.id, f"{kind}.origin", "Move from which clearing?", options)
        if chosen.id == "pass":
            return None
        origin = chosen.data["clearing"]
        chosen = yield Decision(self.id, f"{kind}.destination", f"Move from {origin} to which clearing?",
                                clearing_options(starts[origin]))
        return (yield from self._guarded_move(game, origin, chosen.data["clearing"], f"{kind}.count"))


def pieces_of(cl, faction: str) -> int:
    """How many pieces of `faction` clearing state `cl` holds: warriors, buildings, tokens and pawns."""
    return cl.warriors.get(faction, 0) + sum(1 for owner, _ in cl.buildings + cl.tokens if owner == faction) \
        + cl.pawns.count(faction)


def advise_dark_passage(bot, game, decision) -> str:
    """Another player's bot asked whether to use Dark Passage (WM.2.4.II) in its Birdsong or Evening:
    no. It would give the Menace a card of the bot's own to move warriors between caves, which no bot plans."""
    return _NO_PASSAGE.id


def row_space(game, menace: str, row: str, taking: bool) -> tuple[int, int]:
    """(VP, bonus: a Spawn warrior or an Evening card) of the space of `row` an infestation taken from it uncovers
    (`taking`: the leftmost covered space) or one returned to it covers (the rightmost uncovered one), WM.2.3.I."""
    space = game.factions[menace].board.data["rows"][row]
    index = ROW_SPACES - game.state.factions[menace].data["rows"][row] - (0 if taking else 1)
    return space["vp"][index], space["warriors"][index] + space["cards"][index]


def advise_return_row(bot, game, decision) -> str | None:
    """The Menace's bot returning an infestation (WM.2.3.I), mostly on another's turn: to the row whose space it covers
    again loses the smaller bonus (a Spawn warrior, an Evening card), then the one scoring more when uncovered again."""
    def worth(option):
        vp, bonus = row_space(game, bot.faction, option.data["row"], taking=False)
        return -bonus, vp
    return bot.pick(decision, worth)


def advise_fright(bot, game, decision) -> str | None:
    """Where warriors frightened out of a clearing go (WM.2.2.II). Their faction choosing: to guard its own most
    threatened clearing among those offered (`bots.advise_guard_clearing`). The Menace choosing (none of the enemy's
    pieces nearby), which looks ahead on its own turn but is asked by this advice on others' (FRIGHT as a defender):
    away from its own pieces, then where the enemy is weakest against the other pieces there (`bots.rule_margin`)."""
    from rootcore import bots
    enemy = decision.about["faction"]
    if enemy == bot.faction:
        return bots.advise_guard_clearing(bot, game, decision)
    return bot.pick(decision, lambda o: bots.on_clearing(o, lambda c: (
        -pieces_of(game.state.clearings[c], bot.faction), -bots.rule_margin(game, enemy, c))))


def advise_squatters(bot, game, decision) -> str:
    """The Menace's bot after removing a building, mostly on another's turn (WM.2.3 Squatters): the free infestation,
    always (it uncovers a space of a row: its VP and bonus)."""
    return "yes"


def advise_take_row(bot, game, decision) -> str | None:
    """The row to take an infestation from (WM.2.3.I): the one whose uncovered space scores more, then the one whose
    bonus (a Spawn warrior, an Evening card) it adds."""
    return bot.pick(decision, lambda option: row_space(game, bot.faction, option.data["row"], taking=True))


def advise_active_card(bot, game, decision) -> str:
    """The Menace's bot at the start of a battle (WM.2.2), where it does not look ahead: FIGHT active."""
    return _KEEP.id if game.state.factions[bot.faction].data["active"] == FIGHT else _SWAP.id


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, WingedMenace, board="rootcore_content:factions/winged_menace.toml")
    registry.add_agent("heuristic", "rootcore.bots:GenericBot", faction=FACTION)
    registry.add_bot_advice("winged_menace.dark_passage", advise_dark_passage)
    registry.add_bot_advice("winged_menace.active_card", advise_active_card)
    registry.add_bot_advice("winged_menace.return_row", advise_return_row)
    registry.add_bot_advice("winged_menace.fright", advise_fright)
    registry.add_bot_advice("winged_menace.squatters", advise_squatters)
    registry.add_bot_advice("winged_menace.squatters.row", advise_take_row)
