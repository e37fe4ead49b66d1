"""A backgammon evaluation by hand-made features, and the cube policy built on it.

:func:`win_chance` estimates the chance that one side wins the game, on
sides in their own numbering (see moves.py). Two regimes:

* a pure race (the sides have passed each other): a pip-count formula with
  a correction for checkers piled on low points and for being on roll;
* contact: a logistic function of features a player weighs at the board —
  the race, points made in the home board and just outside it, the longest
  prime and what it traps, anchors in the opponent's home, checkers on the
  bar against the points that keep them out, and the risk that the side not
  on roll leaves: for each of the 36 rolls, the worst blot the opponent can hit.

The feature weights were fitted once (least log-loss) to the 0-ply win
estimates of GNU Backgammon's network on 120,000 contact positions from its
self-play (with 0-30% random moves for variety): mean error 0.066 against
0.22 for a constant. The features themselves are ours and cheap to compute.
Gammon chances are a second logistic fit of the same kind (mean error 0.057);
in a race, a pip-count formula.

>>> from .moves import side
>>> start = side({24: 2, 13: 5, 8: 3, 6: 5})
>>> 0.5 < win_chance(start, start, on_roll=True) < 0.6
True
"""

from __future__ import annotations

import math

from .moves import BAR, CHECKERS, OFF

#: The 21 different rolls with how many of the 36 throws show them.
ROLLS = tuple((a, b, 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7))
#: How much a point in the home board and just outside it is worth (index = own point).
POINT_VALUE = (0, 0.5, 0.7, 0.9, 1.1, 1.3, 1.2, 1.0, 0.5, 0.2) + (0,) * 16

FEATURES = ("race", "race_share", "home", "prime", "anchor", "bar", "bar_closed", "exposed", "shots", "stacks",
            "back", "off", "on_roll")
# fitted weights (see the module docstring)
GAMMON_WEIGHTS = (0.615, 0.688, 0.349, -0.48, 0.38, 0.475, -0.505, -3.376)
WEIGHTS = (-0.431, 0.937, 0.252, 0.134, -0.076, -0.179, -0.05, -0.39, 0.392, -0.059, -0.215, 0.081, 0.038)


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def back_point(counts) -> int:
    """The furthest point (own numbering, 25 = bar) where the side still has a checker; 0 if none."""
    i = 25
    while i and not counts[i]:
        i -= 1
    return i


def in_contact(a, b) -> bool:
    """True while some checker of one side still has to get past a checker of the other."""
    return back_point(a) + back_point(b) > 25


def effective_pips(counts) -> float:
    """The pip count, raised when checkers are piled up on low points (they waste pips bearing off)."""
    total = sum(i * counts[i] for i in range(1, 26))
    left = CHECKERS - counts[OFF]
    # a roll moves about 8.17 pips and bears off at most two checkers (four with doubles)
    rolls = max(total / 8.17, left / 2.2)
    return 8.17 * rolls + 0.4 * (counts[1] + counts[2]) + (1.0 if counts[1] > 2 else 0.0)


def race_chance(me, opp, on_roll: bool) -> float:
    mine, theirs = effective_pips(me), effective_pips(opp)
    lead = theirs - mine + (4.0 if on_roll else -4.0)
    spread = 1.25 * math.sqrt(mine + theirs) + 1.0
    return _phi(lead / spread)


def _made(counts, i) -> bool:
    return counts[i] >= 2


def _exposure(me, opp) -> float:
    """How much the opponent, on roll, expects to gain by hitting one of ``me``'s single checkers.

    For each roll, the most costly blot it can hit (cost: the pips the
    checker loses, plus a little), weighted by the 36 throws.
    """
    blots = [p for p in range(1, 25) if me[p] == 1]
    if not blots:
        return 0.0
    # the opponent's checkers in my numbering: its point j is my point 25 - j; its bar is my "0"
    attackers = [25 - j for j in range(1, 25) if opp[j]]
    on_bar = opp[BAR]
    if on_bar:
        attackers.append(0)
    if on_bar >= 2:
        attackers = [0]                 # two on the bar: both dice go to entering
    home = sum(1 for j in range(1, 7) if opp[j] >= 2)
    scale = 1.0 + 0.12 * home
    targets = []
    for p in blots:
        distances = {p - q for q in attackers if q < p}
        if distances:
            targets.append(((25 - p + 3) * scale, p, distances))
    if not targets:
        return 0.0
    targets.sort(reverse=True)
    total = 0.0
    for a, b, weight in ROLLS:
        for cost, p, distances in targets:
            if _can_hit(me, p, distances, a, b):
                total += weight * cost
                break
    return total / 36.0 / 25.0


def _can_hit(me, p: int, distances: set, a: int, b: int) -> bool:
    if a in distances or b in distances:
        return True
    if a != b:
        if a + b in distances:
            q = p - a - b
            return not (_made(me, q + a) if q + a < 25 else False) or not _made(me, q + b)
        return False
    for k in (2, 3, 4):
        if k * a in distances:
            q = p - k * a
            if all(not _made(me, q + i * a) for i in range(1, k)):
                return True
    return False


