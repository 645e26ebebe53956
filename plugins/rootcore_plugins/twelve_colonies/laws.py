"""The sixteen Laws of the Twelve Colonies (Outsiders TC.2.3 I-XVI): what each does when passed and while in force.

A mix-in of the faction class: `self` is the Twelve Colonies component; the Law in force is `data["law"]`, what it
elected `data["elected"]` (a player id, a clearing or a slot, as `Democracy.targets` names them). The hooks answer
only while their Law is in force, so other games and other Laws pay one dict lookup.

What the engine cannot express is said in `game.warnings` when the Law passes (`LAW_WARNINGS`).
"""
from __future__ import annotations

from typing import Any, Callable

from rootcore import Decision, Faction, Option, ask_clearing, count_options, faction_options, fixed_option, hookimpl
from rootcore.rules import battle, cards, hirelings, move, pieces, scoring
from rootcore.rules.adjacency import adjacent, seal, unseal
from rootcore.rules.rule import is_ruler
from rootcore.rules.suits import is_suit

PAX = {"pax_vulpes": "fox", "pax_lepus": "rabbit", "pax_mus": "mouse"}  # TC.2.3 I, V, IX

# The sixteen Laws these rules play (TC.2.3 I-XVI), each with what it elects (None: a directive). The board's
# `data.laws` may change their suits, and must list no other Law and no other kind (`data_issues`).
PLAYED = {"pax_vulpes": None, "feris_ratio": "player", "militaris_subsidium": "player", "omnius_exitus": "clearing",
          "pax_lepus": None, "amplius_actum": None, "communia_divitiae": None, "publico_auxilio": None,
          "pax_mus": None, "artifex_contentio": None, "defensio_optimum": None, "insidae_tutela": None,
          "arcitectus_corvidae": None, "non_variablis": None, "status_aequalis": None, "valorem_historiae": "slot"}

# Parts of Laws rootcore cannot carry out: said in `game.warnings` when the Law passes.
LAW_WARNINGS = {
    **{law: (f"Twelve Colonies, Law {law.replace('_', ' ').title()} (TC.2.3): battles in {suit} clearings are "
             "forbidden; the move out offered instead goes with battles asked through the core's battle question "
             "(`battle.take_battle`, a Vagabond's granted battle) and with the battles of the factions that offer it "
             "themselves (the Keepers, the Winged Menace, the Order of the Forest), not with a hireling's battle (the "
             "Exile's from a forest among them): those are forbidden with no move instead")
       for law, suit in PAX.items()},
    "arcitectus_corvidae": ("Twelve Colonies, Law XIII Arcitectus Corvidae (TC.2.3.XIII): players ignore rule when "
                            "moving, but 'ignore the presence of warriors where adjacency applies' names no rule "
                            "rootcore can change and is not applied"),
}

_PLACE_TWO = fixed_option("place", "Place warriors in a clearing you rule")
_EXTRA = fixed_option("extra", "An extra move or battle in each of your Daylights")
_MOVE = fixed_option("move", "Move")
_BATTLE = fixed_option("battle", "Battle")
_NONE = fixed_option("none", "Place none")
_LEAVE_PAWNS = fixed_option("leave", "Leave them to be removed")


