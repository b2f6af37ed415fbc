"""スキルコンボ (L940–947): the FP a combo costs and the MP paid each time it is used.

Contract: :func:`price_combos` writes one FP ledger line per combo, its findings, and one row
per combo on the Sheet (``Sheet.combos``): ``index``, ``name``, ``components`` (the stats' and
skills' names, an unknown id as written), ``text``, ``limits``, ``fp`` and ``mp``. Exporters
print these figures; they never work them out again.
"""
from __future__ import annotations

from .context import EvalContext


def combo_cost(components: int, limits: int) -> int:
    """FP of a combo: one per stat, skill or item combined (L941), −1 per 使用制限/使用リスク
    taken, at least 1 (L945)."""
    return max(1, components - limits)


def price_combos(ctx: EvalContext) -> None:
    """Price every combo; an optional rule the GM declares (reading ``skill_combo``, L947).
    The MP paid in advance each time it is used equals its FP (L942: 消費FP点のMPを先払い)."""
    for i, combo in enumerate(ctx.build.combos):
        path = f"/combos/{i}"
        if not ctx.pack.setting("skill_combo"):
            ctx.find("gm", "combo.rule_off", path, 947, combo=combo.name)
        if len(combo.components) < 2:
            ctx.find("error", "combo.too_few", path + "/components", 941, combo=combo.name)
        fp = combo_cost(len(combo.components), combo.limits)
        ctx.spend("fp", fp, path, "combo.fp", 941, combo=combo.name, count=len(combo.components),
                  limits=combo.limits)
        names = [ctx.pack.stats[c].name if c in ctx.pack.stats else
                 ctx.pack.skills[c].name if c in ctx.pack.skills else c for c in combo.components]
        ctx.combos.append({"index": i, "name": combo.name, "components": names, "text": combo.text,
                           "limits": combo.limits, "fp": fp, "mp": fp})
