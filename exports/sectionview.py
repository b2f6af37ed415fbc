"""One keyed view of a sheet drawn with a template of its own: ``section_data(sheet, lang)``.

Contract: reads only ``sheet.sections`` (:mod:`builder.core.sections`: the ``basics``, ``stats``,
``skills`` … a system's sheet sections give) and returns plain ``str`` values keyed by
section id, the keys a layout names (:data:`exports.layout.SectionId`, the columns' ``key``):
the PDF, text, ココフォリア and Discord writers only arrange them. Words that differ by
language come from the sections' ``_en`` fields. User text is returned raw: each writer
escapes it for its own format.
"""
from __future__ import annotations

from typing import Any

from builder.words.messages import SEVERITY_LABELS
from builder.core.sections import (ApprovalsSection, FindingsSection, LedgerSection, ListSection, PoolsSection,
                              StatSection, TextSection, ValuesSection, detail)

DASH = "—"


def has_template(sheet: Any) -> bool:
    """A sheet whose system prints it with a template of its own (its sections start with
    ``basics``: the seed's sample sheet); the others are drawn section by section."""
    return bool(sheet.sections) and sheet.sections[0].id == "basics"


def _list(section: ListSection | None) -> list[Any]:
    return list(section.rows) if section is not None else []


def section_data(sheet: Any, lang: str = "ja") -> dict[str, Any]:
    """The keyed view (see the module contract)."""
    by_id = {s.id: s for s in sheet.sections}
    en = lang == "en"
    basics = {r.id: r.value for r in by_id["basics"].rows}
    stats = [{"name": r.name, "label": r.label, "base": r.base_label, "dice": str(r.dice),
              "threshold": str(r.threshold), "roll": r.roll, "marks": r.marks}
             for r in by_id["stats"].rows] if isinstance(by_id.get("stats"), StatSection) else []
    derived_rows = by_id["derived"].rows if isinstance(by_id.get("derived"), ValuesSection) else ()
    skills = [{"name": r.name, "label": r.level, "dice": detail(r, "dice"), "threshold": detail(r, "threshold"),
               "roll": detail(r, "roll"), "fp": r.cost, "class_skill": r.type, "effect": r.text,
               "detail": detail(r, "detail"), "_class": r.source == "class"} for r in _list(by_id.get("skills"))]
    items = {key: [{d.id: d.value for d in r.details} for r in _list(by_id.get(key))]
             for key in ("noble_phantasms", "mystic_codes", "gear")}
    texts = {key: [r.name for r in _list(by_id.get(key))]
             for key in ("summoning", "troops", "upkeep", "mp_items", "combos")}
    pools = by_id.get("pools")
    points = [{"pool": r.name, "total": str(r.total), "spent": str(r.spent),
               "remaining": str(r.remaining) + (" !!" if r.remaining < 0 else "")}
              for r in (pools.rows if isinstance(pools, PoolsSection) else ())]
    ledger = by_id.get("ledger")
    approvals = by_id.get("approvals")
    findings = by_id.get("findings")
    sev = SEVERITY_LABELS[lang]
    setting = by_id.get("setting")
    return {
        "basics": basics,
        "ranks": [{"name": r.name, "params": r.level, "duty": r.text, "rule": r.source} for r in _list(by_id.get("ranks"))],
        "stats": stats, "derived": {r.id: r.value for r in derived_rows},
        "derived_labels": {r.id: r.name for r in derived_rows}, "skills": skills,
        "class_skills": [s for s in skills if s["_class"]], "own_skills": [s for s in skills if not s["_class"]],
        "noble_phantasms": items["noble_phantasms"], "mystic_codes": items["mystic_codes"], "gear": items["gear"],
        "upkeep": texts["upkeep"], "mp_items": texts["mp_items"], "summoning": texts["summoning"],
        "troops": texts["troops"], "skill_combos": texts["combos"], "points": points,
        "ledger": [{"amount": r.amount, "text": r.text_en if en else r.text, "rule": r.rule_en if en else r.rule}
                   for r in (ledger.rows if isinstance(ledger, LedgerSection) else ())],
        "findings": [{"severity": sev.get(r.severity, r.severity), "message": r.message_en if en else r.message,
                      "path": r.place_en if en else r.place, "rule": r.rule_en if en else r.rule,
                      "approval": r.approval or DASH}
                     for r in (findings.rows if isinstance(findings, FindingsSection) else ())],
        "approvals": [{"message": r.message_en if en else r.message, "path": r.place_en if en else r.place,
                       "reason": r.reason, "by": r.by, "date": r.date, "status": r.status_en if en else r.status,
                       "by_date": " ".join(x for x in (r.by, r.date) if x != DASH) or DASH}
                      for r in (approvals.rows if isinstance(approvals, ApprovalsSection) else ())],
        "profile": {r.id: r.value for r in by_id["profile"].rows} if "profile" in by_id else {},
        "profile_names": {r.id: r.name for r in by_id["profile"].rows} if "profile" in by_id else {},
        "setting": [setting.text] if isinstance(setting, TextSection) and setting.text else [],
        "kind": sheet.kind, "public": sheet.public,
    }
