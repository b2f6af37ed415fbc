"""User-like actions: choose in a combo box, click a list check box, type, click a button."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QWidget


def child(parent: QWidget, cls, name: str):
    widget = parent.findChild(cls, name)
    assert widget is not None, f"no {cls.__name__} named {name}"
    return widget


def choose(qtbot, combo: QComboBox, data) -> None:
    """Pick the entry carrying ``data`` the way a user does: open the popup, move to the entry,
    press Return (one choice, one undo step; disabled entries cannot be taken)."""
    target = combo.findData(data)
    assert target >= 0, f"{combo.objectName()} has no {data!r}"
    combo.setFocus()
    combo.showPopup()
    view = combo.view()
    index = view.model().index(target, 0)
    view.setCurrentIndex(index)
    qtbot.keyClick(view, Qt.Key_Return)
    assert combo.currentIndex() == target, f"{combo.objectName()}: entry {data!r} not taken"


def click_check(qtbot, view, index) -> None:
    rect = view.visualRect(index)
    pos = QPoint(rect.left() + rect.height() // 2 + 2, rect.center().y())
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)


def click_row(qtbot, view, index) -> None:
    """Click the middle of a row (a click selects it; Enter would act on it: add a catalogue
    row, jump to a finding's field)."""
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(index).center())
    assert view.currentIndex().row() == index.row(), f"{view.objectName()}: row {index.row()} not taken"


def type_into(qtbot, edit, text: str) -> None:
    """Type ``text`` character by character. Japanese arrives the way an input method sends
    it (a committed QInputMethodEvent); QTest's key clicks know only ASCII."""
    edit.setFocus()
    for ch in text:
        if ch.isascii():
            qtbot.keyClick(edit, ch)
        else:
            event = QInputMethodEvent("", [])
            event.setCommitString(ch)
            QApplication.sendEvent(edit, event)


def go(qtbot, window, page_id: str):
    lst = window.steps
    row = window.page_order.index(page_id)
    click_row(qtbot, lst, lst.model().index(row, 0))
    assert window.stack.currentWidget() is window.pages[page_id]
    return window.pages[page_id]


def click_radio(qtbot, button) -> None:
    """Click on the indicator (a stretched radio button only reacts on its label and dot)."""
    qtbot.mouseClick(button, Qt.LeftButton, pos=QPoint(8, button.height() // 2))


def answer_new_dialog(qtbot, system: str, type_id: str) -> None:
    """When the 新規キャラクター dialog is up: pick the system and type, OK."""
    def answer():
        dialog = QApplication.activeModalWidget()
        choose(qtbot, child(dialog, QComboBox, "newSystem"), system)
        choose(qtbot, child(dialog, QComboBox, "newType"), type_id)
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok), Qt.LeftButton)
    QTimer.singleShot(0, answer)


def new_from_menu(qtbot, window, system: str, type_id: str) -> None:
    """ファイル → 新規…, pick the system and type in the dialog, OK."""
    answer_new_dialog(qtbot, system, type_id)
    window.act_new.trigger()


def open_tool(qtbot, window, path, action: str, dialog: str):
    """Open the character ``path``, trigger the window's ``action`` (a ツール menu entry) and
    return its dialog (``window.<dialog>``) once it is shown and active, as a user then types."""
    assert window.open_file(path)
    getattr(window, action).trigger()
    shown = getattr(window, dialog)
    qtbot.waitExposed(shown)
    shown.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shown)
    return shown
