"""The Wakhan automa as a seat of the table (a mixin of :class:`~.rules.PaxPamir`): its options,
its place in the turn order, its turn driven by the model from its cards, its answers to every
decision the rules put to it, and the end of a game it plays in.

Wakhan is not a bot: what it does follows from its cards and the position alone (the draws of its
deck come from the game's seed), through the decision rules of :mod:`.wakhan`. It is the seat after
the human seats' numbers (seat 1 in a solo game, seat 2 beside two players) and plays second in the
turn order; it takes the first turn once the players have chosen their loyalties.

Facts from Board Game Arena's public implementation FransBongers/bga-pax-pamir (its Wakhan turn,
radicalize, impact icon, discard, dominance and end-of-game modules), in this package's own code:

* Wakhan plays in games of one or two players (Board Game Arena's "Wakhan opponent" option for two;
  always in a solo game). The market deck is built as for one more player. Wakhan starts with four
  rupees and no loyalty of its own: its *pragmatic loyalty* is read from its current card.
* Its moves: each point of a move moves an army by its rules (roads are not needed, as in the
  source), else with the spy movement variant a spy one step.
* Its turn: draw a card; blackmail at the start of the turn if it can; then its two actions: before
  each one its ambition (buying a Dominance Check), else the front's next action in turn, three
  failures in a row ending the turn; then one free action of each of its unused cards of the favoured
  suit (the first of the card's actions it can carry out); then cleanup like any player.
* Radicalize: buy the card and play it at once to the court end of the red arrow, paying a ruler's
  bribe in full (a card it cannot pay for is discarded). Its road icons all go along the border order
  of the card's region. It never changes loyalty: patriots of every coalition may sit in its court,
  and it takes every prize.
* It asks for the full bribe and never negotiates; it pays bribes in full. It does not discard cards
  for a leverage debt it cannot pay in rupees.
* At a successful Dominance Check it counts as loyal to the dominant coalition, with its influence
  in that coalition (1, that coalition's patriots and prizes, its gifts).
* The end: a lead of four points after a check wins at once, Wakhan's lead too. A player beats
  Wakhan with more points, or as many points and at least as good a tie-break (military stars, then
  rupees); when no player beats Wakhan, Wakhan wins and nobody at the table does.
* Board Game Arena's variants: savvy purchasing, spy movement and steadfast pragmatic loyalty, one
  by one ("custom") or all three ("improved").
"""

from __future__ import annotations

from ...engine import OptionError
from . import wakhan as wk
from .data import CARD, WAKHAN_CARDS

WAKHAN_COLOR = "#8a70b2"
VARIANTS = ("savvy_purchasing", "spy_movement", "steadfast_loyalty")
_BACKS = {w.id: (w.columns, w.row_side) for w in WAKHAN_CARDS}


