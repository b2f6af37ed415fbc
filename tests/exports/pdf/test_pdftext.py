"""exports.pdf.text draws through reportlab's own text object (issue 25 item 9): its lines, sizes,
colours and the last line of a title kept on its line come out as reportlab's calls in that
order write them, the text extractable from both font subsets."""
import io

from pypdf import PdfReader
from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

import exports.pdf.sheet as pdf
import exports.pdf.text as pdftext


def reportlab_draw_text(canvas, font, size, leading, runs):
    """The same text object through reportlab's API (the reference for draw_text)."""
    t = canvas.beginText()
    t.setFont(font.fontName, size, leading)
    for color, x, y, lines in runs:
        if color is not None:
            t.setFillColor(color)
        t.setTextOrigin(x, y)
        for line in lines:
            t._textOut(line, 1)
    canvas.drawText(t)


def _pdf(draw) -> bytes:
    font = pdf.register_font()
    buf = io.BytesIO()
    c = Canvas(buf, invariant=1, initialFontName=pdf.FONT)
    draw(c, font)
    c.showPage()
    c.save()
    return buf.getvalue()


# more than 256 distinct characters, so that lines switch between two font subsets; ASCII
# that needs escaping in a PDF string; an empty line
pdf.register_font()
KANJI = "".join(chr(c) for c in sorted(pdf._widths) if c >= 0x4E00)[:300]
RUNS = [(colors.black, 2, 700, ["筋力A+ 耐久B", "(括弧) \\ back\\slash", "", KANJI[:150]]),
        (None, 90, 640, ["—", KANJI[150:]]),
        (pdf.LABEL_COLOR, 2, 580, ["筋力A+ 耐久B", "—", KANJI[::7]])]


def test_draw_text_is_reportlabs_text_object_byte_for_byte():
    def ours(c, font):
        pdftext.draw_text(c, font, 7.5, 9.75, RUNS)
        t = pdftext.TextOps(c, font)  # two sizes in one text object, the last line unbroken
        t.set_font(13, 16.9)
        t.runs([(colors.black, 0, 500, ["名前", "二行目"])])
        t.set_font(9, 11.7)
        t.runs([(pdf.HEADING_COLOR, 300, 500, ["サーヴァント用"])])
        t.unbreak()
        t.draw()
        c.setFont(font.fontName, 7.5)  # the page header and footer
        for x, y, text in ((28.3, 824.9, "白百合の騎士 — セイバー"),
                           (566.9 - pdfmetrics.stringWidth("Grail Builder p.1", font.fontName, 7.5), 12.75,
                            "Grail Builder p.1")):
            t = pdftext.TextOps(c, font, x, y)
            t.set_font(7.5, c._leading)
            t.line(text)
            t.draw()

    def theirs(c, font):
        reportlab_draw_text(c, font, 7.5, 9.75, RUNS)
        t = c.beginText()
        t.setFont(font.fontName, 13, 16.9)
        t.setFillColor(colors.black)
        t.setTextOrigin(0, 500)
        t._textOut("名前", 1)
        t._textOut("二行目", 1)
        t.setFont(font.fontName, 9, 11.7)
        t.setFillColor(pdf.HEADING_COLOR)
        t.setTextOrigin(300, 500)
        t._textOut("サーヴァント用", 0)
        c.drawText(t)
        c.setFont(font.fontName, 7.5)
        c.drawString(28.3, 824.9, "白百合の騎士 — セイバー")
        c.drawRightString(566.9, 12.75, "Grail Builder p.1")

    data = _pdf(ours)
    assert data == _pdf(theirs)
    text = PdfReader(io.BytesIO(data)).pages[0].extract_text()
    assert "(括弧) \\ back\\slash" in text and KANJI[150:] in text.replace("\n", "")  # ToUnicode of both subsets


def test_an_earlier_font_of_the_same_face_is_drawn_with(tmp_path):
    """reportlab keeps one font object per face name: when something registered IPAexGothic
    before the sheets did, the sheets' text goes into that object's subsets (no second,
    clashing set of subsets in one file). A fresh process, as the registry is global."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    code = (
        "import io\n"
        "from pathlib import Path\n"
        "from reportlab.pdfbase import pdfmetrics\n"
        "from reportlab.pdfbase.ttfonts import TTFont\n"
        "import exports.pdf.sheet as pdf\n"
        "pdfmetrics.registerFont(TTFont('Other', str(pdf.FONT_PATH)))\n"
        "from builder.core.documents import load_build\n"
        "from builder.core.engine import evaluate\n"
        "from builder.core.packs import load_pack\n"
        "b = load_build(Path('examples/saber.json')); p = load_pack(b.system)\n"
        "buf = io.BytesIO(); pdf.write_pdf(p, b, evaluate(p, b), buf, invariant=True)\n"
        "from pypdf import PdfReader\n"
        "print(''.join(PdfReader(io.BytesIO(buf.getvalue())).pages[0].extract_text().split()))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120,
                         env={**__import__("os").environ, "PYTHONPATH": str(root)})
    assert out.returncode == 0, out.stderr[-2000:]
    assert "サーヴァント用キャラクターシート" in out.stdout and "【ステータス】" in out.stdout