class Laws(Faction):
    """The Laws' effects (TC.2.3)."""

    # given by the faction class (declared for type checks only)
    point_order: Callable[..., list[str]]
    place_warriors: Callable[..., Any]

    def law(self, game) -> str | None:
        return game.state.factions[self.id].data["law"]

    def elected(self, game):
        return game.state.factions[self.id].data["elected"]

    # -- passing a Law (TC.2.6.III) ------------------------------------------------------------------------------

    def enact(self, game, law: str, target):
        """The old Law leaves the game, the new one is in force (with its elected target) and does what it does at
        once."""
        data = game.state.factions[self.id].data
        old = data["law"]
        if old is not None:
            data["retired"].append(old)
            self._repeal(game, old)
        data["law"], data["elected"] = law, target
        game.event("law_passed", faction=self.id, law=law, elected=target)
        if law in LAW_WARNINGS and LAW_WARNINGS[law] not in game.warnings:
            game.warnings.append(LAW_WARNINGS[law])
        game.effects_changed()  # adjacency and battle answers may change
        effect = getattr(self, "_enact_" + law, None)
        if effect is not None:
            yield from effect(game, target)

    def _repeal(self, game, law: str) -> None:
        data = game.state.factions[self.id].data
        if law == "omnius_exitus" and data["elected"] is not None:  # the clearing may be used again
            unseal(game, int(data["elected"]))
        if law == "non_variablis":
            cards.set_birds_wild(game, True)
        data["amplius"] = []

    def _enact_omnius_exitus(self, game, target):
        """TC.2.3.IV: every player, and every hireling a player controls (E.3.7), moves its warriors and its pawn out
        of the elected clearing (ignoring rule) or they are removed; its other pieces are removed; then no piece may
        be placed or moved there while the Law is in force (the core's sealed clearings)."""
        c = int(target)
        removals = []
        for player in list(game.state.turn_order):
            for owner in [player] + hirelings.controlled_by(game, player):
                yield from _exitus_warriors(game, owner, c)
                yield from _exitus_pawns(game, owner, c)
        for owner in list(game.state.factions):
            if game.state.clearings[c].has_any(owner):
                removals += (yield from game.factions[owner].full_removal(game, c, None, "law"))
        if self.id in game.state.clearings[c].warriors:  # turtles cannot leave by a move (TC.2.2.II): removed
            removals.append(pieces.remove(game, self.id, "warrior", c, game.state.clearings[c].warriors[self.id],
                                          None, "law"))
        yield from pieces.resolve_removals(game, removals)
        cl = game.state.clearings[c]
        if cl.warriors or cl.buildings or cl.tokens or cl.pawns:
            # Pieces no effect may remove or move (a warlord outside the Hundreds' turn, a pawn with nowhere to go,
            # an uncontrolled hireling's pawn) stay: a sealed clearing must stay as it is, so it is not sealed, and
            # the game says so.
            game.warnings.append(f"Twelve Colonies, Law IV Omnius Exitus (TC.2.3.IV): pieces that cannot be moved or "
                                 f"removed stay in clearing {c}, so it is not closed to use")
            return
        seal(game, c, "omnius_exitus")

    def _enact_non_variablis(self, game, target):
        """TC.2.3.XIV: bird cards are not wild while the Law is in force (`cards.set_birds_wild`); cards already in
        play that count as wild by their own rule stay so (see the module docstring)."""
        cards.set_birds_wild(game, False)
        yield from ()

    def _enact_amplius_actum(self, game, target):
        """TC.2.3.VI: each player chooses once: an extra move or battle in each of its Daylights while the Law is in
        force, or two warriors placed now in a clearing it rules."""
        data = game.state.factions[self.id].data
        n = self.board.data["amplius_warriors"]
        for player in self.point_order(game, highest_first=False):
            spots = [c for c in game.board.clearing_ids if is_ruler(game, c, player)
                     and "warrior" in game.factions[player].board.pieces
                     and pieces.can_place(game, player, "warrior", c)]
            options = [_EXTRA] + ([_PLACE_TWO] if spots else [])
            chosen = yield Decision(player, "twelve_colonies.amplius", "Amplius Actum: which do you take?", options)
            if chosen.id == _EXTRA.id:
                data["amplius"].append(player)
                continue
            c = yield from ask_clearing(player, "twelve_colonies.amplius.clearing",
                                        f"Place {n} warriors in which clearing?", spots)
            yield from self.place_for(game, player, c, n)

    def _enact_communia_divitiae(self, game, target):
        """TC.2.3.VII: a random card from each hand, shuffled, dealt back one to each of those players."""
        rng = game.state.rng
        givers = [f for f in game.state.turn_order if game.state.factions[f].hand]
        pool = []
        for f in givers:
            hand = game.state.factions[f].hand
            pool.append(hand.pop(rng.randrange(len(hand))))
        rng.shuffle(pool)
        for f, card in zip(givers, pool):
            game.state.factions[f].hand.append(card)
            game.event("law_card_dealt", faction=f, to=[f], card=card, held_by=f)
        yield from ()

    def _enact_publico_auxilio(self, game, target):
        """TC.2.3.VIII: every player draws two cards and discards one of them."""
        for player in game.state.turn_order:
            drawn = [c for c in cards.draw(game, player, 2) if c in game.state.factions[player].hand]
            if drawn:
                chosen = yield from cards.choose_from_hand(game, player, "twelve_colonies.auxilio",
                                                           "Discard which of the two cards drawn?",
                                                           cards.card_options(game, drawn))
                cards.discard_from_hand(game, player, chosen.data["card"], reason="publico_auxilio")

    def _enact_status_aequalis(self, game, target):
        """TC.2.3.XV: the player with the fewest VP gains two, the one with the most loses two, both as the scores
        stood when the Law passed (the gain does not make its player the one who loses); a tie is the Colonies' to
        decide (TC.2.6)."""
        swing = self.board.data["law_vp_swing"]
        scores = {f: game.state.factions[f].score for f in game.state.turn_order}
        for sign, pick in ((1, min), (-1, max)):
            best = pick(scores.values())
            tied = [f for f, s in scores.items() if s == best]
            who = tied[0]
            if len(tied) > 1:
                chosen = yield Decision(self.id, "twelve_colonies.status_aequalis",
                                        f"Who {'gains' if sign > 0 else 'loses'} {swing} VP (Status Aequalis)?",
                                        faction_options(tied))
                who = chosen.data["faction"]
            scoring.score(game, who, sign * swing, "status_aequalis")

    def _enact_valorem_historiae(self, game, target):
        """TC.2.3.XVI / TC.2.4.III: the elected slot is emptied (its building removed, or its ruin and items, the
        items going to the supply) and the Historical Site, a building no one may remove, takes it. A ruin that
        lasts (a Winged Menace cave, WM.2.4) loses its items but stays in its slot: no Historical Site then; nor where
        the Colonies may place nothing (a sealed clearing, Law D.6.2; the Keep's clearing, 6.2.2)."""
        parts = target.split(":")
        c = int(parts[0])
        cl = game.state.clearings[c]
        if parts[1] == "ruin":
            for item in game.state.ruin_items.pop(c, []):
                game.state.item_supply[item] = game.state.item_supply.get(item, 0) + 1
            left = cl.ruins - 1
            pieces.ruins_after_taking(game, c, left)  # honours ruins that last (the core's make_ruins_last)
            if cl.ruins > left:  # the ruin still holds the elected slot
                game.event("historical_site_blocked", faction=self.id, clearing=c)
                return
        else:
            removal = pieces.remove(game, parts[1], parts[2], c, 1, None, "law")
            yield from pieces.resolve_removals(game, [removal])
        if not pieces.placement_allowed(game, self.id, "historical_site", c):
            # Where no piece of the Colonies may be placed (a sealed clearing, D.6.2; the Keep's, 6.2.2), the slot is
            # emptied and no site placed: a CANNOT is absolute (Law 1.1.2).
            game.event("historical_site_blocked", faction=self.id, clearing=c)
            return
        game.state.factions[self.id].supply["historical_site"] -= 1
        pieces.put(cl, self.id, "historical_site", "building", 1)
        cl.changed()
        game.event("historical_site", faction=self.id, clearing=c)

    # -- Laws in force, through the core's hooks ------------------------------------------------------------------

    @hookimpl
    def rootcore_battle_cost(self, game, attacker, clearing, defender):
        """TC.2.3 I, V, IX: no battle may be started in a clearing of the Pax Law's suit."""
        suit = PAX.get(game.state.factions[self.id].data["law"])
        if suit is not None and is_suit(game, clearing, suit):
            return False
        return None

    @hookimpl
    def rootcore_move_instead_of_battle(self, game, attacker, clearing):
        """TC.2.3 I, V, IX: where a player would battle in a clearing of the Pax Law's suit, it may move out of that
        clearing instead (`battle.take_battle` offers it; the move is the player's own, `Faction.take_move`)."""
        suit = PAX.get(game.state.factions[self.id].data["law"])
        return True if suit is not None and is_suit(game, clearing, suit) else None

    @hookimpl
    def rootcore_can_craft(self, game, faction, card):
        """TC.2.3.X Artifex Contentio: no item and no improvement (a persistent effect) is crafted; those crafted
        before still work (they are in play, not crafted again)."""
        if game.state.factions[self.id].data["law"] == "artifex_contentio" \
                and game.cards[card].kind in ("item", "persistent"):
            return False
        return None

    @hookimpl
    def rootcore_battle_effects(self, game, battle, side):
        """TC.2.3.II Feris Ratio: the elected player deals an extra hit when attacking."""
        data = game.state.factions[self.id].data
        if data["law"] == "feris_ratio" and side == "attacker" and battle.attacker == data["elected"]:
            battle.extra_hits["attacker"] += 1
        return None

    @hookimpl
    def rootcore_high_roll(self, game, battle):
        """TC.2.3.XI Defensio Optimum: the defender takes the higher roll."""
        return "defender" if game.state.factions[self.id].data["law"] == "defensio_optimum" else None

    @hookimpl
    def rootcore_can_ambush(self, game, battle):
        """TC.2.3.XII Insidae Tutela: no ambush card against another player."""
        if game.state.factions[self.id].data["law"] == "insidae_tutela":
            return False
        return None

    @hookimpl
    def rootcore_move_ignores_rule(self, game, faction):
        """TC.2.3.XIII Arcitectus Corvidae: every player ignores rule when moving."""
        if game.state.factions[self.id].data["law"] == "arcitectus_corvidae":
            return True
        return None

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        """TC.2.3.III Militaris Subsidium: at the start of the elected player's Birdsong, up to three warriors in a
        clearing where it has pieces."""
        data = game.state.factions[self.id].data
        if data["law"] != "militaris_subsidium" or phase != "birdsong" or faction != data["elected"]:
            return None
        return self._militaris(game, faction) if self._militaris_spots(game, faction) else None

    def _militaris_spots(self, game, faction: str) -> list[int]:
        if "warrior" not in game.factions[faction].board.pieces or not pieces.available(game, faction, "warrior"):
            return []
        return [c for c in game.board.clearing_ids if game.state.clearings[c].has_any(faction)
                and pieces.can_place(game, faction, "warrior", c)]

    def _militaris(self, game, faction: str):
        # Asked again as it resolves: another effect at the start of the Birdsong, resolved first (Law 1.1.3), may
        # have placed the last warriors of the supply.
        spots = self._militaris_spots(game, faction)
        if not spots:
            return
        c = yield from ask_clearing(faction, "twelve_colonies.militaris", "Militaris Subsidium: place warriors in "
                                    "which clearing?", spots, optional=True, decline="Place none")
        if c is None:
            return
        most = min(self.board.data["militaris_warriors"], pieces.available(game, faction, "warrior"))
        n = (yield Decision(faction, "twelve_colonies.militaris.count", "How many warriors?",
                            count_options(most))).data["count"]
        yield from self.place_for(game, faction, c, n)

    @hookimpl
    def rootcore_daylight_options(self, game, faction):
        """TC.2.3.VI Amplius Actum: a player who chose it takes one extra move or battle in its Daylight."""
        data = game.state.factions[self.id].data
        if data["law"] != "amplius_actum" or faction not in data["amplius"] \
                or data["amplius_used"].get(faction) == game.state.turn:
            return None
        component = game.factions[faction]
        if not (component.can_take_move(game) or battle.can_battle(game, faction)):
            return None
        return [(self.shared_option("twelve_colonies.amplius_action", "Amplius Actum: an extra move or battle"),
                 self._amplius_action)]

    def _amplius_action(self, game, faction, option):
        data = game.state.factions[self.id].data
        data["amplius_used"][faction] = game.state.turn
        component = game.factions[faction]
        options = ([_MOVE] if component.can_take_move(game) else []) + \
                  ([_BATTLE] if battle.can_battle(game, faction) else [])
        chosen = yield Decision(faction, "twelve_colonies.amplius_action", "Extra move or battle?", options)
        if chosen.id == _MOVE.id:
            yield from component.take_move(game, "twelve_colonies.amplius_move", optional=False)
        else:
            yield from component.take_battle(game, "twelve_colonies.amplius_battle", optional=False)

    def place_for(self, game, player: str, c: int, n: int):
        """`n` warriors of `player` placed in `c` by a Law (the Colonies choose snakes or turtles)."""
        if player == self.id:
            yield from self.place_warriors(game, c, n)
        else:
            pieces.place(game, player, "warrior", c, n)


