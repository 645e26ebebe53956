"""The `legacy_edition` ruleset: the earlier edition of the Law (rules text 000), whose differences from the
current Law (001) are errata; docs/rulesets.md lists them all, row by row.

Select it with `ruleset = "legacy_edition"` in a game config. It is a `rootcore.Ruleset`: its `settings` are read by
the rules they change (`rootcore.rules_setting`), each defaulting to the current Law:

* `reshuffle_on_draw` (Law 2.1.2 of 000): the discard pile forms a new deck only when a card must be drawn from the
  empty deck, not as soon as it runs out (read by `rootcore.rules.cards.reshuffle_if_empty`).
* `marquise_bird_actions_after_three` (6.5 of 000): bird cards buy extra actions only once the three actions
  are taken (read by the Marquise).
* `marquise_march_moves_required` (6.5.2 of 000): a March is two moves; the second is made whenever one is possible
  (read by the Marquise).
* `vagabond_full_removal_damage` = 0 (000 has no 9.2.2.I): removing all enemy pieces from the Vagabond's clearing
  damages none of his items (read by the Vagabond).
* `vagabond_ally_moves_own_rule` (9.2.9.II.b of 000): Allied warriors go with him only in Daylight, and only
  where their own faction could move them (it rules the origin or the destination; the Vagabond's Nimble does not
  carry them), read by the Vagabond.
* `coalition_partner_in_coalition` (9.2.8 of 000): the partner need not be outside every coalition, so two
  Vagabonds may join the same player (read by the Vagabond).
* `vagabond_dominance_activation` (9.2.8 of 000): the Vagabond may also activate a dominance card for the usual
  victory condition of 3.3.1 (read by the Vagabond).
* `battle_any_player` (4.3 and 9.5.6 of 000): the defender of a battle, and the piece the Vagabond strikes, may be
  any other player's, a coalition partner's too (read by `rootcore.rules.battle.any_player_defends`).
* `mercenary_hits_split_pieces` (11.2.7.III.a of 000): a buyer of Riverfolk mercenaries splits the hits it takes
  evenly between all its own pieces there and the mercenaries, taking the odd ones (read by the core's battle).
* `lords_of_the_forest_without_a_piece` (7.2.2 of 000): the Eyrie rule every clearing where they tie for the most,
  even at zero in a clearing holding only other players' tokens or pawns, though not an empty one (read by the
  Eyrie's tie-break; the core offers every player as tied at zero there, `rules.rule.count_rule`).
* `ambush_ends_without_warriors` (4.3.1 of 000): after an ambush the battle ends when no attacking warriors are left,
  so a Vagabond attacking alone (his pawn is no warrior) fights no further (read by the core's battle).
* `battle_effects_by_turn_player` (1.1.3 of 000, which has no 4.3.4 rule on it): the player taking the turn, not the
  side taking the hits, orders the effects that pieces removed in battle trigger (read by the core's battle,
  `rules.battle.orders_effects`, and the Alliance's base and Outrage).

Readings of the earlier text (where it is silent or loose):

* 2.1.2: "prompted to draw" is any draw from the deck (a faction's draws, the Alliance's supporter drawn from the
  deck); anything that only looks at the deck (its count) sees it empty until then, and the Tinker's Day Labor may
  take any card waiting in the pile.

* 6.5: "after taking three actions" is read as: no action of the three left (a bird spent then buys one, and once
  that one is taken another bird may be spent); the board's `actions_per_turn` stands for "three".
* 6.5.2: "take two moves" is read with the rule of the most possible (000 2.5): the second move is made when a legal
  one exists, and the March ends with one move when none does.
* 9.2.9.II.b: "during Daylight" is the Daylight phase (his Birdsong Slip and moves granted in Evening take no Allied
  warriors); "the normal movement rules of their faction" are Law 4.2.1 for that faction, as `move.destinations`
  asks it (their rule, Lords of the Forest included, or their own ways of ignoring it).
* 9.2.8: 000 bars only a partner with an activated dominance card; the engine already compares only players with
  a score marker (docs of `coalition_partners`), which keeps that bar, and drops the current "not in a coalition".
  It lets him activate one to form a coalition and forbids him nothing else: the usual activation (3.3.1)
  stays open to him, in games of any size and whatever the coalition partners; it takes his score marker off (he
  scores no more) and he wins only by the card's condition, which his pawn never meets (it rules nothing).
* 4.3 and 9.5.6: "another player" / "a player" are players only: a hireling (a later addition, Appendix E) held by
  the battler or his partner stays no defender. Only who may be battled or struck changes: a battle between the
  partners is otherwise an ordinary one (his relationship track reacts as to any faction's removed warriors,
  9.2.9.III), and what the text calls "enemy" elsewhere (000 defines it as any other faction not in a coalition
  with you) keeps the coalition out (removing all enemy pieces, the Cult's enemies).
* 11.2.7.III.a: "their pieces" are all the buyer's pieces in the clearing, which take their share by the usual
  order (4.3.3: its warriors before its buildings and tokens); once either share runs out, the other takes the
  rest (the rule of the most possible, 2.5).

One difference of docs/rulesets.md is not played and is said in `game.warnings` (`warnings`): 000 has no rule that
an action cannot be interrupted (001's 1.4.2), and the engine keeps the current timing of effects triggered within an
action.
"""
from __future__ import annotations

from rootcore import Ruleset, hookimpl

RULESET_ID = "legacy_edition"


class LegacyEdition(Ruleset):
    """The earlier edition of the Law: the settings its differences are played by."""

    name = "The earlier edition of the Law"
    settings = {
        "reshuffle_on_draw": True,  # 2.1.2 (000)
        "marquise_bird_actions_after_three": True,  # 6.5 (000)
        "marquise_march_moves_required": True,  # 6.5.2 (000)
        "vagabond_full_removal_damage": 0,  # no 9.2.2.I in 000
        "vagabond_ally_moves_own_rule": True,  # 9.2.9.II.b (000)
        "coalition_partner_in_coalition": True,  # 9.2.8 (000)
        "vagabond_dominance_activation": True,  # 9.2.8 (000)
        "battle_any_player": True,  # 4.3 and 9.5.6 (000)
        "mercenary_hits_split_pieces": True,  # 11.2.7.III.a (000)
        "lords_of_the_forest_without_a_piece": True,  # 7.2.2 (000)
        "ambush_ends_without_warriors": True,  # 4.3.1 (000)
        "battle_effects_by_turn_player": True,  # 1.1.3 (000)
    }

    def warnings(self, game) -> list[str]:
        """Row 18 of docs/rulesets.md, not played."""
        return ["legacy_edition: the earlier Law has no rule that an action cannot be interrupted (1.4.2 of the "
                "current Law); effects a move or removal triggers within an action (Outrage, Field Hospitals) still "
                "wait until the action is over, as the current Law has it"]


@hookimpl
def rootcore_register(registry):
    registry.add_ruleset(RULESET_ID, LegacyEdition)
