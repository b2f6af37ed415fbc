"""GUI benchmark: start-up ratio against a bare PySide6 window, and edit latency.

Run: QT_QPA_PLATFORM=offscreen /work/venv/bin/python bench/bench_gui.py [--runs N]

Start-up: wall time from launching a fresh interpreter, median of N runs, to two moments of
the builder window started as ``grail-builder`` starts it (``create_window(load_now=False)``,
forms/app/startup.py): **first paint** (the window's first Paint event: its frame, menus, step
list and the 「読み込み中…」 page area) and **character shown** (the first paint of the window
after the default character is loaded, evaluated and its pages built). The floor is a bare
``QMainWindow().show()`` to its first Paint, started the same way, in the same run. The bound
that holds today (issue 25 item 9, which retired issue 13's "≤ 2×") is first paint < 2.5× the
bare window; "character shown" is reported beside it, to see regressions a user would feel. Run with
``PYTHONDONTWRITEBYTECODE`` unset, so that the bytecode is cached.
Edit latency: one stat change through ``session.apply`` until every page, the budget bar and
the findings panel have refreshed (``apply`` returns after the synchronous ``changed``
signal), p50/p95 over 200 edits: under one 60 Hz frame (16 ms) a user sees no lag. "+ repaint":
the same edit made on the ステータス page (where a user changes a stat), timed until the window has
repainted what changed (``processEvents`` after ``apply``: the posted update requests are
painted); reported before and after a change, with no bound of its own since issue 25 item 9.

The child's watch is an event filter on the window alone (the bare window's and the builder's
alike): the window paints its background under the new central widget when the character comes
in, so "character shown" is the window's first paint with a session. (Before 2026-11-24 evening
it filtered the whole application, which made PySide6 resolve every lazily loaded Qt class and
build their ~140 enums as soon as a Qt-private object's event reached it: ~60–80 ms the builder
paid and a bare window did not. Figures before that change are not comparable in milliseconds.)

``--startup-only`` / ``--edits-only`` run one half. Before/after in one run: run this file
with ``PYTHONPATH`` set to each tree in turn (the child imports ``forms`` from the current
directory, so run it from the tree measured).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

CHILD = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication, QMainWindow
QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, sys.argv[2])
class Painted(QObject):
    first = shown = False
    def eventFilter(self, obj, event):
        if event.type() != QEvent.Paint or obj is not window:
            return False
        now = time.time()
        if not self.first:
            self.first = True
            print("paint", now, time.process_time(), flush=True)
        if not self.shown and (sys.argv[1] == "bare" or getattr(window, "session", None) is not None):
            self.shown = True  # the character is in (the rest of this paint pass still comes)
            assert sys.argv[1] == "bare" or window.session.sheet.pools  # the default character is evaluated
            print("shown", now, time.process_time(), flush=True)
            QApplication.instance().exit(0)
        return False
app = QApplication(sys.argv[:1])
flt = Painted()
if sys.argv[1] == "bare":
    window = QMainWindow()
    window.installEventFilter(flt)
else:
    import inspect
    from forms.app.main import create_window
    if "load_now" in inspect.signature(create_window).parameters:
        window = create_window([], load_now=False)  # as grail-builder starts (forms/app/startup.py)
    else:  # a tree from before the deferred load: its first paint has the character
        window = create_window([])
window.installEventFilter(flt)  # the window's own paints (see "The child's watch" above)
window.show()
app.exec()
"""


def startup(kind: str, settings_dir: str) -> tuple[float, float, float, float]:
    """Seconds to the first paint and to the character shown (wall clock from the launch), then
    the child's own CPU seconds at those moments (on a shared machine, CPU time hardly depends on
    the waits for a core; it leaves out the interpreter's start before ``time`` is imported)."""
    start = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD, kind, settings_dir], capture_output=True, text=True,
                         check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    moments = {line.split()[0]: [float(x) for x in line.split()[1:]] for line in out.stdout.splitlines()
               if line.startswith(("paint", "shown"))}
    return (moments["paint"][0] - start, moments["shown"][0] - start, moments["paint"][1], moments["shown"][1])


