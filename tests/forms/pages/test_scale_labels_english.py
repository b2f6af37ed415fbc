"""A scale's step labels in English (issue 14, both languages whole): Grail Tactics' coin toss
(L81: 表/裏, the digest's heads/tails; L107: 表 = 高ランク, 裏 = 低ランク) reads "heads"/"tails" on
the English stats page, まとめ and text sheet, and 表/裏 in Japanese."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QComboBox, QLabel

from builder.cli.main import main
from tests.conftest import EXAMPLES

from tests.forms.helpers import child, go

SERVANT = EXAMPLES / "grail-tactics" / "servant.json"  # its coin toss (max health) is 表 (1)


def test_the_coin_reads_heads_in_english_and_表_in_japanese(qtbot, window):
    assert window.open_file(SERVANT)
    page = go(qtbot, window, window.page_order[2])  # set-up rolls
    coin = child(page, QComboBox, "stat_health_coin")
    assert [coin.itemText(i) for i in range(coin.count())] == ["表", "裏"]
    assert child(page, QLabel, "stat_health_coin_base").text() == "表"
    window.act_en.trigger()
    try:
        page = go(qtbot, window, window.page_order[2])
        coin = child(page, QComboBox, "stat_health_coin")
        assert [coin.itemText(i) for i in range(coin.count())] == ["heads", "tails"]
        assert child(page, QLabel, "stat_health_coin_base").text() == "heads"
        assert child(page, QLabel, "stat_health_coin_final").text() == "<b>heads</b> (1)"
        summary = go(qtbot, window, "summary").view.toPlainText()
        stats = summary.split("\nnotes\n")[0]  # (the notes are the player's own words)
        assert "heads" in stats and not re.search("[表裏]", stats)
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()


def test_the_text_sheet_names_the_coin_in_the_language(capsys):
    assert main(["export", str(SERVANT), "--text", "-", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"coin toss \(max health\) 1 \(heads\)", out)
    assert main(["export", str(SERVANT), "--text", "-", "--lang", "ja"]) == 0
    assert re.search(r"コイン投げ\(最大ヘルス\) 1 \(表\)", capsys.readouterr().out)
