"""Benchmark: what a fresh process pays before it checks its first file (issues 12 and 13).

Run: ``python bench/bench_startup_floor.py [--runs 9]`` (prints one line per process: the
median wall clock of ``--runs`` fresh processes, interleaved so each sees the same machine).
The processes, from the bare interpreter up to a whole one-file ``check``/``audit``:

- ``python -c pass``;
- ``from pydantic import BaseModel`` (the validation library's own import);
- the Fate/roll dice plug-in imported, its pack loaded and the character model's validator
  built (what any process that validates a Fate character must do; nothing checked yet);
- ``grail-builder check examples/saber.json`` and ``audit examples/saber.json``.

The gap between the third line and ``check``'s target (1,000 files in 0.5 s) is the CPU left
for the files themselves; bench/results.md works it out. Set ``PYTHONPYCACHEPREFIX`` to a
temporary folder (and unset ``PYTHONDONTWRITEBYTECODE``) to measure with the bytecode cached,
as an installed app has it.
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SABER = str(ROOT / "examples" / "saber.json")
VALIDATOR = ("from builder.core.registry import plugin_for; from builder.core.packs import load_pack; "
             "p = plugin_for('fate-roll-dice'); load_pack('fate-roll-dice', user_layer=False); "
             "p.build_model.model_rebuild()")
PROCESSES = {
    "python -c pass": ["-c", "pass"],
    "from pydantic import BaseModel": ["-c", "from pydantic import BaseModel"],
    "Fate plug-in + pack + validator": ["-c", VALIDATOR],
    "grail-builder check saber.json": ["-m", "builder.cli.main", "check", SABER],
    "grail-builder audit saber.json": ["-m", "builder.cli.main", "audit", SABER],
}


def main() -> None:
    cli = argparse.ArgumentParser()
    cli.add_argument("--runs", type=int, default=9)
    runs = cli.parse_args().runs
    for args in PROCESSES.values():  # warm-up: bytecode written, files in the page cache
        subprocess.run([sys.executable, *args], stdout=subprocess.DEVNULL, cwd=ROOT)
    times: dict[str, list[float]] = {name: [] for name in PROCESSES}
    for _ in range(runs):
        for name, args in PROCESSES.items():
            start = time.perf_counter()
            subprocess.run([sys.executable, *args], stdout=subprocess.DEVNULL, cwd=ROOT)
            times[name].append(time.perf_counter() - start)
    for name, found in times.items():
        print(f"{name:34s} {statistics.median(found) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
