"""Checker moves and the dice-use rules, on a board seen from the mover's side.

A side's checkers are a tuple of 26 counts in its own numbering: index 0 is
borne off, 1..24 are its points (it moves from 24 towards 1), 25 is the bar.
The opponent's point ``j`` is the mover's point ``25 - j``.

Only points where the opponent has two or more checkers stop the mover, and a
hit never changes that set (it removes a single checker), so it is worked out
once per turn as ``blocked``. Everything here is pure and works on tuples, so
bots can search without touching a game object.

>>> start = side({24: 2, 13: 5, 8: 3, 6: 5})
>>> sorted(first_moves(start, (6, 5), blocked_by(start)).items())[:3]
[((8, 2), 6), ((8, 3), 5), ((13, 7), 6)]
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

BAR = 25
OFF = 0
CHECKERS = 15
Side = tuple  # 26 ints


def side(points: Mapping[int, int], bar: int = 0) -> Side:
    """A side from {own point: count}; what is not placed counts as borne off."""
    counts = [0] * 26
    for point, n in points.items():
        counts[point] += n
    counts[BAR] = bar
    counts[OFF] = CHECKERS - sum(counts)
    return tuple(counts)


def blocked_by(opponent: Sequence[int]) -> tuple[bool, ...]:
    """``blocked[i]``: the mover may not land on its point i (the opponent holds two or more)."""
    found = [n >= 2 for n in opponent[::-1]]     # found[i] looks at the opponent's point 25 - i
    found[0] = found[BAR] = False
    return tuple(found)


def blots_of(opponent: Sequence[int]) -> tuple[bool, ...]:
    """``blots[i]``: a single opposing checker stands on the mover's point i."""
    found = [n == 1 for n in opponent[::-1]]
    found[0] = found[BAR] = False
    return tuple(found)


def pips(counts: Sequence[int]) -> int:
    """Pips a side still has to travel (a checker on the bar counts 25)."""
    return sum(i * counts[i] for i in range(1, 26))


def all_home(counts: Sequence[int]) -> bool:
    return not any(counts[7:26])


def steps(mine: Side, die: int, blocked: Sequence[bool]) -> list[tuple[int, int]]:
    """Every single move ``(from, to)`` one die allows; ``to == 0`` bears off.

    The order is stable (bar first, then from the back), which is the order
    actions are listed in.
    """
    if mine[BAR]:
        to = BAR - die
        return [] if blocked[to] else [(BAR, to)]
    highest = 24
    while highest and not mine[highest]:
        highest -= 1
    if not highest:
        return []
    if highest > 6:
        # not bearing off: only moves that stay on the board
        return [(src, src - die) for src in range(highest, die, -1) if mine[src] and not blocked[src - die]]
    out = [(src, src - die) for src in range(highest, die, -1) if mine[src] and not blocked[src - die]]
    if die <= highest:
        if mine[die]:
            out.append((die, OFF))
    else:
        # a higher number bears off only from the highest occupied point
        out.append((highest, OFF))
    return out


def playable(mine: Side, die: int, blocked: Sequence[bool]) -> bool:
    """Whether ``die`` can move any checker (the same answer as ``bool(steps(...))``, found sooner)."""
    if mine[BAR]:
        return not blocked[BAR - die]
    highest = 0
    for src in range(24, 0, -1):
        if mine[src]:
            if src > die and not blocked[src - die]:
                return True
            if not highest:
                highest = src
    if not highest or highest > 6:
        return False
    return die > highest or bool(mine[die])


def moved(mine: Side, src: int, to: int) -> Side:
    counts = list(mine)
    counts[src] -= 1
    counts[to] += 1
    return tuple(counts)


def _less(dice: tuple, die: int) -> tuple:
    i = dice.index(die)
    return dice[:i] + dice[i + 1:]


def most_dice(mine: Side, dice: tuple, blocked: Sequence[bool], memo: dict) -> int:
    """How many of ``dice`` can be played from here, at most (memoised per turn)."""
    if len(dice) == 1:                 # the last die: playable or not
        return 1 if playable(mine, dice[0], blocked) else 0
    key = (mine, dice)
    found = memo.get(key)
    if found is not None:
        return found
    best, full = 0, len(dice)
    for die in set(dice):
        rest = _less(dice, die)
        for src, to in steps(mine, die, blocked):
            n = 1 + (most_dice(moved(mine, src, to), rest, blocked, memo) if rest else 0)
            if n > best:
                best = n
                if best == full:
                    memo[key] = best
                    return best
    memo[key] = best
    return best


