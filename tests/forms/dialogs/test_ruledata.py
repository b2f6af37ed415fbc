"""ツール → ルールデータ編集… (issue 11): a GM fills a 千夜月姫+ class table in the window and
the open character uses it at once.

TEST DATA: every class-table number typed here is made up for the test. The seed has no class
tables (seed 003 L399–401: クラス一覧表 is GM data); none of these numbers is from a rulebook,
and they are written only to the test's own user folder (the user_dirs fixture).
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication

from builder.gm.gmdata import editor_file
from builder.core.packs import user_pack_dir

from tests.forms.helpers import click_row, open_tool

SYSTEM = "senya-tsukihime-plus"
ROOT = Path(__file__).resolve().parents[3]
PC = ROOT / "examples" / SYSTEM / "pc.json"


def type_cell(qtbot, dialog, row: int, column: str, text: str) -> None:
    """Edit one cell as a user does: select it, open its editor, type, press Return."""
    model = dialog.current_model()
    col = [c.id for c in model.place.columns].index(column)
    index = model.index(row, col)
    dialog.view.setCurrentIndex(index)
    dialog.view.edit(index)
    editor = QApplication.focusWidget()
    assert editor is not None and editor.parent() is dialog.view.viewport(), editor
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key_Backspace)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key_Return)
    # the delegate commits on a queued call: wait for the view to leave its editing state
    qtbot.waitUntil(lambda: dialog.view.state() != QAbstractItemView.State.EditingState)


def open_place(qtbot, dialog, place_id: str):
    row = next(i for i, p in enumerate(dialog.places) if p.id == place_id)
    click_row(qtbot, dialog.place_list, dialog.place_list.model().index(row, 0))
    assert dialog.current_model().place.id == place_id
    return dialog.current_model()


def fill_row(qtbot, dialog, place_id: str, values: dict[str, str]) -> None:
    open_place(qtbot, dialog, place_id)
    qtbot.mouseClick(dialog.add_button, Qt.LeftButton)
    for column, text in values.items():
        type_cell(qtbot, dialog, 0, column, text)


def open_editor(qtbot, window):
    return open_tool(qtbot, window, PC, "act_rule_data", "rule_data_dialog")


def test_filling_the_class_rows_computes_the_waiting_figures(qtbot, window, errors):
    dialog = open_editor(qtbot, window)
    assert "tai_kihon" not in window.session.sheet.derived  # waits for the クラス一覧表
    assert not dialog.save_button.isEnabled()
    # TEST DATA (not from the rulebook): ナイフ使い's row, then 代行者's
    fill_row(qtbot, dialog, "kni_row", {"tai": "4", "chi": "3", "ri": "2", "ish": "1", "sk": "2"})
    assert dialog.save_button.isEnabled()
    type_cell(qtbot, dialog, 0, "key", "")  # an empty key: the cell is marked, 保存 is off
    assert not dialog.save_button.isEnabled()
    assert "キー" in dialog.problem.text() and "1行目" in dialog.problem.text()
    type_cell(qtbot, dialog, 0, "key", "1")
    fill_row(qtbot, dialog, "dai_row", {"tai": "2", "chi": "2", "ri": "5", "ish": "3", "sk": "1"})
    assert dialog.save_button.isEnabled() and dialog.problem.text() == "未保存の変更があります。"
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert errors == []
    written = json.loads(editor_file(SYSTEM).read_text(encoding="utf-8"))
    assert {t["id"]: t["rows"] for t in written["tables"]} == {
        "kni_row": [{"key": 1, "values": {"tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 2}}],
        "dai_row": [{"key": 1, "values": {"tai": 2, "chi": 2, "ri": 5, "ish": 3, "sk": 1}}]}
    derived = window.session.sheet.derived
    # pc.json: ナイフ使い 2 levels, 代行者 1, 追加の1点 on 知覚; a class row counts once per level
    # (L399–403): 体力 2×4 + 1×2 = 10, 知覚 2×3 + 1×2 + 1 = 9, 理知 2×2 + 1×5 = 9, 意志 2×1 + 1×3 = 5;
    # 能力ボーナス = floor(基本値 / 3) (L413): 3, 3, 3, 1; 白兵 base = 体力 + 知覚 = 6 (L434),
    # 生命力 base = (体力 + 理知) × 5 = 30 (L438); 特技 = 2×2 + 1×1 = 5 (L459, per class level)
    assert (derived["tai_kihon"], derived["chi_kihon"], derived["ri_kihon"], derived["ish_kihon"]) == (10, 9, 9, 5)
    assert (derived["tai_bonus"], derived["ish_bonus"], derived["hak_base"], derived["hp_base"]) == (3, 1, 6, 30)
    assert derived["skill_slots"] == 5
    waiting = [f.params.get("table") for f in window.session.sheet.findings if f.code == "data.table_missing_row"]
    assert "クラス一覧表(ナイフ使い)" not in waiting and "クラス修正表(ナイフ使い)" in waiting
    assert not dialog.save_button.isEnabled()  # saved: nothing left to save
    assert open_place(qtbot, dialog, "kni_row").rows[0]["tai"] == 4  # reloaded from the user pack


def test_rows_are_added_moved_and_removed(qtbot, window):
    dialog = open_editor(qtbot, window)
    model = open_place(qtbot, dialog, "kni_mod")  # keyed by class level (L443)
    for _ in range(3):
        qtbot.mouseClick(dialog.add_button, Qt.LeftButton)
    assert [r["key"] for r in model.rows] == [1, 2, 3]
    dialog.view.setCurrentIndex(model.index(2, 0))
    qtbot.mouseClick(dialog.up_button, Qt.LeftButton)
    assert [r["key"] for r in model.rows] == [1, 3, 2]
    qtbot.mouseClick(dialog.remove_button, Qt.LeftButton)  # the moved row is still current
    assert [r["key"] for r in model.rows] == [1, 2]
    type_cell(qtbot, dialog, 1, "key", "1")
    assert "1行目と同じです" in dialog.problem.text() and not dialog.save_button.isEnabled()
    dialog.ask_discard = lambda: True
    dialog.reject()
    assert not editor_file(SYSTEM).exists()


def _pack_from_someone(tmp_path: Path) -> Path:
    """A GM's shared pack (TEST DATA, not from the rulebook): ナイフ使い's class row."""
    core = json.loads((ROOT / "builder" / "systems" / "senya_tsukihime_plus" / "pack" / "content" / "core.json")
                      .read_text(encoding="utf-8"))
    entry = next(t for t in core["tables"] if t["id"] == "kni_row")
    path = tmp_path / "shared.json"
    path.write_text(json.dumps({"tables": [{**entry, "rows": [{"key": 1, "values": {"tai": 6, "chi": 6, "ri": 6, "ish": 6}}]}]},
                               ensure_ascii=False), encoding="utf-8")
    return path


def _drop(widget, path: Path) -> None:
    """Drag ``path`` over ``widget`` and drop it (Qt takes a drop only after a drag entered)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(5, 5), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(widget, QDropEvent(QPoint(5, 5), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier))


