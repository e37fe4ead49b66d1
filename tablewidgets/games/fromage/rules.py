"""Fromage rules model: the turning board, hidden simultaneous placement, venues and final scoring.

The state that everyone sees (tokens, workers, player boards, the order cards
held) changes only when every seat has pressed ``done``: until then each seat's
placements live in its own ``plan``, which no other seat's view, log, step or
``to_move`` reflects. The last ``done`` reveals every plan and applies them in
seat order (quadrants never overlap, so the order changes nothing but which
order cards are drawn first), then the solo rival places, the game may end,
the board turns a quarter clockwise and workers whose time is up come home.
"""

from __future__ import annotations

import re
from collections import deque

from ...engine import Game, OptionError, Option, register
from ...engine.rng import Rng
from . import data as D
from .data import SPACES, STRUCTURES

_HOME = None
_ACTION = re.compile(r"^(?:gather|g)\s*([123])\s+(soft|hard|bleu|blue)$")
_CHEESE = re.compile(r"^(?:cheese|make|c)?\s*([frbv])\s*(\d{1,2})$")
_REVEAL = "Everyone is done: the placements are revealed."


@register
class Fromage(Game):
    name = "fromage"
    title = "Fromage"
    blurb = ("Place workers at the same time in the quadrant facing you, make cheese in four venues that each "
             "score their own way, and let the board turn. Components designed for this package.")
    tagline = "Simultaneous worker placement on a turning board"
    minutes = 40
    weight = "strategy"
    designed_components = True
    min_players = 1
    max_players = 4
    default_players = 2
    hidden_information = True
    seat_names = ("Red", "Blue", "Green", "Yellow")
    colors = ("#c0392b", "#2e86c1", "#27ae60", "#d4ac0d")
    bot_levels = ("random", "greedy", "planner")
    default_bot = "planner"
    bot_titles = {"planner": "Computer: cheesemaker"}
    score_label = "Points"
    static_keys = ("layout",)
    options = (
        Option("target", D.SOLO_TARGETS, 80, "Solo target",
               "Solo game only: the points you need to beat the rival dairy."),
    )

    @classmethod
    def extra_bots(cls) -> dict:
        from . import bots
        return bots.LEVELS

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        p = self.players
        self.sides = D.SIDES[p]
        self.open = set(D.open_spaces(p))
        self.turn = 0
        self.offset = self.rng.randint(0, 3)           # the resource tile's orientation
        self.cheese: dict[str, int] = {}               # space -> seat (-1: the solo rival)
        self.res = [{"livestock": 0, "fruit": 0, "structure": 0} for _ in range(p)]
        self.orders: list[list] = [[] for _ in range(p)]
        self.completed = [0] * p
        self.built: list[list] = [[] for _ in range(p)]
        self.left = [D.TOKENS] * p
        self.fruited = [0] * p
        self.jam = [0] * p
        self.workers = [{w: None for w in D.WORKERS} for _ in range(p)]   # None or [place, back turn]
        self.deck = [list(o) for o in D.ORDERS]
        self.rng.shuffle(self.deck)
        customers = list(D.CUSTOMERS)
        self.rng.shuffle(customers)
        self.customers = customers                      # one per region
        self.plan: list[list] = [[] for _ in range(p)]
        self.done = [False] * p
        self.shown_parts: list[list] = [[] for _ in range(p)]
        self.reveals: list[list] = [[] for _ in range(p)]
        self.rival_last: str | None = None
        for seat, side in enumerate(self.sides):       # 2 of the quadrant to your left, 1 of the opposite
            self._gain(seat, self.resource_of((side + 1) % 4), 2)
            self._gain(seat, self.resource_of((side + 2) % 4), 1)

    def resource_of(self, quadrant: int) -> str:
        """The resource a quadrant's gather part gives (the centre tile turns with the board)."""
        return D.RESOURCES[(quadrant + self.offset) % 4]

    def facing(self, seat: int) -> int:
        """The quadrant in front of ``seat`` this turn (the board turns a quarter clockwise each turn)."""
        return (self.sides[seat] - self.turn) % 4

    def venue_of(self, seat: int) -> str:
        return D.VENUES[self.facing(seat)]

    def _gain(self, seat: int, resource: str, n: int) -> None:
        if resource == "order":
            for _ in range(n):
                if self.deck:
                    self.orders[seat].append(self.deck.pop())
        else:
            self.res[seat][resource] += n

    # ------------------------------------------------------------------ positions
    _KNOWN = ("built", "cheese", "completed", "customers", "fruited", "jam", "left", "offset", "orders", "res",
              "turn", "workers")

    def _check_position(self, position: dict) -> None:
        unknown = sorted(k for k in position if k not in self._KNOWN)
        if unknown:
            raise OptionError(f"A Fromage position has no key {unknown[0]!r} (known: {', '.join(self._KNOWN)}).")
        p = self.players

        def per_seat(key, check):
            value = position[key]
            if not isinstance(value, list) or len(value) != p:
                raise OptionError(f"position {key!r} must list one entry per player ({p}).")
            for v in value:
                if not check(v):
                    raise OptionError(f"position {key!r} has a bad entry {str(v)[:40]!r}.")

        def count(v, top=99):
            return type(v) is int and 0 <= v <= top

        if "turn" in position and not count(position["turn"], D.MAX_TURNS - 1):
            raise OptionError(f"position 'turn' must be a whole number from 0 to {D.MAX_TURNS - 1}.")
        if "offset" in position and not count(position["offset"], 3):
            raise OptionError("position 'offset' (the resource tile) must be 0 to 3.")
        if "customers" in position:
            c = position["customers"]
            if not isinstance(c, list) or sorted(x for x in c if type(x) is int) != sorted(D.CUSTOMERS) \
                    or len(c) != len(D.CUSTOMERS):
                raise OptionError(f"position 'customers' must order the tokens {list(D.CUSTOMERS)}.")
        if "res" in position:
            per_seat("res", lambda v: isinstance(v, dict) and set(v) <= {"livestock", "fruit", "structure"}
                     and all(count(x) for x in v.values()))
        for key in ("completed", "fruited", "jam"):
            if key in position:
                per_seat(key, count)
        if "left" in position:
            per_seat("left", lambda v: count(v, D.TOKENS) and v >= 1)
        if "built" in position:
            per_seat("built", lambda v: isinstance(v, list) and all(isinstance(k, str) and k in STRUCTURES
                                                                    for k in v) and len(set(v)) == len(v))
        if "orders" in position:
            per_seat("orders", lambda v: isinstance(v, list) and len(v) <= 24 and all(
                isinstance(o, list) and len(o) == 2 and o[0] in D.CHEESES and o[1] in D.VENUES for o in v))
        if "workers" in position:
            per_seat("workers", lambda v: isinstance(v, dict) and set(v) <= set(D.WORKERS) and all(
                x is None or (isinstance(x, list) and len(x) == 2 and isinstance(x[0], str) and count(x[1], 3)
                              and x[1] >= 1) for x in v.values()))
        if "cheese" in position:
            c = position["cheese"]
            if not isinstance(c, dict) or not all(
                    isinstance(k, str) and k in self.open and type(v) is int and -1 <= v < p for k, v in c.items()):
                raise OptionError("position 'cheese' maps open cheese spaces (F1, R2...) to seats (-1: the rival).")

    def _set_position(self, position: dict) -> None:
        """Scripted positions. Keys: ``turn``, ``offset`` (resource tile), ``customers`` (per region),
        ``res`` ({livestock, fruit, structure} per seat), ``orders`` ([[cheese, venue]...] per seat),
        ``completed``, ``fruited``, ``jam``, ``left`` (cheese tokens in hand), ``built`` (structures),
        ``workers`` ({worker: None or [place, turns left]} per seat), ``cheese`` ({space: seat})."""
        if "turn" in position:
            self.turn = position["turn"]
        if "offset" in position:
            self.offset = position["offset"]
        if "customers" in position:
            self.customers = list(position["customers"])
        if "res" in position:
            self.res = [{"livestock": 0, "fruit": 0, "structure": 0, **r} for r in position["res"]]
        if "orders" in position:
            self.orders = [[list(o) for o in v] for v in position["orders"]]
        for key in ("completed", "fruited", "jam", "left"):
            if key in position:
                setattr(self, key, list(position[key]))
        if "built" in position:
            self.built = [list(v) for v in position["built"]]
        if "workers" in position:
            self.workers = [{w: (None if v.get(w) is None else [v[w][0], self.turn + v[w][1]])
                             for w in D.WORKERS} for v in position["workers"]]
        if "cheese" in position:
            self.cheese = dict(position["cheese"])

    # ------------------------------------------------------------------ projected plan
    def _project(self, seat: int) -> dict:
        """What ``seat``'s board would be after its plan so far (legality of its next placement)."""
        res = dict(self.res[seat])
        used, built = set(), set(self.built[seat])
        gathered = cheese = None
        for action in self.plan[seat]:
            word, _, arg = action.partition(" ")
            if word == "gather":
                n, worker = arg.split()
                used.add(worker)
                gathered = int(n)
                self._gather_effect(res, built, self.resource_of(self.facing(seat)), int(n), None)
            elif word == "cheese":
                sp = SPACES[arg]
                used.add(sp.cheese)
                cheese = arg
                res["livestock"] -= self._livestock(sp, built)
                if sp.mark:
                    res["fruit"] -= 1
            elif word == "build":
                built.add(arg)
                res["structure"] -= STRUCTURES[arg].cost
        return {"res": res, "used": used, "built": built, "gathered": gathered, "cheese": cheese}

    @staticmethod
    def _livestock(space, built) -> int:
        cost = D.LIVESTOCK_COST[space.grade]
        return max(0, cost - 1) if "barn" in built else cost

    def _gather_effect(self, res, built, resource, n, seat) -> None:
        if resource == "order":
            if seat is not None:
                self._gain(seat, "order", n)
        else:
            res[resource] += n
        if "orchard" in built and n >= 2:
            res["fruit"] += 1

    def gather_free(self, quadrant: int, n: int) -> bool:
        place = f"g{quadrant}-{n}"
        return not any(w is not None and w[0] == place for ws in self.workers for w in ws.values())

    # ------------------------------------------------------------------ the contract
    def _to_move(self) -> tuple:
        return tuple(s for s in range(self.players) if not self.done[s])

    def _legal(self, seat: int) -> list[str]:
        pr = self._project(seat)
        q = self.facing(seat)
        home = [w for w in D.WORKERS if self.workers[seat][w] is None and w not in pr["used"]]
        out = []
        if pr["gathered"] is None:
            for n in D.GATHER:
                if self.gather_free(q, n):
                    out += [f"gather {n} {w}" for w in home]
        if pr["cheese"] is None and self.left[seat] > 0:
            venue = D.VENUES[q]
            for sid, sp in SPACES.items():
                if (sp.venue == venue and sid in self.open and sid not in self.cheese and sp.cheese in home
                        and pr["res"]["livestock"] >= self._livestock(sp, pr["built"])
                        and (not sp.mark or pr["res"]["fruit"] >= 1)):
                    out.append(f"cheese {sid}")
        for key, st in STRUCTURES.items():
            if key not in pr["built"] and pr["res"]["structure"] >= st.cost:
                out.append(f"build {key}")
        if self.plan[seat]:
            out.append("back")
        out.append("done")
        return out

    def _parse(self, text: str) -> str:
        t = " ".join(text.lower().split())
        if t in ("undo", "take back", "takeback"):
            return "back"
        if t in ("pass", "end", "finish", "end turn"):
            return "done"
        m = _ACTION.match(t)
        if m:
            n, w = m.groups()
            return f"gather {n} {'bleu' if w == 'blue' else w}"
        m = _CHEESE.match(t)
        if m:
            return f"cheese {m.group(1).upper()}{int(m.group(2))}"
        if t.startswith("build "):
            return "build " + t[6:].strip()
        return t

    def _why_illegal(self, seat: int, action: str) -> str | None:
        word, _, arg = action.partition(" ")
        pr = self._project(seat)
        q = self.facing(seat)
        if word == "gather":
            n, _, worker = arg.partition(" ")
            if not n.isdigit() or int(n) not in D.GATHER or worker not in D.WORKERS:
                return "Gather 1, 2 or 3 with a soft, hard or bleu worker, e.g. 'gather 2 hard'."
            if pr["gathered"] is not None:
                return "You may gather resources only once a turn."
            if self.workers[seat][worker] is not None or worker in pr["used"]:
                return f"Your {worker} worker is not at home: a worker out on the board comes back only when its time is up."
            if not self.gather_free(q, int(n)):
                return "That gather space still holds a worker: it is free again when that worker goes home."
        if word == "cheese":
            sp = SPACES.get(arg)
            if sp is None:
                return f"There is no cheese space {arg!r}: spaces are F1..., R1..., B1..., V1..."
            if sp.venue != D.VENUES[q]:
                return (f"You may make cheese only in the quadrant facing you this turn "
                        f"({D.VENUE_NAMES[D.VENUES[q]]}), not in the {D.VENUE_NAMES[sp.venue]}.")
            if arg not in self.open:
                return f"Space {arg} is not used with {self.players} player(s)."
            if arg in self.cheese:
                return f"Space {arg} already holds a cheese token: a token stays for the rest of the game."
            if pr["cheese"] is not None:
                return "You may make cheese only once a turn."
            if self.left[seat] == 0:
                return "You have no cheese tokens left."
            if self.workers[seat][sp.cheese] is not None or sp.cheese in pr["used"]:
                return f"Making {sp.cheese} cheese needs your {sp.cheese} worker, and it is not at home."
            if pr["res"]["livestock"] < self._livestock(sp, pr["built"]):
                return f"A {D.GRADES[sp.grade]} space needs {self._livestock(sp, pr['built'])} livestock."
            if sp.mark and pr["res"]["fruit"] < 1:
                return f"A {sp.mark} space needs a fruit from your basket."
        if word == "build":
            st = STRUCTURES.get(arg)
            if st is None:
                return f"There is no structure {arg!r}: the structures are {', '.join(STRUCTURES)}."
            if arg in pr["built"]:
                return f"You have the {st.name} already: each structure is built once."
            return f"The {st.name} costs {st.cost} structure resources."
        if word == "back":
            return "There is nothing to take back this turn."
        return None

    def action_audience(self, action: str, seat: int) -> tuple | None:
        if action == "done" and all(self.done[s] for s in range(self.players) if s != seat):
            return None           # the last seat's done reveals every plan: everyone reads it
        return (seat,)            # placements, take-backs and an early done are hidden

    def _apply(self, seat: int, action: str) -> None:
        if action == "back":
            self.plan[seat].pop()
        elif action == "done":
            self.done[seat] = True
            if all(self.done):
                self._reveal_turn()
        else:
            self.plan[seat].append(action)

    # ------------------------------------------------------------------ the reveal and the turn
    def _reveal_turn(self) -> None:
        self.reveal()
        t = self.turn
        for seat in range(self.players):
            words = [self.describe(action, seat, past=True) for action in self.plan[seat]]
            self.shown_parts[seat] = [p for a in self.plan[seat] for p in self.parts(a, seat) if not p.startswith("w-")]
            self.reveals[seat] = words
            self.carry_out(seat)
            self.say(f"{self.seat_name(seat)}: " + ("; ".join(words) if words else "no placement") + ".")
        if self.players == 1:
            self._rival()
        if any(v == 0 for v in self.left) or not (self.open - set(self.cheese)) or t + 1 >= D.MAX_TURNS:
            self._final()
            return
        self.turn += 1
        for seat in range(self.players):
            for w, where in self.workers[seat].items():
                if where is not None and where[1] <= self.turn:
                    self.workers[seat][w] = _HOME
            self.done[seat] = False

    def carry_out(self, seat: int) -> None:
        """Carry out ``seat``'s plan on the public state (at the reveal; bots try plans with it)."""
        q, t = self.facing(seat), self.turn
        for action in self.plan[seat]:
            word, _, arg = action.partition(" ")
            if word == "gather":
                n, worker = arg.split()
                self.workers[seat][worker] = [f"g{q}-{n}", t + int(n)]
                self._gather_effect(self.res[seat], self.built[seat], self.resource_of(q), int(n), seat)
            elif word == "cheese":
                self._make(seat, SPACES[arg])
            elif word == "build":
                self.built[seat].append(arg)
                self.res[seat]["structure"] -= STRUCTURES[arg].cost
        self.plan[seat] = []

    def _make(self, seat: int, sp) -> None:
        self.cheese[sp.id] = seat
        self.workers[seat][sp.cheese] = [sp.id, self.turn + sp.grade]
        self.left[seat] -= 1
        self.res[seat]["livestock"] -= self._livestock(sp, self.built[seat])
        if sp.mark:
            self.res[seat]["fruit"] -= 1
            if sp.mark == "fruit":
                self.fruited[seat] += 1
            else:
                self.jam[seat] += 1
        for i, (cheese, venue) in enumerate(self.orders[seat]):
            if cheese == sp.cheese and venue == sp.venue:
                del self.orders[seat][i]
                self.completed[seat] += 1
                self.say(f"{self.seat_name(seat)} completes an order: {cheese} cheese for the "
                         f"{D.VENUE_NAMES[venue]}.")
                break

    def _rival(self) -> None:
        """Solo: the rival dairy puts a token on a free space of the quadrant opposite yours."""
        q = (self.facing(0) + 2) % 4
        free = [s for s in sorted(self.open) if s not in self.cheese]
        near = [s for s in free if SPACES[s].venue == D.VENUES[q]]
        pool = near or free
        if not pool:
            self.rival_last = None
            return
        space = self.rng.choice(pool)
        self.cheese[space] = -1
        self.rival_last = space
        self.say(f"The rival dairy takes {space} in the {D.VENUE_NAMES[SPACES[space].venue]}.")

    # ------------------------------------------------------------------ scoring
    def score(self, seat: int) -> dict:
        """Every part of ``seat``'s final score, as it would stand now."""
        mine = {k for k, v in self.cheese.items() if v == seat}
        out = {"festival": self._festival(mine), "fromagerie": self._fromagerie(mine),
               "bistro": self._bistro(mine), "villes": self._villes()[seat],
               "aged": sum(D.AGED_POINTS[SPACES[k].grade] for k in mine),
               "fruit": self.fruited[seat] * self.jam[seat],
               "orders": D.ORDER_CHART[min(self.completed[seat], len(D.ORDER_CHART) - 1)],
               "structures": self._structure_points(seat, mine)}
        r = self.res[seat]
        out["leftovers"] = (r["livestock"] + r["fruit"] + r["structure"] + len(self.orders[seat])) // 2
        out["total"] = sum(out.values())
        return out

    @staticmethod
    def _festival(mine) -> int:
        nbrs = _NEIGHBOURS
        owned = {SPACES[k].cell for k in mine if SPACES[k].venue == "festival"}
        cells = owned | set(D.FREE_SAMPLES)
        seen, total = set(), 0
        for start in owned:
            if start in seen:
                continue
            group, todo = {start}, deque([start])
            while todo:
                c = todo.popleft()
                for n in nbrs[c]:
                    if n in cells and n not in group:
                        group.add(n)
                        todo.append(n)
            seen |= group
            total += D.FESTIVAL_GROUP[min(len(group), len(D.FESTIVAL_GROUP) - 1)]
        return total

    @staticmethod
    def _fromagerie(mine) -> int:
        spaces = [SPACES[k] for k in mine if SPACES[k].venue == "fromagerie"]
        return D.FROMAGERIE_SHELVES[len({s.shelf for s in spaces})] + sum(s.bonus for s in spaces)

    @staticmethod
    def _bistro(mine) -> int:
        plates = [SPACES[k] for k in mine if SPACES[k].venue == "bistro"]
        tables = [s.table for s in plates]
        pairs = sum(1 for t in set(tables) if tables.count(t) == 2)
        return len(plates) * D.BISTRO_PLATE[min(pairs, len(D.BISTRO_PLATE) - 1)]

    def influence(self) -> list[dict]:
        """Per region: influence by owner (seat, or -1 for the rival)."""
        out = [dict() for _ in D.REGIONS]
        for k, owner in self.cheese.items():
            sp = SPACES[k]
            for r in sp.regions:
                out[r][owner] = out[r].get(owner, 0) + D.INFLUENCE[sp.grade]
        return out

    def _villes(self) -> list[int]:
        points = [0] * self.players
        for r, inf in enumerate(self.influence()):
            if not inf:
                continue
            best = max(inf.values())
            leaders = [o for o, v in inf.items() if v == best]
            win, tie = D.customer_value(self.customers[r], self.players)
            for o in leaders:
                if o >= 0:
                    points[o] += win if len(leaders) == 1 else tie
        return points

    def _structure_points(self, seat: int, mine) -> int:
        pts = sum(STRUCTURES[k].points for k in self.built[seat])
        if "creamery" in self.built[seat]:
            pts += 2 * len({SPACES[k].venue for k in mine})
        return pts

    def _final(self) -> None:
        totals = [self.score(s)["total"] for s in range(self.players)]
        made = [D.TOKENS - v for v in self.left]
        if self.players == 1:
            target = self.opts["target"]
            won = totals[0] >= target
            self.finish(totals, winners=[0] if won else [], ranking=[1],
                        reason=f"{totals[0]} points against a target of {target}: "
                               f"{'you beat the rival dairy' if won else 'the rival dairy wins'}.",
                        details=[self._details(0)])
            return
        key = [(totals[s], made[s]) for s in range(self.players)]
        best = max(key)
        winners = [s for s in range(self.players) if key[s] == best]
        ranking = [1 + sum(1 for k in key if k > key[s]) for s in range(self.players)]
        names = " and ".join(self.seat_name(s) for s in winners)
        self.finish(totals, winners=winners, ranking=ranking,
                    reason=f"{names} {'wins' if len(winners) == 1 else 'share the win'} with {best[0]} points.",
                    details=[self._details(s) for s in range(self.players)])

    def _details(self, seat: int) -> str:
        sc = self.score(seat)
        return ", ".join(f"{k} {v}" for k, v in sc.items() if k != "total" and v)

    def say(self, text: str, to=None, seat: int | None = None) -> None:
        """The reveal's line names no seat: nobody learns who was the last to finish placing."""
        super().say(text, to=to, seat=None if text == _REVEAL else seat)

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None, past: bool = False) -> str:
        who = self.seat_name(seat if seat is not None else 0)
        word, _, arg = action.partition(" ")
        if word == "gather":
            n, worker = arg.split()
            res = self.resource_of(self.facing(seat if seat is not None else 0))
            text = f"gather {n} {res} with the {worker} worker (out {n} turn{'s' if n != '1' else ''})"
        elif word == "cheese":
            sp = SPACES.get(arg)
            if sp is None:
                return f"{who} plays {action}."
            mark = f", {sp.mark}" if sp.mark else ""
            text = f"make {sp.cheese} cheese on {arg} ({D.VENUE_NAMES[sp.venue]}, {D.GRADES[sp.grade]}{mark})"
        elif word == "build":
            st = STRUCTURES.get(arg)
            text = f"build the {st.name if st else arg}"
        elif word == "back":
            return f"{who} takes back the last placement."
        elif word == "done":
            if seat is not None and self.action_audience(action, seat) is None:
                return _REVEAL        # the last done: not whose it was (who finished last stays unknown)
            return f"{who} is done placing."
        else:
            return f"{who} plays {action}."
        return text if past else f"{who}: {text}."

    def label(self, action: str, seat: int | None = None) -> str:
        word, _, arg = action.partition(" ")
        if word == "gather":
            n, worker = arg.split()
            return f"Gather {n} ({worker} worker)"
        if word == "cheese":
            sp = SPACES.get(arg)
            return f"{sp.cheese.capitalize()} cheese on {arg}" if sp else action
        if word == "build":
            return f"Build {STRUCTURES[arg].name}" if arg in STRUCTURES else action
        if word == "back":
            return "Take back"
        if word == "done":
            return "Done placing"
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        word, _, arg = action.partition(" ")
        if word == "gather":
            n, worker = arg.split()
            return [f"g{self.facing(seat)}-{n}", f"w-{worker}"]
        if word == "cheese":
            return [f"c-{arg}"]
        if word == "build":
            return [f"s-{arg}"]
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        """Another seat's mark is always its last revealed placement, never anything of its hidden plan."""
        return list(self.shown_parts[seat])

    def why_no_undo(self, seat: int | None = None) -> str | None:
        if not self.over:
            # Undoing through the history would show another seat whether it placed in between:
            # placements are taken back with the hidden action 'back' instead.
            return "Use Take back to remove your last placement before you press Done."
        return super().why_no_undo(seat)

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return self.outcome["reason"]
        venue = None
        if seat is not None:
            venue = D.VENUE_NAMES[self.venue_of(seat)]
        head = f"Turn {self.turn + 1}"
        if seat is None:
            return f"{head}: everyone places workers in the quadrant facing them."
        if self.done[seat]:
            return f"{head}: you are done; waiting for the table to reveal."
        res = self.resource_of(self.facing(seat))
        return (f"{head}: place in the {venue} quadrant: gather {res} (1-3) and/or make cheese, "
                f"build if you can, then press Done.")

    # ------------------------------------------------------------------ view
    def secret_round(self) -> tuple:
        return tuple(range(self.players))     # every seat plans in secret until the reveal

    def _view(self, seat: int | None) -> dict:
        t = self.turn
        players = []
        for s in range(self.players):
            players.append({
                "side": self.sides[s], "facing": self.facing(s), "res": dict(self.res[s]),
                "orders": [list(o) for o in self.orders[s]], "completed": self.completed[s],
                "built": list(self.built[s]), "left": self.left[s], "fruited": self.fruited[s], "jam": self.jam[s],
                "workers": {w: (None if x is None else {"at": x[0], "turns": x[1] - t})
                            for w, x in self.workers[s].items()},
                "revealed": list(self.reveals[s]),
            })
        view = {
            "turn": t + 1, "rotation": t % 4, "phase": "over" if self.over else "place",
            "resources": [self.resource_of(q) for q in range(4)],
            "cheese": dict(self.cheese), "players": players,
            "scores": [self.score(s) for s in range(self.players)],
            "villes": [{"region": D.REGIONS[r], "customer": self.customers[r],
                        "values": list(D.customer_value(self.customers[r], self.players)),
                        "influence": {str(k): v for k, v in sorted(inf.items())}}
                       for r, inf in enumerate(self.influence())],
            "deck": len(self.deck), "open": sorted(self.open),
            "solo": ({"target": self.opts["target"], "rival_last": self.rival_last}
                     if self.players == 1 else None),
            "layout": _LAYOUT,
        }
        if seat is not None and not self.over:
            pr = self._project(seat)
            view["mine"] = {"plan": [self.describe(a, seat, past=True) for a in self.plan[seat]],
                            "actions": list(self.plan[seat]), "done": self.done[seat],
                            "res": pr["res"], "cheese": pr["cheese"], "used": sorted(pr["used"]),
                            "gather": (f"g{self.facing(seat)}-{pr['gathered']}" if pr["gathered"] else None),
                            "built": sorted(pr["built"])}
        return view

    # ------------------------------------------------------------------ analysis
    def heuristic(self, seat: int) -> float:
        """The board's points and what the resources may become (the bot's value), with ``seat``'s
        own hidden plan carried out, against the best other seat (solo: against the target)."""
        from .bots import value

        twin = self.clone()
        twin.quiet = True
        if twin.plan[seat]:
            twin.carry_out(seat)
        mine = value(twin, seat)               # already relative to the best other seat
        if self.players == 1:
            mine -= self.opts["target"]
        return max(-1.0, min(1.0, mine / 50))

    def clone(self) -> "Fromage":
        twin = self._twin("completed", "left", "fruited", "jam", "done", "customers", "cheese")
        twin.res = [dict(r) for r in self.res]
        twin.orders = [[list(o) for o in v] for v in self.orders]
        twin.built = [list(v) for v in self.built]
        twin.workers = [{w: (None if x is None else list(x)) for w, x in ws.items()} for ws in self.workers]
        twin.deck = [list(o) for o in self.deck]
        twin.plan = [list(p) for p in self.plan]
        twin.shown_parts = [list(p) for p in self.shown_parts]
        twin.reveals = [list(p) for p in self.reveals]
        twin.open = set(self.open)
        return twin

    def _resample(self, seat: int | None, rng: Rng) -> None:
        """The order deck is reshuffled; other seats' hidden plans are forgotten (they decide again)."""
        rng.shuffle(self.deck)
        for s in range(self.players):
            if s != seat:
                self.plan[s] = []
                self.done[s] = False

    def check_invariants(self) -> None:
        p = self.players
        for s in range(p):
            placed = sum(1 for v in self.cheese.values() if v == s)
            assert placed + self.left[s] == D.TOKENS, "cheese tokens are neither lost nor made"
            assert all(v >= 0 for v in self.res[s].values()), "no resource goes below zero"
            assert self.fruited[s] + self.jam[s] <= placed
            assert len(set(self.built[s])) == len(self.built[s])
            for w, x in self.workers[s].items():
                if x is not None:
                    assert 1 <= x[1] - self.turn <= 3 or self.over, "a worker is out 1 to 3 turns"
                    if x[0] in SPACES:
                        assert SPACES[x[0]].cheese == w and self.cheese.get(x[0]) == s
        held = sum(len(o) for o in self.orders) + sum(self.completed) + len(self.deck)
        assert held == len(D.ORDERS), "order cards are conserved"
        assert set(self.cheese) <= self.open
        places = [x[0] for ws in self.workers for x in ws.values() if x is not None and x[0].startswith("g")]
        assert len(places) == len(set(places)), "a gather space holds one worker"


