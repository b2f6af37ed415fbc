"""The budget bar: every pool's total / spent / remaining, and the next step's price.

Contract: :meth:`BudgetBar.refresh` reads ``session.sheet`` only and shows every pool it has,
named by the sheet's own labels (a data system's pack names: ステータス合計 …) or, by
default, :data:`builder.words.messages.POOL_LABELS`; a remaining below zero is
shown red. :meth:`set_hint` shows the price of the next step of the focused item (text made by
the system's window plug-in, :attr:`forms.systems.SystemUI.next_step_text`). It also shows rank level, HP, MP and IV, which change with
almost every edit.
"""
from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from builder.words.messages import DERIVED_LABELS, POOL_LABELS

from forms.session.text import esc
from .plain import PlainLabel

SHOWN_DERIVED = ("rank_level", "hp", "mp", "iv")


class BudgetBar(QFrame):
    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setObjectName("budgetBar")
        self.setFrameShape(QFrame.StyledPanel)
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(8, 4, 8, 4)
        self.pool_labels: dict[str, QLabel] = {}
        self.derived_label = PlainLabel()
        self.hint_label = PlainLabel()
        self.hint_label.setObjectName("nextStep")
        self.hint_label.setStyleSheet("color: #2050a0; font-weight: bold;")
        self.layout_.addWidget(self.derived_label)
        self.layout_.addStretch(1)
        self.layout_.addWidget(self.hint_label)
        self.refresh()

    def refresh(self) -> None:
        sheet, lang = self.session.sheet, self.session.lang
        labels = POOL_LABELS[lang]
        for pid in list(self.pool_labels):
            if pid not in sheet.pools:
                self.pool_labels.pop(pid).deleteLater()
        for i, (pid, pool) in enumerate(sheet.pools.items()):
            label = self.pool_labels.get(pid)
            if label is None:
                label = QLabel()
                label.setObjectName(f"pool_{pid}")
                self.pool_labels[pid] = label
                self.layout_.insertWidget(i, label)
            color = "#c00000" if pool.remaining < 0 else "#000000"
            own = sheet.labels.get(pid)
            name = ((own[1] or own[0]) if lang == "en" else own[0]) if own else labels.get(pid, pid).split(" (")[0]
            label.setText(f"<b>{esc(name)}</b> {pool.spent}/{pool.total} "
                          f"<span style='color:{color}'>(" + esc(self.tr("残り")) + f" {pool.remaining})</span>")
            label.setProperty("overspent", pool.remaining < 0)
        derived = DERIVED_LABELS[lang]
        self.derived_label.setText("  ".join(f"{derived.get(k, k)} {sheet.derived[k]}"
                                             for k in SHOWN_DERIVED if k in sheet.derived))

    def set_hint(self, text: str) -> None:
        self.hint_label.setText(f"" + self.tr("次の段階") + f"  {text}" if text else "")

    def pool_text(self, pool_id: str) -> str:
        label = self.pool_labels.get(pool_id)
        return label.text() if label else ""
