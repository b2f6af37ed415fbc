"""Without the ``pdf`` extra (reportlab), ``export --pdf`` says how to install it.

Run in a fresh interpreter where importing reportlab fails as it does when it is not
installed (a meta-path finder that refuses it, installed before anything is imported).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

NO_REPORTLAB = """
import sys
class NoReportlab:
    def find_spec(self, name, path=None, target=None):
        if name == "reportlab" or name.startswith("reportlab."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, NoReportlab())
from builder.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


def _run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", NO_REPORTLAB, *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)


def test_pdf_without_reportlab_says_how_to_install(tmp_path):
    out = tmp_path / "s.pdf"
    r = _run("export", "examples/saber.json", "--pdf", str(out))
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert "pip install 'grail-builder[pdf]'" in r.stderr
    assert not out.exists()


def test_other_exports_work_without_reportlab(tmp_path):
    out = tmp_path / "s.zip"
    r = _run("export", "examples/saber.json", "--udonarium", str(out))
    assert r.returncode == 0, r.stderr
    assert out.exists()
    r = _run("export", "examples/saber.json", "--discord")
    assert r.returncode == 0 and r.stdout.startswith("**白百合の騎士**"), r.stderr
