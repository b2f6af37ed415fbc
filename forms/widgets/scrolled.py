"""A long form in a scroll area, so a small window scrolls it instead of growing.

Contract: :func:`scrolled` returns a frameless, widget-resizable QScrollArea holding ``widget``;
the area's minimum size does not include the form's, so the window can shrink to 1024×640
(issue 14) while every field stays reachable.
"""
from __future__ import annotations

from PySide6.QtWidgets import QScrollArea, QWidget


def scrolled(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setWidget(widget)
    return area
