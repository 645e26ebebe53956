"""The heuristic bots of the four base factions: they answer only with offered options (every invariant
checked after every decision), play the same game for the same seed, and clearly beat random players."""
from __future__ import annotations

import pytest

import rootcore
from rootcore.agents import make_agent, play, seat_agents
from rootcore.bots import GenericBot, HeuristicBot
from rootcore.testing import InvariantChecker

BASE = ["marquise", "eyrie", "alliance", "vagabond"]


class OfferedOnly:
    """Wraps an agent and checks that every answer is one of the pending decision's options."""

    def __init__(self, agent):
        self.agent = agent
        self.decisions = 0

    def __call__(self, game, decision):
        choice = self.agent(game, decision)
        assert choice in decision.option_ids, (decision, choice)
        self.decisions += 1
        return choice


@pytest.mark.parametrize("faction", BASE)
def test_heuristic_bot_picks_offered_options_and_keeps_invariants(faction):
    for seed in (11, 12):
        game = rootcore.new_game({"factions": BASE, "seed": seed})
        agents = seat_agents(game, "random", {faction: "heuristic"})
        agents[faction] = checked = OfferedOnly(agents[faction])
        checker = InvariantChecker(game)
        checker(game)
        result = play(game, agents, after_each=checker)
        assert result["over"] and checked.decisions > 10


def test_the_base_bot_answers_a_card_choice_with_no_card_behind_its_options():
    # The Keepers' Faithful Retainer is offered as {"card": None} (Law 15.3.4): a HeuristicBot without the Keepers'
    # own rule (a homebrew bot in their seat) rated it as a card and failed with a TypeError.
    game = rootcore.new_game({"factions": ["keepers", "marquise"], "seed": 1})
    agent = rootcore.RandomAgent(1)
    for _ in range(65):
        game.choose(agent(game, game.pending))
    decision = game.pending
    assert decision.kind == "keepers.shift.card" and all(o.data["card"] is None for o in decision.options)
    assert HeuristicBot("keepers", 1)(game, decision) in decision.option_ids


def test_a_bot_whose_rule_names_no_offered_option_answers_an_offered_one():
    # A bot answers only with offered options: a rule (or a plugin's advice) naming something else is not passed on
    # to the game (which would refuse it), the bot answers as if the rule had no answer.
    class Confused(HeuristicBot):
        def decide(self, game, decision):
            return "no-such-option"

    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    decision = game.pending
    assert len(decision.options) >= 2
    assert Confused(decision.player, 1)(game, decision) in decision.option_ids


def test_every_seat_heuristic_is_deterministic_per_seed():
    logs = []
    for _ in range(2):
        game = rootcore.new_game({"factions": BASE, "seed": 5})
        checker = InvariantChecker(game)
        checker(game)
        play(game, seat_agents(game, "heuristic"), after_each=checker)
        logs.append(list(game.log))
    assert logs[0] == logs[1] and len(logs[0]) > 50


def test_bots_are_registered_for_each_base_faction():
    for faction in BASE:
        agent = make_agent("heuristic", faction, 3)
        assert callable(agent) and agent.faction == faction


def test_heuristic_seat_beats_random_players():
    """20 games, the heuristic seat going round the four factions: random seats win about a quarter of the
    time, a heuristic seat wins most games (the 400-game table is in the issue note)."""
    wins = 0
    for seed in range(20):
        faction = BASE[seed % 4]
        game = rootcore.new_game({"factions": BASE, "seed": 1000 + seed})
        result = play(game, seat_agents(game, "random", {faction: "heuristic"}))
        wins += faction in result["winners"]
    assert wins >= 13


class Greedy(HeuristicBot):
    """The generic one-step lookahead on its own: main actions rated by score after the rest of the phase."""

    lookahead_kinds = frozenset({"marquise.action", "eyrie.decree.card"})


def test_generic_lookahead_leaves_the_game_untouched_and_plays_legally():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    agents = {"marquise": OfferedOnly(Greedy("marquise", 1)), "eyrie": OfferedOnly(Greedy("eyrie", 2))}
    checker = InvariantChecker(game)
    checker(game)
    while game.pending is not None and game.pending.kind != "marquise.action":
        game.choose(agents[game.pending.player](game, game.pending))
    before = game.state.to_json()
    choice = agents["marquise"].agent.lookahead(game, game.pending)
    assert choice in game.pending.option_ids and game.state.to_json() == before
    play(game, agents, after_each=checker, max_decisions=400)
    assert agents["marquise"].decisions > 20 and agents["eyrie"].decisions > 20


def test_a_lookahead_does_not_take_again_an_option_that_led_back_to_the_same_position():
    # The Corvids' Exposure (Law 13.2.4) is offered in the Marquise's menu and may be backed out of: the generic
    # lookahead rated it best, the Corvids' advice then passed, and the bot went round menu -> Exposure -> menu
    # for ever (turn 2 of this game, never ending).
    class Looking(HeuristicBot):
        lookahead_kinds = frozenset({"marquise.action"})

    game = rootcore.new_game({"factions": ["marquise", "corvid"], "seed": 4})
    play(game, {"marquise": Looking("marquise", 4), "corvid": rootcore.RandomAgent(4)}, max_decisions=3000)
    assert game.is_over or game.state.turn > 20


def test_a_lookahead_does_not_go_round_two_positions_it_backs_out_of_in_turn():
    # Found by `rootcore fuzz --bots heuristic` (seed 300100, 3,700 decisions in one Daylight): the generic bot looks
    # ahead at its Daylight menu and at the Exposure (Law 13.2.4) the menu opens, both its own questions on its own
    # turn, and remembered only the last position: menu -> Exposure -> pass -> menu went round for ever.
    class Curious(GenericBot):  # rates the options as the play-outs did there: Exposure first, then pass
        def option_value(self, game, decision, option, seed):
            return {"extra:corvid.expose": 2.0, "pass": 1.0}.get(option.id, 0.0)

    game = rootcore.scenario({"factions": ["marquise", "corvid"], "current": "marquise", "phase": "daylight",
                              "clearings": {5: {"marquise": {"warrior": 1}}, 8: {"marquise": {"sawmill": 1}}},
                              "hands": {"marquise": ["bake_sale"], "corvid": []},
                              "data": {"corvid": {"plots": {5: "raid"}, "face_up": []}}})
    bot, chosen = Curious("marquise", 1), []
    while game.state.current_faction == "marquise" and len(chosen) < 40:
        chosen.append((game.pending.kind, bot(game, game.pending)))
        game.choose(chosen[-1][1])
    assert chosen[:2] == [("marquise.craft", "extra:corvid.expose"), ("corvid.exposure", "pass")]
    assert chosen[2][0] == "marquise.craft" and chosen[2][1] != "extra:corvid.expose"  # not again from there
    assert game.state.current_faction == "corvid"  # the turn ended


