"""The window's size, position, dock and splitter positions, remembered between runs.

Contract: :func:`restore_window` puts back what :func:`save_window` stored (QSettings
``window/geometry`` and ``window/state``: Qt's own ``saveGeometry``/``saveState`` blobs, which
Qt checks and ignores when they do not fit, e.g. a screen that is gone); on a first run the
findings dock starts low (:data:`FIRST_DOCK_HEIGHT`). Splitters with an
object name keep their positions under ``window/splitters/<name>``: a page built later (pages
are built on first visit) calls :func:`restore_splitter` for its own. Nothing here is user data
that could harm: a damaged value is ignored and the defaults stay.
"""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtWidgets import QSplitter


#: the findings dock's height before the user has chosen one (pixels)
FIRST_DOCK_HEIGHT = 140


def _settings() -> QSettings:
    return QSettings("grail-builder", "grail-builder")


def _blob(value) -> QByteArray | None:
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def restore_window(window) -> None:
    s = _settings()
    geometry, state = _blob(s.value("window/geometry")), _blob(s.value("window/state"))
    if geometry is not None:
        window.restoreGeometry(geometry)
    if state is not None:
        window.restoreState(state)
    elif getattr(window, "findings_dock", None) is not None:
        # first run: a low findings dock, so a 640-pixel-high window keeps room for the page
        window.resizeDocks([window.findings_dock], [FIRST_DOCK_HEIGHT], Qt.Orientation.Vertical)


def save_window(window) -> None:
    s = _settings()
    s.setValue("window/geometry", window.saveGeometry())
    s.setValue("window/state", window.saveState())
    for splitter in window.findChildren(QSplitter):
        if splitter.objectName():
            s.setValue(f"window/splitters/{splitter.objectName()}", splitter.saveState())


def restore_splitter(splitter: QSplitter) -> None:
    state = _blob(_settings().value(f"window/splitters/{splitter.objectName()}"))
    if state is not None:
        splitter.restoreState(state)
