"""ツール → 解釈(読み方)の切り替え…: the GM flips the pack's readings in the window.

Contract: :class:`ReadingsDialog` lists every reading (:func:`builder.gm.readings.rows`) of the
open character's system, one table row each: the summary in the window's language, the seed
line (a click shows the rule's text in :class:`forms.widgets.ruletext_view.RuleTextDialog`, a hover
shows it as a tool tip, as the findings' citations do), the recommended value, the value in
force as a combo box of the reading's choices (the recommended one marked 「(推奨)」; a row
flipped from it is highlighted), and last, narrow and grey, the reading's id (what
``pack readings --set`` takes). Values are shown by the pack's choice labels in the window's
language (:meth:`builder.gm.readings.ReadingRow.label`), never by their ids; a choice's id is its
combo item's tool tip. 既定に戻す sets every combo back to the
recommended value; 保存 (enabled when a combo differs from what is in force) writes the changed
readings into the GM's user pack (:func:`builder.gm.readings.save`: the file the rule-data editor
writes, its other content kept), loads the pack again and re-checks the open character
(:func:`forms.dialogs.ruledata.refresh_window`), so its figures change at once. User pack files the
loader set aside (a setting naming no reading, a value not among the choices, broken JSON)
are named with their place above the table; a save that the pack refuses is a message naming
the file and place, never a crash. Interaction points tests replace: ``show_message``,
``ask_discard``.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QHBoxLayout, QHeaderView, QLabel,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from builder.gm import readings
from builder.core.packio import PackError
from builder.core.ruletext import rule_texts

from forms.session.packloading import describe
from forms.session.text import name_of
from forms.widgets.buttons import dialog_button
from forms.widgets.discard import DiscardGuard

SUMMARY, LINE, RECOMMENDED, VALUE, ID = range(5)
FLIPPED = QColor("#fff4c2")


class ReadingsDialog(DiscardGuard, QDialog):
    def __init__(self, window, parent: QWidget | None = None):
        super().__init__(parent or window)
        self.window_ = window
        self.lang = window.lang() if hasattr(window, "lang") else "ja"
        self.system = window.session.pack.id
        self.safe_mode = getattr(window, "safe_mode", False)
        self.rule_dialog = None
        self.setWindowTitle(self.tr("解釈(読み方)の切り替え"))
        self.setObjectName("readingsDialog")
        from forms.common.screenfit import fit_size
        fit_size(self, 1040, 600)  # or less: on the screen (forms.common.screenfit)
        note = self.tr("%1: 本文があいまいで数値が変わる箇所の読み方です。「推奨」はダイジェストの推奨する読み方"
                       "(本文が別に定める箇所は本文の読み方)。保存するとユーザーパックに書き込み、"
                       "開いているキャラクターを再計算します。行番号をクリックするとルールの本文を表示します。"
                       ).replace("%1", name_of(window.session.pack.manifest, self.lang))
        if self.safe_mode:
            note += "\n" + self.tr("セーフモード中: 保存したユーザーパックは次に通常起動したときに使われます。")
        head = QLabel(note)
        head.setWordWrap(True)
        self.stored = QLabel()
        self.stored.setObjectName("readingsStoredProblems")
        self.stored.setWordWrap(True)
        self.stored.setTextFormat(Qt.PlainText)
        self.stored.setStyleSheet("color: #b00020;")
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("readingsTable")
        self.table.setHorizontalHeaderLabels([self.tr("解釈"), self.tr("行"), self.tr("推奨"), self.tr("値"), "ID"])
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(SUMMARY, QHeaderView.Stretch)
        for col in (LINE, RECOMMENDED, VALUE):
            header.setSectionResizeMode(col, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(ID, QHeaderView.Interactive)  # narrow: the id is for the CLI
        header.resizeSection(ID, 110)
        self.table.setTextElideMode(Qt.ElideRight)
        self.table.setFocusPolicy(Qt.NoFocus)  # the combo boxes take the focus (Tab), not the cells
        self.table.cellClicked.connect(self._clicked)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())  # wrapped summaries
        self.status = QLabel()
        self.status.setObjectName("readingsStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.PlainText)
        self.defaults_button = dialog_button(self.tr("既定に戻す"), "readingsDefaults", self.restore_defaults)
        self.save_button = dialog_button(self.tr("保存"), "readingsSave", self.save)
        close = dialog_button(self.tr("閉じる"), "readingsClose", self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.stored)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        bottom = QHBoxLayout()
        bottom.addWidget(self.defaults_button)
        bottom.addStretch(1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(close)
        layout.addLayout(bottom)
        self.reload()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.table.resizeRowsToContents()  # the summary column has its width only now

    # ------------------------------------------------------------------ rows
    def reload(self) -> None:
        """The readings as the pack is loaded now; unsaved choices are dropped."""
        self.pack = self.window_.session.pack
        self.rows = readings.rows(self.pack)
        problems = readings.stored_problems(self.pack)
        self.stored.setText("\n".join(
            [self.tr("ユーザーパックに使えない内容があり、そのファイルは読み込まれていません:")]
            + [describe(p) for p in problems]) if problems else "")
        self.stored.setVisible(bool(problems))
        self.combos: list[QComboBox] = []
        self.table.setRowCount(len(self.rows))
        for i, row in enumerate(self.rows):
            summary = QTableWidgetItem(row.summary_in(self.lang))
            summary.setToolTip(row.summary_in(self.lang) + (f"\n({row.digest})" if row.digest else ""))
            self.table.setItem(i, SUMMARY, summary)
            line = QTableWidgetItem(f"L{row.line}" if row.line else "")
            line.setForeground(QBrush(QColor("#2050a0")))
            line.setToolTip(self._rule_tip(row.line))
            self.table.setItem(i, LINE, line)
            self.table.setItem(i, RECOMMENDED, QTableWidgetItem(self.spell(row, row.recommended)))
            ident = QTableWidgetItem(row.id)
            ident.setForeground(QBrush(QColor("#808080")))
            ident.setToolTip(row.id)
            self.table.setItem(i, ID, ident)
            combo = QComboBox()
            combo.setObjectName(f"reading_{row.id}")
            choices = row.choices or tuple(dict.fromkeys([row.recommended, row.current]))  # none listed
            for choice in choices:
                mark = " " + self.tr("(推奨)") if self._same(choice, row.recommended) else ""
                combo.addItem(self.spell(row, choice) + mark, choice)
                combo.setItemData(combo.count() - 1, readings.spell(choice), Qt.ToolTipRole)
            combo.setCurrentIndex(self._index_of(row, row.current))
            combo.currentIndexChanged.connect(self._changed)
            self.combos.append(combo)
            self.table.setCellWidget(i, VALUE, combo)
        self.table.resizeRowsToContents()
        self._changed()

    def spell(self, row, value) -> str:
        """``value`` by the pack's label in the window's language; a switch the pack does not
        label is はい/いいえ."""
        if isinstance(value, bool) and row.label(value, self.lang) == readings.spell(value):
            return self.tr("はい") if value else self.tr("いいえ")
        return row.label(value, self.lang)

    @staticmethod
    def _same(a, b) -> bool:
        return a == b and type(a) is type(b)

    def _index_of(self, row, value) -> int:
        choices = row.choices or tuple(dict.fromkeys([row.recommended, row.current]))
        return next((k for k, c in enumerate(choices) if self._same(c, value)), 0)

    def _rule_tip(self, line: int | None) -> str:
        texts = rule_texts(self.pack, line, self.lang)
        if not texts:
            return ""
        tip = "\n\n".join((f"{t.title}\n" if t.title else "") + t.text for t in texts)
        return tip if len(tip) <= 1200 else tip[:1200] + "…"

    def value_of(self, reading_id: str):
        """The value the dialog shows for ``reading_id`` (tests and 保存 read it)."""
        i = next(k for k, r in enumerate(self.rows) if r.id == reading_id)
        return self.combos[i].currentData()

    def changes(self) -> dict:
        """The readings whose combo differs from the value in force."""
        return {r.id: c.currentData() for r, c in zip(self.rows, self.combos)
                if not self._same(c.currentData(), r.current)}

    def _changed(self, *_args) -> None:
        for i, (row, combo) in enumerate(zip(self.rows, self.combos)):
            flipped = not self._same(combo.currentData(), row.recommended)
            item = self.table.item(i, SUMMARY)
            item.setBackground(QBrush(FLIPPED) if flipped else QBrush())
            tip = self.tr("推奨と違う読み方です。") if flipped else ""
            if row.origin:
                tip += ("\n" if tip else "") + self.tr("設定元: %1").replace("%1", row.origin)
            combo.setToolTip(tip)
        pending = self.changes()
        self.save_button.setEnabled(bool(pending))
        self.defaults_button.setEnabled(any(not self._same(c.currentData(), r.recommended)
                                            for r, c in zip(self.rows, self.combos)))
        self.status.setText(self.tr("未保存の変更があります。") if pending else "")

    def _clicked(self, row: int, column: int) -> None:
        if column == LINE and 0 <= row < len(self.rows):
            self.show_rule(row)

    def show_rule(self, row: int):
        """The rule text of row ``row``'s seed line, in the rule-text window."""
        from forms.widgets.ruletext_view import RuleTextDialog
        if self.rule_dialog is None:
            self.rule_dialog = RuleTextDialog(self)
        self.rule_dialog.show_rule(self.pack, self.rows[row].line, self.lang)
        return self.rule_dialog

    # ------------------------------------------------------------------ actions
    def restore_defaults(self) -> None:
        for row, combo in zip(self.rows, self.combos):
            combo.setCurrentIndex(self._index_of(row, row.recommended))

    def save(self) -> bool:
        pending = self.changes()
        if not pending:
            return False
        try:
            path = readings.save(self.system, self.rows, pending)
        except PackError as exc:
            self.show_message(self.tr("保存できません"), describe(exc))
            return False
        except OSError as exc:
            self.show_message(self.tr("保存できません"), f"{exc.filename or ''}\n{exc.strerror or exc}")
            return False
        from .ruledata import refresh_window
        refresh_window(self.window_, self.system)  # the pack again, the open character re-checked
        self.reload()
        self.status.setText(self.tr("保存しました: %1").replace("%1", str(path)))
        return True

    def show_message(self, title: str, text: str) -> None:
        from forms.dialogs.common import show_error
        show_error(self, title, text)

    def unsaved(self) -> bool:
        """What :class:`DiscardGuard` asks before the dialog closes."""
        return bool(self.changes())


def open_readings(window) -> ReadingsDialog:
    dialog = ReadingsDialog(window)
    dialog.setAttribute(Qt.WA_DeleteOnClose)
    dialog.open()
    window.readings_dialog = dialog
    return dialog
