"""Build a legal master through ファイル → 新規, by clicking and typing.

Hand-worked (fate-roll-dice seed):
  マスター base 筋力 D 耐久 D 敏捷 D 魔力 E 幸運 E 社会 E (L660)
  ranks うっかり + ツンデレ → rank level 0 + 2 = 2 (L747), FP 2 × 6 = 12 (L750)
  魔力 E→D: 6 FP (L885); 筋力 D "+" (pattern 1, pay MP): 3 FP (L910)
  魔術・○○ with 攻撃 + 防御: per level = base −1 + 1 + 1 = 1 FP (min 1); C = 3 levels × 1 = 3 FP
  spent 6 + 3 + 3 = 12 → remaining 0
  社会 E(1): 財産P 2, 常備化P 2 (L960); 1 常備化P → 2 装備P (L970); 白兵武器 2 points = 2 EP
  (cap max(筋力, 敏捷) = D = 2, L1027)
  HP = (2×3 + 2)×2 + 2 = 18, MP = (2×3 + 1)×2 + 2 = 16, IV = 2×3 + 1 = 7 (L871); 令呪 3
  findings: none at all.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QListView, QListWidget, QPushButton, QSpinBox, QTableView, QWidget

from tests.forms.helpers import child, choose, click_check, click_radio, click_row, go, type_into


def test_build_legal_master(qtbot, window):
    window.ask_new = lambda: ("fate-roll-dice", "master")
    window.act_new.trigger()
    s = window.session
    assert s.build.type == "master"
    assert [window.steps.item(i).text() for i in range(window.steps.count())] == [
        "タイプ", "ランク", "性格属性", "ステータス", "スキル", "宝具・装備", "設定", "シート"]
    page = go(qtbot, window, "ranks")
    search, view = child(page, QLineEdit, "rankSearch"), child(page, QListView, "rankList")
    for name in ("うっかり", "ツンデレ"):
        search.clear()
        type_into(qtbot, search, name)
        click_check(qtbot, view, view.model().index(0, 0))
    assert (s.sheet.derived["rank_level"], s.sheet.pools["fp"].total) == (2, 12)
    page = go(qtbot, window, "alignment")
    click_radio(qtbot, page.buttons["neutral"])
    click_radio(qtbot, page.buttons["good"])
    page = go(qtbot, window, "stats")
    choose(qtbot, child(page, QComboBox, "stat_mana"), "D")
    strength = child(page, QWidget, "marks_strength")
    qtbot.mouseClick(strength.add_plus, Qt.LeftButton)
    choose(qtbot, strength.rows[0][2], 1)  # pattern 1: pay HP/MP
    type_into(qtbot, child(strength, QLineEdit, "mark_condition_0"), "MP2消費")
    assert s.sheet.pools["fp"].spent == 9
    page = go(qtbot, window, "skills")
    type_into(qtbot, child(page, QLineEdit, "skillSearch"), "majutsu")
    table = child(page, QTableView, "skillCatalogue")
    click_row(qtbot, table, table.model().index(0, 0))
    qtbot.mouseClick(child(page, QPushButton, "addSkill"), Qt.LeftButton)
    assert s.sheet.has("error")  # 魔術 needs two systems (min_options 2)
    options = child(page, QListWidget, "skillOptions")
    for row in (0, 1):  # 攻撃, 防御
        item = options.item(row)
        rect = options.visualItemRect(item)
        from PySide6.QtCore import QPoint
        qtbot.mouseClick(options.viewport(), Qt.LeftButton, pos=QPoint(rect.left() + rect.height() // 2 + 2, rect.center().y()))
    assert s.build.skills[0].options == ["attack", "defense"]
    choose(qtbot, child(page, QComboBox, "skillLevel"), "C")
    type_into(qtbot, child(page, QLineEdit, "skillChoice"), "ガンド")
    assert s.sheet.pools["fp"].spent == 12
    page = go(qtbot, window, "equipment")
    page.tabs.setCurrentIndex(3)
    qtbot.mouseClick(child(page, QPushButton, "addUpkeep"), Qt.LeftButton)
    assert s.sheet.pools["equipment"].total == 2
    page.tabs.setCurrentIndex(2)
    qtbot.mouseClick(child(page, QPushButton, "addGear"), Qt.LeftButton)
    type_into(qtbot, child(page, QLineEdit, "gearName_0"), "ナイフ")
    spin = page.gear.cellWidget(0, 2)
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key_Up)
    assert isinstance(spin, QSpinBox) and s.build.gear[0].points == 2
    page = go(qtbot, window, "profile")
    type_into(qtbot, child(page, QLineEdit, "nameEdit"), "Tohsaka")
    sheet = s.sheet
    assert {k: (p.total, p.spent) for k, p in sheet.pools.items()} == {
        "fp": (12, 12), "wealth": (2, 0), "upkeep": (2, 1), "equipment": (2, 2)}
    d = sheet.derived
    assert (d["rank_level"], d["hp"], d["mp"], d["iv"], d["command_spells"]) == (2, 18, 16, 7, 3)
    assert sheet.findings == []
    assert window.findings.model.rowCount() == 0
    # undo all the way (the new character starts clean), then redo
    final = s.build
    steps = s.undo_stack.count()
    for _ in range(steps):
        window.act_undo.trigger()
    assert s.sheet.pools["fp"].total == 0 and not s.build.ranks
    for _ in range(steps):
        window.act_redo.trigger()
    assert s.build == final
