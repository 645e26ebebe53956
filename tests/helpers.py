"""Small helpers for rules tests: building a position, fixed dice, choosing options by id with a readable
failure, driving a bare rules generator, and short looks at the state (hands, play areas, warriors, events)."""
from __future__ import annotations

import contextlib

import rootcore


def scenario(factions, current: str, phase: str, clearings=None, *, scores=None, **spec):
    """`rootcore.scenario` of `current` taking their turn from `phase` with `factions` in play, the pieces in
    `clearings` and the other scenario keys of `spec`; `scores` only if some are given."""
    spec = {"factions": list(factions), "current": current, "phase": phase, "clearings": clearings or {}, **spec}
    if scores:
        spec["scores"] = scores
    return rootcore.scenario(spec)


def thief(**more) -> dict:
    """Scenario data of a Vagabond playing the Thief, without quests or ruin items, with `more` (made anew each time:
    a scenario keeps the dicts it is given)."""
    return {"character": "thief", "quests": [], "ruin_items": {}, **more}


def vagabond_at(clearing: int, items=("boot", "boot", "sword", "torch"), **more) -> dict:
    """Scenario data (faction -> data) of the Thief in `clearing` with `items`."""
    return {"vagabond": thief(clearing=clearing, items=list(items), **more)}


def hundreds_data(**more) -> dict:
    """Scenario data of the Lord of the Hundreds in the Stubborn mood with an empty Hoard, with `more` (the warlord's
    clearing...); made anew each time."""
    return {"mood": "stubborn", "hoard": {"command": [], "prowess": []}, "ruin_items": {}, **more}


def choose_first_hireling(game, card: str) -> str:
    """Answer the first hireling setup question (A.6.3) with `card`; returns the player setting it up."""
    player = game.pending.player
    expect(game, "setup.hireling", player)
    game.choose(f"hireling:{card}")
    return player


def hireling_scenario(card: str, factions, current: str, phase: str, clearings, state: dict | None = None,
                      others: dict | None = None, **spec):
    """A `scenario` with hireling `card` (its side, controller and control in `state`), the Last Dynasty and the
    stand-in "stand_in_a" (a game has three hirelings, A.6; the tests' `stand_ins` fixture registers it); `others`
    gives those two states. The card comes first, so its hooks are asked last."""
    hirelings = {card: state or {}, "last_dynasty": {}, "stand_in_a": {}, **(others or {})}
    return scenario(factions, current, phase, clearings, hirelings=hirelings, **spec)


def faction_scenario(factions, current: str, phase: str, clearings, mine: dict, *, hands=None, data=None, **spec):
    """`scenario` for a faction's rules tests: `mine` is the data of the faction under test, the Eyrie (when in play)
    lead as the Commander with no viziers, the Vagabond is the Thief without quests, and `data` (faction -> data)
    is merged over all of these; `hands` maps factions to card ids."""
    all_data = dict(mine)
    if "eyrie" in factions:
        all_data["eyrie"] = {"leader": "commander", "viziers": {}}
    if "vagabond" in factions:
        all_data["vagabond"] = thief()
    for faction, more in (data or {}).items():
        all_data[faction] = {**all_data.get(faction, {}), **more}
    return scenario(factions, current, phase, clearings, hands={f: list(h) for f, h in (hands or {}).items()},
                    data=all_data, **spec)


def no_problems(game) -> None:
    """The conformance kit's invariants hold in `game` now."""
    from rootcore.testing import invariant_problems
    assert invariant_problems(game) == []


def play_until(game, player: str, kind: str | None = None) -> None:
    """Answer every other decision with its first option until `player` is asked (a decision of `kind`)."""
    while game.pending is not None and (game.pending.player != player
                                        or (kind is not None and game.pending.kind != kind)):
        game.choose(game.pending.option_ids[0])


def fix_dice(game, *rolls: int) -> None:
    """Make the next dice rolls of `game` come out as `rolls` (each 0-3)."""
    queue = list(rolls)
    real = game.state.rng.randint

    def randint(a, b):
        return queue.pop(0) if queue else real(a, b)
    game.state.rng.randint = randint


