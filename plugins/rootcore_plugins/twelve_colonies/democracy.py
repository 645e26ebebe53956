"""The Democratic Process of the Twelve Colonies (Outsiders TC.2.4-TC.2.6), run in the Colonies' Birdsong (Convene,
TC.4.2): the kept Law revealed, nominations for an Election, two rounds of voting with ballots, Adjourn. Ballots
bought from the Public Trust (TC.2.5.I) are offered to each player at its turn to nominate or vote.

Political Favours (TC.2.5.II: ballots bought from another player for any agreed price, the deal binding) are offered
at the same turns, as an offer and its answer: the buyer names a player holding ballots, how many of them, and the
cards of its hand it pays; that player accepts, and the cards and ballots change hands at once (the binding deal), or
refuses. A price the engine cannot hand over (an item, warriors, a promise of what one will do) cannot be offered:
`game.warnings` says so in every game with the Colonies. Each player may be made one offer by the same buyer at each
of the buyer's turns to nominate or vote (a reading: the text sets no limit, and a refused offer made again would
only repeat the question). The offer being made is public in the Colonies' data (`offer`: buyer, seller, count, and
how many cards so far). How heuristic bots nominate, vote and trade ballots is in `advice.py`.

A mix-in of the faction class: `self` is the Twelve Colonies component.
"""
from __future__ import annotations

from typing import Any, Callable

from rootcore import Decision, Faction, Option, ask_from_hand, ask_yes_no, count_options, faction_options, fixed_option
from rootcore.rules import cards, pieces
from rootcore.rules.pieces import free_warriors

FAVOURS_WARNING = ("Twelve Colonies: Political Favours (Outsiders TC.2.5.II: ballots bought from other players for "
                   "any agreed price, the deal binding) are offered with a price in cards from the buyer's hand only; "
                   "a price of items, warriors or promises cannot be offered")

_PASS = fixed_option("pass", "Pass")
_DONE = fixed_option("done", "Done voting this round")
_BUY = fixed_option("buy", "Buy a ballot from the Public Trust")
_FAVOUR = fixed_option("favour", "Offer to buy ballots from another player (Political Favours)")
_OFFER = fixed_option("offer", "Make the offer with these cards")  # `advice.py` answers with these
LETTERS = ("A", "B", "C")
_TRUST_HOLDER = "twelve_colonies:public_trust"


