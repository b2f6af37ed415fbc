"""Desktop habits (issue 14, the leftovers), done as a user does them: ファイル → 新規 (Ctrl+N)
opens the new character in a window of its own; Enter on the generic pages' catalogue adds the
entry; 開く and 名前を付けて保存 start in the last folder used (this run and the next) and, the
first time, in the documents folder; the タイプ page says what a トループ's rank level is.

Set ``ISSUE14_SHOTS`` to a folder to keep screenshots of the visible ones to look at.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QLineEdit

from forms.app.windows import windows

from tests.forms.helpers import answer_new_dialog, child, choose, click_row, go, new_from_menu, type_into


def shot(widget, name: str) -> None:
    folder = os.environ.get("ISSUE14_SHOTS")
    if folder:
        widget.grab().save(os.path.join(folder, name))


# ---------------------------------------------------------------- 1. 新規 in a new window

def test_ctrl_n_opens_the_new_character_in_a_new_window_and_keeps_this_one(qtbot, shared_window, closes_all):
    window = shared_window
    type_into(qtbot, go(qtbot, window, "profile").name, "Saber")  # the start window is in use
    assert window.windowTitle() == "Saber* — Grail Builder"
    asked = []
    window.ask_save_changes = lambda: asked.append(True)  # nothing is replaced: no question
    window.activateWindow()
    answer_new_dialog(qtbot, "fate-roll-dice", "archer")
    qtbot.keyClick(window.steps, Qt.Key_N, Qt.ControlModifier)
    qtbot.waitUntil(lambda: len(windows()) == 2)
    new = next(w for w in windows() if w is not window)
    assert new.session.build.type == "archer" and new.session.build.name == ""
    assert window.session.build.name == "Saber" and window.session.build.type == "saber"
    assert window.windowTitle() == "Saber* — Grail Builder" and asked == []
    # the first window's undo is its own and still holds the typing
    assert new.session.undo_stack is not window.session.undo_stack
    assert window.session.undo_stack.count() > 0 and new.session.undo_stack.count() == 0
    window.act_undo.trigger()
    assert window.session.build.name == "" and new.session.build.type == "archer"  # the typing was one step
    shot(new, "new_in_new_window.png")


def test_new_from_an_untouched_start_window_takes_that_window(qtbot, shared_window, closes_all):
    """The window the app starts with, never edited: it takes the new character (as it takes
    the first file 開く opens), so no empty window is left behind."""
    window = shared_window
    new_from_menu(qtbot, window, "chuseihai", "servant")
    assert len(windows()) == 1 and window.session.build.system == "chuseihai"


# ---------------------------------------------------------------- 2. Enter on a catalogue

def test_enter_on_the_generic_catalogue_adds_the_entry(qtbot, shared_window, closes_all):
    """A Fate/Grail Tactics Master's 令呪 (core.json's catalogue, seed 004 L241): Enter on the
    closed list adds the shown entry; Enter on a row of the open list adds that row."""
    window = shared_window
    new_from_menu(qtbot, window, "grail-tactics", "master")
    page = go(qtbot, window, "commands")
    combo = child(page, QComboBox, "catalogue_commands")
    refs = lambda: [e.ref for e in window.session.build.lists.get("commands", [])]  # noqa: E731
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key_Return)
    assert refs() == [combo.itemData(0)]
    # open the list, move down two rows with the keyboard, Enter
    combo.showPopup()
    view = combo.view()
    view.setCurrentIndex(view.model().index(0, 0))
    qtbot.keyClick(view, Qt.Key_Down)
    qtbot.keyClick(view, Qt.Key_Down)
    qtbot.keyClick(view, Qt.Key_Enter)
    assert refs() == [combo.itemData(0), combo.itemData(2)]
    assert combo.currentIndex() == 2 and not view.isVisible()
    table = page.sections["commands"].table
    assert table.currentRow() >= 0 and combo.itemText(2).startswith(table.item(table.currentRow(), 0).text())
    shot(page, "catalogue_enter.png")


def test_selecting_a_catalogue_entry_shows_it_in_the_editor(qtbot, shared_window, closes_all):
    """A Grail Tactics Master takes two 令呪 from the catalogue (core.json: 呼びかける L245 and
    緊急脱出 L249, both of type cost1). A click on a row shows that entry's name and type
    in the editor below (the catalogue's, as the sheet prints them); emptying the
    name leaves the field empty while typing, and a name typed replaces the catalogue's."""
    window = shared_window
    new_from_menu(qtbot, window, "grail-tactics", "master")
    page = go(qtbot, window, "commands")
    combo = child(page, QComboBox, "catalogue_commands")
    for ref in ("call", "escape"):
        choose(qtbot, combo, ref)  # Enter on the open list's row adds it
    assert [e.ref for e in window.session.build.lists["commands"]] == ["call", "escape"]
    table = page.sections["commands"].table
    name = child(page, QLineEdit, "entryName_commands")
    kind = child(page, QComboBox, "entryType_commands")
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    click_row(qtbot, table, table.model().index(rows["呼びかける"], 0))
    assert name.text() == "呼びかける" and kind.currentData() == "cost1"
    click_row(qtbot, table, table.model().index(rows["緊急脱出"], 0))
    assert name.text() == "緊急脱出" and name.isEnabled()
    shot(page, "catalogue_editor.png")
    name.selectAll()
    qtbot.keyClick(name, Qt.Key_Backspace)
    assert name.text() == ""  # not filled back under the cursor
    type_into(qtbot, name, "脱出")
    assert window.session.build.lists["commands"][1].name == "脱出" and name.text() == "脱出"
    assert table.item(table.currentRow(), 0).text() == "脱出"


# ---------------------------------------------------------------- 3. the dialogs' folder

class OpenDialog:
    """Stands in for QFileDialog.getOpenFileNames: records the folder it was opened in."""

    def __init__(self, answer: list[str]):
        self.answer, self.starts = answer, []

    def __call__(self, parent, caption, start, filters, *rest):
        self.starts.append(start)
        return self.answer, filters.split(";;")[0]


def character(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_text(f'{{"system": "fate-roll-dice", "type": "lancer", "name": "{name}"}}', encoding="utf-8")
    return path


def test_open_starts_in_documents_then_in_the_last_folder_used_also_next_run(qtbot, window, tmp_path, monkeypatch,
                                                                          closes_all):
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _loc: str(docs))
    cu = character(tmp_path / "party", "Cu")
    dialog = OpenDialog([str(cu)])
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", dialog)
    window.act_open.trigger()
    assert dialog.starts == [str(docs)]  # the first time: the documents folder
    assert window.session.build.name == "Cu"
    dialog.answer = []
    window.act_open.trigger()  # the next 開く: where Cu was found
    assert dialog.starts[-1] == str(tmp_path / "party")
    # 名前を付けて保存 into another folder: 開く follows it
    saved = tmp_path / "archive" / "cu2.json"
    saved.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), "json"))
    window.act_save_as.trigger()
    window.act_open.trigger()
    assert dialog.starts[-1] == str(tmp_path / "archive")
    # the next run: a new application window reads the folder from the settings file
    from forms.app.main import create_window
    later = create_window([])
    qtbot.addWidget(later)
    later.act_open.trigger()
    assert dialog.starts[-1] == str(tmp_path / "archive")
    later.session.undo_stack.setClean()


