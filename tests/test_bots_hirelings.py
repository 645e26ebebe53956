"""Heuristic bots and the hirelings (Law Appendix E): each card's advice (`Registry.add_bot_advice`, in the card's
module or shared from `rootcore.bots`), the bots' answers to the framework's questions (`hireling.hire`,
`setup.hireling`) and their taking a hireling's Daylight action (E.2.4).

Each position asks one question of a base `HeuristicBot` under several seeds: the advice gives one answer whatever the
seed, where a random pick (the bots' fallback) would differ. The Marquise is the bot; the Alliance leads in VP."""
from __future__ import annotations

import pytest

from rootcore import new_game
from rootcore.agents import play, seat_agents
from rootcore.bots import HeuristicBot
from rootcore.rules import hirelings
from rootcore.testing import InvariantChecker
from helpers import expect, play_choices, play_until, scenario

NEUTRAL = ["highway_bandits", "furious_protector", "popular_band"]  # cards that keep no faction out (A.6.5)
MARQUISE = {"side": "promoted", "controller": "marquise", "control": 2}
SEEDS = range(6)


def with_card(card: str, clearings: dict, state: dict | None = None, phase: str = "daylight",
              factions=("marquise", "alliance", "riverfolk"), **spec):
    """The first of `factions` (the Marquise) taking their turn from `phase`, `card` in the state given (hers,
    promoted, by default) with two cards of no one; the second faction has the most VP."""
    others = [h for h in NEUTRAL if h != card][:2]
    cards = {card: state or MARQUISE, **{h: {} for h in others}}
    return scenario(list(factions), factions[0], phase, clearings, hirelings=cards,
                    scores={factions[1]: 6, factions[-1]: 2}, **spec)


def answers(game) -> set[str]:
    """What a heuristic bot of the player asked answers to the pending decision, under each of `SEEDS`."""
    decision = game.pending
    return {HeuristicBot(decision.player, seed)(game, decision) for seed in SEEDS}


def to_action(game, card: str) -> None:
    """On to the Marquise's Daylight and the card's Daylight action (E.2.4)."""
    play_until(game, "marquise")
    play_choices(game, f"extra:hireling:{card}")


def at(game, kind: str, player: str = "marquise") -> set[str]:
    """`answers` to the next decision of `kind`, which must be the next asked of `player` (the ones before it are
    answered with their first option; of the Birdsong effects, the hireling's first, 1.1.3)."""
    play_until(game, player)
    if game.pending.kind == "turn.effect_order":
        play_choices(game, next(o for o in game.pending.option_ids if o.startswith("effect:hireling:")))
    expect(game, kind)
    return answers(game)


# -- the framework's questions and the Daylight action ----------------------------------------------------------------

def test_a_bot_takes_its_hirelings_daylight_action_when_offered():
    # Law E.2.4: the action is offered in the controller's Daylight; the bot takes it (its advice aims it).
    game = with_card("last_dynasty", {3: {"alliance": {"warrior": 2}}})
    play_until(game, "marquise")
    assert answers(game) == {"extra:hireling:last_dynasty"}


def test_a_bot_hires_the_hireling_worth_most_to_it_now():
    # Law E.1.1: of three cards in the supply, the demoted Popular Band has five warriors next to the Alliance's, the
    # promoted Protector none, the demoted Bandits none: the bot hires the Band (warriors within reach of a rival
    # count one each, the promoted side three).
    game = scenario(["marquise", "alliance"], "marquise", "evening",
                    {5: {"popular_band": {"warrior": 5}}, 1: {"alliance": {"warrior": 1}}},
                    hirelings={"popular_band": {"side": "demoted"}, "furious_protector": {"side": "promoted"},
                               "highway_bandits": {"side": "demoted"}})
    game.state.data["hirings_due"] = {"marquise": 1}
    decision = next(hirelings.end_of_turn(game, "marquise"))
    assert decision.kind == "hireling.hire"
    assert {HeuristicBot("marquise", seed)(game, decision) for seed in SEEDS} == {"hireling:popular_band"}


def test_a_bot_sets_up_a_promoted_hireling_first():
    # Law A.6.2-A.6.3: with three players one card is demoted (at random); the last player sets up a promoted one.
    for seed in range(4):
        game = new_game({"factions": ["marquise", "alliance", "riverfolk"], "hirelings": NEUTRAL, "seed": seed})
        play_until(game, "riverfolk", "setup.hireling")
        chosen = answers(game)
        assert len(chosen) == 1
        assert game.factions[chosen.pop().split(":")[1]].promoted(game)


