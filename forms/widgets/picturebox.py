"""The character's picture on 設定 (every system's profile page): a preview in a fixed frame,
画像を選ぶ… and 外す, and a line saying why a picture is not shown.

Contract: :class:`PictureBox` calls ``set_value(path)`` with what ``Build.picture`` stores (a
path relative to the character's file, :func:`builder.files.picture.relative_to`; "" to remove).
A chosen file is checked first (:func:`builder.files.picture.load_picture`: PNG, JPEG or WebP, 2 MiB,
4096×4096 pixels, decoded by Pillow): a refused one is not stored and the box says why. A
character not saved yet has no folder to be relative to, so the choice asks to save first.
:meth:`refresh` shows the stored picture, or the notice when it is missing or broken (never
an error dialog). The preview is drawn by Qt from bytes already checked, with
``QImageReader``'s allocation limit as a second guard; a file is read again only when it changed.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, Qt
from PySide6.QtGui import QImageReader, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

_T = QCoreApplication  # _T.translate("PictureBox", …): lupdate's context
PREVIEW_W, PREVIEW_H = 120, 150
ALLOCATION_MB = 128  # QImageReader refuses to allocate more (a 4096×4096 RGBA image is 64 MB)


class PictureBox(QWidget):
    def __init__(self, session: Any, set_value: Callable[[str], None], lang: str = "ja", parent=None):
        super().__init__(parent)
        self.session, self.set_value, self.lang = session, set_value, lang
        self._seen: tuple | None = None
        self.preview = QLabel()
        self.preview.setObjectName("picturePreview")
        self.preview.setFixedSize(PREVIEW_W, PREVIEW_H)
        self.preview.setAlignment(Qt.AlignCenter)
        self.preview.setStyleSheet("QLabel { border: 1px solid #999; }")
        choose = QPushButton(_T.translate("PictureBox", "画像を選ぶ…"))
        choose.setObjectName("pictureChoose")
        choose.clicked.connect(self.choose)
        clear = QPushButton(_T.translate("PictureBox", "外す"))
        clear.setObjectName("pictureClear")
        clear.clicked.connect(lambda: self.set_value(""))
        self.note = QLabel()
        self.note.setObjectName("pictureNote")
        self.note.setWordWrap(True)
        side = QVBoxLayout()
        side.addWidget(choose)
        side.addWidget(clear)
        side.addWidget(self.note, 1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.preview)
        row.addLayout(side, 1)

    def ask_path(self) -> str:
        """The image file (a dialog starting beside the character's file); tests replace the dialog."""
        from forms.common.filedialogs import ask_open_file
        folder = self.session.path.parent if self.session.path else None
        return ask_open_file(self, "picture", _T.translate("PictureBox", "キャラクターの画像"),
                             _T.translate("PictureBox", "画像 (*.png *.jpg *.jpeg *.webp)"), folder)

    def choose(self) -> None:
        from builder.files.picture import PictureProblem, load_picture, relative_to
        if self.session.path is None:
            self.note.setText(_T.translate("PictureBox", "先にキャラクターを保存してください(画像はキャラクターの"
                                                         "ファイルからの相対パスで記録します)"))
            return
        path = self.ask_path()
        if not path:
            return
        found = load_picture(None, path)
        if isinstance(found, PictureProblem):
            self.note.setText(found.text(self.lang))
            return
        self.set_value(relative_to(self.session.path, path))

    def refresh(self, build: Any, lang: str) -> None:
        from builder.files.picture import PictureProblem, load_picture, resolve
        self.lang = lang
        if not build.picture:
            self._seen = None
            self.preview.clear()
            self.preview.setText(_T.translate("PictureBox", "画像なし"))
            self.note.setText("")
            return
        path = resolve(self.session.path, build.picture)
        try:
            stat = path.stat()
            key = (str(path), stat.st_mtime_ns, stat.st_size, lang)
        except OSError:
            key = (str(path), None, None, lang)
        if key == self._seen:
            return
        self._seen = key
        found = load_picture(self.session.path, build.picture)
        if isinstance(found, PictureProblem) or found is None:
            self.preview.clear()
            self.preview.setText(_T.translate("PictureBox", "表示できません"))
            self.note.setText(found.text(lang) if found else "")
            return
        self.note.setText(Path(build.picture).name)
        self.preview.setPixmap(_scaled(found.data))


def _scaled(data: bytes) -> QPixmap:
    """The checked bytes as a pixmap fitting the preview (Qt's reader, with its allocation limit)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QBuffer.ReadOnly)
    reader = QImageReader(buffer)
    reader.setAllocationLimit(ALLOCATION_MB)
    image = reader.read()
    if image.isNull():
        return QPixmap()
    return QPixmap.fromImage(image).scaled(PREVIEW_W, PREVIEW_H, Qt.KeepAspectRatio, Qt.SmoothTransformation)
