"""An operation's output is never a file it read, and never a link out of its folder.

Contract (issue 29 items 5 and 6):

- Every user file the process reads is noted (:func:`note_read`, called by
  :func:`builder.files.safeio.read_user_file` and the pack reader): characters, partners, war and
  side members, user packs and campaign files, layouts. :func:`refusal` ``(out)`` says why
  ``out`` may not be written as an output: it is (the same file as, through links) a file
  read in this process, ``--force`` or not; or it is a symbolic link whose target lies
  outside ``out``'s own folder (an output folder with a planted link never redirects a
  write elsewhere). ``None`` when it may be written.
- :func:`write_output` ``(out, data)`` checks :func:`refusal` at the moment of writing and
  then writes atomically (:func:`builder.files.safeio.write_file`); a refusal raises
  :class:`OutputRefused` (an ``OSError``, so every caller's "cannot write" path reports it,
  naming the file) and leaves the disk untouched.
- Every writer of a *derived* file uses it: ``export`` (all formats), ``war export``,
  ``pack export``, ``generate -o``, ``new --example``, and the window's PDF, public and war
  board exports. Saving a character or a war in place (the file is its own document) keeps
  :func:`builder.files.safeio.write_file`.

The record is per process (a window session protects every file it has read); paths are
kept resolved and compared with :func:`builder.files.safeio.same_file`, so a hard link or a
symlink to a read file is the file. Bounded to :data:`MAX_NOTED` entries (the oldest go).
"""
from __future__ import annotations

import errno
import os
from pathlib import Path

from .readlog import MAX_NOTED, _read, files_read, note_read  # noqa: F401 - the record this module judges by


class OutputRefused(OSError):
    """An output that would overwrite an input, or follow a link out of its folder;
    ``strerror`` in English (the command line's), ``ja`` the window's Japanese."""

    ja = ""


def reason_text(exc: BaseException) -> str:
    """What the window shows for a failed write: Japanese first, then English, for a refusal;
    an OSError's own reason otherwise."""
    if isinstance(exc, OutputRefused):
        return f"{exc.ja}\n{exc.strerror}"
    return getattr(exc, "strerror", None) or str(exc)


def refusal(out: str | os.PathLike) -> str | None:
    """Why ``out`` may not be written as an output (see the module contract), or None."""
    from .safeio import same_file
    name = os.fspath(out)
    try:
        if os.path.islink(name):
            folder = Path(os.path.abspath(name)).parent.resolve()
            if not Path(name).resolve().is_relative_to(folder):
                return (f"{name}: is a link to {os.path.realpath(name)}, outside its folder; "
                        "an output never follows a link out of its folder")
        if not os.path.lexists(name):
            return None
        real = os.path.realpath(name)
    except (OSError, RuntimeError, ValueError):
        return None  # the writer reports a name it cannot use, with its reason
    for source in reversed(_read):
        if real == source or (os.path.exists(source) and same_file(name, source)):
            return (f"{name}: is a file this operation read ({source}); choose another output file "
                    "(--force does not change this)")
    return None


def check(out: str | os.PathLike) -> None:
    """Raise :class:`OutputRefused` when :func:`refusal` names a reason."""
    why = refusal(out)
    if why is not None:
        name = os.fspath(out)
        error = OutputRefused(errno.EPERM, why.removeprefix(f"{name}: "), name)
        error.ja = ("フォルダーの外へのリンクには書き出しません" if "outside its folder" in why else
                    "この操作で読み込んだファイル(キャラクター、パートナー、パック)には書き出しません。"
                    "別のファイル名を選んでください")
        raise error


def write_output(out: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``out`` atomically unless :func:`refusal` forbids it."""
    from .safeio import write_file
    check(out)
    write_file(out, data)


def save_as_refusal(out: str | os.PathLike, own: str | os.PathLike | None, partner: str,
                    layers: list[str]) -> str | None:
    """Why the window's 名前を付けて保存 may not write the character to ``out``: it is a file
    the character reads (its partner ``partner``, a path relative to its own file ``own``, or
    one of its pack's ``layers``), Japanese first, then English; ``None`` when it may. The
    character's own file and any other file stay the user's to overwrite (the dialog asks)."""
    from .safeio import same_file
    inputs = [Path(own).parent / partner] if own and partner else []
    inputs += [Path(layer) for layer in layers]
    if not any(os.path.exists(i) and os.path.exists(out) and same_file(out, i) for i in inputs):
        return None
    name = Path(out).name
    return (f"「{name}」はこのキャラクターが読むファイル(パートナーかルールパック)です。上書きしません。\n"
            f"{name} is a file this character reads (its partner or a rule pack): it is not overwritten.")

