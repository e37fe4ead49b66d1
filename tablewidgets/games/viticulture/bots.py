"""The ``vintner`` bot: plants, harvests, makes wine and fills orders with purpose.

Where to send a worker is chosen by a plan a person would follow (:func:`placement_value`): train
workers early, draw and plant vines at once, build the Trellis, Irrigation and cellars the cards in
hand call for, give tours when lira is short, keep enough workers for winter's harvest, wine and
orders, fill an order as soon as the cellar can, and play the visitors in hand. Lira is kept for
an early worker unless a structure is needed now; in the last year (alone the seventh, else once
someone has 20 points) only points and lira count. The decisions an action asks for (which vine,
field, structure, wine, order, visitor option) are chosen one step ahead on a copy whose hidden
cards are resampled (:func:`estimate` scores the copies: a field counts by the grapes it yields, so
vines go together for big grapes, and a grape keeps its value until a cellar can hold its wine),
so the bot never looks at hidden cards. The weights ``W`` were set by seeded self-play (solo score
after seven years, and the leader's score after seven years at 2 players).

The plan (:mod:`.planner`): the orders in hand are ranked by how many steps each is from being
filled; filling, making wine, harvesting or planting is worth at least what the order it brings a
step closer is worth, and a bigger cellar counts when an order waits for it.

The solo opening (:mod:`.opening`): alone, the vintner sells up to two empty fields (never the
largest) in its first two years for the lira its workers and structures wait for.
"""

from __future__ import annotations

from ...engine.bots import Bot
from . import data as D
from .opening import SELL_WORTH, field_to_sell
from .planner import cellar_opens, next_steps
from .rules import match_order


def _vine(c: str):
    return D.VINES[int(c[1:])]


def _order(c: str):
    return D.ORDERS[int(c[1:])]


def _late(g) -> float:
    """0 early in the game, 1 when someone is about to reach the end (or the solo years run out)."""
    if g.solo:
        return min(1.0, max(0.0, (g.year - 4) / (D.SOLO_YEARS - 4)))
    return min(1.0, max(p["vp"] for p in g.ps) / D.END_POINTS)


def final_year(g) -> bool:
    """The last year (alone the seventh; else someone already has 20 points): only points count now."""
    if g.solo:
        return g.year >= D.SOLO_YEARS
    return max(p["vp"] for p in g.ps) >= D.END_POINTS


#: in the last year, what an action is worth at most when it brings no points this winter (lira
#: still breaks a tie; a worker or an order for a year that does not come is worth nothing)
_LAST_YEAR_CAP = {"vine": 0.1, "train": 0.0, "order": 0.1, "build": 0.1, "tour": 0.6, "sell": 0.5, "lira": 0.4,
                  "plant": 2.0}


def room(g, seat: int) -> int:
    p = g.ps[seat]
    return sum(D.FIELD_VALUES[f] - g.field_value(seat, f) for f in range(3) if not p["sold"][f])


def fits(g, seat: int, c: str) -> bool:
    """A vine in hand has a field with room for it (structures aside)."""
    name, needs, red, white = _vine(c)
    p = g.ps[seat]
    return any(not p["sold"][f] and g.field_value(seat, f) + red + white <= D.FIELD_VALUES[f] for f in range(3))


def _order_needs(p) -> tuple[int, bool, bool]:
    """The highest plain wine the orders in hand ask for, and whether they ask for blush / sparkling."""
    top, blush, sparkling = 0, False, False
    for c in p["hand"]:
        if c[0] == "o":
            for color, v in _order(c)[2]:
                if color in ("red", "white"):
                    top = max(top, v)
                blush |= color == "blush"
                sparkling |= color == "sparkling"
    return top, blush, sparkling


def producible(g, seat: int, cap: int | None = None) -> dict:
    """The wines this seat could have by next winter: its cellar (aged once), wines from the grapes
    on its crush pad and from a harvest of each field, within its cellar (values may overlap)."""
    p = g.ps[seat]
    cap = cap or g.cellar_cap(seat)
    out = {w: [min(v + 1, max(cap, v)) for v in p["cellar"][w]] for w in p["cellar"]}
    reds = list(p["crush"]["red"])
    whites = list(p["crush"]["white"])
    for f in range(3):
        if p["fields"][f] and not p["sold"][f]:
            r = sum(_vine(c)[2] for c in p["fields"][f])
            w = sum(_vine(c)[3] for c in p["fields"][f])
            if r:
                reds.append(r)
            if w:
                whites.append(w)
    out["red"] += [min(v, cap) for v in reds]
    out["white"] += [min(v, cap) for v in whites]
    if cap >= 6:
        out["blush"] += [min(r + w, cap) for r in reds for w in whites if r + w >= 4]
    if cap >= 9:
        out["sparkling"] += [min(a + b + w, 9) for i, a in enumerate(reds) for b in reds[:i] for w in whites
                             if a + b + w >= 7]
    return out


