"""Editor for a list of 「+」/「−」 marks, each with its pattern and condition text (L900–909).

Contract: shows the marks it is given (:meth:`set_marks`, under a signal blocker) and emits
``edited(list_of_mark_dicts, merge_key)`` when the user changes one; typing in one condition
field carries the same merge key, so it is one undo step. It never touches a build.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from builder.core.build import LIMITS

from ...widgets.rows import resize_rows


class MarksEditor(QWidget):
    edited = Signal(list, str)

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.marks: list[dict] = []
        self.rows: list[tuple] = []  # (layout, sign, pattern, condition, remove)
        self.rows_box = QVBoxLayout()
        self.rows_box.setContentsMargins(0, 0, 0, 0)
        self.rows_box.setSpacing(2)
        self.add_plus = QPushButton("+")
        self.add_minus = QPushButton("−")
        for button, sign in ((self.add_plus, "+"), (self.add_minus, "-")):
            button.setObjectName(f"add_{'plus' if sign == '+' else 'minus'}")
            button.setFixedWidth(28)
            button.clicked.connect(lambda _=False, s=sign: self._add(s))
        self.add_plus.setToolTip(self.tr("「+」を付ける"))
        self.add_minus.setToolTip(self.tr("「−」を付ける"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.add_plus)
        layout.addWidget(self.add_minus)
        layout.addLayout(self.rows_box, 1)

    def set_marks(self, marks: list[dict]) -> None:
        self.marks = [dict(m) for m in marks]
        resize_rows(self.rows, len(self.marks), self._make_row)
        for (_, sign, pattern, condition, _), mark in zip(self.rows, self.marks):
            with QSignalBlocker(sign), QSignalBlocker(pattern), QSignalBlocker(condition):
                sign.setCurrentIndex(0 if mark.get("sign") == "+" else 1)
                pattern.setCurrentIndex(int(mark.get("pattern", 1)) - 1)
                if condition.text() != mark.get("condition", ""):
                    condition.setText(mark.get("condition", ""))

    def _make_row(self) -> None:
        i = len(self.rows)
        sign, pattern, condition, remove = QComboBox(), QComboBox(), QLineEdit(), QPushButton("✕")
        condition.setMaxLength(LIMITS["line"])
        sign.addItem("+", "+")
        sign.addItem("−", "-")
        pattern.addItem(self.tr("1: HP/MP支払い"), 1)
        pattern.addItem(self.tr("2: 条件"), 2)
        pattern.setObjectName(f"mark_pattern_{i}")
        condition.setPlaceholderText(self.tr("条件・支払い内容"))
        condition.setObjectName(f"mark_condition_{i}")
        remove.setFixedWidth(28)
        sign.currentIndexChanged.connect(lambda v, i=i: self._change(i, "sign", "+" if v == 0 else "-"))
        pattern.currentIndexChanged.connect(lambda v, i=i: self._change(i, "pattern", v + 1))
        condition.textEdited.connect(lambda t, i=i: self._change(i, "condition", t, typing=True))
        remove.clicked.connect(lambda _=False, i=i: self._remove(i))
        # the row goes in empty, then gets its widgets: PySide6 wraps the items of a layout added
        # with its widgets already in it, and those wrappers outlive the row when it is dropped
        # (resize_rows), registered for freed addresses (see forms.widgets.rows)
        row = QHBoxLayout()
        self.rows_box.addLayout(row)
        for w in (sign, pattern, condition, remove):
            row.addWidget(w)
        row.setStretch(2, 1)
        self.rows.append((row, sign, pattern, condition, remove))

    def setFocus(self) -> None:  # noqa: N802 - focus the first control
        self.add_plus.setFocus()

    def _add(self, sign: str) -> None:
        self.edited.emit(self.marks + [{"sign": sign, "pattern": 2, "condition": ""}], "")

    def _remove(self, i: int) -> None:
        self.edited.emit(self.marks[:i] + self.marks[i + 1:], "")

    def _change(self, i: int, field: str, value, typing: bool = False) -> None:
        if i >= len(self.marks):
            return
        marks = [dict(m) for m in self.marks]
        marks[i][field] = value
        self.marks = marks
        self.edited.emit(marks, f"{self.key}/marks/{i}/{field}" if typing else "")
