"""What effects of one faction do to the pieces of every other, checked in positions of random games of the Law's
factions, the fan factions and the hirelings (Appendix E), against each one's own rules and invariants. Each faction
answers for its pieces through `Faction` methods (hits, removals, moves, relocations, swaps); an effect written once
for every faction relies on those answers being right for pieces that differ (the Hundreds' warlord, the Bone Patrol's
Alpha, the Tinker's robots, the Order's pawns, the Vagabond's items, the Colonies' Historical Site, a hireling's pawn).

Hits (Law 4.3.4): dealing a faction `most_hits_taken` hits at once changes the position, one fewer leaves it short of
that, and one more changes nothing, so an effect sharing hits out among enemies (the Croakers' Fireball, CC.2.3.IV)
deals no enemy more; asked for more warriors than there are, `remove_hit_warriors` removes `hit_warriors`, which the
Vagabond reads to offer a hit on Allied warriors (9.2.9.II.d)."""
from __future__ import annotations

import functools
import pytest

import rootcore
from rootcore.agents import RandomAgent
from rootcore.bench import fingerprint
from rootcore.rules import battle, pieces
from rootcore.rules.scoring import GameOver
from rootcore.testing import invariant_problems

FACTION_SETS = [
    ("marquise", "eyrie", "alliance", "vagabond"),
    ("lizard", "riverfolk", "duchy", "corvid", "vagabond"),
    ("hundreds", "keepers", "vagabond", "eyrie"),
    ("bone_patrol", "croakers_coven", "order_of_the_forest", "old_man_tinker", "vagabond"),
    ("twelve_colonies", "winged_menace", "borough_kings", "marquise", "vagabond"),
    ("riverfolk", "hundreds", "bone_patrol", "vagabond"),
]
# Three factions and three hirelings (Law A.6), each hireling beside factions it does not keep out (A.6.5): every
# hireling's pieces meet the same effects as the factions' (a hireling answers through the same methods, E.3).
HIRELING_SETS = [
    (("marquise", "eyrie", "vagabond"), ("spring_uprising", "warm_sun_prophets", "sunward_expedition")),
    (("alliance", "lizard", "riverfolk"), ("forest_patrol", "last_dynasty", "the_exile")),
    (("duchy", "corvid", "hundreds"), ("vault_keepers", "flotilla", "highway_bandits")),
    (("keepers", "vagabond", "marquise"), ("corvid_spies", "flame_bearers", "popular_band")),
    (("eyrie", "alliance", "croakers_coven"), ("furious_protector", "highway_bandits", "the_exile")),
]
SETS = [(factions, ()) for factions in FACTION_SETS] + HIRELING_SETS


def set_id(game_set) -> str:
    factions, hirelings = game_set
    return "-".join(factions + hirelings)


@functools.lru_cache(maxsize=None)
def positions(game_set):
    """Positions of random games of a set of factions and hirelings, early and late; made once per set, since the
    checks change only clones of them."""
    factions, hirelings = game_set
    return [position(factions, hirelings, seed, decisions)
            for seed, decisions in ((1, 150), (2, 400), (3, 800), (4, 250), (5, 600))]


def position(factions, hirelings, seed: int, decisions: int):
    """A random game of `factions` and `hirelings` after `decisions` decisions (or at its end)."""
    game = rootcore.new_game({"factions": list(factions), "seed": seed, "hirelings": list(hirelings)})
    rootcore.play(game, RandomAgent(seed), max_decisions=decisions)
    return game


ENDED = object()  # what `first_answers` returns when the points scored end the game (the rest is not carried out)


def first_answers(steps):
    """Run a rules generator, answering each question with its first option; return its return value, or ENDED."""
    try:
        decision = next(steps)
        while True:
            decision = steps.send(decision.options[0])
    except StopIteration as stop:
        return stop.value
    except GameOver:
        return ENDED


def owners(game) -> tuple[str, ...]:
    """The players and the hirelings (whose pieces take hits and removals as a faction's do, Law E.3)."""
    return (*game.state.turn_order, *game.definition.hirelings)


