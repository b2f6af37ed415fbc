"""The page base class.

Contract: a page shows one builder step. It reads ``session.build``/``session.sheet`` in
:meth:`refresh` (called after every ``changed``), writing into widgets under ``QSignalBlocker``
so nothing echoes back; it changes the character only through :meth:`send`, which hands a named edit to
``session.apply_edit``. :meth:`focus_path` moves focus to the widget that edits a JSON pointer and
returns whether it found one. Widgets whose next step has a price carry a ``focusKey`` property
(``stat:agility``, ``skill:3``) that the main window turns into the budget bar's hint.
"""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from builder.core.build import Build


def set_focus_key(widget: QWidget, key: str) -> QWidget:
    widget.setProperty("focusKey", key)
    return widget


class Page(QWidget):
    page_id = ""

    def __init__(self, session, step, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.step = step
        self.setObjectName(f"page_{self.page_id or step.page}")

    @property
    def pack(self):
        return self.session.pack

    @property
    def build(self) -> Build:
        return self.session.build

    @property
    def lang(self) -> str:
        return self.session.lang

    def send(self, edit, name: str, merge_key: str | None = None, show_cost: bool = False) -> bool:
        """Send a named edit (the system's vocabulary) as one undo step named ``name`` (the
        page's words, in the window's language). A refused edit keeps the build; the session
        says why (``refused``, shown in the status bar). True when the character changed."""
        return self.session.apply_edit(edit, merge_key, name=name, show_cost=show_cost)

    def refresh(self) -> None:
        """Re-read the session. Called after every change; must be cheap."""

    def focus_path(self, path: str) -> bool:
        return False


class PlaceholderPage(Page):
    """A step whose page id this version does not know: says so instead of failing."""

    def __init__(self, session, step, parent=None):
        super().__init__(session, step, parent)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("この手順(%1)はまだ画面がありません").replace("%1", step.page)))
