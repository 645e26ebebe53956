"""Heuristic bots and the hirelings (Law Appendix E): each card's advice (`Registry.add_bot_advice`, in the card's
module or shared from `rootcore.bots`), the bots' answers to the framework's questions (`hireling.hire`,
`setup.hireling`) and their taking a hireling's Daylight action (E.2.4).

Each position asks one question of a base `HeuristicBot` under several seeds: the advice gives one answer whatever the
seed, where a random pick (the bots' fallback) would differ. The Marquise is the bot; the Alliance leads in VP."""
from __future__ import annotations

import pytest

from rootcore import Decision, Option, bots, new_game
from rootcore.agents import play, seat_agents
from rootcore.bots import HeuristicBot, hireling_action
from rootcore.rules import cards, pieces
from rootcore.testing import InvariantChecker
from rootcore_plugins import flame_bearers
from rootcore_plugins.eyrie.bot import EyrieBot
from rootcore_plugins.marquise.bot import MarquiseBot
from rootcore_plugins.vagabond.bot import VagabondBot
from helpers import expect, play_choices, play_until, scenario, vagabond_at

NEUTRAL = ["highway_bandits", "furious_protector", "popular_band"]  # cards that keep no faction out (A.6.5)
MARQUISE = {"side": "promoted", "controller": "marquise", "control": 2}
SEEDS = range(6)


def with_card(card: str, clearings: dict, state: dict | None = None, phase: str = "daylight",
              factions=("marquise", "alliance", "riverfolk"), current: str | None = None, **spec):
    """`current` (by default the first of `factions`, the Marquise) taking their turn from `phase`, `card` in the
    state given (the Marquise's, promoted, by default) with two cards of no one; the second faction has the most VP."""
    others = [h for h in NEUTRAL if h != card][:2]
    cards = {card: state or MARQUISE, **{h: {} for h in others}}
    return scenario(list(factions), current or factions[0], phase, clearings, hirelings=cards,
                    scores={factions[1]: 6, factions[-1]: 2}, **spec)


def answers(game, bot=HeuristicBot) -> set[str]:
    """What a `bot` (class) of the player asked answers to the pending decision, under each of `SEEDS`."""
    decision = game.pending
    return {bot(decision.player, seed)(game, decision) for seed in SEEDS}


def to_action(game, card: str) -> None:
    """On to the Marquise's Daylight and the card's Daylight action (E.2.4)."""
    play_until(game, "marquise")
    play_choices(game, f"extra:hireling:{card}")


def at(game, kind: str, player: str = "marquise", bot=HeuristicBot) -> set[str]:
    """`answers` of `bot` to the next decision of `kind`, which must be the next asked of `player` (the ones before it
    are answered with their first option; of the Birdsong effects, the hireling's first, 1.1.3)."""
    play_until(game, player)
    if game.pending.kind == "turn.effect_order":
        play_choices(game, next(o for o in game.pending.option_ids if o.startswith("effect:hireling:")))
    expect(game, kind)
    return answers(game, bot)


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
    play_choices(game, "end")  # the Alliance's turn ends; the Marquise's next asks nothing before its end (E.1.1)
    expect(game, "hireling.hire", "marquise")
    assert answers(game) == {"hireling:popular_band"}


def test_a_bot_rates_hurting_a_rival_by_its_vp_and_its_own_pieces_below_anyone_law_e_3_2():
    # Law E.3.2: a hireling is an enemy of everyone but its controller. Hurting the Alliance is worth its VP, its
    # hireling a little less, a hireling in the supply less than any player, and the bot itself least, leading or not.
    game = with_card("furious_protector", {}, {"side": "promoted", "controller": "alliance", "control": 2})
    game.state.factions["marquise"].score = 20
    value = {owner: bots.rival_value(game, "marquise", owner)
             for owner in ("alliance", "furious_protector", "riverfolk", "highway_bandits", "marquise")}
    assert value["alliance"] > value["furious_protector"] > value["riverfolk"] > value["highway_bandits"] \
        > value["marquise"]


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


def test_the_forest_patrol_with_no_rival_to_fight_brings_back_its_warriors_to_guard_the_bot():
    # E.2.4: no Patrol clearing holds a rival (the Alliance is their controller): the warriors on the card are placed
    # (not a move and battle), in 3 where the Alliance's warrior is threatened by the Riverfolk's in 7, not in 1.
    game = with_card("forest_patrol", {1: {"forest_patrol": {"warrior": 2}},
                                       3: {"forest_patrol": {"warrior": 1}, "alliance": {"warrior": 1}},
                                       7: {"riverfolk": {"warrior": 3}}},
                     {"side": "promoted", "controller": "alliance", "control": 2},
                     factions=("alliance", "riverfolk", "duchy"))
    pieces.hold(game, "hireling:forest_patrol", "forest_patrol", "warrior", 1)
    play_until(game, "alliance")
    play_choices(game, "extra:hireling:forest_patrol")
    assert at(game, "forest_patrol.action", "alliance") == {"place"}
    play_choices(game, "place")
    assert at(game, "forest_patrol.place", "alliance") == {"clearing:3"}


def test_the_spring_uprising_revolts_where_rivals_have_pieces():
    # E.2.3: the die shows fox; a revolt in 1 (the Alliance's warriors) beats placing a warrior anywhere.
    game = with_card("spring_uprising", {1: {"spring_uprising": {"warrior": 1}, "riverfolk": {"warrior": 2}},
                                         6: {"spring_uprising": {"warrior": 1}}},
                     phase="birdsong", factions=("marquise", "riverfolk", "duchy"))
    game.factions["spring_uprising"]._roll = lambda game: "fox"
    assert at(game, "spring_uprising.birdsong") == {"revolt:1"}


