"""The Advanced Setup's faction setup (Law A.8): the setup cards' deal and the players' picks (A.8.1-A.8.2, the option
`faction_draft`), and each faction set up by its Marauder faction setup card with homelands (A.8.2.I-II, the option
`setup_cards`). Played on Autumn: corners 1-4, map edge 1 5 2 6 3 7 8 4 9 (clockwise)."""
from __future__ import annotations

import random

import pytest

import rootcore
from rootcore.engine import ConfigError
from rootcore.rules import draft, setup
from rootcore.testing import check_replay_equivalence, play_checked
from helpers import expect, play_choices, warriors

ADVANCED = {"advanced_setup": True, "setup_cards": True}
ALL_TEN = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk", "duchy", "corvid", "hundreds", "keepers"]


def by_cards(seating, seed=1, **options):
    """A game whose factions set up by their cards, seated as given: the last of `seating` sets up first (A.8.2)."""
    return rootcore.new_game({"factions": list(seating), "seating": list(seating), "seed": seed,
                              "options": {**ADVANCED, **options}})


def clearings(ids):
    return [f"clearing:{c}" for c in ids]


def homelands(game):
    return setup.homelands(game)


# -- the order of setup (A.8.2) ---------------------------------------------------------------------------------------

def test_the_last_player_in_turn_order_sets_up_first_then_backwards_law_a_8_2():
    game = by_cards(["hundreds", "duchy", "eyrie"])
    assert setup.card_setup_order(game) == ["eyrie", "duchy", "hundreds"]
    assert expect(game, "eyrie.setup.homeland", "eyrie")  # the Eyrie (B) before the Duchy and the Hundreds
    play_choices(game, "clearing:1")
    expect(game, "eyrie.setup.leader", "eyrie")
    play_choices(game, game.pending.option_ids[0])
    expect(game, "duchy.setup.homeland", "duchy")


# -- each faction's card (A.8.2) -------------------------------------------------------------------------------------

def test_marquise_three_linked_homelands_warriors_keep_and_buildings():
    # Law A.8.2, the Marquise's card: three homelands, each adjacent to another; 2 warriors in each, 1 elsewhere; the
    # keep in one; a sawmill, workshop and recruiter each in a different homeland.
    game = by_cards(["eyrie", "marquise"])
    assert expect(game, "marquise.setup.homeland", "marquise") == clearings(range(1, 13))
    play_choices(game, "clearing:1")
    assert expect(game, "marquise.setup.homeland") == clearings([2, 4, 5, 9, 10, 12])  # a group of three with 1
    play_choices(game, "clearing:5")
    assert expect(game, "marquise.setup.homeland") == clearings([2, 9, 10])  # adjacent to 1 or 5
    play_choices(game, "clearing:2")
    assert homelands(game) == {"marquise": [1, 5, 2]}
    assert {c: warriors(game, c, "marquise") for c in range(1, 13)} == {
        c: 2 if c in (1, 2, 5) else 1 for c in range(1, 13)}
    assert expect(game, "marquise.setup.keep") == clearings([1, 2, 5])  # no enemy homeland yet
    play_choices(game, "clearing:1", "clearing:1")  # the keep, then the sawmill
    assert expect(game, "marquise.setup.building") == clearings([2, 5])  # each building in a different homeland
    play_choices(game, "clearing:5")  # the recruiter then has one homeland left: 2, placed without asking
    built = {c: game.state.clearings[c].buildings for c in (1, 2, 5)}
    assert built == {1: [("marquise", "sawmill")], 5: [("marquise", "workshop")], 2: [("marquise", "recruiter")]}
    assert ("marquise", "keep") in game.state.clearings[1].tokens
    # The Eyrie then keeps two clearings or more between its homeland and hers (A.8.2.II): 7 and 8 on the edge.
    assert expect(game, "eyrie.setup.homeland", "eyrie") == clearings([7, 8])


