"""Downforce, taught in eleven short steps. You are North (seat 0)."""

from __future__ import annotations

from ...engine.lesson import Lesson, Step
from .data import COLOURS, track

_R = track("river_station")
_A = track("aloha_sands")
_S = track("savanna_stretch")
_W = track("switchback_pass")


def _at(t, row, lane):
    return t.at[(row, lane)]


def _race(t, cars, hands, owners=None, **more):
    """A race position on track ``t``: ``cars`` = {colour: (row, lane)}, the others parked behind."""
    spaces = {c: _at(t, *rl) for c, rl in cars.items()}
    park = [(2, 0), (2, 1), (3, 0), (3, 1), (4, 0), (4, 1)]
    for c in COLOURS:
        if c not in spaces:
            while _at(t, *park[0]) in spaces.values():
                park.pop(0)
            spaces[c] = _at(t, *park.pop(0))
    pos = {"cars": spaces, "hands": hands, "owners": owners or {"red": 0, "blue": 1, "green": 0, "black": 1},
           "player": 0}
    pos.update(more)
    return pos


def _moved(colour, t, start):
    return lambda g: g.space[colour] != _at(t, *start)


LESSON = Lesson(game="downforce", title="Downforce in eleven steps", steps=(
    Step(
        title="Bidding for cars",
        text=("The race starts with an auction: the six cars come up one by one. Everybody chooses a speed card "
              "face down; the line of the auctioned colour on it is your bid. The highest bid wins the car, and the "
              "winning bid is subtracted from your money at the end. The card itself goes back to your hand."),
        options={"players": 2}, seed=3,
        task="Bid a speed card for the car on offer.",
        hint="Click one of your lit cards: the number on its line of that colour is what you offer.",
        check=lambda g: any(s == 0 and a.startswith("bid") for s, a in g.history),
    ),
    Step(
        title="Wilds, ties, and a car for everyone",
        text=("Without a card of the auctioned colour you must bid a card with a wild (its speed counts), and "
              "without either any card (its lowest speed). Equal bids go to the card listing more colours, then "
              "to the one with fewer wilds. Everybody must win a car: once the cars left are no more than the "
              "players without one, only those may bid. A tie that cannot be broken sets the car aside."),
        options={"players": 4}, seed=3,
    ),
    Step(
        title="A card moves many cars",
        text=("On your turn you play one speed card. Every car listed on it moves by its line's speed, top line "
              "first, whoever owns it. You choose where each car ends: forward or diagonally forward, never "
              "through another car. Your own cars are red and green here."),
        options={"players": 2},
        position=_race(_R, {"red": (8, 0), "blue": (8, 1)}, [[7, 19], [20]]),
        task="Play the card that moves your red car 5 spaces.",
        hint="Card 7 has red on its top line with speed 5: play it.",
        check=lambda g: g.track.row(g.space["red"]) >= 13 if g.space["red"] is not None else False,
    ),
    Step(
        title="As far as it can",
        text=("A car must move as far as it can. When other cars block the way it stops behind them and loses "
              "the rest of its move. Playing a card that moves a rival's car into a traffic jam is half the game."),
        options={"players": 2},
        position=_race(_R, {"blue": (10, 0), "black": (11, 0), "yellow": (11, 1), "red": (6, 0)}, [[9, 2], [20]]),
        task="Play a card that moves the rival's blue car while it is stuck behind the jam.",
        hint="Blue is boxed in by black and yellow: card 9 moves blue first, and it cannot go anywhere.",
        check=lambda g: 9 in g.played,
    ),
    Step(
        title="Yellow lines and secret bets",
        text=("When the first car crosses one of the three yellow lines, every player secretly bets on the car "
              "that will win, at the end of that turn, also players with no car near the line. The first bet "
              "pays 9, 6 or 3 if that car finishes 1st, 2nd or 3rd; the second 6, 4, 2; the third 3, 2, 1."),
        options={"players": 2},
        position=_race(_R, {"red": (12, 1)}, [[1, 6], [20]]),
        task="Send the red car across the first yellow line, then bet on it.",
        hint="Card 6 moves red 5 spaces, over the line; then choose red for your bet.",
        check=lambda g: g.betting.get(0) == "red" or (bool(g.bets[0]) and g.bets[0][0][0] == "red"),
    ),
    Step(
        title="The finish and the money",
        text=("A car crossing the finish line takes the next place: its owner earns 12, 9, 6, 4 or 2 million "
              "for 1st to 5th. The race ends when five cars are home. Add the bets, subtract the winning bids: "
              "most money wins, and a tie goes to the player whose car finished higher."),
        options={"players": 2},
        position=_race(_R, {"red": (47, 1)}, [[6, 19], [20]], crossed=[True, True, True]),
        task="Bring the red car home.",
        hint="Red needs more than 2 spaces to cross the line: card 6 gives it 5.",
        check=lambda g: "red" in g.places,
    ),
    Step(
        title="Powers",
        text=("With the powers option every car comes with a power card, and a player keeps one: aggressive "
              "(+1 for your car on the card's top line), cunning (you move your cars on every turn), determined "
              "(+2 after moving on rectangular spaces only), strategic (leave a colour of a six-colour card out), "
              "tricky (bottom line first), unpredictable (a wild may move a listed car). The additional powers: "
              "ambitious, experienced, tough, bold, defensive and reckless."),
        options={"players": 2, "powers": True, "additional_powers": True},
        position=_race(_R, {"red": (10, 0)}, [[7, 19], [20]], powers=["aggressive", None]),
        task="Play card 7: red is on its top line, so aggressive gives it one more space.",
        hint="Play card 7, then take the extra space for the red car.",
        check=lambda g: g.space["red"] is not None and g.track.row(g.space["red"]) == 16,
    ),
    Step(
        title="Odds betting",
        text=("Two betting variants: with odds betting a bet pays the car's place when you bet times a "
              "modifier by its finish (first bet 3/2/1, second 2/1/0, third 1/0/0), so backing a car far back pays "
              "more. Odds betting on the winner only pays bets on the winning car."),
        options={"players": 2, "betting": "odds"},
        position=_race(_R, {"red": (8, 0)}, [[7, 19], [20]]),
    ),
    Step(
        title="Switchback Pass: cracks",
        text=("Cracked spaces are too small for a car: it may drive through one to get past another car, but "
              "never end its move there; a move that would end on a crack steps back to the last regular space."),
        options={"players": 2, "track": "switchback_pass"},
        position=_race(_W, {"red": (8, 1)}, [[6, 19], [20]]),
        task="Move the red car past the cracks.",
        hint="Play card 6 and pick one of the lit spaces: the cracked ones are never offered.",
        check=lambda g: g.space["red"] is not None and g.track.row(g.space["red"]) > 8,
    ),
    Step(
        title="Aloha Sands: ramps",
        text=("A ramp lets a car fly ahead: from the ramp space one space of movement takes it to the landing "
              "space, if the car's speed is at least the ramp's number and the landing space is empty."),
        options={"players": 2, "track": "aloha_sands"},
        position=_race(_A, {"red": (8, 0)}, [[6, 19], [20]]),
        task="Jump the red car over the ramp.",
        hint="Play card 6 (red 5, enough for the ramp's 4) and choose the space past the landing.",
        check=lambda g: g.space["red"] is not None and g.track.row(g.space["red"]) >= 14,
    ),
    Step(
        title="Savanna Stretch and Crosstown Speedway",
        text=("On Savanna Stretch an antelope, an elephant and a python block their spaces; at the end of a turn "
              "in which a car got past one, it walks on to its next open space. Crosstown Speedway has two "
              "crossover loops (you must drive round: the loop's entry and exit are not linked) and two split "
              "sections where the road divides and no car changes branch."),
        options={"players": 2, "track": "savanna_stretch"},
        position=_race(_S, {"red": (8, 1)}, [[6, 19], [20]]),
        task="Drive the red car past the antelope.",
        hint="Play card 6: red goes 5 spaces, round the antelope on row 10.",
        check=lambda g: g.animal["antelope"] != 0,
    ),
))
