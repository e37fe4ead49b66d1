"""The effect vocabulary of Viticulture: the steps of action spaces and visitors, and the
decisions (tasks) they ask for.

A worker placement or a visitor option becomes a list of steps run in order. Steps that need no
decision change the state at once (``("lira", 3)``); the others push a *task* on the game's stack
(``build``, ``plant``, ``harvest``, ``make``, ``fill``, ...), whose actions the seat named in the task
chooses. A visitor that asks the other players pushes one task per opponent, for that seat.
"""

from __future__ import annotations

from . import data as D
from .data import SPACES, STRUCTURES, VISITORS

# ---------------------------------------------------------------- placement steps


def placement_steps(g, sid: str, bonus: bool) -> list:
    b = 1 if bonus else 0
    return {
        "vine": [("draw", "vine", 1 + b)],
        "tour": [("lira", 2 + b), ("tasting",)],
        "build": ([("lira", 1)] if bonus else []) + [("build", 0, 99)],
        "summer": [("visit", "summer", 1 + b)],
        "sell": [("sell",)] + ([("vp", 1)] if bonus else []),
        "plant": [("plant", 1 + b, "must")],
        "order": [("draw", "order", 1 + b)],
        "harvest": [("harvest", 1 + b, "must")],
        "train": [("train", D.TRAIN_COST - b, "")],
        "winter": [("visit", "winter", 1 + b)],
        "wine": [("make", 2 + b, "must")],
        "fill": [("fill", b)],
        "lira": [("lira", 1)],
        "yoke": [("yoke",)],
    }[sid]


def _playable(g, seat: int, cid: str) -> bool:
    season, name, mode, options, text = VISITORS[cid[2:]]
    return any(steps_feasible(g, seat, steps, exclude=cid) for _, steps in options)


def steps_feasible(g, seat: int, steps, exclude: str | None = None) -> bool:
    """Whether the steps can be carried out now (checked step by step with the lira they leave)."""
    p = g.ps[seat]
    lira = p["lira"]
    for st in steps:
        k = st[0]
        if k == "lira":
            lira += st[1]
        elif k == "pay":
            lira -= st[1]
            if lira < 0:
                return False
        elif k == "vp":
            if st[1] < 0 and p["vp"] + st[1] < D.MIN_VP:
                return False
        elif k == "res":
            if st[1] < 0 and p["res"] < -st[1]:
                return False
        elif k == "build":
            if len(st) > 3:
                continue
            dis, mx = st[1], st[2]
            ok = [s for s in g.buildable(seat, dis, mx) if s not in p["structures"]]
            price = [0 if dis >= 99 else max(0, STRUCTURES[s][1] - dis) for s in ok]
            if not any(pr <= lira for pr in price):
                return False
        elif k == "cellar":
            nxt = next_cellar(p)
            if nxt is None:
                return False
            price = 0 if st[1] >= 99 else max(0, STRUCTURES[nxt][1] - st[1])
            if price > lira:
                return False
        elif k == "plant":
            if not g.plant_moves(seat, st[2]):
                return False
        elif k == "harvest":
            if not g.harvestable(seat):
                return False
        elif k == "make":
            if not g.wine_recipes(seat, st[2]):
                return False
        elif k == "fill":
            if not g.fillable(seat):
                return False
        elif k == "sell":
            if not sell_moves(g, seat):
                return False
        elif k == "visit":
            if not any(c[0] == st[1][0] and c[1] == "-" and _playable(g, seat, c) for c in p["hand"]):
                return False
        elif k == "train":
            if len(st) > 2 and st[2] == "may":
                continue
            if p["workers"] >= D.MAX_WORKERS or lira < st[1]:
                return False
            lira -= st[1]
        elif k == "discard":
            if _discardable(g, seat, st[2], exclude=exclude) < st[1]:
                return False
        elif k == "dgrape":
            if not any(p["crush"].values()):
                return False
        elif k in ("dwine", "taster"):
            least = st[1] if k == "dwine" else 1
            if not any(v >= least for w in p["cellar"].values() for v in w):
                return False
        elif k == "age1":
            if not any(p["cellar"].values()):
                return False
        elif k == "uproot":
            if sum(len(f) for f in p["fields"]) < st[1]:
                return False
        elif k == "switch":
            if not switch_moves(g, seat):
                return False
        elif k == "retrieve":
            if not any(pl[0] == seat for sid, here in g.spaces.items() for pl in here if sid != g.last_space[seat]):
                return False
        elif k == "dhand":
            if len([c for c in p["hand"] if c != exclude]) < 1:
                return False
        elif k == "six":
            if st[1] == 2 and p["workers"] < D.MAX_WORKERS:
                return False
        elif k == "yoke":
            if not g.harvestable(seat) and not any(p["fields"]):
                return False
        elif k == "yoke1":
            if "yoke" in p["structures"] or lira < 1:
                return False
        elif k == "wedding":
            if lira < 2:
                return False
        elif k == "planner":
            if g.season != "summer" or g.free_workers(seat) <= 0 or not plan_moves(g):
                return False
        elif k == "organize":
            if not organize_rows(g) or g.season != "summer":
                return False
        elif k == "caravan":
            if not any(g.decks[x] or g.discards[x] for x in g.decks):
                return False
        elif k == "inn":
            if sum(1 for x, pile in g.discards.items() if [c for c in pile if c != exclude]) < 1:
                return False
        elif k == "manager":
            if g.season != "winter" or not any(
                    SPACES[sid][0] == "summer" and steps_feasible(g, seat, placement_steps(g, sid, False))
                    for sid in SPACES):
                return False
    return True


