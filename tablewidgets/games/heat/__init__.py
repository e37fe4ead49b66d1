"""Heat: Pedal to the Metal — a car race for 1 to 6 players, with Legends filling the grid.

Seats 0.. are the players' cars (Red, Blue, Green, Yellow, Purple, Orange, in
seat order); the ``cars`` option fills the grid with Legend cars, which the
game drives itself. Each round everybody shifts gear and plays cards face
down at the same time (hidden until all have chosen); then the cars move
front to back, each one reacting, slipstreaming, checking corners, discarding
and drawing back up to seven.

Notation (one action per decision; parsed leniently, printed canonically):

``gear 3``
    shift to 3rd gear (``g3`` also works); shifting two gears costs 1 Heat,
    shifting down from a flooded space 1 more.
``play 4``, ``play stress``, ``play turbo1``
    put one card from your hand face down (as many as your gear).
``cool``, ``boost``, ``adrenaline``, ``accelerate``, ``reduce``, ``supercool``
    React symbols, one use per action, in any order; ``direct pedal1`` plays a
    Direct Play card from the hand, ``draft 2`` drafts two spaces,
    ``salvage 4`` shuffles a 4 from the discard pile back into the draw pile.
``slip``
    end reacting and slipstream two spaces (more with Slipstream upgrades).
``done``
    end reacting without slipstreaming, or end discarding (``end``, ``keep``).
``discard 1``, ``refresh susp3``
    discard a card from the hand; put a Refresh card back on the draw pile.
``pick turbo1``
    take an upgrade in the garage draft (option ``garage``).

Options: ``track``, ``laps``, ``cars`` (Legends fill the grid), ``legend_speed``,
``aggressive``, ``garage``, ``weather`` and ``races``: more than one race is a
championship, with an event per race drawn at random from the base game's ten
(:data:`.cards.EVENTS`), press corners (chosen by the event) that give
single-use sponsorship cards (``s-brakes``...), points per race and
one new upgrade drafted before every race (with the garage: three before the
first, one before each later race).

``weather`` (``auto``: on in championships only; ``on``; ``off``) plays the base
game's Weather and Road Conditions module with its published components (six
weather tiles, twelve road-condition tokens: :mod:`.weather`, numbers from the
public Board Game Arena implementation). The tile and the tokens are drawn
after any upgrade draft. The six circuits follow the published boards (spaces,
corner lines and limits, Legend lines, chevrons, chicanes, floods and tunnels:
:mod:`.circuit_data`, from the same implementation), and so do the ten Legend
cards (a straight-line number and a diamond slot for every Legend colour:
:data:`.cards.LEGEND_CARDS`, from the same implementation), the garage
upgrade cards and the sponsorship cards (names, speeds and symbols:
:data:`.cards.UPGRADES`, :data:`.cards.SPONSORS`) and the championship events
(:data:`.cards.EVENTS`), all from the same implementation, in our own words.
Not modelled exactly: the cards printed with a choice of speeds (Brakes, one
R.P.M., Dramdo Brakes) play at their highest, and the event "Title sponsor
withdraws, future unknown" does not put a car that spins out out of the race.
No component is designed for this package any more.
Sponsorship cards still held when a race ends go back to their supply.

Card names: ``0``-``5``, ``stress``, ``heat`` (``s``/``h``), and the garage
upgrades and sponsorship cards of :mod:`.cards`.

>>> import tablewidgets as tw
>>> g = tw.new("heat", players=1, seed=2, cars=1, laps=1, position={
...     "cars": [[0, 0]], "hands": [["1", "2", "3", "4", "4", "stress", "heat"]]})
>>> g.legal_actions()
['gear 1', 'gear 2', 'gear 3']
>>> g.play("G2")
>>> g.play("play 4"); g.play("Play 4")
>>> g.view(0)["turn"]["speed"], g.cars[0]["pos"], g.legal_actions()
(8, 8, ['cool', 'boost', 'adrenaline', 'done'])
>>> g.play("cool")          # 2nd gear cools one Heat from the hand back into the Engine
>>> g.engine
[7]

Positions (``tw.new("heat", position={...})``, for tests and lessons) start a
round's planning. Keys: ``cars`` ([position, spot] per car, positions counted
in spaces from the start line, negative on the grid, spot 0 on the race
line), ``gears`` (per car), ``hands``, ``decks`` (top card first) and
``discards`` (bottom first), one list per player (``None`` keeps the dealt
pile), ``engines`` (Heat in each Engine), ``legend_deck`` (Legend card numbers,
next first), ``stress_supply``, ``round`` and ``weather``
(``{"tile": "rain", "roads": [token or None per corner]}``: that weather and
those tokens, without their start effects).

Results: for one race, ``ranking`` is each player's place among all cars,
``scores`` the championship points of that place (9, 6, 4, 3, 2, 1) and
``winners`` the player whose car won (empty when a Legend won). For a
championship, ``scores`` are the points summed over the races and the
ranking follows them (Legends score too).
"""

from .rules import Heat

__all__ = ["Heat"]

NOTEBOOK = {   # texts of notebooks/heat.ipynb (scripts/notebooks.py)
    "title": "Heat: Pedal to the Metal",
    "intro": "Shift gears, play speed cards face down and push your engine: every corner taken too fast "
             "costs Heat, and an engine with no Heat left spins out. Legends fill the empty places on the grid.",
    "code_game": ['g = tw.new("heat", players=2, seed=5, cars=4, laps=1)',
                  'board = g.widget()          # a spectator board on this race',
                  'board'],
    "code_moves": ['from tablewidgets.games.heat.bots import DriverBot',
                   'bots = [DriverBot(seed=1), DriverBot(seed=2)]',
                   'for _ in range(30):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(car["name"], car["lap"], car["space"]) for car in g.view()["cars"]]'],
}
