"""The standalone build's smoke test, run on the BUILT program (marker ``bundle``).

Not in the default run (pyproject's addopts: ``-m "not bundle"``): building takes minutes and
a venv of its own. After ``python3 scripts/build_bundle.py`` run ``pytest -m bundle``. Without
an archive in dist/ this test fails (it never skips): asked to check the build, it says
there is none.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.bundle
def test_built_program_passes_the_smoke_test(tmp_path):
    shot = tmp_path / "window.png"
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "smoke_bundle.py"), "--screenshot", str(shot)],
                          capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=900)
    print(done.stdout, done.stderr)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "smoke test passed" in done.stdout and "FAIL" not in done.stdout
    assert shot.stat().st_size > 10000  # the window painted and saved a screenshot
