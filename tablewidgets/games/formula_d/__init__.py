"""Formula D — a car race for 2 to 10 players on real circuits, basic and advanced rules.

Seat i drives car i+1 (Red, Blue, Green, ... in seat order). A circuit is a lane
graph (:mod:`tablewidgets.engine.tracks`) read from
``circuits/<key>.json``: every link is one space of movement, forward or into
a neighbouring lane. Each round the cars move in race order (furthest first;
level cars: higher gear first, then the car that got there first; cars in the
pit lane after the others). On its turn a car picks a gear, rolls that gear's
die (faces in :data:`.data.DICE`) and picks the space it ends on; the board
shows the path the car takes to get there.

Notation (one action per decision; parsed leniently, printed canonically):

``gear 4``
    take 4th gear and roll its die (``g4`` works too). Up one gear at a time;
    down one is free, down two to four costs wear (basic: 1 WP per gear skipped;
    advanced: gearbox, brakes, engine by the page's table).
``to 123``
    end the move on space 123 (``123`` alone works). Spaces short of the roll
    mean braking, paid 1 WP (advanced: brake WP) per space; when other cars
    block every way the car must go as far as it can (emergency braking).
``pay 2``
    (advanced) emergency braking of more than 3 spaces: the first 3 are paid
    with brake WP, each space after them with a brake or a tyre WP; ``pay K``
    puts K tyre WP towards them (offered only when there is a choice).
``nitro``
    (option ``nitro``) once a lap, after the roll: add the gear number to it.
``slip 130`` / ``stay``
    slipstream 3 more spaces after stopping right behind a car (both in 4th
    gear or higher, the follower at least as fast), starting with a lane change;
    or decline.
``add tyres`` ... ``done``
    (option ``construction``) share out the car's wear points one at a time.
``tyres soft``
    (option ``tyres``) choose hard, soft or rain tyres before the race, and
    again at each pit stop.
``pit tyres`` / ``pit technical``, ``repair body`` ... ``done``
    (option ``technical_pits``) in the box: a tyre stop (the crew's black die:
    1-10 drive out at once half the roll in 4th gear, 11-20 leave next round)
    or a technical stop (fresh tyres, up to 2 repair points on other pools from
    the car's reserve, or the team's 4 in a team race; leave next round).

Corners: a corner zone needs 1, 2 or 3 stops (moves ending inside it).
Leaving it one stop short costs a wear point (advanced: tyre WP) per space
driven beyond it, and those spaces must keep the lane, from the step out of
the corner on; two or more stops short puts the car out of the race. A
great start's 4 spaces change lane at most twice. Collisions (ending beside or behind cars),
engine strain (top face of the 5th or 6th gear die), debris on damage markers
(advanced), pit stops (two- and three-lap races, between laps: reach your own
box) and the finish follow the page with its Board Game Arena variations.

Scores: race points 1000, 720, 600, 480, 400, 320, 240, 160, 80, 40 by place;
cars out of the race score 0 and rank by the distance they drove. In a team
race (cars 1+2, 3+4, ...) each seat scores its team's total.

Advanced options done: the six wear-point pools, car construction (20 WP, 22
with technical pit stops, of which up to 2 go to repair points), weather with
the changeable chart (5 steps, rolled at the end of the round), tyre choice
(soft: one optional extra space in the dry; in the rain a turn that counts
towards a corner's stops skids 3 spaces further, 1 on rain tyres; overshoot
penalties doubled or trebled by tyre), technical pit stops, team races, nitro, and the
qualifying lap (each car alone from the line: a point per round and per space
overshot, doubled on soft tyres; no braking, free changing down; missing a
2- or 3-stop corner ends the lap and the car starts last; the grid follows
the points and 10, 9, 8... qualifying points add to the race score). The
stopwatch's real-time minutes are not counted (ties keep the qualifying order).
With tyre choice a pit stop also picks the type of the new tyres.

Choices where the page leaves room (following the published game and Board
Game Arena): every pit stop fits fresh tyres, so "not changing tyres at a stop
after the first lap" means not stopping: soft tyres keep their extra space on
the lap they were fitted and the next one only (from the start: lap 1; after a
stop on lap 1: lap 2; and so on), and never on a move out of the pit box
(a quick stop's move, or the move after a slow or technical stop). A soft-tyred
car that did not take its extra space on the move (but could have) may take
it in its slipstream, once a turn. Skidding: a move that starts in a corner
still owed a stop skids from the start (braking those spaces costs brake WP as
usual); a move from elsewhere whose end would be a stop that counts for a
corner skids from that space on (the driver may brake the skid spaces, and
ending there short of them means braking them all); driving on through a
completed corner, a slipstream, a great start and a quick stop's move out of
the pits do not skid.

>>> import tablewidgets as tw
>>> g = tw.new("formula_d", players=2, seed=1)
>>> g.legal_actions()              # Blue has pole position and a normal start
['gear 1']
>>> g.play("G1")                   # it rolls 2 on the 1st gear die
>>> [g.label(a) for a in g.legal_actions()]
['space 0', 'space 1', 'space 512 · brake 1', 'space 513 · brake 1', 'space 514']
>>> g.play("1")
>>> g.cars[1]["lap"], g.to_move
(1, (0,))
"""

from .rules import FormulaD

__all__ = ["FormulaD"]

NOTEBOOK = {   # texts of notebooks/formula-d.ipynb (scripts/notebooks.py)
    "title": "Formula D",
    "intro": "Pick a gear, roll its die and choose your line: every corner wants its stops, and every space "
             "you overshoot or brake costs wear. First across the line wins.",
    "code_game": ['g = tw.new("formula_d", players=4, seed=5)',
                  'board = g.widget()          # a spectator board on this race',
                  'board'],
    "code_moves": ['from tablewidgets.games.formula_d.bots import DriverBot',
                   'bot = DriverBot(seed=1)',
                   'for _ in range(40):             # every car driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(car["name"], car["lap"], car["space"], car["gear"]) for car in g.view()["cars"]]'],
}
