"""Pax Pamir (second edition), for 1 to 5 players (solo against the Wakhan automa).

Each player is an Afghan leader of the 1820s to 1840s, loyal to one of three coalitions
(Afghan, British, Russian). On a turn a player takes two actions (plus free actions of cards of
the favoured suit): buy a card from the two-row market (one rupee, two when Military is
favoured, left on every card skipped), play a card from hand to either end of the court (a bribe
to the region's ruler may be asked: the ruler accepts, refuses or asks for more), or use one
action of a court card (tax, gift, build, move, betray, battle; a card with spies on it pays the
top spy holder a bribe). Played cards place armies, roads, tribes and spies, give rupees
(leverage) and change the favoured suit. Cleanup checks the court (3 + political stars) and hand
(2 + intelligence stars) limits, resolves events leaving the market's left column and refills
it. Four Dominance Checks score: a coalition with four more blocks than each other one makes its
loyal players score 5/3/1 by influence (1 + patriots, prizes and gifts); otherwise the most
cylinders in play score 3/1; the fourth check counts double and a lead of four points after any
check wins at once. Ties: military stars, then rupees.

The cards, map, special abilities, events and Wakhan cards are the published ones
(:mod:`.data`, from Board Game Arena's public implementation). Board Game Arena's rules are
followed where the page is silent: action costs go onto the market's rightmost cards (half per
row) and those cards cannot be bought that turn; two Dominance Checks resolved together by
instability count as two of the four. When a coalition's blocks or a player's cylinders run out,
the player picks the piece to move from the board. A spy removed in battle from a player with
Safe House asks that player: shelter it there (``safehouse 41``) or let it go (``release``).

The Wakhan automa (:mod:`.seat`, its decision rules in :mod:`.wakhan`) plays every solo game and, with
the ``wakhan`` option, beside two players: a seat nobody plays, whose turn the model runs from its 24
cards (its deck drawn with the game's seed), as Board Game Arena implements it. Options ``wakhan``
(``off``, ``rulebook``, ``improved`` with all variants, ``custom``) and the three variants
``savvy_purchasing``, ``spy_movement``, ``steadfast_loyalty`` (with ``custom``).

Notation (one action per decision; parsed leniently, printed canonically). Court cards are
numbered 1-100, Dominance Checks 101-104, events 105-116; market spaces are ``a0``-``a5`` (top row)
and ``b0``-``b5``:

``loyalty british``                     starting loyalty
``buy a3``, ``play 12 left``, ``play 12 right``, ``tax 12``, ``gift 12``, ``build 12``, ``move 12``,
``betray 12``, ``battle 12``, ``end``   the turn's actions (a card action names the court card)
``offer 2``; ``accept`` / ``refuse`` / ``ask 3``; ``pay`` / ``withdraw``   a bribe, as an exchange
``road herat_kabul``, ``spy 34``         where a road or spy of an impact icon goes
``take a3`` / ``take p1``, ``gift 4``, ``army kabul``, ``road kabul_punjab``, ``army kabul-herat``,
``spy 12-34``, ``tribe kabul-herat``, ``betray 34``, ``take prize`` / ``refuse prize``,
``site kabul`` / ``site 34``, ``remove army kabul british``, ``remove road kabul_punjab british``,
``remove tribe kabul 2``, ``remove spy 34 2``, ``done``   the steps of the card actions
``discard 34``                           court or hand limit, Confidence Failure, a leverage debt
``target 2``, ``swap 2``, ``suit military``, ``region kabul``   choices of bought events
``spy 34`` / ``skip``                   Blackmail at the start of a turn
``from army kabul``, ``from road herat_kabul``, ``from tribe kabul``, ``from spy 34``, ``from gift 4``
                                         the piece moved when the supply is empty

>>> import tablewidgets as tw
>>> g = tw.new("pax_pamir", players=3, seed=1)
>>> g.legal_actions()
['loyalty afghan', 'loyalty british', 'loyalty russian']
>>> solo = tw.new("pax_pamir", players=1, seed=1)      # against Wakhan, seat 1
>>> solo.seat_name(1), solo.nseats
('Wakhan', 2)
"""

from .rules import PaxPamir

__all__ = ["PaxPamir"]

NOTEBOOK = {   # texts of notebooks/pax_pamir.ipynb (scripts/notebooks.py)
    "title": "Pax Pamir",
    "intro": "Buy court cards from the market, play them to put armies, roads, tribes and spies on the map of "
             "Afghanistan, and be loyal to the coalition that dominates when the Dominance Checks come. Switching "
             "sides costs you your patriots, gifts and prizes: choose the moment. Alone? "
             "`tw.play(\"pax_pamir\", players=1)` seats you against Wakhan, the automa that plays by its own cards.",
    "code_game": ['g = tw.new("pax_pamir", players=3, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.pax_pamir.bots import KhanBot',
                   'bot = KhanBot(seed=1)',
                   'for _ in range(40):             # the bot decides for every seat for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   'print([(p["name"], p["loyalty"], p["score"], p["rupees"]) for p in g.view()["players"]])',
                   'solo = tw.new("pax_pamir", players=1, seed=2)   # one player against the Wakhan automa',
                   'solo.play("loyalty russian")                   # Wakhan takes the first turn at once',
                   'solo.view(0)["wakhan"]["log"]                  # what its card made it do'],
}
