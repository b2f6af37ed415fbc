"""Text (and table rules) drawn through reportlab's own text and path objects: :func:`draw_text`,
:class:`TextOps`, :func:`draw_segments`.

Contract: ``draw_text(canvas, font, size, leading, runs)`` draws ``runs`` in one text object
(``canvas.beginText()``, ``setFont``, per run ``setFillColor`` when a colour is given and
``setTextOrigin``, and ``textLine`` for every line); reportlab encodes the characters into
the document's font subsets (so text stays extractable). :func:`draw_segments` strokes
straight segments as one path (``beginPath``, ``moveTo``/``lineTo``, ``drawPath``).
Until issue 25 item 9 this module wrote those operators itself, byte for byte what these
calls write, to save a few milliseconds a sheet; it now only calls them.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

#: one run of text: its fill colour, the origin of its first line, its lines (one under another)
Run = tuple[Any, float, float, Sequence[str]]


class TextOps:
    """One text object (``BT … ET``); :meth:`draw` puts it on the page.

    ``runs`` takes (colour or None, x, y, lines): a colour is set when given (None: keep the
    current one), then the origin, then each line as ``textLine`` writes it (the next line one
    leading lower); :meth:`unbreak` writes the last line as ``textOut`` does instead (no move
    to the next line); :meth:`set_font` is the text object's ``setFont``."""

    __slots__ = ("canvas", "font", "text", "pending")

    def __init__(self, canvas: Any, font: Any, x: float = 0, y: float = 0) -> None:
        self.canvas, self.font = canvas, font
        self.text = canvas.beginText(x, y)
        self.pending: str | None = None  # the last line, written when the next call says how

    def _flush(self) -> None:
        if self.pending is not None:
            self.text.textLine(self.pending)
            self.pending = None

    def set_font(self, size: float, leading: float) -> None:
        self._flush()
        self.text.setFont(self.font.fontName, size, leading)

    def runs(self, runs: Iterable[Run]) -> None:
        for color, x, y, lines in runs:
            self._flush()
            if color is not None:
                self.text.setFillColor(color)
            self.text.setTextOrigin(x, y)
            for line in lines:
                self._flush()
                self.pending = line

    def line(self, line: str) -> None:
        """``textLine(line)`` at the current position (no origin of its own)."""
        self._flush()
        self.pending = line

    def unbreak(self) -> None:
        """The last line written stays on its line (``textOut`` rather than ``textLine``)."""
        if self.pending is not None:
            self.text.textOut(self.pending)
            self.pending = None

    def draw(self) -> None:
        self._flush()
        self.canvas.drawText(self.text)


def draw_text(canvas: Any, font: Any, size: float, leading: float, runs: Iterable[Run]) -> None:
    """One text object holding ``runs`` (see :class:`TextOps`) in ``font`` at ``size``/``leading``."""
    t = TextOps(canvas, font)
    t.set_font(size, leading)
    t.runs(runs)
    t.draw()


def draw_segments(canvas: Any, segments: Iterable[tuple[float, float, float, float]]) -> None:
    """Stroke straight segments (x0, y0) → (x1, y1) as one path, in the current stroke colour
    and width."""
    path = canvas.beginPath()
    drawn = False
    for x0, y0, x1, y1 in segments:
        path.moveTo(x0, y0)
        path.lineTo(x1, y1)
        drawn = True
    if not drawn:
        raise ValueError("a path needs at least one segment")
    canvas.drawPath(path, stroke=1, fill=0)
