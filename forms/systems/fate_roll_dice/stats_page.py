"""ステータス (L860–914): letter grades, 「+」/「−」 marks with their conditions, base values,
and the FP each stat costs (or refunds when lowered below its base, L889–890).

Levels below a stat's floor are shown disabled with the reason in the tooltip (L889). The base,
label and dice come from the sheet's typed ``stats`` section, as every export prints them.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from builder.core.sections import StatRow, StatSection
from builder.systems.fate_roll_dice.edits import SetStatLevel, SetStatMarks

from ...pages.base import Page, set_focus_key
from forms.session.text import name_of, tip
from ...widgets.plain import PlainLabel
from .levels import LEVELS, letter_of, level_label
from .madness_box import MadnessBox
from .marks_editor import MarksEditor


class StatsPage(Page):
    page_id = "stats"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.inner = QWidget()
        self.grid = QGridLayout(self.inner)
        heads = [self.tr("ステータス"), self.tr("基本"), self.tr("レベル"), self.tr("FP"), self.tr("判定"),
                 self.tr("「+」「−」と条件")]
        for col, head in enumerate(heads):
            label = QLabel(f"<b>{head}</b>")
            self.grid.addWidget(label, 0, col)
        self.grid.setColumnStretch(5, 1)
        self.rows: dict[str, dict] = {}
        self.kind_stats: tuple[str, ...] = ()
        self.derived = PlainLabel()
        self.derived.setObjectName("statsDerived")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.inner)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        self.madness = MadnessBox(self)  # 狂化の「+」 (L1170), shown only with 狂化
        layout.addWidget(self.madness)
        layout.addWidget(self.derived)
        self.refresh()

    def _make_rows(self, stat_ids: tuple[str, ...]) -> None:
        for row in self.rows.values():
            for w in row.values():
                w.deleteLater()
        self.rows = {}
        for r, sid in enumerate(stat_ids, start=1):
            sdef = self.pack.stats[sid]
            combo = QComboBox()
            combo.setObjectName(f"stat_{sid}")
            set_focus_key(combo, f"stat:{sid}")
            for letter in LEVELS:
                combo.addItem(level_label(letter), letter)
            floor = self.pack.level(sdef.gm_floor or sdef.floor)
            for i in range(1, floor):
                item = combo.model().item(i)
                item.setEnabled(False)
                item.setToolTip(tip(self.tr("%1の下限は%2です").replace("%1", name_of(sdef, self.lang)).replace("%2", sdef.floor)))
            combo.currentIndexChanged.connect(lambda i, s=sid: self._set_level(s, LEVELS[i]))
            marks = MarksEditor(f"/stats/{sid}")
            marks.setObjectName(f"marks_{sid}")
            set_focus_key(marks, f"stat:{sid}")
            marks.edited.connect(lambda m, key, s=sid: self._set_marks(s, m, key))
            row = {"name": PlainLabel(name_of(sdef, self.lang)), "base": PlainLabel(), "combo": combo,
                   "fp": PlainLabel(), "dice": PlainLabel(), "marks": marks}
            row["fp"].setObjectName(f"statFp_{sid}")
            for col, key in enumerate(("name", "base", "combo", "fp", "dice", "marks")):
                self.grid.addWidget(row[key], r, col, Qt.AlignmentFlag.AlignTop)
            self.rows[sid] = row
        self.kind_stats = stat_ids
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(len(stat_ids) + 1, 1)  # rows stay together at the top

    def refresh(self) -> None:
        sheet = self.session.sheet
        t = self.pack.find_type(self.build.type)
        stat_ids = tuple(self.pack.kinds[t.kind].stats) if t else ()
        if stat_ids != self.kind_stats:
            self._make_rows(stat_ids)
        costs: dict[str, int] = {}
        for line in sheet.ledger:
            if line.pool == "fp" and line.path.startswith("/stats/"):
                sid = line.path.split("/")[2]
                costs[sid] = costs.get(sid, 0) + line.amount
        figures = self._figures()
        for sid, row in self.rows.items():
            choice = self.build.stats.get(sid)
            figure = figures.get(sid)
            base = letter_of(figure.base_label) if figure else "-"
            row["base"].setText(level_label(base))
            with QSignalBlocker(row["combo"]):
                row["combo"].setCurrentIndex(LEVELS.index(choice.level if choice else base))
            cost = costs.get(sid, 0)
            row["fp"].setText(self.tr("返却 %1").replace("%1", str(-cost)) if cost < 0 else str(cost))
            row["dice"].setText(f"{figure.label if figure else ''}  {figure.dice if figure else 0}D")
            row["marks"].set_marks([m.model_dump() for m in (choice.marks if choice else [])])
        self.madness.refresh(stat_ids)
        derived = sheet.derived
        self.derived.setText("  ".join(f"{k.upper()} {derived[k]}" for k in ("hp", "mp", "iv") if k in derived)
                             + "  " + self.tr("幸運振り直し %1").replace("%1", str(derived.get("luck_rerolls", 0))))

    def _figures(self) -> dict[str, StatRow]:
        """The sheet's stat rows by id: its typed ``stats`` section (:mod:`builder.core.sections`)."""
        section = self.session.sheet.section("stats")
        return {r.id: r for r in section.rows} if isinstance(section, StatSection) else {}

    def _set_level(self, sid: str, letter: str) -> None:
        old = self.build.stats.get(sid)
        frm = old.level if old else "-"
        name = f"{name_of(self.pack.stats[sid], self.lang)} {level_label(frm)}→{level_label(letter)}"  # undo names it in the UI's language
        self.send(SetStatLevel(sid, letter), name, show_cost=True)

    def _set_marks(self, sid: str, marks: list, merge_key: str) -> None:
        figure = self._figures().get(sid)
        base = letter_of(figure.base_label) if figure else "-"  # a stat not bought keeps its base
        signs = "".join("+" if m["sign"] == "+" else "−" for m in marks)
        self.send(SetStatMarks(sid, tuple(marks), base),
                  f"{name_of(self.pack.stats[sid], self.lang)} " + self.tr("マーク") + f" {signs or '—'}",
                  merge_key or None, show_cost=not merge_key)

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        if parts[0] == "madness" and self.madness.isVisible():
            self.madness.setFocus()
            return True
        if len(parts) > 1 and parts[1] in self.rows:
            target = self.rows[parts[1]]["marks" if "marks" in parts else "combo"]
            target.setFocus()
            return True
        return False
