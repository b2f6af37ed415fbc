"""Stats on a scale (レベル, 【筋】…【宝】, a rank E…EX): one row per stat of the step's groups.

Contract: each row shows the stat's name, an editor over its scale (a spin box in the scale's
steps for numbers, 5-point steps; a combo box of labels for a ladder), the chosen
value, the bonus (class corrections …), the final value with its scale label, and the points
it costs. The pools these groups spend are shown live above the rows (total, spent,
remaining). A change sends :class:`builder.kit.edits.SetStat` when the value is committed (Enter,
arrows, leaving the field), one undo step per stat and field visit.

The figures come from the sheet's typed stat sections (:func:`builder.core.sections.stat_rows`).
A stat the pack rolls (``StatDef.die``: a set-up roll) gets a 振る button: it
rolls the die on the stat's sheet row (``StatRow.die``; the readings decide it) with the window's generator
(``window.rng``, a :class:`random.Random` a test seeds), shows 「1d20 → 14」 beside the field
and sets the value with the same named edit as typing (one undo step; the checks re-run).
Typing the roll made at the table works as before; the shown roll is hidden while the value
is not the rolled one (typed over, undone) and back when it is again (redone).
"""
from __future__ import annotations

import random

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSpinBox,
                               QVBoxLayout, QWidget)

from builder.core.dice import die_text, roll
from builder.core.sections import base_label as base_label_in, label as label_in, stat_rows
from builder.kit.edits import SetStat

from forms.session.text import esc, name_of, tip
from .base import GenericPage


