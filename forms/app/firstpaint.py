"""Quit after the first paint, when asked by the environment: the smoke test of the standalone
build (scripts/smoke_bundle.py) and its start-up bench (bench/bench_bundle.py).

Contract: with ``GRAIL_BUILDER_QUIT_AFTER_PAINT`` set (``1``, or a path ending in ``.png``),
:func:`watch` makes the window print ``first paint <epoch seconds>`` on standard output when
it is first painted (its frame: forms.app.startup), save a screenshot of itself to the ``.png``
path if one was given (once the character is in), and leave the event loop with exit code 0. Unset (a player's start), it does nothing. Why an
environment variable rather than an option: a built program cannot run a test's own code,
and players never need it (it is not in ``--help``).
"""
from __future__ import annotations

import os
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

VARIABLE = "GRAIL_BUILDER_QUIT_AFTER_PAINT"


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, screenshot: str | None):
        super().__init__(window)
        self.window, self.screenshot, self.done = window, screenshot, False

    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if not self.done and obj is self.window and event.type() == QEvent.Type.Paint:
            self.done = True
            print(f"first paint {time.time():.6f}", flush=True)
            QTimer.singleShot(0, self._finish)  # after this paint has completed
        return False

    def _finish(self) -> None:
        if getattr(self.window, "session", "") is None:  # the frame painted, the character is loading
            QTimer.singleShot(10, self._finish)  # (forms.app.startup): the screenshot shows the character
            return
        if self.screenshot:
            self.window.grab().save(self.screenshot)
        QApplication.instance().exit(0)


def watch(window: QWidget) -> None:
    """Install the first-paint watch on ``window`` if the environment asks for it."""
    value = os.environ.get(VARIABLE, "")
    if not value or value == "0":
        return
    watcher = _FirstPaint(window, value if value.lower().endswith(".png") else None)
    window.installEventFilter(watcher)