def targets(game, warriors_only: bool = False):
    """(clearing, owner, enemy) for each player or hireling with pieces (with warriors, if `warriors_only`) in a
    clearing of the map that the first other player in turn order may remove; not one fighting with lent warriors,
    which take hits too (11.2.7.III.a) but only in their buyer's own battles."""
    for clearing in game.board.clearing_ids:
        cl = game.state.clearings[clearing]
        for faction in owners(game):
            if not (cl.warriors.get(faction) if warriors_only else cl.has_any(faction)):
                continue
            enemy = next(f for f in game.state.turn_order if f != faction)
            if pieces.removable(game, enemy, faction, clearing) \
                    and not pieces.borrowed_warriors(game, faction, clearing, enemy):
                yield clearing, faction, enemy


def after_hits(game, faction: str, clearing: int, hits: int, enemy: str) -> str | None:
    """The position (a fingerprint) after `faction` takes `hits` at once from `enemy` in `clearing`, on a clone; None
    if the points `enemy` scores for them end the game first."""
    clone = game.clone()
    if first_answers(battle.take_hits(clone, faction, clearing, hits, enemy, "battle")) is ENDED:
        return None
    return fingerprint(clone)


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_most_hits_taken_is_what_take_hits_takes_law_4_3_4(game_set):
    checked = 0
    for game in positions(game_set):
        for clearing, faction, enemy in targets(game):
            most = game.factions[faction].most_hits_taken(game, clearing)
            short, full, beyond = (after_hits(game, faction, clearing, n, enemy)
                                   for n in (max(most - 1, 0), most, most + 1))
            if None in (short, full, beyond):
                continue  # the game ended on the points scored
            assert full == beyond, (faction, clearing, most)  # a hit beyond them would land on nothing
            if most:
                assert short != full, (faction, clearing, most)
                checked += 1
    assert checked >= 10  # the positions hold pieces of several factions


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_remove_hit_warriors_removes_hit_warriors_law_4_3_4(game_set):
    checked = 0
    for game in positions(game_set):
        for clearing, faction, enemy in targets(game, warriors_only=True):
            clone = game.clone()
            component = clone.factions[faction]
            there = clone.state.clearings[clearing].warriors[faction]
            expected = component.hit_warriors(clone, clearing)
            first_answers(component.remove_hit_warriors(clone, clearing, there + 1, enemy, "battle", enemy))
            left = clone.state.clearings[clearing].warriors.get(faction, 0)
            assert there - left == expected, (faction, clearing, there, expected)
            assert invariant_problems(clone) == [], (faction, clearing)  # the Alpha is still there...
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_warriors_another_moves_leave_every_faction_whole_law_14_2_2(game_set):
    """`pieces.movable_warriors`: what an effect moving another's warriors may take (the Vagabond's Allied warriors,
    9.2.9.II.b; False Orders; a forced move) leaves out those only their own faction moves (the warlord, 14.2.2; a
    robot's gears, OMT.2.4.I; the Bone Patrol's Alpha, BP.2.2): moving all it counts breaks no faction's invariants."""
    from rootcore.rules import move
    from rootcore.rules.adjacency import adjacent
    checked = 0
    for game in positions(game_set):
        for clearing in game.board.clearing_ids:
            for faction in list(game.state.clearings[clearing].warriors):
                n = pieces.movable_warriors(game, faction, clearing)
                ways = adjacent(game, clearing)  # none where growth or a seal closes every path (CC.2.3.III, D.6.2)
                if faction not in owners(game) or not n or not ways:
                    continue
                clone = game.clone()
                first_answers(move.move_warriors(clone, faction, clearing, ways[0], n))
                assert invariant_problems(clone) == [], (faction, clearing, n)
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_an_effect_removing_every_enemy_piece_leaves_every_faction_whole_law_8_4_1_iii(game_set):
    """`Faction.full_removal` (a revolt, 8.4.1.III; a Favor card; a bomb): what each faction leaves (the warlord,
    14.2.2; the Alpha, BP.2.5.IV; the Vagabond's pawn, 9.2.2.I; what nothing removes) breaks none of its invariants,
    and a second such removal takes nothing more from the clearing."""
    checked = 0
    for game in positions(game_set):
        for clearing, faction, enemy in targets(game):
            clone = game.clone()
            if first_answers(clone.factions[faction].full_removal(clone, clearing, enemy, "effect")) is ENDED:
                continue  # the points scored ended the game
            assert invariant_problems(clone) == [], (faction, clearing)
            once = clone.state.clearings[clearing].to_json()
            first_answers(clone.factions[faction].full_removal(clone, clearing, enemy, "effect"))
            assert clone.state.clearings[clearing].to_json() == once, (faction, clearing)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_pieces_relocated_leave_every_faction_whole_cc_2_3_vii(game_set):
    """An effect taking pieces elsewhere without moving or removing them (the Croakers' Teleport, CC.2.3.VII; the
    Winged Menace's Dark Passage, WM.2.4.II): each building, token or pawn a faction lets go
    (`Faction.can_relocate_piece`), and the warriors `pieces.movable_warriors` counts, arrive without breaking any
    faction's invariants."""
    checked = 0
    for game in positions(game_set):
        on_map = list(game.board.clearing_ids)  # not the Burrow (Law 12.2.2) nor another off-map place
        for origin in on_map:
            cl = game.state.clearings[origin]
            for faction in owners(game):
                component = game.factions[faction]
                kinds = {k for o, k in cl.buildings + cl.tokens if o == faction}
                kinds |= {k for k, p in component.board.pieces.items() if p.type == "pawn" and faction in cl.pawns}
                for kind in sorted(kinds):
                    dest = next((c for c in on_map
                                 if c != origin and component.can_relocate_piece(game, kind, origin, c)), None)
                    if dest is None:
                        continue
                    clone = game.clone()
                    assert clone.factions[faction].relocate_piece(clone, kind, origin, dest), (faction, kind, origin)
                    assert invariant_problems(clone) == [], (faction, kind, origin, dest)
                    checked += 1
                n = pieces.movable_warriors(game, faction, origin)  # asked first: a faction may have no warriors
                ends = [c for c in on_map if c != origin and pieces.placement_allowed(game, faction, "warrior", c)] \
                    if n else []
                if ends:
                    clone = game.clone()
                    assert first_answers(pieces.relocate_warriors(clone, faction, origin, ends[0], n)) == n
                    assert invariant_problems(clone) == [], (faction, "warrior", origin, ends[0])
                    checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_warriors_swapped_out_leave_every_faction_whole_g_1_31(game_set):
    """Warriors swapped out of a clearing, neither removed nor moved (G.1.31: the Croakers' Transform, CC.2.3.VIII),
    are those an effect outside battle may take (`pieces.free_warriors`: not the warlord, the Alpha, a robot's gears):
    sending them all back to the supply breaks no faction's invariants."""
    checked = 0
    for game in positions(game_set):
        for clearing in game.board.clearing_ids:
            for faction in list(game.state.clearings[clearing].warriors):
                n = pieces.free_warriors(game, faction, clearing)
                if faction not in owners(game) or not n:
                    continue
                clone = game.clone()
                pieces.return_warriors(clone, faction, clearing, n)
                assert invariant_problems(clone) == [], (faction, clearing, n)
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_hits_take_warriors_before_buildings_and_tokens_law_4_3_4(game_set):
    """Law 4.3.4: as many hits as a faction has warriors hits can remove (`hit_warriors`) take none of its buildings
    or tokens (a robot's dropped gear is a new token, OMT.2.4.I: counts only rise)."""
    checked = 0
    for game in positions(game_set):
        for clearing, faction, enemy in targets(game, warriors_only=True):
            hits = game.factions[faction].hit_warriors(game, clearing)
            clone = game.clone()
            cl = clone.state.clearings[clearing]
            counts = {k: cl.count(faction, k) for o, k in cl.buildings + cl.tokens if o == faction}
            warriors = cl.warriors[faction]
            if not hits or first_answers(battle.take_hits(clone, faction, clearing, hits, enemy, "battle")) is ENDED:
                continue
            assert all(cl.count(faction, k) >= n for k, n in counts.items()), (faction, clearing, hits)
            assert cl.warriors.get(faction, 0) == warriors - hits, (faction, clearing, hits)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", [s for s in SETS if "vagabond" in s[0]], ids=set_id)