def test_a_play_out_within_a_rollout_leaves_the_bot_in_its_rollout_with_its_plan():
    # `play_out` (a rollout, the Eyrie's hireling trial) runs on a clone in a rollout of its own with the plan it is
    # given, and puts back what the bot had: still in the rollout it was in, no lookahead of its own meanwhile.
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    bot = Greedy("marquise", 1)
    while game.pending.player != "marquise" or len(game.pending.options) < 2:
        game.choose(game.pending.options[0].id)
    before, seen = game.state.to_json(), []

    def stop(sim, pending):
        seen.append((bot.in_rollout, bot.plan))
        return len(seen) > 3

    plan, given = {"move": (1, 2, 3)}, {"battle": 8}
    bot.plan = plan
    bot.in_rollout = True
    sim = bot.play_out(game, [game.pending.options[1].id], 7, stop, given)
    assert len(seen) == 4 and all(rollout and now is given for rollout, now in seen)
    assert len(sim.log) == len(game.log) + 4
    assert bot.in_rollout and bot.plan is plan and game.state.to_json() == before
    bot.in_rollout = False
    bot.play_out(game, [], 7, stop)  # in a rollout meanwhile, with an empty plan of its own
    assert seen[4:] == [(True, {})] and not bot.in_rollout and bot.plan is plan


def test_a_play_out_deals_anew_what_the_bot_cannot_see_law_1_2():
    # A lookahead's clone is played with the hidden cards dealt anew (`determinize`): played on the cards as they
    # are, the bot would pick its option knowing the other hand and the order of the deck.
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    while game.pending.player != "marquise" or len(game.pending.options) < 2:
        game.choose(game.pending.options[0].id)
    st, bot = game.state, Greedy("marquise", 1)
    sims = [bot.play_out(game, [], seed, lambda sim, pending: True) for seed in range(3)]
    assert all(sim.state.factions["marquise"].hand == st.factions["marquise"].hand for sim in sims)
    assert any(sim.state.factions["eyrie"].hand != st.factions["eyrie"].hand for sim in sims)
    assert any(sim.state.deck != st.deck for sim in sims)


def marquise_daylight_action():
    """Marquise and Eyrie (seed 4) at the Marquise's first Daylight action (three to take)."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    while game.pending.kind != "marquise.action":
        game.choose(game.pending.options[0].id)
    return game


def test_a_rollout_plays_to_the_bots_next_main_choice_or_the_end_of_its_horizon():
    # horizon "phase": the March's questions are played by the fast rules up to the next Daylight action (a
    # lookahead kind), or to the end of the phase; horizon "turn" plays on to the end of the turn.
    game = marquise_daylight_action()
    turn, ended = game.state.turn, []

    class Watching(Greedy):
        def evaluate(self, sim):
            ended.append((sim.state.turn, sim.state.phase, sim.pending.player, sim.pending.kind))
            return 0.0

    bot = Watching("marquise", 1)
    bot.rollout_value(game, ["march"], 7)
    bot.horizon = "turn"
    bot.rollout_value(game, ["march"], 7)
    assert ended[0] == (turn, "daylight", "marquise", "marquise.action")
    assert ended[1][0] != turn
    # The Eyrie's Birdsong: a decree card and its column given, the phase ends before another decree card is asked.
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    while game.pending.kind != "eyrie.decree.card":
        game.choose(game.pending.options[0].id)
    turn = game.state.turn
    Watching("eyrie", 1).rollout_value(game, [game.pending.options[0].id, "column:recruit"], 7)
    assert ended[2][:3] == (turn, "daylight", "eyrie")


def test_a_play_out_answers_the_bots_own_questions_by_its_rules_and_its_choices_while_offered():
    # In a play-out the bot's own questions (and only those) go to its fast rules; an answer of theirs that is
    # not offered is replaced by a random one, and so is a given choice no longer offered, rather than failing.
    game = marquise_daylight_action()
    turn, asked = game.state.turn, []

    class Scripted(Greedy):
        def decide(self, sim, decision):
            answer = decision.options[-1].id if len(asked) % 2 == 0 else "no-such-option"
            asked.append((decision.player, len(sim.log), answer))
            return answer

    sim = Scripted("marquise", 1).play_out(game, ["march", "no-such-option"], 7,
                                            lambda sim, pending: sim.state.turn != turn)
    assert sim.log[len(game.log)] == "march" and len(asked) > 2
    assert all(player == "marquise" for player, _, _ in asked)
    assert all(sim.log[at] == answer for _, at, answer in asked[::2])


def test_a_won_game_is_rated_above_any_score_and_a_lost_one_below_law_3_1():
    # Law 3.1: the game ends with its winner; a lookahead reaching the end must prefer winning to any score, and
    # any score to losing.
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    bot, st = HeuristicBot("marquise", 1), game.state
    st.factions["marquise"].score = 29
    playing = bot.evaluate(game)
    st.over, st.winners = True, ["marquise"]
    won = bot.evaluate(game)
    st.winners = ["eyrie"]
    lost = bot.evaluate(game)
    st.winners = []
    assert won > playing > lost and bot.evaluate(game) == playing  # over with no winner: the score alone

def _hidden_by_place(game) -> dict[str, list]:
    """Cards by place (order ignored, except the draw deck's and the discard pile's), items by ruin, the quest
    deck's order."""
    st = game.state
    places = {"deck": list(st.deck), "discard": list(st.discard)}
    for fid, fs in st.factions.items():
        places[f"{fid} hand"] = sorted(fs.hand)
        places.update({f"{fid} {zone}": sorted(cards) for zone, cards in fs.zones.items()})
    places.update({f"ruin {c}": sorted(items) for c, items in st.ruin_items.items()})
    places["quest deck"] = list(st.factions["vagabond"].data["quest_deck"])
    return places


