"""A language switch (表示 → English / 日本語) keeps the page on screen and builds no other:
MainWindow.set_language rebuilds the pages in the new language straight on the page the user
was on (the first step's page is built when the user goes there, as any page is)."""
from __future__ import annotations


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
