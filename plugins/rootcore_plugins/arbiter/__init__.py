"""The Arbiter (Law Appendix D.5): a Vagabond character whose special action, Protector, is no Daylight action:
before the dice of any battle in his clearing, the defender may enlist him, and his undamaged swords then raise
the defender's maximum rolled hits while he scores a point. Card data: `[data.characters.arbiter]` of the
Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import ask_yes_no, hookimpl
from rootcore.rules import scoring
from rootcore_plugins.vagabond import Character

CHARACTER = "arbiter"
PROTECTOR_VP = 1  # Law D.5.2
SWORD = "sword"   # the item whose undamaged copies he adds (content-facts, Appendix D)


def before_roll(game, vagabond, battle):
    """Asked in every battle in his clearing (the Vagabond's `rootcore_battle_before_roll` checks the pawn) after
    any ambush (4.3.1) and before the dice (4.3.2). D.5.2: the defender may enlist him only when he is neither
    side: he cannot enlist himself (as defender) nor be enlisted against himself (as attacker)."""
    return None if vagabond.id in (battle.attacker, battle.defender) else protector(game, vagabond, battle)


def protector(game, vagabond, battle):
    """D.5.2 Protector: the defender chooses; the Arbiter exhausts nothing and has no say. His swords count
    whether face up or exhausted, only undamaged ones (as for his own maximum, 9.2.6); with none the enlistment
    still scores. He fights for nobody: the defender stays defenseless without warriors (4.3.3.II)."""
    swords = vagabond.undamaged(game, SWORD)
    enlist = yield from ask_yes_no(
        battle.defender, "arbiter.enlist",
        f"{battle.attacker} attacks you in clearing {battle.clearing}: enlist the Arbiter ({vagabond.id})? He scores "
        f"{PROTECTOR_VP} VP and adds his {swords} undamaged sword(s) to your maximum rolled hits.",
        yes="Enlist the Arbiter", no="Don't enlist")
    if not enlist:
        return
    battle.added_max_hits["defender"] += swords
    game.event("protector", faction=vagabond.id, defender=battle.defender, clearing=battle.clearing, swords=swords)
    scoring.score(game, vagabond.id, PROTECTOR_VP, "protector")


def create(spec, data):
    return Character.from_data(spec, data, before_roll=before_roll)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
