"""What the next step of an item would cost, asked of the engine itself.

Contract: :func:`next_steps` returns ``[(label, fp), …]`` for the item a focus key names
(``stat:<id>``, ``skill:<index>``): the FP the build would spend if that step were taken, worked
out by evaluating the changed build and taking the difference. :func:`next_rank_step` does the
same for one rank step of a 宝具 (``np:<index>``, priced in the 宝具 capacity) or 礼装
(``mc:<index>``, priced in 装備ポイント) and returns ``(label, pool, amount)`` or None. Front ends
use them instead of re-implementing the pricing rules, so the two can never drift apart.
"""
from __future__ import annotations

from typing import Any

from .choices import FateBuild as Build
from builder.core.engine import evaluate
from .levels import LETTERS, shown
from builder.core.packs import RulePack

ORDER = list(LETTERS)
#: the pool a rank step of each item list is paid from (L1098 宝具 capacity, L1032 礼装 in 装備ポイント)
ITEM_POOLS = {"np": ("noble_phantasms", "noble_phantasm"), "mc": ("mystic_codes", "equipment")}


def _spent(pack: RulePack, build: Build, pool_id: str = "fp") -> int:
    # pools only: without the rows and sections a sheet draws (the same pools either way,
    # builder.core.engine.evaluate), a price is a quarter of a full evaluation; the window
    # asks a few on every edit while a priced field has the focus
    pool = evaluate(pack, build, detail=False).pools.get(pool_id)
    return pool.spent if pool else 0


def _changed(build: Build, path: tuple[Any, ...], update) -> Build:
    data = build.model_dump(mode="json")
    node = data
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = update(node.get(path[-1]) if isinstance(node, dict) else node[path[-1]])
    return type(build).model_validate(data)


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


def next_rank_step(pack: RulePack, build: Build, key: str) -> tuple[str, str, int] | None:
    """One rank step up of the 宝具 or 礼装 ``key`` names: ``("B→A", pool id, points)``, the
    points that pool would spend more; None at EX or for a key naming no item."""
    kind, _, ref = key.partition(":")
    if kind not in ITEM_POOLS or not ref.isdigit():
        return None
    field, pool_id = ITEM_POOLS[kind]
    index = int(ref)
    items = getattr(build, field)
    if index >= len(items) or items[index].rank == "EX":
        return None
    level = items[index].rank
    nxt = ORDER[ORDER.index(level) + 1]
    changed = _changed(build, (field, index), lambda c: {**c, "rank": nxt})
    return f"{shown(level)}→{nxt}", pool_id, _spent(pack, changed, pool_id) - _spent(pack, build, pool_id)
