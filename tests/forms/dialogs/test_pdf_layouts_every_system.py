"""ファイル → 書き出し → PDF offers GMコンパクト for every system (issue 26 items 4 and 5).

As a user does it: open an example character of each of the five systems, click PDFに書き出し
in the File menu, choose the GMコンパクト file type among those Qt's save dialog lists (only the
dialog's answer is stubbed; the dialog itself is shown and grabbed), and the PDF is written: one
page, with the character's name on it (read back with pypdf). The layouts the dialog offers are
the ones ``grail-builder export --layout`` draws for the system, each of which the command line
then writes.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox

from builder.cli.main import main

ROOT = Path(__file__).resolve().parents[3]
# (the example, the file types its PDF dialog offers: Fate/roll dice bundles three layouts
# in exports/systems/fate_roll_dice/; the four data systems are drawn from their sections,
# the sheet and the GM-compact block)
CASES = [("saber.json", ["キャラクターシート", "全項目", "GMコンパクト"]),
         ("eiyuten/servant.json", ["キャラクターシート", "GMコンパクト"]),
         ("chuseihai/saber.json", ["キャラクターシート", "GMコンパクト"]),
         ("senya-tsukihime-plus/servant.json", ["キャラクターシート", "GMコンパクト"]),
         ("grail-tactics/servant.json", ["キャラクターシート", "GMコンパクト"])]
LAYOUT_OF = {"キャラクターシート": "default", "全項目": "full", "GMコンパクト": "gm-compact"}


def _pick_in_qt_dialog(qtbot, answer: Path, pick: str, seen: dict):
    """Stands in for the static QFileDialog.getSaveFileName: shows Qt's own widget dialog with
    what the window asked for (its file-type box is what the user picks from; recorded and
    grabbed), then answers ``answer`` with the file type containing ``pick``, as a user
    choosing it there would."""
    def ask(parent, caption, start, filters, selected="", *rest):
        dialog = QFileDialog(parent, caption, start, filters)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        if selected:
            dialog.selectNameFilter(selected)
        dialog.show()
        qtbot.waitExposed(dialog)
        combo = dialog.findChild(QComboBox, "fileTypeCombo")
        seen["types"] = [combo.itemText(i) for i in range(combo.count())]
        chosen = next(t for t in seen["types"] if pick in t)
        dialog.selectNameFilter(chosen)  # the user's choice, shown in the box
        seen["grab"] = dialog.grab()
        dialog.close()
        return str(answer), chosen
    return ask


@pytest.mark.parametrize("example,types", CASES, ids=[c[0].split("/")[0] for c in CASES])
def test_gm_compact_from_the_pdf_dialog(qtbot, window, errors, tmp_path, monkeypatch, example, types):
    src = ROOT / "examples" / example
    folder = tmp_path / "chars"
    shutil.copytree(src.parent, folder, dirs_exist_ok=True)
    assert window.open_file(folder / src.name)
    name = window.session.sheet.name
    out = tmp_path / "npc.pdf"
    seen: dict = {}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", _pick_in_qt_dialog(qtbot, out, "GMコンパクト", seen))
    window.pdf_export.ask_open = lambda box: QMessageBox.Close
    window.act_pdf.trigger()
    assert errors == []
    assert seen["grab"].save(str(tmp_path / "dialog.png"))  # the dialog as the user saw it (looked at)
    # the file types offered are exactly the layouts the command line draws for this system
    assert [next(k for k in LAYOUT_OF if k in t) for t in seen["types"]] == types
    reader = PdfReader(out)
    assert len(reader.pages) == 1  # one GM-compact block: a sixth of a page (six NPCs to an A4 page)
    text = reader.pages[0].extract_text()
    assert name and name in text
    assert text.splitlines()[0].startswith(name)  # the window titles the page with the name
    assert "npc.pdf" in window.statusBar().currentMessage()


@pytest.mark.parametrize("example,types", CASES, ids=[c[0].split("/")[0] for c in CASES])
def test_every_offered_layout_is_one_the_command_line_writes(tmp_path, example, types):
    src = ROOT / "examples" / example
    folder = tmp_path / "chars"
    shutil.copytree(src.parent, folder, dirs_exist_ok=True)
    for label in types:
        out = tmp_path / f"{LAYOUT_OF[label]}.pdf"
        assert main(["export", str(folder / src.name), "--pdf", str(out), "--layout", LAYOUT_OF[label],
                     "--invariant", "--force"]) == 0
        assert out.read_bytes().startswith(b"%PDF-")
