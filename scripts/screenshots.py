"""Render every builder step of a worked Saber into docs/screenshots/ (Qt offscreen).

Run: QT_QPA_PLATFORM=offscreen /work/venv/bin/python scripts/screenshots.py
Settings go to a temporary folder so the user's recent files and language are untouched.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SABER = {
    "system": "fate-roll-dice", "type": "saber", "name": "アルトリア",
    "ranks": [{"id": "chimeido"}, {"id": "ouzoku", "params": {"dynasty": "ブリテン"}}],
    "alignment": {"goal": "lawful", "action": "good"},
    "stats": {"strength": {"level": "A"}, "endurance": {"level": "B"}, "agility": {"level": "A"},
              "mana": {"level": "C"}, "luck": {"level": "D", "marks": [{"sign": "+", "pattern": 2, "condition": "王の帰還時"}]},
              "noble_phantasm": {"level": "B"}},
    "skills": [{"id": "taimaryoku", "level": "B"}, {"id": "kijou", "level": "B"}, {"id": "charisma", "level": "E"}],
    "noble_phantasms": [{"name": "約束された勝利の剣", "rank": "B", "kind": "weapon", "activation": "single",
                         "target": "anti_unit", "effects": [{"id": "hicchuu"}, {"id": "shiyouji_shinmei_hanmei"}]}],
    "profile": {"true_name": "アルトリア・ペンドラゴン", "origin": "アーサー王伝説"},
}


def main() -> int:
    tmp = tempfile.mkdtemp()
    QSettings.setPath(QSettings.NativeFormat, QSettings.UserScope, tmp)
    from builder.documents import save_build
    from builder.fate.choices import FateBuild as Build
    from forms.app import create_window
    path = Path(tmp) / "saber.json"
    save_build(Build.model_validate(SABER), path, backup=False)
    window = create_window([str(path)])
    window.resize(1400, 900)
    window.show()
    app = QApplication.instance()
    OUT.mkdir(parents=True, exist_ok=True)
    for i, page_id in enumerate(window.page_order, start=1):
        window.show_page(page_id)
        page = window.pages[page_id]
        if page_id == "ranks":
            page.select_rank("ouzoku")
        if page_id == "skills":
            page.held.setCurrentRow(0)
            page.level.setFocus()
        if page_id == "stats":
            page.rows["agility"]["combo"].setFocus()
        app.processEvents()
        window.grab().save(str(OUT / f"{i:02d}_{page_id}.png"))
    window.set_language("en")
    window.show_page("stats")
    app.processEvents()
    window.grab().save(str(OUT / "09_stats_english.png"))
    window.session.undo_stack.setClean()
    print("\n".join(sorted(p.name for p in OUT.glob("*.png"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
