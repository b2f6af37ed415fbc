"""Benchmark: ``grail-builder audit`` on rosters of 100, 1,000 and 5,000 character files.

Run: ``python bench/bench_audit.py [--jobs N] [--sizes 100,1000,5000] [--runs 3]`` (prints
JSON; results are kept in bench/results.md). Each roster is copies of every example character
of every system (``examples/**/*.json`` that are characters: Fate/roll dice, 中聖杯, 英雄点,
月姫+, Grail Tactics; a side's pairs and a units table are left out), one copy of the tree per
folder so partner links still resolve, cut to the size asked, in a temporary folder. For each size and run (median of ``--runs``):

- ``audit``: :func:`builder.audit.audit_paths` as ``grail-builder audit --jobs N`` runs it
  (pack cache emptied first, so each run loads its packs, as a command does), then the table
  formatted; characters per second;
- ``floor``: reading and parsing the same files with ``json.loads`` in the same run, the least
  any audit must pay; characters per second.
Target (issue 12): 5,000 characters a second on 2 cores.

``--cpu``: on a machine shared with other work, where wall clock mostly measures the wait for
a core, the CPU time of this process (``time.process_time``) for ``audit --jobs 1`` (packs
loaded once, before: the per-character cost alone) and for the floor, interleaved; reported
as milliseconds per character and their ratio. Before/after: run it from each tree in turn.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from builder import cli  # noqa: E402
from builder.audit import audit_file, audit_paths  # noqa: E402
from builder.auditformat import render  # noqa: E402
from builder.cligm import _worker, warm_packs  # noqa: E402


def is_character(path: Path) -> bool:
    data = json.loads(path.read_bytes())
    return isinstance(data, dict) and "system" in data and "type" in data


def make_roster(folder: Path, size: int, characters_only: bool = False, fate_only: bool = False) -> list[Path]:
    """``size`` copies of the examples (with ``characters_only``, without the files that are
    no character: a side's pairs, a units table; with ``fate_only``, the Fate/roll dice
    examples, ``examples/*.json``), one copy of the tree per folder."""
    found = (ROOT / "examples").glob("*.json") if fate_only else (ROOT / "examples").rglob("*.json")
    examples = sorted(p for p in found if not characters_only or is_character(p))
    files: list[Path] = []
    copy = 0
    while len(files) < size:
        for source in examples:
            if len(files) == size:
                break
            target = folder / f"set{copy:04d}" / source.relative_to(ROOT / "examples")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            files.append(target)
        copy += 1
    return files


def floor(files: list[Path]) -> float:
    start = time.perf_counter()
    for f in files:
        json.loads(f.read_bytes())
    return time.perf_counter() - start


def audit(folder: Path, jobs: int) -> tuple[float, int]:
    cli._packs.clear()
    start = time.perf_counter()
    task = partial(audit_file, pack_for=cli.pack_for, campaign=(), lang="ja")
    result = audit_paths([str(folder)], task, jobs, _worker, (False,), warm_packs)
    render(result, "table")
    return time.perf_counter() - start, len(result.rows)


def cpu_figures(sizes: list[int], runs: int) -> dict:
    """See ``--cpu`` in the module docstring."""
    out = {}
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            files = make_roster(Path(tmp), size, characters_only=True)
            task = partial(audit_file, pack_for=cli.pack_for, campaign=(), lang="ja")
            render(audit_paths([tmp], task, 1), "table")  # packs loaded, caches warm
            audits, floors = [], []
            for _ in range(runs):
                start = time.process_time()
                for f in files:
                    json.loads(f.read_bytes())
                floors.append(time.process_time() - start)
                start = time.process_time()
                result = audit_paths([tmp], task, 1)
                render(result, "table")
                audits.append(time.process_time() - start)
                assert len(result.rows) == size
            a, f = statistics.median(audits), statistics.median(floors)
            out[size] = {"audit_cpu_ms_per_character": round(a / size * 1000, 3),
                         "floor_cpu_ms_per_character": round(f / size * 1000, 4), "ratio_to_floor": round(a / f, 1)}
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--sizes", default="100,1000,5000")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--cpu", action="store_true", help="CPU time per character of audit --jobs 1 (busy machine)")
    args = p.parse_args()
    if args.cpu:
        print(json.dumps({"cpu": cpu_figures([int(s) for s in args.sizes.split(",")], args.runs)}, indent=2))
        return
    out = {"jobs": args.jobs, "cpus": os.cpu_count(), "sizes": {}}
    for size in (int(s) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as tmp:
            files = make_roster(Path(tmp), size, characters_only=True)
            audits, floors = [], []
            for _ in range(args.runs):
                floors.append(floor(files))
                seconds, rows = audit(Path(tmp), args.jobs)
                assert rows == size, (rows, size)
                audits.append(seconds)
            a, f = statistics.median(audits), statistics.median(floors)
            out["sizes"][size] = {"audit_s": round(a, 3), "audit_chars_per_s": round(size / a),
                                  "floor_s": round(f, 4), "floor_chars_per_s": round(size / f),
                                  "ratio_to_floor": round(a / f, 1)}
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
