"""FP a character gains from its partner's ability impairment (L1241–1242).

Contract: :func:`grant_partner_fp` reads the 陣営's partner (``links["partner"]``, a
:class:`builder.core.links.Linked` or ``None``, see :mod:`builder.core.links`) and writes grants and
findings through the :class:`EvalContext` only. Without a readable partner it adds nothing:
the FP belongs to the pair and is only known with both files.

The seed: サーヴァント能力障害・○○ (servant only, −6 FP/Lv) 「この効果によりマスター側がマスター
基礎能力を使用できなくなった場合、マスター側もマイナス6×対応Lv点FPを得る」 (L1241), and the same the
other way for マスター能力障害・○○ (L1242). Only the levels that stop one of the other side's basic
abilities count: the impairment records them in ``partner_levels``. 「マスター能力障害と
サーヴァント能力障害の内容が重複している場合この相手への−FPの発生は無し」: whether two impairments
overlap is the GM's to judge, so holding both is flagged for the GM. The FP is lost on a new
contract (the partner link then names another file).
"""
from __future__ import annotations

from typing import Any

from .context import EvalContext

# the impairment each side takes, and the one its partner's FP comes from
OWN = {"master": "master_nouryoku_shougai", "servant": "servant_nouryoku_shougai"}
PARTNERS = {"master": "servant_nouryoku_shougai", "servant": "master_nouryoku_shougai"}


def check_partner_levels(ctx: EvalContext) -> None:
    """An impairment's ``partner_levels`` are some of its own levels (L1241 「対応Lv」)."""
    for s in ctx.skills:
        n = s.choice.partner_levels
        if n and (s.definition.id not in OWN.values() or n > s.level):
            ctx.find("error", "skill.partner_levels", f"/skills/{s.index}/partner_levels",
                     s.definition.line, s.definition.id, skill=s.definition.name, levels=n,
                     max=s.level if s.definition.id in OWN.values() else 0)


def grant_partner_fp(ctx: EvalContext, links: dict[str, Any]) -> None:
    check_partner_levels(ctx)
    partner = links.get("partner")
    if partner is None and links.get("partner_error") and getattr(ctx.build, "partner", ""):
        # a partner named and not read (missing, broken, or a link out of the folder, which is
        # never followed: issue 29 item 4) is said, not passed over: its FP is not counted
        ctx.find("warning", "partner.unreadable", "/partner", 1241, "", partner=ctx.build.partner,
                 reason=links["partner_error"], reason_en=links.get("partner_error_en", ""))
    source = PARTNERS.get(ctx.kind.id)
    if partner is None or source is None:
        return
    sdef = ctx.pack.skills.get(source)
    if sdef is None or sdef.pricing.type != "fixed":
        return
    per_level = -sdef.pricing.per_level  # −6 FP/Lv given → 6 FP per level that reaches us
    levels = sum(min(s.partner_levels, 6) for s in getattr(partner.build, "skills", []) if s.id == source)
    if not levels:
        return
    ctx.grant("fp", per_level * levels, "/partner", "pool.partner_impairment", sdef.line, sdef.id,
              skill=sdef.name, levels=levels, partner=partner.build.name or partner.file)
    if ctx.skill_level(OWN[ctx.kind.id]):
        ctx.find("gm", "partner.impairments_overlap", "/partner", sdef.line, sdef.id, skill=sdef.name)