def test_a_dropped_pack_is_shown_and_asked_about_first(qtbot, window, tmp_path):
    dialog = open_editor(qtbot, window)
    shown = []
    dialog.confirm_import = lambda preview: shown.append(preview.lines("en")) or False
    _drop(dialog, _pack_from_someone(tmp_path))
    assert shown == [["replaces: table “class row (Knife User)” (1 rows)"]]  # shown names, no id (#28 item 5)
    assert not (user_pack_dir() / SYSTEM).exists()  # "no": nothing written
    dialog.confirm_import = lambda preview: True
    _drop(dialog, _pack_from_someone(tmp_path))
    installed = list((user_pack_dir() / SYSTEM).glob("*.json"))
    assert [p.name.startswith(f"{SYSTEM}-import-") for p in installed] == [True]
    assert open_place(qtbot, dialog, "kni_row").rows == [{"key": 1, "tai": 6, "chi": 6, "ri": 6, "ish": 6,
                                                          "sk": None, "add": None}]
    # 体力 2×6 + (代行者 still waiting) : the ナイフ使い row is no longer named as missing
    waiting = [f.params.get("table") for f in window.session.sheet.findings if f.code == "data.table_missing_row"]
    assert "クラス一覧表(ナイフ使い)" not in waiting


def test_a_broken_pack_dropped_on_the_window_is_named_not_installed(qtbot, window, errors, tmp_path):
    assert window.open_file(PC)
    bad = tmp_path / "broken.json"
    bad.write_text('{"tables": [{"id": "kni_row", "rows": [{"key": "one"}]}]}', encoding="utf-8")
    window.confirm_import = lambda preview: True
    _drop(window, bad)
    assert errors and str(bad) in errors[0][1] and "/tables/0" in errors[0][1]
    assert not (user_pack_dir() / SYSTEM).exists()
