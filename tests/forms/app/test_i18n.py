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


def test_a_further_window_registers_the_font_no_second_time(qtbot, window, monkeypatch):
    """The shipped font is registered once a process (forms.app.main.register_font): a further
    window (``create_window`` again, as scripts and the bench do) neither adds the font file
    again nor sets the application font again (either made Qt drop its font caches), and
    still shows its text in IPAexGothic."""
    from PySide6.QtWidgets import QApplication

    import forms.app.main as main
    added, set_fonts = [], []
    monkeypatch.setattr(main.QFontDatabase, "addApplicationFont", lambda path: added.append(path) or -1)
    monkeypatch.setattr(QApplication, "setFont", lambda *args: set_fonts.append(args))
    again = main.create_window([])
    qtbot.addWidget(again)
    assert added == [] and set_fonts == []
    assert "IPAexGothic" in again.font().families()
    again.session.undo_stack.setClean()


def test_a_start_in_the_stored_language_writes_no_settings(qapp, monkeypatch):
    """Each start sets the language stored in the settings (forms.app.main.AppControl); the
    same language is not written back (a settings write is the whole file written and flushed
    before the window's first paint), and a switch is still stored."""
    from PySide6.QtCore import QSettings

    from forms.app.appsettings import settings
    from forms.app.main import AppControl
    settings().setValue("lang", "ja")
    written = []
    real = QSettings.setValue
    monkeypatch.setattr(QSettings, "setValue", lambda self, key, value: written.append((key, value))
                        or real(self, key, value))
    control = AppControl(qapp)
    assert control.lang == "ja" and written == []
    try:
        control.set_language("en")
        assert written == [("lang", "en")] and settings().value("lang") == "en"
    finally:
        control.set_language("ja")
    assert settings().value("lang") == "ja"
