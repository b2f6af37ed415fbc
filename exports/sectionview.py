"""One keyed view of a sheet drawn from its system's layouts (:func:`exports.layout.has_layouts`): ``section_data(sheet, lang)``.

Contract: reads only ``sheet.sections`` (:mod:`builder.core.sections`: the ``basics``, ``stats``,
``skills`` … a system's sheet sections give) and returns plain ``str`` values keyed by
section id, the keys a layout names (:data:`exports.layout.SectionId`, the columns' ``key``):
the PDF, text, ココフォリア and Discord writers only arrange them. Words that differ by
language come from the sections' ``_en`` fields: on an English view (``lang="en"``) the values
the pack names too (class, kind, alignment, ranks, stats, skills, a 宝具's 区分 and effects),
in the pack's English where the sections carry it, else the Japanese term. User text is returned raw: each writer
escapes it for its own format.
"""
from __future__ import annotations

from typing import Any

from builder.words.messages import SEVERITY_LABELS
from builder.core.sections import (ApprovalsSection, FindingsSection, LedgerSection, ListSection, PoolsSection,
                              StatSection, TextSection, ValuesSection, value)

DASH = "—"


def _list(section: ListSection | None) -> list[Any]:
    return list(section.rows) if section is not None else []


def _in(lang: str, ja: str, en: str) -> str:
    """``en`` on an English view when the section gives it, else ``ja``."""
    return en if lang == "en" and en else ja


def _detail(row: Any, id: str, lang: str) -> str:
    """The value of ``row``'s labelled figure ``id`` in ``lang`` (empty when it has none)."""
    return next((value(d, lang) for d in row.details if d.id == id), "")


def section_data(sheet: Any, lang: str = "ja") -> dict[str, Any]:
    """The keyed view (see the module contract)."""
    by_id = {s.id: s for s in sheet.sections}
    en = lang == "en"
    basics = {r.id: value(r, lang) for r in by_id["basics"].rows}
    stats = [{"name": _in(lang, r.name, r.name_en), "label": r.label, "base": r.base_label, "dice": str(r.dice),
              "threshold": str(r.threshold), "roll": r.roll, "marks": _in(lang, r.marks, r.marks_en)}
             for r in by_id["stats"].rows] if isinstance(by_id.get("stats"), StatSection) else []
    derived_rows = by_id["derived"].rows if isinstance(by_id.get("derived"), ValuesSection) else ()
    skills = [{"name": _in(lang, r.name, r.name_en), "label": r.level, "dice": _detail(r, "dice", lang),
               "threshold": _detail(r, "threshold", lang), "roll": _detail(r, "roll", lang), "fp": r.cost,
               "class_skill": _in(lang, r.type, r.type_en), "effect": _in(lang, r.text, r.text_en),
               "detail": _detail(r, "detail", lang), "_class": r.source == "class"} for r in _list(by_id.get("skills"))]
    items = {key: [{d.id: value(d, lang) for d in r.details} for r in _list(by_id.get(key))]
             for key in ("noble_phantasms", "mystic_codes", "gear")}
    texts = {key: [_in(lang, r.name, r.name_en) for r in _list(by_id.get(key))]
             for key in ("summoning", "troops", "upkeep", "mp_items", "combos")}
    pools = by_id.get("pools")
    points = [{"pool": _in(lang, r.name, r.name_en), "total": str(r.total), "spent": str(r.spent),
               "remaining": str(r.remaining) + (" !!" if r.remaining < 0 else "")}
              for r in (pools.rows if isinstance(pools, PoolsSection) else ())]
    ledger = by_id.get("ledger")
    approvals = by_id.get("approvals")
    findings = by_id.get("findings")
    sev = SEVERITY_LABELS[lang]
    setting = by_id.get("setting")
    return {
        "basics": basics,
        "ranks": [{"name": _in(lang, r.name, r.name_en), "params": _detail(r, "params", lang) or r.level,
                   "duty": _in(lang, r.text, r.text_en), "rule": r.source} for r in _list(by_id.get("ranks"))],
        "stats": stats, "derived": {r.id: r.value for r in derived_rows},
        "derived_labels": {r.id: _in(lang, r.name, r.name_en) for r in derived_rows}, "skills": skills,
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
        "profile_names": {r.id: _in(lang, r.name, r.name_en) for r in by_id["profile"].rows} if "profile" in by_id else {},
        "setting": [setting.text] if isinstance(setting, TextSection) and setting.text else [],
        "kind": sheet.kind, "public": sheet.public,
    }
