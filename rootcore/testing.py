"""The conformance kit: the invariant checker (DESIGN section 8) and helpers that play seeded random games
with checks on, for rootcore's own tests and for plugin authors testing their own factions:

    from rootcore.testing import check_plugin_conformance
    def test_my_faction_conforms():
        check_plugin_conformance(factions=["moles", "marquise"], games=20)
"""
from __future__ import annotations

import json
from collections import Counter

from rootcore.agents import RandomAgent, play
from rootcore.engine import SaveError, load_game, new_game
from rootcore.rules import adjacency
from rootcore.rules import hirelings as hireling_rules
from rootcore.rules.pieces import held_pieces
from rootcore.rules.rule import kept_rule_count
from rootcore import state as state_module
from rootcore.state import NOT_COUNTED, first_difference


class InvariantError(AssertionError):
    """An invariant broke; the message lists every broken invariant and the decision that broke it."""


def invariant_problems(game, expected_scores: dict[str, int] | None = None,
                       expected_items: dict[str, int] | None = None) -> list[str]:
    """Every broken invariant of `game` right now (an empty list when all hold)."""
    st = game.state
    problems = []
    # Pieces are conserved: map + supply + tracks + removed = what the faction board lists (1.5.1).
    on_map: dict[tuple[str, str], int] = {}
    for cid, cl in st.clearings.items():
        for f, n in cl.warriors.items():
            if n <= 0:
                problems.append(f"clearing {cid}: {f} has {n} warriors recorded")
            on_map[(f, "warrior")] = on_map.get((f, "warrior"), 0) + n
        for f, k in cl.buildings + cl.tokens:
            on_map[(f, k)] = on_map.get((f, k), 0) + 1
        for f in cl.pawns:
            pawn = game.factions[f].board.pawn_kind or "pawn"
            on_map[(f, pawn)] = on_map.get((f, pawn), 0) + 1
        slots = game.state.slots.get(cid, 0)  # a clearing off the map (the Duchy's Burrow) has none
        if len(cl.buildings) + cl.ruins > slots:
            problems.append(f"clearing {cid}: {len(cl.buildings)} buildings + {cl.ruins} ruins exceed "
                            f"{slots} slots (2.2.3)")
        # Rule kept from the pieces (`ClearingState.rule_count`) must match the pieces: a stale one means code
        # changed pieces without `ClearingState.changed()`, or a kept rule bonus changed unannounced.
        if cl.rule_count is not NOT_COUNTED and cl.rule_count != kept_rule_count(game, cl, cid):
            problems.append(f"clearing {cid}: rule kept as {cl.rule_count!r} but the pieces say "
                            f"{kept_rule_count(game, cl, cid)!r} (pieces changed without "
                            "ClearingState.changed(), or a rule bonus or tie-breaker without game.effects_changed(), "
                            "or a loan of warriors without it)")
    for faction, kept_concern in list(st.adjacency_concerns.items()):  # whom adjacency changes concern (kept)
        st.adjacency_concerns.pop(faction)
        fresh = adjacency.concerned(game, faction)
        st.adjacency_concerns[faction] = kept_concern
        if fresh != kept_concern:
            problems.append(f"{faction}: adjacency changes kept as {'' if kept_concern else 'not '}concerning it, "
                            "but the components now say otherwise (a play area or a component's state changed "
                            "without game.effects_changed())")
    cache = st.building_cache()  # values kept from the pieces must match them too
    for key in [k for k in cache if k[0] == "crafting_pieces"]:
        kept = cache.pop(key)
        fresh = game.factions[key[1]].crafting_pieces(game)
        cache[key] = kept
        if kept != fresh:
            problems.append(f"{key[1]}: crafting pieces kept as {kept} but the pieces say {fresh} "
                            f"(pieces changed without ClearingState.changed())")
    problems += _exhausted_beyond_the_box(game)
    on_cards = held_pieces(game)  # kept by components instead of the supply (a card holding warriors)
    for fid in st.factions:  # warriors counted among another faction's on the map (`Faction.warriors_with_others`)
        for holder, where in game.factions[fid].warriors_with_others(game).items():
            n = sum(where.values())
            on_map[fid, "warrior"] = on_map.get((fid, "warrior"), 0) + n
            on_map[holder, "warrior"] = on_map.get((holder, "warrior"), 0) - n
    for fid, fs in st.factions.items():
        held = game.factions[fid].pieces_held(game)
        for kind, piece in game.factions[fid].board.pieces.items():
            total = (on_map.get((fid, kind), 0) + fs.supply.get(kind, 0) + fs.tracks.get(kind, 0)
                     + fs.removed.get(kind, 0) + held.get(kind, 0) + on_cards.get(fid, {}).get(kind, 0))
            if total != piece.count:
                problems.append(f"{fid} {kind}: {total} accounted for, the faction has {piece.count} (1.5)")
            for pool, name in ((fs.supply, "supply"), (fs.tracks, "track")):
                if pool.get(kind, 0) < 0:
                    problems.append(f"{fid} {kind}: negative {name}")
    # Cards are conserved: every card is in exactly one place.
    places = list(st.deck) + st.discard + st.available_dominance + st.set_aside + st.resolving
    for fs in st.factions.values():
        places += fs.hand + fs.play_area + ([fs.dominance] if fs.dominance is not None else [])
        for cards in fs.zones.values():
            places += cards
    for landmark in game.definition.landmarks.values():
        for cards in landmark.card_piles(game):
            places += cards
    if sorted(places) != list(range(len(game.cards))):
        missing = sorted(set(range(len(game.cards))) - set(places))
        doubled = sorted({c for c in places if places.count(c) > 1})
        problems.append(f"cards not conserved: {len(places)} placed of {len(game.cards)}; "
                        f"missing {missing[:10]}, duplicated {doubled[:10]}")
    # Items are conserved: supply + ruins + crafted boxes + held by factions + removed.
    if expected_items is not None:
        items = _item_totals(game)
        for item in sorted(set(items) | set(expected_items)):
            if items.get(item, 0) != expected_items.get(item, 0):
                problems.append(f"item {item}: {items.get(item, 0)} accounted for, {expected_items.get(item, 0)} "
                                f"at the start")
    # Scores match the scoring events.
    if expected_scores is not None:
        for fid, fs in st.factions.items():
            if fs.score != expected_scores.get(fid, 0):
                problems.append(f"{fid}: score {fs.score} but scoring events add up to "
                                f"{expected_scores.get(fid, 0)}")
        for fid, fs in st.factions.items():
            if fs.score < 0:
                problems.append(f"{fid}: negative score")
    # The game is either over or waiting on a decision with options for a faction in play.
    if game.pending is None and not st.over:
        problems.append("no pending decision but the game is not over")
    if game.pending is not None:
        if st.over:
            problems.append("the game is over but a decision is pending")
        if game.pending.player not in st.factions:
            problems.append(f"pending decision for {game.pending.player!r}, not a faction in play")
    if st.over and st.end_reason != "turn_cap" and not st.winners:
        problems.append("the game ended without a winner")
    # Each hiring marker taken hires one hireling from the supply (Law E.1.1, A.6.4): enough are left for the markers.
    if game.definition.hirelings:
        owed = len(st.data.get("hiring_markers", ())) + sum(st.data.get("hirings_due", {}).values())
        supply = len(hireling_rules.in_supply(game))
        if owed > supply:
            problems.append(f"{owed} hiring markers left or taken but not yet used, {supply} hireling(s) in the supply")
    # The components' own checks (`Component.invariant_problems`).
    for component in (game.map, game.deck, *game.factions.values(), *game.definition.landmarks.values()):
        problems += [f"{component.id}: {problem}" for problem in component.invariant_problems(game)]
    return problems


