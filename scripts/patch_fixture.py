"""Writes js/tests/patch.fixture.json (run from the repository: PYTHONPATH=. python scripts/patch_fixture.py):
packed choice lists and log references from real games, decoded by js/tests/patch.test.js and
checked against Python by tests/test_widget_payload.py."""

import json
import random

import tablewidgets as tw
from tablewidgets import widget as bridge


def fixture():
    cases = []
    for name, moves in (("pandemic", 6), ("harmonies", 1), ("river_valley_glassworks", 2), ("twinkle_twinkle", 1), ("gipf", 0)):
        g = tw.new(name, seed=3)
        rng = random.Random(3)
        for _ in range(moves):
            g.play(rng.choice(g.legal_actions(g.to_move[0])), seat=g.to_move[0])
        seat = g.to_move[0]
        plain = bridge.compact_choices([{"action": a, "label": g.label(a, seat), "parts": list(g.parts(a, seat))}
                                        for a in g.legal_actions(seat)])
        words = g.choice_words() if hasattr(g, "choice_words") else None
        cases.append({"game": name, "plain": plain, "words": words, "packed": bridge.pack_choices(plain, words)})
    odd = [[f"take {c} {n}", f"{{{c}}} takes {c.lower()} {n} {{0}} Take", [f"x:{c}:{n}", "{{"]]
           for c in ("Blue", "Red", "a1") for n in range(5)] + [["pass", "", []], [2, 3], ["Go b", "", ["go:b"]]]
    cases.append({"game": "odd", "plain": odd, "words": None, "packed": bridge.pack_choices(odd)})
    old = [{"step": i, "seat": i % 2, "text": f"line {i}"} for i in range(10)]
    new = [{**l, "step": l["step"] + (0 if l["step"] < 4 else 2)} for l in old if l["step"] != 6] + [{"step": 12, "seat": 0, "text": "new"}]
    logs = [{"old": old, "new": new, "ops": bridge.log_ops(old, new)}]
    return {"choices": cases, "logs": logs}


if __name__ == "__main__":
    with open("js/tests/patch.fixture.json", "w") as f:
        json.dump(fixture(), f, ensure_ascii=False)
