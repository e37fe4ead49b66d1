"""One package per game. Importing this lists every finished game in ``tw.GAMES``; a game's own
package is imported the first time the table is asked for it."""

from ..engine.registry import GAMES

AVAILABLE = (
    "gipf", "backgammon", "ponte_del_diavolo", "river_valley_glassworks", "twinkle_twinkle", "harmonies",
    "heat", "pandemic", "formula_d",
    "rallyman_gt",
    "parks",
    "fromage",
    "castles_of_mad_king_ludwig",
    "hardback",
    "downforce",
    "rallyman_dirt",
    "pax_pamir",
    "revive",
    "memoir44",
    "terraforming_mars",
    "dungeon_petz",
    "alchemists",
    "praga_caput_regni",
    "viticulture",
    "gaia_project",
)

for _name in AVAILABLE:   # imported when first asked for (see GameTable)
    GAMES.expect(_name, f"{__name__}.{_name}")
