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
    colours = bytes(board).translate(_COLOUR_OF_CODE)
    return _row_pushes([bytes(read(colours)) for read in _LINE_READERS], color)


def row_pushes_both(board: list[int]) -> tuple[int, int]:
    """``row_pushes`` for White and for Black, reading the board once."""
    colours = bytes(board).translate(_COLOUR_OF_CODE)
    lines = [bytes(read(colours)) for read in _LINE_READERS]
    return _row_pushes(lines, 0), _row_pushes(lines, 1)


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
        board = game.board
        mover = game.turn
        threats = row_pushes_both(board)
        mine = min(threats[seat], 2)
        theirs = min(threats[other], 2)
        if mover == seat:
            score += W_THREAT_TO_MOVE * (mine > 0) + W_THREAT_WAITING * (mine > 1) - W_THREAT_WAITING * theirs
        else:
            score += W_THREAT_WAITING * mine - W_THREAT_TO_MOVE * (theirs > 0) - W_THREAT_WAITING * (theirs > 1)
        centre = 0
        for p, code in enumerate(board):
            if code:
                centre += CENTRE_VALUE[RING[p]] if (code - 1) >> 1 == seat else -CENTRE_VALUE[RING[p]]
        score += W_CENTRE * centre
    return score


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
