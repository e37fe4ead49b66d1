"""Dungeon Petz — imps run a pet shop for monsters: shop in secret groups, keep the pets alive, show and sell them.

2 to 4 players, 6 rounds. The four need decks (their mixes of anger, play, hunger, poop, sickness
and magic cards), the 5 potions, the sale prices by diet and size and the growth chart are the
published ones (from the public implementation ``gsalinas/dungeon-petz``). **Components designed
for this package**: pets and their need bars, cages, addons, artifacts, exhibitions, customers,
the costs of the action spaces and the neutral imps' arrows (:mod:`.data`,
``designed_components = True``), keeping every number the rules page gives.

A round:

1. **Setup.** Income (the starting player and, with 4 players, the next one get 1 gold, the others
   2); food on the three stands by the round's exhibition; 2 artifacts, 2 cages, 1 addon and 3 baby
   pets in the market (size-2 pets left over grow to 3, size-3 ones leave and add 1 meat).
2. **Shopping.** Everybody splits imps and gold into at most 6 groups in secret (``group 2 1`` = 2
   imps and 1 gold; ``done``); the groups are revealed and sent largest (imps + gold) first, a tie
   going to the player nearer the starting player. A group goes to one free space (its gold goes to
   the bank) or stays home (``home``). Spaces: the vegetable, meat and mixed stands (``veg``,
   ``meat``, ``mixed``), both artifacts (``artifacts``, 1 gold), a cage (``cage 3``: 2 imps and its
   price; at most 4 cages), an addon on one of your cages (``addon 2 0``), a size-2 pet (1 gold) or
   the size-3 pet (2 gold) (``pet 7``), a new imp (``imps``), the hospital (``hospital``: a potion
   and the injured imps back), judging (``judge``: +2 on the round's exhibition score) and the
   platform (``platform``: the imps stay there for a later sale at x3).
3. **Need cards.** First, in turn from the starting player, each player may move pets between
   cages (``move 0 2``; two pets swap; one move a cage, then ``done``). Then every pet draws one card per need bar of its size (its first ``size`` bars), and
   its keeper assigns to each bar a card of that colour from the hand, or a potion (``need anger``,
   ``need play+anger`` upside down with the double-symbol option, ``potion``), in secret (every
   bar is a decision, also when only one card fits: who had a choice must not show). A pet bought without a free cage and still without
   one is released (counted as a lost pet).
4. **Showing off.** The needs are revealed and handled: hunger eats food of the pet's diet (oldest
   first) or adds suffering; poop leaves manure; anger above the cage's strength needs one home imp
   each (they go to the hospital) or the pet escapes; play needs a home imp each (one imp plays with
   two neighbouring pets) or adds suffering; magic above the anti-magic adds mutations (2 lose the
   pet); manure plus sickness above 2 adds that many suffering beyond 2; suffering equal to the size
   loses the pet. A lost pet costs 1 reputation per full 10. Each player then keeps, in secret, one
   unused card of each colour (two or three with rings of that colour: ``keep red play``) and
   discards the rest. Then the exhibition: its entry is one
   pet or the whole display, its light symbols count +1 and dark ones -1; scores above 0 earn
   8/6/4/2 reputation (2 players 6/2, 3 players 7/4/2), ties sharing the higher place.
5. **Business.** From round 3 a customer buys one pet (size 4 or more, match above 0) from each
   player: ``sell 1 black`` scores twice the match, ``sell 1 platform`` (an imp on the platform, one
   such sale a round) three times; the pet's price in gold comes too (2 less when mutated). Pets may
   move to empty cages (``move 0 2``), an unused imp cleans 2 manure from an empty cage (``clean
   1``), then ``done``: 1 gold per unused imp.
6. **Aging.** Pets of size 2-3 grow 2, 4-6 grow 1; food ages one space (the oldest leaves); imps come
   home (those booked on the platform stay there; injured ones come back after a round in the
   hospital); the starting player passes (clockwise with 4 players, to the right with 2 or 3).

After round 6 the final exhibitions, Business acumen (gold, artifacts and addons less manure) and
Pet display (sizes less twice the suffering and the mutations), score like an exhibition, a score
below 0 losing that much reputation. The highest reputation wins; ties share the victory.

Options: ``neutral_imps`` (2 or 3 players: neutral imps block spaces and move along the arrows),
``double_symbols`` (some cards carry a second symbol: upside down they give both needs) and
``foresight`` (``regular``: the current exhibition and the next customer; ``more``: one more of each;
``full``: all).

Choices where the page leaves room (all in the rules model): anger is handled before play so home
imps hold angry pets first; the unused cards are kept after the exhibition (it does not count
them); a new pet goes into the first empty cage (and may move before the need cards and at business).

>>> import tablewidgets as tw
>>> g = tw.new("dungeon_petz", players=3, seed=4)
>>> g.phase, g.to_move, g.round
('group', (0, 1, 2), 1)
"""

from .rules import DungeonPetz

__all__ = ["DungeonPetz"]

NOTEBOOK = {   # texts of notebooks/dungeon_petz.ipynb (scripts/notebooks.py)
    "title": "Dungeon Petz",
    "intro": "Run a pet shop for monsters with a crew of imps: split imps and gold into secret groups to shop, "
             "then keep the growing pets fed, entertained and caged, show them at exhibitions and sell them to "
             "customers. The need decks and prices are the published ones; the pets, cages, addons, artifacts, "
             "exhibitions and customers are designed for this package.",
    "code_game": ['g = tw.new("dungeon_petz", players=3, seed=5, neutral_imps=True)',
                  'board = g.widget()          # a spectator board on this shop',
                  'board'],
    "code_moves": ['from tablewidgets.games.dungeon_petz.bots import KeeperBot',
                   'bot = KeeperBot(seed=1)',
                   'for _ in range(40):             # the bot decides for every seat for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bot.choose(g, seat), seat=seat)',
                   '[(p["rep"], p["gold"], len([c for c in p["cages"] if c["pet"]])) for p in g.view()["players_state"]]'],
}
