"""An exported PDF read back as the export tests read it: one pypdf parse per PDF and at most
one text extraction per page, kept for the process and keyed by the PDF's bytes.

pypdf's ``extract_text`` is the costly part of reading a sheet back (about a third of a second a
page on this machine, most of it parsing the content stream in Python), and several tests read
the same PDF, or PDFs that come out byte for byte the same (a 1,335- and a 200,000-character
name are cut to the same line). What a page gives is exactly pypdf's ``extract_text()``: a check
reads the same text it read before, only once. A page is extracted only when a check asks for
it, together with the pieces pypdf hands a text visitor (where each string is drawn), so a test
that needs both pays once.
"""
from __future__ import annotations

import hashlib
import io
from collections import OrderedDict
from pathlib import Path
from typing import NamedTuple

from pypdf import PdfReader

# PDFs kept per process: the sheets of one module and the next (a sheet is 40-200 kB), and at
# most this many bytes of them (a hostile sheet runs to megabytes); the oldest go first, and one
# is read again if a test comes back to it
_KEPT = 64
_KEPT_BYTES = 32 * 1024 * 1024
_read: OrderedDict[tuple[bytes, bool], ReadPdf] = OrderedDict()


class Piece(NamedTuple):
    """One string pypdf's text visitor saw: the text, the current and the text matrix (x of
    the string's start on the page = cm[4] + tm[4] * cm[0])."""

    text: str
    cm: tuple[float, ...]
    tm: tuple[float, ...]


class ReadPdf:
    """A PDF opened with pypdf (``reader``, ``pages``, ``metadata``) whose pages' texts are
    extracted on first use and then kept."""

    def __init__(self, data: bytes, strict: bool) -> None:
        self.data = data
        self.reader = PdfReader(io.BytesIO(data), strict=strict)
        self.pages = self.reader.pages
        self.metadata = self.reader.metadata
        self._texts: dict[int, str] = {}
        self._pieces: dict[int, list[Piece]] = {}

    def __len__(self) -> int:
        return len(self.pages)

    def page(self, index: int) -> str:
        """pypdf's ``extract_text()`` of page ``index`` (negative counts from the end)."""
        index = range(len(self.pages))[index]
        if index not in self._texts:
            pieces: list[Piece] = []

            def visit(text, cm, tm, font, size):
                pieces.append(Piece(text, tuple(cm), tuple(tm)))
            self._texts[index] = self.pages[index].extract_text(visitor_text=visit)
            self._pieces[index] = pieces
        return self._texts[index]

    def pieces(self, index: int) -> list[Piece]:
        """The strings of page ``index`` as pypdf's text visitor sees them, in drawing order."""
        self.page(index)
        return self._pieces[range(len(self.pages))[index]]

    def texts(self) -> list[str]:
        """Every page's text, in page order."""
        return [self.page(i) for i in range(len(self.pages))]

    def text(self, sep: str = "\n") -> str:
        """The whole document's text: the pages' texts joined with ``sep``."""
        return sep.join(self.texts())


def read_pdf(source: bytes | str | Path, *, strict: bool = False) -> ReadPdf:
    """The PDF ``source`` (its bytes, or a file's path) read back; the same bytes (and
    strictness) give the same ReadPdf, with whatever pages were already extracted."""
    data = source if isinstance(source, bytes) else Path(source).read_bytes()
    key = (hashlib.sha256(data).digest(), strict)
    if key in _read:
        _read.move_to_end(key)
        return _read[key]
    pdf = _read[key] = ReadPdf(data, strict)
    while len(_read) > 1 and (len(_read) > _KEPT or sum(len(kept.data) for kept in _read.values()) > _KEPT_BYTES):
        _read.popitem(last=False)
    return pdf
