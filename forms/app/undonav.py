"""Undo and redo that say what they did and show where: the window's side of the undo stack.

Contract:
- :class:`UndoFeedback` follows the window's 元に戻す / やり直し actions (:meth:`attach`, called
  each time the menus are built). After an undo or redo it names the step in the status bar
  (「元に戻す: 耐久 B→A」) and, when the step changed something another page edits, shows that
  page with the changed field focused (the window's ``navigate``), so the user sees the result.
- Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y in a text field of the window go to the window's undo stack,
  not to the field's own undo: a field's own undo knows nothing of the session (it would undo
  letters the session has already stored, and a later session undo would lose them). Typing is
  one named step per field (``session.apply`` merge keys), so undo takes back exactly the last
  step and never a character of an earlier one. The keys are caught by an event filter on
  the window (a key a widget does not take goes up to its window: ShortcutOverride, then
  KeyPress) and on each widget of the window that takes the keyboard focus (a text field takes
  the keys itself, so its filter sees them first), installed when it gets the focus and kept
  while it lives. Not on the application: an application-wide Python filter is called for
  every event of every object (tens of thousands while a page is built, laid out, painted or
  deleted), which was over a third of the CPU a user spent opening a file and going through
  its pages.
  :meth:`UndoFeedback.listen` starts this once the window has its character (a window built
  with one: at once; the deferred start, :mod:`forms.app.startup`: on the event-loop turn
  after the character is in, when it has been painted). Why not earlier: the first event of a
  Qt-private object that reaches a Python filter makes PySide6 resolve every lazily loaded
  class of QtCore/QtGui/QtWidgets and build their ~140 enums (~60–80 ms); the frame and its
  character paint before that. Until then the window is disabled (no field can take a key).
- :func:`changed_path` is the JSON pointer of the first place two builds differ (pure).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

#: key sequences the window's undo stack takes from text fields
UNDO_KEYS = (QKeySequence.StandardKey.Undo,)
REDO_KEYS = (QKeySequence.StandardKey.Redo,)
EXTRA = {"Ctrl+Z": "undo", "Ctrl+Shift+Z": "redo", "Ctrl+Y": "redo"}


def _diff(a, b, path: str) -> str | None:
    if a == b:
        return None
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            found = _diff(a.get(key), b.get(key), f"{path}/{key}")
            if found is not None:
                return found
        return path
    if isinstance(a, list) and isinstance(b, list):
        for i in range(min(len(a), len(b))):
            found = _diff(a[i], b[i], f"{path}/{i}")
            if found is not None:
                return found
        return f"{path}/{min(len(a), len(b))}"
    return path


def changed_path(before, after) -> str:
    """The JSON pointer of the first field (in the build's own order) that differs ("" if none)."""
    return _diff(before.model_dump(mode="json"), after.model_dump(mode="json"), "") or ""


def _command_builds(command):
    """(before, after) of an undo step; a macro's are its first and last child's."""
    if command is None:
        return None
    if hasattr(command, "before") and hasattr(command, "after"):
        return command.before, command.after
    count = command.childCount()
    if count:
        first, last = _command_builds(command.child(0)), _command_builds(command.child(count - 1))
        if first and last:
            return first[0], last[1]
    return None


def key_table() -> dict[int, str]:
    """The keys the window's undo stack takes from text fields, as combined key codes (a
    ``QKeyCombination.toCombined()``): the platform's first standard Undo and Redo bindings
    (what ``QKeySequence(StandardKey)`` is), and :data:`EXTRA`'s keys where those are not
    Undo or Redo already (Undo wins over Redo, Redo over EXTRA). Made once a QApplication
    exists: the platform's bindings come from its theme."""
    table = {QKeySequence(text)[0].toCombined(): which for text, which in EXTRA.items()}
    for keys, which in ((REDO_KEYS, "redo"), (UNDO_KEYS, "undo")):
        table.update({QKeySequence(k)[0].toCombined(): which for k in keys if not QKeySequence(k).isEmpty()})
    return table


class UndoFeedback(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.listening = False
        self._keys: dict[int, str] | None = None  # key_table(), made at the first key

    def listen(self) -> None:
        """Catch Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y in the window's fields from now on (once): in
        the field that has the focus now and in each that takes it later."""
        if not self.listening:
            self.listening = True
            self.window.installEventFilter(self)
            app = QApplication.instance()
            app.focusChanged.connect(self._focus_changed)
            self._focus_changed(None, app.focusWidget() or self.window.focusWidget())

    def _focus_changed(self, _old, new) -> None:
        if isinstance(new, QWidget) and new.window() is self.window:
            new.installEventFilter(self)  # once: installing it again only moves it to the front

    def attach(self, undo_action, redo_action) -> None:
        undo_action.triggered.connect(lambda: self._done(undone=True))
        redo_action.triggered.connect(lambda: self._done(undone=False))

    def _done(self, undone: bool) -> None:
        window = self.window
        stack = window.session.undo_stack
        command = stack.command(stack.index() if undone else stack.index() - 1)
        if command is None:
            return
        word = self.tr("元に戻す: %1") if undone else self.tr("やり直し: %1")
        window.statusBar().showMessage(word.replace("%1", command.text()), 8000)
        builds = _command_builds(command)
        if not builds:
            return
        path = changed_path(*builds)
        from forms.pages import path_page
        key = path_page(window.session.pack, path) if path else None
        current = window.stack.currentWidget()
        if key and key in window.page_order and window.pages[key] is not current:
            window.navigate(path)

    # ------------------------------------------------------------------ Ctrl+Z in a field
    def _which(self, event) -> str | None:
        """"undo", "redo" or None for a key event: one look-up in :func:`key_table` (every key
        typed in a field passes here; a key sequence built and matched per key cost more than
        the rest of the key's way to the field)."""
        if self._keys is None:
            self._keys = key_table()
        combo = event.keyCombination().toCombined() if hasattr(event, "keyCombination") else event.key()
        return self._keys.get(combo)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        # every event of the window and of its fields that took the focus passes here: the class
        # test first (a C check; asking a paint or mouse event its type() builds a Python enum)
        if not isinstance(event, QKeyEvent) or event.type() not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                or not isinstance(obj, QWidget) or obj.window() is not self.window:
            return False
        which = self._which(event)
        if which is None:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.ignore()  # not the field's: the window's shortcut takes it
            return True
        # a key press that reached a field anyway (no shortcut matched): run the action
        action = self.window.act_undo if which == "undo" else self.window.act_redo
        if action.isEnabled():
            action.trigger()
        return True
