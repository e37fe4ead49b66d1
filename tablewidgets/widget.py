"""The one bridge between every rules model and its board in the browser.

A :class:`Table` holds one game, the kind of each seat (``"human"`` or a bot
level) and the widgets that watch it. Each :class:`TableWidget` shows one
seat's view (or a spectator's), sends the browser the legal choices of that
seat, and turns the browser's messages into calls on the model. The model is
the only judge of legality; the browser only shows and clicks.

>>> import tablewidgets as tw
>>> w = tw.play("gipf", seats=["human", "human"], seed=4)
>>> w.send_action(w.choices[0]["action"])   # what a click does
>>> w.game.history[0][0]
0
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import copy
import json
import math
import pathlib
import re
import traceback
import weakref
from typing import Any, Iterable

import anywidget
import traitlets

from .engine import Game, IllegalAction, OptionError, TableError, game_class
from .engine.bots import Bot, make_bot
from .engine.errors import clip, quote
from .engine.game import SearchCancelled, StopToken
from .engine.lesson import Lesson, lesson_for

STATIC = pathlib.Path(__file__).parent / "static"
HUMAN = "human"
#: at most this much of the log travels when another seat takes over the board (newest lines first)
LOG_HANDOVER_BYTES = 1500
_EXECUTOR = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="tablewidgets-bot")


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _check_delay(delay: Any) -> float:
    if (isinstance(delay, bool) or not isinstance(delay, (int, float)) or not math.isfinite(delay)
            or not 0 <= delay <= 30):
        raise OptionError(f"bot_delay is a pause in seconds from 0 to 30, not {quote(delay)}.")
    return float(delay)


class _Search:
    """One bot search in the background, for one seat of one exact position of one game."""

    __slots__ = ("game", "history", "seat", "loop", "started", "stop", "future")

    def __init__(self, game: Game, seat: int, loop: asyncio.AbstractEventLoop):
        self.game = game
        self.history = list(game.history)       # the exact position: seed + this history
        self.seat = seat
        self.loop = loop
        self.started = loop.time()
        self.stop = StopToken()
        self.future: concurrent.futures.Future | None = None

    def fits(self, game: Game) -> bool:
        """True while ``game`` is still exactly the position this search was started for."""
        return game is self.game and game.history == self.history and self.seat in game.to_move

    def cancel(self) -> None:
        self.stop.set()                         # a running search stops at its next determinize
        if self.future is not None:
            self.future.cancel()                # a queued one never starts


def _think(bot: Bot, snapshot: Game, seat: int, stop: StopToken) -> list[str]:
    """The bot's answer for ``seat`` (runs in the worker thread, on a private copy).

    A hidden decision made of several actions (a gear, then cards face down) is searched
    whole, so that nothing another seat sees moves in between: not a busy flag, not a pause.
    """
    answers: list[str] = []
    while len(answers) < 100:
        if stop.is_set():
            raise SearchCancelled("the position this search was for is gone")
        action = bot.choose(snapshot.clone(), seat)
        answers.append(action)
        audience = snapshot.action_audience(action, seat)
        snapshot.play(action, seat=seat)
        if audience is None or seat not in snapshot.to_move:
            break
    return answers


class Table:
    """One game at one table: seats, bots, and every widget that watches it."""

    def __init__(self, game: Game, seats: Iterable[str] | None = None, bot_delay: float = 0.6,
                 lesson: Lesson | None = None):
        self.widgets: list[weakref.ReferenceType[TableWidget]] = []
        self.bot_delay = _check_delay(bot_delay)
        self.busy = False
        self.lesson = lesson
        self.lesson_index = 0
        self._search: _Search | None = None     # at most one bot search per table
        self._moving = False
        self.reset(game, seats)

    # ---------------------------------------------------------------- seats
    @staticmethod
    def check_seats(cls: type[Game], players: int, seats: Iterable[str] | None) -> list[str]:
        if seats is None:
            seats = [HUMAN] + [cls.default_bot] * (players - 1)
        if isinstance(seats, (str, bytes, dict)):
            raise OptionError("'seats' must be a list of seat kinds.")
        seats = list(seats)
        if len(seats) != players:
            raise OptionError(f"{len(seats)} seat kinds given for {players} players.")
        kinds = []
        for kind in seats:
            if not isinstance(kind, str):
                raise OptionError(f"A seat is 'human' or a bot level ({', '.join(cls.bot_levels)}), not {quote(kind)}.")
            if kind in ("bot", "computer"):
                kind = cls.default_bot
            if kind != HUMAN and kind not in cls.bot_levels:
                raise OptionError(f"A seat is 'human' or a bot level ({', '.join(cls.bot_levels)}), not {quote(kind)}.")
            kinds.append(kind)
        return kinds

    def reset(self, game: Game, seats: Iterable[str] | None = None) -> None:
        kinds = self.check_seats(type(game), game.players, seats)
        self._cancel_search()                   # the old game's bot search is not wanted any more
        if self.game_attached():
            _unwatch(self.game)
        self.game = game
        self.kinds = kinds
        self.bots: dict[int, Bot] = {s: make_bot(type(game), k, seed=game.seed + 7919 * s)
                                     for s, k in enumerate(self.kinds) if k != HUMAN}
        _watch(game, self)

    def game_attached(self) -> bool:
        return hasattr(self, "game")

    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == HUMAN]

    # ---------------------------------------------------------------- updates
    def attach(self, widget: "TableWidget") -> None:
        self.widgets.append(weakref.ref(widget))

    def live_widgets(self) -> list["TableWidget"]:
        alive = [w() for w in self.widgets]
        self.widgets = [weakref.ref(w) for w in alive if w is not None]
        return [w for w in alive if w is not None]

    def changed(self) -> None:
        """The game moved (from a click, a bot, or code): wake the bots, then refresh every widget once."""
        self.schedule_bots()
        self.refresh_widgets()

    def refresh_widgets(self) -> None:
        for widget in self.live_widgets():
            widget.refresh()

    def bot_to_move(self) -> int | None:
        game = self.game
        for seat in game.to_move:
            if seat in self.bots:
                return seat
        return None

    def _cancel_search(self) -> None:
        search, self._search = self._search, None
        if search is not None:
            search.cancel()
        self.busy = False

    def schedule_bots(self) -> None:
        """Let bots act, paced, without blocking the kernel when an event loop runs.

        One search per table at a time: a search whose position is gone (a new game, an undo,
        a move from code) is cancelled before a new one starts.
        """
        search = self._search
        if search is not None:
            if search.fits(self.game) and not search.loop.is_closed():
                return                          # already thinking about exactly this position
            self._cancel_search()
        seat = self.bot_to_move()
        if seat is None:
            self.busy = False
            return
        loop = _running_loop()
        if loop is None:
            self._play_bots_now()               # plain Python (tests, scripts): bots answer at once
            return
        search = _Search(self.game, seat, loop)
        snapshot = self.game.clone()
        snapshot._search_stop = search.stop
        search.future = _EXECUTOR.submit(_think, self.bots[seat], snapshot, seat, search.stop)
        self._search = search
        self.busy = True

        def done(_fut: concurrent.futures.Future) -> None:   # in the worker thread
            try:
                loop.call_soon_threadsafe(self._search_done, search)
            except RuntimeError:                # the loop has closed meanwhile
                pass

        search.future.add_done_callback(done)

    def _search_done(self, search: _Search) -> None:
        if search is not self._search:
            return                              # superseded: dropped
        fut = search.future
        if fut.cancelled() or isinstance(fut.exception(), SearchCancelled):
            return
        if fut.exception() is not None:
            self._search = None
            self._bot_failed(search.seat, fut.exception())
            self.refresh_widgets()
            return
        wait = max(0.0, self.bot_delay - (search.loop.time() - search.started))
        search.loop.call_later(wait, self._answer, search)

    def _answer(self, search: _Search) -> None:
        if search is not self._search:
            return
        self._search = None
        self.busy = False
        if search.fits(self.game):              # only into the exact position it was computed for
            self._bot_play(search.seat, search.future.result())
        self.changed()

    def _bot_failed(self, seat: int, exc: BaseException) -> None:
        self.busy = False
        for widget in self.live_widgets():
            widget.error = clip(f"The {self.kinds[seat]} bot failed: {exc}")
        traceback.print_exception(type(exc), exc, exc.__traceback__)

    def _bot_play(self, seat: int, actions: list[str]) -> None:
        game = self.game
        _silenced.add(id(game))
        try:
            for action in actions:
                if seat not in game.to_move:
                    break
                game.play(action, seat=seat)
        except Exception as exc:       # a bot must never take the kernel down
            self._bot_failed(seat, exc)
        finally:
            _silenced.discard(id(game))

    def _play_bots_now(self) -> None:
        """Every bot move due now, one after the other, in this thread."""
        if self._moving:
            return
        self._moving = True
        try:
            while (seat := self.bot_to_move()) is not None:
                before = list(self.game.history)
                self._bot_play(seat, [self.bots[seat].choose(self.game.clone(), seat)])
                if self.game.history == before:
                    break                       # the bot's answer was refused: stop, do not loop
        finally:
            self._moving = False

    def settle(self, timeout: float = 60.0) -> None:
        """Finish every bot move due now (the search under way included), without pacing."""
        search = self._search
        if search is not None and search.future is not None:
            done, _ = concurrent.futures.wait([search.future], timeout=timeout)
            if not done:
                raise TimeoutError(f"The bot did not answer within {timeout} seconds.")
            self._search = None
            self.busy = False
            if not search.future.cancelled():
                exc = search.future.exception()
                if exc is None and search.fits(self.game):
                    self._bot_play(search.seat, search.future.result())
                elif exc is not None and not isinstance(exc, SearchCancelled):
                    self._bot_failed(search.seat, exc)
        self._cancel_search()
        self._play_bots_now()
        self.refresh_widgets()

    # ---------------------------------------------------------------- lessons
    def lesson_go(self, index: int) -> None:
        assert self.lesson is not None
        index = max(0, min(index, len(self.lesson.steps) - 1))
        self.lesson_index = index
        game = self.lesson.start(index)
        self.lesson_start = len(game.history)  # a wrong move is judged from here on
        self.reset(game, [HUMAN] * game.players)
        for widget in self.live_widgets():
            if widget.owner:
                widget.controls = set(range(game.players))
            widget.controls = {s for s in widget.controls if s < game.players}
            learner = self.lesson.steps[index].learner
            widget.watching = learner if learner in widget.controls else -1
        self.changed()


# Games played from code (``game.play(...)`` in a cell) tell their table through this map.
_TABLES: "weakref.WeakKeyDictionary[Game, Table]" = weakref.WeakKeyDictionary()
_silenced: set[int] = set()


def _watch(game: Game, table: Table) -> None:
    _TABLES[game] = table
    game.on_change = _game_changed


def _unwatch(game: Game) -> None:
    _TABLES.pop(game, None)
    game.on_change = None


def _game_changed(game: Game) -> None:
    if id(game) in _silenced:
        return
    table = _TABLES.get(game)
    if table is not None:
        table.changed()


class TableWidget(anywidget.AnyWidget):
    """A board in a notebook cell for one game, watching one seat (or none)."""

    _esm = STATIC / "gipf.js"
    _css = STATIC / "tablewidgets.css"

    game_name = traitlets.Unicode("").tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    #: [{"action", "label", "parts"}]; sent compactly as [action, label, parts] (label "" = the action)
    choices = traitlets.List().tag(sync=True, to_json=lambda value, _widget: compact_choices(value))
    log = traitlets.List().tag(sync=True)
    #: index of ``log[0]`` in the watched seat's whole log (``log_add`` messages continue from it)
    log_start = traitlets.Int(0).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    seats = traitlets.List().tag(sync=True)
    watching = traitlets.Int(-1).tag(sync=True)
    handover = traitlets.Dict().tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    meta = traitlets.Dict().tag(sync=True)
    lesson = traitlets.Dict().tag(sync=True)
    #: data of this game that never changes while it lasts (a track, a map): sent once per game
    static = traitlets.Dict().tag(sync=True)
    #: the revision of ``view`` + ``choices`` as they stand (goes with the whole state only)
    view_rev = traitlets.Int(0).tag(sync=True)
    #: how ``view``, ``choices`` and the log changed in the last update (see docs/widget-protocol.md):
    #: ``{"rev", "base"?, "view"?, "choices"?, "log"?}``; ``view`` and ``choices`` travel only in it
    patch = traitlets.Dict().tag(sync=True)

    #: traits that reach the browser only inside ``patch`` (and in the whole state, on opening)
    _PATCHED = frozenset({"view", "choices", "view_rev", "log", "log_start"})

    def __init__(self, table: Table, controls: Iterable[int] | None = None, watching: int | None = None,
                 owner: bool | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self.table = table
        game = table.game
        #: the seats this board plays: decided in Python, never by the page
        self.controls: set[int] = set(table.humans() if controls is None else controls)
        #: the board that set up its table (``tw.play``, ``tw.teach``) may start new games on it
        self.owner = controls is None if owner is None else bool(owner)
        if watching is None:
            watching = min(self.controls) if self.controls else -1
        self.watching = watching
        self._ready_for: int | None = None
        self._reset_handover()
        self.game_name = game.name
        self.meta = type(game).meta()
        table.attach(self)
        self.on_msg(self._on_message)
        self.refresh()

    def _reset_handover(self) -> None:
        """With several humans on this screen, every seat change starts behind a hand-over screen."""
        humans = self._humans_here()
        self._ready_for = None if len(humans) > 1 else self.watching

    @property
    def game(self) -> Game:
        """The game this widget shows now (a new game from the dialog replaces it)."""
        return self.table.game

    @traitlets.validate("watching")
    def _valid_watching(self, proposal: Any) -> int:
        seat = proposal["value"]
        if seat != -1 and seat not in getattr(self, "controls", ()):
            raise traitlets.TraitError(f"This board may only show its own seats ({sorted(self.controls)}) "
                                       "or the spectator view (-1).")
        return seat

    def _shown_seat(self) -> int | None:
        """The seat whose view this board may show now (None: the spectator's)."""
        seat = self.watching
        if seat in self.controls and 0 <= seat < self.table.game.players:
            return seat
        return None

    def set_state(self, sync_data: Any) -> None:
        """State written by the page. Every trait is Python's to set: whatever the page wrote is
        ignored, except that a written ``watching`` is a request, checked like ``set_seat``
        (and the page is sent the seat it really shows)."""
        if isinstance(sync_data, dict) and "watching" in sync_data:
            self._on_message(self, {"type": "set_seat", "seat": sync_data["watching"]})
            self.send_state("watching")

    def get_state(self, key: Any = None, drop_defaults: bool = False) -> dict:
        """The whole state (a board opening, a saved notebook) holds view, choices and log
        themselves: the last patch would only repeat them, so it goes empty."""
        state = super().get_state(key, drop_defaults)
        if key is None and "patch" in state:
            state["patch"] = {}
        return state

    def _should_send_property(self, key: str, value: Any) -> bool:
        """``view`` and ``choices`` travel inside ``patch``: a change of them alone sends nothing."""
        if key in self._PATCHED:
            return False
        return super()._should_send_property(key, value)

    # ---------------------------------------------------------------- Python -> browser
    def _follow_turn(self) -> None:
        """Hot-seat: show the human who must decide now, behind a hand-over screen if needed."""
        game = self.table.game
        humans_here = [s for s in game.to_move if s in self.controls and self.table.kinds[s] == HUMAN]
        lead = game.to_move[0] if game.to_move else None
        if game.follow_first_mover and lead != getattr(self, "_lead", None):
            # games whose other movers only may step in (events) follow the seat that must decide
            self._lead = lead
            if lead in humans_here:
                self.watching = lead
                return
        if humans_here and self.watching not in humans_here:
            self.watching = humans_here[0]

    def _humans_here(self) -> list[int]:
        kinds = self.table.kinds
        return [s for s in self.controls if 0 <= s < len(kinds) and kinds[s] == HUMAN]

    def refresh(self) -> None:
        with self.hold_sync():                  # one update: the seat shown travels with its patch
            self._refresh()

    def _refresh(self) -> None:
        table, game = self.table, self.table.game
        if not table.lesson:
            self._follow_turn()
        seat = self._shown_seat()
        hidden = game.hides_now()
        needs_handover = (hidden and seat is not None and self._ready_for != seat
                          and len(self._humans_here()) > 1)
        shown = None if needs_handover else seat
        acting = (shown is not None and shown in self.controls and table.kinds[shown] == HUMAN
                  and shown in game.to_move and not table.busy)
        choices = []
        if acting:
            choices = [{"action": a, "label": game.label(a, shown), "parts": list(game.parts(a, shown))}
                       for a in game.legal_actions(shown)]
        if table.lesson:
            undo_ok = bool(game.history)
        else:
            undo_ok = (acting and game.can_undo(shown))
        held = getattr(self, "_held", None)
        if (held is not None and held[0] is game and type(game).hidden_information and game.hides_now()
                and None not in (held[1], shown) and held[1] != shown):
            self._pass_public(game)             # own view -> public -> the next seat's view
        with self.hold_sync():
            self.game_name = game.name
            self.meta = type(game).meta()
            self.seats = [{"seat": s, "name": game.seat_name(s), "kind": k,
                           "color": game.seat_color(s),
                           "controlled": s in self.controls}
                          for s, k in enumerate(table.kinds)]
            self.handover = {"seat": seat, "name": game.seat_name(seat)} if needs_handover else {}
            view = game.view(shown)
            self._send_static(game, view)
            view["marks"] = last_marks(game, shown)
            self.view = view
            self.choices = choices
            log_lines = self._send_log(game, shown)
            self._send_patch(game, shown, log_lines)
            self.status = self._status(shown)
            self.can_undo = bool(undo_ok)
            self.busy = table.busy
            self.lesson = (table.lesson.as_dict(table.lesson_index, game, getattr(table, "lesson_start", None))
                           if table.lesson else {})

    def _pass_public(self, game: Game) -> None:
        """A game with hidden information shows another seat: the page's copy first becomes the
        public (spectator's) view, choices and log, by a patch of its own, so the next seat's patch
        is computed from what every seat may see and nothing of either seat meets the other's."""
        view = game.view(None)
        for k in type(game).static_keys:
            view.pop(k, None)
        view["marks"] = last_marks(game, None)
        log_add = self._send_log(game, None)
        self._send_patch(game, None, log_add, json_ready(view), [])
        self.send_state("patch")                # its own message, before the next seat's patch

    def _send_static(self, game: Game, view: dict) -> None:
        """Move the game's never-changing view keys into the ``static`` trait, once per game."""
        keys = [k for k in type(game).static_keys if k in view]
        fresh = getattr(self, "_static_of", None) is not game
        data = {k: view.pop(k) for k in keys}
        if fresh:
            self._static_of = game
            self.static = {"game": game.name, "id": id(game), **data}

    def _send_log(self, game: Game, seat: int | None) -> dict | None:
        """The log travels incrementally, in the update's ``patch``: the whole (bounded) list
        (``{"start", "entries", "whole": true}``) when the game changes, the log shrank or another
        seat reads different lines, else only the new lines (``{"start", "entries"}``)."""
        lines = game.log_for(seat)
        total = sum(1 for e in game.events if e.visible_to(seat))
        base = total - len(lines)           # index of lines[0] in this seat's whole log
        sent = getattr(self, "_log_sent", None)  # (game, seat, total) of what the browser has
        add = None
        if sent and sent[0] is game and base <= sent[2] <= total and (
                sent[1] == seat or self._same_lines(lines, base, sent[2])):
            new = lines[len(lines) - (total - sent[2]):] if total > sent[2] else []
            if new:
                add = {"start": sent[2], "entries": wire_log(new)}
            lines = (self.log_lines + new)[-len(lines):]   # what the page holds (it may hold fewer)
        else:
            entries, shown = lines, lines
            held = getattr(self, "log_lines", None)
            if (sent and sent[0] is game and held
                    and (not type(game).hidden_information or None in (sent[1], seat) or sent[1] == seat)):
                # from this seat's lines, or the public ones; a seat taking over gets the newest
                # lines that fit LOG_HANDOVER_BYTES (the log grows back as play goes on)
                for keep in [len(lines)] + [k for k in (150, 100, 70, 50, 35, 25, 15) if k < len(lines)]:
                    shown = lines[len(lines) - keep:]
                    ops = log_ops(held, shown)
                    entries = ops if _size(ops) < _size(shown) else shown
                    if _size(entries) <= LOG_HANDOVER_BYTES or sent[1] == seat:
                        break
            add = {"start": base + len(lines) - len(shown), "entries": wire_log(entries), "whole": True}
            lines = shown
        with self.hold_trait_notifications():   # kept current for the whole state; sent in `patch`
            self.log_start = total - len(lines)
            self.log = lines
        self._log_sent = (game, seat, total)
        self.log_lines = lines  # what the browser shows now (for scripts and tests)
        return add

    def _same_lines(self, lines: list, base: int, end: int) -> bool:
        """Another seat is shown: the lines the browser holds (up to ``end``) are exactly this
        seat's lines there too (a game without secrets in its log), so only new ones travel."""
        held = getattr(self, "log_lines", None) or []
        start = end - len(held)                 # every held line is checked: none of another
        return bool(held) and start >= base and held == lines[start - base:end - base]  # seat stays

    def _send_patch(self, game: Game, seat: int | None, log_add: dict | None,
                    view: dict | None = None, choices: list | None = None) -> None:
        """What changed in ``view`` and ``choices`` since the browser's copy, as one ``patch``.

        The copy's base is this seat's previous view of this game, or (in a game with hidden
        information) the public view when one side of the change is the spectator's (see
        ``_pass_public``), so a patch carries nothing but the new view; while such a game hides
        nothing (``hides_now``, e.g. Gaia Project outside its auction) any seat's view. When the change is about
        as large as the whole, the whole travels instead; long choice lists travel compacted."""
        view = json_ready(self.view) if view is None else view
        choices = compact_choices(self.choices) if choices is None else choices
        held = getattr(self, "_held", None)    # (game, seat, view, choices) the browser holds
        open_now = not type(game).hidden_information or not game.hides_now()
        same_base = (held is not None and held[0] is game
                     and (held[1] == seat or open_now or None in (held[1], seat)))
        patch: dict[str, Any] = {}
        words = getattr(game, "choice_words", None)      # optional: what action words stand for
        glossary = words() if words is not None and choices else None
        if same_base:
            if view != held[2]:
                ops = view_ops(held[2], view)
                patch.update({"view_ops": ops} if _size(ops) < 0.8 * _size(view) else {"view": view})
            if choices != held[3]:
                # another seat's choices are never referred to (they would tell what it may do)
                ops = choice_ops(held[3], choices) if held[1] == seat or open_now else choices
                patch.update({"choice_ops": pack_choices(ops, glossary)} if _size(ops) < 0.8 * _size(choices)
                             else {"choices": pack_choices(choices, glossary)})
            if "view_ops" in patch or "choice_ops" in patch:
                patch["base"] = self.view_rev
        else:
            patch = {"view": view, "choices": pack_choices(choices, glossary)}
        if log_add:
            patch["log"] = log_add
        self._held = (game, seat, view, choices)
        if patch:
            self.view_rev += 1
            self.patch = {"rev": self.view_rev, **patch}

    def _status(self, seat: int | None) -> str:
        table, game = self.table, self.table.game
        if table.busy:
            who = table.bot_to_move()
            if who is not None:
                return f"{game.seat_name(who)} is thinking ({type(game).bot_name(table.kinds[who])})…"
        return game.status(seat)

    # ---------------------------------------------------------------- browser -> Python
    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        try:
            self.handle(content)
        except TableError as exc:
            self.error = clip(str(exc))
        except Exception as exc:  # nothing from the browser may raise in the kernel
            self.error = clip(f"That request could not be handled: {type(exc).__name__}.")
            traceback.print_exc()

    def handle(self, content: Any) -> None:
        """Validate and carry out one message from the browser (also usable from Python)."""
        if not isinstance(content, dict):
            raise IllegalAction("A message must be an object with a 'type'.")
        kind = content.get("type")
        handlers = {"act": self._act, "undo": self._undo, "new_game": self._new_game,
                    "set_seat": self._set_seat, "ready": self._ready, "lesson": self._lesson,
                    "log_sync": self._log_sync, "view_sync": self._view_sync}
        if not isinstance(kind, str) or kind not in handlers:
            raise IllegalAction(f"Unknown message type {quote(kind)}; expected one of {', '.join(handlers)}.")
        handlers[kind](content)

    def _act(self, content: dict) -> None:
        action = content.get("action")
        if not isinstance(action, str):
            raise IllegalAction("An 'act' message needs an 'action' text.")
        table, game = self.table, self.table.game
        seat = self._shown_seat()
        if seat is None:
            raise IllegalAction("You are watching as a spectator: choose a seat to play.")
        if seat not in self.controls or table.kinds[seat] != HUMAN:
            raise IllegalAction(f"This board does not play for {game.seat_name(seat)}.")
        if self.handover:
            raise IllegalAction(f"Press the button to take over as {game.seat_name(seat)} first.")
        if table.busy:
            raise IllegalAction("Wait for the bot to finish its move.")
        game.play(action, seat=seat)  # notifies the table, which refreshes and wakes bots
        self.error = ""

    def _undo(self, content: dict) -> None:
        table, game = self.table, self.table.game
        if table.busy:
            raise IllegalAction("Wait for the bot to finish its move.")
        if table.lesson:
            if not self.controls:
                raise IllegalAction("A spectator cannot undo.")
            game.rewind(1)
        else:
            seat = self._shown_seat()
            if seat is None or table.kinds[seat] != HUMAN:
                raise IllegalAction("A spectator cannot undo.")
            game.undo(seat)
        self.error = ""

    def _new_game(self, content: dict) -> None:
        """A new game from the dialog: only the game's declared options and seat kinds, never a
        seed, a position or pacing; only from the board that set up the table."""
        table = self.table
        if not self.owner:
            raise IllegalAction("Only the board that set up this table can start a new game on it"
                                + (": this board only watches." if not self.controls else "."))
        cls = type(table.game)
        unknown = sorted(str(k) for k in content if k not in ("type", "players", "seats", "options"))
        if unknown:
            raise OptionError(f"A 'new_game' message has no field {quote(unknown[0])} "
                              "(its fields: players, seats, options).")
        options = content.get("options", {})
        if not isinstance(options, dict):
            raise OptionError("'options' must be an object of option names and values.")
        options = cls.check_options(options)
        players = cls.check_players(content.get("players", table.game.players))
        seats = content.get("seats")
        if seats is not None and not isinstance(seats, list):
            raise OptionError("'seats' must be a list of seat kinds.")
        kinds = Table.check_seats(cls, players, seats)
        game = cls(players=players, **options)
        table.lesson = None
        table.reset(game, kinds)
        humans = {s for s, k in enumerate(kinds) if k == HUMAN}
        for widget in table.live_widgets():
            # the board that asked plays every human seat; no other board gains a seat
            widget.controls = set(humans) if widget is self else widget.controls & humans
            widget.watching = min(widget.controls) if widget.controls else -1
            widget._reset_handover()
        self.error = ""
        table.changed()

    def _set_seat(self, content: dict) -> None:
        seat = content.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise IllegalAction("'seat' must be a seat number, or -1 to watch as a spectator.")
        if seat != -1 and (seat not in self.controls or not 0 <= seat < self.table.game.players):
            raise IllegalAction(f"This board may only show its own seats ({sorted(self.controls)}) or the spectator view.")
        self.watching = seat
        if len(self._humans_here()) <= 1 or seat == -1:
            self._ready_for = seat
        self.error = ""
        self.refresh()

    def _ready(self, content: dict) -> None:
        if not self.handover:
            raise IllegalAction("There is no hand-over screen to lift.")
        self._ready_for = self.watching
        self.error = ""
        self.refresh()

    def _log_sync(self, content: dict) -> None:
        """A board missed log lines (it was drawn after they went out): send the whole log again."""
        self._log_sent = None
        self.refresh()

    def _view_sync(self, content: dict) -> None:
        """A board's copy of the view does not fit the patch it got: send view and choices whole."""
        self._held = None
        self.refresh()

    def _lesson(self, content: dict) -> None:
        table = self.table
        if table.lesson is None:
            raise IllegalAction("This board is not showing a lesson.")
        go = content.get("go")
        moves = {"next": table.lesson_index + 1, "back": table.lesson_index - 1, "reset": table.lesson_index}
        if not self.controls:
            raise IllegalAction("A spectator cannot move through the lesson.")
        if not isinstance(go, str) or go not in moves:
            raise IllegalAction("'go' must be 'next', 'back' or 'reset'.")
        table.lesson_go(moves[go])
        self.error = ""

    # ---------------------------------------------------------------- conveniences
    def send_action(self, action: str) -> None:
        """Do what a click on ``action`` does (for scripts and tests)."""
        self._on_message(self, {"type": "act", "action": action})

    def wait_for_bots(self, timeout: float = 60.0) -> None:
        """Let every bot that must move now do so, and return when a human (or nobody) is to move.

        Works in a script and in a notebook cell alike: a search under way is awaited in this
        thread, the moves are made at once (without the pause that paces them on screen).
        """
        self.table.settle(timeout)


def compact_choices(choices: list) -> list:
    """The wire form of ``choices``: one short array per choice instead of an object with
    repeated key names (the kit reads both)."""
    out = []
    for c in choices:
        if not isinstance(c, dict):
            out.append(c)
            continue
        label = c.get("label", "")
        out.append([c["action"], "" if label == c["action"] else label, list(c.get("parts") or [])])
    return out


def json_ready(value: Any) -> Any:
    """``value`` as the browser receives it (tuples become lists, keys become text)."""
    return json.loads(json.dumps(value))


def _size(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":")))


