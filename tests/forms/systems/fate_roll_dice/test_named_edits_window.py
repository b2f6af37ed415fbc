"""Fate/roll dice's pages change a character only through named edits (issue 25 item 7): an edit the
character cannot take is refused with its reason in the status bar, the character and the undo
history untouched; an edit taken is one undo step named in the page's words, and undo puts it back.

Hand-worked: the partner (陣営の相手) is the other character's file named relative to this one
(builder.kit.edits.SetText, as in the four data systems), so a path from the root, 「/tmp/m.json」,
is refused; 目的基準 「秩序」 is the first goal of L833; a new Saber has none (L832-836 are chosen).
"""
from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QRadioButton

from tests.forms.helpers import child, click_radio, go, type_into


def test_typing_an_absolute_partner_path_is_refused_with_its_reason(qtbot, shared_window, tmp_path):
    window = shared_window
    s = window.session
    before, steps = s.build, s.undo_stack.count()
    page = go(qtbot, window, "profile")
    type_into(qtbot, child(page, QLineEdit, "partnerEdit"), "/tmp/m.json")
    assert s.build is before and s.undo_stack.count() == steps
    message = window.statusBar().currentMessage()
    assert "この変更はできません" in message and "相対パス" in message, message
    window.grab().save(str(tmp_path / "fate-refused.png"))


def test_pasting_notes_past_their_limit_is_refused(qtbot, shared_window):
    """Notes hold 20,000 characters (builder.core.build.LIMITS["text"]); a paste of 20,001 is
    refused whole, saying the limit."""
    window = shared_window
    s = window.session
    before = s.build
    page = go(qtbot, window, "profile")
    notes = child(page, QPlainTextEdit, "notesEdit")
    notes.setFocus()
    notes.insertPlainText("あ" * 20001)
    assert s.build.notes == before.notes == ""
    assert "20000" in window.statusBar().currentMessage()


def test_an_alignment_click_is_one_named_undo_step(qtbot, shared_window):
    window = shared_window
    s = window.session
    assert s.build.alignment.goal is None
    page = go(qtbot, window, "alignment")
    click_radio(qtbot, child(page, QRadioButton, "align_lawful"))
    assert s.build.alignment.goal == "lawful"
    assert s.undo_stack.undoText() == "目的基準: 秩序"
    assert "目的基準: 秩序" in window.act_undo.text()
    window.act_undo.trigger()
    assert s.build.alignment.goal is None
    assert "目的基準: 秩序" in window.act_redo.text()
