"""ツール → 解釈(読み方)の切り替え…: a GM flips a reading in the window and the figures change at once.

Everything is written to the test's own user folder (the user_dirs fixture of tests/conftest.py
points platformdirs at a temporary XDG_DATA_HOME).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from builder.gm.gmdata import editor_file

from tests.forms.helpers import choose, open_tool

ROOT = Path(__file__).resolve().parents[3]
BERSERKER = ROOT / "examples" / "berserker.json"
EIYUTEN_MASTER = ROOT / "examples" / "eiyuten" / "illegal_master.json"
FATE = "fate-roll-dice"


@pytest.fixture
def user_settings(request):
    """The GM's user pack for Fate/roll dice as it is before the window starts (a test names the
    fixture before ``window``): ``request.param`` is its text."""
    editor_file(FATE).parent.mkdir(parents=True)
    editor_file(FATE).write_text(request.param, encoding="utf-8")
    return request.param


def open_readings(qtbot, window, path: Path):
    return open_tool(qtbot, window, path, "act_readings", "readings_dialog")


def combo(dialog, reading_id: str):
    """The combo box shown in the reading's row (the 値 column)."""
    box = dialog.table.cellWidget(row_of(dialog, reading_id), 3)
    assert box.objectName() == f"reading_{reading_id}"
    return box


def row_of(dialog, reading_id: str) -> int:
    return next(i for i, r in enumerate(dialog.rows) if r.id == reading_id)


# a user pack that already holds another reading: it must survive the save
@pytest.mark.parametrize("user_settings", [json.dumps({"settings": {"skill_combo": True}})], indirect=True)
def test_flipping_the_madness_reading_changes_hp_mp_iv_at_once(qtbot, user_settings, window, errors):
    dialog = open_readings(qtbot, window, BERSERKER)
    # berserker.json: 筋力A 耐久B 敏捷C 魔力D 幸運D, 狂化C, ランクレベル 8. 狂化C (level 3) raises
    # level+1 = 4 stats in the order 筋力, 耐久, 敏捷, 魔力 (L1169); 筋力 A stays A (A++ by FP, L1170):
    # after 狂化 筋A5 耐A5 敏B4 魔C3 幸D2. L871: HP = (5×3 + 5)×2 + 8 = 48, MP = (3×3 + 2)×2 + 8 = 30,
    # IV = 4×3 + 2 = 14. The stats as bought (筋A5 耐B4 敏C3 魔D2 幸D2): HP = (5×3 + 4)×2 + 8 = 46,
    # MP = (2×3 + 2)×2 + 8 = 24, IV = 3×3 + 2 = 11.
    assert "HP 48  MP 30  IV 14" in window.budget.derived_label.text()
    row = dialog.rows[row_of(dialog, "derived_uses_final_stats")]
    assert (row.line, row.recommended, row.current) == (1169, True, True)
    # the pack's label for true (L1169: 狂化 raises the stats first), never the id
    assert combo(dialog, "derived_uses_final_stats").currentText() == "狂化で上がった後のステータス (推奨)"
    assert dialog.table.item(row_of(dialog, "derived_uses_final_stats"), 2).text() == "狂化で上がった後のステータス"
    assert dialog.rows[row_of(dialog, "skill_combo")].current is True  # read from the user pack
    assert not dialog.save_button.isEnabled()
    choose(qtbot, combo(dialog, "derived_uses_final_stats"), False)
    assert dialog.save_button.isEnabled() and dialog.status.text() == "未保存の変更があります。"
    assert "HP 48" in window.budget.derived_label.text()  # nothing changes before 保存
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert errors == []
    assert "HP 46  MP 24  IV 11" in window.budget.derived_label.text()
    assert json.loads(editor_file(FATE).read_text(encoding="utf-8")) == {
        "settings": {"skill_combo": True, "derived_uses_final_stats": False}}
    assert dialog.rows[row_of(dialog, "derived_uses_final_stats")].origin == str(editor_file(FATE))
    assert not dialog.save_button.isEnabled()
    # 既定に戻す: every reading back to the recommended one; saved, the recommended value stands
    qtbot.mouseClick(dialog.defaults_button, Qt.LeftButton)
    assert combo(dialog, "skill_combo").currentData() is False
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert "HP 48  MP 30  IV 14" in window.budget.derived_label.text()
    assert json.loads(editor_file(FATE).read_text(encoding="utf-8")) == {}
    assert not dialog.defaults_button.isEnabled()


def test_the_line_shows_the_rule_text_on_a_click(qtbot, shared_window):
    window = shared_window  # the module's shared window, reset to a new default character and checked
    dialog = open_readings(qtbot, window, BERSERKER)
    i = row_of(dialog, "derived_uses_final_stats")
    item = dialog.table.item(i, 1)
    assert item.text() == "L1169" and "狂化" in item.toolTip()
    dialog.table.scrollToItem(item)
    qtbot.mouseClick(dialog.table.viewport(), Qt.LeftButton, pos=dialog.table.visualItemRect(item).center())
    assert dialog.rule_dialog is not None and dialog.rule_dialog.isVisible()
    text = dialog.rule_dialog.view.toPlainText()
    assert "L1169" in text and "狂化" in text


