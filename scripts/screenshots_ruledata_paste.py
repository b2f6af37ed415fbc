#!/usr/bin/env python3
"""Screenshots of a spreadsheet pasted into the rule-data editor (docs/screenshots/16–17_rule_data_paste*.png).

TEST DATA: the class table pasted is tests/fixtures/gmtables/senya_class_table.tsv, made up (the
seed has no class tables, seed 003 L399); it goes to a temporary user folder, never into bundled data.
Run from the repository root: python scripts/screenshots_ruledata_paste.py
"""
import os, sys, tempfile
home = tempfile.mkdtemp()
for v in ("XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.makedirs(f"{home}/{v}"); os.environ[v] = f"{home}/{v}"
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtWidgets import QApplication, QMessageBox
from forms.app.main import create_window
app = QApplication.instance() or QApplication(sys.argv)
win = create_window([])
win.ask_save_changes = lambda: QMessageBox.Discard
win.show(); app.processEvents()
win.open_file("examples/senya-tsukihime-plus/pc.json")
win.act_rule_data.trigger()
d = win.rule_data_dialog
d.show(); app.processEvents()
d.select_place("table", "kni_row")
good = Path("tests/fixtures/gmtables/senya_class_table.tsv").read_text(encoding="utf-8")
lines = good.splitlines()
lines[3] = lines[3].replace("狩獵者\t4\t4", "狩獵者\t4\tよん")
lines[9] = lines[9].replace("武闘家\t5", "武闘家\t5.5")
d.paste_text("\n".join(lines) + "\n")
app.processEvents()
d.grab().save("docs/screenshots/16_rule_data_paste_problems.png")
d.paste_text(good)
app.processEvents(); d.view.resizeColumnsToContents()
d.grab().save("docs/screenshots/17_rule_data_pasted.png")
print(d.block_note.text())
