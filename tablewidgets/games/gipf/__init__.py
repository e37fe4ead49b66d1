"""GIPF (Kris Burm, 1996): push pieces in from the rim, line up four, take them back.

The board has 37 points in columns ``a``..``i`` (column c holds 9 - |c - 4|
positions, numbered from the bottom) and 24 outer *dots* where pieces enter
(``a1..a5``, ``i1..i5`` and the two ends of every other column). White
(seat 0) moves first.

Notation (one action per decision, parsed leniently, printed like this):

``a1-b2``
    push a single piece: from the dot ``a1`` onto the point ``b2``; every piece
    in the unbroken run from ``b2`` on moves one step along that line. A push
    whose line has no empty point left before the far rim is refused.
``Ga1-b2``
    the same with a GIPF piece (two pieces stacked; tournament rules only).
``x e2-e8``
    choose which of several crossing rows to take; a row is named by the two
    ends of the whole unbroken run of pieces that gets taken.
``keep e5`` / ``remove e5``
    the owner of a row being taken decides about each GIPF piece in it (either
    colour), in order along the row. A removed GIPF piece counts as two pieces.

When nothing is to be decided (one row, or rows that do not meet, with no GIPF
piece in them) rows are taken automatically. The pusher's rows go first, then
the opponent's. A row made only of GIPF pieces must lose at least one of them
(otherwise taking it would change nothing).

Rule sets (option ``variant``): ``basic`` (3 single pieces each on the board,
15 pieces in all), ``standard`` (default: 3 GIPF pieces each on b5, e2, h5 for
White and b2, e8, h2 for Black, 18 pieces), ``tournament`` (empty board, 18
pieces; the first push must be a GIPF piece, and GIPF pieces may follow until
that player's first single piece).

A player loses when they must push with an empty reserve, or (standard and
tournament, once they have entered one) when they have no GIPF piece left on
the board after a turn's rows are taken. If both sides lose their last GIPF
piece in the same turn, the player who pushed wins: the official aim names
the first player to *create* such a situation as the winner.

Positions for tests and lessons: ``tw.new("gipf", position={...})`` with keys
``white`` / ``black`` (points, ``G`` prefix for a GIPF piece: ``"Ge5 d4"``),
``reserve`` and ``captured`` (``[White, Black]``; each side's on-board pieces
+ reserve + pieces the opponent captured must make 18, or 15 in basic; give
one, the other is derived), ``to_move`` (0 or 1), and for the tournament rules
``entered_gipf`` / ``entered_single`` (``[bool, bool]``, derived from the
board when left out). Rows already on the board are taken before the first
push.

>>> import tablewidgets as tw
>>> g = tw.new("gipf", seed=1)
>>> g.legal_actions()[:3]
['a1-b2', 'a2-b2', 'a2-b3']
>>> g.play("A1 - B2")               # lenient input; Black's GIPF piece on b2 moves on to c3
>>> g.view()["board"]["c3"]
{'color': 1, 'gipf': True}
>>> g = tw.new("gipf", seed=1, position={"white": "Gb5 e2 Ge3 e4", "black": "Gb2"})
>>> g.play("e1-e2")                 # White now has e2-e5 with its GIPF piece on e4
>>> g.status()
'White is taking the row e2-e5: keep the GIPF piece on e4 on the board, or remove it?'
>>> g.legal_actions()
['keep e4', 'remove e4']
>>> g.play("keep e4")
>>> g.view()["reserve"], g.to_move
([14, 16], (1,))
"""

from .rules import Gipf

__all__ = ["Gipf"]

NOTEBOOK = {   # texts of notebooks/gipf.ipynb (scripts/notebooks.py)
    "title": "GIPF",
    "intro": "Push pieces in from the rim of a hexagon; four of your colour in a line "
             "take the whole line off. Run out of pieces, or lose your last GIPF piece, and you lose.",
    "code_game": ['g = tw.new("gipf", seed=11)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['for action in ["a1-b2", "i5-h5", "e9-e8"]:',
                   '    g.play(action)           # the board above follows every move',
                   'g.legal_actions()[:6], g.to_move'],
}
