"""まとめ: the sheet's typed sections (:mod:`builder.core.sections`) drawn without knowing the system.

Contract: :func:`sections_html` turns ``Sheet.sections`` into HTML (every value escaped: names
and texts are the user's and the pack's): values as label/value rows, a stat table (chosen,
bonus, final and its label), pools (total, spent, remaining; overspent in red), lists (name,
type, level, cost, text), free text and the GM's approvals (one line each). It computes no rule; the page re-draws on every change.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout

from builder.core.sections import (ApprovalsSection, ListSection, PoolsSection, StatSection, TextSection, ValuesSection, label,
                              name, title, value)

from exports.text.sections import approval_line

from forms.session.text import esc
from .base import GenericPage

TABLE = "<table border='1' cellspacing='0' cellpadding='4' width='100%'>"


def _row(cells: list[str], head: bool = False) -> str:
    tag = "th" if head else "td"
    return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"


def sections_html(sections: list[Any], lang: str, heads: dict[str, list[str]], pack: Any = None) -> str:
    """HTML of ``sections``; ``heads`` holds the translated column titles per section kind; with
    ``pack``, a list entry named after a pack entry (a catalogue pick, a class's granted skill)
    shows that entry's English name in English."""
    from builder.words.places import entry_name
    out = []
    for s in sections:
        if s.id == "play":
            continue  # the online table's part (PlaySection): what the exports give a table
        out.append(f"<h3>{esc(title(s, lang))}</h3>")
        if isinstance(s, ValuesSection):
            out.append(TABLE + "".join(_row([esc(name(r, lang)), f"<b>{esc(value(r, lang))}</b>"]) for r in s.rows) + "</table>")
        elif isinstance(s, StatSection):
            out.append(TABLE + _row(heads["stats"], True) + "".join(
                _row([esc(name(r, lang)), str(r.base), f"{r.bonus:+d}" if r.bonus else "", f"<b>{esc(label(r, lang))}</b>"])
                for r in s.rows) + "</table>")
        elif isinstance(s, PoolsSection):
            out.append(TABLE + _row(heads["pools"], True) + "".join(
                _row([esc(name(r, lang)), str(r.total), str(r.spent),
                      f"<span style='color:{'#c00000' if r.remaining < 0 else '#000000'}'><b>{r.remaining}</b></span>"])
                for r in s.rows) + "</table>")
        elif isinstance(s, ListSection):
            out.append(TABLE + _row(heads["list"], True) + "".join(
                _row([esc(entry_name(pack, r.name, lang) if pack is not None else r.name),
                      esc(r.type_en if lang == "en" and r.type_en else r.type),
                      esc(entry_name(pack, r.level, lang) if pack is not None else r.level),
                      esc(r.cost_en if lang == "en" and r.cost_en else r.cost), esc(r.text)]) for r in s.rows)
                + "</table>")
        elif isinstance(s, TextSection):
            out.append("<p>" + esc(s.text).replace("\n", "<br>") + "</p>")
        elif isinstance(s, ApprovalsSection):  # one line each, as the text export words them
            out.append("<ul>" + "".join(f"<li>{esc(approval_line(r, lang).lstrip('・'))}</li>" for r in s.rows) + "</ul>")
    return "".join(out)


class SummaryPage(GenericPage):
    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.view = QTextBrowser()
        self.view.setObjectName("summaryView")
        self.view.setOpenLinks(False)
        # first, before the figures: what the character waits for, and where to fill it (issue 28 item 4)
        self.waits = QLabel()
        self.waits.setObjectName("summaryWaits")
        self.waits.setWordWrap(True)
        self.waits.setTextFormat(Qt.TextFormat.PlainText)
        self.waits.setStyleSheet("color: #805000; font-weight: bold;")
        self.fill = QPushButton(self.tr("ルールデータを入力…"))
        self.fill.setObjectName("summaryOpenRuleData")
        self.fill.clicked.connect(self._open_rule_data)
        waits = QHBoxLayout()
        waits.addWidget(self.waits, 1)
        waits.addWidget(self.fill)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading())
        layout.addLayout(waits)
        layout.addWidget(self.view, 1)
        self.refresh()

    def _open_rule_data(self) -> None:
        from forms.dialogs.ruledata import open_on_waiting
        open_on_waiting(self.window())

    def refresh(self) -> None:
        heads = {"stats": [self.tr("能力値"), self.tr("基本"), self.tr("補正"), self.tr("最終")],
                 "pools": [self.tr("ポイント"), self.tr("合計"), self.tr("使用"), self.tr("残り")],
                 "list": [self.tr("名前"), self.tr("種類"), self.tr("レベル"), self.tr("コスト"), self.tr("効果・説明")]}
        build = self.build
        unnamed = self.tr("無名")  # outside the f-string, where lupdate finds it
        head = f"<h2>{esc(build.name or unnamed)}</h2>"
        if build.player:
            head += "<p>" + esc(self.tr("プレイヤー")) + f": {esc(build.player)}</p>"
        from forms.common.gmwaits import waiting_text
        waiting = waiting_text(self.session.sheet.findings, self.lang)
        self.waits.setText(waiting)
        self.waits.setVisible(bool(waiting))
        self.fill.setVisible(bool(waiting))
        bar = self.view.verticalScrollBar().value()
        self.view.setHtml(head + sections_html(self.session.sheet.sections, self.lang, heads, self.pack))
        self.view.verticalScrollBar().setValue(bar)

    def text(self) -> str:
        return self.view.toPlainText()
