"""The Weather and Road Conditions module of the base game, as data.

Source of the facts: the open Board Game Arena implementation of Heat
(``bga-devs/bga-heat``: ``modules/php/constants.inc.php``, ``Models/Circuit.php``,
``Managers/Cards.php``, ``States/RaceTrait.php``), read for its numbers only.
The published module has six weather tiles (one drawn per race) and twelve
road-condition tokens, two of each of six kinds, shuffled and laid one per
corner. The names and texts below are our own.

A weather tile has a *start* effect, applied when the race's decks are made
(after any garage draft), and a *sector* effect that applies only in the
sectors holding a weather token. A road-condition token is either a corner
token (it changes that corner line) or a sector token (it changes the stretch
of track from that corner line to the next one, where the cars are when they
use it).

Where the published rules leave a detail open we decided, and say so:

* a sector's effect is read from the space the car is on at the moment it uses
  the symbol (Cooldown, boost, slipstream), as the public implementation does;
* the extra Cooldown of a cooling sector is one Cooldown for the turn, used
  before the gear's own;
* a chicane gets one token: a corner token changes both of its lines, a sector
  token the stretch after its second line (the page says so).

>>> sorted(WEATHER)
['cloud', 'fog', 'rain', 'snow', 'storm', 'sun']
>>> len(ROAD_TOKENS), sorted(set(ROAD_TOKENS)) == sorted(ROADS)
(12, True)
>>> sector_effect("weather", "fog"), sector_effect("free_boost", "fog"), sector_effect("faster", "fog")
('no_slip', 'free_boost', None)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Weather:
    key: str
    name: str
    stress: int = 0          # Stress cards added to (or taken from) every deck
    engine: int = 0          # Heat cards added to (or taken from) every Engine
    move: str = ""           # "deck" / "discard": three Heat leave the Engine for that pile
    sector: str = ""         # the effect in sectors holding a weather token (a key of SECTOR_TEXT)
    text: str = ""


#: The six weather tiles, by key.
WEATHER = {w.key: w for w in (
    Weather("cloud", "Clouds", stress=-1, sector="no_cool",
            text="One Stress card fewer in every deck. Weather sectors: no Cooldown there."),
    Weather("fog", "Fog", engine=1, sector="no_slip",
            text="One more Heat in every Engine. Weather sectors: no slipstreaming from there."),
    Weather("storm", "Storm", stress=1, sector="slip2",
            text="One more Stress card in every deck. Weather sectors: slipstreams go two spaces further."),
    Weather("snow", "Snow", engine=-1, sector="cool1",
            text="One Heat fewer in every Engine. Weather sectors: one extra Cooldown there."),
    Weather("rain", "Rain", move="deck", sector="cool1",
            text="Three Heat start shuffled into every deck. Weather sectors: one extra Cooldown there."),
    Weather("sun", "Sun", move="discard", sector="slip2",
            text="Three Heat start in every discard pile. Weather sectors: slipstreams go two spaces further."),
)}

#: Heat cards that Rain and Sun move out of the Engine at the start.
MOVED_HEAT = 3


@dataclass(frozen=True)
class Road:
    key: str
    name: str
    corner: bool             # a corner token (changes the line) or a sector token (the stretch after it)
    limit: int = 0           # corner tokens: change to the speed limit
    overheat: int = 0        # corner tokens: extra Heat paid when the limit is exceeded
    sector: str = ""         # sector tokens: the effect ("weather" reads the weather tile)
    text: str = ""


#: The six kinds of road-condition token.
ROADS = {r.key: r for r in (
    Road("faster", "Speed limit +1", True, limit=1, text="This corner's speed limit is one higher."),
    Road("slower", "Speed limit -1", True, limit=-1, text="This corner's speed limit is one lower."),
    Road("overheat", "Overheat", True, overheat=1,
         text="Crossing this corner over its limit costs one Heat more."),
    Road("weather", "Weather sector", False, sector="weather",
         text="The weather tile's sector effect applies up to the next corner."),
    Road("free_boost", "Free boost", False, sector="free_boost",
         text="Boosting costs no Heat up to the next corner."),
    Road("slip1", "Slipstream +1", False, sector="slip1",
         text="Slipstreams go one space further up to the next corner."),
)}

#: The twelve tokens in the box: two of each kind.
ROAD_TOKENS = tuple(k for k in ROADS for _ in range(2))

#: What each sector effect does (for the view and the lesson).
SECTOR_TEXT = {
    "no_cool": "No Cooldown in this sector.",
    "cool1": "One extra Cooldown in this sector.",
    "no_slip": "No slipstreaming from this sector.",
    "slip1": "Slipstreams go one space further from this sector.",
    "slip2": "Slipstreams go two spaces further from this sector.",
    "free_boost": "Boosting costs no Heat in this sector.",
}

#: Extra slipstream spaces by sector effect.
SLIP_BONUS = {"slip1": 1, "slip2": 2}


def sector_effect(token: str | None, weather: str | None) -> str | None:
    """The effect a token gives its sector under ``weather`` (None for corner tokens or no token)."""
    if token is None or ROADS[token].corner:
        return None
    if token == "weather":
        return WEATHER[weather].sector if weather else None
    return ROADS[token].sector


def lay_tokens(track, tokens: list) -> dict:
    """One token per corner (a chicane shares one), from the shuffled ``tokens``: {corner index: key}.

    A chicane's token changes both its lines when it is a corner token, and only the
    stretch after its second line when it is a sector token.
    """
    second = {j: i for i, j in track.chicanes}
    laid: dict = {}
    pile = list(tokens)
    for index in range(len(track.corners)):
        if index not in second:
            laid[index] = pile.pop()
    for j, i in second.items():
        token = laid[i]
        laid[j] = token
        if not ROADS[token].corner:
            del laid[i]                  # nothing between the chicane's two lines
    return dict(sorted(laid.items()))
