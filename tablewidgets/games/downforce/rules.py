"""The rules model of Downforce (see the package docstring for the notation and the choices made)."""

from __future__ import annotations

import re

from ...engine import Game, Option, OptionError, register
from ...engine.rng import Rng
from . import data as D
from .data import CARD, COLOURS, SPECIAL_OF, WILD, track

ORD = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th"}
BET_NAMES = ("first", "second", "third")
_ACTION = re.compile(r"^(bid|play|keep|ignore|order|wild|to|defend|bet)\s+(\S+)$")
#: powers that give a car more spaces after its move: power -> spaces
EXTRA = {"aggressive": 1, "determined": 2, "ambitious": 2, "tough": 2, "reckless": 2}


def _card_colours(card: int) -> list:
    return [c for c, _ in CARD[card] if c != WILD]


def _bid_key(card: int, colour: str) -> tuple:
    """(bid value, how the card bids): the speed of the colour's line, else the wild's, else the lowest."""
    lines = CARD[card]
    for c, v in lines:
        if c == colour:
            return v, "colour"
    for c, v in lines:
        if c == WILD:
            return v, "wild"
    return min(v for _, v in lines), "any"


def bet_payout(mode: str, k: int, at: int, final: int) -> int:
    """What the ``k``-th bet (0-2) pays, under betting ``mode``, on a car that was ``at`` when the bet
    was made (1 = leading at that yellow line) and finished ``final``."""
    if final > 3:
        return 0
    if mode == "standard":
        return D.BET_PAYOUT[k][final - 1]
    if mode == "odds_winner" and final != 1:
        return 0
    return at * D.ODDS[k][final - 1]


