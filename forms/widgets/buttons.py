"""A dialog's own push button: named for tests, never the default button.

In a dialog whose table takes Enter (a combo to open, a cell to edit), a QPushButton that is
``autoDefault`` would take the Enter instead and run its slot (保存, 行を追加 …) unasked.
"""
from __future__ import annotations

from PySide6.QtWidgets import QPushButton


def dialog_button(text: str, name: str, slot) -> QPushButton:
    """A button showing ``text``, with object name ``name``, that runs ``slot`` when clicked."""
    button = QPushButton(text)
    button.setObjectName(name)
    button.setAutoDefault(False)
    button.clicked.connect(slot)
    return button