def test_a_lookahead_redraws_only_what_its_player_cannot_see():
    """Law 1.2: a rollout's clone gets a new deck order, new hands for the other players and new face-down
    supporters (dealt from all the cards hidden from the bot's player), the items under the ruins dealt anew
    and the quest deck shuffled, while the player's own hand, the public Decree and the discard pile stay,
    every place keeps its number of cards or items and nothing is lost."""
    from collections import Counter

    from rootcore.agents import RandomAgent
    from rootcore.bots import determinize
    from rootcore.knowledge import known_cards
    game = rootcore.new_game({"factions": BASE, "seed": 3})
    agent = RandomAgent(3)
    while not (game.state.factions["alliance"].zones.get("supporters") and game.state.factions["eyrie"].zones
               .get("decree_move") and game.state.turn > 6):
        game.choose(agent(game, game.pending))
    before = _hidden_by_place(game)
    ruins = {f"ruin {c}" for c in game.state.ruin_items}
    assert len(ruins) >= 2 and len(before["quest deck"]) >= 2
    unseen_by_all = ruins | {"deck", "quest deck"}
    others_hands = {"marquise hand", "eyrie hand", "alliance hand", "vagabond hand"}
    for player, unseen in (("marquise", others_hands - {"marquise hand"} | unseen_by_all | {"alliance supporters"}),
                           ("alliance", others_hands - {"alliance hand"} | unseen_by_all)):
        changed = set()
        reordered = False  # the deck's cards that stay in it come in another order (not only other cards)
        for seed in range(8):
            sim = game.clone()
            determinize(sim, seed, player)
            InvariantChecker(sim)(sim)  # every card conserved
            after = _hidden_by_place(sim)
            assert {place: len(cards) for place, cards in after.items()} == \
                {place: len(cards) for place, cards in before.items()}
            assert Counter(c for cards in after.values() for c in cards) == \
                Counter(c for cards in before.values() for c in cards)
            changed |= {place for place in before if after[place] != before[place]}
            kept_cards = set(before["deck"]) & set(after["deck"])
            reordered |= [c for c in before["deck"] if c in kept_cards] != [c for c in after["deck"] if c in kept_cards]
        # A hand whose every card the player knows (taken publicly, shown to it: rootcore.knowledge) stays as it is.
        known = known_cards(game, player)
        fully_known = {f"{fid} hand" for fid, fs in game.state.factions.items()
                       if fs.hand and all(known.get(c) == (fid, "hand") for c in fs.hand)}
        assert changed == unseen - fully_known, player
        assert reordered, player


def test_determinize_for_a_player_not_in_the_game_is_an_error_and_deals_nothing():
    # A misspelt player ("Marquise") was taken for an observer: the player's own hand was dealt anew, silently.
    from rootcore.bots import determinize
    game = rootcore.new_game({"factions": BASE, "seed": 3})
    sim = game.clone()
    with pytest.raises(ValueError, match="player 'Marquise' is not a faction of this game"):
        determinize(sim, 1, "Marquise")
    assert sim.state.to_json() == game.state.to_json()


def test_the_conformance_kit_catches_a_redraw_that_loses_a_card(monkeypatch):
    from rootcore.components import Faction
    from rootcore.testing import InvariantError, check_determinized_play
    config = {"factions": ["marquise", "eyrie", "alliance"]}
    assert check_determinized_play(config, seed=2) > 10

    def careless(self, game, fs, player, rng):  # a homebrew faction's re-draw that drops a card
        if fs.hand and self.id != player:
            fs.hand.pop()
    monkeypatch.setattr(Faction, "redraw_hidden", careless)
    with pytest.raises(InvariantError, match="a clone re-drawn for .* before decision #24 of seed 2.*cards"):
        check_determinized_play(config, seed=2, every=25)  # the first re-drawn clone: before decision #24


@pytest.mark.parametrize("config", [
    {"factions": ["corvid", "keepers", "alliance", "vagabond", "second_vagabond"], "map": "lake",
     "options": {"conceal_hands": True}},
    {"factions": ["hundreds", "riverfolk", "lizard", "eyrie"], "deck": "exiles", "landmarks": ["lost_city"],
     "hirelings": ["highway_bandits", "corvid_spies", "the_exile"]},
])
def test_no_view_changes_when_what_its_viewer_may_not_know_is_dealt_anew_law_1_2(config):
    # Hidden places of many kinds: face-down plots (13.2.2.I) and relics (15.2.1), supporters (8.2.5), quests and ruin
    # items, other hands (1.2.1); a public hand (11.2.3) and the Cult's lost souls beside them.
    from rootcore.testing import check_hidden_views
    factions = len(config["factions"])
    assert check_hidden_views(config, seed=4, every=40) >= 5 * (factions + 1)


def test_the_conformance_kit_catches_a_view_that_shows_hidden_cards(monkeypatch):
    # A homebrew board listing its face-down supporters (Law 8.2.5) for everyone: dealt anew, the list changes.
    from rootcore.testing import InvariantError, check_hidden_views
    from rootcore_plugins.alliance import SUPPORTERS, Alliance
    config = {"factions": ["marquise", "alliance"]}
    assert check_hidden_views(config, seed=2, every=25) > 0
    shown = Alliance.view
    monkeypatch.setattr(Alliance, "view",
                        lambda self, game, fs, viewer: {**shown(self, game, fs, viewer), "face_down": list(
                            fs.zones.get(SUPPORTERS, []))})
    with pytest.raises(InvariantError, match=r"what marquise is shown before decision #24 of seed 2 .* changes when "
                                             r"what it may not know is dealt anew: view\.factions\.alliance\.face_down"):
        check_hidden_views(config, seed=2, every=25)


def test_eyrie_bot_sees_a_turmoil_of_the_planned_turn_only_law_7_7():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 0})
    bot = make_agent("heuristic", "eyrie", 0)
    turn = game.state.turn
    bot.plan_turn = turn + 1
    game.event("turmoil", faction="eyrie", leader="despot")  # an earlier turn's Turmoil
    game.state.turn = turn + 1
    game.event("phase", faction="eyrie", phase="daylight")
    plain = bot.turmoil_in_plan_turn(game)
    game.state.turn = turn + 2
    game.event("turmoil", faction="eyrie", leader="despot")  # a later turn's (a rollout reaching the next turn)
    assert not plain and not bot.turmoil_in_plan_turn(game)
    del game.events[-1]
    game.state.turn = turn + 1
    game.event("turmoil", faction="eyrie", leader="builder")
    game.event("phase", faction="eyrie", phase="evening")  # found behind later events of the same turn
    assert bot.turmoil_in_plan_turn(game)


# -- a rival's dominance close to winning (Law 3.3.1) -------------------------------------------------------------
# Autumn: fox clearings 1, 6, 8, 12; 2 is mouse; 4 (rabbit) borders 8, 9 and 12; 7 borders corner 3, 8 and 12.
# Mostly a rival's activated fox dominance rules fox clearings 1, 6 and 8 (it would win at its next Birdsong), and
# the bot is asked a decision whose ordinary best answer lies elsewhere: it breaks the rule in 8 instead.

def dominance_position(current: str, rival: str, clearings: dict, factions=("marquise", "eyrie"), phase="daylight",
                       **spec):
    """`current` from `phase`, `rival` with the fox dominance activated (unless `spec` names the dominance cards)
    and two warriors in fox clearings 1 and 6."""
    from helpers import faction_scenario
    held = {1: {rival: {"warrior": 2}}, 6: {rival: {"warrior": 2}}}
    spec = {"dominance": {rival: "dominance_fox"}, **spec}
    return faction_scenario(factions, current, phase, {**held, **clearings}, {}, dominance_in_deck=True, **spec)


def bot_answer(game, faction: str, kind: str, *choices: str) -> str:
    """Play `choices` (the first options for other players' questions) up to `faction`'s decision of `kind`, and
    the heuristic bot's answer to it."""
    from helpers import play_choices, play_until
    play_choices(game, *choices)
    play_until(game, faction, kind)
    assert len(game.pending.options) >= 2
    return make_agent("heuristic", faction, 0)(game, game.pending)


