"""The shared test kit: every game's tests call these, so every game is checked the same way.

>>> from tablewidgets import testing
>>> stats = testing.random_playouts("gipf", games=2, seed=1)
>>> stats["finished"]
2
"""

from __future__ import annotations

import json
import random
import string
from typing import Any, Callable

from . import engine
from .engine import Game, IllegalAction, restore


def _all_views(game: Game) -> list:
    return [game.view(None)] + [game.view(s) for s in range(game.players)]


def _snapshot(game: Game) -> str:
    return json.dumps([game.save(), _all_views(game), game.to_move], sort_keys=True)


def refused(game: Game, action: Any, seat: int | None = None, *words: str, match: str = "") -> str:
    """Play ``action`` and check it is refused with a reason naming each of ``words`` (and
    ``match``), leaving the game exactly as it was (its save, every seat's view, who moves).
    Returns the reason, for tests that look closer.
    """
    before = _snapshot(game)
    try:
        game.play(action, seat=seat)
    except IllegalAction as exc:
        message = str(exc)
    else:
        raise AssertionError(f"{action!r} was accepted")
    for word in (*words, match):
        assert word.lower() in message.lower(), message
    assert _snapshot(game) == before, f"refusing {action!r} changed the game"
    return message


def random_playout(game: Game, rng: random.Random, max_steps: int = 5000,
                   check: Callable[[Game], None] | None = None, every: int = 1) -> Game:
    """Play random legal actions until the game ends, checking invariants as it goes."""
    steps = 0
    while not game.over:
        assert steps < max_steps, f"{game.title} did not end within {max_steps} actions (seed {game.seed})"
        movers = game.to_move
        assert movers, "a game that is not over must have a seat to move"
        seat = rng.choice(movers)
        actions = game.legal_actions(seat)
        assert actions, f"seat {seat} must move but has no legal action (seed {game.seed}, step {steps})"
        assert len(set(actions)) == len(actions), f"duplicate legal actions: {actions}"
        game.play(rng.choice(actions), seat=seat)
        steps += 1
        if steps % every == 0:
            game.check_invariants()
            if check:
                check(game)
    game.check_invariants()
    if check:
        check(game)
    result = game.result()
    assert set(result) >= {"scores", "ranking", "winners"}
    assert len(result["scores"]) == game.players and len(result["ranking"]) == game.players
    assert all(0 <= w < game.players for w in result["winners"])
    return game


def random_playouts(name: str, games: int = 100, seed: int = 0, players: int | None = None,
                    check: Callable[[Game], None] | None = None, max_steps: int = 5000, every: int = 1,
                    **options: Any) -> dict:
    """Play ``games`` seeded random games to the end; returns counts for the caller to assert on."""
    rng = random.Random(seed)
    wins = [0] * (players or engine.game_class(name).min_players)
    lengths = []
    for i in range(games):
        game = engine.new(name, players=players, seed=seed * 100_003 + i, **options)
        random_playout(game, rng, max_steps=max_steps, check=check, every=every)
        for w in game.result()["winners"]:
            wins[w] += 1
        lengths.append(len(game.history))
    return {"finished": games, "wins": wins, "lengths": lengths}


def check_replay(name: str, seed: int, players: int | None = None, max_steps: int = 5000,
                 **options: Any) -> Game:
    """``seed + history`` rebuilds the same game: every seat's view is equal at every step.

    Plays a seeded random game recording all views after each action, then
    rebuilds it from the seed and the history alone and compares.
    """
    rng = random.Random(seed)
    game = engine.new(name, players=players, seed=seed, **options)
    recorded = [_all_views(game)]
    while not game.over and len(game.history) < max_steps:
        seat = rng.choice(game.to_move)
        game.play(rng.choice(game.legal_actions(seat)), seat=seat)
        recorded.append(_all_views(game))
    twin = engine.new(name, players=players, seed=seed, **options)
    assert _all_views(twin) == recorded[0], "setup differs for the same seed"
    for i, (seat, action) in enumerate(game.history, start=1):
        twin.play(action, seat=seat)
        assert _all_views(twin) == recorded[i], f"replay differs after {i} actions (seed {seed})"
    return game


