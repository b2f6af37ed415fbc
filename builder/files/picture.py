"""A character's picture: a PNG, JPEG or WebP file kept beside the character file.

Contract: ``Build.picture`` holds the picture's path relative to the character file's folder
(:func:`relative_to`), so a folder moved or shared with its pictures keeps working and the
character file stays small, text and diffable. :func:`load_picture` reads and checks it
(``character_file`` is where the build was read from) and returns a :class:`Picture` or a
:class:`PictureProblem` (a notice, never an exception: a missing or broken picture never
stops a check, an export or the window). It refuses, with the reason:

- a file over :data:`MAX_BYTES` (2 MiB: ユドナリウム drops a larger image from a zip,
  TK11235/udonarium ``src/app/class/core/file-storage/file-archiver.ts`` ``maxImageSize``);
- anything Pillow does not decode as PNG, JPEG or WebP (the format is read from the bytes,
  not the name), or decodes only in part;
- an image over :data:`MAX_PIXELS` (4096×4096) whatever its file size (a decompression bomb:
  Pillow is told the limit before it decodes).

The bytes handed on are the file's own, unchanged (an export embeds them). Pillow is
imported only here, when a picture is read; without it the picture is a notice.
"""
from __future__ import annotations

import hashlib
import io
import os
from dataclasses import dataclass
from pathlib import Path

MAX_BYTES = 2 * 1024 * 1024
MAX_PIXELS = 4096 * 4096
FORMATS = {"PNG": ".png", "JPEG": ".jpg", "WEBP": ".webp"}


@dataclass(frozen=True)
class Picture:
    data: bytes
    format: str      # PNG, JPEG or WEBP (what the bytes are)
    width: int
    height: int

    @property
    def suffix(self) -> str:
        return FORMATS[self.format]

    @property
    def sha256(self) -> str:
        """The hex SHA-256 of the bytes: ユドナリウム's identifier of an image (image-file.ts calcHash)."""
        return hashlib.sha256(self.data).hexdigest()


@dataclass(frozen=True)
class PictureProblem:
    """Why a picture is not used (Japanese and English), naming the file."""

    path: str
    message: str
    message_en: str

    def text(self, lang: str = "ja") -> str:
        return f"{self.path}: {self.message_en if lang == 'en' else self.message}"


def resolve(character_file: str | os.PathLike | None, picture: str) -> Path:
    """The picture's path: ``picture`` relative to the character file's folder (an absolute
    path, from a character never saved, as it is)."""
    path = Path(picture)
    if path.is_absolute() or character_file is None:
        return path
    return Path(character_file).resolve().parent / path


def relative_to(character_file: str | os.PathLike, picture: str | os.PathLike) -> str:
    """What ``Build.picture`` stores for ``picture`` once the character is saved as
    ``character_file``: the path from its folder, with ``/`` (the same on every system)."""
    folder = Path(character_file).resolve().parent
    return Path(os.path.relpath(Path(picture).resolve(), folder)).as_posix()


def rebased(picture: str, old_file: str | os.PathLike | None, new_file: str | os.PathLike) -> str:
    """What ``Build.picture`` stores once the character saved as ``old_file`` (None: never
    saved) is saved as ``new_file``: the same picture, from the new file's folder. A relative path
    is relative to the file's folder, so a Save As into another folder must rebase it or lose the
    picture; the picture stays where it is and is not copied (as a linked image in an office
    document: one picture, nothing written the user did not ask for). A path the new folder
    cannot reach relatively (another drive on Windows) is kept absolute; "" stays ""."""
    if not picture:
        return picture
    where = resolve(old_file, picture)
    try:
        return relative_to(new_file, where)
    except ValueError:  # os.path.relpath across drives
        return where.resolve().as_posix()


def check_bytes(data: bytes, where: str) -> Picture | PictureProblem:
    """:class:`Picture` of ``data`` or why not (see the module contract)."""
    if len(data) > MAX_BYTES:
        return PictureProblem(where, f"画像が大きすぎます({len(data):,}バイト、上限 {MAX_BYTES:,})",
                              f"the picture is too large ({len(data):,} bytes, at most {MAX_BYTES:,})")
    try:
        from PIL import Image
    except ImportError:
        return PictureProblem(where, "画像を読むにはPillowが要ります(pip install 'grail-builder[pdf]')",
                              "reading a picture needs Pillow (pip install 'grail-builder[pdf]')")
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS  # Pillow refuses (an error past twice this, a warning past it)
    try:
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=list(FORMATS)) as im:
                width, height, fmt = im.width, im.height, im.format
                if width * height > MAX_PIXELS:
                    return PictureProblem(where, f"画像の画素が多すぎます({width}×{height}、上限 4096×4096)",
                                          f"the picture has too many pixels ({width}×{height}, at most 4096×4096)")
                im.load()  # decode it all: a truncated or broken file fails here
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return PictureProblem(where, "画像の画素が多すぎます(上限 4096×4096)",
                              "the picture has too many pixels (at most 4096×4096)")
    except Exception:  # noqa: BLE001 - whatever Pillow raises on a bad file is one answer: not a picture
        return PictureProblem(where, "PNG・JPEG・WebPの画像として読めません",
                              "cannot be read as a PNG, JPEG or WebP image")
    return Picture(data, fmt, width, height)


def load_picture(character_file: str | os.PathLike | None, picture: str) -> Picture | PictureProblem | None:
    """The character's picture (None when it has none; see the module contract)."""
    if not picture:
        return None
    path = resolve(character_file, picture)
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
            if len(data) > MAX_BYTES:
                size = os.fstat(f.fileno()).st_size
                return PictureProblem(str(path), f"画像が大きすぎます({size:,}バイト、上限 {MAX_BYTES:,})",
                                      f"the picture is too large ({size:,} bytes, at most {MAX_BYTES:,})")
    except OSError as exc:
        return PictureProblem(str(path), f"画像を開けません({exc.strerror or exc})",
                              f"cannot open the picture ({exc.strerror or exc})")
    return check_bytes(data, str(path))


def shown(build, sheet) -> bool:
    """Whether exports show the picture: not in a public form until the true name is known (a
    portrait can give a Servant away, as a name does: builder.core.secrets)."""
    return not getattr(sheet, "public", False) or bool(getattr(build, "true_name_revealed", False))
