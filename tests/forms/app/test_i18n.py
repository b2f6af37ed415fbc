"""表示 → 言語: Japanese first, English through the committed Qt translation."""
from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QFontDatabase


def test_switch_language_both_ways(qtbot, shared_window):
    window = shared_window
    assert window.menuBar().actions()[0].text() == "ファイル(&F)"  # Alt+F (issue 14)
    window.act_en.trigger()
    assert [a.text() for a in window.menuBar().actions()] == ["&File", "&Edit", "&View", "&Tools", "&Help"]
    assert window.steps.item(0).text() == "Type"  # pack content through its name_en
    assert window.findings.model.data(window.findings.model.index(0, 0)) == "error"
    assert "rank" in window.findings.model.data(window.findings.model.index(0, 1)).lower()
    assert window.windowTitle() == "Unnamed — Grail Builder"
    window.act_ja.trigger()
    assert window.menuBar().actions()[0].text() == "ファイル(&F)"  # Alt+F (issue 14)
    assert window.steps.item(0).text() == "タイプ"


def test_translation_files_are_committed_and_font_registered(window):
    folder = resources.files("forms") / "i18n"
    assert (folder / "grail_builder_en.ts").is_file() and (folder / "grail_builder_en.qm").is_file()
    assert "IPAexGothic" in QFontDatabase.families()
    assert "IPAexGothic" in window.font().families()


def test_every_window_string_has_an_english_translation(qtbot, shared_window):
    """Both languages whole: the .ts lists every tr() string (pyside6-lupdate) and none is left
    unfinished, including the recovery, crash and save messages."""
    window = shared_window
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication
    ts = Path(__file__).resolve().parents[3] / "forms" / "i18n" / "grail_builder_en.ts"
    unfinished = [m.find("source").text for m in ET.parse(ts).getroot().iter("message")
                  if m.find("translation").get("type") == "unfinished" or not (m.find("translation").text or "").strip()]
    assert unfinished == []
    window.set_language("en")
    try:
        assert QCoreApplication.translate("RestoreDialog", "後で") == "Later"
        assert QCoreApplication.translate("MainWindow", "予期しないエラー") == "Unexpected error"
        assert QCoreApplication.translate("app", "開けなかったもの") == "Could not open"
    finally:
        window.set_language("ja")
