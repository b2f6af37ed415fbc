"""Open, Save, Save As, recent files, unreadable files, title and the close question."""
from __future__ import annotations

import json

from PySide6.QtWidgets import QMessageBox

from builder.core.documents import load_build
from forms.app.mainwindow import recent_files

from tests.forms.helpers import go, type_into


def test_save_as_then_save_marks_clean_and_keeps_backup(qtbot, shared_window, tmp_path):
    window = shared_window
    path = tmp_path / "saber.json"
    type_into(qtbot, go(qtbot, window, "profile").name, "Saber")
    assert window.windowTitle() == "Saber* — Grail Builder"
    window.ask_save_path = lambda: str(path)
    assert window.save()  # no path yet → Save As
    assert window.windowTitle() == "Saber — Grail Builder"
    assert load_build(path).name == "Saber"
    type_into(qtbot, window.pages["profile"].name, "X")
    assert window.save()
    assert load_build(path).name == "SaberX"
    assert json.loads((tmp_path / "saber.json.bak").read_text(encoding="utf-8"))["name"] == "Saber"
    assert recent_files()[0] == str(path.resolve())


def test_unreadable_file_names_problem_and_place_and_keeps_everything(qtbot, shared_window, errors, tmp_path):
    window = shared_window
    bad = tmp_path / "bad.json"
    bad.write_text('{"system": "fate-roll-dice", "type": "saber", "stats": {"agility": {"level": "Z"}}}',
                   encoding="utf-8")
    before_bytes, before_build = bad.read_bytes(), window.session.build
    assert not window.open_file(bad)
    title, text = errors[-1]
    assert str(bad) in text and "敏捷のレベル(1行目)" in text  # 【敏捷】 in the pack's words, the file's line
    assert bad.read_bytes() == before_bytes and window.session.build is before_build
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    assert not window.open_file(broken)
    assert "1行目" in errors[-1][1] and "/:" not in errors[-1][1]  # Japanese, the whole file named alone
    assert not window.open_file(tmp_path / "missing.json")
    assert window.isVisible()


def test_open_recent_and_default_is_last_file(qtbot, window, tmp_path):
    path = tmp_path / "lancer.json"
    path.write_text(json.dumps({"system": "fate-roll-dice", "type": "lancer", "name": "Cu"}), encoding="utf-8")
    assert window.open_file(path)
    assert window.session.build.name == "Cu" and window.windowTitle() == "Cu — Grail Builder"
    from forms.app.main import create_window
    second = create_window([])
    qtbot.addWidget(second)
    assert second.session.build.name == "Cu"  # the last file opened
    path.write_text("garbage", encoding="utf-8")
    third = create_window([])
    qtbot.addWidget(third)
    assert third.session.build.type == "saber"  # last file no longer loads → a new Saber


def test_close_asks_to_save_when_dirty(qtbot, window):
    type_into(qtbot, go(qtbot, window, "profile").name, "A")
    asked = []
    window.ask_save_changes = lambda: asked.append(1) or QMessageBox.Cancel
    window.close()
    assert asked and window.isVisible()  # cancel keeps the window
    window.ask_save_changes = lambda: QMessageBox.Discard
    window.close()
    assert not window.isVisible()


def test_findings_click_goes_to_the_field(qtbot, shared_window):
    window = shared_window
    model = window.findings.model
    row = next(r for r in range(model.rowCount()) if model.findings[r].path == "/alignment/goal")
    index = model.index(row, 1)
    view = window.findings.view
    from PySide6.QtCore import Qt
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.visualRect(index).center())
    assert window.stack.currentWidget() is window.pages["alignment"]


def test_budget_bar_shows_overspent_red_and_next_step(qtbot, shared_window):
    window = shared_window
    from tests.forms.helpers import child, choose
    from PySide6.QtWidgets import QComboBox
    page = go(qtbot, window, "stats")
    combo = child(page, QComboBox, "stat_luck")
    combo.setFocus()
    assert "D→C: 6 FP" in window.budget.hint_label.text() and "+: 3 FP" in window.budget.hint_label.text()
    choose(qtbot, combo, "EX")  # D→EX: 6+6+6 + 18 = 36 FP of 36; add one more level elsewhere
    choose(qtbot, child(page, QComboBox, "stat_mana"), "B")
    assert window.session.sheet.pools["fp"].remaining == -6
    assert "#c00000" in window.budget.pool_text("fp")
    skills = go(qtbot, window, "skills")
    skills.held.setCurrentRow(0)
    skills.level.setFocus()
    assert "E→D: 1 FP" in window.budget.hint_label.text()  # 対魔力 D is 1 FP (L1138)
