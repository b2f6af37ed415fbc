"""「+」 and 「−」 marks (L893–915): counting, limits and the pattern checks shared by stats,
skills, Noble Phantasms and 礼装."""
from __future__ import annotations

from .choices import Mark
from .context import EvalContext


def count(marks: list[Mark]) -> tuple[int, int]:
    """(number of "+", number of "−")."""
    if not marks:
        return 0, 0
    plus = sum(1 for m in marks if m.sign == "+")
    return plus, len(marks) - plus


def check(ctx: EvalContext, marks: list[Mark], path: str, limit: int, what: str) -> None:
    """Limits (L914) and the pattern each mark must carry (L900–909, L915).

    The cap counts "+" and "−" together unless the GM flips ``marks_limit_combined``;
    one item carrying both signs is a warning (creation digest §10 #4).
    """
    if not marks and limit >= 0:
        return  # nothing over any limit, no pattern to check
    plus, minus = count(marks)
    combined = ctx.pack.setting("marks_limit_combined")
    over = (plus + minus > limit) if combined else (plus > limit or minus > limit)
    if over:
        ctx.find("error", "mark.too_many", path + "/marks", 914, what=what, limit=limit,
                 count=plus + minus)
    if plus and minus:
        ctx.find("warning", "mark.both_signs", path + "/marks", 914, what=what)
    for i, mark in enumerate(marks):
        mpath = f"{path}/marks/{i}"
        if mark.pattern == 2 and not mark.condition.strip():
            ctx.find("warning", "mark.no_condition", mpath, 915, what=what, sign=ctx.shown(mark.sign))
        elif mark.pattern == 2:
            # L902 / L909: a "+" condition must hold less often than not, a "−" more often.
            ctx.find("gm", "mark.condition_frequency", mpath, 902 if mark.sign == "+" else 909,
                     what=what, sign=ctx.shown(mark.sign), condition=mark.condition)
