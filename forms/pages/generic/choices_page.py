"""クラス and other options: each option of the step as a combo box (one choice) or check
boxes (several).

Contract: choosing sends :class:`builder.kit.edits.SetOption`; what that drops (アーチャーの+15
after leaving アーチャー) is named in the status bar. An option that does not apply now (not
for this kind, or its ``when`` does not hold: the engine is asked, :func:`builder.kit.edits.option_applies`)
is disabled with the reason shown under it. The chosen choice's rule text (with its seed line) is
shown; a choice needing the GM's approval says so.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from builder.kit.edits import SetOption, dropped, option_applies
from builder.kit.formulawords import formula_words

from forms.session.text import name_of, text_of, tip
from .base import GenericPage

WHEN_IS = re.compile(r"^(\w+?)_is_(\w+)$")


class ChoicesPage(GenericPage):
    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.heading())
        self.boxes: dict[str, QGroupBox] = {}
        self.combos: dict[str, QComboBox] = {}
        self.checks: dict[str, dict[str, QCheckBox]] = {}
        self.notes: dict[str, QLabel] = {}
        self.texts: dict[str, QLabel] = {}
        for oid in step.options:
            column.addWidget(self._option_box(self.idx.options[oid]))
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        QVBoxLayout(self).addWidget(scroll)
        self.refresh()

    def _option_box(self, o) -> QGroupBox:
        box = QGroupBox(name_of(o, self.lang) + (f"  (L{o.line})" if o.line else ""))
        box.setObjectName(f"optionBox_{o.id}")
        layout = QVBoxLayout(box)
        if text_of(o, self.lang):
            about = QLabel(text_of(o, self.lang))
            about.setWordWrap(True)
            layout.addWidget(about)
        if not o.choices:
            layout.addWidget(QLabel(self.tr("選択肢はGMがユーザーパックに入力します(まだありません)")))
        elif o.max == 1:
            combo = QComboBox()
            combo.setObjectName(f"option_{o.id}")
            combo.addItem(self.tr("(未選択)"), "")
            for c in o.choices:
                combo.addItem(self._choice_name(c), c.id)
                combo.setItemData(combo.count() - 1, tip(text_of(c, self.lang)), 3)  # Qt.ToolTipRole
            combo.activated.connect(lambda _i, oid=o.id, cb=combo: self._choose(oid, (cb.currentData(),) if cb.currentData() else ()))
            self.combos[o.id] = combo
            layout.addWidget(combo)
        else:
            self.checks[o.id] = {}
            for c in o.choices:
                check = QCheckBox(self._choice_name(c))
                check.setObjectName(f"option_{o.id}_{c.id}")
                check.setToolTip(tip(text_of(c, self.lang)))
                check.clicked.connect(lambda _on=False, oid=o.id: self._choose(oid, self._checked(oid)))
                self.checks[o.id][c.id] = check
                layout.addWidget(check)
        text = QLabel()
        text.setWordWrap(True)
        text.setObjectName(f"optionText_{o.id}")
        note = QLabel()
        note.setObjectName(f"optionNote_{o.id}")
        note.setStyleSheet("color: #805000;")
        note.setWordWrap(True)
        layout.addWidget(text)
        layout.addWidget(note)
        self.boxes[o.id], self.texts[o.id], self.notes[o.id] = box, text, note
        return box

    def _choice_name(self, c) -> str:
        return name_of(c, self.lang) + (self.tr(" (GM確認)") if c.gm else "")

    def _checked(self, oid: str) -> tuple[str, ...]:
        return tuple(cid for cid, check in self.checks[oid].items() if check.isChecked())

    def _choose(self, oid: str, choices: tuple[str, ...]) -> None:
        before = self.build
        edit = SetOption(oid, choices)
        if self.edit(edit):
            lost = dropped(self.pack, before, self.build, self.lang)
            if lost:
                self.say(self.tr("この選択で外れました: %1").replace("%1", self.tr("、").join(lost)), 15000)
        self.refresh()

    def _reason(self, o) -> str:
        """Why ``o`` cannot be chosen now, in the pack's words."""
        if o.kinds is not None and self.build.type not in o.kinds:
            kinds = (", " if self.lang == "en" else "・").join(name_of(k, self.lang) for k in self.content.kinds if k.id in o.kinds)
            return self.tr("%1だけが選べます").replace("%1", kinds)
        parts = []
        for term in (o.when or "").split(" or "):
            m = WHEN_IS.match(term.strip())
            if m and m.group(1).startswith("setting_"):  # a reading the GM switches (pack readings)
                parts.append(self._reading_words(m.group(1)[8:], m.group(2)))
                continue
            other = self.idx.options.get(m.group(1)) if m else None
            choice = next((c for c in other.choices if c.id == m.group(2)), None) if other else None
            if choice is None:
                # a formula beyond 「option_is_choice」: said with the pack's names, never its ids
                return self.tr("今の選択では選べません(条件: %1)").replace(
                    "%1", formula_words(self.idx, o.when or "", self.lang))
            parts.append(f"{name_of(other, self.lang)}: {name_of(choice, self.lang)}")
        return self.tr("%1 のときだけ選べます").replace("%1", " / ".join(parts))

    def _reading_words(self, reading_id: str, value: str) -> str:
        """A reading the GM switches, named by its seed line and whether it is the default, never
        by its id (「GMの設定: L64の読みを切り替え」)."""
        reading = next((r for r in self.content.readings if r.id == reading_id), None)
        line = f"L{reading.line}" if reading is not None and reading.line else ""
        if reading is not None and str(reading.value) == value:
            return self.tr("GMの設定: %1の読みが既定").replace("%1", line)
        return self.tr("GMの設定: %1の読みを切り替え").replace("%1", line)

    def refresh(self) -> None:
        build, sheet = self.build, self.session.sheet
        for oid, box in self.boxes.items():
            o = self.idx.options[oid]
            chosen = build.options.get(oid, [])
            ok = option_applies(self.pack, build, oid, sheet if chosen else None)
            box.setEnabled(ok or bool(chosen))
            self.notes[oid].setText("" if ok else self._reason(o))
            if oid in self.combos:
                combo = self.combos[oid]
                with QSignalBlocker(combo):
                    combo.setCurrentIndex(max(0, combo.findData(chosen[0])) if chosen else 0)
            for cid, check in self.checks.get(oid, {}).items():
                with QSignalBlocker(check):
                    check.setChecked(cid in chosen)
            texts = [f"{name_of(c, self.lang)}: {text_of(c, self.lang)}" + (f" (L{c.line})" if c.line else "")
                     for c in o.choices if c.id in chosen and text_of(c, self.lang)]
            self.texts[oid].setText("\n".join(texts))

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        oid = parts[1] if len(parts) > 1 else ""
        widget = self.combos.get(oid) or next(iter(self.checks.get(oid, {}).values()), None) or self.boxes.get(oid)
        if widget is not None:
            widget.setFocus()
        return widget is not None
