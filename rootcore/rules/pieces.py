"""Placing and removing pieces (Law 1.5, G.1.19 place, G.1.22 remove) and the effects removal triggers.

Placement takes from the supply, or the leftmost piece of a track; it places the most possible (1.5.4).
Removal returns pieces to the supply, the rightmost empty space of their track, or out of the game, and
scores 1 VP per enemy building or token removed (3.2.1). Removal *triggers* (Field Hospitals, Outrage)
run afterwards through `resolve_removals`, once every simultaneously removed piece is off the map
(1.1.3).

The functions that act on "up to n" pieces (`place`, `remove`, `hold`, `move_held`, `release_held`, `return_pieces`)
do nothing for a count of zero or less, so a caller may pass a count worked out by subtraction; those moving an exact
number of warriors (`relocate_warriors`, `return_warriors`) refuse a count that is not there with a ValueError.
"""
from __future__ import annotations

from collections.abc import Iterable

from rootcore.decisions import Decision, Option, RootcoreError, SharedOptions, ask_clearing, in_chosen_order
from rootcore.rules import craft, scoring


class Removal:
    """Pieces of one owner removed from one clearing at once (`fought_for`: the borrower of lent warriors)."""

    __slots__ = ("clearing", "owner", "counts", "remover", "cause", "held", "fought_for", "diverted", "together",
                 "told_apart")

    def __init__(self, clearing: int, owner: str, remover: str | None, cause: str):
        self.clearing = clearing
        self.owner = owner
        self.counts: dict[str, int] = {}
        self.remover = remover
        self.cause = cause  # "battle", "ambush", "cost", "effect", ...
        self.held: dict[str, dict[str, int]] = {}  # kind -> {holding place: n} kept instead of the supply
        # Whom the pieces fought for when not their owner: the borrower of lent warriors (Law 11.2.7.III.b).
        self.fought_for: str | None = None
        # kind -> n sent by an effect to somewhere that is neither the supply nor a holding place as they were
        # removed (the Lizard Cult's Revenge, Law 10.2.3: the Acolytes box): no longer "those" pieces for another
        # effect to place (`undiverted`).
        self.diverted: dict[str, int] = {}
        # Every Removal made at the same time as this one (itself included, both battle sides'), set as the
        # effects they trigger are asked for (`rootcore_pieces_removed`): what else left the map with these pieces.
        self.together: list[Removal] = [self]
        # How many of the warriors removed their owner has said were of a sort of its own it keeps a tally of
        # (`Faction.warriors_told_apart`): none of them another faction's warriors it held as its own.
        self.told_apart = 0

    def to_json(self) -> dict:
        data = {"clearing": self.clearing, "owner": self.owner, "counts": dict(self.counts),
                "remover": self.remover, "cause": self.cause}
        if self.fought_for is not None:
            data["fought_for"] = self.fought_for
        return data

    def __repr__(self) -> str:
        return f"Removal({self.to_json()})"


def piece_kind(name: str) -> str:
    """The board's piece kind of a piece named for relocation (`Faction.relocatable_pawns`): "pawn:fox" -> "pawn";
    a plain kind is its own name."""
    return name.partition(":")[0]


def piece_type(game, faction: str, kind: str) -> str:
    """warrior | building | token | pawn, from the faction board."""
    return game.factions[faction].board.pieces[kind].type


def warriors_removed(game, removal) -> int:
    """How many warriors `removal` took, for a rule about warriors removed (Law 9.2.9.III): pieces of the warrior
    type, and in battle (`BATTLE_CAUSES`) those its owner's rules treat as warriors there
    (`Faction.fights_as_warriors`)."""
    component = game.factions[removal.owner]
    in_battle = removal.cause in BATTLE_CAUSES
    return sum(n for kind, n in removal.counts.items() if component.board.pieces[kind].type == "warrior"
               or in_battle and kind in component.fights_as_warriors)


def available(game, faction: str, kind: str) -> int:
    """Pieces of `kind` the faction could place now: on its track if it has one, else in its supply."""
    fs = game.state.factions[faction]
    if kind in fs.tracks:
        return fs.tracks[kind]
    return fs.supply.get(kind, 0)


def on_map_from_track(game, faction: str, kind: str) -> int:
    """How many pieces of a kind kept on a faction-board track (buildings, most tokens) `faction` has on the
    map, found without looking at the map: such pieces are only ever on the map, on their track or out of
    the game (placing takes the leftmost, removing returns them to the track, G.1.22), so this is the board's
    count less the other two (pieces are conserved, 1.5.1; the invariant checker verifies it)."""
    fs = game.state.factions[faction]
    return game.factions[faction].board.pieces[kind].count - fs.tracks[kind] - fs.removed.get(kind, 0)


def open_slots(game, clearing: int) -> int:
    cl = game.state.clearings[clearing]
    return game.state.slots[clearing] - len(cl.buildings) - cl.ruins


