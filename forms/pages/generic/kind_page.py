"""種別: choose the kind (サーヴァント, マスター …) of a data system's character.

Contract: one radio button per kind of the pack. Choosing another kind keeps every choice the
new kind can still hold (:class:`builder.kit.edits.SetKind` prunes the rest); when something
would be dropped, :meth:`ask_drop` asks first (tests replace it) and the status bar then names
what was dropped.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QButtonGroup, QLabel, QMessageBox, QRadioButton, QVBoxLayout

from builder.kit.edits import EditRefused, SetKind, dropped

from forms.session.text import name_of, text_of
from .base import GenericPage


class KindPage(GenericPage):
    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading())
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for kind in self.content.kinds:
            button = QRadioButton(name_of(kind, self.lang) + (f"  (L{kind.line})" if kind.line else ""))
            button.setObjectName(f"kind_{kind.id}")
            self.group.addButton(button)
            self.buttons[kind.id] = button
            button.clicked.connect(lambda _on=False, k=kind.id: self.choose(k))
            layout.addWidget(button)
            if text_of(kind, self.lang):
                note = QLabel(text_of(kind, self.lang))
                note.setWordWrap(True)
                layout.addWidget(note)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        button = self.buttons.get(self.build.type)
        for b in self.buttons.values():
            with QSignalBlocker(b):
                b.setChecked(b is button)

    def choose(self, kind: str) -> None:
        if kind == self.build.type:
            return
        edit = SetKind(kind)
        try:
            lost = dropped(self.pack, self.build, edit.apply(self.pack, self.build), self.lang)
        except EditRefused:
            lost = []  # the session reports the refusal below
        if lost and not self.ask_drop(lost):
            self.refresh()
            return
        if self.edit(edit) and lost:
            self.say(self.tr("種別を変えたため外しました: %1").replace("%1", self.tr("、").join(lost)), 15000)
        self.refresh()

    def ask_drop(self, lost: list[str]) -> bool:
        """Whether to change the kind although ``lost`` goes (a question box)."""
        answer = QMessageBox.question(self, self.tr("種別の変更"),
                                      self.tr("この種別では次のものが外れます。変更しますか?") + "\n\n" + "\n".join(lost))
        return answer == QMessageBox.Yes

    def focus_path(self, path: str) -> bool:
        button = self.buttons.get(self.build.type) or next(iter(self.buttons.values()), None)
        if button is not None:
            button.setFocus()
        return button is not None
