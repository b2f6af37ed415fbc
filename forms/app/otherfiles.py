"""A file that is not a character, opened where a character is expected (issue 28 item 1).

Contract: :func:`kind_of` recognises a Holy Grail War file (``pairs`` with a ``regulation``,
``irregular``, ``summoning`` or ``rules``), a 陣営表 (``pairs`` without them) and a user pack or
campaign (no ``type``, and a rule pack's own lists: ``skills``, ``tables``, ``options`` …), read
with the packs' safe JSON reader; None for anything else. :func:`refuse_or_redirect` is what
開く does when the file does not load as a character: a recognised file is named for what it is
and the right action offered (``window.ask_open_as``, which tests replace: 聖杯戦争ボードで開く,
陣営表で開く, ユーザーパックとして読み込む); anything else is the usual error naming the file
and place. It returns False: no character was opened in the window.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

#: top-level keys only a rule pack or campaign has (a system's content model: the plug-in's content_model)
PACK_KEYS = {"skills", "stats", "tables", "options", "lists", "derived", "checks", "readings", "types", "kinds",
             "pools", "steps", "ranks", "effects", "categories"}


def kind_of(path: str | Path) -> str | None:
    from builder.core.packio import PackError, read_json
    try:
        data = read_json(Path(path))
    except (PackError, OSError):
        return None
    if not isinstance(data, dict):
        return None
    if isinstance(data.get("pairs"), list):
        return "war" if {"regulation", "irregular", "summoning", "rules"} & set(data) else "side"
    if "type" not in data and PACK_KEYS & set(data):
        return "pack"
    return None


def _texts(kind: str) -> tuple[str, str]:
    if kind == "war":
        return (QCoreApplication.translate("OtherFiles", "このファイルはキャラクターではなく、聖杯戦争のファイルです。"),
                QCoreApplication.translate("OtherFiles", "聖杯戦争ボードで開く"))
    if kind == "side":
        return (QCoreApplication.translate("OtherFiles", "このファイルはキャラクターではなく、陣営表です。"),
                QCoreApplication.translate("OtherFiles", "陣営表で開く"))
    return (QCoreApplication.translate("OtherFiles", "このファイルはキャラクターではなく、ユーザーパック(またはキャンペーン)です。"),
            QCoreApplication.translate("OtherFiles", "ユーザーパックとして読み込む"))


def ask_open_as(window: Any, path: str | Path, kind: str) -> bool:
    """The question: what the file is, with the action as the default button; True to take it."""
    text, action = _texts(kind)
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("OtherFiles", "キャラクターではありません"),
                      f"{text}\n{path}", QMessageBox.StandardButton.Cancel, window)
    take = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(take)
    box.exec()
    return box.clickedButton() is take


def refuse_or_redirect(window: Any, path: str | Path, exc: BaseException) -> bool:
    """See the module contract; always False (the window keeps its character)."""
    kind = kind_of(path)
    if kind is None:
        from forms.dialogs.common import error_text
        window.show_error(QCoreApplication.translate("MainWindow", "ファイルを開けません"), error_text(exc))
        return False
    asker = getattr(window, "ask_open_as", None) or (lambda p, k: ask_open_as(window, p, k))
    if asker(path, kind):
        if kind == "war":
            window.open_war(str(path))
        elif kind == "side":
            window.open_side(str(path))
        else:
            from forms.dialogs.ruledata import import_pack
            from forms.dialogs.ruledatamenu import _WindowAsker
            import_pack(window, str(path), window.session.pack.id, _WindowAsker(window))
    return False
