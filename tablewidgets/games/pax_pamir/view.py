"""Pax Pamir's view, words, clicks, heuristic, checks, hidden information and positions
(a mixin of :class:`~.rules.PaxPamir`)."""

from __future__ import annotations

import copy

from ...engine import OptionError
from .data import (BORDERS, CARD, COALITIONS, COURT, CYLINDERS, DOMINANCE_CARDS, EVENT_NAMES, EVENT_TEXT,
                   EVENTS, REGIONS, SPECIAL_ABILITIES, SUITS, WAKHAN_CARDS, card_title)

ROWS = "ab"
EFFECT_WORDS = {
    "conflict_fatigue": "Conflict Fatigue: a lead of two blocks is enough at the next check",
    "embarrassment": "Embarrassment of Riches: gifts give no influence",
    "disregard": "Disregard for Customs: nobody pays bribes",
    "pashtunwali": "Pashtunwali Values: suit-changing icons are ignored",
}
SEAT_EFFECTS = {
    "new_tactics": "New Tactics: {}'s military cards are favoured",
    "koh_i_noor": "Koh-i-noor Recovered: {}'s gifts count double",
    "courtly_manners": "Courtly Manners: {} pays no bribes",
    "nationalism": "Nationalism: {}'s tribes move and battle as armies",
    "nation_building": "Nation Building: {} builds two blocks per payment",
    "rumor": "Rumor: {}'s patriots give no influence",
}


#: what the heuristic counts, in points: projected Dominance Check points, rupees, ruled regions,
#: cylinders in play, blocks of the seat's coalition, influence
VALUE_WEIGHTS = {"projected": 1.5, "rupee": 0.15, "rule": 0.4, "cylinder": 0.3, "block": 0.12, "influence": 0.3}


