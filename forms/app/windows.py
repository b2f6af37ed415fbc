"""Several characters at once: one window per character, as LibreOffice has one per document.

Contract:
- Every :class:`forms.app.mainwindow.MainWindow` registers itself (:func:`register`); :func:`windows`
  lists the live ones. Each window has its own session, undo stack, unsaved mark in its
  title and autosave copy (:class:`forms.app.recovery.Autosaver` holds one lock per window), so
  recovery keeps working per window.
- :func:`open_paths` is what 開く (several files), 最近使ったファイル, a dropped character file
  and ``grail-builder gui a.json b.json`` call. For each path: a file already open in a window
  raises that window; a file that is not there gets a Japanese message naming it (and leaves
  the recent list); otherwise it opens in a new window, except that a window still holding an
  untouched new character (never edited, never saved: the one the app starts with) takes the
  first file instead of leaving an empty window behind. A file that cannot be read leaves
  every window as it was and names the problem (``origin.show_error``).
- :func:`open_new` is what ファイル → 新規 (Ctrl+N) calls: the new character opens in a new
  window, and the window it was asked from keeps its character, unsaved mark and undo stack;
  as with :func:`open_paths`, a window still holding an untouched new character takes it
  instead (nothing in it can be lost, and no empty window is left behind).
- :func:`offer_recovery_all` (at start, :func:`forms.app.main.main`) offers every copy crashed
  windows left, newest first, and restores each one taken into a window of its own (the start
  window takes the first while it is untouched), so a crash with several characters open
  brings all of them back.
- :func:`follow_language`: 表示 → 言語 in one window switches every window.
- :func:`quit_all` (ファイル → 終了) closes the windows one by one; each asks about its own
  unsaved changes, and a Cancel stops the quit with the remaining windows open. Closing the
  last window quits the application (Qt's ``quitOnLastWindowClosed``).

A new window is made by the class of the one it is asked from (``type(origin)``), so this module
imports no window and the window imports it, without a circle (issue 25 item 5).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMainWindow as Window  # each a forms.app.mainwindow.Window
from shiboken6 import Shiboken

from .recent import add_recent, forget_recent

_WINDOWS: list[Window] = []



def register(window: Window) -> None:
    _WINDOWS.append(window)
    window.destroyed.connect(lambda *_: _forget_dead())


def _forget_dead() -> None:
    _WINDOWS[:] = [w for w in _WINDOWS if Shiboken.isValid(w)]


def windows(visible_only: bool = True) -> list[Window]:
    """The live windows in the order they were opened (the shown ones unless asked)."""
    _forget_dead()
    return [w for w in _WINDOWS if w.isVisible() or not visible_only]


def _same(a: Path, b: Path) -> bool:
    from builder.files.safeio import same_file
    try:
        return same_file(a, b)
    except OSError:
        return False


def window_for(path: str | Path) -> Window | None:
    """The shown window whose character is the file ``path``, if any."""
    for window in windows():
        own = window.session.path if window.session is not None else None
        if own is not None and _same(Path(own), Path(path)):
            return window
    return None


def is_untouched(window: Window) -> bool:
    """A new character nobody has edited or saved yet: replacing it loses nothing."""
    session = window.session
    return session is not None and session.path is None and session.undo_stack.count() == 0


def raise_window(window: Window) -> None:
    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def missing_text(path: str | Path) -> str:
    return (QCoreApplication.translate("Windows", "「%1」が見つかりません(移動または削除されたようです)。最近使ったファイルから外しました。")
            .replace("%1", Path(path).name) + "\n\n" + str(path))


def open_paths(origin: Window, paths: list[str] | tuple[str, ...]) -> list[Window]:
    """Open each file (see the module contract); the windows that now show them."""
    shown: list[Window] = []
    for path in paths:
        if not path:
            continue
        existing = window_for(path)
        if existing is not None:
            raise_window(existing)
            shown.append(existing)
            continue
        if not Path(path).exists():  # (a folder or a bad file gets the reader's own message)
            forget_recent(str(Path(path).resolve()))
            forget_recent(str(path))
            origin.show_error(QCoreApplication.translate("Windows", "ファイルが見つかりません"), missing_text(path))
            continue
        if is_untouched(origin) and origin not in shown:
            if origin.open_file(path):
                shown.append(origin)
            continue
        window = open_in_new_window(origin, path)
        if window is not None:
            shown.append(window)
    return shown


def open_in_new_window(origin: Window, path: str | Path) -> Window | None:
    """A new window (sharing the loaded packs and the language) on ``path``; None, with the
    problem shown on ``origin``, when the file cannot be read."""
    from builder.core.documents import DocumentError, load_build
    from builder.core.packs import PackError

    from forms.session.state import CharacterSession
    try:
        build = load_build(path)
        pack = origin.pack_for(build.system)
    except (DocumentError, PackError) as exc:
        from .otherfiles import refuse_or_redirect
        refuse_or_redirect(origin, path, exc)  # a war, 陣営表 or pack: offered where it opens
        return None
    add_recent(str(Path(path).resolve()))
    return _show_new_window(origin, CharacterSession(pack, build, path, pack_for=origin.pack_for))


def open_new(origin: Window, pack, build) -> Window:
    """A new character (``build`` of ``pack``): see the module contract; the window showing it."""
    from forms.session.state import CharacterSession
    session = CharacterSession(pack, build, pack_for=origin.pack_for)
    if is_untouched(origin):
        origin.set_session(session)
        return origin
    return _show_new_window(origin, session)


def _show_new_window(origin: Window, session) -> Window:
    """A new window (sharing the loaded packs and the language) on ``session``, shown and raised."""
    window = type(origin)(session, origin.packs, origin.app_ctl, safe_mode=origin.safe_mode)
    window.setAttribute(Qt.WA_DeleteOnClose)  # a closed extra window frees its pages
    _place_after(origin, window)
    window.show()
    raise_window(window)
    return window


def _place_after(origin: Window, window: Window) -> None:
    """Cascade: the new window a little below and right of the one it came from, wholly on the
    screen (forms.common.screenfit.cascade)."""
    from forms.common.screenfit import cascade
    cascade(origin, window)


_FOLLOWING: list[bool] = []  # set while the other windows follow (no echo back)


def follow_language(window: Window, lang: str) -> None:
    if _FOLLOWING:
        return
    _FOLLOWING.append(True)
    try:
        for other in windows():
            if other is not window and other.session is not None:
                other.set_language(lang)
    finally:
        _FOLLOWING.clear()


def quit_all() -> bool:
    """Close every window, each asking about its own changes; False when one was kept."""
    for window in list(windows()):
        raise_window(window)
        if not window.close():
            return False
    return True


def offer_recovery_all(window: Window, store=None) -> list[Window]:
    """Ask about each orphaned recovery copy (``window.ask_restore``); "restore" opens it
    (see the module contract), "discard" deletes it, "later" keeps it for the next start."""
    from builder.core.packs import PackError

    from forms.session.state import CharacterSession
    store = store or window.autosaver.store
    restored: list[Window] = []
    for copy in store.orphans():
        answer = window.ask_restore(copy)
        if answer == "discard":
            store.discard(copy.id)
            continue
        if answer != "restore":
            continue
        target = window
        if not is_untouched(window) or restored:
            try:
                pack = window.pack_for(copy.build.system)
            except PackError:
                target = window  # restore() names the problem
            else:
                target = type(window)(CharacterSession(pack, copy.build, pack_for=window.pack_for),
                                    window.packs, window.app_ctl, safe_mode=window.safe_mode)
                target.setAttribute(Qt.WA_DeleteOnClose)
                _place_after(restored[-1] if restored else window, target)
        if target.restore(copy):
            store.discard(copy.id)  # now held by that window's own autosave
            restored.append(target)
            target.show()
        elif target is not window:
            target.session.undo_stack.setClean()
            target.close()
    return restored
