"""The シート page's stat table is the sheet's typed ``stats`` section (issue 25 item 7's last part:
Fate's pages read sections where they only display figures), in the window's language.

Hand-worked: examples/saber.json writes 筋力 A with one 「+」 (a mark is written after the level,
L900-909: 「A+」), 耐久 B (セイバー's base, L668), 敏捷 A, 魔力 D, 幸運 C and 宝具 B, none raised
by a rank or skill (no 狂化), so the table reads A+ B A D C B in L668's order.
"""
from __future__ import annotations

from tests.conftest import EXAMPLES

from tests.forms.helpers import go


def _table(text: str) -> str:
    return text[text.index("筋力" if "筋力" in text else "Strength"):]


def test_the_stat_table_shows_the_sections_names_and_labels(qtbot, window):
    assert window.open_file(EXAMPLES / "saber.json")
    page = go(qtbot, window, "sheet")
    stats = next(sec for sec in window.session.sheet.sections if sec.id == "stats")
    assert [(r.name, r.label) for r in stats.rows][:3] == [("筋力", "A+"), ("耐久", "B"), ("敏捷", "A")]
    window.session._sheet.stats.clear()  # the old dict is not what the page reads
    page.refresh()
    text = _table(page.view.toPlainText())
    assert text.split()[:12] == ["筋力", "耐久", "敏捷", "魔力", "幸運", "宝具", "A+", "B", "A", "D", "C", "B"]
    window.act_en.trigger()
    try:
        text = _table(go(qtbot, window, "sheet").view.toPlainText())
        assert text.split()[:3] == ["Strength", "Endurance", "Agility"]
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()