def test_the_marquise_battles_where_a_rivals_dominance_needs_its_rule_law_3_3_1():
    # Clearing 2 offers a roost for the taking (a VP); in 8 the Eyrie rule by the tie (Lords of the Forest).
    game = dominance_position("marquise", "eyrie", {8: {"eyrie": {"warrior": 3}, "marquise": {"warrior": 3}},
                                                    2: {"eyrie": {"roost": 1}, "marquise": {"warrior": 1}}})
    assert bot_answer(game, "marquise", "marquise.battle.clearing", "battle") == "clearing:8"


@pytest.mark.parametrize("card, clearings, answer", [
    # Ready (fox 1, 6, 8): from 4, 9 has an Eyrie roost alone to march on, 8 one Eyrie warrior keeping their rule.
    ("dominance_fox", {4: {"marquise": {"warrior": 4}}, 8: {"eyrie": {"warrior": 1}}, 9: {"eyrie": {"roost": 1}}}, 8),
    # One short (fox 1, 6): taking empty fox clearing 8 keeps them from gaining it.
    ("dominance_fox", {4: {"marquise": {"warrior": 4}}, 9: {"eyrie": {"roost": 1}}}, 8),
    # One short with birds (corner 1): from 7, taking the opposite corner 3 rather than a roost alone in 8.
    ("dominance_bird", {7: {"marquise": {"warrior": 4}}, 8: {"eyrie": {"roost": 1}}}, 3)])
def test_the_marquise_marches_to_break_a_rivals_dominance_law_3_3_1(card, clearings, answer):
    game = dominance_position("marquise", "eyrie", clearings, dominance={"eyrie": card})
    assert bot_answer(game, "marquise", "marquise.march.destination", "march") == f"clearing:{answer}"


@pytest.mark.parametrize("own_dominance", [False, True])
def test_the_eyrie_battles_where_a_rivals_dominance_needs_its_rule_law_3_3_1(own_dominance):
    # The Decree's bird battle (a vizier): a lone sawmill in 2 is a VP, the Marquise's three warriors in 8 their rule.
    # Its own bird dominance ruling opposite corners 2 and 4 would win too, but the Marquise's Birdsong comes first.
    clearings = {8: {"eyrie": {"warrior": 2}, "marquise": {"warrior": 3}},
                 2: {"eyrie": {"warrior": 1}, "marquise": {"sawmill": 1}}}
    spec = {"dominance": {"marquise": "dominance_fox", "eyrie": "dominance_bird"}} if own_dominance else {}
    game = dominance_position("eyrie", "marquise", {**clearings, 4: {"eyrie": {"warrior": 1}}},
                              data={"eyrie": {"viziers": {"battle": 1}}}, **spec)
    assert bot_answer(game, "eyrie", "eyrie.battle.clearing") == "clearing:8"


def test_a_move_plan_an_earlier_move_left_behind_is_made_anew_not_guessed():
    """Simulated seed 2: a Decree move of one warrior had its count answered unasked, so its plan stayed; at the next
    move's destination, the planned clearing is not offered. The bot plans again from the move's origin (here the
    same answer as with no plan at all) instead of answering at random."""
    def position():
        return dominance_position("eyrie", "marquise", {4: {"eyrie": {"warrior": 4}}, 8: {"marquise": {"warrior": 1}}},
                                  data={"eyrie": {"viziers": {"move": 1}}})
    fresh = make_agent("heuristic", "eyrie", 0)
    expected = bot_answer(position(), "eyrie", "eyrie.move.destination")
    game = position()
    from helpers import play_until
    play_until(game, "eyrie", "eyrie.move.destination")
    fresh.plan = {"move": (12, 11, 1)}  # 11 is not next to 4
    assert "clearing:11" not in game.pending.option_ids
    assert fresh(game, game.pending) == expected and fresh.guessed == {}


def test_the_eyrie_moves_to_break_a_rivals_dominance_law_3_3_1():
    # The Decree's bird move (a vizier) from 4: 12 is open and quiet, 8 held by one Marquise warrior.
    game = dominance_position("eyrie", "marquise", {4: {"eyrie": {"warrior": 4}}, 8: {"marquise": {"warrior": 1}}},
                              data={"eyrie": {"viziers": {"move": 1}}})
    assert bot_answer(game, "eyrie", "eyrie.move.destination") == "clearing:8"


def vagabond_in_8(pieces: dict):
    """The Vagabond's Daylight in 8 (two swords) with `pieces` there, the Marquise's fox dominance activated."""
    from helpers import vagabond_at
    return dominance_position("vagabond", "marquise", {8: pieces}, factions=("marquise", "eyrie", "vagabond"),
                              data=vagabond_at(8, ("boot", "sword", "sword", "torch")))


def test_the_vagabond_battles_the_rival_whose_dominance_needs_the_clearing_law_3_3_1():
    # In 8 an Eyrie roost alone is a VP to remove; the Marquise's two warriors keep the rule of 8.
    game = vagabond_in_8({"marquise": {"warrior": 2}, "eyrie": {"roost": 1}})
    assert bot_answer(game, "vagabond", "vagabond.battle.defender", "battle") == "faction:marquise"


def test_the_vagabond_chooses_to_battle_a_rival_whose_dominance_needs_the_clearing_law_3_3_1():
    # Two Marquise warriors in 8, his Neutral neighbours: a battle not worth a relationship, but for their rule.
    game = vagabond_in_8({"marquise": {"warrior": 2}})
    assert bot_answer(game, "vagabond", "vagabond.action") == "battle"


def test_the_alliance_revolts_where_a_rivals_dominance_needs_its_rule_law_3_3_1():
    # Sympathy in 8 (the Marquise's rule, a sawmill) and in mouse clearing 2 (a workshop and a recruiter).
    game = dominance_position("alliance", "marquise", {8: {"marquise": {"sawmill": 1}, "alliance": {"sympathy": 1}},
                                                       2: {"marquise": {"workshop": 1, "recruiter": 1},
                                                           "alliance": {"sympathy": 1}}},
                              factions=("marquise", "alliance"), phase="birdsong",
                              data={"alliance": {"supporters": ["anvil", "tax_collector", "sword", "investments"]}})
    assert bot_answer(game, "alliance", "alliance.revolt") == "clearing:8"


def test_a_bots_defender_is_the_rival_whose_dominance_needs_the_clearing_law_3_3_1():
    # The shared `plan_battle_defender`: 8 is the Marquise's only battle; an Eyrie roost alone there is a VP, the
    # Alliance's four warriors (Guerrilla War, 8.2.2) keep the rule its dominance needs.
    game = dominance_position("marquise", "alliance", {8: {"alliance": {"warrior": 4}, "marquise": {"warrior": 3},
                                                           "eyrie": {"roost": 1}}},
                              factions=("marquise", "eyrie", "alliance"))
    assert bot_answer(game, "marquise", "marquise.battle.defender", "battle") == "faction:alliance"