@register
class Downforce(Game):
    name = "downforce"
    title = "Downforce"
    blurb = ("Bid speed cards for the six cars, then race them: every card moves several cars, yours and your "
             "rivals', and three secret bets on the winner pay as much as the prize money.")
    tagline = "Bid for cars, race with cards that move everyone, bet on the winner."
    minutes = 40
    weight = "family"
    designed_components = True
    hidden_information = True
    static_keys = ("track", "cards", "power_text")
    min_players = 2
    max_players = 6
    default_players = 4
    seat_names = ("North", "East", "South", "West", "Centre", "Pit")
    colors = ("#8e44ad", "#17a2a2", "#e86fae", "#8d5b3a", "#5d6d7e", "#b7950b")
    bot_levels = ("random", "greedy", "racer")
    default_bot = "racer"
    bot_titles = {"racer": "Computer: team owner"}
    score_label = "Money ($M)"
    options = (
        Option("track", D.TRACK_KEYS, "river_station", "Track", "The race track (all designed for this package).",
               names=tuple((k, D.TRACKS[k].name) for k in D.TRACK_KEYS)),
        Option("powers", (False, True), False, "Powers",
               "Each car comes with a power card; a player keeps one power."),
        Option("additional_powers", (False, True), False, "Additional powers",
               "Six more powers join the base six (needs powers); six of the twelve are dealt to the cars."),
        Option("betting", ("standard", "odds", "odds_winner"), "standard", "Betting",
               "Standard payouts, odds betting (the car's place when the bet is made times a modifier), "
               "or odds betting on the winner only.",
               names=(("standard", "standard"), ("odds", "odds betting"), ("odds_winner", "odds, winner only"))),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    @property
    def track(self) -> D.Track:
        return track(self.opts["track"])

    def _setup(self) -> None:
        o = self.opts
        if o["additional_powers"] and not o["powers"]:
            raise OptionError("The option 'additional_powers' adds to the powers: set powers=True too.")
        tr = self.track
        grid = list(COLOURS)
        self.rng.shuffle(grid)
        self.space = {c: tr.grid[i] for i, c in enumerate(grid)}
        self.arrival = {c: i for i, c in enumerate(grid)}
        self.clock = len(grid)
        deck = list(D.DECK)
        self.rng.shuffle(deck)
        per = (len(deck) - D.LEFT_OUT[self.players]) // self.players
        self.hands = [sorted(deck[i * per:(i + 1) * per]) for i in range(self.players)]
        self.box = sorted(deck[per * self.players:])
        #: cards each seat is publicly known to hold (shown as bids, won specials)
        self.known = [set() for _ in range(self.players)]
        self.played: list = []
        stack = list(COLOURS)
        self.rng.shuffle(stack)
        self.stack = stack
        self.set_aside: list = []
        self.rebid = False
        self.owner = {c: None for c in COLOURS}
        self.paid = [0] * self.players
        self.car_power = {c: None for c in COLOURS}
        if o["powers"]:
            pool = list(D.BASE_POWERS) + (list(D.EXTRA_POWERS) if o["additional_powers"] else [])
            self.rng.shuffle(pool)
            for i, c in enumerate(COLOURS):
                self.car_power[c] = pool[i]
        self.won_powers = [[] for _ in range(self.players)]
        self.power = [None] * self.players
        self.bids: dict = {}
        self.last_auction: dict | None = None
        self.auctioned = None
        self.eligible: list = []
        self.bets = [[] for _ in range(self.players)]
        self.betting: dict = {}
        self.bet_line = None
        self.crossed = [False, False, False]
        self.pending_lines: list = []
        self.places: list = []
        self.animal = {name: 0 for name, _ in tr.animals}
        self.passed: set = set()
        self.last: dict = {}
        self.turn: dict | None = None
        self.prompt: dict | None = None
        self.player = 0
        self.keep_queue: list = []
        self.phase = "auction"
        self.say("The cars line up: " + ", ".join(f"{c} on grid space {i + 1}" for i, c in enumerate(grid)) + ".")
        self._next_auction()

    def _set_position(self, position: dict) -> None:
        """A race position (the auction done): ``cars`` = {colour: space}, ``owners`` = {colour: seat},
        ``hands`` = [[card ids] per seat], ``powers`` = [power or None per seat], ``player`` = the seat to
        play, ``paid`` = [bid total per seat], ``crossed`` = [bool] * 3 for the yellow lines already
        crossed, ``bets`` = [[[colour, place], ...] per seat], ``finished`` = [colours in finishing order],
        ``animals`` = {name: index on its path, or None when gone}."""
        known = ("animals", "bets", "cars", "crossed", "finished", "hands", "owners", "paid", "player", "powers")
        unknown = sorted(str(k) for k in position if k not in known)
        if unknown:
            raise OptionError(f"A Downforce position has no key {unknown[0]!r} (known: {', '.join(known)}).")
        tr = self.track
        n = self.players
        if "cars" in position:
            cars = position["cars"]
            if not isinstance(cars, dict) or set(cars) - set(COLOURS):
                raise OptionError("The position's 'cars' maps colours to spaces.")
            for c, s in cars.items():
                if s is not None and (type(s) is not int or s not in tr.cell or s in tr.cracks):
                    raise OptionError(f"The position's 'cars' puts {c} on {s!r}, which is not a space to stand on.")
                self.space[c] = s
        finished = position.get("finished", [])
        if not isinstance(finished, list) or any(c not in COLOURS for c in finished) or len(set(finished)) != len(finished):
            raise OptionError("The position's 'finished' is a list of colours.")
        self.places = list(finished)
        for c in finished:
            self.space[c] = None
        spaces = [s for c, s in self.space.items() if s is not None]
        if len(spaces) != len(set(spaces)):
            raise OptionError("The position's 'cars' puts two cars on one space.")
        owners = position.get("owners", {c: i % n for i, c in enumerate(COLOURS)})
        if not isinstance(owners, dict) or set(owners) - set(COLOURS) or \
                any(v is not None and (type(v) is not int or not 0 <= v < n) for v in owners.values()):
            raise OptionError("The position's 'owners' maps colours to seats.")
        self.owner = {c: owners.get(c) for c in COLOURS}
        if "hands" in position:
            hands = position["hands"]
            if not isinstance(hands, list) or len(hands) != n or not all(isinstance(h, list) for h in hands):
                raise OptionError("The position's 'hands' is one list of card ids per seat.")
            flat = [c for h in hands for c in h]
            if any(type(c) is not int or c not in CARD for c in flat) or len(flat) != len(set(flat)):
                raise OptionError("The position's 'hands' holds card ids 1-48, each at most once.")
            self.hands = [sorted(h) for h in hands]
            self.box = sorted(set(D.DECK) - set(flat))
        powers = position.get("powers", [None] * n)
        allp = D.BASE_POWERS + D.EXTRA_POWERS
        if not isinstance(powers, list) or len(powers) != n or any(p is not None and p not in allp for p in powers):
            raise OptionError("The position's 'powers' is one power name (or null) per seat.")
        self.power = list(powers)
        paid = position.get("paid", [0] * n)
        if not isinstance(paid, list) or len(paid) != n or any(type(p) is not int or not 0 <= p <= 99 for p in paid):
            raise OptionError("The position's 'paid' is one whole number per seat.")
        self.paid = list(paid)
        crossed = position.get("crossed", [False] * 3)
        if not isinstance(crossed, list) or len(crossed) != 3 or any(type(x) is not bool for x in crossed):
            raise OptionError("The position's 'crossed' is three true/false values.")
        self.crossed = list(crossed)
        bets = position.get("bets", [[] for _ in range(n)])
        if not isinstance(bets, list) or len(bets) != n or any(
                not isinstance(b, list) or len(b) > 3 or any(not isinstance(x, list) or len(x) != 2 or x[0] not in COLOURS
                                                             or type(x[1]) is not int or not 1 <= x[1] <= 6 for x in b)
                for b in bets):
            raise OptionError("The position's 'bets' is one list of [colour, place] per seat.")
        self.bets = [[list(x) for x in b] for b in bets]
        animals = position.get("animals", None)
        if animals is not None:
            if not isinstance(animals, dict):
                raise OptionError("The position's 'animals' maps animal names to path indexes.")
            paths = dict(tr.animals)
            for name, i in animals.items():
                if name not in paths or (i is not None and (type(i) is not int or not 0 <= i < len(paths[name]))):
                    raise OptionError(f"The position's 'animals' has no animal {name!r} at {i!r}.")
                self.animal[name] = i
        player = position.get("player", 0)
        if type(player) is not int or not 0 <= player < n:
            raise OptionError("The position's 'player' is the seat to play.")
        self.won_powers = [[p] if p else [] for p in self.power]
        self.stack, self.set_aside, self.bids, self.eligible = [], [], {}, []
        self.auctioned = None
        self.phase = "race"
        self._start_turn(player)

    # ------------------------------------------------------------------ the auction
    def _needers(self) -> list:
        return [s for s in range(self.players) if not any(o == s for o in self.owner.values())]

    def _next_auction(self) -> None:
        if not self.stack:
            if self.set_aside and self._needers():
                self.stack, self.set_aside = self.set_aside, []
                self.rebid = True
                self.say("Players still need cars: the set-aside colours are auctioned again.")
            else:
                if self.set_aside:
                    self.say(", ".join(self.set_aside).capitalize() + " race without an owner.")
                self._end_auction()
                return
        colour = self.stack.pop(0)
        self.auctioned = colour
        need = self._needers()
        left = len(self.stack) + 1
        self.eligible = need if left <= len(need) else list(range(self.players))
        self.bids = {}
        if len(self.eligible) < self.players:
            self.say(f"Auction of the {colour} car: only " + ", ".join(self.seat_name(s) for s in self.eligible)
                     + " may bid (everyone must win a car).")
        else:
            self.say(f"Auction of the {colour} car: everyone bids a speed card face down.")

    def bid_cards(self, seat: int, colour: str | None = None) -> list:
        """The cards ``seat`` may bid now: those with the colour, else those with a wild, else any."""
        colour = colour or self.auctioned
        hand = self.hands[seat]
        have = [c for c in hand if any(x == colour for x, _ in CARD[c])]
        if have:
            return have
        wild = [c for c in hand if any(x == WILD for x, _ in CARD[c])]
        return wild or list(hand)

    def _resolve_auction(self) -> None:
        colour = self.auctioned
        self.reveal()
        rows = []
        for s in sorted(self.bids):
            card = self.bids[s]
            value, how = _bid_key(card, colour)
            lines = CARD[card]
            key = (value, len(_card_colours(card)), -sum(1 for c, _ in lines if c == WILD))
            rows.append((key, s, card, value, how))
            self.known[s].add(card)
        best = max(r[0] for r in rows)
        top = [r for r in rows if r[0] == best]
        self.last_auction = {"colour": colour, "bids": [{"seat": s, "card": card, "value": v, "how": how}
                                                        for _, s, card, v, how in rows], "winner": None}
        self.say(f"Bids for {colour}: " + "; ".join(
            f"{self.seat_name(s)} card {card} ({v}{'' if how == 'colour' else ', ' + how})"
            for _, s, card, v, how in rows) + ".")
        if len(top) > 1 and not self.rebid:
            self.set_aside.append(colour)
            self.say(f"The bids tie: the {colour} car is set aside.")
        else:
            _, s, card, value, _ = min(top, key=lambda r: r[1])
            self._win_car(s, colour, value)
        self.bids = {}
        self._next_auction()

    def _win_car(self, seat: int, colour: str, value: int) -> None:
        self.owner[colour] = seat
        self.paid[seat] += value
        special = SPECIAL_OF[colour]
        self.hands[seat].append(special)
        self.hands[seat].sort()
        self.known[seat].add(special)
        self.last_auction["winner"] = seat
        power = self.car_power[colour]
        if power:
            self.won_powers[seat].append(power)
        self.say(f"{self.seat_name(seat)} wins the {colour} car for {value}"
                 + (f", with its {power} power" if power else "") + f" and the {colour} special speed card.")

    def _end_auction(self) -> None:
        self.auctioned = None
        self.eligible = []
        for s in range(self.players):
            if len(self.won_powers[s]) == 1:
                self.power[s] = self.won_powers[s][0]
        self.keep_queue = [s for s in range(self.players) if len(self.won_powers[s]) > 1]
        if self.keep_queue:
            self.phase = "keep"
            return
        self._start_race()

    def _start_race(self) -> None:
        self.phase = "race"
        first = 0
        for sp in self.track.grid:
            c = self._car_at(sp)
            if c and self.owner[c] is not None:
                first = self.owner[c]
                break
        self.say(f"The race starts: {self.seat_name(first)}, who owns the front car, plays first.")
        self._start_turn(first)

    # ------------------------------------------------------------------ the race
    def _car_at(self, space: int) -> str | None:
        for c, s in self.space.items():
            if s == space:
                return c
        return None

    def _start_turn(self, seat: int) -> None:
        for k in range(self.players):
            s = (seat + k) % self.players
            if self.hands[s]:
                self.player = s
                self.turn = None
                self.prompt = None
                return
        self._end_race("every speed card has been played")

    def _play(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.known[seat].discard(card)
        self.played.append(card)
        lines = list(CARD[card])
        self.turn = {"seat": seat, "card": card, "lines": lines, "queue": [], "moved": set(), "ignored": None,
                     "reverse": False}
        self.passed = set()
        q = self.turn["queue"]
        if self.power[seat] == "strategic" and len(_card_colours(card)) == 6:
            q.append({"t": "ignore"})
        if self.power[seat] == "tricky" and len(lines) > 1:
            q.append({"t": "order"})
        q.append({"t": "lines"})
        self._run()

    def _run(self) -> None:
        t = self.turn
        while self.prompt is None and self.outcome is None:
            if not t["queue"]:
                self._end_turn()
                return
            self._do(t["queue"].pop(0))

    def _do(self, task: dict) -> None:
        t = self.turn
        seat = t["seat"]
        kind = task["t"]
        if kind == "ignore":
            self.prompt = {"kind": "ignore", "seat": seat, "options": _card_colours(t["card"])}
        elif kind == "order":
            self.prompt = {"kind": "order", "seat": seat, "options": ["forward", "reverse"]}
        elif kind == "lines":
            order = list(range(len(t["lines"])))
            if t["reverse"]:
                order.reverse()
            t["queue"][0:0] = [{"t": "line", "i": i} for i in order
                               if t["lines"][i][0] != t["ignored"] or t["ignored"] is None]
            if self.power[seat] == "defensive":
                t["queue"].append({"t": "defend"})
        elif kind == "line":
            colour, speed = t["lines"][task["i"]]
            top = task["i"] == 0
            if colour == WILD:
                listed = _card_colours(t["card"])
                opts = [c for c in COLOURS if self.space[c] is not None and
                        (c not in listed or self.power[seat] == "unpredictable")]
                if opts:
                    self.prompt = {"kind": "wild", "seat": seat, "speed": speed, "options": opts, "top": top}
                return
            self._line_move(colour, speed, top)
        elif kind == "move":
            self._offer_move(task)
        elif kind == "defend":
            if t["moved"] & {c for c in COLOURS if self.owner[c] == seat}:
                return
            opts = [c for c in COLOURS if self.owner[c] == seat and self.space[c] is not None and self._ends(c, 3)]
            if len(opts) == 1:
                self.say(f"{self.seat_name(seat)}'s defensive power: the {opts[0]} car moves 3 spaces.")
                t["queue"].insert(0, {"t": "move", "colour": opts[0], "speed": 3, "why": "defend",
                                      "chooser": seat, "optional": False})
            elif opts:
                self.prompt = {"kind": "defend", "seat": seat, "options": opts}

    def _line_move(self, colour: str, speed: int, top: bool) -> None:
        t = self.turn
        seat = t["seat"]
        owner = self.owner[colour]
        if self.space[colour] is None:
            return
        if owner == seat and self.power[seat] == "bold" and speed in (1, 2):
            self.say(f"Bold: the {colour} car moves 3 spaces instead of {speed}.")
            speed = 3
        chooser = owner if owner is not None and self.power[owner] == "cunning" else seat
        t["queue"].insert(0, {"t": "move", "colour": colour, "speed": speed, "why": "line", "chooser": chooser,
                              "optional": False, "top": top})

    # ------------------------------------------------------------------ moving a car
    def _blocked(self, colour: str) -> set:
        out = {s for c, s in self.space.items() if s is not None and c != colour}
        tr = self.track
        for name, path in tr.animals:
            i = self.animal[name]
            if i is not None:
                out.add(path[i])
        return out

    def _ends(self, colour: str, steps: int, speed: int | None = None) -> dict:
        """End space -> route of a move of ``steps`` spaces by the car: as far as it can go, never
        ending on a crack; the finish ends the move early. {} when the car cannot move."""
        tr = self.track
        start = self.space[colour]
        if start is None or steps <= 0:
            return {}
        speed = steps if speed is None else speed
        ramps = tr.ramps
        jumps = tr.jumps

        def allow(st, a, b):
            return (a, b) not in jumps or speed >= ramps[a][0]

        owner = self.owner[colour]
        power = self.power[owner] if owner is not None else None
        hooks = {}
        if power in ("determined", "reckless"):
            occupied = {s for c, s in self.space.items() if s is not None and c != colour}
            rect, ahead, behind = tr.rect, tr.ahead, tr.behind

            def advance(st, a, b):
                allrect, tight = st
                allrect = allrect and b in rect
                if not tight and b != ahead.get(a) and (a, b) not in jumps:
                    x1 = ahead.get(a)
                    x2 = behind.get(b)
                    tight = x1 in occupied and x2 in occupied
                return allrect, tight

            want = 0 if power == "determined" else 1
            hooks = {"advance": advance, "state": (True, False), "cost": lambda r: -int(bool(r.state[want]))}
        layers = tr.graph.reach(start, steps, blocked=self._blocked(colour), allow=allow,
                                terminal=lambda st, a, b: b == tr.finish, **hooks)
        for layer in layers:
            if tr.finish in layer:
                return {tr.finish: layer[tr.finish]}
        for k in range(steps, 0, -1):
            ends = {b: r for b, r in layers[k].items() if b not in tr.cracks}
            if ends:
                return ends
        return {}

    def _offer_move(self, task: dict) -> None:
        colour = task["colour"]
        speed = task.get("ramp_speed", task["speed"])
        if task["why"] == "follow":
            target = task["target"]
            if self.space[colour] is None or target in self._blocked(colour):
                return
            self.prompt = {"kind": "follow", "seat": task["chooser"], "colour": colour, "task": task,
                           "options": {target: [self.space[colour], target]}}
            return
        ends = self._ends(colour, task["speed"], speed)
        if not ends:
            if task["why"] == "line":
                self.say(f"The {colour} car is blocked and cannot move.")
            return
        if len(ends) == 1 and not task["optional"]:
            (b, route), = ends.items()
            self._move(colour, route.path, task)
            return
        self.prompt = {"kind": "extra" if task["optional"] else "move", "seat": task["chooser"], "colour": colour,
                       "speed": task["speed"], "task": task,
                       "options": {b: r.path for b, r in sorted(ends.items())}}

    def _move(self, colour: str, path: list, task: dict) -> None:
        tr = self.track
        t = self.turn
        start, end = path[0], path[-1]
        r0 = tr.row(start)
        r1 = tr.row(end)
        self.last[colour] = list(path)
        if len(path) > 1:
            t["moved"].add(colour)
        why = task["why"]
        # yellow lines
        crossed_line = False
        for k, row in enumerate(tr.lines):
            if r0 < row <= r1:
                crossed_line = True
                if not self.crossed[k]:
                    self.crossed[k] = True
                    self.pending_lines.append(k)
                    self.say(f"The {colour} car is the first across yellow line {k + 1}.")
        for name, apath in tr.animals:
            i = self.animal[name]
            if i is not None and r0 < tr.row(apath[i]) < r1:
                self.passed.add(name)
        if end == tr.finish:
            self.space[colour] = None
            self.places.append(colour)
            self.say(f"The {colour} car crosses the finish line in {ORD[len(self.places)]} place.")
            if len(self.places) >= len(COLOURS) - 1:
                self._end_race("five cars have finished")
                return
        else:
            self.space[colour] = end
            self.clock += 1
            self.arrival[colour] = self.clock
        owner = self.owner[colour]
        power = self.power[owner] if owner is not None else None
        seat = t["seat"]
        if why in ("line", "defend") and end != tr.finish and power in EXTRA:
            ok = False
            if power == "aggressive":
                ok = why == "line" and task.get("top") and owner == seat
            elif power == "determined":
                ok = len(path) > 1 and all(s in tr.rect for s in path[1:])
            elif power == "ambitious":
                ok = crossed_line
            elif power == "tough":
                ok = end in tr.rumble
            elif power == "reckless":
                ok = owner == seat and self._tight(path, colour)
            if ok and self._ends(colour, EXTRA[power]):
                t["queue"].insert(0, {"t": "move", "colour": colour, "speed": EXTRA[power], "why": "extra",
                                      "chooser": owner, "optional": True, "power": power})
        if why != "follow" and len(path) > 1:
            for c in COLOURS:
                o = self.owner[c]
                if c != colour and o is not None and self.power[o] == "experienced" and self.space[c] is not None \
                        and tr.ahead.get(self.space[c]) == start:
                    t["queue"].insert(0, {"t": "move", "colour": c, "speed": 1, "why": "follow", "chooser": o,
                                          "optional": True, "target": start})

    def _tight(self, path: list, colour: str) -> bool:
        tr = self.track
        occupied = {s for c, s in self.space.items() if s is not None and c != colour}
        for a, b in zip(path, path[1:]):
            if b != tr.ahead.get(a) and (a, b) not in tr.jumps and tr.ahead.get(a) in occupied \
                    and tr.behind.get(b) in occupied:
                return True
        return False

    def _end_turn(self) -> None:
        tr = self.track
        t = self.turn
        for name, path in tr.animals:
            if name in self.passed and self.animal[name] is not None:
                i = self.animal[name]
                taken = {s for s in self.space.values() if s is not None}
                taken |= {p[self.animal[n]] for n, p in tr.animals if n != name and self.animal[n] is not None}
                nxt = next((j for j in range(i + 1, len(path)) if path[j] not in taken), None)
                self.animal[name] = nxt
                self.say(f"The {name} moves on." if nxt is not None else f"The {name} leaves the track.")
        self.passed = set()
        self.turn = None
        self.prompt = None
        nxt = (t["seat"] + 1) % self.players
        self.player = nxt
        if self.pending_lines:
            self._begin_bets()
            return
        self._start_turn(nxt)

    def _begin_bets(self) -> None:
        k = self.pending_lines.pop(0)
        self.phase = "bet"
        self.bet_line = k
        self.betting = {}
        self.bet_places = {c: i + 1 for i, c in enumerate(self.standings())}
        self.say(f"Yellow line {k + 1}: every player secretly bets on the winner ({BET_NAMES[k]} bet).")

    def _resolve_bets(self) -> None:
        k = self.bet_line
        for s in range(self.players):
            c = self.betting[s]
            self.bets[s].append([c, self.bet_places[c]])
        self.say(f"Everyone has placed the {BET_NAMES[k]} bet; the bets stay secret until the end.")
        self.betting = {}
        self.bet_line = None
        if self.pending_lines:
            self._begin_bets()
            return
        self.phase = "race"
        self._start_turn(self.player)

    def standings(self) -> list:
        """The race order now: finished cars by place, then the others, furthest first (a car level
        with another is behind it when it got there later)."""
        tr = self.track
        rest = [c for c in COLOURS if c not in self.places]
        rest.sort(key=lambda c: (-tr.row(self.space[c]) if self.space[c] is not None else 0, self.arrival[c]))
        return list(self.places) + rest

    def _end_race(self, why: str) -> None:
        order = self.standings()
        self.places = order
        self.turn = None
        self.prompt = None
        self.phase = "over"
        self.reveal()
        self.say(f"The race is over ({why}): " + ", ".join(f"{ORD[i + 1]} {c}" for i, c in enumerate(order)) + ".")
        money, details = self.money()
        best = []
        for s in range(self.players):
            cars = [order.index(c) + 1 for c in COLOURS if self.owner[c] == s]
            best.append(min(cars) if cars else 7)
        key = [(money[s], -best[s]) for s in range(self.players)]
        top = max(key)
        winners = [s for s in range(self.players) if key[s] == top]
        ranking = [1 + sum(1 for k in key if k > key[s]) for s in range(self.players)]
        self.finish(money, winners=winners, ranking=ranking, details=details,
                    reason="Most money wins; a tie goes to the player whose car finished higher.")

    def money(self) -> tuple:
        """Each seat's money now (race payouts and bets by the current order, less the bids), in words too."""
        order = self.places if self.phase == "over" else self.standings()
        place = {c: i + 1 for i, c in enumerate(order)}
        out, words = [], []
        for s in range(self.players):
            race = sum(D.RACE_PAYOUT[place[c] - 1] for c in COLOURS if self.owner[c] == s)
            bet = sum(self.bet_payout(k, c, p, place[c]) for k, (c, p) in enumerate(self.bets[s]))
            out.append(race + bet - self.paid[s])
            words.append(f"race ${race}M, bets ${bet}M, bids −${self.paid[s]}M")
        return out, words

    def bet_payout(self, k: int, colour: str, at: int, final: int) -> int:
        return bet_payout(self.opts["betting"], k, at, final)

    # ------------------------------------------------------------------ the contract hooks
    def _to_move(self) -> tuple:
        if self.phase == "auction":
            return tuple(s for s in self.eligible if s not in self.bids)
        if self.phase == "keep":
            return (self.keep_queue[0],)
        if self.phase == "bet":
            return tuple(s for s in range(self.players) if s not in self.betting)
        if self.phase == "race":
            return (self.prompt["seat"],) if self.prompt else (self.player,)
        return ()

    def _legal(self, seat: int) -> list[str]:
        if seat not in self._to_move():
            return []
        if self.phase == "auction":
            return [f"bid {c}" for c in self.bid_cards(seat)]
        if self.phase == "keep":
            return [f"keep {p}" for p in self.won_powers[seat]]
        if self.phase == "bet":
            return [f"bet {c}" for c in COLOURS]
        p = self.prompt
        if p is None:
            return [f"play {c}" for c in self.hands[seat]]
        k = p["kind"]
        if k == "ignore":
            return ["ignore none"] + [f"ignore {c}" for c in p["options"]]
        if k == "order":
            return ["order forward", "order reverse"]
        if k == "wild":
            return [f"wild {c}" for c in p["options"]]
        if k == "defend":
            return [f"defend {c}" for c in p["options"]]
        acts = [f"to {b}" for b in p["options"]]
        if k in ("extra", "follow"):
            acts.append("skip")
        return acts

    def secret_round(self) -> tuple:
        if self.phase == "auction":
            return tuple(self.eligible)
        return tuple(range(self.players)) if self.phase == "bet" else ()

    def action_audience(self, action: str, seat: int) -> tuple | None:
        if action.startswith(("bid", "bet")):
            return (seat,)
        return None

    def _parse(self, text: str) -> str:
        s = " ".join(text.strip().lower().split())
        if s.isdigit():
            if self.phase == "auction":
                return f"bid {int(s)}"
            return f"to {int(s)}" if self.prompt else f"play {int(s)}"
        if s in ("no", "pass", "none", "skip"):
            return "ignore none" if self.prompt and self.prompt["kind"] == "ignore" else "skip"
        m = _ACTION.match(s)
        if m:
            word, arg = m.groups()
            if arg.isdigit():
                arg = str(int(arg))
            return f"{word} {arg}"
        return s

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, arg = action.partition(" ")
        if self.phase == "auction" and word == "bid":
            if not arg.isdigit() or int(arg) not in self.hands[seat]:
                return "Bid with a speed card from your hand ('bid 17')."
            return (f"A bid for the {self.auctioned} car uses a card with a {self.auctioned} line; only without "
                    "one may you bid a card with a wild, and only without either any card (its lowest speed).")
        if self.phase == "bet" and word == "bet":
            return "Bet on one of the six cars: black, blue, green, yellow, orange or red."
        if self.phase == "race" and word == "play":
            if self.prompt:
                return "The card is being played: finish moving its cars first."
            return "Play a speed card from your hand ('play 17')."
        if word == "to" and self.prompt:
            return ("A car moves as far as it can, forward or diagonally, never through another car, an animal "
                    "or ending on a crack: choose one of the lit spaces.")
        if word == "wild":
            return "A wild line moves a car that is not listed on the card (the unpredictable power excepted)."
        if word in ("bid", "bet", "play", "keep", "ignore", "order", "defend", "to", "skip"):
            return f"That is not the decision now: {self.status()}"
        return None

    def _apply(self, seat: int, action: str) -> None:
        word, _, arg = action.partition(" ")
        if word == "bid":
            self.bids[seat] = int(arg)
            if not self._to_move():
                self._resolve_auction()
        elif word == "keep":
            self.power[seat] = arg
            self.won_powers[seat] = [arg]
            self.keep_queue.pop(0)
            if not self.keep_queue:
                self._start_race()
        elif word == "bet":
            self.betting[seat] = arg
            if not self._to_move():
                self._resolve_bets()
        elif word == "play":
            self._play(seat, int(arg))
        else:
            p = self.prompt
            self.prompt = None
            t = self.turn
            if word == "ignore":
                t["ignored"] = None if arg == "none" else arg
            elif word == "order":
                t["reverse"] = arg == "reverse"
            elif word == "wild":
                self._line_move(arg, p["speed"], p["top"])
            elif word == "defend":
                t["queue"].insert(0, {"t": "move", "colour": arg, "speed": 3, "why": "defend", "chooser": seat,
                                      "optional": False})
            elif word == "to":
                self._move(p["colour"], list(p["options"][int(arg)]), p["task"])
            self._run()

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        name = self.seat_name(seat)
        word, _, arg = action.partition(" ")
        if word == "bid":
            return f"{name} bids card {arg}."
        if word == "bet":
            return f"{name} bets on {arg}."
        if word == "keep":
            return f"{name} keeps the {arg} power."
        if word == "play":
            lines = ", ".join(f"{c} {v}" for c, v in CARD[int(arg)])
            return f"{name} plays card {arg} ({lines})."
        if word == "ignore":
            return f"{name} leaves {arg} out (strategic)." if arg != "none" else f"{name} moves every colour."
        if word == "order":
            return f"{name} moves the cars {'bottom line first (tricky)' if arg == 'reverse' else 'top line first'}."
        if word == "wild":
            return f"{name} moves the {arg} car with the wild line."
        if word == "defend":
            return f"{name} moves the {arg} car 3 spaces (defensive)."
        if word == "to":
            p = self.prompt
            c = p["colour"] if p else "car"
            tr = self.track
            where = "across the finish line" if int(arg) == tr.finish else f"to space {arg}"
            extra = {"extra": " (power)", "follow": " (experienced)"}.get(p["kind"] if p else "", "")
            return f"{name} moves the {c} car {where}{extra}."
        if word == "skip":
            return f"{name} does not use the power."
        return f"{name}: {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word in ("bid", "play"):
            card = int(arg)
            text = ", ".join(f"{c} {v}" for c, v in CARD[card])
            if word == "bid" and self.auctioned:
                value, how = _bid_key(card, self.auctioned)
                return f"Card {card}: bid {value}" + ("" if how == "colour" else f" ({how})")
            return f"Card {card}: {text}"
        if word == "bet":
            return f"Bet on {arg}"
        if word == "keep":
            return f"Keep {arg}"
        if word == "ignore":
            return "Move every colour" if arg == "none" else f"Leave out {arg}"
        if word == "order":
            return "Top line first" if arg == "forward" else "Bottom line first"
        if word == "wild":
            return f"Wild: {arg}"
        if word == "defend":
            return f"Move {arg} 3"
        if word == "to":
            return "Finish!" if int(arg) == self.track.finish else f"Space {arg}"
        if word == "skip":
            return "No thanks"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word in ("bid", "play"):
            return [f"card:{arg}"]
        if word == "to":
            return [f"space:{arg}"]
        if word in ("wild", "defend"):
            return [f"car:{arg}"]
        if word == "bet":
            return [f"bet:{arg}"]
        if word == "keep":
            return [f"power:{arg}"]
        return []

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        if self.phase == "auction":
            return f"Auction of the {self.auctioned} car: choose a speed card to bid (its {self.auctioned} line counts)."
        if self.phase == "keep":
            return f"{self.seat_name(self.keep_queue[0])} won several powers and keeps one."
        if self.phase == "bet":
            return f"Yellow line {self.bet_line + 1}: bet secretly on the car that will win."
        p = self.prompt
        name = self.seat_name(self.to_move[0])
        if p is None:
            return f"{name} plays a speed card."
        k = p["kind"]
        if k == "move":
            return f"{name} chooses where the {p['colour']} car ends its {p['speed']}-space move."
        if k == "extra":
            return f"{name} may move the {p['colour']} car {p['speed']} more spaces ({p['task']['power']})."
        if k == "follow":
            return f"{name} may move the {p['colour']} car into the space just left (experienced)."
        if k == "wild":
            return f"{name} chooses the car the wild line moves {p['speed']} spaces."
        if k == "defend":
            return f"{name} moves one own car 3 spaces (defensive)."
        if k == "ignore":
            return f"{name} may leave one colour of the card out (strategic)."
        return f"{name} may move the cars bottom line first (tricky)."

    def public_parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word == "play":
            return [f"card:{arg}"]
        if word == "to":
            return [f"space:{arg}"]
        return []

    def _view(self, seat: int | None) -> dict:
        tr = self.track
        over = self.over
        cars = []
        for c in COLOURS:
            cars.append({"colour": c, "space": self.space[c], "owner": self.owner[c],
                         "power": self.car_power[c], "place": self.places.index(c) + 1 if c in self.places else None})
        hands = []
        for s in range(self.players):
            if s == seat or over:
                hands.append(list(self.hands[s]))
            else:
                hands.append(len(self.hands[s]))
        bets = []
        for s in range(self.players):
            if s == seat or over:
                bets.append([list(b) for b in self.bets[s]])
            else:
                bets.append(len(self.bets[s]))
        p = self.prompt
        prompt = None
        if p is not None:
            prompt = {"kind": p["kind"], "seat": p["seat"], "colour": p.get("colour"), "speed": p.get("speed"),
                      "options": ({str(b): list(path) for b, path in p["options"].items()}
                                  if isinstance(p["options"], dict) else list(p["options"]))}
        turn = None
        if self.turn is not None:
            turn = {"seat": self.turn["seat"], "card": self.turn["card"], "moved": sorted(self.turn["moved"])}
        money = None
        if over:
            money = self.money()[0]
        return {
            "track": tr.geometry(), "cards": {str(k): [list(x) for x in v] for k, v in CARD.items()},
            "power_text": dict(D.POWER_TEXT),
            "options": {"betting": self.opts["betting"], "powers": self.opts["powers"]},
            "phase": self.phase, "player": self.player if self.phase == "race" else None,
            "cars": cars, "hands": hands, "paid": list(self.paid), "powers": list(self.power),
            "won_powers": [list(w) for w in self.won_powers],
            "auction": None if self.phase != "auction" else {
                "colour": self.auctioned, "left": list(self.stack), "set_aside": list(self.set_aside),
                "eligible": list(self.eligible), "rebid": self.rebid,
                "my_bid": self.bids.get(seat) if seat is not None else None},
            "last_auction": self.last_auction,
            "bets": bets, "my_bet": self.betting.get(seat) if seat is not None and self.phase == "bet" else None,
            "bet_line": self.bet_line, "crossed": list(self.crossed),
            "places": list(self.places), "standings": self.standings(),
            "animals": {name: (path[self.animal[name]] if self.animal[name] is not None else None)
                        for name, path in tr.animals},
            "turn": turn, "prompt": prompt, "last": {c: list(v) for c, v in self.last.items()},
            "played": list(self.played), "money": money,
        }

    # ------------------------------------------------------------------ for bots and tests
    def clone(self) -> "Downforce":
        twin = self._twin("space", "arrival", "box", "played", "stack", "set_aside", "owner", "paid", "car_power",
                          "power", "bids", "crossed", "pending_lines", "places", "animal", "passed", "last",
                          "keep_queue", "betting", "eligible")
        twin.hands = [list(h) for h in self.hands]
        twin.known = [set(k) for k in self.known]
        twin.won_powers = [list(w) for w in self.won_powers]
        twin.bets = [[list(b) for b in bs] for bs in self.bets]
        if self.turn is not None:
            twin.turn = dict(self.turn, queue=[dict(x) for x in self.turn["queue"]], moved=set(self.turn["moved"]),
                             lines=list(self.turn["lines"]))
        if self.prompt is not None:
            twin.prompt = dict(self.prompt)
        if self.last_auction is not None:
            twin.last_auction = self.last_auction
        if hasattr(self, "bet_places"):
            twin.bet_places = dict(self.bet_places)
        return twin

    def _resample(self, seat: int | None, rng: Rng) -> None:
        """Redeal what ``seat`` cannot see: the other hands (less the cards they are known to hold) and the
        cards left in the box; the other seats' face-down bids and bets."""
        others = [s for s in range(self.players) if s != seat]
        pool = list(self.box)
        for s in others:
            pool += [c for c in self.hands[s] if c not in self.known[s]]
        pool.sort()                     # the redeal depends only on which cards are unseen, not on where they are
        rng.shuffle(pool)
        for s in others:
            keep = [c for c in self.hands[s] if c in self.known[s]]
            n = len(self.hands[s]) - len(keep)
            self.hands[s] = sorted(keep + pool[:n])
            pool = pool[n:]
        self.box = sorted(pool)
        for s in others:
            if s in self.bids:
                self.bids[s] = rng.choice(self.bid_cards(s))
            if s in self.betting:
                self.betting[s] = rng.choice(COLOURS)
            if not self.over:
                for b in self.bets[s]:
                    b[0] = rng.choice(COLOURS)
                    b[1] = rng.randint(1, 6)

    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        tr = self.track
        on = [s for s in self.space.values() if s is not None]
        assert len(on) == len(set(on)), "two cars on one space"
        assert not set(on) & tr.cracks, "a car stands on a crack"
        cards = [c for h in self.hands for c in h] + self.box + self.played
        deck = [c for c in cards if c in D.DECK]
        assert sorted(deck) == sorted(D.DECK), "speed cards lost or doubled"
        specials = [c for c in cards if c not in D.DECK]
        assert len(specials) == len(set(specials))
        assert len(self.places) == len(set(self.places))
        for c in self.places:
            assert self.space[c] is None or self.over
        animals = [p[self.animal[n]] for n, p in tr.animals if self.animal[n] is not None]
        assert not set(animals) & set(on), "a car and an animal on one space"
        if self.phase in ("race", "bet", "over"):
            assert all(any(o == s for o in self.owner.values()) for s in range(self.players)) or \
                self.position is not None, "a player without a car"
            assert all(p is None or p in D.BASE_POWERS + D.EXTRA_POWERS for p in self.power)
        for bs in self.bets:
            assert len(bs) <= 3
