"""The table of games, and the functions that make and restore them."""

from __future__ import annotations

import json
from typing import Any

from .errors import IllegalAction, OptionError, SaveError
from .game import SAVE_FORMAT, SAVE_VERSION, Game

GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game known under its ``name``."""
    if not cls.name:
        raise TypeError(f"{cls.__name__} needs a name to be registered.")
    GAMES[cls.name] = cls
    return cls


def game_class(name: Any) -> type[Game]:
    if not isinstance(name, str) or name not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise OptionError(f"There is no game called {name!r}. Available: {known}.")
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
        except ValueError as exc:
            raise SaveError(f"The save file is not valid JSON: {exc}.") from None
    if not isinstance(data, dict):
        raise SaveError(f"A save file is a JSON object, not {type(data).__name__}.")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError(f"This is not a tablewidgets save file (field 'format' is {data.get('format')!r}).")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("The save file has no valid 'version' field.")
    if version > SAVE_VERSION:
        raise SaveError(f"The save file is version {version}; this tablewidgets reads up to version {SAVE_VERSION}.")
    missing = [k for k in ("game", "players", "seed", "options", "history") if k not in data]
    if missing:
        raise SaveError(f"The save file lacks the field {missing[0]!r}.")
    name = data["game"]
    if not isinstance(name, str) or name not in GAMES:
        raise SaveError(f"The save file is of an unknown game {name!r}.")
    if not isinstance(data["options"], dict):
        raise SaveError("The save file's 'options' field must be an object.")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise SaveError("The save file's 'position' field must be an object.")
    try:
        game = GAMES[name](players=data["players"], seed=data["seed"], position=position, **data["options"])
    except (OptionError, IllegalAction) as exc:
        raise SaveError(f"The save file's setup is invalid: {exc}") from None
    history = data["history"]
    if not isinstance(history, list):
        raise SaveError("The save file's 'history' field must be a list.")
    for i, entry in enumerate(history):
        if (not isinstance(entry, (list, tuple)) or len(entry) != 2 or isinstance(entry[0], bool)
                or not isinstance(entry[0], int) or not isinstance(entry[1], str)):
            raise SaveError(f"History entry {i} must be [seat, action], not {entry!r}.")
        try:
            game.play(entry[1], seat=entry[0])
        except IllegalAction as exc:
            raise SaveError(f"History entry {i} ({entry[1]!r} by seat {entry[0]}) cannot be replayed: {exc}") from None
    return game
