"""The rule-data editor's spreadsheet side: paste a block of cells, read a CSV, export the pack.

Contract (a mixin of :class:`forms.dialogs.ruledata.RuleDataDialog`; the cells are judged by
:mod:`builder.gm.table`):

- 「貼り付け」 (``paste_button``) and Ctrl+V on the table read the clipboard's text (tab-separated,
  as every spreadsheet copies; a text without a tab is read as CSV); 「CSVから読み込む…」
  (``csv_button``) reads a ``.csv``/``.tsv`` file. A block with a header row is matched by the
  columns' shown names (either language) or ids; a クラス一覧表 with a クラス column
  fills every class's table at once; a block without a header goes where the selected cell is.
- Until the whole block is valid nothing changes: every bad cell is listed under the table
  (``block_list``: the block's row, the column as its header reads, the reason, in the window's
  language) and the table keeps its rows. A valid block replaces the rows it names and adds the
  others (shown at once, checked like typed ones); 保存 then writes them.
- 「書き出し…」 (``export_button``) writes the system's user packs as one file to share
  (:func:`builder.gm.gmshare.export`; the save dialog asks before replacing a file); the other
  machine reads it with 読み込み…, which shows what it adds or replaces first.
- Interaction points tests replace: ``ask_csv_path``, ``ask_export_path`` (and the dialog's
  ``show_message``).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication as _T  # _T.translate("TablePaste", …): lupdate files it under that context
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QListWidget, QSizePolicy, QVBoxLayout, QWidget

from builder.gm import gmshare, table as gmtable
from builder.core.packio import PackError

from forms.widgets.buttons import dialog_button


class _PasteKey(QObject):
    """Ctrl+V (the platform's paste key) on the table, when no cell is being edited."""

    def __init__(self, dialog):
        super().__init__(dialog)
        self.dialog = dialog

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.KeyPress and event.matches(QKeySequence.StandardKey.Paste):
            self.dialog.paste_clipboard()
            return True
        return False


class TablePaste:
    """Mixed into the rule-data dialog (which has ``view``, ``places``, ``models``,
    ``model_for``, ``current_model``, ``validate``, ``edits``, ``system``, ``lang``)."""

    def build_paste_ui(self) -> QWidget:
        """The buttons (``paste_button``, ``csv_button``, ``export_button``) and the box that
        lists a block's problems; the box is returned for the dialog's layout."""
        self.paste_button = dialog_button(_T.translate("TablePaste", "貼り付け"), "ruleDataPaste", self.paste_clipboard)
        self.paste_button.setToolTip(_T.translate("TablePaste", "表計算ソフトでコピーしたセル(タブ区切り)を貼り付けます。1行目が列名なら列名で合わせます。"))
        self.csv_button = dialog_button(_T.translate("TablePaste", "CSVから読み込む…"), "ruleDataCsv", self.import_csv_dialog)
        self.export_button = dialog_button(_T.translate("TablePaste", "書き出し…"), "ruleDataExport", self.export_dialog)
        self.export_button.setToolTip(_T.translate("TablePaste", "このシステムのユーザーパックを1つのファイルに書き出します(他のGMと共有するため)。"))
        self._paste_key = _PasteKey(self)
        self.view.installEventFilter(self._paste_key)
        box = QWidget()
        box.setObjectName("ruleDataBlock")
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # the table keeps the height
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        self.block_note = QLabel()
        self.block_note.setObjectName("ruleDataBlockNote")
        self.block_note.setWordWrap(True)
        self.block_note.setTextFormat(Qt.PlainText)
        self.block_list = QListWidget()
        self.block_list.setObjectName("ruleDataBlockProblems")
        self.block_list.setMaximumHeight(140)
        self.block_list.hide()
        column.addWidget(self.block_note)
        column.addWidget(self.block_list)
        return box

    # ------------------------------------------------------------------ paste and CSV
    def paste_clipboard(self) -> bool:
        text = QGuiApplication.clipboard().text()
        return self.paste_text(text)

    def paste_text(self, text: str) -> bool:
        """Apply a block of text as pasted (see the module contract); True when applied."""
        source = _T.translate("TablePaste", "貼り付け")
        try:
            cells = gmtable.split_cells(text, source=source)
        except PackError as exc:
            self._show_block([], f"{source}: {exc.message}", error=True)
            return False
        return self.apply_cells(cells, source)

    def import_csv_dialog(self) -> bool:
        path = self.ask_csv_path()
        return self.import_csv(path) if path else False

    def import_csv(self, path: str) -> bool:
        try:
            cells = gmtable.read_cells_file(path)
        except PackError as exc:
            self._show_block([], f"{exc.file}: {exc.message}", error=True)
            return False
        return self.apply_cells(cells, str(path))

    def apply_cells(self, cells: list[list[str]], source: str) -> bool:
        model = self.current_model()
        if model is None:
            self._show_block([], _T.translate("TablePaste", "先に左の一覧から表を選んでください。"), error=True)
            return False
        index = self.view.currentIndex()
        at = (index.row(), index.column()) if index.isValid() else (0, 0)
        current = {key: m.rows for key, m in self.models.items()}
        result = gmtable.apply_block(self.places, model.place, cells, current, at)
        if not result.ok:
            head = _T.translate("TablePaste", "%1: 次の%2か所を直してください。表は変えていません(何も書き込んでいません)。") \
                .replace("%1", source).replace("%2", str(len(result.problems)))
            self._show_block(result.problems, head, error=True)
            return False
        by_key = {(p.kind, p.id): p for p in self.places}
        for key, rows in result.rows.items():
            self.model_for(by_key[key]).set_rows(rows, announce=False)
        self.validate()  # once for the whole block (it loads the pack with the new rows)
        done = _T.translate("TablePaste", "%1: %2行を追加、%3行を置き換えました(%4表)。保存で書き込みます。").replace("%1", source) \
            .replace("%2", str(result.added)).replace("%3", str(result.replaced)).replace("%4", str(len(result.rows)))
        self._show_block([], done)
        return True

    def _show_block(self, problems: list[gmtable.BlockProblem], note: str, error: bool = False) -> None:
        self.block_note.setText(note)
        self.block_note.setStyleSheet("color: #b00020;" if error else "")
        self.block_list.clear()
        for p in problems:
            self.block_list.addItem(p.text(self.lang))
        self.block_list.setVisible(bool(problems))
        self.block_note.parentWidget().updateGeometry()  # the table takes back the list's height
        self.layout().activate()

    def block_problems(self) -> list[str]:
        """The listed problems of the last block, as shown."""
        return [self.block_list.item(i).text() for i in range(self.block_list.count())]

    def ask_csv_path(self) -> str:
        from forms.common.filedialogs import ask_open_file  # the folder of the last table read, else Documents
        return ask_open_file(self, "table", _T.translate("TablePaste", "CSVから読み込む"), _T.translate("TablePaste", "表 (*.csv *.tsv *.txt);;すべてのファイル (*)"))

    # ------------------------------------------------------------------ export
    def export_dialog(self) -> bool:
        if self.edits():
            self.show_message(_T.translate("TablePaste", "書き出せません"), _T.translate("TablePaste", "未保存の変更があります。保存してから書き出してください。"))
            return False
        path = self.ask_export_path()
        if not path:
            return False
        try:
            target = gmshare.export(self.system, path, force=True)  # the save dialog asked before replacing
        except PackError as exc:
            self.show_message(_T.translate("TablePaste", "書き出せません"), f"{exc.file}: {exc.message}")
            return False
        except OSError as exc:
            self.show_message(_T.translate("TablePaste", "書き出せません"), f"{path}\n{exc.strerror or exc}")
            return False
        self.problem.setText(_T.translate("TablePaste", "書き出しました: %1").replace("%1", str(target)))
        return True

    def ask_export_path(self) -> str:
        from forms.common.filedialogs import ask_save_file
        return ask_save_file(self, "pack", _T.translate("TablePaste", "ユーザーパックを書き出す"), _T.translate("TablePaste", "ユーザーパック (*.json)"),
                             name=f"{self.system}-pack.json", suffix=".json")[0]
