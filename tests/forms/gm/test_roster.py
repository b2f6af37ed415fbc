"""ファイル → ロスター…: a folder of hand-made characters as the audit's table, followed on disk.

Figures worked by hand from the seeds (as tests/builder/gm/test_audit.py does for the command):
- examples/saber.json (Fate/roll dice): ranks 知名度・王族・英雄打倒 → RL 6+3 = 9 (L748),
  FP = 9 × 6 = 54 (L750), all spent (tests/builder/systems/fate_roll_dice/test_examples.py works the
  54 through);
  宝具 B = 4 points of NP capacity, all used (L1054). No finding is open (its two GM flags
  are approved), so 0 errors, 0 GM flags, 0 warnings.
- "overspent": the same Saber with 幸運 C→B: one step is 6 FP (L886) → spent 54 + 6 = 60,
  remaining 54 − 60 = −6: one error (more FP spent than the rank level gives, L750).
- "flagged": the same Saber without its two approvals: the 筋力 "+" condition's frequency
  (L902) and the Noble Phantasm's data (L1038) are 2 open GM flags.
- "six left" / "twelve left": 敏捷 A→B and A→C give back 6 and 6 + 6 = 12 FP (L886, L892:
  base levels may be refunded at creation) → spent 48 and 42, remaining 6 and 12; FP left
  unspent is 1 warning each (L750 gives the FP to spend), no error.
- a file cut off in the middle is unreadable: its row names the problem (invalid JSON).
- examples/chuseihai: the Servant's 貯蔵魔力 is 100 + its Master's 【魔】 × 2 (002 L170); with
  the Master readable the Servant has no warning (the command's audit of the example: 0), and
  with the Master's file broken the figure cannot be worked out: 1 warning naming the partner.
"""
from __future__ import annotations

import json
import os
import shutil

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog

from builder.kit.edits import SetText
from forms.app.windows import window_for, windows
from tests.conftest import EXAMPLES
from tests.forms.gm.test_side_window import double_click


def _saber(name: str, **stats) -> str:
    data = json.loads((EXAMPLES / "saber.json").read_text(encoding="utf-8"))
    data["name"] = name
    for stat, level in stats.items():
        data["stats"][stat]["level"] = level
    return json.dumps(data, ensure_ascii=False)


@pytest.fixture
def folder(tmp_path):
    folder = tmp_path / "roster"
    folder.mkdir()
    shutil.copy(EXAMPLES / "saber.json", folder / "a_legal.json")
    (folder / "b_overspent.json").write_text(_saber("過剰", luck="B"), encoding="utf-8")
    flagged = json.loads(_saber("未承認"))
    flagged["approvals"] = []
    (folder / "c_flagged.json").write_text(json.dumps(flagged, ensure_ascii=False), encoding="utf-8")
    (folder / "d_broken.json").write_text('{"system": "fate-roll-dice", "name": ', encoding="utf-8")
    (folder / "e_six.json").write_text(_saber("六余り", agility="B"), encoding="utf-8")
    (folder / "f_twelve.json").write_text(_saber("十二余り", agility="C"), encoding="utf-8")
    return folder


def open_from_menu(qtbot, window, monkeypatch, folder):
    """As a user does: ファイル → ロスター…, choose the folder in the dialog."""
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    file_menu = window.menuBar().actions()[0].menu()
    (action,) = [a for a in file_menu.actions() if a.text() == "ロスター(&R)…"]
    assert action.shortcut().toString() == "Ctrl+R"
    action.trigger()
    roster = window.roster_windows[-1]
    qtbot.waitExposed(roster)
    qtbot.waitUntil(lambda: not roster.loading, timeout=10000)
    return roster


def following_quickly(roster):
    """``roster`` waiting 20 ms after a change on disk instead of its 300 ms
    (forms.gm.roster.DEBOUNCE_MS), for the tests that change the folder step by step and wait
    for each step: the wait is for a user's burst of saves, and these tests' steps come one at
    a time, so every step waited the whole 300 ms with the core idle (2.3 s a run)."""
    roster.debounce.setInterval(20)
    return roster


def heads(roster):
    return [roster.proxy.headerData(c, Qt.Horizontal) for c in range(roster.proxy.columnCount())]


def rows(roster) -> dict[str, dict[str, str]]:
    """file → {header: text} of the rows shown."""
    names = heads(roster)
    out = {}
    for r in range(roster.proxy.rowCount()):
        cells = {h: roster.proxy.index(r, c).data() for c, h in enumerate(names)}
        out[cells["ファイル"]] = cells
    return out


