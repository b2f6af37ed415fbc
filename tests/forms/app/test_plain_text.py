"""User text is shown as typed, never run as markup (issue 9, item 4).

A name such as ``<i>x</i>`` or ``<img src=…>`` in a character file or a user pack must appear
literally: QLabel and QTextBrowser would otherwise render it (and fetch images)."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QLabel, QTextBrowser

from builder.core.packs import bundled_pack_dir, user_pack_dir
from builder.kit.edits import SetText
from builder.systems.fate_roll_dice.edits import AddRank

MARKUP = "<i>偽</i><img src='x.png'>"


def user_pack_renaming(skill_id: str, rank_id: str) -> None:
    content = bundled_pack_dir("fate-roll-dice") / "content"
    skills = json.loads((content / "skills.json").read_text(encoding="utf-8"))["skills"]
    ranks = json.loads((content / "ranks.json").read_text(encoding="utf-8"))["ranks"]
    skill = dict(next(s for s in skills if s["id"] == skill_id), name=MARKUP, text=MARKUP)
    rank = dict(next(r for r in ranks if r["id"] == rank_id), name=MARKUP, text=MARKUP)
    folder = user_pack_dir() / "fate-roll-dice"
    folder.mkdir(parents=True)
    (folder / "house.json").write_text(json.dumps({"skills": [skill], "ranks": [rank]}, ensure_ascii=False),
                                       encoding="utf-8")


def test_markup_in_names_and_packs_is_shown_literally(qtbot, tmp_path, errors):
    user_pack_renaming("taimaryoku", "chimeido")
    from forms.app.main import create_window
    window = create_window([])
    window.show_error = lambda title, text: errors.append((title, text))
    qtbot.addWidget(window)
    window.show()
    assert window.startup_error is None
    window.session.apply_edit(SetText("name", MARKUP))
    window.session.apply_edit(AddRank("chimeido"))
    window.pages["ranks"].select_rank("chimeido")
    skills = window.pages["skills"]
    skills.held.setCurrentRow(0)  # 対魔力, renamed by the user pack
    for page_id in window.page_order:
        window.show_page(page_id)
    shown = 0
    for label in window.findChildren(QLabel):
        if "<i>偽</i>" in label.text():
            assert label.textFormat() == label.textFormat().PlainText, label.objectName()
            shown += 1
    for browser in window.findChildren(QTextBrowser):
        text = browser.toPlainText()
        assert "偽" not in text or MARKUP in text, browser.objectName()  # literal, not rendered
        shown += MARKUP in text
    # the rank title, the rank text, the skill text and the sheet preview at least
    assert shown >= 4 and not errors
    window.session.undo_stack.setClean()
