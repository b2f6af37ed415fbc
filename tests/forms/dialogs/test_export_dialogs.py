"""The PDF and save dialogs as a user meets them (issue 14): they start in the documents folder
or the last folder used, propose the character's name, add the suffix the filter promises,
offer the sheet's layouts, confirm in the status bar and offer to open the PDF."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox

from builder.core.documents import load_build

from tests.forms.helpers import child, go, type_into


class FakeDialog:
    """Stands in for QFileDialog.getSaveFileName: records what the window asked, answers a name."""

    def __init__(self, answer: str, pick: str = ""):
        self.answer, self.pick, self.calls = answer, pick, []

    def __call__(self, parent, caption, start, filters, selected="", *rest):
        self.calls.append({"start": start, "filters": filters.split(";;"), "selected": selected})
        chosen = next((f for f in filters.split(";;") if self.pick and self.pick in f), selected)
        return self.answer, chosen


def name_character(qtbot, window, name: str) -> None:
    type_into(qtbot, child(go(qtbot, window, "profile"), QLineEdit, "nameEdit"), name)


def test_pdf_export_through_the_dialog(qtbot, shared_window, tmp_path, monkeypatch):
    window = shared_window
    name_character(qtbot, window, "Archer")
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _loc: str(docs))
    dialog = FakeDialog(str(docs / "archer"))  # typed without .pdf
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    window.pdf_export.ask_open = lambda box: QMessageBox.Open
    window.act_pdf.trigger()
    call = dialog.calls[0]
    assert call["start"] == str(docs / "Archer.pdf")  # the documents folder, the character's name
    # the layouts a Fate/roll dice sheet has (exports/systems/fate_roll_dice/*.json)
    assert len(call["filters"]) == 3 and all(f.endswith("(*.pdf)") for f in call["filters"])
    assert "キャラクターシート" in call["selected"]
    out = docs / "archer.pdf"
    assert out.read_bytes().startswith(b"%PDF-")
    assert not (docs / "archer").exists()
    assert "archer.pdf" in window.statusBar().currentMessage()
    assert opened == [str(out.resolve())]
    # the next export starts in the folder used last, with the layout chosen last
    other = tmp_path / "elsewhere"
    other.mkdir()
    dialog2 = FakeDialog(str(other / "gm.PDF"), pick="GMコンパクト")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog2)
    window.pdf_export.ask_open = lambda box: QMessageBox.Close
    window.act_pdf.trigger()
    assert dialog2.calls[0]["start"] == str(docs / "Archer.pdf")
    assert (other / "gm.PDF").read_bytes().startswith(b"%PDF-")  # a suffix in capitals is a suffix
    assert len(opened) == 1  # Close: not opened
    dialog3 = FakeDialog("")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog3)
    window.act_pdf.trigger()
    assert dialog3.calls[0]["start"] == str(other / "Archer.pdf") and "GMコンパクト" in dialog3.calls[0]["selected"]


def test_layouts_give_different_pdfs(qtbot, shared_window, tmp_path):
    """キャラクターシート, 全項目 and GMコンパクト are three layouts, so three different files."""
    window = shared_window
    import exports.pdf.sheet as pdf
    sizes = {}
    for layout in ("default", "full", "gm-compact"):
        out = tmp_path / f"{layout}.pdf"
        assert window.pdf_export.write(str(out), pdf, layout)
        sizes[layout] = out.read_bytes()
    assert len(set(sizes.values())) == 3


def test_pdf_suffix_added_onto_an_existing_file_asks(qtbot, shared_window, tmp_path, monkeypatch):
    window = shared_window
    (tmp_path / "sheet.pdf").write_bytes(b"%PDF-old")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", FakeDialog(str(tmp_path / "sheet")))
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.No)
    window.act_pdf.trigger()
    assert asked and "sheet.pdf" in asked[0]
    assert (tmp_path / "sheet.pdf").read_bytes() == b"%PDF-old"


def test_save_as_starts_in_documents_and_adds_json(qtbot, shared_window, tmp_path, monkeypatch):
    window = shared_window
    name_character(qtbot, window, "Rin")
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _loc: str(docs))
    dialog = FakeDialog(str(tmp_path / "rin"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    window.act_save_as.trigger()
    assert dialog.calls[0]["start"] == str(docs / "Rin.json")
    saved = tmp_path / "rin.json"
    assert load_build(saved).name == "Rin"
    assert "rin.json" in window.statusBar().currentMessage()
    # a new character's Save As starts in the folder used last
    window.session.path = None
    dialog2 = FakeDialog("")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog2)
    window.act_save_as.trigger()
    assert Path(dialog2.calls[0]["start"]).parent == tmp_path


def test_ccfolia_copy_is_confirmed(qtbot, shared_window):
    window = shared_window
    window.act_ccf.trigger()
    assert "ココフォリア" in window.statusBar().currentMessage()
