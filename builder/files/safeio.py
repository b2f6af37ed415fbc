"""Reading and writing the user's files: no hang, no torn file, no litter, no surprise.

Contract:

- :func:`read_user_file` reads a *regular* file of at most ``max_bytes``. A folder, a named
  pipe (FIFO), a device such as ``/dev/zero`` or a socket is refused with a message before
  anything is read (the file is opened non-blocking and checked with ``fstat`` on the open
  descriptor, so there is no race and no hang); at most ``max_bytes + 1`` bytes are ever
  read. Problems raise :class:`InputError` (a message for the user, without the file name).
- :func:`write_file` replaces a file's content so that at every instant the file on disk is
  either the complete old or the complete new version, and returns a :class:`SaveReport`:

  * the new content goes to a short-named temporary file in the same folder
    (``.gb-<hash>-<pid>-<random>.tmp``, at most 32 bytes, so a target name of 255 bytes
    still works), is flushed and fsynced, then renamed over the target (``os.replace``);
  * the target keeps its permission bits (and group, where the user may set it); a new file
    gets the usual ``0o666 & ~umask``;
  * a symbolic link is written through: the file it points to gets the new content and the
    link stays a link;
  * a file with several hard links is updated in place, so every link sees the new version
    (trade-off: see :func:`_write_in_place`);
  * ``backup=True`` first copies the old version to ``<name>.bak``; a backup that cannot be
    written (disk full, name longer than the file system allows) does not stop the save and
    is reported in ``SaveReport.backup_error``;
  * on any failure, also ``KeyboardInterrupt``, the temporary file is removed and the target
    is untouched; temporary files left by a process that was killed are removed by the next
    write of the same target (only names made by this module for that target, whose writer
    is no longer running, older than :data:`STALE_AFTER` seconds).
- Every file read is noted as an input (:func:`builder.files.outputs.note_read`): no output
  may be written over it.
- :func:`same_file` says whether two paths name the same file (links included).
"""
from __future__ import annotations

import errno
import hashlib
import os
import re
import secrets
import stat
import time
from dataclasses import dataclass
from pathlib import Path

