"""The rules model of Parks, second edition (see the package docstring for the notation)."""

from __future__ import annotations

from ...engine import Game, register
from . import data as D
from .data import BASIC, CANTEENS, GEAR, PARKS, PASSIONS, RES, SEASON_TILES, TRAIL_END
from .effects import EffectsMixin
from .positions import PositionMixin
from .view import ViewMixin

COLOURS = ("Green", "Orange", "Blue", "Purple", "Red")
SLOTS = ("1a", "1b", "2a", "2b", "3a", "3b")
#: spaces a ranger moves for each face of the trail die (solo game)
RANGER_STEPS = {"forest": 1, "mountain": 1, "2sun": 2, "2water": 2, "wildlife": 3, "canteen": 3}


def _empty_pack() -> dict:
    return {r: 0 for r in RES}


@register
class Parks(EffectsMixin, PositionMixin, ViewMixin, Game):
    name = "parks"
    title = "Parks"
    blurb = ("Hike a trail of nine sites over three seasons with two hikers each: gather sun, water, forests, "
             "mountains and wildlife, buy gear, fill canteens, take photos, and trade it all in to visit "
             "national parks.")
    tagline = "Hike the trail, gather memories and trade them in to visit national parks."
    minutes = 50
    weight = "family"
    static_keys = ("parks_data", "gear_data", "canteen_kinds")
    min_players = 1
    max_players = 5
    default_players = 2
    seat_names = COLOURS
    colors = ("#3a8d4c", "#e07b24", "#2e7cc1", "#8e5bb5", "#c83f3f")
    bot_levels = ("random", "greedy", "hiker")
    default_bot = "hiker"
    score_label = "Points"
    designed_components = False
    options = ()

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        rng = self.rng
        self.park_deck = list(PARKS)
        rng.shuffle(self.park_deck)
        self.gear_deck = list(GEAR)
        rng.shuffle(self.gear_deck)
        self.canteen_stack = list(CANTEENS)
        rng.shuffle(self.canteen_stack)
        self.park_display = [self.park_deck.pop() for _ in range(3)]
        self.park_discard: list[str] = []
        self.gear_market = [self.gear_deck.pop() for _ in range(3)]
        self.gear_discard: list[str] = []
        self.canteen_display = [self.canteen_stack.pop() for _ in range(3)]
        self.tiles = [rng.choice([t for t, v in SEASON_TILES.items() if v.season == s]) for s in range(3)]
        passions = list(PASSIONS)
        rng.shuffle(passions)
        self.passion = [passions[s] for s in range(n)]
        self.passion_side: list[str | None] = [None] * n
        self.pack = [_empty_pack() for _ in range(n)]
        self.canteens = [[{"slots": [None, None], "water": False} for _ in range(3)] for _ in range(n)]
        self.gear = [[] for _ in range(n)]
        self.reserved = [[] for _ in range(n)]
        self.visited = [[] for _ in range(n)]
        self.photos = [0] * n
        self.bought = [0] * n
        self.wild_photo = [False] * n
        self.season_points = [0] * n
        # FAQ: with 1 to 3 players the campfire starts the game put out
        self.campfire = [n >= 4] * n
        self.first = 0
        self.badge: int | None = None
        self.season = 0
        self.solo = n == 1
        self.tasks: list[dict] = []
        self.turn: dict = {}
        self.mover = 0
        self.phase = "hike"
        self.bonus_queue: list[int] = []
        self.last: dict = {}
        self._new_trail()
        self._start_season()

    def _new_trail(self) -> None:
        tiles = list(D.SITES)
        self.rng.shuffle(tiles)
        self.trail = {}
        for spot, kind in zip(D.TILE_SPOTS, tiles):
            self.trail[spot] = kind
        self.trail[D.PARKS_SITE] = "parks"
        # weather from the 2nd site on, sun and water in turn
        self.weather = {pos: ("sun" if (pos - 2) % 2 == 0 else "water") if pos >= 2 else None
                        for pos in range(1, 10)}
        face = self._roll()
        site = D.DIE_SITE[face]
        self.shutterbug = next(p for p, k in self.trail.items() if k == site)
        self.say(f"The trail die puts the Shutterbug under the {D.SITE_NAMES[site]} site.")

    def _start_season(self) -> None:
        self.hikers = [[0, 0] for _ in range(self.players)]
        self.rangers = [0, 0] if self.solo else []
        self.end_used = {"parks": False, "photo": False, "gear": False}
        self.phase = "hike"
        self.mover = self.first
        self.turn = self._fresh_turn()

    def _fresh_turn(self) -> dict:
        return {"used": set(), "badge": False, "market": False, "refill_parks": False, "passion": set()}

    # ------------------------------------------------------------------ dice
    forced_die: list = []

    def _roll(self) -> str:
        if self.forced_die:
            face = self.forced_die.pop(0)
        else:
            face = self.rng.choice(D.DIE)
        return face

    # ------------------------------------------------------------------ flow
    def _to_move(self) -> tuple:
        return (self.mover,)

    def _occupied(self, pos: int, besides: tuple | None = None) -> bool:
        for s, hs in enumerate(self.hikers):
            for i, h in enumerate(hs):
                if h == pos and (s, i) != besides:
                    return True
        return pos in self.rangers

    def _on_trail(self) -> list[tuple[int, int]]:
        return [(s, i) for s, hs in enumerate(self.hikers) for i, h in enumerate(hs) if h < TRAIL_END]

    def _moves(self, seat: int) -> list[str]:
        out = []
        last = len(self._on_trail()) == 1
        for i, h in enumerate(self.hikers[seat]):
            if h >= TRAIL_END:
                continue
            name = "ab"[i]
            if i == 1 and self.hikers[seat][0] == h:
                continue      # both hikers on one spot: moving either is the same move
            for q in range(h + 1, TRAIL_END + 1):
                if last and q != TRAIL_END:
                    continue
                if q < TRAIL_END and self._occupied(q, (seat, i)) and not self.campfire[seat]:
                    continue
                out.append(f"{name} {q}")
        return out

    def _legal(self, seat: int) -> list[str]:
        if seat != self.mover:
            return []
        if not self.tasks:
            return self._moves(seat) if self.phase == "hike" else []
        return self._task_options(seat, self.tasks[0])

    def _parse(self, text: str) -> str:
        return " ".join(str(text).strip().lower().split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        if seat != self.mover:
            return f"It is {self.seat_name(self.mover)}'s turn."
        word, _, arg = action.partition(" ")
        if not self.tasks:
            if word in ("a", "b") and arg.isdigit():
                i = "ab".index(word)
                h, q = self.hikers[seat][i], int(arg)
                if h >= TRAIL_END:
                    return "That hiker is at Trail's End and stays there for the rest of the season."
                if q <= h:
                    return "Hikers only move forward along the trail, never back or in place."
                if q > TRAIL_END:
                    return "Trail's End (spot 10) is the last spot of the trail."
                if len(self._on_trail()) == 1 and q != TRAIL_END:
                    return "The last hiker on the trail must go to Trail's End."
                if self._occupied(q, (seat, i)) and not self.campfire[seat]:
                    return "That site is taken: sharing a site needs a lit campfire, and yours is out."
            return "First move one of your hikers: choose a hiker and a site ahead of it."
        task = self.tasks[0]
        return f"That is not one of the choices now ({self._ask(task)})."

    def _apply(self, seat: int, action: str) -> None:
        word, _, arg = action.partition(" ")
        self.last.setdefault(seat, [])
        if not self.tasks:
            self.last[seat] = []
            self._hike(seat, "ab".index(word), int(arg))
        else:
            task = self.tasks.pop(0)
            self._resolve(seat, task, word, arg)
        self._run()

    # ------------------------------------------------------------------ hiking
    def _hike(self, seat: int, i: int, q: int) -> None:
        who = self.seat_name(seat)
        shared = q < TRAIL_END and self._occupied(q, (seat, i))
        self.hikers[seat][i] = q
        self.turn["started"] = True
        self.last[seat].append(f"spot-{q}")
        if shared:
            self.campfire[seat] = False
        if q == TRAIL_END:
            self.campfire[seat] = True
            self.say(f"{who} hikes to Trail's End.", seat=seat)
            self.tasks.insert(0, {"kind": "end"})
            return
        kind = self.trail[q]
        self.say(f"{who} hikes to the {D.SITE_NAMES[kind]} site" + (" (campfire put out)." if shared else "."),
                 seat=seat)
        new = []
        w = self.weather.get(q)
        if w:
            self.weather[q] = None
            if w == "sun":
                new.append({"kind": "gain", "res": "sun", "n": 1})
            else:
                new.append({"kind": "water", "n": 1})
        if q == self.shutterbug:
            new.append({"kind": "badge"})
        new += self._site_tasks(kind)
        self.tasks[:0] = new
        self.turn["site"] = kind

    def _site_tasks(self, kind: str) -> list[dict]:
        if kind == "sun":
            out = [{"kind": "gain", "res": "sun", "n": 2}]
        elif kind == "water":
            out = [{"kind": "water", "n": 2}]
        elif kind in ("forest", "mountain"):
            out = [{"kind": "gain", "res": kind, "n": 1}]
        elif kind == "die":
            out = [{"kind": "die", "encounter": True}]
        elif kind == "gear":
            out = [{"kind": "buy"}]
        elif kind == "canteen":
            out = [{"kind": "canteen_or_photo"}]
        elif kind == "wildlife":
            out = [{"kind": "trade"}]
        else:
            out = [{"kind": "parks"}]
        if kind in ("sun", "water", "forest", "mountain"):
            out.append({"kind": "trigger", "on": f"site:{kind}"})
        return out

    # ------------------------------------------------------------------ tasks
    def _run(self) -> None:
        """Resolve automatic tasks until a choice is needed or the turn is over."""
        while True:
            seat = self.mover
            self._check_passion(seat)
            if self.tasks:
                task = self.tasks[0]
                if task["kind"] in ("gain", "die", "badge", "campfire", "trigger", "gearfree", "photofree"):
                    self.tasks.pop(0)
                    self._auto(seat, task)
                    continue
                opts = self._task_options(seat, task)
                if not opts or opts == ["skip"]:
                    self.tasks.pop(0)
                    continue
                if task["kind"] == "water" and opts == ["water pack"]:
                    self.tasks.pop(0)
                    self._resolve(seat, task, "water", "pack")
                    continue
                return
            if self.phase == "bonus":
                if self._next_bonus():
                    continue
                return
            if self.over or not self.turn.get("started"):
                return
            self._end_turn()
            return

    def _auto(self, seat: int, task: dict) -> None:
        k = task["kind"]
        who = self.seat_name(seat)
        if k == "gain":
            self._gain(seat, task["res"], task["n"])
        elif k == "die":
            self._die(seat, task.get("encounter", False))
        elif k == "badge":
            self._take_badge(seat)
        elif k == "campfire":
            if not self.campfire[seat]:
                self.campfire[seat] = True
                self.say(f"{who} lights the campfire again.", seat=seat)
        elif k == "trigger":
            self._trigger(seat, task["on"])
        elif k == "gearfree":
            if self.gear_deck:
                g = self.gear_deck.pop()
                self.reveal()              # the top card of the gear deck was hidden until now
                self.gear[seat].append(g)
                self.say(f"{who} takes the top gear card for free: {GEAR[g].name}.", seat=seat)
        elif k == "photofree":
            self.photos[seat] += 1
            self.say(f"{who} gains a free photo.", seat=seat)

    def _gain(self, seat: int, res: str, n: int) -> None:
        if res == "water":
            self.tasks.insert(0, {"kind": "water", "n": n})
            return
        self.pack[seat][res] += n
        self.say(f"{self.seat_name(seat)} gains {n} {res}.", seat=seat)
        if res in ("forest", "mountain"):
            effect = f"trade:{res}"
            if self._passion_effect(seat) == effect and effect not in self.turn["passion"]:
                self.turn["passion"].add(effect)
                self.tasks.insert(0, {"kind": "swap", "res": res})

    def _die(self, seat: int, encounter: bool) -> None:
        face = self._roll()
        self.say(f"{self.seat_name(seat)} rolls the trail die: {D.DIE_NAMES[face]}.", seat=seat)
        new = []
        if face == "forest":
            new.append({"kind": "gain", "res": "forest", "n": 1})
        elif face == "mountain":
            new.append({"kind": "gain", "res": "mountain", "n": 1})
        elif face == "2sun":
            new.append({"kind": "gain", "res": "sun", "n": 2})
        elif face == "2water":
            new.append({"kind": "water", "n": 2})
        elif face == "wildlife":
            new.append({"kind": "gain", "res": "wildlife", "n": 1})
        else:
            new.append({"kind": "canteen"})
        new.append({"kind": "trigger", "on": "die"})
        if encounter:
            new.append({"kind": "trigger", "on": "encounter"})
        self.tasks[:0] = new

    def _take_badge(self, seat: int) -> None:
        if self.badge != seat:
            before = self.badge
            self.badge = seat
            self.say(f"{self.seat_name(seat)} takes the Shutterbug badge"
                     + (f" from {self.seat_name(before)}." if before is not None else "."), seat=seat)

    def _trigger(self, seat: int, on: str) -> None:
        """Every gear card of ``seat`` that fires on ``on`` and has not fired this turn."""
        new = []
        for g in self.gear[seat]:
            card = GEAR[g]
            if card.trigger != on or g in self.turn["used"]:
                continue
            self.turn["used"].add(g)
            e = card.effect
            self.say(f"{self.seat_name(seat)}'s {card.name} helps.", seat=seat)
            if e in ("mountain", "forest", "wildlife"):
                new.append({"kind": "gain", "res": e, "n": 1})
            elif e == "2sun":
                new.append({"kind": "gain", "res": "sun", "n": 2})
            elif e == "2water":
                new.append({"kind": "water", "n": 2})
            elif e == "campfire":
                new.append({"kind": "campfire"})
            elif e == "2sun+campfire":
                new += [{"kind": "gain", "res": "sun", "n": 2}, {"kind": "campfire"}]
            elif e == "reserve":
                new.append({"kind": "reserve"})
            elif e == "canteen":
                new.append({"kind": "canteen"})
            elif e == "photo":
                new.append({"kind": "photo"})
            elif e == "die":
                new.append({"kind": "die", "encounter": True})   # a gear card that rolls: Mystery Cache adds one
        self.tasks[:0] = new

    def _free_slots(self, seat: int) -> list[str]:
        out = []
        for r, row in enumerate(self.canteens[seat]):
            for j, tok in enumerate(row["slots"]):
                if tok is None:
                    out.append(f"{r + 1}{'ab'[j]}")
        return out

    def _water_rows(self, seat: int) -> list[int]:
        return [r for r, row in enumerate(self.canteens[seat])
                if not row["water"] and any(row["slots"])]

    def _task_options(self, seat: int, task: dict) -> list[str]:
        k = task["kind"]
        pack = self.pack[seat]
        if k == "water":
            return ["water pack"] + [f"water row {r + 1}" for r in self._water_rows(seat)]
        if k == "end":
            return ["end parks", "end photo", "end gear"]
        if k == "buy":
            out = [f"buy {g}" for g in self.gear_market if self._can_pay_sun(seat, self._gear_cost(seat, GEAR[g].cost))]
            if self.gear_deck and self._can_pay_sun(seat, self._gear_cost(seat, 2)):
                out.append("buy deck")
            return out + ["skip"]
        if k in ("canteen", "canteen_or_photo"):
            out = []
            if self._free_slots(seat):
                out += [f"canteen {c}" for c in self.canteen_display]
                if self.canteen_stack:
                    out.append("canteen stack")
            if k == "canteen_or_photo":
                out += [f"photo {r}" for r in RES if pack[r]]
                out.append("skip")
            return out
        if k == "slot":
            return [f"slot {s}" for s in self._free_slots(seat)]
        if k in ("photo", "badge_photo"):
            out = [f"photo {r}" for r in RES if pack[r]]
            return out + ["skip"] if out else []
        if k in ("trade",):
            out = [f"trade {r}" for r in BASIC if pack[r]]
            return out + ["skip"] if out else []
        if k == "swap":
            return [f"trade {task['res']}", "skip"] if pack[task["res"]] else []
        if k == "reserve":
            out = [f"reserve {p}" for p in self.park_display]
            if self.park_deck:
                out.append("reserve deck")
            return out + ["skip"] if out else []
        if k == "parks":
            out = [f"visit {p}" for p in self.park_display + self.reserved[seat] if self._can_visit(seat, p)]
            out += [f"reserve {p}" for p in self.park_display]
            if self.park_deck:
                out.append("reserve deck")
            return out + ["skip"]
        if k == "visiting":
            out = [f"visit {p}" for p in self.park_display + self.reserved[seat] if self._can_visit(seat, p)]
            return out + ["done"] if out else []
        if k == "passion":
            return ["passion gear", "passion bonus"]
        raise AssertionError(k)

    def _resolve(self, seat: int, task: dict, word: str, arg: str) -> None:
        who = self.seat_name(seat)
        k = task["kind"]
        if word == "skip" or word == "done":
            return
        if k == "water":
            if arg == "pack":
                self.pack[seat]["water"] += 1
                self.say(f"{who} puts a water in the backpack.", seat=seat)
            else:
                self._fill(seat, int(arg.split()[-1]) - 1)
            if task["n"] > 1:
                self.tasks.insert(0, {"kind": "water", "n": task["n"] - 1})
            return
        if k == "end":
            self._trail_end(seat, arg)
            return
        if word == "buy":
            self._buy(seat, arg)
            return
        if word == "canteen":
            self.reveal()                  # a canteen from the face-down stack comes to light
            if arg == "stack":
                tok = self.canteen_stack.pop()
            else:
                tok = arg
                i = self.canteen_display.index(tok)
                if self.canteen_stack:
                    self.canteen_display[i] = self.canteen_stack.pop()
                else:
                    self.canteen_display.pop(i)
            self.tasks.insert(0, {"kind": "slot", "token": tok})
            return
        if word == "slot":
            r, j = int(arg[0]) - 1, "ab".index(arg[1])
            self.canteens[seat][r]["slots"][j] = task["token"]
            self.say(f"{who} gains a canteen ({D_CANTEEN_WORDS[CANTEENS[task['token']]]}).", seat=seat)
            self.last[seat].append(f"slot-{seat}-{arg}")
            return
        if word == "photo":
            self._photo(seat, arg, second=(k == "badge_photo"))
            return
        if word == "trade":
            self.pack[seat][arg] -= 1
            self.pack[seat]["wildlife"] += 1
            self.say(f"{who} trades a {arg} for a wildlife.", seat=seat)
            self.tasks.insert(0, {"kind": "trigger", "on": "wildlife"})
            return
        if word == "reserve":
            if arg == "deck":
                p = self.park_deck.pop()
                self.reveal()              # the top park of the deck was hidden until now
            else:
                p = arg
                self.park_display.remove(p)
                self.turn["refill_parks"] = True
            self.reserved[seat].append(p)
            self.last[seat].append(f"park-{p}")
            self.say(f"{who} reserves {PARKS[p].name}.", seat=seat)
            self.tasks.insert(0, {"kind": "trigger", "on": "reserve"})
            return
        if word == "visit":
            self._visit(seat, arg)
            self.tasks.insert(0, {"kind": "visiting"})
            return
        if word == "passion":
            self.passion_side[seat] = arg
            pa = PASSIONS[self.passion[seat]]
            self.say(f"{who} completes the {pa.name} passion and takes its "
                     + ("gear effect." if arg == "gear" else "end-of-game bonus."), seat=seat)
            return
        raise AssertionError((k, word, arg))

    # ------------------------------------------------------------------ turns and seasons
    def _end_turn(self) -> None:
        # refill the park display after the turn, from the left
        if len(self.park_display) < 3 and self.park_deck:
            self.reveal()
        while len(self.park_display) < 3 and self.park_deck:
            self.park_display.insert(0, self.park_deck.pop())
        if self.turn["market"]:
            while len(self.gear_market) < 3 and self.gear_deck:
                self.gear_market.insert(0, self.gear_deck.pop())
        seat = self.mover
        self.turn = self._fresh_turn()
        if self.solo:
            self._ranger_turn()
        if not self._on_trail():
            self._end_season()
            return
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if any(h < TRAIL_END for h in self.hikers[s]):
                self.mover = s
                return

    def _ranger_turn(self) -> None:
        """Solo: one ranger walks on after each of your turns (see the package docstring)."""
        if not self._on_trail():
            return
        rs = self.rangers
        ahead = max(self.hikers[0])
        live = [i for i in (0, 1) if rs[i] < TRAIL_END]
        if not live:
            return
        rear = min(live, key=lambda i: (rs[i], i))
        front = max(live, key=lambda i: (rs[i], -i))
        i = front if ahead > rs[front] and all(h > max(rs[j] for j in live) or h == TRAIL_END
                                             for h in self.hikers[0]) else rear
        face = self._roll()
        steps = RANGER_STEPS[face]
        pos = rs[i]
        while steps and pos < TRAIL_END:
            pos += 1
            if pos < TRAIL_END and pos in self.hikers[0]:
                continue          # rangers never stop where you are
            steps -= 1
        while pos < TRAIL_END and pos in self.hikers[0]:
            pos += 1
        rs[i] = pos
        if pos < TRAIL_END:
            self.weather[pos] = None
            self.say(f"A ranger walks to the {D.SITE_NAMES[self.trail[pos]]} site.")
        else:
            self.say("A ranger reaches Trail's End and closes the rightmost park of the display.")
            if self.park_display:
                self.park_discard.append(self.park_display.pop())
            while len(self.park_display) < 3 and self.park_deck:
                self.park_display.insert(0, self.park_deck.pop())

    def season_leaders(self) -> list[int]:
        tile = SEASON_TILES[self.tiles[self.season]]
        vals = [self._season_value(s, tile.goal) for s in range(self.players)]
        best = max(vals)
        return [s for s, v in enumerate(vals) if v == best and v > 0]

    def _season_value(self, seat: int, goal: str) -> int:
        if goal in RES:
            return self.pack[seat][goal]
        if goal == "gear_sun":
            return sum(GEAR[g].cost for g in self.gear[seat])
        if goal == "canteens":
            return sum(1 for row in self.canteens[seat] for t in row["slots"] if t)
        if goal == "instants":
            return sum(1 for p in self.visited[seat] if PARKS[p].instant)
        i = RES.index(goal.split(":")[1])
        return sum(PARKS[p].cost[i] for p in self.visited[seat])

    def _end_season(self) -> None:
        tile = SEASON_TILES[self.tiles[self.season]]
        leaders = self.season_leaders()
        names = ", ".join(self.seat_name(s) for s in leaders) or "nobody"
        self.say(f"{D.SEASONS[self.season]} ends: the season bonus goes to {names}.")
        if tile.reward == "3vp":
            for s in leaders:
                self.season_points[s] += 3
            self._finish_game()
            return
        self.bonus_queue = list(leaders)
        self.phase = "bonus"
        self.tasks = []
        self._run()

    def _next_bonus(self) -> bool:
        """Start the next season-bonus reward; False when none is left (the next season starts)."""
        if not self.bonus_queue:
            self._next_season()
            return False
        seat = self.bonus_queue.pop(0)
        self.mover = seat
        self.turn = self._fresh_turn()
        reward = SEASON_TILES[self.tiles[self.season]].reward
        if reward == "free_gear":
            self.tasks = [{"kind": "gearfree"}]
        elif reward == "canteen":
            self.tasks = [{"kind": "canteen"}]
        elif reward == "reserve":
            self.tasks = [{"kind": "reserve"}]
        elif reward == "photo":
            self.tasks = [{"kind": "photofree"}]
        else:
            self.tasks = [{"kind": "die", "encounter": True}, {"kind": "die", "encounter": False}]
        return True

    def _next_season(self) -> None:
        self.season += 1
        self.say(f"{D.SEASONS[self.season]} begins.")
        for s in range(self.players):
            for row in self.canteens[s]:
                row["water"] = False
            self.campfire[s] = True
        self._new_trail()
        if self.gear_market:
            self.gear_discard.append(self.gear_market.pop())
        while len(self.gear_market) < 3 and self.gear_deck:
            self.gear_market.insert(0, self.gear_deck.pop())
        self._start_season()

    def scores(self) -> list[dict]:
        n = self.players
        most, second = D.PHOTO_BONUS[n]
        counts = sorted(set(self.photos), reverse=True)
        out = []
        for s in range(n):
            bonus = 0
            if n > 1 and self.photos[s] > 0:
                if self.photos[s] == counts[0]:
                    bonus = most
                elif second and len(counts) > 1 and self.photos[s] == counts[1]:
                    bonus = second
            parts = {"parks": sum(PARKS[p].points for p in self.visited[s]),
                     "photos": self.photos[s], "photo_bonus": bonus,
                     "seasons": self.season_points[s], "passion": self.passion_points(s),
                     "first": 1 if self.first == s else 0}
            parts["total"] = sum(parts.values())
            out.append(parts)
        return out

    def _finish_game(self) -> None:
        self.phase = "over"
        self.tasks = []
        sc = self.scores()
        totals = [p["total"] for p in sc]
        key = [(totals[s], len(self.visited[s])) for s in range(self.players)]
        best = max(key)
        winners = [s for s in range(self.players) if key[s] == best]
        ranking = [1 + sum(1 for t in key if t > key[s]) for s in range(self.players)]
        self.say("The hike is over: " + ", ".join(f"{self.seat_name(s)} {totals[s]}" for s in range(self.players))
                 + ".")
        details = [", ".join(f"{k.replace('_', ' ')} {v}" for k, v in p.items() if k != "total" and v) for p in sc]
        self.finish(totals, winners=winners, ranking=ranking, details=details)

    # ------------------------------------------------------------------ bots, copies, checks
    def clone(self) -> "Parks":
        twin = self._twin("park_deck", "gear_deck", "canteen_stack", "park_discard", "gear_discard", "park_display", "gear_market",
                          "canteen_display", "tiles", "passion", "passion_side", "photos", "bought",
                          "wild_photo", "season_points", "campfire", "bonus_queue", "rangers", "weather",
                          "trail", "end_used", "forced_die")
        twin.pack = [dict(p) for p in self.pack]
        twin.canteens = [[{"slots": list(r["slots"]), "water": r["water"]} for r in rows] for rows in self.canteens]
        twin.gear = [list(x) for x in self.gear]
        twin.reserved = [list(x) for x in self.reserved]
        twin.visited = [list(x) for x in self.visited]
        twin.hikers = [list(x) for x in self.hikers]
        twin.tasks = [dict(t) for t in self.tasks]
        twin.turn = {k: (set(v) if isinstance(v, set) else v) for k, v in self.turn.items()}
        twin.last = {k: list(v) for k, v in self.last.items()}
        return twin

    def _resample(self, seat, rng) -> None:
        rng.shuffle(self.park_deck)
        rng.shuffle(self.gear_deck)
        rng.shuffle(self.canteen_stack)
        for s in range(self.season + 1, 3):
            self.tiles[s] = rng.choice([t for t, v in SEASON_TILES.items() if v.season == s])
        self.forced_die = []

    def heuristic(self, seat: int) -> float:
        if self.over:
            r = self.outcome["ranking"][seat]
            return 1.0 - 2.0 * (r - 1) / max(1, self.players - 1)
        vals = [self.estimate(s) for s in range(self.players)]
        mine = vals[seat]
        if self.players == 1:
            return max(-1.0, min(1.0, (mine - 40) / 40))
        other = max(v for s, v in enumerate(vals) if s != seat)
        return max(-1.0, min(1.0, (mine - other) / 25.0))

    def park_plan(self, seat: int) -> tuple[float, float, dict]:
        """What the backpack is worth towards parks: (points of the parks it could pay for, taking
        the best first; how far it gets towards the next one, 0-1, times that park's points; the
        resources left over once those parks are paid).
        Reserved parks count fully, parks on the display at 70% (another player may take them)."""
        pack = dict(self.pack[seat])
        cands = []
        for p in self.reserved[seat] + self.park_display:
            need = self._park_cost(seat, p)
            total = sum(need.values())
            worth = PARKS[p].points * (1.0 if p in self.reserved[seat] else 0.85)
            cands.append((worth / max(1, total), worth, need, total))
        cands.sort(key=lambda c: -c[0])
        done = 0.0
        partial = 0.0
        for _, worth, need, total in cands:
            wild = pack["wildlife"] - need.get("wildlife", 0)
            short = sum(max(0, n - pack[r]) for r, n in need.items() if r != "wildlife")
            if wild >= 0 and short <= wild:
                for r, n in need.items():
                    if r == "wildlife":
                        continue
                    use = min(n, pack[r])
                    pack[r] -= use
                    wild -= n - use
                pack["wildlife"] = wild
                done += worth
            else:
                have = total - short - max(0, -wild)
                partial = max(partial, worth * max(0, have) / max(1, total))
        return done, partial, pack

    def estimate(self, seat: int) -> float:
        """Points so far plus a rough worth of what the player holds for the rest of the game."""
        sc = self.scores()[seat]
        ahead = sum(TRAIL_END - h for h in self.hikers[seat])
        left = 2 - self.season + ahead / 20.0          # seasons of play still ahead
        v = sc["total"] - sc["first"] * 0.5
        done, partial, rest = self.park_plan(seat)
        soon = min(1.0, left + 0.3)
        v += soon * (0.9 * done + 0.6 * partial)
        worth = 0.55 if left > 0.4 else 0.25 + left * 0.5
        v += worth * (sum(rest[r] for r in BASIC) + 1.6 * rest["wildlife"])
        v += 0.25 * len(self.reserved[seat]) * min(1.0, left)
        v += min(left, 2.0) * (1.2 * len(self.gear[seat])
                               + 0.5 * sum(1 for row in self.canteens[seat] for t in row["slots"] if t))
        if self.passion_side[seat] is None:
            pa = PASSIONS[self.passion[seat]]
            v += 1.5 * min(1.0, self.passion_progress(seat) / pa.need)
        v += 0.45 * ahead
        v += 0.6 * self.campfire[seat] + (0.8 if self.badge == seat else 0.0)
        return v

    def check_invariants(self) -> None:
        parks = self.park_deck + self.park_display + self.park_discard + [p for s in range(self.players)
                                                      for p in self.reserved[s] + self.visited[s]]
        assert len(parks) == len(set(parks)) and set(parks) <= set(PARKS), "parks duplicated or unknown"
        if self.position is None:
            assert len(parks) == len(PARKS), "a park card went missing"
        gear = self.gear_deck + self.gear_market + self.gear_discard + [g for x in self.gear for g in x]
        assert len(gear) == len(set(gear)), "gear duplicated"
        cans = self.canteen_stack + self.canteen_display + [t for rows in self.canteens for r in rows
                                                            for t in r["slots"] if t]
        cans += [t["token"] for t in self.tasks if t["kind"] == "slot"]
        assert len(cans) == len(set(cans)), "canteen duplicated"
        if self.position is None:
            assert len(cans) == len(CANTEENS)
        for s in range(self.players):
            assert all(v >= 0 for v in self.pack[s].values()), self.pack[s]
            assert all(0 <= h <= TRAIL_END for h in self.hikers[s])
            assert len(self.park_display) <= 3 and len(self.gear_market) <= 3
        assert 0 <= self.season <= 2


D_CANTEEN_WORDS = {"2sun": "2 sun", "forest": "a forest", "mountain": "a mountain",
                   "wildlife": "trade for a wildlife", "photo": "take a photo", "parks": "a parks action"}
