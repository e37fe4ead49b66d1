"""Checker moves and the dice-use rules, on a board seen from the mover's side.

A side's checkers are a tuple of 26 counts in its own numbering: index 0 is
borne off, 1..24 are its points (it moves from 24 towards 1), 25 is the bar.
The opponent's point ``j`` is the mover's point ``25 - j``.

Only points where the opponent has two or more checkers stop the mover, and a
hit never changes that set (it removes a single checker), so it is worked out
once per turn as ``blocked``. Everything here is pure and works on tuples, so
bots can search without touching a game object. The game itself lists its moves
from the points as bits (``single_moves``, ``pair_moves``, ``double_moves``):
the same moves in the same order, found with fewer steps.

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
    full = len(dice)
    die = dice[0]
    if die == dice[-1] and not mine[BAR]:
        # doubles: checkers never block each other, so if the checkers' free runs on the board
        # (moves of this die before a blocked point or the end of the board) add up to the
        # dice, they all play without any search
        runs = memo.get(die)
        if runs is None:
            runs = memo[die] = _runs(die, blocked)
        total = 0
        for src in range(24, die, -1):
            if mine[src]:
                total += mine[src] * runs[src]
                if total >= full:
                    return full
    key = (mine, dice)
    found = memo.get(key)
    if found is not None:
        return found
    best = 0
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


def _runs(die: int, blocked: Sequence[bool]) -> list[int]:
    """``runs[src]``: how many moves of ``die`` in a row a checker on ``src`` can make on the board."""
    runs = [0] * 25
    for src in range(die + 1, 25):
        to = src - die
        if not blocked[to]:
            runs[src] = 1 + runs[to]
    return runs


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


def legal_moves(mine: Side, dice: tuple, blocked: Sequence[bool],
                memo: dict) -> dict[str, tuple[int, int, int]]:
    """The legal next single moves as ``{notation: (from, to, die)}``, in action order.

    The same moves as :func:`first_moves` (``dice`` sorted from high to low), listed
    from the back (bar first) and, from one point, the larger die first: generated
    in that order directly, without sorting.
    """
    texts = _MOVE_TEXT
    die = dice[0]
    if len(dice) == 1:                 # the last die: every step it allows
        return {texts[src][to]: (src, to, die) for src, to in steps(mine, die, blocked)}
    if die == dice[-1]:                # doubles: steps after which as many dice as possible can follow
        found = steps(mine, die, blocked)
        if len(found) < 2:
            return {texts[src][to]: (src, to, die) for src, to in found}
        rest = dice[1:]
        if mine[BAR]:
            counts = [most_dice(moved(mine, src, to), rest, blocked, memo) for src, to in found]
        else:
            # the free runs of the checkers after each step settle most of them without a search
            runs = memo.get(die)
            if runs is None:
                runs = memo[die] = _runs(die, blocked)
            total = sum(mine[src] * runs[src] for src in range(24, die, -1) if mine[src])
            full = len(rest)
            counts = [full if total - runs[src] + runs[to] >= full
                      else most_dice(moved(mine, src, to), rest, blocked, memo) for src, to in found]
        best = max(counts)
        return {texts[src][to]: (src, to, die) for (src, to), n in zip(found, counts) if n == best}
    return _pair_moves(mine, dice[0], dice[1], blocked) or _single_moves(mine, dice[0], dice[1], blocked)


def _single_moves(mine: Side, high: int, low: int, blocked: Sequence[bool]) -> dict:
    """At most one die can be played: the larger one whenever it can be."""
    texts = _MOVE_TEXT
    found = steps(mine, high, blocked)
    if found:
        return {texts[src][to]: (src, to, high) for src, to in found}
    return {texts[src][to]: (src, to, low) for src, to in steps(mine, low, blocked)}


def _pair_moves(mine: Side, high: int, low: int, blocked: Sequence[bool]) -> dict:
    """Two different dice: the moves after which the other die can still be played.

    Where both dice bear off the same checker the smaller one is named when the
    larger one stays playable afterwards (as in :func:`_first_moves`).
    """
    texts = _MOVE_TEXT
    out: dict = {}
    if mine[BAR]:
        for die, other in ((high, low), (low, high)):
            to = BAR - die
            if not blocked[to] and playable(moved(mine, BAR, to), other, blocked):
                out[texts[BAR][to]] = (BAR, to, die)
        return out
    highest = 24
    while highest and not mine[highest]:
        highest -= 1
    if not highest:
        return out
    bearing = highest <= 6
    # checkers the other die could move on the board afterwards: while some remain, it stays playable
    can_high = can_low = 0
    for src in range(highest, low, -1):
        n = mine[src]
        if n:
            if src > high and not blocked[src - high]:
                can_high += n
            if not blocked[src - low]:
                can_low += n
    for src in range(highest, 0, -1):
        if not mine[src]:
            continue
        # the larger die from here (bearing off with it comes before the smaller die's move)
        to = src - high
        if to > 0:
            if not blocked[to] and _other_stays(mine, src, to, low, can_low, blocked):
                out[texts[src][to]] = (src, to, high)
        elif bearing and (to == 0 or src == highest):
            after = moved(mine, src, OFF)
            low_to = src - low
            if (low_to == 0 or (low_to < 0 and src == highest)) and playable(after, high, blocked):
                out[texts[src][OFF]] = (src, OFF, low)     # both dice bear it off: the smaller is named
                continue
            if playable(after, low, blocked):
                out[texts[src][OFF]] = (src, OFF, high)
        # the smaller die from here
        to = src - low
        if to > 0:
            if not blocked[to] and _other_stays(mine, src, to, high, can_high, blocked):
                out[texts[src][to]] = (src, to, low)
        elif (bearing and (to == 0 or src == highest) and texts[src][OFF] not in out
              and playable(moved(mine, src, OFF), high, blocked)):
            out[texts[src][OFF]] = (src, OFF, low)
    return out


def _other_stays(mine: Side, src: int, to: int, other: int, movable: int, blocked: Sequence[bool]) -> bool:
    """Whether ``other`` can still be played after one checker moves ``src`` -> ``to`` on the board.

    ``movable`` counts the checkers that ``other`` could move on the board before: taking away
    the one that left ``src`` and adding it back on ``to`` usually settles it without a copy.
    """
    if movable - (src > other and not blocked[src - other]) + (to > other and not blocked[to - other]) > 0:
        return True
    return playable(moved(mine, src, to), other, blocked)


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


# ---------------------------------------------------------------------- points as bits
# The game keeps, for each side, two whole numbers beside its counts: ``occupied`` has bit i set
# when the side has a checker on its point i (1..24), ``blocked`` bit i when the side may not land
# on its point i (the opponent holds two or more there). One die's moves are then found from
# the bits with tables made once, and "can the other die still be played" is a few operations.

_BIT = [1 << i for i in range(26)]
#: the bit of the opponent's numbering for one's own point i (its point 25 - i)
_MIRROR = [1 << (25 - i) if 1 <= i <= 24 else 0 for i in range(26)]
_POINTS = (1 << 25) - 2                  # bits 1..24
#: ``_ABOVE[d]``: the points higher than d (a die of d moves them and stays on the board)
_ABOVE = [_POINTS & ~((1 << (d + 1)) - 1) for d in range(7)]


def occupied_mask(counts: Sequence[int]) -> int:
    """Bit i set when ``counts`` has a checker on point i (1..24)."""
    mask = 0
    for i in range(1, 25):
        if counts[i]:
            mask |= 1 << i
    return mask


def blocked_mask(opponent: Sequence[int]) -> int:
    """Bit i set when the mover may not land on its point i (the opponent's point 25 - i holds two or more)."""
    mask = 0
    for j in range(1, 25):
        if opponent[j] >= 2:
            mask |= 1 << (25 - j)
    return mask


def _step_items(die: int, chunk: int) -> list[dict]:
    """For each byte of the points ``8 * chunk + 1 .. 8 * chunk + 8``: the moves of ``die`` from its
    set points, highest first, as ``{notation: (from, to, die)}`` (never changed: merged into new dicts)."""
    out = []
    for byte in range(256):
        items = {}
        for bit in range(7, -1, -1):
            src = 8 * chunk + 1 + bit
            if byte >> bit & 1 and src > die:      # (lower points are masked off before the look-up)
                items[_MOVE_TEXT[src][src - die]] = (src, src - die, die)
        out.append(items)
    return out


#: ``_STEPS[die][chunk][byte]``, see :func:`_step_items` (the points of the chunk the die can leave)
_STEPS = [None] + [[_step_items(d, c) for c in range(3)] for d in range(1, 7)]
#: bearing off from a point with a die, in the same form: ``_OFF_ITEM[src][die]``
_OFF_ITEM = [[(_MOVE_TEXT[src][OFF], (src, OFF, die)) for die in range(7)] for src in range(26)]
#: a move of a die from a point on to the board, in the same form: ``_ITEMS[src][die]`` (src > die)
_ITEMS = [[(_MOVE_TEXT[src][src - die], (src, src - die, die)) if src > die else None for die in range(7)]
          for src in range(26)]


#: ``_PAIRS[key]``: the moves of two dice from eight points at once (see :func:`_pair_items`)
_PAIRS: dict = {}


def _pair_items(high: int, low: int, key: int) -> dict:
    """The moves of ``high`` and ``low`` for the ``_PAIRS`` key ``key`` (see :func:`pair_moves`): from
    the points of its high bits (``high``) and of its low bits (``low``), eight points ``8 * chunk +
    1 ..`` from the highest down, the larger die first, as ``{notation: (from, to, die)}`` (never
    changed: merged into new dicts)."""
    chunk, high_bits, low_bits = (key >> 16) % 3, key >> 8 & 255, key & 255
    items = {}
    for bit in range(7, -1, -1):
        src = 8 * chunk + 1 + bit
        if high_bits >> bit & 1:
            text, move = _ITEMS[src][high]
            items[text] = move
        if low_bits >> bit & 1:
            text, move = _ITEMS[src][low]
            items[text] = move
    if len(_PAIRS) > 100_000:        # a bound on the memory it takes
        _PAIRS.clear()
    _PAIRS[key] = items
    return items


#: ``_RUNS[blocked << 3 | die]``: the free runs of a die over the board (see :func:`double_moves`)
_RUNS: dict = {}


def double_moves(mine: Sequence[int], occupied: int, blocked: int, dice: tuple) -> dict | None:
    """:func:`legal_moves` for two to four equal dice when the checkers' free runs settle it at once
    (then every step of the die is legal), else None (a search is needed)."""
    die = dice[0]
    if mine[BAR]:
        return None
    steps_now = single_moves(mine, occupied, blocked, die)
    if len(steps_now) < 2:
        return steps_now
    # runs[src]: how many moves of the die in a row a checker on src can make on the board; a
    # step on the board uses one of them, and when more than the dice after it remain, every
    # step lets the rest of the roll be played
    runs = _RUNS.get(blocked << 3 | die)
    if runs is None:
        runs = [0] * 25
        for src in range(die + 1, 25):
            to = src - die
            if not blocked >> to & 1:
                runs[src] = 1 + runs[to]
        if len(_RUNS) > 20_000:
            _RUNS.clear()
        _RUNS[blocked << 3 | die] = runs
    need = len(dice)            # more than the dice left after a step: len(dice) - 1
    total = 0
    rest = occupied & _ABOVE[die]
    while rest:
        src = rest.bit_length() - 1
        rest ^= 1 << src
        total += mine[src] * runs[src]
        if total >= need:
            return steps_now
    return None


def single_moves(mine: Sequence[int], occupied: int, blocked: int, die: int) -> dict[str, tuple[int, int, int]]:
    """Every single move one die allows, as :func:`legal_moves` lists them for one die:
    ``{notation: (from, to, die)}`` (the same moves and order as :func:`steps`)."""
    if mine[BAR]:
        if blocked >> (BAR - die) & 1:
            return {}
        text, move = _ITEMS[BAR][die]
        return {text: move}
    if not occupied:
        return {}
    srcs = occupied & ~(blocked << die) & _ABOVE[die]
    table = _STEPS[die]
    out = {**table[2][srcs >> 17], **table[1][srcs >> 9 & 255], **table[0][srcs >> 1 & 255]}
    highest = occupied.bit_length() - 1
    if highest <= 6:
        if die <= highest:
            if mine[die]:
                text, move = _OFF_ITEM[die][die]
                out[text] = move
        else:
            text, move = _OFF_ITEM[highest][die]
            out[text] = move
    return out


def _playable_bits(occupied: int, blocked: int, die: int) -> bool:
    """:func:`playable` for a side with no checker on the bar, from its bits."""
    if occupied & ~(blocked << die) & _ABOVE[die]:
        return True
    highest = occupied.bit_length() - 1
    if highest <= 0 or highest > 6:
        return False
    return die > highest or bool(occupied >> die & 1)


def pair_moves(mine: Sequence[int], occupied: int, blocked: int, high: int, low: int) -> dict:
    """:func:`legal_moves` for two different dice ``high > low``, from the bits: the same moves in
    the same order (``_pair_moves``, else the one die that can be played)."""
    texts = _MOVE_TEXT
    bit = _BIT
    out: dict = {}
    if mine[BAR]:
        more = mine[BAR] > 1
        for die, other in ((high, low), (low, high)):
            to = BAR - die
            if not blocked >> to & 1:
                if more:
                    ok = not blocked >> (BAR - other) & 1
                else:
                    ok = _playable_bits(occupied | bit[to], blocked, other)
                if ok:
                    text, move = _ITEMS[BAR][die]
                    out[text] = move
        if out:
            return out
        return single_moves(mine, occupied, blocked, high) or single_moves(mine, occupied, blocked, low)
    if not occupied:
        return out
    highest = occupied.bit_length() - 1
    bearing = highest <= 6
    free_high = ~(blocked << high) & _ABOVE[high]
    free_low = ~(blocked << low) & _ABOVE[low]
    if not bearing:
        # the usual case: each die could still move a checker from two points, or from a point of
        # two or more -- then after any one move the other die stays playable, and the moves are
        # every step of either die, from the back, the larger die first from each point
        can_high = occupied & free_high
        can_low = occupied & free_low
        if ((can_low & (can_low - 1) or (can_low and mine[can_low.bit_length() - 1] > 1))
                and (can_high & (can_high - 1) or (can_high and mine[can_high.bit_length() - 1] > 1))):
            # eight points at a time, from a table filled as positions come: the key of the points
            # 8 * chunk + 1 .. 8 * chunk + 8 is (dice and chunk) << 16 | high die's bits << 8 | low die's bits
            get = _PAIRS.get
            base = (high << 3 | low) * 3 << 16
            key = base + (2 << 16) | can_high >> 9 & 0xFF00 | can_low >> 17 & 255
            top = get(key)
            if top is None:
                top = _pair_items(high, low, key)
            key = base + (1 << 16) | can_high >> 1 & 0xFF00 | can_low >> 9 & 255
            middle = get(key)
            if middle is None:
                middle = _pair_items(high, low, key)
            key = base | can_high << 7 & 0xFF00 | can_low >> 1 & 255
            bottom = get(key)
            if bottom is None:
                bottom = _pair_items(high, low, key)
            return {**top, **middle, **bottom}
    rest = occupied
    while rest:
        src = rest.bit_length() - 1
        rest ^= bit[src]
        # the side's points after the checker on src left it
        left = occupied ^ bit[src] if mine[src] == 1 else occupied
        # the larger die from here (bearing off with it comes before the smaller die's move)
        to = src - high
        if to > 0:
            if not blocked >> to & 1:
                after = left | bit[to]
                if after & free_low or _playable_bits(after, blocked, low):
                    text, move = _ITEMS[src][high]
                    out[text] = move
        elif bearing and (to == 0 or src == highest):
            low_to = src - low
            if (low_to == 0 or (low_to < 0 and src == highest)) and (left & free_high
                                                                      or _playable_bits(left, blocked, high)):
                text, move = _OFF_ITEM[src][low]     # both dice bear it off: the smaller is named
                out[text] = move
                continue
            if left & free_low or _playable_bits(left, blocked, low):
                text, move = _OFF_ITEM[src][high]
                out[text] = move
        # the smaller die from here
        to = src - low
        if to > 0:
            if not blocked >> to & 1:
                after = left | bit[to]
                if after & free_high or _playable_bits(after, blocked, high):
                    text, move = _ITEMS[src][low]
                    out[text] = move
        elif (bearing and (to == 0 or src == highest) and texts[src][OFF] not in out
              and (left & free_high or _playable_bits(left, blocked, high))):
            text, move = _OFF_ITEM[src][low]
            out[text] = move
    if out:
        return out
    return single_moves(mine, occupied, blocked, high) or single_moves(mine, occupied, blocked, low)