def placement_allowed(game, faction: str, kind: str, clearing: int, slots: bool = True) -> bool:
    """The placement restrictions plugins add (the Keep, 6.2.2), plus building slots (2.2.3) unless `slots` is
    False (a building replacing another takes the slot it frees, G.1.21), and none in a sealed clearing
    (`GameState.sealed`, D.6.2). A False answer is final: no other answer can lift it (CANNOT is absolute, 1.1.2)."""
    sealed = game.state.sealed
    if sealed and clearing in sealed:
        return False
    if slots and game.factions[faction].board.pieces[kind].type == "building":  # `piece_type`, `open_slots` inlined
        cl = game.state.clearings[clearing]
        if game.state.slots[clearing] - len(cl.buildings) - cl.ruins <= 0:
            return False
    for can_place_here in game.definition.fast_hooks.get("rootcore_can_place", ()):
        if can_place_here(game, faction, kind, clearing) is False:  # (game, faction, piece, clearing)
            return False
    return True


BORROWED = "rootcore_borrowed_warriors"


def borrowed_warriors(game, faction: str, clearing: int, enemy: str | None = None) -> dict[str, int]:
    """Warriors of other factions `faction` treats as its own in `clearing` (Mercenaries, Law 11.2.7.III), for rule
    (`enemy` None) or for battle against `enemy`: {lender: count}, from the `rootcore_borrowed_warriors` answers
    added up, each capped at the lender's warriors there; never the enemy's own warriors. Empty (asking nobody)
    in games without an implementation."""
    lent: dict[str, int] = {}
    for borrowed in game.definition.fast_hooks.get(BORROWED, ()):
        answer = borrowed(game, faction, clearing, enemy)  # the hook's parameters, by position
        if not answer:
            continue
        warriors = game.state.clearings[clearing].warriors
        for lender, n in answer.items():
            if lender == faction:
                raise RootcoreError(f"{BORROWED} implementation {borrowed.__qualname__} lends {faction!r} its own "
                                    f"warriors in clearing {clearing}")
            n = min(n, warriors.get(lender, 0) - lent.get(lender, 0))
            if n > 0 and lender != enemy:
                lent[lender] = lent.get(lender, 0) + n
    return lent


BATTLE_CAUSES = frozenset({"battle", "ambush"})  # removal causes that are hits in battle (4.3.1.II, 4.3.4)


LOCKED = "rootcore_move_locked"


def free_warriors(game, owner: str, clearing: int, moving: bool = False, escape: bool = False) -> int:
    """`owner`'s warriors in `clearing` that an effect outside battle may remove (or, `moving`, that a move may take
    out of it now): all of them but those `Faction.fixed_warriors` keeps (the warlord, Law 14.2.2) and, `moving`,
    those an effect locks there (`locked`), unless the move ignores effects that keep pieces in a clearing
    (`escape`: the Vagabond's Slip, 9.4.2)."""
    n = game.state.clearings[clearing].warriors.get(owner, 0)
    component = game.factions[owner]
    if n and component.has_fixed_warriors:
        n -= component.fixed_warriors(game, clearing, moving)
    if n and moving and not escape and LOCKED in game.definition.hooks_in_use:
        n = max(0, n - locked(game, owner, clearing).get("warrior", 0))
    return n


def movable_warriors(game, owner: str, clearing: int) -> int:
    """`owner`'s warriors in `clearing` that an effect moving them for another may take out now (a forced move, the
    Popular Band's pull): never a warlord, who only moves by the Hundreds' own moves (Law 14.2.2), nor one an effect
    locks there (`locked`)."""
    n = free_warriors(game, owner, clearing)
    component = game.factions[owner]
    if n and component.has_fixed_warriors:  # those kept in place only when moving (they may be removed)
        n = max(0, n - max(0, component.fixed_warriors(game, clearing, True)
                           - component.fixed_warriors(game, clearing, False)))
    if n and LOCKED in game.definition.hooks_in_use:
        lock = locked(game, owner, clearing)
        n = max(0, n - lock.get("warrior", 0) + lock.get("fixed", 0))  # a locked warlord is not among the `n`
    return n


def locked(game, owner: str, clearing: int) -> dict[str, int]:
    """`owner`'s pieces in `clearing` that no move may take out now, by kind (the `rootcore_move_locked` answers
    added up: the Popular Band hireling's lock). Empty, asking nobody, in games without an implementation."""
    found: dict[str, int] = {}
    for answer in game.definition.fast_hooks.get(LOCKED, ()):
        for kind, n in (answer(game, owner, clearing) or {}).items():  # the hook's parameters, by position
            found[kind] = found.get(kind, 0) + n
    return found


def enemy_warriors(game, faction: str, clearing: int, owner: str) -> int:
    """`owner`'s warriors in `clearing` that are enemy pieces to `faction` (G.1.9): not those lent to `faction`,
    which it treats as its own for rule (Riverfolk mercenaries, Law 11.2.7.III), nor those no effect may remove
    (`free_warriors`). For effects that remove or replace enemy pieces (the Favor cards, Propaganda Bureau); asks
    nobody in games without a lender."""
    n = game.state.clearings[clearing].warriors.get(owner, 0)
    if n and game.factions[owner].has_fixed_warriors:
        n = free_warriors(game, owner, clearing)
    if n and BORROWED in game.definition.hooks_in_use:
        n -= borrowed_warriors(game, faction, clearing).get(owner, 0)
    return n