@pytest.mark.parametrize("seating, contested", [(("marquise", "eyrie", "alliance"), True),
                                               (("eyrie", "marquise", "alliance"), False)])
def test_a_bot_whose_dominance_would_win_first_leaves_a_rivals_alone_law_3_3_1(seating, contested):
    # The Alliance's turn: the Eyrie's bird dominance (opposite corners 2 and 4) and the Marquise's fox dominance
    # (1, 6 and 8) would both win. The one whose Birdsong comes first wins (3.3.1): the Eyrie contests the Marquise's
    # clearings only when the Marquise sits before it.
    from rootcore.bots import dominance_stakes, turns_to_birdsong
    game = dominance_position("alliance", "marquise", {8: {"marquise": {"warrior": 1}}, 2: {"eyrie": {"warrior": 1}},
                                                       4: {"eyrie": {"warrior": 1}}, 10: {"alliance": {"sympathy": 1}}},
                              factions=seating, phase="birdsong",
                              dominance={"marquise": "dominance_fox", "eyrie": "dominance_bird"},
                              data={"alliance": {"supporters": ["anvil", "tax_collector", "sword", "investments"]}})
    assert game.pending.player == "alliance"  # its Birdsong's spread, asked after its own dominance check
    assert turns_to_birdsong(game, "alliance") == 2 and turns_to_birdsong(game, seating[0]) == 0
    stakes = dominance_stakes(game, "eyrie")
    assert stakes == ({1: ("marquise", 5.0), 6: ("marquise", 5.0), 8: ("marquise", 5.0)} if contested else {})


# -- GenericBot: the bot of a faction whose plugin brings none ----------------------------------------------------

def test_generic_bot_is_the_heuristic_seat_of_fan_factions_without_a_bot_of_their_own():
    for faction in ("bone_patrol", "borough_kings", "winged_menace", "order_of_the_forest"):
        assert type(make_agent("heuristic", faction, 3)) is GenericBot
    # the Colonies' seat is a GenericBot that votes by the advice every bot follows (twelve_colonies/advice.py)
    colonies = make_agent("heuristic", "twelve_colonies", 3)
    assert isinstance(colonies, GenericBot) and type(colonies).__name__ == "ColoniesBot"
    # the Croakers Coven's seat is a GenericBot taught its spells (plugins/rootcore_plugins/croakers_coven/bot.py)
    coven = make_agent("heuristic", "croakers_coven", 3)
    assert isinstance(coven, GenericBot) and type(coven).__name__ == "CroakersCovenBot"


def test_generic_bot_looks_ahead_only_on_its_own_turn_and_in_setup_over_a_sample_of_a_long_menu():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    mine, theirs = GenericBot("marquise", 1), GenericBot("eyrie", 1)
    setup = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4, "seating": ["eyrie", "marquise"]})
    while setup.pending.player != "marquise":
        setup.choose(setup.pending.options[0].id)
    assert setup.state.phase == "setup" and setup.state.current_faction == "eyrie"  # the first player's turn
    assert mine.looks_ahead(setup, setup.pending)  # but her setup is hers to plan, wherever she sits
    while game.pending.player != "marquise" or len(game.pending.options) < 2 or game.state.phase == "setup" \
            or game.state.current_faction != "eyrie":
        game.choose(game.pending.options[-1].id)
    assert not mine.looks_ahead(game, game.pending)  # a choice of the Marquise on the Eyrie's turn: no lookahead
    while game.pending.player != "marquise" or len(game.pending.options) < 2 \
            or game.state.current_faction != "marquise":
        game.choose(game.pending.options[0].id)
    assert mine.looks_ahead(game, game.pending)
    assert not theirs.looks_ahead(game, game.pending)  # not the Eyrie's turn
    options = game.pending.options
    assert mine.options_to_try(options) == options
    mine.max_options = len(options) - 1
    assert mine.looks_ahead(game, game.pending)  # a longer menu is looked ahead at, over a sample of it
    sample = mine.options_to_try(options)
    assert len(sample) == mine.max_options and sample == [o for o in options if o in sample]  # in menu order
    tried = []
    mine.option_value = lambda game, decision, option, seed: tried.append(option) or len(tried)
    mine.max_options = 2
    assert mine(game, game.pending) == tried[-1].id and len(tried) == 2  # the best of the two tried (the last here)


def test_every_bot_keeps_the_three_cards_it_values_most_of_an_advanced_setup_hand_law_a_10():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4, "options": {"advanced_setup": True}})
    while game.pending.kind != "setup.keep_cards":
        game.choose(game.pending.options[0].id)
    player = game.pending.player
    bot = make_agent("heuristic", player, 0)
    hand = game.state.factions[player].hand
    best = sorted(hand, key=lambda c: -bot.card_value(game, c))[:3]
    chosen = game.pending.option(bot(game, game.pending))
    assert sum(bot.card_value(game, c) for c in chosen.data["cards"]) == sum(bot.card_value(game, c) for c in best)
    assert len({bot.card_value(game, c) for c in hand}) > 1  # the hand's cards differ in worth: a real choice


def test_generic_bot_rates_vp_rule_pieces_and_cards():
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 4})
    bot = GenericBot("eyrie", 1)
    fs = game.state.factions["eyrie"]
    base = bot.evaluate(game)
    fs.score += 1
    assert bot.evaluate(game) == pytest.approx(base + bot.score_weight)
    fs.hand.append(fs.hand[0] if fs.hand else 0)
    assert bot.evaluate(game) == pytest.approx(base + bot.score_weight + bot.hand_weight)


def test_generic_bot_takes_the_option_that_scores():
    # Law 4.1: crafting an item scores its VP. The Marquise's Daylight crafting step offers the Anvil (fox, 2 VP) with
    # her workshop in a fox clearing; a bot rating VP crafts it rather than moving on.
    from helpers import scenario
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 2, "workshop": 1}}, 8: {"eyrie": {"warrior": 1}}},
                    hands={"marquise": ["anvil"]}, data={"eyrie": {"leader": "commander", "viziers": {}}})
    decision = game.pending
    crafts = [o.id for o in decision.options if o.id.startswith("craft")]
    assert crafts, decision.option_ids
    assert GenericBot("marquise", 1)(game, decision) in crafts


