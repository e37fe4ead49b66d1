"""Pax Pamir's market: buying (the skip costs), action costs paid onto the market, events bought
or leaving the left column, and the refill with its instability rule (a mixin of
:class:`~.rules.PaxPamir`)."""

from __future__ import annotations

from .data import CARD, COALITIONS, DOMINANCE_CARDS, EVENT, EVENT_NAMES, EVENT_TEXT

COLS = 6


class Market:
    def _buy(self, seat: int, r: int, c: int) -> None:
        p = self.ps[seat]
        cost = self.buy_cost(seat, r, c)
        per = cost // c if c else 0
        for col in range(c):
            for _ in range(per):
                target = r if self.market[r][col] is not None else 1 - r
                if self.market[target][col] is None:
                    target = r
                if self.market[target][col] == 111:
                    self.removed_rupees += 1
                else:
                    self.coins[target][col] += 1
                    if self.market[target][col] is not None:
                        self.blocked.add((target, col))
                p["rupees"] -= 1
        cid = self.market[r][c]
        self.market[r][c] = None
        p["rupees"] += self.coins[r][c]
        self.coins[r][c] = 0
        if cid in CARD:
            p["hand"].append(cid)
            return
        self.discard.append(cid)
        if cid in DOMINANCE_CARDS:
            self.stack.append({"kind": "do_dominance", "seat": seat})
            return
        effect = EVENT[cid].purchased
        self.say(f"{self.seat_name(seat)} buys {EVENT_NAMES[effect]}: {EVENT_TEXT[effect]}")
        if effect in ("new_tactics", "koh_i_noor_recovered", "courtly_manners", "nationalism", "nation_building"):
            key = {"koh_i_noor_recovered": "koh_i_noor"}.get(effect, effect)
            self.effects[key] = seat
        elif effect == "conflict_fatigue":
            self.effects["conflict_fatigue"] = True
        elif effect == "backing_of_persian_aristocracy":
            p["rupees"] += 3
        elif effect in ("rumor", "pashtunwali_values", "rebuke"):
            self.stack.append({"kind": {"pashtunwali_values": "pashtunwali"}.get(effect, effect), "seat": seat})
        elif effect == "other_persuasive_methods":
            self.stack.append({"kind": "swap", "seat": seat})

    def _refill(self) -> None:
        """Cards slide left in their row (picking up rupees left on the spaces they pass), the
        deck fills the right; a new Dominance Check beside another one resolves a check at once."""
        while True:
            for r in range(2):
                row, coins = self.market[r], self.coins[r]
                cards = [(cid, coins[c]) for c, cid in enumerate(row) if cid is not None]
                loose = [coins[c] for c, cid in enumerate(row) if cid is None]
                newrow = [cid for cid, _ in cards] + [None] * (COLS - len(cards))
                newcoins = [n for _, n in cards] + [0] * (COLS - len(cards))
                # rupees on empty spaces go to the card that slides over them
                for c, cid in enumerate(row):
                    if cid is None and coins[c]:
                        later = [i for i, (x, _) in enumerate(cards) if row.index(x) > c]
                        if later:
                            newcoins[later[0]] += coins[c]
                        else:
                            newcoins[len(cards)] += coins[c] if len(cards) < COLS else 0
                del loose
                self.market[r], self.coins[r] = newrow, newcoins
            drawn = []
            for r in range(2):
                for c in range(COLS):
                    if self.market[r][c] is None and self.deck:
                        self.market[r][c] = self.deck.pop()
                        drawn.append(self.market[r][c])
                        self.reveal()
            checks = [(r, c) for r in range(2) for c in range(COLS) if self.market[r][c] in DOMINANCE_CARDS]
            if any(x in DOMINANCE_CARDS for x in drawn) and len(checks) > 1:
                self.say("A second Dominance Check came into the market: instability, a check is resolved now.")
                for r, c in checks:
                    self.discard.append(self.market[r][c])
                    self.market[r][c] = None
                self.resolve_dominance(len(checks))
                if self.outcome is not None:
                    return
                continue
            return

    def _pay_market(self, seat: int, cost: int) -> None:
        """Rupees for an action go onto the market, half to each row from the right (Public
        Withdrawal takes them out of the game; a card given rupees is not for sale this turn)."""
        self.ps[seat]["rupees"] -= cost
        for r in range(2):
            left = cost // 2
            for c in range(COLS - 1, -1, -1):
                if left <= 0:
                    break
                cid = self.market[r][c]
                if cid is None:
                    continue
                left -= 1
                if cid == 111:
                    self.removed_rupees += 1
                else:
                    self.coins[r][c] += 1
                    self.blocked.add((r, c))
            self.removed_rupees += left

    def _do_market_events(self, d: dict) -> None:
        """Events in the left column leave the market and their discard effect happens."""
        steps = []
        for r in range(2):
            cid = self.market[r][0]
            if cid is not None and cid > 100:
                self.market[r][0] = None
                self.discard.append(cid)
                self.reveal()
                effect = "dominance_check" if cid in DOMINANCE_CARDS else EVENT[cid].discarded
                self.say(f"{EVENT_NAMES[effect]} leaves the market: {EVENT_TEXT[effect]}")
                steps += self._discard_effect(effect)
        for s in reversed(steps):
            self.stack.append(s)

    def _discard_effect(self, effect: str) -> list:
        if effect == "dominance_check":
            return [{"kind": "do_dominance", "seat": self.turn["seat"]}]
        if effect.startswith("favour_"):
            self.favoured = effect[len("favour_"):]
        elif effect == "embarrassment_of_riches":
            self.effects["embarrassment"] = True
        elif effect == "disregard_for_customs":
            self.effects["disregard"] = True
        elif effect == "failure_to_impress":
            for p in self.ps:
                self.discard.extend(p["prizes"])
                p["prizes"] = []
        elif effect.startswith("riots_"):
            self._riot(effect[len("riots_"):])
        elif effect == "confidence_failure":
            i = self.order.index(self.turn["seat"])
            order = [self.order[(i + k) % self.nseats] for k in range(self.nseats)]
            return [{"kind": "confidence", "seat": s} for s in order if self.ps[s]["hand"]]
        return []

    def _riot(self, region: str) -> None:
        for c in COALITIONS:
            self.armies[region][c] = 0
        for s in range(self.nseats):
            while self.tribes[region][s]:
                self.remove_tribe(region, s)