def _exhausted_beyond_the_box(game) -> list[str]:
    """Exhausted crafted items a plugin reports (`rootcore_crafted_items_exhausted`) beyond the copies in the box:
    a count it forgot to take off when a copy left (`rootcore_crafted_item_taken`). The rules cap such a count,
    so it would otherwise go unseen until a later copy of that item came into the box already exhausted."""
    if not game.has_hook("rootcore_crafted_items_exhausted"):
        return []
    problems = []
    for fid, fs in game.state.factions.items():
        for answer in game.hooks.rootcore_crafted_items_exhausted(game=game, faction=fid):
            for kind, n in answer.items():
                if n > fs.crafted_items.count(kind):
                    problems.append(f"{fid}: {n} exhausted {kind} reported, {fs.crafted_items.count(kind)} in the "
                                    "Crafted Items box (a copy left without rootcore_crafted_item_taken)")
    return problems


class InvariantChecker:
    """Call after every decision (`play(game, agent, after_each=checker)`): checks every invariant, with
    scores checked against the running sum of scoring events."""

    def __init__(self, game):
        self.scores = {f: fs.score for f, fs in game.state.factions.items()}
        self.seen_events = len(game.events)
        self.decisions = 0
        self.items = _item_totals(game)
        self.buildings = _buildings_seen(game)
        self.sealed = _sealed_pieces(game)

    def __call__(self, game) -> None:
        self.decisions += 1
        if not self.scores:  # the checker was created before setup filled in the factions
            self.scores = {f: 0 for f in game.state.factions}
        for event in game.events[self.seen_events:]:
            if event["type"] == "scored":
                self.scores[event["faction"]] = self.scores.get(event["faction"], 0) + event["vp"]
        self.seen_events = len(game.events)
        problems = invariant_problems(game, self.scores, self.items)
        buildings = _buildings_seen(game)
        if buildings[1] == self.buildings[1] and buildings[0] != self.buildings[0]:
            problems.append("buildings, tokens, pawns or ruins changed without ClearingState.changed(): values kept "
                            "from them (GameState.building_cache) are stale")
        self.buildings = buildings
        sealed = _sealed_pieces(game)
        for clearing, now in sealed.items():
            came = _came_into(self.sealed.get(clearing, now), now)
            if came:
                problems.append(f"pieces placed in or moved into sealed clearing {clearing}: {dict(came)}")
        self.sealed = sealed
        if problems:
            last = game.log[-1] if game.log else None
            raise InvariantError(f"after decision #{self.decisions} ({last!r}) of seed {game.config.seed}:\n  "
                                 + "\n  ".join(problems))


