"""ファイル → 最近使ったファイル: names, not paths, and no dead entries.

Contract:
- :func:`fill` lists the recent files (``recent_files``, newest first) by
  file name, numbered for the keyboard (``&1``…); the full path is the entry's tooltip and
  status tip. Two files of the same name are told apart by their folder's name. Files that
  are no longer there are dropped from the list when the menu opens.
- The list itself (QSettings ``recent``, newest first, at most :data:`MAX_RECENT`):
  :func:`recent_files`, :func:`add_recent` (to the front), :func:`forget_recent`.
- :func:`open_recent` asks the window to open one (``window.open_paths``, which is
  :func:`forms.app.windows.open_paths`: its own window, or the window that holds it raised). A
  file that vanished after the menu opened gets the Japanese message naming it and leaves the list.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

MAX_RECENT = 8


def labels(paths: list[str]) -> list[str]:
    """The menu's words for ``paths``: the file name, with the folder's name where two share it."""
    names = [Path(p).name for p in paths]
    out = []
    for path, name in zip(paths, names):
        if names.count(name) > 1:
            name = f"{name} — {Path(path).parent.name or Path(path).parent}"
        out.append(name)
    return out


def present_files() -> list[str]:
    """The recent list without the files that are gone (the list is rewritten without them)."""
    files = recent_files()
    present = [p for p in files if Path(p).is_file()]
    if present != files:
        _settings().setValue("recent", present)
    return present


def fill(window, menu: QMenu) -> None:
    menu.clear()
    menu.setToolTipsVisible(True)
    files = present_files()
    for number, (path, label) in enumerate(zip(files, labels(files)), start=1):
        text = label.replace("&", "&&")
        act = menu.addAction(f"&{number} {text}" if number < 10 else text)
        act.setToolTip(path)
        act.setStatusTip(path)
        act.setData(path)
        act.triggered.connect(lambda _checked=False, p=path: open_recent(window, p))
    if not files:
        menu.addAction(QCoreApplication.translate("Recent", "(なし)")).setEnabled(False)


def open_recent(window, path: str) -> bool:
    return bool(window.open_paths([path]))


def recent_files() -> list[str]:
    value = _settings().value("recent", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or [])]


def forget_recent(path: str) -> None:
    _settings().setValue("recent", [p for p in recent_files() if p != str(path)])


def add_recent(path: str) -> None:
    files = [path] + [p for p in recent_files() if p != path]
    _settings().setValue("recent", files[:MAX_RECENT])


def _settings():
    from .appsettings import settings
    return settings()