def view_ops(old: Any, new: Any, path: list | None = None, ops: list | None = None) -> list:
    """The changes that turn the JSON value ``old`` into ``new``, as a list of operations:
    ``[path, value]`` sets the key or index at ``path`` (an index one past the end appends) and
    ``[path]`` removes the key, or cuts a list at that index; ``[path, entries, "s"]`` sets the list
    at ``path`` from its own items (``[i, n]`` is ``old[i:i + n]``, ``[value]`` a new item). ``path``
    is a list of keys and indices from the top. Each list takes the shortest of its changes, its
    items by reference, or itself whole."""
    path = [] if path is None else path
    ops = [] if ops is None else ops
    if isinstance(old, dict) and isinstance(new, dict):
        for k, v in new.items():
            if k not in old:
                ops.append([path + [k], v])
            elif old[k] != v:
                view_ops(old[k], v, path + [k], ops)
        ops.extend([path + [k]] for k in old if k not in new)
    elif isinstance(old, list) and isinstance(new, list) and path:
        sub: list = []
        n = min(len(old), len(new))
        for i in range(n):
            if old[i] != new[i]:
                view_ops(old[i], new[i], path + [i], sub)
        sub.extend([path + [i], new[i]] for i in range(n, len(new)))
        if len(old) > len(new):
            sub.append([path + [len(new)]])
        splice = _splice(old, new)
        best = min((_size(sub), 0), (_size(new), 1), (_size(splice) if splice else math.inf, 2))[1]
        if best == 0:
            ops.extend(sub)
        elif best == 2:
            ops.append([path, splice, "s"])
        else:
            ops.append([path, new])
    else:
        ops.append([path, new])
    return ops