def has_enemy_pieces(game, faction: str, clearing: int, owner: str) -> bool:
    """Whether `owner`, an enemy of `faction`, has a piece in `clearing` that is an enemy piece to `faction` (G.1.9):
    any building, token or pawn, or a warrior beyond those lent to `faction` for rule (Riverfolk mercenaries, Law
    11.2.7.III). For a rule asking whether enemy pieces are there (Battle then Delve, 15.5.2.II)."""
    cl = game.state.clearings[clearing]
    if owner in cl.pawns or any(f == owner for f, _ in cl.buildings) or any(f == owner for f, _ in cl.tokens):
        return True
    return warriors_not_lent(game, faction, clearing, owner) > 0


def warriors_not_lent(game, faction: str, clearing: int, owner: str) -> int:
    """`owner`'s warriors in `clearing` that are enemy pieces to `faction` for a rule counting them (G.1.9): all but
    those lent to `faction` for rule (Riverfolk mercenaries, Law 11.2.7.III), fixed ones too (a warlord, the Alpha);
    `enemy_warriors` leaves those out for effects that remove."""
    n = game.state.clearings[clearing].warriors.get(owner, 0)
    if n and BORROWED in game.definition.hooks_in_use:
        n -= borrowed_warriors(game, faction, clearing).get(owner, 0)
    return n


def can_place(game, faction: str, kind: str, clearing: int) -> bool:
    return available(game, faction, kind) > 0 and placement_allowed(game, faction, kind, clearing)


def place(game, faction: str, kind: str, clearing: int, n: int = 1) -> int:
    """Place up to `n` pieces (the most possible, Law 1.5.4); returns how many were placed."""
    if n <= 0 or not placement_allowed(game, faction, kind, clearing):
        return 0
    fs = game.state.factions[faction]
    cl = game.state.clearings[clearing]
    ptype = game.factions[faction].board.pieces[kind].type
    on_track = kind in fs.tracks
    n = min(n, fs.tracks[kind] if on_track else fs.supply.get(kind, 0))  # `available`, inlined
    if ptype == "building":
        n = min(n, game.state.slots[clearing] - len(cl.buildings) - cl.ruins)  # `open_slots`, inlined
    if n <= 0:
        return 0
    if on_track:
        fs.tracks[kind] -= n
    else:
        fs.supply[kind] -= n
    put(cl, faction, kind, ptype, n)
    game.event("placed", faction=faction, piece=kind, clearing=clearing, count=n)
    for placed in game.definition.fast_hooks.get("rootcore_pieces_placed", ()):
        placed(game, faction, kind, clearing, n)  # the hook's parameters, by position
    if ptype == "building":
        for placed in game.definition.fast_hooks.get("rootcore_buildings_placed", ()):
            placed(game, faction, kind, clearing, n)  # the hook's parameters, by position
    return n


def place_warriors_owed(game, faction: str, owed: dict[int, int], kind: str, prompt: str):
    """`place_owed` for warriors (a recruit at each recruiter, stronghold or matching clearing). Use `yield from`."""
    return place_owed(game, faction, "warrior", owed, kind, prompt)


def place_owed(game, faction: str, piece: str, owed: dict[int, int], kind: str, prompt: str):
    """Place `owed[c]` of `faction`'s `piece` in each clearing c, the most possible (Law 1.5.4): all at once while
    the supply has enough, else one at a time where `faction` chooses (a `kind` decision over the clearings still
    owed where the piece may go, so that a choice never places nothing). Use `yield from`."""
    if available(game, faction, piece) < sum(owed.values()):  # short: only where the piece may go
        owed = {c: n for c, n in owed.items() if n and placement_allowed(game, faction, piece, c)}
    else:
        owed = dict(owed)
    while owed:
        left = available(game, faction, piece)
        if left >= sum(owed.values()):
            for c, n in owed.items():
                place(game, faction, piece, c, n)  # nothing where the piece may not go (`placement_allowed`)
            return
        if not left:
            return
        c = yield from ask_clearing(faction, kind, prompt, sorted(owed))
        place(game, faction, piece, c)
        owed[c] -= 1
        if not owed[c]:
            del owed[c]


def take_warriors(cl, faction: str, n: int) -> None:
    """Take `n` of `faction`'s warriors out of a clearing's state (the caller says where they go), dropping its entry
    at zero (`faction in cl.warriors` says whether it has any): `put`'s counterpart for warriors."""
    left = cl.warriors[faction] - n
    if left:
        cl.warriors[faction] = left
    else:
        del cl.warriors[faction]
    cl.warriors_changed()