def _buildings_seen(game) -> tuple:
    """Every clearing's buildings, tokens, pawns and ruins, with the count of `ClearingState.changed()` calls.
    The checker compares two of these: pieces that differ while the count stayed put were edited without
    `changed()`. The count is shared by every game of the process, so an edit in a step where some other
    code did call `changed()` goes unseen: the check catches a forgotten call, not every one."""
    pieces = tuple((tuple(cl.buildings), tuple(cl.tokens), tuple(cl.pawns), cl.ruins)
                   for cl in game.state.clearings.values())
    return pieces, state_module._BUILDING_CHANGES[0]


def _sealed_pieces(game) -> dict[int, Counter]:
    """The pieces in each sealed clearing (`GameState.sealed`), by (owner, kind): the checker compares two of these,
    as no piece may come into such a clearing (the Scoundrel's Scorched Earth, D.6.2). Pieces lying face down there
    (`Faction.unseen_pieces`) are counted as (owner, `FACE_DOWN`). Empty in most games."""
    found = {}
    for clearing in game.state.sealed:
        cl = game.state.clearings[clearing]
        pieces = Counter({(owner, "warrior"): n for owner, n in cl.warriors.items() if n})
        pieces.update(cl.buildings + cl.tokens + [(owner, "pawn") for owner in cl.pawns])
        for fid, component in game.factions.items():
            pieces[fid, FACE_DOWN] += component.unseen_pieces(game, clearing)
        found[clearing] = +pieces
    return found


FACE_DOWN = "face down"  # the kind under which `_sealed_pieces` counts a faction's unseen pieces


def _came_into(before: Counter, now: Counter) -> Counter:
    """The pieces that came into a sealed clearing between two counts of `_sealed_pieces`: what grew, less what its
    owner only turned over (a face-down piece turned up, or a piece laid face down, where one of the other side
    went)."""
    came, gone = now - before, before - now
    for owner in {o for o, _ in came}:
        turned_up = gone[owner, FACE_DOWN]  # face-down pieces gone: they may be the new face-up ones
        laid_down = sum(n for (o, kind), n in gone.items() if o == owner and kind != FACE_DOWN)
        for key in sorted(k for k in came if k[0] == owner):
            if key[1] == FACE_DOWN:
                turned = min(came[key], laid_down)
                laid_down -= turned
            else:
                turned = min(came[key], turned_up)
                turned_up -= turned
            came[key] -= turned
    return +came


def _item_totals(game) -> dict[str, int]:
    """Every item in the game, wherever it is: supply, ruins, crafted boxes, factions, removed."""
    st = game.state
    totals: dict[str, int] = {}

    def add(item, n=1):
        totals[item] = totals.get(item, 0) + n
    for item, n in list(st.item_supply.items()) + list(st.removed_items.items()):
        add(item, n)
    for items in st.ruin_items.values():
        for item in items:
            add(item)
    for fid, fs in st.factions.items():
        for item in fs.crafted_items:
            add(item)
        for item, n in game.factions[fid].items_held(game).items():
            add(item, n)
    for landmark in game.definition.landmarks.values():
        for item, n in landmark.items_held(game).items():
            add(item, n)
    return {k: v for k, v in totals.items() if v}


