"""A 千夜月姫+ PC built in the window by clicking and typing (seed 003_4a32dc54997efc16.txt).

Figures worked out by hand from the seed:
- L359: 3 class levels at creation; split 2 + 1 over 狩人 and 剣士 they are all spent: 2 + 1 = 3
  (the pool 3/3, 0 left); a further level in a third class would be 4/3, one too many.
- L1247: キャラクターレベル = the sum of the class levels = 2 + 1 = 3.
- L625: one インフィニティ・ブレイク per character level 3, 6, 9: at CL 3, min(3, 3 // 3) = 1.
- L402–403: the free point goes to one 能力基本値 of the player's choice (【体力基本値】+1 here).
- The seed has no class tables (L399–404 read them): the 能力基本値 wait for the GM's tables,
  one warning per class table (狩人's and 剣士's, two tables each), never a wrong number.
"""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox

from tests.forms.helpers import child, choose, go
from tests.forms.helpers import new_from_menu
from tests.forms.pages.test_generic_pages import set_spin


def codes(window, severity="error"):
    return sorted(f.code for f in window.session.sheet.findings if f.severity == severity)


def test_build_a_senya_pc_by_clicking(qtbot, window, errors, tmp_path):
    new_from_menu(qtbot, window, "senya-tsukihime-plus", "pc")
    assert window.session.build.system == "senya-tsukihime-plus" and window.session.build.type == "pc"
    assert "data.budget_unspent" in codes(window)  # no class level chosen yet (L359)

    page = go(qtbot, window, "style")
    choose(qtbot, child(page, QComboBox, "option_style"), "origin_eat")
    assert window.session.build.options["style"] == ["origin_eat"]

    page = go(qtbot, window, "classes")
    assert page.findChild(QPushButton, "roll_kar") is None  # class levels are chosen, not rolled
    set_spin(qtbot, child(page, QSpinBox, "stat_kar"), 2)
    assert "2/3" in window.budget.pool_text("creation_levels") and "(残り 1)" in window.budget.pool_text("creation_levels")
    assert "data.budget_unspent" in codes(window)
    set_spin(qtbot, child(page, QSpinBox, "stat_ken"), 1)
    assert "3/3" in window.budget.pool_text("creation_levels") and "(残り 0)" in window.budget.pool_text("creation_levels")
    assert "data.budget_unspent" not in codes(window)
    set_spin(qtbot, child(page, QSpinBox, "stat_shu"), 1)  # a fourth level: over the budget
    assert "4/3" in window.budget.pool_text("creation_levels")
    assert "data.budget_over" in codes(window)
    window.session.undo_stack.undo()
    assert window.session.build.stats["shu"] == 0 and child(page, QSpinBox, "stat_shu").value() == 0
    sheet = window.session.sheet
    assert sheet.derived["CL"] == 3 and sheet.derived["ib_slots"] == 1  # L1247, L625

    page = go(qtbot, window, "abilities")
    assert "data.option_missing" in codes(window)
    choose(qtbot, child(page, QComboBox, "option_free_point"), "tai")
    assert codes(window) == []  # style, levels and the free point chosen: no error left
    # 狩人 and 剣士's tables, and 移動距離 (L544) and 気絶値 (L1696), GM tables without a seed formula
    assert codes(window, "warning").count("data.table_missing_row") == 6
    assert "tai_kihon" not in window.session.sheet.derived  # waits for the class tables

    saved = tmp_path / "pc.json"
    window.ask_save_path = lambda: str(saved)
    assert window.save()
    assert window.open_file(saved)
    build, sheet = window.session.build, window.session.sheet
    assert (build.stats["kar"], build.stats["ken"]) == (2, 1)
    assert build.options == {"style": ["origin_eat"], "free_point": ["tai"]}
    assert sheet.derived["CL"] == 3 and sheet.derived["ib_slots"] == 1
    assert "3/3" in window.budget.pool_text("creation_levels")
    assert child(go(qtbot, window, "classes"), QSpinBox, "stat_kar").value() == 2
    assert codes(window) == []
    assert errors == []
