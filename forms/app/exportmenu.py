"""ファイル → 書き出し (Export): every export of the open character, full and public.

Contract: :func:`add_export_menu` adds the submenu to the ファイル menu and sets the actions
the window, its shortcuts and its tests use: ``act_pdf`` (PDF, with its layouts:
:mod:`forms.dialogs.pdfexport`), ``act_text`` (テキスト), ``act_ccf`` (ココフォリアにコピー),
``act_ccf_file`` (ココフォリアのファイル), ``act_udonarium`` (ユドナリウムのzip), ``act_discord``
(Discord用にコピー: the Markdown message of :mod:`exports.online.discord`), then the public forms
(:mod:`builder.core.secrets`): ``act_public`` (公開用に書き出す…: PDF, text or ココフォリア file),
``act_public_ccf``, ``act_public_udonarium`` and ``act_public_discord``.

Each file export asks for a file in the folder used last for that export, else beside the
character's file (else the documents folder), proposes a name from the character's name
(the public name for a public export), renders in memory and writes atomically
(:func:`builder.files.safeio.write_file`): a failure leaves the target as it was, the character's
own file is never the target, and the window says what happened instead of dying. Qt's save
dialog asks before replacing a file. Every export confirms in the status bar.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication as _T  # _T.translate("ExportMenu", …): lupdate's context
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from forms.common.exportpicture import picture_of

#: the file exports and their suffixes
SUFFIX = {"text": ".txt", "ccfolia": ".json", "udonarium": ".zip"}


def _labels() -> dict[str, str]:
    return {"text": _T.translate("ExportMenu", "テキスト (*.txt)"),
            "ccfolia": _T.translate("ExportMenu", "ココフォリア (*.json)"),
            "udonarium": _T.translate("ExportMenu", "ユドナリウム (*.zip)")}


def add_export_menu(window: Any, file_menu: Any) -> Any:
    """The 書き出し submenu of ``file_menu`` (see the module contract)."""
    menu = file_menu.addMenu(_T.translate("ExportMenu", "書き出し(&E)"))
    window.export_menu = menu
    # (the PDF and ココフォリア texts keep the window's context: their translations and shortcuts)
    window.act_pdf = menu.addAction(QCoreApplication.translate("MainWindow", "PDFに書き出し(&P)…"), window.export_pdf)
    window.act_text = menu.addAction(_T.translate("ExportMenu", "テキストに書き出し(&T)…"),
                                     lambda: export_file(window, "text"))
    window.act_ccf = menu.addAction(QCoreApplication.translate("MainWindow", "ココフォリアにコピー(&C)"),
                                    window.copy_ccfolia)
    window.act_ccf_file = menu.addAction(_T.translate("ExportMenu", "ココフォリアのファイルに書き出し(&F)…"),
                                         lambda: export_file(window, "ccfolia"))
    window.act_udonarium = menu.addAction(_T.translate("ExportMenu", "ユドナリウムに書き出し(&U)…"),
                                          lambda: export_file(window, "udonarium"))
    window.act_discord = menu.addAction(_T.translate("ExportMenu", "Discord用にコピー(Markdown)(&D)"),
                                        lambda: copy_discord(window))
    menu.addSeparator()
    from forms.dialogs.publicexport import add_actions
    add_actions(window, menu)  # 公開用に書き出す…, ココフォリアにコピー(公開用)
    window.act_public_udonarium = menu.addAction(_T.translate("ExportMenu", "ユドナリウムに書き出し(公開用)…"),
                                                 lambda: export_file(window, "udonarium", public=True))
    window.act_public_discord = menu.addAction(_T.translate("ExportMenu", "Discord用にコピー(公開用)"),
                                               lambda: copy_discord(window, public=True))
    return menu


def character_folder(window: Any) -> str | None:
    """The folder of the character's file (an export's first folder), None when unsaved."""
    path = window.session.path
    return str(Path(path).parent) if path else None


def _parts(window: Any, public: bool) -> tuple[Any, Any, Any]:
    session = window.session
    if not public:
        return session.pack, session.build, session.sheet
    from builder.core.secrets import public_view
    build, sheet = public_view(session.pack, session.build, session.sheet)
    return session.pack, build, sheet


def render(fmt: str, pack: Any, build: Any, sheet: Any, lang: str, picture: Any = None) -> bytes:
    """The export's bytes: the text sheet, the ココフォリア clipboard JSON or the ユドナリウム zip
    (with ``picture``, a checked :class:`builder.files.picture.Picture`)."""
    if fmt == "text":
        from exports.text.sheet import render_text
        return render_text(pack, build, sheet, lang).encode("utf-8")
    if fmt == "ccfolia":
        from exports.online.ccfolia import to_clipboard_text
        return (to_clipboard_text(pack, build, sheet) + "\n").encode("utf-8")
    from exports.online.udonarium import to_udonarium_zip
    return to_udonarium_zip([(pack, build, sheet)], [picture])


def ask_path(window: Any, fmt: str, public: bool, name: str) -> str:
    """The file to write ("" when cancelled); tests replace the dialog only."""
    from forms.common.filedialogs import ask_save_file, proposed_name
    title = _T.translate("ExportMenu", "書き出し(公開用)") if public else _T.translate("ExportMenu", "書き出し")
    path, _ = ask_save_file(window, f"export-{fmt}", title, _labels()[fmt], proposed_name(name, SUFFIX[fmt]),
                            SUFFIX[fmt], folder=character_folder(window))
    return path


def export_file(window: Any, fmt: str, public: bool = False) -> bool:
    from builder.files.safeio import same_file, write_file
    title = _T.translate("ExportMenu", "書き出せません")
    try:
        pack, build, sheet = _parts(window, public)
    except Exception as exc:  # noqa: BLE001 - no public rule, or the rule's own failure: the window stays
        window.show_error(title, f"{type(exc).__name__}: {exc}")
        return False
    path = ask_path(window, fmt, public, build.name)
    if not path:
        return False
    own = window.session.path
    if own is not None and Path(path).exists() and same_file(path, own):
        window.show_error(title, _T.translate("ExportMenu", "%1 はこのキャラクターのファイルです。別の名前を"
                                                          "選んでください。").replace("%1", path))
        return False
    try:
        picture = picture_of(window, build, sheet) if fmt == "udonarium" else None
        write_file(path, render(fmt, pack, build, sheet, window.lang(), picture))
    except OSError as exc:
        window.show_error(title, f"{path}\n{exc.strerror or exc}")
        return False
    except Exception as exc:  # noqa: BLE001 - an exporter's failure must not close the window
        window.show_error(title, f"{path}\n{type(exc).__name__}: {exc}")
        return False
    done = (_T.translate("ExportMenu", "公開用に書き出しました: %1 (%2)") if public
            else _T.translate("ExportMenu", "書き出しました: %1 (%2)"))
    window.statusBar().showMessage(done.replace("%1", Path(path).name).replace("%2", str(Path(path).parent)), 8000)
    return True


def copy_discord(window: Any, public: bool = False) -> bool:
    """The character's Discord message (Markdown, one message of 2,000 characters) on the clipboard."""
    try:
        from exports.online.discord import discord_length, render_discord
        text = render_discord(*_parts(window, public))
    except Exception as exc:  # noqa: BLE001 - ImportError, no public rule, or the exporter's failure
        window.show_error(_T.translate("ExportMenu", "コピーできません"), f"{type(exc).__name__}: {exc}")
        return False
    QApplication.clipboard().setText(text)
    done = (_T.translate("ExportMenu", "Discord用のテキスト(公開用、%1字)をコピーしました") if public
            else _T.translate("ExportMenu", "Discord用のテキスト(%1字)をコピーしました"))
    window.statusBar().showMessage(done.replace("%1", str(discord_length(text))), 8000)
    return True
