"""The rules model of River Valley Glassworks (the notation is in the package docstring)."""

from __future__ import annotations

import copy
import re
from collections import Counter

from ...engine import Game, OptionError, Rng, register
from . import strategy
from .data import (COLOR_NAMES, COLOR_ORDER, COLUMN_POINTS, COLUMNS, END_AT, GLASS, LAKE_DRAW, LAKE_SIZE,
                   OVERFLOW_PENALTY, PIECE_ORDER, ROW_POINTS, ROWS, SATCHEL_MAX, SATCHEL_START, SHAPE_NAMES,
                   SHAPES, STONES, TOP_UP, colors_in_play, piece_name, supply)
from .scoring import score_breakdown

_PIECE = r"([a-z])([a-z])"
_SINGLE = re.compile(rf"^{_PIECE}>([a-z])$")
_WILD = re.compile(rf"^{_PIECE}\+{_PIECE}@([a-z])>([a-z])$")
_COLOR_WORDS = {name.replace(" ", ""): code for code, name in COLOR_NAMES.items()}


def _sorted(pieces) -> list[str]:
    return sorted(pieces, key=PIECE_ORDER.__getitem__)


def _a(code: str) -> str:
    """'a white circle', 'an orange moon'."""
    name = piece_name(code)
    return f"an {name}" if name[0] in "aeiou" else f"a {name}"


