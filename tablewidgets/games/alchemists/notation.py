"""Alchemists' notation: ingredient letters, pairs, the reputation sections and a few constants
shared by the rules, the words and the positions."""

from __future__ import annotations

from .data import FAVOURS, LETTERS

ROUNDS = 6
MARKET = 5
FAVOUR_NAMES = tuple(name for name, _ in FAVOURS)
DECLARE_FAVOURS = ("assistant", "associate", "custodian")
NOTE_ACTIONS = ("notes", "mark", "row", "close")
REQUEST_WORDS = {4: "exact potion", 3: "right sign", 2: "right sign or neutral", 1: "any potion"}


def ing(i: int) -> str:
    return LETTERS[i].lower()


def ing_index(text: str) -> int:
    i = LETTERS.lower().find(text)
    if len(text) != 1 or i < 0:
        raise ValueError(text)
    return i


def pair_text(i: int, j: int) -> str:
    return f"{ing(i)}+{ing(j)}"


def section(rep: int) -> str:
    if rep <= 6:
        return "red"
    if rep <= 13:
        return "yellow"
    if rep <= 17:
        return "green"
    return "blue"