def _splice(old: list, new: list) -> list | None:
    """``new`` told by reference to the items of ``old`` it repeats, wherever they stood (a river
    that shifts, a list sorted anew): ``[i, n]`` is ``old[i:i + n]``, ``[value]`` a new item.
    None when no item repeats."""
    where: dict[str, int] = {}
    for i, item in enumerate(old):
        where.setdefault(json.dumps(item, sort_keys=True), i)
    out: list = []
    refs = 0
    for item in new:
        i = where.get(json.dumps(item, sort_keys=True))
        if i is None:
            out.append([item])
        elif out and len(out[-1]) == 2 and out[-1][0] + out[-1][1] == i:
            out[-1][1] += 1
        else:
            out.append([i, 1])
            refs += 1
    return out if refs else None


def _spliced(old: list, entries: list) -> list:
    out: list = []
    for e in entries:
        out.extend(old[e[0]:e[0] + e[1]] if len(e) == 2 else [e[0]])
    return out


def apply_view_ops(value: Any, ops: list) -> Any:
    """``value`` with ``view_ops`` applied (a copy; what the kit does in the browser)."""
    value = copy.deepcopy(value)
    for op in ops:
        path = op[0]
        if not path:
            value = copy.deepcopy(op[1])
            continue
        parent = value
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        if len(op) > 2 and op[2] == "s":
            parent[last] = copy.deepcopy(_spliced(parent[last], op[1]))
        elif len(op) > 1:
            if isinstance(parent, list) and last == len(parent):
                parent.append(copy.deepcopy(op[1]))
            else:
                parent[last] = copy.deepcopy(op[1])
        elif isinstance(parent, list):
            del parent[last:]
        else:
            parent.pop(last, None)
    return value


