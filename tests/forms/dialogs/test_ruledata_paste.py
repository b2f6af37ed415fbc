"""Tables from a spreadsheet in ツール → ルールデータ編集… (issue 28 item 5): a GM pastes the
千夜月姫+ クラス一覧表 (15 rows, two bad cells), sees both located, pastes it fixed, saves, and
the open character gets its 能力値 and 生命力; a CSV does the same; the whole pack exports.

TEST DATA: every number pasted here is made up (tests/fixtures/gmtables/README.md): the seed
has no class tables (seed 003 L399–401, L443). The columns are the seed's words (体力 L245,
知覚 L250, 理知 L259, 意志 L265, 特技数 L459, 追加取得 L1267; 生命力 L438).
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from builder.gm.gmdata import editor_file
from builder.core.packs import user_pack_dir

from tests.forms.helpers import open_tool

SYSTEM = "senya-tsukihime-plus"
ROOT = Path(__file__).resolve().parents[3]
PC = ROOT / "examples" / SYSTEM / "pc.json"
TABLE = ROOT / "tests" / "fixtures" / "gmtables" / "senya_class_table.tsv"
# クラス修正表 (L443) as a spreadsheet keeps it, one row per class and class level: pc.json has
# ナイフ使い 2 and 代行者 1, so those two rows are the ones it reads (TEST DATA)
MODIFIERS = "クラス\tレベル\t白兵\t射撃\t精神\t行動\t生命力\t集中力\t防御点\nナイフ使い\t2\t2\t1\t0\t1\t4\t0\t0\n代行者\t1\t1\t0\t1\t0\t6\t5\t1\n"


def open_editor(qtbot, window):
    dialog = open_tool(qtbot, window, PC, "act_rule_data", "rule_data_dialog")
    row = next(i for i, p in enumerate(dialog.places) if p.id == "kni_row")
    dialog.place_list.setCurrentRow(row)
    return dialog


def paste(qtbot, dialog, text: str) -> None:
    """Copy ``text`` (as a spreadsheet copies: tab-separated) and press Ctrl+V on the table."""
    QApplication.clipboard().setText(text)
    dialog.view.setFocus()
    qtbot.keyClick(dialog.view, Qt.Key_V, Qt.ControlModifier)


def test_a_pasted_class_table_with_two_bad_cells_then_fixed_gives_the_character_its_figures(qtbot, window, errors):
    dialog = open_editor(qtbot, window)
    good = TABLE.read_text(encoding="utf-8")
    lines = good.splitlines()
    assert len(lines) == 16  # the header and the 15 classes
    bad = lines[:]
    bad[3] = bad[3].replace("狩獵者\t4\t4", "狩獵者\t4\tよん")  # file row 4 (狩獵者), 知覚
    bad[9] = bad[9].replace("武闘家\t5", "武闘家\t5.5")        # file row 10 (武闘家), 体力
    paste(qtbot, dialog, "\n".join(bad) + "\n")
    assert dialog.block_problems() == ["4行目 [知覚]: 「よん」は整数ではありません",
                                       "10行目 [体力]: 「5.5」は整数ではありません"]
    assert dialog.block_list.isVisible() and "2か所" in dialog.block_note.text()
    # nothing changed: the tables keep no row, 保存 is off, nothing is on disk
    assert dialog.current_model().rows == [] and not dialog.save_button.isEnabled()
    assert not editor_file(SYSTEM).exists()
    assert "tai_kihon" not in window.session.sheet.derived

    paste(qtbot, dialog, good)  # fixed in the spreadsheet, copied again
    assert dialog.block_problems() == [] and not dialog.block_list.isVisible()
    assert "15行を追加" in dialog.block_note.text()
    assert dialog.current_model().rows == [{"key": 1, "tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 2, "add": 1}]
    mod = next(i for i, p in enumerate(dialog.places) if p.id == "kni_mod")
    dialog.place_list.setCurrentRow(mod)
    qtbot.mouseClick(dialog.paste_button, Qt.LeftButton)  # the same clipboard on the wrong table: named
    assert dialog.block_problems()[0].startswith("1行目 [体力]: この表にない列です")
    QApplication.clipboard().setText(MODIFIERS)
    qtbot.mouseClick(dialog.paste_button, Qt.LeftButton)
    assert dialog.block_problems() == [] and "2行を追加" in dialog.block_note.text()

    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert errors == []
    written = json.loads(editor_file(SYSTEM).read_text(encoding="utf-8"))
    assert len(written["tables"]) == 17  # 15 class rows and the two classes' 修正表
    derived = window.session.sheet.derived
    # pc.json: ナイフ使い 2, 代行者 1, the extra point on 知覚; a class row counts once per class level
    # (L399–403): 体力 2×4 + 1×2 = 10, 知覚 2×3 + 1×2 + 1 = 9, 理知 2×2 + 1×5 = 9, 意志 2×1 + 1×3 = 5
    assert (derived["tai_kihon"], derived["chi_kihon"], derived["ri_kihon"], derived["ish_kihon"]) == (10, 9, 9, 5)
    # 生命力 = (【体力】 + 【理知】) × 5 (L438) with the bonuses floor(10/3) = 3 and floor(9/3) = 3: 30,
    # plus the クラス修正 of ナイフ使い Lv2 (4) and 代行者 Lv1 (6) (L443): 40
    assert derived["hp_base"] == 30 and derived["seimei"] == 40
    # the open window shows it: the summary page's text names 【生命力】 with 40
    window.steps.setCurrentRow(window.steps.count() - 1)
    text = window.stack.currentWidget().view.toPlainText()
    lines = text.splitlines()  # one table cell a line: the figure's name, then its value
    at = lines.index("【生命力】(最大HP)")
    assert lines[at + 1] == "40", lines[at:at + 3]
    assert not [f for f in window.session.sheet.findings if f.code == "data.table_missing_row"
                and f.params.get("table") in ("クラス一覧表(ナイフ使い)", "クラス修正表(ナイフ使い)")]


def test_a_csv_file_fills_the_table_and_a_bad_one_changes_nothing(qtbot, window, tmp_path):
    dialog = open_editor(qtbot, window)
    csv = tmp_path / "classes.csv"
    csv.write_text(TABLE.read_text(encoding="utf-8").replace("\t", ",").replace("剣士,4", "剣士,,x"),
                   encoding="cp932")  # a Japanese Excel's CSV; 剣士's row: 剣士,,x,3,1,2,2,1 (8 cells, 7 headers)
    dialog.ask_csv_path = lambda: str(csv)
    qtbot.mouseClick(dialog.csv_button, Qt.LeftButton)
    assert dialog.block_problems() == ["3行目 [知覚]: 「x」は整数ではありません", "3行目: 見出しのない列に値があります"]
    assert dialog.current_model().rows == []
    csv.write_text(TABLE.read_text(encoding="utf-8").replace("\t", ","), encoding="cp932")
    qtbot.mouseClick(dialog.csv_button, Qt.LeftButton)
    assert dialog.block_problems() == [] and dialog.save_button.isEnabled()
    assert dialog.current_model().rows[0]["tai"] == 4  # the file's ナイフ使い row: 体力 4
    import csv as csv_module
    # a cell past the csv module's limit: a message in the dialog, the rows as they were
    assert not dialog.paste_text("体力\n" + "1" * (csv_module.field_size_limit() + 1))
    assert "unreadable CSV" in dialog.block_note.text() and dialog.current_model().rows[0]["tai"] == 4


def test_the_editor_exports_the_pack_and_names_the_problems_in_english(qtbot, window, tmp_path):
    window.set_language("en")
    try:
        dialog = open_editor(qtbot, window)
        paste(qtbot, dialog, "class\tBody\tPerception\nKnife User\tfour\t3\n")
        assert dialog.block_problems() == ["row 2, column Body: “four” is not a whole number"]
        paste(qtbot, dialog, "class\tBody\tPerception\nKnife User\t4\t3\n")
        out = tmp_path / "share.json"
        dialog.ask_export_path = lambda: str(out)
        shown = []
        dialog.show_message = lambda title, text: shown.append(text)
        qtbot.mouseClick(dialog.export_button, Qt.LeftButton)
        assert shown and not out.exists()  # unsaved rows: save first
        qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
        qtbot.mouseClick(dialog.export_button, Qt.LeftButton)
        shared = json.loads(out.read_text(encoding="utf-8"))
        assert [(t["id"], t["rows"]) for t in shared["tables"]] == [("kni_row", [{"key": 1, "values": {"tai": 4, "chi": 3}}])]
        assert (user_pack_dir() / SYSTEM).is_dir()
    finally:
        window.set_language("ja")


def test_a_pasted_block_is_checked_once_not_once_per_table(qtbot, window, monkeypatch):
    """Each check loads the whole pack with the new rows (gmdata.check_candidate): a block that
    fills several tables waits for one, not one per table and one more."""
    import builder.gm.gmdata as gmdata
    dialog = open_editor(qtbot, window)
    checked = []
    real = gmdata.check_candidate
    monkeypatch.setattr(gmdata, "check_candidate", lambda *a, **k: checked.append(a[1]) or real(*a, **k))
    good = TABLE.read_text(encoding="utf-8")
    paste(qtbot, dialog, good)
    assert dialog.block_problems() == [] and "15行を追加" in dialog.block_note.text()
    filled = [key for key, model in dialog.models.items() if model.rows]
    assert len(filled) > 1, filled  # the 15 classes' rows go to several tables
    assert len(checked) == 1
    # the one check saw every table the block filled
    assert {e["id"] for e in checked[0]["tables"]} >= {place_id for _kind, place_id in filled}
