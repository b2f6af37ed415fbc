"""A4 PDF sheets with reportlab platypus: :class:`SheetRenderer`, :func:`write_pdf`, :func:`write_roster_pdf`.

Contract:
- Input is the engine's derived sheet (its typed sections, keyed by :func:`exports.sectionview.section_data`); the layout JSON
  (:mod:`exports.layout`) decides sections, order, labels and widths.
- All Japanese text is set in IPAexGothic (``exports/fonts/ipaexg.ttf``), embedded as a
  subset (reportlab subsets TrueType fonts), so text is selectable and searchable.
- Text is never parsed as markup: cells are plain strings drawn as they are (``<``, ``&`` and
  markup in names or notes print literally), broken into lines by :func:`wrap` (CJK line
  breaking with simple kinsoku, ASCII words kept whole when they fit; cached by text, width
  and size) instead of reportlab Paragraphs, which re-measure on every split and draw.
  Characters the font lacks (emoji, lone surrogates, control characters) are replaced by 〓
  in the PDF only (the text export keeps them); invisible format characters (bidi marks,
  zero-width joiners, variation selectors) are dropped.
- Any text is bounded (:func:`wrap` ``max_lines``, :func:`fit_line`): a name or heading takes at
  most :data:`NAME_LINES` lines, a table cell at most a page, a free-text block (設定, 宝具の
  説明) at most :data:`TEXT_LINES` lines; what is cut ends in "…". Both work on a prefix of the
  text no longer than what could possibly fit, so a 200,000-character name costs what a short
  one does, and nothing can raise ``LayoutError`` (no flowable is taller than a page).
- Tables are :class:`Grid` flowables: all cell text of a table in one text object, the rules
  in one path (a platypus Table costs a text object per cell line). Text and rules are written
  as PDF operators by :mod:`exports.pdf.text` (the bytes reportlab's text and path objects
  write); reportlab's frames place the flowables, and its own ``TTFont`` embeds the font (its
  subsets).
- Long content flows onto further pages (tables split between and inside rows, their header
  row repeated; text blocks between lines); the page header (name and type) is drawn on
  every page by ``onPage``.
- Streams are deflated by reportlab (its zlib level) without its ASCII85 layer on top
  (``rl_config.useA85``): a one-page sheet is ~75 KB.
- ``invariant=True`` makes the file byte-stable (no creation date, fixed ids) for tests.
"""
from __future__ import annotations

import threading

import datetime as _dt
import io
import re
import unicodedata
from functools import lru_cache
from itertools import repeat
from importlib import resources
from pathlib import Path
from typing import Any, Iterable
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5, B5, landscape, letter
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import BaseDocTemplate, CondPageBreak, Flowable, Frame, KeepTogether, PageTemplate, Spacer

from builder.core.build import Build
from builder.core.packs import RulePack
from builder.core.sheet import Sheet

from exports.layout import Layout, Section, fill, has_layouts, in_language, load_layout
from exports.sectionview import DASH, section_data
from exports.pdf.text import TextOps, draw_segments, draw_text

FONT = "IPAexGothic"
FONT_PATH = Path(str(resources.files("exports") / "fonts" / "ipaexg.ttf"))  # package data (also in the bundle)
PAGE_SIZES = {"A4": A4, "B5": B5, "A5": A5, "letter": letter}
REPLACEMENT = "〓"
ASCENT = 0.88  # IPAexGothic ascender, in em
PAD = 2.0      # table cell left/right padding (pt)
LABEL_COLOR = colors.HexColor("#333355")
HEADING_COLOR = colors.HexColor("#1a1a5a")
GRID_COLOR = colors.HexColor("#9999aa")
HEADER_BG = colors.HexColor("#e4e4f0")
FURNITURE_COLOR = colors.HexColor("#555566")  # page header and footer
ELLIPSIS = "…"
NAME_LINES = 3      # the character's name, item and section headings
LABEL_LINES = 3     # table header cells and field labels (layout text)
TEXT_LINES = 400    # one free-text block (設定, 宝具・礼装・装備の説明): about five A4 pages
TITLE_CHARS = 200   # the PDF's document title (metadata)
#: narrowest glyph with a width in IPAexGothic (em/1000): bounds how many characters a line can hold
MIN_GLYPH_WIDTH = 190.0

_GLOBALS_LOCK = threading.Lock()
_font: TTFont | None = None
_widths: dict[int, float] = {}
_default_width = 1000.0


