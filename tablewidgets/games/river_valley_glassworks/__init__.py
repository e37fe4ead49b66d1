"""River Valley Glassworks (Adam Hill, Ben Pinchback, Matt Riddle, 2024), for 2 to 5 players.

Glass pieces come in colours and six shapes: circle ``C``, triangle ``T``,
square ``S``, heart ``H``, drop ``D``, moon ``M``. A piece is written colour
letter then shape letter: ``wC`` is a white circle. Colours: ``w`` white,
``p`` purple, ``s`` light blue, ``b`` dark blue, ``l`` light green, ``g`` dark
green, ``y`` yellow, ``o`` orange, and ``k`` black with five players. The river
has six segments, one per shape, named by their shape; the view lists them from
the start of the river (left) to the lake (right). Seats are Otter, Fox,
Badger, Heron and Beaver; Otter starts.

Notation (one action per decision; parsed leniently, printed like this):

``wC>H``
    place the white circle on the circle segment and collect every piece on the
    heart segment, which must be next to it.
``wC+pC@S>H``
    place two pieces of one shape together on any segment (here the square one)
    as a wild piece, and collect a segment next to it. The pair is written in
    satchel order: by shape, then colour in the order above.
``lake -wC``
    draw four pieces from the lake into the satchel, leaving the white circle.
``drop wC``
    a satchel holding more than five: move one piece to the overflow.
``col p``
    several new colours were collected: purple goes into the next empty column
    (the last new colour follows by itself).
``pass``
    only in the last stage, with an empty satchel.

Leniency: case and spaces do not matter, ``lake wc``, ``column purple`` and a
wild pair in either order are understood.

Rules decided here where the rules page is silent (and the published numbers
used, in ``data.py``): the bag is drawn at random, so only its order is hidden;
when the last stage starts the segment emptied in that turn is not refilled
(no glass leaves the bag after the top-ups); if the bag runs out the last stage
begins as if someone had reached 17. The shape spread of each colour, the
stones on each river tile, the column height (5) and the row and column points
are designed, as the published values were not at hand.

>>> import tablewidgets as tw
>>> g = tw.new("river_valley_glassworks", players=2, seed=1, position={
...     "river": ["C: pT", "T: wC", "S", "H: yH oH", "D: bD", "M: sM lM"],
...     "lake": "wC wT wS pH pD", "satchels": ["wC wH", "sS gS"]})
>>> g.legal_actions()[:3]
['wC>T', 'wH>S', 'wH>D']
>>> g.play("WC > H")
Traceback (most recent call last):
...
tablewidgets.engine.errors.IllegalAction: Only a segment next to the circle segment may be collected: the triangle segment.
>>> g.play("wH>S")          # the white heart goes on the heart segment; the square segment is empty
>>> g.play("sS+gS@H>D")     # Fox pairs two squares as a wild piece and takes the drop segment
>>> g.view()["glassworks"][1]["columns"]
[['bD']]
"""

from .rules import RiverValleyGlassworks

__all__ = ["RiverValleyGlassworks"]

NOTEBOOK = {   # texts of notebooks/river-valley-glassworks.ipynb (scripts/notebooks.py)
    "title": "River Valley Glassworks",
    "intro": "Drop a piece of glass into the river and fish out everything on a neighbouring stretch. "
             "Each colour fills its own column of your glassworks; full rows and tall columns score, "
             "glass that does not fit costs points. Two to five players.",
    "code_game": ['g = tw.new("river_valley_glassworks", players=3, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.engine.bots import GreedyBot',
                   'bot = GreedyBot(seed=1)',
                   'for _ in range(6):             # let a bot play a few decisions for every seat',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[w["score"]["total"] for w in g.view()["glassworks"]]'],
}