def order(roster) -> list[str]:
    return [roster.proxy.index(r, 0).data() for r in range(roster.proxy.rowCount())]


def click_header(qtbot, roster, title):
    header = roster.table.horizontalHeader()
    col = heads(roster).index(title)
    x = header.sectionViewportPosition(col) + header.sectionSize(col) // 2
    qtbot.mouseClick(header.viewport(), Qt.LeftButton, pos=QPoint(x, header.height() // 2))


def test_roster_from_the_menu_shows_the_audit_columns_and_counts(qtbot, shared_window, monkeypatch, folder):
    window = shared_window
    roster = open_from_menu(qtbot, window, monkeypatch, folder)
    assert heads(roster) == ["ファイル", "名前", "システム", "タイプ", "レベル", "FP", "宝具容量",
                             "エラー", "GM確認", "警告", "失効承認"]
    got = rows(roster)
    assert set(got) == {"a_legal.json", "b_overspent.json", "c_flagged.json", "d_broken.json",
                        "e_six.json", "f_twelve.json"}
    legal = got["a_legal.json"]
    assert (legal["名前"], legal["システム"], legal["タイプ"], legal["レベル"]) == \
        ("白百合の騎士", "新伝奇タッグバトルTRPG「Fate/roll dice」", "セイバー", "9")  # the rulebook's title (#28)
    assert (legal["FP"], legal["宝具容量"], legal["エラー"], legal["GM確認"], legal["警告"]) == \
        ("54/54/0", "4/4/0", "0", "0", "0")
    over = got["b_overspent.json"]
    assert (over["FP"], over["エラー"], over["GM確認"], over["警告"]) == ("54/60/-6", "1", "0", "0")
    flagged = got["c_flagged.json"]
    assert (flagged["FP"], flagged["エラー"], flagged["GM確認"], flagged["警告"]) == ("54/54/0", "0", "2", "0")
    assert {row["失効承認"] for row in got.values() if row["エラー"] != ""} == {"0"}  # no approval in any
    assert (got["e_six.json"]["FP"], got["e_six.json"]["警告"]) == ("54/48/6", "1")
    assert (got["f_twelve.json"]["FP"], got["f_twelve.json"]["エラー"], got["f_twelve.json"]["警告"]) == \
        ("54/42/12", "0", "1")
    broken = got["d_broken.json"]
    assert broken["名前"].startswith("(読めません) JSON の書き方が正しくありません") and broken["エラー"] == ""
    # 6 files: 5 characters, 1 with an error (overspent), 1 with open GM flags, 1 unreadable
    assert roster.summary.text() == "ファイル 6、キャラクター 5、エラーあり 1、GM確認待ち 1、承認失効 0、読めない 1、対象外 0"


def test_sort_by_a_column_numbers_as_numbers_and_filter(qtbot, shared_window, monkeypatch, folder):
    window = shared_window
    roster = open_from_menu(qtbot, window, monkeypatch, folder)
    click_header(qtbot, roster, "FP")  # first click: the least remaining first (the overspent)
    # remaining: broken (none: below every number), −6, 0, 0, 6, 12; as text "12" would come before "6"
    assert order(roster) == ["d_broken.json", "b_overspent.json", "a_legal.json", "c_flagged.json",
                             "e_six.json", "f_twelve.json"]
    click_header(qtbot, roster, "FP")
    assert order(roster)[:2] == ["f_twelve.json", "e_six.json"]
    click_header(qtbot, roster, "GM確認")  # a count: the most first
    assert order(roster)[0] == "c_flagged.json"
    click_header(qtbot, roster, "名前")
    roster.filter.setFocus()
    roster.filter.insert("余り")  # as an input method commits it (QTest types ASCII only): 六余り and 十二余り
    assert sorted(order(roster)) == ["e_six.json", "f_twelve.json"]
    roster.filter.clear()
    qtbot.keyClicks(roster.filter, "F_T")  # any text column, case ignored: the file f_twelve.json
    assert order(roster) == ["f_twelve.json"]
    roster.filter.clear()
    assert roster.proxy.rowCount() == 6
    roster.filter_column.setCurrentIndex(roster.filter_column.findText("ファイル"))
    qtbot.keyClicks(roster.filter, "B_OVER")  # case does not matter
    assert order(roster) == ["b_overspent.json"]
    roster.filter.clear()
    roster.filter_column.setCurrentIndex(roster.filter_column.findText("名前"))
    qtbot.keyClicks(roster.filter, "fate-roll")  # a system, but only names are searched now
    assert order(roster) == []


def test_the_table_follows_the_disk(qtbot, shared_window, monkeypatch, folder):
    window = shared_window
    roster = following_quickly(open_from_menu(qtbot, window, monkeypatch, folder))
    # changed: the overspent Saber puts 幸運 back to C: spent 60 − 6 = 54, no error
    (folder / "b_overspent.json").write_text(_saber("過剰", luck="C"), encoding="utf-8")
    qtbot.waitUntil(lambda: rows(roster)["b_overspent.json"]["FP"] == "54/54/0", timeout=10000)
    assert rows(roster)["b_overspent.json"]["エラー"] == "0"
    # repaired: the broken file becomes a character
    (folder / "d_broken.json").write_text(_saber("修復"), encoding="utf-8")
    qtbot.waitUntil(lambda: rows(roster)["d_broken.json"]["名前"] == "修復", timeout=10000)
    # made unreadable: a row naming its problem, never a crash
    (folder / "a_legal.json").write_text("[1, 2", encoding="utf-8")
    qtbot.waitUntil(lambda: rows(roster)["a_legal.json"]["名前"].startswith("(読めません)"), timeout=10000)
    # added in a new subfolder, and removed
    (folder / "new").mkdir()
    (folder / "new" / "g_added.json").write_text(_saber("追加"), encoding="utf-8")
    added = "new/g_added.json"
    qtbot.waitUntil(lambda: added in rows(roster), timeout=10000)
    (folder / "c_flagged.json").unlink()
    qtbot.waitUntil(lambda: "c_flagged.json" not in rows(roster), timeout=10000)
    # 6 files (a, b, d, e, f, g): 5 characters, none with an error or GM flag, 1 unreadable
    qtbot.waitUntil(lambda: roster.summary.text()
                    == "ファイル 6、キャラクター 5、エラーあり 0、GM確認待ち 0、承認失効 0、読めない 1、対象外 0", timeout=10000)
    # a file replaced atomically (written aside, then renamed over it, as the window saves) is
    # still followed, each time: 敏捷 back to A and 幸運 C→B: 54 + 6 = 60 spent, 54 − 60 = −6
    for luck, fp in (("B", "54/60/-6"), ("C", "54/54/0"), ("B", "54/60/-6")):
        (folder / "e_six.tmp").write_text(_saber("六余り", agility="A", luck=luck), encoding="utf-8")
        os.replace(folder / "e_six.tmp", folder / "e_six.json")
        qtbot.waitUntil(lambda fp=fp: rows(roster)["e_six.json"]["FP"] == fp, timeout=10000)
    # the folder itself goes: an empty table that says so
    shutil.rmtree(folder)
    qtbot.waitUntil(lambda: roster.proxy.rowCount() == 0, timeout=10000)
    assert roster.summary.text() == f"フォルダが見つかりません: {folder}"


def test_a_partner_file_that_changes_updates_its_servant(qtbot, shared_window, monkeypatch, tmp_path):
    window = shared_window
    folder = tmp_path / "chuseihai"
    folder.mkdir()
    for name in ("saber.json", "master.json"):
        shutil.copy(EXAMPLES / "chuseihai" / name, folder / name)
    roster = following_quickly(open_from_menu(qtbot, window, monkeypatch, folder))
    assert rows(roster)["saber.json"]["警告"] == "0"
    (folder / "master.json").write_text("{", encoding="utf-8")
    qtbot.waitUntil(lambda: rows(roster)["saber.json"]["警告"] == "1", timeout=10000)
    assert rows(roster)["master.json"]["名前"].startswith("(読めません)")
    shutil.copy(EXAMPLES / "chuseihai" / "master.json", folder / "master.json")
    qtbot.waitUntil(lambda: rows(roster)["saber.json"]["警告"] == "0", timeout=10000)


def test_double_click_and_enter_open_the_character_in_the_main_window(qtbot, shared_window, errors,
                                                                      monkeypatch, folder):
    window = shared_window
    roster = open_from_menu(qtbot, window, monkeypatch, folder)
    row = order(roster).index("c_flagged.json")
    double_click(qtbot, roster.table, roster.proxy.index(row, 1))
    assert window.session.path == folder / "c_flagged.json"
    assert window.windowTitle() == "未承認 — Grail Builder"
    # Enter on another row, while the open character has unsaved changes: it opens in a window
    # of its own (forms.app.windows), and the unsaved character stays as it is
    window.session.apply_edit(SetText("name", "書きかけ"))
    roster.table.setFocus()
    roster.table.setCurrentIndex(roster.proxy.index(order(roster).index("e_six.json"), 0))
    qtbot.keyClick(roster.table, Qt.Key_Return)
    assert window.session.build.name == "書きかけ" and window.session.is_dirty
    six = window_for(folder / "e_six.json")
    assert six is not None and six is not window and six.session.build.name == "六余り"
    qtbot.keyClick(roster.table, Qt.Key_Return)  # again: the same window, raised, no third
    assert window_for(folder / "e_six.json") is six and len(windows()) == 2
    six.close()
    # an unreadable row says its problem instead of opening
    roster.table.setCurrentIndex(roster.proxy.index(order(roster).index("d_broken.json"), 0))
    assert roster.detail.text().startswith(str(folder / "d_broken.json") + ": JSON の書き方が正しくありません")  # whole: no "/"
    qtbot.keyClick(roster.table, Qt.Key_Return)
    assert errors[-1][0] == "開けません" and "JSON の書き方が正しくありません" in errors[-1][1]
    assert window.session.build.name == "書きかけ"
    window.session.undo_stack.setClean()


def test_the_same_folder_twice_raises_its_window(qtbot, shared_window, monkeypatch, folder):
    window = shared_window
    first = open_from_menu(qtbot, window, monkeypatch, folder)
    second = open_from_menu(qtbot, window, monkeypatch, folder)
    assert first is second and window.roster_windows == [first]


def test_the_roster_in_english(qtbot, shared_window, monkeypatch, folder):
    window = shared_window
    window.act_en.trigger()
    try:
        roster = open_from_menu_en(qtbot, window, monkeypatch, folder)
        assert heads(roster) == ["File", "Name", "System", "Type", "Level", "FP", "NP capacity",
                                 "Errors", "GM flags", "Warnings", "Lapsed approvals"]
        names = {roster.proxy.index(r, 0).data(): roster.proxy.index(r, 1).data() for r in range(6)}
        assert names["d_broken.json"].startswith("(unreadable) invalid JSON")
        assert roster.proxy.index(0, 3).data() == "Saber"
        assert roster.summary.text() == ("6 files, 5 characters, 1 with errors, 1 with open GM flags, 0 with lapsed approvals, "
                                         "1 unreadable, 0 skipped")
    finally:
        window.act_ja.trigger()


def open_from_menu_en(qtbot, window, monkeypatch, folder):
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    (action,) = [a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Roster…"]
    action.trigger()
    roster = window.roster_windows[-1]
    qtbot.waitUntil(lambda: not roster.loading, timeout=10000)
    return roster


def test_a_lapsed_approval_shows_in_its_column(qtbot, shared_window, monkeypatch, tmp_path):
    """The audit's 失効承認 column: examples/saber.json has its 宝具 approved (np.needs_gm, pinned
    to the 宝具 as it stood); renaming that 宝具 changes the approved thing, so the approval
    lapses (builder.core.approvals) and the row counts 1; the untouched copy counts 0."""
    window = shared_window
    import json
    from pathlib import Path
    folder = tmp_path / "lapsed"
    folder.mkdir()
    saber = json.loads((Path(__file__).parents[3] / "examples" / "saber.json").read_text(encoding="utf-8"))
    (folder / "kept.json").write_text(json.dumps(saber, ensure_ascii=False), encoding="utf-8")
    saber["noble_phantasms"][0]["name"] = "改名した宝具"
    (folder / "renamed.json").write_text(json.dumps(saber, ensure_ascii=False), encoding="utf-8")
    roster = open_from_menu(qtbot, window, monkeypatch, folder)
    got = rows(roster)
    assert (got["kept.json"]["失効承認"], got["renamed.json"]["失効承認"]) == ("0", "1")
    # the lapsed approval no longer clears the flag: the 宝具 needs the GM again (L1524–1525)
    assert (got["kept.json"]["GM確認"], got["renamed.json"]["GM確認"]) == ("0", "1")
    assert "承認失効 1" in roster.summary.text()


def test_alt_f_puts_the_cursor_in_the_filter(qtbot, shared_window, monkeypatch, folder):
    """絞り込み(&F): Alt+F in the roster goes to the filter box (the label's buddy, set without
    reading the layout back: forms.common.focuschain says why the window never asks a layout
    for its items)."""
    roster = open_from_menu(qtbot, shared_window, monkeypatch, folder)
    roster.activateWindow()
    qtbot.waitUntil(lambda: roster.isActiveWindow(), timeout=5000)
    roster.table.setFocus()
    qtbot.waitUntil(lambda: roster.table.hasFocus(), timeout=5000)
    qtbot.keyClick(roster, Qt.Key_F, Qt.AltModifier)
    qtbot.waitUntil(lambda: roster.filter.hasFocus(), timeout=5000)
    roster.close()
