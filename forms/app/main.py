"""Start-up: QApplication, the bundled Japanese font, the translator, the first character.

Contract: :func:`main(files) -> int` runs the window and returns the exit code.
:func:`create_window(files)` builds everything without entering the event loop (tests,
bench, screenshots; ``main``'s window paints before its character: ``load_now``). The first character is the first file given, else the last file opened
if it still loads, else a new character of the product default
(:mod:`forms.defaults`). Nothing here raises on a bad file: the
window opens on the default and a dialog names the problem.
"""
from __future__ import annotations

import gc
import sys
from contextlib import contextmanager
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, QTranslator
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from forms.defaults import DEFAULT_SYSTEM, DEFAULT_TYPE  # the product's first character (forms.defaults)

if TYPE_CHECKING:  # imported where used: create_window runs start-up with the GC paused (paused_gc)
    from .mainwindow import MainWindow
    from forms.session.state import CharacterSession

HERE = Path(str(resources.files("forms")))  # the forms package data (its i18n folder), also in the bundle
FONT_FAMILY = "IPAexGothic"
ICON = HERE / "icons" / "grail-builder.svg"

from .featurecheck import install as _lighter_feature_check  # noqa: E402 - after Qt, before the rest

_lighter_feature_check()  # before the window's and the engine's modules are imported (forms.app.featurecheck)


def font_path() -> Path:
    return Path(str(resources.files("exports") / "fonts" / "ipaexg.ttf"))


@cache
def _shipped_family() -> str:
    """Register the shipped IPAexGothic with Qt, once per process (a QApplication exists), and
    give its family: a further window (``create_window`` again: scripts, bench, tests) finds it
    registered. Registering the file again made Qt drop its font caches, and the next window
    measured its texts anew (about 3 ms of CPU a window in the findings table alone)."""
    if font_path().is_file():
        font_id = QFontDatabase.addApplicationFont(str(font_path()))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if families:
            return families[0]
    return FONT_FAMILY


def register_font(app: QApplication) -> str:
    """Register the shipped IPAexGothic (:func:`_shipped_family`) and make it the fallback of
    the application font, unless an earlier window did (setting the same font again also
    dropped Qt's font caches)."""
    family = _shipped_family()
    font = QFont(app.font())
    if family in font.families():  # already the fallback (an earlier window set it)
        return family
    font.setFamilies([font.family(), family] if font.family() != family else [family])
    app.setFont(font)
    return family


_QT_TRANSLATORS: list[QTranslator] = []


def _qt_translator(which: int = 0) -> QTranslator:
    """One translator of Qt's own strings per process (0: Qt's qtbase_ja; 1: the words it lacks,
    forms/i18n/qt_extra_ja), shared by every AppControl of the one QApplication (a second
    window's control must be able to take it out again)."""
    while len(_QT_TRANSLATORS) <= which:
        _QT_TRANSLATORS.append(QTranslator())
    return _QT_TRANSLATORS[which]