def play_checked(config: dict, seed: int | None = None, agent_seed: int | None = None) -> dict:
    """Play one random game with the invariant checker after every decision; returns play()'s result
    plus the finished game."""
    config = dict(config)
    if seed is not None:
        config["seed"] = seed
    game = new_game(config)
    checker = InvariantChecker(game)
    checker(game)
    result = play(game, RandomAgent(config.get("seed", 0) if agent_seed is None else agent_seed),
                  after_each=checker)
    result["game"] = game
    return result


def check_replay_equivalence(game) -> None:
    """A finished or unfinished game must reload from its save, written as JSON text as `Game.save` writes
    it, to the same state (DESIGN 4), with the game's extra plugins again. The text is what finds state that
    JSON cannot keep (an int key)."""
    try:
        again = load_game(json.dumps(game.to_json()), plugins=game.definition.extra_plugins)
    except SaveError as exc:
        raise InvariantError(f"save -> load of seed {game.config.seed} fails: {exc}") from None
    state, replayed = game.state.to_json(), again.state.to_json()
    if replayed != state:
        where = first_difference(state, replayed)
        raise InvariantError(f"save -> load of seed {game.config.seed} does not reproduce the state (first at {where}, "
                             "the game's value first)")


def check_clone_equivalence(config: dict, seed: int = 0, max_decisions: int | None = None) -> int:
    """Play a seeded random game of `config`, cloning it before every decision: each clone must stand where
    the game stands (state, pending decision, events and choices). A clone resumes from the latest turn or
    phase start, or resume point within a phase (`Game.resume_point`), and replays the choices made since, so
    a resume point where the phase method does not continue exactly as it would have fails here. Returns
    the number of clones checked; raises InvariantError at the first that differs."""
    game = new_game({**config, "seed": seed})
    agent = RandomAgent(seed)
    clones = 0  # the first clone after setup makes the game keep its checkpoints, resume points included
    while game.pending is not None and (max_decisions is None or clones < max_decisions):
        copy = game.clone()
        clones += 1
        pending = copy.pending.to_json() if copy.pending is not None else None
        for what, mine, theirs in (("pending decision", pending, game.pending.to_json()),
                                   ("choices", copy.log, game.log), ("events", copy.events, game.events),
                                   ("state", copy.state.to_json(), game.state.to_json())):
            if mine != theirs:
                raise InvariantError(f"a clone made before decision #{len(game.log)} of seed {seed} "
                                     f"({game.pending.kind!r} for {game.pending.player!r}, turn {game.state.turn}, "
                                     f"{game.state.phase}) differs from the game in its {what}")
        game.choose(agent(game, game.pending))
    return clones


def untouched(agent):
    """`agent` checked: it must answer a decision without changing the game (its state and its events; a bot looks
    ahead on clones, `Game.clone`). Raises InvariantError naming the seat, the decision and the first change."""
    def answer(game, decision):
        events, state = len(game.events), game.state.to_json()
        choice = agent(game, decision)
        if len(game.events) != events:
            raise InvariantError(f"{decision.player}'s agent added events to the game while it answered "
                                 f"{decision.kind!r} at decision #{len(game.log)}: {game.events[events:][:3]}")
        where = first_difference(state, game.state.to_json())
        if where:
            raise InvariantError(f"{decision.player}'s agent changed the game while it answered {decision.kind!r} at "
                                 f"decision #{len(game.log)}: {where} (the value before first)")
        return choice
    return answer


def check_branches_agree(game, seed: int, decisions: int = 200) -> None:
    """From where `game` stands, a clone of it and a copy rebuilt from its save play on the same `decisions` seeded
    random choices (`seed`), and must stay alike: choices, pending decision and state. The clone resumes from its
    latest checkpoint; the copy replays every choice from the start. A component keeping something the state does not
    hold, or a resume point where its phase method does not go on as it would have (`Game.resume_point`), makes them
    part, here or later in the stretch. `game` itself is not played (it only starts keeping checkpoints, as any
    cloned game does). Raises InvariantError naming the first difference."""
    clone = game.clone()
    reloaded = load_game(json.loads(json.dumps(game.to_json())))
    play(clone, RandomAgent(seed), max_decisions=decisions)
    play(reloaded, RandomAgent(seed), max_decisions=decisions)
    for what, mine, theirs in (("choices", clone.log, reloaded.log),
                               ("pending decision", clone.pending and clone.pending.to_json(),
                                reloaded.pending and reloaded.pending.to_json()),
                               ("state", clone.state.to_json(), reloaded.state.to_json())):
        if mine != theirs:
            where = f" (first at {first_difference(mine, theirs)})" if what == "state" else ""
            raise InvariantError(f"a clone and a reload of the save made at decision #{len(game.log)} of seed "
                                 f"{game.config.seed} ({game.pending.kind!r} for {game.pending.player!r}, turn "
                                 f"{game.state.turn}, {game.state.phase}) differ in their {what}{where} after "
                                 f"{len(clone.log) - len(game.log)} more random choices (agent seed {seed}), the "
                                 "clone's first")


