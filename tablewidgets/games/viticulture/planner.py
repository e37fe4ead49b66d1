"""The vintner's plan: the wine orders in hand it can fill soonest, and the next step towards them.

A person playing Viticulture keeps a target: the orders in hand the vineyard can fill soonest.
:func:`order_stages` tells, for every order in hand, how many steps it is from being filled (0: the
cellar holds its wines; 1: the grapes on the crush pad make them; 2: a harvest of the fields makes
them; 3: one more vine from hand planted, or a bigger cellar; 4: both), or that the vineyard is
nowhere near it. :func:`next_steps` names the action spaces that bring an order a step closer now
(fill, make wine, harvest, plant), each with what the best order it serves is worth, and
:func:`cellar_opens` how many orders a bigger cellar would bring within reach. The bot
(:mod:`.bots`) values a placement that is such a step by that worth. Only the seat's own cards
are read.
"""

from __future__ import annotations

from . import data as D
from .rules import match_order


def _vine(c: str):
    return D.VINES[int(c[1:])]


def _order(c: str):
    return D.ORDERS[int(c[1:])]


def _wines(g, seat: int, cap: int, crush: bool, fields: list | None) -> dict:
    """The wines the seat can have: its cellar, plus wines from the grapes on its crush pad (with
    ``crush``) and from one harvest of each of ``fields`` (lists of vine cards), within ``cap``.
    Values may overlap (each is one possible wine)."""
    p = g.ps[seat]
    out = {w: list(v) for w, v in p["cellar"].items()}
    if not crush and fields is None:
        return out
    reds = list(p["crush"]["red"])
    whites = list(p["crush"]["white"])
    if fields is not None:
        for f in fields:
            if f:
                r = sum(_vine(c)[2] for c in f)
                w = sum(_vine(c)[3] for c in f)
                if r:
                    reds.append(min(r, 9))
                if w:
                    whites.append(min(w, 9))
    out["red"] = out["red"] + [min(v, cap) for v in reds]
    out["white"] = out["white"] + [min(v, cap) for v in whites]
    if cap >= 6:
        out["blush"] = out["blush"] + [min(r + w, cap) for r in reds for w in whites if r + w >= 4]
    if cap >= 9:
        out["sparkling"] = out["sparkling"] + [min(a + b + w, 9) for i, a in enumerate(reds) for b in reds[:i]
                                               for w in whites if a + b + w >= 7]
    return out


def _fields_now(g, seat: int) -> list:
    p = g.ps[seat]
    return [p["fields"][f] if not p["sold"][f] and not p["harvested"][f] else [] for f in range(3)]


def _planted_variants(g, seat: int) -> list:
    """The seat's fields with one vine from hand planted (each vine that may go somewhere now or
    after one structure), one list of fields per choice."""
    p = g.ps[seat]
    have = set(p["structures"])
    out = []
    for c in p["hand"]:
        if c[0] != "v":
            continue
        name, needs, red, white = _vine(c)
        if sum(1 for s in needs if s not in have) > 1:
            continue
        for f in range(3):
            if p["sold"][f] or g.field_value(seat, f) + red + white > D.FIELD_VALUES[f]:
                continue
            fields = [list(x) for x in p["fields"]]
            fields[f].append(c)
            out.append(fields)
    return out


def order_stages(g, seat: int, cap: int | None = None) -> dict:
    """For each order in hand: how many steps it still needs (0 to 4), or None when the vineyard
    is nowhere near it (with a cellar of ``cap``: what a bigger cellar would change)."""
    p = g.ps[seat]
    orders = [c for c in p["hand"] if c[0] == "o"]
    if not orders:
        return {}
    cap = cap or g.cellar_cap(seat)
    bigger = 6 if cap == 3 else 9
    stages = {}
    left = list(orders)
    checks = [(0, lambda cp: _wines(g, seat, cp, False, None)),
              (1, lambda cp: _wines(g, seat, cp, True, None)),
              (2, lambda cp: _wines(g, seat, cp, True, _fields_now(g, seat)))]
    for k, make in checks:
        if not left:
            break
        can = make(cap)
        for c in list(left):
            if match_order(can, _order(c)[2]) is not None:
                stages[c] = k
                left.remove(c)
    if left:
        variants = _planted_variants(g, seat)
        full = [list(x) for x in p["fields"]]
        for c in list(left):
            need = _order(c)[2]
            if any(match_order(_wines(g, seat, cap, True, fs), need) is not None for fs in variants):
                stages[c] = 3
                left.remove(c)
            elif cap < 9 and match_order(_wines(g, seat, bigger, True, full), need) is not None:
                stages[c] = 3
                left.remove(c)
            elif cap < 9 and any(match_order(_wines(g, seat, bigger, True, fs), need) is not None
                                 for fs in variants):
                stages[c] = 4
                left.remove(c)
    for c in left:
        stages[c] = None
    return stages


def target(g, seat: int):
    """The order in hand the seat can fill soonest (the most points among the nearest), or None."""
    stages = {c: k for c, k in order_stages(g, seat).items() if k is not None}
    if not stages:
        return None
    return min(stages, key=lambda c: (stages[c], -_order(c)[0], c))


# ---------------------------------------------------------------- the next step of the plan


def _fits(g, seat: int, cap: int, fields: list | None, crush: bool, orders: list) -> list:
    can = _wines(g, seat, cap, crush, fields)
    return [c for c in orders if match_order(can, _order(c)[2]) is not None]


def next_steps(g, seat: int) -> dict:
    """The action spaces that are the next step towards filling an order in hand, each with the
    worth (points and residual income) of the best order that step serves: ``fill`` (the cellar
    holds its wines), ``wine`` (the crush pad's grapes make them), ``harvest`` (a field's grapes
    complete them; ``harvest2`` when two fields are needed), ``plant`` (a vine in hand that can be
    planted now completes a field for them)."""
    p = g.ps[seat]
    orders = [c for c in p["hand"] if c[0] == "o"]
    if not orders:
        return {}
    cap = g.cellar_cap(seat)
    out = {}

    def put(sid, cs):
        if cs:
            out[sid] = max(out.get(sid, 0), max(_order(c)[0] + _order(c)[1] for c in cs))

    now = _fits(g, seat, cap, None, False, orders)
    put("fill", now)
    rest = [c for c in orders if c not in now]
    if not rest:
        return out
    made = _fits(g, seat, cap, None, True, rest)
    put("wine", made)
    rest = [c for c in rest if c not in made]
    fields = _fields_now(g, seat)
    one = []
    for f in range(3):
        if fields[f]:
            one += [c for c in _fits(g, seat, cap, [fields[f]], True, rest) if c not in one]
    put("harvest", one)
    rest = [c for c in rest if c not in one]
    if rest and sum(1 for f in fields if f) >= 2:
        put("harvest2", _fits(g, seat, cap, fields, True, rest))
    if g.season == "summer" or g.season == "spring":
        grown = set()
        for a in g.plant_moves(seat):
            _, c, f = a.split()
            fs = [list(x) for x in p["fields"]]
            fs[int(f[1:]) - 1].append(c)
            grown |= set(_fits(g, seat, cap, fs, True, [c for c in orders if c not in now and c not in made]))
        put("plant", sorted(grown))
    return out


def cellar_opens(g, seat: int, cap: int) -> int:
    """How many orders in hand a cellar of ``cap`` brings nearer (to 3 steps or fewer)."""
    now = order_stages(g, seat)
    then = order_stages(g, seat, cap)
    return sum(1 for c, k in then.items() if k is not None and k <= 3 and (now[c] is None or now[c] > k))
