"""The roster window (ファイル → ロスター…, Ctrl+R): a folder of characters as the table of
``grail-builder audit``, kept up to date with the files on disk.

Contract:
- :func:`open_roster` asks for a folder (:func:`forms.common.filedialogs.ask_folder`: it starts in the last
  roster's folder, else Documents) and shows a :class:`RosterWindow` on it, or raises the one already open on that
  folder. The windows are kept on ``main.roster_windows``.
- Rows come from :func:`builder.gm.audit.audit_file` (the same row as the command's, one file at a
  time) with the main window's packs (``main.packs``: the user's and GM's packs apply; a broken
  user pack is set aside and named above the table, never a modal dialog). The files are those
  :func:`builder.gm.audit.character_files` finds in the folder (recursively, every ``*.json``).
- **Loading is incremental:** files are audited in slices of about 80 ms on the window's own
  event loop, rows appearing as they come (sorted as they arrive; the table repainted at most
  every 0.3 s while loading, since painting costs as much as reading) and the summary line
  saying 「読み込み中 n/N」 until done; the window answers clicks and typing all along. A 100-file folder
  is done in a few slices (audit is ~600 files/s).
- **Following the disk:** a ``QFileSystemWatcher`` watches the folder, its subfolders, its files
  and the partner files they name. Any event starts a 300 ms debounce; then the folder is listed
  again and each file's (mtime, size, inode, mode) compared with what was read: a new file gets a
  row, a removed one loses it, a changed one is audited again, and so is every character whose
  partner file changed (the partner cache entry of that file is dropped first). A file that cannot
  be read shows as a row naming its problem; a folder that went away empties the table and says so.
- The summary line is :func:`builder.gm.auditformat.summary_line` of the rows shown (skipped files,
  not characters, are counted there, not listed).
- A double-click or Enter on a row opens that character as 開く does
  (the main window's ``open_paths``, :func:`forms.app.windows.open_paths`: its own window, the window that already has it raised,
  the error dialog for a file that cannot be read); an unreadable row says its problem instead.
- The filter box keeps the rows whose file, name, system or type (or the one chosen) contains the
  text; a click on a column header sorts (numbers as numbers).
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, Qt, QTimer, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel,
                               QLineEdit, QMainWindow, QTableView, QVBoxLayout, QWidget)

from builder.gm.audit import Audit, Unreadable, audit_file, character_files
from builder.gm.auditformat import summary_line

from .rostermodel import FILE_ROLE, TEXT_COLUMNS, RosterFilter, RosterModel
from forms.session.text import esc

DEBOUNCE_MS = 300
SLICE_SECONDS = 0.08
REFRESH_SECONDS = 0.3


def ask_roster_folder(main) -> str:
    from forms.common.filedialogs import ask_folder  # the folder of the last roster, else Documents
    return ask_folder(main, "roster", QCoreApplication.translate("Roster", "ロスターのフォルダを選ぶ"))


def open_roster(main, folder: str | Path | None = None):
    """Ask for (or take) a folder and show its roster; the window, or ``None``."""
    folder = folder or ask_roster_folder(main)
    if not folder:
        return None
    folder = Path(folder).resolve()
    windows = main.__dict__.setdefault("roster_windows", [])
    for window in windows:
        if window.folder == folder:
            window.resync()  # the folder may have come back since it went
            window.show()
            window.raise_()
            window.activateWindow()
            return window
    from forms.common.filedialogs import remember_folder_itself
    remember_folder_itself("roster", folder)
    window = RosterWindow(main, folder)
    windows.append(window)
    window.destroyed.connect(lambda *_: windows.remove(window) if window in windows else None)
    window.show()
    window.start()
    return window


class _Partners(dict):
    """The partner cache of one roster (see :func:`builder.core.links.resolve_partner`), noting the
    partner paths each audit looks up, so a change of that file re-audits its characters."""

    def __init__(self):
        super().__init__()
        self.looked_up: set[str] = set()

    def __contains__(self, key) -> bool:
        self.looked_up.add(os.path.normpath(key[0]))
        return super().__contains__(key)

    def forget(self, paths: set[str]) -> None:
        for key in [k for k in self if os.path.normpath(k[0]) in paths]:
            del self[key]


def _signature(path: str):
    """What changes when a file is written, replaced, removed or its permissions change."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):  # ValueError: a partner path with a NUL (issue 29 item 9)
        return None
    return (info.st_mtime_ns, info.st_size, info.st_ino, info.st_mode)


