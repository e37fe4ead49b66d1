"""The rules model of Castles of Mad King Ludwig (see the package docstring for the notation)."""

from __future__ import annotations

import copy
import re

from ...engine import Game, OptionError, Rng, register
from . import data as D
from .castle import Castle, allowed_floors
from .data import BONUS_CARDS, FAVORS, ROOM, SIZES, tile
from .scoring import SPECIAL, bonus_value, favor_points, favor_value, is_room, room_points, size_counts, stats

COLOURS = ("Red", "Yellow", "Blue", "Green")
REWARD_TYPES = ("living", "activity", "sleeping", "outdoor", "utility", "food", "corridor")
_PLACE = re.compile(r"^(?:place|at|p)?\s*(-?\d+)[\s,]+(-?\d+)[\s,]+([0-3])(?:[\s,]+(down|d|ground|g|up))?$")


@register
class CastlesOfMadKingLudwig(Game):
    name = "castles_of_mad_king_ludwig"
    title = "Castles of Mad King Ludwig"
    tagline = "Price rooms for your rivals, then build the king's strangest castle."
    minutes = 75
    weight = "strategy"
    static_keys = ("tiles", "prices", "favor_texts", "bonus_texts")
    score_label = "Castle points"
    blurb = ("Take turns as Master Builder setting the prices of new rooms that the others pay you for, "
             "then fit the rooms you buy into your castle, doorway to doorway, for points, completion "
             "rewards, the King's Favors and your secret bonus cards.")
    min_players = 1
    max_players = 4
    default_players = 2
    seat_names = COLOURS
    colors = ("#d64541", "#e8b51a", "#2e86c1", "#27ae60")
    hidden_information = True
    bot_levels = ("random", "greedy", "builder")
    default_bot = "builder"
    bot_titles = {"builder": "Computer: master builder"}

    @classmethod
    def extra_bots(cls) -> dict:
        from .bots import BuilderBot
        return {"builder": BuilderBot}

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        rng = self.rng
        self.solo = n == 1
        self.prices = list(D.PRICES[n])
        self.stacks, self.box = {}, {}
        for size in SIZES:
            pile = [r["id"] for r in D.ROOMS if r["size"] == size]
            rng.shuffle(pile)
            keep = (D.SMALL_STACK if size <= 300 else D.LARGE_STACK)[n]
            self.stacks[size], self.box[size] = pile[:keep], pile[keep:]
        self.hallways, self.stairs = D.HALLWAYS[n], D.STAIRS[n]
        cards = [s for s in SIZES for _ in range(D.ROOM_CARDS_PER_SIZE)]     # the 50 room cards
        rng.shuffle(cards)
        used = D.ROOM_CARDS_PER_PLAYER * max(2, n)
        self.deck, self.spare_cards = cards[:used], cards[used:]
        self.bonus_deck = list(BONUS_CARDS)
        rng.shuffle(self.bonus_deck)
        favors = list(FAVORS)
        rng.shuffle(favors)
        self.favors = []
        for f in favors:
            if len(self.favors) == D.FAVORS_IN_PLAY[n]:      # one per player; none solo
                break
            if {f, *self.favors} >= {"completed", "incomplete"}:
                continue
            self.favors.append(f)
        self.castles = [Castle([]) for _ in range(n)]
        for c in self.castles:
            c.add("foyer", 0, 0, 0, "g")
        self.money = [D.START_MONEY] * n
        self.score = [0] * n
        self.bonus = [[] for _ in range(n)]
        self.dealt = [[self.bonus_deck.pop() for _ in range(3)] for _ in range(n)]
        self.mb = 0
        for s in range(n):
            self.score[s] = (s - self.mb) % n
        self.market = [None] * len(self.prices)      # {"room", "coins"} per price slot
        self.round = 1
        self.last_round = False
        self.phase = "keep"
        self.keep_order = list(range(n))
        self.pricing: list = []
        self.order: list = []
        self.buyer = None
        self.placing = None        # {"tile", "paid"}
        self.pending: list = []    # rewards waiting for a decision: {"kind", "room"}
        self.drawn = None          # the two bonus cards of a utility reward (seen by the buyer only)
        self.extra = 0
        self.down_done = [0] * n
        self.wild_used = False
        self.discarded: list = []  # rooms that left the board unsold (solo)
        self.finals = None
        self._fill_market()

    # ------------------------------------------------------------------ positions (tests, lessons)
    def _set_position(self, position: dict) -> None:
        known = {"castles", "money", "score", "bonus", "market", "stacks", "favors", "mb", "phase", "deck",
                 "hallways", "stairs", "buyer", "placing", "last_round"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A {self.title} position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        n = self.players
        if "castles" in position:
            castles = position["castles"]
            if not isinstance(castles, list) or len(castles) != n:
                raise OptionError("The position's castles must be one list of rooms per seat.")
            built = []
            for rooms in castles:
                c = Castle([])
                c.add("foyer", 0, 0, 0, "g")
                for room in rooms:
                    tid, x, y, r = room["tile"], int(room["x"]), int(room["y"]), int(room["r"])
                    floor = room.get("floor") or allowed_floors(tid)[0]
                    if tid not in ROOM and tid not in ("hallway", "stairs"):
                        raise OptionError(f"The position's castles name an unknown tile {tid!r}.")
                    why = c.why_not(tid, x, y, r, floor)
                    if why:
                        raise OptionError(f"The position's castles place {tid} where it may not go: {why}")
                    c.add(tid, x, y, r, floor)
                for i in range(1, len(c.rooms)):
                    c.rooms[i]["done"] = is_room(c, i) and c.complete(i)
                built.append(c)
            self.castles = built
        for key in ("money", "score"):
            if key in position:
                v = position[key]
                if not isinstance(v, list) or len(v) != n or not all(type(x) is int and x >= 0 for x in v):
                    raise OptionError(f"The position's {key} must be one whole number of at least 0 per seat.")
                setattr(self, key, list(v))
        if "bonus" in position:
            v = position["bonus"]
            if not isinstance(v, list) or len(v) != n or not all(
                    isinstance(h, list) and all(c in BONUS_CARDS for c in h) for h in v):
                raise OptionError("The position's bonus must be one list of bonus card ids per seat.")
            self.bonus = [list(h) for h in v]
            self.bonus_deck = [c for c in BONUS_CARDS if not any(c in h for h in v)]
            self.dealt = [[] for _ in range(n)]
            self.phase = "price"
        if "favors" in position:
            v = position["favors"]
            if not isinstance(v, list) or not all(f in FAVORS for f in v):
                raise OptionError("The position's favors must be a list of King's Favor ids.")
            if self.solo and v:
                raise OptionError("The solo game has no King's Favors: the position's favors must be [].")
            self.favors = list(v)
        if "stacks" in position:
            v = position["stacks"]
            if not isinstance(v, dict) or not all(str(s) in {str(x) for x in SIZES} for s in v):
                raise OptionError("The position's stacks map room sizes to lists of room ids.")
            for s, rooms in v.items():
                if not all(r in ROOM and ROOM[r]["size"] == int(s) for r in rooms):
                    raise OptionError(f"The position's {s} sq ft stack holds a room of another size.")
                self.stacks[int(s)] = list(rooms)
        if "deck" in position:
            v = position["deck"]
            if not isinstance(v, list) or not all(x in SIZES for x in v):
                raise OptionError("The position's deck is a list of room sizes (room cards).")
            self.deck = list(v)
        for key, supply in (("hallways", D.HALLWAYS[n]), ("stairs", D.STAIRS[n])):
            kind = "hallway" if key == "hallways" else "stairs"
            built = sum(1 for c in self.castles for r in c.rooms if r["tile"] == kind)
            most = supply - built
            if most < 0:
                raise OptionError(f"The position's castles hold more {key} than the {supply} of {n} player(s).")
            if key in position:
                v = position[key]
                if type(v) is not int or not 0 <= v <= most:
                    raise OptionError(f"The position's {key} (left in the supply) is a whole number from 0 to {most}: "
                                      f"{supply} for {n} player(s), {built} built.")
                setattr(self, key, v)
            else:
                setattr(self, key, most)
        if "market" in position:
            v = position["market"]
            if not isinstance(v, list) or len(v) != len(self.prices) or not all(
                    r is None or r in ROOM for r in v):
                raise OptionError(f"The position's market has one room id or null per price slot "
                                  f"({len(self.prices)} slots).")
            self.market = [None if r is None else {"room": r, "coins": 0} for r in v]
        if "mb" in position:
            v = position["mb"]
            if type(v) is not int or not 0 <= v < n:
                raise OptionError("The position's mb (Master Builder) is a seat number.")
            self.mb = v
        if "last_round" in position:
            self.last_round = bool(position["last_round"])
        phase = position.get("phase", "buy" if "market" in position else self.phase)
        self._account_rooms(position, position.get("placing") if phase == "place" else None)
        if phase == "keep" and "phase" not in position:
            return                       # only castles, money or scores were set: the game starts as usual
        if phase not in ("price", "buy", "place"):
            raise OptionError("The position's phase is 'price', 'buy' or 'place'.")
        for dealt in self.dealt:                 # bonus cards still being chosen go back under the deck
            self.bonus_deck[:0] = dealt
        self.dealt = [[] for _ in range(n)]
        if not self.bonus or not any(self.bonus):
            self.bonus = [[self.bonus_deck.pop(), self.bonus_deck.pop()] for _ in range(n)]
        self.order = self._buy_order()
        if phase == "price":
            rooms = [m for m in self.market if m]
            self.market = [None] * len(self.prices)
            self.pricing = sorted(rooms, key=lambda m: -ROOM[m["room"]]["size"])
            self.phase = "price"
        else:
            self.phase = "buy"
            self.buyer = self.order.pop(0)
            if "buyer" in position:
                b = position["buyer"]
                if type(b) is not int or not 0 <= b < n:
                    raise OptionError("The position's buyer is a seat number.")
                self.buyer = b
                order = self._buy_order()
                self.order = order[order.index(b) + 1:]
            if phase == "place":
                t = position.get("placing")
                if t not in ROOM and t not in ("hallway", "stairs"):
                    raise OptionError("The position's placing names the tile being placed.")
                if t in ("hallway", "stairs"):           # the tile being placed has left the supply
                    key = "hallways" if t == "hallway" else "stairs"
                    if not getattr(self, key):
                        raise OptionError(f"The position's placing takes a tile from the supply, but no {key} are left.")
                    setattr(self, key, getattr(self, key) - 1)
                self.placing = {"tile": t}
                self.phase = "place"

    def _account_rooms(self, position: dict, placing) -> None:
        """Every room tile is in exactly one place: the rooms a position puts on the board, in a
        castle or in hand leave the stacks and the box; rooms the position took off the board
        go back to the box."""
        out = [m["room"] for m in self.market if m] + [m["room"] for m in self.pricing]
        out += [r["tile"] for c in self.castles for r in c.rooms if r["tile"] in ROOM]
        if placing in ROOM:
            out.append(placing)
        doubled = sorted({r for r in out if out.count(r) > 1})
        if doubled:
            raise OptionError(f"The position uses the room {doubled[0]!r} twice (market, castles, placing).")
        given = {int(s) for s in position.get("stacks", {})}
        for size in SIZES:
            clash = [r for r in self.stacks[size] if r in out]
            if clash and size in given:
                raise OptionError(f"The position's {size} sq ft stack holds {clash[0]!r}, which it also "
                                  f"puts on the board or in a castle.")
            self.stacks[size] = [r for r in self.stacks[size] if r not in out]
            if size in given:
                dup = [r for r in self.stacks[size] if self.stacks[size].count(r) > 1]
                if dup:
                    raise OptionError(f"The position's {size} sq ft stack holds {dup[0]!r} twice.")
            self.box[size] = [r for r in self.box[size] if r not in out and r not in self.stacks[size]]
        known = set(out) | set(self.discarded) | {r for s in SIZES for r in self.stacks[s] + self.box[s]}
        for r in ROOM:
            if r not in known:
                self.box[ROOM[r]["size"]].append(r)

    # ------------------------------------------------------------------ the round
    def _buy_order(self) -> list:
        n = self.players
        return [(self.mb + k) % n for k in range(1, n + 1)]

    def _draw_room(self):
        """Draw room cards until one names a stack that still has rooms (None: the deck ran out)."""
        while self.deck:
            self.reveal()
            size = self.deck.pop()
            if not self.deck:
                self.last_round = True
            if self.stacks[size]:
                return self.stacks[size].pop()
        self.last_round = True
        return None

    def _fill_market(self) -> None:
        if self.solo:
            # the rooms move down one price; the cheapest unsold one leaves the board
            rooms = [m for m in self.market if m]
            if len(rooms) == len(self.prices):
                self.discarded.append(rooms.pop(0)["room"])
            fresh = []
            while len(rooms) + len(fresh) < len(self.prices):
                r = self._draw_room()
                if r is None:
                    break
                fresh.append({"room": r, "coins": 0})
            self.market = rooms + fresh[::-1]
            self.market += [None] * (len(self.prices) - len(self.market))
            return
        free = sum(1 for m in self.market if m is None)
        for _ in range(free):
            r = self._draw_room()
            if r is None:
                break
            slot = self.market.index(None)
            self.market[slot] = {"room": r, "coins": 0}

    def _start_pricing(self) -> None:
        rooms = [m for m in self.market if m]
        if self.solo or not rooms:
            self._start_buying()
            return
        self.market = [None] * len(self.prices)
        self.pricing = sorted(rooms, key=lambda m: (-ROOM[m["room"]]["size"], m["room"]))
        self.phase = "price"
        self._auto_price()

    def _auto_price(self) -> None:
        free = [i for i, m in enumerate(self.market) if m is None]
        while self.pricing and len(free) == 1:
            self.market[free[0]] = self.pricing.pop(0)
            free = []
        if not self.pricing:
            self._start_buying()

    def _start_buying(self) -> None:
        self.phase = "buy"
        self.order = self._buy_order()
        self.buyer = self.order.pop(0)

    def _next_buyer(self) -> None:
        self.placing = None
        self.wild_used = False
        if self.extra:
            self.extra -= 1
            self.phase = "buy"
            return
        if self.order:
            self.buyer = self.order.pop(0)
            self.phase = "buy"
            return
        self._end_round()

    def _end_round(self) -> None:
        if self.last_round or (not self.deck and not any(self.market)):
            self._finish()
            return
        for m in self.market:
            if m and not self.solo:
                m["coins"] += D.UPKEEP_COIN
        self.mb = (self.mb + 1) % self.players
        self.round += 1
        self._fill_market()
        if not any(self.market):
            self._finish()
            return
        self._start_pricing()

    # ------------------------------------------------------------------ buying and building
    def payee(self, seat: int):
        """Who a buyer pays: the Master Builder, or the bank when the Master Builder buys (or solo)."""
        return None if self.solo or seat == self.mb else self.mb

    def _placeable(self, seat: int, tid: str) -> bool:
        return self.castles[seat].fits(tid)

    def _buy_actions(self, seat: int) -> list:
        out = []
        money = self.money[seat]
        for i, m in enumerate(self.market):
            if m and self.prices[i] <= money and self._placeable(seat, m["room"]):
                out.append(f"buy {self.prices[i]}")
        if money >= D.CORRIDOR_PRICE:
            if self.hallways and self._placeable(seat, "hallway"):
                out.append("hallway")
            if self.stairs and self._placeable(seat, "stairs"):
                out.append("stairs")
        out.append("pass")
        return out

    def _pay(self, seat: int, amount: int) -> None:
        self.money[seat] -= amount
        to = self.payee(seat)
        if to is not None:
            self.money[to] += amount

    def _place_actions(self, seat: int) -> list:
        tid = self.placing["tile"]
        out = []
        for x, y, r, floor in self.castles[seat].placements(tid):
            out.append(self.place_action(tid, x, y, r, floor))
        return out

    @staticmethod
    def place_action(tid: str, x: int, y: int, r: int, floor: str) -> str:
        suffix = " down" if tid == "hallway" and floor == "d" else ""
        return f"place {x} {y} {r}{suffix}"

    def _decode_place(self, action: str):
        _w, x, y, r, *rest = action.split()
        tid = self.placing["tile"]
        floor = "d" if rest else allowed_floors(tid)[0]
        return tid, int(x), int(y), int(r), floor

    def _place(self, seat: int, action: str) -> None:
        tid, x, y, r, floor = self._decode_place(action)
        c = self.castles[seat]
        i = c.add(tid, x, y, r, floor)
        self.placing = None
        gained, parts = room_points(c, i)
        self._gain(seat, gained)
        if parts:
            self.say(f"{self.seat_name(seat)} scores {gained} for the {tile(tid)['name']} ("
                     + ", ".join(f"{w} {p:+d}" for w, p in parts) + ").")
        for k in sorted({i} | c.connected(i)):
            if not c.rooms[k]["done"] and is_room(c, k) and c.complete(k):
                c.rooms[k]["done"] = True
                self._completed(seat, k)
        self._settle(seat)

    def _gain(self, seat: int, points: int) -> None:
        self.score[seat] = max(0, self.score[seat] + points)

    def _completed(self, seat: int, k: int) -> None:
        c = self.castles[seat]
        t = tile(c.rooms[k]["tile"])
        self.say(f"{self.seat_name(seat)} completes the {t['name']}.")
        kind = t["type"]
        if kind == "downstairs":
            self.down_done[seat] += 1
            if self.down_done[seat] % 2 == 0 and not self.wild_used:
                self.wild_used = True
                self.pending.append({"kind": "wild", "room": k})
            return
        self._reward(seat, kind, k)

    def _reward(self, seat: int, kind: str, k: int) -> None:
        c = self.castles[seat]
        if kind == "activity":
            self._gain(seat, D.ACTIVITY_REWARD)
        elif kind == "outdoor":
            self.money[seat] += D.OUTDOOR_REWARD
        elif kind == "living":
            gained, _parts = room_points(c, k)
            self._gain(seat, gained)
            self.say(f"{self.seat_name(seat)} scores the {tile(c.rooms[k]['tile'])['name']} again: {gained:+d}.")
        elif kind == "food":
            self.extra += 1
        elif kind == "utility":
            if self.bonus_deck:
                self.pending.append({"kind": "utility", "room": k})
        elif kind == "sleeping":
            if self.spare_cards:
                self.pending.append({"kind": "sleeping", "room": k})
        elif kind == "corridor":
            if self.hallways or self.stairs:
                self.pending.append({"kind": "corridor", "room": k})

    def _settle(self, seat: int) -> None:
        """Open the next reward decision, or end the buyer's turn."""
        while self.pending:
            p = self.pending[0]
            if p["kind"] == "utility" and self.drawn is None:
                self.drawn = [self.bonus_deck.pop() for _ in range(min(2, len(self.bonus_deck)))]
                self.reveal()
                if not self.drawn:
                    self.drawn = None
                    self.pending.pop(0)
                    continue
            if p["kind"] == "corridor" and not any(self._free_corridors(seat)):
                self.pending.pop(0)
                continue
            self.phase = "reward"
            return
        self._next_buyer()

    def _free_corridors(self, seat: int) -> list:
        out = []
        if self.hallways and self._placeable(seat, "hallway"):
            out.append("free hallway")
        if self.stairs and self._placeable(seat, "stairs"):
            out.append("free stairs")
        return out

    def _reward_actions(self, seat: int) -> list:
        p = self.pending[0]
        kind = p["kind"]
        if kind == "utility":
            return [f"keep {c}" for c in self.drawn]
        if kind == "sleeping":
            out = ["cards none"]
            for size in SIZES:
                for k in range(1, min(2, self.spare_cards.count(size)) + 1):
                    out.append(f"cards {k} {size}")
            return out
        if kind == "corridor":
            return self._free_corridors(seat) + ["skip"]
        return [f"reward {t}" for t in REWARD_TYPES]

    def _apply_reward(self, seat: int, action: str) -> None:
        p = self.pending.pop(0)
        word, *args = action.split()
        if word == "keep":
            card = args[0]
            other = [c for c in self.drawn if c != card]
            self.bonus[seat].append(card)
            self.bonus_deck[:0] = other           # the other card goes under the deck
            self.drawn = None
        elif word == "cards" and args[0] != "none":
            k, size = int(args[0]), int(args[1])
            for _ in range(k):
                self.spare_cards.remove(size)
                self.deck.append(size)           # on top of the room card deck
            self.last_round = False
            self.reveal()
        elif word == "free":
            tid = args[0]
            if tid == "hallway":
                self.hallways -= 1
            else:
                self.stairs -= 1
            self.placing = {"tile": tid, "free": True}
            self.phase = "place"
            return
        elif word == "reward":
            self._reward(seat, args[0], p["room"])
        self._settle(seat)

    # ------------------------------------------------------------------ the end
    def final_scores(self) -> list[dict]:
        n = self.players
        sts = [size_counts(c, stats(c, self.money[s])) for s, c in enumerate(self.castles)]
        rows = [{"castle": self.score[s], "favors": 0, "bonus": 0, "money": self.money[s] // 10000, "depleted": 0}
                for s in range(n)]
        for f in self.favors:
            pts = favor_points([favor_value(f, st) for st in sts])
            for s in range(n):
                rows[s]["favors"] += pts[s]
        for s in range(n):
            rows[s]["bonus"] = sum(bonus_value(card, sts[s]) for card in self.bonus[s])
            empty = {size for size in SIZES if not self.stacks[size]}
            for room in self.castles[s].rooms:
                t = room["tile"]
                if (t in ROOM and ROOM[t]["size"] in empty) or (t == "hallway" and not self.hallways) \
                        or (t == "stairs" and not self.stairs):
                    rows[s]["depleted"] += 1
            rows[s]["total"] = sum(rows[s][k] for k in ("castle", "favors", "bonus", "money", "depleted"))
        return rows

    def _finish(self) -> None:
        rows = self.final_scores()
        self.finals = rows
        self.phase = "over"
        totals = [r["total"] for r in rows]
        self.reveal()
        details = [f"castle {r['castle']}, favors {r['favors']}, bonus cards {r['bonus']}, money {r['money']}, "
                   f"depleted stacks {r['depleted']}" for r in rows]
        best = max(totals)
        tied = [s for s in range(self.players) if totals[s] == best]
        if len(tied) > 1:      # ties: most money left wins
            most = max(self.money[s] for s in tied)
            tied = [s for s in tied if self.money[s] == most]
        self.finish(totals, winners=tied, reason="The room cards have run out.", details=details)

    # ------------------------------------------------------------------ the contract
    def _to_move(self) -> tuple:
        if self.phase == "keep":
            return (self.keep_order[0],)
        if self.phase == "price":
            return (self.mb,)
        if self.phase in ("buy", "place", "reward"):
            return (self.buyer,)
        return ()

    def _legal(self, seat: int) -> list[str]:
        if self.phase == "keep":
            return [f"discard {c}" for c in self.dealt[seat]]
        if self.phase == "price":
            return [f"price {self.prices[i]}" for i, m in enumerate(self.market) if m is None][::-1]
        if self.phase == "buy":
            return self._buy_actions(seat)
        if self.phase == "place":
            return self._place_actions(seat)
        if self.phase == "reward":
            return self._reward_actions(seat)
        return []

    def _apply(self, seat: int, action: str) -> None:
        word, _, arg = action.partition(" ")
        if self.phase == "keep":
            card = arg
            self.bonus[seat] = [c for c in self.dealt[seat] if c != card]
            self.bonus_deck.insert(0, card)
            self.dealt[seat] = []
            self.keep_order.pop(0)
            if not self.keep_order:
                self._start_pricing()
            return
        if self.phase == "price":
            slot = self.prices.index(int(arg))
            self.market[slot] = self.pricing.pop(0)
            self._auto_price()
            return
        if self.phase == "buy":
            if word == "pass":
                self.money[seat] += D.PASS_MONEY
                self._next_buyer()
                return
            if word in ("hallway", "stairs"):
                self._pay(seat, D.CORRIDOR_PRICE)
                if word == "hallway":
                    self.hallways -= 1
                else:
                    self.stairs -= 1
                self.placing = {"tile": word}
            else:
                slot = self.prices.index(int(arg))
                m = self.market[slot]
                self.market[slot] = None
                self._pay(seat, self.prices[slot])
                self.money[seat] += m["coins"]
                self.placing = {"tile": m["room"]}
            self.phase = "place"
            return
        if self.phase == "place":
            self._place(seat, action)
            return
        self._apply_reward(seat, action)

    def action_audience(self, action: str, seat: int) -> tuple | None:
        if action.startswith("keep ") or (self.phase == "keep" and action.startswith("discard ")):
            return (seat,)
        return None

    def _parse(self, text: str) -> str:
        t = " ".join(text.lower().replace(",", " ").split())
        m = _PLACE.match(t)
        if m:
            x, y, r, floor = m.groups()
            return f"place {int(x)} {int(y)} {r}" + (" down" if floor in ("down", "d") else "")
        if re.fullmatch(r"(buy )?\d+", t):
            return "buy " + t.split()[-1]
        if re.fullmatch(r"price \d+", t):
            return t
        return {"hall": "hallway", "stair": "stairs", "take money": "pass", "money": "pass"}.get(t, t)

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, arg = action.partition(" ")
        phase = self.phase
        if phase == "keep":
            return "First keep two of your three bonus cards: discard one of them (discard <card>)."
        if phase == "price":
            if word != "price":
                return "The Master Builder is setting prices: put the next room on a free price (price <marks>)."
            return f"{arg} marks is not a free price on the contractor board now."
        if phase == "buy":
            if word == "buy":
                if not arg.isdigit() or int(arg) not in self.prices:
                    return "Buy a room by its price on the contractor board (buy <marks>)."
                m = self.market[self.prices.index(int(arg))]
                if m is None:
                    return f"No room is on the {arg} price now."
                if int(arg) > self.money[seat]:
                    return f"You have {self.money[seat]} marks: the room at {arg} costs more."
                return "That room fits nowhere in your castle: a room you cannot place cannot be bought."
            if word in ("hallway", "stairs"):
                if self.money[seat] < D.CORRIDOR_PRICE:
                    return "Hallways and stairs cost 3000 marks."
                if not (self.hallways if word == "hallway" else self.stairs):
                    return f"There are no {word} left."
                return f"The {word} fits nowhere in your castle."
            return "Now buy a room, a hallway or stairs, or pass for 5000 marks."
        if phase == "place":
            if word != "place":
                return "Place the room you bought first (place <x> <y> <quarter turns>)."
            try:
                tid, x, y, r, floor = self._decode_place(action)
            except (ValueError, TypeError):
                return "A placement is place <x> <y> <quarter turns 0-3>."
            why = self.castles[seat].why_not(tid, x, y, r, floor)
            return why or "That placement is not allowed."
        if phase == "reward":
            return "Choose your completion reward first: " + ", ".join(self._reward_actions(seat)[:6]) + "."
        return None

    # ------------------------------------------------------------------ words
    def _room_word(self, tid: str) -> str:
        return tile(tid)["name"]

    def describe(self, action: str, seat: int | None = None) -> str:
        who = self.seat_name(seat if seat is not None else (self.to_move or (0,))[0])
        word, _, arg = action.partition(" ")
        if word == "discard" and self.phase == "keep":
            return f"{who} keeps two bonus cards and discards {BONUS_CARDS[arg]['text']}." \
                if arg in BONUS_CARDS else f"{who} discards a bonus card."
        if word == "price":
            room = self.pricing[0]["room"] if self.pricing else None
            return f"{who} prices the {self._room_word(room)} at {arg} marks." if room else f"{who} sets a price."
        if word == "buy":
            slot = self.prices.index(int(arg)) if arg.isdigit() and int(arg) in self.prices else None
            m = self.market[slot] if slot is not None else None
            name = self._room_word(m["room"]) if m else "a room"
            coins = f" (taking {m['coins']} marks from it)" if m and m["coins"] else ""
            return f"{who} buys the {name} for {arg} marks{coins}."
        if word in ("hallway", "stairs"):
            return f"{who} buys {'a hallway' if word == 'hallway' else 'stairs'} for 3000 marks."
        if word == "pass":
            return f"{who} passes and takes 5000 marks."
        if word == "place":
            tid = self.placing["tile"] if self.placing else None
            return f"{who} builds the {self._room_word(tid)} at {arg}." if tid else f"{who} builds."
        if word == "keep":
            return f"{who} keeps the bonus card {BONUS_CARDS[arg]['text']}." if arg in BONUS_CARDS else f"{who} keeps a card."
        if word == "cards":
            return f"{who} adds no room cards." if arg == "none" else \
                f"{who} puts {arg.split()[0]} room card(s) of {arg.split()[1]} sq ft on top of the room deck."
        if word == "free":
            return f"{who} takes a free {arg}."
        if word == "skip":
            return f"{who} takes no free hallway or stairs."
        if word == "reward":
            return f"{who} takes the {arg} completion reward."
        return f"{who}: {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word == "buy":
            m = self.market[self.prices.index(int(arg))]
            return f"{self._room_word(m['room'])} · {arg}" if m else action
        if word == "discard" and self.phase == "keep":
            return f"Discard: {BONUS_CARDS[arg]['text']}"
        if word == "keep":
            return f"Keep: {BONUS_CARDS[arg]['text']}"
        if word == "price":
            return f"{int(arg):,} marks"
        if word == "pass":
            return "Pass (+5000)"
        if word in ("hallway", "stairs"):
            return f"{word.capitalize()} · 3000"
        if word == "cards":
            return "No room cards" if arg == "none" else f"{arg.split()[0]} × {arg.split()[1]} sq ft card on top"
        if word == "reward":
            return f"{D.TYPE_NAMES[arg]} reward"
        if word == "place":
            return "Build at " + arg
        return action.capitalize()

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word == "buy":
            return [f"slot:{arg}"]
        if word == "price":
            return [f"slot:{arg}"]
        if word in ("hallway", "stairs"):
            return [f"supply:{word}"]
        if word == "place":
            return [f"spot:{seat}:" + ":".join(arg.split())]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        who = self.seat_name(self.to_move[0])
        if self.phase == "keep":
            return f"{who}: keep two of your three bonus cards."
        if self.phase == "price":
            room = self.pricing[0]["room"]
            return f"{who} (Master Builder) sets the price of the {self._room_word(room)}."
        if self.phase == "buy":
            return f"{who}: buy a room, a hallway or stairs, or pass."
        if self.phase == "place":
            return f"{who}: build the {self._room_word(self.placing['tile'])} in your castle."
        return f"{who}: choose a completion reward."

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> dict:
        players = []
        for s in range(self.players):
            c = self.castles[s]
            rooms = [{"tile": r["tile"], "x": r["x"], "y": r["y"], "r": r["r"], "floor": r["floor"],
                      "done": bool(r["done"])} for r in c.rooms]
            mine = seat == s or (self.over)
            players.append({"money": self.money[s], "score": self.score[s], "rooms": rooms,
                            "bonus_count": len(self.bonus[s]) + (len(self.dealt[s]) if self.phase == "keep" else 0),
                            "bonus": list(self.bonus[s]) if mine else None,
                            "dealt": list(self.dealt[s]) if seat == s else None,
                            "entrances": c.entrances()})
        pending = None
        if self.phase == "reward" and self.pending:
            pending = {"kind": self.pending[0]["kind"], "room": self.pending[0]["room"]}
            if pending["kind"] == "utility" and seat == self.buyer:
                pending["cards"] = list(self.drawn or [])
        return {
            "phase": self.phase, "round": self.round, "mb": self.mb, "buyer": self.buyer,
            "market": [None if m is None else dict(m) for m in self.market],
            "pricing": [dict(m) for m in self.pricing],
            "stacks": {str(s): len(v) for s, v in self.stacks.items()},
            "hallways": self.hallways, "stairs": self.stairs, "deck": len(self.deck),
            "last_round": self.last_round, "favors": list(self.favors),
            "placing": dict(self.placing) if self.placing else None, "pending": pending,
            "discarded": list(self.discarded[-6:]), "players": players, "solo": self.solo,
            "finals": copy.deepcopy(self.finals),
            "tiles": _TILES, "prices": list(self.prices),
            "favor_texts": {k: v["text"] for k, v in FAVORS.items()},
            "bonus_texts": {k: v["text"] for k, v in BONUS_CARDS.items()},
        }

    # ------------------------------------------------------------------ hidden information
    def _resample(self, seat: int | None, rng: Rng) -> None:
        for size in SIZES:
            pool = self.stacks[size] + self.box[size]
            rng.shuffle(pool)
            k = len(self.stacks[size])
            self.stacks[size], self.box[size] = pool[:k], pool[k:]
        looking = self.phase == "reward" and self.pending and self.pending[0]["kind"] == "sleeping" \
            and self.buyer == seat
        if looking:          # a seat taking a sleeping reward looks through the unused room cards
            rng.shuffle(self.deck)
        else:
            cards = self.deck + self.spare_cards
            rng.shuffle(cards)
            k = len(self.deck)
            self.deck, self.spare_cards = cards[:k], cards[k:]
        pool = list(self.bonus_deck)
        hidden = [s for s in range(self.players) if s != seat]
        for s in hidden:
            pool += self.bonus[s] + self.dealt[s]
        drawn_hidden = self.drawn is not None and self.buyer != seat
        if drawn_hidden:
            pool += self.drawn
        rng.shuffle(pool)
        for s in hidden:
            k = len(self.bonus[s])
            self.bonus[s], pool = pool[:k], pool[k:]
            k = len(self.dealt[s])
            self.dealt[s], pool = pool[:k], pool[k:]
        if drawn_hidden:
            k = len(self.drawn)
            self.drawn, pool = pool[:k], pool[k:]
        self.bonus_deck = pool

    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        n = self.players
        cards = sum(len(b) for b in self.bonus) + sum(len(d) for d in self.dealt) + len(self.bonus_deck) \
            + len(self.drawn or [])
        assert cards == len(BONUS_CARDS), f"bonus cards {cards}"
        on_board = [m["room"] for m in self.market if m] + [m["room"] for m in self.pricing]
        built = [r["tile"] for c in self.castles for r in c.rooms if r["tile"] in ROOM]
        if self.placing and self.placing["tile"] in ROOM:
            built.append(self.placing["tile"])
        every = on_board + built + self.discarded + [r for s in SIZES for r in self.stacks[s] + self.box[s]]
        assert sorted(every) == sorted(ROOM), "rooms lost or doubled"
        hall = sum(1 for c in self.castles for r in c.rooms if r["tile"] == "hallway")
        if self.placing and self.placing["tile"] == "hallway":
            hall += 1
        assert hall + self.hallways == D.HALLWAYS[n], "hallways lost"
        assert all(m >= 0 for m in self.money), "negative money"
        for c in self.castles:
            for f, occ in c.occ.items():
                covered = sum(len(p.cells) for p, room in zip(c.placed, c.rooms)
                              if f in (("g", "d") if room["floor"] == "b" else (room["floor"],)))
                assert covered == len(occ), f"rooms overlap on floor {f}"
            assert c.open_doors("g"), "the castle has no open doorway on the ground floor"
            for i in range(1, len(c.rooms)):
                if c.rooms[i]["done"]:
                    assert c.complete(i), "a room marked complete has an open doorway"


def _tile_info(tid: str) -> dict:
    from .geometry import base_shape
    t = tile(tid)
    s = base_shape(t["shape"], tuple(t["doors"]), t["type"] == "outdoor")
    kind, pts, types = t["bonus"] or (None, 0, ())
    return {"name": t["name"], "type": t["type"], "size": t["size"], "shape": t["shape"], "points": t["points"],
            "w": s.w, "h": s.h, "doors": [[e[0], e[1], e[2], d] for e, d in s.doors],
            "bonus": [kind, pts, list(types)] if kind else None}


_TILES = {tid: _tile_info(tid) for tid in list(ROOM) + ["foyer", "hallway", "stairs"]}
