"""A language switch (表示 → English / 日本語) keeps the page on screen and builds no other:
MainWindow.set_language rebuilds the pages in the new language straight on the page the user
was on (the first step's page is built when the user goes there, as any page is)."""
from __future__ import annotations

from PySide6.QtCore import Qt


def test_a_language_switch_stays_on_the_page_and_builds_only_it(shared_window):
    window = shared_window
    skills = window.page_order.index("skills")
    assert skills > 0  # not the first step: the first step's page must wait until it is shown
    window.show_page("skills")
    japanese = window.steps.item(skills).text()
    try:
        window.act_en.trigger()
        assert window.lang() == "en"
        assert window.steps.currentRow() == skills
        page = window.stack.currentWidget()
        assert page is window.pages["skills"]
        assert window.pages.built() == [page]  # the new page set built the shown page alone
        assert window.steps.item(skills).text() not in ("", japanese)  # the step list in English
        first = window.show_page(window.page_order[0])  # built now, in English, when the user goes there
        assert window.stack.currentWidget() is first and window.pages.built() == [page, first]
        window.act_ja.trigger()
        assert window.lang() == "ja" and window.steps.currentRow() == 0
        assert window.pages.built() == [window.stack.currentWidget()]
    finally:
        if window.lang() != "ja":
            window.set_language("ja")


def test_a_language_switch_keeps_the_findings_dock_height(shared_window, qtbot):
    # the 指摘 dock at the bottom keeps the height the user gave it: the new words and the new
    # panel laid it out afresh to the panel's full hint (on a 760 px window it grew 140 → 216 px
    # and the pages above shrank: seen in screenshots, ja then en)
    window = shared_window
    window.resize(1280, 760)
    window.show_page("skills")
    qtbot.waitUntil(lambda: window.findings_dock.isVisible())
    height = 150  # the user drags the dock's edge down to 150 px (its panel may take up to 200)
    window.resizeDocks([window.findings_dock], [height], Qt.Vertical)
    qtbot.waitUntil(lambda: window.findings_dock.height() == height)
    try:
        for language, action in (("en", window.act_en), ("ja", window.act_ja), ("en", window.act_en)):
            action.trigger()
            assert window.lang() == language
            qtbot.waitUntil(lambda: window.findings_dock.height() == height, timeout=2000)
            qtbot.wait(50)  # and it stays so once the posted layout passes have run
            assert window.findings_dock.height() == height, language
    finally:
        if window.lang() != "ja":
            window.set_language("ja")


def test_a_window_closed_right_after_a_switch_takes_no_late_call(qtbot):
    # the dock's height is put back by a queued call after the switch; a window closed and
    # deleted before it runs must not get it: pytest-qt fails this test on any exception in
    # the event loop (it was RuntimeError: MainWindow already deleted)
    import shiboken6

    from forms.app.main import create_window
    window = create_window([])  # its own: the window fixture's teardown reads the window
    controller = window.app_ctl  # the application's language, which outlives the window
    window.show()
    qtbot.waitExposed(window)
    try:
        window.act_en.trigger()
        window.session.undo_stack.setClean()
        window.close()
        shiboken6.delete(window)
        qtbot.wait(20)  # the queued call's turn of the event loop
        assert not shiboken6.isValid(window)
    finally:  # the application speaks Japanese again for the tests after this one
        if controller is not None:
            controller.set_language("ja")
