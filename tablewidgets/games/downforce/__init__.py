"""Downforce — bid for six cars, race them with speed cards that move everyone, bet on the winner.

2 to 6 players. **Components designed for this package**: no public source documents the
42 speed cards' lines or the six tracks' geometry, so both are our own design
(:mod:`.data`, ``designed_components = True``), keeping every number the rules page gives:
42 speed cards of one to six lines (a colour or a wild and a speed on each), six special
speed cards of one line, 2 cards left out with 4 or 5 players, race payouts 12/9/6/4/2, bets
9/6/3, 6/4/2 and 3/2/1, the odds modifiers 3/2/1, 2/1/0 and 1/0/0, the twelve powers and
the six tracks with their features.

The game in three parts:

1. **Auction.** The six colours are auctioned in a random order. Every bidder secretly picks
   a speed card: its line of the auctioned colour is the bid; only a player with no such card
   may bid a card with a wild (the wild's speed), and only with neither any card (its lowest
   speed). The highest bid wins the car, the car's special speed card and (option ``powers``)
   its power; ties go to the card listing more colours, then to the one with fewer wilds.
   Bid cards go back to the hand; the winning bid is paid at the end. Everyone must win a car:
   when the cars left are no more than the players without one, only those may bid. A tie
   the two tie-breaks do not settle sets the car aside; set-aside cars are auctioned again at
   the end while players still need one (a tie then goes to the lowest seat), else they race
   unowned. A player who won several powers keeps one.
2. **Race.** The owner of the front car on the grid plays first, then in seat order (players
   without cards are passed). Playing a speed card moves every car on it, top line first, by
   its speed: forward or diagonally forward, never through another car (or an animal), as far
   as it can. The player who played the card chooses where each car ends. The first car across
   each of the three yellow lines triggers, at the end of that turn, a secret bet of every
   player on the winner.
3. **Finish.** A car crossing the finish line takes the next place. Owners are paid 12, 9, 6,
   4, 2 ($M) for 1st to 5th, bets pay by the betting option, the winning bids are subtracted.
   Most money wins; a tie goes to the player whose car finished higher.

Choices where the page leaves room: the race ends when five cars have finished (the sixth
place is then decided; the page's "all cars" gives the same payouts), or when every card is
played (the cars still racing are placed by distance); a car level with another is behind it
in the race order when it got there later (this orders the odds bets' "current position");
bets are revealed at the end; extra spaces from a power are an ordinary move that triggers
no further power; a wild line chooses among cars still racing.

Tracks (option ``track``): River Station and Marina Bay (plain); Crosstown Speedway, two
crossover loops (the loop's entry and exit lie side by side but are not linked: a car must
drive round the loop) and two split sections (two separate branches, no changing between
them); Switchback Pass, cracks (spaces a car may pass through but never end on: a move
ending there steps back to the last regular space); Aloha Sands, ramps (from a ramp space,
one space of movement jumps to its landing space when the car's speed is at least the ramp's
and the landing space is empty); Savanna Stretch, an antelope, an elephant and a python that
block their space and, at the end of a turn in which a car passed them, move to their next
open space (leaving the board from their last).

Powers (option ``powers``; ``additional_powers`` adds six more, and six of the twelve are dealt
to the cars): aggressive, cunning, determined, strategic, tricky, unpredictable; ambitious,
experienced, tough, bold, defensive, reckless (texts in :data:`.data.POWER_TEXT`).

Notation (one action per decision; parsed leniently, printed canonically):

``bid 17``  bid card 17 (face down)         ``keep cunning``  keep one of the powers won
``play 17`` play card 17                    ``to 53``        the car being moved ends on space 53
``wild red`` the wild line moves red        ``skip``         do not use an optional power move
``bet blue`` secret bet on blue             ``ignore red`` / ``ignore none``  strategic power
``order reverse`` / ``order forward`` tricky power   ``defend green``  defensive power's car

>>> import tablewidgets as tw
>>> g = tw.new("downforce", players=4, seed=3)
>>> g.phase, len(g.to_move), len(g.hands[0])
('auction', 4, 10)
"""

from .rules import Downforce

__all__ = ["Downforce"]

NOTEBOOK = {   # texts of notebooks/downforce.ipynb (scripts/notebooks.py)
    "title": "Downforce",
    "intro": "Bid your speed cards for the six cars, then race them: every card moves several cars, yours and "
             "your rivals', and three secret bets on the winner can pay as much as the prize money. The speed "
             "cards and the six tracks are designed for this package (the published ones are not public).",
    "code_game": ['g = tw.new("downforce", players=4, seed=5, track="aloha_sands", powers=True)',
                  'board = g.widget()          # a spectator board on this race',
                  'board'],
    "code_moves": ['from tablewidgets.games.downforce.bots import RacerBot',
                   'bot = RacerBot(seed=1)',
                   'for _ in range(30):             # the bot decides for every seat for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(car["colour"], car["owner"], car["space"]) for car in g.view()["cars"]]'],
}