def patrol_game(bot, seed: int):
    """A game of the Marquise, Eyrie and Alliance (random) and the Bone Patrol seated with `bot`, played out."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "bone_patrol"], "seed": seed})
    agents = seat_agents(game, "random")
    agents["bone_patrol"] = checked = OfferedOnly(bot("bone_patrol", seed))
    result = play(game, agents, max_decisions=6000)
    assert result["over"] and checked.decisions > 20
    return game


def test_generic_bot_plays_legal_deterministic_games():
    assert patrol_game(GenericBot, 3).log == patrol_game(GenericBot, 3).log  # the same seed plays the same game


@pytest.mark.slow
def test_generic_bot_wins_more_than_the_base_class():
    # Wins, not VP: the Patrol's wins here are mostly by dominance, at 10 to 15 VP, so VP at the end rate a bot that
    # wins early below one that loses late. Seeds 0-23 at rootcore 0.3.104: 15 wins against 12 (seeds 0-11 alone
    # tied, 7 against 7, once the Birdsong cards' windows and the dominance re-check changed the games). Seeds 0-11
    # at 0.3.96: 8 against 6; 6 against 4 before setup buried no bone in the Keep's clearing (Law 6.2.2). The VP of
    # seeds 0-5 (95 against 69 at rootcore 0.3.84) were the measure until then.
    wins = {bot: sum("bone_patrol" in patrol_game(bot, seed).winners for seed in range(24))
            for bot in (HeuristicBot, GenericBot)}
    assert wins[GenericBot] > wins[HeuristicBot], wins


# -- the board measures bots share ---------------------------------------------------------------------------------
# Autumn: fox clearings 1, 6, 8, 12; 6 borders 2, 3 and 11; corners 1-3 and 2-4 are opposite.

def measured_position():
    """The Marquise ruling fox clearings 6 (by one), 8 and 12; the Eyrie in 6, 11 and 9 (a roost alone), the
    Alliance in 2."""
    from helpers import scenario
    return scenario(["marquise", "eyrie", "alliance"], "marquise", "daylight", {
        6: {"marquise": {"warrior": 2, "workshop": 1}, "eyrie": {"warrior": 1, "roost": 1}},
        8: {"marquise": {"warrior": 1}}, 12: {"marquise": {"warrior": 3}},
        2: {"marquise": {"warrior": 1}, "alliance": {"warrior": 2, "sympathy": 1}},
        11: {"eyrie": {"warrior": 4}}, 9: {"eyrie": {"roost": 1}}})


def test_the_board_measures_count_each_factions_pieces_where_they_stand_law_2_5():
    # Law 2.5: rule goes to the most warriors plus buildings; the bots' measures of it and of the enemies around.
    from rootcore import bots
    game = measured_position()
    assert bots.warriors_on_map(game, "marquise") == 7 and bots.warriors_on_map(game, "vagabond") == 0
    assert bots.enemy_strength(game, "marquise", 6) == 1 and bots.enemy_strength(game, "marquise", 2) == 2
    assert bots.strongest_enemy(game, "marquise", 6) == 2 and bots.strongest_enemy(game, "eyrie", 6) == 3
    assert bots.strongest_enemy(game, "marquise", 5) == 0 and bots.strongest_enemy(game, "marquise", 9) == 1
    assert bots.warriors_to_rule(game, "eyrie", 6) == 3 and bots.warriors_to_rule(game, "marquise", 5) == 1
    assert bots.warriors_to_rule(game, "marquise", 6) == 1  # it rules already: at least one
    assert bots.warriors_to_rule(game, "alliance", 6) == 4
    assert bots.threat(game, "marquise", 6) == 1 + 2 + 4  # 6 and its neighbours 2 and 11 (3 is empty)
    assert bots.enemy_pieces(game, "marquise", 6) == 1 and bots.enemy_pieces(game, "marquise", 2) == 1
    assert bots.enemy_pieces(game, "eyrie", 6) == 1 and bots.enemy_pieces(game, "marquise", 12) == 0
    assert bots.enemy_pieces(game, "marquise", 9) == 1
    assert bots.rule_margin(game, "marquise", 6) == 1 and bots.rule_margin(game, "eyrie", 6) == -1
    assert bots.rule_margin(game, "marquise", 12) == 3 and bots.rule_margin(game, "alliance", 2) == 1
    assert bots.rule_margin(game, "eyrie", 9) == 1 and bots.rule_margin(game, "alliance", 6) == -3
    assert bots.suit_rule_counts(game, "marquise") == {"fox": 3} and bots.suit_rule_counts(game, "eyrie") == \
        {"mouse": 2}
    assert bots.share_suit(game, 6, 8) and not bots.share_suit(game, 6, 2)


def test_a_dominance_is_ready_with_three_ruled_clearings_of_its_suit_or_opposite_corners_law_3_3_1():
    from rootcore import bots
    from rootcore.rules import pieces
    game = measured_position()
    assert bots.dominance_ready(game, "marquise", "fox")
    assert not bots.dominance_ready(game, "marquise", "fox", margin=2)  # 6 and 8 are held by one piece only
    assert not bots.dominance_ready(game, "marquise", "mouse") and not bots.dominance_ready(game, "marquise", "bird")
    pieces.remove(game, "marquise", "warrior", 8, 1, "eyrie", "battle")
    assert not bots.dominance_ready(game, "marquise", "fox")  # two fox clearings
    assert not bots.dominance_ready(game, "eyrie", "bird")
    pieces.place(game, "eyrie", "warrior", 1)
    assert not bots.dominance_ready(game, "eyrie", "bird")  # corner 1 alone
    pieces.place(game, "eyrie", "warrior", 3)
    pieces.place(game, "marquise", "warrior", 3)
    assert bots.dominance_ready(game, "eyrie", "bird")  # and the opposite corner 3, by a tie (7.2.2)


def test_a_battle_estimate_takes_average_dice_and_the_defenders_higher_roll_in_guerrilla_war_law_8_2_2():
    # Law 4.3.2: hits up to the warriors each side has; 4.3.4: warriors taken before buildings and tokens; 8.2.2:
    # the Alliance defending takes the higher roll.
    from helpers import scenario

    from rootcore import bots
    game = measured_position()
    assert not bots.defender_rolls_high(game, "marquise", 6, "eyrie")
    assert bots.defender_rolls_high(game, "marquise", 2, "alliance")
    est = bots.battle_estimate(game, "marquise", 6, "eyrie")
    assert est == {"dealt": 2, "taken": bots.E_LOW, "killed": 1, "removed": 1, "pawn": False, "warriors": 1,
                   "targets": 1}
    est = bots.battle_estimate(game, "marquise", 2, "alliance")
    assert est["dealt"] == bots.E_LOW and est["taken"] == 2 and est["killed"] == bots.E_LOW and est["removed"] == 0
    assert est["targets"] == 1 and est["warriors"] == 2
    est = bots.battle_estimate(game, "marquise", 9, "eyrie")  # a roost alone: defenseless, an extra hit (4.3.3.II)
    assert est["dealt"] == 1 and est["killed"] == 0 and est["removed"] == 1 and est["targets"] == 1
    plain = scenario(["marquise", "eyrie"], "marquise", "daylight", {6: {"marquise": {"warrior": 2},
                                                                       "eyrie": {"warrior": 1}}})
    assert not bots.defender_rolls_high(plain, "marquise", 6, "eyrie")  # no Guerrilla War in the game


def test_a_battle_estimate_reveals_nothing_of_the_menaces_active_card_outsiders_wm_2_2():
    """Fuzz seed 19169000: a bot estimating a battle against the Winged Menace asked `rootcore_battle_rolled` of the
    game itself, and the Menace, revealing its Active Card once dice are rolled (WM.2.2), added an
    "active_card_revealed" event naming its hidden card to the real game's events at every estimate. The estimate asks
    `rootcore_high_roll`, a question that changes nothing."""
    from rootcore import bots
    game = rootcore.scenario({"factions": ["marquise", "winged_menace", "alliance"], "current": "marquise",
                              "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 3}, "winged_menace": {"warrior": 2}},
                                            2: {"marquise": {"warrior": 3}, "alliance": {"warrior": 2}}}})
    events = list(game.events)
    est = bots.battle_estimate(game, "marquise", 1, "winged_menace")
    assert est["dealt"] == bots.E_HIGH and est["taken"] == bots.E_LOW  # no Guerrilla War for the Menace
    assert bots.defender_rolls_high(game, "marquise", 2, "alliance")  # the Alliance's, asked the same way (8.2.2)
    assert game.events == events


def test_the_last_removal_is_read_from_the_events_law_4_3_4():
    from rootcore import bots
    from rootcore.rules import pieces
    game = measured_position()
    assert bots.last_removed(game, "eyrie") == 0
    pieces.remove(game, "eyrie", "warrior", 11, 2, "marquise", "battle")
    pieces.remove(game, "marquise", "warrior", 2, 1, "alliance", "battle")
    pieces.remove(game, "eyrie", "roost", 6, 1, "marquise", "battle")
    assert bots.last_removed(game, "eyrie") == 2 and bots.last_removed(game, "marquise") == 1
    assert bots.last_removed(game, "eyrie", "roost") == 1 and bots.last_removed(game, "alliance") == 0


def test_a_ruling_move_takes_the_warriors_beyond_those_kept_law_2_5_and_4_2():
    # From 12 (three warriors, two kept) one warrior takes rule of an empty neighbour (4, 7 or 10), not of 9 (a roost)
    # or 11 (four warriors); from 5, where the Marquise has no warrior, nothing moves.
    from rootcore import bots
    game = measured_position()
    bot = HeuristicBot("marquise", 1)
    assert sorted(bot.ruling_moves(game, [12], lambda game, origin: 2)) == [(12, 4, 1), (12, 7, 1), (12, 10, 1)]
    assert list(bot.ruling_moves(game, [12], lambda game, origin: 3)) == []
    assert list(bot.ruling_moves(game, [5], lambda game, origin: 0)) == []
    assert bots.warriors_to_rule(game, "marquise", 9) == 2


@pytest.mark.parametrize("faction, kinds, lost", [
    ("alliance", ["base_fox", "sympathy"], "sympathy"),          # the one fox base outweighs one of ten sympathy
    ("marquise", ["workshop", "sawmill"], "sawmill"),            # a workshop crafts (Law 4.1.1), a sawmill not
    ("order_of_the_forest", ["abbey_fox", "soup"], "soup"),      # the one fox abbey outweighs a soup token
    ("old_man_tinker", ["factory", "gear"], "gear"),             # a building, against one of twenty gears
])
def test_a_bot_with_no_rule_of_its_own_gives_a_hit_its_cheapest_piece_law_4_3_4(faction, kinds, lost):
    from rootcore.rules import pieces
    game = rootcore.new_game({"factions": [faction, "eyrie"], "seed": 3})
    while game.state.phase == "setup":
        game.choose(game.pending.options[0].id)
    clearing = next(c for c, cl in game.state.clearings.items() if not cl.buildings and not cl.tokens
                    and all(pieces.placement_allowed(game, faction, k, c) for k in kinds))
    for kind in kinds:
        assert pieces.place(game, faction, kind, clearing) == 1
    hits = pieces.take_hits_on_other_pieces(game, faction, clearing, 1, "eyrie", "battle")
    decision = next(hits)
    assert decision.kind == "take_hit" and sorted(decision.option_ids) == sorted(f"piece:{k}" for k in kinds)
    assert HeuristicBot(faction, 1).decide_take_hit(game, decision) == f"piece:{lost}"
    assert GenericBot(faction, 1)(game, decision) == f"piece:{lost}"  # a fan faction's seat answers the same


@pytest.mark.parametrize("factions", [["marquise", "eyrie", "alliance", "vagabond"],
                                      ["lizard", "riverfolk", "duchy", "corvid"],
                                      ["hundreds", "keepers", "marquise", "eyrie"]])
def test_every_law_factions_bot_answers_its_setup_card_by_its_own_rules_law_a_8_2(factions, monkeypatch):
    # With the faction setup cards (A.8.2) a bot places its homelands where its standard setup would start, and the
    # warriors a card cannot share out evenly where enemies are nearest: never a random answer.
    guessed = []
    monkeypatch.setattr(HeuristicBot, "fallback", lambda bot, game, decision: guessed.append(decision.kind) or
                        decision.options[0].id)
    for seed in (0, 1):
        game = rootcore.new_game({"factions": factions, "seed": seed,
                                  "options": {"advanced_setup": True, "setup_cards": True}})
        agents = seat_agents(game, "heuristic")
        while game.state.phase == "setup":
            game.choose(agents[game.pending.player](game, game.pending))
    assert guessed == []


class _ScoresFirst:
    """A start-of-Daylight effect scoring 2 VP for the player taking the turn, when no `_ScoresOne` effect ran before
    it this turn (kept in the turn's data, so that clones carry it)."""

    @rootcore.hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        return self._effect(game, faction) if phase == "daylight" else None

    def _effect(self, game, faction):
        if not game.state.data["turn"].get("one_ran"):
            rootcore.rules.scoring.score(game, faction, 2, "test")
        return
        yield


class _ScoresOne:
    """A start-of-Daylight effect scoring 1 VP, after which `_ScoresFirst` scores nothing."""

    @rootcore.hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        return self._effect(game, faction) if phase == "daylight" else None

    def _effect(self, game, faction):
        rootcore.rules.scoring.score(game, faction, 1, "test")
        game.state.data["turn"]["one_ran"] = True
        return
        yield


@pytest.mark.parametrize("first", [True, False])
def test_a_bot_orders_simultaneous_effects_by_what_each_order_yields_law_1_1_3(first):
    """Two effects at the start of Daylight (Law 1.1.3: the player taking the turn orders them): the 2 VP one first
    scores 3 in all, the other first 1. The bot takes the better order whichever place its option has."""
    plugins = [_ScoresFirst(), _ScoresOne()] if first else [_ScoresOne(), _ScoresFirst()]
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 3}, plugins=plugins)
    while game.pending.kind != "turn.effect_order":
        game.choose(game.pending.option_ids[0])
    # Extra plugins answer last registered first (pluggy's order): the options are effect:0 and effect:1.
    bonus = "effect:1" if first else "effect:0"
    faction = game.pending.player
    before = game.state.factions[faction].score
    answer = make_agent("heuristic", faction, 0)(game, game.pending)
    assert answer == bonus
    game.choose(answer)
    assert game.state.factions[faction].score == before + 3


