"""Several ``grail-builder`` command lines run one after another in one child process.

For the tests whose command could hang (a FIFO, a device) or forks worker processes: a child
process turns a hang into a failed test (``timeout``) instead of a stuck suite, and a fork
happens in a plain command-line process rather than in pytest's. One child for several
command lines starts Python and imports the program once (~0.5 s of CPU a start) instead
of once per command line. Tests about the process itself (its exit status when a pipe
closes, its standard streams, its terminal's encoding) start the real command instead.
"""
from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import ROOT

#: the child: each command line through ``builder.cli.main.main`` (the console script's
#: function), its standard output and error captured apart; the results as JSON on stdout
CHILD = """\
import contextlib, io, json, sys
from builder.cli.main import main
results = []
for argv in json.loads(sys.argv[1]):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    results.append([status, out.getvalue(), err.getvalue()])
sys.stdout.write(json.dumps(results))
"""


def run_in_child(argvs, timeout: float = 60, env: dict[str, str] | None = None) -> list[tuple[int, str, str]]:
    """``(exit status, stdout, stderr)`` of each command line of ``argvs`` (arguments made
    strings), run in order in one child process started in the repository (``env``: the
    child's environment, default this one's). A child that does not end within ``timeout``
    seconds raises :class:`subprocess.TimeoutExpired`; one that writes anything of its own to
    stderr (a traceback past ``main``) fails the assertion here."""
    argv_json = json.dumps([[str(a) for a in argv] for argv in argvs])
    proc = subprocess.run([sys.executable, "-c", CHILD, argv_json], capture_output=True, timeout=timeout,
                          cwd=ROOT, env=env, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr.decode(errors="replace")
    return [(status, out, err) for status, out, err in json.loads(proc.stdout)]
