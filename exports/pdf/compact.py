"""The GM-compact block of a character drawn from its ``Sheet.sections``: six NPCs to an A4 page.

Contract: :data:`COMPACT_LAYOUT` is the page (A4, two columns, small type, as a letter-scale system's
``gm-compact`` layout); :func:`compact_block` gives one character as one block kept together
(:class:`exports.pdf.stack.Together` of flat flowables, so that blocks stack in a column): a
line with the name and the player's name, the value sections as one line of ``name: value``
pairs, each stat section as a table turned across (a column per stat the character has: a
stat whose chosen and final values are 0 is left out), each list as one line of names with
their ranks, and the notes cut to two lines. Points, findings, palette and play are the full
sheet's (:mod:`exports.pdf.sections`). Every label in ``lang``. Knows no system; computes nothing.
"""
from __future__ import annotations

from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Spacer

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
    head = [title(section, lang)] + [name(x, lang) for x in rows]
    values = [""] + [str(x.value) if label(x, lang) in ("", str(x.value)) else f"{x.value} {label(x, lang)}"
                     for x in rows]
    return [r._table([head, values], [1.2] + [1.0] * len(rows), header=True, label_cols=[0])]


def compact_block(r: Any, pack: Any, sheet: Any, build: Any, lang: str = "ja") -> list[Any]:
    """One character's block on the GM-compact page (see the module contract), as flowables the
    renderer keeps together (:func:`exports.pdf.sheet.write_roster_pdf`)."""
    h = HEADS[lang]
    head = sheet.name or h["unnamed"]
    if player_line(build, lang):
        head += f"  ({player_line(build, lang)})"
    flow: list[Any] = [r.para(head, r.item_head, NAME_LINES)]
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