def _exitus_ends(game, owner: str, clearing: int) -> list[int]:
    """Where `owner`'s pieces may go out of `clearing` under Omnius Exitus: the clearings its moves may reach from
    there (`adjacent` with `moving`: never a sealed clearing, nor a path whose toll it cannot pay, TC.2.2.III), rule
    ignored (TC.2.3.IV: the Law lifts nothing else)."""
    return list(adjacent(game, clearing, owner, moving=True))


def _exitus_warriors(game, owner: str, clearing: int):
    """TC.2.3.IV: `owner` moves the warriors it may move out of `clearing` to one clearing next to it, or declines
    and leaves them to be removed. Turtles stay (TC.2.2.II: `movable_warriors` leaves them) and are removed."""
    n = pieces.movable_warriors(game, owner, clearing)
    ends = _exitus_ends(game, owner, clearing)
    if n and ends:
        dest = yield from ask_clearing(owner, "twelve_colonies.exitus", f"Move your warriors out of clearing "
                                       f"{clearing} to which clearing (Omnius Exitus)?", ends, optional=True,
                                       decline="Remove them")
        if dest is not None:
            move.move(game, owner, clearing, dest, n)
            yield from move.after_move(game, owner, clearing, dest, {"warrior": n})


def _exitus_pawns(game, owner: str, clearing: int):
    """TC.2.3.IV: `owner`'s pawns in `clearing` that its faction lets go elsewhere (`Faction.relocate_piece`: the
    Vagabond's, Law 9.2.2, which nothing removes; a hireling's, `PawnHireling`) move out, each to a clearing next to
    it of `owner`'s choice (a hireling's controller answers for it, Law E.3.7). It is a move ordered by the Law, not
    the Vagabond's Move action: no boot is exhausted (9.5.1 prices that action). Pawns told apart
    (`Faction.relocatable_pawns`: the Order of the Forest's, which a removal sends to its Altar, OF.2.4) are the
    owner's to move or leave, one at a time: "move and/or remove". A pawn its faction keeps in place stays, and is
    removed or left by what follows."""
    component = game.factions[owner]
    names = component.relocatable_pawns(game, clearing)
    told_apart = any(":" in name for name in names)
    ends = _exitus_ends(game, owner, clearing)
    while names:
        ends_of = {name: [d for d in ends if component.can_relocate_piece(game, name, clearing, d)]
                   for name in dict.fromkeys(names)}
        ends_of = {name: where for name, where in ends_of.items() if where}
        if not ends_of:
            return
        name = next(iter(ends_of))
        if told_apart:
            chosen = yield Decision(owner, "twelve_colonies.exitus.which_pawn", f"Move which pawn out of clearing "
                                    f"{clearing} (Omnius Exitus)? Those left are removed",
                                    [Option(f"piece:{n}", pieces.piece_name(n), {"piece": n}) for n in ends_of]
                                    + [_LEAVE_PAWNS])
            if chosen.id == _LEAVE_PAWNS.id:
                return
            name = chosen.data["piece"]
        dest = yield from ask_clearing(owner, "twelve_colonies.exitus.pawn", f"Move your {pieces.piece_name(name)} "
                                       f"out of clearing {clearing} to which clearing (Omnius Exitus)?", ends_of[name])
        component.relocate_piece(game, name, clearing, dest)
        names.remove(name)
        yield from move.after_move(game, owner, clearing, dest, {pieces.piece_kind(name): 1})