class AppControl:
    """The application-wide language: the Qt translator for UI text plus ``lang`` for pack
    content and engine messages. Stored in QSettings."""

    def __init__(self, app: QApplication):
        from .mainwindow import settings
        self.app = app
        self.translator = QTranslator()
        self.qt_translator = _qt_translator()  # Qt's own words: Close, Save, Discard, Cancel …
        self.qt_extra = _qt_translator(1)  # … and the file dialog's labels Qt's Japanese file lacks
        self.lang = "ja"
        stored = settings().value("lang", "")
        self.set_language(stored if stored in ("ja", "en") else "ja")

    def set_language(self, lang: str) -> None:
        from .mainwindow import settings
        self.app.removeTranslator(self.translator)
        self.app.removeTranslator(self.qt_translator)
        self.app.removeTranslator(self.qt_extra)
        self.lang = lang
        from forms.session.text import app_language
        app_language(lang)  # what texts outside a window's reach read (an error box)
        if lang == "ja":  # the standard buttons of Qt's dialogs speak the UI's language too
            from PySide6.QtCore import QLibraryInfo
            if self.qt_translator.load("qtbase_ja", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self.app.installTranslator(self.qt_translator)
            if self.qt_extra.load("qt_extra_ja", str(HERE / "i18n")):
                self.app.installTranslator(self.qt_extra)
        if lang == "en":
            directory = str(HERE / "i18n")
            if self.translator.load("grail_builder_en", directory):
                self.app.installTranslator(self.translator)
        stored = settings()
        if stored.value("lang", "") != lang:  # each start sets the stored one again: no write then
            stored.setValue("lang", lang)  # (a write is the settings file written and flushed: ~15 ms)


def first_session(files: list[str], packs: dict, safe_mode: bool = False,
                  problems: list[str] | None = None) -> tuple[CharacterSession, str | None]:
    """(session, error text). Tries the given file, then the last opened (not in safe mode),
    then a new Saber. Nothing a file or a user pack holds can stop the start: a last-opened
    file that fails in any way is set aside (dropped from the recent list) and named in the
    error text; the window opens on the default."""
    from builder.core.documents import load_build, new_build

    from .mainwindow import forget_recent, recent_files
    from forms.session.packloading import describe
    from forms.session.state import CharacterSession
    problems = problems if problems is not None else []
    candidates = list(files[:1]) or ([] if safe_mode else recent_files()[:1])
    for path in candidates:
        try:
            build = load_build(path)
            pack = pack_for_start(build.system, packs, safe_mode, problems)
            return CharacterSession(pack, build, path), _joined(problems)
        except Exception as exc:  # noqa: BLE001 - any failure of one file must not stop the window
            what = describe(exc) if hasattr(exc, "file") else f"{path}\n{describe(exc)}"
            if not files:
                forget_recent(path)
                problems.append(QCoreApplication.translate("app", "前回のファイルを開けませんでした(新しいキャラクターで始めます)")
                                + "\n" + what)
            else:
                problems.append(what)
    pack = pack_for_start(DEFAULT_SYSTEM, packs, safe_mode, problems)
    return CharacterSession(pack, new_build(pack, DEFAULT_TYPE)), _joined(problems)


def _joined(problems: list[str]) -> str | None:
    return "\n\n".join(problems) if problems else None


def pack_for_start(system: str, packs: dict, safe_mode: bool, problems: list[str]):
    from forms.session.packloading import load_pack_for_window
    if system not in packs:
        packs[system], found = load_pack_for_window(system, safe_mode)
        problems.extend(found)
    return packs[system]


@contextmanager
def paused_gc():
    """The cyclic garbage collector paused while the window starts, and resumed once the event
    loop runs (after the first paint). Start-up builds a few hundred thousand objects (modules,
    the pack, the models' validators, the widgets) that all stay; the collector's passes over
    them were about 5 % of the time to the first paint. Reference counting still frees
    whatever is dropped; a test or script that never runs the event loop keeps the collector
    paused only until its next one."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled and QCoreApplication.instance() is not None:
            QTimer.singleShot(0, gc.enable)
        elif enabled:  # no application (it failed to start): no event loop will come
            gc.enable()


def create_window(files: list[str] | None = None, safe_mode: bool = False, load_now: bool = True,
                  then=None) -> MainWindow:
    """The window; with ``load_now`` (tests, scripts) its first character too. ``main`` asks for
    ``load_now=False``: the frame paints first and the character is loaded on the event-loop turn
    after that paint (:mod:`forms.app.startup`; ``forms.app.startup.wait_loaded`` waits for it); until
    then ``window.session`` is None and the window is disabled. ``then(window)`` runs once it is
    in (``main``: the start-up error, further files, recovery). A bundled pack that cannot load raises here (``load_now``) or, later, ends the
    event loop with exit code 2 after :func:`show_fatal`."""
    with paused_gc():
        from .mainwindow import MainWindow
        app = QApplication.instance() or QApplication(sys.argv[:1])
        app.setApplicationName("Grail Builder")
        app.setDesktopFileName("grail-builder")  # the launcher's name (forms.app.launcher): docks group by it
        from PySide6.QtGui import QIcon
        app.setWindowIcon(QIcon(str(ICON)))  # every window and dialog
        register_font(app)
        ctl = AppControl(app)
        window = MainWindow(None, {}, ctl, safe_mode=safe_mode)  # the frame (forms.app.startup)
        window.startup_error = None
        files = list(files or [])
        if load_now:
            load_first(window, files, safe_mode)
    if not load_now:
        from .startup import load_after_paint
        load_after_paint(window, lambda: _load_later(window, files, safe_mode, then))
    return window


def load_first(window: MainWindow, files: list[str], safe_mode: bool) -> None:
    """The first character into ``window`` (see :func:`first_session`)."""
    session, error = first_session(files, window.packs, safe_mode)
    deferred = not window.isEnabled()  # the deferred start's frame (forms.app.startup)
    if deferred:
        window.setEnabled(True)
    window.set_session(session)
    window.startup_error = error
    if deferred:  # after the character's first paint (its paint request is already queued)
        QTimer.singleShot(0, window.undo_feedback.listen)
    else:
        window.undo_feedback.listen()


def _load_later(window: MainWindow, files: list[str], safe_mode: bool, then) -> None:
    try:
        with paused_gc():
            load_first(window, files, safe_mode)
    except Exception as exc:  # noqa: BLE001 - only a broken installation gets here (bundled pack)
        from forms.session.packloading import describe
        text = describe(exc)
        print(f"grail-builder: {text}", file=sys.stderr)
        show_fatal(text)
        QApplication.instance().exit(2)
        return
    if then is not None:
        then(window)


def show_fatal(text: str) -> None:
    """A dialog for a problem that stops the start (tests replace it)."""
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.critical(None, "Grail Builder", text)


def main(files: list[str] | None = None, safe_mode: bool = False) -> int:
    """Run the window: every further file in its own window (:mod:`forms.app.windows`); on Linux,
    before Qt starts, the xcb plug-in's missing libraries named (:mod:`forms.app.xcbcheck`)."""
    if QApplication.instance() is None:  # before Qt aborts on a platform plug-in that cannot load
        from .xcbcheck import startup_problem
        problem = startup_problem()
        if problem:
            print(problem, file=sys.stderr)
            return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from .qtguard import broken_binding_message
    broken = broken_binding_message()
    if broken:
        print(f"grail-builder: {broken}", file=sys.stderr)
        show_fatal(broken)
        return 2
    from forms.app import crash

    def loaded(window: MainWindow) -> None:  # the first character is in (forms.app.startup)
        if window.startup_error:
            window.show_error(QCoreApplication.translate("app", "開けなかったもの"), window.startup_error)
        if files and len(files) > 1:  # one window per character (forms.app.windows); the first is open
            from .windows import open_paths
            open_paths(window, files[1:])
        if not files:  # every crashed window's copy, each restored into a window of its own
            from .windows import offer_recovery_all
            offer_recovery_all(window)

    # the frame paints first; the character is loaded on the next turn, then ``loaded`` runs
    window = create_window(files, safe_mode, load_now=False, then=loaded)
    crash.install(window)
    from .firstpaint import watch
    watch(window)  # GRAIL_BUILDER_QUIT_AFTER_PAINT: the built program's smoke test and bench
    window.show()
    return QApplication.instance().exec()
