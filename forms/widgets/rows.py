"""Keeping a list editor's widget rows in step with its data."""
from __future__ import annotations

from typing import Callable


def resize_rows(rows: list[tuple], count: int, make_row: Callable[[], None]) -> None:
    """Drop rows past ``count`` (each row is ``(layout, *widgets)``) or add them with ``make_row``."""
    while len(rows) > count:
        row_layout, *widgets = rows.pop()
        for widget in widgets:
            widget.deleteLater()
        row_layout.deleteLater()
    while len(rows) < count:
        make_row()
