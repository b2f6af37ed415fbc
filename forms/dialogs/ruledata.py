"""ツール → ルールデータ編集…: the GM fills what a seed leaves out, in the window.

Contract:
- :func:`add_menu` (in :mod:`forms.dialogs.ruledatamenu`, so that start-up imports none of this module)
  adds the ツール menu with its one entry to a window's menu bar (the window calls it once per
  menu build) and lets the window take a dropped ``.json`` user pack (a dropped file whose top
  level has ``"system"`` is a character, left alone).
- :class:`RuleDataDialog` edits the GM-entered places (:func:`builder.gm.gmdata.places`) of the
  open character's system: a list of places, and the chosen one as a table
  (:mod:`forms.dialogs.ruledatamodel`) with its columns and types; rows are added, removed and moved
  with the buttons. Validation is live: each edit checks the cells, then loads the pack with
  the would-be user pack (:func:`builder.gm.gmdata.check_candidate`); the first problem is shown
  with its place (and row), and 保存 is enabled only when everything is valid and something
  changed. 保存 writes the editor's user pack (:func:`builder.gm.gmdata.save`), loads the pack
  again and re-checks the open character at once (its figures that waited for a table are
  computed from then on).
- 貼り付け (and Ctrl+V on the table), CSVから読み込む… and 書き出し… are :mod:`forms.dialogs.ruledatapaste`:
  a spreadsheet's block of cells applied whole or not at all, each bad cell listed; the
  system's user packs written as one file to share.
- 読み込み… (or a ``.json`` dropped on the dialog or the window) imports a pack from someone
  else (:mod:`builder.gm.gmshare`): it is checked first, what it adds or replaces is shown, and
  only a yes installs it (under a name the app chooses).
- Interaction points tests replace: ``ask_import_path``, ``confirm_import``, ``ask_discard``,
  ``show_message``.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QHBoxLayout, QLabel, QListWidget,
                               QMessageBox, QSplitter, QTableView, QVBoxLayout, QWidget)

from builder.gm import gmdata, gmshare
from builder.core.packio import PackError

from forms.widgets.dragfiles import json_files as _json_files
from .ruledatamodel import CellDelegate, PlaceModel
from .ruledatapaste import TablePaste
from forms.session.packloading import describe
from forms.session.text import name_of
from forms.widgets.buttons import dialog_button
from forms.widgets.discard import DiscardGuard


class RuleDataDialog(TablePaste, DiscardGuard, QDialog):
    def __init__(self, window, parent: QWidget | None = None):
        super().__init__(parent or window)
        self.window_ = window
        self.lang = window.lang() if hasattr(window, "lang") else "ja"
        self.system = window.session.pack.id
        self.safe_mode = getattr(window, "safe_mode", False)
        self.setWindowTitle(self.tr("ルールデータ編集"))
        self.setObjectName("ruleDataDialog")
        self.setAcceptDrops(True)
        from forms.common.screenfit import fit_size
        fit_size(self, 1000, 620)  # or less: on the screen (forms.common.screenfit)
        self.place_list = QListWidget()
        self.place_list.setObjectName("ruleDataPlaces")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.PlainText)
        self.view = QTableView()
        self.view.setObjectName("ruleDataTable")
        self.view.setItemDelegate(CellDelegate(self.view))
        self.view.setSelectionBehavior(QAbstractItemView.SelectItems)
        self.view.setSelectionMode(QAbstractItemView.SingleSelection)
        self.problem = QLabel()
        self.problem.setObjectName("ruleDataProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        self.add_button = dialog_button(self.tr("行を追加"), "ruleDataAdd", self.add_row)
        self.remove_button = dialog_button(self.tr("行を削除"), "ruleDataRemove", self.remove_row)
        self.up_button = dialog_button(self.tr("上へ"), "ruleDataUp", lambda: self.move_row(-1))
        self.down_button = dialog_button(self.tr("下へ"), "ruleDataDown", lambda: self.move_row(1))
        self.import_button = dialog_button(self.tr("読み込み…"), "ruleDataImport", self.import_dialog)
        self.save_button = dialog_button(self.tr("保存"), "ruleDataSave", self.save)
        close = dialog_button(self.tr("閉じる"), "ruleDataClose", self.reject)
        block = self.build_paste_ui()  # 貼り付け, CSVから読み込む…, 書き出し… (forms.dialogs.ruledatapaste)
        right = QWidget()
        column = QVBoxLayout(right)
        column.addWidget(self.title)
        column.addWidget(self.view, 1)
        rows = QHBoxLayout()
        for b in (self.add_button, self.remove_button, self.up_button, self.down_button):
            rows.addWidget(b)
        rows.addStretch(1)
        rows.addWidget(self.paste_button)
        rows.addWidget(self.csv_button)
        column.addLayout(rows)
        split = QSplitter()
        split.addWidget(self.place_list)
        split.addWidget(right)
        split.setSizes([300, 700])
        layout = QVBoxLayout(self)
        note = self.tr("%1: 本文にない表や一覧をGMが入力します。保存するとユーザーパックに書き込み、開いているキャラクターを再計算します。").replace(
            "%1", name_of(window.session.pack.manifest, self.lang))
        if self.safe_mode:
            note += "\n" + self.tr("セーフモード中: 保存したユーザーパックは次に通常起動したときに使われます。")
        head = QLabel(note)
        head.setWordWrap(True)
        layout.addWidget(head)
        layout.addWidget(split, 1)
        layout.addWidget(self.problem)
        layout.addWidget(block)
        bottom = QHBoxLayout()
        bottom.addWidget(self.import_button)
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(close)
        layout.addLayout(bottom)
        self.place_list.currentRowChanged.connect(self._show_place)
        self.reload()

    # ------------------------------------------------------------------ places
    def reload(self) -> None:
        """Places and rows from the pack as loaded now; unsaved edits are dropped."""
        self.pack = self.window_.session.pack
        self.places = gmdata.places(self.pack)
        self.models: dict[tuple[str, str], PlaceModel] = {}
        self.saved_rows = {(p.kind, p.id): [dict(r) for r in p.rows] for p in self.places}
        current = self.place_list.currentRow()
        self.place_list.blockSignals(True)
        self.place_list.clear()
        for place in self.places:
            self.place_list.addItem(self._place_label(place))
        self.place_list.blockSignals(False)
        if not self.places:
            self.title.setText(self.tr("このシステムにはGMが入力する場所はありません。"))
        self.place_list.setCurrentRow(min(max(current, 0), len(self.places) - 1))
        self._show_place(self.place_list.currentRow())
        self.validate()

    def _place_label(self, place) -> str:
        kind = {"option": self.tr("選択肢"), "list": self.tr("一覧"), "table": self.tr("表")}[place.kind]
        model = self.models.get((place.kind, place.id))
        count = len(model.rows) if model else len(place.rows)
        return self.tr("%1 [%2・%3行]").replace("%1", name_of(place, self.lang)).replace("%2", kind).replace("%3", str(count))

    def model_for(self, place) -> PlaceModel:
        key = (place.kind, place.id)
        if key not in self.models:
            model = PlaceModel(place, self.saved_rows[key], self.lang, self)
            model.edited.connect(self.validate)
            self.models[key] = model
        return self.models[key]

    def select_place(self, kind: str, place_id: str) -> PlaceModel:
        """Show the place (tests and the problem line use it); its model."""
        row = next(i for i, p in enumerate(self.places) if (p.kind, p.id) == (kind, place_id))
        self.place_list.setCurrentRow(row)
        return self.model_for(self.places[row])

    def _show_place(self, row: int) -> None:
        enabled = 0 <= row < len(self.places)
        for b in (self.add_button, self.remove_button, self.up_button, self.down_button):
            b.setEnabled(enabled)
        if not enabled:
            self.view.setModel(None)
            return
        place = self.places[row]
        self.view.setModel(self.model_for(place))
        cite = f" (L{place.line})" if place.line else ""
        origin = ("\n" + self.tr("現在の内容: %1").replace("%1", place.origin)) if place.origin else ""
        text = place.text if self.lang == "ja" else (getattr(place, "text_en", "") or place.text)
        self.title.setText(f"{name_of(place, self.lang)}{cite}\n{text}{origin}")
        self.view.resizeColumnsToContents()

    def current_model(self) -> PlaceModel | None:
        model = self.view.model()
        return model if isinstance(model, PlaceModel) else None

    def add_row(self) -> None:
        model = self.current_model()
        if model is not None:
            at = model.add_row()
            self.view.setCurrentIndex(model.index(at, 0))

    def remove_row(self) -> None:
        model = self.current_model()
        if model is not None and self.view.currentIndex().isValid():
            model.remove_row(self.view.currentIndex().row())

    def move_row(self, step: int) -> None:
        model, index = self.current_model(), self.view.currentIndex()
        if model is not None and index.isValid():
            to = model.move_row(index.row(), step)
            self.view.setCurrentIndex(model.index(to, index.column()))

    # ------------------------------------------------------------------ validation
    def edits(self) -> dict[tuple[str, str], list[dict]]:
        """The places whose rows differ from what is loaded, with their rows."""
        return {key: m.rows for key, m in self.models.items() if m.rows != self.saved_rows[key]}

    def validate(self) -> bool:
        """Check every edited place; show the first problem; enable 保存 when all is well."""
        message, ok = "", True
        for place in self.places:
            model = self.models.get((place.kind, place.id))
            if model is None:
                continue
            problems = gmdata.check_rows(place, model.rows)
            model.set_problems({(p.row, p.column): (p.message_en if self.lang == "en" else p.message) for p in problems})
            if problems and ok:
                p = problems[0]
                ok, message = False, self._where(place, p.row, p.column) + (p.message_en if self.lang == "en" else p.message)
        edits = self.edits()
        if ok and edits:
            data = gmdata.candidate(self.system, self.pack, edits, base=self._base(), known=self.places)
            error = gmdata.check_candidate(self.system, data, user_layer=not self.safe_mode)
            if error is not None:
                ok = False
                spot = gmdata.locate(data, error.path) if error.file == str(gmdata.editor_file(self.system)) else None
                place = next((p for p in self.places if spot and (p.kind, p.id) == spot[:2]), None)
                where = self._where(place, spot[2], "") if place else ""
                message = f"{where}{describe(error)}"
        for i, place in enumerate(self.places):
            self.place_list.item(i).setText(self._place_label(place))
        self.problem.setText(message or (self.tr("未保存の変更があります。") if edits else ""))
        self.problem.setStyleSheet("color: #b00020;" if message else "")
        self.save_button.setEnabled(ok and bool(edits))
        return ok

    def _where(self, place, row, column: str) -> str:
        spot = name_of(place, self.lang)
        if row is not None:
            spot += self.tr(" %1行目").replace("%1", str(row + 1))
        if column:
            spot += f" [{column}]"
        return spot + ": "

    def _base(self) -> dict:
        try:
            return gmdata.read_editor_file(self.system)
        except PackError:
            return {}  # a broken editor file is set aside by the loader; saving replaces it

    # ------------------------------------------------------------------ save
    def save(self) -> bool:
        if not self.validate():
            return False
        data = gmdata.candidate(self.system, self.pack, self.edits(), base=self._base(), known=self.places)
        try:
            path = gmdata.save(self.system, data)
        except PackError as exc:
            self.show_message(self.tr("保存できません"), describe(exc))
            return False
        except OSError as exc:
            self.show_message(self.tr("保存できません"), f"{gmdata.editor_file(self.system)}\n{exc.strerror or exc}")
            return False
        self.recheck()
        self.problem.setText(self.tr("保存しました: %1").replace("%1", str(path)))
        return True

    def recheck(self) -> None:
        """Load the pack again and re-check the open character (and show the new rows)."""
        refresh_window(self.window_, self.system)
        self.reload()

    # ------------------------------------------------------------------ import
    def import_dialog(self) -> bool:
        path = self.ask_import_path()
        return self.import_file(path) if path else False

    def import_file(self, path: str | Path, system: str | None = None) -> bool:
        return import_pack(self.window_, path, system or self.system, self, after=self.reload)

    def ask_import_path(self) -> str:
        from forms.common.filedialogs import ask_open_file  # the folder of the last pack read, else Documents
        return ask_open_file(self, "pack", self.tr("ユーザーパックを読み込む"), self.tr("ユーザーパック (*.json)"))

    def confirm_import(self, preview: gmshare.ImportPreview) -> bool:
        return confirm_import(self, preview, self.lang)

    def show_message(self, title: str, text: str) -> None:
        from forms.dialogs.common import show_error
        show_error(self, title, text)

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt API
        if _json_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt API
        files = _json_files(event.mimeData())
        if files:
            event.acceptProposedAction()
            self.import_file(files[0])

    def unsaved(self) -> bool:
        """What :class:`DiscardGuard` asks before the dialog closes."""
        return bool(self.edits())


def refresh_window(window, system: str) -> None:
    """The window's pack for ``system`` loaded again; the open character of that system
    re-checked with it and its pages rebuilt (a GM option's choices may have changed)."""
    from forms.session.packloading import load_pack_for_window
    pack, problems = load_pack_for_window(system, getattr(window, "safe_mode", False))
    if hasattr(window, "packs"):
        window.packs[system] = pack
    session = window.session
    if session.pack.id != system:
        return
    session.pack = pack
    current = window.steps.currentRow() if hasattr(window, "steps") else -1
    session.relink()  # evaluates again: the waiting figures are computed now
    if hasattr(window, "set_session"):
        window.set_session(session)
        if current >= 0:
            window.steps.setCurrentRow(current)
    if problems and hasattr(window, "show_error"):
        window.show_error(QCoreApplication.translate("RuleData", "ユーザーパックを読み込めません"), "\n\n".join(problems))


def confirm_import(parent, preview: gmshare.ImportPreview, lang: str) -> bool:
    lines = preview.lines(lang)
    box = QMessageBox(QMessageBox.Question, QCoreApplication.translate("RuleData", "ユーザーパックの読み込み"),
                      QCoreApplication.translate("RuleData", "%1 を %2 のユーザーパックとして読み込みますか?").replace("%1", preview.source)
                      .replace("%2", preview.system_name(lang)), QMessageBox.Yes | QMessageBox.No, parent)
    box.setTextFormat(Qt.PlainText)
    box.setInformativeText("\n".join(lines[:30]) + ("\n…" if len(lines) > 30 else ""))
    box.setDefaultButton(QMessageBox.No)
    return box.exec() == QMessageBox.Yes


def import_pack(window, path: str | Path, system: str | None, asker, after=None) -> bool:
    """Check ``path``, show what it changes (``asker.confirm_import``), install it on a yes and
    re-check the open character. ``asker`` also gives ``show_message``."""
    try:
        preview = gmshare.preview_import(path, system, user_layer=not getattr(window, "safe_mode", False))
    except PackError as exc:
        asker.show_message(QCoreApplication.translate("RuleData", "読み込めません"), describe(exc))
        return False
    if not asker.confirm_import(preview):
        return False
    try:
        gmshare.install_import(preview)
    except (PackError, OSError) as exc:
        asker.show_message(QCoreApplication.translate("RuleData", "読み込めません"), str(exc))
        return False
    refresh_window(window, preview.system)
    if after is not None:
        after()
    return True


def open_editor(window) -> RuleDataDialog:
    dialog = RuleDataDialog(window)
    dialog.setAttribute(Qt.WA_DeleteOnClose)
    dialog.open()
    window.rule_data_dialog = dialog
    return dialog


def open_on_waiting(window) -> RuleDataDialog:
    """The editor on ``window``'s system, showing the first place the GM has not filled yet
    (File → New's 作成してルールデータを入力…, the summary's button)."""
    from builder.kit.waits import unfilled
    dialog = open_editor(window)
    waited = {p.id for p in unfilled(window.session.pack.content)}  # what figures wait for, first
    empty = [row for row, place in enumerate(dialog.places) if not place.rows]
    first = next((row for row in empty if dialog.places[row].id in waited), empty[0] if empty else None)
    if first is not None:
        dialog.place_list.setCurrentRow(first)
    return dialog
