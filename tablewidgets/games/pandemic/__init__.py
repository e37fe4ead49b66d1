"""Pandemic (Matt Leacock, 2008): two to four players fight four diseases together.

Everybody wins when the four cures are discovered; everybody loses on the
8th outbreak, when a disease runs out of cubes, or when the player deck
cannot give the two cards a turn draws. Hands are open; the order of both
decks is hidden from every seat. Seats are named by their roles.

Notation (one action per decision, parsed leniently, printed like this).
Cities are ids like ``paris``, ``new-york``, ``ho-chi-minh-city`` (names such
as "New York" or "São Paulo" are understood); roles are ``planner``,
``dispatcher``, ``medic``, ``expert``, ``quarantine``, ``researcher``,
``scientist``; colours ``blue``, ``yellow``, ``black``, ``red``.

``drive paris`` / ``direct paris`` / ``charter paris`` / ``shuttle paris``
    move your pawn along a link, by discarding the destination's card, by
    discarding the card of your city, or between two research stations.
``ops paris essen``
    Operations Expert, once a turn, from a station: fly to Paris discarding Essen.
``join paris`` / ``dispatch medic drive paris``
    Dispatcher: move a pawn to a city holding another pawn; move another
    player's pawn as if it were yours (paying with your cards). Another
    player's pawn moves only if its owner answers ``agree`` (``refuse``
    costs the Dispatcher no action).
``build`` / ``build from atlanta``
    a research station in your city (moving the Atlanta one when all 6 are built).
``treat blue``
    remove a cube (all of that colour when cured, or for the Medic).
``give paris to medic`` / ``take paris from medic``
    share knowledge; the other player answers ``agree`` or ``refuse``.
``cure blue`` / ``cure blue keep paris``
    discover a cure at a station (which surplus cards to keep, if any).
``plan airlift``
    Contingency Planner: store an event from the discard pile on the role card.
``end``
    end your actions early. Each of the above (but ``end``) is one of four actions.
``airlift medic paris``, ``forecast``, ``grant paris`` (``grant paris from atlanta``),
``quiet``, ``resilient paris``
    the five events: free, playable by their holder whenever a window is open.
    Airlifting a teammate's pawn waits for its owner's ``agree`` or ``refuse``.
``put paris``
    after Forecast: the next card from the top.
``discard paris``
    over the hand limit of 7.
``pass``
    a seat holding an event lets the moment go by.

Event windows: while the active player takes actions or someone discards,
every other seat holding an event is also in ``to_move`` (it may play one, or
``pass`` until the next turn); before each infection step, between two
epidemics, and (for Resilient Population) between the infect and intensify
steps of an epidemic, the game waits until each holder has played or passed.

Positions for tests and lessons: ``tw.new("pandemic", position={...})`` with
``roles``, ``pawns`` (one per seat), ``hands`` (lists of card ids),
``cubes`` (``{city: n}`` for cubes of its own colour, or ``{city: {colour: n}}``;
replaces the setup cubes), ``stations``, ``cured``, ``eradicated``,
``outbreaks``, ``rate`` (0-6 on the track), ``turn``, ``actions_left``,
``planner_card``, ``player_deck`` (exact deck, top first, ``"epidemic"``
allowed; unnamed cards go to the discard pile), ``player_discard``,
``infection_top`` (top first), ``infection_discard``, ``quiet_night``.

Where the summary page is silent, the published rules are followed: the
Researcher shares city cards (not events); the Dispatcher asks the owner's
permission before moving another player's pawn (the team bot always agrees);
seat 0 plays first; events cannot be played between two infection cards.

>>> import tablewidgets as tw
>>> g = tw.new("pandemic", players=2, seed=3,
...            position={"roles": ["medic", "scientist"], "hands": [["chicago", "paris"], []]})
>>> g.to_move, g.seat_name(0)
((0,), 'Medic')
>>> g.play("Drive Chicago", seat=0)
>>> g.play("direct flight to Paris", seat=0)
>>> g.pawns[0], g.actions_left
('paris', 2)
>>> g.play("end", seat=0)
>>> g.turn, g.to_move
(1, (1,))
"""

from .rules import Pandemic

__all__ = ["Pandemic"]

NOTEBOOK = {   # texts of notebooks/pandemic.ipynb (scripts/notebooks.py)
    "title": "Pandemic",
    "intro": "Four diseases spread across the map. Travel, treat, trade cards and find the four cures "
             "together before the outbreaks, the cubes or the player deck run out.",
    "code_game": ['g = tw.new("pandemic", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['seat = g.turn',
                   'for action in ["drive chicago", "drive montreal", "drive new-york", "end"]:',
                   '    g.play(action, seat=seat)      # the board above follows every move',
                   'g.status()'],
}
