"""Tab never leaves a wrapper registered for a layout item Qt deletes (the window's rare crash).

The Tab order (forms.common.focuschain) read every layout with ``itemAt``; PySide6 wrapped each
item and never learnt when Qt deleted it (the wrapper under a scroll area's scroll-bar container
outlived the page). A later object at that freed address crashed the window when it was deleted:
SIGSEGV in Shiboken::Object::destroy deleting the walked pages after an open (seen in the no-id
walk, tests/forms/pagewalk.py, whose page switches hide the focused widget, so Qt itself asks the
focus chain for the next stop). Here: Tab through every page of a character wraps no layout
item (the walk reads the layouts by item index).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.forms.wrappers import layout_item_wrappers


def _tab_through_every_page(qtbot, window, presses: int = 12) -> None:
    for page_id in window.page_order:
        window.show_page(page_id)
        window.steps.setFocus()
        for _ in range(presses):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)


def test_tab_wraps_no_layout_item(qtbot, window):
    window.resize(1024, 640)  # the smallest window: the pages' scroll bars show
    for page_id in window.page_order:  # built first: building a page wraps items of its own
        window.show_page(page_id)
    QApplication.processEvents()
    before = len(layout_item_wrappers())
    _tab_through_every_page(qtbot, window)
    assert QApplication.focusWidget() is not None and QApplication.focusWidget().window() is window
    assert len(layout_item_wrappers()) == before
