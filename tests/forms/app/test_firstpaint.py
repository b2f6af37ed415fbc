"""GRAIL_BUILDER_QUIT_AFTER_PAINT (forms/app/firstpaint.py): the switch the built program's smoke
test (scripts/smoke_bundle.py) and start-up bench (bench/bench_bundle.py) rely on, tried the
way they use it: the program started as a user would, on a file, offscreen."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run_window(tmp_path, value: str | None):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_STATE_HOME": str(tmp_path / "state")}
    env.pop("GRAIL_BUILDER_QUIT_AFTER_PAINT", None)
    if value is not None:
        env["GRAIL_BUILDER_QUIT_AFTER_PAINT"] = value
    return subprocess.Popen([sys.executable, "-m", "builder.cli.main", str(ROOT / "examples" / "saber.json")],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_quits_after_the_first_paint_with_a_screenshot(tmp_path):
    shot = tmp_path / "window.png"
    before = time.time()
    proc = run_window(tmp_path, str(shot))
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    (line,) = [x for x in out.splitlines() if x.startswith("first paint ")]
    assert before < float(line.split()[2]) < time.time()  # the moment of the paint, in epoch seconds
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_unset_or_0_nothing_watches_the_window(qtbot, monkeypatch):
    # a player's start: no filter on the window, so nothing can end the event loop
    from forms.app.main import create_window
    from forms.app.firstpaint import _FirstPaint, watch
    window = create_window([str(ROOT / "examples" / "saber.json")])
    qtbot.addWidget(window)
    for value in (None, "0"):
        if value is None:
            monkeypatch.delenv("GRAIL_BUILDER_QUIT_AFTER_PAINT", raising=False)
        else:
            monkeypatch.setenv("GRAIL_BUILDER_QUIT_AFTER_PAINT", value)
        watch(window)
        assert window.findChildren(_FirstPaint) == []
    monkeypatch.setenv("GRAIL_BUILDER_QUIT_AFTER_PAINT", "1")
    watch(window)
    (watcher,) = window.findChildren(_FirstPaint)
    assert watcher.screenshot is None  # "1": quit, no screenshot