def plan_moves(g) -> list[str]:
    """Winter spaces with room for a worker placed ahead (the Planner)."""
    cap = D.capacity(g.players)
    out = []
    for sid, info in SPACES.items():
        if info[0] != "winter":
            continue
        if g._normal_free(sid):
            out.append(f"plan {sid}")
        if cap > 1 and not g.solo and not any(pl[2] for pl in g.spaces[sid]):
            out.append(f"plan {sid}+")
    return out


def organize_rows(g) -> list[int]:
    """The wake-up rows the Organizer may move to: the free ones (alone: never row 7)."""
    taken = {q["wake"] for q in g.ps}
    return [r for r in range(1, 7 if g.solo else 8) if r not in taken]


def next_cellar(p):
    if "medium" not in p["structures"]:
        return "medium"
    if "large" not in p["structures"]:
        return "large"
    return None


def _discardable(g, seat, what, exclude=None) -> int:
    hand = [c for c in g.ps[seat]["hand"] if c != exclude]
    if what == "visitor":
        return sum(1 for c in hand if c[1] == "-")
    return len(hand)


def sell_moves(g, seat: int) -> list[str]:
    p = g.ps[seat]
    out = [f"sell {c} {v}" for c in ("red", "white") for v in p["crush"][c]]
    for f in range(3):
        if not p["sold"][f] and not p["fields"][f]:
            out.append(f"sell field {f + 1}")
        if p["sold"][f] and p["lira"] >= D.FIELD_VALUES[f]:
            out.append(f"buy field {f + 1}")
    return out


def switch_moves(g, seat: int) -> list[str]:
    p = g.ps[seat]
    out = []
    for f in range(3):
        for c in p["fields"][f]:
            name, needs, red, white = g_vine(c)
            for t in range(3):
                if t != f and not p["sold"][t] and g.field_value(seat, t) + red + white <= D.FIELD_VALUES[t]:
                    out.append(f"move {c} f{t + 1}")
    return out


def g_vine(cid):
    return D.VINES[int(cid[1:])]


# ---------------------------------------------------------------- running steps


def advance(g) -> None:
    """Run steps until a decision is needed (or the stack is empty: the turn goes on)."""
    while g.stack:
        t = g.stack[-1]
        if t["kind"] == "steps":
            if not t["steps"]:
                g.stack.pop()
                continue
            step = t["steps"].pop(0)
            run_step(g, t["seat"], step)
            continue
        if not task_actions(g, t):
            g.stack.pop()
            continue
        return
    g._turn_done()


def _push(g, seat, kind, **kw) -> None:
    task = {"kind": kind, "seat": seat}
    task.update(kw)
    g.stack.append(task)


