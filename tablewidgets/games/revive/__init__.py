"""Revive — explore a frozen land, build, populate and run machines until the last artifact is gone.

1 to 4 players, with the "Call of the Abyss" expansion as an option. **Components designed for
this package**: no public source documents the tribes, citizen cards, tiles, machines, slot
modules, artifacts or the expansion's cards, so :mod:`.data` is our own design
(``designed_components = True``), keeping every number the rules page gives.

A turn is two main actions (the same or different) or a hibernation; free actions (machines,
crates, technology trades, turning a crystal into a gear, book or food, resolving journeys,
converting points and devotion) may come before, between and after them.

Resources: at most 6 gears, books and food each and 3 crystals. A crystal beyond the third is turned
at once into the gear, book or food its owner chooses (lost only when all three are full); any
crystal may be turned into one of them as a free action. An action whose cost the player's gears,
books and food do not cover is legal while crystals make up the difference: taking it turns exactly
the missing crystals (its label says how many); to pay with a crystal you could keep, turn it first.

- **Play a card** from your active area into a slot: the two top slots give the card's top effect,
  the two bottom slots its bottom effect, the side slot (opened by the middle technology of the
  second row) either. A slot takes a card while it is empty or every card in it shows a slot
  symbol at its visible border. The slot's modules of the card's colour and the cards below of
  its colour give their effects again.
- **Switch** (once until you hibernate): 1 resource of your choice; with the advanced switch
  action (on by default) copy the top effect of another player's top card, which goes to its
  owner's rest area; with the expansion take a journey card by destroying an active card of its colour.
- **Explore** a face-down tile in range: pay its cost and the range, turn it as you like, score
  its points and take a citizen card (market or deck), except from a vast crystal.
- **Build** one of 5 normal (3 gears) or 3 large (5 gears) buildings on an explored desert
  space in range: each neighbouring forest, mountain or field advances that machine track,
  printed crystals give a crystal, a water space gives its bonus once per player, a vast crystal
  1 crystal and 1 point; large buildings double all but water. Building next to a face-down tile
  pays out when the tile is explored.
- **Populate** a city or large location in range for 2/3/4 books by the technology's row (one
  more book to each player already there): unlock that technology (the bottom one first, then
  any linked to an unlocked one).
- **Hibernate**: resting cards come back, played cards rest, the switch resets, used energy
  returns; advance on the hibernation track and take the bonus of that row or any below; the 4th
  hibernation also discards an artifact from the board (the 4th only, as the page says).

Range: spaces between a range source (the start space until you have a building or meeple,
then your buildings and meeples; the Lantern Bearers also count from their lanterns) and the target, paid in food, never through face-down tiles,
vast crystals or lakes. Machines are unlocked once the tracks reach every space they are linked
to (one space, or two for the third machine of each track; the first of each track is printed,
the others chosen from the market); each takes one energy until you hibernate. The
tribe ability (star) removes one of 5 discs to the progress track its first 5 times; an ability that
needs what the tribe has run out of (the Lantern Bearers' 4 lanterns) or lacks (the Well Divers'
water space next to their building) cannot be used: that star is lost and moves no disc. Taking or
discarding the last artifact gives the 4-point token and ends the game after everyone else has
had one more turn; later artifacts are 2-point tokens (long game with 4 players: two 2-point
tokens on the board first; the second ends the game). End scoring: the lowest free space of the
progress track, 2 points per gained card of each colour whose track space is reached, large
locations, tokens, 1 point per 5 resources, artifacts times the artifact card; ties go to the
resources left unscored, then to the total of the machine tracks.

Six tribes (designed): four with plain abilities and two that use the rules the page names for some
tribes -- the Lantern Bearers place one of 4 lanterns on an empty desert space with at most 2 spaces
between it and their range, and count range from their lanterns; the Well Divers take the bonus of a
water space next to their building again (the page's exception to "each water space once", which it
gives a tribe's moon side). The page names no other tribe rule, so no tribe counts range in another way.

Choices where the page leaves room: a crate gives 2 of a basic resource; points and devotion may be
converted 2:1 while those gained this turn last; a crystal is not converted at the end of a turn
(that gains nothing), so it keeps no turn open; a building's owner settles the choices its rewards bring (a tile explored
next to it by another player); as a safeguard a game nobody ends stops after 40 rounds.

Notation (one action per decision; parsed leniently, printed canonically):

``play 12 top1`` (``top2``, ``bottom1``, ``bottom2``, ``side-top``, ``side-bottom``), ``switch food``,
``copy 1 top2``, ``journey 3``, ``explore 1-2``, ``build normal f7``, ``populate g6 1`` (``populate loc3 2``),
``hibernate``, ``end``, ``machine forest1`` / ``machine tech5``, ``trade 4``, ``crate gear``, ``resolve 3``,
``convert points`` / ``convert devotion``, ``crystal gear`` (1 crystal into 1 gear, book or food); choices:
``into food`` (a crystal beyond the third), ``lantern g7``, ``water h5``, ``orient 2``, ``take 17`` / ``take deck``,
``module top1``, ``advance forest``, ``gain book``, ``artifact 4``, ``discard 4``, ``pick 7``, ``bonus 2``,
``color red``, ``keep 203``, ``destroy 12``, ``tech 3``.

>>> import tablewidgets as tw
>>> g = tw.new("revive", players=2, seed=3)
>>> g.to_move, "hibernate" in g.legal_actions()
((0,), True)
>>> g.play("switch gear"); g.view()["players"][0]["res"]["gear"]
3
"""

from .rules import Revive

__all__ = ["Revive"]

NOTEBOOK = {   # texts of notebooks/revive.ipynb (scripts/notebooks.py)
    "title": "Revive",
    "intro": "Lead your tribe across a frozen land: play citizen cards into the slots of your board, explore "
             "tiles, build next to forests, mountains and fields to run your machine tracks, and populate "
             "cities to unlock technologies. The components were designed for this package.",
    "rules_note": "The components of this Revive (tribes, technologies, citizen cards, tiles, machines, slot "
                  "modules, artifacts and the expansion's cards) were designed for this package: no public source "
                  "documents the published ones. Every number the rules give is kept.",
    "code_game": ['g = tw.new("revive", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.engine.bots import GreedyBot',
                   'bots = [GreedyBot(seed=1), GreedyBot(seed=2)]',
                   'for _ in range(40):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["name"], p["points"]) for p in g.view()["players"]]'],
}
