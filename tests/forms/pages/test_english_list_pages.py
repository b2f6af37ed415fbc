"""English mode on list pages and the Fate/roll dice シート page (issue 14, both languages whole):
a catalogue pick shows the pack's English name in the list (Grail Tactics' 呼びかける, L245:
"Call"), and a list of names is joined with ", " in English, 「・」 in Japanese
(examples/master.json: 魔術 with 攻撃 and 防御, ranks 時計塔 and 長)."""
from __future__ import annotations

from tests.conftest import EXAMPLES

from tests.forms.helpers import go


def _cells(table) -> list[str]:
    return [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
            if table.item(r, c) is not None]


def test_a_catalogue_pick_reads_in_english_on_its_list_page(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "grail-tactics" / "master.json")
    page_id = "commands"  # the pack's step for 令呪命令 (L243)
    table = go(qtbot, window, page_id).sections["commands"].table
    assert "呼びかける" in _cells(table)
    window.act_en.trigger()
    try:
        table = go(qtbot, window, page_id).sections["commands"].table
        assert "Call" in _cells(table) and "呼びかける" not in _cells(table)
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()


def test_the_sheet_joins_names_in_the_languages_way(qtbot, shared_window):
    window = shared_window
    assert window.open_file(EXAMPLES / "master.json")
    assert "攻撃・防御" in go(qtbot, window, "sheet").view.toPlainText()
    window.act_en.trigger()
    try:
        text = go(qtbot, window, "sheet").view.toPlainText()
        assert "Attack, Defense" in text and "・" not in text.replace("宝石魔術", "")
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()


def test_a_granted_class_skill_and_the_lists_description_read_in_english(qtbot, shared_window):
    """中聖杯's セイバー is granted 対魔力 at 高レベル (L281; the digest: high): the スキル page shows
    "Magic Resistance", "high" and the list's English description in English mode."""
    window = shared_window
    from PySide6.QtWidgets import QLabel
    assert window.open_file(EXAMPLES / "chuseihai" / "saber.json")
    section = go(qtbot, window, "skills").sections["skills"]
    assert {"対魔力", "高"} <= set(_cells(section.table))
    window.act_en.trigger()
    try:
        section = go(qtbot, window, "skills").sections["skills"]
        cells = _cells(section.table)
        assert {"Magic Resistance", "high"} <= set(cells) and "対魔力" not in cells
        texts = [label.text() for label in section.findChildren(QLabel)]
        assert any(t.startswith("This rulebook has no skill data") for t in texts)
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()
