"""tests/forms/visible.py's top-down walk reads exactly what the walk it replaced read: the old
function (each widget of ``findChildren`` asked whether an ancestor hides it) is kept here as
the reference, and both are run on real windows, pages and dialogs in both languages."""
from __future__ import annotations

import gc

from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QStackedWidget, QVBoxLayout, QWidget

from tests.conftest import EXAMPLES
from tests.forms.visible import shown_pages, visible_texts, widget_texts


def _showing_reference(widget: QWidget, root: QWidget) -> bool:
    """The old test: shown, and (for a page of a stacked widget) the current page, up to ``root``."""
    w = widget
    while w is not None and w is not root:
        if w.isHidden():
            return False
        parent = w.parentWidget()
        if isinstance(parent, QStackedWidget) and parent.currentWidget() is not w:
            return False
        w = parent
    return True


def visible_texts_reference(root: QWidget) -> list[tuple[str, str, bool]]:
    """The old :func:`visible_texts`: every widget under ``root`` whose parents all show it
    (walked up from each widget, as before the top-down walk), each read by the same
    :func:`widget_texts`, so the two walks differ only in which widgets they read."""
    out = [item for w in [root] + root.findChildren(QWidget) if _showing_reference(w, root)
           for item in widget_texts(w)]
    return [(where, text, own) for where, text, own in out if text and text.strip()]


def test_a_hidden_branch_and_a_stacks_other_page_are_not_read(qtbot):
    """By hand: a shown label, a hidden one, a label under a hidden box and the two pages of a
    stack (the second current) give the shown label and the current page only, in tree order."""
    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    for name in ("shown", "hidden"):
        label = QLabel(name, objectName=name)
        layout.addWidget(label)
    root.findChild(QLabel, "hidden").hide()
    box = QGroupBox("", objectName="box")  # an empty title is no text
    QVBoxLayout(box).addWidget(QLabel("under hidden box", objectName="under"))
    layout.addWidget(box)
    box.hide()
    stack = QStackedWidget(objectName="stack")
    for name in ("page1", "page2"):
        stack.addWidget(QLabel(name, objectName=name))
    stack.setCurrentIndex(1)
    layout.addWidget(stack)
    root.show()
    QApplication.processEvents()
    expected = [("QLabel#shown", "shown", False), ("QLabel#page2", "page2", False)]
    assert visible_texts(root) == expected
    assert visible_texts_reference(root) == expected


def _compare(root) -> int:
    # No collection between the two walks: one can delete a widget the Python side owned and
    # change what a page shows (seen here: the スキル page's side tabs switching), which would
    # make the two lists differ for a reason that is not the walk's. (Collecting first instead
    # cost 0.25 s a call.)
    enabled = gc.isenabled()
    gc.disable()
    try:
        new, old = visible_texts(root), visible_texts_reference(root)
    finally:
        if enabled:
            gc.enable()
    assert new == old
    return len(new)


def test_the_walk_reads_what_the_old_walk_read_on_every_page_in_both_languages(qtbot, window, errors):
    """Every page of two systems' examples (Fate/roll dice's Saber with its findings and partner,
    英雄点's Servant on the generic pages) and the readings, about and new-character dialogs, in
    Japanese and English: the two lists are equal, item for item and in order."""
    from forms.app.about import show_about
    from forms.dialogs.common import NewCharacterDialog
    from forms.dialogs.readings import open_readings
    read = 0
    try:
        for example in ("saber.json", "eiyuten/servant.json"):
            assert window.open_file(EXAMPLES / example)
            for lang in ("ja", "en"):
                for _ in shown_pages(window, (lang,)):  # each page as the word walks show it
                    read += _compare(window)
                readings = open_readings(window)
                QApplication.processEvents()
                read += _compare(readings)
                readings.reject()
                about = show_about(window)
                QApplication.processEvents()
                read += _compare(about)
                about.close()
                dialog = NewCharacterDialog(lang, window.packs, window)
                qtbot.addWidget(dialog)
                dialog.show()
                QApplication.processEvents()
                read += _compare(dialog)
                dialog.reject()
            window.set_language("ja")
            window.session.undo_stack.setClean()
    finally:
        if window.lang() != "ja":
            window.set_language("ja")
    assert read > 1000  # the walks read real pages (a page shows tens of texts, 30-odd roots)
    assert errors == []