def test_a_play_out_whose_first_answer_the_world_dealt_anew_refuses_ends_there_law_1_2(monkeypatch):
    """Fuzz seed 12543000: the Marquise's Prophets force the Eyrie to battle, and the Spring Uprising is offered as
    its defender because the Eyrie holds a card to pay its price. A play-out deals the hidden hands anew (Law 1.2):
    where the Eyrie holds no such card, the rules refuse that first answer; the play-out ends there instead of
    failing the real game."""
    from rootcore import bots
    from rootcore.decisions import RootcoreError
    from helpers import play_choices, scenario
    probe = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    card = {"fox": "anvil", "rabbit": "bake_sale", "mouse": "sword"}[probe.state.suits[10]]
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {10: {"warm_sun_prophets": {"warrior": 1}, "eyrie": {"warrior": 2},
                          "spring_uprising": {"warrior": 1}}},
                    hands={"marquise": [], "eyrie": [card]}, data={"eyrie": {"leader": "commander", "viziers": {}}},
                    hirelings={"warm_sun_prophets": {"controller": "marquise", "control": 2}, "spring_uprising": {},
                               "flotilla": {}})
    play_choices(game, "extra:hireling:warm_sun_prophets", "force")
    while game.pending.kind != "warm_sun_prophets.defender":
        play_choices(game, "battle" if "battle" in game.pending.option_ids else game.pending.option_ids[0])
    assert "faction:spring_uprising" in game.pending.option_ids

    def dealt_without_the_card(sim, seed, player=None):  # a redeal leaving the Eyrie no card to pay with
        sim.state.deck += sim.state.factions["eyrie"].hand
        sim.state.factions["eyrie"].hand = []
    monkeypatch.setattr(bots, "determinize", dealt_without_the_card)
    bot = HeuristicBot("marquise", 0)
    sim = bot.play_out(game, ["faction:spring_uprising"], 0, lambda sim, pending: False)
    assert sim.state.factions["eyrie"].hand == [] and not bot.in_rollout
    assert game.state.factions["eyrie"].hand != []  # the game itself is untouched