# -- each card's advice ------------------------------------------------------------------------------------------------

def test_the_last_dynasty_lands_and_battles_where_the_leader_is():
    # The Dynasty with no warrior on the map lands on the map edge (E.2.4): where the rivals' pieces are.
    game = with_card("last_dynasty", {3: {"alliance": {"warrior": 2}}, 8: {"riverfolk": {"warrior": 1}}})
    to_action(game, "last_dynasty")
    assert at(game, "last_dynasty.place") == {"clearing:3"}


def test_the_forest_patrol_moves_toward_the_rivals():
    # The Patrol's move (E.2.4): out of 1, into 10 where the Riverfolk are (not 5 or 9), all of them.
    game = with_card("forest_patrol", {1: {"forest_patrol": {"warrior": 2}}, 10: {"riverfolk": {"warrior": 2}}},
                     {"side": "promoted", "controller": "alliance", "control": 2},
                     factions=("alliance", "riverfolk", "duchy"))
    play_until(game, "alliance")
    play_choices(game, "extra:hireling:forest_patrol")
    play_until(game, "alliance", "forest_patrol.move.origin")
    assert answers(game) == {"clearing:1"}
    play_choices(game, "clearing:1")
    assert answers(game) == {"clearing:10"}
    play_choices(game, "clearing:10")
    assert answers(game) == {"count:2"}


def test_the_spring_uprising_revolts_where_rivals_have_pieces():
    # E.2.3: the die shows fox; a revolt in 1 (the Alliance's warriors) beats placing a warrior anywhere.
    game = with_card("spring_uprising", {1: {"spring_uprising": {"warrior": 1}, "riverfolk": {"warrior": 2}},
                                         6: {"spring_uprising": {"warrior": 1}}},
                     phase="birdsong", factions=("marquise", "riverfolk", "duchy"))
    game.factions["spring_uprising"]._roll = lambda game: "fox"
    assert at(game, "spring_uprising.birdsong") == {"revolt:1"}


def test_the_flame_bearers_burn_the_leaders_warrior_first():
    # E.2.3: the Bearers in 1 remove a warrior of the Alliance (6 VP), not of the Riverfolk (2 VP).
    game = with_card("flame_bearers", {1: {"flame_bearers": {"warrior": 1}, "alliance": {"warrior": 1},
                                           "riverfolk": {"warrior": 1}}}, phase="birdsong")
    assert at(game, "flame_bearers.burn") == {"piece:alliance:warrior"}


def test_the_vault_keepers_build_toward_the_rivals_then_battle_them():
    # E.2.4: the vault goes next to the vault in 1 where the Alliance is (10); then the Keepers battle.
    game = with_card("vault_keepers", {1: {"vault_keepers": {"warrior": 2, "vault": 1}, "riverfolk": {"warrior": 1}},
                                       10: {"alliance": {"warrior": 2}}})
    to_action(game, "vault_keepers")
    assert at(game, "vault_keepers.vault") == {"clearing:10"}
    play_choices(game, "clearing:10")
    assert at(game, "vault_keepers.then") == {"battle"}


def test_the_flotilla_draws_and_sails_toward_the_rivals():
    # E.2.3: the Marquise, with a warrior at the Flotilla in 7, draws; it sails to 11 (the Alliance), not 4.
    game = with_card("flotilla", {7: {"flotilla": {"pawn": 1}, "marquise": {"warrior": 1}},
                                  11: {"alliance": {"warrior": 2}}}, phase="birdsong",
                     factions=("marquise", "alliance", "duchy"))
    assert at(game, "flotilla.draw") == {"yes"}
    play_choices(game, "yes")
    assert at(game, "flotilla.move") == {"clearing:11"}


def test_the_warm_sun_prophets_force_a_rival_to_battle_another():
    # E.2.4: at the Prophets in 10 the Alliance and the Riverfolk; the bot forces the leader, the Alliance, to battle
    # the Riverfolk (not the Prophets, its own hireling), rather than to move out to 1 (which it rules).
    game = with_card("warm_sun_prophets", {10: {"warm_sun_prophets": {"warrior": 1}, "alliance": {"warrior": 2},
                                                "riverfolk": {"warrior": 2}}, 1: {"alliance": {"warrior": 1}}})
    to_action(game, "warm_sun_prophets")
    assert at(game, "warm_sun_prophets.mode") == {"force"}
    play_choices(game, "force")
    assert at(game, "warm_sun_prophets.player") == {"faction:alliance"}
    play_choices(game, "faction:alliance")
    assert at(game, "warm_sun_prophets.order") == {"battle"}
    play_choices(game, "battle")
    assert at(game, "warm_sun_prophets.defender") == {"faction:riverfolk"}