def choice_ops(old: list, new: list) -> list:
    """``new`` choices (wire form) told by reference to ``old`` where they repeat: ``[i, n]`` is
    ``old[i:i + n]``, any other entry is a choice itself."""
    where: dict[str, int] = {}
    for i, c in enumerate(old):
        where.setdefault(json.dumps(c), i)
    out: list = []
    for c in new:
        i = where.get(json.dumps(c))
        if i is None:
            out.append(c)
        elif out and isinstance(out[-1], list) and len(out[-1]) == 2 and isinstance(out[-1][0], int) \
                and out[-1][0] + out[-1][1] == i:
            out[-1][1] += 1
        else:
            out.append([i, 1])
    return out


def apply_choice_ops(old: list, ops: list) -> list:
    """The choices ``choice_ops`` stands for (what the kit does in the browser)."""
    out: list = []
    for op in ops:
        if isinstance(op, list) and len(op) == 2 and isinstance(op[0], int):
            out.extend(copy.deepcopy(old[op[0]:op[0] + op[1]]))
        else:
            out.append(copy.deepcopy(op))
    return out


def log_ops(old: list, new: list) -> list:
    """``new`` log lines told by reference to the ``old`` lines the page holds where they repeat:
    ``[i, n, d]`` is ``old[i:i + n]`` with ``d`` added to each line's ``step`` (a seat that knows of
    other hidden decisions counts steps differently), any other entry is a line itself. Lines are
    matched in order, so the references only ever skip lines the page held."""
    where: dict[tuple, list[int]] = {}
    for i, line in enumerate(old):
        where.setdefault((line.get("seat"), line.get("text")), []).append(i)
    out: list = []
    at = 0                                     # the next old line that may be referred to
    for line in new:
        found = None
        for i in where.get((line.get("seat"), line.get("text")), ()):
            if i >= at and isinstance(old[i].get("step"), int) and isinstance(line.get("step"), int):
                found = i
                break
        if found is None:
            out.append(line)
            continue
        d = line["step"] - old[found]["step"]
        last = out[-1] if out else None
        if isinstance(last, list) and last[0] + last[1] == found and last[2] == d:
            last[1] += 1
        else:
            out.append([found, 1, d])
        at = found + 1
    return out


