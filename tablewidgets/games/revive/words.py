"""Revive's effects and technologies in words."""

from __future__ import annotations

from . import data as D


def effect_text(gain: dict) -> str:
    if not gain:
        return "nothing"
    parts = []
    for k, n in gain.items():
        word = D.EFFECT_WORDS[k]
        parts.append(word if n == 1 else f"{n} {word}" + ("s" if word[-1] not in "sy" and " " not in word else ""))
    return ", ".join(parts)


def tech_text(tech: dict) -> str:
    kind = tech["kind"]
    if kind == "gain":
        return "once: " + effect_text(tech["gain"])
    if kind == "side":
        return "opens the side slot"
    if kind == "range":
        return "range +1 for every action"
    if kind == "trade":
        return f"trade once a turn: {effect_text(tech['pay'])} for {effect_text(tech['gain'])}"
    if kind == "machine":
        return "machine: " + effect_text(tech["gain"])
    if kind == "hibernate":
        return "when you hibernate: " + effect_text(tech["gain"])
    if kind == "explore":
        return "when you explore: " + effect_text(tech["gain"])
    raise AssertionError(kind)
