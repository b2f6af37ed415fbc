"""The rows of one GM-entered place as a Qt table model, and the editors its cells get.

Contract: :class:`PlaceModel` shows a :class:`builder.gm.gmdata.Place`'s rows with its columns
(header: the column's name, with its type); every cell is editable. ``setData`` turns typed
text into the column's type (an integer column takes whole numbers, an empty cell is
``None``; text that is no number is kept as typed so the problem can be shown, never
dropped). Cells with a problem (:func:`builder.gm.gmdata.check_rows`, set by the dialog through
:meth:`PlaceModel.set_problems`) are tinted and carry the message as a tooltip. Rows are
added, removed and moved with the usual model calls (one ``edited`` signal after each).
:class:`CellDelegate` gives an integer column a line edit that takes only whole numbers in
the packs' width, an id column one that takes only letters, digits and ``_``, and a choice
column a combo box of the allowed values.
"""
from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QRegularExpression, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QRegularExpressionValidator
from PySide6.QtWidgets import QComboBox, QLineEdit, QStyledItemDelegate

from builder.gm.gmdata import MAX_NUMBER, Column, Place

INTEGER = re.compile(r"^[+-]?\d{1,6}$")
PROBLEM = QColor(255, 214, 214)


class PlaceModel(QAbstractTableModel):
    edited = Signal()

    def __init__(self, place: Place, rows: list[dict[str, Any]], lang: str, parent=None):
        super().__init__(parent)
        self.place, self.lang = place, lang
        self.rows: list[dict[str, Any]] = [dict(r) for r in rows]
        self.problems: dict[tuple[int, str], str] = {}

    # ------------------------------------------------------------------ shape
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self.place.columns)

    def column(self, index: int) -> Column:
        return self.place.columns[index]

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt API
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None
        col = self.place.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            name = col.name_en if self.lang == "en" else col.name
            kind = {"int": self.tr("整数"), "id": "ID", "choice": self.tr("選択"), "text": self.tr("文字")}[col.type]
            return f"{name}{'*' if col.required else ''}\n({kind})"
        if role == Qt.ItemDataRole.ToolTipRole and col.choices:
            return ", ".join(col.choices)
        return None

    def flags(self, index):
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    # ------------------------------------------------------------------ cells
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        col = self.place.columns[index.column()]
        value = self.rows[index.row()].get(col.id)
        if role == Qt.ItemDataRole.DisplayRole and col.choice_names and value:
            return col.choice_label(str(value), self.lang)  # a class by its name (剣士), not its id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and col.type == "int":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        problem = self.problems.get((index.row(), col.id))
        if role == Qt.ItemDataRole.BackgroundRole and problem:
            return QBrush(PROBLEM)
        if role == Qt.ItemDataRole.ToolTipRole and problem:
            return problem
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802 - Qt API
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        col = self.place.columns[index.column()]
        text = "" if value is None else str(value).strip()
        new: Any = text or None
        if col.type == "choice" and text:
            new = col.choice_for(text)  # a class typed or pasted by its name
        if col.type == "int" and text and INTEGER.match(text):
            new = int(text)
        row = self.rows[index.row()]
        if row.get(col.id) == new:
            return False
        row[col.id] = new
        self.dataChanged.emit(index, index)
        self.edited.emit()
        return True

    def set_problems(self, problems: dict[tuple[int, str], str]) -> None:
        if problems != self.problems:
            self.problems = problems
            if self.rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(self.place.columns) - 1))

    # ------------------------------------------------------------------ rows
    def set_rows(self, rows: list[dict[str, Any]], *, announce: bool = True) -> None:
        """All rows at once (a pasted block); one ``edited`` after, none when ``announce`` is
        False (a block that fills several tables is checked once by its caller, not once per
        table: each check loads the whole pack)."""
        self.beginResetModel()
        self.rows = [dict(r) for r in rows]
        self.endResetModel()
        if announce:
            self.edited.emit()

    def add_row(self, at: int | None = None) -> int:
        """A new empty row (a table's key: one past the largest so far); its index."""
        at = len(self.rows) if at is None else at
        row: dict[str, Any] = {c.id: None for c in self.place.columns}
        if self.place.kind == "table":
            keys = [r["key"] for r in self.rows if isinstance(r.get("key"), int)]
            row["key"] = max(keys) + 1 if keys else 1
        elif any(c.id == "source" for c in self.place.columns):
            row["source"] = next(c for c in self.place.columns if c.id == "source").choices[0]
        self.beginInsertRows(QModelIndex(), at, at)
        self.rows.insert(at, row)
        self.endInsertRows()
        self.edited.emit()
        return at

    def remove_row(self, at: int) -> None:
        if 0 <= at < len(self.rows):
            self.beginRemoveRows(QModelIndex(), at, at)
            del self.rows[at]
            self.endRemoveRows()
            self.edited.emit()

    def move_row(self, at: int, step: int) -> int:
        """Move row ``at`` up (-1) or down (+1); its new index (unchanged at an end)."""
        to = at + step
        if not (0 <= at < len(self.rows) and 0 <= to < len(self.rows)):
            return at
        self.beginMoveRows(QModelIndex(), at, at, QModelIndex(), to + 1 if step > 0 else to)
        self.rows.insert(to, self.rows.pop(at))
        self.endMoveRows()
        self.edited.emit()
        return to


class CellDelegate(QStyledItemDelegate):
    """Editors by column type (see the module contract)."""

    def createEditor(self, parent, option, index):  # noqa: N802 - Qt API
        col = index.model().column(index.column())
        if col.type == "choice":
            combo = QComboBox(parent)
            if not col.required:
                combo.addItem("", "")
            lang = getattr(index.model(), "lang", "ja")
            for choice in col.choices:
                combo.addItem(col.choice_label(choice, lang), choice)
            return combo
        edit = QLineEdit(parent)
        if col.type == "int":
            # a regular expression, not QIntValidator: an empty cell (no value) must be acceptable;
            # the range (±MAX_NUMBER) is judged by check_rows and shown on the cell
            edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[+-]?\d{0,%d}" % len(str(MAX_NUMBER))), edit))
        elif col.type == "id":
            edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[A-Za-z0-9_]{0,60}"), edit))
        return edit

    def setEditorData(self, editor, index):  # noqa: N802 - Qt API
        value = index.model().data(index, Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        else:
            editor.setText(value)

    def setModelData(self, editor, model, index):  # noqa: N802 - Qt API
        model.setData(index, editor.currentData() if isinstance(editor, QComboBox) else editor.text())
