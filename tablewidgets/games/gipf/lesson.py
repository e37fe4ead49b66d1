"""GIPF, taught in thirteen short steps. You play White (seat 0) throughout."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step


def _at(name: str, color: int, gipf: bool = False):
    """The point holds a piece of that colour and kind."""
    return lambda g: g.view()["board"].get(name) == {"color": color, "gipf": gipf}


def _empty(*names: str):
    return lambda g: all(n not in g.view()["board"] for n in names)


def _white_won(g) -> bool:
    return g.over and g.result()["winners"] == [0]


LESSON = Lesson(game="gipf", title="GIPF in thirteen steps", steps=(
    Step(
        title="The board and the push",
        text=("Pieces play on the 37 points where the lines cross. The 24 dots around the rim are only "
              "doorways: on your turn you take a piece from your reserve, set it on a dot and slide it one "
              "step onto the board. Each side owns 18 pieces; in the standard game six of them start on "
              "the board, stacked in pairs as three GIPF pieces, and the other 12 wait in reserve. White begins. "
              "If the point you enter is taken, the piece there is shoved one step further along the line."),
        task="Enter a piece at the corner dot a1, shoving Black's GIPF piece from b2 on to c3.",
        hint="Start at the corner dot a1 and push along the line through b2: the pieces in that line all slide one point.",
        check=_at("c3", 1, True),
    ),
    Step(
        title="A push moves the whole run",
        text=("Every piece in the unbroken run in front of the entering piece moves one step along the line, "
              "whatever its colour. The run ends at the first empty point, so pieces beyond a gap stay "
              "where they are."),
        position={"white": "Gb5 Gh5 e2 e3", "black": "Gb2 Gh2 e4 e6"},
        task="Push up the e-file so that Black's piece on e4 ends up on e5.",
        hint="Enter from the dot at the bottom of the e-file (e1) and push upwards: everything in the file moves one point.",
        check=_at("e5", 1),
    ),
    Step(
        title="A full line is closed",
        text=("You can never push a piece off the board. If a line has no empty point left between your dot "
              "and the far rim, it is closed from both ends. Here the e-file is packed, so e1 and e9 are "
              "useless, but e2 can still be reached along the other two lines through it."),
        position={"white": "Gb5 e2 e4 e6", "black": "Gb2 e3 e5 e7 e8"},
        task="Bring a new piece onto e2 along a line that still has room.",
        hint="A full line cannot be pushed. Look for a line through e2 with an empty point further along.",
        check=lambda g: bool(g.view()["last"]) and g.view()["last"]["action"] in ("d1-e2", "f1-e2"),
    ),
    Step(
        title="Four in a row",
        text=("When four pieces of one colour stand next to each other on a line, they leave the board "
              "straight away. Your own pieces go back to your reserve, ready to be played again: this "
              "recycling is what keeps you alive, because a turn always costs a piece."),
        position={"white": "Gb5 Gh5 e2 e3 e4", "black": "Gb2 Gh2 Ge8"},
        task="Line up four white pieces and watch them come back to your reserve.",
        hint="Count along each line: you need four white pieces in a row with no gap.",
        check=lambda g: g.view()["reserve"][0] > 11,
    ),
    Step(
        title="The line beyond the four",
        text=("Not just the four leave: the whole unbroken run of pieces they belong to goes, up to the "
              "first empty point or the rim. Opposing pieces caught in that run are captured: they are gone "
              "for good and your opponent can never play them again."),
        position={"white": "Gb5 Gh5 e2 e3 e4", "black": "Gb2 Gh2 e5 e6"},
        task="Make your row and capture the two black pieces that extend it.",
        hint=("Only pieces in the same unbroken run as your four go with them: make your row on the line where the "
              "black pieces touch your own."),
        check=lambda g: g.view()["captured"][0] >= 2,
    ),
    Step(
        title="GIPF pieces: keep or remove",
        text=("A GIPF piece counts as one piece of its colour in a row, but it never has to leave. Whoever "
              "takes the row decides for every GIPF piece in it, of either colour, whether it stays or goes. "
              "One that goes counts as two pieces: two back to your reserve if it is yours, two captured if "
              "it is your opponent's. Usually you keep your own and remove your opponent's."),
        position={"white": "Gb5 e2 Ge3 e4", "black": "Gb2 Gh2 e5 Ge6"},
        moves=((0, "e1-e2"),),
        task="Your row e2-e7 is being taken: keep your GIPF piece on e4 and remove Black's on e7.",
        hint=("You are asked about each GIPF piece in the row: keep your own, and remove Black's, which counts as "
              "two captured pieces."),
        check=lambda g: _at("e4", 0, True)(g) and _empty("e7")(g) and g.view()["captured"][0] == 3,
    ),
    Step(
        title="Two rows at once",
        text=("One push can complete more than one row. Rows that share no point are all taken. Here a single "
              "push lines up four on the e3-h3 line and four from b5 to e5 at the same time."),
        position={"white": "Gb5 e2 e4 f3 g3 h3 c5 d5", "black": "Gb2 e3"},
        task="Find the push that takes both rows.",
        hint="One push can complete two rows at once: look for the point where both lines meet.",
        check=lambda g: bool(g.view()["last"]) and len(g.view()["last"]["removed"]) >= 7,
    ),
    Step(
        title="Crossing rows",
        text=("When two of your rows cross, you choose which one to take (click it). Usually taking one "
              "breaks the other. But if a GIPF piece sits on the crossing and you keep it, the second row "
              "still has its four, and it is taken as well."),
        position={"white": "Gb5 e2 e3 Ge4 c3 d4 f5", "black": "Gh2"},
        moves=((0, "e1-e2"),),
        task="Take both crossing rows: choose one, and keep your GIPF piece on e5 each time you are asked.",
        hint=("The second row keeps its four only while the GIPF piece on the crossing stays: answer keep for it "
              "every time."),
        check=lambda g: _at("e5", 0, True)(g) and _empty("c3", "d4", "f5", "e2", "e3", "e4")(g),
    ),
    Step(
        title="Rows for both players",
        text=("A push can also finish a row of your opponent's colour. Then the player who pushed takes their "
              "rows first, and the other player takes theirs afterwards, if they still stand. Black here has "
              "c6, d6 and f5 and is waiting for a fourth piece on e6."),
        position={"white": "Gb5 e2 e3 e4", "black": "Gb2 e5 c6 d6 f5"},
        task="Push Black's piece onto e6 so that your own row removes it before Black can use it.",
        hint=("Push up the e-file so that your new piece makes four white: Black's piece shoved to e6 is then part "
              "of your run and goes with it."),
        check=lambda g: g.view()["captured"][0] >= 1 and _at("c6", 1)(g) and _empty("e6")(g),
    ),
    Step(
        title="Winning: an empty reserve",
        text=("Every turn you must bring in a piece. A player who has to push with nothing left in reserve "
              "loses at once. Capturing pieces and recycling your own are two sides of the same race."),
        position={"white": "Gb5 Gh5", "black": "Gb2 Gh2", "reserve": [3, 0]},
        task="Black has no piece in reserve. Make any push and win.",
        hint="Any legal push wins here: pick an outer dot, then a point next to it.",
        check=_white_won,
    ),
    Step(
        title="Winning: the last GIPF piece",
        text=("In the standard and tournament games you must also keep at least one GIPF piece on the board. "
              "Lose your last one and you lose the game. If both players lose their last GIPF piece in the "
              "same turn, the player who pushed wins."),
        position={"white": "Gb5 e2 e3 e4", "black": "e5 e6 Ge7"},
        task="Black has a single GIPF piece left: take your row and remove it.",
        hint=("Black's GIPF piece must be in the run of your row: make four white where it touches them, then "
              "choose to remove it."),
        check=_white_won,
    ),
    Step(
        title="The basic game",
        text=("The basic game leaves GIPF pieces out: each side starts with three single pieces on the board "
              "and 12 in reserve, 15 in all, and the only way to win is to leave your opponent with nothing "
              "to push. It is a good first game."),
        options={"variant": "basic"},
        position={"white": "e2 e3 e4", "black": "b2 h2 e8"},
        task="Make a row of four single pieces.",
        hint="Your three pieces stand in one line: push a fourth into that line from its end.",
        check=lambda g: g.view()["reserve"][0] > 12,
    ),
    Step(
        title="The tournament game",
        text=("The tournament game starts with an empty board and 18 pieces in each reserve. Your first push "
              "must be a GIPF piece (it costs two pieces). You may keep entering GIPF pieces on later turns, "
              "until the first time you push a single piece: from then on only single pieces. More GIPF "
              "pieces are more protection, but fewer pieces left to push."),
        options={"variant": "tournament"},
        task="Enter your first piece: a GIPF piece, from any dot.",
        hint=("The first push of the tournament game is always a GIPF piece: pick any outer dot, then a "
              "point beside it."),
        check=lambda g: g.view()["gipf_on_board"][0] == 1,
    ),
))
