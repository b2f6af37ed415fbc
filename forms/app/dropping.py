"""A character file dropped on the window opens, as if chosen with 開く.

Contract: :func:`accept_drops` lets a window take drops of local ``.json`` files whose top
level has ``"system"`` (a character document): they open through
:func:`forms.app.windows.open_paths` (a new window each, or the window that already has one
raised). Any other ``.json`` is left to the user-pack drop of :mod:`forms.dialogs.ruledatamenu`
(it asks, then loads it as a user pack); a drag with no ``.json`` is refused. The files are
read with the bounded reader of :mod:`builder.core.packio` (size, nesting, encoding), never run.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject

from forms.widgets.dragfiles import json_files


def is_character(path: str) -> bool:
    from builder.core.packio import PackError, read_json
    try:
        data = read_json(Path(path))
    except PackError:
        return False
    return isinstance(data, dict) and "system" in data


def character_files(mime) -> list[str]:
    return [p for p in json_files(mime) if is_character(p)]


class CharacterDrops(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window_ = window
        self._entered: list[str] = []  # read once per drag, not on every mouse move

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        if kind == QEvent.Type.DragMove:
            files = self._entered
        else:
            files = self._entered = character_files(event.mimeData())
        if not files:
            return False  # a user pack (forms.dialogs.ruledatamenu) or nothing this window takes
        event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self.window_.open_paths(files)  # forms.app.windows.open_paths, asked of the window
        return True


def accept_drops(window) -> None:
    """Install once per window (installed after the user-pack filter, so asked first)."""
    if getattr(window, "_character_drops", None) is None:
        window._character_drops = CharacterDrops(window)
        window.setAcceptDrops(True)
        window.installEventFilter(window._character_drops)
