"""Screenshots of issue 28's window on a laptop screen (Qt offscreen).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots_window.py``

Writes into docs/screenshots/: ``28_first_window_1366x768.png`` (the first window fitted to a
1366×768 screen with a 40-pixel task bar, status bar included), ``28_file_new.png`` (File → New
with 千夜月姫+ chosen: the systems by name and the tables it waits for),
``28_skill_selected.png`` (the スキル page at 1024×600 with 対魔力 chosen in the catalogue: its
text beside the list) and ``28_waiting_summary.png`` (a 千夜月姫+ character's まとめ:
「GMのデータ待ち」 instead of エラー 0). Settings go to a temporary folder.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRect, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QTableView  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"


def main() -> int:
    folder = tempfile.mkdtemp()
    for fmt in (QSettings.NativeFormat, QSettings.IniFormat):
        QSettings.setPath(fmt, QSettings.UserScope, folder)
    app = QApplication(sys.argv[:1])
    from forms.common import screenfit
    from forms.app.main import create_window
    from forms.dialogs.common import NewCharacterDialog
    from scripts.screenshots import save
    screenfit.limit_to(QRect(0, 0, 1366, 768 - 40))
    window = create_window([])
    window.show()
    app.processEvents()
    save(window, OUT / "28_first_window_1366x768.png")
    dialog = NewCharacterDialog(window.lang(), window.packs, window)
    combo = dialog.findChild(QComboBox, "newSystem")
    combo.setCurrentIndex(combo.findData("senya-tsukihime-plus"))
    dialog.show()
    app.processEvents()
    save(dialog, OUT / "28_file_new.png")
    dialog.reject()
    screenfit.limit_to(QRect(0, 0, 1024, 600))
    screenfit.fit(window)
    page = window.show_page("skills")
    page.findChild(QLineEdit, "skillSearch").setText("対魔力")
    table = page.findChild(QTableView, "skillCatalogue")
    app.processEvents()
    table.setCurrentIndex(table.model().index(0, 0))
    app.processEvents()
    save(window, OUT / "28_skill_selected.png")
    screenfit.limit_to(QRect(0, 0, 1366, 768 - 40))
    window.resize(1280, 688)
    window.open_file(ROOT / "examples" / "senya-tsukihime-plus" / "servant.json")
    window.show_page("summary")
    window.steps.setCurrentRow(window.page_order.index("summary"))
    app.processEvents()
    save(window, OUT / "28_waiting_summary.png")
    window.session.undo_stack.setClean()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
