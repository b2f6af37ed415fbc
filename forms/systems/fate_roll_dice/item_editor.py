"""Editor for 宝具 or 礼装 (L1031–1103): list, rank, 種類/発動/対象, marks, and effects from the
full effect list, with the item's capacity use, dice and MP shown as they update.

Contract: a view over ``session``; every change goes through a named edit (``page.send``) (one undo step,
typing in one field merges). ``section`` is ``noble_phantasms`` or ``mystic_codes``.
Categories an item may not take and effects that do not fit are disabled with the reason.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QHeaderView, QLabel,
                               QLineEdit, QListWidget, QPlainTextEdit, QPushButton, QSpinBox, QTableView,
                               QTableWidget, QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.core.sections import ListRow, ListSection, detail as row_detail
from builder.systems.fate_roll_dice import edits

from forms.common.keys import activate_on_keys
from forms.session.models import ID_ROLE, SEARCH_ROLE
from forms.session.text import name_of
from ...widgets.plain import PlainLabel
from ...widgets.scrolled import scrolled
from .levels import LEVELS
from .marks_editor import MarksEditor
from .models import EffectListModel

AXES = ("kind", "activation", "target")
REFERS = {"tsuika_waku_jouto": "transfer_to", "jiko_fuuin": "skill"}  # effect → the field its 内容 sets


class ItemEditor(QWidget):
    def __init__(self, page, section: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.page, self.section, self.current = page, section, -1
        self.pack = page.pack
        self.mc = section == "mystic_codes"
        self.items = QListWidget()
        self.items.setObjectName(f"{section}_list")
        self.items.currentRowChanged.connect(self._select)
        add, remove = QPushButton(self.tr("追加")), QPushButton(self.tr("削除"))
        add.setObjectName(f"{section}_add")
        remove.setObjectName(f"{section}_remove")
        add.clicked.connect(self._add)
        remove.clicked.connect(self._remove)
        self.name = QLineEdit()
        self.name.setMaxLength(LIMITS["name"])
        self.name.setObjectName(f"{section}_name")
        self.name.textEdited.connect(lambda t: self._set("name", t, self.tr("名前"), typing=True))
        self.rank = QComboBox()
        self.rank.setObjectName(f"{section}_rank")
        for letter in LEVELS[1:]:
            self.rank.addItem(letter, letter)
        self.rank.currentIndexChanged.connect(lambda i: self._set("rank", LEVELS[i + 1], self.tr("ランク")))
        self.axes: dict[str, QComboBox] = {}
        for axis in AXES:
            combo = QComboBox()
            combo.setObjectName(f"{section}_{axis}")
            combo.addItem("—", None)
            for cat in (c for c in self.pack.categories.values() if c.axis == axis):
                combo.addItem(name_of(cat, page.lang), cat.id)
                if self.mc and not cat.mystic_code:
                    item = combo.model().item(combo.count() - 1)
                    item.setEnabled(False)
                    item.setToolTip(self.tr("礼装には使えません"))
            combo.currentIndexChanged.connect(lambda i, a=axis, c=combo: self._set(a, c.itemData(i), a))
            self.axes[axis] = combo
        # which weapon/armour/mount it is figured as (L1057) and whether a mount is a ship (L1148)
        self.gear_kind = QComboBox()
        self.gear_kind.setObjectName(f"{section}_gear_kind")
        self.gear_kind.addItem("—", None)
        for g in self.pack.gear_kinds.values():
            self.gear_kind.addItem(name_of(g, page.lang), g.id)
        self.gear_kind.currentIndexChanged.connect(
            lambda i: self._set("gear_kind", self.gear_kind.itemData(i), self.tr("装備の細分")))
        self.ship = QCheckBox(self.tr("船(嵐の航海者で騎乗)"))
        self.ship.setObjectName(f"{section}_ship")
        self.ship.toggled.connect(lambda on: self._set("ship", on, self.tr("船")))
        self.raised = QSpinBox()
        self.raised.setObjectName(f"{section}_raised")
        self.raised.setRange(0, 6)
        self.raised.valueChanged.connect(lambda v: self._set("raised_by_minus", v, self.tr("マイナスでランク上昇")))
        self.marks = MarksEditor(f"/{section}")
        self.marks.edited.connect(lambda m, key: self._set("marks", m, self.tr("マーク"), merge=key or None))
        # a 宝具 used in play is seen by the others (L302); a 礼装 is equipment, always public (L301)
        self.revealed = QCheckBox(self.tr("公開済み(使用した)"))
        self.revealed.setObjectName(f"{section}_revealed")
        self.revealed.setToolTip(self.tr("使用して他の参加者に見られた宝具(L302)。公開用の書き出しに載ります。"))
        self.revealed.toggled.connect(lambda on: self._set("revealed", on, self.tr("公開済み")))
        # the item's own description (the sheet template's 「:(効果詳細…)」 line, L1563 for a 宝具, L1575 for a 礼装)
        self.text = QPlainTextEdit()
        self.text.setObjectName(f"{section}_text")
        self.text.setPlaceholderText(self.tr("説明(逸話、見た目、使い方など。シートに載ります)"))
        self.text.setMaximumHeight(72)
        self.text.setTabChangesFocus(True)
        self.text.setUndoRedoEnabled(False)  # undo is the window's named steps (forms.app.undonav)
        self.text.textChanged.connect(lambda: self._set("text", self.text.toPlainText()[:LIMITS["text"]],
                                                        self.tr("説明"), typing=True))
        self.summary = PlainLabel()
        self.summary.setObjectName(f"{section}_summary")
        self.summary.setWordWrap(True)
        # effects: the full list (filtered) and the item's chosen effects
        self.effect_model = EffectListModel(self.pack, self)
        self.effect_proxy = QSortFilterProxyModel(self)
        self.effect_proxy.setFilterRole(SEARCH_ROLE)  # before its source: a setting re-filters
        self.effect_proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.effect_proxy.setSourceModel(self.effect_model)
        self.effect_search = QLineEdit()
        self.effect_search.setObjectName(f"{section}_effectSearch")
        self.effect_search.setPlaceholderText(self.tr("追加効果を検索(plus / minus も可)"))
        self.effect_search.textChanged.connect(self.effect_proxy.setFilterFixedString)
        self.effect_table = QTableView()
        self.effect_table.setObjectName(f"{section}_effects")
        self.effect_table.verticalHeader().hide()  # before the model (no row sections laid out)
        self.effect_table.setModel(self.effect_proxy)
        self.effect_table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.effect_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.effect_table.doubleClicked.connect(lambda _: self._add_effect())
        activate_on_keys(self.effect_table, lambda _: self._add_effect())  # Enter adds, as the double-click does
        add_effect = QPushButton(self.tr("効果を付ける →"))
        add_effect.setObjectName(f"{section}_addEffect")
        add_effect.clicked.connect(self._add_effect)
        self.chosen = QTableWidget(0, 4)
        self.chosen.setObjectName(f"{section}_chosen")
        self.chosen.setHorizontalHeaderLabels([self.tr("効果"), self.tr("個数"), self.tr("内容"), ""])
        # 内容 takes the room left; 効果 keeps a width the user can drag; count and ✕ fit their
        # contents: at 1024×640 the 内容 and delete columns show without a sideways scroll
        header = self.chosen.horizontalHeader()
        header.setMinimumSectionSize(24)
        for column, mode in enumerate((QHeaderView.Interactive, QHeaderView.ResizeToContents, QHeaderView.Stretch,
                                       QHeaderView.Fixed)):
            header.setSectionResizeMode(column, mode)
        self.chosen.setColumnWidth(0, 120)
        self.chosen.setColumnWidth(3, 30)
        self.chosen.verticalHeader().hide()
        self._chosen_ids: list[str] = []
        self.form = QFormLayout()
        self.form.addRow(self.tr("名前"), self.name)
        self.form.addRow(self.tr("ランク"), self.rank)
        for axis, label in zip(AXES, (self.tr("種類"), self.tr("発動"), self.tr("対象"))):
            self.form.addRow(label, self.axes[axis])
        self.form.addRow(self.tr("装備の細分"), self.gear_kind)
        self.form.addRow("", self.ship)
        self.form.addRow(self.tr("マイナスでランク上昇"), self.raised)
        self.form.addRow(self.tr("「+」「−」"), self.marks)
        if not self.mc:
            self.form.addRow("", self.revealed)
        else:
            self.revealed.hide()
        self.form.addRow(self.tr("説明"), self.text)
        left = QVBoxLayout()
        left.addWidget(self.items, 1)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        left.addLayout(row)
        fields = QWidget()  # the fields scroll in a small window (1024×640) instead of growing it
        inner = QVBoxLayout(fields)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(self.form)
        inner.addWidget(self.summary)
        middle = QVBoxLayout()
        middle.addWidget(scrolled(fields), 3)
        middle.addWidget(self.chosen, 2)
        right = QVBoxLayout()
        right.addWidget(self.effect_search)
        right.addWidget(self.effect_table, 1)
        right.addWidget(add_effect)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(middle, 2)
        layout.addLayout(right, 2)
        self.detail_widgets = [self.name, self.rank, *self.axes.values(), self.gear_kind, self.ship, self.raised, self.marks, self.chosen,
                               self.effect_table, add_effect, remove, self.revealed, self.text]

    # ------------------------------------------------------------------ refresh
    def item_list(self):
        return getattr(self.page.build, self.section)

    def refresh(self) -> None:
        items, lang = self.item_list(), self.page.lang
        section = self.page.session.sheet.section(self.section)  # the typed 宝具/礼装 list
        rows = {r.path: r for r in section.rows} if isinstance(section, ListSection) else {}
        with QSignalBlocker(self.items):
            while self.items.count() > len(items):
                self.items.takeItem(self.items.count() - 1)
            for i, item in enumerate(items):
                row = rows.get(f"/{self.section}/{i}")
                text = (item.name or self.tr("(無名)")) + f"  {row.level if row else item.rank}"
                text += "  [" + self.tr("公開済み") + "]" if getattr(item, "revealed", False) else ""
                if i >= self.items.count():
                    self.items.addItem(text)
                self.items.item(i).setText(text)
            self.current = min(self.current, len(items) - 1)
            if self.current < 0 and items:
                self.current = 0
            self.items.setCurrentRow(self.current)
        enabled = 0 <= self.current < len(items)
        for w in self.detail_widgets:
            w.setEnabled(enabled)
        key = ("mc" if self.mc else "np") + f":{self.current}"
        self.rank.setProperty("focusKey", key)
        self.marks.key = f"/{self.section}/{self.current}"
        if not enabled:
            # no item yet: the catalogue still speaks the window's language (English names)
            self.effect_model.set_context("mystic_code" if self.mc else "noble_phantasm", None, None, None, lang)
            self.summary.setText("")
            with QSignalBlocker(self.text):
                self.text.clear()
            return
        item, row = items[self.current], rows.get(f"/{self.section}/{self.current}")
        with QSignalBlocker(self.name), QSignalBlocker(self.rank), QSignalBlocker(self.raised), \
                QSignalBlocker(self.revealed):
            self.revealed.setChecked(bool(getattr(item, "revealed", False)))
            if self.name.text() != item.name:
                self.name.setText(item.name)
            self.rank.setCurrentIndex(LEVELS.index(item.rank) - 1)
            self.raised.setValue(item.raised_by_minus)
        if self.text.toPlainText() != item.text:
            with QSignalBlocker(self.text):
                self.text.setPlainText(item.text)
        for axis, combo in self.axes.items():
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(0, combo.findData(getattr(item, axis))))
        self._refresh_gear_kind(item)
        self.marks.set_marks([m.model_dump() for m in item.marks])
        self.effect_model.set_context("mystic_code" if self.mc else "noble_phantasm", item.kind, item.activation,
                                      item.target, lang)
        self._fill_chosen(item)
        self.summary.setText(self._summary(row))

    def _refresh_gear_kind(self, item) -> None:
        """Only the gear kinds of the item's 種類 (武器, 防具, 乗騎) can be chosen (L997–1017)."""
        with QSignalBlocker(self.gear_kind), QSignalBlocker(self.ship):
            model = self.gear_kind.model()
            for r in range(1, self.gear_kind.count()):
                g = self.pack.gear_kinds.get(self.gear_kind.itemData(r))
                entry = model.item(r)
                entry.setEnabled(g is not None and g.category == item.kind)
                entry.setToolTip("" if entry.isEnabled() else self.tr("種類区分が違います"))
            self.gear_kind.setCurrentIndex(max(0, self.gear_kind.findData(item.gear_kind)))
            self.gear_kind.setEnabled(item.kind in ("weapon", "armor", "mount"))
            self.ship.setChecked(item.ship)
            self.ship.setEnabled(item.kind == "mount")

    def _summary(self, row: ListRow | None) -> str:
        """The item's figures from its row of the sheet's typed 宝具/礼装 list (its details:
        builder.systems.fate_roll_dice.sheetsections.ITEM_FIGURES); no row yet: blanks."""
        sheet = self.page.session.sheet
        pool = sheet.pools.get("equipment" if self.mc else "noble_phantasm")
        pool_text = f"{pool.spent}/{pool.total}" if pool else "0/0"

        def figure(id: str, default: str = "") -> str:
            return row_detail(row, id, default) if row is not None else default
        dice = figure("dice_count", "—")
        parts = [self.tr("消費レベル %1").replace("%1", figure("cost_level")),
                 self.tr("ダイス %1").replace("%1", f"{dice}D" if dice != "—" else "—"),
                 self.tr("判定値 %1").replace("%1", figure("threshold")),
                 "MP " + figure("mp", "—"),
                 self.tr("+枠 %1 / −枠 %2").replace("%1", figure("plus_slots", "0")).replace("%2", figure("minus_slots", "0")),
                 (self.tr("装備ポイント %1") if self.mc else self.tr("宝具容量 %1")).replace("%1", pool_text)]
        if figure("spare", "0") != "0":
            parts.append(self.tr("余りマイナス %1").replace("%1", figure("spare")))
        figures = {"damage": self.tr("ダメージ+%1"), "armor": self.tr("防御+%1"), "iv": "IV+%1",
                   "melee_defense_minus": self.tr("対白兵防御−%1")}
        parts += [label.replace("%1", figure(key)) for key, label in figures.items() if figure(key)]
        return "   ".join(parts)

    def _fill_chosen(self, item) -> None:
        ids = [e.id for e in item.effects]
        if ids != self._chosen_ids:
            self._chosen_ids = ids
            self.chosen.setRowCount(len(ids))
            for r, effect in enumerate(item.effects):
                edef = self.pack.np_effects.get(effect.id)
                label = PlainLabel(("+" if edef and edef.polarity == "plus" else "−" if edef else "?") + " "
                               + (name_of(edef, self.page.lang) if edef else effect.id))
                count = QSpinBox()
                count.setRange(1, 9)
                count.valueChanged.connect(lambda v, r=r: self._set_effect(r, "count", v))
                if effect.id in REFERS:  # 追加枠譲渡 names an item (L1426), 自己封印 a skill (L1429)
                    detail = QComboBox()
                    detail.setObjectName(f"{self.section}_effectRef_{r}")
                    field = REFERS[effect.id]
                    detail.currentIndexChanged.connect(
                        lambda i, r=r, c=detail, f=field: self._set_effect(
                            r, f, c.itemData(i) or ("" if f == "transfer_to" else None)))
                else:
                    detail = QLineEdit()
                    detail.setMaxLength(LIMITS["line"])
                    detail.setObjectName(f"{self.section}_effectDetail_{r}")
                    detail.textEdited.connect(lambda t, r=r: self._set_effect(r, "detail", t, typing=True))
                remove = QPushButton("✕")
                remove.setFixedWidth(28)  # a narrow button: the room goes to 内容
                remove.setToolTip(self.tr("この効果を外す"))
                remove.clicked.connect(lambda _=False, r=r: self._remove_effect(r))
                for c, w in enumerate((label, count, detail, remove)):
                    self.chosen.setCellWidget(r, c, w)
        for r, effect in enumerate(item.effects):
            count, detail = self.chosen.cellWidget(r, 1), self.chosen.cellWidget(r, 2)
            with QSignalBlocker(count), QSignalBlocker(detail):
                count.setValue(effect.count)
                if isinstance(detail, QComboBox):
                    self._fill_reference(detail, effect)
                elif detail.text() != effect.detail:
                    detail.setText(effect.detail)

    def _fill_reference(self, combo: QComboBox, effect) -> None:
        """The choices of an effect that names another item or one of the character's skills."""
        if REFERS[effect.id] == "transfer_to":
            own = self.item_list()[self.current].name
            names = [x.name for x in [*self.page.build.noble_phantasms, *self.page.build.mystic_codes]
                     if x.name and x.name != own]
            choices = [(n, n) for n in dict.fromkeys(names)]
            current = effect.transfer_to or None
        else:
            choices = [(name_of(self.pack.skills[c.id], self.page.lang), c.id)
                       for c in self.page.build.skills if c.id in self.pack.skills]
            current = effect.skill
        combo.clear()
        combo.addItem("—", None)
        for label, value in choices:
            combo.addItem(label, value)
        combo.setCurrentIndex(max(0, combo.findData(current)))

    # ------------------------------------------------------------------ edits
    def _select(self, row: int) -> None:
        self.current = row
        self.refresh()

    def _label(self) -> str:
        items = self.item_list()
        name = items[self.current].name if 0 <= self.current < len(items) else ""
        return name or (self.tr("礼装") if self.mc else self.tr("宝具"))

    def _add(self) -> None:
        self.current = len(self.item_list())
        self.page.send(edits.AddEntry(self.section, {"name": "", "rank": "E"}),
                       self.tr("%1を追加").replace("%1", self.tr("礼装") if self.mc else self.tr("宝具")))

    def _remove(self) -> None:
        i = self.current
        if 0 <= i < len(self.item_list()):
            self.page.send(edits.RemoveEntry(self.section, i), self.tr("%1を削除").replace("%1", self._label()))

    def _set(self, field: str, value, label: str, typing: bool = False, merge: str | None = None) -> None:
        i = self.current
        if not 0 <= i < len(self.item_list()):
            return
        key = merge or (f"/{self.section}/{i}/{field}" if typing else None)
        self.page.send(edits.SetEntryField(self.section, i, field, value), f"{self._label()}: {label}", key)

    def _add_effect(self) -> None:
        index = self.effect_table.currentIndex()
        i = self.current
        if not index.isValid() or not 0 <= i < len(self.item_list()):
            return
        if not (self.effect_proxy.flags(index) & Qt.ItemFlag.ItemIsEnabled):
            return
        eid = self.effect_proxy.data(index, ID_ROLE)
        self.add_effect(eid)

    def add_effect(self, eid: str) -> None:
        i = self.current
        edef = self.pack.np_effects[eid]
        self.page.send(edits.AddEffect(self.section, i, eid),
                       f"{self._label()}: " + self.tr("効果追加") + f" {edef.name}")

    def _set_effect(self, r: int, field: str, value, typing: bool = False) -> None:
        i = self.current
        key = f"/{self.section}/{i}/effects/{r}/{field}" if typing else None
        self.page.send(edits.SetEffectField(self.section, i, r, field, value),
                       f"{self._label()}: " + self.tr("効果") + f" {field}", key)

    def _remove_effect(self, r: int) -> None:
        i = self.current
        self.page.send(edits.RemoveEffect(self.section, i, r), f"{self._label()}: " + self.tr("効果削除"))

    def focus_path(self, parts: list[str]) -> None:
        if len(parts) > 1 and parts[1].isdigit():
            self.items.setCurrentRow(int(parts[1]))
        field = parts[2] if len(parts) > 2 else "name"
        target = {"rank": self.rank, "marks": self.marks, "effects": self.chosen, "raised_by_minus": self.raised,
                  "revealed": self.revealed, "text": self.text, **self.axes}.get(field, self.name)
        target.setFocus()