def put(cl, faction: str, kind: str, ptype: str, n: int) -> None:
    """Add `n` pieces to a clearing's state (the caller has taken them from the supply or track)."""
    if ptype == "warrior":
        cl.warriors[faction] = cl.warriors.get(faction, 0) + n
        cl.warriors_changed()
        return
    cl.changed()
    if ptype == "building":
        cl.buildings.extend([(faction, kind)] * n)
    elif ptype == "token":
        cl.tokens.extend([(faction, kind)] * n)
    else:
        cl.pawns.extend([faction] * n)


REMOVAL_VETO = "rootcore_can_remove"


def may_remove(game, remover: str | None, owner: str, clearing: int) -> bool:
    """Whether `remover` may remove `owner`'s pieces in `clearing`: no `rootcore_can_remove` answer is False (the
    Stoic Protector hireling). A removal by nobody or by the owner itself is never forbidden. Callers ask only in
    games with an implementation (`REMOVAL_VETO in game.definition.hooks_in_use`)."""
    if remover is None or remover == owner:
        return True
    for can_remove in game.definition.fast_hooks[REMOVAL_VETO]:
        if can_remove(game, remover, owner, clearing) is False:  # (game, remover, owner, clearing)
            return False
    return True


def removable(game, remover: str | None, owner: str, clearing: int, kind: str | None = None) -> bool:
    """`may_remove`, asked only in games with a removal veto: for an effect choosing an enemy piece to remove, so
    that it never offers one that would stay (a Strike, a Convert, a burn...). With `kind`, also False for a kind
    nothing removes (`never_removed`)."""
    if kind is not None and never_removed(game, owner, kind):
        return False
    return REMOVAL_VETO not in game.definition.hooks_in_use or may_remove(game, remover, owner, clearing)


def never_removed(game, owner: str, kind: str) -> bool:
    """Whether `owner`'s pieces of `kind` stay on the map whatever would remove them (`on_removal = "never"` on its
    faction board): `remove` leaves them, hits pass them by, and no effect should offer them as a target."""
    return game.factions[owner].board.pieces[kind].on_removal == "never"


def remove(game, owner: str, kind: str, clearing: int, n: int, remover: str | None, cause: str,
           removal: Removal | None = None) -> Removal | None:
    """Remove up to `n` pieces of `owner` (most possible). Scores 3.2.1 for the remover. Does NOT run
    triggers: collect the Removals and pass them to `resolve_removals`. Outside battle (`cause` not in
    `BATTLE_CAUSES`) warriors that cannot be removed so (`free_warriors`: the warlord, 14.2.2) stay, and pieces
    `remover` may not remove there (`may_remove`) or that nothing removes (`never_removed`) stay whatever the
    cause."""
    cl = game.state.clearings[clearing]
    n = min(n, cl.count(owner, kind))
    if n <= 0:
        return removal
    if REMOVAL_VETO in game.definition.hooks_in_use and not may_remove(game, remover, owner, clearing):
        return removal
    component = game.factions[owner]
    piece = component.board.pieces[kind]
    if piece.on_removal == "never":
        return removal
    ptype = piece.type
    if ptype == "warrior" and component.has_fixed_warriors and cause not in BATTLE_CAUSES:
        n = min(n, free_warriors(game, owner, clearing))
        if n <= 0:
            return removal
    if ptype == "warrior":
        take_warriors(cl, owner, n)
    else:
        cl.changed()
        pieces = cl.buildings if ptype == "building" else cl.tokens
        for _ in range(n):
            pieces.remove((owner, kind))
        craft.piece_removed(game, owner, kind, clearing, n)
    if removal is None:
        removal = Removal(clearing, owner, remover, cause)
    _return_pieces(game, owner, kind, n, removal, piece)
    game.event("removed", faction=owner, piece=kind, clearing=clearing, count=n, by=remover, cause=cause)
    removal.counts[kind] = removal.counts.get(kind, 0) + n
    if remover is not None and remover != owner and ptype in ("building", "token"):
        scoring.score(game, remover, n, "removed " + kind)
    if ptype == "building":
        buildings_gone(game, owner, kind, clearing, n, remover)
    return removal


def buildings_gone(game, owner: str, kind: str, clearing: int, n: int, remover: str | None = None) -> None:
    """Tell the components that `n` of `owner`'s buildings of `kind` left `clearing` (`rootcore_buildings_removed`):
    removed by `remover`, or picked up or relocated, with `remover` None (no one scores): a landmark's slot is freed
    (the Elder Treetop)."""
    for removed in game.definition.fast_hooks.get("rootcore_buildings_removed", ()):
        removed(game, owner, kind, clearing, n, remover)  # the hook's parameters, by position


