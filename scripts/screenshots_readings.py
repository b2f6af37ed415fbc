#!/usr/bin/env python3
"""Screenshots of ツール → 解釈(読み方)の切り替え… for the README (docs/screenshots/15_readings*.png).

The Berserker example with the 狂化 reading (L1169) switched in the dialog, before 保存, in
Japanese and in English. User folders are temporary: nothing is written to the developer's.
Run from the repository root: python scripts/screenshots_readings.py
"""
import os
import sys
import tempfile

home = tempfile.mkdtemp()
for v in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.makedirs(f"{home}/{v}")
    os.environ[v] = f"{home}/{v}"
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from forms.app.main import create_window  # noqa: E402

app = QApplication.instance() or QApplication(sys.argv)
for lang, name in (("ja", "15_readings.png"), ("en", "15_readings_english.png")):
    win = create_window([])
    win.ask_save_changes = lambda: QMessageBox.Discard
    win.set_language(lang)
    win.show()
    win.open_file("examples/berserker.json")
    win.act_readings.trigger()
    d = win.readings_dialog
    app.processEvents()
    box = d.combos[next(i for i, r in enumerate(d.rows) if r.id == "derived_uses_final_stats")]
    box.setCurrentIndex(box.findData(False))
    app.processEvents()
    d.grab().save(f"docs/screenshots/{name}")
    d.reject = d.done  # close without asking about the unsaved choice
    d.done(0)
    win.session.undo_stack.setClean()
    win.close()
print("docs/screenshots/15_readings.png, 15_readings_english.png")
