"""The next step is visible (issue 28 item 3), done as a user does it: a catalogue skill's text
beside the list on a small screen, the タイプ page saying what to do, File → New offering the
system used last (Fate/roll dice the first time), file dialogs starting beside the character,
Qt's own file dialog in Japanese, and the undo menu naming a stat in the UI's language."""
from __future__ import annotations

import shutil

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (QAbstractScrollArea, QApplication, QComboBox, QDialogButtonBox, QFileDialog, QLabel,
                               QLineEdit, QTableView, QTextBrowser)

from forms.common import screenfit
from tests.conftest import EXAMPLES

from tests.forms.helpers import child, click_row, go, type_into


def _inside_a_scroll_area(widget, top) -> bool:
    w = widget.parentWidget()
    while w is not None and w is not top:
        if isinstance(w, QAbstractScrollArea):
            return True
        w = w.parentWidget()
    return False


def test_a_catalogue_skills_text_is_beside_the_list_on_a_1024x600_screen(qtbot, window):
    screenfit.limit_to(QRect(0, 0, 1024, 600))
    try:
        screenfit.fit(window)
        page = go(qtbot, window, "skills")
        type_into(qtbot, child(page, QLineEdit, "skillSearch"), "対魔力")
        table = child(page, QTableView, "skillCatalogue")
        qtbot.waitUntil(lambda: table.model().rowCount() >= 1, timeout=2000)
        click_row(qtbot, table, table.model().index(0, 0))
        text = child(page, QTextBrowser, "skillDescription")
        # the description names the skill chosen (対魔力, seed L1138)
        assert "対魔力" in text.toPlainText()
        # in sight: shown, not in a scrolled form, wholly inside the window, right of the list
        assert text.isVisible() and not _inside_a_scroll_area(text, window)
        where = QRect(text.mapTo(window, text.rect().topLeft()), text.size())
        assert window.rect().contains(where) and where.height() >= 120
        catalogue_right = table.mapTo(window, table.rect().topRight()).x()
        assert where.left() > catalogue_right
    finally:
        screenfit.limit_to(None)


def test_the_type_page_says_what_to_do_and_where_next(qtbot, shared_window):
    window = shared_window
    page = go(qtbot, window, "type")
    hint = child(page, QLabel, "typeHint")
    assert hint.isVisible()
    assert "タイプ" in hint.text() and "「ランク」" in hint.text()  # Fate's second step is ランク
    window.act_en.trigger()
    try:
        hint = child(go(qtbot, window, "type"), QLabel, "typeHint")
        assert "type" in hint.text().lower() and "“Ranks”" in hint.text()
    finally:
        window.act_ja.trigger()


def _new_dialog_answer(qtbot, seen: list, pick: str | None):
    """When ファイル → 新規 is up: note every system entry and the one pre-selected, then pick
    ``pick`` (OK) or Cancel."""
    def answer():
        dialog = QApplication.activeModalWidget()
        combo = child(dialog, QComboBox, "newSystem")
        seen.append(([combo.itemText(i) for i in range(combo.count())], combo.currentData()))
        box = dialog.findChild(QDialogButtonBox)
        if pick is None:
            qtbot.mouseClick(box.button(QDialogButtonBox.Cancel), Qt.LeftButton)
            return
        combo.setCurrentIndex(combo.findData(pick))
        qtbot.mouseClick(box.button(QDialogButtonBox.Ok), Qt.LeftButton)
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, answer)


def test_file_new_offers_fate_first_then_the_system_used_last(qtbot, shared_window, closes_all):
    window = shared_window
    seen: list = []
    _new_dialog_answer(qtbot, seen, "eiyuten")
    window.act_new.trigger()
    titles, first = seen[0]
    assert first == "fate-roll-dice"  # the first time: Fate/roll dice, not 中聖杯 (first by id)
    # the rulebooks' titles (manifest.json name), never the folder ids
    assert "新伝奇タッグバトルTRPG「Fate/roll dice」" in titles and "千夜月姫+" in titles
    assert not any(t in ("eiyuten", "fate-roll-dice", "chuseihai", "grail-tactics", "senya-tsukihime-plus")
                   or "(" + "eiyuten" in t for t in titles)
    _new_dialog_answer(qtbot, seen, None)
    window.act_new.trigger()
    assert seen[1][1] == "eiyuten"  # the system used last


def test_pdf_and_open_dialogs_start_in_the_characters_folder(qtbot, shared_window, monkeypatch, tmp_path):
    window = shared_window
    folder = tmp_path / "party"
    folder.mkdir()
    shutil.copy(EXAMPLES / "saber.json", folder / "saber.json")
    assert window.open_file(folder / "saber.json")
    starts = []

    def recorder(parent, caption, start, *rest):
        starts.append(start)
        return ("", "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", recorder)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", recorder)
    window.act_pdf.trigger()
    window.act_open.trigger()
    assert [str(__import__("pathlib").Path(s).parent if s.endswith(".pdf") else s) for s in starts] == [
        str(folder), str(folder)]


def test_qts_own_file_dialog_speaks_japanese(qtbot, shared_window):
    window = shared_window
    dialog = QFileDialog(window)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    label = dialog.findChild(QLabel, "lookInLabel")
    assert label is not None and label.text() != "Look in:" and not label.text().isascii()


def test_the_undo_menu_names_a_stat_in_english_in_english_mode(qtbot, shared_window):
    window = shared_window
    from tests.forms.helpers import choose
    window.act_en.trigger()
    try:
        page = go(qtbot, window, "stats")
        combo = next(c for c in page.findChildren(QComboBox) if c.objectName().startswith("stat_strength"))
        choose(qtbot, combo, "B")  # (the new Saber has A)
        text = window.act_undo.text()
        assert "Strength" in text and "筋力" not in text
    finally:
        window.act_ja.trigger()
