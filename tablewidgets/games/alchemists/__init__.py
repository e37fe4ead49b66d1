"""Alchemists: a deduction game for 2 to 4 players, with the model playing the app's part.

Each of eight ingredients is secretly bound to one of eight alchemicals (a red, a green and a blue
aspect, each with a sign and a size). Two ingredients mixed make the potion of the one colour where
their signs agree and their sizes differ, or a neutral potion when they are opposites. Nobody knows
the binding: the model holds it and answers every mix, and it appears in no view, log or count
before the game is over. Over six rounds players choose a place on the order track, declare their
action cubes bottom to top, and the action spaces resolve in order: gather, transmute, (custodian
drinks), sell to the adventurer, buy an artifact, debunk, publish or endorse, test on the student and
drink (rounds 1-5) or the exhibition (round 6). Conferences follow rounds 3 and 5. The Apprentice
and Master variants differ in starting ingredients, conference thresholds and debunking.

Component data (:mod:`.data`) is the published game's, from the public Zomis/Games implementation;
the grant tiles were found nowhere and are designed for this package. Where the rules page is
silent we choose, and say so here: a tie for the most seals at the end of a round gives nobody the
bonus; cubes left undeclared are simply not used (cubes skipped while resolving go to the unused box
and give a favour card per two); each player is dealt two favour cards and keeps one; the
promotional Publisher card is not in the deck.

Notation (one action per decision; parsed leniently, printed canonically). Ingredients are the
letters a-h (Mushroom, Sprout, Toad, Claw, Flower, Root, Scorpion, Feather), a pair is ``a+c``,
alchemicals are numbered 1-8 (:data:`.data.ALCHEMICALS`), potions are ``r+ r- g+ g- b+ b-``.

``keep assistant``            keep one of the two favour cards dealt at the start
``wake 3``                    take order space 3 (1 is the top, costing 1 gold)
``cube sell``, ``assistant``, ``associate publish``, ``custodian``, ``done``   declare actions
``take c``, ``draw``          gather from the market or the pile
``transmute c``, ``favour sage``
``drink a+c``, ``test a+c``   mix two ingredients of your hand on yourself or on the student
``offer 1``, ``favour merchant``, ``favour barmaid``, ``request 2``, ``guarantee 3``, ``sell a+c``
``buy 7``, ``favour shopkeeper``, then ``altar 3`` or ``think a+c`` / ``stop`` for some artifacts
``debunk c r`` (Apprentice: ingredient and colour) or ``debunk a+c`` (Master: a public mix)
``publish c`` then ``as 4`` then ``seal gold``; ``endorse c`` then ``seal red``; ``later``
``exhibit r+`` then ``show a+c``
``discard c``                 after a Herbalist
``again`` / ``pass``          Boots of Speed: use the space just done once more
``peek`` / ``pass``           Periscope: see one of the two ingredients a rival just used
``skip``                      leave the cube unused
``notes``, ``row c``, ``mark c4``, ``close``   your deduction grid (seen only by you)

Positions (``tw.new("alchemists", position={...})``) start at the order track of their round. Keys:
``binding`` (alchemical 0-7 per ingredient), ``hands`` (letters per player), ``gold``, ``reputation``,
``favours``, ``round``, ``theories`` ([letter, alchemical, seat, seal] items), ``market``, ``artifacts``.

>>> import tablewidgets as tw
>>> g = tw.new("alchemists", players=2, seed=3, position={"binding": [0, 1, 2, 3, 4, 5, 6, 7],
...            "hands": [["A", "C"], ["B", "D"]]})
>>> g.play("wake 2"); g.play("wake 3")
>>> for a in ("cube student", "done"): g.play(a, seat=1)
>>> g.play("done", seat=0)
>>> g.play("test b+d", seat=1)
>>> g.view(0)["public_results"][-1]["potion"], g.view(0)["me"]["results"]
(5, [])
"""

from .rules import Alchemists

__all__ = ["Alchemists"]

NOTEBOOK = {   # texts of notebooks/alchemists.ipynb (scripts/notebooks.py)
    "title": "Alchemists",
    "intro": "Eight ingredients, eight alchemicals, and a binding nobody knows. Mix pairs, note what you learn "
             "in your grid, sell potions to adventurers and publish theories — or debunk your rivals'.",
    "code_game": ['g = tw.new("alchemists", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.alchemists.bots import ScholarBot',
                   'bots = [ScholarBot(seed=1), ScholarBot(seed=2)]',
                   'for _ in range(40):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["name"], p["rep"], p["gold"]) for p in g.view()["players"]]'],
}