def test_marquise_keep_not_adjacent_to_an_enemy_homeland_if_able():
    game = by_cards(["marquise", "eyrie"])
    play_choices(game, "clearing:1", "leader:builder")  # the Eyrie's homeland, then its leader
    assert "clearing:1" not in expect(game, "marquise.setup.homeland")  # an enemy homeland (A.8.2.I)
    play_choices(game, "clearing:5", "clearing:2", "clearing:10")
    # 5 and 10 are adjacent to the Eyrie's 1: the keep goes to 2, the one homeland left (not asked).
    expect(game, "marquise.setup.building")
    assert ("marquise", "keep") in game.state.clearings[2].tokens


def test_eyrie_and_hundreds_on_the_edge_two_clearings_from_enemy_homelands():
    # Law A.8.2.II: 'two or more clearings between' is three paths or more: from 1, the edge clearings 3, 6, 7, 8.
    game = by_cards(["hundreds", "eyrie"])
    assert expect(game, "eyrie.setup.homeland", "eyrie") == clearings([1, 5, 2, 6, 3, 7, 8, 4, 9])
    play_choices(game, "clearing:1", "leader:builder")
    assert warriors(game, 1, "eyrie") == 6 and game.state.clearings[1].buildings == [("eyrie", "roost")]
    assert expect(game, "hundreds.setup.homeland", "hundreds") == clearings([6, 3, 7, 8])  # in the edge's order
    play_choices(game, "clearing:7")
    assert warriors(game, 7, "hundreds") == 5  # the warlord and 4 warriors
    assert game.state.factions["hundreds"].data["warlord"] == 7
    assert game.state.clearings[7].buildings == [("hundreds", "stronghold")]
    assert game.state.factions["hundreds"].data["mood"]  # Stubborn (14.3.3)
    assert homelands(game) == {"eyrie": [1], "hundreds": [7]}


def test_duchy_homeland_and_five_warriors_spread_as_evenly_as_possible():
    game = by_cards(["lizard", "duchy"])
    play_choices(game, "clearing:1")  # adjacent to 5, 9 and 10: one each, two more in different clearings
    assert warriors(game, 1, "duchy") == 2 and ("duchy", "tunnel") in game.state.clearings[1].tokens
    assert expect(game, "duchy.setup.adjacent", "duchy") == clearings([5, 9, 10])
    play_choices(game, "clearing:5")
    assert expect(game, "duchy.setup.adjacent") == clearings([9, 10])
    play_choices(game, "clearing:9")
    assert {c: warriors(game, c, "duchy") for c in (5, 9, 10)} == {5: 2, 9: 2, 10: 1}
    # The Cult then keeps off the Duchy's homeland and its neighbours (A.8.2.II, "not adjacent").
    assert expect(game, "lizard.setup.homeland", "lizard") == clearings([2, 3, 4, 6, 7, 8, 11, 12])


def test_lizard_homeland_garden_adjacent_warriors_and_two_acolytes():
    game = by_cards(["marquise", "lizard"])
    play_choices(game, "clearing:12")  # fox; adjacent 4, 7, 9, 10, 11: three warriors, each in a different one
    assert warriors(game, 12, "lizard") == 4
    assert game.state.clearings[12].buildings == [("lizard", "garden_fox")]
    for pick in (4, 7, 9):
        play_choices(game, f"clearing:{pick}")
    assert {c: warriors(game, c, "lizard") for c in (4, 7, 9, 10, 11)} == {4: 1, 7: 1, 9: 1, 10: 0, 11: 0}
    assert game.state.factions["lizard"].data["acolytes"] == 2
    expect(game, "lizard.setup.outcast", "lizard")


def test_corvid_homeland_with_a_warrior_and_a_plot_then_one_warrior_of_each_suit():
    game = by_cards(["marquise", "corvid"])
    play_choices(game, "clearing:5")
    assert warriors(game, 5, "corvid") == 1
    play_choices(game, "plot:bomb")
    assert game.state.factions["corvid"].data["plots"] == {"5": {"type": "bomb", "up": False}}
    for _ in range(3):
        expect(game, "corvid.setup", "corvid")
        play_choices(game, game.pending.option_ids[0])
    assert sum(warriors(game, c, "corvid") for c in range(1, 13)) == 4
    assert homelands(game) == {"corvid": [5]}


