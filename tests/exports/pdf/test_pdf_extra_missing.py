"""Without the ``pdf`` extra (reportlab), ``export --pdf`` says how to install it.

Run in a fresh interpreter where importing reportlab fails as it does when it is not
installed (a meta-path finder that refuses it, installed before anything is imported). The
commands of one test run one after another in the same interpreter (each a ``main`` call, as
the installed command makes it; the interpreter's start is most of a run's cost).
"""
from __future__ import annotations

import json
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
import json
for args in json.loads(sys.argv[1]):
    code = main(args)
    sys.stdout.write(f"\\0{code}\\0")
    sys.stdout.flush()
"""


def _run(*commands: list[str]) -> tuple[list[tuple[int, str]], str]:
    """Each command's (exit code, standard output), and the standard error of them all."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    r = subprocess.run([sys.executable, "-c", NO_REPORTLAB, json.dumps(commands)], capture_output=True,
                       text=True, env=env, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    parts = r.stdout.split("\0")
    assert len(parts) == 2 * len(commands) + 1 and parts[-1] == "", r.stdout[-2000:]
    return [(int(parts[2 * i + 1]), parts[2 * i]) for i in range(len(commands))], r.stderr


def test_pdf_without_reportlab_says_how_to_install(tmp_path):
    out = tmp_path / "s.pdf"
    [(code, _)], err = _run(["export", "examples/saber.json", "--pdf", str(out)])
    assert code == 2
    assert "Traceback" not in err
    assert "pip install 'grail-builder[pdf]'" in err
    assert not out.exists()


def test_other_exports_work_without_reportlab(tmp_path):
    out = tmp_path / "s.zip"
    [(zipped, _), (code, discord)], err = _run(["export", "examples/saber.json", "--udonarium", str(out)],
                                               ["export", "examples/saber.json", "--discord"])
    assert zipped == 0, err
    assert out.exists()
    assert code == 0 and discord.startswith("**白百合の騎士**"), err
    assert "Traceback" not in err
