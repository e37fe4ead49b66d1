"""The game contract every rules model follows.

A game is one object holding its whole state, its seeded random generator and
its history. A rules model subclasses :class:`Game` and writes the small
hooks named with a leading underscore; the core supplies the public contract
of DESIGN.md on top of them, the same for every game:

>>> import tablewidgets as tw
>>> g = tw.new("gipf", seed=1)
>>> g.to_move
(0,)
>>> g.play("a1-b2")
>>> g.history
[(0, 'a1-b2')]
>>> g.undo()
Traceback (most recent call last):
...
tablewidgets.engine.errors.IllegalAction: White's turn is over: a decision cannot be taken back once the turn has passed.

What a subclass writes:

``_setup()``
    build the initial state from ``self.players`` and ``self.opts`` (may use
    ``self.rng``).
``_to_move()``
    tuple of seats that must decide now (the core returns ``()`` once the
    game is finished).
``_legal(seat)``
    list of canonical action strings for that seat, in a stable order.
``_apply(seat, action)``
    change the state for one legal, canonical action. Call ``self.finish``
    when the game ends, ``self.say`` to log what happened, ``self.reveal()``
    when hidden information became visible. Drawing from ``self.rng`` marks
    the action as a random event automatically.
``_view(seat)``
    the game's own part of the view: only what ``seat`` may see
    (``None`` = spectator).
and, where they apply: ``_parse`` (lenient notation), ``_why_illegal``
(the rule that forbids an action), ``describe``, ``label``, ``parts``,
``heuristic``, ``check_invariants``, ``_resample`` (hidden information),
``_set_position`` (scripted positions for tests and lessons), ``public_parts``
(hidden information: what of another seat's move may be marked).

Class facts beside ``name``, ``title`` and ``options``: ``tagline``, ``minutes``,
``weight`` and ``designed_components`` for the gallery's card and filters,
``static_keys`` (view keys that never change during a game, sent once),
``bot_titles`` and ``score_label`` for the words of the board.
"""

from __future__ import annotations

import copy
import secrets
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable

from .errors import IllegalAction, OptionError, clip, quote
from .rng import Rng

SAVE_FORMAT = "tablewidgets-save"
SAVE_VERSION = 1
#: seeds are whole numbers from 0 to MAX_SEED (they must survive JSON, repr and the bots' sums)
MAX_SEED = 2 ** 63 - 1


class SearchCancelled(Exception):
    """Raised inside a bot's search when the position it was searching is no longer wanted."""


class StopToken:
    """Shared by every copy of a game a background search makes: once set, the next
    ``determinize`` of any of them raises :class:`SearchCancelled`. Copies share the token."""

    __slots__ = ("stopped",)

    def __init__(self) -> None:
        self.stopped = False

    def set(self) -> None:
        self.stopped = True

    def is_set(self) -> bool:
        return self.stopped

    def __copy__(self) -> "StopToken":
        return self

    def __deepcopy__(self, memo: dict) -> "StopToken":
        return self


@dataclass(frozen=True)
class Option:
    """One variant or setting of a game: its allowed values and its default."""

    name: str
    values: tuple
    default: Any
    label: str
    help: str = ""
    #: how each value reads in a menu, by value (values not named read as themselves)
    names: tuple = ()

    def check(self, value: Any) -> Any:
        """Return ``value`` in canonical form, or raise :class:`OptionError`."""
        for allowed in self.values:
            if value == allowed and type(value) is type(allowed):
                return allowed
            # lenient: "Standard" for "standard", "5" for 5
            if isinstance(allowed, str) and isinstance(value, str) and value.strip().lower() == allowed.lower():
                return allowed
            if isinstance(allowed, bool) and isinstance(value, str) and value.strip().lower() in ("true", "false"):
                if (value.strip().lower() == "true") == allowed:
                    return allowed
            if (isinstance(allowed, int) and not isinstance(allowed, bool) and isinstance(value, str)
                    and len(value) <= 20 and value.strip().lstrip("-").isdigit() and int(value) == allowed):
                return allowed
        shown = ", ".join(repr(v) for v in self.values)
        raise OptionError(f"Option {self.name!r} cannot be {quote(value)}: the allowed values are {shown}.")

    def as_dict(self) -> dict:
        named = dict(self.names)
        return {"name": self.name, "label": self.label, "values": list(self.values),
                "default": self.default, "help": self.help,
                "names": [named.get(v, None) for v in self.values]}


