"""The window's last line of defence: an unexpected exception never closes it silently.

Contract: :func:`install` sets ``sys.excepthook`` (PySide6 routes exceptions raised in slots
and event handlers there). For each exception the hook
1. writes a crash report (time, versions, the traceback) to
   ``<user state dir>/grail-builder/crash-reports/``;
2. writes the recovery copy of every open window at once (the autosave), so nothing since
   the last save is lost even if the next step fails too;
3. shows a dialog saying what happened and where the report is; the window stays open.
A failure inside the hook itself is printed, never raised (no loop of hooks). Ctrl+C keeps
Python's normal behaviour.
"""
from __future__ import annotations

import os
import platform
import sys
import traceback
from datetime import datetime
from pathlib import Path

from .recovery import state_dir

MAX_REPORTS = 50  # the oldest are removed: a loop of errors must not fill the disk

_window = None
_in_hook = False


def reports_dir() -> Path:
    return state_dir() / "crash-reports"


def write_report(exc_type, exc, tb) -> Path | None:
    """Write one report; its path, or None when even that is impossible."""
    from builder import __version__
    try:
        import PySide6
        qt = PySide6.__version__
    except Exception:  # noqa: BLE001
        qt = "?"
    folder = reports_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = folder / f"crash-{stamp}-{os.getpid()}.txt"
        text = (f"Grail Builder {__version__}\nPython {sys.version.split()[0]}  PySide6 {qt}  "
                f"{platform.platform()}\n{datetime.now().isoformat()}\n\n"
                + "".join(traceback.format_exception(exc_type, exc, tb)))
        path.write_text(text, encoding="utf-8", errors="backslashreplace")
        reports = sorted(folder.glob("crash-*.txt"))
        for old in reports[:-MAX_REPORTS]:
            old.unlink()
        return path
    except OSError:
        return None


def hook(exc_type, exc, tb) -> None:
    global _in_hook
    if issubclass(exc_type, KeyboardInterrupt) or _in_hook:
        sys.__excepthook__(exc_type, exc, tb)
        return
    _in_hook = True
    try:
        report = write_report(exc_type, exc, tb)
        shown = _open_windows()
        window = next((w for w in shown if w.isActiveWindow()), shown[0] if shown else None)
        kept = True
        for each in shown:  # every open character's copy, not only the one in front
            try:
                kept = (each.autosaver.write_now() or not each.session.is_dirty) and kept
            except Exception:  # noqa: BLE001 - the report and the dialog still matter
                kept = False
        if window is not None:
            window.show_crash(f"{exc_type.__name__}: {exc}", report, kept)
        else:
            sys.__excepthook__(exc_type, exc, tb)
    except Exception:  # noqa: BLE001 - never raise from the hook
        traceback.print_exc()
    finally:
        _in_hook = False


def _open_windows() -> list:
    """The character windows (forms.app.windows), else the one given to :func:`install`."""
    try:
        from .windows import windows
        shown = windows()
    except Exception:  # noqa: BLE001 - never raise from the hook
        shown = []
    return shown or ([_window] if _window is not None else [])


def install(window) -> None:
    global _window
    _window = window
    sys.excepthook = hook