def test_the_rabbit_scouts_are_paid_with_the_least_useful_card():
    # E.2.2, the Rabbit Scouts: the Marquise, attacked in 5 (rabbit), pays for the higher roll with the rabbit card,
    # not with the bird card (worth more to keep: `bots.advise_spend`), nor passes.
    game = with_card("spring_uprising", {5: {"marquise": {"warrior": 2}, "riverfolk": {"warrior": 2}}},
                     {"side": "demoted", "controller": "marquise", "control": 2},
                     factions=("marquise", "riverfolk", "duchy"), current="riverfolk",
                     hands={"marquise": ["birdy_bindle", "bake_sale"]}, data={"riverfolk": {"funds": {"marquise": 1}}})
    play_choices(game, "battle")  # in 5, against the Marquise, the one fund paying for it (11.5)
    expect(game, "spring_uprising.scouts", "marquise")
    bake_sale = game.state.factions["marquise"].hand[1]
    assert answers(game) == {f"card:{bake_sale}"}


def test_the_flame_bearers_burn_the_leaders_warrior_first():
    # E.2.3: the Bearers in 1 remove a warrior of the Alliance (6 VP), not of the Riverfolk (2 VP).
    game = with_card("flame_bearers", {1: {"flame_bearers": {"warrior": 1}, "alliance": {"warrior": 1},
                                           "riverfolk": {"warrior": 1}}}, phase="birdsong")
    assert at(game, "flame_bearers.burn") == {"piece:alliance:warrior"}


SMUGGLERS = {"side": "demoted", "controller": "marquise", "control": 2}
SMUGGLE = "extra:hireling:flame_bearers:"


def marquise_answers(game) -> set[str]:
    """`answers` of the Marquise's own bot, which never takes the Smugglers' ability by itself."""
    return answers(game, MarquiseBot)


def smugglers_menu(clearings: dict, hand=("sword",)):
    """The Marquise with the Rat Smugglers (`SMUGGLERS`), the pieces in `clearings` and the item cards `hand`, at her
    Daylight menu."""
    game = with_card("flame_bearers", clearings, SMUGGLERS, hands={"marquise": list(hand)})
    play_until(game, "marquise")
    return game


def smuggling(game, *kinds: str) -> set[tuple[str, ...]]:
    """Under each of `SEEDS`, a Marquise bot in the position of `game` (a clone each time) picking from her Daylight
    menu and answering on: its answers to the decisions of `kinds`, the last one unplayed."""
    found = set()
    for seed in SEEDS:
        sim, bot, answered = game.clone(), MarquiseBot("marquise", seed), []
        sim.choose(bot(sim, sim.pending))
        for kind in kinds:
            expect(sim, kind, "marquise")
            answered.append(bot(sim, sim.pending))
            sim.choose(answered[-1])
        found.add(tuple(answered))
    return found


def test_the_rat_smugglers_battle_where_it_removes_a_rivals_token():
    # E.2.2: the Marquise pays the sword card for a battle in 1, where her three warriors meet a lone sympathy token
    # (a VP, 3.2.1); not in 5, where more rival pieces are (the shared advice's pick) but the odds are poor.
    game = smugglers_menu({1: {"marquise": {"warrior": 3}, "alliance": {"sympathy": 1}},
                           5: {"marquise": {"warrior": 1}, "riverfolk": {"warrior": 3}}})
    assert marquise_answers(game) == {SMUGGLE + "battle"}
    # the sword card, the only one, pays
    assert smuggling(game, "flame_bearers.smuggle.battle.clearing") == {("clearing:1",)}


@pytest.mark.parametrize("own, count", [({}, 3), ({"sawmill": 1}, 2)])
def test_the_rat_smugglers_move_idle_warriors_toward_a_rivals_token(own, count):
    # E.2.2: three warriors idle in 3 (no rival building or token in or next to it) move to 7, next to the sympathy
    # token in 12, all three, or all but one left with her sawmill there; not to 6 (the first clearing, the shared
    # advice's pick: no rival piece anywhere near).
    game = smugglers_menu({3: {"marquise": {"warrior": 3, **own}}, 12: {"alliance": {"sympathy": 1}}})
    assert marquise_answers(game) == {SMUGGLE + "move"}
    # the sword card pays; 3 is the only origin
    assert smuggling(game, "flame_bearers.smuggle.move.destination", "flame_bearers.smuggle.move.count") == {
        ("clearing:7", f"count:{count}")}


def test_the_vagabonds_smuggled_battle_is_the_planned_one():
    # E.2.2, 9.5.2: the Vagabond in 1 pays for a battle there against the Alliance's lone sympathy token (a VP), not
    # the Riverfolk, who lead (the shared advice's pick) but whose warrior would cost him an item.
    game = with_card("flame_bearers", {1: {"alliance": {"sympathy": 1}, "riverfolk": {"warrior": 1}}},
                     {"side": "demoted", "controller": "vagabond", "control": 2},
                     factions=("vagabond", "riverfolk", "alliance"), hands={"vagabond": ["anvil"]},
                     data=vagabond_at(1, ["sword", "sword", "boot", "torch"]))
    play_until(game, "vagabond")
    found = set()
    for seed in SEEDS:
        sim, bot = game.clone(), VagabondBot("vagabond", seed)
        assert bot(sim, sim.pending) == SMUGGLE + "battle"
        sim.choose(SMUGGLE + "battle")  # the anvil, the only item card, pays
        expect(sim, "flame_bearers.smuggle.battle", "vagabond")
        found.add(bot(sim, sim.pending))
    assert found == {"faction:alliance"}


