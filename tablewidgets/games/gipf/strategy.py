"""How the bots judge a GIPF position: material, GIPF pieces, threats, the centre.

``evaluate(game, seat)`` is the game's heuristic, in [-1, 1]. A row that is
still waiting to be taken is counted as if taken already (the owner keeping
their own GIPF pieces and removing the opponent's), so a push that makes a row
scores its gain at once.
"""

from __future__ import annotations

import math
from operator import itemgetter

from .board import LINES, LINES_THROUGH, PUSHES, RING

# weights of the terms (per piece or per count): set by hand, checked in bot matches (benchmarks/bench_gipf.py)
W_RESERVE = 0.10       # a piece in hand: the supply that must not run out
W_LOW_RESERVE = 0.25   # extra, per piece short of three in hand
W_CAPTURED = 0.15      # an opposing piece gone for good
W_GIPF = 0.35          # a GIPF piece on the board (losing the last one loses the game)
W_LAST_GIPF = 0.6      # extra worry when only one is left
# A row the side to move can complete is worth part of what taking it brings, so cashing it in
# always scores better than keeping the threat.
W_THREAT_TO_MOVE = 0.22
W_THREAT_WAITING = 0.08   # the other side's ready-made rows (the mover may spoil them)
W_CENTRE = 0.01        # a piece near the middle keeps more lines open
SCALE = 1.0            # score -> tanh(score / SCALE)
CENTRE_VALUE = (3, 2, 1, 0)   # by ring: centre, inner, middle, outer


def _push_checks() -> tuple:
    """For each push and each length of the shifted run, the lines whose content may change."""
    out = []
    for _dot, _pt, line in PUSHES:
        per_end = []
        for end in range(len(line)):
            per_end.append(tuple(sorted({i for q in line[:end + 1] for i in LINES_THROUGH[q]})))
        out.append((line, tuple(per_end)))
    return tuple(out)


PUSH_CHECKS = _push_checks()

#: piece code -> 1 + its colour (0 stays empty); board read as colours in one call
_COLOUR_OF_CODE = bytes([0, 1, 1, 2, 2]) + bytes(251)
_LINE_READERS = tuple(itemgetter(*line) for line in LINES)


def _push_plans() -> tuple:
    """Per push: whether it runs along its own line in that line's order, the line, for each line crossing it the
    crossing's place along the push (k) and along that line (j), every line it may change, and
    those it changes when the run it shifts ends at each of its points (as sets)."""
    own_lines = [LINES.index(tuple(sorted(line))) for _, _, line in PUSHES]
    out = []
    for (_dot, _pt, line), own, (_, per_end) in zip(PUSHES, own_lines, PUSH_CHECKS):
        where = {}
        for k, q in enumerate(line):
            for i in LINES_THROUGH[q]:
                if i != own:
                    where[i] = (k, LINES[i].index(q))
        touched = frozenset(i for q in line for i in LINES_THROUGH[q])
        forward = line == LINES[own]        # else the push runs along its line the other way
        out.append((forward, own, where, touched, tuple(frozenset(lines) for lines in per_end)))
    return tuple(out)


_PUSH_PLANS = _push_plans()


def row_pushes(board: list[int], color: int) -> int:
    """How many pushes of a ``color`` single piece would complete a row of four for ``color``."""
    return row_pushes_both(board)[color]


def row_pushes_both(board: list[int]) -> tuple[int, int]:
    """``row_pushes`` for White and for Black, reading the board once."""
    return _threats_both(*_read(board))


#: the threat counts of the boards scored lately, by board (bounded)
_THREATS: dict[bytes, tuple[int, int]] = {}
_THREATS_KEPT = 50_000


def _read(board: list[int]) -> tuple[bytes, int, int]:
    """The board as bytes, and the masks of the White and of the Black pieces (see below)."""
    raw = bytes(board)
    return (raw, int.from_bytes(raw.translate(_WHITE_OF_CODE), "little"),
            int.from_bytes(raw.translate(_BLACK_OF_CODE), "little"))


def _threats_both(raw: bytes, white: int, black: int) -> tuple[int, int]:
    occupied = white | black
    return _threats(raw, white, occupied, 0), _threats(raw, black, occupied, 1)


def row_pushes_by_lines(board: list[int], color: int) -> int:
    """``row_pushes`` the direct way: every push tried on every line it may change (slower; the
    reference the counting by windows is tested against)."""
    colours = bytes(board).translate(_COLOUR_OF_CODE)
    return _row_pushes([bytes(read(colours)) for read in _LINE_READERS], color)


