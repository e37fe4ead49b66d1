"""Harmonies (Johan Benvenuto, 2024): stack coloured tokens into landscapes that animals will live in.

Each player has a hex board (side A or B, option ``side``; every player uses
the same side). The spaces are named by column letter and row from the top:
side A has columns ``a``..``e`` of 5, 4, 5, 4 and 5 spaces (``a1``..``e5``),
side B columns ``a``..``g`` of 4, 3, 4, 3, 4, 3 and 4 spaces (``a1``..``g4``).
Seats play in order; seat 0 starts, so the round ends after the last seat.
The components are the published ones: the 32 animal cards and the 10
Nature's Spirit cards with their habitats, cube spaces and points (sources
named in ``data.py``).

Notation (one action per decision, parsed leniently, printed like this):

``take 2``
    take the set of 3 tokens on central space 2 (spaces 1-5; 1-3 in solo).
    Exactly one set per turn.
``blue c3``
    place a token of that colour from the set in hand on space ``c3``
    (colours: blue, grey, brown, green, yellow, red; also written
    ``c3 blue`` or ``place blue on c3``).
``card frog``
    take the face-up animal card ``frog`` (at most one per turn; at most 4
    unfinished cards held, a kept spirit card counting until its cube is placed).
``cube frog c3``
    move a cube from the frog card to ``c3``, where the card's habitat is
    formed with its cube space (any number per turn, one cube per space).
``spirit owl``
    with ``spirits=True``: the first decision of each player, keeping one of
    the two Nature's Spirit cards dealt to them.
``discard frog``
    solo only: instead of taking a card, send one from the river away.
``end``
    end the turn once the three tokens are placed. The central board and the
    river are refilled now (a random draw: the turn cannot be undone after it).

The game ends at the end of a round in which the bag could not refill the
central board or some player was left with 2 or fewer empty spaces. Of tied
players, the one with more animal cubes on their board wins (a tie on both is
shared). Solo (1 player): 3 central spaces and 3 face-up cards; after each
turn the two sets left over leave the game and all three spaces are
refilled; the final score also earns suns (see ``data.suns_for``; the bonus suns for the setup count even
when the score earns none).

Two scoring details the rules page leaves open or states tersely, as modelled:
on side B an island is any group of spaces without water, spaces still empty
included (as Board Game Arena scores it: an empty board is one island); on side
A a river is measured by the shortest path between its two ends, as the page
insists, also when it closes into a ring (Board Game Arena counts a whole ring).

Positions for tests and lessons: ``tw.new("harmonies", position={...})`` with
keys ``boards`` (per seat, a dict like ``{"c3": "brown green"}``, bottom
first), ``cubes`` (per seat, spaces holding cubes), ``cards`` (per seat, held
animal cards as ``"frog:2"`` = 2 cubes placed), ``spirits`` (per seat,
``"owl"`` or ``"owl:1"`` or None), ``central`` (the token sets),
``river`` (card ids), ``hand`` and ``taken`` (tokens already taken from
central space ``taken``), ``turn``, ``card_action`` and ``final_round``. The
bag holds whatever tokens the position does not use.

>>> import tablewidgets as tw
>>> g = tw.new("harmonies", players=2, seed=3)
>>> g.view()["central"][4]
['grey', 'brown', 'red']
>>> g.play("Take 5")
>>> g.legal_actions()[:3]
['grey a1', 'grey a2', 'grey a3']
>>> g.play("place grey on c3"); g.play("red c3"); g.play("Brown B2")
>>> g.view()["boards"][0]["stacks"]["c3"]
['grey', 'red']
>>> g.play("end")
>>> g.to_move
(1,)
>>> g = tw.new("harmonies", seed=1, players=2, position={
...     "boards": [{"a1": "blue", "a2": "blue", "a3": "blue", "b3": "blue"}, {}]})
>>> g.score(0)["water"]          # the shortest path from a1 to b3 holds 4 tokens
8
"""

from .rules import Harmonies

__all__ = ["Harmonies"]

NOTEBOOK = {   # texts of notebooks/harmonies.ipynb (scripts/notebooks.py)
    "title": "Harmonies",
    "intro": "Take three tokens at a time and stack them on your hex board into trees, mountains, "
             "fields, rivers and buildings; shape the habitats your animal cards ask for and drop "
             "their cubes in place. The richest landscape wins.",
    "code_game": ['g = tw.new("harmonies", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['g.play("take 1")              # the board above follows every move',
                   'g.play(g.legal_actions()[0])  # the first legal placement',
                   'g.view()["hand"], g.legal_actions()[:4], g.score(0)["total"]'],
}
