"""Rules-engine speed of every registered game, side by side with OpenSpiel, in one run.

    python benchmarks/bench_speed.py                    # every game, two repetitions (a few minutes)
    python benchmarks/bench_speed.py --only gipf,ponte_del_diavolo --reps 1 --seconds 1
    python benchmarks/bench_speed.py --save after.json --compare before.json

One row per game and repetition, default options and default player count:

* ``play() µs``: microseconds per action through the public checked path (``legal_actions`` +
  ``play`` on a logging game), random games to the end;
* ``quiet µs``: the same through the bots' quiet path (``legal_actions`` + ``apply``, no log);
* ``playouts/s``: random games to the end per second through the quiet path;
* ``mcts it/s``: iterations per second of the game's ``mcts`` bot level (its default budget) over a
  few mid-game positions.

Times are processor time of this process, so other programs on the machine disturb them less.

Anchors, measured in the same run: OpenSpiel's backgammon (C++, driven from Python; random games,
chance by its own weights) against our backgammon with the cube off (OpenSpiel has no cube), the
three measured in turns (``common.backgammon_side_by_side``) so that the ratios hold on a busy machine; and
OpenSpiel's pure-Python MCTS (random rollouts) on connect four. ``--compare FILE`` adds, for each
game, the ratio of the mean of this run to the mean of a run saved earlier with ``--save FILE``.

``--old-tree PATH`` measures every row also with the package of another checkout (say the commit
before a change, unpacked with ``git archive``), alternating with this one, and prints the ratios;
``--picks N`` then checks that the ``mcts`` level of every game makes the same choices as before in
N positions (same playing strength) and compares its iterations per second.

``--match N`` plays N games of GIPF and of Ponte del Diavolo between the ``mcts`` level as shipped
and the same level searching the old way (``keep_positions=False``: every iteration copies the game
through ``determinize`` and replays its moves), seats alternating, with the same iteration budget:
the wins show the playing strength is the same, the iterations per second of each side the speed-up.
``--match 80`` gives each side 40 games as each colour; the win share comes with its 95% interval.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

import common  # common puts the repository on sys.path
from common import playout_rate, random_step, table

import tablewidgets as tw
from tablewidgets.engine.bots import make_bot

#: every time here is processor time of this process (time.process_time), not wall time: on a
#: shared machine other processes then slow a measurement much less
clock = time.process_time

COLUMNS = ("play_us", "quiet_us", "playouts", "mcts")
HEADERS = ("game", "rep", "play() µs", "quiet µs", "playouts/s", "mcts it/s")
WIDTHS = (26, 5, 11, 11, 12, 11)


def playouts(name: str, seconds: float, checked: bool, **options) -> tuple[float, float]:
    """Random games to the end for ``seconds`` of processor time: (games/s, actions/s). Checked: the
    public path (``legal_actions`` + ``play``, events logged); else the quiet path (``apply``)."""
    return playout_rate(name, seconds, checked=checked, seed=1, clock=clock, **options)


def mcts_rate(name: str, decisions: int, level: str = "mcts", seed: int = 100) -> float | None:
    """Iterations per second (processor time) of the ``level`` bot in ``decisions`` mid-game
    positions reached by random openings."""
    if level not in tw.GAMES[name].bot_levels:
        return None
    return common.decision_times(name, level, decisions, seed=seed, clock=clock).rate


def measure_game(name: str, seconds: float, decisions: int) -> dict:
    _, checked_aps = playouts(name, seconds, True)
    gps, quiet_aps = playouts(name, seconds, False)
    return {"play_us": 1e6 / checked_aps, "quiet_us": 1e6 / quiet_aps, "playouts": gps,
            "mcts": mcts_rate(name, decisions)}


def mcts_picks(name: str, positions: int) -> dict:
    """The ``mcts`` level's choice in ``positions`` mid-game positions, with its iteration budget only
    (no time limit, so that a busy machine changes nothing), and its iterations per second."""
    cls = tw.GAMES[name]
    rng = random.Random(2)
    picks, iterations, spent = [], 0, 0.0
    for i in range(positions):
        g = tw.new(name, seed=100 + i)
        g.quiet = True
        for _ in range(rng.randrange(4, 30)):
            if g.over:
                break
            random_step(g, rng)
        if g.over:
            continue
        bot = make_bot(cls, "mcts", seed=i)
        bot.seconds = None
        if bot.iterations is None:          # a level that had a time budget only: give it iterations
            bot.iterations = 1200
        start = clock()
        picks.append(bot.choose(g, g.to_move[0]))
        spent += clock() - start
        iterations += bot.last_iterations
    return {"picks": picks, "rate": iterations / spent if spent else None}


def mcts_match(name: str, games: int, seed: int = 0) -> dict:
    """``games`` games of the ``mcts`` level as shipped (side 0) against the same level searching the
    old way (side 1: every iteration copies the game through ``determinize``), seats alternating:
    wins, and iterations per second of processor time, per side."""
    cls = tw.GAMES[name]
    wins, iterations, spent = [0.0, 0.0], [0, 0], [0.0, 0.0]
    as_white = [0.0, 0.0]       # wins of each side when it played seat 0
    for i in range(games):
        g = tw.new(name, seed=seed + i)
        g.quiet = True
        sides, bots = [], []
        for s in range(g.players):
            side = (s + i) % 2
            bot = make_bot(cls, "mcts", seed=1000 * (seed + i) + s)
            bot.keep_positions = side == 0
            sides.append(side)
            bots.append(bot)
        while not g.over:
            s = g.to_move[0]
            bot = bots[s]
            bot.last_iterations = 0          # a decision with one legal action searches nothing
            start = clock()
            action = bot.choose(g, s)
            spent[sides[s]] += clock() - start
            iterations[sides[s]] += bot.last_iterations
            g.apply(action, s)
        winners = g.outcome["winners"]
        for s in winners:
            wins[sides[s]] += 1 / len(winners)
            if s == 0:
                as_white[sides[s]] += 1 / len(winners)
    return {"games": games, "wins": wins, "as_white": as_white,
            "rates": [n / t if t else None for n, t in zip(iterations, spent)]}


def share_interval(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a win share of ``wins`` in ``games``."""
    if not games:
        return 0.0, 1.0
    z, p = 1.96, wins / games
    middle = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * (p * (1 - p) / games + z * z / (4 * games * games)) ** 0.5 / (1 + z * z / games)
    return middle - half, middle + half


