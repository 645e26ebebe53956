"""A heuristic bot for the Vagabond: explore every ruin it can reach, complete quests, fight battles that
remove buildings, tokens and Hostile warriors (Infamy), strike undefended buildings, craft items, aid the
factions it is not Hostile to, and keep its items in repair (a hammer, the Ranger's Hideout or a rest in a
forest). Between actions it walks toward the clearing whose opportunities are worth most for the boots they
cost.

Registered as `heuristic` for both Vagabonds (`rootcore play --bots heuristic`, `rootcore simulate`); with two (Law
9.7) it takes the ruin item most worth keeping, and explores a ruin only if what it may know says the ruin may hold
an item it may take (`ruin_may_give`): which items lie under which ruin is hidden until explored.

Whether to take the special action is judged here for the characters of rootcore's own plugins; a character plugin
may judge its own by bot advice for the decision kind `<character>.special` (`Registry.add_bot_advice`: called as
`advice(bot, game, decision)` on the Daylight menu, "special" to take it), which wins (the Grouch's, `grouch/bot.py`)."""
from __future__ import annotations

from collections import Counter

from rootcore import bots
from rootcore.rules import battle as battle_rules
from rootcore.rules import cards as card_rules

CHARACTER_PREFERENCE = ("thief", "ranger", "tinker")
KEEP = {"sword": 6.0, "boot": 5.0, "torch": 4.0, "hammer": 3.0, "crossbow": 2.5, "coins": 2.0, "tea": 1.5,
        "bag": 1.0}  # how much an item is worth keeping face up (and undamaged)
HOSTILE = "hostile"


