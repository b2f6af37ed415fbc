"""ファイル → 保存版と比較 / ファイルと比較… (issue 12 item 4, in the window): the changes in game
terms, as ``grail-builder diff`` gives them, reached from the menu as a user would."""
from __future__ import annotations

import json
import shutil

from PySide6.QtWidgets import QApplication

import forms.dialogs.compare as compare
from tests.conftest import EXAMPLES


def trigger(window, action_name: str):
    action = getattr(window, action_name)
    file_menu = window.menuBar().actions()[0].menu()
    assert action in file_menu.actions()  # reachable from ファイル
    action.trigger()
    return getattr(window, "compare_dialog", None)


def test_compare_with_the_saved_version_shows_the_edit(qtbot, shared_window, tmp_path):
    window = shared_window
    path = tmp_path / "saber.json"
    shutil.copy(EXAMPLES / "saber.json", path)
    assert window.open_file(path)
    build = window.session.build
    # an unsaved edit: the name (the diff's 名前 line) and 幸運 one step up, C → B
    luck = build.stats["luck"].model_copy(update={"level": "B"})
    changed = build.model_copy(update={"name": "改名した騎士", "stats": {**build.stats, "luck": luck}})
    window.session.apply("test edit", changed)
    dialog = trigger(window, "act_compare_saved")
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "~ 名前: 白百合の騎士 → 改名した騎士" in text
    assert "~ 幸運: C → B" in text
    # 幸運 C→B is one step, 6 FP more: 54 + 6 = 60 spent of 54, 54 − 60 = −6 left
    assert "~ FP (合計/使用/残り): 54/54/0 → 54/60/-6" in text
    # rerolls a day = the 幸運 level (L215): C = 3 → B = 4
    assert "~ 幸運振り直し回数: 3 → 4" in text
    dialog.copy_button.click()
    md = QApplication.clipboard().text()
    assert md == dialog.markdown and "改名した騎士" in md
    assert json.loads(path.read_text(encoding="utf-8"))["name"] == "白百合の騎士"  # nothing written


def test_compare_with_another_file_and_the_problems(qtbot, shared_window, errors, monkeypatch, tmp_path):
    # the default character was never saved: nothing to compare with, and it says so
    window = shared_window
    assert trigger(window, "act_compare_saved") is None
    assert errors and "保存されていません" in errors[-1][1]
    # another file of the same system: the archer example against the open (new) Saber
    monkeypatch.setattr(compare, "ask_path", lambda window: str(EXAMPLES / "archer.json"))
    dialog = trigger(window, "act_compare_file")
    qtbot.addWidget(dialog)
    assert "アーチャー" in dialog.text.toPlainText() and "セイバー" in dialog.text.toPlainText()
    # a broken file: a message naming it, no dialog, the window alive
    broken = tmp_path / "broken.json"
    broken.write_text("{\"system\": ", encoding="utf-8")
    window.compare_dialog = None
    monkeypatch.setattr(compare, "ask_path", lambda window: str(broken))
    assert trigger(window, "act_compare_file") is None
    assert "broken.json" in errors[-1][1]
    # a character of another system
    other = EXAMPLES / "eiyuten" / "servant.json"
    monkeypatch.setattr(compare, "ask_path", lambda window: str(other))
    assert trigger(window, "act_compare_file") is None
    assert "英雄点システム" in errors[-1][1] and window.isVisible()  # the system by name, not its id


def test_qt_standard_buttons_follow_the_language(qtbot, shared_window):
    """Qt's own buttons (the compare dialog's 閉じる, the save question's buttons) are in the UI's
    language: Japanese from Qt's qtbase_ja translations, English after 表示 → 言語 → English."""
    window = shared_window
    from PySide6.QtWidgets import QDialogButtonBox
    close = QDialogButtonBox.StandardButton.Close

    def label() -> str:
        box = QDialogButtonBox(close)
        qtbot.addWidget(box)
        return box.button(close).text().replace("&", "")

    assert label() == "閉じる"
    window.act_en.trigger()
    try:
        assert label() == "Close"
    finally:
        window.act_ja.trigger()
    assert label() == "閉じる"


def test_the_compare_dialog_speaks_the_window_language(qtbot, shared_window, errors, tmp_path):
    """English mode: the menu entries, the dialog's title and button and the messages are English
    (they were filed under an empty context and stayed Japanese); Japanese mode: Japanese."""
    window = shared_window
    path = tmp_path / "saber.json"
    shutil.copy(EXAMPLES / "saber.json", path)
    window.act_en.trigger()
    try:
        file_menu = window.menuBar().actions()[0].menu()
        texts = [a.text() for a in file_menu.actions()]
        assert "Compare with saved version" in texts and "Compare with file…" in texts
        assert trigger(window, "act_compare_saved") is None  # the new character was never saved
        assert errors[-1][0] == "Cannot compare" and errors[-1][1].startswith("This character has not been saved")
        assert window.open_file(path)
        dialog = trigger(window, "act_compare_saved")
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "Compare: saber.json → now"
        assert dialog.copy_button.text() == "Copy as &Markdown"
        dialog.close()
    finally:
        window.act_ja.trigger()
    dialog = trigger(window, "act_compare_saved")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "比較: saber.json → 現在"
    assert dialog.copy_button.text() == "Markdownでコピー(&M)"
    assert "保存版と比較" in [a.text() for a in window.menuBar().actions()[0].menu().actions()]
