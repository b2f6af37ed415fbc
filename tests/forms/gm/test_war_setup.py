"""The war board's set-up buttons, clicked as a GM does: 9の選択…, プレイヤーに公開, 振り直す, 召喚….

The dice are fixed by the seed the board draws (``SystemRandom().randrange``):
- random.Random(9) throws 4+5 = 9 悪しき運命 (L84): the table waits for the GM's choice;
- random.Random(20) throws 6+6 = 12 汚染 (L87): an event, no pair added.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton

from builder.gm.war.model import WarPair, load_war, new_war, save_war
from tests.forms.helpers import choose

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


class Seeds:
    """SystemRandom replaced: each board roll takes the next seed."""
    seeds: list[int] = []

    def randrange(self, *args):
        return Seeds.seeds.pop(0)


def answer(qtbot, act) -> None:
    """Run ``act`` on the next modal dialog once it is shown (the click that opens it blocks)."""
    def run():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, run)
            return
        act(dialog)
    QTimer.singleShot(0, run)


def yes(dialog):
    dialog.button(QMessageBox.Yes).click()


def no(dialog):
    dialog.button(QMessageBox.No).click()


def button(board, name):
    return board.centralWidget().findChild(QPushButton, name)


def test_nine_publish_and_reroll_from_the_board(qtbot, shared_window, errors, monkeypatch, tmp_path):
    window = shared_window
    import forms.gm.warboard as warboard
    war = tmp_path / "war.json"
    save_war(new_war("fate-roll-dice"), war)
    monkeypatch.setattr(warboard.random, "SystemRandom", Seeds)
    Seeds.seeds = [9, 20]
    board = window.open_war(str(war))
    assert not button(board, "warNine").isEnabled() and not button(board, "warReroll").isEnabled()

    qtbot.mouseClick(button(board, "warIrregular"), Qt.LeftButton)
    entries = load_war(war).irregular.entries
    assert [(e.result, e.pending) for e in entries] == [("9", True)]  # 4+5 = 9 waits (L84)
    assert button(board, "warNine").isEnabled() and not button(board, "warIrregular").isEnabled()
    assert "GMの選択待ち" in board.setup.toPlainText()

    # The GM chooses 6 波乱 on the 9: a 6 rolls twice (L81), so the GM names two results: 4 and 10,
    # each adding a pair (L79, L85): 7 + 2 = 9 pairs.
    def pick(dialog):
        choose(qtbot, dialog.findChild(type(dialog.choice), "nineChoice"), "6")
        assert dialog.findChild(type(dialog.choice), "ninePick2").isVisibleTo(dialog)
        assert not dialog.findChild(type(dialog.choice), "ninePick3").isVisibleTo(dialog)  # 6 asks for two
        choose(qtbot, dialog.findChild(type(dialog.choice), "ninePick1"), "4")
        choose(qtbot, dialog.findChild(type(dialog.choice), "ninePick2"), "10")
        dialog.grab().save("/tmp/shots/war_nine.png")
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()
    answer(qtbot, pick)
    qtbot.mouseClick(button(board, "warNine"), Qt.LeftButton)
    doc = load_war(war)
    assert [(e.result, e.source) for e in doc.irregular.entries] == [
        ("9", "dice"), ("6", "gm"), ("4", "gm"), ("10", "gm")]
    assert len(doc.pairs) == 9 and [p.added_by for p in doc.pairs[7:]] == ["4", "10"]
    assert board.model.rowCount() == 9 and not button(board, "warNine").isEnabled()

    assert not doc.irregular.published
    qtbot.mouseClick(board.published, Qt.LeftButton)  # L90: the GM tells the players
    assert load_war(war).irregular.published and board.published.isChecked()
    board.grab().save("/tmp/shots/war_board_setup.png")

    answer(qtbot, no)  # L91 asked first: "no" keeps the results
    qtbot.mouseClick(button(board, "warReroll"), Qt.LeftButton)
    assert len(load_war(war).irregular.entries) == 4
    answer(qtbot, yes)
    qtbot.mouseClick(button(board, "warReroll"), Qt.LeftButton)
    doc = load_war(war)  # 6+6 = 12 汚染: the pairs the old 4 and 10 added go (still empty)
    assert [e.result for e in doc.irregular.entries] == ["12"] and len(doc.pairs) == 7
    assert doc.irregular.times == 2 and doc.irregular.published  # publishing stays the GM's choice
    assert board.model.rowCount() == 7 and not errors


def test_summon_from_the_board_with_a_total_rolled_at_the_table(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    for name in ("master.json", "saber.json", "archer.json"):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    war = tmp_path / "war.json"
    doc = new_war("fate-roll-dice")
    doc.pairs[0] = WarPair(master="master.json", servant="saber.json", control="pc", method="catalyst")
    doc.pairs[1] = WarPair(servant="archer.json", control="pc", player="花子")
    save_war(doc, war)
    board = window.open_war(str(war))

    def fill_in(dialog):
        assert dialog.findChild(type(dialog.methods[0]), "summonMethod1").currentData() == "catalyst"
        choose(qtbot, dialog.methods[1], "solo")  # pair 2's Master is played at the table
        spin = dialog.totals[1]
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, "3")
        assert spin.value() == 3
        dialog.grab().save("/tmp/shots/war_summon.png")
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()
    answer(qtbot, fill_in)
    qtbot.mouseClick(button(board, "warSummon"), Qt.LeftButton)
    s = load_war(war).summoning
    # L111-112: 単独召喚 goes before every 触媒召喚 whatever the totals: pair 2, then pair 1.
    assert s.order == [1, 0]
    rolls = {r.pair: r for r in s.rolls}
    assert (rolls[1].method, rolls[1].source, rolls[1].total) == ("solo", "table", 3)
    # L108: 触媒召喚 rolls 魔力 + 社会 (the example Master's 魔術 adds its dice, L110)
    assert [p.stat for p in rolls[0].parts][:2] == ["mana", "society"] and rolls[0].source == "dice"
    assert rolls[0].total == sum(p.successes for p in rolls[0].parts)
    doc = load_war(war)
    assert [doc.pairs[0].class_slot, doc.pairs[1].class_slot] == ["saber", "archer"]  # L104: what each wants
    assert doc.pairs[1].method == "solo"
    assert errors and "組3: マスターがいないため" in errors[-1][1]  # pairs 3–7 have no Master yet
    assert "単独召喚" in board.setup.toPlainText()

    answer(qtbot, no)  # summoned already: asked before rolling again
    qtbot.mouseClick(button(board, "warSummon"), Qt.LeftButton)
    assert load_war(war).summoning == s

    def wish(dialog):  # pair 2 wishes for セイバー this time
        spin = dialog.totals[1]
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, "3")
        choose(qtbot, dialog.wants[1], "saber")
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok).click()

    def again(dialog):
        answer(qtbot, wish)
        yes(dialog)
    answer(qtbot, again)
    qtbot.mouseClick(button(board, "warSummon"), Qt.LeftButton)
    doc = load_war(war)
    # L104 first come: pair 2 (単独, first) takes セイバー; pair 1's セイバー is taken, so it gets the
    # first class still free in the seed's order (セイバー, ランサー, …): ランサー, and the GM is told.
    assert [doc.pairs[0].class_slot, doc.pairs[1].class_slot] == ["lancer", "saber"]
    assert "pair 1: saber was taken by pair 2" in errors[-1][1]


def test_a_system_without_the_table_or_summoning_greys_their_buttons(qtbot, shared_window, tmp_path):
    # 中聖杯 (002_cb7697588777ea44.txt) has neither an イレギュラー表 nor summoning rolls
    window = shared_window
    war = tmp_path / "war.json"
    save_war(new_war("chuseihai"), war)
    board = window.open_war(str(war))
    for name in ("warIrregular", "warReroll", "warNine", "warSummon"):
        assert not button(board, name).isEnabled(), name
    assert not board.published.isEnabled()
    assert button(board, "warSummon").toolTip() == "このシステムの規則にはありません"
    assert button(board, "warFill").isEnabled() and button(board, "warPdf").isEnabled()
