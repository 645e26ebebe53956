"""The Grouch: a Vagabond character of the Outsiders fan expansion (fan content, not Leder Games'; section G of the
rules texts' 002, cited here as "Outsiders G.x", while "G.1.8" alone is the Law's glossary). He starts with a bag,
coins, a torch and a crossbow (Outsiders G.2); his special action, Scram!, exhausts a torch to move, if possible,
half (rounded up) of each enemy's warriors out of his clearing, as if he were those players (Outsiders G.3). The
plugin is marked fan content (`fan` in plugin.toml), belongs to the `outsiders` fan expansion, and is offered at
setup only in games that enable it (`expansions = ["outsiders"]`, `enable = ["grouch"]`) or name it (option
`vagabond_character = "grouch"`). A heuristic Vagabond bot playing him follows the advice of `bot.py`: when Scram! is
worth his torch, whose warriors go first and where.

The card is this plugin's own data (`CARD`): a fan plugin cannot add it to the Vagabond's board. A
`[data.characters.grouch]` table on that board, if someone writes one, wins (`create`).

Readings (G.3 is one sentence; no errata or clarification was found: docs/plugins.md, "Fan content"):
* "As if you were those players" reads as Law 1.5.5 (force), as False Orders does: each group's move is its owner's
  move, so it needs a clearing adjacent for the owner (their adjacency rules: the Riverfolk's rivers, Tunnels, a
  snare keeping them in, 13.7.2) that the owner rules at one end (4.2.1; the Vagabond's Nimble, 9.2.3, is his own
  and does not lend itself), and it triggers what that player's move triggers (Outrage is theirs to pay, 8.2.6;
  the Ferry's card is theirs, C.2.5). The Grouch chooses each destination and the order of the enemies. Unlike
  False Orders, whose card says rule is ignored, G.3 says nothing of rule, so rule applies. A move is no placement:
  the Keep (6.2.2) does not stop one into its clearing.
* One move per enemy (a move goes to one adjacent clearing, 4.2): its warriors go together. Their number is half,
  rounded up, of that enemy's warriors in his clearing when he takes the action, fewer only when fewer may leave
  (the Hundreds' warlord outside their turn, 14.2.2; warriors the Popular Band's lock keeps there).
* "Each enemy" is each enemy player (G.1.8): Allied factions too (still enemies, 9.2.9.II), not his coalition
  partner (9.2.8), and no hireling: hirelings take no move but their own (E.3.4, which names False Orders, the
  model of this action), and they are not players.
* "If possible": an enemy with no legal move is skipped; the action is offered only when some enemy can move
  (an action with nothing to do is not offered, as elsewhere in rootcore). The Grouch orders the moves, and one
  move may open a way for another enemy (it changes who rules his clearing, 4.2.1): that enemy then moves too.
* The moves are one action (1.4.2): what they trigger (Outrage) waits until every group has moved.
* Moving them is no removal and no move of his: it changes no relationship (9.2.9.III is about removing) and costs
  no extra boot (9.2.9.III.b is about his own moves).
"""
from __future__ import annotations

from rootcore import Decision, clearing_options, faction_options, hookimpl
from rootcore.rules import battle, move
from rootcore.rules.pieces import movable_warriors
from rootcore_plugins.vagabond import Character

CHARACTER = "grouch"

# The card (Outsiders G.2 for the items, G.3 for the action and the torch it exhausts).
CARD = {
    "name": "The Grouch",
    "starting_items": ["bag", "coins", "torch", "crossbow"],
    "special_action": "scram",
    "action_item": "torch",
    "summary": "Scram! (fan content): exhaust a torch to move half (rounded up) of each enemy's warriors out of your "
               "clearing, one move each, as if you were that player.",
}


def enemies_here(game, vagabond) -> list[str]:
    """The enemy players with warriors in the Vagabond's clearing (none in a forest), whom Scram moves: not a
    hireling, which takes no move but its own (E.3.4), nor his coalition partner, no enemy (9.2.8, G.1.8)."""
    here = vagabond.clearing(game)
    if here is None:
        return []
    hirelings = game.definition.hirelings
    return [owner for owner, n in sorted(game.state.clearings[here].warriors.items())
            if n and owner not in hirelings and battle.is_enemy(game, vagabond.id, owner)]


def scram_targets(game, vagabond) -> dict[str, tuple[int, ...]]:
    """Each enemy (`enemies_here`) that can move warriors out of the Vagabond's clearing now -> where that move may
    go (`move.destinations`: their adjacency and rule, Law 4.2.1): none when all there are kept (14.2.2, a lock)."""
    here = vagabond.clearing(game)
    found = {}
    for owner in enemies_here(game, vagabond):
        if movable_warriors(game, owner, here):
            ends = move.destinations(game, owner, here)
            if ends:
                found[owner] = tuple(ends)
    return found


def can_scram(game, vagabond) -> bool:
    """G.3: some enemy's warriors can leave his clearing."""
    return bool(scram_targets(game, vagabond))


def scram(game, vagabond):
    """G.3 Scram! (the torch is already exhausted): the moves, as one action (1.4.2)."""
    yield from move.one_action(game, _scram_moves(game, vagabond))


def _scram_moves(game, vagabond):
    """Half of each enemy's warriors there, rounded up, counted before any of them moves; the Grouch picks who goes
    next and where. An enemy moves once it can: a move before it may change who rules his clearing, and so open a
    way out (or close one). Whoever cannot move when no one else can is skipped ("if possible")."""
    here = vagabond.clearing(game)
    warriors = game.state.clearings[here].warriors
    halves = {owner: (warriors[owner] + 1) // 2 for owner in enemies_here(game, vagabond)}
    while True:
        targets = {owner: ends for owner, ends in scram_targets(game, vagabond).items() if owner in halves}
        if not targets:
            return
        chosen = yield Decision(vagabond.id, "grouch.scram.enemy", "Scram! Whose warriors move next?",
                                faction_options(sorted(targets)))  # one enemy left: answered without asking
        owner = chosen.data["faction"]
        count = min(halves.pop(owner), movable_warriors(game, owner, here))
        chosen = yield Decision(vagabond.id, "grouch.scram.destination", f"Scram! Move {count} {owner} warrior(s) "
                                f"from {here} to which clearing?", clearing_options(targets[owner]),
                                about={"faction": owner, "clearing": here})
        dest = chosen.data["clearing"]
        game.event("scram", faction=vagabond.id, other=owner, origin=here, destination=dest, count=count)
        yield from move.move_warriors(game, owner, here, dest, count)  # their move (1.5.5), their triggers


def create(spec, data):
    """The card from the Vagabond board's `[data.characters.grouch]` if it has one, else the plugin's own."""
    return Character.from_data(spec, data or CARD, act=scram, can_act=can_scram)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
    registry.add_bot_advice_table(CHARACTER, {
        "special": "rootcore_plugins.grouch.bot:advise_special",  # asked by the Vagabond's bot (its special action)
        "scram.enemy": "rootcore_plugins.grouch.bot:advise_enemy",
        "scram.destination": "rootcore_plugins.grouch.bot:advise_destination"})
