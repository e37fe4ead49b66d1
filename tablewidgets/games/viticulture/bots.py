"""The ``vintner`` bot: plants, harvests, makes wine and fills orders with purpose.

It scores each legal action by the position it leads to (:func:`evaluate`, one step ahead on a
copy), where planted vines, grapes and wines count towards the orders in hand, structures count by
what they unlock, and points and residual income count most. Randomness (draws) is looked at
through the copy only, never through hidden cards.
"""

from __future__ import annotations

from ...engine.bots import Bot
from . import data as D
from .data import STRUCTURES
from .rules import match_order

_STRUCT = {"trellis": 2.0, "irrigation": 2.5, "yoke": 1.0, "windmill": 2.0, "cottage": 1.5, "tasting": 2.0,
           "medium": 3.0, "large": 2.5}


def estimate(g, seat: int) -> float:
    """A seat's expected worth in points from what it can see."""
    p = g.ps[seat]
    late = min(1.0, max(p["vp"] for p in g.ps) / D.END_POINTS)
    v = p["vp"] * 1.0
    v += p["lira"] * (0.35 - 0.2 * late)
    v += p["res"] * (1.6 - 1.2 * late)
    v += p["workers"] * (1.8 - 1.5 * late)
    v += sum(_STRUCT[s] for s in p["structures"]) * (1 - 0.8 * late)
    planted = sum(D.VINES[int(c[1:])][2] + D.VINES[int(c[1:])][3] for f in p["fields"] for c in f)
    v += planted * (1.3 - 1.0 * late)
    v += sum(2.5 for f in range(3) if not p["sold"][f]) * (1 - late)
    v += sum(sum(x) for x in p["crush"].values()) * 0.22 + sum(len(x) for x in p["crush"].values()) * 0.3
    v += sum(sum(x) for x in p["cellar"].values()) * 0.3 + sum(len(x) for x in p["cellar"].values()) * 0.4
    hand = p["hand"]
    orders = [c for c in hand if c[0] == "o"]
    v += min(len(orders), 3) * 0.8
    for c in orders:
        if match_order(p["cellar"], D.ORDERS[int(c[1:])][2]) is not None:
            v += D.ORDERS[int(c[1:])][0] * 0.5
    v += min(sum(1 for c in hand if c[0] == "v"), 3) * 0.3
    if g.season in ("setup", "spring", "summer", "autumn"):
        v += max(0, g.free_workers(seat)) * 0.4 + (0 if p["grande"] else 0.4)
    v += min(sum(1 for c in hand if c[1] == "-"), 4) * 0.7
    v -= max(0, len(hand) - D.HAND_LIMIT) * 0.5
    return v


def evaluate(g, seat: int) -> float:
    if g.over:
        r = g.result()
        return 1.0 if seat in r["winners"] else -1.0
    mine = estimate(g, seat)
    others = max((estimate(g, s) for s in range(g.players) if s != seat), default=0.0)
    return max(-1.0, min(1.0, (mine - others) / 40))


def _quick(g, seat: int, a: str) -> float:
    t = g.clone()
    t.apply(a, seat)
    return estimate(t, seat) + _bias(a)


def _bias(a: str) -> float:
    if a == "pass":
        return -0.5
    if a in ("lira", "grande lira"):
        return -0.3
    return 0.0


def _few(legal: list, k: int) -> list:
    """At most ``k`` candidates: the first ones, the last ones and ``done`` (stable, no randomness)."""
    if len(legal) <= k:
        return legal
    step = len(legal) / k
    return sorted({legal[int(i * step)] for i in range(k)} | {legal[-1]}, key=legal.index)


def _follow(g, seat: int, limit: int = 6) -> None:
    """Play the seat's own follow-up decisions (the steps of its action) greedily on ``g``."""
    for _ in range(limit):
        if g.over or not g.stack or g.to_move != (seat,):
            return
        legal = _few(g.legal_actions(seat), 8)
        best = max(legal, key=lambda a: _quick(g, seat, a))
        g.apply(best, seat)


_WAKE = {1: 0.0, 2: 1.0, 3: 1.6, 4: 0.8, 5: 1.2, 6: 1.5, 7: 2.6}


def _needs(p) -> set:
    """Structures the vines and orders in hand call for."""
    need = set()
    for c in p["hand"]:
        if c[0] == "v":
            need |= set(D.VINES[int(c[1:])][1])
        elif c[0] == "o":
            for color, v in D.ORDERS[int(c[1:])][2]:
                if v > 3 or color == "blush":
                    need.add("medium")
                if v > 6 or color == "sparkling":
                    need.add("large")
    return need