def test_english_window_shows_english_summaries(qtbot, shared_window):
    window = shared_window  # the module's shared window, reset to a new default character and checked
    window.set_language("en")
    try:
        dialog = open_readings(qtbot, window, BERSERKER)
        i = row_of(dialog, "derived_uses_final_stats")
        assert dialog.table.item(i, 0).text() == "HP/MP/IV use the stats after Mad Enhancement's rank-up"
        assert dialog.table.horizontalHeaderItem(0).text() == "Reading"
        assert combo(dialog, "derived_uses_final_stats").currentText() == "the stats after Mad Enhancement (recommended)"
    finally:
        window.set_language("ja")


@pytest.mark.parametrize("user_settings", [json.dumps({"settings": {"derived_uses_final_stats": "yes"}})],
                         indirect=True)
def test_a_bad_value_in_the_user_pack_is_named_and_can_be_replaced(qtbot, user_settings, window, errors):
    dialog = open_readings(qtbot, window, BERSERKER)
    shown = dialog.stored.text()
    assert dialog.stored.isVisible()
    assert str(editor_file(FATE)) in shown and "/settings/derived_uses_final_stats" in shown
    assert "HP 48" in window.budget.derived_label.text()  # the file is set aside: the recommended reading
    choose(qtbot, combo(dialog, "derived_uses_final_stats"), False)
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert "HP 46  MP 24  IV 11" in window.budget.derived_label.text()  # worked out in the first test
    assert not dialog.stored.isVisible()


@pytest.mark.parametrize("user_settings", [json.dumps({"settings": {"no_such_reading": 1}})], indirect=True)
def test_an_unknown_setting_stops_the_save_with_file_and_place(qtbot, user_settings, window, errors):
    before = user_settings
    dialog = open_readings(qtbot, window, BERSERKER)
    messages = []
    dialog.show_message = lambda title, text: messages.append((title, text))
    assert "/settings/no_such_reading" in dialog.stored.text()
    choose(qtbot, combo(dialog, "derived_uses_final_stats"), False)
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert len(messages) == 1 and messages[0][0] == "保存できません"
    assert str(editor_file(FATE)) in messages[0][1] and "/settings/no_such_reading" in messages[0][1]
    assert editor_file(FATE).read_text(encoding="utf-8") == before  # not overwritten
    assert "HP 48" in window.budget.derived_label.text() and dialog.isVisible()


@pytest.mark.parametrize("user_settings", ["[1, 2"], indirect=True)
def test_a_user_pack_that_is_no_json_is_named_without_a_bare_root(qtbot, user_settings, window, errors):
    # the whole file is wrong, so there is no place inside it to name: the file, then what is
    # wrong, never 「/: …」
    dialog = open_readings(qtbot, window, BERSERKER)
    shown = dialog.stored.text()
    assert dialog.stored.isVisible() and str(editor_file(FATE)) in shown
    assert "/:" not in shown
    assert [line for line in shown.splitlines() if line.strip() == "/" or line.strip().startswith("/ ")] == []
    assert "HP 48" in window.budget.derived_label.text() and errors == []


def _hero_points(window) -> tuple[int, int]:
    spent, total = re.search(r"</b> (-?\d+)/(\d+) ", window.budget.pool_text("hero_points")).groups()
    return int(spent), int(total)


def test_a_data_system_reading_changes_the_budget(qtbot, window, errors):
    dialog = open_readings(qtbot, window, EIYUTEN_MASTER)
    # 英雄点 seed 001: a master has 10 (L9); 竜種 is a 強化属性 worth 1 more (L79). With the
    # recommended reading (master_enhancement_bonus = yes, L57: 強化属性 are the attributes that
    # give 追加英雄点) the master's total is 10 + 1 = 11; with "no" it is 10.
    spent, total = _hero_points(window)
    assert total == 11
    choose(qtbot, combo(dialog, "master_enhancement_bonus"), "no")
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert errors == []
    assert _hero_points(window) == (spent, 10)
    assert json.loads(editor_file("eiyuten").read_text(encoding="utf-8")) == {
        "settings": {"master_enhancement_bonus": "no"}}


JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana, kanji
EXAMPLES = [BERSERKER, ROOT / "examples" / "chuseihai" / "saber.json", EIYUTEN_MASTER,
            ROOT / "examples" / "grail-tactics" / "servant.json", ROOT / "examples" / "senya-tsukihime-plus" / "pc.json"]


def _shown_values(dialog) -> list[tuple[str, str]]:
    """(reading id, text) of every value the dialog shows: the 推奨 column and every combo item."""
    shown = []
    for i, row in enumerate(dialog.rows):
        shown.append((row.id, dialog.table.item(i, 2).text()))
        box = combo(dialog, row.id)
        shown += [(row.id, box.itemText(k)) for k in range(box.count())]
    return shown


