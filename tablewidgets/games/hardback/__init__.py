"""Hardback: a deck-building word game for 1 to 5 players, competitive or cooperative.

Every player has a deck of letter cards (the eight starters A E I L N R S T and two dealt at random
from B C D G H M O P U Y). On a turn you get five cards, lay some of them out as a word (any card
may lie face down as a wild letter, without its benefits), earn the cents and points of the cards
you used face up (a card's genre benefits too when another card of its genre is in play), and
buy new cards from the seven-card offer row. The first to 60 points (options: 40, 90, 180) ends
the game at the end of that round. The Cooperative Anthology (the only mode for one player) plays
1 to 4 players together against Penny Dreadful, who takes the oldest offer card after every turn.

Words are checked against the word list shipped in this folder (SCOWL, see :mod:`.words`).
The cards are the published ones (:mod:`.data`, from Board Game Arena's public implementation),
which has 16 Timeless Classics where the rules page counts 12. Board Game Arena's rules are
followed where the page names them: the offer row changes every turn (the clock), Horror H is
1¢ and 2 points with 1¢ per inked card as genre benefit, every player may share a Literary Award,
and in the Cooperative Anthology one Timeless Classic at most leaves per card added to the row.
Ink and remover are spent on your own turn, before you spell (not during other players' turns).
As a safeguard a game nobody finishes ends after 50 rounds.

Notation (one action per decision; parsed leniently, printed canonically). Cards are named by
number: the offer cards 1-140 of :data:`.data.CARDS`, each player's starters 1000 and up.

``add 12``, ``wild 12`` then ``letter e``, ``back 12``, ``clear``
    lay a card face up at the end of the word, lay it face down as a wild card and name its
    letter, take a card back, take the whole word back (seen by the player only).
``ink``, ``remover 12``
    spend an ink to draw a card that must be used face up; spend a remover to free an inked card.
``spell``, ``skip``
    spell the word laid out (refused with the reason when it is not a word), or skip the turn.
``uncover 12``, ``double 12``, ``trash 12``, ``dump 12``, ``keep 12``, ``discard 12``,
``take coins`` / ``take points`` / ``take ink`` / ``take remover``, ``jail 12``, ``bury 12``, ``done``
    settle the word's benefits one by one (``done`` passes on an optional one).
``flush``, ``done``
    flush the offer row (when 4 of its cards cost 6¢ or more or share a genre; not cooperative).
``buy 12``, ``advert``, ``convert``, ``end``
    buy a card, buy the next advert, turn 3 ink into 1¢, end the turn (cents left become ink).

Positions (``tw.new("hardback", position={...})``) start the first player's turn. Keys: ``hands``,
``decks`` (top card last), ``discards``, ``timeless`` (one list of card names per player: ``"A"``
is a starter card, ``"horror B"`` an offer card), ``offer`` (oldest first), ``jail``, ``ink``,
``remover``, ``scores`` and ``penny``.

>>> import tablewidgets as tw
>>> g = tw.new("hardback", players=2, seed=1, position={"hands": [["C", "A", "T", "S", "E"], []]})
>>> for card in g.ps[0]["hand"][:3]:
...     g.play(f"add {card}")
>>> g.view(0)["me"]["check"]["word"], g.view(0)["me"]["check"]["ok"]
('CAT', True)
>>> g.play("spell"); g.view()["turn"]["coins"]      # the starter A and T give 1 cent each
2
"""

from .rules import Hardback

__all__ = ["Hardback"]

NOTEBOOK = {   # texts of notebooks/hardback.ipynb (scripts/notebooks.py)
    "title": "Hardback",
    "intro": "Lay out your five letter cards as a word, earn cents and points from the cards you used, and buy "
             "better letters from the offer row. Any card may be played face down as a wild letter, but then it "
             "gives nothing.",
    "code_game": ['g = tw.new("hardback", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.hardback.bots import AuthorBot',
                   'bots = [AuthorBot(seed=1), AuthorBot(seed=2)]',
                   'for _ in range(60):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["name"], p["score"]) for p in g.view()["players"]]'],
}
