"""Backgammon bots. Each plans a whole turn at once and then plays it one checker at a time.

* ``greedy``: the end position of the turn that the evaluation (evaluate.py) likes best.
* ``mcts``: Monte Carlo search over the best few end positions: UCB1 picks
  which to sample, each sample throws the dice for the next turns and lets
  both sides answer greedily, then scores the position; every candidate sees
  the same dice (common random numbers), so differences are the moves'.
* ``expert``: GNU Backgammon's neural network through the ``gnubg-nn``
  package, when installed (imported only when the bot is made): its own
  1-ply move search, and in a match its own cube analysis (match equities,
  Crawford and the free drop included). Without the package the ``mcts``
  bot plays instead, with a warning (once).

The other levels, and the expert in a money game (the package analyses the
cube only in matches), take cube decisions with the policy of evaluate.py,
on their own estimate of the chances. ``random`` is the core's: any legal action.

>>> import tablewidgets as tw
>>> g = tw.new("backgammon", seed=4, cube=False)
>>> bot = GreedyBot(seed=1)
>>> bot.choose(g, g.to_move[0]) in g.legal_actions()
True
"""

from __future__ import annotations

import math
import threading
import time
import warnings

from ...engine.bots import Bot, budget
from . import evaluate
from .moves import BAR, apply_hits, blocked_by, blots_of, end_positions, move_text


def _after(game, key) -> tuple[tuple, tuple]:
    """Both sides (mover first) after the turn ends at ``key`` = (mover side, hit mask)."""
    mine, mask = key
    return mine, apply_hits(tuple(game.board[1 - game.turn]), mask)


class PlanningBot(Bot):
    """Cube decisions from :meth:`estimate`, checker play by picking the turn's end position."""

    level = "planning"

    def __init__(self, seed: int | None = None):
        super().__init__(seed)
        self._target = None        # the end position the current turn is heading for

    def estimate(self, game, seat: int, on_roll: bool):
        """``(win, win gammon, win backgammon, lose gammon, lose backgammon)`` for ``seat``."""
        return evaluate.probabilities(tuple(game.board[seat]), tuple(game.board[1 - seat]), on_roll)

    def pick(self, game, seat: int, ends: dict):
        raise NotImplementedError

    def choose(self, game, seat: int) -> str:
        phase = game.phase
        if phase == "between":
            return "next"
        if phase == "roll":
            return "double" if evaluate.wants_double(game, seat, self.estimate(game, seat, True)) else "roll"
        if phase == "cube":
            return "take" if evaluate.takes(game, seat, self.estimate(game, game.turn, True)) else "pass"
        legal = game.legal_actions(seat)
        if legal == ["end"]:
            self._target = None
            return "end"
        ends = game.end_positions()
        # this turn, told apart from others: the game, and where in the history the turn began
        turn = (seat, game.game_no, len(game.history) - len(game.turn_moves), tuple(game.dice))
        if self._target is not None and self._target[0] == turn:
            for key, path in ends.items():
                if _after(game, key) == self._target[1]:
                    return move_text(*path[0][:2])
        key = next(iter(ends)) if len(ends) == 1 else self.pick(game, seat, ends)
        self._target = (turn, _after(game, key))
        return move_text(*ends[key][0][:2])

    @staticmethod
    def value(game, seat: int, mine, theirs, on_roll: bool) -> float:
        """The evaluation's value of sides ``mine`` (``seat``'s) and ``theirs``, in [-1, 1]."""
        return evaluate.game_value(game, seat, evaluate.probabilities(mine, theirs, on_roll), clamp=False)


class GreedyBot(PlanningBot):
    """Plays the end position the evaluation likes best."""

    level = "greedy"

    def pick(self, game, seat: int, ends: dict):
        best, best_value = [], -math.inf
        for key in ends:
            mine, theirs = _after(game, key)
            v = self.value(game, seat, mine, theirs, False)
            if v > best_value + 1e-12:
                best, best_value = [key], v
            elif v >= best_value - 1e-12:
                best.append(key)
        return best[0] if len(best) == 1 else self.rng.choice(best)


