"""Export speed and size: ``python bench/bench_export.py [--runs N] [FILE...]``.

For each character (default: examples/*.json when present, else tests/exports/fixtures/*.json)
it times ``exports.pdf.sheet.write_pdf`` (evaluate excluded), takes the median of N runs, and
divides it by the median time of a bare reportlab one-page document set in the same font
(IPAexGothic subset, one Paragraph of Japanese text; reportlab's own ``TTFont``, see
:func:`floor_font`) measured in the same run. Bounds (issue 25 item 9, which retired issue 13's "≤ 2× the floor"):
a one-page sheet under 50 ms and under 300 KB; the ratio is reported for before/after. Also times the text and ココフォリア exports, the same character on the ``full`` layout
(rulebook texts, several pages) and on the one-page ``gm-compact`` layout. The floor is
measured again after the characters and the median of both sets is used. ``--cpu`` times CPU
time of this process (``time.process_time``) instead of the wall clock: on a machine shared
with other work, wall time mostly measures the wait for a core.
"""
from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


FLOOR_FONT = "IPAexGothic-floor"


def floor_font() -> str:
    """The floor's font: reportlab's own ``TTFont`` of the sheets' font file, registered once
    (not timed) under a face name of its own, so that the floor never shares the sheets' font
    object (whatever that is: issue 13's ``SheetFont`` until issue 25 item 9, reportlab's
    ``TTFont`` since). Until item 9 the floor also had the zero-copy ``glyf`` view the sheets'
    font had; since then neither has it (figures before 2026-11-28 (item 9) had a floor
    ~10 % faster)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    from exports.pdf import sheet as pdf
    if FLOOR_FONT not in pdfmetrics.getRegisteredFontNames():
        pdf.register_font()
        font = TTFont(FLOOR_FONT, str(pdf.FONT_PATH))
        # reportlab keeps one font object per face name: under the file's own name this one
        # would be mapped to the sheets' (or take the sheets' name over); the same file under
        # another face name (its subsets' BaseFont) is drawn as the font it is
        font.face.name = b"IPAexGothicFloor"
        pdfmetrics.registerFont(font)
    return FLOOR_FONT


def bare_reportlab(font: str | None = None) -> int:
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    font = font or floor_font()
    style = ParagraphStyle("b", fontName=font, fontSize=9, leading=12, wordWrap="CJK")
    buf = io.BytesIO()
    doc = SimpleDocTemplate(buf, pagesize=A4, invariant=1, initialFontName=font)
    doc.build([Paragraph("サーヴァント用キャラクターシート 筋力A+ 耐久B 敏捷C 魔力B 幸運A 宝具EX " * 8, style)])
    return len(buf.getvalue())


def bare_with_sheet_font() -> int:
    """The same page set with the sheets' own font object (printed for comparison only)."""
    from exports.pdf.sheet import FONT, register_font
    register_font()
    return bare_reportlab(FONT)


CLOCK = time.perf_counter


def median_time(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = CLOCK()
        fn()
        times.append(CLOCK() - t)
    return statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--cpu", action="store_true", help="CPU time of the process instead of wall time")
    args = ap.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.process_time
    from pypdf import PdfReader

    from builder.core.documents import load_build
    from builder.core.engine import evaluate
    from builder.core.packs import load_pack
    from exports.online.ccfolia import to_clipboard_text
    from exports.pdf.sheet import write_pdf
    from exports.text.sheet import render_text

    files = [Path(f) for f in args.files] or sorted((ROOT / "examples").glob("*.json")) \
        or sorted((ROOT / "tests/exports/fixtures").glob("*.json"))
    bare_reportlab()  # warm up: font registration and imports are not part of either figure
    base = median_time(bare_reportlab, args.runs)
    base_size = bare_reportlab()
    print(f"bare reportlab 1-page (IPAexGothic subset): median {base * 1000:.1f} ms, {base_size / 1024:.1f} KB")
    samples: list[float] = []
    rows = []
    worst = 0.0
    for f in files:
        build = load_build(f)
        pack = load_pack(build.system)
        sheet = evaluate(pack, build)
        out: dict[str, bytes] = {}

        def pdf() -> None:
            buf = io.BytesIO()
            write_pdf(pack, build, sheet, buf, invariant=True)
            out["pdf"] = buf.getvalue()
        t = median_time(pdf, args.runs)

        def compact() -> None:
            buf = io.BytesIO()
            write_pdf(pack, build, sheet, buf, layout="gm-compact", invariant=True)
            out["compact"] = buf.getvalue()
        tg = median_time(compact, args.runs)

        def full() -> None:
            buf = io.BytesIO()
            write_pdf(pack, build, sheet, buf, layout="full", invariant=True)
            out["full"] = buf.getvalue()
        tf = median_time(full, args.runs)
        tt = median_time(lambda: render_text(pack, build, sheet), args.runs)
        tc = median_time(lambda: to_clipboard_text(pack, build, sheet), args.runs)
        pages = len(PdfReader(io.BytesIO(out["pdf"])).pages)
        fpages = len(PdfReader(io.BytesIO(out["full"])).pages)
        rows.append((f, pages, t, len(out["pdf"]), tt, tc, tf, fpages, tg, len(out["compact"])))
    base = statistics.median([base, median_time(bare_reportlab, args.runs)])
    bare_with_sheet_font()
    shared = median_time(bare_with_sheet_font, args.runs)
    print(f"floor (median before/after): {base * 1000:.1f} ms; the same page with the sheets' font object: "
          f"{shared * 1000:.1f} ms (for comparison)")
    print(f"{'file':<16}{'pages':>6}{'ms':>8}{'ratio':>8}{'KB':>7}{'text ms':>9}{'ccf ms':>8}"
          f"{'full ms':>9}{'pp':>4}{'ratio':>8}{'gm ms':>7}{'ratio':>8}{'KB':>6}")
    for f, pages, t, size, tt, tc, tf, fpages, tg, gsize in rows:
        if pages == 1:
            worst = max(worst, t / base)
        print(f"{f.name:<16}{pages:>6}{t * 1000:>8.1f}{t / base:>7.2f}×{size / 1024:>7.1f}{tt * 1000:>9.2f}"
              f"{tc * 1000:>8.2f}{tf * 1000:>9.1f}{fpages:>4}{tf / base:>7.2f}×{tg * 1000:>7.1f}{tg / base:>7.2f}×"
              f"{gsize / 1024:>6.1f}")
    print(f"worst one-page default sheet: {worst:.2f}× the floor (reported; bounds: < 50 ms, < 300 KB)"
          f"{' (CPU time)' if args.cpu else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
