"""Every pluggy hook of rootcore, with what it is for, when it is called, what it returns, and the Law rule
it serves (DESIGN section 5). docs/hooks.md is the reference page; a test fails if a hook here is missing
from it.

Two plugin managers use these specs:

* the registry manager (one per process) calls `rootcore_register` on each discovered plugin module;
* each game has a manager in which only the components in play (faction, map and deck objects) are
  registered, so a hook only ever runs for what is on the table (games with the same components and no
  extra plugins share one).

Hooks that return a *generator* let a component ask decisions (for example, Field Hospitals asks the
Marquise whether to spend a card): the engine runs each returned generator with `yield from`. Returning
None means "nothing to do". Precedence between plugins is data (the order the Law gives, or the player
choosing, Law 1.1.3), never pluggy's registration order.
"""
from __future__ import annotations

import pluggy

hookspec = pluggy.HookspecMarker("rootcore")
hookimpl = pluggy.HookimplMarker("rootcore")

# Hooks whose answers the core may keep between questions when every implementation says it may (`answers_kept`).
# (Kept adjacency was measured and dropped: the `rootcore_adjacent` answers of the maps and the Exiles deck cost
# about as much to look up in a cache emptied at every building change as to ask; docs/performance.md.)
KEPT_ANSWER_HOOKS = ("rootcore_rule_bonus", "rootcore_rule_tie")

# Hooks that go in pairs: a plugin implementing the first must implement the second (checked when it is built).
# One reporting exhausted crafted items must count one off when such a copy is taken, or it would go on
# reporting a copy that has left the box.
PAIRED_HOOKS = {"rootcore_crafted_items_exhausted": "rootcore_crafted_item_taken"}


def answers_kept(implementation):
    """Mark a `rootcore_rule_bonus` or `rootcore_rule_tie` implementation (under `@hookimpl`) whose answer changes only
    when the core already forgets what it keeps, so that the core may keep its answers instead of asking at every
    question (the same answers, asked far less often). That holds when the answer depends on nothing but: the pieces
    in the clearing asked about; the game's ruleset settings; the cards in play areas (changed through
    `rootcore.rules.craft` and `rootcore.rules.cards.discard_from_play`, which announce it); and whatever else its
    plugin announces with `game.effects_changed()` whenever it changes. The invariant checker (`rootcore.testing`)
    compares every kept answer with a fresh one after each decision, so a change that is not announced fails there.
    A hook is kept only when all of its implementations are marked."""
    implementation.rootcore_answers_kept = True
    return implementation


class RegistrationSpecs:
    """Hooks of the process-wide registry manager."""

    @hookspec(historic=True)
    def rootcore_register(self, registry):
        """Add this plugin's components to the registry.

        Called once per plugin module when plugins are discovered (entry-point group `rootcore.plugins`,
        sorted by name). Call `registry.add_faction`, `add_map`, `add_deck`, `add_card_effect` and so on.
        Returns nothing.
        """


