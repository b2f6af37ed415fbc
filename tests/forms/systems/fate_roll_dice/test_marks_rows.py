"""「+」/「−」 rows added and removed leave no wrapper registered for a deleted layout item.

A mark row (forms/systems/fate_roll_dice/marks_editor.py, and the 使用制限・リスク rows of
limits_editor.py) was a layout filled with its four widgets and then added to the editor's box;
PySide6 wrapped the filled layout's items and tied the wrappers to the box, so removing the row
(forms/widgets/rows.py) left them registered for the freed items' addresses for as long as the
editor lived (an object later put at such an address could crash the window when deleted; see
tests/forms/app/test_layout_item_wrappers.py). Here a user adds two 「+」 on ステータス and
removes them again with ✕."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from forms.systems.fate_roll_dice.marks_editor import MarksEditor
from tests.forms.helpers import go
from tests.forms.wrappers import stale_layout_items


def test_removed_mark_rows_leave_no_layout_item_wrapper(qtbot, window):
    page = go(qtbot, window, "stats")
    editor = page.findChildren(MarksEditor)[0]  # the first stat's 「+」「−」
    for _ in range(2):
        qtbot.mouseClick(editor.add_plus, Qt.LeftButton)
    QApplication.processEvents()  # the new rows show on the next turn
    assert len(editor.rows) == 2 and len(editor.marks) == 2  # two rows shown
    while editor.rows:
        remove = [b for b in editor.findChildren(QPushButton) if b.text() == "✕" and b.isVisible()][-1]
        qtbot.mouseClick(remove, Qt.LeftButton)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the dropped row goes
        QApplication.processEvents()
    assert editor.marks == []
    assert stale_layout_items() == []
    window.session.undo_stack.setClean()