def edit_latency(samples: int) -> tuple[list[float], list[float], list[float]]:
    """(apply only, apply and repaint, the CPU time of apply and repaint) in ms, ``samples``
    edits each. The CPU time is this process's own: on a machine shared with other work it
    shows the cost without the waits for a core."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, tempfile.mkdtemp())
    from forms.app.main import create_window
    window = create_window([])
    window.show()
    # build every page: an edit refreshes the page on screen and marks the others built to
    # refresh when next shown (forms/app/mainwindow.py PageSet), so this is the window a
    # player has walked through, not a fresh one
    for page_id in window.page_order:
        window.pages[page_id]
    session, app = window.session, QApplication.instance()
    app.processEvents()

    cpu: list[float] = []

    def edit(i: int, paint: bool) -> float:
        data = session.build.model_dump()
        data["stats"]["agility"]["level"] = "A" if i % 2 == 0 else "B"
        new = session.build.model_validate(data)
        t0, c0 = time.perf_counter(), time.process_time()
        session.apply("bench", new, show_cost=True)
        if paint:
            app.processEvents()
            cpu.append((time.process_time() - c0) * 1000)
        return (time.perf_counter() - t0) * 1000

    applied = [edit(i, False) for i in range(samples)]
    window.show_page("stats")
    app.processEvents()
    painted = [edit(i, True) for i in range(samples)]
    session.undo_stack.setClean()
    window.close()
    return applied, painted, cpu


def percentiles(times: list[float]) -> tuple[float, float, float]:
    times = sorted(times)
    return times[len(times) // 2], times[int(len(times) * 0.95) - 1], times[-1]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--startup-only", action="store_true")
    parser.add_argument("--edits-only", action="store_true")
    args = parser.parse_args()
    if not args.edits_only:
        startup_figures(args.runs)
    if not args.startup_only:
        applied, painted, cpu = edit_latency(args.edits)
        p50, p95, top = percentiles(applied)
        print(f"edit latency (stat change → the shown page refreshed)  p50 {p50:5.2f} ms  p95 {p95:5.2f} ms"
              f"  max {top:5.2f} ms  ({args.edits} edits; one frame: 16 ms)")
        p50, p95, top = percentiles(painted)
        print(f"edit latency + repaint (on the stats page)       p50 {p50:5.2f} ms  p95 {p95:5.2f} ms"
              f"  max {top:5.2f} ms  ({args.edits} edits)")
        p50, p95, top = percentiles(cpu)
        print(f"  the same, CPU time of this process             p50 {p50:5.2f} ms  p95 {p95:5.2f} ms"
              f"  max {top:5.2f} ms")
    return 0


def startup_figures(runs: int) -> None:
    settings_dir = tempfile.mkdtemp()
    startup("bare", settings_dir)  # warm the file cache for both
    startup("builder", settings_dir)
    bare, painted, shown, cpu_bare, cpu_painted, cpu_shown = [], [], [], [], [], []
    for _ in range(runs):  # interleaved so drift hits both alike
        floor = startup("bare", settings_dir)
        bare.append(floor[0])
        cpu_bare.append(floor[2])
        first, character, cpu_first, cpu_character = startup("builder", settings_dir)
        painted.append(first)
        shown.append(character)
        cpu_painted.append(cpu_first)
        cpu_shown.append(cpu_character)
    b, p, c = statistics.median(bare), statistics.median(painted), statistics.median(shown)
    cb, cp, cc = statistics.median(cpu_bare), statistics.median(cpu_painted), statistics.median(cpu_shown)
    print(f"start-up  bare PySide6 window            median {b * 1000:7.1f} ms  ({runs} runs)")
    print(f"start-up  Grail Builder, first paint     median {p * 1000:7.1f} ms  ratio {p / b:5.2f} ×"
          "  (bound: < 2.5×, issue 25 item 9)")
    print(f"start-up  Grail Builder, character shown median {c * 1000:7.1f} ms  ratio {c / b:5.2f} ×"
          "  (issue 10: no regression against 2783bca)")
    print(f"  CPU time of the child: bare {cb * 1000:.1f} ms, first paint {cp * 1000:.1f} ms ({cp / cb:.2f} ×),"
          f" character shown {cc * 1000:.1f} ms ({cc / cb:.2f} ×)")


if __name__ == "__main__":
    code = main()
    sys.stdout.flush()
    os._exit(code)  # skip interpreter teardown: PySide6 may crash in finalisation GC
