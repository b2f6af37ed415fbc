"""Every file dialog of the window starts where the user was last, or in Documents (issue 14):
no dialog opens in "" (the current directory, which may be the program's source tree).

The folder memory lives in forms/common/filedialogs.py; the first test checks that no other module of
forms/ calls QFileDialog itself, the others open the roster, war and 陣営表 dialogs from the
menu as a user does and see where they start."""
from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

FORMS = Path(__file__).resolve().parents[3] / "forms"
EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def test_no_file_dialog_bypasses_the_folder_memory():
    modules = sorted(FORMS.rglob("*.py"))
    assert len(modules) > 40  # the walk found the package
    bypass = [str(p.relative_to(FORMS)) for p in modules
              if p.name != "filedialogs.py" and "QFileDialog" in p.read_text(encoding="utf-8")]
    assert bypass == []


class Recorder:
    """Stands in for a QFileDialog static method: records the start folder, answers ``answer``."""

    def __init__(self, answer: str, pair: bool = False):
        self.answer, self.pair, self.starts = answer, pair, []

    def __call__(self, parent, caption, start, *rest):
        self.starts.append(start)
        return (self.answer, "") if self.pair else self.answer


def test_roster_folder_dialog_starts_in_documents_then_in_the_last_folder(qtbot, shared_window, monkeypatch,
                                                                          tmp_path):
    window = shared_window
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _loc: str(docs))
    folder = tmp_path / "party"
    folder.mkdir()
    shutil.copy(EXAMPLES / "saber.json", folder / "saber.json")
    dialog = Recorder(str(folder))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", dialog)
    window.act_roster.trigger()  # ファイル → ロスター…: first time, Documents
    assert dialog.starts == [str(docs)]
    roster = window.roster_windows[-1]
    qtbot.waitUntil(lambda: not roster.loading, timeout=10000)
    roster.close()
    cancel = Recorder("")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", cancel)
    window.act_roster.trigger()  # the next time: the folder chosen
    assert cancel.starts == [str(folder)]


def test_war_and_side_dialogs_start_in_their_last_folder(qtbot, shared_window, monkeypatch, tmp_path):
    window = shared_window
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _loc: str(docs))
    for action in (window.act_open_war, window.act_side):
        dialog = Recorder("", pair=True)  # cancelled
        monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
        action.trigger()
        assert dialog.starts == [str(docs)], action.text()
    wars = tmp_path / "wars"
    wars.mkdir()
    chosen = Recorder(str(wars / "missing.json"), pair=True)  # a folder chosen (the file then fails to read)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", chosen)
    window.act_open_war.trigger()
    again = Recorder("", pair=True)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", again)
    window.act_open_war.trigger()
    window.act_side.trigger()
    assert again.starts == [str(wars), str(docs)]  # each kind keeps its own folder
