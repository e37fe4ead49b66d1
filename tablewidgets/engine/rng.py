"""Seeded randomness owned by a game.

Every die, shuffle and draw goes through the game's :class:`Rng`, never the
global :mod:`random`, so ``seed + history`` rebuilds a game bit for bit. The
generator also remembers whether it was used since the last check: the core
uses that to make a random event a barrier for undo.
"""

from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A small wrapper around :class:`random.Random` that flags every draw.

    Copies are cheap: a copy shares the generator's state until one of them draws (copy on
    write), and a generator made with ``lazy=True`` is seeded only at its first draw (a search
    copies a game at every step, and most copies of a game without dice never draw).
    """

    __slots__ = ("_state", "_own", "_seed", "drawn")

    def __init__(self, seed: int, lazy: bool = False):
        self._seed = seed
        self._state = None if lazy else random.Random(seed)
        self._own = True         # False: the state is shared with a copy, copy it before drawing
        self.drawn = False

    @property
    def _random(self) -> random.Random:
        """The generator, ready to draw from (seeded, and no longer shared with a copy)."""
        state = self._state
        if state is None:
            state = self._state = random.Random(self._seed)
        elif not self._own:
            state = self._state = _copy_of(state)
        self._own = True
        return state

    def randint(self, low: int, high: int) -> int:
        """A whole number between ``low`` and ``high``, both included."""
        self.drawn = True
        return self._random.randint(low, high)

    def die(self, sides: int = 6) -> int:
        """One roll of a die with ``sides`` faces."""
        self.drawn = True
        state = self._state
        if state is None or not self._own:
            state = self._random
        if _SAME_DRAWS and type(sides) is int and sides > 0:
            # what ``randint(1, sides)`` does, without its layers of calls: the same draws
            k = sides.bit_length()
            r = state.getrandbits(k)
            while r >= sides:
                r = state.getrandbits(k)
            return r + 1
        return state.randint(1, sides)

    def dice(self, sides: int = 6) -> tuple[int, int]:
        """Two rolls of a die with ``sides`` faces: the same two numbers as two calls of :meth:`die`."""
        self.drawn = True
        state = self._state
        if state is None or not self._own:
            state = self._random
        if _SAME_DRAWS and type(sides) is int and sides > 0:
            k = sides.bit_length()
            bits = state.getrandbits
            a = bits(k)
            while a >= sides:
                a = bits(k)
            b = bits(k)
            while b >= sides:
                b = bits(k)
            return a + 1, b + 1
        return state.randint(1, sides), state.randint(1, sides)

    def random(self) -> float:
        self.drawn = True
        return self._random.random()

    def choice(self, items: Sequence[T]) -> T:
        self.drawn = True
        return self._random.choice(items)

    def shuffle(self, items: MutableSequence) -> None:
        self.drawn = True
        self._random.shuffle(items)

    def draw_cards(self, deck: list, discard: list, n: int) -> list:
        """Up to ``n`` cards from the end of ``deck``; when it runs out, the ``discard`` pile is
        shuffled into it (both lists change in place). Fewer come when both are empty."""
        out = []
        for _ in range(n):
            if not deck:
                if not discard:
                    break
                deck.extend(discard)
                discard.clear()
                self.shuffle(deck)
            out.append(deck.pop())
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        self.drawn = True
        return self._random.sample(items, k)

    def getrandbits(self, k: int) -> int:
        self.drawn = True
        return self._random.getrandbits(k)

    def getstate(self):
        if self._state is None:
            self._state = random.Random(self._seed)
        return self._state.getstate()

    def setstate(self, state) -> None:
        fresh = random.Random(0)
        fresh.setstate(state)
        self._state, self._own = fresh, True

    def copy(self) -> "Rng":
        """The same generator state and draw flag (the state is shared until either side draws)."""
        twin = Rng.__new__(Rng)
        twin._seed, twin._state, twin.drawn = self._seed, self._state, self.drawn
        if self._state is not None:
            self._own = twin._own = False
        else:
            twin._own = True
        return twin


def _randint_by_bits(generator: random.Random, sides: int) -> int:
    k = sides.bit_length()
    r = generator.getrandbits(k)
    while r >= sides:
        r = generator.getrandbits(k)
    return r + 1


def _same_draws() -> bool:
    """Whether ``random.Random.randint(1, n)`` draws as :meth:`Rng.die` does by itself (it does in
    every CPython since 3.2; checked once, so a Python that draws otherwise keeps ``randint``)."""
    a, b = random.Random(12345), random.Random(12345)
    return all(a.randint(1, n) == _randint_by_bits(b, n) for n in (1, 2, 3, 5, 6, 7, 8, 12, 20, 100) * 40)


_SAME_DRAWS = _same_draws()


def _copy_of(generator: random.Random) -> random.Random:
    twin = random.Random(0)
    twin.setstate(generator.getstate())
    return twin
