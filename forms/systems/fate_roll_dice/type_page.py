"""タイプ (L610): the character's type, its base stats and base class skills.

Changing the type is one undo step that resets stats and class skills to the new type's base
(as ``grail-builder new`` would) and keeps name, profile and alignment; ranks are kept only when
the kind (master/servant) stays the same. When that takes away stats or skills bought or ranks
(:mod:`.typechange`), :meth:`TypePage.ask_type_change` asks first (cancel keeps everything and
puts the combo back) and the status bar then says what went. The 区分 line says what the kind
means for ranks; a トループ has none and writes its ランクレベル as a number (L1653, L367).
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QMessageBox, QTextBrowser, QVBoxLayout

from builder.kit.editrefusal import EditRefused
from builder.systems.fate_roll_dice.edits import SetType

from ...pages.base import Page
from forms.session.text import name_of, text_of, with_note
from ...widgets.plain import PlainLabel
from .levels import level_label


class TypePage(Page):
    page_id = "type"

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.system_label = PlainLabel()
        self.type_combo = QComboBox()
        self.type_combo.setObjectName("typeCombo")
        for t in self.pack.types.values():
            self.type_combo.addItem(with_note(name_of(t, self.lang), name_of(self.pack.kinds[t.kind], self.lang)), t.id)
        self.type_combo.currentIndexChanged.connect(self._type_chosen)
        self.kind_label = PlainLabel()
        self.kind_label.setWordWrap(True)  # a troop's note is a sentence; the window stays narrowable
        self.base_label = PlainLabel()
        self.base_label.setObjectName("baseStats")
        self.text = QTextBrowser()
        self.text.setObjectName("typeText")
        self.text.setPlaceholderText(self.tr("このタイプには説明文がありません。"))
        # the next step in words: what to choose here and where to go next (issue 28 item 3)
        self.hint = PlainLabel()
        self.hint.setObjectName("typeHint")
        self.hint.setWordWrap(True)
        self.hint.setText(self._hint_text())
        form = QFormLayout()
        form.addRow(self.tr("システム"), self.system_label)
        form.addRow(self.tr("タイプ"), self.type_combo)
        form.addRow(self.tr("区分"), self.kind_label)
        form.addRow(self.tr("基本ステータス・クラススキル"), self.base_label)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(form)
        layout.addWidget(self.text, 1)
        self.refresh()

    def refresh(self) -> None:
        t = self.pack.find_type(self.build.type)
        self.system_label.setText(name_of(self.pack.manifest, self.lang))  # the rulebook's title, not the folder id
        with QSignalBlocker(self.type_combo):
            self.type_combo.setCurrentIndex(self.type_combo.findData(t.id if t else ""))
        if t is None:
            return
        kind = self.pack.kinds[t.kind]
        self.kind_label.setText(self._kind_text(kind))
        stats = "  ".join(f"{name_of(self.pack.stats[s], self.lang)} {level_label(v)}" for s, v in t.stats.items())
        skills = "  ".join(f"{name_of(self.pack.skills.get(s.skill), self.lang)} {s.level}" for s in t.skills)
        self.base_label.setText(stats + ("\n" + skills if skills else ""))
        self.text.setPlainText(text_of(t, self.lang) or text_of(kind, self.lang))

    def _hint_text(self) -> str:
        """What to do on this page: choose the type; then the next step, by its name."""
        steps = list(self.pack.content.steps)
        here = next((i for i, st in enumerate(steps) if st is self.step), 0)
        text = self.tr("まずタイプ(クラス)を選びます。基本ステータスとクラススキルはタイプで決まります。")
        if here + 1 < len(steps):
            text += self.tr("選んだら左の一覧の「%1」へ進みます。").replace("%1", name_of(steps[here + 1], self.lang))
        return text

    def _kind_text(self, kind) -> str:
        """What the kind means for ranks: a count of ranks, or for a troop the written rank level."""
        if getattr(kind, "troop", False):
            # L1653 「ランクレベル:(サーヴァント・マスターと異なり数字で表記)」; L367 the stats and FP it brings
            level = self.build.troop_rank_level
            return (self.tr("%1: ランクを持たず、ランクレベルを数字で書きます(今: %2。ランクの手順で書きます)。"
                            "各ステータスは1+ランクレベル÷2(切り上げ)レベルから始まり、ランクレベル2・4・6では"
                            "ランクレベル+6 FPを得ます。")
                    .replace("%1", name_of(kind, self.lang))
                    .replace("%2", str(level) if level is not None else self.tr("未記入")))
        return (self.tr("%1: ランク %2〜%3個、ランクレベル = %4 + ランク数")
                .replace("%1", name_of(kind, self.lang)).replace("%2", str(kind.ranks_min))
                .replace("%3", str(kind.ranks_max)).replace("%4", str(kind.rank_base)))

    def _type_chosen(self, index: int) -> None:
        type_id = self.type_combo.itemData(index)
        old = self.pack.find_type(self.build.type)
        new_type = self.pack.types[type_id]
        edit = SetType(type_id)
        label = self.tr("タイプ") + f": {name_of(old, self.lang) or self.build.type}→{name_of(new_type, self.lang)}"
        from .typechange import type_change_losses
        try:
            lost = type_change_losses(self, edit.apply(self.pack, self.build))
        except EditRefused:
            lost = []  # send() below reports why the edit is refused
        if lost and not self.ask_type_change(name_of(new_type, self.lang), lost):
            self.refresh()  # the combo shows the type the character still has
            return
        if self.send(edit, label) and lost:
            window = self.window()
            if hasattr(window, "statusBar"):
                window.statusBar().showMessage(label + " — " + " ".join(lost), 15000)

    def ask_type_change(self, new_name: str, lost: list[str]) -> bool:
        """Whether to change the type although ``lost`` goes (a question box; Cancel keeps all)."""
        answer = QMessageBox.question(
            self, self.tr("タイプの変更"),
            self.tr("タイプを%1に変えると:").replace("%1", new_name) + "\n\n" + "\n".join(lost) + "\n\n"
            + self.tr("変更しますか?(元に戻すで戻せます)"),
            QMessageBox.Ok | QMessageBox.Cancel, QMessageBox.Cancel)
        return answer == QMessageBox.Ok

    def focus_path(self, path: str) -> bool:
        self.type_combo.setFocus()
        return True