def greedy_reply(mine, theirs, dice) -> tuple[tuple, tuple]:
    """The side ``mine`` plays ``dice`` greedily (by win chance); returns both sides afterwards."""
    ends = end_positions(mine, dice, blocked_by(theirs), blots_of(theirs))
    best, best_p = None, -1.0
    for key in ends:
        after = key[0]
        other = apply_hits(theirs, key[1])
        p = evaluate.win_chance(after, other, False)
        if p > best_p:
            best, best_p = (after, other), p
    return best


class MCTSBot(PlanningBot):
    """Monte Carlo search over candidate end positions (UCB1 at the root, greedy rollouts).

    ``iterations`` bounds the search (600 when no budget is given);
    ``seconds`` alone is a time budget instead, and both together stop at
    whichever comes first; ``candidates`` is how many end positions, best first by the
    evaluation, are searched; ``turns`` how many turns each rollout plays.
    """

    level = "mcts"

    def __init__(self, seed: int | None = None, seconds: float | None = None, iterations: int | None = None,
                 candidates: int = 6, turns: int = 2, exploration: float = 0.25):
        super().__init__(seed)
        if seconds is None and iterations is None:
            iterations = 600        # a fixed budget by default: the level plays the same on every machine
        self.seconds, self.iterations = seconds, iterations
        self.candidates, self.turns, self.exploration = candidates, turns, exploration
        self.last_iterations = 0

    def pick(self, game, seat: int, ends: dict):
        scored = []
        for key in ends:
            mine, theirs = _after(game, key)
            scored.append((self.value(game, seat, mine, theirs, False), self.rng.random(), key))
        scored.sort(reverse=True)
        pool = [s[2] for s in scored[:self.candidates]]
        if len(pool) == 1:
            return pool[0]
        boards = [_after(game, key) for key in pool]
        counts, totals = [0] * len(pool), [0.0] * len(pool)
        rolls: list[list[int]] = []      # rolls[k]: the dice of every candidate's k-th rollout
        throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]
        done = -1
        for done in budget(self.iterations, self.seconds):
            if done < len(pool):
                i = done
            else:
                log_n = math.log(done)
                i = max(range(len(pool)), key=lambda j: totals[j] / counts[j]
                        + self.exploration * math.sqrt(log_n / counts[j]))
            k = counts[i]
            if k == len(rolls):
                if k % 36 == 0:
                    self.rng.shuffle(throws)
                # the opponent's reply cycles through all 36 throws: after 36 samples its average is exact
                rolls.append(list(throws[k % 36]) + [self.rng.randint(1, 6) for _ in range(2 * self.turns - 2)])
            totals[i] += self._rollout(game, seat, *boards[i], rolls[k])
            counts[i] += 1
        self.last_iterations = done + 1
        best = max(range(len(pool)), key=lambda j: (totals[j] / counts[j] if counts[j] else -9, counts[j]))
        return pool[best]

    def _rollout(self, game, seat: int, mine, theirs, dice) -> float:
        sides = [mine, theirs]          # index 0 = the bot's side
        mover = 1                       # the opponent throws next
        for t in range(self.turns):
            a, b = dice[2 * t], dice[2 * t + 1]
            roll = [a] * 4 if a == b else [a, b]
            me, other = greedy_reply(sides[mover], sides[1 - mover], roll)
            sides[mover], sides[1 - mover] = me, other
            if me[0] == 15:
                return 1.0 if mover == 0 else -1.0
            mover = 1 - mover
        return self.value(game, seat, sides[0], sides[1], mover == 0)


_warned = False
_gnubg_state = threading.Lock()     # the match score and cube are global state inside gnubg-nn


