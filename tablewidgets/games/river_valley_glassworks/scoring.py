"""Final scoring of a glassworks: rows from the left, the two highest columns, overflow.

>>> score_breakdown([["wC", "wT"], ["pH"]], overflow=1)
{'rows': [2, 1, 0, 0, 0], 'columns': [{'column': 0, 'height': 2, 'points': 2}, {'column': 1, 'height': 1, 'points': 1}], 'overflow': -3, 'total': 3}
"""

from __future__ import annotations

from .data import COLUMN_POINTS, COLUMNS, OVERFLOW_PENALTY, ROW_POINTS, ROWS


def score_breakdown(columns: list[list[str]], overflow: int) -> dict:
    """Rows (filled from the left), the two highest columns (ties: leftmost first), overflow."""
    heights = [len(c) for c in columns] + [0] * (COLUMNS - len(columns))
    rows = []
    for r in range(ROWS):
        run = 0
        while run < COLUMNS and heights[run] > r:
            run += 1
        rows.append(ROW_POINTS[run])
    # tallest first; among equal heights the leftmost, which is also the lower scoring one
    tallest = sorted(range(COLUMNS), key=lambda i: (-heights[i], i))[:2]
    cols = [{"column": i, "height": heights[i], "points": COLUMN_POINTS[i][heights[i] - 1] if heights[i] else 0}
            for i in tallest]
    penalty = -OVERFLOW_PENALTY * overflow
    total = sum(rows) + sum(c["points"] for c in cols) + penalty
    return {"rows": rows, "columns": cols, "overflow": penalty, "total": total}
