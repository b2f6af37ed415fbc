"""設定 (L641–643, L1534–1537): name, player, NPC flag, the picture (:mod:`forms.widgets.picturebox`),
the pack's profile fields, notes, and
the 陣営・召喚・トループ box (:mod:`.party_box`).
Typing in one field is one undo step (merge key = the field's JSON pointer)."""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLineEdit, QPlainTextEdit, QScrollArea, QVBoxLayout, QWidget

from builder.core.build import LIMITS
from builder.kit.edits import SetText, SetTrueNameRevealed
from builder.systems.fate_roll_dice.edits import SetNpc

from ...pages.base import Page
from forms.session.text import name_of
from .party_box import PartyBox


class ProfilePage(Page):
    page_id = "profile"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        inner = QWidget()
        form = QFormLayout(inner)
        self.name = QLineEdit()
        self.name.setMaxLength(LIMITS["name"])
        self.name.setObjectName("nameEdit")
        self.name.textEdited.connect(lambda t: self._set_top("name", t, self.tr("名前")))
        self.player = QLineEdit()
        self.player.setMaxLength(LIMITS["name"])
        self.player.setObjectName("playerEdit")
        self.player.textEdited.connect(lambda t: self._set_top("player", t, self.tr("プレイヤー")))
        self.npc = QCheckBox(self.tr("NPC"))
        self.npc.setObjectName("npcCheck")
        self.npc.toggled.connect(lambda on: self.send(SetNpc(on), self.tr("NPC")))
        form.addRow(self.tr("名前"), self.name)
        form.addRow(self.tr("プレイヤー"), self.player)
        form.addRow("", self.npc)
        # 正体看破 (L297–305): once the others know the true name, they see all the data
        self.revealed = QCheckBox(self.tr("真名が知られている(公開用の書き出しに全データを載せる)"))
        self.revealed.setObjectName("trueNameRevealed")
        self.revealed.toggled.connect(lambda on: self.send(SetTrueNameRevealed(on), self.tr("真名公開")))
        form.addRow("", self.revealed)
        from ...widgets.picturebox import PictureBox
        self.picture = PictureBox(self.session, lambda v: self._set_top("picture", v, self.tr("画像")), self.lang)
        form.addRow(self.tr("画像"), self.picture)
        self.fields: dict[str, QLineEdit] = {}
        for field in self.pack.content.profile_fields:
            edit = QLineEdit()
            edit.setMaxLength(LIMITS["line"])
            edit.setObjectName(f"profile_{field.id}")
            edit.textEdited.connect(lambda t, f=field: self._set_profile(f, t))
            form.addRow(name_of(field, self.lang), edit)
            self.fields[field.id] = edit
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notesEdit")
        self.notes.textChanged.connect(lambda: self._set_top("notes", self.notes.toPlainText(), self.tr("メモ")))
        form.addRow(self.tr("メモ"), self.notes)
        self.party = PartyBox(self)
        form.addRow(self.party)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        self.refresh()

    def refresh(self) -> None:
        b = self.build
        for edit, value in ((self.name, b.name), (self.player, b.player)):
            if edit.text() != value:
                with QSignalBlocker(edit):
                    edit.setText(value)
        with QSignalBlocker(self.npc), QSignalBlocker(self.revealed):
            self.npc.setChecked(b.npc)
            self.revealed.setChecked(b.true_name_revealed)
        for fid, edit in self.fields.items():
            value = b.profile.get(fid, "")
            if edit.text() != value:
                with QSignalBlocker(edit):
                    edit.setText(value)
        if self.notes.toPlainText() != b.notes:
            with QSignalBlocker(self.notes):
                self.notes.setPlainText(b.notes)
        self.party.refresh()
        self.picture.refresh(b, self.lang)

    def _set_top(self, field: str, value: str, label: str) -> None:
        self.send(SetText(field, value), f"{label}: {value[:20]}", f"/{field}")

    def _set_profile(self, field, value: str) -> None:
        # an empty value takes the field out of the profile (SetText)
        self.send(SetText(f"profile/{field.id}", value), f"{name_of(field, self.lang)}: {value[:20]}",
                  f"/profile/{field.id}")

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        target = self.fields.get(parts[1]) if len(parts) > 1 and parts[0] == "profile" else self.name
        (target or self.name).setFocus()
        return True
