"""Autosave and recovery (issue 9, item 2): an evening's work survives a kill.

The kill tests run the real window in a child process (offscreen), type into it, and
SIGKILL it mid-edit; this process then starts a window the way a user restarts the app.
The children fork from a prepared parent (the ``forker`` fixture, tests/forms/app/killchildren.py).
"""
from __future__ import annotations

import json
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLineEdit

from builder.core.documents import load_build, save_build
from builder.files.safeio import STALE_AFTER
from builder.kit.edits import SetText
from forms.app.recovery import RecoveryStore, state_dir

from tests.forms.app import killchildren
from tests.forms.helpers import type_into
from tests.stale import age_temporaries

KILLS = int(os.environ.get("GRAIL_KILLS", "25"))  # bench/fuzz.py sets a few hundred

def saved_character(tmp_path, pack, name="原本") -> Path:
    from builder.core.documents import new_build
    path = tmp_path / "hero.json"
    save_build(new_build(pack, "saber", name), path, backup=False)
    return path


def kill_child_mid_edit(forker, path: Path) -> None:
    """Open ``path`` in a window in a child process, type into it, and SIGKILL it mid-edit
    (after its first autosave, while it keeps typing)."""
    ready = forker.Event()
    proc = forker.Process(target=killchildren.edit_in_a_window_forever,
                          args=(dict(os.environ), str(path), ready))
    proc.start()
    try:
        assert ready.wait(60), "child did not autosave"
        time.sleep(random.uniform(0.05, 0.4))  # somewhere in the middle of typing
    finally:
        proc.kill()  # SIGKILL
        proc.join(10)
    assert proc.exitcode == -signal.SIGKILL


def test_idle_edit_writes_a_copy_and_saving_removes_it(qtbot, window, tmp_path):
    window.autosaver.timer.setInterval(50)
    type_into(qtbot, window.show_page("profile").findChild(QLineEdit, "nameEdit"), "ランサー")
    qtbot.waitUntil(lambda: window.autosaver.last_written is not None, timeout=5000)
    record = json.loads(window.autosaver.last_written.read_text(encoding="utf-8"))
    assert record["build"]["name"] == "ランサー" and record["original"] is None
    assert window.autosaver.last_written.parent == state_dir() / "recovery"
    assert window._write(tmp_path / "lancer.json")
    assert not list((state_dir() / "recovery").glob("*.json"))  # saved: nothing to recover


def test_no_copy_while_nothing_is_unsaved(qtbot, window):
    window.autosaver.timer.setInterval(10)
    window.autosaver.edited()
    qtbot.wait(100)
    assert window.autosaver.last_written is None


@pytest.mark.kill
def test_sigkill_mid_edit_then_restart_offers_and_restores_the_edits(qtbot, pack, tmp_path, errors, forker):
    path = saved_character(tmp_path, pack)
    before = path.read_bytes()
    kill_child_mid_edit(forker, path)
    assert path.read_bytes() == before  # autosave never touches the user's file

    from forms.app.main import create_window
    window = create_window([])
    qtbot.addWidget(window)
    window.show_error = lambda title, text: errors.append((title, text))
    asked = []
    window.ask_restore = lambda copy: asked.append(copy) or "restore"
    assert window.offer_recovery()
    (copy,) = asked
    assert copy.original == str(path)
    assert abs(copy.written_at.timestamp() - time.time()) < 60  # says when it was written
    build = window.session.build
    assert build.name.startswith("原本復元テスト")  # the last edits are back
    assert window.session.path == path and window.session.is_dirty
    assert window.windowTitle().startswith(build.name + "*")
    window.session.undo_stack.undo()  # one step back is the file as it was saved
    assert window.session.build == load_build(path)
    window.session.undo_stack.redo()
    assert window._write(path)
    assert load_build(path).name == build.name
    assert RecoveryStore().orphans() == [] and not errors
    window.session.undo_stack.setClean()


def test_declining_keeps_the_copy_until_discarded(qtbot, pack, tmp_path, forker):
    kill_child_mid_edit(forker, saved_character(tmp_path, pack))
    from forms.app.main import create_window
    for answer, left in (("later", 1), ("later", 1), ("discard", 0)):
        window = create_window([])
        qtbot.addWidget(window)
        window.ask_restore = lambda copy, a=answer: a
        assert not window.offer_recovery()
        assert window.session.build.name == ""  # still the default character
        assert len(RecoveryStore().orphans()) == left
        window.close()


def test_a_running_window_copy_is_not_offered_to_another(qtbot, window):
    window.session.apply_edit(SetText("name", "生きている"))
    assert window.autosaver.write_now()
    assert RecoveryStore().orphans() == []  # its lock is held: not a crash
    window.session.undo_stack.setClean()


@pytest.mark.kill
def test_sigkill_during_autosave_leaves_old_or_new_never_a_mix(pack, tmp_path, forker):
    """A child writes copies of two different builds in a tight loop; kill it at
    random moments (``KILLS`` times, each a child of its own). The copy on disk is always one of
    the two, whole; no temporary is kept."""
    from builder.core.documents import dump_build, new_build
    folder = tmp_path / "recovery"
    a = new_build(pack, "saber", "甲").model_copy(update={"notes": "甲" * 15000})  # a long write
    b = new_build(pack, "archer", "乙")
    expected = [dump_build(a), dump_build(b)]
    # the children write the prepared parent's copies of the same two builds
    assert [dump_build(killchildren.LONG), dump_build(killchildren.SHORT)] == expected
    for _ in range(KILLS):
        ready = forker.Event()
        proc = forker.Process(target=killchildren.write_copies_forever,
                              args=(dict(os.environ), str(folder), ready))
        proc.start()
        assert ready.wait(60), "child did not start writing"
        time.sleep(random.uniform(0.0, 0.15))
        proc.kill()  # SIGKILL
        proc.join(10)
        assert proc.exitcode == -signal.SIGKILL
        target = folder / "same.json"
        if target.exists():
            assert json.loads(target.read_text(encoding="utf-8"))["build"] in expected
    store = RecoveryStore(folder)
    # a temporary younger than this might still be being written: aged as the wait would (tests/stale.py)
    age_temporaries(folder, STALE_AFTER + 0.2)
    assert [c.build.name for c in store.orphans()] in (["甲"], ["乙"])
    assert not list(folder.glob(".*.tmp"))  # a killed write's temporary is cleaned up


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_a_dialog_writes_a_report_and_keeps_the_work(qtbot, window, errors):
    from PySide6.QtWidgets import QPushButton

    from forms.app import crash
    old_hook = sys.excepthook
    crash.install(window)
    try:
        window.session.apply_edit(SetText("name", "消えない"))
        button = QPushButton("boom", window)

        def broken_slot():
            raise RuntimeError("a bug in a page")
        button.clicked.connect(broken_slot)
        button.click()
    finally:
        sys.excepthook = old_hook
    (title, text), = errors
    assert "RuntimeError: a bug in a page" in text
    reports = list(crash.reports_dir().glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in text
    assert "broken_slot" in reports[0].read_text(encoding="utf-8")
    copy = json.loads(window.autosaver.last_written.read_text(encoding="utf-8"))
    assert copy["build"]["name"] == "消えない"  # written at once, not after the idle delay
    assert window.isVisible()
    window.session.apply_edit(SetText("name", "まだ使える"))
    assert window.session.build.name == "まだ使える"
    window.session.undo_stack.setClean()
