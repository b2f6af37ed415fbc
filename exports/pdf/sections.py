"""The PDF sheet of a system drawn from its ``Sheet.sections``, with the shared renderer.

Contract: :func:`section_flow` gives the flowables of one character: its name as the title,
then each section as a heading and a table (values and pools as label/value pairs, stats as
a table of chosen value, bonus, final value and label, lists one row per entry, text as
paragraphs), then the findings (:func:`exports.text.sections.finding_lines`: places and rules in
words, never a JSON pointer). The page (A4, margins, the bundled Japanese font) is the
:class:`exports.pdf.sheet.SheetRenderer`'s; :data:`GENERIC_LAYOUT` holds its settings. Knows no
system; computes nothing.
"""
from __future__ import annotations

from typing import Any

from builder.core.sections import (ApprovalsSection, ListSection, PoolsSection, StatSection, TextSection, ValuesSection,
                              label, name, title, value)

from exports.layout import Layout
from exports.text.sections import finding_lines

GENERIC_LAYOUT = Layout(system="*", name="sections", title="キャラクターシート", sections=[])
HEADS = {"ja": {"stat": ("", "選択", "補正", "値", "ランク"), "pool": ("", "合計", "使用", "残り"),
                "list": ("名前", "ランク", "タイプ・取得", "コスト"), "findings": "指摘", "none": "なし",
                "approval": ("承認した指摘", "箇所", "理由", "承認者・日付", "状態"),
                "unnamed": "(無名)", "class": "クラス"},
         "en": {"stat": ("", "chosen", "bonus", "value", "rank"), "pool": ("", "total", "spent", "left"),
                "list": ("name", "rank", "type / from", "cost"), "findings": "findings", "none": "none",
                "approval": ("approved finding", "where", "reason", "by / date", "state"),
                "unnamed": "(unnamed)", "class": "class"}}


def _drop_empty(rows: list[list[Any]], widths: list[float], same: tuple[int, int] | None = None):
    """Leave out the columns no entry fills (and a label column that repeats the value)."""
    keep = [j for j in range(len(widths)) if j == 0 or any(str(row[j]) != "" for row in rows[1:])]
    if same is not None and all(str(row[same[0]]) == str(row[same[1]]) for row in rows[1:]):
        keep = [j for j in keep if j != same[1]]
    return [[row[j] for j in keep] for row in rows], [widths[j] for j in keep]


def _section(r: Any, section: Any, lang: str) -> list[Any]:
    h = HEADS[lang]
    flow: list[Any] = [r.para(f"【{title(section, lang)}】", r.heading)]
    if isinstance(section, ValuesSection):
        rows = [[name(x, lang), value(x, lang)] for x in section.rows]
        if rows:
            flow.append(r._table(rows, [1.2, 2.0], label_cols=[0]))
    elif isinstance(section, StatSection):
        rows = [list(h["stat"])] + [[name(x, lang), x.base, f"{x.bonus:+d}" if x.bonus else "", x.value, label(x, lang)]
                                    for x in section.rows]
        flow.append(r._table(*_drop_empty(rows, [1.6, 0.7, 0.7, 0.7, 0.7], same=(3, 4)), header=True, label_cols=[0]))
    elif isinstance(section, PoolsSection):
        rows = [list(h["pool"])] + [[name(x, lang), x.total, x.spent, x.remaining] for x in section.rows]
        flow.append(r._table(rows, [1.6, 0.7, 0.7, 0.7], header=True, label_cols=[0]))
    elif isinstance(section, ListSection):
        rows = [list(h["list"])] + [[x.name + (f"\n{x.text}" if x.text else ""), x.level,
                                     " ".join(t for t in (x.type_en if lang == "en" and x.type_en else x.type,
                                                          h["class"] if x.source == "class" else "") if t),
                                     x.cost_en if lang == "en" and x.cost_en else x.cost] for x in section.rows]
        flow.append(r._table(*_drop_empty(rows, [2.4, 0.6, 0.9, 0.6]), header=True))
    elif isinstance(section, TextSection):
        flow.append(r.para(section.text))
    elif isinstance(section, ApprovalsSection):  # the columns of Fate/roll dice's 【GM承認】 table
        en = lang == "en"
        rows = [list(h["approval"])] + [[x.message_en if en else x.message, x.place_en if en else x.place, x.reason,
                                         " ".join(v for v in (x.by, x.date) if v != "—") or "—",
                                         x.status_en if en else x.status] for x in section.rows]
        flow.append(r._table(rows, [2.2, 1.2, 1.8, 1.0, 0.6], header=True))
    return flow


def section_flow(r: Any, pack: Any, sheet: Any, build: Any, lang: str = "ja") -> list[Any]:
    h = HEADS[lang]
    flow: list[Any] = [r.para(sheet.name or h["unnamed"], r.title)]
    for section in sheet.sections:
        if section.id not in ("palette", "play"):  # (for online tables, not a printed sheet)
            flow += _section(r, section, lang)
    if sheet.public:  # a public view (builder.core.secrets): no findings (they name what was bought)
        return flow
    flow.append(r.para(f"【{h['findings']}】", r.heading))
    for line in finding_lines(pack, build, sheet, lang) or [h["none"]]:  # places and rules in words
        flow.append(r.para(line))
    return flow
