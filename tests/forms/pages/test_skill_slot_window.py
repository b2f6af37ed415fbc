"""The window's シート page (its FP breakdown and skill list) names a 魔術・○○ whose school is not
chosen plainly (「魔術」 / "Magecraft"), and one with a school by it (「魔術・宝石魔術」), in both
languages (L1159: the school goes where ○○ stands). examples/master.json: 魔術 at C, −3 FP."""
from __future__ import annotations

from tests.conftest import EXAMPLES

from tests.forms.helpers import go


def test_the_sheet_page_names_an_unfilled_slot_plainly(qtbot, window, master_without_school):
    assert window.open_file(master_without_school)
    text = go(qtbot, window, "sheet").view.toPlainText()
    assert "魔術 −→C" in text and "魔術・○○" not in text
    window.act_en.trigger()
    try:
        text = go(qtbot, window, "sheet").view.toPlainText()
        assert "Magecraft −→C" in text and "(school)" not in text
    finally:
        window.act_ja.trigger()
    assert window.open_file(EXAMPLES / "master.json")
    assert "魔術・宝石魔術 −→C" in go(qtbot, window, "sheet").view.toPlainText()
    window.session.undo_stack.setClean()
