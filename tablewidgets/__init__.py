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


def simulate(name: str, seats=None, games: int = 100, players: int | None = None, seed: int | None = None,
             **kwargs):
    """Play ``games`` seeded bot games and return a pandas DataFrame, one row per game
    (see :func:`tablewidgets.study.simulate`)."""
    from .study import simulate as _simulate
    return _simulate(name, seats=seats, games=games, players=players, seed=seed, **kwargs)


def ladder(name: str, levels=None, games: int = 20, **kwargs):
    """Play every pair of bot levels with seats rotated and rate them (Elo and win rates;
    see :func:`tablewidgets.study.ladder`)."""
    from .study import ladder as _ladder
    return _ladder(name, levels=levels, games=games, **kwargs)


def replay(game_or_save, seat: int | None = None, seats=None, speed: float = 2.0):
    """A widget that steps through a finished or running game: a Game, a save (dict or JSON
    text) or a save file's path (see :func:`tablewidgets.replays.replay`)."""
    from .replays import replay as _replay
    return _replay(game_or_save, seat=seat, seats=seats, speed=speed)


__all__ = ["GAMES", "Game", "IllegalAction", "Option", "OptionError", "SaveError", "TableError",
           "gallery", "ladder", "new", "play", "replay", "restore", "simulate", "teach"]