@dataclass
class Event:
    """One line of the game's log. ``to`` is the seats allowed to read it (``None`` = everyone)."""

    step: int
    seat: int | None
    text: str
    to: tuple | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)


#: One friendly name per bot level, used by the panels, the dialogs and the status line alike.
BOT_NAMES = {
    "random": "Computer: random moves",
    "greedy": "Computer: quick",
    "mcts": "Computer: thinks ahead",
    "planner": "Computer: planner",
    "driver": "Computer: racing driver",
    "expert": "Computer: expert",
}


class Game:
    """Base class of every rules model. See the module docstring for the hooks."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    blurb: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    #: players when none are given (None: min_players)
    default_players: ClassVar[int | None] = None
    options: ClassVar[tuple[Option, ...]] = ()
    seat_names: ClassVar[tuple[str, ...]] = ()
    colors: ClassVar[tuple[str, ...]] = ("#e8e4d8", "#2b2b2b", "#c0392b", "#2e86c1", "#27ae60", "#d68910")
    #: True when some seat may not see everything: hot-seat play then shows a hand-over screen.
    hidden_information: ClassVar[bool] = False
    #: bot levels this game offers, weakest first; the widget's default is ``default_bot``.
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "greedy", "mcts")
    default_bot: ClassVar[str] = "mcts"
    #: True when the seats after ``to_move[0]`` only *may* step in (say, to play an event card):
    #: a hot-seat board then follows the first seat instead of staying with a seat that may step in.
    follow_first_mover: ClassVar[bool] = False
    #: set on the copy a bot searches in the background: once set, ``determinize`` stops the search
    _search_stop: ClassVar[Any] = None
    #: the legal lists of this position by seat, filled on demand; every change of the state drops it
    _legal_memo: dict | None = None
    #: whether the game has its own ``action_audience`` (set for each subclass: the core's says None)
    _own_audience: ClassVar[bool] = False
    #: view keys whose value never changes while one game lasts (a track, a map, card texts):
    #: the widget sends them once per game (its ``static`` trait), not with every view.
    static_keys: ClassVar[tuple[str, ...]] = ()
    #: a game's own names for its bot levels, over ``BOT_NAMES``
    bot_titles: ClassVar[dict[str, str]] = {}
    #: gallery facts: a one-line description, typical minutes, weight ("family", "strategy",
    #: "heavy"), and whether the components were designed for this package (no public data)
    tagline: ClassVar[str] = ""
    minutes: ClassVar[int] = 0
    weight: ClassVar[str] = ""
    designed_components: ClassVar[bool] = False
    #: what the numbers in ``result()["scores"]`` are, for the end-of-game table
    score_label: ClassVar[str] = "Score"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._own_audience = cls.action_audience is not Game.action_audience

    # ------------------------------------------------------------------ setup
    def __init__(self, players: int | None = None, seed: int | None = None,
                 position: dict | None = None, **options: Any):
        self.players = self.check_players(players)
        if seed is None:
            seed = secrets.randbits(48)
        self.seed = self.check_seed(seed)
        self.opts = self.check_options(options)
        if position is not None and not isinstance(position, dict):
            raise OptionError(f"A position is a dict of position keys, not {quote(position)}.")
        self.position = copy.deepcopy(position) if position is not None else None
        self.history: list[tuple[int, str]] = []
        #: (index in history, audience) of every action whose log line only some seats may read
        self._hidden: list[tuple[int, tuple]] = []
        self.events: list[Event] = []
        self.outcome: dict | None = None
        self.quiet = False
        self.on_change = None  # set by a widget table so moves made from code show live
        self._barriers: list[bool] = []
        self._revealed = False
        self.rng = Rng(seed)
        self._setup()
        if position is not None:
            self._use_position(position)
        self.rng.drawn = False

    def _use_position(self, position: dict) -> None:
        """Set up from ``position``: any failure becomes an OptionError that names the key at fault."""
        self._check_position(position)
        try:
            self._set_position(copy.deepcopy(position))
        except OptionError as exc:
            raise OptionError(clip(str(exc))) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
            raise OptionError(f"The position's {self._key_at_fault(position)} is not valid for {self.title} "
                              f"({type(exc).__name__}).") from None

    def _key_at_fault(self, position: dict) -> str:
        """The key whose value alone breaks ``_set_position`` (tried one by one on fresh games)."""
        for key in position:
            try:
                fresh = type(self)(self.players, self.seed, None, **self.opts)
                fresh.quiet = True
                fresh._set_position(copy.deepcopy({key: position[key]}))
            except OptionError:
                continue
            except Exception:
                return f"key {quote(key)}"
        return "combination of keys " + ", ".join(quote(k) for k in list(position)[:6])

    @classmethod
    def check_seed(cls, seed: Any) -> int:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise OptionError(f"The seed must be a whole number from 0 to 2**63 - 1, not {quote(seed)}.")
        return seed

    @classmethod
    def check_players(cls, players: int | None) -> int:
        if players is None:
            return cls.default_players or cls.min_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise OptionError(f"players must be a whole number, not {quote(players)}.")
        if not cls.min_players <= players <= cls.max_players:
            if cls.min_players == cls.max_players:
                raise OptionError(f"{cls.title} is played by exactly {cls.min_players} players, not {quote(players)}.")
            raise OptionError(f"{cls.title} is played by {cls.min_players} to {cls.max_players} players, "
                              f"not {quote(players)}.")
        return players

    @classmethod
    def check_options(cls, options: dict) -> dict:
        """Options in canonical form: only the game's declared options (never a seed, a player
        count or a position), each with one of its allowed values."""
        if not isinstance(options, dict):
            raise OptionError(f"Options are a dict of option names and values, not {quote(options)}.")
        known = {o.name: o for o in cls.options}
        unknown = [k for k in options if not isinstance(k, str) or k not in known]
        if unknown:
            names = ", ".join(sorted(known)) or "none"
            raise OptionError(f"{cls.title} has no option {quote(unknown[0])} (its options: {names}).")
        return {name: (opt.check(options[name]) if name in options else opt.default)
                for name, opt in known.items()}

    @classmethod
    def meta(cls) -> dict:
        """A JSON description of the game for galleries and dialogs."""
        return {"name": cls.name, "title": cls.title, "blurb": cls.blurb,
                "min_players": cls.min_players, "max_players": cls.max_players,
                "default_players": cls.default_players or cls.min_players,
                "options": [o.as_dict() for o in cls.options],
                "bot_levels": list(cls.bot_levels), "default_bot": cls.default_bot,
                "colors": list(cls.colors[:cls.max_players]),
                "hidden_information": cls.hidden_information,
                "bot_names": {level: cls.bot_name(level) for level in cls.bot_levels},
                "tagline": cls.tagline, "minutes": cls.minutes, "weight": cls.weight,
                "designed_components": cls.designed_components, "score_label": cls.score_label}

    @classmethod
    def bot_name(cls, level: str) -> str:
        """The one friendly name of a bot level ("Computer: thinks ahead")."""
        return cls.bot_titles.get(level) or BOT_NAMES.get(level) or f"Computer: {level}"

    # ------------------------------------------------------------ subclass hooks
    def _setup(self) -> None:
        raise NotImplementedError

    def _to_move(self) -> tuple:
        raise NotImplementedError

    def _legal(self, seat: int) -> list[str]:
        raise NotImplementedError

    def _apply(self, seat: int, action: str) -> None:
        raise NotImplementedError

    def _view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def _parse(self, text: str) -> str:
        """Turn lenient user text into the canonical action (default: trim, squeeze spaces)."""
        return " ".join(text.split())

    def _why_illegal(self, seat: int, action: str) -> str | None:
        """The rule that forbids ``action`` now, in one plain sentence (None: a generic reason)."""
        return None

    def _resample(self, seat: int, rng: Rng) -> None:
        """Resample everything ``seat`` cannot see, consistently with what it saw."""

    def _set_position(self, position: dict) -> None:
        raise OptionError(f"{self.title} cannot start from a custom position.")

    def _check_position(self, position: dict) -> None:
        """Refuse a malformed ``position`` before it is used (OptionError naming the key; do not
        change it). The core already turns any other failure of ``_set_position`` into an
        OptionError naming the key whose value breaks it."""

    def describe(self, action: str, seat: int | None = None) -> str:
        """One plain sentence: what this action does."""
        who = self.seat_name(seat if seat is not None else (self.to_move or (None,))[0])
        return f"{who} plays {action}."

    def label(self, action: str, seat: int | None = None) -> str:
        """A short button label for the action."""
        return action

    def parts(self, action: str, seat: int) -> list[str]:
        """Board element ids to click, in order, to make this action ([] = a prompt button)."""
        return []

    def public_parts(self, action: str, seat: int) -> list[str]:
        """In a game with hidden information: the board elements of ``seat``'s action that every
        other seat may see marked as its last move (default: none)."""
        return []

    def heuristic(self, seat: int) -> float:
        """How good the position is for ``seat``, from -1 (lost) to +1 (won)."""
        return 0.0

    def check_invariants(self) -> None:
        """Raise AssertionError when the state breaks a rule (used by the test kit)."""

    def status(self, seat: int | None = None) -> str:
        """One sentence on whose turn it is and what is asked."""
        if self.over:
            winners = self.outcome["winners"]
            if not winners:
                return "The game is over: nobody wins."
            return "The game is over: " + " and ".join(self.seat_name(s) for s in winners) + " won."
        names = " and ".join(self.seat_name(s) for s in self.seen_to_move(seat))
        return f"{names} to move."

    # ------------------------------------------------------------ helpers for rules
    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        if seat < len(self.seat_names):
            return self.seat_names[seat]
        return f"Player {seat + 1}"

    def seat_color(self, seat: int) -> str:
        """The colour a seat plays now (games where colours are chosen during play override this)."""
        return self.colors[seat % len(self.colors)]

    def say(self, text: str, to: Iterable[int] | None = None, seat: int | None = None) -> None:
        """Log an event; ``to`` limits who may read it (hidden information)."""
        if self.quiet:
            return
        self.events.append(Event(len(self.history), seat, text, tuple(to) if to is not None else None))

    def reveal(self) -> None:
        """Mark the current action as revealing hidden information (a barrier for undo)."""
        self._revealed = True

    def finish(self, scores: list, winners: list[int] | None = None, reason: str = "",
               ranking: list[int] | None = None, details: list[str] | None = None) -> None:
        """End the game. ``ranking[s]`` is seat s's place (1 = first; ties share a place);
        ``details[s]`` says in a few words how seat s's score came about (shown at the end)."""
        scores = list(scores)
        if winners is None:
            best = max(scores)
            winners = [s for s, v in enumerate(scores) if v == best]
        if ranking is None:
            ranking = [1 + sum(1 for w in scores if w > v) for v in scores]
        if details is not None and len(details) != len(scores):
            raise ValueError("finish: one line of details per seat")
        self.outcome = {"scores": scores, "ranking": list(ranking), "winners": sorted(winners), "reason": reason}
        if details is not None:
            self.outcome["details"] = [str(d) for d in details]

    # ------------------------------------------------------------ the contract
    @property
    def to_move(self) -> tuple:
        if self.outcome is not None:
            return ()
        movers = self._to_move()
        return movers if type(movers) is tuple else tuple(movers)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def result(self) -> dict:
        if self.outcome is None:
            raise IllegalAction("The game is not over yet: there is no result.")
        return copy.deepcopy(self.outcome)

    def _seat_for(self, seat: int | None) -> int:
        if self.outcome is None:
            movers = self._to_move()
            if type(seat) is int and len(movers) == 1 and seat == movers[0]:
                return seat             # the common case: the one seat to move says it acts
            if seat is None and len(movers) == 1:
                return movers[0]
        movers = self.to_move
        if seat is None:
            if not movers:
                raise IllegalAction("The game is over: nobody can act.")
            if len(movers) > 1:
                raise IllegalAction("Several seats decide at once now: say which seat acts.")
            return movers[0]
        self._check_seat(seat)
        if seat not in movers:
            if not movers:
                raise IllegalAction("The game is over: nobody can act.")
            raise IllegalAction(f"It is not {self.seat_name(seat)}'s turn: "
                                f"{' and '.join(self.seat_name(s) for s in movers)} must decide now.")
        return seat

    def _check_seat(self, seat: Any) -> None:
        if type(seat) is int and 0 <= seat < self.players:
            return
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(f"There is no seat {quote(seat)}: seats are numbered 0 to {self.players - 1}.")

    def legal_actions(self, seat: int | None = None) -> list[str]:
        if type(seat) is int and self.outcome is None:
            # the common case: a seat asks in a position not listed yet, or listed already
            memo = self._legal_memo
            if memo is None:
                if seat in self._to_move():
                    legal = self._legal(seat)
                    self._legal_memo = {seat: legal}
                    return list(legal)
            else:
                legal = memo.get(seat)      # the memo holds lists of seats to move in this position only
                if legal is not None:
                    return list(legal)
        if self.outcome is not None:
            if seat is not None:
                self._check_seat(seat)
            return []
        memo = self._legal_memo
        if memo is not None and type(seat) is int:
            legal = memo.get(seat)      # the memo holds lists of seats to move in this position only
            if legal is not None:
                return list(legal)
        movers = self._to_move()
        if seat is None:
            if not movers:
                return []
            if len(movers) > 1:
                raise IllegalAction("Several seats decide at once now: say which seat's actions you want.")
            seat = movers[0]
            if memo is not None:
                legal = memo.get(seat)
                if legal is not None:
                    return list(legal)
        elif type(seat) is not int or seat not in movers:
            self._check_seat(seat)          # raises for a seat that does not exist
            if seat not in movers:
                return []
        legal = self._legal(seat)
        if memo is None:
            self._legal_memo = {seat: legal}
        else:
            memo[seat] = legal
        return list(legal)

    def _legal_now(self, seat: int) -> list[str]:
        """``_legal(seat)``, computed once per position (the list is shared: never change it)."""
        memo = self._legal_memo
        if memo is None:
            memo = self._legal_memo = {}
        else:
            legal = memo.get(seat)
            if legal is not None:
                return legal
        legal = memo[seat] = self._legal(seat)
        return legal

    def parse(self, action: Any) -> str:
        """Canonical form of an action, or IllegalAction if it is malformed."""
        if not isinstance(action, str):
            raise IllegalAction(f"An action is a short text like those in legal_actions(), not {type(action).__name__}.")
        if not action.strip():
            raise IllegalAction("The action is empty.")
        if len(action) > 200:
            raise IllegalAction("The action is too long to be one move.")
        return self._parse(action)

    def play(self, action: str, seat: int | None = None) -> None:
        """Apply one action; IllegalAction with the reason if the rules forbid it."""
        memo = self._legal_memo
        # a list in the memo is that of a seat to move in this very position: the seat may act
        legal = memo.get(seat) if memo is not None and type(seat) is int and self.outcome is None else None
        if legal is None:
            seat = self._seat_for(seat)
            legal = self._legal_now(seat)
        # one scan of the position's list: a set would be made for this one look-up (several times slower)
        if isinstance(action, str) and action in legal:
            canonical = action          # canonical text already (a legal action is its own canonical form)
        else:
            canonical = self.parse(action)
            if canonical not in legal:
                reason = self._why_illegal(seat, canonical)
                raise IllegalAction(reason or f"{quote(action)} is not a legal action for {self.seat_name(seat)} now.")
        self.apply(canonical, seat)
        if self.on_change is not None:
            self.on_change(self)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    def apply(self, action: str, seat: int) -> None:
        """Apply an action already known to be legal and canonical (bots use this fast path)."""
        self.rng.drawn = False
        self._revealed = False
        # (a game that never hides a log line keeps the core's action_audience: no call needed)
        if self._own_audience:
            audience = self.action_audience(action, seat)
        else:
            audience = None
        if not self.quiet:
            self.say(self.describe(action, seat), to=audience, seat=seat)
        self._legal_memo = None
        try:
            self._apply(seat, action)
        except Exception:
            # Never leave a half-applied action behind.
            self._rebuild(list(self.history))
            raise
        if audience is not None:
            self._hidden.append((len(self.history), tuple(audience)))
        self._legal_memo = None
        self.history.append((seat, action))
        self._barriers.append(self.rng.drawn or self._revealed)

    def action_audience(self, action: str, seat: int) -> tuple | None:
        """Who may read the log line of an action (None: everyone). Hidden choices override this.

        An action with an audience is a hidden decision: for every seat outside it the action
        does not exist, so it is not counted in that seat's ``step`` nor in the step numbers of
        its log (a seat still planning cannot count the cards another has chosen face down).
        """
        return None

    def hides_now(self) -> bool:
        """Whether a seat's view may now hold what another seat may not see (default: the class's
        ``hidden_information``). People sharing one screen get the hand-over screen only then: a
        game whose only secret is one phase (Gaia Project's auction bids) is open the rest of the time."""
        return type(self).hidden_information

    def secret_round(self) -> tuple:
        """The seats choosing at once and in secret right now (default: none). While they do, a
        seat that has finished still looks undecided to every other seat (:meth:`seen_to_move`)."""
        return ()

    def seen_to_move(self, seat: int | None) -> list[int]:
        """The seats to move as ``seat`` may know them: in a :meth:`secret_round`, who has finished
        (and so how long each one took) shows only to that seat itself."""
        every = self.secret_round() if not self.over else ()
        real = self.to_move
        if not every:
            return list(real)
        return [s for s in range(self.players) if s in real or (s != seat and s in every)]

    def step_for(self, seat: int | None, upto: int | None = None) -> int:
        """How many of the first ``upto`` actions (default: all) ``seat`` knows were taken:
        every action, less the hidden decisions whose audience leaves ``seat`` out."""
        n = len(self.history) if upto is None else upto
        unseen = sum(1 for i, to in self._hidden if i < n and (seat is None or seat not in to))
        return n - unseen

    # ------------------------------------------------------------ undo and rewind
    def why_no_undo(self, seat: int | None = None) -> str | None:
        """None when ``seat`` may undo now, else the reason."""
        if not self.history:
            return "There is nothing to undo."
        last_seat, _ = self.history[-1]
        if seat is None:
            seat = last_seat
        if last_seat != seat:
            return f"The last decision was {self.seat_name(last_seat)}'s: you may only take back your own."
        if self._barriers[-1]:
            return "The last action rolled dice, drew or revealed something: it cannot be taken back."
        if seat not in self.to_move:
            return (f"{self.seat_name(seat)}'s turn is over: a decision cannot be taken back "
                    "once the turn has passed.")
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        return self.why_no_undo(seat) is None

    def undo(self, seat: int | None = None) -> None:
        """Take back the last decision, within the undo policy (own turn, no random event or reveal)."""
        reason = self.why_no_undo(seat)
        if reason:
            raise IllegalAction(reason)
        self._rebuild(self.history[:-1])
        self._changed()

    def rewind(self, n: int = 1) -> None:
        """Go back ``n`` actions, whatever they were (analysis and lessons only)."""
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= len(self.history):
            raise IllegalAction(f"Cannot rewind {n!r} actions: the game has {len(self.history)}.")
        self._rebuild(self.history[:len(self.history) - n])
        self._changed()

    def _rebuild(self, history: list[tuple[int, str]]) -> None:
        fresh = type(self)(self.players, self.seed, self.position, **self.opts)
        fresh.quiet = self.quiet
        for seat, action in history:
            fresh.apply(action, seat)
        fresh.on_change = self.on_change
        self.__dict__ = fresh.__dict__

    # ------------------------------------------------------------ views, copies, saves
    def view(self, seat: int | None = None) -> dict:
        """Everything ``seat`` may see, as JSON-ready data (``None`` = a spectator)."""
        if seat is not None:
            self._check_seat(seat)
        base = {"game": self.name, "seat": seat, "players": self.players,
                "to_move": self.seen_to_move(seat), "over": self.over,
                "result": copy.deepcopy(self.outcome), "step": self.step_for(seat)}
        base.update(self._view(seat))
        return base

    def log_for(self, seat: int | None, last: int = 200) -> list[dict]:
        """The log lines ``seat`` may read; ``step`` counts the actions before each that
        ``seat`` knows of (see :meth:`step_for`), never another seat's hidden decisions."""
        unseen = [i for i, to in self._hidden if seat is None or seat not in to]
        lines, skipped, k = [], 0, 0
        for e in self.events:
            while k < len(unseen) and unseen[k] < e.step:
                skipped += 1
                k += 1
            if e.visible_to(seat):
                lines.append({"step": e.step - skipped, "seat": e.seat, "text": e.text})
        return lines[-last:]

    def clone(self) -> "Game":
        """An independent copy (bots search on clones); it is not watched by any widget."""
        watcher, self.on_change = self.on_change, None
        try:
            return copy.deepcopy(self)
        finally:
            self.on_change = watcher

    def _twin(self, *names: str) -> "Game":
        """The start of a fast ``clone``: a shallow copy whose core state (history, log, options,
        position, result, random generator) is its own, and whose attributes ``names`` are
        copied one level deep (lists, dicts and sets alike). The game copies deeper parts itself.
        """
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        for name in ("history", "events", "_barriers", "_hidden", *names):
            value = getattr(self, name)
            if value is not None:
                setattr(twin, name, value.copy())
        twin.opts = dict(self.opts)
        if self.position is not None:
            twin.position = copy.deepcopy(self.position)
        if self.outcome is not None:
            twin.outcome = copy.deepcopy(self.outcome)
        twin.rng = self.rng.copy()
        twin.on_change = None       # a copy is never watched by a widget
        twin._legal_memo = None
        return twin

    def widget(self, seat: int | None = None, seats=None):
        """A board for this game in a notebook: ``seat`` is the seat it plays (None = spectator).

        All widgets of one game update together, also when ``play`` is called from code.
        """
        from ..widget import widget_for  # the rules model itself never needs Jupyter

        return widget_for(self, seat=seat, seats=seats)

    def export_html(self, path, seats=None) -> Any:
        """Write one HTML file that replays this game step by step in any browser, offline
        (the board's script and the spectator's view of every step inside). Returns the path."""
        from ..replays import export_html  # the rules model itself never needs Jupyter

        return export_html(self, path, seats=seats)

    def determinize(self, seat: int | None, rng) -> "Game":
        """A copy where everything ``seat`` cannot see, future dice included, is resampled."""
        if self._search_stop is not None and self._search_stop.is_set():
            raise SearchCancelled("the position this search was for is gone")
        twin = self.clone()
        twin.quiet = True
        twin.rng = Rng(rng.getrandbits(63), lazy=True)     # seeded only if the copy ever draws
        twin._resample(seat, twin.rng)
        twin.rng.drawn = False
        twin._legal_memo = None
        return twin

    def save(self) -> dict:
        data = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.name,
                "players": self.players, "seed": self.seed, "options": dict(self.opts),
                "history": [[s, a] for s, a in self.history]}
        if self.position is not None:
            data["position"] = copy.deepcopy(self.position)
        return data

    def __repr__(self) -> str:
        state = "over" if self.over else f"to move: {list(self.to_move)}"
        return f"<{self.title} game, seed {self.seed}, {len(self.history)} actions, {state}>"


#: the core's ``action_audience`` (everyone reads every log line), told apart from a game's own
_EVERYONE = Game.action_audience
