"""The window's pages are built when first looked up (forms.app.mainwindow.PageSet); asking
whether the window has a page (``in``) builds and refreshes none."""
from __future__ import annotations


def test_asking_for_a_page_by_in_builds_nothing(shared_window):
    window = shared_window
    shown = window.stack.currentWidget()
    assert window.pages.built() == [shown]  # a fresh character: the first step's page alone
    other = window.page_order[1]  # not built yet
    assert other in window.pages and "no_such_page" not in window.pages
    assert window.pages.built() == [shown]  # ``in`` built no page
    assert window.pages[other] in window.pages.built()  # a lookup does