def run_step(g, seat: int, st) -> None:
    p = g.ps[seat]
    k = st[0]
    m = g.memo
    if k == "lira":
        g.gain(seat, lira=st[1])
    elif k == "pay":
        g.gain(seat, lira=-st[1])
    elif k == "vp":
        g.gain(seat, vp=st[1])
    elif k == "res":
        g.gain(seat, res=st[1])
    elif k == "draw":
        g._draw(seat, st[1], st[2])
    elif k == "tasting":
        if "tasting" in p["structures"] and not p["tasting"] and any(p["cellar"].values()):
            p["tasting"] = True
            g.gain(seat, vp=1)
            g.say(f"{g.seat_name(seat)}'s Tasting Room gives 1 point.")
    elif k == "build":
        _push(g, seat, "build", discount=st[1], max=st[2], may=len(st) > 3, credit=m.get("credit_now"))
    elif k == "cellar":
        nxt = next_cellar(p)
        if nxt is not None:
            _push(g, seat, "build", discount=st[1], max=99, may=False, only=nxt)
    elif k == "plant":
        _push(g, seat, "plant", left=st[1], flags=st[2], done=0)
    elif k == "harvest":
        _push(g, seat, "harvest", left=st[1], flags=st[2], done=0)
    elif k == "make":
        _push(g, seat, "make", left=st[1], flags=st[2], done=0)
    elif k == "fill":
        _push(g, seat, "fill", extra=st[1])
    elif k == "sell":
        _push(g, seat, "sell")
    elif k == "visit":
        _push(g, seat, "visit", season=st[1], left=st[2], done=0)
    elif k == "train":
        if len(st) > 2 and st[2] == "may":
            if p["workers"] < D.MAX_WORKERS and p["lira"] >= st[1]:
                _push(g, seat, "ask", what="train", cost=st[1])
            return
        if p["workers"] < D.MAX_WORKERS and p["lira"] >= st[1]:
            g.gain(seat, lira=-st[1])
            p["workers"] += 1
            if "now" not in st[2]:
                p["fresh"] += 1
            g.say(f"{g.seat_name(seat)} trains a new worker.")
    elif k == "discard":
        _push(g, seat, "discard", left=st[1], what=st[2])
    elif k == "dgrape":
        _push(g, seat, "drop", what="grape")
    elif k == "dwine":
        _push(g, seat, "drop", what="wine", least=st[1])
    elif k == "taster":
        _push(g, seat, "drop", what="wine", least=1, taster=True)
    elif k == "grape":
        if st[1] == "choose":
            _push(g, seat, "grapecolor", value=st[2])
        else:
            g.add_grape(seat, st[1], st[2])
    elif k == "uproot":
        _push(g, seat, "uproot", left=st[1])
    elif k == "switch":
        _push(g, seat, "switch", left=2)
    elif k == "retrieve":
        _push(g, seat, "retrieve", left=st[1])
    elif k == "recall":
        if p["grande"]:
            _push(g, seat, "ask", what="recall")
    elif k == "yoke":
        _push(g, seat, "yoke")
    elif k == "yoke1":
        if "yoke" not in p["structures"] and p["lira"] >= 1:
            g.gain(seat, lira=-1)
            p["structures"].append("yoke")
    elif k == "others":
        _others(g, seat, st[1])
    elif k == "wedding":
        _push(g, seat, "wedding", left=3)
    elif k == "importdraw":
        if m.get("imported", 0) < 3:
            g._draw(seat, "winter", 3)
    elif k == "planner":
        _push(g, seat, "plan")
    elif k == "organize":
        _push(g, seat, "organize")
    elif k == "caravan":
        shown = []
        for kind in ("vine", "order", "summer", "winter"):
            deck = g.decks[kind]
            if not deck and g.discards[kind]:
                deck.extend(g.discards[kind])
                g.discards[kind] = []
                g.rng.shuffle(deck)
            if deck:
                shown.append(deck.pop())
        g.reveal()
        g.say(f"{g.seat_name(seat)} shows " + ", ".join(_card(c) for c in shown) + ".")
        _push(g, seat, "caravan", shown=shown, left=min(2, len(shown)))
    elif k == "inn":
        _push(g, seat, "inn", left=2, used=[], skip=m.get("card"))
    elif k == "manager":
        _push(g, seat, "manage")
    elif k == "agri":
        f = m.get("field")
        if f is not None and len({g_vine(c)[0] for c in p["fields"][f]}) >= 3:
            g.gain(seat, vp=2)
    elif k == "grower":
        if sum(len(f) for f in p["fields"]) >= 6:
            g.gain(seat, vp=2)
    elif k == "over4":
        c = m.get("vine")
        if c is not None and g_vine(c)[2] + g_vine(c)[3] == 4:
            g.gain(seat, vp=1)
    elif k == "smith":
        s = m.get("built")
        if s is not None and STRUCTURES[s][1] >= 5:
            g.gain(seat, vp=1)
    elif k == "designer":
        if len(p["structures"]) >= 6:
            g.gain(seat, vp=2)
    elif k == "per4":
        g.gain(seat, vp=sum(1 for s in p["structures"] if STRUCTURES[s][1] == 4))
    elif k == "surveyE":
        g.gain(seat, lira=2 * sum(1 for f in range(3) if not p["sold"][f] and not p["fields"][f]))
    elif k == "surveyP":
        g.gain(seat, vp=sum(1 for f in range(3) if p["fields"][f]))
    elif k == "perhand":
        g.gain(seat, lira=len(p["hand"]))
    elif k == "dhand":
        for c in list(p["hand"]):
            p["hand"].remove(c)
            g.discards[_kind(c)].append(c)
        g.say(f"{g.seat_name(seat)} discards the whole hand.")
    elif k == "politician":
        if p["vp"] < 0:
            g.gain(seat, lira=6)
        else:
            g._draw(seat, "vine")
            g._draw(seat, "summer")
            g._draw(seat, "order")
    elif k == "ageall":
        cap = g.cellar_cap(seat)
        for _ in range(2):
            for w in p["cellar"]:
                p["cellar"][w] = g._aged(p["cellar"][w], cap)
    elif k == "age1":
        _push(g, seat, "age1")
    elif k == "six":
        if st[1] == "others":
            g.gain(seat, vp=sum(1 for s, q in enumerate(g.ps) if s != seat and q["workers"] >= D.MAX_WORKERS))
        elif p["workers"] >= D.MAX_WORKERS:
            g.gain(seat, vp=st[1])
    else:  # pragma: no cover - the data only uses the steps above
        raise ValueError(f"unknown step {st!r}")


def _kind(cid: str) -> str:
    from .rules import card_kind
    return card_kind(cid)


