"""Gaia Project, taught in fourteen short steps. You are Blue (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .board import Map, random_layout
from ...engine.rng import Rng

SEED = 2


def _map(players: int = 2) -> Map:
    """The map the lesson's games are played on (the same seed draws the same map)."""
    return Map(random_layout(players, Rng(SEED)))


def _home(planet: str, count: int, avoid=()) -> list:
    m = _map()
    out = []
    for h in m.planets:
        if m.planet[h] == planet and h not in avoid and all(m.dist(h, x) > 3 for x in out):
            out.append(h)
        if len(out) == count:
            break
    return out


_T = _home("r", 2)
_X = _home("d", 2)
_BASE = {"factions": ["terrans", "xenos"], "buildings": {_T[0]: [0, "m"], _T[1]: [0, "m"], _X[0]: [1, "m"],
                                                        _X[1]: [1, "m"]}}


def _pos(**more):
    pos = {k: (dict(v) if isinstance(v, dict) else list(v)) for k, v in _BASE.items()}
    for k, v in more.items():
        if k == "buildings":
            pos[k].update(v)
        else:
            pos[k] = v
    return pos


def _did(word):
    return lambda g: any(s == 0 and a.split()[0] == word for s, a in g.history)


def _did_any(*words):
    return lambda g: any(s == 0 and a.split()[0] in words for s, a in g.history)


