"""Lane-graph race tracks: typed spaces linked forward, corners with their stop counts, and
"move exactly N spaces by a path the driver picks".

The module knows nothing of any one game's rules. A track is a directed graph of
spaces; every link is one space of movement. Links that keep the lane are
*straight*, the others change lane (this is derived from the graph: on a
staggered multi-lane track the space straight ahead is also reachable through
either neighbouring lane in two steps). A game adds its rules through hooks
passed to :meth:`LaneGraph.reach`:

``allow(state, a, b) -> bool``
    may the step from ``a`` to ``b`` be taken now (lane rules, pit entry...).
``advance(state, a, b) -> state``
    the hook state after that step (hashable; corner stops, lane-change count...).
``terminal(state, a, b) -> bool``
    the path ends on ``b`` whatever movement is left (a finish line, a pit box).
``shortest(space) -> bool``
    on such spaces a path may only arrive by the fewest steps it can be reached in
    (no weaving on straights); other spaces (corners) may be reached by longer paths.
``cost(route) -> comparable``
    when several paths end on the same space, the cheapest is the one offered.

>>> t = LaneGraph.from_rows(lanes=2, rows=4)      # a two-lane straight, 8 spaces
>>> sorted(t.reach(0, 2)[2])                     # every end space of a 2-space move
[4, 5]
>>> t.reach(0, 2)[2][5].path                      # the path the driver would take
[0, 2, 5]
>>> sorted(t.reach(0, 2, blocked={2, 3})[2])      # cars in front block both lanes
[]
>>> t.is_straight(0, 2), t.is_straight(0, 3)
(True, False)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

#: kinds of space a track may hold (a game may use more through ``Space.tags``)
KINDS = ("straight", "corner", "pit", "finish", "grid")


@dataclass(frozen=True)
class Space:
    id: int
    x: float
    y: float
    kind: str = "straight"
    #: stops a corner needs (0 off corners)
    stops: int = 0
    #: the corner this space belongs to (None off corners)
    corner: int | None = None
    tags: frozenset = frozenset()


@dataclass(frozen=True)
class Corner:
    id: int
    stops: int
    spaces: frozenset
    #: spaces a car enters the corner by / leaves it from
    entries: frozenset = frozenset()
    exits: frozenset = frozenset()


@dataclass
class Route:
    """One way of moving: the spaces visited (start first), and the hook state at the end."""

    end: int
    path: list
    state: Any = None
    #: the move stopped early on a terminal space
    stopped: bool = False

    @property
    def steps(self) -> int:
        return len(self.path) - 1


class LaneGraph:
    """A track: spaces by id, forward links, corners (connected runs of corner spaces of one kind)."""

    def __init__(self, spaces: Iterable[Space], links: Iterable[tuple[int, int]]):
        self.spaces: dict[int, Space] = {}
        for s in spaces:
            if s.id in self.spaces:
                raise ValueError(f"space {s.id} is listed twice")
            if s.kind not in KINDS:
                raise ValueError(f"space {s.id} has an unknown kind {s.kind!r}")
            self.spaces[s.id] = s
        self.children: dict[int, tuple] = {i: () for i in self.spaces}
        self.parents: dict[int, tuple] = {i: () for i in self.spaces}
        for a, b in links:
            if a not in self.spaces or b not in self.spaces:
                raise ValueError(f"link {a}-{b} names a space that does not exist")
            if a == b:
                raise ValueError(f"link {a}-{b} loops on one space")
            if b not in self.children[a]:
                self.children[a] += (b,)
                self.parents[b] += (a,)
        self.children = {k: tuple(sorted(v)) for k, v in self.children.items()}
        self.parents = {k: tuple(sorted(v)) for k, v in self.parents.items()}
        self._straight = self._find_straight_links()
        self.corners = self._find_corners()

    # ------------------------------------------------------------ construction helpers
    @classmethod
    def from_rows(cls, lanes: int, rows: int, corner: dict | None = None, gap: float = 20.0) -> "LaneGraph":
        """A rectangular test track: ``rows`` rows of ``lanes`` spaces (id = row * lanes + lane),
        each space linked to the three (or two) spaces of the next row. ``corner`` maps
        space id -> stops to make some spaces corner spaces."""
        corner = corner or {}
        spaces = []
        links = []
        for r in range(rows):
            for lane in range(lanes):
                i = r * lanes + lane
                stops = corner.get(i, 0)
                spaces.append(Space(i, lane * gap, -r * gap, "corner" if stops else "straight", stops))
                if r + 1 < rows:
                    for d in (-1, 0, 1):
                        if 0 <= lane + d < lanes:
                            links.append((i, (r + 1) * lanes + lane + d))
        return cls(spaces, links)

    def _find_straight_links(self) -> set:
        straight = set()
        for a, kids in self.children.items():
            same = [k for k in kids if self.spaces[k].kind == "pit"] if self.spaces[a].kind == "pit" else \
                [k for k in kids if self.spaces[k].kind != "pit"]
            if len(same) == 1:
                straight.add((a, same[0]))
                continue
            via = [b for b in same if any(b in self.children[c] for c in same if c != b)]
            if len(via) == 1:
                straight.add((a, via[0]))
            elif same:
                # no space reachable two ways: the child best in line with how we arrived
                ins = [p for p in self.parents[a]]
                sa = self.spaces[a]
                if not ins:     # nothing to line up with: the nearest child is straight ahead
                    straight.add((a, min(same, key=lambda b: (math.hypot(self.spaces[b].x - sa.x,
                                                                         self.spaces[b].y - sa.y), b))))
                    continue
                dx = sum(sa.x - self.spaces[p].x for p in ins) / len(ins)
                dy = sum(sa.y - self.spaces[p].y for p in ins) / len(ins)
                norm = math.hypot(dx, dy) or 1.0

                def align(b):
                    sb = self.spaces[b]
                    vx, vy = sb.x - sa.x, sb.y - sa.y
                    return -((vx * dx + vy * dy) / (norm * (math.hypot(vx, vy) or 1.0))), b
                straight.add((a, min(same, key=align)))
        return straight

    def _find_corners(self) -> dict[int, Corner]:
        seen: dict[int, int] = {}
        corners: dict[int, Corner] = {}
        for start in sorted(self.spaces):
            s = self.spaces[start]
            if s.kind != "corner" or start in seen:
                continue
            cid = len(corners)
            group = {start}
            todo = [start]
            while todo:
                a = todo.pop()
                for b in self.children[a] + self.parents[a]:
                    sb = self.spaces[b]
                    if sb.kind == "corner" and sb.stops == s.stops and b not in group:
                        group.add(b)
                        todo.append(b)
            for g in group:
                seen[g] = cid
            entries = frozenset(g for g in group if any(p not in group for p in self.parents[g]))
            exits = frozenset(g for g in group if any(c not in group for c in self.children[g]))
            corners[cid] = Corner(cid, s.stops, frozenset(group), entries, exits)
        for i, s in list(self.spaces.items()):
            cid = seen.get(i)
            if s.corner != cid:
                self.spaces[i] = Space(s.id, s.x, s.y, s.kind, s.stops, cid, s.tags)
        return corners

    # ------------------------------------------------------------ queries
    def __len__(self) -> int:
        return len(self.spaces)

    def is_straight(self, a: int, b: int) -> bool:
        """True when the link a -> b keeps the lane."""
        return (a, b) in self._straight

    def ahead(self, a: int) -> int | None:
        """The space straight ahead of ``a`` (None at a dead end)."""
        for b in self.children[a]:
            if (a, b) in self._straight:
                return b
        return None

    def neighbours(self, a: int) -> tuple:
        """Spaces in front of ``a`` or beside it: its children, and parents in another lane."""
        out = list(self.children[a])
        out += [p for p in self.parents[a] if not self.is_straight(p, a) and p not in out]
        return tuple(sorted(out))

    def corner_of(self, a: int) -> Corner | None:
        cid = self.spaces[a].corner
        return None if cid is None else self.corners[cid]

    def distances(self, sources: Iterable[int], allow: Callable[[int, int], bool] | None = None, *,
                  backward: bool = False, limit: int | None = None) -> dict[int, int]:
        """Fewest steps from any of ``sources`` to every space reachable forward (``backward``: the
        fewest steps from every space that reaches one of them), up to ``limit`` steps."""
        links = self.parents if backward else self.children
        dist = {s: 0 for s in sources}
        frontier = list(dist)
        while frontier:
            nxt = []
            for a in frontier:
                if limit is not None and dist[a] >= limit:
                    continue
                for b in links[a]:
                    if b not in dist and (allow is None or allow(a, b)):
                        dist[b] = dist[a] + 1
                        nxt.append(b)
            frontier = nxt
        return dist

    # ------------------------------------------------------------ moving
    def reach(self, start: int, steps: int, *, blocked: Iterable[int] = (),
              allow: Callable | None = None, advance: Callable | None = None,
              terminal: Callable | None = None, shortest: Callable | None = None,
              cost: Callable | None = None, state: Any = None) -> list[dict[int, Route]]:
        """Every space a move of up to ``steps`` spaces from ``start`` can end on.

        Returns a list indexed by the number of spaces moved (0..steps): each entry maps
        an end space to the cheapest :class:`Route` there. Routes that met a terminal
        space are listed at the number of spaces they actually moved, with
        ``stopped=True``. Blocked spaces (other cars) can neither be entered nor
        passed; ``start`` itself is never blocked.
        """
        if start not in self.spaces:
            raise ValueError(f"there is no space {start}")
        if isinstance(steps, bool) or not isinstance(steps, int) or steps < 0:
            raise ValueError(f"a move is a whole number of spaces, not {steps!r}")
        blocked = set(blocked) - {start}
        cost = cost or (lambda route: 0)
        layers: list[dict[int, Route]] = [{start: Route(start, [start], state)}]
        first_seen: dict[int, int] = {start: 0}
        # live: (space, state) -> Route, the routes still moving
        live: dict = {(start, state): layers[0][start]}
        for k in range(1, steps + 1):
            nxt: dict = {}
            ends: dict[int, Route] = {}
            for (a, st), route in live.items():
                for b in self.children[a]:
                    if b in blocked:
                        continue
                    if allow is not None and not allow(st, a, b):
                        continue
                    if shortest is not None and shortest(b) and first_seen.get(b, k) < k:
                        continue
                    st2 = advance(st, a, b) if advance is not None else st
                    stop = terminal is not None and terminal(st2, a, b)
                    r2 = Route(b, route.path + [b], st2, stop)
                    if stop:
                        prev = ends.get(b)
                        if prev is None or cost(r2) < cost(prev):
                            ends[b] = r2
                        continue
                    key = (b, st2)
                    if key not in nxt or cost(r2) < cost(nxt[key]):
                        nxt[key] = r2
            for (b, st2), r2 in nxt.items():
                first_seen.setdefault(b, k)
                prev = ends.get(b)
                if prev is None or cost(r2) < cost(prev):
                    ends[b] = r2
            for b, r2 in ends.items():
                if r2.stopped:
                    first_seen.setdefault(b, k)
            layers.append(ends)
            live = nxt
        return layers

    def routes(self, start: int, steps: int, **hooks) -> dict[int, Route]:
        """The end spaces of a move of exactly ``steps`` spaces (or stopped early on a
        terminal space), each with the path the driver would take."""
        layers = self.reach(start, steps, **hooks)
        out = dict(layers[steps])
        for k in range(steps):
            for b, r in layers[k].items():
                if r.stopped and b not in out:
                    out[b] = r
        return out