def test_the_counts_of_a_boards_setup_card_are_the_ones_placed(monkeypatch):
    """The [setup_card] counts are data a group or a modder may edit (docs/plugins.md): the Marquise's homelands and
    warriors, the Hundreds' and the Corvids' warriors, the Keepers' `where` and `spacing` follow them (they used to be
    written in the code, the file's values read by nothing)."""
    cards = {f: by_cards(["eyrie", f]).factions[f].board.setup_card
             for f in ("marquise", "hundreds", "corvid", "keepers")}
    monkeypatch.setitem(cards["keepers"], "where", "any")
    monkeypatch.setitem(cards["keepers"], "spacing", "any")
    monkeypatch.setitem(cards["marquise"], "homelands", 2)
    monkeypatch.setitem(cards["marquise"], "numbers", {"homeland_warriors": 3, "other_warriors": 0})
    monkeypatch.setitem(cards["hundreds"], "numbers", {"homeland_warriors": 2})
    monkeypatch.setitem(cards["corvid"], "numbers", {"homeland_warriors": 1, "scatter_warriors": 2})
    game = by_cards(["eyrie", "marquise"])
    assert game.factions["marquise"].board.setup_card is cards["marquise"]  # the boards are shared: edited above
    play_choices(game, "clearing:1", "clearing:5")
    expect(game, "marquise.setup.keep", "marquise")  # two homelands, not three
    assert homelands(game) == {"marquise": [1, 5]}
    assert {c: warriors(game, c, "marquise") for c in range(1, 13)} == {c: 3 if c in (1, 5) else 0
                                                                         for c in range(1, 13)}
    game = by_cards(["eyrie", "hundreds"])
    play_choices(game, "clearing:1")
    assert warriors(game, 1, "hundreds") == 3  # the warlord and 2 warriors
    game = by_cards(["eyrie", "corvid"])
    play_choices(game, "clearing:5", "plot:bomb")
    for _ in range(3):
        play_choices(game, expect(game, "corvid.setup", "corvid")[0])
    assert sum(warriors(game, c, "corvid") for c in range(1, 13)) == 1 + 3 * 2
    game = by_cards(["keepers", "eyrie"])
    play_choices(game, "clearing:1", "leader:builder")  # the Eyrie's homeland: the Keepers may now take any free pair
    assert expect(game, "keepers.setup.homeland", "keepers") == clearings(range(2, 13))

def test_keepers_two_adjacent_edge_homelands_and_relics_away_from_them():
    game = by_cards(["eyrie", "keepers"])
    assert expect(game, "keepers.setup.homeland", "keepers") == clearings([1, 2, 3, 4, 5, 6, 7, 8, 9])
    play_choices(game, "clearing:1")
    assert expect(game, "keepers.setup.homeland") == clearings([5, 9])  # adjacent to 1 on the edge
    play_choices(game, "clearing:9")
    assert warriors(game, 1, "keepers") == 4 and warriors(game, 9, "keepers") == 4
    hidden = game.state.factions["keepers"].data["hidden"]
    # One relic in each forest, the five others in forests by neither homeland (f1, f2 and f7 touch 1 or 9).
    assert {f: len(r) for f, r in hidden.items() if f in ("f1", "f2", "f7")} == {"f1": 1, "f2": 1, "f7": 1}
    assert sum(len(r) for r in hidden.values()) == 12
    assert expect(game, "eyrie.setup.homeland", "eyrie") == clearings([6, 3])


def test_alliance_riverfolk_and_vagabond_cards_are_their_standard_setups():
    # Their cards place no homeland: what they ask is the standard setup (the source's steps, [setup_card]).
    game = by_cards(["riverfolk", "alliance", "vagabond"], vagabond_character="thief")
    kinds = []
    while game.pending is not None and game.pending.kind != "setup.keep_cards":
        kinds.append((game.pending.player, game.pending.kind))
        game.choose(game.pending.option_ids[0])
    assert [f for f, _ in kinds][0] == "vagabond" and homelands(game) == {}
    assert sum(warriors(game, c, "riverfolk") for c in range(1, 13)) == 4
    assert game.state.factions["vagabond"].data["character"] == "thief"


