"""陣営・召喚・トループ on the 設定 step: the partner's file (for 能力障害's FP, L1241–1242, and the
servant's rank level), a master's summoning that costs points (家伝触媒召喚 L123–125, 継戦
L128–131, 運命遭遇召喚 L145–147) and the troops the character acquires (L333–364).

Contract: a view over the page's session; every change goes through a named edit (``page.send``) (one undo
step; typing in one field merges). Rows are rebuilt only when their count changes.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QLineEdit, QPushButton, QSpinBox,
                               QTableWidget, QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.kit.edits import SetText
from builder.systems.fate_roll_dice import edits

METHODS = ("solo", "catalyst", "family_catalyst", "carry_over")
TROOP_METHODS = ("wealth", "upkeep", "magic", "mystic_code", "noble_phantasm")


class PartyBox(QWidget):
    def __init__(self, page, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.partner = QLineEdit()
        self.partner.setMaxLength(LIMITS["line"])
        self.partner.setObjectName("partnerEdit")
        self.partner.setPlaceholderText(self.tr("相手のキャラクターファイル(このファイルからの相対パス)"))
        self.partner.textEdited.connect(lambda t: self._change(self.tr("陣営の相手"), SetText("partner", t), "/partner"))
        # ---------------------------------------------------------------- summoning
        self.method = QComboBox()
        self.method.setObjectName("summonMethod")
        for value, label in zip(METHODS, (self.tr("単独召喚"), self.tr("触媒召喚"), self.tr("家伝触媒召喚"),
                                          self.tr("継戦"))):
            self.method.addItem(label, value)
        self.method.currentIndexChanged.connect(lambda i: self._summon("method", self.method.itemData(i)))
        self.rank_level = QSpinBox()
        self.rank_level.setObjectName("summonRankLevel")
        self.rank_level.setRange(6, 12)
        self.rank_level.setSpecialValueText(self.tr("相手のファイルから"))
        self.rank_level.valueChanged.connect(lambda v: self._summon("servant_rank_level", v if v >= 7 else None))
        self.catalyst = QComboBox()
        self.catalyst.setObjectName("summonCatalyst")
        self.catalyst.addItem(self.tr("常備化ポイント"), "upkeep")
        self.catalyst.addItem(self.tr("伝承保菌者の宝具"), "noble_phantasm")
        self.catalyst.currentIndexChanged.connect(lambda i: self._summon("catalyst", self.catalyst.itemData(i)))
        self.mystic_code = QLineEdit()
        self.mystic_code.setMaxLength(LIMITS["name"])
        self.mystic_code.setObjectName("summonMysticCode")
        self.mystic_code.setPlaceholderText(self.tr("触媒を兼ねる礼装の名前"))
        self.mystic_code.textEdited.connect(lambda t: self._summon("mystic_code", t, typing=True))
        self.paid_with = QComboBox()
        self.paid_with.setObjectName("summonPaidWith")
        for value, label in (("upkeep", self.tr("常備化ポイント")), ("fp", "FP"), ("equipment", self.tr("装備ポイント")),
                             ("hp_mp", self.tr("HP・MP常時消費"))):
            self.paid_with.addItem(label, value)
        self.paid_with.currentIndexChanged.connect(lambda i: self._summon("paid_with", self.paid_with.itemData(i)))
        # L147: the 常時消費 price split between HP and MP as the player likes
        self.hp_upkeep, self.mp_upkeep = QSpinBox(), QSpinBox()
        for name, spin, field in (("summonHpUpkeep", self.hp_upkeep, "hp_upkeep"),
                                  ("summonMpUpkeep", self.mp_upkeep, "mp_upkeep")):
            spin.setObjectName(name)
            spin.setRange(0, 99)
            spin.valueChanged.connect(lambda v, f=field: self._summon(f, v))
        self.fated = QCheckBox(self.tr("運命遭遇召喚"))
        self.fated.setObjectName("summonFated")
        self.fated.toggled.connect(lambda on: self._summon("fated_encounter", on))
        self.summon_box = QGroupBox(self.tr("召喚"))
        form = QFormLayout(self.summon_box)
        form.addRow(self.tr("召喚方法"), self.method)
        form.addRow(self.tr("サーヴァントのランクレベル"), self.rank_level)
        form.addRow(self.tr("家伝触媒"), self.catalyst)
        form.addRow(self.tr("礼装を兼ねる"), self.mystic_code)
        form.addRow(self.tr("継戦の支払い"), self.paid_with)
        form.addRow(self.tr("常時消費HP"), self.hp_upkeep)
        form.addRow(self.tr("常時消費MP"), self.mp_upkeep)
        form.addRow("", self.fated)
        # ---------------------------------------------------------------- troops
        self.troops = QTableWidget(0, 5)
        self.troops.setObjectName("troopTable")
        self.troops.setHorizontalHeaderLabels([self.tr("名前"), self.tr("取得方法"), self.tr("ランクレベル"),
                                               self.tr("礼装・宝具"), ""])
        add = QPushButton(self.tr("トループを追加"))
        add.setObjectName("addTroop")
        add.clicked.connect(lambda: self._change(self.tr("トループを追加"),
                                                 edits.AddEntry("troops", {"method": "wealth", "rank_level": 1})))
        troop_box = QGroupBox(self.tr("トループ"))
        troop_layout = QVBoxLayout(troop_box)
        troop_layout.addWidget(self.troops)
        troop_layout.addWidget(add)
        top = QFormLayout()
        top.addRow(self.tr("陣営の相手"), self.partner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.summon_box)
        layout.addWidget(troop_box)

    # ------------------------------------------------------------------ edits
    def _change(self, label: str, edit, merge: str | None = None) -> None:
        self.page.send(edit, label, merge)

    def _summon(self, field: str, value, typing: bool = False) -> None:
        self._change(self.tr("召喚") + f": {field}", edits.SetSummoning(field, value),
                     f"/summoning/{field}" if typing else None)

    def _troop(self, r: int, field: str, value, typing: bool = False) -> None:
        self._change(self.tr("トループ") + f" {r + 1}: {field}", edits.SetEntryField("troops", r, field, value),
                     f"/troops/{r}/{field}" if typing else None)

    def _make_troop_rows(self, count: int) -> None:
        self.troops.setRowCount(count)
        labels = (self.tr("財産ポイント"), self.tr("常備化ポイント"), self.tr("魔術"), self.tr("礼装"), self.tr("宝具"))
        for r in range(count):
            name, method, rl, item, remove = QLineEdit(), QComboBox(), QSpinBox(), QLineEdit(), QPushButton("✕")
            name.setMaxLength(LIMITS["name"])
            name.setObjectName(f"troopName_{r}")
            name.textEdited.connect(lambda t, r=r: self._troop(r, "name", t, typing=True))
            method.setObjectName(f"troopMethod_{r}")
            for value, label in zip(TROOP_METHODS, labels):
                method.addItem(label, value)
            method.currentIndexChanged.connect(lambda i, r=r, c=method: self._troop(r, "method", c.itemData(i)))
            rl.setObjectName(f"troopRankLevel_{r}")
            rl.setRange(1, 20)
            rl.valueChanged.connect(lambda v, r=r: self._troop(r, "rank_level", v))
            item.setMaxLength(LIMITS["name"])
            item.setObjectName(f"troopItem_{r}")
            item.textEdited.connect(lambda t, r=r: self._troop(r, "item", t, typing=True))
            remove.clicked.connect(lambda _=False, r=r: self._change(self.tr("トループを削除"), edits.RemoveEntry("troops", r)))
            for c, w in enumerate((name, method, rl, item, remove)):
                self.troops.setCellWidget(r, c, w)

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        b = self.page.build
        if self.partner.text() != b.partner:
            with QSignalBlocker(self.partner):
                self.partner.setText(b.partner)
        s = b.summoning
        master = self.page.session.sheet.kind == "master"
        self.summon_box.setVisible(master)
        widgets = (self.method, self.rank_level, self.catalyst, self.mystic_code, self.paid_with, self.fated,
                   self.hp_upkeep, self.mp_upkeep)
        blockers = [QSignalBlocker(w) for w in widgets]
        method = s.method if s else "solo"
        self.method.setCurrentIndex(max(0, self.method.findData(method)))
        self.rank_level.setValue(s.servant_rank_level if s and s.servant_rank_level else 6)
        self.catalyst.setCurrentIndex(max(0, self.catalyst.findData(s.catalyst if s else "upkeep")))
        if self.mystic_code.text() != (s.mystic_code if s else ""):
            self.mystic_code.setText(s.mystic_code if s else "")
        self.paid_with.setCurrentIndex(max(0, self.paid_with.findData(s.paid_with if s else "upkeep")))
        self.fated.setChecked(bool(s and s.fated_encounter))
        self.hp_upkeep.setValue(s.hp_upkeep if s else 0)
        self.mp_upkeep.setValue(s.mp_upkeep if s else 0)
        del blockers
        paid = method in ("family_catalyst", "carry_over")
        self.rank_level.setEnabled(paid)
        self.catalyst.setEnabled(method == "family_catalyst")
        self.mystic_code.setEnabled(method == "family_catalyst")
        self.paid_with.setEnabled(method == "carry_over")
        by_upkeep = method == "carry_over" and s is not None and s.paid_with == "hp_mp"
        self.hp_upkeep.setEnabled(by_upkeep)
        self.mp_upkeep.setEnabled(by_upkeep)
        self.fated.setEnabled(paid)
        if self.troops.rowCount() != len(b.troops):
            self._make_troop_rows(len(b.troops))
        for r, t in enumerate(b.troops):
            name, method_box, rl, item = (self.troops.cellWidget(r, c) for c in range(4))
            with QSignalBlocker(name), QSignalBlocker(method_box), QSignalBlocker(rl), QSignalBlocker(item):
                if name.text() != t.name:
                    name.setText(t.name)
                method_box.setCurrentIndex(max(0, method_box.findData(t.method)))
                rl.setValue(t.rank_level or 1)
                rl.setEnabled(t.method in ("wealth", "upkeep", "magic"))
                if item.text() != t.item:
                    item.setText(t.item)
                item.setEnabled(t.method in ("mystic_code", "noble_phantasm"))
