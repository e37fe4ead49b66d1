"""Parks (second edition) — hike a trail over three seasons and visit national parks, 1 to 5 players.

Seats 0.. are the hikers' colours (Green, Orange, Blue, Purple, Red). The trail
has the trailhead (spot 0), eight shuffled trail-site tiles on spots 1-4 and
6-9, the Parks site printed in the middle (spot 5) and Trail's End (spot 10).
Weather alternates sun and water from the 2nd site on and goes to the first
hiker to stop there; the Shutterbug sits under the site the trail die names.

Notation (one action per decision; parsed leniently, printed canonically):

``a 3`` / ``b 10``
    move hiker A or B forward to that spot (10 = Trail's End). Stopping on a
    taken site puts your campfire out and needs it lit.
``end parks`` / ``end photo`` / ``end gear``
    the area at Trail's End (the first each season to take parks gets the
    First Hiker token, photo a wildlife, gear a sun).
``water pack`` / ``water row 2``
    where a gained water goes: the backpack, or a canteen row (once a season).
``buy g12`` / ``buy deck`` / ``skip``
    buy a gear card from the market, or the top card unseen for 2 sun.
``canteen c5`` / ``canteen stack``, then ``slot 2a``
    take a canteen token and put it on an empty space (rows 1-3, a or b).
``photo sun``
    trade a resource (wildlife too) for a photo.
``trade forest``
    trade a resource (not wildlife) for a wildlife.
``visit p12`` ... ``done`` / ``reserve p12`` / ``reserve deck``
    a parks action: visit as many parks as you can pay (display and your
    reserve), or reserve one (display or top of the deck).
``passion gear`` / ``passion bonus``
    a completed passion's reward.

Wildlife is wild: it pays for any resource of a park, gear or photo, never
fills a canteen. Payments use the named resources first and wildlife for
the rest. Gear fires once per turn, in card order after the site action;
a passion's triggered gear effect (a die roll, a trade) also once per turn,
its discount on every park.

Choices where the page is silent, and what is designed:

- Each player is dealt one passion card, face up. Players start with no
  resources and empty canteen rows; seat 0 holds the First Hiker token.
- Season tiles: one spring, summer and fall tile is drawn at the start; only
  the current one is shown. The season bonus (most of its goal, at least 1;
  ties all gain) is given at the end of its season.
- Photo bonus ties: all tied for most score it, the next count scores the
  second-place bonus.
- The solo game: the second edition's published solo rules are not public in
  any source we could find. Ours is designed after the first edition's
  rangers: two ranger pawns walk the trail, one after each of your turns
  (the rear one, or the front one once both your hikers are past it) as far
  as the trail die says (forest/mountain 1, sun/water 2, wildlife/canteen 3),
  never stopping where your hikers are, taking the weather where they stop
  and closing the rightmost park of the display when they reach Trail's End.
  Your score is your result; there is no photo bonus.

Components: the real second-edition parks, canteens, passions, season tiles
and trail sites (see :mod:`.data`, which names its sources and what could
not be confirmed: the gear deck has the 37 second-edition cards public
sources list).

>>> import tablewidgets as tw
>>> g = tw.new("parks", players=2, seed=3)
>>> g.legal_actions()[:3]
['a 1', 'a 2', 'a 3']
>>> g.play("A 1")
>>> g.hikers[0]
[1, 0]
"""

from .rules import Parks

__all__ = ["Parks"]

NOTEBOOK = {   # texts of notebooks/parks.ipynb (scripts/notebooks.py)
    "title": "Parks",
    "intro": "Walk two hikers down a trail each season, collecting sun, water, forests and mountains, then "
             "trade them in to visit national parks. Gear, canteens and photos help along the way.",
    "code_game": ['g = tw.new("parks", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this hike',
                  'board'],
    "code_moves": ['from tablewidgets.games.parks.bots import HikerBot',
                   'bot = HikerBot(seed=1)',
                   'for _ in range(40):             # both players played by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(p["name"], p["points"], len(p["visited"])) for p in g.view()["players"]]'],
}
