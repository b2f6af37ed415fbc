"""ファイル → 公開用に書き出す… and ココフォリアにコピー(公開用): the open character's public form.

Contract: :func:`add_actions` adds both actions to the ファイル menu. 公開用に書き出す… asks for a
file (PDF, text or ココフォリア JSON: by the name's suffix, else by the chosen filter, whose
suffix is then added) and writes the export of the public view
(:func:`builder.core.secrets.public_view`: what other players may see by the system's rule)
rendered in memory and written atomically; Qt's dialog asks before replacing a file, and no
file the window read (the character, its partner, a pack) is ever the target
(:mod:`builder.files.outputs`). The name proposed is the public name (:func:`proposed`). ココフォリアにコピー(公開用) puts the public piece
(not ``secret``) on the clipboard. A failure shows a dialog naming the file; the window stays.
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication as _T  # _T.translate("PublicExport", …): lupdate files it under that context
from PySide6.QtWidgets import QApplication

SUFFIXES = (".pdf", ".txt", ".json")


def filters() -> list[str]:
    return ["PDF (*.pdf)", _T.translate("PublicExport", "テキスト (*.txt)"),
            _T.translate("PublicExport", "ココフォリア (*.json)")]


def add_actions(window: Any, menu: Any) -> None:
    window.act_public = menu.addAction(_T.translate("PublicExport", "公開用に書き出す…"),
                                       lambda: export_public(window))
    window.act_public_ccf = menu.addAction(_T.translate("PublicExport", "ココフォリアにコピー(公開用)"),
                                           lambda: copy_public(window))


def proposed(window: Any) -> str:
    """The file name the dialog proposes: the *public* name (a hidden Servant's class, never
    its true name: the file name is what the other players see first, issue 29 item 1)."""
    from builder.core.secrets import public_file_stem

    from forms.common.filedialogs import proposed_name
    session = window.session
    return proposed_name(public_file_stem(session.pack, session.build, session.sheet), ".pdf")


def ask_path(window: Any) -> tuple[str, str]:
    """The file and the chosen filter (tests replace this)."""
    from forms.common.filedialogs import ask_save_file  # the last folder used, else the character's
    path = window.session.path
    return ask_save_file(window, "public", _T.translate("PublicExport", "公開用に書き出す"), ";;".join(filters()),
                         proposed(window), folder=str(Path(path).parent) if path else None)


def chosen_file(path: str, selected: str) -> tuple[str, str]:
    """(path, suffix): the name's own suffix when it is one of ours, else the filter's, added."""
    suffix = Path(path).suffix.lower()
    if suffix in SUFFIXES:
        return path, suffix
    wanted = SUFFIXES[filters().index(selected)] if selected in filters() else ".pdf"
    return path + wanted, wanted


def render(suffix: str, pack: Any, build: Any, sheet: Any, lang: str) -> bytes:
    """The export's bytes: PDF, text or the ココフォリア clipboard JSON."""
    if suffix == ".pdf":
        from exports.pdf.sheet import write_pdf
        buffer = io.BytesIO()
        write_pdf(pack, build, sheet, buffer, lang=lang)
        return buffer.getvalue()
    if suffix == ".txt":
        from exports.text.sheet import render_text
        return render_text(pack, build, sheet, lang).encode("utf-8")
    from exports.online.ccfolia import to_clipboard_text
    return (to_clipboard_text(pack, build, sheet) + "\n").encode("utf-8")


def _public(window: Any) -> tuple[Any, Any, Any]:
    from builder.core.secrets import public_view
    session = window.session
    build, sheet = public_view(session.pack, session.build, session.sheet)
    return session.pack, build, sheet


def export_public(window: Any) -> bool:
    from builder.files.outputs import write_output
    from builder.files.safeio import same_file
    try:
        path, selected = ask_path(window)
    except Exception as exc:  # noqa: BLE001 - no public rule: nothing to propose, nothing to write
        window.show_error(_T.translate("PublicExport", "公開用に書き出せません"), str(exc))
        return False
    if not path:
        return False
    path, suffix = chosen_file(path, selected)
    title = _T.translate("PublicExport", "公開用に書き出せません")
    if window.session.path is not None and Path(path).exists() and same_file(path, window.session.path):
        window.show_error(title, _T.translate("PublicExport", "%1 はこのキャラクターのファイルです。別の名前を"
                                                            "選んでください。").replace("%1", path))
        return False
    try:
        write_output(path, render(suffix, *_public(window), window.lang()))  # never a file read (#29)
    except OSError as exc:
        from builder.files.outputs import reason_text
        window.show_error(title, f"{path}\n{reason_text(exc)}")
        return False
    except Exception as exc:  # noqa: BLE001 - an exporter's failure (or no public rule) must not close the window
        window.show_error(title, f"{path}\n{type(exc).__name__}: {exc}")
        return False
    done = _T.translate("PublicExport", "公開用に書き出しました: %1").replace("%1", path)
    window.statusBar().showMessage(done, 5000)
    return True


def copy_public(window: Any) -> bool:
    try:
        from exports.online.ccfolia import to_clipboard_text
        text = to_clipboard_text(*_public(window))
    except Exception as exc:  # noqa: BLE001 - ImportError, no public rule, or the exporter's failure
        window.show_error(_T.translate("PublicExport", "コピーできません"), str(exc))
        return False
    QApplication.clipboard().setText(text)
    window.statusBar().showMessage(_T.translate("PublicExport", "公開用のコマをコピーしました"), 5000)
    return True
