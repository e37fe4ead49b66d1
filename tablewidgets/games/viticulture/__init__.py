"""Viticulture (Essential Edition) for 1 to 6 players.

Every year has four seasons. In spring each player chooses a row of the wake-up chart (later rows
act later but give a bonus: a vine, an order, 1 lira, a visitor, 1 point or a temporary worker). In
summer and winter the players, in wake-up order, place one worker at a time on an action space of
that season or pass: summer plants, builds, gives tours, sells or buys, draws vines and plays summer
visitors; winter harvests, makes wine, fills orders, trains workers, draws orders and plays winter
visitors. Each space holds 1 worker with 2 players, 2 with 3-4 players and 3 with 5-6 (one of them
with a bonus); the grande worker may go to a full space. In autumn each player takes a visitor (two
with a Cottage). At the end of the year grapes and wines age, residual income is paid, hands are cut
to 7 cards and the first player moves. The game ends at the end of the year in which someone has 20
points (the Essential Edition; the rules page's overview says 25); ties go to lira, then the value
of the wines, then of the grapes.

The cards are the published ones (:mod:`.data`, facts from the open implementation vsiao/oenology),
with every visitor's text in our own words; a visitor that asks the other players lets each of them
decide in turn.

Solo (1 player), as published: seven years, won with more than the automa's 20 points at the end of
year 7 (the game does not end earlier). Each summer and winter an automa card (24 of them, facts from
the open implementation MadCowDevelopment/Viticulture) takes the plain space of some actions; every
plain space holds one worker (the grande worker may still use a taken or blocked one). Each wake-up
row can be chosen once a game and gives a bonus token, spent to use an action's bonus space, a space
of its own that the automa never takes (``plant+``); the Organizer cannot move to row 7. Setup deals one mama and one papa to each player; the papa's gift
(a structure, a worker or a point) or its lira is the first decision (option ``papas="lira"``: the
lira for everyone).

Notation (one action per decision). Cards: vines ``v0``-``v41``, orders ``o0``-``o35``, summer
visitors ``s-<name>``, winter visitors ``w-<name>``.

``papa gift`` / ``papa lira``, ``wake 1`` .. ``wake 7``, ``take summer`` / ``take winter``
    setup, spring and autumn.
``plant``, ``plant+`` (the bonus space), ``grande plant``, ``lira``, ``yoke``, ``pass``
    place a worker (spaces: vine tour build summer sell plant / order harvest train winter wine fill).
``plant v3 f1``, ``build trellis``, ``harvest f2``, ``wine red 4``, ``blush 4 2``,
``sparkling 4 3 2``, ``fill o7``, ``sell red 3``, ``sell field 1``, ``buy field 1``, ``visit s-banker``,
``option 2``, ``option both``, ``discard v3``, ``drop wine red 4``, ``give s-buyer``, ``keep v3``,
``salvage order``, ``act tour``, ``plan harvest``, ``yes`` / ``no``, ``done``
    the decisions an action or a visitor asks for.

Positions (``tw.new("viticulture", position={...})``) start a season (default summer). Keys:
``season``, ``year``, ``first``, ``wake``, ``lira``, ``vp``, ``residual``, ``workers``, ``structures``,
``fields`` (three lists of vine cards per player), ``sold`` (three true/false per player), ``hands``,
``grapes`` and ``wines`` (``{"red": [3], "white": [2]}`` per player); alone also ``wake_used`` (the
wake-up rows taken in earlier years, each once a game), ``tokens`` (bonus tokens kept) and ``automa``
(the automa cards still to come, the next first).

>>> import tablewidgets as tw
>>> solo = tw.new("viticulture", players=1, seed=2, position={"season": "spring", "year": 3,
...                                                          "wake_used": [7, 2], "tokens": 1})
>>> solo.legal_actions(0)
['wake 1', 'wake 3', 'wake 4', 'wake 5', 'wake 6']

>>> g = tw.new("viticulture", players=2, seed=3, position={"hands": [["v14"], []], "wake": [1, 2]})
>>> g.play("plant"); g.play("plant v14 f1")
>>> g.view()["players_info"][0]["fields"][0]
['v14']
"""

from .rules import Viticulture

__all__ = ["Viticulture"]

NOTEBOOK = {   # texts of notebooks/viticulture.ipynb (scripts/notebooks.py)
    "title": "Viticulture",
    "intro": "Wake up, send your workers into the vineyard, plant vines in summer, harvest and press them in "
             "winter, and fill wine orders for points and income. The first to 20 points ends the game at the "
             "end of that year (the Essential Edition's rule).",
    "rules_note": "Playing alone follows the published solo rules: seven years against the automa, whose marker "
                  "stands on 20 points; you win with more than 20 at the end of year 7 (reaching 20 earlier does "
                  "not end the game). Each wake-up row can be taken once a game and gives a bonus token, which "
                  "opens an action's bonus space; the automa's cards take only the plain spaces; the Organizer "
                  "cannot move you to row 7. These facts come from the published solo page and the Board Game "
                  "Arena implementation's code. The Zymologist's wines need no cellar upgrade (as in the public "
                  "implementations), and such a wine ages only inside its part of the cellar (4 to 6, 7 to 9).",
    "code_game": ['g = tw.new("viticulture", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.viticulture.bots import VintnerBot',
                   'bots = [VintnerBot(seed=1), VintnerBot(seed=2)]',
                   'for _ in range(80):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["vp"], p["lira"]) for p in g.view()["players_info"]]'],
}