_NEIGHBOURS = D.festival_neighbours()
_LAYOUT = {
    "spaces": [{"id": s.id, "venue": s.venue, "cheese": s.cheese, "grade": s.grade, "mark": s.mark,
                "x": s.x, "d": s.d, "min": s.min_players, "shelf": s.shelf, "bonus": s.bonus, "table": s.table,
                "regions": list(s.regions), "cell": list(s.cell)} for s in SPACES.values()],
    "free": [[(c - 2) * 64, 44 + r * 64] for c, r in D.FREE_SAMPLES],
    "gather": {str(n): list(at) for n, at in D.GATHER_AT.items()},
    "regions": [{"name": D.REGIONS[r], "x": x, "d": d} for r, (x, d) in D.REGION_AT.items()],
    "venues": list(D.VENUES), "venue_names": D.VENUE_NAMES,
    "structures": {k: {"name": st.name, "cost": st.cost, "text": st.text} for k, st in STRUCTURES.items()},
    "rubrics": {"festival": list(D.FESTIVAL_GROUP), "fromagerie": list(D.FROMAGERIE_SHELVES),
                "bistro": list(D.BISTRO_PLATE), "orders": list(D.ORDER_CHART)},
    "livestock": {str(k): v for k, v in D.LIVESTOCK_COST.items()},
}
