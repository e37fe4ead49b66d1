"""What a board costs on the wire: the bytes the kernel sends to the browser for each request.

Every message a :class:`~tablewidgets.widget.TableWidget` sends (a state update, a custom
message) travels as one Jupyter ``comm_msg`` on the iopub channel, packed by ``jupyter_client``
(JSON with its default separators) and framed by Jupyter Server's websocket protocol (v1:
offsets, channel, header, parent header, metadata, content). Each request from the page is also
answered by a ``busy`` and an ``idle`` status message. :func:`frame_bytes` builds those frames
with the real ``Session`` and counts them; :func:`hot_seat_playout` plays seeded random moves
with every seat a person at one screen and measures each request, without a browser.
"""

from __future__ import annotations

import random
import uuid
from typing import Any, Iterator, NamedTuple

from jupyter_client.session import Session, json_packer

import tablewidgets as tw

from . import widget as bridge

_SESSION = Session(username="username", session=str(uuid.uuid4()))
#: the header of a request from the page (JupyterLab's services write these fields)
_PARENT = {"date": "2026-01-01T00:00:00.000Z", "msg_id": str(uuid.uuid4()), "msg_type": "comm_msg",
           "session": str(uuid.uuid4()), "username": "", "version": "5.2"}
_COMM_ID = uuid.uuid4().hex


def _frame(msg_type: str, content: dict) -> int:
    msg = _SESSION.msg(msg_type, content=content, parent=_PARENT)
    parts = [json_packer(msg[k]) for k in ("header", "parent_header", "metadata", "content")]
    channel = b"iopub"
    return 8 * (1 + 1 + len(parts) + 1) + len(channel) + sum(len(p) for p in parts)


def frame_bytes(data: dict) -> int:
    """Bytes of the websocket frame that carries the widget message ``data`` (what
    ``Widget._send`` gets) to the page, headers included."""
    return _frame("comm_msg", {"comm_id": _COMM_ID, "data": data})


#: bytes of the ``busy`` and ``idle`` status frames around every request the page sends
STATUS_BYTES = _frame("status", {"execution_state": "busy"}) + _frame("status", {"execution_state": "idle"})


class Request(NamedTuple):
    """One request from the page and what the kernel sent for it."""
    kind: str            # "act" or "ready" (lifting the hand-over screen)
    action: str | None
    seat: int | None     # the seat that acted (or is handed the board)
    bytes: int           # websocket bytes, status frames included
    sent: list           # the widget messages


def request_bytes(sent: list) -> int:
    """Websocket bytes of one request's answer: its widget messages and the two status frames."""
    return STATUS_BYTES + sum(frame_bytes(m) for m in sent)


def setup(name: str, seed: int = 1) -> bridge.TableWidget:
    """The board the widget benchmark opens: every seat a person at one screen (Heat: one person
    against Legends)."""
    cls = tw.GAMES[name]
    if name == "heat":
        return tw.play(name, players=1, seats=["human"], seed=seed, cars=4)
    n = max(2, cls.min_players) if cls.max_players >= 2 else 1
    return tw.play(name, seats=["human"] * n, seed=seed)


def hot_seat_playout(name: str, moves: int = 300, seed: int = 1, check: bool = False,
                     board: list | None = None) -> Iterator[Request]:
    """Random moves (``moves`` requests at most; a finished game starts a new one, not counted),
    each request measured as it goes to the page. ``check``: a :class:`BoardCopy` follows every
    message and must equal the seat's view, choices and log after every request (it is appended
    to ``board`` when given)."""
    w = setup(name, seed)
    rng = random.Random(seed)
    sent: list = []
    copy = bridge.BoardCopy(w) if check else None
    if board is not None and copy is not None:
        board.append(copy)

    def send(msg: dict, buffers: Any = None) -> None:
        sent.append(msg)
        if copy is not None:
            copy.take(msg)

    w._send = send
    done = 0
    while done < moves:
        if w.game.over or (not w.choices and not w.handover):
            sent.clear()
            w.handle({"type": "new_game"})
            if w.game.over or (not w.choices and not w.handover):
                return
            continue
        sent.clear()
        if w.handover:
            seat = w.watching
            w.handle({"type": "ready"})
            kind, action = "ready", None
        else:
            seat, action = w.watching, rng.choice(w.choices)["action"]
            w.handle({"type": "act", "action": action})
            kind = "act"
        assert w.error == "", w.error
        if copy is not None:
            assert copy.stale == 0, f"{name}: a patch did not fit the page's copy"
            assert copy.view == bridge.json_ready(w.view), f"{name}: the patches rebuild the view exactly"
            assert copy.choices == bridge.compact_choices(w.choices), f"{name}: and the choices"
            assert copy.log == w.log_lines, f"{name}: and the log lines"
        done += 1
        yield Request(kind, action, seat, request_bytes(sent), list(sent))
