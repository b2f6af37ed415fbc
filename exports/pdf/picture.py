"""The character's picture on the PDF sheet: a fixed frame (:data:`FRAME_W` × :data:`FRAME_H`),
right-aligned under the name, the picture scaled to fit it whole (its proportions kept) and
centred, with a thin border, so every sheet has the same layout whatever the picture's size.

Contract: :func:`picture_frame` takes a checked :class:`builder.files.picture.Picture` (its bytes as
the file had them) and returns one reportlab flowable; ``width``/``height`` give a smaller frame
(a GM-compact block's, :data:`SMALL_W` × :data:`SMALL_H`).
"""
from __future__ import annotations

import io
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Image, Table, TableStyle

FRAME_W, FRAME_H = 40 * mm, 50 * mm
#: the frame of a GM-compact block (six blocks share a page: a thumbnail beside the name)
SMALL_W, SMALL_H = 14 * mm, 17.5 * mm


def picture_frame(picture: Any, width: float = FRAME_W, height: float = FRAME_H) -> Any:
    scale = min(width / picture.width, height / picture.height)
    image = Image(io.BytesIO(picture.data), width=picture.width * scale, height=picture.height * scale)
    frame = Table([[image]], colWidths=[width], rowHeights=[height], hAlign="RIGHT")
    frame.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.grey),
                               ("ALIGN", (0, 0), (-1, -1), "CENTER"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return frame