class ScaleStatsPage(GenericPage):
    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading())
        self.pool_ids = [p.id for p in self.content.pools
                         if any(sp.source == "stats" and sp.group in step.groups for sp in p.spend)]
        self.pool_labels: dict[str, QLabel] = {}
        for pid in self.pool_ids:
            label = QLabel()
            label.setObjectName(f"stepPool_{pid}")
            self.pool_labels[pid] = label
            layout.addWidget(label)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        heads = [self.tr("能力値"), self.tr("選択"), self.tr("基本"), self.tr("補正"), self.tr("最終"), self.tr("コスト")]
        for col, text in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{esc(text)}</b>"), 0, col)
        self.editors: dict[str, QWidget] = {}
        self.cells: dict[str, list[QLabel]] = {}
        self.roll_buttons: dict[str, tuple[QPushButton, QLabel]] = {}
        self.rolled: dict[str, tuple[int, str]] = {}  # stat -> (value rolled, its text)
        if any(self.idx.stats[sid].die for g in step.groups for sid in self.idx.groups.get(g, [])):
            heads.append(self.tr("ダイス"))
            grid.addWidget(QLabel(f"<b>{esc(heads[-1])}</b>"), 0, len(heads) - 1)
        row = 1
        for group in step.groups:
            for sid in self.idx.groups.get(group, []):
                self._add_row(grid, row, self.idx.stats[sid])
                row += 1
        grid.setColumnStretch(len(heads), 1)  # the columns stay together on a wide window
        grid.setRowStretch(row, 1)  # rows stay together at the top when the page is tall
        scroll = QScrollArea()  # fifteen classes are taller than a 1024×640 window leaves
        scroll.setObjectName("statsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(grid_host)
        layout.addWidget(scroll, 1)
        self.refresh()

    def _add_row(self, grid: QGridLayout, row: int, s) -> None:
        scale = self.idx.scales[s.scale]
        name = QLabel(name_of(s, self.lang))
        name.setToolTip(tip(s.text + (f" (L{s.line})" if s.line else "")))
        if scale.is_ladder:
            editor = QComboBox()
            for value in scale.choices():
                editor.addItem(scale.label(value, self.lang), value)
            editor.activated.connect(lambda _i, sid=s.id, e=editor: self._set(sid, e.currentData()))
        else:
            editor = QSpinBox()
            d = scale.definition
            editor.setRange(d.min, d.max)
            editor.setSingleStep(d.step)
            editor.setKeyboardTracking(False)  # one edit per committed value, not per keystroke
            editor.valueChanged.connect(lambda v, sid=s.id: self._set(sid, v))
        editor.setObjectName(f"stat_{s.id}")
        cells = [QLabel() for _ in range(4)]
        for i, cell in enumerate(cells):
            cell.setObjectName(f"stat_{s.id}_{('base', 'bonus', 'final', 'cost')[i]}")
        grid.addWidget(name, row, 0)
        grid.addWidget(editor, row, 1)
        for i, cell in enumerate(cells):
            grid.addWidget(cell, row, 2 + i)
        self.editors[s.id], self.cells[s.id] = editor, [name, *cells]
        if s.die:
            button, shown = QPushButton(self.tr("振る")), QLabel()
            button.setObjectName(f"roll_{s.id}")
            shown.setObjectName(f"rolled_{s.id}")
            button.clicked.connect(lambda _c=False, sid=s.id: self.roll(sid))
            box = QWidget()
            line = QHBoxLayout(box)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(button)
            line.addWidget(shown, 1)
            shown.setMinimumWidth(110)
            grid.addWidget(box, row, 6)
            self.roll_buttons[s.id] = (button, shown)
            self.cells[s.id].append(box)

    def rng(self) -> random.Random:
        """The window's generator (``window.rng``); a page outside a window keeps its own."""
        rng = getattr(self.window(), "rng", None)
        if not isinstance(rng, random.Random):
            rng = self.__dict__.setdefault("_rng", random.Random())
        return rng

    def roll(self, sid: str) -> bool:
        """Roll the stat's die (from its sheet row) and set the value as one named edit."""
        figure = stat_rows(self.session.sheet.sections).get(sid)
        die = figure.die if figure is not None else None
        if die is None:
            return False
        result = roll(die.count, die.faces, self.rng())
        scale = self.idx.scale_of(sid)
        text = result.text() + (f" ({scale.label(result.total, self.lang)})" if scale.is_ladder else "")
        self.rolled[sid] = (result.total, text)
        if result.total == self.build.stats.get(sid):  # the same value again: nothing to edit
            self.refresh()
            return True
        done = self.edit(SetStat(sid, result.total))
        self.refresh()
        return done

    def _set(self, sid: str, value) -> None:
        if value is None or value == self.build.stats.get(sid):
            return
        self.edit(SetStat(sid, int(value)), merge_key=f"/stats/{sid}")
        self.refresh()  # a refused value goes back to the build's

    def refresh(self) -> None:
        sheet, build = self.session.sheet, self.build
        figures = stat_rows(sheet.sections)  # the sheet's typed stat sections, by stat id
        for pid, label in self.pool_labels.items():
            pool = sheet.pools.get(pid)
            pdef = next(p for p in self.content.pools if p.id == pid)
            if pool is None:
                label.setText("")
                continue
            color = "#c00000" if pool.remaining < 0 else "#006000" if pool.remaining == 0 else "#000000"
            text = self.tr("合計 %1 / 使用 %2 / 残り").replace("%1", str(pool.total)).replace("%2", str(pool.spent))
            label.setText(f"<b>{esc(name_of(pdef, self.lang))}</b> {esc(text)} "
                          f"<span style='color:{color}'><b>{pool.remaining}</b></span>")
        for sid, editor in self.editors.items():
            s = self.idx.stats[sid]
            shown = s.kinds is None or build.type in s.kinds
            for w in [editor, *self.cells[sid]]:
                w.setVisible(shown)
            figure = figures.get(sid)
            value = build.stats.get(sid, s.default)
            with QSignalBlocker(editor):
                if isinstance(editor, QComboBox):
                    editor.setCurrentIndex(editor.findData(value))
                else:
                    editor.setValue(value)
            self._show_roll(sid, figure, value)
            if figure is None:
                continue
            scale = self.idx.scales[s.scale]
            cost = scale.cost(figure.base) if self.pool_ids else None
            _name, base, bonus, final, cost_cell = self.cells[sid][:5]
            base.setText(base_label_in(figure, self.lang))
            bonus.setText(f"{figure.bonus:+d}" if figure.bonus else "")
            final.setText(f"<b>{esc(label_in(figure, self.lang))}</b>" + (f" ({figure.value})" if scale.is_ladder else ""))
            cost_cell.setText("" if cost is None else str(cost))

    def _show_roll(self, sid: str, figure, value) -> None:
        if sid not in self.roll_buttons:
            return
        button, shown = self.roll_buttons[sid]
        die = figure.die if figure is not None else None
        button.setEnabled(die is not None)
        button.setToolTip(self.tr("%1 を振って入力します").replace("%1", die_text(die.count, die.faces))
                          if die is not None else self.tr("ダイスが決まっていません"))
        rolled = self.rolled.get(sid)  # shown while the value is the rolled one (typed over or
        shown.setText(rolled[1] if rolled and rolled[0] == value else "")  # undone: hidden; redone: back)

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        editor = self.editors.get(parts[1] if len(parts) > 1 else "") or next(iter(self.editors.values()), None)
        if editor is not None:
            editor.setFocus()
        return editor is not None
