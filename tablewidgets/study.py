"""Studying games: many seeded games played by bots into a pandas DataFrame, and bot ladders.

>>> import tablewidgets as tw
>>> df = tw.simulate("gipf", seats=["random", "random"], games=4, seed=1, progress=False, processes=1)
>>> list(df.seed)
[1, 2, 3, 4]
>>> df.equals(tw.simulate("gipf", seats=["random", "random"], games=4, seed=1,
...                       progress=False, processes=1).assign(seconds=df.seconds))
True

Game ``i`` of a call with ``seed=s`` has the seed ``s + i``, and the bot in seat ``k`` of a
game with seed ``g`` has the seed ``g + 7919 * k`` (as at a table made by ``tw.play``), so
every row can be rebuilt on its own: ``tw.simulate(name, seats, games=1, seed=row.seed)``.
Every column but ``seconds`` is the same whichever way the games were spread: one process,
several, or a Dask cluster.

Needs the ``study`` extra: ``pip install "tablewidgets[study]"`` (pandas, tqdm, matplotlib,
dask[distributed]).
"""

from __future__ import annotations

import atexit
import math
import operator
import os
import secrets
import time
from typing import Any, Sequence

from .engine import Game, OptionError, game_class
from .engine.bots import RandomBot, make_bot

#: The columns of a simulation frame, in order (``save`` only with ``keep_saves=True``).
COLUMNS = ("game", "seed", "players", "options", "seats", "scores", "ranking", "winners",
           "actions", "seconds", "reason", "details")


# --------------------------------------------------------------------------- one game
def play_game(name: str, seats: Sequence[str], seed: int, players: int | None = None,
              options: dict | None = None, keep_save: bool = False, max_actions: int = 200_000) -> dict:
    """Play one game between bots to the end and return its row (a plain dict).

    Bots play through the fast path (``apply`` on a quiet game); a bot other than the random
    one decides on a copy, so no bot can change the game it is asked about.
    """
    cls = game_class(name)
    game: Game = cls(players=players, seed=seed, **(options or {}))
    game.quiet = True
    bots = [make_bot(cls, kind, seed=seed + 7919 * s) for s, kind in enumerate(seats)]
    started = time.perf_counter()
    actions = 0
    while game.outcome is None:
        movers = game._to_move()
        seat = movers[0]   # simultaneous steps: every mover decides in turn, seat order
        bot = bots[seat]
        if type(bot) is RandomBot:
            # what RandomBot.choose does, minus the public checks a seat already to move passes
            game.apply(bot.rng.choice(game._legal(seat)), seat)
        else:
            game.play(bot.choose(game.clone(), seat), seat=seat)
        actions += 1
        if actions > max_actions:
            raise RuntimeError(f"{cls.title} with seed {seed} did not end within {max_actions} actions.")
    seconds = time.perf_counter() - started
    outcome = game.outcome
    row = {"game": None, "seed": seed, "players": game.players, "options": dict(game.opts),
           "seats": list(seats), "scores": list(outcome["scores"]), "ranking": list(outcome["ranking"]),
           "winners": list(outcome["winners"]), "actions": len(game.history), "seconds": seconds,
           "reason": outcome.get("reason", ""), "details": list(outcome.get("details") or [])}
    if keep_save:
        row["save"] = game.save()
    return row


def play_chunk(jobs: list[tuple]) -> list[dict]:
    """Play a list of ``(index, name, seats, seed, players, options, keep_save)`` jobs (one task)."""
    rows = []
    for index, name, seats, seed, players, options, keep_save in jobs:
        row = play_game(name, seats, seed, players=players, options=options, keep_save=keep_save)
        row["game"] = index
        rows.append(row)
    return rows


# --------------------------------------------------------------------------- many games
def _check_seats(cls: type[Game], seats: Any, players: int | None) -> tuple[list[str], int]:
    if players is not None and _whole(players) is not None:
        players = _whole(players)
    if seats is None:
        if players is None:
            players = min(cls.max_players, max(2, cls.default_players or cls.min_players))
        seats = ["random"] * cls.check_players(players)
    if isinstance(seats, str) or not isinstance(seats, (list, tuple)):
        raise OptionError(f"'seats' is a list of bot levels, one per seat, like ['random', 'greedy'], not {seats!r}.")
    seats = list(seats)
    n = cls.check_players(len(seats) if players is None else players)
    if len(seats) != n:
        raise OptionError(f"{len(seats)} seats given for {n} players.")
    for kind in seats:
        if kind not in cls.bot_levels:
            raise OptionError(f"Every seat of a simulation is a bot level of {cls.title} "
                              f"({', '.join(cls.bot_levels)}), not {kind!r}.")
    return seats, n


