"""Twinkle Twinkle, taught in thirteen short steps. You play Gold (seat 0) in a two-player game."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import CELL_INDEX, CELLS, TILES
from . import sky as skymod

ROW = ["planet", "star N-SE", "comet", "asteroid", "nova N-S"]
FILLER = ("asteroid", "satellite", "asteroid", "comet")
END_FILLER = ("black hole", "asteroid", "black hole", "satellite", "black hole", "asteroid", "black hole",
              "satellite", "asteroid")


def blue(n: int) -> dict:
    """A sky for Blue with ``n`` plain tiles, so both skies are at the same round."""
    return {CELLS[19 - i]: FILLER[i % len(FILLER)] for i in range(n)}


def pos(gold: dict, row=None, **extra) -> dict:
    out = {"skies": [gold, blue(len(gold))]}
    if row is not None:
        out["row"] = row
    out.update(extra)
    return out


def holding(kind: str, nova: bool = False):
    return lambda g: g.holding is not None and TILES[g.holding]["kind"] == kind and TILES[g.holding]["nova"] == nova


def at(cell: str, kind: str, lines=None):
    def check(g):
        e = g.skies[0][CELL_INDEX[cell]]
        return (e is not None and TILES[e[0]]["kind"] == kind
                and (lines is None or skymod.dirs_of(e[1]) == lines))
    return check


def scored(key: str, at_least: int):
    return lambda g: g.score(0)[key] >= at_least


def joined(a: str, b: str):
    return lambda g: (min(CELL_INDEX[a], CELL_INDEX[b]), max(CELL_INDEX[a], CELL_INDEX[b])) in skymod.links(g.skies[0])


TWO = {"players": 2}

LESSON = Lesson(game="twinkle_twinkle", title="Twinkle Twinkle in thirteen steps", steps=(
    Step(
        title="Your sky",
        text=("Each player charts a sky of 20 spaces: five columns a to e and four rows. A turn is simple: "
              "take one tile from the shared row at the top, then lay it in your sky. Tiles show stars and "
              "other things of the night: asteroids, satellites, planets, black holes and comets. When every "
              "sky is full, the game is scored."),
        options=TWO, position=pos({}, ROW),
        task="Take the planet: click it in the row.",
        hint="The planet is the first tile of the shared row at the top: click it there.",
        check=holding("planet"),
    ),
    Step(
        title="Anywhere you like",
        text=("A tile may go on any empty space. It does not have to touch your other tiles, and once it is "
              "down it stays there for the rest of the game."),
        options=TWO, position=pos({}, ROW), moves=((0, "take 3"),),
        task="Put the comet in the bottom-right corner, e4.",
        hint="Column e is the rightmost and row 4 the bottom one: lay the comet on e4.",
        check=at("e4", "comet"),
    ),
    Step(
        title="Turn and flip",
        text=("Stars carry dashed lines that run to the middle of an edge or to a corner of their tile. Before "
              "you lay a star you may turn it a quarter at a time or flip it over, so its lines point where you "
              "want them. Use the rotate and flip buttons, or the R and F keys, while the tile follows your pointer."),
        options=TWO, position=pos({}, ROW), moves=((0, "take 2"),),
        task="Lay the star on b2 with its lines pointing north and south-west (flip it once).",
        hint="Flip the star once, without turning it, so its lines point north and south-west, then lay it on b2.",
        check=at("b2", "star", ["N", "SW"]),
    ),
    Step(
        title="Your pick sets the next order",
        text=("The row below the current one shows the tiles of the next round. The place of the tile you "
              "take also decides when you choose next round: the player who took the leftmost tile goes "
              "first, and so on to the right. Sometimes a weaker tile on the left is worth it for first pick."),
        options=TWO, position=pos({}, ROW),
        task="Take the tile in place 1 so that you choose first next round.",
        hint="The leftmost tile of the row, place 1, gives first choice next round.",
        check=lambda g: g.claim[0] is not None and g.standee_seat[g.claim[0]] == 0,
    ),
    Step(
        title="Two players, two tiles",
        text=("With two players, each has two standees on the order track, so each of you takes and places "
              "two tiles every round. One tile of the row is always left over: it slides to the left end of "
              "the next round's row."),
        options=TWO, position=pos({}, ROW), moves=((0, "take 1"), (0, "a1")),
        task="Take and place your second tile of this round.",
        hint="You still have a second pick: take another tile from the row, then lay it on an empty space.",
        check=lambda g: sum(1 for e in g.skies[0] if e is not None) == 2,
    ),
    Step(
        title="Connect the dots",
        text=("Two stars join when their lines meet and carry on in one straight line, like two stars side by "
              "side whose lines face each other across the shared edge. Joined stars form a constellation, and "
              "a constellation may bend as often as you like from star to star."),
        options=TWO, position=pos({"b2": "star E", "a4": "comet"}, ["star W", "planet", "comet", "asteroid",
                                                                      "satellite"]),
        moves=((0, "take 1"),),
        task="Place the star on c2 so that its line meets the line of the star on b2.",
        hint="The star on b2 points east: lay the new star on c2 with its line pointing west, toward it.",
        check=joined("b2", "c2"),
    ),
    Step(
        title="Corners, and the V that does not join",
        text=("Lines that run to a corner join a star diagonally across that corner, again only in a straight "
              "line. If two lines reach the same corner at an angle, for example from two tiles side by side, "
              "they form a V: they touch, but the stars are not joined. The board marks such a V in red."),
        options=TWO, position=pos({"b2": "star SE", "a4": "comet"}, ["star NE", "planet", "comet", "asteroid",
                                                                       "satellite"]),
        moves=((0, "take 1"),),
        task="Join the new star to b2 across the corner they share, from c3.",
        hint=("On c3 the new star needs a line to its north-west corner, facing b2's line: turn or flip it until it "
              "has one."),
        check=joined("b2", "c3"),
    ),
    Step(
        title="The two largest constellations",
        text=("At the end, the star chart pays for the size of your largest constellation and for the size of "
              "your second largest, using the same table: the bigger, the faster the points grow. So it pays "
              "to build two long chains rather than many short ones."),
        options=TWO,
        position=pos({"a1": "star E", "b1": "star W-E", "c1": "star W-E", "a3": "star E-S", "b3": "star W-N",
                      "e4": "comet"}, ["star W", "planet", "comet", "asteroid", "satellite"]),
        moves=((0, "take 1"),),
        task="Grow your largest constellation to four stars.",
        hint=("Your longest chain a1-c1 ends in a line pointing east from c1: lay the new star so its line meets "
              "that one."),
        check=scored("largest", 4),
    ),
    Step(
        title="Counting constellations",
        text=("The star chart also pays for how many constellations you have, counting only those of at least "
              "two stars. A lone star counts for nothing here, but it may still be joined later."),
        options=TWO,
        position=pos({"a1": "star E", "b1": "star W-E", "c1": "star W-E", "a3": "star E-S", "b3": "star W-N",
                      "e3": "star S-W"}, ["star N", "planet", "comet", "asteroid", "satellite"]),
        moves=((0, "take 1"),),
        task="Make a third constellation of at least two stars.",
        hint="The lone star on e3 needs a partner: lay the new star so one of its lines meets one of e3's lines.",
        check=scored("count", 3),
    ),
    Step(
        title="Nova stars",
        text=("A nova star is a star in every way, lines and all, and is also worth one point of its own at the "
              "end. Nova tiles are slow: they always sit at the right end of a row, so taking one means "
              "choosing late next round."),
        options=TWO, position=pos({}, ROW),
        task="Take the nova star at the right end of the row.",
        hint="Nova stars always sit at the right end of the row: take the last tile.",
        check=holding("star", nova=True),
    ),
    Step(
        title="Scoring references",
        text=("Every other kind of tile scores by its own reference card, played on its green side or its "
              "blue side (an option of the game). On the green side each satellite earns 2 points for every "
              "planet next to it. The references are listed beside the sky."),
        options=TWO,
        position=pos({"c2": "planet", "a1": "comet"}, ["satellite", "planet", "comet", "asteroid", "black hole"]),
        moves=((0, "take 1"),),
        task="Place the satellite next to your planet.",
        hint="Lay the satellite on a space sharing an edge with the planet on c2; diagonal spaces do not count.",
        check=scored("satellite", 2),
    ),
    Step(
        title="Next to means edge to edge",
        text=("Whenever a reference speaks of tiles next to each other, only the four tiles sharing an edge "
              "count, never the diagonal ones. On the green side a black hole with no black hole beside it "
              "scores 2, and 3 more when no star or planet is beside it either."),
        options=TWO,
        position=pos({"b2": "star N-S", "d2": "planet"}, ["black hole", "planet", "comet", "asteroid", "satellite"]),
        moves=((0, "take 1"),),
        task="Place the black hole where it scores the full 5 points.",
        hint="Keep the black hole off every space sharing an edge with the star on b2 or the planet on d2.",
        check=lambda g: g.score(0)["black_hole"] == 5,
    ),
    Step(
        title="The end of the night",
        text=("The game ends when every sky is full, after ten rounds with two players and twenty with three "
              "or four. Add up the star chart, one point per nova and the five references: the highest total "
              "wins, and equal totals share the win."),
        options=TWO,
        position={"skies": [{c: ("star N-S" if i in (0, 5) else ("asteroid", "comet", "satellite", "planet")[i % 4])
                             for i, c in enumerate(CELLS[:18])},
                            {c: END_FILLER[i % len(END_FILLER)] for i, c in enumerate(CELLS[:18])}],
                  "row": ["planet", "star N-S", "asteroid", "comet", "comet"], "order": [0, 2, 3, 1]},
        moves=((0, "take 1"), (0, "d4"), (1, "take 2"), (1, "d4"), (1, "take 3"), (1, "e4")),
        task="Take a tile and place it on your last empty space to end the game.",
        hint="Take any tile from the row, then lay it on the one empty space left in your sky.",
        check=lambda g: g.over,
    ),
))