def test_every_view_shows_the_homelands_chosen_law_a_8_2_i():
    """A frontend draws the homelands (the next cards keep off them) from the view, as the state holds them."""
    game = by_cards(["keepers", "eyrie"])
    assert rootcore.views.view(game, "keepers")["homelands"] == {}
    play_choices(game, "clearing:1")
    for player in ("keepers", "eyrie", None):
        assert rootcore.views.view(game, player)["homelands"] == {"eyrie": [1]}

# -- homeland rules and their fall-backs (A.8.2.I-II) -----------------------------------------------------------------

def test_homelands_spacing_falls_back_from_two_between_to_not_adjacent_to_any():
    game = by_cards(["marquise", "eyrie"])
    edge = setup.edge_clearings(game)
    game.state.data["homelands"] = {"x": [1], "y": [3]}
    # Nothing on the edge is three paths from both 1 and 3: not adjacent instead (2, 4, 8).
    assert setup.homeland_choices(game, "eyrie", edge, lambda c: True, "two_between") == [2, 8, 4]
    game.state.data["homelands"] = {"x": [1, 2], "y": [3, 4]}
    # Every free edge clearing is adjacent to one of theirs: any free one.
    assert setup.homeland_choices(game, "eyrie", edge, lambda c: True, "two_between") == [5, 6, 7, 8, 9]
    # An enemy's homeland is never offered (A.8.2.I); one's own homelands are no enemy's: for x, off 3 and 4 and
    # their neighbours 6, 7, 8, 9.
    assert setup.homeland_choices(game, "x", edge, lambda c: True, "not_adjacent") == [1, 5, 2]


def test_homelands_when_every_candidate_is_an_enemys_any_free_clearing():
    game = by_cards(["marquise", "eyrie"])
    game.state.data["homelands"] = {"x": [7, 8]}
    assert setup.homeland_choices(game, "eyrie", [7, 8], lambda c: True) == [1, 2, 3, 4, 5, 6, 9, 10, 11, 12]


def test_keepers_pair_falls_back_to_not_adjacent_when_no_pair_is_two_clearings_away():
    game = by_cards(["eyrie", "keepers"])
    keepers = game.factions["keepers"]
    game.state.data["homelands"] = {"x": [1], "y": [7]}
    # Three paths from both 1 and 7: none; two: 2, 6 and 4 on the edge, of which 2 and 6 are adjacent.
    assert keepers._homeland_pairs(game) == [2, 6]
    assert keepers._homeland_pairs(game, 2) == [6]
    game.state.data["homelands"] = {"x": [1, 2, 3, 4], "y": [6, 8]}
    # Free edge clearings 5, 7 and 9: no two adjacent: any free one, then any free clearing by it.
    assert keepers._homeland_pairs(game) == [5, 7, 9]
    assert keepers._homeland_pairs(game, 7) == [12]


def test_homelands_where_the_pieces_cannot_all_be_placed_are_not_offered():
    game = by_cards(["marquise", "eyrie"])
    fits = lambda c: c != 7  # noqa: E731 - as if clearing 7 could not take the pieces
    assert 7 not in setup.homeland_choices(game, "eyrie", setup.edge_clearings(game), fits)
    # None fits: every free clearing, the most possible placed (1.5.4, our choice).
    assert setup.homeland_choices(game, "eyrie", [7, 8], lambda c: False) == [7, 8]


def test_place_evenly_skips_clearings_that_cannot_take_the_piece():
    game = by_cards(["marquise", "eyrie"])
    game.state.sealed = {5: "test"}  # a sealed clearing takes no piece (D.6.2)
    steps = setup.place_evenly(game, "eyrie", "warrior", 3, [5, 9, 10], "test.extra")
    decision = next(steps)
    assert decision.option_ids == clearings([9, 10])  # one each in 9 and 10, one more in either
    game.state.sealed = {}


# -- the five- and six-faction games Law 5 sends to the Advanced Setup ------------------------------------------------

