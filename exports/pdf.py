"""A4 PDF sheets with reportlab platypus: :class:`SheetRenderer`, :func:`write_pdf`, :func:`write_roster_pdf`.

Contract:
- Input is the engine's derived sheet (via :func:`exports.model.sheet_data`); the layout JSON
  (:mod:`exports.layout`) decides sections, order, labels and widths.
- All Japanese text is set in IPAexGothic (``exports/fonts/ipaexg.ttf``), embedded as a
  subset (reportlab subsets TrueType fonts), so text is selectable and searchable.
- Text is never parsed as markup: cells are plain strings drawn as they are (``<``, ``&`` and
  markup in names or notes print literally), broken into lines by :func:`wrap` (CJK line
  breaking with simple kinsoku, ASCII words kept whole when they fit; cached by text, width
  and size) instead of reportlab Paragraphs, which re-measure on every split and draw.
  Characters the font lacks (emoji) are replaced by 〓 in the PDF only (the text export
  keeps them).
- Long content flows onto further pages (tables split between and inside rows, text blocks
  between lines); the page header (name and type) is drawn on every page by ``onPage``.
- ``invariant=True`` makes the file byte-stable (no creation date, fixed ids) for tests.
"""
from __future__ import annotations

import datetime as _dt
import io
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5, B5, landscape, letter
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, CondPageBreak, Flowable, Frame, KeepTogether, PageTemplate,
                                Spacer, Table, TableStyle)

from builder.build import Build
from builder.packs import RulePack
from builder.sheet import Sheet

from .layout import Layout, Section, load_layout
from .model import sheet_data

FONT = "IPAexGothic"
FONT_PATH = Path(__file__).with_name("fonts") / "ipaexg.ttf"
PAGE_SIZES = {"A4": A4, "B5": B5, "A5": A5, "letter": letter}
REPLACEMENT = "〓"
ASCENT = 0.88  # IPAexGothic ascender, in em
PAD = 2.0      # table cell left/right padding (pt)
LABEL_COLOR = colors.HexColor("#333355")
HEADING_COLOR = colors.HexColor("#1a1a5a")
GRID_COLOR = colors.HexColor("#9999aa")

_font: TTFont | None = None
_widths: dict[int, float] = {}
_default_width = 1000.0


def register_font() -> TTFont:
    """Register IPAexGothic once per process and return it."""
    global _font, _widths, _default_width
    if _font is None:
        _font = TTFont(FONT, str(FONT_PATH))
        pdfmetrics.registerFont(_font)
        _widths = _font.face.charWidths
        _default_width = float(_font.face.defaultWidth)
    return _font


@lru_cache(maxsize=8192)
def safe_text(text: Any) -> str:
    """Plain text with glyphs the font lacks (emoji, variation selectors) replaced by 〓."""
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
        elif 0xFE00 <= code <= 0xFE0F or code == 0x200D:  # variation selector / ZWJ: drop
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
    widths, default = _widths, _default_width
    return sum(widths.get(ord(ch), default) for ch in text) / 1000.0


@lru_cache(maxsize=8192)
def wrap(text: str, width: float, size: float) -> tuple[str, ...]:
    """Break ``text`` (one string, ``\\n`` for hard breaks) into lines no wider than ``width``
    at ``size`` pt: anywhere between CJK characters, at spaces between ASCII words (a word
    wider than the line is broken by character), never before 。」 etc. nor after 「( etc."""
    register_font()
    limit = width / size
    lines: list[str] = []
    for para in safe_text(text).split("\n"):
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
        c = self.canv
        t = c.beginText()
        t.setFont(FONT, self.size, self.leading)
        t.setFillColor(self.color)
        t.setTextOrigin(0, self.leading * len(self.lines) - (self.leading - self.size) / 2 - ASCENT * self.size)
        for line in self.lines:
            t.textLine(line)
        c.drawText(t)


