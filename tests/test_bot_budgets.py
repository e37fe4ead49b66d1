"""Search budgets: a level plays a fixed number of iterations; seconds alone is a time budget."""

import time

import pytest

import tablewidgets as tw
from tablewidgets.engine.bots import MCTSBot, make_bot
from tablewidgets.games.backgammon import bots as backgammon_bots


def test_default_budget_is_iterations():
    bot = MCTSBot(seed=1)
    assert (bot.iterations, bot.seconds) == (400, None)
    g = tw.new("gipf", seed=2)
    bot.choose(g, 0)
    assert bot.last_iterations == 400


@pytest.mark.parametrize("make", [lambda: MCTSBot(seconds=0.3, seed=1),
                                  lambda: backgammon_bots.MCTSBot(seconds=0.3, seed=1)])
def test_seconds_alone_is_a_time_budget(make):
    bot = make()
    assert bot.iterations is None and bot.seconds == 0.3
    if isinstance(bot, backgammon_bots.MCTSBot):
        g = tw.new("backgammon", seed=3, cube=False)
        while g.phase != "move" or len(g.end_positions()) < 2:
            g.play(g.legal_actions()[0])
    else:
        g = tw.new("gipf", seed=2)
    start = time.perf_counter()
    bot.choose(g, g.to_move[0])
    assert time.perf_counter() - start >= 0.3        # searched until the time was up
    assert bot.last_iterations > 0


def test_both_budgets_stop_at_the_first():
    bot = MCTSBot(iterations=30, seconds=60, seed=1)
    bot.choose(tw.new("gipf", seed=2), 0)
    assert bot.last_iterations == 30


@pytest.mark.parametrize("name", sorted(n for n, c in tw.GAMES.items() if c.__module__.startswith("tablewidgets.")))
def test_every_search_level_has_a_fixed_budget(name):
    cls = tw.GAMES[name]
    for level in cls.bot_levels:
        bot = make_bot(cls, level, seed=1)
        bot = getattr(bot, "fallback", None) or bot
        if hasattr(bot, "iterations"):
            assert bot.iterations and bot.seconds is None, f"{name} {level}: {bot.iterations}, {bot.seconds}"
