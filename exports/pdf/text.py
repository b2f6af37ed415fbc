"""Text (and table rules) drawn as PDF operators written straight into the page: :func:`draw_text`,
:class:`TextOps`, :func:`draw_segments`.

Contract: ``draw_text(canvas, font, size, leading, runs)`` appends to the canvas's page the
bytes reportlab's own text object writes for the same calls (``beginText()``, ``setFont``,
``setFillColor``, ``setTextOrigin`` and ``_textOut(line, 1)`` for every line of every run),
byte for byte — a test compares the two on every example — without reportlab's per-line
Python call chain (a one-page sheet draws ~200 short cell lines, and that chain was about a
third of the export).

The characters are still encoded by reportlab (``TTFont.splitString``: each new character
gets its code in the document's font subsets in the order it is first drawn, so the
subsets, their widths and their ToUnicode maps are reportlab's and text stays extractable);
only the string each line becomes is remembered, per document, so a line drawn again
(「—」, a repeated header row, a rank letter) is not encoded again. The memory lives on the
document and is dropped with it: nothing is shared between two exports.

Numbers (text origins, path points, the flowables' translations) are written as reportlab's
``fp_str`` writes them, each distinct number formatted once per document (:func:`numbers`):
``fp_str`` costs about a microsecond a number and a sheet writes ~1,500, most of them the same
few column and row positions again.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from reportlab.lib.colors import Color
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfgen.canvas import Canvas

#: one run of text: its fill colour, the origin of its first line, its lines (one under another)
Run = tuple[Any, float, float, Sequence[str]]


class Numbers(dict):
    """number -> ``fp_str(number)``, formatted on first use (``fp_str(a, b)`` is ``fp_str(a)``,
    a space and ``fp_str(b)``; numbers equal in value are written alike)."""

    def __missing__(self, number: float) -> str:
        text = self[number] = fp_str(number)
        return text


def numbers(canvas: Any) -> Numbers:
    """The :class:`Numbers` of the canvas's document (kept on the document, dropped with it)."""
    return doc_numbers(canvas._doc)


def doc_numbers(doc: Any) -> Numbers:
    """The document's :class:`Numbers` (a new one when there is no document)."""
    memo = getattr(doc, "_grail_numbers", None)
    if memo is None:
        memo = Numbers()
        if doc is not None:
            doc._grail_numbers = memo
    return memo


class _DocText:
    """What one PDF document has encoded: line -> reportlab's (subset, bytes) parts;
    per font size, line -> (first subset, last subset, its operators with ``T*``, the subset
    switches inside the line included); the colours' operators."""

    __slots__ = ("doc", "font", "escape", "lines", "switches", "sized", "fills", "num")

    def __init__(self, canvas: Any, font: Any) -> None:
        self.doc = canvas._doc
        self.font = font
        # canvas._escape is escapePDF (one call less a line) unless a canvas class changes it
        self.escape = escapePDF if type(canvas)._escape is Canvas._escape else canvas._escape
        self.lines: dict[str, list[tuple[int, bytes]]] = {}
        self.switches: dict[tuple[int, float, float], str] = {}
        self.sized: dict[tuple[float, float], dict[str, tuple[int, int, str]]] = {}
        self.fills: dict[tuple[float, float, float], str] = {}
        self.num = numbers(canvas)

    def line_ops(self, line: str, size: float, leading: float, table: dict[str, tuple[int, int, str]]
                 ) -> tuple[int, int, str]:
        """(first subset or -1, last subset or -1, ``… Tj T*``) of ``line`` at ``size``, kept in ``table``."""
        parts = self.lines.get(line)
        if parts is None:
            parts = self.lines[line] = self.font.splitString(line, self.doc)
        escape = self.escape
        if len(parts) == 1:
            subset, chunk = parts[0]
            entry = (subset, subset, f"({escape(chunk)}) Tj T*")
        elif parts:
            ops = []
            for i, (subset, chunk) in enumerate(parts):
                if i and subset != parts[i - 1][0]:
                    ops.append(self.switch(subset, size, leading))
                ops.append(f"({escape(chunk)}) Tj")
            entry = (parts[0][0], parts[-1][0], " ".join(ops) + " T*")
        else:
            entry = (-1, -1, " T*")
        table[line] = entry
        return entry

    def switch(self, subset: int, size: float, leading: float) -> str:
        key = (subset, size, leading)
        op = self.switches.get(key)
        if op is None:
            op = self.switches[key] = (f"{self.font.getSubsetInternalName(subset, self.doc)} "
                                       f"{fp_str(size)} Tf {fp_str(leading)} TL")
        return op

    def fill(self, color: Any) -> str:
        key = (color.red, color.green, color.blue)
        op = self.fills.get(key)
        if op is None:
            op = self.fills[key] = fill_op(color)
            if color.alpha is not None:  # reportlab's setFillColor sets the (opaque) alpha: PDF 1.4
                self.doc.ensureMinPdfVersion("transparency")
        return op