def test_five_corner_factions_need_and_may_use_setup_cards_law_5():
    five = ["marquise", "eyrie", "lizard", "duchy", "hundreds"]
    with pytest.raises(ConfigError, match="set options advanced_setup = true and setup_cards = true"):
        rootcore.new_game({"factions": five})
    game = rootcore.new_game({"factions": five, "options": ADVANCED})
    assert game.pending is not None


@pytest.mark.parametrize("factions", [["marquise", "eyrie", "lizard", "duchy", "hundreds"],
                                      ["marquise", "eyrie", "lizard", "duchy", "hundreds", "keepers"],
                                      ["alliance", "vagabond", "riverfolk", "corvid", "keepers", "eyrie"]])
def test_random_games_set_up_by_cards_keep_every_invariant(factions):
    for seed in range(3):
        result = play_checked({"factions": factions, "options": ADVANCED}, seed=seed)
        assert result["over"] and result["reason"] in ("score", "dominance"), result["reason"]
        taken = [c for cs in homelands(result["game"]).values() for c in cs]
        assert len(taken) == len(set(taken))  # no homeland chosen twice (A.8.2.I)
    check_replay_equivalence(result["game"])


# -- the deal and the picks (A.8.1-A.8.2) -----------------------------------------------------------------------------

def test_deal_one_militant_card_then_one_per_player_law_a_8_1():
    cards = {f: f in ("marquise", "eyrie", "duchy", "hundreds", "keepers") for f in ALL_TEN}
    for seed in range(20):
        pool = draft.deal(cards, 4, random.Random(seed))
        assert len(pool) == 5 and len({c.faction for c in pool}) == 5  # one more card than players
        assert pool[0].militant  # the first card dealt is militant


def test_deal_with_two_players_leaves_the_insurgent_cards_out_law_a_8_1_i():
    cards = {"marquise": True, "eyrie": True, "duchy": True, "alliance": False, "vagabond": False}
    for seed in range(10):
        assert all(c.militant for c in draft.deal(cards, 2, random.Random(seed)))
    with pytest.raises(ConfigError, match="no insurgent card with two players"):
        draft.deal({"marquise": True, "eyrie": True, "alliance": False}, 2, random.Random(0))


def test_last_card_dealt_locked_if_insurgent_until_a_militant_is_picked_law_a_8_1_ii():
    cards = {"marquise": True, "alliance": False, "lizard": False, "corvid": False}
    pool = draft.deal(cards, 3, random.Random(3))  # every card is dealt: the last is an insurgent
    assert [c.locked for c in pool] == [False, False, False, True]
    locked = pool[-1].faction
    assert locked not in [c.faction for c in draft.choosable(pool, [])]
    assert locked not in [c.faction for c in draft.choosable(pool, [pool[1].faction])]  # an insurgent picked
    assert locked in [c.faction for c in draft.choosable(pool, ["marquise"])]


def test_vagabond_card_dealt_with_a_random_character_law_a_8_1_iii():
    cards = {"marquise": True, "eyrie": True, "vagabond": False, "alliance": False}
    pool = draft.deal(cards, 3, random.Random(0), ["ranger", "thief", "tinker"], {"vagabond": "vagabond_character"})
    card = next(c for c in pool if c.faction == "vagabond")
    assert card.character in ("ranger", "thief", "tinker") and card.character_option == "vagabond_character"
    assert all(c.character is None for c in pool if c.faction != "vagabond")


def test_picks_from_the_last_player_backwards_and_seats_the_picks_in_turn_order():
    asked = []

    def choose(seat, pool, legal):
        asked.append((seat, [c.faction for c in legal]))
        return legal[0].faction

    config = rootcore.engine.make_config({"factions": ALL_TEN, "seed": 5, "options": {"advanced_setup": True}})
    config = rootcore.engine.attrs.evolve(config, options={**config.options, "faction_draft": 4})
    drafted = draft.resolve(config, choose)
    assert [seat for seat, _ in asked] == [3, 2, 1, 0]  # the last in turn order picks first (A.8.2)
    picks = [legal[0] for _, legal in asked]
    assert drafted.seating == drafted.factions == (picks[3], picks[2], picks[1], picks[0])
    assert drafted.options["setup_cards"] and drafted.options["faction_draft"]["picks"] == picks
    assert len(drafted.options["faction_draft"]["pool"]) == 5