def _row_pushes(lines: list[bytes], color: int) -> int:
    me = color + 1
    four = bytes((me, me, me, me))
    # A push adds at most one piece of a colour to any line, so only lines that hold three
    # already can turn into a row.
    ripe = {i for i, line in enumerate(lines) if line.count(me) >= 3}
    if not ripe:
        return 0
    count = 0
    for forward, own, where, touched, per_end in _PUSH_PLANS:
        if ripe.isdisjoint(touched):
            continue                        # this push changes no line that could become a row
        seq = lines[own] if forward else lines[own][::-1]   # the pushed line's colours, in push order
        end = seq.find(0)
        if end < 0:
            continue
        for i in ripe.intersection(per_end[end]):
            if i == own:                    # the pushed line itself: the run moves one step along
                after = bytes((me,)) + seq[:end] + seq[end + 1:]
            else:                           # a crossing line: one point changes, where it meets the push
                k, j = where[i]
                old = lines[i]
                after = old[:j] + bytes((me if k == 0 else seq[k - 1],)) + old[j + 1:]
            if four in after:
                count += 1
                break
    return count


# Counting by windows. A board is read as one whole number per colour with one byte per point
# (point p is bit 8p), so a set of points is a mask. A "window" is four consecutive points of a
# line. A push completes a row for its colour only where some window already holds three of
# that colour (or all four) before the push:
# * on a line crossing the pushed line only the crossing point changes: it must be the window's
#   missing point, reached by the pushed run (every point before it on the push occupied, an
#   empty point somewhere on the line), and it becomes the colour of the point before it on the
#   push (the pushed piece itself at the first point);
# * on the pushed line itself the run moves one step: the window's line has three of the colour
#   at least, and its two pushes are simply tried.
# A window that holds four already (a row not taken yet) sends the count to the direct way.

_WHITE_OF_CODE = bytes([0, 1, 1, 0, 0]) + bytes(251)
_BLACK_OF_CODE = bytes([0, 0, 0, 1, 1]) + bytes(251)


def _bit(p: int) -> int:
    return 1 << (8 * p)


def _window_tables() -> tuple:
    """(window mask, line index, {missing point's mask: the pushes crossing there}) per window, and
    per line the two pushes along it (forward flag, push index)."""
    push_of_line: dict[int, list] = {i: [] for i in range(len(LINES))}
    crossing: dict[tuple[int, int], list] = {}       # (point, line) -> pushes crossing that line there
    for n, ((forward, own, where, _touched, _per_end), (_dot, _pt, line)) in enumerate(zip(_PUSH_PLANS, PUSHES)):
        push_of_line[own].append((forward, n))
        whole = sum(_bit(q) for q in line)
        for i, (k, _j) in where.items():
            q = line[k]
            prefix = sum(_bit(x) for x in line[:k])
            before = _bit(line[k - 1]) if k else 0
            crossing.setdefault((q, i), []).append((1 << n, prefix, before, whole))
    lines = []
    for i, line in enumerate(LINES):
        windows = []
        for s in range(len(line) - 3):
            points = line[s:s + 4]
            by_missing = {_bit(q): tuple(crossing.get((q, i), ())) for q in points}
            windows.append((sum(_bit(q) for q in points), by_missing))
        lines.append((sum(_bit(q) for q in line), i, tuple(windows)))
    return tuple(lines), tuple(tuple(push_of_line[i]) for i in range(len(LINES)))


#: per line: its mask, its index and its windows (mask, {missing point: crossing pushes})
_WINDOWS, _PUSHES_ALONG = _window_tables()
#: (value, mask of the points of that ring) for the rings that count
_RING_MASKS = tuple((value, sum(_bit(p) for p in range(len(RING)) if RING[p] == r))
                    for r, value in enumerate(CENTRE_VALUE) if value)
_LINE_POINTS = tuple(itemgetter(*line) for line in LINES)


def _threats(raw: bytes, mine: int, occupied: int, color: int) -> int:
    hits = 0
    lines = []
    free = ~mine
    for whole_line, line, windows in _WINDOWS:
        if (whole_line & mine).bit_count() < 3:
            continue                        # a push adds at most one piece of a colour to a line
        near = False
        for mask, by_missing in windows:
            missing = mask & free
            if missing & (missing - 1):
                continue                    # two or more points of the window are not this colour
            if not missing:                 # a row already on the board: count the direct way
                return row_pushes_by_lines(list(raw), color)
            near = True
            for bit, prefix, before, whole in by_missing[missing]:
                if occupied & prefix == prefix and occupied & whole != whole and (not before or mine & before):
                    hits |= bit
        if near:
            lines.append(line)
    if lines:
        me = color + 1
        four = bytes((me, me, me, me))
        colours = raw.translate(_COLOUR_OF_CODE)
        for line in lines:
            pushes = _PUSHES_ALONG[line]
            seq = bytes(_LINE_POINTS[line](colours))
            if seq.count(me) < 3:
                continue
            for forward, n in pushes:
                along = seq if forward else seq[::-1]
                end = along.find(0)
                if end >= 0 and four in bytes((me,)) + along[:end] + along[end + 1:]:
                    hits |= 1 << n
    return hits.bit_count()


