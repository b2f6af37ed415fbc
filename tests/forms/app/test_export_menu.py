"""ファイル → 書き出し as a user meets it (issue 26 item 5): for a character of each system,
every export is one click of the submenu: PDF, text, ココフォリア (copy and file), ユドナリウム,
Discord (Markdown copy), and the public forms; the dialog starts beside the character's file,
then where the user went last; each confirms in the status bar. Only the file dialog's
answer is stubbed."""
from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from exports.online.discord import LIMIT, discord_length

ROOT = Path(__file__).resolve().parents[3]
SYSTEMS = ["saber.json", "eiyuten/servant.json", "chuseihai/saber.json", "senya-tsukihime-plus/servant.json",
           "grail-tactics/servant.json"]


class Answers:
    """Stands in for QFileDialog.getSaveFileName: records where it started, answers the next name."""

    def __init__(self):
        self.next, self.starts = "", []

    def __call__(self, parent, caption, start, filters, selected="", *rest):
        self.starts.append(start)
        chosen = next((f for f in filters.split(";;") if self.pick and self.pick in f), selected) \
            if getattr(self, "pick", "") else (selected or filters.split(";;")[0])
        return self.next, chosen


def _action(window, *texts: str):
    """The action a user clicks: ファイル → 書き出し → the item whose text starts with ``texts[-1]``."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text().startswith("ファイル"))
    for text in texts[:-1]:
        menu = next(a.menu() for a in menu.actions() if a.menu() is not None and a.text().startswith(text))
    found = [a for a in menu.actions() if a.text().startswith(texts[-1])]
    assert len(found) == 1, [a.text() for a in menu.actions()]
    return found[0]


def _click(window, dialog: Answers, out: Path | None, *texts: str) -> str:
    if out is not None:
        dialog.next = str(out)
    _action(window, "書き出し", *texts).trigger()
    return window.statusBar().currentMessage()


@pytest.mark.parametrize("name", SYSTEMS)
def test_every_export_from_the_file_menu(qtbot, shared_window, errors, tmp_path, monkeypatch, name):
    window = shared_window
    src = ROOT / "examples" / name
    folder = tmp_path / "chars"
    shutil.copytree(src.parent, folder, dirs_exist_ok=True)
    assert window.open_file(folder / src.name)
    build = window.session.build
    dialog = Answers()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.pdf_export.ask_open = lambda box: QMessageBox.Close
    out = tmp_path / "out"
    out.mkdir()

    status = _click(window, dialog, out / "sheet.pdf", "PDFに書き出し")
    assert (out / "sheet.pdf").read_bytes().startswith(b"%PDF-") and "sheet.pdf" in status
    assert Path(dialog.starts[-1]).parent == folder  # first time: beside the character's file

    status = _click(window, dialog, out / "sheet.txt", "テキストに書き出し")
    assert build.name in (out / "sheet.txt").read_text("utf-8") and "sheet.txt" in status
    assert Path(dialog.starts[-1]).parent == folder

    status = _click(window, dialog, None, "ココフォリアにコピー(&C)")
    piece = json.loads(QApplication.clipboard().text())
    assert piece["kind"] == "character" and piece["data"]["name"] == build.name and "ココフォリア" in status

    status = _click(window, dialog, out / "piece", "ココフォリアのファイル")  # the suffix added
    assert json.loads((out / "piece.json").read_text("utf-8"))["data"]["status"] == piece["data"]["status"]
    assert "piece.json" in status

    status = _click(window, dialog, out / "table.zip", "ユドナリウムに書き出し(&U)")
    with zipfile.ZipFile(out / "table.zip") as zf:
        assert zf.namelist() == ["data.xml"] and build.name in zf.read("data.xml").decode("utf-8")
    assert "table.zip" in status
    # the next ユドナリウム export starts where the user went last
    _click(window, dialog, "", "ユドナリウムに書き出し(&U)")
    assert Path(dialog.starts[-1]).parent == out

    status = _click(window, dialog, None, "Discord用にコピー(Markdown)")
    message = QApplication.clipboard().text()
    assert message.startswith("**") and discord_length(message) <= LIMIT
    assert f"{discord_length(message)}字" in status

    # the public forms: every character here is a Servant, so its name (the true name) is in none
    secret = build.name
    dialog.pick = "テキスト"
    _click(window, dialog, out / "public", "公開用に書き出す")
    dialog.pick = ""
    public_text = (out / "public.txt").read_text("utf-8")
    _click(window, dialog, None, "ココフォリアにコピー(公開用)")
    public_piece = QApplication.clipboard().text()
    status = _click(window, dialog, out / "public.zip", "ユドナリウムに書き出し(公開用)")
    assert "public.zip" in status
    with zipfile.ZipFile(out / "public.zip") as zf:
        public_xml = zf.read("data.xml").decode("utf-8")
    _click(window, dialog, None, "Discord用にコピー(公開用)")
    public_message = QApplication.clipboard().text()
    for text in (public_text, public_piece, public_xml, public_message):
        assert secret not in text
    assert errors == []