def test_the_vagabond_battles_alone_in_a_smuggled_battle_as_in_his_own_law_9_2_9():
    """Fuzz (flame_bearers.smuggle.battle.ally left to chance): the Vagabond's bot answers the question whether Allied
    warriors join a battle another effect grants him (`<kind>.ally`) as it answers it in his own battles: alone. Here the
    Smugglers' battle against the Riverfolk, with his allies the Alliance there."""
    game = with_card("flame_bearers", {1: {"alliance": {"warrior": 2}, "riverfolk": {"warrior": 1}}},
                     {"side": "demoted", "controller": "vagabond", "control": 2},
                     factions=("vagabond", "riverfolk", "alliance"), hands={"vagabond": ["anvil"]},
                     data=vagabond_at(1, ["sword", "sword", "boot", "torch"], relationships={"alliance": "allied"}))
    play_until(game, "vagabond")
    play_choices(game, SMUGGLE + "battle", "faction:riverfolk")  # the anvil, the only item card, pays
    assert expect(game, "flame_bearers.smuggle.battle.ally", "vagabond") == ["ally:none", "ally:alliance"]
    for seed in SEEDS:
        bot = VagabondBot("vagabond", seed)
        assert bot(game, game.pending) == "ally:none" and not bot.guessed


def test_the_rat_smugglers_battle_only_when_the_factions_own_bot_would():
    # E.2.2: the battle of the first Smugglers test, for a Marquise bot whose own `battle_value` rates every battle a
    # loss (as the Vagabond's rates a battle against an ally, 9.2.9): it keeps its card.
    class Wary(MarquiseBot):
        def battle_value(self, game, clearing, defender):
            return -1.0
    game = smugglers_menu({1: {"marquise": {"warrior": 3}, "alliance": {"sympathy": 1}}})
    assert SMUGGLE + "battle" in game.pending.option_ids
    assert not any(Wary("marquise", seed)(game, game.pending).startswith(SMUGGLE) for seed in SEEDS)


def test_the_rat_smugglers_are_not_paid_for_a_poor_battle_or_a_pointless_move():
    # E.2.2: one warrior against three of the Alliance (Guerrilla War, 8.2.2) is a poor battle; the warriors in 3 are
    # next to the sympathy token in 6 already: the bot keeps its item card.
    game = smugglers_menu({1: {"marquise": {"warrior": 1}, "alliance": {"warrior": 3}},
                           3: {"marquise": {"warrior": 3}}, 6: {"alliance": {"sympathy": 1}}})
    assert {SMUGGLE + "move", SMUGGLE + "battle"} <= set(game.pending.option_ids)
    assert not any(answer.startswith(SMUGGLE) for answer in marquise_answers(game))


def test_the_rat_smugglers_battle_rather_than_move_when_both_are_worth_a_card():
    # E.2.2: a battle in 1 against the sympathy token (a VP) and a move of the three warriors idle in 3 toward the
    # token in 12 are both worth the sword card: the bot takes the battle (`advise_smuggle` asks the battle first).
    game = smugglers_menu({1: {"marquise": {"warrior": 3}, "alliance": {"sympathy": 1}},
                           3: {"marquise": {"warrior": 3}}, 12: {"alliance": {"sympathy": 1}}})
    assert {SMUGGLE + "move", SMUGGLE + "battle"} <= set(game.pending.option_ids)
    assert marquise_answers(game) == {SMUGGLE + "battle"}


def two_equal_battles():
    """A lone sympathy token in 1 and another in 6, each with three warriors of the Marquise: battles of equal worth."""
    return smugglers_menu({1: {"marquise": {"warrior": 3}, "alliance": {"sympathy": 1}},
                           6: {"marquise": {"warrior": 3}, "alliance": {"sympathy": 1}}})


def test_the_rat_smugglers_battle_the_first_of_two_equal_battles():
    # E.2.2: of two equal battles (`smuggled_battle` keeps the first best), she battles in 1.
    assert smuggling(two_equal_battles(), "flame_bearers.smuggle.battle.clearing") == {("clearing:1",)}


def test_the_rat_smugglers_battle_only_where_the_faction_can_battle(monkeypatch):
    # E.2.2: as the Vagabond without a sword cannot battle (9.5.2), this Marquise cannot battle in 1 (a stand-in
    # `could_battle_in`): of the two equal battles, she plans the one in 6.
    game = two_equal_battles()
    marquise = game.factions["marquise"]
    can_battle = marquise.could_battle_in
    monkeypatch.setattr(marquise, "could_battle_in", lambda game, c: c != 1 and can_battle(game, c))
    assert smuggling(game, "flame_bearers.smuggle.battle.clearing") == {("clearing:6",)}


@pytest.mark.parametrize("clearings", [
    # E.3.2: two warriors of the Bandit Gangs, a card in the supply, with three of the Marquise in 1: a battle that
    # would kill both (worth the card by the estimate) but hurts no rival.
    {1: {"marquise": {"warrior": 3}, "highway_bandits": {"warrior": 2}}},
    # One warrior idle in 3 (the sympathy token in 12 near 7): fewer than two warriors to bring.
    {3: {"marquise": {"warrior": 1}}, 12: {"alliance": {"sympathy": 1}}}])
def test_the_rat_smugglers_are_not_paid_to_battle_no_rival_or_to_move_a_lone_warrior(clearings):
    # E.2.2: the Smugglers' move or battle offered but not worth the sword card: the bot keeps it.
    game = smugglers_menu(clearings)
    assert any(option.startswith(SMUGGLE) for option in game.pending.option_ids)
    assert marquise_answers(game) == {"done"}


