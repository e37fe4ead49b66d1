"""Every registered game's lesson answers a wrong move with a hint written for that step."""

import pytest

from tablewidgets.engine.lesson import lesson_for
from tablewidgets.engine.registry import GAMES

GAMES_WITH_LESSONS = sorted(n for n, cls in GAMES.items() if cls.__module__.startswith("tablewidgets.games."))


def test_every_game_is_covered():
    assert len(GAMES_WITH_LESSONS) >= 9, GAMES_WITH_LESSONS


@pytest.mark.parametrize("name", GAMES_WITH_LESSONS)
def test_lesson_every_task_step_has_its_own_hint(name):
    lesson = lesson_for(name)
    hints = [step.hint for step in lesson.steps if step.task]
    for index, step in enumerate(lesson.steps):
        if not step.task:
            continue
        assert step.hint and step.hint.strip(), f"{name} step {index} ({step.title}) has no hint"
        assert lesson.hint(index) == step.hint
        assert hints.count(step.hint) == 1, f"{name} step {index} ({step.title}) shares its hint"
        assert step.hint.rstrip(".") != step.task.rstrip("."), f"{name} step {index}: hint repeats the task"
