"""Window tests run offscreen with settings (recent files, language) in a temporary folder."""
from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402


@pytest.fixture(autouse=True)
def no_window_outlives_its_test():
    """After each test every main window it opened is closed (without asking) and deleted,
    with the dialogs and menus it owns. pytest-qt only posts ``deleteLater`` for the widgets
    a test registered, outside any event loop, where Qt never runs it; the windows then piled
    up across the run, each with its key filters (forms/app/undonav.py; once application-wide) and its
    widgets, so every later test paid for all of the earlier ones. Torn down after the test's
    own fixtures (an autouse fixture is set up first), so ``window`` and ``closes_all`` have
    already done their part."""
    yield
    app = QApplication.instance()
    if app is None:
        return
    from forms.app.windows import windows
    for w in windows(visible_only=False):
        if getattr(w, "shared_by_module", False):
            continue  # the module's reusable window (walk_window below) outlives its tests
        if w.session is not None:
            w.session.undo_stack.setClean()  # closing must not ask
        w.close()
        w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory):
    from tests.conftest import fresh_folder
    folder = fresh_folder(tmp_path_factory, "settings")  # one mkdir, not a listing (tests/conftest.py)
    for fmt in (QSettings.NativeFormat, QSettings.IniFormat):
        QSettings.setPath(fmt, QSettings.UserScope, str(folder))
    yield folder


@pytest.fixture
def errors():
    return []


@pytest.fixture
def window(qtbot, errors):
    """A window on the default character (a new Saber), with dialogs replaced by recorders."""
    from forms.app.main import create_window
    win = create_window([])
    win.show_error = lambda title, text: errors.append((title, text))
    win.ask_save_changes = lambda: QMessageBox.Discard  # a test asks explicitly when it cares
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.session.undo_stack.setClean()  # closing must not ask


@pytest.fixture
def closes_all(qtbot):
    """Every window a test opens is closed (without asking) when it ends; the module's shared
    window stays (``walk_window`` resets it)."""
    from forms.app.windows import windows
    yield
    for w in windows():
        if getattr(w, "shared_by_module", False):
            continue
        w.session.undo_stack.setClean()
        w.close()


@pytest.fixture(scope="module")
def module_window(qapp, tmp_path_factory):
    """One main window for a whole test module (per worker), for tests that put it in the state
    they need themselves (they open their file and pick their language): creating a window
    costs about 0.25 s of CPU, a walk over a character's pages about as much again.

    Contract: made with empty settings and user folders of its own (the per-test ones of
    ``isolated_settings`` and ``user_dirs`` do not exist yet when a module fixture is set up),
    so it starts on the default character exactly as ``window`` does. Its packs are loaded once
    from those empty user folders and kept: a test that writes a user pack must use ``window``.
    ``no_window_outlives_its_test`` leaves it open; it is closed when the module ends. Use it
    through a function-scoped fixture that resets what the module's tests change (see
    ``walk_window``), never bare."""
    from forms.app.main import create_window
    folder = tmp_path_factory.mktemp("module-window")
    with pytest.MonkeyPatch.context() as mp:
        for fmt in (QSettings.NativeFormat, QSettings.IniFormat):
            QSettings.setPath(fmt, QSettings.UserScope, str(folder / "settings"))
        for var in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            (folder / var.lower()).mkdir()
            mp.setenv(var, str(folder / var.lower()))
        win = create_window([])
    win.shared_by_module = True
    win.ask_save_changes = lambda: QMessageBox.Discard
    win.show()
    QApplication.processEvents()  # exposed, and the start-up's paused collector resumed (forms.app.main)
    win.first_size = win.size()  # walk_window gives it back after a test that resized the window
    # what the window and its PDF export hold on the instance before any test: a method a test
    # replaces is a name beyond these (walk_window puts it back)
    win.first_attributes = frozenset(vars(win))
    win.pdf_export.first_attributes = frozenset(vars(win.pdf_export))
    yield win
    win.session.undo_stack.setClean()
    # The language is the application's (its Qt translators are installed on the one
    # QApplication): a module that ended in English would leave every later test of this
    # worker reading English, so the window takes its translator out again before it goes.
    if win.lang() != "ja":
        win.set_language("ja")
    win.close()
    win.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _shown_besides(win) -> list:
    """The dialogs and windows ``win`` owns (top-level widgets under it) that a user can see.
    Only its own: another module's test may have left a parentless widget shown in this
    worker, which is not this window's state."""
    def owned(widget) -> bool:
        parent = widget.parentWidget()
        while parent is not None and parent is not win:
            parent = parent.parentWidget()
        return parent is win
    return [w for w in QApplication.topLevelWidgets() if w is not win and w.isVisible() and owned(w)]


