"""Bots written once against the game contract, so they play every game.

>>> import tablewidgets as tw
>>> from tablewidgets.engine.bots import RandomBot, MCTSBot
>>> g = tw.new("gipf", seed=2)
>>> bots = [MCTSBot(iterations=50, seed=1), RandomBot(seed=1)]
>>> action = bots[0].choose(g, 0)
>>> action in g.legal_actions(0)
True
"""

from __future__ import annotations

import math
import random
import time
from typing import Callable

from .game import Game, SearchCancelled
from .rng import Rng


class Bot:
    """Chooses one legal action for a seat. Subclasses write :meth:`choose`."""

    level = "bot"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int) -> str:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__}>"


def budget(iterations: int | None, seconds: float | None):
    """Count 0, 1, 2, ... until ``iterations`` are done or ``seconds`` have passed (None: no limit)."""
    deadline = time.perf_counter() + seconds if seconds else None
    done = 0
    while (iterations is None or done < iterations) and (deadline is None or time.perf_counter() < deadline):
        yield done
        done += 1


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, game: Game, seat: int) -> str:
        return self.rng.choice(game.legal_actions(seat))


def outcome_value(game: Game, seat: int) -> float:
    """1 for a sole win, 0 for a loss, shared wins split; from a finished game."""
    winners = game.outcome["winners"]
    if seat in winners:
        return 1.0 / len(winners) if len(winners) < game.players else 1.0
    return 0.0


def position_value(game: Game, seat: int) -> float:
    """A value in [0, 1] for ``seat``: the result when over, else the game's heuristic."""
    if game.over:
        return outcome_value(game, seat)
    h = max(-1.0, min(1.0, float(game.heuristic(seat))))
    return (h + 1.0) / 2.0