def register_font() -> TTFont:
    """Register IPAexGothic once per process and return the font object reportlab draws
    :data:`FONT` with (reportlab's ``TTFont``: it subsets the font per document), or the one
    registered under that name earlier in the process (the sheets encode their text with the
    object reportlab embeds: exports.pdf.text writes into its subsets)."""
    global _font, _widths, _default_width
    if _font is None:
        pdfmetrics.registerFont(TTFont(FONT, str(FONT_PATH)))
        _font = pdfmetrics.getFont(FONT)
        _widths = _font.face.charWidths
        _default_width = float(_font.face.defaultWidth)
    return _font


@lru_cache(maxsize=8192)
def safe_text(text: Any) -> str:
    """Plain text the font can draw: characters it lacks (emoji, lone surrogates, control
    characters) become 〓; invisible format characters (category Cf: bidi marks, ZWJ, BOM) and
    variation selectors are dropped."""
    register_font()
    widths = _widths
    text = str(text)
    if all(ord(ch) in widths or ch in "\n\t" for ch in text):
        return text
    out = []
    for ch in text:
        code = ord(ch)
        if ch in "\n\t" or code in widths:
            out.append(ch)
        elif 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or unicodedata.category(ch) == "Cf":
            continue
        else:
            out.append(REPLACEMENT)
    return "".join(out)


def markup(text: Any) -> str:
    """Escape user text for a Paragraph: &, <, > become entities; newlines become <br/>."""
    return escape(safe_text(text)).replace("\n", "<br/>")


#: may not start a line (closing brackets, punctuation, small kana) / may not end one
LINE_START_NG = frozenset("、。，．,.)]}」』）】〕｝〉》・：；:;!?！？ー…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ々〜")
LINE_END_NG = frozenset("([{「『（【〔｛〈《")
_UNITS = re.compile(r"[!-~]+| +|.")


def _w(text: str) -> float:
    """Width of ``text`` at 1 pt (text already passed through :func:`safe_text`)."""
    return sum(map(_widths.get, map(ord, text), repeat(_default_width, len(text)))) / 1000.0


def _room(limit: float, lines: int) -> int:
    """How many characters ``lines`` lines of ``limit`` em can hold at most (plus slack for
    the line breaks): the longest prefix of a text worth looking at."""
    per_line = int(max(limit, 0.0) * 1000.0 / MIN_GLYPH_WIDTH) + 2
    return (lines + 1) * per_line


def _with_ellipsis(line: str, limit: float) -> str:
    """``line`` shortened from the end until it and "…" fit in ``limit`` em (linear)."""
    room = limit - _w(ELLIPSIS)
    widths, default = _widths, _default_width
    total = _w(line)
    end = len(line)
    while end and total > room:
        end -= 1
        total -= widths.get(ord(line[end]), default) / 1000.0
    return line[:end].rstrip() + ELLIPSIS


def fit_line(text: Any, width: float, size: float) -> str:
    """``text`` on one line no wider than ``width`` at ``size`` pt (newlines become spaces),
    cut with "…" when longer; linear in the part of the text that can show."""
    register_font()
    text = str(text)
    limit = width / size
    room = _room(limit, 1)
    cut = len(text) > room
    if cut:
        text = text[:room]
    line = safe_text(text.replace("\r\n", " ").replace("\r", " ").replace("\n", " "))
    if not cut and _w(line) <= limit:
        return line
    return _with_ellipsis(line, limit)