class VagabondBot(bots.HeuristicBot):

    card_item_vp = 0.5  # `card_value`

    def __init__(self, faction: str, seed: int = 0):
        super().__init__(faction, seed)
        # Ruins explored, by clearing: (items left there, "R" kinds held) as he chose to explore. Still so at a
        # later decision: he looked and found nothing he may take (Law 9.7.3), while he holds those kinds.
        self.looked_in: dict[int, tuple[int, frozenset[str]]] = {}

    # -- helpers ---------------------------------------------------------------------------------------------------

    def item_keep(self, game, kind: str) -> float:
        me = self.me(game)
        value = KEEP.get(kind, 1.0)
        if kind == "torch" and not game.state.ruin_items:
            value = 2.0  # still the special action's item
        if kind == "hammer" and not any(i["damaged"] for i in me.items(game)):
            value = 1.5
        return value

    def ruin_may_give(self, game, clearing: int) -> bool:
        """Could an Explore in `clearing` give him an item, by what he may know (Law 1.2)? Which items lie under
        which ruin is hidden until a Vagabond explores it (9.7.3), but all of them together are known (the "R" sets
        less the items taken), and so is a ruin he explored for nothing. One Vagabond holds no "R" marks."""
        me, ruin_items = self.me(game), game.state.ruin_items
        if not ruin_items.get(clearing):
            return False
        held = me.ruin_kinds_held(game)
        seen = self.looked_in.get(clearing)
        if seen is not None and seen[0] == len(ruin_items[clearing]) and seen[1] <= held:
            return False
        return any(kind not in held for stack in ruin_items.values() for kind in stack)

    def neighbours(self, game, clearing: int) -> tuple[int, ...]:
        return bots.neighbours(game, clearing, self.faction)

    # -- what a clearing offers ------------------------------------------------------------------------------------

    def relationship_gain(self, game, faction: str) -> float:
        """VP an Aid to `faction` would bring now (Law 9.2.9)."""
        me, fs = self.me(game), self.fs(game)
        space = me.relationship(game, faction)
        if space is None or space == HOSTILE:
            return 0.0
        if space == me.allied_space:
            return 2.0
        step = me.relationship_track[space]
        aids = fs.data.get("aids", {}).get(faction, 0) + 1
        return step["vp"] / step["aids"] if aids < step["aids"] else float(step["vp"])

    def battle_value(self, game, clearing: int, defender: str) -> float:
        """Expected VP of attacking `defender` here: buildings and tokens removed (3.2.1) plus Infamy for the
        pieces of a Hostile faction (9.2.9.III.a), minus items we expect to see damaged."""
        me = self.me(game)
        est = bots.battle_estimate(game, self.faction, clearing, defender)
        hostile = me.is_hostile(game, defender)
        if me.is_allied(game, defender):
            return -5.0
        vp = est["removed"]
        pieces_removed = est["killed"] + est["removed"]
        if hostile:
            vp += pieces_removed
        elif est["killed"] >= 1:
            vp += max(0.0, pieces_removed - 1)  # the first warrior makes them Hostile
            vp -= 0.5 * self.relationship_stake(game, defender)
        return vp - 0.6 * est["taken"]

    def relationship_stake(self, game, faction: str) -> float:
        space = self.me(game).relationship(game, faction)
        return 0.0 if space in (None, HOSTILE) else float(space) + 0.5

    def best_defender(self, game, clearing: int) -> tuple[float, str] | None:
        best = None
        stakes = bots.dominance_stakes(game, self.faction)
        for defender in battle_rules.defenders(game, self.faction, clearing):
            value = self.battle_worth(game, clearing, defender, stakes)
            if best is None or value > best[0]:
                best = (value, defender)
        return best

    def side_loss_value(self, game, faction: str, lost: float) -> float:
        """What losing `lost` pieces of `faction` that we remove is worth to us: Infamy if Hostile (9.2.9.III.a),
        else a relationship put at stake; an Allied faction's pieces we do not remove."""
        me = self.me(game)
        if me.is_allied(game, faction):
            return -5.0 if lost else 0.0
        if me.is_hostile(game, faction):
            return lost
        return max(0.0, lost - 1) - 0.5 * self.relationship_stake(game, faction) if lost >= 1 else 0.0

    def instigate_value(self, game, clearing: int, attacker: str, defender: str) -> float:
        """Expected VP of setting `attacker` on `defender` here and removing both sides' pieces (Law D.4.2):
        buildings and tokens removed plus Infamy on either side."""
        est = bots.battle_estimate(game, attacker, clearing, defender)
        return (est["removed"] + self.side_loss_value(game, defender, est["killed"] + est["removed"])
                + self.side_loss_value(game, attacker, min(est["taken"], game.state.clearings[clearing].warriors.get(
                    attacker, 0))))

    def best_instigation(self, game, clearing: int) -> float:
        best = 0.0
        for attacker in self.me(game).others_here(game, clearing):
            if game.state.clearings[clearing].warriors.get(attacker):
                for defender in battle_rules.defenders(game, attacker, clearing):
                    if defender != self.faction:
                        best = max(best, self.instigate_value(game, clearing, attacker, defender))
        return best

    def scorch_points(self, game, clearing: int) -> int:
        """What the Scoundrel's Scorched Earth scores in `clearing` (D.6.2): a point per enemy building or token
        (3.2.1). It seals the clearing for good, so the bot takes it only where it pays."""
        cl = game.state.clearings[clearing]
        return sum(1 for owner, _ in cl.buildings + cl.tokens if battle_rules.is_enemy(game, self.faction, owner))

    def strike_value(self, game, faction: str, piece: str) -> float:
        me = self.me(game)
        if me.is_allied(game, faction):
            return -5.0
        kind = game.factions[faction].board.pieces[piece].type
        if kind in ("building", "token"):
            return 1.0
        if me.is_hostile(game, faction):
            return 0.1
        return -1.0

    def aid_value(self, game, clearing: int) -> float:
        hand = self.fs(game).hand
        if not card_rules.matching(game, hand, game.state.suits[clearing]):
            return 0.0
        cl = game.state.clearings[clearing]
        targets = [f for f in game.state.turn_order if f != self.faction and cl.has_any(f)]
        return max((self.relationship_gain(game, f) for f in targets), default=0.0)

    def quest_value(self, game, clearing: int, undamaged_only: bool = True) -> float:
        me, fs = self.me(game), self.fs(game)
        suit = game.state.suits[clearing]
        best = 0.0
        for qid in me.quest_data(game)["quests"]:  # shared by two Vagabonds (Law 9.7.2)
            quest = me.quest_defs[qid]
            if quest["suit"] != suit:
                continue
            need = Counter(quest["items"])
            have = me.undamaged if undamaged_only else me.ready
            if all(have(game, k) >= n for k, n in need.items()):
                done = sum(1 for q in fs.data.get("completed_quests", []) if me.quest_defs[q]["suit"] == suit)
                best = max(best, max(1.5, done + 1.0))
        return best

    def opportunity(self, game, clearing: int) -> float:
        """What being in `clearing` is worth this turn or next: ruins, quests, battles, aid, crafting."""
        me = self.me(game)
        value = 0.0
        if self.ruin_may_give(game, clearing) and me.undamaged(game, "torch"):
            value += 2.5  # a ruin with an item he may take (Law 9.7.3)
        value += self.quest_value(game, clearing)
        if me.undamaged(game, "sword"):
            best = self.best_defender(game, clearing)
            if best and best[0] > 0:
                value += best[0]
        value += 0.8 * self.aid_value(game, clearing)
        if me.undamaged(game, "crossbow"):
            cl = game.state.clearings[clearing]
            for f in game.state.turn_order:
                if f != self.faction and not cl.warriors.get(f) and (
                        any(o == f for o, _ in cl.buildings) or any(o == f for o, _ in cl.tokens)):
                    value += 0.8 if not me.is_allied(game, f) else 0.0
        hammers = me.undamaged(game, "hammer")
        if hammers:
            suit = game.state.suits[clearing]
            for card in self.fs(game).hand:
                d = game.cards[card]
                if d.kind == "item" and card not in game.unimplemented_cards and len(d.cost) <= hammers \
                        and all(s in (suit, "any") for s in d.cost) and game.state.item_supply.get(d.item, 0):
                    value += 0.6 * d.vp
                    break
        return value

    def distances(self, game, start: int) -> dict[int, int]:
        """Boots needed to reach each clearing from `start` (two into clearings with Hostile warriors)."""
        me = self.me(game)
        dist = {start: 0}
        frontier = [start]
        while frontier:
            frontier.sort(key=lambda c: (dist[c], c))
            here = frontier.pop(0)
            for nxt in self.neighbours(game, here):
                cost = dist[here] + (2 if me.hostile_warriors_in(game, nxt) else 1)
                if nxt not in dist or cost < dist[nxt]:
                    dist[nxt] = cost
                    frontier.append(nxt)
        return dist

    def prospects(self, game, clearing: int, seen: dict[int, float]) -> float:
        """The best opportunity reachable from `clearing`, discounted by the boots it takes. `seen`: the
        opportunities already worked out at this decision, by clearing, kept across the caller's calls (they do
        not depend on the starting clearing, and a decision compares the prospects of several)."""
        best = 0.0
        for c, d in self.distances(game, clearing).items():
            value = seen.get(c)
            if value is None:
                value = seen[c] = self.opportunity(game, c)
            best = max(best, value / (1.0 + 0.7 * d))
        return best

    # -- setup -----------------------------------------------------------------------------------------------------

    def decide_vagabond_setup_character(self, game, decision):
        for name in CHARACTER_PREFERENCE:
            if self.has(decision, f"character:{name}"):
                return f"character:{name}"
        return None

    def decide_vagabond_setup_forest(self, game, decision):
        return self.pick(decision, lambda o: sum(
            (1.0 if game.state.ruin_items.get(c) else 0.0) + 0.3 * game.board.slots[c]
            for c in game.board.forests[o.data["forest"]]))

    # -- Birdsong --------------------------------------------------------------------------------------------------

    def decide_vagabond_refresh(self, game, decision):
        return self.pick(decision, lambda o: self.item_keep(game, o.data["item"]))

    def damaged_count(self, game) -> int:
        return sum(1 for i in self.me(game).items(game) if i["damaged"])

    def decide_vagabond_slip(self, game, decision):
        me = self.me(game)
        resting = self.damaged_count(game) >= 3 and not me.ready(game, "hammer")
        best, best_value = None, None
        seen: dict[int, float] = {}
        for option in decision.options:
            if option.id == "stay":
                here = me.clearing(game)
                value = self.prospects(game, here, seen) if here is not None else -1.0
                if here is None and resting:
                    value = 50.0
            elif "clearing" in (option.data or {}):
                value = self.prospects(game, option.data["clearing"], seen) + 0.05
                if me.hostile_warriors_in(game, option.data["clearing"]):
                    value -= 0.5
            else:
                value = 40.0 if resting else -1.0
            if best_value is None or value > best_value:
                best, best_value = option.id, value
        return best

    # -- Daylight --------------------------------------------------------------------------------------------------

    def decide_vagabond_action(self, game, decision):
        me, fs = self.me(game), self.fs(game)
        here = me.clearing(game)
        self.plan = {}
        if self.has(decision, "explore") and self.ruin_may_give(game, here):  # not for nothing (Law 9.7.3)
            self.looked_in[here] = (len(game.state.ruin_items[here]), me.ruin_kinds_held(game))
            return "explore"
        if self.has(decision, "quest"):
            return "quest"
        if self.has(decision, "craft") and any(game.cards[c].kind == "item" for c in me._craftable(game)):
            return "craft"
        if self.has(decision, "battle"):
            best = self.best_defender(game, here)
            if best and best[0] >= 0.7:
                self.plan = {"battle": best[1]}
                return "battle"
        if self.has(decision, "strike"):
            target = self.best_strike(game)
            if target and target[0] > 0.5:
                self.plan = {"strike": target[1]}
                return "strike"
        if self.has(decision, "special"):
            character = fs.data.get("character")
            advice = game.definition.registry.advice_for(f"{character}.special")
            if advice is not None:  # a character plugin's own judgement of its special action (the Grouch's)
                if advice(self, game, decision) == "special":
                    return "special"
            elif character == "ranger":
                if self.damaged_count(game) >= 2:
                    return "special"
            elif character == "harrier":
                if self.glide_target(game) is not None:
                    return "special"
            elif character == "vagrant":
                if self.best_instigation(game, here) >= 0.5:
                    return "special"
            elif character == "scoundrel":
                if self.scorch_points(game, here) >= 2:
                    return "special"
            elif character == "thief" or len(fs.hand) < 5:
                return "special"
        if self.has(decision, "repair") and self.worth_repairing(game):
            return "repair"
        if self.has(decision, "aid") and self.aid_value(game, here) > 0 and self.spare_item(game) is not None:
            return "aid"
        if self.has(decision, "move"):
            dest = self.best_step(game)
            if dest is not None:
                self.plan = {"move": dest}
                return "move"
        return "end"

    def decide_vagabond_explore(self, game, decision):
        """Law 9.7.3 (two Vagabonds): the ruin's item most worth keeping, rather than nothing."""
        return self.pick(decision, lambda o: self.item_keep(game, o.data["item"]) if o.data else 0.0)

    def worth_repairing(self, game) -> bool:
        useful = ("sword", "boot", "torch", "crossbow")
        return any(i["damaged"] and i["item"] in useful for i in self.me(game).items(game))

    def spare_item(self, game) -> dict | None:
        """The ready item least worth keeping face up (for Aid)."""
        ready = self.me(game)._ready_items(game)
        if not ready:
            return None
        return min(ready, key=lambda i: (self.item_keep(game, i["item"]), i["item"]))

    def best_step(self, game) -> int | None:
        me = self.me(game)
        here = me.clearing(game)
        costs = me.move_destinations(game)
        seen: dict[int, float] = {}
        stay = self.opportunity(game, here) if here is not None else -1.0
        if here is not None:
            seen[here] = stay
        best, best_value = None, None
        for dest, boots in sorted(costs.items()):
            value = self.prospects(game, dest, seen) - 0.3 * boots
            if best_value is None or value > best_value:
                best, best_value = dest, value
        if best_value is None or best_value <= max(stay, 0.2):  # set with `best`
            return None
        return best

    def best_strike(self, game) -> tuple[float, tuple[str, str]] | None:
        best = None
        me = self.me(game)
        for f, piece in me._strike_targets(game, me.clearing(game)):
            value = self.strike_value(game, f, piece)
            if best is None or value > best[0]:
                best = (value, (f, piece))
        return best

    def decide_vagabond_move(self, game, decision):
        dest = self.plan.get("move")
        if dest is not None and self.has(decision, f"clearing:{dest}"):
            return f"clearing:{dest}"
        seen: dict[int, float] = {}
        return self.pick(decision, lambda o: self.prospects(game, o.data["clearing"], seen) if o.data else None)

    def decide_vagabond_battle_defender(self, game, decision):
        target = self.plan.get("battle")
        if target and self.has(decision, f"faction:{target}"):
            return f"faction:{target}"
        here = self.me(game).clearing(game)
        stakes = bots.dominance_stakes(game, self.faction)
        return self.pick(decision, lambda o: self.battle_worth(game, here, o.data["faction"], stakes)
                         if o.data else None)

    def decide_vagabond_battle_ally(self, game, decision):
        return "ally:none"

    def decide_vagabond_move_ally(self, game, decision):
        return "ally:none"

    def decide_vagabond_slip_ally(self, game, decision):
        return "ally:none"

    def decide_default(self, game, decision):
        """Whether Allied warriors join a move or battle asked under another kind (`<kind>.ally`: a battle forced on
        him, or one a card or hireling grants him, 9.2.9.II.b-c): alone, as in his own; else the base's answers."""
        if decision.kind.endswith(".ally") and decision.player == self.faction and self.has(decision, "ally:none"):
            return "ally:none"
        return super().decide_default(game, decision)

    def decide_vagabond_strike(self, game, decision):
        target = self.plan.get("strike")
        if target and self.has(decision, f"piece:{target[0]}:{target[1]}"):
            return f"piece:{target[0]}:{target[1]}"
        return self.pick(decision, lambda o: self.strike_value(game, o.data["faction"], o.data["piece"]))

    def decide_vagabond_aid_item(self, game, decision):
        return self.pick(decision, lambda o: -self.item_keep(game, o.data["item"]))

    # A price in warriors paid with face-up items (a Riverfolk service, Law 11.2.6.III): the item kept least, as in Aid.
    decide_vagabond_pay_item = decide_vagabond_aid_item

    def decide_vagabond_aid_player(self, game, decision):
        return self.pick(decision, lambda o: self.relationship_gain(game, o.data["faction"]))

    def decide_vagabond_aid_card(self, game, decision):
        return self.worst_card(game, decision)

    def decide_vagabond_aid_take(self, game, decision):
        # Two copies of one kind tie, and the face-up one is listed first (`craft.crafted_item_options`): taking
        # it leaves the aided player the exhausted copy.
        return self.pick(decision, lambda o: KEEP.get(o.data["item"], 1.0) if o.data else 0.5)

    def decide_vagabond_quest(self, game, decision):
        me, fs = self.me(game), self.fs(game)
        return self.pick(decision, lambda o: sum(1 for q in fs.data.get("completed_quests", [])
                                                 if me.quest_defs[q]["suit"] == me.quest_defs[o.data["quest"]]["suit"]))

    def decide_vagabond_quest_wildcard(self, game, decision):
        """No stand-in if the quest's own items will do, else the stand-in least worth keeping (it is damaged)."""
        return self.pick(decision, lambda o: 100.0 if not o.data else -self.item_keep(game, o.data["item"]["item"]))

    def glide_target(self, game) -> int | None:
        """The clearing worth a Glide (a torch, no boots), if one is clearly better than staying."""
        here = self.me(game).clearing(game)
        stay = self.opportunity(game, here) if here is not None else 0.0
        value, best = max((self.opportunity(game, c), -c) for c in game.board.clearing_ids if c != here)
        return -best if value >= 1.5 and value > stay + 1.0 else None

    def decide_harrier_glide(self, game, decision):
        target = self.glide_target(game)
        return f"clearing:{target}" if target is not None and self.has(decision, f"clearing:{target}") else None

    def decide_vagabond_quest_reward(self, game, decision):
        vp = decision.option("reward:vp").data["vp"]
        if vp >= 2 or len(self.fs(game).hand) >= 4:
            return "reward:vp"
        return "reward:cards"

    def decide_vagabond_craft(self, game, decision):
        return self.pick(decision, lambda o: self.item_vp(game, o))

    def decide_vagabond_repair(self, game, decision):
        return self.pick(decision, lambda o: self.item_keep(game, o.data["item"]))

    def decide_ranger_hideout(self, game, decision):
        return self.pick(decision, lambda o: self.item_keep(game, o.data["item"]))

    def decide_vagrant_instigate(self, game, decision):
        here = self.me(game).clearing(game)
        return self.pick(decision, lambda o: self.instigate_value(game, here, o.data["attacker"], o.data["defender"]))

    def decide_thief_steal(self, game, decision):
        return self.pick(decision, lambda o: len(game.state.factions[o.data["faction"]].hand))

    def decide_tinker_day_labor(self, game, decision):
        return self.pick(decision, lambda o: self.card_value(game, o.data["card"]))

    def decide_ronin_swift_strike(self, game, decision):
        """The Ronin's Swift Strike (D.8.2): an extra hit for a sword that still counts for his maximum rolled
        hits once exhausted (9.2.6), and that Birdsong refreshes: always."""
        return "yes"

    # -- items lost ------------------------------------------------------------------------------------------------

    def damage_choice(self, game, decision) -> str | None:
        def cost(o):
            if o.id == "shielded":  # a hit on shielded items costs nothing
                return 0.0
            if o.id == "ally_warrior":
                return -0.5
            item = o.data
            keep = self.item_keep(game, item["item"])
            return -(keep * (0.5 if item["exhausted"] else 1.0))
        return self.pick(decision, cost)

    def decide_vagabond_take_hit(self, game, decision):
        return self.damage_choice(game, decision)

    def decide_vagabond_full_removal(self, game, decision):
        return self.damage_choice(game, decision)

    def decide_vagabond_item_limit(self, game, decision):
        return self.pick(decision, lambda o: -self.item_keep(game, o.data["item"]) - (2.0 if o.data["damaged"] else 0))


def create(faction: str, seed: int = 0) -> VagabondBot:
    return VagabondBot(faction, seed)
