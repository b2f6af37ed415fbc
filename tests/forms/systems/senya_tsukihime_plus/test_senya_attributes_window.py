"""千夜月姫+'s 属性値 in the window (003_4a32dc54997efc16.txt L277–285): the page 属性値 lists the
five, each 0 by default (L285); typing 4 into 火 (L283's example) shows on the sheet and raises
the GM flag of L285."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QSpinBox

from tests.forms.helpers import child, go
from tests.forms.pages.test_generic_pages import set_spin

PC = Path(__file__).resolve().parents[4] / "examples" / "senya-tsukihime-plus" / "pc.json"


def test_the_attribute_page_edits_the_five_values(qtbot, window, errors, tmp_path):
    assert window.open_file(PC)
    page = go(qtbot, window, "attributes")
    spins = {sid: child(page, QSpinBox, f"stat_{sid}") for sid in ("attr_chi", "attr_sui", "attr_ka", "attr_fu",
                                                                       "attr_ku")}
    assert [s.value() for s in spins.values()] == [0, 0, 0, 0, 0]
    set_spin(qtbot, spins["attr_ka"], 4)
    sheet = window.session.sheet
    assert sheet.stats["attr_ka"]["value"] == 4
    assert [(f.severity, f.rule.line) for f in sheet.findings if f.rule.line == 285] == [("gm", 285)]
    page.resize(700, 420)
    assert page.grab().save(str(tmp_path / "senya_attributes.png"))
    assert errors == []