def reachable_orders(g, seat: int, cap: int | None = None) -> list:
    """The orders in hand this seat could fill by next winter (see :func:`producible`), with its
    cellar or one of ``cap``."""
    p = g.ps[seat]
    can = producible(g, seat, cap)
    return [c for c in p["hand"] if c[0] == "o" and match_order(can, _order(c)[2]) is not None]


def struct_value(g, seat: int, s: str) -> float:
    """What building ``s`` is worth now, in points: what it unlocks for the cards in hand and the
    vineyard, less the later it comes."""
    p = g.ps[seat]
    have = set(p["structures"])
    late = _late(g)
    early = 1.0 - late
    vines = [c for c in p["hand"] if c[0] == "v"]
    if s in ("trellis", "irrigation"):
        unlock = [c for c in vines if s in _vine(c)[1] and fits(g, seat, c)
                  and all(x in have or x == s for x in _vine(c)[1])]
        wait = [c for c in vines if s in _vine(c)[1] and fits(g, seat, c)]
        return (5.5 if unlock else 2.4 if wait else 1.4) * (0.3 + 0.7 * early)
    top, blush, sparkling = _order_needs(p)
    grapes = [v for c in ("red", "white") for v in p["crush"][c]]
    field_top = max([max(sum(_vine(c)[2] for c in f), sum(_vine(c)[3] for c in f)) for f in p["fields"]] or [0])
    if s in ("medium", "large"):
        # a bigger cellar is worth the orders it opens
        cap = 6 if s == "medium" else 9
        opens = len(reachable_orders(g, seat, cap)) - len(reachable_orders(g, seat))
        if opens > 0:
            return 5.5 + 0.5 * min(opens, 2)
        if (s == "medium" or "medium" in have) and cellar_opens(g, seat, cap):
            return W["cellar_plan"]       # the cellar an order in hand waits for, after a vine or two
    if s == "medium":
        want = top > 3 or blush or max(grapes, default=0) > 3 or field_top > 3
        planted = sum(g.field_value(seat, f) for f in range(3))
        return (5.0 if want and planted >= 4 else 3.5 if want else 2.0) * (0.4 + 0.6 * early)
    if s == "large":
        want = top > 6 or sparkling
        return (2.5 if want else 0.8) * (0.3 + 0.7 * early)
    if s == "yoke":
        return (3.4 if any(p["fields"]) else 2.4) * early
    if s == "cottage":
        return 2.2 * early
    if s == "windmill":
        return (1.6 if room(g, seat) >= 4 else 0.6) * early
    if s == "tasting":
        return 1.2 * early
    return 0.5


def _grape_worth(v: int) -> float:
    """What a field's yearly grape of value ``v`` is worth: little below 3, most from 4 up."""
    return 0.0 if v <= 0 else W["g_base"] + W["g_lin"] * min(v, 9) + (W["g_hi"] if v >= 4 else 0.0)


