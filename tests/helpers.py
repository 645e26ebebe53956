"""Small helpers for rules tests: building a position, fixed dice, choosing options by id with a readable
failure, driving a bare rules generator, and short looks at the state (hands, play areas, warriors, events)."""
from __future__ import annotations

import rootcore


def scenario(factions, current: str, phase: str, clearings=None, *, scores=None, **spec):
    """`rootcore.scenario` of `current` taking their turn from `phase` with `factions` in play, the pieces in
    `clearings` and the other scenario keys of `spec`; `scores` only if some are given."""
    spec = {"factions": list(factions), "current": current, "phase": phase, "clearings": clearings or {}, **spec}
    if scores:
        spec["scores"] = scores
    return rootcore.scenario(spec)


def faction_scenario(factions, current: str, phase: str, clearings, mine: dict, *, hands=None, data=None, **spec):
    """`scenario` for a faction's rules tests: `mine` is the data of the faction under test, the Eyrie (when in play)
    lead as the Commander with no viziers, the Vagabond is the Thief without quests, and `data` (faction -> data)
    is merged over all of these; `hands` maps factions to card ids."""
    all_data = dict(mine)
    if "eyrie" in factions:
        all_data["eyrie"] = {"leader": "commander", "viziers": {}}
    if "vagabond" in factions:
        all_data["vagabond"] = {"character": "thief", "quests": [], "ruin_items": {}}
    for faction, more in (data or {}).items():
        all_data[faction] = {**all_data.get(faction, {}), **more}
    return scenario(factions, current, phase, clearings, hands={f: list(h) for f, h in (hands or {}).items()},
                    data=all_data, **spec)


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


def held(game, name, where):
    """The card instance of design `name` in the list `where`."""
    return next(c for c in where if game.cards[c].id == name)


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