def _walk_every_system(qtbot, window) -> list[tuple[list, list]]:
    walked = []
    for path in EXAMPLES:
        dialog = open_readings(qtbot, window, path)
        assert dialog.rows
        walked.append((dialog.rows, _shown_values(dialog)))
        dialog.reject()
    assert [rows[0].id for rows, _ in walked] == ["madness_plus_pattern", "stat_total", "unspent_points",
                                                  "setup_die", "ability_rows"]  # one pack per system
    return walked


def test_the_japanese_window_shows_no_choice_id(qtbot, shared_window, errors):
    window = shared_window  # the module's shared window, reset to a new default character and checked
    walked = _walk_every_system(qtbot, window)
    ids = {c for rows, _ in walked for r in rows for c in r.choices if isinstance(c, str) and re.search(r"[A-Za-z]", c)}
    assert {"gain_up", "warning", "axis2", "L184", "haihansha_only", "1d20"} <= ids
    shown = [s for _, values in walked for s in values]
    assert len(shown) > 100
    leaks = [(rid, text) for rid, text in shown
             if any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(i)}(?![A-Za-z0-9_])", text) for i in ids)
             or "true" in text or "false" in text]
    assert leaks == []
    assert ("unspent_fp", "警告 (推奨)") in shown and ("unspent_fp", "なし") in shown  # L750
    assert ("setup_die", "20面体1個 (推奨)") in shown  # the set-up die (L81–105) in Japanese words


def test_the_english_window_shows_no_japanese(qtbot, shared_window, errors):
    window = shared_window  # the module's shared window, reset to a new default character and checked
    window.set_language("en")
    try:
        walked = _walk_every_system(qtbot, window)
        shown = [s for _, values in walked for s in values]
        summaries = [(r.id, r.summary_in("en")) for rows, _ in walked for r in rows]
        dialog = open_readings(qtbot, window, BERSERKER)
        assert dialog.table.item(0, 0).text() == summaries[0][1]  # the column shows summary_in(lang)
        chrome = [dialog.windowTitle(), dialog.save_button.text(), dialog.defaults_button.text()]
        chrome += [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    finally:
        window.set_language("ja")
    assert [(rid, text) for rid, text in shown + summaries if JAPANESE.search(text)] == []
    assert [text for text in chrome if JAPANESE.search(text)] == []
    assert ("forced_minus_rounding", "gain rounded up (recommended)") in shown  # L741
    assert ("setup_die", "one d20 (1d20) (recommended)") in shown


@pytest.mark.parametrize("user_settings", [json.dumps({"readings": [
    {"id": "house_rule", "value": True, "choices": [True, False], "summary": "卓の独自ルール"},
    {"id": "house_word", "value": "a", "choices": ["a", "b"], "summary": "卓の独自ルール2",
     "choice_labels": [{"value": "a", "name": "甲"}]}]})], indirect=True)
def test_a_user_reading_without_labels_shows_yes_no_or_its_spelling(qtbot, user_settings, window, errors):
    # a GM's own reading (no seed line) may leave its choices unlabelled: a switch reads はい/いいえ,
    # never "true"; a word without a label is shown as the GM wrote it
    dialog = open_readings(qtbot, window, BERSERKER)
    house = combo(dialog, "house_rule")
    assert [house.itemText(k) for k in range(house.count())] == ["はい (推奨)", "いいえ"]
    word = combo(dialog, "house_word")
    assert [word.itemText(k) for k in range(word.count())] == ["甲 (推奨)", "b"]


def test_closing_with_a_change_asks_and_cancel_keeps_it(qtbot, shared_window, monkeypatch):
    """Esc on the dialog with an unsaved choice asks (forms.widgets.discard.DiscardGuard, shared
    with the rule-data tables), in the window's language; Cancel keeps the dialog and the choice,
    破棄/Discard closes it. Without a change Esc closes it unasked."""
    window = shared_window  # the module's shared window, reset to a new default character and checked
    from PySide6.QtWidgets import QMessageBox

    import forms.widgets.discard as discard
    asked, answer = [], [QMessageBox.Cancel]
    monkeypatch.setattr(discard.QMessageBox, "question",
                        lambda parent, title, text, buttons: asked.append((title, text)) or answer[0])
    window.set_language("en")
    try:
        dialog = open_readings(qtbot, window, BERSERKER)
        box = combo(dialog, "derived_uses_final_stats")
        box.setCurrentIndex(1 - box.currentIndex())  # the other of its two choices: unsaved
        qtbot.keyClick(dialog, Qt.Key_Escape)
        assert asked == [("Unsaved changes", "Discard the unsaved changes?")]
        assert dialog.isVisible() and dialog.unsaved()
        answer[0] = QMessageBox.Discard
        qtbot.keyClick(dialog, Qt.Key_Escape)
        assert len(asked) == 2 and not dialog.isVisible()
        asked.clear()
        dialog = open_readings(qtbot, window, BERSERKER)
        qtbot.keyClick(dialog, Qt.Key_Escape)
        assert asked == [] and not dialog.isVisible()
    finally:
        window.set_language("ja")
