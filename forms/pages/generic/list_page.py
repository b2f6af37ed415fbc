"""Lists the player fills (スキル, 宝具): the entries, adding, editing and removing.

Contract: one section per list of the step (:func:`forms.pages.generic.list_ids`). The table
shows every entry the sheet has (its typed ``list:<list>`` section, each row with its path), the ones a choice grants (class skills, read-only, marked
with where they come from) first, then the player's own. Adding takes a catalogue entry when
the GM has filled the catalogue (the button, or Enter on the catalogue or a row of its open
list), or a free entry with the typed name; the selected own entry is
edited in an :class:`EntryEditor`. The selected row's description (its own text, else its
catalogue entry's, with the seed line), or the catalogue entry being picked, is shown beside the
table (``listText_<list>``), never below the fold (issue 28 item 3). Changes are :class:`builder.kit.edits.AddEntry`,
:class:`~builder.kit.edits.UpdateEntry` and :class:`~builder.kit.edits.RemoveEntry`.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QGroupBox, QHBoxLayout, QHeaderView, QLabel,
                               QLineEdit, QPushButton, QScrollArea, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from builder.core.build import LIMITS
from builder.kit.edits import AddEntry, RemoveEntry, UpdateEntry
from builder.core.sections import ListSection as SheetList, find
from builder.words.places import entry_name

from forms.common.keys import activate_on_keys
from forms.session.text import name_of, text_of
from . import list_ids
from .base import GenericPage
from .entry_editor import EntryEditor


class ListSection(QGroupBox):
    """One list: table, add row, editor."""

    def __init__(self, page: "ListPage", lst):
        super().__init__(name_of(lst, page.lang) + (f"  (L{lst.line})" if lst.line else ""))
        self.page, self.lst = page, lst
        self.setObjectName(f"listBox_{lst.id}")
        layout = QVBoxLayout(self)
        if text_of(lst, page.lang):
            about = QLabel(text_of(lst, page.lang))
            about.setWordWrap(True)
            layout.addWidget(about)
        self.note = QLabel()
        self.note.setStyleSheet("color: #805000;")
        layout.addWidget(self.note)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName(f"list_{lst.id}")
        self.table.setHorizontalHeaderLabels([self.tr("名前"), self.tr("種類"), self.tr("レベル"),
                                              self.tr("コスト"), self.tr("由来・説明")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.Stretch)
        self.table.setMinimumHeight(140)
        self.table.itemSelectionChanged.connect(self._selected)
        beside = QHBoxLayout()  # the table and, beside it, what the selected entry does
        beside.addWidget(self.table, 3)
        beside.addWidget(self._description_pane(), 2)
        layout.addLayout(beside)
        self.shown: list[tuple] = []  # table row → (its sheet row, its catalogue entry, the option granting it)
        add = QHBoxLayout()
        self.catalogue = None
        if lst.catalogue:
            self.catalogue = QComboBox()
            self.catalogue.setObjectName(f"catalogue_{lst.id}")
            for e in lst.catalogue:
                self.catalogue.addItem(name_of(e, page.lang) + (f" {e.level}" if e.level else ""), e.id)
            pick = QPushButton(self.tr("カタログから追加"))
            pick.setObjectName(f"addRef_{lst.id}")
            pick.clicked.connect(lambda: self._add_ref())
            # Enter on the closed combo or on a row of its open list adds, as the button does
            # (the Fate skill catalogue's helper, forms.common.keys)
            activate_on_keys(self.catalogue, lambda _index: self._add_ref())
            activate_on_keys(self.catalogue.view(), self._add_ref)
            self.catalogue.currentIndexChanged.connect(self._describe_catalogue)
            add.addWidget(self.catalogue)
            add.addWidget(pick)
        self.new_name = QLineEdit()
        self.new_name.setMaxLength(LIMITS["name"])
        self.new_name.setObjectName(f"addName_{lst.id}")
        self.new_name.setPlaceholderText(self.tr("自由記入の名前"))
        self.new_name.returnPressed.connect(self._add_free)
        button = QPushButton(self.tr("追加"))
        button.setObjectName(f"add_{lst.id}")
        button.clicked.connect(self._add_free)
        add.addWidget(self.new_name, 1)
        add.addWidget(button)
        layout.addLayout(add)
        pools = [(p.id, name_of(p, page.lang)) for p in page.content.pools
                 if any(sp.source == "list" and sp.list == lst.id for sp in p.spend)]
        classes = [(st.id, name_of(st, page.lang)) for st in page.content.stats
                   if lst.class_group is not None and st.group == lst.class_group]  # a 特技's class (L459)
        self.editor = EntryEditor(lst, pools, page.lang, classes=classes)
        self.editor.edited.connect(self._edited)
        self.editor.remove_clicked.connect(self._remove)
        layout.addWidget(self.editor)
        self.own_rows: list[int] = []  # table row → own index (granted rows are -1)

    def _description_pane(self) -> QScrollArea:
        self.description = QLabel()
        self.description.setObjectName(f"listText_{self.lst.id}")
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.PlainText)  # a player's own text, shown as typed
        self.description.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.description.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.description.setMargin(6)
        pane = QScrollArea()
        pane.setObjectName(f"listTextPane_{self.lst.id}")
        pane.setWidgetResizable(True)
        pane.setWidget(self.description)
        pane.setMinimumWidth(200)
        return pane

    def _describe(self, name: str, kind: str, text: str, line: int | None, origin: str = "") -> None:
        lines = [name] + ([kind] if kind else []) + ([origin] if origin else [])
        lines += ["", text or self.tr("(説明なし)")] + ([f"L{line}"] if line else [])
        self.description.setText("\n".join(lines))

    def _describe_row(self) -> None:
        """The selected row's entry beside the table: its own text and its catalogue entry's."""
        row = self.table.currentRow()
        if not 0 <= row < len(self.shown) or not self.table.selectedItems():
            self.description.setText(self.tr("一覧の項目を選ぶと、その説明がここに出ます"))
            return
        entry, base, origin = self.shown[row]
        lang = self.page.lang
        rule = text_of(base, lang) if base is not None else ""  # the catalogue's rule text
        own = entry.text if entry.text and not (base is not None and entry.text == base.text) else ""
        text = "\n\n".join(t for t in (own, rule) if t)  # the player's note first, then the rule
        self._describe(self.table.item(row, 0).text(), self.table.item(row, 1).text(), text,
                       getattr(base, "line", None), origin)

    def _describe_catalogue(self, index: int) -> None:
        """The catalogue entry being picked, beside the table, before it is added."""
        entry = self.lst.catalogue[index] if 0 <= index < len(self.lst.catalogue) else None
        if entry is not None:
            self._describe(name_of(entry, self.page.lang), self.tr("カタログ"), text_of(entry, self.page.lang),
                           entry.line)

    def _add_ref(self, index=None) -> None:
        """Add the catalogue's entry (``index``: the row Enter was pressed on in the open list)."""
        if index is not None:
            self.catalogue.setCurrentIndex(index.row())
            self.catalogue.hidePopup()
        if self.page.edit(AddEntry(self.lst.id, {"ref": self.catalogue.currentData()})):
            self.select_own(len(self.page.build.lists.get(self.lst.id, [])) - 1)

    def _add_free(self) -> None:
        name = self.new_name.text().strip()
        if self.page.edit(AddEntry(self.lst.id, {"name": name})):
            self.new_name.clear()
            self.select_own(len(self.page.build.lists.get(self.lst.id, [])) - 1)

    def _own_index(self) -> int:
        row = self.table.currentRow()
        return self.own_rows[row] if 0 <= row < len(self.own_rows) else -1

    def _selected(self) -> None:
        """The selected own entry into the editor, with the catalogue entry it was taken from
        (its name and type show where the entry leaves them to the catalogue)."""
        index = self._own_index()
        own = self.page.build.lists.get(self.lst.id, [])
        entry = own[index] if 0 <= index < len(own) else None
        base = next((e for e in self.lst.catalogue if e.id == entry.ref), None) if entry and entry.ref else None
        self.editor.show_entry(entry, base, (index, entry.ref) if entry else None)
        self._describe_row()

    def _edited(self, field: str, value) -> None:
        index = self._own_index()
        if index >= 0:
            self.page.edit(UpdateEntry(self.lst.id, index, {field: value}), merge_key=f"/lists/{self.lst.id}/{index}/{field}")

    def _remove(self) -> None:
        index = self._own_index()
        if index >= 0:
            self.page.edit(RemoveEntry(self.lst.id, index))

    def select_own(self, index: int) -> None:
        if index in self.own_rows:
            self.table.selectRow(self.own_rows.index(index))

    def refresh(self) -> None:
        page, lst = self.page, self.lst
        ok = lst.kinds is None or page.build.type in lst.kinds
        self.setEnabled(ok)
        notes = [] if ok else [self.tr("この種別にはありません")]
        if ok and lst.gm_entered and not lst.catalogue:
            notes.append(self.tr("カタログはGMがユーザーパックに入力します。今は自由記入で追加します。"))
        self.note.setText(" ".join(notes))
        # the sheet's typed list (builder.kit.sections: id list:<list>, none while it is empty)
        section = find(page.session.sheet.sections, f"list:{lst.id}")
        entries = section.rows if isinstance(section, SheetList) else ()
        english = page.lang == "en"
        current = self._own_index()
        with QSignalBlocker(self.table):
            self.table.setRowCount(len(entries))
            self.own_rows, self.shown = [], []
            for row, e in enumerate(entries):
                path = e.path
                own = path.startswith(f"/lists/{lst.id}/")
                self.own_rows.append(int(path.rsplit("/", 1)[1]) if own else -1)
                kind = (english and e.type_en) or e.type
                option = page.idx.options.get(path.split("/")[2]) if not own else None
                origin = e.text if own else self.tr("選択から: %1").replace("%1", name_of(option, page.lang) if option else path)
                cost = e.cost_en if english else e.cost
                # a catalogue pick or a granted class skill by the pack's English name in English
                name = entry_name(page.pack, e.name, page.lang) + ("  [" + self.tr("公開済み") + "]"
                                                                   if own and e.revealed else "")
                level = entry_name(page.pack, e.level, page.lang)  # a class skill's 高 → high
                base = next((c for c in lst.catalogue if c.id == e.id), None) if e.id else None
                self.shown.append((e, base, "" if own else origin))
                for col, text in enumerate((name, kind, level, cost, origin)):
                    cell = QTableWidgetItem(text)
                    if not own:
                        cell.setForeground(Qt.darkGray)
                    self.table.setItem(row, col, cell)
            if current in self.own_rows:
                self.table.selectRow(self.own_rows.index(current))
        self._selected()


class ListPage(GenericPage):
    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        inner = QWidget()
        column = QVBoxLayout(inner)
        column.addWidget(self.heading())
        self.sections = {lid: ListSection(self, self.idx.lists[lid]) for lid in list_ids(self.content, step)}
        for section in self.sections.values():
            column.addWidget(section)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        QVBoxLayout(self).addWidget(scroll)
        self.refresh()

    def refresh(self) -> None:
        for section in self.sections.values():
            section.refresh()

    def focus_path(self, path: str) -> bool:
        parts = path.strip("/").split("/")
        section = self.sections.get(parts[1] if len(parts) > 1 else "")
        if section is None:
            return False
        if len(parts) > 2 and parts[2].isdigit():
            section.select_own(int(parts[2]))
        section.table.setFocus()
        return True
