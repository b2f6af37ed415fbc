"""The child processes of the kill and no-hang tests, started by forking from a prepared parent.

A fresh ``python -c`` child paid for its interpreter, PySide6, pydantic and the rule pack on
every start: most of the kill tests' time. The ``forker`` fixture (tests/forms/app/conftest.py)
starts one ``multiprocessing`` fork server that imports this module once (the imports and the
two builds below are done there); each case then forks a child from it in a few milliseconds.
Every child is still a process of its own that the test kills with SIGKILL mid-write, and it
runs with the test's own user folders (``XDG_*``), passed in ``env``.

The functions here are the children's bodies; each reports that it is ready through
``ready`` (an ``Event``) where the old children printed a line.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from builder.core.documents import load_build, new_build
from builder.core.packs import load_pack
from forms.app.recovery import RecoveryStore

PACK = load_pack("fate-roll-dice", user_layer=False)
LONG = new_build(PACK, "saber", "甲").model_copy(update={"notes": "甲" * 15000})  # a long write
SHORT = new_build(PACK, "archer", "乙")


def _use(env: dict[str, str]) -> None:
    """Take the test's environment (its user folders): the fork server's is the first test's."""
    os.environ.clear()
    os.environ.update(env)


def write_copies_forever(env: dict[str, str], folder: str, ready) -> None:
    """Write recovery copies of two different builds to one id in a tight loop until killed."""
    _use(env)
    store = RecoveryStore(Path(folder))
    ready.set()
    i = 0
    while True:
        store.write("same", LONG if i % 2 else SHORT, None)
        i += 1


def edit_in_a_window_forever(env: dict[str, str], path: str, ready) -> None:
    """Open ``path`` in the real window (offscreen), type a name, wait for the first autosave,
    then keep typing until killed: each key restarts the idle countdown."""
    _use(env)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLineEdit

    from forms.app.main import create_window
    window = create_window([path])
    window.autosaver.timer.setInterval(100)
    window.show()
    app = QApplication.instance()
    edit = window.show_page("profile").findChild(QLineEdit, "nameEdit")
    edit.setFocus()
    edit.insert("復元テスト")
    deadline = time.time() + 20
    while window.autosaver.last_written is None and time.time() < deadline:
        app.processEvents()
        time.sleep(0.01)
    if window.autosaver.last_written is not None:
        ready.set()
    while True:
        QTest.keyClick(edit, Qt.Key_X)
        app.processEvents()
        time.sleep(0.005)


def orphans_beside_a_hostile_entry(env: dict[str, str], example: str, what: str, answer) -> None:
    """Leave a crashed window's copy of ``example`` and a hostile entry (``what``: a FIFO, a
    link to /dev/zero or a folder) in the recovery folder, then send the names of the copies
    ``RecoveryStore.orphans`` offers. A hang here hangs only this child."""
    _use(env)
    store = RecoveryStore()
    copy_id, lock = store.claim()
    store.write(copy_id, load_build(example), None)
    lock.unlock()  # as after a crash: the copy's window is gone
    hostile = store.folder / ("zz-" + what + ".json")
    if what == "fifo":
        os.mkfifo(hostile)
    elif what == "dev-zero":
        os.symlink("/dev/zero", hostile)
    else:
        hostile.mkdir()
    answer.send([c.build.name for c in store.orphans()])


def start_with_last_file(env: dict[str, str], last: str, answer) -> None:
    """Start the window with ``last`` as the last opened file (in the recent list) and send what
    it came up on: (the character's type, its file, the start-up error shown)."""
    _use(env)
    from forms.app.main import create_window
    from forms.app.mainwindow import add_recent
    add_recent(last)
    window = create_window([])
    answer.send((window.session.build.type, window.session.path, window.startup_error or ""))
