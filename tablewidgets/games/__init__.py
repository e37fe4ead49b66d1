"""One package per game. Importing this registers every finished game in ``tw.GAMES``."""

from importlib import import_module

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

for _name in AVAILABLE:
    try:
        import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as exc:  # a game still being written
        if exc.name != f"{__name__}.{_name}":
            raise
