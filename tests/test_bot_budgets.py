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


@pytest.mark.parametrize("name", ["gipf", "ponte_del_diavolo", "twinkle_twinkle"])
def test_kept_positions_search_exactly_like_replaying(name):
    """Without hidden information the tree keeps its positions: the search must still choose, and
    count, exactly as when every iteration copies the game and replays its moves."""
    for seed in range(3):
        g = tw.new(name, seed=seed)
        g.quiet = True
        for step in range(6 + 3 * seed):
            legal = g.legal_actions(g.to_move[0])
            g.apply(legal[(seed + step) % len(legal)], g.to_move[0])
        kept, replayed = MCTSBot(iterations=150, seed=seed), MCTSBot(iterations=150, seed=seed)
        replayed._iterate_kept = replayed._iterate
        root_kept, root_replayed = kept.choose(g, g.to_move[0]), replayed.choose(g, g.to_move[0])
        assert root_kept == root_replayed
        assert kept.rng.getstate() == replayed.rng.getstate()


def test_copying_search_on_request():
    """``keep_positions=False``: every iteration copies the game through ``determinize`` (the old
    search, kept for the benchmark's match), and it chooses exactly as the search that keeps positions."""
    g = tw.new("ponte_del_diavolo", seed=5)
    g.quiet = True
    for step in range(8):
        legal = g.legal_actions(g.to_move[0])
        g.apply(legal[step % len(legal)], g.to_move[0])
    seat = g.to_move[0]
    kept = MCTSBot(iterations=60, seed=3)
    choice = kept.choose(g.clone(), seat)
    copies = []
    real = g.determinize
    g.determinize = lambda s, rng: copies.append(s) or real(s, rng)
    copying = MCTSBot(iterations=60, seed=3, keep_positions=False)
    assert copying.choose(g, seat) == choice
    assert len(copies) == 60 and copying.last_iterations == 60
    assert kept.rng.getstate() == copying.rng.getstate()
