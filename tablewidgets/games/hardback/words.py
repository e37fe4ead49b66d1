"""Hardback's dictionary: the word list shipped with the package, read once on first use.

``words.txt.gz`` holds the lower-case alphabetic entries of SCOWL's American English list (Debian
package ``wamerican-large``, 115,188 words); ``proper_nouns.txt.gz`` the capitalised entries that
are not also ordinary words, kept only to say why such a word is refused. Both are rebuilt by
``scripts/build_hardback_words.py``; the list's copyright notice is in ``SCOWL-COPYRIGHT``.
"""

from __future__ import annotations

import gzip
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORDS_FILE = HERE / "words.txt.gz"
PROPER_FILE = HERE / "proper_nouns.txt.gz"


def _read(path: Path) -> list[str]:
    with gzip.open(path, "rt", encoding="ascii") as f:
        return f.read().split()


@lru_cache(maxsize=1)
def word_list() -> tuple:
    """Every word, in the file's (alphabetical) order."""
    return tuple(_read(WORDS_FILE))


@lru_cache(maxsize=1)
def words() -> frozenset:
    return frozenset(word_list())


@lru_cache(maxsize=1)
def proper_nouns() -> frozenset:
    return frozenset(_read(PROPER_FILE))


@lru_cache(maxsize=1)
def by_length() -> dict:
    """Words grouped by length (for the bots' anagram search)."""
    out: dict[int, list[str]] = {}
    for w in word_list():
        out.setdefault(len(w), []).append(w)
    return out


def why_not(word: str) -> str | None:
    """None when ``word`` may be spelled, else why not (in a few words)."""
    w = word.lower()
    if len(w) < 2:
        return "a word needs at least 2 letters"
    if w in words():
        return None
    if w in proper_nouns():
        return f"{w.upper()} is a proper noun"
    return f"{w.upper()} is not in the dictionary"
