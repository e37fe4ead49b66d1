"""Replays: step through a finished or running game on its own board, in a notebook or
in one HTML file that needs no kernel and no network.

>>> import tablewidgets as tw
>>> g = tw.new("gipf", seed=2)
>>> for _ in range(3):
...     g.play(g.legal_actions()[0])
>>> r = tw.replay(g)              # a widget: scrubber, play/pause, speed, log line, seat
>>> len(r.replay["frames"])
4
>>> g.export_html("game.html")    # doctest: +SKIP

Which views a replay may show is decided here, never by the page: the spectator's always,
every seat's once the game is over. A frame is kept only when what the shown seat sees
changed (its view or its log), so a replay never counts decisions that seat could not see.
"""

from __future__ import annotations

import html
import json
import pathlib
import weakref
from typing import Any, Iterable

import anywidget
import traitlets

from .engine import Game, IllegalAction, OptionError, SaveError, TableError, restore
from .widget import last_marks

STATIC = pathlib.Path(__file__).parent / "static"


# --------------------------------------------------------------------------- frames
def _fresh(game: Game) -> Game:
    """The same game back at its first position, logging as it goes."""
    twin = type(game)(players=game.players, seed=game.seed, position=game.position, **game.opts)
    twin.quiet = False
    return twin


class Frames:
    """The frames of one game for one seat (None = spectator), built by replaying its history
    once; :meth:`extend` follows a running game. Frames of a finished game also carry ``at``
    (actions played), so a replay switching seats stays at the same moment."""

    def __init__(self, game: Game, seat: int | None):
        self.seat = seat
        self.positions = game.over
        self.game = _fresh(game)
        self.done = 0          # history entries replayed
        self.seen = 0          # events of self.game looked at
        self.frames: list[dict] = []
        self.log: list[dict] = []
        self.static: dict = {}  # the game's never-changing view keys, from the first view (sent once)
        self._last_view: dict | None = None
        self._snap(force=True)
        self.extend(game.history)

    def _snap(self, force: bool = False) -> None:
        g, seat = self.game, self.seat
        new = [e for e in g.events[self.seen:] if e.visible_to(seat)]
        self.seen = len(g.events)
        view = g.view(seat)
        view.pop("step", None)     # the frame number takes its place: no hidden counts
        if not force and not new and view == self._last_view:
            return                  # nothing this seat can see changed: no frame
        self._last_view = view
        index = len(self.frames)
        start = len(self.log)
        for e in new:
            self.log.append({"step": index, "seat": e.seat, "text": e.text})
        if force and not self.frames:
            keys = [k for k in type(g).static_keys if k in view]
            self.static = {"game": g.name, **{k: view[k] for k in keys}} if keys else {}
        shown = {k: v for k, v in view.items() if k == "game" or k not in self.static or self.static[k] != v}
        shown["step"] = index
        shown["marks"] = last_marks(g, seat)   # each frame's last moves, as a board in play shows them
        frame = {"view": shown, "status": g.status(seat), "log": [start, len(self.log)]}
        if self.positions:
            frame["at"] = self.done
        self.frames.append(frame)

    def extend(self, history: list) -> bool:
        """Replay the entries of ``history`` not seen yet; False when it is not a continuation."""
        if len(history) < self.done or list(history[:self.done]) != self.game.history[:self.done]:
            return False
        for seat, action in history[self.done:]:
            self.game.apply(action, seat)
            self.done += 1
            self._snap()
        return True

    def data(self) -> dict:
        """Frames and log as the browser gets them: the game's ``static_keys`` travel once, as
        ``static`` (folded in by the kit as in play), other view fields that are the same in every
        frame travel once, as ``common``; each frame's ``view`` holds the rest."""
        frames = self.frames
        common = {}
        if len(frames) > 1:
            first = frames[0]["view"]
            for key, value in first.items():
                if key not in ("step", "marks") and all(key in f["view"] and f["view"][key] == value for f in frames[1:]):
                    common[key] = value
        if common:
            frames = [dict(f, view={k: v for k, v in f["view"].items() if k not in common}) for f in frames]
        return {"frames": frames, "log": self.log, "common": common, "static": self.static}


def seat_options(game: Game) -> list[list]:
    """The views a replay may offer: the spectator's, and every seat's once the game is over."""
    options = [[-1, "Spectator"]]
    if game.over:
        options += [[s, game.seat_name(s)] for s in range(game.players)]
    return options


def _seats(game: Game, kinds: Iterable[str] | None) -> list[dict]:
    if kinds is None:
        from .widget import _TABLES  # a game at a table knows who sits where
        table = _TABLES.get(game)
        kinds = table.kinds if table is not None else ["human"] * game.players
    kinds = list(kinds)
    if len(kinds) != game.players:
        raise OptionError(f"{len(kinds)} seat kinds given for {game.players} players.")
    return [{"seat": s, "name": game.seat_name(s), "kind": k, "color": game.seat_color(s), "controlled": False}
            for s, k in enumerate(kinds)]