def test_a_drafted_game_sets_up_by_cards_and_replays_from_its_save():
    config = {"factions": ALL_TEN, "options": {"advanced_setup": True, "faction_draft": 6}}
    for seed in range(3):
        result = play_checked(config, seed=seed)
        game = result["game"]
        record = game.config.options["faction_draft"]
        assert len(game.config.factions) == 6 and set(game.config.factions) <= set(record["pool"])
        assert list(reversed(game.state.turn_order)) == record["picks"]  # each sets up as it picked (A.8.2)
        for faction, character in record["characters"].items():
            if faction in game.config.factions:
                assert game.state.factions[faction].data["character"] == character  # A.8.1.III
        assert result["over"]
        check_replay_equivalence(game)
    again = rootcore.new_game({**config, "seed": 2})
    assert again.config == game.config  # the same seed, the same draft


def test_draft_refuses_bad_configs():
    base = {"factions": ALL_TEN}
    with pytest.raises(ConfigError, match="step of the Advanced Setup"):
        rootcore.new_game({**base, "options": {"faction_draft": 4}})
    with pytest.raises(ConfigError, match="leave seating out"):
        rootcore.new_game({**base, "seating": ALL_TEN, "options": {"advanced_setup": True, "faction_draft": 4}})
    with pytest.raises(ConfigError, match="option vagabond_character is dealt by the faction draft"):
        rootcore.new_game({"factions": ["marquise", "vagabond", "alliance", "lizard"], "seed": 0, "options": {
            "advanced_setup": True, "faction_draft": 3, "vagabond_character": "thief"}})  # all four are dealt
    with pytest.raises(ConfigError, match="deals 5 setup cards for 4 players"):
        rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "lizard"],
                           "options": {"advanced_setup": True, "faction_draft": 4}})
    with pytest.raises(ConfigError, match="setup_cards .* is a step of the Advanced Setup"):
        rootcore.new_game({"factions": ["marquise", "eyrie"], "options": {"setup_cards": True}})


def test_a_faction_without_a_setup_card_is_refused_by_name(monkeypatch):
    from rootcore.components import Faction
    corvid = type(rootcore.new_game({"factions": ["marquise", "corvid"]}).factions["corvid"])
    monkeypatch.setattr(corvid, "setup_from_card", Faction.setup_from_card)
    with pytest.raises(ConfigError, match="faction corvid cannot set up by a faction setup card"):
        rootcore.new_game({"factions": ["marquise", "corvid"], "options": ADVANCED})


def test_hirelings_keep_their_factions_cards_out_of_the_deal_law_a_6_5():
    config = rootcore.engine.make_config({"factions": ALL_TEN, "hirelings": ["forest_patrol", "last_dynasty",
                                                                              "spring_uprising"]})
    cards, _ = draft._setup_cards(config)
    assert "marquise" not in cards and "eyrie" not in cards and "alliance" not in cards
    assert cards["duchy"] is True and cards["corvid"] is False


def test_too_few_cards_names_the_factions_the_hirelings_kept_out_law_a_6_5():
    """Five factions listed for three players is enough, until the hirelings keep two out: the error says so, where it
    used to count only the three left, naming neither the two nor why."""
    config = {"factions": ["marquise", "eyrie", "alliance", "vagabond", "lizard"], "seed": 0,
              "hirelings": ["the_exile", "last_dynasty", "flame_bearers"],
              "options": {"advanced_setup": True, "faction_draft": 3}}
    with pytest.raises(ConfigError, match=r"only 3 can be dealt .*kept out of the deal by the config's hirelings "
                                          r"\(Law A.6.5\): eyrie, vagabond") as caught:
        rootcore.new_game(config)
    assert caught.value.fields == ("factions", "hirelings")

