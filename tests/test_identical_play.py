"""The games play exactly as they did: a fingerprint of many seeded random games per game.

For every registered game, a few dozen to a few hundred seeded random games are played to the end (player
counts cycling from the least to the most, some option sets in turn). Each game is driven one of three ways, by its seed:
the public checked path (``legal_actions`` + ``play``, events logged), the bots' quiet path
(``apply`` on a quiet game), or ``play`` on a game that is cloned every few actions and now and
then takes its last action back and plays it again. Whatever the way, the fingerprint takes in
every legal-action list of every seat to move (order included), ``describe()`` of every legal
action of the seat that acts, the log texts (checked games) and every outcome. A speed-up must
leave every fingerprint unchanged.

When the rules change on purpose, pin the new fingerprints with one command and commit the file:

    PYTHONPATH=. python -m tests.test_identical_play --update

(``--update NAME ...`` for some games only; without ``--update`` it prints the fingerprints.)
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from pathlib import Path

import pytest

import tablewidgets as tw

#: games played per game (a few seconds each); games not named play ``DEFAULT_GAMES``
GAMES_PER_GAME = {"backgammon": 200, "gipf": 150, "harmonies": 60, "heat": 12, "pandemic": 200,
                  "ponte_del_diavolo": 25, "river_valley_glassworks": 120, "twinkle_twinkle": 50,
                  "castles_of_mad_king_ludwig": 6, "rallyman_dirt": 12, "memoir44": 8,
                  "revive": 12, "terraforming_mars": 10, "alchemists": 10, "viticulture": 6,
                  "hardback": 12}
DEFAULT_GAMES = 30
#: option sets the games cycle through (game i plays ``OPTIONS[name][(i // 3) % len(...)]``)
OPTIONS = {
    "backgammon": [{}, {"cube": False}, {"cube": False, "confirm": False}, {"match_length": 3},
                   {"jacoby": True, "autoplay": True}],
    "gipf": [{}, {"variant": "basic"}, {"variant": "tournament"}],
    "hardback": [{}, {"length": 40, "awards": True, "adverts": True, "penny": "random"}],
    "harmonies": [{}, {"side": "B", "spirits": True}],
    "heat": [{}, {"track": "italy", "cars": 3, "legend_speed": 2, "aggressive": True},
             {"track": "japan", "garage": True, "laps": 1}],
    "pandemic": [{}, {"difficulty": "standard"}, {"difficulty": "heroic"}],
    "ponte_del_diavolo": [{}, {"supply": "printed"}],
    "dungeon_petz": [{}, {"double_symbols": True, "foresight": "more"}, {"foresight": "full"}],
    "downforce": [{}, {"powers": True, "additional_powers": True, "track": "savanna_stretch"},
                  {"betting": "odds", "track": "aloha_sands", "powers": True}, {"track": "crosstown_speedway"},
                  {"track": "switchback_pass", "betting": "odds_winner"}, {"track": "marina_bay"}],
    "rallyman_dirt": [{}, {"stage": "tarmac"}, {"stage": "alpine"}, {"stage": "rally"}],
    "memoir44": [{}, {"scenario": 4}, {"scenario": 17, "two_ways": True}, {"scenario": 3}],
    "alchemists": [{}, {"variant": "master"}],
    "viticulture": [{}, {"papas": "lira"}],
    "twinkle_twinkle": [{}, {"asteroids": "blue", "satellites": "blue", "planets": "blue",
                             "black_holes": "blue", "comets": "blue"}],
    "pax_pamir": [{}, {"open_hands": True}],
    "revive": [{}, {"expansion": True, "vast_crystals": True}, {"artifact_cards": "common", "advanced_switch": False}],
    "terraforming_mars": [{}, {"draft": True, "prelude": True}, {"corporate_era": False, "beginner": True}],
}
MAX_STEPS = 6000

#: fingerprints of the games as they play now: ``python -m tests.test_identical_play --update``
PINNED = {
    # pinned: begin
    'alchemists': 'a395fad1f589b40246320afbb3aca9c8',
    'backgammon': 'b003c2b1117d054eecfa3a1272c6b3a7',
    'castles_of_mad_king_ludwig': '767958e725e15cd05b32b00f89e4e9f0',
    'downforce': '7005a1f9f5d70ece2198bb9c08d01b2c',
    'dungeon_petz': '0bc55294ffff3050b84c676cbdbcf64c',
    'formula_d': 'e774aa73388108bee1a3ca20595775fd',
    'fromage': '1212fdff7fbfeeeb29361d450a3d3db1',
    'gaia_project': 'c34228b5846aa9a5e38e72d2ded6b9d1',
    'gipf': '31cb33e211278ba86c4a5652a4c612dd',
    'hardback': 'd0b3e4aba4cd69b78dfad912fa0b0dc1',
    'harmonies': '4502e32895ce3f9c2560b71bc03475e9',
    'heat': 'a5c1917c28996547814f7fd214ecc553',
    'memoir44': '8aaae97395424c7df2dd38d254dd58c5',
    'pandemic': 'a1cf6eba09b4a4581e0511580125232d',
    'parks': 'f89e5dd4e09f2d3c05c13348bfb258b7',
    'pax_pamir': '7441380946c84140b08f4ea77b710189',
    'ponte_del_diavolo': '916fadf0c6279a44c2a9b371186fc208',
    'praga_caput_regni': '68f1ba0d01ced14561c92535ea32a8fe',
    'rallyman_dirt': 'b938db297318f6a3e1c6aa7d72dd6983',
    'rallyman_gt': '084595f21725861a1211a9d626c2e5aa',
    'revive': '18470c38bf0451b8592a4c2d48177401',
    'river_valley_glassworks': 'a70c79a2d9460c4ba2cd29c05c173586',
    'terraforming_mars': 'e2370b02235dc5a666b8ed036410d3ff',
    'twinkle_twinkle': 'df1595bb66b6d6e7c46133bb8a9ba2f7',
    'viticulture': '236f7b82b63ec61d4283e530eccb31de',
    # pinned: end
}


def _feed(h, *items) -> None:
    for item in items:
        h.update(json.dumps(item, sort_keys=True, separators=(",", ":")).encode())
        h.update(b"\n")


def play_one(name: str, seed: int, h) -> None:
    """Play game ``seed`` of ``name`` and feed everything it showed into ``h``."""
    cls = tw.GAMES[name]
    players = cls.min_players + seed % (cls.max_players - cls.min_players + 1)
    way = seed % 3               # 0: checked play, 1: quiet apply, 2: play on clones, with undo
    sets = OPTIONS.get(name, [{}])
    options = sets[(seed // 3) % len(sets)]
    rng = random.Random(f"{name}-{seed}")
    g = tw.new(name, players=players, seed=seed, **options)
    g.quiet = way == 1
    _feed(h, players, options, g.to_move)
    steps = 0
    while not g.over:
        assert steps < MAX_STEPS, f"{name} seed {seed} did not end within {MAX_STEPS} actions"
        movers = g.to_move
        lists = {seat: g.legal_actions(seat) for seat in movers}
        _feed(h, list(movers), [lists[s] for s in movers])
        seat = rng.choice(movers)
        legal = lists[seat]
        _feed(h, seat, [g.describe(a, seat) for a in legal])
        action = rng.choice(legal)
        if way == 1:
            g.apply(action, seat)
        else:
            g.play(action, seat=seat)
        if way == 2:
            if steps % 5 == 4:
                g = g.clone()
            if rng.random() < 0.03 and g.can_undo(seat):
                g.undo(seat)
                assert g.legal_actions(seat) == legal, f"{name} seed {seed}: undo gave other legal actions"
                g.play(action, seat=seat)
        steps += 1
    _feed(h, steps, g.result())
    if way == 0:
        _feed(h, [(e.seat, e.text) for e in g.events])


def fingerprint(name: str, games: int | None = None) -> str:
    h = hashlib.sha256()
    for seed in range(games if games is not None else GAMES_PER_GAME.get(name, DEFAULT_GAMES)):
        play_one(name, seed, h)
    return h.hexdigest()[:32]


def shipped() -> list[str]:
    """The games of the package (not the toy games some tests register)."""
    return sorted(n for n, cls in tw.GAMES.items() if cls.__module__.startswith("tablewidgets.games."))


def test_every_game_is_pinned():
    missing = sorted(set(shipped()) - set(PINNED))
    assert not missing, (f"no pinned fingerprint for {', '.join(missing)}: "
                         "run PYTHONPATH=. python -m tests.test_identical_play --update NAME")


@pytest.mark.parametrize("name", sorted(PINNED))
def test_games_play_as_pinned(name):
    assert fingerprint(name) == PINNED[name], (
        f"{name} plays differently from its pinned fingerprint; if the rules changed on purpose, "
        f"run PYTHONPATH=. python -m tests.test_identical_play --update {name}")


@pytest.mark.parametrize("name", shipped())
def test_legal_actions_are_canonical(name):
    """``play`` takes a listed action as it is, without parsing it: so each must parse to itself."""
    for seed in range(4):
        rng = random.Random(seed)
        sets = OPTIONS.get(name, [{}])
        g = tw.new(name, seed=seed, **sets[seed % len(sets)])
        g.quiet = True
        while not g.over:
            for seat in g.to_move:
                for action in g.legal_actions(seat):
                    assert g.parse(action) == action, f"{name}: {action!r} parses to {g.parse(action)!r}"
            seat = rng.choice(g.to_move)
            g.apply(rng.choice(g.legal_actions(seat)), seat)


def _update(names: list[str]) -> None:
    path = Path(__file__)
    pins = dict(PINNED)
    for name in names:
        pins[name] = fingerprint(name)
        print(f"{name}: {pins[name]}", flush=True)
    lines = "".join(f"    {name!r}: {pins[name]!r},\n" for name in sorted(pins))
    text = path.read_text()
    text = re.sub(r"(    # pinned: begin\n).*?(    # pinned: end\n)",
                  lambda m: m.group(1) + lines + m.group(2), text, flags=re.S)
    path.write_text(text)


if __name__ == "__main__":
    args = sys.argv[1:]
    update = "--update" in args
    names = [a for a in args if a != "--update"] or shipped()
    unknown = [n for n in names if n not in tw.GAMES]
    if unknown:
        sys.exit(f"unknown game(s): {', '.join(unknown)}")
    if update:
        _update(names)
    else:
        for name in names:
            print(f"{name}: {fingerprint(name)}", flush=True)
