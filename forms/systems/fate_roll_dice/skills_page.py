"""スキル (L917–951, list L1118–1375): a searchable, filterable catalogue of every skill and an
editor for the character's skills: level, the ○○ choice, options (魔術's systems, 魔眼/武術
effects), GM price, invested FP, marks, 使用制限/使用リスク and the player's 効果詳細 (``note``);
beside it, on a second tab, the character's スキルコンボ (:mod:`.combo_editor`).

Skills a rule forbids for this character are disabled with the reason in the tooltip; levels
above a skill's maximum and options that need the GM say so in their tooltip.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QHeaderView,
                               QLineEdit, QListWidget, QListWidgetItem, QPlainTextEdit, QPushButton, QSpinBox,
                               QSplitter, QTabWidget, QTableView, QTextBrowser, QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.core.sections import ListSection
from builder.words.places import skill_display_name
from builder.systems.fate_roll_dice import edits

from forms.common.keys import activate_on_keys
from forms.session.models import ID_ROLE
from ...pages.base import Page, set_focus_key
from forms.session.text import name_of, text_of, tip
from ...widgets.plain import PlainLabel
from ...widgets.scrolled import scrolled
from .levels import LEVELS
from .limits_editor import LimitsEditor
from .marks_editor import MarksEditor
from .models import SkillFilterProxy, SkillListModel
from .skill_info import category_name, describe, option_label, options_summary


class SkillsPage(Page):
    page_id = "skills"
    _described: tuple[str, int] | None = None  # the text _describe set, and its document's revision then

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        self.model = SkillListModel(self.pack, self)
        self.proxy = SkillFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        splitter = QSplitter()
        splitter.setObjectName("skillsSplitter")
        splitter.addWidget(self._catalogue())
        from .combo_editor import ComboEditor
        self.combo_editor = ComboEditor(self)
        self.side_tabs = QTabWidget()  # the character's skills, and its スキルコンボ (L940–947)
        self.side_tabs.setObjectName("skillSideTabs")
        self.side_tabs.addTab(scrolled(self._editor()), self.tr("取得スキル"))
        self.side_tabs.addTab(self.combo_editor, self.tr("スキルコンボ"))
        # the chosen skill's text beside the catalogue, above the editor: always in sight,
        # never below the fold of a small window (issue 28 item 3)
        side = QSplitter(Qt.Orientation.Vertical)
        side.setObjectName("skillsSideSplitter")
        side.addWidget(self.text)
        side.addWidget(self.side_tabs)
        side.setStretchFactor(0, 2)
        side.setStretchFactor(1, 3)
        side.setChildrenCollapsible(False)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        from forms.common.windowstate import restore_splitter
        restore_splitter(splitter)  # where the user left the divider last time
        restore_splitter(side)
        self.refresh()

    @property
    def current(self) -> int:
        """The held skill shown in the editor (-1: none); kept in the session, so the page
        rebuilt for a language switch opens on the same skill."""
        return self.session.view_state.get("skills", -1)

    @current.setter
    def current(self, row: int) -> None:
        self.session.view_state["skills"] = row

    # ------------------------------------------------------------------ layout
    def _catalogue(self) -> QWidget:
        box = QWidget()
        self.search = QLineEdit()
        self.search.setObjectName("skillSearch")
        self.search.setPlaceholderText(self.tr("スキル名で検索"))
        self.search.textChanged.connect(lambda t: self.proxy.set_filter(text=t))
        self.category = QComboBox()
        self.category.setObjectName("skillCategory")
        self.category.addItem(self.tr("全分類"), "")
        for cat in sorted({s.category for s in self.pack.skills.values()}):
            self.category.addItem(category_name(cat, self.lang), cat)
        self.category.currentIndexChanged.connect(lambda i: self.proxy.set_filter(category=self.category.itemData(i)))
        for combo in (self.category,):  # a long category name must not widen the window past 1024 px
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
        self.cost = QComboBox()
        self.cost.setObjectName("skillCost")
        for label, value in ((self.tr("全FP"), None), ("1 FP/Lv", 1), ("2 FP/Lv", 2), ("3 FP/Lv", 3),
                             ("4+ FP/Lv", 4), (self.tr("マイナス"), "minus"), (self.tr("GM裁定"), "gm")):
            self.cost.addItem(label, value)
        self.cost.currentIndexChanged.connect(lambda i: self.proxy.set_filter(cost=self.cost.itemData(i)))
        self.allowed = QCheckBox(self.tr("取得可能のみ"))
        self.allowed.setObjectName("skillAllowed")
        self.allowed.toggled.connect(lambda on: self.proxy.set_filter(allowed_only=on))
        self.affordable = QCheckBox(self.tr("今のFPで取れるもの"))
        self.affordable.setObjectName("skillAffordable")
        self.affordable.toggled.connect(lambda on: self.proxy.set_filter(affordable_only=on))
        self.table = QTableView()
        self.table.setObjectName("skillCatalogue")
        self.table.verticalHeader().hide()  # before the model (no row sections laid out)
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.table.doubleClicked.connect(lambda _: self._add_selected())
        self.table.selectionModel().currentRowChanged.connect(self._preview)
        activate_on_keys(self.table, lambda _: self._add_selected())  # Enter adds, as the double-click does
        self.add_button = QPushButton(self.tr("スキルを追加 →"))
        self.add_button.setObjectName("addSkill")
        self.add_button.clicked.connect(self._add_selected)
        filters, checks = QHBoxLayout(), QHBoxLayout()  # two rows: the page fits a 1024-pixel window
        for w in (self.category, self.cost):
            filters.addWidget(w, 1)
        for w in (self.allowed, self.affordable):
            checks.addWidget(w)
        checks.addStretch(1)
        layout = QVBoxLayout(box)
        layout.addWidget(self.search)
        layout.addLayout(filters)
        layout.addLayout(checks)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.add_button)
        return box

    def _editor(self) -> QWidget:
        box = QWidget()
        self.held = QListWidget()
        self.held.setObjectName("heldSkills")
        self.held.currentRowChanged.connect(self._select)
        self.remove_button = QPushButton(self.tr("スキルを外す"))
        self.remove_button.setObjectName("removeSkill")
        self.remove_button.clicked.connect(self._remove)
        self.level = QComboBox()
        self.level.setObjectName("skillLevel")
        for letter in LEVELS[1:]:
            self.level.addItem(letter, letter)
        self.level.currentIndexChanged.connect(lambda i: self._set_level(LEVELS[i + 1]))
        self.choice = QLineEdit()
        self.choice.setMaxLength(LIMITS["line"])
        self.choice.setObjectName("skillChoice")
        self.choice.textEdited.connect(lambda t: self._set_field("choice", t, self.tr("○○"), typing=True))
        self.options = QListWidget()
        self.options.setObjectName("skillOptions")
        self.options.setMaximumHeight(130)
        self.options.itemChanged.connect(self._option_toggled)
        self.gm_price = QSpinBox()
        self.gm_price.setObjectName("skillGmPrice")
        self.gm_price.setRange(-10, 20)
        self.gm_price.setSpecialValueText(self.tr("未設定"))
        self.gm_price.setMinimum(-11)
        self.gm_price.valueChanged.connect(lambda v: self._set_field("fp_per_level", None if v == -11 else v,
                                                                     self.tr("GM価格"), typing=True))
        self.invested = QSpinBox()
        self.invested.setObjectName("skillInvested")
        self.invested.setRange(-60, 60)
        self.invested.valueChanged.connect(lambda v: self._set_field("fp", v, self.tr("投入FP"), typing=True))
        # 能力障害 (L1241–1242): how many of its levels stop the partner's basic abilities
        self.partner_levels = QSpinBox()
        self.partner_levels.setObjectName("skillPartnerLevels")
        self.partner_levels.setRange(0, 6)
        self.partner_levels.valueChanged.connect(lambda v: self._set_field("partner_levels", v, self.tr("相手に及ぶLv")))
        self.marks = MarksEditor("/skills")
        self.marks.edited.connect(lambda m, key: self._set_field("marks", m, self.tr("マーク"), key or None))
        self.limits = LimitsEditor("/skills")
        self.limits.edited.connect(lambda v, key: self._set_field("limits", v, self.tr("使用制限・リスク"), key or None))
        self.revealed = QCheckBox(self.tr("公開済み(判定に使用した)"))
        self.revealed.setObjectName("skillRevealed")
        self.revealed.setToolTip(tip(self.tr("使用して他の参加者に見られたスキル(L302)。公開用の書き出しに載ります。")))
        self.revealed.toggled.connect(lambda on: self._set_field("revealed", on, self.tr("公開済み")))
        # the player's own text for the skill: the sheet's 「:(効果詳細・使用制限・使用リスク・+or−条件等)」 (L1548)
        self.note = QPlainTextEdit()
        self.note.setObjectName("skillNote")
        self.note.setPlaceholderText(self.tr("効果詳細・演出など(シートのスキル欄に載ります)"))
        self.note.setMaximumHeight(64)
        self.note.setTabChangesFocus(True)
        self.note.setUndoRedoEnabled(False)  # undo is the window's named steps (forms.app.undonav)
        self.note.textChanged.connect(lambda: self._set_field("note", self.note.toPlainText()[:LIMITS["text"]],
                                                              self.tr("効果詳細"), typing=True))
        self.text = QTextBrowser()
        self.text.setObjectName("skillDescription")
        self.text.setMinimumHeight(120)
        self.text.setPlaceholderText(self.tr("一覧のスキルを選ぶと、ここに説明とレベルごとのFPが出ます。"))
        self.form = QFormLayout()
        self.form.addRow(self.tr("レベル"), self.level)
        self.form.addRow(self.tr("○○"), self.choice)
        self.options_price = PlainLabel()
        self.options_price.setObjectName("skillOptionsPrice")
        self.options_price.setWordWrap(True)
        self.form.addRow(self.tr("オプション"), self.options)
        self.form.addRow("", self.options_price)
        self.form.addRow(self.tr("GM価格 FP/Lv"), self.gm_price)
        self.form.addRow(self.tr("「??」の投入FP"), self.invested)
        self.form.addRow(self.tr("相手に及ぶLv"), self.partner_levels)
        self.form.addRow(self.tr("「+」「−」"), self.marks)
        self.form.addRow(self.tr("制限・リスク"), self.limits)
        self.form.addRow("", self.revealed)
        self.form.addRow(self.tr("効果詳細"), self.note)
        layout = QVBoxLayout(box)
        layout.addWidget(self.held, 1)
        layout.addWidget(self.remove_button)
        layout.addLayout(self.form)
        return box

    # ------------------------------------------------------------------ refresh
    def refresh(self) -> None:
        sheet = self.session.sheet
        fp = sheet.pools.get("fp")
        self.model.set_context(sheet.kind, fp.remaining if fp else 0, self.lang)
        section = sheet.section("skills")  # the typed skill list, by the build's entry (worded alone: Sheet.section)
        rows = {r.path: r for r in section.rows} if isinstance(section, ListSection) else {}
        with QSignalBlocker(self.held):
            while self.held.count() > len(self.build.skills):
                self.held.takeItem(self.held.count() - 1)
            for i, choice in enumerate(self.build.skills):
                sdef = self.pack.skills.get(choice.id)
                row = rows.get(f"/skills/{i}")
                label = skill_display_name(name_of(sdef, self.lang) or choice.id, choice.choice)
                label += f"  {row.level if row else choice.level}  {row.cost if row else 0} FP"
                label += "  [" + self.tr("公開済み") + "]" if choice.revealed else ""
                if i >= self.held.count():
                    self.held.addItem(QListWidgetItem())
                self.held.item(i).setText(label)
            if self.current >= len(self.build.skills):
                self.current = len(self.build.skills) - 1
            self.held.setCurrentRow(self.current)
        self._show_current()
        self.combo_editor.refresh()

    def _show_current(self) -> None:
        i = self.current
        enabled = 0 <= i < len(self.build.skills)
        for w in (self.level, self.choice, self.options, self.gm_price, self.invested, self.partner_levels,
                  self.marks, self.limits, self.revealed, self.remove_button, self.note):
            w.setEnabled(enabled)
        set_focus_key(self.level, f"skill:{i}")
        set_focus_key(self.marks, f"skill:{i}")
        self.marks.key = self.limits.key = f"/skills/{i}"
        if not enabled:
            self.text.clear()
            with QSignalBlocker(self.note):
                self.note.clear()
            return
        choice = self.build.skills[i]
        if self.note.toPlainText() != choice.note:
            with QSignalBlocker(self.note):
                self.note.setPlainText(choice.note)
        sdef = self.pack.skills.get(choice.id)
        max_level = self.pack.level(sdef.max_level) if sdef else 6
        with QSignalBlocker(self.level):
            for n in range(1, 7):
                item = self.level.model().item(n - 1)
                item.setEnabled(n <= max_level)
                item.setToolTip("" if n <= max_level else tip(self.tr("最大レベルは%1です").replace("%1", sdef.max_level)))
            self.level.setCurrentIndex(max(0, self.pack.level(choice.level) - 1))
        with QSignalBlocker(self.choice):
            if self.choice.text() != choice.choice:
                self.choice.setText(choice.choice)
            label = ((self.lang == "en" and sdef.choice_label_en) or sdef.choice_label or "") if sdef else ""
            self.choice.setPlaceholderText(label)
        self._fill_options(sdef, choice)
        pricing = sdef.pricing.type if sdef else ""
        needs_gm_price = pricing == "gm" or (sdef is not None and any(o.delta is None for o in sdef.options))
        self.gm_price.setEnabled(needs_gm_price)
        self.invested.setEnabled(pricing == "invested")
        with QSignalBlocker(self.gm_price), QSignalBlocker(self.invested), QSignalBlocker(self.partner_levels):
            self.gm_price.setValue(-11 if choice.fp_per_level is None else choice.fp_per_level)
            self.invested.setValue(choice.fp or 0)
            self.partner_levels.setValue(choice.partner_levels)
        self.partner_levels.setEnabled(choice.id in ("servant_nouryoku_shougai", "master_nouryoku_shougai"))
        with QSignalBlocker(self.revealed):
            self.revealed.setChecked(choice.revealed)
        self.marks.set_marks([m.model_dump() for m in choice.marks])
        self.limits.set_limits([x.model_dump() for x in choice.limits])
        if sdef:
            self._describe(sdef)

    def _describe(self, sdef) -> None:
        """Show ``sdef``'s text beside the catalogue; the same text already shown is not set
        again (every edit of the held skill repainted it: laid out anew, the costliest part of
        the page's refresh). Shown means: set here and the box not changed since (its
        document's revision)."""
        html = describe(self.pack, sdef, self.lang)
        if self._described != (html, self.text.document().revision()):
            self.text.setHtml(html)
            self._described = (html, self.text.document().revision())

    def _fill_options(self, sdef, choice) -> None:
        with QSignalBlocker(self.options):
            self.options.clear()
            for option in (sdef.options if sdef else []):
                item = QListWidgetItem(option_label(sdef, option, self.lang))
                item.setData(ID_ROLE, option.id)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if option.id in choice.options
                                   else Qt.CheckState.Unchecked)
                # the option's rule text (English twin in English mode), where the list has no room for it
                words = [text_of(option, self.lang)] + ([self.tr("GMの許可が必要です")] if option.gm_approval else [])
                item.setToolTip(tip("\n".join(w for w in words if w)))
                self.options.addItem(item)
        summary = options_summary(sdef, list(choice.options)) if sdef else ""
        self.options_price.setText(summary)
        self.options_price.setVisible(bool(summary))

    def _preview(self, current, _previous=None) -> None:
        """A catalogue row chosen: its text and the FP of each level, before it is added."""
        sdef = self.pack.skills.get(self.proxy.data(current, ID_ROLE) or "") if current.isValid() else None
        if sdef is not None:
            self._describe(sdef)

    # ------------------------------------------------------------------ edits
    def _select(self, row: int) -> None:
        self.current = row
        self._show_current()

    def _add_selected(self) -> None:
        index = self.table.currentIndex()
        if not index.isValid() or not (self.proxy.flags(index) & Qt.ItemFlag.ItemIsEnabled):
            return
        sid = self.proxy.data(index, ID_ROLE)
        self.add_skill(sid)

    def add_skill(self, sid: str, level: str = "E") -> None:
        name = self.tr("スキル追加: %1").replace("%1", f"{name_of(self.pack.skills[sid], self.lang)} {level}")
        self.current = len(self.build.skills)
        if not self.send(edits.AddSkill(sid, level), name, show_cost=True):
            self.current = len(self.build.skills) - 1

    def _remove(self) -> None:
        i = self.current
        if not 0 <= i < len(self.build.skills):
            return
        sdef = self.pack.skills.get(self.build.skills[i].id)
        self.send(edits.RemoveSkill(i), self.tr("スキル削除: %1").replace("%1", sdef.name if sdef else "?"),
                  show_cost=True)

    def _set_level(self, letter: str) -> None:
        i = self.current
        if not 0 <= i < len(self.build.skills):
            return
        choice = self.build.skills[i]
        name = f"{self.pack.skills[choice.id].name if choice.id in self.pack.skills else choice.id} {choice.level}→{letter}"
        self.send(edits.SetSkillLevel(i, letter), name, show_cost=True)

    def _set_field(self, field: str, value, label: str, merge: str | None = None, typing: bool = False) -> None:
        i = self.current
        if not 0 <= i < len(self.build.skills):
            return
        sdef = self.pack.skills.get(self.build.skills[i].id)
        key = merge or (f"/skills/{i}/{field}" if typing else None)
        self.send(edits.SetSkillField(i, field, value), f"{sdef.name if sdef else '?'}: {label}",
                  key, show_cost=not typing)

    def _option_toggled(self, _item) -> None:
        chosen = [self.options.item(r).data(ID_ROLE) for r in range(self.options.count())
                  if self.options.item(r).checkState() == Qt.CheckState.Checked]
        self._set_field("options", chosen, self.tr("オプション"))

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        if parts[0] == "combos":
            self.side_tabs.setCurrentWidget(self.combo_editor)
            self.combo_editor.focus_path(parts)
            return True
        self.side_tabs.setCurrentIndex(0)
        if len(parts) > 1 and parts[1].isdigit() and int(parts[1]) < len(self.build.skills):
            self.held.setCurrentRow(int(parts[1]))
            field = parts[2] if len(parts) > 2 else "level"
            target = {"level": self.level, "choice": self.choice, "options": self.options, "marks": self.marks,
                      "limits": self.limits, "fp_per_level": self.gm_price, "fp": self.invested,
                      "revealed": self.revealed, "note": self.note}.get(field, self.level)
            target.setFocus()
            return True
        self.table.setFocus()
        return True