def check_determinized_play(config: dict, seed: int = 0, every: int = 25, horizon: int = 40) -> int:
    """Play a seeded random game of `config`; every `every` decisions, re-draw a clone's hidden information as a
    bot looking ahead does (`bots.determinize`, for the player deciding: the deck, the other hands, the zones it
    may not see, each faction's `redraw_hidden`) and play the clone on for `horizon` decisions with every
    invariant checked. Catches a `redraw_hidden` that loses or invents something, or a hidden zone whose
    cards cannot be any cards. Returns the number of clones checked; raises InvariantError at the first
    fault, naming the decision it started from."""
    from rootcore.bots import determinize
    clones = 0
    for game in _stops(config, seed, every):
        sim = game.clone()
        checker = InvariantChecker(game)  # what the game holds: nothing may be lost or invented
        determinize(sim, seed + len(game.log), game.pending.player)
        clones += 1
        try:
            checker(sim)
            play(sim, RandomAgent(len(game.log)), max_decisions=horizon, after_each=checker)
        except Exception as exc:
            raise InvariantError(f"a clone re-drawn for {game.pending.player!r} before decision #{len(game.log)} "
                                 f"of seed {seed} ({game.pending.kind!r}): {type(exc).__name__}: {exc}") from exc
    return clones


def check_hidden_views(config: dict, seed: int = 0, every: int = 50) -> int:
    """Play a seeded random game of `config`; every `every` decisions, for each faction and for an observer, deal
    anew on a clone all that the viewer may not know (`bots.determinize`: the deck, the other hands, the zones it may
    not see, each faction's `redraw_hidden`) and compare what the viewer is shown (`game.view`, the pending
    decision as `pending_for` gives it included) with the game's: they must be equal (Law 1.2). Catches a faction's
    `view` or a decision's options that show hidden cards, and a `redraw_hidden` that changes something public.
    Returns the number of views compared; raises InvariantError at the first that differs."""
    from rootcore.bots import determinize
    compared = 0
    for game in _stops(config, seed, every):
        for viewer in [*game.state.factions, None]:
            redealt = game.clone()
            determinize(redealt, seed + len(game.log), viewer)
            where = first_difference(game.view(viewer), redealt.view(viewer), "view")
            compared += 1
            if where:
                raise InvariantError(f"what {viewer or 'an observer'} is shown before decision #{len(game.log)} of "
                                     f"seed {seed} ({game.pending.kind!r} for {game.pending.player!r}) changes when "
                                     f"what it may not know is dealt anew: {where} (the game's value first)")
    return compared


def _stops(config: dict, seed: int, every: int):
    """Play a seeded random game of `config`, handing it out (a generator) before every `every`-th decision."""
    game = new_game({**config, "seed": seed})
    agent = RandomAgent(seed)
    while game.pending is not None:
        if len(game.log) % every == every - 1:
            yield game
        game.choose(agent(game, game.pending))


def check_plugin_conformance(factions, games: int = 20, map: str = "autumn", deck: str = "standard",
                             first_seed: int = 0, clone_games: int = 1, options: dict | None = None,
                             landmarks=(), hirelings=()) -> list[dict]:
    """Play `games` seeded random games of `factions` with every invariant checked after every decision,
    then check each game replays from its save; in the first `clone_games` of them, check a clone made
    before every decision (`check_clone_equivalence`) and clones whose hidden information is re-drawn
    (`check_determinized_play`), and that what each player is shown does not change when what it may not know is
    dealt anew (`check_hidden_views`). `options`: game options, such as `{"conceal_hands": True}`; `landmarks`: the
    landmarks in play (Law A.5); `hirelings`: the three hirelings (A.6). Returns the results; raises InvariantError
    on a fault."""
    results = []
    for seed in range(first_seed, first_seed + games):
        config = {"factions": list(factions), "map": map, "deck": deck, "seed": seed, "options": dict(options or {})}
        if landmarks:
            config["landmarks"] = list(landmarks)
        if hirelings:
            config["hirelings"] = list(hirelings)
        result = play_checked(config)
        check_replay_equivalence(result["game"])
        if seed < first_seed + clone_games:
            check_clone_equivalence(config, seed)
            check_determinized_play(config, seed)
            check_hidden_views(config, seed)
        results.append(result)
    return results
