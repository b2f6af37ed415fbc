"""The rule-data editor (ツール → ルールデータ編集) takes a 特技's class by name (千夜月姫+ 003 L459,
L1265–1267: 特技 come from the character's own classes): the クラス column is a list of the 15
classes by their names (L203–235), its cell shows the name, and what is saved is the class the
checks read. TEST DATA: the 特技 name below is made up (the seed has no 特技 list, L459–476)."""
from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox

from builder.gm.gmdata import editor_file

from tests.forms.dialogs.test_ruledata import SYSTEM, open_editor, open_place, type_cell


def choose_cell(qtbot, dialog, row: int, column: str, data: str) -> None:
    """Open a choice cell's combo box and take the entry carrying ``data``, as a user does."""
    model = dialog.current_model()
    index = model.index(row, [c.id for c in model.place.columns].index(column))
    dialog.view.setCurrentIndex(index)
    dialog.view.edit(index)
    combo = QApplication.focusWidget()
    assert isinstance(combo, QComboBox), combo
    combo.setCurrentIndex(combo.findData(data))
    qtbot.keyClick(combo, Qt.Key_Return)
    qtbot.waitUntil(lambda: dialog.view.state() != QAbstractItemView.State.EditingState)


def test_a_skills_class_is_chosen_by_name_and_saved(qtbot, window, errors):
    dialog = open_editor(qtbot, window)
    model = open_place(qtbot, dialog, "skills")
    header = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())]
    assert any(h.startswith("クラス") for h in header) and any(h.startswith("取得条件") for h in header)
    qtbot.mouseClick(dialog.add_button, Qt.LeftButton)
    type_cell(qtbot, dialog, 0, "id", "rendan")
    type_cell(qtbot, dialog, 0, "name", "Rendan")
    choose_cell(qtbot, dialog, 0, "from_class", "maj")
    column = [c.id for c in model.place.columns].index("from_class")
    assert model.data(model.index(0, column)) == "魔術師"  # L224, by name, not "maj"
    dialog.grab().save("/tmp/ruledata_skill_class.png")
    qtbot.mouseClick(dialog.save_button, Qt.LeftButton)
    assert errors == []
    written = json.loads(editor_file(SYSTEM).read_text(encoding="utf-8"))
    skills = next(x for x in written["lists"] if x["id"] == "skills")
    assert skills["catalogue"] == [{"id": "rendan", "name": "Rendan", "source": "skill", "from_class": "maj"}]
