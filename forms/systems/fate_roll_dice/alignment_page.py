"""性格属性 (L832–836): 目的基準 × 行動基準, and 狂化前の行動基準 for a 狂 from 狂化."""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QButtonGroup, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QRadioButton, QVBoxLayout

from builder.systems.fate_roll_dice.edits import SetAlignment

from ...pages.base import Page
from forms.session.text import name_of, tip


class AlignmentPage(Page):
    page_id = "alignment"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        layout = QVBoxLayout(self)
        self.groups: dict[str, QButtonGroup] = {}
        self.buttons: dict[str, QRadioButton] = {}
        titles = {"goal": self.tr("目的基準"), "action": self.tr("行動基準")}
        for axis in ("goal", "action"):
            box = QGroupBox(titles[axis])
            row = QHBoxLayout(box)
            group = QButtonGroup(self)
            for value in (a for a in self.pack.alignment.values() if a.axis == axis):
                button = QRadioButton(name_of(value, self.lang))
                button.setObjectName(f"align_{value.id}")
                button.setToolTip(tip(value.text))
                group.addButton(button)
                self.buttons[value.id] = button
                row.addWidget(button)
                button.toggled.connect(lambda on, a=axis, v=value.id: on and self._set(a, v))
            group.setExclusive(True)
            self.groups[axis] = group
            layout.addWidget(box)
        self.pre = QComboBox()
        self.pre.setObjectName("preMadness")
        self.pre.addItem("—", None)
        for value in (a for a in self.pack.alignment.values() if a.axis == "action" and a.grid is not None):
            self.pre.addItem(name_of(value, self.lang), value.id)
        self.pre.currentIndexChanged.connect(lambda i: self._set("pre_madness", self.pre.itemData(i)))
        form = QFormLayout()
        form.addRow(self.tr("狂化前の行動基準"), self.pre)
        layout.addLayout(form)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        a = self.build.alignment
        for axis in ("goal", "action"):
            group = self.groups[axis]
            chosen = getattr(a, axis)
            with QSignalBlocker(group):
                group.setExclusive(False)
                for vid, button in self.buttons.items():
                    if self.pack.alignment[vid].axis == axis:
                        with QSignalBlocker(button):
                            button.setChecked(vid == chosen)
                group.setExclusive(True)
        with QSignalBlocker(self.pre):
            self.pre.setCurrentIndex(max(0, self.pre.findData(a.pre_madness)))

    def _set(self, field: str, value) -> None:
        shown = name_of(self.pack.alignment.get(value or ""), self.lang) or "—"
        names = {"goal": self.tr("目的基準"), "action": self.tr("行動基準"), "pre_madness": self.tr("狂化前の行動基準")}
        self.send(SetAlignment(field, value), f"{names[field]}: {shown}")

    def focus_path(self, path: str) -> bool:
        axis = "goal" if "goal" in path else "action"
        buttons = self.groups[axis].buttons()
        if buttons:
            buttons[0].setFocus()
        return True
