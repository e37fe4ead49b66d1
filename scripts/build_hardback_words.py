"""Rebuild Hardback's word lists from Debian's SCOWL word list (run once; the output is committed).

    apt-get install wamerican-large
    PYTHONPATH=. python scripts/build_hardback_words.py [/usr/share/dict/american-english-large]

What it writes into tablewidgets/games/hardback/:

- ``words.txt.gz``: every entry of the list made only of the lower-case letters a-z, one a line,
  sorted. This keeps ordinary words and drops proper nouns (capitalised), initialisms (upper
  case) and words with punctuation (apostrophes, hyphens) or accents, as the game asks.
- ``proper_nouns.txt.gz``: the capitalised entries (first letter upper case, the rest a-z) whose
  lower-case spelling is not an ordinary word, lower-cased: used only to say why a word is refused.
- ``SCOWL-COPYRIGHT``: the copyright notice of the list, copied from the Debian package.

The files are gzip'd with a zero timestamp, so the same list always gives the same bytes.
"""

from __future__ import annotations

import gzip
import re
import shutil
import sys
from pathlib import Path

SOURCE = Path("/usr/share/dict/american-english-large")
NOTICE = Path("/usr/share/doc/wamerican-large/copyright")
OUT = Path(__file__).resolve().parents[1] / "tablewidgets" / "games" / "hardback"


def write(path: Path, words: list[str]) -> None:
    data = ("\n".join(words) + "\n").encode("ascii")
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0,
                                                filename="") as out:
        out.write(data)


def main(source: Path = SOURCE) -> None:
    lines = source.read_text(encoding="utf-8").split("\n")
    words = sorted({w for w in lines if re.fullmatch(r"[a-z]+", w)})
    proper = sorted({w.lower() for w in lines if re.fullmatch(r"[A-Z][a-z]+", w)} - set(words))
    write(OUT / "words.txt.gz", words)
    write(OUT / "proper_nouns.txt.gz", proper)
    shutil.copyfile(NOTICE, OUT / "SCOWL-COPYRIGHT")
    print(f"{len(words)} words, {len(proper)} proper nouns from {source}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE)