def estimate(g, seat: int) -> float:
    """A seat's expected worth in points from what it can see."""
    p = g.ps[seat]
    late = _late(g)
    early = 1.0 - late
    v = p["vp"] * 1.0
    v += p["lira"] * (0.3 - 0.15 * late)
    v += p["res"] * (1.5 - 1.1 * late)
    v += p["workers"] * (1.6 - 1.4 * late)
    have = set(p["structures"])
    for s in have:
        v += 0.6 * early + (0.8 if s in ("trellis", "irrigation", "medium") else 0.4) * early
    want_red = want_white = 0
    for c in p["hand"]:
        if c[0] == "o":
            for color, _ in _order(c)[2]:
                want_red += {"red": 1, "blush": 1, "sparkling": 2}.get(color, 0)
                want_white += {"white": 1, "blush": 1, "sparkling": 1}.get(color, 0)
    wr, ww = 1.0 + W["color"] * min(want_red, 3), 1.0 + W["color"] * min(want_white, 3)
    for f in p["fields"]:
        if f:
            red = sum(_vine(c)[2] for c in f)
            white = sum(_vine(c)[3] for c in f)
            # a field's harvest: one grape of each colour it grows, worth its sum (high grapes fill
            # orders, so one full field beats two thin ones); the colours the orders ask for count more
            v += (_grape_worth(red) * wr + _grape_worth(white) * ww) * (1.0 - 0.7 * late)
    v += sum(1.5 for f in range(3) if not p["sold"][f]) * early
    # a grape keeps its value until a cellar can take it (a wine made now is cut to the cellar)
    v += sum(sum(p["crush"].values(), [])) * 0.18 + \
        sum(len(x) for x in p["crush"].values()) * 0.3
    v += sum(sum(x) for x in p["cellar"].values()) * 0.25 + sum(len(x) for x in p["cellar"].values()) * 0.4
    hand = p["hand"]
    orders = [c for c in hand if c[0] == "o"]
    v += min(len(orders), 3) * 0.5 * (0.5 + 0.5 * early)
    reach = set(reachable_orders(g, seat)) if orders else set()
    for c in orders:
        vp, res = _order(c)[:2]
        if match_order(p["cellar"], _order(c)[2]) is not None:
            v += vp * 0.55 + res * 0.5 * early
        elif c in reach:
            v += vp * 0.25 + res * 0.2 * early
    vines = [c for c in hand if c[0] == "v"]
    usable = [c for c in vines if fits(g, seat, c)]
    v += min(len(usable), 3) * 0.5 * early
    for c in usable:
        if all(x in have for x in _vine(c)[1]):
            v += 0.3 * early
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
    if g.solo:
        return max(-1.0, min(1.0, (mine - D.AUTOMA_POINTS * _late(g)) / 40))
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


def _step_worth(g, seat: int, st, late: float) -> float:
    p = g.ps[seat]
    k = st[0]
    early = 1.0 - late
    gap = max(0, lira_target(g, seat) - p["lira"])
    if k == "lira":        # the lira a purchase waits for count most, the rest little
        return 1.1 * min(st[1], gap) + 0.35 * max(0, st[1] - gap)
    if k == "pay":
        return -(0.9 if gap else 0.4) * st[1]
    if k == "vp":
        return (1.5 + 0.5 * late) * st[1]
    if k == "res":
        return (1.6 * early + 0.2) * st[1]
    if k == "draw":
        return 0.7 * st[2]
    if k in ("build", "cellar"):
        return 2.2 + 0.3 * (st[1] if st[1] < 99 else 4)
    if k == "plant":
        return 3.0 * min(st[1], len({m.split()[1] for m in g.plant_moves(seat, st[2])}))
    if k == "harvest":
        return 2.5 * min(st[1], len(g.harvestable(seat)))
    if k == "make":
        return 1.8 * min(st[1], sum(len(v) for v in p["crush"].values()))
    if k == "fill":
        return 6.0 + st[1] if g.fillable(seat) else 0.0
    if k == "train":
        return (4.5 * early if p["workers"] < 5 else 1.5 * early) - 0.3 * st[1]
    if k in ("discard", "dgrape", "dwine", "uproot"):
        return -0.8 * (st[1] if k in ("discard", "uproot") else 1)
    if k in ("dhand",):
        return -0.6 * len(p["hand"])
    if k == "perhand":
        return 0.45 * len(p["hand"])
    if k == "ageall":
        return 0.6 * sum(len(v) for v in p["cellar"].values())
    if k in ("agri", "grower", "over4", "smith", "designer"):
        return 0.5
    return 1.0


def visitor_worth(g, seat: int, cid: str) -> float:
    """A rough worth (in points) of playing a visitor now: its best feasible option."""
    from .visitors import steps_feasible
    season, name, mode, options, text = D.VISITORS[cid[2:]]
    late = _late(g)
    vals = [sum(_step_worth(g, seat, st, late) for st in steps) for _, steps in options
            if steps_feasible(g, seat, steps, exclude=cid)]
    if not vals:
        return -1.0
    vals.sort(reverse=True)
    if mode == "two" and len(vals) > 1:
        return vals[0] + vals[1]
    if mode == "both" and len(vals) > 1:
        return max(vals[0], vals[0] + vals[1] - 1.5)
    return vals[0]


