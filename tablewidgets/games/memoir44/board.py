"""The battlefield of one scenario: terrain by hex, bridges, heights, hill ranges and line of sight."""

from __future__ import annotations

from . import data as D
from .data import ARMOR, ARTILLERY, INFANTRY, TERRAIN


class Battlefield:
    """What never changes during one battle: the scenario's terrain, read once."""

    def __init__(self, scenario: dict):
        self.scenario = scenario
        self.face = scenario["face"]
        self.terrain: dict = {}          # hex -> terrain key
        self.tile: dict = {}             # hex -> (tile name, orientation)
        self.behavior: dict = {}         # hex -> scenario behavior of its terrain
        self.bridges: set = set()
        self.rail_bridges: set = set()   # railroad bridges: armor and artillery moving onto them stop
        self.rail_tile: dict = {}        # railroad bridge hex -> (tile name, orientation): its track's sides
        self.rope_bridges: set = set()   # rope bridges: no movement or combat restriction, never blown up
        self.start_obstacles: dict = {}  # hex -> [obstacle key, owner side or None, permanent]
        for h in D.HEXES:
            r, _ = h
            if self.face == "BEACH" and r in D.OCEAN_ROWS:
                self.terrain[h] = "ocean"
            elif self.face == "BEACH" and r in D.BEACH_ROWS:
                self.terrain[h] = "beach"
            else:
                self.terrain[h] = "countryside"
        for cell in scenario["hexes"]:
            h = tuple(cell["at"])
            if "terrain" in cell:
                t = cell["terrain"]
                if t["name"] in D.OBSTACLE_TILE:          # a bunker drawn as the hex's terrain
                    self.start_obstacles[h] = [D.OBSTACLE_TILE[t["name"]], None, False]
                    continue
                self.terrain[h] = D.TILE[t["name"]]
                if self.terrain[h] == "river" and t.get("behavior") == "FORD":
                    self.terrain[h] = "ford"
                if self.terrain[h] == "river" and t.get("behavior") == "FORDABLE_STREAM":
                    self.terrain[h] = "stream"
                self.tile[h] = (t["name"], t.get("orientation", 1))
                if "behavior" in t:
                    self.behavior[h] = t["behavior"]
            for key in ("obstacle", "feature"):
                if key in cell:
                    o = cell[key]
                    if o["name"] in ("bridge", "wbridge", "pbridge", "railbridge", "wrailbridge"):
                        self.bridges.add(h)
                        if "rail" in o["name"]:
                            self.rail_bridges.add(h)
                            self.rail_tile[h] = (o["name"], o.get("orientation", 1))
                    else:
                        self.start_obstacles[h] = [D.OBSTACLE_TILE[o["name"]], o.get("owner"),
                                                   o.get("behavior") == "SEAWALL"]
        # rope bridges (scenario option ``rope_bridges``: river hexes): bridges with no restriction of any kind
        for h in scenario.get("options", {}).get("rope_bridges", ()):
            self.bridges.add(tuple(h))
            self.rope_bridges.add(tuple(h))
        # a bridge span (Arnhem): entered and left only along its length, through the hexes at its ends
        self.span = {h for h in self.bridges if self.behavior.get(h) == "BRIDGE_SECTION"
                     or any(tuple(c["at"]) == h and c.get("feature", {}).get("behavior") == "BRIDGE_SECTION"
                            for c in scenario["hexes"])}
        self.span_ends = set()
        if len(self.span) > 1:
            for h in self.span:
                for n in D.neighbours(*h):
                    if n in self.span:
                        far = (2 * h[0] - n[0], 2 * h[1] - n[1])
                        if D.on_board(*far) and far not in self.span:
                            self.span_ends.add(far)
        # the banks of a wide river: infantry may not battle across it
        wide = {tuple(c["at"]) for c in scenario["hexes"] if c.get("terrain", {}).get("behavior") == "WIDE_RIVER"}
        self.bank: dict = {}
        if wide:
            n = 0
            for h in D.HEXES:
                if h in wide or h in self.span or h in self.bank:
                    continue
                n += 1
                todo, self.bank[h] = [h], n
                while todo:
                    x = todo.pop()
                    for y in D.neighbours(*x):
                        if y not in wide and y not in self.span and y not in self.bank:
                            self.bank[y] = n
                            todo.append(y)
        self.hill_comp = self._components(("hill", "cave"))
        self.mountain_comp = self._components(D.MOUNTAINS)
        opts = scenario.get("options", {})
        self.cliffs = bool(opts.get("cliff"))

    def sealed(self, h) -> "Battlefield":
        """This battlefield with the cave on ``h`` sealed (a plain hill from then on); the original, which
        copies of the game may share, is left as it was."""
        twin = object.__new__(Battlefield)
        twin.__dict__.update(self.__dict__)
        twin.terrain = dict(self.terrain)
        twin.terrain[h] = "mountain" if self.terrain[h] == "mountain_cave" else "hill"
        twin.hill_comp = twin._components(("hill", "cave"))
        twin.mountain_comp = twin._components(D.MOUNTAINS)
        return twin

    def with_bridge(self, h, present: bool) -> "Battlefield":
        """This battlefield with a bridge on ``h`` built (a pontoon) or blown; the original, which copies of the
        game may share, is left as it was."""
        twin = object.__new__(Battlefield)
        twin.__dict__.update(self.__dict__)
        twin.bridges = set(self.bridges) | {h} if present else set(self.bridges) - {h}
        twin.rail_bridges = set(self.rail_bridges) - {h}
        return twin

    def _components(self, kind: tuple) -> dict:
        comp, n = {}, 0
        for h in D.HEXES:
            if self.terrain[h] not in kind or h in comp:
                continue
            n += 1
            todo = [h]
            comp[h] = n
            while todo:
                x = todo.pop()
                for y in D.neighbours(*x):
                    if self.terrain[y] in kind and y not in comp:
                        comp[y] = n
                        todo.append(y)
        return comp

    # ------------------------------------------------------------- facts by hex
    def kind(self, h) -> D.Terrain:
        return TERRAIN[self.terrain[h]]

    def height(self, h) -> int:
        return self.kind(h).height

    def is_road(self, h) -> bool:
        return self.terrain[h] == "road"

    def impassable(self, h, utype: str, resistance: bool = False) -> bool:
        if h in self.bridges:
            return False
        b = self.behavior.get(h, "")
        if b.startswith("IMPASSABLE"):
            return True
        return utype in self.kind(h).impassable

    def _wadi_open(self, h) -> tuple:
        name, orientation = self.tile.get(h, ("wadi", 1))
        return tuple((a + 2 * (orientation - 1)) % 12 for a in D.WADI_OPEN.get(name, D.WADI_OPEN["wadi"]))

    def wadi_blocks(self, a, b) -> bool:
        """A step from ``a`` to ``b`` across the side slope of a wadi (only its two open ends let units through)."""
        if self.terrain[a] == "wadi" and D.STEP_ANGLE[(b[0] - a[0], b[1] - a[1])] not in self._wadi_open(a):
            return True
        return self.terrain[b] == "wadi" and D.STEP_ANGLE[(a[0] - b[0], a[1] - b[1])] not in self._wadi_open(b)

    def track(self, h) -> tuple:
        """The pairs of sides (angles) the railroad track on ``h`` joins, as its tile is drawn and turned;
        () where there is no track."""
        if h in self.rail_bridges:
            name, orientation = self.rail_tile.get(h, ("railbridge", 1))
        elif self.terrain[h] in ("rail", "station"):
            name, orientation = self.tile.get(h, (self.terrain[h], 1))
        else:
            return ()
        return tuple(tuple(sorted((a + 2 * (orientation - 1)) % 12 for a in pair))
                     for pair in D.RAIL_LINKS.get(name, ()))

    def rail_step(self, a, b) -> bool:
        """The track of ``a`` and of its neighbour ``b`` meet on their shared side."""
        out, back = D.STEP_ANGLE[(b[0] - a[0], b[1] - a[1])], D.STEP_ANGLE[(a[0] - b[0], a[1] - b[1])]
        return any(out in p for p in self.track(a)) and any(back in p for p in self.track(b))

    def rail_through(self, p, h, n) -> bool:
        """A train may run from ``p`` through ``h`` on to ``n``: one track of ``h`` joins those two sides."""
        pair = tuple(sorted((D.STEP_ANGLE[(p[0] - h[0], p[1] - h[1])], D.STEP_ANGLE[(n[0] - h[0], n[1] - h[1])])))
        return pair in self.track(h)

    def span_blocks(self, a, b) -> bool:
        """A step from ``a`` to ``b`` that enters or leaves a bridge span from its side."""
        if not self.span_ends:
            return False
        if b in self.span and a not in self.span and a not in self.span_ends:
            return True
        return a in self.span and b not in self.span and b not in self.span_ends

    def across_wide_river(self, a, b) -> bool:
        return a in self.bank and b in self.bank and self.bank[a] != self.bank[b]

    def section_of(self, h, side: str) -> list:
        """Indexes (0 left, 1 centre, 2 right, from ``side``'s seat) of the sections ``h`` is in."""
        out = []
        for i, (lo, hi) in enumerate(D.SECTION_BOUNDS):
            if lo <= h[1] <= hi:
                out.append(2 - i if side == "top" else i)
        return out

    # ------------------------------------------------------------- line of sight
    def line(self, a, b) -> list:
        """Hexes strictly between ``a`` and ``b``: pairs (hex, hex) that are one hex, or the two
        hexes whose shared edge the line runs along."""
        n = D.distance(a, b)
        ax, az = (a[1] - a[0]) / 2, a[0]
        bx, bz = (b[1] - b[0]) / 2, b[0]
        out = []
        for i in range(1, n):
            t = i / n
            pair = []
            for eps in (1e-6, -1e-6):
                x = ax + (bx - ax) * t + eps
                z = az + (bz - az) * t + eps * 2
                y = -x - z
                rx, ry, rz = round(x), round(y), round(z)
                dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
                if dx > dy and dx > dz:
                    rx = -ry - rz
                elif dy > dz:
                    ry = -rx - rz
                else:
                    rz = -rx - ry
                pair.append((rz, 2 * rx + rz))
            out.append(tuple(pair))
        return out

    def blocks(self, h, src, dst, units_at, obstacles) -> bool:
        if not D.on_board(*h):
            return False
        if h in units_at:
            return True
        o = obstacles.get(h)
        if o and D.OBSTACLE[o[0]].blocks_los:
            return True
        k = self.terrain[h]
        if TERRAIN[k].in_groups:
            return any(self.terrain[n] == k for n in D.neighbours(*h))
        if k in ("hill", "cave"):
            c = self.hill_comp[h]
            return not (self.hill_comp.get(src) == c and self.hill_comp.get(dst) == c)
        if k in D.MOUNTAINS:
            c = self.mountain_comp[h]
            return not (self.mountain_comp.get(src) == c and self.mountain_comp.get(dst) == c)
        return TERRAIN[k].blocks_los

    def sight(self, a, b, units_at, obstacles) -> bool:
        for p, q in self.line(a, b):
            bp = self.blocks(p, a, b, units_at, obstacles)
            if p == q:
                if bp:
                    return False
            elif bp and self.blocks(q, a, b, units_at, obstacles):
                return False
        return True

    def over_blocking_hill(self, a, b) -> bool:
        """Artillery may not fire over hills that block all fire (the Saverne Gap)."""
        for p, q in self.line(a, b):
            for h in {p, q}:
                if D.on_board(*h) and self.behavior.get(h) == "IMPASSABLE_BLOCKING_HILL":
                    return True
        return False


__all__ = ["Battlefield", "INFANTRY", "ARMOR", "ARTILLERY"]
