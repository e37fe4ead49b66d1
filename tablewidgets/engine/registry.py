"""The table of games, and the functions that make and restore them."""

from __future__ import annotations

import json
from collections.abc import Iterator, MutableMapping
from importlib import import_module
from typing import Any

from .errors import IllegalAction, OptionError, SaveError, clip, quote
from .game import SAVE_FORMAT, SAVE_VERSION, Game


class GameTable(MutableMapping):
    """Game name -> game class. The package's own games are listed by name and module first and
    imported the first time one is asked for, so a page that plays one game imports only that one;
    going through the whole table (the gallery, ``sorted(tw.GAMES)``) imports them all, in the
    order they were listed, then any other registered game in the order it came."""

    def __init__(self) -> None:
        self._classes: dict[str, type[Game]] = {}
        self._waiting: dict[str, str] = {}       # name -> module, not imported yet
        self._order: list[str] = []

    def expect(self, name: str, module: str) -> None:
        """``name`` is registered by importing ``module`` (when it is first needed)."""
        if name not in self._classes:
            self._waiting[name] = module
        if name not in self._order:
            self._order.append(name)

    def _load(self, name: str) -> None:
        module = self._waiting.pop(name, None)
        if module is None:
            return
        try:
            import_module(module)
        except ModuleNotFoundError as exc:  # a game still being written
            if exc.name != module:
                raise

    def _load_all(self) -> None:
        for name in list(self._waiting):
            self._load(name)

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        self._load(name)
        return name in self._classes

    def __getitem__(self, name: str) -> type[Game]:
        if isinstance(name, str):
            self._load(name)
        return self._classes[name]

    def __setitem__(self, name: str, cls: type[Game]) -> None:
        self._waiting.pop(name, None)
        self._classes[name] = cls

    def __delitem__(self, name: str) -> None:
        del self._classes[name]

    def __iter__(self) -> Iterator[str]:
        self._load_all()
        listed = [n for n in self._order if n in self._classes]
        rest = [n for n in self._classes if n not in set(self._order)]
        return iter(listed + rest)

    def __len__(self) -> int:
        self._load_all()
        return len(self._classes)

    def __repr__(self) -> str:
        return f"GameTable({sorted(self)})"


GAMES = GameTable()


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game known under its ``name``."""
    if not cls.name:
        raise TypeError(f"{cls.__name__} needs a name to be registered.")
    GAMES[cls.name] = cls
    return cls


def game_class(name: Any) -> type[Game]:
    if not isinstance(name, str) or name not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise OptionError(f"There is no game called {quote(name)}. Available: {known}.")
    return GAMES[name]


def new(name: str, players: int | None = None, seed: int | None = None, **options: Any) -> Game:
    """Start a game: ``tw.new("gipf", players=2, seed=7, variant="tournament")``."""
    return game_class(name)(players=players, seed=seed, **options)


def restore(data: Any) -> Game:
    """Rebuild a game from ``Game.save()`` output (a dict, or its JSON text).

    Every field is checked and every recorded action is replayed through the
    rules, so a damaged or edited file fails with a SaveError that names the
    problem instead of producing a game that could not have happened.
    """
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, RecursionError) as exc:
            raise SaveError(f"The save file is not valid JSON: {clip(str(exc), 120)}.") from None
    if not isinstance(data, dict):
        raise SaveError(f"A save file is a JSON object, not {type(data).__name__}.")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"This is not a tablewidgets save file (field 'format' is {quote(data.get('format'))}).")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"The save file's field 'version' must be a version number from 1, not {quote(version)}.")
    if version > SAVE_VERSION:
        raise SaveError(f"The save file is version {quote(version)}; this tablewidgets reads up to version "
                        f"{SAVE_VERSION}.")
    missing = [k for k in ("game", "players", "seed", "options", "history") if k not in data]
    if missing:
        raise SaveError(f"The save file lacks the field {missing[0]!r}.")
    name = data["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise SaveError(f"The save file is of an unknown game {quote(name)}.")
    cls = GAMES[name]
    players, seed, options = data["players"], data["seed"], data["options"]
    if isinstance(players, bool) or not isinstance(players, int):
        raise SaveError(f"The save file's field 'players' must be a whole number, not {quote(players)}.")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError(f"The save file's field 'seed' must be a whole number, not {quote(seed)}.")
    if not isinstance(options, dict):
        raise SaveError("The save file's field 'options' must be an object.")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise SaveError("The save file's field 'position' must be an object.")
    for field, check, value in (("players", cls.check_players, players), ("seed", cls.check_seed, seed)):
        try:
            check(value)
        except OptionError as exc:
            raise SaveError(f"The save file's field {field!r} is invalid: {exc}") from None
    try:
        cls.check_options(options)
    except OptionError as exc:
        raise SaveError(f"The save file's field 'options' is invalid: {exc}") from None
    try:
        game = cls(players=players, seed=seed, position=position, **options)
    except (OptionError, IllegalAction) as exc:
        field = "field 'position'" if position is not None else "setup"
        raise SaveError(f"The save file's {field} is invalid: {clip(str(exc))}") from None
    history = data["history"]
    if not isinstance(history, list):
        raise SaveError("The save file's field 'history' must be a list.")
    for i, entry in enumerate(history):
        if (not isinstance(entry, (list, tuple)) or len(entry) != 2 or isinstance(entry[0], bool)
                or not isinstance(entry[0], int) or not isinstance(entry[1], str)):
            raise SaveError(f"History entry {i} must be [seat, action], not {quote(entry)}.")
        try:
            game.play(entry[1], seat=entry[0])
        except IllegalAction as exc:
            raise SaveError(f"History entry {i} ({quote(entry[1])} by seat {quote(entry[0])}) cannot be replayed: "
                            f"{clip(str(exc), 200)}") from None
    return game
