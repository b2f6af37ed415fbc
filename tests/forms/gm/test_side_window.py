"""The side table (ファイル → 陣営表を開く…): the example side of examples/grail-tactics with the
example unit pages (units.json, not from the rulebook) as the GM's pack.

Figures (seed 004_52394247ffe7dd97.txt): the example Servant (ランサー, base 1000) rolled heads
and 生命ロール(S) 17 → max ヘルス 1000 + 17 = 1017 (L81), 素早さロール(S) 12 + 2 = 14 (L83–84),
運ロール 9 − 2 = 7 (L94–95), MOV 4 and STN 2 from its page; the example Master (base 300)
tails and 生命ロール(M) 12 → 300 − 12 = 288 (L102), 3 令呪 (L242). The illegal pair has errors
(no coin, a 23 on a d20 …).
"""
from __future__ import annotations

import json
import shutil

from PySide6.QtCore import Qt

from builder.core.packs import load_pack
from tests.conftest import ROOT

EXAMPLES = ROOT / "examples" / "grail-tactics"
UNITS = EXAMPLES / "units.json"


def headers(side):
    """Each column's full name (the header's tool tip: サーヴァント 最大ヘルス)."""
    return [side.model.headerData(c, Qt.Horizontal, Qt.ToolTipRole) for c in range(side.model.columnCount())]


def double_click(qtbot, view, index):
    """As a user does: press and release, then the second press (Qt takes a double-click only
    on the item the first press went to)."""
    pos = view.visualRect(index).center()
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.LeftButton, pos=pos)


def row_texts(side, row):
    return {h: side.proxy.index(row, c).data() for c, h in enumerate(headers(side))}


def test_open_the_example_side_sort_and_open_a_unit(qtbot, window, errors, monkeypatch, tmp_path):
    window.packs["grail-tactics"] = load_pack("grail-tactics", [UNITS], user_layer=False)
    import forms.gm.sidewindow as sidewindow
    monkeypatch.setattr(sidewindow, "ask_side_path", lambda main: str(EXAMPLES / "side.json"))
    window.act_side.trigger()
    (side,) = window.side_windows
    qtbot.waitExposed(side)
    assert headers(side) == [
        "#", "サーヴァント 名前", "サーヴァント クラス", "サーヴァント 最大ヘルス", "サーヴァント 最大アジリティ",
        "サーヴァント 最大ラック", "サーヴァント MOV", "サーヴァント STN(持続性)", "サーヴァント エラー",
        "マスター 名前", "マスター 最大ヘルス", "マスター 最大アジリティ", "マスター 最大ラック", "マスター MOV",
        "マスター 令呪", "マスター エラー"]
    first = row_texts(side, 0)
    assert first["サーヴァント 名前"] == "槍兵の英霊(例)" and first["サーヴァント クラス"] == "ランサー"
    assert (first["サーヴァント 最大ヘルス"], first["サーヴァント 最大アジリティ"], first["サーヴァント 最大ラック"]) \
        == ("1017", "14", "7")
    assert (first["サーヴァント MOV"], first["サーヴァント STN(持続性)"], first["サーヴァント エラー"]) == ("4", "2", "0")
    assert (first["マスター 最大ヘルス"], first["マスター 令呪"], first["マスター エラー"]) == ("288", "3", "0")
    second = row_texts(side, 1)
    assert second["サーヴァント 最大ヘルス"] == "—"  # no coin: no max ヘルス (L81)
    assert int(second["サーヴァント エラー"]) > 0 and int(second["マスター エラー"]) > 0
    side.grab().save("/tmp/shots/side_window.png")

    # sort by the Servant's errors, most first: the illegal pair goes on top
    col = headers(side).index("サーヴァント エラー")
    side.table.horizontalHeader().setSortIndicator(col, Qt.DescendingOrder)
    assert row_texts(side, 0)["サーヴァント 名前"] == "魔術師の英霊(不正な例)"
    side.table.horizontalHeader().setSortIndicator(headers(side).index("サーヴァント 最大ヘルス"), Qt.AscendingOrder)
    assert row_texts(side, 0)["サーヴァント 最大ヘルス"] == "—"  # an empty cell sorts first

    # a double-click on the Master's max ヘルス opens the Master
    index = side.proxy.index([row_texts(side, r)["マスター 名前"] for r in range(2)].index("遠坂 理央(例)"),
                             headers(side).index("マスター 最大ヘルス"))
    double_click(qtbot, side.table, index)
    assert window.session.build.name == "遠坂 理央(例)"
    assert window.session.sheet.derived["max_health"] == 288
    assert errors == []


def test_a_missing_member_is_shown_as_missing(qtbot, window, errors, tmp_path):
    window.packs["grail-tactics"] = load_pack("grail-tactics", [UNITS], user_layer=False)
    for name in ("servant.json", "master.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    side_file = tmp_path / "side.json"
    pairs = [{"servant": "servant.json", "master": "master.json"}, {"servant": "gone.json", "master": "../master.json"}]
    side_file.write_text(json.dumps({"schema_version": 1, "system": "grail-tactics", "name": "欠けた陣営",
                                     "pairs": pairs}, ensure_ascii=False), encoding="utf-8")
    side = window.open_side(side_file)
    qtbot.waitExposed(side)
    second = row_texts(side, 1)
    assert second["サーヴァント 名前"] == "(ファイルがありません) gone.json"
    assert second["サーヴァント 最大ヘルス"] == "" and second["サーヴァント エラー"] == ""
    assert second["マスター 名前"].startswith("(拒否")
    # each place in words (pair 2, servant / master), not the pointers /pairs/1/servant, /pairs/1/master
    assert "2組目のサーヴァント" in side.findings.text() and "2組目のマスター" in side.findings.text()
    assert "/pairs" not in side.findings.text()
    # a double-click on the missing one says why, and the open character stays
    before = window.session.build
    index = side.proxy.index(1, headers(side).index("サーヴァント 名前"))
    double_click(qtbot, side.table, index)
    assert window.session.build is before
    assert errors and "gone.json" in errors[-1][1]
    # a broken side file is a dialog naming the place, no window
    side_file.write_text('{"system": "grail-tactics", "pairs": [{"servnt": "a"}]}', encoding="utf-8")
    assert window.open_side(side_file) is None
    assert "/pairs/0/servnt" in errors[-1][1]


def test_the_side_table_and_the_roll_button_speak_english(qtbot, window):
    from PySide6.QtCore import QCoreApplication
    window.packs["grail-tactics"] = load_pack("grail-tactics", [UNITS], user_layer=False)
    window.set_language("en")
    try:
        assert window.act_side.text() == "Open si&de…"
        assert QCoreApplication.translate("ScaleStatsPage", "振る") == "Roll"
        side = window.open_side(EXAMPLES / "side.json")
        names = headers(side)
        assert names[1] == "Servant Name" and names[-1] == "Master Errors"
        assert "Servant max health" in names and "Master command spells" in names
    finally:
        window.set_language("ja")