def wire_log(entries: list) -> list:
    """Log lines as they travel in a patch: ``[step, seat, text]`` each (references stay)."""
    return [[e["step"], e["seat"], e["text"]] if isinstance(e, dict) and len(e) == 3 else e for e in entries]


def _is_line(e: Any) -> bool:
    return isinstance(e, list) and len(e) == 3 and isinstance(e[2], str)


def read_log(entries: list) -> list:
    """Log lines from their wire form (what the kit does in the browser)."""
    return [{"step": e[0], "seat": e[1], "text": e[2]} if _is_line(e) else e for e in entries]


def apply_log_ops(old: list, ops: list) -> list:
    """The log lines ``log_ops`` stands for (what the kit does in the browser); lines may be in
    their wire form."""
    out: list = []
    for op in ops:
        if isinstance(op, list) and not _is_line(op):
            i, n, d = op
            out.extend({**line, "step": line["step"] + d} for line in old[i:i + n])
        else:
            out.extend(read_log([copy.deepcopy(op)]))
    return out


#: the words of an action that a packed choice's label and parts may refer to
_WORD = re.compile(r"-?[0-9]+|[A-Za-z0-9]+")


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


def _template(text: str, words: list[str], glossary: dict | None = None) -> str:
    """``text`` with the action's words written ``{i}`` (``{^i}`` capitalised, ``{=i}`` the text the
    glossary gives the word), matched in the action's order where a word occurs more than once,
    and ``{`` doubled."""
    if glossary:
        names = {glossary[w]: i for i, w in reversed(list(enumerate(words))) if glossary.get(w)}
        if names:
            pattern = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
            out, pos = [], 0
            for m in pattern.finditer(text):
                out.append(_template(text[pos:m.start()], words))
                out.append("{=%d}" % names[m.group(0)])
                pos = m.end()
            out.append(_template(text[pos:], words))
            return "".join(out)
    out, pos, after = [], 0, 0
    for m in _WORD.finditer(text):
        w = m.group(0)
        slots = [j for j, x in enumerate(words) if x == w]
        caps = [j for j, x in enumerate(words) if x != w and _capital(x) == w]
        pick = next((j for j in slots if j >= after), None) if slots else None
        if pick is None and slots:
            pick = slots[0]
        out.append(text[pos:m.start()].replace("{", "{{"))
        if pick is not None:
            out.append("{%d}" % pick)
            after = pick + 1
        elif caps:
            j = next((j for j in caps if j >= after), caps[0])
            out.append("{^%d}" % j)
            after = j + 1
        else:
            out.append(w)
        pos = m.end()
    out.append(text[pos:].replace("{", "{{"))
    return "".join(out)


