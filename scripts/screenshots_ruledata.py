#!/usr/bin/env python3
"""Screenshots of the rule-data editor for the README (docs/screenshots/10–12_rule_data_*.png).

TEST DATA: the class-row numbers typed here are made up (the seed has no class tables,
seed 003 L399); they go to a temporary user folder, never into bundled data.
Run from the repository root: python scripts/screenshots_ruledata.py
"""
import os, sys, tempfile
home = tempfile.mkdtemp()
for v in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.makedirs(f"{home}/{v}"); os.environ[v] = f"{home}/{v}"
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication, QMessageBox
from PySide6.QtCore import QSettings
from forms.app.main import create_window
app = QApplication.instance() or QApplication(sys.argv)
win = create_window([])
win.ask_save_changes = lambda: QMessageBox.Discard
win.show(); app.processEvents()
win.open_file("examples/senya-tsukihime-plus/pc.json")
win.act_rule_data.trigger()
d = win.rule_data_dialog
d.show(); app.processEvents()
m = d.select_place("table", "kni_row")
d.add_row()
for col, val in {"tai": 4, "chi": 3, "ri": 2, "ish": 1, "sk": 2}.items():
    m.setData(m.index(0, [c.id for c in m.place.columns].index(col)), str(val))
m.setData(m.index(0, 4), "x")  # a bad cell, to show live validation
app.processEvents(); d.view.resizeColumnsToContents()
d.grab().save("docs/screenshots/10_rule_data_invalid.png")
m.setData(m.index(0, 4), "1")
m2 = d.select_place("table", "dai_row")
d.add_row()
for col, val in {"tai": 2, "chi": 2, "ri": 5, "ish": 3, "sk": 1}.items():
    m2.setData(m2.index(0, [c.id for c in m2.place.columns].index(col)), str(val))
d.select_place("table", "kni_row")
app.processEvents()
d.grab().save("docs/screenshots/11_rule_data_filled.png")
assert d.save(), d.problem.text()
d.accept()
app.processEvents()
win.steps.setCurrentRow(win.steps.count() - 1); app.processEvents()
page = win.stack.currentWidget()
page.view.find("【体力基本値】"); page.view.ensureCursorVisible()
bar = page.view.verticalScrollBar(); bar.setValue(bar.value() + page.view.viewport().height() // 2 - 30)
app.processEvents()
win.grab().save("docs/screenshots/12_rule_data_used.png")
print(win.session.sheet.derived)