def _others(g, seat: int, what: str) -> None:
    n = g.players
    opps = [(seat + i) % n for i in range(1, n)]
    if what == "queen" and n > 1:
        opps = [(seat - 1) % n]
    tasks = []
    for o in opps:
        q = g.ps[o]
        if what == "banker":
            tasks.append({"kind": "ask", "seat": o, "what": "banker", "owner": seat})
        elif what == "swindler":
            if q["lira"] >= 2:
                tasks.append({"kind": "ask", "seat": o, "what": "swindler", "owner": seat})
            else:
                g.gain(seat, vp=1)
        elif what == "vendor":
            tasks.append({"kind": "ask", "seat": o, "what": "vendor", "owner": seat})
        elif what == "handyman":
            tasks.append({"kind": "build", "seat": o, "discount": 2, "max": 99, "may": True,
                          "credit": [seat, 0, 1]})
        elif what == "crew":
            tasks.append({"kind": "plant", "seat": o, "left": 1, "flags": "", "done": 0,
                          "credit": [seat, 2, 0]})
        elif what == "speaker":
            if q["workers"] < D.MAX_WORKERS and q["lira"] >= 1:
                tasks.append({"kind": "ask", "seat": o, "what": "train", "cost": 1, "credit": [seat, 0, 1]})
        elif what == "mentor":
            tasks.append({"kind": "make", "seat": o, "left": 2, "flags": "", "done": 0,
                          "credit": [seat, "pick", 0]})
        elif what == "motivator":
            if q["grande"]:
                tasks.append({"kind": "ask", "seat": o, "what": "recall", "credit": [seat, 0, 1]})
        elif what == "governor":
            if any(c[0] == "s" and c[1] == "-" for c in q["hand"]):
                tasks.append({"kind": "give", "seat": o, "to": seat, "left": 1, "what": "summer"})
            else:
                g.gain(seat, vp=1)
        elif what == "queen":
            tasks.append({"kind": "queen", "seat": o, "owner": seat})
        elif what == "importer":
            if any(c[1] == "-" for c in q["hand"]):
                tasks.append({"kind": "give", "seat": o, "to": seat, "left": 3, "what": "visitor", "may": True,
                              "imports": True})
    for t in reversed(tasks):
        g.stack.append(t)


def _credit(g, t) -> None:
    c = t.get("credit")
    if not c:
        return
    owner = c[0]
    t["credit"] = None
    if c[1] == "pick":
        g.stack.append({"kind": "deck", "seat": owner, "n": 1, "kinds": ["vine", "summer"]})
        return
    g.gain(owner, lira=c[1], vp=c[2])


# ---------------------------------------------------------------- task actions


def task_actions(g, t) -> list[str]:
    seat = t["seat"]
    p = g.ps[seat]
    k = t["kind"]
    if k == "deck":
        return [f"take {x}" for x in t.get("kinds", ["summer", "winter"])]
    if k == "build":
        if "only" in t:
            sid = t["only"]
            price = 0 if t["discount"] >= 99 else max(0, STRUCTURES[sid][1] - t["discount"])
            out = [f"build {sid}"] if price <= p["lira"] and sid not in p["structures"] else []
        else:
            out = [f"build {s}" for s in g.buildable(seat, t["discount"], t["max"])]
        if t.get("may") and out:
            out.append("done")
        return out
    if k == "plant":
        out = g.plant_moves(seat, t["flags"])
        if out and (t["done"] or "must" not in t["flags"]):
            out.append("done")
        return out
    if k == "harvest":
        out = [f"harvest f{f + 1}" for f in g.harvestable(seat)]
        if out and (t["done"] or "must" not in t["flags"]):
            out.append("done")
        return out
    if k == "make":
        out = g.wine_recipes(seat, t["flags"])
        if out and (t["done"] or "must" not in t["flags"]):
            out.append("done")
        return out
    if k == "fill":
        return g.fill_moves(seat)
    if k == "sell":
        return sell_moves(g, seat)
    if k == "visit":
        out = [f"visit {c}" for c in p["hand"] if c[0] == t["season"][0] and c[1] == "-" and _playable(g, seat, c)]
        if out and t["done"]:
            out.append("done")
        return out
    if k == "option":
        season, name, mode, options, text = VISITORS[t["visitor"]]
        out = []
        for i, (label, steps) in enumerate(options):
            if i in t["chosen"]:
                continue
            if steps_feasible(g, seat, steps):
                out.append(f"option {i + 1}")
        if mode == "both" and not t["chosen"] and p["vp"] - 1 >= D.MIN_VP and \
                steps_feasible(g, seat, options[0][1] + options[1][1]):
            out.append("option both")
        if mode == "two" and t["chosen"]:
            out.append("done")
        return out
    if k == "discard" or k == "limit":
        what = t.get("what", "any")
        return [f"discard {c}" for c in p["hand"]
                if c != g.memo.get("playing") and (what == "any" or c[1] == "-")]
    if k == "drop":
        least = t.get("least", 1)
        if t["what"] == "grape":
            return [f"drop grape {c} {v}" for c in ("red", "white") for v in p["crush"][c]]
        return [f"drop wine {w} {v}" for w, vals in p["cellar"].items() for v in vals if v >= least]
    if k == "age1":
        cap = g.cellar_cap(seat)
        return [f"age {w} {v}" for w, vals in p["cellar"].items() for v in vals if v < cap and v + 1 not in vals]
    if k == "grapecolor":
        return ["grape red", "grape white"]
    if k == "uproot":
        return [f"uproot {c}" for f in p["fields"] for c in f]
    if k == "switch":
        out = switch_moves(g, seat)
        if out and t["left"] < 2:
            out.append("done")
        return out
    if k == "retrieve":
        out = sorted({f"retrieve {sid}" for sid, here in g.spaces.items() for pl in here
                      if pl[0] == seat and sid != g.last_space[seat]})
        if out:
            out.append("done")
        return out
    if k == "yoke":
        return [f"harvest f{f + 1}" for f in g.harvestable(seat)] + [f"uproot {c}" for f in p["fields"] for c in f]
    if k == "ask":
        return ["yes", "no"]
    if k == "queen":
        out = ["queen point"]
        if len(p["hand"]) >= 2:
            out.append("queen cards")
        if p["lira"] >= 3:
            out.append("queen lira")
        return out
    if k == "give":
        if t.get("imports") and g.memo.get("imported", 0) >= 3:
            return []
        out = [f"give {c}" for c in p["hand"] if t["what"] == "any" or (c[1] == "-" and (
            t["what"] == "visitor" or c[0] == t["what"][0]))]
        if out and t.get("may"):
            out.append("done")
        return out
    if k == "plan":
        return plan_moves(g) if g.free_workers(seat) > 0 else []
    if k == "organize":
        return [f"wake {r}" for r in organize_rows(g)]
    if k == "caravan":
        return [f"keep {c}" for c in t["shown"]]
    if k == "inn":
        out = []
        for kind in ("vine", "order", "summer", "winter"):
            pile = [c for c in g.discards[kind] if c != t.get("skip")]
            if pile and kind not in t["used"]:
                out.append(f"salvage {kind}")
        return out
    if k == "manage":
        return [f"act {sid}" for sid in SPACES if SPACES[sid][0] == "summer"
                and steps_feasible(g, seat, placement_steps(g, sid, False))]
    if k == "wedding":
        if p["lira"] < 2:
            return []
        n = g.players
        given = t.setdefault("given", [])
        out = [f"wed {g.seat_name((seat + i) % n).lower()}" for i in range(1, n) if (seat + i) % n not in given]
        if t["left"] < 3:
            out.append("done")
        return out
    raise ValueError(f"unknown task {k!r}")  # pragma: no cover


