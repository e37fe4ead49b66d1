"""The table of games, and the functions that make and restore them."""

from __future__ import annotations

import json
from typing import Any

from .errors import IllegalAction, OptionError, SaveError, clip, quote
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
