"""What a hostile user's command lines found (bench/redteam.py and by hand), replayed: odd
output names (empty, longer than the file system allows) and a standard output that refuses
writes (``> /dev/full``) are messages with exit 2, not internal errors (exit 3)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from builder.cli.main import main
from tests.conftest import EXAMPLES, ROOT

CORPUS = ROOT / "tests" / "corpus" / "cli" / "arguments.json"
CASES = json.loads(CORPUS.read_text(encoding="utf-8"))["cases"]
ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}, "PYTHONPATH": str(ROOT)}


@pytest.mark.parametrize("case", CASES, ids=lambda c: " ".join(c["argv"])[:60])
def test_hostile_command_line(case, tmp_path, capsys):
    values = {"saber": str(EXAMPLES / "saber.json"), "tmp": str(tmp_path),
              "corpus": str(ROOT / "tests" / "corpus" / "characters"),
              "long": "b" * 251 + ".json"}
    argv = [arg.format(**values) for arg in case["argv"]]
    code = main(argv)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "internal error" not in err, err
    assert code == case["exit"], err
    assert case["says"] in err
    assert err.startswith("grail-builder: ")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv", [["check", "{saber}"], ["check", "--json", "{saber}"],
                                  ["explain", "{saber}"],
                                  ["systems"], ["export", "{saber}", "--text", "-"]])
def test_standard_output_that_refuses_writes(argv):
    """``grail-builder check x.json > /dev/full`` (a full disk): a message, exit 2, no crash report."""
    argv = [a.format(saber=EXAMPLES / "saber.json") for a in argv]
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "builder.cli.main", *argv], stdout=full,
                              stderr=subprocess.PIPE, env=ENV, cwd=ROOT, timeout=60)
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, err
    assert "Traceback" not in err and "internal error" not in err and "Exception ignored" not in err
    assert "No space left on device" in err


@pytest.mark.parametrize("fmt", ["--text", "--ccfolia"])
def test_export_to_a_closed_standard_output(fmt):
    """``grail-builder export x.json --text - >&-``: a message, exit 2 (was an AttributeError, exit 3)."""
    argv = [sys.executable, "-m", "builder.cli.main", "export", str(EXAMPLES / "saber.json"), fmt, "-"]
    proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENV, cwd=ROOT,
                          timeout=60, preexec_fn=lambda: os.close(1))
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, err
    assert "Traceback" not in err and "internal error" not in err
    assert "-: cannot write: standard output is closed" in err
