"""Keeping a list editor's widget rows in step with its data."""
from __future__ import annotations

from typing import Callable


def resize_rows(rows: list[tuple], count: int, make_row: Callable[[], None]) -> None:
    """Drop rows past ``count`` (each row is ``(layout, *widgets)``) or add them with ``make_row``.

    ``make_row`` adds its row layout to the editor's box while the row is still empty and only
    then puts its widgets in it: PySide6's ``addLayout`` wraps every item already in the added
    layout and ties those wrappers to the box, which outlives the row, so a dropped row left
    wrappers registered for the freed addresses of its items (a later object put at one of them
    could crash the window when it was deleted: forms.common.focuschain has the details)."""
    while len(rows) > count:
        row_layout, *widgets = rows.pop()
        for widget in widgets:
            widget.deleteLater()
        row_layout.deleteLater()
    while len(rows) < count:
        make_row()
