"""The window's frame first, the first character on the next turn of the event loop (issue 13:
window start to first paint ≤ 2× a bare window).

Why: loading the first character means importing pydantic and the engine, building the
validators of the pack and of the character's model, evaluating it and building its pages:
about two thirds of the start. The player sees the window (menus, step list, page area,
findings dock) at once, saying 「読み込み中…」, and the character a moment later.

Contract:
- :func:`show_loading` gives a :class:`~forms.app.mainwindow.MainWindow` without a session its
  frame: an empty step list, the page area with the 「読み込み中…」 label, the findings dock
  (empty, so that the saved dock layout is restored as before); :func:`is_loading` says
  whether it is still in that state.
- :func:`load_after_paint` runs ``load`` once: on the event-loop turn after the window's first
  paint, or after :data:`FALLBACK_MS` if no paint comes (a window never shown or started
  minimised). The window is disabled (menus, shortcuts, drops) until then, so nothing can
  reach a window without a session; ``load`` sets the session and enables it
  (``forms.app.main.load_first``).
- :func:`wait_loaded` processes events until the character is in (scripts, bench): tests
  that want the loaded window at once call ``create_window`` as before (it loads at once
  unless given ``load_now=False``).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QListWidget, QVBoxLayout, QWidget

# how long to wait for a first paint that may never come before loading anyway (ms)
FALLBACK_MS = 300


def show_loading(window) -> None:
    body = QWidget()
    row = QVBoxLayout(body)
    row.setContentsMargins(4, 4, 4, 4)
    inner = QHBoxLayout()
    steps = QListWidget()  # the same place and width as the step list that replaces it
    steps.setObjectName("stepList")
    steps.setFixedWidth(220)
    label = QLabel(QCoreApplication.translate("startup", "読み込み中…"))
    label.setObjectName("loadingLabel")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet("color: palette(window-text); font-size: 14pt")  # readable in the disabled frame
    inner.addWidget(steps)
    inner.addWidget(label, 1)
    row.addLayout(inner, 1)
    window.setCentralWidget(body)
    window.loading_label = label
    window.findings_dock = QDockWidget(window)  # MainWindow._build_central fills it
    window.findings_dock.setObjectName("findingsDock")
    window.findings_dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    window.findings_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "指摘"))
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, window.findings_dock)
    window.setWindowTitle(QCoreApplication.translate("startup", "読み込み中…") + " — Grail Builder")


def is_loading(window) -> bool:
    return getattr(window, "session", None) is None


class _AfterFirstPaint(QObject):
    def __init__(self, window, load: Callable[[], None]):
        super().__init__(window)
        self.window, self.load, self.done = window, load, False
        window.installEventFilter(self)
        QTimer.singleShot(FALLBACK_MS, self.run)

    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if obj is self.window and event.type() == QEvent.Type.Paint and not self.done:
            QTimer.singleShot(0, self.run)  # after this paint has reached the screen
        return False

    def run(self) -> None:
        if self.done:
            return
        self.done = True
        self.window.removeEventFilter(self)
        self.load()


def load_after_paint(window, load: Callable[[], None]) -> None:
    window.setEnabled(False)  # until the character is in (``load`` enables it)
    window.start_loader = _AfterFirstPaint(window, load)


def wait_loaded(window, timeout_ms: int = 60_000) -> bool:
    """Process events until ``window`` has its character (True) or ``timeout_ms`` passed."""
    from time import monotonic, sleep
    end = monotonic() + timeout_ms / 1000
    app = QCoreApplication.instance()
    while is_loading(window) and monotonic() < end:
        app.processEvents()
        sleep(0.002)
    return not is_loading(window)
