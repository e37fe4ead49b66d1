"""Checks the two rally games' tests share: a game driven part way by a bot, then every contract
check of tablewidgets/testing.py that wants a position in the middle of play."""

from __future__ import annotations

import random

import tablewidgets as tw
from tablewidgets import testing


def check_mid_game(name: str, bot, players: int, seed: int, plies: int) -> None:
    """Play ``plies`` moves of ``name`` with ``bot`` for every seat, then check saves (round trip and
    corrupt ones), the undo policy, the parts, fuzzed actions and that no seat sees hidden data."""
    g = tw.new(name, players=players, seed=seed)
    for _ in range(plies):
        g.play(bot.choose(g, g.to_move[0]))
    testing.check_save_roundtrip(g)
    testing.check_corrupt_saves(g)
    testing.check_undo_policy(g)
    testing.check_parts(g)
    testing.fuzz_actions(g, random.Random(3), tries=40)
    testing.check_no_leak(g, random.Random(4), samples=2)
