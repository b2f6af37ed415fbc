"""The window's keyboard commands: shortcuts, and Enter on a row doing what a click does.

Contract:
- :func:`add_actions` (called by the window on every menu build) gives ファイル → PDFに書き出し
  Ctrl+P and ココフォリアにコピー Ctrl+Shift+C, and adds 表示 → 次の手順 (Ctrl+PgDown) and
  前の手順 (Ctrl+PgUp), which move the step list's selection (the page follows) and put the
  focus in the new page's first field, as a tab change does in desktop software (Firefox,
  LibreOffice Calc, Qt Creator). The menus show the keys beside each entry.
- :func:`activate_on_keys(view, act)` makes Enter (Return or the keypad's) and, when asked,
  Space on an item view's current row call ``act(index)``: the findings panel jumps to the
  finding's field as its click does, the skill catalogue and the 宝具 effects table add the
  row as their double-click does. ``view`` may also be a QComboBox (its current entry), and a
  combo box's open list is ``combo.view()``: the generic pages' catalogue adds the entry on
  Enter either way (:mod:`forms.pages.generic.list_page`).
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QKeySequence

# the shortcuts the README lists (a test presses each)
PDF_KEY, CCFOLIA_KEY = "Ctrl+P", "Ctrl+Shift+C"
NEXT_STEP_KEY, PREVIOUS_STEP_KEY = "Ctrl+PgDown", "Ctrl+PgUp"


def add_actions(window: Any, view_menu: Any) -> None:
    window.act_pdf.setShortcut(QKeySequence(PDF_KEY))
    window.act_ccf.setShortcut(QKeySequence(CCFOLIA_KEY))
    view_menu.addSeparator()
    next_text = QCoreApplication.translate("Keys", "次の手順(&N)")
    previous_text = QCoreApplication.translate("Keys", "前の手順(&P)")
    window.act_next_step = view_menu.addAction(next_text, QKeySequence(NEXT_STEP_KEY),
                                               lambda: step(window, 1))
    window.act_previous_step = view_menu.addAction(previous_text, QKeySequence(PREVIOUS_STEP_KEY),
                                                   lambda: step(window, -1))


def step(window: Any, delta: int) -> bool:
    """Show the step ``delta`` rows away (no wrap at either end) and focus its first field."""
    row = window.steps.currentRow() + delta
    if not 0 <= row < window.steps.count():
        return False
    window.steps.setCurrentRow(row)
    page = window.stack.currentWidget()
    from .focuschain import tab_stops
    stops = tab_stops(page) if page is not None else []
    (stops[0] if stops else window.steps).setFocus(Qt.FocusReason.TabFocusReason)
    return True


class _Activator(QObject):
    def __init__(self, view, act: Callable[[QModelIndex], Any], space: bool):
        super().__init__(view)
        self.view, self.act = view, act
        self.keys = {Qt.Key.Key_Return, Qt.Key.Key_Enter} | ({Qt.Key.Key_Space} if space else set())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if (event.type() == QEvent.Type.KeyPress and event.key() in self.keys
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            index = _current(self.view)
            if index.isValid():
                self.act(index)
                return True
        return False


def _current(view) -> QModelIndex:
    """The current row of an item view, or of a combo box (whose ``currentIndex`` is a number)."""
    index = view.currentIndex()
    if isinstance(index, int):
        return view.model().index(index, view.modelColumn()) if index >= 0 else QModelIndex()
    return index


def activate_on_keys(view, act: Callable[[QModelIndex], Any], space: bool = False) -> None:
    """Enter (and Space if ``space``) on ``view``'s current row calls ``act(index)``."""
    view.installEventFilter(_Activator(view, act, space))