class Democracy(Faction):
    """The Democratic Process (TC.2.6) and the ballots (TC.2.5)."""

    laws: dict[str, dict]  # given by the faction class, as the methods below (declared for type checks only)
    enact: Callable[..., Any]
    remove_warriors: Callable[..., Any]

    # -- point order (TC.2.6.I-II) -------------------------------------------------------------------------------

    def point_order(self, game, highest_first: bool) -> list[str]:
        """The players by VP, lowest first (or highest first). Ties (TC.2.6: the Colonies decide) are broken by turn
        order starting with the Colonies (a reading: the Colonies' decision, fixed so that it asks nothing)."""
        order = game.state.turn_order
        start = order.index(self.id)
        seat = {f: (i - start) % len(order) for i, f in enumerate(order)}
        ranked = sorted(order, key=lambda f: (game.state.factions[f].score, seat[f]))
        if highest_first:
            ranked = sorted(order, key=lambda f: (-game.state.factions[f].score, seat[f]))
        return ranked

    # -- ballots -----------------------------------------------------------------------------------------------

    def ballots(self, game, player: str) -> int:
        return game.state.factions[self.id].data["ballots"].get(player, 0)

    def give_ballots(self, game, player: str, n: int) -> int:
        """Up to `n` ballots from the Public Trust to `player`; returns how many."""
        data = game.state.factions[self.id].data
        n = min(n, data["trust"])
        if n > 0:
            data["trust"] -= n
            data["ballots"][player] = data["ballots"].get(player, 0) + n
            game.event("ballots_given", faction=self.id, to_player=player, count=n)
        return max(n, 0)

    def return_ballots(self, game, player: str, n: int) -> None:
        """`n` of `player`'s ballots back to the Public Trust."""
        data = game.state.factions[self.id].data
        data["ballots"][player] -= n
        data["trust"] += n

    def _price(self, player: str) -> int:
        data = self.board.data
        return data["colonies_trust_price"] if player == self.id else data["trust_price"]

    def _removable_warriors(self, game, player: str) -> dict[int, int]:
        """Clearings where `player` has warriors it may remove to pay the Public Trust (not a warlord, 14.2.2)."""
        found = {}
        for c, cl in game.state.clearings.items():
            if cl.warriors.get(player) and (n := free_warriors(game, player, c)):
                found[c] = n
        return found

    def can_buy(self, game, player: str) -> bool:
        """TC.2.5.I: a ballot is left on the Public Trust and `player` can pay it: warriors removed from the map (two
        for the Colonies), or, for a faction without warriors (the Vagabond), an item exhausted (Law 9.2.5)."""
        if game.state.factions[self.id].data["trust"] <= 0:
            return False
        component = game.factions[player]
        if "warrior" not in component.board.pieces:
            return component.warriors_payable(game) > 0
        return sum(self._removable_warriors(game, player).values()) >= self._price(player)

    def buy_ballot(self, game, player: str):
        """TC.2.5.I: pay the Public Trust and take one ballot from it."""
        component = game.factions[player]
        if "warrior" not in component.board.pieces:
            paid_otherwise = yield from component.pay_warriors(game, 1, _TRUST_HOLDER)
            if paid_otherwise < 1:  # paid from a supply: those pieces leave the game's holding place again
                pieces.release_held(game, _TRUST_HOLDER)
        else:
            removals = []
            for _ in range(self._price(player)):
                spots = self._removable_warriors(game, player)
                chosen = yield Decision(player, "twelve_colonies.trust_warrior",
                                        "Remove a warrior from which clearing to pay the Public Trust?",
                                        [self.shared_option(f"clearing:{c}", f"clearing {c}", {"clearing": c})
                                         for c in sorted(spots)])
                c = chosen.data["clearing"]
                if player == self.id:
                    removals.append((yield from self.remove_warriors(game, c, 1, None, "public_trust")))
                else:
                    removals.append(pieces.remove(game, player, "warrior", c, 1, None, "public_trust"))
            yield from pieces.resolve_removals(game, removals, chooser=player)
        self.give_ballots(game, player, 1)
        game.event("ballot_bought", faction=player)

    # -- Political Favours (TC.2.5.II) ----------------------------------------------------------------------------

    def favour_sellers(self, game, buyer: str, asked: set[str]) -> list[str]:
        """The players `buyer` may offer to buy ballots from: any other holding one, not yet asked at this turn of
        the buyer's to nominate or vote."""
        return [p for p in game.state.turn_order if p != buyer and p not in asked and self.ballots(game, p) > 0]

    def ballot_purchases(self, game, player: str, asked: set[str]) -> list[Option]:
        """The ways `player` may get ballots at its turn to nominate or vote: the Public Trust (TC.2.5.I), another
        player (TC.2.5.II)."""
        options = [_BUY] if self.can_buy(game, player) else []
        if self.favour_sellers(game, player, asked):
            options.append(_FAVOUR)
        return options

    def purchase(self, game, player: str, chosen: Option, asked: set[str]):
        if chosen.id == _BUY.id:
            yield from self.buy_ballot(game, player)
        else:
            yield from self.political_favour(game, player, asked)

    def political_favour(self, game, buyer: str, asked: set[str]):
        """TC.2.5.II: `buyer` offers cards of its hand for ballots of another player, who accepts or refuses; an
        accepted deal is carried out at once (it binds). The cards offered are seen by the two players alone."""
        seller = (yield Decision(buyer, "twelve_colonies.favour.seller", "Offer to buy ballots from whom?",
                                 faction_options(self.favour_sellers(game, buyer, asked)))).data["faction"]
        asked.add(seller)
        count = (yield Decision(buyer, "twelve_colonies.favour.count", f"How many of {seller}'s ballots?",
                                count_options(self.ballots(game, seller)))).data["count"]
        hand = game.state.factions[buyer].hand
        price: list[int] = []
        # The offer being made, public as it would be at the table (what a bot weighs): the cards by number only.
        offer = game.state.factions[self.id].data["offer"] = {"buyer": buyer, "seller": seller, "count": count,
                                                              "price": 0}
        while True:
            offered = [c for c in hand if c not in price]
            chosen = yield from ask_from_hand(game, buyer, "twelve_colonies.favour.price",
                                              f"Pay {seller} which cards for {count} ballots? ({len(price)} chosen)",
                                              cards.design_options(game, sorted(offered)), _OFFER)
            if chosen is None:
                break
            price.append(chosen.data["card"])
            offer["price"] = len(price)
        names = ", ".join(game.cards[c].name for c in price) or "nothing"
        # The seller sees the cards offered, still in the buyer's hand (Law 1.2.1; rootcore.knowledge).
        game.event("favour_price_shown", faction=buyer, to=[buyer, seller], cards=list(price), held_by=buyer)
        accepted = yield from ask_yes_no(seller, "twelve_colonies.favour.answer",
                                         f"{buyer} offers {names} for {count} of your ballots: accept (the deal "
                                         "binds)?", "accept", "refuse")
        game.state.factions[self.id].data["offer"] = None
        game.event("favour_offered", faction=buyer, seller=seller, count=count, price=len(price), accepted=accepted)
        if accepted:
            self.sell_ballots(game, buyer, seller, count, price)

    def sell_ballots(self, game, buyer: str, seller: str, count: int, price: list[int]) -> None:
        """An accepted Political Favour: the cards of `price` from the buyer's hand to the seller's, `count` ballots
        from the seller to the buyer."""
        buyer_hand, seller_hand = game.state.factions[buyer].hand, game.state.factions[seller].hand
        for card in price:
            buyer_hand.remove(card)
            seller_hand.append(card)
            # The two of them know where the card went (Law 1.2.1; rootcore.knowledge).
            game.event("card_given", faction=buyer, to=[buyer, seller], other=seller, card=card, held_by=seller,
                       reason="political_favours")
        ballots = game.state.factions[self.id].data["ballots"]
        ballots[seller] -= count
        ballots[buyer] = ballots.get(buyer, 0) + count
        game.event("ballots_sold", faction=seller, buyer=buyer, count=count, price=len(price))

    # -- the Democratic Process (TC.2.6) -------------------------------------------------------------------------

    def convene(self, game):
        """TC.4.2 / TC.2.6: the whole Democratic Process, with the Law revealed from the Colonies' Law hand."""
        data = game.state.factions[self.id].data
        if not data["law_hand"]:
            game.event("no_law_to_reveal", faction=self.id)  # every Law has left the game: nothing to vote on
            return
        law = data["law_hand"][0]
        if len(data["law_hand"]) > 1:
            chosen = yield Decision(self.id, "twelve_colonies.reveal", "Reveal which Law for the vote?",
                                    [self.law_option(law_id) for law_id in data["law_hand"]])
            law = chosen.data["law"]
        data["law_hand"].remove(law)
        data["motion"] = law
        game.event("law_revealed", faction=self.id, law=law)
        choices = ["yea", "nay"]
        if self.laws[law]["type"] == "election":  # TC.2.4.II: nominations first
            seconded = yield from self._nominate(game, law)
            if not seconded:
                game.event("law_failed", faction=self.id, law=law, reason="nothing seconded")
                self._retire(game, law)
                data["motion"] = None
                return
            choices = list(seconded)
        votes = yield from self._vote(game, choices)
        yield from self._adjourn(game, law, votes)

    def _nominate(self, game, law: str):
        """TC.2.6.I: in point order, lowest first, each player places a nomination (X side up) or seconds one not yet
        seconded (flipped to A, B or C), or passes; those not seconded are removed. Returns {letter: target}."""
        kind = self.laws[law]["elects"]
        open_: list[str] = []
        seconded: dict[str, str] = {}
        for player in self.point_order(game, highest_first=False):
            asked: set[str] = set()  # the players this one has made an offer to (Political Favours)
            while True:
                options = []
                if len(seconded) < len(LETTERS):
                    named = set(open_) | set(seconded.values())
                    options += [self.target_option("nominate", t) for t in self.targets(game, kind)
                                if t not in named]
                    options += [self.target_option("second", t) for t in open_]
                options += self.ballot_purchases(game, player, asked)
                options.append(_PASS)
                chosen = yield Decision(player, "twelve_colonies.nominate", "Nominate or second a nomination?",
                                        options)
                if chosen.id in (_BUY.id, _FAVOUR.id):
                    yield from self.purchase(game, player, chosen, asked)
                    continue
                break
            if chosen.id.startswith("nominate:"):
                open_.append(chosen.data["target"])
                game.event("nominated", faction=player, target=chosen.data["target"])
            elif chosen.id.startswith("second:"):
                letter = LETTERS[len(seconded)]
                open_.remove(chosen.data["target"])
                seconded[letter] = chosen.data["target"]
                game.event("seconded", faction=player, target=chosen.data["target"], letter=letter)
        game.state.factions[self.id].data["nominations"] = seconded
        return seconded

    def _vote(self, game, choices: list[str]):
        """TC.2.6.II: two rounds, highest VP first; each player gives the Colonies any number of ballots, each marked
        with one of `choices`. A player who casts nothing in round one may not vote in round two."""
        votes = dict.fromkeys(choices, 0)
        barred: set[str] = set()
        for round_ in (1, 2):
            game.event("voting_round", faction=self.id, round=round_, votes=dict(votes))  # public: the tally so far
            for player in self.point_order(game, highest_first=True):
                if player in barred:
                    continue
                cast = yield from self._cast(game, player, choices, votes, round_)
                if round_ == 1 and not cast:
                    barred.add(player)
                    game.event("abstained", faction=player)
        return votes

    def _cast(self, game, player: str, choices: list[str], votes: dict[str, int], round_: int):
        cast = 0
        asked: set[str] = set()  # the players this one has made an offer to (Political Favours)
        while True:
            options = []
            if self.ballots(game, player):
                options += [self.shared_option(f"vote:{c}", f"Vote {c}", {"choice": c}) for c in choices]
            options += self.ballot_purchases(game, player, asked)
            options.append(_DONE)
            chosen = yield Decision(player, "twelve_colonies.vote", f"Round {round_}: give ballots to the Colonies "
                                    f"as votes? ({self.ballots(game, player)} ballots)", options)
            if chosen.id == _DONE.id:
                return cast
            if chosen.id in (_BUY.id, _FAVOUR.id):
                yield from self.purchase(game, player, chosen, asked)
                continue
            choice = chosen.data["choice"]
            n = (yield Decision(player, "twelve_colonies.vote.count", f"How many ballots for {choice}?",
                                count_options(self.ballots(game, player)), about={"choice": choice})).data["count"]
            data = game.state.factions[self.id].data
            data["ballots"][player] -= n
            data["cast"] += n
            votes[choice] += n
            cast += n
            game.event("voted", faction=player, choice=choice, count=n)

    def _adjourn(self, game, law: str, votes: dict[str, int]):
        """TC.2.6.III: half the ballots cast (rounded up) to the Colonies, the rest to the Public Trust; a failed Law
        leaves the game, a passed one replaces the Law in force. Ties are the Colonies' to decide (TC.2.6)."""
        data = game.state.factions[self.id].data
        cast = data["cast"]
        data["cast"] = 0
        mine = (cast + 1) // 2
        data["ballots"][self.id] = data["ballots"].get(self.id, 0) + mine
        data["trust"] += cast - mine
        data["motion"] = None
        game.event("adjourned", faction=self.id, law=law, votes=dict(votes), to_colonies=mine)
        best = max(votes.values())
        top = [c for c, n in votes.items() if n == best]
        if len(top) > 1:
            chosen = yield Decision(self.id, "twelve_colonies.tie", "A tie: which result?",
                                    [self.shared_option(f"result:{c}", f"{c}", {"choice": c}) for c in top])
            top = [chosen.data["choice"]]
        result = top[0]
        nominations = data.pop("nominations", {})
        if result == "nay":
            game.event("law_failed", faction=self.id, law=law)
            self._retire(game, law)
            return
        target = nominations.get(result)
        yield from self.enact(game, law, target)

    def _retire(self, game, law: str) -> None:
        game.state.factions[self.id].data["retired"].append(law)

    # -- options -----------------------------------------------------------------------------------------------

    def law_option(self, law: str) -> Option:
        spec = self.laws[law]
        return self.shared_option(f"law:{law}", f"Law {spec['numeral']} ({law.replace('_', ' ').title()}, "
                                  f"{spec['suit']} {spec['type']})", {"law": law})

    def target_option(self, verb: str, target: str) -> Option:
        return self.shared_option(f"{verb}:{target}", f"{verb.title()} {target}", {"target": target})

    def targets(self, game, kind: str) -> list[str]:
        """What an Election may elect (TC.2.3): a player, a clearing, or a slot with a building or a ruin holding an
        item (XVI), as strings ("marquise", "7", "7:marquise:sawmill", "7:ruin"); not a building nothing removes (the
        Historical Site, `pieces.never_removed`). A ruin that lasts (a Winged Menace cave) may be elected: its items
        go, the cave stays (WM.2.4), and no Historical Site is placed."""
        if kind == "player":
            return list(game.state.turn_order)
        if kind == "clearing":
            return [str(c) for c in game.board.clearing_ids if c not in game.state.sealed]
        found = []
        for c in game.board.clearing_ids:
            cl = game.state.clearings[c]
            for owner, building in sorted(set(cl.buildings)):
                if not pieces.never_removed(game, owner, building):
                    found.append(f"{c}:{owner}:{building}")
            if cl.ruins and game.state.ruin_items.get(c):
                found.append(f"{c}:ruin")
        return found

