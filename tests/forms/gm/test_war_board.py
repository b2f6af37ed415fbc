"""The war board, clicked through as a GM does: ファイル → 新しい聖杯戦争…, イレギュラー表を振る,
NPCを自動作成, a double-click on a Master, PDFに書き出し….

The table is rolled with a fixed seed: random.Random(2) throws 1+1 = 2 乱入 (L77: a Master is
marked for a power-up; no pair added), so the war keeps its seven pairs (L58) and the forge
fills fourteen members.
"""
from __future__ import annotations

import random
import subprocess

from PySide6.QtCore import Qt

from builder.gm.war.model import load_war
from tests.forms.gm.test_side_window import double_click, headers


class Fixed(random.Random):
    def randrange(self, *args):  # the seed the board draws
        return 2


def test_new_war_roll_fill_open_print(qtbot, shared_window, errors, monkeypatch, tmp_path):
    window = shared_window
    import forms.gm.warboard as warboard
    war = tmp_path / "war.json"
    monkeypatch.setattr(warboard, "ask_new_war", lambda main: (str(war), "fate-roll-dice"))
    monkeypatch.setattr(warboard.random, "SystemRandom", Fixed)
    window.act_new_war.trigger()
    (board,) = window.war_boards
    qtbot.waitExposed(board)
    assert board.model.rowCount() == 7 and load_war(war).system == "fate-roll-dice"

    qtbot.mouseClick(board.centralWidget().findChild(warboard.QPushButton, "warIrregular"), Qt.LeftButton)
    assert [e.result for e in load_war(war).irregular.entries] == ["2"]
    assert "2.乱入 (L77)" in board.setup.toPlainText()

    qtbot.mouseClick(board.centralWidget().findChild(warboard.QPushButton, "warFill"), Qt.LeftButton)
    doc = load_war(war)
    assert all(p.master and p.servant for p in doc.pairs)
    heads = headers(board)
    col = heads.index("マスター エラー")
    assert [board.proxy.index(r, col).data() for r in range(7)] == ["0"] * 7  # legal NPCs
    assert "ランクレベル" in " ".join(heads)
    board.grab().save("/tmp/shots/war_board.png")

    name = board.proxy.index(0, heads.index("マスター 名前")).data()
    double_click(qtbot, board.table, board.proxy.index(0, heads.index("マスター HP")))
    assert window.session.build.name == name

    monkeypatch.setattr(warboard, "ask_pdf_path", lambda b: str(tmp_path / "gm.pdf"))
    qtbot.mouseClick(board.centralWidget().findChild(warboard.QPushButton, "warPdf"), Qt.LeftButton)
    text = subprocess.run(["pdftotext", str(tmp_path / "gm.pdf"), "-"], capture_output=True, text=True).stdout
    assert "イレギュラー表" in text and name in text
    monkeypatch.setattr(warboard, "ask_pdf_path", lambda b: str(war))  # never over the war file
    qtbot.mouseClick(board.centralWidget().findChild(warboard.QPushButton, "warPdf"), Qt.LeftButton)
    assert errors and "war's own files" in errors[-1][1]
    assert load_war(war).system == "fate-roll-dice"


def test_a_bad_war_and_a_missing_member_never_crash(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    bad = tmp_path / "bad.json"
    bad.write_text('{"system": "fate-roll-dice", "pairs": [{"mastr": "x.json"}]}', encoding="utf-8")
    assert window.open_war(str(bad)) is None
    assert errors and "/pairs/0/mastr" in errors[-1][1]
    good = tmp_path / "w.json"
    good.write_text('{"system": "fate-roll-dice", "pairs": [{"master": "gone.json", "servant": "../out.json"}]}',
                    encoding="utf-8")
    board = window.open_war(str(good))
    texts = [board.proxy.index(0, c).data() for c in range(board.model.columnCount())]
    assert any("ファイルがありません" in (t or "") for t in texts)
    assert any("拒否" in (t or "") for t in texts)
    # the place in words, not the pointer /pairs/0/servant; the system by name, not its id
    assert "1組目のサーヴァント" in board.findings.text() and "/pairs" not in board.findings.text()
    assert "Fate/roll dice" in board.heading.text() and "(fate-roll-dice)" not in board.heading.text()