@lru_cache(maxsize=8192)
def wrap(text: str, width: float, size: float, max_lines: int = TEXT_LINES) -> tuple[str, ...]:
    """Break ``text`` (one string, ``\\n`` for hard breaks) into lines no wider than ``width``
    at ``size`` pt: anywhere between CJK characters, at spaces between ASCII words (a word
    wider than the line is broken by character), never before 。」 etc. nor after 「( etc.

    At most ``max_lines`` lines: a longer text is cut and its last line ends in "…". Only a
    prefix of the text that could fill ``max_lines`` lines is looked at (:func:`_room`), so the
    cost does not grow with the length of the text."""
    register_font()
    limit = width / size
    max_lines = max(1, max_lines)
    room = _room(limit, max_lines)
    cut = len(text) > room
    if cut:
        text = text[:room]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines: list[str] = []
    for para in safe_text(text).split("\n"):
        if len(lines) > max_lines:
            break
        units: list[str] = []
        for u in _UNITS.findall(para.replace("\t", " ")):
            if len(u) > 1 and u[0] != " " and _w(u) > limit:
                units += list(u)
            else:
                units.append(u)
        cur: list[str] = []
        cur_w = 0.0
        for u in units:
            uw = _w(u)
            if cur and cur_w + uw > limit:
                if len(lines) > max_lines:
                    break
                if u[0] == " ":
                    lines.append("".join(cur).rstrip())
                    cur, cur_w = [], 0.0
                    continue
                carry: list[str] = []
                if u[0] in LINE_START_NG and len(cur) > 1 and cur[-1][0] != " ":
                    carry.append(cur.pop())
                if len(cur) > 1 and cur[-1][-1] in LINE_END_NG:
                    carry.insert(0, cur.pop())
                lines.append("".join(cur).rstrip())
                cur = carry
                cur_w = sum(_w(c) for c in cur)
            if not cur and u[0] == " " and lines and units[0] is not u:
                continue  # no leading space on a continuation line
            cur.append(u)
            cur_w += uw
        lines.append("".join(cur).rstrip())
    if cut or len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = _with_ellipsis(lines[-1], limit)
    return tuple(lines)


