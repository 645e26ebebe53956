"""The Vault Keepers / Badger Bodyguards hireling (content/hirelings/vault_keepers.toml; Law Appendix E). The card's
sides as rootcore reads them (the file's notes say where the reading is ours):

- promoted, the Vault Keepers: two warriors and a vault (a building) set up in a clearing with an open slot (A.6.3),
  and set up again so when a player hires them with none of their pieces on the map (E.2.1). Once in the
  controller's Daylight (E.2.4): a vault is placed in a clearing with a vault or next to one, or, where none can
  take it, a warrior and a vault in any clearing with an open slot; then the Keepers either battle in each clearing
  with a vault, or place a warrior at each vault;
- demoted, the Badger Bodyguards: their controller ignores the first hit they take in each battle (an ability,
  E.2.2, through `rootcore_battle_ignores_first_hit`).

State: the core's (`game.state.factions["vault_keepers"]`: supply, side, controller, control markers).
"""
from __future__ import annotations

from rootcore import Decision, Hireling, ask_clearing, bots, fixed_option, hookimpl
from rootcore.rules import battle, pieces
from rootcore.rules.adjacency import at_or_adjacent

CONTENT = "rootcore_content:hirelings/vault_keepers.toml"
ID = "vault_keepers"
BATTLE = fixed_option("battle", "Battle in each clearing with a vault")
GUARD = fixed_option("guard", "Place a warrior at each vault")


class VaultKeepers(Hireling):
    pieces_named = {"warrior": "warrior", "vault": "building"}  # its rules place these (checked when the card is built)
    # -- the Vault Keepers (promoted) -------------------------------------------------------------------------------

    def setup_promoted(self, game, player):
        return self._settle(game, "vault_keepers.setup")

    def hired_promoted(self, game, player):
        return None if self._on_map(game) else self._settle(game, "vault_keepers.hired")

    def daylight_available(self, game, player) -> bool:
        return self.promoted(game) and bool(self._building_sites(game) or self._battles(game)
                                            or self._guard_posts(game))

    def daylight_promoted(self, game, player):
        near = self._vault_sites(game)
        if near:
            clearing = yield from ask_clearing(self.id, "vault_keepers.vault", "Place a vault in which clearing?", near)
            pieces.place(game, self.id, "vault", clearing)
        else:
            yield from self._settle(game, "vault_keepers.resettle", warriors=1)
        options = [option for option, can in ((BATTLE, self._battles(game)), (GUARD, self._guard_posts(game))) if can]
        if not options:
            return
        chosen = options[0] if len(options) == 1 else (
            yield Decision(self.id, "vault_keepers.then", "Then battle or place warriors?", options))
        if chosen.id == BATTLE.id:
            yield from self._battle_each(game)
        else:
            yield from self._guard(game)

    def _vaults(self, game) -> list[int]:
        """Clearings with a vault, one entry per vault."""
        return [c for c, cl in game.state.clearings.items() for _ in range(cl.count(self.id, "vault"))]

    def _on_map(self, game) -> bool:
        return any(cl.has_any(self.id) for cl in game.state.clearings.values())

    def _vault_sites(self, game) -> list[int]:
        """Clearings with a vault or next to one where a vault may be placed."""
        return [c for c in at_or_adjacent(game, self._vaults(game)) if pieces.can_place(game, self.id, "vault", c)]

    def _building_sites(self, game) -> list[int]:
        """Clearings where a vault may be placed."""
        return [c for c in game.board.clearing_ids if pieces.can_place(game, self.id, "vault", c)]

    def _settle(self, game, kind: str, warriors: int = 2):
        """Place `warriors` warriors (as many as the supply has) and a vault in one clearing where the vault may go;
        nothing when no vault is left or no clearing can take one."""
        where = self._building_sites(game)
        if not where:
            return
        clearing = yield from ask_clearing(self.id, kind, "Place the Keepers in which clearing?", where)
        pieces.place(game, self.id, "vault", clearing)
        pieces.place(game, self.id, "warrior", clearing, warriors)  # as many as the supply has (1.5.4)

    def _battles(self, game) -> list[int]:
        return battle.battle_clearings(game, self.id, set(self._vaults(game)))

    def _battle_each(self, game):
        """A battle of the Keepers alone (E.3.4) in each clearing with a vault where they can battle, in the order
        the controller chooses; a clearing where the Keepers can no longer battle is passed over."""
        left = set(self._vaults(game))
        while True:
            where = battle.battle_clearings(game, self.id, left)
            if not where:
                return
            fought = yield from battle.take_battle(game, self.id, allowed=where, kind="vault_keepers.battle")
            left.discard(fought.clearing)

    def _guard_posts(self, game) -> list[int]:
        """One entry per vault where a warrior may be placed."""
        if not pieces.available(game, self.id, "warrior"):
            return []
        return [c for c in self._vaults(game) if pieces.can_place(game, self.id, "warrior", c)]

    def _guard(self, game):
        """A warrior at each vault: at all of them when the supply has enough, else at the vaults the controller
        chooses, one at a time."""
        posts = self._guard_posts(game)
        if len(posts) <= pieces.available(game, self.id, "warrior"):
            for clearing in posts:
                pieces.place(game, self.id, "warrior", clearing)
            return
        while posts:
            clearing = yield from ask_clearing(self.id, "vault_keepers.guard", "Place a warrior at the vault in which "
                                               "clearing?", sorted(set(posts)))
            pieces.place(game, self.id, "warrior", clearing)
            posts.remove(clearing)
            posts = posts if pieces.available(game, self.id, "warrior") else []

    # -- the Badger Bodyguards (demoted) ----------------------------------------------------------------------------

    @hookimpl
    def rootcore_battle_ignores_first_hit(self, game, battle, side):
        """The Bodyguards' controller ignores the first hit it takes in each battle it fights (not on top of another
        such ability, Law 14.7.7)."""
        if self.promoted(game) or battle.faction(side) != self.controller(game):
            return None
        return True


def advise_then(bot, game, decision):
    """How a heuristic bot follows the vault: battle while the Keepers can battle a rival, else guard the vaults."""
    return BATTLE.id if bots.can_fight_rival(game, ID, bot.faction) else GUARD.id


@hookimpl
def rootcore_register(registry):
    registry.add_hireling(ID, VaultKeepers, CONTENT)
    registry.add_bot_advice_table(ID, {
        **bots.HIRELING_BATTLE_ADVICE, "setup": bots.advise_rival_clearing, "hired": bots.advise_rival_clearing,
        "resettle": bots.advise_rival_clearing, "vault": bots.advise_rival_clearing, "then": advise_then,
        "guard": bots.advise_guard_clearing})