def _budget_cost(g, seat: int, cost: int) -> float:
    """Spending ``cost`` lira now when a worker is still to be trained early costs this much."""
    p = g.ps[seat]
    if p["workers"] < 5 and _late(g) < 0.5 and p["lira"] - cost < D.TRAIN_COST and g.season == "summer":
        return W["budget"] * train_value(g, seat)
    return 0.0


def lira_target(g, seat: int) -> int:
    """The lira this seat wants in hand for what comes next: a worker, a needed structure."""
    p = g.ps[seat]
    want = 0
    if p["workers"] < 5 and _late(g) < 0.6:
        want = D.TRAIN_COST
    have = set(p["structures"])
    for s, (name, cost, _) in D.STRUCTURES.items():
        if s not in have and (s != "large" or "medium" in have) and struct_value(g, seat, s) >= 2.4:
            want = max(want, cost)
    return max(want, 2)


def train_value(g, seat: int) -> float:
    p = g.ps[seat]
    if p["workers"] >= D.MAX_WORKERS:
        return 0.0
    years_left = (D.SOLO_YEARS - g.year) if g.solo else max(0.0, 6.0 * (1 - _late(g)))
    return min(W["train"], 1.5 + 1.4 * years_left) if p["workers"] < 5 else min(5.0, 0.5 + 0.9 * years_left)


def winter_plan(g, seat: int) -> list[float]:
    """What this seat's winter actions would be worth (highest first): the workers kept from summer
    are compared with the least of these they would give up."""
    p = g.ps[seat]
    planted = any(p["fields"][f] and not p["sold"][f] for f in range(3))
    grapes = sum(len(v) for v in p["crush"].values())
    orders = sum(1 for c in p["hand"] if c[0] == "o")
    reach = reachable_orders(g, seat) if orders else []
    plan = []
    if planted and not ("yoke" in p["structures"] and not p["yoke"] and sum(1 for f in p["fields"] if f) == 1):
        plan.append(7.0 if reach else 5.5)
    if planted or grapes:
        plan.append(7.0 if reach or grapes < 3 else 4.0)
    if reach:
        plan.append(10.0)
    if p["lira"] + 2 >= D.TRAIN_COST and not final_year(g):
        plan.append(train_value(g, seat))
    if not reach and orders < 3 and not final_year(g):
        plan.append((W["order"] - 0.6 * orders) if planted or grapes else 3.0)
    vis = [visitor_worth(g, seat, c) for c in p["hand"] if c[0] == "w" and c[1] == "-"]
    if vis and max(vis) > 1.0:
        plan.append(1.5 + min(max(vis), 8.0))
    return sorted(plan, reverse=True)


_WAKE = {1: 0.0, 2: 1.0, 3: 1.0, 4: 0.8, 5: 1.1, 6: 1.0, 7: 2.4}
#: the weights of the plan (what an action is worth when it is what the vineyard needs)
W = {"plant": 8.5, "vine": 4.8, "tour": 4.0, "build": 1.35, "visit": 0.9, "fill": 24.0, "wine": 6.6,
     "harvest": 7.0, "harvest_any": 4.6, "yoke": 6.0, "order": 7.0, "train": 15.0, "late_row": 0.45,
     "color": 0.76, "budget": 0.7, "papa_worker": 4.6, "papa_cost": 0.1, "papa_lira": 0.7,
     "g_base": 0.2, "g_lin": 0.55, "g_hi": 1.1, "wine_idle": 1.4, "bypass": 5.0,
     "step": 8.0, "step_worth": 0.6, "cellar_plan": 5.0}


def wake_value(g, seat: int, row: int) -> float:
    p = g.ps[seat]
    val = _WAKE[row]
    if row == 2:
        usable = sum(1 for c in p["hand"] if c[0] == "v" and fits(g, seat, c))
        val += 0.8 if usable == 0 else 0.0
    elif row == 3:
        orders = sum(1 for c in p["hand"] if c[0] == "o")
        val += 0.8 if orders == 0 or not reachable_orders(g, seat) else -0.4 if orders >= 3 else 0.0
    elif row == 6:
        val += 1.0 * _late(g)
    elif row == 7:
        val += 0.6 if p["workers"] < 5 else 0.0
    if not g.solo:
        val -= (W["late_row"] if g.players <= 2 else W["late_row"] - 0.1) * row     # waking later leaves the best spaces to others
    return val


