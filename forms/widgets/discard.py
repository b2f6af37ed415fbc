"""An editing dialog that asks before it is closed with unsaved changes.

Contract: :class:`DiscardGuard` goes before ``QDialog`` in a dialog's bases; the dialog defines
``unsaved() -> bool``. Closing it without saving (Esc, the title bar's ×, a 閉じる/Cancel button:
all end in ``QDialog.reject``) asks 「保存していない変更を破棄しますか?」 while ``unsaved()``
holds, and stays open unless the user discards. Tests replace :meth:`ask_discard`.
(The rule-data tables and the readings dialog had their own copies of these lines.)
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox


class DiscardGuard:
    def ask_discard(self) -> bool:
        """Whether the user chose to discard the unsaved changes."""
        title = QCoreApplication.translate("DiscardGuard", "未保存の変更")
        question = QCoreApplication.translate("DiscardGuard", "保存していない変更を破棄しますか?")
        return QMessageBox.question(self, title, question,
                                    QMessageBox.Discard | QMessageBox.Cancel) == QMessageBox.Discard

    def reject(self) -> None:
        if self.unsaved() and not self.ask_discard():
            return
        super().reject()
