"""Editor for a skill's 使用制限 / 使用リスク (L935–939): kind, text, GM-set FP reduction.

Contract: like :class:`MarksEditor`: ``set_limits`` shows, ``edited(list, merge_key)`` asks.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget

from builder.core.build import LIMITS

from ...widgets.plain import PlainLabel
from ...widgets.rows import resize_rows


class LimitsEditor(QWidget):
    edited = Signal(list, str)

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.limits: list[dict] = []
        self.rows: list[tuple] = []
        self.rows_box = QVBoxLayout()
        self.rows_box.setContentsMargins(0, 0, 0, 0)
        add_r = QPushButton(self.tr("使用制限を追加"))
        add_r.setObjectName("addRestriction")
        add_k = QPushButton(self.tr("使用リスクを追加"))
        add_k.setObjectName("addRisk")
        add_r.clicked.connect(lambda: self.edited.emit(self.limits + [{"kind": "restriction", "text": "", "reduction": 1}], ""))
        add_k.clicked.connect(lambda: self.edited.emit(self.limits + [{"kind": "risk", "text": "", "reduction": 1}], ""))
        buttons = QHBoxLayout()
        buttons.addWidget(add_r)
        buttons.addWidget(add_k)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addLayout(self.rows_box)

    def set_limits(self, limits: list[dict]) -> None:
        self.limits = [dict(x) for x in limits]
        resize_rows(self.rows, len(self.limits), self._make_row)
        for (_, kind, text, reduction, _), limit in zip(self.rows, self.limits):
            kind.setText(self.tr("使用制限") if limit["kind"] == "restriction" else self.tr("使用リスク"))
            with QSignalBlocker(text), QSignalBlocker(reduction):
                if text.text() != limit.get("text", ""):
                    text.setText(limit.get("text", ""))
                reduction.setValue(int(limit.get("reduction", 1)))

    def _make_row(self) -> None:
        i = len(self.rows)
        kind, text, reduction, remove = PlainLabel(), QLineEdit(), QSpinBox(), QPushButton("✕")
        text.setMaxLength(LIMITS["line"])
        text.setObjectName(f"limit_text_{i}")
        text.setPlaceholderText(self.tr("内容"))
        reduction.setRange(0, 20)
        reduction.setPrefix("−")
        reduction.setSuffix(" FP/Lv")
        reduction.setToolTip(self.tr("GMが決める1レベルあたりの減額"))
        remove.setFixedWidth(28)
        text.textEdited.connect(lambda t, i=i: self._change(i, "text", t, True))
        reduction.valueChanged.connect(lambda v, i=i: self._change(i, "reduction", v, False))
        remove.clicked.connect(lambda _=False, i=i: self.edited.emit(self.limits[:i] + self.limits[i + 1:], ""))
        # the row goes in empty, then gets its widgets: PySide6 wraps the items of a layout added
        # with its widgets already in it, and those wrappers outlive the row when it is dropped
        # (resize_rows), registered for freed addresses (see forms.widgets.rows)
        row = QHBoxLayout()
        self.rows_box.addLayout(row)
        for w in (kind, text, reduction, remove):
            row.addWidget(w)
        row.setStretch(1, 1)
        self.rows.append((row, kind, text, reduction, remove))

    def _change(self, i: int, field: str, value, typing: bool) -> None:
        limits = [dict(x) for x in self.limits]
        limits[i][field] = value
        self.limits = limits
        self.edited.emit(limits, f"{self.key}/limits/{i}/{field}" if typing else "")