def test_validate_and_play_a_drafted_config_from_the_command_line(tmp_path, capsys):
    from rootcore.cli import main
    config = tmp_path / "draft.toml"
    config.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie", "alliance", "lizard"]\n'
                      'options = { advanced_setup = true, faction_draft = 3 }\n')
    assert main(["validate", str(config)]) == 0
    capsys.readouterr()
    assert main(["play", "--config", str(config), "--seed", "2", "--save", str(tmp_path / "g.json")]) == 0
    assert "winner:" in capsys.readouterr().out
    assert len(rootcore.load_game(str(tmp_path / "g.json")).config.factions) == 3
    config.write_text(config.read_text().replace("faction_draft = 3", "faction_draft = 4"))
    assert main(["validate", str(config)]) == 1
    told = "the faction draft deals 5 setup cards for 4 players (Law A.8.1), and only 4 can be dealt"
    assert capsys.readouterr().out == f"{config}: $.factions: {told} (alliance, eyrie, lizard, marquise)\n"


def test_agents_may_name_a_listed_faction_the_draft_did_not_pick():
    from rootcore.agents import seat_agents
    config = {"factions": ALL_TEN, "seed": 0, "agents": {"marquise": "heuristic", "eyrie": "heuristic"},
              "options": {"advanced_setup": True, "faction_draft": 5}}
    game = rootcore.new_game(config)
    assert not {"marquise", "eyrie"} & set(game.config.factions)  # neither picked in this draft
    seats = seat_agents(game)
    assert set(seats) == set(game.config.factions)
    with pytest.raises(ConfigError, match="agents names faction 'ronin'"):
        seat_agents(rootcore.new_game({**config, "agents": {"ronin": "heuristic"}}))


def test_simulate_refuses_a_draft_config(tmp_path, capsys):
    from rootcore.cli import main
    path = tmp_path / "draft.toml"
    path.write_text('kind = "config"\nschema_version = 1\nfactions = ["marquise", "eyrie", "alliance", "lizard"]\n'
                    'options = { advanced_setup = true, faction_draft = 3 }\n')
    assert main(["simulate", "--config", str(path), "--games", "2"]) == 2
    assert "a faction_draft config drafts other factions each game" in capsys.readouterr().err


def test_a_drafted_game_says_how_its_picks_departed_from_the_law():
    """Law A.8.2 has each player pick and then set up before the next picks; the draft picks first (at random
    without a chooser): the game's warnings say so, with the picks, and a game without a draft says nothing."""
    factions = ["marquise", "eyrie", "alliance", "vagabond", "lizard", "riverfolk"]
    game = rootcore.new_game({"factions": factions, "seed": 3,
                              "options": {"advanced_setup": True, "faction_draft": 4}})
    told = [w for w in game.warnings if w.startswith("faction draft:")]
    picks = game.config.options["faction_draft"]["picks"]
    assert len(told) == 1 and "at random" in told[0] and ", ".join(picks) in told[0]
    assert game.config.options["faction_draft"]["chooser"] == "random"
    plain = rootcore.new_game({"factions": factions[:4], "seed": 3, "options": {"advanced_setup": True}})
    assert not [w for w in plain.warnings if w.startswith("faction draft:")]


def test_a_draft_record_that_is_not_the_games_own_is_refused_naming_the_option():
    """`faction_draft` as an object is a drafted game's record (its save's): one written by hand (`{}`) or not matching
    the config's factions would play those factions by the standard setup, no draft made, under a warning naming
    picks that never were; refused instead."""
    drafted = rootcore.new_game({"factions": ALL_TEN, "seed": 4, "options": {"advanced_setup": True,
                                                                             "faction_draft": 4}}).config
    rootcore.new_game(drafted)  # the record of a draft, with its factions: a save's config replays
    for record, factions in (({}, ["marquise", "eyrie", "alliance"]),
                             (drafted.options["faction_draft"], list(drafted.factions[:-1]))):
        options = {**drafted.options, "faction_draft": record}
        with pytest.raises(ConfigError, match="faction_draft = N, the number of players") as caught:
            rootcore.new_game({"factions": factions, "seed": 4, "options": options})
        assert caught.value.fields == ("options",)


