"""tests/exports/pdfread.py, the export tests' shared PDF reader: its text is pypdf's own, it is
extracted once per page however often it is asked for, and a PDF with other bytes is read
afresh, so a check that a secret is absent can still fail."""
from __future__ import annotations

import io

from pypdf import PageObject, PdfReader

from builder.core.engine import evaluate
from exports.pdf.sheet import write_pdf
from tests.exports.pdfread import read_pdf

SECRET = "秘密の真名ゼクス"  # planted as the character's name: printed at the top of the sheet


def _compact(pack, build) -> bytes:
    """The one-page GM-compact sheet of ``build`` (the cheapest sheet to write and read)."""
    buf = io.BytesIO()
    write_pdf(pack, build, evaluate(pack, build), buf, layout="gm-compact", invariant=True)
    return buf.getvalue()


def test_the_text_is_pypdfs_read_once_and_other_bytes_are_read_afresh(character, monkeypatch):
    pack, build, _ = character("saber")
    planted = _compact(pack, build.model_copy(update={"name": SECRET}))
    plain = _compact(pack, build)
    assert planted != plain

    calls = []
    extract = PageObject.extract_text

    def counted(page, *args, **kwargs):
        calls.append(page)
        return extract(page, *args, **kwargs)
    monkeypatch.setattr(PageObject, "extract_text", counted)

    pdf = read_pdf(planted)
    assert len(pdf) == 1
    assert SECRET in pdf.page(0) and SECRET in pdf.text()  # found: the absence check can fail
    assert [piece for piece in pdf.pieces(0) if SECRET in piece.text]  # and seen by the visitor
    assert len(calls) == 1  # one extraction for the page, whatever is asked of it
    assert read_pdf(planted) is pdf and read_pdf(bytes(planted)).page(-1) == pdf.page(0)
    assert len(calls) == 1  # the same bytes again: nothing extracted again

    assert SECRET not in read_pdf(plain).text()  # other bytes: their own text, not the last one's
    assert len(calls) == 2
    monkeypatch.undo()
    assert pdf.page(0) == PdfReader(io.BytesIO(planted)).pages[0].extract_text()  # exactly pypdf's