def _listing(pieces) -> str:
    """'2 white circles and a purple heart' style list of pieces."""
    counts = Counter(pieces)
    words = []
    for code in _sorted(counts):
        n = counts[code]
        words.append(_a(code) if n == 1 else f"{n} {piece_name(code)}s")
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@register
class RiverValleyGlassworks(Game):
    name = "river_valley_glassworks"
    title = "River Valley Glassworks"
    tagline = "Collect glass from a river to fill the rows and columns of your works."
    minutes = 30
    weight = "family"
    designed_components = True
    static_keys = ('palette', 'rules', 'shapes')
    blurb = ("Drop a piece of glass into the river to fish out a neighbouring stretch, and fill the "
             "columns of your glassworks colour by colour, without taking more than fits.")
    min_players = 2
    max_players = 5
    options = ()
    seat_names = ("Otter", "Fox", "Badger", "Heron", "Beaver")
    colors = ("#9a6a3c", "#d9622b", "#5d6d7e", "#3a9d8f", "#b8860b")
    # Nothing is private to one seat: satchels lie open; only the order of the bag is unknown to all.
    hidden_information = False
    bot_levels = ("random", "greedy", "mcts")
    default_bot = "mcts"

    @classmethod
    def extra_bots(cls) -> dict:
        return strategy.bot_levels()

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        self.palette = colors_in_play(self.players)
        self.total = len(supply(self.players))
        self.bag = supply(self.players)
        self.river = list(SHAPES)
        self.rng.shuffle(self.river)
        self.on = {s: [] for s in SHAPES}
        self.lake: list[str] = []
        self.satchel = [[] for _ in range(self.players)]
        self.columns = [[] for _ in range(self.players)]   # columns in use, left to right; each a list of pieces
        self.overflow = [[] for _ in range(self.players)]
        self.turn = 0
        self.phase = "turn"           # "turn", "order" (new colours to place) or "drop" (satchel too full)
        self.pending: list[str] = []  # collected pieces of new colours waiting for their columns
        self.collected: str | None = None   # the segment emptied this turn (moved and refilled at the end)
        self.last_stage = False
        self.turns_left: int | None = None  # turns still to play after the current one, in the last stage
        self.last: dict | None = None
        for shape in self.river:
            self.on[shape] = self._draw(STONES[shape])
        self.lake = self._draw(LAKE_SIZE)
        for seat in range(self.players):
            self.satchel[seat] = self._draw(SATCHEL_START)

    def _draw(self, n: int) -> list[str]:
        """Up to ``n`` random pieces from the bag (fewer when it runs dry)."""
        bag, out = self.bag, []
        for _ in range(n):
            if not bag:
                break
            i = self.rng.randint(0, len(bag) - 1)
            bag[i], bag[-1] = bag[-1], bag[i]
            out.append(bag.pop())
        return out

    def _set_position(self, position: dict) -> None:
        """Start from ``position`` (keys in the package docstring); keys left out are dealt at random."""
        if not isinstance(position, dict):
            raise OptionError("A position is a dict with keys like 'river', 'lake', 'satchels' and 'columns'.")
        known = {"river", "lake", "satchels", "columns", "overflow", "turn", "last_stage", "turns_left"}
        unknown = sorted(set(position) - known)
        if unknown:
            raise OptionError(f"A position has no key {unknown[0]!r} (known: {', '.join(sorted(known))}).")
        n = self.players
        bag = Counter(supply(n))

        def take(text, where: str) -> list[str]:
            if not isinstance(text, str):
                raise OptionError(f"Position {where} must be a text of pieces like 'wC pH', not {text!r}.")
            out = []
            for token in text.replace(",", " ").split():
                m = re.fullmatch(r"([a-zA-Z])([a-zA-Z])(\d*)", token)
                if not m or m.group(3):
                    # a colour and a count ('w3'): any pieces of that colour
                    cm = re.fullmatch(r"([a-zA-Z])(\d+)", token)
                    if not cm or cm.group(1).lower() not in COLOR_NAMES:
                        raise OptionError(f"{token!r} in {where} is not a piece like 'wC' (colour letter, shape "
                                          "letter) or a colour and a count like 'w3'.")
                    out.extend(take_color(cm.group(1).lower(), int(cm.group(2)), where))
                    continue
                code = m.group(1).lower() + m.group(2).upper()
                if code[0] not in COLOR_NAMES or code[1] not in SHAPES:
                    raise OptionError(f"{token!r} in {where} is not a piece: colours are {''.join(COLOR_ORDER)}, "
                                      f"shapes {''.join(SHAPES)}.")
                if bag[code] <= 0:
                    raise OptionError(f"{where} asks for more {piece_name(code)}s than the game has.")
                bag[code] -= 1
                out.append(code)
            return out

        deferred: list[tuple[list, str, int, str]] = []

        def take_color(color: str, count: int, where: str) -> list[str]:
            """Any ``count`` pieces of ``color``: chosen once every named piece has been taken."""
            out: list[str] = []
            deferred.append((out, color, count, where))
            return out

        def resolve() -> None:
            for out, color, count, where in deferred:
                for _ in range(count):
                    # the shape with the most pieces left, so that named pieces stay available
                    left = [(bag[color + s], -i, color + s) for i, s in enumerate(SHAPES) if bag[color + s] > 0]
                    if not left:
                        raise OptionError(f"{where} asks for more {COLOR_NAMES[color]} glass than the game has.")
                    code = max(left)[2]
                    bag[code] -= 1
                    out.append(code)

        def per_seat(key: str) -> list | None:
            value = position.get(key)
            if value is None:
                return None
            if not isinstance(value, list) or len(value) != n:
                raise OptionError(f"Position {key!r} must list one entry per player ({n}).")
            return value

        river = position.get("river")
        if river is not None:
            if not isinstance(river, list) or len(river) != len(SHAPES) or not all(isinstance(t, str) for t in river):
                raise OptionError("Position 'river' lists the six segments from the start of the river to the lake, "
                                  "each as a text like 'C: wC pH' (its shape, then the pieces on it).")
            order, on = [], {}
            for text in river:
                shape, _, pieces = text.partition(":")
                shape = shape.strip().upper()
                if shape not in SHAPES or shape in order:
                    raise OptionError(f"River segment {text!r} must start with a shape letter ({''.join(SHAPES)}), "
                                      "each shape once.")
                order.append(shape)
                on[shape] = take(pieces, f"river segment {shape}")
            self.river, self.on = order, on
        columns = per_seat("columns")
        if columns is not None:
            self.columns = []
            for seat, text in enumerate(columns):
                cols, seen = [], set()
                for token in str(text).split() if isinstance(text, str) else [None]:
                    m = re.fullmatch(r"([a-zA-Z])(\d)", token or "")
                    if not m or m.group(1).lower() not in COLOR_NAMES or not 1 <= int(m.group(2)) <= ROWS:
                        raise OptionError(f"Position 'columns' of seat {seat}: {token!r} should be a colour and a "
                                          f"height from 1 to {ROWS}, like 'w3'.")
                    if m.group(1).lower() in seen:
                        raise OptionError(f"Position 'columns' of seat {seat}: each colour has one column only.")
                    seen.add(m.group(1).lower())
                    cols.append(take_color(m.group(1).lower(), int(m.group(2)), f"'columns' of seat {seat}"))
                if len(cols) > COLUMNS:
                    raise OptionError(f"A glassworks has {COLUMNS} columns, not {len(cols)}.")
                self.columns.append(cols)
        overflow = per_seat("overflow")
        if overflow is not None:
            self.overflow = [take(text, f"'overflow' of seat {s}") for s, text in enumerate(overflow)]
        satchels = per_seat("satchels")
        if satchels is not None:
            self.satchel = [take(text, f"'satchels' of seat {s}") for s, text in enumerate(satchels)]
            for s, pieces in enumerate(self.satchel):
                if len(pieces) > SATCHEL_MAX:
                    raise OptionError(f"A satchel holds at most {SATCHEL_MAX} pieces; seat {s} has {len(pieces)}.")
        if "lake" in position:
            self.lake = take(position["lake"], "'lake'")
            if len(self.lake) > LAKE_SIZE:
                raise OptionError(f"The lake holds {LAKE_SIZE} pieces, not {len(self.lake)}.")
        resolve()
        # everything not named was dealt by the setup: give those pieces back and deal again
        if river is None:
            self.on = {s: [] for s in SHAPES}
        if satchels is None:
            self.satchel = [[] for _ in range(n)]
        if overflow is None:
            self.overflow = [[] for _ in range(n)]
        if columns is None:
            self.columns = [[] for _ in range(n)]
        if "lake" not in position:
            self.lake = []
        self.bag = list(bag.elements())
        if river is None:
            for shape in self.river:
                self.on[shape] = self._draw(STONES[shape])
        if "lake" not in position:
            self.lake = self._draw(LAKE_SIZE)
        if satchels is None:
            for seat in range(n):
                self.satchel[seat] = self._draw(SATCHEL_START)
        turn = position.get("turn", 0)
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < n:
            raise OptionError(f"Position 'turn' must be a seat from 0 to {n - 1}.")
        self.turn = turn
        last_stage = position.get("last_stage", False)
        if not isinstance(last_stage, bool):
            raise OptionError("Position 'last_stage' must be true or false.")
        self.last_stage = last_stage
        if last_stage:
            left = position.get("turns_left", n - 1 - turn)
            if isinstance(left, bool) or not isinstance(left, int) or not 0 <= left < 2 * n:
                raise OptionError(f"Position 'turns_left' must be a count of turns from 0 to {2 * n - 1}.")
            self.turns_left = left
        else:
            if "turns_left" in position:
                raise OptionError("Position 'turns_left' only counts the turns of the last stage (last_stage: true).")
            if len(self.lake) < LAKE_SIZE:
                raise OptionError(f"Before the last stage the lake always holds {LAKE_SIZE} pieces.")
            for s in range(n):
                if self.placed(s) >= END_AT:
                    raise OptionError(f"Seat {s} has {self.placed(s)} pieces in the glassworks: the last stage "
                                      "has begun, so say last_stage: true.")

    # ------------------------------------------------------------------ small queries
    def placed(self, seat: int) -> int:
        """Pieces in a seat's glassworks (overflow not counted)."""
        return sum(len(c) for c in self.columns[seat])

    def column_of(self, seat: int, color: str) -> int | None:
        for i, col in enumerate(self.columns[seat]):
            if col[0][0] == color:
                return i
        return None

    def score(self, seat: int) -> dict:
        return score_breakdown(self.columns[seat], len(self.overflow[seat]))

    def neighbours(self, shape: str) -> list[str]:
        i = self.river.index(shape)
        return [self.river[j] for j in (i - 1, i + 1) if 0 <= j < len(self.river)]

    # ------------------------------------------------------------------ turn flow
    def _to_move(self) -> tuple:
        return (self.turn,)

    def _legal(self, seat: int) -> list[str]:
        if self.phase == "order":
            return [f"col {c}" for c in self._new_colors()]
        if self.phase == "drop":
            return [f"drop {p}" for p in _sorted(set(self.satchel[seat]))]
        satchel = _sorted(self.satchel[seat])
        river = self.river
        where = {s: i for i, s in enumerate(river)}
        out = []
        distinct = list(dict.fromkeys(satchel))
        for p in distinct:
            i = where[p[1]]
            for j in (i - 1, i + 1):
                if 0 <= j < 6:
                    out.append(f"{p}>{river[j]}")
        counts = Counter(satchel)
        for a_i, a in enumerate(distinct):
            for b in distinct[a_i:]:
                if b[1] != a[1] or (a == b and counts[a] < 2):
                    continue
                for i, seg in enumerate(river):
                    for j in (i - 1, i + 1):
                        if 0 <= j < 6:
                            out.append(f"{a}+{b}@{seg}>{river[j]}")
        if not self.last_stage and self.lake:
            out.extend(f"lake -{p}" for p in _sorted(set(self.lake)))
        if not out:
            out.append("pass")
        return out

    def _new_colors(self) -> list[str]:
        return sorted(set(p[0] for p in self.pending), key=COLOR_ORDER.index)

    def _apply(self, seat: int, action: str) -> None:
        if action.startswith("col "):
            self._open_column(seat, action[4:])
            self._after_collect(seat)
        elif action.startswith("drop "):
            piece = action[5:]
            self.satchel[seat].remove(piece)
            self.overflow[seat].append(piece)
            if len(self.satchel[seat]) <= SATCHEL_MAX:
                self._end_turn(seat)
        elif action.startswith("lake -"):
            left = action[6:]
            taken = list(self.lake)
            taken.remove(left)
            taken = taken[:LAKE_DRAW]
            rest = list(self.lake)
            for p in taken:
                rest.remove(p)
            self.lake = rest
            self.satchel[seat].extend(taken)
            self.last = {"seat": seat, "kind": "lake", "taken": _sorted(taken), "left": left}
            self.collected = None
            if len(self.satchel[seat]) > SATCHEL_MAX:
                self.phase = "drop"
            else:
                self._end_turn(seat)
        elif action == "pass":
            self.last = {"seat": seat, "kind": "pass"}
            self.collected = None
            self._end_turn(seat)
        else:
            placed, onto, take = self._placement(action)
            for p in placed:
                self.satchel[seat].remove(p)
            self.on[onto].extend(placed)
            got = self.on[take]
            self.on[take] = []
            self.collected = take
            self.last = {"seat": seat, "kind": "river", "placed": list(placed), "onto": onto, "from": take,
                         "collected": _sorted(got)}
            self._collect(seat, got)
            self._after_collect(seat)

    @staticmethod
    def _placement(action: str) -> tuple[list[str], str, str]:
        """(pieces placed, segment placed on, segment collected) of a canonical river action."""
        if "+" in action:
            pair, _, rest = action.partition("@")
            onto, _, take = rest.partition(">")
            return pair.split("+"), onto, take
        piece, _, take = action.partition(">")
        return [piece], piece[1], take

    def _collect(self, seat: int, pieces: list[str]) -> None:
        """Collected glass goes to its column; new colours wait in ``pending`` unless no choice is left."""
        columns, overflow = self.columns[seat], self.overflow[seat]
        fresh = []
        for p in pieces:
            i = self.column_of(seat, p[0])
            if i is None:
                fresh.append(p)
            elif len(columns[i]) < ROWS:
                columns[i].append(p)
            else:
                overflow.append(p)        # that colour's column is full
        self.pending = fresh
        self._settle_new(seat)

    def _settle_new(self, seat: int) -> None:
        """Place new colours while no decision is needed; else ask for the order ("order" phase)."""
        colors = self._new_colors()
        free = COLUMNS - len(self.columns[seat])
        if not colors:
            self.phase = "turn"
        elif free == 0:
            self.overflow[seat].extend(self.pending)   # no empty column left for a new colour
            self.pending = []
            self.phase = "turn"
        elif len(colors) == 1:
            self._open_column(seat, colors[0])
        else:
            self.phase = "order"

    def _open_column(self, seat: int, color: str) -> None:
        mine = [p for p in self.pending if p[0] == color]
        self.pending = [p for p in self.pending if p[0] != color]
        self.columns[seat].append(mine[:ROWS])
        self.overflow[seat].extend(mine[ROWS:])
        self._settle_new(seat)

    def _after_collect(self, seat: int) -> None:
        if self.phase == "order":
            return
        if not self.last_stage and self.placed(seat) >= END_AT:
            self.say(f"{self.seat_name(seat)} has {self.placed(seat)} pieces in the glassworks: the last stage begins.")
            self._start_last_stage(seat)
        self._end_turn(seat)

    def _start_last_stage(self, seat: int) -> None:
        """Satchels are topped up to three from the bag; the round is finished and one more is played."""
        self.last_stage = True
        n = self.players
        self.turns_left = (n - 1 - seat) + n
        for s in range(n):
            need = TOP_UP - len(self.satchel[s])
            if need > 0:
                drawn = self._draw(need)
                self.satchel[s].extend(drawn)
                if drawn:
                    self.say(f"{self.seat_name(s)} tops up the satchel from the bag with {_listing(drawn)}.")

    def _end_turn(self, seat: int) -> None:
        self.phase = "turn"
        if self.collected is not None:
            # the emptied segment goes to the start of the river; its new right neighbour's stones refill it
            shape = self.collected
            self.river.remove(shape)
            self.river.insert(0, shape)
            self.collected = None
            if not self.last_stage:
                want = STONES[self.river[1]]
                drawn = self._draw(want)
                self.on[shape].extend(drawn)
                self.say(f"The {SHAPE_NAMES[shape]} segment moves to the start of the river and receives "
                         f"{_listing(drawn)} from the bag.")
                if len(drawn) < want:
                    self.say("The bag is empty: the last stage begins.")
                    self._start_last_stage(seat)
        elif not self.last_stage and len(self.lake) < LAKE_SIZE:
            drawn = self._draw(LAKE_SIZE - len(self.lake))
            self.lake.extend(drawn)
            self.say(f"The lake is refilled with {_listing(drawn)}.")
            if len(self.lake) < LAKE_SIZE:
                self.say("The bag is empty: the last stage begins.")
                self._start_last_stage(seat)
        if self.last_stage:
            if self.turns_left == 0:
                self._score_game()
                return
            self.turns_left -= 1
        self.turn = (seat + 1) % self.players

    def _score_game(self) -> None:
        self.phase = "over"
        scores = [self.score(s)["total"] for s in range(self.players)]
        best = max(scores)
        winners = [s for s, v in enumerate(scores) if v == best]
        names = " and ".join(self.seat_name(s) for s in winners)
        verb = "share the victory" if len(winners) > 1 else "wins"
        parts = self.score(winners[0])
        detail = (f"rows {sum(parts['rows'])}, columns {sum(c['points'] for c in parts['columns'])}, "
                  f"overflow {parts['overflow']}")
        reason = f"{names} {verb} with {best} points ({detail})." if len(winners) == 1 else \
            f"{names} {verb} with {best} points."
        self.say("Final scores: " + ", ".join(f"{self.seat_name(s)} {v}" for s, v in enumerate(scores)) + ".")
        self.finish(scores, reason=reason, details=[self._score_words(s) for s in range(self.players)])

    def _score_words(self, seat: int) -> str:
        parts = self.score(seat)
        return (f"rows {sum(parts['rows'])} + columns {sum(c['points'] for c in parts['columns'])} "
                f"− overflow {-parts['overflow']}")

    # ------------------------------------------------------------------ notation
    def _parse(self, text: str) -> str:
        t = " ".join(text.split()).lower()
        compact = t.replace(" ", "")
        if compact in ("pass",):
            return "pass"
        for word, canon in (("lake", "lake -"), ("drop", "drop "), ("column", "col "), ("col", "col "),
                            ("new", "col ")):
            if compact.startswith(word):
                rest = compact[len(word):].lstrip("-:")
                if canon == "col ":
                    rest = _COLOR_WORDS.get(rest, rest)
                    if len(rest) == 1:
                        return f"col {rest}"
                    return " ".join(text.split())
                piece = self._piece(rest)
                return canon + piece if piece else " ".join(text.split())
        m = _SINGLE.match(compact)
        if m:
            return f"{m.group(1)}{m.group(2).upper()}>{m.group(3).upper()}"
        m = _WILD.match(compact)
        if m:
            a, b = m.group(1) + m.group(2).upper(), m.group(3) + m.group(4).upper()
            if a in PIECE_ORDER and b in PIECE_ORDER and PIECE_ORDER[b] < PIECE_ORDER[a]:
                a, b = b, a
            return f"{a}+{b}@{m.group(5).upper()}>{m.group(6).upper()}"
        return " ".join(text.split())

    @staticmethod
    def _piece(text: str) -> str | None:
        if len(text) == 2:
            code = text[0] + text[1].upper()
            return code if code in PIECE_ORDER else None
        return None

    def _why_illegal(self, seat: int, action: str) -> str | None:
        name = self.seat_name(seat)
        is_single, is_wild = bool(_SINGLE.match(action.lower())), bool(_WILD.match(action.lower()))
        kind = ("col" if action.startswith("col ") else "drop" if action.startswith("drop ")
                else "lake" if action.startswith("lake -") else "pass" if action == "pass"
                else "river" if is_single or is_wild else None)
        if kind is None and action.lower().startswith(("lake", "drop", "col")):
            return (f"{action!r} needs a piece or a colour: write it like 'lake -wC' (the piece left in the lake), "
                    "'drop wC' or 'col p'.")
        if kind is None:
            return (f"{action!r} is not a River Valley Glassworks action: place like 'wC>H' (a white circle, then "
                    "collect the heart segment), pair two pieces like 'wC+pC@S>H', or draw like 'lake -wC'.")
        if self.phase == "order" and kind != "col":
            return (f"{name} collected several new colours: first choose which goes into the next empty column "
                    f"({', '.join(COLOR_NAMES[c] for c in self._new_colors())}).")
        if self.phase == "drop" and kind != "drop":
            return (f"{name}'s satchel holds {len(self.satchel[seat])} pieces but only {SATCHEL_MAX} fit: "
                    "drop one into the overflow first.")
        satchel = self.satchel[seat]
        if kind == "col":
            if self.phase != "order":
                return "There are no new colours waiting for a column now."
            return f"Only the new colours just collected can open a column: {', '.join(self._new_colors())}."
        if kind == "drop":
            if self.phase != "drop":
                return f"A piece goes to the overflow only when the satchel holds more than {SATCHEL_MAX}."
            return f"The satchel holds no {piece_name(action[5:])}." if action[5:] in PIECE_ORDER else \
                f"{action[5:]!r} is not a piece: write a colour letter then a shape letter, like 'wC'."
        if kind == "lake":
            if self.last_stage:
                return "In the last stage the lake is closed: nobody draws from it any more."
            left = action[6:]
            if left not in PIECE_ORDER:
                return f"{left!r} is not a piece: write a colour letter then a shape letter, like 'wC'."
            return f"The lake holds no {piece_name(left)} to leave behind."
        if kind == "pass":
            return "A player may pass only when no glass can be placed and the lake cannot be drawn from."
        placed, onto, take = self._placement(self._parse(action))
        for p in placed:
            if p not in PIECE_ORDER:
                return f"{p!r} is not a piece: write a colour letter then a shape letter, like 'wC'."
        for seg in (onto, take):
            if seg not in SHAPES:
                return f"{seg!r} is not a river segment: the segments are named by their shapes {', '.join(SHAPES)}."
        need = Counter(placed)
        for p, k in need.items():
            if Counter(satchel)[p] < k:
                have = "one" if Counter(satchel)[p] == 1 else "no"
                return f"{name}'s satchel holds {have} {piece_name(p)}{'s' if k > 1 else ''} to place."
        if len(placed) == 2 and placed[0][1] != placed[1][1]:
            return "A wild pair must be two pieces of the same shape."
        if take == onto:
            return "Glass is collected from a segment next to the one you placed on, not from the same one."
        if take not in self.neighbours(onto):
            nbs = " or ".join(SHAPE_NAMES[s] for s in self.neighbours(onto))
            return f"Only a segment next to the {SHAPE_NAMES[onto]} segment may be collected: the {nbs} segment."
        return None

    # ------------------------------------------------------------------ words
    def describe(self, action: str, seat: int | None = None) -> str:
        seat = self.turn if seat is None else seat
        name = self.seat_name(seat)
        if action.startswith("col "):
            c = action[4:]
            n = sum(1 for p in self.pending if p[0] == c)
            return (f"{name} puts the new {COLOR_NAMES.get(c, c)} glass ({n} piece{'s' if n != 1 else ''}) "
                    f"into column {len(self.columns[seat]) + 1}.")
        if action.startswith("drop "):
            return f"{name} moves {_a(action[5:])} from the full satchel to the overflow ({-OVERFLOW_PENALTY} points)."
        if action.startswith("lake -"):
            return f"{name} draws four pieces from the lake, leaving {_a(action[6:])} behind."
        if action == "pass":
            return f"{name} has no glass to place and passes."
        try:
            placed, onto, take = self._placement(action)
            got = self.on[take]
        except (KeyError, ValueError):
            return f"{name} plays {action}."
        what = _listing(got) if got else "nothing, as it is empty"
        if len(placed) == 2:
            pair = (f"two {piece_name(placed[0])}s" if placed[0] == placed[1] else
                    f"{_a(placed[0])} and {_a(placed[1])}")
            return (f"{name} places {pair} together on the {SHAPE_NAMES[onto]} segment as a wild piece and "
                    f"collects the {SHAPE_NAMES[take]} segment: {what}.")
        return (f"{name} places {_a(placed[0])} on the {SHAPE_NAMES[onto]} segment and collects the "
                f"{SHAPE_NAMES[take]} segment: {what}.")

    def label(self, action: str, seat: int | None = None) -> str:
        if action.startswith("col "):
            return f"{COLOR_NAMES.get(action[4:], action[4:]).capitalize()} next"
        if action.startswith("drop "):
            return f"Overflow {piece_name(action[5:])}"
        if action.startswith("lake -"):
            return f"Lake, leave {piece_name(action[6:])}"
        if action == "pass":
            return "Pass"
        placed, onto, take = self._placement(action)
        n = len(self.on.get(take, ()))
        got = f"take {SHAPE_NAMES[take]} ({n})"
        if len(placed) == 2:
            return f"{piece_name(placed[0])} + {piece_name(placed[1])} on {SHAPE_NAMES[onto]}, {got}"
        return f"{piece_name(placed[0])}, {got}"

    def choice_words(self) -> dict[str, str]:
        """What the pieces and shapes of an action stand for in its label (long choice lists
        send each name once, see docs/widget-protocol.md)."""
        words = {code: piece_name(code) for code in PIECE_ORDER}
        words.update(SHAPE_NAMES)
        return words

    def parts(self, action: str, seat: int) -> list[str]:
        if action.startswith("col "):
            return [f"new:{action[4:]}"]
        if action.startswith("drop "):
            return [f"sat:{seat}:{action[5:]}"]
        if action.startswith("lake -"):
            return ["lake", f"lake:{action[6:]}"]
        if action == "pass":
            return []
        placed, onto, take = self._placement(action)
        return [f"sat:{seat}:{p}" for p in placed] + [f"seg:{onto}", f"seg:{take}"]

    def status(self, seat: int | None = None) -> str:
        if self.over:
            return self.outcome["reason"]
        name = self.seat_name(self.turn)
        if self.phase == "order":
            return f"{name} collected several new colours: choose which one fills the next empty column."
        if self.phase == "drop":
            extra = len(self.satchel[self.turn]) - SATCHEL_MAX
            return f"{name}'s satchel is too full: move {extra} piece{'s' if extra > 1 else ''} to the overflow."
        if self.last_stage:
            left = self.turns_left + 1
            return (f"Last stage, {left} turn{'s' if left > 1 else ''} to go: {name} places glass on the river "
                    "(the lake is closed).")
        return f"{name} to place glass on the river and collect a neighbouring segment, or to draw from the lake."

    # ------------------------------------------------------------------ view
    def _view(self, seat: int | None) -> dict:
        bag = Counter(p[0] for p in self.bag)
        return {
            "river": [{"shape": s, "stones": STONES[s], "pieces": _sorted(self.on[s])} for s in self.river],
            "lake": _sorted(self.lake),
            "bag": len(self.bag),
            "bag_colors": {c: bag.get(c, 0) for c in self.palette},
            "glassworks": [{"satchel": _sorted(self.satchel[s]),
                            "columns": [list(col) for col in self.columns[s]],
                            "overflow": list(self.overflow[s]),
                            "placed": self.placed(s),
                            "score": self.score(s)} for s in range(self.players)],
            "turn": self.turn,
            "phase": "over" if self.over else self.phase,
            "pending": _sorted(self.pending),
            "last_stage": self.last_stage,
            "turns_left": self.turns_left,
            "last": copy.deepcopy(self.last),
            "palette": [{"id": code, "name": name, "fill": fill, "total": sum(counts)}
                        for code, name, fill, counts, _five in GLASS if code in self.palette],
            "shapes": [{"id": s, "name": SHAPE_NAMES[s]} for s in SHAPES],
            "rules": {"columns": COLUMNS, "rows": ROWS, "row_points": list(ROW_POINTS),
                      "column_points": [list(c) for c in COLUMN_POINTS], "end_at": END_AT,
                      "satchel_max": SATCHEL_MAX, "overflow_penalty": OVERFLOW_PENALTY},
        }

    # ------------------------------------------------------------------ bots and checks
    def clone(self) -> "RiverValleyGlassworks":
        """A field-by-field copy: much faster than a deep copy, which the bots need."""
        twin = self._twin("bag", "river", "lake", "pending")
        twin.on = {s: list(p) for s, p in self.on.items()}
        twin.satchel = [list(p) for p in self.satchel]
        twin.columns = [[list(c) for c in cols] for cols in self.columns]
        twin.overflow = [list(p) for p in self.overflow]
        return twin       # self.last is replaced, never changed in place: shared safely

    def _resample(self, seat: int, rng: Rng) -> None:
        # only the bag's order is unknown; draws pick at random, so a fresh order is all there is to redo
        rng.shuffle(self.bag)

    def heuristic(self, seat: int) -> float:
        return strategy.evaluate(self, seat)

    def check_invariants(self) -> None:
        n = self.players
        everything = list(self.bag) + list(self.lake) + list(self.pending)
        for s in SHAPES:
            everything += self.on[s]
        for s in range(n):
            everything += self.satchel[s] + self.overflow[s]
            for col in self.columns[s]:
                everything += col
        assert len(everything) == self.total, f"{len(everything)} pieces instead of {self.total}"
        assert Counter(everything) == Counter(supply(n)), "pieces appeared or vanished"
        assert sorted(self.river) == sorted(SHAPES), f"the river lost a segment: {self.river}"
        assert len(self.lake) <= LAKE_SIZE
        for s in range(n):
            cols = self.columns[s]
            assert len(cols) <= COLUMNS
            assert all(1 <= len(c) <= ROWS and len({p[0] for p in c}) == 1 for c in cols), f"bad columns {cols}"
            assert len({c[0][0] for c in cols}) == len(cols), "two columns of one colour"
            if not (self.phase == "drop" and s == self.turn):
                assert len(self.satchel[s]) <= SATCHEL_MAX, f"satchel of {len(self.satchel[s])}"
        if self.phase == "order":
            colors = self._new_colors()
            assert len(colors) >= 2 and len(self.columns[self.turn]) < COLUMNS
            assert all(self.column_of(self.turn, c) is None for c in colors)
        else:
            assert not self.pending
        if self.phase == "drop":
            assert len(self.satchel[self.turn]) > SATCHEL_MAX
        if self.last_stage:
            assert self.turns_left is not None and 0 <= self.turns_left < 2 * n
        else:
            assert self.turns_left is None
            if self.phase != "drop":      # a lake draw refills the lake once the satchel is sorted out
                assert len(self.lake) == LAKE_SIZE, "the lake is refilled until the last stage"
            for s in range(n):
                if s != self.turn or self.phase == "turn":
                    assert self.placed(s) < END_AT, "17 pieces must start the last stage"
        if self.over:
            assert self.phase == "over"
            assert self.outcome["scores"] == [self.score(s)["total"] for s in range(n)]
        else:
            assert self.phase in ("turn", "order", "drop")
            assert self._legal(self.turn)
