"""What start-up leaves until after the first paint (issue 13): the rule-data editor is
imported when its menu entry is chosen, and the cyclic garbage collector, paused while the
window is built, runs again once the event loop does."""
from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_start_up_imports_no_rule_data_editor():
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from forms.app.main import create_window; w = create_window([]); assert w.act_rule_data;"
            "print(sorted(m for m in ('forms.dialogs.ruledata', 'forms.dialogs.ruledatamodel', 'builder.gm.gmdata', 'builder.gm.gmshare')"
            " if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_rule_data_menu_entry_still_opens_the_editor(window, qtbot):
    window.act_rule_data.trigger()  # what a click on ツール → ルールデータ編集… does
    dialog = window.rule_data_dialog
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and "forms.dialogs.ruledata" in sys.modules
    dialog.close()


def test_the_garbage_collector_runs_again_after_start_up(qtbot):
    from forms.app.main import create_window
    assert gc.isenabled()
    window = create_window([])
    qtbot.addWidget(window)
    assert not gc.isenabled()  # paused through start-up ...
    qtbot.waitUntil(gc.isenabled, timeout=2000)  # ... and back as soon as the event loop runs


def test_a_paused_collector_stays_paused(qtbot):
    """A program that turned the collector off itself keeps it off."""
    from forms.app.main import create_window
    gc.disable()
    try:
        window = create_window([])
        qtbot.addWidget(window)
        qtbot.wait(50)
        assert not gc.isenabled()
    finally:
        gc.enable()
