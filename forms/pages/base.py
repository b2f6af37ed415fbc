"""The page base class.

Contract: a page shows one builder step. It reads ``session.build``/``session.sheet`` in
:meth:`refresh` (called after every ``changed``), writing into widgets under ``QSignalBlocker``
so nothing echoes back; it changes the character only through :meth:`change`, which calls
``session.apply``. :meth:`focus_path` moves focus to the widget that edits a JSON pointer and
returns whether it found one. Widgets whose next step has a price carry a ``focusKey`` property
(``stat:agility``, ``skill:3``) that the main window turns into the budget bar's hint.
"""
from __future__ import annotations

from typing import Callable

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

    def change(self, name: str, mutate: Callable[[dict], None], merge_key: str | None = None,
               show_cost: bool = False) -> bool:
        """Apply ``mutate`` to a JSON-like copy of the build and push it as one undo step."""
        data = self.build.model_dump(mode="json")
        mutate(data)
        try:
            new = type(self.build).model_validate(data)
        except ValueError as exc:
            self.refused(exc)  # the build stays as it was; the user is told why
            return False
        return self.session.apply(name, new, merge_key, show_cost)

    def refused(self, exc: ValueError) -> None:
        """An edit the character model refuses (a text past its limit, a number out of range):
        say so in the status bar, naming the field, and keep the build."""
        errors = getattr(exc, "errors", lambda: [])()
        where = "/" + "/".join(str(p) for p in errors[0]["loc"]) if errors else ""
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(self.tr("この変更は受け付けられません: %1 %2")
                                           .replace("%1", where).replace("%2", errors[0]["msg"] if errors else str(exc)), 10000)

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