def _as_game(game_or_save: Any) -> Game:
    if isinstance(game_or_save, Game):
        return game_or_save
    if isinstance(game_or_save, (str, pathlib.Path)) and not str(game_or_save).lstrip().startswith("{"):
        path = pathlib.Path(game_or_save)
        if not path.is_file():
            raise SaveError(f"There is no save file {str(path)[:80]!r}.")
        return restore(path.read_text(encoding="utf-8"))
    return restore(game_or_save)


# --------------------------------------------------------------------------- the widget
class ReplayWidget(anywidget.AnyWidget):
    """Steps through one game. The browser scrubs through frames it already holds; choosing
    another seat asks Python, which answers only with views this replay may show."""

    _esm = STATIC / "gipf.js"
    _css = STATIC / "tablewidgets.css"

    game_name = traitlets.Unicode("").tag(sync=True)
    meta = traitlets.Dict().tag(sync=True)
    seats = traitlets.List().tag(sync=True)
    replay = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game: Game, seat: int | None = None, kinds: Iterable[str] | None = None,
                 speed: float = 2.0, **kwargs: Any):
        super().__init__(**kwargs)
        if isinstance(speed, bool) or not isinstance(speed, (int, float)) or not 0 < speed <= 16:
            raise OptionError(f"'speed' is steps per second, more than 0 and at most 16, not {speed!r}.")
        self.game = game
        self.speed = speed
        self.game_name = game.name
        self.meta = type(game).meta()
        self.seats = _seats(game, kinds)
        self._frames = self._build(seat)
        self.on_msg(self._on_message)
        self._push()
        _follow(game, self)   # moves made later (also undo and rewind) show up

    def _build(self, seat: int | None) -> Frames:
        allowed = [s for s, _ in seat_options(self.game)]
        if (seat if seat is not None else -1) not in allowed:
            if not self.game.over:
                raise IllegalAction("While the game is running a replay shows the spectator's view only.")
            raise IllegalAction(f"There is no seat {seat!r} in this game.")
        return Frames(self.game, None if seat is None or seat < 0 else seat)

    def _push(self) -> None:
        seat = self._frames.seat
        data = dict(self._frames.data(), watching=-1 if seat is None else seat,
                    seat_options=seat_options(self.game), running=not self.game.over, speed=self.speed)
        if data != self.replay:   # a step this seat cannot see sends nothing: no count, no timing
            self.replay = data

    @property
    def watching(self) -> int | None:
        return self._frames.seat

    def show_seat(self, seat: int | None) -> None:
        """Show the game as ``seat`` sees it (None or -1 = spectator; seats once it is over)."""
        if isinstance(seat, bool) or not (seat is None or isinstance(seat, int)):
            raise IllegalAction("'seat' must be a seat number, or -1 for the spectator's view.")
        self._frames = self._build(seat)
        self.error = ""
        self._push()

    def update(self) -> None:
        """Take in the moves made since (a running game calls this itself)."""
        seat = self._frames.seat
        if seat is not None and not self.game.over:
            self._frames = Frames(self.game, None)   # rewound from the end: a running game again
        elif self.game.over != self._frames.positions:
            self._frames = Frames(self.game, seat)   # over now (or no longer): frames say when
        elif not self._frames.extend(self.game.history):   # undone or rewound: start again
            self._frames = Frames(self.game, seat)
        self._push()

    def _on_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        try:
            if not isinstance(content, dict) or content.get("type") != "set_seat":
                raise IllegalAction("A replay only understands 'set_seat' messages.")
            self.show_seat(content.get("seat"))
        except TableError as exc:
            self.error = str(exc)
        except Exception as exc:  # nothing from the browser may raise in the kernel
            self.error = f"That request could not be handled: {type(exc).__name__}"


_REPLAY_CLASSES: dict[str, type[ReplayWidget]] = {}


def replay_class(name: str) -> type[ReplayWidget]:
    """The replay widget class of a game: the bridge with that game's own board bundle."""
    if name not in _REPLAY_CLASSES:
        _REPLAY_CLASSES[name] = type(f"{name.title().replace('_', '')}Replay", (ReplayWidget,),
                                     {"_esm": STATIC / f"{name}.js", "_css": STATIC / "tablewidgets.css",
                                      "__module__": __name__})
    return _REPLAY_CLASSES[name]


