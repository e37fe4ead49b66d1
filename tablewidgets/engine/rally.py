"""Rally dice: a pool of coloured dice planned along a path, rolled all at once or one at a time,
caution symbols counted against a limit, secured dice paid with tokens, a bag of damage tokens,
and the re-placing of flat-out dice after a loss of control.

The module knows no game. A *die* is a kind (``"gear"``, ``"coast"``, ``"brake"``,
``"boost"``, or any kind a game adds, such as a leader die) and for gear dice a value;
each die has six faces, some of them a caution symbol. A *dashboard* says how many dice
of each kind a car may use each turn and how many cautions make it lose control; damage
tokens take dice away from it. A *move* is what one die (with the brake or boost dice
that go with it) does: one space forward. Games keep their own tracks, tables and turn
flow and call these helpers.

>>> faces = die_faces("3", cautions=2)
>>> faces.count(CAUTION), len(faces)
(2, 6)
>>> [secure_cost(k) for k in range(4)]          # the 1st secured die costs 1, the 2nd 2 more...
[1, 2, 3, 4]
>>> total_secure_cost(3)
6
>>> gear_change_ok(4, 3), gear_change_ok(6, 4), gear_change_ok(6, 4, brakes=1), gear_change_ok(2, 4, boosts=1)
(True, False, True, True)
>>> first_loss([1, 0, 1, 1, 0], limit=3)         # the third caution comes with the fourth die
3
>>> sorted(caution_counts([0.5, 0.5]).items())   # cautions shown by two dice, each 1 in 2
[(0, 0.25), (1, 0.5), (2, 0.25)]
>>> loss_risk([0.5, 0.5], need=2)
0.25
>>> bag = TokenBag({"green": 2, "yellow": 1})
>>> sorted(bag.counts.items()), bag.total
([('green', 2), ('yellow', 1)], 3)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Sequence

#: the face that counts against the caution limit
CAUTION = "!"
#: the kinds of die every rally game knows (a game may add its own)
KINDS = ("gear", "coast", "brake", "boost")
FACES = 6


def die_faces(symbol: str, cautions: int, faces: int = FACES) -> tuple:
    """The faces of one die: ``faces - cautions`` faces showing ``symbol``, then the cautions."""
    if not 0 <= cautions <= faces:
        raise ValueError(f"a die of {faces} faces cannot carry {cautions} caution symbols")
    return (symbol,) * (faces - cautions) + (CAUTION,) * cautions


def caution_chance(faces: Sequence[str]) -> float:
    """The chance that one roll of the die shows a caution."""
    return sum(1 for f in faces if f == CAUTION) / len(faces)


def roll(faces: Sequence[str], rng) -> bool:
    """Roll one die with the game's generator: True when it shows a caution."""
    return rng.choice(tuple(faces)) == CAUTION


def roll_forced(faces: Sequence[str], rng, forced: list) -> bool:
    """Like :func:`roll`, but the next scripted result of ``forced`` (taken off the list) comes first."""
    if forced:
        return forced.pop(0)
    return roll(faces, rng)


# ------------------------------------------------------------------ chances (for bots)
def add_die(dist: dict, q: float) -> dict:
    """Caution count -> chance, after one more die that shows a caution with chance ``q``."""
    new: dict = {}
    for c, p in dist.items():
        new[c] = new.get(c, 0.0) + p * (1 - q)
        new[c + 1] = new.get(c + 1, 0.0) + p * q
    return new


def caution_counts(probs: Iterable[float], dist: dict | None = None) -> dict:
    """Caution count -> chance after rolling dice with these caution chances (from ``dist``, or none yet)."""
    dist = {0: 1.0} if dist is None else dist
    for q in probs:
        dist = add_die(dist, q)
    return dist


def loss_risk(probs: Iterable[float], need: int) -> float:
    """The chance that dice with these caution chances show ``need`` cautions or more."""
    return sum(p for c, p in caution_counts(probs).items() if c >= need)


# ------------------------------------------------------------------ securing dice with tokens
def secure_cost(already: int) -> int:
    """Tokens to secure one more die this turn when ``already`` dice were secured: 1, then 2, 3..."""
    return already + 1


def total_secure_cost(n: int) -> int:
    """Tokens to secure ``n`` dice in one turn (1 + 2 + ... + n)."""
    return n * (n + 1) // 2


