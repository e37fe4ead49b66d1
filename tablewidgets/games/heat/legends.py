"""Legends: the game's own automaton cars, driven by one Legend card a round.

Our reading of the published rule, where the page leaves details open:

* A Legend between a corner's Legend line and the corner line takes that
  corner slowly: it moves the corner's speed limit plus the card's diamond.
* Anywhere else it drives its straight-line speed (its colour's number on the
  card, plus the ``legend_speed`` option) but stops before the next corner
  line, so that it takes every corner from the Legend zone.
* It may cross one corner line from the zone and none from a straight; with
  aggressive Legends, a chevron under its starting space (the tracks put them
  on the straight before some Legend lines) allows one more, two with a
  double chevron. Corners after the finish line do not stop it.
* Legends never pay Heat, never slipstream and take no Adrenaline; they are
  blocked by full spaces like every car.

>>> from .tracks import TRACKS
>>> from .cards import LEGEND_CARDS
>>> t = TRACKS["usa"]
>>> legend_target(t, 2, pos=0, color=0, card=LEGEND_CARDS[1], boost=0, aggressive=False)
9
>>> legend_target(t, 2, pos=7, color=0, card=LEGEND_CARDS[1], boost=0, aggressive=False)  # in the zone
11
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
                  chevrons: int | None = None) -> int:
    """Where a Legend at ``pos`` aims this round (before blocking)."""
    space = pos % track.length
    finish = laps * track.length
    corner = zone_corner(track, space)
    if corner is not None:
        distance, allowed = corner.limit + card.diamond, 1
    else:
        distance, allowed = card.speeds[color] + boost, 0
    if aggressive:
        allowed += track.chevrons.get(space, 0) if chevrons is None else chevrons
    target = pos + distance
    crossed = lines_between(track, pos, target, finish)
    if len(crossed) > allowed:
        target = crossed[allowed][0] - 1     # stop just before the first line it may not take
    return max(target, pos)
