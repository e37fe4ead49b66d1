"""Bytes sent to the browser per move, for every game, without a browser.

    python benchmarks/bench_bytes.py [--moves 300] [--seed 1] [--games gipf,heat] [--top 0]

Plays seeded random moves on the board the widget benchmark opens (every seat a person at one
screen, Heat one person against Legends), through the widget's real send path, and counts for
each request from the page (a move, or lifting the hand-over screen) the websocket bytes the
kernel answers with: every widget message as a Jupyter comm frame (headers, packing as
jupyter_client does) plus the busy and idle status frames (``tablewidgets/payload.py``).
A new game is not counted. Target: at most 5 KB (5120 bytes) per request, every game.
``--top N`` also prints the N largest requests of each game with what their patch carried.
"""

import argparse
import json
import statistics

from common import table  # puts the repository on sys.path

import tablewidgets as tw  # noqa: E402
from tablewidgets.payload import frame_bytes, hot_seat_playout  # noqa: E402

LIMIT = 5120


def p95(values):
    values = sorted(values)
    return values[max(0, int(round(0.95 * len(values))) - 1)]


def breakdown(sent):
    """What the request's messages carried: bytes per patch field and per other trait."""
    parts = {}
    for msg in sent:
        state = msg.get("state", {}) if msg.get("method") == "update" else {"custom": msg.get("content")}
        for key, value in state.items():
            if key == "patch" and isinstance(value, dict):
                for k, v in value.items():
                    parts[f"patch.{k}"] = parts.get(f"patch.{k}", 0) + len(json.dumps(v, ensure_ascii=False))
            else:
                parts[key] = parts.get(key, 0) + len(json.dumps(value, ensure_ascii=False))
    return ", ".join(f"{k} {v}" for k, v in sorted(parts.items(), key=lambda kv: -kv[1]) if v > 40)


def measure(name, moves, seed):
    reqs = list(hot_seat_playout(name, moves, seed))
    sizes = [r.bytes for r in reqs]
    worst = max(reqs, key=lambda r: r.bytes)
    return reqs, {"n": len(reqs), "med": statistics.median(sizes), "p95": p95(sizes), "max": worst.bytes,
                  "worst": f"{worst.kind} {worst.action or ''}"[:40], "over": sum(s > LIMIT for s in sizes)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(sorted(n for n, c in tw.GAMES.items())))
    parser.add_argument("--top", type=int, default=0)
    args = parser.parse_args()
    details = []

    def rows():
        for name in args.games.split(","):
            reqs, r = measure(name, args.moves, args.seed)
            if args.top:
                details.append((name, sorted(reqs, key=lambda q: -q.bytes)[:args.top]))
            yield (name, r["n"], f"{r['med'] / 1024:.2f} KB", f"{r['p95'] / 1024:.2f} KB", f"{r['max'] / 1024:.2f} KB",
                   r["over"], r["worst"])

    table(rows(), headers=("game", "requests", "median", "p95", "max", "> 5 KB", "largest"),
          widths=(26, 9, 10, 10, 10, 7, 40))
    for name, top in details:
        print(f"\n{name}")
        for q in top:
            print(f"  {q.bytes:6d}  {q.kind} {q.action or ''}  [{len(q.sent)} msg, "
                  f"frames {sum(frame_bytes(m) for m in q.sent)}]  {breakdown(q.sent)}")


if __name__ == "__main__":
    main()
