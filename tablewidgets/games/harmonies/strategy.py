"""How a bot judges a Harmonies position, and the bot levels tuned for it."""

from __future__ import annotations

import math

from ...engine.bots import GreedyBot, MCTSBot
from . import board as B
from .data import BROWN, CARDS, RED

#: share of a card's next ladder step counted as already earned while the card waits
CARD_HOPE = 0.35
#: points that make the heuristic move halfway to a sure win (multiplayer) / around the solo mean
SCALE = 25.0
SOLO_MEAN = 70.0


#: hope for unfinished landscape pieces: a trunk waiting for its leaves, a lone red token
TRUNK_HOPE = (1.5, 3.0)
LONE_RED_HOPE = 1.0
SPIRIT_HOPE = 3.0
SPIRIT_PLACED = 0.5


def _pattern_progress(game, seat: int, card) -> float:
    """The best share (0..1) of the card's habitat already in place somewhere, cube space free."""
    stacks, cubes = game.stacks[seat], game.cubes[seat]
    best = 0
    for target, spots in B.placements(game.side, card):
        if cubes[target]:
            continue
        hit = sum(1 for s, kinds in spots if stacks[s] in kinds)
        if hit > best:
            best = hit
            if best == len(spots):
                break
    return best / len(card.cells)


def potential(game, seat: int) -> float:
    """Points a player can still hope for: cards waiting above the board, unfinished stacks."""
    hope = 0.0
    for cid, placed in game.held[seat]:
        card = CARDS[cid]
        ladder = card.ladder
        if placed < len(ladder):
            step = ladder[placed] - (ladder[placed - 1] if placed else 0)
            hope += step * (CARD_HOPE + 0.4 * _pattern_progress(game, seat, card))
    for stack in game.stacks[seat]:
        if stack and stack[-1] == BROWN:
            hope += TRUNK_HOPE[len(stack) - 1]
        elif stack == (RED,):
            hope += LONE_RED_HOPE
    spirit = game.spirit[seat]
    if spirit is not None:
        # its rule keeps growing once the cube is down, and placing it frees a slot: a little more then
        hope += SPIRIT_HOPE + (SPIRIT_PLACED if spirit[1] else 0.0)
    return hope


def value(game, seat: int) -> float:
    return game.score(seat)["total"] + potential(game, seat)


def evaluate(game, seat: int) -> float:
    """From -1 to +1: the lead over the best opponent (or, alone, the score against a par)."""
    mine = value(game, seat)
    if game.players == 1:
        return math.tanh((mine - SOLO_MEAN) / (2 * SCALE))
    best = max(value(game, s) for s in range(game.players) if s != seat)
    return math.tanh((mine - best) / SCALE)


def _greedy_rollout(game, seat, rng):
    """A quick rollout move: a cube when one fits, else random."""
    actions = game._legal(seat)
    cubes = [a for a in actions if a.startswith("cube ")]
    return rng.choice(cubes) if cubes else rng.choice(actions)


LEVELS = {
    "greedy": lambda seed=None: GreedyBot(seed=seed, samples=1),
    # 1200 iterations: what the former 1.2 s time budget allowed; a fixed budget plays the same everywhere
    "mcts": lambda seed=None: MCTSBot(iterations=1200, seed=seed, rollout_depth=6,
                                      rollout_policy=_greedy_rollout),
}

__all__ = ["evaluate", "LEVELS"]