def _prime(me, opp) -> float:
    """The longest run of made points (own 2..11), counted when opposing checkers are trapped behind it."""
    best, run, best_low = 0, 0, 0
    for i in range(2, 12):
        if me[i] >= 2:
            run += 1
            if run > best:
                best, best_low = run, i - run + 1
        else:
            run = 0
    if best < 3:
        return 0.0
    # opposing checkers behind the prime: on its bar, or on my points below the prime's low end
    trapped = opp[BAR] + sum(opp[j] for j in range(25 - best_low + 1, 25))
    return (best - 2) ** 1.5 if trapped else 0.0


def features(me, opp, on_roll: bool) -> tuple[float, ...]:
    """The feature vector of :data:`FEATURES`, mostly ``me``'s terms minus ``opp``'s."""
    pm = sum(i * me[i] for i in range(1, 26))
    po = sum(i * opp[i] for i in range(1, 26))
    home_m = sum(POINT_VALUE[i] for i in range(1, 10) if me[i] >= 2)
    home_o = sum(POINT_VALUE[i] for i in range(1, 10) if opp[i] >= 2)
    anchor_m = sum(1 for i in range(18, 25) if me[i] >= 2)
    anchor_o = sum(1 for i in range(18, 25) if opp[i] >= 2)
    closed_m = sum(1 for i in range(1, 7) if me[i] >= 2)
    closed_o = sum(1 for i in range(1, 7) if opp[i] >= 2)
    # a checker on the bar hurts more the more points keep it out
    bar_m = me[BAR] * (0.5 + (closed_o / 6.0) ** 2 * 2.0)
    bar_o = opp[BAR] * (0.5 + (closed_m / 6.0) ** 2 * 2.0)
    # only the side that just moved leaves shots; the side on roll may hit
    exposed = 0.0 if on_roll else _exposure(me, opp)
    shots = _exposure(opp, me) if on_roll else 0.0
    stacks_m = sum(me[i] - 3 for i in range(1, 25) if me[i] > 3)
    stacks_o = sum(opp[i] - 3 for i in range(1, 25) if opp[i] > 3)
    back_m = sum(me[i] for i in range(19, 26))
    back_o = sum(opp[i] for i in range(19, 26))
    return ((po - pm) / 10.0, 10.0 * (po - pm) / (po + pm + 1), home_m - home_o, _prime(me, opp) - _prime(opp, me),
            anchor_m - anchor_o, bar_m - bar_o, me[BAR] * closed_o - opp[BAR] * closed_m, exposed, shots,
            stacks_m - stacks_o, back_m - back_o, me[OFF] - opp[OFF], 1.0 if on_roll else -1.0)


def _logit(me, opp, on_roll: bool) -> float:
    return sum(w * f for w, f in zip(WEIGHTS, features(me, opp, on_roll)))


def win_chance(me, opp, on_roll: bool) -> float:
    """Estimated chance that ``me`` wins the game (``on_roll``: ``me`` throws the dice next)."""
    if me[OFF] == CHECKERS:
        return 1.0
    if opp[OFF] == CHECKERS:
        return 0.0
    if not in_contact(me, opp):
        return race_chance(me, opp, on_roll)
    return _sigmoid(_logit(me, opp, on_roll))


def _race_gammon(winner, loser, winner_on_roll: bool) -> float:
    """In a race: a gammon when the loser needs longer to bring every checker home and one off
    than the winner needs to bear off."""
    if loser[OFF]:
        return 0.0
    need = sum((i - 6) * loser[i] for i in range(7, 26)) + min((i for i in range(1, 7) if loser[i]), default=1)
    finish = effective_pips(winner)
    margin = (need - finish + (4.0 if winner_on_roll else -4.0)) / (1.25 * math.sqrt(need + finish) + 4.0)
    return _phi(margin)


def _contact_gammon(logit: float, winner, loser) -> float:
    """With contact: a logistic of the win logit and of how far the loser's checkers are from home."""
    if loser[OFF]:
        return 0.0
    need = sum((i - 6) * loser[i] for i in range(7, 26))
    outside = sum(loser[i] for i in range(7, 26))
    trapped = sum(loser[i] for i in range(19, 26))
    closed = sum(1 for i in range(1, 7) if winner[i] >= 2)
    travel = sum(i * winner[i] for i in range(1, 26))
    terms = (logit, need / 25.0, outside / 5.0, trapped / 3.0, loser[BAR] * closed / 6.0, closed / 6.0,
             travel / 100.0, 1.0)
    return _sigmoid(sum(w * t for w, t in zip(GAMMON_WEIGHTS, terms)))


