"""What the benchmark scripts share: model speed, bot decision times, bot matches, a table printer.

Importing this module puts the repository on ``sys.path``, so a script run as
``python benchmarks/bench_x.py`` can then ``import tablewidgets``. Every function takes a
game's registry name and the game's options as keywords (``variant="basic"``, ``cars=6``).
"""

from __future__ import annotations

import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable, Iterable, NamedTuple, Sequence

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import tablewidgets as tw  # noqa: E402
from tablewidgets.engine.bots import make_bot  # noqa: E402


def random_step(g, rng: random.Random) -> None:
    """One random legal action through the fast path (``apply``). When several seats may act at
    once (``to_move`` lists several), one of them, picked at random, acts."""
    movers = g.to_move
    seat = movers[0] if len(movers) == 1 else rng.choice(movers)
    g.apply(rng.choice(g.legal_actions(seat)), seat)


def playout_rate(name: str, seconds: float = 3.0, players: int | Sequence[int] | None = None, *,
                 games: int | None = None, checked: bool = False, seed: int = 1,
                 clock: Callable[[], float] = time.perf_counter, **options) -> tuple[float, float]:
    """Random games to the end: (games per second, actions per second).

    By default through the fast path the bots' searches use (a quiet game, ``apply``) for
    ``seconds``; with ``games`` for exactly that many games instead. ``checked`` goes through
    the public checked path instead (``legal_actions`` + ``play``, events logged). ``players``
    may be a sequence: game i then has ``players[i % len(players)]`` seats. Game i has seed i.
    ``clock`` measures the time (``time.process_time`` for processor time on a busy machine).
    """
    rng = random.Random(seed)
    counts = players if isinstance(players, (list, tuple)) else (players,)
    played = actions = 0
    start = clock()
    while (played < games) if games is not None else (clock() - start < seconds):
        g = tw.new(name, players=counts[played % len(counts)], seed=played, **options)
        g.quiet = not checked
        while not g.over:
            if checked:
                movers = g.to_move
                seat = movers[0] if len(movers) == 1 else rng.choice(movers)
                g.play(rng.choice(g.legal_actions(seat)), seat=seat)
            else:
                random_step(g, rng)
            actions += 1
        played += 1
    spent = clock() - start
    return played / spent, actions / spent


def openspiel_backgammon(games: int, seed: int = 1,
                         clock: Callable[[], float] = time.perf_counter) -> tuple[float, float]:
    """OpenSpiel's backgammon (C++ driven from Python), random games: (games/s, decisions/s)."""
    import pyspiel
    game = pyspiel.load_game("backgammon", {"max_player_turns": 5000})
    rng = random.Random(seed)
    actions = 0
    start = clock()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                actions += 1
    spent = clock() - start
    return games / spent, actions / spent


def backgammon_side_by_side(seconds: float, slices: int = 4,
                            clock: Callable[[], float] = time.perf_counter) -> dict[str, float]:
    """Random backgammon games per second, cube off (OpenSpiel has no cube): ours through the public
    checked path (``"play"``) and the bots' quiet path (``"quiet"``), and OpenSpiel's (``"openspiel"``),
    about ``seconds`` each. They run in turns, ``slices`` rounds of all three, each rate the mean over
    the rounds: a change of load on the machine during the run then touches all three alike."""
    rates: dict[str, list[float]] = {"play": [], "quiet": [], "openspiel": []}
    part = seconds / slices
    games = 10
    for i in range(slices):
        rates["play"].append(playout_rate("backgammon", part, checked=True, seed=1 + i, clock=clock, cube=False)[0])
        quiet = playout_rate("backgammon", part, seed=1 + i, clock=clock, cube=False)[0]
        rates["quiet"].append(quiet)
        theirs = openspiel_backgammon(games, seed=1 + i, clock=clock)[0]
        rates["openspiel"].append(theirs)
        games = max(10, int(theirs * part))      # about ``part`` seconds from the next round on
    return {key: sum(v) / len(v) for key, v in rates.items()}


class Decisions(NamedTuple):
    """Timing of one bot level's decisions: ``rate`` is MCTS iterations per second (None for bots
    without ``last_iterations``); ``count`` is how many positions were timed."""
    mean: float
    longest: float
    rate: float | None
    count: int


def decision_times(name: str, level: str, decisions: int = 10, players: int | None = None, *,
                   opening: tuple[int, int] = (4, 24), opener: str | None = None, seed: int = 100,
                   clock: Callable[[], float] = time.perf_counter, **options) -> Decisions:
    """How long the ``level`` bot takes to decide in ``decisions`` mid-game positions.

    Position i: game seed ``seed + i``, then a random number of actions in ``range(*opening)``,
    each random (or chosen by the ``opener`` bot level). Positions where the game is over or the
    deciding seat has fewer than two legal actions are skipped.
    """
    cls = tw.GAMES[name]
    rng = random.Random(2)
    spent = longest = 0.0
    iterations: float | None = 0.0
    timed = 0
    for i in range(decisions):
        g = tw.new(name, players=players, seed=seed + i, **options)
        lead = make_bot(cls, opener, seed=i) if opener else None
        for _ in range(rng.randrange(*opening)):
            if g.over:
                break
            if lead is None:
                random_step(g, rng)
            else:
                seat = rng.choice(g.to_move)
                g.apply(lead.choose(g, seat), seat)
        if g.over:
            continue
        seat = rng.choice(g.to_move)
        if len(g.legal_actions(seat)) < 2:
            continue
        bot = make_bot(cls, level, seed=i)
        t = clock()
        bot.choose(g, seat)
        took = clock() - t
        spent, longest, timed = spent + took, max(longest, took), timed + 1
        done = getattr(bot, "last_iterations", None)
        iterations = None if done is None or iterations is None else iterations + done
    rate = iterations / spent if iterations is not None and spent > 0 else None
    return Decisions(spent / max(1, timed), longest, rate, timed)


