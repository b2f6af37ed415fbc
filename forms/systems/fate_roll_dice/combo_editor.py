"""スキルコンボ (L940–947): the character's combos, edited where its skills are.

Contract: a view over the skills page's session; every change goes through a named edit (``page.send``) (one
undo step; typing in the name or the text merges per field). A combo is a name, the stats,
skills and dice-giving 宝具/礼装 it binds (L941: stat and skill ids, items by name, as the
character file holds them), the 使用制限/使用リスク taken (L945: −1 FP each, at least 1 FP) and the
player's text, printed as 「名前:(筋力+怪力):効果」 (the sheet template, L1583). The FP and MP
shown are the engine's (``sheet.combos``, :mod:`builder.systems.fate_roll_dice.combos`), never recounted here.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import (QFormLayout, QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QPlainTextEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from builder.core.build import LIMITS, MAX_COUNT
from builder.systems.fate_roll_dice import edits

from forms.session.models import ID_ROLE
from forms.session.text import name_of
from ...widgets.plain import PlainLabel


class ComboEditor(QWidget):
    def __init__(self, page, parent: QWidget | None = None):
        super().__init__(parent)
        self.page, self.pack, self.current = page, page.pack, -1
        self._parts_key = None
        self._in_click = False
        self.combos = QListWidget()
        self.combos.setObjectName("comboList")
        self.combos.currentRowChanged.connect(self._select)
        add, self.remove = QPushButton(self.tr("コンボを追加")), QPushButton(self.tr("コンボを削除"))
        add.setObjectName("comboAdd")
        self.remove.setObjectName("comboRemove")
        add.clicked.connect(self._add)
        self.remove.clicked.connect(self._remove)
        self.name = QLineEdit()
        self.name.setObjectName("comboName")
        self.name.setMaxLength(LIMITS["name"])
        self.name.textEdited.connect(lambda t: self._set("name", t, self.tr("名前"), typing=True))
        self.parts = QListWidget()
        self.parts.setObjectName("comboParts")
        self.parts.setToolTip(self.tr("組みあわせるステータス・スキル・ダイスを増やす宝具や礼装(1つごとに1 FP、L941)"))
        self.parts.itemChanged.connect(self._parts_changed)
        self.limits = QSpinBox()
        self.limits.setObjectName("comboLimits")
        self.limits.setRange(0, MAX_COUNT)
        self.limits.setToolTip(self.tr("使用制限・使用リスク1つごとに −1 FP(最低 1 FP、L945)"))
        self.limits.valueChanged.connect(lambda v: self._set("limits", v, self.tr("制限・リスク")))
        self.text = QPlainTextEdit()
        self.text.setObjectName("comboText")
        self.text.setTabChangesFocus(True)
        self.text.setUndoRedoEnabled(False)  # undo is the window's named steps (forms.app.undonav)
        self.text.setPlaceholderText(self.tr("効果詳細(シートのスキルコンボ欄に載ります)"))
        self.text.textChanged.connect(lambda: self._set("text", self.text.toPlainText()[:LIMITS["text"]],
                                                        self.tr("効果詳細"), typing=True))
        self.summary = PlainLabel()
        self.summary.setObjectName("comboSummary")
        form = QFormLayout()
        form.addRow(self.tr("名前"), self.name)
        form.addRow(self.tr("組みあわせ"), self.parts)
        form.addRow(self.tr("制限・リスクの数"), self.limits)
        form.addRow(self.tr("効果詳細"), self.text)
        form.addRow("", self.summary)
        left = QVBoxLayout()
        left.addWidget(self.combos, 1)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(self.remove)
        left.addLayout(row)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(form, 2)
        self.detail = [self.name, self.parts, self.limits, self.text, self.remove]

    # ------------------------------------------------------------------ refresh
    def choices(self) -> list[tuple[str, str]]:
        """(label, value) of what a combo can bind: the character's stats and skills by id,
        its 宝具 and 礼装 by name (L941)."""
        build, lang = self.page.build, self.page.lang
        stats = self.page.session.sheet.section("stats")  # the sheet's typed stat table, in its order
        out = [(name_of(self.pack.stats[row.id], lang), row.id) for row in (stats.rows if stats is not None else ())
               if row.id in self.pack.stats]
        seen = set()
        for choice in build.skills:
            if choice.id in self.pack.skills and choice.id not in seen:
                seen.add(choice.id)
                out.append((name_of(self.pack.skills[choice.id], lang), choice.id))
        for item in [*build.noble_phantasms, *build.mystic_codes]:
            if item.name and item.name not in seen:
                seen.add(item.name)
                out.append((self.tr("『%1』").replace("%1", item.name), item.name))  # “name” in English
        return out

    def refresh(self) -> None:
        combos = self.page.build.combos
        rows = {c["index"]: c for c in self.page.session.sheet.combos}
        with QSignalBlocker(self.combos):
            while self.combos.count() > len(combos):
                self.combos.takeItem(self.combos.count() - 1)
            for i, combo in enumerate(combos):
                row = rows.get(i, {})
                label = (combo.name or self.tr("(無名)")) + f"  FP {row.get('fp', '—')}"
                if i >= self.combos.count():
                    self.combos.addItem(label)
                self.combos.item(i).setText(label)
            self.current = min(self.current, len(combos) - 1)
            if self.current < 0 and combos:
                self.current = 0
            self.combos.setCurrentRow(self.current)
        enabled = 0 <= self.current < len(combos)
        for w in self.detail:
            w.setEnabled(enabled)
        combo = combos[self.current] if enabled else None
        with QSignalBlocker(self.name), QSignalBlocker(self.limits), QSignalBlocker(self.text):
            if self.name.text() != (combo.name if combo else ""):
                self.name.setText(combo.name if combo else "")
            self.limits.setValue(combo.limits if combo else 0)
            if self.text.toPlainText() != (combo.text if combo else ""):
                self.text.setPlainText(combo.text if combo else "")
        held = list(combo.components) if combo else []
        known = self.choices()
        entries = known + [(c, c) for c in held if c not in {v for _, v in known}]
        key = (self.current, tuple(entries))
        with QSignalBlocker(self.parts):
            if key != self._parts_key and self._in_click:  # never delete the item being clicked
                QTimer.singleShot(0, self.refresh)
            elif key != self._parts_key:  # rebuilt only when the choices change
                self._parts_key = key
                self.parts.clear()
                for label, value in entries:
                    item = QListWidgetItem(label)
                    item.setData(ID_ROLE, value)
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                                  | Qt.ItemFlag.ItemIsSelectable)
                    item.setCheckState(Qt.CheckState.Unchecked)  # a check box needs a state to show
                    self.parts.addItem(item)
            for r in range(self.parts.count()):
                item = self.parts.item(r)
                state = Qt.CheckState.Checked if item.data(ID_ROLE) in held else Qt.CheckState.Unchecked
                if item.checkState() != state:
                    item.setCheckState(state)
        row = rows.get(self.current, {})
        self.summary.setText(self.tr("FP %1 ・ 使用時MP %2").replace("%1", str(row.get("fp", "—")))
                             .replace("%2", str(row.get("mp", "—"))) if enabled else "")

    # ------------------------------------------------------------------ edits
    def _select(self, row: int) -> None:
        self.current = row
        self.refresh()

    def _label(self) -> str:
        combos = self.page.build.combos
        name = combos[self.current].name if 0 <= self.current < len(combos) else ""
        return self.tr("スキルコンボ「%1」").replace("%1", name) if name else self.tr("スキルコンボ")

    def _add(self) -> None:
        self.current = len(self.page.build.combos)
        if not self.page.send(edits.AddEntry("combos", {"name": ""}), self.tr("スキルコンボを追加")):
            self.current = len(self.page.build.combos) - 1

    def _remove(self) -> None:
        i = self.current
        if 0 <= i < len(self.page.build.combos):
            self.page.send(edits.RemoveEntry("combos", i), self.tr("%1を削除").replace("%1", self._label()))

    def _set(self, field: str, value, label: str, typing: bool = False) -> None:
        i = self.current
        if not 0 <= i < len(self.page.build.combos):
            return
        key = f"/combos/{i}/{field}" if typing else None
        self.page.send(edits.SetEntryField("combos", i, field, value), f"{self._label()}: {label}", key)

    def _parts_changed(self, _item) -> None:
        chosen = [self.parts.item(r).data(ID_ROLE) for r in range(self.parts.count())
                  if self.parts.item(r).checkState() == Qt.CheckState.Checked]
        self._in_click = True
        try:
            self._set("components", chosen, self.tr("組みあわせ"))
        finally:
            self._in_click = False

    def focus_path(self, parts: list[str]) -> None:
        if len(parts) > 1 and parts[1].isdigit():
            self.combos.setCurrentRow(int(parts[1]))
        field = parts[2] if len(parts) > 2 else "name"
        {"components": self.parts, "limits": self.limits, "text": self.text}.get(field, self.name).setFocus()
