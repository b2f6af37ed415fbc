"""The packs :func:`builder.core.packs.load_pack` has built, kept for the next load of the same files.

Contract: a loaded :class:`~builder.core.packs.RulePack` is read-only after loading (only its
``memo`` of pure results fills in), so a second load of the same inputs may return the same
object: every new window, every opened file and every command-line step that loads a pack would
otherwise merge, validate and index it again (about 0.13 s of CPU; issue 25 item 8).

The key (:func:`pack_key`) is everything the pack is made from: the system's plug-in and its
bundled files (path, ``st_mtime_ns``, ``st_size``, inode), the user-layer flag, and every user pack
file and campaign file in load order with its stat *and* a digest of its bytes. A GM who edits,
adds or removes a user pack file therefore gets a freshly loaded pack at the next load, even an
edit that keeps the size within the file system's timestamp granularity. A file that cannot be
read (gone, a FIFO, too large) gives no key: that load is not cached and reports the problem as
usual. A load that raises is never kept (:func:`keep` is only called with a built pack); a pack
whose broken user files were set aside is kept with those :attr:`~builder.core.packs.RulePack.problems`,
so every load of the same files reports them again. A load checking a not-yet-written file
(``candidate``) is never cached. At most :data:`MAX_PACKS` packs are kept (least recently used
go first).
"""
from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any, Hashable, Iterable

from .packio import PackError, read_bytes

__all__ = ["MAX_PACKS", "pack_key", "cached", "keep", "clear"]

MAX_PACKS = 16  # five systems with and without the user layer (safe mode), and campaigns; a pack is 0.2-3 MB
_lock = threading.Lock()  # a window may load a pack off the GUI thread
_packs: "OrderedDict[Hashable, tuple[Any, Any]]" = OrderedDict()


def _stat(path: Path) -> tuple[str, int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return str(path), info.st_mtime_ns, info.st_size, info.st_ino


def _user_file(path: Path) -> tuple[Any, ...] | None:
    """A user-writable file's identity: its stat and a digest of its bytes (read through the pack
    reader's own guarded read, which also notes the file as an input: builder.files.readlog)."""
    before = _stat(path)
    try:
        data = read_bytes(path)
    except PackError:
        return None
    return None if before is None else (*before, hashlib.blake2b(data, digest_size=16).digest())


def pack_key(system: str, plugin: Any, user_layer: bool, bundled_files: Iterable[Path],
             user_files: Iterable[Path], overlays: Iterable[Path]) -> Hashable | None:
    """The cache key of one load, or None when a file cannot be read (that load is not cached)."""
    bundled = tuple(_stat(p) for p in bundled_files)
    layers = []
    for kind, paths in (("user", user_files), ("overlay", overlays)):
        for path in paths:
            identity = _user_file(Path(path))
            if identity is None:
                return None
            layers.append((kind, *identity))
    return system, id(plugin), str(plugin.pack_dir), user_layer, bundled, tuple(layers)


def cached(key: Hashable | None, plugin: Any) -> Any:
    """The pack kept under ``key`` by the same plug-in object, or None."""
    if key is None:
        return None
    with _lock:
        found = _packs.get(key)
        if found is None or found[0] is not plugin:  # id() reused by a plug-in loaded anew
            return None
        _packs.move_to_end(key)
        return found[1]


def keep(key: Hashable | None, plugin: Any, pack: Any) -> None:
    """Keep ``pack`` (a successful load) under ``key``; the least recently used go past MAX_PACKS."""
    if key is None:
        return
    with _lock:
        _packs[key] = (plugin, pack)
        _packs.move_to_end(key)
        while len(_packs) > MAX_PACKS:
            _packs.popitem(last=False)


def clear() -> None:
    """Forget every kept pack (a test that changes what a load reads without changing a file)."""
    with _lock:
        _packs.clear()
