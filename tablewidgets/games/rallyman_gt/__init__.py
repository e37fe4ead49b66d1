"""Rallyman: GT — a GT race for 1 to 6 players: plan your gears with dice along the track, then roll.

Components designed for this package: the rules page gives the dice per car class, the tyre
dashboards and the 42 damage tokens, but no public source documents the track tiles, the dice
faces' danger symbols or the loss-of-control table, so those are our own design
(:mod:`.data`, ``designed_components = True``), keeping every number the page gives.

Seat i drives car i+1 (Red, Blue, Green, Yellow, Purple, Orange). The track is a loop of tiles,
each a few rows of three lane squares (a lane graph, :mod:`tablewidgets.engine.tracks`); every
die placed moves the car one row forward, straight or into the next lane. Squares may carry a
gear limit (above it the car spins), a caution triangle (entering at exactly that gear adds a
caution) or a dotted inside line (a straight move along the lane into it has its own limit, or a
caution). Each tile is yellow, orange or red: how dangerous it is to lose control there.

Rounds alternate white and black; each round the cars play by speed (highest gear first, 00
last), then distance, then the inside lane of the current or next corner. A turn:

1. Plan: place dice one by one along the squares ahead. A gear die may be one gear up or down
   from the current gear (or the same); each red brake die skips one more gear down and the
   green boost die (GT5) one more up — the brake / boost dice a move needs are added to it
   automatically. A white coast die keeps the gear. Each die is used once a turn. Moving
   alongside another car needs a die at least that car's gear; with a yellow flag out no car may
   move alongside another (cars at gear 0 or 00 excepted).
2. Roll: *flat out* (all dice at once: one focus token per gear or coast die rolled, even on a
   loss of control, after which the rolled dice may be put back in another order and on other
   squares to choose where control is lost) or *one at a time* (stop before any move; secure a
   die with focus tokens: 1, then 2, 3... more in one turn).

Cautions (the dice's ``!`` faces plus the track's) reaching the dashboard's limit (3; 2 on slick
tyres in the wet) lose control: the designed table by gear and tile colour sends the car to
gear 0 or 00 and draws 0-3 damage tokens (lose a red / white / black die, yellow flag, weather
change, green flag). Gear 00 loses the next turn (back to 0); from gear 0 the first die is the
1st gear die (2nd with the *flying start* option, where a caution on it ends the turn one square
on in 2nd gear, with no loss of control). A turn ending in 1st gear on an edge square with no
limit may pit: tyres only (gear 0: next turn fit tyres and drive) or repairs (gear 00: all damage
mended; tyres are chosen on the way out). The weather sets the dashboard with the tyres.

End of the race (the page is silent; our choice): when a car crosses the finish line after the
last lap, the round is played out; cars past the line rank by how far past it they are, then
the rest by distance. Points 10, 7, 5, 3, 2, 1 by place.

Notation (one action per click; parsed leniently, printed canonically):

``tyres slick`` / ``tyres rain``
    tyres at the start and when leaving the pits.
``4 to 57`` / ``coast to 57``
    place the 4th gear die (or a coast die) on square 57 (``4 57``, ``g4 57`` and ``c 57`` work too).
``flat out`` / ``one by one``
    roll the planned dice all at once, or start rolling one at a time.
``roll`` / ``focus`` / ``stop``
    one at a time: roll the next die, secure it with focus tokens, or stop before the next move.
``spin 57 3``
    after a flat-out loss of control: lose it on square 57 in 3rd gear.
``drive on`` / ``pit tyres`` / ``pit repair``
    at the end of a turn in 1st gear by the pit lane.
``wait``
    when no die can be placed at all (blocked).

>>> import tablewidgets as tw
>>> g = tw.new("rallyman_gt", players=2, seed=1)
>>> g.legal_actions()
['tyres slick', 'tyres rain']
>>> g.play("tyres slick"); g.play("tyres slick")
>>> g.legal_actions()     # from gear 0 the car starts with its 1st gear die (from the grid's right lane)
['1 to 1', '1 to 2']
"""

from .rules import RallymanGT

__all__ = ["RallymanGT"]

NOTEBOOK = {   # texts of notebooks/rallyman-gt.ipynb (scripts/notebooks.py)
    "title": "Rallyman: GT",
    "intro": "Lay your gear dice along the track, square by square, then roll them: all at once for focus "
             "tokens, or one at a time to stop before you lose control. Tiles, tracks and the "
             "loss-of-control table are designed for this package.",
    "code_game": ['g = tw.new("rallyman_gt", players=3, seed=5)',
                  'board = g.widget()          # a spectator board on this race',
                  'board'],
    "code_moves": ['from tablewidgets.games.rallyman_gt.bots import DriverBot',
                   'bot = DriverBot(seed=1)',
                   'for _ in range(60):             # every car driven by the bot for a while',
                   '    if g.over: break',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(car["name"], car["dist"], car["gear"], car["focus"]) for car in g.view()["cars"]]'],
}
