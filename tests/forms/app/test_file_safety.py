"""The window and the user's files (issue 9, items 3, 4 and 6): nothing hangs, nothing is
lost, and every refusal is said."""
from __future__ import annotations

import os

from PySide6.QtWidgets import QLineEdit

from builder.core.build import LIMITS
from builder.core.documents import load_build, new_build, save_build
from builder.kit.edits import SetText
from tests.forms.app import killchildren



def test_a_fifo_as_the_last_opened_file_does_not_hang_the_start(tmp_path, forker):
    """Reading a FIFO blocks forever; start the window in a child with the FIFO as its last
    file and require that it comes up on the default character within the time limit. The
    child forks from a prepared parent (the ``forker`` fixture, tests/forms/app/conftest.py)."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    answer, sent = forker.Pipe(duplex=False)
    proc = forker.Process(target=killchildren.start_with_last_file, args=(dict(os.environ), str(fifo), sent))
    proc.start()
    sent.close()
    try:
        assert answer.poll(60), "the window did not come up (a hang, or the child died)"
        kind, path, message = answer.recv()
    finally:
        proc.kill()
        proc.join(10)
    assert (kind, path) == ("saber", None)
    assert str(fifo) in message


def test_typing_past_the_name_limit_stops_at_the_limit(qtbot, shared_window):
    window = shared_window
    edit = window.show_page("profile").findChild(QLineEdit, "nameEdit")
    edit.setFocus()
    edit.insert("剣" * (LIMITS["name"] + 50))
    assert window.session.build.name == "剣" * LIMITS["name"]  # 200 characters, not a silent drop


def test_a_backup_that_cannot_be_written_is_reported_and_the_save_still_counts(qtbot, shared_window,
                                                                               tmp_path):
    window = shared_window
    path = tmp_path / "hero.json"
    save_build(window.session.build, path, backup=False)
    window.session.path = path
    (tmp_path / "hero.json.bak").mkdir()  # a folder where the .bak would go
    window.session.apply_edit(SetText("name", "保存"))
    assert window.save()
    assert load_build(path).name == "保存" and not window.session.is_dirty
    assert ".bak" in window.statusBar().currentMessage()


def test_a_failed_save_keeps_the_file_and_the_unsaved_state(qtbot, shared_window, tmp_path, errors, pack,
                                                            monkeypatch):
    """The disk fills up while saving: the file on disk stays as it was, no temporary file is
    left, the error names the file, and the character is still unsaved in the window."""
    window = shared_window
    import errno
    path = tmp_path / "hero.json"
    save_build(new_build(pack, "saber", "原本"), path, backup=False)
    before = path.read_bytes()
    assert window.open_file(path)
    window.session.apply_edit(SetText("name", "変更"))

    def disk_full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "fsync", disk_full)
    assert not window.save()
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hero.json"]
    assert errors and str(path) in errors[0][1] and os.strerror(errno.ENOSPC) in errors[0][1]
    assert window.session.is_dirty and window.session.build.name == "変更"
    assert window.save() and load_build(path).name == "変更"  # space again: it saves


def test_pdf_export_never_writes_over_the_open_character(qtbot, shared_window, tmp_path, errors, pack):
    window = shared_window
    import exports.pdf.sheet as pdf
    path = tmp_path / "hero.json"
    save_build(new_build(pack, "saber", "本人"), path, backup=False)
    assert window.open_file(path)
    before = path.read_bytes()
    window.ask_pdf_path = lambda: str(path)
    window.export_pdf()
    assert path.read_bytes() == before and str(path) in errors[0][1]
    out = tmp_path / "hero.pdf"
    assert window.write_pdf_to(str(out), pdf)
    assert out.read_bytes().startswith(b"%PDF-")


def test_a_failing_pdf_export_leaves_the_old_pdf(qtbot, shared_window, tmp_path, errors, monkeypatch):
    window = shared_window
    import exports.pdf.sheet as pdf
    out = tmp_path / "sheet.pdf"
    out.write_bytes(b"%PDF-old")

    def broken(*args, **kwargs):
        args[3].write(b"%PDF-half")
        raise RuntimeError("renderer bug")
    monkeypatch.setattr(pdf, "write_pdf", broken)
    assert not window.write_pdf_to(str(out), pdf)
    assert out.read_bytes() == b"%PDF-old" and "renderer bug" in errors[0][1]
    assert window.isVisible()