def in_tree(tree: str, call: str):
    """Evaluate ``call`` (a call of a function of this file) with the package of another checkout."""
    here = os.path.dirname(os.path.abspath(__file__))
    code = (f"import sys, json; sys.path.insert(0, {tree!r}); import tablewidgets; "
            f"sys.path.insert(0, {here!r}); import bench_speed as b; print(json.dumps(b.{call}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def cells(row: dict) -> tuple:
    def fmt(v, digits):
        return "-" if v is None else f"{v:,.{digits}f}"
    return (fmt(row["play_us"], 1), fmt(row["quiet_us"], 1), fmt(row["playouts"], 1), fmt(row["mcts"], 0))


# ------------------------------------------------------------------ anchors
def openspiel_mcts(game_name: str = "connect_four", iterations: int = 300, decisions: int = 4) -> tuple[float, float]:
    """OpenSpiel's pure-Python MCTS with random rollouts: (iterations/s, simulated actions/s)."""
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game(game_name)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 1.4, iterations, evaluator, random_state=np.random.RandomState(2), solve=False)
    spent = 0.0
    rng = random.Random(3)
    for _ in range(decisions):
        state = game.new_initial_state()
        for _ in range(rng.randrange(4, 12)):
            state.apply_action(rng.choice(state.legal_actions()))
        start = clock()
        bot.step(state)
        spent += clock() - start
    rate = decisions * iterations / spent
    return rate, rate * _random_game_rest(game)


def _random_game_rest(game) -> float:
    """Actions from the searched positions to the end of a random game: about what one iteration
    applies (tree walk plus random rollout to the end)."""
    rng = random.Random(4)
    lengths = []
    for _ in range(50):
        state = game.new_initial_state()
        for _ in range(rng.randrange(4, 12)):
            state.apply_action(rng.choice(state.legal_actions()))
        n = 0
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            n += 1
        lengths.append(n)
    return statistics.mean(lengths)