LESSON = Lesson(game="gaia_project", title="Gaia Project in fourteen steps", steps=(
    Step(
        title="Fourteen factions, seven planet types",
        text=("Every faction lives on one planet type and has a power of its own. Two factions share each of the "
              "seven colours, and never play together. Pick the one you like: its board shows what it does."),
        options={"players": 2}, seed=SEED,
        task="Choose a faction.",
        hint="Click one of the faction buttons: any faction will do for now.",
        check=_did("faction"),
    ),
    Step(
        title="Starting mines",
        text=("Each player places two mines on planets of their home type: in turn order, then back again. "
              "The Xenos add a third one, the Ivits start with their planetary institute instead."),
        options={"players": 2}, seed=SEED, moves=((0, "faction terrans"), (1, "faction xenos")),
        task="Place a starting mine on a blue Terra planet.",
        hint="Only the lit blue planets are your home type: click one of them.",
        check=_did("place"),
    ),
    Step(
        title="Build a mine",
        text=("A mine costs 2 credits and 1 ore. It must be within your range (navigation) of one of your "
              "buildings; each Q.I.C. adds 2 range. On a planet of another type you also pay ore for every "
              "terraforming step round the wheel of planet types."),
        options={"players": 2}, seed=SEED, position=_pos(),
        task="Build a mine.",
        hint="The lit planets are the ones you can reach and pay for: click one.",
        check=_did("mine"),
    ),
    Step(
        title="Upgrade a mine",
        text=("A mine becomes a trading station (credits), a station a research lab (knowledge and a tech tile) "
              "or your planetary institute (your faction's special power), a lab an academy. A trading station is "
              "cheaper when another player's building stands within two hexes."),
        options={"players": 2}, seed=SEED, position=_pos(),
        task="Upgrade one of your mines to a trading station.",
        hint="Click one of your own mines, then the trading-station choice.",
        check=_did("ts"),
    ),
    Step(
        title="Tech tiles",
        text=("A research lab or an academy brings a tech tile. A tile under a track also moves you one step up "
              "that track; one of the three common tiles lets you choose the track. An advanced tile needs level 4 "
              "of its track and a green federation token, and covers one of your standard tiles."),
        options={"players": 2}, seed=SEED, position=_pos(buildings={_T[0]: [0, "ts"]}),
        task="Upgrade your trading station to a research lab and take a tech tile.",
        hint="Click your trading station, choose the research lab, then click one of the lit tech tiles.",
        check=lambda g: bool(g.boards[0].techs),
    ),
    Step(
        title="Research",
        text=("Four knowledge buy one level on a research track: terraforming makes steps cheaper, navigation "
              "adds range, artificial intelligence gives Q.I.C., Gaia Project gaiaformers, economy and science "
              "income. Reaching level 3 charges 3 power; level 5 needs a federation token."),
        options={"players": 2}, seed=SEED, position=_pos(resources=[{"k": 8}, {"k": 3}]),
        task="Advance one level on any research track.",
        hint="Click a track on the research board: four knowledge pay for one step.",
        check=_did("research"),
    ),
    Step(
        title="Power bowls",
        text=("Power tokens move from bowl I to II to III when you charge; you spend power only from bowl III, and "
              "spent tokens go back to bowl I. Burning a token of bowl II moves another to bowl III."),
        options={"players": 2}, seed=SEED, position=_pos(bowls=[[0, 2, 6], [2, 4, 0]]),
        task="Take one of the power actions on the research board.",
        hint="The power actions are the row of spaces under the tracks: click a lit one.",
        check=_did("act"),
    ),
    Step(
        title="Charging from your neighbours",
        text=("When a player builds or upgrades within two hexes of your buildings, you may charge power equal "
              "to your best building nearby. Charging costs one VP less than the power it gives."),
        options={"players": 2}, seed=SEED, position=_pos(),
    ),
    Step(
        title="Gaia projects",
        text=("Purple Transdim planets can be turned into green Gaia planets: place a gaiaformer there and move "
              "power tokens to your Gaia area. Next round the planet is Gaia and your mine there costs no Q.I.C.; "
              "the tokens come back in the Gaia phase."),
        options={"players": 2}, seed=SEED, position=_pos(research=[{"gaia": 1}, {}]),
    ),
    Step(
        title="Federations",
        text=("Buildings worth 7 power, joined side by side or through satellites (one power token each on empty "
              "space), form a federation: you take a federation token with VP and resources. Its green side "
              "pays for research level 5 and advanced tech tiles."),
        options={"players": 2}, seed=SEED, position=_pos(),
    ),
    Step(
        title="Boosters and passing",
        text=("When you cannot or do not want to act any more, pass: you score your booster's passing VP and "
              "take a new booster for the next round. The first to pass starts the next round."),
        options={"players": 2}, seed=SEED, position=_pos(),
        task="Pass and take a new booster.",
        hint="Click one of the free booster tiles to pass with it.",
        check=_did("pass"),
    ),
    Step(
        title="Free conversions",
        text=("At any time on your turn you may convert: 4 power into a Q.I.C., 3 into an ore, 4 into a "
              "knowledge, 1 into a credit; a Q.I.C. into an ore; ore or knowledge into credits; ore into a power "
              "token."),
        options={"players": 2}, seed=SEED, position=_pos(bowls=[[0, 0, 6], [2, 4, 0]]),
        task="Convert power into something.",
        hint="Use one of the conversion buttons under your faction board, for example 3 power into an ore.",
        check=_did_any("conv"),
    ),
    Step(
        title="Planetary institutes and faction powers",
        text=("Your planetary institute unlocks your faction's second power: the Xenos need only 6 power for a "
              "federation, the Ambas swap it with a mine, the Ivits place space stations, the Firaks turn labs "
              "back into trading stations to research. Some factions act without it: the Bescods research their "
              "lowest track once a round, the Nevlas and the Bal T'aks have free actions of their own."),
        options={"players": 2}, seed=SEED, position=_pos(buildings={_T[0]: [0, "pi"]}),
    ),
    Step(
        title="Scoring",
        text=("Each round's scoring tile pays for what you do that round. At the end two final tiles pay 18, 12 "
              "and 6 VP to the leaders, each research level above 2 pays 4 VP, and every 3 credits, ore and "
              "knowledge left pay 1 VP."),
        options={"players": 2}, seed=SEED, position=_pos(round=6),
    ),
))