def _return_pieces(game, owner: str, kind: str, n: int, removal: Removal | None = None, piece=None) -> str | None:
    """G.1.22: back to the rightmost empty space of the track, or the supply, or out of the game. Pieces
    bound for the supply go to a holding place instead when a `rootcore_return_to_supply` answer names one
    (a card keeping removed warriors); `removal`, if given, records it, and so does the answer: that holding
    place, or None. `piece`: the kind's faction-board entry, if the caller has it."""
    fs = game.state.factions[owner]
    if piece is None:
        piece = game.factions[owner].board.pieces[kind]
    if piece.on_removal == "gone":  # out of the game even when kept on a track (a trade post, 11.2.5.I)
        fs.removed[kind] = fs.removed.get(kind, 0) + n
    elif piece.track:
        fs.tracks[kind] += n
    else:
        holder = supply_keeper(game, owner, kind, n)
        if holder is None:
            fs.supply[kind] = fs.supply.get(kind, 0) + n
            return None
        _add_held(game, holder, owner, kind, n)
        game.event("pieces_held", faction=owner, piece=kind, count=n, holder=holder)
        if removal is not None:
            per_holder = removal.held.setdefault(kind, {})
            per_holder[holder] = per_holder.get(holder, 0) + n
        return holder
    return None


def supply_keeper(game, owner: str, kind: str, n: int) -> str | None:
    """The holding place (`"card:12"`) that `n` pieces of `owner` returning to its supply would go to instead
    (`rootcore_return_to_supply`: Coffin Makers), or None: they would reach the supply."""
    return game.hooks.rootcore_return_to_supply(game=game, owner=owner, kind=kind, count=n)  # firstresult


def return_pieces(game, owner: str, kind: str, n: int) -> None:
    """Send `n` pieces of `owner` that are off the map (an officer box, a board) back where removed pieces
    go (G.1.22): track, supply, a holding place (`rootcore_return_to_supply`), or out of the game."""
    if n > 0:
        _return_pieces(game, owner, kind, n)


# -- pieces kept off the map and off their owner's board (a card holding removed warriors) ---------------------

HELD = "held_pieces"  # game.state.data[HELD][holding place][owner][kind] = count


def _add_held(game, holder: str, owner: str, kind: str, n: int) -> None:
    """Count `n` more pieces of `owner` of `kind` in holding place `holder` (taken from wherever the caller says)."""
    held = game.state.data.setdefault(HELD, {}).setdefault(holder, {}).setdefault(owner, {})
    held[kind] = held.get(kind, 0) + n


RELOCATED = "rootcore_pieces_relocated"


def relocate_warriors(game, faction: str, origin: int, dest: int, count: int):
    """Take `count` of `faction`'s warriors out of `origin` and place them in `dest`, the same pieces: neither a move
    (no rule needed, no move triggers, Law 4.2) nor a removal (nothing scores, 3.2.1), as the Winged Menace's Dark
    Passage (Outsiders WM.2.4.II). Nothing happens if the rules forbid placing them in `dest` (`placement_allowed`).
    Components tracking which of a faction's warriors are where follow them (`rootcore_pieces_relocated`). A
    generator (use `yield from`) returning how many were relocated."""
    cl = game.state.clearings[origin]
    have = cl.warriors.get(faction, 0)
    if not 0 < count <= have:
        raise ValueError(f"{faction!r} has {have} warriors in clearing {origin}, not {count} to relocate")
    if not placement_allowed(game, faction, "warrior", dest):
        return 0
    take_warriors(cl, faction, count)
    put(game.state.clearings[dest], faction, "warrior", "warrior", count)
    game.event("relocated", faction=faction, origin=origin, destination=dest, count=count)
    if game.has_hook(RELOCATED):
        for step in game.hooks.rootcore_pieces_relocated(game=game, faction=faction, origin=origin, destination=dest,
                                                         count=count):
            yield from step
    return count


RETURNED = "rootcore_warriors_returned"


def return_warriors(game, faction: str, clearing: int, count: int) -> None:
    """Take `count` of `faction`'s warriors out of `clearing` back to its supply (G.1.22, or a card keeping them),
    neither removed (nothing scores, no removal effect) nor moved: the warriors swapped out of a clearing (G.1.31, the
    Croakers Coven's Transform). Components telling a faction's warriors apart bring their tallies down to the
    warriors left (`rootcore_warriors_returned`)."""
    cl = game.state.clearings[clearing]
    if not 0 < count <= cl.warriors.get(faction, 0):
        raise ValueError(f"{faction!r} has {cl.warriors.get(faction, 0)} warriors in clearing {clearing}, not {count} "
                         "to return")
    take_warriors(cl, faction, count)
    held = _return_pieces(game, faction, "warrior", count)
    warriors_swapped_out(game, faction, clearing, count, held)


def warriors_swapped_out(game, faction: str, clearing: int, count: int, held: str | None = None) -> None:
    """Tell the components that tell a faction's warriors apart that `count` of them left `clearing` by a swap, not
    a removal nor a move (`rootcore_warriors_returned`), for its supply or, `held`, a holding place: `return_warriors`
    does, and so does an effect taking them elsewhere itself (the Order of the Forest's Witness swap into its Ranks,
    OF.2.9)."""
    if game.has_hook(RETURNED):
        game.hooks.rootcore_warriors_returned(game=game, faction=faction, clearing=clearing, count=count, held=held)


