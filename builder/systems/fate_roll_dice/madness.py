"""狂化's rank-up (L1169–1172), with the uses the player gives the "+" on 狂化 (L1170).

Contract: :func:`apply_madness` runs after the stats are priced; it raises ``ctx.stat_final``,
puts the "+" it gives into ``ctx.free_marks`` and the extra dice of an EX stat into
``ctx.madness_dice``, and reports misuse as findings. It reads the player's choices in
``build.madness`` (:class:`builder.systems.fate_roll_dice.choices.MadnessChoice`); without them the default
order applies and nothing is placed.

The rule, worked in FP as L1171 does:

- level L raises L+1 stats by one step in the order 筋力, 耐久, 敏捷, 魔力, 幸運, 宝具; EX raises
  every stat by two (L1169);
- each "+" on 狂化 buys one of (L1170): a "+" on a stat it raised (``marks``), another order
  (``order``; reading ``madness_reorder``: one "+" for the whole order, or one for each stat
  raised that the usual order would not raise), or +2 on one stat instead of +1 on two
  (``doubled``: the last stat of the order drops out);
- a stat that is at A takes its steps as FP: 6 a step, 3 a "+" (L1171). Marks past the cap of
  two (L914) are left over for the player to place on other stats (``overflow``, L1171
  「他のステータスに+が2個任意に割り振れる」); FP that fills the A→EX step, 18 counting the
  marks the stat already has (L887–888), makes it EX (L1171 「EXになるには…FPを満たす分集める」);
- an EX stat gets +2 dice instead (L1172; reading ``madness_ex_stat_dice``).
"""
from __future__ import annotations

from functools import lru_cache

from .choices import Mark
from .context import STAT_ORDER, EvalContext

MARK_FP, STEP_FP = 3, 6  # L910, L885: what one "+" and one step are worth on a stat at A (L1171)
MAX_MARKS = 2  # L914
TOP = 5  # A


def madness_plus(ctx: EvalContext) -> int:
    """The "+" written on 狂化 (L1170)."""
    return sum(1 for s in ctx.skills if s.definition.id == "kyouka" for m in s.choice.marks if m.sign == "+")


def _order(ctx: EvalContext, usual: list[str]) -> tuple[list[str], int]:
    """The order the stats rise in, and how many "+" the change costs (L1170)."""
    choice = ctx.build.madness
    if choice is None or not choice.order:
        return usual, 0
    wrong = [s for s in choice.order if s not in usual]
    if wrong or len(set(choice.order)) != len(choice.order):
        ctx.find("error", "madness.order_invalid", "/madness/order", 1170, stats=", ".join(wrong) or "—")
        return usual, 0
    order = list(choice.order) + [s for s in usual if s not in choice.order]
    return order, 0 if order == usual else 1


def _reorder_cost(ctx: EvalContext, usual: list[str], order: list[str], raised: int) -> int:
    if order == usual:
        return 0
    if ctx.pack.setting("madness_reorder") == "per_stat":
        return len(set(order[:raised]) - set(usual[:raised]))
    return 1


def _steps(ctx: EvalContext, level: int, order: list[str]) -> dict[str, int]:
    """Steps per stat: L+1 stats one each, or two each on EX; ``doubled`` folds two into one."""
    if level == 6:
        return {s: 2 for s in order}
    steps = {s: 1 for s in order[: level + 1]}
    choice = ctx.build.madness
    for i, stat_id in enumerate(choice.doubled if choice else []):
        if stat_id not in steps:
            ctx.find("error", "madness.doubled_not_raised", f"/madness/doubled/{i}", 1170, stat=_name(ctx, stat_id))
            continue
        dropped = next((s for s in reversed(list(steps)) if steps[s] == 1 and s != stat_id), None)
        if dropped is None:
            ctx.find("error", "madness.doubled_nothing_left", f"/madness/doubled/{i}", 1170, stat=_name(ctx, stat_id))
            continue
        del steps[dropped]
        steps[stat_id] += 1
    return steps


def _name(ctx: EvalContext, stat_id: str) -> str:
    sdef = ctx.pack.stats.get(stat_id)
    return sdef.name if sdef else stat_id