class WakhanSeat:
    wakhan_seat = None
    wk = None

    # ------------------------------------------------------------------ options and setup
    def _wakhan_options(self) -> None:
        """Read the Wakhan options: ``self.wakhan_seat`` (None without Wakhan), the variants, the
        table's seat count ``self.nseats`` and its turn order ``self.order``."""
        mode = self.opts.get("wakhan", "off")
        if self.players == 1 and mode == "off":
            mode = "rulebook"                   # a solo game is always against Wakhan
        chosen = [v for v in VARIANTS if self.opts.get(v)]
        if mode != "off" and self.players > 2:
            raise OptionError(f"Wakhan joins games of one or two players, not {self.players} "
                              f"(option 'wakhan' must be 'off').")
        if chosen and mode != "custom":
            raise OptionError(f"Option {chosen[0]!r} is a Wakhan variant chosen one by one with wakhan='custom' "
                              f"('improved' plays all three); here wakhan is {mode!r}.")
        self.wakhan_mode = mode
        self.variant = {v: mode == "improved" or (mode == "custom" and bool(self.opts.get(v))) for v in VARIANTS}
        if mode == "off":
            self.wakhan_seat = None
            self.nseats = self.players
            self.order = list(range(self.players))
        else:
            self.wakhan_seat = self.players
            self.nseats = self.players + 1
            self.order = [0, self.wakhan_seat] + list(range(1, self.players))
        self.wk = None
        self.wk_log: list = []
        self.wk_marks: list = []           # the board elements Wakhan's last turn touched

    def seat_name(self, seat) -> str:
        if seat is not None and seat == self.wakhan_seat:
            return "Wakhan"
        return super().seat_name(seat)

    def seat_color(self, seat: int) -> str:
        if seat == self.wakhan_seat:
            return WAKHAN_COLOR
        return super().seat_color(seat)

    def next_seat(self, seat: int) -> int:
        return self.order[(self.order.index(seat) + 1) % len(self.order)]

    def is_wakhan(self, seat) -> bool:
        return seat is not None and seat == self.wakhan_seat

    def loyal_to(self, coalition: str) -> list:
        """(seat, influence) of the seats a successful check in ``coalition`` scores: the players
        loyal to it, and Wakhan with its influence there."""
        return [(s, self.influence(s, coalition)) for s in range(self.nseats)
                if self.ps[s]["loyalty"] == coalition or s == self.wakhan_seat]

    def _sync_wakhan(self) -> None:
        """Wakhan's loyalty is its pragmatic loyalty, read again whenever the position moves."""
        w = self.wakhan_seat
        if w is not None and self.wk and self.wk["discard"]:
            self.ps[w]["loyalty"] = wk.pragmatic_loyalty(self, w, self.wk, self.variant["steadfast_loyalty"])

    def _wmark(self, ids) -> None:
        self.wk_marks.extend(i for i in ids if i not in self.wk_marks)

    def _wsay(self, text: str) -> None:
        self.wk_log.append(text)
        del self.wk_log[:-14]
        self.say(text, seat=self.wakhan_seat)

    # ------------------------------------------------------------------ its turn
    def _wakhan_start(self) -> None:
        w = self.wakhan_seat
        self.turn = {"seat": w, "actions": 2, "used": [], "n": self.turn.get("n", 0) + 1, "index": 0, "skipped": 0}
        self.blocked = set()
        self.wk_log = []
        self.wk_marks = []
        wk.draw(self.wk, self.rng)
        self._sync_wakhan()
        front = wk.front(self.wk)
        self._wsay(f"Wakhan draws card {front.id}: {', '.join(ACTION_WORDS[a] for a in front.actions)}; "
                   f"red arrow {wk.red_arrow(self.wk).replace('_', '-')}, column {wk.column(self.wk)}; "
                   f"loyal to the {(self.ps[w]['loyalty'] or 'no').title()} coalition.")
        self.stack.append({"kind": "do_wakhan_end", "seat": w})
        self.stack.append({"kind": "do_wakhan_bonus", "seat": w})
        self.stack.append({"kind": "do_wakhan_act", "seat": w})
        if self._blackmail_targets(w):
            self.stack.append({"kind": "blackmail", "seat": w})

    def _do_wakhan_act(self, d: dict) -> None:
        """One of Wakhan's two actions (or a skipped one); the step stays on the stack until the two
        are done or three in a row failed."""
        w, t = self.wakhan_seat, self.turn
        if t["actions"] <= 0 or t["skipped"] >= 3:
            return
        self.stack.append({"kind": "do_wakhan_act", "seat": w})
        slot = wk.ambition(self, w)
        if slot is not None:
            self._wsay(f"Wakhan's ambition: it buys the Dominance Check at {'ab'[slot[0]]}{slot[1]}.")
            t["actions"] -= 1
            t["skipped"] = 0
            self._buy(w, *slot)
            return
        front = wk.front(self.wk)
        action = front.actions[t["index"]]
        t["index"] = (t["index"] + 1) % 3
        if self._wakhan_perform(action):
            t["skipped"] = 0
        else:
            t["skipped"] += 1
            self._wsay(f"Wakhan cannot {ACTION_WORDS[action]}: the next instruction.")

    def _wakhan_perform(self, action: str) -> bool:
        w = self.wakhan_seat
        if action == "radicalize" or action.startswith("radicalize_"):
            if action == "radicalize":
                slot = wk.radicalize_target(self, w, self.wk, self.variant["savvy_purchasing"])
            else:
                slot = wk.instruction_target(self, w, self.wk, action, self.variant["steadfast_loyalty"])
            if slot is None:
                return False
            self._wakhan_radicalize(slot)
            return True
        if action.startswith("battle_highest"):
            cid = wk.action_card(self, w, "battle")
            target = wk.battle_court_target(self, w)
            if cid is None or target is None:
                return False
            self.turn["battle_site"] = str(target)
            self._wakhan_use(cid, "battle")
            return True
        cid = wk.action_card(self, w, action)
        if cid is None or not self._wakhan_can(action, cid):
            return False
        self._wakhan_use(cid, action)
        return True

    def _wakhan_can(self, action: str, cid: int) -> bool:
        """Whether Wakhan's rules give ``action`` with card ``cid`` something to do now."""
        w, state = self.wakhan_seat, self.wk
        if action == "tax":
            return bool(wk.tax_takes(self, w, state, CARD[cid].rank))
        if action == "gift":
            low = self.lowest_gift(w)
            return low is not None and low + self._hostage_bribe(w, cid)[1] <= self.ps[w]["rupees"]
        if action == "build":
            return (wk.build_plan(self, w, state) is not None
                    and 2 + self._hostage_bribe(w, cid)[1] <= self.ps[w]["rupees"])
        if action == "move":
            return self._wakhan_move_step() != "done"
        if action == "betray":
            return (wk.betray_target(self, w) is not None
                    and 2 + self._hostage_bribe(w, cid)[1] <= self.ps[w]["rupees"])
        if action == "battle":
            return wk.battle_plan(self, w, state, CARD[cid].rank, self.variant["steadfast_loyalty"]) is not None
        return False

    def _wakhan_use(self, cid: int, action: str) -> None:
        """A card action of Wakhan, through the same steps as a player's (its choices come from
        :meth:`_wakhan_choice`)."""
        w = self.wakhan_seat
        if action == "build":
            plan = wk.build_plan(self, w, self.wk)
            self.turn["build"] = list(plan) if plan else None
        self._wsay(self.describe(f"{action} {cid}", w))
        self._wmark([f"act-{action}-{cid}"])
        self._main(w, [action, str(cid)])

    def _wakhan_radicalize(self, slot: tuple) -> None:
        w = self.wakhan_seat
        r, c = slot
        cid = self.market[r][c]
        from .data import card_title
        self._wsay(f"Wakhan radicalizes {card_title(cid)} from {'ab'[r]}{c} for {self.buy_cost(w, r, c)} rupees.")
        self.turn["actions"] -= 1
        self._buy(w, r, c)
        if cid in CARD:
            self._wakhan_play_card(cid)

    def _wakhan_play_card(self, cid: int) -> None:
        """Play a card from Wakhan's hand to its court: a ruler's bribe is paid in full, or the card
        is discarded when Wakhan cannot pay it."""
        w = self.wakhan_seat
        ruler, amount = self._play_bribe(w, cid)
        if amount > self.ps[w]["rupees"]:
            self.ps[w]["hand"].remove(cid)
            self.discard.append(cid)
            self._wsay(f"Wakhan cannot pay the bribe of {amount} for {CARD[cid].name}: it is discarded.")
            return
        if amount:
            self._pay(w, ruler, amount)
            self._wsay(f"Wakhan pays {self.seat_name(ruler)} a bribe of {amount}.")
        side = wk.court_side(self.wk)
        self._wsay(f"Wakhan plays {CARD[cid].name} to the {side} of its court.")
        self._wmark([f"card-{cid}", f"region-{CARD[cid].region}"])
        self.stack.append({"kind": "do_play", "seat": w, "card": cid, "side": side})

    def _do_wakhan_hand(self, d: dict) -> None:
        """Cards that came into Wakhan's hand (a swap of hands) are played at once, in random order."""
        hand = list(self.ps[self.wakhan_seat]["hand"])
        self.rng.shuffle(hand)
        for cid in reversed(hand):
            self.stack.append({"kind": "do_wakhan_card", "seat": self.wakhan_seat, "card": cid})

    def _do_wakhan_card(self, d: dict) -> None:
        if d["card"] in self.ps[self.wakhan_seat]["hand"]:
            self._wakhan_play_card(d["card"])

    def _do_wakhan_bonus(self, d: dict) -> None:
        """After its two actions, each unused court card of the favoured suit gives Wakhan one free
        action, in court order."""
        w = self.wakhan_seat
        cards = [c for c in self.ps[w]["court"] if c not in self.turn["used"] and self.is_favoured(w, c)]
        for cid in reversed(cards):
            self.stack.append({"kind": "do_wakhan_free", "seat": w, "card": cid})

    def _do_wakhan_free(self, d: dict) -> None:
        w, cid = self.wakhan_seat, d["card"]
        if cid not in self.ps[w]["court"] or cid in self.turn["used"] or not self.is_favoured(w, cid):
            return
        for action in CARD[cid].actions.split():
            if self._wakhan_can(action, cid):
                self._wakhan_use(cid, action)
                return

    def _do_wakhan_end(self, d: dict) -> None:
        self._end_turn()

    # ------------------------------------------------------------------ its decisions
    def _wakhan_decide(self, d: dict) -> None:
        w = self.wakhan_seat
        action = self._wakhan_choice(d)
        self._wsay(self.describe(action, w))
        self._wmark(self.parts(action, w))
        self.last[w] = action
        self._answer(w, d, action.split())

    def _wakhan_move_step(self) -> str:
        """One point of Wakhan's move: its next army move (roads are not needed, as in the source),
        else with the spy movement variant its next spy move, else ``done``."""
        w = self.wakhan_seat
        legal = self._move_options(w, 1)
        step = wk.army_move(self, w, self.wk, self.variant["steadfast_loyalty"])
        if step is not None and f"{step[0]} {step[1]}-{step[2]}" in legal:
            return f"{step[0]} {step[1]}-{step[2]}"
        if self.variant["spy_movement"]:
            spy = wk.idle_spy_move(self, w)
            if spy is not None and f"spy {spy[0]}-{spy[1]}" in legal:
                return f"spy {spy[0]}-{spy[1]}"
        return "done"

    def _wakhan_choice(self, d: dict) -> str:
        """The action Wakhan's rules take for decision ``d`` (one of the legal actions)."""
        w, state, t = self.wakhan_seat, self.wk, self.turn
        legal = self._decision_actions(d)
        k = d["kind"]
        pick = None
        if k == "blackmail":
            cid = wk.highest_priority(self, w, self._blackmail_targets(w))
            pick = f"spy {cid}" if cid is not None else "skip"
        elif k == "tax":
            takes = wk.tax_takes(self, w, state, d["n"])
            pick = takes[0] if takes else "done"
        elif k == "gift":
            pick = min(legal, key=lambda a: int(a.split()[1]))
        elif k == "build":
            plan = t.get("build")
            if plan and (d.get("extra") or d["placed"] < plan[1]):
                pick = f"army {plan[0]}"
            else:
                pick = "done"
        elif k == "move":
            pick = self._wakhan_move_step()
        elif k == "betray":
            pick = f"betray {wk.betray_target(self, w)}"
        elif k == "prize":
            pick = "take prize"
        elif k == "safe_house":
            pick = legal[0]           # Wakhan always shelters its spy
        elif k == "battle":
            site = t.pop("battle_site", None)
            rank = CARD[d["card"]].rank
            if site is None:
                plan = wk.battle_plan(self, w, state, rank, self.variant["steadfast_loyalty"])
                if plan is not None:
                    site = str(plan[0])
                    t["removals"] = list(plan[1])
            else:
                sp = self.spies.get(int(site), [0] * self.nseats)
                t["removals"] = [f"remove spy {site} {s}" for s in range(self.nseats) if s != w
                                 for _ in range(sp[s])]
            pick = f"site {site}"
        elif k == "remove":
            left = t.get("removals") or []
            while left and left[0] not in legal:
                left.pop(0)
            pick = left.pop(0) if left else "done"
        elif k == "court_limit":
            pick = f"discard {wk.court_discard(self, w, self.ps[w]['court'])}"
        elif k == "relocate":
            pick = wk.relocation_choice(self, w, state, d)
        elif k in ("rumor", "swap", "pashtunwali", "rebuke"):
            pick = wk.event_choice(self, w, state, d)
        elif k == "road":
            pick = f"road {wk.border_order(d['region'], state)[0]}"
        elif k == "spy":
            cid = wk.spy_card(self, w, CARD[d["cards"][0]].region)
            pick = f"spy {cid}"
        if pick not in legal:
            pick = legal[0]
        return pick

    # ------------------------------------------------------------------ the view
    def wakhan_view(self) -> dict | None:
        """What everyone sees of Wakhan: its card's front (the top of its discard pile), the back of
        its deck's top card (columns and row sides, not which card it is), the pile sizes, the arrows
        and what it did this turn."""
        w = self.wakhan_seat
        if w is None:
            return None
        state = self.wk
        out = {"seat": w, "mode": self.wakhan_mode, "variants": [v for v in VARIANTS if self.variant[v]],
               "deck": len(state["deck"]), "discard": len(state["discard"]), "front": None, "back": None,
               "log": list(self.wk_log), "marks": list(self.wk_marks)}
        if state["deck"]:
            columns, sides = _BACKS[state["deck"][-1]]
            out["back"] = {"columns": list(columns), "row_side": list(sides)}
        front = wk.front(state)
        if front is not None:
            out.update(front=front.id, red_arrow=wk.red_arrow(state), column=wk.column(state),
                       next_action=self.turn.get("index", 0) if self.turn.get("seat") == w else 0)
        return out

    def _resample_wakhan(self, rng) -> None:
        """Wakhan's deck order is unknown to everyone, except the back of its top card."""
        if not self.wk or len(self.wk["deck"]) < 2:
            return
        deck = self.wk["deck"]
        back = _BACKS[deck[-1]]
        rng.shuffle(deck)
        j = next(i for i, c in enumerate(deck) if _BACKS[c] == back)
        deck[j], deck[-1] = deck[-1], deck[j]


