"""Prices of the next step of a focused item, for the budget bar ("B→A: 6 FP").

Contract: pure functions of (pack, build, sheet, key); ``key`` is the focus key a page sets on a
widget (``stat:<id>``, ``skill:<index>``, ``np:<index>``, ``mc:<index>``). Every price comes from
the engine (:mod:`builder.whatif` evaluates the build with the step taken), so it follows every
rule (tiers, limits, options, 防具's halved rank, the 礼装 EX factor). The skill catalogue's list
price (:func:`first_level_cost`) is the pack's price of level E. Returns "" when there is no
next step. :func:`edit_cost` is the FP an edit spends, for the undo step's name ("(6 FP)").
"""
from __future__ import annotations

from builder.core.build import Build
from builder.systems.fate_roll_dice.skills import per_level_table
from builder.systems.fate_roll_dice.whatif import next_rank_step, next_steps
from builder.core.packs import RulePack
from builder.core.sheet import Sheet

#: the unit each item pool is counted in on the budget bar
POOL_UNITS = {"noble_phantasm": "NP", "equipment": "EP"}


def first_level_cost(pack: RulePack, skill_id: str) -> int | None:
    """The catalogue's list price: level E at the pack's price (the engine's own table)."""
    sdef = pack.skills.get(skill_id)
    if sdef is None or sdef.pricing.type == "invested":
        return None
    table = per_level_table(None, sdef, None, "", report=False)
    return table[0] if table else None


def next_step_text(pack: RulePack, build: Build, sheet: Sheet, key: str) -> str:
    """The engine's own what-if price (builder.whatif), never a copy of it."""
    kind = key.partition(":")[0]
    if kind in ("stat", "skill"):
        return "  ".join(f"{label}: {fp} FP" for label, fp in next_steps(pack, build, key))
    step = next_rank_step(pack, build, key)
    if step is None:
        return ""
    label, pool, amount = step
    return f"{label}: {amount} {POOL_UNITS.get(pool, pool)}"


def fp_spent(sheet: Sheet) -> int:
    """The FP the sheet spends (0 when it has no FP pool)."""
    pool = sheet.pools.get("fp")
    return pool.spent if pool else 0


def edit_cost(before: Sheet, after: Sheet) -> str:
    """What an edit costs in FP ("6 FP", "-2 FP"); "" when the FP spent did not change."""
    delta = fp_spent(after) - fp_spent(before)
    return f"{delta} FP" if delta else ""
