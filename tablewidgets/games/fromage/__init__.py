"""Fromage — simultaneous worker placement on a four-quadrant board that turns, for 1 to 4 players.

Seats 0.. are Red, Blue, Green and Yellow, sitting at the bottom, left, top and
right of the board (two players sit opposite). The board has four quadrants,
one per venue (Festival, Fromagerie, Bistro, Villes); each has a gather part
giving one resource (the centre tile, in a random orientation, says which)
and a make-cheese part. Every turn:

1. workers whose time is up come home (this happens automatically);
2. everybody at once, hidden from the others, places in the quadrant facing
   them: at most one gather (1, 2 or 3 of the quadrant's resource; the worker,
   of any type, stays out 1, 2 or 3 turns) and at most one cheese (the worker
   must match the space's cheese; bronze, silver and gold spaces keep it out
   1, 2 or 3 turns and cost 0, 1 and 2 livestock; fruit and jam spaces take a
   fruit from the basket); structures may be built too;
3. when the last seat is done, every placement is revealed and carried out,
   and the board turns a quarter clockwise.

The game ends at the end of the turn in which a player places their 15th and
last cheese token (or when no cheese space is free, or after turn 60: two
safeguards of this package). Final scoring: the four venues (Festival groups
of orthogonally adjacent tokens, the free-sample spaces counting as
everyone's; Fromagerie shelves and bonuses; Bistro plates by pairings; Villes
regional majorities, customer tokens by player count, a tie scoring the tied
side), aged cheese, fruited cheese times jam, the order chart, structures and
1 point per 2 leftover resources. Most points wins; then more cheese made;
then the win is shared.

**Components designed for this package**: no public source documents the
board spaces, venue rubrics, structure tiles or order cards, so they are our
own (see :mod:`.data`), keeping every number the rules page gives. The solo
game is designed too (no public source for the published one was found): a
rival dairy puts a token on a free space of the quadrant opposite yours after
every turn (blocking it, breaking Bistro pairings and counting in the Villes);
you win by reaching the ``target`` option's points.

Notation (one action per decision; parsed leniently, printed canonically):

``gather 2 hard``
    gather 2 of the facing quadrant's resource with the hard worker (``g2 hard``).
``cheese F3``
    make cheese on space F3 (``F3``, ``c f3``); F = Festival, R = Fromagerie,
    B = Bistro, V = Villes.
``build barn``
    build a structure (barn, orchard, cellar, creamery) from structure resources.
``back``
    take back your last placement of this turn (``undo``).
``done``
    end your placement (``pass``); the last seat's ``done`` reveals the turn.

>>> import tablewidgets as tw
>>> g = tw.new("fromage", players=2, seed=3)
>>> g.venue_of(0), g.venue_of(1)
('festival', 'bistro')
>>> g.play("g1 soft", seat=0); g.play("done", seat=0)
>>> g.view(1)["to_move"], g.view(1)["step"]        # Blue cannot tell that Red has placed
([0, 1], 0)
>>> g.play("done", seat=1)
>>> g.turn, g.venue_of(0), g.workers[0]["soft"] is None     # the board turned; the worker is home
(1, 'villes', True)

Positions (``tw.new("fromage", position={...})``) start a turn's placement;
keys are listed in :meth:`.rules.Fromage._set_position`.
"""

from .rules import Fromage

__all__ = ["Fromage"]

NOTEBOOK = {   # texts of notebooks/fromage.ipynb (scripts/notebooks.py)
    "title": "Fromage",
    "intro": "Everyone places workers at the same time, hidden, in the quadrant of the board facing them: "
             "gather resources or make cheese, then the board turns a quarter and a new venue faces you. "
             "The board spaces, venue rubrics, structures and orders are designed for this package.",
    "code_game": ['g = tw.new("fromage", players=3, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.fromage.bots import PlannerBot',
                   'bots = [PlannerBot(seed=s) for s in range(3)]',
                   'for _ in range(40):             # every seat played by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["left"], p["res"]) for p in g.view()["players"]]'],
}
