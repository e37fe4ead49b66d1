"""The rules model of Ponte del Diavolo (see the package docstring for the notation)."""

from __future__ import annotations

import copy
import re

from ...engine import Game, Option, OptionError, register
from .board import (CELLS, FAR, KING, NAMES, NEAR, ORTH, REACH, SQUARES, crosses, crossing, middles, parse_square,
                    shape_of, xy)
from . import strategy

EMPTY, LIGHT, DARK = -1, 0, 1
COLOR_NAMES = ("light", "dark")
ISLAND = 4            # tiles in an island; a smaller group is a sandbank, a bigger one may never form

#: What each player has to build with, per ``supply`` option. The printed box holds 40 tiles of each
#: colour and 15 bridges that both players take from; Board Game Arena never runs out.
SUPPLY = {
    "unlimited": None,
    "printed": {"tiles": 40, "bridges": 15},
}

_TWO = re.compile(r"^([a-j](?:10|[1-9]))\s*(?:-|–|—|>|to|\s)?\s*([a-j](?:10|[1-9]))$")
_WORDS = {"light": "light", "l": "light", "take": "light", "take light": "light", "swap": "light",
          "dark": "dark", "d": "dark", "play dark": "dark", "stay": "dark",
          "end": "end", "pass": "end", "stop": "end", "end game": "end"}


def triangle(n: int) -> int:
    """Points for a group of ``n`` connected islands: 1, 3, 6, 10, ... (the triangular numbers)."""
    return n * (n + 1) // 2


def bridge_name(a: int, b: int) -> str:
    """A bridge's canonical text: its two ends, the one further left (then lower) first."""
    first, second = sorted((a, b), key=xy)
    return f"{NAMES[first]}-{NAMES[second]}"