def _pending(game) -> tuple[list[int], list[int], list[int]]:
    """Reserve, captured and GIPF counts once every waiting row is taken (a quick estimate)."""
    from .rules import find_rows  # local: rules imports this module

    reserve, captured = game.reserve[:], game.captured[:]
    gipfs = [game.gipf_count(0), game.gipf_count(1)]
    if game.queue:
        board = game.board
        for owner, extent in find_rows(board):
            for p in extent:
                code = board[p]
                color, gipf = (code - 1) >> 1, code % 2 == 0
                if gipf and color == owner:
                    continue          # owners keep their own GIPF pieces
                n = 2 if gipf else 1
                if color == owner:
                    reserve[owner] += n
                else:
                    captured[owner] += n
                    if gipf:
                        gipfs[color] -= 1
    return reserve, captured, gipfs


def evaluate(game, seat: int) -> float:
    """How good the position is for ``seat``, in [-1, 1]."""
    if game.over:
        return 1.0 if seat in game.outcome["winners"] else -1.0
    # Every term is "mine minus theirs", so White's score decides both sides; keep it for the twin call.
    key = (len(game.history), game.turn, tuple(game.board), tuple(game.reserve), tuple(game.queue))
    cached = getattr(game, "_score_cache", None)
    if cached is None or cached[0] != key:
        cached = (key, _score(game, 0))
        game._score_cache = cached
    return math.tanh((cached[1] if seat == 0 else -cached[1]) / SCALE)


def _score(game, seat: int) -> float:
    other = 1 - seat
    reserve, captured, gipfs = _pending(game)
    score = W_CAPTURED * (captured[seat] - captured[other])
    score += W_RESERVE * (reserve[seat] - reserve[other])
    # running dry is fatal: the last few pieces in hand weigh extra
    score -= W_LOW_RESERVE * (max(0, 3 - reserve[seat]) - max(0, 3 - reserve[other]))
    if game.variant != "basic":
        score += W_GIPF * (min(gipfs[seat], 3) - min(gipfs[other], 3))
        last = [gipfs[s] == 1 and game.entered_gipf[s] for s in (0, 1)]
        score -= W_LAST_GIPF * (last[seat] - last[other])     # one more loss would end the game
    if not game.queue:
        raw, white, black = _read(game.board)
        mover = game.turn
        threats = _THREATS.get(raw)
        if threats is None:     # (a search meets the same board again by other move orders)
            if len(_THREATS) >= _THREATS_KEPT:
                _THREATS.clear()
            threats = _THREATS[raw] = _threats_both(raw, white, black)
        mine = min(threats[seat], 2)
        theirs = min(threats[other], 2)
        if mover == seat:
            score += W_THREAT_TO_MOVE * (mine > 0) + W_THREAT_WAITING * (mine > 1) - W_THREAT_WAITING * theirs
        else:
            score += W_THREAT_WAITING * mine - W_THREAT_TO_MOVE * (theirs > 0) - W_THREAT_WAITING * (theirs > 1)
        score += W_CENTRE * (_centre(white, black) if seat == 0 else _centre(black, white))
    return score


def _centre(mine: int, theirs: int) -> int:
    """Each piece near the middle counts its ring's value (``CENTRE_VALUE``), for or against: from
    the masks of the two sides' pieces."""
    centre = 0
    for value, ring in _RING_MASKS:
        centre += value * ((mine & ring).bit_count() - (theirs & ring).bit_count())
    return centre


def rollout_policy(game, mover: int, rng) -> str:
    """Random pushes, but the obvious GIPF decision: keep your own, remove your opponent's."""
    actions = game._legal(mover)
    p = game.pending_gipf()
    if p is not None:
        own = (game.board[p] - 1) >> 1 == mover
        wanted = f"keep {actions[-1].split()[1]}" if own else actions[-1]
        return wanted if wanted in actions else actions[-1]
    return rng.choice(actions)


def bot_levels() -> dict:
    """GIPF's tuning of the core MCTS, under the same level name ``mcts``.

    The evaluation above already looks one push ahead for rows, so the search
    scores its leaves with it directly instead of after random moves, explores
    less, and affords 1000 iterations (a fixed budget, so the level plays the
    same on every machine; about a quarter of a second a move). Against the greedy bot the core defaults (400
    iterations, random rollouts) won 17 of 30 games, this tuning 34 of 50 at
    400 iterations and 43 of 50 at 1000; each beat the random bot 100 of 100.
    """
    from ...engine.bots import MCTSBot

    def mcts(seed=None):
        return MCTSBot(iterations=1000, seed=seed, exploration=0.2, rollout_depth=0,
                       rollout_policy=rollout_policy)

    return {"mcts": mcts}
