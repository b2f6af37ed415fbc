"""宝具・装備 (L955–1113): Noble Phantasms from the 宝具 capacity, 礼装 from 装備ポイント,
normal equipment (通常装備) and 常備化ポイント uses.

Tabs: 宝具 and 礼装 use :class:`forms.widgets.item_editor.ItemEditor`; 通常装備 and 常備化 are
row editors here. Rows are rebuilt only when their count changes, so typing is never cut off.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QTableWidget,
                               QTabWidget, QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.words.messages import POOL_LABELS
from builder.words.places import place
from builder.systems.fate_roll_dice import edits

from ...pages.base import Page
from forms.session.text import name_of
from ...widgets.plain import PlainLabel
from .item_editor import ItemEditor


class EquipmentPage(Page):
    page_id = "equipment"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("equipmentTabs")
        self.np_editor = ItemEditor(self, "noble_phantasms")
        self.mc_editor = ItemEditor(self, "mystic_codes")
        self.tabs.addTab(self.np_editor, self.tr("宝具"))
        self.tabs.addTab(self.mc_editor, self.tr("礼装"))
        self.tabs.addTab(self._gear_tab(), self.tr("通常装備"))
        self.tabs.addTab(self._upkeep_tab(), self.tr("常備化ポイント"))
        self._opened = False  # the first refresh opens the first tab the character can use
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        self.refresh()

    # ------------------------------------------------------------------ gear
    def _gear_tab(self) -> QWidget:
        box = QWidget()
        self.gear = QTableWidget(0, 6)
        self.gear.setObjectName("gearTable")
        self.gear.setHorizontalHeaderLabels([self.tr("名前"), self.tr("種類"), self.tr("ポイント"), self.tr("支払い"),
                                             self.tr("船"), ""])
        self.gear.horizontalHeader().setStretchLastSection(False)
        self.gear.setColumnWidth(0, 220)
        self.gear.setColumnWidth(1, 160)
        add = QPushButton(self.tr("通常装備を追加"))
        add.setObjectName("addGear")
        first_kind = next(iter(self.pack.gear_kinds), "")
        # a character without 装備ポイント (a Servant) pays 英霊通常装備 with MP (L1106)
        add.clicked.connect(lambda: self.send(edits.AddEntry("gear", {
            "name": "", "kind": first_kind, "points": 1,
            "paid_with": "equipment" if "equipment" in self.session.sheet.pools else "mp"}), self.tr("通常装備を追加")))
        self.gear_hint = PlainLabel()
        layout = QVBoxLayout(box)
        layout.addWidget(self.gear_hint)
        layout.addWidget(self.gear, 1)
        layout.addWidget(add)
        return box

    def _make_gear_rows(self, count: int) -> None:
        self.gear.setRowCount(count)
        for r in range(count):
            name, kind, points, paid, remove = QLineEdit(), QComboBox(), QSpinBox(), QComboBox(), QPushButton("✕")
            ship = QCheckBox()  # a ship is ridden with 嵐の航海者 too (L1148)
            ship.setObjectName(f"gearShip_{r}")
            ship.toggled.connect(lambda on, r=r: self._set_row("gear", r, "ship", on))
            name.setMaxLength(LIMITS["name"])
            name.setObjectName(f"gearName_{r}")
            for g in self.pack.gear_kinds.values():
                kind.addItem(name_of(g, self.lang), g.id)
            points.setRange(0, 30)
            if "equipment" in self.session.sheet.pools or any(g.paid_with == "equipment" for g in self.build.gear):
                paid.addItem(self.tr("装備ポイント"), "equipment")
            paid.addItem(self.tr("MP(英霊通常装備)"), "mp")
            name.textEdited.connect(lambda t, r=r: self._set_row("gear", r, "name", t, f"/gear/{r}/name"))
            kind.currentIndexChanged.connect(lambda i, r=r, c=kind: self._set_row("gear", r, "kind", c.itemData(i)))
            points.valueChanged.connect(lambda v, r=r: self._set_row("gear", r, "points", v))
            paid.currentIndexChanged.connect(lambda i, r=r, c=paid: self._set_row("gear", r, "paid_with", c.itemData(i)))
            remove.clicked.connect(lambda _=False, r=r: self.send(edits.RemoveEntry("gear", r), self.tr("通常装備を削除")))
            for c, w in enumerate((name, kind, points, paid, ship, remove)):
                self.gear.setCellWidget(r, c, w)

    # ------------------------------------------------------------------ upkeep
    def _upkeep_tab(self) -> QWidget:
        box = QWidget()
        self.upkeep = QTableWidget(0, 6)
        self.upkeep.setObjectName("upkeepTable")
        # what the item is (L971–973): its field, its skill, or HP/MP
        self.upkeep.setHorizontalHeaderLabels([self.tr("使い道"), self.tr("ポイント"), self.tr("分野"), self.tr("スキル"),
                                               self.tr("回復"), ""])
        self.upkeep.setColumnWidth(0, 320)
        add = QPushButton(self.tr("常備化ポイントの使い道を追加"))
        add.setObjectName("addUpkeep")
        first = self.pack.content.upkeep_uses[0].id if self.pack.content.upkeep_uses else ""
        add.clicked.connect(lambda: self.send(edits.AddEntry("upkeep", {"use": first, "points": 1}),
                                              self.tr("常備化ポイントの使い道を追加")))
        layout = QVBoxLayout(box)
        layout.addWidget(self.upkeep, 1)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addStretch(1)
        layout.addLayout(row)
        return box

    def _make_upkeep_rows(self, count: int) -> None:
        self.upkeep.setRowCount(count)
        for r in range(count):
            use, points, remove = QComboBox(), QSpinBox(), QPushButton("✕")
            field, skill, restores = QLineEdit(), QComboBox(), QComboBox()
            field.setMaxLength(LIMITS["line"])
            field.setObjectName(f"upkeepField_{r}")
            field.setPlaceholderText(self.tr("魔術、軍事、町内の噂話…"))
            field.textEdited.connect(lambda t, r=r: self._set_row("upkeep", r, "field", t, f"/upkeep/{r}/field"))
            skill.setObjectName(f"upkeepSkill_{r}")
            skill.addItem("—", None)
            for sdef in self.pack.skills.values():
                skill.addItem(name_of(sdef, self.lang), sdef.id)
            skill.currentIndexChanged.connect(lambda i, r=r, c=skill: self._set_row("upkeep", r, "skill", c.itemData(i)))
            restores.setObjectName(f"upkeepRestores_{r}")
            for label, value in (("—", None), ("HP", "hp"), ("MP", "mp")):
                restores.addItem(label, value)
            restores.currentIndexChanged.connect(
                lambda i, r=r, c=restores: self._set_row("upkeep", r, "restores", c.itemData(i)))
            for u in self.pack.content.upkeep_uses:
                use.addItem(name_of(u, self.lang), u.id)
            points.setRange(0, 30)
            points.setObjectName(f"upkeepPoints_{r}")
            use.currentIndexChanged.connect(lambda i, r=r, c=use: self._set_row("upkeep", r, "use", c.itemData(i)))
            points.valueChanged.connect(lambda v, r=r: self._set_row("upkeep", r, "points", v))
            remove.clicked.connect(lambda _=False, r=r: self.send(edits.RemoveEntry("upkeep", r), self.tr("使い道を削除")))
            for c, w in enumerate((use, points, field, skill, restores, remove)):
                self.upkeep.setCellWidget(r, c, w)

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        self.np_editor.refresh()
        self.mc_editor.refresh()
        if self.gear.rowCount() != len(self.build.gear):
            self._make_gear_rows(len(self.build.gear))
        for r, g in enumerate(self.build.gear):
            name, kind, points, paid, ship = (self.gear.cellWidget(r, c) for c in range(5))
            with QSignalBlocker(name), QSignalBlocker(kind), QSignalBlocker(points), QSignalBlocker(paid), \
                    QSignalBlocker(ship):
                g_kind = self.pack.gear_kinds.get(g.kind)
                ship.setChecked(g.ship)
                ship.setEnabled(g_kind is not None and g_kind.category == "mount")
                if name.text() != g.name:
                    name.setText(g.name)
                kind.setCurrentIndex(max(0, kind.findData(g.kind)))
                points.setValue(g.points)
                paid.setCurrentIndex(max(0, paid.findData(g.paid_with)))
        if self.upkeep.rowCount() != len(self.build.upkeep):
            self._make_upkeep_rows(len(self.build.upkeep))
        for r, u in enumerate(self.build.upkeep):
            use, points, field, skill, restores = (self.upkeep.cellWidget(r, c) for c in range(5))
            with QSignalBlocker(use), QSignalBlocker(points), QSignalBlocker(field), QSignalBlocker(skill), \
                    QSignalBlocker(restores):
                use.setCurrentIndex(max(0, use.findData(u.use)))
                points.setValue(u.points)
                if field.text() != u.field:
                    field.setText(u.field)
                skill.setCurrentIndex(max(0, skill.findData(u.skill)))
                restores.setCurrentIndex(max(0, restores.findData(u.restores)))
                field.setEnabled(u.use == "knowledge_item")
                skill.setEnabled(u.use == "skill_item")
                restores.setEnabled(u.use == "recovery_item")
        pools = self.session.sheet.pools
        labels = POOL_LABELS.get(self.lang, POOL_LABELS["ja"])
        self.gear_hint.setText("  ".join(f"{labels.get(pid, pid)}: {p.spent}/{p.total}" for pid, p in pools.items()
                                         if pid in ("equipment", "upkeep", "wealth")))
        self._show_usable_tabs(pools)

    def _show_usable_tabs(self, pools) -> None:
        """Only the tabs the character can use: 宝具 with the 宝具 stat or a 宝具容量 (a Servant, or
        a Master with 伝承保菌者, L1279), 礼装 with 社会 or 装備ポイント (a Master, L1032),
        常備化ポイント with 社会 or that pool (a Master's 社会, L960, or 黄金律's, L1131). 通常装備 stays: a Servant takes 英霊通常装備
        paid with MP (L1105–1106), so its tab is named so and offers MP only. A tab with entries
        in the file stays shown, so nothing the file holds is hidden."""
        b = self.build
        kind = self.pack.kinds.get(self.session.sheet.kind)
        stats = set(kind.stats) if kind is not None else set()
        has_ep = "equipment" in pools or "society" in stats
        usable = ("noble_phantasm" in stats or "noble_phantasm" in pools or bool(b.noble_phantasms),
                  has_ep or bool(b.mystic_codes), True,
                  "society" in stats or "upkeep" in pools or bool(b.upkeep))
        for index, on in enumerate(usable):
            self.tabs.setTabVisible(index, on)
        self.tabs.setTabText(2, self.tr("通常装備") if has_ep else self.tr("英霊通常装備(MP)"))
        current = self.tabs.currentIndex()
        if not self._opened or not usable[current]:
            self.tabs.setCurrentIndex(next(i for i, on in enumerate(usable) if on))
            self._opened = True

    def _set_row(self, section: str, r: int, field: str, value, merge: str | None = None) -> None:
        where = place(self.pack, self.build, f"/{section}/{r}/{field}", self.lang)
        self.send(edits.SetEntryField(section, r, field, value), where, merge)

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        tab = {"noble_phantasms": 0, "mystic_codes": 1, "gear": 2, "upkeep": 3, "mp_items": 2}.get(parts[0], 0)
        self.tabs.setCurrentIndex(tab)
        if tab == 0:
            self.np_editor.focus_path(parts)
        elif tab == 1:
            self.mc_editor.focus_path(parts)
        return True
