"""The vintner's opening in the solo game: lira from the fields seven years will not plant.

A solo vineyard ends its seven years with about five vines, which the largest field and one more
hold; the money of the first two years decides how soon the third and fourth workers and the
structures the vines wait for come. So, as a person playing alone would, the vintner sells an empty
field for its lira early (:func:`field_to_sell`): in the first two years, while it has less than
:data:`SELL_BELOW` lira, the smallest empty field, at most :data:`SELL_MAX` of them and never the
largest. In the games with opponents, which last longer, the fields are kept.
"""

from __future__ import annotations

from . import data as D

#: the years in which a field is sold, how many at most, and the lira below which one is sold
SELL_YEARS = 2
SELL_MAX = 2
SELL_BELOW = 9
#: what the placement on the sell space is worth when it sells such a field
SELL_WORTH = 14.0


def field_to_sell(g, seat: int):
    """The empty field (index) the seat sells now for its lira, or None."""
    if not g.solo:
        return None
    p = g.ps[seat]
    if g.year > SELL_YEARS or sum(p["sold"]) >= SELL_MAX or p["lira"] >= SELL_BELOW:
        return None
    largest = max(range(3), key=lambda f: D.FIELD_VALUES[f])
    empty = [f for f in range(3) if f != largest and not p["sold"][f] and not p["fields"][f]]
    return min(empty, key=lambda f: D.FIELD_VALUES[f]) if empty else None
