import ast
import json
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader

from builder.cli.main import main

FIX = Path(__file__).parent / "fixtures"
EXPORTS = Path(__file__).resolve().parents[2] / "exports"


def test_export_pdf(tmp_path, capsys):
    out = tmp_path / "saber.pdf"
    assert main(["export", str(FIX / "saber.json"), "--pdf", str(out)]) == 0
    assert "アルトリア" in PdfReader(out).pages[0].extract_text()


def test_export_several_files_makes_a_roster(tmp_path):
    out = tmp_path / "roster.pdf"
    files = [str(FIX / f"{n}.json") for n in ("saber", "master", "master")]
    assert main(["export", *files, "--pdf", str(out)]) == 0
    assert len(PdfReader(out).pages) < 3


def test_export_layout_option(tmp_path):
    out = tmp_path / "one.pdf"
    assert main(["export", str(FIX / "master.json"), "--pdf", str(out), "--layout", "gm-compact"]) == 0
    assert len(PdfReader(out).pages) == 1


def test_export_full_layout(tmp_path):
    out = tmp_path / "full.pdf"
    assert main(["export", str(FIX / "saber.json"), "--pdf", str(out), "--layout", "full"]) == 0
    assert "義務・効果" in "".join(p.extract_text() for p in PdfReader(out).pages)


def test_export_text_and_ccfolia(tmp_path, capsys):
    text = tmp_path / "s.txt"
    assert main(["export", str(FIX / "saber.json"), "--text", str(text)]) == 0
    assert "【筋力】A+" in text.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["export", str(FIX / "saber.json"), "--ccfolia", "-"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["kind"] == "character" and doc["data"]["commands"].startswith("(({筋力}+{筋力}/6)*2)B6<={筋力} 【筋力】")
    # several characters: never a JSON array; standard output is refused, a folder gets one file each
    assert main(["export", str(FIX / "saber.json"), str(FIX / "master.json"), "--ccfolia", "-"]) == 2
    assert "several characters need a folder" in capsys.readouterr().err
    folder = tmp_path / "room"
    assert main(["export", str(FIX / "saber.json"), str(FIX / "master.json"), "--ccfolia", str(folder)]) == 0
    files = sorted(p.name for p in folder.iterdir())
    assert files == ["master.ccfolia.json", "saber.ccfolia.json"]
    for name, who in (("saber.ccfolia.json", "アルトリア・ペンドラゴン"), ("master.ccfolia.json", None)):
        doc = json.loads((folder / name).read_text(encoding="utf-8"))
        assert isinstance(doc, dict) and doc["kind"] == "character"  # pasteable as it is
        assert who is None or doc["data"]["name"] == who
    # again: the files exist, nothing is replaced without --force
    before = (folder / "saber.ccfolia.json").read_bytes()
    assert main(["export", str(FIX / "saber.json"), str(FIX / "master.json"), "--ccfolia", str(folder)]) == 2
    assert "既にあります" in capsys.readouterr().err  # export speaks its --lang (ja by default)
    assert (folder / "saber.ccfolia.json").read_bytes() == before
    assert main(["export", str(FIX / "saber.json"), str(FIX / "master.json"), "--ccfolia", str(folder), "--force"]) == 0
    # one file into an existing folder; two inputs with one name get -2
    other = tmp_path / "other"
    other.mkdir()
    (other / "saber.json").write_bytes((FIX / "saber.json").read_bytes())
    solo = tmp_path / "solo"
    solo.mkdir()
    assert main(["export", str(FIX / "saber.json"), "--ccfolia", str(solo)]) == 0
    assert [p.name for p in solo.iterdir()] == ["saber.ccfolia.json"]
    pair = tmp_path / "pair"
    assert main(["export", str(FIX / "saber.json"), str(other / "saber.json"), "--ccfolia", str(pair)]) == 0
    assert sorted(p.name for p in pair.iterdir()) == ["saber-2.ccfolia.json", "saber.ccfolia.json"]
    # a file where the folder should be: a clear message, exit 2
    assert main(["export", str(FIX / "saber.json"), str(FIX / "master.json"), "--ccfolia", str(text)]) == 2
    assert "is a file" in capsys.readouterr().err


def test_unreadable_input_exits_2_with_file_and_path(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"system": "fate-roll-dice", "type": "saber", "stats": {"strength": {"level": "Z"}}}')
    assert main(["export", str(bad), "--pdf", str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    # the place in game words with the line (issue 28 item 1): strength is 筋力, on line 1
    assert "bad.json" in err and "筋力のレベル(1行目)" in err and "/stats/strength/level" not in err
    assert main(["export", str(tmp_path / "missing.json"), "--text", "-"]) == 2
    assert "missing.json" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_bad_layout_exits_2(tmp_path, capsys):
    assert main(["export", str(FIX / "saber.json"), "--pdf", str(tmp_path / "x.pdf"), "--layout", "nope"]) == 2
    assert "layout" in capsys.readouterr().err


def test_exports_never_imports_qt():
    code = ("import sys, exports, exports.cli, exports.pdf.sheet, exports.text.sheet, exports.online.ccfolia, exports.sectionview, "
            "exports.layout, exports.refresh_references; "
            "assert not any(m.startswith(('PySide6', 'forms')) for m in sys.modules), 'Qt imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
    allowed = {"builder", "exports", "pydantic", "reportlab", "pypdf", "__future__"}  # exports: its own modules
    for path in EXPORTS.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                top = name.split(".")[0]
                assert top in allowed or top in sys.stdlib_module_names, f"{path.name} imports {name}"
