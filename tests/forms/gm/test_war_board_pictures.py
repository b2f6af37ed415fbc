"""The war board's PDFに書き出し… prints each NPC's picture, as ``war export --pdf`` does (issue 26
item 4): a 中聖杯 war of one NPC pair with a picture each, opened in the window, the button
clicked; ``pdfimages -list`` finds both (61×80 the Master's, 62×80 the Servant's)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from tests.exports.test_war_pictures import SYSTEMS, image_sizes, npc_war


def test_the_war_boards_pdf_shows_the_npcs_pictures(qtbot, shared_window, errors, monkeypatch, tmp_path):
    window = shared_window
    import forms.gm.warboard as warboard
    system, examples, master, servant = SYSTEMS[1]
    war = npc_war(tmp_path, system, examples, master, servant)
    window.open_war(str(war))
    (board,) = window.war_boards
    qtbot.waitExposed(board)
    monkeypatch.setattr(warboard, "ask_pdf_path", lambda b: str(tmp_path / "board.pdf"))
    qtbot.mouseClick(board.centralWidget().findChild(warboard.QPushButton, "warPdf"), Qt.LeftButton)
    assert errors == []
    assert sorted(image_sizes(tmp_path / "board.pdf")) == [(61, 80), (62, 80)]


def test_a_missing_picture_is_said_in_the_status_bar_and_the_rest_printed(qtbot, shared_window, errors,
                                                                          monkeypatch, tmp_path):
    window = shared_window
    import forms.gm.warboard as warboard
    system, examples, master, servant = SYSTEMS[1]
    war = npc_war(tmp_path, system, examples, master, servant)
    (tmp_path / "pictures" / f"{servant}.png").unlink()
    window.open_war(str(war))
    (board,) = window.war_boards
    qtbot.waitExposed(board)
    monkeypatch.setattr(warboard, "ask_pdf_path", lambda b: str(tmp_path / "board.pdf"))
    qtbot.mouseClick(board.centralWidget().findChild(warboard.QPushButton, "warPdf"), Qt.LeftButton)
    assert errors == []  # a notice, never a failure
    assert image_sizes(tmp_path / "board.pdf") == [(61, 80)]  # the Master's still printed
    message = board.statusBar().currentMessage()
    assert "画像なしで書き出します" in message and f"{servant}.json" in message
