"""Rallyman: DIRT — a rally time trial for 1 to 6 drivers: plan your gears with dice along the
stage, then roll, and drive the stage in the least time.

Components designed for this package: the rules page gives the dashboards, the dice's caution
counts, the time cards and the crash-damage table, but no public source documents the tiles and
stages, which faces of a die carry the caution symbol, the damage-token mix or the icons on the
time cards, so those are our own design (:mod:`.data`, ``designed_components = True``), keeping
every number the page gives.

Seat i drives car i+1 (Red, Blue, Green...). A stage is a road of two lanes drawn as tiles of
gravel, asphalt or snow, each tile yellow, orange or red by how dangerous a crash there is.
The cars leave one a round (a time trial): car 1 plays round 1 alone, car 2 joins in round 2
after the others, and so on. Each round the cars play by distance (the front edge furthest
along), then gear, then the inside lane of the current or next corner.

A turn: place dice one by one, each one space forward (straight or diagonally). A gear die goes
one gear up or down (the red brake die, 1 on gravel, skips one more gear down); a coast die keeps
the gear (the orange leader dice are for the round's first car on gravel and every car on snow);
each die once a turn. From gear 0 the first die is the 1st gear die.

* Corners: two lanes without a dividing line, each with its limit; the inside is shorter and
  slower. No lane change inside a corner; above the limit the car loses control.
* Slide zones (a dotted line across the road): drive into one of its two squares, or slide
  through it as two spaces (back half then front half) and spend a die more there.
* Shortcuts (off the road inside some corners): linked to the spaces before and after the corner
  (never to corner spaces), with a highest gear; each entry draws a damage token on its shortcut
  side: OK, coast damage, or -1 on every corner limit of that tile for the other cars.
* Jumps (a chevron gear): a die below it is a normal move; at the chevron gear the car lands 1
  space on, one gear above 2 spaces on (a caution on that die then loses control), two above 2
  spaces on and loses control. Landing needs a free space.
* Water: only a coast die or the 1st gear die without a brake die moves into it.
* Overtaking: moving beside another car needs a die at least its gear; a car in a corner or a
  slide zone makes the others enter it the same way.

Roll *flat out* (one second token per gear or coast die, even when control is lost; the dice may
then be put back in another order to choose where) or *one at a time* (stop after any move;
secure a die with second tokens: 1, then 2, 3...). Three cautions lose control.

The turn ends when the move is done, the car is blocked or it loses control. A finished move
takes the time card of its gear (50/40/30/20/15/10 s; coast dice only: the same card as last
time). A loss of control draws a card of that gear: SISU (its normal time, no damage), spin
(60 s) or crash (60 s, damage tokens by gear and tile danger, the car blocks nobody until its next
turn); the next turn starts in gear 0. Damage tokens take away gear, brake or coast dice (green
flag: none). The lowest total time wins; the rally option drives all three stages in a row.

Notation: ``4 to 57`` / ``coast to 57`` (a die onto space 57), ``4 to 60 via 57`` (a die on the
jump at 57 landing on 60), ``flat out`` / ``one by one``, ``roll`` / ``secure`` / ``stop``,
``lose 57 3`` (after a flat-out loss of control: on space 57 in 3rd gear), ``wait`` (blocked).

>>> import tablewidgets as tw
>>> g = tw.new("rallyman_dirt", players=2, seed=1)
>>> g.to_move, g.legal_actions()     # car 1 leaves alone, with the 1st gear die
((0,), ['1 to 1', '1 to 2'])
"""

from .rules import RallymanDirt

__all__ = ["RallymanDirt"]

NOTEBOOK = {   # texts of notebooks/rallyman-dirt.ipynb (scripts/notebooks.py)
    "title": "Rallyman: DIRT",
    "intro": "A rally time trial: lay your gear dice along the stage, space by space, then roll them all at "
             "once for second tokens or one at a time to stop before you lose control. Slide, cut a "
             "shortcut, jump a crest, splash through water; the lowest total time wins. Tiles, stages, "
             "dice faces, damage tokens and time-card icons are designed for this package.",
    "code_game": ['g = tw.new("rallyman_dirt", players=3, seed=5)',
                  'board = g.widget()          # a spectator board on this stage',
                  'board'],
    "code_moves": ['from tablewidgets.games.rallyman_dirt.bots import DriverBot',
                   'bot = DriverBot(seed=1)',
                   'for _ in range(60):             # every car driven by the bot for a while',
                   '    if g.over: break',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(car["name"], car["space"], car["gear"], car["seconds"]) for car in g.view()["cars"]]'],
}
