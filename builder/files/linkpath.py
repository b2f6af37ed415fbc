"""Whether a path written in a user's file may be read: the one rule for every link.

Contract: :func:`linked_file` ``(referrer, entry, what) -> Path`` is the only way a path that
one file gives for another (a character's ``partner``, a side's or a war's member) becomes a
file to read. It returns the path inside the folder of ``referrer`` (the file that names it),
or raises :class:`LinkRefused` naming why, in Japanese and English, when the entry

- is not text, is empty, is longer than :data:`MAX_ENTRY` characters or holds a NUL;
- is absolute (``/x``, ``\\x``, ``C:x``, ``//host/x``) or has a ``..`` step;
- resolves, through symbolic links, to a place outside that folder (or loops);
- exists and is not a regular file (a folder, a FIFO, a device, a socket) or is larger than
  ``max_bytes``.

A missing file is *not* refused: the caller says "no such file" in its own words. Deciding
opens nothing (``os.stat`` and ``readlink`` only), so a refused link is never read, and the
reader then reads the returned path with :func:`builder.files.safeio.read_user_file` (regular,
bounded, non-blocking) as for any file the user names. A shared character, side or war file
can therefore never make the app read ``/etc/passwd`` or another folder's character (issue 29
item 4).
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_ENTRY = 500  # characters: the side and war files' own limit on a member path


class LinkRefused(ValueError):
    """A link that is not followed: ``ja`` and ``en`` say why (the entry quoted)."""

    def __init__(self, entry: str, ja: str, en: str):
        super().__init__(en)
        self.entry, self.ja, self.en = entry, ja, en


def _refuse(entry: object, ja: str, en: str) -> LinkRefused:
    shown = repr(entry)[:80] if isinstance(entry, str) else type(entry).__name__
    return LinkRefused(shown, f"{shown}: {ja}", f"{shown}: {en}")


def _is_absolute(entry: str) -> bool:
    return (Path(entry).is_absolute() or entry.startswith(("/", "\\"))
            or (len(entry) > 1 and entry[1] == ":"))


def linked_file(referrer: str | os.PathLike, entry: object, what: str = "file",
                max_bytes: int | None = None) -> Path:
    """The path ``entry`` names, inside ``referrer``'s folder (see the module contract);
    ``what`` names the referring kind of file in the English message ("side", "war")."""
    if not isinstance(entry, str) or not entry:
        raise _refuse(entry, "パスではありません", "is not a path")
    if len(entry) > MAX_ENTRY:
        raise _refuse(entry, f"パスが長すぎます({MAX_ENTRY}文字まで)", f"is longer than {MAX_ENTRY} characters")
    if "\0" in entry:
        raise _refuse(entry, "パスにNUL文字があります", "a path may not contain a NUL character")
    if _is_absolute(entry):
        raise _refuse(entry, "絶対パスです。参照元のファイルと同じフォルダーの中を相対パスで指定してください",
                      f"is an absolute path: a link must be given relative to the {what} file, inside its folder")
    if ".." in entry.replace("\\", "/").split("/"):
        raise _refuse(entry, "参照元のフォルダーの外を指しています(..)", f"leads out of the {what}'s folder (..)")
    folder = Path(os.fspath(referrer)).parent
    target = folder / entry
    try:
        inside = target.resolve().is_relative_to(folder.resolve())
    except (OSError, RuntimeError) as exc:  # a link loop, a name too long
        raise _refuse(entry, f"たどれません({exc})", f"cannot be resolved: {exc}") from None
    if not inside:
        raise _refuse(entry, "参照元のフォルダーの外を指すリンクです",
                      f"is a link pointing out of the {what}'s folder")
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return target  # missing: the caller's words
    except OSError as exc:
        raise _refuse(entry, f"読めません({exc.strerror or exc})", f"cannot be read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise _refuse(entry, "通常のファイルではありません(フォルダー、FIFO、デバイスなど)",
                      "is not a regular file (a folder, FIFO, device or socket)")
    if max_bytes is not None and info.st_size > max_bytes:
        raise _refuse(entry, f"大きすぎます({info.st_size:,}バイト、上限{max_bytes:,}バイト)",
                      f"is too large ({info.st_size:,} bytes; the limit is {max_bytes:,})")
    return target
