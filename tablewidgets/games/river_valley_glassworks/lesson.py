"""River Valley Glassworks, taught in thirteen short steps. You play the Otter (seat 0) in a two-player game."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step

LAKE = "wC wD wM pC pT"
SHAPES = ("C", "T", "S", "H", "D", "M")


def _river(**pieces) -> list[str]:
    """The river from its start to the lake: circle, triangle, square, heart, drop, moon."""
    return [f"{s}: {pieces.get(s, '')}" for s in SHAPES]


def _played(*actions: str):
    return lambda g: any(seat == 0 and a in actions for seat, a in g.history)


def _glass(g, seat: int = 0) -> dict:
    return g.view()["glassworks"][seat]


def _wild_to_drop(g) -> bool:
    return any(seat == 0 and "+" in a and a.endswith(">D") for seat, a in g.history)


def _river_moved(g) -> bool:
    v = g.view()
    return v["river"][0]["shape"] == "H" and len(v["river"][0]["pieces"]) == v["river"][1]["stones"]


def _one_spilled(g) -> bool:
    return len(_glass(g)["overflow"]) == 1 and g.to_move == (1,)


def _purple_joined(g) -> bool:
    cols = _glass(g)["columns"]
    return len(cols) == 2 and len(cols[1]) == 3 and _glass(g)["overflow"] == ["wH"]


def _yellow_next(g) -> bool:
    cols = _glass(g)["columns"]
    return len(cols) >= 2 and cols[1][0][0] == "y"


def _fits_without_overflow(g) -> bool:
    return _glass(g)["placed"] == 9 and not _glass(g)["overflow"]


def _otter_wins(g) -> bool:
    return g.over and g.result()["winners"] == [0]


LESSON = Lesson(game="river_valley_glassworks", title="River Valley Glassworks in thirteen steps", steps=(
    Step(
        title="The river and your satchel",
        text=("Glass lies in a river of six segments, each marked with one of six shapes. The small stones drawn "
              "on a segment matter later. Your satchel, under your glassworks, holds the glass you can throw in. "
              "On your turn you drop one piece on the segment of its own shape, then scoop up everything on a "
              "segment right next to it and take it home to your glassworks."),
        position={"river": _river(C="bC", T="lT", H="pH yH", D="gD", M="sM oM"),
                  "satchels": ["wS wT", "gC sS pD"], "lake": LAKE},
        task="Drop your white square on the square segment and collect the heart segment beside it.",
        hint="Your square goes on the square segment; of its two neighbours, collect the heart one.",
        check=_played("wS>H"),
    ),
    Step(
        title="Only a neighbour",
        text=("The segment you collect must touch the one you placed on, on either side. Which shapes you carry "
              "therefore decides which parts of the river you can reach. Here your square can reach the "
              "triangle segment or the heart segment."),
        position={"river": _river(C="bC", T="wT pT sT", H="yH", D="gD", M="oM"),
                  "satchels": ["wS", "gC sS pD"], "lake": LAKE},
        task="Collect the richest segment your white square can reach.",
        hint=("Your square reaches the triangle and heart segments: count the glass on each and take the fuller "
              "one."),
        check=_played("wS>T"),
    ),
    Step(
        title="Two of a kind are wild",
        text=("Two pieces of the same shape, dropped together, may go on any segment at all, whatever its shape. "
              "It costs you two pieces instead of one, but it reaches places a single piece cannot. The "
              "colours of the pair do not matter, only that the shapes match."),
        position={"river": _river(T="oT", D="bD lD gD", M="yM"),
                  "satchels": ["wC pC", "gC sS pD"], "lake": LAKE},
        task="Pair your two circles as a wild piece and collect the three pieces on the drop segment.",
        hint=("Play both circles together as one wild piece on a segment next to the drop segment, then collect the "
              "drop."),
        check=_wild_to_drop,
    ),
    Step(
        title="The river flows",
        text=("The segment you emptied is carried to the start of the river, on the left, and the others slide "
              "along to close the gap. Then fresh glass from the bag lands on it: as many pieces as the stones "
              "drawn on its new neighbour to the right. Your own piece stays where you dropped it, ready for "
              "someone else to collect."),
        position={"river": _river(H="pH"), "satchels": ["wS", "gC sS pD"], "lake": LAKE},
        task="Collect the heart segment and watch it move to the start and fill up again.",
        hint="Place your square on its own segment and collect its neighbour, the heart segment.",
        check=_river_moved,
    ),
    Step(
        title="Drawing from the lake",
        text=("Instead of placing, you may fish in the lake at the end of the river: take four of its five pieces "
              "into your satchel, leave one behind, and the lake is filled up again from the bag. It is how you "
              "restock shapes when your satchel runs low."),
        position={"river": _river(C="bC", T="lT"), "satchels": ["wS", "gC sS pD"], "lake": "wC pT sS bH wM"},
        task="Draw from the lake and leave the white moon behind.",
        hint="Choose the lake instead of placing, and pick the white moon as the piece that stays.",
        check=_played("lake -wM"),
    ),
    Step(
        title="A satchel holds five",
        text=("Your satchel never holds more than five pieces. Whatever does not fit after a draw must go, one "
              "piece at a time and of your choosing, to your overflow. Every piece in the overflow costs three "
              "points at the end, so count before you draw."),
        position={"river": _river(C="bC", T="lT"), "satchels": ["wS pS", "gC sS pD"], "lake": LAKE},
        task="Draw from the lake, then pick the piece that goes to your overflow.",
        hint="Draw from the lake rather than placing: four more pieces make six, so choose one for the overflow.",
        check=_one_spilled,
    ),
    Step(
        title="A column for each colour",
        text=("In your glassworks every colour has one column, filled from the bottom up. Glass of a colour you "
              "already have joins its column. A column holds five; a piece that finds its column full goes to "
              "the overflow instead. Here your white column is full and your purple one has room."),
        position={"river": _river(H="wH pH"), "satchels": ["sS", "gC sS pD"], "lake": LAKE,
                  "columns": ["w5 p2", ""]},
        task="Collect the heart segment: the purple joins its column, the white spills over.",
        hint=("Place your square and collect the heart segment next to it; the white has no room left and goes "
              "over."),
        check=_purple_joined,
    ),
    Step(
        title="New colours, your order",
        text=("A colour you do not have yet opens the next empty column, from left to right. When one haul brings "
              "several new colours, you decide which one goes first, click by click; the last follows by itself. "
              "Columns further right are worth more at the end, as the numbers on the board show."),
        position={"river": _river(H="yH oH bH"), "satchels": ["sS", "gC sS pD"], "lake": LAKE,
                  "columns": ["w2", ""]},
        task="Collect the heart segment and give yellow the next empty column.",
        hint="After collecting the hearts you choose the order of the new colours: pick yellow first.",
        check=_yellow_next,
    ),
    Step(
        title="No room for another colour",
        text=("There are seven columns and more colours than that (eight, or nine with black in a five-player "
              "game). Once all seven columns are in use, any new colour goes straight to the overflow. The "
              "chart of colours shows how many pieces of each exist, so you can tell rare ones from common ones."),
        position={"river": _river(T="oT", H="pH wH"), "satchels": ["wS", "gC sS pD"], "lake": LAKE,
                  "columns": ["w1 p1 s1 b1 l1 g1 y1", ""]},
        task="All seven columns are in use: collect the neighbour whose glass fits without overflow.",
        hint=("Orange has no column and would go to the overflow: collect the segment holding only colours you "
              "already have."),
        check=_fits_without_overflow,
    ),
    Step(
        title="Seventeen pieces: the last stage",
        text=("As soon as someone has 17 pieces in the glassworks (overflow does not count), the last stage "
              "begins. Everyone with fewer than three pieces in the satchel tops it up to three from the bag, and "
              "then nothing more comes out of the bag: emptied segments stay empty and the lake is closed. The "
              "round is played to its end, then one more full round."),
        position={"river": _river(H="bH lH"), "satchels": ["wS", ""], "lake": LAKE, "columns": ["w5 p5 s5", ""]},
        task="Collect the heart segment to reach 17 pieces and start the last stage.",
        hint=("You have 15 pieces: place your square and collect the heart segment, whose two pieces bring you to "
              "17."),
        check=lambda g: g.view()["last_stage"],
    ),
    Step(
        title="Scoring the rows",
        text=("At the end every row scores by how many spaces in a row are filled, counting from the leftmost "
              "column: the points are printed under the glassworks. A gap stops the count, and a row whose "
              "leftmost space is empty scores nothing at all. Wide, even glassworks score well here."),
        position={"river": _river(C="bC"), "satchels": ["wS", "gC"], "lake": LAKE,
                  "columns": ["w4 p3 s3 b2 l1", "w1 p3 s3"]},
    ),
    Step(
        title="Two tall columns, and the overflow",
        text=("Next your two tallest columns score the value printed at their top piece. When columns are equally "
              "tall, the leftmost ones are the ones that count, which are the lower valued ones. Finally each "
              "piece in your overflow takes away three points. The panel beside each glassworks shows the score "
              "as it stands."),
        position={"river": _river(C="bC"), "satchels": ["wS", "gC"], "lake": LAKE,
                  "columns": ["w3 p4 s4 b2", "w2 p2"], "overflow": ["oC", ""]},
    ),
    Step(
        title="The last turn",
        text=("Most points wins; players with equal scores share the victory. Here it is your last turn of the "
              "game and the Fox is two points ahead. One of the two segments next to your square wins the game, "
              "the other only ties it."),
        position={"river": _river(T="yT", H="bH bD"), "satchels": ["wS", ""], "lake": "",
                  "columns": ["w2 p2 s2", "w2 p2 s2 b1"], "last_stage": True, "turns_left": 0},
        task="Make the collection that wins the game outright.",
        hint=("Work out both neighbours of the square segment: compare how each haul fills your rows and your two "
              "tallest columns."),
        check=_otter_wins,
    ),
))