def _whole(value: Any) -> int | None:
    """``value`` as an int when it is a whole number (numpy's too, as a DataFrame hands them out)."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def _check_count(value: Any, what: str, low: int = 1) -> int:
    number = _whole(value)
    if number is None or number < low:
        raise OptionError(f"'{what}' must be a whole number of at least {low}, not {value!r}.")
    return number


def usable_cores() -> int:
    """How many cores this process may run on: its CPU affinity, and a container's CPU quota
    (Binder and Kubernetes show every core of the host but let a notebook use one or two)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    quota = _cpu_quota()
    if quota is not None:
        cores = min(cores, quota)
    return max(1, cores)


def _cpu_quota(root: str = "/sys/fs/cgroup") -> int | None:
    """Whole cores a cgroup (v2 ``cpu.max``, or v1 ``cfs_quota_us``) allows, None without a limit."""
    import pathlib

    base = pathlib.Path(root)
    try:
        text = (base / "cpu.max").read_text().split()
        if text and text[0] != "max":
            return max(1, math.ceil(int(text[0]) / int(text[1])))
        if text:
            return None
    except (OSError, ValueError, IndexError):
        pass
    try:
        quota = int((base / "cpu" / "cpu.cfs_quota_us").read_text())
        period = int((base / "cpu" / "cpu.cfs_period_us").read_text())
        return max(1, math.ceil(quota / period)) if quota > 0 and period > 0 else None
    except (OSError, ValueError):
        return None


_POOLS: dict[int, Any] = {}


def _pool(processes: int):
    """A pool of ``processes`` worker processes, started once and kept for later calls (starting
    a worker costs about as much as importing the package)."""
    if processes not in _POOLS:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        if not _POOLS:
            atexit.register(close_pools)

        # spawn: a kernel has threads, and forking a process with threads is unsafe
        _POOLS[processes] = ProcessPoolExecutor(max_workers=processes, mp_context=multiprocessing.get_context("spawn"),
                                                initializer=_quiet_worker)
    return _POOLS[processes]


def close_pools() -> None:
    """Stop the worker processes kept for simulations (they start again when needed)."""
    while _POOLS:
        _POOLS.popitem()[1].shutdown(wait=True, cancel_futures=True)


