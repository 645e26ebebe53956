"""Human play in the terminal: the HumanAgent and `play_interactive` driven by scripted input."""
from __future__ import annotations

import io
import json
import warnings

import pytest

import rootcore
from rootcore.agents import RandomAgent, seat_agents
from rootcore.cli import main
from rootcore.human import HumanAgent, QuitGame, deciders, fresh_start, play_interactive

TWO = {"factions": ["marquise", "eyrie"], "seed": 3}


def new_game(config=TWO):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return rootcore.new_game(config)


def bots(game):
    return seat_agents(game, "random")


def run(script: str, human="eyrie", config=TWO, **kw):
    game = new_game(config)
    out = io.StringIO()
    result = play_interactive(game, bots(game), [human], input=io.StringIO(script), output=out, **kw)
    return result, out.getvalue()


def test_a_numbered_choice_and_an_option_id():
    game = new_game()
    decision = game.pending
    out = io.StringIO()
    assert HumanAgent(decision.player, io.StringIO("2\n"), out)(game, decision) == decision.options[1].id
    assert f"2. {decision.options[1].label}" in out.getvalue() and decision.prompt in out.getvalue()
    last = decision.options[-1].id
    assert HumanAgent(decision.player, io.StringIO(f"{last}\n"), io.StringIO())(game, decision) == last


def test_bad_input_asks_again():
    game = new_game()
    decision = game.pending
    out = io.StringIO()
    agent = HumanAgent(decision.player, io.StringIO("banana\n0\n99\n\nhelp\nboard\n1\n"), out)
    assert agent(game, decision) == decision.options[0].id
    text = out.getvalue()
    assert "'banana' is not an option" in text and "'0' is not an option" in text and "'99' is not an option" in text
    assert "undo" in text and "save FILE" in text  # the help
    assert text.count(decision.prompt) == 2  # asked again after `board`
    assert game.log == []  # the agent only answers; the game is unchanged


def test_a_digit_that_is_no_number_is_bad_input_not_a_crash():
    # "²" is a digit to str.isdigit but no number to int(): typing it stopped rootcore play --human with
    # "error: invalid literal for int() with base 10: '²'", ending the game
    game = new_game()
    decision = game.pending
    out = io.StringIO()
    assert HumanAgent(decision.player, io.StringIO("²\n1\n"), out)(game, decision) == decision.options[0].id
    assert "'²' is not an option" in out.getvalue()


def test_quit_and_end_of_input_stop_the_agent():
    game = new_game()
    with pytest.raises(QuitGame):
        HumanAgent(game.pending.player, io.StringIO("quit\n"), io.StringIO())(game, game.pending)
    with pytest.raises(QuitGame):
        HumanAgent(game.pending.player, io.StringIO(""), io.StringIO())(game, game.pending)


def test_the_view_shown_has_the_own_hand_and_only_counts_of_the_others():
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "birdsong",
        "clearings": {1: {"marquise": {"warrior": 3, "keep": 1}}, 3: {"eyrie": {"warrior": 2, "roost": 1}}},
        "hands": {"eyrie": ["birdy_bindle", "anvil"], "marquise": ["investments", "bake_sale", "sword"]},
        "data": {"eyrie": {"leader": "commander"}},
    })
    decision = game.pending
    assert decision.player == "eyrie"
    out = io.StringIO()
    HumanAgent("eyrie", io.StringIO("1\n"), out)(game, decision)
    text = out.getvalue()
    assert "Your hand (2): Birdy Bindle (bird), Anvil (fox)" in text
    assert "Cards in hand: marquise 3" in text
    for hidden in ("Investments", "Bake Sale", "Sword"):
        assert hidden not in text
    assert "eyrie 2 warriors" in text and "marquise 3 warriors" in text and "leader commander" in text
    assert "(you are eyrie)" in text and "birdsong" in text and "Scores: marquise 0, eyrie 0 (you)" in text


def test_an_agent_handed_another_game_shows_its_board_first():
    """One HumanAgent used for two games in a row: the second game's first question shows that game's board,
    even when its log happens to be as long as the first game's was after the agent's answer."""
    first, second = new_game(), new_game()
    out = io.StringIO()
    agent = HumanAgent(first.pending.player, io.StringIO("1\n1\n"), out)
    agent(first, first.pending)
    second.choose(second.pending.options[0].id)  # now as long as the first game's log after the answer
    shown = len(out.getvalue())
    agent(second, second.pending)
    assert "Scores:" in out.getvalue()[shown:]


