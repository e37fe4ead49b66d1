"""Deduction over the 40,320 bindings of the eight ingredients to the eight alchemicals.

A binding is a permutation: ``PERMS[k][i]`` is the alchemical of ingredient ``i`` in binding ``k``.
A fact a seat has observed is a small tuple; :func:`consistent` keeps the bindings that agree with
every fact. The rules model samples from these (``determinize``) and the bot reasons with them.

Facts:
``("mix", i, j, p)``      ingredients i and j make potion p
``("tier", i, j, r, t)``  i and j, sold for request r, reached quality tier t (4 exact .. 1 wrong sign)
``("aspect", i, c, s)``   the colour-c aspect of ingredient i has sign s
``("exhibit", i, j, p, ok)``  i and j make potion p (ok) or do not (not ok)
``("part", i, p)``        i and some other ingredient make potion p (seen through the Periscope)
``("parttier", i, r, t)`` i and some other ingredient reach tier t for request r
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations

import numpy as np

from .data import ALCHEMICALS, MIX, potion_sign

PERMS = np.array(list(permutations(range(8))), dtype=np.int8)
_MIX = np.array([[max(v, 0) for v in row] for row in MIX], dtype=np.int8)
_SIGN = np.array([[s for s, _ in a] for a in ALCHEMICALS], dtype=np.int8)


def tier(potion: int, request: int) -> int:
    """How well ``potion`` meets ``request``: 4 exact, 3 right sign, 2 neutral, 1 wrong sign."""
    if potion == 0:
        return 2
    if potion == request:
        return 4
    return 3 if potion_sign(potion) == potion_sign(request) else 1


_TIER = np.array([[tier(p, r) if r else 0 for r in range(7)] for p in range(7)], dtype=np.int8)


def consistent(facts) -> np.ndarray:
    """A boolean mask over PERMS: the bindings that agree with every fact."""
    mask = np.ones(len(PERMS), dtype=bool)
    for f in facts:
        kind = f[0]
        if kind == "mix":
            _, i, j, p = f
            mask &= _MIX[PERMS[:, i], PERMS[:, j]] == p
        elif kind == "tier":
            _, i, j, r, t = f
            mask &= _TIER[_MIX[PERMS[:, i], PERMS[:, j]], r] == t
        elif kind == "aspect":
            _, i, c, s = f
            mask &= _SIGN[PERMS[:, i], c] == s
        elif kind == "exhibit":
            _, i, j, p, ok = f
            mask &= (_MIX[PERMS[:, i], PERMS[:, j]] == p) == bool(ok)
        elif kind in ("part", "parttier"):
            i = f[1]
            others = [j for j in range(8) if j != i]
            made = _MIX[PERMS[:, i][:, None], PERMS[:, others]]
            hit = (made == f[2]) if kind == "part" else (_TIER[made, f[2]] == f[3])
            mask &= hit.any(axis=1)
    return mask


@lru_cache(maxsize=128)
def candidates(facts: tuple) -> np.ndarray:
    """Indices into PERMS of the bindings consistent with ``facts`` (a tuple; remembered, read-only)."""
    found = np.flatnonzero(consistent(facts))
    found.flags.writeable = False
    return found


def marginals(mask: np.ndarray) -> np.ndarray:
    """8x8 probabilities: row = ingredient, column = alchemical."""
    sub = PERMS[mask]
    out = np.zeros((8, 8))
    if len(sub) == 0:
        return out
    for i in range(8):
        out[i] = np.bincount(sub[:, i], minlength=8) / len(sub)
    return out


def mix_distribution(mask: np.ndarray, i: int, j: int) -> np.ndarray:
    """Probabilities of the 7 potions for mixing ingredients i and j."""
    sub = PERMS[mask]
    if len(sub) == 0:
        return np.full(7, 1 / 7)
    return np.bincount(_MIX[sub[:, i], sub[:, j]], minlength=7) / len(sub)


def check_fact(binding, f) -> bool:
    """Whether the real ``binding`` agrees with fact ``f`` (used by the invariant checks)."""
    kind = f[0]
    if kind == "mix":
        return MIX[binding[f[1]]][binding[f[2]]] == f[3]
    if kind == "tier":
        return tier(MIX[binding[f[1]]][binding[f[2]]], f[3]) == f[4]
    if kind == "aspect":
        return ALCHEMICALS[binding[f[1]]][f[2]][0] == f[3]
    if kind == "exhibit":
        return (MIX[binding[f[1]]][binding[f[2]]] == f[3]) == bool(f[4])
    if kind in ("part", "parttier"):
        made = [MIX[binding[f[1]]][binding[j]] for j in range(8) if j != f[1]]
        return f[2] in made if kind == "part" else any(tier(m, f[2]) == f[3] for m in made)
    return False


__all__ = ["PERMS", "consistent", "marginals", "mix_distribution", "tier", "check_fact"]