def replay(game_or_save: Any, seat: int | None = None, seats: Iterable[str] | None = None,
           speed: float = 2.0) -> ReplayWidget:
    """A replay of a game, a save (dict or JSON text) or a save file's path.

    ``seat``: whose view to start with (None = spectator; a seat only once the game is over).
    ``seats``: the seat kinds to name in the panels (default: the game's table, else people).
    ``speed``: steps per second when playing.
    """
    game = _as_game(game_or_save)
    return replay_class(game.name)(game, seat=seat, kinds=seats, speed=speed)


# A running game tells its replays about every move, after whatever table watches it.
_REPLAYS: "weakref.WeakKeyDictionary[Game, list]" = weakref.WeakKeyDictionary()


def _follow(game: Game, widget: ReplayWidget) -> None:
    watchers = _REPLAYS.setdefault(game, [])
    watchers.append(weakref.ref(widget))
    if getattr(game.on_change, "_tw_replay", False):
        return
    before = game.on_change

    def changed(g: Game) -> None:
        if before is not None:
            before(g)
        alive = [w() for w in _REPLAYS.get(g, [])]
        _REPLAYS[g] = [weakref.ref(w) for w in alive if w is not None]
        for w in alive:
            if w is not None:
                w.update()

    changed._tw_replay = True
    game.on_change = changed


# --------------------------------------------------------------------------- one HTML file
_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' blob:; style-src 'unsafe-inline'; img-src data: blob:">
<title>{title}</title>
<style>
body {{ margin: 0; padding: 16px; font-family: system-ui, sans-serif;
  background: var(--jp-layout-color0, #fff); color: var(--jp-ui-font-color1, #222); }}
@media (prefers-color-scheme: dark) {{
  :root {{ --jp-layout-color0: #111; --jp-layout-color1: #1a1a1a; --jp-layout-color2: #2a2a2a;
    --jp-layout-color3: #3a3a3a; --jp-ui-font-color0: #fff; --jp-ui-font-color1: #e6e6e6;
    --jp-ui-font-color2: #bdbdbd; --jp-ui-font-color3: #8a8a8a; --jp-border-color1: #555;
    --jp-border-color2: #444; --jp-brand-color1: #64b5f6; color-scheme: dark; }}
}}
.tw-export-note {{ font-size: 13px; color: var(--jp-ui-font-color2, #555); margin: 0 0 8px; }}
</style>
<style>{css}</style>
</head>
<body>
<p class="tw-export-note">{note}</p>
<div id="tw-root"></div>
<script id="tw-data" type="application/json">{data}</script>
<script id="tw-board" type="application/json">{code}</script>
<script type="module">
const read = (id) => JSON.parse(document.getElementById(id).textContent);
const state = read("tw-data");
const handlers = new Map();
const model = {{
  get: (name) => state[name],
  set: (name, value) => {{ state[name] = value; }},
  on: (name, fn) => {{ if (!handlers.has(name)) handlers.set(name, new Set()); handlers.get(name).add(fn); }},
  off: (name, fn) => {{ if (handlers.has(name)) handlers.get(name).delete(fn); }},
  save_changes: () => {{}},
  send: () => {{}},
}};
const url = URL.createObjectURL(new Blob([read("tw-board")], {{ type: "text/javascript" }}));
const board = (await import(url)).default;
board.render({{ model, el: document.getElementById("tw-root") }});
</script>
</body>
</html>
"""


def _script_json(value: Any) -> str:
    """JSON that can sit inside a <script> element: no '<', '>' or '&' left to end it early."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def export_html(game: Game, path: Any, seats: Iterable[str] | None = None, speed: float = 2.0) -> pathlib.Path:
    """Write one self-contained HTML file replaying ``game`` from the spectator's seat: the
    board's own script and style inlined, every step's spectator view inside. It needs no
    kernel and no network: open it in any browser, put it on a course page, attach it to a report.
    """
    if not isinstance(game, Game):
        game = _as_game(game)
    bundle = STATIC / f"{game.name}.js"
    css = STATIC / "tablewidgets.css"
    if not bundle.is_file() or not css.is_file():
        raise FileNotFoundError(f"The board of {game.title} is not built ({bundle.name}): run `npm run build`.")
    frames = Frames(game, None)
    state = {"game_name": game.name, "meta": type(game).meta(), "seats": _seats(game, seats), "error": "",
             "replay": dict(frames.data(), watching=-1, seat_options=[[-1, "Spectator"]],
                            running=not game.over, speed=speed, standalone=True)}
    steps = len(frames.frames) - 1
    state_note = "finished" if game.over else "still running"
    note = f"{game.title}, seed {game.seed}: a replay of {steps} steps of a game {state_note}."
    page = _PAGE.format(title=html.escape(f"{game.title} replay"), note=html.escape(note),
                        css=css.read_text(encoding="utf-8").replace("</", "<\\/"),
                        data=_script_json(state), code=_script_json(bundle.read_text(encoding="utf-8")))
    out = pathlib.Path(path)
    out.write_text(page, encoding="utf-8")
    return out
