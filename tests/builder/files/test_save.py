"""Saving respects the user's file: permissions, symlinks, hard links, the .bak, long names,
failures (also Ctrl-C) and the temporary files of killed saves."""
from __future__ import annotations

import errno
import json
import os
import time

import pytest

import builder.files.safeio as safeio
from builder.core.documents import DocumentError, load_build, save_build
from tests.conftest import EXAMPLES

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file semantics")


@pytest.fixture
def build():
    return load_build(EXAMPLES / "saber.json")


@pytest.fixture
def old(tmp_path):
    target = tmp_path / "c.json"
    target.write_text('{"old": true}\n', encoding="utf-8")
    return target


def litter(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_keeps_permissions(build, old):
    old.chmod(0o640)
    save_build(build, old)
    assert old.stat().st_mode & 0o7777 == 0o640
    assert (old.parent / "c.json.bak").stat().st_mode & 0o7777 == 0o640


def test_a_new_file_gets_the_usual_permissions(build, tmp_path):
    previous = os.umask(0o022)
    try:
        save_build(build, tmp_path / "new.json")
    finally:
        os.umask(previous)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o644


def test_writes_through_a_symlink(build, tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = real_dir / "c.json"
    real.write_text('{"old": true}\n', encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    report = save_build(build, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_build(real).name == build.name
    assert report.path == real and (real_dir / "c.json.bak").read_text(encoding="utf-8") == '{"old": true}\n'


def test_keeps_hard_links(build, old):
    other = old.parent / "roster-copy.json"
    os.link(old, other)
    save_build(build, old)
    assert os.path.samefile(old, other) and old.stat().st_nlink == 2
    assert load_build(other).name == build.name
    assert (old.parent / "c.json.bak").read_text(encoding="utf-8") == '{"old": true}\n'
    assert litter(old.parent) == []


def test_a_hard_linked_file_shrinks_cleanly(build, old):
    old.write_text(json.dumps({"pad": "x" * 50000}), encoding="utf-8")
    os.link(old, old.parent / "other.json")
    save_build(build, old)
    assert load_build(old.parent / "other.json") == build
    assert old.stat().st_size == len(old.read_bytes()) < 50000


def test_a_backup_that_cannot_be_written_is_reported(build, old, monkeypatch):
    real_replace = os.replace

    def full_disk(src, dst):
        if str(dst).endswith(".bak"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_replace(src, dst)
    monkeypatch.setattr(safeio.os, "replace", full_disk)
    report = save_build(build, old)
    assert report.backup is None and "No space left on device" in report.backup_error
    assert str(old.parent / "c.json.bak") in report.backup_error
    assert load_build(old).name == build.name  # the save itself happened
    assert litter(old.parent) == []


def test_backup_reported_when_written(build, old):
    report = save_build(build, old)
    assert report.backup == old.parent / "c.json.bak" and report.backup_error is None


@pytest.mark.parametrize("stem", ["a" * 250, "あ" * 83])
def test_the_longest_names_save_and_report_the_missing_backup(build, tmp_path, stem):
    target = tmp_path / f"{stem}.json"
    assert len(os.fsencode(target.name)) >= 254
    assert save_build(build, target).backup_error is None  # new file: no backup needed
    report = save_build(build, target)
    assert report.backup is None and "longer than the file system allows" in report.backup_error
    assert load_build(target) == build and litter(tmp_path) == []


@pytest.mark.parametrize("failure", [OSError(errno.EIO, "I/O error"), KeyboardInterrupt()])
def test_a_failed_save_leaves_the_old_file_and_no_temporary_file(build, old, monkeypatch, failure):
    def fail(*_a, **_k):
        raise failure
    monkeypatch.setattr(safeio.os, "fsync", fail)
    with pytest.raises(type(failure)):
        save_build(build, old)
    assert old.read_text(encoding="utf-8") == '{"old": true}\n'
    assert sorted(p.name for p in old.parent.iterdir()) == ["c.json"]


def test_interrupted_at_the_rename(build, old, monkeypatch):
    def interrupted(*_a, **_k):
        raise KeyboardInterrupt
    monkeypatch.setattr(safeio.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_build(build, old, backup=False)
    assert old.read_text(encoding="utf-8") == '{"old": true}\n' and litter(old.parent) == []


def test_a_lone_surrogate_is_refused_with_its_place_and_nothing_written(build, old):
    bad = build.model_copy(update={"name": "\ud800"})
    with pytest.raises(DocumentError) as err:
        save_build(bad, old)
    assert err.value.path == "/name" and err.value.file == str(old)
    assert old.read_text(encoding="utf-8") == '{"old": true}\n' and litter(old.parent) == []


def test_a_folder_is_not_replaced(build, tmp_path):
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(OSError):
        save_build(build, tmp_path / "dir.json")
    assert (tmp_path / "dir.json").is_dir() and litter(tmp_path) == []


def test_stale_temporary_files_of_dead_savers_are_cleaned(build, old):
    dead = _dead_pid()
    prefix = safeio.temp_prefix(old.name)
    stale = old.parent / f"{prefix}{dead}-abcdef.tmp"
    fresh = old.parent / f"{prefix}{dead}-123456.tmp"
    alive = old.parent / f"{prefix}{os.getppid()}-fedcba.tmp"
    other = old.parent / f"{safeio.temp_prefix('other.json')}{dead}-abcdef.tmp"
    mine = old.parent / "notes.tmp"
    for p in (stale, fresh, alive, other, mine):
        p.write_text("partial", encoding="utf-8")
    past = time.time() - 60
    for p in (stale, alive, other, mine):
        os.utime(p, (past, past))
    save_build(build, old)
    left = set(litter(old.parent))
    assert stale.name not in left  # dead writer, old enough: litter
    assert {fresh.name, alive.name, other.name, mine.name} <= left  # too new, still running, not ours


def _dead_pid() -> int:
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_save_over_a_hard_link_stopped_after_reserving_room_leaves_the_old_document(tmp_path, monkeypatch):
    """The in-place write first grows the file with spaces (the old document plus white space
    is still the old document), then writes the new one. Stopped between the two, the file
    must still parse as the old document (posix_fallocate used to append NUL bytes)."""
    import json as _json

    from builder.files import safeio

    old, new = b'{"a": 1}', b'{"a": 1, "b": "a longer document"}'
    target = tmp_path / "c.json"
    target.write_bytes(old)
    import os as _os
    _os.link(target, tmp_path / "twin.json")
    calls = []
    real = safeio._write_all

    def stop_at_the_document(fd, data):
        calls.append(data)
        if len(calls) == 2:  # the first call reserved the room; the second would write the new document
            raise KeyboardInterrupt
        return real(fd, data)

    monkeypatch.setattr(safeio, "_write_all", stop_at_the_document)
    try:
        safeio._write_in_place(target, new)
    except KeyboardInterrupt:
        pass
    assert calls[0] == b" " * (len(new) - len(old))
    assert _json.loads(target.read_bytes()) == {"a": 1}
    monkeypatch.setattr(safeio, "_write_all", real)
    safeio._write_in_place(target, new)
    assert (tmp_path / "twin.json").read_bytes() == new
