"""The window's side of ツール → ルールデータ編集… and 解釈(読み方)の切り替え…: the menu entries and a dropped user pack.

Contract: :func:`add_menu` adds the ツール menu with its two entries to a window's menu bar (the
window calls it once per menu build) and lets the window take a dropped ``.json`` user pack (a
dropped file whose top level has ``"system"`` is a character, left alone). The editor itself
(:mod:`forms.dialogs.ruledata`, with :mod:`builder.gm.gmdata` and :mod:`builder.gm.gmshare`) and the
readings dialog (:mod:`forms.dialogs.readings`) are imported
when the entry is chosen or a pack is dropped, not at start-up (about 30 ms of it).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject

from forms.widgets.dragfiles import json_files


class _WindowDrops(QObject):
    """A ``.json`` user pack dropped on the window is imported for the open character's
    system (after asking)."""

    def __init__(self, window):
        super().__init__(window)
        self.window_ = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.Drop) and json_files(event.mimeData()):
            path = json_files(event.mimeData())[0]
            if _is_character(path):
                return False
            event.acceptProposedAction()
            if event.type() == QEvent.Type.Drop:
                from .ruledata import import_pack
                # checked against the open character's system: the GM's context for it
                import_pack(self.window_, path, self.window_.session.pack.id, _WindowAsker(self.window_))
            return True
        return False


class _WindowAsker:
    def __init__(self, window):
        self.window = window

    def confirm_import(self, preview) -> bool:
        ask = getattr(self.window, "confirm_import", None)
        if ask:
            return ask(preview)
        from .ruledata import confirm_import
        return confirm_import(self.window, preview, self.window.lang())

    def show_message(self, title: str, text: str) -> None:
        self.window.show_error(title, text)


def _is_character(path: str) -> bool:
    from builder.core.packio import PackError, read_json
    try:
        data = read_json(Path(path))
    except PackError:
        return False
    return isinstance(data, dict) and "system" in data


def _open_editor(window):
    from .ruledata import open_editor
    return open_editor(window)


def _open_readings(window):
    from .readings import open_readings
    return open_readings(window)


def add_menu(window, bar) -> None:
    tools = bar.addMenu(QCoreApplication.translate("RuleData", "ツール(&T)"))
    window.act_rule_data = tools.addAction(QCoreApplication.translate("RuleData", "ルールデータ編集…"),
                                           lambda: _open_editor(window))
    window.act_readings = tools.addAction(QCoreApplication.translate("RuleData", "解釈(読み方)の切り替え…"),
                                          lambda: _open_readings(window))  # forms.dialogs.readings
    if getattr(window, "_rule_data_drops", None) is None:
        window._rule_data_drops = _WindowDrops(window)
        window.setAcceptDrops(True)
        window.installEventFilter(window._rule_data_drops)
