"""The builder window's menu bar: ファイル, 編集, 表示 and the menus other modules add.

Contract: :func:`build_menus` (re)builds ``window``'s menu bar (at start and after a language
switch) and sets the actions the window and its tests use (``act_new``, ``act_open``,
``act_save``, ``act_save_as``, ``act_pdf``, ``act_ccf``, ``act_undo``, ``act_redo``,
``act_ja``, ``act_en``, ``recent_menu`` …). Menu texts keep the window's translation context
("MainWindow"), so the translations are the ones the menus always had. The commands
themselves stay the window's methods (or their own modules'); this module only lays them out.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", …): the window's own context


def build_menus(window: Any) -> None:
    bar = window.menuBar()
    bar.clear()
    _file_menu(window, bar)
    _edit_menu(window, bar)
    _view_menu(window, bar)
    from forms.dialogs.ruledatamenu import add_menu
    add_menu(window, bar)  # ツール → ルールデータ編集… (forms.dialogs.ruledata, imported when chosen)
    from .about import add_help_menu
    add_help_menu(window, bar)  # ヘルプ → バージョン情報… (forms.app.about)


def _file_menu(window: Any, bar: Any) -> None:
    file = bar.addMenu(translate("MainWindow", "ファイル(&F)"))
    window.act_new = file.addAction(translate("MainWindow", "新規(&N)…"), QKeySequence.New, window.new_character)
    window.act_open = file.addAction(translate("MainWindow", "開く(&O)…"), QKeySequence.Open, window.open_dialog)
    window.act_side = file.addAction(translate("MainWindow", "陣営表を開く(&D)…"), window.open_side)
    window.act_new_war = file.addAction(translate("MainWindow", "新しい聖杯戦争(&W)…"), lambda: window.open_war(new=True))
    window.act_open_war = file.addAction(translate("MainWindow", "聖杯戦争を開く(&G)…"), lambda: window.open_war())
    window.act_roster = file.addAction(translate("MainWindow", "ロスター(&R)…"), QKeySequence("Ctrl+R"), window.open_roster)
    from forms.dialogs.compare import add_actions as add_compare_actions
    add_compare_actions(window, file)  # 保存版と比較, ファイルと比較… (builder.gm.diff)
    window.recent_menu = file.addMenu(translate("MainWindow", "最近使ったファイル(&T)"))
    window.recent_menu.aboutToShow.connect(lambda: _fill_recent(window))  # names, gone files dropped (forms.app.recent)
    file.addSeparator()
    window.act_save = file.addAction(translate("MainWindow", "保存(&S)"), QKeySequence.Save, window.save)
    window.act_save_as = file.addAction(translate("MainWindow", "名前を付けて保存(&A)…"), QKeySequence.SaveAs, window.save_as)
    file.addSeparator()
    from .exportmenu import add_export_menu
    add_export_menu(window, file)  # 書き出し: PDF, text, ココフォリア, ユドナリウム, Discord, each public too
    file.addSeparator()
    from .windows import quit_all
    file.addAction(translate("MainWindow", "終了(&X)"), QKeySequence.Quit, quit_all)  # every window, each asking


def _fill_recent(window: Any) -> None:
    from .recent import fill
    fill(window, window.recent_menu)


def _edit_menu(window: Any, bar: Any) -> None:
    edit = bar.addMenu(translate("MainWindow", "編集(&E)"))
    window.act_undo = window.undo_group.createUndoAction(window, translate("MainWindow", "元に戻す(&U)"))
    window.act_undo.setShortcut(QKeySequence("Ctrl+Z"))
    window.act_redo = window.undo_group.createRedoAction(window, translate("MainWindow", "やり直し(&R)"))
    window.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    edit.addAction(window.act_undo)
    edit.addAction(window.act_redo)
    window.undo_feedback.attach(window.act_undo, window.act_redo)
    from forms.dialogs.autofill import add_action as add_autofill
    add_autofill(window, edit)  # 残りを自動で埋める (builder.gm.forge), one undo step


def _view_menu(window: Any, bar: Any) -> None:
    view = bar.addMenu(translate("MainWindow", "表示(&V)"))
    lang_menu = view.addMenu(translate("MainWindow", "言語(&L)"))
    window.act_ja = lang_menu.addAction("日本語", lambda: window.set_language("ja"))
    window.act_en = lang_menu.addAction("English", lambda: window.set_language("en"))
    for act, code in ((window.act_ja, "ja"), (window.act_en, "en")):
        act.setCheckable(True)
        act.setChecked(window.lang() == code)
    from forms.common.keys import add_actions as add_key_actions
    add_key_actions(window, view)  # Ctrl+P, Ctrl+Shift+C; 次の手順/前の手順 Ctrl+PgDown/PgUp
