"""The plain-text sheet of a system drawn from its ``Sheet.sections`` (:mod:`builder.core.sections`).

Contract: ``render_sections_text(pack, sheet, build, lang) -> str``: a heading line with the name,
then each section as 【title】 and its rows (values as ``label: value``, stats as
``name base+bonus = final (label)``, pools as ``total / spent / remaining``, lists one entry a
line, GM approvals as 「・[state] finding place: reason (by date)」), then the findings (:func:`finding_lines`, also the PDF's: each message with the places
it names in words, :func:`builder.words.places.finding_text`, never a JSON pointer such as an
approval's ``/stats/STR``; the rule cited in words, :func:`builder.words.messages.citation`). Knows no
system: every word comes from the sheet (the pack's own names) or from the finding catalogue. User text is kept verbatim; lone surrogates become
U+FFFD (:func:`exports.textsafe.scrub`).
"""
from __future__ import annotations

from typing import Any

from builder.words.messages import SEVERITY_LABELS, citation
from builder.words.places import finding_text
from builder.core.sections import (ApprovalsSection, ListSection, PoolsSection, StatSection, TextSection, ValuesSection,
                              label, name, title, value)

from exports.textsafe import scrub

WORDS = {"ja": {"total": "合計", "spent": "使用", "remaining": "残り", "findings": "指摘", "none": "なし",
                "unnamed": "(無名)", "class": "クラス"},
         "en": {"total": "total", "spent": "spent", "remaining": "remaining", "findings": "findings",
                "none": "none", "unnamed": "(unnamed)", "class": "class"}}


def section_lines(section: Any, lang: str = "ja") -> list[str]:
    """The text lines of one section (without its heading)."""
    w = WORDS[lang]
    if isinstance(section, ValuesSection):
        return [f"{name(r, lang)}: {value(r, lang)}" for r in section.rows]
    if isinstance(section, StatSection):
        out = []
        for r in section.rows:
            figure = f"{r.base}{r.bonus:+d} = {r.value}" if r.bonus else f"{r.value}"
            shown = label(r, lang)
            out.append(f"{name(r, lang)} {figure}" + (f" ({shown})" if shown != str(r.value) else ""))
        return out
    if isinstance(section, PoolsSection):
        return [f"{name(r, lang)}: {w['total']} {r.total} / {w['spent']} {r.spent} / {w['remaining']} {r.remaining}"
                for r in section.rows]
    if isinstance(section, ListSection):
        out = []
        for r in section.rows:
            head = r.name + (f":{r.level}" if r.level else "")
            kind = r.type_en if lang == "en" and r.type_en else r.type
            extra = [x for x in (kind, w["class"] if r.source == "class" else "",
                                     r.cost_en if lang == "en" and r.cost_en else r.cost) if x]
            out.append(head + (f" ({', '.join(extra)})" if extra else ""))
            if r.text:
                out.append("  " + r.text.replace("\n", " "))
        return out
    if isinstance(section, TextSection):
        return section.text.splitlines()
    if isinstance(section, ApprovalsSection):
        return [approval_line(r, lang) for r in section.rows]
    return []


def approval_line(row: Any, lang: str = "ja") -> str:
    """「・[有効] message place: reason (by date)」, as every sheet prints an approval."""
    en = lang == "en"
    when = "" if row.date == "—" else " " + row.date
    return (f"・[{row.status_en if en else row.status}] {row.message_en if en else row.message} "
            f"{row.place_en if en else row.place}: {row.reason} ({row.by}{when})")


def finding_lines(pack: Any, build: Any, sheet: Any, lang: str = "ja") -> list[str]:
    """「[警告] message (approval)  ルールブック L170」 for each finding, in the sheet's order."""
    labels = SEVERITY_LABELS[lang]
    return [f"[{labels[f.severity]}] {finding_text(pack, build, f, lang)}{f' ({f.approval})' if f.approval else ''}"
            f"  {citation(pack, f.rule, lang)}" for f in sheet.findings]


def render_sections_text(pack: Any, sheet: Any, build: Any, lang: str = "ja") -> str:
    w = WORDS[lang]
    lines = [f"{sheet.name or w['unnamed']}", "-" * 60]
    for section in sheet.sections:
        if section.id in ("palette", "play"):
            continue  # the palette and the table's part (PlaySection) are for online tables, not a printed sheet
        lines.append(f"【{title(section, lang)}】")
        lines += section_lines(section, lang) or [w["none"]]
        lines.append("")
    if sheet.public:  # a public view (builder.core.secrets): no findings (they name what was bought)
        return scrub("\n".join(lines) + "\n")
    lines.append(f"【{w['findings']}】")
    lines += finding_lines(pack, build, sheet, lang) or [w["none"]]
    return scrub("\n".join(lines) + "\n")
