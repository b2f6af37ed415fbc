"""The builder window: step list from the pack, pages, pinned budget bar, findings dock, menus.

Contract:
- One :class:`CharacterSession` at a time; ``set_session`` (new/open) rebuilds the pages for
  that session's pack (``pack.content.steps`` → :func:`forms.pages.page_class`: the pages of
  the system's window plug-in, :mod:`forms.systems`, or the generic page kinds keyed by step id).
- The budget bar's hint is the plug-in's ``next_step_text`` for the focused widget's
  ``focusKey`` (none for a system without a plug-in).
- An edit a data system's character refuses (``session.refused``) is named in the status bar.
- ``pages`` (page id → page) builds a page the first time it is asked for: a visit, a finding
  click, ``show_page`` or ``window.pages[id]``. After a change only the shown page is refreshed
  at once; another built page is refreshed when it is next shown or looked up
  (``window.pages[id]``), and a page refreshes itself when it is built, so it never shows a stale
  character (an edit repaints one page, not every page visited).
- Undo/redo go through a ``QUndoGroup`` (Ctrl+Z / Ctrl+Shift+Z) naming the step.
- Tab and Shift+Tab follow the visual order (:mod:`forms.common.focuschain`); shortcuts: :mod:`forms.common.keys`.
- Files: open errors (DocumentError/PackError/OSError) show a dialog naming file and JSON path;
  the window and the file stay as they were. Saving uses ``builder.core.documents.save_build``.
- Title "<name or 無名>[*] — Grail Builder"; closing a dirty character asks to save.
- Several characters: one window each (:mod:`forms.app.windows`); 新規, 開く, recent files and a
  dropped file open in a new window (開く: or raise the one that has the file).
- The menu bar is laid out by :mod:`forms.app.menus`.
- Interaction points tests replace: ``ask_open_paths``, ``ask_save_path``, ``ask_new``,
  ``ask_save_changes``, ``show_error``.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import (QApplication, QDockWidget, QHBoxLayout, QListWidget, QMainWindow,
                               QMessageBox, QStackedWidget, QVBoxLayout, QWidget)

from typing import TYPE_CHECKING

from .appsettings import settings  # noqa: F401 - its old home
from .recent import MAX_RECENT, add_recent, forget_recent, recent_files  # noqa: F401 - their old home
from forms.session.systemui import ui_for
from forms.session.text import name_of

if TYPE_CHECKING:  # the engine, pydantic and the pages are imported where used: the window's
    from forms.session.state import CharacterSession  # frame paints before them (forms.app.startup)
    from builder.core.packs import RulePack


class PageSet(Mapping):
    """The window's pages by page id, in step order. A page is constructed (and added to the
    stack) the first time it is looked up; :meth:`built` lists the ones that exist."""

    def __init__(self, session: CharacterSession, steps, stack: QStackedWidget):
        from forms.pages import page_key
        self._session, self._stack = session, stack
        self._steps = {page_key(session.pack, step): step for step in steps}
        self._built: dict[str, QWidget] = {}
        self._stale: set[str] = set()  # built pages not refreshed since the last change
        stack.currentChanged.connect(self._shown)

    def __getitem__(self, page_id: str) -> QWidget:
        page = self._built.get(page_id)
        if page is None:
            step = self._steps[page_id]
            from forms.pages import page_class
            page = page_class(self._session.pack, step)(self._session, step)
            self._built[page_id] = page
            self._stack.addWidget(page)
        elif page_id in self._stale:
            self._stale.discard(page_id)
            page.refresh()
        return page

    def refresh(self) -> None:
        """After a change: the shown page now, every other built page when it is next shown or
        looked up (a page's refresh rewrites all its widgets; a user sees one page at a time)."""
        current = self._stack.currentWidget()
        for page_id, page in self._built.items():
            if page is current:
                self._stale.discard(page_id)
                page.refresh()
            else:
                self._stale.add(page_id)

    def _shown(self, _index: int) -> None:
        page = self._stack.currentWidget()
        for page_id in [pid for pid in self._stale if self._built[pid] is page]:
            self._stale.discard(page_id)
            page.refresh()

    def __iter__(self) -> Iterator[str]:
        return iter(self._steps)

    def __len__(self) -> int:
        return len(self._steps)

    def __contains__(self, page_id: object) -> bool:
        """Whether the window has the page (built or not); asking builds and refreshes nothing
        (Mapping's own ``in`` looks the page up, which builds it or refreshes a stale one)."""
        return page_id in self._steps

    def built(self) -> list[QWidget]:
        return list(self._built.values())


class MainWindow(QMainWindow):
    def __init__(self, session: CharacterSession | None, packs: dict | None = None, app_ctl=None,
                 safe_mode: bool = False):
        super().__init__()
        self.safe_mode = safe_mode  # --safe-mode: no user packs, no last file
        self.packs = packs if packs is not None else {session.pack.id: session.pack} if session else {}
        self.app_ctl = app_ctl  # forms.app.main.AppControl: language switching
        self.undo_group = QUndoGroup(self)
        self.rng = random.Random()  # the dice of the 振る buttons (a test seeds it)
        self.session: CharacterSession | None = None
        self.pages: Mapping[str, QWidget] = {}
        self._hints: tuple[tuple, dict[str, str]] | None = None  # the budget bar's prices (_hint_text)
        from forms.common.screenfit import fit
        fit(self, QSize(1280, 820))  # or less: the whole window on the screen it opens on (forms.common.screenfit)
        self.statusBar()  # made now, so "saved", "autosave failed" and refused edits have a place
        from .recovery import Autosaver
        self.autosaver = Autosaver(self)
        self.autosaver.failed.connect(self._autosave_failed)
        from .undonav import UndoFeedback
        self.undo_feedback = UndoFeedback(self)  # names the undone step, shows its page (forms.app.undonav)
        from forms.dialogs.pdfexport import PdfExport
        self.pdf_export = PdfExport(self)  # PDFに書き出し: folder, name, layout, open (forms.dialogs.pdfexport)
        self._build_menus()
        if session is not None:
            self.set_session(session)
            self.undo_feedback.listen()  # forms.app.main.load_first for the window built without one
        else:  # the frame paints first, the character comes on the next turn (forms.app.startup)
            from .startup import show_loading
            show_loading(self)
        from forms.common.windowstate import restore_window
        restore_window(self)  # size, position, dock as the user left them (forms.common.windowstate)
        fit(self)  # a size left on a larger screen is fitted to this one
        QApplication.instance().focusChanged.connect(self._focus_changed)
        from forms.common.focuschain import install
        self.focus_chain = install(self)  # Tab in visual order (pages are built after the dock)
        from .dropping import accept_drops
        from .windows import register
        register(self)  # one window per character (forms.app.windows)
        accept_drops(self)  # a dropped character file opens (forms.app.dropping)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 - Qt API: Tab, Shift+Tab
        return self.focus_chain.move(forward) or super().focusNextPrevChild(forward)

    # ------------------------------------------------------------------ layout
    def set_session(self, session: CharacterSession, page: str | None = None) -> None:
        """Show ``session``: its pages rebuilt, on ``page`` (a page id) or the first step."""
        old = self.session
        if old is not None and old is not session:
            self.undo_group.removeStack(old.undo_stack)
            old.changed.disconnect(self._changed)
            old.dirty_changed.disconnect(self._update_title)
            old.refused.disconnect(self._refused)
            old.deleteLater()
        self.session = session
        session.lang = self.lang()
        session.setParent(self)
        if session.undo_stack not in self.undo_group.stacks():
            self.undo_group.addStack(session.undo_stack)
        self.undo_group.setActiveStack(session.undo_stack)
        if old is not session:
            session.changed.connect(self._changed)
            session.dirty_changed.connect(self._update_title)
            session.refused.connect(self._refused)
            if not session.is_dirty:
                self.autosaver.saved()  # the old character was saved or deliberately dropped
        self._build_central(page)
        self._update_title()

    def _build_central(self, page: str | None = None) -> None:
        from forms.pages import page_key
        from forms.widgets.budget_bar import BudgetBar
        from forms.widgets.findings_panel import FindingsPanel
        session = self.session
        self.steps = QListWidget()
        self.steps.setObjectName("stepList")
        self.steps.setFixedWidth(220)
        self.steps.setStyleSheet("QListWidget#stepList::item { padding: 6px; }")
        self.stack = QStackedWidget()
        steps = session.pack.content.steps
        self.pages = PageSet(session, steps, self.stack)
        self.page_order: list[str] = []
        for step in steps:
            self.page_order.append(page_key(session.pack, step))
            self.steps.addItem(name_of(step, session.lang))
        self.steps.currentRowChanged.connect(self._show_row)
        self.budget = BudgetBar(session)
        body = QWidget()
        row = QVBoxLayout(body)
        row.setContentsMargins(4, 4, 4, 4)
        row.addWidget(self.budget)
        inner = QHBoxLayout()
        inner.addWidget(self.steps)
        inner.addWidget(self.stack, 1)
        row.addLayout(inner, 1)
        old = self.centralWidget()
        self.setCentralWidget(body)
        if old is not None:
            old.deleteLater()
        panel = getattr(self, "findings", None)
        if panel is not None and panel.lang == session.lang:
            # another file in the same language: the panel takes it (a new panel and
            # QDockWidget.setWidget cost about 13 ms of every open)
            panel.set_session(session)
        else:
            self.findings = FindingsPanel(session)
            self.findings.setMaximumHeight(200)
            self.findings.navigate.connect(self.navigate)
        if getattr(self, "findings_dock", None) is None:
            self.findings_dock = QDockWidget(self)
            self.findings_dock.setObjectName("findingsDock")
            self.findings_dock.setFeatures(QDockWidget.NoDockWidgetFeatures)
            self.addDockWidget(Qt.BottomDockWidgetArea, self.findings_dock)
        self.findings_dock.setWindowTitle(self.tr("指摘"))
        old_panel = self.findings_dock.widget()
        if old_panel is not self.findings:
            self.findings_dock.setWidget(self.findings)
            if old_panel is not None:
                old_panel.deleteLater()
        # straight to the page asked for: a language switch on another page built the first
        # step's page only to leave it (a page is built when first shown, PageSet)
        self.steps.setCurrentRow(self.page_order.index(page) if page in self.page_order else 0)

    def _build_menus(self) -> None:
        from .menus import build_menus
        build_menus(self)  # ファイル, 編集, 表示, ツール, ヘルプ (forms.app.menus)

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(self.page_order):
            self.stack.setCurrentWidget(self.pages[self.page_order[row]])

    # ------------------------------------------------------------------ state → widgets
    def _changed(self) -> None:
        self.autosaver.edited()
        self.pages.refresh()  # the shown page; the others when shown or looked up (PageSet)
        self.budget.refresh()
        self.findings.refresh()
        self._update_hint()
        self._update_title()

    def _refused(self, reason: str) -> None:
        """An edit the character cannot take (builder.kit.edits): the reason, never silence."""
        self.statusBar().showMessage(self.tr("この変更はできません: %1").replace("%1", reason), 15000)

    def refresh_all(self) -> None:
        self._changed()

    def _update_title(self, *_args) -> None:
        if self.session is None:  # still loading (forms.app.startup)
            return
        name = self.session.build.name or self.tr("無名")
        dirty = self.session.is_dirty
        title = f"{name}{'*' if dirty else ''} — Grail Builder"
        if title != self.windowTitle():  # most edits keep it: setting it again asks the window system
            self.setWindowTitle(title)

    def _focus_changed(self, _old, _new) -> None:
        self._update_hint()

    def _update_hint(self) -> None:
        if self.session is None:
            return
        widget = QApplication.focusWidget()
        if widget is not None and widget.window() is not self:
            widget = None  # another window's field (its own hint is its business)
        key = ""
        while widget is not None and not key:
            key = widget.property("focusKey") or ""
            widget = widget.parentWidget()
        ui = ui_for(self.session.pack.id) if key else None
        text = self._hint_text(ui, key) if ui else ""
        self.budget.set_hint(text)

    def _hint_text(self, ui, key: str) -> str:
        """The plug-in's price for ``key``, kept while the character is the same one: a price
        evaluates the character with the step taken (a few sheets), and Tab and Shift+Tab come
        back to the same fields. An edit, an undo or another file gives a new Build object."""
        state = (self.session.pack, self.session.build, self.session.sheet)
        kept = self._hints
        if kept is None or any(now is not then for now, then in zip(state, kept[0])):
            kept = self._hints = (state, {})
        if key not in kept[1]:
            kept[1][key] = ui.next_step_text(*state, key)
        return kept[1][key]

    def lang(self) -> str:
        return self.app_ctl.lang if self.app_ctl else "ja"

    def set_language(self, lang: str) -> None:
        # the 指摘 dock keeps the height it had: the new words and the new panel would otherwise
        # lay it out afresh to the panel's full hint (140 → 216 px on a 760 px window)
        dock = getattr(self, "findings_dock", None)
        height = dock.height() if dock is not None and dock.isVisible() else 0
        if self.app_ctl:
            self.app_ctl.set_language(lang)
        current = self.page_order[self.steps.currentRow()] if self.steps.currentRow() >= 0 else None
        self._build_menus()
        self.set_session(self.session, page=current)  # the same page, now in ``lang``
        if height:  # after the new words' own layout passes (posted language-change events)
            # (self as the context: a window closed and deleted before then takes no call)
            QTimer.singleShot(0, self, lambda: self.resizeDocks([self.findings_dock], [height], Qt.Vertical))
        from .windows import follow_language
        follow_language(self, lang)  # the other characters' windows speak it too

    def show_page(self, page_id: str) -> QWidget | None:
        if page_id in self.page_order:
            self.steps.setCurrentRow(self.page_order.index(page_id))
            return self.pages[page_id]
        return None

    def navigate(self, path: str) -> None:
        """Go to the page and field a finding's JSON pointer names."""
        from forms.pages import path_page
        key = path_page(self.session.pack, path)
        page = self.show_page(key) if key else None
        if page is not None:
            page.focus_path(path)

    # ------------------------------------------------------------------ files
    def ask_open_paths(self) -> list[str]:
        from forms.common.filedialogs import ask_open_paths  # the last folder used or the documents folder
        return ask_open_paths(self, self.tr("開く"), self.tr("キャラクター (*.json);;すべて (*)"))

    def ask_save_path(self) -> str:
        from forms.common.filedialogs import ask_save_path
        return ask_save_path(self, self.tr("名前を付けて保存"), self.tr("キャラクター (*.json)"))

    def ask_new(self):
        from forms.dialogs import common as dialogs  # only when asked: not part of start-up
        dialog = dialogs.NewCharacterDialog(self.lang(), self.packs, self)
        accepted = dialog.exec() == dialog.DialogCode.Accepted
        self.fill_after_new = accepted and dialog.fill_first  # 作成してルールデータを入力…
        return dialog.choice() if accepted else None

    def ask_save_changes(self) -> QMessageBox.StandardButton:
        return QMessageBox.question(self, self.tr("未保存の変更"),
                                    self.tr("「%1」の変更を保存しますか?").replace("%1", self.session.build.name or self.tr("無名")),
                                    QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)

    def show_error(self, title: str, text: str) -> None:
        from forms.dialogs import common as dialogs
        dialogs.show_error(self, title, text)

    def _maybe_save(self) -> bool:
        """True when it is fine to drop the current character."""
        if self.session is None or not self.session.is_dirty:
            return True
        answer = self.ask_save_changes()
        if answer == QMessageBox.Save:
            return self.save()
        return answer == QMessageBox.Discard

    def new_character(self) -> bool:
        """新規: the chosen type in a new window (forms.app.windows.open_new); this one and its undo stay."""
        choice = self.ask_new()
        if not choice:
            return False
        from builder.core.documents import new_build
        from builder.core.packs import PackError
        try:
            pack = self.pack_for(choice[0])
            build = new_build(pack, choice[1])
        except (PackError, ValueError) as exc:
            from forms.dialogs.common import error_text
            self.show_error(self.tr("新規作成できません"), error_text(exc))
            return False
        from .windows import open_new
        window = open_new(self, pack, build)
        if getattr(self, "fill_after_new", False):
            self.fill_after_new = False
            from forms.dialogs.ruledata import open_on_waiting
            open_on_waiting(window)  # the tables the new character waits for (issue 28 item 4)
        return window is not None

    def pack_for(self, system: str):
        """The pack of ``system``; a broken user pack is set aside and named in the status bar."""
        if system not in self.packs:
            from forms.session.packloading import load_pack_for_window
            self.packs[system], problems = load_pack_for_window(system, self.safe_mode)
            if problems:
                self.show_error(self.tr("ユーザーパックを読み込めません"), "\n\n".join(problems))
        return self.packs[system]

    def open_dialog(self) -> bool:
        """開く: each chosen file in its own window (forms.app.windows.open_paths)."""
        return bool(self.open_paths(self.ask_open_paths()))

    def open_paths(self, paths) -> list:
        """Each of ``paths`` in its own window, or the window that holds it raised
        (:func:`forms.app.windows.open_paths`): what 開く, a recent file and a dropped file ask of
        the window they come from (they import no window set: issue 25 item 5)."""
        from .windows import open_paths
        return open_paths(self, paths)

    def open_side(self, path=None):
        from forms.gm.sidewindow import open_side  # only when asked: not part of start-up
        return open_side(self, path or None)

    def open_war(self, path=None, new=False):
        from forms.gm import warboard  # only when asked: not part of start-up
        return warboard.create_war(self) if new else warboard.open_war(self, path or None)

    def open_roster(self, folder=None):
        from forms.gm.roster import open_roster  # only when asked: not part of start-up
        return open_roster(self, folder or None)

    def open_file(self, path: str | Path) -> bool:
        """Load ``path`` into a new session; on failure show the problem and change nothing."""
        from builder.core.documents import DocumentError, load_build
        from builder.core.packs import PackError

        from forms.session.state import CharacterSession
        try:
            build = load_build(path)
            pack = self._pack_of_file(path, build.system)
        except (DocumentError, PackError) as exc:
            from .otherfiles import refuse_or_redirect
            return refuse_or_redirect(self, path, exc)  # a war, 陣営表 or pack: offered where it opens
        self.set_session(CharacterSession(pack, build, path, pack_for=self.pack_for))
        add_recent(str(Path(path).resolve()))
        return True

    def _pack_of_file(self, path: str | Path, system: str) -> "RulePack":
        """The pack of a character file's system; an unknown system is the file's problem at
        ``/system`` with its line, as on the command line (builder.core.documents)."""
        from builder.core.documents import unknown_system_problem
        from builder.core.packs import PackError
        try:
            return self.pack_for(system)
        except PackError as exc:
            problem = unknown_system_problem(path, system, exc)
            if problem is None:
                raise
            raise problem from exc

    def save(self) -> bool:
        if self.session.path is None:
            return self.save_as()
        return self._write(self.session.path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        return self._write(Path(path)) if path else False

    def _write(self, path: Path) -> bool:
        """Save; on failure say why and keep everything (the file on disk is untouched and the
        character stays unsaved, its autosave kept). A ``.bak`` that could not be written is
        reported; the save itself still counts."""
        from builder.core.documents import DocumentError, save_build
        try:
            report = save_build(self.session.saved_form(path), path)  # a picture rebased to the new folder
        except OSError as exc:
            self.show_error(self.tr("保存できません"), f"{path}\n{exc.strerror or exc}")
            return False
        except DocumentError as exc:
            from forms.dialogs.common import error_text
            self.show_error(self.tr("保存できません"), error_text(exc))
            return False
        if report is not None and report.backup_error:
            self.statusBar().showMessage(self.tr("保存しました。ただしバックアップ(.bak)は作れませんでした: %1")
                                         .replace("%1", report.backup_error), 15000)
        else:
            self.statusBar().showMessage(self.tr("保存しました: %1").replace("%1", str(path)), 5000)
        self.session.mark_saved(path)
        self.autosaver.saved()
        add_recent(str(Path(path).resolve()))
        self._update_title()
        return True

    # ------------------------------------------------------------------ exports (other packages)
    def export_pdf(self) -> None:
        """The dialog, the layout, the file, the status bar, the offer to open (forms.dialogs.pdfexport)."""
        try:
            import exports.pdf.sheet as pdf
        except ImportError as exc:
            self.show_error(self.tr("PDFに書き出せません"), str(exc))
            return
        path = self.ask_pdf_path()
        if path and self.write_pdf_to(path, pdf):
            self.pdf_export.offer_open(path)

    def ask_pdf_path(self) -> str:
        return self.pdf_export.ask_path()

    def write_pdf_to(self, path: str, pdf) -> bool:
        return self.pdf_export.write(path, pdf)

    def copy_ccfolia(self) -> None:
        try:
            import exports.online.ccfolia as ccfolia
            text = ccfolia.to_clipboard_text(self.session.pack, self.session.build, self.session.sheet)
        except Exception as exc:  # noqa: BLE001 - ImportError or the exporter's own failure
            self.show_error(self.tr("コピーできません"), str(exc))
            return
        QApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("ココフォリア用のデータをクリップボードにコピーしました(ココフォリアの盤面に貼り付け)"), 8000)

    def closeEvent(self, event) -> None:  # noqa: N802
        if self._maybe_save():
            self.autosaver.release()
            from forms.common.windowstate import save_window
            save_window(self)
            event.accept()
        else:
            event.ignore()

    # ------------------------------------------------------------------ recovery
    def show_crash(self, what: str, report, kept: bool) -> None:
        """After an unexpected error (forms.app.crash): say so, where the report is, and that the
        work is safe. The window stays open."""
        lines = [self.tr("予期しないエラーが起きました。ウィンドウはそのまま使えます。"), what[:500]]
        lines.append(self.tr("作業内容は自動保存に残してあります。") if kept
                     else self.tr("自動保存できませんでした。別名で保存してください。"))
        if report:
            lines.append(self.tr("報告: %1").replace("%1", str(report)))
        self.show_error(self.tr("予期しないエラー"), "\n\n".join(lines))

    def _autosave_failed(self, why: str) -> None:
        self.statusBar().showMessage(self.tr("自動保存できません: %1").replace("%1", why))

    def ask_restore(self, copy) -> str:
        """"restore", "discard" or "later" for a recovery copy (tests replace this)."""
        from forms.dialogs import common as dialogs
        return dialogs.ask_restore(self, copy)

    def offer_recovery(self, store=None) -> bool:
        """At start: offer each copy a crashed window left, newest first. Restoring opens it
        with the changes unsaved (the file on disk is untouched until the user saves);
        "later" keeps the copy for the next start; only "discard" deletes it."""
        from .recovery import RecoveryStore
        store = store or self.autosaver.store
        for copy in store.orphans():
            answer = self.ask_restore(copy)
            if answer == "discard":
                store.discard(copy.id)
            elif answer == "restore":
                if self.restore(copy):
                    store.discard(copy.id)  # now held by this window's own autosave
                    return True
        return False

    def restore(self, copy) -> bool:
        from builder.core.documents import DocumentError, load_build
        from builder.core.packs import PackError
        from builder.kit.edits import EditRefused, Restore

        from forms.session.state import CharacterSession
        try:
            pack = self.pack_for(copy.build.system)
        except PackError as exc:
            from forms.dialogs.common import error_text
            self.show_error(self.tr("復元できません"), error_text(exc))
            return False
        base = copy.build
        if copy.original:
            try:
                base = load_build(copy.original)
            except DocumentError:
                base = copy.build
        # the copy is put back by a named edit that validates it (issue 25 item 7), tried on the
        # file first: a copy the file's character refuses (the file now holds another system's
        # character) is said, and the window keeps what it shows
        restore = Restore(copy.build)
        if base is not copy.build:
            try:
                restore.apply(pack, base)
            except EditRefused as exc:
                self.show_error(self.tr("復元できません"), exc.text(self.lang()))
                return False
        session = CharacterSession(pack, base, copy.original if base is not copy.build else None,
                                   pack_for=self.pack_for)
        if base is copy.build:
            session.undo_stack.resetClean()  # nothing on disk holds these changes
        self.set_session(session)
        if base is not copy.build:
            session.apply_edit(restore, name=self.tr("復元"))
        self.autosaver.write_now()
        self.statusBar().showMessage(self.tr("復元しました(%1 の自動保存)").replace("%1", copy.written_at.astimezone().strftime("%Y-%m-%d %H:%M")))
        return True

