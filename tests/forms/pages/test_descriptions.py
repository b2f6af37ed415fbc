"""What the sheet prints, the window edits (issue 14): a 宝具's and a 礼装's description, a
skill's 効果詳細 (the player's text), スキルコンボ; typed in the window, they reach the file, the
text export and the PDF; typing is undone by named steps.

Hand-worked (fate-roll-dice seed): a combo of 筋力, 対魔力 and 騎乗 binds 3 things, 1 FP each
(L941); one 使用制限 takes 1 FP off, at least 1 FP (L945): 3 − 1 = 2 FP, and 2 MP paid each use
(L942: the FP in MP). The sheet template prints it 「名前:(筋力+対魔力+騎乗):効果」 (L1583).
"""
from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QListWidget, QPlainTextEdit, QPushButton, QSpinBox, QTabWidget

from builder.core.documents import load_build

from tests.forms.helpers import child, click_row, go, type_into


def click_item_check(qtbot, widget: QListWidget, row: int) -> None:
    rect = widget.visualItemRect(widget.item(row))
    from PySide6.QtCore import QPoint
    qtbot.mouseClick(widget.viewport(), Qt.LeftButton, pos=QPoint(rect.left() + rect.height() // 2 + 2,
                                                                   rect.center().y()))


def write_everything(qtbot, window) -> None:
    page = go(qtbot, window, "equipment")
    qtbot.mouseClick(child(page, QPushButton, "noble_phantasms_add"), Qt.LeftButton)
    type_into(qtbot, child(page, QLineEdit, "noble_phantasms_name"), "Excalibur")
    type_into(qtbot, child(page, QPlainTextEdit, "noble_phantasms_text"), "星の聖剣")
    child(page, QTabWidget, "equipmentTabs").setCurrentIndex(1)
    qtbot.mouseClick(child(page, QPushButton, "mystic_codes_add"), Qt.LeftButton)
    type_into(qtbot, child(page, QLineEdit, "mystic_codes_name"), "Avalon")
    type_into(qtbot, child(page, QPlainTextEdit, "mystic_codes_text"), "遥かなる理想郷")
    page = go(qtbot, window, "skills")
    held = child(page, QListWidget, "heldSkills")
    click_row(qtbot, held, held.model().index(0, 0))
    type_into(qtbot, child(page, QPlainTextEdit, "skillNote"), "魔術を弾く")
    child(page, QTabWidget, "skillSideTabs").setCurrentIndex(1)
    qtbot.mouseClick(child(page, QPushButton, "comboAdd"), Qt.LeftButton)
    type_into(qtbot, child(page, QLineEdit, "comboName"), "Shield")
    parts = child(page, QListWidget, "comboParts")
    labels = [parts.item(r).text() for r in range(parts.count())]
    for label in ("筋力", "対魔力", "騎乗"):
        click_item_check(qtbot, parts, labels.index(label))
    spin = child(page, QSpinBox, "comboLimits")
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key_Up)
    type_into(qtbot, child(page, QPlainTextEdit, "comboText"), "盾となる")


def test_descriptions_reach_the_file_the_text_and_the_pdf(qtbot, shared_window, tmp_path):
    window = shared_window
    write_everything(qtbot, window)
    s = window.session
    combo = s.sheet.combos[0]
    assert (combo["fp"], combo["mp"]) == (2, 2)
    assert window.pages["skills"].combo_editor.summary.text() == "FP 2 ・ 使用時MP 2"
    path = tmp_path / "saber.json"
    window.ask_save_path = lambda: str(path)
    assert window.save()
    build = load_build(path)
    assert build.noble_phantasms[0].text == "星の聖剣"
    assert build.mystic_codes[0].text == "遥かなる理想郷"
    assert build.skills[0].note == "魔術を弾く"
    c = build.combos[0]
    assert (c.name, c.components, c.limits, c.text) == ("Shield", ["strength", "taimaryoku", "kijou"], 1, "盾となる")
    from exports.text.sheet import render_text
    text = render_text(s.pack, s.build, s.sheet)
    for piece in ("星の聖剣", "遥かなる理想郷", "魔術を弾く", "Shield:(筋力+対魔力+騎乗):盾となる"):
        assert piece in text, piece
    import exports.pdf.sheet as pdf
    out = tmp_path / "saber.pdf"
    assert window.pdf_export.write(str(out), pdf, "default")
    printed = "".join(p.extract_text() for p in PdfReader(out).pages).replace("\n", "")
    for piece in ("星の聖剣", "遥かなる理想郷", "魔術を弾く", "盾となる"):
        assert piece in printed, piece
    # and the window shows them again after opening the file
    assert window.open_file(path)
    page = go(qtbot, window, "equipment")
    assert child(page, QPlainTextEdit, "noble_phantasms_text").toPlainText() == "星の聖剣"


def test_typing_a_description_then_ctrl_z_loses_only_the_last_step(qtbot, shared_window):
    window = shared_window
    s = window.session
    page = go(qtbot, window, "equipment")
    qtbot.mouseClick(child(page, QPushButton, "noble_phantasms_add"), Qt.LeftButton)
    name, text = child(page, QLineEdit, "noble_phantasms_name"), child(page, QPlainTextEdit, "noble_phantasms_text")
    type_into(qtbot, name, "Gae Bolg")
    type_into(qtbot, text, "Piercing thorn")
    assert s.build.noble_phantasms[0].text == "Piercing thorn"
    qtbot.keyClick(text, Qt.Key_Z, Qt.ControlModifier)
    # the description's typing is one named step: gone whole; the name keeps every letter
    assert (s.build.noble_phantasms[0].name, s.build.noble_phantasms[0].text) == ("Gae Bolg", "")
    assert (name.text(), text.toPlainText()) == ("Gae Bolg", "")
    assert window.statusBar().currentMessage().startswith("元に戻す: Gae Bolg: 説明")
    qtbot.keyClick(text, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert text.toPlainText() == "Piercing thorn" == s.build.noble_phantasms[0].text
