"""The editor of one list entry the player owns: name, type, level, text, its cost, the fields
its list declares (``entry_fields``: a 特技's class, an item's granting 特技, an エクストラスキル's
取得条件) and whether it has been revealed in play (``revealed``: public exports show it, :mod:`builder.core.secrets`).

Contract: :meth:`EntryEditor.show_entry` writes an entry into the fields with signals
blocked (``None`` empties and disables the editor). An entry taken from the catalogue (``ref``)
shows the catalogue entry's name, type, level, cost and declared fields where the player has
not given them,
as the engine fills them (builder/kit/evaluate.py ``_lists``), so selecting it shows what the
sheet prints; a field the player gave stays as given, even emptied or 0 (the entry's
``model_fields_set``, :class:`builder.kit.build.ListEntry`), and the field being typed in is
never rewritten under the cursor. A field the user changes emits
``edited(field, value)`` (``cost`` carries the whole ``{pool: points}`` map) and the remove
button ``remove_clicked``. It computes nothing: the page turns these into edits.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QLineEdit, QPlainTextEdit, QPushButton, QSpinBox,
                               QWidget)

from builder.core.build import LIMITS, MAX_POINTS


class EntryEditor(QWidget):
    edited = Signal(str, object)
    remove_clicked = Signal()

    def __init__(self, lst: Any, pools: list[tuple[str, str]], lang: str, parent: QWidget | None = None,
                 classes: list[tuple[str, str]] | None = None):
        """``classes``: (id, shown name) of the classes an entry may name (the list's
        ``class_group``), for a list whose ``entry_fields`` has ``from_class``."""
        super().__init__(parent)
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setMaxLength(LIMITS["name"])
        self.name.setObjectName(f"entryName_{lst.id}")
        self.name.textEdited.connect(lambda t: self.edited.emit("name", t))
        form.addRow(self.tr("名前"), self.name)
        self.type = None
        if lst.types:
            self.type = QComboBox()
            self.type.setObjectName(f"entryType_{lst.id}")
            self.type.addItem(self.tr("(未選択)"), "")
            for t in lst.types:
                self.type.addItem((t.name_en or t.name) if lang == "en" else t.name, t.id)
            self.type.activated.connect(lambda _i: self.edited.emit("type", self.type.currentData()))
            form.addRow(self.tr("種類"), self.type)
        self.level = QLineEdit()
        self.level.setMaxLength(LIMITS["line"])
        self.level.setObjectName(f"entryLevel_{lst.id}")
        self.level.textEdited.connect(lambda t: self.edited.emit("level", t))
        form.addRow(self.tr("レベル・ランク"), self.level)
        self.costs: dict[str, QSpinBox] = {}
        for pid, name in pools:
            spin = QSpinBox()
            spin.setRange(-MAX_POINTS, MAX_POINTS)
            spin.setKeyboardTracking(False)
            spin.setObjectName(f"entryCost_{lst.id}_{pid}")
            spin.valueChanged.connect(lambda _v: self.edited.emit("cost", self._cost()))
            form.addRow(self.tr("コスト: %1").replace("%1", name), spin)
            self.costs[pid] = spin
        fields = set(getattr(lst, "entry_fields", ()) or ())
        self.from_class = None  # a 特技's class (千夜月姫+ L459, L1265–1267)
        if "from_class" in fields:
            self.from_class = QComboBox()
            self.from_class.setObjectName(f"entryClass_{lst.id}")
            self.from_class.addItem(self.tr("(未選択)"), "")
            for cid, name in classes or ():
                self.from_class.addItem(name, cid)
            self.from_class.activated.connect(lambda _i: self.edited.emit("from_class", self.from_class.currentData()))
            form.addRow(self.tr("クラス"), self.from_class)
        self.granted_by = self._line(lst, fields, "granted_by", "entryGrantedBy", LIMITS["name"])  # an item's 特技 (L510)
        if self.granted_by is not None:
            form.addRow(self.tr("取得する特技"), self.granted_by)
        self.condition = self._line(lst, fields, "condition", "entryCondition", LIMITS["text"])  # 取得条件 (L475)
        if self.condition is not None:
            form.addRow(self.tr("取得条件"), self.condition)
        self.text = QPlainTextEdit()
        self.text.setObjectName(f"entryText_{lst.id}")
        self.text.setMaximumHeight(90)
        self.text.textChanged.connect(lambda: self.edited.emit("text", self.text.toPlainText()))
        form.addRow(self.tr("効果・説明"), self.text)
        # used in play and seen by the others: public exports show it (builder.core.secrets)
        self.revealed = QCheckBox(self.tr("公開済み(使用して他の参加者が見た)"))
        self.revealed.setObjectName(f"entryRevealed_{lst.id}")
        self.revealed.setToolTip(self.tr("公開用の書き出しに載ります。真名を明かす項目(秘匿)は真名が知られるまで載りません。"))
        self.revealed.toggled.connect(lambda on: self.edited.emit("revealed", on))
        form.addRow("", self.revealed)
        self.remove = QPushButton(self.tr("この項目を削除"))
        self.remove.setObjectName(f"entryRemove_{lst.id}")
        self.remove.clicked.connect(self.remove_clicked)
        form.addRow("", self.remove)
        self.show_entry(None)

    def _line(self, lst: Any, fields: set[str], field: str, name: str, limit: int) -> QLineEdit | None:
        """A one-line field of the entry the list declares (``entry_fields``), else None."""
        if field not in fields:
            return None
        edit = QLineEdit()
        edit.setMaxLength(limit)
        edit.setObjectName(f"{name}_{lst.id}")
        edit.textEdited.connect(lambda t: self.edited.emit(field, t))
        return edit

    def _cost(self) -> dict[str, int]:
        return {pid: spin.value() for pid, spin in self.costs.items() if spin.value()}

    def show_entry(self, entry: Any, base: Any = None, key: Any = None) -> None:
        """``entry``: the player's entry; ``base``: the catalogue entry its ``ref`` names (or
        ``None``); ``key``: which entry it is (the same key again is the same entry refreshed)."""
        self._key = key
        self.setEnabled(entry is not None)
        extra = [w for w in (self.type, self.from_class, self.granted_by, self.condition) if w is not None]
        widgets = [self.name, self.level, self.text, self.revealed, *self.costs.values(), *extra]
        blockers = [QSignalBlocker(w) for w in widgets]
        try:
            def given(field: str) -> bool:  # the player's value, not the catalogue's (even "" or 0)
                return entry is not None and (base is None or field in entry.model_fields_set)
            for edit, field in ((self.name, "name"), (self.level, "level"), (self.granted_by, "granted_by"),
                                (self.condition, "condition")):
                if edit is None:
                    continue
                shown = getattr(entry, field) if given(field) else (getattr(base, field, "") or "") if entry else ""
                if edit.text() != shown:  # (typing keeps them equal: the cursor stays put)
                    edit.setText(shown)
            if self.text.toPlainText() != (entry.text if entry else ""):
                self.text.setPlainText(entry.text if entry else "")
            self.revealed.setChecked(bool(entry.revealed) if entry else False)
            if self.type is not None:
                kind = (entry.type if given("type") else (getattr(base, "type", "") or "")) if entry else ""
                self.type.setCurrentIndex(max(0, self.type.findData(kind)))
            if self.from_class is not None:
                klass = (entry.from_class if given("from_class") else (getattr(base, "from_class", "") or "")) if entry else ""
                self.from_class.setCurrentIndex(max(0, self.from_class.findData(klass)))
            cost = (entry.cost if given("cost") else dict(getattr(base, "cost", {}) or {})) if entry else {}
            for pid, spin in self.costs.items():
                spin.setValue(int(cost.get(pid, 0)))
        finally:
            del blockers
