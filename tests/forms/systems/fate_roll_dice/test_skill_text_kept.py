"""スキル page: the held skill's text beside the catalogue follows the user's choice, and an
edit that leaves it the same text does not set it again (forms/systems/fate_roll_dice/skills_page.py
``_describe``: every edit used to lay the whole text out anew)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QListWidget, QTableView, QTextBrowser

from tests.forms.helpers import child, click_row, go


def test_the_held_skill_s_text_stays_and_comes_back_after_a_preview(qtbot, shared_window):
    window = shared_window
    page = go(qtbot, window, "skills")
    held = child(page, QListWidget, "heldSkills")
    text = child(page, QTextBrowser, "skillDescription")
    pack, build = window.session.pack, window.session.build
    first = pack.skills[build.skills[0].id].name  # the new セイバー's first class skill
    click_row(qtbot, held, held.model().index(0, 0))
    assert text.toPlainText().startswith(first)
    shown = text.document().revision()

    level = child(page, QComboBox, "skillLevel")  # an edit of the held skill: the same text
    level.setCurrentIndex((level.currentIndex() + 1) % level.count())
    assert window.session.build.skills[0].level != build.skills[0].level  # the edit was made
    assert text.toPlainText().startswith(first) and text.document().revision() == shown  # not set again

    table = child(page, QTableView, "skillCatalogue")  # a catalogue row chosen: its text
    row = next(r for r in range(table.model().rowCount())
               if table.model().index(r, 0).data(Qt.DisplayRole) not in (None, "", first))
    click_row(qtbot, table, table.model().index(row, 0))
    other = table.model().index(row, 0).data(Qt.DisplayRole)
    assert text.toPlainText().startswith(other)
    window.act_undo.trigger()  # the page repaints: the held skill's text again
    assert window.session.build == build
    assert text.toPlainText().startswith(first), text.toPlainText()[:40]
    window.session.undo_stack.setClean()