def warriors_lent_to(game, holder: str, clearing: int | None = None) -> int:
    """How many of the warriors counted among `holder`'s in `clearing` (None: in every clearing) are other factions'
    pieces that it treats as its own for a while (`Faction.warriors_with_others`: the Borough Kings' mice during its
    turn, BK.2.4): what a faction counting its own physical pieces from its warriors there must leave out (Old Man
    Tinker's drones)."""
    lent = 0
    for fid in game.state.factions:
        if fid != holder:
            where = game.factions[fid].warriors_with_others(game).get(holder)
            if where:
                lent += sum(where.values()) if clearing is None else where.get(clearing, 0)
    return lent


def held_pieces(game, holder: str | None = None) -> dict[str, dict[str, int]]:
    """Pieces kept in holding place `holder` by owner and kind, or (holder None) in all of them together."""
    places = game.state.data.get(HELD, {})
    if holder is not None:
        return {owner: dict(kinds) for owner, kinds in places.get(holder, {}).items()}
    total: dict[str, dict[str, int]] = {}
    for owners in places.values():
        for owner, kinds in owners.items():
            mine = total.setdefault(owner, {})
            for kind, n in kinds.items():
                mine[kind] = mine.get(kind, 0) + n
    return total


def hold(game, holder: str, owner: str, kind: str, n: int) -> int:
    """Put up to `n` pieces of `owner` from its supply into holding place `holder` (warriors paid into the
    Riverfolk's Payments box, Law 11.2.6.I). Returns how many went (the most possible, 1.5.4)."""
    fs = game.state.factions[owner]
    n = min(n, fs.supply.get(kind, 0))
    if n > 0:
        fs.supply[kind] -= n
        _add_held(game, holder, owner, kind, n)
        game.event("pieces_held", faction=owner, piece=kind, count=n, holder=holder)
    return max(n, 0)


def move_held(game, source: str, destination: str, owner: str, kind: str, n: int) -> int:
    """Move up to `n` pieces of `owner` from holding place `source` to `destination` (a fund committed from the
    Funds box, Law 11.5). Returns how many moved."""
    n = _take_held(game, source, owner, kind, n)
    if n:
        _add_held(game, destination, owner, kind, n)
        _held_moved(game, owner, kind, n, source, destination)
    return n


HELD_MOVED = "rootcore_held_moved"


def _held_moved(game, owner: str, kind: str, n: int, source: str, destination: str | None) -> None:
    """Tell components following which held pieces are which (the Borough Kings' mice) that `n` went from holding
    place `source` to `destination` (None: the supply, a track, or out of the game)."""
    if game.has_hook(HELD_MOVED):
        game.hooks.rootcore_held_moved(game=game, owner=owner, kind=kind, count=n, source=source,
                                       destination=destination)


def _take_held(game, holder: str, owner: str, kind: str, n: int) -> int:
    """Take up to `n` pieces of `owner` of `kind` out of holding place `holder`, dropping entries left empty (a
    save holds only places with pieces). Returns how many were taken; the caller says where they go."""
    places = game.state.data.get(HELD, {})
    kinds = places.get(holder, {}).get(owner, {})
    n = min(n, kinds.get(kind, 0))
    if n <= 0:
        return 0
    kinds[kind] -= n
    if not kinds[kind]:
        del kinds[kind]
        if not kinds:
            del places[holder][owner]
            if not places[holder]:
                del places[holder]
    return n


def release_held(game, holder: str, owner: str | None = None, kind: str | None = None,
                 n: int | None = None, returned: bool = False) -> int:
    """Return pieces from holding place `holder` to their owners' supplies (all of them, or only those of
    `owner`, of `kind`, up to `n`). Returns how many went back. They go straight to the supply, unless `returned`:
    then where pieces returning to their supply go (`return_pieces`), so that a card keeping such warriors takes
    them (Coffin Makers: the Riverfolk's funds spent or removed, Law 11.5, 11.2.5.I)."""
    owners = game.state.data.get(HELD, {}).get(holder, {})
    moved = 0
    for who in sorted(owners):  # lists of the keys: `_take_held` drops emptied entries
        if owner is not None and who != owner:
            continue
        kinds = owners[who]
        for what in sorted(kinds):
            if kind is not None and what != kind:
                continue
            take = _take_held(game, holder, who, what, kinds[what] if n is None else n - moved)
            if take <= 0:
                continue
            keeper = None
            if returned:
                keeper = _return_pieces(game, who, what, take)
            else:
                fs = game.state.factions[who]
                fs.supply[what] = fs.supply.get(what, 0) + take
            moved += take
            game.event("pieces_released", faction=who, piece=what, count=take, holder=holder)
            _held_moved(game, who, what, take, holder, keeper)
    return moved


