"""Lessons: a game's rules taught step by step, each step a position and an optional task.

A game folder provides ``lesson.py`` with ``LESSON = Lesson(...)``. Each step
starts a fresh game (from options, an optional custom ``position`` and
optional ``moves`` played from there) and may set a ``task`` that the
learner's moves must fulfil, checked by ``check(game)`` on the real model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .game import Game
from .registry import game_class


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    options: dict = field(default_factory=dict)
    position: dict | None = None
    moves: tuple = ()                    # (seat, action) pairs played after setup
    task: str | None = None              # what the learner should do, in words
    check: Callable[[Game], bool] | None = None
    learner: int = 0                     # the seat the learner plays
    reply: Callable[[Game], str | None] | None = None  # the other side's scripted answer, if any
    seed: int = 1
    hint: str | None = None              # what to say after a wrong move, in a few words
    #: True when the learner's moves so far cannot fulfil the task any more; default: the task
    #: is not done although the learner has moved and the turn has passed (or the game ended)
    wrong: Callable[[Game], bool] | None = None


@dataclass(frozen=True)
class Lesson:
    game: str
    title: str
    steps: tuple[Step, ...]

    def start(self, index: int) -> Game:
        """A fresh game set up for step ``index``."""
        step = self.steps[index]
        cls = game_class(self.game)
        players = step.options.get("players")
        options = {k: v for k, v in step.options.items() if k != "players"}
        game = cls(players, step.seed, step.position, **options)
        for seat, action in step.moves:
            game.play(action, seat=seat)
        return game

    def done(self, index: int, game: Game) -> bool:
        step = self.steps[index]
        return bool(step.check and step.check(game))

    def missed(self, index: int, game: Game, start: int | None = None) -> bool:
        """The learner moved but the task is not fulfilled and cannot be any more."""
        step = self.steps[index]
        if not step.task or not step.check or self.done(index, game):
            return False
        begun = len(step.moves) if start is None else start
        if len(game.history) <= begun:
            return False
        if step.wrong is not None:
            return bool(step.wrong(game))
        return game.over or step.learner not in game.to_move

    def hint(self, index: int) -> str:
        step = self.steps[index]
        if step.hint:
            return step.hint
        return f"Not quite. The task was: {step.task.rstrip('.')}. Press Try again to set the position back."

    def as_dict(self, index: int, game: Game, start: int | None = None) -> dict[str, Any]:
        step = self.steps[index]
        missed = self.missed(index, game, start)
        return {"title": step.title, "index": index, "count": len(self.steps), "text": step.text,
                "task": step.task, "done": self.done(index, game), "lesson": self.title,
                "missed": missed, "hint": self.hint(index) if missed else ""}


def lesson_for(name: str) -> Lesson:
    """The lesson of a registered game (its ``lesson`` module's ``LESSON``)."""
    from importlib import import_module

    cls = game_class(name)
    module = import_module(f"{cls.__module__.rsplit('.', 1)[0]}.lesson")
    return module.LESSON
