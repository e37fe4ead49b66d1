"""Praga Caput Regni: rebuild Prague for Charles IV, 1 to 4 players, 16 turns each.

Components designed for this package: no public source documents the published action tiles, city
map, building and wall tiles, plaza rewards, road bonuses, technologies or tracks, so :mod:`.data`
is our own design that keeps every number of the rules page.

A turn: choose an action tile from the crane (red zone: pay gold; green: free; blue: score points;
a tile with the 5-point token scores 5 more), take the bonus of its space before or after (not taken
before, it comes after the action), take one of the tile's two actions, then end the turn: windows
above 2 are lost, the crane turns one space, the tile goes to the red end, and a tile turned out of
the wheel moves to the first free green space with a 5-point token (to the red zone when the whole
green zone is free). Two silver windows buy the tile's other action as well. The actions: manage
mines or quarries (1 and a new mine, or collect the level plus unlocked bonuses), upgrade an action
(its next use is better, both faces give university steps), build a wall section or a building
(north of the road the lot's red banner costs more and scores more), move on the King's Road (with
an egg for one bonus or without for the other; spaces IV and V need an egg). Buildings surrounding a
plaza pay its rewards: the player with the most cubes both, every other player with a cube one of
the two (other players choose after the current turn, in turn order). Technologies come from the
technology track (tiers I and II work from your next turn, III and IV once, whenever you like).
The Hunger Wall and the Cathedral: sideways moves need only the effect, up within a tier 2 windows,
into a new tier the depicted stone or gold; the first three to the top score 8 / 5 / 3.

Everyone starts with 2 gold, 2 stone, 1 egg, one mine and one quarry; later seats get a little more
(designed: the second seat 1 egg, the third 1 gold and 1 egg, the fourth 1 gold and 2 eggs).

End scoring: unfinished plazas pay their lower half, technology level x university marks, each track
its row plus the symbols of your buildings matching your column times the tier, the personal wall
4 / 10 / 18 for 3+ / 4+ / 6+ sections, road space V, eggs 1 / 3 / 6 / 10. Solo (designed stand-in,
the published solo is not on the rules page): after your turn the crane turns once more and the
first building of the market leaves; reach 140 points to win.

Notation (one action per decision, parsed leniently):

``tile 4``                     choose the tile on crane space 4 (0-2 red, 3-5 green, 6-8 blue)
``bonus``                      take the space bonus before the action
``mines up`` / ``mines take``  1 gold and a new mine / collect; ``quarry up`` / ``quarry take``
``upgrade road`` then ``face a`` / ``face b``   upgrade an action, turn the tile (2 university /
                               1 university and 1 window)
``wall 5``                     build wall tile 5 of the market
``building 7`` then ``lot 2,1`` choose a building of the market, then its lot (``back`` to change)
``road egg`` / ``road free``   move on the King's Road paying an egg or not
``extra``, ``refill``, ``end``  the other action for 2 windows, refill the market, end the turn
``tech mason``, ``use treasury``  take a technology, use a one-off one
``plaza 2 upper`` / ``plaza 2 lower``  choose a plaza reward
``move wall up`` / ``left`` / ``right`` / ``stop``  a move on the Hunger Wall (``move cathedral ...``)

>>> import tablewidgets as tw
>>> g = tw.new("praga_caput_regni", players=2, seed=3, position={"wheel": [None, None, None, 0, 1, 2, 3, 4, 5]})
>>> g.play("tile 3"); g.legal_actions()[:3]
['bonus', 'mines up', 'mines take']
>>> g.play("mines take"); g.ps[0]["gold"], g.ps[0]["stone"]     # a mine gives 1 gold, space 3 a stone
(3, 3)
"""

from .rules import PragaCaputRegni

__all__ = ["PragaCaputRegni"]

NOTEBOOK = {   # texts of notebooks/praga_caput_regni.ipynb (scripts/notebooks.py)
    "title": "Praga Caput Regni",
    "intro": "Choose an action tile from the turning crane, take one of its two actions, and rebuild Prague: "
             "mines and quarries, upgrades, buildings around the plazas, the Hunger Wall, the King's Road, and "
             "the climb up the Hunger Wall and St Vitus Cathedral. The components are designed for this package "
             "(the published tiles and maps are not public); every number of the rules is kept.",
    "rules_note": "The action tiles, the city, the buildings and wall sections, the plaza and road rewards, the "
                  "technologies and the tracks are designed for this package: the published ones are not public. "
                  "Every number the rules give is kept (16 turns each, windows, the 5-point token, the 4 / 10 / 18 "
                  "personal wall, the egg points). The solo game is a designed stand-in: the crane turns twice and a "
                  "building leaves the market after each of your turns; reach 140 points to win.",
    "code_game": ['g = tw.new("praga_caput_regni", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.praga_caput_regni.bots import PlannerBot',
                   'bots = [PlannerBot(seed=1), PlannerBot(seed=2)]',
                   'for _ in range(40):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["name"], p["score"]) for p in g.view()["players"]]'],
}