def _discard_card(g, seat: int, c: str) -> None:
    g.ps[seat]["hand"].remove(c)
    g.discards[_kind(c)].append(c)


def apply_task(g, t, action: str) -> None:
    seat = t["seat"]
    p = g.ps[seat]
    k = t["kind"]
    w = action.split()
    if action == "done":
        g.stack.pop()
        return
    if k == "deck":
        g.stack.pop()
        g._draw(seat, w[1])
        n = t.get("n", 1) - 1
        if n > 0:
            g.stack.append(dict(t, n=n))
        return
    if k == "build":
        sid = w[1]
        price = 0 if t["discount"] >= 99 else max(0, STRUCTURES[sid][1] - t["discount"])
        g.gain(seat, lira=-price)
        p["structures"].append(sid)
        g.memo["built"] = sid
        g.stack.pop()
        _credit(g, t)
        return
    if k == "plant":
        c, f = w[1], int(w[2][1:]) - 1
        p["hand"].remove(c)
        p["fields"][f].append(c)
        g.memo["field"], g.memo["vine"] = f, c
        if "windmill" in p["structures"] and not p["windmill"]:
            p["windmill"] = True
            g.gain(seat, vp=1)
            g.say(f"{g.seat_name(seat)}'s Windmill gives 1 point.")
        t["done"] += 1
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        _credit(g, t)
        return
    if k in ("harvest", "yoke") and w[0] == "harvest":
        f = int(w[1][1:]) - 1
        harvest(g, seat, f)
        if k == "yoke":
            g.stack.pop()
            return
        t["done"] += 1
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
            if t["flags"] == "reaper" and t["done"] >= 3:
                g.gain(seat, vp=2)
        return
    if k == "make":
        make_wine(g, seat, w, t)
        t["done"] += 1
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        _credit(g, t)
        return
    if k == "fill":
        c = w[1]
        vp, res, need = D.ORDERS[int(c[1:])]
        used = [(w[i], int(w[i + 1])) for i in range(2, len(w), 2)] if len(w) > 2 else _match(p, need)
        for color, v in used:
            p["cellar"][color].remove(v)
        p["hand"].remove(c)
        g.discards["order"].append(c)
        g.gain(seat, vp=vp + t["extra"], res=res)
        g.stack.pop()
        return
    if k == "sell":
        g.stack.pop()
        if w[0] == "buy":
            f = int(w[2]) - 1
            p["sold"][f] = False
            g.gain(seat, lira=-D.FIELD_VALUES[f])
        elif w[1] == "field":
            f = int(w[2]) - 1
            p["sold"][f] = True
            g.gain(seat, lira=D.FIELD_VALUES[f])
        else:
            v = int(w[2])
            p["crush"][w[1]].remove(v)
            g.gain(seat, lira=D.grape_price(v))
        return
    if k == "visit":
        c = w[1]
        t["done"] += 1
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        p["hand"].remove(c)
        g.discards[_kind(c)].append(c)
        g.memo = {"playing": None, "card": c}
        g.stack.append({"kind": "option", "seat": seat, "visitor": c[2:], "chosen": []})
        season, name, mode, options, text = VISITORS[c[2:]]
        if len(options) == 1:
            # a visitor with one effect needs no choice
            g.stack.pop()
            g.stack.append({"kind": "steps", "seat": seat, "steps": list(options[0][1])})
        return
    if k == "option":
        season, name, mode, options, text = VISITORS[t["visitor"]]
        if w[1] == "both":
            g.stack.pop()
            steps = [("vp", -1)] + list(options[0][1]) + list(options[1][1])
        else:
            i = int(w[1]) - 1
            t["chosen"].append(i)
            steps = list(options[i][1])
            if mode != "two" or len(t["chosen"]) >= 2:
                g.stack.pop()
        g.stack.append({"kind": "steps", "seat": seat, "steps": steps})
        return
    if k in ("discard", "limit"):
        _discard_card(g, seat, w[1])
        if k == "limit":
            if len(p["hand"]) <= D.HAND_LIMIT:
                g.stack.pop()
            return
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    if k == "drop":
        g.stack.pop()
        if w[1] == "grape":
            p["crush"][w[2]].remove(int(w[3]))
        else:
            v = int(w[3])
            p["cellar"][w[2]].remove(v)
            if t.get("taster"):
                g.gain(seat, lira=4)
                best = max((x for s, q in enumerate(g.ps) if s != seat
                            for vals in q["cellar"].values() for x in vals), default=0)
                mine = max((x for vals in p["cellar"].values() for x in vals), default=0)
                if v > best and v > mine:
                    g.gain(seat, vp=2)
        return
    if k == "age1":
        g.stack.pop()
        v = int(w[2])
        p["cellar"][w[1]].remove(v)
        p["cellar"][w[1]].append(v + 1)
        p["cellar"][w[1]].sort()
        return
    if k == "grapecolor":
        g.stack.pop()
        g.add_grape(seat, w[1], t["value"])
        return
    if k in ("uproot", "yoke"):
        c = w[1]
        for f in p["fields"]:
            if c in f:
                f.remove(c)
        if k == "yoke":
            p["hand"].append(c)       # the Yoke returns the vine to the hand
            g.stack.pop()
            return
        g.discards["vine"].append(c)
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    if k == "switch":
        c, f = w[1], int(w[2][1:]) - 1
        for fl in p["fields"]:
            if c in fl:
                fl.remove(c)
        p["fields"][f].append(c)
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    if k == "retrieve":
        sid = w[1]
        here = g.spaces[sid]
        for i, pl in enumerate(here):
            if pl[0] == seat:
                here.pop(i)
                if pl[1]:
                    p["grande"] = False
                else:
                    p["placed"] -= 1
                break
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    if k == "ask":
        g.stack.pop()
        yes = w[0] == "yes"
        what = t["what"]
        owner = t.get("owner")
        if what == "banker" and yes:
            g.gain(seat, vp=-1, lira=3)
        elif what == "swindler":
            if yes:
                g.gain(seat, lira=-2)
                g.gain(owner, lira=2)
            else:
                g.gain(owner, vp=1)
        elif what == "vendor" and yes:
            g._draw(seat, "summer")
        elif what == "train" and yes:
            g.gain(seat, lira=-t["cost"])
            p["workers"] += 1
            p["fresh"] += 1
            _credit(g, t)
        elif what == "recall" and yes:
            for here in g.spaces.values():
                for i, pl in enumerate(here):
                    if pl[0] == seat and pl[1]:
                        here.pop(i)
                        break
            p["grande"] = False
            _credit(g, t)
        return
    if k == "queen":
        owner = t["owner"]
        if w[1] == "point":
            g.stack.pop()
            g.gain(seat, vp=-1)
        elif w[1] == "lira":
            g.stack.pop()
            g.gain(seat, lira=-3)
            g.gain(owner, lira=3)
        else:
            g.stack.pop()
            g.stack.append({"kind": "give", "seat": seat, "to": owner, "left": 2, "what": "any"})
        return
    if k == "plan":
        g.stack.pop()
        sid = w[1].rstrip("+")
        bonus = w[1].endswith("+")
        p["placed"] += 1
        g.spaces[sid].append([seat, False, bonus, False])
        g.planned.append([seat, sid, bonus])
        return
    if k == "organize":
        g.stack.pop()
        p["wake"] = int(w[1])
        p["passed"] = True
        g.wake_bonus(seat, int(w[1]))
        return
    if k == "caravan":
        c = w[1]
        t["shown"].remove(c)
        p["hand"].append(c)
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
            for rest in t["shown"]:
                g.discards[_kind(rest)].append(rest)
        return
    if k == "inn":
        kind = w[1]
        pile = g.discards[kind]
        i = max(j for j, c in enumerate(pile) if c != t.get("skip"))
        p["hand"].append(pile.pop(i))
        t["used"].append(kind)
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    if k == "manage":
        g.stack.pop()
        g.stack.append({"kind": "steps", "seat": seat, "steps": list(placement_steps(g, w[1], False))})
        return
    if k == "give":
        c = w[1]
        p["hand"].remove(c)
        g.ps[t["to"]]["hand"].append(c)
        if t.get("imports"):
            g.memo["imported"] = g.memo.get("imported", 0) + 1
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    if k == "wedding":
        name = w[1]
        o = next(s for s in range(g.players) if g.seat_name(s).lower() == name)
        t["given"].append(o)
        g.gain(seat, lira=-2, vp=1)
        g.gain(o, lira=2)
        t["left"] -= 1
        if t["left"] <= 0:
            g.stack.pop()
        return
    raise ValueError(f"unknown task {k!r}")  # pragma: no cover


