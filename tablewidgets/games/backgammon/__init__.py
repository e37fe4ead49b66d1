"""Backgammon: money games and matches, with the doubling cube and the Crawford rule.

Seat 0 is White, seat 1 is Black. Every side counts the points in its own
numbering: it moves from its 24-point towards its 1-point, its home board is
points 1 to 6 and it bears off below the 1-point. Element ids in views are
absolute, in White's numbering (docs/views/backgammon.md).

Notation (one action per decision; parsed leniently, printed canonically):

``13/7``
    move one checker from your 13-point to your 7-point (one die; a second
    die for the same checker is a second action, ``7/2``).
``bar/22`` and ``6/off``
    enter from the bar; bear a checker off.
``roll``, ``double``
    at the start of a turn when the cube is yours to turn; without that
    choice the dice are rolled automatically.
``take``, ``pass``
    answer a double.
``end``
    confirm the move once no die can be used any more; until then the whole
    turn can be taken back with undo. With the option ``confirm=False`` there
    is no ``end``: the dice pass on as soon as the roll is played.
``next``
    start the next game of a match.

Leniency: ``13-7``, ``13/7*``, ``13/7 (6)``, ``b/22``, ``25/22``, ``6/0``,
``accept``/``drop``, ``done``/``confirm`` are understood. Hit marks are not part of
the canonical action; labels show them and the die used.

>>> import tablewidgets as tw
>>> start = "24:2 13:5 8:3 6:5"
>>> g = tw.new("backgammon", seed=3, position={"checkers": [start, start], "turn": 0, "dice": [6, 5]})
>>> g.legal_actions()[:4]
['24/18', '13/7', '13/8', '8/2']
>>> g.play("24-18")
>>> g.label("18/13")
'18/13 (5)'
>>> g.play("18/13")
>>> g.legal_actions()
['end']
>>> g.play("end")
>>> g.view()["last"]["moves"], g.view()["phase"], g.to_move
(['24/18', '18/13'], 'roll', (1,))

Positions (``tw.new("backgammon", position={...})``, for tests and lessons):

``checkers``
    two texts, White's then Black's, each in its own numbering, like
    ``"6:5 8:3 13:5 24:2 bar:1"``; checkers not placed are borne off.
    Or ``points`` (24 numbers, point 1 to 24 in White's numbering, positive
    for White and negative for Black) with ``bar`` ([White, Black]).
``turn``
    whose turn it is (0 or 1; default 0).
``dice``
    the roll already thrown, like ``[6, 5]``; omitted, the turn starts before
    the roll (a cube decision if the cube may be turned, else an automatic roll).
``cube``
    ``{"value": 2, "owner": 1, "offered_by": None}``; ``offered_by`` set means
    that side has just doubled and the other must take or pass.
``score``, ``crawford``, ``game``
    match play only: the score so far, whether this is the Crawford game,
    and the game's number.

Results: a money game ends after one game with scores ``[+points, -points]``
(the loser's score is the negative of the winner's); a match ends when a side
reaches the match length, with the match score as the scores.
"""

from .rules import Backgammon

__all__ = ["Backgammon"]

NOTEBOOK = {   # texts of notebooks/backgammon.ipynb (scripts/notebooks.py)
    "title": "Backgammon",
    "intro": "Race your fifteen checkers home and bear them off, hitting lone checkers on the way. "
             "The doubling cube raises the stakes; set a match length in the new-game dialog.",
    "code_game": ['g = tw.new("backgammon", seed=5)',
                  'board = g.widget()',
                  'board'],
    "code_moves": ['from tablewidgets.engine.bots import GreedyBot',
                   'bot = GreedyBot(seed=1)',
                   'for _ in range(6):             # let a bot play a few decisions for both sides',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   'g.view()["pips"]'],
}
