"""A character's picture in the window (issue 26 item 6): 設定 → 画像を選ぶ… takes a PNG, JPEG or
WebP file (checked: a file that is no picture is refused with the reason), shows it, stores it
relative to the character's file; saved and reopened it is still there, and ファイル → 書き出し →
PDF prints it on the sheet. Only the file dialogs' answers are stubbed."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from PIL import Image
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QPushButton

from builder.core.documents import load_build

from tests.forms.helpers import child, go

ROOT = Path(__file__).resolve().parents[3]


def _pick(monkeypatch, answer: str) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (answer, ""))


def test_set_a_picture_save_reopen_print(qtbot, shared_window, errors, tmp_path, monkeypatch):
    window = shared_window
    folder = tmp_path / "chars"
    shutil.copytree(ROOT / "examples" / "chuseihai", folder)
    (folder / "pics").mkdir()
    Image.new("RGB", (300, 400), (200, 30, 30)).save(folder / "pics" / "face.png")
    (folder / "pics" / "broken.png").write_text("not a picture", "utf-8")
    saber = folder / "saber.json"
    assert window.open_file(saber)

    page = go(qtbot, window, "profile")
    note = child(page, QLabel, "pictureNote")
    _pick(monkeypatch, str(folder / "pics" / "broken.png"))
    qtbot.mouseClick(child(page, QPushButton, "pictureChoose"), Qt.LeftButton)
    assert window.session.build.picture == "" and "PNG・JPEG・WebP" in note.text()  # refused, with why

    _pick(monkeypatch, str(folder / "pics" / "face.png"))
    qtbot.mouseClick(child(page, QPushButton, "pictureChoose"), Qt.LeftButton)
    assert window.session.build.picture == "pics/face.png"  # relative to the character's file
    preview = child(page, QLabel, "picturePreview")
    assert preview.pixmap() is not None and not preview.pixmap().isNull()
    page.grab().save(str(tmp_path / "profile.png"))

    window.act_save.trigger()
    assert load_build(saber).picture == "pics/face.png"
    assert window.open_file(saber)
    assert window.session.build.picture == "pics/face.png"

    out = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), a[4] if len(a) > 4 else ""))
    window.pdf_export.ask_open = lambda box: QMessageBox.Close
    window.act_pdf.trigger()
    assert errors == []
    images = PdfReader(out).pages[0].images
    assert [(im.image.width, im.image.height) for im in images] == [(300, 400)]
    # rendered as a reader sees it: the red of the picture is on the page
    subprocess.run(["pdftoppm", "-r", "40", "-png", "-f", "1", "-l", "1", str(out), str(tmp_path / "page")],
                   check=True)
    rendered = Image.open(next(tmp_path.glob("page*.png"))).convert("RGB")
    reds = [(x, y) for x in range(rendered.width) for y in range(rendered.height // 3)
            if (lambda p: p[0] > 170 and p[1] < 70 and p[2] < 70)(rendered.getpixel((x, y)))]
    # the frame is 40×50 mm, the 3:4 picture fills its height: 37.5×50 mm, at 40 dpi about 59×79 pixels
    assert 50 * 70 < len(reds) <= 62 * 82


def test_a_missing_picture_is_a_notice_on_the_page(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    folder = tmp_path / "chars"
    shutil.copytree(ROOT / "examples" / "chuseihai", folder)
    text = (folder / "saber.json").read_text("utf-8").replace('"name"', '"picture": "gone.png", "name"', 1)
    (folder / "saber.json").write_text(text, "utf-8")
    assert window.open_file(folder / "saber.json")
    page = go(qtbot, window, "profile")
    assert "gone.png" in child(page, QLabel, "pictureNote").text()
    assert child(page, QLabel, "picturePreview").text() == "表示できません"
    assert errors == []


def test_an_unsaved_character_is_asked_to_be_saved_first(qtbot, shared_window, monkeypatch):
    # the window's new character (Fate/roll dice) has no file yet: no folder to be relative to
    window = shared_window
    page = go(qtbot, window, "profile")
    _pick(monkeypatch, "/somewhere/face.png")
    qtbot.mouseClick(child(page, QPushButton, "pictureChoose"), Qt.LeftButton)
    assert window.session.build.picture == "" and "保存" in child(page, QLabel, "pictureNote").text()


def test_the_gm_compact_pdf_from_the_window_carries_the_picture(qtbot, shared_window, errors, tmp_path,
                                                                monkeypatch):
    """ファイル → 書き出し → PDF with the GMコンパクト layout (Fate/roll dice bundles it): the NPC
    block has the picture as a thumbnail (issue 26 item 4)."""
    window = shared_window
    folder = tmp_path / "chars"
    folder.mkdir()
    for f in (ROOT / "examples").glob("*.json"):
        shutil.copy(f, folder)
    Image.new("RGB", (90, 120), (30, 160, 30)).save(folder / "face.png")
    assert window.open_file(folder / "saber.json")
    page = go(qtbot, window, "profile")
    _pick(monkeypatch, str(folder / "face.png"))
    qtbot.mouseClick(child(page, QPushButton, "pictureChoose"), Qt.LeftButton)
    assert window.session.build.picture == "face.png"

    out = tmp_path / "npc.pdf"
    compact = window.pdf_export._filter("gm-compact")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), compact))
    window.pdf_export.ask_open = lambda box: QMessageBox.Close
    window.act_pdf.trigger()
    assert errors == [] and window.pdf_export.layout == "gm-compact"
    reader = PdfReader(out)
    assert len(reader.pages) == 1
    assert [(im.image.width, im.image.height) for im in reader.pages[0].images] == [(90, 120)]


def test_save_as_into_another_folder_keeps_the_picture(qtbot, shared_window, errors, tmp_path, monkeypatch):
    """名前を付けて保存 into another folder rebases the picture's relative path (issue 26 item 6):
    chars/pics/face.png seen from elsewhere/copies/ is ../../chars/pics/face.png; reopened and
    printed, the picture is on the PDF (pdfimages lists it), and an undo after the save keeps it."""
    window = shared_window
    folder = tmp_path / "chars"
    shutil.copytree(ROOT / "examples" / "chuseihai", folder)
    (folder / "pics").mkdir()
    Image.new("RGB", (120, 160), (30, 30, 200)).save(folder / "pics" / "face.png")
    assert window.open_file(folder / "saber.json")
    page = go(qtbot, window, "profile")
    _pick(monkeypatch, str(folder / "pics" / "face.png"))
    qtbot.mouseClick(child(page, QPushButton, "pictureChoose"), Qt.LeftButton)
    assert window.session.build.picture == "pics/face.png"

    target = tmp_path / "elsewhere" / "copies" / "saber2.json"
    target.parent.mkdir(parents=True)
    window.ask_save_path = lambda: str(target)
    window.act_save_as.trigger()
    assert load_build(target).picture == "../../chars/pics/face.png"  # the same picture, from copies/
    assert load_build(folder / "saber.json").picture == ""  # the first file was never saved with it
    assert "表示できません" not in child(page, QLabel, "picturePreview").text()
    window.session.undo_stack.undo()  # back to no picture, then redo: still reached from copies/
    window.session.undo_stack.redo()
    assert window.session.build.picture == "../../chars/pics/face.png"

    assert window.open_file(target)
    out = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), a[4] if len(a) > 4 else ""))
    window.pdf_export.ask_open = lambda box: QMessageBox.Close
    window.act_pdf.trigger()
    assert errors == []
    listed = subprocess.run(["pdfimages", "-list", str(out)], check=True, capture_output=True, text=True).stdout
    rows = [line.split() for line in listed.splitlines()[2:]]
    assert [(row[3], row[4]) for row in rows] == [("120", "160")]  # page 1 holds the 120×160 picture