def test_the_rat_smugglers_battle_is_not_planned_when_the_menu_does_not_offer_it():
    # E.2.2: the Marquise's only fox card, the anvil, would pay for a battle with the Riverfolk's Spring Uprising in 1
    # (fox), whose price is a fox card (E.2.2): the battle is not offered, and the bot takes the move of the warriors
    # idle in 3 toward the Duchy's tunnel in 12, not the battle it would have planned.
    game = scenario(["marquise", "riverfolk", "duchy"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 3}, "spring_uprising": {"warrior": 2}},
                     3: {"marquise": {"warrior": 3}}, 12: {"duchy": {"tunnel": 1}}},
                    hirelings={"flame_bearers": SMUGGLERS, "highway_bandits": {},
                               "spring_uprising": {"side": "promoted", "controller": "riverfolk", "control": 2}},
                    hands={"marquise": ["anvil"]})
    play_until(game, "marquise")
    assert SMUGGLE + "battle" not in game.pending.option_ids
    assert marquise_answers(game) == {SMUGGLE + "move"}


def smugglers_by_a_band_lock(warriors: int):
    """The Marquise with the Rat Smugglers at her Daylight menu (a sword to pay), `warriors` of hers in 3, two of them
    locked there by a Band warrior (they moved in this turn, the Popular Band's lock), the Alliance's sympathy token in
    12 next to 7."""
    game = scenario(["marquise", "alliance", "riverfolk"], "marquise", "daylight",
                    {3: {"marquise": {"warrior": warriors}, "popular_band": {"warrior": 1}},
                     12: {"alliance": {"sympathy": 1}}},
                    hirelings={"flame_bearers": SMUGGLERS, "popular_band": {}, "highway_bandits": {}},
                    hands={"marquise": ["sword"]})
    game.state.data["turn"] = {"popular_band": {"marquise": {"3": {"warrior": 2}}}}
    play_until(game, "marquise")
    return game


def test_the_rat_smugglers_move_is_planned_from_the_warriors_free_to_move():
    # E.2.2: of four warriors in 3, two are locked (the Band's lock): the planned move takes the two free ones toward
    # the token in 12, not all four; of three, one is free: too few to pay the sword for, the bot keeps it.
    game = smugglers_by_a_band_lock(4)
    assert pieces.free_warriors(game, "marquise", 3, moving=True) == 2
    assert flame_bearers.smuggled_move(MarquiseBot("marquise"), game) == ["clearing:3", "clearing:7", "count:2"]
    game = smugglers_by_a_band_lock(3)
    assert any(option.startswith(SMUGGLE) for option in game.pending.option_ids)
    assert marquise_answers(game) == {"done"}


def test_a_smuggled_move_taken_without_a_plan_follows_the_shared_advice():
    # E.2.2: the menu's Smugglers move picked with no plan (as a random pick would): the origin is 3, next to the
    # Alliance's warriors in 7, not 5; then into 7 (`bots.advise_move_origin`, `advise_rival_clearing`).
    game = smugglers_menu({3: {"marquise": {"warrior": 2}}, 5: {"marquise": {"warrior": 1}},
                           7: {"alliance": {"warrior": 2}}})
    play_choices(game, SMUGGLE + "move")
    assert at(game, "flame_bearers.smuggle.move.origin") == {"clearing:3"}
    play_choices(game, "clearing:3")
    assert at(game, "flame_bearers.smuggle.move.destination") == {"clearing:7"}


def test_the_shared_move_advice_skips_answers_that_name_no_clearing():
    # E.2.2: a smuggled move is the faction's own move, whose origin question may offer more than clearings (the Twelve
    # Colonies' turtle off a path, TC.2.2): the shared advice rates only the clearings (it raised KeyError on the path).
    game = smugglers_menu({3: {"marquise": {"warrior": 2}}, 5: {"marquise": {"warrior": 1}},
                           7: {"alliance": {"warrior": 2}}})
    options = [Option("clearing:5", "From 5", {"clearing": 5}), Option("off:1-5", "Off the path 1-5", {"path": [1, 5]}),
               Option("clearing:3", "From 3", {"clearing": 3})]
    decision = Decision("marquise", "flame_bearers.smuggle.move.origin", "Move what?", options)
    bot = HeuristicBot("marquise", 0)
    assert bots.advise_move_origin(bot, game, decision) == "clearing:3"
    assert bots.advise_rival_clearing(bot, game, decision) == "clearing:5"  # no rival piece in either: the first
    assert bots.advise_guard_clearing(bot, game, decision) == "clearing:3"  # both held; 3 is next to the Alliance


def test_a_hirelings_battle_that_must_be_fought_with_no_rival_near_hurts_the_bot_least():
    # A hireling's battle question without "pass" and no rival piece in either clearing: the Marquise's controlled
    # Keepers battle in 7, beside one warrior of hers, rather than in 3 among three of her pieces.
    game = with_card("vault_keepers", {3: {"marquise": {"warrior": 2, "sawmill": 1}, "vault_keepers": {"warrior": 1}},
                                       7: {"marquise": {"warrior": 1}, "vault_keepers": {"warrior": 1}}})
    decision = Decision("marquise", "vault_keepers.battle.clearing", "Battle where?",
                        [Option(f"clearing:{c}", f"In {c}", {"clearing": c}) for c in (3, 7)])
    assert {HeuristicBot("marquise", seed)(game, decision) for seed in SEEDS} == {"clearing:7"}
    optional = Decision("marquise", "vault_keepers.battle.clearing", "Battle where?",
                        decision.options + [Option("pass", "No battle")])
    assert {HeuristicBot("marquise", seed)(game, optional) for seed in SEEDS} == {"pass"}


