"""The roster's table (ファイル → ロスター): one row per character file, the columns of
``grail-builder audit``.

Contract:
- :class:`RosterModel` holds :mod:`builder.audit` results by file: a :class:`~builder.audit.Row`
  (a character) or an :class:`~builder.audit.Unreadable` (a file that cannot be read, its
  problem in the name cell, in red). :meth:`RosterModel.put` adds or replaces a file's row
  (a :class:`~builder.audit.Skipped` file has none), :meth:`RosterModel.drop` removes it.
- Columns, as the audit's: ファイル (relative to the roster's folder), 名前, システム, タイプ,
  レベル, then one column per pool of the roster (keyed by system and pool id, in the order
  first met; a column no row has any more goes), each cell ``total/spent/remaining`` (red when
  overspent), then エラー, GM確認, 警告.
- ``SORT_ROLE`` gives what a column sorts by: numbers as numbers (a pool by what remains, so
  the overspent come first), text case-folded; an empty cell sorts below every number. A first
  click on a count's header sorts the most first, on any other header the least first.
- :class:`RosterFilter` (the proxy the view shows) sorts by ``SORT_ROLE`` and keeps the rows whose
  text columns (file, name, system, type, or one of them) contain the filter text, ignoring case.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor

from builder.audit import Row, Unreadable

SORT_ROLE = Qt.UserRole + 1
FILE_ROLE = Qt.UserRole + 2
RED, AMBER = QColor("#c00000"), QColor("#805000")
# the text columns (file, name, system, type) a filter searches
TEXT_COLUMNS = (0, 1, 2, 3)
EMPTY = float("-inf")  # an empty number cell: below every number, whichever way one sorts


class RosterModel(QAbstractTableModel):
    def __init__(self, folder: str, parent=None):
        super().__init__(parent)
        self.folder = folder
        self.files: list[str] = []  # row order
        self.entries: dict[str, Row | Unreadable] = {}
        self.pools: list[tuple[str, str]] = []  # (system, pool id), a column each
        self.pool_names: dict[tuple[str, str], str] = {}

    # ------------------------------------------------------------------ changes
    def put(self, result) -> None:
        """Add or replace the row of ``result.file`` (a Skipped file: its row goes)."""
        if not isinstance(result, (Row, Unreadable)):
            self.drop(result.file)
            return
        if isinstance(result, Row):
            for pool in result.pools:
                key = (result.system, pool.id)
                if key not in self.pool_names:
                    col = 5 + len(self.pools)
                    self.beginInsertColumns(QModelIndex(), col, col)
                    self.pools.append(key)
                    self.pool_names[key] = pool.name
                    self.endInsertColumns()
        if result.file in self.entries:
            row = self.files.index(result.file)
            self.entries[result.file] = result
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
        else:
            row = len(self.files)
            self.beginInsertRows(QModelIndex(), row, row)
            self.files.append(result.file)
            self.entries[result.file] = result
            self.endInsertRows()
        self._prune_pools()

    def drop(self, file: str) -> None:
        if file not in self.entries:
            return
        row = self.files.index(file)
        self.beginRemoveRows(QModelIndex(), row, row)
        del self.files[row]
        del self.entries[file]
        self.endRemoveRows()
        self._prune_pools()

    def _prune_pools(self) -> None:
        """Remove the columns of pools no row has any more (a system's last file went)."""
        used = {(r.system, p.id) for r in self.entries.values() if isinstance(r, Row) for p in r.pools}
        for i in reversed(range(len(self.pools))):
            if self.pools[i] not in used:
                self.beginRemoveColumns(QModelIndex(), 5 + i, 5 + i)
                del self.pool_names[self.pools.pop(i)]
                self.endRemoveColumns()

    # ------------------------------------------------------------------ Qt model
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else len(self.files)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802 - Qt API
        return 0 if parent.isValid() else 8 + len(self.pools)

    def headerData(self, section, orientation, role=Qt.DisplayRole):  # noqa: N802 - Qt API
        if orientation != Qt.Horizontal:
            return None
        if role == Qt.InitialSortOrderRole:  # a count's first click: the most first; a pool's: the overspent
            return Qt.DescendingOrder if section >= 5 + len(self.pools) else Qt.AscendingOrder
        if role not in (Qt.DisplayRole, Qt.ToolTipRole):
            return None
        fixed = [self.tr("ファイル"), self.tr("名前"), self.tr("システム"), self.tr("タイプ"), self.tr("レベル")]
        counts = [self.tr("エラー"), self.tr("GM確認"), self.tr("警告")]
        if section < 5:
            return fixed[section]
        if section >= 5 + len(self.pools):
            return counts[section - 5 - len(self.pools)]
        key = self.pools[section - 5]
        if role == Qt.ToolTipRole:
            return self.tr("%1 (%2): 合計/使用/残り。並べ替えは残りの順").replace(
                "%1", self.pool_names[key]).replace("%2", key[0])
        return self.pool_names[key]

    def data(self, index, role=Qt.DisplayRole):
        if not index.isValid():
            return None
        file = self.files[index.row()]
        entry = self.entries[file]
        if role == FILE_ROLE:
            return file
        col = index.column()
        if isinstance(entry, Unreadable):
            return self._unreadable(entry, col, role)
        if role == Qt.DisplayRole:
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
        if role == Qt.TextAlignmentRole and col >= 4:
            return int(Qt.AlignRight | Qt.AlignVCenter)
        if role == Qt.ForegroundRole:
            return self._colour(entry, col)
        if role == Qt.ToolTipRole:
            if col == 0:
                return file
            value = self._value(entry, col)
            if isinstance(value, tuple):
                return self.tr("合計 %1 / 使用 %2 / 残り %3").replace("%1", str(value[0])).replace(
                    "%2", str(value[1])).replace("%3", str(value[2]))
        return None

    def _relative(self, file: str) -> str:
        try:
            return os.path.relpath(file, self.folder)
        except ValueError:  # another drive (Windows)
            return file

    def _value(self, row: Row, col: int):
        """A cell's value: text, a number, a pool's (total, spent, remaining), or None."""
        if col < 5:
            return (self._relative(row.file), row.name or self.tr("無名"), row.system, row.type_name, row.level)[col]
        if col >= 5 + len(self.pools):
            return (row.errors, row.gm, row.warnings)[col - 5 - len(self.pools)]
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
            return QBrush(RED)
        if col == counts and row.errors:
            return QBrush(RED)
        if col == counts + 1 and row.gm:
            return QBrush(AMBER)
        return None

    def _unreadable(self, entry: Unreadable, col: int, role):
        """A file that cannot be read: its name and its problem (red), the rest empty."""
        prefix = f"{entry.file}: "
        problem = entry.problem[len(prefix):] if entry.problem.startswith(prefix) else entry.problem
        if role == Qt.DisplayRole:
            if col == 0:
                return self._relative(entry.file)
            return self.tr("(読めません) %1").replace("%1", problem) if col == 1 else ""
        if role == SORT_ROLE:
            if col == 0:
                return self._relative(entry.file).casefold()
            return "" if col < 4 else EMPTY
        if role == Qt.ForegroundRole and col < 2:
            return QBrush(RED)
        if role == Qt.ToolTipRole and col < 2:
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