class Views:
    _static = None

    # ------------------------------------------------------------------ static data
    @classmethod
    def static_data(cls) -> dict:
        if Views._static is None:
            cards = {}
            for c in COURT:
                cards[str(c.id)] = {"id": c.id, "kind": "court", "name": c.name, "region": c.region, "suit": c.suit,
                                    "rank": c.rank, "loyalty": c.loyalty, "prize": c.prize, "icons": c.icons.split(),
                                    "actions": c.actions.split(), "ability": c.ability,
                                    "ability_text": SPECIAL_ABILITIES.get(c.ability or "", "")}
            for cid in DOMINANCE_CARDS:
                cards[str(cid)] = {"id": cid, "kind": "dominance", "name": "Dominance Check",
                                   "text": EVENT_TEXT["dominance_check"]}
            for e in EVENTS:
                cards[str(e.id)] = {"id": e.id, "kind": "event", "name": card_title(e.id),
                                    "bought": EVENT_NAMES[e.purchased], "bought_text": EVENT_TEXT[e.purchased],
                                    "left": EVENT_NAMES[e.discarded], "left_text": EVENT_TEXT[e.discarded]}
            from .seat import ACTION_WORDS
            wakhan_cards = {str(w.id): {"id": w.id, "actions": list(w.actions), "pragmatic": list(w.pragmatic),
                                        "words": [ACTION_WORDS[a] for a in w.actions],
                                        "region_order": list(w.region_order), "column_arrow": w.column_arrow,
                                        "row_arrow": w.row_arrow, "columns": list(w.columns),
                                        "row_side": list(w.row_side)} for w in WAKHAN_CARDS}
            Views._static = {"cards": cards, "regions": list(REGIONS), "borders": list(BORDERS),
                             "abilities": dict(SPECIAL_ABILITIES), "wakhan_cards": wakhan_cards}
        return Views._static

    # ------------------------------------------------------------------ the view
    def _view(self, seat):
        st = self.static_data()
        players = []
        for s, p in enumerate(self.ps):
            sees = seat == s or self.opts["open_hands"]
            players.append({
                "name": self.seat_name(s), "rupees": p["rupees"], "loyalty": p["loyalty"], "score": p["score"],
                "court": [{"id": c, "spies": list(self.spies.get(c, [0] * self.nseats))} for c in p["court"]],
                "hand": list(p["hand"]) if sees else None, "hand_count": len(p["hand"]),
                "gifts": list(p["gifts"]), "prizes": list(p["prizes"]),
                "influence": self.influence(s) if p["loyalty"] else 0,
                "stars": {x: self.stars(s, x) for x in SUITS},
                "court_limit": self.court_limit(s), "hand_limit": self.hand_limit(s),
                "cylinders": self.cylinder_supply(s),
                "last": self.last[s], "wakhan": s == self.wakhan_seat})
        market = []
        for r in range(2):
            row = []
            for c in range(6):
                cid = self.market[r][c]
                row.append({"slot": f"{ROWS[r]}{c}", "card": cid, "coins": self.coins[r][c],
                            "blocked": (r, c) in self.blocked})
            market.append(row)
        effects = [EFFECT_WORDS[k] for k in EFFECT_WORDS if self.effects.get(k)]
        effects += [v.format(self.seat_name(self.effects[k])) for k, v in SEAT_EFFECTS.items()
                    if self.effects.get(k) is not None]
        pending = None
        if self.phase == "turn" and self.stack:
            d = self.stack[-1]
            pending = {"kind": d["kind"], "seat": d["seat"], "text": self.prompt(d)}
            if d["kind"] in ("offer", "answer", "counter"):
                pending.update(amount=d["amount"], offer=d.get("offer"), ask=d.get("ask"),
                               card=d["then"]["card"], payer=d.get("payer", d["seat"]), payee=d["payee"])
        return {
            **st,
            "phase": self.phase, "favoured": self.favoured, "checks": self.checks, "deck": len(self.deck),
            "discard_top": self.discard[-1] if self.discard else None, "discard_count": len(self.discard),
            "effects": effects, "dominance": self.dominance_status(),
            "map": {"armies": copy.deepcopy(self.armies), "roads": copy.deepcopy(self.roads),
                    "tribes": {r: list(v) for r, v in self.tribes.items()},
                    "rulers": {r: self.ruler(r) for r in REGIONS}},
            "market": market, "players": players,
            "turn": {"seat": self.turn["seat"], "actions": self.turn["actions"], "used": list(self.turn["used"])},
            "pending": pending,
            "loyalty_order": list(self.loyalty_order) if self.phase == "loyalty" else [],
            "order": list(self.order), "wakhan": self.wakhan_view(),
        }

    # ------------------------------------------------------------------ words
    def _card_words(self, cid: int) -> str:
        return card_title(cid)

    def describe(self, action: str, seat=None) -> str:
        if seat is None:
            seat = (self.to_move or (0,))[0]
        who = self.seat_name(seat)
        w = action.split()
        head = w[0]
        if head == "loyalty":
            return f"{who} starts loyal to the {w[1].title()} coalition."
        if head == "buy":
            r, c = ROWS.index(w[1][0]), int(w[1][1])
            cid = self.market[r][c]
            name = card_title(cid) if cid else "a card"
            return f"{who} buys {name} for {self.buy_cost(seat, r, c)} rupees."
        if head == "play":
            return f"{who} plays {CARD[int(w[1])].name} to the {w[2]} of their court."
        if head in ("gift", "betray") and self.stack and self.stack[-1]["kind"] == head:
            pass                                # the step of a gift or betrayal, below
        elif head in ("tax", "gift", "build", "move", "betray", "battle") and len(w) == 2 and w[1].isdigit():
            return f"{who} uses {CARD[int(w[1])].name} to {head}."
        if head == "end":
            return f"{who} ends the turn."
        if head == "offer":
            return f"{who} offers a bribe of {w[1]} rupees."
        if head == "accept":
            return f"{who} accepts the bribe."
        if head == "refuse":
            return f"{who} refuses the bribe."
        if head == "ask":
            return f"{who} asks for {w[1]} rupees instead."
        if head == "pay":
            return f"{who} pays the bribe asked."
        if head == "withdraw":
            return f"{who} withdraws rather than pay."
        if head == "road":
            return f"{who} places a road on the {w[1].replace('_', '–').title()} border."
        if head == "spy":
            if "-" in w[1]:
                a, b = w[1].split("-")
                return f"{who} moves a spy from {CARD[int(a)].name} to {CARD[int(b)].name}."
            return f"{who} places a spy on {CARD[int(w[1])].name}."
        if head == "army" and "-" in w[1]:
            a, b = w[1].split("-")
            return f"{who} moves an army from {a.title()} to {b.title()}."
        if head == "tribe":
            a, b = w[1].split("-")
            return f"{who} moves a tribe from {a.title()} to {b.title()}."
        if head == "army":
            return f"{who} builds an army in {w[1].title()}."
        if action == "take prize":
            return f"{who} takes the betrayed card as a prize."
        if head == "take":
            if w[1][0] == "p":
                return f"{who} taxes {self.seat_name(int(w[1][1:]))} one rupee."
            return f"{who} taxes one rupee from the market card at {w[1]}."
        if head == "gift":
            return f"{who} gives a gift of {w[1]} rupees."
        if head == "betray":
            return f"{who} betrays {CARD[int(w[1])].name}."
        if action == "refuse prize":
            return f"{who} lets the betrayed card be discarded."
        if head == "site":
            where = w[1].title() if not w[1].isdigit() else CARD[int(w[1])].name
            return f"{who} battles at {where}."
        if head == "remove":
            if w[1] == "spy":
                return f"{who} removes {self.seat_name(int(w[3]))}'s spy from {CARD[int(w[2])].name}."
            if w[1] == "tribe":
                return f"{who} removes {self.seat_name(int(w[3]))}'s tribe from {w[2].title()}."
            return f"{who} removes a {w[3].title()} {w[1]} at {w[2].replace('_', '–').title()}."
        if head == "discard":
            return f"{who} discards {CARD[int(w[1])].name}."
        if head == "from":
            what = w[1] if w[1] in ("army", "road", "tribe", "spy") else "gift"
            where = w[2].replace("_", "–").title() if not w[2].isdigit() or what != "spy" else CARD[int(w[2])].name
            if what == "gift":
                where = f"the {w[2]} gift space"
            return f"{who} takes a {what} from {where}, the supply being empty."
        if head == "skip":
            return f"{who} places no blackmail spy."
        if head == "done":
            return f"{who} is done."
        if head == "target":
            return f"{who} spreads a rumour about {self.seat_name(int(w[1]))}."
        if head == "swap":
            return f"{who} swaps hands with {self.seat_name(int(w[1]))}."
        if head == "suit":
            return f"{who} makes {w[1].title()} the favoured suit."
        if head == "region":
            return f"{who} clears the tribes and armies of {w[1].title()}."
        if head == "safehouse":
            return f"{who} shelters the spy in the Safe House of {CARD[int(w[1])].name}."
        if head == "release":
            return f"{who} lets the spy removed in battle go back to the supply."
        return f"{who} plays {action}."

    def label(self, action: str, seat=None) -> str:
        w = action.split()
        head = w[0]
        if head == "loyalty":
            return w[1].title()
        if (head in ("tax", "gift", "build", "move", "betray", "battle") and len(w) == 2 and w[1].isdigit()
                and not (head in ("gift", "betray") and self.stack and self.stack[-1]["kind"] == head)):
            return f"{head.title()} with {CARD[int(w[1])].name}"
        if head == "play":
            return f"Play {CARD[int(w[1])].name} {w[2]}"
        if head == "buy":
            r, c = ROWS.index(w[1][0]), int(w[1][1])
            cid = self.market[r][c]
            return f"Buy {card_title(cid) if cid else w[1]} ({self.buy_cost(seat or 0, r, c)})"
        simple = {"end": "End turn", "accept": "Accept", "refuse": "Refuse", "pay": "Pay", "withdraw": "Withdraw",
                  "done": "Done", "skip": "Skip", "take prize": "Take as prize", "refuse prize": "Discard it",
                  "release": "Let the spy go"}
        if action in simple:
            return simple[action]
        if head == "offer":
            return f"Offer {w[1]}"
        if head == "ask":
            return f"Ask {w[1]}"
        if head == "gift":
            return f"Gift {w[1]}"
        if head in ("target", "swap"):
            return f"{head.title()} {self.seat_name(int(w[1]))}"
        if head in ("suit", "region"):
            return w[1].title()
        return self.describe(action, seat).split(" ", 1)[1].rstrip(".").capitalize()

    def parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        head = w[0]
        if head == "buy":
            return [f"market-{w[1]}"]
        if head == "loyalty":
            return [f"coalition-{w[1]}"]
        if head == "play":
            return [f"hand-{w[1]}", f"court-{w[2]}-{seat}"]
        step = head in ("gift", "betray") and self.stack and self.stack[-1]["kind"] == head
        if head in ("tax", "gift", "build", "move", "betray", "battle") and len(w) == 2 and w[1].isdigit() and not step:
            return [f"act-{head}-{w[1]}"]
        if head == "road":
            return [f"border-{w[1]}"]
        if head == "army" and "-" in w[1]:
            a, b = w[1].split("-")
            return [f"region-{a}", f"region-{b}"]
        if head == "army":
            return [f"region-{w[1]}"]
        if head == "tribe":
            a, b = w[1].split("-")
            return [f"tribes-{a}-{seat}", f"region-{b}"]
        if head == "safehouse":
            return [f"card-{w[1]}"]
        if head == "spy":
            if "-" in w[1]:
                a, b = w[1].split("-")
                return [f"spies-{a}-{seat}", f"card-{b}"]
            return [f"card-{w[1]}"]
        if head == "take" and len(w) == 2:
            return [f"player-{w[1][1:]}"] if w[1][0] == "p" else [f"market-{w[1]}"]
        if head == "gift":
            return [f"gift-{seat}-{w[1]}"]
        if head == "betray":
            return [f"card-{w[1]}"]
        if head == "site":
            return [f"card-{w[1]}"] if w[1].isdigit() else [f"region-{w[1]}"]
        if head == "remove":
            if w[1] == "army":
                return [f"armies-{w[2]}-{w[3]}"]
            if w[1] == "road":
                return [f"roads-{w[2]}-{w[3]}"]
            if w[1] == "tribe":
                return [f"tribes-{w[2]}-{w[3]}"]
            return [f"spies-{w[2]}-{w[3]}"]
        if head == "discard":
            cid = int(w[1])
            return [f"hand-{cid}"] if cid in self.ps[seat]["hand"] else [f"card-{cid}"]
        if head == "region":
            return [f"region-{w[1]}"]
        if head == "from":
            d = self.stack[-1] if self.stack else {}
            kind, place = w[1], w[2]
            if kind in ("army", "road"):
                return [f"{'armies' if kind == 'army' else 'roads'}-{place}-{d.get('coalition')}"]
            return {"tribe": [f"tribes-{place}-{seat}"], "spy": [f"spies-{place}-{seat}"],
                    "gift": [f"gift-{seat}-{place}"]}[kind]
        if head in ("target", "swap"):
            return [f"player-{w[1]}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        if w[0] == "play":
            return [f"card-{w[1]}"]
        return [p for p in self.parts(action, seat) if not p.startswith("hand-")]

    def status(self, seat=None) -> str:
        if self.over:
            return super().status(seat)
        if self.phase == "loyalty":
            return f"{self.seat_name(self.loyalty_order[0])} chooses a starting loyalty."
        if self.stack:
            d = self.stack[-1]
            return f"{self.seat_name(d['seat'])} decides: {self.prompt(d)}."
        t = self.turn
        return (f"{self.seat_name(t['seat'])}'s turn: {t['actions']} action{'s' if t['actions'] != 1 else ''} left "
                f"(favoured suit: {self.favoured}).")

    # ------------------------------------------------------------------ bots and checks
    def projected(self) -> dict:
        """The points each seat would score if a Dominance Check were resolved now (not doubled)."""
        st = self.dominance_status()
        if st["dominant"]:
            c = st["dominant"]
            return self.share((5, 3, 1), self.loyal_to(c))
        return self.share((3, 1), [(s, self.cylinders_in_play(s)) for s in range(self.nseats)])

    def seat_value(self, seat: int, proj: dict) -> float:
        w = VALUE_WEIGHTS
        p = self.ps[seat]
        v = p["score"] + w["projected"] * proj.get(seat, 0) * (2 if self.checks == 3 else 1)
        v += w["rupee"] * min(p["rupees"], 12)
        for c in p["court"]:
            card = CARD[c]
            v += 0.6 + 0.25 * card.rank * len(card.actions.split())
            if card.loyalty and card.loyalty == p["loyalty"]:
                v += 0.4
        v += 0.35 * min(len(p["hand"]), self.hand_limit(seat))
        v += w["rule"] * sum(1 for r in REGIONS if self.ruler(r) == seat)
        v += w["cylinder"] * self.cylinders_in_play(seat)
        if p["loyalty"]:
            st = self.dominance_status()
            mine = st["blocks"][p["loyalty"]]
            v += w["block"] * mine
            v += w["influence"] * self.influence(seat)
        return v

    def heuristic(self, seat: int) -> float:
        proj = self.projected()
        vals = [self.seat_value(s, proj) for s in range(self.nseats)]
        best = max(v for s, v in enumerate(vals) if s != seat)
        return max(-1.0, min(1.0, (vals[seat] - best) / 40.0))

    def all_cards(self) -> list:
        every = list(self.deck) + list(self.discard)
        every += [c for row in self.market for c in row if c is not None]
        for p in self.ps:
            every += p["court"] + p["hand"] + p["prizes"]
        return every

    def check_invariants(self) -> None:
        every = self.all_cards()
        assert len(every) == len(set(every)), "a card is in two places"
        assert len(every) == 6 * (self.nseats + 5) + 10, "a card was lost or made"
        for c in COALITIONS:
            assert 0 <= self.block_supply(c) <= 12, f"{c} blocks out of range"
        for s, p in enumerate(self.ps):
            assert p["rupees"] >= 0, "negative rupees"
            assert 0 <= self.cylinder_supply(s) <= CYLINDERS, "cylinders out of range"
            if p["loyalty"] and s != self.wakhan_seat:
                assert all(CARD[c].loyalty in (None, p["loyalty"]) for c in p["court"]), "a patriot of another loyalty"
                assert all(CARD[c].prize == p["loyalty"] for c in p["prizes"]), "a prize of another loyalty"
        ring = set(c for p in self.ps for c in p["court"])
        assert set(self.spies) <= ring, "a spy on a card outside every court"
        for r in REGIONS:
            assert all(v >= 0 for v in self.armies[r].values()) and all(v >= 0 for v in self.tribes[r])
        for row in self.coins:
            assert all(v >= 0 for v in row)

    # ------------------------------------------------------------------ hidden information
    def _resample(self, seat, rng) -> None:
        # Every card in a hand came from the open market (or a hand swap everybody saw), so only the
        # order of the deck is unknown to a seat.
        rng.shuffle(self.deck)
        self._resample_wakhan(rng)

    def clone(self):
        twin = self._twin("deck", "discard", "spies", "blocked", "effects", "last", "loyalty_order")
        twin.ps = [{k: (v.copy() if isinstance(v, list) else v) for k, v in p.items()} for p in self.ps]
        twin.armies = {r: dict(v) for r, v in self.armies.items()}
        twin.roads = {b: dict(v) for b, v in self.roads.items()}
        twin.tribes = {r: list(v) for r, v in self.tribes.items()}
        twin.spies = {c: list(v) for c, v in self.spies.items()}
        twin.market = [list(r) for r in self.market]
        twin.coins = [list(r) for r in self.coins]
        twin.turn = copy.deepcopy(self.turn)
        twin.stack = copy.deepcopy(self.stack)
        if self.wk is not None:
            twin.wk = {"deck": list(self.wk["deck"]), "discard": list(self.wk["discard"])}
            twin.wk_log = list(self.wk_log)
            twin.wk_marks = list(self.wk_marks)
            twin.variant = dict(self.variant)
        return twin

    # ------------------------------------------------------------------ positions
    KNOWN = ("loyalty", "rupees", "scores", "courts", "hands", "prizes", "gifts", "tribes", "armies", "roads",
             "spies", "market", "favoured", "checks", "effects", "wakhan_deck")

    def _check_position(self, position: dict) -> None:
        unknown = sorted(k for k in position if k not in self.KNOWN)
        if unknown:
            raise OptionError(f"A Pax Pamir position has no key {str(unknown[0])[:30]!r} "
                              f"(known: {', '.join(self.KNOWN)}).")
        n = self.nseats

        def per_seat(key, ok, what):
            v = position[key]
            if not isinstance(v, list) or len(v) != n or not all(ok(x) for x in v):
                raise OptionError(f"Position key {key!r} is one {what} per player.")

        def card_list(x):
            return isinstance(x, list) and all(type(c) is int and 1 <= c <= 100 for c in x)

        if "loyalty" in position:
            per_seat("loyalty", lambda x: x in COALITIONS or (x is None and self.wakhan_seat is not None),
                     "coalition ('afghan', 'british' or 'russian'; None for Wakhan)")
        if "wakhan_deck" in position:
            v = position["wakhan_deck"]
            if self.wakhan_seat is None:
                raise OptionError("Position key 'wakhan_deck' needs the Wakhan opponent (option 'wakhan').")
            if (not isinstance(v, list) or not 2 <= len(v) <= 24 or len(set(map(str, v))) != len(v)
                    or not all(type(c) is int and 1 <= c <= 24 for c in v)):
                raise OptionError("Position key 'wakhan_deck' lists 2 to 24 different Wakhan cards (1 to 24), "
                                  "the top card last.")
        for key in ("rupees", "scores"):
            if key in position:
                per_seat(key, lambda x: type(x) is int and 0 <= x <= 99, "whole number from 0 to 99")
        for key in ("courts", "hands", "prizes"):
            if key in position:
                per_seat(key, card_list, "list of court card numbers (1 to 100)")
        if "gifts" in position:
            per_seat("gifts", lambda x: isinstance(x, list) and len(x) == 3 and all(g in (0, 1) for g in x),
                     "list of three 0/1 gift spaces")
        if "tribes" in position:
            v = position["tribes"]
            if not isinstance(v, dict) or not all(
                    r in REGIONS and isinstance(x, list) and len(x) == n
                    and all(type(k) is int and 0 <= k <= CYLINDERS for k in x) for r, x in v.items()):
                raise OptionError("Position key 'tribes' maps regions to one count of tribes per player.")
        for key, places in (("armies", REGIONS), ("roads", BORDERS)):
            if key in position:
                v = position[key]
                if not isinstance(v, dict) or not all(
                        r in places and isinstance(x, dict) and all(
                            c in COALITIONS and type(k) is int and 0 <= k <= 12 for c, k in x.items())
                        for r, x in v.items()):
                    raise OptionError(f"Position key {key!r} maps {'regions' if key == 'armies' else 'borders'} "
                                      f"to counts by coalition, like {{'kabul': {{'british': 2}}}}.")
        if "spies" in position:
            v = position["spies"]
            if not isinstance(v, dict) or not all(
                    isinstance(c, str) and c.isdigit() and isinstance(x, list) and len(x) == n
                    and all(type(k) is int and 0 <= k <= CYLINDERS for k in x) for c, x in v.items()):
                raise OptionError("Position key 'spies' maps card numbers (as text) to one count per player.")
        if "market" in position:
            v = position["market"]
            if not isinstance(v, list) or len(v) != 2 or not all(
                    isinstance(r, list) and len(r) == 6 and all(c is None or (type(c) is int and 1 <= c <= 116)
                                                                for c in r) for r in v):
                raise OptionError("Position key 'market' is two rows of six card numbers (1 to 116) or None.")
        if "favoured" in position and position["favoured"] not in SUITS:
            raise OptionError("Position key 'favoured' is a suit: political, intelligence, economic or military.")
        if "checks" in position and (type(position["checks"]) is not int or not 0 <= position["checks"] <= 3):
            raise OptionError("Position key 'checks' is the number of Dominance Checks done, 0 to 3.")
        if "effects" in position and (not isinstance(position["effects"], dict) or not all(
                k in EFFECT_WORDS or k in SEAT_EFFECTS for k in position["effects"])):
            raise OptionError("Position key 'effects' maps event effects to True or a seat.")

    def _set_position(self, position: dict) -> None:
        """Start the first seat's turn (every loyalty set) from ``position``; cards are named by
        number (court cards 1-100, Dominance Checks 101-104, events 105-116)."""
        n = self.nseats
        used: list = []
        for key, field in (("courts", "court"), ("hands", "hand"), ("prizes", "prizes")):
            if key in position:
                for s in range(n):
                    self.ps[s][field] = list(position[key][s])
                    used += position[key][s]
        if "market" in position:
            self.market = [list(r) for r in position["market"]]
            used += [c for r in self.market for c in r if c is not None]
        if len(used) != len(set(used)):
            raise OptionError("Position: a card is named twice.")
        taken = set(used)
        if "market" not in position:
            back = [c for r in self.market for c in r if c is not None]
            self.deck.extend(reversed(back))
            self.market = [[None] * 6 for _ in range(2)]
        in_game = set(self.deck) | {c for r in self.market for c in r if c is not None}
        outsiders = len(taken - in_game)        # named cards the shuffle had left out of the game
        self.deck = [c for c in self.deck if c not in taken]
        for _ in range(outsiders):              # keep the deck's size: drop court cards from the bottom
            bottom = next((i for i, c in enumerate(self.deck) if c <= 100), None)
            if bottom is None:
                break
            self.deck.pop(bottom)
        if "market" not in position:
            for r in range(2):
                for c in range(6):
                    if self.deck:
                        self.market[r][c] = self.deck.pop()
        for s in range(n):
            self.ps[s]["loyalty"] = position.get("loyalty", ["afghan", "british", "russian", "afghan", "british"][:n])[s]
            if s == self.wakhan_seat:
                self.ps[s]["loyalty"] = None            # Wakhan's loyalty comes from its cards
        if "wakhan_deck" in position:
            deck = list(position["wakhan_deck"])
            self.wk = {"deck": deck, "discard": [c for c in sorted(self.wk["deck"]) if c not in deck]}
        for key, field in (("rupees", "rupees"), ("scores", "score"), ("gifts", "gifts")):
            if key in position:
                for s in range(n):
                    self.ps[s][field] = copy.deepcopy(position[key][s])
        for r, v in position.get("tribes", {}).items():
            self.tribes[r] = list(v)
        for r, v in position.get("armies", {}).items():
            self.armies[r].update(v)
        for b, v in position.get("roads", {}).items():
            self.roads[b].update(v)
        ring = {c for p in self.ps for c in p["court"]}
        for c, v in position.get("spies", {}).items():
            if int(c) not in ring:
                raise OptionError(f"Position: a spy is on card {c}, which is in no court.")
            if any(v):
                self.spies[int(c)] = list(v)
        for c in COALITIONS:
            if self.block_supply(c) < 0:
                raise OptionError(f"Position: more than 12 {c} blocks on the map.")
        for s in range(n):
            if self.cylinder_supply(s) < 0:
                raise OptionError(f"Position: {self.seat_name(s)} has more than 10 cylinders in play.")
            for c in self.ps[s]["court"]:
                if CARD[c].loyalty not in (None, self.ps[s]["loyalty"]) and s != self.wakhan_seat:
                    raise OptionError(f"Position: {CARD[c].name} is a patriot of another loyalty than its owner's.")
        self.favoured = position.get("favoured", self.favoured)
        self.checks = position.get("checks", 0)
        self.effects = dict(position.get("effects", {}))
        self.phase = "turn"
        self.loyalty_order = []
        self.turn = {"seat": 0, "actions": 2, "used": [], "n": 0}
        self.stack = []
        self._start_turn(0)
        self._run()