@pytest.mark.parametrize("faction, played", [("eyrie", 1), ("keepers", 2), ("alliance", 0)])
def test_a_board_whose_setup_card_asks_other_homelands_than_the_rules_choose_is_refused(tmp_path, faction, played):
    """The number of homelands these factions' setup cards choose is their rules' (Law A.8.2), not read from the
    board: a variant board saying another number is refused at load by file and field, not silently played
    otherwise. The Marquise reads hers from the board (see the Marquise's card tests)."""
    from rootcore.content import ContentError
    from conftest import build_faction, variant_board
    assert build_faction(faction).board.setup_card["homelands"] == played
    path = variant_board(tmp_path, faction, (f"homelands = {played}", f"homelands = {played + 1}"))
    with pytest.raises(ContentError) as caught:
        build_faction(faction, path)
    assert str(path) in str(caught.value) and "$.setup_card.homelands" in str(caught.value)


def test_a_draft_with_no_militant_card_is_refused_naming_the_factions_law_a_8_1():
    """Law A.8.1: the first setup card dealt is a militant one; listing only insurgent factions cannot deal it."""
    with pytest.raises(ConfigError, match="deals one militant setup card first") as caught:
        rootcore.new_game({"factions": ["alliance", "vagabond", "lizard", "corvid"],
                           "options": {"advanced_setup": True, "faction_draft": 3}})
    assert caught.value.fields == ("factions",)


@pytest.mark.parametrize("faction, message", [
    ("bone_patrol", "faction 'bone_patrol' has no faction setup card"),
    ("nobody", "no faction plugin 'nobody' is installed"),
])
def test_a_draft_listing_a_faction_without_a_setup_card_or_no_faction_is_refused_by_field_law_a_8_1(faction, message):
    """Law A.8.1: the draft deals faction setup cards; a faction without one, or no faction at all, cannot be dealt."""
    with pytest.raises(ConfigError, match=message) as caught:
        rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", faction],
                           "options": {"advanced_setup": True, "faction_draft": 3}})
    assert caught.value.fields == ("factions",)


def test_a_chooser_picking_a_card_it_may_not_pick_is_refused_law_a_8_2():
    """Law A.8.2: each player picks one of the cards left (not a locked one); a frontend's chooser is held to it."""
    config = rootcore.engine.make_config({"factions": ALL_TEN, "seed": 5, "options": {"advanced_setup": True}})
    config = rootcore.engine.attrs.evolve(config, options={**config.options, "faction_draft": 4})
    with pytest.raises(ValueError, match=r"seat 4 cannot pick 'ronin' \(may pick: \["):
        draft.resolve(config, lambda seat, pool, legal: "ronin")


def test_the_draft_deals_the_vagabond_the_characters_of_the_expansions_the_config_enables_law_a_8_1_iii():
    """Law A.8.1.III: the Vagabond's card comes with a random character card, from those in the game: with the
    Riverfolk Expansion, its characters too."""
    expansion = {"arbiter", "scoundrel", "vagrant"}
    dealt = set()
    for seed in range(8):
        game = rootcore.new_game({"factions": ["marquise", "eyrie", "alliance", "vagabond"], "seed": seed,
                                  "expansions": ["riverfolk_expansion"],
                                  "options": {"advanced_setup": True, "faction_draft": 3}})
        dealt.add(game.config.options["faction_draft"]["characters"]["vagabond"])
    assert dealt <= expansion | {"ranger", "thief", "tinker"} and dealt & expansion


def test_a_draft_of_a_whole_number_written_as_a_float_is_made_law_a_8():
    """Law A.8: `faction_draft = 4.0` (a JSON client's 4) asks for a draft of four players like 4; it was taken as no
    draft, playing every listed faction by the standard setup."""
    game = rootcore.new_game({"factions": ALL_TEN, "seed": 1, "options": {"advanced_setup": True,
                                                                         "faction_draft": 4.0}})
    assert len(game.config.factions) == 4 and game.config.options["faction_draft"]["players"] == 4
