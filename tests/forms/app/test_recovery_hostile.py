"""The recovery folder is read at every start (recovery is offered then): what lies in it must
not hang or crash the start. A FIFO or a link to ``/dev/zero`` among the copies once blocked
``RecoveryStore.orphans`` forever, so the window never opened (found by bench/redteam.py's
hand checks). Run in a child process so that a regression fails instead of hanging the suite."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

CHILD = textwrap.dedent('''
    import os, sys
    from builder.core.documents import load_build
    from forms.app.recovery import RecoveryStore
    store = RecoveryStore()
    copy_id, lock = store.claim()
    store.write(copy_id, load_build(sys.argv[1]), None)
    lock.unlock()  # as after a crash: the copy's window is gone
    hostile = store.folder / ("zz-" + sys.argv[2] + ".json")
    if sys.argv[2] == "fifo":
        os.mkfifo(hostile)
    elif sys.argv[2] == "dev-zero":
        os.symlink("/dev/zero", hostile)
    else:
        hostile.mkdir()
    print([c.build.name for c in store.orphans()])
''')


@pytest.mark.parametrize("what", ["fifo", "dev-zero", "folder"])
def test_a_hostile_entry_in_the_recovery_folder_is_skipped(tmp_path, what):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    proc = subprocess.run([sys.executable, "-c", CHILD, str(ROOT / "examples" / "saber.json"), what],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "['白百合の騎士']"  # the real copy is still offered
