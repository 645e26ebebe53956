"""The Vagrant (Law Appendix D.4): a Vagabond character whose special action, Instigate, starts a battle in his
clearing between two other players; he removes the pieces hit on both sides and scores for them. Card data (its
starting items too, D.4.1): `[data.characters.vagrant]` of the Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import Decision, Option, hookimpl
from rootcore.rules import battle
from rootcore.rules.pieces import BORROWED
from rootcore_plugins.vagabond import Character

CHARACTER = "vagrant"


def instigate_pairs(game, vagabond, first_only: bool = False) -> list[tuple[str, str]]:
    """(attacker, defender) pairs the Vagrant may set fighting in his clearing (D.4.2): two other players, the
    attacker with warriors or a pawn there (or lent warriors, 11.2.7.III) and the defender an enemy of the
    attacker with any piece there (4.3), as any battle needs. The Vagrant is never a side: the Law names him
    apart from the two ("they each" remove, "you" choose and remove for them) and scores him for pieces of
    "either" of them; a battle he fights himself is his Battle action (9.5.2). Only the first pair when
    `first_only` (a menu)."""
    clearing = vagabond.clearing(game)
    if clearing is None:
        return []
    found = []
    for attacker in vagabond.others_here(game, clearing):
        if not battle.has_fighters(game, attacker, clearing) and BORROWED not in game.definition.hooks_in_use:
            continue
        for defender in battle.defenders(game, attacker, clearing):
            if defender != vagabond.id:
                found.append((attacker, defender))
                if first_only:
                    return found
    return found


def can_instigate(game, vagabond) -> bool:
    """Whether `instigate_pairs` is not empty, stopping at the first pair found."""
    return bool(instigate_pairs(game, vagabond, True))


def instigate(game, vagabond):
    """D.4.2 Instigate: the torch is already exhausted; the Vagrant picks the attacker and the defender, and the
    battle is fought between them with him as its remover (`rootcore.rules.battle.Battle.remover`): he chooses
    which of each side's pieces the hits remove (warriors first, 4.3.4), and the removals are his, so he scores
    for the buildings and tokens (3.2.1), makes factions whose warriors he removes Hostile and scores Infamy for
    Hostile pieces (9.2.9.III), and owes Outrage for sympathy he removes (8.2.6)."""
    clearing = vagabond.clearing(game)
    chosen = yield Decision(vagabond.id, "vagrant.instigate", f"Instigate a battle in clearing {clearing}: who "
                            "attacks whom?", [Option(f"battle:{a}:{d}", f"{a} attacks {d}",
                                                     {"attacker": a, "defender": d})
                                              for a, d in instigate_pairs(game, vagabond)])
    attacker, defender = chosen.data["attacker"], chosen.data["defender"]
    game.event("instigate", faction=vagabond.id, attacker=attacker, defender=defender, clearing=clearing)
    return (yield from battle.fight(game, attacker, clearing, defender, remover=vagabond.id))


def create(spec, data):
    return Character.from_data(spec, data, act=instigate, can_act=can_instigate)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
