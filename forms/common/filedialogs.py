"""Where the window's file dialogs start and what name they propose.

Contract:
- :func:`start_folder` is the folder a dialog of one ``kind`` ("character", "pdf") opens in:
  the last folder used for that kind (remembered in the window's QSettings) while it still
  exists, else the folder of the character it is asked about when that has a file (issue
  28), else the user's documents folder (QStandardPaths), else the home folder. Never the
  program's folder or the current directory, which may be the source tree.
- :func:`remember_folder` stores the folder of a path the user chose.
- :func:`proposed_name` is a file name from the character's name ("アルトリア.pdf"), with the
  characters file systems refuse replaced by "_"; "character" when it has no name.
- :func:`with_suffix` adds the suffix (".pdf") when the name lacks it, whatever the case.
- :func:`ask_save_path` is 名前を付けて保存's dialog: the character's own file when it has one,
  else the start folder with a proposed name; ``.json`` added when missing (a file the added
  suffix lands on is not replaced without a question); the folder chosen is remembered.
- :func:`ask_open_paths` is 開く's dialog: it starts in the start folder and remembers the
  folder of the files chosen, so the next 開く or 名前を付けて保存 (this run or the next: the
  folder is in QSettings) starts there.
- :func:`ask_open_file`, :func:`ask_save_file` and :func:`ask_folder` are every other file
  dialog of the window (war, 陣営表, roster, public export, partner, user pack, compare, PDF):
  each starts in its kind's start folder (a save dialog with a proposed name in it) and
  remembers the folder chosen (for :func:`ask_folder`, the folder itself). **No module of
  forms/ but this one calls QFileDialog** (a test checks), so no dialog opens in "" (the
  current directory, which may be the source tree).
"""
from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox

#: characters Windows, macOS or Linux refuse in a file name (and control characters)
_BAD = re.compile(r'[\\/:*?"<>|\x00-\x1f]')


def _settings() -> QSettings:
    return QSettings("grail-builder", "grail-builder")


def documents_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    for candidate in (found, str(Path.home())):
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return Path.home()


def character_folder(parent) -> Path | None:
    """The folder of the file the dialog is asked about: a war board's or 陣営表's own file, else
    the character's (the window's, or the main window's for a roster or dialog it opened);
    None for a character not saved yet."""
    seen = 0
    while parent is not None and seen < 8:
        own = getattr(parent, "path", None)  # a war board or 陣営表: beside its own file
        if isinstance(own, Path) and getattr(parent, "main", None) is not None and own.parent.is_dir():
            return own.parent
        session = getattr(parent, "session", None)
        path = getattr(session, "path", None) if session is not None else None
        if path and Path(path).parent.is_dir():
            return Path(path).parent
        parent = getattr(parent, "main", None) or getattr(parent, "window_", None) or (
            parent.parent() if hasattr(parent, "parent") and callable(parent.parent) else None)
        seen += 1
    return None


def start_folder(kind: str, parent=None, default: str | Path | None = None) -> Path:
    """Where a ``kind`` dialog asked from ``parent`` starts: the last folder used for the kind
    (an export remembers its folder, issue 26), else ``default`` when it is a folder, else the
    character's folder when it has a file (issue 28: a PDF, a war, a roster beside the
    character), else Documents (see the contract)."""
    value = _settings().value(f"folders/{kind}", "")
    if value and Path(str(value)).is_dir():
        return Path(str(value))
    if default and Path(default).is_dir():
        return Path(default)
    here = character_folder(parent) if parent is not None else None
    if here is not None:
        return here
    return documents_folder()


def remember_folder(kind: str, path: str | Path) -> None:
    folder = Path(path).parent
    if str(folder):
        _settings().setValue(f"folders/{kind}", str(folder))


def proposed_name(name: str, suffix: str) -> str:
    stem = _BAD.sub("_", (name or "").strip()).strip(". ") or "character"
    return stem[:120] + suffix


def with_suffix(path: str, suffix: str) -> str:
    return path if path.lower().endswith(suffix.lower()) else path + suffix


def ask_replace(parent, path: str) -> bool:
    answer = QMessageBox.question(parent, QCoreApplication.translate("FileDialogs", "上書きの確認"),
                                  QCoreApplication.translate("FileDialogs", "%1 はもうあります。置き換えますか?")
                                  .replace("%1", path),
                                  QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
    return answer == QMessageBox.Yes


def ask_save_path(window, title: str, file_filter: str) -> str:
    session = window.session
    start = session.path or start_folder("character", window) / proposed_name(session.build.name, ".json")
    path = QFileDialog.getSaveFileName(window, title, str(start), file_filter)[0]
    if not path:
        return ""
    full = with_suffix(path, ".json")
    if full != path and Path(full).exists() and not ask_replace(window, full):
        return ""
    from builder.files.outputs import save_as_refusal  # never over the partner or a pack (#29)
    why = save_as_refusal(full, session.path, getattr(session.build, "partner", "") or "",
                          list(getattr(session.pack, "layers", [])))
    if why:
        window.show_error(title, why)
        return ""
    remember_folder("character", full)
    return full


def ask_open_paths(window, title: str, file_filter: str) -> list[str]:
    paths = QFileDialog.getOpenFileNames(window, title, str(start_folder("character", window)), file_filter)[0]
    if paths:
        remember_folder("character", paths[0])
    return paths


def ask_open_file(parent, kind: str, title: str, file_filter: str, folder: str | Path | None = None) -> str:
    """One file to read, from ``folder`` when given (a partner's dialog starts beside the
    character) else the ``kind``'s start folder; its folder remembered."""
    start = folder if folder and Path(folder).is_dir() else start_folder(kind, parent)
    path = QFileDialog.getOpenFileName(parent, title, str(start), file_filter)[0]
    if path:
        remember_folder(kind, path)
    return path


def ask_save_file(parent, kind: str, title: str, file_filter: str, name: str = "", suffix: str = "",
                  selected_filter: str = "", folder: str | Path | None = None) -> tuple[str, str]:
    """(file, filter chosen) to write: the dialog starts on ``name`` in the ``kind``'s start folder
    (``folder`` when none is remembered yet: an export starts beside the character's file);
    ``suffix`` added when the name lacks it (a file the added suffix lands on is not replaced
    without a question); the folder remembered. ``("", filter)`` when cancelled."""
    start = start_folder(kind, parent, folder) / name if name else start_folder(kind, parent, folder)
    args = (parent, title, str(start), file_filter) + ((selected_filter,) if selected_filter else ())
    path, selected = QFileDialog.getSaveFileName(*args)
    if not path:
        return "", selected
    full = with_suffix(path, suffix) if suffix else path
    if full != path and Path(full).exists() and not ask_replace(parent, full):
        return "", selected
    remember_folder(kind, full)
    return full, selected


def ask_folder(parent, kind: str, title: str) -> str:
    """A folder, starting in the one chosen last for ``kind`` (else Documents); remembered."""
    path = QFileDialog.getExistingDirectory(parent, title, str(start_folder(kind, parent)))
    if path:
        remember_folder_itself(kind, path)
    return path


def remember_folder_itself(kind: str, folder: str | Path) -> None:
    """Stores ``folder`` itself (a folder dialog's answer, a roster opened by name)."""
    _settings().setValue(f"folders/{kind}", str(folder))