def apply_madness(ctx: EvalContext) -> None:
    level = ctx.skill_level("kyouka")
    choice = ctx.build.madness
    if not level:
        if choice is not None and (choice.order or choice.doubled or choice.marks or choice.overflow):
            ctx.find("warning", "madness.choice_without_skill", "/madness", 1170)
        return
    usual = [s for s in STAT_ORDER if s in ctx.kind.stats]
    order, _ = _order(ctx, usual)
    steps = _steps(ctx, level, order)
    extra: dict[str, int] = {}  # placed "+" per stat
    for i, stat_id in enumerate(choice.marks if choice else []):
        if stat_id not in steps:
            ctx.find("error", "madness.mark_not_raised", f"/madness/marks/{i}", 1170, stat=_name(ctx, stat_id))
        else:
            extra[stat_id] = extra.get(stat_id, 0) + 1
    used = (_reorder_cost(ctx, usual, order, level + 1) if level != 6 else 0) \
        + len(choice.doubled if choice else []) + sum(extra.values())
    plus = madness_plus(ctx)
    if used > plus:
        ctx.find("error", "madness.plus_overused", "/madness", 1170, used=used, plus=plus)
    overflow = 0
    per_step = ctx.pack.setting("madness_ex_stat_dice") == "per_step"
    for stat_id, count in steps.items():
        overflow += _raise(ctx, stat_id, count, extra.get(stat_id, 0), per_step)
    overflow -= _place_overflow(ctx, overflow)
    if overflow > 0:
        ctx.find("gm", "madness.overflow_marks", "/madness/overflow", 1171, "kyouka", count=overflow)


def _raise(ctx: EvalContext, stat_id: str, count: int, extra: int, per_step: bool) -> int:
    """Raise one stat by ``count`` steps and ``extra`` placed "+"; return the "+" left over."""
    current = ctx.stat_final[stat_id]
    if current >= 6:
        # L1172: 「元々のレベルがEXであったステータスが狂化の影響を受けた場合、ダイスが+2個増える」
        ctx.madness_dice[stat_id] = 2 * (count if per_step else 1)
        return extra
    if current == 0 and stat_id == "noble_phantasm" and not ctx.pack.setting("madness_raises_none_np"):
        return 0
    while count and current < TOP:
        current, count = current + 1, count - 1
    ctx.stat_final[stat_id] = current
    own = ctx.stat_marks[stat_id][0]
    if current < TOP:  # only placed "+" are left: marks on a stat below A
        return _give_marks(ctx, stat_id, extra)
    fp = MARK_FP * own + STEP_FP * count + MARK_FP * extra
    if not count and not extra:
        return 0
    ex_fp = ctx.pack.rules["stat_ex_step_fp"]  # A→EX: 18 FP (L887); A++ fills one third of it (L888)
    if fp >= ex_fp:
        ctx.stat_final[stat_id] = 6
        ctx.stat_marks[stat_id] = (0, ctx.stat_marks[stat_id][1])  # EX takes no "+" (L868)
        return (fp - ex_fp) // MARK_FP
    marks = fp // MARK_FP - own  # the "+" this stat gets on top of its own
    return _give_marks(ctx, stat_id, marks)


def _give_marks(ctx: EvalContext, stat_id: str, count: int) -> int:
    """Give up to ``count`` "+" within the cap of two (L914); return how many did not fit."""
    have = ctx.stat_marks[stat_id][0] + ctx.free_marks.get(stat_id, 0)
    given = max(0, min(count, MAX_MARKS - have))
    if given:
        ctx.free_marks[stat_id] = ctx.free_marks.get(stat_id, 0) + given
    return count - given


def _place_overflow(ctx: EvalContext, overflow: int) -> int:
    """The player's placing of the left-over "+" on other stats (L1171); return how many placed."""
    choice = ctx.build.madness
    targets = choice.overflow if choice else []
    placed = 0
    for i, stat_id in enumerate(targets):
        path = f"/madness/overflow/{i}"
        if stat_id not in ctx.kind.stats:
            ctx.find("error", "madness.overflow_stat", path, 1171, stat=_name(ctx, stat_id))
        elif placed >= overflow:
            ctx.find("error", "madness.overflow_too_many", path, 1171, count=overflow)
        elif ctx.stat_final[stat_id] >= 6:
            ctx.find("error", "stat.ex_plus", path, 868, stat_id, stat=_name(ctx, stat_id))
        elif _give_marks(ctx, stat_id, 1):
            ctx.find("error", "madness.overflow_cap", path, 914, stat=_name(ctx, stat_id))
        else:
            placed += 1
    return placed


def madness_marks(ctx: EvalContext, stat_id: str) -> list[Mark]:
    """The "+" 狂化 gives a stat (A→A++ and the placed ones, L1170–1171), as marks that multiply
    its dice like any other "+" (L897–898). The seed gives them no pattern (L900): the reading
    ``madness_plus_pattern`` (digest creation §10 #19: pattern 1, HP/MP paid) decides."""
    count = ctx.free_marks.get(stat_id, 0)
    if not count:
        return []
    return [_madness_mark(ctx.pack.setting("madness_plus_pattern"))] * count


@lru_cache(maxsize=8)
def _madness_mark(pattern: int) -> Mark:
    """The "+" 狂化 gives (one object per pattern: marks are only read)."""
    return Mark(sign="+", pattern=pattern, condition="" if pattern == 1 else "狂化")
