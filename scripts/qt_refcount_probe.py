"""Measure whether a PySide6 build leaks references to ``None`` (see forms/app/qtguard.py).

Run it with the interpreter and PySide6 to check (for example a new release in a scratch
venv, before lifting the cap in pyproject.toml):

    QT_QPA_PLATFORM=offscreen python scripts/qt_refcount_probe.py [--calls 10000] [--edits 1000]

It prints one JSON object: the versions, the drift over ``calls`` void Qt calls, and the drift
over ``edits`` edits made through the real window (stat choices, typing a name, undo, redo).
A sound build prints drifts of (about) zero and exits 0; a leaking one exits 1. It never aborts:
``None`` is padded first.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PAD = [None] * 1_000_000  # room for a broken build's losses during the window edits


def settle(window, app) -> None:
    """Let go of what edits legitimately keep (undo history, the evaluation cache) so that
    only references lost by the binding remain in the difference."""
    import gc

    from PySide6.QtCore import QEvent
    app.processEvents()
    window.session.undo_stack.clear()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # what the event loop would do
    gc.collect()
    app.processEvents()


def edit_round(window, app, combos, name, edits: int) -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    for i in range(edits):
        step = i % 5
        if step in (0, 1):
            combo = combos[i % len(combos)]
            combo.setCurrentIndex((combo.currentIndex() + 1 + i % 3) % combo.count())
        elif step == 2:  # type and take back in turn, so the name stays far inside the field's 200
            # characters: a full field ignores the key, the undo after it then takes back a stat and
            # shows ステータス for the first time mid-count (its first words: ~500 references to None
            # once, which read as a leak at ~1,000 edits), and the round stops being the same edits
            QTest.keyClick(name, Qt.Key_A if (i // 5) % 2 == 0 else Qt.Key_Backspace)
        elif step == 3:
            window.act_undo.trigger()
        else:
            window.act_redo.trigger()
        if i % 50 == 0:
            app.processEvents()
    return edits


def window_edit_drift(edits: int) -> tuple[int, int]:
    """(drift, edits made) over ``edits`` user-like edits in the real window."""
    from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

    from forms.app.main import create_window

    window = create_window([])
    window.ask_save_changes = lambda: 0
    window.show()
    app = QApplication.instance()
    stats = window.show_page("stats")
    combos = [c for c in stats.findChildren(QComboBox) if c.objectName().startswith("stat_")]
    combos[0].setFocus()  # the budget bar's price of a focused stat imports its modules now, not mid-count
    app.processEvents()
    profile = window.show_page("profile")
    name = profile.findChild(QLineEdit, "nameEdit")
    app.processEvents()
    # warm up with a first round: first-use caches (translations, fonts, pages) are no drift
    edit_round(window, app, combos, name, 200)
    settle(window, app)
    before = sys.getrefcount(None)
    made = edit_round(window, app, combos, name, edits)
    settle(window, app)
    drift = before - sys.getrefcount(None)
    window.session.undo_stack.setClean()
    window.close()
    return drift, made


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=10_000)
    parser.add_argument("--edits", type=int, default=1_000)
    args = parser.parse_args()
    import PySide6
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from forms.app.qtguard import none_refcount_drift

    app = QApplication.instance() or QApplication(sys.argv[:1])
    call_drift = none_refcount_drift(args.calls)
    edit_drift, made = window_edit_drift(args.edits) if args.edits else (0, 0)
    report = {"python": sys.version.split()[0], "pyside6": PySide6.__version__,
              "shiboken6": shiboken6.__version__, "void_calls": args.calls, "call_drift": call_drift,
              "window_edits": made, "edit_drift": edit_drift}
    print(json.dumps(report))
    sound = abs(call_drift) <= 10 and abs(edit_drift) <= 10
    app.quit()
    os._exit(0 if sound else 1)  # skip finalisation: a broken build's lost references must not abort here


if __name__ == "__main__":
    main()
