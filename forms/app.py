"""Start-up: QApplication, the bundled Japanese font, the translator, the first character.

Contract: :func:`main(files) -> int` runs the window and returns the exit code.
:func:`create_window(files)` builds everything without entering the event loop (tests,
bench, screenshots). The first character is the first file given, else the last file opened
if it still loads, else a new Fate/roll dice Saber. Nothing here raises on a bad file: the
window opens on the default and a dialog names the problem.
"""
from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from builder.documents import DocumentError, load_build, new_build
from builder.packs import PackError, load_pack

from .mainwindow import MainWindow, recent_files, settings
from .session import CharacterSession

DEFAULT_SYSTEM, DEFAULT_TYPE = "fate-roll-dice", "saber"
FONT_FAMILY = "IPAexGothic"


def font_path() -> Path:
    return Path(str(resources.files("exports") / "fonts" / "ipaexg.ttf"))


def register_font(app: QApplication) -> str:
    """Register the shipped IPAexGothic and make it the fallback of the application font."""
    family = FONT_FAMILY
    if font_path().is_file():
        font_id = QFontDatabase.addApplicationFont(str(font_path()))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        family = families[0] if families else family
    font = QFont(app.font())
    font.setFamilies([font.family(), family] if font.family() != family else [family])
    app.setFont(font)
    return family


class AppControl:
    """The application-wide language: the Qt translator for UI text plus ``lang`` for pack
    content and engine messages. Stored in QSettings."""

    def __init__(self, app: QApplication):
        self.app = app
        self.translator = QTranslator()
        self.lang = "ja"
        stored = settings().value("lang", "")
        self.set_language(stored if stored in ("ja", "en") else "ja")

    def set_language(self, lang: str) -> None:
        self.app.removeTranslator(self.translator)
        self.lang = lang
        if lang == "en":
            directory = str(resources.files("forms") / "i18n")
            if self.translator.load("grail_builder_en", directory):
                self.app.installTranslator(self.translator)
        settings().setValue("lang", lang)


def first_session(files: list[str], packs: dict) -> tuple[CharacterSession, str | None]:
    """(session, error text). Tries the given file, then the last opened, then a new Saber."""
    error = None
    candidates = list(files[:1]) or recent_files()[:1]
    for path in candidates:
        try:
            build = load_build(path)
            pack = packs.get(build.system) or load_pack(build.system)
            packs[pack.id] = pack
            return CharacterSession(pack, build, path), None
        except (DocumentError, PackError) as exc:
            if files:
                error = f"{exc.file}\n{exc.path or '/'}: {exc.message}"
    pack = packs.get(DEFAULT_SYSTEM) or load_pack(DEFAULT_SYSTEM)
    packs[pack.id] = pack
    return CharacterSession(pack, new_build(pack, DEFAULT_TYPE)), error


def create_window(files: list[str] | None = None) -> MainWindow:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Grail Builder")
    register_font(app)
    ctl = AppControl(app)
    packs: dict = {}
    session, error = first_session(list(files or []), packs)
    window = MainWindow(session, packs, ctl)
    window.startup_error = error
    return window


def show_fatal(text: str) -> None:
    """A dialog for a problem that stops the start (tests replace it)."""
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.critical(None, "Grail Builder", text)


def main(files: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from .qtguard import broken_binding_message
    broken = broken_binding_message()
    if broken:
        print(f"grail-builder: {broken}", file=sys.stderr)
        show_fatal(broken)
        return 2
    window = create_window(files)
    window.show()
    if window.startup_error:
        window.show_error(window.tr("ファイルを開けません"), window.startup_error)
    return QApplication.instance().exec()
