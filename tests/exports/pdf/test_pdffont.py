"""exports.pdf.font embeds the font as reportlab does, byte for byte: the subset programs, the
ToUnicode CMaps, the Widths arrays and whole sheet PDFs are compared with reportlab's own."""
import io
import os
from struct import unpack_from

import pytest
import reportlab
from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import TTFont, TTFontFace, makeToUnicodeCMap

import exports.pdf.sheet as pdf
import exports.pdf.font as pdffont
from exports import refresh_references as refs

FACE = pdf.register_font().face
KANJI = [c for c in sorted(FACE.charToGlyph) if c >= 0x4E00]
ASCII_SUBSET = [0] * 32 + list(range(32, 128))  # subset 0 as reportlab starts it (asciiReadable)


@pytest.mark.parametrize("subset", [ASCII_SUBSET + KANJI[:128], [0] + KANJI[1000:1255], [0, 0x3042], [0]],
                         ids=["ascii+kanji", "kanji", "two", "notdef"])
def test_subset_program_and_cmap_are_reportlabs(subset):
    assert pdffont.make_subset(FACE, subset) == TTFontFace.makeSubset(FACE, subset)
    assert pdffont.to_unicode_cmap("AAAAAA+IPAexGothic", subset) == makeToUnicodeCMap("AAAAAA+IPAexGothic", subset)


def test_composite_glyphs_are_renumbered_as_reportlab_does():
    """IPAexGothic has no composite glyphs (its maxp says so and a scan agrees); Bitstream Vera
    (shipped with reportlab) builds accented letters from components."""
    start = FACE.get_table_pos("glyf")[0]
    pos = FACE.glyphPos
    assert not pdffont._may_have_composites(FACE)
    assert not any(pos[g + 1] > pos[g] and unpack_from(">h", FACE._ttf_data, start + pos[g])[0] < 0
                   for g in range(len(pos) - 1))
    vera = TTFont("VeraForTest", os.path.join(os.path.dirname(reportlab.__file__), "fonts", "Vera.ttf")).face
    assert pdffont._may_have_composites(vera)
    subset = ASCII_SUBSET + [ord(c) for c in "éàüñÅçÉÖ"]
    ours = pdffont.make_subset(vera, subset)
    assert ours == TTFontFace.makeSubset(vera, subset)
    assert len(ours) > len(pdffont.make_subset(vera, ASCII_SUBSET))  # the accents' components came along


@pytest.mark.parametrize("numbers", [[], [1000], list(range(10)), list(range(11)), [500, 1000.0, 250.5] * 90])
def test_widths_array_formats_as_pdfarray(numbers):
    assert pdffont._Numbers(numbers).format(None) == pdfdoc.PDFArray(numbers).format(None)


EXAMPLES = [(n, f) for n, f in refs.characters() if n.startswith("example-")]


@pytest.mark.parametrize("name,file", EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_sheets_unchanged_by_fast_embedding(name, file, monkeypatch):
    from builder.core.documents import load_build
    from builder.core.engine import evaluate
    from builder.core.packs import load_pack
    build = load_build(file)
    pack = load_pack(build.system)
    sheet = evaluate(pack, build)

    def render():
        buf = io.BytesIO()
        pdf.write_pdf(pack, build, sheet, buf, layout="full", invariant=True)
        return buf.getvalue()
    ours = render()
    monkeypatch.setattr(pdffont.SheetFont, "addObjects", TTFont.addObjects)
    assert ours == render(), f"{name}: the font embedding differs from reportlab's"


@pytest.mark.parametrize("subset", [[0, 0x20B9F, 0x3042], list(range(256)), [0xFFFF, 0x10000]])
def test_cmap_beyond_the_bmp_and_full_subsets(subset):
    assert pdffont.to_unicode_cmap("AAAAAB+X", subset) == makeToUnicodeCMap("AAAAAB+X", subset)


@pytest.mark.parametrize("multiline", [0, 1])
@pytest.mark.parametrize("size", [1, 6, 7, 13])
def test_dictionaries_format_as_pdfdictionary(size, multiline, monkeypatch):
    """_Dict writes reportlab's PDFDictionary bytes: keys sorted, six pairs a line (or one a
    line with pdfMultiLine), values given formatted or formatted at save (arrays, names)."""
    monkeypatch.setattr(pdfdoc.rl_config, "pdfMultiLine", multiline)
    values = [3, 880.5, pdfdoc.PDFArray([-1, 0, 2.25]), pdfdoc.PDFName("AAAAAA+IPAexGothic"), -0.0, 1000, 7]
    plain = {f"K{(i * 7) % size:02d}x{i}": values[i % len(values)] for i in range(size)}
    ours = {k: (pdfdoc.format(v, None) if i % 2 else v) for i, (k, v) in enumerate(plain.items())}
    assert pdffont._Dict(ours).format(None) == pdfdoc.PDFDictionary(plain).format(None)