@pytest.fixture
def walk_window(module_window, errors):
    """``module_window`` for a test that opens its own file and sets its own language (the word
    walks): its error boxes go to this test's ``errors``, its undo stack is clean, no other
    window or dialog is open, none of its dialogs is shown (each asserted), and what the last
    test left is dropped with it. A dialog of the window the test left shown (it failed before
    closing it, or had no need to) is hidden after it, without the question an unsaved dialog
    would ask.

    Also as a new window is: before the test it is shown and active (another test's window
    may have taken the focus) and ``ask_save_changes`` answers Discard; after it, a method the
    test replaced on the window or its PDF export (``window.ask_open_paths = …``) is put back,
    the GM's tool windows it opened (ロスター, 陣営表, 聖杯戦争, kept on the window) and its
    comparison are closed and forgotten, the PDF layout is the first one, the dice are
    unseeded and the window has its first size again, or what its pages need (each asserted).

    Not painted (``setUpdatesEnabled(False)``, left so until the module's window closes): its
    tests read what the widgets hold (texts, values, visibility, geometry, focus) and click
    and type through events, none of which waits for a paint, while each page shown, each key
    pressed and pytest-qt's turns of the event loop around each test repainted the whole window
    for nobody. Layouts, geometry, visibility and the focus do not depend on it (Qt only stops
    the widget's repaints), and a screenshot still shows the current state: ``QWidget.grab()``
    renders the widget itself. Windows a test opens (a roster, a dialog of its own) are
    top-level and paint as usual. A test about painting uses ``window``. (The shared windows'
    44 files: 43.3 → 36.9 s of CPU with painting off during each test; 42.5 → 37.8 s more with
    it not turned back on between tests, which repainted the window once a test.)"""
    from forms.app.windows import windows
    win = module_window
    win.show_error = lambda title, text: errors.append((title, text))
    win.ask_save_changes = lambda: QMessageBox.Discard
    assert win.isVisible()  # no earlier test closed it (a test that closes its window uses ``window``)
    win.session.undo_stack.setClean()
    for other in [w for w in windows(visible_only=False) if w is not win]:  # another module's, not yet deleted
        if other.session is not None:
            other.session.undo_stack.setClean()
        other.close()
        other.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert [w for w in windows(visible_only=False) if w is not win] == []
    assert QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None
    assert _shown_besides(win) == []
    if QApplication.activeWindow() is not win:  # a window another test opened had the focus
        win.activateWindow()
        QApplication.processEvents()
    assert QApplication.activeWindow() is win  # as a window just shown: focus and key events reach it
    win.setUpdatesEnabled(False)
    yield win
    win.session.undo_stack.setClean()
    _put_back_methods(win)
    _put_back_methods(win.pdf_export)  # its ask_open, which the PDF tests answer
    win.pdf_export.layout = "default"  # what a new window's PDF export offers first (forms.dialogs.pdfexport)
    _close_tool_windows(win)
    win.rng = random.Random()  # unseeded, as a new window's dice (a test seeds them)
    # the size it started with, or what its pages now need at least (a page built since may be wider)
    size = win.first_size.expandedTo(win.minimumSizeHint())
    if win.size() != size:
        win.resize(size)
        QApplication.processEvents()
    assert win.size() == size
    for widget in _shown_besides(win):
        widget.hide()


def _replaced_methods(obj) -> list[str]:
    """The methods of ``obj`` (the window, or its PDF export) a test replaced on the instance,
    besides the two the fixtures set: the names it holds now and did not before the first test
    (``first_attributes``, set by ``module_window``) that name a method of its class."""
    from PySide6.QtCore import Signal
    added = vars(obj).keys() - obj.first_attributes - {"show_error", "ask_save_changes"}
    return [name for name in added
            if callable(getattr(type(obj), name, None)) and not isinstance(getattr(type(obj), name), Signal)]


def _put_back_methods(obj) -> None:
    for name in _replaced_methods(obj):
        delattr(obj, name)
    assert _replaced_methods(obj) == []


# where the GM's tool windows are kept on the main window (forms/gm: roster, sidewindow, warboard)
TOOL_WINDOW_LISTS = ("roster_windows", "side_windows", "war_boards")
# a window made on demand and kept on the main window, which a new window does not have yet
# (forms/dialogs/compare.py: the comparison, connected to nothing of the window)
ON_DEMAND = ("compare_dialog",)


def _close_tool_windows(win) -> None:
    from shiboken6 import Shiboken
    kept = [t for key in TOOL_WINDOW_LISTS for t in win.__dict__.pop(key, [])]
    kept += [win.__dict__.pop(key) for key in ON_DEMAND if key in vars(win)]
    for tool in [t for t in kept if t is not None and Shiboken.isValid(t)]:  # not one the test deleted
        tool.close()
        tool.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not any(key in vars(win) for key in TOOL_WINDOW_LISTS + ON_DEMAND)


def fresh_default_character(window) -> None:
    """Put ``window`` back where a new window starts: the default character (forms.defaults) in
    a new session (its pages built anew, as a file opened in the window is), an empty undo
    stack, no file, Japanese, no message and no dialog open. Checked, so that no test inherits
    another's state. Also the window state machine's reset between its examples."""
    from builder.core.documents import new_build
    from forms.app.main import DEFAULT_SYSTEM, DEFAULT_TYPE, pack_for_start
    from forms.session.state import CharacterSession
    if window.lang() != "ja":
        window.act_ja.trigger()
    pack = pack_for_start(DEFAULT_SYSTEM, window.packs, False, [])
    window.set_session(CharacterSession(pack, new_build(pack, DEFAULT_TYPE)))
    window.statusBar().clearMessage()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the old pages go now
    session = window.session
    assert session.build == new_build(pack, DEFAULT_TYPE) and session.path is None
    assert session.undo_stack.count() == 0 and not session.is_dirty
    assert window.lang() == "ja" and not window.statusBar().currentMessage()
    assert QApplication.activeModalWidget() is None and QApplication.activePopupWidget() is None
    assert window.stack.currentWidget() is window.pages[window.page_order[0]]


@pytest.fixture
def shared_window(walk_window):
    """``walk_window`` on a fresh default character in Japanese, as ``window`` starts (checked:
    :func:`fresh_default_character`), for a test that starts from there or opens its own file
    but writes no user pack, changes no pack the window keeps (readings), does not close the
    window and does not depend on how a window starts (those use ``window``). Not painted, as
    ``walk_window`` is not."""
    fresh_default_character(walk_window)
    return walk_window
