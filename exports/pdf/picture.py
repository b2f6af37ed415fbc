"""The character's picture on the PDF sheet: a fixed frame (:data:`FRAME_W` × :data:`FRAME_H`),
right-aligned under the name, the picture scaled to fit it whole (its proportions kept) and
centred, with a thin border, so every sheet has the same layout whatever the picture's size.

Contract: :func:`picture_frame` takes a checked :class:`builder.files.picture.Picture` (its bytes as
the file had them) and returns one reportlab flowable.
"""
from __future__ import annotations

import io
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Image, Table, TableStyle

FRAME_W, FRAME_H = 40 * mm, 50 * mm


def picture_frame(picture: Any) -> Any:
    scale = min(FRAME_W / picture.width, FRAME_H / picture.height)
    image = Image(io.BytesIO(picture.data), width=picture.width * scale, height=picture.height * scale)
    frame = Table([[image]], colWidths=[FRAME_W], rowHeights=[FRAME_H], hAlign="RIGHT")
    frame.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.grey),
                               ("ALIGN", (0, 0), (-1, -1), "CENTER"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return frame