class TextLines(Flowable):
    """Pre-broken lines of plain text in one font size and colour; splits between lines."""

    def __init__(self, lines: tuple[str, ...] | list[str], size: float, leading: float, color: Any,
                 space_before: float = 0.0, space_after: float = 0.0) -> None:
        super().__init__()
        self.lines = tuple(lines)
        self.size, self.leading, self.color = size, leading, color
        self.spaceBefore, self.spaceAfter = space_before, space_after

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width = availWidth
        self.height = self.leading * len(self.lines)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        n = int((availHeight + 1e-6) // self.leading)
        if n <= 0 or n >= len(self.lines):
            return []
        return [TextLines(self.lines[:n], self.size, self.leading, self.color, self.spaceBefore, 0.0),
                TextLines(self.lines[n:], self.size, self.leading, self.color, 0.0, self.spaceAfter)]

    def draw(self) -> None:
        y = self.leading * len(self.lines) - (self.leading - self.size) / 2 - ASCENT * self.size
        draw_text(self.canv, _font, self.size, self.leading, [(self.color, 0, y, self.lines)])


class Grid(Flowable):
    """A table of pre-broken plain-text cells drawn in one text object and one grid path
    (instead of a platypus Table: one text object per cell line). Splits between rows and,
    when a single row does not fit, between the lines of that row; the first ``header`` rows
    are repeated on every part.

    ``rules``: ``"grid"`` — every cell boundary; ``"columns"`` — only the lines between columns.
    ``pad`` is (left, right, top, bottom); ``first_left`` overrides the left padding of column 0.
    """

    def __init__(self, cells: list[list[tuple[str, ...]]], col_widths: list[float], size: float,
                 leading: float, color: Any = colors.black, col_colors: dict[int, Any] | None = None,
                 header: int = 0, header_color: Any = None, header_bg: Any = None, rules: str = "grid",
                 pad: tuple[float, float, float, float] = (PAD, PAD, 1.0, 1.2),
                 first_left: float | None = None) -> None:
        super().__init__()
        self.cells = cells
        self.col_widths = col_widths
        self.size, self.leading, self.color = size, leading, color
        self.col_colors = col_colors or {}
        self.header, self.header_color, self.header_bg = header, header_color, header_bg
        self.rules, self.pad, self.first_left = rules, pad, first_left
        vpad = pad[2] + pad[3]
        self.row_heights = [leading * max(1, max(map(len, row), default=1)) + vpad for row in cells]
        self.width = sum(col_widths)
        self.height = sum(self.row_heights)

    def _copy(self, cells: list[list[tuple[str, ...]]]) -> "Grid":
        return Grid(cells, self.col_widths, self.size, self.leading, self.color, self.col_colors, self.header,
                    self.header_color, self.header_bg, self.rules, self.pad, self.first_left)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        nh = self.header
        head, body = self.cells[:nh], self.cells[nh:]
        if not body:
            return []
        room = availHeight + 1e-6 - sum(self.row_heights[:nh])
        k = 0
        for h in self.row_heights[nh:]:
            if h > room:
                break
            room -= h
            k += 1
        if k >= len(body):
            return []
        if k:
            return [self._copy(head + body[:k]), self._copy(head + body[k:])]
        # the first row alone does not fit: split it between its lines
        n = int((room - self.pad[2] - self.pad[3]) // self.leading)
        row = body[0]
        if n <= 0 or max(len(c) for c in row) <= n:
            return []
        first = [c[:n] for c in row]
        rest = [c[n:] if len(c) > n else () for c in row]
        return [self._copy(head + [first]), self._copy(head + [rest] + body[1:])]

    def draw(self) -> None:
        c = self.canv
        widths, heights = self.col_widths, self.row_heights
        xs = [0.0]
        for w in widths:
            xs.append(xs[-1] + w)
        ys = [self.height]
        for h in heights:
            ys.append(ys[-1] - h)
        left, _right, top, _bottom = self.pad
        nh = self.header
        if nh and self.header_bg is not None:
            c.setFillColor(self.header_bg)
            c.rect(0, ys[nh], self.width, self.height - ys[nh], stroke=0, fill=1)
        col_colors, default = self.col_colors, self.color
        lefts = [xs[j] + (self.first_left if j == 0 and self.first_left is not None else left)
                 for j in range(len(widths))]
        # each column's text colour in the body, and in the header rows
        body = [col_colors.get(j, default) for j in range(len(widths))]
        head = body if self.header_color is None else [self.header_color] * len(widths)
        runs = []
        add = runs.append
        current = None
        for i, row in enumerate(self.cells):
            y = ys[i] - top - self.size
            for lines, x, color in zip(row, lefts, head if i < nh else body):
                if not lines or not any(lines):
                    continue
                add((color if color is not current else None, x, y, lines))
                current = color
        draw_text(c, _font, self.size, self.leading, runs)
        c.setStrokeColor(GRID_COLOR)
        c.setLineWidth(0.3)
        columns = [(x, 0, x, self.height) for x in (xs if self.rules == "grid" else xs[1:-1])]
        rows = [(0, y, self.width, y) for y in ys] if self.rules == "grid" else []
        if rows or columns:
            draw_segments(c, rows + columns)


class TitleLine(Flowable):
    """The character's name (possibly several lines) with the sheet's title on the right of
    its last line, and a rule below."""

    def __init__(self, name: tuple[str, ...], label: str, width: float, label_w: float,
                 title: "_Style", heading: "_Style") -> None:
        super().__init__()
        self.name, self.label, self.label_w = name, label, label_w
        self.title, self.heading = title, heading
        self.width = width
        self.height = max(len(name) * title.leading, heading.leading) + 2

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        t, h = self.title, self.heading
        text = TextOps(c, _font)
        text.set_font(t.size, t.leading)
        text.runs([(t.color, 0, 2 + len(self.name) * t.leading - t.size, self.name)])
        text.set_font(h.size, h.leading)
        text.runs([(h.color, self.width - _w(self.label) * h.size, 2 + h.leading - h.size, (self.label,))])
        text.unbreak()
        text.draw()
        c.setStrokeColor(h.color)
        c.setLineWidth(0.6)
        c.line(0, 0, self.width, 0)


class _Style:
    def __init__(self, size: float, leading: float, color: Any, before: float = 0.0, after: float = 0.0) -> None:
        self.size, self.leading, self.color, self.before, self.after = size, leading, color, before, after


#: sections a public view leaves out: they name what was bought (skills, 宝具) and the GM's checks
GM_SECTIONS = frozenset({"points", "ledger", "findings", "approvals"})


class SheetRenderer:
    """Builds the flowables of one or more characters from a layout and writes the PDF."""

    def __init__(self, layout: Layout | str, system: str,
                 invariant: bool = False) -> None:
        register_font()
        self.layout = load_layout(layout, system) if isinstance(layout, str) else layout
        self.invariant = invariant
        page = self.layout.page
        size = PAGE_SIZES[page.size]
        self.pagesize = landscape(size) if page.landscape else size
        self.margin = page.margin_mm * mm
        fs = page.font_size
        self.body = _Style(fs, fs * 1.3, colors.black)
        self.label = _Style(fs, fs * 1.3, LABEL_COLOR)
        self.heading = _Style(page.heading_size, page.heading_size * 1.3, HEADING_COLOR, fs * 0.5, fs * 0.15)
        self.title = _Style(page.title_size, page.title_size * 1.3, colors.black, 0.0, fs * 0.5)
        self.item_head = _Style(fs * 1.1, fs * 1.5, colors.black, fs * 0.4)
        self.frame_width = self.width_of(page.columns)
        # a table cell holds at most a frame's height of lines (a row taller than the room
        # left on a page is still split between its lines by Grid)
        frame_height = self.pagesize[1] - 2 * self.margin
        self.cell_lines = max(1, int(frame_height // self.body.leading) - LABEL_LINES - 2)
        self._header = {"name": "", "type": "", "system": self.layout.system}

    def width_of(self, columns: int) -> float:
        """A column's width when the page has ``columns`` columns (4 mm apart)."""
        return (self.pagesize[0] - 2 * self.margin - (columns - 1) * 4 * mm) / columns

    def _frames(self, columns: int, name: str) -> list[Frame]:
        width, gap = self.width_of(columns), 4 * mm
        return [Frame(self.margin + i * (width + gap), self.margin, width, self.pagesize[1] - 2 * self.margin,
                      id=f"{name}{i}", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
                for i in range(columns)]

    # -- small builders -------------------------------------------------------------------
    def para(self, text: Any, style: _Style | None = None, max_lines: int = TEXT_LINES,
             width: float | None = None) -> TextLines:
        """One block of plain text, broken to the frame width (or ``width``; splits between
        lines), at most ``max_lines`` lines (cut with "…")."""
        s = style or self.body
        return TextLines(wrap(str(text), width or self.frame_width, s.size, max_lines), s.size, s.leading, s.color,
                         s.before, s.after)

    def _table(self, rows: list[list[Any]], widths: list[float], header: bool = False,
               label_cols: Iterable[int] = (), max_lines: int = 0) -> Grid:
        """A grid of plain-string cells, each pre-broken to its column (``wrap``): labels (the
        header row, ``label_cols``) at most :data:`LABEL_LINES` lines, values at most
        ``max_lines`` (0: a page)."""
        total = sum(widths)
        col_widths = [self.frame_width * w / total for w in widths]
        b = self.body
        inner = [w - 2 * PAD for w in col_widths]
        label_cols = set(label_cols)
        value_lines = min(max_lines, self.cell_lines) if max_lines else self.cell_lines
        caps = [LABEL_LINES if j in label_cols else value_lines for j in range(len(widths))]
        cells = [[wrap(str(v), inner[j], b.size, LABEL_LINES if header and i == 0 else caps[j])
                  if v != "" else () for j, v in enumerate(row)] for i, row in enumerate(rows)]
        return Grid(cells, col_widths, b.size, b.leading, b.color, {j: LABEL_COLOR for j in label_cols},
                    header=1 if header else 0, header_color=LABEL_COLOR if header else None,
                    header_bg=HEADER_BG if header else None)

    def _fields(self, section: Section, values: dict[str, str]) -> list[Any]:
        # derived values: only those the engine provides (no 狂化維持MP without 狂化)
        cols = [c for c in section.columns if section.id != "derived" or c.key in values]
        n = section.field_columns
        rows, widths = [], []
        for c in range(n):
            widths += [section.label_width, 1.0]
        for i in range(0, len(cols), n):
            row = []
            for col in cols[i:i + n]:
                row += [col.label, values.get(col.key, "—")]
            row += [""] * (2 * n - len(row))
            rows.append(row)
        if not rows:
            return []
        return [self._table(rows, widths, label_cols=range(0, 2 * n, 2), max_lines=section.max_lines)]

    def _rows(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        head = [c.label for c in section.columns]
        rows = [head] + [[e.get(c.key, "") for c in section.columns] for e in entries]
        widths = [c.width for c in section.columns]
        return [self._table(rows, widths, header=True, max_lines=section.max_lines)]

    def _across(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        """The table turned: a column per entry, headed by its first column's value (the
        six stats side by side in the GM-compact roster); rows with nothing to say are left out."""
        if not section.columns:
            return []
        first, rest = section.columns[0], section.columns[1:]
        rows = [[first.label] + [e.get(first.key, "") for e in entries]]
        for c in rest:
            values = [e.get(c.key, "") for e in entries]
            if any(v not in ("", DASH) for v in values):
                rows.append([c.label] + values)
        widths = [first.width] + [1.0] * len(entries)
        return [self._table(rows, widths, header=True, label_cols=[0], max_lines=section.max_lines)]

    def _items(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        out: list[Any] = []
        for e in entries:
            parts = [f"{c.label}:{e.get(c.key, '—')}" for c in section.columns]
            block = [self.para(e.get("heading", ""), self.item_head, NAME_LINES),
                     self.para("  ".join(parts), max_lines=self.cell_lines)]
            if e.get("text"):
                block.append(self.para(":" + e["text"], max_lines=section.max_lines or TEXT_LINES))
            if len(e.get("text", "")) < 600:
                out.append(KeepTogether(block))
            else:
                out += block
        return out

    def section(self, section: Section, data: dict[str, Any]) -> list[Any]:
        """Flowables of one section, or [] when it does not apply to this character (or is
        one of the GM's parts and the sheet is a public view, :mod:`builder.core.secrets`)."""
        if section.kinds and data.get("kind") not in section.kinds:
            return []
        if data.get("public") and section.id in GM_SECTIONS:
            return []
        value = data.get(section.id)
        if isinstance(value, list):
            value = [v for v in value if v not in ("", None)]
        empty = not value
        if empty and (section.hide_empty or data.get("public")):  # public: 「なし」 would say more than is known
            return []
        if empty:  # heading and 「なし」 on one line
            return [self.para(f"{section.title} {section.empty}".strip(), self.heading, NAME_LINES)]
        flow: list[Any] = [CondPageBreak(self.heading.leading * 3)]
        if section.title:
            flow.append(self.para(section.title, self.heading, NAME_LINES))
        if section.style == "fields":
            flow += self._fields(section, value)
        elif section.style == "table":
            flow += self._rows(section, value)
        elif section.style == "across":
            flow += self._across(section, value)
        elif section.style == "items":
            flow += self._items(section, value)
        else:
            flow += self._lines(section, value)
        return flow

    def _lines(self, section: Section, entries: list[Any]) -> list[Any]:
        """One paragraph per entry (a dict entry: its columns' values joined by spaces). When
        every entry is one short line they are set in as many columns as fit, top to bottom
        then left to right, so that a long FP内訳 takes a few lines."""
        b = self.body
        size = b.size
        wrapped = []
        for e in entries:
            if isinstance(e, dict):
                e = "  ".join(str(e.get(c.key, "")) for c in section.columns if e.get(c.key, "") != "")
            wrapped.append(wrap(str(e), self.frame_width, size, section.max_lines or TEXT_LINES))
        if len(wrapped) < 4 or any(len(lines) != 1 for lines in wrapped):
            return [TextLines(lines, size, b.leading, b.color) for lines in wrapped]
        texts = [lines[0] for lines in wrapped]
        gap = 6 * mm
        widest = max((_w(t) * size for t in texts), default=0.0)
        n = max(1, min(4, int((self.frame_width + gap) // (widest + gap))))
        if n == 1:
            return [TextLines(lines, size, b.leading, b.color) for lines in wrapped]
        per = -(-len(texts) // n)
        n = -(-len(texts) // per)
        cols = [texts[i * per:(i + 1) * per] for i in range(n)]
        rows = [[col[r] if r < len(col) else "" for col in cols] for r in range(per)]
        cells = [[(t,) if t else () for t in row] for row in rows]
        return [Grid(cells, [self.frame_width / n] * n, size, self.body.leading, self.body.color,
                     rules="columns", pad=(4.0, 0.0, 0.0, 0.0), first_left=0.0)]

    def character(self, pack: RulePack, build: Build, sheet: Sheet, lang: str = "ja") -> list[Any]:
        data = section_data(sheet, lang)
        layout = in_language(self.layout, lang)  # headings and column labels in the sheet's language
        kind_title = ({"servant": "サーヴァント用", "master": "マスター用"} if lang == "ja"
                      else {"servant": "Servant ", "master": "Master "}).get(data["kind"], "")
        if layout.compact:
            flow: list[Any] = [self.para(data["basics"]["name"], self.title, NAME_LINES)]
        else:  # the name, and the sheet's title on the right of the same line
            t, h = self.title, self.heading
            label = fit_line(f"{kind_title}{layout.title}", self.frame_width / 2, h.size)
            label_w = _w(label) * h.size + 2
            name = wrap(str(data["basics"]["name"]), self.frame_width - label_w - 4 * mm, t.size, NAME_LINES)
            head = TitleLine(name, label, self.frame_width, label_w, t, h)
            flow = [head]
        for section in layout.sections:
            flow += self.section(section, data)
        return flow

    def compact_character(self, pack: RulePack, build: Build, sheet: Sheet, lang: str = "ja",
                          picture: Any = None) -> Any:
        """One NPC block: name line (beside the picture's thumbnail, when given), then the
        layout's sections in small type; kept together."""
        from exports.pdf.compact import head_with_picture
        data = section_data(sheet, lang)
        b = data["basics"]
        flow: list[Any] = [head_with_picture(
            self, f"{b['name']}  ({b['type']} / {b['alignment']} / RL{data['derived'].get('rank_level', '0')})", picture)]
        for section in in_language(self.layout, lang).sections:
            flow += self.section(section, data)
        flow.append(Spacer(0, 3 * mm))
        # one flat block: a CondPageBreak or a nested KeepTogether inside it makes reportlab
        # give each NPC a frame of its own (two NPCs a page); flat, blocks stack in a column
        return KeepTogether(_flat(flow))

    # -- page furniture -----------------------------------------------------------------------
    def _on_page(self, canvas: Any, doc: Any) -> None:
        page = self.layout.page
        w, h = self.pagesize
        canvas.saveState()
        canvas.setFont(FONT, 7.5)
        canvas.setFillColor(FURNITURE_COLOR)
        date = "" if self.invariant else _dt.date.today().isoformat()
        values = {**self._header, "page": f"p.{doc.page}", "date": date}
        header = fit_line(fill(page.header, values), w - 2 * self.margin - 30 * mm, 7.5)
        footer = fit_line(fill(page.footer, values), w - 2 * self.margin, 7.5)
        canvas.drawString(self.margin, h - self.margin * 0.6, header)
        canvas.drawRightString(w - self.margin, self.margin * 0.45, footer)
        canvas.setStrokeColor(GRID_COLOR)
        canvas.setLineWidth(0.4)
        canvas.line(self.margin, h - self.margin * 0.75, w - self.margin, h - self.margin * 0.75)
        canvas.restoreState()

    def write(self, flow: list[Any], target: str | Path | io.BytesIO, title: str, lead_columns: int = 0) -> None:
        """Build the PDF. ``lead_columns``: the first pages have that many columns (a war's
        set-up across the page, :mod:`exports.war`) until the flow names the template
        ``"sheet"`` (``NextPageTemplate``), the layout's own columns."""
        page = self.layout.page
        doc = BaseDocTemplate(target if isinstance(target, io.BytesIO) else str(target), pagesize=self.pagesize,
                              leftMargin=self.margin, rightMargin=self.margin, topMargin=self.margin,
                              bottomMargin=self.margin, title=safe_text(str(title)[:TITLE_CHARS]),
                              author="Grail Builder",
                              creator="Grail Builder", invariant=1 if self.invariant else 0,
                              initialFontName=FONT, initialFontSize=self.body.size)
        templates = [PageTemplate(id="sheet", frames=self._frames(page.columns, "col"), onPage=self._on_page)]
        if lead_columns:
            templates.insert(0, PageTemplate(id="lead", frames=self._frames(lead_columns, "lead"),
                                             onPage=self._on_page))
        doc.addPageTemplates(templates)
        # binary (Flate only) streams instead of reportlab's default ASCII85 on top (its
        # setting rl_config.useA85): a quarter smaller; restored afterwards for other users
        # (the lock keeps two exports in different threads from seeing each other's setting)
        with _GLOBALS_LOCK:
            a85 = rl_config.useA85
            rl_config.useA85 = 0
            try:
                doc.build(flow)
            finally:
                rl_config.useA85 = a85


def write_pdf(pack: RulePack, build: Build, sheet: Sheet, path: str | Path | io.BytesIO,
              layout: str | Layout = "default", lang: str = "ja", invariant: bool = False,
              picture: Any = None) -> None:
    """Write one character's sheet to ``path`` (a file name or a BytesIO). A system with layouts
    of its own (:func:`exports.layout.has_layouts`) is drawn from them; any other from its typed
    sections (:mod:`exports.pdf.sections`; a layout given then sets only the page). ``picture``: a checked
    :class:`builder.files.picture.Picture`, drawn in a fixed frame under the name (:mod:`exports.pdf.picture`)."""
    if not has_layouts(pack.id):
        from exports.pdf.sections import GENERIC_LAYOUT, section_flow
        chosen = layout if isinstance(layout, Layout) else GENERIC_LAYOUT
        if isinstance(layout, str) and layout not in ("default", "full", "gm-compact"):
            chosen = load_layout(layout, pack.id)
        r = SheetRenderer(chosen, pack.id, invariant)
        r._header.update(name=sheet.name or ("(unnamed)" if lang == "en" else "(無名)"),
                         type=sheet.type_label(lang), system=_system_name(pack, lang))
        r.write(_with_picture(section_flow(r, pack, sheet, build, lang), picture), path, sheet.name or "character")
        return
    r = SheetRenderer(layout, pack.id, invariant)
    r._header.update(name=sheet.display_name, type=sheet.type_label(lang))
    r.write(_with_picture(r.character(pack, build, sheet, lang), picture), path, sheet.name or "character")


def _with_picture(flow: list, picture: Any) -> list:
    """``flow`` with the picture's frame after its first flowable (the name), when there is one."""
    if picture is None:
        return flow
    from exports.pdf.picture import picture_frame
    return [*flow[:1], picture_frame(picture), *flow[1:]]


def write_roster_pdf(items: Iterable[tuple[RulePack, Build, Sheet]], path: str | Path | io.BytesIO,
                     layout: str | Layout = "gm-compact", lang: str = "ja", invariant: bool = False,
                     title: str = "", pictures: list[Any] | None = None) -> None:
    """Write several characters to one PDF: with a compact layout, many NPC blocks per page
    (in the layout's columns; blocks drawn from the sections balanced between two columns,
    :func:`exports.pdf.compact.two_columns`); with a full layout, each character starts on a new page.
    ``title`` (the page header's; default NPC一覧 / NPC roster) and the count are in ``lang``.
    ``pictures``: each character's checked picture or None, in the order of ``items`` (a
    thumbnail beside a compact block's name, the sheet's frame on a full page)."""
    items = list(items)
    pics = list(pictures or []) + [None] * (len(items) - len(pictures or []))
    title = title or ("NPC roster" if lang == "en" else "NPC一覧")
    count = f"{len(items)} characters" if lang == "en" else f"{len(items)}名"
    system = items[0][0].id if items else "-"
    flow: list[Any] = []
    compact = layout == "gm-compact" if isinstance(layout, str) else layout.compact
    if compact and any(not has_layouts(pack.id) for pack, _, _ in items):  # blocks from the sections, six a page
        from exports.pdf.compact import COMPACT_LAYOUT, compact_block, two_columns
        r = SheetRenderer(COMPACT_LAYOUT, system, invariant)
        r._header.update(name=title, type=count, system=_system_name(items[0][0], lang))
        blocks = [kept_together(compact_block(r, pack, sheet, build, lang, pic)) if not has_layouts(pack.id)
                  else r.compact_character(pack, build, sheet, lang, pic) for (pack, build, sheet), pic in zip(items, pics)]
        r.write(two_columns(blocks, r.frame_width, r.pagesize[1] - 2 * r.margin), path, title)
        return
    if any(not has_layouts(pack.id) for pack, _, _ in items):  # a system drawn from its sections: a page each
        from reportlab.platypus import PageBreak

        from exports.pdf.sections import GENERIC_LAYOUT, section_flow
        r = SheetRenderer(GENERIC_LAYOUT, system, invariant)
        r._header.update(name=title, type=count)
        for i, ((pack, build, sheet), pic) in enumerate(zip(items, pics)):
            flow += ([PageBreak()] if i else []) + _with_picture(
                section_flow(r, pack, sheet, build, lang) if not has_layouts(pack.id)
                else r.character(pack, build, sheet, lang), pic)
        r.write(flow, path, title)
        return
    r = SheetRenderer(layout, system, invariant)
    r._header.update(name=title, type=count)
    if r.layout.compact:
        for (pack, build, sheet), pic in zip(items, pics):
            flow.append(r.compact_character(pack, build, sheet, lang, pic))
    else:
        from reportlab.platypus import PageBreak
        for i, ((pack, build, sheet), pic) in enumerate(zip(items, pics)):
            if i:
                flow.append(PageBreak())
            flow += _with_picture(r.character(pack, build, sheet, lang), pic)
    r.write(flow, path, title)


def kept_together(flow: list[Any]) -> Flowable:
    """``flow`` as one block kept together on a page or column (a GM-compact NPC block)."""
    return KeepTogether(_flat(flow))


def _flat(flow: list[Any]) -> list[Any]:
    """``flow`` without page-break hints and with nested KeepTogether blocks opened."""
    out: list[Any] = []
    for f in flow:
        if isinstance(f, CondPageBreak):
            continue
        out += _flat(list(f._content)) if isinstance(f, KeepTogether) else [f]
    return out


def _system_name(pack: RulePack, lang: str) -> str:
    """The rulebook's name for the page footer (its English name on an English sheet, when given)."""
    return (pack.manifest.name_en or pack.manifest.name) if lang == "en" else pack.manifest.name
