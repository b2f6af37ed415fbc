"""The application's stored settings (QSettings "grail-builder"): one place that names them, which
the window, its recent files and the start-up read, importing no window (issue 25 item 5)."""
from __future__ import annotations

from PySide6.QtCore import QSettings


def settings() -> QSettings:
    return QSettings("grail-builder", "grail-builder")
