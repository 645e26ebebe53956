"""The Scoundrel (Law Appendix D.6): a Vagabond character whose special action, Scorched Earth, leaves his torch in
his clearing, removes every enemy piece there, and closes that clearing for good: no piece may be placed in it or
moved into it, by anyone, him included (he may stay; once gone he cannot come back). Card data (its starting items
too, D.6.1): `[data.characters.scoundrel]` of the Vagabond board (content/factions/vagabond.toml).

The closed clearing is the core's sealed clearing (`rootcore.rules.adjacency.seal`, `GameState.sealed`), which
every placement (`rootcore.rules.pieces.placement_allowed`) and every move (`adjacency.adjacent` for a move,
`adjacency.enterable` for a move by no link) checks: games without a Scorched Earth pay a test of an empty dict.

Readings (the card is short):
* "Placed" is every placement, whoever's and whatever puts it there (recruits, builds, cards, hirelings, a faction's
  own effects); "moved into" is every move, along a path, a river, a tunnel or no link at all (the Harrier's Glide,
  a slip, False Orders, hirelings' moves). A swap ignores move and place restrictions (G.1.31): left as it is.
* Enemy pieces are those of G.1.9: not his coalition partner's (9.2.8) nor a hireling's that he or his partner
  controls (G.1.8, E.3.2); a warlord no effect removes stays (14.2.2). The card removes "all enemy pieces" from a
  clearing, so another Vagabond there damages three items instead and his pawn stays (9.2.2.I, G.1.34), as for a
  Favor card; he may leave and not come back.
* Scoring is that of any removal by him: a point per enemy building or token (3.2.1); removing a warrior of a
  non-Hostile faction makes it Hostile (9.2.9.III); no Infamy, as it is no battle (9.2.9.III.a).
* The torch leaves his items for good: it lies in the clearing as the seal's marker, and is counted with the items
  out of play (`removed_items`). It is no enemy piece, so nothing that removes enemy pieces takes it away.
* A second Scorched Earth seals a second clearing; the first stays sealed. It needs a clearing not yet sealed (a
  second torch there would change nothing the first did not; he keeps it).
"""
from __future__ import annotations

from rootcore import hookimpl
from rootcore.rules import battle, scoring
from rootcore.rules.adjacency import seal
from rootcore.rules.pieces import resolve_removals
from rootcore_plugins.vagabond import Character

CHARACTER = "scoundrel"


def can_scorch(game, vagabond) -> bool:
    """D.6.2 needs a clearing of his own (not a forest) not already sealed."""
    clearing = vagabond.clearing(game)
    return clearing is not None and clearing not in game.state.sealed


def scorched_earth(game, vagabond):
    """D.6.2 Scorched Earth: a torch is already exhausted (`Character.action_item`). It goes from his items into
    the clearing, which is sealed before any piece is removed (nothing a removal triggers may place a piece there),
    then every enemy piece there is removed at once, its triggered effects resolved after (1.1.3)."""
    clearing = vagabond.clearing(game)
    torch = vagabond.character(game).action_item
    items = vagabond.items(game)
    items.remove(next(i for i in items if i["item"] == torch and i["exhausted"] and not i["damaged"]))
    removed = game.state.removed_items
    removed[torch] = removed.get(torch, 0) + 1
    game.event("item_removed", faction=vagabond.id, item=torch, reason="scorched_earth")
    seal(game, clearing, torch)
    with scoring.simultaneous(game):
        removals = yield from battle.remove_enemy_pieces(game, vagabond.id, clearing, "scorched_earth")
    yield from resolve_removals(game, removals)


def create(spec, data):
    return Character.from_data(spec, data, act=scorched_earth, can_act=can_scorch)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
