"""Stats (<ステータス> L860–892): FP per level, refunds, marks; 狂化's rank-up is in :mod:`.madness`.

Pricing (worked in the seed): each level costs 6 FP, −→E included (L885); A→EX costs 18
(L887); lowering a base stat gives the same FP back (L889–890); a "+" costs 3 FP and a "−"
gives 3 back (L910–911); at most 2 marks (L914); EX takes no "+" (L868).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from . import marks as mark_rules
from .context import EvalContext
from .levels import LETTERS, TOP_FACE, shown
from .madness import madness_marks
from .rolls import mark_key, stat_checks, stat_dice


def step_cost(ctx: EvalContext, from_level: int, to_level: int) -> int:
    """FP to move a stat from ``from_level`` to ``to_level`` (negative when lowering)."""
    rules = ctx.numbers
    lo, hi = (from_level, to_level) if from_level <= to_level else (to_level, from_level)
    ex = 1 if lo < 6 <= hi else 0  # the step onto 6 (A→EX) is the one priced apart
    total = ex * rules["stat_ex_step_fp"] + (hi - lo - ex) * rules["stat_step_fp"]
    return total if to_level >= from_level else -total


def _stat_rows(ctx: EvalContext) -> tuple[tuple[str, Any, str, int], ...]:
    """(id, definition, path, floor level) of each stat of the kind, worked out once per pack
    and kind (``pack.memo``): every evaluation prices the same stats."""
    memo = ctx.pack.memo.setdefault("fate_stat_rows", {})
    rows = memo.get(ctx.kind.id)
    if rows is None:
        rows = memo[ctx.kind.id] = tuple(
            (stat_id, ctx.pack.stats[stat_id], f"/stats/{stat_id}",
             # a troop may give it up (L371–373; what that costs is checked by troopsheet)
             0 if stat_id in ctx.kind.zero_stats else ctx.level(ctx.pack.stats[stat_id].floor))
            for stat_id in ctx.kind.stats)
    return rows


def _level_step(ctx: EvalContext, kept: dict, stat_id: str, sdef: Any, base: int, level: int) -> tuple:
    """(FP, seed line, words) of a stat's ``stat.level`` ledger line, kept per pack by (stat,
    from, to) in ``kept``: a roster's characters move the same stats between the same levels,
    and working out the price and the wording was most of pricing a stat. ``spend`` takes the
    words as keywords, so each line gets its own dict."""
    key = (stat_id, base, level)
    found = kept.get(key)
    if found is None:
        rules = ctx.numbers
        line = rules["stat_ex_step_fp_line"] if 6 in (level, base) else (
            rules["stat_step_fp_line"] if level > base else 889)
        if len(kept) >= 4096:
            kept.clear()  # bounded, whatever a fuzzer sends
        found = kept[key] = (step_cost(ctx, base, level), line,
                             {"stat": sdef.name, "frm": shown(ctx.letter(base)), "to": shown(ctx.letter(level))})
    return found


def price_stats(ctx: EvalContext) -> None:
    rules = ctx.numbers
    chosen, base_stats, level_of, levels = ctx.build.stats, ctx.base_stats, ctx.level, ctx.levels
    bought, stat_marks_of = ctx.stat_bought, ctx.stat_marks
    steps = ctx.pack.memo.setdefault("fate_stat_level_steps", {})
    marks_max = rules["stat_marks_max"]
    plain = marks_max >= 0  # (a stat nobody wrote on has no marks to price or check)
    for stat_id, sdef, path, floor in _stat_rows(ctx):
        base = levels.get(base_stats.get(stat_id) or "-", 0)  # (ctx.level, without its call)
        choice = chosen.get(stat_id)
        if choice is None:  # most stats: left at the base level, nothing to price
            bought[stat_id] = level = base
            if plain and base >= floor:
                stat_marks_of[stat_id] = (0, 0)
                continue
        else:
            bought[stat_id] = level = levels.get(choice.level or "-", 0)
            if level != base:  # (spend records nothing for 0: its wording is not worked out either)
                cost, line, words = steps.get((stat_id, base, level)) or _level_step(ctx, steps, stat_id, sdef, base, level)
                ctx.spend("fp", cost, path + "/level", "stat.level", line, stat_id, **words)
        if level < floor:
            gm_floor = sdef.gm_floor
            if gm_floor is not None and level >= level_of(gm_floor):
                ctx.find("gm", "stat.below_floor_gm", path + "/level", 889, stat_id,
                         stat=sdef.name, floor=sdef.floor)
            else:
                ctx.find("error", "stat.below_floor", path + "/level", 889, stat_id,
                         stat=sdef.name, floor=sdef.floor)
        stat_marks = choice.marks if choice else None
        if not stat_marks and marks_max >= 0:  # (most stats have no marks: nothing to price or check)
            stat_marks_of[stat_id] = (0, 0)
            continue
        stat_marks = stat_marks or []
        plus, minus = mark_rules.count(stat_marks)
        ctx.stat_marks[stat_id] = (plus, minus)
        if stat_marks:
            mark_fp = rules["stat_mark_fp"]
            ctx.spend("fp", plus * mark_fp, path + "/marks", "stat.plus", 910, stat_id,
                      stat=sdef.name, count=plus)
            ctx.spend("fp", -minus * mark_fp, path + "/marks", "stat.minus", 911, stat_id,
                      stat=sdef.name, count=minus)
        mark_rules.check(ctx, stat_marks, path, marks_max, sdef.name)
        if level == 6 and plus:
            ctx.find("error", "stat.ex_plus", path + "/marks", 868, stat_id, stat=sdef.name)
        if level == 6 and minus:
            ctx.find("warning", "stat.ex_minus", path + "/marks", 868, stat_id, stat=sdef.name)
        if level == 0 and (plus or minus):
            ctx.find("error", "stat.marks_on_none", path + "/marks", 893, stat_id, stat=sdef.name)
    for stat_id in chosen:
        if stat_id not in ctx.kind.stats:
            ctx.find("error", "stat.wrong_kind", f"/stats/{stat_id}", 862, stat=stat_id,
                     kind=ctx.kind.name)
    ctx.stat_final = dict(ctx.stat_bought)


def _with_madness_dice(ctx: EvalContext, stat_id: str, checks: tuple) -> tuple:
    """An EX stat under 狂化 rolls its extra dice in every check (L1172)."""
    extra = ctx.madness_dice.get(stat_id, 0)
    if not extra:
        return checks
    return tuple(replace(c, dice=c.dice + extra,
                         formula=(f"({c.formula[0]}+{extra})", c.formula[1]) if c.formula else ())
                 for c in checks)


def stat_table(ctx: EvalContext) -> dict[str, dict]:
    """Per-stat numbers for sheets: bought and final level, marks, dice and threshold
    (2×level dice at ≤ level, L864; EX: 14 automatic successes, L867) and the checks it rolls.

    The checks follow the marks the player wrote (with their patterns and conditions), then
    the "+" that 狂化 gives (:func:`madness_marks`, L1171): A++ rolls 20 and 30 dice (L898).

    A row is a function of the pack and of the key below alone, so rows are kept per pack
    (a roster's characters and the window's edits repeat them) and each sheet gets its copy.
    The whole table is kept too, by a key of everything its rows read (the kind, the base
    stats, the bought and final levels, marks, 狂化's marks and dice, and the marks written
    on each stat, conditions included): built from the dicts as they are, in their order,
    it costs a few C calls where the rows' keys cost ~1 µs a stat. The key is one flat tuple
    (one allocation, one flat hash): the bought and final levels and the marks' counts have
    one entry per stat of the kind, which the kind fixes, and the parts of other lengths are
    preceded by their length, so two different tables never share a key."""
    chosen = ctx.build.stats
    whole = ctx.pack.memo.setdefault("fate_stat_tables", {})
    base, free, dice = ctx.base_stats, ctx.free_marks, ctx.madness_dice
    key = (ctx.kind.id, len(base), *base, *base.values(), *ctx.stat_bought.values(), *ctx.stat_final.values(),
           *ctx.stat_marks.values(), len(free), *free.items(), len(dice), *dice.items(),
           *[(sid, mark_key(c.marks)) for sid, c in chosen.items() if c.marks])
    rows = whole.get(key)
    if rows is None:
        if len(whole) >= 4096:
            whole.clear()  # bounded, whatever a fuzzer sends
        rows = whole[key] = tuple(_stat_table_rows(ctx).items())
    # each sheet its own rows (and lists): most rows have no condition, so no list to copy
    return {stat_id: {**row, "conditions": [*conditions]} if (conditions := row["conditions"])
            else {**row, "conditions": []} for stat_id, row in rows}


def _stat_table_rows(ctx: EvalContext) -> dict[str, dict]:
    """The rows of :func:`stat_table`, each kept per pack by its own key."""
    table = {}
    chosen = ctx.build.stats
    kept = ctx.pack.memo.setdefault("fate_stat_table_rows", {})
    for stat_id, sdef, _, _ in _stat_rows(ctx):
        choice = chosen.get(stat_id)
        own = choice.marks if choice else []
        key = (stat_id, ctx.base_stats.get(stat_id, "-"), ctx.stat_bought[stat_id], ctx.stat_final[stat_id],
               ctx.stat_marks[stat_id], ctx.free_marks.get(stat_id, 0), ctx.madness_dice.get(stat_id, 0),
               mark_key(own))
        row = kept.get(key)
        if row is None:
            if len(kept) >= 4096:
                kept.clear()  # bounded, whatever a fuzzer sends
            row = kept[key] = _stat_row(ctx, stat_id, sdef, own)
        table[stat_id] = row
    return table


def _stat_row(ctx: EvalContext, stat_id: str, sdef: Any, own: list) -> dict:
    """One stat's row (see :func:`stat_table`); ``own``: the marks the player wrote."""
    final = ctx.stat_final[stat_id]
    plus, minus = ctx.stat_marks[stat_id]
    plus += ctx.free_marks.get(stat_id, 0)
    marks = own + madness_marks(ctx, stat_id) if stat_id in ctx.free_marks else own
    if final >= 6:  # EX takes no "+" (L868): a stat 狂化 made EX drops the "+" it had (L1171)
        marks = [m for m in marks if m.sign != "+"]
    base = ctx.base_stats.get(stat_id, "-")
    letter = ctx.letter(final)
    return {
        "name": sdef.name,
        "base": base,
        "base_label": shown(base if base in LETTERS else "-"),  # an unknown letter counts as none
        "bought": ctx.letter(ctx.stat_bought[stat_id]),
        "level": letter,
        "value": final,
        "plus": plus,
        "minus": minus,
        "label": letter + "+" * plus + "−" * minus if final else "−",
        "dice": stat_dice(final) + ctx.madness_dice.get(stat_id, 0),
        "checks": _with_madness_dice(ctx, stat_id, stat_checks(ctx.pack_id, final, marks)),
        "threshold": min(final, TOP_FACE),
        "conditions": [m.condition for m in own if m.condition],
    }