def pack_choices(choices: list, glossary: dict | None = None) -> Any:
    """Choices (wire form, or ``choice_ops``) in the shape long lists of similar choices take on
    the wire: ``{"s": shapes, "c": entries}``. A shape is ``[label, parts]`` with the words of the
    action (``_WORD``, numbered in order) written ``{i}`` (``{^i}`` capitalised, ``{{`` a brace); an
    entry is ``[action, shape]``, or the action alone for the shape of the entry before (``~word``:
    the action before with its last word replaced), or ``[prefix, n, shape]``: the ``n`` choices
    before, each action's last word after ``prefix``, all of that shape (a product, as every city
    with each card to discard); ``[i, n]`` references stay as they are.
    ``glossary`` (``Game.choice_words``): the text some action words stand for in labels, sent once
    as ``"g"`` (the words used only). The plain list when that is no shorter."""
    shapes: list = []
    index: dict[str, int] = {}
    used: dict[str, str] = {}
    rows: list = []                          # (action, shape) of each choice, None for a reference
    for c in choices:
        if not (isinstance(c, list) and len(c) == 3 and isinstance(c[0], str)):
            rows.append(None)
            continue
        action, label, parts = c
        words = _WORD.findall(action)
        shape = [_template(label, words, glossary), [_template(part, words) for part in parts]]
        if glossary and "{=" in shape[0]:
            used.update((w, glossary[w]) for w in words if glossary.get(w))
        key = json.dumps(shape)
        if key not in index:
            index[key] = len(shapes)
            shapes.append(shape)
        rows.append((action, index[key]))

    def head(action: str) -> str:
        return action[:action.rfind(" ") + 1]

    out: list = []
    previous, last = None, ""
    t = 0
    while t < len(rows):
        row = rows[t]
        if row is None:
            out.append(choices[t])           # a reference to the old choices
            previous, t = None, t + 1
            continue
        action, k = row
        # a run of the same shape whose actions differ from the run before only before their
        # last word (a product: every city, each card to discard): {"p": prefix, "n", "s"}
        start = head(action)
        n = 0
        while (t + n < len(rows) and rows[t + n] is not None and rows[t + n][1] == k and start
               and head(rows[t + n][0]) == start and " " not in rows[t + n][0][len(start):]):
            n += 1
        before = rows[t - n:t] if n >= 2 and t >= n else []
        if before and all(r is not None and head(r[0]) and r[0][len(head(r[0])):] == rows[t + i][0][len(start):]
                          for i, r in enumerate(before)) \
                and _size([start, n, k]) < _size([action, k]) + sum(_size("~" + r[0][len(start):]) + 1
                                                                  for r in rows[t + 1:t + n]):
            out.append([start, n, k])
            previous, last = k, rows[t + n - 1][0]
            t += n
            continue
        cut = last.rfind(" ") + 1
        if k != previous or action.startswith("~"):
            out.append([action, k])
        elif cut and action.startswith(last[:cut]) and " " not in action[cut:]:
            out.append("~" + action[cut:])   # the action before, its last word replaced
        else:
            out.append(action)
        previous, last = k, action
        t += 1
    packed = {"s": shapes, "c": out, **({"g": used} if used else {})}
    return packed if _size(packed) < _size(choices) else choices