@register
class PonteDelDiavolo(Game):
    name = "ponte_del_diavolo"
    title = "Ponte del Diavolo"
    tagline = "Tile-laying duel: raise islands in the lagoon and bridge them."
    minutes = 30
    weight = "strategy"
    blurb = ("Lay sand-coloured or brick tiles into a lagoon to raise islands of four, "
             "then join them with bridges: the larger the linked archipelago, the more it scores.")
    min_players = 2
    max_players = 2
    colors = ("#efe4c8", "#8a2f22")         # light tiles, dark tiles (by colour, not by seat)
    options = (
        Option("supply", ("unlimited", "printed"), "unlimited", "Supply",
               "unlimited: tiles and bridges never run out (as on Board Game Arena); printed: 40 tiles "
               "of each colour and 15 bridges shared by both players, as in the box.",
               names=(("unlimited", "endless tiles and bridges"), ("printed", "40 tiles each, 15 bridges"))),
    )
    bot_levels = ("random", "greedy", "mcts")
    default_bot = "mcts"

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.board = [EMPTY] * CELLS
        self.group = [-1] * CELLS          # group id of each tile (orthogonally connected, same colour)
        self.groups: dict[int, tuple] = {}  # id -> its squares; a merge makes a new tuple, never edits one
        self.next_group = 0
        self.partner = [-1] * CELLS         # the other end of the tile's bridge
        self.covered = [0] * CELLS          # bridges passing over each water square
        self.bridges: list[tuple[int, int]] = []
        self.phase = "opening"              # opening -> choose -> play
        self.light_seat = 0                 # the first player lays the light tiles; the pie rule may swap
        self.color = LIGHT                  # colour to move
        self.placed: list[int] = []         # tiles laid so far in this turn
        self.turns = [0, 0]                 # completed turns per colour (the opening is light's first)
        supply = SUPPLY[self.opts["supply"]]
        self.tiles_left = [supply["tiles"], supply["tiles"]] if supply else None
        self.bridges_left = supply["bridges"] if supply else None
        self.last: dict | None = None       # the previous turn, for the board to highlight
        self.closing: str | None = None     # why light stopped, while dark takes its equalising last turn
        self._cache: tuple | None = None    # (step, phase) and the legal actions of this state
        # per colour, the squares where a tile of that colour may go now (kept up to date by _lay and
        # _build: a tile or a bridge only ever takes squares away)
        self.open = [set(range(CELLS)), set(range(CELLS))]
        self.stock = [supply["tiles"], supply["tiles"], supply["bridges"]] if supply else None

    def _set_position(self, position: dict) -> None:
        """Start from a position (tests and lessons); see the package docstring for the keys."""
        if not isinstance(position, dict):
            raise OptionError("A Ponte del Diavolo position is a dict with keys like 'light', 'dark', 'bridges'.")
        known = {"light", "dark", "bridges", "to_move", "light_seat", "tiles_left", "bridges_left"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A Ponte del Diavolo position has no key {unknown[0]!r} "
                              f"(known: {', '.join(sorted(known))}).")
        self._setup()
        for color, key in ((LIGHT, "light"), (DARK, "dark")):
            text = position.get(key, "")
            if not isinstance(text, str):
                raise OptionError(f"Position {key!r} must be a text of squares like 'e5 e6 f5'.")
            for token in text.replace(",", " ").split():
                sq = parse_square(token)
                if sq is None:
                    raise OptionError(f"{token!r} in {key!r} is not a square of the 10 x 10 board (a1 to j10).")
                if self.board[sq] != EMPTY:
                    raise OptionError(f"Square {NAMES[sq]} is given twice in the position.")
                self._lay(sq, color)
        for gid, squares in self.groups.items():
            names = " ".join(NAMES[s] for s in squares)
            if len(squares) > ISLAND:
                raise OptionError(f"The tiles {names} form a group of more than four, which the rules never allow.")
            if len(squares) == ISLAND and self._touching(squares):
                raise OptionError(f"The island {names} touches another tile of its colour.")
        text = position.get("bridges", "")
        if not isinstance(text, str):
            raise OptionError("Position 'bridges' must be a text like 'a1-c2 e5-e7'.")
        for token in text.replace(",", " ").split():
            m = _TWO.match(token.lower())
            if not m:
                raise OptionError(f"{token!r} in 'bridges' is not a bridge like a1-c2.")
            a, b = SQUARES[m.group(1)], SQUARES[m.group(2)]
            problem = self._bridge_problem(a, b, self.board[a]) if self.board[a] != EMPTY else \
                f"there is no tile on {NAMES[a]}"
            if problem:
                raise OptionError(f"The bridge {token} is not possible: {problem}.")
            self._build(a, b)
        to_move = position.get("to_move", "dark")
        if to_move not in COLOR_NAMES:
            raise OptionError("Position 'to_move' must be 'light' or 'dark'.")
        light_seat = position.get("light_seat", 0)
        if light_seat not in (0, 1) or isinstance(light_seat, bool):
            raise OptionError("Position 'light_seat' must be 0 or 1 (the seat playing the light tiles).")
        self.light_seat = light_seat
        self.color = COLOR_NAMES.index(to_move)
        # The opening is light's first turn, so dark is one turn behind when it is to move.
        self.turns = [1, 0] if self.color == DARK else [1, 1]
        self.phase = "play"
        if self.tiles_left is not None:
            on_board = [self.board.count(LIGHT), self.board.count(DARK)]
            left = position.get("tiles_left", [40 - on_board[0], 40 - on_board[1]])
            if (not isinstance(left, (list, tuple)) or len(left) != 2
                    or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in left)):
                raise OptionError("Position 'tiles_left' must be two whole numbers, [light, dark].")
            for c in (LIGHT, DARK):
                if on_board[c] + left[c] > 40:
                    raise OptionError(f"The {COLOR_NAMES[c]} tiles do not add up: {on_board[c]} on the board "
                                      f"and {left[c]} left is more than the 40 in the box.")
            self.tiles_left = list(left)
            bridges_left = position.get("bridges_left", 15 - len(self.bridges))
            if (not isinstance(bridges_left, int) or isinstance(bridges_left, bool) or bridges_left < 0
                    or bridges_left + len(self.bridges) > 15):
                raise OptionError(f"Position 'bridges_left' must be a whole number from 0 to "
                                  f"{15 - len(self.bridges)}: the box holds 15 bridges.")
            self.bridges_left = bridges_left
        elif "tiles_left" in position or "bridges_left" in position:
            raise OptionError("Position 'tiles_left' and 'bridges_left' need the printed supply (supply='printed').")
        # what this game started with: the box, or less when a position says so (conservation checks)
        self.stock = None if self.tiles_left is None else \
            [self.board.count(LIGHT) + self.tiles_left[0], self.board.count(DARK) + self.tiles_left[1],
             len(self.bridges) + self.bridges_left]
        self._begin_turn()

    # ------------------------------------------------------------------ seats and colours
    def seat_of(self, color: int) -> int:
        return self.light_seat if color == LIGHT else 1 - self.light_seat

    def color_of(self, seat: int) -> int:
        return LIGHT if seat == self.light_seat else DARK

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        if self.phase != "play":
            return f"Player {seat + 1}"
        return COLOR_NAMES[self.color_of(seat)].capitalize()

    def seat_color(self, seat: int) -> str:
        return self.colors[self.color_of(seat)]

    # ------------------------------------------------------------------ the placement rules
    def _tile_problem(self, sq: int, c: int, extra: frozenset | None = None) -> str | None:
        """Why a ``c`` tile may not go on ``sq`` (a short code), or None.

        ``extra``: the squares of the group a first tile of this turn would form, when
        asking whether a second tile could follow it (that tile is not on the board).
        """
        board, group, groups = self.board, self.group, self.groups
        if board[sq] != EMPTY or (extra is not None and sq in extra):
            return "occupied"
        if self.covered[sq]:
            return "bridge"
        if extra is None:         # the same checks as below, for the board as it stands (the common case)
            joined = {group[n] for n in ORTH[sq] if board[n] == c}
            size = 1 + sum(len(groups[g]) for g in joined)
            if size > ISLAND:
                return "big"
            for n in KING[sq]:
                if board[n] == c and len(groups[group[n]]) == ISLAND:
                    return "island"
            if size == ISLAND:
                island = {sq}
                for g in joined:
                    island.update(groups[g])
                for t in island:
                    for n in KING[t]:
                        if board[n] == c and n not in island:
                            return "touch"
            return None

        def gid(n):
            if extra is not None and n in extra:
                return -2
            return group[n] if board[n] == c else None

        def members(g):
            return extra if g == -2 else groups[g]

        joined = {gid(n) for n in ORTH[sq]}
        joined.discard(None)
        size = 1 + sum(len(members(g)) for g in joined)
        if size > ISLAND:
            return "big"
        for n in KING[sq]:
            g = gid(n)
            if g is not None and len(members(g)) == ISLAND:
                return "island"
        if size == ISLAND:
            island = {sq}
            for g in joined:
                island.update(members(g))
            for t in island:
                for n in KING[t]:
                    if n not in island and gid(n) is not None:
                        return "touch"
        return None

    def _group_after(self, sq: int, c: int) -> frozenset:
        """The squares of the group a ``c`` tile on ``sq`` would belong to."""
        squares = {sq}
        for n in ORTH[sq]:
            if self.board[n] == c:
                squares.update(self.groups[self.group[n]])
        return frozenset(squares)

    def _second_tile_exists(self, sq: int, c: int) -> bool:
        """Could a second ``c`` tile follow one on ``sq``? Only a square open now can take it (tiles
        only ever close squares), and one on ``sq`` changes nothing beyond REACH_OF_TILE."""
        open_now = self.open[c]
        if not open_now.isdisjoint(FAR[sq]):
            return True
        extra = self._group_after(sq, c)
        return any(self._tile_problem(u, c, extra) is None for u in NEAR[sq] if u in open_now)

    def _touching(self, squares) -> bool:
        """Does a group touch (even at a corner) a tile of its colour outside it?"""
        c = self.board[squares[0]]
        inside = set(squares)
        return any(self.board[n] == c and n not in inside for t in squares for n in KING[t])

    def _bridge_problem(self, a: int, b: int, c: int) -> str | None:
        """Why a ``c`` bridge may not join ``a`` and ``b``, in words, or None."""
        for sq in (a, b):
            if self.board[sq] != c:
                return f"{NAMES[sq]} holds no {COLOR_NAMES[c]} tile"
        shape = shape_of(a, b)
        if shape is None:
            return ("a bridge spans two squares straight or diagonally, or a knight's move; "
                    f"{NAMES[a]} and {NAMES[b]} are not that far apart")
        for m in middles(a, b):
            if self.board[m] != EMPTY:
                return f"it would pass over the tile on {NAMES[m]}, and bridges only span water"
        for sq in (a, b):
            if self.partner[sq] != -1:
                return f"the tile on {NAMES[sq]} already carries a bridge (one bridge per tile)"
        for other in self.bridges:
            if crosses((a, b), other):
                return f"it would cross the bridge {bridge_name(*other)}"
        return None

    def _legal_bridges(self, c: int) -> list[str]:
        if self.bridges_left == 0:
            return []
        board, partner = self.board, self.partner
        blocked = frozenset().union(*(crossing(*other) for other in self.bridges))
        found = []
        for a in range(CELLS):
            if board[a] != c or partner[a] != -1:
                continue
            for b, mids in REACH[a]:
                if b < a or board[b] != c or partner[b] != -1:
                    continue
                if any(board[m] != EMPTY for m in mids):
                    continue
                if (a, b) in blocked:
                    continue
                found.append((xy(min(a, b, key=xy)), bridge_name(a, b)))
        return [name for _, name in sorted(found)]

    def _first_tiles(self, c: int) -> list[str]:
        if self.tiles_left is not None and self.tiles_left[c] < 2:
            return []
        return [NAMES[sq] for sq in sorted(self.open[c]) if self._second_tile_exists(sq, c)]

    def _legal(self, seat: int) -> list[str]:
        key = (len(self.history), self.phase)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        if self.phase == "choose":
            legal = ["light", "dark"]
        elif self.placed:
            c = self.color
            legal = [NAMES[sq] for sq in sorted(self.open[c])]
        else:
            tiles = self._first_tiles(self.color)
            bridges = self._legal_bridges(self.color) if self.phase == "play" else []
            legal = tiles + bridges + ([] if tiles else ["end"])
        self._cache = (key, legal)
        return legal

    def can_place_two(self, color: int | None = None) -> bool:
        c = self.color if color is None else color
        if self.tiles_left is not None and self.tiles_left[c] < 2:
            return False
        return any(self._second_tile_exists(sq, c) for sq in self.open[c])

    # ------------------------------------------------------------------ turns
    def _to_move(self) -> tuple:
        if self.phase == "opening":
            return (0,)
        if self.phase == "choose":
            return (1,)
        return (self.seat_of(self.color),)

    def _parse(self, text: str) -> str:
        t = " ".join(text.strip().lower().split())
        for word in ("tile ", "bridge ", "place ", "build "):
            if t.startswith(word):
                t = t[len(word):]
        if t in _WORDS:
            return _WORDS[t]
        sq = parse_square(t.replace(" ", ""))
        if sq is not None:
            return NAMES[sq]
        m = _TWO.match(t)
        if m:
            return bridge_name(SQUARES[m.group(1)], SQUARES[m.group(2)])
        return t

    def _apply(self, seat: int, action: str) -> None:
        self._cache = None
        if action in ("light", "dark"):
            self.light_seat = 1 if action == "light" else 0
            self.phase = "play"
            self.color = DARK
            self._begin_turn()
            return
        if action == "end":
            self._stop(f"{COLOR_NAMES[self.color].capitalize()} cannot place two tiles and builds no bridge.")
            return
        c = self.color
        if "-" in action:
            a, b = (SQUARES[s] for s in action.split("-"))
            self._build(a, b)
            if self.bridges_left is not None:
                self.bridges_left -= 1
            self.last = {"color": COLOR_NAMES[c], "tiles": [], "bridge": action}
            self._end_turn()
            return
        sq = SQUARES[action]
        self._lay(sq, c)
        if self.tiles_left is not None:
            self.tiles_left[c] -= 1
        self.placed = self.placed + [sq]
        if len(self.placed) == 2:
            self.last = {"color": COLOR_NAMES[c], "tiles": [NAMES[s] for s in self.placed], "bridge": None}
            self._end_turn()

    def _lay(self, sq: int, c: int) -> None:
        """Put a tile down and merge it with the groups it touches (the one place groups change)."""
        self.board[sq] = c
        squares = [sq]
        for n in ORTH[sq]:
            if self.board[n] == c and self.group[n] != -1:
                g = self.group[n]
                if g in self.groups:
                    squares.extend(self.groups.pop(g))
        gid = self.next_group
        self.next_group += 1
        self.groups[gid] = tuple(sorted(set(squares)))
        for s in self.groups[gid]:
            self.group[s] = gid
        self.open[1 - c].discard(sq)
        mine = self.open[c]
        mine.discard(sq)
        # The squares the new tile may close: around its group (too big, or an island's surroundings),
        # and beside the groups it touches at a corner (whose island it would now touch).
        board, group, groups = self.board, self.group, self.groups
        near = set()
        for g in {gid, *(group[n] for n in KING[sq] if board[n] == c)}:
            for m in groups[g]:
                near.update(KING[m])
        mine.difference_update([u for u in near if u in mine and self._tile_problem(u, c) is not None])

    def _build(self, a: int, b: int) -> None:
        a, b = sorted((a, b))
        self.bridges = self.bridges + [(a, b)]
        self.partner[a], self.partner[b] = b, a
        for m in middles(a, b):
            self.covered[m] += 1
            self.open[0].discard(m)
            self.open[1].discard(m)

    def _end_turn(self) -> None:
        self.turns[self.color] += 1
        self.placed = []
        if self.phase == "opening":
            self.phase = "choose"
            return
        if self.closing is not None:          # dark's equalising turn is over
            self._finish(f"{self.closing} Dark took one last turn to draw level.")
            return
        self.color = 1 - self.color
        self._begin_turn()

    def _begin_turn(self) -> None:
        """A player who cannot lay two tiles may still build a bridge; with no bridge either, the game ends."""
        if self.can_place_two():
            return
        if not self._legal_bridges(self.color):
            self._stop(f"{COLOR_NAMES[self.color].capitalize()} cannot place two tiles and has no bridge to build.")

    def _stop(self, why: str) -> None:
        """The player to move cannot (or will not) go on. Dark can always take as many turns as light:
        when light stops, its turn counts as played and dark takes one last turn if it can move at all.
        """
        if self.color == LIGHT and self.closing is None:
            self.turns[LIGHT] += 1
            self.color = DARK
            self.placed = []
            if self.can_place_two() or self._legal_bridges(DARK):
                self.closing = why
                self.say(f"{why} Dark takes one last turn, so both colours have played as often.")
                return
            why = f"{why} Dark cannot move either."
        elif self.closing is not None:
            why = f"{self.closing} Dark took no last turn."
        self._finish(why)

    # ------------------------------------------------------------------ scoring
    def clusters(self) -> list[dict]:
        """Groups of tiles joined by bridges (through sandbanks too), each with its islands and score."""
        parent = {g: g for g in self.groups}

        def root(g):
            while parent[g] != g:
                parent[g] = parent[parent[g]]
                g = parent[g]
            return g

        for a, b in self.bridges:
            ra, rb = root(self.group[a]), root(self.group[b])
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
        found: dict[int, dict] = {}
        for g in sorted(self.groups, key=lambda g: self.groups[g][0]):
            squares = self.groups[g]
            r = root(g)
            entry = found.setdefault(r, {"color": self.board[squares[0]], "islands": 0, "groups": []})
            entry["groups"].append(squares)
            if len(squares) == ISLAND:
                entry["islands"] += 1
        out = []
        for entry in found.values():
            entry["score"] = triangle(entry["islands"])
            out.append(entry)
        out.sort(key=lambda e: min(e["groups"][0]))
        return out

    def totals(self) -> list[dict]:
        """Per colour: score, islands, bridges (what decides the winner, in that order)."""
        out = [{"score": 0, "islands": 0, "bridges": 0} for _ in (LIGHT, DARK)]
        for entry in self.clusters():
            out[entry["color"]]["score"] += entry["score"]
            out[entry["color"]]["islands"] += entry["islands"]
        for a, _ in self.bridges:
            out[self.board[a]]["bridges"] += 1
        return out

    def _finish(self, why: str) -> None:
        totals = self.totals()
        keys = [tuple(totals[self.color_of(s)][k] for k in ("score", "islands", "bridges")) for s in (0, 1)]
        best = max(keys)
        winners = [s for s in (0, 1) if keys[s] == best]
        ranking = [1 + sum(1 for other in keys if other > mine) for mine in keys]
        parts = []
        for c in (LIGHT, DARK):
            groups = [e["score"] for e in self.clusters() if e["color"] == c and e["islands"]]
            sums = " + ".join(str(x) for x in groups) if len(groups) > 1 else ""
            parts.append(f"{COLOR_NAMES[c].capitalize()} {totals[c]['score']}"
                         + (f" ({sums})" if sums else "")
                         + f", {totals[c]['islands']} island{'s' if totals[c]['islands'] != 1 else ''}")
        tally = "; ".join(parts) + "."
        if len(winners) == 2:
            decided = "Points, islands and bridges are all equal: a draw."
        elif keys[0][0] != keys[1][0]:
            decided = ""
        elif keys[0][1] != keys[1][1]:
            decided = "Equal points: the most islands decides."
        else:
            decided = "Equal points and islands: the most bridges decides."
        reason = " ".join(x for x in (why, tally, decided) if x)
        self.say(reason)
        self.finish([totals[self.color_of(s)]["score"] for s in (0, 1)], winners, reason, ranking,
                    details=[self._score_words(self.color_of(s), totals) for s in (0, 1)])

    def _score_words(self, color: int, totals: dict) -> str:
        """How one colour scored: each group's points, then the tie-break counts."""
        groups = [e["score"] for e in self.clusters() if e["color"] == color and e["islands"]]
        n, b = totals[color]["islands"], totals[color]["bridges"]
        sums = "groups " + " + ".join(str(x) for x in groups) if groups else "no island"
        return f"{sums}; {n} island{'s' if n != 1 else ''}, {b} bridge{'s' if b != 1 else ''}"

    # ------------------------------------------------------------------ copies
    def clone(self) -> "PonteDelDiavolo":
        """A fast independent copy (bots clone on every search iteration)."""
        # the tuples inside groups are never changed; bridges, placed, last and the legal-move
        # cache are replaced, never changed in place: shared safely
        twin = self._twin("board", "group", "partner", "covered", "turns", "groups", "tiles_left")
        twin.open = [set(self.open[0]), set(self.open[1])]
        return twin

    # ------------------------------------------------------------------ why not
    def _why_illegal(self, seat: int, action: str) -> str | None:
        who = self.seat_name(seat)
        if self.phase == "choose":
            return ("Player 2 first chooses a colour: 'light' takes over the two light tiles, "
                    "'dark' leaves them to Player 1; dark then moves.")
        if action in ("light", "dark"):
            return "The colours are already settled: the pie-rule choice is made once, right after the opening."
        if action == "end":
            if self.placed:
                return "Finish your turn first: a turn of tiles is always two tiles."
            return (f"{who} can still place two tiles, so the game goes on: ending it is only allowed "
                    "when no two tiles fit.")
        c = self.color
        m = _TWO.match(action)
        if m:
            if self.phase == "opening":
                return "The opening is two light tiles; bridges come later."
            if self.placed:
                return "A turn is two tiles or one bridge: you have laid a tile, so lay the second one."
            if self.bridges_left == 0:
                return "All 15 bridges are built: none is left in the supply."
            a, b = SQUARES[m.group(1)], SQUARES[m.group(2)]
            problem = self._bridge_problem(a, b, c)
            if problem:
                return f"No bridge there: {problem}."
            return None
        sq = parse_square(action)
        if sq is None:
            return (f"{action!r} is not a Ponte del Diavolo action: a tile is a square like e5, a bridge its two "
                    "ends like e5-g6; also 'light' or 'dark' (the pie rule) and 'end'.")
        if self.tiles_left is not None and self.tiles_left[c] < 2 - len(self.placed):
            return f"{who} has no {COLOR_NAMES[c]} tiles left for a turn of two."
        problem = self._tile_problem(sq, c)
        name = NAMES[sq]
        reasons = {
            "occupied": f"{name} already holds a tile.",
            "bridge": f"{name} lies under a bridge: nothing may be built beneath one.",
            "big": f"A tile on {name} would join more than four {COLOR_NAMES[c]} tiles side by side; "
                   "an island is exactly four.",
            "island": f"{name} touches a {COLOR_NAMES[c]} island (sides or corners count), and an island "
                      "stands alone.",
            "touch": f"A tile on {name} would finish an island that touches another {COLOR_NAMES[c]} tile "
                     "at a corner, and an island stands alone.",
        }
        if problem:
            return reasons[problem]
        if not self.placed and not self._second_tile_exists(sq, c):
            return f"After a tile on {name} no second {COLOR_NAMES[c]} tile would fit, and a turn is two tiles."
        return None

    # ------------------------------------------------------------------ views and words
    def _view(self, seat: int | None) -> dict:
        tiles = {NAMES[sq]: COLOR_NAMES[c] for sq, c in enumerate(self.board) if c != EMPTY}
        bridges = [{"id": bridge_name(a, b), "ends": bridge_name(a, b).split("-"),
                    "over": [NAMES[m] for m in middles(a, b)], "color": COLOR_NAMES[self.board[a]]}
                   for a, b in self.bridges]
        clusters = self.clusters()
        groups = []
        scoring = []
        for k, entry in enumerate(clusters):
            for squares in entry["groups"]:
                groups.append({"squares": [NAMES[s] for s in squares], "color": COLOR_NAMES[entry["color"]],
                               "island": len(squares) == ISLAND, "cluster": k})
            if entry["islands"]:
                scoring.append({"cluster": k, "color": COLOR_NAMES[entry["color"]], "islands": entry["islands"],
                                "score": entry["score"],
                                "squares": [NAMES[s] for squares in entry["groups"] for s in squares]})
        totals = self.totals()
        return {
            "size": 10,
            "supply": self.opts["supply"],
            "phase": self.phase,
            "tiles": tiles,
            "bridges": bridges,
            "groups": groups,
            "scoring": scoring,
            "score": {COLOR_NAMES[c]: totals[c]["score"] for c in (LIGHT, DARK)},
            "islands": {COLOR_NAMES[c]: totals[c]["islands"] for c in (LIGHT, DARK)},
            "bridge_count": {COLOR_NAMES[c]: totals[c]["bridges"] for c in (LIGHT, DARK)},
            "seat_colors": [COLOR_NAMES[self.color_of(s)] for s in (0, 1)],
            "colors_chosen": self.phase == "play",
            "to_play": COLOR_NAMES[self.color] if self.phase != "choose" else None,
            "placed": [NAMES[s] for s in self.placed],
            "turns": {COLOR_NAMES[c]: self.turns[c] for c in (LIGHT, DARK)},
            "tiles_left": None if self.tiles_left is None else
            {COLOR_NAMES[c]: self.tiles_left[c] for c in (LIGHT, DARK)},
            "bridges_left": self.bridges_left,
            "under": sorted(NAMES[s] for s in range(CELLS) if self.covered[s]),
            "last": copy.deepcopy(self.last),
            "stuck": (self.phase == "play" and not self.over and not self.placed and not self.can_place_two()),
            "last_turn": self.closing is not None and not self.over,
        }

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (0,))[0]
        who = self.seat_name(seat)
        if action == "light":
            return "Player 2 takes over the light tiles; Player 1 plays dark and moves next."
        if action == "dark":
            return "Player 2 plays dark and moves next; the light tiles stay with Player 1."
        if action == "end":
            return f"{who} cannot place two tiles and chooses to build no bridge."
        m = _TWO.match(action)
        if m:
            a, b = SQUARES[m.group(1)], SQUARES[m.group(2)]
            kind = {"straight": "a straight", "diagonal": "a diagonal", "knight": "a knight's-move"}.get(
                shape_of(a, b) or "", "a")
            return f"{who} builds {kind} bridge from {NAMES[a]} to {NAMES[b]}."
        sq = parse_square(action)
        if sq is None:
            return f"{who} plays {action}."
        c = self.color
        tail = ""
        if self.board[sq] == EMPTY and len(self._group_after(sq, c)) == ISLAND:
            tail = ", completing an island"
        return f"{who} places a {COLOR_NAMES[c]} tile on {NAMES[sq]}{tail}."

    def label(self, action: str, seat: int | None = None) -> str:
        if action == "light":
            return "Take the light tiles"
        if action == "dark":
            return "Play dark (move next)"
        if action == "end":
            return "End the game (no bridge)"
        if "-" in action:
            return "Bridge " + action.replace("-", "–")
        return f"Tile {action}"

    def parts(self, action: str, seat: int) -> list[str]:
        if action in ("light", "dark", "end"):
            return []
        return [f"square:{s}" for s in action.split("-")]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat)
        if self.phase == "opening":
            which = "second" if self.placed else "first"
            return f"Player 1 places the {which} of two light tiles, anywhere on the board."
        if self.phase == "choose":
            return "Player 2 chooses: take over the light tiles, or play dark and move next."
        who = self.seat_name(self.seat_of(self.color))
        if self.closing is not None and not self.placed:
            if not self.can_place_two():
                return f"Light has stopped. {who}'s last turn: build a bridge, or end the game."
            return f"Light has stopped. {who}'s last turn: place two tiles, or build one bridge."
        if self.placed:
            return f"{who} places a second tile (a turn is two tiles or one bridge)."
        if not self.can_place_two():
            return f"{who} cannot place two tiles: build a bridge, or end the game."
        return f"{who} to move: place two tiles, or build one bridge between two of your tiles."

    # ------------------------------------------------------------------ bots and checks
    def heuristic(self, seat: int) -> float:
        return strategy.evaluate(self, seat)

    @classmethod
    def extra_bots(cls) -> dict:
        return strategy.bot_levels()

    def check_invariants(self) -> None:
        board = self.board
        assert len(board) == CELLS and all(c in (EMPTY, LIGHT, DARK) for c in board)
        # groups are exactly the orthogonally connected same-colour components, never above four
        seen = set()
        for sq in range(CELLS):
            if board[sq] == EMPTY:
                assert self.group[sq] == -1 or self.group[sq] not in self.groups
                continue
            if sq in seen:
                continue
            comp, stack = {sq}, [sq]
            while stack:
                t = stack.pop()
                for n in ORTH[t]:
                    if board[n] == board[sq] and n not in comp:
                        comp.add(n)
                        stack.append(n)
            seen |= comp
            assert tuple(sorted(comp)) == self.groups[self.group[sq]], f"group of {NAMES[sq]} is stale"
            assert len(comp) <= ISLAND, f"a group of {len(comp)} tiles at {NAMES[sq]}"
            if len(comp) == ISLAND:
                assert not self._touching(tuple(comp)), f"the island at {NAMES[sq]} touches its colour"
        assert len(self.groups) == len({self.group[s] for s in range(CELLS) if board[s] != EMPTY})
        # bridges: same-colour ends, right shape, water beneath, one per tile, no crossings
        covered = [0] * CELLS
        ends = set()
        for i, (a, b) in enumerate(self.bridges):
            assert board[a] != EMPTY and board[a] == board[b] and shape_of(a, b)
            assert a not in ends and b not in ends and self.partner[a] == b and self.partner[b] == a
            ends |= {a, b}
            for m in middles(a, b):
                assert board[m] == EMPTY, f"a tile under the bridge {bridge_name(a, b)}"
                covered[m] += 1
            for other in self.bridges[:i]:
                assert not crosses((a, b), other)
        assert covered == self.covered
        for c in (LIGHT, DARK):      # the open squares kept up to date tile by tile are the true ones
            assert self.open[c] == {sq for sq in range(CELLS) if self._tile_problem(sq, c) is None}
        assert sum(1 for p in self.partner if p != -1) == 2 * len(self.bridges)
        if self.tiles_left is not None:
            for c in (LIGHT, DARK):
                assert self.tiles_left[c] >= 0 and board.count(c) + self.tiles_left[c] == self.stock[c]
            assert self.bridges_left >= 0 and self.bridges_left + len(self.bridges) == self.stock[2]
        # turns: light's opening comes first, so dark is a turn behind exactly when it is to move
        assert len(self.placed) <= 1 and all(board[s] == self.color for s in self.placed)
        if self.phase == "opening":
            assert self.turns == [0, 0] and board.count(DARK) == 0
        elif self.phase == "choose":
            assert self.turns == [1, 0] and board.count(LIGHT) == 2 and board.count(DARK) == 0
        elif not self.over:
            assert self.turns[LIGHT] == self.turns[DARK] + (1 if self.color == DARK else 0), self.turns
            assert self.closing is None or self.color == DARK
            assert self._legal(self.seat_of(self.color))
        if self.over:
            assert self.phase == "play" and not self.placed
            totals = self.totals()
            assert self.outcome["scores"] == [totals[self.color_of(s)]["score"] for s in (0, 1)]
            assert self.turns[DARK] in (self.turns[LIGHT], self.turns[LIGHT] - 1)