def check_replay_fast(game: Game) -> None:
    """``seed + history`` rebuilds the same game (compared at the end and at a few steps)."""
    cls = engine.game_class(game.name)
    twin = cls(game.players, game.seed, game.position, **game.opts)
    ref = cls(game.players, game.seed, game.position, **game.opts)
    marks = {len(game.history) // 3, 2 * len(game.history) // 3}
    for i, (seat, action) in enumerate(game.history):
        twin.play(action, seat=seat)
        ref.play(action, seat=seat)
        if i in marks:
            assert _all_views(twin) == _all_views(ref)
    assert _all_views(twin) == _all_views(game)


def check_save_roundtrip(game: Game) -> None:
    """save() -> JSON text -> restore() gives an identical game, and saving again gives the same file."""
    data = game.save()
    text = json.dumps(data)
    again = restore(json.loads(text))
    assert again.save() == data
    assert _all_views(again) == _all_views(game)
    assert again.to_move == game.to_move
    assert restore(text).save() == data
    copy = game.clone()
    assert _all_views(copy) == _all_views(game)


def check_corrupt_saves(game: Game) -> None:
    """Damaged or foreign save files are refused with a SaveError naming the problem."""
    good = game.save()
    bad_cases = [
        ("not json", "{"),
        ("a list", []),
        ("foreign format", {**good, "format": "chess-pgn"}),
        ("future version", {**good, "version": 999}),
        ("unknown game", {**good, "game": "tiddlywinks"}),
        ("missing history", {k: v for k, v in good.items() if k != "history"}),
        ("bad history entry", {**good, "history": good["history"] + [["x", 3]]}),
        ("bad option", {**good, "options": {"no_such_option": 1}}),
        ("bad players", {**good, "players": 99}),
        # setup fields smuggled in as options, and odd setup values
        ("a seed option", {**good, "options": {**good["options"], "seed": 1}}),
        ("a players option", {**good, "options": {**good["options"], "players": good["players"]}}),
        ("a position option", {**good, "options": {**good["options"], "position": {}}}),
        ("version 0", {**good, "version": 0}),
        ("version -1", {**good, "version": -1}),
        ("players null", {**good, "players": None}),
        ("seed null", {**good, "seed": None}),
        ("a negative seed", {**good, "seed": -1}),
        ("a 5,000-digit seed", {**good, "seed": 10 ** 5000}),
        ("a position that is not an object", {**good, "position": [1, 2]}),
    ]
    if good["history"]:
        seat, action = good["history"][0]
        bad_cases.append(("illegal history", {**good, "history": [[seat, "zz-zz-zz"]] + good["history"][1:]}))
        bad_cases.append(("out of turn history", {**good, "history": [[(seat + 1) % game.players, action]]
                                                   + good["history"][1:]}) if game.players > 1 else
                         ("illegal history again", {**good, "history": [[seat, "!!"]]}))
    for label, data in bad_cases:
        try:
            restore(data)
        except engine.SaveError as exc:
            assert str(exc) and len(str(exc)) <= 600, label
        else:
            raise AssertionError(f"restore accepted a save file with {label}")


def _junk(rng: random.Random) -> Any:
    kind = rng.randrange(8)
    if kind == 0:
        return "".join(rng.choice(string.printable) for _ in range(rng.randrange(0, 12)))
    if kind == 1:
        return rng.choice([None, 3, 2.5, [], {}, b"a1-b2", True])
    if kind == 2:
        return "x" * 500
    if kind == 3:
        return "   "
    return "".join(rng.choice(string.ascii_lowercase + string.digits + "-/ *") for _ in range(rng.randrange(1, 9)))


def fuzz_actions(game: Game, rng: random.Random, tries: int = 60) -> int:
    """Illegal, malformed and out-of-turn actions are refused with a reason and change nothing.

    Returns how many refusals were checked.
    """
    before = _snapshot(game)
    refused = 0
    candidates: list[tuple[Any, Any]] = []
    movers = game.to_move
    # out of turn: a legal action offered by a seat that is not to move
    for seat in range(game.players):
        if seat not in movers and movers:
            for action in game.legal_actions(movers[0])[:3]:
                candidates.append((action, seat))
    # not a seat at all
    candidates += [("a1", -1), ("a1", game.players), ("a1", "0"), ("a1", 1.5)]
    legal_sets = {s: set(game.legal_actions(s)) for s in movers}
    for _ in range(tries):
        seat = rng.choice(movers) if movers else 0
        junk = _junk(rng)
        if isinstance(junk, str):
            try:
                if game.parse(junk) in legal_sets.get(seat, ()):
                    continue
            except IllegalAction:
                pass
        candidates.append((junk, seat))
    # mutations of legal actions: swap characters, drop the end
    for seat in movers:
        for action in list(legal_sets[seat])[:10]:
            for variant in (action[::-1], action[:-1], action + "9", action.upper() + "?"):
                try:
                    if game.parse(variant) in legal_sets[seat]:
                        continue
                except IllegalAction:
                    pass
                candidates.append((variant, seat))
    for action, seat in candidates:
        try:
            game.play(action, seat=seat)
        except IllegalAction as exc:
            assert str(exc).strip(), f"refusal of {action!r} gave no reason"
            refused += 1
        else:
            raise AssertionError(f"{game.title} accepted {action!r} from seat {seat!r}")
        assert _snapshot(game) == before, f"refusing {action!r} changed the game"
    if game.over:
        try:
            game.play("anything")
        except IllegalAction:
            refused += 1
        else:
            raise AssertionError("a finished game accepted an action")
    return refused


def check_no_leak(game: Game, rng: random.Random, samples: int = 3) -> None:
    """Each seat's view (and log) is unchanged when everything that seat cannot see is resampled,
    and no seat can count or tell apart the hidden decisions of another (:func:`check_hidden_decisions`)."""
    for seat in [None] + list(range(game.players)):
        view = game.view(seat)
        log = game.log_for(seat)
        for _ in range(samples):
            twin = game.determinize(seat, rng)
            assert twin.view(seat) == view, f"seat {seat}'s view depends on what it cannot see"
            assert twin.log_for(seat) == log
        json.dumps(view)
    check_hidden_decisions(game, rng)


def _outsiders(game: Game, audience: tuple) -> list:
    return [None] + [s for s in range(game.players) if s not in audience]


def _seen(game: Game, seat: int | None) -> str:
    return json.dumps([game.view(seat), game.log_for(seat)], sort_keys=True)


def _texts(game: Game, seat: int | None) -> list:
    return [line["text"] for line in game.log_for(seat)]


def check_hidden_decisions(game: Game, rng: random.Random, actions: int = 3) -> None:
    """A decision whose log line a seat may not read (``action_audience``) is invisible to that seat.

    1. While the deciding seat is still choosing, such an action changes nothing the other seat
       sees: not its view (``step`` included), not its log (step numbers included).
    2. Two different secret courses of the deciding seat that end at the same public moment (the
       same seats to move, the same log lines readable by the other seat) leave that seat's view
       and log identical: it cannot count the cards chosen face down, nor tell them apart.
    """
    for mover in game.to_move:
        hidden = [a for a in game.legal_actions(mover) if game.action_audience(a, mover) is not None]
        for action in rng.sample(hidden, min(actions, len(hidden))):
            twin = game.clone()
            others = _outsiders(game, tuple(game.action_audience(action, mover)))
            before = {s: (_seen(twin, s), _texts(twin, s)) for s in others}
            twin.play(action, seat=mover)
            if mover not in twin.to_move:
                continue
            for s in others:
                if _texts(twin, s) == before[s][1]:
                    assert _seen(twin, s) == before[s][0], (
                        f"{game.title}: seat {s} sees that seat {mover} took the hidden decision {action!r} "
                        f"(its view or log changed, step {game.view(s)['step']} -> {twin.view(s)['step']})")
        if hidden:
            ends = [_secret_course(game, mover, rng) for _ in range(2)]
            ends = [e for e in ends if e is not None]
            if len(ends) == 2 and ends[0][0].to_move == ends[1][0].to_move:
                (a, out_a), (b, out_b) = ends
                for s in set(out_a) & set(out_b):
                    if _texts(a, s) == _texts(b, s) == _texts(game, s):
                        assert _seen(a, s) == _seen(b, s), (
                            f"{game.title}: seat {s} can tell two hidden courses of seat {mover} apart "
                            f"({[x for _, x in a.history[len(game.history):]]} against "
                            f"{[x for _, x in b.history[len(game.history):]]})")


def _secret_course(game: Game, mover: int, rng: random.Random, limit: int = 30):
    """Random hidden actions of ``mover`` until it is done deciding; None if one was public.
    Returns the game after them and the seats outside every action's audience."""
    twin = game.clone()
    outsiders = set(_outsiders(game, ()))
    for _ in range(limit):
        if mover not in twin.to_move:
            return twin, sorted(outsiders, key=lambda s: -1 if s is None else s)
        action = rng.choice(twin.legal_actions(mover))
        audience = twin.action_audience(action, mover)
        if audience is None:
            return None
        outsiders &= set(_outsiders(twin, tuple(audience)))
        twin.play(action, seat=mover)
    return None


def check_undo_policy(game: Game) -> None:
    """Undo never crosses another seat's decision, a random event, or a finished turn."""
    if not game.history:
        return
    last_seat, _ = game.history[-1]
    for seat in range(game.players):
        reason = game.why_no_undo(seat)
        if seat != last_seat:
            assert reason is not None, "a seat could undo another seat's decision"
        if game._barriers[-1]:
            assert reason is not None, "a random event or reveal could be undone"
        if seat not in game.to_move:
            assert reason is not None, "a seat could undo after its turn passed"
        if reason is None:
            before_history = list(game.history)
            twin = game.clone()
            twin.undo(seat)
            assert twin.history == before_history[:-1]
        else:
            snap = _snapshot(game)
            try:
                game.undo(seat)
            except IllegalAction as exc:
                assert str(exc)
            else:
                raise AssertionError("undo was allowed although why_no_undo gave a reason")
            assert _snapshot(game) == snap


def check_parts(game: Game) -> None:
    """Each legal action is reachable by clicks: its ``parts`` are strings, distinct from every other
    action's, and never a proper prefix of another's (the shorter would be sent first)."""
    for seat in game.to_move:
        seen: dict[tuple, str] = {}
        for action in game.legal_actions(seat):
            parts = tuple(game.parts(action, seat))
            assert all(isinstance(p, str) and p for p in parts), f"bad parts for {action!r}: {parts}"
            if not parts:
                continue
            assert parts not in seen, f"{action!r} and {seen.get(parts)!r} have the same clicks {parts}"
            seen[parts] = action
        for parts, action in seen.items():
            for n in range(1, len(parts)):
                assert parts[:n] not in seen, f"the clicks of {seen[parts[:n]]!r} start those of {action!r}"


def _task_reachable(lesson, index: int, game: Game, seat: int, plies: int) -> bool:
    """Some sequence of at most ``plies`` actions by ``seat`` (while it is to move) fulfils the task."""
    if lesson.done(index, game):
        return True
    if plies == 0 or seat not in game.to_move:
        return False
    for action in game.legal_actions(seat):
        twin = game.clone()
        twin.play(action, seat=seat)
        if _task_reachable(lesson, index, twin, seat, plies - 1):
            return True
    return False


def check_lesson(name: str, plies: int = 2, steps: tuple[int, int] = (8, 14)) -> list:
    """Every lesson step starts and has words; every task is not yet done, can be done by the
    learner in at most ``plies`` actions and has a hint of its own for a wrong move. Returns the
    games each step starts with."""
    from .engine.lesson import lesson_for

    lesson = lesson_for(name)
    assert steps[0] <= len(lesson.steps) <= steps[1], f"{len(lesson.steps)} lesson steps"
    games = []
    for index, step in enumerate(lesson.steps):
        game = lesson.start(index)
        games.append(game)
        assert step.title and step.text, f"step {index} has no title or text"
        assert lesson.as_dict(index, game)["count"] == len(lesson.steps)
        if step.check is None:
            continue
        assert step.task, f"step {index} ({step.title}) checks a task it does not state"
        assert step.hint and step.hint.strip(), f"step {index} ({step.title}) has no hint for a wrong move"
        assert lesson.hint(index) == step.hint
        others = [s.hint for i, s in enumerate(lesson.steps) if i != index]
        assert step.hint not in others, f"step {index} ({step.title}) repeats another step's hint"
        assert step.hint.strip().rstrip(".") != step.task.strip().rstrip("."), \
            f"step {index} ({step.title}): the hint only repeats the task"
        assert step.learner in game.to_move, f"step {index} ({step.title}): the learner is not to move"
        assert not lesson.done(index, game), f"step {index} ({step.title}) is done before the learner acts"
        assert _task_reachable(lesson, index, game, step.learner, plies), \
            f"step {index} ({step.title}): the task cannot be done in {plies} actions"
    return games


def full_contract_check(name: str, seeds: range, players: int | None = None, fuzz_every: int = 7,
                        **options: Any) -> None:
    """Playouts with every contract check along the way: fuzz, leak, undo, replay, save."""
    for seed in seeds:
        rng = random.Random(seed)
        game = engine.new(name, players=players, seed=seed, **options)
        step = 0
        while not game.over:
            if step % fuzz_every == 0:
                fuzz_actions(game, rng, tries=15)
                check_no_leak(game, rng, samples=2)
                check_undo_policy(game)
                check_parts(game)
            seat = rng.choice(game.to_move)
            game.play(rng.choice(game.legal_actions(seat)), seat=seat)
            step += 1
            assert step < 5000
        fuzz_actions(game, rng, tries=5)
        check_replay_fast(game)
        check_save_roundtrip(game)
        check_corrupt_saves(game)