def _one_game(task: tuple) -> tuple:
    """Play one game of a match (module level so that worker processes can run it)."""
    name, lineup, seed, checked, make, on_end, options = task
    cls = tw.GAMES[name]
    players = len(lineup)
    g = tw.new(name, players=players, seed=seed, **options)
    g.quiet = not checked
    bots = [make(level, 1000 * seed + s) if make else make_bot(cls, level, seed=1000 * seed + s)
            for s, level in enumerate(lineup)]
    think, turns = [0.0] * players, [0] * players
    longest, last = 0.0, None
    while not g.over:
        seat = g.to_move[0]
        t = time.perf_counter()
        action = bots[seat].choose(g, seat)
        took = time.perf_counter() - t
        think[seat] += took
        longest = max(longest, took)
        turns[seat] += seat != last
        last = seat
        if checked:
            g.play(action, seat=seat)
        else:
            g.apply(action, seat)
    return g.result(), len(g.history), think, turns, longest, on_end(g) if on_end else None


def match(name: str, levels: Sequence[str], games: int, players: int | None = None, seed: int = 0, *,
          team: bool = False, checked: bool = False, make: Callable[[str, int], Any] | None = None,
          on_end: Callable[[Any], Any] | None = None, jobs: int = 1, **options) -> dict:
    """Bots of ``levels`` play ``games`` games (seeds ``seed``, ``seed + 1``, ...) against each other.

    The lineup is ``levels``, one entry a seat; with ``players`` larger than ``len(levels)`` the
    last level also takes the remaining seats (``["mcts", "random"]`` with 4 players: mcts against
    three random bots). Seats rotate: in game i, seat s is played by lineup entry ``(s - i) % n``,
    so over a multiple of n games every entry plays every seat equally often.

    Returns a dict; the lists hold one value per entry of ``levels``:
    ``wins`` (a shared win counts 1/len(winners) per seat; with ``team`` -- cooperative games --
    every entry is credited each game the team won), ``scores`` and ``places`` (averages over the
    entry's seats and games; a place is the game's ``ranking``), ``turn_seconds`` (thinking per turn,
    a turn being a run of consecutive decisions by one seat), and for the whole match ``games``,
    ``length`` (actions per game), ``longest`` (the slowest decision, s), ``seconds`` (wall time),
    ``extras`` (what ``on_end(game)`` returned for each finished game, in order).

    The bots decide for ``to_move[0]``; the game is quiet and actions go through ``apply``, or with
    ``checked`` through ``play`` on a logging game. ``make(level, seed)`` builds bots instead of
    ``make_bot`` (for bots the registry does not know); ``jobs`` > 1 plays games in that many
    processes (``make`` and ``on_end`` must then be module-level functions).
    """
    n = players or len(levels)
    owner = [[min((s - i) % n, len(levels) - 1) for s in range(n)] for i in range(games)]
    tasks = [(name, [levels[k] for k in owner[i]], seed + i, checked, make, on_end, options) for i in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(_one_game, tasks, chunksize=2))
    else:
        rows = [_one_game(t) for t in tasks]
    m = len(levels)
    wins, scores, places, think = [0.0] * m, [0.0] * m, [0.0] * m, [0.0] * m
    seats, turns = [0] * m, [0] * m
    for i, (result, _, seconds, moves, _, _) in enumerate(rows):
        winners = result["winners"]
        for s in range(n):
            k = owner[i][s]
            seats[k] += 1
            scores[k] += result["scores"][s]
            places[k] += result["ranking"][s]
            think[k] += seconds[s]
            turns[k] += moves[s]
            if s in winners and not team:
                wins[k] += 1 / len(winners)
        if team and winners:
            for k in range(m):
                wins[k] += 1
    return {"wins": wins, "scores": [v / max(1, c) for v, c in zip(scores, seats)],
            "places": [v / max(1, c) for v, c in zip(places, seats)],
            "turn_seconds": [v / max(1, c) for v, c in zip(think, turns)],
            "games": games, "length": sum(r[1] for r in rows) / max(1, games),
            "longest": max((r[4] for r in rows), default=0.0), "seconds": time.perf_counter() - start,
            "extras": [r[5] for r in rows]}


def table(rows: Iterable[Sequence], headers: Sequence[str] | None = None, widths: Sequence[int] = (),
          align: str = "") -> None:
    """Print ``headers`` (if any) and then each row as it comes (``rows`` may be a generator, so
    long benchmarks show each line when it is done). Cells are printed with ``str``; column j is
    ``widths[j]`` wide (12 if not given), aligned by ``align[j]`` ("<" or ">"; by default the first
    column left, the others right)."""
    def line(cells: Sequence) -> str:
        out = []
        for j, cell in enumerate(cells):
            width = widths[j] if j < len(widths) else 12
            side = align[j] if j < len(align) else ("<" if j == 0 else ">")
            out.append(f"{str(cell):{side}{width}}")
        return "".join(out).rstrip()

    if headers:
        print(line(headers), flush=True)
    for row in rows:
        print(line(row), flush=True)


def play_timed(g, bots: Sequence[Any], timed_seat: int = 0) -> list[float]:
    """Play ``g`` to the end, each seat choosing with its bot from ``bots``; return how long the
    bot of ``timed_seat`` took for each of its decisions (seconds)."""
    times: list[float] = []
    while not g.over:
        s = g.to_move[0]
        t0 = time.perf_counter()
        action = bots[s].choose(g, s)
        if s == timed_seat:
            times.append(time.perf_counter() - t0)
        g.play(action, seat=s)
    return times