def test_an_agent_handed_another_game_shows_that_games_events_from_its_start():
    """A different game (another seed) is shown from its setup on; a clone of the game shown is not shown
    again from the start, only from where the agent was."""
    first, second = new_game(), new_game({**TWO, "seed": 4})
    out = io.StringIO()
    agent = HumanAgent(first.pending.player, io.StringIO("1\n1\n1\n"), out)
    agent(first, first.pending)
    assert out.getvalue().count("seating:") == 1
    agent(second, second.pending)
    assert out.getvalue().count("seating:") == 2  # the second game's own setup events
    shown = len(out.getvalue())
    copy = second.clone()
    agent(copy, copy.pending)
    assert "seating:" not in out.getvalue()[shown:]  # the same game: its setup was shown already


def test_a_full_game_with_a_human_seat_runs_to_the_end():
    result, text = run("1\n" * 5000)
    game = result["game"]
    assert game.is_over and result["over"] and not result["quit"] and result["winners"]
    assert text.count("eyrie> ") == sum(1 for who in deciders(game) if who == "eyrie")


def first_decisions(script: str):
    """Play with the human answering from `script`, stopping at `quit`; return the game."""
    result, _ = run(script)
    assert result["quit"]
    return result["game"]


def test_undo_returns_to_the_players_previous_decision_and_the_bots_replay_the_same():
    played = first_decisions("1\n1\n2\nquit\n")  # three human decisions, quit at the fourth
    mine = [i for i, w in enumerate(deciders(played)) if w == "eyrie"]
    assert len(mine) == 3

    undone = first_decisions("1\n1\n2\nundo\nquit\n")
    assert undone.log == played.log[:mine[2]]
    assert undone.pending.player == "eyrie"
    reference = fresh_start(played)
    for option_id in played.log[:mine[2]]:
        reference.choose(option_id)
    assert reference.pending.to_json() == undone.pending.to_json()
    assert reference.state.to_json() == undone.state.to_json()

    twice = first_decisions("1\n1\n2\nundo\nundo\nquit\n")
    assert twice.log == played.log[:mine[1]]


def test_after_undo_the_same_answer_gives_the_same_bot_choices():
    long = first_decisions("1\n" * 40 + "quit\n")
    who = deciders(long)
    mine = [i for i, w in enumerate(who) if w == "eyrie"]
    # a human decision after which the bot decides several times, the bot having decided before too
    k = max(n for n, i in enumerate(mine[:-1], 1)
            if who[i + 1] != "eyrie" and mine[n] - i > 3 and "marquise" in who[:i])
    played = first_decisions("1\n" * k + "quit\n")  # quits at human decision k + 1, after bot decisions
    assert played.log == long.log[:mine[k]]
    again = first_decisions("1\n" * k + "undo\n1\nquit\n")  # back to decision k, the same answer
    assert again.log == played.log
    assert again.state.to_json() == played.state.to_json()


def test_undo_at_the_first_decision_has_nothing_to_undo():
    result, text = run("undo\nquit\n")
    game = result["game"]
    assert "nothing to undo" in text and game.pending.player == "eyrie" and "eyrie" not in deciders(game)


def test_undo_works_in_a_scenario():
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "birdsong",
        "clearings": {1: {"marquise": {"warrior": 3, "keep": 1}}, 3: {"eyrie": {"warrior": 2, "roost": 1}}},
        "hands": {"eyrie": ["birdy_bindle", "anvil"]}, "data": {"eyrie": {"leader": "commander"}},
    })
    first = game.pending.to_json()
    out = io.StringIO()
    result = play_interactive(game, {"marquise": RandomAgent(1)}, ["eyrie"], io.StringIO("1\nundo\nquit\n"), out)
    assert result["game"].log == [] and result["game"].pending.to_json() == first
    assert result["game"].scenario_spec == game.scenario_spec


def test_save_mid_game_loads_to_the_same_state(tmp_path):
    path = tmp_path / "mid.json"
    result, text = run(f"1\n2\nsave {path}\n1\nquit\n")
    assert f"saved to {path}" in text
    final = result["game"]
    loaded = rootcore.load_game(path)  # replays and checks the recorded state
    saved = json.loads(path.read_text())
    assert loaded.state.to_json() == saved["state"]
    assert loaded.pending.player == "eyrie" and len(loaded.log) < len(final.log)
    assert final.log[:len(loaded.log)] == loaded.log
    # the game went on after the save: the same as a game never saved
    plain, _ = run("1\n2\n1\nquit\n")
    assert plain["game"].log == final.log