def _quiet_worker() -> None:
    """Workers leave Ctrl-C (a kernel's interrupt) to the process that started them."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_jobs(jobs: list[tuple], processes: int | None = None, client: Any = None,
             progress: bool = True, desc: str = "") -> list[dict]:
    """Play every job and return the rows in job order: in this process, across local
    processes, or on a Dask cluster (``client``), with a progress bar."""
    from tqdm.auto import tqdm

    if processes is None:
        processes = usable_cores()
    processes = _check_count(processes, "processes")
    workers = processes
    if client is not None:
        workers = max(1, len(client.scheduler_info().get("workers", {})) or 1)
    # a few chunks per worker: the bar moves, and a slow chunk does not hold up the others
    chunk = max(1, math.ceil(len(jobs) / (workers * 4)))
    chunks = [jobs[i:i + chunk] for i in range(0, len(jobs), chunk)]
    rows: list[dict] = []
    bar = tqdm(total=len(jobs), desc=desc, unit="game", disable=not progress, leave=True)
    try:
        if client is not None:
            from distributed import as_completed

            futures = client.map(play_chunk, chunks, pure=False)
            for future in as_completed(futures):
                done = future.result()
                rows.extend(done)
                bar.update(len(done))
        elif processes == 1 or len(chunks) == 1:
            for part in chunks:
                rows.extend(play_chunk(part))
                bar.update(len(part))
        else:
            from concurrent.futures import as_completed as completed
            from concurrent.futures.process import BrokenProcessPool

            futures = [_pool(processes).submit(play_chunk, part) for part in chunks]
            try:
                for future in completed(futures):
                    done = future.result()
                    rows.extend(done)
                    bar.update(len(done))
            except BrokenProcessPool:
                _POOLS.pop(processes, None)   # a worker died: the next call starts afresh
                raise
            finally:
                for future in futures:       # interrupted: drop what has not started
                    future.cancel()
    finally:
        bar.close()
    rows.sort(key=lambda r: r["game"])
    return rows


def _frame(rows: list[dict], keep_saves: bool):
    import pandas as pd

    columns = list(COLUMNS) + (["save"] if keep_saves else [])
    df = pd.DataFrame(rows, columns=columns)
    df = df.set_index("game")
    df.index.name = "game"
    return df


def simulate(name: str, seats: Sequence[str] | None = None, games: int = 100, players: int | None = None,
             seed: int | None = None, progress: bool = True, processes: int | None = None,
             client: Any = None, keep_saves: bool = False, **options: Any):
    """Play ``games`` seeded games between bots and return one DataFrame row per game.

    ``seats``: a bot level per seat (``["greedy", "random"]``; default: random bots at the
    game's usual table). ``seed``: the first game's seed (default: a random one, kept in
    ``df.attrs["seed"]``). ``processes``: local processes (default: every usable core);
    ``client``: a ``dask.distributed.Client`` to play on its cluster instead.
    ``keep_saves=True`` adds a ``save`` column (``tw.replay(df.save[0])`` shows that game).
    Columns: seed, players, options, seats, scores, ranking, winners, actions, seconds,
    reason, details (the game's own words on how each seat scored).
    """
    cls = game_class(name)
    seats, players = _check_seats(cls, seats, players)
    games = _check_count(games, "games")
    opts = cls.check_options(options)
    if seed is None:
        seed = secrets.randbits(31)
    if _whole(seed) is None:
        raise OptionError(f"The seed must be a whole number, not {seed!r}.")
    seed = _whole(seed)
    jobs = [(i, name, tuple(seats), seed + i, players, opts, keep_saves) for i in range(games)]
    rows = run_jobs(jobs, processes=processes, client=client, progress=progress, desc=cls.title)
    df = _frame(rows, keep_saves)
    df.attrs.update({"game": name, "seed": seed, "seats": list(seats), "players": players, "options": opts})
    return df


# --------------------------------------------------------------------------- ladders
def _seatings(a: str, b: str, players: int, games: int) -> list[list[str]]:
    """Seats for ``games`` games between levels a and b: alternating a, b around the table,
    rotated one seat each game so every level sits everywhere equally often."""
    base = [a if s % 2 == 0 else b for s in range(players)]
    return [base[j % players:] + base[:j % players] for j in range(games)]


def pair_results(df) -> dict[tuple[str, str], list[float]]:
    """From a frame of games: for each ordered pair of levels, the score of the first against the
    second in every meeting (1 win, 0.5 tie, 0 loss), comparing places seat by seat."""
    out: dict[tuple[str, str], list[float]] = {}
    for seats, ranking in zip(df.seats, df.ranking):
        for s, a in enumerate(seats):
            for t, b in enumerate(seats):
                if a == b or s == t:
                    continue
                score = 1.0 if ranking[s] < ranking[t] else 0.5 if ranking[s] == ranking[t] else 0.0
                out.setdefault((a, b), []).append(score)
    return out


def elo(levels: Sequence[str], results: dict[tuple[str, str], list[float]], prior: float = 400.0,
        center: float = 1500.0) -> tuple[list[float], list[float]]:
    """Elo ratings (Bradley-Terry, maximum a posteriori) and their standard errors.

    ``P(a beats b) = 1 / (1 + 10 ** ((r_b - r_a) / 400))``; each rating has a normal prior of
    ``prior`` Elo points around the mean, so a level that won every game still gets a finite
    rating. The mean rating is ``center``. Standard errors from the curvature at the optimum.
    """
    import numpy as np

    k = len(levels)
    index = {lv: i for i, lv in enumerate(levels)}
    n = np.zeros((k, k))
    w = np.zeros((k, k))
    for (a, b), scores in results.items():
        n[index[a], index[b]] += len(scores)
        w[index[a], index[b]] += sum(scores)
    c = math.log(10) / 400.0
    r = np.zeros(k)
    hess = np.eye(k) / prior ** 2
    for _ in range(100):
        p = 1.0 / (1.0 + np.power(10.0, (r[None, :] - r[:, None]) / 400.0))
        grad = c * (w - n * p).sum(axis=1) - r / prior ** 2
        curv = c * c * n * p * (1 - p)
        hess = np.diag(curv.sum(axis=1)) - curv + np.eye(k) / prior ** 2
        step = np.linalg.solve(hess, grad)
        r = r + step
        if np.abs(step).max() < 1e-9:
            break
    cov = np.linalg.inv(hess)
    centering = np.eye(k) - np.ones((k, k)) / k
    cov = centering @ cov @ centering.T
    r = r - r.mean() + center
    return [float(x) for x in r], [float(math.sqrt(max(0.0, v))) for v in np.diag(cov)]


class Ladder:
    """The result of :func:`ladder`: ``ratings`` (Elo with a 95% interval), ``win_rates``
    (row level's score against column level) and ``games`` (every game, as from simulate)."""

    def __init__(self, name: str, levels: list[str], games):
        import pandas as pd

        self.name = name
        self.levels = levels
        self.games = games
        results = pair_results(games)
        ratings, errors = elo(levels, results)
        rows = []
        for lv, r, e in zip(levels, ratings, errors):
            scores = [x for (a, _b), xs in results.items() if a == lv for x in xs]
            rows.append({"level": lv, "elo": round(r, 1), "low": round(r - 1.96 * e, 1),
                         "high": round(r + 1.96 * e, 1), "games": len(scores),
                         "wins": sum(1 for x in scores if x == 1.0), "ties": sum(1 for x in scores if x == 0.5),
                         "losses": sum(1 for x in scores if x == 0.0),
                         "score": round(sum(scores) / len(scores), 3) if scores else float("nan")})
        self.ratings = pd.DataFrame(rows).set_index("level").sort_values("elo", ascending=False)
        matrix = pd.DataFrame(float("nan"), index=pd.Index(levels, name="level"),
                              columns=pd.Index(levels, name="against"))
        for (a, b), xs in results.items():
            matrix.loc[a, b] = sum(xs) / len(xs)
        self.win_rates = matrix

    def plot(self):
        """Ratings with their intervals beside the win-rate matrix, as one matplotlib figure."""
        import matplotlib.pyplot as plt

        # made through pyplot so a notebook's backend shows the returned figure (in JupyterLab,
        # Voila, classic notebooks); closed so it is not shown a second time at the cell's end
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.6), layout="constrained",
                                          width_ratios=[1, 1.1])
        plt.close(fig)
        r = self.ratings.iloc[::-1]
        left.errorbar(r.elo, range(len(r)), xerr=[r.elo - r.low, r.high - r.elo], fmt="o", capsize=4)
        left.set_yticks(range(len(r)), list(r.index))
        left.set_xlabel("Elo (95% interval)")
        left.set_title("Ratings")
        left.grid(axis="x", alpha=0.3)
        m = self.win_rates
        image = right.imshow(m.values, vmin=0, vmax=1, cmap="RdBu")
        right.set_xticks(range(len(m.columns)), list(m.columns))
        right.set_yticks(range(len(m.index)), list(m.index))
        right.set_xlabel("against")
        right.set_title("Score of each row against each column")
        for i in range(len(m.index)):
            for j in range(len(m.columns)):
                v = m.values[i, j]
                if v == v:  # not NaN
                    right.text(j, i, f"{v:.0%}", ha="center", va="center",
                               color="white" if abs(v - 0.5) > 0.3 else "black")
        fig.colorbar(image, ax=right, shrink=0.8)
        fig.suptitle(f"{game_class(self.name).title}: bot ladder ({len(self.games)} games)")
        return fig

    def _repr_html_(self) -> str:
        title = game_class(self.name).title
        return (f"<h4>{title}: ratings</h4>" + self.ratings.to_html()
                + "<h4>Score of each row against each column</h4>"
                + self.win_rates.to_html(float_format=lambda v: f"{v:.0%}", na_rep="–"))

    def __repr__(self) -> str:
        return f"<Ladder of {self.name}: {', '.join(self.ratings.index)}; {len(self.games)} games>"


def ladder(name: str, levels: Sequence[str] | None = None, games: int = 20, players: int | None = None,
           seed: int | None = None, progress: bool = True, processes: int | None = None,
           client: Any = None, **options: Any) -> Ladder:
    """Play every pair of bot levels ``games`` times, seats rotated, and rate the levels.

    >>> lad = tw.ladder("gipf", levels=["random", "greedy"], games=4, seed=1, progress=False)  # doctest: +SKIP
    >>> lad.ratings, lad.win_rates, lad.plot()                                                # doctest: +SKIP
    """
    cls = game_class(name)
    levels = list(cls.bot_levels if levels is None else levels)
    if len(levels) < 2 or len(set(levels)) != len(levels):
        raise OptionError(f"A ladder needs at least two different bot levels, not {levels!r}.")
    for lv in levels:
        if lv not in cls.bot_levels:
            raise OptionError(f"{cls.title} has no bot level {lv!r} (its levels: {', '.join(cls.bot_levels)}).")
    games = _check_count(games, "games")
    if players is None:
        players = max(2, cls.default_players or cls.min_players)
    players = cls.check_players(players)
    if players < 2:
        raise OptionError("A ladder needs at least two players at the table.")
    opts = cls.check_options(options)
    if seed is None:
        seed = secrets.randbits(31)
    if _whole(seed) is None:
        raise OptionError(f"The seed must be a whole number, not {seed!r}.")
    seed = _whole(seed)
    jobs = []
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            for seats in _seatings(a, b, players, games):
                jobs.append((len(jobs), name, tuple(seats), seed + len(jobs), players, opts, False))
    rows = run_jobs(jobs, processes=processes, client=client, progress=progress, desc=f"{cls.title} ladder")
    df = _frame(rows, False)
    df.attrs.update({"game": name, "seed": seed, "levels": levels, "players": players, "options": opts})
    return Ladder(name, levels, df)
