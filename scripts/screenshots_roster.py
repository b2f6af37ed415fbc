#!/usr/bin/env python3
"""Screenshot of ファイル → ロスター for the README (docs/screenshots/13_roster.png).

The roster is a temporary folder: four examples as they are, a Saber overspent (幸運 C→B), the
Saber without its GM's approvals, and a file cut off in the middle. Sorted by FP (overspent first).
Run from the repository root: python scripts/screenshots_roster.py
"""
import json, os, shutil, sys, tempfile
home = tempfile.mkdtemp()
for v in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.makedirs(f"{home}/{v}"); os.environ[v] = f"{home}/{v}"
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from forms.app.main import create_window

folder = os.path.join(home, "第五次聖杯戦争")
os.makedirs(folder)
for name in ("saber", "lancer", "caster", "master"):
    shutil.copy(f"examples/{name}.json", folder)
saber = json.load(open("examples/saber.json", encoding="utf-8"))
over = dict(saber, name="欲張りな騎士", stats=dict(saber["stats"], luck={"level": "B"}))
json.dump(over, open(f"{folder}/saber_overspent.json", "w", encoding="utf-8"), ensure_ascii=False)
json.dump(dict(saber, name="未承認の騎士", approvals=[]), open(f"{folder}/saber_unapproved.json", "w", encoding="utf-8"),
          ensure_ascii=False)
open(f"{folder}/broken.json", "w", encoding="utf-8").write('{"system": "fate-roll-dice", "name": ')

app = QApplication.instance() or QApplication(sys.argv)
win = create_window([])
win.show(); app.processEvents()
roster = win.open_roster(folder)
while roster.loading:
    app.processEvents()
roster.table.sortByColumn(roster.model.columnCount() - 3, Qt.DescendingOrder)  # the most errors first
roster.table.selectRow(roster.proxy.rowCount() - 1)  # the unreadable file: its whole problem below
app.processEvents()
roster.grab().save("docs/screenshots/13_roster.png")
print(roster.summary.text())
