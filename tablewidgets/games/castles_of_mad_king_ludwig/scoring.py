"""Points: a room's immediate points and connection bonuses, completion, King's Favors, bonus cards."""

from __future__ import annotations

from .castle import Castle
from .data import BONUS_CARDS, FAVORS, FAVOR_POINTS, SIZES, TYPES, tile

SPECIAL = ("foyer", "hallway", "stairs")
ROUND = ("circle150", "circle500")
SQUARE = ("square100", "square400")


def type_of(c: Castle, i: int) -> str:
    return tile(c.rooms[i]["tile"])["type"]


def room_points(c: Castle, i: int) -> tuple[int, list]:
    """What placing (or re-scoring) room i earns: its own points, its bonus over the rooms it is
    connected to / touches / shares the castle with, and the bonuses of those rooms for it."""
    t = tile(c.rooms[i]["tile"])
    mine = t["type"]
    parts = [("points", t["points"])] if t["points"] else []
    conn, touch = c.connected(i), c.touching(i)
    kind, pts, types = t["bonus"] or (None, 0, ())
    if kind == "door":
        n = sum(1 for j in conn if type_of(c, j) in types)
        if n:
            parts.append(("connections", pts * n))
    elif kind == "wall":
        n = sum(1 for j in touch if type_of(c, j) in types)
        if n:
            parts.append(("noisy neighbours", pts * n))
    elif kind == "castle":
        n = sum(1 for j in range(len(c.rooms)) if type_of(c, j) in types)
        if n:
            parts.append(("castle bonus", pts * n))
    for j in range(len(c.rooms)):
        if j == i:
            continue
        kj, pj, tj = tile(c.rooms[j]["tile"])["bonus"] or (None, 0, ())
        if mine not in tj:
            continue
        if (kj == "door" and j in conn) or (kj == "wall" and j in touch) or kj == "castle":
            parts.append((tile(c.rooms[j]["tile"])["name"], pj))
    return sum(p for _w, p in parts), parts


def is_room(c: Castle, i: int) -> bool:
    return c.rooms[i]["tile"] not in SPECIAL


def stats(c: Castle, money: int) -> dict:
    """Every number the favors and bonus cards look at."""
    out = {f"area_{t}": 0 for t in TYPES}
    out.update({f"count_{t}": 0 for t in TYPES})
    sizes = set()
    small = large = circular = square = completed = incomplete = hallways = stairs = 0
    for i, room in enumerate(c.rooms):
        tid = room["tile"]
        if tid == "foyer":
            continue
        t = tile(tid)
        out[f"area_{t['type']}"] += t["size"]
        out[f"count_{t['type']}"] += 1
        if tid == "hallway":
            hallways += 1
            continue
        if tid == "stairs":
            stairs += 1
            continue
        sizes.add(t["size"])
        small += t["size"] <= 300
        large += t["size"] >= 350
        circular += t["shape"] in ROUND
        square += t["shape"] in SQUARE
        if room.get("done"):
            completed += 1
        else:
            incomplete += 1
    out.update(money=money, entrances=c.entrances(), completed=completed, incomplete=incomplete, small=small,
               large=large, circular=circular, square=square, hallways=hallways, stairs=stairs,
               every_size=int(all(s in sizes for s in SIZES)),
               every_type=int(all(out[f"count_{t}"] for t in TYPES)))
    return out


def favor_value(favor: str, st: dict) -> int:
    return st[favor] if favor in st else 0


def bonus_value(card: str, st: dict) -> int:
    b = BONUS_CARDS[card]
    kind, p = b["kind"], b["points"]
    if kind == "type":
        return p * st[f"count_{b['arg']}"]
    if kind == "size":
        return p * st.get(f"size_{b['arg']}", 0)
    if kind == "money":
        return p * (st["money"] // 10000)
    if kind in ("every_size", "every_type"):
        return p * st[kind]
    return p * st[kind]


def size_counts(c: Castle, st: dict) -> dict:
    for s in SIZES:
        st[f"size_{s}"] = 0
    for room in c.rooms:
        if room["tile"] not in SPECIAL:
            st[f"size_{tile(room['tile'])['size']}"] += 1
    return st


def favor_points(values: list[int]) -> list[int]:
    """Places by value (ties share the place, the next place is skipped); nothing for a zero.
    (The solo game has no King's Favors.)"""
    out = []
    for v in values:
        place = sum(1 for w in values if w > v)
        out.append(FAVOR_POINTS[place] if v > 0 and place < len(FAVOR_POINTS) else 0)
    return out


__all__ = ["room_points", "stats", "favor_value", "bonus_value", "favor_points", "size_counts", "is_room",
           "FAVORS", "SPECIAL"]