def test_each_piece_a_strike_offers_is_one_piece_removed_law_9_5_6(game_set):
    """Law 9.5.6: a Strike removes one enemy warrior, or a building or token where the enemy has no warrior. Each piece
    the Vagabond's strike offers in any clearing (`_strike_targets`: never the warlord, the Alpha, a robot's gears, a
    pawn or a piece nothing removes) is one piece a removal takes, and what that removal sets off (Field Hospitals, a
    relic's return, a robot's gear...) leaves every faction's invariants whole."""
    checked = 0
    for game in positions(game_set):
        vagabond = game.factions["vagabond"]
        for clearing in game.board.clearing_ids:
            for owner, kind in vagabond._strike_targets(game, clearing):
                clone = game.clone()
                cl = clone.state.clearings[clearing]
                before = cl.count(owner, kind)
                try:
                    removal = pieces.remove(clone, owner, kind, clearing, 1, "vagabond", "strike")
                except GameOver:
                    continue  # the point scored ended the game
                assert (removal.counts, before - cl.count(owner, kind)) == ({kind: 1}, 1), (owner, kind, clearing)
                if first_answers(pieces.resolve_removals(clone, [removal])) is ENDED:
                    continue
                assert invariant_problems(clone) == [], (owner, kind, clearing)
                checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_a_move_granted_by_an_effect_is_possible_when_the_faction_says_so_law_4_2(game_set):
    """An effect offers a move before its cost is paid (the Rat Smugglers) by asking `Faction.can_take_move`, then runs
    `Faction.take_move` (the Cobbler, the Eyrie Emigre): for every faction, in positions of random games, a move that
    must be taken moves something exactly when `can_take_move` says it can, and breaks no invariant."""
    checked = 0
    for game in positions(game_set):
        for faction in game.state.turn_order:
            clone = game.clone()
            can = clone.factions[faction].can_take_move(clone)
            moved = first_answers(clone.factions[faction].take_move(clone, "test.move", optional=False))
            if moved is ENDED:
                continue
            assert can == (moved is not None), (faction, can, moved)
            assert invariant_problems(clone) == [], faction
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_a_move_out_of_one_clearing_is_possible_when_the_faction_says_so_law_4_2(game_set):
    """A move made instead of a battle must leave the clearing of that battle (`Faction.take_move` with `origin`,
    offered when `can_take_move` with the same `origin` says yes: the Twelve Colonies' Pax Laws, TC.2.3 I): for every
    faction and every clearing where it has warriors or a pawn, in positions of random games, such a move moves
    something exactly when `can_take_move` says so, always out of that clearing, and breaks no invariant."""
    checked = 0
    for game in positions(game_set):
        for faction, clearing in where_each_faction_stands(game):
            clone = game.clone()
            can = clone.factions[faction].can_take_move(clone, origin=clearing)
            moved = first_answers(clone.factions[faction].take_move(clone, "test.move", optional=False,
                                                                    origin=clearing))
            if moved is ENDED:
                continue
            assert can == (moved is not None), (faction, clearing, can, moved)
            assert moved is None or moved[0] == clearing, (faction, clearing, moved)
            assert invariant_problems(clone) == [], (faction, clearing)
            checked += can
    assert checked >= 10