def placement_value(g, seat: int, a: str) -> float:
    """What a worker placement (or pass, or a wake-up row, or an autumn card) is worth to the vintner."""
    p = g.ps[seat]
    w = a.split()
    late = _late(g)
    early = 1.0 - late
    if w[0] == "wake":
        return wake_value(g, seat, int(w[1]))
    if w[0] == "take":
        have = sum(1 for c in p["hand"] if c[0] == w[1][0] and c[1] == "-")
        return -have + (0.5 if w[1] == "winter" else 0)
    if w[0] == "papa":
        gift = D.PAPAS[p["papa"]][2]
        lira = D.PAPAS[p["papa"]][3]
        worth = W["papa_worker"] if gift == "worker" else 1.0 if gift == "vp" else \
            struct_value(g, seat, gift) + W["papa_cost"] * D.STRUCTURES[gift][1]
        return W["papa_lira"] * lira if w[1] == "lira" else worth
    grande = w[0] == "grande"
    if grande:
        w = w[1:]
    bonus = w[0].endswith("+")
    sid = w[0].rstrip("+")
    hand = p["hand"]
    orders = [c for c in hand if c[0] == "o"]
    vines = [c for c in hand if c[0] == "v"]
    grapes = sum(len(v) for v in p["crush"].values())
    wines = sum(len(v) for v in p["cellar"].values())
    left = max(0, g.free_workers(seat)) + (0 if p["grande"] else 1)
    if sid == "pass":
        if g.season == "summer":
            plan = winter_plan(g, seat)
            if left > len(plan):
                return 0.2
            return plan[left - 1]
        return -1.0
    val = 0.0
    if sid == "plant":
        moves = g.plant_moves(seat)
        if moves:
            best = max(sum(_vine(m.split()[1])[2:4]) for m in moves)
            val = W["plant"] + 0.4 * best
            if bonus:
                val += 1.8 if len({m.split()[1] for m in moves}) >= 2 else -0.3
    elif sid == "vine":
        usable = [c for c in vines if fits(g, seat, c)]
        r = room(g, seat)
        thin = sum(g.field_value(seat, f) for f in range(3)) < 10
        if r >= 1 and len(usable) < 2:
            val = (W["vine"] if thin else W["vine"] - 1.1 if not usable else 3.6) * (0.2 + 0.8 * min(1.0, 1.6 * early))
        else:
            val = 0.6
        if bonus:
            val += 0.8 if r >= 3 and len(usable) < 2 else 0.0
    elif sid == "build":
        options = g.buildable(seat, 1 if bonus else 0)
        if options:
            # a structure that leaves too little lira for this winter's new worker waits, unless it
            # is what a vine in hand or an order needs now
            val = W["build"] + max(struct_value(g, seat, s) - (0 if struct_value(g, seat, s) >= W["bypass"] else
                                                         _budget_cost(g, seat, D.STRUCTURES[s][1] - bonus))
                                   for s in options)
            if bonus:
                val += 0.5
    elif sid == "tour":
        want = lira_target(g, seat)
        val = W["tour"] if p["lira"] < want else 2.6 if p["lira"] < 7 else 1.2
        gain = 3 if bonus else 2
        have = set(p["structures"])
        # the lira of a tour is worth what it pays for: a structure the vines in hand wait for, a worker
        for s, (name, cost, _) in D.STRUCTURES.items():
            if s not in have and p["lira"] < cost <= p["lira"] + gain and (s != "large" or "medium" in have):
                val = max(val, W["build"] + struct_value(g, seat, s) - 0.6)
        if p["lira"] < D.TRAIN_COST <= p["lira"] + gain and p["workers"] < D.MAX_WORKERS:
            val = max(val, train_value(g, seat) - 0.8)
        if "tasting" in p["structures"] and wines and not p["tasting"]:
            val += 1.0
        if bonus:
            val += 0.4
    elif sid in ("summer", "winter"):
        worth = sorted((visitor_worth(g, seat, c) for c in hand if c[0] == sid[0] and c[1] == "-"), reverse=True)
        if worth and worth[0] > 0:
            val = W["visit"] + min(worth[0], 8.0)
            if bonus:
                val += 0.8 * min(worth[1], 6.0) if len(worth) > 1 and worth[1] > 0.5 else -0.3
    elif sid == "sell":
        val = 0.8 if grapes >= 2 and p["lira"] < 3 else 0.2
        if field_to_sell(g, seat) is not None:
            val = SELL_WORTH        # the solo opening: an empty field's lira now (see .opening)
    elif sid == "lira":
        val = 0.4
        if p["lira"] + 1 == D.TRAIN_COST and p["workers"] < D.MAX_WORKERS and g.season == "winter" and \
                g._normal_free("train"):
            val = max(val, train_value(g, seat) - 1.5)
    elif sid == "fill":
        fillable = g.fillable(seat)
        val = W["fill"] + 0.3 * max((_order(c)[0] for c in fillable), default=0)
        if bonus:
            val += 1.0
    elif sid == "wine":
        reach = reachable_orders(g, seat) if orders else []
        val = W["wine"] if reach else W["wine_idle"] if wines < 3 else 2.5
        if bonus:
            val += 1.0 if grapes >= 3 else -0.3
    elif sid == "harvest":
        fields = g.harvestable(seat)
        if fields:
            reach = reachable_orders(g, seat) if orders else []
            val = (W["harvest"] if reach else W["harvest_any"]) if grapes < 4 else 3.0
            if bonus:
                val += 1.5 if len(fields) >= 2 else -0.3
    elif sid == "yoke":
        val = (W["yoke"] if grapes < 4 else 3.0) if g.harvestable(seat) else 0.1
    elif sid == "order":
        n = len(orders)
        r = len(reachable_orders(g, seat)) if orders else 0
        if r == 0:
            val = W["order"] if n == 0 else W["order"] - 0.6 if n == 1 else W["order"] - 2.6 if n == 2 else 1.0
        else:
            val = 3.0 if n < 3 else 0.8
        if not any(p["fields"]) and not grapes:
            val = min(val, 3.0)
        if bonus:
            val += 0.8 if r <= 1 and n <= 2 else -0.2
    elif sid == "train":
        cost = D.TRAIN_COST - (1 if bonus else 0)
        if p["lira"] >= cost and p["workers"] < D.MAX_WORKERS:
            val = train_value(g, seat)
            if bonus:
                val += 0.3
    if sid in ("fill", "wine", "harvest", "plant", "yoke"):
        # the next step towards an order in hand (planner.next_steps) is worth what that order brings
        steps = next_steps(g, seat)
        key = "harvest" if sid == "yoke" else sid
        if key in steps and (sid != "fill" or val > 0):
            val = max(val, W["step"] + W["step_worth"] * steps[key] + (1.0 if bonus else 0.0))
        elif sid == "harvest" and bonus and "harvest2" in steps:
            val = max(val, W["step"] + W["step_worth"] * steps["harvest2"])
    if final_year(g):
        if sid in _LAST_YEAR_CAP:
            val = min(val, _LAST_YEAR_CAP[sid])
        elif sid in ("harvest", "yoke", "wine") and not (reachable_orders(g, seat) if orders else []):
            val = min(val, 0.3)
    if grande:
        val -= 0.4 if left > 1 else 0.0
    return val


