"""Studying games: what tw.simulate costs over bare playouts, how it scales with processes, and
how fast an exported replay of a long game scrubs in Chromium.

    python benchmarks/bench_study.py                 # everything
    python benchmarks/bench_study.py overhead        # one part: overhead, processes, replay

Targets (issue 19): simulate within 10% of the bare random-playout rate on one core; close to
linear speed-up with processes; a replay of a 1,000-action game scrubbed from end to start with
every step shown in at most 50 ms.
"""

from __future__ import annotations

import os
import pathlib
import random
import statistics
import sys
import tempfile
import time

from common import random_step, tw  # noqa: F401  (common puts the repository on the path)

from tablewidgets.study import usable_cores


def bare_playouts(name: str, games: int, seed: int = 0) -> tuple[int, float]:
    """The same random games tw.simulate plays (game seeds, one generator per seat seeded as its
    bot is), in the barest loop: (actions, seconds)."""
    actions = 0
    start = time.process_time()
    for i in range(games):
        g = tw.new(name, players=2, seed=seed + i)
        g.quiet = True
        rngs = [random.Random(seed + i + 7919 * s) for s in range(g.players)]
        while g.outcome is None:
            seat = g.to_move[0]
            g.apply(rngs[seat].choice(g.legal_actions(seat)), seat)
        actions += len(g.history)
    return actions, time.process_time() - start


def overhead(games: dict[str, int] | None = None, rounds: int = 5) -> None:
    """Actions per second: a bare playout loop of the very same games against tw.simulate."""
    games = games or {"gipf": 400, "backgammon": 300, "twinkle_twinkle": 60, "river_valley_glassworks": 300,
                      "heat": 40, "pandemic": 300}
    # CPU time of this process, best of interleaved rounds: other work on the machine counts least
    print("simulate overhead, one core (random bots, 2 players; CPU time, best of %d rounds)" % rounds)
    print(f"{'game':26} {'bare actions/s':>15} {'simulate actions/s':>19} {'overhead':>9}")
    for name, n in games.items():
        bare, sim = 0.0, 0.0
        for _ in range(rounds):
            actions, spent = bare_playouts(name, n)
            bare = max(bare, actions / spent)
            start = time.process_time()
            df = tw.simulate(name, games=n, players=2, seed=0, progress=False, processes=1)
            spent = time.process_time() - start
            assert df.actions.sum() == actions, "not the same games"
            sim = max(sim, actions / spent)
        print(f"{name:26} {bare:15,.0f} {sim:19,.0f} {100 * (bare / sim - 1):8.1f}%")


def processes(name: str = "twinkle_twinkle", seats=("greedy", "greedy"), games: int = 24) -> None:
    """The same simulation on 1, 2, ... processes: wall time, and the CPU time all processes
    spent (workers counted once they exit, their start included). On an idle machine the wall
    speed-up is what matters; on a shared one, the CPU column shows the work did not grow, so the
    speed-up is bounded only by the cores actually free (``efficiency`` = CPU of one process /
    CPU of all)."""
    import resource

    from tablewidgets import study

    cores = usable_cores()
    print(f"\nspeed-up with processes: {games} {name} games, {' vs '.join(seats)}; {cores} usable cores")
    print(f"{'processes':>9} {'wall s':>8} {'speed-up':>9} {'CPU s':>8} {'efficiency':>11}")
    base_wall = base_cpu = None
    frames = []
    for p in sorted({1, 2, cores}):
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        own = time.process_time()
        start = time.perf_counter()
        df = tw.simulate(name, seats=list(seats), games=games, seed=0, progress=False, processes=p)
        wall = time.perf_counter() - start
        if p in study._POOLS:                  # let the workers exit so their CPU time is counted
            study._POOLS.pop(p).shutdown(wait=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (time.process_time() - own) + (after.ru_utime - children.ru_utime) + (after.ru_stime - children.ru_stime)
        frames.append(df.drop(columns="seconds"))
        base_wall, base_cpu = base_wall or wall, base_cpu or cpu
        print(f"{p:9} {wall:8.2f} {base_wall / wall:8.2f}x {cpu:8.2f} {base_cpu / cpu:10.0%}")
    assert all(f.equals(frames[0]) for f in frames), "the frames differ between process counts"
    print("  (load average %.1f on %d cores while measuring)" % (os.getloadavg()[0], os.cpu_count() or 1))


SCRUB = """
async () => {
  const range = document.querySelector('.tw-replay-range');
  const root = document.querySelector('.tw-replay');
  const times = [];
  for (let i = Number(range.max); i >= 0; i--) {
    const t0 = performance.now();
    range.value = String(i);
    range.dispatchEvent(new Event('input', { bubbles: true }));
    root.getBoundingClientRect();                        // layout done: the step is on screen
    document.body.offsetHeight;
    times.push(performance.now() - t0);
    if (root.dataset.frame !== String(i)) throw new Error('frame ' + i + ' not shown');
    if (i % 50 === 0) await new Promise((r) => requestAnimationFrame(() => r()));  // let it paint
  }
  return times;
}
"""


def _descendants_cpu(marker: str) -> float:
    """CPU seconds (user + system) used so far by the Chromium started with ``marker`` in its
    command line and every process under it (Linux /proc)."""
    procs = {}
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmd = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        procs[int(entry.name)] = (int(fields[1]), int(fields[11]) + int(fields[12]), marker.encode() in cmd)
    roots = {pid for pid, (_pp, _t, marked) in procs.items() if marked}
    total = 0
    for pid, (_pp, ticks, _m) in procs.items():
        up, seen = pid, 0
        while up in procs and up not in roots and seen < 50:
            up, seen = procs[up][0], seen + 1
        if up in roots:
            total += ticks
    return total / os.sysconf("SC_CLK_TCK")


def replay(name: str = "heat", players: int = 6, seed: int = 3) -> None:
    """Export a long random game, open the file from disk in Chromium, scrub from end to start."""
    from playwright.sync_api import sync_playwright

    g = tw.new(name, players=players, seed=seed)
    rng = random.Random(seed)
    while not g.over:
        random_step(g, rng)
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        path = g.export_html(pathlib.Path(tmp) / "replay.html")
        built = time.perf_counter() - start
        size = path.stat().st_size
        marker = f"--tw-bench={os.getpid()}"
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                        args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", marker])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            start = time.perf_counter()
            page.goto(path.resolve().as_uri())
            page.wait_for_selector(".tw-replay .tw-board svg")
            opened = time.perf_counter() - start
            cpu = _descendants_cpu(marker)
            times = page.evaluate(SCRUB)
            cpu = _descendants_cpu(marker) - cpu
            browser.close()
    times.sort()
    print(f"\nreplay scrubbing: {g.title}, {players} players, {len(g.history)} actions -> {len(times)} spectator steps")
    print(f"  export {built:.2f} s, file {size / 1e6:.1f} MB, opened in Chromium in {opened:.2f} s")
    print(f"  per step: mean {statistics.mean(times):.1f} ms, median {statistics.median(times):.1f} ms, "
          f"95th {times[int(0.95 * len(times))]:.1f} ms, slowest {times[-1]:.1f} ms (target <= 50 ms)")
    # wall times above include waiting for a core on a busy machine; the CPU the browser spent does not
    print(f"  browser CPU per step: {1000 * cpu / len(times):.1f} ms "
          f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["overhead", "processes", "replay"]
    for part in parts:
        {"overhead": overhead, "processes": processes, "replay": replay}[part]()
