"""Benchmark: the window's roster (ファイル → ロスター…) on folders of 100 and 1,000 files.

Run: ``QT_QPA_PLATFORM=offscreen python bench/bench_roster.py [--sizes 100,1000] [--runs 3]``
(prints JSON). The folders are made as bench/bench_audit.py makes them (copies of every example).
For each size, medians of ``--runs``:

- ``first_row_s``: from asking for the roster to the first row in the table;
- ``loaded_s``: until every file has its row (the roster audits in slices on the event loop);
- ``longest_stall_s``: the longest time the event loop was not running (what a click waits for);
- ``floor_s``: :func:`builder.gm.audit.audit_file` on the same files in one loop, with the packs
  already loaded (the least the roster can pay), and ``ratio`` = loaded_s / floor_s.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_audit import make_roster  # noqa: E402


def measure(app, win, folder: Path) -> dict:
    from PySide6.QtCore import QTimer

    from builder.gm import audit
    from forms.gm.roster import RosterWindow
    ticks: list[float] = []
    beat = QTimer(interval=0)
    beat.timeout.connect(lambda: ticks.append(time.perf_counter()))
    beat.start()
    start = time.perf_counter()
    roster = win.open_roster(folder)
    first = None
    while roster.loading or first is None:
        app.processEvents()
        if first is None and roster.model.rowCount():
            first = time.perf_counter() - start
    loaded = time.perf_counter() - start
    beat.stop()
    gaps = [b - a for a, b in zip([start] + ticks, ticks)]
    files = list(roster.results)
    partners: dict = {}  # one cache for the run, as the roster keeps
    t0 = time.perf_counter()
    for f in files:
        audit.audit_file(f, roster._pack_for, (), "ja", partners)
    floor = time.perf_counter() - t0
    roster.close()
    app.processEvents()
    assert isinstance(roster, RosterWindow)
    return {"first_row_s": first, "loaded_s": loaded, "longest_stall_s": max(gaps), "floor_s": floor}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    from forms.app.main import create_window
    app = QApplication.instance() or QApplication(sys.argv)
    win = create_window([])
    win.show()
    out = {}
    for size in [int(s) for s in args.sizes.split(",")]:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp) / "roster"
            make_roster(folder, size)
            runs = [measure(app, win, folder) for _ in range(args.runs)]
        result = {k: round(statistics.median(r[k] for r in runs), 3) for k in runs[0]}
        result["ratio"] = round(result["loaded_s"] / result["floor_s"], 2)
        out[size] = result
    print(json.dumps(out, indent=1))
    win.session.undo_stack.setClean()


if __name__ == "__main__":
    main()