def play_choices(game, *choices: str) -> None:
    """Choose each option id in turn; fail with the pending decision if one is not offered."""
    for choice in choices:
        pending = game.pending
        assert pending is not None, f"game over before choosing {choice!r}"
        assert choice in pending.option_ids, f"{choice!r} not offered in {pending!r}"
        game.choose(choice)


def expect(game, kind: str, player: str | None = None) -> list[str]:
    """Assert the pending decision's kind (and player); return its option ids."""
    assert game.pending is not None, "no pending decision"
    assert game.pending.kind == kind, f"expected {kind!r}, pending is {game.pending!r}"
    if player is not None:
        assert game.pending.player == player
    return game.pending.option_ids


def run(gen, choices=()):
    """Drive a bare rules generator: single options are taken, others answered from `choices`.
    Returns the decisions asked and the generator's return value."""
    choices = list(choices)
    asked = []
    try:
        decision = next(gen)
        while True:
            asked.append(decision)
            option = decision.options[0] if len(decision.options) == 1 else decision.option(choices.pop(0))
            decision = gen.send(option)
    except StopIteration as stop:
        return asked, stop.value


def fs(game, faction):
    return game.state.factions[faction]


def ids(game, cards):
    return sorted(game.cards[c].id for c in cards)


def hold_every_card(game, holder: str) -> None:
    """Put the deck and the discard pile into `holder`'s hand, leaving both empty: a position where the next card
    discarded forms the new deck (Law 2.1)."""
    st = game.state
    st.factions[holder].hand += st.deck + st.discard
    st.deck, st.discard = [], []


def held(game, name, where):
    """The card instance of design `name` in the list `where`."""
    return next(c for c in where if game.cards[c].id == name)


def coffin_makers_place(game, holder: str) -> str:
    """The holding place (`rootcore.rules.pieces.held_pieces`) of the Coffin Makers card in `holder`'s play area."""
    from rootcore_plugins.exiles import holding_place
    return holding_place(held(game, "coffin_makers", game.state.factions[holder].play_area))


def assert_cards_named(game, kind: str, player: str, design: str, ids: list[str]) -> None:
    """Each of `ids`, offered to `player` in the pending `kind` decision, names in its data (`{"card": n}`) the card
    of `design` in the player's play area: the card the option uses."""
    assert set(ids) <= set(expect(game, kind, player)), game.pending.option_ids
    card = held(game, design, game.state.factions[player].play_area)
    assert {i: (game.pending.option(i).data or {}).get("card") for i in ids} == dict.fromkeys(ids, card)


def warriors(game, clearing, faction):
    return game.state.clearings[clearing].warriors.get(faction, 0)


def events(game, kind):
    return [e for e in game.events if e["type"] == kind]


def discarded(game, name):
    return any(game.cards[c].id == name for c in game.state.discard)


def saved_loaded_and_rendered(factions, seed: int, decisions: int = 500) -> str:
    """Play `decisions` random decisions of a game of `factions`, check that it loads from its save to the same
    state, and return its picture (`rootcore render`) for the test to look at."""
    from rootcore.engine import load_game
    from rootcore.render import render_svg
    game = rootcore.new_game({"factions": list(factions), "seed": seed})
    rootcore.play(game, rootcore.RandomAgent(seed), max_decisions=decisions)
    assert load_game(game.to_json()).state.to_json() == game.state.to_json()
    return render_svg(game)


def played_from_the_command_line(factions, seed: int, capsys) -> str:
    """`rootcore play` of `factions` with `seed` ends well; returns what it printed."""
    from rootcore.cli import main
    assert main(["play", "--factions", ",".join(factions), "--seed", str(seed)]) == 0
    return capsys.readouterr().out


# -- heuristic bots ------------------------------------------------------------------------------------------------

def bot_plays_its_turn(game, faction: str, phase: str) -> list[str]:
    """Let `faction`'s heuristic bot answer its decisions while its `phase` of this turn lasts; return its answers."""
    from rootcore.agents import make_agent
    bot, answers, turn = make_agent("heuristic", faction, 1), [], game.state.turn
    while game.pending is not None and game.pending.player == faction and (game.state.turn, game.state.phase) \
            == (turn, phase):
        answers.append(bot(game, game.pending))
        game.choose(answers[-1])
    return answers


