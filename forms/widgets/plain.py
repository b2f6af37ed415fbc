"""Labels that show data as text, never as markup.

QLabel guesses: a string that looks like HTML is rendered as HTML. A character's name, a
skill's chosen specialty or a user pack's entry name is the user's text, so a name such as
``<img src=...>`` or ``<b>`` must be shown as typed. Every label that shows data from a file
or a pack is a :class:`PlainLabel`; markup we write ourselves around data goes through
:func:`forms.session.text.esc`.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


class PlainLabel(QLabel):
    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        if text:
            self.setText(text)
