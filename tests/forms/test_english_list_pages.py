"""English mode on list pages and the Fate/roll dice シート page (issue 14, both languages whole):
a catalogue pick shows the pack's English name in the list (Grail Tactics' 呼びかける, L245:
"Call"), and a list of names is joined with ", " in English, 「・」 in Japanese
(examples/master.json: 魔術 with 攻撃 and 防御, ranks 時計塔 and 長)."""
from __future__ import annotations

from tests.conftest import EXAMPLES

from .helpers import go


def _cells(table) -> list[str]:
    return [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
            if table.item(r, c) is not None]


def test_a_catalogue_pick_reads_in_english_on_its_list_page(qtbot, window):
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


def test_the_sheet_joins_names_in_the_languages_way(qtbot, window):
    assert window.open_file(EXAMPLES / "master.json")
    assert "攻撃・防御" in go(qtbot, window, "sheet").view.toPlainText()
    window.act_en.trigger()
    try:
        text = go(qtbot, window, "sheet").view.toPlainText()
        assert "Attack, Defense" in text and "・" not in text.replace("宝石魔術", "")
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()
