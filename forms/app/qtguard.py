"""Refuse to run on a Qt binding that corrupts the interpreter.

PySide6/shiboken6 6.12.0 on Python 3.11 drops one reference to ``None`` on every call of a
Qt method that returns nothing (``setText``, ``setEnabled``, ``clear``; ``QSignalBlocker``
drops two). ``None``'s count starts near 5,000, so after a few hundred edits the interpreter
aborts with ``Fatal Python error: none_dealloc`` and every unsaved change is lost.
``pyproject.toml`` keeps installs off that build; this module catches it anyway (an install
made by hand, a distribution's package) before the user starts an evening's work.

Contract:
- :func:`none_refcount_drift` calls void Qt methods ``calls`` times and returns how many
  references to ``None`` were lost (0 on a sound build). It pads ``None`` first, so even a
  broken build is measured rather than aborting; on drift the pad is kept for the process's
  life, so the lost references can never bring the count to zero later.
- :func:`broken_binding_message` returns ``None`` on a sound build, else the text to show.
Needs a ``QApplication``.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QLineEdit

_KEPT_PADS: list[list[None]] = []
STARTUP_CALLS = 200  # about 0.2 ms; a broken build loses 200+ references in it


def none_refcount_drift(calls: int = 10_000) -> int:
    pad = [None] * (3 * calls + 1000)  # 2 references lost per call at worst (QSignalBlocker)
    edit = QLineEdit()
    before = sys.getrefcount(None)
    for i in range(calls):
        kind = i % 4
        if kind == 0:
            edit.setText("x")
        elif kind == 1:
            edit.setEnabled(bool(i & 8))
        elif kind == 2:
            edit.clear()
        else:
            blocker = QSignalBlocker(edit)
            blocker.unblock()
    drift = before - sys.getrefcount(None)
    edit.deleteLater()
    if drift > 0:
        _KEPT_PADS.append(pad)  # never give the pad back: the lost references would hit zero
    return drift


def broken_binding_message() -> str | None:
    import PySide6
    drift = none_refcount_drift(STARTUP_CALLS)
    if drift < STARTUP_CALLS // 2:
        return None
    return (f"PySide6 {PySide6.__version__} on Python {sys.version.split()[0]} loses a reference to None "
            f"on every Qt call ({drift} in {STARTUP_CALLS} calls) and would crash after a few hundred "
            "edits, losing your work. Install a sound build: pip install 'PySide6-Essentials<6.12' "
            "(or use Python 3.12 or later).")