class _Style:
    def __init__(self, size: float, leading: float, color: Any, before: float = 0.0, after: float = 0.0) -> None:
        self.size, self.leading, self.color, self.before, self.after = size, leading, color, before, after


class SheetRenderer:
    """Builds the flowables of one or more characters from a layout and writes the PDF."""

    def __init__(self, layout: Layout | str = "default", system: str = "fate-roll-dice",
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
        self.frame_width = (self.pagesize[0] - 2 * self.margin - (page.columns - 1) * 4 * mm) / page.columns
        self._header = {"name": "", "type": "", "system": self.layout.system}
        self._table_style = self._make_table_style()

    # -- small builders -------------------------------------------------------------------
    def para(self, text: Any, style: _Style | None = None) -> TextLines:
        """One block of plain text, broken to the frame width (splits between lines)."""
        s = style or self.body
        return TextLines(wrap(str(text), self.frame_width, s.size), s.size, s.leading, s.color, s.before, s.after)

    def _make_table_style(self) -> list[tuple]:
        b = self.body
        return [("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONT", (0, 0), (-1, -1), FONT, b.size, b.leading),
                ("GRID", (0, 0), (-1, -1), 0.3, GRID_COLOR),
                ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
                ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.2)]

    def _table(self, rows: list[list[Any]], widths: list[float], header: bool = False,
               label_cols: Iterable[int] = ()) -> Table:
        """A grid of plain-string cells, each pre-broken to its column (``wrap``)."""
        total = sum(widths)
        col_widths = [self.frame_width * w / total for w in widths]
        size = self.body.size
        inner = [w - 2 * PAD for w in col_widths]
        cells = [["\n".join(wrap(str(v), inner[j], size)) if v != "" else "" for j, v in enumerate(row)]
                 for row in rows]
        table = Table(cells, colWidths=col_widths, repeatRows=1 if header else 0, splitInRow=1,
                      hAlign="LEFT")
        style = list(self._table_style)
        for j in label_cols:
            style.append(("TEXTCOLOR", (j, 0), (j, -1), LABEL_COLOR))
        if header:
            style += [("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4f0")),
                      ("TEXTCOLOR", (0, 0), (-1, 0), LABEL_COLOR)]
        table.setStyle(TableStyle(style))
        return table

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
        return [self._table(rows, widths, label_cols=range(0, 2 * n, 2))] if rows else []

    def _rows(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        head = [c.label for c in section.columns]
        rows = [head] + [[e.get(c.key, "") for c in section.columns] for e in entries]
        return [self._table(rows, [c.width for c in section.columns], header=True)]

    def _items(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        out: list[Any] = []
        for e in entries:
            parts = [f"{c.label}:{e.get(c.key, '—')}" for c in section.columns]
            block = [self.para(e.get("heading", ""), self.item_head), self.para("  ".join(parts))]
            if e.get("text"):
                block.append(self.para(":" + e["text"]))
            if len(e.get("text", "")) < 600:
                out.append(KeepTogether(block))
            else:
                out += block
        return out

    def section(self, section: Section, data: dict[str, Any]) -> list[Any]:
        """Flowables of one section, or [] when it does not apply to this character."""
        if section.kinds and data.get("kind") not in section.kinds:
            return []
        value = data.get(section.id)
        if isinstance(value, list):
            value = [v for v in value if v not in ("", None)]
        empty = not value
        if empty and section.hide_empty:
            return []
        if empty:  # heading and 「なし」 on one line
            return [self.para(f"{section.title} {section.empty}", self.heading)]
        flow: list[Any] = [CondPageBreak(self.heading.leading * 3), self.para(section.title, self.heading)]
        if section.style == "fields":
            flow += self._fields(section, value)
        elif section.style == "table":
            flow += self._rows(section, value)
        elif section.style == "items":
            flow += self._items(section, value)
        else:
            flow += self._lines(section, value)
        return flow

    def _lines(self, section: Section, entries: list[Any]) -> list[Any]:
        """One paragraph per entry (a dict entry: its columns' values joined by spaces). When
        every entry is one short line they are set in as many columns as fit, top to bottom
        then left to right, so that a long FP内訳 takes a few lines."""
        texts = []
        for e in entries:
            if isinstance(e, dict):
                e = "  ".join(str(e.get(c.key, "")) for c in section.columns if e.get(c.key, "") != "")
            texts.append(safe_text(str(e)))
        size = self.body.size
        gap = 6 * mm
        widest = max((_w(t) * size for t in texts), default=0.0)
        n = max(1, min(4, int((self.frame_width + gap) // (widest + gap)))) if "\n" not in "".join(texts) else 1
        if n == 1 or len(texts) < 4:
            return [self.para(t) for t in texts]
        per = -(-len(texts) // n)
        n = -(-len(texts) // per)
        cols = [texts[i * per:(i + 1) * per] for i in range(n)]
        rows = [[col[r] if r < len(col) else "" for col in cols] for r in range(per)]
        table = Table(rows, colWidths=[self.frame_width / n] * n, hAlign="LEFT")
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("FONT", (0, 0), (-1, -1), FONT, size, self.body.leading),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                   ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
                                   ("LEFTPADDING", (1, 0), (-1, -1), 4),
                                   ("LINEBEFORE", (1, 0), (-1, -1), 0.3, GRID_COLOR)]))
        return [table]

    def character(self, pack: RulePack, build: Build, sheet: Sheet, lang: str = "ja") -> list[Any]:
        data = sheet_data(pack, build, sheet, lang)
        kind_title = {"servant": "サーヴァント用", "master": "マスター用"}.get(data["kind"], "")
        if self.layout.compact:
            flow: list[Any] = [self.para(data["basics"]["name"], self.title)]
        else:  # the name, and the sheet's title on the right of the same line
            t, h = self.title, self.heading
            label = safe_text(f"{kind_title}{self.layout.title}")
            label_w = _w(label) * h.size + 2
            name = wrap(str(data["basics"]["name"]), self.frame_width - label_w - 4 * mm, t.size)
            head = Table([["\n".join(name), label]], colWidths=[self.frame_width - label_w, label_w], hAlign="LEFT")
            head.setStyle(TableStyle([("FONT", (0, 0), (0, 0), FONT, t.size, t.leading),
                                      ("FONT", (1, 0), (1, 0), FONT, h.size, h.leading),
                                      ("TEXTCOLOR", (1, 0), (1, 0), h.color), ("ALIGN", (1, 0), (1, 0), "RIGHT"),
                                      ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                      ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                      ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                                      ("LINEBELOW", (0, 0), (-1, 0), 0.6, h.color)]))
            flow = [head]
        for section in self.layout.sections:
            flow += self.section(section, data)
        return flow

    def compact_character(self, pack: RulePack, build: Build, sheet: Sheet, lang: str = "ja") -> Any:
        """One NPC block: name line, then the layout's sections in small type; kept together."""
        data = sheet_data(pack, build, sheet, lang)
        b = data["basics"]
        flow: list[Any] = [self.para(f"{b['name']}  ({b['type']} / {b['alignment']} / RL{sheet.derived.get('rank_level', 0)})",
                                     self.item_head)]
        for section in self.layout.sections:
            flow += self.section(section, data)
        flow.append(Spacer(0, 3 * mm))
        return KeepTogether(flow)

    # -- page furniture -----------------------------------------------------------------------
    def _fit(self, text: str, size: float, width: float) -> str:
        text = safe_text(text).replace("\n", " ")
        if pdfmetrics.stringWidth(text, FONT, size) <= width:
            return text
        while text and pdfmetrics.stringWidth(text + "…", FONT, size) > width:
            text = text[:-1]
        return text + "…"

    def _on_page(self, canvas: Any, doc: Any) -> None:
        page = self.layout.page
        w, h = self.pagesize
        canvas.saveState()
        canvas.setFont(FONT, 7.5)
        canvas.setFillColor(colors.HexColor("#555566"))
        header = page.header.format_map(_Fmt(self._header))
        canvas.drawString(self.margin, h - self.margin * 0.6, self._fit(header, 7.5, w - 2 * self.margin - 30 * mm))
        date = "" if self.invariant else _dt.date.today().isoformat()
        footer = page.footer.format_map(_Fmt({**self._header, "page": f"p.{doc.page}", "date": date}))
        canvas.drawRightString(w - self.margin, self.margin * 0.45, self._fit(footer, 7.5, w - 2 * self.margin))
        canvas.setStrokeColor(colors.HexColor("#9999aa"))
        canvas.setLineWidth(0.4)
        canvas.line(self.margin, h - self.margin * 0.75, w - self.margin, h - self.margin * 0.75)
        canvas.restoreState()

    def write(self, flow: list[Any], target: str | Path | io.BytesIO, title: str) -> None:
        page = self.layout.page
        doc = BaseDocTemplate(target if isinstance(target, io.BytesIO) else str(target), pagesize=self.pagesize,
                              leftMargin=self.margin, rightMargin=self.margin, topMargin=self.margin,
                              bottomMargin=self.margin, title=safe_text(title), author="Grail Builder",
                              creator="Grail Builder", invariant=1 if self.invariant else 0,
                              initialFontName=FONT, initialFontSize=self.body.size)
        frames = []
        gap = 4 * mm
        for i in range(page.columns):
            frames.append(Frame(self.margin + i * (self.frame_width + gap), self.margin, self.frame_width,
                                self.pagesize[1] - 2 * self.margin, id=f"col{i}", leftPadding=0,
                                rightPadding=0, topPadding=0, bottomPadding=0))
        doc.addPageTemplates([PageTemplate(id="sheet", frames=frames, onPage=self._on_page)])
        # binary (Flate only) streams instead of reportlab's default ASCII85 on top: a quarter
        # smaller and no pure-Python base-85 pass; restored afterwards for other users
        a85 = rl_config.useA85
        rl_config.useA85 = 0
        try:
            doc.build(flow)
        finally:
            rl_config.useA85 = a85


class _Fmt(dict):
    def __missing__(self, key: str) -> str:
        return ""


def write_pdf(pack: RulePack, build: Build, sheet: Sheet, path: str | Path | io.BytesIO,
              layout: str | Layout = "default", lang: str = "ja", invariant: bool = False) -> None:
    """Write one character's sheet to ``path`` (a file name or a BytesIO)."""
    r = SheetRenderer(layout, pack.id, invariant)
    r._header.update(name=build.name or "(無名)", type=_type_name(pack, build))
    r.write(r.character(pack, build, sheet, lang), path, build.name or "character")


def write_roster_pdf(items: Iterable[tuple[RulePack, Build, Sheet]], path: str | Path | io.BytesIO,
                     layout: str | Layout = "gm-compact", lang: str = "ja", invariant: bool = False,
                     title: str = "NPC一覧") -> None:
    """Write several characters to one PDF: with a compact layout, many NPC blocks per page
    (in the layout's columns); with a full layout, each character starts on a new page."""
    items = list(items)
    system = items[0][0].id if items else "fate-roll-dice"
    r = SheetRenderer(layout, system, invariant)
    r._header.update(name=title, type=f"{len(items)}名")
    flow: list[Any] = []
    if r.layout.compact:
        for pack, build, sheet in items:
            flow.append(r.compact_character(pack, build, sheet, lang))
    else:
        from reportlab.platypus import PageBreak
        for i, (pack, build, sheet) in enumerate(items):
            if i:
                flow.append(PageBreak())
            flow += r.character(pack, build, sheet, lang)
    r.write(flow, path, title)


def _type_name(pack: RulePack, build: Build) -> str:
    t = pack.types.get(build.type)
    return t.name if t is not None else build.type