# ------------------------------------------------------------------ gears
def gear_change_ok(current: int, new: int, brakes: int = 0, boosts: int = 0) -> bool:
    """May a gear die ``new`` follow gear ``current``? Up or down one (or the same gear), each
    brake die skipping one more gear down and each boost die one more gear up."""
    return -(1 + brakes) <= new - current <= 1 + boosts


def extra_dice(current: int, new: int) -> tuple[int, int]:
    """(brake dice, boost dice) a gear die ``new`` needs after gear ``current``: the fewest."""
    if new < current - 1:
        return current - 1 - new, 0
    if new > current + 1:
        return 0, new - current - 1
    return 0, 0


# ------------------------------------------------------------------ dashboards and damage
@dataclass(frozen=True)
class Dashboard:
    """Dice a car may use each turn by kind, and the cautions at which it loses control."""

    limit: int
    dice: tuple          # ((kind, count), ...)

    def count(self, kind: str) -> int:
        return dict(self.dice).get(kind, 0)

    def pool(self, lost: dict | None = None) -> dict:
        """Dice of each kind left after ``lost`` (kind -> dice lost to damage), never below 0."""
        lost = lost or {}
        return {k: max(0, n - lost.get(k, 0)) for k, n in self.dice}


def dashboard(limit: int, **dice: int) -> Dashboard:
    """A dashboard from keyword counts: ``dashboard(3, gear=6, coast=2, brake=3)``."""
    return Dashboard(limit, tuple((k, n) for k, n in dice.items()))


class TokenBag:
    """Tokens drawn at random without replacement and given back later (damage tokens).

    ``counts`` maps token kind -> tokens in the bag now; ``full`` is the bag as made."""

    def __init__(self, counts: dict):
        if any(not isinstance(n, int) or n < 0 for n in counts.values()):
            raise ValueError("a token bag holds a whole number of each kind")
        self.full = dict(counts)
        self.counts = dict(counts)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def draw(self, rng) -> str | None:
        """One token at random (None from an empty bag)."""
        total = self.total
        if not total:
            return None
        k = rng.randint(0, total - 1)
        for kind in sorted(self.counts):
            n = self.counts[kind]
            if k < n:
                self.counts[kind] -= 1
                return kind
            k -= n
        raise AssertionError("unreachable")

    def draw_forced(self, rng, forced: list, keep_trying: bool = True) -> str | None:
        """The next kind of ``forced`` (a scripted draw, taken off the list) that is still in the
        bag; once the list is used up, one token at random. With ``keep_trying=False`` only one
        scripted kind is taken off per draw: when it is not in the bag, the draw is at random."""
        while forced:
            kind = forced.pop(0)
            if self.counts.get(kind, 0) > 0:
                self.counts[kind] -= 1
                return kind
            if not keep_trying:
                break
        return self.draw(rng)

    def give_back(self, kind: str, n: int = 1) -> None:
        if self.counts.get(kind, 0) + n > self.full.get(kind, 0):
            raise ValueError(f"the bag never held that many {kind!r} tokens")
        self.counts[kind] = self.counts.get(kind, 0) + n

    def copy(self) -> "TokenBag":
        twin = TokenBag.__new__(TokenBag)
        twin.full = self.full
        twin.counts = dict(self.counts)
        return twin


def table_lookup(table: dict, row: Any, column: Any, what: str = "table"):
    """One cell of a game's table (loss of control by gear and danger, crash damage...)."""
    try:
        return table[row][column]
    except KeyError:
        raise KeyError(f"the {what} has no entry for {row!r} / {column!r}") from None


# ------------------------------------------------------------------ rolling
def first_loss(cautions: Sequence[int], limit: int, spins: Sequence[bool] | None = None) -> int | None:
    """Index of the move at which the running caution count reaches ``limit`` (or a move that
    spins by itself: a corner taken too fast), None when the whole plan is safe."""
    total = 0
    for i, c in enumerate(cautions):
        total += c
        if total >= limit or (spins is not None and spins[i]):
            return i
    return None


@dataclass
class Replaced:
    """One way of putting flat-out dice back on the track so that control is lost at its end."""

    end: Hashable                 # the game's state at the loss (space, gear, ...)
    order: list = field(default_factory=list)   # the dice used, by their index in the roll


