"""The Riverfolk Company (Law 11): funds of any faction's warriors, trade posts, services bought by the others,
Swimmers and a public hand.

State (in `game.state`, so clones and saves carry it):

* funds are warriors of any faction kept off the map in four holding places of the core
  (`rootcore.rules.pieces.HELD`, counted for piece conservation, Law 1.5.1), each `{owner: {"warrior": n}}`:
  `riverfolk:payments` (the Payments box, 11.2.6.I), `riverfolk:funds` (the Funds box, 11.2.4),
  `riverfolk:committed` (the Committed box, 11.5) and `riverfolk:on_tracks` (funds committed onto the Trade Posts
  tracks' empty spaces to craft, 11.5.3; which suits they fill is the core's `crafting_used` for the turn).
  Spending a fund returns it to its owner's supply (11.5); Gather Funds moves every warrior on the board to the
  Funds box (11.4.3);
* `fs.data["prices"]`: the price of each service (11.3.5, 11.6.2), `{"hand_card": 2, ...}`;
* `fs.data["bought"]`: the services each buyer bought this turn, `{buyer: ["hand_card", "riverboats"]}` (11.2.6),
  kept until the end of that buyer's turn: Riverboats (11.2.7.II) lasts that long;
* `fs.data["mercenaries_for"]`: the buyer of Mercenaries (11.2.7.III) during its Daylight and Evening, else None:
  it then treats the Riverfolk warriors as its own for rule and battle (`rootcore_borrowed_warriors`; the core
  counts them for rule, never for dominance, lets it battle with them but never against the Riverfolk, and splits
  the hits it takes, 11.2.7.III.a). It cannot move them: they stay the Riverfolk's pieces.

Trade posts are three token kinds, `trade_post_fox`, `trade_post_rabbit` and `trade_post_mouse`, each with its printed
suit in the board data and its own track (the VP of placing one). A removed trade post leaves the game (the board's
`on_removal = "gone"`, 11.2.5.I). The hand is public (`Faction.hand_public`, 11.2.3). Rivers are paths for the
Riverfolk, and their moves along a river ignore rule (11.2.2): `rootcore_adjacent` adds the river links and lists
them under "ignore_rule".

Scenario data (`rootcore.scenario`, `{"data": {"riverfolk": {...}}}`): `{"funds": {"riverfolk": 2, "marquise": 1},
"payments": {...}, "committed": {...}, "prices": {"hand_card": 1, "riverboats": 2, "mercenaries": 3},
"bought": {"marquise": ["riverboats"]}}` -- the warriors come out of their owners' supplies. A scenario that starts
in the buyer's Daylight lends the Mercenaries it bought at that phase's start; one that starts in its Evening gives
`"mercenaries_for": "marquise"` too.
"""
from __future__ import annotations

import functools

from rootcore import Decision, Faction, Option, clearing_options, faction_options, hookimpl
from rootcore.components import piece_issues, printed_suit_issues
from rootcore.rules import battle, cards, craft, move, scoring
from rootcore.rules.pieces import (available, held_pieces, hold, move_held, on_map_from_track, place,
                                   placement_allowed, release_held)
from rootcore.rules.rule import SHARED, rules, shared_rulers
from rootcore.rules.suits import split

FACTION = "riverfolk"
SUITS = ("fox", "rabbit", "mouse")
SERVICES = ("hand_card", "riverboats", "mercenaries")  # Law 11.2.7.I-III
BOXES = ("payments", "funds", "committed", "on_tracks")

_SERVICE_NAMES = {"hand_card": "Hand Card (11.2.7.I)", "riverboats": "Riverboats (11.2.7.II)",
                  "mercenaries": "Mercenaries (11.2.7.III)"}
_ACTIONS = {"move": "Move (commit a fund, 11.5.1)", "battle": "Battle (commit a fund, 11.5.2)",
            "craft": "Craft (commit funds onto the Trade Posts tracks, 11.5.3)", "draw": "Draw (commit a fund, 11.5.4)",
            "recruit": "Recruit (spend a fund, 11.5.5)",
            "establish": "Establish a trade post (spend two funds of the ruler, 11.5.6)"}
