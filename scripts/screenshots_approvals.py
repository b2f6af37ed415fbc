#!/usr/bin/env python3
"""Screenshot of the findings panel with GM approvals for the README
(docs/screenshots/13_findings_approvals.png): examples/saber.json with its Noble Phantasm
renamed after the GM approved it, so that approval has lapsed (its flag is open again, with
the notice under it) while the 筋力 "+" approval still stands.
Run from the repository root: python scripts/screenshots_approvals.py
"""
import os, sys, tempfile
home = tempfile.mkdtemp()
for v in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.makedirs(f"{home}/{v}"); os.environ[v] = f"{home}/{v}"
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication, QMessageBox
from forms.app.main import create_window
app = QApplication.instance() or QApplication(sys.argv)
win = create_window([])
win.ask_save_changes = lambda: QMessageBox.Discard
win.resize(1200, 800)
win.show(); app.processEvents()
win.open_file("examples/saber.json")
s = win.session
nps = [s.build.noble_phantasms[0].model_copy(update={"name": "改名した宝具"})] + list(s.build.noble_phantasms[1:])
s.apply("rename", s.build.model_copy(update={"noble_phantasms": nps}))
app.processEvents()
panel = win.findings
panel.setMaximumHeight(400); panel.resize(1180, 260)
row = next(r for r, f in enumerate(panel.model.findings) if f.code.startswith("approval.lapsed"))
panel.view.selectRow(row); app.processEvents()
panel.grab().save("docs/screenshots/13_findings_approvals.png")