_SLOT = re.compile(r"\{\{|\{([\^=]?)(\d+)\}")


def unpack_choices(packed: Any) -> list:
    """The choices ``pack_choices`` stands for (what the kit does in the browser)."""
    if not isinstance(packed, dict):
        return packed
    shapes, out, shape, action = packed["s"], [], None, ""
    glossary = packed.get("g", {})
    for entry in packed["c"]:
        if isinstance(entry, list) and entry and isinstance(entry[0], int):
            out.append(entry)
            continue
        if isinstance(entry, list) and len(entry) == 3:
            prefix, n, k = entry
            shape = shapes[k]
            for b in out[len(out) - n:]:
                action = prefix + b[0][b[0].rfind(" ") + 1:]
                out.append(_fill(action, shape, glossary))
            continue
        if isinstance(entry, str):
            action = action[:action.rfind(" ") + 1] + entry[1:] if entry.startswith("~") else entry
        else:
            action, shape = entry[0], shapes[entry[1]]
        out.append(_fill(action, shape, glossary))
    return out


def _fill(action: str, shape: list, glossary: dict) -> list:
    """One choice from its action and shape."""
    found = _WORD.findall(action)

    def one(m: re.Match) -> str:
        if m.group(0) == "{{":
            return "{"
        w = found[int(m.group(2))]
        return glossary.get(w, "") if m.group(1) == "=" else _capital(w) if m.group(1) else w
    return [action, _SLOT.sub(one, shape[0]), [_SLOT.sub(one, p) for p in shape[1]]]


class BoardCopy:
    """What the kit in the browser holds of one board, rebuilt from the messages it is sent: the
    view, the choices (wire form) and the log. Tests use it to check what a page can see.

    >>> import tablewidgets as tw
    >>> w = tw.play("gipf", seats=["human", "human"], seed=4)
    >>> copy = BoardCopy(w)           # from the widget's whole state, as on opening
    >>> w._send = copy.take           # then from every update
    >>> w.send_action(w.choices[0]["action"])
    >>> copy.view == json_ready(w.view) and copy.choices == compact_choices(w.choices)
    True
    """

    def __init__(self, widget: TableWidget):
        state = json_ready(widget.get_state())
        self.rev = state["view_rev"]
        self.view = state["view"]
        self.choices = state["choices"]
        self.log_start, self.log = state["log_start"], state["log"]
        self.views: list[dict] = []           # every view the page held, in order
        self.stale = 0                        # patches that did not fit (the kit asks again)
        self.patched_views = 0                # views that came as changes, not whole

    def take(self, msg: dict, buffers: Any = None) -> None:
        """One message to the page (the signature of ``Widget._send``)."""
        patch = json_ready(msg.get("state", {})).get("patch") if msg.get("method") == "update" else None
        if not patch or patch.get("rev", -1) <= self.rev:
            return
        if "base" in patch and patch["base"] != self.rev:
            self.stale += 1
            return
        if "view" in patch:
            self.view = patch["view"]
        elif "view_ops" in patch:
            self.view = apply_view_ops(self.view, patch["view_ops"])
            self.patched_views += 1
        if "choices" in patch:
            self.choices = unpack_choices(patch["choices"])
        elif "choice_ops" in patch:
            self.choices = apply_choice_ops(self.choices, unpack_choices(patch["choice_ops"]))
        log = patch.get("log")
        if log and log.get("whole"):
            self.log_start, self.log = log["start"], apply_log_ops(self.log, log["entries"])
        elif log:
            end = self.log_start + len(self.log)
            self.log += read_log(log["entries"][end - log["start"]:])
        if "view" in patch or "view_ops" in patch:
            self.views.append(self.view)
        self.rev = patch["rev"]


