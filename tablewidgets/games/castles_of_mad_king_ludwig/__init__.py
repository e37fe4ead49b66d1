"""Castles of Mad King Ludwig — build the king's castle room by room, for 1 to 4 players.

Each round one player is the Master Builder: the rooms drawn for the round (from the room
cards, one size each) and those left from before go on the contractor board, one per price,
as the Master Builder chooses. In turn from the Master Builder's left each other player buys
one room (paying the Master Builder), a hallway or stairs (3000), or passes for 5000 from the
bank; the Master Builder buys last, paying the bank. A bought room is built at once: one of
its doorways must meet an open doorway of the castle, it may be turned by quarter turns, it
may not overlap, downstairs rooms stand on the downstairs floor reached by stairs, an outdoor
room's fenced side touches nothing, and one doorway of the castle must stay open to the
outside. Rooms score their points and bonuses on placement; a room whose every doorway meets
another room's is completed and gives its type's reward. Rooms left unsold get 1000 marks on
them. The game ends after the round in which the last room card is drawn: King's Favors,
bonus cards, 1 point per 10,000 marks and 1 point per built tile from an emptied stack are added.
Alone (solo) nobody sets prices: at the end of each round the unsold rooms close up towards the
cheap end (after a purchase those above the bought room move down one price; when nothing was
bought the cheapest room leaves the board and all the others move down one), then the rooms drawn
take the free prices in the order their room cards come up, the first on the dearest. The buyer
pays the bank, unsold rooms get no marks, and no King's Favors are used (the bonus cards are).

Geometry: see :mod:`.geometry` (shapes on a grid of quarter triangles) and :mod:`.castle`.

Notation (one action per decision):

``discard type_food``   at the start, discard one of three bonus cards (keeping two; secret)
``price 15000``         (Master Builder) put the next room on that price
``buy 6000``            buy the room on the 6000 price; ``hallway``, ``stairs``; ``pass``
``place 3 -4 1``        build the bought tile with its bounding box's top left corner at
                        x 3, y -4 (grid units, y downwards), turned 1 quarter turn clockwise;
                        ``place 0 5 0 down`` puts a hallway on the downstairs floor
``keep size_400``       (utility reward) keep one of the two bonus cards drawn (secret)
``cards 2 450``         (sleeping reward) put 2 unused room cards of 450 sq ft on top of the room
                        card deck (0 to 2 of one size); ``cards none``
``free hallway``        (corridor reward) take a free hallway or stairs and build it; ``skip``
``reward outdoor``      (every second completed downstairs room) take another type's reward

Facts checked against public pages: 15,000 marks to start, three bonus cards of which two are
kept, 50 room cards with 11 per player (22 / 33 / 44), 27 bonus cards and 24 King's Favors (one per
player), 5 / 7 / 9 small rooms (100 to 300 sq ft) of each size for 2 / 3 / 4 players, 5000 for
passing, 3000 for a hallway or stairs, 1000 marks on each unsold room, 8 points for first place on
a King's Favor, the completion rewards by type. From the public implementation
(marzr/Castles-of-Mad-King-Ludwig): the rooms, bonus cards and favors, hallways 5 / 7 / 9 and
stairs 4 / 5 / 6 for 2 / 3 / 4 players, players + 3 prices on the contractor board.

The solo game, from what public pages say of it (the published solo rules themselves could not be
read): prices come from the order the room cards are drawn, not from a choice; the bonus cards are
kept and the King's Favors drop out (a 2015 review, thedrawdeck.blogspot.com); the room card deck
is the clock, so a sleeping room's reward lengthens the game and a card for an emptied stack costs
a draw; completed food rooms give a second buy or 5000, outdoor rooms 10,000; the emptied-stack
bonus counts stairs (a 2016 player's notes, medium.com "Solitaire Castles of Mad King Ludwig").
The published rules list score goals to reach alone; their numbers could not be found, so the
solo game reports the score only.

Our reading where the sources we could read are silent or unclear (said here so that it can be
checked): 4 / 5 / 6 large rooms (350 to 600) of each size; the favors' lower places score 4, 2 and
1 (ties share the place; nothing for none); 1 point per built tile from an emptied stack (that
the bonus exists, stairs included, the player's notes above confirm); a
sleeping room's reward takes its 0 to 2 room cards of one size from the unused room cards (which
lengthens the game); a blocked doorway (facing a wall) keeps a room from being completed;
hallways, stairs and the foyer earn no completion reward; solo: the 2-player room stacks,
hallways, stairs and 22 room cards, all seven prices 1000 to 15,000, the first card drawn on the
dearest free price, no 1000 marks on unsold rooms (they get cheaper by moving down instead).

>>> import tablewidgets as tw
>>> g = tw.new("castles_of_mad_king_ludwig", players=2, seed=3)
>>> g.phase, g.to_move
('keep', (0,))
"""

from .rules import CastlesOfMadKingLudwig

__all__ = ["CastlesOfMadKingLudwig"]

NOTEBOOK = {   # texts of notebooks/castles-of-mad-king-ludwig.ipynb (scripts/notebooks.py)
    "title": "Castles of Mad King Ludwig",
    "intro": "Set the prices your rivals pay you, buy the rooms you want, and fit them into your castle "
             "doorway to doorway: every room scores, completed rooms pay rewards, and the king's whims "
             "decide the rest.",
    "code_game": ['g = tw.new("castles_of_mad_king_ludwig", players=3, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.castles_of_mad_king_ludwig.bots import BuilderBot',
                   'bot = BuilderBot(seed=1)',
                   'for _ in range(30):             # every seat played by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(p["score"], p["money"], len(p["rooms"])) for p in g.view()["players"]]'],
}
