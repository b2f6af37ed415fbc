"""The roster's table (ファイル → ロスター): one row per character file, the columns of
``grail-builder audit``.

Contract:
- :class:`RosterModel` holds :mod:`builder.gm.audit` results by file: a :class:`~builder.gm.audit.Row`
  (a character) or an :class:`~builder.gm.audit.Unreadable` (a file that cannot be read, its
  problem in the name cell, in red). :meth:`RosterModel.put` adds or replaces a file's row
  (a :class:`~builder.gm.audit.Skipped` file has none), :meth:`RosterModel.drop` removes it.
- Columns, as the audit's: ファイル (relative to the roster's folder), 名前, システム, タイプ,
  レベル, then one column per pool of the roster (keyed by system and pool id, in the order
  first met; a column no row has any more goes), each cell ``total/spent/remaining`` (red when
  overspent), then エラー, GM確認, 警告, 失効承認 (approvals that lapsed: builder.core.approvals).
- ``SORT_ROLE`` gives what a column sorts by: numbers as numbers (a pool by what remains, so
  the overspent come first), text case-folded; an empty cell sorts below every number. A first
  click on a count's header sorts the most first, on any other header the least first.
- :class:`RosterFilter` (the proxy the view shows) sorts by ``SORT_ROLE`` and keeps the rows whose
  text columns (file, name, system, type, or one of them) contain the filter text, ignoring case.
"""
from __future__ import annotations

import os
from collections import Counter

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel

from builder.gm.audit import Row, Unreadable

SORT_ROLE = int(Qt.UserRole) + 1
FILE_ROLE = int(Qt.UserRole) + 2
# Qt's roles looked up once: each ``Qt.DisplayRole`` costs ~25 µs in PySide6 6.11
DISPLAY, TOOLTIP, FOREGROUND, ALIGNMENT = (int(Qt.DisplayRole), int(Qt.ToolTipRole), int(Qt.ForegroundRole),
                                           int(Qt.TextAlignmentRole))
RIGHT = int(Qt.AlignRight | Qt.AlignVCenter)
ROLES = (DISPLAY, TOOLTIP, FOREGROUND, ALIGNMENT, SORT_ROLE)
HORIZONTAL, INITIAL_ORDER = Qt.Horizontal, int(Qt.InitialSortOrderRole)
ASCENDING, DESCENDING = Qt.AscendingOrder, Qt.DescendingOrder
RED, AMBER = QBrush(QColor("#c00000")), QBrush(QColor("#805000"))
# the text columns (file, name, system, type) a filter searches
TEXT_COLUMNS = (0, 1, 2, 3)
EMPTY = float("-inf")  # an empty number cell: below every number, whichever way one sorts


