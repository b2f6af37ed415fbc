"""A sheet's PDF carries its Japanese font as a reader needs it: IPAexGothic embedded as
TrueType subsets (reportlab's ``TTFont``, issue 25 item 9: no subsetter of our own), so the
text prints on a machine without the font and is found and copied as the characters it is
(poppler's pdffonts and pdftotext, as a reader's viewer sees the file)."""
import json
import subprocess

from builder.core.documents import load_build
from builder.core.engine import evaluate
from builder.core.packs import load_pack
from exports.pdf.sheet import FONT_PATH, write_pdf
from tests.conftest import EXAMPLES


def _sheet_pdf(tmp_path, name="saber.json"):
    build = load_build(EXAMPLES / name)
    pack = load_pack(build.system)
    out = tmp_path / "sheet.pdf"
    write_pdf(pack, build, evaluate(pack, build), out)
    return out


def test_the_japanese_font_is_embedded_as_subsets(tmp_path):
    out = _sheet_pdf(tmp_path)
    report = subprocess.run(["pdffonts", str(out)], check=True, capture_output=True, text=True).stdout
    rows = [line.split() for line in report.splitlines()[2:]]
    assert rows, report
    for row in rows:
        # name, type "TrueType", encoding, emb, sub, uni, object, id: every font is a subset
        # ("ABCDEF+" before the face name, sub "yes") of IPAexGothic, embedded, with a ToUnicode map
        name, emb, sub, uni = row[0], row[-5], row[-4], row[-3]
        assert name.split("+", 1)[1] == "IPAexGothic" and len(name.split("+", 1)[0]) == 6, row
        assert (emb, sub, uni) == ("yes", "yes", "yes"), row
    # subsets, not the font: the whole file would be its 5.6 MB glyph table and more
    assert out.stat().st_size < FONT_PATH.stat().st_size / 10


def test_the_sheets_japanese_text_is_text(tmp_path):
    out = _sheet_pdf(tmp_path)
    text = subprocess.run(["pdftotext", str(out), "-"], check=True, capture_output=True, text=True).stdout
    saber = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    assert saber["name"] in text  # 白百合の騎士, examples/saber.json
    assert "筋力" in text  # a stat of the sheet's stat table (Fate/roll dice's stats, e.g. 000 L344)
