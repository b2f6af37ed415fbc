"""The GM-compact block of a character drawn from its ``Sheet.sections``: six NPCs to an A4 page.

Contract: :data:`COMPACT_LAYOUT` is the page (A4, two columns, small type, as a letter-scale system's
``gm-compact`` layout); :func:`compact_block` gives one character as one block kept together
(reportlab's ``KeepTogether`` of flat flowables, so that blocks stack in a column): a
line with the name and the player's name (and the character's picture, when it has one and
the form shows it, as a thumbnail beside it: :func:`head_with_picture`), the value sections as one line of ``name: value``
pairs, each stat section as a table turned across (a column per stat the character has: a
stat whose chosen and final values are 0 is left out), each list as one line of names with
their ranks, and the notes cut to two lines. Points, findings, palette and play are the full
sheet's (:mod:`exports.pdf.sections`). Every label in ``lang``. Knows no system; computes nothing.

:func:`two_columns` lays blocks out on the page's two columns balanced: a page's blocks are
split between its columns where the taller column is shortest (reportlab fills the left
column first, so six small blocks would all stand in it).
"""
from __future__ import annotations

import io
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import FrameBreak, PageBreak, Spacer, Table, TableStyle

from builder.core.sections import (
    ListSection, StatSection, TextSection, ValuesSection, label, name, title, value)

from exports.layout import Layout, Page
from exports.pdf.sections import HEADS, player_line

COMPACT_LAYOUT = Layout(system="*", name="sections-gm-compact", title="NPC一覧", compact=True,
                        page=Page(margin_mm=10, font_size=6.5, title_size=9, heading_size=7, columns=2,
                                  footer="Grail Builder  {system}  {date}  {page}"),
                        sections=[])
NAME_LINES, LIST_LINES, NOTE_LINES = 2, 3, 2


def _stat_table(r: Any, section: StatSection, lang: str) -> list[Any]:
    rows = [x for x in section.rows if x.value or x.base]
    if not rows:
        return []
    values = [str(x.value) if label(x, lang) in ("", str(x.value)) else f"{x.value} {label(x, lang)}"
              for x in rows]
    if len(rows) == 1:  # a section of one stat (a level): a plain 「name: value」, no table of one column
        heading, named = title(section, lang), name(rows[0], lang)
        lead = named if heading == named else f"【{heading}】{named}"
        return [r.para(f"{lead}: {values[0]}")]
    head = [title(section, lang)] + [name(x, lang) for x in rows]
    return [r._table([head, [""] + values], [1.2] + [1.0] * len(rows), header=True, label_cols=[0])]


def head_with_picture(r: Any, text: str, picture: Any = None) -> Any:
    """A block's name line; with a picture, the line beside a thumbnail frame at its right
    (:data:`exports.pdf.picture.SMALL_W`), the name broken to the room left."""
    if picture is None:
        return r.para(text, r.item_head, NAME_LINES)
    from exports.pdf.picture import SMALL_W, picture_frame
    name = r.para(text, r.item_head, NAME_LINES, width=r.frame_width - SMALL_W - 2 * mm)
    row = Table([[name, picture_frame(picture, SMALL_W, SMALL_W * 1.25)]],
                colWidths=[r.frame_width - SMALL_W, SMALL_W])
    row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    return row


def two_columns(blocks: list[Any], width: float, height: float) -> list[Any]:
    """``blocks`` (each kept together) on two-column pages, each page's blocks split between its
    columns where the taller column is shortest: a :class:`FrameBreak` between the columns and a
    :class:`PageBreak` after a full page. A block taller than a column is left to the renderer."""
    room = height * 0.97  # what a column holds, with room for the measure's rounding
    tall = [_height(b, width, height) for b in blocks]
    out: list[Any] = []
    i, n = 0, len(blocks)
    while i < n:
        j = i
        for _column in range(2):  # the blocks this page holds, filled as the frames would fill them
            start, used = j, 0.0
            while j < n and (j == start or used + tall[j] <= room):
                used += tall[j]
                j += 1
        fits = [k for k in range(i + 1, j + 1) if sum(tall[i:k]) <= room or k == i + 1]
        split = min(fits, key=lambda k: max(sum(tall[i:k]), sum(tall[k:j])))
        out += blocks[i:split] + ([FrameBreak()] if split < j else []) + blocks[split:j]
        out += [PageBreak()] if j < n else []
        i = j
    return out


def _height(block: Any, width: float, height: float) -> float:
    """The height the block takes in a column (measured on a scratch canvas, as a frame would)."""
    from reportlab.pdfgen.canvas import Canvas
    canvas = Canvas(io.BytesIO())
    total = 0.0
    for part in getattr(block, "_content", [block]):  # a KeepTogether's own wrap asks to be split
        total += part.wrapOn(canvas, width, height)[1] + part.getSpaceBefore() + part.getSpaceAfter()
    return total


def compact_block(r: Any, pack: Any, sheet: Any, build: Any, lang: str = "ja", picture: Any = None) -> list[Any]:
    """One character's block on the GM-compact page (see the module contract), as flowables the
    renderer keeps together (:func:`exports.pdf.sheet.write_roster_pdf`); ``picture`` a checked
    :class:`builder.files.picture.Picture` the form may show (None: no thumbnail)."""
    h = HEADS[lang]
    head = sheet.name or h["unnamed"]
    if player_line(build, lang):
        head += f"  ({player_line(build, lang)})"
    flow: list[Any] = [head_with_picture(r, head, picture)]
    for section in sheet.sections:
        if isinstance(section, ValuesSection) and section.id not in ("palette",) and section.rows:
            pairs = "  ".join(f"{name(x, lang)}: {value(x, lang)}" for x in section.rows)
            flow.append(r.para(pairs, max_lines=LIST_LINES))
        elif isinstance(section, StatSection):
            flow += _stat_table(r, section, lang)
        elif isinstance(section, ListSection) and section.rows:
            names = "、".join(x.name + (f"({x.level})" if x.level else "") for x in section.rows)
            flow.append(r.para(f"【{title(section, lang)}】{names}", max_lines=LIST_LINES))
        elif isinstance(section, TextSection) and section.text.strip():
            flow.append(r.para(section.text, max_lines=NOTE_LINES))
    flow.append(Spacer(0, 3 * mm))
    return flow
