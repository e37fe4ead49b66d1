"""The rules model of GIPF (see the package docstring for the notation)."""

from __future__ import annotations

import copy
import re
from operator import itemgetter

from ...engine import Game, Option, OptionError, register
from .board import DOTS, LINES, NAMES, POINTS, PUSH_BY_NAME, PUSH_LINE, PUSHES, START, point_key
from . import strategy

# Piece codes on the board list: 0 = empty; colour c's single = 2c + 1, GIPF piece = 2c + 2.
EMPTY = 0


def piece(color: int, gipf: bool) -> int:
    return 2 * color + (2 if gipf else 1)


def color_of(code: int) -> int:
    return (code - 1) >> 1


def is_gipf(code: int) -> bool:
    return code != EMPTY and code % 2 == 0


#: pieces each side owns, per rule set (a GIPF piece is two of them).
TOTAL = {"basic": 15, "standard": 18, "tournament": 18}

_PUSH_RE = re.compile(r"^(g\s*)?([a-i][1-9])\s*(?:-|>|–|→|\s)?\s*([a-i][1-9])$")
_ROW_RE = re.compile(r"^(?:x|take)\s*([a-i][1-9])\s*(?:-|–|\s)?\s*([a-i][1-9])$")
_GIPF_RE = re.compile(r"^(keep|k|remove|r|rm)\s*([a-i][1-9])$")


#: the rows of each board seen lately, by board (positions come back often in a search; bounded)
_ROWS: dict[tuple, tuple] = {}
_ROWS_KEPT = 20_000
#: the pieces along each line, read off a board in one call
_LINE_READERS = tuple(itemgetter(*line) for line in LINES)
#: every line one after the other, an empty point (index 37, past the board) between two lines
_ALL_LINES = itemgetter(*[q for line in LINES for q in (*line, len(NAMES))])
#: piece code -> 1 + its colour (0 stays empty), and four in a row of each colour in that code
_COLOUR_OF_CODE = bytes([0, 1, 1, 2, 2]) + bytes(251)
_FOURS = (b"\x01\x01\x01\x01", b"\x02\x02\x02\x02")


def find_rows(board: list[int], owner: int | None = None) -> list[tuple[int, tuple[int, ...]]]:
    """Every four-in-a-row on the board as (owner, extent).

    The extent is the whole unbroken run of pieces (any colour) along that
    line that holds the four: it is what gets taken. A line has at most seven
    points, so one run holds at most one row.
    """
    key = tuple(board)
    rows = _ROWS.get(key)
    if rows is None:
        if len(_ROWS) >= _ROWS_KEPT:
            _ROWS.clear()
        rows = _ROWS[key] = _scan_rows(key)
    if owner is None:
        return list(rows)
    return [row for row in rows if row[0] == owner]


def _scan_rows(board: tuple) -> tuple:
    colours = bytes(_ALL_LINES(board + (EMPTY,))).translate(_COLOUR_OF_CODE)
    if _FOURS[0] not in colours and _FOURS[1] not in colours:
        return ()                 # no four of one colour in a row anywhere: the common case
    rows = []
    for line, read in zip(LINES, _LINE_READERS):
        codes = read(board)
        n = len(codes)
        if n - codes.count(EMPTY) < 4:
            continue              # fewer than four pieces on this line: no row here
        i = 0
        while i < n:
            if codes[i] == EMPTY:
                i += 1
                continue
            j = i
            while j < n and codes[j] != EMPTY:
                j += 1
            if j - i >= 4:
                same, prev, found = 0, -1, None
                for q in range(i, j):
                    col = (codes[q] - 1) >> 1
                    same = same + 1 if col == prev else 1
                    prev = col
                    if same >= 4:
                        found = col
                        break
                if found is not None:
                    rows.append((found, line[i:j]))
            i = j
    return tuple(rows)


PUSH_NAMES = tuple(f"{dot}-{pt}" for dot, pt, _ in PUSHES)


def row_id(extent: tuple[int, ...]) -> str:
    return f"{NAMES[extent[0]]}-{NAMES[extent[-1]]}"