def backgammon_anchor(seconds: float) -> dict:
    """Our backgammon (play() and quiet) and OpenSpiel's, games per second, measured in turns."""
    return common.backgammon_side_by_side(seconds, clock=clock)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="games to measure, comma-separated (default: every game)")
    parser.add_argument("--reps", type=int, default=2, help="repetitions of the whole table")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per playout measurement")
    parser.add_argument("--decisions", type=int, default=4, help="positions per MCTS measurement")
    parser.add_argument("--no-anchors", action="store_true", help="skip the OpenSpiel anchors")
    parser.add_argument("--old-tree", help="another checkout (the code before a change): every row is also "
                        "measured with its package, in turn with this one, and the ratio printed")
    parser.add_argument("--picks", type=int, default=0,
                        help="with --old-tree: compare the mcts level's choices in this many positions per game")
    parser.add_argument("--match", type=int, default=0,
                        help="games of GIPF and Ponte del Diavolo: the mcts level against its old, copying search")
    parser.add_argument("--save", help="write this run's numbers to a JSON file")
    parser.add_argument("--compare", help="a JSON file saved earlier: print this run's mean over its mean")
    args = parser.parse_args()
    names = [n for n in args.only.split(",") if n] or sorted(tw.GAMES)
    print(f"rules-engine speed, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}, "
          f"{args.seconds:g} s per playout measurement, {args.reps} repetitions", flush=True)
    runs: dict[str, list[dict]] = {name: [] for name in names}
    anchors: list[dict] = []
    for rep in range(1, args.reps + 1):
        table([], HEADERS, WIDTHS)
        for name in names:
            if args.old_tree:
                old = in_tree(args.old_tree, f"measure_game({name!r}, {args.seconds}, {args.decisions})")
                table([(name + " (before)", rep, *cells(old))], widths=WIDTHS)
            row = measure_game(name, args.seconds, args.decisions)
            runs[name].append(row)
            table([(name, rep, *cells(row))], widths=WIDTHS)
            if args.old_tree:
                ratios = [(f"{old[c] / row[c]:.2f}x" if c.endswith("_us") else f"{row[c] / old[c]:.2f}x")
                          if row[c] and old[c] else "-" for c in COLUMNS]
                table([("  speed-up", rep, *ratios)], widths=WIDTHS)
        if not args.no_anchors:
            try:
                anchor = backgammon_anchor(args.seconds)
                anchor["openspiel_mcts"], anchor["openspiel_mcts_actions"] = openspiel_mcts()
            except ImportError:
                print("OpenSpiel is not installed: no anchors.")
                anchor = None
            if anchor:
                anchors.append(anchor)
                print(f"  backgammon, cube off: play() {anchor['play']:.0f} games/s, quiet {anchor['quiet']:.0f} "
                      f"games/s; OpenSpiel {anchor['openspiel']:.0f} games/s -> ratios play() "
                      f"{anchor['play'] / anchor['openspiel']:.2f}, quiet {anchor['quiet'] / anchor['openspiel']:.2f}")
                print(f"  OpenSpiel pure-Python MCTS, connect four: {anchor['openspiel_mcts']:,.0f} it/s "
                      f"(~{anchor['openspiel_mcts_actions']:,.0f} simulated actions/s)", flush=True)
        print()
    if args.old_tree and args.picks:
        print(f"mcts level, {args.picks} positions per game, iteration budget only: same choices as before?")
        table([], ("game", "", "same", "it/s before", "it/s now", "ratio"), WIDTHS)
        for name in names:
            if "mcts" not in tw.GAMES[name].bot_levels or name == "backgammon":
                continue
            old = in_tree(args.old_tree, f"mcts_picks({name!r}, {args.picks})")
            new = mcts_picks(name, args.picks)
            same = sum(a == b for a, b in zip(old["picks"], new["picks"]))
            table([(name, "", f"{same}/{len(new['picks'])}", f"{old['rate']:,.0f}", f"{new['rate']:,.0f}",
                    f"{new['rate'] / old['rate']:.2f}x")], widths=WIDTHS)
    matches = {}
    if args.match:
        print(f"mcts level as shipped against the same level searching the old way (each iteration copies the "
              f"game), {args.match} games each, seats alternating (each side plays half its games as White), "
              f"the same iteration budget")
        table([], ("game", "", "wins now", "wins old", "it/s now", "it/s old", "ratio"), WIDTHS)
        for name in ("gipf", "ponte_del_diavolo"):
            if name not in names:
                continue
            m = matches[name] = mcts_match(name, args.match)
            now, was = m["rates"]
            table([(name, "", f"{m['wins'][0]:g}", f"{m['wins'][1]:g}", f"{now:,.0f}", f"{was:,.0f}",
                    f"{now / was:.2f}x")], widths=WIDTHS)
            low, high = share_interval(m["wins"][0], m["games"])
            white = m["as_white"]
            print(f"  {name}: the shipped search wins {m['wins'][0] / m['games']:.0%} (95% interval {low:.0%} to "
                  f"{high:.0%}); as White: now {white[0]:g}, old {white[1]:g} of {m['games'] // 2} each")
    if args.compare:
        with open(args.compare) as f:
            old = json.load(f)
        print(f"mean of this run / mean of {args.compare} (play() and quiet: speed-up = old µs / new µs)")
        table([], ("game", "", "play()", "quiet", "playouts/s", "mcts it/s"), WIDTHS)
        for name in names:
            if name not in old["games"]:
                continue
            ratio = []
            for col in COLUMNS:
                new = [r[col] for r in runs[name] if r[col]]
                was = [r[col] for r in old["games"][name] if r[col]]
                if not new or not was:
                    ratio.append("-")
                    continue
                x = statistics.mean(new) / statistics.mean(was)
                ratio.append(f"{1 / x if col.endswith('_us') else x:.2f}x")
            table([(name, "", *ratio)], widths=WIDTHS)
    if args.save:
        with open(args.save, "w") as f:
            json.dump({"games": runs, "anchors": anchors, "matches": matches}, f, indent=1)


if __name__ == "__main__":
    main()
