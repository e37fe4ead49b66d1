"""tablewidgets: board games to play, teach and study in Jupyter.

>>> import tablewidgets as tw
>>> g = tw.new("gipf", seed=3)
>>> g.play(g.legal_actions()[0])
>>> len(g.history)
1
"""

from .engine import GAMES, Game, IllegalAction, Option, OptionError, SaveError, TableError, new, restore
from . import games  # noqa: F401  (registers every game)

__version__ = "0.1.0"


def play(name: str, seats=None, players: int | None = None, seed: int | None = None, **options):
    """A widget to play ``name`` in a notebook: ``tw.play("gipf", seats=["human", "mcts"])``."""
    from .widget import play as _play
    return _play(name, seats=seats, players=players, seed=seed, **options)


def teach(name: str):
    """The step-by-step rules lesson of a game, as a widget."""
    from .widget import teach as _teach
    return _teach(name)


def gallery():
    """A gallery of every game; picking one starts it in place."""
    from .widget import gallery as _gallery
    return _gallery()


__all__ = ["GAMES", "Game", "IllegalAction", "Option", "OptionError", "SaveError", "TableError",
           "gallery", "new", "play", "restore", "teach"]