def _match(p, need):
    from .rules import match_order
    return match_order(p["cellar"], need)


def harvest(g, seat: int, f: int) -> None:
    p = g.ps[seat]
    red = sum(g_vine(c)[2] for c in p["fields"][f])
    white = sum(g_vine(c)[3] for c in p["fields"][f])
    got = []
    if red:
        got.append(("red", g.add_grape(seat, "red", red)))
    if white:
        got.append(("white", g.add_grape(seat, "white", white)))
    p["harvested"][f] = True
    g.say(f"{g.seat_name(seat)} harvests field {f + 1}: " +
          ", ".join(f"a {c} grape of {v}" if v else f"no room for a {c} grape" for c, v in got) + ".")


def make_wine(g, seat: int, w: list, t) -> None:
    p = g.ps[seat]
    zymo = "zymo" in t["flags"]
    if w[0] == "wine":
        color, used = w[1], [(w[1], int(w[2]))]
    elif w[0] == "blush":
        color, used = "blush", [("red", int(w[1])), ("white", int(w[2]))]
    else:
        color, used = "sparkling", [("red", int(w[1])), ("red", int(w[2])), ("white", int(w[3]))]
    value = sum(v for _, v in used)
    slot = g.wine_slot(seat, color, value, zymo)
    for c, v in used:
        p["crush"][c].remove(v)
    p["cellar"][color].append(slot)
    p["cellar"][color].sort()
    kinds = g.memo.setdefault("kinds", [])
    if "kinds" in t["flags"] and color not in kinds:
        kinds.append(color)
        g.gain(seat, vp=1)
    if "sparkling" in t["flags"] and color == "sparkling":
        g.gain(seat, vp=1)
    g.say(f"{g.seat_name(seat)} makes a {color} wine of {slot}.")


