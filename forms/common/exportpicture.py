"""A character's picture for an export (the PDF dialog and the 書き出し menu both ask it).

Contract: :func:`picture_of` is the checked picture, or ``None`` when the character has none, a
public form hides it or it cannot be used (the window's status bar then says why and the export
goes on).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication as _T  # _T.translate("ExportMenu", …): lupdate's context


def picture_of(window: Any, build: Any, sheet: Any) -> Any:
    """The character's checked picture for an export (None: it has none, a public form hides
    it, or it cannot be used: then the status bar says why and the export goes on)."""
    from builder.files.picture import PictureProblem, load_picture, shown
    if not shown(build, sheet):
        return None
    found = load_picture(window.session.path, build.picture)
    if isinstance(found, PictureProblem):
        window.statusBar().showMessage(_T.translate("ExportMenu", "画像なしで書き出します: %1")
                                       .replace("%1", found.text(window.lang())), 8000)
        return None
    return found