def last_marks(game: Game, seat: int | None) -> dict[str, list[str]]:
    """The board elements of every seat's latest turn, bots included: {seat: [element ids]}.

    A turn is the seat's last unbroken run of actions in the history. Games with hidden
    information mark another seat's turn only through ``public_parts`` (default: nothing).
    A hidden decision ``seat`` may not know of does not exist for it: it neither marks nor
    breaks a run (else a mark would show that someone acted in between).
    """
    marks: dict[str, list[str]] = {}
    unseen = {k for k, to in getattr(game, "_hidden", ()) if seat is None or seat not in to}
    history = [h for k, h in enumerate(game.history) if k not in unseen] if unseen else game.history
    hidden = type(game).hidden_information
    i = len(history) - 1
    seen: set[int] = set()
    while i >= 0 and len(seen) < game.players:
        who = history[i][0]
        j = i
        while j >= 0 and history[j][0] == who:
            j -= 1
        if who not in seen and isinstance(who, int):
            seen.add(who)
            ids: list[str] = []
            for _, action in history[j + 1:i + 1]:
                try:
                    parts = (game.public_parts(action, who) if hidden and who != seat
                             else game.parts(action, who))
                except Exception:  # an action of a past position may no longer parse: no mark
                    parts = []
                ids.extend(p for p in parts if p not in ids)
            if ids:
                marks[str(who)] = ids
        i = j
    return marks


_WIDGET_CLASSES: dict[str, type[TableWidget]] = {}


def widget_class(name: str) -> type[TableWidget]:
    """The widget class of a game: the bridge with that game's bundle."""
    if name not in _WIDGET_CLASSES:
        cls = game_class(name)
        _WIDGET_CLASSES[name] = type(f"{cls.__name__}Widget", (TableWidget,),
                                     {"_esm": STATIC / f"{name}.js", "_css": STATIC / "tablewidgets.css",
                                      "__module__": __name__})
    return _WIDGET_CLASSES[name]


def widget_for(game: Game, seat: int | None = None, seats: Iterable[str] | None = None) -> TableWidget:
    """A widget on an existing game. Widgets of one game share its table and update together.

    ``seat``: the seat this widget plays (``None`` = a spectator, or every human seat
    when ``seats`` is given for a new table).
    """
    table = _TABLES.get(game)
    if table is None:
        table = Table(game, seats if seats is not None else [HUMAN] * game.players)
    elif seats is not None:
        table.reset(game, seats)
    if seat is None:
        controls: Iterable[int] = [] if seats is None else table.humans()
        watching = -1 if seats is None else (table.humans() or [-1])[0]
    else:
        game._check_seat(seat)
        controls, watching = [seat], seat
    widget = widget_class(game.name)(table, controls=controls, watching=watching,
                                     owner=seat is None and seats is not None)
    table.changed()
    return widget


def play(name: str, seats: Iterable[str] | None = None, players: int | None = None, seed: int | None = None,
         bot_delay: float = 0.6, **options: Any) -> TableWidget:
    """Start a game in a widget: ``tw.play("gipf", seats=["human", "mcts"])``."""
    cls = game_class(name)
    if players is None and seats is not None:
        players = len(list(seats))
    game = cls(players=players, seed=seed, **options)
    table = Table(game, seats, bot_delay=bot_delay)
    widget = widget_class(name)(table)
    table.changed()
    return widget


def teach(name: str) -> TableWidget:
    """The rules lesson of ``name`` as a widget: text, a position, a task, back and next."""
    lesson = lesson_for(name)
    game = lesson.start(0)
    table = Table(game, [HUMAN] * game.players, lesson=lesson)
    widget = widget_class(name)(table, controls=range(game.players), watching=lesson.steps[0].learner, owner=True)
    widget.refresh()
    return widget


class GalleryWidget(anywidget.AnyWidget):
    """The game picker: one card per game; choosing one starts it in place."""

    _esm = STATIC / "gallery.js"
    _css = STATIC / "tablewidgets.css"

    games = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_start=None, **kwargs: Any):
        super().__init__(**kwargs)
        from . import GAMES
        self.games = [cls.meta() for cls in sorted(GAMES.values(), key=lambda c: c.title)]
        self.on_start = on_start
        self.on_msg(self._on_message)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        try:
            widget = self.start(content)
            self.error = ""
            if self.on_start:
                self.on_start(widget)
        except TableError as exc:
            self.error = clip(str(exc))
        except Exception as exc:
            self.error = clip(f"The game could not start: {type(exc).__name__}.")
            traceback.print_exc()

    def start(self, content: Any) -> TableWidget:
        """A game from a 'start' message: the game's declared options and seat kinds only."""
        if not isinstance(content, dict) or content.get("type") != "start":
            raise IllegalAction("The gallery only understands 'start' messages.")
        unknown = sorted(str(k) for k in content if k not in ("type", "game", "players", "seats", "options"))
        if unknown:
            raise OptionError(f"A 'start' message has no field {quote(unknown[0])} "
                              "(its fields: game, players, seats, options).")
        cls = game_class(content.get("game"))
        options = content.get("options", {})
        if not isinstance(options, dict):
            raise OptionError("'options' must be an object.")
        options = cls.check_options(options)
        seats = content.get("seats")
        if seats is not None and not isinstance(seats, list):
            raise OptionError("'seats' must be a list of seat kinds.")
        players = content.get("players")
        if players is None and seats is not None:
            players = len(seats)
        players = cls.check_players(players)
        kinds = Table.check_seats(cls, players, seats)
        return play(cls.name, seats=kinds, players=players, **options)

    def set_state(self, sync_data: Any) -> None:
        """The page may not write the gallery's traits: whatever it wrote is ignored."""


def gallery():
    """Every game as a card; picking one replaces the gallery with the game, with a way back."""
    import ipywidgets

    box = ipywidgets.VBox(layout=ipywidgets.Layout(width="100%"))
    back = ipywidgets.Button(description="Back to all games", icon="arrow-left",
                             layout=ipywidgets.Layout(width="auto"))
    back.add_class("tw-back")

    def start(widget: TableWidget) -> None:
        box.children = [back, widget]

    picker = GalleryWidget(on_start=start)
    back.on_click(lambda _b: setattr(box, "children", [picker]))
    box.children = [picker]
    box.picker = picker
    return box