class GameSpecs:
    """Hooks of a single game's manager; implemented by component objects (Faction, MapComponent,
    DeckComponent subclasses) registered for the game in play."""

    # -- lifecycle --------------------------------------------------------------------------------

    @hookspec
    def rootcore_game_start(self, game):
        """Called once after setup (Law 5) and before the first turn. Returns nothing."""

    @hookspec
    def rootcore_phase_start(self, game, faction, phase):
        """"At start of" a phase (Law 1.4.1): called when `faction` begins `phase` ("birdsong", "daylight"
        or "evening"), after the dominance victory check of Birdsong (3.3.1) and before the phase's own
        steps. Return a generator of decisions, or None (nothing to do). The check and these effects are
        simultaneous and the player orders them (1.1.3): the core checks dominance again after each component's
        effect, and the effects of two or more components are ordered by a `turn.effect_order` decision."""

    @hookspec
    def rootcore_phase_open(self, game, faction, phase, first):
        """Effects usable at any time in a phase, outside its own steps (Law 1.4.1: after everything "at start
        of" it, before everything "at end of" it): called twice in `faction`'s `phase`, once after the start
        effects (`first` True) and once after the faction's own steps, before the end effects (`first` False). For
        cards used "in Birdsong" (Royal Claim, Stand and Deliver!, False Orders, Swap Meet) and effects usable at any
        time on a player's turn (Exposure, the Black Market). Return a generator of decisions, or None; ordered by
        the player as at a phase's start (1.1.3)."""

    @hookspec
    def rootcore_turn_begins(self, game, faction):
        """`faction`'s turn begins: before its Birdsong's dominance check (Law 3.3.1) and "at start of Birdsong"
        effects, which then see what this did, whichever plugin registered first. For a state that lasts the whole of
        a player's turn (the Borough Kings' mice, that player's warriors during its own turn, BK.2.4). Return a
        generator of decisions, or None. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_turn_ends(self, game, faction):
        """`faction`'s turn ends: after its Evening's "at end of" effects and the hirelings' end of turn (Law E.1), so
        that all of them still see a state lasting the whole turn (`rootcore_turn_begins`: the Borough Kings' mice,
        BK.2.4). Return a generator of decisions, or None. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_phase_end(self, game, faction, phase):
        """"At end of" a phase (Law 1.4.1): called after everything else in `faction`'s `phase`. Return a
        generator of decisions, or None; ordered by the player as at a phase's start (1.1.3)."""

    @hookspec
    def rootcore_game_over(self, game):
        """Called once when the game ends (a win by 30 VP or dominance, Law 3, or the turn cap). Returns
        nothing."""

    # -- rules extension points --------------------------------------------------------------------

    @hookspec(firstresult=True)
    def rootcore_rule_tie(self, game, clearing, tied):
        """Who rules a clearing where factions tie for the most warriors plus buildings (Law 2.5).

        `tied` is the list of tied faction ids; in a clearing holding only tokens or pawns, every player ties at
        zero, so an ability that needs a piece there (Lords of the Forest) must check for one.
        Return the one of `tied` that rules despite the tie (Lords of the Forest, 7.2.2), or None; any other
        answer is an error. The first non-None answer wins. Called only on ties, so it costs nothing in
        untied clearings."""

    @hookspec
    def rootcore_can_place(self, game, faction, piece, clearing):
        """May `faction` place a `piece` (a piece kind such as "warrior" or "sawmill") in `clearing`?

        Return False to forbid (the Keep, 6.2.2), True or None to allow. Any False forbids; placement by
        this rule is PLACE only, never MOVE (Law A4). Consulted on every placement."""

    @hookspec
    def rootcore_can_remove(self, game, remover, owner, clearing):
        """May `remover` (a faction, never None nor `owner`) remove `owner`'s pieces in `clearing`? Return False to
        forbid (a hireling's ability, Appendix E: the Stoic Protector shields its controller's pieces from enemies),
        True or None to allow; any False forbids. Asked by `rootcore.rules.pieces.remove` (the pieces stay and
        nothing scores), `rootcore.rules.battle.take_hits` (the hits there remove nothing) and `remove_enemy_pieces`
        (that owner is passed by), only while an implementation is in the game. No decisions."""

    @hookspec
    def rootcore_pieces_placed(self, game, faction, kind, clearing, count):
        """`count` pieces of `kind` of `faction` (warriors, buildings or tokens) were just placed in `clearing`
        (`rootcore.rules.pieces.place`), by whatever rule or effect placed them: for a component that must know when
        its pieces enter the map, whoever places them (a faction drawing its warriors from a bag of its own, say).
        Returns nothing; no decisions. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_pieces_relocated(self, game, faction, origin, destination, count):
        """`count` of `faction`'s warriors were just taken out of `origin` and placed in `destination`, the same
        pieces, by an effect that neither moves nor removes them (`rootcore.rules.pieces.relocate_warriors`: the
        Winged Menace's Dark Passage, Outsiders WM.2.4.II): a component keeping track of which of a faction's
        warriors are where (the Borough Kings' mice, BK.2.3-BK.2.4) follows them. Return a generator to ask decisions
        (of any player), or None. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_warriors_returned(self, game, faction, clearing, count, held):
        """`count` of `faction`'s warriors just left `clearing` for their supply, neither removed nor moved
        (`rootcore.rules.pieces.return_warriors`: a swap, G.1.31, the Croakers Coven's Transform; or, through
        `pieces.warriors_swapped_out`, for a holding place: the Order of the Forest's Witness): a component telling
        a faction's warriors apart (the Twelve Colonies' turtles, the Borough Kings' mice) brings its tally there down
        to the warriors left. `held`: the holding place they went to instead of the supply (a card keeping removed
        warriors, Coffin Makers: `"card:12"`), or None (rootcore 0.3.83). Returns nothing; no decisions. Asked only
        while an implementation is in the game."""

    @hookspec
    def rootcore_buildings_placed(self, game, faction, kind, clearing, count):
        """`count` buildings of `kind` of `faction` were just placed in `clearing` (`rootcore.rules.pieces.place`),
        for a component that keeps track of which slot a building stands in (Elder Treetop's, Appendix F).
        Returns nothing; no decisions. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_buildings_removed(self, game, owner, kind, clearing, count, remover):
        """`count` buildings of `kind` of `owner` were just removed from `clearing` by `remover` (a faction or
        None) and the VP of Law 3.2.1 scored (`rootcore.rules.pieces.remove`), before any removal trigger: for a
        component scoring more for a building removed from its slot (Elder Treetop, Appendix F). Returns
        nothing; no decisions. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_moved(self, game, faction, origin, destination, pieces):
        """After `faction` moved `pieces` ({kind: count}, e.g. {"warrior": 2}) from `origin` to
        `destination` (Law 4.2). The key "warrior" counts every warrior moved, whoever owns them; when they are
        not the mover's (the Vagabond moves Allied warriors, 9.2.9.II.b), and only then, "warriors_of"
        (`move.WARRIORS_OF`) names their owner (the one value that is no count). "pawn" counts the mover's pawn;
        "fixed", when present, how many of the warriors moved no effect may remove outside battle (the Hundreds'
        warlord, 14.2.2); any other key, a token kind that went along (a relic the Keepers carry, 15.2.4, added by
        `rootcore_during_move`). Return a generator (an effect the move triggers, e.g. Outrage, 8.2.6, when warriors
        enter a sympathetic clearing) or None. Asked right after the move; the generator runs once the action the
        move belongs to is over, since nothing interrupts an action (Law 1.4.2: after both moves of the Marquise's
        March, `rootcore.rules.move.one_action`).
        Factions with their own movement call `rootcore.rules.move.after_move` so this runs for every move."""

    @hookspec
    def rootcore_during_move(self, game, faction, origin, destination, pieces):
        """Part of a move itself (Law 4.2), run at once, before anything the move triggers (`rootcore_moved`)
        and before the action it belongs to goes on: the Ferry following the movers and its card (C.2.5).
        Same arguments as `rootcore_moved`; return a generator (a question about the move) or None. An
        implementation whose pieces go along with the movers (relics carried, 15.2.4) adds them to `pieces` under
        their kind, so that `rootcore_moved` sees them. Not called for a move by no path (`move.after_move(...,
        along_path=False)`). The effects run in the implementations' order (last registered first); one that says which
        of the mover's pieces moved (the Borough Kings' mice among their warriors) is marked `@hookimpl(tryfirst=True)`,
        so that another effect taking a moving piece (the Highway Bandits' robbery) finds them told apart."""

    @hookspec
    def rootcore_battle_start(self, game, battle):
        """At the start of a battle (Law 4.3): its clearing, attacker and defender are chosen (and any price of
        `rootcore_battle_cost` paid), before any ambush (4.3.1). Return a generator to ask decisions (of any
        player), or None. Asked only while an implementation is in the game. Example: the Winged Menace may swap
        its face-down FIGHT and FRIGHT cards (Outsiders WM.2.2)."""

    @hookspec(firstresult=True)
    def rootcore_battle_deal_hits(self, game, battle, side, hits):
        """Battle step 4 (Law 4.3.4): `side` is about to deal `hits` to the other side. Return a generator that
        deals them another way and returns (via generator return) the list of Removals it made (often empty), or
        None for the usual way (the other side takes them, `Faction.take_hits`). Not asked for an ambush's hits
        (4.3.1.II). Asked only while an implementation is in the game. Example: the Winged Menace's FRIGHT, whose
        hits move enemy warriors out of the clearing instead (Outsiders WM.2.2.II)."""

    @hookspec
    def rootcore_battle_before_roll(self, game, battle):
        """Between battle steps 1 and 2: after any ambush (Law 4.3.1) left the battle going, before the dice
        (4.3.2). Add to `battle.added_max_hits[side]` to raise that side's maximum rolled hits (4.3.2.I), such as
        a Vagabond character the defender enlists (Appendix D.5.2); return a generator to ask decisions, or None.
        Asked only while an implementation is in the game."""

    @hookspec(firstresult=True)
    def rootcore_high_roll(self, game, battle):
        """Battle step 2 (Law 4.3.2): who takes the higher roll, "defender" (Guerrilla War, 8.2.2; the Twelve
        Colonies' Defensio Optimum) or "attacker", or None for the usual (the attacker). A question about the state:
        bots ask it of a scratch Battle to estimate a battle (`bots.defender_rolls_high`), so an implementation
        answers and changes nothing. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_battle_rolled(self, game, battle):
        """Right after the dice of battle step 2 (Law 4.3.2), before hits are capped, in a battle being fought: announce
        what the roll reveals (the Winged Menace's Active Card, WM.2.2). Who takes the higher roll is
        `rootcore_high_roll`'s answer (an implementation setting `battle.high_roll_to` here still counts, but bots
        estimating a battle do not see it). Returns nothing."""

    @hookspec(firstresult=True)
    def rootcore_is_enemy(self, game, faction, other):
        """Is `other` an enemy of `faction` (Law G.1.8)? Return False for allies (coalitions, 9.2.8),
        or None to keep the default (every other player is an enemy)."""

    @hookspec
    def rootcore_winners(self, game, winners, reason):
        """The game is being won by `winners` for `reason` ("score" or "dominance"). Return a list of
        further factions that win with them (a Vagabond in coalition, 9.2.8), or None."""

    @hookspec
    def rootcore_battle_effects(self, game, battle, side):
        """Step 3 of battle (Law 4.3.3): effects that change the hits of `side` ("attacker" or
        "defender") in `battle` (a `rootcore.rules.battle.Battle`), such as extra hits (the Eyrie
        Commander, 7.8.3). Mutate `battle.extra_hits[side]` etc.; return a generator to ask decisions
        (optional effects), or None. The attacker's effects run first unless the attacker chooses
        otherwise (1.1.3)."""

    @hookspec
    def rootcore_battle_hits_dealt(self, game, battle, side, removals):
        """`side` of `battle` has just dealt hits (the ambush's two, Law 4.3.1.II, or step 4's, 4.3.4) and made
        `removals`, not yet added to `battle.removed[side]` (which holds what it removed earlier in this battle).
        Called inside the same simultaneous-scoring step as the hits, so points scored here count with them for
        Law 3.1 (the Eyrie Despot, 7.8.4). Returns nothing; no decisions."""

    @hookspec
    def rootcore_battle_ignored_hits(self, game, battle, side):
        """How many hits `side` ("attacker" or "defender") of `battle` ignores in the whole battle: the first that
        many dealt to it (the ambush's, Law 4.3.1.II, then step 4's, 4.3.4) are not taken (the Colonies' Hard Shelled
        turtles, TC.2.2.I; Dazzle, CC.2.3.II); hits that can remove nothing (a removal veto) are not counted. Return a
        number or None; answers add up, and add to `rootcore_battle_ignores_first_hit`. Asked only while an
        implementation is in the game. No decisions."""

    @hookspec
    def rootcore_battle_ignores_first_hit(self, game, battle, side):
        """Whether `side` of `battle` ignores the first hit dealt to it in the battle, an ambush's included: the
        Hundreds' Stubborn (Law 14.7.7), the Keepers' Devout Knights (15.2.4), the Badger Bodyguards hireling. Such
        abilities do not combine (14.7.7): however many answer True, one hit is ignored, beside any counted by
        `rootcore_battle_ignored_hits`. Return True or None. Asked only while an implementation is in the game. No
        decisions."""

    @hookspec
    def rootcore_battle_end(self, game, battle):
        """After all hits of a battle are dealt and their removal effects resolved (Law 4.3.4). `battle`
        records what each side removed (`battle.removed`). Return a generator, or None."""

    @hookspec
    def rootcore_pieces_removed(self, game, removal):
        """Pieces of one faction were removed from one clearing (`removal`: a
        `rootcore.rules.pieces.Removal` with clearing, owner, counts by kind, remover and cause).

        Called after every piece removed simultaneously has left the map (1.1.3), once per removal
        record; return a generator (e.g. Field Hospitals asks the Marquise, 6.2.3) or None. When several
        effects trigger, the player taking the turn orders them (1.1.3), or in battle the side taking hits
        (4.3.4)."""

    @hookspec(firstresult=True)
    def rootcore_crafted_item_vp(self, game, faction, card, vp):
        """The VP `faction` scores for crafting the item card `card` (a CardDef) whose printed value is
        `vp` (Law 3.2.2). Return a replacement number (Disdain for Trade, 7.2.3), or None to keep `vp`."""

    @hookspec
    def rootcore_item_sources(self, game, faction, item):
        """Places other than the supply from which `faction` may take `item` when crafting an item card (Law 4.1.2;
        the Legendary Forge). Return `(option, take)` or None: `take(game, faction, item)` removes the item from that
        place and returns a generator (or None) run once the craft is scored. Asked only in games with an
        implementation; the crafter chooses when the supply holds the item too."""

    @hookspec
    def rootcore_daylight_options(self, game, faction):
        """Effects `faction` may use "at any time" in its own Daylight (Law 1.4.1), such as card effects
        usable once per Daylight. Called each time a Daylight menu of `faction` is built (its crafting
        step and its action menus, wherever the dominance options of 3.3 are offered). Return a list of
        `(option, resolve)` pairs, or None: `option` is an Option whose id is unique in the game,
        `resolve(game, faction, option)` returns a generator (or None) run when that option is chosen.
        Menus get them through `rootcore.rules.cards.daylight_extras` (which prefixes each id with
        "extra:") and run the chosen one with `rootcore.rules.cards.resolve_daylight_extra`."""

    @hookspec
    def rootcore_can_ambush(self, game, battle):
        """May the defender of `battle` play an ambush card in step 1 of battle (Law 4.3.1)? Return False
        to forbid (an attacker whom ambush cards cannot affect), True or None to allow; any False
        forbids. Asked only when the defender holds a matching ambush card."""

    @hookspec
    def rootcore_battle_cost(self, game, attacker, clearing, defender):
        """The price `attacker` pays to battle `defender` in `clearing` (Law 4.3), such as a card to discard first (a
        hireling's ability, Appendix E: the Spring Uprising). Return None (no price), False (`attacker` cannot pay:
        `rootcore.rules.battle.defenders` leaves `defender` out there), or a generator that pays it, run as the
        battle begins, before any ambush (4.3.1). Asked only while an implementation is in the game. An action
        spending cards before its battle asks `battle.can_pay_after_spending`; `battle.fight` raises a RootcoreError
        for a price that cannot be paid."""

    @hookspec
    def rootcore_move_instead_of_battle(self, game, attacker, clearing):
        """Whether battles in `clearing` are replaced by a move for `attacker`: where it would battle there (its
        fighters and an enemy are there) but may not, it may move out of the clearing instead, by its own move
        rules (`Faction.take_move` with `origin`), and that move stands for the battle. Return True, or None. The
        ban itself is a `rootcore_battle_cost` of False. Asked by `rootcore.rules.battle.can_battle` and
        `take_battle` only while an implementation is in the game. Example: the Twelve Colonies' Pax Laws
        (Outsiders TC.2.3 I, V, IX)."""

    @hookspec
    def rootcore_adjacent(self, game, faction, origin, moving):
        """Changes to which clearings are adjacent to clearing `origin` (Law 2.2.1, G.1.2) in this game:
        closed paths that link nothing (Law C.3.2), extra links (a ferry, C.2.5). `faction` is who
        asks, or None for the map alone; `moving` is True when the question is where `faction` may move to
        (4.2), so movement-only links (a ferry) answer only then. Return None, or a dict with "block"
        (clearings whose printed path to `origin` does not count) and/or "add" (clearings linked anyway), and,
        for a move, "ignore_rule": adjacent clearings `faction` may move to whoever rules either end (4.2.1 set
        aside along those links: the Riverfolk's Swimmers, 11.2.2; read by `rootcore.rules.adjacency.rule_free`)
        or "closed": True, no move of `faction` leaves `origin` by any link, another answer's additions too (the
        Corvids' snare, 13.7.2; set aside for a move that ignores such effects, the Vagabond's Slip, 9.4.2).
        Answers combine: every block, then every addition. Called through
        `rootcore.rules.adjacency.adjacent`, which `rootcore.rules.move.destinations` and every other
        adjacency question use; resolved once per game, so maps without it cost nothing."""

    @hookspec
    def rootcore_rule_bonus(self, game, clearing):
        """Extra strength toward rule in `clearing` (Law 2.5) beyond warriors plus buildings: return a dict
        {faction: extra} (tokens that count toward rule, each as two pieces, for a card such as Soup
        Kitchens) or None. Answers add up. Called by `rootcore.rules.rule.rules` for every clearing it
        rules on, before ties are looked at, through the per-game dispatch table: keep it cheap, and mark it
        `@answers_kept` when it can (rule is then kept between questions, as in games without bonuses)."""

    @hookspec
    def rootcore_borrowed_warriors(self, game, faction, clearing, enemy):
        """Warriors of other factions that `faction` treats as its own in `clearing` (Riverfolk Mercenaries,
        Law 11.2.7.III): for rule (`enemy` None) or for battle against `enemy`. Return {lender: count} or None;
        answers add up, each capped at the lender's warriors there, and a lender's warriors never fight the lender
        (the core leaves them out when `enemy` is the lender). For rule they count for the borrower instead of
        the lender; never for dominance (3.3). In battle they let the borrower attack where they are its only
        warriors, count for its maximum rolled hits (4.3.2.I) and against "defenseless" (4.3.3.II), and take
        every second hit (11.2.7.III.a): the Removal of such warriors is the lender's, with `fought_for` the
        borrower. Rule is kept with the pieces, so the answer may depend only on the pieces in `clearing` and on
        state the plugin announces with `game.effects_changed()` (a loan beginning or ending). Asked through
        `rootcore.rules.pieces.borrowed_warriors` only while an implementation is in the game."""

    @hookspec
    def rootcore_shared_rule(self, game, clearing):
        """Factions that rule `clearing` together with the faction that rules it (Law 2.5): an ability letting
        two players rule one clearing at once, such as the Bone Patrol's Guard Dogs (Outsiders BP.2.3). Return a
        list of faction ids or None; answers add up. `rootcore.rules.rule.rules` still answers the one ruler the
        pieces give; every question "does F rule C?" asks `rootcore.rules.rule.shares_rule` when that answer is
        not F (move 4.2.1, dominance 3.3.1, `ruled_by`, `is_ruler`, and the plugins' build, recruit and scoring
        checks). Asked only while an implementation is in the game, so other games pay one set lookup per such
        question; never kept, so an answer may depend on anything in the state. No decisions."""

    @hookspec
    def rootcore_move_ignores_rule(self, game, faction):
        """Does `faction` ignore rule when it moves (Law 4.2.1), by an effect such as the Corvid Planners
        card? Return True to let every move of `faction` go to any adjacent clearing; None otherwise. Any
        True wins. Asked by `rootcore.rules.move.destinations` (so by every move built on it); an effect
        that grants one move ignoring rule passes `ignore_rule=True` there instead."""

    @hookspec
    def rootcore_move_locked(self, game, faction, clearing):
        """Which of `faction`'s pieces in `clearing` no move may take out now (Law 4.2), as an effect such as the
        Popular Band hireling's says (enemies' pieces stay in a Band clearing the turn they entered it). Return
        {kind: count} or None, with the kinds of `rootcore_moved`: "warrior" (how many warriors), "fixed" (how many
        of those are ones `Faction.fixed_warriors` names: the warlord, 14.2.2), "pawn", a token kind (a relic: an
        implementation that moves tokens with warriors leaves those locked behind); answers add up, each at most
        what is there. Read through `rootcore.rules.pieces.locked` by every count of warriors a move takes
        (`pieces.free_warriors(..., moving=True)`, `pieces.movable_warriors`), asked only while an implementation is
        in the game. An implementation also answers `rootcore_adjacent` with "closed" where every such piece of
        `faction` is locked (the pawn, or all its warriors), so that no menu offers a move from there. Removal,
        placement and swaps are no moves (G.1.31): not asked. No decisions."""

    @hookspec
    def rootcore_allied_warriors(self, game, faction, clearing):
        """Warriors of other factions that `faction` (a Vagabond) may use in `clearing` by the rules for Allied
        warriors (Law 9.2.9.II.b-d: moving with him, attacking with him, taking his hits) whatever his relationships,
        without these ever changing his relationship with their owner: the Borough Kings' mice during his turn
        (BK.2.4.I). Return {owner: count} or None; answers add up, each capped at the owner's warriors there. Read by
        the Vagabond plugin (`Vagabond.extra_allies`), asked only in games with an implementation. No decisions."""

    @hookspec(firstresult=True)
    def rootcore_return_to_supply(self, game, owner, kind, count):
        """`count` pieces of kind `kind` of faction `owner` are about to return to their supply (G.1.22:
        removed pieces, or pieces an effect sends back). Return the id of a holding place (a string such as
        "card:12", for a card that keeps removed warriors instead, like Coffin Makers) to put them there
        instead of the supply, or None. The first non-None answer wins. The core keeps the held pieces in
        `game.state.data["held_pieces"]` (counted by piece conservation, 1.5.1, and recorded on the
        `Removal`, so that an effect placing "those warriors", Field Hospitals 6.2.3, takes them back
        from there); the component returns them with `rootcore.rules.pieces.release_held`. Pieces going
        back to a track or out of the game are not asked about."""

    @hookspec
    def rootcore_held_moved(self, game, owner, kind, count, source, destination):
        """`count` pieces of kind `kind` of faction `owner` just left holding place `source` for holding place
        `destination`, or for their supply (or track, or out of the game) when `destination` is None:
        `rootcore.rules.pieces.move_held` and `release_held`. For a component telling apart pieces the core counts
        as one kind (the Borough Kings' mice among their warriors, BK.2.3) that follows them. Pieces put into a
        holding place are not told of here: the caller of `hold` knows, and a removal records it (`Removal.held`).
        Returns nothing; no decisions. Asked only while an implementation is in the game."""

    @hookspec
    def rootcore_can_craft(self, game, faction, card):
        """May `faction` craft `card` (a card number) now (Law 4.1)? Return False to forbid (a rule forbidding
        crafting while it lasts), True or None to allow; any False forbids. Asked by
        `rootcore.rules.craft.can_craft`, after the card's kind and before its cost, only in games with an
        implementation. What was crafted before is not its concern. No decisions."""

    @hookspec
    def rootcore_item_crafted(self, game, faction, card):
        """`faction` has crafted the item card `card` (a CardDef, Law 4.1.2) and scored its VP (3.2.2).
        For effects that trigger whenever an item is crafted: an extra VP for the crafter (Master
        Engravers), a card for another player (Murine Broker). Return a generator or None."""

    @hookspec
    def rootcore_crafted_card_replacements(self, game, faction, card):
        """`faction` has crafted the item card `card` (a card number) and is about to discard it (Law 4.1.2), for an
        effect such as the Mole Artisans hireling's ("reveal it instead; it returns to your hand later"). Return a
        list of `(option, resolve)` pairs or None: `faction` then chooses between discarding and each option (ids
        other than "discard"); `resolve(game, faction, option)` puts the card somewhere else and returns a
        generator or None. Asked only while an implementation is in the game, through
        `rootcore.rules.craft.resolve`."""

    @hookspec
    def rootcore_crafted_items_exhausted(self, game, faction):
        """Which items in `faction`'s Crafted Items box are exhausted. Nothing in crafting exhausts an item (Law
        4.1.2), so they enter it face up, but a card's effect may exhaust one there. Return {item kind: how many
        copies are exhausted}, or None for none. Answers add up, each kind capped at the copies in the box.
        Asked through `rootcore.rules.craft.exhausted_crafted_items` when a taker chooses a copy (Aid, 9.5.4;
        Looters, 14.2.5), so a plugin reporting exhausted copies also implements `rootcore_crafted_item_taken`
        (`PAIRED_HOOKS`)."""

    @hookspec(firstresult=True)
    def rootcore_crafted_item_taken(self, game, owner, item, exhausted, taker):
        """`taker` has taken one `item` (a kind, such as "boot") out of `owner`'s Crafted Items box (Aid, Law
        9.5.4; Looters, 14.2.5); `exhausted` says whether that copy was an exhausted one
        (`rootcore_crafted_items_exhausted`). Called after the copy has left the box. A plugin whose exhausted
        copy it was counts it off and returns True: the question stops there, so that when several plugins
        report exhausted copies of one kind only one of them loses one. Otherwise return None (a face-up copy
        taken: every implementation is asked, and none has anything to count off). No decisions. Called by
        `rootcore.rules.craft.take_crafted_item`."""

    @hookspec(firstresult=True)
    def rootcore_card_discarded(self, game, card):
        """`card` (a card number) is being discarded or spent by anyone (Law 2.1; a dominance card too, which would
        otherwise become available, 3.3.3), through `rootcore.rules.cards.discard`, after it has left where it was.
        Put it somewhere else and return True to keep it out of the discard pile (the Lizard Cult's Lost Souls
        pile, 10.2.6), or return None. The first True wins. Asked only while an implementation is in the game, so
        other games pay nothing per card; `rootcore.rules.cards.discard(..., redirect=False)` discards without
        asking (for the implementation emptying its own pile). No decisions."""

    @hookspec
    def rootcore_draw_replacements(self, game, faction, count):
        """`faction` is about to draw `count` cards in a draw step that effects may replace (the Evening
        draw of each faction, Law 6.6, 7.6.2, 8.6.2, 9.6.2, run through `rootcore.rules.cards.draw_step`),
        for a card such as Informants ("instead of drawing, take an ambush card from the discard pile").
        Return a list of `(option, resolve)` pairs or None: `faction` then chooses between drawing and
        each option; `resolve(game, faction, option)` returns a generator (or None) run instead of the
        draw. Option ids must not be "draw"."""
