"""The record of the user's files this process has read: what :mod:`builder.files.outputs`
never writes over.

Contract: :func:`note_read` records a file as an input (called by
:func:`builder.files.safeio.read_user_file` and the pack reader); :func:`files_read` lists
them, oldest first. Paths are kept resolved; bounded to :data:`MAX_NOTED` entries (the oldest
go). A module of its own below both the reader and the writer, so that reading a file (safeio)
and refusing to write one (outputs) need not import each other.
"""
from __future__ import annotations

import os
from collections import OrderedDict

MAX_NOTED = 10_000
_read: "OrderedDict[str, None]" = OrderedDict()


def note_read(path: str | os.PathLike) -> None:
    """Record that the user's file ``path`` was read (as an input of this process)."""
    try:
        key = os.path.realpath(path)
    except (OSError, ValueError):
        return
    _read[key] = None
    _read.move_to_end(key)
    while len(_read) > MAX_NOTED:
        _read.popitem(last=False)


def files_read() -> list[str]:
    """The resolved paths noted so far, oldest first."""
    return list(_read)