def test_save_to_a_bad_path_says_so_and_goes_on(tmp_path):
    result, text = run(f"save {tmp_path}/no/such/dir/x.json\nsave\nquit\n")
    assert "cannot save to" in text and "usage: save FILE" in text and result["quit"]


def test_an_unknown_human_faction_is_an_error():
    game = new_game()
    with pytest.raises(rootcore.RootcoreError, match="otters"):
        play_interactive(game, bots(game), ["otters"], io.StringIO(""), io.StringIO())


def test_a_hireling_is_no_seat_for_a_human():
    # A hireling's actions are its controller's to take (Law E.2): a person seated as one was never asked anything,
    # and the game ran to its end with bots only.
    game = new_game({"factions": ["marquise", "eyrie"], "hirelings": ["flame_bearers", "warm_sun_prophets",
                                                                      "corvid_spies"], "seed": 3})
    with pytest.raises(rootcore.RootcoreError, match="'flame_bearers' is not a faction in this game"):
        play_interactive(game, bots(game), ["flame_bearers"], io.StringIO(""), io.StringIO())


def test_rootcore_play_with_a_human_seat(monkeypatch, capsys, tmp_path):
    save = tmp_path / "game.json"
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\nundo\n1\nquit\n"))
    assert main(["play", "--factions", "marquise,eyrie", "--seed", "3", "--human", "eyrie",
                 "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "Your hand" in out and "eyrie> " in out and "undone" in out and "was stopped" in out
    assert rootcore.load_game(save).pending.player == "eyrie"
    assert main(["play", "--factions", "marquise,eyrie", "--human", "otters"]) == 2
    assert "otters" in capsys.readouterr().err


def test_people_at_the_table_get_a_new_deal_unless_a_seed_is_given(monkeypatch, capsys, tmp_path):
    # Seed 0 every time dealt the same hands and dice at every game: a person could learn the bots' hands. With a
    # human seat and no seed from --seed or the config file, the seed is random, and printed with the result.
    def seed_played(*flags) -> int:
        monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
        assert main(["play", "--factions", "marquise,eyrie", *flags]) == 0
        out = capsys.readouterr().out
        return int(out.split(", seed ")[1].split(",")[0])

    random_seeds = {seed_played("--human", "eyrie") for _ in range(3)}
    assert len(random_seeds) > 1
    assert seed_played("--human", "eyrie", "--seed", "0") == 0
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nseed = 0\n')
    assert seed_played("--human", "eyrie", "--config", str(config)) == 0
    assert seed_played() == 0  # bots alone: the default seed, as before


def test_a_new_deals_seed_is_drawn_from_the_range_a_javascript_client_reads_exactly(monkeypatch, capsys):
    # The README: the secret seed of a game with people comes from secrets.randbelow(2**53), the integers a
    # JavaScript client (rootcore serve's) still reads exactly; a larger range's seeds come back rounded.
    import secrets
    asked = []

    def largest(bound):
        asked.append(bound)
        return bound - 1
    monkeypatch.setattr(secrets, "randbelow", largest)
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--factions", "marquise,eyrie", "--human", "eyrie"]) == 0
    assert asked == [2**53] and f", seed {2**53 - 1}," in capsys.readouterr().out


def test_a_human_seat_of_the_config_files_agents_table_is_played_at_this_terminal(tmp_path, monkeypatch, capsys):
    # Seated by the agents table rather than --human, the person still plays at the terminal, undo included.
    config = tmp_path / "game.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie"]\nseed = 3\n'
                      '[agents]\neyrie = "human"\n')
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\nundo\n1\nquit\n"))
    assert main(["play", "--config", str(config)]) == 0
    out = capsys.readouterr().out
    assert "eyrie> " in out and "undone" in out and "was stopped" in out and "marquise> " not in out


def test_a_card_option_names_its_card_once():
    """An option's label gets the card's name when its data names a card (a card from the hand); a card in play's
    option, whose label starts with the card's name, is not told twice."""
    from rootcore.decisions import Decision, Option
    from rootcore.human import format_decision
    game = new_game()
    tax = next(i for i, c in enumerate(game.cards) if c.id.startswith("tax_collector"))
    text = format_decision(game, Decision("eyrie", "test", "Which?", [
        Option("tax_collector", "Tax Collector: remove a warrior to draw", {"card": tax}),
        Option("card:1", "play it", {"card": 1}), Option("first", f"{game.cards[0].name}: its ability", {"card": 0})]))
    assert text.count(game.cards[tax].name) == 1 and "its ability - " not in text
    assert f"play it - {game.cards[1].name}" in text


