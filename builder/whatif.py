"""What the next step of an item would cost, asked of the engine itself.

Contract: :func:`next_steps` returns ``[(label, fp), …]`` for the item a focus key names
(``stat:<id>``, ``skill:<index>``): the FP the build would spend if that step were taken, worked
out by evaluating the changed build and taking the difference. Front ends use it instead of
re-implementing the pricing rules, so the two can never drift apart.
"""
from __future__ import annotations

from typing import Any

from .build import Build
from .engine import evaluate
from .packs import RulePack

ORDER = ["-", "E", "D", "C", "B", "A", "EX"]


def _spent(pack: RulePack, build: Build) -> int:
    pool = evaluate(pack, build).pools.get("fp")
    return pool.spent if pool else 0


def _changed(build: Build, path: tuple[Any, ...], update) -> Build:
    data = build.model_dump(mode="json")
    node = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = update(node.get(path[-1]) if isinstance(node, dict) else node[path[-1]])
    return Build.model_validate(data)


def next_steps(pack: RulePack, build: Build, key: str) -> list[tuple[str, int]]:
    kind, _, ref = key.partition(":")
    base = _spent(pack, build)
    steps: list[tuple[str, Build]] = []
    if kind == "stat" and ref in pack.stats:
        choice = build.stats.get(ref)
        level = choice.level if choice else "-"
        if level != "EX":
            nxt = ORDER[ORDER.index(level) + 1]
            steps.append((f"{'−' if level == '-' else level}→{nxt}",
                          _changed(build, ("stats", ref), lambda c: {**(c or {}), "level": nxt})))
            if level != "-":
                steps.append(("+", _changed(build, ("stats", ref), lambda c: {**(c or {"level": level}),
                              "marks": (c or {}).get("marks", []) + [{"sign": "+"}]})))
    elif kind == "skill" and ref.isdigit() and int(ref) < len(build.skills):
        index = int(ref)
        level = build.skills[index].level
        if level not in ("EX", "-"):
            nxt = ORDER[ORDER.index(level) + 1]
            steps.append((f"{level}→{nxt}", _changed(build, ("skills", index), lambda c: {**c, "level": nxt})))
        if level != "-":
            steps.append(("+", _changed(build, ("skills", index),
                                        lambda c: {**c, "marks": c.get("marks", []) + [{"sign": "+"}]})))
    return [(label, _spent(pack, changed) - base) for label, changed in steps]
