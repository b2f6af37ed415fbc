"""The window paints before its first character is loaded (issue 13: start to first paint), as
``grail-builder`` starts it (``create_window(load_now=False)``, forms/app/startup.py): the frame
says 「読み込み中…」 and takes no input; the character comes on the next turn of the event loop
and the window then is the one ``create_window([])`` gives at once."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel
from shiboken6 import Shiboken

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _painted_frame(qtbot, files=()):
    from forms.app.main import create_window
    window = create_window(list(files), load_now=False)
    qtbot.addWidget(window)
    return window


def test_the_frame_shows_loading_then_the_character(qtbot, tmp_path):
    from forms.app.startup import is_loading
    window = _painted_frame(qtbot, [str(EXAMPLES / "lancer.json")])
    assert is_loading(window) and window.session is None
    label = window.findChild(QLabel, "loadingLabel")
    assert label is not None and label.text() == "読み込み中…"
    assert not window.isEnabled()  # menus, shortcuts and drops wait for the character
    assert window.windowTitle() == "読み込み中… — Grail Builder"
    window.show()
    qtbot.waitExposed(window)
    window.grab().save(str(tmp_path / "loading.png"))
    qtbot.waitUntil(lambda: window.session is not None, timeout=20000)
    assert window.isEnabled()
    assert not Shiboken.isValid(label) or not label.isVisible()  # the frame's label is gone
    assert window.session.build.type == "lancer" and window.windowTitle().endswith("— Grail Builder")
    assert window.steps.count() == len(window.page_order) > 1
    # what a user does next works as in a window loaded at once: a click on a step shows it
    window.steps.setCurrentRow(window.page_order.index("stats"))
    assert window.stack.currentWidget() is window.pages["stats"]
    qtbot.wait(50)  # the new layout settles (a user sees it a moment later, as after 新規)
    window.grab().save(str(tmp_path / "loaded.png"))


def test_the_loaded_window_matches_one_loaded_at_once(qtbot):
    from forms.app.main import create_window
    later = _painted_frame(qtbot)
    later.show()
    qtbot.waitUntil(lambda: later.session is not None, timeout=20000)
    now = create_window([])
    qtbot.addWidget(now)
    assert later.page_order == now.page_order
    assert [later.steps.item(i).text() for i in range(later.steps.count())] == \
        [now.steps.item(i).text() for i in range(now.steps.count())]
    assert later.session.build == now.session.build and later.windowTitle() == now.windowTitle()
    assert [a.text() for a in later.menuBar().actions()] == [a.text() for a in now.menuBar().actions()]
    assert later.findings_dock.widget() is later.findings and later.startup_error is None


def test_a_window_never_shown_still_loads(qtbot):
    from forms.app.startup import wait_loaded
    window = _painted_frame(qtbot)
    assert wait_loaded(window, 20000) and window.session.build.type == "saber"


def test_a_load_that_fails_is_named_and_ends_the_start(qtbot, monkeypatch):
    """Only a broken installation gets there (the bundled pack cannot load): the message, exit 2."""
    import forms.app.main as app_module
    shown, codes = [], []
    monkeypatch.setattr(app_module, "first_session", lambda *a, **k: (_ for _ in ()).throw(ValueError("pack gone")))
    monkeypatch.setattr(app_module, "show_fatal", shown.append)
    monkeypatch.setattr(QApplication.instance(), "exit", codes.append)
    window = _painted_frame(qtbot)
    window.show()
    qtbot.waitUntil(lambda: bool(codes), timeout=20000)
    assert codes == [2] and shown and "pack gone" in shown[0]


def test_ctrl_z_in_a_field_reaches_the_window_after_the_deferred_start(qtbot):
    """The undo keys' filter is installed once the character is in (forms.app.undonav: after its
    first paint); a user typing then pressing Ctrl+Z in a field undoes the window's step."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLineEdit
    window = _painted_frame(qtbot)
    assert not window.undo_feedback.listening  # nothing before the character is in
    window.show()
    qtbot.waitUntil(lambda: window.session is not None and window.undo_feedback.listening, timeout=20000)
    page = window.show_page("profile")
    name = page.findChild(QLineEdit, "nameEdit")
    name.setFocus()
    qtbot.keyClicks(name, "Arthur")
    name.editingFinished.emit()
    assert window.session.build.name == "Arthur"
    qtbot.keyClick(name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.build.name == "" and name.text() == ""