def _doc_text(canvas: Any, font: Any) -> _DocText:
    doc = canvas._doc
    memo = getattr(doc, "_grail_text", None)
    if memo is None or memo.font is not font:
        memo = _DocText(canvas, font)
        doc._grail_text = memo  # lives and dies with the document
    return memo


def fill_op(color: Any) -> str:
    """The fill-colour operator reportlab writes for an opaque RGB :class:`Color`."""
    if type(color) is not Color or color.alpha not in (None, 1):  # CMYK, separations, names, transparency
        raise TypeError(f"pdftext takes opaque RGB colours, not {color!r}")
    return f"{fp_str((color.red, color.green, color.blue))} rg"


class TextOps:
    """One text object (``BT … ET``) built as a string; :meth:`draw` appends it to the page.

    ``runs`` takes (colour or None, x, y, lines): a colour is written when given (None: keep
    the current one), then the origin, then each line followed by ``T*`` (next line one
    leading lower), as ``textLine`` does; :meth:`set_font` is reportlab's ``setFont`` (writes
    nothing for a TrueType font until the next character; the subset is chosen again)."""

    __slots__ = ("canvas", "memo", "code", "size", "leading", "subset")

    def __init__(self, canvas: Any, font: Any, x: float = 0, y: float = 0) -> None:
        self.canvas = canvas
        self.memo = _doc_text(canvas, font)
        num = self.memo.num
        self.code = [f"BT 1 0 0 1 {num[x]} {num[y]} Tm"]  # beginText(x, y)
        self.size, self.leading, self.subset = 0.0, 0.0, -1

    def set_font(self, size: float, leading: float) -> None:
        self.size, self.leading, self.subset = size, leading, -1

    def runs(self, runs: Iterable[Run]) -> None:
        memo = self.memo
        size, leading, subset = self.size, self.leading, self.subset
        table = memo.sized.get((size, leading))
        if table is None:
            table = memo.sized[(size, leading)] = {}
        line_ops, switch, fill, num = memo.line_ops, memo.switch, memo.fill, memo.num
        add = self.code.append
        for color, x, y, lines in runs:
            if color is not None:
                add(fill(color))
            add(f"1 0 0 1 {num[x]} {num[y]} Tm")
            for line in lines:
                first, last, ops = table.get(line) or line_ops(line, size, leading, table)
                if first == -1:
                    add(ops)
                    continue
                if first != subset:
                    add(switch(first, size, leading) + " " + ops)
                else:
                    add(ops)
                subset = last
        self.subset = subset

    def line(self, line: str) -> None:
        """``textLine(line)`` at the current position (no origin of its own)."""
        n = len(self.code)
        self.runs([(None, 0, 0, (line,))])
        del self.code[n]  # the origin runs() writes: textLine goes on from the current position

    def unbreak(self) -> None:
        """Drop the ``T*`` after the last line written (``_textOut(line, 0)``)."""
        if self.code[-1].endswith(" T*"):
            self.code[-1] = self.code[-1][:-3]

    def draw(self) -> None:
        self.code.append("ET")
        self.canvas._code.append(" ".join(self.code))


def draw_text(canvas: Any, font: Any, size: float, leading: float, runs: Iterable[Run]) -> None:
    """One text object holding ``runs`` (see :class:`TextOps`) in ``font`` at ``size``/``leading``."""
    t = TextOps(canvas, font)
    t.set_font(size, leading)
    t.runs(runs)
    t.draw()


def draw_segments(canvas: Any, segments: Iterable[tuple[float, float, float, float]]) -> None:
    """Stroke straight segments (x0, y0) → (x1, y1) as one path, in the current stroke colour
    and width: what ``beginPath``, ``moveTo``/``lineTo`` per segment and
    ``drawPath(p, stroke=1, fill=0)`` write, without a Python call per point."""
    num = numbers(canvas)
    ops = [f"{num[x0]} {num[y0]} m {num[x1]} {num[y1]} l" for x0, y0, x1, y1 in segments]
    if not ops:
        raise ValueError("a path needs at least one segment")
    canvas._code.append("n " + " ".join(ops))
    canvas._code.append("S")