def test_the_highway_bandits_watch_the_path_to_the_rivals():
    # E.2.4: from the Marquise's clearing 1, the bandit goes on the path to 10, where the Alliance is.
    game = with_card("highway_bandits", {1: {"marquise": {"warrior": 1}}, 10: {"alliance": {"warrior": 2}}})
    to_action(game, "highway_bandits")
    assert at(game, "highway_bandits.place") == {"path:1-10"}


def test_the_corvid_spies_go_where_the_rivals_are_most():
    # E.2.4: a Spy goes to a clearing with an enemy piece: 7, the most rival pieces, not 3 or 9.
    game = with_card("corvid_spies", {3: {"alliance": {"warrior": 1}}, 9: {"riverfolk": {"warrior": 1}},
                                      7: {"alliance": {"warrior": 3}}})
    to_action(game, "corvid_spies")
    assert at(game, "corvid_spies.place") == {"clearing:7"}


def test_the_sunward_expedition_sets_foot_by_the_rivals_in_force():
    # E.2.4: the new foothold goes where the Alliance is (8), with all three warriors.
    game = with_card("sunward_expedition", {1: {"sunward_expedition": {"warrior": 1, "foothold": 1}},
                                            8: {"alliance": {"warrior": 3}}})
    to_action(game, "sunward_expedition")
    assert at(game, "sunward_expedition.foothold") == {"clearing:8"}
    play_choices(game, "clearing:8")
    play_until(game, "marquise", "sunward_expedition.warriors")
    assert answers(game) == {"count:3"}


def test_the_furious_protector_moves_among_the_rivals():
    # E.2.3: from 12 the Protector moves to 4, where two rivals have warriors (one each is removed), not to 7 where
    # the Marquise's are.
    game = with_card("furious_protector", {12: {"furious_protector": {"pawn": 1}},
                                           4: {"alliance": {"warrior": 1}, "riverfolk": {"warrior": 1}},
                                           9: {"alliance": {"warrior": 2}}, 7: {"marquise": {"warrior": 1},
                                                                                "alliance": {"warrior": 1},
                                                                                "riverfolk": {"warrior": 1}}},
                     phase="birdsong")
    assert at(game, "furious_protector.move") == {"clearing:4"}


def test_the_popular_band_gathers_the_bots_own_warrior():
    # E.2.4: into the Band clearing 5, from 1 the bot pulls its own warrior, not the Alliance's.
    game = with_card("popular_band", {1: {"alliance": {"warrior": 2}, "marquise": {"warrior": 1}},
                                      5: {"popular_band": {"warrior": 1}}})
    to_action(game, "popular_band")
    assert at(game, "popular_band.pull") == {"faction:marquise"}


# -- heuristic games with the cards ------------------------------------------------------------------------------------

CONFIGS = [(["marquise", "lizard"], ["last_dynasty", "spring_uprising", "flame_bearers"]),
           (["eyrie", "alliance", "duchy"], ["vault_keepers", "flotilla", "warm_sun_prophets"]),
           (["marquise", "eyrie", "vagabond", "lizard"], ["highway_bandits", "corvid_spies", "sunward_expedition"]),
           (["marquise", "eyrie", "alliance", "vagabond", "riverfolk"],
            ["forest_patrol", "furious_protector", "popular_band"])]


@pytest.mark.parametrize("factions, cards", CONFIGS)
def test_heuristic_games_with_the_hirelings_keep_every_invariant(factions, cards):
    # Every card (both sides over the configs' player counts, A.6.2), played by heuristic bots to the end under the
    # invariant checker.
    if "forest_patrol" in cards:
        factions = [f for f in factions if f != "marquise"]
    for seed in range(2):
        game = new_game({"factions": factions, "hirelings": cards, "seed": seed})
        checker = InvariantChecker(game)
        result = play(game, seat_agents(game, "heuristic"), after_each=checker)
        assert result["over"]