# ---------------------------------------------------------------- 4. troops on the タイプ page

def test_the_type_page_says_what_a_troops_rank_level_is(qtbot, shared_window, closes_all):
    window = shared_window
    new_from_menu(qtbot, window, "fate-roll-dice", "troop_np")
    page = go(qtbot, window, "type")
    combo = page.type_combo
    labels = [combo.itemText(i) for i in range(combo.count())]
    # a type whose kind has the same name is not named twice
    assert labels[combo.findData("troop_np")] == "トループ(宝具)"
    assert labels[combo.findData("troop")] == "トループ(社会)  (トループ)"
    assert labels[combo.findData("saber")] == "セイバー  (サーヴァント)"
    text = page.kind_label.text()
    # L1653: 「ランクレベル:(サーヴァント・マスターと異なり数字で表記)」; L367: stats from
    # 1 + RL ÷ 2 (rounded up) levels, and RL 2, 4, 6 bring RL + 6 FP. A new troop has RL 1.
    assert text.startswith("トループ(宝具): ランクを持たず、ランクレベルを数字で書きます(今: 1。")
    assert "1+ランクレベル÷2(切り上げ)" in text and "ランクレベル+6 FP" in text
    assert "ランク数" not in text and "0〜0" not in text
    shot(page, "type_troop.png")
    # written on the ランク step, the タイプ page follows
    ranks = go(qtbot, window, "ranks")
    spin = ranks.troop_box.spin
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key_Up)
    qtbot.keyClick(spin, Qt.Key_Up)
    assert window.session.build.troop_rank_level == 3
    assert "(今: 3。" in go(qtbot, window, "type").kind_label.text()
    # a Servant still gets its kind's count of ranks (nothing bought yet: no question)
    page = go(qtbot, window, "type")
    choose(qtbot, page.type_combo, "saber")
    assert window.session.build.type == "saber" and "ランク数" in page.kind_label.text()
    window.act_en.trigger()
    combo = go(qtbot, window, "type").type_combo
    assert combo.itemText(combo.findData("troop_np")) == "Troop (Noble Phantasm)"
    window.act_ja.trigger()


