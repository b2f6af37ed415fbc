"""The side table (陣営表): one row per Servant–Master pair of a side file (:mod:`builder.gm.side`).

Contract:
- :func:`open_side` (ファイル → 陣営表を開く…) asks for the file (``ask_side_path``, which tests
  replace), reads it with the main window's packs (``main.pack_for``: the user's and campaign
  packs apply) and shows a :class:`SideWindow`; a side file that cannot be read is a dialog
  naming the file and place, never a crash. The windows are kept on ``main.side_windows``.
- The table: 番号, then per slot (サーヴァント, マスター) the unit's name, the side's columns
  that the pack gives that kind (:func:`builder.gm.side.column_applies`: class, max ヘルス, max
  アジリティ, max ラック, MOV, STN, 令呪: the plug-in's side columns) and its error count. Sortable by any
  column (numbers as numbers; an empty cell sorts first). A member that is missing, unreadable
  or refused shows that state and its reason in its name cell (red), the rest of its cells
  empty. The side's own findings (more than seven pairs, a wrong slot …) are listed above.
- A double-click on a unit's cells opens that character as 開く does (its own window, or the
  window that has it raised: the main window's ``open_paths``, :func:`forms.app.windows.open_paths`); on a member that cannot be
  opened it says why. 再読み込み reads the
  side again (after members were edited).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel, QMainWindow, QPushButton,
                               QTableView, QVBoxLayout, QWidget)

from builder.gm.side import (
    SLOTS, SideError, column_applies, column_label, column_value, columns_of, read_side, slot_name)

from forms.session.packloading import describe
from forms.session.text import esc

SORT_ROLE = Qt.UserRole + 1
FILE_ROLE = Qt.UserRole + 2
RED = QColor("#c00000")


def ask_side_path(main) -> str:
    from forms.common.filedialogs import ask_open_file  # the folder of the last 陣営表, else Documents
    return ask_open_file(main, "side", QCoreApplication.translate("SideWindow", "陣営表を開く"),
                         QCoreApplication.translate("SideWindow", "陣営 (*.json);;すべて (*)"))


def open_side(main, path: str | Path | None = None):
    """Ask for (or take) a side file and show it; the window, or ``None``."""
    path = path or ask_side_path(main)
    if not path:
        return None
    window = SideWindow(main, Path(path))
    if not window.load():
        window.deleteLater()
        return None
    windows = main.__dict__.setdefault("side_windows", [])
    windows.append(window)
    window.show()
    return window


class SideWindow(QMainWindow):
    def __init__(self, main, path: Path):
        super().__init__(main)
        self.setWindowFlag(Qt.Window, True)
        self.main, self.path, self.report = main, path, None
        self.lang = main.lang()
        from forms.common.screenfit import fit_size
        fit_size(self, 1400, 420)  # or less: on the screen (forms.common.screenfit)
        body = QWidget()
        layout = QVBoxLayout(body)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("sideHeading")
        self.heading.setWordWrap(True)  # a long folder wraps instead of widening past the screen
        reload_button = QPushButton(self.tr("再読み込み"))
        reload_button.setObjectName("sideReload")
        reload_button.clicked.connect(self.load)
        top.addWidget(self.heading, 1)
        top.addWidget(reload_button)
        layout.addLayout(top)
        self.findings = QLabel()
        self.findings.setObjectName("sideFindings")
        self.findings.setWordWrap(True)
        layout.addWidget(self.findings)
        self.model = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView()
        self.table.setObjectName("sideTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectItems)
        self.table.verticalHeader().setVisible(False)
        self.table.doubleClicked.connect(self.open_member)
        layout.addWidget(self.table, 1)
        hint = QLabel(self.tr("ダブルクリックでそのキャラクターを開きます。列見出しのクリックで並べ替えます。"))
        hint.setStyleSheet("color: #606060;")
        layout.addWidget(hint)
        self.setCentralWidget(body)

    # ------------------------------------------------------------------ reading
    def load(self) -> bool:
        try:
            self.report = read_side(self.path, self.main.pack_for)
        except SideError as exc:
            self.main.show_error(self.tr("陣営表を開けません"), describe(exc))
            return False
        doc = self.report.doc
        title = self.tr("陣営表")
        self.setWindowTitle(f"{doc.name or self.path.name} — {title}")
        count = self.tr("%1組").replace("%1", str(len(doc.pairs)))
        from builder.gm.side import side_place, system_name  # the system and each place by name, not id or pointer
        try:
            pack = self.main.pack_for(doc.system)
        except Exception:  # noqa: BLE001 - an unknown system: shown by its id
            pack = None
        self.heading.setText(f"<b>{esc(doc.name or self.path.name)}</b> ({esc(system_name(pack, doc.system, self.lang))})"
                             f" {esc(count)}<br><span style='color:#606060'>{wrappable_path(self.path)}</span>")
        lines = [f"<span style='color:{'#c00000' if f.severity == 'error' else '#805000'}'>"
                 f"{esc(f.text if self.lang == 'ja' else f.text_en)} ({esc(side_place(pack, f.path, self.lang))})</span>"
                 for f in self.report.findings]
        self.findings.setText("<br>".join(lines))
        self.findings.setVisible(bool(lines))
        self._fill()
        return True

    def _slot_columns(self) -> dict[str, list[str]]:
        """The columns each slot shows (the pack of the side's system decides)."""
        try:
            pack = self.main.pack_for(self.report.doc.system)
        except Exception:  # noqa: BLE001 - an unknown system: show every column
            pack = None
        self.pack = pack
        return {slot: [c for c in columns_of(self.report.doc) if column_applies(pack, c, slot)] for slot in SLOTS}

    def _fill(self) -> None:
        self.model.clear()
        self.table.setSortingEnabled(False)
        per_slot = self._slot_columns()
        heads, tips = ["#"], ["#"]  # a unit's name column says whose; its other columns only what
        for slot in SLOTS:
            who = slot_name(self.pack, slot, self.lang)
            labels = [self.tr("名前"), *(column_label(self.pack, c, self.lang) for c in per_slot[slot]), self.tr("エラー")]
            heads += [f"{who}\n{labels[0]}", *labels[1:]]
            tips += [f"{who} {label}" for label in labels]
        for col, (text, tip_text) in enumerate(zip(heads, tips)):
            head = QStandardItem(text)
            head.setToolTip(tip_text)  # the full name: サーヴァント 最大ヘルス
            self.model.setHorizontalHeaderItem(col, head)
        rows = []
        for i, pair in enumerate(self.report.pairs):
            label = self.report.doc.pairs[i].label
            row = [self._item(str(i + 1) + (f" {label}" if label else ""), i + 1)]
            for slot in SLOTS:
                row += self._member_cells(pair[slot], per_slot[slot])
            rows.append(row)
        tint = QBrush(QColor("#eef3fa"))  # the second unit's columns, so the two read apart
        for row in rows:
            for item in row[len(per_slot[SLOTS[0]]) + 3:]:
                item.setBackground(tint)
            self.model.appendRow(row)
        for col in range(len(heads)):  # an empty cell sorts first: below every number or text
            values = [r[col].data(SORT_ROLE) for r in rows]
            number = any(isinstance(v, (int, float)) for v in values)
            for r in rows:
                if r[col].data(SORT_ROLE) is None:
                    r[col].setData(float("-inf") if number else "", SORT_ROLE)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.AscendingOrder)
        self.table.resizeColumnsToContents()

    def _item(self, text: str, sort=None, file: Path | None = None) -> QStandardItem:
        item = QStandardItem(text)
        item.setData(sort, SORT_ROLE)
        if file is not None:
            item.setData(str(file), FILE_ROLE)
        return item

    def _member_cells(self, m, columns: list[str]) -> list[QStandardItem]:
        states = {"empty": self.tr("(空き)"), "missing": self.tr("(ファイルがありません)"),
                  "broken": self.tr("(読めません)"), "refused": self.tr("(拒否: 陣営のフォルダの外)")}
        if m.status != "ok":
            name = self._item(f"{states[m.status]} {m.entry}".strip(), m.entry or None, m.file)
            name.setToolTip(m.reason)
            name.setData(m.status, Qt.AccessibleDescriptionRole)
            if m.status != "empty":
                name.setForeground(QBrush(RED))
            return [name, *(self._item("", None, m.file) for _ in columns), self._item("", None, m.file)]
        cells = [self._item(m.build.name or self.tr("無名"), m.build.name, m.file)]
        cells[0].setToolTip(m.entry)
        for c in columns:
            value = column_value(m, c, self.lang)
            cells.append(self._item("—" if value is None else str(value), value, m.file))
            if isinstance(value, int):
                cells[-1].setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
        errors = self._item(str(m.errors), m.errors, m.file)
        errors.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
        if m.errors:
            errors.setForeground(QBrush(RED))
        return [*cells, errors]

    # ------------------------------------------------------------------ actions
    def member_at(self, index):
        """The member (builder.gm.side.Member) of a table cell, or ``None`` (the number column)."""
        source = self.proxy.mapToSource(index)
        per_slot = self._slot_columns()
        col, row = source.column() - 1, source.row()
        for slot in SLOTS:
            width = len(per_slot[slot]) + 2
            if 0 <= col < width:
                return self.report.pairs[row][slot]
            col -= width
        return None

    def open_member(self, index) -> bool:
        member = self.member_at(index)
        if member is None or member.status == "empty":
            return False
        if member.status != "ok":
            self.main.show_error(self.tr("開けません"), f"{member.entry}\n{member.reason}")
            return False
        return bool(self.main.open_paths([str(member.file)]))  # its own window, or the one that has it raised


def wrappable_path(path) -> str:
    """The path, escaped, with a break allowed after each folder (a zero-width space after each
    separator): a deep folder wraps in the heading instead of widening the window."""
    text = esc(str(path))
    for sep in ("/", "\\"):
        text = text.replace(sep, sep + "\u200b")
    return text
