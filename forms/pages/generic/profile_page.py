"""設定 of a data system's character: name, player, the 陣営's partner, campaign, the picture
(:mod:`forms.widgets.picturebox`), the profile's free fields (真名, 出典 …: one line each, keyed
by the player's own names), notes.

Contract: texts are :class:`builder.kit.edits.SetText` edits, one undo step per field visit
(merge key = the field's JSON pointer). The partner (the Master whose 【魔】 sets 貯蔵魔力,
where a seed line asks for one) is chosen as a file and stored relative to this character's
file; a character not saved yet has no folder, so the choice is refused with that reason (the
status bar says it). Under it the page says whom the link found, or why it found no one.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (QCheckBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit,
                               QPushButton, QScrollArea, QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.core.sections import StatSection, label as stat_label, name as row_name
from builder.kit.edits import SetText, SetTrueNameRevealed
from builder.words.places import profile_label

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
        from ...widgets.picturebox import PictureBox
        self.picture = PictureBox(self.session, lambda v: self.edit(SetText("picture", v)), self.lang)
        form.addRow(self.tr("画像"), self.picture)
        self.profile_host = QWidget()
        self.profile_form = QFormLayout(self.profile_host)
        self.profile_form.setContentsMargins(0, 0, 0, 0)
        self.profile: dict[str, QLineEdit] = {}
        form.addRow(self.tr("プロフィール"), self.profile_host)
        self.revealed = QCheckBox(self.tr("真名が知られている(公開用の書き出しに全データを載せる)"))
        self.revealed.setObjectName("trueNameRevealed")
        self.revealed.toggled.connect(lambda on: self.edit(SetTrueNameRevealed(on)))
        form.addRow("", self.revealed)
        self.new_key = QLineEdit()
        self.new_key.setObjectName("profileNewKey")
        self.new_key.setMaxLength(LIMITS["id"])
        self.new_key.setPlaceholderText(self.tr("項目名(例: 真名)"))
        add = QPushButton(self.tr("項目を追加"))
        add.setObjectName("profileAdd")
        add.clicked.connect(self._add_profile)
        self.new_key.returnPressed.connect(self._add_profile)
        row = QHBoxLayout()
        row.addWidget(self.new_key, 1)
        row.addWidget(add)
        form.addRow("", row)
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notesEdit")
        self.notes.textChanged.connect(lambda: self.edit(SetText("notes", self.notes.toPlainText()), merge_key="/notes"))
        form.addRow(self.tr("メモ"), self.notes)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        QVBoxLayout(self).addWidget(scroll)
        self.refresh()

    def _add_profile(self) -> None:
        key = self.new_key.text().strip()
        if key and key not in self.build.profile:
            self._rebuild_profile(list(self.build.profile) + [key])
            self.new_key.clear()
            self.profile[key].setFocus()

    def _rebuild_profile(self, keys: list[str]) -> None:
        """One line edit per profile key (a key stays shown while empty until the page is rebuilt)."""
        if list(self.profile) == keys:
            return
        while self.profile_form.rowCount():
            self.profile_form.removeRow(0)
        self.profile = {}
        for key in keys:
            edit = QLineEdit()
            edit.setMaxLength(LIMITS["line"])
            edit.setObjectName(f"profile_{key}")
            edit.textEdited.connect(lambda t, k=key: self.edit(SetText(f"profile/{k}", t), merge_key=f"/profile/{k}"))
            self.profile_form.addRow(profile_label(key, self.lang), edit)
            self.profile[key] = edit

    def ask_partner_path(self) -> str:
        """The partner's file (a file dialog starting in this character's folder, else where
        開く was last)."""
        from forms.common.filedialogs import ask_open_file
        folder = self.session.path.parent if self.session.path else None
        return ask_open_file(self, "character", self.tr("相棒のファイル"),
                             self.tr("キャラクター (*.json);;すべて (*)"), folder)

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
        with QSignalBlocker(self.revealed):
            self.revealed.setChecked(b.true_name_revealed)
        self._rebuild_profile(list(dict.fromkeys([*b.profile, *self.profile])))
        for key, edit in self.profile.items():
            if edit.text() != b.profile.get(key, ""):
                with QSignalBlocker(edit):
                    edit.setText(b.profile.get(key, ""))
        if self.notes.toPlainText() != b.notes:
            with QSignalBlocker(self.notes):
                self.notes.setPlainText(b.notes)
        self.partner_state.setText(self._partner_text())
        self.picture.refresh(b, self.lang)

    def _partner_text(self) -> str:
        links = self.session.links
        linked = links.get("partner")
        if linked is not None:
            from forms.session.text import name_of
            # the partner's stats from its sheet's typed stat sections, its level (stats:level) left out
            stats = "  ".join(f"{row_name(r, self.lang)} {stat_label(r, self.lang)}" for section in linked.sheet.sections
                              if isinstance(section, StatSection) and section.id != "stats:level" for r in section.rows)
            kinds = self.content.kinds if linked.build.system == self.pack.id else ()  # its kind by name, not id
            kind = next((k for k in kinds if k.id == linked.build.type), None)
            return self.tr("相棒: %1(%2) %3").replace("%1", linked.build.name or self.tr("無名")) \
                .replace("%2", name_of(kind, self.lang) or linked.build.type).replace("%3", stats)
        if self.build.partner:
            return self.tr("相棒を読めません%1").replace("%1", links.get("partner_error_en" if self.lang == "en" else "partner_error", ""))
        return self.tr("相棒は未設定です")

    def focus_path(self, path: str) -> bool:
        head = path.strip("/").split("/")[0]
        parts = path.strip("/").split("/")
        widget = ({"partner": self.partner, "notes": self.notes}.get(head) or self.lines.get(head)
                  or (self.profile.get(parts[1]) if head == "profile" and len(parts) > 1 else None) or self.lines["name"])
        widget.setFocus()
        return True
