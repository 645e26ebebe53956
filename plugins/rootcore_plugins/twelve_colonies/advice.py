"""How every player's heuristic bot takes part in the Twelve Colonies' Democratic Process (Outsiders TC.2.5-TC.2.6):
nominating, voting and Political Favours; how it leaves a clearing Omnius Exitus elects (TC.2.3.IV: its warriors
and pawns to the safest clearing next to it, none left to be removed); and what it takes from Amplius Actum (TC.2.3.VI:
the extra action when it has warriors on the map to take it with, else the warriors, where its pieces are most
threatened). The plugin registers each function as bot advice for its decision kind, with the Colonies' id bound as
`colonies` (`rootcore.Registry.add_bot_advice`); the Colonies' own bot asks the same functions (`bot.ColoniesBot`).
Imported with the plugin, so it imports no bot code.

A bot rates a Law by `law_value`: a rough worth, in victory points, of the Law passing (with its elected target) to
the bot's player. Every passed Law lets the Colonies colonize in its suit (TC.5.2), which the Colonies want and their
rivals do not; the rest is what the Law does to that player. The weights are rootcore's choice (nothing in the text
rates Laws), kept simple so that a bot's vote can be explained from the board:

* a player Election (II Feris Ratio, III Militaris Subsidium) helps the elected player and so hurts its rivals;
* Omnius Exitus (IV) costs each player its pieces in the elected clearing, and rids it of its rivals' there (worth
  half as much); Valorem Historiae (XVI) costs the owner of the building in the elected slot (half of that is won
  by each other player);
* Status Aequalis (XV) gives the last player 2 VP and takes 2 from the first;
* a Pax Law (I, V, IX) and Defensio Optimum (XI) hamper attackers (militant factions, Law A.8.1's class) and shelter
  the others; Artifex Contentio (X) stops everyone's crafting; Amplius Actum (VI) and Publico Auxilio (VIII) give
  everyone something.

A bot nominates or seconds the target worth most to it when that beats no Election at all, votes once a round for the
choice worth most to it (Yea or Nay, or a seconded nomination), one ballot in the first round to keep its right to
vote in the second, then in the second as many as put that choice ahead if it is behind; it buys no ballots.
"""
from __future__ import annotations

import functools

from .democracy import _DONE, _OFFER, _PASS  # the options the questions offer: answered by their ids


COLONIZE_WORTH = 2.0  # a passed Law's colonizing (TC.5.2) to the Colonies: their way to score
RIVAL_COST = 1.0  # the same to each of their rivals
ELECTED_WORTH = 2.0  # being the player a Law elects (II, III); a rival elected costs a half of it
PIECE_WORTH = 0.5  # each piece of the player's in the clearing Omnius Exitus elects
BUILDING_WORTH = 2.0  # the player's building in the slot Valorem Historiae elects
PAX_WORTH = 1.0  # a Pax Law, Defensio Optimum: lost by an attacker (a militant faction), half of it won by others
SHARED_WORTH = 0.5  # what Amplius Actum and Publico Auxilio give, and Artifex Contentio takes, from every player
EQUALITY_WORTH = 2.0  # Status Aequalis (TC.2.3.XV): the points it moves

_PAX = {"pax_vulpes", "pax_lepus", "pax_mus", "defensio_optimum"}
_SHARED = {"amplius_actum": SHARED_WORTH, "publico_auxilio": SHARED_WORTH, "artifex_contentio": -SHARED_WORTH}


def law_value(game, colonies: str, player: str, law: str, target: str | None) -> float:
    """What `law` passing, with `target` elected (an Election's always has one; None for a Directive), is worth to
    `player` (see the module docstring)."""
    value = COLONIZE_WORTH if player == colonies else -RIVAL_COST
    if law in ("feris_ratio", "militaris_subsidium"):
        value += ELECTED_WORTH if target == player else -ELECTED_WORTH / 2
    elif law == "omnius_exitus" and target is not None:
        cl = game.state.clearings[int(target)]
        owners = [f for f, n in cl.warriors.items() for _ in range(n)] + cl.pawns + \
            [owner for owner, _ in cl.buildings + cl.tokens]
        mine = owners.count(player)
        value += PIECE_WORTH * ((len(owners) - mine) / 2 - mine)
    elif law == "valorem_historiae" and target is not None:
        owner = target.split(":")[1]
        if owner == player:
            value -= BUILDING_WORTH
        elif owner != "ruin":  # "7:ruin": a ruin's items, nobody's building
            value += BUILDING_WORTH / 2
    elif law == "status_aequalis":
        scores = {f: game.state.factions[f].score for f in game.state.turn_order}
        value += EQUALITY_WORTH * ((scores[player] == min(scores.values())) - (scores[player] == max(scores.values())))
    elif law in _PAX:
        value += -PAX_WORTH if game.factions[player].board.kind == "militant" else PAX_WORTH / 2
    else:
        value += _SHARED.get(law, 0.0)
    return value


def _motion(game, colonies: str) -> str:
    return game.state.factions[colonies].data["motion"]


def advise_nominate(bot, game, decision, colonies: str) -> str | None:
    """TC.2.6.I: nominate or second the target worth most to the bot, if the Law passing with it is worth more than
    nothing; otherwise pass."""
    law, me = _motion(game, colonies), bot.faction
    best, best_value = _PASS.id, 0.0
    for option in decision.options:
        if option.data and "target" in option.data:
            value = law_value(game, colonies, me, law, option.data["target"])
            if value > best_value:
                best, best_value = option.id, value
    return best