def test_a_second_smuggled_move_is_not_aimed_by_the_first_ones_plan():
    # E.2.2: the bot's planned move takes the three warriors idle in 3 into 7, next to the token in 12 (3 the only
    # origin, not asked); a second move from 7, taken without a plan, goes into 12 by the shared advice, not back to 3
    # (the first plan is used up, the origin it skipped too).
    game = smugglers_menu({3: {"marquise": {"warrior": 3}}, 12: {"alliance": {"sympathy": 1}}}, ("sword", "anvil"))
    menu, found = game.pending.kind, set()
    for seed in SEEDS:
        sim, bot = game.clone(), MarquiseBot("marquise", seed)
        sim.choose(bot(sim, sim.pending))
        while sim.pending.kind != menu:
            sim.choose(bot(sim, sim.pending))
        assert sim.state.clearings[7].warriors["marquise"] == 3
        play_choices(sim, SMUGGLE + "move")  # the other card pays
        expect(sim, "flame_bearers.smuggle.move.destination", "marquise")
        found.add(bot(sim, sim.pending))
    assert found == {"clearing:12"}


def eyrie_smuggling(decree: dict, more: dict | None = None):
    """The Eyrie's Daylight (the Commander, no viziers: the Decree is `decree`), with the Rat Smugglers and an item
    card to pay them: three warriors idle in 6 (fox), a smuggled move would take to 3 (rabbit), next to the Alliance's
    sympathy token in 7; a roost and no warrior in 1 (fox); the pieces in `more`."""
    game = with_card("flame_bearers", {6: {"eyrie": {"warrior": 3}}, 1: {"eyrie": {"roost": 1}},
                                       7: {"alliance": {"sympathy": 1}}, **(more or {})},
                     {"side": "demoted", "controller": "eyrie", "control": 2},
                     factions=("eyrie", "alliance", "riverfolk"), hands={"eyrie": ["sword"]},
                     data={"eyrie": {"leader": "commander", "viziers": {}, "decree": decree}})
    play_until(game, "eyrie")
    expect(game, "eyrie.craft")
    return game


@pytest.mark.parametrize("decree, answer", [({"move": ["anvil"]}, "done"), ({"recruit": ["anvil"]}, SMUGGLE + "move"),
                                            ({"recruit": ["anvil"], "move": ["foxfolk_steel"]}, SMUGGLE + "move")])
def test_the_eyrie_keeps_for_its_decree_the_warriors_a_hireling_action_would_take(decree, answer):
    # E.2.2, Law 7.7: the smuggled move would leave no warrior in a fox clearing for the fox move of the Decree, which
    # would fail (turmoil): the Eyrie's bot declines it. A fox recruit does not need them: it moves them, into 3 as
    # planned (trying the move on a clone left the plan whole). Nor does the fox move after a fox recruit, which gives
    # it a warrior at the roost in 1 (7.5.2: recruit first).
    game = eyrie_smuggling(decree)
    found = set()
    for seed in SEEDS:
        sim, bot = game.clone(), EyrieBot("eyrie", seed)
        found.add(bot(sim, sim.pending))
        if found == {SMUGGLE + "move"}:
            sim.choose(SMUGGLE + "move")  # the sword pays; 6 is the only origin
            assert bot(sim, sim.pending) == "clearing:3"
    assert found == {answer}


@pytest.mark.parametrize("decree, more, midway", [
    # The Decree's fox move (one warrior out of 6, into 2) done, nothing is left: the smuggled move comes after.
    ({"move": ["anvil"]}, {}, False),
    # The battle left (mouse, in 9 or 11, where the Eyrie and the Alliance have a warrior each) does not need the
    # warriors in 6: the smuggled move comes before it.
    ({"move": ["anvil"], "battle": ["codebreakers"]}, {c: {"eyrie": {"warrior": 1}, "alliance": {"warrior": 1}}
                                                       for c in (9, 11)}, True),
    # The mouse move left can be carried out from 2, where the fox move went: the smuggled move comes before it.
    ({"move": ["anvil", "investments"]}, {}, True)])
def test_the_eyrie_takes_the_hireling_action_once_its_decree_no_longer_needs_the_warriors(decree, more, midway):
    # E.2.2, 7.5.2: declined at the craft step (the fox move needs the warriors in 6), the smuggled move of the warriors
    # left in 6 is taken between Decree entries when those left do not need them, else after the Decree; no turmoil.
    for seed in SEEDS[:2]:
        game = eyrie_smuggling(decree, more)
        bot, taken = EyrieBot("eyrie", seed), []
        while game.state.phase == "daylight":
            answer = bot(game, game.pending)
            if answer.startswith(SMUGGLE):
                taken.append(game.state.factions["eyrie"].data.get("decree_progress") is not None)
            game.choose(answer)
        assert taken == [midway]
        assert not [e for e in game.events if e["type"] == "turmoil"]
        assert not game.state.clearings[6].warriors.get("eyrie")


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


def test_the_warm_sun_prophets_drive_out_a_rival_that_could_battle_only_the_bot():
    # E.2.4: forced at 10, the Alliance could battle only the Marquise (the bot) or the bot's own Prophets: the bot
    # has it move out instead.
    game = with_card("warm_sun_prophets", {10: {"warm_sun_prophets": {"warrior": 1}, "alliance": {"warrior": 3},
                                                "marquise": {"warrior": 1}}})
    to_action(game, "warm_sun_prophets")
    play_choices(game, "force")
    if game.pending.kind == "warm_sun_prophets.player":
        play_choices(game, "faction:alliance")
    assert at(game, "warm_sun_prophets.order") == {"move"}


def forced_alliance_destination(clearings) -> set[str]:
    """Where the Prophets' bot sends the Alliance's two warriors forced out of clearing 10 (E.2.4), with `clearings`
    besides."""
    game = with_card("warm_sun_prophets", {10: {"warm_sun_prophets": {"warrior": 1}, "alliance": {"warrior": 2}},
                                           **clearings})
    to_action(game, "warm_sun_prophets")
    play_choices(game, "force")
    if game.pending.kind == "warm_sun_prophets.player":
        play_choices(game, "faction:alliance")
    play_choices(game, "move")
    return at(game, "warm_sun_prophets.destination")