def test_the_type_page_describes_each_troop_type(qtbot, shared_window, closes_all):
    """The タイプ page's text box says what a troop is (seed L328) and how each kind differs:
    a トループ(社会) has 社会 among its stats (L344) and is taken with 財産ポイント 2 per rank
    level (L342); a トループ(宝具) has 宝具 instead (L364) and the Noble Phantasm's rank level
    with no limit (L362–363). English mode shows the English text."""
    window = shared_window
    new_from_menu(qtbot, window, "fate-roll-dice", "troop")
    page = go(qtbot, window, "type")
    text = page.text.toPlainText()
    assert "複数で一つのキャラクターとして扱われる存在(L328)" in text
    assert "筋力・耐久・敏捷・魔力・幸運・社会(L344)" in text and "財産ポイント2点ごとに1ランクレベル" in text
    shot(page, "type_troop_text.png")
    choose(qtbot, page.type_combo, "troop_np")
    assert window.session.build.type == "troop_np"
    text = page.text.toPlainText()
    assert "筋力・耐久・敏捷・魔力・幸運・宝具(L364)" in text and "上限はない(L362–363)" in text
    window.act_en.trigger()
    text = go(qtbot, window, "type").text.toPlainText()
    assert "Mana, Luck and Noble Phantasm (L364)" in text and "with no limit (L362–363)" in text
    window.act_ja.trigger()


# ---------------------------------------------------------------- 6. a citation in words

def test_a_citation_names_the_rulebook_in_the_tooltip_and_the_rule_window(qtbot, shared_window, closes_all):
    """The window, the printed sheet and ``check`` word a citation with one function
    (builder.words.messages.citation): here the rulebook's title, where nothing else names it."""
    window = shared_window
    from forms.session.models import PATH_ROLE
    assert window.open_file(Path(__file__).resolve().parents[3] / "examples" / "saber.json")
    model = window.findings.view.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(PATH_ROLE) == "/stats/strength/marks/0")
    book = "新伝奇タッグバトルTRPG「Fate/roll dice」"  # manifest.json's name
    assert model.index(row, 3).data() == "L902"
    assert model.index(row, 3).data(Qt.ItemDataRole.ToolTipRole) == f"クリックでルールの本文を表示({book} L902)"
    assert model.index(row, 2).data(Qt.ItemDataRole.ToolTipRole) == f"筋力の「+」(1つ目)  {book} L902"
    dialog = window.findings.show_rule(row)
    assert dialog.view.toPlainText().startswith(f"{book} L902")
    dialog.close()
    window.session.undo_stack.setClean()