# ---------------------------------------------------------------- words


def _card(cid: str) -> str:
    from .rules import card_name
    return card_name(cid)


def label(g, action: str) -> str:
    w = action.split()
    h = w[0]
    if h == "grande":
        return "grande worker: " + label(g, " ".join(w[1:]))
    base = h.rstrip("+")
    if base in SPACES:
        return SPACES[base][1] + (" (bonus: " + SPACES[base][3] + ")" if h.endswith("+") else "")
    if h == "lira":
        return "Gain 1 lira"
    if h == "yoke":
        return "Use the Yoke"
    if h == "pass":
        return "Pass"
    if h == "papa":
        return "Take the papa's gift" if w[1] == "gift" else "Take the papa's lira"
    if h == "wake":
        return f"Wake up at {w[1]} ({D.WAKE_TEXT[int(w[1])]})"
    if h == "take":
        return {"summer": "a summer visitor", "winter": "a winter visitor", "vine": "a vine"}[w[1]]
    if h == "build":
        name, cost, _ = STRUCTURES[w[1]]
        return f"Build the {name}"
    if h == "plant":
        return f"Plant {_card(w[1])} in field {w[2][1:]}"
    if h == "harvest":
        return f"Harvest field {w[1][1:]}"
    if h == "wine":
        return f"{w[1]} wine from the {w[1]} {w[2]}"
    if h == "blush":
        return f"blush wine from red {w[1]} and white {w[2]}"
    if h == "sparkling":
        return f"sparkling wine from red {w[1]}, red {w[2]} and white {w[3]}"
    if h == "fill":
        wines = [f"{w[i]} {w[i + 1]}" for i in range(2, len(w), 2)]
        return f"Fill the {_card(w[1])}" + (" with " + ", ".join(wines) if wines else "")
    if h == "sell":
        return f"Sell field {w[2]}" if w[1] == "field" else f"Sell the {w[1]} grape {w[2]}"
    if h == "buy":
        return f"Buy back field {w[2]}"
    if h == "visit":
        return f"Play {_card(w[1])}"
    if h == "option":
        t = g.stack[-1] if g.stack else None
        if t is not None and t["kind"] == "option":
            opts = VISITORS[t["visitor"]][3]
            if w[1] == "both":
                return "both (lose 1 point)"
            return opts[int(w[1]) - 1][0]
        return action
    if h in ("discard", "give"):
        return f"{h.capitalize()} {_card(w[1])}"
    if h == "drop":
        return f"Discard the {w[2]} {w[1]} {w[3]}"
    if h == "age":
        return f"Age the {w[1]} wine {w[2]}"
    if h == "grape":
        return f"a {w[1]} grape"
    if h == "uproot":
        return f"Uproot {_card(w[1])}"
    if h == "move":
        return f"Move {_card(w[1])} to field {w[2][1:]}"
    if h == "retrieve":
        return f"Take back the worker from {SPACES[w[1]][1] if w[1] in SPACES else 'the lira space'}"
    if h == "queen":
        return {"point": "Lose 1 point", "cards": "Give 2 cards", "lira": "Pay 3 lira"}[w[1]]
    if h == "wed":
        return f"Pay {w[1].capitalize()} 2 lira"
    if h == "plan":
        return f"Place a worker on {SPACES[w[1].rstrip('+')][1]}{' (bonus)' if w[1].endswith('+') else ''} for winter"
    if h == "keep":
        return f"Keep {_card(w[1])}"
    if h == "salvage":
        return f"Take the top card of the {w[1]} discard pile"
    if h == "act":
        return f"Take the action {SPACES[w[1]][1]}"
    if h in ("yes", "no", "done"):
        return {"yes": "Yes", "no": "No", "done": "Done"}[h]
    return action


