"""Ponte del Diavolo (Martin Ebel, 2007): raise islands in a lagoon and bridge them together.

Two players lay tiles on a 10 x 10 board of water, one colour each (light and
dark). Four tiles of a colour joined side by side are an *island*; fewer are a
*sandbank*. Islands linked by bridges, directly or through sandbanks, score
together: 1, 3, 6, 10, ... points for 1, 2, 3, 4, ... islands in one group.

Squares are named like chess squares: columns ``a``..``j`` from the left, rows
``1``..``10`` from the bottom. Seat 0 is Player 1, who lays the two light
tiles of the opening; Player 2 then picks a colour (the pie rule) and dark
moves next. Once colours are settled the seats are called Light and Dark.

Notation (one action per decision, parsed leniently, printed like this):

``e5``
    lay a tile of your colour on e5. A turn of tiles is two such actions.
``e5-g6``
    build a bridge between two of your tiles (the end further left first, then
    the lower one): two squares apart straight or diagonally, or a knight's move.
``light`` / ``dark``
    Player 2's pie-rule choice: take over the two light tiles, or play dark.
``end``
    when you cannot lay two tiles, decline to build a bridge: the game ends.

Rules as modelled: a tile may not go under a bridge (both squares under a
knight's-move bridge), nor next to an island of its colour (corners count),
nor where it would finish an island touching another tile of its colour at a
corner, nor where it would join more than four tiles (an island is exactly four,
as in the published rules). A first tile is only offered when a second one can
follow it. A bridge spans water only, each tile carries at most one bridge, and
bridges never cross. A player who cannot lay two tiles may still build a
bridge; otherwise the game stops. Dark can always take as many turns as light:
when light stops (it cannot lay two tiles and builds no bridge), that counts as
light's turn and dark takes one last turn, if it can still move, before the game
ends; when dark stops, the game ends at once.
Most points wins; then most islands; then most bridges; else a draw.

Option ``supply``: ``unlimited`` (default, as on Board Game Arena) or
``printed`` (40 tiles of each colour and 15 bridges shared by both, as in the box).

Positions for tests and lessons: ``tw.new("ponte_del_diavolo", position={...})``
with keys ``light`` / ``dark`` (squares, ``"e5 e6"``), ``bridges``
(``"e5-e7"``), ``to_move`` (``"light"`` or ``"dark"``, default dark),
``light_seat`` (0 or 1), and with the printed supply ``tiles_left``
(``[light, dark]``) and ``bridges_left``.

>>> import tablewidgets as tw
>>> g = tw.new("ponte_del_diavolo", seed=1)
>>> g.play("E5"); g.play("g6")          # Player 1: two light tiles
>>> g.legal_actions()
['light', 'dark']
>>> g.play("dark")                      # Player 2 plays dark and moves next
>>> g.status()
'Dark to move: place two tiles, or build one bridge between two of your tiles.'
>>> g.play("c3"); g.play("c4")
>>> g.play("e5 - g6")                   # light bridges its two tiles (a knight's move)
>>> g.view()["bridges"]
[{'id': 'e5-g6', 'ends': ['e5', 'g6'], 'over': ['f5', 'f6'], 'color': 'light'}]
>>> g.play("f5", seat=1)
Traceback (most recent call last):
...
tablewidgets.engine.errors.IllegalAction: f5 lies under a bridge: nothing may be built beneath one.
"""

from .rules import PonteDelDiavolo

__all__ = ["PonteDelDiavolo"]

NOTEBOOK = {   # texts of notebooks/ponte-del-diavolo.ipynb (scripts/notebooks.py)
    "title": "Ponte del Diavolo",
    "intro": "Lay tiles into the lagoon two at a time until four of a colour make an island, "
             "then span the water with bridges. Islands joined into one group score more than the same "
             "islands apart: 1, 3, 6, 10 points and so on.",
    "code_game": ['g = tw.new("ponte_del_diavolo", seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['for action in ["e5", "e6", "dark", "d3", "e3", "f5", "f6"]:',
                   '    g.play(action)           # the board above follows every move',
                   'g.view()["score"], g.status()'],
}
