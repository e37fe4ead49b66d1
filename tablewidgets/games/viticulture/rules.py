"""Viticulture's rules model (see the package docstring for the notation)."""

from __future__ import annotations

from ...engine import Game, IllegalAction, OptionError, register
from ...engine.game import Option
from . import data as D
from .data import ORDERS, SPACES, STRUCTURES, VINES, VISITORS

KINDS = ("vine", "order", "summer", "winter")
COLORS = ("red", "white")
WINES = ("red", "white", "blush", "sparkling")
WINE_MIN = {"red": 1, "white": 1, "blush": 4, "sparkling": 7}
#: a safeguard the printed game does not need: a game nobody finishes ends after this many years
YEAR_LIMIT = 30


def card_kind(cid: str) -> str:
    if cid[0] == "v":
        return "vine"
    if cid[0] == "o":
        return "order"
    return "summer" if cid[0] == "s" else "winter"


def vine(cid: str):
    return VINES[int(cid[1:])]


def order(cid: str):
    return ORDERS[int(cid[1:])]


def visitor(cid: str):
    return VISITORS[cid[2:]]


def card_name(cid: str) -> str:
    k = card_kind(cid)
    if k == "vine":
        return vine(cid)[0]
    if k == "order":
        return "order " + " + ".join(f"{c} {v}" for c, v in order(cid)[2])
    return visitor(cid)[1]


def match_order(wines: dict, need) -> list | None:
    """The wines (colour, value) that fill an order, the smallest that fit; None if it cannot be filled."""
    used = []
    for color in WINES:
        reqs = sorted(v for c, v in need if c == color)
        have = sorted(wines[color])
        for r in reqs:
            pick = next((w for w in have if w >= r), None)
            if pick is None:
                return None
            have.remove(pick)
            used.append((color, pick))
    return used


def order_fills(wines: dict, need) -> list:
    """Every distinct set of wines (colour, value) that fills an order, the smallest-fitting first."""
    from itertools import combinations, product
    per_color = []
    for color in WINES:
        reqs = sorted(v for c, v in need if c == color)
        if not reqs:
            continue
        ways = sorted({combo for combo in combinations(sorted(wines[color]), len(reqs))
                       if all(w >= r for w, r in zip(combo, reqs))}, key=lambda t: (sum(t), t))
        if not ways:
            return []
        per_color.append([[(color, v) for v in combo] for combo in ways])
    out = [sum(choice, []) for choice in product(*per_color)]
    lowest = match_order(wines, need)
    out.sort(key=lambda u: (u != lowest, sum(v for _, v in u)))
    return out


def fill_action(cid: str, used: list, only: bool) -> str:
    """``fill o7`` when the order can be filled one way only, else ``fill o7 red 5 white 4``."""
    return f"fill {cid}" if only else f"fill {cid} " + " ".join(f"{c} {v}" for c, v in used)


def _copy_player(p: dict) -> dict:
    q = dict(p)
    q["hand"] = list(p["hand"])
    q["structures"] = list(p["structures"])
    q["fields"] = [list(f) for f in p["fields"]]
    q["sold"] = list(p["sold"])
    q["harvested"] = list(p["harvested"])
    q["crush"] = {c: list(v) for c, v in p["crush"].items()}
    q["cellar"] = {w: list(v) for w, v in p["cellar"].items()}
    return q