STALE_AFTER = 2.0           # seconds: a temp this old whose writer is gone is litter
ABANDONED_AFTER = 3600.0    # seconds: a temp this old is litter whoever wrote it
_O_BINARY = getattr(os, "O_BINARY", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


class InputError(Exception):
    """A file we will not read; ``message`` is for the user (the caller adds the file name)."""

    def __init__(self, message: str, code: str = "", **params: object):
        super().__init__(message)
        self.message = message
        # what :mod:`builder.words.problemtext` words in the user's language (``load.<code>``)
        self.code, self.params = code, params


@dataclass
class SaveReport:
    """What :func:`write_file` did: ``path`` is the file actually written (the target of a
    symlink), ``backup`` the ``.bak`` written, or ``backup_error`` why none could be."""

    path: Path
    backup: Path | None = None
    backup_error: str | None = None


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_user_file(path: str | os.PathLike, max_bytes: int) -> bytes:
    """The bytes of ``path`` (see the module contract)."""
    flags = os.O_RDONLY | _O_BINARY | _O_CLOEXEC | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", "cannot_read", errno=exc.errno or 0,
                         reason=exc.strerror or str(exc)) from exc
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"is {_kind(st.st_mode)}, not a file; give the path of a .json file", "not_a_file",
                             kind=_kind(st.st_mode))
        limit = f"the limit is {max_bytes:,} bytes"
        if st.st_size > max_bytes:
            raise InputError(f"too large ({st.st_size:,} bytes; {limit})", "too_large", size=f"{st.st_size:,}",
                             max=f"{max_bytes:,}")
        chunks, total = [], 0
        while total <= max_bytes:  # the size can lie (/proc, a growing file): count what we read
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise InputError(f"too large (more than {max_bytes:,} bytes; {limit})", "too_large",
                             size=f"> {max_bytes:,}", max=f"{max_bytes:,}")
        from .readlog import note_read  # an input: never an output of this process (issue 29)
        note_read(path)
        return b"".join(chunks)
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", "cannot_read", errno=exc.errno or 0,
                         reason=exc.strerror or str(exc)) from exc
    finally:
        os.close(fd)


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """True when ``a`` and ``b`` are the same file (through symlinks and hard links)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def temp_prefix(name: str) -> str:
    """The prefix of every temporary file this module makes for a target called ``name``."""
    return ".gb-" + hashlib.sha256(os.fsencode(name)).hexdigest()[:8] + "-"


def _name_max(directory: Path) -> int:
    try:
        return os.pathconf(directory, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):
        return 255


def _create_temp(directory: Path, target_name: str) -> tuple[int, Path]:
    prefix = temp_prefix(target_name)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY | _O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(100):
        tmp = directory / f"{prefix}{os.getpid()}-{secrets.token_hex(3)}.tmp"
        try:
            return os.open(tmp, flags, 0o666), tmp  # the umask applies, as for any new file
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary file name", str(directory))


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True  # no cheap check: rely on ABANDONED_AFTER alone
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def clean_stale_temps(target: str | os.PathLike) -> int:
    """Remove temporary files of earlier writes to ``target`` that were killed; the count."""
    target = Path(target)
    prefix = temp_prefix(target.name)
    pattern = re.compile(re.escape(prefix) + r"(\d+)-[0-9a-f]{6}\.tmp")
    removed, now = 0, time.time()
    try:
        entries = list(os.scandir(target.parent if str(target.parent) else "."))
    except OSError:
        return 0
    for entry in entries:
        m = pattern.fullmatch(entry.name)
        if not m:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        age = now - st.st_mtime
        if stat.S_ISREG(st.st_mode) and age > STALE_AFTER and (age > ABANDONED_AFTER
                                                                or not _pid_alive(int(m.group(1)))):
            try:
                os.unlink(entry.path)
                removed += 1
            except OSError:
                pass
    return removed


def _keep_metadata(fd: int, old: os.stat_result) -> None:
    mine = os.fstat(fd)
    if (mine.st_uid, mine.st_gid) != (old.st_uid, old.st_gid) and hasattr(os, "fchown"):
        for uid in (old.st_uid, -1):  # the owner only root may keep; the group often we may
            try:
                os.fchown(fd, uid, old.st_gid)
                break
            except OSError:
                continue
    if hasattr(os, "fchmod"):
        os.fchmod(fd, stat.S_IMODE(old.st_mode))
    else:  # pragma: no cover - Windows: only the read-only bit exists
        pass


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot; the rename itself is still atomic
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _write_temp(directory: Path, target_name: str, data: bytes, old: os.stat_result | None) -> Path:
    fd, tmp = _create_temp(directory, target_name)
    try:
        if old is not None:
            _keep_metadata(fd, old)
        _write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _unlink(tmp)
        raise
    os.close(fd)
    return tmp


def _unlink(path: Path | None) -> None:
    if path is not None:
        try:
            os.unlink(path)
        except OSError:
            pass


def _backup(target: Path, old: os.stat_result) -> tuple[Path | None, str | None]:
    bak = target.with_name(target.name + ".bak")
    if len(os.fsencode(bak.name)) > _name_max(target.parent):
        return None, f"no backup: the name {bak.name} would be longer than the file system allows"
    try:
        data = read_user_file(target, max(old.st_size, 0) + (1 << 20))
        tmp = _write_temp(target.parent, target.name, data, old)
        try:
            os.replace(tmp, bak)
        except BaseException:
            _unlink(tmp)
            raise
    except InputError as exc:
        return None, f"no backup written to {bak}: {exc.message}"
    except OSError as exc:
        return None, f"no backup written to {bak}: {exc.strerror or exc}"
    return bak, None


def _write_in_place(target: Path, data: bytes) -> None:
    """Overwrite the existing inode, so every hard link sees the new content.

    Trade-off: this is not a rename, so it is atomic only against a killed process, not
    against a power cut. The complete new version is already fsynced in a temporary file
    (and the old one in ``.bak`` when asked) before the first byte changes; space is reserved
    first (spaces appended to the old document) so a full disk fails before any change; new content shorter
    than the old is padded with spaces in the same single write (trailing white space is
    valid JSON and text), then the file is cut to size. A process killed at any point leaves
    the old or the new document."""
    fd = os.open(target, os.O_WRONLY | _O_BINARY | _O_CLOEXEC)
    try:
        size = os.fstat(fd).st_size
        padded = data + b" " * (size - len(data)) if size > len(data) else data
        if len(padded) > size:
            # Reserve the room by appending spaces to the old document (still valid JSON)
            # before the first byte of it changes: a full disk fails here, and a process
            # killed here leaves the old document. (posix_fallocate would extend the file
            # with NUL bytes, which no JSON reader accepts after the old document.)
            os.lseek(fd, size, os.SEEK_SET)
            _write_all(fd, b" " * (len(padded) - size))
            os.fsync(fd)
        os.lseek(fd, 0, os.SEEK_SET)
        _write_all(fd, padded)
        os.fsync(fd)
        if len(padded) != len(data):
            os.ftruncate(fd, len(data))
            os.fsync(fd)
    finally:
        os.close(fd)


def write_file(path: str | os.PathLike, data: bytes, *, backup: bool = False) -> SaveReport:
    """Replace the content of ``path`` with ``data`` (see the module contract)."""
    target = Path(os.path.realpath(path))  # through symlinks, to the file they name
    directory = target.parent
    if not directory.is_dir():  # say so of the user's folder, not of our temporary file (#29)
        raise FileNotFoundError(errno.ENOENT, f"no such folder: {directory}", os.fspath(path))
    try:
        old: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        old = None
    if old is not None and not stat.S_ISREG(old.st_mode):
        code = errno.EISDIR if stat.S_ISDIR(old.st_mode) else errno.EINVAL
        raise OSError(code, f"{_kind(old.st_mode)}, not a file I can replace", str(path))
    clean_stale_temps(target)
    report = SaveReport(target)
    tmp: Path | None = None
    try:
        tmp = _write_temp(directory, target.name, data, old)
        if backup and old is not None:
            report.backup, report.backup_error = _backup(target, old)
        if old is not None and old.st_nlink > 1:
            _write_in_place(target, data)
            _unlink(tmp)
        else:
            os.replace(tmp, target)
        tmp = None
        _fsync_dir(directory)
    finally:
        _unlink(tmp)
    return report
