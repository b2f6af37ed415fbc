"""Prices of the next step of a focused item, for the budget bar ("B→A: 6 FP").

Contract: pure functions of (pack, build, sheet, key); ``key`` is the focus key a page sets on a
widget (``stat:<id>``, ``skill:<index>``, ``np:<index>``, ``mc:<index>``). The numbers mirror the
engine's rules (builder/fate/stats.py step_cost, builder/fate/skills.py level_cost): a stat
level 6 FP (L885), A→EX 18 FP (L887), a stat "+" 3 FP (L910); a skill step its per-level FP,
EX 3× the A-level price (L931), a skill mark ceil(per-level / 2) (L910). Returns "" when the
item has no next step.
"""
from __future__ import annotations

import math

from builder.build import Build
from builder.packs import RulePack
from builder.sheet import Sheet

from .text import LEVELS


def stat_step_cost(pack: RulePack, frm: int, to: int) -> int:
    rules = pack.rules
    lo, hi = sorted((frm, to))
    total = sum(rules["stat_ex_step_fp"] if s == 6 else rules["stat_step_fp"] for s in range(lo + 1, hi + 1))
    return total if to >= frm else -total


def skill_step_table(pack: RulePack, skill_id: str, sheet_row: dict | None) -> list[int] | None:
    """Per-level FP for E..A, or None when the GM prices it and no price is set."""
    sdef = pack.skills.get(skill_id)
    if sdef is None:
        return None
    p = sdef.pricing
    if p.type == "fixed":
        return [p.per_level] * 5
    if p.type == "tiered":
        return list(p.by_level)
    if p.type == "invested":
        return None
    if sheet_row is not None and sheet_row.get("per_level"):
        return [sheet_row["per_level"]] * 5
    if p.type == "gm":
        return [p.default] * 5 if p.default is not None else None
    return [max(p.base, p.min or p.base)] * 5


def first_level_cost(pack: RulePack, skill_id: str) -> int | None:
    table = skill_step_table(pack, skill_id, None)
    return table[0] if table else None


def next_step_text(pack: RulePack, build: Build, sheet: Sheet, key: str) -> str:
    kind, _, ref = key.partition(":")
    if kind == "stat":
        choice = build.stats.get(ref)
        level = pack.level(choice.level if choice else "-")
        parts = []
        if level < 6:
            parts.append(f"{LEVELS[level]}→{LEVELS[level + 1]}: {stat_step_cost(pack, level, level + 1)} FP")
        if level and level < 6:
            parts.append(f"+: {pack.rules['stat_mark_fp']} FP")
        return "  ".join(parts)
    if kind == "skill":
        index = int(ref)
        if index >= len(build.skills):
            return ""
        choice = build.skills[index]
        row = next((r for r in sheet.skills if r["index"] == index), None)
        table = skill_step_table(pack, choice.id, row)
        if not table:
            return ""
        level = pack.level(choice.level)
        parts = []
        if level < 5:
            parts.append(f"{LEVELS[level]}→{LEVELS[level + 1]}: {table[level]} FP")
        elif level == 5:
            parts.append(f"A→EX: {pack.rules['skill_ex_factor'] * table[4]} FP")
        if level:
            parts.append(f"+: {math.ceil(abs(table[min(level, 5) - 1]) / 2)} FP")
        return "  ".join(parts)
    if kind in ("np", "mc"):
        items = build.noble_phantasms if kind == "np" else build.mystic_codes
        index = int(ref)
        if index >= len(items):
            return ""
        level = pack.level(items[index].rank)
        if level >= 6:
            return ""
        step = f"{LEVELS[level]}→{LEVELS[level + 1]}"
        if kind == "mc":
            return f"{step}: {pack.rules['mystic_code_ep_per_level']} EP"
        return f"{step}: 1 NP"  # one level of the 宝具 capacity (L1098)
    return ""
