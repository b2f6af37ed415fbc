"""Dialogs: ファイル → 新規 (system and type), and the error box that names file and place."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QMessageBox, QWidget

from builder.packs import PackError, bundled_systems, load_pack

from .text import name_of


class NewCharacterDialog(QDialog):
    """Asks for the system (bundled packs) and the type (from that system's pack)."""

    def __init__(self, lang: str, packs: dict, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("新規キャラクター"))
        self.lang, self.packs = lang, packs
        self.system = QComboBox()
        self.system.setObjectName("newSystem")
        self.type = QComboBox()
        self.type.setObjectName("newType")
        for system in bundled_systems():
            self.system.addItem(system, system)
        self.system.currentIndexChanged.connect(self._fill_types)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("システム"), self.system)
        form.addRow(self.tr("タイプ"), self.type)
        form.addRow(buttons)
        self._fill_types()

    def _fill_types(self) -> None:
        self.type.clear()
        system = self.system.currentData()
        try:
            pack = self.packs.get(system) or load_pack(system)
        except PackError:
            return
        self.packs[system] = pack
        self.system.setItemText(self.system.currentIndex(), f"{pack.manifest.name} ({system})")
        for t in pack.types.values():
            self.type.addItem(name_of(t, self.lang), t.id)
        self.type.setCurrentIndex(max(0, self.type.findData("saber")))

    def choice(self) -> tuple[str, str]:
        return self.system.currentData(), self.type.currentData()


def error_text(exc) -> str:
    """"file / place: message" for DocumentError and PackError; str() for anything else."""
    if hasattr(exc, "file"):
        return f"{exc.file}\n{exc.path or '/'}: {exc.message}"
    return str(exc)


def show_error(parent, title: str, text: str) -> None:
    QMessageBox.critical(parent, title, text)