def describe(g, action: str, seat: int) -> str:
    who = g.seat_name(seat)
    w = action.split()
    if w[0] in ("discard", "give") and w[0] == "give":
        return f"{who} gives a card."
    return f"{who}: {label(g, action)}."


def task_prompt(g, t) -> str:
    k = t["kind"]
    if k == "option":
        name = VISITORS[t["visitor"]][1]
        return f"choose what {name} does."
    if k == "ask":
        return {"banker": "give up 1 point for 3 lira?", "swindler": "give 2 lira (or they gain a point)?",
                "vendor": "draw a summer visitor?", "train": f"pay {t.get('cost', 1)} lira to train a worker?",
                "recall": "take back your grande worker?"}[t["what"]]
    return {"deck": "take a card.", "build": "choose a structure to build.", "plant": "plant a vine.",
            "harvest": "choose a field to harvest.", "make": "make wine.", "fill": "choose an order to fill.",
            "sell": "sell a grape or a field, or buy a field back.", "visit": "play a visitor.",
            "discard": "discard a card.", "limit": f"discard down to {D.HAND_LIMIT} cards.",
            "drop": "choose what to discard.", "age1": "choose a wine to age.", "grapecolor": "choose the grape's colour.",
            "uproot": "choose a vine to uproot.", "switch": "move a vine to another field.",
            "retrieve": "take back a worker.", "yoke": "harvest a field or uproot a vine.",
            "queen": "lose a point, give 2 cards or pay 3 lira.", "give": "choose a card to give.",
            "wedding": "pay an opponent 2 lira for a point.", "organize": "choose a free wake-up row.",
            "caravan": "keep a card.", "inn": "choose a discard pile.", "manage": "choose a summer action.",
            "plan": "choose a winter action for your worker."}.get(k, "decide.")


def why_illegal(g, seat: int, action: str) -> str | None:
    w = action.split()
    if not w:
        return None
    h = w[0]
    if g.stack:
        return f"Now {g.seat_name(seat)} must {task_prompt(g, g.stack[-1])}"
    if g.season in ("summer", "winter"):
        base = (w[1] if h == "grande" and len(w) > 1 else h).rstrip("+")
        if base in SPACES and SPACES[base][0] != g.season:
            return f"{SPACES[base][1]} is a {SPACES[base][0]} action: it cannot be used in {g.season}."
        if base in SPACES:
            if h != "grande" and g.free_workers(seat) <= 0:
                return "You have no worker left this season (only the grande worker, if unused)."
            if h == "grande" and g.ps[seat]["grande"]:
                return "Your grande worker is already placed this year."
            return (f"{SPACES[base][1]}: that space is full (the grande worker may still go there) "
                    "or you cannot do the action now.")
    if g.season == "spring" and h == "wake":
        return "That wake-up row is taken or does not exist (rows 1 to 7)."
    return None


def parts(g, action: str, seat: int) -> list[str]:
    w = action.split()
    h = w[0]
    if h == "grande":
        return ["grande"] + parts(g, " ".join(w[1:]), seat)
    base = h.rstrip("+")
    if len(w) == 1 and (base in SPACES or base in ("lira", "yoke")):
        return [f"space:{h}"]
    if h == "wake":
        return [f"wake:{w[1]}"]
    if h == "plant":
        return [f"card:{w[1]}", f"field:{seat}:{int(w[2][1:]) - 1}"]
    if h == "harvest":
        return [f"field:{seat}:{int(w[1][1:]) - 1}"]
    if h == "build":
        return [f"struct:{seat}:{w[1]}"]
    if h == "fill":
        return [f"card:{w[1]}"] + [f"wine:{seat}:{w[i]}:{w[i + 1]}" for i in range(2, len(w), 2)]
    if h in ("visit", "discard", "give"):
        return [f"card:{w[1]}"]
    return []