class ExpertBot(PlanningBot):
    """GNU Backgammon's network (``gnubg-nn``): ``plies`` of look-ahead for the checker play (0 to 2)."""

    level = "expert"

    def __init__(self, seed: int | None = None, plies: int = 1):
        super().__init__(seed)
        self.plies = plies
        try:
            import gnubg_nn
        except ImportError:
            gnubg_nn = None
            global _warned
            if not _warned:
                _warned = True
                warnings.warn("gnubg-nn is not installed: the expert level plays with the mcts bot instead "
                              "(pip install gnubg-nn for GNU Backgammon's network).", RuntimeWarning, stacklevel=2)
        self.gnubg = gnubg_nn
        self.fallback = MCTSBot(seed=seed) if gnubg_nn is None else None
        self.last_cube: tuple | None = None    # the doubler's match-winning chances of the last match cube analysis

    @staticmethod
    def board(me, opp) -> list[list[int]]:
        """GNU Backgammon's board: [opponent, side on roll], each points 1..24 then the bar."""
        return [list(opp[1:26]), list(me[1:26])]

    def estimate(self, game, seat: int, on_roll: bool):
        if self.gnubg is None:
            return super().estimate(game, seat, on_roll)
        me, opp = game.board[seat], game.board[1 - seat]
        if on_roll:
            return tuple(self.gnubg.probabilities(self.board(me, opp), 0))
        return evaluate.flip(tuple(self.gnubg.probabilities(self.board(opp, me), 0)))

    def choose(self, game, seat: int) -> str:
        if self.fallback is not None:
            return self.fallback.choose(game, seat)
        if game.length and game.phase in ("roll", "cube"):
            double, take = self.match_cube(game)
            if game.phase == "roll":
                return "double" if double else "roll"
            return "take" if take else "pass"
        return super().choose(game, seat)

    def match_cube(self, game) -> tuple[bool, bool]:
        """GNU Backgammon's cube analysis of a match position, for the side to roll (the doubler):
        ``(double, take)`` — should it double now (not when too good to), should the other side take."""
        roller = game.turn
        need = game.length - game.score[roller]
        other = game.length - game.score[1 - roller]
        value, owner = game.cube["value"], game.cube["owner"]
        if value > 1 and owner not in (None, roller):
            return False, True              # the cube is the other side's: no double to consider
        g = self.gnubg
        key = g.key_of_board(self.board(game.board[roller], game.board[1 - roller]))
        with _gnubg_state:
            return self._gnu_cube(g, key, need, other, value, game.crawford)

    def _gnu_cube(self, g, key, need, other, value, crawford) -> tuple[bool, bool]:
        try:
            # the side to roll is GNU Backgammon's 'O' here: the second row of the board
            g.set.score(need, other, int(bool(crawford)))
            if value > 1:
                g.set.cube(value, b"O")
            else:
                g.set.cube(1)
            double, take, too_good, *chances = g.evaluate_cube_decision(key, n=0, s=b"O", i=1)
            # the doubler's match-winning chances: no double, double and take, double and pass
            self.last_cube = tuple(chances)
        finally:
            g.set.score(0, 0)                # back to money, as the move search expects
            g.set.cube(1)
        return bool(double) and not too_good, bool(take)

    def pick(self, game, seat: int, ends: dict):
        me, opp = tuple(game.board[seat]), tuple(game.board[1 - seat])
        if len(game.dice_left) == len(game.dice):
            # a whole roll: GNU Backgammon's own move search
            a, b = game.dice[0], game.dice[-1]
            found = self._key_of(me, opp, self.gnubg.best_move(self.board(me, opp), a, b, n=self.plies))
            if found in ends:
                return found
        # part of the roll is played already: the network scores every way to finish it
        best, best_value = None, math.inf
        for key in ends:
            mine, theirs = _after(game, key)
            their = self.gnubg.probabilities(self.board(theirs, mine), 0)
            v = evaluate.equity(their)
            if v < best_value:
                best, best_value = key, v
        return best

    @staticmethod
    def _key_of(me, opp, moves) -> tuple:
        mine, mask = list(me), 0
        blots = blots_of(opp)
        for src, to in moves:
            src = BAR if src == 25 else src
            mine[src] -= 1
            mine[to] += 1
            if to and blots[to]:
                mask |= 1 << to
        return tuple(mine), mask


LEVELS = {
    "greedy": lambda seed=None: GreedyBot(seed=seed),
    "mcts": lambda seed=None: MCTSBot(seed=seed),
    "expert": lambda seed=None: ExpertBot(seed=seed),
}
