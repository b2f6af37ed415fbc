"""Window tests run offscreen with settings (recent files, language) in a temporary folder."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402


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
    from forms.app import create_window
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
    from forms.windows import windows
    yield
    for w in windows():
        w.session.undo_stack.setClean()
        w.close()
