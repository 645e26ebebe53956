"""The Arbiter (Law Appendix D.5): a Vagabond character whose special action, Protector, is no Daylight action:
before the dice of any battle in his clearing, the defender may enlist him, and his undamaged swords then raise the
defender's maximum rolled hits while he scores a point. Card data (its starting items too, D.5.1):
`[data.characters.arbiter]` of the Vagabond board (content/factions/vagabond.toml)."""
from __future__ import annotations

from rootcore import Decision, Option, hookimpl
from rootcore.rules import scoring
from rootcore.rules.scoring import WINNING_SCORE
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
    offer = {"arbiter": vagabond.id, "swords": swords, "clearing": battle.clearing}  # what a bot weighs
    answer = yield Decision(
        battle.defender, "arbiter.enlist",
        f"{battle.attacker} attacks you in clearing {battle.clearing}: enlist the Arbiter ({vagabond.id})? He scores "
        f"{PROTECTOR_VP} VP and adds his {swords} undamaged sword(s) to your maximum rolled hits.",
        [Option("yes", "Enlist the Arbiter", offer), Option("no", "Don't enlist", offer)])
    if answer.id != "yes":
        return
    battle.added_max_hits["defender"] += swords
    game.event("protector", faction=vagabond.id, defender=battle.defender, clearing=battle.clearing, swords=swords)
    scoring.score(game, vagabond.id, PROTECTOR_VP, "protector")


def advise_enlist(bot, game, decision) -> str:
    """How a heuristic bot defending answers (`Registry.add_bot_advice`): it enlists him when his swords add hits
    its own warriors cannot roll (a side rolls at most one hit per warrior, 4.3.2.II, and a die shows at most
    three: with three warriors his swords add nothing) and the point he scores does not win him the game (3.1)."""
    offer = decision.options[0].data
    own = game.state.clearings[offer["clearing"]].warriors.get(bot.faction, 0)
    wins = game.state.factions[offer["arbiter"]].score + PROTECTOR_VP >= WINNING_SCORE
    return "yes" if offer["swords"] and own < 3 and not wins else "no"


def create(spec, data):
    return Character.from_data(spec, data, before_roll=before_roll)


@hookimpl
def rootcore_register(registry):
    registry.add_character(CHARACTER, create)
    registry.add_bot_advice("arbiter.enlist", advise_enlist)
