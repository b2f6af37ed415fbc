"""狂化の「+」の使い道 on the ステータス step (L1169–1172): where the player puts the "+" on 狂化.

Contract: a view over the page's session, shown only while the character has 狂化. One row a
stat: 順番 (the order 狂化 raises stats in), 「+2」 (this stat takes two steps instead of two
stats one), 「+」 (a "+" on a stat 狂化 raised) and 「余りの+」 (where the "+" a stat at A cannot
hold go, L1171). Each change is one undo step through a named edit (``page.send``); the engine says what is
legal (its findings show under the page), this box only writes ``build.madness``.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QCheckBox, QGridLayout, QGroupBox, QLabel, QSpinBox

from builder.systems.fate_roll_dice.context import STAT_ORDER
from builder.systems.fate_roll_dice.edits import SetMadness

from forms.session.text import name_of


class MadnessBox(QGroupBox):
    def __init__(self, page, parent=None):
        super().__init__(parent)
        self.page = page
        self.setObjectName("madnessBox")
        self.setTitle(self.tr("狂化の「+」の使い道"))
        self.grid = QGridLayout(self)
        self.summary = QLabel()
        self.summary.setObjectName("madnessSummary")
        self.summary.setWordWrap(True)
        self.grid.addWidget(self.summary, 0, 0, 1, 5)
        for col, head in enumerate((self.tr("ステータス"), self.tr("上昇順"), self.tr("+2にする"),
                                    self.tr("「+」を付ける"), self.tr("余りの「+」"))):
            self.grid.addWidget(QLabel(f"<b>{head}</b>"), 1, col)
        self.grid.setColumnStretch(5, 1)  # the columns stay together on the left
        self.rows: dict[str, dict] = {}
        self.stats: tuple[str, ...] = ()

    def _make_rows(self, stats: tuple[str, ...]) -> None:
        for row in self.rows.values():
            for w in row.values():
                w.deleteLater()
        self.rows = {}
        for r, sid in enumerate(stats, start=2):
            order, doubled, marks, overflow = QSpinBox(), QCheckBox(), QSpinBox(), QSpinBox()
            order.setRange(1, len(stats))
            order.setObjectName(f"madnessOrder_{sid}")
            order.valueChanged.connect(lambda v, s=sid: self._write_order(s, v))
            doubled.setObjectName(f"madnessDoubled_{sid}")
            doubled.toggled.connect(lambda on, s=sid: self._write_list("doubled", s, 1 if on else 0))
            for spin, field in ((marks, "marks"), (overflow, "overflow")):
                spin.setRange(0, 2)  # at most two "+" on a stat (L914)
                spin.setObjectName(f"madness{field.title()}_{sid}")
                spin.valueChanged.connect(lambda v, s=sid, f=field: self._write_list(f, s, v))
            row = {"name": QLabel(name_of(self.page.pack.stats[sid], self.page.lang)), "order": order,
                   "doubled": doubled, "marks": marks, "overflow": overflow}
            for col, key in enumerate(("name", "order", "doubled", "marks", "overflow")):
                self.grid.addWidget(row[key], r, col, Qt.AlignmentFlag.AlignLeft)
            self.rows[sid] = row
        self.stats = stats

    def refresh(self, stats: tuple[str, ...]) -> None:
        b = self.page.build
        kyouka = [s for s in b.skills if s.id == "kyouka"]
        self.setVisible(bool(kyouka))
        if not kyouka:
            return
        if stats != self.stats:
            self._make_rows(stats)
        plus = sum(1 for s in kyouka for m in s.marks if m.sign == "+")
        self.summary.setText(self.tr("狂化の「+」%1個: 1個ごとに、上昇したステータスに「+」1個、上昇順の変更、"
                                     "二つの+1を一つの+2に、のどれか1つ。余りの「+」は"
                                     "Aのステータスに付き切らない分の割り振り先です。").replace("%1", str(plus)))
        m = b.madness
        order = self._order()
        for sid, row in self.rows.items():
            with QSignalBlocker(row["order"]), QSignalBlocker(row["doubled"]), \
                    QSignalBlocker(row["marks"]), QSignalBlocker(row["overflow"]):
                row["order"].setValue(order.index(sid) + 1 if sid in order else len(order))
                row["doubled"].setChecked(bool(m and sid in m.doubled))
                row["marks"].setValue(min(2, m.marks.count(sid)) if m else 0)
                row["overflow"].setValue(min(2, m.overflow.count(sid)) if m else 0)

    # ------------------------------------------------------------------ edits
    def _order(self) -> list[str]:
        usual = [s for s in STAT_ORDER if s in self.stats]
        m = self.page.build.madness
        return list(m.order) + [s for s in usual if s not in m.order] if m and m.order else usual

    def _write_order(self, sid: str, place: int) -> None:
        """Move ``sid`` to ``place`` (1-based); the others keep their order."""
        usual = [s for s in STAT_ORDER if s in self.stats]
        order = self._order()
        order.remove(sid)
        order.insert(place - 1, sid)

        self.page.send(SetMadness("order", tuple([] if order == usual else order)), self.tr("狂化の上昇順"))

    def _write_list(self, field: str, sid: str, count: int) -> None:
        madness = self.page.build.madness
        kept = [s for s in (getattr(madness, field) if madness else []) if s != sid]
        label = {"doubled": self.tr("狂化の+2"), "marks": self.tr("狂化の「+」"), "overflow": self.tr("余りの「+」")}[field]
        self.page.send(SetMadness(field, tuple(kept + [sid] * count)),
                       f"{label}: {name_of(self.page.pack.stats[sid], self.page.lang)}")
