"""千夜月姫+ (003_4a32dc54997efc16.txt) in the window: a 特技's class (L459, L1265–1267), an
エクストラスキル's 取得条件 (L469–476) and an item's granting 特技 (L510–514) are fields of the entry
editor, and what the player picks there is what the checks read.

The example pc.json is a ナイフ使い 2 + 代行者 1 (L359–379) with the 特技 ダーク (its class ナイフ使い,
L218) and the item 飛び出しナイフ, which names no 特技 (a GM flag, L510)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox, QLineEdit

from tests.forms.helpers import child, choose, click_row, go, type_into

PC = Path(__file__).resolve().parents[4] / "examples" / "senya-tsukihime-plus" / "pc.json"


def at(window, line):
    return [(f.severity, f.code, f.path) for f in window.session.sheet.findings if f.rule.line == line]


def select_first(qtbot, page, list_id):
    table = page.sections[list_id].table
    click_row(qtbot, table, table.model().index(0, 0))


def test_the_class_and_the_granting_skill_are_picked_in_the_editor(qtbot, shared_window, errors):
    window = shared_window
    assert window.open_file(PC)
    assert at(window, 459) == [] and at(window, 510) == [("gm", "data.entry_gm", "/lists/items/0")]

    page = go(qtbot, window, "skills")
    select_first(qtbot, page, "skills")
    klass = child(page, QComboBox, "entryClass_skills")
    assert klass.currentData() == "kni" and klass.currentText() == "ナイフ使い"
    assert klass.count() == 16  # (未選択) + the 15 classes (L203–235)
    choose(qtbot, klass, "maj")  # 魔術師 (L224): not one of the character's classes
    assert window.session.build.lists["skills"][0].from_class == "maj"
    assert at(window, 459) == [("error", "data.entry_class", "/lists/skills/0")]
    page.sections["skills"].editor.grab().save("/tmp/senya_skill_class.png")
    choose(qtbot, klass, "kni")
    assert at(window, 459) == []

    page = go(qtbot, window, "items")
    select_first(qtbot, page, "items")
    granted = child(page, QLineEdit, "entryGrantedBy_items")
    type_into(qtbot, granted, "宝石魔術")  # a 特技 the character does not have
    assert window.session.build.lists["items"][0].granted_by == "宝石魔術"
    assert at(window, 510) == [("error", "data.entry_grantor", "/lists/items/0")]
    granted.clear()
    type_into(qtbot, granted, "ダーク")  # its own 特技
    assert at(window, 510) == []
    page.sections["items"].editor.grab().save("/tmp/senya_item_grantor.png")
    assert errors == []


def test_an_extra_skill_takes_its_condition(qtbot, shared_window, errors):
    window = shared_window
    assert window.open_file(PC)
    page = go(qtbot, window, "skills")
    type_into(qtbot, child(page, QLineEdit, "addName_skills"), "秘剣")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton
    qtbot.mouseClick(child(page, QPushButton, "add_skills"), Qt.LeftButton)
    table = page.sections["skills"].table
    click_row(qtbot, table, table.model().index(1, 0))
    choose(qtbot, child(page, QComboBox, "entryType_skills"), "extra")
    type_into(qtbot, child(page, QLineEdit, "entryCondition_skills"), "剣士3レベル")
    assert window.session.build.lists["skills"][1].condition == "剣士3レベル"
    # words only, no formula: the GM reads it (L475)
    flag = next(f for f in window.session.sheet.findings if f.code == "data.entry_condition_gm")
    assert flag.path == "/lists/skills/1" and flag.params["condition"] == "剣士3レベル"
    assert errors == []
