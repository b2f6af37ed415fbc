"""ファイル → 保存版と比較 / ファイルと比較…: what changed, in game terms, in the window.

Contract: :func:`add_actions` adds both actions to the ファイル menu. Each compares another
version of the character (the "old" side: the open character's saved file, or a file the user
picks) with the character as it stands in the window (the "new" side, unsaved edits included),
with the same engine as ``grail-builder diff`` (:func:`builder.gm.diff.compare`, rendered by
:func:`builder.gm.diff.render_diff` in the window's language), and shows the result in a dialog
whose Markdownでコピー button puts the ``md`` form (a session log) on the clipboard. The other
file is evaluated with its links, as the command line does. A file that cannot be read, a
character of another system, or a character never saved: a message naming the file; nothing
is written and the window stays.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication as _T  # _T.translate("Compare", …): lupdate files it under that context
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QPlainTextEdit,
                               QVBoxLayout)



def add_actions(window: Any, menu: Any) -> None:
    window.act_compare_saved = menu.addAction(_T.translate("Compare", "保存版と比較"),
                                              lambda: compare_with_saved(window))
    window.act_compare_file = menu.addAction(_T.translate("Compare", "ファイルと比較…"),
                                             lambda: compare_with_file(window))


def ask_path(window: Any) -> str:
    """The other file (tests replace this)."""
    from forms.common.filedialogs import ask_open_file  # where 開く and 保存 were last (not the current directory)
    return ask_open_file(window, "character", _T.translate("Compare", "比較するファイル"),
                         _T.translate("Compare", "キャラクター (*.json)"))


def compare_with_saved(window: Any) -> QDialog | None:
    path = window.session.path
    if path is None:
        window.show_error(_T.translate("Compare", "比較できません"),
                          _T.translate("Compare", "このキャラクターはまだ保存されていません。"
                                                  "保存版と比べるには、先に保存してください。"))
        return None
    return _compare(window, path)


def compare_with_file(window: Any) -> QDialog | None:
    path = ask_path(window)
    return _compare(window, path) if path else None


def _side_of(window: Any, path: str | Path) -> tuple:
    """(file, build, sheet, pack) of a saved character, evaluated with its links."""
    from builder.core.documents import load_build
    from builder.core.links import evaluate_linked
    build = load_build(path)
    pack = window.pack_for(build.system)
    return str(path), build, evaluate_linked(pack, build, str(path), window.pack_for), pack


def _compare(window: Any, path: str | Path) -> QDialog | None:
    from builder.gm.diff import compare, render_diff
    from builder.core.documents import DocumentError
    from builder.core.packs import PackError

    from forms.dialogs.common import error_text
    session = window.session
    try:
        old = _side_of(window, path)
    except (DocumentError, PackError, ValueError) as exc:
        window.show_error(_T.translate("Compare", "比較できません"), error_text(exc))
        return None
    if old[1].system != session.build.system:
        manifest = old[3].manifest  # the system by its name in the window's language, not its id
        system = manifest.name_en if session.lang == "en" and manifest.name_en else manifest.name
        window.show_error(_T.translate("Compare", "比較できません"),
                          _T.translate("Compare", "%1 は %2 のキャラクターです。比べられるのは同じシステムの"
                                                  "キャラクターだけです。").replace("%1", str(path))
                          .replace("%2", system))
        return None
    new = (str(session.path or _T.translate("Compare", "(編集中)")), session.build, session.sheet,
           session.pack)
    sections = compare(old, new, session.lang)
    dialog = DiffDialog(window, render_diff(sections, "text", session.lang),
                        render_diff(sections, "md", session.lang), str(path))
    window.compare_dialog = dialog  # kept while open; also how tests find it
    dialog.show()
    return dialog


class DiffDialog(QDialog):
    """The changes as text, read-only, with Markdownでコピー and 閉じる."""

    def __init__(self, parent: Any, text: str, markdown: str, path: str):
        super().__init__(parent)
        self.setWindowTitle(_T.translate("Compare", "比較: %1 → 現在").replace("%1", Path(path).name))
        self.markdown = markdown
        self.text = QPlainTextEdit(text)
        self.text.setObjectName("diffText")
        self.text.setReadOnly(True)
        self.text.setFont(QFont("monospace"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton(_T.translate("Compare", "Markdownでコピー(&M)"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_markdown)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        from forms.common.screenfit import fit_size
        fit_size(self, 640, 480)  # or less: on the screen (forms.common.screenfit)

    def copy_markdown(self) -> None:
        QApplication.clipboard().setText(self.markdown)
