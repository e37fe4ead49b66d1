"""Rallyman: DIRT, taught in eight short steps on the Forest stage. You drive the red car (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

_FAR = {"space": 80, "gear": 1}


def _pos(*cars, **more):
    return {"cars": [dict(c) for c in cars], "to_move": 0, **more}


def _planned(g, n=1):
    return g.turn is not None and g.turn["seat"] == 0 and len(g.turn["plan"]) >= n


def _last(g):
    return g.turn["plan"][-1] if _planned(g) else None


LESSON = Lesson(game="rallyman_dirt", title="Rallyman: DIRT in eight steps", steps=(
    Step(
        title="One die, one space",
        text=("Each die you place moves your car one space forward, straight or diagonally. The number on a gear "
              "die is the gear the car is in on that space. From the start (gear 0) the first die is always the "
              "1st gear die. This is a time trial: the cars leave one a round and race the clock."),
        options={"players": 2}, position=_pos({"space": 0, "gear": 0}, {"space": None}),
        task="Place the 1st gear die on a space ahead (click the die, then a lit space).",
        hint="Only the 1st gear die can start a car from gear 0: pick it, then a space of the first row.",
        check=lambda g: _planned(g) and g.turn["plan"][0]["die"] == "1",
    ),
    Step(
        title="Up and down one gear",
        text=("Each move may go up one gear or down one. Every gear die is used once a turn; a coast die keeps "
              "the gear. The higher the gear your turn ends in, the fewer seconds its time card costs: 50 s in "
              "1st down to 10 s in 6th."),
        options={"players": 2}, position=_pos({"space": 1, "gear": 2}, _FAR),
        moves=((0, "3 to 3"),),
        task="Place the 4th gear die after the 3rd.",
        hint="From 3rd gear the next gear die may be 2nd or 4th: choose the 4.",
        check=lambda g: _planned(g, 2) and g.turn["plan"][1]["die"] == "4",
    ),
    Step(
        title="Corners: inside or outside",
        text=("A corner has two lanes with no dividing line: the inside is shorter but slower (here 2nd gear), "
              "the outside longer but faster (3rd). You choose the lane as you enter and keep it to the end of "
              "the corner; a die above the limit loses control."),
        options={"players": 2}, position=_pos({"space": 9, "gear": 3}, _FAR),
        task="Enter the corner on its outside lane in 3rd gear (the coast die keeps 3rd).",
        hint="Pick the coast die and the outside lane's first corner space (limit 3).",
        check=lambda g: _planned(g) and g.st.cells[_last(g)["space"]].kind == "corner"
        and _last(g)["gear"] <= (g.st.cells[_last(g)["space"]].limit or 9),
    ),
    Step(
        title="Slides",
        text=("A dotted line across the road marks a slide zone: drive into one of its two squares, or slide "
              "through it as two spaces (its back half, then its front half). A slide spends one die more on "
              "the same road, so you can brake over more spaces."),
        options={"players": 2}, position=_pos({"space": 7, "gear": 4}, _FAR),
        task="Slide into the zone ahead: place a die on its back half.",
        hint="The slide halves are the two marks in the middle of the dotted zone: pick the 3rd gear die and the back one.",
        check=lambda g: _planned(g) and g.st.cells[_last(g)["space"]].kind == "slide",
    ),
    Step(
        title="Shortcuts",
        text=("The shortcut inside this corner skips it, but only up to its gear (2), and every entry draws a "
              "damage token on its shortcut side: OK, a coast die lost, or -1 on this tile's corners for the "
              "cars behind you."),
        options={"players": 2}, position=_pos({"space": 9, "gear": 3}, _FAR),
        task="Cut through the shortcut in 2nd gear.",
        hint="Pick the 2nd gear die and the shortcut space inside the corner.",
        check=lambda g: _planned(g) and g.st.cells[_last(g)["space"]].kind == "shortcut",
    ),
    Step(
        title="Jumps",
        text=("A chevron with a number is a jump. A lower gear is a normal move; at that gear the car flies one "
              "space on; one gear higher it flies two spaces but a caution on that die loses control; two "
              "higher always loses control."),
        options={"players": 2}, position=_pos({"space": 23, "gear": 3}, _FAR),
        task="Take the jump in 4th gear and land one space beyond it.",
        hint="Pick the 4th gear die: the lit spaces beyond the chevron are where it can land.",
        check=lambda g: _planned(g) and _last(g)["via"] is not None,
    ),
    Step(
        title="Water",
        text=("Blue squares are water. Only a coast die, or the 1st gear die without a brake die, moves the car "
              "into it; any other die cannot go there, so the move stops before the water."),
        options={"players": 2}, position=_pos({"space": 36, "gear": 2}, _FAR),
        moves=((0, "3 to 38"),),
        task="Splash through the water ahead with the coast die.",
        hint="Pick the coast die: it keeps 3rd gear and may enter water; the 2nd and 4th gear dice may not.",
        check=lambda g: _planned(g, 2) and g.st.cells[_last(g)["space"]].water,
    ),
    Step(
        title="Rolling",
        text=("Roll all the dice at once (flat out) for one second token per gear or coast die, or one at a time "
              "to stop before three cautions. Second tokens secure a die when rolling one at a time: 1, then 2, "
              "then 3 tokens."),
        options={"players": 2}, position=_pos({"space": 1, "gear": 1}, _FAR),
        moves=((0, "2 to 3"), (0, "3 to 5")),
        task="Roll your two dice flat out.",
        hint="Press 'Flat out (all dice)'.",
        check=lambda g: g.turn is None or g.turn["seat"] != 0 or g.turn["mode"] == "flat",
    ),
))
