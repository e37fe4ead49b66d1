"""Twinkle Twinkle (Ammon Anderson, 2025): draft night-sky tiles and lay them in your star chart.

Each player fills a sky of 5 x 4 spaces, columns ``a``..``e`` and rows
``1``..``4`` (row 1 at the top), with one tile per turn. A tile shows a star,
an asteroid, a satellite, a planet, a black hole or a comet. Stars carry
dashed lines towards the edges or corners of their tile; two stars join when
their lines meet and run on in a straight line. Joined stars make a
constellation; two lines meeting at an angle (a "V") do not join.

Each round the players choose, in turn order, a tile from the current row and
place it at once. The place of the tile taken fixes the next round's order
(further left chooses earlier). With two players each has two standees, so
places two tiles a round. The game ends when every sky is full: the star chart
pays for the two largest constellations and for the number of constellations
of two or more stars, each nova star is worth a point, and five scoring
references (each played on its green or blue side, the options) score the
other kinds.

Notation (one action per decision, parsed leniently, printed like this):

``take 3``
    take the tile in place 3 of the current row (counted from the left).
``b2``
    place the tile you hold on space b2 (tiles without lines).
``b2 N-SE``
    place a star on b2 with its lines pointing north and south-east. The
    directions are printed clockwise from north; the lines must be a way the
    tile can lie, turned or flipped. ``b2 r1`` (one quarter turn clockwise)
    and ``b2 f0`` (flipped left to right) are read too.

>>> import tablewidgets as tw
>>> g = tw.new("twinkle_twinkle", seed=4, position={
...     "skies": [{"a1": "star E-S", "a4": "comet"}, {"e4": "planet", "e3": "asteroid"}],
...     "row": ["star W", "planet", "comet", "star N-S", "nova N-E"], "order": [0, 1, 2, 3]})
>>> g.legal_actions()
['take 1', 'take 2', 'take 3', 'take 4', 'take 5']
>>> g.play("TAKE 1")
>>> g.legal_actions()[:4]
['b1 N', 'b1 E', 'b1 S', 'b1 W']
>>> g.play("b1 w")                  # the star's line meets a1's east line: a constellation of two
>>> g.view()["skies"][0]["links"]
[['a1', 'b1']]
>>> g.status()
'Gold takes a tile from the row (round 2 of 10, second of two picks): the further left, the earlier Gold chooses next round.'
"""

from .rules import TwinkleTwinkle

__all__ = ["TwinkleTwinkle"]

NOTEBOOK = {   # texts of notebooks/twinkle-twinkle.ipynb (scripts/notebooks.py)
    "title": "Twinkle Twinkle",
    "intro": "Pick tiles of the night sky from a shared row and fill your own chart of 5 by 4 spaces. "
             "Join stars into long constellations, and give asteroids, satellites, planets, black holes "
             "and comets the neighbours they score for. The tile you pick also decides when you pick next round.",
    "code_game": ['g = tw.new("twinkle_twinkle", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['g.play("take 1")',
                   'g.play(g.legal_actions()[0])   # the board above follows every move',
                   'g.legal_actions()[:6], g.to_move'],
}