def divert(removal: Removal, kind: str) -> int:
    """Mark every piece of `kind` that `removal` took off the map as sent by an effect somewhere other than the
    supply or a holding place (the Cult's Revenge, Law 10.2.3: the Acolytes box), so that no other effect places
    them again (`undiverted`). Returns how many were removed."""
    n = removal.counts.get(kind, 0)
    removal.diverted[kind] = removal.diverted.get(kind, 0) + n
    return n


def undiverted(removal: Removal, kind: str) -> int:
    """How many of the pieces of `kind` that `removal` took off the map an effect placing "those" pieces (the Feline
    Physicians hireling, which can meet the Cult's Revenge) may still place: all but those another effect already
    sent elsewhere (`Removal.diverted`, `divert`). Each removed piece goes to one place only."""
    return removal.counts.get(kind, 0) - removal.diverted.get(kind, 0)


def place_removed(game, removal: Removal, kind: str, clearing: int, n: int) -> int:
    """Place `n` of the pieces `removal` took off the map ("those warriors", Field Hospitals 6.2.3): those
    a holding place kept instead of the supply come back from it first, then the supply. Returns how many
    were placed (the most possible, 1.5.4). Never more than `undiverted`: those another effect sent elsewhere (the
    Cult's Revenge, Law 10.2.3) are not there to place."""
    n = min(n, undiverted(removal, kind))
    if n <= 0 or not placement_allowed(game, removal.owner, kind, clearing):
        return 0
    release_removed(game, removal, kind, n)
    return place(game, removal.owner, kind, clearing, n)


def release_removed(game, removal: Removal, kind: str, n: int | None = None) -> int:
    """Send up to `n` (all, if None) of the pieces of `kind` that `removal` put in holding places instead of the
    supply back to their owner's supply, first holding place first, keeping `removal.held` true: for an effect
    placing "those" pieces (`place_removed`) or one sending them elsewhere than the supply (the Lizard Cult's
    Revenge, Law 10.2.3). Returns how many went back."""
    want = sum(removal.held.get(kind, {}).values()) if n is None else n
    back = 0
    for holder, count in sorted(removal.held.get(kind, {}).items()):
        if back >= want:
            break
        released = release_held(game, holder, removal.owner, kind, min(count, want - back))
        removal.held[kind][holder] = count - released
        back += released
    return back


def resolve_removals(game, removals: Iterable[Removal | None], chooser: str | None = None):
    """Run the effects triggered by removals (Law 1.1.3): each component's `rootcore_pieces_removed`.
    When more than one effect triggers, `chooser` (default: the player taking the turn) orders them. Within an
    action (`move.one_action`) they wait for its end, since nothing interrupts an action (Law 1.4.2): a Highway
    Bandits' robbery in a March's first move; a battle's removals still resolve in it (4.3.4, `battle.fight`)."""
    triggered = _triggered(game, removals)
    if not triggered:
        return
    if game.deferred_triggers is not None:
        game.deferred_triggers.append(_run_triggered(game, triggered, chooser))
        return
    yield from _run_triggered(game, triggered, chooser)


def trigger_removals(game, removals: Iterable[Removal | None]) -> list:
    """`resolve_removals` in two steps, for an action whose triggered effects wait until it is over (Law 1.4.2, the
    Alliance's revolt): this one asks each `rootcore_pieces_removed` now, so that what a removal changes at once
    (a Corvid plot leaving its clearing, and the snare's ban with it) holds for the rest of the action;
    `run_triggered` then runs the effects they returned."""
    return _triggered(game, removals)


def run_triggered(game, triggered: list, chooser: str | None = None):
    """Run effects `trigger_removals` returned, ordered by `chooser` (default: the player taking the turn)."""
    yield from _run_triggered(game, triggered, chooser)


def resolve_removal_groups(game, groups):
    """Run the effects triggered by removals made at the same time to different sides (both sides' hits in
    battle, Law 4.3.4). `groups` lists (removals, chooser): each group's effects are ordered by its chooser
    (the side taking those hits, 4.3.4); when several groups have effects, the player taking the turn
    chooses which group resolves first (1.1.3). Every effect is triggered before any resolves."""
    pending = []
    together = [r for removals, _ in groups for r in removals if r is not None]
    for removals, chooser in groups:
        effects = _triggered(game, removals, together)
        if effects:
            pending.append((effects, chooser, _run_triggered(game, effects, chooser)))
    yield from in_chosen_order(game.state.current_faction, "order_effect_groups",
                               "Whose triggered effects resolve first?", pending, _group_option)


def _group_option(i: int, group) -> Option:
    effects, chooser, _ = group
    return Option(f"group:{i}", f"effects of {chooser}'s removed pieces",
                  {"faction": chooser, "removals": [r.to_json() for r, _ in effects]})


def _triggered(game, removals, together: list | None = None) -> list:
    """(removal, generator) for each effect the removals trigger (`rootcore_pieces_removed`); `together`: every
    Removal made at the same time (default: `removals`), recorded on each as `removal.together`."""
    pending = []
    effects_of = game.hooks.rootcore_pieces_removed
    if removals.__class__ is not list and removals.__class__ is not tuple:  # any iterable: read twice below
        removals = list(removals)
    if together is None:  # most often no None among them: no list made (a comprehension is a call, 3.11)
        together = removals if None not in removals else [r for r in removals if r is not None]
    for removal in removals:
        if removal is None:
            continue
        removal.together = together
        for effect in effects_of(game=game, removal=removal):  # most often none: no comprehension's call
            pending.append((removal, effect))
    return pending


