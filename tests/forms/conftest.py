"""Window tests run offscreen with settings (recent files, language) in a temporary folder."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402


@pytest.fixture(autouse=True)
def no_window_outlives_its_test():
    """After each test every main window it opened is closed (without asking) and deleted,
    with the dialogs and menus it owns. pytest-qt only posts ``deleteLater`` for the widgets
    a test registered, outside any event loop, where Qt never runs it; the windows then piled
    up across the run, each with its application-wide key filter (forms/app/undonav.py) and its
    widgets, so every later test paid for all of the earlier ones. Torn down after the test's
    own fixtures (an autouse fixture is set up first), so ``window`` and ``closes_all`` have
    already done their part."""
    yield
    app = QApplication.instance()
    if app is None:
        return
    from forms.app.windows import windows
    for w in windows(visible_only=False):
        if w.session is not None:
            w.session.undo_stack.setClean()  # closing must not ask
        w.close()
        w.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory):
    folder = tmp_path_factory.mktemp("settings")
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
    """Every window a test opens is closed (without asking) when it ends."""
    from forms.app.windows import windows
    yield
    for w in windows():
        w.session.undo_stack.setClean()
        w.close()
