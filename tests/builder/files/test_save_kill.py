"""Kill test: a process saving in a loop is SIGKILLed at random moments. Afterwards every
target (a plain file, a file with two hard links, a file behind a symlink) is the complete
old or new version, never a mix, and temporary files of killed saves do not pile up: the
next save of the same file removes them.

The saver calls :func:`builder.files.safeio.write_file` with ``backup=True`` on the two versions'
bytes, exactly what :func:`builder.core.documents.save_build` does after rendering the JSON in
memory. Each saver is a process of its own, forked for each kill from one process that has
imported the module and read the two versions (``FORKER``): a fresh Python for each kill cost
a tenth of a second of CPU, most of the test's. ``GRAIL_KILLS`` sets the number of kills (30 in CI, ``GRAIL_KILLS=200``
for the long run); the figures are printed (``pytest -s``)."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from builder.files import safeio
from builder.core.documents import dump_build, load_build, save_build
from tests.conftest import EXAMPLES, ROOT
from tests.stale import age_temporaries

KILLS = int(os.environ.get("GRAIL_KILLS", "30"))

#: for each target path read on stdin: fork a saver (it says "ready PID", then saves the two
#: versions in turn until it is killed), wait for it to die and say "gone STATUS"; the test
#: kills it in between. Reaped here before the test goes on, as Popen.wait reaped it: a saver's
#: temporary files name its pid, and the next save removes only those of a writer that is gone.
FORKER = """
import os, sys
from builder.files.safeio import write_file
a, b = open(sys.argv[1], "rb").read(), open(sys.argv[2], "rb").read()
for line in sys.stdin:
    target = line.rstrip("\\n")
    pid = os.fork()
    if pid == 0:
        print("ready", os.getpid(), flush=True)
        while True:
            write_file(target, a, backup=True)
            write_file(target, b, backup=True)
    print("gone", os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]), flush=True)
"""


@pytest.mark.kill
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_during_saves_never_leaves_a_mix(tmp_path):
    a_path, b_path = EXAMPLES / "saber.json", EXAMPLES / "master.json"
    versions = [dump_build(load_build(a_path)), dump_build(load_build(b_path))]
    rendered = []
    for build, name in zip((load_build(a_path), load_build(b_path)), ("a.json", "b.json")):
        save_build(build, tmp_path / name, backup=False)  # the bytes save_build writes
        rendered.append(tmp_path / name)
    folder = tmp_path / "chars"
    folder.mkdir()
    plain, hard, hard_twin = folder / "plain.json", folder / "hard.json", folder / "hard-twin.json"
    real, link = folder / "real.json", folder / "link.json"
    for target in (plain, hard, real):
        save_build(load_build(a_path), target, backup=False)
    os.link(hard, hard_twin)
    link.symlink_to(real)
    targets = [plain, hard, link]
    rng = random.Random(1234)
    most_litter, killed_mid_save, kill_times, seen = 0, 0, [], set()
    forker = subprocess.Popen([sys.executable, "-c", FORKER, *map(str, rendered)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)}, text=True)
    try:
        for i in range(KILLS):
            target = targets[i % 3]
            forker.stdin.write(f"{target}\n")
            forker.stdin.flush()
            word, pid = forker.stdout.readline().split()
            assert word == "ready"
            time.sleep(rng.uniform(0.0, 0.05))
            os.kill(int(pid), signal.SIGKILL)
            kill_times.append(time.monotonic())
            assert forker.stdout.readline() == f"gone {-signal.SIGKILL}\n"  # killed by the signal, and reaped
            for name in (plain, hard, hard_twin, link, real):
                data = json.loads(name.read_text(encoding="utf-8"))  # never torn
                assert data in versions, f"{name.name} after kill {i}"
            for bak in folder.glob("*.bak"):
                assert json.loads(bak.read_text(encoding="utf-8")) in versions, f"{bak.name} after kill {i}"
            assert os.path.samefile(hard, hard_twin) and link.is_symlink()
            temps = {p.name for p in folder.iterdir() if p.name.endswith(".tmp")}
            count = len(temps)
            killed_mid_save += bool(temps - seen)  # this kill struck between a temp and its rename
            seen |= temps
            most_litter = max(most_litter, count)
            # bounded: only kills of the last STALE_AFTER seconds (plus start-up) may have left
            # litter, each at most two files (the new version's and the backup's temporary file)
            recent = sum(1 for t in kill_times if t > kill_times[-1] - safeio.STALE_AFTER - 1.0)
            assert count <= 2 * recent, f"{count} temporary files after kill {i}"
    finally:
        forker.stdin.close()
        forker.wait(timeout=30)
        forker.stdout.close()
    age_temporaries(folder, safeio.STALE_AFTER + 0.2)  # as old as the wait left them (tests/stale.py)
    for target in targets:
        save_build(load_build(a_path), target)
    left = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    print(f"\nkill test: {KILLS} kills ({killed_mid_save} left a temporary file), at most {most_litter} "
          f"temporary files at once, {len(left)} after the next save of each file; every file was "
          f"the old or the new version after every kill")
    assert left == []