def test_the_marquise_bot_makes_the_least_bad_first_march_move_it_must_make_law_6_5_2():
    """A March's first move is not optional (6.5.2): with every clearing in reach already hers (sawmills in 2, 9 and
    10), no move is worth her threshold, and a look-ahead may still have chosen March. Her bot then makes the least
    bad move instead of a random one."""
    from helpers import play_choices, scenario
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 2}}, 5: {"marquise": {"warrior": 1, "sawmill": 1}},
                     2: {"marquise": {"sawmill": 1}}, 9: {"marquise": {"sawmill": 1}}, 10: {"marquise": {"sawmill": 1}}},
                    hands={"marquise": [], "eyrie": []}, data={"eyrie": {"leader": "commander", "viziers": {}}})
    play_choices(game, "march")
    assert game.pending.kind == "marquise.march.origin" and "pass" not in game.pending.option_ids
    bot = make_agent("heuristic", "marquise", 0)
    assert bot.best_move(game, first=True) is None  # nothing worth a March
    assert bot(game, game.pending) == "clearing:1" and bot.guessed == {}
    assert bot.plan["move"] == (1, 5, 1)


def test_a_march_move_she_must_make_with_no_warrior_to_spare_leaves_where_she_is_strongest_law_6_5_2():
    """Fuzz seed 19042006 (marquise.march.origin left to chance): a March move she must make (here its first) when
    every warrior of hers holds its clearing against the Eyrie, so no move is worth planning at any price. Her bot
    moves from where she is strongest (5: three pieces against two, against one to one in 1), not from a random
    origin."""
    from helpers import play_choices, scenario
    game = scenario(["marquise", "eyrie"], "marquise", "daylight",
                    {1: {"marquise": {"warrior": 1}, "eyrie": {"warrior": 1}},
                     5: {"marquise": {"warrior": 2, "sawmill": 1}, "eyrie": {"warrior": 2}}},
                    hands={"marquise": [], "eyrie": []}, data={"eyrie": {"leader": "commander", "viziers": {}}})
    play_choices(game, "march")
    assert game.pending.option_ids == ["clearing:1", "clearing:5"]
    for seed in range(4):
        bot = make_agent("heuristic", "marquise", seed)
        assert bot.best_move(game, first=True, floor=float("-inf")) is None  # no warrior to spare anywhere
        assert bot(game, game.pending) == "clearing:5" and bot.guessed == {}


def test_a_move_with_no_plan_worth_making_goes_where_the_bot_is_strongest_law_4_2(monkeypatch):
    """A move that must go on (its origin the only one, asked of no one) though the bot's plan finds nothing worth it
    from there: the destination where the bot is strongest against the other pieces, not a random one. The Marquise
    moves out of 1: to 9, beside her sawmill, rather than 10 (empty) or 5 (two Eyrie warriors)."""
    from rootcore.rules import move
    from rootcore_plugins.marquise.bot import MarquiseBot
    game = rootcore.scenario({"factions": ["marquise", "eyrie"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 2}}, 5: {"eyrie": {"warrior": 2}},
                                            9: {"marquise": {"sawmill": 1}}},
                              "hands": {"marquise": [], "eyrie": []},
                              "data": {"marquise": {"actions": 3}, "eyrie": {"leader": "commander", "viziers": {}}}})
    steps = move.take_move(game, "marquise", kind="test.move")
    origin = next(steps)
    assert origin.option_ids == ["clearing:1"]  # one origin: the game answers it without asking
    decision = steps.send(origin.options[0])
    assert decision.kind == "test.move.destination"
    assert decision.option_ids == ["clearing:5", "clearing:9", "clearing:10"]
    monkeypatch.setattr(MarquiseBot, "move_plan_from", lambda bot, game, origin: None)
    bot = MarquiseBot("marquise", 0)
    assert bot.plan_move_destination(game, decision) == "clearing:9"


@pytest.mark.parametrize("landmark", ["tower", "legendary_forge"])
def test_a_bot_sets_a_landmark_up_in_the_clearing_with_the_most_paths_law_a_5_3(landmark):
    """Fuzz (setup.landmark was the only answer heuristic bots still left to chance): a landmark is set up before
    any faction's pieces (A.5.3), so a bot picks by the map alone. On Autumn clearing 12 has five paths, every other
    clearing two or three; it has a ruin (the Tower's rule) and is open to the Forge's."""
    game = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1, "landmarks": [landmark]})
    assert game.pending.kind == "setup.landmark" and len(game.pending.options) > 1
    bot = make_agent("heuristic", game.pending.player, 0)
    assert bot(game, game.pending) == "clearing:12" and bot.guessed == {}