class RosterModel(QStandardItemModel):
    """The rows, held as Qt items (painting and sorting 5,000 rows run in C++, never calling
    back into Python for each cell)."""

    def __init__(self, folder: str, parent=None):
        super().__init__(parent)
        self.folder = folder
        self.files: list[str] = []  # row order
        self.entries: dict[str, Row | Unreadable] = {}
        self.pools: list[tuple[str, str]] = []  # (system, pool id), a column each
        self.pool_names: dict[tuple[str, str], str] = {}
        self._pool_rows: Counter = Counter()  # how many rows have each pool
        self._relatives: dict[str, str] = {}
        self.setColumnCount(9)
        fixed = [self.tr("ファイル"), self.tr("名前"), self.tr("システム"), self.tr("タイプ"), self.tr("レベル")]
        for col, text in enumerate(fixed):
            self._head(col, text, text, ASCENDING)
        for col, text in enumerate((self.tr("エラー"), self.tr("GM確認"), self.tr("警告"), self.tr("失効承認")), 5):
            self._head(col, text, text, DESCENDING)  # a count's first click: the most first

    def _head(self, col: int, text: str, tip: str, order) -> None:
        item = QStandardItem(text)
        item.setToolTip(tip)
        item.setData(order, INITIAL_ORDER)
        self.setHorizontalHeaderItem(col, item)

    # ------------------------------------------------------------------ changes
    def put(self, result) -> None:
        """Add or replace the row of ``result.file`` (a Skipped file: its row goes)."""
        if not isinstance(result, (Row, Unreadable)):
            self.drop(result.file)
            return
        old = self.entries.get(result.file)
        self._count_pools(old, -1)
        self._count_pools(result, +1)
        self.entries[result.file] = result
        if isinstance(result, Row):
            for pool in result.pools:
                if (result.system, pool.id) not in self.pool_names:
                    self._add_pool(result.system, pool.id, pool.name)
        items = self._items(result.file)
        if old is not None:
            row = self.files.index(result.file)
            for col, item in enumerate(items):
                self.setItem(row, col, item)
        else:
            self.files.append(result.file)
            self.appendRow(items)
        self._prune_pools()

    def drop(self, file: str) -> None:
        if file not in self.entries:
            return
        row = self.files.index(file)
        del self.files[row]
        self._count_pools(self.entries.pop(file), -1)
        self.removeRow(row)
        self._prune_pools()

    def _add_pool(self, system: str, pool_id: str, name: str) -> None:
        """A pool column (overspent first on the first click); every row's cell in it filled."""
        col = 5 + len(self.pools)
        self.pools.append((system, pool_id))
        self.pool_names[(system, pool_id)] = name
        self.insertColumn(col, [self._item(file, col) for file in self.files])
        self._head(col, name, self.tr("%1 (%2): 合計/使用/残り。並べ替えは残りの順").replace("%1", name)
                   .replace("%2", system), ASCENDING)

    def _count_pools(self, entry, step: int) -> None:
        if isinstance(entry, Row):
            for pool in entry.pools:
                self._pool_rows[(entry.system, pool.id)] += step

    def _prune_pools(self) -> None:
        """Remove the columns of pools no row has any more (a system's last file went)."""
        for i in reversed(range(len(self.pools))):
            if self._pool_rows[self.pools[i]] <= 0:
                del self.pool_names[self.pools.pop(i)]
                self.removeColumn(5 + i)

    def _items(self, file: str) -> list[QStandardItem]:
        return [self._item(file, col) for col in range(9 + len(self.pools))]

    def _item(self, file: str, col: int) -> QStandardItem:
        item = QStandardItem()
        item.setEditable(False)
        item.setData(file, FILE_ROLE)
        for role in ROLES:
            value = self._cell(file, col, role)
            if value is not None:
                item.setData(value, role)
        return item

    def _cell(self, file: str, col: int, role: int):
        """One cell's value for one role (None: the role is not set)."""
        entry = self.entries[file]
        if isinstance(entry, Unreadable):
            return self._unreadable(entry, col, role)
        if role == DISPLAY:
            value = self._value(entry, col)
            if value is None:
                return ""
            if isinstance(value, tuple):
                return "/".join(str(v) for v in value)
            return str(value)
        if role == SORT_ROLE:
            value = self._value(entry, col)
            if isinstance(value, tuple):
                return value[2]  # a pool: what remains
            if isinstance(value, str):
                return value.casefold()
            return EMPTY if value is None else value
        if role == ALIGNMENT:
            return RIGHT if col >= 4 else None
        if role == FOREGROUND:
            return self._colour(entry, col)
        if role == TOOLTIP:
            if col == 0:
                return file
            value = self._value(entry, col)
            if isinstance(value, tuple):
                return self.tr("合計 %1 / 使用 %2 / 残り %3").replace("%1", str(value[0])).replace(
                    "%2", str(value[1])).replace("%3", str(value[2]))
        return None

    def _relative(self, file: str) -> str:
        if file not in self._relatives:
            try:
                self._relatives[file] = os.path.relpath(file, self.folder)
            except ValueError:  # another drive (Windows)
                self._relatives[file] = file
        return self._relatives[file]

    def _value(self, row: Row, col: int):
        """A cell's value: text, a number, a pool's (total, spent, remaining), or None."""
        if col < 5:
            return (self._relative(row.file), row.name or self.tr("無名"), _system_name(row.system),
                    row.type_name, row.level)[col]
        if col >= 5 + len(self.pools):
            return (row.errors, row.gm, row.warnings, row.lapsed)[col - 5 - len(self.pools)]
        system, pool_id = self.pools[col - 5]
        if row.system != system:
            return None
        for pool in row.pools:
            if pool.id == pool_id:
                return (pool.total, pool.spent, pool.remaining)
        return None

    def _colour(self, row: Row, col: int):
        value = self._value(row, col)
        counts = 5 + len(self.pools)
        if isinstance(value, tuple) and value[2] < 0:
            return RED
        if col == counts and row.errors:
            return RED
        if col == counts + 1 and row.gm:
            return AMBER
        if col == counts + 3 and row.lapsed:
            return AMBER
        return None

    def _unreadable(self, entry: Unreadable, col: int, role):
        """A file that cannot be read: its name and its problem (red), the rest empty."""
        prefix = f"{entry.file}: "
        problem = entry.problem[len(prefix):] if entry.problem.startswith(prefix) else entry.problem
        if role == DISPLAY:
            if col == 0:
                return self._relative(entry.file)
            return self.tr("(読めません) %1").replace("%1", problem) if col == 1 else ""
        if role == SORT_ROLE:
            if col == 0:
                return self._relative(entry.file).casefold()
            return "" if col < 4 else EMPTY
        if role == FOREGROUND and col < 2:
            return RED
        if role == TOOLTIP and col < 2:
            return entry.problem
        return None


class RosterFilter(QSortFilterProxyModel):
    """Sorting by ``SORT_ROLE``; the rows whose text columns contain the filter text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self.text = ""
        self.columns: tuple[int, ...] = TEXT_COLUMNS

    def set_filter(self, text: str, columns: tuple[int, ...] = TEXT_COLUMNS) -> None:
        if not hasattr(self, "beginFilterChange"):  # Qt before 6.9
            self.text, self.columns = text.strip().casefold(), columns
            self.invalidateRowsFilter()
            return
        self.beginFilterChange()
        self.text, self.columns = text.strip().casefold(), columns
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row, source_parent) -> bool:  # noqa: N802 - Qt API
        if not self.text:
            return True
        model = self.sourceModel()
        return any(self.text in (model.index(source_row, c, source_parent).data() or "").casefold()
                   for c in self.columns)


def _system_name(system: str) -> str:
    """The system by its rulebook's title in the window's language (issue 28: never its id)."""
    from builder.core.packs import system_title

    from forms.session.text import app_language
    return system_title(system, app_language())