class VintnerBot(Bot):
    """Chooses where to work by what the vineyard needs next (train early, plant, build what the
    cards in hand require, harvest, make wine, fill orders, play visitors); the follow-up decisions
    of an action are chosen one step ahead on a copy whose hidden cards are resampled."""

    def choose(self, game, seat: int) -> str:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        jitter = lambda: self.rng.random() * 0.05   # noqa: E731
        if not game.stack:
            return max(legal, key=lambda a: placement_value(game, seat, a) + jitter())
        top = game.stack[-1]
        if top["kind"] == "fill":
            # several sets of wines may fill one order: the smallest that fit (listed first)
            legal = [a for i, a in enumerate(legal) if a.split()[1] not in {b.split()[1] for b in legal[:i]}]
        if top["kind"] == "build" and all(a.startswith("build ") or a == "done" for a in legal):
            best = max(legal, key=lambda a: -9 if a == "done" else struct_value(game, seat, a.split()[1]))
            if best != "done" and (struct_value(game, seat, best.split()[1]) > 0.8 or "done" not in legal):
                return best
            return "done"
        if top["kind"] == "sell":
            f = field_to_sell(game, seat)
            if f is not None and f"sell field {f + 1}" in legal:
                return f"sell field {f + 1}"
        if top["kind"] == "deck":
            return max(legal, key=lambda a: placement_value(game, seat, a) + jitter())
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
