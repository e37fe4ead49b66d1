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
    """A small wrapper around :class:`random.Random` that flags every draw."""

    __slots__ = ("_random", "drawn")

    def __init__(self, seed: int):
        self._random = random.Random(seed)
        self.drawn = False

    def randint(self, low: int, high: int) -> int:
        """A whole number between ``low`` and ``high``, both included."""
        self.drawn = True
        return self._random.randint(low, high)

    def die(self, sides: int = 6) -> int:
        """One roll of a die with ``sides`` faces."""
        self.drawn = True
        return self._random.randint(1, sides)

    def random(self) -> float:
        self.drawn = True
        return self._random.random()

    def choice(self, items: Sequence[T]) -> T:
        self.drawn = True
        return self._random.choice(items)

    def shuffle(self, items: MutableSequence) -> None:
        self.drawn = True
        self._random.shuffle(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        self.drawn = True
        return self._random.sample(items, k)

    def getrandbits(self, k: int) -> int:
        self.drawn = True
        return self._random.getrandbits(k)

    def getstate(self):
        return self._random.getstate()

    def setstate(self, state) -> None:
        self._random.setstate(state)

    def copy(self) -> "Rng":
        """The same generator state and draw flag (much faster than a deep copy)."""
        twin = Rng(0)
        twin._random.setstate(self._random.getstate())
        twin.drawn = self.drawn
        return twin