def test_the_warm_sun_prophets_drive_a_forced_rival_away_from_the_bot():
    # The Alliance goes to 12 (a Riverfolk warrior), not to 2, where the Riverfolk have more warriors but the
    # Marquise has one too.
    assert forced_alliance_destination({2: {"riverfolk": {"warrior": 2}, "marquise": {"warrior": 1}},
                                        12: {"riverfolk": {"warrior": 1}}}) == {"clearing:12"}


def test_the_warm_sun_prophets_drive_a_forced_rival_toward_rival_buildings_and_tokens():
    # A rival's token counts for the destination (2: a Riverfolk warrior and an Alliance sympathy), against it only
    # the bot's own pieces: the Alliance goes to 2, not to 12 (two Riverfolk warriors).
    assert forced_alliance_destination({2: {"riverfolk": {"warrior": 1}, "alliance": {"sympathy": 1}},
                                        12: {"riverfolk": {"warrior": 2}}}) == {"clearing:2"}


def test_the_lizard_envoys_take_the_card_worth_most():
    # E.2.3, the Envoys: of the two fox cards on top of the discard pile (the most common suit), the Marquise's bot
    # takes the fox dominance card, which it values most, not the plain card or nothing.
    game = with_card("warm_sun_prophets", {12: {"marquise": {"warrior": 1}}},
                     {"side": "demoted", "controller": "marquise", "control": 2}, phase="birdsong",
                     factions=("marquise", "alliance", "duchy"), discard=["anvil", "dominance_fox", "birdy_bindle"])
    dominance = next(c for c in game.state.discard if game.cards[c].kind == "dominance")
    assert at(game, "warm_sun_prophets.envoys", bot=MarquiseBot) == {f"take:{dominance}"}


def test_the_highway_bandits_watch_the_path_to_the_rivals():
    # E.2.4: from the Marquise's clearing 1, the bandit goes on the path to 10, where the Alliance is.
    game = with_card("highway_bandits", {1: {"marquise": {"warrior": 1}}, 10: {"alliance": {"warrior": 2}}})
    to_action(game, "highway_bandits")
    assert at(game, "highway_bandits.place") == {"path:1-10"}


def test_the_highway_bandits_with_none_in_the_supply_move_the_bandit_watching_the_fewest_rivals():
    # E.2.4 and the card: every bandit is on a path, so the one for the path 1-10 comes off another: 9-12, with no
    # rival at either end, not one beside the Riverfolk in 6, 7 or 8. (With one in the supply, no path is offered.)
    game = with_card("highway_bandits", {1: {"marquise": {"warrior": 1}}, 10: {"alliance": {"warrior": 2}},
                                         **{c: {"riverfolk": {"warrior": 1}} for c in (6, 7, 8)}},
                     data={"highway_bandits": {"paths": [[2, 6], [3, 7], [4, 8], [9, 12]]}})
    to_action(game, "highway_bandits")
    play_choices(game, "path:1-10")
    assert at(game, "highway_bandits.source") == {"path:9-12"}


def test_the_bandit_gangs_garrison_the_bots_warriors():
    # E.2.4, the Gangs: a warrior of the Marquise at the Bandit warrior in 5, not a Bandit warrior recruited.
    game = with_card("highway_bandits", {1: {"marquise": {"warrior": 1}}, 5: {"highway_bandits": {"warrior": 1}}},
                     {"side": "demoted", "controller": "marquise", "control": 2})
    to_action(game, "highway_bandits")
    assert at(game, "highway_bandits.gangs") == {"garrison"}


@pytest.mark.parametrize("card, side, answer", [("highway_bandits", "demoted", "clearing:9"),
                                               ("popular_band", "promoted", "clearing:9"),
                                               ("warm_sun_prophets", "promoted", "clearing:12")])
def test_a_hireling_hired_with_none_on_the_map_places_its_warrior_by_its_advice(card, side, answer):
    # E.2.1: the Bandit Gangs and the Popular Band place a warrior with the bot's pieces, where they are most
    # threatened (9, next to the Alliance's warriors in 12, not 1); the Prophets anywhere, where the rivals are most
    # (12).
    game = with_card(card, {1: {"marquise": {"warrior": 1}}, 9: {"marquise": {"warrior": 1}},
                            12: {"alliance": {"warrior": 3}}, 5: {"riverfolk": {"warrior": 1}}},
                     {"side": side}, phase="evening")
    game.state.data["hirings_due"] = {"marquise": 1}
    play_until(game, "marquise", "hireling.hire")
    play_choices(game, f"hireling:{card}")
    expect(game, f"{card}.hired", "marquise")
    assert answers(game) == {answer}


def test_the_corvid_spies_go_where_the_rivals_are_most():
    # E.2.4: a Spy goes to a clearing with an enemy piece: 7, the most rival pieces, not 3 or 9.
    game = with_card("corvid_spies", {3: {"alliance": {"warrior": 1}}, 9: {"riverfolk": {"warrior": 1}},
                                      7: {"alliance": {"warrior": 3}}})
    to_action(game, "corvid_spies")
    assert at(game, "corvid_spies.place") == {"clearing:7"}


@pytest.mark.parametrize("clearings, placed, then, kind, answer", [
    # No rival building or token at a Spy once both are in 9 (two rival warriors): the Spies take cards, in 9 where
    # the Alliance and the Riverfolk hold cards, not in 3 where only the Alliance does (`advise_cards`).
    ({3: {"corvid_spies": {"warrior": 1}, "alliance": {"warrior": 1}},
      9: {"alliance": {"warrior": 1}, "riverfolk": {"warrior": 1}}}, 9, "cards", "cards", "clearing:9"),
    # A Spy at the Alliance's sympathy token in 9: the Spies battle, first in 9, where the rivals have the most pieces
    # (the token counting two), not in 3 (`bots.advise_battle_clearing`).
    ({3: {"corvid_spies": {"warrior": 1}, "riverfolk": {"warrior": 1}},
      9: {"corvid_spies": {"warrior": 1}, "alliance": {"sympathy": 1}}}, 3, "battle", "battle.clearing", "clearing:9")])
