"""Regenerate the reference texts the export tests compare against.

Run ``python -m exports.refresh_references`` from the repository root after an intended
change to a layout or an export, then review the diff of ``tests/exports/references/``.

For every character in ``tests/exports/fixtures/*.json`` (and ``examples/*.json`` when that
folder exists) it writes ``<name>.pdf.txt`` (the text blocks pypdf extracts from each page
of the PDF made with ``invariant=1``, dates stripped) and ``<name>.txt`` (the plain-text
export).
"""
from __future__ import annotations

import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "exports" / "fixtures"
EXAMPLES = ROOT / "examples"
REFERENCES = ROOT / "tests" / "exports" / "references"
DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?")


def characters() -> list[tuple[str, Path]]:
    """(reference name, file) for every fixture and example character."""
    out = [(p.stem, p) for p in sorted(FIXTURES.glob("*.json"))]
    if EXAMPLES.is_dir():
        out += [(f"example-{p.stem}", p) for p in sorted(EXAMPLES.glob("*.json"))]
    return out


def pdf_text(data: bytes) -> str:
    """Text blocks of every page, one ``=== page N ===`` heading per page, dates stripped,
    trailing spaces removed."""
    from pypdf import PdfReader
    reader = PdfReader(io.BytesIO(data))
    parts = []
    for i, page in enumerate(reader.pages, start=1):
        text = DATE.sub("<date>", page.extract_text() or "")
        lines = [line.rstrip() for line in text.splitlines()]
        parts.append(f"=== page {i} ===\n" + "\n".join(lines))
    return "\n".join(parts) + "\n"


def render(file: Path) -> tuple[str, str]:
    """(PDF text, plain text) of one character file."""
    from builder.core.documents import load_build
    from builder.core.engine import evaluate
    from builder.core.packs import load_pack

    from exports.pdf.sheet import write_pdf
    from exports.text.sheet import render_text
    build = load_build(file)
    pack = load_pack(build.system)
    sheet = evaluate(pack, build)
    buf = io.BytesIO()
    write_pdf(pack, build, sheet, buf, invariant=True)
    return pdf_text(buf.getvalue()), render_text(pack, build, sheet)


def main() -> int:
    REFERENCES.mkdir(parents=True, exist_ok=True)
    for name, file in characters():
        pdf, text = render(file)
        (REFERENCES / f"{name}.pdf.txt").write_text(pdf, encoding="utf-8")
        (REFERENCES / f"{name}.txt").write_text(text, encoding="utf-8")
        print(f"{name}: {file}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
