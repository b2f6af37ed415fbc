"""Undo and redo of a field on Fate/roll dice's 設定 page show that page (forms.app.undonav: an
undo that changed something another page edits shows that page): プレイヤー, NPC, 真名が知られている
and 設定メモ are edited on 設定, not on ステータス, where any field the window did not list went
(forms/systems/fate_roll_dice PATH_PAGES). The user sees the field go back and come again."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit, QPlainTextEdit

from tests.forms.helpers import child, click_radio, go, type_into


def _type_player(qtbot, page):
    type_into(qtbot, child(page, QLineEdit, "playerEdit"), "Bob")


def _tick_npc(qtbot, page):
    click_radio(qtbot, child(page, QCheckBox, "npcCheck"))  # on its box: the row is stretched


def _tick_revealed(qtbot, page):
    click_radio(qtbot, child(page, QCheckBox, "trueNameRevealed"))


def _write_notes(qtbot, page):
    notes = child(page, QPlainTextEdit, "notesEdit")
    notes.setFocus()
    notes.insertPlainText("聖杯")


def _shown(page):
    """What the page's fields show: プレイヤー, NPC, 真名が知られている, 設定メモ."""
    return (child(page, QLineEdit, "playerEdit").text(), child(page, QCheckBox, "npcCheck").isChecked(),
            child(page, QCheckBox, "trueNameRevealed").isChecked(),
            child(page, QPlainTextEdit, "notesEdit").toPlainText())


@pytest.mark.parametrize("edit", [_type_player, _tick_npc, _tick_revealed, _write_notes],
                         ids=["player", "npc", "true_name_revealed", "notes"])
def test_undo_and_redo_of_a_profile_field_show_the_profile_page(qtbot, shared_window, edit):
    window = shared_window
    page = go(qtbot, window, "profile")
    before = _shown(page)
    edit(qtbot, page)
    after = _shown(page)
    assert after != before and window.session.undo_stack.count() >= 1
    stats = go(qtbot, window, "stats")
    qtbot.keyClick(stats, Qt.Key_Z, Qt.ControlModifier)
    assert window.stack.currentWidget() is page and _shown(page) == before
    go(qtbot, window, "stats")
    qtbot.keyClick(window.stack.currentWidget(), Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert window.stack.currentWidget() is page and _shown(page) == after