@register
class Viticulture(Game):
    name = "viticulture"
    title = "Viticulture"
    tagline = "Plant vines, harvest grapes, make wine and fill orders on a Tuscan estate."
    minutes = 60
    weight = "strategy"
    blurb = ("Run a vineyard through the seasons: choose when to wake up, send workers to plant, build, "
             "harvest, make wine and fill orders, and host visitors. The first to 20 points (the Essential "
             "Edition's end) ends the game at the end of that year. Alone, play seven years against the "
             "automa, which blocks action spaces, and finish with more than its 20 points.")
    min_players = 1
    max_players = 6
    default_players = 2
    seat_names = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
    colors = ("#b03a2e", "#2e6fb0", "#2e8b57", "#d4a017", "#7d3c98", "#d35400")
    hidden_information = True
    bot_levels = ("random", "greedy", "vintner")
    default_bot = "vintner"
    bot_titles = {"vintner": "Computer: vintner"}
    static_keys = ("cards", "spaces_info", "structures_info", "wake_info")
    score_label = "Points"
    options = (
        Option("papas", ("choose", "lira"), "choose", "Papa's gift",
               "choose: every player picks the papa's structure (or worker or point) or its lira; "
               "lira: everyone takes the lira."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        n = self.players
        self.decks = {}
        for kind, ids in (("vine", [f"v{i}" for i in range(len(VINES))]),
                          ("order", [f"o{i}" for i in range(len(ORDERS))]),
                          ("summer", ["s-" + k for k in D.SUMMER_VISITORS]),
                          ("winter", ["w-" + k for k in D.WINTER_VISITORS])):
            self.rng.shuffle(ids)
            self.decks[kind] = ids
        self.discards = {k: [] for k in KINDS}
        mamas = self.rng.sample(range(len(D.MAMAS)), n)
        papas = self.rng.sample(range(len(D.PAPAS)), n)
        self.ps = []
        for s in range(n):
            self.ps.append({"lira": 0, "vp": 0, "res": 0, "workers": D.START_WORKERS, "placed": 0,
                            "grande": False, "temp": 0, "fresh": 0, "hand": [], "structures": [],
                            "fields": [[] for _ in D.FIELD_VALUES], "sold": [False] * len(D.FIELD_VALUES),
                            "harvested": [False] * len(D.FIELD_VALUES),
                            "crush": {c: [] for c in COLORS}, "cellar": {w: [] for w in WINES},
                            "wake": 0, "passed": False, "mama": mamas[s], "papa": papas[s],
                            "windmill": False, "tasting": False, "yoke": False})
        self.year = 1
        self.first = 0
        self.season = "setup"
        self.solo = n == 1
        self.tokens = 0                    # solo: bonus tokens (one per wake-up) to use a bonus space
        self.wake_used: list = []          # solo: the wake-up rows whose token is taken (each row once a game)
        self.blocked: list = []            # solo: the spaces the automa card of this season blocks
        self.automa: list = []
        self.automa_card = None
        if self.solo:
            self.automa = list(range(len(D.AUTOMA)))
            self.rng.shuffle(self.automa)
        self.spaces = {sid: [] for sid in SPACES}        # placements: [seat, grande, bonus]
        self.spaces["lira"] = []
        self.stack: list[dict] = []
        self.turn = 0                      # the seat whose turn it is in spring, summer, winter
        self.autumn_left: list[int] = []
        self.memo: dict = {}
        self.planned: list = []            # workers placed ahead for winter (the Planner): [seat, space, bonus]
        self.deferred = False              # winter opens with the planned actions
        self.last_space = [None] * n
        for s in range(n):
            m = D.MAMAS[mamas[s]]
            p = self.ps[s]
            for kind, k in (("vine", m[1]), ("summer", m[2]), ("order", m[3]), ("winter", m[4])):
                self._draw(s, kind, k, quiet=True)
            p["lira"] += m[5] + D.PAPAS[papas[s]][1]
        if self.opts["papas"] == "lira":
            for s in range(n):
                self.ps[s]["lira"] += D.PAPAS[papas[s]][3]
            self._start_spring()
        else:
            self.turn = 0

    # ------------------------------------------------------------------ helpers
    def _draw(self, seat: int, kind: str, k: int = 1, quiet: bool = False) -> None:
        got = []
        for _ in range(k):
            deck = self.decks[kind]
            if not deck:
                if not self.discards[kind]:
                    break
                deck.extend(self.discards[kind])
                self.discards[kind] = []
                self.rng.shuffle(deck)
            got.append(deck.pop())
        self.ps[seat]["hand"].extend(got)
        if got:
            self.reveal()
            if not quiet:
                what = {"vine": "vine", "order": "order", "summer": "summer visitor", "winter": "winter visitor"}[kind]
                self.say(f"{self.seat_name(seat)} draws {len(got)} {what}{'s' if len(got) > 1 else ''}.")
                self.say(f"You drew {', '.join(card_name(c) for c in got)}.", to=(seat,))

    def cellar_cap(self, seat: int) -> int:
        st = self.ps[seat]["structures"]
        return 9 if "large" in st else 6 if "medium" in st else 3

    def wine_slot(self, seat: int, color: str, value: int, zymo: bool = False) -> int:
        """Where a new wine of ``value`` ends in the cellar (downgraded to fit), 0 if nowhere."""
        cap = self.cellar_cap(seat)
        if zymo:
            cap = 9            # the Zymologist's wines need no cellar upgrade
        if color == "blush" and cap < 6 or color == "sparkling" and cap < 9:
            return 0
        v = min(value, cap)
        have = self.ps[seat]["cellar"][color]
        while v >= WINE_MIN[color] and v in have:
            v -= 1
        return v if v >= WINE_MIN[color] else 0

    def add_grape(self, seat: int, color: str, value: int) -> int:
        have = self.ps[seat]["crush"][color]
        v = min(value, 9)
        while v >= 1 and v in have:
            v -= 1
        if v >= 1:
            have.append(v)
            have.sort()
        return v

    def field_value(self, seat: int, f: int) -> int:
        return sum(vine(c)[2] + vine(c)[3] for c in self.ps[seat]["fields"][f])

    def can_plant(self, seat: int, cid: str, f: int, flags: str = "") -> bool:
        p = self.ps[seat]
        if p["sold"][f]:
            return False
        name, needs, red, white = vine(cid)
        if "free" not in flags and any(s not in p["structures"] for s in needs):
            return False
        if "nomax" not in flags and self.field_value(seat, f) + red + white > D.FIELD_VALUES[f]:
            return False
        return True

    def plant_moves(self, seat: int, flags: str = "") -> list[str]:
        p = self.ps[seat]
        out, seen = [], set()
        for c in p["hand"]:
            if card_kind(c) != "vine":
                continue
            for f in range(3):
                if self.can_plant(seat, c, f, flags):
                    out.append(f"plant {c} f{f + 1}")
        return [a for a in out if not (a in seen or seen.add(a))]

    def buildable(self, seat: int, discount: int = 0, maxcost: int = 99) -> list[str]:
        p = self.ps[seat]
        out = []
        for sid, (name, cost, _) in STRUCTURES.items():
            if sid in p["structures"] or cost > maxcost:
                continue
            if sid == "large" and "medium" not in p["structures"]:
                continue
            price = 0 if discount >= 99 else max(0, cost - discount)
            if price <= p["lira"]:
                out.append(sid)
        return out

    def wine_recipes(self, seat: int, flags: str = "") -> list[str]:
        p = self.ps[seat]
        red, white = p["crush"]["red"], p["crush"]["white"]
        zymo = "zymo" in flags
        out = []

        def ok(color, value):
            if zymo and value < 4:
                return False
            return self.wine_slot(seat, color, value, zymo) > 0

        for r in red:
            if ok("red", r):
                out.append(f"wine red {r}")
        for w in white:
            if ok("white", w):
                out.append(f"wine white {w}")
        for r in red:
            for w in white:
                if ok("blush", r + w):
                    out.append(f"blush {r} {w}")
        for i, r1 in enumerate(red):
            for r2 in red[:i]:
                for w in white:
                    if ok("sparkling", r1 + r2 + w):
                        out.append(f"sparkling {r1} {r2} {w}")
        return out

    def harvestable(self, seat: int) -> list[int]:
        p = self.ps[seat]
        return [f for f in range(3) if p["fields"][f] and not p["harvested"][f] and not p["sold"][f]]

    def fillable(self, seat: int) -> list[str]:
        p = self.ps[seat]
        return [c for c in p["hand"] if card_kind(c) == "order" and match_order(p["cellar"], order(c)[2]) is not None]

    def fill_moves(self, seat: int) -> list[str]:
        """The ways to fill each fillable order: the order alone when only one set of wines fits,
        else one action per set of wines, the smallest-fitting first."""
        p = self.ps[seat]
        out = []
        for c in self.fillable(seat):
            ways = order_fills(p["cellar"], order(c)[2])
            out += [fill_action(c, u, len(ways) == 1) for u in ways]
        return out

    def free_workers(self, seat: int) -> int:
        p = self.ps[seat]
        return p["workers"] - 1 - p["fresh"] + p["temp"] - p["placed"]

    def gain(self, seat: int, lira: int = 0, vp: int = 0, res: int = 0) -> None:
        p = self.ps[seat]
        p["lira"] = max(0, p["lira"] + lira)
        p["vp"] = max(D.MIN_VP, p["vp"] + vp)
        p["res"] = max(0, min(D.MAX_RESIDUAL, p["res"] + res))

    # ------------------------------------------------------------------ season flow
    def _start_spring(self) -> None:
        self.season = "spring"
        for p in self.ps:
            p["wake"] = 0
        self.turn = self.first
        self.say(f"Year {self.year}: spring. {self.seat_name(self.first)} chooses a wake-up time first.")

    def wake_order(self) -> list[int]:
        return sorted(range(self.players), key=lambda s: self.ps[s]["wake"])

    def _start_work(self, season: str) -> None:
        self.season = season
        for s, p in enumerate(self.ps):
            p["passed"] = self.free_workers(s) <= 0 and p["grande"]
        self.say(f"Year {self.year}: {season}.")
        if self.solo:
            if not self.automa:
                self.automa = list(range(len(D.AUTOMA)))
                self.rng.shuffle(self.automa)
            self.automa_card = self.automa.pop()
            self.blocked = list(D.AUTOMA[self.automa_card][0 if season == "summer" else 1])
            self.reveal()
            self.say("The automa blocks " + (", ".join(SPACES[b][1] for b in self.blocked) or "nothing") + ".")
        order_ = self.wake_order()
        self.turn = order_[0]
        if season == "winter" and self.planned:
            from .visitors import placement_steps, advance
            for seat, sid, bonus in reversed(self.planned):
                self.stack.append({"kind": "steps", "seat": seat, "steps": list(placement_steps(self, sid, bonus))})
            self.planned = []
            self.deferred = True
            advance(self)
            return
        if self.ps[self.turn]["passed"]:
            self._next_turn()

    def _next_turn(self) -> None:
        order_ = self.wake_order()
        i = order_.index(self.turn)
        for k in range(1, self.players + 1):
            s = order_[(i + k) % self.players]
            p = self.ps[s]
            if not p["passed"] and (self.free_workers(s) > 0 or not p["grande"]):
                self.turn = s
                return
            p["passed"] = True
        # everyone has passed: the season is over
        if self.season == "summer":
            self.season = "autumn"
            self.autumn_left = []
            for s in self.wake_order():
                self.autumn_left += [s] * (2 if "cottage" in self.ps[s]["structures"] else 1)
            self.say(f"Year {self.year}: autumn. Everyone takes a visitor.")
        else:
            self._year_end()

    def _year_end(self) -> None:
        for s, p in enumerate(self.ps):
            for c in COLORS:
                p["crush"][c] = self._aged(p["crush"][c], 9)
            cap = self.cellar_cap(s)
            for w in WINES:
                p["cellar"][w] = self._aged(p["cellar"][w], cap, wine=True)
            p["placed"] = 0
            p["grande"] = False
            p["temp"] = 0
            p["fresh"] = 0
            p["harvested"] = [False] * 3
            p["windmill"] = p["tasting"] = p["yoke"] = False
            p["lira"] += p["res"]
        for sid in self.spaces:
            self.spaces[sid] = []
        self.say(f"End of year {self.year}: grapes and wine age, residual income is paid, workers come home.")
        for s in self.wake_order():
            if len(self.ps[s]["hand"]) > D.HAND_LIMIT:
                self.stack.append({"kind": "limit", "seat": s})
        self.stack.reverse()
        if not self.stack:
            self._after_year()
        else:
            self.season = "limit"

    @staticmethod
    def _aged(values: list, cap: int, wine: bool = False) -> list:
        """Each token moves up 1 if the next value is free and allowed. A wine above its cellar (a
        Zymologist's) still ages inside its own part of the cellar: 4-6 or 7-9."""
        out = set()
        for v in sorted(values, reverse=True):
            top = cap if not wine or v <= cap else (6 if v <= 6 else 9)
            nv = v + 1 if v < top and v + 1 not in out else v
            out.add(nv)
        return sorted(out)

    def _after_year(self) -> None:
        if self.solo and self.year >= D.SOLO_YEARS:
            vp = self.ps[0]["vp"]
            won = vp > D.AUTOMA_POINTS
            self.finish([vp], winners=[0] if won else [], ranking=[1 if won else 2],
                        reason=f"Solo: {vp} points after {D.SOLO_YEARS} years against the automa's "
                               f"{D.AUTOMA_POINTS}: {'won' if won else 'lost'} (more than {D.AUTOMA_POINTS} wins).",
                        details=[f"{vp} points, {self.ps[0]['lira']} lira"])
            return
        if not self.solo and any(p["vp"] >= D.END_POINTS for p in self.ps) or self.year >= YEAR_LIMIT:
            self._finish()
            return
        self.year += 1
        self.first = (self.first - 1) % self.players
        self._start_spring()

    def _finish(self) -> None:
        keys = []
        for p in self.ps:
            wine = sum(sum(v) for v in p["cellar"].values())
            grapes = sum(sum(v) for v in p["crush"].values())
            keys.append((p["vp"], p["lira"], wine, grapes))
        best = max(keys)
        winners = [s for s, k in enumerate(keys) if k == best]
        ranking = [1 + sum(1 for o in keys if o > k) for k in keys]
        reached = any(p["vp"] >= D.END_POINTS for p in self.ps)
        reason = (f"{'A player reached' if reached else 'Nobody reached'} {D.END_POINTS} points by the end of year "
                  f"{self.year}. Ties go to lira, then wine, then grapes.")
        details = [f"{k[0]} points, {k[1]} lira, wine {k[2]}, grapes {k[3]}" for k in keys]
        self.finish([k[0] for k in keys], winners=winners, ranking=ranking, reason=reason, details=details)

    # ------------------------------------------------------------------ turn order
    def _to_move(self) -> tuple:
        if self.stack:
            return (self.stack[-1]["seat"],)
        if self.season == "autumn":
            return (self.autumn_left[0],)
        return (self.turn,)

    def _legal(self, seat: int) -> list[str]:
        if self.stack:
            from .visitors import task_actions
            return task_actions(self, self.stack[-1])
        p = self.ps[seat]
        if self.season == "setup":
            return ["papa gift", "papa lira"]
        if self.season == "spring":
            taken = {q["wake"] for q in self.ps} | set(self.wake_used)
            return [f"wake {r}" for r in range(1, 8) if r not in taken]
        if self.season == "autumn":
            return ["take summer", "take winter"]
        out = []
        cap = D.capacity(self.players)
        regular = self.free_workers(seat) > 0
        grande = not p["grande"]
        from .visitors import placement_steps, steps_feasible
        for sid, (season, *_rest) in SPACES.items():
            if season != self.season:
                continue
            here = self.spaces[sid]
            normal_cap = cap - 1 if cap > 1 else 1
            blocked = sid in self.blocked
            normal_free = not blocked and self._normal_free(sid)
            if self.solo:      # the bonus space is its own space, open to a bonus token
                bonus_free = self.tokens > 0 and not any(pl[2] for pl in here)
            else:
                bonus_free = cap > 1 and not any(pl[2] for pl in here)
            opts = []
            if normal_free and steps_feasible(self, seat, placement_steps(self, sid, False)):
                opts.append(sid)
            if bonus_free and steps_feasible(self, seat, placement_steps(self, sid, True)):
                opts.append(sid + "+")
            for o in opts:
                if regular:
                    out.append(o)
                if grande:
                    out.append("grande " + o)
            if not normal_free and not bonus_free and grande and \
                    steps_feasible(self, seat, placement_steps(self, sid, False)):
                out.append("grande " + sid)
        if "yoke" in p["structures"] and not p["yoke"] and (regular or grande):
            if steps_feasible(self, seat, [("yoke",)]):
                out += (["yoke"] if regular else []) + (["grande yoke"] if grande else [])
        if regular:
            out.append("lira")
        if grande:
            out.append("grande lira")
        out.append("pass")
        return out

    # ------------------------------------------------------------------ applying
    def _apply(self, seat: int, action: str) -> None:
        from . import visitors as V
        if self.stack:
            V.apply_task(self, self.stack[-1], action)
            V.advance(self)
            return
        p = self.ps[seat]
        if self.season == "setup":
            papa = D.PAPAS[p["papa"]]
            if action == "papa lira":
                p["lira"] += papa[3]
            else:
                gift = papa[2]
                if gift == "vp":
                    self.gain(seat, vp=1)
                elif gift == "worker":
                    p["workers"] += 1
                else:
                    p["structures"].append(gift)
            self.turn += 1
            if self.turn >= self.players:
                self._start_spring()
            return
        if self.season == "spring":
            row = int(action.split()[1])
            p["wake"] = row
            if self.solo:
                self.tokens += 1
                self.wake_used.append(row)
            if self.wake_bonus(seat, row):
                V.advance(self)
                return
            self._spring_next()
            return
        if self.season == "autumn":
            self._draw(seat, action.split()[1])
            self.autumn_left.pop(0)
            if not self.autumn_left:
                self._start_work("winter")
            return
        if action == "pass":
            p["passed"] = True
            self.say(f"{self.seat_name(seat)} passes for this season.")
            self._next_turn()
            return
        words = action.split()
        grande = words[0] == "grande"
        if grande:
            words = words[1:]
        sid = words[0]
        bonus = sid.endswith("+")
        sid = sid.rstrip("+")
        if grande:
            p["grande"] = True
        else:
            p["placed"] += 1
        if sid == "yoke":
            p["yoke"] = True
            steps = [("yoke",)]
        else:
            overflow = grande and not bonus and sid != "lira" and (sid in self.blocked or not self._normal_free(sid))
            self.spaces[sid].append([seat, grande, bonus, overflow])
            if bonus and self.solo:
                self.tokens -= 1
            steps = V.placement_steps(self, sid, bonus)
        self.last_space[seat] = sid
        self.stack.append({"kind": "steps", "seat": seat, "steps": list(steps), "turn": True})
        V.advance(self)

    def wake_bonus(self, seat: int, row: int) -> bool:
        """Give the bonus of a wake-up row; True when it asks for a decision (which visitor deck)."""
        p = self.ps[seat]
        bonus = D.WAKE_BONUS[row]
        if bonus in ("vine", "order"):
            self._draw(seat, bonus)
        elif bonus == "lira":
            self.gain(seat, lira=1)
        elif bonus == "vp":
            self.gain(seat, vp=1)
        elif bonus == "worker":
            p["temp"] = 1
        elif bonus == "visitor":
            self.stack.append({"kind": "deck", "seat": seat, "n": 1})
            return True
        return False

    def _normal_free(self, sid: str) -> bool:
        if self.solo:
            return sid not in self.blocked and not any(not pl[2] and not pl[3] for pl in self.spaces[sid])
        cap = D.capacity(self.players)
        normal_cap = cap - 1 if cap > 1 else 1
        return sum(1 for pl in self.spaces[sid] if not pl[2] and not pl[3]) < normal_cap

    def _spring_next(self) -> None:
        nxt = (self.turn + 1) % self.players
        if nxt == self.first:
            self._start_work("summer")
        else:
            self.turn = nxt

    def _turn_done(self) -> None:
        """The stack emptied: continue the season's flow."""
        if self.season == "spring":
            self._spring_next()
        elif self.season == "limit":
            self._after_year()
        elif self.season in ("summer", "winter"):
            if self.deferred:          # the planned actions are done: winter's first turn
                self.deferred = False
                first = self.wake_order()[0]
                p = self.ps[first]
                if not p["passed"] and (self.free_workers(first) > 0 or not p["grande"]):
                    self.turn = first
                    return
                self.turn = first
            self._next_turn()

    # ------------------------------------------------------------------ words
    _CANON: dict | None = None

    def _parse(self, text: str) -> str:
        """Lower case, single spaces, card ids in their own spelling (``s-noviceGuide``)."""
        canon = type(self)._CANON
        if canon is None:
            canon = type(self)._CANON = {c.lower(): c for c in self.static_cards()}
        out = " ".join(canon.get(w, w) for w in text.lower().split())
        w = out.split()
        if len(w) == 2 and w[0] == "fill" and self.stack and self.stack[-1]["kind"] == "fill":
            # ``fill o7`` alone: the smallest wines that fit, when the order has several ways
            first = next((a for a in self.legal_actions(self.stack[-1]["seat"]) if a.split()[:2] == w), None)
            if first is not None:
                return first
        return out

    def _why_illegal(self, seat: int, action: str) -> str | None:
        from .visitors import why_illegal
        return why_illegal(self, seat, action)

    def describe(self, action: str, seat: int | None = None) -> str:
        from .visitors import describe
        if seat is None:
            seat = (self.to_move or (0,))[0]
        return describe(self, action, seat)

    def label(self, action: str, seat: int | None = None) -> str:
        from .visitors import label
        return label(self, action)

    def parts(self, action: str, seat: int) -> list[str]:
        from .visitors import parts
        return parts(self, action, seat)

    def public_parts(self, action: str, seat: int) -> list[str]:
        w = action.split()
        if w[0] in ("discard", "give"):
            return []
        return self.parts(action, seat)

    def action_audience(self, action: str, seat: int):
        if action.startswith("give "):
            t = self.stack[-1] if self.stack else None
            if t is not None and "to" in t:
                return tuple(sorted({seat, t["to"]}))
        return None

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        s = self.to_move[0]
        who = self.seat_name(s)
        if self.stack:
            from .visitors import task_prompt
            return f"{who}: {task_prompt(self, self.stack[-1])}"
        if self.season == "setup":
            papa = D.PAPAS[self.ps[s]["papa"]]
            return f"{who}: take papa {papa[0]}'s gift or {papa[3]} lira."
        if self.season == "spring":
            return f"Year {self.year}, spring: {who} chooses a wake-up time."
        if self.season == "autumn":
            return f"Year {self.year}, autumn: {who} takes a summer or a winter visitor."
        return f"Year {self.year}, {self.season}: {who} places a worker or passes."

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        players = []
        for s, p in enumerate(self.ps):
            counts = {k: sum(1 for c in p["hand"] if card_kind(c) == k) for k in KINDS}
            players.append({
                "lira": p["lira"], "vp": p["vp"], "res": p["res"], "workers": p["workers"],
                "free": max(0, self.free_workers(s)), "grande": not p["grande"], "temp": p["temp"],
                "structures": list(p["structures"]), "fields": [list(f) for f in p["fields"]],
                "field_values": [self.field_value(s, f) for f in range(3)], "sold": list(p["sold"]),
                "harvested": list(p["harvested"]), "crush": {c: list(v) for c, v in p["crush"].items()},
                "cellar": {w: list(v) for w, v in p["cellar"].items()}, "cellar_cap": self.cellar_cap(s),
                "wake": p["wake"], "passed": p["passed"], "hand_counts": counts,
                "mama": D.MAMAS[p["mama"]][0], "papa": D.PAPAS[p["papa"]][0],
            })
        v = {"year": self.year, "season": self.season, "first": self.first, "players_info": players,
             "spaces": {sid: [pl[:3] for pl in here] for sid, here in self.spaces.items()},
             "capacity": D.capacity(self.players), "decks": {k: len(d) for k, d in self.decks.items()},
             "discards": {k: len(d) for k, d in self.discards.items()},
             "task": None, "end_points": D.END_POINTS}
        if self.solo:
            v["automa"] = {"blocked": list(self.blocked), "tokens": self.tokens, "years": D.SOLO_YEARS,
                           "rows_used": list(self.wake_used), "points": D.AUTOMA_POINTS}
        if self.stack:
            t = self.stack[-1]
            v["task"] = {"kind": t["kind"], "seat": t["seat"], "visitor": t.get("visitor"),
                         "shown": list(t.get("shown", []))}
        if seat is not None:
            v["hand"] = list(self.ps[seat]["hand"])
        v["cards"] = self.static_cards()
        v["spaces_info"] = {sid: list(info) for sid, info in SPACES.items()}
        v["structures_info"] = {sid: list(info) for sid, info in STRUCTURES.items()}
        v["wake_info"] = {str(r): D.WAKE_TEXT[r] for r in range(1, 8)}
        return v

    _STATIC = None

    @classmethod
    def static_cards(cls) -> dict:
        if cls._STATIC is None:
            cards = {}
            for i, (name, needs, red, white) in enumerate(VINES):
                cards[f"v{i}"] = {"kind": "vine", "name": name, "needs": list(needs), "red": red, "white": white}
            for i, (vp, res, wines) in enumerate(ORDERS):
                cards[f"o{i}"] = {"kind": "order", "vp": vp, "res": res, "wines": [list(w) for w in wines]}
            for k, (season, name, mode, opts, text) in VISITORS.items():
                cards[season[0] + "-" + k] = {"kind": season, "name": name, "text": text}
            cls._STATIC = cards
        return cls._STATIC

    # ------------------------------------------------------------------ bots, checks
    def heuristic(self, seat: int) -> float:
        from .bots import evaluate
        return evaluate(self, seat)

    def check_invariants(self) -> None:
        total = {k: len(self.decks[k]) + len(self.discards[k]) for k in KINDS}
        for p in self.ps:
            for c in p["hand"]:
                total[card_kind(c)] += 1
            for f in p["fields"]:
                total["vine"] += len(f)
        for t in self.stack:
            for c in t.get("shown", ()):          # a Caravan's cards, face up on the table
                total[card_kind(c)] += 1
        expect = {"vine": len(VINES), "order": len(ORDERS), "summer": len(D.SUMMER_VISITORS),
                  "winter": len(D.WINTER_VISITORS)}
        for k in KINDS:
            assert total[k] + self.memo.get("out_" + k, 0) == expect[k], (k, total[k], expect[k])
        for s, p in enumerate(self.ps):
            assert D.MIN_VP <= p["vp"], p["vp"]
            assert p["lira"] >= 0 and 0 <= p["res"] <= D.MAX_RESIDUAL
            assert p["workers"] <= D.MAX_WORKERS
            for c in COLORS:
                assert len(set(p["crush"][c])) == len(p["crush"][c]) and all(1 <= v <= 9 for v in p["crush"][c])
            for w in WINES:
                assert all(WINE_MIN[w] <= v <= 9 for v in p["cellar"][w]), (w, p["cellar"][w])
                assert len(set(p["cellar"][w])) == len(p["cellar"][w])
            for f in range(3):
                assert not (p["sold"][f] and p["fields"][f])
            if "large" in p["structures"]:
                assert "medium" in p["structures"]
            assert self.free_workers(s) >= 0, (s, p)

    def _resample(self, seat, rng) -> None:
        for kind in KINDS:
            pool = list(self.decks[kind])
            for s, p in enumerate(self.ps):
                if s != seat:
                    pool += [c for c in p["hand"] if card_kind(c) == kind]
            rng.shuffle(pool)
            for s, p in enumerate(self.ps):
                if s != seat:
                    p["hand"] = [pool.pop() if card_kind(c) == kind else c for c in p["hand"]]
            self.decks[kind] = pool

    def clone(self):
        import copy
        twin = self._twin("decks", "discards", "spaces", "stack", "memo", "last_space", "autumn_left")
        twin.planned = [list(x) for x in self.planned]
        twin.blocked = list(self.blocked)
        twin.wake_used = list(self.wake_used)
        twin.automa = list(self.automa)
        twin.decks = {k: list(v) for k, v in self.decks.items()}
        twin.discards = {k: list(v) for k, v in self.discards.items()}
        twin.spaces = {k: [list(x) for x in v] for k, v in self.spaces.items()}
        twin.stack = copy.deepcopy(self.stack) if self.stack else []
        twin.memo = copy.deepcopy(self.memo) if self.memo else {}
        twin.ps = [_copy_player(p) for p in self.ps]
        return twin

    # ------------------------------------------------------------------ positions
    KNOWN = ("season", "year", "lira", "vp", "residual", "workers", "structures", "fields", "hands",
             "grapes", "wines", "wake", "first", "sold", "wake_used", "tokens", "automa")

    def _check_position(self, position: dict) -> None:
        unknown = sorted(k for k in position if k not in self.KNOWN)
        if unknown:
            raise OptionError(f"A Viticulture position has no key {unknown[0]!r} (known: {', '.join(self.KNOWN)}).")
        n = self.players
        if "season" in position and position["season"] not in ("spring", "summer", "winter"):
            raise OptionError("Position key 'season' is 'spring', 'summer' or 'winter'.")
        if "year" in position and (type(position["year"]) is not int or not 1 <= position["year"] <= YEAR_LIMIT):
            raise OptionError(f"Position key 'year' is a whole number from 1 to {YEAR_LIMIT}.")
        if "first" in position and (type(position["first"]) is not int or not 0 <= position["first"] < n):
            raise OptionError("Position key 'first' is a seat number.")
        for key, lo, hi in (("lira", 0, 999), ("vp", D.MIN_VP, 99), ("residual", 0, D.MAX_RESIDUAL),
                            ("workers", 2, D.MAX_WORKERS)):
            if key in position:
                v = position[key]
                if not isinstance(v, list) or len(v) != n or not all(type(x) is int and lo <= x <= hi for x in v):
                    raise OptionError(f"Position key {key!r} is one whole number from {lo} to {hi} per player.")
        if "wake" in position:
            v = position["wake"]
            if (not isinstance(v, list) or len(v) != n or not all(type(x) is int and 1 <= x <= 7 for x in v)
                    or len(set(v)) != n):
                raise OptionError("Position key 'wake' is one different wake-up row (1 to 7) per player.")
        if "structures" in position:
            v = position["structures"]
            if (not isinstance(v, list) or len(v) != n or not all(isinstance(x, list) and
                                                                  all(s in STRUCTURES for s in x) for x in v)):
                raise OptionError("Position key 'structures' is one list of structure ids per player "
                                  f"({', '.join(STRUCTURES)}).")
        if "sold" in position:
            v = position["sold"]
            if (not isinstance(v, list) or len(v) != n or not all(isinstance(x, list) and len(x) == 3 and
                                                                  all(type(b) is bool for b in x) for x in v)):
                raise OptionError("Position key 'sold' is three true/false values per player (the fields sold).")
            fields = position.get("fields")
            if isinstance(fields, list) and len(fields) == n and any(
                    v[s][f] and isinstance(fields[s], list) and len(fields[s]) == 3 and fields[s][f]
                    for s in range(n) for f in range(3)):
                raise OptionError("Position key 'sold': only an empty field can be sold.")
        self._check_solo_position(position)
        cards_seen = set()
        for key, kinds in (("hands", KINDS), ("fields", ("vine",))):
            if key in position:
                v = position[key]
                if not isinstance(v, list) or len(v) != n:
                    raise OptionError(f"Position key {key!r} has one entry per player.")
                for x in v:
                    flat = x if key == "hands" else (sum(x, []) if isinstance(x, list) and len(x) == 3
                                                     and all(isinstance(f, list) for f in x) else None)
                    if not isinstance(x, list) or flat is None:
                        raise OptionError("Position key 'fields' is three lists of vine cards per player, "
                                          "like [['v0'], [], []].")
                    for c in flat:
                        if not isinstance(c, str) or c not in self.static_cards() or card_kind(c) not in kinds:
                            raise OptionError(f"Position key {key!r} names a card that does not exist: "
                                              f"{str(c)[:20]!r}.")
                        if c in cards_seen:
                            raise OptionError(f"Position key {key!r} uses the card {c!r} twice.")
                        cards_seen.add(c)
        for key, colors, lo in (("grapes", COLORS, 1), ("wines", WINES, 1)):
            if key in position:
                v = position[key]
                if not isinstance(v, list) or len(v) != n:
                    raise OptionError(f"Position key {key!r} has one dict per player.")
                for x in v:
                    if not isinstance(x, dict) or not all(k in colors for k in x):
                        raise OptionError(f"Position key {key!r} is a dict of {', '.join(colors)} -> values.")
                    for k, vals in x.items():
                        if (not isinstance(vals, list) or len(set(vals)) != len(vals)
                                or not all(type(a) is int and max(lo, WINE_MIN.get(k, 1)) <= a <= 9 for a in vals)):
                            raise OptionError(f"Position key {key!r}: {k} is a list of different values "
                                              f"from {WINE_MIN.get(k, 1)} to 9.")

    def _solo_rows(self, position: dict) -> list:
        """The wake-up rows a solo position has used: its ``wake_used``, and the row of this year
        once spring is over."""
        rows = list(position.get("wake_used", []))
        if position.get("season", "summer") != "spring":
            wake = position.get("wake", [1])[0]
            if wake not in rows:
                rows.append(wake)
        return rows

    def _check_solo_position(self, position: dict) -> None:
        """The solo game's keys: the wake-up rows used (each row once a game), the bonus tokens
        in hand and the automa cards still to come."""
        solo_keys = [k for k in ("wake_used", "tokens", "automa") if k in position]
        if solo_keys and self.players != 1:
            raise OptionError(f"Position key {solo_keys[0]!r} belongs to the solo game (1 player) only.")
        if "wake_used" in position:
            v = position["wake_used"]
            if (not isinstance(v, list) or not all(type(x) is int and 1 <= x <= 7 for x in v)
                    or len(set(v)) != len(v)):
                raise OptionError("Position key 'wake_used' is a list of different wake-up rows (1 to 7), "
                                  "each row once a game.")
            year = position.get("year", 1)
            spring = position.get("season", "summer") == "spring"
            if type(year) is int and len(v) > year - 1:
                raise OptionError(f"Position key 'wake_used': by year {year} at most {year - 1} rows can have "
                                  "been used (one each year before this one).")
            if spring and len(v) >= 7:
                raise OptionError("Position key 'wake_used': a spring needs a wake-up row left (7 rows, one a year).")
            if not spring and "wake" in position:
                if position["wake"][0] in v:
                    raise OptionError(f"Position key 'wake_used': row {position['wake'][0]} is this year's row "
                                      "('wake'), which cannot have been used in an earlier year.")
        if "tokens" in position:
            v = position["tokens"]
            rows = self._solo_rows(position) if isinstance(position.get("wake_used", []), list) else []
            if type(v) is not int or not 0 <= v <= len(rows):
                raise OptionError(f"Position key 'tokens' is the bonus tokens kept: a whole number from 0 to "
                                  f"{len(rows)} (one is taken at each wake-up, 'wake_used').")
        if "automa" in position:
            v = position["automa"]
            if (not isinstance(v, list) or not all(type(x) is int and 0 <= x < len(D.AUTOMA) for x in v)
                    or len(set(v)) != len(v)):
                raise OptionError(f"Position key 'automa' is the automa cards still to come, the next first: "
                                  f"different numbers from 0 to {len(D.AUTOMA) - 1}.")

    def _set_position(self, position: dict) -> None:
        n = self.players
        self.stack = []
        if "sold" in position:
            for s, p in enumerate(self.ps):
                p["sold"] = list(position["sold"][s])
                p["fields"] = [[] if p["sold"][f] else list(p["fields"][f]) for f in range(3)]
        if self.solo:
            self.wake_used = self._solo_rows(position)
            self.tokens = position.get("tokens", self.tokens)
            if "automa" in position:
                self.automa = list(reversed(position["automa"]))        # the deck is drawn from its end
        for s, p in enumerate(self.ps):
            for key, field in (("lira", "lira"), ("vp", "vp"), ("residual", "res"), ("workers", "workers")):
                if key in position:
                    p[field] = position[key][s]
            if "structures" in position:
                p["structures"] = list(dict.fromkeys(position["structures"][s]))
                if "large" in p["structures"] and "medium" not in p["structures"]:
                    p["structures"].append("medium")
            if "grapes" in position:
                for c in COLORS:
                    p["crush"][c] = sorted(position["grapes"][s].get(c, []))
            if "wines" in position:
                for w in WINES:
                    p["cellar"][w] = sorted(position["wines"][s].get(w, []))
        if "year" in position:
            self.year = position["year"]
        if "first" in position:
            self.first = position["first"]
        placed = set()
        for key in ("hands", "fields"):
            if key in position:
                for s in range(n):
                    x = position[key][s]
                    if key == "hands":
                        self.ps[s]["hand"] = list(x)
                        placed |= set(x)
                    else:
                        self.ps[s]["fields"] = [list(f) for f in x]
                        placed |= set(sum(x, []))
        if placed:
            # cards named by the position leave the decks; the cards they replace go back
            for s, p in enumerate(self.ps):
                if "hands" not in position:
                    p["hand"] = [c for c in p["hand"] if c not in placed]
            mine = set()
            for p in self.ps:
                mine |= set(p["hand"]) | set(sum(p["fields"], []))
            for k in KINDS:
                ids = [c for c in self.static_cards() if card_kind(c) == k]
                left = [c for c in self.decks[k] if c not in mine]
                back = [c for c in ids if c not in mine and c not in left]
                self.decks[k] = back + left
        season = position.get("season", "summer")
        if "wake" in position:
            for s in range(n):
                self.ps[s]["wake"] = position["wake"][s]
        else:
            for s in range(n):
                self.ps[s]["wake"] = 1 + (s - self.first) % n
        if season == "summer":
            for p in self.ps:
                p["temp"] = 1 if p["wake"] == 7 else 0      # row 7's extra worker for this year
        if season == "spring":
            self._start_spring()
        else:
            self._start_work(season)
