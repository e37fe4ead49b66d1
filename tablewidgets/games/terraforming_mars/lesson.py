"""Terraforming Mars, taught in eleven short steps. You play seat 0 against one opponent."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

TWO = {"players": 2}
SOLO = {"players": 1}


def _pos(**me):
    return {"players": [dict(me), {"mc": 10}]}


def _played(g, cid) -> bool:
    return cid in g.ps[0]["played"]


LESSON = Lesson(game="terraforming_mars", title="Terraforming Mars in eleven steps", steps=(
    Step(
        title="Play a project card",
        text=("Your hand holds project cards. Each costs M€ (mega-credits) shown on it; most raise a "
              "production, which pays you again at the end of every generation. Mine raises your steel "
              "production by one."),
        options=TWO, position=_pos(mc=10, hand=["56"]),
        task="Play Mine.", hint="Click the Mine card in your hand (it costs 4 M€).",
        check=lambda g: _played(g, "56"),
    ),
    Step(
        title="Requirements",
        text=("Some cards need the planet to be ready: Lichen needs a temperature of at least -24 °C. Below "
              "that it cannot be played. Raise the temperature first with 8 heat."),
        options=TWO, position={"players": [{"mc": 20, "heat": 16, "hand": ["159"]}, {}], "params": {"temp": -28}},
        task="Raise the temperature twice with heat so that Lichen may be played.",
        hint="Use the heat conversion (8 heat) until the thermometer reads -26 and then -24.",
        check=lambda g: _played(g, "159") or g.temp >= -24,
    ),
    Step(
        title="Steel pays for buildings",
        text=("Steel is worth 2 M€ towards a card with a building tag, titanium 3 M€ towards a space card. "
              "The price shown on the button tells how the bill is split."),
        options=TWO, position=_pos(mc=2, steel=2, hand=["141"]),
        task="Play Power Plant with your steel.", hint="Power Plant costs 4: two steel cover it.",
        check=lambda g: _played(g, "141"),
    ),
    Step(
        title="Standard projects",
        text=("Any time, any player may buy a standard project: power plant 11, asteroid 14 (temperature), "
              "aquifer 18 (ocean), greenery 23, city 25. Each raised global parameter gives 1 TR."),
        options=TWO, position=_pos(mc=20),
        task="Buy the asteroid standard project.", hint="Click the Asteroid standard project (14 M€).",
        check=lambda g: g.temp > -30,
    ),
    Step(
        title="Oceans and their bonus",
        text=("Oceans go only on the blue spaces reserved for them. Every tile placed next to an ocean earns "
              "2 M€ per ocean, and most spaces show a bonus (steel, titanium, plants or a card)."),
        options=TWO, position=_pos(mc=20),
        task="Buy an aquifer and place the ocean.", hint="Aquifer costs 18 M€; then click a blue space on Mars.",
        check=lambda g: g.oceans == 1,
    ),
    Step(
        title="Greenery from plants",
        text=("Eight plants make a greenery tile: it raises the oxygen one step (and your TR) and scores 1 VP. "
              "A greenery must go next to one of your tiles when it can."),
        options=TWO, position={"players": [{"plants": 8}, {}], "tiles": {"5,3": ["city", 0]}},
        task="Turn 8 plants into a greenery next to your city.",
        hint="Use the plant conversion, then pick a space touching your city.",
        check=lambda g: any(t["t"] == "greenery" and t["o"] == 0 for t in g.tiles.values()),
    ),
    Step(
        title="Cities",
        text=("A city may not touch another city. At the end each city scores 1 VP per greenery around it, "
              "whoever owns the greenery."),
        options=TWO, position=_pos(mc=30),
        task="Buy the city standard project and place the city.",
        hint="City costs 25 M€ and also raises your M€ production by one.",
        check=lambda g: any(t["t"] == "city" and t["o"] == 0 for t in g.tiles.values()),
    ),
    Step(
        title="Milestones",
        text=("Three of the five milestones may be claimed for 8 M€ each; each is worth 5 VP. Mayor needs three "
              "cities."),
        options=TWO, position={"players": [{"mc": 10}, {}],
                               "tiles": {"3,1": ["city", 0], "6,3": ["city", 0], "4,7": ["city", 0]}},
        task="Claim the Mayor milestone.", hint="Click Mayor among the milestones (8 M€).",
        check=lambda g: g.milestones.get("mayor") == 0,
    ),
    Step(
        title="Awards",
        text=("Three awards may be funded, for 8, 14 and 20 M€. At the end the leader of each funded award "
              "scores 5 VP and the runner-up 2 (not with two players). Anyone may win an award, not only its "
              "funder."),
        options=TWO, position={"players": [{"mc": 10, "heat": 7}, {}]},
        task="Fund the Thermalist award while you lead in heat.",
        hint="Thermalist counts heat cubes; you have 7, your opponent none. It costs 8 M€ now.",
        check=lambda g: any(a == "thermalist" for a, _ in g.awards),
    ),
    Step(
        title="Research",
        text=("From the second generation on, every generation starts with research: each player draws four "
              "cards and keeps any of them for 3 M€ each; the rest are discarded. Everybody chooses at the "
              "same time and nobody sees what the others keep until all are ready."),
        options=TWO, position={"players": [{"mc": 10}, {"mc": 10}]}, moves=((0, "pass"), (1, "pass")),
        task="Keep one of the four cards and say you are ready.",
        hint="Click one card of the research offer (it is marked kept), then press Ready.",
        check=lambda g: g.ps[0]["done"] and len(g.ps[0]["keep"]) == 1,
    ),
    Step(
        title="Passing and production",
        text=("On your turn take one or two actions, then the next player goes; when you are done for the "
              "generation, pass. After everybody passed, energy becomes heat and every production pays out, "
              "M€ plus your terraform rating. The game ends after the generation in which temperature, "
              "oxygen and oceans all reach their goal. Solo, you must get there within 14 generations."),
        options=TWO, position=_pos(mc=0),
        task="Pass for this generation.", hint="Press Pass: you have nothing to pay for anyway.",
        check=lambda g: g.ps[0]["passed"] or g.gen > 1,
    ),
))
