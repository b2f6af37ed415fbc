"""A トループ's ランクレベル on the ランク step (L1653: written as a number; L366–369).

Contract: shown only when the character is a troop (its kind has ``troop``); a troop has no
ranks, so the box says what the rank level gives (stats start at 1 + ceil(RL ÷ 2) levels and RL
2, 4 and 6 bring RL + 6 FP, L367) and edits ``troop_rank_level`` as one undo step.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox

from builder.systems.fate_roll_dice.edits import SetTroopRankLevel


class TroopLevelBox(QGroupBox):
    def __init__(self, page, parent=None):
        super().__init__(parent)
        self.page = page
        self.setObjectName("troopLevelBox")
        self.setTitle(self.tr("トループのランクレベル"))
        self.spin = QSpinBox()
        self.spin.setObjectName("troopRankLevel")
        self.spin.setRange(1, 20)
        self.spin.valueChanged.connect(self._set)
        self.note = QLabel(self.tr("トループはランクを持たず、ランクレベルを数字で書きます。各ステータスは"
                                   "1+ランクレベル÷2(切り上げ)レベルから始まり、ランクレベル2・4・6では"
                                   "ランクレベル+6 FPを得ます。"))
        self.note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("ランクレベル"), self.spin)
        form.addRow(self.note)

    def refresh(self) -> bool:
        """Show or hide the box; True when the character is a troop."""
        t = self.page.pack.find_type(self.page.build.type)
        troop = bool(t and getattr(self.page.pack.kinds[t.kind], "troop", False))
        self.setVisible(troop)
        if troop:
            with QSignalBlocker(self.spin):
                self.spin.setValue(self.page.build.troop_rank_level or 1)
        return troop

    def _set(self, value: int) -> None:
        self.page.send(SetTroopRankLevel(value), self.tr("トループのランクレベル") + f" {value}")
