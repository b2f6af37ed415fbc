"""The window: tick what was revealed in play, then ファイル → 公開用に書き出す… or
ココフォリアにコピー(公開用) gives what other players may see (builder.core.secrets;
000_8acb8ad758a0196c.txt L301–305: the class, stats, HP/MP/IV; skills and 宝具 once used)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QListWidget

import forms.dialogs.publicexport as publicexport
from builder.core.packs import load_pack

from tests.forms.helpers import child, go

ROOT = Path(__file__).resolve().parents[3]


def opened(window, tmp_path: Path, name: str) -> dict:
    """Open a copy of an example (with the files beside it, for partners) and return its data."""
    src = ROOT / "examples" / name
    folder = tmp_path / "chars"
    shutil.copytree(src.parent, folder, dirs_exist_ok=True)
    assert window.open_file(folder / src.name)
    return json.loads(src.read_text("utf-8"))


def tick(qtbot, box: QCheckBox) -> None:
    """Click the check box's indicator, as a user does."""
    qtbot.waitUntil(box.isVisible)  # a page just opened is shown on the next event round
    assert box.isEnabled(), box.objectName()
    qtbot.mouseClick(box, Qt.LeftButton, pos=QPoint(8, box.height() // 2))


def export_to(window, monkeypatch, path: Path) -> str:
    monkeypatch.setattr(publicexport, "ask_path", lambda w: (str(path), ""))
    window.act_public.trigger()
    return path.read_text("utf-8")


def test_tick_a_skill_and_a_phantasm_then_export_public(qtbot, shared_window, errors, tmp_path, monkeypatch):
    window = shared_window
    data = opened(window, tmp_path, "archer.json")
    pack = load_pack("fate-roll-dice")
    skills = [pack.skills[s["id"]].name for s in data["skills"]]
    nps = [n["name"] for n in data["noble_phantasms"]]

    before = export_to(window, monkeypatch, tmp_path / "before.txt")
    assert data["name"] not in before and "アーチャー" in before
    assert not any(s in before for s in skills) and not any(n in before for n in nps)

    page = go(qtbot, window, "skills")
    held = child(page, QListWidget, "heldSkills")
    held.setCurrentRow(1)
    tick(qtbot, child(page, QCheckBox, "skillRevealed"))
    assert window.session.build.skills[1].revealed is True
    assert "公開済み" in held.item(1).text()

    page = go(qtbot, window, "equipment")
    child(page, QListWidget, "noble_phantasms_list").setCurrentRow(0)
    tick(qtbot, child(page, QCheckBox, "noble_phantasms_revealed"))
    assert window.session.build.noble_phantasms[0].revealed is True

    after = export_to(window, monkeypatch, tmp_path / "after.txt")
    assert skills[1] in after and nps[0] in after
    assert all(s not in after for i, s in enumerate(skills) if i != 1) and nps[1] not in after
    assert data["name"] not in after

    piece = json.loads(export_to(window, monkeypatch, tmp_path / "piece.json"))["data"]
    assert piece["name"] == "アーチャー" and piece["secret"] is False

    window.undo_group.undo()  # the tick is one undo step
    assert window.session.build.noble_phantasms[0].revealed is False
    assert errors == []


def test_true_name_known_shows_everything(qtbot, shared_window, errors, tmp_path, monkeypatch):
    window = shared_window
    data = opened(window, tmp_path, "lancer.json")
    page = go(qtbot, window, "profile")
    tick(qtbot, child(page, QCheckBox, "trueNameRevealed"))
    assert window.session.build.true_name_revealed is True
    text = export_to(window, monkeypatch, tmp_path / "all.txt")
    assert data["name"] in text and data["noble_phantasms"][0]["name"] in text
    assert errors == []


def test_generic_list_entry_revealed_and_copied(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    data = opened(window, tmp_path, "eiyuten/servant.json")
    entry = data["lists"]["skills"][0]["name"]
    window.act_public_ccf.trigger()
    piece = json.loads(QApplication.clipboard().text())["data"]
    assert piece["name"] == "バーサーカー" and entry not in piece["memo"] and piece["secret"] is False

    page = go(qtbot, window, "skills")
    table = page.findChild(type(page.sections["skills"].table), "list_skills")
    own = page.sections["skills"].own_rows.index(0)
    table.selectRow(own)
    tick(qtbot, child(page, QCheckBox, "entryRevealed_skills"))
    assert window.session.build.lists["skills"][0].revealed is True

    window.act_public_ccf.trigger()
    piece = json.loads(QApplication.clipboard().text())["data"]
    assert entry in piece["memo"] and data["name"] not in QApplication.clipboard().text()
    window.act_ccf.trigger()  # the full piece: other players cannot open it
    assert json.loads(QApplication.clipboard().text())["data"]["secret"] is True
    assert errors == []


def test_public_export_refuses_the_characters_own_file(qtbot, shared_window, errors, tmp_path, monkeypatch):
    window = shared_window
    opened(window, tmp_path, "saber.json")
    own = window.session.path
    before = own.read_bytes()
    monkeypatch.setattr(publicexport, "ask_path", lambda w: (str(own), ""))
    window.act_public.trigger()
    assert own.read_bytes() == before and errors and "このキャラクターのファイル" in errors[0][1]


def test_public_export_speaks_the_window_language(qtbot, shared_window, errors, tmp_path, monkeypatch):
    """English mode: the menu entries, the file filters, the refusal and the status line are
    English (they were filed under an empty context and stayed Japanese); Japanese mode: Japanese."""
    window = shared_window
    from PySide6.QtWidgets import QStatusBar
    opened(window, tmp_path, "saber.json")
    status = window.findChild(QStatusBar)
    window.act_en.trigger()
    try:
        # (in ファイル → 書き出し, File → Export, with every other export: issue 26 item 5)
        export = next(a.menu() for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Export")
        texts = [a.text() for a in export.actions()]
        assert "Export public…" in texts and "Copy public CCFOLIA piece" in texts
        assert "Copy for &Discord (Markdown)" in texts and "Export for &Udonarium (zip)…" in texts
        assert publicexport.filters() == ["PDF (*.pdf)", "Text (*.txt)", "CCFOLIA (*.json)"]
        monkeypatch.setattr(publicexport, "ask_path", lambda w: (str(window.session.path), ""))
        window.act_public.trigger()
        assert errors[-1][0] == "Cannot export the public form" and "this character's own file" in errors[-1][1]
        # no suffix typed, the text filter chosen: .txt is added, the status line says where
        monkeypatch.setattr(publicexport, "ask_path", lambda w: (str(tmp_path / "pub"), "Text (*.txt)"))
        window.act_public.trigger()
        assert (tmp_path / "pub.txt").is_file()
        assert status.currentMessage() == f"Public form written: {tmp_path / 'pub.txt'}"
    finally:
        window.act_ja.trigger()
    assert publicexport.filters()[1] == "テキスト (*.txt)"
    window.act_public_ccf.trigger()
    assert status.currentMessage() == "公開用のコマをコピーしました"