def _choice_values(game, colonies: str, player: str, choices: list[str]) -> dict[str, float]:
    """Each choice of the vote (`yea`/`nay`, or the letters of the seconded nominations) and its worth to `player`."""
    law = _motion(game, colonies)
    nominations = game.state.factions[colonies].data.get("nominations") or {}
    return {c: 0.0 if c == "nay" else law_value(game, colonies, player, law, nominations.get(c)) for c in choices}


def _round_so_far(game, player: str) -> tuple[int, dict[str, int], bool]:
    """The voting round under way (the latest `voting_round` event), the votes cast so far and whether `player`
    has voted in it."""
    events = game.events
    for i in range(len(events) - 1, -1, -1):
        if events[i]["type"] == "voting_round":
            votes = dict(events[i]["votes"])
            voted = False
            for later in events[i + 1:]:
                if later["type"] == "voted":
                    votes[later["choice"]] += later["count"]
                    voted = voted or later["faction"] == player
            return events[i]["round"], votes, voted
    return 1, {}, False  # no round found (a vote always starts with one): as at the start of the first


def advise_vote(bot, game, decision, colonies: str) -> str | None:
    """TC.2.6.II: once a round, a vote for the choice worth most; in the second round only if it is behind."""
    choices = [o.data["choice"] for o in decision.options if o.data and "choice" in o.data]
    round_, votes, voted = _round_so_far(game, bot.faction)
    if not choices or voted:
        return _DONE.id
    values = _choice_values(game, colonies, bot.faction, choices)
    best = max(choices, key=lambda c: (values[c], c == "nay"))  # a tie of worth: Nay, the Law changes nothing
    if round_ == 2 and votes[best] > max((n for c, n in votes.items() if c != best), default=0):
        return _DONE.id
    return f"vote:{best}"


def advise_vote_count(bot, game, decision, colonies: str) -> str | None:
    """How many ballots: one in the first round; in the second, the fewest that put the choice ahead, or all."""
    counts = [o.data["count"] for o in decision.options]
    round_, votes, _ = _round_so_far(game, bot.faction)
    if round_ == 1:
        return f"count:{min(counts)}"
    choice = decision.about["choice"]
    needed = max((n for c, n in votes.items() if c != choice), default=0) + 1 - votes[choice]
    return f"count:{min(max(needed, min(counts)), max(counts))}"


def advise_favour_price(bot, game, decision, colonies: str) -> str | None:
    """TC.2.5.II, buying: the cards the bot values least, one per ballot asked, then the offer."""
    offer = game.state.factions[colonies].data["offer"]  # set while the price and the answer are asked
    if offer["price"] >= offer["count"]:
        return _OFFER.id  # always a way out of this question
    return bot.worst_card(game, decision)


def advise_favour_answer(bot, game, decision, colonies: str) -> str | None:
    """TC.2.5.II, selling: accept an offer of at least one card per ballot, refuse a cheaper one."""
    offer = game.state.factions[colonies].data["offer"]
    return "yes" if offer["price"] >= offer["count"] else "no"


def advise_exitus(bot, game, decision, colonies: str) -> str | None:
    """TC.2.3.IV, the bot's warriors or pawn leaving the elected clearing: to the clearing next to it that is safest for
    them (`safety`), never left to be removed."""
    return bot.pick(decision, lambda o: bot.safety(game, o.data["clearing"]) if o.data and "clearing" in o.data
                    else None)


def advise_exitus_which_pawn(bot, game, decision, colonies: str) -> str | None:
    """TC.2.3.IV, pawns told apart (the Order of the Forest's): each moves out, in the order offered; none is left."""
    return decision.options[0].id


def advise_amplius(bot, game, decision, colonies: str) -> str | None:
    """TC.2.3.VI, each player's choice once the Law passes: the extra move or battle in each of its Daylights while
    the Law stands, for a player with warriors on the map to take it with; else the warriors placed now."""
    from rootcore import bots
    return "extra" if bots.warriors_on_map(game, bot.faction) else "place"  # asked only when both are offered


def advise_amplius_clearing(bot, game, decision, colonies: str) -> str | None:
    """TC.2.3.VI, the warriors placed: in the ruled clearing where the bot's pieces are most threatened."""
    from rootcore import bots
    return bots.advise_guard_clearing(bot, game, decision)


# Decision kinds (after "twelve_colonies.") and their advice.
ADVICE = {"nominate": advise_nominate, "vote": advise_vote, "vote.count": advise_vote_count,
          "favour.price": advise_favour_price, "favour.answer": advise_favour_answer, "exitus": advise_exitus,
          "exitus.pawn": advise_exitus, "exitus.which_pawn": advise_exitus_which_pawn, "amplius": advise_amplius,
          "amplius.clearing": advise_amplius_clearing}
ADVISED = frozenset(f"twelve_colonies.{kind}" for kind in ADVICE)


def register_advice(registry, colonies: str) -> None:
    """Every bot's advice for the Democratic Process, with the Colonies' id bound."""
    registry.add_bot_advice_table("twelve_colonies", {kind: functools.partial(advise, colonies=colonies)
                                                      for kind, advise in ADVICE.items()})