def where_each_faction_stands(game):
    """(faction, clearing) for every clearing where a faction has warriors or its pawn, in turn order."""
    for faction in game.state.turn_order:
        for clearing in game.board.clearing_ids:
            cl = game.state.clearings[clearing]
            if faction in cl.warriors or faction in cl.pawns:
                yield faction, clearing


@pytest.mark.parametrize("game_set", SETS, ids=set_id)
def test_a_battle_granted_in_a_clearing_is_fought_when_the_faction_could_battle_there_law_4_3(game_set):
    """An effect granting a move and then a battle where it ended (the Eyrie Emigre) asks `Faction.could_battle_in`
    before offering it, then runs `Faction.take_battle` limited to that clearing: for every faction and every clearing
    where it has warriors or a pawn, in positions of random games, the battle is fought exactly when
    `could_battle_in` says so (the Vagabond needs a ready sword, 9.5.2; the Tinker fights with robots)."""
    checked = 0
    for game in positions(game_set):
        for faction, clearing in where_each_faction_stands(game):
            can = game.factions[faction].could_battle_in(game, clearing)
            clone = game.clone()
            fought = first_answers(clone.factions[faction].take_battle(clone, "test.battle", optional=False,
                                                                        allowed=[clearing]))
            if fought is not ENDED:
                assert can == (fought is not None), (faction, clearing, can)
                checked += can
    assert checked >= 4
