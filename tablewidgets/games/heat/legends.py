"""Legends: the game's own automaton cars, driven by one Legend card a round.

A Legend card gives each Legend colour its own straight-line number and its
own diamond slot, 0 to 3 (the card's column; :data:`.cards.LEGEND_CARDS`).
Our reading of the published rule, with the details the page leaves open
taken as Board Game Arena's implementation settles them:

* A Legend between a corner's Legend line and the corner line (the Legend
  line included) takes that corner slowly: it moves the corner's speed limit
  plus its diamond slot, over at most that one corner line (it stops just
  before a second one).
* Anywhere else it drives its straight-line number (plus the ``legend_speed``
  option) when that does not take it over the next corner line; when it
  would, it stops on its diamond slot instead: as many spaces back from the
  space before the corner line as its slot says, and takes the corner from
  there next round. A line beyond the finish line on the last lap does not
  stop it.
* Aggressive Legends "clear two corners in the same round": a Legend that
  starts on a chevron (the printed boards put them on the last spaces before
  some corner lines) may cross two corner lines this round, three on a
  double chevron, wherever it starts; its distance is the usual one.
* With road conditions, a corner's limit is the one its token makes it.
* Legends never pay Heat, never slipstream and take no Adrenaline; they are
  blocked by full spaces like every car.

>>> from .tracks import TRACKS
>>> from .cards import LEGEND_CARDS
>>> t, card = TRACKS["usa"], LEGEND_CARDS[1]      # Red: number 13, slot 1
>>> card.speeds[0], card.slots[0]
(13, 1)
>>> legend_target(t, 2, pos=0, color=0, card=card, boost=0, aggressive=False)  # 13 would cross 12: slot 1
10
>>> legend_target(t, 2, pos=7, color=0, card=card, boost=0, aggressive=False)  # in the zone: limit 7 + slot 1
15
>>> gb = TRACKS["great_britain"]      # a chevron on space 36: two corner lines (37 and 43) in one round
>>> card = LEGEND_CARDS[3]            # Purple: slot 2, so limit 5 + 2 reaches the line at 43
>>> legend_target(gb, 2, 36, 4, card, 0, False), legend_target(gb, 2, 36, 4, card, 0, True)
(42, 43)
"""

from __future__ import annotations


def zone_corner(track, space: int):
    """The corner whose Legend zone holds ``space`` (Legend line included, corner line excluded)."""
    length = track.length
    for corner in track.corners:
        span = (corner.at - corner.legend_at) % length
        if (space - corner.legend_at) % length < span:
            return corner
    return None


def lines_between(track, start: int, end: int, finish: int) -> list:
    """Corner lines crossed moving from ``start`` to ``end`` (absolute), in order, as (line, corner).

    Lines after the finish line are left out: speed limits no longer apply there.
    """
    length = track.length
    found = []
    if end <= start:
        return found
    first_lap = start // length - 1
    for lap in range(first_lap, end // length + 1):
        for corner in track.corners:
            line = corner.at + lap * length
            if start < line <= end and line < finish:
                found.append((line, corner))
    found.sort(key=lambda item: item[0])
    return found


def legend_target(track, laps: int, pos: int, color: int, card, boost: int, aggressive: bool,
                  chevrons: int | None = None, limit_of=None) -> int:
    """Where a Legend at ``pos`` aims this round (before blocking); ``limit_of(corner)`` gives a
    corner's limit when road conditions change it."""
    space = pos % track.length
    finish = laps * track.length
    corner = zone_corner(track, space)
    slot = card.slots[color]
    if corner is not None:
        limit = limit_of(corner) if limit_of else corner.limit
        distance, allowed, back = max(0, limit) + slot, 1, 0
    else:
        distance, allowed, back = card.speeds[color] + boost, 0, slot
    extra = (track.chevrons.get(space, 0) if chevrons is None else chevrons) if aggressive else 0
    if extra:
        allowed = 1 + extra            # two corners on a chevron, three on a double chevron
    target = pos + distance
    crossed = lines_between(track, pos, target, finish)
    if len(crossed) > allowed:
        # stop before the first line it may not take: from a straight, on its diamond slot
        target = crossed[allowed][0] - 1 - back
    return max(target, pos)