def test_the_corvid_spies_battle_where_a_rival_has_a_token_else_take_cards(clearings, placed, then, kind, answer):
    # E.2.4: both Spies placed in `placed`, then the follow-up (`advise_then`) and where.
    game = with_card("corvid_spies", clearings, hands={"alliance": ["sword"], "riverfolk": ["anvil"]})
    to_action(game, "corvid_spies")
    play_choices(game, f"clearing:{placed}", f"clearing:{placed}")
    assert at(game, "corvid_spies.then") == {then}
    play_choices(game, then)
    assert at(game, f"corvid_spies.{kind}") == {answer}


def test_the_sunward_expedition_sets_foot_by_the_rivals_in_force():
    # E.2.4: the new foothold goes where the Alliance is (8), with all three warriors.
    game = with_card("sunward_expedition", {1: {"sunward_expedition": {"warrior": 1, "foothold": 1}},
                                            8: {"alliance": {"warrior": 3}}})
    to_action(game, "sunward_expedition")
    assert at(game, "sunward_expedition.foothold") == {"clearing:8"}
    play_choices(game, "clearing:8")
    play_until(game, "marquise", "sunward_expedition.warriors")
    assert answers(game) == {"count:3"}


def expedition_by_the_alliance():
    """The Expedition's three footholds on the map (none in the supply), the Alliance in 8; on to its Daylight
    action, its new foothold in 8."""
    game = with_card("sunward_expedition", {1: {"sunward_expedition": {"warrior": 1, "foothold": 1}},
                                            6: {"sunward_expedition": {"warrior": 3, "foothold": 1}},
                                            11: {"sunward_expedition": {"warrior": 2, "foothold": 1}},
                                            8: {"alliance": {"warrior": 1}}})
    to_action(game, "sunward_expedition")
    play_choices(game, "clearing:8")
    return game


def test_the_sunward_expedition_moves_its_weakest_foothold():
    # E.2.4: with none in the supply, the foothold for 8 comes from 1, the foothold with the fewest warriors.
    assert at(expedition_by_the_alliance(), "sunward_expedition.foothold_from") == {"clearing:1"}


def foothold_source(footholds) -> set[str]:
    """Where the Expedition's bot takes its new foothold from (E.2.4) with `footholds` (clearing: Expedition warriors
    there) on the map, placing it in clearing 8 by an Alliance warrior."""
    game = with_card("sunward_expedition", {**{c: {"sunward_expedition": {"warrior": n, "foothold": 1}}
                                               for c, n in footholds.items()}, 8: {"alliance": {"warrior": 1}}})
    to_action(game, "sunward_expedition")
    play_choices(game, "clearing:8")
    return at(game, "sunward_expedition.foothold_from")


def test_the_sunward_expedition_moves_a_foothold_left_without_warriors_first():
    # The foothold in 6 has no Expedition warrior left: it is the weakest, ahead of 1 with one.
    assert foothold_source({1: 1, 6: 0, 11: 2}) == {"clearing:6"}


def test_the_sunward_expedition_takes_a_new_foothold_from_the_supply_while_one_is_left():
    # E.2.4 and the card: with a foothold in the supply the new one comes from there, the bot unasked; both footholds
    # on the map stay.
    game = with_card("sunward_expedition", {1: {"sunward_expedition": {"warrior": 1, "foothold": 1}},
                                            6: {"sunward_expedition": {"warrior": 3, "foothold": 1}},
                                            8: {"alliance": {"warrior": 1}}})
    to_action(game, "sunward_expedition")
    play_choices(game, "clearing:8")
    assert game.pending.kind == "sunward_expedition.warriors"
    assert [c for c, cl in game.state.clearings.items() if ("sunward_expedition", "foothold") in cl.tokens] == [1, 6, 8]


def test_the_sunward_expedition_moves_and_battles_while_a_rival_is_in_reach():
    # E.2.4: the Expedition's warrior in 8 can battle the Alliance: move then battle, not a warrior at each foothold
    # (one left in the supply).
    game = expedition_by_the_alliance()
    play_choices(game, "clearing:1", "count:1")
    assert at(game, "sunward_expedition.then") == {"move"}


def test_the_mole_artisans_keep_the_crafted_item():
    # E.2.2, the Mole Artisans: the Marquise reveals the bag she crafts (back in hand after Evening), not discards it.
    game = with_card("sunward_expedition", {2: {"marquise": {"warrior": 1, "workshop": 1}}},
                     {"side": "demoted", "controller": "marquise", "control": 2}, hands={"marquise": ["birdy_bindle"]})
    play_until(game, "marquise")
    play_choices(game, f"craft:{game.state.factions['marquise'].hand[0]}")
    assert at(game, "craft.discard") == {"mole_artisans"}


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


def test_the_furious_protector_moves_where_most_rivals_have_warriors_whatever_the_clearing_order():
    # E.2.3: of 12's neighbours, 11 holds warriors of two rivals, 9 of one, 4 only the bot's: the Protector goes to 11.
    game = with_card("furious_protector", {12: {"furious_protector": {"pawn": 1}}, 4: {"marquise": {"warrior": 1}},
                                           9: {"alliance": {"warrior": 1}},
                                           11: {"alliance": {"warrior": 1}, "riverfolk": {"warrior": 1}}},
                     phase="birdsong")
    assert at(game, "furious_protector.move") == {"clearing:11"}