def test_the_prompt_is_on_screen_before_the_agent_waits_for_an_answer():
    # A terminal shows what is written once it is flushed: the question and the prompt must be out before the agent
    # blocks reading the answer.
    class Screen(io.StringIO):
        flushed = 0

        def flush(self):
            self.flushed = len(self.getvalue())

    class Keyboard:
        def readline(self):
            waiting.append(screen.flushed == len(screen.getvalue()) and screen.getvalue().endswith("marquise> "))
            return "1\n"

    screen, waiting = Screen(), []
    game = new_game()
    assert game.pending.player == "marquise"
    HumanAgent("marquise", Keyboard(), screen)(game, game.pending)
    assert waiting == [True]


def test_an_empty_line_and_the_end_of_input_are_told():
    game = new_game()
    out = io.StringIO()
    with pytest.raises(QuitGame):
        HumanAgent(game.pending.player, io.StringIO("\n"), out)(game, game.pending)
    assert "Type the number of an option, or help." in out.getvalue() and "(end of input)" in out.getvalue()


def test_undo_asked_of_an_agent_used_on_its_own_is_not_available():
    game = new_game()
    out = io.StringIO()
    assert HumanAgent(game.pending.player, io.StringIO("undo\n1\n"), out)(game, game.pending) == \
        game.pending.options[0].id
    assert "undo is not available here" in out.getvalue()


def test_the_board_is_not_shown_again_when_no_one_else_decided_since_the_last_answer():
    game = new_game()
    while True:  # on to two decisions in a row of one player
        player, probe = game.pending.player, game.clone()
        probe.choose(probe.pending.options[0].id)
        if probe.pending.player == player:
            break
        game.choose(game.pending.options[0].id)
    out = io.StringIO()
    agent = HumanAgent(player, io.StringIO("1\n1\n"), out)
    game.choose(agent(game, game.pending))
    assert "Scores:" in out.getvalue()
    shown = len(out.getvalue())
    agent(game, game.pending)
    assert "Scores:" not in out.getvalue()[shown:] and game.pending.prompt in out.getvalue()[shown:]


def test_quit_stops_at_once_and_board_shows_the_board_again():
    game = new_game()
    with pytest.raises(QuitGame):  # not the answer on the next line
        HumanAgent(game.pending.player, io.StringIO("quit\n1\n"), io.StringIO())(game, game.pending)
    out = io.StringIO()
    HumanAgent(game.pending.player, io.StringIO("board\n1\n"), out)(game, game.pending)
    assert out.getvalue().count("Scores:") == 2 and out.getvalue().count("Clearings:") == 2


def test_an_event_is_told_with_card_names_and_plain_words_for_empty_values():
    from rootcore.human import card_name, format_event
    game = new_game()
    name = [f"{c.name} ({c.suit})" for c in game.cards[:3]]
    event = {"type": "discarded", "turn": 3, "faction": "eyrie", "card": 1, "cards": [0, 2], "hand": [], "count": 2,
             "items": [], "data": {}, "where": None, "then": {"dominance": 2, "clearing": 5}}
    assert format_event(game, event) == (f"[turn 3] eyrie discarded: card {name[1]}, cards [{name[0]}, {name[2]}], "
                                         f"hand none, count 2, items none, data -, where -, "
                                         f"then {{dominance: {name[2]}, clearing: 5}}")
    assert card_name(game, 0) == name[0] and card_name(game, len(game.cards)) == str(len(game.cards))
    assert card_name(game, -1) == "-1" and card_name(game, True) == "True" and card_name(game, "x") == "x"


def test_only_the_latest_events_are_told_to_a_player_seeing_a_long_game_at_once():
    from rootcore.human import MAX_EVENTS_SHOWN
    game = new_game()
    rootcore.play(game, RandomAgent(3), max_decisions=150)
    out = io.StringIO()
    HumanAgent(game.pending.player, io.StringIO("1\n"), out)(game, game.pending)
    told = [line for line in out.getvalue().splitlines() if line.startswith("  [turn ")]
    earlier = [line for line in out.getvalue().splitlines() if line.endswith(" earlier events")]
    assert len(told) == MAX_EVENTS_SHOWN == 60 and len(earlier) == 1 and earlier[0].startswith("... ")


