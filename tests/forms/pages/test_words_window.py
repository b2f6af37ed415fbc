"""Issue 14, "Words", as a user meets them in the window: a finding's place in words and its
citation opening the rule's text, the skill catalogue's price of each level before adding, what
the 魔術 systems charge, the 宝具・装備 tabs a character can use, a Servant sheet without 令呪,
and the skills page keeping its selection over a language switch."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit, QListWidget, QTableView

from forms.session.models import PATH_ROLE

from tests.forms.helpers import child, go, type_into

ROOT = Path(__file__).resolve().parents[3]


def click_cell(qtbot, view, row: int, column: int) -> None:
    rect = view.visualRect(view.model().index(row, column))
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())


def test_findings_show_places_in_words_and_a_citation_opens_the_rule(qtbot, shared_window):
    window = shared_window
    assert window.open_file(ROOT / "examples" / "saber.json")
    view = window.findings.view
    model = view.model()
    rows = {model.index(r, 0).data(PATH_ROLE): r for r in range(model.rowCount())}
    row = rows["/stats/strength/marks/0"]
    assert model.index(row, 2).data() == "筋力の「+」(1つ目)"  # not the pointer
    assert model.index(row, 3).data() == "L902"
    click_cell(qtbot, view, row, 3)
    dialog = window.findings.rule_dialog
    assert dialog.isVisible()
    # L902 as the seed writes it: 「…「+の効果を得られる場合のほうが、得られない場合より少ない」事が条件となります。」
    assert "+の効果を得られる場合のほうが、得られない場合より少ない" in dialog.view.toPlainText()
    assert window.stack.currentWidget() is window.pages[window.page_order[0]]  # the click did not navigate
    dialog.close()


def test_the_catalogue_shows_a_skills_text_and_each_levels_price_before_adding(qtbot, shared_window):
    window = shared_window
    page = go(qtbot, window, "skills")
    before = len(window.session.build.skills)
    type_into(qtbot, child(page, QLineEdit, "skillSearch"), "対魔力")
    table = child(page, QTableView, "skillCatalogue")
    assert table.model().index(0, 2).data() == "1–4"  # 1, 1, 3, 3, 4 FP a level (L1138), not "1"
    click_cell(qtbot, table, 0, 0)
    text = page.text.toPlainText()
    # L1138: E–D 1 FP/Lv, C–B 3 FP/Lv, A 4 FP/Lv; taken at a level costs the sum of the steps up to
    # it: E 1, D 1+1 = 2, C 2+3 = 5, B 5+3 = 8, A 8+4 = 12; EX three times the A step (L931):
    # 12 + 3×4 = 24
    assert "対魔力" in text and "E 1 / D 1 / C 3 / B 3 / A 4" in text
    table = text.split("取得に必要なFP(累計)")[1].split()[:12]
    assert table == ["E", "1", "D", "2", "C", "5", "B", "8", "A", "12", "EX", "24"]
    assert len(window.session.build.skills) == before  # nothing was added


def test_magecraft_options_say_what_the_rule_charges(qtbot, shared_window):
    window = shared_window
    page = go(qtbot, window, "skills")
    page.add_skill("majutsu")
    options = child(page, QListWidget, "skillOptions")
    price = page.options_price
    for row in (0, 1):  # 攻撃, 防御
        options.item(row).setCheckState(Qt.CheckState.Checked)
    # L1159: 「2種類出来るのであれば1FP。そこから一種類出来る事が増えるごとに+1FP」: base −1 + 2 systems = 1
    assert "FP/Lv = -1 +" in price.text() and price.text().endswith("1 FP/Lv")
    assert "+1 FP/Lv" not in options.item(0).text()
    options.item(2).setCheckState(Qt.CheckState.Checked)
    assert price.text().endswith("2 FP/Lv")  # −1 + 3 = 2
    assert window.session.build.skills[-1].options == ["attack", "defense", "recovery"]


def test_equipment_tabs_are_the_ones_the_character_can_use(qtbot, shared_window):
    window = shared_window
    page = go(qtbot, window, "equipment")  # a new Saber: 宝具容量, no 装備ポイント, no 常備化ポイント
    tabs = page.tabs
    assert [tabs.isTabVisible(i) for i in range(4)] == [True, False, True, False]
    assert tabs.tabText(2) == "英霊通常装備(MP)" and tabs.currentIndex() == 0
    assert window.open_file(ROOT / "examples" / "master.json")
    page = go(qtbot, window, "equipment")  # a Master: 装備ポイント, 常備化ポイント, no 宝具容量
    tabs = page.tabs
    assert [tabs.isTabVisible(i) for i in range(4)] == [False, True, True, True]
    assert tabs.currentIndex() == 1  # opens on 礼装, not on an empty 宝具 tab
    window.session.undo_stack.setClean()


def test_a_servant_sheet_has_no_command_spells(qtbot, shared_window):
    window = shared_window
    page = go(qtbot, window, "sheet")
    assert "令呪" not in page.view.toPlainText()
    assert window.open_file(ROOT / "examples" / "master.json")
    assert "令呪 3" in go(qtbot, window, "sheet").view.toPlainText()  # a Master's 3 (L747 ff., kind data)


def test_the_skills_page_keeps_its_selection_over_a_language_switch(qtbot, shared_window):
    window = shared_window
    assert window.open_file(ROOT / "examples" / "saber.json")
    page = go(qtbot, window, "skills")
    held = child(page, QListWidget, "heldSkills")
    click_cell(qtbot, held, 2, 0)
    assert page.current == 2
    window.act_en.trigger()
    page = window.pages["skills"]
    assert window.stack.currentWidget() is page
    assert child(page, QListWidget, "heldSkills").currentRow() == 2
    assert page.text.toPlainText().startswith("Charisma")
    window.act_ja.trigger()
