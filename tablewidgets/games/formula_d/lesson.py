"""Formula D, taught in ten short steps on the Monaco circuit. You drive the red car (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import circuit

_M = circuit("monaco")
_G = _M.graph


def _ahead(space: int, n: int) -> int:
    for _ in range(n):
        space = _G.ahead(space)
    return space


_STOP = _ahead(33, 7)
_PIT_ENTRY = min(a for a in _G.spaces if a not in _M.pit and any(b in _M.pit for b in _G.children[a]))
_FAR = {"space": 300, "gear": 1}


def _pos(*cars, **more):
    return {"cars": [dict(c) for c in cars], "to_move": 0, **more}


LESSON = Lesson(game="formula_d", title="Formula D in ten steps", steps=(
    Step(
        title="Six gears, six dice",
        text=("Each gear has its own die: 1st rolls 1-2, 2nd 2-4, 3rd 4-8, 4th 7-12, 5th 11-20 and 6th 21-30. "
              "On your turn you pick a gear, roll its die and move exactly that many spaces. You may go up only "
              "one gear at a time; going down one gear is free."),
        options={"players": 2}, position=_pos({"space": 33, "gear": 1}, _FAR),
        task="Shift up to 2nd gear (click the 2 on the gear stick).",
        hint="One gear up is the most you may shift: choose 2nd gear.",
        check=lambda g: g.cars[0]["gear"] == 2,
    ),
    Step(
        title="Pick your line",
        text=("After the roll the board lights up every space you can end on. Each step is one space, straight "
              "ahead or into the next lane; you never pass over another car, and on a straight you may not weave "
              "to waste spaces. Point at a space to see the path your car would take."),
        options={"players": 2}, position=_pos({"space": 33, "gear": 2}, _FAR, dice=[3]), moves=((0, "gear 2"),),
        task="Drive the three spaces you rolled.",
        hint="Choose a lit space that uses all three spaces: stopping short costs wear points.",
        check=lambda g: g.cars[0]["space"] != 33 and g.cars[0]["wp"]["wp"] == 18,
    ),
    Step(
        title="Corners want stops",
        text=("The red zones are corners. The yellow box says how many times a car must end its move inside: "
              "one, two or three stops. Only after that may it drive out of the corner. Slow down before you get "
              "there so that your die fits the corner."),
        options={"players": 2}, position=_pos({"space": 11, "gear": 1}, _FAR, dice=[2]), moves=((0, "gear 1"),),
        task="End your move inside the corner to make its stop.",
        hint="Choose a lit space inside the red corner zone, not beyond it.",
        check=lambda g: g.cars[0]["corner"] == 0 and g.cars[0]["stops"] == 1,
    ),
    Step(
        title="Overshooting",
        text=("Leave a corner one stop short and you pay a wear point for every space you drive beyond it, and "
              "those spaces keep your lane. Two stops short (or more) and the car flies off: it is out of the race. "
              "In the basic game a car has 18 wear points; when they are gone, so is the car."),
        options={"players": 2}, position=_pos({"space": 12, "gear": 4}, _FAR, dice=[12]), moves=((0, "gear 4"),),
    ),
    Step(
        title="Braking",
        text=("You may stop short of your roll: every space you do not drive costs a wear point. That is how a "
              "car too fast for a corner still makes its stop. The board shows the price next to each space."),
        options={"players": 2}, position=_pos({"space": 3, "gear": 2}, _FAR, dice=[4]), moves=((0, "gear 2"),),
        task="Brake: stop two spaces short of the 4 you rolled.",
        hint="Each space you do not drive costs a wear point: choose a lit space two spaces along, priced at 2.",
        check=lambda g: g.cars[0]["wp"]["wp"] == 16 and g.cars[0]["space"] != 3,
    ),
    Step(
        title="Blocked, collisions, engines",
        text=("When cars block every way forward you must drive as far as you can and pay for every space you "
              "could not drive (emergency braking); if you cannot pay, you crash. Ending next to or right behind "
              "a car means a collision check: each of you rolls the black die and loses a point on 1-4. Rolling "
              "the top face of the 5th or 6th gear die strains every engine in 5th or 6th gear: they roll too."),
        options={"players": 4},
        position=_pos({"space": 3, "gear": 3}, {"space": 6, "gear": 1}, {"space": 4, "gear": 1},
                      {"space": 5, "gear": 1}, dice=[6]), moves=((0, "gear 3"),),
    ),
    Step(
        title="Slipstream",
        text=("From 4th gear on, a car that stops right behind another car in 4th gear or more, no faster than "
              "itself, may slipstream: 3 more spaces, starting with a lane change. Braking to get there is not "
              "allowed. Slipstreaming into a corner costs a wear point."),
        options={"players": 2},
        position=_pos({"space": 33, "gear": 4}, {"space": _G.ahead(_STOP), "gear": 4}, dice=[7]),
        moves=((0, "gear 4"), (0, f"to {_STOP}")),
        task="Slipstream past the car in front.",
        hint="You stopped right behind a car in 4th gear: accept the slipstream for three more spaces.",
        check=lambda g: g.cars[0]["space"] not in (33, _STOP) and _M.progress[g.cars[0]["space"]] > _M.progress[_STOP],
    ),
    Step(
        title="Pit stops",
        text=("In a race of two or three laps you may stop at the end of a lap: drive into the pit lane and reach "
              "your own box (the one in your colour) - any roll that gets there will do. The crew gives all wear "
              "points back, and the car leaves in 4th gear at most."),
        options={"players": 2, "laps": 2},
        position=_pos({"space": _PIT_ENTRY, "gear": 4, "lap": 1, "wp": 6}, _FAR, dice=[9]), moves=((0, "gear 4"),),
        task="Drive into your pit box.",
        hint="Turn into the pit lane and choose the box in your own colour.",
        check=lambda g: g.cars[0]["space"] == g.cars[0]["box"],
    ),
    Step(
        title="The advanced game",
        text=("With the advanced rules the wear points come in six pools: tyres (overshooting), brakes (braking), "
              "gearbox, brakes and engine (changing down two gears or more), body (collisions), engine (strain) and "
              "road handling (debris: every lost body or engine point leaves a damage marker). Options add car "
              "construction, weather and tyres, nitro and team races."),
        options={"players": 2, "rules": "advanced"}, position=_pos({"space": 33, "gear": 3}, _FAR),
    ),
    Step(
        title="The finish",
        text=("Cars move in race order, the leader first. The first car across the finishing line wins; the race "
              "goes on until every car has finished or is out. Places score 1000, 720, 600 and so on; cars out of "
              "the race score nothing and rank by the distance they drove."),
        options={"players": 2}, position=_pos({"space": 512, "gear": 2, "lap": 1}, _FAR, dice=[3]),
        moves=((0, "gear 2"),),
        task="Cross the line.",
        hint="Choose a lit space beyond the finishing line.",
        check=lambda g: g.cars[0]["status"] == "finished",
    ),
))