class Watched:
    """A bot, checking that each answer is offered and counting the kinds it left to chance (its fallback)."""

    def __init__(self, bot):
        self.bot, self.kinds, self.guessed = bot, set(), set()
        self.game = None  # the game `watched_game` played
        bot.fallback = self.fallback

    def fallback(self, game, decision):
        self.guessed.add(decision.kind)
        return type(self.bot).fallback(self.bot, game, decision)

    def __call__(self, game, decision):
        choice = self.bot(game, decision)
        assert choice in decision.option_ids, (decision, choice)
        self.kinds.add(decision.kind)
        return choice


def decisions_compared_on_redrawn_clones(factions: list[str], faction: str, seed: int) -> int:
    """Play a game (hands concealed) with `faction`'s heuristic bot among random players; at each of its decisions,
    check that a clone whose hidden cards and dice are re-drawn from its view (`bots.determinize`) gets the same
    answer (Law 1.2: a bot reads only what its player sees). Returns how many decisions were compared."""
    import copy

    from rootcore.agents import seat_agents
    from rootcore.bots import determinize
    game = rootcore.new_game({"factions": factions, "seed": seed, "options": {"conceal_hands": True}})
    agents = seat_agents(game, "random", {faction: "heuristic"})
    bot, compared = agents[faction], 0
    while game.pending is not None:
        decision = game.pending
        if decision.player == faction and len(decision.options) > 1:
            sim = game.clone()
            determinize(sim, 1000 + compared, faction)
            assert copy.deepcopy(bot)(sim, sim.pending) == copy.deepcopy(bot)(game, decision), decision
            compared += 1
        game.choose(agents[decision.player](game, decision))
    return compared


def watched_game(factions: list[str], faction: str, seed: int, others: str = "random", checked: bool = False,
                 options=None):
    """Play a game (with config `options`) with `faction`'s heuristic bot `Watched` among `others` bots (with the
    invariant checker after each decision if `checked`); returns the `Watched` bot, the game played over in its
    `game`."""
    from rootcore.agents import play, seat_agents
    from rootcore.testing import InvariantChecker
    game = rootcore.new_game({"factions": factions, "seed": seed, **({"options": options} if options else {})})
    agents = seat_agents(game, others, {faction: "heuristic"})
    agents[faction] = watched = Watched(agents[faction])
    checker = InvariantChecker(game) if checked else None
    if checker:
        checker(game)
    assert play(game, agents, after_each=checker)["over"]
    watched.game = game
    return watched


def kinds_answered_in_checked_games(factions, faction: str, unrated=frozenset(), heuristic_last: bool = True) -> set:
    """Seeds 1-3 of `factions` with the invariant checker on, the last against heuristic players (if
    `heuristic_last`): assert `faction`'s bot left no decision to chance beyond the `unrated` kinds; the kinds it
    answered."""
    kinds: set[str] = set()
    guessed: set[str] = set()
    for seed in (1, 2, 3):
        watched = watched_game(factions, faction, seed, "heuristic" if seed == 3 and heuristic_last else "random",
                               checked=True)
        kinds |= watched.kinds
        guessed |= watched.guessed
    assert not guessed - set(unrated), f"left to chance: {sorted(guessed - set(unrated))}"
    return kinds


def kinds_answered_over_games(sets, faction: str, games: int, unrated=frozenset(), alternate: bool = True) -> set:
    """Seeds 40.. of `games` games over the faction `sets` in turn (every other one against heuristic players, if
    `alternate`): assert `faction`'s bot left no decision to chance beyond `unrated` in any; the kinds it answered."""
    kinds: set[str] = set()
    for seed in range(games):
        others = "heuristic" if alternate and seed % 2 else "random"
        watched = watched_game(sets[seed % len(sets)], faction, 40 + seed, others)
        assert not watched.guessed - set(unrated), (seed, watched.guessed)
        kinds |= watched.kinds
    return kinds