class GreedyBot(Bot):
    """Tries every legal action once and keeps the one the game's heuristic likes best.

    Actions that draw randomness are scored over a few samples of the dice.
    """

    level = "greedy"

    def __init__(self, seed: int | None = None, samples: int = 4):
        super().__init__(seed)
        self.samples = samples

    def choose(self, game: Game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        best, best_score = [], -math.inf
        for action in actions:
            score, n = 0.0, 0
            for _ in range(self.samples):
                twin = game.determinize(seat, self.rng)
                twin.apply(action, seat)
                score += position_value(twin, seat)
                n += 1
                if not twin.rng.drawn:
                    break  # deterministic: one sample is enough
            score /= n
            if score > best_score + 1e-12:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-12:
                best.append(action)
        return self.rng.choice(best)


class _Node:
    __slots__ = ("mover", "children", "visits", "total", "avail", "state", "legal", "kids", "mean")

    def __init__(self, mover: int | None):
        self.mover = mover
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.mean = 0.0                     # total / visits, kept by the back-up
        self.avail = 1
        self.state: Game | None = None      # the position reached, while the search keeps them
        self.legal: tuple | None = None     # (seat to move, its legal actions) in that position
        self.kids: list | None = None       # (action, child) in legal order, once every action has a child


class MCTSBot(Bot):
    """Information-set Monte Carlo tree search (single observer, open loop).

    Each iteration samples a determinization of what the bot cannot see (and
    fresh dice), walks the shared tree with UCB (counting how often each
    action was available), adds one node, plays ``rollout_depth`` random
    moves, and scores the end with the result or the game's heuristic.

    Budget: ``iterations`` (400 when no budget is given), so that a bot plays
    the same on every machine; ``seconds`` alone is a time budget instead, and
    both together stop at whichever comes first.

    ``keep_positions=False`` makes every iteration copy the game through ``determinize`` and replay
    its moves, also without hidden information (the slower search, kept for comparisons).
    """

    level = "mcts"
    default_iterations = 400

    def __init__(self, iterations: int | None = None, seconds: float | None = None, seed: int | None = None,
                 exploration: float = 0.7, rollout_depth: int = 8,
                 rollout_policy: Callable[[Game, int, random.Random], str] | None = None,
                 keep_positions: bool = True):
        super().__init__(seed)
        if iterations is None and seconds is None:
            iterations = self.default_iterations
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.rollout_policy = rollout_policy
        self.keep_positions = keep_positions
        self.last_iterations = 0

    def choose(self, game: Game, seat: int) -> str:
        actions = game.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        root = _Node(None)
        done = -1
        # Without hidden information the tree can keep the position of each node, as long as no
        # action on the way drew randomness: an iteration then walks down without replaying a move.
        self._keep = (self.keep_positions and not game.hidden_information
                      and type(game)._resample is Game._resample)
        for done in budget(self.iterations, self.seconds):
            if self._keep:
                self._iterate_kept(game, seat, root)
            else:
                self._iterate(game, seat, root)
        self.last_iterations = done + 1
        ranked = sorted(((root.children[a].visits, root.children[a].total, a) for a in actions
                         if a in root.children), reverse=True)
        return ranked[0][2] if ranked else self.rng.choice(actions)

    def _iterate(self, game: Game, seat: int, root: _Node) -> None:
        rng = self.rng
        g = game.determinize(seat, rng)
        node, path = root, []
        log, sqrt, c = math.log, math.sqrt, self.exploration
        while g.outcome is None:
            mover = g._to_move()[0]
            legal = g._legal(mover)
            children = node.children
            get = children.get
            untried = []
            best, best_ucb = None, -math.inf
            for a in legal:         # count each tried action as available, and find the best by UCB
                child = get(a)
                if child is None:
                    untried.append(a)
                    continue
                visits = child.visits
                avail = child.avail = child.avail + 1
                ucb = child.mean + c * sqrt(log(avail) / visits)
                if ucb > best_ucb:
                    best, best_ucb, node = a, ucb, child
            if untried:
                action = rng.choice(untried)
                child = children[action] = _Node(mover)
                g.apply(action, mover)
                path.append(child)
                break
            g.apply(best, mover)
            path.append(node)
        self._rollout(g, rng)
        self._back_up(g, path)

    def _rollout(self, g: Game, rng) -> None:
        """Play on from ``g`` by the rollout policy (else at random) for ``rollout_depth`` actions."""
        policy = self.rollout_policy
        for _ in range(self.rollout_depth):
            if g.outcome is not None:
                break
            mover = g._to_move()[0]
            if policy is not None:
                action = policy(g, mover, rng)
            else:
                action = rng.choice(g._legal(mover))
            g.apply(action, mover)

    def _back_up(self, g: Game, path: list) -> None:
        values: dict[int, float] = {}
        for child in path:
            mover = child.mover
            value = values.get(mover)
            if value is None:
                value = values[mover] = position_value(g, mover)
            visits = child.visits = child.visits + 1
            total = child.total = child.total + value
            child.mean = total / visits

    def _iterate_kept(self, game: Game, seat: int, root: _Node) -> None:
        """One iteration of ``_iterate`` for a game without hidden information, on the positions the
        nodes keep: the same choices from the same random numbers, without copying and replaying."""
        stop = game._search_stop
        if stop is not None and stop.is_set():   # the board moved on: as determinize would
            raise SearchCancelled("the position this search was for is gone")
        rng = self.rng
        bits = rng.getrandbits(63)          # what determinize draws: the same numbers as _iterate
        if root.state is None:              # determinize without drawing: nothing is hidden
            root.state = game.clone()
            root.state.quiet = True
        node, path, g = root, [], root.state
        log, sqrt, c = math.log, math.sqrt, self.exploration
        while g.outcome is None:
            kids = node.kids
            if kids is not None:            # every action tried: the same pass, without look-ups
                best, best_ucb = None, -math.inf
                for a, child in kids:
                    visits = child.visits
                    avail = child.avail = child.avail + 1
                    ucb = child.mean + c * sqrt(log(avail) / visits)
                    if ucb > best_ucb:
                        best, best_ucb, node = a, ucb, child
                g = node.state
                path.append(node)
                continue
            known = node.legal
            if known is None:
                mover = g._to_move()[0]
                known = node.legal = (mover, g._legal(mover))
            mover, legal = known
            here = node
            children = node.children
            get = children.get
            untried = []
            best, best_ucb = None, -math.inf
            for a in legal:
                child = get(a)
                if child is None:
                    untried.append(a)
                    continue
                visits = child.visits
                avail = child.avail = child.avail + 1
                ucb = child.mean + c * sqrt(log(avail) / visits)
                if ucb > best_ucb:
                    best, best_ucb, node = a, ucb, child
            if untried:
                action = rng.choice(untried)
                child = children[action] = _Node(mover)
                if len(untried) == 1:       # the last action to try: from now on, the plain pass
                    here.kids = [(a, children[a]) for a in legal]
                g = g.clone()
                g.rng = Rng(bits, lazy=True)
                g.apply(action, mover)
                if g.rng.drawn:
                    self._keep = False      # chance on the way: later iterations replay their moves
                else:
                    child.state = g
                path.append(child)
                break
            g = node.state
            path.append(node)
        if self.rollout_depth and g.outcome is None:
            g = g.clone()
            g.rng = Rng(bits, lazy=True)
            self._rollout(g, rng)
        self._back_up(g, path)


#: The bot levels every game has. A game may add its own (``Game.extra_bots``).
LEVELS: dict[str, Callable[..., Bot]] = {
    "random": lambda seed=None: RandomBot(seed=seed),
    "greedy": lambda seed=None: GreedyBot(seed=seed),
    "mcts": lambda seed=None: MCTSBot(seed=seed),
}


def make_bot(game_cls: type[Game], level: str, seed: int | None = None) -> Bot:
    """The bot of that level for that game (a game's own levels first)."""
    extra = getattr(game_cls, "extra_bots", None)
    factories = dict(LEVELS)
    if extra:
        factories.update(extra())
    if level not in factories or level not in game_cls.bot_levels:
        raise ValueError(f"{game_cls.title} has no bot level {level!r}; choose from {', '.join(game_cls.bot_levels)}.")
    return factories[level](seed=seed)
