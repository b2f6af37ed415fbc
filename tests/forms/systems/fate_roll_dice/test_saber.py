"""Build a legal Saber by clicking and typing, check the numbers worked by hand from the seed,
then undo every step back to the start and redo it.

Hand-worked (fate-roll-dice seed):
  ranks 知名度 + 王族 → rank level 6 + 2 = 8 (L747–748), FP 8 × 6 = 48 (L750)
  敏捷 B→A: 6 FP (L885); 宝具 −→B: 4 levels × 6 = 24 FP (L885); 幸運 D "+": 3 FP (L910)
  対魔力 E→B (class skill, E free; tiered 1,1,3,3 per level): D 1 + C 3 + B 3 = 7 FP (L1138)
  騎乗 E→B (2 FP/Lv): 3 levels × 2 = 6 FP (L1134); カリスマ E (2 FP/Lv): 2 FP
  spent = 6 + 24 + 3 + 7 + 6 + 2 = 48 = total → remaining 0
  筋力 A5 耐久 B4 敏捷 A5 魔力 C3 幸運 D2:
  HP = (max(4,5)×3 + min(4,5))×2 + 8 = (15 + 4)×2 + 8 = 46
  MP = (3×3 + 2)×2 + 8 = 30;  IV = 5×3 + 2 = 17 (L871)
  宝具 B = capacity 4; one NP rank B (cost 4 levels): 武器/単発/対人, 必中 (+1) cancelled by
  使用時真名判明 (−1) → 単発 dice = (LV 4 − 0 net plus) × 2 = 8D, MP = 4 × 2 × 1 = 8 (L1064, L1087)
  findings: no errors; GM checks for the "+" condition (L902) and the NP (L1038).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QListView, QListWidget, QPushButton, QRadioButton, QTableView, QWidget

from tests.forms.helpers import child, choose, click_check, click_radio, click_row, go, type_into


def undo_text(window) -> str:
    stack = window.session.undo_stack
    return stack.text(stack.index() - 1)


def build_saber(qtbot, window) -> None:
    s = window.session
    # ---- ランク
    page = go(qtbot, window, "ranks")
    search, view = child(page, QLineEdit, "rankSearch"), child(page, QListView, "rankList")
    for rank_name, fp_total in (("知名度", 42), ("王族", 48)):
        search.clear()
        type_into(qtbot, search, rank_name)
        assert view.model().rowCount() == 1
        click_check(qtbot, view, view.model().index(0, 0))
        assert s.sheet.pools["fp"].total == fp_total  # 6 FP per rank level, at once
    click_row(qtbot, view, view.model().index(0, 0))
    type_into(qtbot, child(page, QLineEdit, "rankParam_dynasty"), "ブリテン")
    assert s.build.ranks[1].params == {"dynasty": "ブリテン"}
    assert s.sheet.derived["rank_level"] == 8
    # ---- 性格属性
    page = go(qtbot, window, "alignment")
    click_radio(qtbot, child(page, QRadioButton, "align_lawful"))
    click_radio(qtbot, child(page, QRadioButton, "align_good"))
    assert (s.build.alignment.goal, s.build.alignment.action) == ("lawful", "good")
    # ---- ステータス
    page = go(qtbot, window, "stats")
    agility = child(page, QComboBox, "stat_agility")
    agility.setFocus()
    assert "B→A: 6 FP" in window.budget.hint_label.text()
    choose(qtbot, agility, "A")
    assert undo_text(window) == "敏捷 B→A (6 FP)"
    assert "A→EX: 18 FP" in window.budget.hint_label.text()
    choose(qtbot, child(page, QComboBox, "stat_noble_phantasm"), "B")
    assert undo_text(window) == "宝具 −→B (24 FP)"
    luck = child(page, QWidget, "marks_luck")
    qtbot.mouseClick(luck.add_plus, Qt.LeftButton)
    type_into(qtbot, child(luck, QLineEdit, "mark_condition_0"), "王の帰還時")
    assert s.build.stats["luck"].marks[0].condition == "王の帰還時"
    assert s.sheet.pools["fp"].spent == 6 + 24 + 3
    # ---- スキル
    page = go(qtbot, window, "skills")
    held, level = child(page, QListWidget, "heldSkills"), child(page, QComboBox, "skillLevel")
    for row, fp_after in ((0, 33 + 7), (1, 40 + 6)):
        click_row(qtbot, held, held.model().index(row, 0))
        choose(qtbot, level, "B")
        assert s.sheet.pools["fp"].spent == fp_after
    type_into(qtbot, child(page, QLineEdit, "skillSearch"), "カリスマ")
    table = child(page, QTableView, "skillCatalogue")
    click_row(qtbot, table, table.model().index(0, 0))
    qtbot.mouseClick(child(page, QPushButton, "addSkill"), Qt.LeftButton)
    assert undo_text(window) == "スキル追加: カリスマ E (2 FP)"
    # ---- 宝具
    page = go(qtbot, window, "equipment")
    qtbot.mouseClick(child(page, QPushButton, "noble_phantasms_add"), Qt.LeftButton)
    type_into(qtbot, child(page, QLineEdit, "noble_phantasms_name"), "約束された勝利の剣")
    for axis, value in (("rank", "B"), ("kind", "weapon"), ("activation", "single"), ("target", "anti_unit")):
        choose(qtbot, child(page, QComboBox, f"noble_phantasms_{axis}"), value)
    effects = child(page, QTableView, "noble_phantasms_effects")
    search = child(page, QLineEdit, "noble_phantasms_effectSearch")
    for effect in ("必中", "使用時真名判明"):
        search.clear()
        type_into(qtbot, search, effect)
        click_row(qtbot, effects, effects.model().index(0, 0))
        qtbot.mouseClick(child(page, QPushButton, "noble_phantasms_addEffect"), Qt.LeftButton)
    # ---- 設定
    page = go(qtbot, window, "profile")
    type_into(qtbot, child(page, QLineEdit, "nameEdit"), "アルトリア")


def test_build_legal_saber_then_undo_and_redo_everything(qtbot, window):
    s = window.session
    start = s.build
    build_saber(qtbot, window)
    assert s.sheet.pools["fp"].total == 48 and s.sheet.pools["fp"].spent == 48
    assert (s.sheet.pools["noble_phantasm"].total, s.sheet.pools["noble_phantasm"].spent) == (4, 4)
    d = s.sheet.derived
    assert (d["rank_level"], d["hp"], d["mp"], d["iv"], d["luck_rerolls"]) == (8, 46, 30, 17, 2)
    item = s.sheet.items[0]
    assert (item["dice"], item["mp"], item["cost_level"]) == (8, 8, 4)
    assert not s.sheet.has("error")
    assert sorted(f.code for f in s.sheet.findings) == ["mark.condition_frequency", "np.needs_gm"]
    assert window.windowTitle() == "アルトリア* — Grail Builder"
    # the findings panel lists both GM flags; the budget bar shows FP 48/48
    assert window.findings.model.rowCount() == 2
    assert "48/48" in window.budget.pool_text("fp")
    final, steps = s.build, s.undo_stack.count()
    # typing a name is one step, so is typing a condition
    texts = [s.undo_stack.text(i) for i in range(steps)]
    assert sum(1 for t in texts if t.startswith("名前")) == 1
    assert sum(1 for t in texts if "マーク" in t) == 2  # add the "+", then its condition
    # ---- undo everything with Ctrl+Z
    window.activateWindow()
    for _ in range(steps):
        qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert s.undo_stack.index() == 0
    assert s.build == start and not s.is_dirty
    # model → widget: the pages show the start again
    stats = window.pages["stats"]
    assert stats.rows["agility"]["combo"].currentData() == "B"
    assert stats.rows["luck"]["marks"].marks == []
    assert window.pages["profile"].name.text() == ""
    assert window.pages["equipment"].np_editor.items.count() == 0
    assert window.pages["skills"].held.count() == 2
    assert s.sheet.pools["fp"].total == 36
    assert window.windowTitle() == "無名 — Grail Builder"
    # ---- redo everything with Ctrl+Shift+Z
    for _ in range(steps):
        qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert s.build == final
    assert stats.rows["agility"]["combo"].currentData() == "A"
    assert window.pages["profile"].name.text() == "アルトリア"
    assert s.sheet.pools["fp"].spent == 48
