"""The PDF from the English window (issue 26 item 4): a user switches the window to English,
opens a character of each system and clicks PDFに書き出し (Export PDF); the sheet's headings
are English. Only the file dialog's answer is stubbed; the PDF is read back with pypdf."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QFileDialog, QMessageBox

ROOT = Path(__file__).resolve().parents[3]
# (example, a heading its English sheet prints, the Japanese heading it replaces)
SYSTEMS = [("saber.json", "【stats】", "【ステータス】"),
           ("eiyuten/servant.json", "【basics】", "【基本情報】"),
           ("chuseihai/saber.json", "【stats】", "【ステータス】"),
           ("senya-tsukihime-plus/servant.json", "【growth】", "【キャラクターの成長】"),
           ("grail-tactics/servant.json", "【set-up rolls】", "【始まる前のロール】")]


@pytest.mark.parametrize("name,english,japanese", SYSTEMS)
def test_the_english_window_prints_an_english_sheet(qtbot, window, tmp_path, monkeypatch, name, english, japanese):
    src = ROOT / "examples" / name
    folder = tmp_path / "chars"
    shutil.copytree(src.parent, folder, dirs_exist_ok=True)
    window.set_language("en")
    try:
        assert window.open_file(folder / src.name)
        out = tmp_path / "sheet.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda parent, caption, start, filters, selected="", *rest: (str(out), selected))
        window.pdf_export.ask_open = lambda box: QMessageBox.Close
        window.act_pdf.trigger()
    finally:  # the language is the application's: later tests expect the Japanese window
        window.set_language("ja")
    text = "\n".join(page.extract_text() for page in PdfReader(out).pages)
    assert english in text and japanese not in text
