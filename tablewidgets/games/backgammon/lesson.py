"""Backgammon, taught in sixteen short steps. You play White (seat 0) throughout.

Every cube claim of the lesson (who should double, take or pass) is checked
against GNU Backgammon's network in tests/games/test_backgammon.py.
"""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .moves import BAR, OFF

START = "24:2 13:5 8:3 6:5"
#: a race in which the side on roll leads by 8 pips (87 to 95): a double and a take
RACE_AHEAD = "10:1 8:2 7:2 6:3 5:3 4:2 3:2"
RACE_BEHIND = "12:1 10:2 8:2 6:3 5:3 4:2 3:2"
#: a race in which Black, on roll, leads 87 to 94: Black doubles and White takes
RACE_TRAILING = "13:1 10:1 8:3 6:3 5:3 4:2 3:2"
#: White has borne in and Black still holds White's 1-point: about 82% wins and 60% gammons for White
CRUSHING = "6:4 5:4 4:3 3:2 2:2"


def _white(point: int, at_least: int = 1):
    return lambda g: g.board[0][point] >= at_least


LESSON = Lesson(game="backgammon", title="Backgammon in sixteen steps", steps=(
    Step(
        title="The board and the goal",
        text=("Each side owns fifteen checkers. You are White: you move from your 24-point down to your "
              "1-point, and Black moves the opposite way round. Points 1 to 6 are your home board. Bring "
              "all fifteen checkers home, then take them off the board: the first side with every checker "
              "off wins. Point numbers in moves are always counted from your own side."),
        position={"checkers": [START, START], "dice": [3, 1]},
        task="You rolled 3 and 1. Build a safe point in your home board: move 8/5 and 6/5.",
        hint=("A point is safe with two checkers on it: the 3 brings one from the 8-point and the 1 one from the "
              "6-point, both to the 5."),
        check=_white(5, 2),
    ),
    Step(
        title="The opening roll",
        text=("A game starts with each side throwing a single die; on a tie both throw again. The higher "
              "die moves first, and its turn is played with the two numbers just thrown, its own and the "
              "other side's: so the first move of a game is never a double. From then on the sides take "
              "turns, each throwing both dice. Here White threw 6 and Black 1: White starts with 6 and 1."),
        seed=19,
        task="Play the opening 6-1 the classic way: make your 7-point with 13/7 and 8/7.",
        hint="Both checkers must land on the 7-point: the 6 from your 13-point, the 1 from your 8-point.",
        check=_white(7, 2),
    ),
    Step(
        title="Two dice, one or two checkers",
        text=("Each die is a separate move. You may move two checkers, one per die, or the same checker "
              "twice: first with one number, then with the other from where it landed. Each step is its own "
              "click here, like 24/18 and then 18/13."),
        position={"checkers": [START, START], "dice": [6, 5]},
        task="Run one of your back checkers from 24 all the way to your 13-point.",
        hint=("Move the same back checker with both dice. The point it touches after the first die must be open: "
              "Black holds your 19-point."),
        check=lambda g: g.board[0][24] == 1 and g.board[0][13] == 6,
    ),
    Step(
        title="Points that are closed",
        text=("A point holding two or more opposing checkers is closed to you: you cannot land there. "
              "When one checker moves with both dice, the point in between must be open too, so the "
              "order of the dice can matter. Black holds your 18-point here."),
        position={"checkers": [START, "24:2 13:5 8:2 7:2 6:4"], "dice": [6, 4]},
        task="Move one back checker from 24 to 14 (the 6 alone lands on 18, so think about the order).",
        hint=("Black holds your 18-point, so the 6 cannot go first: play the other die with that checker, then the "
              "6 from where it lands."),
        check=_white(14),
    ),
    Step(
        title="Doubles",
        text=("When both dice show the same number you play that number four times, with any mix of "
              "checkers, as far as the board allows."),
        position={"checkers": [START, START], "dice": [4, 4]},
        task="Use two of your four 4s to make a new point: two checkers from 13 to 9.",
        hint=("Play a 4 with two different checkers from your 13-point, so both stop on the 9-point; the other two "
              "4s are free."),
        check=_white(9, 2),
    ),
    Step(
        title="Hitting a single checker",
        text=("A checker alone on a point is a blot. Land on an opposing blot and you hit it: it goes to the "
              "bar in the middle and must start its journey again. Leaving your own blots in range is a risk."),
        position={"checkers": ["24:2 13:4 8:3 6:5 10:1", "24:2 13:4 8:3 6:5 18:1"], "dice": [3, 1]},
        task="Hit Black's blot on your 7-point.",
        hint=("Black's lone checker stands on your 7-point: find the checker that one of your dice carries exactly "
              "there."),
        check=lambda g: g.board[1][BAR] >= 1,
    ),
    Step(
        title="Coming in from the bar",
        text=("While one of your checkers is on the bar, nothing else may move. It comes in on Black's home "
              "board — your points 24 down to 19 — on the point matching a die (a 1 enters on 24, a 6 on 19), "
              "and only if that point is open. If neither number can enter, your turn is lost; against six "
              "closed points you cannot move at all until one opens."),
        position={"checkers": ["bar:1 13:5 8:3 6:5 24:1", "6:3 5:3 4:3 3:2 8:2 13:2"], "turn": 0, "dice": [5, 2]},
        task="Bring the checker on the bar back into play.",
        hint=("A die enters on the point 25 minus its number. Black holds your 19- to 22-points, so only one of "
              "your dice can bring it in."),
        check=lambda g: g.board[0][BAR] == 0,
    ),
    Step(
        title="Bearing off",
        text=("Once all fifteen checkers are in your home board you may bear them off: a die takes a checker "
              "off from the point of the same number (a 6 from the 6-point, a 2 from the 2-point). You may "
              "also use a die to move inside the home board instead."),
        position={"checkers": ["6:3 5:3 4:3 3:2 2:2 1:2", "6:3 5:3 4:3 3:3 2:3"], "dice": [6, 2]},
        task="Bear off two checkers with this roll.",
        hint="Use each die to bear off from the point of its own number, not to move inside your home board.",
        check=lambda g: g.board[0][OFF] >= 2,
    ),
    Step(
        title="A number higher than your checkers",
        text=("If a die is higher than your highest occupied point, it bears off a checker from that highest "
              "point. With a checker still further back, the higher number must be played by a move inside "
              "the board instead."),
        position={"checkers": ["4:2 3:3 2:4 1:4", "6:3 5:3 4:3 3:3 2:3"], "dice": [6, 5]},
        task="You rolled 6 and 5 with nothing above your 4-point: bear off two checkers.",
        hint="Both dice are higher than your highest point, so each of them takes a checker off your 4-point.",
        check=lambda g: g.board[0][OFF] >= 4,
    ),
    Step(
        title="Using the whole roll",
        text=("You must play both numbers when you can. If only one of them can be played, you must play the "
              "larger one when it is playable; with doubles, play as many as possible. The buttons only offer "
              "moves that keep to this. Here the 6 or the 5 fits alone, but never both, because Black holds "
              "your 2-point."),
        position={"checkers": ["13:1 1:14", "23:2 6:5 8:3 13:5"], "dice": [6, 5]},
        task="Play your roll.",
        hint="Only one die can be played here, and when only one fits the rule asks for the larger one.",
        check=_white(7),
    ),
    Step(
        title="Doubling the stakes",
        text=("Before rolling you may turn the doubling cube and offer to play on for twice the stakes. The "
              "other side either takes — the game goes on, worth double, and they own the cube, so only they "
              "may double next — or passes, and loses the game at the stakes before the double. Here all "
              "contact is over and you lead the race 87 to 95 pips with the dice in your hand: you win about "
              "three games in four. That is a double, and Black, still winning one in four, takes."),
        position={"checkers": [RACE_AHEAD, RACE_BEHIND], "turn": 0},
        task="You lead the race by 8 pips: offer a double.",
        hint="The cube is offered before you roll: choose double, not roll.",
        check=lambda g: (0, "double") in g.history,
        reply=lambda g: "take" if g.phase == "cube" else None,
    ),
    Step(
        title="Too good to double, and the Jacoby rule",
        text=("A double is not always right. Here you have borne in while Black still sits on your 1-point: "
              "you win about 82% of games and 60% are gammons. In a plain money game that is too good to "
              "double — Black would pass and you would win a single point, while playing on wins well over "
              "one point on average. The Jacoby rule, an option of money games, changes this: gammons and "
              "backgammons count as single games until the cube has been turned. This game is played with "
              "it, so playing on can win one point at most, and doubling to cash the point is right."),
        options={"jacoby": True},
        position={"checkers": [CRUSHING, START], "turn": 0},
        task="The Jacoby rule is on: double, and Black will pass.",
        hint=("With the Jacoby rule a gammon counts only after the cube is turned: offer the double before you "
              "roll."),
        check=lambda g: (0, "double") in g.history,
        reply=lambda g: "pass" if g.phase == "cube" else None,
    ),
    Step(
        title="Taking a double",
        text=("Black has doubled. Passing costs the current stakes now; taking risks twice as much but keeps "
              "your chances, and gives you the cube. A take is right when you win at least about one game "
              "in four. Black leads this race 87 to 94 pips and is on roll: a good double, but you still "
              "win more than one game in four."),
        position={"checkers": [RACE_TRAILING, RACE_AHEAD], "turn": 1, "cube": {"offered_by": 1}},
        task="Take the double.",
        hint="You win more than one game in four here: answer Black's double with take, not pass.",
        check=lambda g: g.cube["value"] == 2 and g.cube["owner"] == 0,
    ),
    Step(
        title="Gammons and backgammons",
        text=("A normal win scores the cube's value. If the loser has not borne off a single checker it is a "
              "gammon, worth twice as much; if the loser also still has a checker on the bar or in the "
              "winner's home board, it is a backgammon, worth three times."),
        position={"checkers": ["2:1 1:1", "22:1 13:4 12:5 11:5"], "dice": [4, 2]},
        task="Bear off your last two checkers and win a backgammon.",
        hint="Use both dice to take checkers off: a die higher than your highest point bears off from that point.",
        check=lambda g: bool(g.last_game) and g.last_game["kind"] == "backgammon",
    ),
    Step(
        title="Matches and the Crawford rule",
        text=("A match is a run of games until one side reaches the agreed number of points. The first "
              "game after a side comes within one point of winning is the Crawford game: nobody may "
              "double in it. In later games the cube is back in play."),
        options={"match_length": 5},
        position={"checkers": ["3:1 2:1", START], "dice": [3, 2], "score": [4, 1],
                  "crawford": True, "game": 4},
        task="Bear off your last checkers to win the match.",
        hint=("Match each die to a point: one bears off the checker on your 3-point, the other the checker on your "
              "2-point."),
        check=lambda g: g.over and g.outcome["winners"] == [0],
    ),
    Step(
        title="After the Crawford game",
        text=("Black won the Crawford game, so the cube is free again. Black, far behind, should double "
              "at once: you are one point from the match and will never double, so a doubled game costs "
              "Black nothing. At 4-1 in a match to 5 you even have a free drop. Pass, and you lead 4-2: "
              "Black, needing three points, still needs two more wins; take, and Black needs two wins all "
              "the same, this one and one more. Passing costs you nothing, and this game, with Black to "
              "roll first, is a little better for Black: pass. (When Black needs an odd number of points, "
              "a pass would save Black a whole win: then such a double is a take.)"),
        options={"match_length": 5},
        position={"checkers": [START, START], "turn": 1, "score": [4, 1], "game": 5,
                  "cube": {"offered_by": 1}},
        task="Use your free drop: pass Black's double.",
        hint="At 4-1 a pass costs you nothing in the match: answer Black's double with pass.",
        check=lambda g: (0, "pass") in g.history,
    ),
))
