"""Qt item models the window shares with every system: item roles and the findings table.

Contract: models are read-only views pushed in by their owner; they never change the build.
:class:`FindingsModel` shows a sheet's findings (any system's); each passes ``qtmodeltester``
(tests/forms/test_models.py). A system's own catalogue models live in its UI plug-in
(``forms/systems/<id>/models.py``) and use the roles declared here.
"""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from builder.messages import SEVERITY_LABELS, render

ID_ROLE = Qt.UserRole + 1
ALLOWED_ROLE = Qt.UserRole + 2
COST_ROLE = Qt.UserRole + 3
CATEGORY_ROLE = Qt.UserRole + 4
AFFORDABLE_ROLE = Qt.UserRole + 5
SEARCH_ROLE = Qt.UserRole + 6
PATH_ROLE = Qt.UserRole + 7
SEVERITY_COLORS = {"error": "#f8d0d0", "warning": "#fbeec0", "gm": "#d8e4fb", "approved": "#d8f0d8"}
ROOT = QModelIndex()


def valid_root(parent) -> bool:
    """A flat model's rows hang off the invisible root only."""
    return not parent.isValid()


class FindingsModel(QAbstractTableModel):
    """The sheet's findings: severity, message, place (JSON pointer), seed line."""

    COLUMNS = 4

    def __init__(self, parent=None):
        super().__init__(parent)
        self.findings = []
        self.lang = "ja"

    def set_findings(self, findings, lang: str) -> None:
        findings = list(findings)
        if findings == self.findings and lang == self.lang:
            return
        self.beginResetModel()
        self.findings, self.lang = findings, lang
        self.endResetModel()

    def rowCount(self, parent=ROOT) -> int:  # noqa: N802
        return len(self.findings) if valid_root(parent) else 0

    def columnCount(self, parent=ROOT) -> int:  # noqa: N802
        return self.COLUMNS if valid_root(parent) else 0

    def headerData(self, section, orientation, role=Qt.DisplayRole):  # noqa: N802
        if orientation == Qt.Horizontal and role == Qt.DisplayRole and 0 <= section < self.COLUMNS:
            return [self.tr("種別"), self.tr("内容"), self.tr("場所"), self.tr("ルール")][section]
        return None

    def flags(self, index):
        return Qt.ItemIsEnabled | Qt.ItemIsSelectable if index.isValid() else Qt.NoItemFlags

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid() or not (0 <= index.row() < len(self.findings)):
            return None
        f, col = self.findings[index.row()], index.column()
        if role == Qt.DisplayRole:
            if col == 0:
                return SEVERITY_LABELS[self.lang][f.severity]
            if col == 1:
                text = render(f.code, f.params, self.lang)
                return f"{text} ({f.approval})" if f.approval else text
            if col == 2:
                return f.path
            return f.rule.cite()
        if role == Qt.BackgroundRole:
            return QBrush(QColor(SEVERITY_COLORS.get(f.severity, "#ffffff")))
        if role == Qt.ForegroundRole:
            return QBrush(QColor("#000000"))
        if role == Qt.ToolTipRole:
            return f"{f.code}  {f.path}  {f.rule.cite()}"
        if role == PATH_ROLE:
            return f.path
        return None
