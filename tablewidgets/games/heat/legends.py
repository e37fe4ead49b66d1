"""Legends: the game's own automaton cars, driven by one Legend card a round.

Our reading of the published rule, where the page leaves details open:

* A Legend between a corner's Legend line and the corner line takes that
  corner slowly: it moves the corner's speed limit plus the card's diamond.
* Anywhere else it drives its straight-line speed (its colour's number on the
  card, plus the ``legend_speed`` option) but stops before the next corner
  line, so that it takes every corner from the Legend zone.
* It may cross one corner line from the zone and none from a straight.
* Aggressive Legends "clear two corners in the same round": a Legend that
  starts on a chevron (the printed boards put them on the last spaces before
  some corner lines) may cross two corner lines this round, three on a double chevron,
  wherever it starts; its distance is the usual one (straight speed, or limit
  plus diamond in a zone). Corners after the finish line do not stop it.
* With road conditions, a corner's limit is the one its token makes it.
* Legends never pay Heat, never slipstream and take no Adrenaline; they are
  blocked by full spaces like every car.

>>> from .tracks import TRACKS
>>> from .cards import LEGEND_CARDS
>>> t = TRACKS["usa"]
>>> legend_target(t, 2, pos=0, color=0, card=LEGEND_CARDS[1], boost=0, aggressive=False)
11
>>> legend_target(t, 2, pos=7, color=0, card=LEGEND_CARDS[1], boost=0, aggressive=False)  # in the zone
14
>>> gb = TRACKS["great_britain"]      # a chevron on space 36: two corner lines (37 and 43) in one round
>>> legend_target(gb, 2, 36, 5, LEGEND_CARDS[3], 0, False), legend_target(gb, 2, 36, 5, LEGEND_CARDS[3], 0, True)
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
    if corner is not None:
        limit = limit_of(corner) if limit_of else corner.limit
        distance, allowed = max(0, limit) + card.diamond, 1
    else:
        distance, allowed = card.speeds[color] + boost, 0
    extra = (track.chevrons.get(space, 0) if chevrons is None else chevrons) if aggressive else 0
    if extra:
        allowed = 1 + extra            # two corners on a chevron, three on a double chevron
    target = pos + distance
    crossed = lines_between(track, pos, target, finish)
    if len(crossed) > allowed:
        target = crossed[allowed][0] - 1     # stop just before the first line it may not take
    return max(target, pos)