@register
class Gipf(Game):
    name = "gipf"
    title = "GIPF"
    tagline = "Abstract duel: push pieces in from the rim and line up four."
    minutes = 30
    weight = "strategy"
    blurb = "Push pieces in from the rim and line up four to take them back, capturing what extends your row."
    min_players = 2
    max_players = 2
    seat_names = ("White", "Black")
    colors = ("#f1ede2", "#2b2b2b")
    _score_cache: tuple | None = None   # strategy.evaluate's memo of the last position it scored
    options = (
        Option("variant", ("basic", "standard", "tournament"), "standard", "Rules",
               "basic: three single pieces each to start; standard: three GIPF pieces each; "
               "tournament: an empty board, GIPF pieces entered by the players."),
    )

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        variant = self.opts["variant"]
        self.variant = variant
        self.total = TOTAL[variant]
        self.board = [EMPTY] * len(NAMES)
        if variant != "tournament":
            for color in (0, 1):
                for name in START[color]:
                    self.board[POINTS[name]] = piece(color, variant == "standard")
        on_board = [sum(self._weight(c) for c in self.board if c and color_of(c) == s) for s in (0, 1)]
        self.reserve = [self.total - on_board[0], self.total - on_board[1]]
        self.captured = [0, 0]          # opposing pieces each seat has captured
        self.turn = 0                   # the seat whose push this turn is
        self.queue: list[int] = []      # seats that still have rows to take this turn, in order
        self.taking: dict | None = None  # the row being taken and the GIPF decisions so far
        self.pass_after_rows = True     # False while clearing rows that were there before a push
        # tournament: has the seat entered a GIPF piece / a single piece yet?
        self.entered_gipf = [variant == "standard"] * 2
        self.entered_single = [variant != "tournament"] * 2
        self.last: dict | None = None

    @staticmethod
    def _weight(code: int) -> int:
        return 2 if is_gipf(code) else 1

    def _set_position(self, position: dict) -> None:
        """Start from ``position`` (see the package docstring for the keys)."""
        if not isinstance(position, dict):
            raise OptionError("A GIPF position is a dict with keys like 'white', 'black', 'reserve'.")
        known = {"white", "black", "reserve", "captured", "to_move", "entered_gipf", "entered_single"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A GIPF position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        self.board = [EMPTY] * len(NAMES)
        for color, key in ((0, "white"), (1, "black")):
            text = position.get(key, "")
            if not isinstance(text, str):
                raise OptionError(f"Position {key!r} must be a text of points like 'e5 Gd4'.")
            for token in text.replace(",", " ").split():
                gipf = len(token) == 3 and token[0] in "Gg" and token[1].isalpha()   # "Gg3" vs "g3"
                name = token[1:].lower() if gipf else token.lower()
                if name not in POINTS:
                    raise OptionError(f"{token!r} in {key!r} is not a point of the play area.")
                if self.board[POINTS[name]]:
                    raise OptionError(f"Point {name} is given twice in the position.")
                if gipf and self.variant == "basic":
                    raise OptionError("The basic rules have no GIPF pieces: drop the G prefix.")
                self.board[POINTS[name]] = piece(color, gipf)
        on_board = [sum(self._weight(c) for c in self.board if c and color_of(c) == s) for s in (0, 1)]
        captured = self._pair(position, "captured", None)
        reserve = self._pair(position, "reserve", None)
        if captured is None:
            captured = [0, 0] if reserve is None else [self.total - on_board[1] - reserve[1],
                                                       self.total - on_board[0] - reserve[0]]
        if reserve is None:
            reserve = [self.total - on_board[s] - captured[1 - s] for s in (0, 1)]
        for s in (0, 1):
            if min(reserve[s], captured[1 - s]) < 0 or on_board[s] + reserve[s] + captured[1 - s] != self.total:
                raise OptionError(
                    f"{self.seat_name(s)}'s pieces do not add up: {on_board[s]} on the board, {reserve[s]} in "
                    f"reserve and {captured[1 - s]} captured should make {self.total}.")
        self.reserve, self.captured = list(reserve), list(captured)
        to_move = position.get("to_move", 0)
        if to_move not in (0, 1) or isinstance(to_move, bool):
            raise OptionError("Position 'to_move' must be 0 (White) or 1 (Black).")
        self.turn = to_move
        gipfs = [self.gipf_count(s) for s in (0, 1)]
        singles = [any(c == piece(s, False) for c in self.board) for s in (0, 1)]
        if self.variant == "tournament":
            self.entered_single = self._flags(position, "entered_single", singles)
            self.entered_gipf = self._flags(position, "entered_gipf",
                                            [gipfs[s] > 0 or self.entered_single[s] for s in (0, 1)])
        for s in (0, 1):
            if self.variant == "tournament" and self.entered_single[s] and not self.entered_gipf[s]:
                raise OptionError(f"{self.seat_name(s)} cannot have entered a single piece before a GIPF piece: "
                                  "the first push of the tournament game is a GIPF piece.")
            if self.variant == "tournament" and not self.entered_gipf[s] and self.reserve[s] < 2:
                raise OptionError(f"{self.seat_name(s)} must still enter a GIPF piece but has fewer than two "
                                  "pieces in reserve.")
            if self.entered_gipf[s] and self.variant != "basic" and gipfs[s] == 0 and not find_rows(self.board):
                raise OptionError(f"{self.seat_name(s)} has no GIPF piece on the board: that game is already lost.")
        self.last = None
        self._begin_turn()

    @staticmethod
    def _pair(position: dict, key: str, default):
        value = position.get(key, default)
        if value is default:
            return default
        if (not isinstance(value, (list, tuple)) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            raise OptionError(f"Position {key!r} must be two whole numbers, [White, Black].")
        return list(value)

    @staticmethod
    def _flags(position: dict, key: str, default: list) -> list:
        value = position.get(key, default)
        if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(isinstance(v, bool) for v in value):
            raise OptionError(f"Position {key!r} must be two booleans, [White, Black].")
        return list(value)

    # ------------------------------------------------------------------ queries
    def gipf_count(self, seat: int) -> int:
        return self.board.count(piece(seat, True))

    @property
    def phase(self) -> str:
        return "remove" if self.queue else "push"

    def may_enter_gipf(self, seat: int) -> bool:
        return self.variant == "tournament" and not self.entered_single[seat] and self.reserve[seat] >= 2

    def must_enter_gipf(self, seat: int) -> bool:
        return self.variant == "tournament" and not self.entered_gipf[seat]

    def pending_gipf(self) -> int | None:
        """The GIPF piece whose fate the row's owner must decide now, if any."""
        t = self.taking
        if t is None:
            return None
        done = len(t["keep"]) + len(t["remove"])
        return t["gipfs"][done] if done < len(t["gipfs"]) else None

    def _keep_allowed(self) -> bool:
        # A row of nothing but GIPF pieces must lose at least one, or taking it would change nothing.
        t = self.taking
        last_one = len(t["keep"]) + len(t["remove"]) == len(t["gipfs"]) - 1
        return not (last_one and not t["remove"] and len(t["gipfs"]) == len(t["row"]))

    def _choosable_rows(self) -> list[tuple[int, ...]]:
        return [extent for _, extent in find_rows(self.board, self.queue[0])]

    # ------------------------------------------------------------------ legal actions
    def _to_move(self) -> tuple:
        return (self.queue[0],) if self.queue else (self.turn,)

    def _legal(self, seat: int) -> list[str]:
        if self.queue:
            p = self.pending_gipf()
            if p is not None:
                return ([f"keep {NAMES[p]}"] if self._keep_allowed() else []) + [f"remove {NAMES[p]}"]
            return [f"x {row_id(r)}" for r in self._choosable_rows()]
        board = self.board
        open_lines = [EMPTY in read(board) for read in _LINE_READERS]
        free = [name for name, line_id in zip(PUSH_NAMES, PUSH_LINE) if open_lines[line_id]]
        if self.variant != "tournament":
            return free
        gipf = ["G" + a for a in free] if self.may_enter_gipf(seat) else []
        return gipf if self.must_enter_gipf(seat) else gipf + free

    def _parse(self, text: str) -> str:
        s = " ".join(text.strip().lower().split())
        m = _PUSH_RE.match(s)
        if m:
            return ("G" if m.group(1) else "") + f"{m.group(2)}-{m.group(3)}"
        m = _ROW_RE.match(s)
        if m:
            ends = sorted((m.group(1), m.group(2)), key=point_key)
            return f"x {ends[0]}-{ends[1]}"
        m = _GIPF_RE.match(s)
        if m:
            return ("keep " if m.group(1) in ("keep", "k") else "remove ") + m.group(2)
        return s

    def _why_illegal(self, seat: int, action: str) -> str | None:
        who = self.seat_name(seat)
        m = _PUSH_RE.match(action.lower())
        if m:
            if self.queue:
                return self._waiting_reason()
            dot, pt, gipf = m.group(2), m.group(3), bool(m.group(1))
            if dot not in DOTS:
                return f"{dot} is not an outer dot: a piece enters from one of the 24 dots around the play area."
            if (dot, pt) not in PUSH_BY_NAME:
                return f"{pt} is not a point next to the dot {dot}: a piece moves one step from its dot onto the board."
            if all(self.board[q] != EMPTY for q in PUSH_BY_NAME[dot, pt]):
                return (f"That line is full: pushing from {dot} onto {pt} would shove a piece off the board, "
                        "and a push needs an empty point ahead.")
            if gipf and self.variant != "tournament":
                return "GIPF pieces can be entered only in the tournament rules; here every push brings a single piece."
            if gipf and self.entered_single[seat]:
                return f"{who} has already entered a single piece, so no more GIPF pieces may come in."
            if gipf and self.reserve[seat] < 2:
                return f"A GIPF piece takes two pieces from the reserve and {who} has only {self.reserve[seat]}."
            if not gipf and self.must_enter_gipf(seat):
                return f"{who}'s first piece must be a GIPF piece: write G{dot}-{pt}."
            return None
        if action.startswith("x "):
            if not self.queue:
                return "There is no row to take now: it is time to push a piece."
            if self.pending_gipf() is not None:
                return f"First decide about the GIPF piece on {NAMES[self.pending_gipf()]}: keep it or remove it."
            ids = [row_id(r) for r in self._choosable_rows()]
            return f"{action[2:]} is not one of the rows to take: choose one of {', '.join(ids)}."
        if action.startswith(("keep ", "remove ")):
            p = self.pending_gipf()
            if p is None:
                return "No GIPF piece is waiting for a decision now."
            if NAMES[p] != action.split()[1]:
                return f"The GIPF piece being decided is the one on {NAMES[p]}, not {action.split()[1]}."
            if action.startswith("keep"):
                return "Every piece of this row is a GIPF piece, so at least one of them must leave the board."
            return None
        return (f"{action!r} is not a GIPF action: a push reads like a1-b2 (dot, then point; Ga1-b2 for a GIPF "
                "piece), a row to take like x e2-e8, a GIPF piece's fate like keep e5 or remove e5.")

    def _waiting_reason(self) -> str:
        owner = self.seat_name(self.queue[0])
        p = self.pending_gipf()
        if p is not None:
            return f"Before the next push, {owner} must decide whether the GIPF piece on {NAMES[p]} stays or goes."
        return f"Before the next push, {owner} must choose which row to take."

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: str) -> None:
        if action.startswith("x "):
            extent = next(r for r in self._choosable_rows() if row_id(r) == action[2:])
            self._start_taking(seat, extent)
        elif action.startswith("keep "):
            self.taking["keep"].append(POINTS[action[5:]])
        elif action.startswith("remove "):
            self.taking["remove"].append(POINTS[action[7:]])
        else:
            self._push(seat, action)
            self.queue = [seat, 1 - seat]
            self.pass_after_rows = True
        self._settle()

    def _push(self, seat: int, action: str) -> None:
        gipf = action[0] == "G"
        dot, pt = (action[1:] if gipf else action).split("-")
        line = PUSH_BY_NAME[dot, pt]
        board = self.board
        end = next(i for i, q in enumerate(line) if board[q] == EMPTY)
        for i in range(end, 0, -1):      # shift the unbroken run one step along the line
            board[line[i]] = board[line[i - 1]]
        board[line[0]] = piece(seat, gipf)
        self.reserve[seat] -= 2 if gipf else 1
        if gipf:
            self.entered_gipf[seat] = True
        else:
            self.entered_single[seat] = True
        self.last = {"seat": seat, "action": action, "moved": [NAMES[q] for q in line[:end + 1]], "removed": []}

    def _start_taking(self, owner: int, extent: tuple[int, ...]) -> None:
        gipfs = [p for p in extent if is_gipf(self.board[p])]
        self.taking = {"owner": owner, "row": extent, "gipfs": gipfs, "keep": [], "remove": []}

    def _settle(self) -> None:
        """Take every row that needs no decision; stop at the next decision or at the next push."""
        while self.queue:
            owner = self.queue[0]
            if self.taking is not None:
                if self.pending_gipf() is not None:
                    return
                self._take_row()
                continue
            rows = [extent for _, extent in find_rows(self.board, owner)]
            if not rows:
                self.queue.pop(0)
                continue
            sets = [set(r) for r in rows]
            alone = [r for i, r in enumerate(rows)
                     if not any(sets[i] & sets[j] for j in range(len(rows)) if j != i)]
            if not alone:
                return            # crossing rows: the owner chooses which to take
            self._start_taking(owner, alone[0])
        self._end_turn()

    def _take_row(self) -> None:
        t, board = self.taking, self.board
        owner = t["owner"]
        back = taken = 0
        for p in t["row"]:
            code = board[p]
            if p in t["keep"]:
                continue
            n = self._weight(code)
            if color_of(code) == owner:
                self.reserve[owner] += n
                back += n
            else:
                self.captured[owner] += n
                taken += n
            board[p] = EMPTY
            if self.last is not None:
                self.last["removed"].append(NAMES[p])
        self.taking = None
        if not self.quiet:
            kept = ""
            if t["keep"]:
                kept = f", keeping the GIPF piece{'s' if len(t['keep']) > 1 else ''} on " + \
                    ", ".join(NAMES[p] for p in t["keep"])
            self.say(f"{self.seat_name(owner)} takes the row {row_id(t['row'])}: {back} back to the reserve, "
                     f"{taken} captured{kept}.", seat=owner)

    def _end_turn(self) -> None:
        """All rows are taken: check for a lost GIPF potential, then hand over the push."""
        if self.variant != "basic":
            lost = [s for s in (0, 1) if self.entered_gipf[s] and self.gipf_count(s) == 0]
            if lost:
                # Both lost their last GIPF piece in one turn: the pusher made that happen, so the pusher wins.
                winner = self.turn if len(lost) == 2 else 1 - lost[0]
                reason = (f"{self.seat_name(1 - winner)} has no GIPF piece left on the board." if len(lost) == 1 else
                          f"Both sides lost their last GIPF piece in the same turn; "
                          f"{self.seat_name(winner)} pushed, so {self.seat_name(winner)} wins.")
                self.finish([1 if s == winner else 0 for s in (0, 1)], [winner], reason)
                return
        if self.pass_after_rows:
            self.turn = 1 - self.turn
        self._begin_turn()

    def _begin_turn(self) -> None:
        if find_rows(self.board):
            # Rows left from a set-up position are taken before the push (the pusher's first).
            self.queue = [self.turn, 1 - self.turn]
            self.pass_after_rows = False
            self._settle()
            return
        self.pass_after_rows = True
        if self.reserve[self.turn] == 0:
            winner = 1 - self.turn
            self.finish([1 if s == winner else 0 for s in (0, 1)], [winner],
                        f"{self.seat_name(self.turn)} must push but has no piece left in reserve.")

    # ------------------------------------------------------------------ copies
    def clone(self) -> "Gipf":
        """A fast independent copy (bots clone on every search iteration)."""
        twin = self._twin("board", "reserve", "captured", "queue", "entered_gipf", "entered_single")
        if self.taking is not None:
            t = self.taking
            twin.taking = {**t, "keep": t["keep"][:], "remove": t["remove"][:]}
        if self.last is not None:
            twin.last = {**self.last, "moved": self.last["moved"][:], "removed": self.last["removed"][:]}
        return twin

    # ------------------------------------------------------------------ views and words
    def _view(self, seat: int | None) -> dict:
        board = {NAMES[p]: {"color": color_of(c), "gipf": is_gipf(c)} for p, c in enumerate(self.board) if c}
        rows = []
        if self.queue:
            rows = [{"id": row_id(r), "points": [NAMES[p] for p in r], "owner": o} for o, r in find_rows(self.board)]
        p = self.pending_gipf()
        last = copy.deepcopy(self.last)
        return {
            "variant": self.variant,
            "board": board,
            "reserve": list(self.reserve),
            "captured": list(self.captured),
            "gipf_on_board": [self.gipf_count(0), self.gipf_count(1)],
            "phase": self.phase,
            "rows": rows,
            "deciding": {"gipf": NAMES[p]} if p is not None else None,
            "last": last,
            # added keys: the row being taken now, and who may still enter GIPF pieces (tournament)
            "taking": row_id(self.taking["row"]) if self.taking else None,
            "gipf_allowed": [self.may_enter_gipf(0), self.may_enter_gipf(1)],
        }

    def describe(self, action: str, seat: int | None = None) -> str:
        seat = seat if seat is not None else (self.to_move or (self.turn,))[0]
        who = self.seat_name(seat)
        m = _PUSH_RE.match(action.lower())
        if m and (m.group(2), m.group(3)) in PUSH_BY_NAME:
            line = PUSH_BY_NAME[m.group(2), m.group(3)]
            what = "a GIPF piece" if m.group(1) else "a piece"
            shifted = next((i for i, q in enumerate(line) if self.board[q] == EMPTY), 0)
            tail = "" if not shifted else f", shifting {shifted} piece{'s' if shifted > 1 else ''} along the line"
            return f"{who} enters {what} at {m.group(2)} and pushes it onto {m.group(3)}{tail}."
        if action.startswith("x "):
            return f"{who} chooses to take the row {action[2:]} first."
        if action.startswith(("keep ", "remove ")):
            verb, name = action.split()
            code = self.board[POINTS[name]] if name in POINTS else EMPTY
            whose = "their own" if code and color_of(code) == seat else f"{self.seat_name(1 - seat)}'s"
            if verb == "keep":
                return f"{who} leaves {whose} GIPF piece on {name} standing on the board."
            fate = "two pieces back to the reserve" if whose == "their own" else "two captured pieces"
            return f"{who} takes {whose} GIPF piece on {name} off the board: {fate}."
        return f"{who} plays {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        if action.startswith("x "):
            return f"Take {action[2:]}"
        if action.startswith("keep "):
            return f"Keep {action[5:]}"
        if action.startswith("remove "):
            return f"Remove {action[7:]}"
        if action.startswith("G"):
            return f"GIPF {action[1:].replace('-', ' → ')}"
        return action.replace("-", " → ")

    def parts(self, action: str, seat: int) -> list[str]:
        if action.startswith("x "):
            return [f"row:{action[2:]}"]
        if action.startswith(("keep ", "remove ")):
            return []
        if action.startswith("G"):
            dot, pt = action[1:].split("-")
            return ["reserve:gipf", f"dot:{dot}", f"pt:{pt}"]
        dot, pt = action.split("-")
        return [f"dot:{dot}", f"pt:{pt}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return super().status(seat) + " " + self.outcome["reason"]
        if self.queue:
            owner = self.seat_name(self.queue[0])
            p = self.pending_gipf()
            if p is not None:
                return (f"{owner} is taking the row {row_id(self.taking['row'])}: keep the GIPF piece on "
                        f"{NAMES[p]} on the board, or remove it?")
            return f"{owner} has crossing rows of four: choose which row to take first."
        who = self.seat_name(self.turn)
        if self.must_enter_gipf(self.turn):
            return f"{who} to push: the first piece must be a GIPF piece (a double piece) from an outer dot."
        return f"{who} to push: pick an outer dot, then the point to push onto ({self.reserve[self.turn]} in reserve)."

    # ------------------------------------------------------------------ bots and checks
    def heuristic(self, seat: int) -> float:
        return strategy.evaluate(self, seat)

    @classmethod
    def extra_bots(cls) -> dict:
        return strategy.bot_levels()

    def check_invariants(self) -> None:
        board = self.board
        assert len(board) == 37 and all(c in (0, 1, 2, 3, 4) for c in board)
        for s in (0, 1):
            on = sum(self._weight(c) for c in board if c and color_of(c) == s)
            assert self.reserve[s] >= 0 and self.captured[1 - s] >= 0
            assert on + self.reserve[s] + self.captured[1 - s] == self.total, \
                f"{self.seat_name(s)}: {on} on board + {self.reserve[s]} reserve + {self.captured[1 - s]} captured"
            if self.variant == "basic":
                assert self.gipf_count(s) == 0
            if self.gipf_count(s):
                assert self.entered_gipf[s]
        if self.variant != "tournament":
            assert all(self.entered_single)
        if self.over:
            assert not self.to_move
            return
        assert self.turn in (0, 1)
        if self.queue:
            assert self.queue[0] in (0, 1) and len(self.queue) <= 2
            if self.taking is not None:
                assert self.taking["owner"] == self.queue[0] and self.pending_gipf() is not None
            else:
                assert len(find_rows(board, self.queue[0])) >= 2, "a row choice needs crossing rows"
            assert self._legal(self.queue[0])
        else:
            assert self.taking is None
            assert not find_rows(board), "rows must all be taken before the next push"
            assert self.reserve[self.turn] >= 1
            assert self._legal(self.turn)
            if self.variant != "basic":
                for s in (0, 1):
                    assert self.gipf_count(s) or not self.entered_gipf[s], "a side without GIPF pieces has lost"
