"""Gaia Project — fourteen factions terraform, research and federate across a galaxy of hexes.

2 to 4 players (the solo Automa is a separate published product whose facts are neither on the
rules page nor in the public engine: it is not offered). Component facts from the public engine
boardgamers/gaia-project (see :mod:`.data`).

The game in three parts:

1. **Setup.** The map: sectors 1-7 (5, 6 and 7 on their B side) for two players, 1-10 for three or
   four, shuffled over the sector places and turned at random until no two home planets of one type
   touch (the engine's sector centres, hex order within a sector, turns and drawing). Six of ten
   round-scoring tiles, two of six final-scoring tiles, players + 3 boosters, the nine standard tech
   tiles (six under the tracks, three in the common area), six of the fifteen advanced ones, a
   federation token on top of terraforming. Factions are chosen in turn (option ``factions``: or
   dealt at random), never two of one planet colour; option ``auction`` has as many factions as
   players drafted in turn (or dealt, with random factions) and auctions them as Board Game Arena
   does: every player sets in secret the most VP they would pay for each faction (0 to 40: the page
   names no bound); then, round robin in turn order, a player without a top bid raises by one the
   faction with the greatest room between its most and the bid needed (ties: a faction nobody has
   bid on); when everyone holds a top bid, each plays that faction and starts with 10 VP plus the
   top bid less its own. Starting mines go down in turn order and back, then the Xenos' third mine,
   then the Ivits' planetary institute; boosters are taken in reverse turn order.
2. **Six rounds.** Income (power tokens and power charges in the order the player chooses, asked
   only when the orders end differently), the Gaia phase (Gaia-area tokens back to bowl I, Terrans
   to bowl II; Transdim planets under a gaiaformer become Gaia planets; the Itars may trade four
   tokens for a tech tile), then turns until all have passed: free actions, one main action, more
   free actions, ``done`` (asked only while a free action is possible); the order of passing is the
   next round's turn order.
3. **Final scoring.** The two final tiles (18/12/6, ties share; with two players a neutral
   player takes its place), 4 VP per research level above 2 on each track, 1 VP per 3 credits,
   ore and knowledge.

Notation (one action per decision; parsed leniently, printed canonically). Hexes are a sector
number and a letter: ``4k``.

``faction xenos``   choose a faction        ``draft xenos`` / ``max xenos 3``   the auction (secret most VP)
``place 4k``        starting mine (or PI)   ``booster B3``    starting booster
``mine 4k``         build a mine            ``gaia 4k``       start a Gaia project
``ts 4k`` ``lab 4k`` ``pi 4k`` ``ac1 4k`` ``ac2 4k``  upgrade (ac1: knowledge academy, ac2: Q.I.C. academy)
``fed 4k+4l|4m``    form a federation of those buildings with satellites on the hexes after ``|``
``federate`` then ``sel 4k`` ... ``form`` (or ``back``)  choose the buildings yourself; the search
                    places the fewest satellites between them (the chooser opens once a turn)
``research nav``    4 knowledge, one level  ``act p1``..``act p7``, ``act q1``..``act q3``  board actions
``special B4``      a booster, tech tile or academy action   ``pass B7`` (``pass`` in round 6)
``swap 4k`` (Ambas) ``station 4k`` (Ivits)  ``downlab 4k`` (Firaks)  ``lowest nav`` (Bescods)
``conv 4pw-q``      a free conversion (also ``burn``; ``burn stone`` / ``burn token``)  ``done``  end the turn
``charge`` / ``decline``  power from a neighbour   ``sat 4l``  a satellite placed in the chooser (``clear``)
``income tokens`` / ``income charge``  the income's order
``stone first`` / ``stone last`` (a charge), ``stone use`` / ``stone keep`` (a payment)  the brainstone
``tokens 2 1 0`` (``tokens 2 1 0 stone``)  tokens from bowls I, II, III (and the brainstone) for a Gaia
                    project or satellites
``tech T3`` ``cover T3`` ``track gaia`` ``fedtile F2`` ``rescore F2`` ``lost 4k`` ``itars tech``/``itars keep``

Where the player chooses (each asked only when the choices end differently): the order of the
income's tokens and charges; whether the Taklons' brainstone moves first or last in a charge,
pays a cost that other tokens could pay too (what it does not use of its 3 power pays more that
turn, as the page's FAQ says, then is lost), or moves in a burn; whether the Taklons' PI token comes before or
after a charge from a neighbour; the bowls the tokens of a Gaia project or of
satellites come from, and whether the brainstone is one of them (discarded for a satellite it
leaves the game). A neighbour charges what its bowls can take of the value offered (the Taklons'
PI token adds room for 2), at most its VP + 1, and pays 1 VP less than the power charged. A
federation's satellites are the fewest that join its buildings (an exact search); the offered
federations leave out one that needs more satellites than another made of some of its buildings
only; in the chooser the player may place the satellites hex by hex, any way with the fewest. Own
buildings next to a federation's hexes are part of it (the engine's rule).

The offered federations (``fed ...``), as the engine finds them: every smallest combination of
groups of buildings side by side worth enough, each joined by its fewest satellites, plus those a
nearest-first and a best-value-first search grows; the six with the fewest satellites are offered.

Simplified, said plainly: the combinations tried stop at 40 of at most 5 groups (the chooser,
``federate``, reaches any other set of buildings); the Terrans' PI spends the returning power on
conversions one choice at a time.

>>> import tablewidgets as tw
>>> g = tw.new("gaia_project", players=2, seed=3)
>>> g.phase, len(g.map.hexes)
('factions', 133)
"""

from .rules import GaiaProject

__all__ = ["GaiaProject"]

NOTEBOOK = {   # texts of notebooks/gaia_project.ipynb (scripts/notebooks.py)
    "title": "Gaia Project",
    "intro": "Lead one of fourteen alien factions across a galaxy of hexes: build mines on planets you terraform "
             "to your home type, upgrade them, climb six research tracks, charge power when your neighbours "
             "build, and link your buildings into federations. Tiles, sectors and factions follow the "
             "published game.",
    "code_game": ['g = tw.new("gaia_project", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.gaia_project.bots import PlannerBot',
                   'bot = PlannerBot(seed=1)',
                   'for _ in range(40):             # the bot decides for every seat for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(p["name"], p["res"]["vp"]) for p in g.view()["players_info"]]'],
}