def probabilities(me, opp, on_roll: bool) -> tuple[float, float, float, float, float]:
    """``(win, win gammon, win backgammon, lose gammon, lose backgammon)`` for ``me``, like GNU Backgammon's.

    Backgammons are not estimated (0).
    """
    if me[OFF] == CHECKERS or opp[OFF] == CHECKERS:
        won = me[OFF] == CHECKERS
        return (1.0 if won else 0.0), 0.0, 0.0, 0.0, 0.0
    if not in_contact(me, opp):
        p = race_chance(me, opp, on_roll)
        wg, lg = _race_gammon(me, opp, on_roll), _race_gammon(opp, me, not on_roll)
    else:
        z = _logit(me, opp, on_roll)
        p = _sigmoid(z)
        wg, lg = _contact_gammon(z, me, opp), _contact_gammon(-z, opp, me)
    return p, min(wg, p), 0.0, min(lg, 1.0 - p), 0.0


# ---------------------------------------------------------------------- matches and the cube
def match_chance(away: int, other_away: int) -> float:
    """Chance to win a match needing ``away`` points against ``other_away``.

    A formula close to published match-equity tables: the leader's chance is
    50% plus 85% of the difference in points needed over (trailer's need + 6).
    """
    if away <= 0:
        return 1.0
    if other_away <= 0:
        return 0.0
    if away == other_away:
        return 0.5
    lead, trail = min(away, other_away), max(away, other_away)
    leader = min(0.99, 0.5 + 0.85 * (trail - lead) / (trail + 6.0))
    return leader if away == lead else 1.0 - leader


def equity(probs, gammons: bool = True) -> float:
    """Points won per point at stake, from ``probabilities`` output."""
    win, wg, wbg, lg, lbg = probs
    value = 2.0 * win - 1.0
    if gammons:
        value += wg - lg + wbg - lbg
    return value


def flip(probs):
    """The same estimate from the other side's point of view."""
    win, wg, wbg, lg, lbg = probs
    return 1.0 - win, lg, lbg, wg, wbg


def game_value(game, seat: int, probs, clamp: bool = True) -> float:
    """What the estimate ``probs`` is worth to ``seat``: money equity per point at stake (cut to [-1, 1]
    unless ``clamp`` is false), or in a match 2 x the chance to win the match - 1."""
    if not game.length:
        gammons = not (game.opts["jacoby"] and game.cube["owner"] is None)
        value = equity(probs, gammons)
        return max(-1.0, min(1.0, value)) if clamp else value
    stake = game.cube["value"]
    need, other = game.length - game.score[seat], game.length - game.score[1 - seat]
    win, wg, wbg, lg, lbg = probs
    chance = ((win - wg) * match_chance(need - stake, other) + (wg - wbg) * match_chance(need - 2 * stake, other)
              + wbg * match_chance(need - 3 * stake, other)
              + (1 - win - lg) * match_chance(need, other - stake) + (lg - lbg) * match_chance(need, other - 2 * stake)
              + lbg * match_chance(need, other - 3 * stake))
    return 2.0 * chance - 1.0


def roller(game) -> int | None:
    """Who throws the dice next: the side to move before its roll, the other side once checkers moved."""
    if game.phase in ("roll", "cube"):
        return game.turn
    if game.phase == "move":
        return 1 - game.turn
    return None


def position_score(game, seat: int) -> float:
    """The heuristic of the rules model: how good the whole position is for ``seat``, in [-1, 1]."""
    if game.over:
        return 1.0 if seat in game.outcome["winners"] else -1.0
    if game.phase == "between":
        need, other = game.length - game.score[seat], game.length - game.score[1 - seat]
        return 2.0 * match_chance(need, other) - 1.0
    me, opp = game.board[seat], game.board[1 - seat]
    return game_value(game, seat, probabilities(me, opp, roller(game) == seat))


def wants_double(game, seat: int, probs) -> bool:
    """Cube policy: double with a clear advantage, unless playing on for a gammon is worth more.

    ``probs`` is the estimate for ``seat``, on roll. In a match the cube is
    also turned when the opponent is at match point (nothing to lose), and
    never when a single win already takes the match.
    """
    value = game.cube["value"]
    if game.length:
        need, other = game.length - game.score[seat], game.length - game.score[1 - seat]
        if value >= need:
            return False            # the cube is dead: winning at this value already takes the match
        if other == 1:
            return True             # post-Crawford: the leader wins the match with any win anyway
    doubled = equity(probs)         # once the cube is turned, gammons count (Jacoby included)
    if doubled < 0.42:
        return False
    # too good: playing on is worth more than the whole stake the opponent would give up by passing
    gammons_now = not (not game.length and game.opts["jacoby"] and game.cube["owner"] is None)
    return not (gammons_now and doubled > 1.0)


def takes(game, seat: int, doubler_probs) -> bool:
    """Cube policy: take when passing loses the match, or when the taker's equity is above -0.55.

    Passing costs 1 (in units of the stake before the double), taking risks
    2 x the equity: -0.5 is the break-even, a little lower because the taker
    then owns the cube.
    """
    value = game.cube["value"]
    if game.length:
        if game.score[1 - seat] + value >= game.length:
            return True             # passing would lose the match
    return equity(flip(doubler_probs)) >= -0.55
