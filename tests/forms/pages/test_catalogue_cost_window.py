"""A catalogue entry's cost set to 0 in the window stays 0 (issue 14 review): the player adds a
skill from the GM's catalogue (英雄点, L145: the GM enters it), types 0 in its 英雄点 cost, and
the budget gives the 3 points back; saving and reopening keeps the 0.

TEST DATA: the user pack's 「試験の剣技」 (3 英雄点) is made up; the seed has no sample skills."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QSpinBox

from builder.core.packs import user_pack_dir
from tests.builder.kit.test_catalogue_given_fields import MASTER, user_pack

from tests.forms.helpers import child, go


def test_typing_0_in_a_catalogue_entrys_cost_keeps_it(qtbot, window, tmp_path):
    folder = user_pack_dir() / "eiyuten"
    folder.mkdir(parents=True)
    user_pack(folder)
    assert window.open_file(MASTER)
    before = window.session.sheet.pools["hero_points"].spent
    page = go(qtbot, window, "skills")
    qtbot.mouseClick(child(page, QPushButton, "addRef_skills"), Qt.LeftButton)
    assert window.session.sheet.pools["hero_points"].spent == before + 3  # the catalogue's 3 英雄点
    section = page.sections["skills"]
    section.table.selectRow(section.table.rowCount() - 1)
    spin = child(page, QSpinBox, "entryCost_skills_hero_points")
    assert spin.value() == 3
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "0")
    qtbot.keyClick(spin, Qt.Key_Return)
    assert spin.value() == 0  # it stays: not filled back from the catalogue
    assert window.session.sheet.pools["hero_points"].spent == before
    saved = tmp_path / "master.json"
    assert window._write(saved)
    assert window.open_file(saved)
    assert window.session.sheet.pools["hero_points"].spent == before
    entry = window.session.build.lists["skills"][-1]
    assert entry.ref == "test_blade" and entry.cost == {}
    window.session.undo_stack.setClean()