def first_moves(mine: Side, dice: Sequence[int], blocked: Sequence[bool],
                memo: dict | None = None) -> dict[tuple[int, int], int]:
    """The legal next single moves as ``{(from, to): die}``.

    A move is legal when some way of finishing the turn after it plays as
    many dice as the roll allows at all; when only one die of two different
    ones can be played, it must be the larger one if that one can be. Where
    two dice make the same move (bearing off with a higher number) the
    smaller is named: what is left afterwards is the same either way.
    """
    dice = tuple(sorted(dice, reverse=True))
    if not dice:
        return {}
    memo = {} if memo is None else memo
    key = ("first", mine, dice)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _first_moves(mine, dice, blocked, memo)
    return found


def _first_moves(mine: Side, dice: tuple, blocked: Sequence[bool], memo: dict) -> dict[tuple[int, int], int]:
    die = dice[0]
    if len(dice) == 1:                 # the last die: every step it allows
        return dict.fromkeys(steps(mine, die, blocked), die)
    if die == dice[-1]:                # doubles: steps after which as many dice as possible can follow
        target = most_dice(mine, dice, blocked, memo)
        rest = dice[1:]
        return {move: die for move in steps(mine, die, blocked)
                if 1 + most_dice(moved(mine, *move), rest, blocked, memo) == target}
    high, low = dice
    both: dict[tuple[int, int], int] = {}
    for move in steps(mine, low, blocked):
        if playable(moved(mine, *move), high, blocked):
            both[move] = low
    for move in steps(mine, high, blocked):
        if move not in both and playable(moved(mine, *move), low, blocked):
            both[move] = high
    if both:                           # both dice can be played: only moves that keep that possible
        return both
    # at most one die can be played: the larger one whenever it can be
    return dict.fromkeys(steps(mine, high, blocked), high) or dict.fromkeys(steps(mine, low, blocked), low)


def end_positions(mine: Side, dice: Sequence[int], blocked: Sequence[bool], blots: Sequence[bool],
                  hits: int = 0, memo: dict | None = None,
                  limit: int | None = None) -> dict[tuple[Side, int], list[tuple[int, int, int]]]:
    """Every distinct way a turn can finish: ``{(mine, hit_mask): path}``.

    ``hit_mask`` has bit i set when the opposing single checker on the
    mover's point i was hit; ``path`` is one sequence of ``(from, to, die)``
    reaching it, made only of moves :func:`first_moves` allows. With ``limit``
    the search stops once more than ``limit`` endings are found (enough to
    tell a forced turn from a free one).
    """
    memo = {} if memo is None else memo
    seen: dict = {}
    out: dict = {}

    def walk(cur: Side, left: tuple, mask: int, path: list) -> None:
        key = (cur, left, mask)
        if key in seen or (limit is not None and len(out) > limit):
            return
        seen[key] = True
        nexts = first_moves(cur, left, blocked, memo) if left else {}
        if not nexts:
            out.setdefault((cur, mask), list(path))
            return
        for (src, to), die in nexts.items():
            hit = mask | (1 << to) if (to and blots[to]) else mask
            path.append((src, to, die))
            walk(moved(cur, src, to), _less(left, die), hit, path)
            path.pop()

    walk(mine, tuple(sorted(dice, reverse=True)), hits, [])
    return out


def apply_hits(opponent: Side, mask: int) -> Side:
    """The opponent's side after the blots in ``mask`` (mover's numbering) went to the bar."""
    if not mask:
        return opponent
    counts = list(opponent)
    for i in range(1, 25):
        if mask >> i & 1:
            counts[25 - i] -= 1
            counts[BAR] += 1
    return tuple(counts)


def point_name(i: int) -> str:
    return "bar" if i == BAR else "off" if i == OFF else str(i)


def move_text(src: int, to: int) -> str:
    """Standard notation of one checker move, in the mover's numbering: ``13/7``, ``bar/22``, ``6/off``."""
    return _MOVE_TEXT[src][to]


_MOVE_TEXT = [[f"{point_name(s)}/{point_name(d)}" for d in range(26)] for s in range(26)]


def dice_text(dice: Iterable[int]) -> str:
    """Dice in words: ``6 and 3``, ``three 4s``, ``a 5``."""
    dice = list(dice)
    if not dice:
        return "no dice"
    if len(dice) == 1:
        return f"a {dice[0]}"
    if len(set(dice)) == 1:
        return f"{('two', 'three', 'four')[len(dice) - 2]} {dice[0]}s"
    return " and ".join(str(d) for d in dice)
