"""The recovery folder is read at every start (recovery is offered then): what lies in it must
not hang or crash the start. A FIFO or a link to ``/dev/zero`` among the copies once blocked
``RecoveryStore.orphans`` forever, so the window never opened (found by bench/redteam.py's
hand checks). Run in a child process so that a regression fails instead of hanging the suite;
the child forks from a prepared parent (the ``forker`` fixture, tests/forms/app/conftest.py)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.forms.app import killchildren

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("what", ["fifo", "dev-zero", "folder"])
def test_a_hostile_entry_in_the_recovery_folder_is_skipped(tmp_path, what, forker):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    answer, sent = forker.Pipe(duplex=False)
    proc = forker.Process(target=killchildren.orphans_beside_a_hostile_entry,
                          args=(env, str(ROOT / "examples" / "saber.json"), what, sent))
    proc.start()
    sent.close()
    try:
        assert answer.poll(60), "the child hung (or died) reading the recovery folder"
        names = answer.recv()
        proc.join(60)
    finally:
        if proc.is_alive():
            proc.kill()
            proc.join(10)
    assert proc.exitcode == 0
    assert names == ["白百合の騎士"]  # the real copy is still offered
