"""The errors the package raises on bad input."""


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
