"""A4 PDF sheets with reportlab platypus: :class:`SheetRenderer`, :func:`write_pdf`, :func:`write_roster_pdf`.

Contract:
- Input is the engine's derived sheet (via :func:`exports.model.sheet_data`); the layout JSON
  (:mod:`exports.layout`) decides sections, order, labels and widths.
- All Japanese text is set in IPAexGothic (``exports/fonts/ipaexg.ttf``), embedded as a
  subset (reportlab subsets TrueType fonts), so text is selectable and searchable.
- Every piece of user text goes through :func:`xml.sax.saxutils.escape` before it becomes a
  Paragraph, so ``<``, ``&`` and markup in names or notes print literally. Characters the
  font lacks (emoji) are replaced by 〓 in the PDF only (the text export keeps them).
- Long content flows onto further pages (tables split between and inside rows); the page
  header (name and type) is drawn on every page by the ``onPage`` callback.
- ``invariant=True`` makes the file byte-stable (no creation date, fixed ids) for tests.
"""
from __future__ import annotations

import datetime as _dt
import io
from pathlib import Path
from typing import Any, Iterable
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, A5, B5, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (BaseDocTemplate, CondPageBreak, Frame, KeepTogether, PageTemplate,
                                Paragraph, Spacer, Table, TableStyle)

from builder.build import Build
from builder.packs import RulePack
from builder.sheet import Sheet

from .layout import Layout, Section, load_layout
from .model import sheet_data

FONT = "IPAexGothic"
FONT_PATH = Path(__file__).with_name("fonts") / "ipaexg.ttf"
PAGE_SIZES = {"A4": A4, "B5": B5, "A5": A5, "letter": letter}
REPLACEMENT = "〓"

_font: TTFont | None = None


def register_font() -> TTFont:
    """Register IPAexGothic once per process and return it."""
    global _font
    if _font is None:
        _font = TTFont(FONT, str(FONT_PATH))
        pdfmetrics.registerFont(_font)
    return _font


def safe_text(text: Any) -> str:
    """Plain text with glyphs the font lacks (emoji, variation selectors) replaced by 〓."""
    font = register_font()
    widths = font.face.charWidths
    out = []
    for ch in str(text):
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
        self.body = ParagraphStyle("body", fontName=FONT, fontSize=fs, leading=fs * 1.35, wordWrap="CJK")
        self.label = ParagraphStyle("label", parent=self.body, textColor=colors.HexColor("#333355"))
        self.heading = ParagraphStyle("heading", parent=self.body, fontSize=page.heading_size,
                                      leading=page.heading_size * 1.4, spaceBefore=fs * 0.8, spaceAfter=fs * 0.3,
                                      textColor=colors.HexColor("#1a1a5a"))
        self.title = ParagraphStyle("title", parent=self.body, fontSize=page.title_size,
                                    leading=page.title_size * 1.3, spaceAfter=fs * 0.5)
        self.item_head = ParagraphStyle("item", parent=self.body, fontSize=fs * 1.1, leading=fs * 1.5,
                                        spaceBefore=fs * 0.4)
        self.frame_width = (self.pagesize[0] - 2 * self.margin - (page.columns - 1) * 4 * mm) / page.columns
        self._header = {"name": "", "type": "", "system": self.layout.system}

    # -- small builders -------------------------------------------------------------------
    def para(self, text: Any, style: ParagraphStyle | None = None) -> Paragraph:
        return Paragraph(markup(text), style or self.body)

    def _table(self, rows: list[list[Any]], widths: list[float], header: bool = False) -> Table:
        total = sum(widths)
        col_widths = [self.frame_width * w / total for w in widths]
        table = Table(rows, colWidths=col_widths, repeatRows=1 if header else 0, splitInRow=1,
                      hAlign="LEFT")
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("FONTNAME", (0, 0), (-1, -1), FONT),
                 ("GRID", (0, 0), (-1, -1), 0.3, colors.HexColor("#9999aa")),
                 ("LEFTPADDING", (0, 0), (-1, -1), 2), ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                 ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
        if header:
            style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e4e4f0")))
        table.setStyle(TableStyle(style))
        return table

    def _fields(self, section: Section, values: dict[str, str]) -> list[Any]:
        cols = [c for c in section.columns]
        n = section.field_columns
        rows, widths = [], []
        for c in range(n):
            widths += [section.label_width, 1.0]
        for i in range(0, len(cols), n):
            row = []
            for col in cols[i:i + n]:
                row += [self.para(col.label, self.label), self.para(values.get(col.key, "—"))]
            row += [""] * (2 * n - len(row))
            rows.append(row)
        return [self._table(rows, widths)] if rows else []

    def _rows(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        head = [self.para(c.label, self.label) for c in section.columns]
        rows = [head] + [[self.para(e.get(c.key, "")) for c in section.columns] for e in entries]
        return [self._table(rows, [c.width for c in section.columns], header=True)]

    def _items(self, section: Section, entries: list[dict[str, str]]) -> list[Any]:
        out = []
        for e in entries:
            parts = [f"{c.label}:{e.get(c.key, '—')}" for c in section.columns]
            block = [self.para(e.get("heading", ""), self.item_head), self.para("  ".join(parts))]
            if e.get("text"):
                block.append(self.para(":" + e["text"]))
            out.append(KeepTogether(block) if len(e.get("text", "")) < 600 else block[0])
            if len(e.get("text", "")) >= 600:
                out += block[1:]
        return out

    def section(self, section: Section, data: dict[str, Any]) -> list[Any]:
        """Flowables of one section, or [] when it does not apply to this character."""
        if section.kinds and data.get("kind") not in section.kinds:
            return []
        value = data.get(section.id)
        empty = not value
        if empty and section.hide_empty:
            return []
        flow: list[Any] = [CondPageBreak(self.heading.leading * 3), self.para(section.title, self.heading)]
        if empty:
            flow.append(self.para(section.empty))
        elif section.style == "fields":
            flow += self._fields(section, value)
        elif section.style == "table":
            flow += self._rows(section, value)
        elif section.style == "items":
            flow += self._items(section, value)
        else:
            flow += [self.para(line) for line in value]
        return flow

    def character(self, pack: RulePack, build: Build, sheet: Sheet, lang: str = "ja") -> list[Any]:
        data = sheet_data(pack, build, sheet, lang)
        kind_title = {"servant": "サーヴァント用", "master": "マスター用"}.get(data["kind"], "")
        flow: list[Any] = [self.para(f"{kind_title}{self.layout.title}", self.heading) if not self.layout.compact
                           else Spacer(0, 0),
                           self.para(data["basics"]["name"], self.title)]
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
                              initialFontName=FONT, initialFontSize=self.body.fontSize)
        frames = []
        gap = 4 * mm
        for i in range(page.columns):
            frames.append(Frame(self.margin + i * (self.frame_width + gap), self.margin, self.frame_width,
                                self.pagesize[1] - 2 * self.margin, id=f"col{i}", leftPadding=0,
                                rightPadding=0, topPadding=0, bottomPadding=0))
        doc.addPageTemplates([PageTemplate(id="sheet", frames=frames, onPage=self._on_page)])
        doc.build(flow)


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
