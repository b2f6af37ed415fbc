"""The findings panel: every error, warning and GM flag with its message and seed line.

Contract: :meth:`refresh` reads ``session.sheet.findings``; activating (clicking) a row emits
``navigate(path)`` with the finding's JSON pointer, which the main window turns into a page and
a focused field.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from ..models import PATH_ROLE, FindingsModel
from .plain import PlainLabel


class FindingsPanel(QWidget):
    navigate = Signal(str)

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.model = FindingsModel(self)
        self.view = QTableView()
        self.view.setObjectName("findingsView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        # per column, not globally: a change to the message column alone (the FP left, after
        # most edits) then re-measures no column
        for column in range(self.model.COLUMNS):
            mode = QHeaderView.ResizeMode.Stretch if column == 1 else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        self.view.clicked.connect(self._clicked)
        self.summary = PlainLabel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.view)
        self.refresh()

    def refresh(self) -> None:
        findings = self.session.sheet.findings
        self.model.set_findings(findings, self.session.lang)
        counts = {s: sum(1 for f in findings if f.severity == s) for s in ("error", "warning", "gm")}
        self.summary.setText(self.tr("エラー %1 / 警告 %2 / GM確認 %3")
                             .replace("%1", str(counts["error"])).replace("%2", str(counts["warning"]))
                             .replace("%3", str(counts["gm"])))

    def _clicked(self, index) -> None:
        self.navigate.emit(self.model.data(index, PATH_ROLE) or "/")
