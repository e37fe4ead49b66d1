"""Terraforming Mars for 1 to 5 players on the Tharsis, Hellas or Elysium map, with the options Board
Game Arena offers: Corporate Era, beginner corporations, the draft, Prelude and the map.

Each generation: research (from the second generation each player draws 4 cards and keeps any at
3 M€ each; the first generation deals 2 corporations and 10 cards), actions (in turn order, one or
two actions a turn, or pass for the generation), production (energy turns to heat, then every
resource is produced, M€ with the terraform rating added). Actions: play a card (steel pays 2 M€
towards building cards, titanium 3 towards space cards), use a standard project (sell patents,
power plant 11, asteroid 14, aquifer 18, greenery 23, city 25), claim a milestone (8 M€, three per
game), fund an award (8, 14, 20 M€, three per game), use a blue card's action once per generation,
turn 8 plants into a greenery or 8 heat into a temperature step. The game ends after the
generation in which temperature (+8 °C), oxygen (14 %) and oceans (9) are all at their goal; then
each player may turn plants into greeneries once more (oxygen no longer rises) and the most
victory points win (ties: the most M€). Solo: Corporate Era, two neutral cities with a greenery
each, TR 14, production from the corporation only, always 14 generations (terraformed or not), no
milestones or awards; you win by finishing terraforming in time. Draft (2+ players, from generation 2): the 4 research cards
are picked one at a time from hands passed left in even generations and right in odd ones, then
bought among the picks. Prelude: 4 preludes dealt with the corporations, 2 kept and played in turn
order before the first generation's actions; the Prelude cards and corporations join; solo lasts 12
generations. As a safeguard a game nobody finishes ends after generation 30.

Cards are the published ones (:mod:`.cards`, facts from Board Game Arena's public implementation,
translated into our effect vocabulary by scripts/terraforming_mars_cards.py, with a few named
special effects): all 137 base project cards, the 71 Corporate Era cards, the 12 corporations and
the beginner corporation, the 35 preludes with the 8 Prelude project cards and 5 corporations.
The maps (:mod:`.board`): Tharsis; Hellas, whose south-pole space costs 6 M€ and brings an ocean
(while oceans are left, in the final greenery too, where the ocean adds its TR but no longer
counts for a solo win; whoever cannot pay may not use it), with heat bonuses and no volcano
(volcanic tiles go on any land); Elysium with four volcanoes. Off Tharsis, Noctis City is placed
like any city. Each map has its own five milestones and five awards. The solo bot plans with
:mod:`.plan`. The model is split by concern:
:mod:`.state` (numbers), :mod:`.effects` (prices, placement, the vocabulary), :mod:`.scoring`,
:mod:`.words` (descriptions and views) and :mod:`.rules` (setup, turn flow, legal actions).
Simplifications: research, setup and draft choices are made by all players at once and stay hidden
until everyone is ready. Tharsis Republic and Inventrix take their printed first action
(a city; three cards) as their first action of the game (``opening``).

Notation (one action per decision; parsed leniently, printed canonically). Cards are named by
their number (``"12"``), corporations by ``"c"`` and a number, spaces by column and row (``"5,3"``).

``corp c3``, ``keep 12``, ``prelude P07``, ``ready``
    setup and research: pick a corporation, mark a card (or a prelude) to keep (again to drop it),
    confirm. ``draft 12`` picks a card in the draft; ``prelude P07`` later plays a kept prelude.
``play 12``, ``play 12 mc``, ``play 12 steel 2 ti 1``
    play a card; by default titanium, steel and Psychrophiles microbes pay first as far as they help,
    then M€, then heat (Helion); ``mc``: M€ only. Any other legal split is accepted (not listed):
    pairs of ``steel``, ``ti``, ``heat`` (Helion), ``mic`` (microbes on Psychrophiles, plant cards,
    2 M€ each) with counts, M€ paying the rest. Metal may overpay (no change) when every unit is needed.
``act 12``, ``act 12 2``
    a blue card's action (its second choice).
``std power``, ``std asteroid``, ``std aquifer``, ``std greenery``, ``std city``, ``sell 12``
    standard projects; selling opens a run of ``sell`` until ``stop``.
``greenery``, ``heat``, ``claim mayor``, ``fund banker``, ``end``, ``pass``
    convert plants or heat, milestones and awards, end the turn after one action, pass.
``place 5,3``, ``option 2``, ``target 1`` / ``target none``, ``onto 12``, ``from 12`` / ``from none``,
``take 12`` / ``skip``, ``discard 12``, ``amount 3``
    the decisions a card asks for: a space, an effect, a player, a card, cards looked at, a card to
    swap, how much to convert.
``done``
    final greenery: stop converting.

Positions (``tw.new("terraforming_mars", position={...})``) start the action phase of the first
player. Keys: ``params`` (temp, oxygen, oceans), ``players`` (per seat: mc, steel, ti, plants,
energy, heat, tr, prod, hand, played, corp, cres), ``tiles`` (space: [kind, owner]), ``milestones``,
``awards``, ``gen``, ``deck`` (top first).

>>> import tablewidgets as tw
>>> g = tw.new("terraforming_mars", players=2, seed=1, position={"players": [{"mc": 30, "heat": 8}]})
>>> g.play("heat"); g.view()["params"]["temp"], g.ps[0]["tr"]
(-28, 21)
"""

from .rules import TerraformingMars

__all__ = ["TerraformingMars"]

NOTEBOOK = {   # texts of notebooks/terraforming_mars.ipynb (scripts/notebooks.py)
    "title": "Terraforming Mars",
    "intro": "Lead a corporation that makes Mars habitable: play project cards to build production, raise "
             "the temperature, the oxygen and the oceans, place cities and greeneries on Tharsis, and score "
             "the most victory points when the three global parameters reach their goal.",
    "code_game": ['g = tw.new("terraforming_mars", players=2, seed=5)',
                  'board = g.widget()          # a spectator board on this game',
                  'board'],
    "code_moves": ['from tablewidgets.games.terraforming_mars.bots import TerraformerBot',
                   'bots = [TerraformerBot(seed=1), TerraformerBot(seed=2)]',
                   'for _ in range(80):             # both players driven by the bot for a while',
                   '    seat = g.to_move[0]',
                   '    g.play(bots[seat].choose(g, seat), seat=seat)',
                   '[(p["name"], p["tr"], p["vp"]) for p in g.view()["players"]]'],
}
