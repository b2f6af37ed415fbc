"""What a user can read in a window: the text of every visible label, button, check box, tab
title, group box title, line edit, combo box entry, list entry and table cell (through the
model's DisplayRole, header included).

Contract: :func:`visible_texts` walks the visible widgets under ``root`` (hidden ones and those
on a stacked widget's other pages are skipped, since the user cannot see them) and returns
(where, text) pairs; ``where`` names the widget class and object name for a failure message.
Editable fields are the user's own text and are reported separately (``own=True``) so a check
can leave them out.
"""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QHeaderView, QLabel,
                               QLineEdit, QPlainTextEdit, QStackedWidget, QTabBar, QTabWidget, QTextEdit,
                               QWidget)

DISPLAY = Qt.ItemDataRole.DisplayRole


def _where(widget: QWidget) -> str:
    return f"{type(widget).__name__}#{widget.objectName() or '?'}"


def _columns(model) -> int:
    try:
        return model.columnCount(QModelIndex())
    except TypeError:  # a list model keeps columnCount private: one column
        return 1


def _model_texts(view: QAbstractItemView, limit: int = 400):
    """The header and cell texts of ``view`` (its rows up to ``limit``, hidden rows and columns
    left out), each with whether it is editable. What the view hides is asked once per row and
    once per column, not per cell (a word walk reads some 70,000 cells)."""
    model = view.model()
    if model is None:
        return
    columns = _columns(model)
    header = getattr(view, "horizontalHeader", None)
    if header is not None and header() is not None and not header().isHidden():
        for col in range(columns):
            value = model.headerData(col, Qt.Orientation.Horizontal, DISPLAY)
            if value not in (None, ""):
                yield str(value), False
    column_hidden = getattr(view, "isColumnHidden", None)
    shown_columns = [col for col in range(columns) if column_hidden is None or not column_hidden(col)]
    row_hidden = getattr(view, "isRowHidden", None)
    editable = Qt.ItemFlag.ItemIsEditable
    for row in range(min(model.rowCount(QModelIndex()), limit)):
        if row_hidden is not None:
            try:
                if row_hidden(row):
                    continue
            except TypeError:  # QTreeView's asks for a parent too: its rows count as shown
                row_hidden = None
        for col in shown_columns:
            index = model.index(row, col)
            value = index.data(DISPLAY)
            if value not in (None, "") and not isinstance(value, bool):
                yield str(value), bool(model.flags(index) & editable)


def _shown_children(parent: QWidget) -> list[QWidget]:
    """The child widgets of ``parent`` that are not hidden (of a stacked widget, the current page
    only), in ``children()`` order."""
    stack = isinstance(parent, QStackedWidget)
    current = parent.currentWidget() if stack else None
    return [child for child in parent.children()
            if isinstance(child, QWidget) and not child.isHidden() and (not stack or child is current)]


def _shown_widgets(root: QWidget) -> list[QWidget]:
    """``root`` and every widget under it the user can see, in ``root.findChildren(QWidget)``'s
    order (depth first, each widget before its children). Walked from the top so that a hidden
    widget's branch, or a stacked widget's other pages, are left at once: asking each widget
    whether one of its ancestors hides it cost a walk up the tree per widget (about 1.4 million
    calls in a word walk). ``root`` itself is always taken, as before. A loop, not a nested
    function calling itself: that would be a reference cycle keeping every widget's Python
    wrapper alive until the next collection (a test's closed window then still answers its
    weak reference after Qt deleted it)."""
    out: list[QWidget] = []
    pending = [root]
    while pending:
        widget = pending.pop()
        out.append(widget)
        pending.extend(reversed(_shown_children(widget)))
    return out


def widget_texts(w: QWidget) -> list[tuple[str, str, bool]]:
    """(where, text, own) of the text ``w`` itself shows (its children are theirs), blank ones too."""
    where = _where(w)
    if isinstance(w, (QLabel, QAbstractButton)):
        return [(where, w.text(), False)]
    if isinstance(w, QGroupBox):
        return [(where, w.title(), False)]
    if isinstance(w, QTabBar):
        return [(where, w.tabText(i), False) for i in range(w.count()) if w.isTabVisible(i)]
    if isinstance(w, QComboBox):
        return [(where, w.itemText(i), w.isEditable()) for i in range(w.count())]
    if isinstance(w, QLineEdit):
        return [(where, w.text(), not w.isReadOnly()), (where, w.placeholderText(), False)]
    if isinstance(w, (QPlainTextEdit, QTextEdit)):
        return [(where, w.toPlainText(), not w.isReadOnly()), (where, w.placeholderText(), False)]
    if isinstance(w, QAbstractItemView) and not isinstance(w, (QHeaderView, QComboBox)) \
            and not isinstance(w.parentWidget(), QComboBox):
        # (a header view is an item view over its table's model, but shows the header's texts,
        # which the table's own read takes: read as a view, it gave every cell again, hidden
        # rows too)
        return [(where, t, own) for t, own in _model_texts(w)]
    return []


def visible_texts(root: QWidget) -> list[tuple[str, str, bool]]:
    """(where, text, own) for every piece of text the user can see under ``root``; ``own`` is
    True for text in an editable field (the character's own words)."""
    out = [item for w in _shown_widgets(root) for item in widget_texts(w)]
    return [(where, text, own) for where, text, own in out if text and text.strip()]

