"""One player's castle: two floors (ground and downstairs), placement rules and contacts.

A castle is a list of placed tiles ``{"tile", "x", "y", "r", "floor"}`` (floor ``g`` ground,
``d`` downstairs, ``b`` both: stairs lead from one floor to the other and stand on both).
Indexes (who covers which quarter, which doorway is where) are rebuilt from that list.
"""

from __future__ import annotations

from .data import tile
from .geometry import OPPOSITE, Placed, fence_touched, outside, shape_of, touches

FOYER_AT = (0, 0)


def floors_of(floor: str) -> tuple:
    return ("g", "d") if floor == "b" else (floor,)


def allowed_floors(tid: str) -> tuple:
    """Where a tile may stand: downstairs rooms below, hallways on either floor, stairs on both."""
    t = tile(tid)
    if tid == "stairs":
        return ("b",)
    if tid == "hallway":
        return ("g", "d")
    return ("d",) if t["type"] == "downstairs" else ("g",)


def placed_shape(tid: str, x: int, y: int, r: int) -> Placed:
    t = tile(tid)
    return Placed(shape_of(t["shape"], tuple(t["doors"]), t["type"] == "outdoor", r), x, y)


class Castle:
    """Indexes over a castle's list of tiles (the list itself is the state)."""

    def __init__(self, rooms: list):
        self.rooms = rooms
        self.placed: list[Placed] = []
        self.occ = {"g": {}, "d": {}}
        self.door_at = {"g": {}, "d": {}}
        for room in rooms:
            self._index(room)

    def __deepcopy__(self, memo):
        twin = object.__new__(Castle)
        twin.rooms = [dict(r) for r in self.rooms]
        twin.placed = list(self.placed)
        twin.occ = {f: dict(v) for f, v in self.occ.items()}
        twin.door_at = {f: {k: list(v) for k, v in d.items()} for f, d in self.door_at.items()}
        twin._open = {}
        return twin

    def _index(self, room: dict) -> None:
        self._open = {}
        i = len(self.placed)
        p = placed_shape(room["tile"], room["x"], room["y"], room["r"])
        self.placed.append(p)
        for f in floors_of(room["floor"]):
            occ = self.occ[f]
            for q in p.cells:
                occ[q] = i
            doors = self.door_at[f]
            for edge, d in p.doors:
                doors.setdefault(edge, []).append((i, d))

    def add(self, tid: str, x: int, y: int, r: int, floor: str) -> int:
        room = {"tile": tid, "x": x, "y": y, "r": r, "floor": floor, "done": False}
        self.rooms.append(room)
        self._index(room)
        return len(self.rooms) - 1

    def pop(self) -> None:
        """Take the last added tile away again (bots try placements this way)."""
        self._open = {}
        i = len(self.rooms) - 1
        room = self.rooms.pop()
        p = self.placed.pop()
        for f in floors_of(room["floor"]):
            occ = self.occ[f]
            for q in p.cells:
                if occ.get(q) == i:
                    del occ[q]
            doors = self.door_at[f]
            for edge, d in p.doors:
                entries = doors[edge]
                entries.remove((i, d))
                if not entries:
                    del doors[edge]

    # ------------------------------------------------------------ contacts
    def door_state(self, i: int, f: str, edge: tuple, d: str):
        """('open' | 'connected' | 'blocked', other room or None) of room i's doorway."""
        for j, dj in self.door_at[f].get(edge, ()):
            if j != i and dj == OPPOSITE[d]:
                return "connected", j
        other = self.occ[f].get(outside(edge, d))
        if other is not None and other != i:
            return "blocked", other
        return "open", None

    def connected(self, i: int) -> set:
        out = set()
        for f in floors_of(self.rooms[i]["floor"]):
            for edge, d in self.placed[i].doors:
                state, j = self.door_state(i, f, edge, d)
                if state == "connected":
                    out.add(j)
        return out

    def touching(self, i: int) -> set:
        """Rooms sharing a stretch of wall with room i on a floor where both stand."""
        mine = set(floors_of(self.rooms[i]["floor"]))
        p = self.placed[i]
        return {j for j, other in enumerate(self.placed)
                if j != i and mine & set(floors_of(self.rooms[j]["floor"])) and touches(p, other)}

    def complete(self, i: int) -> bool:
        doors = self.placed[i].doors
        if not doors:
            return False
        for f in floors_of(self.rooms[i]["floor"]):
            for edge, d in doors:
                if self.door_state(i, f, edge, d)[0] != "connected":
                    if self.rooms[i]["floor"] == "b" and any(
                            self.door_state(i, g, edge, d)[0] == "connected" for g in ("g", "d")):
                        continue
                    return False
        return True

    def open_doors(self, floor: str) -> list:
        """(edge, direction) of doorways on ``floor`` that lead into open space."""
        cache = self.__dict__.setdefault("_open", {})
        if floor in cache:
            return cache[floor]
        out = cache[floor] = []
        for edge, entries in self.door_at[floor].items():
            if len(entries) != 1:
                continue
            i, d = entries[0]
            if outside(edge, d) not in self.occ[floor]:
                out.append((edge, d))
        return out

    def entrances(self) -> int:
        return len(self.open_doors("g")) + len(self.open_doors("d"))

    # ------------------------------------------------------------ placement
    def why_not(self, tid: str, x: int, y: int, r: int, floor: str) -> str | None:
        """The placement rule a tile at (x, y) turned r quarter turns on ``floor`` breaks, or None."""
        if floor not in allowed_floors(tid):
            if tile(tid)["type"] == "downstairs":
                return "Downstairs rooms are built on the downstairs floor."
            return "Only downstairs rooms (and hallways or stairs) go on the downstairs floor."
        p = placed_shape(tid, x, y, r)
        fs = floors_of(floor)
        for f in fs:
            if p.covers_any(self.occ[f]):
                return "Rooms may not overlap."
        linked = False
        for f in fs:
            doors = self.door_at[f]
            for edge, d in p.doors:
                if any(dj == OPPOSITE[d] for _j, dj in doors.get(edge, ())):
                    linked = True
        if not linked:
            if floor == "d" or tile(tid)["type"] == "downstairs":
                return "A downstairs room must join a doorway of a downstairs room, a downstairs hallway or stairs."
            return "A new room must join one of its doorways to an open doorway of the castle."
        for j, other in enumerate(self.placed):
            if not set(fs) & set(floors_of(self.rooms[j]["floor"])):
                continue
            if p.shape.fence and fence_touched(p, other):
                return "The fenced side of an outdoor room may not touch another room."
            if other.shape.fence and fence_touched(other, p):
                return "No room may touch the fenced side of an outdoor room."
        if not self._keeps_entrance(p, fs):
            return "The castle must keep at least one doorway open to the outside on the ground floor."
        return None

    def _keeps_entrance(self, p: Placed, fs: tuple) -> bool:
        occ = self.occ["g"]
        ground = "g" in fs
        new_doors = {edge: d for edge, d in p.doors} if ground else {}
        for edge, d in self.open_doors("g"):
            if edge in new_doors:
                continue
            if ground and p.has(outside(edge, d)):
                continue
            return True
        for edge, d in new_doors.items():
            if self.door_at["g"].get(edge):
                continue
            q = outside(edge, d)
            if q not in occ and not p.has(q):
                return True
        return False

    def fits(self, tid: str) -> bool:
        """True when the tile has at least one legal spot."""
        return next(self._spots(tid), None) is not None

    def _spots(self, tid: str):
        t = tile(tid)
        seen = set()
        for floor in allowed_floors(tid):
            for f in floors_of(floor):
                opens = self.open_doors(f)
                for r in range(4):
                    s = shape_of(t["shape"], tuple(t["doors"]), t["type"] == "outdoor", r)
                    for edge, d in s.doors:
                        want = OPPOSITE[d]
                        for (kind, ex, ey), od in opens:
                            if od != want or kind != edge[0]:
                                continue
                            x, y = ex - edge[1], ey - edge[2]
                            key = (floor, x, y, r)
                            if key in seen:
                                continue
                            seen.add(key)
                            if self.why_not(tid, x, y, r, floor) is None:
                                yield key

    def placements(self, tid: str) -> list:
        """Every legal (x, y, r, floor) for the tile, one per distinct footprint and doorways."""
        t = tile(tid)
        seen, out = set(), []
        for floor in allowed_floors(tid):
            for f in floors_of(floor):
                opens = self.open_doors(f)
                if not opens:
                    continue
                for r in range(4):
                    s = shape_of(t["shape"], tuple(t["doors"]), t["type"] == "outdoor", r)
                    for edge, d in s.doors:
                        want = OPPOSITE[d]
                        for (kind, ex, ey), od in opens:
                            if od != want or kind != edge[0]:
                                continue
                            x, y = ex - edge[1], ey - edge[2]
                            key = (floor, x, y, r)
                            if key in seen:
                                continue
                            seen.add(key)
                            if self.why_not(tid, x, y, r, floor) is None:
                                out.append(key)
        # one entry per distinct footprint with the same doorways (symmetric tiles)
        distinct, result = set(), []
        for floor, x, y, r in sorted(out, key=lambda k: (k[0], k[3], k[2], k[1])):
            p = placed_shape(tid, x, y, r)
            sig = (floor, x, y, p.shape.cells, frozenset(p.doors))
            if sig in distinct:
                continue
            distinct.add(sig)
            result.append((x, y, r, floor))
        return result
