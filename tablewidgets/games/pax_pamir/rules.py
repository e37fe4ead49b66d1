"""Pax Pamir's rules model: setup, the turn and its decisions, the market, events and the view
(see the package docstring for the notation)."""

from __future__ import annotations

from ...engine import Game, register
from ...engine.game import Option
from .data import (BORDERS, CARD, COALITIONS, COURT, DOMINANCE_CARDS, EVENTS, GIFT_COSTS, REGION_BORDERS, REGIONS,
                   START_RUPEES, SUITS)
from .market import Market
from .seat import WakhanSeat
from . import wakhan
from .state import Board
from .targets import Targets
from .view import Views

ROWS = "ab"
COLS = 6
CARD_ACTIONS = ("tax", "gift", "build", "move", "betray", "battle")
#: a safeguard the printed game does not need: a game nobody finishes ends after this many turns
TURN_LIMIT = 400


def _slot(text: str) -> tuple | None:
    if len(text) == 2 and text[0] in ROWS and text[1].isdigit() and int(text[1]) < COLS:
        return ROWS.index(text[0]), int(text[1])
    return None


@register
class PaxPamir(WakhanSeat, Market, Targets, Board, Views, Game):
    name = "pax_pamir"
    title = "Pax Pamir"
    tagline = "The Great Game in Afghanistan: build a court, back a coalition, switch in time."
    minutes = 90
    weight = "heavy"
    blurb = ("Nineteenth-century Afghanistan after the fall of the Durrani Empire: buy court cards from the "
             "market, play them to place armies, roads, tribes and spies, tax, gift, betray and battle, and be "
             "loyal to the coalition that dominates when the four Dominance Checks come.")
    min_players = 1
    max_players = 5
    default_players = 3
    seat_names = ("Grey", "Blue", "Tan", "Red", "Black")
    colors = ("#9e9e9e", "#2e86c1", "#c8a165", "#c0392b", "#2b2b2b")
    hidden_information = True
    bot_levels = ("random", "greedy", "khan")
    default_bot = "khan"
    bot_titles = {"khan": "Computer: khan"}
    static_keys = ("cards", "regions", "borders", "abilities", "wakhan_cards")
    score_label = "Points"
    options = (
        Option("open_hands", (False, True), False, "Open hands",
               "Every player's hand is shown to everyone (Board Game Arena's option)."),
        Option("wakhan", ("off", "rulebook", "improved", "custom"), "off", "Wakhan opponent",
               "The Wakhan automa takes a seat beside one or two players (always in a solo game): its rulebook "
               "rules, all three variants ('improved'), or the variants chosen below ('custom')."),
        Option("savvy_purchasing", (False, True), False, "Wakhan variant: savvy purchasing",
               "Wakhan swaps its pick for a cheaper card of the same suit and at least the rank (with 'custom')."),
        Option("spy_movement", (False, True), False, "Wakhan variant: spy movement",
               "A move that moves no army moves one of Wakhan's spies instead (with 'custom')."),
        Option("steadfast_loyalty", (False, True), False, "Wakhan variant: steadfast pragmatic loyalty",
               "Wakhan's pragmatic loyalty favours the coalition with most blocks in play (with 'custom')."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self._wakhan_options()
        n = self.nseats
        self.ps = [{"rupees": START_RUPEES, "loyalty": None, "score": 0, "court": [], "hand": [],
                    "gifts": [0, 0, 0], "prizes": []} for _ in range(n)]
        self.armies = {r: {c: 0 for c in COALITIONS} for r in REGIONS}
        self.roads = {b: {c: 0 for c in COALITIONS} for b in BORDERS}
        self.tribes = {r: [0] * n for r in REGIONS}
        self.spies: dict = {}
        self.favoured = "political"
        self.effects: dict = {}
        self.checks = 0
        self.discard: list = []
        self.removed_rupees = 0
        court = [c.id for c in COURT]
        events = [e.id for e in EVENTS]
        checks = list(DOMINANCE_CARDS)
        self.rng.shuffle(court)
        self.rng.shuffle(events)
        self.rng.shuffle(checks)
        deck: list = []                  # built bottom first: piles 6 .. 1 (pile 1 on top, no events)
        for pile in range(6, 0, -1):
            cards = [court.pop() for _ in range(n + 5)]
            if pile == 2:
                cards += [events.pop(), events.pop()]
            elif pile > 2:
                cards += [events.pop(), checks.pop()]
            self.rng.shuffle(cards)
            deck.extend(cards)
        self.deck = deck                 # top card last
        self.market = [[None] * COLS for _ in ROWS]
        self.coins = [[0] * COLS for _ in ROWS]
        self.blocked: set = set()        # market slots that got rupees this turn: not for sale
        for r in range(2):
            for c in range(COLS):
                self.market[r][c] = self.deck.pop()
        first = self.rng.randint(0, self.players - 1)
        self.loyalty_order = [(first + i) % self.players for i in range(self.players)]
        self.phase = "loyalty"
        self.turn = {"seat": self.loyalty_order[-1], "actions": 2, "used": [], "n": 0}
        self.stack: list = []
        self.last: list = [None] * n
        self.turns = 0
        if self.wakhan_seat is not None:
            self.wk = wakhan.new_deck(self.rng)

    # ------------------------------------------------------------------ who decides
    def _to_move(self) -> tuple:
        if self.phase == "loyalty":
            return (self.loyalty_order[0],)
        if self.stack:
            return (self.stack[-1]["seat"],)
        return (self.turn["seat"],)

    # ------------------------------------------------------------------ legal actions
    def _legal(self, seat: int) -> list[str]:
        if self.phase == "loyalty":
            return [f"loyalty {c}" for c in COALITIONS]
        if self.stack:
            return self._decision_actions(self.stack[-1])
        return self._main_actions(seat)

    def buy_cost(self, seat: int, r: int, c: int) -> int:
        cid = self.market[r][c]
        if cid in CARD:
            card = CARD[cid]
            if ((card.region == "herat" and self.has_ability(seat, "herat_influence"))
                    or (card.region == "persia" and self.has_ability(seat, "persian_influence"))
                    or (card.loyalty == "russian" and self.has_ability(seat, "russian_influence"))):
                return 0
        return c * (2 if self.favoured == "military" else 1)

    def _main_actions(self, seat: int) -> list[str]:
        t = self.turn
        p = self.ps[seat]
        out = []
        if t["actions"] > 0:
            for r in range(2):
                for c in range(COLS):
                    cid = self.market[r][c]
                    if (cid is not None and cid != 111 and (r, c) not in self.blocked
                            and self.buy_cost(seat, r, c) <= p["rupees"]):
                        out.append(f"buy {ROWS[r]}{c}")
            declined = t.get("declined", ())
            for cid in p["hand"]:
                if f"do_play {cid}" not in declined:
                    out += [f"play {cid} left", f"play {cid} right"]
        for cid in p["court"]:
            if cid in t["used"] or not (t["actions"] > 0 or self.is_favoured(seat, cid)):
                continue
            for act in CARD[cid].actions.split():
                if self._can_start(seat, cid, act) and f"do_{act} {cid}" not in t.get("declined", ()):
                    out.append(f"{act} {cid}")
        out.append("end")
        return out

    def _can_start(self, seat: int, cid: int, act: str) -> bool:
        p = self.ps[seat]
        money = p["rupees"] - self._hostage_bribe(seat, cid)[1]
        if act == "tax":
            return bool(self._tax_sources(seat))
        if act == "gift":
            low = self.lowest_gift(seat)
            return low is not None and low <= money
        if act == "build":
            return money >= 2 and bool(self._build_targets(seat))
        if act == "move":
            return bool(self._move_options(seat, 1))
        if act == "betray":
            return money >= 2 and bool(self._betray_targets(seat))
        if act == "battle":
            return bool(self._battle_sites(seat))
        return False

    def _decision_actions(self, d: dict) -> list[str]:
        k = d["kind"]
        s = d["seat"]
        p = self.ps[s]
        if k == "offer":
            return [f"offer {i}" for i in range(d["amount"] + 1) if i <= p["rupees"]]
        if k == "answer":
            return (["accept", "refuse"]
                    + [f"ask {i}" for i in range(d["offer"] + 1, d["amount"] + 1)
                       if i <= self.ps[d["payer"]]["rupees"]])
        if k == "counter":
            if self.is_wakhan(d["payee"]) and p["rupees"] < d["ask"]:
                return ["withdraw"]
            return ["pay", "withdraw"]
        if k == "road":
            return [f"road {b}" for b in REGION_BORDERS[d["region"]]]
        if k == "spy":
            return [f"spy {c}" for c in d["cards"]]
        if k == "blackmail":
            return [f"spy {c}" for c in self._blackmail_targets(s)] + ["skip"]
        if k == "tax":
            return self._tax_sources(s) + ["done"]
        if k == "gift":
            return [f"gift {v}" for i, v in enumerate(GIFT_COSTS) if not p["gifts"][i] and v <= p["rupees"]]
        if k == "build":
            out = []
            if d["paid"] > 0 or p["rupees"] >= 2:
                out = self._build_targets(s)
            return out + ["done"]
        if k == "move":
            return self._move_options(s, 1) + ["done"]
        if k == "betray":
            return [f"betray {c}" for c in self._betray_targets(s)]
        if k == "prize":
            return ["take prize", "refuse prize"]
        if k == "battle":
            return [f"site {x}" for x in self._battle_sites(s)]
        if k == "remove":
            return self._removals(s, d["site"]) + ["done"]
        if k in ("court_limit",):
            return [f"discard {c}" for c in p["court"]]
        if k in ("hand_limit", "confidence"):
            return [f"discard {c}" for c in p["hand"]]
        if k == "leverage":
            return [f"discard {c}" for c in p["hand"] + p["court"]]
        if k == "relocate":
            return self.relocation_sources(d)
        if k == "rumor":
            return [f"target {o}" for o in range(self.nseats) if o != s]
        if k == "swap":
            return [f"swap {o}" for o in range(self.nseats) if o != s]
        if k == "pashtunwali":
            return [f"suit {x}" for x in SUITS]
        if k == "rebuke":
            return [f"region {r}" for r in REGIONS]
        if k == "safe_house":
            return [f"safehouse {c}" for c in d["cards"] if c in p["court"]] + ["release"]
        raise AssertionError(k)

    # ------------------------------------------------------------------ bribes
    def _bribe_free(self, seat: int) -> bool:
        return bool(self.effects.get("disregard")) or self.effects.get("courtly_manners") == seat

    def _play_bribe(self, seat: int, cid: int) -> tuple:
        """(ruler, amount) a player must be offered to play ``cid``; (None, 0) when free."""
        region = CARD[cid].region
        ruler = self.ruler(region)
        if ruler is None or ruler == seat or self._bribe_free(seat) or self.has_ability(seat, "charismatic_courtiers"):
            return None, 0
        return ruler, self.tribes[region][ruler]

    def _hostage_bribe(self, seat: int, cid: int) -> tuple:
        """(holder, amount) for using the action of a card with spies: the player with the most
        spies on it (no bribe on a tie, nor for the owner's own spies)."""
        sp = self.spies.get(cid)
        if not sp or self._bribe_free(seat) or self.has_ability(seat, "civil_service_reforms"):
            return None, 0
        top = max(sp)
        holders = [o for o, n in enumerate(sp) if n == top]
        if len(holders) != 1 or holders[0] == seat:
            return None, 0
        return holders[0], top

    def _with_bribe(self, seat: int, payee, amount: int, then: dict) -> None:
        if payee is None or amount == 0:
            if self.is_wakhan(seat):
                self.stack.append(dict(then))
            else:
                self._push_then(then)
            return
        if self.is_wakhan(seat):              # Wakhan pays in full (it checked it can)
            self._pay(seat, payee, amount)
            self.stack.append(dict(then))
            return
        if self.is_wakhan(payee):             # Wakhan asks for the full bribe, no bargaining
            self.stack.append({"kind": "counter", "seat": seat, "payer": seat, "payee": payee, "amount": amount,
                               "ask": amount, "then": then})
            return
        self.stack.append({"kind": "offer", "seat": seat, "payee": payee, "amount": amount, "then": then})

    def _push_then(self, then: dict) -> None:
        self.stack.append(dict(then))
        self._run()

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        w = action.split()
        head = w[0]
        if self.phase == "loyalty":
            self.ps[seat]["loyalty"] = w[1]
            self.loyalty_order.pop(0)
            if not self.loyalty_order:
                self.phase = "turn"
                if self.wakhan_seat is not None:       # Wakhan takes the first turn
                    self.turn["seat"] = self.wakhan_seat
                self._start_turn(self.turn["seat"])
                if self.wakhan_seat is not None:
                    self._run()
            return
        self.last[seat] = action
        if self.stack:
            self._answer(seat, self.stack[-1], w)
        else:
            self._main(seat, w)
        self._run()

    def _main(self, seat: int, w: list) -> None:
        head = w[0]
        t = self.turn
        p = self.ps[seat]
        if head == "end":
            self._end_turn()
            return
        if head == "buy":
            t["actions"] -= 1
            self._buy(seat, *_slot(w[1]))
            return
        if head == "play":
            t["actions"] -= 1
            cid = int(w[1])
            ruler, amount = self._play_bribe(seat, cid)
            self._with_bribe(seat, ruler, amount, {"kind": "do_play", "seat": seat, "card": cid, "side": w[2]})
            return
        cid = int(w[1])
        t["used"].append(cid)
        if not self.is_favoured(seat, cid):
            t["actions"] -= 1
        holder, amount = self._hostage_bribe(seat, cid)
        self._with_bribe(seat, holder, amount, {"kind": f"do_{head}", "seat": seat, "card": cid})
        del p

    def _answer(self, seat: int, d: dict, w: list) -> None:
        k = d["kind"]
        p = self.ps[seat]
        head = w[0]
        if k == "offer":
            n = int(w[1])
            d["offer"] = n
            if n >= d["amount"]:
                self.stack.pop()
                self._pay(seat, d["payee"], n)
                self._push_then(d["then"])
                return
            d["kind"] = "answer"
            d["payer"] = seat
            d["seat"] = d["payee"]
            return
        if k == "answer":
            payer = d["payer"]
            if head == "accept":
                self.stack.pop()
                self._pay(payer, seat, d["offer"])
                self._push_then(d["then"])
            elif head == "refuse":
                self.stack.pop()
                self._cancel(d["then"])
            else:
                d["kind"] = "counter"
                d["ask"] = int(w[1])
                d["seat"] = payer
            return
        if k == "counter":
            self.stack.pop()
            if head == "pay":
                self._pay(seat, d["payee"], d["ask"])
                self._push_then(d["then"])
            else:
                self._cancel(d["then"])
                if self.is_wakhan(d["payee"]):    # Wakhan will not ask less: not offered again this turn
                    self.turn.setdefault("declined", []).append(f"{d['then']['kind']} {d['then']['card']}")
            return
        if k == "road":
            self.stack.pop()
            self.place_road(w[1], p["loyalty"], seat)
            return
        if k == "spy" or k == "blackmail":
            self.stack.pop()
            if head == "spy":
                self.place_spy(int(w[1]), seat)
            return
        if k == "tax":
            if head == "done":
                self.stack.pop()
                return
            src = w[1]
            if src[0] == "p":
                o = int(src[1:])
                self.ps[o]["rupees"] -= 1
            else:
                r, c = _slot(src)
                self.coins[r][c] -= 1
            p["rupees"] += 1
            d["n"] -= 1
            if d["n"] <= 0 or not self._tax_sources(seat):
                self.stack.pop()
            return
        if k == "gift":
            self.stack.pop()
            v = int(w[1])
            self._pay_market(seat, v)
            self._place(seat, "gift", v)
            return
        if k == "build":
            if head == "done":
                self.stack.pop()
                if d.get("extra") is None and self.has_ability(seat, "infrastructure") and d["placed"]:
                    self.stack.append({"kind": "build", "seat": seat, "n": 1, "paid": 1, "placed": 0, "extra": 1})
                return
            if d["paid"] == 0:
                self._pay_market(seat, 2)
                d["paid"] = 2 if self.effects.get("nation_building") == seat else 1
                d["n"] -= 1
            d["paid"] -= 1
            d["placed"] += 1
            if d["paid"] == 0 and (d["n"] <= 0 or p["rupees"] < 2):
                if d.get("extra") is None and self.has_ability(seat, "infrastructure"):
                    d.update(n=1, paid=1, extra=1)
                else:
                    self.stack.pop()
            if head == "army":
                self.place_army(w[1], p["loyalty"], seat)
            else:
                self.place_road(w[1], p["loyalty"], seat)
            return
        if k == "move":
            if head == "done":
                self.stack.pop()
                return
            a, b = w[1].split("-")
            loyal = p["loyalty"]
            if head == "army":
                self.armies[a][loyal] -= 1
                self.armies[b][loyal] += 1
            elif head == "tribe":
                self.tribes[a][seat] -= 1
                self.tribes[b][seat] += 1
                if self.tribes[a][seat] == 0:
                    self.tribes[a][seat] = 1      # the overthrow rule reads a lost last tribe
                    self.remove_tribe(a, seat)
            else:
                self.remove_spy(int(a), seat)
                self.spies.setdefault(int(b), [0] * self.nseats)[seat] += 1
            d["n"] -= 1
            if d["n"] <= 0 or not self._move_options(seat, 1):
                self.stack.pop()
            return
        if k == "betray":
            self.stack.pop()
            cid = int(w[1])
            self._pay_market(seat, 2)
            owner = self.owner_of(cid)
            if CARD[cid].prize:
                self.stack.append({"kind": "prize", "seat": seat, "card": cid, "owner": owner})
            else:
                self.discard_court(owner, cid)
            return
        if k == "prize":
            self.stack.pop()
            cid, owner = d["card"], d["owner"]
            if head == "take":
                prize = CARD[cid].prize
                if prize != p["loyalty"] and not self.is_wakhan(seat):
                    self.change_loyalty(seat, prize)
                self.discard_court(owner, cid, to_prize=seat)
            else:
                self.discard_court(owner, cid)
            return
        if k == "battle":
            self.stack.pop()
            site = w[1]
            n = min(CARD[d["card"]].rank, self._force(seat, site))
            self.stack.append({"kind": "remove", "seat": seat, "site": site, "n": n})
            return
        if k == "remove":
            if head == "done":
                self.stack.pop()
                return
            self._remove_piece(seat, w[1:])
            d["n"] -= 1
            if d in self.stack and (d["n"] <= 0 or not self._removals(seat, d["site"])):
                self.stack.remove(d)
            return
        if k in ("court_limit", "hand_limit", "confidence", "leverage"):
            cid = int(w[1])
            if k in ("confidence", "leverage"):
                self.stack.pop()
            if cid in p["hand"]:
                p["hand"].remove(cid)
                self.discard.append(cid)
            else:
                self.discard_court(seat, cid)
            if k == "leverage" and d["n"] > 1:
                self.stack.append({"kind": "leverage", "seat": seat, "n": d["n"] - 1})
            return
        if k == "relocate":
            self.stack.pop()
            self.relocate(d, w[1:])
            return
        if k == "safe_house":
            self.stack.pop()
            if head == "safehouse":
                self.spies.setdefault(int(w[1]), [0] * self.nseats)[seat] += 1
            return
        if k == "rumor":
            self.stack.pop()
            self.effects["rumor"] = int(w[1])
            return
        if k == "swap":
            self.stack.pop()
            o = int(w[1])
            p["hand"], self.ps[o]["hand"] = self.ps[o]["hand"], p["hand"]
            self.reveal()
            if self.wakhan_seat in (seat, o):
                self.stack.append({"kind": "do_wakhan_hand", "seat": self.wakhan_seat})
            return
        if k == "pashtunwali":
            self.stack.pop()
            self.favoured = w[1]
            self.effects["pashtunwali"] = True
            return
        if k == "rebuke":
            self.stack.pop()
            self._riot(w[1])
            return
        raise AssertionError(k)

    def _cancel(self, then: dict) -> None:
        """A refused bribe: the card is not played, the action is not spent."""
        self.turn["actions"] += 1 if then["kind"] == "do_play" else 0
        if then["kind"] != "do_play":
            cid = then["card"]
            if cid in self.turn["used"]:
                self.turn["used"].remove(cid)
            if not self.is_favoured(then["seat"], cid):
                self.turn["actions"] += 1

    def _pay(self, payer: int, payee: int, n: int) -> None:
        n = min(n, self.ps[payer]["rupees"])
        self.ps[payer]["rupees"] -= n
        self.ps[payee]["rupees"] += n

    def _remove_piece(self, seat: int, w: list) -> None:
        kind = w[0]
        if kind == "army":
            self.armies[w[1]][w[2]] -= 1
        elif kind == "road":
            self.roads[w[1]][w[2]] -= 1
        elif kind == "tribe":
            self.remove_tribe(w[1], int(w[2]))
        else:
            cid, o = int(w[1]), int(w[2])
            self.remove_spy(cid, o)
            safe = [c for c in self.ps[o]["court"] if CARD[c].ability == "safe_house" and c != cid]
            if safe:   # Safe House: its owner may shelter the spy there, or let it go
                self.stack.append({"kind": "safe_house", "seat": o, "cards": safe})

    # ------------------------------------------------------------------ internal steps
    def _run(self) -> None:
        """Carry out the internal steps on top of the stack until a decision is needed (Wakhan's
        decisions are taken by its rules on the way)."""
        wakhan_seat = self.wakhan_seat
        while self.stack and self.outcome is None:
            d = self.stack[-1]
            k = d["kind"]
            if wakhan_seat is not None:
                self._sync_wakhan()
            if not k.startswith("do_"):
                if not self._decision_actions(d):
                    self.stack.pop()         # nothing to choose (say, no border or card left)
                    continue
                if k in ("court_limit", "hand_limit") and not self._over_limit(d):
                    self.stack.pop()
                    continue
                if d["seat"] == wakhan_seat:
                    self._wakhan_decide(d)
                    continue
                return
            self.stack.pop()
            getattr(self, "_" + k)(d)
        if self.outcome is None and not self.stack and self.phase == "turn" and self.turn.get("over"):
            self._next_turn()

    def _do_play(self, d: dict) -> None:
        seat, cid = d["seat"], d["card"]
        p = self.ps[seat]
        c = CARD[cid]
        p["hand"].remove(cid)
        if c.loyalty and c.loyalty != p["loyalty"] and not self.is_wakhan(seat):
            self.change_loyalty(seat, c.loyalty)
        if d["side"] == "left":
            p["court"].insert(0, cid)
        else:
            p["court"].append(cid)
        icons = c.icons.split()
        if self.is_wakhan(seat) and "road" in icons:   # Wakhan places all of a card's roads at once
            roads = icons.count("road")
            icons = [i for n, i in enumerate(icons) if i != "road" or n == icons.index("road")]
            icons[icons.index("road")] = f"roads:{roads}"
        for icon in reversed(icons):                # the icons happen in order, left to right
            self.stack.append({"kind": "do_icon", "seat": seat, "icon": icon, "region": c.region})

    def _do_icon(self, d: dict) -> None:
        seat, icon, region = d["seat"], d["icon"], d["region"]
        p = self.ps[seat]
        if icon == "army":
            self.place_army(region, p["loyalty"], seat)
        elif icon == "tribe":
            self.place_tribe(region, seat)
        elif icon == "leverage":
            p["rupees"] += 2
        elif icon.startswith("s:"):
            if not self.effects.get("pashtunwali"):
                self.favoured = icon[2:]
        elif icon.startswith("roads:"):
            for border in wakhan.road_borders(region, self.wk, int(icon[6:])):
                self.place_road(border, p["loyalty"], seat)
        elif icon == "road":
            self.stack.append({"kind": "road", "seat": seat, "region": region})
        elif icon == "spy" and self.is_wakhan(seat):
            cid = wakhan.spy_card(self, seat, region)
            if cid is not None:
                self.place_spy(cid, seat)
        elif icon == "spy":
            self.stack.append({"kind": "do_spy", "seat": seat, "region": region})

    def _do_spy(self, d: dict) -> None:
        cards = [x for x in self._ring() if CARD[x].region == d["region"]]
        if cards:
            self.stack.append({"kind": "spy", "seat": d["seat"], "cards": cards})

    def _do_tax(self, d: dict) -> None:
        self.stack.append({"kind": "tax", "seat": d["seat"], "n": CARD[d["card"]].rank})

    def _do_gift(self, d: dict) -> None:
        self.stack.append({"kind": "gift", "seat": d["seat"]})

    def _do_build(self, d: dict) -> None:
        self.stack.append({"kind": "build", "seat": d["seat"], "n": 3, "paid": 0, "placed": 0})

    def _do_move(self, d: dict) -> None:
        self.stack.append({"kind": "move", "seat": d["seat"], "n": CARD[d["card"]].rank})

    def _do_betray(self, d: dict) -> None:
        self.stack.append({"kind": "betray", "seat": d["seat"]})

    def _do_battle(self, d: dict) -> None:
        self.stack.append({"kind": "battle", "seat": d["seat"], "card": d["card"]})

    def _do_dominance(self, d: dict) -> None:
        self.resolve_dominance()

    def _do_refill(self, d: dict) -> None:
        self._refill()

    def _do_limits(self, d: dict) -> None:
        seat = d["seat"]
        self.stack.append({"kind": "hand_limit", "seat": seat})
        self.stack.append({"kind": "court_limit", "seat": seat})

    def _over_limit(self, d: dict) -> bool:
        s = d["seat"]
        if d["kind"] == "court_limit":
            return len(self.ps[s]["court"]) > self.court_limit(s)
        return len(self.ps[s]["hand"]) > self.hand_limit(s)

    # ------------------------------------------------------------------ turns
    def _start_turn(self, seat: int) -> None:
        if self.is_wakhan(seat):
            self._wakhan_start()
            return
        self.turn = {"seat": seat, "actions": 2, "used": [], "n": self.turn.get("n", 0) + 1}
        self.blocked = set()
        if self._blackmail_targets(seat):
            self.stack.append({"kind": "blackmail", "seat": seat})

    def _end_turn(self) -> None:
        seat = self.turn["seat"]
        self.turn["over"] = True
        self.stack += [{"kind": "do_refill", "seat": seat}, {"kind": "do_market_events", "seat": seat},
                       {"kind": "do_limits", "seat": seat}]

    def _next_turn(self) -> None:
        self.turns += 1
        if self.turns >= TURN_LIMIT:
            self.end_game(None)
            return
        self._start_turn(self.next_seat(self.turn["seat"]))
        self._run()

    # ------------------------------------------------------------------ notation
    def _parse(self, text: str) -> str:
        w = text.strip().lower().replace(",", " ").split()
        return " ".join(w)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        w = action.split()
        head = w[0] if w else ""
        if self.phase == "loyalty":
            return "Starting loyalty: choose afghan, british or russian ('loyalty british')."
        if self.stack:
            d = self.stack[-1]
            return (f"{self.seat_name(seat)} must first settle {self.prompt(d)}: "
                    f"one of {', '.join(self._decision_actions(d)[:6])}.")
        t = self.turn
        if head in ("buy", "play") and t["actions"] <= 0:
            return "Both actions of the turn are spent: only free actions of favoured cards remain, or 'end'."
        if head == "buy":
            sl = _slot(w[1]) if len(w) > 1 else None
            if sl is None:
                return "A market card is named by row and column, 'buy a0' to 'buy b5'."
            cid = self.market[sl[0]][sl[1]]
            if cid is None:
                return "That market space is empty."
            if cid == 111:
                return "Public Withdrawal cannot be bought."
            if sl in self.blocked:
                return "Rupees were put on that card this turn: it cannot be bought until next turn."
            return f"That card costs {self.buy_cost(seat, *sl)} rupees (one per card to its left in the row)."
        if len(w) > 1 and any(x.split()[1] == w[1] and x.split()[0] == f"do_{head}" for x in t.get("declined", ())):
            return ("You withdrew from the bribe Wakhan asked for this card: Wakhan never asks less, so it waits "
                    "until your next turn.")
        if head == "play":
            return "Play a card from your hand to the left or right end of your court: 'play 12 left'."
        if head in CARD_ACTIONS:
            if len(w) > 1 and w[1].isdigit() and int(w[1]) in self.turn["used"]:
                return "Each court card gives one action per turn."
            return (f"The {head} action needs a card in your court that shows it, an action left (or a favoured "
                    f"card), and what the action needs (rupees, a ruled region, a spy, pieces to move).")
        return None

    def prompt(self, d: dict) -> str:
        k = d["kind"]
        return {"offer": "the bribe offer", "answer": "the bribe offered", "counter": "the bribe asked",
                "road": "where the road goes", "spy": "where the spy goes", "blackmail": "blackmail",
                "tax": "the tax", "gift": "the gift", "build": "the build", "move": "the move",
                "betray": "the betrayal", "prize": "the prize", "battle": "the battle site",
                "remove": "the battle", "court_limit": "the court limit", "hand_limit": "the hand limit",
                "confidence": "Confidence Failure", "leverage": "a leverage debt", "rumor": "Rumor",
                "swap": "Other Persuasive Methods", "pashtunwali": "Pashtunwali Values",
                "rebuke": "Rebuke", "relocate": "which piece to move, the supply being empty",
                "safe_house": "Safe House: shelter the spy removed in battle"}.get(k, k)
