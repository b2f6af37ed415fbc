"""Edits that say what they do (issue 14): a type change that would drop what was bought asks
first; undo names its step and shows its page; Ctrl+Z in a text field undoes the session's
named steps, never the field's own letters.

Hand-worked (fate-roll-dice seed): a new Saber (敏捷 B, 耐久 B) buys 敏捷 B→A, 6 FP (one level
is 6 FP, L885), and カリスマ E (2 FP per level, one level, L1134) → stats and skills bought
cost 6 + 2 = 8 FP. ライダー is a servant type like セイバー, so no rank is lost (none held).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox, QPushButton, QTableView

from tests.forms.helpers import child, choose, click_row, go, type_into


def buy_agility_and_charisma(qtbot, window) -> None:
    page = go(qtbot, window, "stats")
    choose(qtbot, child(page, QComboBox, "stat_agility"), "A")
    page = go(qtbot, window, "skills")
    type_into(qtbot, child(page, QLineEdit, "skillSearch"), "カリスマ")
    table = child(page, QTableView, "skillCatalogue")
    click_row(qtbot, table, table.model().index(0, 0))
    qtbot.mouseClick(child(page, QPushButton, "addSkill"), Qt.LeftButton)
    assert window.session.sheet.pools["fp"].spent == 8


def test_type_change_asks_and_cancel_keeps_everything(qtbot, shared_window, monkeypatch):
    window = shared_window
    s = window.session
    buy_agility_and_charisma(qtbot, window)
    before, steps = s.build, s.undo_stack.count()
    asked = []

    def answer(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.Cancel
    monkeypatch.setattr(QMessageBox, "question", answer)
    page = go(qtbot, window, "type")
    combo = child(page, QComboBox, "typeCombo")
    combo.setFocus()
    combo.showPopup()  # choose ライダー as a user does; the page then puts セイバー back
    combo.view().setCurrentIndex(combo.view().model().index(combo.findData("rider"), 0))
    qtbot.keyClick(combo.view(), Qt.Key_Return)
    assert len(asked) == 1 and "ステータスとスキル (8 FP) が外れます" in asked[0]
    assert "ライダー" in asked[0]
    assert s.build == before and s.undo_stack.count() == steps
    assert combo.currentData() == "saber"  # the combo shows the type kept


def test_type_change_ok_applies_and_says_what_went(qtbot, shared_window, monkeypatch):
    window = shared_window
    s = window.session
    buy_agility_and_charisma(qtbot, window)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.Ok)
    page = go(qtbot, window, "type")
    choose(qtbot, child(page, QComboBox, "typeCombo"), "rider")
    assert s.build.type == "rider"
    assert s.sheet.pools["fp"].spent == 0  # ライダー's base stats and class skills cost nothing
    assert "8 FP" in window.statusBar().currentMessage()


def test_type_change_of_a_fresh_character_does_not_ask(qtbot, shared_window, monkeypatch):
    window = shared_window
    def never(*_a):
        raise AssertionError("nothing bought: no question")
    monkeypatch.setattr(QMessageBox, "question", never)
    page = go(qtbot, window, "type")
    choose(qtbot, child(page, QComboBox, "typeCombo"), "rider")
    assert window.session.build.type == "rider"


def test_undo_from_another_page_shows_the_page_and_names_the_step(qtbot, shared_window):
    window = shared_window
    s = window.session
    stats = go(qtbot, window, "stats")
    choose(qtbot, child(stats, QComboBox, "stat_endurance"), "A")
    assert s.build.stats["endurance"].level == "A"
    go(qtbot, window, "profile")
    window.activateWindow()
    qtbot.keyClick(window.focusWidget() or window, Qt.Key_Z, Qt.ControlModifier)
    assert s.build.stats["endurance"].level == "B"
    assert window.stack.currentWidget() is stats
    assert window.statusBar().currentMessage() == "元に戻す: 耐久 B→A (6 FP)"
    go(qtbot, window, "profile")
    qtbot.keyClick(window.focusWidget() or window, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert s.build.stats["endurance"].level == "A"
    assert window.stack.currentWidget() is stats
    assert window.statusBar().currentMessage().startswith("やり直し: 耐久 B→A")


def test_ctrl_z_in_a_text_field_undoes_the_last_named_step_only(qtbot, shared_window):
    window = shared_window
    s = window.session
    page = go(qtbot, window, "profile")
    name, player = child(page, QLineEdit, "nameEdit"), child(page, QLineEdit, "playerEdit")
    type_into(qtbot, name, "Arthur")
    type_into(qtbot, player, "Bob")
    assert (s.build.name, s.build.player) == ("Arthur", "Bob")
    name.setFocus()  # back in 名前, whose own undo would take the name away
    qtbot.keyClick(name, Qt.Key_Z, Qt.ControlModifier)
    # the last named step (the typing in プレイヤー) is gone, whole; the name keeps every letter
    assert (s.build.name, s.build.player) == ("Arthur", "")
    assert (name.text(), player.text()) == ("Arthur", "")
    assert window.statusBar().currentMessage().startswith("元に戻す: プレイヤー")
    qtbot.keyClick(player, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert (s.build.player, player.text()) == ("Bob", "Bob")
    # typing on after an undo keeps every letter too
    qtbot.keyClick(player, Qt.Key_Z, Qt.ControlModifier)
    type_into(qtbot, player, "Ann")
    assert (s.build.name, s.build.player, player.text()) == ("Arthur", "Ann", "Ann")
    qtbot.keyClick(player, Qt.Key_Z, Qt.ControlModifier)
    qtbot.keyClick(player, Qt.Key_Z, Qt.ControlModifier)
    assert (s.build.name, s.build.player, name.text()) == ("", "", "")


def test_ticking_a_rank_selects_it_and_shows_its_parameters(qtbot, shared_window):
    """偉業 (L804) asks what the deed was (its parameter 偉業の内容): ticking it shows its text
    and the field at once, with no second click on the row."""
    window = shared_window
    from PySide6.QtWidgets import QListView, QTextBrowser

    from forms.session.models import ID_ROLE

    from tests.forms.helpers import click_check
    s = window.session
    page = go(qtbot, window, "ranks")
    view = child(page, QListView, "rankList")
    # another rank is the current one first (a click on its name): the description must follow the tick
    first = view.model().index(0, 0)
    rect = view.visualRect(first)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    assert page.current_rank_id() == view.model().index(0, 0).data(ID_ROLE) != "igyou_rank"
    row = next(r for r in range(view.model().rowCount()) if view.model().index(r, 0).data(ID_ROLE) == "igyou_rank")
    view.scrollTo(view.model().index(row, 0))
    click_check(qtbot, view, view.model().index(row, 0))
    assert [r.id for r in s.build.ranks] == ["igyou_rank"]
    assert page.current_rank_id() == "igyou_rank"
    assert page.title.text() == "偉業"
    assert "歴史に影響を与える" in child(page, QTextBrowser, "rankText").toPlainText()  # L804's text
    deed = child(page, QLineEdit, "rankParam_deed")
    qtbot.waitUntil(deed.isVisible, timeout=1000)  # a new field shows on the next event loop turn
    type_into(qtbot, deed, "Troy")
    assert s.build.ranks[0].params == {"deed": "Troy"}


def test_undo_shows_the_page_on_a_data_system_too(qtbot, shared_window):
    """The generic pages (中聖杯): 【筋】 set on ステータス, undone from 設定 → ステータス again."""
    window = shared_window
    from tests.forms.helpers import new_from_menu
    from tests.forms.pages.test_generic_pages import set_spin
    new_from_menu(qtbot, window, "chuseihai", "servant")
    s = window.session
    stats = go(qtbot, window, "stats")
    from PySide6.QtWidgets import QSpinBox
    set_spin(qtbot, child(stats, QSpinBox, "stat_STR"), 40)
    assert s.build.stats["STR"] == 40
    profile = go(qtbot, window, "profile")
    qtbot.keyClick(profile, Qt.Key_Z, Qt.ControlModifier)
    assert s.build.stats.get("STR") != 40
    assert window.stack.currentWidget() is stats
    assert window.statusBar().currentMessage().startswith("元に戻す: 【筋】")