def test_the_stoic_protector_moves_to_shield_the_bots_threatened_pieces():
    # E.2.3, the Stoic Protector: it shields its controller's pieces, so it goes to 7, where the Alliance threatens
    # the Marquise's warrior, not to 11 among the rivals alone.
    game = with_card("furious_protector", {12: {"furious_protector": {"pawn": 1}},
                                           7: {"marquise": {"warrior": 1}, "alliance": {"warrior": 2}},
                                           11: {"alliance": {"warrior": 1}, "riverfolk": {"warrior": 1}}},
                     {"side": "demoted", "controller": "marquise", "control": 2}, phase="birdsong")
    assert at(game, "furious_protector.move") == {"clearing:7"}


def test_the_popular_band_gathers_where_the_bots_warriors_are_near():
    # E.2.4: of the Band clearings 5 and 12, the Band gathers into 5, next to the Marquise's two warriors in 1, not
    # into 12 next to the Alliance's in 4.
    game = with_card("popular_band", {1: {"marquise": {"warrior": 2}}, 4: {"alliance": {"warrior": 1}},
                                      5: {"popular_band": {"warrior": 1}}, 12: {"popular_band": {"warrior": 1}}})
    to_action(game, "popular_band")
    assert at(game, "popular_band.gather") == {"clearing:5"}


def test_the_popular_band_gathers_the_bots_own_warrior():
    # E.2.4: into the Band clearing 5, from 1 the bot pulls its own warrior, not the Alliance's.
    game = with_card("popular_band", {1: {"alliance": {"warrior": 2}, "marquise": {"warrior": 1}},
                                      5: {"popular_band": {"warrior": 1}}})
    to_action(game, "popular_band")
    assert at(game, "popular_band.pull") == {"faction:marquise"}


def the_exile(clearings, forest="f4", state=None, factions=("marquise", "alliance", "riverfolk")):
    """The Exile (the Marquise's, promoted, by default) in `forest` with its three Clubs."""
    return with_card("the_exile", clearings, state, factions=factions,
                     data={"the_exile": {"forest": forest, "items": ["club", "club", "club"]}})


def test_the_exile_battles_a_rival_next_to_its_forest_else_moves_toward_the_rivals_else_stops():
    # The advice: battle while a rival is next to its forest (f4 touches 3, 6, 11); else move to the adjacent forest
    # touching the most rival pieces (f3 touches 10), if more than where it stands; else stop.
    game = the_exile({3: {"alliance": {"warrior": 1}}})
    to_action(game, "the_exile")
    assert answers(game) == {"battle"}
    game = the_exile({10: {"alliance": {"warrior": 2}}})
    to_action(game, "the_exile")
    assert answers(game) == {"move"}
    play_choices(game, "move")
    assert answers(game) == {"forest:f3"}
    game = the_exile({1: {"alliance": {"warrior": 2}}})  # no rival next to f4, f3 or f5
    to_action(game, "the_exile")
    assert answers(game) == {"done"}


def test_the_exile_does_not_battle_for_the_bot_a_hireling_no_rival_controls():
    # The advice battles rivals only: the Popular Band's warrior next to f4 is no player's (E.3.2: an enemy of the
    # Exile, so a battle is offered), and no rival is near any forest, so the bot stops.
    game = scenario(["marquise", "alliance", "riverfolk"], "marquise", "daylight",
                    {3: {"popular_band": {"warrior": 1}}},
                    hirelings={"the_exile": MARQUISE, "popular_band": {}, "highway_bandits": {}},
                    data={"the_exile": {"forest": "f4", "items": ["club", "club", "club"]}})
    to_action(game, "the_exile")
    assert "battle" in game.pending.option_ids and answers(game) == {"done"}


def test_a_bot_gives_the_exile_a_crafted_item_early_in_evening():
    # The advice `the_exile.aid` in Evening's first window (once its start is over), where stopping ("pass") is offered
    # too: the item given.
    game = the_exile({6: {"marquise": {"warrior": 1}}}, state={"controller": "alliance", "control": 2},
                     factions=("marquise", "alliance"))
    game.state.factions["marquise"].crafted_items.append("boot")
    play_until(game, "marquise")
    play_choices(game, "end")
    assert "pass" in game.pending.option_ids and at(game, "the_exile.aid") == {"item:boot"}


def test_a_bot_gives_the_exile_a_crafted_item_from_its_menu():
    # The advice `the_exile.ability` (asked by `bots.hireling_action` of the bot's Daylight menu): every offer of the
    # card there, such as an item given for a card and a VP.
    game = the_exile({6: {"marquise": {"warrior": 1}}}, state={"controller": "alliance", "control": 2})
    game.state.factions["marquise"].crafted_items.append("boot")
    menu = Decision("marquise", "marquise.action", "Daylight", cards.daylight_extras(game, "marquise"))
    assert {hireling_action(HeuristicBot("marquise", seed), game, menu) for seed in SEEDS} \
        == {"extra:hireling:the_exile:aid"}


# -- heuristic games with the cards ------------------------------------------------------------------------------------

CONFIGS = [(["marquise", "lizard"], ["last_dynasty", "spring_uprising", "flame_bearers"]),
           (["eyrie", "alliance", "duchy"], ["vault_keepers", "flotilla", "warm_sun_prophets"]),
           (["marquise", "eyrie", "vagabond", "lizard"], ["highway_bandits", "corvid_spies", "sunward_expedition"]),
           (["marquise", "eyrie", "alliance", "vagabond", "riverfolk"],
            ["forest_patrol", "furious_protector", "popular_band"]),
           (["marquise", "alliance"], ["the_exile", "flame_bearers", "corvid_spies"]),
           (["marquise", "eyrie", "alliance", "hundreds", "duchy"], ["the_exile", "popular_band", "furious_protector"])]


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
