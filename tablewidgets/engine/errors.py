"""The errors the package raises on bad input."""

import re


class TableError(Exception):
    """Base class of every error tablewidgets raises on purpose."""


class IllegalAction(TableError, ValueError):
    """An action that the rules forbid, that is malformed, or that is out of turn.

    The message names the rule in plain language. The game is unchanged.
    """


class OptionError(TableError, ValueError):
    """An unknown option, an option value outside its allowed set, or a bad player count."""


class SaveError(TableError, ValueError):
    """A save file that is corrupted, of another format or version, or of an unknown game."""


def quote(value: object, limit: int = 40) -> str:
    """A short, safe rendering of a value someone sent, for an error message.

    Texts are cut to ``limit`` characters, containers to a few items two levels deep,
    huge numbers are described instead of printed; nothing that was sent is repeated
    at length (a page may send a megabyte).

    >>> quote("x" * 1000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"
    >>> quote([1, [2, [3, [4]]], 5, 6, 7, 8])
    '[1, [2, […]], 5, 6, …]'
    >>> quote(10 ** 5000)
    'a whole number of about 5001 digits'
    """
    return _quote(value, limit, 0)


def _quote(value: object, limit: int, depth: int) -> str:
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() > 64:
            return f"a whole number of about {int(value.bit_length() * 0.30103) + 1} digits"
        return repr(value)
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        cut = repr(value[:limit])
        return cut[:-1] + "…" + cut[-1]
    if isinstance(value, (list, tuple)):
        open_, close = ("[", "]") if isinstance(value, list) else ("(", ")")
        if depth >= 2:
            return open_ + ("…" if value else "") + close
        items = [_quote(v, limit, depth + 1) for v in value[:4]] + (["…"] if len(value) > 4 else [])
        return open_ + ", ".join(items) + close
    if isinstance(value, dict):
        if depth >= 2:
            return "{…}" if value else "{}"
        items = [f"{_quote(k, limit, depth + 1)}: {_quote(v, limit, depth + 1)}"
                 for k, v in list(value.items())[:4]] + (["…"] if len(value) > 4 else [])
        return "{" + ", ".join(items) + "}"
    return f"a {type(value).__name__}"


def clip(text: str, limit: int = 300) -> str:
    """An error text made short: any run of more than 60 characters without a space is cut to
    its first 40, and the whole to ``limit`` characters (the last guard against echoing input).

    >>> clip("'" + "x" * 5000 + "' in 'lake' is not a piece.")
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… in 'lake' is not a piece."
    """
    text = _LONG_WORD.sub(lambda m: m.group(0)[:40] + "…", text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


_LONG_WORD = re.compile(r"\S{61,}")
