"""Prices of the next step of a focused item, for the budget bar ("B→A: 6 FP").

Contract: pure functions of (pack, build, sheet, key); ``key`` is the focus key a page sets on a
widget (``stat:<id>``, ``skill:<index>``, ``np:<index>``, ``mc:<index>``). Stat and skill prices
come from the engine (:func:`builder.whatif.next_steps` evaluates the build with the step taken),
so they follow every rule (tiers, limits, options). The skill catalogue's list price
(:func:`first_level_cost`) is the pack's price of level E. Returns "" when there is no next step.
"""
from __future__ import annotations


from builder.build import Build
from builder.fate.skills import per_level_table
from builder.whatif import next_steps
from builder.packs import RulePack
from builder.sheet import Sheet

from .text import LEVELS


def first_level_cost(pack: RulePack, skill_id: str) -> int | None:
    """The catalogue's list price: level E at the pack's price (the engine's own table)."""
    sdef = pack.skills.get(skill_id)
    if sdef is None or sdef.pricing.type == "invested":
        return None
    table = per_level_table(None, sdef, None, "", report=False)
    return table[0] if table else None


def next_step_text(pack: RulePack, build: Build, sheet: Sheet, key: str) -> str:
    """Stats and skills: the engine's own what-if price (builder.whatif), never a copy of it."""
    kind, _, ref = key.partition(":")
    if kind in ("stat", "skill"):
        return "  ".join(f"{label}: {fp} FP" for label, fp in next_steps(pack, build, key))
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
