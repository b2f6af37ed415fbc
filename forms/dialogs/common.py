"""Dialogs: ファイル → 新規 (system and type), and the error box that names file and place."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QMessageBox, QPushButton,
                               QWidget)

from builder.core.packs import PackError, load_pack
from builder.core.registry import plugin_for

from forms.session.packloading import describe as error_text  # noqa: F401 - the one "file / place: message" text


class NewCharacterDialog(QDialog):
    """Asks for the system (every registered system, :func:`builder.core.registry.systems`, by its
    rulebook's name; the last one used pre-selected, :mod:`forms.dialogs.systemchoice`) and the type
    (the plug-in's ``types(pack)``, its ``default_type`` preselected). A system whose tables
    wait for the GM says so under the choice, with a button that makes the character and opens
    the rule-data editor on those tables (``fill_first`` set: the caller opens it)."""

    def __init__(self, lang: str, packs: dict, parent: QWidget | None = None):
        super().__init__(parent)
        from .systemchoice import preferred, systems
        self.setWindowTitle(self.tr("新規キャラクター"))
        self.lang, self.packs = lang, packs
        self.fill_first = False  # the caller opens the rule-data editor on the new character's system
        self.system = QComboBox()
        self.system.setObjectName("newSystem")
        self.type = QComboBox()
        self.type.setObjectName("newType")
        for title, system in systems(lang):
            self.system.addItem(title, system)
        self.system.setCurrentIndex(max(0, self.system.findData(preferred())))
        self.system.currentIndexChanged.connect(self._fill_types)
        self.waits = QLabel()
        self.waits.setObjectName("newWaits")
        self.waits.setWordWrap(True)
        self.waits.setStyleSheet("color: #805000;")
        self.waits.setTextFormat(Qt.PlainText)
        self.fill_button = QPushButton(self.tr("作成してルールデータを入力…"))
        self.fill_button.setObjectName("newOpenRuleData")
        self.fill_button.clicked.connect(self._open_rule_data)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("システム"), self.system)
        form.addRow(self.tr("タイプ"), self.type)
        form.addRow(self.waits)
        form.addRow(self.fill_button)
        form.addRow(buttons)
        self.setMinimumWidth(480)  # room for the waiting tables' names, wrapped
        self._fill_types()

    def _fill_types(self) -> None:
        from .systemchoice import waiting_text
        self.type.clear()
        system = self.system.currentData()
        try:
            owner = self.parent()
            pack = self.packs.get(system) or (owner.pack_for(system) if hasattr(owner, "pack_for") else load_pack(system))
        except PackError:
            self.waits.hide()
            self.fill_button.hide()
            return
        self.packs[system] = pack
        plugin = plugin_for(system)
        for t in plugin.types(pack) if plugin else []:
            self.type.addItem((t.get("name_en") or t["name"]) if self.lang == "en" else t["name"], t["id"])
        self.type.setCurrentIndex(max(0, self.type.findData(plugin.default_type if plugin else "")))
        waiting = waiting_text(pack, self.lang)
        self.waits.setText(waiting)
        self.waits.setVisible(bool(waiting))
        self.fill_button.setVisible(bool(waiting))

    def _open_rule_data(self) -> None:
        """Make the character and open the rule-data editor on the tables it waits for."""
        self.fill_first = True
        self.accept()

    def choice(self) -> tuple[str, str]:
        from .systemchoice import remember
        remember(self.system.currentData())
        return self.system.currentData(), self.type.currentData()


def show_error(parent, title: str, text: str) -> None:
    """An error box; the text (file names, messages quoting the user's data) is plain text."""
    box = QMessageBox(QMessageBox.Critical, title, text, QMessageBox.Ok, parent)
    box.setTextFormat(Qt.PlainText)
    box.exec()


def ask_restore(parent, copy) -> str:
    """Restore / discard / later for one recovery copy, saying whose and when it was written."""
    when = copy.written_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
    name = copy.build.name or QCoreApplication.translate("RestoreDialog", "無名")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Warning)
    box.setWindowTitle(QCoreApplication.translate("RestoreDialog", "復元"))
    box.setTextFormat(Qt.PlainText)
    box.setText(QCoreApplication.translate("RestoreDialog", "前回、保存されずに終了した「%1」の自動保存があります(%2)。復元しますか?")
                .replace("%1", name).replace("%2", when))
    if copy.original:
        box.setInformativeText(copy.original)
    restore = box.addButton(QCoreApplication.translate("RestoreDialog", "復元"), QMessageBox.AcceptRole)
    discard = box.addButton(QCoreApplication.translate("RestoreDialog", "破棄"), QMessageBox.DestructiveRole)
    box.addButton(QCoreApplication.translate("RestoreDialog", "後で"), QMessageBox.RejectRole)
    box.setDefaultButton(restore)
    box.exec()
    clicked = box.clickedButton()
    return "restore" if clicked is restore else "discard" if clicked is discard else "later"