def same_game_twice(factions: list[str], seed: int) -> int:
    """Play the game of `seed` twice with heuristic bots in every seat: its number of decisions if both logs are
    the same (the bots are deterministic for a seed), else 0."""
    from rootcore.agents import play, seat_agents
    logs = []
    for _ in range(2):
        game = rootcore.new_game({"factions": factions, "seed": seed})
        play(game, seat_agents(game, "heuristic"))
        logs.append(list(game.log))
    return len(logs[0]) if logs[0] == logs[1] else 0


# Tables of 2 to 5 players with the Vagabond (the last with the second Vagabond, Law 9.7), for random games with
# each Vagabond character seated.
VAGABOND_TABLES = [["marquise", "vagabond"], ["eyrie", "vagabond", "alliance"],
                   ["marquise", "eyrie", "alliance", "vagabond"],
                   ["marquise", "eyrie", "alliance", "vagabond", "second_vagabond"]]


def vagabond_set_up_as(character: str):
    """A two-player game whose Vagabond plays `character` (option `vagabond_character`), just set up in forest f1."""
    game = rootcore.new_game({"factions": ["marquise", "vagabond"], "seed": 3,
                              "options": {"vagabond_character": character}})
    while game.pending.kind != "vagabond.setup.forest":
        game.choose(game.pending.option_ids[0])
    game.choose("forest:f1")
    return game


def heuristic_vagabond_games(character: str, seeds=range(3), checked: bool = False):
    """Base four-player games with the Vagabond's heuristic bot playing `character`, `Watched`, among random players
    (with the invariant checker after each decision if `checked`): (the games played over, the decision kinds the bot
    left to chance)."""
    games, guessed = [], set()
    for seed in seeds:
        watched = watched_game(["marquise", "eyrie", "alliance", "vagabond"], "vagabond", seed, checked=checked,
                               options={"vagabond_character": character})
        games.append(watched.game)
        guessed |= watched.guessed
    return games, guessed


@contextlib.contextmanager
def stand_in_hirelings(*hirelings: str, card: str = "last_dynasty"):
    """Within the block, the installed hireling `card` is also registered under each id of `hirelings` (the same rules
    and content): a game needs exactly three hirelings (Law A.6), and a test of one card may not have two more."""
    from rootcore import plugins
    registry = plugins.discover()
    spec = registry.components["hireling"][card]
    added = [h for h in hirelings if h not in registry.components["hireling"]]
    for hireling in added:
        registry.add_hireling(hireling, spec.factory, spec.content)
    try:
        yield
    finally:
        for hireling in added:
            del registry.components["hireling"][hireling]


def card_games(card: str, factions, hirelings, games: int, **config) -> list[dict]:
    """Random games with hireling `card` among the three `hirelings`, under `check_plugin_conformance` (every invariant
    after every decision; each game replayed from its save, cloned and re-drawn); checks the card was set up in each
    game (A.6.3) and returns the results."""
    from rootcore.testing import check_plugin_conformance
    results = check_plugin_conformance(factions, games=games, hirelings=list(hirelings), **config)
    setups = [e for r in results for e in r["game"].events if e["type"] == "hireling_set_up" and e["hireling"] == card]
    assert len(setups) == games, f"{card} set up in {len(setups)} of {games} games"
    return results


def board_variant_issues(tmp_path, faction: str, *replacements: tuple[str, str]) -> list[str]:
    """Validate a variant of `content/factions/<faction>.toml` with each (old, new) text replaced once (each old text
    must be there): the problems `rootcore validate` names, as sorted "field: message" lines."""
    from pathlib import Path

    from rootcore.content import validate_paths
    board = (Path(__file__).resolve().parent.parent / "content" / "factions" / f"{faction}.toml").read_text()
    for old, new in replacements:
        assert old in board, old
        board = board.replace(old, new, 1)
    bad = tmp_path / f"{faction}.toml"
    bad.write_text(board)
    return sorted(f"{issue.path}: {issue.message}" for issue in validate_paths([str(bad)]))
