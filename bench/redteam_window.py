"""The hostile-user run for the window: the mutants of :mod:`bench.redteam` opened in the real
window (offscreen), saved, saved again over themselves, exported to PDF, copied for ココフォリア;
every mutant, readable or not, is also given as the file to start with.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python bench/redteam_window.py [--sample N]

Dialogs are replaced by recorders. A failure is: an exception that escapes to the exception
hook, an exception out of a window method, a hang, a save that does not load back to the same
build, a start-up that dies, or a temporary file left beside the saved file.
"""
from __future__ import annotations

import argparse
import collections
import os
import signal
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class Hang(BaseException):
    pass


def _alarm(signum, frame):
    raise Hang()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sample", type=int, default=20)
    ap.add_argument("--timeout", type=float, default=20)
    args = ap.parse_args()
    home = tempfile.mkdtemp(prefix="grail-redteam-window-")
    for var in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())

    from bench.redteam import mutants
    from builder.core.documents import dump_build, load_build
    from forms.app.main import create_window
    from forms.app.mainwindow import MainWindow

    hooked: list[str] = []
    sys.excepthook = lambda t, v, tb: hooked.append("".join(traceback.format_exception(t, v, tb)))
    errors: list[str] = []
    MainWindow.show_error = lambda self, title, text: errors.append(f"{title}: {text}")
    MainWindow.ask_save_changes = lambda self: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.Discard
    import exports.pdf.sheet as pdf

    window = create_window([], safe_mode=False)
    tried: collections.Counter = collections.Counter()
    failed: collections.Counter = collections.Counter()
    examples = []
    all_mutants = [m for example in sorted((ROOT / "examples").glob("*.json"))
                   for m in mutants(example)]
    chosen = all_mutants[::args.sample]
    signal.signal(signal.SIGALRM, _alarm)
    start = time.perf_counter()
    for name, raw in chosen:
        with tempfile.TemporaryDirectory() as work:
            file = Path(work) / "c.json"
            file.write_bytes(raw)
            steps = []
            try:
                signal.setitimer(signal.ITIMER_REAL, args.timeout)
                hooked.clear()
                tried["open"] += 1
                opened = window.open_file(file)
                steps.append("open")
                if opened:
                    before = dump_build(window.session.build)
                    for step, action in (
                        ("save-as", lambda: window._write(Path(work) / "saved.json")),
                        ("save-over", lambda: window._write(Path(work) / "saved.json")),
                        ("export-pdf", lambda: window.write_pdf_to(str(Path(work) / "o.pdf"), pdf)),
                        ("ccfolia", window.copy_ccfolia),
                    ):
                        tried[step] += 1
                        action()
                        steps.append(step)
                    saved = Path(work) / "saved.json"
                    if saved.exists() and dump_build(load_build(saved)) != before:
                        failed["save-load-differs"] += 1
                        examples.append((name, "save-load-differs"))
                # every mutant, readable or not, as the file the window starts with
                tried["start-with-file"] += 1
                other = create_window([str(file)])
                other.autosaver.release()
                other.deleteLater()
                expected = ("c.json", "saved.json", "saved.json.bak", "o.pdf")
                left = [p for p in os.listdir(work) if p not in expected]
                if left:
                    failed["file-left-behind"] += 1
                    examples.append((name, f"left {left}"))
            except Hang:
                failed["hang"] += 1
                examples.append((name, f"hang after {steps}"))
            except Exception as exc:  # noqa: BLE001 - counted
                failed[f"exception:{type(exc).__name__}"] += 1
                examples.append((name, f"{steps}: {type(exc).__name__}: {exc}"[:300]))
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            if hooked:
                failed["exception-hook"] += 1
                examples.append((name, hooked[-1][-400:]))
    took = time.perf_counter() - start
    print(f"{len(chosen)} mutants in the window in {took:.0f} s; dialogs shown: {len(errors)}")
    for step, n in tried.items():
        print(f"  {step:18} {n}")
    print("failures:" if failed else "no failures")
    for kind, n in failed.items():
        print(f"  {kind:30} {n}")
    for name, what in examples[:30]:
        print(f"  {name}: {what}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
