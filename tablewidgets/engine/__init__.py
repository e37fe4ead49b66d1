"""The rules-agnostic core: the Game contract, seeded randomness, errors, registry, bots."""

from .errors import IllegalAction, OptionError, SaveError, TableError
from .game import Event, Game, Option
from .registry import GAMES, game_class, new, register, restore
from .rng import Rng

__all__ = ["GAMES", "Event", "Game", "IllegalAction", "Option", "OptionError", "Rng", "SaveError",
           "TableError", "game_class", "new", "register", "restore"]
