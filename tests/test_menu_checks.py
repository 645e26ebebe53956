"""The fast "is there any?" checks behind every action menu agree with the full lists they stand for.

Menus ask `can_move`, `can_battle` and each faction's "can build / overwork / recruit / organize / train / move /
aid / strike / craft?" through helpers that stop at the first hit (docs/performance.md). These tests play random
four-faction games and, at every decision, compare each fast answer with the full list, and the full move and
battle lists with the Law worked out directly (4.2.1: rule the origin or the destination; 4.3: an enemy piece
where you have a warrior or your pawn) and the Marquise's builds with Law 6.5.4, so a future speed-up cannot
change those menus unnoticed. Autumn with the base deck, and maps and decks whose hooks change adjacency and rule.
"""
from __future__ import annotations

import pytest

import rootcore
from rootcore.agents import RandomAgent
from rootcore.rules import battle, move
from rootcore.rules.adjacency import adjacent, connected_within
from rootcore.rules.pieces import open_slots, placement_allowed
from rootcore.rules.rule import ruled_by, rules
from rootcore_plugins.standard_deck import _warrior_clearings

FACTIONS = ["marquise", "eyrie", "alliance", "vagabond"]


def law_origins(game, faction):
    """Law 4.2.1 from first principles: a clearing with the faction's warriors and an adjacent clearing where
    the faction rules the origin or the destination, or any adjacent clearing when its moves ignore rule (the
    Exiles deck's Corvid Planners)."""
    free = move.ignores_rule(game, faction)
    return [c for c in game.board.clearing_ids
            if game.state.clearings[c].warriors.get(faction)
            and any(free or rules(game, c) == faction or rules(game, d) == faction
                    for d in adjacent(game, c, faction, moving=True))]


def law_battle_clearings(game, faction):
    """Law 4.3 from first principles: a clearing with the faction's warriors or pawn and an enemy piece."""
    out = []
    for c in game.board.clearing_ids:
        cl = game.state.clearings[c]
        if not (cl.warriors.get(faction) or faction in cl.pawns):
            continue
        if any(f != faction and f in game.state.factions and cl.has_any(f) and battle.is_enemy(game, faction, f)
               for f in FACTIONS):
            out.append(c)
    return out


def law_cost(game, kind):
    """The wood cost printed under the leftmost building of `kind` on its track (6.5.4), read from the board, not
    from the Marquise's kept cost table; None when the track is empty."""
    track = game.factions["marquise"].board.tracks[kind]
    left = game.state.factions["marquise"].tracks[kind]
    return track.cost[track.spaces - left] if left else None


def law_builds(game):
    """Law 6.5.4 from first principles: (clearing, building) for each ruled clearing with an open slot whose
    ruled-connected clearings hold the wood the leftmost building of that kind costs."""
    ruled = set(ruled_by(game, "marquise"))
    out = []
    for c in sorted(ruled):
        if open_slots(game, c) <= 0:
            continue
        wood = sum(game.state.clearings[x].count("marquise", "wood")
                   for x in connected_within(game, c, ruled, "marquise"))
        for kind in ("sawmill", "workshop", "recruiter"):
            cost = law_cost(game, kind)
            if cost is not None and wood >= cost and placement_allowed(game, "marquise", kind, c):
                out.append((c, kind))
    return out


def first_hit_pairs(game):
    """(name, fast answer, full list) for each faction helper that can stop at its first hit."""
    marquise, alliance, vagabond = (game.factions[f] for f in ("marquise", "alliance", "vagabond"))
    pairs = [
        ("marquise build", marquise._build_choices(game, first_only=True), marquise._build_choices(game)),
        ("marquise overwork", marquise._overwork_choices(game, first_only=True), marquise._overwork_choices(game)),
        ("alliance train", alliance.train_cards(game, first_only=True), alliance.train_cards(game)),
        ("alliance recruit", alliance._recruit_spots(game, first_only=True), alliance._recruit_spots(game)),
        ("alliance organize", alliance._organize_spots(game, first_only=True), alliance._organize_spots(game)),
    ]
    for faction in FACTIONS:  # Tax Collector's "is there a warrior to remove?" (any deck: a plain map question)
        pairs.append((f"{faction} warrior clearings", _warrior_clearings(game, faction, first_only=True),
                      _warrior_clearings(game, faction)))
    location = game.state.factions["vagabond"].data.get("location") or {}
    for boots in (1, 2):  # one boot: not into Hostile warriors (9.2.9.III.b); two: anywhere near
        pairs.append((f"vagabond move, {boots} boots", list(vagabond._move_costs(game, location, boots, True).items()),
                      list(vagabond._move_costs(game, location, boots).items())))
    clearing = vagabond.clearing(game)
    if clearing is not None:  # in a forest the Vagabond has no clearing actions
        hammers = vagabond.crafting_pieces(game)
        pairs += [
            ("vagabond aid", vagabond.others_here(game, clearing, first_only=True),
             vagabond.others_here(game, clearing)),
            ("thief steal", vagabond.others_here(game, clearing, with_cards=True, first_only=True),
             vagabond.others_here(game, clearing, with_cards=True)),
            ("vagabond strike", vagabond._strike_targets(game, clearing, True),
             vagabond._strike_targets(game, clearing)),
            ("vagabond craft", vagabond._craftable_with(game, hammers, True), vagabond._craftable_with(game, hammers)),
        ]
    return pairs


# Autumn with the base deck, and maps and a deck whose hooks change adjacency (Lake's ferry, Mountain's
# closed paths) and rule (the Exiles' Soup Kitchens), which the fast paths treat apart.
GAMES = [("autumn", "standard", seed) for seed in range(4)] + [("lake", "exiles", 4), ("mountain", "exiles", 5)]


@pytest.mark.parametrize("map_id, deck, seed", GAMES)
def test_fast_menu_checks_match_full_lists_and_the_law_law_4_2_1_4_3_6_5_4(map_id, deck, seed):
    game = rootcore.new_game({"factions": FACTIONS, "seed": seed, "map": map_id, "deck": deck})
    agent = RandomAgent(seed)
    asked = 0
    while game.pending is not None:
        for faction in FACTIONS:
            origins = move.origins(game, faction)
            assert origins == law_origins(game, faction), (faction, game.state.turn)
            assert move.can_move(game, faction) == bool(origins)
            where = battle.battle_clearings(game, faction)
            assert where == law_battle_clearings(game, faction), (faction, game.state.turn)
            assert battle.can_battle(game, faction) == bool(where)
        assert game.factions["marquise"]._build_choices(game) == law_builds(game), game.state.turn
        for name, first, full in first_hit_pairs(game):
            assert first == full[:1], (name, game.state.turn)
        asked += 1
        game.choose(agent(game, game.pending))
    assert game.is_over and asked > 100  # a whole game was checked, not a few steps