def placement_value(g, seat: int, a: str) -> float:
    """What a worker placement (or pass, or a wake-up row, or an autumn card) is worth to the vintner."""
    p = g.ps[seat]
    w = a.split()
    if w[0] == "wake":
        row = int(w[1])
        orders = any(c[0] == "o" for c in p["hand"])
        return (_WAKE[row] - 0.35 * row + (1.0 if row == 7 and p["workers"] < 5 else 0)
                + (2.0 if row == 3 and not orders else 0))
    if w[0] == "take":
        have = sum(1 for c in p["hand"] if c[0] == w[1][0] and c[1] == "-")
        return -have + (0.5 if w[1] == "winter" else 0)
    if w[0] == "papa":
        return 1.0 if w[1] == "gift" else 0.5
    grande = w[0] == "grande"
    if grande:
        w = w[1:]
    bonus = w[0].endswith("+")
    sid = w[0].rstrip("+")
    orders = [c for c in p["hand"] if c[0] == "o"]
    vines = [c for c in p["hand"] if c[0] == "v"]
    planted = any(p["fields"])
    grapes = sum(len(v) for v in p["crush"].values())
    wines = sum(len(v) for v in p["cellar"].values())
    workers_left = max(0, g.free_workers(seat)) + (0 if p["grande"] else 1)
    if sid == "pass":
        if g.season == "summer":
            reserve = (1 if planted else 0) + (1 if planted or grapes else 0) + (1 if orders or wines else 0) + \
                (1 if p["workers"] < 6 and p["lira"] >= 4 else 0)
            if workers_left <= max(2, reserve):
                return 5.5 if planted and workers_left <= 2 else 3.0
            return 0.2
        return -1.0
    val = 0.0
    if sid == "plant":
        val = 5.0 if g.plant_moves(seat) else 0.0
    elif sid == "vine":
        room = any(not p["sold"][f] and g.field_value(seat, f) < D.FIELD_VALUES[f] for f in range(3))
        val = (3.2 if len(vines) < 2 and room else 0.6)
    elif sid == "build":
        need = _needs(p) - set(p["structures"])
        options = g.buildable(seat, 1 if bonus else 0)
        if any(s in need for s in options):
            val = 4.0
        elif options:
            val = 1.5 if g.year < 5 else 0.8
    elif sid == "tour":
        val = 3.4 if p["lira"] < 3 else 2.2 if p["lira"] < 6 else 1.0
    elif sid in ("summer", "winter"):
        many = sum(1 for c in p["hand"] if c[0] == sid[0] and c[1] == "-")
        val = 3.0 if many >= 2 else 2.0
    elif sid == "sell":
        val = 0.4 if grapes > 3 else 0.1
    elif sid == "lira":
        val = 0.3
    elif sid == "fill":
        val = 9.0
    elif sid == "wine":
        need_wine = bool(orders) or (grapes >= 2 and wines < 3)
        val = 7.0 if need_wine else 2.0
    elif sid == "harvest":
        val = (6.0 if grapes < 3 and (orders or wines < 3) else 2.5) if g.harvestable(seat) else 0.0
    elif sid == "yoke":
        val = 4.0 if g.harvestable(seat) else 0.3
    elif sid == "order":
        fillable = bool(g.fillable(seat))
        val = (8.0 if wines else 4.5) if not orders else (6.0 if not fillable and len(orders) < 3 else 0.7)
    elif sid == "train":
        val = (7.5 if p["workers"] < 5 else 4.0) if p["lira"] >= 4 and p["workers"] < 6 and g.year < 9 else 0.5
    if bonus:
        val += 0.6
    if grande:
        val -= 0.4
    return val


class VintnerBot(Bot):
    """Chooses where to work by what the vineyard needs next (plant, harvest, make wine, fill
    orders, and build what the cards in hand require); the follow-up decisions of an action are
    chosen one step ahead on a copy whose hidden cards are resampled."""

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        jitter = lambda: self.rng.random() * 0.05   # noqa: E731
        if not game.stack:
            return max(legal, key=lambda a: placement_value(game, seat, a) + jitter())
        if game.stack[-1]["kind"] == "fill":
            # several sets of wines may fill one order: the smallest that fit (listed first)
            legal = [a for i, a in enumerate(legal) if a.split()[1] not in {b.split()[1] for b in legal[:i]}]
        base = game.determinize(seat, self.rng)   # hidden cards and decks resampled: no peeking
        best, best_v = legal[0], None
        for a in _few(legal, 14):
            g = base.clone()
            g.apply(a, seat)
            _follow(g, seat, 2)
            v = estimate(g, seat) + _bias(a) + jitter()
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best


LEVELS = {"vintner": VintnerBot}