def replace_after_loss(dice: Sequence[Any], cautions: Sequence[bool], start: Hashable,
                       step: Callable[[Hashable, Any], Iterable[tuple[Hashable, int, bool]]],
                       limit: int, cautions_before: int = 0, max_states: int = 20000) -> dict:
    """Every place a flat-out roll may be re-placed to lose control at (see the rules of both games:
    after a loss of control the rolled dice may be put back in another order and on other
    spaces, not all of them, as long as the car still loses control).

    ``dice[i]`` is the i-th die rolled and ``cautions[i]`` whether it showed a caution.
    ``step(state, die)`` yields ``(next_state, track_cautions, spins)`` for every legal way of
    using ``die`` from ``state``. Returns end state -> one :class:`Replaced` reaching it; the
    search stops a branch at its first loss of control (that is where the car loses it).
    """
    out: dict = {}
    seen = set()
    todo = [(start, 0, cautions_before, ())]
    while todo:
        state, used, total, order = todo.pop()
        key = (state, used, total)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > max_states:
            break
        for i, die in enumerate(dice):
            if used >> i & 1:
                continue
            # dice of the same kind and face are interchangeable: try the first unused one only
            if any(not (used >> j & 1) and dice[j] == die and cautions[j] == cautions[i] for j in range(i)):
                continue
            for nxt, extra, spins in step(state, die):
                t2 = total + (1 if cautions[i] else 0) + extra
                o2 = order + (i,)
                if t2 >= limit or spins:
                    if nxt not in out:
                        out[nxt] = Replaced(nxt, list(o2))
                    continue
                todo.append((nxt, used | 1 << i, t2, o2))
    return out


# ------------------------------------------------------------------ a turn's plan and its dice
# A *plan* is the list of moves a car has planned this turn, each a dict with at least ``gear``,
# the die (``die`` or another key), ``brakes`` and optionally ``boosts``. A *turn* dict holds the
# plan, the dice in rolling order (``dice``: (move index, kind)), their ``results`` so far, the
# index of the ``next`` die to roll and how many moves are ``resolved``.
def plan_usage(plan: Sequence[dict]) -> tuple[frozenset, int, int, int]:
    """The dice a plan uses: (gear values, coast dice, brake dice, boost dice)."""
    used, coast, brakes, boosts = set(), 0, 0, 0
    for m in plan:
        if m["die"] == "coast":
            coast += 1
        else:
            used.add(m["gear"])
        brakes += m["brakes"]
        boosts += m.get("boosts", 0)
    return frozenset(used), coast, brakes, boosts


def plan_dice(plan: Sequence[dict], kind_key: str = "die") -> list:
    """The dice of a plan in rolling order: each move's brake dice, its boost dice, then its own die
    (its kind under ``kind_key``), as (move index, kind)."""
    dice: list = []
    for i, m in enumerate(plan):
        dice += [(i, "brake")] * m["brakes"] + [(i, "boost")] * m.get("boosts", 0) + [(i, m[kind_key])]
    return dice


def cautions_per_move(dice: Sequence[tuple], results: Sequence[bool], moves: int,
                      support: tuple = ("brake", "boost")) -> tuple[list, list]:
    """After a flat-out roll: the cautions each move's dice showed, and whether each move's own die
    (not a ``support`` die) showed one."""
    per_move, main = [0] * moves, [False] * moves
    for (i, k), r in zip(dice, results):
        per_move[i] += 1 if r else 0
        if k not in support:
            main[i] = r
    return per_move, main


def move_rolled(turn: dict, i: int) -> bool:
    """Whether every die of move ``i`` has been rolled (the next die belongs to another move, or none is left)."""
    return turn["next"] >= len(turn["dice"]) or turn["dice"][turn["next"]][0] != i


def may_stop(turn: dict) -> bool:
    """Rolling one die at a time, a car may stop between moves once one move is resolved."""
    return turn["resolved"] > 0 and turn["dice"][turn["next"]][0] >= turn["resolved"]


def roll_actions(turn: dict, tokens: int, secure: str = "secure") -> list[str]:
    """The actions of a car rolling one die at a time that holds ``tokens`` securing tokens:
    ``roll``, the ``secure`` action when it can pay for it, ``stop`` when it may stop."""
    acts = ["roll"]
    if tokens >= secure_cost(turn["secured"]):
        acts.append(secure)
    if may_stop(turn):
        acts.append("stop")
    return acts


def copy_turn(turn: dict | None) -> dict | None:
    """A copy of a turn dict that shares no list or move with it."""
    if turn is None:
        return None
    t = dict(turn)
    t["plan"] = [dict(m) for m in t["plan"]]
    for key in ("dice", "results", "path"):
        t[key] = list(t[key])
    return t
