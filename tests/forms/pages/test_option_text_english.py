"""The スキル page shows a chosen skill's option text as the option's tooltip, in the window's
language (issue 28 item 3): examples/master.json takes 魔術 with 攻撃 and 防御 (L1160-1161);
in English mode the tooltip is the pack's text_en, in Japanese the seed's words."""
from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QTableView, QTextBrowser

from forms.session.models import ID_ROLE
from tests.conftest import EXAMPLES
from tests.forms.helpers import child, click_row, go, type_into


def laid_out(qtbot, page) -> None:
    """Wait until ``page`` is shown and laid out at its own size: no resize pending, and its
    layout given the page's contents rectangle (a fixed wait did this before)."""
    layout = page.layout()
    pending = Qt.WidgetAttribute.WA_PendingResizeEvent
    qtbot.waitUntil(lambda: page.isVisible() and not page.testAttribute(pending)
                    and (layout is None or layout.geometry() == page.contentsRect()))


def _attack_tooltip(qtbot, window) -> str:
    page = go(qtbot, window, "skills")
    held = child(page, QListWidget, "heldSkills")
    row = next(i for i in range(held.count()) if held.item(i).text().startswith(("魔術", "Magecraft")))
    held.setCurrentRow(row)
    options = child(page, QListWidget, "skillOptions")
    qtbot.waitUntil(lambda: options.count() > 0, timeout=2000)
    item = next(options.item(i) for i in range(options.count()) if options.item(i).data(ID_ROLE) == "attack")
    return item.toolTip(), page


def test_an_options_tooltip_reads_its_rule_text_in_the_windows_language(qtbot, shared_window):
    window = shared_window  # the module's shared window, reset to a new default character and checked
    assert window.open_file(EXAMPLES / "master.json")
    tooltip, _ = _attack_tooltip(qtbot, window)
    assert "攻撃=相手に対し魔術で攻撃する" in tooltip  # L1160's own words
    window.act_en.trigger()
    try:
        tooltip, page = _attack_tooltip(qtbot, window)
        assert "Attack = attack an opponent with magecraft" in tooltip and "攻撃=" not in tooltip
        shots = os.environ.get("GRAIL_SCREENSHOTS")  # for a look: GRAIL_SCREENSHOTS=DIR
        if shots:
            laid_out(qtbot, page)  # the page laid out before the picture
            page.grab().save(os.path.join(shots, "skills_page_en.png"))
            label = QLabel(tooltip)
            label.setWordWrap(True)
            label.resize(420, 260)
            label.grab().save(os.path.join(shots, "option_tooltip_en.png"))
    finally:
        window.act_ja.trigger()
    window.session.undo_stack.setClean()


def test_a_catalogue_skills_prerequisite_is_shown_in_the_windows_language(qtbot, shared_window, pack):
    window = shared_window  # the module's shared window, reset to a new default character and checked
    # 魔眼 (L1182): 「取得にはサーヴァントの場合は怪物や神性…のランクが必要。」, before it is added
    magan = pack.skills["magan"]
    window.act_en.trigger()
    try:
        page = go(qtbot, window, "skills")
        type_into(qtbot, child(page, QLineEdit, "skillSearch"), "魔眼")
        table = child(page, QTableView, "skillCatalogue")
        qtbot.waitUntil(lambda: table.model().rowCount() >= 1, timeout=2000)
        click_row(qtbot, table, table.model().index(0, 0))
        text = child(page, QTextBrowser, "skillDescription").toPlainText()
        assert "Prerequisite: " + magan.prerequisite_en in text and magan.prerequisite not in text
        shots = os.environ.get("GRAIL_SCREENSHOTS")  # for a look: GRAIL_SCREENSHOTS=DIR
        if shots:
            laid_out(qtbot, page)
            page.grab().save(os.path.join(shots, "skills_prerequisite_en.png"))
    finally:
        window.act_ja.trigger()
    page = go(qtbot, window, "skills")
    type_into(qtbot, child(page, QLineEdit, "skillSearch"), "魔眼")
    table = child(page, QTableView, "skillCatalogue")
    qtbot.waitUntil(lambda: table.model().rowCount() >= 1, timeout=2000)
    click_row(qtbot, table, table.model().index(0, 0))
    text = child(page, QTextBrowser, "skillDescription").toPlainText()
    assert "取得条件: " + magan.prerequisite in text
