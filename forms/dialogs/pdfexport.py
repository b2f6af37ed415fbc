"""ファイル → PDFに書き出し…: the dialog, the layout, the file, the confirmation, opening it.

Contract:
- :meth:`PdfExport.ask_path` opens the save dialog in the last folder used for PDFs (else the
  character's folder, else the documents folder, :mod:`forms.common.filedialogs`) with a name from the character's name. The
  dialog's file types are the layouts this system's sheet has (``exports/systems/<system>/``:
  キャラクターシート = ``default``, 全項目 = ``full`` with the rulebook's texts, GMコンパクト =
  ``gm-compact``, as ``grail-builder export --layout`` offers them; a system without layouts
  of its own: キャラクターシート and GMコンパクト drawn from its sections,
  :func:`exports.layout.offered_layouts`); the type chosen is the
  layout, remembered for next time. ``.pdf`` is added when the name lacks it, and a file that
  the added suffix lands on is not replaced without a question (the dialog asked about the
  name as typed). Returns the path ("" when cancelled).
- :meth:`PdfExport.write` renders in memory, then writes atomically: a failure leaves the
  target as it was, the open character's own file is never the target, and the window never
  dies of an exporter's error (it says what happened). On success the status bar names the
  file for a few seconds and :meth:`offer_open` offers to open it with the desktop's viewer
  (``QDesktopServices.openUrl``).
"""
from __future__ import annotations

import io
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox

from forms.common.filedialogs import ask_save_file, proposed_name

LAYOUT_IDS = ("default", "full", "gm-compact")


class PdfExport(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.layout = "default"

    def layout_labels(self) -> dict[str, str]:
        return {"default": self.tr("キャラクターシート"), "full": self.tr("全項目(スキル本文・ランクの義務つき)"),
                "gm-compact": self.tr("GMコンパクト")}

    def layouts(self) -> list[str]:
        """The layouts the open character's sheet can be drawn with, as the command line's
        ``export --layout`` draws it (:func:`exports.layout.offered_layouts`): those its system
        bundles (exports/systems/<id>/), else the sheet and the GM-compact block drawn from its
        sections."""
        from exports.layout import offered_layouts
        names = set(offered_layouts(self.window.session.pack.id))
        return [x for x in LAYOUT_IDS if x in names] or ["default"]

    def _filter(self, layout: str) -> str:
        return f"PDF — {self.layout_labels()[layout]} (*.pdf)"

    def ask_path(self) -> str:
        session = self.window.session
        layouts = self.layouts()
        remembered = str(QSettings("grail-builder", "grail-builder").value("pdf/layout", "default"))
        chosen = remembered if remembered in layouts else layouts[0]
        path, selected = ask_save_file(self.window, "pdf", self.tr("PDFに書き出し"),
                                       ";;".join(self._filter(x) for x in layouts),
                                       proposed_name(session.build.name, ".pdf"), ".pdf", self._filter(chosen),
                                       folder=str(Path(session.path).parent) if session.path else None)
        if not path:
            return ""
        self.layout = next((x for x in layouts if self._filter(x) == selected), chosen)
        QSettings("grail-builder", "grail-builder").setValue("pdf/layout", self.layout)
        return path

    def write(self, path: str, pdf, layout: str | None = None) -> bool:
        from builder.files.outputs import write_output
        from builder.files.safeio import same_file
        window, session = self.window, self.window.session
        title = self.tr("PDFに書き出せません")
        if session.path is not None and same_file(path, session.path):
            window.show_error(title, self.tr("%1 はこのキャラクターのファイルです。別の名前を選んでください。")
                              .replace("%1", str(path)))
            return False
        layout = layout or self.layout
        try:
            buffer = io.BytesIO()
            lang = window.lang()  # the sheet in the window's language (English headings and labels)
            from forms.common.exportpicture import picture_of
            if layout == "gm-compact":  # one block, drawn from the layout or the sections as the CLI draws it
                pdf.write_roster_pdf([(session.pack, session.build, session.sheet)], buffer, "gm-compact",
                                     lang=lang, title=session.sheet.name or "character",
                                     pictures=[picture_of(window, session.build, session.sheet)])
            else:
                pdf.write_pdf(session.pack, session.build, session.sheet, buffer, layout, lang=lang,
                              picture=picture_of(window, session.build, session.sheet))
            write_output(path, buffer.getvalue())  # never a file read (partner, pack…) (#29)
        except OSError as exc:
            from builder.files.outputs import reason_text
            window.show_error(title, f"{path}\n{reason_text(exc)}")
            return False
        except Exception as exc:  # noqa: BLE001 - another package's failure must not close the window
            window.show_error(title, f"{path}\n{type(exc).__name__}: {exc}")
            return False
        window.statusBar().showMessage(self.tr("PDFを書き出しました: %1 (%2)")
                                       .replace("%1", Path(path).name).replace("%2", str(Path(path).parent)), 8000)
        return True

    def offer_open(self, path: str) -> bool:
        """Ask whether to open the PDF; open it with the desktop's viewer when asked to."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("PDFを書き出しました"),
                          self.tr("%1 を書き出しました。開きますか?").replace("%1", Path(path).name),
                          QMessageBox.Open | QMessageBox.Close, self.window)
        box.setDefaultButton(QMessageBox.Open)
        if self.ask_open(box) != QMessageBox.Open:
            return False
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(path).resolve()))):
            self.window.statusBar().showMessage(self.tr("PDFを開けませんでした: %1").replace("%1", str(path)), 8000)
            return False
        return True

    def ask_open(self, box: QMessageBox):
        """The button chosen in the open question (tests replace this)."""
        box.exec()
        return box.standardButton(box.clickedButton()) if box.clickedButton() else QMessageBox.Close
