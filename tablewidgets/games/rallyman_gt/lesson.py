"""Rallyman: GT, taught in eleven short steps on the Ring. You drive the red car (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import track

_R = track("ring")
sid = _R.sid
_FAR = {"dist": 40, "lane": 1, "gear": 1}


def _pos(*cars, **more):
    return {"cars": [dict(c) for c in cars], "to_move": 0, **more}


def _planned(g, n=1):
    return g.turn is not None and g.turn["seat"] == 0 and len(g.turn["plan"]) >= n


LESSON = Lesson(game="rallyman_gt", title="Rallyman: GT in eleven steps", steps=(
    Step(
        title="One die, one square",
        text=("Your car moves by dice placed on the track: each die moves it one square forward, straight or "
              "diagonally into the next lane. The number on a gear die is the gear the car is in on that square. "
              "From a standstill (gear 0) the first die is always the 1st gear die."),
        options={"players": 2}, position=_pos({"dist": 2, "lane": 1, "gear": 0}, _FAR),
        task="Place the 1st gear die on a square ahead (click the die, then a lit square).",
        hint="Only the 1st gear die can start a car from gear 0: pick it, then a square of the next row.",
        check=lambda g: _planned(g) and g.turn["plan"][0]["die"] == "1",
    ),
    Step(
        title="Up and down one gear",
        text=("Each move may go up one gear, down one, or stay in the gear the car ended its last turn in. Every "
              "gear die is used once a turn, so to keep a gear you use a white coast die. Plan several dice, "
              "then roll."),
        options={"players": 2}, position=_pos({"dist": 2, "lane": 1, "gear": 2}, _FAR),
        moves=((0, f"3 to {sid(3, 1)}"),),
        task="Place the 4th gear die after the 3rd.",
        hint="From 3rd gear the next gear die may be 2nd or 4th: choose the 4.",
        check=lambda g: _planned(g, 2) and g.turn["plan"][1]["die"] == "4",
    ),
    Step(
        title="Brake dice",
        text=("Each red brake die lets a move skip one gear down: from 6th, brake + 4 gets you to 4th in one "
              "square. The board adds the brake dice a move needs by itself; a GT6 car has three."),
        options={"players": 2}, position=_pos({"dist": 4, "lane": 2, "gear": 6}, _FAR),
        task="Drop from 6th straight to 4th gear.",
        hint="Pick the 4th gear die: one red brake die goes with it.",
        check=lambda g: _planned(g) and g.turn["plan"][0]["gear"] == 4,
    ),
    Step(
        title="Corners",
        text=("Numbers on corner squares are the highest safe gear there; go faster and the car spins. A caution "
              "triangle round the number means one extra caution when you enter in exactly that gear. A dotted "
              "line on the inside has its own, lower limit for a straight move along the lane; coming in "
              "diagonally only the square's number counts. With the overspeed alarm on, lit squares show red for "
              "a spin and orange for a caution."),
        options={"players": 2}, position=_pos({"dist": 9, "lane": 2, "gear": 3}, _FAR),
        task="Enter the corner's inside square in a safe gear.",
        hint="The inside square of this row allows 2nd gear at most: choose the 2 there.",
        check=lambda g: _planned(g) and g.turn["plan"][0]["space"] == sid(10, 2) and g.turn["plan"][0]["gear"] <= 2,
    ),
    Step(
        title="Overtaking",
        text=("To move onto a square beside another car you need a die at least as high as that car's gear. Once "
              "beside it, go on at any speed. Nobody may move alongside another car while a yellow flag is out, "
              "except past cars standing at gear 0 or 00."),
        options={"players": 2}, position=_pos({"dist": 2, "lane": 1, "gear": 3}, {"dist": 3, "lane": 2, "gear": 4}),
        task="Pull up beside the blue car.",
        hint="Blue is in 4th: only a 4 (or higher) may go beside it, on the middle square.",
        check=lambda g: _planned(g) and g.turn["plan"][0]["space"] == sid(3, 1),
    ),
    Step(
        title="Flat out",
        text=("Rolling all your dice at once is brave: every die showing a caution counts, and reaching your "
              "limit (3, or 2 on slick tyres in the wet) loses control. A safe roll earns a focus token for each "
              "gear or coast die. Two dice can never make three cautions."),
        options={"players": 2}, position=_pos({"dist": 2, "lane": 1, "gear": 3}, _FAR, rolls=[True, False]),
        moves=((0, f"4 to {sid(3, 1)}"), (0, f"5 to {sid(4, 1)}")),
        task="Roll both dice flat out.",
        hint="Press 'Flat out': with two dice you cannot lose control.",
        check=lambda g: g.cars[0]["focus"] == 2,
    ),
    Step(
        title="One at a time, and focus",
        text=("Rolling one die at a time you may stop before any move, and spend focus tokens to secure a die: "
              "it then shows no caution. The first secured die of a turn costs 1 token, the next 2 more, then 3..."),
        options={"players": 2},
        position=_pos({"dist": 2, "lane": 1, "gear": 3, "focus": 2}, _FAR, rolls=[True, True]),
        moves=((0, f"4 to {sid(3, 1)}"), (0, f"5 to {sid(4, 1)}"), (0, f"6 to {sid(5, 1)}"), (0, "one by one"),
               (0, "roll"), (0, "roll")),
        task="Two cautions already: secure the last die with a focus token.",
        hint="A third caution would lose control: press 'Secure next die'.",
        check=lambda g: g.cars[0]["dist"] == 5 and g.cars[0]["gear"] == 6,
    ),
    Step(
        title="Losing control",
        text=("Lose control and the table on your dashboard, by your gear and the tile's colour (yellow, orange, "
              "red), sends you to gear 0 (stopped: drive off in 1st next turn) or 00 (off the track: you miss a "
              "turn) and may draw damage tokens: a lost red, white or black die, a yellow flag, a weather change "
              "or a lucky green flag. After a flat-out loss you may put your rolled dice back in another order to "
              "choose where it happens."),
        options={"players": 2},
        position=_pos({"dist": 2, "lane": 1, "gear": 4}, _FAR, rolls=[True, False, True, True],
                      tokens=["green", "green", "green"]),
        moves=((0, f"5 to {sid(3, 1)}"), (0, f"4 to {sid(4, 1)}"), (0, f"3 to {sid(5, 1)}"),
               (0, f"coast to {sid(6, 1)}"), (0, "flat out")),
        task="Choose to lose control in 3rd gear rather than 5th.",
        hint="Pick a spin in gear 3: at low speed the table leaves you at gear 0 instead of 00.",
        check=lambda g: g.phase != "replace" and g.cars[0]["dist"] == 6 and g.cars[0]["gear"] == 0
        and not g.cars[0]["off"],
    ),
    Step(
        title="Pit stops and tyres",
        text=("End a turn in 1st gear on an edge square with no limit and you may pit: change tyres (gear 0, then "
              "choose tyres and drive on next turn) or repair all damage (gear 00). Slick tyres suit the dry, "
              "rain tyres the wet; the wrong ones cost dice and, on slicks in the rain, a caution."),
        options={"players": 2},
        position=_pos({"dist": 2, "lane": 1, "gear": 1, "lost": {"coast": 1}}, _FAR, rolls=[False], weather="wet"),
        moves=((0, f"1 to {sid(3, 0)}"), (0, "flat out")),
        task="Pit for repairs.",
        hint="Choose 'Pit: repair' to get your lost white die back.",
        check=lambda g: g.cars[0]["pit"] == "repair",
    ),
    Step(
        title="Car classes, boost and a flying start",
        text=("A GT6 car has gears 1 to 6, two coast and three brake dice; a GT4 car four gears, three coast "
              "and two brake dice; a GT5 car five gears, two coast, three brake dice and a green boost die that "
              "skips one gear up. With the flying start option a car at gear 0 may start with the 2nd gear die, "
              "but a caution on that die ends its turn one square on, still in 2nd gear."),
        options={"players": 2, "car_class": "gt5", "flying_start": True},
        position=_pos({"dist": 2, "lane": 1, "gear": 0}, _FAR),
    ),
    Step(
        title="The finish",
        text=("Cars play fastest first (highest gear), then the one further ahead, then the one on the inside of "
              "the corner. When a car crosses the line the round is played out, and the car furthest past the "
              "line wins."),
        options={"players": 2},
        position=_pos({"dist": _R.rows - 2, "lane": 1, "gear": 3}, _FAR, rolls=[False, False]),
        moves=((0, f"4 to {sid(_R.rows - 1, 1)}"),),
        task="Cross the line.",
        hint="One more square reaches the line: plan the 5 on it, then roll.",
        check=lambda g: g.cars[0]["crossed"],
    ),
))
