"""The PDF sheet of a system drawn from its ``Sheet.sections``, with the shared renderer.

Contract: :func:`section_flow` gives the flowables of one character: its name as the title
and its player's name, then each section as a heading and a table (values and pools as label/value pairs, stats as
a table of chosen value, bonus, final value and label, lists one row per entry, text as
paragraphs; a section with nothing in it is left out, and a heading the sheet already printed
is not printed again: the table goes on under the first), then the findings
(:func:`exports.text.sections.finding_lines`: places and rules in words, never a JSON pointer)
and the readings in force (:func:`builder.gm.readings.rows`: each switch's summary, the value in
force in words and its seed line), all in ``lang`` (English: ``title_en``/``name_en``). The page (A4, margins, the bundled Japanese font) is the
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
                "list": ("名前", "ランク", "タイプ・取得", "コスト"), "findings": "指摘", "none": "なし", "player": "プレイヤー",
                "readings": "解釈(読み方)", "line": "ルールブック",
                "approval": ("承認した指摘", "箇所", "理由", "承認者・日付", "状態"),
                "unnamed": "(無名)", "class": "クラス"},
         "en": {"stat": ("", "chosen", "bonus", "value", "rank"), "pool": ("", "total", "spent", "left"),
                "list": ("name", "rank", "type / from", "cost"), "findings": "findings", "none": "none", "player": "player",
                "readings": "readings in force", "line": "rulebook",
                "approval": ("approved finding", "where", "reason", "by / date", "state"),
                "unnamed": "(unnamed)", "class": "class"}}


def _drop_empty(rows: list[list[Any]], widths: list[float], same: tuple[int, int] | None = None):
    """Leave out the columns no entry fills (and a label column that repeats the value)."""
    keep = [j for j in range(len(widths)) if j == 0 or any(str(row[j]) != "" for row in rows[1:])]
    if same is not None and all(str(row[same[0]]) == str(row[same[1]]) for row in rows[1:]):
        keep = [j for j in keep if j != same[1]]
    return [[row[j] for j in keep] for row in rows], [widths[j] for j in keep]


def is_empty(section: Any) -> bool:
    """True when ``section`` has nothing to print (no rows, or no text)."""
    if isinstance(section, TextSection):
        return not section.text.strip()
    return not getattr(section, "rows", ())


def player_line(build: Any, lang: str) -> str:
    """「プレイヤー: 名前」 (``player: name``), or "" when the file names no player."""
    player = (getattr(build, "player", "") or "").strip()
    return f"{HEADS[lang]['player']}: {player}" if player else ""


def reading_lines(pack: Any, lang: str) -> list[str]:
    """One line per reading of ``pack``: its summary, the value in force and its seed line."""
    from builder.gm.readings import rows
    h = HEADS[lang]
    return [f"・{row.label(row.current, lang)}" + (f" ({h['line']} L{row.line})" if row.line else "")
            + f" — {row.summary_in(lang)}" for row in rows(pack)]


def _section(r: Any, section: Any, lang: str, heading: bool = True) -> list[Any]:
    h = HEADS[lang]
    flow: list[Any] = [r.para(f"【{title(section, lang)}】", r.heading)] if heading else []
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
    elif isinstance(section, ApprovalsSection):  # the columns of the sample sheet's 【GM承認】 table
        en = lang == "en"
        rows = [list(h["approval"])] + [[x.message_en if en else x.message, x.place_en if en else x.place, x.reason,
                                         " ".join(v for v in (x.by, x.date) if v != "—") or "—",
                                         x.status_en if en else x.status] for x in section.rows]
        flow.append(r._table(rows, [2.2, 1.2, 1.8, 1.0, 0.6], header=True))
    return flow


def section_flow(r: Any, pack: Any, sheet: Any, build: Any, lang: str = "ja") -> list[Any]:
    h = HEADS[lang]
    flow: list[Any] = [r.para(sheet.name or h["unnamed"], r.title)]
    if player_line(build, lang):
        flow.append(r.para(player_line(build, lang)))
    printed: set[str] = set()
    for section in sheet.sections:
        # palette and play are for online tables, not a printed sheet
        if section.id in ("palette", "play") or is_empty(section):
            continue
        flow += _section(r, section, lang, heading=title(section, lang) not in printed)
        printed.add(title(section, lang))
    flow.append(r.para(f"【{h['readings']}】", r.heading))
    flow += [r.para(line) for line in reading_lines(pack, lang) or [h["none"]]]
    if sheet.public:  # a public view (builder.core.secrets): no findings (they name what was bought)
        return flow
    flow.append(r.para(f"【{h['findings']}】", r.heading))
    for line in finding_lines(pack, build, sheet, lang) or [h["none"]]:  # places and rules in words
        flow.append(r.para(line))
    return flow
