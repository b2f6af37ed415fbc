"""A system that waits for its GM says so first (issue 28 item 4), as a user meets it: File → New
and 新しい聖杯戦争 name the tables a 千夜月姫+ or Grail Tactics character waits for and open the
rule-data editor on them; a waiting character's findings and まとめ say 「GMのデータ待ち」 with
the tables, never "エラー 0".

The seed facts: 千夜月姫+ gives one クラス一覧表 per class (L399, fifteen classes) and one クラス
修正表 per class (L443) without their rows (the GM enters them, builder/systems/
senya_tsukihime_plus/pack); Grail Tactics leaves サーヴァントの情報ページ and マスターの情報ページ
(L137) to the GM."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QFileDialog, QLabel, QPushButton

from tests.conftest import EXAMPLES

from tests.forms.helpers import child, go


def _answer_new(qtbot, system: str, seen: list, button: str) -> None:
    def answer():
        dialog = QApplication.activeModalWidget()
        combo = child(dialog, QComboBox, "newSystem")
        combo.setCurrentIndex(combo.findData(system))
        waits = child(dialog, QLabel, "newWaits")
        seen.append((waits.isVisibleTo(dialog), waits.text()))
        if button == "fill":
            qtbot.mouseClick(child(dialog, QPushButton, "newOpenRuleData"), Qt.LeftButton)
        else:
            qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Cancel), Qt.LeftButton)
    QTimer.singleShot(0, answer)


def test_file_new_names_what_a_senya_character_waits_for_and_opens_the_editor_on_it(qtbot, window, closes_all):
    seen: list = []
    _answer_new(qtbot, "fate-roll-dice", seen, "cancel")
    window.act_new.trigger()
    assert seen[-1][0] is False  # Fate/roll dice's pack has every table: nothing to say
    _answer_new(qtbot, "senya-tsukihime-plus", seen, "fill")
    window.act_new.trigger()
    shown, text = seen[-1]
    # 15 classes, one クラス一覧表 each (L399) and one クラス修正表 each (L443)
    assert shown and text.startswith("GMのデータ待ち")
    assert "クラス一覧表 ×15 (L399)" in text and "クラス修正表 ×15 (L443)" in text
    # the button made the character (the untouched start window took it) and opened the
    # editor on the first table still empty
    assert window.session.pack.id == "senya-tsukihime-plus"
    editor = window.rule_data_dialog
    qtbot.waitExposed(editor)
    place = editor.places[editor.place_list.currentRow()]
    assert place.kind == "table" and place.rows == [] and place.line == 399
    editor.reject()


def test_a_waiting_character_says_so_instead_of_zero_errors(qtbot, window, errors):
    assert window.open_file(EXAMPLES / "senya-tsukihime-plus" / "servant.json")
    # the example is a 剣士 (L399 table without rows) who took 風を駆る者 by growth
    summary = child(window.findings, QLabel, "findingsSummary").text()
    assert summary.startswith("GMのデータ待ち") and "エラー 0" not in summary
    assert "クラス一覧表(剣士)" in summary and "クラス修正表(剣士)" in summary
    page = go(qtbot, window, "summary")
    waits = child(page, QLabel, "summaryWaits")
    qtbot.waitUntil(page.isVisible, timeout=2000)
    assert waits.isVisible() and "クラス一覧表(剣士)" in waits.text()
    qtbot.mouseClick(child(page, QPushButton, "summaryOpenRuleData"), Qt.LeftButton)
    editor = window.rule_data_dialog
    qtbot.waitExposed(editor)
    assert editor.places[editor.place_list.currentRow()].rows == []
    editor.reject()
    window.act_en.trigger()
    try:
        summary = child(window.findings, QLabel, "findingsSummary").text()
        assert summary.startswith("Waiting for the GM's data") and "Errors 0" not in summary
    finally:
        window.act_ja.trigger()
    assert errors == []


def test_a_complete_character_keeps_its_counts(qtbot, window):
    summary = child(window.findings, QLabel, "findingsSummary").text()
    assert summary.startswith("エラー ") and "GMのデータ待ち" not in summary


def test_new_war_lists_systems_by_name_and_says_what_grail_tactics_waits_for(qtbot, window, monkeypatch):
    seen: list = []

    def answer():
        dialog = QApplication.activeModalWidget()
        combo = child(dialog, QComboBox, "systemChoice")
        seen.append([combo.itemText(i) for i in range(combo.count())])
        combo.setCurrentIndex(combo.findData("grail-tactics"))
        waits = child(dialog, QLabel, "systemWaits")
        seen.append((waits.isVisibleTo(dialog), waits.text()))
        qtbot.mouseClick(dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.Ok), Qt.LeftButton)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append(a) or ("", "")))
    QTimer.singleShot(0, answer)
    window.act_new_war.trigger()
    names, (shown, text) = seen
    assert "Fate/Grail Tactics 聖杯大戦:スタンダード" in names and "千夜月姫+" in names
    assert "grail-tactics" not in names and "fate-roll-dice" not in names
    assert shown and "サーヴァントの情報ページ (L137)" in text and "マスターの情報ページ (L137)" in text
    assert len(asked) == 1  # then the file dialog (cancelled here)
