"""Issue 13's new choices reached in the window by clicking and typing (宝具・装備 step).

Hand-worked (fate-roll-dice seed):
  Archer, 宝具 C (3): one 宝具 武器・単発・対人 C, set as 射撃武器 → EP = 3 × 2 = 6 (L1057),
  ダメージ+6 (L999), defence vs melee −ceil(3 / 2) = −2 (L999 with EP = rank level, L1057).
  マスター 社会 E (1): 2 常備化P (L960); 1 point on a 分野判定アイテム in 軍事 → +1d6 (L971).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QPushButton, QSpinBox

from tests.forms.helpers import child, choose, go, type_into


def test_noble_phantasm_weapon_kind(qtbot, shared_window):
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "archer")
    window.act_new.trigger()
    s = window.session
    page = go(qtbot, window, "stats")
    choose(qtbot, child(page, QComboBox, "stat_noble_phantasm"), "C")
    page = go(qtbot, window, "equipment")
    page.tabs.setCurrentIndex(0)
    qtbot.mouseClick(child(page, QPushButton, "noble_phantasms_add"), Qt.LeftButton)
    choose(qtbot, child(page, QComboBox, "noble_phantasms_rank"), "C")
    choose(qtbot, child(page, QComboBox, "noble_phantasms_kind"), "weapon")
    choose(qtbot, child(page, QComboBox, "noble_phantasms_activation"), "single")
    choose(qtbot, child(page, QComboBox, "noble_phantasms_target"), "anti_unit")
    ship = child(page, QCheckBox, "noble_phantasms_ship")
    assert not ship.isEnabled()  # only a 乗騎 can be a ship
    choose(qtbot, child(page, QComboBox, "noble_phantasms_gear_kind"), "ranged_weapon")
    assert s.build.noble_phantasms[0].gear_kind == "ranged_weapon"
    row = next(r for r in s.sheet.items if r["section"] == "noble_phantasm")
    assert (row["damage"], row["melee_defense_minus"]) == (6, 2)
    summary = page.np_editor.summary.text()
    assert "ダメージ+6" in summary and "対白兵防御−2" in summary
    # a 防具's sub-kinds are not offered for a 武器
    combo = child(page, QComboBox, "noble_phantasms_gear_kind")
    armour = combo.findData("physical_armor")
    assert not combo.model().item(armour).isEnabled()
    import os
    if os.environ.get("ISSUE13_SHOTS"):  # screenshots to look at by hand
        page.grab().save(os.path.join(os.environ["ISSUE13_SHOTS"], "np_editor.png"))


def test_upkeep_item_details(qtbot, shared_window):
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "master")
    window.act_new.trigger()
    s = window.session
    page = go(qtbot, window, "equipment")
    page.tabs.setCurrentIndex(3)
    qtbot.mouseClick(child(page, QPushButton, "addUpkeep"), Qt.LeftButton)
    use = page.upkeep.cellWidget(0, 0)
    choose(qtbot, use, "knowledge_item")
    field = child(page, QLineEdit, "upkeepField_0")
    assert field.isEnabled() and not child(page, QComboBox, "upkeepSkill_0").isEnabled()
    type_into(qtbot, field, "軍事")
    assert s.build.upkeep[0].field == "軍事"
    row = next(r for r in s.sheet.items if r["section"] == "upkeep")
    assert (row["field"], row["roll_bonus"]) == ("軍事", "+1d6")
    import os
    if os.environ.get("ISSUE13_SHOTS"):
        page.grab().save(os.path.join(os.environ["ISSUE13_SHOTS"], "upkeep.png"))


def test_summoning_and_troop_on_the_setting_step(qtbot, shared_window):
    # マスター 社会 E: 財産P 2 (L960). 継戦 for a servant of RL 9 paid in FP: 9 − 6 = 3 FP (L129).
    # A troop of RL 1 bought with 財産P: 2 × 1 = 2 (L342).
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "master")
    window.act_new.trigger()
    s = window.session
    page = go(qtbot, window, "profile")
    choose(qtbot, child(page, QComboBox, "summonMethod"), "carry_over")
    spin = child(page, QSpinBox, "summonRankLevel")
    spin.setFocus()
    for _ in range(3):  # 6 (from the partner file) → 7 → 8 → 9
        qtbot.keyClick(spin, Qt.Key_Up)
    choose(qtbot, child(page, QComboBox, "summonPaidWith"), "fp")
    assert (s.build.summoning.method, s.build.summoning.servant_rank_level) == ("carry_over", 9)
    assert s.sheet.pools["fp"].spent == 3
    # 運命遭遇召喚 pays by HP/MP 常時消費 instead (L147): 3 split as HP 1 + MP 2
    assert not child(page, QSpinBox, "summonHpUpkeep").isEnabled()
    qtbot.mouseClick(child(page, QCheckBox, "summonFated"), Qt.LeftButton)
    choose(qtbot, child(page, QComboBox, "summonPaidWith"), "hp_mp")
    for name, presses in (("summonHpUpkeep", 1), ("summonMpUpkeep", 2)):
        box = child(page, QSpinBox, name)
        assert box.isEnabled()
        box.setFocus()
        for _ in range(presses):
            qtbot.keyClick(box, Qt.Key_Up)
    assert (s.sheet.pools["fp"].spent, s.sheet.derived["hp_upkeep"], s.sheet.derived["mp_upkeep"]) == (0, 1, 2)
    assert "summon.upkeep_split" not in [f.code for f in s.sheet.findings]
    qtbot.mouseClick(child(page, QPushButton, "addTroop"), Qt.LeftButton)
    type_into(qtbot, child(page, QLineEdit, "troopName_0"), "傭兵")
    assert s.sheet.pools["wealth"].spent == 2
    assert [r["name"] for r in s.sheet.items if r["section"] == "troop"] == ["傭兵"]
    type_into(qtbot, child(page, QLineEdit, "partnerEdit"), "servant.json")
    assert s.build.partner == "servant.json"
    import os
    if os.environ.get("ISSUE13_SHOTS"):
        page.party.grab().save(os.path.join(os.environ["ISSUE13_SHOTS"], "party.png"))


def test_impairment_partner_levels_on_the_skills_step(qtbot, shared_window):
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "saber")
    window.act_new.trigger()
    s = window.session
    page = go(qtbot, window, "skills")
    type_into(qtbot, child(page, QLineEdit, "skillSearch"), "servant_nouryoku")
    from PySide6.QtWidgets import QTableView
    from tests.forms.helpers import click_row
    table = child(page, QTableView, "skillCatalogue")
    click_row(qtbot, table, table.model().index(0, 0))
    qtbot.mouseClick(child(page, QPushButton, "addSkill"), Qt.LeftButton)
    levels = child(page, QSpinBox, "skillPartnerLevels")
    assert levels.isEnabled()
    levels.setFocus()
    qtbot.keyClick(levels, Qt.Key_Up)
    held = [c for c in s.build.skills if c.id == "servant_nouryoku_shougai"]
    assert held and held[0].partner_levels == 1


def test_slot_transfer_names_the_other_item(qtbot, shared_window):
    # Saber 宝具 B (4): 剣 C (3) + 鞘 E (1). 剣 takes 追加枠譲渡 and names 鞘 (L1426) in its 内容.
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "saber")
    window.act_new.trigger()
    s = window.session
    page = go(qtbot, window, "stats")
    choose(qtbot, child(page, QComboBox, "stat_noble_phantasm"), "B")
    page = go(qtbot, window, "equipment")
    page.tabs.setCurrentIndex(0)
    for name, rank in (("剣", "C"), ("鞘", "E")):
        qtbot.mouseClick(child(page, QPushButton, "noble_phantasms_add"), Qt.LeftButton)
        type_into(qtbot, child(page, QLineEdit, "noble_phantasms_name"), name)
        choose(qtbot, child(page, QComboBox, "noble_phantasms_rank"), rank)
    page.np_editor.items.setCurrentRow(0)
    page.np_editor.add_effect("tsuika_waku_jouto")
    ref = child(page, QComboBox, "noble_phantasms_effectRef_0")
    assert [ref.itemData(i) for i in range(ref.count())] == [None, "鞘"]  # not 剣 itself
    choose(qtbot, ref, "鞘")
    assert s.build.noble_phantasms[0].effects[0].transfer_to == "鞘"
    assert not [f for f in s.sheet.findings if f.code.startswith("effect.transfer")]


def test_madness_plus_placed_on_the_stats_step(qtbot, shared_window):
    # バーサーカー: 筋力B 耐久C, base 狂化E (L690–694). 狂化 E raises 筋力 B→A and 耐久 C→B (L1169).
    # With one "+" on 狂化 the player puts a "+" on 筋力 (L1170): A+.
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "berserker")
    window.act_new.trigger()
    s = window.session
    page = go(qtbot, window, "stats")
    box = page.madness
    assert box.isVisibleTo(page)
    # no "+" on 狂化 yet: a use is refused by the engine, shown as a finding
    spin = child(page, QSpinBox, "madnessMarks_strength")
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key_Up)
    assert s.build.madness.marks == ["strength"]
    assert "madness.plus_overused" in [f.code for f in s.sheet.findings]
    # a "+" on 狂化 (its marks are edited on the skills step; written here through the session)
    data = s.build.model_dump(mode="json")
    next(x for x in data["skills"] if x["id"] == "kyouka")["marks"] = [{"sign": "+"}]
    s.apply("狂化+", type(s.build).model_validate(data))
    assert "madness.plus_overused" not in [f.code for f in s.sheet.findings]
    assert s.sheet.stats["strength"]["label"] == "A+"
    # the order: 耐久 first and 筋力 second changes nothing raised (both rise), so only the order moves
    order = child(page, QSpinBox, "madnessOrder_agility")
    order.setFocus()
    qtbot.keyClick(order, Qt.Key_Down)  # 3 → 2: 敏捷 before 耐久
    assert s.build.madness.order[:2] == ["strength", "agility"]
    # now 筋力 and 敏捷 rise (C→B), 耐久 stays C; the "+" went to the order, so the mark is one too many
    assert (s.sheet.stats["agility"]["label"], s.sheet.stats["endurance"]["label"]) == ("B", "C")
    assert "madness.plus_overused" in [f.code for f in s.sheet.findings]
    window.act_undo.trigger()
    assert s.build.madness.order == []


def test_a_troop_sheet_in_the_window(qtbot, shared_window):
    # ファイル → 新規 → トループ(社会): RL 1 (stats D, no FP, L367). Raising the rank level to 4 on the
    # ランク step: stats 1 + ceil(4/2) = 3 = C, and 4 + 6 = 10 FP (L368).
    window = shared_window
    window.ask_new = lambda: ("fate-roll-dice", "troop")
    window.act_new.trigger()
    s = window.session
    assert {x["level"] for x in s.sheet.stats.values()} == {"D"}
    page = go(qtbot, window, "ranks")
    assert page.troop_box.isVisibleTo(page)
    spin = child(page, QSpinBox, "troopRankLevel")
    spin.setFocus()
    for _ in range(3):
        qtbot.keyClick(spin, Qt.Key_Up)
    assert s.build.troop_rank_level == 4
    assert {x["level"] for x in s.sheet.stats.values()} == {"C"}
    assert s.sheet.pools["fp"].total == 10
    # a servant has no such box (新規 opens it in a window of its own: the troop stays here)
    window.ask_new = lambda: ("fate-roll-dice", "saber")
    window.act_new.trigger()
    from forms.app.windows import windows
    saber = windows()[-1]
    assert saber is not window and window.session.build.type == "troop"
    assert not go(qtbot, saber, "ranks").troop_box.isVisibleTo(saber.pages["ranks"])
    saber.close()