def test_the_view_counts_alike_buildings_and_tells_a_game_over():
    from rootcore.human import format_view
    game = rootcore.scenario({
        "factions": ["marquise", "eyrie"], "current": "eyrie", "phase": "birdsong",
        "clearings": {5: {"marquise": {"warrior": 1, "sawmill": 2}}, 3: {"eyrie": {"warrior": 2, "roost": 1}}},
        "data": {"eyrie": {"leader": "commander"}}})
    assert "buildings: 2 marquise sawmill" in format_view(game, game.view("eyrie"))
    finished = new_game()
    rootcore.play(finished, RandomAgent(3))
    text = format_view(finished, finished.view("eyrie"))
    assert text.startswith(f"== Game over after turn {finished.state.turn}; winners: {', '.join(finished.winners)}")


def test_the_view_shows_every_piece_card_count_and_faction_board_entry():
    from rootcore.human import format_decision, format_view
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = rootcore.scenario({
            "factions": ["marquise", "eyrie", "alliance", "vagabond"], "current": "eyrie", "phase": "daylight",
            "clearings": {1: {"marquise": {"warrior": 3, "keep": 1, "wood": 2, "sawmill": 1}},
                          3: {"eyrie": {"warrior": 2, "roost": 1}}, 2: {"alliance": {"sympathy": 1}}},
            "hands": {"eyrie": ["birdy_bindle", "anvil"], "marquise": ["investments"]},
            "dominance": {"marquise": "dominance_fox"}, "available_dominance": ["dominance_mouse"],
            "play_areas": {"marquise": ["cobbler"]},
            "data": {"eyrie": {"leader": "commander"}, "vagabond": {"clearing": 8},
                     "alliance": {"supporters": ["sword", "tax_collector"]}}})
    game.state.factions["eyrie"].crafted_items.append("boot")
    view = game.view("eyrie")
    lines = format_view(game, view).splitlines()
    assert "   1 fox    marquise 3 warriors; buildings: marquise sawmill; tokens: marquise keep, 2 marquise wood" \
           "  [slots 1; paths to 5 9 10]" in lines
    assert "   8 fox    pawns: vagabond  [slots 2; paths to 4 7]" in lines and "   6 fox    ruins 1" in lines[8]
    assert "Cards in hand: marquise 1, alliance 0, vagabond 0" in lines
    assert f"Deck: {view['deck_count']} cards; discard pile: 0" in lines
    assert "Available dominance: Dominance (mouse)" in lines
    board = {line.split(":")[0].strip(): line for line in lines if line.startswith("  ") and ":" in line[:20]}
    supply = view["factions"]["marquise"]["supply"]
    assert f"supply warrior {supply['warrior']}" in board["marquise"] and "on track sawmill" in board["marquise"]
    assert "in play [Cobbler (rabbit)]" in board["marquise"] and "dominance Dominance (fox)" in board["marquise"]
    assert "items boot" in board["eyrie (you)"] and "leader commander" in board["eyrie (you)"]
    assert "viziers {" in board["eyrie (you)"]  # from the faction's data, which its view does not show itself
    assert "supporters 2 face down" in board["alliance"]
    assert format_view(game, game.view(None)).startswith("== Turn 1: eyrie's turn, daylight (observer) ==")
    decision = game.pending
    labelled = [o for o in decision.options if o.id != o.label]
    assert labelled and all(f"[{o.id}]" in format_decision(game, decision) for o in labelled)
    city = rootcore.scenario({"factions": ["marquise", "eyrie", "alliance"], "current": "marquise", "phase": "daylight",
                              "clearings": {1: {"marquise": {"warrior": 1}}}, "landmarks": {"lost_city": 5}})
    assert "Landmarks: {lost_city: {clearing: 5" in format_view(city, city.view("marquise"))
    lake = new_game({**TWO, "map": "lake"})
    assert "Map: {ferry: " in format_view(lake, lake.view(None))


def test_play_interactive_stops_after_max_decisions():
    result, _ = run("1\n" * 50, max_decisions=5)
    assert result["decisions"] == 5 and len(result["game"].log) == 5 and not result["over"] and not result["quit"]


def test_undo_right_after_an_answer_of_ones_own_goes_back_to_that_answer():
    probe = new_game()
    while True:  # on to a player's answer followed by another question to them
        player = probe.pending.player
        probe.choose(probe.pending.options[0].id)
        if probe.pending.player == player:
            break
    answers = len(probe.log)
    game = new_game()
    result = play_interactive(game, {}, ["marquise", "eyrie"], io.StringIO("1\n" * answers + "undo\nquit\n"),
                              io.StringIO())
    assert result["game"].log == probe.log[:-1] and result["game"].pending.player == player
