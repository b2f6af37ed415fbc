"""性格属性 (L831–857): the alignment checks and the initial reaction modifier between two
characters.

Initial reaction (L849–854): −1 for each orthogonal step apart on the 3×3 grid (秩序/中立/混沌
× 善/中庸/悪, no diagonals); a 狂 from 狂化 uses the pre-madness alignment, then a further −2
(per party mad that way, creation digest §10 #20); a congenital 狂 is a flat −4; the result
stops at ±6 except where a rank says otherwise (不仲: fixed −8, L766).
"""
from __future__ import annotations

from .choices import Alignment, FateBuild as Build
from builder.core.packs import RulePack
from .context import EvalContext

CAP = 6          # L854
MADNESS = -2     # L850
CONGENITAL = -4  # L850
DISCORD_RANK, DISCORD = "funaka", -8  # L766


def check_alignment(ctx: EvalContext) -> None:
    """V-A1 (L832–836), V-S7 (L835, L1169). An axis not chosen is ``alignment.goal`` /
    ``alignment.action``; a value that is not of that axis is ``…_unknown``, quoting the
    alignment's name (or the text as written when the table has no such alignment)."""
    a = ctx.build.alignment
    for axis, value, line in (("goal", a.goal, 833), ("action", a.action, 834)):
        entry = ctx.pack.alignment.get(value or "")
        if not value:  # not chosen yet (a new character): nothing to quote
            ctx.find("error", f"alignment.{axis}", f"/alignment/{axis}", line)
        elif entry is None or entry.axis != axis:  # 「狂」 as a goal, or a word the table lacks
            ctx.find("error", f"alignment.{axis}_unknown", f"/alignment/{axis}", line,
                     value=entry.name if entry is not None else value)
    madness = ctx.skill_level("kyouka") > 0
    if madness and a.action != "mad":
        ctx.find("warning", "alignment.madness_not_mad", "/alignment/action", 835)
    if madness and a.action == "mad" and not a.pre_madness:
        ctx.find("warning", "alignment.pre_madness_missing", "/alignment/pre_madness", 836)
    if a.pre_madness:
        pre = ctx.pack.alignment.get(a.pre_madness)
        if pre is None or pre.axis != "action" or pre.grid is None:
            ctx.find("error", "alignment.pre_madness", "/alignment/pre_madness", 836,
                     value=pre.name if pre is not None else a.pre_madness)


def _grid(pack: RulePack, a: Alignment) -> tuple[int, int] | None:
    """Grid cell of an alignment; a 狂 from 狂化 sits at its pre-madness cell."""
    goal = pack.alignment.get(a.goal or "")
    action = pack.alignment.get((a.pre_madness if a.action == "mad" else a.action) or "")
    if goal is None or action is None or goal.grid is None or action.grid is None:
        return None
    return goal.grid, action.grid


def reaction_modifier(pack: RulePack, first: Build, second: Build) -> int | None:
    """Initial reaction between two characters, or None when an alignment is incomplete."""
    if any(r.id == DISCORD_RANK for b in (first, second) for r in b.ranks):
        return DISCORD
    for b in (first, second):
        if b.alignment.action == "mad" and not b.alignment.pre_madness:
            return CONGENITAL
    a, b = _grid(pack, first.alignment), _grid(pack, second.alignment)
    if a is None or b is None:
        return None
    value = -(abs(a[0] - b[0]) + abs(a[1] - b[1]))
    value += MADNESS * sum(1 for x in (first, second) if x.alignment.action == "mad")
    return max(-CAP, min(CAP, value))
