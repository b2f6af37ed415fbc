"""Qt item models the window shares with every system: item roles and the findings table.

Contract: models are read-only views pushed in by their owner; they never change the build.
:class:`FindingsModel` shows a sheet's findings (any system's); each passes ``qtmodeltester``
(tests/forms/session/test_models.py). A system's own catalogue models live in its UI plug-in
(``forms/systems/<id>/models.py``) and use the roles declared here.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QColor

from builder.words.messages import SEVERITY_LABELS, citation, render

ID_ROLE = Qt.ItemDataRole.UserRole + 1
ALLOWED_ROLE = Qt.ItemDataRole.UserRole + 2
COST_ROLE = Qt.ItemDataRole.UserRole + 3
CATEGORY_ROLE = Qt.ItemDataRole.UserRole + 4
AFFORDABLE_ROLE = Qt.ItemDataRole.UserRole + 5
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 6
PATH_ROLE = Qt.ItemDataRole.UserRole + 7
# Qt's enums are named in full (``Qt.ItemDataRole.DisplayRole``, not ``Qt.DisplayRole``): PySide6
# resolves a shortcut through a slow fallback (about 8 µs a lookup against 0.5 µs), and data()
# runs for every cell a view repaints after each edit. The flag sets are built once.
SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
NO_FLAGS = Qt.ItemFlag.NoItemFlags
DISPLAY_ROLE, TOOLTIP_ROLE = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
BACKGROUND_ROLE, FOREGROUND_ROLE = Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole
SEVERITY_COLORS = {"error": "#f8d0d0", "warning": "#fbeec0", "gm": "#d8e4fb", "approved": "#d8f0d8"}
ROOT = QModelIndex()


def valid_root(parent) -> bool:
    """A flat model's rows hang off the invisible root only."""
    return not parent.isValid()


def row_runs(rows) -> list[tuple[int, int]]:
    """Ascending row numbers as (first, last) ranges of consecutive rows: a model announces
    only the rows that changed, one ``dataChanged`` per range, so its views repaint (and a
    filter re-tests) those rows alone."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


class FindingsModel(QAbstractTableModel):
    """The sheet's findings: severity, message, place (in game terms: :func:`builder.words.places.place`,
    never the JSON pointer, which stays behind ``PATH_ROLE`` for navigation), seed line."""

    COLUMNS = 4
    RULE_COLUMN = 3  # the seed line: a click shows the rule's text (forms.widgets.ruletext_view)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.findings = []
        self.places: list[str] = []
        self.texts: list[str | None] = []
        self.lang = "ja"
        self.pack = None  # the character's pack: citations in words (set by the findings panel)

    def set_findings(self, findings, lang: str, places=None, texts=None) -> None:
        """Same language and as many findings as before (an edit that moves a figure in a
        message, such as the FP left): only the rows that differ are announced; otherwise the
        model is reset. ``places``: each finding's place in words (empty when not given);
        ``texts``: each message with its places in words (builder.words.places.finding_text; when not
        given, the message as the catalogue renders it)."""
        findings = list(findings)
        places = list(places) if places is not None else [""] * len(findings)
        texts = list(texts) if texts is not None else [None] * len(findings)
        if findings == self.findings and lang == self.lang and places == self.places and texts == self.texts:
            return
        if lang == self.lang and len(findings) == len(self.findings):
            old_findings, self.findings = self.findings, findings
            (old_places, self.places), (old_texts, self.texts) = (self.places, places), (self.texts, texts)
            for row, (old, new) in enumerate(zip(old_findings, findings)):
                columns = {col for col, part in enumerate(_COLUMN_PARTS) if part(old) != part(new)}
                if old_places[row] != places[row]:
                    columns.add(2)
                if old_texts[row] != texts[row]:
                    columns.add(1)
                if columns:  # only these cells: the header resizes to contents only for its columns
                    self.dataChanged.emit(self.index(row, min(columns)), self.index(row, max(columns)))
            return
        self.beginResetModel()
        self.findings, self.places, self.texts, self.lang = findings, places, texts, lang
        self.endResetModel()

    def rowCount(self, parent=ROOT) -> int:  # noqa: N802
        return len(self.findings) if valid_root(parent) else 0

    def columnCount(self, parent=ROOT) -> int:  # noqa: N802
        return self.COLUMNS if valid_root(parent) else 0

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < self.COLUMNS):
            # one translation per call: the header asks again at every resize to contents
            if section == 0:
                return self.tr("種別")
            if section == 1:
                return self.tr("内容")
            return self.tr("場所") if section == 2 else self.tr("ルール")
        return None

    def flags(self, index):
        return SELECTABLE if index.isValid() else NO_FLAGS

    def data(self, index, role=DISPLAY_ROLE):
        if role not in _FINDING_ROLES or not index.isValid() or not (0 <= index.row() < len(self.findings)):
            return None  # most calls: a view asks each cell for roles this model leaves unset
        f, col = self.findings[index.row()], index.column()
        if role == DISPLAY_ROLE:
            if col == 0:
                return SEVERITY_LABELS[self.lang][f.severity]
            if col == 1:
                text = self.texts[index.row()]
                text = render(f.code, f.params, self.lang) if text is None else text
                return f"{text} ({f.approval})" if f.approval else text
            if col == 2:
                return self.places[index.row()]
            return f"L{f.rule.line}" if f.rule.line else ""
        if role == BACKGROUND_ROLE:
            return _color(SEVERITY_COLORS.get(f.severity, "#ffffff"))
        if role == FOREGROUND_ROLE:
            return _color("#000000")
        if role == TOOLTIP_ROLE:
            cite = citation(self.pack, f.rule, self.lang, book=True)  # the rulebook's title and line
            if col == 3 and f.rule.line:
                return self.tr("クリックでルールの本文を表示(%1)").replace("%1", cite)
            return f"{self.places[index.row()]}  {cite}".strip()
        if role == PATH_ROLE:
            return f.path
        return None


# What each column shows of a finding (its text, colours and tooltip): a cell changes when its part does.
_COLUMN_PARTS = (
    lambda f: (f.severity, f.code, f.path, f.rule),
    lambda f: (f.severity, f.code, f.params, f.approval, f.path, f.rule),
    lambda f: (f.severity, f.code, f.path, f.rule),
    lambda f: (f.severity, f.code, f.path, f.rule),
)
_FINDING_ROLES = frozenset({DISPLAY_ROLE, BACKGROUND_ROLE, FOREGROUND_ROLE, TOOLTIP_ROLE, PATH_ROLE})


@lru_cache(maxsize=None)
def _color(name: str) -> QColor:
    """One colour object per colour: the view asks for every cell's colours at each repaint. A
    QColor paints as a brush of that colour; the first QBrush built from Python costs start-up
    10–20 ms (PySide6 sets up its class then), and the table is painted before the window shows."""
    return QColor(name)