class RosterView(QTableView):
    """The table; Enter (or Return) on a row asks to open it, as a double-click does."""

    open_requested = Signal(object)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt API
        if event.key() in (Qt.Key_Return, Qt.Key_Enter) and self.currentIndex().isValid():
            self.open_requested.emit(self.currentIndex())
            return
        super().keyPressEvent(event)


class RosterWindow(QMainWindow):
    def __init__(self, main, folder: Path):
        super().__init__(main)
        self.setWindowFlag(Qt.Window, True)
        self.setAttribute(Qt.WA_DeleteOnClose, True)
        self.main, self.folder, self.lang = main, folder, main.lang()
        self.results: dict[str, object] = {}  # file → Row, Unreadable or Skipped
        self.signatures: dict[str, object] = {}  # every path read: files and partners
        self.depends: dict[str, set[str]] = {}  # file → the partner paths its audit looked up
        self.partners = _Partners()
        self.queue: dict[str, None] = {}  # files waiting to be audited, in order
        self.total = self.done = 0  # files in this round of loading, and done (「読み込み中 n/N」)
        self.shown = 0.0  # when the table was last let paint while loading
        self.fitted = False  # column widths fitted once, after the first load (then the user's)
        self.pack_problems: list[str] = []
        self.missing = False
        self.setWindowTitle(self.tr("ロスター — %1").replace("%1", folder.name or str(folder)))
        from forms.common.screenfit import fit_size
        fit_size(self, 1280, 560)  # or less: on the screen (forms.common.screenfit)
        self._build()
        self.watcher = QFileSystemWatcher(self)
        self.watcher.directoryChanged.connect(self._disk_changed)
        self.watcher.fileChanged.connect(self._disk_changed)
        self.debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self.debounce.timeout.connect(self.resync)
        self.worker = QTimer(self, interval=0)
        self.worker.timeout.connect(self._work)

    def _build(self) -> None:
        body = QWidget()
        layout = QVBoxLayout(body)
        self.heading = QLabel(f"<b>{esc(self.folder.name or self.folder)}</b>"
                              f"<br><span style='color:#606060'>{esc(self.folder)}</span>")
        self.heading.setObjectName("rosterHeading")
        layout.addWidget(self.heading)
        bar = QHBoxLayout()
        filter_label = QLabel(self.tr("絞り込み(&F):"))
        bar.addWidget(filter_label)
        self.filter = QLineEdit()
        self.filter.setObjectName("rosterFilter")
        self.filter.setClearButtonEnabled(True)
        self.filter.setPlaceholderText(self.tr("ファイル・名前・システム・タイプの一部"))
        filter_label.setBuddy(self.filter)  # not through itemAt: a wrapped layout item (forms.common.focuschain)
        self.filter_column = QComboBox()
        self.filter_column.setObjectName("rosterFilterColumn")
        self.filter_column.addItem(self.tr("すべての文字列の列"), TEXT_COLUMNS)
        for col, label in zip(TEXT_COLUMNS, (self.tr("ファイル"), self.tr("名前"), self.tr("システム"), self.tr("タイプ"))):
            self.filter_column.addItem(label, (col,))
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.filter_column)
        layout.addLayout(bar)
        self.problems = QLabel()
        self.problems.setObjectName("rosterProblems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #805000;")
        self.problems.setVisible(False)
        layout.addWidget(self.problems)
        self.model = RosterModel(str(self.folder), self)
        self.proxy = RosterFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = RosterView()
        self.table.setObjectName("rosterTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.AscendingOrder)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 10)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Interactive)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.table.horizontalHeader().setResizeContentsPrecision(200)  # widths from 200 rows, not all
        self.table.setWordWrap(False)
        self.table.doubleClicked.connect(self.open_row)
        self.table.open_requested.connect(self.open_row)
        layout.addWidget(self.table, 1)
        self.detail = QLabel()  # the whole problem of the unreadable file selected (its cell is cut)
        self.detail.setObjectName("rosterDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.detail.setStyleSheet("color: #c00000;")
        self.detail.setVisible(False)
        layout.addWidget(self.detail)
        self.summary = QLabel()
        self.summary.setObjectName("rosterSummary")
        layout.addWidget(self.summary)
        hint = QLabel(self.tr("ダブルクリックまたはEnterでそのキャラクターを開きます。列見出しのクリックで並べ替えます。"
                              "フォルダの変更は自動で反映されます。"))
        hint.setStyleSheet("color: #606060;")
        layout.addWidget(hint)
        self.setCentralWidget(body)
        self.table.selectionModel().currentRowChanged.connect(self._show_detail)
        self.filter.textChanged.connect(self._filter_changed)
        self.filter_column.currentIndexChanged.connect(self._filter_changed)

    # ------------------------------------------------------------------ loading
    def start(self) -> None:
        """Read the folder: list it, watch it, audit every file (incrementally)."""
        self.resync()

    @property
    def loading(self) -> bool:
        return bool(self.queue)

    def _pack_for(self, system: str, campaign=()):
        """The main window's pack of ``system`` (loaded for it when missing); a user pack that
        breaks it is named above the table instead of in a dialog (PackError still raises for
        an unknown system: the audit names the file)."""
        packs = self.main.packs
        if system not in packs:
            from forms.session.packloading import load_pack_for_window
            packs[system], problems = load_pack_for_window(system, self.main.safe_mode)
            self.pack_problems += [p for p in problems if p not in self.pack_problems]
        return packs[system]

    def _disk_changed(self, *_args) -> None:
        self.debounce.start()

    def resync(self) -> None:
        """Compare the folder with what was read; queue what changed (see the contract)."""
        listed = character_files([str(self.folder)])
        # a file refused in the folder (a link out of it, a FIFO: builder.files.linkpath) is left out, not read;
        # only the folder itself missing makes the roster say so
        self.missing = any(isinstance(e, Unreadable) and e.file == str(self.folder) for e in listed) \
            or not self.folder.is_dir()
        files = [e for e in listed if isinstance(e, str)]
        present = set(files)
        changed: set[str] = set()
        for file in [f for f in self.queue if f not in present]:
            del self.queue[file]
        for file in [f for f in self.results if f not in present]:  # removed
            del self.results[file]
            self.depends.pop(file, None)
            self.queue.pop(file, None)
            self.model.drop(file)
            changed.add(os.path.normpath(file))
        watched = set(files) | {p for deps in self.depends.values() for p in deps}
        for path in watched | set(self.signatures):
            sig = _signature(path)
            if self.signatures.get(path, "unread") != sig:
                changed.add(os.path.normpath(path))
            if path in watched:
                self.signatures[path] = sig
            else:
                del self.signatures[path]
        self.partners.forget(changed)
        for file in files:
            if os.path.normpath(file) in changed or self.depends.get(file, set()) & changed:
                self.queue[file] = None
        self._watch(files, watched)
        if self.queue and not self.worker.isActive():
            self.total, self.done = len(self.queue), 0
            self.worker.start()
        elif self.queue:
            self.total = self.done + len(self.queue)
        self._show_summary()

    def _watch(self, files: list[str], paths: set[str]) -> None:
        folders = {str(self.folder)} | {os.path.dirname(f) for f in files}
        for folder, dirs, _names in os.walk(self.folder):  # empty subfolders too: a file may come
            folders.update(os.path.join(folder, d) for d in dirs)
        wanted = {p for p in paths | folders if os.path.exists(p)}
        have = set(self.watcher.files()) | set(self.watcher.directories())
        if have - wanted:
            self.watcher.removePaths(sorted(have - wanted))
        if wanted - have:  # also a file replaced by an atomic save, whose old watch is gone
            self.watcher.addPaths(sorted(wanted - have))

    def _work(self) -> None:
        """Audit queued files for about ``SLICE_SECONDS``, then give the event loop its turn."""
        start = time.perf_counter()
        end = start + SLICE_SECONDS
        if self.table.updatesEnabled():
            self.table.setUpdatesEnabled(False)  # painting rows as they come costs as much as reading them
        while self.queue and time.perf_counter() < end:
            file = next(iter(self.queue))
            del self.queue[file]
            self.partners.looked_up = set()
            result = audit_file(file, self._pack_for, (), self.lang, self.partners)
            self.depends[file] = self.partners.looked_up
            self.results[file] = result
            self.model.put(result)
            self.done += 1
        if not self.queue or start - self.shown >= REFRESH_SECONDS:
            self.table.setUpdatesEnabled(True)  # painted: at most every REFRESH_SECONDS while loading
            self.shown = start
        if not self.queue:
            self.worker.stop()
            new = {p for deps in self.depends.values() for p in deps if "\0" not in p} - set(self.signatures)
            for path in new:  # partner files read for the first time: follow them too
                self.signatures[path] = _signature(path)
            if new:
                self._watch(list(self.results), set(self.signatures))
            if not self.fitted:
                self.fitted = True
                self.table.resizeColumnsToContents()
                self._fit_columns()
        self._show_summary()
        self._show_detail()

    def _fit_columns(self) -> None:
        header = self.table.horizontalHeader()
        for col, most in ((0, 260), (1, 220)):  # a long path or problem must not push the counts off
            header.resizeSection(col, min(header.sectionSize(col), most))

    def _show_summary(self) -> None:
        audit = Audit(list(self.results.values()))
        text = summary_line(audit, self.lang)
        if self.queue:
            text = self.tr("読み込み中 %1/%2 — ").replace("%1", str(self.done)).replace("%2", str(self.total)) + text
        if self.missing:
            text = self.tr("フォルダが見つかりません: %1").replace("%1", str(self.folder))
        self.summary.setText(text)
        self.problems.setText(self.tr("読み込めないユーザーパックを除外しました:") + "\n" + "\n".join(self.pack_problems))
        self.problems.setVisible(bool(self.pack_problems))

    def _show_detail(self, *_args) -> None:
        index = self.table.currentIndex()
        result = self.results.get(index.data(FILE_ROLE)) if index.isValid() else None
        problem = result.problem if isinstance(result, Unreadable) else ""
        self.detail.setText(problem)
        self.detail.setVisible(bool(problem))

    # ------------------------------------------------------------------ actions
    def _filter_changed(self, *_args) -> None:
        self.proxy.set_filter(self.filter.text(), self.filter_column.currentData())

    def open_row(self, index) -> bool:
        """Open the row's character (forms.app.windows.open_paths: as 開く does)."""
        file = index.data(FILE_ROLE) if index.isValid() else None
        result = self.results.get(file)
        if result is None:
            return False
        if isinstance(result, Unreadable):
            self.main.show_error(self.tr("開けません"), result.problem)
            return False
        return bool(self.main.open_paths([str(file)]))  # its own window, or the one that has it raised

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt API
        self.worker.stop()
        self.debounce.stop()
        paths = self.watcher.files() + self.watcher.directories()
        if paths:
            self.watcher.removePaths(paths)
        super().closeEvent(event)
