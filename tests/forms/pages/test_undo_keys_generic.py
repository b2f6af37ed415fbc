"""Ctrl+Z / Ctrl+Shift+Z typed in a field of a generic page (a data system's 設定) go to the
window's named steps, not the field's own undo (forms.app.undonav): the page is built after the
window started listening, so its fields are caught when they take the focus (the filter is no
longer on the whole application)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from tests.conftest import EXAMPLES
from tests.forms.helpers import child, go, type_into


def test_ctrl_z_in_a_generic_pages_field_undoes_the_windows_last_step(qtbot, window, errors):
    assert window.open_file(EXAMPLES / "chuseihai" / "saber.json")
    s = window.session
    name_before, player_before = s.build.name, s.build.player
    page = go(qtbot, window, "profile")
    name, player = child(page, QLineEdit, "nameEdit"), child(page, QLineEdit, "playerEdit")
    type_into(qtbot, name, "X")
    type_into(qtbot, player, "Y")
    assert (s.build.name, s.build.player) == (name_before + "X", player_before + "Y")
    name.setFocus()  # back in 名前, whose own undo would take its "X" away
    qtbot.keyClick(name, Qt.Key_Z, Qt.ControlModifier)
    # the window's last step (the typing in プレイヤー) is undone; 名前 keeps its letter
    assert (s.build.name, s.build.player) == (name_before + "X", player_before)
    assert (name.text(), player.text()) == (name_before + "X", player_before)
    qtbot.keyClick(name, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert (s.build.player, player.text()) == (player_before + "Y", player_before + "Y")
    assert errors == []