def _run_triggered(game, pending: list, chooser: str | None):
    return in_chosen_order(chooser or game.state.current_faction, "order_effects",
                           "Which triggered effect resolves next?", pending, _triggered_option)


def _triggered_option(i: int, triggered) -> Option:
    removal, _ = triggered
    return Option(f"effect:{i}", f"{removal.owner} pieces removed in {removal.clearing}", removal.to_json())


def piece_name(kind: str) -> str:
    """A piece kind, or a pawn's name for relocation (`Faction.relocatable_pawns`), in words, for option labels:
    "base_fox" -> "base fox", "pawn:fox" -> "fox pawn"."""
    kind, _, which = kind.partition(":")
    name = kind.replace("_", " ")
    return f"{which} {name}" if which else name


def _hit_option(key: tuple[str, str]) -> Option:
    """The answer "piece:KIND" to which of its pieces a faction loses to a hit: (kind, piece type) -> data
    {"piece": kind}, labelled "base fox (building)"."""
    kind, type_ = key
    return Option(f"piece:{kind}", f"{piece_name(kind)} ({type_})", {"piece": kind})


_HIT_OPTIONS = SharedOptions(_hit_option)  # shared by every game: one per (kind, type)


def take_hits_default(game, faction: str, clearing: int, hits: int, remover: str | None, cause: str):
    """Law 4.3.4: warriors first, then buildings and tokens chosen by the faction taking the hits."""
    cl = game.state.clearings[clearing]
    removal = None
    warriors = min(hits, cl.warriors.get(faction, 0))
    if warriors:
        removal = remove(game, faction, "warrior", clearing, warriors, remover, cause)
        hits -= warriors
    if hits <= 0:  # the usual case: the rest's generator would cost more than the check (docs/performance.md)
        return [removal] if removal is not None else []
    return (yield from take_hits_on_other_pieces(game, faction, clearing, hits, remover, cause, removal))


def take_hits_on_other_pieces(game, faction: str, clearing: int, hits: int, remover: str | None, cause: str,
                              removal: Removal | None = None):
    """The hits left once warriors are taken (Law 4.3.4): buildings and tokens, one per hit, chosen by the faction
    taking them (never one nothing removes, `never_removed`: the hit is lost); for a faction whose warriors take
    hits its own way (the Bone Patrol's Alpha, never removed). Returns (via generator return) the Removals,
    `removal` (its warriors') extended."""
    cl = game.state.clearings[clearing]
    while hits > 0:
        owned = set()
        for f, k in cl.buildings + cl.tokens:  # a plain loop: a comprehension is a call of its own
            if f == faction and not never_removed(game, f, k):
                owned.add(k)
        kinds = sorted(owned)
        if not kinds:
            break
        kind = kinds[0]
        if len(kinds) > 1:
            chosen = yield Decision(faction, "take_hit", f"Which piece in clearing {clearing} is removed?",
                                    [_HIT_OPTIONS[k, piece_type(game, faction, k)] for k in kinds])
            kind = chosen.data["piece"]
        removal = remove(game, faction, kind, clearing, 1, remover, cause, removal)
        hits -= 1
    return [removal] if removal is not None else []


# -- ruins (Law 2.2.4) -----------------------------------------------------------------------------------------------

LASTING_RUINS = "lasting_ruins"  # key of `game.state.data`: the clearings whose ruins are never removed


def make_ruins_last(game, clearings) -> None:
    """The ruins in `clearings` are never removed from now on: taking their last item leaves them in place (the
    Winged Menace's caves, which replace the ruins, Outsiders WM.2.4). Kept in `game.state.data`, so saved."""
    game.state.data[LASTING_RUINS] = sorted(set(game.state.data.get(LASTING_RUINS, ())) | set(clearings))


def ruins_last(game, clearing: int) -> bool:
    """Whether the ruins of `clearing` are never removed (`make_ruins_last`)."""
    lasting = game.state.data.get(LASTING_RUINS)
    return bool(lasting) and clearing in lasting


def ruins_after_taking(game, clearing: int, ruins_left: int) -> None:
    """An item was taken from a ruin of `clearing` (Explore 9.5.3, a raze, the Brigand) and `ruins_left` ruins
    there still hold items: the ruins beyond them go, each opening its building slot (2.2.3), unless the clearing's
    ruins last (`make_ruins_last`)."""
    cl = game.state.clearings[clearing]
    if cl.ruins <= ruins_left or ruins_last(game, clearing):
        return
    cl.ruins = ruins_left
    cl.changed()  # a building slot opened (2.2.3): cached values may depend on it
    game.event("ruin_removed", clearing=clearing)