ACTION_WORDS = {
    "tax": "tax", "gift": "gift", "build": "build", "move": "move", "betray": "betray", "battle": "battle",
    "radicalize": "radicalize",
    "radicalize_if_military_favored_highest_ranked_military": "radicalize the best military card if Military is favoured",
    "radicalize_if_political_favored_highest_ranked_economic": "radicalize the best economic card if Political is favoured",
    "radicalize_highest_ranked_political": "radicalize the best political card",
    "radicalize_highest_ranked_intelligence": "radicalize the best intelligence card",
    "radicalize_intelligence": "radicalize an intelligence card",
    "radicalize_if_fewer_than_two_rupees_radicalize_most_net_rupees": "radicalize for rupees if under two rupees",
    "radicalize_card_that_gives_control_of_region": "radicalize a card that wins it a region",
    "radicalize_card_that_would_place_most_blocks": "radicalize the card placing most blocks",
    "radicalize_if_no_dominant_coalition_card_that_would_place_most_cylinders":
        "radicalize the card placing most cylinders if no coalition dominates",
    "radicalize_if_no_card_with_move_card_with_move_action": "radicalize a move card if it has none",
    "radicalize_if_dominant_coalition_matching_patriot": "radicalize a patriot of the dominant coalition",
    "radicalize_if_court_size_at_limit_highest_ranked_political": "radicalize the best political card at its court limit",
    "radicalize_if_fewer_spies_than_another_player_highest_ranked_intelligence":
        "radicalize the best intelligence card if short of spies",
    "battle_highest_priority_court_card_with_most_spies_where_wakhan_has_spy": "battle on the court card with most spies",
}
