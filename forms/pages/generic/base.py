"""The base of the generic pages: edits go through ``session.apply_edit``.

Contract: a generic page reads ``session.build``/``session.sheet`` in ``refresh`` (writing into
widgets with signals blocked) and changes the character only with :meth:`edit` (a named edit
of :mod:`builder.kit.edits`); a refused edit's reason reaches the user through the session's
``refused`` signal (the window's status bar). :meth:`say` puts a note in the status bar.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from ..base import Page


class GenericPage(Page):
    @property
    def content(self) -> Any:
        return self.pack.index.content

    @property
    def idx(self) -> Any:
        return self.pack.index

    def edit(self, edit: Any, merge_key: str | None = None) -> bool:
        return self.session.apply_edit(edit, merge_key)

    def say(self, text: str, msec: int = 10000) -> None:
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(text, msec)

    def heading(self) -> QLabel:
        """The step's name and its rule text (Japanese first), as the page's title."""
        from forms.session.text import esc, name_of, text_of
        label = QLabel()
        label.setWordWrap(True)
        text = text_of(self.step, self.lang)
        cite = f" (L{self.step.line})" if getattr(self.step, "line", None) else ""
        label.setText(f"<h2>{esc(name_of(self.step, self.lang))}</h2>" + (f"<p>{esc(text)}{cite}</p>" if text else ""))
        return label