_ACTION_OPTIONS = {key: Option(key, label) for key, label in _ACTIONS.items()}
_END_DAYLIGHT = Option("end", "End Daylight")
_NO_MORE_SERVICES = Option("done", "Buy no (more) services")
_CRAFT_OR_EXPORT = [Option("craft", "Take the card's benefit"),
                    Option("export", "Export: discard it for a warrior in Payments (11.5.3.I)")]


def data_issues(board, label: str) -> list:
    """What the board's `data_schema` cannot say: each trade post of `data.trade_posts` is a token kept on the track of
    its name, one per suit (Establish places the one of the clearing's suit, 11.5.6.III)."""
    issues = printed_suit_issues(board, label, "trade_posts", "token", "trade post",
                                 "Establish places the one {suit} trade post (Law 11.5.6.III)", SUITS)
    return issues + piece_issues(board, label, {"warrior": "warrior"})


class Riverfolk(Faction):
    setup_card_homelands = 0  # what its setup_from_card chooses (Law A.8.2)
    data_issues = staticmethod(data_issues)
    hand_public = True  # Law 11.2.3

    # -- board data ------------------------------------------------------------------------------------------

    @functools.cached_property
    def trade_posts(self) -> dict[str, str]:
        """Trade post kind -> its printed suit (board data, read once)."""
        return dict(self.board.data["trade_posts"])

    @functools.cached_property
    def post_of_suit(self) -> dict[str, str]:
        return {suit: kind for kind, suit in self.trade_posts.items()}

    def holder(self, box: str) -> str:
        """The core's holding place (`pieces.HELD`) of one of the board's boxes (`BOXES`)."""
        return f"{self.id}:{box}"

    def _setting(self, key: str, default: int) -> int:
        return self.board.data.get(key, default)

    # -- funds (Law 11.2.4) ----------------------------------------------------------------------------------

    def box(self, game, box: str) -> dict[str, int]:
        """The warriors in one box, by owner."""
        return {owner: kinds.get("warrior", 0) for owner, kinds in held_pieces(game, self.holder(box)).items()
                if kinds.get("warrior", 0)}

    def funds(self, game) -> int:
        return sum(self.box(game, "funds").values())

    def _pick_fund(self, game, kind: str, prompt: str):
        """The owner of the fund the Riverfolk use: asked only when the Funds box holds more than one owner's."""
        owners = sorted(self.box(game, "funds"))
        if len(owners) == 1:
            return owners[0]
        chosen = yield Decision(self.id, kind, prompt, faction_options(owners))
        return chosen.data["faction"]

    def commit(self, game, to: str = "committed"):
        """Law 11.5: commit one fund of the Riverfolk's choice to the Committed box (or a track space, 11.5.3)."""
        owner = yield from self._pick_fund(game, "riverfolk.commit", "Commit whose warrior?")
        move_held(game, self.holder("funds"), self.holder(to), owner, "warrior", 1)
        # the box is `box`, not `to`: an event's `to` names the players it is private to (views.event_for)
        game.event("fund_committed", faction=self.id, owner=owner, box=to)

    def spend(self, game, owner: str | None = None):
        """Law 11.5: spend one fund (of `owner`, or of the Riverfolk's choice): back to its owner's supply."""
        if owner is None:
            owner = yield from self._pick_fund(game, "riverfolk.spend", "Spend whose warrior?")
        release_held(game, self.holder("funds"), owner, "warrior", 1, returned=True)  # (Coffin Makers takes it)
        game.event("fund_spent", faction=self.id, owner=owner)

    # -- state -----------------------------------------------------------------------------------------------

    def init_state(self, game, fs) -> None:
        super().init_state(game, fs)  # 15 warriors in the supply, the trade posts on their tracks (11.3.1, 11.3.3)
        first = self.board.data["prices"][0]
        fs.data.update(prices=dict.fromkeys(SERVICES, first), bought={}, mercenaries_for=None)

    def init_scenario(self, game, fs, data: dict) -> None:
        from rootcore.scenario import ScenarioError
        data = dict(data)
        for box in BOXES:
            for owner, n in data.pop(box, {}).items():
                if owner not in game.state.factions or hold(game, self.holder(box), owner, "warrior", n) != n:
                    raise ScenarioError(f"riverfolk: {n} {owner} warriors asked in the {box} box, but {owner!r} "
                                        "has not that many warriors in its supply")
        fs.data["prices"].update(data.pop("prices", {}))
        fs.data.update(data)

    # -- abilities (Law 11.2) --------------------------------------------------------------------------------

    def crafting_pieces(self, game) -> dict[str, int]:
        """Law 11.2.1: an empty space of a suit's Trade Posts track takes a fund to craft with that suit. The core
        takes off the spaces filled this turn (`crafting_used`): the funds there stay until Gather Funds (11.4.3),
        at the start of the next turn, when the activations are forgotten too (4.1.1)."""
        fs = game.state.factions[self.id]
        spaces: dict[str, int] = {}
        for kind, suit in self.trade_posts.items():
            empty = self.board.tracks[kind].spaces - fs.tracks[kind]
            if empty > 0:
                spaces[suit] = spaces.get(suit, 0) + empty
        return spaces

    def adjacency_concerns(self, game, faction: str) -> bool:
        """Rivers change adjacency for the Riverfolk (11.2.2) and for a buyer of Riverboats this turn (11.2.7.II)."""
        return faction == self.id or "riverboats" in game.state.factions[self.id].data["bought"].get(faction, ())

    @hookimpl
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Swimmers (Law 11.2.2): rivers are paths for the Riverfolk, and their moves along one ignore rule;
        Riverboats (11.2.7.II): rivers are paths for the buyer (rule still counts)."""
        if faction is None or not self.adjacency_concerns(game, faction):
            return None
        rivers = game.board.river_adjacent.get(origin, ())  # none from a clearing off the map (the Burrow)
        if not rivers:
            return None
        if faction == self.id and moving:
            return {"add": rivers, "ignore_rule": rivers}
        return {"add": rivers}

    @hookimpl
    def rootcore_pieces_removed(self, game, removal):
        """Trade Disruption (Law 11.2.5.I): for each trade post removed, the Riverfolk remove half their funds,
        rounded up, of their choice (back to their owners' supplies, G.1.22); the post is out of the game (the
        board's `on_removal`)."""
        if removal.owner != self.id:
            return None
        posts = sum(n for kind, n in removal.counts.items() if kind in self.trade_posts)
        return self._trade_disruption(game, posts) if posts else None

    def _trade_disruption(self, game, posts: int):
        for _ in range(posts):
            lose = (self.funds(game) + 1) // 2
            game.event("trade_disruption", faction=self.id, funds_removed=lose)
            for _ in range(lose):
                owner = yield from self._pick_fund(game, "riverfolk.disruption", "Trade Disruption: remove whose "
                                                   "warrior from the Funds box?")
                release_held(game, self.holder("funds"), owner, "warrior", 1, returned=True)  # G.1.22

    def invariant_problems(self, game) -> list[str]:
        """Funds hold warriors only, and no more fill the tracks than the tracks have empty spaces (11.5.3)."""
        problems = []
        for box in BOXES:
            for owner, kinds in held_pieces(game, self.holder(box)).items():
                if set(kinds) - {"warrior"}:
                    problems.append(f"the {box} box holds {owner} pieces other than warriors: {kinds}")
        if sum(self.box(game, "on_tracks").values()) > sum(self.crafting_pieces(game).values()):
            problems.append("more funds on the Trade Posts tracks than empty spaces")
        return problems

    # -- services (Law 11.2.6, 11.2.7) ----------------------------------------------------------------------

    @hookimpl
    def rootcore_phase_start(self, game, faction, phase):
        """Law 11.2.6: at the start of another player's Birdsong, that player may buy services; Mercenaries bought
        then are lent from the start of its Daylight (11.2.7.III)."""
        if faction == self.id:
            return None
        data = game.state.factions[self.id].data
        if phase == "daylight" and "mercenaries" in data["bought"].get(faction, ()):
            data["mercenaries_for"] = faction
            game.effects_changed()  # the loan begins: rule counts them for the buyer
            return None
        if phase != "birdsong":
            return None
        self._end_services(game, faction)  # left from an unfinished turn (a scenario): a new turn
        # Nothing to buy is no effect: the buyer is not asked to order it among others (1.1.3).
        return self._buy_services(game, faction) if self.service_options(game, faction) else None

    @hookimpl
    def rootcore_phase_end(self, game, faction, phase):
        """The services bought last until the end of the buyer's turn (Riverboats 11.2.7.II, Mercenaries
        11.2.7.III: Daylight and Evening)."""
        if phase == "evening":
            self._end_services(game, faction)
        return None

    def _end_services(self, game, buyer: str) -> None:
        """The end of `buyer`'s turn: its services end, and the loan of Mercenaries with them (announced)."""
        data = game.state.factions[self.id].data
        lent = data.get("mercenaries_for") == buyer
        if lent:
            data["mercenaries_for"] = None
        if data["bought"].pop(buyer, None) is not None or lent:
            game.effects_changed()  # whom rivers concern (`adjacency_concerns`), whom the Riverfolk warriors rule for

    @hookimpl
    def rootcore_borrowed_warriors(self, game, faction, clearing, enemy):
        """Mercenaries (Law 11.2.7.III): during its Daylight and Evening the buyer treats the Riverfolk warriors as
        its own for rule and for battle (the core never lends them against the Riverfolk)."""
        if faction != game.state.factions[self.id].data.get("mercenaries_for"):
            return None  # the common case: one dict lookup
        n = game.state.clearings[clearing].warriors.get(self.id, 0)
        return {self.id: n} if n else None

    def may_hire_mercenaries(self, game, buyer: str) -> bool:
        """Whether `buyer` may buy Mercenaries (11.2.7.III): a faction with a warrior piece on its board (only one
        with warriors can treat warriors as its own). This is how the Vagabond is never offered them (11.2.7.III.b):
        his board has a pawn and no warrior. Offered even while no Riverfolk warrior is on the map: buying a service
        that gives nothing is still a legal choice (Law, "Reading the Law", Q1)."""
        return any(piece.type == "warrior" for piece in game.factions[buyer].board.pieces.values())

    def services_allowed(self, game, buyer: str) -> int:
        """Law 11.2.6.II: one service, plus one per clearing with a trade post and any piece of the buyer."""
        return 1 + sum(1 for c, cl in game.state.clearings.items()
                       if cl.has_any(buyer) and self.post_in(game, c))

    def service_options(self, game, buyer: str) -> list[Option]:
        """The services `buyer` may buy now: one it can pay for (11.2.6.I); Hand Card while the hand holds a card to
        take, again and again (11.2.7.I); the others once a turn, Mercenaries only to a faction with warriors
        (`may_hire_mercenaries`, 11.2.7.III.b)."""
        fs = game.state.factions[self.id]
        bought = fs.data["bought"].get(buyer, [])
        if len(bought) >= self.services_allowed(game, buyer):
            return []
        payable = game.factions[buyer].warriors_payable(game)
        options = []
        for service in SERVICES:
            price = fs.data["prices"][service]
            if price > payable or (service != "hand_card" and service in bought):
                continue
            if (service == "hand_card" and not fs.hand) or (service == "mercenaries"
                                                             and not self.may_hire_mercenaries(game, buyer)):
                continue
            options.append(self.shared_option(f"service:{service}:{price}", f"{_SERVICE_NAMES[service]} for {price}",
                                              {"service": service, "price": price}))
        return options

    def _buy_services(self, game, buyer: str):
        while True:
            options = self.service_options(game, buyer)
            if not options:
                return
            chosen = yield Decision(buyer, "riverfolk.service", "Buy a Riverfolk service?", [*options,
                                                                                              _NO_MORE_SERVICES])
            if chosen.id == "done":
                return
            yield from self.buy(game, buyer, chosen.data["service"])

    def buy(self, game, buyer: str, service: str):
        """Law 11.2.6.I: the buyer pays the price into Payments (the Vagabond by exhausting items, the Riverfolk then
        putting their own warriors there, 11.2.6.III); then the service (11.2.7)."""
        fs = game.state.factions[self.id]
        price = fs.data["prices"][service]
        otherwise = yield from game.factions[buyer].pay_warriors(game, price, self.holder("payments"))
        if otherwise:
            hold(game, self.holder("payments"), self.id, "warrior", otherwise)
        fs.data["bought"].setdefault(buyer, []).append(service)
        game.event("service_bought", faction=buyer, service=service, price=price, seller=self.id)
        if service == "hand_card":  # 11.2.7.I: any card of the public hand
            chosen = yield Decision(buyer, "riverfolk.hand_card", "Take which card of the Riverfolk's hand?",
                                    cards.card_options(game, sorted(fs.hand)))
            card = chosen.data["card"]
            fs.hand.remove(card)
            game.state.factions[buyer].hand.append(card)
            game.event("card_taken", faction=buyer, victim=self.id, card=card, reason="hand_card", held_by=buyer)
        elif service == "riverboats":  # 11.2.7.II: rivers are paths for the buyer until its turn ends
            game.effects_changed()

    # -- setup (Law 11.3) ------------------------------------------------------------------------------------

    def river_clearings(self, game) -> list[int]:
        """Clearings touching a river (2.3)."""
        return [c for c in game.board.clearing_ids if game.board.river_adjacent[c]]

    def setup_from_card(self, game):
        """Law A.8.2: the Riverfolk's faction setup card ([setup_card] of the board) asks what the standard setup does
        (11.3): 4 warriors among river clearings, 3 in Payments, the trade posts, the prices; no homeland."""
        return self.setup(game)

    def setup(self, game):
        # 11.3.1 and 11.3.3 are init_state. 11.3.2: warriors one by one in clearings touching a river.
        for placed in range(self._setting("starting_warriors", 4)):
            where = [c for c in self.river_clearings(game) if placement_allowed(game, self.id, "warrior", c)]
            if not where or not available(game, self.id, "warrior"):
                break
            chosen = yield Decision(self.id, "riverfolk.setup.warrior",
                                    f"Place starting warrior {placed + 1} in which clearing by a river?",
                                    clearing_options(where))
            place(game, self.id, "warrior", chosen.data["clearing"])
        hold(game, self.holder("payments"), self.id, "warrior", self._setting("starting_payments", 3))  # 11.3.4
        yield from self._set_prices(game, "riverfolk.setup.price")  # 11.3.5

    def _set_prices(self, game, kind: str):
        """Law 11.3.5, 11.6.2: a space of each Services track."""
        prices = game.state.factions[self.id].data["prices"]
        for service in SERVICES:
            # The data names the service too, so that a bot or frontend need not read it from the prompt.
            options = [Option(f"price:{p}", str(p), {"price": p, "service": service})
                       for p in self.board.data["prices"]]
            chosen = yield Decision(self.id, kind, f"Price of {_SERVICE_NAMES[service]} (now {prices[service]})?",
                                    options)
            prices[service] = chosen.data["price"]
        game.event("prices", faction=self.id, prices=dict(prices))

    # -- Birdsong (Law 11.4) ---------------------------------------------------------------------------------

    def birdsong(self, game):
        if not self.box(game, "payments"):  # 11.4.1 Protectionism
            hold(game, self.holder("payments"), self.id, "warrior", self._setting("protectionism", 2))
        if self.posts_on_map(game):  # 11.4.2 Dividends: funds only, not Payments or Committed
            scoring.score(game, self.id, self.funds(game) // 2, "dividends")
        for box in ("payments", "committed", "on_tracks"):  # 11.4.3 Gather Funds
            for owner, n in self.box(game, box).items():
                move_held(game, self.holder(box), self.holder("funds"), owner, "warrior", n)
        game.event("funds_gathered", faction=self.id, funds=self.box(game, "funds"))
        return
        yield  # a generator that asks nothing

    def posts_on_map(self, game) -> int:
        return sum(on_map_from_track(game, self.id, kind) for kind in self.trade_posts)

    # -- Daylight (Law 11.5) ---------------------------------------------------------------------------------

    def daylight(self, game):
        """Law 11.5: actions paid with funds, in any order and number, and the card options of Daylight (1.4.1,
        3.3). The loop keeps nothing of its own, so its top is a resume point (`Game.resume_point`)."""
        while True:
            game.resume_point()
            options = [_ACTION_OPTIONS[action] for action in _ACTIONS if self._possible(game, action)]
            options += cards.daylight_card_options(game, self.id)
            options.append(_END_DAYLIGHT)
            chosen = yield Decision(self.id, "riverfolk.action", f"Action ({self.funds(game)} funds)?", options)
            if chosen.id == "end":
                return
            if chosen.id in _ACTIONS:
                yield from getattr(self, "_" + chosen.id)(game)
            else:  # dominance and card effects; raises on an option this loop cannot carry out
                yield from cards.resolve_daylight_card_option(game, self.id, chosen)

    def _possible(self, game, action: str) -> bool:
        funds = self.funds(game)
        if action == "craft":
            return bool(self.craftable_cards(game))
        if action == "establish":
            return bool(self.establish_clearings(game))
        if not funds:
            return False
        if action == "move":
            return move.can_move(game, self.id)
        if action == "battle":
            return battle.can_battle(game, self.id)
        if action == "recruit":
            return funds >= self._setting("recruit_cost", 1) and bool(self.recruit_clearings(game))
        return True  # draw

    def _move(self, game):
        yield from self.commit(game)  # 11.5.1
        yield from move.take_move(game, self.id, kind="riverfolk.move")

    def _battle(self, game):
        yield from self.commit(game)  # 11.5.2
        yield from battle.take_battle(game, self.id, kind="riverfolk.battle")

    def _draw(self, game):
        yield from self.commit(game)  # 11.5.4
        cards.draw(game, self.id, 1)

    def recruit_clearings(self, game) -> list[int]:
        """Law 11.5.5: clearings with a river where a warrior may be placed (one in the supply, or a Riverfolk fund
        that spending returns there)."""
        if not available(game, self.id, "warrior") and not self.box(game, "funds").get(self.id):
            return []
        return [c for c in self.river_clearings(game) if placement_allowed(game, self.id, "warrior", c)]

    def _recruit(self, game):
        for _ in range(self._setting("recruit_cost", 1)):  # 11.5.5: one fund (the board's `recruit_cost`)
            yield from self.spend(game)
        if not available(game, self.id, "warrior"):  # another's fund spent with an empty supply: nothing (1.5.4)
            return
        where = [c for c in self.river_clearings(game) if placement_allowed(game, self.id, "warrior", c)]
        if where:
            chosen = yield Decision(self.id, "riverfolk.recruit", "Recruit in which clearing with a river?",
                                    clearing_options(where))
            place(game, self.id, "warrior", chosen.data["clearing"])

    def post_in(self, game, clearing: int) -> bool:
        """Whether one of the Riverfolk's trade posts stands in `clearing`."""
        return any(owner == self.id and kind in self.trade_posts
                   for owner, kind in game.state.clearings[clearing].tokens)

    def post_spot(self, game, clearing: int) -> bool:
        """Law 11.5.6.I, III: a trade post could go in `clearing`: none is there, and the post of its suit is on its
        track and may be placed there (who rules it and whose funds are left aside)."""
        return not self.post_in(game, clearing) and bool(self.posts_for(game, clearing))

    def posts_for(self, game, clearing: int) -> list[str]:
        """The trade posts of the clearing's suit (of each of its suits in the Lost City; none in a clearing without
        suit, the Burrow) on their track that may be placed there."""
        return [post for suit in split(game.state.suits.get(clearing, "")) if (post := self.post_of_suit.get(suit))
                and available(game, self.id, post) > 0 and placement_allowed(game, self.id, post, clearing)]

    def establish_clearings(self, game) -> list[int]:
        """Law 11.5.6.I-II: clearings someone rules where a trade post could go (`post_spot`), with two funds of a
        ruler to spend."""
        cost = self._setting("establish_cost", 2)
        funds = self.box(game, "funds")
        if not any(n >= cost for n in funds.values()):
            return []
        return [c for c in game.state.clearings if self.post_spot(game, c) and self.paying_rulers(game, c, cost)]

    def paying_rulers(self, game, clearing: int, cost: int) -> list[str]:
        """Law 11.5.6.II: the players ruling `clearing` with `cost` funds to spend: its ruler, and those ruling it
        with that ruler (`rootcore_shared_rule`, such as Guard Dogs), whose funds the Law's "the player who rules"
        then equally names (our reading: the Riverfolk choose among them)."""
        ruler = rules(game, clearing)
        if ruler is None:
            return []
        funds = self.box(game, "funds")
        rulers = [ruler, *shared_rulers(game, clearing)] if SHARED in game.definition.hooks_in_use else [ruler]
        return [r for r in rulers if funds.get(r, 0) >= cost]

    def _establish(self, game):
        chosen = yield Decision(self.id, "riverfolk.establish", "Establish a trade post in which clearing?",
                                clearing_options(self.establish_clearings(game)))
        clearing = chosen.data["clearing"]
        cost = self._setting("establish_cost", 2)
        payers = self.paying_rulers(game, clearing, cost)
        payer = payers[0]
        if len(payers) > 1:  # a clearing ruled by two players (shared rule): the Riverfolk pick whose funds
            payer = (yield Decision(self.id, "riverfolk.establish.payer", f"Spend whose funds to establish in "
                                    f"clearing {clearing}?", [Option(f"player:{p}", p, {"player": p})
                                                             for p in payers])).data["player"]
        for _ in range(cost):  # 11.5.6.II: the ruler's funds
            yield from self.spend(game, payer)
        posts = self.posts_for(game, clearing)
        post = posts[0]
        if len(posts) > 1:  # a clearing of several suits (the Lost City) is each of them: the Riverfolk pick
            post = (yield Decision(self.id, "riverfolk.establish.post", f"Establish which trade post in clearing "
                                   f"{clearing}?", [Option(f"piece:{p}", p.replace("_", " "), {"piece": p})
                                                    for p in posts])).data["piece"]
        vp = self.uncovered_vp(game, post)  # the leftmost post's space
        place(game, self.id, post, clearing)  # 11.5.6.III
        place(game, self.id, "warrior", clearing)
        scoring.score(game, self.id, vp, "trade post")  # 11.2.5: a trade post placed scores

    # -- crafting (Law 11.2.1, 11.5.3) ------------------------------------------------------------------------

    def craftable_cards(self, game) -> list[int]:
        """Cards the empty track spaces left this turn can pay for (`craft.can_craft`) with a fund for each suit of
        the cost (11.5.3)."""
        funds = self.funds(game)
        spaces = craft.remaining_pieces(game, self.id)
        if not funds or not spaces:
            return []
        return [card for card in game.state.factions[self.id].hand
                if len(game.cards[card].cost) <= funds and craft.can_craft(game, self.id, card, spaces)]

    def _craft(self, game):
        chosen = yield Decision(self.id, "riverfolk.craft", "Craft which card?",
                                cards.card_options(game, sorted(self.craftable_cards(game)), "craft"))
        card = chosen.data["card"]
        cost = game.cards[card].cost
        for _ in cost:  # 11.5.3: a fund onto an empty space of the track of each suit of the cost
            yield from self.commit(game, to="on_tracks")
        yield from craft.activate(game, self.id, cost)
        way = yield Decision(self.id, "riverfolk.export", "Take the card's benefit or export it?", _CRAFT_OR_EXPORT)
        if way.id == "craft":
            yield from craft.resolve(game, self.id, card)
            return
        cards.discard_from_hand(game, self.id, card, reason="export")  # 11.5.3.I
        hold(game, self.holder("payments"), self.id, "warrior", 1)

    # -- Evening (Law 11.6) ----------------------------------------------------------------------------------

    def evening(self, game):
        yield from cards.discard_to_hand_limit(game, self.id)  # 11.6.1 (no Evening draw)
        yield from self._set_prices(game, "riverfolk.price")  # 11.6.2

    def view(self, game, fs, viewer):
        boxes = {box: self.box(game, box) for box in BOXES}
        bought = {buyer: list(services) for buyer, services in fs.data["bought"].items()}
        return {**boxes, "prices": dict(fs.data["prices"]), "bought": bought, "data": dict(fs.data)}


@hookimpl
def rootcore_register(registry):
    registry.add_faction(FACTION, Riverfolk, board="rootcore_content:factions/riverfolk.toml")
    registry.add_agent("heuristic", "rootcore_plugins.riverfolk.bot:create", faction=FACTION)
    registry.add_bot_advice("riverfolk.service", "rootcore_plugins.riverfolk.bot:advise_service")
