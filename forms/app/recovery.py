"""Autosave and recovery: an evening's work survives a crash, a kill or a power cut.

Contract:
- :class:`RecoveryStore` keeps recovery copies in ``<user state dir>/grail-builder/recovery``
  (platformdirs). A copy is one JSON file ``<id>.json``: ``{"format", "written_at" (ISO 8601,
  UTC), "original" (the character's file or null), "build" (the character document)}``,
  written by :func:`builder.files.safeio.write_file` (temporary file, fsync, rename), so a kill at
  any moment leaves the old copy or the new one, never a mix; a killed write's temporary is
  removed by the next :meth:`RecoveryStore.orphans` once it is stale. Each running window holds ``<id>.lock`` (a
  :class:`QLockFile`, stale after its process dies), so a copy is *orphaned* (offered at start)
  only when the window that wrote it is gone.
- :class:`Autosaver` watches one window: after :data:`IDLE_MS` without an edit, while the
  character has unsaved changes, it writes the copy. Saving the file or closing the window
  normally removes the copy; a crash leaves it.
- Nothing here raises into the window: a copy that cannot be written is reported through
  ``failed`` (the window shows it in the status bar) and retried at the next edit.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from platformdirs import user_state_dir
from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from builder.files.safeio import InputError, clean_stale_temps, read_user_file, write_file

if TYPE_CHECKING:  # builder.core.documents (pydantic) is imported when a copy is written or read,
    from builder.core.build import Build  # not before the window's first paint (forms.app.startup)

APP_NAME = "grail-builder"
FORMAT = "grail-builder-recovery/1"
IDLE_MS = 3000  # a few seconds after the last keystroke: often enough, never while typing
MAX_COPY_BYTES = 8 * 1024 * 1024


def state_dir() -> Path:
    """The user state folder (crash reports and recovery copies live under it)."""
    return Path(user_state_dir(APP_NAME, appauthor=False))


@dataclass(frozen=True)
class RecoveryCopy:
    id: str
    path: Path
    written_at: datetime
    original: str | None
    build: Build

    @property
    def name(self) -> str:
        return self.build.name


class RecoveryStore:
    def __init__(self, folder: Path | None = None):
        self.folder = folder or state_dir() / "recovery"

    # ------------------------------------------------------------------ one window's copy
    def claim(self, copy_id: str | None = None) -> tuple[str, QLockFile | None]:
        """A copy id for a running window and the lock that marks it alive (None when the
        folder cannot be made: autosave then reports failure at the first write)."""
        copy_id = copy_id or os.urandom(6).hex()  # (not uuid: its import costs start-up time)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return copy_id, None
        lock = QLockFile(str(self.folder / f"{copy_id}.lock"))
        lock.setStaleLockTime(0)  # only a dead process's lock is stale, never a slow one's
        return copy_id, lock if lock.tryLock(0) else None

    def write(self, copy_id: str, build: Build, original: str | None) -> Path:
        """Write the copy atomically. Raises OSError (the caller reports it)."""
        from builder.core.documents import dump_build
        self.folder.mkdir(parents=True, exist_ok=True)
        record = {"format": FORMAT, "written_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                  "original": original, "build": dump_build(build)}
        data = json.dumps(record, ensure_ascii=False).encode("utf-8", "surrogatepass")
        target = self.folder / f"{copy_id}.json"
        write_file(target, data)  # temp, fsync, rename: the shared atomic writer
        return target

    def discard(self, copy_id: str) -> None:
        try:
            (self.folder / f"{copy_id}.json").unlink()
        except OSError:
            pass

    # ------------------------------------------------------------------ copies left by crashes
    def orphans(self) -> list[RecoveryCopy]:
        """Copies whose window is no longer running, newest first. Unreadable copies are
        skipped (and left on disk for the user to look at); stale temporary files removed."""
        if not self.folder.is_dir():
            return []
        copies = []
        for path in sorted(self.folder.glob("*.json")):
            if self._owner_alive(path.stem):
                continue  # another window is running and owns it
            copy = self._read(path)
            if copy is not None:
                copies.append(copy)
        stems = {p.stem for p in self.folder.glob("*.json")} | {p.stem for p in self.folder.glob("*.lock")}
        for stem in stems:  # a write killed half-way leaves a temporary
            if not self._owner_alive(stem):
                clean_stale_temps(self.folder / f"{stem}.json")
        return sorted(copies, key=lambda c: c.written_at, reverse=True)

    def _owner_alive(self, copy_id: str) -> bool:
        lock = QLockFile(str(self.folder / f"{copy_id}.lock"))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            return True
        lock.unlock()
        return False

    def _read(self, path: Path) -> RecoveryCopy | None:
        from builder.core.documents import DocumentError, parse_build
        try:
            # regular files only, size checked on the open file: a FIFO or a link to /dev/zero
            # in the folder would otherwise block the start (recovery is offered at start)
            record: Any = json.loads(read_user_file(path, MAX_COPY_BYTES).decode("utf-8"))
            if not isinstance(record, dict) or record.get("format") != FORMAT:
                return None
            build = parse_build(record["build"], str(path))
            written = datetime.fromisoformat(record["written_at"])
            original = record.get("original")
            return RecoveryCopy(path.stem, path, written, original if isinstance(original, str) else None, build)
        except (OSError, ValueError, KeyError, TypeError, DocumentError, InputError, RecursionError):
            return None


class Autosaver(QObject):
    """Writes the window's character to its recovery copy after a few idle seconds."""

    written = Signal(str)   # the copy's path
    failed = Signal(str)    # why it could not be written

    def __init__(self, window, store: RecoveryStore | None = None, copy_id: str | None = None):
        super().__init__(window)
        self.window = window
        self.store = store or RecoveryStore()
        self.copy_id, self.lock = self.store.claim(copy_id)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(IDLE_MS)
        self.timer.timeout.connect(self.write_now)
        self.last_written: Path | None = None

    def edited(self) -> None:
        """Call after every change: (re)starts the idle countdown."""
        self.timer.start()

    def write_now(self) -> bool:
        session = self.window.session
        if session is None or not session.is_dirty:
            return False
        try:
            self.last_written = self.store.write(self.copy_id, session.build,
                                                 str(session.path) if session.path else None)
        except OSError as exc:
            self.failed.emit(f"{self.store.folder}: {exc.strerror or exc}")
            return False
        self.written.emit(str(self.last_written))
        return True

    def saved(self) -> None:
        """The character is safely in its file (or was deliberately discarded)."""
        self.timer.stop()
        self.store.discard(self.copy_id)
        self.last_written = None

    def release(self) -> None:
        """Normal close: no copy to keep, and the lock goes too."""
        self.saved()
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None
