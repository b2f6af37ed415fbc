"""設定 of a data system's character: name, player, the 陣営's partner, campaign, notes.

Contract: texts are :class:`builder.edits.SetText` edits, one undo step per field visit
(merge key = the field's JSON pointer). The partner (the Master whose 【魔】 sets 貯蔵魔力,
中聖杯 L170) is chosen as a file and stored relative to this character's file; a character
not saved yet has no folder, so the choice is refused with that reason (the status bar says
it). Under it the page says whom the link found, or why it found no one.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit,
                               QPushButton, QScrollArea, QVBoxLayout, QWidget)

from builder.build import LIMITS
from builder.edits import SetText

from .base import GenericPage


class ProfilePage(GenericPage):
    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        inner = QWidget()
        form = QFormLayout(inner)
        form.addRow(self.heading())
        self.lines: dict[str, QLineEdit] = {}
        for field, label, limit in (("name", self.tr("名前"), "name"), ("player", self.tr("プレイヤー"), "name"),
                                    ("campaign", self.tr("キャンペーン"), "line")):
            edit = QLineEdit()
            edit.setMaxLength(LIMITS[limit])
            edit.setObjectName(f"{field}Edit")
            edit.textEdited.connect(lambda t, f=field: self.edit(SetText(f, t), merge_key=f"/{f}"))
            form.addRow(label, edit)
            self.lines[field] = edit
        self.partner = QLineEdit()
        self.partner.setObjectName("partnerEdit")
        self.partner.setReadOnly(True)
        choose = QPushButton(self.tr("選ぶ…"))
        choose.setObjectName("partnerChoose")
        choose.clicked.connect(self.choose_partner)
        clear = QPushButton(self.tr("外す"))
        clear.setObjectName("partnerClear")
        clear.clicked.connect(lambda: self.edit(SetText("partner", "")))
        row = QHBoxLayout()
        row.addWidget(self.partner, 1)
        row.addWidget(choose)
        row.addWidget(clear)
        form.addRow(self.tr("相棒(陣営のマスター/サーヴァント)"), row)
        self.partner_state = QLabel()
        self.partner_state.setObjectName("partnerState")
        self.partner_state.setWordWrap(True)
        form.addRow("", self.partner_state)
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notesEdit")
        self.notes.textChanged.connect(lambda: self.edit(SetText("notes", self.notes.toPlainText()), merge_key="/notes"))
        form.addRow(self.tr("メモ"), self.notes)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        QVBoxLayout(self).addWidget(scroll)
        self.refresh()

    def ask_partner_path(self) -> str:
        """The partner's file (a file dialog starting in this character's folder)."""
        start = str(self.session.path.parent) if self.session.path else ""
        return QFileDialog.getOpenFileName(self, self.tr("相棒のファイル"), start,
                                           self.tr("キャラクター (*.json);;すべて (*)"))[0]

    def choose_partner(self) -> None:
        chosen = self.ask_partner_path()
        if not chosen:
            return
        value = chosen
        if self.session.path is not None:
            try:
                value = Path(os.path.relpath(chosen, self.session.path.parent)).as_posix()
            except ValueError:  # another drive: no relative path exists; the edit says why
                value = chosen
        self.edit(SetText("partner", value))

    def refresh(self) -> None:
        b = self.build
        for field, edit in self.lines.items():
            value = getattr(b, field)
            if edit.text() != value:
                with QSignalBlocker(edit):
                    edit.setText(value)
        with QSignalBlocker(self.partner):
            self.partner.setText(b.partner)
        if self.notes.toPlainText() != b.notes:
            with QSignalBlocker(self.notes):
                self.notes.setPlainText(b.notes)
        self.partner_state.setText(self._partner_text())

    def _partner_text(self) -> str:
        links = self.session.links
        linked = links.get("partner")
        if linked is not None:
            stats = "  ".join(f"{f['name']} {f['label']}" for f in linked.sheet.stats.values()
                              if f.get("group") != "level")
            return self.tr("相棒: %1(%2) %3").replace("%1", linked.build.name or self.tr("無名")) \
                .replace("%2", linked.build.type).replace("%3", stats)
        if self.build.partner:
            return self.tr("相棒を読めません%1").replace("%1", links.get("partner_error", ""))
        return self.tr("相棒は未設定です")

    def focus_path(self, path: str) -> bool:
        head = path.strip("/").split("/")[0]
        widget = {"partner": self.partner, "notes": self.notes}.get(head) or self.lines.get(head) or self.lines["name"]
        widget.setFocus()
        return True
